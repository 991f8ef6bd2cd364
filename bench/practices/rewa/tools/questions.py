"""Write questions.json for the Rewa practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
             f"{dd:02d}.{mm:02d}.{yy:02d}", f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}",
             f"{LONG[mm - 1]} {dd}", f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note", "not in the notes"]]
TODAY = "2027-01-12"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"RW-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "phoolmati wali apeal me pichhli peshi pe ka bhaa?",
  [d("2026-11-19"), ["धान", "आदेश तैयार नहीं", "order not ready", "paddy"], d("2027-01-21")], [["C01", "2026-11-19"]],
  "register 19.11.2026.jpg: 'आदेश हेतु था। आदेश तैयार नहीं - साहब धान उपार्जन केन्द्र निरीक्षण में ... 21.01.2027'.")
q("last_time", "ramkripal wale ST me last date kya hua tha",
  [d("2026-12-15"), ["पटवारी", "patwari"], ["अभियोजन साक्ष्य बंद", "prosecution evidence closed", "evidence closed"]],
  [["C03", "2026-12-15"]],
  "register 15.12.2026.jpg: 'अ.सा.6 पटवारी (नक्शा मौका) का बयान। अभियोजन साक्ष्य बंद। 12.01.2027'.")
q("last_time", "vidyawati madam ke writ me pichhli baar kya hua",
  [d("2026-09-09"), ["service book"], ["2,000", "2000"], d("2026-11-25")], [["C05", "2026-09-09"]],
  "WP 31457-2025 order 09.09.2026.pdf: 'original service book has not been produced ... costs of Rs. 2,000/- ... "
  "List on 25.11.2026'.", today="2026-09-15")
# next_date
q("next_date", "chakki wale bijli case ki agli tarikh kab hai",
  [d("2027-01-22"), ["dw2"]], [["upload", "correction chakki ND.txt"]],
  "correction chakki ND.txt: '15.1.27 likh di thi - GALAT ... sahi agli tarikh 22.01.2027 (DW2)'. The 18.12 diary photo "
  "says 15.1.27 (wrong).")
q("next_date", "Phoolmati apeal SDM ke yahan kab lagi hai, kaahe ke liye",
  [d("2027-01-21"), ["आदेश", "order", "aadesh"]], [["C01", "2026-11-19"]],
  "register 19.11.2026.jpg: 'आदेश हेतु था। आदेश तैयार नहीं ... रीडर बोले अगली पेशी पर आदेश होगा ... 21.01.2027'.")
q("next_date", "sonu ki zamanat ki agli date kab baatay",
  [d("2026-04-13"), ["fsl"]], [["C04", "2026-03-30"]],
  "sonu bail 30.3.txt: 'Judge sahab ne FSL report aur aaropi ka aapraadhik record (antecedents) maanga ... ND 13.4.26'.",
  today="2026-04-02")
# count
q("count", "mishra vakil phoolmati wale me kitni baar khud nahi aaye, proxy se time liya?",
  [["2", "two", "do baar", "twice"], d("2026-06-04"), d("2026-08-06")], [["C01", "2026-06-04"], ["C01", "2026-08-06"]],
  "WhatsApp Chat with Anurag Patel Jr.txt 04/06/26: 'Mishra ji fir nahi aaye, unka proxy junior time maanga'; "
  "WhatsApp Chat with Rajendra Patel Pipraha.txt 06/08/26: 'Mishra vakil fir absent, proxy time le gaya'.")
q("count", "katra wale 109 me ab tak kitne gawah ho gaye prosecution ke",
  [["6", "six", "chhah", "छह"]],
  [["C03", "2026-02-17"], ["C03", "2026-05-19"], ["C03", "2026-07-21"], ["C03", "2026-08-25"], ["C03", "2026-11-17"],
   ["C03", "2026-12-15"]],
  "PW1 Sanjay (17.02 docx), PW2 Geeta (geeta PW2 19 may.txt), PW3 Dr Alok Verma (21.7 docx), PW4 Bhola (25/8 photo), "
  "अ.सा.5 विवेचक (register 17.11), अ.सा.6 पटवारी ... अभियोजन साक्ष्य बंद (register 15.12).")
q("count", "bijli company pe chakki case me kitni baar cost laga aur kitna kitna",
  [["3", "three", "teen", "teesri baar"], ["500"], ["1,000", "1000"]],
  [["C06", "2026-07-10"], ["C06", "2026-10-09"], ["C06", "2026-12-18"]],
  "IMG_20260710_144501.jpg: 'Rs. 500 vyay (cost)'; WhatsApp Chat with Dinesh Gupta Chakki.txt: 'Rs. 1,000 cost lagaya "
  "company pe'; IMG_20261218_151207.jpg: 'antim avsar, Rs. 1,000 cost fir se'.")
# yes_no
q("yes_no", "sonu ko bail mili thi ki nahi hc se?",
  [["yes", "haan", "granted", "allowed", "mil gayi"], d("2026-04-20")], [["C04", "2026-04-20"]],
  "MCRC 11842-2026 order 20.04.2026.pdf: 'Dated : 20-04-2026 ... the application is allowed'.")
q("yes_no", "vidyawati wale writ me state ne service book pesh kar di kya?",
  [["yes", "haan", "pesh ki", "produced"], d("2026-11-25"), ["page 41", "पृष्ठ 41"]], [["C05", "2026-11-25"]],
  "vidyawati 25.11 HC.txt: 'GA ne original service book pesh ki - page 41 pe 14.08.2009 wala vachan-patra chaspa'.")
q("yes_no", "seemankan me shivnandan ne panchnaame pe dastakhat kiye the?",
  [["no", "nahi", "नहीं", "refused", "इंकार"], ["0.055"]],
  [["upload", "dal prativedan 29.09.2026 pipraha.pdf"], ["C02", "2026-10-13"]],
  "dal prativedan 29.09.2026 pipraha.pdf: '0.055 हे. ... शिवनन्दन पटेल ने पंचनामे पर हस्ताक्षर से इंकार किया'; "
  "WhatsApp (2) 13/10/26: 'Shivnandan panchname pe sign nahi kiye'.", today="2026-10-20")
# said
q("said", "PW3 doctor ne cross me ka maanis tha",
  [["fracture"], ["pathar", "stone"]], [["C03", "2026-07-21"]],
  "Dr Alok Verma PW3 cross 21.7.docx: 'X-ray me koi fracture nahi - maana ... nukeele pathar par girne se bhi aa sakti "
  "hai'.")
q("said", "siddiqui ne kamla devi wale me bahas me kya bola tha",
  [["money order"], ["sirmaur"]], [["C07", "2026-04-09"]],
  "kamla devi args 9.4.txt: 'kiraya money order se bheja par liya nahi gaya; Anil ki apni dukaan hai Sirmaur Chauraha pe'.")
q("said", "bhola jabti wala gawah court me kya bola",
  [["hostile", "pakshdrohi", "पक्षद्रोही"], ["thane me sign", "farsa hamare saamne nahi"]], [["C03", "2026-08-25"]],
  "IMG_20260825_160210.jpg: 'Pakshdrohi (hostile)! bola \"thane me sign karwaye, farsa hamare saamne nahi mila\"'.")
# judge_habit
q("judge_habit", "chaurasia madam adjournment maange to kya karti hain",
  [["cost", "vyay"], ["antim avsar", "last opportunity"]],
  [["C06", "2026-07-10"], ["C06", "2026-10-09"], ["C06", "2026-12-18"]],
  "IMG_20260710_144501.jpg: 'Rs. 500 vyay (cost) lagaya'; WhatsApp Dinesh: 'Rs. 1,000 cost'; "
  "IMG_20261218_151207.jpg: 'Madam naraz: antim avsar, Rs. 1,000 cost fir se'.")
q("judge_habit", "agnihotri sahab gawah na aaye to ka karat hain",
  [["जमानतीय वारंट", "bailable warrant", "warrant"], ["5,000", "5000"], ["डीन", "dean"]],
  [["C03", "2026-04-21"], ["C03", "2026-06-23"]],
  "ST 214-2025 aadesh patrika 21.04.2026.pdf: 'रुपये 5,000/- का जमानतीय वारंट'; register 23.06.2026.jpg: 'डीन मेडिकल "
  "कालेज के माध्यम से समन। साहब नाराज।'")
q("judge_habit", "SDM chauhan sahab ka tareeka kaisa hai, kya kya karte",
  [["raajinama", "राजीनामा", "compromise"], ["धान", "paddy"], ["record", "रिकार्ड", "abhilekh"]],
  [["C01", "2026-02-05"], ["C01", "2026-07-09"], ["C01", "2026-11-19"]],
  "IMG_20260205_163012.jpg: 'Tehsil se mool abhilekh (record) mangaya'; IMG_20260709_170405.jpg: 'raajinama kar lo'; "
  "register 19.11.2026.jpg: 'साहब धान उपार्जन केन्द्र निरीक्षण में'.")
# pending_before
q("pending_before", "tehsildar madam ke yahan hamaar kaun kaun case baatay",
  [["seemankan", "सीमांकन", "demarcation"], ["rajendra", "राजेन्द्र"]], [["C02", "2026-12-15"]],
  "tehsil aadesh patrika 0156 dt 15.12.2026.pdf: 'राजेन्द्र पटेल बनाम शिवनन्दन पटेल ... सीमांकन दल के प्रतिवेदन'.")
q("pending_before", "khare J ke saamne kya pending hai hamara",
  [["vidyawati", "विद्यावती"], d("2027-01-20")], [["C05", "2026-11-25"]],
  "vidyawati 25.11 HC.txt: 'Vidyawati writ ... Final hearing 20.1.2027'; cause list 25.11.2026 Ct 7.")
# amount
q("amount", "chakki wale dinesh ka supplimentary bill kitne ka tha",
  [["2,86,450", "286450", "2.86 lakh", "2,86,450/-"]], [["upload", "IMG_20260110_112233.jpg"]],
  "IMG_20260110_112233.jpg: 'पूरक राशि: रुपये 2,86,450/-'.")
q("amount", "DEO ne vidyawati madam se kitni vasooli nikali thi",
  [["3,84,612", "384612", "3.84 lakh"]], [["upload", "DEO Rewa recovery order Vidyawati.pdf"]],
  "DEO Rewa recovery order Vidyawati.pdf: 'अधिक भुगतान राशि रुपये 3,84,612/- की वसूली'.")
q("amount", "kamla devi wale me bakaya kiraya kitna dilaya court ne",
  [["1,08,000", "108000", "1.08 lakh"]], [["C07", "2026-04-29"]],
  "RCSA 112-2023 nirnay 29.04.2026.pdf: 'बकाया किराया रुपये 1,08,000/- (24 माह x 4,500)'.")
# pattern
q("pattern", "bijli company ke gawah har baar kaahe nahi aate, kya bahana dete",
  [["training"], ["suchna nahi", "notice"]], [["C06", "2026-10-09"], ["C06", "2026-12-18"]],
  "WhatsApp Chat with Dinesh Gupta Chakki.txt: 'Jabalpur training me baatay'; IMG_20261218_151207.jpg: '\"gawah ko "
  "suchna nahi mili\"'.")
q("pattern", "katra wale case me abhiyojan ke gawah kitni baar gayab rahe, kaun kaun",
  [["4", "four", "char"], ["geeta", "गीता"], ["alok verma", "आलोक वर्मा", "doctor", "डाक्टर"], ["baghel", "बघेल"]],
  [["C03", "2026-01-20"], ["C03", "2026-04-21"], ["C03", "2026-06-23"], ["C03", "2026-10-06"]],
  "IMG_20260120_141530.jpg: 'Koi gawah nahi aaya'; order 21.04: 'गीता तिवारी ... अनुपस्थित'; register 23.06: 'डाक्टर "
  "आलोक वर्मा (अ.सा.3) नहीं आए'; WhatsApp Manoj 06/10/26: 'SI Baghel nahi aaye'.")
# counsel_pattern
q("counsel_pattern", "KP mishra vakil dono pipraha wale case me kaise chalta hai",
  [["proxy"], ["atirikt saakshya", "additional evidence", "अतिरिक्त साक्ष्य"], ["आपत्ति", "objection", "aapatti"]],
  [["C01", "2026-06-04"], ["C01", "2026-09-03"], ["C02", "2026-04-28"], ["C02", "2026-11-17"]],
  "WhatsApp Anurag 04/06/26: 'unka proxy junior time maanga'; Phoolmati appeal bahas 3.9.26.docx: 'atirikt saakshya ka "
  "aavedan'; tehsil order 28.04: 'आपत्ति प्रस्तुत की'; register 17.11: 'आपत्ति हेतु समय लिया'.")
q("counsel_pattern", "soni vakil MPEZ wala kaisan chalat hai",
  [["ws"], ["cost"], ["training"]], [["C06", "2026-02-06"], ["C06", "2026-07-10"], ["C06", "2026-10-09"]],
  "IMG_20260206_152948.jpg: 'WS ke liye samay maanga'; IMG_20260710_144501.jpg: 'Soni vakil pratiparikshan ke liye "
  "taiyaar nahi ... Rs. 500 vyay (cost)'; WhatsApp Dinesh: 'Jabalpur training me baatay'.")
# witness
q("witness", "geeta tiwari ne cross me kya kya maana",
  [["rasoi", "kitchen"], ["3 din", "three days"]], [["C03", "2026-05-19"]],
  "geeta PW2 19 may.txt: 'ghatna ke samay wo rasoi me thi ... Police ko bayan 3 din baad diya - maana'.",
  today="2026-05-25")
q("witness", "PW1 sanjay ke cross me hamare kaam ka kya nikla",
  [["farsa"], ["andhera", "dark"], ["00:40", "3.5 ghante"]], [["C03", "2026-02-17"], ["C03", "2026-03-17"]],
  "PW1 Sanjay cross 17.02.docx: 'FIR raat 00:40 pe ... 3.5 ghante der'; IMG_20260317_183322.jpg: 'FIR me \"farsa\" "
  "shabd nahi ... andhera tha'.")
q("witness", "JE kushwaha ne cross me ka maana chakki wale me",
  [["maujood nahi", "not present"], ["video"], ["30 mahine"]], [["C06", "2026-11-20"]],
  "chakki DW1 20.11.txt: 'upbhokta (Dinesh) maujood nahi tha - maana ... seal ki video nahi ... 30 mahine ka aakalan'.")
# open
q("open", "rajendra wala seemankan ab tak ka poora haal short me",
  [["0.06"], ["0.055"], ["250"], d("2027-01-12")],
  [["upload", "RI prativedan seemankan 24.02.26.pdf"], ["upload", "dal prativedan 29.09.2026 pipraha.pdf"],
   ["C02", "2026-12-15"]],
  "RI prativedan: 'रकबा 0.06 हे. ... शिवनन्दन पटेल के कब्जे में'; dal prativedan: '0.055 हे.'; order 15.12.2026: 'धारा 250 "
  "... पेशी दिनांक 12.01.2027'.")
q("open", "vidyawati madam ka writ kahan tak pahuncha samjha do",
  [["no further recovery", "stay"], ["2009"], d("2027-01-20")], [["C05", "2026-01-21"], ["C05", "2026-11-25"]],
  "order 21.01.2026: 'no further recovery shall be made'; vidyawati 25.11 HC.txt: '14.08.2009 wala vachan-patra ... "
  "Final hearing 20.1.2027'.")
# bare (the lawyer's day, 12.01.2027: C02 and C03 are listed)
q("bare", "katra", [["351", "अभियुक्त कथन", "accused statement", "statement of the accused"], ["ramkripal", "रामकृपाल"]],
  [["C03", "2026-12-15"]],
  "register 15.12.2026.jpg: 'रामकृपाल (सत्र) ... 12.01.2027 अगली पेशी अभियुक्त कथन (धारा 351 बी.एन.एस.एस.)'.")
q("bare", "seemankan", [["250"], ["आपत्ति", "objection", "aapatti"]], [["C02", "2026-12-15"]],
  "tehsil aadesh patrika 0156 dt 15.12.2026.pdf: 'आपत्ति एवं धारा 250 के आवेदन पर तर्क हेतु पेशी दिनांक 12.01.2027'.")
# no_record
q("no_record", "chakki wale dinesh ka cheque bounce wala case kab laga hai", NR, [],
  "Dinesh Gupta has only the electricity suit; no cheque case in any upload.", no_record=True, absent=["cheque", "138"])
q("no_record", "sonu ki bail cancel karne ki arzi state ne lagayi thi, uska kya bhaa", NR, [],
  "No application to cancel Sonu's bail in any upload.", no_record=True, absent=["cancel"])
q("no_record", "chakki case me court commissioner ne meter dekha tha kya, report kab aayi", NR, [],
  "No court commissioner was appointed in the electricity suit; no upload names one.", no_record=True,
  absent=["commissioner"])
q("no_record", "advocate rakesh tripathi ke saath hamaar kaun sa case chal raha", NR, [],
  "No Tripathi in any upload.", no_record=True, absent=["tripathi"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Rewa practice (bench/practices/rewa; written from the uploads' "
                    "source_text by its writer, practice61; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
