"""Write questions.json for the Kohima practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "no note", "nothing on record"]]

TODAY = "2026-12-04"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"KH-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


WEEK = ["upload", "this week next week.txt"]
RUSOMA = ["rüsoma", "rusoma", "vikheto", "village council"]

# last_time
q("last_time", "mhasilie er suit e last time ki hoise?",
  [d("2026-11-13"), ["dw1", "chumbemo"], ["closed", "close"], ["argument", "args"]], [["C04", "2026-11-13"]],
  "MS 14-2025 order sheet: '13.11.2026 Cross-examination of DW1 concluded. The defendant closes his evidence. Fix 11.12.2026 for arguments.'")
q("last_time", "jotsoma land appeal DC court te last date ki hoise",
  [d("2026-10-30"), ["reserved"], d("2026-12-18")], [["C05", "2026-10-30"]],
  "CA 7 of 2025 order 30.10.2026: 'Arguments are closed. Orders reserved. Order to be pronounced on 18.12.2026.'")
q("last_time", "ikuiram bail last time ki hoise?",
  [d("2026-06-05"), ["granted", "allowed"], ["50,000", "50000"]], [["C07", "2026-06-05"]],
  "NDPS bail order 05.06.2026: 'allowed bail on furnishing a bond of Rs. 50,000/- with two sureties'.", today="2026-06-10")

# next_date
q("next_date", "village council writ next date kitia? ki karone list ase",
  [d("2026-12-08"), ["compliance"]], [["C01", "2026-09-08"]],
  "WP(C) 212 judgment 08.09.2026: '16. List on 08.12.2026 for reporting compliance.'")
q("next_date", "asangla MACT nd?",
  [d("2026-12-17"), ["argument"]], [["C06", "2026-11-26"]],
  "correction MACT date.txt: 'next date is 17.12.2026 (arguments), NOT 10.12 as in Aienla's note of 26/11'.")
q("next_date", "neikhrienuo arrears case next kitia, ki hobo sedin",
  [d("2026-12-15"), ["attendance register"]], [["C02", "2026-11-17"]],
  "order 17-11-2026: 'The District Education Officer, Kohima, shall produce the attendance register ... List on 15.12.2026.'")

# count
q("count", "Rusoma writ te Sr GA kiman bar time loise?",
  [["3", "three", "thrice"]], [["C01", "2026-01-13"], ["C01", "2026-02-03"], ["C01", "2026-04-21"]],
  "13.01 (time loise, last chance), 03.02 order (again prays for time, cost 2,000), 21.4.26 (AG engaged, adj.).")
q("count", "mhasilie suit te dui side mila ke kiman witness examine hoise total?",
  [["3", "three"], ["mhasilie", "pw1"], ["kevisedenuo"], ["chumbemo", "dw1"]],
  [["C04", "2026-03-27"], ["C04", "2026-06-19"], ["C04", "2026-09-25"]],
  "PW1 Mhasilie 27.03; PW2 Kevisedenuo 19/06 (WhatsApp); DW1 Chumbemo 25.09 (order sheet); DE closed 13.11.")
q("count", "MACT case te insurer kiman bar time loise",
  [["3", "three", "thrice"]], [["C06", "2025-12-16"], ["C06", "2026-07-02"], ["C06", "2026-10-08"]],
  "WhatsApp Aienla: 16/12/25 'Atoho Sema time loise' (w/s); 02/07/26 'time loise ... investigator'; 08/10/26 'time again for DTO official' and 'that's his 3rd time loise'.")

# yes_no
q("yes_no", "neikhrienuo ke state 2,94,000 dise naki?",
  [["yes", "paid"], d("2026-08-26")], [["C02", "2026-09-01"], ["upload", "Screenshot_20260826-154402.png"]],
  "photo 1/9: '2,94,000 PAID on 26.8'; SBI screenshot 26-08-2026 Rs. 2,94,000.00 credited.")
q("yes_no", "ikuiram bail hoise naki?",
  [["no", "not", "rejected"], d("2026-03-13"), ["fsl"]], [["C07", "2026-03-13"]],
  "bail order 13.3: 'The FSL report is still awaited ... Bail petition rejected.'", today="2026-04-02")
q("yes_no", "imkong forest case trial stay ase na abhi?",
  [["yes"], ["extended", "continue"], d("2026-12-08")], [["C03", "2026-10-06"]],
  "IMG_20261006: 'PP aha nai ... adj. stay extended till ND ... ND 8/12'.")

# said
q("said", "jotsoma case te ADC pora settlement niye ki koise?",
  [["gb", "gaonbura"], ["village council", "vc"], ["settle"]], [["C05", "2026-03-13"]],
  "IMG_20260313: 'sit with the GBs and village council first ... try settlement before Jotsoma VC + GBs'.")
q("said", "vikheto phone te ki koise january te?",
  [["eac"], ["meeting", "mtg"], ["status quo"]], [["C01", "2026-01-13"]],
  "20260113 photo: 'Vikheto phone: EAC Sadar already calling village mtg - told him status quo order, send copy to EAC.'")

# judge_habit
q("judge_habit", "Sema J state matter te usually ki kore?",
  [["original file", "file", "case diary", "lcr"], ["last chance", "no further time", "last opportunity"]],
  [["C01", "2026-02-24"], ["C01", "2026-01-13"], ["C03", "2026-04-28"]],
  "24-02 note: 'DC Kohima to produce ORIGINAL supersession file ... as usual he wants the file'; 13.01: '2 weeks last chance'; 28/04: 'last chance to the State'.")
q("judge_habit", "civil judge madam adjournment dile ki kore?",
  [["cost"], ["500"], ["1,000", "1000"]], [["C04", "2025-12-12"], ["C04", "2026-08-07"]],
  "12/12/25 photo: 'cost Rs 500, no further time'; order sheet 07.08.2026: 'cost of Rs. 1,000/-'.")
q("judge_habit", "NDPS judge Yanthan bail hunibo age ki lage?",
  [["case diary", "cd"], ["fsl"]], [["C07", "2026-03-06"], ["C07", "2026-03-13"]],
  "WhatsApp 06/03/26: 'Judge koise no bail hearing without CD'; order 13.03: 'FSL report is still awaited ... not inclined'.")

# pending_before
q("pending_before", "8 dec agot ki kaam baki ase?",
  [["vikheto"], ["enquiry"], ["non-compliance", "affidavit"], ["imkong"]], [WEEK],
  "this week next week.txt: 'call Vikheto - has DC held the fresh enquiry? ... affidavit of non-compliance ... Mon 7: Imkong - print TP affidavit'.")
q("pending_before", "mhasilie args agot ki ready koribo lage?",
  [["written"], ["limitation"], ["interest"], ["12%", "12 %"]], [["C04", "2026-11-13"]],
  "Mhasilie 13-11.txt: 'prepare: written notes of argument, O.7/limitation point ... interest @ 12% claim'.")
q("pending_before", "asangla MACT args agot client pora ki lagibo?",
  [["salary"], ["birth"]], [["C06", "2026-11-26"]],
  "WhatsApp Asangla 28/11/26: 'bring PWD salary certificate original and children's birth certificates'.")

# amount
q("amount", "teacher arrears te balance koto baki ase?",
  [["92,400", "92400"]], [["C02", "2026-09-01"]], "photo 1/9: 'Balance Rs 92,400 - argued.'")
q("amount", "mhasilie suit te defendant total koto cost dise amk?",
  [["1,500", "1500"], ["500"], ["1,000", "1000"]], [["C04", "2025-12-12"], ["C04", "2026-08-07"], ["C04", "2026-09-25"]],
  "Rs 500 (12/12/25, paid 16/01 per WhatsApp) + Rs 1,000 (07.08.2026, 'cost 1000 received' 25/9) = Rs 1,500 (total by eye).")
q("amount", "asangla r MACT claim koto ase?",
  [["28,50,000", "2850000", "28.5 lakh", "28.50 lakh"]], [["C06", "2026-01-22"]],
  "MACT 38 22.1.26.txt: 'claim 28,50,000'.")

# pattern
q("pattern", "next week kun kun case ase?",
  [RUSOMA, ["imkong"], ["mhasilie"]], [["C01", "2026-09-08"], ["C03", "2026-10-06"], ["C04", "2026-11-13"]],
  "7-12 Dec: Rüsoma compliance 08.12 and Imkong 8/12 (Ct 1), Mhasilie arguments 11.12.2026.")
q("pattern", "kun kun case te opposite side pora cost lagaise?",
  [RUSOMA, ["mhasilie", "money suit", "yanthan"], ["mact", "asangla", "insurer"]],
  [["C01", "2026-02-03"], ["C04", "2025-12-12"], ["C04", "2026-08-07"], ["C06", "2026-10-08"]],
  "cost Rs 2,000 on the State (03.02.2026), Rs 500 and Rs 1,000 on the defendant in MS 14/25, Rs 1,000 on the insurer (08.10.2026).")

# counsel_pattern
q("counsel_pattern", "atoho sema insurer side kenekoi delay kore?",
  [["licence", "dl"], ["fake"], ["investigator", "dto"]], [["C06", "2026-01-22"], ["C06", "2026-07-02"], ["C06", "2026-10-08"]],
  "22.1 note: 'driver's DL \"fake\"'; 02/07: 'wants to examine their investigator'; 08.10 order: 'time to examine an official of the DTO'.")
q("counsel_pattern", "medo kikon DC court te kiman bar aha nai?",
  [["2", "two", "twice"], ["engaged in high court"]], [["C05", "2026-02-13"], ["C05", "2026-09-18"]],
  "Pukhayi 13/02/26: 'Kikon sir aha nai ... engaged in High Court'; 18/9 photo: 'aha nai AGAIN ... 2nd time same excuse (Feb also)'.")

# witness
q("witness", "MACT te PW2 kun, ki koise?",
  [["yanbemo"], ["wrong side"], ["speed", "overtaking"]], [["C06", "2026-05-21"]],
  "WhatsApp 21/05/26: 'PW2 Yanbemo Lotha eyewitness ... truck was on wrong side, overtaking at speed, no horn'.")
q("witness", "NDPS case te PW1 kun ase? ki hoise?",
  [["imnasenla"], ["in part", "not completed", "continue"], d("2026-12-14")], [["C07", "2026-11-20"]],
  "Ikuiram PW1 20.11.2026.docx: 'PW1 SI Imnasenla Longkumer ... Not completed - chief to continue ... Next date 14.12.2026'.")

# open
q("open", "brief me on jotsoma clan land matter",
  [["kezie-ki", "kezie ki"], ["inspection"], ["reserved"], d("2026-12-18")],
  [["C05", "2026-10-30"], ["C05", "2026-05-29"], ["upload", "Customary Court judgment CC 23 of 2024.pdf"]],
  "customary court 27.10.2025 gave Kezie-ki to Meyase clan; inspection report placed 29.05; orders reserved 30.10, order 18.12.2026.")
q("open", "neikhrienuo case full status dibi",
  [["2,94,000", "294000"], ["92,400", "92400"], d("2026-12-15")], [["C02", "2026-09-01"], ["C02", "2026-11-17"]],
  "1/9: 2,94,000 paid on 26.8, balance Rs 92,400; order 17.11: last chance, list 15.12.2026.")

# bare
q("bare", "imkong", [d("2026-12-08"), ["stay"]], [["C03", "2026-10-06"]],
  "IMG_20261006: 'stay extended till ND ... ND 8/12'.")
q("bare", "Ikuiram", [d("2026-12-14"), ["pw1", "imnasenla"]], [["C07", "2026-11-20"]],
  "Ikuiram PW1 20.11.2026.docx: 'PW1 SI Imnasenla ... Next date 14.12.2026'.")

# no_record
q("no_record", "lotha divorce matter ND kitia?", NR, [], "No divorce matter in the practice.", no_record=True,
  absent=["divorce"])
q("no_record", "ikuiram against NBW issue hoise naki kitia bi?", NR, [],
  "No warrant ever issued against the accused in C07.", no_record=True, absent=["nbw", "non-bailable", "warrant"])
q("no_record", "Toshi Jamir advocate amar kun case te opposite ase?", NR, [], "No Toshi anywhere.", no_record=True,
  absent=["toshi"])
q("no_record", "wokha land case te site visit kitia hoise?", NR, [], "No Wokha case; the only inspection is Jotsoma's.",
  no_record=True, absent=["wokha"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Kohima practice (bench/practices/kohima; written from the uploads' "
                    "source_text by its writer, practice35; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
