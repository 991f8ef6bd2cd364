"""Write questions.json for the Chandigarh practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str) -> list[str]:
    """A date in the forms this chamber writes it (day first; 18/3, 18.3, 5-12-2026, 6 May)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd}/{mm}/{yyyy}", f"{dd}-{mm}-{yy}",
             f"{dd}-{mm}-{yyyy}", f"{dd:02d}.{mm:02d}.{yy:02d}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}",
             f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}", f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note", "nahi mila"]]

TODAY = "2026-12-02"
Q = []
PLAN = ["upload", "backlog/2026-11/New Text Document (3).txt"]


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"CH-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "gurpreet madam wali writ ch last time ki hoya?",
  [d("2026-11-18"), ["finance"], ["2019"]], [["C01", "2026-11-18"]],
  "IMG_20261118_190420.jpg: '18.11 ... asked AAG for the Finance Deptt letter of 2019 ... Part heard'.")
q("last_time", "simran de case ch pichhli tareek te ki hoya",
  [d("2026-11-20"), ["closed", "close"]], [["C03", "2026-11-20"]],
  "PE closed simran.txt (20.11.26): 'PE closed by our statement ... now RE'.")
q("last_time", "happy di bail da ki bana finally?",
  [d("2026-05-12"), ["absolute", "allowed", "confirmed"], ["without permission", "leave india", "bahar nahi"]],
  [["C02", "2026-05-12"]],
  "CRM-M-45121-2025 final order.pdf (12.05.2026): interim order made absolute; not leave India without permission.",
  today="2026-05-15")
# next_date
q("next_date", "kamlesh rani rent case next date kado hai?",
  [d("2026-12-05"), ["argument", "args"]], [["C05", "2026-11-07"]],
  "week recap 7 nov.txt: 'nd 5-12-2026 for args'.")
q("next_date", "saini hardware wala suit agli tareek te kis layi laggya",
  [d("2026-12-12"), ["dw1", "kalsi"], ["cross"]], [["C04", "2026-11-14"]],
  "IMG_20261114_162301.jpg: 'ND 12.12.2026 - DW1 further cross'.")
q("next_date", "kamlesh rani ND?",
  [d("2026-11-07")], [["C05", "2026-09-26"], ["upload", "backlog/2026-09/rent ND correction.txt"]],
  "Arsh's chat of 26/09 says 'nd 31.10'; rent ND correction.txt (28.09.2026): 'WRONG ... next date is 07.11.2026'.",
  today="2026-09-30")
# count
q("count", "bains 138 ch manjit ne kinni vaari exemption laayi hun tak?",
  [["3", "three", "teen", "tinn"]], [["C06", "2026-05-26"], ["C06", "2026-07-21"], ["C06", "2026-09-15"]],
  "bains 26-5.txt 'moved exemption'; Arsh chat 21/07 'manjit fir exempt'; IMG_20260915: 'exemption appln - 3rd time'.")
q("count", "saini v kalsi ch issues kinne frame hoye",
  [["5", "five", "panj"]], [["C04", "2026-04-11"]],
  "IMG_20260411_142950.jpg: 'Issues framed - 5'.")
q("count", "kalsi builders nu kinni vaari cost lagi te kinni",
  [["2", "two", "twice"], ["1,500", "1500"], ["2,000", "2000"]], [["C04", "2026-01-24"], ["C04", "2026-10-10"]],
  "IMG-20260124-WA0007.jpg 'ਖਰਚਾ 1500'; zimni 10.10.2026 'costs of Rs.2,000/-'.")
# yes_no
q("yes_no", "state ne gurpreet wale 10k costs de dite ke nahi?",
  [["paid", "de dite", "yes"], d("2026-09-09")], [["C01", "2026-09-09"]],
  "IMG_20260909_165812.jpg: 'Costs 10,000 paid today - cheque given in court'.")
q("yes_no", "Jaskaran ne maintenance de arrears bhare ya nahi",
  [["1,08,000", "108000", "1.08"], d("2026-10-16")], [["C03", "2026-10-16"]],
  "Simranjeet PW2 16.10.docx: 'Jaskaran paid arrears Rs 1,08,000 by DD'.")
