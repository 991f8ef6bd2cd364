"""Write questions.json for the Koraput practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "kichhi record nahi", "no note", "not in the notes"]]
TODAY = "2027-06-29"
Q = []

def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"K-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "sukru OSR re last time kana hela?",
  [d("2027-04-13"), ["examined himself", "op evidence", "evidence closed"], d("2027-07-06")], [["C01", "2027-04-13"]],
  "Sukru OP evidence 13.4.txt: '13/04/2027 ... OP Bishnu Prasad Agrawal examined himself ... Evidence closed. Arguments on 06.07.2027.'")
q("last_time", "dasamati case last date re kan hela",
  [d("2027-06-22"), ["io", "sarat chandra behera"], d("2027-07-20")], [["C07", "2027-06-22"]],
  "WhatsApp Chat with Smruti Jr (3).txt 22/06/27: 'IO SI Sarat Chandra Behera came on BW ... Next 20.07.2027'.")
q("last_time", "cofee case re pichhla tarikh re kana hela",
  [d("2026-12-09"), ["ow1", "ranjit das", "manager"], d("2027-01-20")], [["C03", "2026-12-09"]],
  "IMG_20261209_165522.jpg: '9/12/26 ... OW1 Ranjit Das (estate manager) examined ... Award on 20.01.2027.'", today="2026-12-15")
# next_date
q("next_date", "kamala MACT next kebe, kana pain",
  [d("2027-07-01"), ["rw1", "investigator"]], [["C06", "2027-04-22"]],
  "Kamala offer 22.4.docx: 'Insurer to examine its investigator RW1 ... Next 01.07.2027.'")
q("next_date", "budhri case paraba tarikh kebe?",
  [d("2027-06-29"), ["arguments"]], [["upload", "correction budhri ND.txt"]],
  "correction budhri ND.txt: 'yesterday's note says ND 22.06 - bhul ... sahi paraba tarikh 29.06.2027 for arguments'.",
  today="2027-04-10")
q("next_date", "naidu cheque case next date?",
  [d("2026-11-17")], [["C05", "2026-10-06"]], "naidu 6.10.txt: 'Next 17.11.26.'", today="2026-10-10")
# count
q("count", "raju babu case re naidu ketethar absent rahila",
  [["2", "two", "dui"], ["bw", "warrant"]], [["C05", "2026-07-16"], ["C05", "2026-08-27"]],
  "Register 16.07.26 (Odia): accused absent, fresh summons; IMG_20260827: 'Naidu absent again ... BW Rs. 10,000'.")
q("count", "dasamati case re ebe jae ketejana sakhi hele",
  [["5", "five", "pancha"]], [["C07", "2026-09-15"], ["C07", "2026-12-08"], ["C07", "2027-01-25"], ["C07", "2027-03-16"],
                              ["C07", "2027-06-22"]],
  "PW1 Dasamati 15.9; PW2 Rama Muduli 8 Dec; PW3 Sadhu Khara 25/1/27; PW4 Dr. Pattnaik 16/03/2027; IO 22/06/27.")
q("count", "maliguda writ ketethar high court re lagichi",
  [["6", "six", "chha"]], [["C02", "2026-08-05"], ["C02", "2026-09-16"], ["C02", "2026-11-18"], ["C02", "2027-01-13"],
                           ["C02", "2027-03-10"], ["C02", "2027-04-21"]],
  "05.08.26, 16.09.26, 18/11/26, 13/01/27, 10.03.2027, 21.04.2027 (Sailendra's message and chat, two orders, the 21.04 note).")
# yes_no
q("yes_no", "naidu 143A paisa deichi ki?",
  [["not paid", "nahi", "not been paid"], ["1,57,000", "157000", "1.57 lakh"]], [["C05", "2027-04-06"]],
  "naidu 6.4.txt: '143A compensation Rs. 1,57,000 NOT paid - filed petition for recovery'.")
q("yes_no", "OSR re agrawal permission order dekhaila ki",
  [["no permission order", "no written order", "produced no"]], [["C01", "2026-12-01"], ["C01", "2027-04-13"]],
  "Order 01.12.2026: 'The O.P. produced no permission order'; 13.4 note: 'oral permission; no written order'.")
q("yes_no", "budhri interim maintenance mila ki nahi",
  [["3,000", "3000"], d("2026-11-11")], [["C08", "2026-11-11"]],
  "FC order 11.11.2026.pdf: 'directed to pay interim maintenance of Rs. 3,000/- ... per month'.")
# said
q("said", "siali case re forester cross re kana admit kala",
  [["gram sabha"], ["minor forest produce"], ["paraja"]], [["C04", "2027-03-25"]],
  "siali PW1 cross 25.3.docx: 'SHG members are Paraja ... did not ask for the gram sabha resolution ... siali leaf is a minor forest produce'.")
q("said", "maliguda re rath J collector ku kana kahile",
  [["personal affidavit"], ["rpdac"]], [["C02", "2027-01-13"]],
  "Sailendra chat 13/01/27: 'directed Collector Koraput to file personal affidavit with RPDAC minutes'.")
q("said", "kamala case re insurance WS re kana kahichi",
  [["badge", "transport endorsement"], ["helmet", "contributory"]], [["C06", "2026-10-29"]],
  "MACT issues 29.10.docx: 'no badge / transport endorsement ... without a helmet - contributory negligence'.")
# judge_habit
q("judge_habit", "jeypore JMFC behera sir accused absent hele kana karanti",
  [["bw", "bailable warrant", "warrant"], ["10,000", "10000"]], [["C05", "2026-08-27"]],
  "IMG_20260827_133408.jpg: 'Naidu absent again ... Court issued BW Rs. 10,000'.")
q("judge_habit", "family court judge sahab aage kana karanti, counselling?",
  [["counsellor", "counselling"], ["interim maintenance"]], [["C08", "2026-08-12"], ["C08", "2026-11-11"]],
  "Budhri FC 12.8.jpg: 'Judge referred both to counsellor'; FC order 11.11.2026: 'interim maintenance of Rs. 3,000/-'.")
q("judge_habit", "special judge madam sakhi na asile kana karanti",
  [["cdmo"], ["bw"]], [["C07", "2027-01-25"], ["C07", "2027-05-04"]],
  "25/1/27 diary: 'PW4 Dr. Pattnaik absent ... summons through CDMO'; register 04.05.27: 'BW to IO'.")
# pending_before
q("pending_before", "panda madam pakhare mora kauta case achhi",
  [["siali"], ["sabitri"], d("2027-08-05")], [["C04", "2026-11-19"], ["C04", "2027-06-24"]],
  "CamScanner 19-11-2026: 'JMFC, Koraput ... State (Forest) vs Sabitri Paraja ... siali leaf'; chat 24/06/27: 'Next 05.08.2027'.")
q("pending_before", "dash sir MACT re mora kana pending",
  [["kamala"], d("2027-07-01")], [["C06", "2026-07-30"], ["C06", "2027-04-22"]],
  "MACT Kamala 30.7.txt: 'MACT Jeypore (Dash sir)'; Kamala offer 22.4.docx: 'Next 01.07.2027'.")
# amount
q("amount", "cofee award kete taka hela",
  [["3,12,400", "312400", "3.12 lakh"], ["31,000", "31000"]], [["C03", "2027-01-20"]],
  "Hillview award 20.01.2027.pdf: 'Rs. 3,12,400/- ... compensation of Rs. 31,000/-'.")
q("amount", "naidu cheque kete tanka ra thila",
  [["7,85,000", "785000", "7.85 lakh"]], [["upload", "SBI return memo Naidu.pdf"]],
  "SBI return memo Naidu.pdf: 'for Rs. 7,85,000/-'.")
q("amount", "kamala ku insurance kete offer kala",
  [["14,00,000", "1400000", "14 lakh", "fourteen lakh"]], [["C06", "2027-04-22"]],
  "Kamala offer 22.4.docx: 'Dora offered Rs. 14,00,000 (fourteen lakh)'.")
# pattern
q("pattern", "sukru case re agrawal pakhya ketethar time nela",
  [["2", "two", "dui"], ["objection"], ["500"]], [["C01", "2026-08-11"], ["C01", "2027-03-02"]],
  "Chat 11/08/26: 'Time for objection dela'; chat 02/03/27: 'allowed time on cost Rs. 500'.")
q("pattern", "lachhman maintenance thik re deuchi ki",
  [["not paid"], ["9,000", "9000"]], [["C08", "2027-01-06"], ["C08", "2027-02-17"]],
  "budhri PW1 6.1.27.docx: 'Interim Rs. 3,000 pm not paid'; 17.2.27: 'OP paid Rs. 9,000 ... Balance arrear still'.")
# counsel_pattern
q("counsel_pattern", "khora babu cross re kana kare sabu bele",
  [["defer"], ["land dispute", "mango orchard"]], [["C07", "2026-09-15"], ["C07", "2026-10-27"]],
  "15.9.26: 'Khora sought to defer cross'; 27.10.2026: 'land dispute ... over a mango orchard'.")
q("counsel_pattern", "venkata rao ra line kana, se kana kare",
  [["security"], ["defer"]], [["C05", "2026-11-17"], ["C05", "2027-02-23"]],
  "naidu plea 17.11.docx: 'cheque given in blank as security'; 23/02/27: 'Venkata Rao asked to defer the rest of cross'.")
# witness
q("witness", "dasamati case re ward member kana kahila",
  [["hostile"], ["sadhu khara"]], [["C07", "2027-01-25"]], "25/1/27: 'PW3 Sadhu Khara (ward member) turned hostile'.")
q("witness", "kamala case eyewitness kie, kana kahila",
  [["narasingha pradhan"], ["wrong side"]], [["C06", "2027-03-11"]],
  "Kamala PW2 11.3.jpg: 'PW2 Narasingha Pradhan ... tipper came fast on the wrong side'.")
q("witness", "coffee case re AW2 kie, kana prove kala",
  [["mangala gadaba"], ["mustering khata", "khata"], ["150"]], [["C03", "2026-11-04"]],
  "coffee AW 4.11.txt: 'AW2 Mangala Gadaba examined - proved mustering khata (Ext. 3) ... paid Rs. 150 per day'.",
  today="2026-11-10")
# open
q("open", "sukru jami case short re bujhao bhai",
  [["1979"], ["ac. 1.20", "1.20 acre", "1.20"], d("2027-07-06")],
  [["upload", "OSR application Sukru.docx"], ["C01", "2026-12-01"], ["C01", "2027-04-13"]],
  "Application: 'Plot 412, Ac. 1.20 ... sale deed No. 1264 dated 04.05.1979 without the written permission'; 13.4: 'Arguments on 06.07.2027'.")
q("open", "maliguda R&R matter status kana",
  [["11 (eleven) out of the 23", "11 of the 23", "11 of 23", "11 out of 23", "eleven out of"], ["part heard"], d("2027-07-14")],
  [["C02", "2027-03-10"], ["C02", "2027-04-21"]],
  "Order 10.03.2027: '11 (eleven) out of the 23 families ... being included'; 21.04 note: 'part heard ... 14.07.2027'.")
# bare
q("bare", "naidu", [["cw2", "bank manager"], ["143a"]],
  [["upload", "JMFC Jeypore cause list 29.06.2027.pdf"], ["C05", "2027-04-06"]],
  "Cause list 29.06.2027: 'M/s Maa Bhairabi Rice Mill vs Gorle Appala Naidu - C.W. (CW2) / petition u/s 143A(5)'; 6/4/27: 'CW2 Branch Manager SBI'.")
q("bare", "budhri", [["arguments"]], [["upload", "correction budhri ND.txt"], ["upload", "week plan 28 june.docx"]],
  "correction: 'sahi paraba tarikh 29.06.2027 for arguments'; week plan: 'Tue 29.06 ... Family Court - Budhri args'.")
# no_record
q("no_record", "padmini jani ra land acquisition reference re kana hela", NR, [],
  "No such client or reference in any upload.", no_record=True, absent=["padmini", "land acquisition reference"])
q("no_record", "kamala case lok adalat ku gala ki?", NR, [],
  "C06 was never sent to a Lok Adalat; the insurer's offer was made in the MACT.", no_record=True, absent=["lok adalat"])
q("no_record", "naidu ku NBW hela ki kebe?", NR, [],
  "Only a bailable warrant (27.08.26), recalled 6/10/26; no non-bailable warrant.", no_record=True,
  absent=["nbw", "non-bailable", "non bailable"])
q("no_record", "tripathy babu sahita mora kauta case achhi", NR, [], "No Tripathy in any upload.", no_record=True,
  absent=["tripathy"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Koraput practice (bench/practices/koraput; written from the uploads' "
                    "source_text by its writer, practice115; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
