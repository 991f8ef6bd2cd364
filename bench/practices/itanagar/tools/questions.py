"""Write questions.json for the Itanagar practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd}/{mm}/{yyyy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd:02d}.{mm:02d}.{yy:02d}", f"{dd}-{mm}-{yy}",
             f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}",
             f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note", "nahi mila"]]

TODAY = "2026-12-05"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"I-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


def up(name):
    return ["upload", name]


# last_time
q("last_time", "tamo wala suit mein last time kya hua tha?",
  [d("2026-11-21"), ["argu"], ["dirchi", "defendant's counsel", "defence counsel", "time"], d("2026-12-19")],
  [["C04", "2026-11-21"]], "PXL_20261121_171500.jpg: 'I argued 45 min ... Dirchi: not ready, time for his argument ... 19.12.26'.")
q("last_time", "dolma ka claim last date pe kya hua",
  [d("2026-11-25"), ["argu"], d("2026-12-16")],
  [["C07", "2026-11-25"]], "New Text Document (2).txt: 'Argued for claimants ... ND 16.12.2026 - insurer argument / award'.")
q("last_time", "forest writ mein pichhla date pe kya hua? report aaya?",
  [d("2026-11-24"), ["46.2"], d("2027-01-12")],
  [["C02", "2026-11-24"]], "CamScanner 24-11-2026: joint inspection report filed; 46.2 ha jhum/settlement; final hearing 12.01.2027.")

# next_date
q("next_date", "Tani ka next date kab hai, kis liye?",
  [d("2027-01-14"), ["pw1", "pw 1", "prosecution evidence", "witness", "evidence"]],
  [["C06", "2026-11-26"]], "WhatsApp Chat with Ponung Jr: '26/11/26 ... charge framed 21(b) ... PW1 PW2 ke liye 14.1.27'.")
q("next_date", "kebang appeal next kab hai",
  [d("2026-10-29"), ["spot", "circle officer", "verification", "report"]],
  [["C05", "2026-08-20"]], "WhatsApp Chat with Ponung Jr, 20/08/26: 'CO Doimukh ko spot verification ... ND 12.08?? sorry 29.10.26' then 'next date 29/10/2026 hai, 12.08 nahi'. Asked on 2026-09-10.",
  today="2026-09-10")
q("next_date", "yame writ next date?",
  [d("2026-09-01")],
  [["C01", "2026-07-07"]], "PXL_20260707_160055.jpg: 'ND 1.9.26'. Asked on 2026-08-25.", today="2026-08-25")

# count
q("count", "yame writ mein AAG Tado kitna baar time liya hai ab tak",
  [["4", "four"]],
  [["C01", "2026-01-13"], ["C01", "2026-02-10"], ["C01", "2026-07-07"], ["C01", "2026-09-01"]],
  "Order 13.01.2026 (time), order 10.02.2026 (again, last chance), note 7.7.26 (time for instructions), note 1.9.26 ('4th time').")
q("count", "Riba side pe Tamo suit mein kitni baar cost laga?",
  [["2", "two", "twice"], ["1,000", "1000"], ["2,000", "2000"]],
  [["C04", "2026-03-28"], ["C04", "2026-08-08"]], "PXL_20260328 'Rs 1,000 cost'; PXL_20260808 'cost Rs 2,000'.")
q("count", "dolma MACT mein insurance wala kitni baar adjournment liya",
  [["3", "three", "thrice"]],
  [["C07", "2026-03-25"], ["C07", "2026-07-08"], ["C07", "2026-08-26"]],
  "25.3 cross deferred at Koj Tara's request; 8.7 DTO witness not summoned, time; 26.8 again time on cost Rs 1,500.")

# yes_no
q("yes_no", "Tani ko bail mila ki nahi?",
  [["yes", "haan", "granted", "mila"], d("2026-07-16"), ["50,000", "50000"]],
  [["C06", "2026-07-16"]], "Order 16.07.2026: bail on bond Rs. 50,000 with two sureties.")
q("yes_no", "Riba ne 2000 wala cost de diya kya?",
  [["no", "nahi", "not paid", "not yet", "unpaid"]],
  [["C04", "2026-11-21"]], "PXL_20261121_171500.jpg: 'Riba ka 2000 cost still NOT paid'.")
q("yes_no", "techi rana timber case ka judgment aa gaya?",
  [["no", "nahi", "not yet", "reserved"], d("2026-12-08")],
  [["C03", "2026-11-10"]], "Order 10.11.2026: judgment reserved; list for judgment on 08.12.2026.")

# said
q("said", "Saikia J ne last time yame matter mein kya bola tha",
  [["show cause"], ["natural justice"], ["2 weeks", "two weeks"], ["representation"]],
  [["C01", "2026-11-17"]], "PXL_20261117_154510.jpg: 'without show cause cancellation prima facie natural justice ke against ... 2 weeks mein show cause deke representation decide kare'.")
q("said", "DC sahab settlement ke baare mein kya bola tha kebang appeal mein",
  [["elders"], ["settle"], ["clan"]],
  [["C05", "2026-04-23"]], "PXL_20260423_165511.jpg: 'dono clan ke elders baith ke settle karo'.")
q("said", "timber case mein judge ne seizure list ke baare mein kya poocha",
  [["independent witness"], ["forest guard", "police"]],
  [["C03", "2026-10-13"]], "PXL_20261013_152245.jpg: 'seizure list mein independent witness ka sign hai kya? - nahi hai, only forest guard + police'.")

# judge_habit
q("judge_habit", "Saikia J har matter mein kya maangta hai?",
  [["short note", "2 page", "two page"]],
  [["C03", "2026-03-10"], ["C03", "2026-04-14"]], "PXL_20260310: '2 page ka short note do ... wo har matter mein short note maangta hai'; PXL_20260414: 'Gave short note (2 pages)'.")
q("judge_habit", "Hazarika judge forest dept ke saath kaisa hai, report ke liye kya karta hai",
  [["inspection", "spot"], ["personal", "present"]],
  [["C02", "2026-01-20"], ["C02", "2026-09-15"], ["C02", "2026-10-27"]], "20.1 'spot pe jaake dekhna padega'; 15.9 joint inspection ordered; 27.10 'DFO personally present rahega'.")
q("judge_habit", "yupia CJ madam adjournment deti hai aasani se?",
  [["cost"], ["1,000", "1000", "2,000", "2000"]],
  [["C04", "2026-03-28"], ["C04", "2026-08-08"]], "28.3 'time diya but Rs 1,000 cost'; 8.8 'LAST CHANCE, cost Rs 2,000'.")

# pending_before
q("pending_before", "Saikia J ke court mein apna kaun kaun sa matter hai abhi",
  [["yame", "work order"], ["techi rana", "timber"]],
  [["C01", "2026-11-17"], ["C03", "2026-11-10"]], "C01 listed for orders 15.12.26 (PXL_20261117); C03 for judgment 08.12.2026 (order 10.11.2026).")
q("pending_before", "NDPS special judge ke saamne kya pending hai",
  [["tani", "moyong"], d("2027-01-14")],
  [["C06", "2026-11-26"]], "Ponung chat 26/11/26: charge framed; PW1 PW2 14.1.27.")

# amount
q("amount", "dolma ke case mein claim kitne ka hai",
  [["42,00,000", "4200000", "42 lakh", "42 lac"]],
  [up("MACT claim petition Dolma.pdf")], "Claim petition: 'Compensation claimed: Rs. 42,00,000/-'.")
q("amount", "Tamo ka suit kitne paise ka hai aur Riba ne kitne ka challan maana",
  [["8,40,000", "840000", "8.4 lakh"], ["2,95,000", "295000"]],
  [["C04", "2026-02-21"], ["C04", "2026-09-26"]], "Issues 21.02: 'supply of Rs 8,40,000'; DW1 26.09: '3 delivery challans ... Rs 2,95,000'.")
q("amount", "yame ka work order kitne ka tha",
  [["2,86,40,000", "28640000", "2.86 crore", "2.86 cr"]],
  [up("Scan_20251004_0001.pdf")], "Cancellation order: 'contract value of Rs. 2,86,40,000/-'.")

# pattern
q("pattern", "timber case mein PP har baar kya bahana deta hai",
  [["case diary"], ["io", "transferred"]],
  [["C03", "2026-04-14"], ["C03", "2026-08-18"]], "14.4 'case diary nahi aaya ... time'; 18.8 'IO transferred to Tawang ... time'.")
q("pattern", "kebang appeal mein appellant side kaise delay kar raha hai",
  [["paper", "document"], ["absent", "out of station"]],
  [["C05", "2026-03-12"], ["C05", "2026-06-11"]], "12.3 'aur paper file karna hai - time liya'; 11.6 'Tarh Tapi absent ... out of station'.")

# counsel_pattern
q("counsel_pattern", "Bam Dirchi ka kya style hai? har baar kya karta hai",
  [["time", "adjournment"], ["proxy", "junior"]],
  [["C04", "2026-03-28"], ["C04", "2026-08-08"], ["C04", "2026-11-21"]], "28.3 proxy junior sought time; 8.8 'har second date pe time, khud nahi aata, proxy bhejta hai'; 21.11 not ready, time.")
q("counsel_pattern", "insurance ka vakil Koj Tara kya line leta hai dolma case mein",
  [["licence", "dl"], ["time"]],
  [["C07", "2025-12-17"], ["C07", "2026-05-13"], ["C07", "2026-07-08"]], "17.12 'DL fake / not valid'; 13.5 'again DL point'; 8.7 'witness summon nahi hua, time'.")

# witness
q("witness", "tamo suit mein DW1 kaun tha aur cross mein kya maana",
  [["doke riba", "riba"], ["signature"], ["3", "three"], ["challan"]],
  [["C04", "2026-09-26"]], "PXL_20260926_180130.jpg: 'DW1 Doke Riba ... ADMITTED his signature on 3 delivery challans'.")
q("witness", "MACT mein DTO wala witness ne kya bola",
  [["tage pura"], ["valid"]],
  [["C07", "2026-10-14"]], "Order 14.10.2026: DW1 Tage Pura ... licence valid on 12.06.2025.")
q("witness", "dolma case ka eyewitness kaun hai",
  [["lama norbu"], ["wrong side", "fast"]],
  [["C07", "2026-05-13"]], "PXL_20260513: 'PW2 Lama Norbu (eyewitness, tea stall Nirjuli) ... truck was on wrong side, fast'.")

# open
q("open", "agle hafte kya kya hai court mein?",
  [d("2026-12-08"), ["techi rana", "timber"], d("2026-12-10"), ["kebang", "nabam yaje", "tarh nobin", "doimukh"]],
  [["C03", "2026-11-10"], ["C05", "2026-10-29"]], "Week 7-12 Dec: 08.12 Techi Rana judgment (order 10.11); 10.12 kebang appeal reply argument (note 29.10).")
q("open", "Tani ki bail conditions kya hai, client ko yaad dilana hai",
  [["monday"], ["papum pare"], ["surety", "sureties"]],
  [["C06", "2026-07-16"]], "Order 16.07.2026: report every Monday to O/C Naharlagun PS; not leave Papum Pare; two sureties.")

# bare
q("bare", "kebang", [d("2026-12-10")], [["C05", "2026-10-29"]], "Next 10.12.26 for reply argument.")
q("bare", "yame", [d("2026-12-15"), ["order"]], [["C01", "2026-11-17"]], "Listed for orders 15.12.26.")

# no record
q("next_date", "Tabu Apa ka land acquisition case ka next date kya hai", NR, [],
  "No such client or case in the practice.", no_record=True, absent=["tabu apa", "land acquisition"])
q("yes_no", "yame writ mein contempt petition file kiya tha na, uska kya hua", NR, [],
  "No contempt petition in any record of C01.", no_record=True, absent=["contempt"])
q("counsel_pattern", "Bamang Tama advocate kis kis matter mein opposite hai hamara", NR, [],
  "No counsel or person of that name.", no_record=True, absent=["bamang"])
q("said", "Tani case mein discharge petition pe judge ne kya bola tha", NR, [],
  "No discharge petition was moved in C06; charge was framed on 26.11.2026.", no_record=True, absent=["discharge petition"])

ABOUT = ("Sealed questions for the Itanagar practice (bench/practices/itanagar; written from the uploads' source_text "
         "by its writer, practice41; for the next session's first ask by the lead)")

if __name__ == "__main__":
    (ROOT / "questions.json").write_text(json.dumps({"about": ABOUT, "questions": Q}, ensure_ascii=False, indent=1) + "\n",
                                         encoding="utf-8")
    from collections import Counter
    print(len(Q), Counter(x["type"] for x in Q), sum(x["no_record"] for x in Q))
