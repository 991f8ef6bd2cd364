"""Write questions.json for the Hisar practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
HINDI = ["जनवरी", "फरवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"]
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
    forms += [f"{dd} {HINDI[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))

NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note", "not in the notes",
       "record me koni", "kuchh nahi mila"]]
TODAY = "2027-04-08"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"H-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "randhir wale case me pichhli tarikh pe ke hoya?",
  [d("2027-03-19"), ["de close", "de closed", "evidence closed"], d("2027-04-09")], [["C01", "2027-03-19"]],
  "20270319_151802.jpg: '19/3/27 ... Bishnoi ne DE close kar di by statement ... ND 9/4/27 args'.")
q("last_time", "mahavir ke claim me last date pe ke hoya tha",
  [d("2027-03-10"), ["rekha sharma", "rw1"], ["6,50,000", "650000", "6.5 lakh"]], [["C02", "2027-03-10"]],
  "mahavir RW1 10.03.2027.docx: 'RW1 Ms. Rekha Sharma ... Goyal offered Rs. 6,50,000 full and final. Mahavir refused'.")
q("last_time", "meeta ki bail me kal ke hoya, jarnail ka phone aa rha",
  [d("2026-07-03"), ["bail ho gayi", "bail granted", "released on regular bail"], ["50,000", "50000"]],
  [["C05", "2026-07-03"]],
  "WhatsApp Chat with Jarnail Singh.txt 03/07/26: 'Meeta ki bail ho gayi. 50,000 ka bail bond, ek zamanat'.",
  today="2026-07-04")
# next_date
q("next_date", "dhansu wale bhaiyon ke case ki agli tarikh kad hai",
  [d("2027-04-09"), ["args", "arguments", "बहस"]], [["C01", "2027-03-19"]],
  "20270319_151802.jpg: 'ND 9/4/27 args'; register March 2027: 'ढाणसू (रणधीर) - बहस के लिए अगली 9 अप्रैल'.")
q("next_date", "randhir case ki ND ke se? 11 jan likhi thi shayad",
  [d("2026-12-11"), ["dw1", "satbir"]], [["upload", "correction dhansu ND.txt"]],
  "correction dhansu ND.txt: 'ND 11.01.2027 galat likh diya tha ... Sahi agli tarikh 11.12.2026 - DE, DW1 Satbir'.",
  today="2026-11-20")
q("next_date", "goyal ki revison HC me kab lagegi",
  [d("2027-05-12")], [["C06", "2027-03-03"]], "CR-2841-2026 order 03.03.2027.pdf: 'List on 12.05.2027.'")
# count
q("count", "bishnoi pe dhansu case me kitni baar cost lagi, total kitna",
  [["2", "two", "doosri"], ["4,500", "4500"]], [["upload", "dhansu costs note.txt"]],
  "dhansu costs note.txt: 'Bishnoi ka ye doosri baar costs pe adjournment (pehle 1,500 ... aaj 3,000). Total Rs. 4,500'.")
q("count", "siswal wale complaint me kitne kisan hai aur kitne kille",
  [["7", "seven", "7 complainants"], ["46 acres"]], [["C03", "2026-07-21"]],
  "Siswal seed evidence 21.07.docx: 'evidence by affidavit of all 7 complainants ... Total area 46 acres'.")
q("count", "bansal kitni baar date pe nahi aaya ab tak",
  [["3", "three", "teesri"]], [["upload", "WhatsApp Chat with Monika Beniwal Jr (2).txt"]],
  "Monika chat (2) 25/03/27: 'Ye teesri baar hai wo nahi aaya (14.5 BW, 15.10 exemption, aaj)'.")
# yes_no
q("yes_no", "chakki wale om parkash ne 30 hazaar jama karaye the ke nahi",
  [["deposited", "jama"], ["30,000", "30000", "thirty thousand"], d("2026-05-14")],
  [["upload", "IMG-20260514-WA0007.jpg"]],
  "IMG-20260514-WA0007.jpg: 'Dt. 14.05.2026 ... Amount: Rs. 30,000/- ... deposited UNDER PROTEST'.")
q("yes_no", "meeta pe pehle bhi koi case se ke?",
  [["211/2023", "fir 211"], ["barwala"]], [["C05", "2026-06-12"]],
  "20260612_112233.jpg: 'Meeta ek aur case me involved - FIR 211/2023 PS Barwala u/s 15 NDPS'.", today="2026-06-13")
q("yes_no", "HC ne hansi wali court ne faisla sunane te roka hua hai ke",
  [["final judgment shall not be pronounced", "not be pronounced"], ["interim order to continue"]],
  [["C06", "2026-04-24"], ["C06", "2027-03-03"]],
  "order 24.04.2026: 'the final judgment shall not be pronounced'; order 03.03.2027: 'Interim order to continue'.")
# said
q("said", "lambardar ne cross me ke maana tha",
  [["tehsil"], ["sign koni", "not at chandgi ram's house"]], [["C01", "2027-02-19"]],
  "DW2 lambardar cross 19.2.27.txt: 'admitted he signed at the TEHSIL, not at Chandgi Ram's house; \"... sign koni kare\"'.")
q("said", "seed company ke vakil ne reply me fasal kharab hon ki ke wajah batayi",
  [["pink bollworm"], ["baarish", "rain", "weather"]], [["C03", "2026-04-28"]],
  "Monika chat 28/04/26: 'Jindal sir ne kahya crop pink bollworm aur baarish te kharab hui, beej thik tha'.")
q("said", "sareen J ne pichhli baar ke poochha tha goyal wale me",
  [["limitation"], ["2016"]], [["C06", "2027-03-03"]],
  "order 03.03.2027: 'whether the suit filed in 2025 on an agreement dated 15.06.2016 ... is within limitation'.")
# judge_habit
q("judge_habit", "godara madam adjournment kaise deti hai",
  [["costs"], ["1,500", "1500"], ["3,000", "3000"], ["last opportunity"]],
  [["C01", "2026-08-07"], ["C01", "2027-01-22"]],
  "orders 07.08.2026 ('subject to costs of Rs. 1,500/-') and 22.01.2027 ('Last opportunity ... costs of Rs. 3,000/-').")
q("judge_habit", "mittal sahab MACT me har baar ke poochhe se",
  [["settlement"]], [["C02", "2026-07-08"], ["C02", "2026-08-19"], ["C02", "2027-03-10"]],
  "8 july: 'settlement ki gunjaish se ke?'; 19.8: 'Mittal sahab ne phir settlement poocha'; 10.03: 'again asked settlement'.")
q("judge_habit", "PLA chairman SDO ke baare me ke kehta tha",
  [["sdo khud aave", "sdo aaya"]], [["C04", "2026-08-11"], ["C04", "2026-09-15"]],
  "Monika chat 11/08/26: 'Chairman sahab ne kaha next date pe SDO khud aave'; 15/9: 'SDO aaya is baar'.")
# pending_before
q("pending_before", "godara madam ke yahan mera ke pending se",
  [["dhansu", "randhir"], d("2027-04-09")], [["C01", "2027-03-19"]],
  "20270319_151802.jpg: '19/3/27 Dhansu (Godara madam) ... ND 9/4/27 args'.")
q("pending_before", "consumer commission me mera kya chal rha",
  [["siswal", "shakti", "seed", "सिसवाल"], d("2027-04-20")], [["C03", "2027-03-30"]],
  "Monika chat (2) 30/03/27: 'Consumer me Jindal sir nahi aaye ... ND 20 April'; register: 'सिसवाल ... अगली 20 अप्रैल'.")
# amount
q("amount", "bansal wale cheque ki amount kitni thi",
  [["3,42,800", "342800", "3.42 lakh"]], [["upload", "cheque return memo Bansal.pdf"]],
  "cheque return memo Bansal.pdf: 'Cheque No. 004517 dated 02.01.2026 for Rs. 3,42,800/-'.")
q("amount", "143A me kitna dena tha bansal ne, diya ke",
  [["68,560", "68560"], ["ab bhi nahi diya", "not paid"]], [["C07", "2026-09-10"], ["C07", "2027-01-07"]],
  "order 10.09.2026: 'Rs. 68,560/- ... within 60 days'; Monika chat (2) 07/01/27: '143A ka paisa ab bhi nahi diya'.")
q("amount", "chakki wale ka PLA award kitne ka bana",
  [["61,380", "61380"], ["1,84,560", "184560"], ["six months", "6 mahine"]], [["C04", "2026-11-17"]],
  "PLA award 17.11.2026: 'demand of Rs. 1,84,560/- is quashed ... six months only, worked out at Rs. 61,380/-'.")
# pattern
q("pattern", "bansal date pe aata bhi hai ke",
  [["bw", "warrant"], ["exemption"], ["3", "three", "teesri"]],
  [["C07", "2026-05-14"], ["C07", "2026-10-15"], ["C07", "2027-03-25"]],
  "Monika chat 14/05/26: 'BW kar diya 15000 ka'; 15/10 photo: 'Bansal absent ... exemption'; chat (2) 25/03/27: 'teesri baar'.")
q("pattern", "jindal seed wale me args pe ke karta aa rha",
  [["time for args", "time maanga"], ["last opportunity"]], [["C03", "2027-02-23"], ["C03", "2027-03-30"]],
  "20270223_130510.jpg: 'Jindal: time for args - granted'; chat (2) 30/03/27: 'proxy ne time maanga ... last opportunity'.")
# counsel_pattern
q("counsel_pattern", "bishnoi vakil ka tareeka ke se, dhansu wale me",
  [["costs"], ["not prepared"], ["time le liya", "time for arguments"]],
  [["C01", "2026-08-07"], ["C01", "2027-01-22"], ["C01", "2027-03-19"]],
  "order 07.08.2026: 'as he is not prepared ... costs'; order 22.01.2027: costs Rs. 3,000; 19/3/27: 'Bishnoi ne time le liya'.")
q("counsel_pattern", "goyal insurance wala ke defence le rha mahavir me",
  [["lmv"], ["trolley"], ["not insured"]], [["C02", "2026-07-08"]],
  "Mahavir MACT 8 july.docx: 'driver Ramesh had LMV licence only ... trolley (HR-39-T-xxxx) not insured'.")
# witness
q("witness", "mahavir wale me doctor kon tha aur kitni disability boli",
  [["naveen kalra", "kalra"], ["35%"]], [["C02", "2026-11-04"]],
  "MACT order 04.11.2026: 'PW2 Dr. Naveen Kalra ... permanent disability of 35%'.")
q("witness", "dhansu me patwari ka naam ke tha",
  [["subhash chander"]], [["C01", "2026-11-13"]], "dhansu PW2 patwari 13-11.docx: 'PW2 Subhash Chander, Halqa Patwari Dhansu'.")
q("witness", "beej company ka gawah kon aaya tha",
  [["sanjay tyagi", "संजय त्यागी"], ["regional manager", "रीजनल मैनेजर"]], [["C03", "2026-10-13"]],
  "register October 2026: 'कंपनी का गवाह संजय त्यागी (रीजनल मैनेजर) का हलफनामा'.")
# open
q("open", "siswal kisano wala case poora batao",
  [["61%"], ["46 acres"], d("2027-04-20")], [["C03", "2027-01-12"], ["C03", "2026-07-21"], ["C03", "2027-03-30"]],
  "siswal lab report 12 jan.txt: 'genetic purity sirf 61%'; 21.07 docx: 'Total area 46 acres'; chat (2): 'ND 20 April'.")
q("open", "om parkash chakki ke bijli case ka haal",
  [["1,84,560"], ["61,380"], ["30 hazar", "30,000"], ["surcharge"]], [["C04", "2026-11-17"]],
  "WhatsApp Chat with Om Parkash Chakki.txt 17/11/26: '1,84,560 wala bill khatam ... 61,380 dena hai, 30 hazar jama hai ... surcharge koni'.",
  today="2026-11-18")
# bare
q("bare", "bansal", [d("2027-04-08"), ["dw1", "de"], ["143a"]],
  [["upload", "Hisar JMIC cause list 08.04.2027.pdf"], ["upload", "week plan 5-14 April.docx"]],
  "cause list 08.04.2027: 'NACT/1207/2026 Dalbir Singh Punia vs Naresh Bansal DE'; week plan: 'Thu 8/4 ... DW1 Naresh Bansal. Press 143A'.")
q("bare", "dhansu", [d("2027-04-09"), ["arguments", "args"]],
  [["C01", "2027-03-19"], ["upload", "week plan 5-14 April.docx"]],
  "week plan: 'Fri 9/4 CJJD Ct 11 (Godara madam) - Dhansu intkal suit - ARGUMENTS'.")
# no_record
q("no_record", "jakhod wale tubewell connection ke bill case ki date kad hai", NR, [],
  "No such case: the only electricity matter is the chakki's NDS connection; no tubewell, no Jakhod.", no_record=True,
  absent=["tubewell", "jakhod"])
q("no_record", "mahavir ka claim mediation me bheja tha ke?", NR, [],
  "C02 was never sent to mediation; the insurer's offer was made in court on 10.03.2027.", no_record=True,
  absent=["mediation"])
q("no_record", "meeta ki bail cancel karan ki arzi ka ke bana", NR, [],
  "No application to cancel C05's bail in any upload.", no_record=True, absent=["cancel"])
q("no_record", "adv kadyan ke saath mera konsa case se", NR, [], "No Kadyan in any upload.", no_record=True,
  absent=["kadyan"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Hisar practice (bench/practices/hisar; written from the uploads' "
                    "source_text by its writer, practice92; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
