"""Write questions.json for the Bankura practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the chamber's 13/5 when `short`)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd:02d}.{mm:02d}.{yy:02d}", f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}",
             f"{LONG[mm - 1]} {dd}", f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "kono record nei", "no note", "not in the notes"]]
TODAY = "2031-07-28"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"B-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "dutta bhag mamla te last date e ki holo?",
  [d("2031-06-18"), ["report jama pore ni", "not filed", "report not", "জমা পড়ে নাই"], ["time nilo", "time", "adjourn"]],
  [["C01", "2031-06-18"]],
  "WhatsApp Chat with Nityananda Da Tant.txt 18/06/31: 'Aaj report jama pore ni. Nandi babu abar time nilo. Porer tarikh 28.07.2031.'")
q("last_time", "murmu der case e sesh shunani te ki hoyechilo",
  [d("2031-05-13"), ["void", "restored", "restoration", "ferot"], ["60 days", "60 din", "60 diner", "sixty days"]],
  [["C03", "2031-05-13"]],
  "Misc 14-2030 DLLRO order 13.05.2031.pdf: 'transfer ... is void ... restored to the applicant ... correct the record-of-rights (khatian) ... within 60 days'.",
  today="2031-05-20")
q("last_time", "loom er case e pichhoner tarikh e ki holo",
  [d("2031-07-03"), ["dw1", "biswajit"], ["7 emis", "seven emis", "7 emi"]], [["C02", "2031-07-03"]],
  "DW1 Biswajit 3.7.31.docx: 'DW1 Biswajit Dutta ... Affidavit in chief tendered ... Biswajit admitted 7 EMIs missed'.")
# next_date
q("next_date", "jyotsna mact porer tarikh kobe?", [d("2031-07-28")], [["upload", "correction MACT ND.txt"]],
  "correction MACT ND.txt: 'ND 28.08 likhechhi - bhul ... Sahi porer tarikh 28.07.2031 (Monday)'. The 10.07 docx says 28.08 (wrong).")
q("next_date", "garai crusher HC te next kobe, ki jonno", [d("2031-07-29"), ["final hearing"]], [["C04", "2031-03-11"]],
  "MAT 1204 of 2030 order 11.03.2031.pdf: 'The appeal to be listed for final hearing on 29th July, 2031'; txt: 'Final hearing 29.07.2031'.")
q("next_date", "bikash er bail er porer date?", [d("2030-11-22")], [["C08", "2030-11-15"]],
  "bikash bail CD.txt: 'ND 22.11.2030.'", today="2030-11-16")
# count
q("count", "bimal gorai koto bar absent holo swapan er case e?", [["4", "four", "char"]],
  [["C05", "2030-08-09"], ["C05", "2030-12-13"], ["C05", "2031-03-14"], ["C05", "2031-07-18"]],
  "Tanmoy chat 09/08/30 'accused ashe ni ... W/A'; 13/12/30 'abar ashe ni ... hazira petition'; 14/03/31 'abar hazira petition'; 18/07/31 'abar absent' and '4 bar holo'.")
q("count", "dutta partition e nandi babu koto bar time nilo", [["3", "three", "tin"]],
  [["C01", "2030-09-11"], ["C01", "2030-12-18"], ["C01", "2031-06-18"]],
  "20300911_163022.jpg 'Nandi babu time petition dilo'; dutta PW1 18.12.txt 'cross porer din korbo - prayer allowed'; chat 18/06/31 'Nandi babu abar time nilo'.")
q("count", "murmu r 14C case e DL&LRO r kache kota shunani holo sob mile", [["7", "seven", "saat"]],
  [["C03", "2030-08-13"], ["C03", "2030-09-17"], ["C03", "2030-11-19"], ["C03", "2031-01-07"], ["C03", "2031-02-18"],
   ["C03", "2031-04-08"], ["C03", "2031-05-13"]],
  "Muhuri register pages: 13/08/30, 17/09/30, 19/11/30, 7/1/31, 18/2/31, 8/4/31, 13/5/31 (রায়).")
# yes_no
q("yes_no", "nityananda da commisioner fee diyechilo?", [["yes", "paid", "haan", "hya"], ["3000", "3,000", "৩০০০"]],
  [["upload", "WhatsApp Chat with Nityananda Da Tant.txt"]],
  "Chat 24/04/31: '৩০০০ টাকা হরিপদবাবুকে দিলাম' and 'Commission fee paid, receipt pathachhi.'")
q("yes_no", "bikash ke ki PS e hazira dite hobe?", [["once a week", "weekly", "every monday", "monday"], ["barjora"]],
  [["C08", "2030-11-22"]],
  "Crl Misc 902 order 22.11.2030: 'appear before the IO at Barjora P.S. once a week (every Monday)'.")
q("yes_no", "prasanta rina ke interim dichhe?", [["deyni", "not paid", "no", "দেয় নাই"]], [["C06", "2031-01-22"]],
  "Tanmoy chat 22/01/31: 'Madam jiggesh korlen interim deoa hoyeche ki na - Prasanta ekta taka o deyni.'",
  today="2031-01-25")
# said
q("said", "lahiri babu settlement niye ki bolechhilo", [["no instructions"]], [["upload", "WS Money Suit 45 final.docx"]],
  "WS Money Suit 45 final.docx: 'Lahiri babu said no instructions.'")
q("said", "HC te board er ukil 14 jan e ki chailo", [["re-inspection", "re-inspect"], ["time"]], [["C04", "2031-01-14"]],
  "IMG_20310114_175540.jpg: 'Ms. Roy: Board wants re-inspection - time chaichhe.'")
q("said", "Dey babu 14C e ki argue korechilo", [["limitation"], ["1,20,000", "120000", "1.2 lakh", "1.20 lakh"]],
  [["upload", "murmu 14C args 8.4.31.txt"]],
  "murmu 14C args 8.4.31.txt: 'Dey babu: consideration Rs. 1,20,000 paid, possession 20 yrs, limitation.'")
# judge_habit
q("judge_habit", "ghosh madam ki shob somoy settlement er kotha bole?", [["settlement", "mediation"]],
  [["upload", "WS Money Suit 45 final.docx"], ["upload", "loom suit 16.01.txt"],
   ["upload", "Money Suit 45 order 06.03.2031.pdf"], ["upload", "DW1 Biswajit 3.7.31.docx"]],
  "WS docx 'Ghosh madam asked settlement er chance ache?'; 16.01 'again asked both about settlement'; order 06.03 'advised to explore settlement'; 03.07 'third time: mediation e pathabo?'.")
q("judge_habit", "khatra JM madam shurute ki jigges kore sobsomoy", [["interim"], ["deoa hoyeche", "deyni", "paid"]],
  [["C06", "2031-01-22"], ["upload", "khatra 19.3 rina.txt"]],
  "Chat 22/01/31 'Madam jiggesh korlen interim deoa hoyeche ki na'; khatra 19.3 rina.txt 'Madam first asked interim deyni keno?'.")
q("judge_habit", "DL&LRO saheb ki shob BL&LRO report dekhe kore?", [["report"], ["bl&lro", "ranibandh"]],
  [["C03", "2030-11-19"], ["upload", "Misc 14-2030 DLLRO order 13.05.2031.pdf"]],
  "Register 19/11/30 'রাণীবাঁধ বি.এল.এল.আর.ও-র রিপোর্ট তলব'; order 13.05.2031 'Perused the report of the BL&LRO Ranibandh'.")
# pending_before
q("pending_before", "Mukherjee sir er kache amar ki ki ache", [["jyotsna"]],
  [["upload", "Bankura ADJ 1st cause list 28.07.2031.pdf"], ["C07", "2031-07-10"]],
  "Cause list 28.07.2031: 'MAC 214/2030 Jyotsna Mahato & Ors. vs Sk. Abdul Rahim'; MACT 10-7-31.docx 'Mukherjee sir allowed'.")
q("pending_before", "khatra te ki pending ache amar", [["rina"], d("2031-07-30")], [["C06", "2031-06-25"]],
  "Chat with Rina Mondal 25/06/31: 'Rina, aaj Prasanta asheni ... Porer tarikh 30 July'; Tanmoy 25/06/31 'ND 30/7/31'.")
# amount
q("amount", "crusher e koto taka jama dite holo HC te", [["2,00,000", "200000", "2 lakh", "two lakh"]],
  [["C04", "2031-03-11"], ["upload", "IMG_20310320_151802.jpg"]],
  "Order 11.03.2031: 'deposit of Rs. 2,00,000/- as environmental compensation'; DD counterfoil 'Rs. 2,00,000/- (Two lakh only)'.")
q("amount", "swapan er cheque ta koto takar chhilo", [["2,65,000", "265000", "2.65 lakh"]],
  [["upload", "IMG_20300318_112045.jpg"]], "UCO return memo: 'Amount Rs. 2,65,000/-'.")
q("amount", "rina r interim koto hoyechilo, bhag ta?", [["4,000", "4000"], ["2,500", "2500"], ["1,500", "1500"]],
  [["C06", "2030-12-04"]],
  "Misc 61-2030 order 04.12.2030: 'Rs. 2,500/- to the wife and Rs. 1,500/- to the minor son, total Rs. 4,000/- per month'.")
# pattern
q("pattern", "prasanta maintenance thik moto dey?", [["12,000", "12000"], ["8000", "8,000", "৮০০০"]],
  [["upload", "khatra 19.3 rina.txt"], ["upload", "WhatsApp Chat with Rina Mondal.txt"]],
  "khatra 19.3 rina.txt 'arrears Rs. 12,000 (3 months)'; Rina chat 02/07/31 'জুন আর জুলাই মিলিয়ে ৮০০০ টাকা বাকি'.")
q("pattern", "jyotsna MACT e insurance barbar time nichhe na?", [["500"], ["last chance"]],
  [["C07", "2031-04-10"], ["C07", "2031-07-10"]],
  "jyotsna PW2 10.4.txt 'Chatterjee babu: cross ready noy - time'; MACT 10-7-31.docx 'investigator absent again ... cost Rs. 500/- ... last chance'.")
# counsel_pattern
q("counsel_pattern", "kundu babu prottek bar ki kore swapan er case e", [["hazira"]],
  [["C05", "2030-12-13"], ["C05", "2031-03-14"], ["C05", "2031-07-18"]],
  "Tanmoy chat 13/12/30 'Kundu babu hazira petition dilo'; 14/03/31 'accused abar hazira petition'; 18/07/31 'hazira allow holo'.")
q("counsel_pattern", "nandi babu kemon, shudhu time ney?", [["time"], ["500"]],
  [["C01", "2030-09-11"], ["C01", "2031-06-18"]],
  "20300911_163022.jpg 'Nandi babu time petition dilo ... cost Rs. 500'; chat 18/06/31 'Nandi babu abar time nilo'.")
# witness
q("witness", "MACT e eyewitness ke amader?", [["lakhan"]], [["upload", "jyotsna PW2 10.4.txt"]],
  "jyotsna PW2 10.4.txt: 'PW2 Lakhan Bauri (eyewitness, tea stall at Indpur more)'.")
q("witness", "swapan case e bank theke ke saakkhi dilo, ki bollo", [["partha saha"], ["3,412", "3412"]],
  [["C05", "2031-06-13"]],
  "Swapan CW2 bank 13-06-2031.docx: 'CW2 Sri Partha Saha, Asst. Manager, UCO Bank Onda ... balance ... Rs. 3,412 only'.")
q("witness", "dutta case e PW2 ke chhilo", [["sudam"], ["half", "ext. 3", "exhibit 3"]], [["C01", "2031-03-12"]],
  "dalil Ext3 PW2 12-03-2031.docx: 'PW2 Sudam Karmakar ... homestead held half-half ... marked Exhibit 3'.")
# open
q("open", "murmu der ki baki ache ekhon", [["khatian"], ["ranibandh", "bl&lro"]],
  [["upload", "week plan 28 jul - 8 aug.docx"], ["upload", "Misc 14-2030 DLLRO order 13.05.2031.pdf"]],
  "Week plan: 'Murmu: BL&LRO Ranibandh e khatian correction follow up (60 din 12 July e shesh hoyeche!)'.")
q("open", "garai final hearing er age ki ki korte hobe", [["paper book"], d("2031-07-29")],
  [["upload", "crusher HC 11 march.txt"], ["upload", "week plan 28 jul - 8 aug.docx"]],
  "crusher HC 11 march.txt: 'Final hearing 29.07.2031. Paper book ready korte hobe'; week plan: 'Paper book nite hobe'.")
# bare
q("bare", "dutta", [["commissioner"], ["bishnupur"]], [["C01", "2031-06-18"], ["upload", "week plan 28 jul - 8 aug.docx"]],
  "Week plan: 'Mon 28.07 — Bishnupur CJSD: Dutta partition (commissioner's report)'.")
q("bare", "jyotsna", [["last chance"], ["respondents' evidence", "insurer"]], [["C07", "2031-07-10"]],
  "MACT 10-7-31.docx: 'last chance'; correction MACT ND.txt: 'Sahi porer tarikh 28.07.2031 (Monday) - respondents' evidence'.")
# no_record
q("no_record", "gourhari r against e injunction suit ta porer tarikh koto", NR, [],
  "Only the partition suit is against Gourhari Dutta; no injunction suit in any upload.", no_record=True,
  absent=["injunction"])
q("no_record", "jyotsna mact ta lok adalat e settle hoyechilo na?", NR, [],
  "C07 was never sent to a Lok Adalat.", no_record=True, absent=["lok adalat"])
q("no_record", "bikash er bail cancel er petition ta ki holo", NR, [],
  "No cancellation of Bikash's bail was ever sought.", no_record=True, absent=["cancel"])
q("no_record", "tapas banerjee ukil er sathe amar kon mamla", NR, [], "No Banerjee in any upload.", no_record=True,
  absent=["banerjee"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Bankura practice (bench/practices/bankura; written from the uploads' "
                    "source_text by its writer, w-bankura; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
