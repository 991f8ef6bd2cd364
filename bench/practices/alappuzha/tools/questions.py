"""Write questions.json for the Alappuzha practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the chamber's 17/3 when `short`)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}",
             f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))

NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "record illa", "no note", "not in the notes"]]
TODAY = "2027-04-22"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"A-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "kunjumon varambu case last posting-il entha nadanne?",
  [d("2027-02-22") + ["22.02"], ["pw2"], ["cw1", "commissioner", "കമ്മീഷണറെ"], d("2027-04-26")], [["C01", "2027-02-22"]],
  "IMG_20270324_170540.jpg: '22.02 ... PW1 ക്രോസ് തീർന്നു. PW2 ശശിധരൻ ... അ.തീ. 26.04.2027 കമ്മീഷണറെ CW1 ആയി'.")
q("last_time", "divya gold case kazhinja thavana entha undaye",
  [d("2027-03-09"), ["12 pavan", "12 sovereigns", "panayam"], d("2027-04-27")], [["C02", "2027-03-09"]],
  "PXL_20270309_164412.jpg: '9/3/27 ... 12 pavan ... panayam vechu ennu sammathichu ... ND 27/4 RW2'.")
q("last_time", "santhu cheque casil last date entha ayye",
  [d("2026-10-28"), ["750"], d("2026-12-02")], [["C03", "2026-10-28"]],
  "ST 1432-2025 proceedings 28.10.2026.pdf: 'Time granted on cost of Rs. 750 ... Call on 02.12.2026.'",
  today="2026-11-05")
# next_date
q("next_date", "kunjumon case adutha date eppo, enthinu?",
  [d("2027-04-26"), ["cw1", "commissioner", "കമ്മീഷണറെ"]], [["C01", "2027-02-22"]],
  "IMG_20270324_170540.jpg: 'അ.തീ. 26.04.2027 കമ്മീഷണറെ CW1 ആയി വിസ്തരിക്കാൻ'.")
q("next_date", "kainakary boundry suit ND ethra",
  [d("2027-01-18")], [["upload", "kunjumon ND correction.txt"]],
  "kunjumon ND correction.txt: 'ND 18/12 ennu ezhuthiyathu thettu ... sari aaya adutha date 18.01.2027'. The 23/11 diary says 18/12 (wrong).",
  today="2026-12-10")
q("next_date", "mariyamma mediclaim orders eppo varum",
  [d("2027-05-05")], [["C06", "2027-04-07"]],
  "CC 212-2025 daily order 07.04.2027.pdf: 'Post on 05.05.2027 for orders.'")
# count
q("count", "santhu case-il accused side karanam ethra postings poyi?",
  [["3", "three", "thrice"]], [["C03", "2026-09-23"], ["C03", "2026-10-28"], ["C03", "2027-02-24"]],
  "23.09 'Harikumar sir Sessions-il - cross next date'; 28.10 'seeks time ... second time'; 24.02 'accused vannilla ... 351 questioning maatti'.")
q("count", "divya OP-il ithuvare ethra witnesses examine cheythu, aarokke",
  [["3", "three"], ["divya"], ["mohanan", "മോഹനൻ", "achan", "father"], ["rejith"]],
  [["C02", "2026-10-13"], ["C02", "2027-01-12"], ["C02", "2027-03-09"]],
  "divya PW1.txt 'PW1 Divya chief'; 12.01 register 'PW2 മോഹനൻ (അച്ഛൻ)' and chat 'Achan evidence kazhinju'; 9/3/27 'RW1 Rejith cross'.")
q("count", "biju MACT ithuvare ethra postings kazhinju",
  [["7", "seven"]], [["C04", "2026-06-16"], ["C04", "2026-07-21"], ["C04", "2026-09-01"], ["C04", "2026-10-06"],
                     ["C04", "2026-11-10"], ["C04", "2027-01-27"], ["C04", "2027-03-03"]],
  "Nimisha chat 16/06, 21/07, 06/10; biju PW1 1.9.txt; proceedings 10.11.2026; biju RW 27.1.docx; biju 3-3 evidence closed.txt.")
# yes_no
q("yes_no", "sudheer houseboat case settle aayo?",
  [["yes", "settled", "ഒത്തുതീർപ്പായി", "compromise"], ["8,50,000", "850000", "8.5 lakh", "eight lakh fifty thousand"],
   ["five equal instalments", "5 instalments", "5 ഗഡുക്കളായി", "five instalments"]], [["C07", "2026-10-09"]],
  "OS 58-2025 compromise decree.pdf: 'settled at the Mediation Centre ... Rs. 8,50,000 ... in five equal instalments'.")
q("yes_no", "anoop AB-il no coercive steps order kittiyirunno",
  [["yes", "no coercive steps"], d("2027-02-08")], [["C05", "2027-01-25"]],
  "BA 611-2027 order 25.01.2027.pdf: 'No coercive steps shall be taken ... Post on 08.02.2027.'")
q("yes_no", "biju casil oct 6-nu doctor vanno?",
  [["no", "vannilla", "did not", "absent"], ["summons"], d("2026-11-10")], [["C04", "2026-10-06"]],
  "Nimisha chat 06/10/2026: 'Sir doctor vannilla Biju case-il. Summons again. ND 10/11' (the chat was exported 04.11.2026).", today="2026-11-05")
# said
q("said", "ouseph-nte WS-il avar entha contend cheythe",
  [["common"], ["rdo", "conversion", "converted"], ["non-joinder", "samithi"]], [["upload", "WS Ouseph OS 214.pdf"]],
  "WS Ouseph OS 214.pdf: 'a common varambu ... converted with permission of the RDO ... non-joinder of the padasekhara samithi'.")
q("said", "rejith counter-il gold-ine patti entha paranje",
  [["locker"], ["sbi mavelikkara", "mavelikkara"]], [["C02", "2026-07-07"]],
  "Document_2026-07-07.docx: 'all gold given back to Divya; it is in her locker at SBI Mavelikkara'.")
q("said", "dr sreejith disability ethra ennu paranju biju casil",
  [["18%", "18 %", "eighteen"], ["1.5 cm", "shortening"]], [["C04", "2026-11-10"]],
  "Biju doctor 10-11.txt: '18% permanent disability of right limb, shortening 1.5 cm'.")
# judge_habit
q("judge_habit", "family court judge ella posting-ilum entha chodikkunne",
  [["arrears", "kudissika"]], [["C02", "2026-09-08"], ["C02", "2026-10-13"]],
  "PXL_20260908_121940.jpg: 'Judge chodichu arrears? ... kudissika'; divya PW1.txt: 'Arrears ippol 20,000'.")
q("judge_habit", "ittycheria J bail kelkkumbol usually entha chodikkum",
  [["case diary"], ["vere crime", "other crime", "antecedents"]], [["C05", "2027-02-08"]],
  "IMG_20270208_175501.jpg: 'PP case diary vannilla. Ittycheria J chodichu: vere crime undo?'.")
q("judge_habit", "JFCM-II magistrate defence time chodichal entha cheyyunne",
  [["cost"], ["750"]], [["C03", "2026-09-23"], ["C03", "2026-10-28"]],
  "santhu CW1 23.9.docx: 'Magistrate warned: next time cost'; proceedings 28.10.2026: 'Time granted on cost of Rs. 750'.")
# pending_before
q("pending_before", "munsiff reshmi madam-nte munpil nammude ethu case und",
  [["kunjumon", "varambu", "ouseph"], d("2027-04-26")],
  [["upload", "IA 1102-2026 in OS 214-2025 order 06.07.2026.pdf"], ["C01", "2027-02-22"]],
  "IA 1102 order: 'Present: Smt. Reshmi K. Nair, Munsiff ... Chacko Thomas @ Kunjumon'; register: 'അ.തീ. 26.04.2027'.")
q("pending_before", "lathika madam MACT-il nammude enthokke und innu",
  [["biju"], ["arguments"]], [["upload", "MACT cause list 22-4-2027.pdf"]],
  "MACT cause list 22-4-2027.pdf: 'Arguments: O.P.(MV) 902/2025 Biju Varghese v. Faisal & Ors.'")
# amount
q("amount", "divya interim maintenance ethra fix cheythu",
  [["10,000", "10000"], ["6,000", "6000"], ["4,000", "4000"]], [["C02", "2026-08-04"]],
  "OP 611-2025 IA interim maintenance order.pdf: 'Rs. 6,000 per month to the petitioner and Rs. 4,000 ... in all Rs. 10,000'.")
q("amount", "santhu cheque amount ethra aayirunnu",
  [["4,80,000", "480000", "4.8 lakh", "4.80 lakh"]], [["upload", "kuri cheque memo Santhosh.pdf"]],
  "kuri cheque memo Santhosh.pdf: 'Cheque No. 772309 dated 12.08.2025 for Rs. 4,80,000/-'.")
q("amount", "anoop samithiyil ninnu ethra vangi ennanu FIR-il",
  [["6,40,000", "640000", "6.4 lakh", "6.40 lakh"]], [["upload", "FIR Crime 56-2027 Ramankary.pdf"]],
  "FIR Crime 56-2027 Ramankary.pdf: 'received Rs. 6,40,000 from the samithi'.")
# pattern
q("pattern", "santhu case-il avar eppozhum enthu paranjaanu time edukkunne",
  [["sessions"]], [["C03", "2026-09-23"], ["C03", "2026-10-28"]],
  "santhu CW1 23.9.docx: 'Harikumar sir Sessions-il'; proceedings 28.10.2026: 'being engaged in the Sessions Court'.")
q("pattern", "biju MACT adjournments okke enthu karanam aayirunnu",
  [["doctor"], ["insurer", "rw1", "jacob"]], [["C04", "2026-10-06"], ["C04", "2027-01-27"]],
  "Nimisha chat 06/10: 'doctor vannilla'; biju RW 27.1.docx: 'insurer RW1 absent; Jacob Alex sought time'.")
# counsel_pattern
q("counsel_pattern", "benny kuruvilla sthiram entha paranju time chodikkunne",
  [["high court", "ഹൈക്കോടതിയിൽ", "hc"]], [["C01", "2026-10-19"]],
  "IMG_20261028_170102.jpg: '19.10 മുൻസിഫ് കുഞ്ഞുമോൻ - ബെന്നി സാർ ഹൈക്കോടതിയിൽ, ഒബ്ജക്ഷന് സമയം'.")
q("counsel_pattern", "mini varghese-nte main line mariyamma casil entha",
  [["non-disclosure", "pre-existing"]], [["C06", "2026-08-05"], ["C06", "2027-04-07"]],
  "Mariyamma version.docx: 'non-disclosure of pre-existing hypertension and diabetes'; diary 7/4/27: 'Mini Varghese argued non-disclosure'.")
# witness
q("witness", "kunjumon casil PW2 aaraa",
  [["sasidharan", "ശശിധരൻ"], ["samithi", "സമിതി"]], [["C01", "2027-02-22"]],
  "IMG_20270324_170540.jpg: 'PW2 ശശിധരൻ (പാടശേഖര സമിതി സെക്രട്ടറി)'.")
q("witness", "santhu case CW2 aara, enthu prove cheythu",
  [["anish george"], ["kerala gramin bank", "mullakkal"], ["return memo"]], [["C03", "2027-01-20"]],
  "santhu CW2.txt: 'CW2 Anish George, Branch Manager, Kerala Gramin Bank Mullakkal examined - return memo and account statement proved'.")
q("witness", "biju MACT insurance company-de witness aaru",
  [["sunitha"], ["b1", "policy"]], [["C04", "2027-03-03"]],
  "biju 3-3 evidence closed.txt: 'RW1 Sunitha, Asst. Manager of Sahyadri General Insurance examined; Ext B1 policy'.")
# open
q("open", "mariyamma case short summary tharamo",
  [["2,86,450", "286450"], ["non-disclosure", "pre-existing"], d("2027-05-05")],
  [["upload", "repudiation letter Nirbhay.pdf"], ["C06", "2027-04-07"]],
  "repudiation letter: 'claim for Rs. 2,86,450 ... pre-existing disease'; daily order 07.04.2027: 'Post on 05.05.2027 for orders'.")
q("open", "anoop AB ippo enthaayi status",
  [["allowed", "granted"], ["10 days"], ["50,000", "50000"]], [["C05", "2027-03-05"]],
  "BA 611-2027 final order.pdf: 'The application is allowed ... within 10 days ... bond for Rs. 50,000'.",
  today="2027-03-06")
# bare
q("bare", "santhu", [["dw1", "defence evidence"]], [["upload", "JFCM II Alappuzha cause list 22.04.2027.pdf"]],
  "JFCM II cause list 22.04.2027: '3. S.T. 1432/2025 Sree Durga Kuries vs Santhosh Kumar  DE (DW1)'.")
q("bare", "biju mact", [["arguments"]], [["upload", "MACT cause list 22-4-2027.pdf"]],
  "MACT cause list 22-4-2027.pdf: 'Arguments: O.P.(MV) 902/2025 Biju Varghese'.")
# no_record
q("no_record", "kunjumon-nte partition suit sub court-il ethu stage-il aanu", NR, [],
  "No partition suit in any upload (Kunjumon's only case is the boundary suit at the Munsiff's Court).",
  no_record=True, absent=["partition"])
q("no_record", "divya case lok adalat-il vittirunno", NR, [],
  "C02 was never sent to a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat", "adalath"])
q("no_record", "santhu convict aayo, sentence ethra kitti", NR, [],
  "C03 is at defence evidence; no conviction or sentence anywhere.", no_record=True, absent=["convicted", "sentence"])
q("no_record", "adv mampilly-de kude nammukku ethu case und", NR, [], "No Mampilly in any upload.", no_record=True,
  absent=["mampilly"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Alappuzha practice (bench/practices/alappuzha; written from the uploads' "
                    "source_text by its writer, practice 118; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
