"""Write questions.json for the Haldia practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]
BN = str.maketrans("0123456789", "০১২৩৪৫৬৭৮৯")


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; 17/3 when `short`), and in Bengali digits as the muhuri writes it."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}",
             f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    forms += [f"{dd:02d}.{mm:02d}.{yyyy}".translate(BN)]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "kono record nei", "no note", "not in the notes"]]
TODAY = "2027-02-10"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"H-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "polychem union case e last date e ki holo?",
  [d("2027-01-13"), ["mw1", "sudip banerjee"], d("2027-02-18")], [["C01", "2027-01-13"]],
  "VIII-14 order 13.01.2027.pdf: 'Cross-examination of MW1 Sri Sudip Banerjee ... concluded ... Fix 18.02.2027 for argument.'")
q("last_time", "bheri case e ager date e ki hoyechilo",
  [d("2027-01-06"), ["p.w.1", "pw1", "পি.ডব্লিউ.১"], ["time", "সময়"]], [["C03", "2027-01-06"]],
  "TS 87-2025 order no 24.pdf: 'affidavit-in-chief of P.W.1 ... praying for time to cross-examine P.W.1. Allowed.'")
q("last_time", "tapas er cheque case e last time ki holo",
  [d("2026-07-20"), ["2,10,000", "210000", "2.1 lakh", "2.10 lakh"], ["receipt"]], [["C04", "2026-07-20"]],
  "Tapas CW1 cross 20.07.docx: 'Admitted signature on money receipts ... total Rs. 2,10,000'.", today="2026-07-25")
# next_date
q("next_date", "cold storage writ er porer date kobe?",
  [d("2027-02-24")], [["C07", "2027-01-28"]],
  "WPA 21543 of 2026 order 28.01.2027.pdf: 'List on 24.02.2027.'")
q("next_date", "jahangir GR er porer date ta kobe? PW3 er",
  [d("2026-12-21")], [["upload", "correction GR ND.txt"]],
  "correction GR ND.txt: 'ND 14.12 likhechi - bhul ... sothik porer date 21.12.2026'. The 23.11 note says 14.12 (wrong).",
  today="2026-11-25")
q("next_date", "port arbitration er next sitting kobe, ki jonno",
  [d("2027-03-05"), ["argument"]], [["C02", "2027-01-22"]],
  "RW1 cross HDC 22.01.27.docx: 'Arguments fixed 05.03.2027.'")
# count
q("count", "bheri suit e opposite party WS er jonno koto bar somoy nilo",
  [["2", "two", "twice", "second", "dui bar"]], [["C03", "2026-02-11"], ["C03", "2026-03-18"]],
  "register 11.02: 'বিবাদী পক্ষ W.S.-এর জন্য সময়ের দরখাস্ত দিল'; order no 15 (18.03): 'This is the second time petition'.")
q("count", "tribunal e polychem koto bar time nilo ekhon obdhi",
  [["5", "five", "panch"]], [["C01", "2026-02-04"], ["C01", "2026-05-13"], ["C01", "2026-06-17"], ["C01", "2026-09-30"],
                             ["C01", "2027-01-13"]],
  "04.02 register 'সময় চাইলেন'; order 13.05 'prays for time to produce'; 17.06 'cross defer er prayer'; register 30.09 "
  "'কোম্পানি আবার সময় চাইল'; order 13.01.2027 'prays for time to prepare argument'. Five.")
q("count", "tapas er case e complainant pokkho koto bar date nosto korlo",
  [["2", "two", "twice", "dui bar"]], [["C04", "2026-06-08"], ["C04", "2027-01-11"]],
  "Rituparna chat 08/06/26: 'CW1 asen ni ... time chailen'; chat (2) 11/01/27: 'Samanta babu ... absent, DW1 ... holo na'.")
# yes_no
q("yes_no", "jahangir er bail hoyeche?",
  [["yes", "granted", "released on bail", "bail hoyeche", "haan"], d("2026-04-21")], [["C05", "2026-04-21"]],
  "CRM M 1457 of 2026 order 21.04.2026.pdf: 'directed to be released on bail'.", today="2026-04-25")
q("yes_no", "tamluk er appeal e ki amra jitlam?",
  [["yes", "dismissed", "haan"], ["affirmed", "injunction"]], [["C08", "2026-08-07"]],
  "MA 31-2026 judgment 07.08.2026.pdf: 'The appeal is dismissed ... temporary injunction dated 14.01.2026 is affirmed'.")
q("yes_no", "mitali der fire licence ta peyeche?",
  [["yes", "haan", "issued", "granted", "peyeche", "পেয়ে গেছি"], d("2027-01-05")], [["upload", "IMG_20270106_164210.jpg"]],
  "fire licence photo: 'Date of issue: 05.01.2027'; Mitali chat 06/01/27 'ফায়ার লাইসেন্স পেয়ে গেছি'.")
# said
q("said", "sanyal saheb cyclone dana r force majeure niye ki bolechilen",
  [["imd"], ["proved by the port", "must be proved", "prove"]], [["C02", "2026-06-19"]],
  "IMG_20260619_170855.jpg: 'force majeure must be proved by the Port - produce the IMD record of rainfall'.")
q("said", "rakshit J municipality ke last date e ki bollen",
  [d("2027-02-15"), ["fire licence"]], [["C07", "2027-01-28"]],
  "order 28.01.2027: 'reasoned decision ... by 15.02.2027 ... without insisting on any document other than the fire licence'.")
q("said", "swapan da jera te gate pass niye ki bolechilo",
  [["security"], ["contractor na", "not the contractor", "not contractor"]], [["C01", "2026-07-22"]],
  "20260722_181530.jpg: 'gate pass Bengal Polychem er security dept. issue kore, contractor na'.")
# judge_habit
q("judge_habit", "tribunal er sinha saheb sob somoy ki chan company r kach theke",
  [["gate pass"], ["attendance register"]], [["C01", "2026-05-13"], ["C01", "2026-06-17"], ["C01", "2026-12-02"]],
  "order 13.05: 'produce the gate passes and attendance registers'; 17.06 note: 'company gate pass ar attendance register "
  "ekhono dey ni'; 2.12 note: 'Sinha saheb asked first thing: gate pass o attendance register koi?'.")
q("judge_habit", "ACJM saheb accused der bapare ki niyom rakhen",
  [["every date", "প্রতি তারিখে"], ["present", "হাজির"]], [["C04", "2026-02-09"], ["C06", "2026-07-27"]],
  "register 09.02: 'এ.সি.জে.এম. সাহেব বললেন আসামী প্রতি তারিখে হাজির থাকবে'; GR order 27.07: 'shall remain present on every date'.")
q("judge_habit", "lahiri J bail e prothome ki dekhte chan",
  [["case diary", "cd"]], [["C05", "2026-03-24"], ["C05", "2026-04-08"]],
  "jahangir bail HC 24.3.txt: 'Lahiri J first asked: \"case diary koi?\"'; chat 08/04: 'State CD ante pareni'.")
# pending_before
q("pending_before", "aajke bheri te jaoar age ki ki sathe nite hobe",
  [["porcha", "khatian 542", "khatian"], ["commission report"]], [["upload", "week plan 8-24 Feb.docx"]],
  "week plan: 'Prepare Sanatan; carry original porcha (khatian 542) and the commission report copy.'")
q("pending_before", "port arbitration e argument er age ki jama dite hobe, kobe modhye",
  [["written notes"], d("2027-02-20")], [["C02", "2027-01-22"], ["upload", "week plan 8-24 Feb.docx"]],
  "RW1 cross HDC 22.01.27.docx: 'Written notes of arguments by 20.02.2027.'")
# amount
q("amount", "tamralipta r claim ta koto takar",
  [["48,60,000", "4860000", "48.6 lakh", "48.60 lakh", "4,860,000"]], [["upload", "EMS survey report shed 3 rock phosphate.pdf"]],
  "survey report: 'Assessed loss: Rs. 48,60,000/-'; procedural order 1: 'claim Rs. 48,60,000'.")
q("amount", "port er counterclaim koto",
  [["7,35,000", "735000", "7.35 lakh", "735,000"]], [["C02", "2026-04-10"]],
  "port arbitration 10.04.docx: 'Counterclaim: storage/ground rent Rs. 7,35,000'.")
q("amount", "bheri case e survey commissioner er fee koto chilo",
  [["6,000", "6000"]], [["C03", "2026-07-29"]], "bheri commission 29.7.txt: 'Fee Rs. 6,000 by plaintiffs'.")
# pattern
q("pattern", "gato ek bochore kon kon case e opposite party r upor cost hoyeche",
  [["bheri", "bhunia", "title suit"], ["tapas", "cheque", "cement"], ["polychem", "tribunal", "union", "পলিকেম", "ট্রাইবুনাল"]],
  [["C03", "2026-03-18"], ["C04", "2026-06-08"], ["C01", "2026-09-30"]],
  "order no 15: 'cost of Rs. 500/-'; chat 08/06: 'ACJM saheb 300 taka cost dilen'; register 30.09: '১,০০০ টাকা খরচ'.")
q("pattern", "ACJM court e amar kon kon matter cholche",
  [["tapas", "cheque", "cement"], ["jahangir", "gr"]], [["upload", "week plan 8-24 Feb.docx"]],
  "week plan: 'Mon 8/2 ACJM Haldia - Tapas cheque' and 'Wed 10/2 ACJM Haldia - Jahangir GR'.")
# counsel_pattern
q("counsel_pattern", "haradhan pal babu bar bar ki kore",
  [["time", "somoy", "সময়"]], [["C03", "2026-02-11"], ["C03", "2026-03-18"], ["C03", "2027-01-06"]],
  "register 11.02 'সময়ের দরখাস্ত'; order 15 'further time'; order 24 'praying for time to cross-examine'.")
q("counsel_pattern", "debjani roy port er hoye sob somoy ki defence ney",
  [["force majeure", "dana", "cyclone"]], [["C02", "2026-04-10"], ["C02", "2026-09-25"], ["C02", "2027-01-22"]],
  "10.04 docx 'cyclone Dana ... force majeure'; 25.9 txt 'force majeure again'; 22.01.27 'third time the same defence'.")
# witness
q("witness", "GR case e PW3 gopal dhara ki bollo",
  [["hostile"], ["dekheni", "did not see", "andhokar", "dark"]], [["C06", "2026-12-21"]],
  "Rituparna chat (2) 21/12/26: 'PW3 Gopal Dhara hostile! Bollo kichu dekheni, andhokar chhilo'.")
q("witness", "surveyor bhowmick jera te ki mene nilo",
  [["moisture"], ["discharge", "vessel"]], [["C02", "2026-09-25"]],
  "surveyor cross 25.9.txt: 'did not test the moisture content of the cargo at the time of discharge from the vessel'.")
q("witness", "MW1 sudip banerjee jera te ki swikar korlo",
  [["all 38", "38 loaders", "38 loader", "38 workers", "38 workmen", "thirty-eight loaders"], ["compensation", "25f"]], [["C01", "2026-12-02"]],
  "MW1 cross 2.12.26.txt: 'gate passes of all 38 loaders ... no retrenchment compensation under s. 25F was paid'.")
# open
q("open", "bheri case ta short e bolo, kothay ache",
  [["3.42"], ["dismissed", "affirmed"], d("2027-02-10")], [["upload", "Plaint TS 87 of 2025 Bhunia.pdf"], ["C08", "2026-08-07"],
                                                         ["C03", "2027-01-06"]],
  "plaint: '3.42 acres ... bheri'; MA judgment: 'appeal is dismissed ... injunction ... affirmed'; order 24: 'To 10.02.2027'.")
q("open", "polychem er 38 loader er case er puro obostha",
  [["25f"], ["gate pass"], d("2027-02-18")], [["upload", "order of reference VIII-14.pdf"], ["C01", "2026-12-02"],
                                             ["C01", "2027-01-13"]],
  "order of reference: 'Section 25F'; MW1 note: 'gate passes of all 38 loaders'; order 13.01.2027: 'Fix 18.02.2027'.")
# bare
q("bare", "jahangir", [["i.o.", "io", "investigating officer"], ["show cause"]], [["C06", "2027-01-18"]],
  "GR 1123-2025 order 18.01.2027.pdf: 'Issue show cause to the I.O. ... To 10.02.2027 for evidence of the I.O.'")
q("bare", "bheri", [["p.w.1", "pw1", "sanatan"], ["cross"]], [["C03", "2027-01-06"]],
  "TS 87-2025 order no 24.pdf: 'To 10.02.2027 for cross-examination of P.W.1.'")
# no_record
q("no_record", "refinery r contract worker der case ta r porer date ki", NR, [],
  "No refinery matter in any upload (the industrial dispute is of a petrochemical plant's loaders).", no_record=True,
  absent=["refinery", "iocl"])
q("no_record", "bheri case ta ki lok adalat e mitmat hoyechilo?", NR, [],
  "C03 was never sent to a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat"])
q("no_record", "cold storage writ e contempt application er ki holo", NR, [],
  "No contempt application in C07; no upload names one.", no_record=True, absent=["contempt"])
q("no_record", "sujoy mahapatra ukil er sathe amar kon case", NR, [], "No Mahapatra in any upload.", no_record=True,
  absent=["mahapatra"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Haldia practice (bench/practices/haldia; written from the uploads' "
                    "source_text by its writer, practice 91, an outsider; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
