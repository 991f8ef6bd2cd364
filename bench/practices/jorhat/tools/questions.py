"""Write questions.json for the Jorhat practice: questions typed the way this lawyer types, with the facts a right answer must state."""

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
             f"{dd:02d}.{mm:02d}.{yy:02d}", f"{dd}/{mm}/{yyyy}",
             f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}",
             f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "kono record nai", "no note", "not in the notes"]]
TODAY = "2027-06-15"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"J-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "dilip r myadi patta case-t last time ki hol?",
  [d("2027-04-23"), ["lat mandal", "pw3", "pw-3", "jiten kalita"], ["pe closed", "closes evidence"]],
  [["C01", "2027-04-23"]],
  "IMG_20270423_151907.jpg: 'PW3 Lat Mandal Jiten Kalita - proved chitha ... PE closed'; order sheet 2: '23-04-2027 PW-3 examined ... Plaintiff's side closes evidence'.")
q("last_time", "sukra khura r gratuity case sheshot ki hol",
  [d("2026-12-09"), ["1,38,750", "138750", "1.38 lakh", "1,38,750/-"], ["10%", "10 %", "ten percent"]],
  [["C03", "2026-12-09"]],
  "PG Case 7-2025 order 09.12.2026.pdf: 'ORDER dated 09.12.2026 ... gratuity of Rs. 1,38,750/- ... simple interest @ 10% per annum'.")
q("last_time", "pallabi case-t agor tarikh-t ki hoisil",
  [d("2026-09-30"), ["hostile"], ["dipen", "pw3"]], [["C04", "2026-09-30"]],
  "Pallabi PW3 hostile 30.09.docx: '30.09.2026 PW3 Dipen Saikia ... PP Chetia declared him hostile'.", today="2026-10-05")
# next_date
q("next_date", "dilip r case nxt kahiya?", [d("2027-04-23")], [["upload", "Dilip ND correction.txt"]],
  "Dilip ND correction.txt (25.01.2027): 'ND 23/03 likha ase - wrong ... sahi next date 23.04.2027'. The munshi's page says 23/03 (wrong).",
  today="2027-02-01")
q("next_date", "nripen r forest case ND ki?", [d("2027-06-17"), ["pw4", "pw 4"]], [["C07", "2027-05-13"]],
  "IMG_20270513_170301.jpg: 'ND 17.06.27 PW4 (IO/ forest guard)'; Bikash's chat 13/05/27: 'ND 17/6'.")
q("next_date", "rina baideo r writ GHC-t kietia list ase", [d("2027-06-22")], [["C06", "2027-04-27"]],
  "ghy 27.4.txt: 'not reached, court rose at 4.15 ... Listed 22.06.2027 per the website'.")
# count
q("count", "pallabi case-t PP-e witness nahil buli kimaan bar time loise?", [["2", "two", "twice"]],
  [["C04", "2026-08-26"], ["C04", "2026-12-16"]],
  "pallabi 26.8.txt: 'No PW today. PP Chetia prayed time'; munshi's page (পুহ) 16/12: 'সাক্ষী নাহিল, পি পিয়ে সময় ল'লে'. Two.")
q("count", "bhabani r batowara case-t bibadi pokhyo kimaan bar time loise", [["3", "three", "thrice"]],
  [["C02", "2026-08-04"], ["C02", "2026-12-15"], ["C02", "2027-03-16"]],
  "munshi 04/08: 'গগৈ হাইকোৰ্টত, সময় দিলে - খৰচ ৩০০'; order sheet 15-12-2026 'D.W.1 absent ... Time allowed'; 16-03-2027 'D.W.2 absent. Defendants pray time'. Three.")
q("count", "rina r writ-t standing counsel kimaan bar affidavit r babe time loise", [["2", "two", "twice"]],
  [["C06", "2026-08-11"], ["C06", "2026-09-15"]],
  "rina ghy 11.8.txt: 'Pallavi Sharma (SC ...) sought time'; order 15.09.2026: 'again prays for time ... As a last chance'. Two by then.",
  today="2026-11-01")
# yes_no
q("yes_no", "nripen r truck zimma-t dise ne?", [["rejected", "reject", "no jurisdiction"], d("2026-08-13")],
  [["C07", "2026-08-13"]],
  "CR 845-2025 order zimma.pdf: '13-08-2026 ... this court has no jurisdiction to release the vehicle. Petition rejected.'")
