"""Write questions.json for the Karnal practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
TODAY = "2027-02-10"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"K-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "kamboj wale mediclaim me pichli date pe kya hua",
  [["written arguments"], ["for orders", "orders"], d("2027-02-10")], [["C01", "2027-01-13"]],
  "IMG_20270113_171522.jpg: '13/1 Kamboj - OP1 written arguments filed ... Commission: \"for orders\". ND 10.02.2027.'")
q("last_time", "hari om ki apeal me last time kya hua state commission me",
  [["investor"], ["booking form"], d("2027-03-10")], [["C08", "2027-01-27"]],
  "WhatsApp Chat with Pooja Sandhu Jr.txt, 27/01/2027: 'Sachdeva ne kaha Hari Om investor hai ... Lathwal sir ne booking "
  "form maanga', 'Next date 10.03.2027'.")
q("last_time", "gupta ji ke bijli bill case me last kya hua tha",
  [["defective"], ["no tampering", "jumping"], d("2026-07-20")], [["C07", "2026-06-15"]],
  "ME Lab report meter Gupta.pdf: 'meter found DEFECTIVE - display jumping ... no tampering found ... fixed for arguments "
  "on 20.07.2026'.", today="2026-06-20")
# next_date
q("next_date", "suman lata wali HC appeal ki agli date?", [d("2027-03-19")], [["C04", "2027-01-22"]],
  "WhatsApp Chat with Pooja Sandhu Jr.txt, 22/01/2027: 'FAO Suman Lata not reached ... ND 19.03.2027'.")
q("next_date", "rajni devi claim ki nxt date kya hai", [d("2027-01-12"), ["final arguments", "arguments"]],
  [["C03", "2026-11-17"]],
  "correction rajni ND.txt (18.11.2026): 'the next date written in yesterday's note (19.01.2027) is wrong ... 12.01.2027 "
  "(Tuesday) for final arguments'.", today="2026-11-20")
q("next_date", "baljeet kaur refund ki next date", [d("2027-02-10"), ["arguments", "args"]], [["C06", "2026-12-10"]],
  "baljeet accounts 10.12.txt: 'ND 10.02.2027 for arguments.'")
# count
q("count", "hari om appeal me ab tak kitni dates lagi", [["5", "five", "paanch"]],
  [["C08", "2026-06-24"], ["C08", "2026-08-26"], ["C08", "2026-10-14"], ["C08", "2026-12-02"], ["C08", "2027-01-27"]],
  "FA 588 order 24.06.2026; 26.8 note; register 14.10.26; 2 dec note; Pooja's chat 27/01/2027 - five dates.")
q("count", "gupta chakki wala PLA case kitni tareekh me nipta", [["5", "five", "paanch"]],
  [["C07", "2026-02-16"], ["C07", "2026-03-16"], ["C07", "2026-04-20"], ["C07", "2026-06-15"], ["C07", "2026-07-20"]],
  "PLA order 16.02.2026; chat 16/03/2026; register 20.04.26; ME Lab report 15.06.2026; award 20.07.2026 - five.")
q("count", "chawla flat case me RERA me abhi tak kitni peshi hui", [["4", "four", "chaar"]],
  [["C05", "2026-02-24"], ["C05", "2026-04-07"], ["C05", "2026-05-19"], ["C05", "2026-07-21"]],
  "Pooja's chat 24/02, 07/04, 19/05/2026 and chawla 21 july.txt - four hearings by 01.08.2026.", today="2026-08-01")
# yes_no
q("yes_no", "skyline wale club membership charge kar sakte hai kya ab?",
  [["no", "nahi", "not"], ["club membership"], d("2026-10-27")], [["C05", "2026-10-27"]],
  "HRERA order 1187 of 2025 dt 27.10.2026: 'The respondent shall not charge club membership, which is not part of the BBA.'")
q("yes_no", "suman lata ko paisa release hua kya HC se",
  [["yes", "haan", "released"], ["5,00,000", "500000", "5 lakh", "five lakh"], ["fdr", "fixed deposit"]],
  [["C04", "2026-05-15"]],
  "suman FAO 15.5.txt: 'Rs 5,00,000 released to Suman Lata, to be kept in FDR for 3 years'.", today="2026-06-01")
q("yes_no", "rajni wale claim me PW2 ka cross ho gaya?",
  [["yes", "haan", "ho gaya", "cross by mittal", "cross-examined"], ["harpreet"], d("2026-08-04")],
  [["C03", "2026-08-04"]],
  "PW2 Harpreet cross 4.8.26.docx: '04.08.2026 PW2 Harpreet Singh ... Cross by Mittal ... Stood firm.'")
# said
q("said", "arogyam case me medical board ne kya opinion diya",
  [["no negligence"], ["known complication"], ["kcgmc", "kalpana chawla"]], [["C02", "2026-11-18"]],
  "KCGMC board opinion CC 57.pdf: 'a bile leak / bile duct injury is a known complication ... The Board finds no "
  "negligence'.")
q("said", "mittal ne rajni claim me insurence ka kya defence liya reply me",
  [["fake"], ["licence", "license"], ["dimapur", "nagaland"]], [["C03", "2026-03-24"]],
  "rajni 24-3.txt: 'the licence NL-07-2019 shown as issued by DTO Dimapur (Nagaland) is fake'.")
q("said", "dhull sahab ne chawla case me OC ke baare me kya bola tha",
  [["oc ka status", "status of the oc", "oc status", "occupation certificate"], ["documents"]], [["C05", "2026-05-19"]],
  "Pooja's chat 19/05/2026: 'Dhull sir ne first question OC ka poocha - builder ko OC ka status documents ke saath file "
  "karne ko kaha'.")
# judge_habit
q("judge_habit", "mann sahab version late ho to kya karte hain",
  [["costs", "cost"], ["2,000", "2000", "two thousand"], ["last opportunity"]], [["C01", "2026-03-18"]],
  "CC 214-2025 order 18.03.2026.pdf: 'Last opportunity is granted subject to costs of Rs. 2,000/-'.")
q("judge_habit", "sheoran madam reply na aaye to builder pe kya karti hai",
  [["cost", "costs"], ["5,000", "5000", "five thousand"]], [["C06", "2026-07-16"]],
  "HRERA 402-2026 proceedings 16.07.2026.pdf: 'Cost of Rs. 5,000/- is imposed upon the respondent'.")
q("judge_habit", "aggarwal sahab insurance company ke gawah na aaye to kya karte",
  [["closed", "close"], ["by order"]], [["C03", "2026-11-17"]],
  "rajni MACT 17.11.txt: 'Aggarwal sahab closed R3's evidence by order'.")
# pending_before
q("pending_before", "mann sahab ke paas mere kaunse case chal rahe",
  [["kamboj", "surender"], ["kiran bala", "arogyam"]],
  [["C01", "2027-01-13"], ["C02", "2027-01-20"], ["upload", "CC-57-2026 order dt 15.07.2026.pdf"],
   ["upload", "CC 214-2025 order 18.03.2026.pdf"]],
  "Both order sheets signed '(Jasbir Singh Mann) President'; Kamboj for orders 10.02.2027; Arogyam next 03.03.2027.")
q("pending_before", "rera me abhi kya pending hai", [["baljeet", "karnal homes"]],
  [["C06", "2026-12-10"], ["C05", "2026-10-27"]],
  "baljeet accounts 10.12.txt: 'ND 10.02.2027 for arguments'; the Chawla order 27.10.2026: 'Complaint stands disposed of'.")
# amount
q("amount", "kamboj ka claim kitne ka repudate kiya tha", [["2,86,400", "286400", "2.86 lakh"]],
  [["upload", "repudiation Star Sunrise 28.10.pdf"]],
  "repudiation Star Sunrise 28.10.pdf: 'Your claim for Rs. 2,86,400/- ... is repudiated'.")
q("amount", "hari om appeal me builder ne kitna deposit kiya", [["5,05,000", "505000", "5.05 lakh"]],
  [["C08", "2026-06-24"]], "FA 588-2026 order 24.06.2026.pdf: 'deposited Rs. 5,05,000/- as statutory amount'.")
q("amount", "gupta ji ka bill revise hoke kitna bana", [["23,410", "23410"]], [["C07", "2026-07-20"]],
  "PLA award 33-2026 Gupta.pdf: 'which works out to Rs. 23,410/-'.")
# pattern
q("pattern", "baljeet case me builder har baar kya kar raha tha",
  [["reply"], ["last opportunity"], ["cost", "costs"]],
  [["C06", "2026-05-21"], ["C06", "2026-07-16"], ["C06", "2026-09-10"]],
  "chat 21/05/2026: 'Reply ke liye time maanga, madam ne last opportunity di'; 16.07.2026: 'has not filed its reply. "
  "Cost of Rs. 5,000/-'; 10.09: 'Bansal paid the cost'.")
q("pattern", "hari om appeal aage kyu khisak rahi hai har baar",
  [["personal", "पर्सनल"], ["leave", "bench nahi baithi"]], [["C08", "2026-10-14"], ["C08", "2026-12-02"]],
  "register 14.10.26: 'सचदेवा वकील ने पर्सनल दिक्कत बोलकर तारीख ली'; hari om 2 dec.txt: 'Bench-II nahi baithi, Manjula "
  "ma'am leave par'.")
# counsel_pattern
q("counsel_pattern", "manish goel aam taur pe kya karta hai", [["time"], ["version"], ["written arguments"]],
  [["C01", "2026-03-18"], ["C01", "2026-07-08"], ["C01", "2026-11-25"]],
  "order 18.03.2026: 'Version not filed ... requests for time'; 8-7-26: 'Goel sought time'; 25.11: 'Goel then asked "
  "time to file written arguments'.")
q("counsel_pattern", "pawan mittal ka kya tareeka hai MACT me", [["time"], ["licence", "license"], ["witness", "clerk"]],
  [["C03", "2026-03-24"], ["C03", "2026-09-08"], ["C03", "2027-01-12"]],
  "rajni 24-3: fake licence; 8.9 mact: 'licensing clerk ... Mittal sought time'; 12/1: 'Mittal ne time le liya'.")
# witness
q("witness", "rajni claim me eye witness kaun tha", [["harpreet"]], [["C03", "2026-08-04"]],
  "PW2 Harpreet cross 4.8.26.docx: 'PW2 Harpreet Singh s/o Jarnail Singh, dhaba owner'.")
q("witness", "kamboj case me insurance ka investigator kaun tha", [["sanjay bhatia"], ["truefact"]],
  [["C01", "2026-08-19"]], "19.08 consumer.txt: 'RW2 Sanjay Bhatia (investigator, M/s Truefact Investigations, Panipat)'.")
q("witness", "rajni wale case me insurance company ka RW1 kaun", [["neeraj", "नीरज"], ["investigator", "इन्वेस्टिगेटर"]],
  [["C03", "2026-10-13"]], "IMG-20261014-WA0002.jpg: 'बीमा कंपनी का गवाह RW1 नीरज राणा (इन्वेस्टिगेटर) पेश हुआ'.")
# open
q("open", "arogyam wala case short me samjhao", [["bile"], ["no negligence"], d("2027-03-03")],
  [["upload", "version OP1 OP2 Arogyam final.docx"], ["C02", "2026-11-18"], ["C02", "2027-01-20"]],
  "version: 'A bile leak is a known and recognised complication'; board: 'no negligence'; chat 20/01/2027: '03.03.2027'.")
q("open", "skyline chawla case ka final kya hua", [["10.85"], ["disposed", "allowed"], d("2026-10-27")],
  [["C05", "2026-10-27"]], "HRERA order 27.10.2026: 'prescribed rate of 10.85% ... Complaint stands disposed of'.")
# bare
q("bare", "rajni", [d("2027-02-10"), ["arguments", "args"]], [["C03", "2027-01-12"]],
  "IMG_20270113_171522.jpg: 'ND 10/2/27 for his args'.")
q("bare", "kamboj", [d("2027-02-10"), ["orders"]], [["C01", "2027-01-13"]],
  "IMG_20270113_171522.jpg: 'Commission: \"for orders\". ND 10.02.2027.'")
# no_record
q("no_record", "dhanda builders wale rera complaint ka kya status hai", NR, [],
  "No such builder or complaint in any upload.", no_record=True, absent=["dhanda"])
q("no_record", "kiran bala case me mediation ke liye bheja tha na, kya hua", NR, [],
  "C02 was never sent for mediation; the Commission only called a medical board.", no_record=True, absent=["mediation"])
q("no_record", "suman lata appeal me HC ne case remand kar diya tha?", NR, [],
  "The FAO is pending for arguments; nothing was sent back.", no_record=True, absent=["remand"])
q("no_record", "adv tanwar ke saath mera koi matter hai kya", NR, [], "No Tanwar in any upload.", no_record=True,
  absent=["tanwar"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Karnal practice (bench/practices/karnal; written from the uploads' "
                    "source_text by its writer, practice79; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
