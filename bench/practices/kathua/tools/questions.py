"""Write questions.json for the Kathua practice: questions typed the way this chamber types (Dogri, Hindi and English
in Latin letters), with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the chamber's 17/3 and 18.04 when `short`)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd:02d}.{mm:02d}.{yy:02d}", f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}",
             f"{LONG[mm - 1]} {dd}", f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}.", f"{dd:02d}.{mm:02d}"]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note", "not in the notes"]]
TODAY = "2028-04-10"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"KT-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "gian chand kuhl aale case ch pichhli tareekh ki hoya?",
  [d("2028-03-06"), ["hem raj", "kohli", "pw2"], ["500"]], [["C03", "2028-03-06"]],
  "PW2 kohli 6 march.docx: '06.03.2028 PW2 Hem Raj (kohli, 71 yrs) examined ... granted on costs Rs. 500'.")
q("last_time", "sunita teacher wali writ me last time kya hua jammu",
  [d("2028-02-17"), ["part heard", "part-heard", "further arguments"], d("2028-04-19")], [["C04", "2028-02-17"]],
  "Jammu 17 feb.txt: '17.02.2028 ... Part heard - paucity of time. List 19.04.2028 for further arguments.'")
q("last_time", "raju di bail da ki bana last date pe",
  [d("2027-05-29"), ["admitted to bail", "granted", "bail mil", "allowed"], ["50,000", "50000", "50 thousand"]],
  [["C01", "2027-05-29"]],
  "Bail App 37-2027 order 29.05.2027.pdf: '29.05.2027 ... admitted to bail on his furnishing a personal bond of Rs. 50,000/-'.",
  today="2027-06-02")
# next_date
q("next_date", "ashok mact agli date kab te kis cheez di",
  [d("2028-04-10"), ["final arguments", "final args", "arguments"]], [["C05", "2028-02-24"]],
  "MACT RW1 24.2.txt: 'Insurer closed evidence. Final arguments 10.04.2028.'")
q("next_date", "gian chand wale kuhl case ki agli tareekh?? 17 april likhi hai shayad",
  [d("2028-04-10")], [["upload", "correction kuhl ND.txt"]],
  "correction kuhl ND.txt: 'ND 17.04 likh diya tha, woh galat hai ... sahi agli tareekh 10.04.2028 (Monday)'. The 06.03 docx says 17.04 (wrong).",
  today="2028-03-08")
q("next_date", "nagri nishandehi next peshi kado ai",
  [d("2028-04-18"), ["orders", "order"]], [["C06", "2028-02-08"]],
  "nishandehi objections 8 feb.docx: 'Tehsildar sahab ne orders ke liye rakha: 18.04.2028'.")
# count
q("count", "sunita writ me GA ne reply ke liye kitni baar time liya",
  [["two", "2", "twice", "do baar"]], [["C04", "2027-05-27"], ["C04", "2027-07-22"]],
  "WhatsApp Ankush 27/05/27: 'GA Salathia madam ne instructions aaste time mangeya'; order 22.07.2027: 'Learned GA again seeks time'.")
q("count", "kuhl case ch kinne issues frame hoye",
  [["five issues", "5 issues", "five", "5"]], [["C03", "2027-11-08"]],
  "issues kuhl 8 nov.docx: 'Issues framed (5) - five issues framed today'.")
q("count", "ashok mact me doctor ki gawahi ke liye kitni tareekhen lagi",
  [["two", "2", "twice"]], [["C05", "2027-10-21"], ["C05", "2027-12-02"]],
  "WhatsApp Ankush 21/10/27: 'Dr Anil Bhau nei aaye ... phir summon kitte, ND 2/12'; MACT order 02.12.2027: 'PW2 Dr. Anil Bhau ... examined'.")
# yes_no
q("yes_no", "jasrotia ne kuhl case wale 500 costs de ditte ke nahi",
  [["nahi diye", "not paid", "no"], ["500"]], [["upload", "correction kuhl ND.txt"]],
  "correction kuhl ND.txt: 'Costs Rs 500 Jasrotia ne aaj tak nahi diye.'", today="2028-03-08")
q("yes_no", "sunita writ me jo 5000 costs lagi thi UT ne pay kar di?",
  [["paid", "yes"], d("2027-12-16")], [["C04", "2027-12-16"]],
  "IMG_20271216_160512.jpg: '16/12 HC Jmu - Sunita ... Costs 5000 paid by cheque today.'")
q("yes_no", "kanta devi ki appeal allow hui thi?",
  [["allowed", "yes"], ["remand", "tehsildar hiranagar", "fresh attestation"]], [["C02", "2028-01-12"]],
  "AC order Kanta Devi 12.01.2028.pdf: 'The appeal is allowed. Mutation No. 1422 is set aside and the matter is remanded to the Tehsildar Hiranagar'.")
# said
q("said", "thappa PP ne raju bail ch ki bolya tha",
  [["54/2025", "fir 54"], ["consumption", "8/27", "antecedents"]], [["C01", "2027-05-25"]],
  "IMG-20270525-WA0011.jpg: 'PP Thappa ne antecedents bole: FIR 54/2025 P/S Hiranagar 8/27 NDPS (consumption)'.")
q("said", "mahajan ne kanta wali appeal ch ki argue kitta",
  [["hibanama", "gift"], ["time barred", "limitation"], ["dowry", "1998"]], [["C02", "2027-11-03"]],
  "kanta appeal args 3 nov.docx: 'Mahajan argued for Bodh Raj: hibanama dated 05.06.2024 ... daughter married in 1998 and got dowry; appeal time barred.'")
q("said", "insurance wale investigator ne cross me kya maana ashok case",
  [["never visited the spot", "did not visit the spot", "not visited the spot", "never visited"],
   ["fir", "police file"]], [["C05", "2028-02-24"]],
  "MACT RW1 24.2.txt: 'In cross he admitted he never visited the spot, report made from FIR and the police file'.")
# judge_habit
q("judge_habit", "bhagotra j state ke baar baar time maangne pe kya karte hain",
  [["last opportunity"], ["5,000", "5000"], ["personal affidavit", "affidavit"]],
  [["C04", "2027-07-22"], ["C04", "2027-10-28"]],
  "order 22.07.2027: 'As a last opportunity ... costs of Rs. 5,000/-'; order 28.10.2027: 'Chief Education Officer, Kathua shall file his personal affidavit'.")
q("judge_habit", "munsiff madam adjournment pe costs lagandi ai?",
  [["500"], ["bina costs", "without costs", "next time nahi"]], [["C03", "2028-03-06"], ["C03", "2027-12-13"]],
  "PW2 kohli 6 march.docx: 'granted on costs Rs. 500'; 13.12 kuhl PW1.txt: 'Madam ne aaj bina costs ke de diya, next time nahi.'")
q("judge_habit", "bhagat sahab NDPS bail me kis cheez pe zor dete hain",
  [["fsl"], ["status", "antecedents"]], [["C01", "2027-05-18"], ["C01", "2027-05-25"]],
  "raju bail 18.5.txt: 'Judge: FSL kab aayegi?'; IMG-20270525-WA0011.jpg: 'Bhagat sahab: us FIR ka status batao'.")
# pending_before
q("pending_before", "tehsildar kathua kol mera kehda matter pending ai",
  [["om parkash", "nishandehi", "nagri"], d("2028-04-18")], [["upload", "Plan 10-21 April.docx"]],
  "Plan 10-21 April.docx: 'Tue 18.04  Tehsildar Kathua - Om Parkash nishandehi: orders.'")
q("pending_before", "HC jammu me abhi kaunsa case chal raha hai mera",
  [["sunita"], d("2028-04-19")], [["upload", "Plan 10-21 April.docx"]],
  "Plan 10-21 April.docx: 'Wed 19.04  HC Jammu Ct 5 - Sunita writ: further arguments'.")
# amount
q("amount", "reena nu interim kharcha kinna lagya",
  [["6,000", "6000", "six thousand"], ["3,000", "3000", "three thousand"]], [["C07", "2027-12-10"]],
  "diary page 8 and 10 dec.jpg: 'Naz madam: interim Rs 6,000 p.m. Reena + Rs 3,000 bachche ko'.", today="2027-12-15")
q("amount", "sunita di kinni salary release hoi",
  [["2,94,000", "294000", "2.94 lakh", "294,000"], ["28 months", "28"]], [["C04", "2027-12-16"]],
  "IMG_20271216_160512.jpg: 'salary Aug 2025 se Nov 2027 (28 months) released Rs 2,94,000'.")
q("amount", "ashok claim ch medical bills kinne de exhibit kitte",
  [["1,86,400", "186400", "1.86 lakh", "186,400"]], [["C05", "2027-09-16"]],
  "Ashok PW1 cross 16.09.docx: 'bills Rs. 1,86,400 exhibited'.")
# pattern
q("pattern", "kanta devi appeal itni lambi kyon chali, tareekhen kyun padti rahi",
  [["misl"], ["yatra"]], [["C02", "2027-07-14"], ["C02", "2027-08-18"]],
  "AC yatra duty 18 aug.txt: 'AC sahab Amarnath Yatra duty pe ... Misl abhi bhi Tehsil se nahi aayi'.")
q("pattern", "sanjeev reena da kharcha time te dinda ai ke nahi",
  [["24,000", "24000"], ["not paid", "pending", "nahi"]], [["C07", "2028-01-28"], ["C07", "2028-03-17"]],
  "WhatsApp Ankush (2) 28/01/28: 'Sanjeev ne court ch 24,000 ditte ... Baki arrears pending'; IMG_20280317: 'March maintenance not paid'.")
# counsel_pattern
q("counsel_pattern", "jasrotia vakeel kuhl case ch kiven chalda - time hi mangda?",
  [["sessions", "murder trial"], ["500"], ["deferred", "cross deferred"]],
  [["C03", "2027-04-26"], ["C03", "2027-12-13"], ["C03", "2028-03-06"]],
  "WhatsApp Ankush 26/04/27: 'Jasrotia ji ... time mangeya'; 13.12 kuhl PW1.txt: 'Sessions court mein murder trial hai - cross deferred'; 06.03 docx: 'costs Rs. 500'.")
q("counsel_pattern", "kamal gupta insurance wala ashok case me kya line leta hai",
  [["investigator"], ["wrong side"]], [["C05", "2027-09-16"], ["C05", "2028-01-20"]],
  "Ashok PW1 cross 16.09.docx: 'suggested Ashok was on the wrong side of NH-44'; WhatsApp (2) 20/01/28: 'apne investigator aaste time mangeya'.")
# witness
q("witness", "kuhl case ch PW2 kaun tha te ki bolya",
  [["hem raj"], ["baisakh", "28.03.2027", "earth fill"]], [["C03", "2028-03-06"]],
  "PW2 kohli 6 march.docx: 'PW2 Hem Raj (kohli, 71 yrs) ... cleans it every Baisakh ... Saw the earth fill on 28.03.2027'.")
q("witness", "ashok ke case me doctor ne kitni disability prove ki",
  [["30%", "30 %", "thirty percent", "30 percent"], ["anil bhau"]], [["C05", "2027-12-02"]],
  "MACT 64-2027 order 02.12.2027.pdf: 'PW2 Dr. Anil Bhau ... proves the disability certificate Ext. PW2/1 assessing 30% permanent disability'.",
  today="2027-12-05")
q("witness", "gian chand ne apne cross ch ki mannya",
  [["mangal", "tuesday"], ["denied", "2019"]], [["C03", "2028-01-24"]],
  "IMG_20280124_142010.jpg: 'Gian Chand admitted Tarsem ki turn Mangal ko. Pipe 2019 se? - denied firmly'.")
# open
q("open", "om parkash wale nishandehi case da pura haal dasso",
  [["total station"], ["3 marla", "three marla"], d("2028-04-18")],
  [["C06", "2027-08-10"], ["upload", "total station report Nagri.pdf"], ["C06", "2028-02-08"]],
  "nagri 10 aug.txt: 'total station naal karo'; total station report: 'over an area of 3 marla'; 8 feb docx: 'orders ke liye rakha: 18.04.2028'.")
q("open", "kanta devi wala mamla short me samjha do",
  [["1422"], ["hibanama", "unregistered", "gift"], ["remand"]],
  [["upload", "memo of appeal Kanta Devi AC.docx"], ["C02", "2028-01-12"]],
  "memo of appeal: 'mutation No. 1422 ... unregistered hibanama'; AC order 12.01.2028: 'remanded to the Tehsildar Hiranagar'.")
# bare (the lawyer's day, Monday 10.04.2028: the kuhl suit and the Ashok claim)
q("bare", "kuhl", [["pw3", "patwari"]], [["upload", "Plan 10-21 April.docx"]],
  "Plan 10-21 April.docx: 'Mon 10.04  Munsiff Kathua Ct 6 - Gian Chand kuhl: PW3 Patwari Logate'.")
q("bare", "ashok", [["final arguments", "final args"]], [["upload", "Plan 10-21 April.docx"]],
  "Plan 10-21 April.docx: 'MACT Kathua - Ashok claim: FINAL ARGUMENTS'.")
# no_record
q("no_record", "dayalachak wali dukaan de eviction case di agli date ki ai", NR, [],
  "No eviction case anywhere (Dayalachak is only Sanjeev's shop in the maintenance petition).", no_record=True,
  absent=["eviction"])
q("no_record", "raju di bail cancellation application da ki bana", NR, [],
  "C01 ended in bail granted; no cancellation application anywhere.", no_record=True, absent=["cancellation"])
q("no_record", "ashok claim lok adalat me settle hua tha?", NR, [],
  "C05 was never sent to a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat"])
q("no_record", "adv pathania de naal mere kehde case ne", NR, [], "No Pathania in any upload.", no_record=True,
  absent=["pathania"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Kathua practice (bench/practices/kathua; written from the uploads' "
                    "source_text by its writer, an outsider, practice 129; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
