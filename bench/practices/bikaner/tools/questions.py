"""Write questions.json for the Bikaner practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note", "not in the notes", "record me nahi"]]
TODAY = "2027-01-27"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"B-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "kesaram wale me ajmer me pichli peshi pe kya hua",
  [["bahas poori", "arguments concluded", "40 min"], ["written submissions"], d("2027-02-17")], [["C01", "2027-01-20"]],
  "ajmer 20.1.27.txt: 'Meri bahas poori - 40 min ... R3 written submissions 1 week me. Agli peshi 17.02.2027.'")
q("last_time", "chhangani bhujia dukan wale me last date pe kya hua tha",
  [["rani bazar"], ["patni", "wife"], d("2027-01-27")], [["C08", "2026-12-14"]],
  "IMG_20261214_151207.jpg: 'ADMITTED Rani Bazar me ek aur dukan patni ke naam ... Peshi 27.1.27.'")
q("last_time", "bhagirath ke dawe me lunkaransar me last kya hua",
  [["patwari", "omprakash jyani"], ["de close", "defence evidence closed"], d("2027-02-25")], [["C02", "2027-01-21"]],
  "Kavita (2) 21/01/27: 'DW2 patwari Kalu (Omprakash Jyani) ... DE close' / 'Final bahas 25 Feb'.")
# next_date
q("next_date", "sattar oont wale ki agli peshi kab h",
  [d("2027-01-28"), ["hanuman sahu", "pw3", "munim"]], [["upload", "sattar peshi sahi.txt"]],
  "sattar peshi sahi.txt: 'Sahi agli peshi 28.01.2027 (Thursday) - PW3 munim Hanuman Sahu' (the 10.12 diary's 27.1.27 is wrong).")
q("next_date", "daga probate next kab lagega",
  [d("2027-02-02"), ["pushpa", "ow1", "objector"]], [["C06", "2026-11-17"]],
  "Daga probate PE closed 17.11.docx: 'objector's evidence, OW1 Pushpa Rampuria - peshi 02.02.2027'.")
q("next_date", "sattar ka case agli date?", [d("2026-07-16"), ["6 issues", "issues framed"]], [["C03", "2026-05-14"]],
  "IMG_20260514_132950.jpg: '6 issues framed ... Peshi 16.7.26 - PE.' (asked on 20.05.2026)", today="2026-05-20")
# count
q("count", "lunkaransar me sdo kitni baar court me nahi baithe hamare case me",
  [["2", "two", "twice", "do baar"]], [["C02", "2026-02-19"], ["C02", "2026-10-08"]],
  "Kavita 19/02/26: 'SDO sahab law and order duty pe the, reader ne peshi 19 March di'; Kavita (2) 08/10/26: 'SDO madam ... VIP duty pe, court nahi lagi'.")
q("count", "kesaram ke case me ajmer ki kitni peshiyan ho chuki ab tak",
  [["7", "seven", "saat"]], [["C01", x] for x in ("2026-01-14", "2026-03-11", "2026-05-06", "2026-07-22", "2026-09-16", "2026-11-18", "2027-01-20")],
  "Seven BoR dates reported: 14.1.26 diary, 11.03 txt, 06.05 order, 22/07 Mahendra chat, 16 Sept docx, 18.11 order, 20.1.27 txt.")
q("count", "daga wale me hamari taraf se kitne gawah ho gaye",
  [["3", "three", "teen"], ["sethia"], ["joshi"]],
  [["C06", "2026-05-12"], ["C06", "2026-07-07"], ["upload", "Daga probate PE closed 17.11.docx"]],
  "17.11 docx: 'Our PE closed by statement (PW1 Sushil, PW2 Joshi, PW3 Sethia on commission)'.")
# yes_no
q("yes_no", "jaswant ki bail ka kya hua, mili?", [["allowed", "granted", "bail ho gayi"], ["1,00,000", "1 lakh", "100000"]],
  [["C04", "2026-04-27"]], "Order 27/04/2026: 'the bail application is allowed ... personal bond of Rs. 1,00,000/-' (asked 30.04.2026)",
  today="2026-04-30")
q("yes_no", "rukma wala intkal cancel hua ki nahi",
  [["निरस्त", "set aside", "cancelled"], ["तहसीलदार कोलायत", "tehsildar kolayat", "remand"], d("2026-07-08")], [["C07", "2026-06-16"]],
  "RAA order 16.06.2026: 'नामान्तरण निरस्त ... तहसीलदार कोलायत को पुनः निर्णय हेतु प्रतिप्रेषित ... 08.07.2026'.")
q("yes_no", "manju ko bhawani singh paisa de rha hai kya", [["39,000", "39000"], ["144(3)", "vasuli", "recovery"]],
  [["C05", "2026-09-02"]], "Manju AW2 2 Sept.docx: 'Baki 39,000 bakaya ... Vasuli ri arji u/s 144(3) BNSS' (asked 20.09.2026)",
  today="2026-09-20")
# said
q("said", "gopal krishan joshi ne gawahi me kya bola tha", [["kem road"], ["dimag saaf", "poora hosh", "sound mind"]],
  [["C06", "2026-07-07"]], "daga PW2 7.7.txt: 'will unke KEM Road office me type hui ... \"poora hosh me the\" ... \"dimag saaf\"'.")
q("said", "ramniwas ne jirah me kya kya maana", [["girdawari"], ["baari", "canal turn"], ["1995"]], [["C02", "2026-11-19"]],
  "20261119_172233.jpg: 'Admitted: 1995 su girdawari me khasra 412 par kasht Mukhram ri likhi; nahar ri baari Mukhram ke naam.'")
q("said", "navneet sharma ne ajmer me kya argument diya ab tak", [["ek chulha", "joint family"], ["co-sharer", "not landless"]],
  [["C01", "2027-01-20"], ["C01", "2026-09-16"]],
  "20.1.27 txt: 'Navneet Sharma ... \"joint family, ek chulha\"'; 16 Sept docx: 'allottee was a co-sharer, not landless'.")
# judge_habit
q("judge_habit", "member sa meena ji usually kya kya mangte hai", [["misal", "मिसल", "allotment file"], ["jamabandi", "जमाबन्दी"]],
  [["C01", "2026-01-14"], ["C01", "2026-05-06"], ["C01", "2026-09-16"]],
  "14.1.26: 'allotment ri original misal kathe hai?'; 06.05 order: 'मूल आवंटन पत्रावली (मिसल)'; 16 Sept: 'cutoff samvat ri jamabandi lao'.")
q("judge_habit", "family court wali madam maintenance me kya karti hai pehle",
  [["काउंसलिंग", "परामर्श", "counsellor", "counselling"], ["assets", "rajnesh"]], [["C05", "2026-01-29"], ["C05", "2026-03-05"]],
  "29.01 register: 'काउंसलिंग (परामर्श) के लिए भेजा'; manju 5.3.txt: 'assets & liabilities ro affidavit (Rajnesh v. Neha format)'.")
q("judge_habit", "soni j ndps bail me kya dekhte h", [["fsl"], ["antecedents"]], [["C04", "2026-02-16"], ["C04", "2026-03-09"]],
  "jodhpur 16.2.txt: 'FSL report aur criminal antecedents next date pe'; 9/3/26: 'Soni J: \"next date FSL must\"'.")
# pending_before
q("pending_before", "bhagirath wala dawa ab kis sdo ke paas h", [["neelam saharan", "saharan"]], [["C02", "2026-07-09"]],
  "Bhagirath PW1 9 July.docx: 'Naya SDO - Smt. Neelam Saharan (RAS) ne join kar liya' (asked 20.07.2026)", today="2026-07-20")
q("pending_before", "kesaram ki nigrani kiske paas lagi hai", [["meena", "मीणा"], ["ajmer", "bor", "board of revenue"]],
  [["C01", "2026-01-14"]], "IMG_20260114_163502.jpg: 'BoR Ajmer - Ct 4 - Member sa R.P. Meena'.")
# amount
q("amount", "manju ka interim kitna laga tha", [["13,000", "13000"], ["9,000", "9000"], ["4,000", "4000"]],
  [["C05", "2026-05-13"]], "13.05 order: '9,000 रुपये एवं ... 4,000 रुपये प्रतिमाह'; docx: 'kul 13,000 mahina'.")
q("amount", "chhangani case me kirayedar ko kitna jama karna tha", [["58,500", "58500"], ["6,500", "6500"]],
  [["C08", "2026-04-13"]], "13.04.2026 order: 'बकाया किराया 58,500 रुपये (9 माह x 6,500)'.")
q("amount", "sattar ka claim kitne ka hai", [["8,64,500", "864500", "8.64 lakh"], ["12%", "interest"]],
  [["upload", "Sattar plaint final.pdf"]], "Plaint: 'decree for Rs. 8,64,500 with interest at 12% p.a.'")
# pattern
q("pattern", "bhawani singh maintenance time pe deta hai kya", [["39,000", "39000"], ["52,000", "52000"]],
  [["C05", "2026-09-02"], ["C05", "2026-10-28"]],
  "2 Sept docx: 'Baki 39,000 bakaya'; 28.10 order: 'बकाया ... 52,000 रुपये का डिमाण्ड ड्राफ्ट'.")
q("pattern", "colony tehsil waale misal time pe bhejte hai kya", [["koni aayi", "record awaited", "not received"], ["finally"]],
  [["C01", "2026-03-11"], ["C01", "2026-05-06"], ["C01", "2026-09-16"]],
  "11.03: 'Misal ... koni aayi - \"record awaited\"'; 06.05 order directs sending; 16 Sept: 'Finally original misal aa gayi'.")
# counsel_pattern
q("counsel_pattern", "navneet sharma ajmer wala har peshi pe time leta hai kya", [["time", "समय"], ["अंतिम अवसर", "last opportunity"], ["जयपुर", "jaipur"]],
  [["C01", "2026-03-11"], ["C01", "2026-11-18"]],
  "11.03: 'reply ke liye time manga'; 18.11 order: 'उच्च न्यायालय जयपुर पीठ में व्यस्त ... दूसरी बार समय ... अंतिम अवसर'.")
q("counsel_pattern", "acharya ji sattar wale me kaise khel rahe h", [["7/11", "69"], ["500"]],
  [["C03", "2026-02-05"], ["C03", "2026-07-16"]],
  "Kavita 05/02/26: '7/11 ki arji - sec 69 partnership'; 16.07 order: 'समय 500 रुपये हर्जे पर'.")
# witness
q("witness", "daga probate me sethia ji ka bayan kaise hua", [["commission", "कमीशन"], ["suresh harsh", "सुरेश हर्ष"], ["12 sept"]],
  [["C06", "2026-08-18"], ["C06", "2026-10-06"]],
  "18.08 order: 'कमीशन ... श्री सुरेश हर्ष ... निवास पर बयान'; Sushil chat 06/10/26: 'Sethia ji ne 12 Sept ko ghar pe bayan diye'.")
q("witness", "sattar wale me pw2 kaun tha aur kya bola", [["ramzan", "रमजान"], ["pushkar", "पुष्कर"], ["6,80,000"]],
  [["C03", "2026-10-15"]], "15.10 register: 'PW2 रमजान खान (दलाल, पुष्कर मेला) ... 11 ऊंट 6,80,000 में बिके, रुपया मांगीलाल ने लिया'.")
q("witness", "lunkaransar wale me gopiram baa ne kya kaha", [["1994"], ["412"]], [["C02", "2026-08-20"]],
  "Kavita (2) 20/08/26: 'Bole 1994 me baant unke saamne hui thi, 412 Mukhram ko.'")
# open
q("open", "kesaram ka colony case short me samjhao",
  [["bajju", "बज्जू"], ["stay"], d("2027-02-17")],
  [["upload", "Addl Colonisation Commr appeal order 18.08.2025.pdf"], ["C01", "2026-01-14"], ["C01", "2027-01-20"]],
  "Appeal order: 'ग्राम बज्जू खाता संख्या 87 ... अपील खारिज'; 14.1.26: 'STAY'; 20.1.27: 'Agli peshi 17.02.2027'.")
q("open", "chhangani eviction ka pura status batao",
  [["58,500", "58500"], ["nitin"], ["rani bazar"], d("2027-01-27")],
  [["C08", "2026-04-13"], ["C08", "2026-10-26"], ["C08", "2026-12-14"]],
  "13.04 order: '58,500 रुपये'; 26.10 docx: 'AW2 Nitin ... resigned'; 14.12: 'Rani Bazar ... Peshi 27.1.27'.")
# bare
q("bare", "manju", [["bhawani singh"], ["jirah", "cross"]], [["upload", "Plan 27 Jan - 25 Feb.docx"], ["C05", "2026-12-09"]],
  "Plan: 'Wed 27/1 Family Court - Manju: baki jirah NAW1 Bhawani Singh'; 9.12.26: 'Baki jirah + NAW2 (maa) - peshi 27.1.27'.")
q("bare", "chhangani", [["rajkumar", "naw1"], ["rani bazar"]], [["C08", "2026-12-14"]],
  "IMG_20261214_151207.jpg: 'NAW1 Rajkumar Agarwal ... Rani Bazar me ek aur dukan ... Peshi 27.1.27.'")
# no_record
q("no_record", "nokha wale cheque bounce case ki agli date kya h", NR, [],
  "No cheque case and nothing at Nokha in any upload.", no_record=True, absent=["nokha", "cheque bounce"])
q("no_record", "jaswant ki bail cancel karwane ki arji state ne lagayi thi kya", NR, [],
  "C04 ended with bail granted; no cancellation application anywhere.", no_record=True, absent=["cancellation", "bail cancel"])
q("no_record", "manju wale case me lok adalat me samjhota hua tha na", NR, [],
  "C05 went to counselling only; no Lok Adalat in any upload.", no_record=True, absent=["lok adalat"])
q("no_record", "kachhawa vakil sahab ke against mera konsa case hai", NR, [], "No Kachhawa in any upload.", no_record=True,
  absent=["kachhawa"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Bikaner practice (bench/practices/bikaner; written from the uploads' "
                    "source_text by its writer, practice70; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
