"""Write questions.json for the Imphal practice: questions typed the way this chamber types into the chat box
(English with Meiteilon in Latin letters, one with Bengali-script words), with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str) -> list[str]:
    """A date in the forms a lawyer writes it, day first (the chamber's 13.1.26, 13/1, 13-1-26)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}", f"{dd}-{mm}-{yy}",
             f"{dd:02d}.{mm:02d}.{yy:02d}", f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}",
             f"{LONG[mm - 1]} {dd}", f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}", f"{dd}/{mm}",
             f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = ["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
      "no matching", "don't have", "do not have", "not found", "no note", "leitre", "no entry"]

TODAY = "2026-12-02"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"M-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


CHAMBER_WA = ["upload", "WhatsApp Chat with RD Chambers.txt"]
SOMI_WA = ["upload", "WhatsApp Chat with Somi Ukhrul Plot14.txt"]
IBEMHAL_WA = ["upload", "WhatsApp Chat with Ibemhal Ima.txt"]
WEEK = ["upload", "plan 30.11 - 5.12.txt"]

# ---------------------------------------------------------------- last time
q("last_time", "ukhrul plot case last date-ta করি থোক্লে?",
  [d("2026-11-06"), ["medical", "fever"], ["no further adjournment", "very last", "no more adjournment", "last adjournment"]],
  [["C03", "2026-11-06"]],
  "photo_2026-11-06_17-30-55.jpg: 'Khamrang AGAIN sought time - medical (fever certificate) ... granted \"as the very last\" - NO further adjournment on any ground ... ND 11.12.2026'.")
q("last_time", "tombi ima gi suit last time kari thokle? premchand argue tourabra",
  [d("2026-11-20"), ["argued", "arguments"], ["not ready", "time to file", "written arguments", "sought time", "time given"],
   d("2026-12-04")],
  [["C04", "2026-11-20"]],
  "args OS118 20-11.txt: 'I argued ~35 min ... Premchand: not ready, \"need time to file written arguments\" - time given ... ND 04.12.2026 - defendant's arguments'.")
q("last_time", "sanatombi matri last hearing da kari haibage DJ na?",
  [d("2026-10-08"), ["absent"], ["1,000", "1000"]],
  [["C05", "2026-10-08"]],
  "porompat 8.10 costs.txt: 'Naoba ABSENT again ... Adjourned on COSTS Rs 1,000 payable to the petitioner (wife) ... ND 19.11.2026'.",
  today="2026-10-15")

# ---------------------------------------------------------------- next date
q("next_date", "naoba matri suit NDOH? kari gi list?",
  [d("2026-12-17"), ["arguments"]],
  [["C05", "2026-11-19"]],
  "WhatsApp RD Chambers 19/11/2026: 'DW evidence closed. ND 17.12.2026 for arguments'.")
q("next_date", "Sanatombi case nxt date after the may hearing? diary da 16/7 likhi, confirm",
  [d("2026-07-23")],
  [["C05", "2026-05-14"]],
  "Image(079).jpg (clerk, 15.5.26): \"Eche's diary ND 16/7 is WRONG ... ND = 23.07.2026 (Thu) - PW2 + arrears\".",
  today="2026-06-01")
q("next_date", "loktak builders writ next date kadaida? rajen asking",
  [["disposed", "allowed", "set aside"], d("2026-08-25"), ["not intimated", "not yet intimated", "still not", "no date"]],
  [["C01", "2026-08-25"], WEEK],
  "Judgment 25.08.2026: 'The writ petition is allowed ... Disposed of'; plan 30.11 - 5.12.txt: 'PHED fresh show cause: reply filed 19.10, hearing date still not intimated'.")

# ---------------------------------------------------------------- counts
q("count", "khamrng time kayam laure ukhrul writ ta? total",
  [["4", "four", "fourth", "4th"]],
  [["C03", "2026-01-16"], ["C03", "2026-07-10"], ["C03", "2026-08-21"], ["C03", "2026-11-06"]],
  "Somi chat 16/01: 'Khamrang appeared and prayed 4 weeks time'; 10/7 diary: 'Khamrang sought time - NH-202 blockade'; order 21.08.2026: 'third time'; 6.11 diary: '4th time he takes time in this writ'.")
q("count", "OS 118 ta ibochouba side da cost kayam times thambi? amount sue",
  [["2", "two", "twice"], ["500"], ["1,000", "1000"]],
  [["C04", "2026-02-13"], ["C04", "2026-07-10"]],
  "photo_2026-02-13: 'no adj without cost -> Rs 500 cost to plff'; photo_2026-07-10 (b): 'last chance, COST Rs 1,000 to plff'.")
