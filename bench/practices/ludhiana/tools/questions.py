"""Write questions.json for the Ludhiana practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the chamber's 15/1 when `short`)."""
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
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "record vich nahi", "no note",
       "not in the notes"]]
TODAY = "2027-01-15"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"LDH-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "ramesh yadav wale ch pichhli peshi te ki hoya si?",
  [d("2026-12-11"), ["mw2", "rajiv bedi", "accountant"], ["2,25,000", "225000", "2.25 lakh"]], [["C03", "2026-12-11"]],
  "ramesh MW2 11 dec.txt: '11.12.2026 ... MW2 Rajiv Bedi (accountant) examined ... management raised offer to Rs. 2,25,000'.")
q("last_time", "dr jain wale case vich last date te ki bana",
  [d("2026-11-27"), ["pw2", "vineet", "lab owner", "arogya"], ["summons", "summoned"]], [["C06", "2026-11-27"]],
  "jain 27 nov.txt: '27.11.26 ... PW2 Vineet Sharma (Arogya Path Labs) not present ... issued summons to PW2'.")
q("last_time", "bibi ji de mediclaim ch pichli tareekh te ki hoya?",
  [d("2026-07-07"), ["reserved"], d("2026-08-11")], [["C02", "2026-07-07"]],
  "IMG_5521.HEIC: '7 July 26 ... Order reserved - to be pronounced 11.8.26.'", today="2026-07-10")
# next_date
q("next_date", "ramesh wale di agli peshi kado hai? kis layi",
  [d("2027-01-15"), ["arguments", "bahas", "args"]], [["upload", "correction Ramesh ND.txt"]],
  "correction Ramesh ND.txt: 'ND 05.01.2027 likh ditti - GALAT ... Sahi agli peshi 15.01.2027 (Friday), for "
  "arguments'. The 11.12 note says 05.01.2027 (wrong).", today="2026-12-12")
q("next_date", "bhogal wala union case agli vaari kado lagda",
  [d("2027-01-21"), ["arguments", "args", "bahas"]], [["C04", "2026-11-19"]],
  "Bhogal MW1 19-11-26.docx: 'Management evidence closed. Args on 21.01.2027.'")
q("next_date", "grewal di HC wali revision di next date??",
  [d("2027-02-17")], [["C07", "2027-01-13"]],
  "WhatsApp Chat with Jassi Jr (1).txt 13/01/27: 'Grewal wali revision reach nahi hoyi ... ND 17.02.2027'.")
# count
q("count", "sood ne ramesh de case ch management de gawah layi kinni vaari time lya",
  [["3", "three", "teen", "tin"]], [["C03", "2026-05-08"], ["C03", "2026-07-10"], ["C03", "2026-10-30"]],
  "8 May page: 'MW1 ... haazir nahi - Sood: MW1 Canada gaye ne ... Time mil gaya'; order 10.07: 'MW1 is not present ... "
  "still abroad ... second date'; register 30.10: MW2 ਹਾਜ਼ਰ ਨਹੀਂ ... ਤਾਰੀਖ਼ ਲੈ ਲਈ. Three (the 09.01 deferral was of the "
  "workman's cross, not for a management witness).")
q("count", "dhillon wale ch malhotra ne kinni vaari tareekh lai ab tak",
  [["4", "four", "chaar", "char"]],
  [["C01", "2026-01-13"], ["C01", "2026-05-05"], ["C01", "2026-09-22"], ["C01", "2026-11-10"]],
  "13 jan docx: 'sought time for written version'; Jassi 05/05: 'Malhotra ne fer time le lya'; Jassi 22/09: "
  "'Malhotra ne apniyan nahi laiyan, time le lya'; 10.11 txt: 'Malhotra ne fer time le lya'. On 12.01.2027 he argued. Four.")
