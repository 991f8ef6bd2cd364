"""Write questions.json for the Anantnag practice: questions typed the way Mir Aijaz types in the chat box, with the facts a right answer must state."""

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
TODAY = "2027-05-18"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"A-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "wani bagh case manz last date kyah gov",
  [d("2027-04-13"), ["objections"], ["shafi", "pw2"]], [["C01", "2027-04-13"]],
  "IMG_20270413_124810.jpg: '13/4/27 ... Bhat ke objections to LC report ... PW2 Mohammad Shafi Lone (hamsaya) examined'.")
q("last_time", "bashir dukaan case pichli peshi pe kya hua",
  [d("2027-04-21"), ["dw1"], d("2027-05-26")], [["C02", "2027-04-21"]],
  "IMG_20270422_161907.jpg: '21/4 Munsiff - Bashir dukaan: DW1 Bashir chief affidavit tendered. Sajad ne cross ke liye "
  "time maanga ... ND 26.5.27'.")
q("last_time", "adil ki bail me pichhli tareek pe kya hua",
  [d("2026-07-21"), ["bail mil gayi", "granted", "admitted to bail"], ["50,000", "50000"]], [["C03", "2026-07-21"]],
  "Bail order 88-2026 dt 21.07.2026.pdf: 'admitted to bail on furnishing a personal bond of Rs. 50,000/-'; chat 21/07/26: "
  "'Adil ko bail mil gayi'.", today="2026-07-25")
# next_date
q("next_date", "shameema MACT next date kar chhu aur kis liye",
  [d("2027-05-18"), ["arguments", "args"]], [["C04", "2027-04-22"], ["upload", "MACT Anantnag cause list 18.05.2027.pdf"]],
  "IMG_20270422_161907.jpg: '22/4 MACT - Shameema: args ... ND 18.5.27'; cause list 18.05.2027: 'Shameema ... Arguments'.")
q("next_date", "yousuf accident claim me args ki tareekh kya hai",
  [d("2027-04-22"), ["arguments"]], [["upload", "correction shameema ND.txt"]],
  "correction shameema ND.txt: 'I wrote ND 18.04.2027 - WRONG ... Correct next date 22.04.2027'; the 18.3 note says 18.04 (wrong).",
  today="2027-04-01")
q("next_date", "dialgam road writ srinagar me agli kab lagegi",
  [d("2027-05-20")], [["C05", "2027-03-04"]], "WP(C) 1874-2025 order 04.03.2027.pdf: 'List on 20.05.2027.'")
# count
q("count", "sajad shah ne dukaan wale case me kitni dafa tareekh li",
  [["3", "three", "teen"]], [["C02", "2026-07-08"], ["C02", "2026-10-14"], ["C02", "2027-04-21"]],
  "register 08.07.2026: 'سجاد شاہ صاحب ہائی کورٹ سرینگر میں مصروف، تاریخ لے لی'; order 14.10.2026: 'Counsel for the plaintiff "
  "not present ... This is the second time'; 21/4 page: 'Sajad ne cross ke liye time maanga'.")
q("count", "وانی partition me ab tak kitne PW ho gaye",
  [["2", "two", "do"]], [["C01", "2026-08-18"], ["C01", "2027-04-13"]],
  "20260818_152204.jpg: 'PW1 Ghulam Nabi chief by affidavit tendered'; 13/4/27: 'PW2 Mohammad Shafi Lone ... examined'.")
q("count", "andrabi AAG ne road writ me kitni baar time maanga",
  [["2", "two", "twice", "do baar"]], [["C05", "2026-05-14"], ["C05", "2026-06-18"]],
  "chat 14/05/26: 'AAG Andrabi sb ne objections nahi diye, \"instructions awaited\"'; order 18.06.2026: 'Learned AAG again seeks time'.")
# yes_no
q("yes_no", "bashir ne kiraya ka arrears court me jama kiya tha ya nahi",
  [["deposited", "jama"], ["54,000", "54000"]], [["C02", "2026-06-03"]],
  "challan receipt 54000 JK Bank.pdf: 'Deposited by: Bashir Ahmad Dar ... Rs. 54,000/-'; register 03.06.2026: 'کرایہ 54000 روپے جمع'.")
q("yes_no", "rafeeqa ko interim kharcha mila tha?",
  [["4000", "4,000"], ["2000", "2,000"]], [["C06", "2026-06-12"]],
  "WhatsApp Chat with Insha Nazir Adv.txt 12/06/26: 'interim maintenance allow - Rs 4000 Rafeeqa ke liye + Rs 2000 bacche Faizan ke liye'.")
q("yes_no", "insurance company ne MACT wali cost di ki nahi",
  [["paid"], ["2,000", "2000"]], [["C04", "2027-03-18"]],
  "MACT 214 order 18.03.2027.pdf: 'Costs of Rs. 2,000/- imposed on 10.12.2026 paid.'")
