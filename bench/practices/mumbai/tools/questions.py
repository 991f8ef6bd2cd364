"""Write questions.json: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "koi record nahi"]]

TODAY = "2026-11-27"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"M-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


q("last_time", "kavita wale custody matter mein last date pe kya hua?",
  [d("2026-10-06"), ["reject"], ["diwali"]], [["C04", "2026-10-06"]],
  "PXL_20261006 (6 Oct): 'Exh 31 (overnight access) REJECTED for now ... BUT Diwali - Aarav with father from 8/11 10 am to 9/11 6 pm'.")
q("next_date", "sunil ka mact next kab hai aur kis liye?",
  [d("2026-12-04"), ["argument"]], [["C03", "2026-10-09"]],
  "IMG-20261010-WA0002 (9/10/26): 'next 4/12/2026 arguments'.")
q("next_date", "jain cheque next date? kaun witness hai?",
  [d("2026-12-02"), ["hitesh vora", "accountant"]], [["C02", "2026-10-14"]],
  "14 oct.txt: 'will examine accountant hitesh vora as DW1. next 2/12/2026 - defence evidence (DW1)'.")
q("count", "kamble suit mein trivedi pe kitni baar costs laga, total kitna?",
  [["two", "2 times", "twice", "2 baar", "do baar"], ["5,000", "5000"]], [["C01", "2026-01-15"], ["C01", "2026-04-23"]],
  "Roznama: 15/01/2026 costs Rs. 2,000; 23/04/2026 costs Rs. 3,000 (both payable to the plaintiff) = Rs. 5,000. No other costs in C01.")
q("count", "om sai case mein accused kitni baar gairhajar raha?",
  [["two", "twice", "2 times", "2 baar", "do baar"], d("2025-12-03"), d("2026-04-29")],
  [["C02", "2025-12-03"], ["C02", "2026-04-29"]],
  "BW jain.txt (29/04/2026): 'accused jain gairhajar again (2nd time - 1st was 3 dec)'. Present on 14.1, 18.2 (Trivedi), 17.6 onwards.")
q("yes_no", "jain ne 143A ka paisa jama kiya kya?",
  [["yes", "haan", "deposited", "jama"], ["1,36,000", "136000", "1.36 lakh"], d("2026-06-17")], [["C02", "2026-06-17"]],
  "PXL_20260617: 'accused present, BW cancelled. DD of Rs 1,36,000 deposited (interim comp) - finally'.")
q("yes_no", "jain ne 143A amount deposit kiya ya nahi abhi tak?",
  [["not deposited", "nahi kiya", "not yet", "not paid"], ["bw", "bailable warrant", "warrant"]], [["C02", "2026-04-29"]],
  "Asked 10.05.2026. BW jain.txt / rojnama 29/04/2026: 'Interim compensation not deposited. Issue B.W. of Rs. 10,000/-'. Deposit came only on 17.06.2026.",
  today="2026-05-10")
q("said", "dilip bhau settlement ke liye minimum kitna bole the?",
  [["6 lakh", "6,00,000", "600000"], ["ek baar", "one go", "lump", "cash", "one time"]],
  [["upload", "WhatsApp Chat with Dilip Patil Om Sai.txt"]],
  "WhatsApp 05/08/26: Dilip '6 lakh cash ek baar me. Nahi to case chalne do.' (Sahil 22/7: 'min 6 lakh otherwise no').")
q("said", "mediation mein jain ne kya offer diya tha?",
  [["4 lakh", "4,00,000", "400000"], ["8 kisht", "8 instalments", "eight instalments", "8 installments", "kisht", "instalment", "installment"]],
  [["C02", "2026-09-09"]],
  "9 sept.txt: 'jain offered 4 lakh in 8 kisht, dilip bhau refused'.")
q("witness", "kamble ne cross mein kya kya admit kiya?",
  [["march 2024"], ["no writing", "not in writing", "no document", "no stamp", "not registered"], ["vasai", "navghar"]],
  [["C01", "2026-07-16"]],
  "Kamble cross DW1.docx: no licence fee after March 2024; oral renewal, 'No writing, no witness, no stamp paper, not registered'; godown at Vasai (Navghar).")
q("witness", "sunil wale case mein doctor ne kitni disability boli? cross mein kya maana?",
  [["35%", "35 %", "35 percent", "thirty five"], ["treating doctor", "not the treating", "not treating"]],
  [["C03", "2026-06-12"]],
  "update 12-6.txt: '35% permanent partial disability of left lower limb ... admitted he was not the treating doctor in 2024'.")
q("judge_habit", "patwardhan sir ke court mein adjournment chahiye to kya expect karu?",
  [["costs"], ["last chance"]],
  [["C01", "2025-12-11"], ["C01", "2026-01-15"], ["C01", "2026-04-23"], ["C01", "2026-09-17"]],
  "11 Dec diary: 'no adjournment without costs in this court'; 15.01 costs Rs 2,000; 23.04 'LAST CHANCE, costs Rs 3000'; 17.09 time REFUSED - 'last chance was on 23.4'.")
q("judge_habit", "gaikwad madam cheque cases mein kaisa chalati hai?",
  [["warrant", "bw"], ["mediation"], ["143a", "interim compensation"]],
  [["C02", "2025-12-03"], ["C02", "2026-02-18"], ["C02", "2026-04-29"], ["C02", "2026-07-22"]],
  "3/12: 'next date accused must be hajar, otherwise warrant'; 18/2 143A allowed; 29/4 BW; 14/1 and 17/6 mentions mediation, 22/7 referred to mediation centre.")
q("pending_before", "2 dec se pehle kya kya kaam baaki hai?",
  [["ledger", "notice to produce"], d("2026-12-01") + ["kavita", "rane", "amol"]],
  [["C02", "2026-10-14"], ["C04", "2026-10-06"]],
  "14 oct.txt: 'ledger of jain constructions mangwana hai (notice to produce) - draft by 25 nov' for DW1 on 2/12; PXL 6 Oct: Kavita v Amol respondent's evidence 1/12/2026.")
q("pending_before", "5 nov tak kya file karna hai?",
  [["written notes", "written arguments", "notes of arguments"], ["kamble", "gala", "112"]],
  [["C01", "2026-10-22"]],
  "Asked 25.10.2026. notes 22 oct.docx: 'written notes of arguments by both sides within 2 weeks (i.e. by 05.11.2026) ... File by 5 Nov'.",
  today="2026-10-25")
q("amount", "meenal ke order mein kitna mila?",
  [["13,25,000", "1325000", "13.25 lakh"], ["9%", "9 %", "nine percent"], ["50,000", "50000"], ["25,000", "25000"]],
  [["C05", "2026-11-12"]],
  "Final order 12.11.2026 / PXL 12 Nov: refund Rs. 13,25,000 with 9% interest, compensation Rs. 50,000, costs Rs. 25,000.")
q("amount", "kavita ko monthly maintenance kitna mila aur kab se?",
  [["15,000", "15000", "15k"], d("2025-12-09", short=False) + ["9 dec", "9/12"]],
  [["C04", "2026-03-24"]],
  "F-540 order 24.3.26: 'Rs. 15,000/- per month for the minor from the date of the application, i.e. 09.12.2025'.")
q("amount", "gala ka deposit kitna tha aur licence fee kitni?",
  [["3,00,000", "300000", "3 lakh"], ["38,000", "38000"]],
  [["upload", "L&L agreement gala 14.pdf"]],
  "L&L agreement: licence fee Rs. 38,000/- per month; security deposit Rs. 3,00,000/-.")
q("open", "gokhale ki report mein kya nikla?",
  [["manufacturing defect"], ["5 times", "five times"]],
  [["upload", "Gokhale report CC 88.pdf"]],
  "Gokhale report 12.05.2026: 'manufacturing defect in the dual-clutch transmission ... not caused by the manner of driving'; 'gearbox was attended 5 times'.")
q("open", "vikram ke FIR mein kitne laptop aur kitne ka maal?",
  [["14 laptops", "fourteen laptops", "14 dell"], ["8,40,000", "840000", "8.4 lakh", "8.40 lakh"]],
  [["upload", "FIR 412-2026 MIDC.pdf"]],
  "FIR 0412/2026: 'Property: 14 laptops (Dell Latitude) valued at Rs. 8,40,000/-'.")
q("yes_no", "vikram ko anticipatory mila? conditions kya hai?",
  [["yes", "granted", "allowed", "haan"], d("2026-06-12"), ["30,000", "30000"], ["monday"]],
  [["C06", "2026-06-12"]],
  "ABA 1822 order 12.06.2026: allowed; P.R. bond Rs. 30,000 with one surety; MIDC Police Station every Monday 11-1 for two months.")
q("pattern", "kis kis matter mein dusri party pe costs laga hai ab tak?",
  [["kamble", "gala", "112"], ["waghmare", "sunil", "mact", "sion", "1456"], ["meenal", "apte", "zephyr", "88/2025"]],
  [["C01", "2026-01-15"], ["C01", "2026-04-23"], ["C03", "2026-02-20"], ["C05", "2025-12-11"]],
  "Kamble: Rs 2,000 (15.01) + Rs 3,000 (23.04); Sunil MACT: Rs 1,000 on the insurer (20.2.26); Meenal: Rs 5,000 for the late written version (11 Dec), and Rs 25,000 costs in the final order.")
q("counsel_pattern", "trivedi humare against kin kin matters mein hai?",
  [["kamble", "gala", "112"], ["om sai", "jain", "3390"]],
  [["C01", "2026-01-15"], ["C02", "2025-12-03"]],
  "Roznama LE 112/2024: 'Adv. Trivedi for defendant'; sahil 3 dec.txt (om sai vs jain): 'trivedi filed exemption appln'. No other case names him.")
q("last_time", "meenal car mein last date pe kya hua tha?",
  [d("2026-02-26") + ["26.2"], ["gokhale", "expert"], ["15,000", "15000", "15k"]],
  [["C05", "2026-02-26"]],
  "Asked 01.03.2026. 26.2.26.docx: 'Our application Exh. 14 for expert inspection ALLOWED. Shri Anil Gokhale ... Fee Rs. 15,000'.",
  today="2026-03-01")
q("bare", "judgment?",
  [["kamble", "gala", "112", "harshad"]],
  [["upload", "causelist_27-11-2026_CR9.pdf"], ["C01", "2026-10-22"]],
  "Typed on 27.11.2026. Cause list CR 9 for 27/11/2026, FOR JUDGMENT item 2 'L.E. Suit No. 112/2024 Harshad Shah v. Pramod Kamble'; notes 22 oct: 'Judgment on 27.11.2026'.")
q("said", "kavita ne overnight access ke baare mein kya bola tha?",
  [["bilkul nahi", "not at all"], ["sota nahi", "sleep"]],
  [["upload", "_chat.txt"]],
  "WhatsApp Kavita 25/08/26: 'Madam overnight bilkul nahi. Aarav raat ko mere bina sota nahi.'")
q("witness", "sunil ne cross mein helmet ke baare mein kya maana?",
  [["strap"], ["open"]], [["C03", "2026-03-13"]],
  "PXL 13 Mar: '(3) admitted helmet strap was open (!)'.")
q("count", "meenal car complaint mein order tak kitni dates padi?",
  [["eight", "8 dates", "8 hearings", "8 times", "8 baar", "8 tareekh"]],
  [["C05", "2025-12-11"], ["C05", "2026-01-22"], ["C05", "2026-02-26"], ["C05", "2026-04-23"], ["C05", "2026-05-28"],
   ["C05", "2026-07-02"], ["C05", "2026-09-17"], ["C05", "2026-11-12"]],
  "Dates: 11.12.2025, 22.01, 26.02, 23.04, 28.05, 02.07, 17.09, 12.11.2026 (order) = 8.")
q("next_date", "sunil mact mein doctor kab aane wala hai?",
  [d("2026-06-12"), ["2.45", "2:45"]], [["C03", "2026-04-17"]],
  "Asked 20.04.2026. 17.4.26 mact.txt: 'doctor ko fixed date - 12/6/26 at 2.45 pm, witness summons again'.",
  today="2026-04-20")
q("yes_no", "desai ne 5000 costs diye kya?",
  [["yes", "haan", "paid", "diye", "given"], d("2026-01-22") + ["cheque"]],
  [["C05", "2026-01-22"]],
  "Asked 01.02.2026. consumer 22jan.txt: 'desai's costs rs 5000 (of 11 dec) - cheque given today to us, deposited'.",
  today="2026-02-01")
q("no_record", "ravindra joshi partition suit ki next date kya hai?",
  NR, [],
  "No case, party or note names Ravindra Joshi or a partition suit.", no_record=True, absent=["ravindra", "partition"])
q("no_record", "om sai case mein jain ne revision file kiya tha kya?",
  NR, [],
  "No revision in any upload of C02 (or anywhere).", no_record=True, absent=["revision"])
q("no_record", "adv khanna ke saath humara kaunsa matter hai?",
  NR, [],
  "No counsel, party or note named Khanna.", no_record=True, absent=["khanna"])
q("no_record", "sunil ke case mein lok adalat kab thi?",
  NR, [],
  "C03 never went to Lok Adalat; settlement was talked in court (31.07.2026 offer) only.", no_record=True, absent=["lok adalat"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Mumbai practice (bench/practices/mumbai; written from the uploads' "
                    "source_text by its writer; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
