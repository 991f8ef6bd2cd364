"""Write questions.json for the Bhopal practice: questions typed the way this advocate types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; also 28.07.26 and the chamber's 17/3 when `short`)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd:02d}.{mm:02d}.{yy:02d}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}",
             f"{dd:02d}/{mm:02d}/{yy:02d}", f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}",
             f"{LONG[mm - 1]} {dd}", f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note", "not in the notes"]]
TODAY = "2027-05-12"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"B-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "narmada greens me pichli baar kya hua tha",
  [["settlement"], ["agrawal"], d("2027-05-12")], [["C01", "2027-04-06"]],
  "proceedings 06.04.2027: 'Shri Manish Agrawal for the promoter seeks time stating that the parties are exploring a "
  "settlement ... list for final arguments on 12.05.2027'.")
q("last_time", "ahirwar OA me last date pe kya hua? rejoinder kab tak",
  [["sealed cover"], ["rejoinder"], d("2026-12-16")], [["C03", "2026-11-11"], ["upload", "correction ahirwar ND.txt"]],
  "Ahirwar OA 11.11.26.docx: 'promotion kept in sealed cover ... Rejoinder in 2 weeks' (it says ND 16.01.2027 by "
  "mistake); correction ahirwar ND.txt: 'correct next date is 16.12.2026'.", today="2026-11-20")
q("last_time", "shobha madam ki writ me last hearing pe kya hua",
  [["no undertaking"], ["service book"], d("2027-07-06")], [["C06", "2027-04-19"]],
  "WP-18206-2026 order 19-04-2027.pdf: 'The service book has been produced ... no undertaking was obtained ... "
  "after the summer vacation, on 06.07.2027'.")
# next_date
q("next_date", "chit fund wale case ki agli tareekh kya h", [d("2027-05-25"), ["dhurve", "investigating officer", "io evidence"]], [["C05", "2027-04-13"]],
  "chit fund 13.4.txt: 'IO (SI Prakash Dhurve) absent ... ND 25.05.2027 - IO.'")
q("next_date", "sunil ahirwar ki next date kab hai bhiya", [d("2027-05-19"), ["final hearing"]], [["C03", "2027-03-24"]],
  "ahirwar 24.3.txt: 'ND 19.05.2027 - final hearing.'")
q("next_date", "pallavi ka next date kya hai", [d("2027-01-18"), ["issues"]], [["C04", "2026-11-16"]],
  "HMA 418-2026 order 16.11.2026.pdf: 'Case fixed for framing of issues on 18.01.2027.'", today="2026-12-01")
# count
q("count", "CAT me mishra ji ne kitni baar time liya ab tak",
  [["3", "three", "teen", "thrice"], ["instructions"]],
  [["C03", "2026-08-19"], ["C03", "2026-09-30"], ["C03", "2027-02-10"]],
  "GPO OA 19 aug.txt: 'Mishra ... instructions ... awaited - 4 weeks time'; order 30.09.2026: 'again seeks time ... "
  "last opportunity'; order 10.02.2027: 'seeks time as the record has not been received'.")
q("count", "chit fund me accused logo ne kitni exemption le li",
  [["2", "two", "twice", "doosri"], ["anita"], ["vinod"]], [["C05", "2026-07-07"], ["C05", "2026-12-08"]],
  "register 06-08.07: 'अनीता चौकसे अनुपस्थित - ... हाजिरी माफी ... स्वीकार'; junior's chat 08/12/26: 'Vinod Chouksey khud "
  "absent ... exemption ho gayi' and 'Doosri exemption hai is case me (pehle Anita ki thi July me)'.")
q("count", "pallavi case me chourasia ne kitni baar sessions ka bahana karke date li",
  [["2", "two", "twice"], ["sessions"]], [["C04", "2027-01-18"], ["C04", "2027-04-05"]],
  "pallavi issues 18 jan.docx: 'Chourasia absent - his junior said busy in Sessions court'; junior's chat 05/04/27: "
  "'Chourasia sir phir sessions me busy'.")
# yes_no
q("yes_no", "narmada greens ko OC mil gaya kya", [["not granted", "not yet", "nahi mila", "pending"], d("2026-12-02")],
  [["C01", "2026-12-15"]], "New Microsoft Word Document (3).docx: 'OC applied on 02.12.2026 to BMC, not granted yet.'")
q("yes_no", "rafiq ki appeal me insurance company ne 50% jama kiya tha kya",
  [["deposit", "jama"], ["2,57,500", "257500", "2.575 lakh", "2.57 lakh"]], [["C02", "2026-09-03"]],
  "rafiq 3 sept.txt: 'Insurer ne deposit kar diya tha - Rs. 2,57,500 (50%) - confirmed from registry.'")
q("yes_no", "narmada wale builder ka reply aaya ki nahi abhi tak", [["force majeure"], d("2026-07-28")],
  [["C01", "2026-07-28"]], "narmada 28 july.txt: '28.07.26 ... Reply finally filed by Agrawal. Defence: force majeure'.",
  today="2026-10-01")
# said
q("said", "RERA engineer ki report me tower B ke baare me kya likha tha", [["72%", "72 %", "72 percent"], ["lift"]],
  [["upload", "inspection report Tower B.pdf"]],
  "inspection report Tower B.pdf: 'overall progress about 72%. Lifts: not installed.'")
q("said", "pathak J ne shobha wali writ me undertaking ke baare me kya kaha tha", [["undertaking"], ["service book"]],
  [["C06", "2027-02-08"]], "WP-18206-2026 order 08-02-2027.pdf: 'whether any undertaking was obtained ... produce the "
  "service book'.")
q("said", "thakur sahab ne chit fund me accused absent hone pe kya bola tha", [["warrant"], ["present"]],
  [["C05", "2026-12-08"]], "junior's chat 08/12/26: 'Bole next date pe dono accused present rahein warna warrant'.")
# judge_habit
q("judge_habit", "saxena sahab RERA me usually kya kya maangte hain builder se",
  [["quarterly progress report", "qpr"], ["occupancy certificate", "oc status"], ["inspect", "inspection"]],
  [["C01", "2026-05-19"], ["C01", "2026-09-08"], ["C01", "2026-12-15"]],
  "proceedings 19.05.2026: 'latest quarterly progress report'; 08.09.2026: 'status of the occupancy certificate and ... "
  "(QPR)'; 15 Dec docx: 'Authority's engineer to inspect Tower B'.")
q("judge_habit", "parihar madam ka kya scene hai, har date pe kya puchti hain",
  [["counsellor"], ["maintenance"]], [["C04", "2026-08-03"], ["C04", "2027-01-18"]],
  "IMG20260803124507.jpg: 'Parihar madam - both to counsellor'; pallavi issues 18 jan.docx: 'Parihar madam asked "
  "\"maintenance de rahe ho ya nahi?\"'.")
q("judge_habit", "CAT bench sealed cover wale matter me kya karti hai usually",
  [["dpc minutes"], ["last opportunity"], ["costs", "2,000", "2000"]],
  [["C03", "2026-09-30"], ["C03", "2026-12-16"], ["C03", "2027-02-10"]],
  "order 30.09.2026: 'As a last opportunity'; 20261215 16 dec notes.txt: 'respondents to produce the DPC minutes'; "
  "order 10.02.2027: 'subject to costs of Rs. 2,000'.")
# pending_before
q("pending_before", "saxena sahab ke saamne mera kya kya pending hai", [["narmada", "m-bpl-26-0417"], d("2027-05-12")],
  [["C01", "2027-04-06"]], "proceedings 06.04.2027 (Coram Saxena): 'Complaint No. M-BPL-26-0417 ... final arguments on "
  "12.05.2027'; the Narmada Greens complaint is the only matter before RERA.")
q("pending_before", "thakur sahab ke court me mera kaunsa matter chal raha", [["chit fund", "chouksey"], d("2027-05-25")],
  [["C05", "2027-04-13"]], "chit fund 13.4.txt: 'Maa Bhawani Chit Fund ... ND 25.05.2027'.")
# amount
q("amount", "rafiq bhai ka district commission wala award kitne ka tha",
  [["4,85,000", "485000", "4.85 lakh"], ["9%", "9 %"], ["25,000", "25000"]],
  [["upload", "CamScanner 02-03-2026 11.05.pdf"]],
  "District Commission order 27.02.2026: 'Rs. 4,85,000 with interest @ 9% p.a. ... Rs. 25,000 for mental agony'.")
q("amount", "shobha madam se DEO ne kitni recovery nikali thi", [["2,14,600", "214600", "2.146 lakh", "2.15 lakh"],
  ["10,000", "10000"]], [["upload", "DEO order recovery Shobha.pdf"]],
  "DEO order 20.07.2026: '₹ 2,14,600 की वसूली ... ₹ 10,000 प्रतिमाह'.")
q("amount", "pallavi ka maintenance kitna fix hua tha", [["9,000", "9000"], ["11,000", "11000"]], [["C04", "2026-11-16"]],
  "HMA 418-2026 order 16.11.2026.pdf: 'interim maintenance of Rs. 9,000 per month ... litigation expenses of Rs. 11,000'.")
# pattern
q("pattern", "chit fund case itna khinch kyu raha hai", [["exemption", "हाजिरी माफी"], ["bank manager", "बैंक मैनेजर"],
  ["summons", "समंस"]], [["C05", "2026-07-07"], ["C05", "2026-12-08"], ["C05", "2027-03-02"]],
  "register 07.07: 'हाजिरी माफी का आवेदन ... स्वीकार'; chat 08/12/26: 'exemption ho gayi'; register 02.03.2027: "
  "'बैंक मैनेजर ... अनुपस्थित। पुनः समंस जारी'.")
q("pattern", "shobha writ me date aage kyu badhti rahi", [["instructions"], ["link failed", "vc link"]],
  [["C06", "2026-10-12"], ["C06", "2027-03-15"]],
  "shobha writ 12 oct.txt: 'GA Dubey - \"instructions from DEO Bhopal awaited\"'; shobha VC 15.3.txt: 'VC link failed'.")
# counsel_pattern
q("counsel_pattern", "agrawal, builder ka vakil, har baar kya karta hai", [["time"], ["settlement"], ["5,000", "5000"]],
  [["C01", "2026-06-23"], ["C01", "2026-10-27"], ["C01", "2027-04-06"]],
  "IMG20260623134018.jpg: 'Agrawal ... reply ke liye time'; register 27.10.2026: 'अग्रवाल जी ने समय माँगा ... ₹ 5,000 "
  "हर्जाना'; proceedings 06.04.2027: 'seeks time stating that the parties are exploring a settlement'.")
q("counsel_pattern", "chourasia ji pallavi wale me kaise khelte hain", [["sessions"], ["time"]],
  [["C04", "2026-09-07"], ["C04", "2027-01-18"], ["C04", "2027-04-05"]],
  "chat 07/09/26: 'Chourasia sir ne WS aur s.24 reply ke liye time le liya'; 18 jan docx: 'busy in Sessions court'; "
  "chat 05/04/27: 'phir sessions me busy'.")
# witness
q("witness", "chit fund me PW2 kaun thi, kitna paisa tha uska", [["kamla bai"], ["2,40,000", "240000", "2.4 lakh"]],
  [["C05", "2027-01-19"]], "IMG20270119131545.jpg: 'PW2 Kamla Bai (widow, Aishbagh) - 2,40,000 jama'.")
q("witness", "chit fund me bank wala gawah kaun tha aur kya prove kiya", [["rajesh sahu"], ["1.86 crore"]],
  [["C05", "2027-04-13"]], "chit fund 13.4.txt: 'PW3 Rajesh Sahu, Branch Manager ... Rs. 1.86 crore withdrawn in cash'.")
q("witness", "pallavi ka cross kab hua tha aur kisne kiya", [d("2027-02-22"), ["chourasia"]], [["C04", "2027-02-22"]],
  "IMG20270222142210.jpg: '22/2/27 ... Chourasia cross ~ 1 hr'.")
# open
q("open", "ahirwar wala case short me bata do", [["sealed cover"], ['"fit"', "fit for lsg", "found fit"],
  d("2025-02-14"), d("2027-05-19")], [["upload", "exoneration order SK Ahirwar.pdf"], ["C03", "2027-03-24"]],
  "exoneration order: 'Dated 14.02.2025 ... EXONERATED'; ahirwar 24.3.txt: 'Sealed cover opened ... \"FIT\" for LSG ... "
  "ND 19.05.2027'.")
q("open", "rafiq ki appeal ka overall kya hua", [["dismissed"], ["10,000", "10000"], d("2027-04-22")],
  [["C02", "2027-04-22"]], "FA-512-2026 final order: 'Dated: 22.04.2027 ... The appeal is dismissed with costs of "
  "Rs. 10,000'.")
# bare
q("bare", "narmada", [["final arguments"], ["inspection report", "72%"]],
  [["upload", "RERA cause list 12.05.2027.pdf"], ["upload", "week plan 10-19 may.docx"]],
  "cause list 12.05.2027: 'M-BPL-26-0417 ... Final arguments'; week plan: 'Carry inspection report + interest chart'.")
q("bare", "pallavi", [["strike off"], ["cross"]], [["upload", "week plan 10-19 may.docx"], ["C04", "2027-04-05"]],
  "week plan: 'Pallavi - PW1 remaining cross + strike off defence application (arrears)'.")
# no_record
q("no_record", "lalghati wale plot ka RERA complaint kab lagna hai", NR, [],
  "No Lalghati plot in any upload; the only RERA matter is the Narmada Greens flat.", no_record=True,
  absent=["lalghati"])
q("no_record", "rafiq bhai ki appeal mediation me bheji thi kya", NR, [],
  "The State Commission never referred C02 to mediation; no upload names it.", no_record=True, absent=["mediation"])
q("no_record", "shobha madam wali writ me contempt lagani padi thi na?", NR, [],
  "No contempt petition anywhere; the interim stay was obeyed.", no_record=True, absent=["contempt"])
q("no_record", "advocate khare ke saath mera kaunsa matter hai", NR, [], "No Khare in any upload.", no_record=True,
  absent=["khare"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Bhopal practice (bench/practices/bhopal; written from the uploads' "
                    "source_text by its writer, practice94; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
