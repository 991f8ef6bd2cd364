"""Write questions.json for the Gwalior practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note", "not in the notes",
       "kachu nai", "record me nahi"]]
TODAY = "2027-02-15"
Q = []



def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"G-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "rinku wale case me pichli peshi pe kya bhaya",
  [d("2027-01-12"), ["part heard", "part-heard"], d("2027-02-16")], [["C02", "2027-01-12"]],
  "rinku args 12.1.txt: '12.01.2027 ... APP Saxena argued ... Part heard - court rose ... ND 16.02.2027 - defence arguments continue'.")
q("last_time", "mangal ji ki dukan wale me last date pe kya hua",
  [d("2027-02-10"), ["dw1"], ["500"], ["last opportunity"]], [["C03", "2027-02-10"]],
  "IMG_20270210_154433.jpg: '10/2/27 ... DW1 cross concluded ... Rs. 500 cost, LAST OPPORTUNITY for DW2 ... ND 3.3.27'.")
q("last_time", "khadan wali appeal me pichhli tarikh pe kya hua tha",
  [d("2026-08-04"), ["reserved", "surakshit"], d("2026-09-15")], [["C06", "2026-08-04"]],
  "khadan 4 aug.txt: '04.08.2026 ... Arguments complete. Order reserved (aadesh surakshit). ND 15.09.2026 for order.'",
  today="2026-08-10")
# next_date
q("next_date", "goyal cheque wale ki agli peshi kab h",
  [d("2027-02-25"), ["defence evidence", "munim"]], [["C07", "2027-01-28"]],
  "WhatsApp Chat with Neha Kushwah Jr (1).txt 28/01/27: '313 ho gaya. Defence evidence ke liye ND 25/2/27'.")
q("next_date", "santosh sharma cheque case ki agli tarikh kya hai",
  [d("2027-01-28")], [["upload", "New Text Document (2).txt"]],
  "New Text Document (2).txt (11.12.2026): 'Kal ke note me ND 21.01.2027 likh di thi - galat hai ... sahi agli peshi 28.01.2027'. "
  "The 10.12 note says 21.01 (wrong).", today="2026-12-20")
q("next_date", "kutghan batwara ki agli kab hai aur kis liye",
  [d("2027-02-22"), ["objection", "aapatti", "fard"]], [["C01", "2027-01-18"]],
  "kutghan 18.1.txt: 'ND 22.02.2027 - arguments on objections to batwara fard.'")
# count
q("count", "rinku case me kitne gawah palat gaye ab tak",
  [["2", "two", "do gawah", "dono"], ["jitendra", "जितेन्द्र"], ["kallu", "कल्लू"]], [["C02", "2026-03-12"], ["C02", "2026-07-15"]],
  "10-12 march.docx: 'PW2 Jitendra Pal turned hostile'; order sheet 15.07.2026: 'साक्षी क्र. 4 कल्लू खान ... पक्षविरोधी घोषित'. Two.")
q("count", "goyal case me santosh ko kitni bar exemption mili",
  [["2", "two", "twice", "do baar"]], [["C07", "2026-07-23"], ["C07", "2026-09-10"]],
  "CW1 Goyal cross 23.07.docx: 'exemption lagayi ... allow kar di'; Neha chat (1) 10/09/26: 'exemption mil gayi. Doosri baar.' "
  "(10.12: exemption rejected.) Two.")
q("count", "mangal case me kirayedar pe ab tak kitni baar kharcha laga",
  [["4", "four", "char"]], [["C03", "2026-02-25"], ["C03", "2026-07-08"], ["C03", "2026-11-04"], ["C03", "2027-02-10"]],
  "order 25.02.2026 'रु. 500/- व्यय पर'; register 08.07 '500 रु. खर्चा पे टाइम'; order 04.11.2026 'रु. 1,000/- व्यय सहित निरस्त'; "
  "10/2/27 'Rs. 500 cost'. Four.")
# yes_no
q("yes_no", "rahul ne interim kharcha pura de diya kya",
  [["16,000", "16000"], ["not paid in full", "not fully", "partly", "baaki", "bakaya", "nahi", "not the full"]],
  [["C05", "2026-08-24"]],
  "Manisha AW1 24-08-2026.docx: 'Rahul paid Rs. 16,000 in court today ... Baaki bakaya abhi bhi - not paid in full.'",
  today="2026-09-01")
q("yes_no", "santosh ne 143A wala paisa diya ki nai",
  [["57,000", "57000"], ["nahi diya", "not paid", "unpaid", "nai diya", "no,"]], [["C07", "2026-09-10"]],
  "Neha chat (1) 10/09/26: '57,000 interim compensation abhi tak nahi diya usne. Humne recovery ki application di.'")
q("yes_no", "balveer ko nirvah bhatta mil gaya kya",
  [["50%", "50 percent", "half", "aadha"], ["1,12,000", "112000", "1.12 lakh"]],
  [["C04", "2026-11-26"], ["upload", "WhatsApp Chat with Balveer Sachiv Dabra.txt"]],
  "balveer HC 26.11.txt: '50% subsistence allowance paid ... (Rs. 1,12,000 approx)'; chat 02/12/26: 'aadha nirvah bhatta khate me aa gaya 1,12,000'.")
# said
q("said", "saxena sahab ne palte hue gawah ke bare me kya likha tha",
  [["won over"], ["avoids looking", "looking towards the accused"]], [["C02", "2026-03-12"]],
  "10-12 march.docx: 'Saxena sahab noted demeanour: \"the witness appears to have been won over; he avoids looking towards the accused.\"'")
q("said", "tehsildar madam ne seemankan na hone pe kya kaha",
  [["police"], ["15 din", "15 days", "fifteen days"]], [["C01", "2026-06-08"]],
  "ambah 8 june.txt: 'Tehsildar madam ne kaha: \"ab police bal ke saath seemankan hoga\" - thana Ambah ke TI ko patra jayega, RI 15 din me karein.'")
q("said", "parihar sahab ne enquiry ko leke kya bola",
  [["not concluded", "why the enquiry"], ["affidavit"], ["subsistence"]], [["C04", "2026-10-08"]],
  "WP 18754-2025 order 08.10.2026.pdf: 'shall explain why the enquiry is not concluded ... personal affidavit stating whether "
  "subsistence allowance has been paid'.")
# judge_habit
q("judge_habit", "shrivastava madam ke court me hamesha kya leke jana padta hai",
  [["rent receipt", "rasid", "रसीद"], ["challan"]],
  [["C03", "2026-01-21"], ["C03", "2026-02-25"], ["C03", "2026-05-06"], ["C03", "2027-02-10"]],
  "register 21.01: 'मैडम ने असल किराया रसीदें मांगी'; order 25.02: 'असल किराया रसीद पुस्तिका ... पेश करे'; 6/5/26: 'Madam checked "
  "challan first'; 10/2/27: 'Madam again asked - monthly deposit challans upto date?'.")
q("judge_habit", "ambah wali tehsildar pehle kya mangti hai",
  [["patwari", "पटवारी"], ["prativedan", "प्रतिवेदन", "report"]], [["C01", "2026-02-16"], ["C01", "2026-04-13"]],
  "register 16.02.2026: 'मैडम पहलें पटवारी प्रतिवेदन मांगत हैं, बिना प्रतिवेदन के कछु नईं सुनत'; order 13.04: 'पटवारी प्रतिवेदन ... प्राप्त'.")
q("judge_habit", "family court wali judge sabse pehle kya karti h",
  [["counsellor", "counselling"], ["affidavit"]], [["C05", "2026-01-19"], ["C05", "2026-02-23"]],
  "Neha chat 19/01/26: 'judge ne counsellor ke paas bhej diya'; 23/02/26: 'Judge ne dono se income aur assets ka affidavit manga hai'.")
# pending_before
q("pending_before", "16 wali rinku bahas se pehle kya taiyar karna hai",
  [["citations"], ["armourer"]], [["upload", "Week plan 15-27 Feb.docx"]],
  "Week plan 15-27 Feb.docx: 'Tue 16/2 IV ASJ - Rinku ST - defence args contd. Compile citations on hostile witness; armourer not examined'.")
q("pending_before", "batwara case me 22 se pehle kya krna h",
  [["naksha"], ["vanshavali"]], [["upload", "Week plan 15-27 Feb.docx"]],
  "Week plan: 'Mon 22/2 Ambah Tehsil - Kutghan batwara ... Patwari se naksha trace; Hakim Singh ka vanshavali affidavit banana hai.'")
# amount
q("amount", "goyal ka cheque kitne ka tha",
  [["2,85,000", "285000", "2.85 lakh", "285,000"]], [["upload", "cheque return memo Santosh Sharma.pdf"]],
  "cheque return memo: 'Cheque No. 071845 dated 30.08.2025 for Rs. 2,85,000/-'.")
q("amount", "manisha ko antarim kitna mila hau",
  [["5,000", "5000"], ["3,000", "3000"]], [["C05", "2026-05-11"]],
  "MJC 318-2025 antarim aadesh 11.05.2026.pdf: 'पत्नी को रु. 5,000/- प्रतिमाह एवं ... पुत्री पारी को रु. 3,000/- प्रतिमाह'.",
  today="2026-06-01")
q("amount", "khadan appeal me stay ke liye kitna jama karaya tha",
  [["1,80,000", "180000", "1.8 lakh", "1.80 lakh"]], [["C06", "2026-03-10"]],
  "10-12 march.docx: 'status quo, subject to deposit of 50% of the dead rent, i.e. Rs. 1,80,000 in 30 days'.")
# pattern
q("pattern", "kin kin case me samne wale pe cost lagi",
  [["mangal", "sushil", "rcs-a 145", "मंगल"], ["balveer", "sachiv", "18754"]], [["C03", "2026-02-25"], ["C04", "2026-03-19"]],
  "order RCS-A 145/2025 25.02.2026: 'रु. 500/- व्यय पर समय'; WP 18754 order 19.03.2026: 'costs of Rs. 2,000/- to the petitioner'.")
q("pattern", "agle do hafte me kaun kaun se matter lage hain",
  [["manisha"], ["rinku"], ["kutghan", "batwara", "hakim"], ["goyal"]], [["upload", "Week plan 15-27 Feb.docx"]],
  "Week plan 15-27 Feb: 'Mon 15/2 ... Manisha', 'Tue 16/2 ... Rinku ST', 'Mon 22/2 ... Kutghan batwara', 'Thu 25/2 JMFC - Goyal cheque'.")
# counsel_pattern
q("counsel_pattern", "gurjar vakil har peshi pe kya bahana karta hai",
  [["rajinama", "samjhauta", "compromise"]], [["C01", "2026-03-16"], ["C01", "2027-01-18"]],
  "16/3/26: 'Gurjar - \"rajinama ki baat chal rahi hai, time chahiye\"'; 18.01.2027: 'Gurjar ne phir kaha rajinama ki baat chal rahi, time do.'")
q("counsel_pattern", "tiwari GA reply ke liye har baar kya kehte hain",
  [["record"], ["zila panchayat"]], [["C04", "2026-02-12"], ["C04", "2026-03-19"]],
  "balveer 12 feb.txt: 'record Zila Panchayat se abhi nahi aaya, instructions awaited'; order 19.03.2026: 'record is awaited from the Zila Panchayat'.")
# witness
q("witness", "kallu khan ne court me kya bola",
  [["thana", "थाने", "police station"], ["katta", "कट्टा"]], [["C02", "2026-07-15"]],
  "order sheet 15.07.2026: 'पुलिस ने थाने पर हस्ताक्षर कराए थे, उसके सामने कोई कट्टा जप्त नहीं हुआ ... पक्षविरोधी घोषित'.")
q("witness", "doctor ne rinku case me chot ke bare me kya bataya",
  [["simple"], ["thigh", "jangh"], ["distance"]], [["C02", "2026-06-03"]],
  "PXL_20260603_142210.jpg: 'firearm wound left thigh ... fired from distance. Injury simple in nature. Cross: could not say the weapon'.")
q("witness", "rahul ne cross me apni tankhwa kitni batai",
  [["9,000", "9000"], ["3,200", "3200"]], [["C05", "2026-11-23"]],
  "IMG_20261123_130244.jpg: 'says salary only Rs. 9,000 now ... admitted bike EMI Rs. 3,200 p.m.'.")
# open
q("open", "balveer sachiv wala case short me batao",
  [["12.09.2025", "12/09/2025", "12 september", "12 sept"], ["awas", "आवास"], ["50%", "half", "aadha"], d("2027-03-04")],
  [["upload", "nilamban adesh Balveer Sachiv.pdf"], ["C04", "2026-11-26"]],
  "suspension order dated 12.09.2025: 'प्रधानमंत्री आवास योजना ... निलंबित'; balveer HC 26.11.txt: '50% subsistence allowance paid ... ND 04.03.2027'.")
q("open", "mangal dukan eviction ka pura haal batao",
  [["nitin"], ["52,500", "52500"], d("2027-03-03")],
  [["C03", "2026-04-01"], ["C03", "2026-08-12"], ["C03", "2027-02-10"]],
  "order 01.04.2026: 'बकाया किराया रु. 52,500/- एक माह में'; 12.8 docx: 'PW2 Nitin Mangal: wants to open \"Mangal Mishthan\"'; 10/2/27: 'ND 3.3.27 DW2'.")
# bare
q("bare", "manisha", [["final arg", "antim tark", "अंतिम तर्क"]], [["C05", "2027-01-11"]],
  "Neha chat (1) 11/01/27: 'ND 15/02/27 final args' - listed on the lawyer's day itself.")
q("bare", "rinku bahas", [d("2027-02-16"), ["defence"]], [["C02", "2027-01-12"]],
  "rinku args 12.1.txt: 'ND 16.02.2027 - defence arguments continue.'")
# no_record
q("no_record", "bhind wale dahej case ki agli tarikh kya hai", NR, [],
  "No dowry case and nothing at Bhind in any upload.", no_record=True, absent=["dahej", "498a", "dowry"])
q("no_record", "rinku ki zamanat nirast wali application ka kya hua", NR, [],
  "Rinku is on bail throughout; no application to cancel his bail anywhere.", no_record=True,
  absent=["439(2)", "nirast karne", "bail cancellation", "cancel the bail", "cancellation of bail"])
q("no_record", "manisha wala case lok adalat me gaya tha kya", NR, [],
  "C05 was sent to the counsellor, never to a Lok Adalat; no upload names one.", no_record=True,
  absent=["lok adalat", "लोक अदालत"])
q("no_record", "bhadoria vakil ke saath mera kaunsa case chal rha", NR, [], "No Bhadoria in any upload.", no_record=True,
  absent=["bhadoria", "भदौरिया"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Gwalior practice (bench/practices/gwalior; written from the uploads' "
                    "source_text by its writer, practice 82; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