# said
q("said", "imtiyaz ne cross me khanabal wali dukaan pe kya kaha",
  [["imtiyaz footwear", "footwear"], ["trade licence", "licence"], ["three years", "3 years"]], [["C02", "2026-11-18"]],
  "Bashir PW1 cross 18 Nov.docx: 'I sit at a shop in Khanabal chowk, Imtiyaz Footwear, for the last three years; the trade "
  "licence is in my name.'")
q("said", "altaf ne sumo ke baare me cross mein kya maana",
  [["loan"], ["250"], ["4-5 trips", "4-5"]], [["C06", "2026-11-06"]],
  "Altaf cross 6 nov.txt: 'admitted the Sumo is his, \"loan pe li hai\" ... 4-5 trips a week Kulgam-Srinagar, Rs. 250 per sawari'.")
q("said", "manzoor sumo driver ne accident ke baare me kya bola",
  [["wrong side"], ["overtaking"], ["sangam bridge", "sangam"]], [["C04", "2026-11-12"]],
  "WhatsApp Chat with Insha Nazir Adv (2).txt 12/11/26: 'Said truck wrong side se aaya, overtaking kar raha tha near Sangam bridge.'")
# judge_habit
q("judge_habit", "bijbehara wali madam revenue record ke baare me kya karti hai",
  [["girdawari", "گرداوری"], ["jamabandi", "جمع بندی"], ["patwari", "tehsildar", "تحصیلدار"]],
  [["C01", "2026-06-09"], ["C01", "2026-07-14"]],
  "register 09.06.2026: 'عدالت نے تحصیلدار بجبہاڑہ کو جمع بندی اور گرداوری ... پیش کرنے کا حکم دیا'; 14 july note: 'Patwari "
  "... Madam asked Patwari why girdawari changed'.")
q("judge_habit", "qureshi J collector ke saath usually kya karte hain",
  [["status report"], ["in person"]], [["C05", "2026-06-18"], ["C05", "2026-10-01"]],
  "order 18.06.2026: 'the Collector Land Acquisition, Anantnag shall file a status report'; chat 01/10/26: '\"Collector LA "
  "Anantnag shall appear in person on next date\"'.")
q("judge_habit", "PDJ sahab NDPS bail me pehle kya dekhte hain",
  [["quantity"], ["fsl"]], [["C03", "2026-06-23"], ["C03", "2026-07-07"]],
  "chat 23/06/26: 'Judge sahib ne poochha quantity kitni hai ... FSL report abhi nahi aayi'; 7 july docx: 'FSL report should come'.")
# pending_before
q("pending_before", "kulgam JMIC ke paas mera kya pending hai",
  [["rafeeqa"], ["orders"], d("2027-05-18")], [["C06", "2027-04-23"]],
  "WhatsApp Chat with Insha Nazir Adv (3).txt: 'Rafeeqa ... Madam ne orders ke liye rakha' and 23/04/27: 'orders nahi sunaye. "
  "Reader ne ND 18.5.27 di'.")
q("pending_before", "jamwal sb ke tribunal me mera kya laga hai",
  [["shameema"], ["arguments"]], [["upload", "MACT Anantnag cause list 18.05.2027.pdf"]],
  "cause list 18.05.2027, MACT (Rajinder Singh Jamwal): 'MACT/214/2025 Mst. Shameema Akhter & Ors. vs Gurmeet Singh & Ors. Arguments'.")
# amount
q("amount", "wani case me rashid ne crop ka kitna paisa jama kiya",
  [["1,50,000", "150000", "1.5 lakh", "one lakh fifty thousand"]], [["C01", "2026-09-22"], ["C01", "2026-10-27"]],
  "Wani cross 22.9.docx: 'D1 to deposit Rs. 1,50,000 (one lakh fifty thousand)'; order 27.10.2026: 'Defendant No. 1 has "
  "deposited Rs. 1,50,000/-'.")
q("amount", "dialgam award kitne ka hua, rate kya laga",
  [["1,04,60,000", "10460000", "104.6 lakh", "1.046 crore", "one crore four lakh sixty thousand"],
   ["9,50,000", "950000", "9.5 lakh"]], [["upload", "Award No 04 of 2026 Collector LA Anantnag.pdf"]],
  "Award No 04 of 2026: 'Market value at Rs. 9,50,000 per kanal ... Total award: Rs. 1,04,60,000'.")
q("amount", "ramzan ke apple boxes wale compromise me total kitna mila",
  [["3,10,000", "310000", "3.1 lakh", "three lakh ten thousand"]], [["C07", "2026-09-15"], ["C07", "2026-11-03"]],
  "compromise deed: 'Rs. 3,10,000 (three lakh ten thousand) in full settlement'; order 03.11.2026: 'decreed for Rs. 3,10,000/-'.",
  today="2026-11-05")
# pattern
q("pattern", "altaf maintenance dene me kaisa hai, pattern kya hai",
  [["not paid", "nahi dega", "baaki"], ["18000", "18,000"]], [["C06", "2026-07-17"], ["C06", "2026-08-21"], ["C06", "2026-09-25"]],
  "17.7.26: 'Interim not paid by Altaf - 2 months'; chat 21/08/26: 'woh kabhi nahi dega'; 25/09/26: 'Altaf ne court me hi 18000 "
  "arrears diye ... 6000 abhi baaki'.")
