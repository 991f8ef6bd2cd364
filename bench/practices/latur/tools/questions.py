"""Write questions.json for the Latur practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "kahi record nahi", "record nahi", "no note", "not in the notes"]]
TODAY = "2028-03-08"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"LT-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "manjara bank wali suit madhe maagchya tarkhela kay zala?",
  [d("2028-01-17"), ["rfsl", "forensic", "handwriting", "expert"], ["pe closed", "purava band", "evidence closed"]],
  [["C01", "2028-01-17"]], "20280117_181204.jpg: '17/1/28 ... RFSL report aala: Q1 sahi Salunke chich ... Amcha PE closed'.")
q("last_time", "sneha DV last date la kay jhala re",
  [d("2028-02-21"), ["gairhajar", "absent"], d("2028-04-10")], [["C06", "2028-02-21"]],
  "WhatsApp Chat with Rohit Kamble Jr (3).txt 21/02/28: 'Omkar gairhajar ... ND 10/04/2028'.")
q("last_time", "priyanka poteegi madhe last tarkhela kay zala, interim cha order aala ka",
  [d("2027-07-05"), ["6,000", "6000"], ["4,000", "4000"]], [["C02", "2027-07-05"]],
  "Pet E 142-2026 order Exh 5 05.07.2027.pdf: 'interim maintenance of Rs. 6,000/- ... and Rs. 4,000/- ... Latur, 05/07/2027'.",
  today="2027-07-08")
# next_date
q("next_date", "biradar pik vimaa chi pudhchi tarikh kadhi ahe",
  [d("2028-03-22"), ["order", "nikal"]], [["C04", "2028-02-16"]],
  "pik vima call log 16.2.txt: 'arguments closed, for order. ND 22.03.2028 - order (nikal).'")
q("next_date", "chincholi rasta case chi NDOH kay?",
  [d("2027-12-21")], [["upload", "correction rasta ND.txt"]],
  "correction rasta ND.txt: 'ND 12/12/2027 lihili - chuk ... khari pudhil tarikh 21.12.2027'. The 23.11 note says 12/12 (wrong).",
  today="2027-11-30")
q("next_date", "gore bank suit pudhe kadhi ahe ani kashasathi",
  [d("2028-03-13"), ["defendants' evidence", "defendant's evidence", "d.e."]],
  [["C01", "2028-01-17"], ["upload", "Plan 6-13 March 2028.docx"]],
  "20280117_181204.jpg: 'Pudhe DE (defendants' evidence) ... ND 13/3/28'; Plan: 'Mon 13/3 2nd Jt CJSD - Manjara bank: DE'.")
# count
q("count", "ovi custdy madhe aatta paryant kiti tarkha jhalya",
  [["6", "six", "saha"]],
  [["C03", "2027-04-19"], ["C03", "2027-06-21"], ["C03", "2027-08-23"], ["C03", "2027-10-04"], ["C03", "2027-12-06"],
   ["C03", "2028-02-07"]],
  "Six hearings: 19/4/27 photo, 21.06.2027 docx, Priyanka chat 23/08, Rohit chat (2) 04/10, 06.12.2027 docx, 7/2/28 photo.")
q("count", "pik vima case madhe company walyanni kiti vela vel magitla kiva gairhajar rahile",
  [["3", "three", "teen"]], [["C04", "2027-03-17"], ["C04", "2027-07-21"], ["C04", "2027-11-17"]],
  "Biradar chat 17/03/27: 'Bhosale ... vel magitla'; biradar 21 july.txt: 'Bhosale ne ... vel magitla'; munshi 17/11/2027: 'भोसले गैरहजर'.")
q("count", "swami quashing aurangabad la kiti vela board var aala",
  [["4", "four"]], [["C07", "2027-06-22"], ["C07", "2027-08-04"], ["C07", "2027-10-06"], ["C07", "2027-12-08"]],
  "HC order 22.06.2027; 04.08.2027 docx; abad 6 oct.txt (not reached); HC order 08.12.2027 (disposed).")
# yes_no
q("yes_no", "sachin ne priyanka che arears bharle ka?",
  [["20,000", "20000"], ["baki", "pending", "balance"]], [["C02", "2027-08-23"]],
  "WhatsApp Chat with Priyanka Mane.txt 23/08/27: 'Sachin ne court madhe Rs. 20,000 bharle ... Baki arrears ... Exh. 21 pending'.",
  today="2027-08-25")
q("yes_no", "HC ne pallavi varcha FIR quash kela ka? aai vadilancha kay",
  [["quashed", "रद्द"], ["rejected", "फेटाळला"]], [["C07", "2027-12-08"]],
  "CrAppln 1488-2027 order 08.12.2027.pdf: 'qua applicant No. 3 are quashed ... The application qua them is rejected'.")
q("yes_no", "rasta suit madhe TI milali hoti ka",
  [["मंजूर", "granted", "allowed"], d("2027-04-13")], [["C05", "2027-04-13"]],
  "RCS 214-2025 roznama 13.04.2027.pdf: 'दि. 13/04/2027 ... अर्ज अंशतः मंजूर ... 10 फूट बैलगाडी रस्त्याच्या वापरात वादीस अडथळा करू नये'.")
# said
q("said", "sachin ne cross madhe jaminibaddal kay kabul kela",
  [["2 acres", "two acres"], ["ausa"]], [["C02", "2028-01-10"]],
  "sachin RW1 cross 10 jan.txt: 'ADMITTED he owns 2 acres agricultural land at Ausa (inherited)'.")
q("said", "bank manager patil ne cross madhe OTS baddal kay sangitla",
  [["12 lakh", "12,00,000", "1200000"], ["rejected", "nakarla"]], [["C01", "2027-08-09"]],
  "Gore PW1 cross 09-08-2027.docx: 'OTS proposal of Rs. 12 lakh (Rs. 12,00,000) in March 2025; the board ... rejected it'.")
q("said", "jagtap madam ne priyanka chya cross madhe kay vicharla, ti kay mhanali",
  [["b.ed"], ["not working", "kaam kela nahi"]], [["C02", "2027-09-20"]],
  "WhatsApp Chat with Rohit Kamble Jr.txt 20/09/27: 'B.Ed. baddal vicharla ... kuthe kaam kela nahi, not working since 2021'.")
# judge_habit
q("judge_habit", "wankhede saheb custody matters madhe sadharan kay kartat",
  [["chamber"], ["counsellor"]], [["C03", "2027-08-23"], ["C02", "2027-03-15"]],
  "Priyanka chat 23/08/27: 'saheb ni Ovi shi chamber madhe counsellor samor bolun ghetle'; priyanka 15.3.txt: 'marriage counsellor'.")
q("judge_habit", "sonwane madam arguments chya veli kay kay magtat",
  [["written notes"], ["call log"]], [["C04", "2028-01-19"]],
  "Biradar args 19.01.2028.docx and daily order 19/01/2028: 'produce the call log ... written notes of arguments'.")
q("judge_habit", "dixit madam jaminichya dava madhe kay magtat",
  [["7/12", "satbara"], ["nakasha", "tilr", "map"]], [["C05", "2027-03-24"], ["C05", "2027-07-06"]],
  "IMG_20270324_164015.jpg: 'Madam ne 7/12 ani gat nakasha magitla'; rasta Exh 31 6.7.txt: 'TILR Latur ... nakasha'.")
# pending_before
q("pending_before", "wankhede sahebansamor maze konte matters ahet",
  [["priyanka", "maintenance", "poteegi"], ["custody", "ovi"]],
  [["upload", "Family Court Latur cause list 08.03.2028.pdf"], ["upload", "Plan 6-13 March 2028.docx"]],
  "cause list 08/03/2028: 'Pet E 142/2026 Priyanka ... Pet D 37/2027 Sachin ... v. Priyanka Mane'; Plan: 'Ovi custody'.")
q("pending_before", "dixit madam kade maza kay pending ahe",
  [["chincholi", "rasta", "chavan"]], [["C05", "2028-02-01"]],
  "IMG_20280201_170233.jpg: '1/2/28 Dixit madam - Chincholi rasta ... ND 8/3/28'.")
# amount
q("amount", "biradar chya complaint madhe aapan kiti rakkam magitli",
  [["93,350", "93350"], ["50,000", "50000"]], [["upload", "Biradar complaint final.docx"]],
  "Biradar complaint final.docx: 'claim amount of Rs. 93,350/- ... compensation for mental agony Rs. 50,000/-'.")
q("amount", "sneha la DV madhe interim mahina kiti milala",
  [["7,000", "7000"]], [["C06", "2027-08-02"]],
  "IMG_20270802_DV order.pdf: 'दरमहा रु. 7,000/- अर्ज दिनांकापासून'.")
q("amount", "manjara bank suit chi claim amount kiti ahe",
  [["18,42,650", "1842650", "18.42 lakh"]], [["upload", "Spl CS 87-2026 plaint Manjara bank.pdf"]],
  "Spl CS 87-2026 plaint: 'SUIT FOR RECOVERY OF Rs. 18,42,650/-'.")
# pattern
q("pattern", "sachin poteegi veles bharto ka nahi",
  [["20,000", "20000"], ["bharla nahi", "भरली नाही", "unpaid", "not paid"]],
  [["C02", "2027-08-23"], ["C02", "2027-09-20"], ["C02", "2027-11-15"], ["C02", "2028-01-10"]],
  "Priyanka chat 23/08: 'Rs. 20,000 bharle'; Rohit chat 20/09: 'sept cha hapta pan bharla nahi'; munshi 15/11: 'पोटगी भरली नाही'; 10 jan: 'arrears unpaid'.")
q("pattern", "pik vima madhe company cha defence pratyek veli tech ka",
  [["late intimation"], ["72 hours", "72 tasanantar", "72 तास"]], [["C04", "2027-04-21"], ["C04", "2028-01-19"]],
  "Biradar chat 21/04/27: 'late intimation, 72 tasanantar'; Biradar args 19.01.2028.docx: 'late intimation, para 17.4, 72 hours'.")
# counsel_pattern
q("counsel_pattern", "deshmukh vakil rasta case madhe kay khel kartoy",
  [["shiv rasta", "alternative"], ["1,000", "1000"]],
  [["C05", "2027-03-24"], ["C05", "2027-11-23"], ["C05", "2027-12-21"], ["C05", "2028-02-01"]],
  "24.3.27: 'Deshmukh: alternative shiv rasta aahe'; roznama 21/12/2027: 'रु. 1,000/- खर्चाच्या अटीवर वेळ'; 1/2/28: 'Costs Rs. 1,000 Deshmukh ne bharle'.")
q("counsel_pattern", "bhosale vakil consumer madhe kasa vagto",
  [["gairhajar", "गैरहजर", "absent"], ["vel magitla", "time"], ["late intimation"]],
  [["C04", "2027-03-17"], ["C04", "2027-07-21"], ["C04", "2027-11-17"], ["C04", "2028-01-19"]],
  "chat 17/03/27 and 21 july.txt: 'vel magitla'; munshi 17/11/2027: 'भोसले गैरहजर'; 19.01.2028: 'Bhosale for OP1: late intimation'.")
# witness
q("witness", "rasta case madhe PW2 kon hota, kay bolla",
  [["baburao", "बाबुराव"], ["1985", "40 varsha"]], [["C05", "2027-12-21"], ["C05", "2028-02-01"]],
  "roznama 21/12/2027: 'PW2 बाबुराव कोंडिबा काळे ... 1985 पासून'; 1/2/28: 'mi tya rastyane 40 varsha bail-gadi nelay'.")
q("witness", "pik vima madhe company cha witness kon ahe",
  [["amol wagh", "wagh"]], [["C04", "2027-09-15"]],
  "WhatsApp Chat with Rohit Kamble Jr.txt 15/09/27: 'district coordinator Amol Wagh yanche affidavit of evidence'.",
  today="2027-10-01")
q("witness", "ovi custody madhe sachin ne cross madhe kay kay kabul kela",
  [["nilanga"], ["parents", "aai-vadil"]], [["C03", "2027-12-06"]],
  "Ovi custody PW1 cross 6.12.27.docx: 'ZP school, Nilanga ... Lives with his parents (aai-vadil)'.")
# open
q("open", "biradar pik vimyacha sagla status sang",
  [["late intimation"], d("2025-09-22", short=False), d("2028-03-22")],
  [["C04", "2027-04-21"], ["C04", "2028-02-16"], ["upload", "claim rejection BKSGIC Biradar.pdf"]],
  "rejection letter: 'late intimation'; call log 16.2.txt: '22.09.2025 ... 72 tasanchya aat ... ND 22.03.2028 - order'.")
q("open", "sneha swami chya donhi matters thodkyat sang",
  [["7,000", "7000"], ["pallavi"], d("2028-04-10")],
  [["C06", "2027-08-02"], ["C07", "2027-12-08"], ["C06", "2028-02-21"]],
  "DV order 02/08/2027: 'रु. 7,000/-'; HC order 08.12.2027: 'Applicant No. 3 Pallavi ... quashed'; Rohit chat (3): 'ND 10/04/2028'.")
# bare
q("bare", "chincholi",
  [["defendant's evidence", "dw1", "d.e."]],
  [["C05", "2028-02-01"], ["upload", "Plan 6-13 March 2028.docx"]],
  "Plan: 'CJSD Dixit madam - Chincholi rasta: DE (defendant's evidence) - Vilas Chavan DW1'; 1/2/28: 'ND 8/3/28'.")
q("bare", "ovi",
  [["respondent's evidence", "amcha purava", "our evidence"]],
  [["C03", "2028-02-07"], ["upload", "Family Court Latur cause list 08.03.2028.pdf"]],
  "IMG_20280207_163118.jpg: 'Pudhe amcha purava (RE) ... ND 8/3/28'; cause list: 'Pet D 37/2027 ... Respondent's evidence'.")
# no_record
q("no_record", "omkar ne sneha viruddh divorce petition takli ahe tyachi next date kay", NR, [],
  "No divorce petition in any upload (Sneha's matters are the DV application and the HC quashing).", no_record=True,
  absent=["divorce", "घटस्फोट"])
q("no_record", "biradar cha case lok adalat la pathavla hota ka", NR, [],
  "C04 was never sent to a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat", "लोक अदालत"])
q("no_record", "ovi chi interim custody sachin la dili hoti ti kadhi", NR, [],
  "No interim custody order in C03; only visitation on Sundays.", no_record=True, absent=["interim custody"])
q("no_record", "adv nalawade sobat maze kuthle matters ahet", NR, [], "No Nalawade in any upload.", no_record=True,
  absent=["nalawade", "नलावडे"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Latur practice (bench/practices/latur; written from the uploads' "
                    "source_text by its writer, practice128; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
