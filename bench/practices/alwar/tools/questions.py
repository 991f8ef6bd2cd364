"""Write questions.json for the Alwar practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
TODAY = "2030-06-12"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"A-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "jhiwana batware me pichhli tareekh pe ka hoya?",
  [d("2030-05-21"), ["dw1", "sher singh"], ["mahendra", "dw2"]], [["C01", "2030-05-21"]],
  "DW1 Sher Singh cross 21.05.2030.docx: 'DW1 Sher Singh ka bayan ... DW2 Mahendra agli tarikh. ND 12.06.2030.'")
q("last_time", "salim wale cheque case me last date ko kya hua tha",
  [d("2030-04-25"), ["dw1", "aslam"], ["de closed", "closed"]], [["C04", "2030-04-25"]],
  "DW1 Aslam cross 25.04.2030.docx: 'DW1 Aslam (Salim ka bhai ...) ... DE closed. ND 12.06.2030'.")
q("last_time", "kamla devi plot wale me pichli baar kya hua",
  [d("2030-03-08"), ["bhagwan sahai", "pw2", "भगवान सहाय"], d("2030-04-26")], [["C06", "2030-03-08"]],
  "CS 92-2029 order sheet 08.03.2030.pdf: 'पीडब्ल्यू 2 भगवान सहाय के बयान ... साक्ष्य समाप्त ... पेश हो दिनांक 26.04.2030'.",
  today="2030-03-12")
# next_date
q("next_date", "shabnam mact ki agli tarikh kab h?",
  [d("2030-07-11"), ["final arguments", "final args", "arguments"]], [["upload", "correction shabnam ND.txt"]],
  "correction shabnam ND.txt: 'ND 04.07.2030 - galat ... agli tarikh 11.07.2030 (final arguments)'. The 02.05 note and the "
  "munshi's page carry Sana's wrong 04.07.")
q("next_date", "rajesh kesar auto wali writ jaipur me kab lagegi",
  [d("2030-07-09")], [["C03", "2030-04-08"]],
  "Document_2030-04-08.docx: 'ND 09.07.2030 (vacation ke baad)'; order 08/04/2030: 'List on 09.07.2030.'")
q("next_date", "tehsildar wale intkal case ki nxt date",
  [d("2029-09-18")], [["C07", "2029-08-21"]],
  "New Microsoft Word Document (2).docx (21.8.2029): 'Tehsildar ne 18.9.29 di'.", today="2029-08-25")
# count
q("count", "ompal ne batware me kitni baar time maanga ab tak",
  [["2", "two", "do baar"], ["harjana", "costs", "500"]], [["C01", "2029-07-10"], ["C01", "2030-04-16"]],
  "IMG_20290710_165530.jpg: 'Ompal ne time liya'; IMG_20300416_131840.jpg: 'Ompal ne DE ke liye time maanga - SDO ne Rs 500 "
  "harjana laga ke time diya'. (04.09.2029's time was for Santosh, by Farha Naaz.)")
q("count", "salim ke khilaf kitni baar warrant nikla",
  [["2", "two", "do baar"], ["10,000", "10000"]], [["C04", "2029-06-14"], ["C04", "2029-12-13"]],
  "WhatsApp Chat with Sana Jr.txt 14/06/29: 'BW 10,000 ka nikaal diya'; order sheet 13.12.2029: 'रु. 10,000 का जमानती वारंट'.",
  today="2030-01-05")
q("count", "kamla devi wale me ab tak kitne gawah ho gaye",
  [["3", "three", "teen"], ["bhagwan sahai"], ["gopal das"]],
  [["C06", "2030-02-01"], ["C06", "2030-03-08"], ["C06", "2030-05-24"]],
  "PW1 kamla cross 1.2.txt: 'PW1 Kamla Devi cross ... ND 8.3.30 PW2 Bhagwan Sahai'; order 08.03.2030: PW2 examined; "
  "Sana (3) 24/05/30: 'DW1 Gopal Das ka cross poora ho gaya. DW2 nahi aaya'.")
# yes_no
q("yes_no", "sahun ki bail ho gyi thi kya?",
  [["bail ho gayi", "स्वीकार", "granted", "allowed"], d("2029-06-28")], [["C05", "2029-06-28"]],
  "Bail order Sahun Khan 28.06.2029.pdf: 'प्रार्थना पत्र स्वीकार'; WhatsApp Chat with Jumme Khan.txt: 'Sahun ki bail ho gayi'.",
  today="2029-07-02")
q("yes_no", "shabnam wale me insurance company ne koi settlement offer diya tha?",
  [["21,50,000", "2150000", "21.5 lakh", "21.50 lakh"], ["mana", "declined", "refused"]], [["C02", "2030-05-02"]],
  "shabnam args 2 may.txt: 'Khandelwal: Rs. 21,50,000 full & final. ... mana kar diya, kam hai'.")
q("yes_no", "santosh ka naam intkal me chadh gaya kya, batware me hissa banega uska?",
  [["1/4", "one-fourth", "one fourth"], ["इन्तकाल नं. 1207", "1207 (विरासत)", "virasat"]],
  [["upload", "tehsildar report batwara jhiwana.pdf"]],
  "tehsildar report: 'इन्तकाल नं. 1207 (विरासत) ... संतोष पुत्री हरिसिंह के नाम 1/4-1/4 हिस्सा दर्ज है'.")
# said
q("said", "ramkishan ne cross me kuan ke bare me kya bola tha",
  [["baapu ne khudwayo", "baapu", "father"], ["sab ko paani", "everyone", "all of them"]], [["C01", "2030-03-05"]],
  "ramkishan PW1 5.3.txt: '\"kuan baapu ne khudwayo, sab ko paani milo karto\"'.")
q("said", "khatri ne jawab dava me bayane ke baare me kya likha",
  [["udhaar", "loan", "उधार"], ["blank", "खाली कागज"]], [["upload", "WS Gopal Das Khatri CS 92.pdf"], ["C06", "2029-08-03"]],
  "WS: 'रु. 4,50,000 उधार लिये थे ... खाली कागजों पर हस्ताक्षर'; IMG_20290803: 'bayana 4.5 lakh \"udhaar\" tha ... \"blank kagaz\"'.")
q("said", "aas mohammad ne cross me accident ke time khud ko kitni door bataya",
  [["bees kadam", "20 kadam", "twenty steps", "20 steps"]], [["C02", "2030-01-17"]],
  "WhatsApp Chat with Sana Jr (2).txt 17/01/30: 'kitni door tha - \"bees kadam\"'.")
# judge_habit
q("judge_habit", "SDO bhardwaj sahab batware me sabse pehle kya mangte hai",
  [["jamabandi", "जमाबंदी"], ["girdawari"], ["tehsildar", "तहसीलदार"]], [["C01", "2029-07-10"], ["C01", "2029-11-13"]],
  "IMG_20290710_165530.jpg: 'SDO ne pehle latest jamabandi aur girdawari maangi'; aadeshika 13.11.2029: 'तहसीलदार तिजारा से ... "
  "रिपोर्ट मंगवाई जावे'.")
q("judge_habit", "tijara ACJM madam accused gair hazir ho to kya karti h",
  [["bw", "warrant", "वारंट"], ["medical", "चिकित्सा", "अस्वीकार"]], [["C04", "2029-06-14"], ["C04", "2029-12-13"]],
  "Sana 14/06/29: 'Madam ne BW 10,000 ka nikaal diya'; order 13.12.2029: 'कोई चिकित्सा प्रमाण पत्र संलग्न नहीं, अतः अस्वीकार ... "
  "जमानती वारंट'.")
q("judge_habit", "chaturvedi sahab mact me kis cheez pe zor dete hain",
  [["income", "आय"], ["offer"]], [["C02", "2029-07-12"], ["C02", "2030-05-02"]],
  "20290712_121503.jpg: 'Judge: income ka saboot kya hai?'; shabnam args 2 may.txt: 'Chaturvedi sb ne insurer se offer poochha'.")
# pending_before
q("pending_before", "SDO tijara ke yahan mera kya kya chal rha hai",
  [["ramkishan", "jhiwana", "batwara"], d("2030-06-12")], [["C01", "2030-05-21"]],
  "DW1 Sher Singh cross 21.05.2030.docx: 'SDO Tijara - RS 47/2029 batwara ... ND 12.06.2030'. The intkal was the Tehsildar's, disposed.")
q("pending_before", "jaipur bench me kya pending hai apna",
  [["rajesh", "kesar"], d("2030-07-09")], [["C03", "2030-04-08"]],
  "Document_2030-04-08.docx: 'Rajesh Kumar Yadav v Kesar Auto ... ND 09.07.2030'.")
# amount
q("amount", "salim wala cheque kitne ka tha",
  [["6,80,000", "680000", "6.8 lakh", "6.80 lakh"]], [["upload", "cheque return memo Salim BoB.pdf"]],
  "cheque return memo: 'Cheque No. 004417 dated 20.02.2029 for Rs. 6,80,000/-'.")
q("amount", "kamla devi ne bayana kitna diya tha aur baki kitna dena tha",
  [["4,50,000", "450000", "4.5 lakh", "4.50 lakh"], ["13,50,000", "1350000", "13.5 lakh", "13.50 lakh"]],
  [["upload", "agreement to sell plot 27 scan.pdf"]],
  "agreement: 'बयाना रु. 4,50,000 नकद प्राप्त किया। शेष रु. 13,50,000 रजिस्ट्री के समय'.")
q("amount", "sahun ki bail me bond aur zamanat kitne ki thi",
  [["50,000", "50000", "50 hazaar"], ["25,000", "25000", "25-25"]], [["C05", "2029-06-28"]],
  "Bail order: 'रु. 50,000 का व्यक्तिगत बंधपत्र तथा रु. 25,000-25,000 की दो जमानतें'.")
# pattern
q("pattern", "salim wale case me accused ki haziri ka kya haal raha hai",
  [["warrant", "bw", "वारंट"], ["haziri maafi", "हाजिरी माफी", "exemption"]],
  [["C04", "2029-06-14"], ["C04", "2029-10-04"], ["C04", "2029-12-13"]],
  "Sana 14/06/29: 'Accused nahi aaya ... BW'; register 04.10.2029: 'हाजिरी माफी ... मंजूर'; order 13.12.2029: exemption rejected, BW.")
q("pattern", "intkal wale me sher singh ka gawah baar baar kyu nhi aaya, kya hua",
  [["ratan lal", "रतनलाल"], ["पेश नहीं", "nahi aaya", "not produced"]], [["C07", "2029-08-21"], ["C07", "2029-09-18"]],
  "New Microsoft Word Document (2).docx: 'gawah Ratan Lal bahar gaya hai'; order 18.09.2029: 'रतनलाल को बार-बार अवसर देने पर भी पेश "
  "नहीं किया गया'.")
# counsel_pattern
q("counsel_pattern", "mittal vakil kamla devi case me kya karta rehta hai",
  [["time", "samay"], ["harjana", "costs"]], [["C06", "2029-07-06"], ["C06", "2030-04-26"], ["C06", "2030-05-24"]],
  "kamla devi 6 july.txt: 'Mittal ne WS ke liye time maanga ... Rs 300 harjana'; 26/4/30: 'doosri court me busy'; Sana 24/05/30: "
  "'Mittal ne phir time maanga ... 1000 rupay harjana'.")
q("counsel_pattern", "zakir hussain tijara me har baar kya lagata hai",
  [["haziri maafi", "हाजिरी माफी", "exemption"]], [["C04", "2029-10-04"], ["C04", "2029-12-13"]],
  "register 04.10.2029: 'मुल्जिम की हाजिरी माफी जाकिर साहब ने लगाई'; order 13.12.2029: 'जाकिर हुसैन द्वारा हाजिरी माफी प्रार्थना पत्र'.")
# witness
q("witness", "batware me PW2 kon tha aur kya bola",
  [["hukam chand"], ["saanjha", "shared", "common"]], [["C01", "2030-04-16"]],
  "IMG_20300416_131840.jpg: 'PW2 Hukam Chand (padosi khet) - bola \"kuan ka paani chaaron bhai-behan ka saanjha\"'.")
q("witness", "salim case me bank wala gawah kaun tha",
  [["manish jain"], ["rs 18,412", "18,412 the"]], [["C04", "2030-01-24"]],
  "20300124_145512.jpg: 'CW2 Manish Jain, Bank of Baroda Bhiwadi ... khate me us din Rs 18,412 the'.")
q("witness", "shabnam mact me insurer ka investigator kon tha, kya report di",
  [["ravi sharma"], ["permit"], ["genuine", "sahi"]], [["C02", "2030-03-28"]],
  "IMG_20300328_163005.jpg: 'NAW1 Ravi Sharma ... truck permit expired 31.12.2028, licence genuine'.")
# open
q("open", "rajesh wala labour writ short me samjha do",
  [["240 days", "240 din"], ["25f", "25 f"], ["attendance register"], d("2030-07-09")],
  [["upload", "Labour Court award ID 88-2024 Kesar Auto.pdf"], ["C03", "2030-04-08"]],
  "award: 'not proved 240 days ... s. 25F'; Document_2030-04-08.docx: 'attendance register ... s. 25F ... ND 09.07.2030'.")
q("open", "ramkishan ke dono maamle intkal aur batwara kahan tak pahuche",
  [["intkal 1192", "इन्तकाल नं. 1192"], ["khariz", "नामंजूर", "rejected"], d("2030-06-12")],
  [["C07", "2029-09-18"], ["C01", "2030-05-21"]],
  "chat 18/09/29: 'vasiyat wala intkal 1192 khariz kar diya'; DW1 Sher Singh cross 21.05.2030.docx: 'ND 12.06.2030'.")
# bare (the lawyer's day: Tijara, C04 and C01)
q("bare", "salim", [["final arguments", "अंतिम बहस", "final args"]],
  [["upload", "ACJM Tijara cause list 12.06.2030.pdf"], ["C04", "2030-04-25"]],
  "cause list 12.06.2030: 'जय अम्बे स्टील ट्रेडर्स बनाम मो. सलीम ... अंतिम बहस'; DW1 Aslam docx: 'ND 12.06.2030 - final arguments'.")
q("bare", "jhiwana", [["mahendra", "dw2", "महेन्द्र"]], [["C01", "2030-05-21"]],
  "DW1 Sher Singh cross 21.05.2030.docx: 'DW2 Mahendra agli tarikh. ND 12.06.2030.'")
# no_record
q("no_record", "bhiwadi wali factory ki gratuity claim ki agli date kya hai", NR, [],
  "No gratuity claim anywhere (the only Bhiwadi labour matter is Rajesh's writ).", no_record=True, absent=["gratuity"])
q("no_record", "shabnam wala claim lok adalat me bheja tha kya", NR, [],
  "C02 was never sent to a Lok Adalat; the insurer's offer was made in court on 02.05.2030.", no_record=True,
  absent=["lok adalat"])
q("no_record", "kamla devi wale plot pe commissioner ki report aayi thi kya", NR, [],
  "No commissioner was appointed in C06; no upload names one.", no_record=True, absent=["commission"])
q("no_record", "tayyab qureshi vakil ke saath mera kaunsa case hai", NR, [], "No Tayyab Qureshi in any upload.",
  no_record=True, absent=["qureshi", "tayyab"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Alwar practice (bench/practices/alwar; written from the uploads' "
                    "source_text by its writer, practice 144; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
