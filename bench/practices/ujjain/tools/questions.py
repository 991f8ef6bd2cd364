"""Write questions.json for the Ujjain practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
             f"{dd:02d}.{mm:02d}.{yy:02d}", f"{dd}-{mm}-{yy}",
             f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}",
             f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note", "not in the notes"]]
TODAY = "2027-01-21"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"U-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "dev rathore wale 307 me pichhli peshi pe kai hua?",
  [d("2026-12-08"), ["313"], ["shyam lal", "gehlot", "dw1"]], [["C06", "2026-12-08"]],
  "IMG20261208154411.jpg: '8/12/26 ... 313 ke bayan hue ... DW1 Shyam Lal Gehlot (mandi chowkidar)'.")
q("last_time", "neha wale divorce me last date pe kya hua tha",
  [d("2026-11-19"), ["cross"], ["pe closed", "pe close", "evidence closed"], d("2027-01-28")], [["C07", "2026-11-19"]],
  "IMG20261119191205.jpg: '19/11/26 ... PW1 Ankit ka cross kiya ... PE closed. Next 28.1.27'.")
q("last_time", "sonu ki bail me pichli date pe kya hua indore me",
  [d("2026-05-07"), ["case diary"], ["77/2024", "190/2025", "two more cases", "do aur case"], d("2026-06-18")],
  [["C05", "2026-05-07"]],
  "MCRC-21456-2026 order 07-05-2026.pdf: 'Case diary is produced ... two more cases ... Crime Nos. 77/2024 and "
  "190/2025 ... List ... on 18.06.2026'.", today="2026-05-10")
# next_date
q("next_date", "goyal 138 ki agli tarikh kab h aur kis liye",
  [d("2027-01-29"), ["accused statement", "statement of accused", "313", "351 bnss"]], [["C04", "2026-11-27"]],
  "WhatsApp Chat with Ritika Joshi Jr (2).txt 27/11: 'Accused statement nahi hua. ND 29.01.27'.")
q("next_date", "chintaman jawasiya LAR ki nxt date?",
  [d("2027-02-09"), ["uda"]], [["upload", "sahi tarikh LAR.txt"]],
  "sahi tarikh LAR.txt: 'next 9.1.27 likh di - galat ... sahi agli tarikh 09.02.2027 (UDA evidence)'. The 22/12 diary says 9.1.27 (wrong).")
q("next_date", "maheshwari dukan wale case ki agli date kab ki h",
  [d("2026-08-21"), ["pw2", "vikas"]], [["C08", "2026-07-10"]],
  "Shantilal PW1 cross.docx: 'Cross over. ND 21.08.26 - PW2 Vikas.'", today="2026-07-12")
# count
q("count", "rathore case me IO kitni baar nahi aaya",
  [["2", "two", "do baar", "twice"]], [["C06", "2026-08-04"], ["C06", "2026-09-15"]],
  "order sheet 04.08.2026: 'विवेचक ... अनुपस्थित'; Ritika 15/09: 'IO Tomar phir nahi aaye ... bailable warrant'. He came 27.10.")
q("count", "goyal ne 138 me kitni baar haziri maafi li",
  [["3", "three", "teen"]], [["C04", "2026-04-24"], ["C04", "2026-07-17"], ["C04", "2026-11-27"]],
  "Ritika chat 24/04 'Exemption allow', 17/07 'Goyal aaj bhi exemption pe tha'; chat (2) 27/11 'exemption lagayi ... "
  "500 cost ke saath allow'. On 16.01 he was absent and a warrant issued (not an exemption).")
q("count", "tehsildar ghattia wale naamantaran me kul kitni peshiyan hui",
  [["6", "six", "chhe"]], [["C01", "2026-01-13"], ["C01", "2026-03-10"], ["C01", "2026-04-07"], ["C01", "2026-05-05"],
                          ["C01", "2026-06-09"], ["C01", "2026-07-14"]],
  "13/1, 10.03 (register), 7.4 (txt), 05.05 (register), 09/06 and 14/07 (Gopal chat; order 14.07.2026).")
# yes_no
q("yes_no", "goyal ne 143A wala paisa jama kiya kya?",
  [["not paid", "not been paid", "not deposited", "unpaid", "jama nahi", "nahi kiya", "nahi hua"], ["57,000", "57000"]], [["C04", "2026-11-27"]],
  "Ritika chat (2) 27/11: 'aur 57,000 interim compensation abhi bhi jama nahi hua sir'.")
q("yes_no", "SDO ne dinesh ki appeal me stay diya tha kya",
  [["no stay", "stay nahi", "not granted", "did not grant", "didn't grant", "refused", "rejected", "declined", "अस्वीकार"], ["amal", "नामांतरण का अमल", "already effected"]],
  [["C02", "2026-08-25"]],
  "SDO aadesh patrika 25.08.26: 'नामांतरण का अमल हो चुका है, स्थगन का कोई औचित्य नहीं, आवेदन अस्वीकार'; Gopal chat 25/08 'stay nahi diya'.")
q("yes_no", "neha ko 24 me kharcha mukadma bhi mila kya?",
  [["10,000", "10000", "ten thousand", "10 hazar"], ["8,000", "8000"]], [["C07", "2026-07-09"]],
  "RCSHM 214-2025 order 09.07.2026.pdf: 'रु. 8,000 प्रतिमाह भरण-पोषण एवं रु. 10,000 वाद व्यय'.", today="2026-07-15")
# said
q("said", "panwar ne SDO ke saamne bahas me kya bola tha",
  [["presumption"], ["title"]], [["C02", "2026-11-26"]],
  "IMG20261126172910.jpg: 'registered vasiyat ka presumption, Tehsildar ko title me jaane ka adhikar nahi tha'.")
q("said", "dr anjali ne cross me kya maana tha rathore me",
  [["simple"], ["fall on sharp object", "fall"]], [["C06", "2026-06-16"]],
  "Dr Anjali PW3 16.6.txt: 'injury \"simple in nature\" ho sakti hai ... \"fall on sharp object\" se bhi sambhav'.")
q("said", "irfan khan ne apne cross me kya kya maana",
  [["6,500", "6500"], ["nai sadak"], ["3 nov", "deri se", "late"]], [["C08", "2026-12-11"]],
  "DW1 Irfan 11.12.txt: 'raseed ... 6,500 ... Sept-Oct 2026 ka kiraya deri se 3 Nov ko ... Nai Sadak wali dukan 2025 me band'.")
# judge_habit
q("judge_habit", "SDO baghel sa. ka kya style h, likhit tark mangte h kya",
  [["likhit tark", "written arguments"], ["collector", "meeting"]],
  [["C02", "2026-09-22"], ["C02", "2026-10-27"], ["C02", "2026-12-15"]],
  "Doc1.docx: 'likhit tark bhi de dena'; 15/12 txt 'ek hafte me likhit tark (written arguments)'; Ritika 27/10: "
  "'SDO sahab Collector ki Simhastha review meeting me gaye'.")
q("judge_habit", "chouksey madam accused absent ho to kya karti h",
  [["bailable warrant", "warrant"], ["500", "cost"]], [["C04", "2026-01-16"], ["C04", "2026-11-27"]],
  "Ritika 16/01: 'Madam ne 5000 ka bailable warrant kiya'; chat (2) 27/11: 'madam ne 500 cost ke saath allow ki'.")
q("judge_habit", "shrivas sa. police wale gavah na aaye to kya karte hai",
  [["bailable warrant", "warrant"], ["ratlam"]], [["C06", "2026-08-04"], ["C06", "2026-09-15"]],
  "order sheet 04.08.2026: 'विवेचक को पुनः समन'; Ritika 15/09: 'SP Ratlam ke through bailable warrant kiya'.")
# pending_before
q("pending_before", "pratham ADJ shrivastava sa. ke yaha apne kaun kaun se matter h",
  [["chintaman", "anjana", "land acquisition", "lar case", "lar 14"], d("2027-02-09")], [["C03", "2026-12-22"], ["upload", "sahi tarikh LAR.txt"]],
  "IMG20261222162040.jpg: 'Pratham ADJ - LAR Chintaman Jawasiya'; sahi tarikh LAR.txt: 'sahi agli tarikh 09.02.2027'.")
q("pending_before", "bais sahab ki court me kya pending h apna",
  [["maheshwari", "irfan", "freeganj"], d("2027-01-22")], [["C08", "2026-12-11"]],
  "DW1 Irfan 11.12.txt: 'Bais sa. - Maheshwari v Irfan Khan ... ND 22.01.2027 final arguments'.")
# amount
q("amount", "chintaman jawasiya me award kitne ka tha",
  [["42,60,000", "4260000", "42.6 lakh", "42.60 lakh", "42 lakh 60"]],
  [["upload", "award LAO Chintaman Jawasiya ring road.pdf"]],
  "award: 'कुल प्रतिकर: रु. 42,60,000 (बयालीस लाख साठ हजार)'.")
q("amount", "irfan ne shuru me court me kitna kiraya jama kiya tha",
  [["78,000", "78000", "78 hazar"], ["6,500", "6500"]], [["C08", "2026-02-13"]],
  "IMG20260213131702.jpg: 'Irfan ne court me Rs. 78,000 jama kiye (12 mahine x 6,500)'.")
q("amount", "neha wale case me ankit ne court me kitne rupay jama kiye",
  [["24,000", "24000"]], [["C07", "2026-10-08"]],
  "neha 8 oct.txt: 'Ankit ne Rs. 24,000 jama kiye (July-Sept)'; Neha chat 08/10: 'Aaj court me 24,000 jama kiye'.")
# pattern
q("pattern", "revenue court me peshi baar baar khaali kyu jaati h, simhastha ke chakkar me kitni gayi",
  [["simhastha"], d("2026-05-05"), d("2026-10-27")], [["C01", "2026-05-05"], ["C02", "2026-10-27"]],
  "register 05.05.2026: 'तहसीलदार साहब सिंहस्थ की बैठक में ... पेशी नहीं हुई'; Ritika 27/10/26: 'SDO sahab Collector ki "
  "Simhastha review meeting me gaye, peshi nahi hui'.")
q("pattern", "freeganj dukan wala kirayedar kiraya time pe jama karta h kya",
  [["78,000", "78000"], ["sept", "september"], ["13(6)"]],
  [["C08", "2026-02-13"], ["C08", "2026-11-06"], ["C08", "2026-12-11"]],
  "13/2/26: 'Rs. 78,000 jama kiye ... 13(6) aavedan'; Shantilal chat 15/10: 'Sept aur Oct ka kiraya court me jama nahi "
  "kiya'; 06/11 'default ka aavedan (13(6))'; 11.12: 'deri se 3 Nov ko jama kiya'.")
# counsel_pattern
q("counsel_pattern", "UDA wale dubey vakil ka kya tareeka h",
  [["500"], ["guideline"], ["cross"]], [["C03", "2026-04-06"], ["C03", "2026-10-06"], ["C03", "2026-11-17"]],
  "register 06.04.2026: 'दुबे वकील ने समय माँगा ... 500 रुपये हर्जाना'; valuer PW2 6 oct.txt: 'Dubey (UDA) ne cross ke liye "
  "time maanga'; Ritika 17/11: 'guideline rate aur agricultural land pe hi tike rahe'.")
q("counsel_pattern", "panwar vakil har peshi pe kya karta h",
  [["गवाह", "gavah", "witness"], ["rejoinder", "pratyuttar"], ["praman", "certified copy"]],
  [["C01", "2026-03-10"], ["C02", "2026-09-22"], ["C02", "2026-11-26"]],
  "register 10.03.2026: 'पंवार वकील ने वसीयत के गवाह पेश करने का समय माँगा'; Doc1.docx: 'pratyuttar (rejoinder) ke liye time'; "
  "26/11/26: 'vasiyat ki praman. pratilipi file karni hai - time le liya'.")
# witness
q("witness", "dev rathore me bachav ka gavah kon h",
  [["shyam lal", "gehlot"], ["chowkidar"]], [["C06", "2026-12-08"]],
  "IMG20261208154411.jpg: 'DW1 Shyam Lal Gehlot (mandi chowkidar) - \"wo wahan tha, Dev nahi tha\"'.")
q("witness", "LAR me valuer gavah ne market value kitni batai",
  [["sanjay gupta", "gupta"], ["92 lakh", "92,00,000", "9200000"]], [["C03", "2026-10-06"]],
  "valuer PW2 6 oct.txt: 'PW2 valuer Er. Sanjay Gupta ... market value Rs. 92 lakh per hectare'.")
q("witness", "mukesh bairagi ne cross me kya maana",
  [["andhera", "dark", "street light"], ["bheed", "pakka nahi", "did not see"]], [["C06", "2026-03-24"]],
  "PW1 Mukesh cross 24.3.docx: 'street light band thi, \"andhera tha\" ... chaku kisne maara pakka nahi dekha, \"bheed me laga\"'.")
# open
q("open", "patidar panbihar wale mamle ka pura haal batao",
  [d("2026-07-14"), ["civil court", "civil"], d("2027-01-21")], [["C01", "2026-07-14"], ["C02", "2026-12-15"]],
  "naamantaran aadesh 14.07.2026: 'सिविल न्यायालय ... आवेदन निरस्त ... समस्त वारिसान के नाम नामांतरण'; dinesh appeal 15.12.txt: "
  "'Agli tarikh 21.01.2027 - apan ki shesh bahas'.")
q("open", "trivedi divorce short me bata do",
  [["8,000", "8000"], d("2027-01-28")], [["C07", "2026-07-09"], ["C07", "2026-11-19"]],
  "order 09.07.2026: 'रु. 8,000 प्रतिमाह'; IMG20261119191205.jpg: 'PE closed. Next 28.1.27 - apan ka evidence'.")
# bare
q("bare", "dev rathore", [["bachav", "defence"], ["shyam lal", "gehlot"]],
  [["C06", "2026-12-08"], ["upload", "causelist ujjain 21.01.2027.pdf"]],
  "IMG20261208154411.jpg: 'Next 21.1.27 bachav saakshya. Shyam Lal ko summons'; cause list 21.01.2027: 'बचाव साक्ष्य'.")
q("bare", "ghatiya appeal", [["bahas", "arguments"], ["likhit tark", "written arguments"]], [["C02", "2026-12-15"]],
  "dinesh appeal 15.12.txt: 'ek hafte me likhit tark (written arguments) do ... 21.01.2027 - apan ki shesh bahas'.")
# no_record
q("no_record", "mahidpur wale batwara case ki agli tarikh kya h", NR, [],
  "No partition (batwara) matter and no Mahidpur in any upload.", no_record=True, absent=["batwara", "mahidpur"])
q("no_record", "sonu ki bail ke khilaf state ne SLP lagai thi kya", NR, [],
  "C05 ended with bail on 18.06.2026; no SLP anywhere.", no_record=True, absent=["slp", "supreme court"])
q("no_record", "neha wale case me lok adalat me samjhauta hua tha na?", NR, [],
  "C07 went to the court's counsellor only; no Lok Adalat.", no_record=True, absent=["lok adalat"])
q("no_record", "jhalani vakil ke saath mere kaun se matter h", NR, [], "No Jhalani in any upload.", no_record=True,
  absent=["jhalani"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Ujjain practice (bench/practices/ujjain; written from the uploads' "
                    "source_text by its writer, practice67; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
