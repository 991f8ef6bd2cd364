"""Write questions.json for the Coimbatore practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the chamber's 12/1 when `short`)."""
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
       "no matching", "don't have", "do not have", "not found", "no note", "not in the notes", "record illa"]]
TODAY = "2027-01-08"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"CB-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "rangasamy case la last time enna aachu",
  [d("2026-11-12"), ["ww1"], ["venkatachalam"]], [["C01", "2026-11-12"]],
  "IMG_20261112_170155.jpg: '12/11 LC Rangasamy - WW1 ... Venkatachalam cross started ... Cross continues.'")
q("last_time", "kamatchi mill suit la pona hearing enna nadandhuchu enunga",
  [d("2026-12-01"), ["written arguments"], ["50 minutes", "argued for plaintiff"]], [["C05", "2026-12-01"]],
  "Kamatchi args 1.12.docx: 'Argued for plaintiff 50 minutes. Written arguments filed (14 pages)'.")
q("last_time", "saravanan ESI last date enna aachu?",
  [d("2026-08-04"), ["vijayalakshmi"], ["40%", "40 %", "forty"]], [["C02", "2026-08-04"]],
  "Saravanan PW2 doctor 4.8.txt: '04.08.2026 ... Dr. K. Vijayalakshmi, PSG ortho, examined as PW2. Assessed 40%'.",
  today="2026-09-01")
# next_date
q("next_date", "jayaraman cheque case next date?",
  [d("2027-01-12")], [["upload", "correction Jayaraman next date.txt"]],
  "correction Jayaraman next date.txt: 'next date is 12.01.2027 (arguments) - NOT 21.01.2027 as Nivetha wrote'.")
q("next_date", "chinnasamy writ chennai la eppo adutha hearing",
  [d("2027-02-03")], [["C04", "2027-01-06"]],
  "WP 23118 2026 order 06.01.2027.pdf: 'Post on 03.02.2027 for final disposal.'")
q("next_date", "kalaiselvi rcop adutha vaaitha eppo sollunga",
  [d("2026-06-10")], [["C07", "2026-04-08"]],
  "RCOP 58 2025 order IA 08.04.2026.pdf: 'Call on 10.06.2026 for compliance.'", today="2026-05-10")
# count
q("count", "venkatachalam management side ethana thadava time kettanga rangasamy case la",
  [["2", "two", "twice", "rendu"]], [["C01", "2026-01-22"], ["C01", "2026-08-13"]],
  "IMG_20260122_164410.jpg: 'Venkatachalam sir time kettaru'; order 13.08.2026: 'The management seeks time'.")
q("count", "saravanan ESI case la ethana witness examine aachu ithuvarai",
  [["3", "three", "moonu"]], [["C02", "2026-06-23"], ["C02", "2026-08-04"], ["C02", "2026-11-24"]],
  "Saravanan PW1 23.6.docx: 'examined as PW1'; 4.8.txt: 'examined as PW2'; RW1 IMO 24.11.docx: 'RW1 Dr. N. Prakash'.")
q("count", "karthikeyan accused ethana dhadava absent aanaar jayaraman matter la",
  [["2", "two", "twice", "rendu"]], [["C06", "2026-01-29"], ["C06", "2026-08-20"]],
  "order 29.01.2026: 'Accused absent ... Petition u/s 355 BNSS'; order 20.08.2026: 'Accused absent. Petition u/s 355'.")
# yes_no
q("yes_no", "pappathi amma ku gratuity panam vandhucha illaya",
  [["2,70,700", "270700", "2.7 lakh", "2.70 lakh", "270,700"], ["dd", "demand draft"]], [["upload", "WhatsApp Chat with Pappathi son Murali.txt"]],
  "Murali chat 15/10/26: 'sir mill DD kuduthuttanga - Rs. 2,70,700 total'.")
q("yes_no", "velan knit yarn reject pannadhu written-a ethavadhu anuppinaangala?",
  [["no written rejection"], ["exported", "knitted"]], [["C05", "2026-10-13"]],
  "IMG_20261013_175840.jpg: 'no written rejection within 7 days; no lab report; yarn of inv 3 & 4 already knitted and exported'.")
q("yes_no", "rangasamy domestic enquiry fair nu labour court sonnucha",
  [["not fair"], d("2026-06-11")], [["C01", "2026-06-11"]],
  "ID 84 2025 order 11.06.2026.pdf: 'The domestic enquiry is held to be not fair and proper and is set aside.'")
