"""Write questions.json for the Muzaffarpur practice: questions typed the way Binod babu types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the munshi's 09.03.27 too; 9/3 when `short`)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd:02d}.{mm:02d}.{yy:02d}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}",
             f"{dd:02d}/{mm:02d}/{yy:02d}", f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}",
             f"{LONG[mm - 1]} {dd}", f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note", "not in the notes",
       "कोई रिकॉर्ड नहीं"]]
TODAY = "2027-03-09"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"M-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "jagdish babu ke litchi bagicha wala me pichhla date pe ka bhelai?",
  [d("2027-02-18"), ["dw-1", "umesh"], ["vanshavali", "वंशावली"]], [["C01", "2027-02-18"]],
  "TS 214 DW1 Umesh 18-02-27.docx: 'DW-1 Umesh Singh - chief on affidavit ... Cross by me (part): vanshavali me "
  "Ramlakhan Singh ke teen beta - maan gaye ... Agla tarikh 11.03.2027'.")
q("last_time", "sanjeev wala dahej case me last time ka hua",
  [d("2027-02-25"), ["arguments", "bahas", "बहस"], ["time", "समय"]], [["C03", "2027-02-25"]],
  "IMG_20270225_144410.jpg: '25.2.27 ... BAHAS ... Mishra ji (APP) jawab ke liye time mange ... ND 10.03.2027'; "
  "register 02.03: 'बचाव पक्ष की बहस आंशिक। APP साहब समय लिए'.")
q("last_time", "guddu ke bail me pichli tarikh pe kya hua patna me",
  [d("2026-08-24"), ["granted", "allowed", "released on bail", "bail mil"], ["25,000", "25000"]],
  [["C04", "2026-08-24"]],
  "Cr.Misc. 41872-2026 order 24-08-2026.pdf: 'Let the petitioner be released on bail on furnishing bail bond of "
  "Rs. 25,000/- ... The petition stands allowed.'", today="2026-08-30")
# next_date
q("next_date", "ranjana wali teacher writ ka agla date kab hai?",
  [d("2027-03-15")], [["upload", "correction ranjana ND.txt"]],
  "correction ranjana ND.txt: 'kal diary me ND 15.02.2027 likhe the - galat ... Sahi agla tarikh 15.03.2027'. "
  "The 18.01 diary page says 15.02 (wrong).")
q("next_date", "gupta ji ke eviction me agli tarikh kab aur kis liye",
  [d("2027-03-26"), ["arguments", "bahas", "बहस"]], [["C08", "2027-03-01"]],
  "IMG-20270302-WA0005.jpg (register): '01.03.27 - बेदखली 9/25 गुप्ता जी ... प्रतिवादी साक्ष्य बंद। बहस हेतु अ०ता० 26.03.27'.")
q("next_date", "rinki maintenance ka nxt date kab hai",
  [d("2026-07-07")], [["C05", "2026-05-26"]],
  "MC 211-2025 order 26.05.2026.pdf: 'अगली तिथि 07.07.2026 अनुपालन एवं साक्ष्य हेतु'.", today="2026-06-01")
# count
q("count", "choubey ji litchi case me ab tak kitna time petition de chuke",
  [["3", "three", "teen", "तीन"]], [["C01", "2026-03-12"], ["C01", "2026-11-19"], ["C01", "2027-01-21"]],
  "register 12.03: 'चौबे जी का टा०पे० (तबियत खराब) - मंजूर'; order 19.11.2026: 'यह दूसरी समय याचिका है'; "
  "Priyanka chat 21/01/27: 'Choubey ji phir time petition diye' - 'Teesra time petition'. Three.")
q("count", "sanjeev wale ST me kitna baar prosecution ka gawah nai aaya",
  [["2", "two", "twice", "दो बार"]], [["C03", "2026-05-14"], ["C03", "2026-07-09"]],
  "register 14.05: 'अभियोजन का कोई गवाह हाजिर नहीं'; order 09.07.2026: 'अभियोजन की ओर से आज भी कोई साक्षी उपस्थित "
  "नहीं'. Two.")
q("count", "guddu ka bail me HC me kitna date laga tha",
  [["4", "four", "chaar", "चार"]], [["C04", "2026-06-22"], ["C04", "2026-07-20"], ["C04", "2026-08-10"],
                                     ["C04", "2026-08-24"]],
  "patna 22 june guddu.txt, Patna 20.07.2026.docx, IMG_20260810 (10/8/26), order 24-08-2026 (order no. 4). Four.")
# yes_no
q("yes_no", "sunaina wala DCLR case jeet gaye ki nai?",
  [["yes", "haan", "allowed", "स्वीकृत", "jeet"], d("2026-08-04")], [["C02", "2026-08-04"]],
  "DCLR order BLDR 87 dt 04.08.2026.pdf: '04.08.2026 ... आवेदन स्वीकृत। अंचल अधिकारी, कुढ़नी को निदेश कि 30 दिनों के "
  "अंदर अतिक्रमण हटाकर ...'.")
q("yes_no", "shyam litchi wala me 5 lakh jama bhel tha ki nai",
  [["yes", "haan", "deposited", "jama", "जमा"], ["28.09", "28 sept", "28.9", "28/09", "28 september"]],
  [["C06", "2026-11-12"], ["upload", "call agrawal ji + sunaina 10.10.txt"]],
  "register 25.11: '5,00,000 रु० बैंक में 28.09.26 को जमा - रसीद दिखाई गई'; call note 10.10: '5 lakh 28 Sept ko "
  "Motijheel branch me jama ho gaya'.")
q("yes_no", "manish ne rinki ka poora bakaya de diya kya?",
  [["no", "nahi", "not fully", "partly", "partial", "only 30", "baki", "balance"], ["30,000", "30000"],
   ["42,000", "42000"]], [["C05", "2026-08-11"]],
  "WhatsApp Chat with Priyanka Jr.txt 11/08/26: 'Manish ne court me 30,000 jama kiya ... Baki abhi bhi 42,000'.",
  today="2026-08-20")
# said
q("said", "ranjana wale me pathak sahab last chance dete time DEO ke baare me ka kahe the",
  [["in person", "personal appearance", "appear"], ["deo", "district education officer"]], [["C07", "2026-08-17"]],
  "patna 17.8 ranjana.docx: 'if counter affidavit not filed by next date, the DEO, Muzaffarpur shall appear in "
  "person'.")
q("said", "litchi ka fasal ke baare me sinha sahab ka order ka tha",
  [["commissioner", "कमिश्नर"], ["deposit", "jama", "जमा"]], [["C01", "2026-04-07"]],
  "TS 214-2023 order 07.04.2026.pdf: 'वर्ष 2026 की लीची फसल एक पैरवीकार कमिश्नर की देखरेख में बेची जाएगी तथा बिक्री "
  "की राशि न्यायालय में जमा होगी'.")
q("said", "pandey sahab IO ke baare me kya bole the jab gawah nai aaya",
  [["warrant", "वारंट"], ["sho", "थानाध्यक्ष", "thanadhyaksh", "officer in charge"]], [["C03", "2026-07-09"]],
  "ST 318-2025 order 09.07.2026.pdf: 'उनके विरुद्ध जमानतीय वारंट निर्गत करें तथा थानाध्यक्ष, सकरा से कारण पृच्छा करें'.")
# judge_habit
q("judge_habit", "sinha sahab ke court me pehle kaun kagaz mangte hain, ka le ke jaun",
  [["khatiyan", "खतियान"], ["vanshavali", "वंशावली"]], [["C01", "2026-03-12"], ["C01", "2026-05-05"]],
  "register 12.03: 'हाकिम खतियान और वंशावली मांगे'; TS 214 commission 5 may.docx: 'Sinha sahab phir kahlkai - "
  "khatiyan ke saath vanshavali ka certified copy lagaiye'.")
q("judge_habit", "jha sahab bail me sabse pehle ka dekhte hain",
  [["case diary"], ["antecedent"]], [["C04", "2026-06-22"], ["C04", "2026-08-10"]],
  "patna 22 june guddu.txt: 'State to obtain case diary and criminal antecedent report'; 10/8/26: 'Case diary aa "
  "gaya. Antecedent ... Judge pehle antecedent hi dekhe'.")
q("judge_habit", "family court wali madam maintenance me dono side se ka mangti hain",
  [["affidavit", "शपथ"], ["income", "aamdani", "आय"]], [["C05", "2026-03-24"], ["C05", "2026-05-26"]],
  "IMG_20260324: 'Madam ne kaha dono ka income-asset affidavit (Rajnesh v Neha format) do'; order 26.05.2026: "
  "'दोनों पक्षों के आय एवं संपत्ति के शपथ पत्र देखे गए'.")
# pending_before
q("pending_before", "rinki wala aaj ke liye ka ka ready rakhna hai",
  [["lic"], ["kamra", "kiraya", "room", "rent"], ["42,000", "42000"]], [["upload", "plan 8-13 march.docx"]],
  "plan 8-13 march.docx: 'Tue 9/3 Family Court - Rinki 125 - Manish ka cross poora karna: LIC ki do policy aur Bela "
  "ka kamra (3,000 kiraya) pe; arrears ka hisaab (42,000 baki)'.")
q("pending_before", "jagdsih babu wala 11 march se pehle ka karna hai",
  [["umesh", "dw-1"], ["khatiyan"]], [["upload", "plan 8-13 march.docx"]],
  "plan: 'Thu 11/3 Sub-J I - Jagdish babu - DW-1 Umesh ka baaki cross; CS khatiyan ka certified copy nikalwana'.")
# amount
q("amount", "litchi bagicha ka fasal 2026 me kitna me bika",
  [["4,12,500", "412500", "4.125 lakh", "4.12 lakh", "412,500"]],
  [["C01", "2026-07-02"], ["upload", "CamScanner 06-24-2026 17.40.pdf"]],
  "Commissioner's report: 'highest bid of Sri Nagendra Sahni ... Rs. 4,12,500/- was accepted'; 2.7 note: 'Rs. 4,12,500'.")
q("amount", "canara bank ne notice me kitna bakaya bataya tha agrawal ji pe",
  [["48,62,310", "4862310", "48.62 lakh", "48.6 lakh", "4,862,310"]],
  [["upload", "13(2) notice Canara Bank Shree Shyam.pdf"]],
  "13(2) notice: 'An amount of Rs. 48,62,310/- ... is outstanding as on 31.10.2025'.")
q("amount", "rinki ko interim kitna mahina mila, kab se",
  [["6,000", "6000"], d("2025-08-12")], [["C05", "2026-05-26"]],
  "MC 211-2025 order 26.05.2026.pdf: '6,000/- (छह हजार) रुपये प्रतिमाह अंतरिम भरण-पोषण आवेदन की तिथि 12.08.2025 से'.")
# pattern
q("pattern", "ab tak kis kis case me priyanka gayi hai hamra jagah",
  [["sunaina", "dclr", "bldr"], ["gupta", "irfan", "eviction"], ["rinki", "maintenance", "manish"]],
  [["upload", "WhatsApp Chat with Priyanka Jr.txt"]],
  "WhatsApp Chat with Priyanka Jr.txt: 21/04 'DCLR Sunaina wala', 18/05 and 17/08 'Gupta ji', 11/08 'Rinki "
  "maintenance'.", today="2026-08-20")
q("pattern", "patna HC me hamar kaun kaun matter hai ya tha",
  [["guddu", "kanti", "excise"], ["ranjana", "cwjc", "teacher"]], [["C04", "2026-08-24"], ["C07", "2027-01-18"]],
  "Cr.Misc. 41872-2026 order (Patna High Court, Guddu Kumar @ Guddu Rai); IMG_20270118: 'Patna HC Ct 12 - Ranjana CWJC'.")
# counsel_pattern
q("counsel_pattern", "choubey vakil har date pe ka karte hain",
  [["time petition", "टा०पे०", "समय याचिका"]], [["C01", "2026-03-12"], ["C01", "2026-11-19"], ["C01", "2027-01-21"]],
  "register 12.03 and 25.11 'टा०पे०'; order 19.11 'समय याचिका दाखिल'; register 29.01.27 'चौबे जी का टा०पे०'.")
q("counsel_pattern", "shamim akhtar rinki wale me har baar ka bolte hain",
  [["aamdani", "income", "kamai"]], [["C05", "2026-03-24"], ["C05", "2026-04-28"], ["C05", "2026-08-11"],
                                     ["C05", "2026-09-22"]],
  "24.3: 'Shamim Akhtar ji bole client ki naukri chhoot gayi, aamdani nai'; 28/4: 'bahut kam aamdani hai'; chat 11/08: "
  "'aamdani kam hai, kist me denge'; 22.09 docx: 'Manish ki aamdani kam hai'.")
# witness
q("witness", "dahej wale me doctor ka gawahi me ka nikla",
  [["hanging"], ["no other injury", "other injury"]], [["C03", "2026-09-10"]],
  "IMG_20260910_165212.jpg: 'PW-3 Dr. Anupam Kumar ... asphyxia due to ante-mortem hanging ... no other injury on body'.")
q("witness", "irfan ne cross me ka ka maana",
  [["juran chhapra"], ["40,500", "40500"]], [["C08", "2027-01-25"]],
  "irfan DW1 25.01.txt: 'Juran Chhapra Road pe ek aur dukan hai ... sirf 40,500 jama kiye, baki nai - maana'.")
q("witness", "sugiya devi ne cross me kya maana",
  [["phone"], ["hearsay", "gaon ke log"]], [["C03", "2026-06-11"]],
  "PW2 sugiya devi 11.6.txt: 'phone wali baat kabhi kisi ko nai batayi FIR se pehle - maani ... \"jo gaon ke log bataye "
  "wahi bole\" - ye important hai, hearsay'.")
# open
q("open", "ranjana teacher wala ka pura haal batao",
  [["genuine", "सही"], ["november", "नवम्बर"], ["8 weeks", "8 hafte", "eight weeks"], d("2027-03-15")],
  [["C07", "2026-11-23"], ["C07", "2027-01-18"], ["upload", "correction ranjana ND.txt"]],
  "23 nov docx: 'certificate GENUINE. Salary released from November 2026'; 18/1/27: 'arrears ... within 8 weeks'; "
  "correction: 'Sahi agla tarikh 15.03.2027'.")
q("open", "bank wala shyam litchi ka case short me samjhao",
  [["ots"], ["drt"], ["5 lakh", "5,00,000", "500000"], d("2027-03-09")],
  [["C06", "2026-06-04"], ["C06", "2026-09-03"], ["C06", "2027-01-28"]],
  "4/6/26: 'OTS proposal ... Rs. 32 lakh'; 3.9.26: 'DRT Patna me SA No. 211/2026 ... Rs. 5 lakh 4 hafte me'; "
  "register 29.01.27: 'अ०ता० 09.03.27'.")
# bare (the lawyer's day, Tuesday 09.03.2027: Rinki at the Family Court, Shree Shyam at the CJM)
q("bare", "rinki", [["manish", "opw-1"], ["cross", "जिरह"]],
  [["C05", "2027-02-16"], ["upload", "Family Court cause list 09.03.2027.pdf"]],
  "IMG_20270216_161120.jpg: 'OPW-1 Manish - chief ... Cross hamra (part) ... ND 09.03.2027'; cause list: 'विपक्षी साक्ष्य'.")
q("bare", "shyam litchi", [["drt"], ["5 lakh", "5,00,000", "रसीद", "rasid"]],
  [["C06", "2027-01-28"], ["upload", "plan 8-13 march.docx"]],
  "plan 8-13 march.docx: 'Tue 9/3 CJM - Shree Shyam Litchi - DRT SA 211/2026 ka status + 5 lakh jama ka rasid'.")
# no_record
q("no_record", "motipur wala title suit ka agla date ka hai", NR, [],
  "No Motipur suit in any upload; the only title suit is the Rampur Jalal litchi orchard.", no_record=True,
  absent=["motipur"])
q("no_record", "litchi bagicha wala lok adalat me settle bhelai ki?", NR, [],
  "C01 was never sent to a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat"])
q("no_record", "guddu ka bail cancel karne ka petition state diya tha ki", NR, [],
  "No cancellation of Guddu's bail anywhere; the bail was granted and nothing after it.", no_record=True,
  absent=["cancel"])
q("no_record", "tripurari babu vakil ke saath hamar kaun case hai", NR, [], "No Tripurari in any upload.",
  no_record=True, absent=["tripurari"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Muzaffarpur practice (bench/practices/muzaffarpur; written from the "
                    "uploads' source_text by its writer, practice 86 (w-muzaffarpur); asked once by the lead)",
           "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
