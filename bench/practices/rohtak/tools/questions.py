"""Write questions.json for the Rohtak practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note", "not in the notes"]]
TODAY = "2026-12-04"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"R-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "satbir wale gali case me pichhli tarikh pe ke hoya?",
  [d("2026-11-13"), ["dw1", "krishan"], ["2,000", "2000"]], [["C04", "2026-11-13"]],
  "Satbir DW1 cross 13.11.2026.docx: 'Costs Rs. 2,000 paid ... DW1 Krishan Kumar tendered affidavit ... Our cross'.")
q("last_time", "kheri sadh writ me last time kya hua tha",
  [d("2026-11-10"), ["part heard", "part arguments", "argued", "arguments"], d("2027-01-19")], [["C01", "2026-11-10"]],
  "kheri sadh args 10.11.txt: 'Argued 25 min ... Hooda ne time le liya ... Part heard. agli tarikh 19.01.2027.'")
q("last_time", "sombu ki bail me pichhli date pe kya hua",
  [d("2026-05-06"), ["granted", "allowed", "bail mil gayi", "released"]], [["C02", "2026-05-06"]],
  "CRM-M-8815-2026 order dt 06-05-2026.pdf: 'the petition is allowed. The petitioner be released on regular bail'.",
  today="2026-05-10")
# next_date
q("next_date", "dhankhar cheque wale ki agli tarikh kab hai, kis liye?",
  [d("2026-12-05"), ["313", "statement of accused", "statement of the accused", "351 bnss"]],
  [["C05", "2026-11-16"], ["upload", "Jhajjar JMIC cause list 05.12.2026.pdf"]],
  "WhatsApp Chat with Ankit Sheoran Jr (2).txt 16/11: '313 statement nahi hua. ND 5/12/26'; cause list 05.12.2026: 'Statement of accused'.")
q("next_date", "gali wale rasta case ka NDOH?",
  [d("2026-12-11")], [["upload", "correction satbir ND.txt"]],
  "correction satbir ND.txt: 'ND 18.12 likh diya tha - galat ... Sahi agli tarikh 11.12.2026'. The 13.11 note says 18.12 (wrong).")
q("next_date", "pooja divorce agli kab lagegi",
  [d("2026-10-30")], [["C06", "2026-09-18"]], "Pooja PW1 cross 18.9.txt: 'ND 30.10.26.'", today="2026-09-20")
# count
q("count", "jakhar ne satbir ke case me kitni baar tarikh li ab tak",
  [["4", "four", "char"]], [["C04", "2026-01-16"], ["C04", "2026-03-21"], ["C04", "2026-04-24"], ["C04", "2026-10-09"]],
  "16.01 register: 'सेशन कोर्ट में बिजी - ... तारीख ले ली'; 21.03: 'Jakhar again busy ... cross deferred'; order 24.04: "
  "'third adjournment ... same ground'; order 09.10: 'DW1 is unwell ... Last opportunity'. Four.")
q("count", "sunil kumar ko cheque case me kitni baar exemption mil chuki",
  [["3", "three", "teen"]], [["C05", "2026-04-02"], ["C05", "2026-07-18"], ["C05", "2026-11-16"]],
  "Ankit chat 02/04: 'exemption lagayi, allow ho gayi'; 18/07: 'exemption ... 500 cost' ('Doosri baar'); 16/11: 'exemption laga di' ('Teesri baar').")
q("count", "panchayat writ me sarkar ne reply ke liye kitni baar time liya",
  [["2", "two", "twice", "second", "do baar"]], [["C01", "2026-01-20"], ["C01", "2026-03-03"]],
  "CWP notes 20 jan.docx: 'instructions awaited ... sought 4 weeks'; order 03.03.2026: 'again seeks time ... This is the second such request'.")
# yes_no
q("yes_no", "sombu nu bail mili ke koni?",
  [["yes", "haan", "granted", "mil gayi", "allowed"], d("2026-05-06")], [["C02", "2026-05-06"]],
  "CRM-M-8815-2026 order dt 06-05-2026.pdf: 'the petition is allowed'.")
q("yes_no", "deepak ne pooja ka poora bakaya de diya kya?",
  [["24,000", "24000"], ["not fully", "not paid in full", "not the full", "not cleared", "not completely", "partly", "partial", "only 24", "only rs", "still due", "nahi", "not all", "पूरी नहीं"]], [["C06", "2026-07-24"]],
  "IMG-20260724-WA0009.jpg (24.07.2026): 'बकाया राशि पूरी नहीं दी - सिर्फ 24,000 दिए'.", today="2026-08-01")
q("yes_no", "ramphal wale RSA me SQL ka note file ho gya?",
  [["not filed", "not yet", "still not", "nahi", "pending", "no,"], ["two pages", "2 pages", "two-page", "2-page", "short note"]],
  [["C03", "2026-10-12"], ["upload", "Plan 5-18 Dec.docx"]],
  "Plan 5-18 Dec.docx: 'RSA Ramphal: short note of SQL (2 pages) - STILL NOT FILED'; order 12.10.2026: 'short note of not more than two pages'.")
# said
q("said", "kheri sadh me judge ne wall ke baare me kya kaha tha?",
  [["own risk"], ["status quo"]], [["C01", "2026-07-14"]],
  "Document_2026-07-14.docx: 'judge ne kahya status quo is status quo, any construction at their own risk'.")
q("said", "satbir ne cross me peeche wale raste ke baare me kya maana",
  [["barish", "rain"], ["khet", "field", "back"]], [["C04", "2026-05-22"]],
  "gali case PW1 cross 22-5.docx: 'back side khet wala rasta exists \"par barish me paani bhar jaata\"'.")
q("said", "MACT me khatri sahab last date pe kya bole",
  [["last opportunity"], ["investigator", "malhotra"]], [["C07", "2026-11-19"]],
  "Ankit chat (2) 19/11: 'investigator Rajiv Malhotra nahi aaya ... Khatri sir naraz the - \"last opportunity\"'.")
# judge_habit
q("judge_habit", "sethi sahab ke court me sabse pehle kya poochte hain, kya leke jaun",
  [["jamabandi"]], [["C01", "2025-12-09"], ["C01", "2026-01-20"], ["C01", "2026-03-03"]],
  "20251209: 'Judge ne pehle jamabandi poochhi'; 20 jan docx: 'Judge asked again for jamabandi 2019-20'; order 03.03: 'along with the jamabandi'.")
q("judge_habit", "family court wali judge ka parties ke baare me kya rule hai",
  [["in person"], ["mediation"]], [["C06", "2025-12-19"], ["C06", "2026-05-15"]],
  "IMG_4471.HEIC: 'sent both to mediation ... both parties in person next date too'; 15 may docx: 'Both present in person (judge insists every date)'.")
q("judge_habit", "dalal sahab complainant ke baare me kya chahte hain",
  [["present", "khud aaye", "in person", "har date"]], [["C05", "2026-04-02"]],
  "Ankit chat 02/04/26: 'Dalal sir bole complainant har date pe khud aaye'.")
# pending_before
q("pending_before", "10 dec wali MACT se pehle kya ready rakhna hai",
  [["dl", "driving licence", "licence"], ["rto"]], [["upload", "Plan 5-18 Dec.docx"]],
  "Plan 5-18 Dec.docx: 'Thu 10/12 MACT ... Keep DL copy + RTO letter ready.'")
q("pending_before", "satbir case agli date se pehle kya karna hai",
  [["patwari", "dw2"], ["lc report", "local commissioner"]], [["upload", "Plan 5-18 Dec.docx"], ["upload", "correction satbir ND.txt"]],
  "Plan: 'Fri 11/12 ... Satbir gali - DW2 patwari cross. Read LC report again.'")
# amount
q("amount", "pooja ko interim maintenance kitna mila tha",
  [["12,000", "12000"], ["15,000", "15000"]], [["C06", "2026-03-13"]],
  "HMA 233-2025 s24 order 13.03.2026.pdf: 'Rs. 12,000/- per month ... Rs. 15,000/- as litigation expenses'.")
q("amount", "tent house wale ka cheque kitne ka tha",
  [["3,75,000", "375000", "3.75 lakh", "375,000"]], [["upload", "cheque return memo Sunil Kumar.pdf"]],
  "cheque return memo: 'Cheque No. 448213 dated 01.07.2025 for Rs. 3,75,000/-'.")
q("amount", "ramphal ne stay ke liye kitne paise jama karaye",
  [["2,50,000", "250000", "2.5 lakh", "2.50 lakh", "250,000"]], [["C03", "2026-01-12"]],
  "RSA 2210 12.01.docx: 'execution stayed subject to deposit of Rs. 2,50,000'.")
# pattern
q("pattern", "is saal kin kin case me doosri party pe cost lagi",
  [["kheri", "panchayat", "shamlat"], ["satbir", "gali", "rathee"], ["dhankhar", "sunil", "cheque"]],
  [["C01", "2026-03-03"], ["C04", "2026-04-24"], ["C04", "2026-10-09"], ["C05", "2026-07-18"]],
  "orders: C01 03.03 costs Rs. 10,000 on State; C04 24.04 Rs. 1,000 and 09.10 Rs. 2,000; chat 18/07 'Dalal sir ne allow kiya but 500 cost'.")
q("pattern", "jhajjar me mere kaun kaun se matter hain",
  [["dhankhar", "sunil", "cheque"], ["kamlesh", "mact", "naresh"]], [["upload", "Plan 5-18 Dec.docx"]],
  "Plan 5-18 Dec.docx: 'Sat 5/12 Jhajjar JMIC - Dhankhar cheque' and 'Thu 10/12 MACT Jhajjar - Kamlesh'.")
# counsel_pattern
q("counsel_pattern", "jakhar vakil har baar kya bahana banata hai",
  [["sessions", "session court", "सेशन"]], [["C04", "2026-01-16"], ["C04", "2026-03-21"], ["C04", "2026-04-24"]],
  "16.01 register 'सेशन कोर्ट में बिजी'; 21.03 'busy in sessions court'; order 24.04 'busy in the Court of Sessions ... third adjournment'.")
q("counsel_pattern", "dhaka accused ke liye har date kya karta hai",
  [["exemption"]], [["C05", "2026-04-02"], ["C05", "2026-07-18"], ["C05", "2026-11-16"]],
  "Ankit chats 02/04, 18/07, 16/11: 'Dhaka ne exemption lagayi'.")
# witness
q("witness", "kamlesh ne cross me naresh ki kamai ke baare me kya bataya",
  [["mistri", "mason"], ["700"]], [["C07", "2026-05-28"]],
  "kamlesh PW1 28.05.txt: 'she said Naresh was mistri, daily 700-800'.")
q("witness", "gali case me PW2 kaun tha, kya bola usne",
  [["dharampal"], ["6 houses", "six houses"], ["seedhiyan", "steps"]], [["C04", "2026-07-10"]],
  "10 july rathee.txt: 'PW2 Dharampal ... gali 8-9 feet, used by 6 houses, D1 ne 2025 me seedhiyan (steps) bana di'.")
q("witness", "insurance company ka investigator kaun hai kamlesh wale me",
  [["rajiv malhotra", "malhotra"]], [["upload", "jhajjar 5 oct.txt"], ["C07", "2026-11-19"]],
  "jhajjar 5 oct.txt: 'insurer's list of witnesses names their investigator Sh. Rajiv Malhotra'.")
# open
q("open", "kamlesh MACT ka poora haal batao",
  [["licence", "license"], ["commercial", "vyaparik", "व्यापारिक", "ईंट", "brick"], d("2026-12-10")],
  [["C07", "2026-04-16"], ["C07", "2026-11-19"]],
  "IMG-20260416-WA0003.jpg: 'लाइसेंस ट्रैक्टर-ट्रॉली के लिए नहीं था ... व्यापारिक काम (ईंटें ढोने)'; chat 19/11: 'ND 10.12.26'.")
q("open", "panchayat wala shamlat case short me samjha do",
  [["1950"], ["status quo"], d("2027-01-19")], [["C01", "2025-12-09"], ["C01", "2026-11-10"], ["upload", "DDPO order Kheri Sadh s7.pdf"]],
  "DDPO order: 'possession prior to 26.01.1950 ... Petition dismissed'; 9.12.25: 'Status quo'; 10.11 note: 'agli tarikh 19.01.2027'.")
# bare
q("bare", "pooja", [d("2026-12-18")], [["C06", "2026-10-30"]], "20261030_152040.jpg: 'RE now - Deepak's evidence ... ND 18.12.26.'")
q("bare", "ramphal RSA", [d("2027-02-01")], [["C03", "2026-10-12"]], "RSA-2210-2024 order 12.10.2026.pdf: 'List on 01.02.2027.'")
# no_record
q("no_record", "dahiya wale partition suit ki agli date kya hai", NR, [],
  "No partition suit in any upload (Hawa Singh Dahiya is only a respondent in the panchayat writ).", no_record=True,
  absent=["partition"])
q("no_record", "kamlesh wala claim lok adalat me settle hua tha ke?", NR, [],
  "C07 was never sent to a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat"])
q("no_record", "sombu ki anticipatory bail wali petition ka kya bana", NR, [],
  "C02 was a regular bail; no anticipatory bail anywhere.", no_record=True, absent=["anticipatory"])
q("no_record", "deshwal vakil ke saath mera konsa case hai", NR, [], "No Deshwal in any upload.", no_record=True,
  absent=["deshwal"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Rohtak practice (bench/practices/rohtak; written from the uploads' "
                    "source_text by its writer, practice44; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