# said
q("said", "enquiry officer shanmugasundaram cross la enna othukittaru",
  [["witness statements", "statements"], ["defence asst", "defence assistant", "rules"]], [["C01", "2026-04-16"]],
  "20260416_173022.jpg: 'witness statements copy kudukkala nu othukittaru (admitted). Defence asst - \"rules-la illa\"'.")
q("said", "ESI doctor prakash cross la enna sonnaru",
  [["not a member", "medical board"], ["grip"], ["psg"]], [["C02", "2026-11-24"]],
  "Saravanan RW1 IMO 24.11.docx: 'not a member of the Medical Board; the Board did not do a grip strength test; he had not seen the PSG certificate'.")
q("said", "NSJ ilango SC kitta enna kettaaru chinnasamy writ la",
  [["actual wages"], ["1996"], ["form 3a"]], [["C04", "2027-01-06"]],
  "order 06.01.2027: 'whether the second respondent remitted the contribution on the actual wages ... 1996-2014, and produce the Form 3A returns'.")
# judge_habit
q("judge_habit", "rent court DMC sundaresan arrears deposit vishayathula eppadi",
  [["deposit"], ["2,52,000", "252000", "2.52 lakh"], ["six weeks", "6 weeks", "6 வாரத்தில்"]], [["C07", "2026-04-08"]],
  "order IA 08.04.2026: 'directed to deposit ... arrears of Rs. 2,52,000 ... within six weeks'.")
q("judge_habit", "commercial court judge adjournment kudupparaa? enunga",
  [["3,000", "3000"], ["timeline"], ["no further time"]], [["C05", "2026-09-01"], ["C05", "2026-03-17"]],
  "order 01.09.2026: 'Time granted on costs of Rs. 3,000 ... No further time'; CMH 17.03.2026: 'Timeline:'.")
q("judge_habit", "labour court PO witness varalana enna pannuvaaru",
  [["1,000", "1000"], ["last chance"], ["costs"]], [["C01", "2026-08-13"]],
  "order 13.08.2026: 'MW2 absent ... time granted as a last chance subject to costs of Rs. 1,000'.")
# pending_before
q("pending_before", "jafar ali sir ethir la namma case enna pending",
  [["saravanan"], d("2027-01-21")], [["C02", "2026-11-24"]],
  "RW1 IMO 24.11.docx: 'Saravanan ESI ... Arguments 21.01.2027'.")
q("pending_before", "tiruppur prabhakaran vakil kitta ennoda matter enna irukku",
  [["kamatchi", "velan"], d("2027-01-08")], [["C05", "2026-12-01"]],
  "Kamatchi args 1.12.docx: 'Defendant's arguments on 08.01.2027. Prabhakaran to be ready'.")
# amount
q("amount", "kamatchi mill claim evlo, avanga admit pannadhu evlo",
  [["18,46,200", "1846200", "18.46 lakh", "18.46"], ["11,20,000", "1120000", "11.2 lakh", "11.20 lakh"]],
  [["upload", "plaint COS Kamatchi Velan.pdf"], ["upload", "WS Velan Knit scan.pdf"]],
  "plaint: 'total value of Rs. 18,46,200'; WS: 'liable, if at all, only for Rs. 11,20,000'.")
q("amount", "duraisamy innum evlo balance arrears kattanum",
  [["1,02,000", "102000", "1.02 lakh"]], [["C07", "2026-12-16"]],
  "order 16.12.2026: 'pay the balance arrears of Rs. 1,02,000'.")
q("amount", "pappathi gratuity order la evlo amount kuduthaanga",
  [["2,41,538", "241538", "2.41 lakh"], ["10%", "10 %", "ten per"]], [["C03", "2026-09-08"]],
  "PGA 41 order: 'gratuity of Rs. 2,41,538 ... with simple interest at 10% p.a.'", today="2026-09-20")
# pattern
q("pattern", "jayaraman case la accused side delay panna enna enna reason sonnanga",
  [["unwell"], ["surat", "out of station"], ["sessions court", "counsel busy"]],
  [["C06", "2026-01-29"], ["C06", "2026-04-23"], ["C06", "2026-08-20"]],
  "29.01: 'stating he is unwell'; 23.4 txt: 'counsel busy in Sessions Court'; 20.08: 'out of station (at Surat'.")