q("pattern", "MACT me insurance wale baar baar kya karte hain",
  [["time"], ["2000", "2,000"]], [["C04", "2026-05-21"], ["C04", "2026-12-10"], ["C04", "2027-04-22"]],
  "chat 21/05/26: 'Kuchay sb ne ... time maanga'; register 10.12.2026: 'انشورنس کا گواہ حاضر نہیں، 2000 روپے ہرجانہ'; "
  "22/4: 'Kuchay ne phir time liya'.")
# counsel_pattern
q("counsel_pattern", "sajad shah ka tareeqa kya hai dukaan case me",
  [["high court", "ہائی کورٹ"], ["1,000", "1000"]], [["C02", "2026-07-08"], ["C02", "2026-10-14"]],
  "register 08.07.2026: 'سجاد شاہ صاحب ہائی کورٹ سرینگر میں مصروف'; order 14.10.2026: 'busy before the Hon'ble High Court at "
  "Srinagar ... costs of Rs. 1,000/-'.")
q("counsel_pattern", "ashraf bhat wani case me kya kya karta hai",
  [["time"], ["objections"]], [["C01", "2026-05-12"], ["C01", "2026-08-18"], ["C01", "2027-04-13"]],
  "12/5/26: 'Bhat ne time liya'; 18.8.26: 'Bhat: \"cross ke liye time\"'; 13/4/27: 'Bhat ke objections to LC report'.")
# witness
q("witness", "wani case PW2 kaun tha",
  [["shafi"], ["neighbour", "hamsaya"]], [["C01", "2027-04-13"]],
  "IMG_20270413_124810.jpg: 'PW2 Mohammad Shafi Lone (hamsaya, neighbour bagh) examined + crossed'.")
q("witness", "shameema case me insurer ki taraf se gawah kon aaya",
  [["harpreet"], ["pathankot", "dto"]], [["C04", "2027-03-18"]],
  "MACT 214 order 18.03.2027.pdf: 'RW1 Harpreet Singh, Clerk, office of the DTO Pathankot, examined with the licence record'.")
q("witness", "rafeeqa case me PW2 kon tha",
  [["ghulam hassan"], ["abba", "father"]], [["C06", "2026-09-25"]],
  "WhatsApp Chat with Insha Nazir Adv (2).txt 25/09/26: 'PW2 Ghulam Hassan Mir (Rafeeqa ke abba) ka statement ho gaya'.",
  today="2026-11-15")
# open
q("open", "wani bagh partition ka poora haal batao",
  [["14 kanal 6 marla", "14 kanal"], ["212"], ["girdawari"], d("2027-05-18")],
  [["upload", "Plaint Wani partition final.docx"], ["C01", "2027-03-09"], ["C01", "2027-04-13"]],
  "plaint: '14 kanal 6 marla ... girdawari entered in his sole name'; LC note 9.3: '212 fruit-bearing trees'; 13/4/27: 'ND 18/5'.")
q("open", "dialgam road writ short mein samjha do",
  [["2023"], ["solatium"], d("2027-05-20")], [["C05", "2026-08-06"], ["C05", "2027-03-04"]],
  "order 06.08.2026: 'utilised in the year 2023 and that no award has been made'; order 04.03.2027: 'solatium ... List on 20.05.2027'.")
# bare (typed in court on 18.05.2027; listed that day: Wani partition, Shameema MACT, Rafeeqa maintenance)
q("bare", "rafeeqa", [["orders"]], [["C06", "2027-04-23"]],
  "WhatsApp Chat with Insha Nazir Adv (3).txt: 'Madam ne orders ke liye rakha ... orders nahi sunaye. Reader ne ND 18.5.27 di'.")
q("bare", "wani bagh", [["pw3", "patwari"], ["objections"]], [["C01", "2027-04-13"]],
  "IMG_20270413_124810.jpg: 'ND 18/5 - PW3 patwari / objections'.")
# no_record
q("no_record", "khanabal wale bagh ki haq shufa (pre-emption) suit ka kya bana", NR, [],
  "No pre-emption suit anywhere: the orchard matter is a partition at Waghama; Khanabal is only where Imtiyaz's shop is.",
  no_record=True, absent=["pre-emption", "preemption", "haq shufa"])
q("no_record", "shameema MACT me lok adalat me settlement ki baat hui thi na?", NR, [],
  "C04 was never sent to a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat"])
q("no_record", "adil ki bail cancel karwane ki application PP ne daali thi kya", NR, [],
  "No cancellation of bail anywhere; C03 was disposed on 21.07.2026.", no_record=True, absent=["cancel"])
q("no_record", "kirmani vakil ke against mera koi case hai?", NR, [], "No Kirmani in any upload.", no_record=True,
  absent=["kirmani"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Anantnag practice (bench/practices/anantnag; written from the uploads' "
                    "source_text by its writer, practice 122, an outsider; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
