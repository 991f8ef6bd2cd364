"""Write questions.json for the Bareilly practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
TODAY = "2031-07-07"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"B-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "nadeem wale zari suit me pichli tareekh pe kya hua",
  [d("2031-05-13"), ["salim", "pw2"], ["evidence closed", "pe closed"], d("2031-07-15")], [["C01", "2031-05-13"]],
  "noor zari 13 may.txt: 'PW2 Salim (manager) cross by Agarwal ... Plaintiff evidence closed (PE closed) ... tareekh padi 15.07.2031'.")
q("last_time", "rubina ke 125 wale me last date pe kya hua?",
  [d("2031-05-16"), ["orders", "order"], d("2031-07-11")], [["C07", "2031-05-16"]],
  "WhatsApp Chat with Priyanshu Jr (2).txt 16/05/31: 'Rubina me bahas poori ho gayi. Madam ne orders ke liye rakha ... ND 11.07.2031 orders'.")
q("last_time", "babloo ki zamanat ka kya bana wakeel sahab",
  [d("2031-04-07"), ["allowed", "granted"], ["50,000", "50000"]], [["C08", "2031-04-07"]],
  "Bail order Arif 07.04.2031.pdf: 'the application is allowed ... two sureties of Rs. 50,000/- each'.", today="2031-04-10")
# next_date
q("next_date", "hotel wale suit ki agli tareekh kab h",
  [d("2031-07-22"), ["pw2", "gupta"]], [["C03", "2031-05-20"]],
  "WhatsApp Chat with Priyanshu Jr (2).txt 20/05/31: 'Next PW2 - CA Gupta ji. Tareekh 22.07.2031'.")
q("next_date", "maurya trial ki agli tarikh kya padi",
  [d("2031-07-07"), ["pw5", "io", "jirah"]], [["upload", "correction maurya date.txt"]],
  "correction maurya date.txt: 'ND 17/7 likh di - galat ... sahi agli tareekh 07.07.2031 hai (PW5 IO ki baqi jirah)'. The 13/6 diary says 17/7 (wrong).",
  today="2031-06-20")
q("next_date", "bhitaura chakbandi ki agli peshi kab hai",
  [d("2030-11-21"), ["lekhpal"]], [["C04", "2030-09-19"]],
  "IMG_20300919_130211.jpg: 'CO sb ne chakbandi lekhpal se mauke ki report mangi ... agli peshi 21/11/30'.", today="2030-09-25")
# count
q("count", "gangwar ne 138 me ab tak kitni baar exemption lagwayi",
  [["3", "three", "teen"]], [["C02", "2030-12-10"], ["C02", "2031-03-18"], ["C02", "2031-06-03"]],
  "Priyanshu chat 10/12/30: 'exemption lagayi - allow. Pehli baar'; 18/03/31: 'exemption lagi (doosri baar)'; chat (2) 03/06/31: 'exemption lagayi - teesri baar'. Three.")
q("count", "maurya wale trial me kitne gawah ho chuke ab tak",
  [["5", "five", "paanch"]], [["C06", "2030-07-19"], ["C06", "2030-10-04"], ["C06", "2030-12-20"], ["C06", "2031-03-21"],
                              ["C06", "2031-06-13"]],
  "PW1 Ram Bharose 19.7.30; PW2 Kamla Devi 04.10.2030; PW3 Dr. Varshney 20.12.2030; PW4 Suresh 21.3.31; PW5 IO Rajiv Dixit 13/6/31. Five.")
q("count", "waqf board ne counter lagane ke liye kitni baar waqt maanga",
  [["2", "two", "twice", "do baar"]], [["C05", "2030-09-30"], ["C05", "2030-11-25"]],
  "Order 30.9.2030: 'Naqvi ... seeks time to file counter affidavit'; Faizan chat 25/11/30: 'Board ne aaj bhi counter nahi lagaya. Naqvi sahab ne phir waqt manga'. Counter filed 20.01.2031. Two.")
# yes_no
q("yes_no", "gangwar ka 313 ka bayan ho gaya kya?",
  [["nahi hua", "not recorded", "not yet", "has not", "no,"], ["absent", "exemption"]], [["C02", "2031-06-03"]],
  "Chat (2) 03/06/31: '313 ka bayan nahi hua, Gangwar phir absent ... exemption lagayi'.")
q("yes_no", "shahnawaz ne interim ka bakaya chukaya ya abhi bhi nahi?",
  [["nahi diya", "not paid", "no,", "not cleared"], ["36,000", "36000"]], [["C07", "2031-03-28"], ["C07", "2031-05-16"]],
  "Order 28.03.2031: 'बकाया रु0 36,000/- (09 माह) की वसूली'; chat (2) 16/05/31: 'Shahnawaz ne ab tak bakaya nahi diya'.")
q("yes_no", "residency walon ne yameen ko pehle kuch paisa diya tha kya",
  [["1,00,000", "100000", "1 lakh", "one lakh"], ["bill 61", "bill no. 61", "older bill", "purane bill"]],
  [["C03", "2030-11-05"]],
  "WS: 'already paid Rs. 1,00,000/- (one lakh) by RTGS on 20.01.2030'; note 5 nov: 'Yameen admits he got Rs. 1,00,000 but says it was for an older bill (no. 61)'.")
# said
q("said", "maurya case me doctor ne jirah me kya maana tha",
  [["ruled out"], ["oblique"]], [["C06", "2030-12-20"]],
  "PW3 doctor cross 20-12-30.docx: 'Ligature mark oblique ... Suicidal hanging cannot be ruled out'.")
q("said", "chakbandi me CO sahab ne lekhpal report padh ke kya kaha tha",
  [["title"], ["kabza", "possession"]], [["C04", "2030-11-21"]],
  "Bhitaura lekhpal report 21.11.docx: 'report se kabza aapka dikhta hai par title kagaz se tay hoga'.")
q("said", "nigam sahab ne pichli baar board ke vakeel se kya kaha",
  [["register of auqaf"], ["1974"]], [["C05", "2031-05-05"]],
  "waqf writ 5 may.docx: 'Nigam J to Naqvi: Produce the register of auqaf - the 1974 entry - and the complete file'.")
# judge_habit
q("judge_habit", "ACJM 3 verma sahab mulzim gair haazir ho to kya karte h",
  [["warrant", "bw"]], [["C02", "2030-09-24"], ["C02", "2031-03-18"]],
  "Order 24.09.2030: 'रु0 10,000/- का जमानतीय वारंट ... bailable'; chat 18/03/31: 'agli baar accused nahi aaya to BW jayega'.")
q("judge_habit", "family court wali madam har peshi pe sabse pehle kya poochti hain",
  [["bakaya", "arrears"]], [["C07", "2030-09-27"], ["C07", "2030-11-29"]],
  "rubina 27 sept.txt: 'Mehrotra madam ne shuru me hi poocha: interim maintenance ka bakaya (arrears)'; 29/11/30: 'Madam ne phir bakaya poocha'.")
q("judge_habit", "commercial court ke srivastava sahab kis baat pe sakht hain",
  [["timeline", "timetable"], ["cost"]], [["C01", "2030-10-08"], ["C01", "2031-01-14"]],
  "Order 08.10.2030: WS on 'costs of Rs. 5,000/-'; CMH order 14.01.2031 'Timetable'; diary 14/1/31: 'Srivastava sb strict - timeline se bahar ek din nahi'.")
# pending_before
q("pending_before", "aaj chakbandi me kya file karna hai",
  [["written arguments", "likhit bahas"], ["1359"]], [["upload", "Week plan 7-12 July.docx"], ["C04", "2031-05-08"]],
  "Week plan: 'Bhitaura chakbandi - likhit bahas (written arguments) file karni hai + 1359 fasli khatauni ki certified nakal'.")
q("pending_before", "waqf writ se pehle kya kya taiyar rakhna hai",
  [["1974"], ["tarjuma", "translation"], ["1938", "waqfnama"]], [["upload", "Week plan 7-12 July.docx"]],
  "Week plan: 'Waqf 1142: Faizan se 1974 register ki nakal + Urdu ka Hindi tarjuma (tasdeeq shuda) + original waqfnama 1938'.")
# amount
q("amount", "gangwar wala cheque kitne ka tha",
  [["2,35,000", "235000", "2.35 lakh", "235,000"]], [["upload", "cheque return memo Gangwar.pdf"]],
  "cheque return memo: 'Cheque No. 004417 dated 05.04.2030 for Rs. 2,35,000/-'.")
q("amount", "silverline pe nadeem ka kitne ka claim hai",
  [["8,42,600", "842600", "8.42 lakh", "842,600"]], [["upload", "Plaint CS Noor Zari vs Silverline.pdf"]],
  "Plaint: 'SUIT FOR RECOVERY OF Rs. 8,42,600/-'.")
q("amount", "rubina ka interim kitna tha aur ab tak bakaya kitna ho gya",
  [["4,000", "4000"], ["36,000", "36000"]], [["C07", "2031-03-28"]],
  "Order 28.03.2031: 'अन्तरिम भरण-पोषण रु0 4,000/- प्रतिमाह के बकाया रु0 36,000/- (09 माह)'.")
# pattern
q("pattern", "kin kin muqadmon me saamne wali party pe harja laga",
  [["noor zari", "silverline", "nadeem", "zari"], ["hotel", "rohilkhand", "residency", "418"], ["5,000", "5000"], ["500"]],
  [["C01", "2030-10-08"], ["C03", "2031-04-15"]],
  "Order CS 47 08.10.2030: 'costs of Rs. 5,000/- payable to the plaintiff'; OS 418 order 15.04.2031: 'रु0 500/- हर्जे पर'.")
q("pattern", "aaj kaun kaun se matter lage hain mere",
  [["maurya", "304b"], ["bhitaura", "chakbandi"], ["yameen", "gangwar", "138"]], [["upload", "Week plan 7-12 July.docx"]],
  "Week plan 'Mon 07/07 - ASJ 7: Maurya trial (304B) ... CO Faridpur camp: Bhitaura chakbandi ... ACJM-3: Yameen 138'.")
# counsel_pattern
q("counsel_pattern", "sharma vakil gangwar ki taraf se har baar kya line leta h",
  [["security cheque"]], [["C02", "2030-10-29"], ["C02", "2031-01-28"], ["C02", "2031-04-29"]],
  "29 Oct docx: 'Sharma's line: the cheque was a security cheque'; 28.1 cross: 'phir security cheque ka suggestion'; 29/4/31: 'security cheque wala suggestion teesri baar'.")
q("counsel_pattern", "ADGC upadhyay ji gawah na aane par kya karte hain",
  [["समय", "time"]], [["C06", "2030-09-06"], ["C06", "2031-05-02"]],
  "Register 06.09.30: 'PW2 ... हाज़िर नहीं। ए.डी.जी.सी. ने समय माँगा'; 02.05.31: 'विवेचक ... हाज़िर नहीं। ए.डी.जी.सी. ने समय लिया'.")
# witness
q("witness", "ram bharose ne jirah me kya kya maana",
  [["no complaint", "koi shikayat nahi"], ["apache", "motorcycle"], ["fir", "tehrir"]], [["C06", "2030-08-09"]],
  "PW1 cross 09.08.2030.docx: 'dahej ki koi shikayat nahi ki (no complaint before death)' and 'Apache motorcycle ki maang ki baat tehrir (FIR) me nahi likhi'.")
q("witness", "chakbandi me ram swaroop ki jirah me kya nikla",
  [["nanku"], ["1962"], ["1,200", "1200"], ["bhusa", "415"]], [["C04", "2031-01-09"]],
  "ram swaroop cross 9-1-31.txt: 'dada Nanku ne 1962 me Chheda se kharida, Rs. 1,200 me' ... 'Admitted: 1975 ke baad 415 par Chhotey Lal ke ghar wale bhusa rakhte hain'.")
q("witness", "shahnawaz ne cross me kya accept kiya",
  [["e-rickshaw", "e rickshaw"], ["300"]], [["C07", "2031-01-31"]],
  "DW1 cross 31.01.2031.docx: 'Admitted he owns an e-rickshaw ... on rent at Rs. 300 per day'.")
# open
q("open", "waqf wale muqadme ka poora haal batao haji sahab ke",
  [d("2030-08-12"), ["status quo"], ["register of auqaf"], d("2031-07-14")], [["C05", "2030-09-30"], ["C05", "2031-05-05"]],
  "Order 30.9.2030: 'status quo ... the order dated 12.08.2030 shall not be given effect to'; 5 may docx: 'register of auqaf ... List on 14.07.2031'.")
q("open", "nadeem ka silverline wala suit short me samjha do",
  [["8,42,600", "842600", "8.42 lakh"], ["11 to 14", "11-14"], ["evidence closed", "pe closed"], d("2031-07-15")],
  [["C01", "2030-11-19"], ["C01", "2031-01-14"], ["C01", "2031-05-13"]],
  "CMH order: 'Rs. 8,42,600/-'; 19.11 docx: 'DENIES challans 11 to 14'; 13 may: 'Plaintiff evidence closed ... 15.07.2031'.")
# bare
q("bare", "gangwar", [["313"]], [["C02", "2031-06-03"], ["upload", "cause list ACJM-3 07.07.2031.pdf"]],
  "Chat (2) 03/06/31: 'ND 07.07.2031'; cause list 07.07.2031: 'Mohd. Yameen vs Harish Chandra Gangwar - Statement of accused u/s 313'.")
q("bare", "maurya", [["pw5", "io"], ["dixit"]], [["C06", "2031-06-13"]],
  "IMG_20310613_165004.jpg: 'PW5 IO Rajiv Dixit (CO) examined ... Cross adhoora'; correction: 'sahi agli tareekh 07.07.2031'.")
# no_record
q("no_record", "rubina ke talaq wale case ki next date kya h", NR, [],
  "Rubina has only the s. 125 maintenance case; no talaq or khula matter anywhere.", no_record=True, absent=["talaq", "khula"])
q("no_record", "babloo ki anticipatory bail ka kya hua tha", NR, [],
  "C08 was a regular bail u/s 483 BNSS; no anticipatory bail anywhere.", no_record=True, absent=["anticipatory"])
q("no_record", "yameen wale 138 me lok adalat me settlement hua tha na?", NR, [],
  "The cheque case never went to a Lok Adalat.", no_record=True, absent=["lok adalat"])
q("no_record", "khurshid alam vakil ke saath mera kaunsa muqadma chal raha hai", NR, [],
  "No Khurshid in any upload.", no_record=True, absent=["khurshid"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Bareilly practice (bench/practices/bareilly; written from the uploads' "
                    "source_text by its writer, w-bareilly; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
