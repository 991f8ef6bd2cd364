"""Write questions.json for the Puducherry practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "kono record nei", "no note"]]

NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "no note", "record illa", "onnum illa"]]

TODAY = "2026-12-05"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"PY-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


WEEK = ["upload", "week plan 7-12 dec.txt"]
CORR = ["upload", "correction - Kalai ND.txt"]
SELVAM = ["upload", "WhatsApp Chat with Selvam Clerk.txt"]
VINCENT = ["upload", "WhatsApp Chat with Vincent Xavier Hotel.txt"]

# last_time
q("last_time", "sangam writ la last time enna aachu?",
  [d("2026-11-25"), ["arguments over", "arguments concluded", "final arguments"], d("2026-12-09")], [["C01", "2026-11-25"]],
  "PXL_20261125_190412777.jpg: 'Final arguments over ... Orders on 09.12.2026.'")
q("last_time", "sundari accident case last hearing la enna nadandhuchu",
  [d("2026-11-24"), ["arguments"], d("2026-12-15")], [["C06", "2026-11-24"]],
  "WhatsApp Chat with Sundari MACT.txt 24/11/26: 'Our arguments over today. Insurance arguments on 15 December.'")
q("last_time", "kalai partition last date enna aachu?",
  [d("2026-09-11"), ["commissioner report", "commission report", "report filed", "report"], ["objection"]], [["C04", "2026-09-11"]],
  "PXL_20260911_173015870.jpg: 'Commissioner report filed (dt 5.9.26) ... Defendants time for objection. ND 30/10'.", today="2026-09-15")

# next_date
q("next_date", "kalaiselvi partition adutha vaaidha eppo? DW1 ready aa avanga",
  [d("2026-12-11"), ["dw1"]], [["C04", "2026-10-30"], CORR],
  "Priya's WA (4) of 30/10 says ND 04/12 (wrong); correction - Kalai ND.txt and the Kalaiselvi chat: 11.12.2026, DW1 evidence, last chance.")
q("next_date", "mary aunty rcop ND?",
  [d("2026-12-18"), ["arguments"]], [["C05", "2026-11-06"]],
  "WhatsApp Chat with Priya Junior (4).txt 06/11/26: 'arguments ku Ravichandran again time ... ND 18.12.2026'.")
q("next_date", "Arumugam quash petition next date enna, ippo enna stage",
  [d("2026-10-07"), ["mediation"]], [["C02", "2026-08-05"]],
  "Crl OP 5 aug hearing.txt: 'Referred to Mediation and Conciliation Centre ... ND 07.10.2026.'", today="2026-08-06")

# count
q("count", "ravichandran ethana thadava 'engaged in HC' nu time kettaar - kalai suit um mary aunty case um serthu?",
  [["4", "four", "naalu", "நான்கு"]],
  [["C04", "2026-03-20"], ["C05", "2026-06-19"], ["C04", "2026-10-30"], ["C05", "2026-11-06"]],
  "Engaged-in-High-Court memos: C04 20.03 and 30.10 (PXL_20260320, Priya WA 30/10), C05 19.06 and 06.11 (PXL_20260619, Priya WA 06/11).")
q("count", "sangam WP la AGP ethana time counter ku time vaanginaar?",
  [["3", "three", "moonu", "மூன்று"]], [["C01", "2026-01-05"], ["C01", "2026-01-22"], ["C01", "2026-06-10"]],
  "Mariadas chat 05/01 (time, instructions), PXL_20260122 ('2nd time'), PXL_20260610 ('3rd time he is asking').")
q("count", "kalai PW1 ku ethana exhibits mark pannom?",
  [["9", "nine", "ஒன்பது"]], [["C04", "2026-02-18"]],
  "PXL_20260218_190044628.jpg: 'Ex.A1 to A9 marked'.")

# yes_no
q("yes_no", "mary aunty case tenant full arrears deposit pannitaana?",
  [["40,000", "40000"], ["38,000", "38000"]], [["C05", "2026-03-13"], ["C05", "2026-04-10"]],
  "Priya WA (2): 13/03/26 '40,000 மட்டும் deposit ... Balance 38,000 ku time'; 10/04/26 'balance 38,000 deposit பண்ணிட்டாங்க'. Yes, late, in two parts.")
q("yes_no", "murugan CRP cost 3000 kattiyaacha?",
  [["3,000", "3000"], ["receipt", "paid"]], [SELVAM],
  "WhatsApp Chat with Selvam Clerk.txt 18/08/26: 'Ramesh GPay 3000 vanthuchu sir. Paid costs to Anbu sir junior, receipt vaangitten'.")
q("yes_no", "சுந்தரி insurance offer accept பண்ணாங்களா?",
  [["22,00,000", "22 lakh", "2200000", "22,00,000/-"], ["said no", "refused", "not accept", "did not accept", "didn't accept", "rejected", "declined"]], [["C06", "2026-10-27"]],
  "PXL_20261027_181744208.jpg: 'Insurer (Arumugam) offered Rs 22,00,000. Sundari said no'.")

# said
q("said", "sangam matter judge last time enna sonnaar",
  [["natural justice"], ["show cause"]], [["C01", "2026-11-25"]],
  "PXL_20261125_190412777.jpg: 'KR J: \"principles of natural justice - where is the show cause?\"'.")
q("said", "arumugam mediation la joseph side enna kettaanga, namma enna offer pannom?",
  [["9.6 lakh", "9,60,000", "9.6"], ["6 lakh", "6,00,000", "600000"], ["18%", "18 %", "interest"]], [["C02", "2026-10-07"]],
  "PXL_20261007_184522330.jpg: 'R2 wanted full 9.6 lakh + interest 18%, Arumugam offered 6 lakh only.'")
q("said", "kalaiselvi cross date pathi enna complain pannaanga",
  [["leave"], ["500"]], [["C04", "2026-03-20"]],
  "WhatsApp Chat with Kalaiselvi Teacher.txt 20/03/26: 'I took leave and he did not come' / 'Court gave Rs 500 cost to you'.")

# judge_habit
q("judge_habit", "KR J govt delay pannaa enna pannuvaar?",
  [["cost"], ["5,000", "5000"], ["original file", "original licence file"]], [["C01", "2026-01-22"], ["C01", "2026-03-18"]],
  "Order 22.01.2026: last chance, costs Rs. 5,000; PXL_20260318: asked AGP to produce the ORIGINAL licence file.")
q("judge_habit", "MS J quash matters la settle panna solluvaara?",
  [["mediation"], ["civil"]], [["C02", "2026-02-11"], ["C02", "2026-08-05"]],
  "PXL_20260211: 'civil dispute dressed as criminal?'; Crl OP 5 aug hearing.txt: 'why not sit and settle?' Referred to Mediation.")
q("judge_habit", "PDM sir adjournment kudupaaraa, eppadi?",
  [["cost"], ["500"], ["1,000", "1000"], ["last chance"]], [["C04", "2026-03-20"], ["C04", "2026-10-30"]],
  "PXL_20260320: time on cost Rs 500; Priya WA 30/10: 'last chance, cost Rs 1000 to plaintiff'.")

# pending_before
q("pending_before", "kalai suit 11th ku munnaadi enna ready pannanum",
  [["1,000", "1000"], ["dw1"], ["1st floor", "first floor", "tailoring"]], [WEEK, CORR],
  "week plan: 'Fri 11 - Kalai suit - check cost Rs 1000 paid before DW1; prepare cross of D1 (1st floor ... tailoring income?)'.")
q("pending_before", "sundari 15th arguments ku enna prepare pannanum",
  [["sarla verma", "multiplier"], ["pay and recover"]], [WEEK],
  "week plan: 'Sundari: get the multiplier table (Sarla Verma) + 3 judgments on fake DL \"pay and recover\"'.")

# amount
q("amount", "heritage inn claim evvalavu, surveyor evvalavu assess pannaan?",
  [["68,40,000", "68.4 lakh", "6840000", "68.40 lakh"], ["41,75,000", "41.75 lakh", "4175000"]], [VINCENT, ["upload", "NIA repudiation letter.pdf"]],
  "NIA letter: claim of Rs. 68,40,000; Vincent chat 02/06/26: 'Surveyor assessed loss at Rs 41,75,000 only'.")
q("amount", "mary xavier tenant arrears evvalavu, monthly rent evvalavu",
  [["78,000", "78000"], ["6,500", "6500"]], [["C05", "2026-02-06"]],
  "RCOP 38 2025 deposit order.pdf: arrears Rs. 78,000/-; Rs. 6,500/- per month.")
q("amount", "kalai suit commissioner fee evvalavu, yaaru kattanum?",
  [["8,000", "8000"], ["d1", "defendant 1", "first defendant", "1st defendant"]], [["C04", "2026-07-17"]],
  "PXL_20260717_180958120.jpg: 'Fee Rs 8,000 to be paid by D1.'")

# pattern
q("pattern", "entha matters la orders varuthu intha week?",
  [d("2026-12-08"), d("2026-12-09"), ["heritage", "cc 14", "fire claim"], ["sangam", "fishermen", "harbour"]],
  [["C07", "2026-10-13"], ["C01", "2026-11-25"], WEEK],
  "PXL_20261013: 'Orders on 8.12.2026' (Heritage Inn); PXL_20261125: 'Orders on 09.12.2026' (Sangam WP); week plan Tue 8 / Wed 9.")
q("pattern", "rendu insurance company um evidence stage la eppadi delay pannaanga?",
  [["investigator"], ["surveyor"]], [["C06", "2026-02-24"], ["C07", "2026-04-07"]],
  "PXL_20260224: R3 'investigator report awaited'; PXL_20260407 / CC order: OP wants to file surveyor's report, time.")

# counsel_pattern
q("counsel_pattern", "ravichandran oda usual excuse enna?",
  [["engaged in high court", "engaged in hc", "high court"], ["memo"]], [["C04", "2026-03-20"], ["C05", "2026-06-19"]],
  "PXL_20260320: 'junior filed memo \"counsel engaged in High Court\"'; PXL_20260619: 'engaged in High Court, memo by his junior again'.")
q("counsel_pattern", "AGP xavier joseph eppavum enna solli time vaanguvaar",
  [["instructions"]], [["C01", "2026-01-05"], ["C01", "2026-01-22"]],
  "Mariadas chat 05/01: 'instructions varala'; PXL_20260122: 'AGP: \"instructions awaited\" (2nd time)'.")

# witness
q("witness", "MACT la RW1 yaaru, avanga enna sonnaanga?",
  [["kalaivani"], ["fake", "not issued"], ["rto"]], [["C06", "2026-07-28"]],
  "MACT RW1 28.7.26.txt: 'RW1 Tmt. Kalaivani, Asst Manager ... DL ... \"not issued\" ... investigator did not visit RTO in person'.")
q("witness", "sundari case eyewitness yaaru? avar enna solraar",
  [["xavier mariadas"], ["wrong side"]], [["C06", "2026-03-24"]],
  "Sundari PW1 cross 24.3 notes.docx: 'PW2 Xavier Mariadas ... saw the Tata Ace van ... come on the wrong side on ECR'.", today="2026-05-01")
q("witness", "rcop la selvam cross la enna admit pannaan?",
  [["august", "aug"], ["september", "sep"]], [["C05", "2026-09-18"]],
  "WhatsApp Chat with Mary Aunty Landlady.txt 18/09/26: 'he admitted he has not paid August and September 2026 rent'.")

# open
q("open", "sangam WP pathi oru short summary kudu - mariadas ku enna sollanum",
  [["status quo"], ["sub-let", "sub let", "sub-letting", "subletting"], d("2026-12-09")],
  [["C01", "2025-12-08"], ["C01", "2026-11-25"], ["upload", "Fisheries cancellation order.pdf"]],
  "Fisheries order 14.10.2025: cancelled on a complaint of sub-letting; PXL_20251208: STATUS QUO; PXL_20261125: orders on 09.12.2026.")
q("open", "murugan CRP overall enna aachu? villianur suit ku adutha step enna",
  [d("2026-08-12"), ["allowed"], ["six months", "6 months"]], [["C03", "2026-08-12"]],
  "CRP PD 1125 2026 order 12.08.2026.pdf: amendment allowed on costs Rs. 3,000; trial court to dispose within six months; CRP allowed.")

# bare
q("bare", "arumugam",
  [d("2026-12-16"), ["stay"]], [["C02", "2026-11-18"]],
  "PXL_20261118_175203615.jpg: 'MS J extended stay ... ND 16.12.2026'.")
q("bare", "heritage inn?",
  [d("2026-12-08"), ["orders", "reserved"]], [["C07", "2026-10-13"]],
  "PXL_20261013_170250114.jpg: 'Reserved for orders. Orders on 8.12.2026'.")

# no record
q("no_record", "murugan gounder bail petition next date enna?",
  NR, [], "No bail petition in any upload; C03 is a civil revision.", no_record=True, absent=["bail"])
q("no_record", "sangam WP la contempt petition file pannomaa?",
  NR, [], "No contempt petition in any upload of C01.", no_record=True, absent=["contempt"])
q("no_record", "Karaikal MCOP next date sollu",
  NR, [], "No case at Karaikal; the only MCOP is Sundari's at Puducherry.", no_record=True, absent=["karaikal"])
q("no_record", "Dhanapal sir opposite la namma kitta enna matter irukku?",
  NR, [], "No counsel or party named Dhanapal.", no_record=True, absent=["dhanapal"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Puducherry practice (bench/practices/puducherry; written from the uploads' "
                    "source_text by its writer, practice38; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
