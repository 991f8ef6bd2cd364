"""Write questions.json for the Cuttack practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the chamber's 5/12 when `short`)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd}-{mm}-{yy}", f"{dd:02d}.{mm:02d}.{yy:02d}",
             f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}",
             f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "no note", "kichhi nahin", "kichhi nai"]]

TODAY = "2026-12-02"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"CT-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


WEEK = ["upload", "New Text Document (2).txt"]
SWAIN_WA = ["upload", "WhatsApp Chat with Swain babu Naraj.txt"]

# last_time
q("last_time", "sanjay purighat GR re last date re kana hela?",
  [d("2026-11-04"), ["313"], ["a3", "sumitra"]], [["C04", "2026-11-04"]],
  "313 Sanjay 4-11.txt: 'Statement u/s 313 of A1 Sanjay and A2 Rakesh recorded ... A3 Sumitra absent (sick)'.")
q("last_time", "swain babu writ last date e ki hela",
  [d("2026-11-17"), ["4,82,300", "482300", "4.82 lakh"], ["undertook", "undertaking", "undertakes"]],
  [["C01", "2026-11-17"]],
  "Order 17.11.2026 WPC 18342 of 2025.pdf: 'ASC ... undertakes that the balance amount of Rs. 4,82,300/- with interest @ 9% ... within four weeks'.")
q("last_time", "mami case last time kana hela",
  [d("2026-05-29"), ["24,000", "24000"], ["chief", "pw1", "pw 1"]], [["C05", "2026-05-29"]],
  "FC 29.05.26.txt: 'Prasanta deposited Rs. 24,000/- ... PW1 Manasi examined in chief'.", today="2026-06-01")

# next_date
q("next_date", "sabitri mausi case next kebe? kana pain?",
  [d("2026-12-05"), ["dw2", "dw 2", "d.w. 2", "d.w.2"], ["last chance"]], [["C03", "2026-11-14"]],
  "14 & 17 nov.jpg: 'DW2 (Ramesh's son Bapi) not ready. Routray babu - LAST chance for DW2 ... ND 05.12.2026'.")
q("next_date", "mami maintenance ND?",
  [d("2026-12-11"), ["argument"]], [["C05", "2026-11-20"]],
  "mami args 20.11.txt: 'ND 11.12.26 for OP's argument'.")
q("next_date", "purighat GR next date kebe pdila?",
  [d("2026-06-10")], [["C04", "2026-04-22"]],
  "GR order 22.04.2026.pdf: 'Put up on 10.06.2026 for P.W.'; Lipsa's chat first said 3.6.26 then corrected to 10.06.2026.",
  today="2026-04-25")

# count
q("count", "swain writ re State kete thara time nela instructions pain?",
  [["three", "3 times", "thrice", "3rd time", "3 thara", "tini thara"]],
  [["C01", "2026-01-20"], ["C01", "2026-03-24"], ["C01", "2026-09-08"]],
  "20.1.26 'instructions from Collector still awaited'; 24-3-26 'file is with Collector. 2nd time'; 8.9.2026 '3rd time State has taken time in this matter for instructions!'.")
q("count", "sabitri TS re mohanty kete thara cost delani?",
  [["three", "3 times", "thrice", "3 thara", "tini thara"]],
  [["C03", "2025-12-05"], ["C03", "2026-03-21"], ["C03", "2026-09-05"]],
  "Costs Rs. 300 (05.12.2025, Odia khata), Rs. 500 (21.03.2026, Odia order), Rs. 500 (05.09.2026, order); correction sabitri.txt: 'All three paid to us'.")
q("count", "GR case re prosecution kete witness examine hele total?",
  [["four", "4 witnesses", "4 pw", "pw1 to pw4", "pw4", "4 prosecution"]],
  [["C04", "2026-01-28"], ["C04", "2026-06-10"], ["C04", "2026-07-22"], ["C04", "2026-10-07"]],
  "PW1 Dillip Nayak (28.01), PW2 Sukanta Nayak (10.06), PW3 Dr. Subhashree Mishra (22.07), PW4 SI Barik (07.10), 'Prosecution closed'.")

# yes_no
q("yes_no", "prasanta kichhi paisa deichhi ki mami ku interim ru?",
  [["yes", "paid", "deposited"], ["24,000", "24000"]], [["C05", "2026-05-29"], ["C05", "2026-10-09"]],
  "FC 29.05.26.txt: 'Prasanta deposited Rs. 24,000/- in court today (part of arrears)'; 9 Oct: 'Paid only 24,000 so far of interim'.")
q("yes_no", "bijay jena revision disposed hei gala ki?",
  [["yes", "disposed", "allowed in part"], ["420"], ["406"], d("2026-08-20")], [["C02", "2026-08-20"]],
  "Order 20.08.2026: 'The criminal revision is allowed in part ... set aside insofar as the offence u/s 420 IPC ... trial shall proceed u/s 406 IPC'.")

# said
q("said", "Dash J Lenka babu bisayare kana kahithile april re?",
  [["last adjournment"]], [["C02", "2026-04-09"]],
  "Order dt 9.4.26: 'As a last adjournment, list this matter on 16.07.2026'; diary: 'Dash J - \"last adjournment to OP 2\"'.")
q("said", "DW1 prasanta cross re kana admit kala?",
  [["maa tarini"], ["28,000", "28000"], ["conductor"]], [["C05", "2026-10-09"]],
  "IMG20261009_181736.jpg: 'ADMITS working as conductor in Maa Tarini Travels bus since Nov 2025, gets Rs. 28,000 p.m.'.")
q("said", "swain babu puro taka kahinki darkar boli kahuthile?",
  [["bahaghara", "marriage", "wedding"], ["feb"]], [SWAIN_WA],
  "Swain chat 14/07/26: 'But full amount kebe? jhia bahaghara in Feb, mu taka darkar'.")

# judge_habit
q("judge_habit", "Routray babu adjournment dele kana condition rakhanti generally?",
  [["cost"], ["300", "500"]], [["C03", "2025-12-05"], ["C03", "2026-03-21"], ["C03", "2026-09-05"]],
  "Costs Rs. 300 (w/s), Rs. 500 (cross of PW1), Rs. 500 (DW), with 'No further time shall be granted'.")
q("judge_habit", "JMFC city madam witness na asile kana karanti?",
  [["bw (", "bw first", "first bw", "bw then", "bw and", "bw,", "bw)", "(bw", "a bailable warrant", "bailable warrant first", "bailable warrant (bw)"], ["nbw", "non-bailable", "n.b.w."]], [["C04", "2026-03-11"], ["C04", "2026-04-22"]],
  "GR 11.3: 'madam issued BW (bailable warrant) against PW2'; order 22.04.2026: 'Issue N.B.W. against P.W. 2'.")
q("judge_habit", "panigrahi madam state ru generally kana chahanti?",
  [["affidavit", "in writing"]], [["C01", "2025-12-09"], ["C01", "2026-03-24"]],
  "Dec page: 'she said State must say in writing'; 24-3-26: 'LAO to file personal affidavit ... she wants everything \"in writing, on affidavit\"'.")

# pending_before
q("pending_before", "sabitri TS sat ku kana kana ready rakhibaku?",
  [["rent receipt"], ["closure", "close"]], [WEEK],
  "New Text Document (2).txt: 'If no DW2, move for closure of D evidence and argument date. Tapan to bring rent receipts.'")
q("pending_before", "GR 9th ku kana baki achhi?",
  [["kuna sethi"], ["argument"]], [WEEK, ["C04", "2026-11-04"]],
  "Week plan: 'DW list - Kuna Sethi. prepare argument notes'; 313 Sanjay 4-11.txt: 'we may examine one DW (Sanjay's neighbour Kuna Sethi ...)'.")
q("pending_before", "swain writ 15 tarikh agaru kana karibaku",
  [["bank statement"], ["4,82,300", "482300", "balance"]], [WEEK, ["C01", "2026-11-17"]],
  "Week plan: 'Swain writ: get bank statement, see if treasury paid balance before 15.12'; order 17.11: balance Rs. 4,82,300.")

# amount
q("amount", "ajit scooter case re kete paiba total?",
  [["1,12,500", "112500", "1.125 lakh"], ["9%", "9 %", "nine percent"], ["20,000", "20000"], ["5,000", "5000"]],
  [["C06", "2026-11-10"]],
  "Final order CC 214-2025.pdf: 'refund Rs. 1,12,500/- ... interest @ 9% ... compensation of Rs. 20,000/- ... Rs. 5,000/- towards cost'.")
q("amount", "naraj LA award total kete thila au kete paichhi ebe jae?",
  [["14,62,300", "1462300", "14.62 lakh"], ["9,80,000", "980000", "9.80 lakh", "9.8 lakh"]],
  [["upload", "Scan_20240918_0001.pdf"], ["C01", "2026-07-14"]],
  "Award: 'Total compensation awarded: Rs. 14,62,300/-'; Document 4.docx: 'Rs. 9,80,000 paid to petitioner by RTGS on 30.06.2026'.")
q("amount", "mami interim maintenance kete? arrear kete due hela till nov?",
  [["6,000", "6000"], ["96,000", "96000"]], [["C05", "2026-02-20"], ["C05", "2026-11-20"]],
  "Order 20.02.2026: 'interim maintenance of Rs. 6,000/-'; mami args 20.11.txt: 'only 24,000 paid out of Rs 96,000 due till Nov'.")

# pattern
q("pattern", "december re kau kau case ra date achhi?",
  [d("2026-12-05"), d("2026-12-09"), d("2026-12-11"), d("2026-12-15")],
  [["C03", "2026-11-14"], ["C04", "2026-11-04"], ["C05", "2026-11-20"], ["C01", "2026-11-17"]],
  "Sabitri TS 05.12.2026; GR 09.12.2026; Mami 11.12.26; Swain writ 15/12/26.")
q("pattern", "kau matter re order reserve achhi ebe?",
  [["ajit", "scooter", "utkal", "zipp"], d("2026-11-10")], [["C06", "2026-08-11"]],
  "11.8 consumer argument.jpg: 'President: orders reserved. ND 10.11.2026 for order.' (Bijay revision already decided 20.08.2026.)",
  today="2026-09-01")

# counsel_pattern
q("counsel_pattern", "lenka babu ra habit kana?",
  [["engaged in another court"], ["absent"]], [["C02", "2026-02-26"], ["C02", "2026-04-09"]],
  "26.02.2026: 'Lenka ... \"engaged in another court\", his junior took time ... Lenka does this everywhere'; 9.4: 'Lenka absent again'.")
q("counsel_pattern", "rout babu mami case re bar bar kana bahana kare?",
  [["jobless", "no job", "lost his job"], ["sought time", "seeks time", "takes time", "took time", "asks for time", "time again"]], [["C05", "2025-12-19"], ["C05", "2026-04-10"], ["C05", "2026-11-20"]],
  "FC 19.12.25: 'Says Prasanta has no job'; 10.4: 'husband lost his job, he is jobless'; 20.11: 'Rout not ready ... sought time'.")

# witness
q("witness", "sabitri case re RI kana prove kala?",
  [["ext. 7", "ext 7", "exhibit 7"], ["ext. 8", "ext 8", "exhibit 8"], ["ror of", "record of rights", "r.o.r"], ["map"]],
  [["C03", "2026-08-01"]],
  "RI Pradhan exhibits.jpg: 'Proved RoR of Khata 214 (Ext. 7) and settlement map of Gopalpur (Ext. 8)'.")
q("witness", "GR case doctor cross re kana admit kale?",
  [["fall"], ["alcohol"], ["ext. 3", "ext 3", "exhibit 3"]], [["C04", "2026-07-22"]],
  "PW3 doctor cross GR.docx: 'Injury could be caused by a fall ... \"possible\"'; 'Patient smelt of alcohol'; 'injury report proved as Ext. 3'.")

# open
q("open", "purighat GR case ta kana bisayare? short re kuha",
  [["drain"], d("2024-03-03", short=False), ["sukanta"], ["lathi"]], [["upload", "FIR Purighat 96 of 2024.pdf"]],
  "FIR: 'Occurrence: 03.03.2024 ... near the common drain ... accused no. 1 assaulted my brother Sukanta Nayak with a lathi'.")
q("open", "sabitri TS re defendant mane kana case kahuchhanti?",
  [["oral partition"], ["1995"]], [["C03", "2026-01-10"], ["C03", "2026-10-10"]],
  "20260110_172255.jpg: 'plot 1032 was given to Ramesh by oral partition in 1995. no document!'; DW1 cross docx.")

# bare (typed in court, read against that day's list)
q("bare", "DW1 cross?",
  [["ramesh"], ["in part", "(part)", "continue", "contd", "incomplete", "remaining"]], [["C03", "2026-10-10"]],
  "On 14.11.2026 only the Sabitri TS is listed; DW1 cross.docx 10.10.2026: 'Cross by me (part) ... Cross to continue. ND 14.11.2026.'",
  today="2026-11-14")
q("bare", "313?",
  [["sanjay", "purighat"], ["prosecution closed", "closed"]], [["C04", "2026-10-07"]],
  "On 04.11.2026 the GR is listed; GR 7 oct IO.jpg: 'Prosecution closed. ND 4.11.26 for 313.'", today="2026-11-04")
q("bare", "order aji?",
  [["ajit", "scooter", "utkal", "zipp"], ["reserved"]], [["C06", "2026-08-11"]],
  "On 10.11.2026 the consumer complaint is listed for order; 11.8 consumer argument.jpg: 'orders reserved. ND 10.11.2026 for order.'",
  today="2026-11-10")

# no record
q("open", "jagatsinghpur eviction suit re next date kebe?", NR, [], "No such case in the practice.",
  no_record=True, absent=["jagatsinghpur", "eviction"])
q("yes_no", "swain writ re contempt petition kebe file karithilu?", NR, [],
  "No contempt petition in the Swain writ; no upload mentions one.", no_record=True, absent=["contempt"])
q("counsel_pattern", "adv gyanaranjan biswal sathire kau case achhi amara?", NR, [], "No such counsel in the practice.",
  no_record=True, absent=["gyanaranjan", "biswal"])
q("next_date", "bhubaneswar RERA complaint ra hearing kebe?", NR, [], "No RERA matter in the practice.",
  no_record=True, absent=["rera", "bhubaneswar"])


def main() -> None:
    out = {"about": "Sealed questions for the Cuttack practice (bench/practices/cuttack; written from the uploads' "
                    "source_text by its writer, practice14; to be asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    from collections import Counter
    print(len(Q), "questions;", sum(x["no_record"] for x in Q), "no-record;", dict(Counter(x["type"] for x in Q)))


if __name__ == "__main__":
    main()