q("count", "tombi suit - how many witnesses examined so far both sides?",
  [["3", "three"], ["bijoy", "pw2"], ["ibochouba", "dw1"]],
  [["C04", "2026-02-13"], ["C04", "2026-04-17"], ["C04", "2026-08-07"]],
  "PW1 Tombi (13.2 affidavit, cross 13.3-17.4); PW2 Oinam Bijoy Singh (17.4); DW1 Ibochouba (7.8); DW2 not produced (18.9).")

# ---------------------------------------------------------------- yes / no
q("yes_no", "inaocha bail grant le? conditions kari?",
  [["yes", "granted"], d("2026-02-11"), ["50,000", "50000"], ["monday"]],
  [["C02", "2026-02-11"]],
  "Order 11.02.2026: 'released on bail on his executing a bond of Rs. 50,000/- with two sureties ... report ... every Monday between 10 am and 12 noon'.")
q("yes_no", "agarwal arrear deposit tourabra?",
  [["yes", "deposited"], ["1,44,000", "144000", "1.44 lakh"], d("2026-02-10")],
  [["C06", "2026-02-12"]],
  "Image(058).jpg: 'Tenant deposited Rs 1,44,000 by challan dt 10.02.2026'.",
  today="2026-02-20")

# ---------------------------------------------------------------- said
q("said", "loktak writ ta Joykumar J na arbitration clause mayokta kari haibage?",
  [["clause 25"], ["rejected", "no bar", "can't quash", "cannot quash"]],
  [["C01", "2026-03-10"], ["C01", "2026-08-25"]],
  "photo_2026-03-10: 'J asked me: clause 25 of agreement = arbitration; why writ?'; judgment para 15: 'The objection that clause 25 (arbitration) of the agreement bars the writ is rejected'.")
q("said", "somi na plot 22 mayokta kari haibi?",
  [["will not take", "declined", "says no", "refused", "not take 22", "no to plot 22"], ["road frontage"]],
  [["C03", "2026-07-10"], SOMI_WA],
  "Somi chat 08/05/2026: 'Plot 22 is at the back side near the drain, no road frontage ... I will not take 22'; 10/7 diary: 'Somi says NO to Plot 22'.")
q("said", "inaocha bail ta PP na CD piramdriba matamda kari haibi? judge ki reaction?",
  [["law & order", "law and order"], ["positively", "in person", "must be produced"]],
  [["C02", "2026-01-07"]],
  "7 jan HC + cheirap.txt: 'said IO (SI Kipgen, NAB) on law & order duty ... J annoyed - \"CD must be produced positively next date, IO to be present in person\"'.")

# ---------------------------------------------------------------- judge's habits
q("judge_habit", "CJSD-2 madam adjournment piba matamda cost leiba? original doc mayokta?",
  [["cost"], ["500"], ["1,000", "1000"], ["original"]],
  [["C04", "2026-01-07"], ["C04", "2026-02-13"], ["C04", "2026-07-10"]],
  "7 jan: 'original handnote must be in court on evidence date'; 13.2: 'no adj without cost -> Rs 500'; 10.7: 'COST Rs 1,000'.")
q("judge_habit", "panmei J bail hearing da kari yengi ahanba?",
  [["case diary", "cd"], ["fsl"]],
  [["C02", "2025-12-17"], ["C02", "2026-01-07"], ["C02", "2026-01-21"]],
  "17.12 diary: 'J asked 1st thing - \"where is CD?\" ... he will not hear bail w/o FSL + CD'; 7.1: 'CD must be produced positively'; 21.1 chat: 'J perused CD. FSL still awaited'.")
q("judge_habit", "DJ imphal east kari insist touba? matri ta",
  [["mediation"], ["in person", "personally"]],
  [["C05", "2025-12-18"], ["C05", "2026-01-22"], ["C05", "2026-02-26"], ["C05", "2026-09-03"]],
  "porompat 18 dec.txt: 'DJ as usual - first thing: \"mediation\" ... parties must come in person on every date'; 22.1: 'both parties present in person (DJ asked again)'; 3.9: 'DJ again: both in person next date'.")

# ---------------------------------------------------------------- pending before a day
q("pending_before", "4 dec cheirap ki mamangda kari touge?",
  [["written notes", "written arguments", "notes of arguments"], ["citation"]],
  [["C04", "2026-11-20"], WEEK],
  "args OS118 20-11.txt: 'file our written notes of arguments + 2 citations ... before 4/12'; plan: 'Fri 4 - CHEIRAP - Tombi ima - file written notes before madam sits'.")