q("pattern", "ESIC side saravanan case la eppavum medical board 20% dhaan pudichikittu irukaangala",
  [["20%", "20 %", "twenty"], ["stands by"], ["leave", "varala"]],
  [["C02", "2026-04-21"], ["C02", "2026-10-06"], ["C02", "2026-11-24"]],
  "21.4 photo: 'Medical Board proceedings ... 20% only'; chat 06/10: 'ESIC doctor varala ... leave'; 24.11: 'Stands by 20%'.")
# counsel_pattern
q("counsel_pattern", "prabhakaran eppavum enna reason solli time keppaaru",
  [["tiruppur"], ["busy", "engaged"], ["3,000", "3000"]], [["C05", "2026-01-20"], ["C05", "2026-09-01"]],
  "20.1 txt: 'busy in Tiruppur court'; order 01.09: 'engaged in the Principal District Court, Tiruppur ... costs of Rs. 3,000'.")
q("counsel_pattern", "ilango SC epovum instructions illa nu dhaan solraara",
  [["instructions awaited"], ["no instructions"]], [["C04", "2026-08-26"], ["C04", "2027-01-06"]],
  "26.8 txt: 'Ilango SC - \"instructions awaited from RO Coimbatore\"'; 6.1 txt: 'He had no instructions.'")
# witness
q("witness", "rangasamy case MW2 yaaru",
  [["ganesan"], ["supervisor"]], [["C01", "2026-07-09"]],
  "Nivetha chat 09/07/26: 'MW2 Ganesan supervisor chief affidavit file pannitanga'.")
q("witness", "saravanan ku PSG doctor peru enna, marandhuten",
  [["vijayalakshmi"]], [["C02", "2026-08-04"]],
  "4.8 txt: 'Dr. K. Vijayalakshmi, PSG ortho, examined as PW2'.")
q("witness", "jayaraman case PW2 yaaru",
  [["bank"], ["indian bank", "peelamedu"]], [["C06", "2026-07-02"], ["upload", "IMG_20260521_131105.jpg"]],
  "chat 02/07/26: 'PW2 bank manager vandhutaaru'; 21/5 photo: 'PW2 bank official (summons Indian Bank Peelamedu)'.")
# open
q("open", "chinnasamy pension writ full status sollunga",
  [["higher wages", "higher pension"], ["part heard"], d("2027-02-03")],
  [["upload", "EPFO rejection letter Chinnasamy.pdf"], ["C04", "2027-01-06"]],
  "EPFO letter: 'Joint option for pension on higher wages - rejected'; 6.1 order: 'Post on 03.02.2027 ... Part heard.'")
q("open", "kalaiselvi shop case summary kudunga",
  [["evict"], d("2027-03-31"), ["1,02,000", "102000", "1.02 lakh"]], [["C07", "2026-12-16"]],
  "order 16.12.2026: 'vacate ... on or before 31.03.2027, and pay the balance arrears of Rs. 1,02,000'; chat: 'eviction allowed'.")
# bare
q("bare", "rangasamy", [["ww1"], ["cross"], ["labour court"]],
  [["upload", "week plan 4-9 Jan 2027.docx"], ["C01", "2026-11-12"]],
  "week plan: 'Fri 08.01 Labour Court 10.30 - Rangasamy 2-A - WW1 cross continues'.")
q("bare", "velan knit", [["defendant's arguments"], ["2.30"]],
  [["upload", "week plan 4-9 Jan 2027.docx"], ["C05", "2026-12-01"]],
  "week plan: 'Fri 08.01 Commercial Court 2.30 - Kamatchi mill suit - defendant's arguments (Prabhakaran)'.")
# no_record
q("no_record", "annur powerloom bonus dispute la adutha date enna", NR, [],
  "No bonus dispute and no Annur matter in any upload.", no_record=True, absent=["bonus", "annur"])
q("no_record", "kamatchi suit la yarn test panna advocate commissioner appoint pannaangala", NR, [],
  "No advocate commissioner was ever sought or appointed in C05.", no_record=True, absent=["advocate commissioner"])
q("no_record", "jayaraman case la karthikeyan ku NBW pottangala", NR, [],
  "No warrant was ever issued in C06; the accused's absences were met by exemption petitions.", no_record=True,
  absent=["nbw", "non-bailable", "warrant"])
q("no_record", "advocate sudharsan kooda namakku enna matter irukku", NR, [], "No Sudharsan in any upload.",
  no_record=True, absent=["sudharsan"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Coimbatore practice (bench/practices/coimbatore; written from the uploads' "
                    "source_text by its writer, practice59; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
