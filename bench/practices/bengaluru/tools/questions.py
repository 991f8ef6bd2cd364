"""Write questions.json: questions typed the way this Bengaluru chamber types, with the facts a right answer must state."""

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


NR = [["no record", "nothing in your notes", "not in your notes", "not on record", "no mention", "no such",
       "not found", "don't have", "do not have", "no matching", "not in your registry", "no case"]]

TODAY = "2026-11-25"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"B-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)



q("last_time", "kogilu partition alli last hearing enu aaytu?",
  [d("2026-10-15"), ["shivanna", "pw2"], ["closed"]], [["C02", "2026-10-15"]],
  "20261015_162540.jpg (15/10): 'PW2 Shivanna (cousin) - chief affidavit + cross ... Plff side evidence CLOSED'.")
q("next_date", "Lokesh award yavaga?",
  [d("2026-12-11")], [["C06", "2026-11-06"]],
  "Note_20261106_1530.txt (6th nov): 'PO: award 11/12/26'.")
q("next_date", "mohan cheque case next date? yaara arguments?",
  [d("2026-12-09"), ["accused", "mohan"], ["argument", "args"]], [["C05", "2026-11-04"]],
  "20261104_190503.jpg (4/11): 'ND 9/12 accused args.'")
q("yes_no", "BBMP 5000 costs kottidra Girija ajji ge?",
  [["yes", "paid", "kottidare", "haudu"], d("2026-09-14") + ["cheque"]], [["C01", "2026-09-14"]],
  "20260914_163318.jpg (14/9): 'costs 5k paid - BBMP cheque handed over in court (give to Girija ajji)'.")
q("said", "Meghana madam possession offer bagge enu helidru?",
  [["refund", "money back"], ["2023", "2 varsha", "two years"]],
  [["C04", "2026-02-17"], ["upload", "WhatsApp Chat - Meghana Iyer/_chat.txt"]],
  "Note_20260217_1820.txt: 'possession beda, refund beku. 2 varsha kaaydidivi'; chat 17/02/26: 'We have heard this since 2023. We want our money back'.")
q("judge_habit", "CCH-23 judge adjournment kodtara? avra style enu",
  [["costs", "cost"], ["nil"]], [["C02", "2026-03-12"], ["C02", "2026-07-23"], ["C02", "2026-09-03"]],
  "Daily Report 12.03.2026: costs Rs. 1,000, 'every adjournment in this court will cost something'; 20260723: 'Judge refused ... cross of PW1 taken as NIL'; note 3/9: recall on costs Rs 2000.")
q("count", "Kogilu alli Venugopal side eshtu sala costs kattidru, total eshtu?",
  [["two", "twice", "2 times", "eradu", "2 sala"], ["3,000", "3000"], ["1,000", "1000"], ["2,000", "2000"]],
  [["C02", "2026-03-12"], ["C02", "2026-09-03"]],
  "Order sheet 12.03.2026: costs Rs. 1,000/- (paid 16.04.2026); note 3/9: 'costs Rs 2000 to plaintiff' (paid 15/10). Total Rs. 3,000 counted by eye; no other costs in C02.")
q("counsel_pattern", "Sanjay Gopinath namma against yaava yaava matters alli idare?",
  [["quash", "6021", "hsr", "fir"], ["21457", "cheque", "rao infra"]],
  [["C03", "2026-06-10"], ["C05", "2025-12-10"]],
  "Daily Report 10.06.2026: 'Sanjay Gopinath filed vakalath for R2 ... same counsel who appears for the accused in our cheque case (C.C. 21457/2025)'; note 10/12/25: 'sanjay gopinath vakalath'.")
q("pattern", "ee varsha yaava yaava matters alli other side ge costs haakidru?",
  [["girija", "khata", "18342"], ["kogilu", "puttaswamy", "4518"], ["mohan", "21457", "rao infra"],
   ["lokesh", "sunrise", "64/2024", "64/24"]],
  [["C01", "2026-08-03"], ["C02", "2026-03-12"], ["C02", "2026-09-03"], ["C05", "2026-06-24"], ["C06", "2026-05-08"]],
  "HC order 03.08.2026 Rs. 5,000 on BBMP; CCH-23 Rs. 1,000 (12.03) and Rs. 2,000 (3/9) on D1; ACMM 24.06.2026 Rs. 1,000 on the accused; Labour Court 08.05.2026 Rs. 500 on the management. Nandana (RERA) had no costs.")
q("no_record", "Kiran avra execution petition next date enu?",
  NR, [], "No execution matter in the practice; Kiran is only Puttaswamy's son.", no_record=True, absent=["execution"])
q("no_record", "Adv. Poornima Hegde yaava case alli opposite?",
  NR, [], "No counsel or party named Poornima.", no_record=True, absent=["poornima"])
