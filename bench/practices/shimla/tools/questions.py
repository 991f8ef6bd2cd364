"""Write questions.json for the Shimla practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]
HINDI = ["जनवरी", "फरवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवम्बर", "दिसंबर"]
DEV = str.maketrans("0123456789", "०१२३४५६७८९")


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the junior's 9.12 / 9/12 when `short`; the munshi's Devanagari)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd:02d}.{mm:02d}.{yy:02d}", f"{dd}-{mm}-{yy}",
             f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}",
             f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}", f"{dd} {HINDI[mm - 1]}",
             f"{dd:02d}.{mm:02d}.{yyyy}".translate(DEV), f"{dd} {HINDI[mm - 1]}".translate(DEV)]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}.", f"{dd:02d}.{mm:02d}"]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "nahi mila", "no note"]]

TODAY = "2026-12-05"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"S-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


def up(name):
    return ["upload", name]


q("last_time", "jhingta wali appeal mein last time kya hoya commissioner sahab ke yahan?",
  [d("2026-11-06"), ["orders", "order", "faisle", "फैसले"], ["written submission", "submissions"]],
  [["C07", "2026-11-06"]],
  "jhingta args 06.11.2026.docx: 'Finally heard! Mahesh Verma ... Commissioner sahab asked for written submissions in 2 weeks. For orders on 18.12.2026'.")
q("last_time", "kamla ji ke rasta wale case mein pichli peshi pe kya hua?",
  [d("2026-11-21"), ["argued", "arguments", "args", "behas"], d("2026-12-19")],
  [["C04", "2026-11-21"]],
  "Rasta final args 21.11.docx: 'Ma'am argued 40 min ... Sood sahab again not there - junior ... time sought for defendant's args ... ND 19.12.2026'.")
q("last_time", "leela ji ke MACT mein last date pe kya hoya?",
  [d("2026-09-07"), ["18,50,000", "1850000", "18.5 lakh", "18 lakh 50", "18.50 lakh"], d("2026-11-16")],
  [["C06", "2026-09-07"]],
  "MACT 112 order 07.09.2026.pdf: 'insurer has offered Rs. 18,50,000/- ... not acceptable ... Evidence of both sides is closed. To come up for arguments on 16.11.2026'.",
  today="2026-09-10")
q("next_date", "ajay negi revision ki agli date kya hai",
  [d("2026-12-10")],
  [["C02", "2026-10-29"], up("correction negi ND.docx")],
  "negi 29.10.docx wrote 'ND 3.12.2026'; correction negi ND.docx (30.10): 'WRONG ... next date is 10.12.2026 (Thursday) for rejoinder'.",
  today="2026-11-02")
q("next_date", "chauhan ji ki writ kab lagi hai aur kisliye",
  [d("2026-12-09"), ["final"]],
  [["C01", "2026-11-18"], up("HC advance cause list 07-12 to 12-12-2026.pdf")],
  "CWP 4127 18-11 undertaking.docx: 'ND 09.12.2026 final args'; advance cause list: 'WEDNESDAY 09.12.2026 ... FOR FINAL HEARING: CWP 4127/2025'.")
q("next_date", "sunita ka DV next kab hai? kya hona hai us din",
  [d("2026-12-11"), ["cross"], ["rw1", "rakesh"]],
  [["C05", "2026-11-27"]],
  "Sunita RW1 cross 27.11.docx: 'RW1 chief ... Our cross started ... Cross remaining ... ND 11.12.26 - remaining cross RW1'.")
q("count", "Sood sahab ki side ne kamla ji ke suit mein kitni baar time liya ab tak?",
  [["3", "three", "teen", "तीन"]],
  [["C04", "2025-12-20"], ["C04", "2026-08-29"], ["C04", "2026-11-21"]],
  "ORDER SHEET 20.12.2025: cross deferred at the request of Sood's junior (Sood busy in HC), costs 500; ORDER 29.08.2026: DW2 absent, defendant prayed for time, last opportunity on costs 1,000; Rasta final args 21.11.docx: junior sought time for defendant's args. Counted against every hearing of C04.")
q("count", "commissioner sahab ne jhingta appeal mein kitni dates pe suna hi nahi, tour ya meeting ki wajah se?",
  [["2", "two", "do", "दो"], d("2026-04-17"), d("2026-09-25")],
  [["C07", "2026-04-17"], ["C07", "2026-09-25"]],
  "Scanned_Document_0413.pdf (17.04.2026): 'Divisional Commissioner is on tour to Rohru and Chirgaon. The case is adjourned'; IMG-20260925-WA0011.jpg: 'कमिश्नर साहब मुख्य सचिव की VC मीटिंग में'. 27.02 was adjourned because the record had not come, not for the Commissioner.",
  today="2026-10-01")
q("yes_no", "State ne chauhan ji wale 5000 costs diye ki nahi?",
  [["yes", "paid", "cheque", "de diye"], d("2026-07-08")],
  [["C01", "2026-07-08"]],
  "CWP 4127 order 08.07.2026.pdf: 'Costs of Rs. 5,000/- imposed on 13.05.2026 have been paid'; chauhan ji 8 july.docx: 'Katoch sahab handed cheque in court'.")
q("yes_no", "kanwar wali RSA mein sood ke clients ne 3000 hazarna diya?",
  [["no", "not paid", "not yet", "nahi"], ["3,000", "3000"]],
  [["C03", "2026-10-07"]],
  "RSA 302 mediation fail 7 oct.docx: 'Costs 3000 of June - NOT yet paid by Sood's clients'.",
  today="2026-10-10")
q("yes_no", "rakesh ne sunita ke purane arrears clear kar diye kya?",
  [["no", "not paid", "nahi", "pending"], ["30,000", "30000"], ["42,000", "42000"]],
  [["C05", "2026-05-08"], ["C05", "2026-10-09"], ["C05", "2026-11-27"]],
  "Sunita DV order 08.05.2026.pdf: 'demand draft of Rs. 30,000/- towards arrears'; Sunita RW1 absent 9oct.docx: 'Old arrears balance approx 42,000 still not paid'; Sunita RW1 cross 27.11.docx: 'Admitted he has not paid old arrears'.")
q("said", "negi case mein last time jaj sahiba ne state se kya poocha tha?",
  [["malkhana"], d("2026-10-29")],
  [["C02", "2026-10-29"]],
  "negi 29.10.docx: 'Jaj sahiba asked him on the late malkhana entry - he had no answer, said will check'.")
q("said", "leela ji ne settlement ke baare mein kya bola tha, kitne mein maanegi?",
  [["28-30 lakh", "28 lakh", "30 lakh", "28-30"], ["padhai", "education", "studies", "children", "bacchon"]],
  [up("WhatsApp Chat with Leela Devi MACT.txt")],
  "WhatsApp Chat with Leela Devi MACT.txt, 07/09/26: '18 lakh mein to bacchon ki padhai bhi nahi hogi. Kam se kam 28-30 lakh ho to soch sakte hain'.")
q("judge_habit", "bhardwaj J ke saamne land wale matter mein kya dhyan rakhna hai?",
  [["jamabandi"], ["tatima"], ["demarcation"]],
  [["C01", "2025-12-10"], ["C01", "2026-03-24"]],
  "CWP 4127 Hem Raj 10.12.25.docx: 'Jaj sahab bole - \"show me the jamabandi and tatima first\"'; CWP 4127 24.03.docx: 'went through the jamabandi and tatima himself page by page ... JOINT demarcation'.")
q("judge_habit", "JMIC 3 wale magistrate sahab har date pe pehle kya poochte hain?",
  [["arrears", "maintenance", "kitna diya", "baki"]],
  [["C05", "2025-12-19"], ["C05", "2026-03-27"], ["C05", "2026-06-26"], ["C05", "2026-08-19"]],
  "Sunita DV 19 dec.docx: 'Magistrate sahab first asked: \"kuch diya hai ab tak?\"'; Sunita 27.3.26.docx: 'Magistrate first question: \"maintenance kitna diya?\"'; 26.06: 'again asked ... \"baki kab doge?\"'; 19.08: 'Magistrate asked arrears again'.")
q("judge_habit", "civil judge court 2 pathania madam ke court mein koi khaas baat? kab pahunchna hai",
  [["10 sharp", "9.50", "10 baje", "10 am", "10:00"]],
  [["C04", "2026-02-20"]],
  "kamla ji PW1 cross 20-2.docx: 'Madam Pathania started 10 sharp as usual, we were 5 min late, matter called twice. note: BE THERE BY 9.50'.")
q("pending_before", "9 dec se pehle chauhan ji ke case mein kya kya tayyari karni hai?",
  [["synopsis"], ["undertaking"], ["harvest"]],
  [up("week plan 7-12 dec.docx")],
  "week plan 7-12 dec.docx: 'Chauhan ji CWP (Wed): written synopsis of final args, copy of undertaking order of 18.11 ... Chauhan ji to come Tue evening with harvest figures'.")
q("pending_before", "sunita wale case mein 11 tareekh se pehle kya ready karna hai",
  [["pay slip", "payslip"], ["42,000", "42000", "arrears"]],
  [up("week plan 7-12 dec.docx")],
  "week plan 7-12 dec.docx: 'Sunita DV (Fri): remaining cross RW1 - Army pay slips Oct/Nov, LPC, question on old arrears balance ~42,000'.")
q("amount", "sunita ko mahine ka kitna maintenance laga hai aur kab se?",
  [["8,000", "8000"], d("2025-08-12")],
  [["C05", "2026-02-18"]],
  "CrCase DV 44-2025 order 18.02.2026.pdf: '8,000/- रुपये प्रतिमाह अंतरिम भरण-पोषण आवेदन की तिथि 12.08.2025 से'.")
q("amount", "insurance wale ne leela ji ko kitna offer kiya tha?",
  [["18,50,000", "1850000", "18.5 lakh", "18 lakh 50", "18.50 lakh"]],
  [["C06", "2026-09-07"]],
  "MACT 112 order 07.09.2026.pdf: 'The insurer has offered Rs. 18,50,000/-'.")
q("amount", "mohan lal ki income kitni dikhayi hai humne MACT mein",
  [["3,00,000", "300000", "3 lakh"], ["2,85,000", "2.85"], ["3,10,000", "3.10"]],
  [["C06", "2026-11-16"], ["C06", "2026-05-18"]],
  "Leela ji args 16 nov.docx: 'income 3 lakh p.a. (Pradhan certificate + adhati receipts 2.85 + 3.10 lakh)'; MAC 6 april + 18 may: 'Adhati receipts (Rs. 2,85,000 and Rs. 3,10,000) tendered'.")
q("pattern", "ab tak dusri party pe kitne costs lage sab cases mila ke? total batao",
  [["9,500", "9500"], ["5,000", "5000"], ["3,000", "3000"], ["500"], ["1,000", "1000"]],
  [["C01", "2026-05-13"], ["C03", "2026-06-17"], ["C04", "2025-12-20"], ["C04", "2026-08-29"]],
  "Four costs orders on the other side: CWP 4127 13.05.2026 Rs. 5,000 on the State; RSA 302 17.06.2026 Rs. 3,000 on R-1 and R-3; CS 57 20.12.2025 Rs. 500 and 29.08.2026 Rs. 1,000 on the defendant. Total Rs. 9,500 (a sum: checked by eye against every hearing's costs in data/cases).")
q("pattern", "agle hafte kaun kaun se matters lage hain?",
  [["chauhan", "cwp 4127"], ["negi", "188"], ["sunita", "dv"], d("2026-12-09"), d("2026-12-10"), d("2026-12-11")],
  [up("week plan 7-12 dec.docx"), up("HC advance cause list 07-12 to 12-12-2026.pdf"), ["C05", "2026-11-27"]],
  "week plan 7-12 dec.docx: Chauhan ji CWP (Wed), Negi Cr Rev (Thu), Sunita DV (Fri); advance cause list: 09.12 CWP 4127, 10.12 Cr.R. 188; Sunita RW1 cross 27.11.docx: 'ND 11.12.26'.")
q("counsel_pattern", "K.L. sood ka humare cases mein kya pattern hai?",
  [["junior", "adjournment slip"], ["busy", "division bench", "high court"], ["rsa", "kanwar", "jubbar"], ["kamla", "rasta"]],
  [["C03", "2026-04-22"], ["C03", "2026-06-17"], ["C04", "2025-12-20"], ["C04", "2026-11-21"]],
  "RSA 302 LR appl 22.04.2026.docx: 'junior came with adjournment slip: \"Sh. Sood busy before Division Bench\"'; RSA Kanwar 17 june: 'Sood's junior AGAIN with adjournment slip'; CS 57 order 20.12.2025: 'श्री सूद माननीय उच्च न्यायालय में व्यस्त हैं'; Rasta final args 21.11: 'junior: \"Sood sahab HC mein busy hain\"'.")
q("counsel_pattern", "neha mehta rakesh ke liye har baar kya bahana deti hai",
  [["army"], ["exemption"]],
  [["C05", "2026-03-27"], ["C05", "2026-10-09"]],
  "Sunita 27.3.26.docx: 'exemption appl - \"respondent on Army duty, leave not sanctioned\"'; Sunita RW1 absent 9oct.docx: 'Neha Mehta exemption, \"Army duty, exercise in Rajasthan\"'.")
q("witness", "rasta case mein DW2 kaun tha aur usne kya maana?",
  [["sohan singh"], ["mgnrega", "cement"]],
  [["C04", "2026-10-17"]],
  "DW2 rasta 17-10-2026.docx: 'DW2 Sohan Singh (ex-ward member) ... admitted that the Panchayat laid cement steps on it in 2019 under MGNREGA'.")
q("witness", "MACT mein RLA rohru wala clerk kya bol gaya licence ke baare mein?",
  [["valid"], ["transport"], d("2027-03-11")],
  [["C06", "2026-07-20"]],
  "New Microsoft Word Document.docx (20.07.26): 'RW1 Sh. Om Prakash, clerk RLA Rohru ... LMV + TRANSPORT endorsement from 12.03.2015, valid till 11.03.2027. So licence WAS valid on 14.06.2025'.")
q("witness", "kamla ji case mein PW2 roshan lal ne kya kaha tha",
  [["40", "४०", "forty", "chalees"], ["school", "स्कूल", "bacche", "children"]],
  [["C04", "2026-03-21"]],
  "WhatsApp Image 2026-03-21 at 14.05.51.jpeg (munshi): 'PW2 रोशन लाल वर्मा ... बोला रास्ता ४० साल से चलता है, स्कूल के बच्चे भी चलते हैं'.")
q("open", "ajay negi wala charas case short mein brief karo",
  [["1.320", "1 kg 320", "1320"], ["52a", "52 a"], ["narkanda"], d("2026-12-10")],
  [up("charge order ST 41-S of 2025 Ajay Negi.pdf"), ["C02", "2026-07-16"], up("correction negi ND.docx")],
  "charge order: 'naka at Narkanda ... charas weighing 1 kg 320 grams ... Section 52A'; negi args 16.07.docx: 's.52A - inventory ...'; correction: 'next date is 10.12.2026'.")
q("open", "jhingta wali appeal kis baare mein hai? AC ne kya kaha tha",
  [["104", "proprietary"], ["theog"], ["1971"]],
  [up("AC Theog order Rattan Lal s104.pdf")],
  "AC Theog order Rattan Lal s104.pdf: 'Proprietary rights u/s 104 ... Assistant Collector 1st Grade, Theog ... girdawari of Kharif 1971 alone is not sufficient. Application dismissed'.")
q("bare", "demarcation?",
  [["1-04"], ["38"], d("2026-06-18")],
  [["C01", "2026-07-08"]],
  "Asked in the morning of 09.12.2026, the day CWP 4127 is fixed for final arguments. CWP 4127 order 08.07.2026.pdf: 'Report of joint demarcation dated 18.06.2026 ... 1-04 bigha falls within D.P.F. Kiari C-II and about 38 apple trees'.",
  today="2026-12-09")
q("bare", "arrears?",
  [["42,000", "42000"], ["30,000", "30000"]],
  [["C05", "2026-05-08"], ["C05", "2026-10-09"]],
  "Asked on 11.12.2026, the day of Sunita's DV case. Sunita DV order 08.05.2026: Rs. 30,000 DD; Sunita RW1 absent 9oct.docx: 'Old arrears balance approx 42,000 still not paid'.",
  today="2026-12-11")
q("no_record", "dhiman ji ki bail application ka kya bana sessions mein?",
  NR, [], "No Dhiman in any upload; no bail application is a matter of this practice.", no_record=True, absent=["dhiman"])
q("no_record", "neha mehta ne DV case transfer karwane ki petition dali thi na, uska kya hua?",
  NR, [], "No transfer petition in C05 (or anywhere): no upload mentions a transfer.", no_record=True, absent=["transfer"])
q("no_record", "chauhan ji writ mein review petition kab file ki thi humne?",
  NR, [], "No review was filed in C01; no upload mentions a review.", no_record=True, absent=["review petition", "review"])
q("no_record", "kuldeep bhatia ki gawahi MACT mein kab hui thi?",
  NR, [], "No Kuldeep Bhatia: the MACT witnesses are PW1 Leela Devi, PW2 Kishori Lal and RW1 Om Prakash.", no_record=True,
  absent=["kuldeep", "bhatia"])

(ROOT / "questions.json").write_text(json.dumps({"about": "Shimla practice (Adv. Sushma Guleria, junior Ankit Rana, munshi Bhup Ram): sealed set written by practice32; asked once by the lead", "questions": Q},
                                                ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
print(len(Q), "questions")
