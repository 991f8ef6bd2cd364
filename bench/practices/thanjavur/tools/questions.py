"""Write questions.json for the Thanjavur practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "illai", "no note", "not in the notes"]]
TODAY = "2031-03-11"
Q = []




def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"T-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "murugesan temple nilam case la last time enna aachu?",
  [d("2031-02-03"), ["cross"], ["r-1 to r-6", "r-1"]], [["C01", "2031-02-03"]],
  "murugesan 3 feb.txt: '3/2/31 ... Ramalingam cross of RW1 ... Receipts marked R-1 to R-6'.")
q("last_time", "sthapati case previous hearing la what hapened",
  [["madurai"], ["cross"], d("2031-03-17")], [["C04", "2031-02-13"]],
  "sthapathi 13.2.txt: 'PW1 cross again not done - Vaidyanathan \"busy at Madurai Bench\" ... ND 17.03.2031'.")
q("last_time", "dinesh accident case last vaaidha la enna nadandhuchu",
  [["6,20,000", "620000", "6.2 lakh", "6.20 lakh"], ["too low", "rejected", "refused"], d("2031-03-19")], [["C06", "2031-02-10"]],
  "IMG_20310210_171540.jpg: 'offer ... Rs. 6,20,000 ... NO, too low'; correction dinesh ND.txt: 'ND is 19.03.2031'.")
# next_date
q("next_date", "kavitha maintenance next date eppo? edhukku?",
  [d("2031-03-11"), ["arguments"]], [["C07", "2031-01-29"]],
  "20310129_160044.jpg: 'Evidence closed both sides. ND 11.03.2031 - arguments.'")
q("next_date", "dinesh MACT ND?", [d("2031-03-19")], [["C06", "2031-02-10"]],
  "correction dinesh ND.txt (11.02.2031): 'ND is 19.03.2031, NOT 13.03.'", today="2031-02-12")
q("next_date", "murugesan ku adutha vaaidha enna date, edhukku",
  [d("2031-03-24"), ["arguments"]], [["C01", "2031-02-03"]],
  "murugesan 3 feb.txt: 'RDO: arguments on 24.03.2031'.")
# count
q("count", "kavitha case la ippo varaikkum ethana hearing aachu",
  [["8", "eight"]], [["C07", "2030-03-20"], ["C07", "2030-04-24"], ["C07", "2030-06-05"], ["C07", "2030-07-10"],
                     ["C07", "2030-08-28"], ["C07", "2030-10-16"], ["C07", "2030-12-11"], ["C07", "2031-01-29"]],
  "Hearings 20.03, 24.04, 05.06, 10.07, 28.08, 16.10, 11.12.2030 and 29.01.2031 (register, diary, chat, order, notes).")
q("count", "sekar ku ethana thadavai dispense petition allow pannaanga",
  [["3", "three", "thrice", "moonu"]], [["C05", "2030-09-09"], ["C05", "2030-10-21"], ["C05", "2031-01-20"]],
  "order 09.09.2030: 'petition u/s 355 BNSS to dispense ... allowed'; chat 21/10/30 'dispense petition again'; "
  "chat 20/01/31 'Moonaavadhu thadavai dispense'.")
q("count", "temple side ramalingam murugesan case la ethana vaaidha vaanginaar",
  [["2", "two", "twice", "rendu"]], [["C01", "2030-05-13"], ["C01", "2030-12-09"]],
  "register 13.05.2030: 'ராமலிங்கம் EO-விடம் instructions வேண்டும் என்று வாய்தா கேட்டார்'; register 09.12.2030: "
  "'கோயில் வக்கீல் குறுக்கு விசாரணைக்கு வாய்தா கேட்டார்'.")
# yes_no
q("yes_no", "sekar 143A kaasu kattinaara?", [["not paid"], ["97,300", "97300"]],
  [["C05", "2030-09-09"], ["C05", "2030-12-02"]],
  "order 09.09.2030: 'Rs. 97,300/- ... within 60 days'; chit cheque 2 dec.txt: 'Interim compensation Rs. 97,300 not paid'.")
q("yes_no", "kavitha husband arrears ethavadhu kattinaara illaya",
  [["40,000", "40000"], d("2030-10-16")], [["C07", "2030-10-16"], ["C07", "2030-12-11"]],
  "Kavitha chat 16/10/30: 'Rs. 40,000 arrears court la kattiyirukkaar'; Kavitha RW1 11 Dec.docx: 'Rs. 40,000 paid on 16.10'.")
q("yes_no", "pappathi patta case la stay irukka innum?", [["stay continues"], d("2030-11-25")],
  [["C02", "2030-09-17"]], "20300917_181522.jpg: 'ND 25.11.2030. Stay continues.'", today="2030-10-01")
# said
q("said", "thekkur case la bank (OP2) premium pathi enna sonnaanga",
  [d("2029-12-31"), ["cut-off", "cut off"]], [["C03", "2030-07-16"]],
  "16 july consumer + kavitha call.txt: 'premium debited 28.11.2029 but remitted to insurer only on 31.12.2029 - after cut-off!'")
q("said", "JM madam sekar case la last time enna warning koduthaanga", [["nbw", "non-bailable"]], [["C05", "2031-01-20"]],
  "chat 20/01/31: 'JM madam allowed but warned \"next time NBW\"'.")
q("said", "society case la manoharan enna argue pannaaru", [["pressure"], ["auditor", "audit"], d("2031-02-05")],
  [["C08", "2031-01-06"]], "society args 6 jan.txt: 'Ex.A4 letter taken under pressure, no audit by a co-op auditor ... "
  "judgment on 05.02.2031'.", today="2031-01-10")
# judge_habit
q("judge_habit", "RDO madam usual ah first enna ketpaanga", [["adangal"], ["vao", "village administrative officer"]],
  [["C01", "2030-04-08"], ["C01", "2030-06-24"]],
  "IMG_20300408_173012.jpg: 'RDO madam - \"adangal enga?\" - first question'; proceedings 24.06.2030: 'Village "
  "Administrative Officer ... report ... adangal extracts'.")
q("judge_habit", "MACT judge settlement pathi eppavum enna solvaar", [["lok adalat"], ["offer"]],
  [["C06", "2030-10-30"], ["C06", "2031-02-10"]],
  "20301030_124419.jpg: 'Judge asked Lakshmi Priya - \"Lok Adalat la offer pannunga\"'; 10/2/31: 'Insurer offer in Lok Adalat talk'.")
q("judge_habit", "consumer president habits? edhai eppavum kekraaru", [["cce"], ["written arguments"]],
  [["C03", "2030-04-23"], ["C03", "2030-09-03"]],
  "20300423_163310.jpg: 'President asked - \"CCE report unga kitta irukka?\"'; notes 3 sept: 'President: \"written "
  "arguments both sides before oral'.")
# pending_before
q("pending_before", "kumbakonam la namma pending matters enna enna",
  [["murugesan", "temple"], ["sthapathi", "ganesan", "bronze"], ["sekar", "chit"]],
  [["C01", "2031-02-03"], ["C04", "2031-02-13"], ["C05", "2031-01-20"]],
  "murugesan 3 feb.txt (RDO Kbk), sthapathi 13.2.txt (Sub Ct Kbk), chat 20/01/31 (Sekar case, JM-II); the society suit "
  "was decreed 05.02.2031.")
q("pending_before", "family court meenakshi madam kitta enna pending", [["kavitha"], ["arguments"]],
  [["C07", "2031-01-29"], ["upload", "Family Court Thanjavur cause list 11.03.2031.pdf"]],
  "cause list 11.03.2031: 'M.C. 41/2030 S. Kavitha & another vs R. Prabhu Arguments'.")
# amount
q("amount", "sthapathi case commissioner stock value evlo nu sonnaaru",
  [["18.6 lakh", "18,60,000", "1860000", "18.60 lakh"], ["37 finished idols", "37 idols"]], [["C04", "2030-09-26"]],
  "sthapathi commissioner report 26 sept.docx: '37 finished idols ... Rs. 18.6 lakh (Rs. 18,60,000)'.")
q("amount", "thekkur farmers total claim evlo", [["9,36,000", "936000", "9.36 lakh"], ["12 farmers"]],
  [["C03", "2030-04-23"]], "20300423_163310.jpg: 'Claim total Rs. 9,36,000 (12 farmers, samba 2029-30'.")
q("amount", "kavtha interim maintenance evlo per month", [["8,000", "8000"], ["5,000", "5000"], ["3,000", "3000"]],
  [["C07", "2030-07-10"]], "order 10.07.2030: 'Rs. 5,000 per month to the first petitioner and Rs. 3,000 ... (in all Rs. 8,000 per month)'.")
# pattern
q("pattern", "sekar case la accused ozhunga varaaraa? pattern enna", [["bailable warrant"], ["dispense"]],
  [["C05", "2030-05-06"], ["C05", "2031-01-20"]],
  "chat 06/05/30: 'Sekar inniki um varala ... bailable warrant Rs. 10,000'; chat 20/01/31: 'accused absent again ... dispense petition'.")
q("pattern", "thekkur case la insurance company time vaanguradhu eppadi", [["proof affidavit"], ["written arguments"]],
  [["C03", "2030-09-03"], ["C03", "2031-02-18"]],
  "notes 3 sept: 'Prabhakaran (OP1) - \"proof affidavit not ready\" - time given'; 18.2 CC47 args.txt: 'OP1 "
  "Prabhakaran - not filed, \"one more date\"' (written arguments).")
# counsel_pattern
q("counsel_pattern", "vaidyanathan eppadi pattavar? adjournment ku eppavum enna reason", [["madurai"], ["busy"]],
  [["C04", "2030-04-11"], ["C04", "2030-09-26"], ["C04", "2031-02-13"]],
  "chat 11/04/30: 'Vaidyanathan sir Madurai Bench la busy'; 26 sept docx: 'busy at Madurai Bench'; 13.2: 'for the third time'.")
q("counsel_pattern", "kaliyamoorthy vakeel style enna - sekar case la", [["dispense"], ["security"]],
  [["C05", "2030-07-29"], ["C05", "2030-09-09"]],
  "20300729_141108.jpg: 'Defence (Kaliyamoorthy): cheque was only blank security'; order 09.09.2030: 'petition u/s 355 "
  "BNSS to dispense with his presence filed by Thiru A. Kaliyamoorthy'.")
# witness
q("witness", "murugesan case la temple side witness yaaru? cross la enna admit pannaan",
  [["sundaram"], ["temple kalam", "measured"]], [["C01", "2030-10-07"]],
  "Document_2030-10-07.docx: 'PW1 - Sundaram, temple clerk ... admitted paddy was measured at the temple kalam in 2028 and 2029'.")
q("witness", "dinesh case doctor evidence enna sonnaar", [["ilango"], ["35%", "35 %"]], [["C06", "2030-12-16"]],
  "Dinesh PW2 doctor 16.12.docx: 'PW2 Dr. A. Ilango ... permanent disability 35%'.")
q("witness", "prabhu cross la enna admit pannaan", [["32,500", "32500"], ["plot"]], [["C07", "2031-01-29"]],
  "20310129_160044.jpg: 'Admitted: salary Rs. 32,500, owns a two-wheeler and a plot at Pattukkottai'.")
# open
q("open", "sekar chit cheque case full summary kudu",
  [["4,86,500", "486500", "4.86 lakh"], ["account closed"], ["97,300", "97300"], d("2031-03-11")],
  [["upload", "cheque return memo Sekar.pdf"], ["C05", "2030-09-09"], ["C05", "2031-01-20"]],
  "memo: 'Rs. 4,86,500/- ... ACCOUNT CLOSED'; order 09.09.2030: 'Rs. 97,300/-'; chat 20/01/31: 'ND 11.3.31'.")
q("open", "pappathi patta writ ennachu finally", [["quashed"], ["remitted", "fresh enquiry"], ["twelve weeks", "12 weeks"]],
  [["C02", "2030-11-25"]], "Scan_20301127_1530.pdf: 'order dated 24.02.2030 is quashed. The matter is remitted ... within "
  "twelve weeks'.")
# bare
q("bare", "thekkur", [["further arguments"], ["op1", "prabhakaran", "insurer"]], [["C03", "2031-02-18"]],
  "18.2 CC47 args.txt: 'ND 11.03.2031 - further arguments (OP1 and OP2)'.")
q("bare", "sekar", [["cw2"], ["canara", "bank official"]], [["C05", "2031-01-20"]],
  "chat 20/01/31: 'CW2 Canara Bank official ku summons. ND 11.3.31'.")
# no_record
q("no_record", "chit company vs balu arbitration case ND enna", NR, [],
  "No arbitration and no Balu in any upload.", no_record=True, absent=["arbitration", "balu"])
q("no_record", "dinesh case la no fault interim award vaanginom la, evlo vandhuchu?", NR, [],
  "No interim award in the MACT claim; no upload names one.", no_record=True, absent=["no fault", "no-fault", "interim award"])
q("no_record", "kavitha case la DV act petition um pottomey, adhu enna stage", NR, [],
  "Only the maintenance petition; no Domestic Violence Act petition anywhere.", no_record=True,
  absent=["domestic violence", "dv act", "protection of women"])
q("no_record", "advocate thirumurugan kooda namakku enna case irukku", NR, [], "No Thirumurugan in any upload.",
  no_record=True, absent=["thirumurugan"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Thanjavur practice (bench/practices/thanjavur; written from the uploads' "
                    "source_text by its writer, practice 153; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