q("no_record", "Lokesh ge 17B wages order aaytha labour court alli?",
  NR, [], "No s. 17B application or order in C06 (an industrial dispute at the Labour Court; 17B is not in any upload).",
  no_record=True, absent=["17b", "17-b"])
q("no_record", "jayanagar shop eviction suit alli WS file aaytha?",
  NR, [], "No eviction suit in the practice.", no_record=True, absent=["eviction"])
q("pending_before", "naale Girija writ final hearing - enu ready maadbeku?",
  [["synopsis"], ["khata extract", "1998"], ["compilation", "file noting"]], [["upload", "this week.txt"]],
  "Asked 24.11.2026. this week.txt: 'Synopsis (1 pg!) + compilation of ARO order & BBMP file noting. carry orig. khata extract of 1998.'",
  today="2026-11-24")
q("bare", "item 14?",
  [["girija", "18342", "khata"]], [["upload", "causelist_HC_CH14_25.11.2026.pdf"], ["C01", "2026-09-14"]],
  "Typed on 25.11.2026. Cause list CH 14, 25.11.2026, FOR HEARING item 14: 'WP 18342/2025 (LB-BMP) Smt. Girija Bhat v. State of Karnataka & Ors.'")
q("next_date", "Arvind HC petition mundina date yavaga?",
  [d("2026-07-15")], [["C03", "2026-06-10"]],
  "Asked 15.06.2026. Daily Report 10.06.2026 said NDOH 08.07.2026; 'correction crlp 6021.txt' (12.06): 'NDOH is 15.07.2026, NOT 08.07.2026'.",
  today="2026-06-15")
q("next_date", "nandana greens RERA order yavaga barutte?",
  [d("2026-06-09")], [["C04", "2026-04-21"]],
  "Asked 01.05.2026. 20260421_125815.jpg: 'Member: ORDER reserved. -> 9/6'.", today="2026-05-01")
q("amount", "Iyers total eshtu kattidru builder ge, interest memo alli eshtu torsidvi?",
  [["62,40,000", "6240000", "62.4 l", "62.40 lakh", "62.4 lakh"], ["19,86,400", "1986400", "19.86 lakh"]],
  [["C04", "2026-04-21"], ["upload", "B-1104 customer ledger.pdf"]],
  "B-1104 customer ledger: 'TOTAL RECEIVED 62,40,000'; 21/4 note: 'int. Rs 19,86,400 up to 31.3.26 on 62.4 L'.")
q("yes_no", "Nandana balance duddu bandideya? recovery enu aaytu?",
  [["20,00,000", "2000000", "20 lakh"], ["recovery"], ["not filed", "not yet", "still not"]],
  [["upload", "WhatsApp Chat - Meghana Iyer/_chat.txt"], ["upload", "this week.txt"]],
  "Chat 28/08/26: 'transferred 20,00,000 today'; 10/10/26: 'no further payment. Please go ahead with the recovery'; this week.txt (23/11): 'recovery cert. appln - still not filed'.")
q("said", "Arvind settlement bagge enu heliddru?",
  [["8.75", "8,75,000"], ["legal costs", "costs"]], [["upload", "WhatsApp Chat with Arvind Rao.txt"]],
  "Chat 09/09/2026: 'I will settle only for full 8.75 plus my legal costs. Not a rupee less.'")
q("witness", "HR manager Sowmya Prabhu cross alli enu admit maadidru?",
  [["enquiry", "inquiry"], ["charge sheet", "signed"]], [["C06", "2026-06-19"]],
  "20260619_173027.jpg: 'ADMITTED: no charge sheet, no domestic enquiry held before dismissal ... she signed the dismissal order herself'.")
q("witness", "Puttaswamy cross alli 1985 partition suggestion enu aaytu?",
  [["1985"], ["denied", "deny"]], [["C02", "2026-06-18"]],
  "IMG-20260619-WA0004.jpg (18/6): 'suggestion: 1985 alli partition aagide oral aagi - DENIED'.")
q("open", "Lokesh case quick brief kodi",
  [d("2023-08-03", short=False), ["enquiry"], ["3,00,000", "3 lakh", "300000"], d("2026-12-11")],
  [["upload", "IMG-20240302-WA0019.jpg"], ["C06", "2026-06-19"], ["C06", "2026-09-25"], ["C06", "2026-11-06"]],
  "Dismissal order 03.08.2023; MW1 admitted no domestic enquiry (19/6); management offered 3,00,000 lump sum, refused (25/9); award 11/12/26.")
q("open", "Girija writ status briefly - naale final hearing",
  [d("2025-06-12", short=False), ["no coercive"], ["5,000", "5000", "5k"], ["notice"]],
  [["upload", "ARO order khata cancel Girija.pdf"], ["C01", "2025-12-08"], ["C01", "2026-08-03"], ["C01", "2026-09-14"]],
  "Asked 24.11.2026. ARO order 12-06-2025 cancelled the khata; 8/12: 'intm: no coercive steps'; order 03.08.2026 costs Rs. 5,000/-; 14/9: 'no notice to petnr in the file'.",
  today="2026-11-24")
