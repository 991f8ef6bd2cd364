"""Write questions.json for the Jhansi practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
TODAY = "2027-02-17"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"J-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "halke wale batware me pichli tarik pe ka bhao",
  [d("2026-12-03"), ["dubey", "दुबे"], ["cross", "जिरह"]], [["C01", "2026-12-03"]],
  "Halke PW1 cross 03-12-2026.docx: 'O.S. 214/2025 — 03.12.2026 — PW1 Halke Prasad cross-examined (part) by Sri R.N. Dubey'.")
q("last_time", "kamla devi claim me last date pe kya hua",
  [["suresh chandra", "सुरेश चन्द्र"], d("2026-12-17")], [["C04", "2026-12-17"]],
  "MACP 88-2026 order sheet 17.12.2026.pdf: 'दिनांक 17.12.2026 ... DW1 सुरेश चन्द्र, अन्वेषक (investigator) का बयान'.")
q("last_time", "kalicharan ki apeal me akhri baar kya hua",
  [d("2026-07-28"), ["323"], ["3,000", "3000", "3 hazaar"]], [["C06", "2026-07-28"]],
  "Crl Appeal 17-2019 judgment 28.07.2026.pdf: 'निर्णय दिनांक 28.07.2026 ... धारा 323 ... रु० 3,000/- अर्थदण्ड'.",
  today="2026-08-01")
# next_date
q("next_date", "bhagwandas chak writ ki agli tarik",
  [d("2027-03-02")], [["C02", "2027-01-19"]], "Bhagwandas writ 19 jan.docx: 'Next date: 02.03.2027.'")
q("next_date", "gupta ji bank wala agla kab lagaa hai",
  [d("2027-03-04")], [["upload", "correction gupta ND.txt"]],
  "correction gupta ND.txt: 'sahi agli tarikh 04.03.2027 hai (compromise ke liye)' (the 09.02 note wrote 03.04.2027 by mistake).")
q("next_date", "rajni kharcha case next date?",
  [d("2026-11-18")], [["C03", "2026-09-10"]], "IMG_20260910_124755.jpg: 'ND 18.11.26'.", today="2026-10-01")
# count
q("count", "pappu wale trial me kitni baar gawah gayab rahe",
  [["3", "three", "teen", "तीन"]], [["C05", "2026-02-19"], ["C05", "2026-07-16"], ["C05", "2026-11-26"]],
  "IMG_20260320_131902.jpg: '19 Feb ko PW1 Dayaram nahi aaya tha'; order 16.07.2026: 'PW2 श्रीमती सुनीता ... अनुपस्थित'; "
  "register 26-11: 'विवेचक (IO) नहीं आये, वारण्ट जारी'.")
q("count", "halke batwara me ab tak kitni peshi ho chuki",
  [["8", "eight", "aath", "आठ"]], [["C01", x] for x in ("2026-02-05", "2026-03-09", "2026-04-07", "2026-05-05", "2026-07-14",
                                                          "2026-08-21", "2026-10-06", "2026-12-03")],
  "Diary 5/2/26, register ०९-०३, docx 7.4, order 05.05, Neha 14/07, txt 21.08, diary 6.10, docx + order 03.12: eight dates.")
q("count", "chak writ HC me kitni baar lag chuka",
  [["4", "four", "chaar", "चार"]], [["C02", x] for x in ("2026-03-17", "2026-05-12", "2026-08-04", "2026-10-13")],
  "Orders 17.3.2026 and 4.8.2026, call note 12.05.26, Dwivedi msg 13/10/26: four listings by 01.11.2026.", today="2026-11-01")
# yes_no
q("yes_no", "dharmendra ne HC vala 18000 jama kara ki nai",
  [["deposit nahi", "jama nahi", "not made", "not deposit", "did not deposit", "no deposit"]], [["C07", "2026-09-14"], ["C07", "2026-11-23"]],
  "revision HC 14.9.txt: 'Dharmendra ne 18,000 deposit nahi kiya'; chat 24/11: 'Interim order extend nahi hua kyunki deposit nahi kiya'.")
q("yes_no", "insurance walon ne driver ka licence farzi bataya tha kya kamla wale me",
  [["fake", "farzi", "फर्जी"], ["munna lal", "मुन्नालाल"]], [["C04", "2026-04-01"]],
  "MACP 88 insurer WS 1.4.docx: '(a) driver Munna Lal ka DL fake / farzi'.")
q("yes_no", "bank ne gupta ji ka OTS mana ki nahi",
  [["अस्वीकार", "rejected", "reject", "did not accept", "turned down"], ["7,50,000", "750000", "7.5 lakh"]], [["C08", "2026-07-21"]],
  "OS 57-2025 order sheet 21.07.2026.pdf: 'OTS प्रस्ताव रु० 7,50,000/- बैंक द्वारा अस्वीकार कर दिया गया है'.", today="2026-08-01")
# said
q("said", "srivastava sahab ne amin commision pe kya order kiya tha",
  [["राजाराम", "rajaram"], ["2,500", "2500"]], [["C01", "2026-05-05"]],
  "OS 214-2025 order sheet 05.05.2026.pdf: 'श्री राजाराम, अमीन को कमीशन नियुक्त ... कमीशन व्यय रु० 2,500/- वादी जमा करे'.")
q("said", "saxena J ne revision me pehli date pe kya kaha tha",
  [["18,000", "18000"], ["four weeks", "4 weeks", "4 hafte"]], [["C07", "2026-07-20"]],
  "Crl Rev 1475-2026 order 20.07.2026.pdf: 'provided he deposits Rs. 18,000/- ... within four weeks from today'.")
q("said", "dayaram ne jirah me ghatna ka time kya bataya",
  [["raat 9", "9 baje", "9 pm"], ["shaam 7", "7 baje", "7 pm"]], [["C05", "2026-04-23"]],
  "PW1 Dayaram cross 23.04.26.docx: 'FIR me ghatna shaam 7 baje, court me bola raat 9 baje — contradiction recorded'.")
# judge_habit
q("judge_habit", "family court wali madam bakaye ke mamle me kaisi hain",
  [["arrears", "bakaya", "बकाया"], ["pehle", "first"]], [["C03", "2026-07-22"], ["C03", "2026-09-10"]],
  "rajni PW1 22.7.txt: 'Madam ne kaha \"arrears pehle, baaki baad me\"'; 10.9.26: 'pehle bakaya jama karo phir suni jayegi'.")
q("judge_habit", "mishra sahab MACT me licence ka record kaise mangwate hain",
  [["rto"], ["talab", "summon"]], [["C04", "2026-08-27"], ["C04", "2026-10-29"]],
  "IMG_20260827_161144.jpg: 'Mishra sahab ne RTO Jhansi se licence ka record talab karne ka order kiya — khud hi'; Neha 29/10.")
q("judge_habit", "special judge sahab gawah na aaye to kya karte",
  [["जमानतीय वारण्ट", "bailable warrant", "warrant", "वारण्ट"]], [["C05", "2026-07-16"], ["C05", "2026-11-26"]],
  "ST 41-2023 order sheet 16.07.2026.pdf: 'साक्षी के विरुद्ध जमानतीय वारण्ट'; register २६-११: 'वारण्ट जारी'.")
# pending_before
q("pending_before", "srivastava sahab ke court me apna kya kya hai",
  [["halke", "हल्के"], ["batwara", "partition", "बँटवारा"]], [["C01", "2026-08-21"], ["C01", "2026-12-03"]],
  "Halke amin report 21.8.txt: '21.08.26 CJSD — Halke batwara'; order 03.12.2026 (CJSD, मूल वाद 214/2025).")
q("pending_before", "allahabad HC me apne kya kya matter chal rahe",
  [["bhagwandas", "chak"], ["dharmendra", "revision"]], [["C02", "2027-01-19"], ["C07", "2026-11-23"]],
  "Bhagwandas writ 19 jan.docx (Writ-B 3187/2026, Ct 29); Rajni chat 24/11: 'Kal HC me revision pesh nahi hua'.")
# amount
q("amount", "rajni ko kitna kharcha bandha hai mahine ka",
  [["6,000", "6000", "छः हजार", "6 hazaar"]], [["C03", "2026-04-16"]],
  "Misc 312-2025 interim order 16.04.2026.pdf: 'अन्तरिम भरण-पोषण हेतु रु० 6,000/- (छः हजार) प्रतिमाह'.")
q("amount", "gupta ji pe bank ne kitne ka dawa thoka hai",
  [["11,40,000", "1140000", "11.40 lakh", "11.4 lakh"]], [["upload", "WS D1 Gupta OS 57-2025.docx"],
                                                         ["upload", "recall notice Jhansi Nagar Sahkari Bank.pdf"]],
  "WS D1: 'The claimed Rs. 11,40,000 includes penal interest'; recall notice: 'The outstanding of Rs. 11,40,000'.")
q("amount", "kamla devi ka claim kitne ka dala tha",
  [["42,50,000", "4250000", "42.5 lakh", "42.50 lakh", "forty two lakh fifty thousand"]],
  [["upload", "claim petition Kamla Devi first page.pdf"]],
  "claim petition first page: 'Compensation claimed: Rs. 42,50,000/- (Rupees forty two lakh fifty thousand)'.")
# pattern
q("pattern", "chak writ HC me baar baar kyu tal jaata hai",
  [["counter"], ["not reached", "nahi pahuncha"]], [["C02", "2026-05-12"], ["C02", "2026-10-13"]],
  "12 may call: 'counter ke liye time liya ... Counter abhi tak nahi'; 13.10: 'aaj nahi pahuncha (not reached)'.")
q("pattern", "dharmendra paisa time pe deta hai ki nahi family court me",
  [["36,000", "36000"], ["20,000", "20000"]], [["C03", "2026-09-10"], ["C03", "2027-01-28"]],
  "10.9.26: 'arrears Rs. 36,000'; rajni 28 jan FC.txt: 'Rs. 20,000 jama kiye (bakaya 36,000 me se)'.")
# counsel_pattern
q("counsel_pattern", "dubey vakil ka tareeka kya rehta hai batware me",
  [["objection", "aapatti", "आपत्ति"], ["time", "समय"]], [["C01", "2026-02-05"], ["C01", "2026-08-21"]],
  "diary 5/2/26: 'Dubey ji ne time maanga'; 21.08.26: 'Dubey ji ne turant objection (aapatti) daal di ... Unka har baar yahi — time ya objection'.")
q("counsel_pattern", "sahu ji bank wale har baar kya bahana banate",
  [["instructions", "instruction"]], [["C08", "2026-04-28"], ["C08", "2026-12-15"]],
  "28.4.26: 'Sahu ji ne replication ke liye time liya tha — instructions'; 15/12/26: 'OTS pe naye sire se instructions lenge'.")
# witness
q("witness", "kamla wale me mauke ka gawah kon tha", [["brijesh"]], [["C04", "2026-08-27"]],
  "IMG_20260827_161144.jpg: 'PW2 Brijesh Kumar (toll ke paas chai dhaba) — dekha truck service lane me ghus ke cycle ko maara'.")
q("witness", "pappu trial me doctor kaun aaya tha", [["anand tiwari"]], [["C05", "2026-09-24"]],
  "IMG_20260924_120044.jpg: 'PW3 Dr. Anand Tiwari (ab CHC Mauranipur me) — injury report Sunita prove kiya'.")
q("witness", "bank ki taraf se gawahi kisne di gupta wale me", [["vinod kumar nigam", "nigam"]], [["C08", "2026-09-08"]],
  "gupta bank PW1 8.9.txt: 'PW1 Vinod Kumar Nigam, branch manager Sipri Bazar'.")
# open
q("open", "halke batware ka poora haal bata do",
  [["amin", "अमीन"], ["cross", "जिरह"], d("2027-02-17")], [["C01", "2026-08-21"], ["C01", "2026-12-03"]],
  "21.08: 'Amin Rajaram ki report aakhir aa gayi'; 03.12 docx: 'PW1 ... cross-examined (part) ... Next date 17.02.2027'.")
q("open", "rajni ke dono case family court aur HC kahan tak pahunche",
  [["6,000", "6000"], d("2027-02-17"), d("2027-03-08")], [["C03", "2026-04-16"], ["C03", "2027-01-28"], ["C07", "2026-11-23"]],
  "interim order: 'रु० 6,000/-'; rajni 28 jan FC.txt: 'ND 17.02.2027'; chat 24/11: 'Agli tarikh 08.03.2027'.")
# bare (typed in court on the lawyer's day)
q("bare", "pappu", [["rakesh yadav", "i.o.", "investigating officer", "विवेचक"], ["cross", "जिरह"]], [["C05", "2027-01-21"]],
  "pappu IO 21.1.27.txt: 'PW4 IO SI Rakesh Yadav ... Next date 17.02.2027 — cross of IO.'")
q("bare", "rajni fc", [["dw1", "dharmendra"], ["cross", "जिरह"]], [["C03", "2027-01-28"]],
  "rajni 28 jan FC.txt: 'ND 17.02.2027 — DW1 further cross.'")
# no_record
q("no_record", "baruasagar wale dakhil kharij case ki tarik kab hai", NR, [],
  "No mutation (dakhil kharij) matter and nothing at Baruasagar in any upload.", no_record=True,
  absent=["baruasagar", "dakhil kharij", "dakhil-kharij"])
q("no_record", "kamla devi wala claim lok adalat bheja tha kya", NR, [],
  "C04 was never sent to a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat"])
q("no_record", "pappu ki discharge application pe kya order hua tha", NR, [],
  "No discharge application was ever moved in C05; no upload names one.", no_record=True, absent=["discharge"])
q("no_record", "chaturvedi vakil ke saath mera kaun sa case hai", NR, [], "No Chaturvedi in any upload.", no_record=True,
  absent=["chaturvedi"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Jhansi practice (bench/practices/jhansi; written from the uploads' "
                    "source_text by its writer, practice 87; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