# said
q("said", "brar sahib ne pehli date te state bare ki keha si",
  [["six weeks", "6 weeks"], ["ask for more", "more time"]], [["C01", "2025-12-09"]],
  "IMG_20251209_191204.jpg: 'State should not take six weeks and then ask for more.'")
q("said", "sukhdev raj ne cross ch ki admit kita?",
  [["balongi"], ["wife"]], [["C05", "2026-11-07"]],
  "week recap 7 nov.txt: 'admitted he has a shop at Balongi in his wife's name!'")
q("said", "rakesh ji ne phone te settlement bare ki dasya si",
  [["5 lakh", "5,00,000", "500000"], ["7.5 lakh", "7.5"]], [["upload", "backlog/2026-09/Rakesh Saini call.txt"]],
  "Rakesh Saini call.txt: 'offering Rs 5 lakh full and final ... wants at least 7.5 lakh + costs'.")
# judge_habit
q("judge_habit", "family court wali PJ madam di koi khaas aadat? parties bare",
  [["in person", "present"], ["mediation"]], [["C03", "2026-02-13"], ["C03", "2026-01-09"]],
  "IMG_20260213: 'judge insists parties present every date'; simran 9-1-26.txt: 'referred to mediation centre'.")
q("judge_habit", "ramandeep kaur madam adjournment kive dindi ae",
  [["cost"]], [["C04", "2026-02-28"], ["C04", "2026-10-10"]],
  "saini 28 feb.txt: 'no adj without costs in this case'; zimni 10.10.2026: 'subject to costs of Rs.2,000/-'.")
q("judge_habit", "JMIC sandhu madam absent accused naal ki kardi",
  [["warrant", "nbw", "bw"]], [["C06", "2026-02-17"], ["C06", "2026-09-15"]],
  "order 17.02.2026: 'bailable warrants'; IMG_20260915: 'warned: next time NBW'.")
# pending_before
q("pending_before", "5 dec ton pehlan rent case ch ki karna baki",
  [["written arguments", "written args", "arguments"], ["pgi"]], [PLAN],
  "New Text Document (3).txt: 'written arguments ready by Thu 3/12; ask Amit for PGI contract end letter'.")
q("pending_before", "bains wale case di 8 tareek to pehla ki tyari karni",
  [["3,212", "3212"], ["1,500", "1500"]], [PLAN],
  "plan: 'put to him the bank balance (3,212) ... process fee 1,500 pending'.")
q("pending_before", "gurpreet case ch agli tareek ton pehla state ne ki karna",
  [["10,000", "10000", "10k"], ["reply"]], [["C01", "2026-03-18"]],
  "order 18.03.2026: 'costs of Rs.10,000/- ... Reply be filed before the next date'.", today="2026-05-01")
# amount
q("amount", "saini suit kinne di recovery da aa?",
  [["8,42,500", "842500", "8.42"]], [["upload", "backlog/2026-01/Ledger Kalsi Builders FY 2024-25.pdf"], ["C04", "2026-04-11"]],
  "ledger: 'Balance due ... 8,42,500.00'; issues: 'recovery of 8,42,500'.")
q("amount", "simran nu interim maintenance kinna laggya si",
  [["18,000", "18000", "18k"], ["15,000", "15000", "15k"]], [["C03", "2026-03-27"]],
  "order 27.03.2026: 'Rs.18,000/- per month ... Rs.15,000/- as litigation expenses'.")
q("amount", "tenant ne pehli date te kinna tender kita si",
  [["1,26,000", "126000", "1.26"]], [["C05", "2025-12-19"]],
  "RP-88-2025 order 19.12.2025: 'tendered Rs.1,26,000/-'.")
# pattern
q("pattern", "is saal kehde kehde case ch opposite party nu costs lagiyan? amounts vi",
  [["10,000", "10000"], ["1,500", "1500"], ["2,000", "2000"], ["1,000", "1000"]],
  [["C01", "2026-03-18"], ["C04", "2026-01-24"], ["C04", "2026-10-10"], ["C05", "2026-09-26"]],
  "C01 order 18.03 Rs.10,000; C04 1500 (24.1) and Rs.2,000 (10.10); C05 chat 26/09 '1000 cost'.")
