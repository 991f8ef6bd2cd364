"""Write questions.json for the Varanasi practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
TODAY = "2027-04-12"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"V-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "math wala case me pichhli baar HC me ka bhail",
  [["bahas pura", "arguments concluded", "concluded", "argued"], ["reply", "shukla"], d("2027-04-20")],
  [["C03", "2027-03-02"]], "math args 2.3.txt: 'Humara bahas pura hua ... Shukla ji reply bahas karenge next date ... agli tithi 20.04.2027'.")
q("last_time", "kesari dukan wale me last peshi pe kya hua",
  [["reserve", "reserved"], d("2027-04-13")], [["C04", "2027-01-20"]],
  "kesari rent 20 jan.docx: 'Rai sahab ne order reserve kiya. Order ke liye 13.04.2027.'")
q("last_time", "salim wala rent case kal ka bhail",
  [["54,000", "54000", "54 thousand"], d("2026-11-04")], [["C04", "2026-09-30"]],
  "20260930_154412.jpg: 'Salim ne sirf Rs. 54,000 jama kiya (aadha) ... ND 4.11.26'.", today="2026-10-01")
# next_date
q("next_date", "pandey bantwara agli tithi kab ba",
  [d("2027-04-14")], [["C02", "2027-02-24"]], "pandey PW1 24 feb.txt: 'agli tithi 14.04.2027'.")
q("next_date", "jaiswal wale 138 me next date kya hai",
  [d("2027-04-12")], [["C05", "2027-03-16"], ["upload", "correction jaiswal ND.txt"]],
  "IMG20270316141009.jpg says 'ND 12.5.27'; correction jaiswal ND.txt: 'sahi tithi 12.04.2027 (statement of accused)'.",
  today="2027-03-18")
q("next_date", "nizamuddin wale suit me agli peshi kab hai aur kisme",
  [d("2026-08-07"), ["cmh", "case management"]], [["C01", "2026-07-10"]],
  "Document (3).docx: 'CMH 07.08.2026.'", today="2026-08-01")
# count
q("count", "irfan ahmad ne sari suit me kitni bar time liya",
  [["2", "two", "twice"]], [["C01", "2026-10-16"], ["C01", "2027-01-15"]],
  "sari suit 16 oct.txt: 'Irfan Ahmad hazir nahi ... busy ... Rs. 3,000 cost'; Vikas chat 15/01/27: 'DW affidavit nahi aaya, Irfan ji ne time maanga'.")
q("count", "kesarwani ji rent case me kitni baar time maange",
  [["3", "three", "thrice"]], [["C04", "2026-07-01"], ["C04", "2026-09-30"], ["C04", "2026-12-09"]],
  "Vikas chat 01/07/26: 'jawab ke liye time maange'; 30/9/26: 'baaki ke liye 1 mahina ... time de diya'; chat 09/12/26: 'Kesarwani ji phir time le liye'.")
q("count", "pintu yadav kitni tarikh pe gayab raha 138 me",
  [["2", "two", "twice"], ["warrant", "वारंट", "bw"]], [["C05", "2026-06-09"], ["C05", "2027-02-02"]],
  "Munshi register June 2026: 'मुलजिम गैरहाजिर, जमानती वारंट'; Vikas chat 02/02/27: 'Pintu Yadav nahi aaye, exemption lagi'.")
# yes_no
q("yes_no", "salim ne poora baaki kiraya jama kiya?",
  [["no", "nahi"], ["54,000", "54000"], ["1,08,000", "108000", "1.08 lakh"]], [["C04", "2026-08-26"], ["C04", "2026-09-30"]],
  "Order 26.08.2026: 'deposit arrears of Rs. 1,08,000/-'; 30/9/26: 'Salim ne sirf Rs. 54,000 jama kiya (aadha)'.")
q("yes_no", "raju ne abhi tak kharcha diya kuch sunita ko?",
  [["no", "nahi", "not paid"], ["72,000", "72000", "72 thousand"]], [["C06", "2026-10-27"]],
  "sunita 27.10.txt: 'Raju ne interim abhi tak ek rupaya nahi diya - arrears 6,000 x 12 months = 72,000'.",
  today="2026-11-01")
q("yes_no", "bhola ko bail mili ki nahi",
  [["granted", "mil gayi", "allowed"], d("2026-08-26"), ["50,000", "50000"]], [["C07", "2026-08-26"]],
  "Order 26.08.2026: 'the bail application is allowed ... two sureties of Rs. 50,000/- each'; note: 'BAIL GRANTED'.")
# said
q("said", "saxena J ne math case me kaun kaun kagaz maange the",
  [["will", "vasiyat"], ["1938"], ["guru-shishya", "line of succession", "parampara"]], [["C03", "2026-10-06"]],
  "Order 6.10.2026: 'copy of the registered will dated 14.03.2019 and the deed of 1938 ... line of succession (guru-shishya parampara)'.")
q("said", "dwivedi madam ne commision report pe kya kaha",
  [["rejected", "reject"], ["confirmed", "confirm"]], [["C02", "2027-01-13"]],
  "Order 13.01.2027: 'objections are vague and are rejected. Commission report confirmed.'")
q("said", "bhola bail me ADGC dubey ji ne kya bola tha",
  [["patwar", "oar"], ["simple"]], [["C07", "2026-08-26"]],
  "26.8.26 note: 'Dubey ji ne kaha patwar se sir pe maara, par injury simple nikli'.")
# judge_habit
q("judge_habit", "rent authority rai sahab tenant ke saath kaise chalte hain",
  [["deposit", "jama"], ["1,08,000", "108000", "1.08 lakh"]], [["C04", "2026-08-26"], ["C04", "2026-09-30"]],
  "Order 26.08.2026: 'directed to deposit arrears of Rs. 1,08,000/-'; 30/9/26: 'agli baar poora nahi to defence strike'.")
q("judge_habit", "family court wale judge sahab pehle kya karwate hain",
  [["mediation", "मध्यस्थता"], ["interim", "6000", "6,000"]], [["C06", "2026-07-07"], ["C06", "2026-08-11"]],
  "Register July 2026: 'मध्यस्थता केन्द्र भेजा गया'; Sunita chat 11/08/26: 'Mediation fail ... interim kharcha pe bahas'.")
q("judge_habit", "srivastava sahab comm court me deri pe kya karte hain",
  [["cost", "costs"], ["5,000", "5000"], ["3,000", "3000"]], [["C01", "2026-05-15"], ["C01", "2026-10-16"]],
  "Order 15.05.2026: 'Delay is condoned subject to costs of Rs. 5,000/-'; 16.10.26: 'Rs. 3,000 cost'.")
# pending_before
q("pending_before", "saxena J ke yahan mera kya pending hai",
  [["gopal math", "math", "mahant"], d("2027-04-20")], [["C03", "2027-03-02"]],
  "math args 2.3.txt: 'math wala (Gopal Math, Bhadaini) - Saxena J ... agli tithi 20.04.2027'.")
q("pending_before", "DRT allahabad me kaun sa matter chal raha",
  [["bank of baroda", "bob"], ["kashi handloom"], d("2027-04-15")], [["C08", "2027-01-28"]],
  "email draft BoB OTS.docx: 'O.A. No. 412 of 2025 - BoB v. M/s Kashi Handloom Exports ... Next date: 15.04.2027'.")
# amount
q("amount", "madanpura bunkar wale suit me kitne ka daawa hai",
  [["14,82,600", "1482600", "14.82 lakh", "14.83 lakh"]], [["upload", "CamScanner 11-21-2025 12.04.pdf"]],
  "Plaint: 'SUIT FOR RECOVERY OF Rs. 14,82,600/-'.")
q("amount", "sunita ka interim kharcha kitna laga",
  [["6,000", "6000"]], [["C06", "2026-09-08"]], "Order 8.9.2026: 'interim maintenance of Rs. 6,000/- per month'.")
q("amount", "kashi handloom wale OTS me kitna de rahe the",
  [["31 lakh", "31,00,000", "3100000"]], [["C08", "2026-11-19"]], "19/11/26: 'OTS ka prastav diya Rs. 31 lakh'.")
# pattern
q("pattern", "raju kharcha time pe deta hai ki nahi",
  [["no", "nahi"], ["12,000", "12000"]], [["C06", "2026-10-27"], ["C06", "2026-12-15"]],
  "27.10.26: 'ek rupaya nahi diya'; 15.12.2026: 'Raju ne court me Rs. 12,000 jama kiya ... baaki arrears next date tak'.")
q("pattern", "salim kirayedaar kya chaal chal raha hai case me",
  [["54,000", "54000"], ["4,500", "4500"]], [["C04", "2026-07-29"], ["C04", "2026-09-30"]],
  "Vikas chat 29/07/26: 'kiraya 4,500 tha 6,000 nahi'; 30/9/26: 'sirf Rs. 54,000 jama kiya'.")
# counsel_pattern
q("counsel_pattern", "rajeev shukla ka HC me kya tareeka hai",
  [["illness", "unwell", "bimar"], ["counter", "3 hafte"]], [["C03", "2026-08-25"], ["C03", "2027-01-19"]],
  "25/8/26: 'Shukla ji: counter ke liye 3 hafte'; Vikas chat 19/01/27: 'Shukla ji ka illness slip aa gaya'.")
q("counsel_pattern", "sanjay yadav pintu ka vakil, uska style kya hai",
  [["exemption"], ["hazir nahi", "absent"]], [["C05", "2026-10-13"], ["C05", "2027-02-02"]],
  "Jaiswal chat 13/10/26: 'Sanjay Yadav hazir nahi the, cross nahi bhail'; Vikas chat 02/02/27: 'exemption lagi, allow'.")
# witness
q("witness", "sari suit me PW2 kaun tha",
  [["shakeel", "शकील"], ["munim", "मुनीम"]], [["C01", "2026-11-20"]],
  "Register Nov 2026: 'PW2 शकील अहमद (मुनीम) का बयान'.")
q("witness", "jaiswal case me bank se kaun gawah aaya",
  [["dinesh chaurasia", "chaurasia"], ["union bank"]], [["C05", "2027-03-16"]],
  "IMG20270316141009.jpg: 'CW2 Sri Dinesh Chaurasia, Union Bank Lahurabir'.")
q("witness", "sunita case me raju ki taraf se gawahi kisne di",
  [["dw1"], ["koi aur gawah nahi", "no other witness", "only witness"]], [["C06", "2027-02-09"]],
  "IMG20270209151244.jpg: 'DW1 Raju Prajapati ... Koi aur gawah nahi.'")
# open
q("open", "bantwara case ka pura haal batao short me",
  [["commission", "commissioner"], ["confirmed", "rejected"], ["teen manzil", "three storey", "three floors"], d("2027-04-14")],
  [["C02", "2026-10-14"], ["C02", "2027-01-13"], ["C02", "2027-02-24"]],
  "14.10.26: 'Commission report aa gaya: teen manzil'; order 13.01.2027: 'rejected ... confirmed'; 24.02.27: 'agli tithi 14.04.2027'.")
q("open", "bhola nishad ka mamla short me batao",
  [["dashashwamedh", "दशाश्वमेध"], ["patwar", "पतवार"], ["granted", "allowed"], d("2026-08-26")],
  [["upload", "FIR 0214 Dashashwamedh.pdf"], ["C07", "2026-08-26"]],
  "FIR: 'थाना दशाश्वमेध ... पतवार से'; order 26.08.2026: 'bail application is allowed'.")
# bare
q("bare", "jaiswal", [["statement of accused", "351"], d("2027-04-12")],
  [["upload", "correction jaiswal ND.txt"], ["upload", "ACJM-III cause list 12.04.2027.pdf"]],
  "correction jaiswal ND.txt: 'sahi tithi 12.04.2027 (statement of accused)'; cause list: 'बयान अभियुक्त (351 BNSS)'.")
q("bare", "sunita", [["bahas", "arguments"], d("2027-04-12")], [["C06", "2027-02-09"]],
  "IMG20270209151244.jpg: 'ND 12.4.27 bahas'.")
# no_record
q("no_record", "ganga sewa samiti wali PIL ki agli date kya hai", NR, [],
  "No Ganga Sewa Samiti or PIL in any upload.", no_record=True, absent=["ganga sewa", "public interest"])
q("no_record", "bhola ki bail cancellation wali application ka kya hua", NR, [],
  "C07 ended with bail granted; nobody moved to cancel it.", no_record=True, absent=["cancellation"])
q("no_record", "pandey bhaiyon ka case lok adalat me gaya tha kya", NR, [],
  "C02 was never sent to a Lok Adalat.", no_record=True, absent=["lok adalat"])
q("no_record", "tripathi vakil ke saath mera kaun sa case hai", NR, [],
  "No Tripathi in any upload.", no_record=True, absent=["tripathi"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Varanasi practice (bench/practices/varanasi; written from the uploads' "
                    "source_text by its writer, practice98; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