q("yes_no", "sukra r gratuity r poisa bagan-e dile ne?", [["1,62,340", "162340", "1.62 lakh"], d("2027-01-12")],
  [["upload", "WhatsApp Image 2027-01-12 at 11.02.45.jpeg"]],
  "WhatsApp Image 2027-01-12: 'NEFT CREDIT ADVICE ... Date: 12.01.2027 ... Amount credited: Rs. 1,62,340'.", today="2027-01-20")
q("yes_no", "junali r case-t bus r permit asil ne? insurer ki koise", [["no permit"], ["sivasagar-guwahati", "night route"]],
  [["C05", "2027-03-26"]],
  "Junali DW1 26.03.2027.docx: 'the bus had no permit for the Sivasagar-Guwahati night route on that date'.")
# said
q("said", "pallabi case-t doctor-e jera-t ki koisil", [["no injury"], ["struggle"], ["hanging"]], [["C04", "2026-11-18"]],
  "IMG_20261118_131044.jpg: 'hanging consistent. Cross: no injury elsewhere, no sign of struggle - admitted'.")
q("said", "Hojai J-e rina r case-t mukhe ki koisil", [["b.ed"], ["2009"]], [["C06", "2027-02-02"]],
  "Rina hearing 02.02.2027.docx: 'a teacher working since 2009 cannot be left out only for B.Ed.'")
q("said", "tileswar gogoi-e jera-t ki koise", [["range office"], ["garmur"]], [["C07", "2027-05-13"]],
  "IMG_20270513_170301.jpg: 'mai range office-t sign korisilu, Garmur-t nohoi'.")
# judge_habit
q("judge_habit", "Handique xir MACT-t kihor upor jor diye? ki lage tak", [["income proof", "income"], ["last chance"]],
  [["C05", "2026-09-11"], ["C05", "2027-02-19"]],
  "IMG_20260911_124730.jpg: 'Handique xir: income proof bhal koi lagibo'; order 19-02-2027: 'Allowed as a last chance'.")
q("judge_habit", "barthakur sir-e witness nahile ki kore", [["bailable warrant", "warrant"], ["pw3", "dipen"]],
  [["C04", "2026-08-26"], ["C04", "2026-11-18"]],
  "pallabi 26.8.txt: 'Barthakur sir issued a bailable warrant on PW3'; 18/11 diary: 'Barthakur xir PP k koise next PW anibo'.")
q("judge_habit", "sarma sir (civil judge) time dile ki kore, cost lagai ne?", [["300", "৩০০"], ["500"]],
  [["C02", "2026-08-04"], ["C02", "2027-03-16"]],
  "munshi 04/08: 'সময় দিলে - খৰচ ৩০০ টকা'; order sheet 16-03-2027: 'Allowed on cost of Rs. 500/-'.")
# pending_before
q("pending_before", "Hojai J r agot mor ki case ase?", [["rina"], d("2027-06-22")], [["C06", "2027-04-27"]],
  "ghy 27.4.txt: 'Rina WP(C) 3412/26 - Hojai J Ct 9 ... Listed 22.06.2027'.")
q("pending_before", "CJM Das sir r court-t mor kun case pending", [["nripen"], d("2027-06-17")], [["C07", "2027-05-13"]],
  "IMG_20270513_170301.jpg: 'CJM - Nripen (forest) ... ND 17.06.27'.")
# amount
q("amount", "bhabani case-t DW2 nahil karone kimaan cost dise, kak?", [["500"], ["plaintiff", "apuni pabo"]],
  [["C02", "2027-03-16"]],
  "order sheet 16-03-2027: 'cost of Rs. 500/- payable to the plaintiff'; chat 16/03/27: '500 taka cost ... Apuni pabo'.")
q("amount", "ranjit r income kimaan dekhuasu ITR-t", [["3,60,000", "360000", "3.6 lakh", "3,60,000/-"]],
  [["C05", "2026-11-20"]], "junali PW1 cross 20.11.txt: 'ITR AY 2024-25 shows Rs. 3,60,000 a year'.")
q("amount", "nripen dada r bail bond kimaan r asil", [["10000", "10,000"]], [["C07", "2026-07-09"]],
  "Bikash chat 09/07/26: 'bail hoise 10000 bond'.")
# pattern
q("pattern", "insurance company MACT-t bar bar time loi ase ne? kiman bar", [["2", "two", "twice"], ["instructions"], ["leave"]],
  [["C05", "2026-09-11"], ["C05", "2027-02-19"]],
  "11/9 diary: 'Bhuyan (insurer) cross deferred, \"instructions from company\"'; 19/02/27 chat: 'witness on leave'. Two.")