q("count", "surinder kaur di EA ch hun tak kinniyan peshiyan ho gaiyan",
  [["3", "three", "teen", "tin"]], [["C08", "2026-11-03"], ["C08", "2026-12-01"], ["C08", "2026-12-22"]],
  "Jassi 03/11/26 'EA Surinder Kaur - notice issue ho gaya'; order 01.12.2026; EA note 22.12.26. Three.")
# yes_no
q("yes_no", "insurance company ne bibi ji nu poore paise de ditte?",
  [["not paid", "not fully", "interest pending", "only the principal", "nahi", "partly"],
   ["3,16,450", "316450", "3.16 lakh"], ["31,219", "31219", "interest"]],
  [["C08", "2026-12-22"], ["upload", "WhatsApp Chat with Manjot Haibowal.txt"]],
  "EA Surinder Kaur 22.12.txt: 'cheque ... Rs. 3,16,450 ... Interest @ 9% from 06.10.2025 NOT paid ... approx Rs. 31,219'.")
q("yes_no", "zentra wale (OP2) da jawab record te aa gaya si?",
  [["closed", "not allowed", "nahi"], ["45 days"]], [["C01", "2026-02-17"]],
  "CC-412-2025 order dt 17.02.2026.pdf: 'The period of 45 days ... has expired ... the right of OP2 to file written version is closed'.")
q("yes_no", "ramesh ne samjhauta mann lya ke nahi",
  [["mana kar", "refused", "not accepted", "nahi"], ["1,50,000", "150000", "1.5 lakh", "1.50 lakh"]],
  [["C03", "2026-05-08"]],
  "IMG_20260508_174020.jpg: 'management offer Rs. 1,50,000 lump sum. Ramesh ne mana kar ditta - wants reinstatement'.",
  today="2026-05-09")
# said
q("said", "HC ch bedi sahib ne rent bare ki keha si last time",
  [["use and occupation", "up to date"], ["pay regularly", "regularly"]], [["C07", "2026-11-18"]],
  "CR 3318 args 18 nov.docx: 'has the tenant paid the rent up to date, or use and occupation charges? ... Judge: pay "
  "regularly, else I will not keep the tenant's expert'.")
q("said", "gill hosiery de partner ne cross ch ki ki mann lya",
  [["no domestic enquiry", "enquiry"], ["25-f", "retrenchment compensation"]], [["C03", "2026-09-04"]],
  "Document_2026-09-04.docx: 'no domestic enquiry was held ... no notice under Section 25-F, no retrenchment compensation'.")
q("said", "paramjit kaur ne jirah ch lab bare ki manneya",
  [["2019"], ["knowledge"], ["january 2025", "jan 2025"]], [["C06", "2026-09-25"]],
  "Jain PW1 cross 25-9.docx: 'the lab counter has been there since 2019 \"with my knowledge\" ... accepted rent from "
  "Dr. Jain till January 2025'.")
# judge_habit
q("judge_habit", "goyal sahib oral bahas ton pehlan ki mangde ne",
  [["written arguments", "written args", "written pehlan"]],
  [["C01", "2026-08-04"], ["C02", "2026-05-19"], ["C01", "2026-09-22"]],
  "order 04.08.2026: 'file written arguments before the next date; oral arguments shall be heard thereafter'; 19 May "
  "docx: 'both sides file written arguments first, then oral'; Jassi 22/09: 'written pehlan, oral baad vich'.")
q("judge_habit", "dhaliwal sahib labour court ch har tareekh te ki puchde ne",
  [["settlement", "samjhauta"]],
  [["C03", "2026-01-09"], ["C03", "2026-02-13"], ["C03", "2026-09-04"], ["C03", "2026-12-11"]],
  "9 jan docx 'koi settlement di gal hoyi?'; 13.2 'both sides think about settlement'; 4.9 'Settlement: Sood says ...'; "
  "11.12 'Settlement again - Dhaliwal sahib ne fer puchheya'.")
