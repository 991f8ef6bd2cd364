"""Write questions.json for the Guwahati practice: questions typed the way this chamber types (English with Assamese
in Latin letters, some in Assamese script), with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "no note", "kono record nai", "record nai"]]

TODAY = "2026-12-02"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"G-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


PLAN = ["upload", "New Text Document (4).txt"]
SAIFUL = ["upload", "WhatsApp Chat with Saiful (Rintu bhai).txt"]
BAIL = ["upload", "Scan_20251118_BailOrder.pdf"]
CORR = ["upload", "pallabi 11.9 compliance - correction.txt"]

# last_time
q("last_time", "beltola mati case t last date e ki hol?",
  [d("2026-11-04"), ["dw1", "ratul"], ["registered"]], [["C03", "2026-11-04"]],
  "IMG20261104191103.jpg: 'DW1 Ratul Nath - cross concluded ... no registered sale deed'.")
q("last_time", "ৰিন্টুৰ কেছত শেষ বাৰ কি হ'ল?",
  [d("2026-11-23"), ["warrant", "b/w", "bw"], ["rajkhowa", "i.o.", "investigating officer"]], [["C04", "2026-11-23"]],
  "GR 4112-25 order dt 23.11.2026: 'PW4 Inspector Dhrubajyoti Rajkhowa ... absent ... Issue B/W against the I.O.'.")
q("last_time", "pallabi r maintenance matter t last date e ki hoisil?",
  [d("2026-06-26"), ["60,000", "60000"], ["84,000", "84000"]], [["C06", "2026-06-26"]],
  "FC order 26.06.2026: DD Rs. 60,000 handed over; undertaking balance Rs. 84,000 by 31.08.2026.", today="2026-07-10")
# next_date
q("next_date", "nitul r appeal t next kiman tarikh?",
  [d("2026-12-11")], [["C02", "2026-11-27"], ["upload", "Advance List 07.12.2026 to 11.12.2026.pdf"]],
  "IMG20261127175530.jpg: 'ND 11/12/26'; advance list: RFA 48/2025 on 11.12.2026.")
q("next_date", "Jonali baideo r case t award kiman din dibo?",
  [d("2026-12-17"), ["award"]], [["C05", "2026-11-12"]],
  "MACT2 order 12-11-2026: 'Fix 17.12.2026 for award.'")
q("next_date", "ৰাভা বাইদেউৰ writ ৰ পিছৰ তাৰিখ কেতিয়া? কিবা special?",
  [d("2026-11-16"), ["director", "in person", "personally"]], [["C01", "2026-09-07"]],
  "WPC5512 order 07.09.2026 (certified copy received 10.09): list 16.11.2026; Director to appear in person if calculation not placed.", today="2026-09-12")
# count
q("count", "rabha writ t ajilike govt side e kiman bar time loise?",
  [["3", "three", "thrice"]], [["C01", "2026-01-19"], ["C01", "2026-02-23"], ["C01", "2026-09-07"]],
  "19.01 diary 'Opp. side time #1'; order 23.02 'again ... not received'; order 07.09 'third occasion on which time is sought' "
  "(asked before the 16.11 hearing, where time was sought once more for financial sanction).", today="2026-09-12")
q("count", "rintu case t kiman date t prosecution r sakhi nahil?",
  [["4", "four"]], [["C04", "2026-02-02"], ["C04", "2026-04-20"], ["C04", "2026-08-24"], ["C04", "2026-11-23"]],
  "Order sheet 02.02 'None of the summoned witnesses present', 20.04 'No witness present'; muhuri 24.08 'সাক্ষী নাহিল'; 23.11 PW4 absent.")
q("count", "Bordoloi r side r pora RFA t kiman adjournment lol?",
  [["3", "three", "thrice"]], [["C02", "2026-03-20"], ["C02", "2026-07-10"], ["C02", "2026-10-09"]],
  "20.3 diary 'engaged in Division Bench - adj.'; order 10.07 'second such prayer'; chat 09.10 'That's 3 times now from Bordoloi side'.")
# yes_no
q("yes_no", "anupam e pallabi r baki arrears sob dise ne?",
  [["not paid in full", "not fully", "only", "still due", "baki", "balance", "outstanding", "pending"], ["40,000", "40000"],
   ["44,000", "44000"]], [CORR, PLAN],
  "correction note 12/9: 'paid only Rs 44,000 ... Rs 40,000 still baki'; plan: 'Ask about Rs 40,000 baki'.")
q("yes_no", "nitul r 50% deposit t dia hoise ne?",
  [["deposit"], d("2026-01-22"), ["7,30,000", "730000", "7.3 lakh"]], [["C02", "2026-01-30"]],
  "IMG20260130173312.jpg: '50% deposit Rs 7,30,000 made 22.1.26 by challan'.", today="2026-02-01")
q("yes_no", "rintu nagaon t kaam paise, jabo pare ne?",
  [["kamrup"], ["permission"]], [SAIFUL, BAIL],
  "Saiful chat 24/11: 'cannot leave Kamrup Metro without court's permission'; bail order condition (ii).")
# said
q("said", "16 nov t barthakur j e goswami k ki koise?",
  [["financial sanction"], ["4 weeks", "four weeks", "4 wks"]], [["C01", "2026-11-16"]],
  "IMG20261116134010.jpg: 'financial sanction in 4 weeks, Mr Goswami, not more'.")
q("said", "pallabi r cross t bhuyan e ki suggest korisil?",
  [["on her own", "own accord", "voluntarily", "left"], ["14.2.2024", "14.02.2024", "14/02/2024", "14 feb", "14th feb"]],
  [["C06", "2026-10-30"]], "IMG20261030182250.jpg: 'Suggested she left matrimonial home on her own on 14.2.2024; denied'.")
# judge_habit
q("judge_habit", "medhi sir e PP k protita date t ki sodhe? aru police sakhi nahile ki kore?",
  [["fsl"], ["52a"], ["warrant", "b/w", "bw"]],
  [["C04", "2025-12-17"], ["C04", "2026-06-01"], ["C04", "2026-04-20"], ["C04", "2026-11-23"]],
  "17.12 diary 'FSL report ahise ne?'; 1.6 'FSL? s.52A inventory kot?'; orders 20.04 and 23.11 B/W against police witnesses.")
q("judge_habit", "hazarika madam r court t hearing r agot ki lage? adj dile ki kore?",
  [["lcr", "lower court record"], ["cost", "2,000", "2000"]], [["C02", "2026-01-30"], ["C02", "2026-07-10"]],
  "30/1 diary 'no hearing without LCR'; order 10.07 cost Rs. 2,000 on the second prayer.")
q("judge_habit", "family court madam e maintenance nidile ki koi usually?",
  [["distress warrant"]], [["C06", "2026-05-15"], ["C06", "2026-06-26"]],
  "15/5 note 'warned: ... distress warrant'; order 26.06 'default will invite a distress warrant'.")
# pending_before
q("pending_before", "pallabi r 4 tarikh r agot ki ki kora baki?",
  [["40,000", "40000"], ["distress warrant"], ["cross"]], [PLAN, ["C06", "2026-10-30"]],
  "plan: 'Fri 4/12 ... PW1 further cross. Ask about Rs 40,000 baki -> pray distress warrant'.")
q("pending_before", "rintu r IO r cross r babe ki ki point ready koribo lagibo?",
  [["52a"], ["18 days", "18-day", "18 day", "eighteen"], ["seal"]], [PLAN, ["C04", "2026-10-05"], ["C04", "2026-07-13"]],
  "plan: 'Prepare cross on 52A, 18-day delay, seal'; docx 05.10 and diary 13.07.")
# amount
q("amount", "rabha baideo r arrears kiman - amar claim aru govt r calculation?",
  [["7,12,500", "712500"], ["6,84,200", "684200"]], [["C01", "2026-11-16"]],
  "IMG20261116134010.jpg: 'Verified calc Rs 6,84,200 ... Our claim was 7,12,500'.")
q("amount", "jonali r case t insurance company e kiman offer korisil?",
  [["21,50,000", "2150000", "21.5 lakh", "21.50 lakh"]], [["C05", "2026-10-01"]],
  "MAC412 order 01.10.26: 'offers Rs. 21,50,000/- ... claimant No. 1 ... declines'.", today="2026-10-07")
# pattern
q("pattern", "ei bosor amar favour t kon kon case t cost hoise, kiman?",
  [["500"], ["1,000", "1000"], ["2,000", "2000"]], [["C03", "2026-02-25"], ["C03", "2026-07-29"], ["C02", "2026-07-10"]],
  "T.S. order 25.02 cost Rs. 500; T.S. order 29.07 Rs. 1,000; RFA order 10.07 Rs. 2,000.")
q("pattern", "kon kon client r fee baki ase?",
  [["15,000", "15000"], ["25,000", "25000"]], [PLAN, SAIFUL],
  "plan: 'Fees due: Saiful 15,000; Nitul 25,000'; Saiful chat 'Fee r baki 15,000'.")
# counsel_pattern
q("counsel_pattern", "mannan choudhury e sadharonote ki kore? ki note ase?",
  [["sick"], ["late", "today"]], [["C03", "2026-02-25"], ["C03", "2026-05-06"]],
  "order 25.02 'reported sick'; muhuri 25/02; note 06.05 'filed TODAY ... Mannan Choudhury again late with petition'.")
q("counsel_pattern", "bordoloi sir e adjournment r babe ki ki karon diye?",
  [["division bench", "another bench"], ["unwell"]], [["C02", "2026-03-20"], ["C02", "2026-07-10"], ["C02", "2026-10-09"]],
  "20.3 'engaged in Division Bench'; order 10.07 'engaged before another Bench'; chat 09.10 'senior unwell'.")
q("counsel_pattern", "insurance r ukil sarmah r line ki hoy sob date t?",
  [["licence", "license", "dl"], ["hgv"]], [["C05", "2026-01-08"], ["C05", "2026-07-02"], ["C05", "2026-08-13"]],
  "8 Jan note 'no valid licence for HGV'; muhuri 02-07 DL verification; chat 13/08 'no HGV'.")
# witness
q("witness", "beltola case t PW2 kon asil, ki prove korise?",
  [["ghanashyam", "deka"], ["lot mandal"], ["jamabandi"]], [["C03", "2026-03-25"]],
  "T.S. order sheet 25.03: 'PW2 Sri Ghanashyam Deka, Lot Mandal, Beltola, examined with the Jamabandi ... (Ext. 4)'.")
q("witness", "rintu case t seizure witness hostile hoisil ne? kon?",
  [["bipul", "haloi"], ["hostile"]], [["C04", "2026-03-09"]],
  "order sheet 09.03.2026: 'PW1 Bipul Haloi ... declared hostile'.")
# open
q("open", "beltola plot r dag no, patta no aru area kiman?",
  [["1123"], ["456"], ["2 kathas", "two kathas", "2 k", "2 katha", "two katha"]], [["upload", "IMG_20230511_164455.jpg"]],
  "jamabandi: 'Patta No. 456 (Periodic) Dag No. 1123 (new) ... 0 B - 2 K - 0 L (two kathas)'.")
q("open", "rintu r bail r condition ki ki asil?",
  [["50,000", "50000"], ["kamrup"], ["witness"]], [BAIL],
  "bail order 14.11.2025: bond Rs. 50,000 with two sureties; appear every date; not leave Kamrup (Metro); not contact witnesses.")
# bare
q("bare", "award?",
  [["jonali", "boro", "mac"], d("2026-12-17")], [PLAN, ["C05", "2026-11-12"]],
  "plan: 'Thu 17/12 - MACT 2 - Jonali: AWARD'; order 12.11 'Fix 17.12.2026 for award'.")
q("bare", "DW2 r babe ki lagibo?",
  [["beltola", "talukdar", "ratul", "211"], d("2026-12-09"), ["mutation"]], [PLAN, ["C03", "2026-11-04"]],
  "plan: 'Wed 9/12 - CJ1 - Beltola TS: DW2. Mutation order original'; Rupam chat.")
# no record
q("no_record", "nitul r matter t supreme court t SLP file hoise ne?",
  NR, [], "No SLP or Supreme Court in any upload of C02.", no_record=True, absent=["slp", "supreme court"])
q("no_record", "dispur r land acquisition case t porborti tarikh kiman?",
  NR, [], "No land acquisition matter in the practice.", no_record=True, absent=["acquisition"])
q("no_record", "bezbaruah madam r divorce case t ki obostha?",
  NR, [], "No Bezbaruah anywhere.", no_record=True, absent=["bezbaruah"])
q("no_record", "jonali r MAC case lok adalat t pothaise ne?",
  NR, [], "No Lok Adalat in any upload; the MAC case went to argument and award.", no_record=True, absent=["lok adalat"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Guwahati practice (bench/practices/guwahati; written from the uploads' "
                    "source_text by its writer, practice15; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
