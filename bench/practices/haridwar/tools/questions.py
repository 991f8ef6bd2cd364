"""Write questions.json for the Haridwar practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}", f"{dd:02d}.{mm:02d}.{yy:02d}", f"{dd}/{mm}/{yyyy}",
             f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}",
             f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))

NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "record me nahi", "no note", "not in the notes"]]
TODAY = "2027-06-07"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"HW-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
# last_time
q("last_time", "ashram wale case me pichli tareek pe kya hua bal",
  [d("2027-04-20"), ["जिरह पूरी", "cross concluded", "cross complete"], ["pw2", "उप निबन्धक", "sub-registrar"], d("2027-07-13")],
  [["C01", "2027-04-20"]],
  "IMG-20270421-WA0009.jpg: '20.04.27 आश्रम वाद — PW1 की जिरह पूरी। PW2 को सम्मन (उप निबन्धक कार्यालय का रिकार्ड)। अगली 13.07.27'.")
q("last_time", "goyal dukan wale me last date ko kya hua",
  [d("2027-05-13"), ["बहस पूरी", "arguments concluded", "arguments over"], ["निर्णय", "judgment", "faisla"], d("2027-07-08")],
  [["C02", "2027-05-13"]],
  "IMG-20270519-WA0001.jpg: '13.05.27 गोयल दुकान — बहस पूरी, निर्णय हेतु। अगली 08.07.27'.")
q("last_time", "negi 138 me pichhli tarikh pe kya hua",
  [d("2027-02-22"), ["1000", "1,000"], ["tyagi"], d("2027-04-19") + ["next 19.4"]], [["C04", "2027-02-22"]],
  "WhatsApp Chat with Kavita Bisht Jr (2).txt: '22/02/27 ... Tyagi ji nahi aaye, madam ne 1000 rs cost lagaya accused pe. "
  "Next 19.4' (asked on 01.03.2027).", today="2027-03-01")
# next_date
q("next_date", "shivalik khanan writ ki agli tareek kab ch",
  [d("2027-07-07")], [["C06", "2027-04-07"]],
  "order WPMS 1873 07.04.2027.pdf: 'List on 07.07.2027'; Pundir chat: 'Agli 07.07.2027'.")
q("next_date", "sunita mediclaim next date?",
  [d("2026-12-09") + ["next 9.12"], ["arguments", "bahas"]], [["C07", "2026-10-14"]],
  "sunita 14-10.txt: 'Next 9.12 arguments.' (asked on 01.11.2026)", today="2026-11-01")
q("next_date", "mahant wale case me agli tarikh konsi hai",
  [d("2027-04-20")], [["C01", "2027-03-02"], ["upload", "correction ashram ND.txt"]],
  "Doc1.docx says 20.05.2027 by mistake; correction ashram ND.txt: 'Sahi agli tarikh 20.04.2027 hai' (asked on 10.03.2027).",
  today="2027-03-10")
# count
q("count", "neha wale case me prosecution ke kitne gawah ho gaye ab tak",
  [["4", "four", "char", "चार"], ["bhandari", "भण्डारी"]],
  [["C03", "2026-08-05"], ["C03", "2026-11-11"], ["C03", "2026-12-16"], ["C03", "2027-04-15"]],
  "Register p.66 'PW1 रमेश चन्द कश्यप'; p.78 'PW2 कमला देवी'; diary 16.12 'PW3 Dr Sanjay Rana'; p.93 'PW4 उ.नि. मुकेश भण्डारी ... जिरह आंशिक'.")
q("count", "ashram case me issues kitne frame hue the",
  [["छः", "6", "six", "chhe"]], [["C01", "2026-09-29"]],
  "IMG-20261001-WA0011.jpg: 'वाद बिन्दु (issues) बने, कुल छः'; issues OS 211.docx lists 1-6.")
q("count", "dharamshala me mahant ne kitne kamre kiraye pe chadha rakhe",
  [["9 kamre", "9 rooms", "nine rooms"], ["22 kamre", "22 rooms", "twenty two"]], [["C01", "2026-12-01"]],
  "amin report 1.12.txt: 'dharamshala me kul 22 kamre, unme se 9 kamre Mahant Haridas ne kiraye pe de rakhe'.")
# yes_no
q("yes_no", "Negi ne 143A wala paisa diya ki nahi abhi tak",
  [["abhi tak nahi diya", "abhi tak nahi diye", "not paid", "nahi diya"], ["96,000", "96000"]],
  [["C04", "2026-12-21"], ["upload", "week plan 7-12 june.txt"]],
  "Kavita (2): '96000 abhi tak nahi diye'; week plan: '143A ka paisa abhi tak nahi diya — recovery application'.")
q("yes_no", "chauhan case me saas aur nanad pe bhi 304B ka charge laga kya",
  [["all three", "teeno", "sabhi"], ["304b"]], [["C03", "2026-07-08"]],
  "order 8.7.26 ST 64.pdf: 'Charges framed u/s 498A, 304B IPC and 3/4 D.P. Act against all three accused'.")
q("yes_no", "sunita wala case jeet gaye kya",
  [["allowed", "jeet"], d("2027-03-10")], [["C07", "2027-03-10"]],
  "final order CC 142: 'The complaint is ALLOWED' (10.03.2027); chat: 'Case jeet gaye'. Asked on 12.03.2027.",
  today="2027-03-12")
# said
q("said", "PW2 kamla devi ne jirah me kya kya maana tha",
  [["alag", "separate"], ["161"]], [["C03", "2026-11-11"]],
  "Kamla Devi cross 11.11.2026.docx: 'Neha aur Vipin alag kiraye ke kamre me rehte the ... 2 lakh ki maang ki baat pehli baar FIR me kahi; 161 ke bayan me nahi'.")
q("said", "PM wale doctor rana ne court me kya bola",
  [["not continuous"], ["suicidal hanging", "hanging"]], [["C03", "2026-12-16"]],
  "IMG20261216_160312.jpg: 'ligature mark \"not continuous at the back\" = hanging ... Dr ne maana suicidal hanging se match karta hai'.")
q("said", "shahid ne cross me kya kabool kiya tha",
  [["receipt", "rasid"], ["ramnagar"]], [["C02", "2027-01-21"]],
  "DW1 Shahid cross 21.01.27.docx: 'Admitted signature on rent receipts of 2021 and 2022 ... another shop in Ramnagar'.")
# judge_habit
q("judge_habit", "pant sahab gawah na aaye to kya karte hain",
  [["bw", "warrant"]], [["C03", "2027-02-10"]],
  "IMG20270210_154417.jpg: 'Pant sahab ne IO ke khilaf BW jaari kiya, SSP ke madhyam se'.")
q("judge_habit", "tolia madam accused gayab ho to kya karti",
  [["bw", "warrant"], ["10,000", "10000"]], [["C04", "2026-07-20"]],
  "WhatsApp Chat with Kavita Bisht Jr.txt: 'Negi absent. Tolia madam ne BW jaari kiya 10,000 ka'.")
q("judge_habit", "laksar SDM sahab tarikh pe baithte bhi hain ki nahi",
  [["चुनाव", "election"], d("2026-11-17")], [["C05", "2026-11-17"]],
  "IMG-20261120-WA0002.jpg: '17.11.26 जगमाल ... पीठासीन अधिकारी चुनाव ड्यूटी पर, कोई कार्य नहीं'.")
# pending_before
q("pending_before", "rawat madam ke yahan mera kaunsa matter pending hai",
  [["gangeshwar", "ashram", "आश्रम", "dharamshala"], d("2027-07-13")], [["C01", "2027-04-20"]],
  "IMG-20270421-WA0009.jpg: 'आश्रम वाद ... अगली 13.07.27'; CJSD Haridwar order signed (नीलम रावत).")
q("pending_before", "joshi J nainital me humara kaunsa case hai",
  [["shivalik"], d("2027-02-17")], [["C06", "2026-11-25"]],
  "nainital 25.11.txt: 'Nainital, Court 3 (Joshi J) — Shivalik khanan writ ... Next 17.02.2027'.")
# amount
q("amount", "goyal case me shahid ne court me kitna kiraya jama kiya",
  [["78,000", "78000", "seventy eight thousand", "0.78 lakh"]], [["C02", "2026-09-10"]],
  "Scan_20260914_0001.pdf: '78,000/- रु. बकाया किराया चालान द्वारा जमा'; SBI challan 'Rs. 78,000/-'.")
q("amount", "sunita ko aayog ke order se kitna milna hai",
  [["2,36,500", "236500", "2.365 lakh"], ["7%"], ["20,000", "20000"], ["5,000", "5000"]], [["C07", "2027-03-10"]],
  "final order CC 142 10.03.2027.pdf: 'Rs. 2,36,500/- with interest @ 7% p.a. ... Rs. 20,000/- as compensation ... Rs. 5,000/- as costs'.")
q("amount", "bhagirathi wala cheque kitne ka tha",
  [["4,80,000", "480000", "4.8 lakh", "4.80 lakh"]], [["upload", "BoB return memo Negi.pdf"]],
  "BoB return memo Negi.pdf: 'Cheque No. 073419 dated 25.08.2025 for Rs. 4,80,000/-'.")
# pattern
q("pattern", "chauhan trial me prosecution ke gawah kitni baar nahi aaye",
  [["2", "two", "do baar"], d("2026-10-07"), d("2027-02-10")], [["C03", "2026-10-07"], ["C03", "2027-02-10"]],
  "neha case 7 oct.txt: 'PW2 Kamla Devi nahi aayi'; IMG20270210_154417.jpg: 'IO SI Bhandari fir nahi aaya'.")
q("pattern", "jagmal ke case me gaon sabha wale kitni baar time le chuke",
  [["2", "two", "do baar"], d("2026-07-14"), d("2027-05-18")], [["C05", "2026-07-14"], ["C05", "2027-05-18"]],
  "IMG20260714_151901.jpg: '14/7 ... DGC ... WS ke liye time'; IMG-20270519-WA0001.jpg: '18.05.27 ... डी.जी.सी. साहब ने जिरह हेतु समय लिया'.")
# counsel_pattern
q("counsel_pattern", "arvind tyagi 138 me kaise khelta hai",
  [["chori", "stolen"], ["1000", "1,000"]], [["C04", "2026-09-28"], ["C04", "2027-02-22"]],
  "Kavita chat: 'Negi bolta cheque chori hua tha'; Kavita (2): 'Tyagi ji nahi aaye, madam ne 1000 rs cost lagaya'.")
q("counsel_pattern", "devendra saini mahant ki taraf se kya karte aaye hain",
  [["समय", "time"], ["500"]], [["C01", "2026-08-03"], ["C01", "2027-01-12"]],
  "IMG-20260807-WA0003.jpg: 'सैनी वकील साहब ने समय माँगा'; IMG-20270122-WA0005.jpg: 'सैनी साहब बीमार, जिरह नहीं, 500 रु. हर्जा'.")
# witness
q("witness", "IO bhandari ki jirah me kya nikla ab tak",
  [["site plan"], ["landlord"], ["no dowry article", "dowry article"]], [["C03", "2027-04-15"]],
  "IO cross Bhandari.docx: 'site plan shows separate rented room of Vipin; no statement of the landlord recorded; no dowry article recovered'.")
q("witness", "neha ke pitaji ne cross me kya maana",
  [["20 mahine", "20 months"], ["sunne me", "hearsay"]], [["C03", "2026-09-02"]],
  "pw1 cross 2.9.txt: 'shaadi ke 20 mahine tak koi shikayat police me nahi ... 2 lakh ki maang: \"sunne me aaya\" — hearsay'.")
q("witness", "khanpur wale case me PW2 kaun tha aur kya hua",
  [["राम किशन", "ram kishan"], ["पड़ोसी", "padosi", "neighbour"]], [["C05", "2027-05-18"]],
  "IMG-20270519-WA0001.jpg: 'PW2 राम किशन (पड़ोसी काश्तकार) का बयान; डी.जी.सी. साहब ने जिरह हेतु समय लिया'.")
# open
q("open", "bhagirathi case me mere kya kaam baaki hain",
  [["313"], ["recovery"]], [["C04", "2027-04-19"], ["upload", "week plan 7-12 june.txt"]],
  "week plan: '313 ke bayan; 143A ka paisa abhi tak nahi diya — recovery application'; register p.93 '(313 के बयान)'.")
q("open", "pundir ji ke writ me humein kya file karna hai",
  [["objection"], d("2027-07-07")], [["C06", "2027-04-07"]],
  "order 07.04.2027: 'Mr. Semwal seeks time to file objections ... List on 07.07.2027'.")
# bare (the lawyer's day, Monday 07.06.2027: C03 and C04 listed)
q("bare", "IO cross",
  [["bhandari", "भण्डारी"], ["chauhan", "चौहान", "vipin"]], [["C03", "2027-04-15"]],
  "IO cross Bhandari.docx: 'ST 64/25 — PW4 SI Mukesh Bhandari (IO) ... Remaining cross on 07.06.2027'.")
q("bare", "313",
  [["bhagirathi", "भगीरथी", "negi"], ["313"]], [["C04", "2027-04-19"]],
  "IMG-20270421-WA0009.jpg: '19.04.27 भगीरथी — CW1 ... परिवादी साक्ष्य बन्द। अगली 07.06.27 (313 के बयान)'.")
# no_record
q("no_record", "kashipur wale arjun ke NDPS case ki next date?", NR, [],
  "No Kashipur matter and no Arjun anywhere.", no_record=True, absent=["kashipur", "arjun"])
q("no_record", "ashram wale case ko mediation me bheja tha kya", NR, [],
  "C01 was never sent to mediation.", no_record=True, absent=["mediation", "madhyasth"])
q("no_record", "sunita case me bima company ne state commission me appeal daali kya", NR, [],
  "No appeal by the insurer is recorded.", no_record=True, absent=["state commission", "rajya aayog"])
q("no_record", "bhatt vakil sahab ke saath mera kaunsa case hai", NR, [],
  "No Bhatt in any upload.", no_record=True, absent=["bhatt"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Haridwar practice (bench/practices/haridwar; written from the uploads' "
                    "source_text by its writer, w-haridwar; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