q("count", "Arvind Crl.P alli order barodakke munche eshtu dates aaytu?",
  [["six", "6 dates", "6 hearings", "6 times", "6 sala"]],
  [["C03", "2026-04-08"], ["C03", "2026-06-10"], ["C03", "2026-07-15"], ["C03", "2026-09-09"], ["C03", "2026-10-14"],
   ["C03", "2026-11-04"]],
  "08.04.2026 (stay), 10.06, 15.07, 09.09, 14.10 (reserved), 04.11.2026 (order) = 6, the order day included.")
q("count", "commissioner Kogilu spot ge eshtu sala hodru?",
  [["two", "twice", "2 times", "eradu", "2 sala"], d("2026-01-17", short=False), d("2026-02-14", short=False)],
  [["upload", "Scan_20260312_1604.pdf"]],
  "Commissioner's report 02.03.2026: inspection on 17.01.2026 (D1 refused measurement) and completed on 14.02.2026.")
q("amount", "Lokesh last salary eshtu ittu?",
  [["16,800", "16800"]], [["upload", "payslip july 2023 lokesh.jpg"]],
  "Pay slip July 2023: 'Gross 16,800' (net 15,090).")
q("said", "ಲೋಕೇಶ್ ಮ್ಯಾನೇಜ್ಮೆಂಟ್ ಆಫರ್ ಬಗ್ಗೆ ಏನು ಹೇಳಿದರು?",
  [["job", "kelsa", "reinstat"], ["3,00,000", "3 lakh", "300000"]],
  [["C06", "2026-09-25"], ["upload", "WhatsApp Chat with Ravi Lokesh Bro.txt"]],
  "Note_20260925_1648.txt: 'management 3,00,000 lump sum ... lokesh refuse maadidru - \"kelsa vaapas beku, duddu alla\"'; chat 25/09/26: 'avanige kelsa ne beku sir'.")
q("last_time", "ಗಿರಿಜಾ ಕೇಸ್ ಕೊನೆಯ ಬಾರಿ ಏನಾಯ್ತು?",
  [d("2026-09-14"), ["file"], ["instruction", "instrns", "restore"]], [["C01", "2026-09-14"]],
  "Asked 25.11.2026 morning. 20260914_163318.jpg: 'file produced finally ... take instrns whether BBMP will restore khata'.")
q("last_time", "ಮೋಹನ್ ಚೆಕ್ ಕೇಸ್ ಮೀಡಿಯೇಶನ್ ಏನಾಯ್ತು?",
  [["fail"], ["5 l", "5 lakh", "5,00,000", "500000"], ["10 instalments", "10 installments", "ten instalments"]],
  [["C05", "2026-11-04"]],
  "20261104_190503.jpg: 'mediation FAILED - Mohan offered 5 L in 10 instalments, Arvind said no.'")
q("yes_no", "Mohan CC alli Arvind cross mugitha?",
  [["high court", "busy"], d("2026-04-22")], [["C05", "2026-03-12"]],
  "Asked 01.04.2026. Daily Report 12.03.2026: Sanjay Gopinath 'on his legs in the High Court'; adjourned; 'NDOH: 22.04.2026 (cross of PW1)'.",
  today="2026-04-01")
q("said", "nandana promoter objection alli enu helidru?",
  [["force majeure", "covid"], ["june"]], [["C04", "2026-02-17"]],
  "Asked 01.03.2026. Note_20260217_1820.txt: 'tanuja rai objection file maadidru - covid force majeure + OC apply maadidivi, june 2026 ge possession kodtivi'.",
  today="2026-03-01")
q("pending_before", "9/12 mohan args munche enu maadbeku?",
  [["written arg", "written args"], d("2026-12-07"), ["6021", "hc order", "high court order", "quash"]],
  [["upload", "this week.txt"], ["C05", "2026-11-04"]],
  "this week.txt: 'Mohan CC 9/12 - written args ready by 7/12; add HC order in Crl.P 6021 dt 4/11'; 4/11 diary: 'TODO: written args + citations before 9/12'.")
q("judge_habit", "Aradhya J. Arvind matter alli cheque case bagge enu kelidru?",
  [["settle"], d("2026-09-09")], [["C03", "2026-09-09"]],
  "20260909_181144.jpg: 'Aradhya J. asked both: \"can't the cheque matter be settled?\"'.")
q("yes_no", "labour court alli management ge costs haakidra?",
  [["500"], ["leave"], d("2026-05-08")], [["C06", "2026-05-08"]],
  "Order sheet 08.05.2026: 'MW1 absent, memo that she is on leave ... costs of Rs. 500/- payable to the first party'.")

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Bengaluru practice (bench/practices/bengaluru; written from the uploads' "
                    "source_text by its writer; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
