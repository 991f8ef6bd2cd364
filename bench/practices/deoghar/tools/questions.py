"""Write questions.json for the Deoghar practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the chamber's 5.6.30 and 10.02.31 too)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd:02d}.{mm:02d}.{yy:02d}", f"{dd:02d}-{mm:02d}-{yy:02d}",
             f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}",
             f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note", "not in the notes"]]
TODAY = "2031-02-05"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"D-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "budhan murmu wale SDO court me pichhle date pe kya hua?",
  [d("2031-01-22"), ["order reserved", "आदेश सुरक्षित", "reserved", "सुरक्षित"], d("2031-02-19")], [["C01", "2031-01-22"]],
  "20310122_173012.jpg: '22.1.31 ... बहस समाप्त, आदेश सुरक्षित। आदेश हेतु 19.02.2031.'")
q("last_time", "narauni bantwara me last date ko kya hua tha",
  [d("2031-01-15"), ["ajay kumar rajak", "अजय कुमार रजक", "rajak", "रजक"], ["7,500", "7500"]], [["C04", "2031-01-15"]],
  "TPS 27 of 2028 order dt 15.01.2031.pdf: 'श्री अजय कुमार रजक, अधिवक्ता को पैरवीकार आयुक्त ... शुल्क 7,500 रु.'")
q("last_time", "chhotu ke bail me pichli baar HC me kya hua",
  [d("2030-09-16"), ["case diary"], ["4,30,000", "430000", "4.3 lakh"], ["1,12,000", "112000", "1.12 lakh"]],
  [["C02", "2030-09-16"]],
  "BA 6215 of 2030 order 16.09.2030.pdf: 'The case diary has been produced ... Rs. 4,30,000 ... Rs. 1,12,000 stands frozen'.",
  today="2030-09-20")
# next_date
q("next_date", "gorai wale eviction me ND kya hai?",
  [d("2031-02-05"), ["dw2", "keshri"]], [["upload", "correction dwari ND.txt"]],
  "correction dwari ND.txt (10.01.2031): '9 jan wale note me ND 06.02.2031 likh diya tha - galat ... sahi agli tithi "
  "05.02.2031 (Wednesday) hai, DW2 ke liye'.", today="2031-01-12")
q("next_date", "kanwariya wala MACT kab hai agla, kis cheez ke liye",
  [d("2031-02-10"), ["rw2", "dto", "last chance"]], [["C05", "2031-01-13"]],
  "WhatsApp Chat with Sarfaraz Jr (3).txt 13/01/31: 'DTO Dumka ka clerk RW2 nahi aaya ... last chance ... ND 10.02.31'.")
q("next_date", "soma wala family court kab laga hai",
  [d("2031-02-12"), ["bahas", "arguments", "argument"]], [["C06", "2031-01-29"]],
  "WhatsApp Chat with Sarfaraz Jr (3).txt 29/01/31: 'Murmu madam ne bahas ke liye 12.02.2031 rakha'.")
# count
q("count", "narauni case me kitne issue frame hue the",
  [["6", "six", "छह", "6 issues"]], [["C04", "2030-05-22"]],
  "TPS 27-2028 order 22.05.2030.pdf: 'निम्नलिखित 6 (छह) वाद-बिंदु निर्धारित किए जाते हैं'.")
q("count", "jitendra forest case me range officer kitni baar nahi aaya",
  [["3", "three", "teen baar", "3 times"]], [["C08", "2030-06-24"], ["C08", "2030-08-26"], ["C08", "2030-10-21"]],
  "chat 24/06/30: 'Range Officer nahi aaye'; 26.08.30 note: 'Range Officer Amrendra Kumar phir absent'; chat (2) 21/10/30: "
  "'Range Officer Amrendra Kumar aaj bhi nahi aaye'. Three hearings.")
q("count", "chhotu bail HC me kul kitni date padi thi",
  [["4", "four", "char"]], [["C02", "2030-07-29"], ["C02", "2030-08-26"], ["C02", "2030-09-16"], ["C02", "2030-10-15"]],
  "29.07 docx, 26.08 note, 16.09 order ('03/Dated'), 15.10 order ('04/Dated ... bail application is allowed'): four hearings.")
# yes_no
q("yes_no", "gorai ne arrear jama kiya tha ki nahi?",
  [["yes", "haan", "jama kar diya", "deposited"], ["54,000", "54000"]],
  [["C03", "2030-05-29"], ["upload", "challan deposit Gorai.jpg"]],
  "dwari 29 may.txt: 'Gorai ne 27.05 ko SBI me challan se 54,000 jama kar diya'; challan: 'Amount: Rs. 54,000/-'.")
q("yes_no", "bikash ne interim ka arear pura de diya kya",
  [["no", "nahi", "not fully", "baaki", "part"], ["30,000", "30000"]], [["C06", "2030-08-21"], ["C06", "2031-01-29"]],
  "20300821_154420.jpg: 'Bikash ne court me hi 30,000 rs (cash) jama kiya, baaki arrear 3 mahine me'; chat 29/01/31: "
  "'interim ka baaki arrear diya ki nahi - Barnwal madam boli February me de denge'.")
q("yes_no", "binod yadav ne 143A wala paisa diya kya tapan da ko",
  [["no", "nahi diya", "not paid"], ["57,000", "57000"]], [["C07", "2030-09-30"]],
  "CW1 cross khoa 30.09.docx: 'Interim compensation 57,000 abhi tak nahi diya - 60 din beet gaye'.", today="2030-10-05")
# said
q("said", "pradhan ka report me kya likha tha budhan wale me",
  [["raiyati"], ["gram sabha", "daan", "hastantaran"], ["sukhlal", "hembrom"]], [["C01", "2030-06-05"]],
  "WhatsApp Chat with Sarfaraz Jr.txt 05/06/30: 'pradhan Sukhlal Hembrom ka report aa gaya. Likha hai jamin Budhan ki "
  "raiyati hai, gram sabha ne koi daan/hastantaran nahi mana'.")
q("said", "insurance company ne WS me kya defence liya kanwariya case me",
  [["lmv", "licence", "license"], ["permit"], ["overload", "overloaded"]], [["upload", "WS National Insurance MACT 63.pdf"]],
  "WS: 'licence for LMV (non-transport) only ... had no valid permit ... beyond the registered load (overloaded)'.")
q("said", "gorai ne DW1 jirah me kya kya maana",
  [["receipt", "rasid", "रसीद"], ["money order", "मनीऑर्डर"], ["bhitarkhanda", "aur dukan"]],
  [["C03", "2030-11-28"], ["C03", "2031-01-09"]],
  "IMG_20301128_165540.jpg: 'रसीद कोई नहीं, मनीऑर्डर भी नहीं भेजा - माना'; gorai DW1 9 jan.txt: 'Maana ki Bhitarkhanda me "
  "uska apna ek aur dukan hai'.")
# judge_habit
q("judge_habit", "SDO kisku sahab aise dafa 42 case me kya mangte hain",
  [["pradhan", "प्रधान"], ["co madhupur", "co ka report", "अंचल अधिकारी", "co report"]],
  [["C01", "2030-04-10"], ["C01", "2030-07-17"]],
  "chat 10/04/30: 'SDO sahab ne pradhan ka report aur CO Madhupur ka report mangaya hai'; order 17.07.2030: 'अंचल "
  "अधिकारी, मधुपुर का प्रतिवेदन प्राप्त ... ग्राम प्रधान का प्रतिवेदन'.")
q("judge_habit", "murmu madam family court me pehle kya dekhti hai",
  [["arrear", "arrears"], ["counsellor", "counselling"]], [["C06", "2030-02-15"], ["C06", "2030-08-21"], ["C06", "2031-01-29"]],
  "Soma chat 15/02/30: 'dono ko counsellor ke paas bheja'; 21.8.30: 'Murmu madam ne pehle arrear ka poochha ... pehle "
  "arrear, phir sunwai'; chat 29/01/31: 'Madam ne poochha interim ka baaki arrear diya ki nahi'.")
q("judge_habit", "pandey J cyber bail me kya kya puchte hain",
  [["case diary"], ["antecedent", "antecedents"], ["recover", "frozen", "freeze"]], [["C02", "2030-08-26"], ["C02", "2030-09-16"]],
  "26.08.30 note: 'APP to produce the case diary and criminal antecedents'; Chhotu Mummy chat 16/09/30: 'Judge sahab ne "
  "poochha kitna paisa recover hua - 1,12,000 bank me freeze hai'.")
# pending_before
q("pending_before", "narauni wala kis court me chal raha",
  [["sub judge", "senior division", "वरीय कोटि", "nivedita"]], [["C04", "2030-02-20"]],
  "20300220_162211.jpg: 'Sub Judge-I (Nivedita madam) TPS 27/28 Narauni'.")
q("pending_before", "tapan da ka cheque case kaun magistrate ke yahan hai",
  [["jm-iii", "jm 1st class", "judicial magistrate"], ["kundan"]], [["C07", "2030-03-26"]],
  "khoa case BW 26.3.txt: 'JM-III Deoghar (Kundan Singh sahab)'.")
# amount
q("amount", "gorai ko kitna arrear jama karne bola tha munsif sahab ne",
  [["54,000", "54000", "चौवन हजार"], ["3,000", "3000"], ["18 माह", "18 months", "18 mahine"]], [["C03", "2030-03-15"]],
  "Eviction 9-29 order 15.03.2030.pdf: 'बकाया किराया 18 माह x 3,000 रु. = 54,000 रु. (चौवन हजार रुपये) 30 दिनों के अंदर'.")
q("amount", "soma ko interim kitna mila tha",
  [["5,000", "5000"], ["2,500", "2500"]], [["C06", "2030-05-08"]],
  "OMC 112-2029 interim order 08.05.2030.pdf: 'Rs. 5,000/- per month to the petitioner no. 1 and Rs. 2,500/- per month to "
  "the petitioner no. 2 (minor son)'.")
q("amount", "chhotu ka bail bond kitne ka laga",
  [["25,000", "25000", "twenty five thousand"], ["two sureties", "2 sureties", "do jamanatdar"]], [["C02", "2030-10-15"]],
  "BA_6215_2030_order_15102030.pdf: 'bail bond of Rs. 25,000/- (Rupees Twenty Five Thousand) with two sureties'.")
# pattern
q("pattern", "lalita wale claim me insurance wale apna gawah laate hain ya har baar time",
  [["2", "two", "twice", "do baar"], ["last chance", "last opportunity"], ["2000", "2,000"]],
  [["C05", "2030-09-23"], ["C05", "2031-01-13"]],
  "order 23.09.2030: 'RW1 not present; prayer for time ... Allowed as a last opportunity'; chat 13/01/31: 'RW2 nahi aaya ... "
  "last chance diya, 2000 rs harjana insurance company pe'.")
q("pattern", "budhan case me gupta side baar baar time leti hai kya",
  [["kedar nath rai", "kedarnath", "केदारनाथ"], ["unwell", "bimar", "अस्वस्थ"], ["last chance", "अंतिम"]],
  [["C01", "2030-03-06"], ["C01", "2030-07-17"], ["C01", "2030-09-04"], ["C01", "2030-11-20"]],
  "register 06.03.30: 'केदारनाथ राय वकील, कारण-पृच्छा हेतु समय मांगा'; order 17.07.2030: 'अस्वस्थ होने के कारण समय ... "
  "अंतिम रूप से समय'; 04.09: 'bahas ke liye time manga'; chat 20/11/30: 'SDO sahab ne last chance diya'.")
# counsel_pattern
q("counsel_pattern", "pawan yadav ji khoa case me har date kya karte hain",
  [["exemption", "हाजिरी माफी"], ["श्रावणी", "shravani", "beemar", "बीमार"]], [["C07", "2030-08-05"], ["C07", "2031-01-20"]],
  "IMG_20300805_124017.jpg: 'पवन यादव जी ने हाजिरी माफी (exemption) दिया, \"श्रावणी मेला में दुकान\"'; chat 20/01/31: "
  "'Pawan Yadav ji ne exemption diya, beemar hai bola'.")
q("counsel_pattern", "dwivedi ji gorai case me kaise date lete hain",
  [["sessions", "सेशन"], ["1,000", "1000", "हर्जाना", "harjana"]], [["C03", "2030-07-08"], ["C03", "2030-10-17"]],
  "register 08.07.30: 'जिरह स्थगित - द्विवेदी जी सेशन कोर्ट में व्यस्त'; order 17.10.2030: 'समय की प्रार्थना। 1,000 रु. "
  "(एक हजार रुपये) हर्जाना'.")
# witness
q("witness", "kanwariya case me eyewitness kaun tha",
  [["bablu yadav", "बबलू यादव", "bablu"]], [["C05", "2030-08-12"]],
  "IMG_20300812_140301.jpg: 'AW2 बबलू यादव (सुल्तानगंज, साथ का कांवरिया)'.")
q("witness", "khoa case me bank ki taraf se gawahi kisne di",
  [["subrata ghosh", "सुब्रत घोष"], ["bank of india", "बैंक ऑफ इंडिया"]], [["C07", "2030-11-25"]],
  "IMG-20301128-WA0014.jpg: 'CW2 सुब्रत घोष, बैंक ऑफ इंडिया मधुपुर - रिटर्न मेमो साबित'.")
q("witness", "jitendra wale forest case me PW1 kaun tha, jirah me kya bola",
  [["santosh tudu"], ["ramu marandi", "lalan singh", "sign baad me", "thane pe"]], [["C08", "2030-06-24"]],
  "WhatsApp Chat with Sarfaraz Jr.txt 24/06/30: 'PW1 Santosh Tudu vanrakshi ... dono gawah Ramu Marandi aur Lalan Singh "
  "wahan nahi the, sign baad me thane pe karwaya'.", today="2030-07-01")
# open
q("open", "budhan murmu case ka poora status batao",
  [["raiyati"], ["dafa 20", "दफा 20", "section 20", "धारा 20"], ["reserved", "सुरक्षित"], d("2031-02-19")],
  [["upload", "dafa 42 application Budhan Murmu.docx"], ["C01", "2031-01-22"]],
  "application: 'recorded raiyat ... in breach of section 20 is void'; 20310122_173012.jpg: 'दफा 20 का बंधन ... आदेश "
  "सुरक्षित। आदेश हेतु 19.02.2031'.")
q("open", "soma maintenance short me samjhao kahan tak pahuncha",
  [["5,000", "5000"], ["31,500", "31500"], d("2031-02-12")], [["C06", "2030-05-08"], ["C06", "2030-12-11"], ["C06", "2031-01-29"]],
  "interim order: 'Rs. 5,000/- per month'; OPW1 cross: 'Gross Rs. 31,500'; chat 29/01/31: 'bahas ke liye 12.02.2031'.")
# bare
q("bare", "gorai", [["dw2", "keshri"], d("2031-02-05")], [["upload", "correction dwari ND.txt"], ["upload", "plan 3-14 feb.docx"]],
  "correction dwari ND.txt: 'sahi agli tithi 05.02.2031 ... DW2 ke liye'; plan: 'Dwari vs Gorai - DW2 (Ramesh Keshri)'.")
q("bare", "binod yadav", [["351", "statement of accused"], ["exemption"]],
  [["upload", "JM-III Deoghar cause list 05.02.2031.pdf"], ["C07", "2031-01-20"]],
  "cause list 05.02.2031: 'Mondal Khoa Bhandar vs Binod Yadav - Statement of accused (351 BNSS)'; chat 20/01/31: "
  "'Binod Yadav phir absent ... exemption diya ... 351 ka bayan nahi hua'.")
# no_record
q("no_record", "basukinath wale lodge ka eviction suit ka agla date kya hai", NR, [],
  "No Basukinath lodge and no second eviction suit in any upload (the only eviction is the Baba Mandir Road pera shop).",
  no_record=True, absent=["basukinath"])
q("no_record", "kanwariya wala claim lok adalat me bheja gaya tha kya", NR, [],
  "C05 was never sent to a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat"])
q("no_record", "narauni partition me final decree ban gaya kya", NR, [],
  "C04 is at the pleader commissioner's stage; the plaint prays for a preliminary decree; no final decree anywhere.",
  no_record=True, absent=["final decree"])
q("no_record", "tirkey vakil ke saath mera kaun sa matter chal raha hai", NR, [], "No Tirkey in any upload.",
  no_record=True, absent=["tirkey"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Deoghar practice (bench/practices/deoghar; written from the uploads' "
                    "source_text by its writer, practice 152; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