q("pattern", "pallabi case-t prosecution r witness bilakor pora amar babe ki ki bhal point ulaise",
  [["hostile"], ["struggle"], ["no seizure of any dowry article", "no written demand"]],
  [["C04", "2026-09-30"], ["C04", "2026-11-18"], ["C04", "2027-01-20"]],
  "PW3 hostile (30.09 docx); PW4 'no sign of struggle' (18/11 diary); PW6 'no seizure of any dowry article, no written demand found' (20.01 docx).")
# counsel_pattern
q("counsel_pattern", "hiranya gogoi xir e sadharonote kiyo time loi", [["হাইকোৰ্ট", "high court"], ["absent", "nahil"]],
  [["C02", "2026-08-04"], ["C02", "2026-12-15"]],
  "munshi 04/08: 'বিবাদীৰ উকীল গগৈ হাইকোৰ্টত'; order sheet 15-12-2026: 'D.W.1 absent for cross. Time allowed'.")
q("counsel_pattern", "bhuyan (insurer r ukil) r defence line ki", [["permit"], ["pay and recover"]], [["C05", "2027-03-26"]],
  "Junali DW1 26.03.2027.docx: 'no permit for the Sivasagar-Guwahati night route ... Bhuyan wants \"pay and recover\"'.")
# witness
q("witness", "dilip r case-t gaonburha r xakhi kahiya hol", [d("2027-01-22"), ["puniram", "pw-2", "pw2", "গাঁওবুঢ়া"]],
  [["C01", "2027-01-22"]],
  "order sheet 2: '22-01-2027 PW-2 examined, cross-examined and discharged'; munshi: 'গাঁওবুঢ়া পুণ্যৰাম হাজৰিকাৰ সাক্ষ্য হ'ল'.")
q("witness", "pallabi case-t IO kun asil, ki admit korise", [["hiteswar"], ["no seizure of any dowry article", "no written demand"]],
  [["C04", "2027-01-20"]],
  "Pallabi PW5 PW6 20.01.2027.docx: 'PW6 SI Hiteswar Bora, IO ... admitted no seizure of any dowry article, no written demand found'.")
q("witness", "junali r case-t eyewitness kun asil, ki koise", [["mukut"], ["80-90", "speed"]], [["C05", "2027-01-08"]],
  "Bikash chat 08/01/27: 'PW2 Mukut Dutta r xakhi ... bus tu 80-90 speed-t ahisil'.")
# open
q("open", "sukra r PF (ATPPF) r kotha ki hol? pending ase ne", [["2019"], ["not received", "still not received"]],
  [["upload", "Plan 14-18 June.docx"], ["upload", "IMG_20251024_110212.jpg"]],
  "passbook: 'employer's share for 2019-2024 not remitted'; plan: 'Sukra's ATPPF letter - reply from the Commissioner still not received'.")
q("open", "rina r writ tu short-t bujai diya", [["b.ed"], ["31.12.2016"], d("2027-06-22")],
  [["upload", "DSE rejection Rina Hazarika.pdf"], ["C06", "2027-04-27"]],
  "DSE order: 'did not possess the B.Ed. qualification on the cut-off date (31.12.2016)'; ghy 27.4.txt: 'Listed 22.06.2027'.")
# bare
q("bare", "bhabani", [["argument", "arguments"], d("2027-06-15") + ["today", "aji"]],
  [["C02", "2027-04-20"], ["upload", "Civil Judge Jorhat cause list 15.06.2027.pdf"]],
  "order sheet 20-04-2027: 'Fix 15-06-2027 for argument'; cause list 15-06-2027: 'T.S.(P) 41/2024 ... Argument'.")
q("bare", "junali", [["argument", "arguments"], d("2027-06-15") + ["today", "aji"]], [["C05", "2027-05-07"]],
  "MAC 214-2025 order sheet: '07-05-2027 ... Fix 15-06-2027 for argument of O.P. No. 3'.")
# no_record
q("no_record", "nazira r tenant uchhed case tu kahiya ase?", NR, [],
  "No tenancy or Nazira matter in any upload.", no_record=True, absent=["tenant", "nazira", "uchhed"])
q("no_record", "pallabi case-t pranjal r bail cancel hoisil ne?", NR, [],
  "The accused's bail was never cancelled; no upload mentions a cancellation.", no_record=True, absent=["cancel"])
q("no_record", "junali r claim lok adalat-t pathaise ne?", NR, [],
  "C05 was never sent to a Lok Adalat.", no_record=True, absent=["lok adalat"])
q("no_record", "rajkhowa ukil r logot mor kun kun case ase", NR, [], "No Rajkhowa in any upload.", no_record=True,
  absent=["rajkhowa"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Jorhat practice (bench/practices/jorhat; written from the uploads' "
                    "source_text by its writer, practice96; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
