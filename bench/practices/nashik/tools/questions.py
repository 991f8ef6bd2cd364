"""Write questions.json for the Nashik practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "kahi record nahi", "no note", "not in the notes"]]
TODAY = "2027-01-25"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"N-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "sanap cha suit madhe last time kay zala",
  [d("2027-01-12"), ["dw1", "sachin rathi"], ["24.03.2025", "jnpt", "before the lab report"]], [["C01", "2027-01-12"]],
  "sanap DW1 cross 12 jan.docx: '12.01.2027 ... DW1 Sachin Rathi cross (part) ... shipment sailed from JNPT on 24.03.2025 - i.e. BEFORE the lab report'.")
q("last_time", "ganya chya sessions madhe magchya tarkhela kay zale?",
  [["313"], d("2026-12-15"), ["no defence evidence"]], [["C07", "2026-12-15"]],
  "IMG_20261215_175940.jpg: '15/12 Ganya - 313 statement recorded ... No defence evidence - pursis dila.'")
q("last_time", "kale kaka co-op court last tarkhela kay jhala",
  [["surety bond", "जामीनदार करारपत्र", "करारपत्र"], d("2026-09-28")], [["C02", "2026-09-28"]],
  "IMG-20260928-WA0015.jpg: 'दि. 28.09.2026 ... मूळ जामीनदार करारपत्र हजर करण्यासाठी वेळ मागितला'.", today="2026-10-01")
# next_date
q("next_date", "joshi aaji chya eviction chi pudhchi date kadhi",
  [d("2026-12-17"), ["judgment", "निकाल"]], [["C03", "2026-10-08"]],
  "Document 3.docx: 'Closed for judgment - 17.12.2026.'", today="2026-11-01")
q("next_date", "kale kaka patsanstha matter pudhe kadhi aahe",
  [d("2027-01-18")], [["C02", "2026-10-26"]],
  "correction kale ND.txt (27.10.26): 'yesterday's diary says ND 18.12 - WRONG ... next date is 18.01.2027 (Monday) for arguments'.",
  today="2026-11-02")
q("next_date", "sayali DV next date?",
  [d("2027-02-08")], [["C05", "2027-01-11"]], "sayali RE 11.1.txt: 'Remaining cross 08.02.2027.'")
# count
q("count", "kishor MACT madhe insurer ne kiti vela vel magitla ajun paryant",
  [["2", "two", "twice", "don"], d("2026-03-12"), d("2026-12-10")], [["C04", "2026-03-12"], ["C04", "2026-12-10"]],
  "IMG-20260312-WA0009.jpg: 'दि. 12.03.2026 ... विमा कंपनीने लेखी कैफियत साठी वेळ मागितला'; junior chat (2): '10/12/26 ... Deore madam ne parat vel magitla' and 'Dusryanda vel magitla'.")
q("count", "ganya case madhe prosecution che kiti sakshi tapasle gele",
  [["5", "five", "paach"]], [["C07", "2026-02-24"], ["C07", "2026-06-09"], ["C07", "2026-07-07"], ["C07", "2026-08-04"],
                             ["C07", "2026-11-17"]],
  "PW1 Sagar Pingale (24.2), PW2 Rahul Pingale (09.06.2026 register), PW3 Kiran Bodke (7.7.26), PW4 Dr. Prachi Kshirsagar (4 Aug), PW5 IO Salunkhe (17.11.2026); 'Prosecution closed its evidence'.")
q("count", "sayali case madhe ajun paryant kiti tarkha zalya",
  [["7", "seven", "saat"]], [["C05", "2026-02-12"], ["C05", "2026-03-12"], ["C05", "2026-04-28"], ["C05", "2026-07-27"],
                             ["C05", "2026-09-07"], ["C05", "2026-11-30"], ["C05", "2027-01-11"]],
  "Hearings reported on 12.2, 12.03.2026, 28.04.2026, 27/07/26, 07/09/26, 30/11/26 and 11.1.27.")
# yes_no
q("yes_no", "gholap cheque case madhe tadjod jhala ka",
  [["compounded", "settled", "compounding"], ["2,10,000", "210000", "2.1 lakh"], ["acquitted"]], [["C06", "2026-09-04"]],
  "SCC 2288 order 04.09.2026.pdf: 'settled for Rs. 2,10,000/- ... Offence compounded ... Accused is acquitted'.")
q("yes_no", "joshi aaji cha suit decree zhala ka?",
  [["decreed", "दावा मंजूर"], ["three months", "3 months"]], [["C03", "2026-12-17"]],
  "RCS 512 judgment operative.pdf: 'The suit is decreed with costs ... possession ... within three months'.")
q("yes_no", "ganya case madhe IO shevti aala ka sakshila",
  [["gadchiroli"], ["warrant"]], [["C07", "2026-11-17"]],
  "ganya IO cross 17 nov.docx: 'PW5 IO PSI Vikram Salunkhe (came on warrant from Gadchiroli)'.")
# said
q("said", "sagar pingale ne cross madhe kay kay kabul kela",
  [["street light"], ["liquor"], ["nc complaint"]], [["C07", "2026-03-24"]],
  "ganya PW1 cross.docx: 'street light was not working ... consumed liquor ... previous NC complaint'.")
q("said", "patsanstha secretary shelke cross madhe kay bolla",
  [["18.05.2023", "resolution no. 9"], ["borrower only", "not of guarantors"]], [["C02", "2026-08-24"]],
  "shelke cross 24.8.txt: 'board resolution no. 9 dated 18.05.2023 ... signature of borrower only, not of guarantors'.")
q("said", "agrawal tenant ne cross madhe kay admit kela",
  [["dindori road"], ["wife"]], [["C03", "2026-07-09"]],
  "joshi DW1 9 july.txt: 'another shop at Dindori Road (in wife's name)'.")
# judge_habit
q("judge_habit", "bagul saheb rent matter madhe tenant la kay sangtat",
  [["1,10,000", "110000", "1.1 lakh"], ["arrears"]], [["C03", "2026-04-09"]],
  "20260409_161210.jpg: 'Bagul saheb ne tenant la arrears bharayla sangitle - aaj Rs. 1,10,000 nazarat madhe jama'.")
q("judge_habit", "shirsath saheb police sakshi gairhajar asla ki kay kartat",
  [["bailable warrant"], ["5,000", "5000"]], [["C07", "2026-10-06"]],
  "Sess 86-2024 roznama 06.10.2026.pdf: 'Issue bailable warrant of Rs. 5,000 against the I.O.'.")
q("judge_habit", "wankhede madam cha DV madhe kay approach asto",
  [["mediation"], ["1,000", "1000"]], [["C05", "2026-07-27"], ["C05", "2026-03-12"]],
  "Sayali chat: 'Madam ne mediation la pathavle'; register 12.03.2026: 'मॅडमनी रु. 1,000 खर्च लावला'.")
# pending_before
q("pending_before", "dhikale cha gaarpit claim konakade pending aahe",
  [["khairnar"], d("2027-02-03")], [["C08", "2027-01-20"]],
  "junior chat (3): 'grahak aayog Dhikale - order ready nahi. Khairnar saheb ne 3 Feb dili'.")
q("pending_before", "kale kaka cha matter konya court madhe aahe",
  [["co-op", "co-operative court", "सहकार न्यायालय"], ["patil"]], [["C02", "2026-06-15"], ["C02", "2027-01-18"]],
  "20260615_140212.jpg: '15/6 Co-op Ct - Kale kaka ... Patil saheb'; roznama: 'सहकार न्यायालय क्रमांक 1'.")
# amount
q("amount", "sanap la vinayak agro kadun kiti baki yene aahe",
  [["18,60,000", "1860000", "18.6 lakh", "18.60 lakh"]], [["upload", "SCS plaint Sanap.pdf"]],
  "SCS plaint Sanap.pdf: 'SUIT FOR RECOVERY OF Rs. 18,60,000/-'.")
q("amount", "kishor pawar la insurer ne kiti offer dili hoti",
  [["6,50,000", "650000", "6.5 lakh"]], [["C04", "2026-10-29"]],
  "junior chat (2): '29/10/26 ... Deore madam 6,50,000 bolalya. Kishor tayar nahi'.")
q("amount", "sayali la interim potgi kiti manjur zali",
  [["8,000", "8000"], ["3,000", "3000"]], [["C05", "2026-04-28"]],
  "Scan_20260428.pdf: 'interim maintenance of Rs. 8,000/- per month ... Rs. 3,000/- per month towards rent'.")
# pattern
q("pattern", "sayali cha navra potgi niyamit bharto ka",
  [["24,000", "24000"], ["october", "oct 2026"]], [["C05", "2026-07-27"], ["C05", "2027-01-11"]],
  "Sayali chat: 'Amol ne court madhe 24,000 dile arrears paiki'; sayali RE 11.1.txt: 'paid only till Oct 2026, arrears again'.")
q("pattern", "ganya case madhe prosecution sakshi madhe hatyara baddal visangati kay",
  [["चाकू", "knife"], ["koyta", "कोयता"]], [["C07", "2026-06-09"], ["C07", "2026-03-24"]],
  "register 09.06.2026: 'त्याने चाकू सांगितला, पहिल्या साक्षीदाराने कोयता'; PW1 cross: 'he saw a \"koyta\"; FIR says \"dhardar shastra\"'.")
# counsel_pattern
q("counsel_pattern", "deore madam aaplya matters madhe nehmi kay karte",
  [["वेळ मागितला", "vel magitla"], ["लेखी जबाब", "लेखी कैफियत", "written version"]],
  [["C04", "2026-03-12"], ["C04", "2026-12-10"], ["C08", "2026-03-18"]],
  "register 12.03.2026 and 18.03.2026: 'लेखी कैफियत/लेखी जबाब साठी वेळ मागितला'; junior chat (2): 'Deore madam ne parat vel magitla'.")
q("counsel_pattern", "kotwal vakil sanap case madhe kasa vagto",
  [["deferred", "defer"], ["gairhajar", "absent"]], [["C01", "2026-06-16"], ["C01", "2026-07-14"]],
  "sanap suit 16.6.docx: 'Kotwal for deft asked that cross be deferred'; 20260714_125510.jpg: 'Kotwal gairhajar ... Rs. 500 costs'.")
# witness
q("witness", "ganya case madhe panch kon hota, kay zala tyacha",
  [["kiran bodke", "bodke"], ["hostile"]], [["C07", "2026-07-07"]],
  "ganya PW3 panch 7.7.txt: 'PW3 Kiran Bodke ... Turned hostile'.")
q("witness", "kishor MACT madhe doctor sakshi kon ani kay bolle",
  [["sonawane"], ["35%", "35 %", "35 percent"]], [["C04", "2026-09-24"]],
  "dr sonawane PW2 24.9.txt: 'Dr. Amit Sonawane ... 35% permanent disability of the left lower limb'.")
q("witness", "sanap suit madhe dalal sakshi kon hota, tyane kay sangitla",
  [["dnyaneshwar kadam", "kadam"], ["rs. 72/kg", "72/kg", "72 per kg"], ["1% commission", "1%"]], [["C01", "2026-10-13"]],
  "PW2 dalal kadam 13.10.txt: 'PW2 Dnyaneshwar Kadam ... rate Rs. 72/kg ... 1% commission'.")
# open
q("open", "kishor pawar MACT cha thodkyat status sang",
  [["ozar"], ["35%"], d("2027-01-25")], [["C04", "2027-01-14"], ["C04", "2026-09-24"], ["C04", "2026-07-23"]],
  "Kishor PW1 23.07.docx: 'near Ozar'; PW2: '35% permanent disability'; roznama 14.01.2027: 'Adjd. to 25.01.2027 for further cross of DW1'.")
q("open", "kale kaka cha defence thodkyat kay aahe",
  [["133"], ["2023"], ["blank"]], [["C02", "2026-03-16"], ["C02", "2026-10-26"]],
  "Kale CCN 47 16 march.docx: 'renewed/rescheduled in 2023 without his consent - discharged u/s 133'; 26.10 diary: 'pg 3 blank!'.")
# bare
q("bare", "sanap", [["dw1", "sachin rathi"], d("2027-01-25")], [["C01", "2027-01-12"]],
  "CamScanner 12-01-2027 16.42.pdf: 'Adjd. to 25.01.2027 for further cross of DW1'.")
q("bare", "ganya", [["args", "arguments"], d("2027-01-25")], [["C07", "2026-12-15"]],
  "IMG_20261215_175940.jpg: 'Args 25.1.27 (Mon)'.")
# no_record
q("no_record", "sayali chya navryavar 498A cha case pan hota na, tyachi tarikh kay", NR, [],
  "No criminal case against the husband in any upload; only the DV application.", no_record=True, absent=["498"])
q("no_record", "sanap suit lok adalat la gela hota tevha kay zala", NR, [],
  "C01 was never sent to a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat"])
q("no_record", "kishor la no fault madhe kiti milale", NR, [],
  "No no-fault (s. 164 / interim) award in C04 in any upload.", no_record=True, absent=["no fault", "no-fault"])
q("no_record", "adv borade sobat aapla konta case chalu aahe", NR, [], "No Borade in any upload.", no_record=True,
  absent=["borade"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Nashik practice (bench/practices/nashik; written from the uploads' "
                    "source_text by its writer, practice69; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
