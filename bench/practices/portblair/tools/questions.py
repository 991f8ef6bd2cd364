"""Write questions.json for the Port Blair practice: questions typed the way this chamber types (Hinglish, nicknames,
typos), with the facts a right answer must state."""

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
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}", f"{dd:02d}.{mm:02d}.{yy:02d}",
             f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}",
             f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note"]]

TODAY = "2026-12-04"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"PB-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


def U(name):
    return ["upload", name]


ANJ = U("WhatsApp Chat with Anjali Jr.txt")
GD = U("WhatsApp Chat with Ganesh Das Hardware.txt")

# last_time
q("last_time", "neil wale writ mein last time kya hua?",
  [d("2026-11-17"), ["tehsildar"], ["0.4"]], [["C01", "2026-11-17"], U("Tehsildar report Neil Sy 58.pdf")],
  "WPA1182 17.11.26 order.pdf: Tehsildar's report dated 12.11.2026 taken on record; final hearing 15.12.2026. Report: 0.4 ha within forest boundary.")
q("last_time", "rasheed mact last date pe kya hua",
  [d("2026-11-20"), ["lok adalat"], ["kannan", "investigator", "dw1"]], [["C07", "2026-11-20"]],
  "MACT 28-2025 order 20.11.2026.pdf: DW1 P. Kannan examined; referred to National Lok Adalat 12.12.2026.")
q("last_time", "biswas v ekka last date kya hua tha?",
  [d("2026-06-19"), ["absent", "gairhajir", "nahi aaya", "did not come", "didn't come", "not present", "गैरहाजिर"], ["summons", "सम्मन"]],
  [["C04", "2026-06-19"]],
  "IMG-20260623-WA0002.jpg (register): 19.06.26 PW2 Ramesh Sarkar absent, summons again; next 31.07.26.", today="2026-07-20")
# next_date
q("next_date", "Das wale 138 mein agla date kab hai?",
  [d("2026-12-14"), ["argument"]], [U("correction Das ND.txt"), ["C06", "2026-11-30"]],
  "correction Das ND.txt: 'ND 15.12 nahi hai - it is 14.12.2026 (Monday), for arguments' (corrects the 30/11 diary).")
q("next_date", "saw johnny appeal next kab lagega",
  [d("2027-01-12", short=False) + ["12 jan", "12/1/27", "12.1.27"], ["reply", "further hearing", "part heard", "tiwari"]],
  [["C03", "2026-11-10"], U("WhatsApp Chat with Saw Johnny.txt")],
  "PXL_20261110_175858.jpg: 'Tiwari to reply - part heard. agla date 12.1.27'.")
q("next_date", "neil writ agla date kab?",
  [d("2026-04-07"), ["register", "1969"]], [["C01", "2026-02-24"]],
  "PXL_20260224_183340.jpg: DC to produce original allotment register of 1969; NDOH 7.4.26.", today="2026-03-01")
# count
q("count", "Tiwari ne Neil writ mein kitni baar time liya ab tak?",
  [["2", "two", "twice"], d("2026-01-20"), d("2026-06-16")], [["C01", "2026-01-20"], ["C01", "2026-06-16"]],
  "PXL_20260120_175501.jpg 'Tiwari ne phir time liya'; order 16.06.2026 'This is the second such prayer'.")
q("count", "ekka wale suit mein defence ne kitni baar time liya?",
  [["3", "three", "thrice"]], [["C04", "2026-02-27"], ["C04", "2026-10-23"], ["C04", "2026-11-27"]],
  "Register 07.03: 27.02.26 Selvaraj time for cross; notes 23 & 30 oct: DW2 nahi aaya, time liya; order 27.11: DW2 absent, time, last chance.")
q("count", "tirkey eviction mein AC ke saamne ab tak kitni dates padi?",
  [["7", "seven"]], [["C05", "2025-12-12"], ["C05", "2026-01-23"], ["C05", "2026-03-06"], ["C05", "2026-04-17"],
                     ["C05", "2026-06-05"], ["C05", "2026-08-07"], ["C05", "2026-10-09"]],
  "Hearings 12.12.25, 23.1, 6.3, 17.4, 5.6, 7.8, 9.10.2026 (registers, order 23.01, docx 17.4, AC tirkey args.txt).")
# yes_no
q("yes_no", "neil writ ka 3000 cost UT ne diya kya?",
  [["yes", "haan", "paid"], d("2026-08-11")], [["C01", "2026-08-11"]],
  "PXL_20260811_180145.jpg: 'Costs 3000 paid by Tiwari (chq, SBI) - handed to Mita'.")
