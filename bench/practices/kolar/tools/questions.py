"""Write questions.json for the Kolar practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "yenu record illa", "no note", "not in the notes"]]
TODAY = "2031-07-03"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"K-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "tomato cheque case-alli last date yenu aaytu?",
  [d("2031-06-18"), ["dw1", "chowdareddy", "accused"], ["security"]], [["C03", "2031-06-18"]],
  "Harish chat (2) 18/06/31: 'DW1 - Chowdareddy swatha evidence kottru. \"Cheque security ge kottidde...\"'; register 18.06.2031.")
q("last_time", "arumugam labour court last time enna aachu",
  [d("2031-06-16"), ["ಲೆಕ್ಕಾಚಾರ ಪಟ್ಟಿ", "calculation sheet", "calculation"], d("2031-07-14")], [["C01", "2031-06-16"]],
  "Register June 2031: '16.06.2031 ... ಲೆಕ್ಕಾಚಾರ ಪಟ್ಟಿ ಹಾಜರು. ಅರ್ಜಿದಾರರ ವಾದ ಮುಗಿಯಿತು. ಮುಂ.ದಿ. 14.07.2031'.")
q("last_time", "selvi quarters writ last hearing-alli yenu order aaytu",
  [d("2031-02-11"), ["8 weeks", "eight weeks"], ["family pension", "pension"]], [["C02", "2031-02-11"]],
  "selvi HC 11feb.txt: 'BGML to consider ... family pension and pass orders within 8 weeks'.", today="2031-02-20")
# next_date
q("next_date", "budikote partiton next date yavaga?",
  [d("2031-07-11")], [["C04", "2031-06-20"]],
  "Diary 20/6 says 'ND 4/7 ??'; correction budikote ND.txt: 'next date is 11.07.2031 ... NOT 04.07.2031'; register 11.07.2031.")
q("next_date", "granite case next date-ge yenu stage, yavaga",
  [d("2031-07-07"), ["ಪ್ರತಿವಾದಿ ವಾದ", "defendant's arguments", "defendant arguments", "arguments"]], [["C05", "2031-06-09"]],
  "Register June 2031: '09.06.2031 ... ಮುಂ.ದಿ. 07.07.2031 ಪ್ರತಿವಾದಿ ವಾದ'.")
q("next_date", "kulla bail orders yavaga kodtare?",
  [d("2031-03-25")], [["C08", "2031-03-17"]], "IMG_20310317_190210.jpg: 'Orders 25/3.'", today="2031-03-18")
# count
q("count", "naveen 498A-alli prosecution witnesses yeshtu jana examine aagidare ivaga varege",
  [["4", "four"]], [["C06", "2030-07-24"], ["C06", "2030-11-13"], ["C06", "2031-01-08"], ["C06", "2031-04-16"]],
  "PW1 Priya 24.07.2030 docx; PW2 Rajendran 13.11.2030 txt; PW3 Selvaraj 8/1/31 diary; PW4 IO PSI Manjula 16.04.2031 docx.")
q("count", "arumugam case-alli BGML yeshtu sala time tagondide",
  [["2", "two", "twice"]], [["C01", "2030-07-08"], ["C01", "2030-11-04"]],
  "Diary 8/7/30: 'Ravishankar (BGML) time for objections'; order sheet 04.11.2030: 'counsel seeks time ... costs of Rs. 500'.")
q("count", "bangarapet partition-alli yeshtu issues frame madidru",
  [["5 issues", "five issues", "5 ವಿವಾದಾಂಶಗಳು"]], [["C04", "2031-02-14"]],
  "budikote commissioner report 14-2.txt: 'Naik saaru framed 5 issues'; register: '5 ವಿವಾದಾಂಶಗಳು ರಚನೆ'.")
# yes_no
q("yes_no", "chowdareddy cash-alli 2 lakh kottidini antha helidnalla, adakke receipt ideya?",
  [["receipt illa", "no receipt", "without receipt", "without a receipt"], ["security"]], [["C03", "2031-06-18"]],
  "Harish chat (2) 18/06/31: '\"Cheque security ge kottidde, cash nalli 2 lakh kottidini\" ... Receipt illa antha cross nalli oppkondru'.")
q("yes_no", "selvi amma ge family pension sanction aayta illva",
  [["sanctioned", "sanction"], ["9,450", "9450"]], [["C02", "2031-04-08"]],
  "WP order 08.04.2031: 'sanction order dated 04.04.2031 granting family pension of Rs. 9,450/- per month'.")
q("yes_no", "kulla bail mele bandidane, avanu kamasamudram ge hogbahuda?",
  [["shall not enter", "not enter", "cannot enter"], ["charge sheet", "chargesheet"]], [["C08", "2031-03-25"]],
  "Bail order 25.03.2031: 'he shall not enter Kamasamudram village till the charge sheet is filed except with leave'.")
# said
q("said", "hiremath saaru arguments time-alli BGML ge yenu produce maadi antha helidru",
  [["calculation sheet"], ["form f"]], [["C01", "2031-03-10"]],
  "arumugam args 10.3.31.docx: '\"where is the gratuity calculation sheet and the Form F? Produce both.\"'.")
q("said", "PDJ saaru granite cross bagge GSM ge yenu helidru",
  [["commercial suit", "commercial"], ["timeline", "finish the cross"]], [["C05", "2031-01-13"]],
  "granite PW1 cross 13 jan.txt: '\"this is a commercial suit, finish the cross by the next date as per the timeline.\"'.")
q("said", "AC saaru mutation appeal order-alli oral partition bagge yenu helidru",
  [["civil court"], ["88/2029"]], [["C07", "2030-11-25"]],
  "RA 73 AC order 25.11.2030: 'The alleged oral partition of 2015 is a matter for the civil court in O.S. No. 88/2029'.")
# judge_habit
q("judge_habit", "roopa madam court-alli accused absent aadre yenu maadtare",
  [["bw", "bailable warrant", "warrant", "ಬಿ.ಡಬ್ಲ್ಯು"]], [["C03", "2030-09-25"]],
  "Order sheet 25.09.2030: 'Accused absent ... Issue BW against the accused for Rs. 10,000/-'; register 'ಬಿ.ಡಬ್ಲ್ಯು. ವಾರಂಟ್'.",
  today="2030-10-01")
q("judge_habit", "naik saaru partition-alli yavaglu yenu kelthare, yenu tegond hogbeku",
  [["pahani", "rtc", "ಪಹಣಿ"]], [["C04", "2030-07-19"], ["C04", "2031-02-14"]],
  "Diary 19/7: 'Naik saaru asked latest pahani + MR 12/2027-28 extract'; 14.02.2031 txt: 'file the latest pahani again'.")
q("judge_habit", "HC-alli shivalingiah J first yenu kelthare pension matter-alli",
  [["ppo", "pension payment order"]], [["C02", "2030-12-03"], ["C02", "2031-02-11"]],
  "Order 03.12.2030: 'place on record the Pension Payment Order (PPO)'; 11/02/2031 txt: 'first asked \"where is the PPO?\"'.")
# pending_before
q("pending_before", "arumugam 14/7 ge munche yenu ready maadbeku",
  [["written note"], ["claim heads"]], [["upload", "Week plan 30 Jun - 5 Jul.docx"], ["C01", "2031-03-10"]],
  "Week plan: 'Sat 5/7 Arumugam - written note of claim heads for 14/7'; 10.03.2031 docx: 'a short written note of the claim heads'.")
q("pending_before", "ivattu naveen case defence evidence-ge yaaru DW1, yenu prove maadbeku",
  [["employer"], ["showroom"]], [["upload", "Week plan 30 Jun - 5 Jul.docx"]],
  "Week plan: 'Thu 3/7 ... Naveen 498A - defence evidence: DW1 (A1 Naveen's employer, showroom never existed)'.")
# amount
q("amount", "tomato cheque amount eshtu",
  [["3,62,800", "362800", "3.62 lakh", "3.628 lakh", "362,800"]], [["upload", "IMG-20300411-WA0007.jpg"]],
  "Cheque return memo: 'Cheque No. 771904 dated 08.04.2030 for Rs. 3,62,800/-'.")
q("amount", "granite suit-alli namma claim eshtu, avara counter claim eshtu",
  [["18,40,000", "1840000", "18.4 lakh", "18.40 lakh", "1,840,000"], ["7,50,000", "750000", "7.5 lakh", "7.50 lakh", "750,000"]],
  [["upload", "Plaint ComOS Balaji Granites.pdf"], ["C05", "2030-08-05"]],
  "Plaint: 'decree for Rs. 18,40,000'; WS note 05.08.2030: 'COUNTER-CLAIM for Rs. 7,50,000'.")
q("amount", "arumugam total claim entha saar",
  [["4,86,320", "486320", "4.86 lakh", "486,320"]], [["C01", "2030-09-16"]],
  "arumugam PW1 16.9.txt: 'Claim: Rs. 4,86,320'.", today="2030-10-01")
# pattern
q("pattern", "ee varsha yaava cases-alli opposite party mele cost haakidru",
  [["arumugam", "bgml", "labour"], ["lakshmamma", "ಲಕ್ಷ್ಮಮ್ಮ", "budikote", "partition", "ramappa"]],
  [["C01", "2030-11-04"], ["C04", "2030-09-27"]],
  "Order sheet 04.11.2030 (Labour Court): 'costs of Rs. 500/-'; register 27.09.2030: 'ಲಕ್ಷ್ಮಮ್ಮ ಕೇಸು ... ರೂ. 300 ಖರ್ಚು'.")
q("pattern", "BGML virudha namma hatra yaav yaav cases ive",
  [["arumugam", "33c", "gratuity"], ["selvi", "quarters", "marikuppam"]],
  [["upload", "BGML service certificate Arumugam.pdf"], ["upload", "Eviction notice Selvi quarters.pdf"]],
  "Service certificate: 'Sri P. ARUMUGAM ... Gratuity paid'; eviction notice: 'Smt. Selvi ... Quarters No. 14, 3rd Line, Marikuppam'.")
# counsel_pattern
q("counsel_pattern", "chikkanarasimhaiah yavaglu yenu excuse kodthare",
  [["high court", "ಹೈಕೋರ್ಟ್", "hc alli"]], [["C04", "2030-09-27"], ["C04", "2031-04-25"]],
  "Register 27.09.2030: 'ಪ್ರತಿವಾದಿ ವಕೀಲರು ಹೈಕೋರ್ಟ್‌ನಲ್ಲಿ ಬ್ಯುಸಿ'; chat 25/04/31: '\"HC alli case ide\" antha hogbittru'.")
q("counsel_pattern", "ravishanker BGML vakeelru time kelodu yaake yavaglu",
  [["instructions"], ["corporate office", "corp. office"]], [["C01", "2030-07-08"], ["C01", "2030-11-04"]],
  "Diary 8/7/30: '\"instructions from Bangalore corp. office\"'; order 04.11.2030: 'instructions from the corporate office are awaited'.")
# witness
q("witness", "naveen case-alli PW2 rajendran cross-alli yenu oppkonda",
  [["kalyana mandapam", "marriage expenses"], ["with priya", "with her", "avaloda kitta"]], [["C06", "2030-11-13"]],
  "naveen PW2 rajendran.txt: 'the 2 lakh was \"for marriage expenses, given to the kalyana mandapam\"; ... gold is with Priya herself'.")
q("witness", "reddy garu granite case-lo DW1 anwar pasha entha blocks teesadu ani oppukunnadu",
  [["212"]], [["C05", "2031-03-24"]], "granite DW1 cross 24.3.docx: '212 granite blocks removed from Sy. 112'.")
q("witness", "BGML RW1 yaaru, service register bagge yenu helidaru",
  [["balasubramani"], ["not traceable"]], [["C01", "2031-01-20"]],
  "BGML RW1 cross 20-01-2031.docx: 'RW1 Sri S. Balasubramani ... service register ... \"not traceable\"'.")
# open
q("open", "lakshmamma family matters full status heli - AC appeal and partition",
  [["set aside", "allowed"], d("2031-07-11"), ["pw2", "sunitha"]], [["C07", "2030-11-25"], ["C04", "2031-06-20"]],
  "AC order 25.11.2030: 'The appeal is allowed. M.R. No. 12/2027-28 is set aside'; correction: '11.07.2031 ... PW2 Sunitha'.")
q("open", "selvi quarters case short-aagi heli, enna nilamai",
  [["no coercive"], ["9,450", "9450"], d("2031-07-15")], [["C02", "2030-09-04"], ["C02", "2031-04-08"]],
  "Order 04.09.2030: 'no coercive steps'; order 08.04.2031: 'Rs. 9,450/- per month ... list on 15.07.2031'.")
# bare
q("bare", "tomato", [d("2031-07-03"), ["arguments", "argument"]], [["C03", "2031-06-18"]],
  "Harish chat (2) 18/06/31: 'ND 3/7 arguments'; register: 'ಮುಂ.ದಿ. 03.07.2031 ವಾದ'.")
q("bare", "naveen", [d("2031-07-03"), ["defence evidence", "ಪ್ರತಿವಾದಿ ಸಾಕ್ಷ್ಯ"]],
  [["C06", "2031-06-11"], ["upload", "Week plan 30 Jun - 5 Jul.docx"]],
  "Register June 2031: '11.06.2031 ... ಮುಂ.ದಿ. 03.07.2031 ಪ್ರತಿವಾದಿ ಸಾಕ್ಷ್ಯ'; week plan: 'Naveen 498A - defence evidence'.")
# no_record
q("no_record", "silk cocoon reeler cheque case next date yavaga saar", NR, [],
  "No silk / cocoon matter in any upload (the only cheque case is the tomato commission agent's).", no_record=True,
  absent=["silk", "cocoon", "reeler"])
q("no_record", "arumugam case lok adalat-alli settle aayta?", NR, [],
  "C01 was never sent to a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat"])
q("no_record", "kulla bail cancel maadoke PP application haakidra?", NR, [],
  "No application for cancellation of bail in any upload; C08 ended with bail on 25.03.2031.", no_record=True,
  absent=["cancellation", "cancel bail"])
q("no_record", "advocate thimmarayappa jothe nanna yaava case ide", NR, [], "No Thimmarayappa in any upload.",
  no_record=True, absent=["thimmarayappa"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Kolar practice (bench/practices/kolar; written from the uploads' "
                    "source_text by its writer, practice 158; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