q("pattern", "kehde kehde matter ch doosri side settlement di gal chheddi rehndi",
  [["simran", "jaskaran"], ["saini", "kalsi"]], [["C03", "2025-12-11"], ["upload", "backlog/2026-09/Rakesh Saini call.txt"]],
  "simran fc 11 dec.txt: grewal 'settlement di gal chal rahi hai'; Rakesh Saini call.txt: Kalsi offering 5 lakh.")
# counsel_pattern
q("counsel_pattern", "AAG sandhu har vaari ki bahana lagaunda gurpreet case ch",
  [["instructions"]], [["C01", "2026-02-04"], ["C01", "2026-03-18"]],
  "IMG_20260204: 'instructions awaited from DPI office'; PXL_20260318: 'instructions awaited (3rd time same line)'.")
q("counsel_pattern", "thakur vakeel da bains case ch ki pattern aa",
  [["exemption", "exempt"]], [["C06", "2026-05-26"], ["C06", "2026-07-21"], ["C06", "2026-09-15"]],
  "bains 26-5.txt, Arsh chat 21/07, IMG_20260915: exemption for the accused each time.")
q("counsel_pattern", "chhabra ne rent case ch kinni vaari adj laya te ki bahane",
  [["2", "two", "twice"], ["unwell", "bimaar", "ill"], ["kharar"]], [["C05", "2026-08-22"], ["C05", "2026-09-26"]],
  "IMG_20260822: 'tenant Sukhdev Raj unwell'; Arsh chat 26/09: 'busy at kharar court'.")
# witness
q("witness", "saini case ch PW2 kaun si te ki prove kita",
  [["neeraj"], ["hdfc"]], [["C04", "2026-08-29"]],
  "saini 29.08.txt: 'PW2 Neeraj Arora ... HDFC Bank Sec 35-B ... proved cheque ... and NEFT'.")
q("witness", "bains 138 ch CW2 kaun aaya",
  [["gurmeet"], ["3,212", "3212", "landran", "sind"]], [["C06", "2026-11-03"]],
  "week recap 7 nov.txt: 'CW2 Gurmeet Singh (branch manager, P&S Bank Landran) ... bal Rs 3,212'.")
# open
q("open", "gurpreet kaur writ da poora status dasso, client nu update dena",
  [["re-examination", "re examination", "reexamination"], ["finance"], d("2027-01-13")],
  [["C01", "2026-09-09"], ["C01", "2026-11-18"]],
  "IMG_20260909: DPI affdt 'under re-examination'; IMG_20261118: Finance Deptt letter; NDOH 13.01.2027.")
q("open", "rent case ch sadi position kinni strong ae? brief karo args ton pehla",
  [["dental", "clinic"], ["balongi"], d("2026-12-05")], [["C05", "2025-12-19"], ["C05", "2026-11-07"]],
  "kamlesh rani 19 12.txt: 'need ground (bona fide need for son Amit's dental clinic)'; recap: Balongi shop; nd 5-12-2026.")
# bare
q("bare", "happy di fees?",
  [["20,000", "20000", "20k"]], [["C02", "2026-05-12"], PLAN],
  "Happy chat 12/05/26: 'Fees da baaki 20,000 kal bhej dunga'; plan: 'Happy's balance 20,000 - received? check'.")
q("bare", "replication diary no",
  [["118345"]], [["C01", "2026-07-15"]],
  "Doc1.docx (15.07.2026): 'Replication on record (Diary No. 118345 of 2026, filed 25.05.2026)'.")
# no record
q("no_record", "dhakoli zameen wali second appeal di next date ki aa?",
  NR, [], "No second appeal in the practice; no upload names Dhakoli.", no_record=True,
  absent=["dhakoli", "second appeal"])
q("no_record", "gurpreet kaur case ch contempt petition kado file kiti si",
  NR, [], "C01 is real; no contempt petition in any upload.", no_record=True, absent=["contempt"])
q("no_record", "adv manpreet bhullar kehde case ch opposite aa?",
  NR, [], "No counsel or party named Bhullar.", no_record=True, absent=["bhullar"])
q("no_record", "sharma motors ludhiana wala cheque case, agli date?",
  NR, [], "No Sharma Motors and nothing at Ludhiana in any upload.", no_record=True,
  absent=["sharma motors", "ludhiana"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Chandigarh practice (bench/practices/chandigarh; written from the uploads' "
                    "source_text by its writer, practice13; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