q("judge_habit", "chahal madam (RC) sab ton pehlan ki puchdi aa",
  [["rent up to date", "rent deposit", "about rent"]],
  [["C05", "2026-01-16"], ["C05", "2026-07-17"], ["C05", "2026-12-04"]],
  "16.01 'Madam ne pehlan puchheya: rent deposit up to date hai?'; 17.7 'Chahal madam again first thing: rent up to "
  "date?'; 4.12 'Madam asked AGAIN about rent'.")
# pending_before
q("pending_before", "ajj ramesh di bahas ton pehlan ki tayyar rakhna",
  [["back wages", "back-wages"], ["esi"], ["2,25,000", "225000", "2.25 lakh"]], [["upload", "Plan 11-22 Jan.docx"]],
  "Plan 11-22 Jan.docx: 'Prepare back wages chart ... + ESI record + MW1's admissions ... Ask Ramesh about the Rs. 2,25,000 offer'.")
q("pending_before", "bhogal di bahas ton pehlan sunil thakur ton ki lena",
  [["licence", "license"], ["renew", "renewed"]], [["upload", "Plan 11-22 Jan.docx"], ["C04", "2026-11-19"]],
  "Plan: 'Get the renewed contractor's licence from Sunil Thakur (old one valid till 09.01.2027) + written synopsis'.")
# amount
q("amount", "dhillon sahib di gaddi kinne di si",
  [["18,65,000", "1865000", "18.65 lakh", "1,865,000"]], [["upload", "CamScanner 10-28-2025 11.02.pdf"]],
  "complaint: 'purchased a Zentra Strada AT from OP1 on 18.03.2025 for Rs. 18,65,000/-'.")
q("amount", "bibi ji de claim ch commission ne kinna award kitta si",
  [["2,86,450", "286450", "2.86 lakh"], ["9%", "9 %", "nine per cent"], ["20,000", "20000"], ["10,000", "10000"]],
  [["C02", "2026-08-11"]],
  "CC-1093-2025 final order: 'Rs. 2,86,450/- with interest @ 9% ... Rs. 20,000/- as compensation ... Rs. 10,000/- as "
  "litigation expenses'.")
q("amount", "dr jain wale ch ex parte hatan layi kinni costs lagi si",
  [["3,000", "3000"]], [["C06", "2026-03-27"]],
  "RP 58-2025 order 27.03.2026.pdf: 'ex parte proceedings are set aside subject to payment of costs of Rs. 3,000/-'.")
# pattern
q("pattern", "kehde kehde case ch doosri dhir te costs laggiyan",
  [["ramesh", "gill hosiery", "hosiery"], ["grewal", "arora", "chaura bazar"]],
  [["C03", "2026-07-10"], ["C05", "2026-09-11"]],
  "order 10.07.2026 (Ref 118): 'costs of Rs. 1,000/- payable to the workman'; order 11.09.2026 (RP 233): 'costs of "
  "Rs. 1,500/- payable to the petitioner'. (The Rs. 3,000 in RP 58 was on our own client.)")
q("pattern", "consumer commission ch mere kehde matter chal rahe ne",
  [["dhillon", "rattan"], ["surinder kaur", "execution", "compliance"]], [["upload", "Plan 11-22 Jan.docx"]],
  "Plan: 'Tue 12/1 DCDRC - Dhillon (Rattan Motors)' and 'Fri 15/1 DCDRC - EA Surinder Kaur - interest'.")
# counsel_pattern
q("counsel_pattern", "sood vakeel gawah na lyaun da ki bahana banda",
  [["abroad", "canada", "out of station", "ਸ਼ਹਿਰੋਂ ਬਾਹਰ", "shehron bahar"]],
  [["C03", "2026-05-08"], ["C03", "2026-07-10"], ["C03", "2026-10-30"]],
  "8 May: 'MW1 Canada gaye ne'; order 10.07: 'MW1 is still abroad'; register 30.10: 'ਸੂਦ ਵਕੀਲ ਨੇ ਕਿਹਾ ਸ਼ਹਿਰੋਂ ਬਾਹਰ ਹੈ'.")
