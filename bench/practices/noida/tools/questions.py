"""Write questions.json for the Noida practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
             f"{dd}.{mm}.{yy}", f"{dd:02d}.{mm:02d}.{yy:02d}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}",
             f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))

NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note", "not in the notes"]]
TODAY = "2031-07-23"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"N-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "sharma rera me last time kya hua tha", [["recovery certificate"], d("2031-06-17"), d("2031-08-12")],
  [["C01", "2031-06-17"]], "Buyers group 17/06/31: 'builder has NOT paid ... moved for a recovery certificate. Next date 12.08.2031.'")
q("last_time", "chawla shop wale me pichli peshi pe kya hua", [["last opportunity"], d("2031-07-16"), d("2031-08-20")],
  [["C04", "2031-07-16"]], "Chawla 16 july.txt: '16.07.2031 ... DE - koi DW nahi aaya ... last opportunity, next 20.08.2031.'")
q("last_time", "kakrala sdm court last hearing pe kya hua", [["बहस पूरी", "arguments concluded", "arguments completed"],
  ["लिखित बहस", "written submissions", "written arguments"], d("2031-08-27")], [["C03", "2031-07-02"]],
  "Munshi 02.07.31: 'बहस पूरी हुई। लिखित बहस 2 हफ्ते में। आदेश हेतु 27.08.31।'")
# next_date
q("next_date", "shalini ki agli tareek kab h", [d("2031-07-24")], [["C05", "2031-07-07"]],
  "correction Shalini date.txt: 'agli tareekh 24.07.2031 hai, 27 nahi' (the 07.07 note wrongly says 27.07.2031).")
q("next_date", "qureshi 138 next date?", [d("2031-08-19")], [["C06", "2031-07-15"]],
  "Qureshi 15.07 CE closed.docx: 'Next 19.08.2031 for statement of accused u/s 351 BNSS.'")
q("next_date", "goel consumer next date kya hai", [d("2031-05-07")], [["C02", "2031-03-12"]],
  "Order sheet 12.03.2031: 'List on 07.05.2031.' (asked on 01.04.2031)", today="2031-04-01")
# count
q("count", "solanki case me accused kitni baar gayab raha", [["3", "three", "teen"]],
  [["C06", "2030-08-13"], ["C06", "2030-09-30"], ["C06", "2031-05-13"]],
  "Aman chats: 13/08/30 'accused nahi aaya, BW'; 30/09/30 'aaj bhi Solanki absent ... NBW'; 13/05/31 'Solanki aaj bhi nahi aaya, exemption'.")
q("count", "skyvilla builder ke vakeel ne kitni baar time liya dono matters me", [["3", "three", "teen"]],
  [["C01", "2030-10-08"], ["C02", "2030-11-06"], ["C01", "2031-06-17"]],
  "8/10/30: 'Builder ke vakeel (Mehrotra) ne time liya'; 6.11.30: 'Builder ke vakeel ne time liya'; 17/06/31: 'Mehrotra took time again to comply'.")
q("count", "chawla me ab tak kitni peshiyan hui", [["6", "six", "chhe"]],
  [["C04", "2030-09-12"], ["C04", "2030-11-14"], ["C04", "2031-01-22"], ["C04", "2031-03-26"], ["C04", "2031-05-21"], ["C04", "2031-07-16"]],
  "WS 12.09.2030, issues 14.11.2030, 22 January 2031, 26.3.31, order 21.05.2031, 16.07.2031.")
# yes_no
q("yes_no", "RERA ne sharma wale me interest diya tha kya", [["mclr"], ["62,40,000", "62.40 lakh", "62.4 lakh", "6240000"]],
  [["C01", "2031-04-15"]], "Order 15.04.2031: 'refund Rs. 62,40,000 ... with interest at SBI MCLR + 1%'.")
q("yes_no", "gaurav ne salary slip di kya ab tak", [["nahi diye", "not filed", "not given", "not produced"],
  ["1,50,000", "150000", "1.5 lakh", "1.50 lakh"]], [["C05", "2031-01-08"]],
  "Shalini 8 jan note.docx: 'Gaurav ne abhi tak nahi diye. Arrears ... Rs. 1,50,000 due' (asked on 08.01.2031).", today="2031-01-08")
q("yes_no", "sunita ne insurance ka lok adalat offer maan liya?", [["28 lakh", "28,00,000", "2800000"],
  ["mana", "refused", "declined", "rejected"]], [["C07", "2031-05-28"]],
  "PXL_20310528: 'Insurer ne Lok Adalat offer diya Rs 28 lakh - Sunita ji ne mana kar diya'.")
# said
q("said", "chawla cross me harish ne sahil ke baare me kya bola", [["canada"], ["2028"]], [["C04", "2031-03-26"]],
  "IMG_20310326: 'Harish ne deny kiya, bola Sahil Canada me hai since 2028!'")
q("said", "kakrala me vasiyat ke against maine kya argue kiya tha", [["unregistered"], ["mukesh"], ["kailash hospital", "hospital"]],
  [["C03", "2031-04-23"]], "Kakrala 23 April.txt: 'will dated 02.09.2028 unregistered, attesting witness Mukesh not produced; ... Kailash Hospital'.")
q("said", "gaurav ne cross me apni salry kitni admit ki", [["2,10,000", "210000", "2.1 lakh", "2.10 lakh"]], [["C05", "2031-07-07"]],
  "Shalini 7 July.txt: 'admitted salary Rs. 2,10,000 net per month'.")
# judge_habit
q("judge_habit", "family court judge har baar kya maangti hai", [["salary slip"], ["itr"]],
  [["C05", "2030-11-20"], ["C05", "2031-01-08"]], "20.11.2030: 'file salary slips and ITRs'; 08.01.2031: 'Judge ne phir se salary slips aur ITR maange'.")
q("judge_habit", "rera member builder se kya kya mangwate hai", [["reconciliation"], ["reply"]],
  [["C01", "2030-10-08"], ["C01", "2030-12-03"]], "8/10/30: 'next time reply ke bina nahi chalega'; 03.12.2030: 'file a reconciliation of the payment receipts'.")
q("judge_habit", "mact judge insurer walo ke saath kya karte h", [["settle"], ["lok adalat"]], [["C07", "2031-05-28"]],
  "PXL_20310528: 'Lok Adalat offer ... Judge: settle karne ki koshish karein'.")
# pending_before
q("pending_before", "SDM dadri ke yahan mera kya pending hai", [["kakrala", "karan singh", "करन सिंह", "dakhil-kharij", "दाखिल-खारिज"], d("2031-08-27")],
  [["C03", "2031-07-02"]], "Munshi 02.07.31: 'मुकदमा करन सिंह आदि बनाम राजपाल आदि - एसडीएम दादरी ... आदेश हेतु 27.08.31'.")
q("pending_before", "acjm 2 me kaunsa matter chal raha", [["qureshi", "solanki"], d("2031-08-19")], [["C06", "2031-07-15"]],
  "Qureshi 15.07 CE closed.docx: 'Qureshi vs Solanki (s.138), ACJM-II ... Next 19.08.2031'.")
# amount
q("amount", "sharma flat ka kitna paisa builder ke paas pada hai", [["62,40,000", "62.40 lakh", "62.4 lakh", "6240000"]],
  [["upload", "IMG_20300611_184512.jpg"]], "Statement of account: 'Total received till date: Rs. 62,40,000/-'.")
q("amount", "kakrala gata 318 ka muavza kitna atka hua hai", [["1,34,80,000", "13480000", "134.80 lakh", "134.8 lakh", "1.348 crore"]],
  [["C03", "2031-04-23"]], "Kakrala 23 April.txt: 'YEIDA compensation Rs. 1,34,80,000 for gata 318 is held up'.")
q("amount", "qureshi wala cheque kitne ka tha", [["4,85,000", "485000", "4.85 lakh"]], [["upload", "legal notice 138 Solanki.docx"]],
  "Legal notice: 'cheque no. 006731 dated 28.03.2030 for Rs. 4,85,000'.")
# pattern
q("pattern", "solanki ka pattern kya hai - aata bhi hai court?", [["bw", "bailable warrant"], ["nbw", "non-bailable"], ["exemption"]],
  [["C06", "2030-08-13"], ["C06", "2030-09-30"], ["C06", "2031-05-13"]],
  "Aman chats: 'BW 10000 ke'; 'ACJM sir ne NBW kar diya'; 'exemption mila 500 cost pe'.")
q("pattern", "skyvilla har jagah kya defence leta hai delay ka", [["ngt"], ["force majeure", "stop-work"]],
  [["C01", "2030-12-03"], ["C02", "2031-01-15"]], "03.12.2030: 'force majeure (NGT construction ban...)'; Goel 15 Jan: 'delay due to NGT ban and Authority's stop-work'.")
# counsel_pattern
q("counsel_pattern", "gupta ji chawla me kya karte rehte hai", [["busy"], ["1,500", "1500"]],
  [["C04", "2031-01-22"], ["C04", "2031-05-21"]], "22 January 2031: 'Gupta ji absent - busy in Sessions court'; 21.05.2031: 'costs of Rs. 1,500'.")
q("counsel_pattern", "ruchi khanna ka cross kis line pe tha shalini ke", [["salary"], ["sector 137", "flat"]], [["C05", "2031-02-26"]],
  "Shalini PW1 26.2.txt: 'Cross by Ruchi Khanna - mostly on her salary and the flat in Sector 137'.")
# witness
q("witness", "sunita mact me eyewitness kaun hai", [["rohit chauhan", "rohit"]], [["C07", "2031-04-02"]],
  "Sunita MACT 2.4.txt: 'PW2 Rohit Chauhan (eyewitness...)' (asked on 10.04.2031).", today="2031-04-10")
q("witness", "qureshi me bank wala gawah kon tha", [["manish arya"]], [["C06", "2031-07-15"]],
  "Qureshi 15.07: 'CW2 Sh. Manish Arya, PNB Dadri branch, proved the return memo'.")
q("witness", "sunita ne PW1 me pradeep ki salary kya batayi", [["52,000", "52000"]], [["C07", "2031-02-05"]],
  "Sunita MACT 5 feb.txt: 'salary Rs. 52,000 p.m.'.")
# open
q("open", "tomar wala AB ka kya hua tha short me", [d("2030-12-09"), ["50,000", "50000"], ["two sureties", "2 sureties"]],
  [["C08", "2030-12-09"]], "Order 09.12.2030: 'personal bond of Rs. 50,000 with two sureties ... The application is allowed.'")
q("open", "goel consumer case ab kahan tak pahuncha", [["written arguments"], d("2031-09-10")], [["C02", "2031-07-09"]],
  "Buyers group 09/07/31: 'builder filed its evidence affidavit ... written arguments. Next date 10.09.2031.'")
# bare
q("bare", "shalini", [d("2031-07-24")], [["C05", "2031-07-07"]], "correction Shalini date.txt: 'agli tareekh 24.07.2031'.")
q("bare", "sunita mact", [d("2031-09-03")], [["C07", "2031-07-21"]], "Aman chat 21/07/31: 'PE close ho gaya ... ND 03/09/31'.")
# no_record
q("no_record", "noida authority wali lease deed cancellation writ ki agli date kya hai", NR, [],
  "No such writ in any upload.", no_record=True, absent=["lease deed", "cancellation"])
q("no_record", "chawla me shop ka local commissioner report aaya tha kya", NR, [],
  "No local commissioner was ever appointed in C04.", no_record=True, absent=["local commissioner", "commissioner report"])
q("no_record", "vikas tomar ki discharge application ka kya bana", NR, [],
  "C08 was only an anticipatory bail; no discharge application.", no_record=True, absent=["discharge"])
q("no_record", "bhadana vakil ke saath mera konsa case hai", NR, [], "No Bhadana in any upload.", no_record=True,
  absent=["bhadana"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Noida practice (bench/practices/noida; written from the uploads' "
                    "source_text by its writer, w-noida; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
