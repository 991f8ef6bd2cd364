"""Write questions.json for the Kalaburagi practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "no note", "not in the notes", "illa", "nahi"]]
TODAY = "2027-02-10"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"K-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "dal mill case last time enu aaytu",
  [d("2027-01-06"), ["affidavit"], ["mahantesh"]], [["C01", "2027-01-06"]],
  "IMG20270106_125511.jpg: '6/1/27 OS 118 dal mill. PW1 Basavaraj chief affidavit filed ... Mahantesh - cross ge time'")
q("last_time", "seed company case lo last sunwai me kya hua",
  [d("2027-01-29"), ["reserved"], d("2027-03-26")], [["C08", "2027-01-29"]],
  "CC 38-2025 order 29.01.2027.pdf: 'Arguments of both sides heard. Reserved for orders. Call on 26.03.2027.'")
q("last_time", "inam writ HC nalli last time enaytu?",
  [d("2026-08-24"), ["last chance"], ["annigeri"]], [["C03", "2026-08-24"]],
  "inam writ 24.8.txt: 'Records NOT produced ... last chance to the State ... Sri Basavaraj Annigeri, filed vakalat'",
  today="2026-09-01")
# next_date
q("next_date", "nizam bhai suit agla date kab hai",
  [d("2027-02-16"), ["dw1"]], [["C02", "2027-01-19"], ["upload", "WhatsApp Chat with Nizam Bhai Tur.txt"]],
  "Nizam chat 19/01/27: 'Their DW1 Rajashekhar Gupta did not come ... Agla date 16.02.2027.'")
q("next_date", "lakshmibai MACT mundina dinanka?",
  [d("2027-02-26"), ["judgment"]], [["C04", "2027-01-22"]],
  "MVC 1187-2025 order sheet 22.01.2027.pdf: 'For judgment, put up on 26.02.2027.'")
q("next_date", "rafiq cheque case next date kya hai",
  [d("2026-10-05"), ["351"]], [["C05", "2026-08-17"]],
  "CC 2214-2025 order 17.08.2026.pdf: 'Put up on 05.10.2026 for recording statement of accused u/s 351 BNSS.'",
  today="2026-09-01")
# count
q("count", "kalyani cheque case me rafiq kitni baar absent raha ab tak",
  [["4", "four"]], [["C05", "2026-02-09"], ["C05", "2026-07-13"], ["C05", "2026-11-23"], ["C05", "2027-01-18"]],
  "Ayesha 09/02/26 'accused Rafiq absent'; 13/07/26 'Rafiq nakko aaya'; 20-23 nov note 'Rafiq absent again'; "
  "18/01/27 'again Rafiq absent'.")
q("count", "mahagaon inam writ me ab tak kitni hearings hui HC me",
  [["6", "six"]], [["C03", "2026-02-16"], ["C03", "2026-03-23"], ["C03", "2026-06-15"], ["C03", "2026-08-24"],
                   ["C03", "2026-10-12"], ["C03", "2027-01-11"]],
  "Orders 16.02.2026, 15.06.2026; notes 23/3, 24.8.26, 12.10.2026, 11/1/27.")
q("count", "venkateshwara walon pe nizam suit me kitni baar cost laga",
  [["2", "two", "twice"]], [["C02", "2026-03-24"], ["C02", "2027-01-19"]],
  "Shankrappa's register 24.03.2026 'ರೂ. ೫೦೦ ದಂಡ'; Nizam chat 19/01/27 'Madam gave time on cost Rs 1,000'.")
# yes_no
q("yes_no", "sameer and his ammi ko AB mil gaya kya?",
  [["allowed"], ["1,00,000", "1 lakh", "100000", "one lakh"]], [["C07", "2026-03-25"]],
  "Crl Misc 512-2026 order 25.03.2026.pdf: 'The petition is allowed ... personal bond for Rs. 1,00,000/-'")
q("yes_no", "dal mill commissioner report file aaytha?",
  [["file nahi", "not filed", "nahi hua"], d("2026-09-09")], [["C01", "2026-08-05"]],
  "Ayesha 05/08/26: 'Commissioner report file nahi hua sir. Mahantesh sir time maange. Next 09.09.2026'",
  today="2026-08-20")
q("yes_no", "lakshmibai case me insurance wale contributory negligence bole kya",
  [["contributory negligence"], ["50%", "50 %", "fifty"]], [["C04", "2026-06-19"]],
  "Lakshmibai cross 19 june.txt: 'without parking lights, so contributory negligence 50%'", today="2026-07-01")
# said
q("said", "HC judge khasra pahani odi enu helidru inam writ nalli",
  [["bheemappa pujari"], ["pattadar"], ["1137"]], [["C03", "2026-10-12"]],
  "inam writ hearing 12-10-26.docx: 'Bheemappa Pujari is shown as pattadar and kabzedar, Atiyat No. 1137'")
q("said", "nizam bhai ne cross me 18% interest pe kya bola",
  [["no written agreement"], ["practice of the yard", "mandi ka dastoor"]], [["C02", "2026-09-01"]],
  "PW1 cross Nizam 01-09-26.docx: 'Admitted no written agreement for 18% interest; \"it is the practice of the yard\"'")
q("said", "savita cross lo enu admit madidlu",
  [["46 days"], ["no medical treatment"], ["mahila sahaya vani", "counselling"]], [["C06", "2026-07-15"]],
  "Savita PW1 cross 15.07.2026.docx: '46 days later ... no medical treatment ... Mahila Sahaya Vani was closed after counselling'")
# judge_habit
q("judge_habit", "quadri sir MACT me usually kya maangte",
  [["bank statement"], ["ningappa", "owner"]], [["C04", "2026-04-17"], ["C04", "2026-06-19"]],
  "17.04.2026: 'Sir asked \"salary ka proof only certificate? bank statement laao\"'; 19/6/26: 'Sir asked us to "
  "examine the owner Ningappa for salary.'")
q("judge_habit", "deshpande J inam writ me state se kya chahte",
  [["original records"], ["khasra pahani"], ["last chance"]], [["C03", "2026-06-15"], ["C03", "2026-08-24"]],
  "Order 15.06.2026: 'produce the original records, namely the khasra pahani of 1954-55'; 24.8.26: 'last chance to the State'")
q("judge_habit", "patil madam rafiq absent ho to kya karti",
  [["warrant"], ["last chance"], ["nbw"]], [["C05", "2026-02-09"], ["C05", "2027-01-18"]],
  "Ayesha 09/02/26: 'Madam warrant issue kiye'; 18/01/27: 'Madam said last chance, next time NBW'")
# pending_before
q("pending_before", "kulkarni sir hatra nandu enu pending ide",
  [["dal mill", "118"], ["pw1 cross", "cross"], d("2027-02-10")],
  [["C01", "2027-01-06"], ["upload", "correction dal mill date.txt"]],
  "correction dal mill date.txt: 'dal mill OS 118/2025 ... next date is 10.02.2027 (PW1 cross)'")
q("pending_before", "consumer circuit bench me apna kya pending hai",
  [["38/2025", "samruddhi"], ["reserved"], d("2027-03-26")], [["C08", "2027-01-29"]],
  "CC 38-2025 order 29.01.2027.pdf: 'Complaint No. 38/2025 ... Reserved for orders. Call on 26.03.2027.'")
# amount
q("amount", "nizam ka venkateshwara pe total baaki kitna",
  [["8,46,500", "846500", "8.46 lakh", "8.465 lakh"]], [["upload", "Nizam Traders ledger Venkateshwara.pdf"]],
  "Ledger: 'Balance due (baaki) Rs. 8,46,500'")
q("amount", "rafiq ka cheque kitne ka tha",
  [["2,80,000", "280000", "2.8 lakh", "2.80 lakh"]], [["upload", "IMG-20250814-WA0006.jpg"]],
  "Return memo: 'Cheque No. 071554 dated 10.08.2025 for Rs. 2,80,000/-'")
q("amount", "dal mill commissioner fee eshtu kattbeku",
  [["15,000", "15000"]], [["C01", "2026-06-17"]],
  "OS 118-2025 order sheet 17.06.2026.pdf: 'Commissioner's fee Rs. 15,000/- to be paid by plaintiff.'")
# pattern
q("pattern", "hiremath case me IO kyun nahi aa raha, court ne kya kiya",
  [["election duty"], ["warrant"]], [["C06", "2026-12-02"], ["C06", "2027-01-27"]],
  "Register 02.12.2026 'ತನಿಖಾಧಿಕಾರಿ ಗೈರು'; Ayesha 27/01/27: 'IO again absent sir, election duty. Joshi sir issued warrant to IO.'")
q("pattern", "rafiq exemption kis kis reason pe leta hai",
  [["unwell"], ["out of station", "hyderabad"]], [["C05", "2026-07-13"], ["C05", "2026-11-23"], ["C05", "2027-01-18"]],
  "Ayesha 13/07/26 '\"accused unwell\"'; 23.11.2026 note '\"out of station - Hyderabad\"'; 18/01/27 'Exemption \"unwell\"'.")
# counsel_pattern
q("counsel_pattern", "mahantesh biradar dal mill case alli hegey nadkotare",
  [["time"], ["objections"], ["auditor"]], [["C01", "2026-04-08"], ["C01", "2026-08-05"], ["C01", "2026-09-09"]],
  "8.4.26: 'books are with the auditor in Hyderabad'; 05/08/26: 'Mahantesh sir time maange'; 9.9.26: 'wants to file objections'")
q("counsel_pattern", "deepak rao seed case me kaisa chalta",
  [["bengaluru"], ["absent"], ["4 weeks"]], [["C08", "2026-02-27"], ["C08", "2026-09-25"], ["C08", "2026-11-20"]],
  "27.2.26: 'Deepak Rao (came from Bengaluru)'; 25/9: '\"written args 4 weeks\"'; 20.11.2026: 'Deepak Rao absent'")
# witness
q("witness", "nizam suit ka PW2 kaun tha",
  [["hanif"], ["lorry"]], [["C02", "2026-12-08"], ["C02", "2026-09-01"]],
  "Order 08.12.2026: 'PW2 Sri Hanif S/o Abdul Gani examined'; cross note: 'PW2 (Hanif, the lorry owner)'")
q("witness", "lakshmibai case PW2 owner salary eshtu helda",
  [["18,000", "18000"], ["300"]], [["C04", "2026-09-04"]],
  "IMG20260904_152218.jpg: 'PW2 Ningappa ... Salary Rs. 18,000 + bhatta Rs. 300/day'")
q("witness", "hiremath case me gurappa ne kya bola saakshi me",
  [["2 lakh"], ["no receipt"], ["separate house"]], [["C06", "2026-08-26"]],
  "hiremath PW2 26.8.txt: 'paid Rs. 2 lakh ... \"in cash, no receipt\" ... daughter \"wanted separate house\"'")
# open
q("open", "dal mill case short me samjhao, ab kahan hai",
  [["62,40,000", "62.4 lakh", "6240000"], ["issues"], d("2027-02-10")],
  [["C01", "2026-09-09"], ["C01", "2026-11-18"], ["upload", "correction dal mill date.txt"]],
  "9.9.26: 'sales of Rs. 62,40,000'; order 18.11.2026: 'issues are framed'; correction: 'next date is 10.02.2027'")
q("open", "mahagaon patta wala case poora status",
  [["1955"], ["status quo"], d("2027-02-15")],
  [["upload", "khasra pahani 1954-55 Mahagaon.jpg"], ["C03", "2026-02-16"], ["C03", "2027-01-11"]],
  "Khasra pahani: 'patta issued 1955'; order 16.02.2026: 'maintain status quo'; 11/1/27: 'Next 15/2/27'")
# bare
q("bare", "rafiq", [["defence evidence"], ["last chance"]],
  [["C05", "2027-01-18"], ["upload", "JMFC-II cause list 10.02.2027.pdf"]],
  "Cause list 10.02.2027: 'C.C. 2214/2025 Kalyani Agro Agencies vs Abdul Rafiq  Defence evidence'; Ayesha 18/01/27 'last chance'")
q("bare", "basavaraj cross", [["pw1"], ["62.4 lakh", "62,40,000"]],
  [["upload", "Plan 8-13 Feb.docx"], ["C01", "2027-01-06"]],
  "Plan 8-13 Feb.docx: 'dal mill OS 118/2025 - PW1 cross (prepare Basavaraj: P&L 2023-24, 62.4 lakh)'")
# no_record
q("no_record", "gupta dal mill wala eviction suit ka agla date kya", NR, [],
  "No eviction suit anywhere (Rajashekhar Gupta is only the defendant's proprietor in the tur money suit).",
  no_record=True, absent=["eviction"])
q("no_record", "lakshmibai claim lok adalat me settle hua tha kya", NR, [],
  "C04 went to judgment; no Lok Adalat in any upload.", no_record=True, absent=["lok adalat"])
q("no_record", "hiremath case me compromise petition file aaytha?", NR, [],
  "No compromise in C06; no upload names one.", no_record=True, absent=["compromise"])
q("no_record", "kattimani vakil jothe nandu yav case ide", NR, [], "No Kattimani in any upload.", no_record=True,
  absent=["kattimani"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Kalaburagi practice (bench/practices/kalaburagi; written from the "
                    "uploads' source_text by its writer, practice97; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