q("counsel_pattern", "neha khurana EA ch har vaari ki kehndi aa",
  [["under process"]], [["C08", "2026-12-01"], ["C08", "2026-12-22"]],
  "order 01.12.2026: 'the payment is under process at the head office'; 22.12 note: 'interest calculation under process'. Same line as last time.")
# witness
q("witness", "ramesh wale ch WW2 kaun si te usne ki keha",
  [["shambhu"], ["2016"], ["gate"]], [["upload", "WW2 shambhu note.txt"], ["C03", "2026-03-20"]],
  "WW2 shambhu note.txt: 'WW2 Shambhu Nath ... Ramesh 2016 ton mere naal line te kamm karda si. 12.03.2023 nu gate te "
  "guard ne rok lya'.")
q("witness", "tenant da handwriting expert kaun si, jirah ch ki nikleya",
  [["bhardwaj"], ["photocopies", "photocopy"]], [["C05", "2026-10-23"]],
  "Grewal expert cross 23.10.docx: 'RW2 Sh. O.P. Bhardwaj ... he compared with PHOTOCOPIES only, never saw the original receipt'.")
q("witness", "bhogal ch union de tarsem lal ne cross ch ki manneya",
  [["saini manpower", "contractor"], ["pf", "esi", "wages"]], [["C04", "2026-07-16"]],
  "bhogal WW1 cross 16.7.txt: 'engaged through M/s Saini Manpower Services and their wages, PF and ESI are paid by the contractor'.")
# open
q("open", "grewal chaura bazar wale da poora haal dasso",
  [["pagdi", "handwriting", "bhardwaj"], ["final order"], d("2027-01-15")],
  [["C05", "2026-10-23"], ["C05", "2026-12-04"], ["C07", "2026-07-08"]],
  "23 Oct docx: RW2 Bhardwaj on the 1998 receipt; HC order 08.07.2026: 'the final order shall not be pronounced'; "
  "4.12 photo: 'Final args 15.1.27'.")
q("open", "dhillon wala gaddi case short ch samjhao",
  [["reserved"], d("2027-02-09"), ["closed", "45 days"], ["job cards", "four times", "4 visits"]],
  [["C01", "2027-01-12"], ["C01", "2026-02-17"]],
  "Dhillon CC412 12-01-27.txt: 'Order reserved - to be announced on 09.02.2027 ... job cards are OP1's own'; order "
  "17.02.2026: 'right of OP2 to file written version is closed'.")
# bare
q("bare", "grewal", [d("2027-01-15"), ["arguments", "args", "bahas"]], [["C05", "2026-12-04"]],
  "20261204_150312.jpg: 'Final args 15.1.27. HC stay (no final order) still there'.")
q("bare", "EA surinder", [d("2027-01-15"), ["interest"]], [["C08", "2026-12-22"]],
  "EA Surinder Kaur 22.12.txt: 'Agli peshi 15.01.2027 - compliance (interest).'")
# no_record
q("no_record", "improvement trust wale plot case di agli tareekh ki aa?", NR, [],
  "No Improvement Trust matter in any upload.", no_record=True, absent=["improvement trust"])
q("no_record", "dhillon wala case lok adalat ch settle hoya si na?", NR, [],
  "C01 was never sent to a Lok Adalat; orders are reserved.", no_record=True, absent=["lok adalat"])
q("no_record", "dr jain wale ch local commissioner di report aa gayi?", NR, [],
  "No local commissioner was ever appointed in C06 (or anywhere).", no_record=True, absent=["local commissioner"])
q("no_record", "advocate toor naal mera kehda case chal reha", NR, [], "No Toor in any upload.", no_record=True,
  absent=["toor"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Ludhiana practice (bench/practices/ludhiana; written from the uploads' "
                    "source_text by its writer, practice63; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