q("yes_no", "Biswas suit mein amin PW2 ki gawahi hui kya?",
  [["yes", "haan", "examined", "हो गई", "गवाही हुई"], d("2026-07-31")], [["C04", "2026-07-31"]],
  "WhatsApp Jagdish (31/07/26): PW2 Ramesh Sarkar examined and cross-examined; plaintiff evidence closed.")
# said
q("said", "judge ne neil writ mein 55 saal wali baat kya boli thi?",
  [["displaced"], ["file note"], d("2026-04-07")], [["C01", "2026-04-07"]],
  "PXL_20260407_170020.jpg: 'A displaced family settled by the State 55 years ago cannot be turned out on a file note.'")
q("said", "Dutta J ne Raju revision mein PP se kya poocha tha?",
  [["3 days", "three days"], ["statement"]], [["C02", "2026-07-14"]],
  "PXL_20260714_173005.jpg: 'Judge asked PP: why injured's statement 3 days late?'")
q("said", "Ganesh ji ne settlement offer pe kya bola?",
  [["refus", "nahi lunga", "not accept", "declin", "won't take", "will not take", "rejected"], ["3 lakh", "3,00,000", "300000"]],
  [GD, ANJ], "WhatsApp Ganesh Das 27/10/26: 'Anjali madam boli 3 lakh offer hai. Main nahi lunga.'")
# judge_habit
q("judge_habit", "Mitra J hamesha kya maangte hain?",
  [["synopsis"], ["2 page", "two page", "2-page", "two-page"]], [["C01", "2025-12-09"], ["C03", "2026-09-22"]],
  "PXL_20251209: 'give me 2 pages, not 40 - synopsis habit'; order 22.09.2026 'short synopsis of not more than two pages'.")
q("judge_habit", "MACT judge ki kya aadat hai settlement ko leke?",
  [["lok adalat"]], [["C07", "2026-03-20"], ["C07", "2026-09-04"], ["C07", "2026-11-20"]],
  "Anjali 20/03/26 'Lok Adalat la settle pannunga'; rasheed PW2 4.9.txt 'Lok Adalat mein settle karo'; order 20.11 referred to Lok Adalat.")
q("judge_habit", "Dutta J revision kaise sunti hain, kya chahiye unko?",
  [["lcr", "lower court record"]], [["C02", "2026-05-05"], ["C02", "2026-07-14"]],
  "CRR 64-2026 hearing 5.5.docx: 'she will not hear a revision on the basis of the paper book alone'; 14-7: 'she reads LCR herself'.")
# pending_before
q("pending_before", "CJ(JD) Yadav sir ke yahan mera kya pending hai?",
  [["biswas", "ekka", "41"], d("2026-12-18")], [["C04", "2026-11-27"]],
  "TS 41-2024 certified 27.11.pdf: fix 18.12.2026 for DW2.")
q("pending_before", "Mitra J ke paas mere kaun kaun se matters hain?",
  [["1182", "kanan", "neil", "mondal"], ["johnny", "fa 12", "12 of 2024", "12/24", "boat"]],
  [["C01", "2026-11-17"], ["C03", "2026-11-10"]],
  "Orders of 17.11.2026 (WPA 1182) and 22.09.2026 (FA 12) signed Saugata Mitra, J.; diary 10.11.26 'Mitra J'.")
# amount
q("amount", "ganesh das ka cheque kitne ka tha?",
  [["4,80,000", "480000", "4.8 lakh", "4.80 lakh", "480,000"]], [U("IMG_20250614_102233.jpg")],
  "Return memo: 'Rs. 4,80,000/- ... FUNDS INSUFFICIENT'.")
q("amount", "johnny FA mein paper book ke liye kitna jama kiya tha?",
  [["1,850", "1850"]], [["C03", "2026-02-17"]],
  "FA 12 notes Feb.docx: 'Deposit Rs. 1,850 for paper book charges - paid by us on 19.02.2026'.")
# pattern
q("pattern", "is saal kis kis case mein doosri party pe cost laga, kitna?",
  [["3,000", "3000"], ["2,000", "2000"], ["1,000", "1000"], ["500"]],
  [["C01", "2026-06-16"], ["C03", "2026-07-21"], ["C06", "2026-05-11"], ["C04", "2026-11-27"]],
  "Orders: WPA 1182 16.06 Rs 3,000; FA 12 21.07 Rs 2,000; CR 233 11.05 Rs 1,000; TS 41 27.11 Rs 500.")
q("pattern", "kis kis case mein witness nahi aaya date pe?",
  [["biswas", "ekka", "ts 41", "t.s. 41"], ["rasheed", "mact"]],
  [["C04", "2026-06-19"], ["C04", "2026-10-23"], ["C04", "2026-11-27"], ["C07", "2026-07-10"], ["C07", "2026-10-30"]],
  "TS 41: PW2 absent 19.06, DW2 absent 23.10 and 27.11; MACT: Dr Raju absent 10.07, investigator absent 30.10.")
