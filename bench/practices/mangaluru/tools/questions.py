"""Write questions.json for the Mangaluru practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the chamber's 9/2 when `short`)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd}-{mm}-{yy}", f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}",
             f"{LONG[mm - 1]} {dd}", f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "no note", "nothing recorded"]]

TODAY = "2026-12-04"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"MG-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


WEEK = ["upload", "New Text Document (3).txt"]
NISH = ["upload", "WhatsApp Chat - Nishmitha Jr Adv.txt"]
FIX = ["upload", "correction to 12.11 note.txt"]
BOAT_DEED = ["upload", "Scan_0042.pdf"]
NMPA = ["upload", "NMPA cancellation order.pdf"]
PS_REG = ["upload", "IMG-20261201-WA0007.jpg"]
BAIL = ["upload", "Bail order Crl.Misc.1876-2026.pdf"]
LOBO = ["upload", "CamScanner 07-21-2025 11.40.pdf"]
TOTA_COST = [["C04", "2026-03-27"], ["C04", "2026-07-15"]]

# last_time
q("last_time", "bhandary tota suit encha aand last time?",
  [d("2026-11-11"), ["dw1", "sanjeeva"], ["2,400", "2400"]], [["C04", "2026-11-11"]],
  "11.11.26 DW1 cross.txt: 'cross of DW1 Sanjeeva Bhandary ... about 2,400 coconuts a harvest ... since 2019 he alone has kept the income'.")
q("last_time", "salian port case last hearing what happend",
  [d("2026-11-16"), ["allowed", "quashed"], ["six weeks", "6 weeks"]], [["C03", "2026-11-16"]],
  "Order WP 20417-2025 dt 16.11.2026.pdf: 'order ... quashed ... fresh order ... within six weeks ... Writ petition allowed.'")
q("last_time", "leela akka consumer last date encha aand?",
  [d("2026-05-06"), ["wenlock", "medical board"]], [["C06", "2026-05-06"]],
  "CC144 6-5-26.txt: 'records ... to be sent to the Medical Board, Government Wenlock Hospital ... ND 22.7.26'. Asked on 20.06.2026.",
  today="2026-06-20")

# next_date
q("next_date", "Bangera boat appeal dumbu tarikh?",
  [d("2026-12-14"), ["final hearing"]], [["C01", "2026-11-02"]],
  "02-11-2026.txt: 'Fixed for FINAL HEARING ... NDOH 14.12.2026'.")
q("next_date", "kamath quashing order yavaga barutte",
  [d("2026-12-10"), ["order", "pronounce"]], [["C02", "2026-11-10"]],
  "Nov 10 Kamath.docx / HC order Crl.P.8815 10.11.pdf: 'For orders on 10.12.2026'.")
q("next_date", "tota suit ND? vasanthi akka has to come?",
  [d("2026-03-27"), ["cross"]], [["C04", "2026-02-25"]],
  "HC 24.2 and tota 25.2.docx: 'cross to be deferred ... ND 27.3.26 for cross of PW1'. Asked on 01.03.2026.", today="2026-03-01")

# count
q("count", "kudroli how many times took time in the tota suit",
  [["3", "three", "thrice"]], [["C04", "2026-02-25"], ["C04", "2026-03-27"], ["C04", "2026-07-15"]],
  "25.02 (junior: sir in Udupi, cross deferred), 27.03 (again Udupi, Rs. 500), 15.07 (AGAIN Udupi - 'third time', Rs. 1,000). Counted against all 10 hearings of C04.")
q("count", "lobo 138 la accused ethra sarti absent aayi?",
  [["3", "three", "thrice"]], [["C05", "2025-12-18"], ["C05", "2026-01-29"], ["C05", "2026-10-01"]],
  "Nishmitha WA 18/12/25 'accused Wilfred absent', 29/01/26 'Lobo again absent ... NBW', 1.10.26 Rai.txt 'Wilfred absent again'. Counted against all 9 hearings.")
q("count", "ismail bail ge eshtu dates aaytu till order",
  [["3", "three"]], [["C07", "2026-09-21"], ["C07", "2026-09-26"], ["C07", "2026-09-29"]],
  "21.09 (WA: PP time), 26.09 (objections, arguments), 29.09 (bail granted).")

# yes_no
q("yes_no", "port paid that 5000 cost in salian or not?",
  [["yes", "paid"], ["dd", "demand draft"], d("2026-04-13")], [["C03", "2026-04-13"]],
  "IMG20260413172212.jpg: 'Costs Rs. 5,000 paid by Port by DD (given to Jayaram)'. Asked on 01.05.2026.", today="2026-05-01")
q("yes_no", "ismail is going to bantwal PS for signature properly?",
  [["yes"], d("2026-12-01")], [PS_REG, BAIL],
  "IMG-20261201-WA0007.jpg: attendance 01.12.2026 and 01.10, 15.10, 01.11, 15.11 ticked; bail order: 1st and 15th of every month.")
q("yes_no", "kamath - haneef compromise aaytha?",
  [["no", "not"], ["9 lakh", "9,00,000", "900000", "nine lakh"], ["6.5", "6,50,000", "650000"]], [["C02", "2026-11-10"]],
  "Nov 10 Kamath.docx: 'No compromise - Haneef wanted Rs. 9 lakh full, Gurudath would not go beyond 6.5'.")

# said
q("said", "sharada nayak madam enna heLidru about kamath case",
  [["civil dispute"], ["settle"]], [["C02", "2026-06-23"]],
  "10.6 and 23.6.txt: 'Prima facie this looks like a civil dispute given a criminal colour. Why can't the parties settle?'")
q("said", "what did the wenlock board say in leela case",
  [["4 days", "four days"], ["antibiotic"], ["standard", "accepted practice"]], [["C06", "2026-09-09"]],
  "consumer 9.9.txt: '(a) surgery as per accepted practice, (b) delay of about 4 days in starting culture-specific antibiotics'.")
q("said", "gowda J found what in the port original file",
  [d("2025-10-28", short=False), ["before", "day after"]], [["C03", "2026-04-13"]],
  "IMG20260413172212.jpg: 'recommended cancellation on 28.10.2025 itself, i.e. the DAY AFTER the show cause notice - before the reply came'.")

# judge_habit
q("judge_habit", "hegde J - what to keep ready before VC",
  [["synopsis"], ["list of dates"], ["5 pages", "five pages"]], [["C01", "2025-12-08"], ["C01", "2026-09-07"], ["C01", "2026-11-02"]],
  "8.12.25: 'first asked where is the synopsis?'; 7.9.26: 'synopsis of 5 pages and a list of dates'; 2.11.26: 'synopsis, not more than 5 pages, and list of dates'.")
q("judge_habit", "JMFC III madam accused baradiddre enu maadthare",
  [["nbw", "non-bailable warrant", "warrant"]], [["C05", "2026-01-29"], ["C05", "2026-03-05"]],
  "WA 29/01/26: 'madam refused and issued NBW'; 5/3/26: 'recalled it but made him sit till 5 pm'.")

# pending_before
q("pending_before", "what all to do before 14th in the boat appeal",
  [["synopsis"], ["list of dates"], d("2026-12-07")], [WEEK, ["C01", "2026-11-02"]],
  "Week plan: 'synopsis (max 5 pages) + list of dates - FILE by Mon 7.12 ... Reply to Clement re his direct call'.")
q("pending_before", "leela akka matter — what is due before 9th?",
  [["written arguments"], ["18 l", "18 lakh", "18,00,000", "1800000"]], [WEEK, ["C06", "2026-10-28"]],
  "Week plan: 'written arguments due 9.12 - draft by Fri 4.12; claim table 18 L; quote Wenlock opinion para (b)'.")
q("pending_before", "rai case 17th - what to prepare, anything to be careful?",
  [["argument"], ["reply"], d("2025-08-20", short=False)], [FIX, WEEK],
  "correction to 12.11 note.txt: 'a reply WAS sent by Clement on 20.08.2025 ... don't argue \"no reply\" on 17.12'; week plan: arguments 17.12.")

# amount
q("amount", "lobo cheque amount and how much he says he paid",
  [["4,75,000", "475000", "4.75"], ["2,00,000", "200000", "2 lakh"]], [["C05", "2026-11-12"], LOBO],
  "CamScanner: 'Cheque No. 318842 ... Rs. 4,75,000/-'; IMG20261112181506.jpg: 'he paid Rs. 2,00,000 cash in Dec 2025'.")
q("amount", "tota suit total costs kudroli paid us?",
  [["1,500", "1500"], ["500"], ["1,000", "1000"]], TOTA_COST + [["C04", "2026-04-29"], ["C04", "2026-08-19"]],
  "Order 27.3: costs Rs. 500; order 15.07: costs Rs. 1,000; 29.04 'Costs Rs. 500 of last time paid'; 19.08 'the Rs. 1,000 costs also paid'. Total 1,500 (by eye).")
q("amount", "leela akka medical bills total how much",
  [["5,57,600", "557600"]], [["C06", "2026-10-28"]],
  "28-10-26 consumer.jpg: 'medical costs 5,57,600 = 3,42,600 + 2,15,000'.")

# pattern
q("pattern", "which all matters got costs on the other side this year",
  [["boat", "bangera", "rfa"], ["salian", "port"], ["bhandary", "tota", "garden"], ["rai", "lobo", "138"]],
  [["C01", "2026-07-27"], ["C03", "2026-03-16"], ["C04", "2026-03-27"], ["C04", "2026-07-15"], ["C05", "2026-05-28"]],
  "Orders: RFA 27.07 Rs. 2,000; WP 16.03 Rs. 5,000; OS 27.03 Rs. 500 and 15.07 Rs. 1,000; Nishmitha screenshot 28.05 'cost 500 to complainant'.")
q("pattern", "next week which matters are there",
  [["leela", "consumer", "sea view", "poojary"], ["kamath", "quash"], d("2026-12-09"), d("2026-12-10")],
  [["C06", "2026-10-28"], ["C02", "2026-11-10"]],
  "Week 07-12.12: CC 144/25 on 9.12 (written arguments), Crl.P. 8815/25 on 10.12 (orders). Boat RFA is 14.12, next week after.")

# counsel_pattern
q("counsel_pattern", "clement d'souza - whats his usual game?",
  [["settlement"], ["exemption", "medical"], ["boat", "bangera", "rfa"], ["rai", "lobo", "138"]],
  [["C01", "2026-02-09"], ["C01", "2026-07-27"], ["C05", "2025-12-18"], ["C05", "2026-10-01"]],
  "RFA 9.2 and 27.7: time because 'settlement talks'; 138: exemption with medical certificate 18.12.25 and 1.10.26 ('same thing Clement did in December').")
q("counsel_pattern", "nitin pai port side always same excuse ah?",
  [["policy"]], [["C03", "2026-01-19"], ["C03", "2026-03-16"]],
  "19.01.2026.txt: 'a policy decision is pending before the Board'; 16.3.26: 'Again the same memo line: policy decision pending'.")

# witness
q("witness", "PW2 in tota suit who and what did he say",
  [["kamalaksha"], ["village accountant"], ["mr 14", "14/1990"]], [["C04", "2026-06-10"], ["C04", "2026-08-19"]],
  "10.6: 'PW2 Kamalaksha Shetty (retd. village accountant ...) ... RTC mutation MR 14/1990-91'; 19.08: 'MR 14/1990-91 is in the name of Narayana Bhandary, yajamana'.")
q("witness", "vasanthi akka cross la enchina admit maltal?",
  [["did not sign", "not signed"], ["ramanath"]], [["C04", "2026-04-29"]],
  "29.4 OS312 PW1 cross.docx: 'ADMITTED that Ramanath's mother did not sign'.")
q("witness", "wilfred in the box - what did he admit",
  [["signature"], ["st. antony", "st antony", "engine"]], [["C05", "2026-11-12"]],
  "IMG20261112181506.jpg: 'admitted signature on cheque and that the engine is working on his boat St. Antony even now'.")

# open
q("open", "ismail bail conditions enthe? haris is asking",
  [["1,00,000", "100000", "1 lakh"], ["two sureties", "2 sureties"], ["1st and 15th", "1st & 15th"]], [BAIL],
  "Bail order: 'bond for Rs. 1,00,000/- with two sureties ... on the 1st and 15th of every month'.")
q("open", "boat appeal background quick - what share, which boat",
  [["1/3", "one-third", "one third"], ["durga parameshwari"], ["84,00,000", "8400000", "84 lakh"]], [BOAT_DEED],
  "Scan_0042.pdf: 'trawler SRI DURGA PARAMESHWARI ... for Rs. 84,00,000, each contributing one-third'.")

# bare
q("bare", "synopsis filed?",
  [["boat", "bangera", "rfa"], d("2026-12-07")], [NISH, WEEK],
  "WA 30/11: 'synopsis for boat RFA draft sent ... file by 7th'; week plan: 'FILE by Mon 7.12'.")
q("bare", "clement 2000 cost?",
  [["paid", "yes"], ["cheque"], d("2026-09-07")], [["C01", "2026-09-07"], ["C01", "2026-07-27"]],
  "Order RFA 27.07: 'costs of Rs. 2,000/- to the appellant'; 07092026 RFA.txt: 'Clement paid the Rs. 2,000 costs by cheque to me today'.")

# no_record
q("no_record", "karkera partition suit ND enthe?", NR, [], "No Karkera in the registry or any upload.", no_record=True,
  absent=["karkera"])
q("no_record", "salian - port filed writ appeal against the order?", NR, [],
  "No writ appeal in any upload; the order of 16.11.2026 is the last event of C03.", no_record=True, absent=["writ appeal"])
q("no_record", "what did adv rodrigues argue in kamath case", NR, [], "No Rodrigues anywhere.", no_record=True,
  absent=["rodrigues"])
q("no_record", "ismail pick-up vehicle released aaytha?", NR, [],
  "Only the seizure (FIR) is recorded; no application or order for the vehicle.", no_record=True,
  absent=["vehicle released", "release of vehicle", "interim custody", "superdari"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Mangaluru practice (bench/practices/mangaluru; written from the uploads' "
                    "source_text by its writer, practice31; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
