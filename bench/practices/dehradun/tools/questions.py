"""Write questions.json for the Dehradun practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "kuch nahi mila", "nahi hai", "no note"]]

TODAY = "2026-12-04"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"D-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


C = ["C04", "2026-11-20"]
WEEK = ["upload", "backlog/2026-12/Week list 7 to 12 Dec.docx"]
CORR = ["upload", "backlog/2026-11/Notes_20261103_0930.txt"]

# last_time
q("last_time", "Sushila ji wale suit me last time kya hwe?",
  [d("2026-11-20"), ["last opportunity"], ["affidavit"]], [C],
  "Nautiyal madam + FC 20.11.26.txt: 'DW1 (Kuldeep Negi) ka affidavit ni aayi ... LAST OPPORTUNITY'.")
q("last_time", "anjali ke case me pichli baar kya hua",
  [d("2026-11-20"), ["24,000", "24000"], ["savitri", "mother"]], [["C05", "2026-11-20"]],
  "Nautiyal madam + FC 20.11.26.txt: 'Manish ne court me 24,000 ka DD diya ... PW2 - Anjali ki maa Smt. Savitri Rawat ka bayan'.")
q("last_time", "sarkot van panchayat writ me last date pe kya hua tha?",
  [d("2026-09-02"), ["prastav", "resolution", "sahmati", "consent"]], [["C01", "2026-09-02"]],
  "Notes_20260902_1930.txt: arguments part heard; Joshi J asked about van panchayat sahmati; prastav dt 2.11.25 shown.",
  today="2026-09-10")
# next_date
q("next_date", "doon stationers ki agli tarik kab hai",
  [d("2026-12-21")], [["C07", "2026-11-02"], CORR],
  "aditi RCA 2.11.txt wrote NDOH 14.12.2026; Notes_20261103_0930.txt corrects: 'Sahi agli tarik 21.12.2026'.")
q("next_date", "gangster wale matter me next kab? Rakesh bhai puch rahe",
  [d("2026-12-15")], [["C02", "2026-11-10"]], "IMG_20261110_163511.jpg: 'agli tarik 15/12/26'.")
q("next_date", "nagni road wali appeal ki next date?",
  [d("2026-10-06")], [["C03", "2026-08-11"]], "Notes_20260811_1815.txt: 'ND 6.10.26'.", today="2026-09-01")
# count
q("count", "Garhi cantt suit me samne wale ne kitni baar time maanga ab tak?",
  [["4", "four", "chaar", "चार", "chautha"]],
  [["C04", "2026-01-23"], ["C04", "2026-04-10"], ["C04", "2026-08-28"], C],
  "Defence sought time on 23.01 (HC), 10.04 (ill, cost 1,000), 28.08 (cost 2,000), 20.11 ('ye chautha baar hai').")
q("count", "himgiri wale vakil ne sarkot me kitni baar time liya",
  [["3", "three", "teen"]], [["C01", "2026-01-20"], ["C01", "2026-03-03"], ["C01", "2026-07-08"]],
  "Bhatt: 20.01 'time maang', 03.03 'phir time maang', 08.07 'phir adjournment'.")
# yes_no
q("yes_no", "Sushila ji ke case me 2000 wala cost Negi ne de diya kya?",
  [["not paid", "unpaid", "baki", "nahi diya", "not yet", "pending", "outstanding", "नहीं दिया"]],
  [["C04", "2026-10-09"], C],
  "पंकज 09-10-26.docx: '2,000 रु. का हर्जाना अभी तक नहीं दिया गया'; 20.11 note: '2,000 wala cost abhi bhi baki'.")
q("yes_no", "sonu ki bail hui ki nahi?",
  [["granted", "allowed", "ho gayi"], d("2026-10-03"), ["50,000", "50000"]], [["C06", "2026-10-03"]],
  "IMG-20261003-WA0004.jpg: 'The bail application is allowed ... personal bond of Rs. 50,000/-'.")
q("yes_no", "chauhan ke C528 me koi protection hai abhi?",
  [["no coercive"], d("2026-09-15")], [["C02", "2026-07-21"], ["C02", "2026-03-17"], ["C02", "2026-02-10"]],
  "Notes_20260721_1600.txt: court on leave, 'date lag gayi 15.9.26. Interim ka order pehle se continue'; 17.3: 'Interim extended'.",
  today="2026-08-01")
# said
q("said", "joshi J ne sarkot me last time kya tippani kari thi?",
  [["prima facie"], ["sahmati", "consent"]], [["C01", "2026-11-24"]],
  "Notes_20261124_1915.txt: 'prima facie, van panchayat ki sahmati ke bina forest clearance tik nahi sakti'.")
q("said", "Khulbe sahab ne sonu ki bail pe report ke baare me kya bola tha",
  [["case diary", "केस डायरी"]], [["C06", "2026-09-25"]],
  "पंकज बेल 25-09.txt: 'साहब ने कहा बिना केस डायरी जमानत नहीं सुनेंगे'.")
q("said", "Bisht J ne nagni appeal me final hearing pe kya kaha",
  [["chart"], ["1,450", "1450"]], [["C03", "2026-11-17"]],
  "IMG_20261117_165901.jpg: 'Bisht J: State bhi apna chart de, 1,450 ka kya aadhar tha'.")
# judge_habit
q("judge_habit", "Nautiyal madam adjournment dene me kaisi hain?",
  [["cost", "हर्जाना", "kharcha"], ["last opportunity", "अगली बार नहीं", "last chance"]],
  [["C04", "2026-04-10"], ["C04", "2026-08-28"], C, ["C04", "2026-01-23"]],
  "Costs 1,000 (10.04) and 2,000 (28.08); 23.01: 'अगली बार नहीं'; 20.11: 'LAST OPPORTUNITY'.")
q("judge_habit", "family court wale judge sahab har date pe kya bolte hain",
  [["in person", "haazir", "present"], ["counselling", "mediation"]],
  [["C05", "2025-12-19"], ["C05", "2026-03-20"], ["C05", "2026-10-23"], ["C05", "2026-11-20"]],
  "19.12: 'both parties must be present in person on every date'; 23.10: 'suggested counselling'; 20.11: 'haazir rahne ko kaha'.")
q("judge_habit", "Pant J ka kya tareeka hai chauhan wale me",
  [["gang chart"], ["no coercive"]], [["C02", "2026-09-15"], ["C02", "2026-11-10"]],
  "15.9: 'AGA original gang chart aur DM ki approval le ke aao. No coercive action continues'; 10.11 same.")
# pending_before
q("pending_before", "Doon stationers wali appeal kiske yahan lagi hai?",
  [["adj-ii", "adj ii", "rent control appellate authority", "dobhal"]], [["C07", "2025-12-22"]],
  "aditi RCA 22.12.txt: 'ADJ-II (Rent Control Appellate Authority)'.")
q("pending_before", "sonu bisht ki bail kaun court me thi",
  [["asj-iii", "asj iii", "additional sessions judge-iii", "additional sessions judge iii", "khulbe",
    "ए.एस.जे. तृतीय"]], [["C06", "2026-09-21"], ["C06", "2026-10-03"]],
  "पंकज बेल 21-09.txt: 'ए.एस.जे. तृतीय'; order: 'ADDITIONAL SESSIONS JUDGE-III, DEHRADUN'.")
# amount
q("amount", "Anjali ka maintenance kitna laga tha aur ab kitna baaki hai",
  [["12,000", "12000"]], [["C05", "2026-05-08"], ["C05", "2026-11-20"]],
  "8 may: 'Rs 12,000 per month'; 20.11: 'Baki 12,000 abhi bhi'.")
q("amount", "doon stationers ka kiraya kitna jama karna hota hai mahine ka",
  [["6,500", "6500"], ["7th", "7 tak", "by the 7"]], [["C07", "2025-12-22"]],
  "aditi RCA 22.12.txt: 'rent Rs 6,500 per month by the 7th of each month'.")
q("amount", "sarkot writ me R5 pe kitna cost laga tha",
  [["5,000", "5000"]], [["C01", "2026-03-03"]], "CamScanner 03-03-2026 17.02.pdf: 'costs of Rs. 5,000/- to the petitioner'.")
# pattern
q("pattern", "Manish maintenance time pe deta hai ki nahi? kya chal raha",
  [["arrears", "baki", "not paid", "unpaid"], ["36,000", "36000"]],
  [["C05", "2026-07-03"], ["C05", "2026-10-23"], ["C05", "2026-11-20"]],
  "3.7: 'arrears Rs 24,000'; 23.10: 'Arrears ... now Rs 36,000'; 20.11: paid 24,000, 12,000 baki.")
q("pattern", "nagni FA itna late kyu chal raha hai",
  [["lcr", "lower court record"]], [["C03", "2025-12-17"], ["C03", "2026-02-24"], ["C03", "2026-04-15"]],
  "17.12 and 24.2: LCR nahi aaya; received 15.04.")
# counsel_pattern
q("counsel_pattern", "Rajendra Bisht ji hamesha kya bahana banate hain?",
  [["high court", "हाईकोर्ट", "nainital", "नैनीताल"], ["ill", "बीमार", "sick"]],
  [["C04", "2026-01-23"], ["C04", "2026-04-10"]],
  "23.01: 'बोले हाईकोर्ट नैनीताल में केस है'; 10.04: 'प्रतिवादी अधिवक्ता बीमार'.")
q("counsel_pattern", "Semwal ji RCA me har baar kya karte hain",
  [["junior", "absent"], ["sessions trial", "rejoinder"]], [["C07", "2026-04-06"], ["C07", "2026-11-02"]],
  "6.4: 'Mr. Semwal was absent; his junior sought time'; 2.11: 'sought time for rejoinder arguments ... busy in a Sessions trial'.")
q("counsel_pattern", "Sanjay Bhatt ka kya scene rehta hai sarkot me",
  [["counter"], ["5,000", "5000", "cost"]], [["C01", "2026-01-20"], ["C01", "2026-03-03"], ["C01", "2026-07-08"]],
  "Counter not filed 20.01 and 03.03 (cost Rs 5,000); 08.07 adjournment, senior unwell.")
# witness
q("witness", "Sushila suit me PW3 kaun tha aur kya laaya?",
  [["vinod kumar", "विनोद कुमार"], ["glr", "general land register"]], [["C04", "2026-10-09"]],
  "पंकज 09-10-26.docx: 'PW3 विनोद कुमार (छावनी परिषद) ... General Land Register (GLR) का उद्धरण'.")
q("witness", "Anjali ne cross me kya maana?",
  [["school"], ["part-time", "part time"]], [["C05", "2026-10-23"]],
  "aditi FC 23 oct.txt: 'admitted she works part-time at a school in Prem Nagar since April 2026'.")
q("witness", "garhi cantt wale me PW2 kaun tha",
  [["mahesh thapliyal", "महेश थपलियाल"], ["neighbour", "पड़ोसी", "padosi", "neighbor"]], [["C04", "2026-05-22"]],
  "IMG_20260522_181020.jpg: 'PW2 महेश थपलियाल (पड़ोसी)'.")
# open
q("open", "mohan ne is hafte ki list di thi, kya kya karna hai?",
  [["gang chart", "chauhan"], ["challan"], ["dw", "sushila"]], [WEEK],
  "Week list 7 to 12 Dec.docx: Sushila DW taiyari; Nainital Chauhan file, gang chart; Doon Stationers challan.")
q("open", "Anjali wale case me ab kya kya pending hai humare end pe",
  [["strike"], ["12,000", "12000"], d("2027-01-08")], [["C05", "2026-10-23"], ["C05", "2026-11-20"]],
  "Strike-off application (23.10), reply filed 20.11; 12,000 baki; ND 8.1.27.")
# bare
q("bare", "sonu", [d("2026-10-03"), ["bail"]], [["C06", "2026-10-03"]],
  "IMG-20261003-WA0004.jpg: bail allowed 03.10.2026.")
q("bare", "kamla devi FA", [d("2027-02-09")], [["C03", "2026-11-17"]], "IMG_20261117_165901.jpg: 'ND 09.02.2027'.")
# no record
q("no_record", "Bhagirathi hydel project wali writ me agli tarik kya hai?",
  NR, [], "No such writ; no hydel project in any upload.", no_record=True, absent=["bhagirathi", "hydel"])
q("no_record", "State ne sonu ki bail cancel karwane ki application daali thi kya?",
  NR, [], "No cancellation application in any upload of C06.", no_record=True, absent=["cancel"])
q("no_record", "Adv Deepa Rautela Anjali case me kab aayi thi?",
  NR, [], "No Rautela in the registry or any upload.", no_record=True, absent=["rautela"])
q("no_record", "Pauri wale partition suit me kya hwe last time?",
  NR, [], "No Pauri suit, no partition suit.", no_record=True, absent=["pauri", "partition"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Dehradun practice (bench/practices/dehradun; written from the uploads' "
                    "source_text by its writer, practice39; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