q("pending_before", "somi writ 11 dec mamangda pending thabak kari?",
  [["allotment order"], ["1,20,000", "120000", "receipt"], ["judgments", "compilation", "compile"]],
  [["C03", "2026-11-06"], SOMI_WA],
  "photo_2026-11-06: 'compile judgments on cancellation w/o hearing ... Somi to bring ORIGINAL allotment order of 22.07.2021 + fee receipt Rs 1,20,000'.")
q("pending_before", "23 july matri suit ki mamangda kari pending? husband side",
  [["24,000", "24000"], ["undertook", "undertaking", "undertaken"], ["pw2", "mother"]],
  [["C05", "2026-05-14"]],
  "photo_2026-05-14: 'arrears Rs 24,000 ... Robindro UNDERTOOK that arrears will be paid before next date'; Image(079): 'ND = 23.07.2026 - PW2 + arrears'.",
  today="2026-07-20")

# ---------------------------------------------------------------- amounts
q("amount", "tombi ima na kayam sel pibage, suit ta kayam claim?",
  [["6,50,000", "650000", "6.5 lakh", "6.50 lakh"], ["7,05,000", "705000", "7.05 lakh"]],
  [["upload", "handnote Tombi ima.jpg"], ["upload", "tombi ima call.txt"]],
  "handnote: 'received a sum of Rs. 6,50,000/-'; tombi ima call.txt: 'claim is Rs 7,05,000 (principal 6,00,000 after 50,000 repaid ... + interest ... 1,05,000)'.")
q("amount", "sanatombi interim maintenance kayam order touri?",
  [["8,000", "8000"], ["10,000", "10000"]],
  [["C05", "2026-03-26"]],
  "s.24 order 26.03.2026: 'interim maintenance of Rs. 8,000/- per month ... litigation expenses of Rs. 10,000/-'.")
q("amount", "loktak ki performance security forfeit touba kayam? status houjik?",
  [["14,60,000", "1460000", "14.60 lakh", "14.6 lakh", "14.60 l"], ["set aside"]],
  [["upload", "EPSON014.PDF"], ["C01", "2026-08-25"]],
  "Termination order 12.09.2025: 'performance security of Rs. 14,60,000/- ... is forfeited'; judgment 25.08.2026: 'forfeiting the performance security of Rs. 14,60,000/- ... is set aside'.")

# ---------------------------------------------------------------- patterns across cases and counsel
q("pattern", "ei gi case singda opposite party da cost thambiba list piyu, amount sue",
  [["5,000", "5000"], ["3,000", "3000"], ["500"], ["1,000", "1000"], ["2,000", "2000"]],
  [["C01", "2026-02-10"], ["C03", "2026-08-21"], ["C04", "2026-02-13"], ["C04", "2026-07-10"], ["C05", "2026-10-08"],
   ["C06", "2026-05-28"]],
  "C01 order 10.02.2026 Rs 5,000 on the State; C03 order 21.08.2026 Rs 3,000 on R5; C04 Rs 500 (13.2) and Rs 1,000 (10.7); C05 Rs 1,000 (8.10); C06 Rs 2,000 on the tenant (28.5).")
q("pattern", "december ta kari matters listed? dates sue",
  [d("2026-12-04"), d("2026-12-11"), d("2026-12-17")],
  [["C04", "2026-11-20"], ["C03", "2026-11-06"], ["C05", "2026-11-19"]],
  "C04 'ND 04.12.2026 - defendant's arguments'; C03 'ND 11.12.2026'; C05 'ND 17.12.2026 for arguments'.")
q("counsel_pattern", "khamrang gi excuse kari kari? adum touri mamang da?",
  [["blockade"], ["medical", "fever"], ["additional affidavit", "handed up", "only in court", "served on us today in court"]],
  [["C03", "2026-02-20"], ["C03", "2026-03-27"], ["C03", "2026-07-10"], ["C03", "2026-08-21"], ["C03", "2026-11-06"]],
  "20.2: 'R5 A/O filed by Khamrang (served on us today in court)'; 27.3: 'handed up an ADDITIONAL AFFIDAVIT ... (2nd time he does this)'; 10.7 'NH-202 blockade'; 21.8 'Ukhrul blockade again'; 6.11 'medical (fever certificate)'.")
q("counsel_pattern", "premchand OS 118 ta kari kari tactics?",
  [["handwriting expert", "ia 61"], ["guwahati"], ["not ready"]],
  [["C04", "2026-02-13"], ["C04", "2026-04-17"], ["C04", "2026-07-10"], ["C04", "2026-11-20"]],
  "13.2: 'Premchand \"not ready\"'; 17.4: 'filed IA 61/2026 - to send handnote to handwriting expert!! at this stage'; 10.7: '\"client in Guwahati for treatment\" - no medical paper'; 20.11: 'Premchand: not ready'.")