# counsel_pattern
q("counsel_pattern", "Tiwari har baar kya bahana deta hai?",
  [["instruction"], ["secretariat", "directorate"]],
  [["C01", "2026-01-20"], ["C01", "2026-06-16"], ["C03", "2025-12-16"], ["C03", "2026-07-21"]],
  "Diary 16/12 'instructions from Directorate awaited'; 20 Jan 'Secretariat se instructions nahi aaye'; order 16.06 'instructions from the Secretariat (Revenue) are awaited'.")
q("counsel_pattern", "Mathew sahab Das case mein kya karte rehte hain?",
  [["time"], ["exemption", "mainland", "chennai", "accused absent"]],
  [["C06", "2026-03-30"], ["C06", "2026-05-11"], ["C06", "2026-08-03"], ["C06", "2026-10-26"], ["C06", "2026-11-30"]],
  "Anjali 30/03 'Mathew sir time for cross'; order 11.05 exemption (Chennai) + time; register 03.08 exemption; 26/10 'time again'; 30/11 'Mathew tried again'.")
q("counsel_pattern", "insurer wali lakshmi madam har baar kya point uthati hai?",
  [["licence", "license", "driving"]], [["C07", "2025-12-19"], ["C07", "2026-02-06"], ["C07", "2026-05-15"]],
  "Anjali 06/02/26 'Insurer argued DL issue again'; Document1.docx 'bus driver Shankar Lal's licence fake - she said so again (like in WS)'.")
# witness
q("witness", "Dr Raju ne MACT mein kya bola?",
  [["35"], ["right leg", "right lower limb", "tibia"], ["coconut", "boat"]], [["C07", "2026-09-04"]],
  "rasheed PW2 4.9.txt: '35% permanent, right leg'; 'he cannot climb coconut trees or drive his boat'.")
q("witness", "Ekka ne cross mein kya maana?",
  [["mutation"], ["2004"]], [["C04", "2026-10-23"]],
  "notes 23 & 30 oct.txt: 'Admitted: no mutation in his name, electricity connection in 2004 only (not 1998)'.")
q("witness", "Subal babu ke cross mein boundary wall ka kya jawab tha?",
  [["2001"]], [["C04", "2026-03-27"]], "IMG_4471.HEIC: 'boundary wall kab bani? - 2001'.")
# open
q("open", "Neil writ ke liye final hearing se pehle kya karna hai?",
  [["synopsis"], d("2026-12-15")], [["C01", "2026-11-17"], U("This week.txt")],
  "Order 17.11: 'Both sides to file a synopsis of two pages a week before' final hearing 15.12.2026; week plan: 'Neil writ synopsis (2 pages!!)'.")
q("open", "Biswas suit mein next date pe DW2 na aaye to kya hoga?",
  [["closed"], ["500"]], [["C04", "2026-11-27"]],
  "Order 27.11.2026: last chance on cost Rs. 500; 'If DW2 is not produced, defence evidence shall be closed.'")
q("open", "rasheed ko lok adalat mein kitna chahiye bola tha?",
  [["8 lakh", "8,00,000", "800000", "eight lakh"]], [U("rasheed call.txt")],
  "rasheed call.txt (2 Oct): 'He wants at least 8 lakh.'", today="2026-11-01")
# bare
q("bare", "tirkey", [d("2026-12-11"), ["order"]], [["C05", "2026-10-09"]],
  "AC tirkey args.txt: 'Order reserved. ND 11.12.26 for order.'")
q("bare", "raju revision", [d("2026-12-08"), ["judgment", "judgement"]], [["C02", "2026-11-24"], U("advance list 08.12.2026 CB.pdf")],
  "Order 24.11.2026: 'List for delivery of judgment on 08.12.2026'.")
# no record
q("no_record", "havelock wale boat license case ka kya hua?", NR, [],
  "No Havelock matter in any upload.", no_record=True, absent=["havelock"])
q("no_record", "Ekka ne Biswas suit mein counter claim kab file kiya?", NR, [],
  "No counter-claim in T.S. 41/2024 (WS and DW1 only).", no_record=True, absent=["counter claim", "counter-claim", "counterclaim"])
q("no_record", "Adv Bhowmick ne Das case mein kya bola tha?", NR, [],
  "No Bhowmick anywhere.", no_record=True, absent=["bhowmick"])
q("no_record", "diglipur partition suit agla date?", NR, [],
  "No Diglipur or partition matter.", no_record=True, absent=["diglipur", "partition"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Port Blair practice (bench/practices/portblair; written from the uploads' "
                    "source_text by its writer, practice40; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
