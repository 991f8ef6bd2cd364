"""Write questions.json for the Satara practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
             f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}", f"{dd:02d}.{mm:02d}.{yy:02d}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))

NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "record nahi", "no note", "not in the notes",
       "nond nahi"]]
TODAY = "2031-08-13"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"S-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "karad patil partition madhe magchya tarkhela kay zhala?",
  [d("2031-07-24"), ["qd report", "examiner", "questioned document", "not written by"], ["objection"]],
  [["C03", "2031-07-24"]], "IMG_20310724_175801.jpg: '24/7/31 Karad Patil — QD report aala ... Thorat ne objection sathi vel magitla'.")
q("last_time", "koyna salunkhe writ last time HC la kay zhala",
  [d("2031-06-17"), ["three parcels", "gat no. 77", "rahimatpur"], ["four weeks", "4 weeks", "choice"]],
  [["C01", "2031-06-17"]], "order 17.06.2031: 'three parcels: Gat No. 77 at Rahimatpur ... indicate his choice within four weeks'.")
q("last_time", "ghorpade bail madhe kal kay zala",
  [d("2031-03-24"), ["rakhun thevla", "reserved"], d("2031-03-27")], [["C08", "2031-03-24"]],
  "IMG_20310324_170211.jpg: '24/3/31 ... Sahebanni order rakhun thevla. Order 27.03.31.'", today="2031-03-25")
# next_date
q("next_date", "mane karkhana chi pudhchi tarikh kadhi ahe",
  [d("2031-08-20"), ["bhosale", "chief accountant", "accountant"]], [["C02", "2031-04-09"]],
  "20310409_170533.jpg: 'chief accountant Sunil Bhosale — next. pudhchi tarikh 20.08.2031'.")
q("next_date", "karad patil pudhchi tarikh", [d("2031-08-21")], [["upload", "correction Karad tarikh.txt"]],
  "correction Karad tarikh.txt: 'sahi pudhchi tarikh 21.08.2031'. The 24.07 diary says 14.08 (wrong).")
q("next_date", "varsha bhoite chi next date kadhi", [d("2030-11-20")], [["C06", "2030-10-16"]],
  "Varsha interim 16.10.2030.txt: 'Order on 20.11.2030.'", today="2030-10-20")
# count
q("count", "pawar 138 madhe accused kiti vela gairhajar rahila", [["3", "three", "teen", "thrice"]],
  [["C04", "2030-08-27"], ["C04", "2031-02-25"], ["C04", "2031-07-15"]],
  "register 27/08 'आरोपी गैरहजर'; WA 25/02/31 'Rahul Pawar gairhajar'; register 15/07 'आरोपी पुन्हा गैरहजर'.")
q("count", "mane case madhe karkhanya chya vakilanni kiti vela vel magitla", [["3", "three", "teen", "thrice"]],
  [["C02", "2030-08-21"], ["C02", "2030-09-25"], ["C02", "2031-02-12"]],
  "register 21/08 'जबाब साठी मुदत', 25/09 'खर्चावर मुदत'; rojnama 12/02/2031 'उलटतपासणीसाठी मुदत मागितली'.")
q("count", "koyna writ madhe AGP ne kiti da time ghetla", [["2", "two", "don", "twice"]],
  [["C01", "2030-11-19"], ["C01", "2031-01-14"]],
  "IMG_20301119: 'Mhatre AGP ... vel magitla'; order 14.01.2031: 'Learned AGP again seeks time'.")
# yes_no
q("yes_no", "pawar ne 143A che paise bharle ka?", [["not paid", "भरले नाहीत", "not deposited"], ["68,000", "68000"]],
  [["C04", "2031-07-15"], ["upload", "week plan 11-23 Aug.docx"]],
  "register 15/07: '६८,०००/- भरले नाहीत'; week plan: '143A Rs. 68,000 not paid'.")
q("yes_no", "wai more case la temporary injunction milala ka", [["allowed", "granted"], d("2031-04-10")],
  [["C07", "2031-04-10"]], "WA (4) 10/04/31: 'Exh 5 ALLOWED ... temporary injunction'.")
q("yes_no", "jagtap MACT madhe dr ghatge cha saksh zala ka?", [["30%", "30 %", "thirty"], d("2031-04-23")],
  [["C05", "2031-04-23"]], "WA (3) 23/04/31: 'Dr. Ghatge cha saksh zhala — 30% disability proved'.", today="2031-04-25")
# said
q("said", "koyna case madhe collector ne affidavit madhe kay mhatla",
  [["not available", "land not available"], ["1967", "cash compensation"]], [["C01", "2031-03-11"]],
  "note 11-03-2031: 'land not available in the Koyna command area'; says PAP took cash compensation in 1967'.")
q("said", "karad case madhe maruti yadav ne saksh madhe kay sangitla",
  [["ashok's shop", "shop"], ["not present", "not before sub-registrar"]], [["C03", "2031-03-20"]],
  "Patil PW2 Maruti Yadav 20-3.txt: 'he signed at Ashok's shop, not before Sub-Registrar; Vishwas was not present'.")
q("said", "karkhanya ne WS madhe FRP baddal kay mhatla",
  [["harvesting", "todni-vahatuk", "transport"], ["share"], ["active member"]], [["C02", "2030-10-23"]],
  "Mane karkhana WS 23.10.txt: 'harvesting & transport ... share amount ... not an active member'.")
# judge_habit
q("judge_habit", "jagdale madam exemption detat ka? kashi aahe", [["500"], ["costs", "cost"]],
  [["C04", "2031-02-25"]], "WA (2) 25/02/31: 'Jagdale madam ne allow kela pan Rs 500 costs ... cross closed'.")
q("judge_habit", "gokhale borkar bench state la vel detana kay karte",
  [["5,000", "5000", "five thousand"], ["personal affidavit"]], [["C01", "2031-01-14"]],
  "order 14.01.2031: 'costs of Rs. 5,000/- ... Collector, Satara shall file his personal affidavit'.")
q("judge_habit", "MACT pawar saheb settlement vichartat ka", [["settlement", "offer"], ["4,50,000", "4.5 lakh", "450000"]],
  [["C05", "2031-04-23"]], "WA (3) 23/04/31: 'Pawar saheb ne settlement vicharla — insurer ne Rs. 4,50,000 offer dila'.")
# pending_before
q("pending_before", "jagdale madam samor majhe kay pending aahe", [["patsanstha", "pawar", "ajinkya"], d("2031-08-13")],
  [["upload", "Satara JMFC cause list 13.08.2031.pdf"]],
  "cause list 13.08.2031, Court No. 3: 'SCC/2215/2030 Shri Ajinkya Nagari Sah. Patsanstha vs Rahul D. Pawar'.")
q("pending_before", "walvekar sahebansamor kahi baki ahe ka", [["disposed", "granted"], d("2031-03-27")],
  [["C08", "2031-03-27"]], "B.A. 612-2031 order 27.03.2031: 'released on bail ... Disposed of.'")
# amount
q("amount", "mane chi FRP baki kiti ahe", [["2,84,600", "284600", "2.84 lakh", "2.85 lakh"]],
  [["upload", "notice u-s 164 MCS Act Mane.docx"], ["C02", "2031-04-09"]],
  "notice: 'FRP balance of Rs. 2,84,600 is unpaid'; 9/4/31: 'Rs. 2,84,600 shown as suspense'.")
q("amount", "varsha la interim potgi kiti tharli", [["6,000", "6000"], ["3,000", "3000"]], [["C06", "2030-11-20"]],
  "order Exh 5 20.11.2030: 'Rs. 6,000/- per month to the petitioner-wife and Rs. 3,000/- per month to the minor daughter'.")
q("amount", "varsha chi arrears kiti zhali atta", [["61,000", "61000"]], [["C06", "2031-06-18"]],
  "Document 6.docx: 'Arrears now Rs. 61,000 (after 20k paid)'.")
# pattern
q("pattern", "thorat karad case madhe kasa delay karto", [["busy", "hc la busy", "high court"], ["objection"]],
  [["C03", "2030-10-17"], ["C03", "2031-07-24"]],
  "WA 17/10/30: 'Thorat sir HC la busy, samorchya vakilanni vel magitla'; 24/7/31: 'Thorat ne objection sathi vel magitla'.")
q("pattern", "pawar accused har tarkhela kasa vagto", [["exemption", "हजेरी माफी"], ["gairhajar", "absent", "गैरहजर"]],
  [["C04", "2031-02-25"], ["C04", "2031-07-15"]],
  "WA 25/02/31: 'Rahul Pawar gairhajar ... exemption arj'; register 15/07: 'आरोपी पुन्हा गैरहजर, हजेरी माफीचा अर्ज मंजूर'.")
# counsel_pattern
q("counsel_pattern", "nimbalkar vakil karkhanya sathi kasa kaam karto", [["1,000", "1000"], ["ws", "written statement"]],
  [["C02", "2030-09-25"], ["C02", "2030-10-23"]], "WS 23.10.txt: 'Costs Rs. 1,000 paid by Nimbalkar. WS filed today.'")
q("counsel_pattern", "deshpande insurance vakil che defences kay astat", [["contributory negligence"], ["badge"]],
  [["C05", "2030-10-09"]], "order 09.10.2030: 'contributory negligence of claimant; claimant held no valid badge'.")
# witness
q("witness", "jagtap MACT madhe insurer cha witness kon", [["sanjay dixit", "investigator"]], [["C05", "2031-07-02"]],
  "IMG_20310702: 'investigator Sanjay Dixit to be examined'.")
q("witness", "patsanstha case madhe aapla witness kon hota", [["prakash gaikwad", "gaikwad"], ["recovery officer"]],
  [["C04", "2031-01-07"]], "WA (2) 07/01/31: 'Gaikwad saheb (recovery officer) che affidavit CW1 tender kela'.")
q("witness", "mane case madhe karkhanya cha witness kon yenar", [["sunil bhosale", "bhosale"], ["chief accountant"]],
  [["C02", "2031-04-09"]], "20310409_170533.jpg: 'Karkhana's witness — chief accountant Sunil Bhosale — next'.",
  today="2031-04-10")
# open
q("open", "koyna case madhe majhyakadun kay baki ahe", [["choice", "affidavit"], ["rahimatpur", "gat 77"], ["5,000", "5000"]],
  [["upload", "week plan 11-23 Aug.docx"]],
  "week plan: 'Salunkhe's choice affidavit (Rahimatpur gat 77) to be filed before 26/8. HC costs Rs. 5,000 still not received.'")
q("open", "karad patil madhe pudhe kay karaycha ahe", [["ferfar", "4518"], ["tahsildar"]], [["C03", "2031-07-24"]],
  "IMG_20310724: 'Ferfar 4518 cancel sathi Tahsildar Karad kade arj — nantar.'")
# bare
q("bare", "pawar", [["statement of accused", "351"]],
  [["upload", "Satara JMFC cause list 13.08.2031.pdf"], ["upload", "week plan 11-23 Aug.docx"]],
  "cause list 13.08.2031: 'Statement of accused'; week plan: '351 statement'.")
q("bare", "wai", [["plaintiff's evidence", "shantabai affidavit", "affidavit"], ["snehal"]],
  [["upload", "week plan 11-23 Aug.docx"]], "week plan: 'Wai CJJD — More v. Gole — plaintiff's evidence, Shantabai affidavit — SNEHAL.'")
# no_record
q("no_record", "phaltan cha kul kayda tenancy case chi tarikh kadhi", NR, [],
  "No tenancy case in any upload.", no_record=True, absent=["tenancy", "kul kayda"])
q("no_record", "salunkhe writ madhe supreme court la SLP gela ka", NR, [],
  "C01 never went to the Supreme Court; no upload names an SLP.", no_record=True, absent=["slp", "supreme court"])
q("no_record", "jagtap MACT lok adalat madhe settle zhala ka", NR, [],
  "C05 was never sent to a Lok Adalat; the offer was refused.", no_record=True, absent=["lok adalat"])
q("no_record", "nikam vakil barobar majhi konti case ahe", NR, [], "No Nikam in any upload.", no_record=True,
  absent=["nikam"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Satara practice (bench/practices/satara; written from the uploads' "
                    "source_text by its writer, w-satara; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