# ---------------------------------------------------------------- witnesses
q("witness", "PW2 bijoy na kari haibi evidence ta?",
  [["counted", "count the money", "count"], ["signed", "sign the handnote", "signature"], ["neighbour", "not relative", "not a relative"]],
  [["C04", "2026-04-17"]],
  "tombi PW1 PW2 17.4.txt: 'saw Ibochouba count the money and sign the handnote on a revenue stamp ... he said neighbour only, not relative'.")
q("witness", "DW1 ibochouba cross ta kari admit touri?",
  [["6,50,000", "650000", "6.5 lakh", "6.50 lakh"], ["investment"], ["signature"]],
  [["C04", "2026-08-07"]],
  "DW1 cross Ibochouba.docx: 'Signature on Ext. P1 (handnote) is his. He RECEIVED Rs. 6,50,000 ... \"investment in my business (tent house), not loan\"'.")

# ---------------------------------------------------------------- open briefings
q("open", "inaocha NDPS matter brief touba piyu, seizure to bail",
  [["390"], ["38.6"], ["intermediate"], ["granted"]],
  [["upload", "Scanned_20251202-1130.pdf"], ["C02", "2026-02-04"], ["C02", "2026-02-11"]],
  "Special Judge's order 26.11.2025: '390 (three hundred ninety) WY tablets'; 4 Feb note: 'net wt 38.6 g ... INTERMEDIATE'; order 11.02.2026: bail.")
q("open", "ukhrul plot 14 matter summary haibiyu - who got the plot, kari stage?",
  [["mayori", "shimray"], ["no notice", "without notice", "without hearing", "w/o notice"], ["status quo"]],
  [["upload", "allotment cancel order DC UKL.pdf"], ["C03", "2025-12-12"], ["C03", "2026-03-27"]],
  "DC order 14.08.2025: 'allotment ... cancelled, and the said plot is allotted to Shri Mayori Shimray'; 27.3 diary: 'ADMITS no notice given to Somi'; 12.12.2025: 'Status quo on Plot No. 14'.")

# ---------------------------------------------------------------- bare words typed in court (read against the day's list)
q("bare", "status quo?",
  [["status quo"], ["plot 14", "plot no. 14"]],
  [["C03", "2025-12-12"], ["C03", "2026-11-06"]],
  "On 11.12.2026 only the Ukhrul plot writ is listed; 12.12.2025: 'Status quo on Plot No. 14 till ND'; 6.11.2026: 'Status quo continues'.",
  today="2026-12-11")
q("bare", "arrears?",
  [["24,000", "24000"], ["paid"], ["demand draft", "draft"]],
  [["C05", "2026-07-23"]],
  "On 17.12.2026 the divorce suit is listed; RD Chambers chat 23/07/2026: 'arrears 24,000 paid by Naoba by demand draft in court today'.",
  today="2026-12-17")

# ---------------------------------------------------------------- nothing on record
q("no_record", "sana medicals cheque case thoubal court ta next date kadaida?",
  [NR], [], "No such client, cheque case or Thoubal court anywhere in the uploads.",
  no_record=True, absent=["Sana Medicals", "Thoubal"])
q("no_record", "inaocha Monday reporting miss toubada NBW issue touri? kadaida?",
  [NR], [], "The bail conditions and his mother's message (he went on Monday 23) are on record; no warrant, no missed reporting.",
  no_record=True, absent=["NBW", "non-bailable", "cancellation of bail"])
q("no_record", "seilen haokip gi land case ta houjik kari stage?",
  [NR], [], "No person of that name in any upload.", no_record=True, absent=["Seilen", "Haokip"])
q("no_record", "agarwal na eviction decree mayokta appeal file touri? date?",
  [NR], [], "The eviction suit ended in a compromise decree on 13.08.2026; no appeal anywhere in the uploads.",
  no_record=True, absent=["appeal"])


def main() -> None:
    about = ("Imphal practice (bench/practices/imphal): questions typed the way Adv. Ningombam Romita Devi types into "
             "the chat box - English with Meiteilon in Latin letters, one with Bengali-script words, nicknames, typos. "
             "Key facts are groups of lower-case alternatives; no_record questions name what is in no upload.")
    out = {"about": about, "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    from collections import Counter
    print(len(Q), "questions", dict(Counter(x["type"] for x in Q)))


if __name__ == "__main__":
    main()
