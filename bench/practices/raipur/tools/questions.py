"""Write questions.json for the Raipur practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]
HINDI = ["जनवरी", "फरवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms this chamber writes it (day first; the diary's 17/3 when `short`)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd:02d}.{mm:02d}.{yy:02d}", f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}",
             f"{dd:02d}/{mm:02d}/{yy:02d}", f"{dd}-{mm}-{yy}", f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}",
             f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}", f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}",
             f"{dd} {HINDI[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd:02d}/{mm:02d}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note", "nahi mila"]]

TODAY = "2026-12-02"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"R-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


WEEK = ["upload", "is hafte ka kaam.txt"]
TUSHAR = ["upload", "Tushar Jr के साथ WhatsApp चैट.txt"]
MANOJ = ["upload", "WhatsApp Chat with Manoj Bhaiya Hardware.txt"]

# ---- last time
q("last_time", "janki bai wale case me pichli peshi me ka hoil?",
  [d("2026-11-19"), ["dw1", "dukhit"], ["cross"]], [["C04", "2026-11-19"]],
  "DW1 Dukhit cross points 19.11.docx: 'DW1 affidavit filed today ... My cross (part)'; ND 10/12/2026.")
q("last_time", "sejbahar zameen wale case me last time kya hua tha",
  [d("2026-10-12"), ["absent", "did not appear", "didn't appear", "not present", "नइ आइन", "nahi aaye"],
   ["last chance", "last opportunity", "antim avsar", "अंतिम अवसर"], d("2026-11-16")], [["C06", "2026-10-12"]],
  "photo_2026-10-12: 'जी.पी. सोनवानी साहब आज नइ आइन ... साहब अंतिम अवसर दिस। अगली पेशी 16/11/2026'.", today="2026-10-13")
q("last_time", "bisahu ram ki appeal me last date pe kya hua?",
  [d("2026-08-18"), ["lcr", "record incomplete"], ["pw-4", "pw4", "mire", "deposition"], d("2026-09-22")],
  [["C02", "2026-08-18"]],
  "IMG_20260818: 'PL Pandey - LCR incomplete, PW-4 (Dr. R.K. Mire) ka deposition nahi hai ... ND 22.9.26'.", today="2026-09-01")

# ---- next date
q("next_date", "Chandrakar wale cheque case ki agli tarikh kab hai aur kis liye?",
  [d("2026-12-11"), ["351", "statement of accused", "accused statement", "accused's statement", "bayan"]], [["C05", "2026-11-13"]],
  "Tushar chat 13/11/26: '351 statement nahi hua. ND 11/12'.")
q("next_date", "sejbahar LAR me order kab aayega",
  [d("2026-12-14")], [["C06", "2026-11-16"]],
  "IMG_20261116 + LAR nakal: 'Order on 14.12.2026' / 'प्रकरण दिनांक 14.12.2026 आदेश हेतु'.")
q("next_date", "manoj bhaiya wale NI me lok adalat kab hai? date confirm karo",
  [d("2026-09-12")], [["C05", "2026-08-21"]],
  "photo_2026-08-21 (munshi) writes 21/09/2026; correction NI date.txt (22.8.26): 'ND 21/09 GALAT. Lok Adalat date is Sat 12.09.2026'.",
  today="2026-08-25")

# ---- counts
q("count", "janki bai case me patwari kitni baar nai aais?",
  [["2", "two", "twice", "do baar", "दो"]], [["C04", "2026-07-09"], ["C04", "2026-08-06"]],
  "photo 9/7/26: 'साक्षी नइ आइस'; photo 06/08/2026: 'पटवारी मरकाम आज घलो नइ आइस (दूसरा बार)'; examined 03.09.")
q("count", "lata sahu writ me sarkar ne return ke liye kitni baar time liya",
  [["2", "two", "twice", "do baar"]], [["C01", "2026-01-20"], ["C01", "2026-02-17"]],
  "IMG_20260120: 'No return. Jha - DEO se instructions awaited ... 3 wks'; order 17.02.2026: 'again prays for time'. Return filed 21.03.")
q("count", "chandrakar kitni baar court me absent raha ab tak?",
  [["3", "three", "teen", "thrice"]], [["C05", "2026-03-20"], ["C05", "2026-05-22"], ["C05", "2026-11-13"]],
  "NI + LAR 20 aur 23 march.txt: 'Accused absent - exemption'; order 22.05.2026: 'Accused absent ... bailable warrant'; Tushar 13/11/26: 'accused fir absent'.")

# ---- yes / no
q("yes_no", "chandrakar ne 143A wala pura paisa de diya kya?",
  [["50,000", "50000"], ["47,000", "47000"]], [["C05", "2026-06-26"], MANOJ],
  "Order 26.06.2026: DD of Rs. 50,000, undertaking for balance Rs. 47,000 by 31.07.2026; Manoj chat 30/07/26: '47000 jama hua 29 tarikh ko'.")
q("yes_no", "janki bai case me sarkar (D3) ka jawabdawa aaya tha kya?",
  [["closed", "samapt", "समाप्त", "right to file"], d("2026-02-19")], [["C04", "2026-02-19"]],
  "janki bai 19.02.26.txt: 'GP Sonwani again no WS -> madam closed D3's right to file WS'.")

# ---- said
q("said", "bisahu ram appeal me PL madam ne apni behas me kya bola",
  [["head", "vital"], ["eyewitness", "eye witness", "ganeshi", "ramkhilawan"]], [["C02", "2026-10-27"]],
  "IMG_20261027: 'blow on head = vital part, lathi carried from home, PW1 Ganeshi Bai + PW2 Ramkhilawan eyewitness'.")
q("said", "Kashyap sir ne lata wale case me final hearing pe kya remark kiya tha",
  [["der ki saza", "shasan ki der", "delay"]], [["C01", "2026-08-25"]],
  "IMG_20260825: 'karmchari ko shasan ki der ki saza nahi di ja sakti' (on pay scale given late in 2011).")
q("said", "manoj bhaiya ne lok adalat ke offer pe kya kaha tha?",
  [["3,00,000", "3 lakh", "300000"], ["4,85,000", "485000", "4.85 lakh"], ["refused", "mana", "nai"]], [["C05", "2026-09-12"]],
  "lok adalat 12.9.txt: 'Accused offered Rs 3,00,000 in 6 instalments. Manoj bhaiya refused - wants full 4,85,000'.")

# ---- judge habits
q("judge_habit", "dubey madam ke court me appeal me kya cheez pehle se ready rakhni padti hai?",
  [["nominal roll"], ["synopsis"]], [["C02", "2025-12-16"], ["C02", "2026-10-27"]],
  "IMG_20251216: 'Madam always wants NR first'; IMG_20261027: 'she always wants short synopsis before closing'.")
q("judge_habit", "gourha madam adjournment maango to kya karti hai",
  [["cost", "हर्जाना", "kharcha"], ["500"], ["1,000", "1000"]], [["C04", "2025-12-11"], ["C04", "2026-10-08"]],
  "photo 11/12/2025: '500 रु. हर्जाना'; Tushar 08/10/26: 'Madam ne 1000 cost lagaya, last opportunity'.")

# ---- pending before a date
q("pending_before", "14 dec se pehle sejbahar me kya file karna baki hai?",
  [["written submission", "written arguments", "likhit tark", "लिखित तर्क"], ["calculation chart", "chart", "गणना तालिका"]],
  [WEEK, ["C06", "2026-11-16"]],
  "is hafte ka kaam.txt: 'Sejbahar LAR - written submissions + calculation chart NOT FILED YET'.")
q("pending_before", "lata sahu case me 24 march se pehle sarkar ko kya kya karna hai?",
  [["return"], ["5,000", "5000"], ["personal affidavit"]], [["C01", "2026-02-17"]],
  "Order 17.02.2026: return in two weeks subject to deposit of costs of Rs. 5,000 with HCLSC; DEO's personal affidavit; list 24.03.2026.",
  today="2026-03-01")

# ---- amounts
q("amount", "sejbahar me award kitna mila tha aur hum kitna maang rahe hai?",
  [["18,42,000", "1842000", "18.42 lakh"], ["76,95,000", "7695000", "76.95 lakh"]],
  [["upload", "Award LA 07-A-82 Sejbahar.pdf"], ["C06", "2025-12-15"]],
  "Award 27.03.2025: total Rs. 18,42,000; LAR sejbahar 15.12.txt: 'total with solatium Rs 76,95,000'.")
q("amount", "janki bai case me dusri party pe ab tak total kitna cost laga?",
  [["1,500", "1500"], ["500"], ["1,000", "1000"]], [["C04", "2025-12-11"], ["C04", "2026-10-08"]],
  "Order sheet 11.12.2025: Rs. 500 costs; Tushar 08/10/26: 1000 cost. Total Rs. 1,500 (sum counted by eye).")
q("amount", "bisahu ram ki saza suspend hui to bond kitne ka tha",
  [["25,000", "25000"], ["surety", "jamanatdar"]], [["C02", "2026-02-10"]],
  "Order sheet 10.02.2026: personal bond of Rs. 25,000 with one surety in the like sum.")

# ---- patterns across cases / counsel
q("pattern", "kaunse matters me gawah summon ke baad bhi nai aaye?",
  [["janki", "patwari", "markam", "पटवारी"], ["bank", "बैंक", "चेक", "cheque", "chandrakar", "kujur"]],
  [["C04", "2026-07-09"], ["C04", "2026-08-06"], ["C05", "2026-08-21"]],
  "Patwari Markam absent 09.07 and 06.08 (C04); bank officer (CW2) absent 21.08 (C05, 'बैंक वाला साहब ... नइ आइस').")
q("pattern", "is mahine mere kaun kaun se matter lage hai?",
  [["bisahu", "dhruw"], ["janki"], ["chandrakar", "dewangan", "manoj"], ["sejbahar", "ganesh"]],
  [WEEK, ["C02", "2026-10-27"], ["C04", "2026-11-19"], ["C05", "2026-11-13"], ["C06", "2026-11-16"]],
  "Next dates: C02 03.12, C04 10.12, C05 11.12, C06 14.12; week plan names all four.")
q("counsel_pattern", "banjare vakil har baar kya bahana banata hai?",
  [["bilaspur", "बिलासपुर", "high court", "हाईकोर्ट"], ["cost", "500", "1000", "1,000", "हर्जाना"]],
  [["C04", "2025-12-11"], ["C04", "2026-10-08"]],
  "photo 11/12/2025: 'बंजारे साहब हाईकोर्ट बिलासपुर गे रहिन ... 500 रु. हर्जाना'; Tushar 08/10/26: 'sir Bilaspur HC me hain ... 1000 cost'.")
q("counsel_pattern", "sonwani GP dono cases me kya karta hai",
  [["instruction", "निर्देश"], ["ws", "jawabdawa", "जवाबदावा", "written statement"], ["absent", "collectorate", "कलेक्टोरेट", "meeting"]],
  [["C04", "2026-01-08"], ["C06", "2026-01-19"], ["C06", "2026-10-12"]],
  "C04 08.01: no WS for D3, 'तहसीलदार आरंग ले निर्देश नइ मिले'; C06 19.01: 'LAO se instructions nahi mile'; 12.10: absent, Collectorate meeting.")

# ---- witnesses
q("witness", "patwari ne gawahi me kya maana tha",
  [["signature", "thumb"], ["panchnama"]], [["C04", "2026-09-03"]],
  "patwari gawahi 3-9.txt: 'admitted the panchnama dt 02.11.2023 has NO signature or thumb impression of Janki Bai'.")
q("witness", "bank wale gawah ne cheque case me kya bataya",
  [["12,340", "12340"], ["2024"]], [["C05", "2026-10-09"]],
  "NI CW2 9 oct.txt: 'balance on 19.07.2025 = Rs 12,340 only ... cheque book series ... issued 11.03.2024'.")

# ---- open
q("open", "rohit kurre ki bail me kya conditions lagi thi?",
  [["50,000", "50000"], ["first monday", "pehle monday"], ["saraipali"]], [["C03", "2026-05-05"]],
  "Bail order 05.05.2026: personal bond Rs. 50,000 + one surety; presence at P.S. Saraipali on the first Monday of every month.")
q("open", "lata madam ko DEO ne samviliyan kyu mana kiya tha",
  [["2011"], ["6 years 11", "06 वर्ष 11", "6 saal 11", "6 yrs 11", "6 years and 11"], ["8 years", "8 saal", "08 वर्ष", "eight years"]],
  [["upload", "DEO patra samviliyan Lata Sahu.pdf"]],
  "DEO letter 04.08.2025: regular pay scale from 01.08.2011; countable service 06 years 11 months on 01.07.2018, less than 08 years.")
q("open", "bisahu ram ne bail milne tak kitni saza kaat li thi?",
  [["3 years 10 months", "03 years 10 months", "3 years and 11 months", "3 years 11 months", "3 years and 10 months", "3 saal 11", "3 saal 10"]],
  [["C02", "2026-02-10"], ["upload", "nominal roll Bisahu Ram.pdf"]],
  "Nominal roll 05.02.2026: actual 03 years 10 months 21 days; order 10.02.2026: 'about 3 years and 11 months'.")

# ---- bare words typed in court (read against the day's list)
q("bare", "synopsis?",
  [["21377"], ["10.11", "10/11", "10 nov"], ["bisahu", "dhruw"]],
  [WEEK, ["upload", "DCL 03.12.2026 Court 11 Bilaspur.pdf"]],
  "Cause list 03.12.2026: CRA 1186/2024 item 7; week plan: 'synopsis already filed 10.11 (diary 21377/26)'.", today="2026-12-03")
q("bare", "loan papers?",
  [["4 lakh", "4,00,000", "400000"], ["hemlal"]], [WEEK, ["C04", "2026-11-19"]],
  "Week plan: 'Rs 4 lakh cooperative bank loan ... loan papers from Arang branch (Hemlal bringing)'; DW1 admitted the loan on 19.11.", today="2026-12-10")
q("bare", "cost mila?",
  [["500"], ["not yet", "nahi", "not paid", "pending"]], [WEEK, ["C05", "2026-11-13"]],
  "Tushar 13/11/26: 'Exemption 500 cost pe allow ... Cost Manoj bhaiya ko milna hai'; week plan: 'NOT yet as of today'.", today="2026-12-11")

# ---- about things the notes do not hold
q("no_record", "ganesh sahu ke bete ka MACT claim kab laga hai?",
  NR, [], "No accident claim for anyone in any upload; Ganesh Ram Sahu's only matter is the LAR.", no_record=True, absent=["mact", "accident"])
q("no_record", "rohit kurre ki bail cancel karne ki arzi state ne lagayi thi kya?",
  NR, [], "No cancellation application in any upload of C03.", no_record=True, absent=["cancel"])
q("no_record", "tamrakar vakil kis case me opposite me hai?",
  NR, [], "No counsel or party named Tamrakar.", no_record=True, absent=["tamrakar"])
q("no_record", "kaushalya bai wale maintenance case me next date kya hai",
  NR, [], "No Kaushalya and no maintenance case in the practice.", no_record=True, absent=["kaushalya", "maintenance"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Raipur practice (bench/practices/raipur; written from the uploads' "
                    "source_text by its writer, practice18; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
