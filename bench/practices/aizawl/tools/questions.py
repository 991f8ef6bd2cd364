"""Write questions.json for the Aizawl practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the chamber's 8/12 when `short`)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd:02d}.{mm:02d}.{yy:02d}", f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}",
             f"{LONG[mm - 1]} {dd}", f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "no note", "hmuh a ni lo", "a awm lo"]]

TODAY = "2026-12-03"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"Z-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


WEEK = ["upload", "week plan 30.11-5.12.txt"]
BETHEL_WA = ["upload", "WhatsApp Chat with Pu Lalthangliana Bethel.txt"]
NUNSIAMI_WA = ["upload", "WhatsApp Chat with Nunsiami Pachuau.txt"]

# last_time
q("last_time", "puii hardware suit last date ah eng nge a nih?",
  [d("2026-11-19"), ["dw1", "bimal"], ["no receipt", "cross"]], [["C04", "2026-11-19"]],
  "IMG_20261120_091233.jpg: '19.11 ... DW1 Bimal Chakma came ... Cross by me in part - he admits no receipt'. ND 10.12.26.")
q("last_time", "mami excise case last hearing kha what happened",
  [d("2026-11-03"), ["argument"], ["written notes", "3 pages", "three pages"]], [["C05", "2026-11-03"]],
  "Mami arguments 3.11.docx: 'Spl PP Lalawmpuii argued ... Special Judge asked us to file written notes of arguments (3 pages)'.")
q("last_time", "Muani LSC writ last time eng nge judge in a sawi",
  [d("2026-05-19"), ["original file"]], [["C01", "2026-05-19"]],
  "19may HC.txt: 'heard in part ... Phukan J called for ORIGINAL FILE of LSC cancellation from DC office'.", today="2026-05-20")

# next_date
q("next_date", "bethel church hall writ ND?",
  [d("2026-12-08"), ["revised plan", "bpc", "building permit committee"]], [["C03", "2026-11-10"]],
  "IMG_20261112_184410.jpg: '10/11 - Bethel ... revised plan placed before BPC ... ND 8/12'; Bethel chat 10/11/2026.")
q("next_date", "hriati divorce next kha eng tikah nge",
  [d("2026-12-10"), ["order"]], [["C06", "2026-10-29"]],
  "Divorce Case 9-2026 order 29.10.pdf: 'Order on 10.12.2026.'; Oct notes.docx the same.")
q("next_date", "mami case a hun tur? next date",
  [d("2026-07-21"), ["pw3", "lalbiakmawia", "witness"]], [["C05", "2026-06-02"]],
  "IMG_20260602_121710.jpg says ND 14/7/26 and PW3 absent; correction Mami ND.txt (03.06): 'next date kha 14.07 a ni lo ... 21.07.2026'.",
  today="2026-06-05")

# count
q("count", "Zova claim-ah insurance lawyer in hun an dil zat?",
  [["3", "three", "thrice"]], [["C07", "2026-03-26"], ["C07", "2026-07-02"], ["C07", "2026-08-27"]],
  "26/3 page: 'DL verification report a la thleng lo - time'; Ruata chat 02/07: '2nd time'; order 27.08.2026: 'Time was granted twice earlier'; chamber chat '(3rd time)'.")
q("count", "mami case ah PW1 Lalramthara a lo kal lo zat",
  [["2", "two", "twice"]], [["C05", "2026-01-20"], ["C05", "2026-02-24"]],
  "Spl Case Excise 19-2025 OS.pdf: 20.01.2026 PW1 absent, fresh summons; 24.02.2026 PW1 absent, bailable warrant. He came on 24.03.2026.")
q("count", "puii suit costs order how many times so far",
  [["3", "three", "thrice"]], [["C04", "2026-01-22"], ["C04", "2026-06-18"], ["C04", "2026-09-24"]],
  "Order sheet 22.01.2026 cost Rs. 500; Ruata chat 18/06 cost Rs 1000; IMG_20260924: cost Rs 1500. Counted against all nine hearings.")

# yes_no
q("yes_no", "mawia truck case judgment a chhuak tawh em?",
  [["yes", "allowed", "quashed"], d("2026-11-12"), ["5,00,000", "5 lakh", "500000", "bond"]], [["C02", "2026-11-12"]],
  "Crl.Pet.38-2026 judgment 12.11.26.pdf: 'proceedings ... quashed ... released ... on his executing a bond of Rs. 5,00,000/-'.")
q("yes_no", "muani LSC writ still pending?",
  [["disposed", "allowed", "set aside"], d("2026-09-08"), ["remit", "deputy commissioner"]], [["C01", "2026-09-08"]],
  "WPC 112 of 2025 judgment.pdf: 'The impugned order dated 30.10.2025 is set aside. The matter is remitted to the Deputy Commissioner'.")
q("yes_no", "Bimal Chakma deposed already or not?",
  [["not yet", "has not", "absent", "did not", "didn't", "a lo kal lo"], d("2026-11-19")], [["C04", "2026-09-24"]],
  "IMG_20260924_170021.jpg: 'DW1 Bimal Chakma a lo kal lo ... ND 19.11.26'.", today="2026-10-01")

# said
q("said", "hriati divorce ah PO-in reconciliation chungchang eng nge a sawi",
  [["elder", "upa"], ["reconcil", "inrem"]], [["C06", "2026-03-19"]],
  "Diary pg 19-3.jpg: 'PO-in a sawi: \"Kohhran upa te hnenah inrem theih em en rawh\" - go to church elders for reconciliation'.")
q("said", "Nunsiami-in NIC offer 13 lakh chungchang eng nge a sawi?",
  [["15 lakh", "15,00,000", "1500000", "fifteen lakh"]], [NUNSIAMI_WA],
  "WhatsApp Chat with Nunsiami Pachuau.txt 29/11/2026: '15 lakh an pe thei chuan ka pawm ang. 13 chu ka pawm lo.'")
q("said", "sanjib chakma undertaking kha eng nge?",
  [["present", "without fail"]], [["C04", "2026-09-24"]],
  "IMG_20260924_170021.jpg: 'Sanjib undertook DW1 will be present next date without fail.'")

# judge_habit
q("judge_habit", "Phukan J final hearing hmain eng nge a duh thin?",
  [["list of dates"], ["synopsis"]], [["upload", "LSC 7 april.docx"], ["upload", "IMG_20260623_175920.jpg"]],
  "LSC 7 april.docx: 'Phukan J - same as always: \"list of dates and a 2 page synopsis\"'; IMG_20260623: 'as usual - wants list of dates + short synopsis'.")
q("judge_habit", "hrahsel madam crl pet la PP hnen atang always what she asks",
  [["case diary"], ["no coercive"]], [["C02", "2026-02-05"], ["C02", "2026-03-05"]],
  "IMG_20260205_133012.jpg: 'as usual with her, she always wants the CD'; order 05.02.2026: case diary to be produced, no coercive steps; ruata 5 march.txt.")
q("judge_habit", "special judge official witness a lo kal loh chuan eng nge a tih thin",
  [["bailable warrant", "warrant"]], [["C05", "2026-02-24"], ["C05", "2026-06-02"]],
  "Spl Case OS 24.02.2026: 'Issue bailable warrant of Rs. 5,000/- against PW1'; IMG_20260224: 'no patience with absent officials'; 2.6.2026: 'Special Judge warned PP - next time BW'.")

# pending_before
q("pending_before", "mami 15 dec hmain eng nge ka tih tur",
  [["written notes", "notes of argument"], ["present", "presence"]],
  [["upload", "Mami arguments 3.11.docx"], ["upload", "IMG_20261120_091233.jpg"], WEEK],
  "Mami arguments 3.11.docx: 'file written notes of arguments (3 pages)'; IMG_20261120: 'accused must be present, Special Judge insists'; week plan.")
q("pending_before", "puii suit 10 dec kal hmain pending work?",
  [["further cross", "cross"], ["40 boxes", "tiles"], ["1 lakh", "1,00,000", "100000", "one lakh"]],
  [["C04", "2026-11-19"], WEEK],
  "Chamber chat 19/11/2026: 'prepare further cross on the 40 boxes of tiles and the \"cash 1 lakh\"'; week plan.")
q("pending_before", "bethel before 8 dec what to do",
  [["bpc", "building permit committee"], ["minutes", "28.11", "28/11", "28 nov"]], [WEEK, BETHEL_WA],
  "week plan: 'Bethel: check with Secy if BPC met on 28.11 and what they decided. Get minutes before 8/12.'")

# amount
q("amount", "bimal-in puii a ba zat? suit amount",
  [["8,74,500", "874500", "8.74"]], [["upload", "IMG_20250915_121045.jpg"], ["C04", "2026-03-26"]],
  "Ledger: 'Balance due as on 10.09.2025 Rs. 8,74,500'; issue 2 in the order sheet 26.03.2026.")
q("amount", "zova claim - claim amount and NIC latest offer",
  [["24,60,000", "2460000", "24.6 lakh", "24.60"], ["13,00,000", "1300000", "13 lakh"]], [["C07", "2026-11-26"]],
  "WhatsApp Chat with Nunsiami Pachuau.txt 26/11/2026: 'NIC raised offer to Rs 13,00,000' and 'Our claim is 24.6 lakh'.")

# pattern
q("pattern", "which of my matters govt side keep asking time for instructions",
  [["lsc", "muan", "zemabawk"], ["bethel", "church", "kohhran"]],
  [["C01", "2026-01-13"], ["C01", "2026-02-10"], ["C03", "2026-04-14"], ["C03", "2026-05-12"]],
  "13 jan HC.txt (GA 'instruction a la lo thleng lo'); order 10.02.2026; New Text Document (2).txt and order 12.05.2026 (AMC 'instructions have not been received').")
q("pattern", "kan case zingah disposed tawh te?",
  [["lsc", "muan", "zemabawk"], ["mawia", "truck", "crl"]], [["C01", "2026-09-08"], ["C02", "2026-11-12"]],
  "Judgment 08.09.2026 in WP(C) 112/2025; judgment 12.11.2026 in Crl.Pet. 38/2026.")

# counsel_pattern
q("counsel_pattern", "sanjib chakma adjournment a dil dan - eng excuse nge a hman thin?",
  [["high court"], ["cost"]], [["C04", "2026-01-22"], ["C04", "2026-06-18"]],
  "Order sheet 22.01.2026: 'engaged before the Hon'ble High Court ... cost of Rs. 500'; Ruata chat 18/06: 'HC ah a awm leh ... cost Rs 1000'.")
q("counsel_pattern", "AMC lawyer Lalnuntluanga pattern?",
  [["instruction"], ["3,000", "3000"]], [["C03", "2026-04-14"], ["C03", "2026-05-12"], ["C03", "2026-08-04"]],
  "Order 12.05.2026: 'again prays for time stating that instructions have not been received ... cost of Rs. 3,000/-'; Bethel chat 04/08: '4th time he takes time'.")
q("counsel_pattern", "NIC lawyer always what ground for time?",
  [["licence", "license", "dl verification"], ["verification", "verify"]], [["C07", "2026-03-26"], ["C07", "2026-07-02"]],
  "26/3 page: 'DL verification report a la thleng lo'; Ruata chat 02/07: 'DL verification report a la thleng lo an ti. 2nd time'.")

# witness
q("witness", "mami case PW2 what happened",
  [["hostile"], ["office"]], [["C05", "2026-04-28"]],
  "Ruata chat 28/04/2026: 'PW2 Lalnghakliana hostile!! Shop-ah seizure a hmu lo, office-ah sign tir a ni a ti.'")
q("witness", "zova claim eye witness eng nge a sawi",
  [["speeding", "speed"], ["zebra"]], [["C07", "2026-07-02"]],
  "Ruata chat 02/07/2026: 'PW2 Lalnunpuia ... Maxi cab was speeding, Zova was on zebra crossing'.")

# open
q("open", "bethel case brief me quickly",
  [["1.5"], ["0.6"], ["4412"], d("2026-12-08")],
  [["C03", "2026-09-22"], ["C03", "2026-11-10"], ["upload", "AMC EE joint inspection report.pdf"]],
  "Inspection report: 0.6 m against 1.5 m; order 22.09.2026 revised plan; Bethel chat 06/10: 'Diary No. AMC/BP/4412/2026'; ND 8 Dec.")
q("open", "hriati case a claim te eng nge?",
  [["fridge"], ["sewing machine"], ["sumchhuah", "mak"], d("2026-12-10")], [["upload", "thuam list Hriati.jpg"], ["C06", "2026-10-29"]],
  "thuam list: fridge, sewing machine, gold chain; order 29.10.2026: return of thuam, 'sumchhuah', order on 10.12.2026.")

# bare (typed in court on that day)
q("bare", "bond kha?",
  [["5,00,000", "5 lakh", "500000"], ["special court"]], [["C02", "2026-11-12"]],
  "Typed in Ct 2 on 12.11.2026 (Mawia judgment): judgment 'bond of Rs. 5,00,000/- before the Special Court'.", today="2026-11-12")
q("bare", "BW?",
  [["5,000", "5000"], ["lalramthara", "pw1"]], [["C05", "2026-02-24"]],
  "Typed at the Special Court on 24.03.2026 (Mami case, PW1 day): order sheet 24.02.2026 'Issue bailable warrant of Rs. 5,000/- against PW1 C. Lalramthara ... returnable on 24.03.2026'.",
  today="2026-03-24")

# no_record
q("no_record", "Lalduhawma land acquisition case ND eng nge?", NR, [],
  "No such case in the practice.", no_record=True, absent=["lalduhawma", "land acquisition"])
q("no_record", "mami discharge petition kha special judge in a allow em?", NR, [],
  "No discharge petition was ever filed in the Mami case; charge was framed on 16.12.2025.", no_record=True,
  absent=["discharge"])
q("no_record", "puii suit ah adv Lalfakawma eng nge a sawi?", NR, [],
  "No Lalfakawma in the practice.", no_record=True, absent=["lalfakawma"])
q("no_record", "hriati divorce ah interim maintenance order a chhuak tawh em?", NR, [],
  "No maintenance was claimed or ordered in the Hriati divorce.", no_record=True, absent=["maintenance"])


def main() -> None:
    out = {"about": "Sealed questions for the Aizawl practice (bench/practices/aizawl; written from the uploads' "
                    "source_text by its writer, practice30; for the next session's honest check, asked once by the lead)",
           "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")


if __name__ == "__main__":
    main()
