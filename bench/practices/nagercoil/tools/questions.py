"""Write questions.json for the Nagercoil practice: questions typed the way this chamber types (English, Tanglish,
Malayalam words), with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "record illa", "no note", "not in the notes"]]
TODAY = "2027-08-03"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"N-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "leela chechi partiton la last hearing enna aachu?",
  [d("2027-07-15"), ["thankappan", "pw2"], ["cross"]], [["C01", "2027-07-15"]],
  "IMG_20270715_181104.jpg: '15/7 ... PW2 Thankappan (neighbour, 71) chief over ... Cross by Gopakumar next date'.")
q("last_time", "jegan 138 last date enna nadandhuchu",
  [d("2027-07-12"), ["313"], ["dw", "defence witness", "defence evidence", "chit"]], [["C04", "2027-07-12"]],
  "WhatsApp Chat with Subramanian Murugan Finance.txt 12/07/2027: '313 questioning over today ... will examine a DW (the chit collection agent)'.")
q("last_time", "kollemcode temple appeal previous hearng what happened",
  [d("2027-02-18"), ["records of o.a. 14/2024 received", "records received", "received"], ["joint committee"]],
  [["C03", "2027-02-18"]],
  "Kollemcode thookkam arrangement 18-2.docx: 'Records of O.A. 14/2024 received ... conducted by a joint committee'.",
  today="2027-02-20")
# next_date
q("next_date", "leela case ND? diary la 5/8 nu irukku, confirm pannu",
  [d("2027-08-03"), ["pw2", "thankappan"]], [["upload", "correction leela ND.txt"]],
  "correction leela ND.txt: 'I wrote ND 5/8 - WRONG ... Leela is on 03.08.2027 (Tuesday), cross of PW2 Thankappan'.",
  today="2027-07-20")
q("next_date", "boat loan suit nxt date eppo, enna stage",
  [d("2027-08-11"), ["arguments"]], [["C02", "2027-06-16"]],
  "WhatsApp Chat with Rinsha Jr (2).txt 16/06: 'DE closed. ND 11/8 arguments'; Jude chat: 'Arguments on 11.08.2027'.")
q("next_date", "kaliyal quarry writ next posting?",
  [d("2026-11-26")], [["C06", "2026-10-08"]], "8 Oct notes.docx: 'Posted 26.11.2026.'", today="2026-10-10")
# count
q("count", "gopakumar partition case la PW1 cross ku ethana thadava varala",
  [["2", "two", "twice", "rendu"]], [["C01", "2027-03-25"], ["C01", "2027-04-22"]],
  "25/3 photo: 'Cross - Gopakumar not there ... busy in Neyyattinkara court'; docket 22.04.2027: 'This is the second "
  "occasion PW1 has been kept waiting for cross'. Two.")
q("count", "kader rent case la mothama ethana hearing nadandhuchu",
  [["4", "four", "naalu", "nalu"]], [["C07", "2026-08-12"], ["C07", "2026-09-16"], ["C07", "2026-10-14"], ["C07", "2026-11-18"]],
  "register 12.08 (counter, deposit ordered), kader 16-9.txt (last chance), 14/10 photo (evidence), order 18.11.2026. Four.")
q("count", "temple appeal la GP ethana vaati time ketaan",
  [["2", "two", "twice", "rendu"]], [["C03", "2026-10-01"], ["C03", "2027-06-24"]],
  "register 01.10.2026: 'அரசு வழக்கறிஞர் (GP) பதில் மனு தாக்கல் செய்ய வாய்தா கேட்டார்'; Pillai chat 24/06/2027: 'GP took time again for arguments'. Two.")
# yes_no
q("yes_no", "jegan 77000 interim compensation kattittaana?",
  [["not paid", "no", "illa", "hasn't", "has not"], ["77,000", "77000"]], [["C04", "2027-07-12"]],
  "WhatsApp Chat with Subramanian Murugan Finance.txt 12/07/2027: 'Interim 77,000 still not paid'.")
q("yes_no", "suresh amma kamalam ku discharge kidaichudha",
  [["dismissed", "no", "not discharged"], d("2027-02-09")], [["C05", "2027-02-09"]],
  "CC 219-2026 order 09.02.2027.pdf: 'Crl.M.P. No. 1120 of 2026 (discharge of A2) ... Petition dismissed'.")
q("yes_no", "kader bhai shop eviction order aayiducha?",
  [["allowed", "eviction ordered", "yes", "ordered"], d("2027-02-28")], [["C07", "2026-11-18"]],
  "RCOP 9-2025 order 18.11.2026.pdf: 'The petition is allowed ... vacant possession ... on or before 28.02.2027'.",
  today="2026-11-20")
# said
q("said", "kaliyal writ la judge distance pathi enna sonnaru",
  [["on the ground", "measured"], ["joint inspection"]], [["C06", "2027-01-28"]],
  "WP(MD) 14522-2026 order 28.01.2027.pdf: 'The distance is a matter to be measured on the ground and not by "
  "affidavits ... shall conduct a joint inspection'.")
q("said", "leela chechi cross la rubber pathi enna othukittanga",
  [["2004"], ["rubber board", "subsidy"], ["sasi", "d1"]], [["C01", "2027-06-17"]],
  "PW1 cross leela 17-6-27.docx: 'Admitted: the rubber in 214/3 was planted by Sasi (D1) in 2004, with Rubber Board subsidy'.")
q("said", "jude cross la engine pathi enna sonnar",
  [["1,10,000", "110000", "1.1 lakh"], ["12.03.2025", "12/03/2025", "12 march 2025"]], [["C02", "2027-03-17"]],
  "jude cross 17-03-2027.txt: 'engine ... taken back from Thoothoor beach on 12.03.2025 and sold for Rs. 1,10,000'.")
# judge_habit
q("judge_habit", "PMPM sub judge usual-a first enna ellam ketpaaru",
  [["patta"], ["chitta"], ["adangal"], ["commissioner"]], [["C01", "2026-08-06"], ["C01", "2026-11-12"]],
  "IMG_20260806_174512.jpg: 'Judge: bring patta, chitta, adangal extracts'; IA 233 order: 'appointed as Advocate Commissioner'.")
q("judge_habit", "vasuki madam accused varalana enna pannuvaanga",
  [["nbw", "non-bailable warrant"], ["143a", "interim compensation"]], [["C04", "2026-09-07"], ["C04", "2026-12-14"]],
  "IMG_20260907_131822.jpg: 'Vasuki madam - NBW straight away, no second summons'; order 14.12.2026: 'interim compensation of Rs. 77,000'.")
q("judge_habit", "PDJ temple case la interim-a eppadi handle pannuvaaru",
  [["hundi"], ["joint"], ["records"]], [["C03", "2026-11-19"], ["C03", "2027-02-18"]],
  "AS 37-2026 IA order 19.11.2026.pdf: 'the hundi ... opened once a month in the joint presence'; 18-2 docx: 'Records ... received', 'joint committee'.")
# pending_before
q("pending_before", "ananthi madam munnadi ennoda matter enna pending",
  [["boat", "maria selvam", "kanyakumari marine", "o.s. 48"], d("2027-08-11"), ["arguments"]], [["C02", "2027-06-16"]],
  "Rinsha chat (2) 16/06/2027: 'Boat loan DW1 Maria Selvam examined ... ND 11/8 arguments'.")
q("pending_before", "JM padmanabhapuram la enakku enna case irukku",
  [["suresh", "divya", "c.c. 219", "cc 219"], d("2027-08-10"), ["pw2"]],
  [["C05", "2027-06-22"], ["upload", "Week plan 2-6 Aug.docx"]],
  "Rinsha chat (2) 22/06/2027: 'Suresh case PW1 Divya cross mudinjidhu ... ND 10/8 PW2'; week plan: 'Tue 10.08 JM PMPM - Suresh dowry CC 219/26 - PW2'.")
# amount
q("amount", "jegan 143A evlo order pannanga",
  [["77,000", "77000"]], [["C04", "2026-12-14"]],
  "STC 412-2026 143A order 14.12.2026.pdf: 'interim compensation of Rs. 77,000/- (20% of the cheque amount)'.")
q("amount", "leela case commissioner fee evlo",
  [["15,000", "15000"]], [["C01", "2026-11-12"]],
  "OS 112-2025 IA 233 order 12.11.2026.pdf: 'Commissioner's fee Rs. 15,000/- to be paid by the petitioner'.")
q("amount", "kader case la tenant evlo deposit pannaan, balance evlo",
  [["84,000", "84000"], ["42,000", "42000"]], [["C07", "2026-10-14"]],
  "IMG_20261014_125930.jpg: 'Tenant deposited only 84,000 (6 months). Balance 42,000 not paid'.")
# pattern
q("pattern", "jegan eppavume court ku varaama escape aagraana?",
  [["பூட்டி", "locked", "unserved", "returned"], ["nbw"], ["absent"]],
  [["C04", "2026-08-10"], ["C04", "2026-09-07"], ["C04", "2027-06-14"]],
  "register 10.08: 'சம்மன் திரும்பி வந்தது (வீடு பூட்டி இருந்தது)'; 7/9 photo: 'Accused absent again ... NBW'; "
  "Subramanian chat 14/06/2027: 'Jegan absent today again'.")
q("pattern", "temple case la HR&CE records varave late aachu illa? eppo vandhuchu",
  [["not come", "not received"], d("2027-02-18"), ["third"]],
  [["C03", "2026-08-27"], ["C03", "2027-01-07"], ["C03", "2027-02-18"]],
  "temple 27.8.txt: 'call for the records'; IMG_4418.HEIC 7/1: 'Records from JC Tirunelveli - not come yet'; "
  "18-2 docx: 'received ... today (third hearing since called for)'.")
# counsel_pattern
q("counsel_pattern", "gopakumar eppavum enna reason solli time vaanguvaan",
  [["neyyattinkara"], ["proxy", "junior", "busy"]], [["C01", "2026-08-06"], ["C01", "2027-03-25"], ["C01", "2027-04-22"]],
  "6/8 photo: 'Gopakumar proxy'; 25/3 photo: 'junior says he is busy in Neyyattinkara court'; docket 22.04.2027: 'engaged in a case at the Munsiff Court, Neyyattinkara'.")
q("counsel_pattern", "xavier sir side eppavum enna excuse solraanga",
  [["sea", "kadal", "fishing"], ["gujarat", "veraval"]], [["C02", "2026-08-19"], ["C02", "2027-04-21"]],
  "Rinsha chat 19/08/2026: 'kadalukku poyirukkar, Gujarat boat la'; chat (2) 21/04/2027: 'Xavier sir sonnaaru Veraval (Gujarat) la fishing poyirukkaar'.")
# witness
q("witness", "leela case PW2 yaaru",
  [["thankappan"], ["neighbour"]], [["C01", "2027-07-15"]],
  "IMG_20270715_181104.jpg: 'PW2 Thankappan (neighbour, 71) chief over'.")
q("witness", "jegan case CW2 bank manager per enna, enna sonnaru",
  [["rajan"], ["4,212", "4212"]], [["C04", "2027-04-12"]],
  "PXL_20270412_124405.jpg: 'CW2 S. Rajan, Manager, Indian Bank Kottar ... balance on 09.04.26 was Rs. 4,212 only'.")
q("witness", "boat loan DW1 yaaru, enna othukittaan",
  [["maria selvam"], ["march 2024"]], [["C02", "2027-06-16"]],
  "Rinsha chat (2) 16/06/2027: 'DW1 Maria Selvam examined and crossed ... He admitted he stopped paying from March 2024'.")
# open
q("open", "kaliyal quarry writ short-a sollu",
  [["212"], ["300"], ["no blasting", "blasting"], d("2027-08-05")],
  [["C06", "2026-10-08"], ["C06", "2027-03-11"], ["C06", "2027-06-10"]],
  "8 Oct notes: 'Interim granted: no blasting'; kaliyal 11.3.txt: 'nearest dwelling 212 metres ... (rule is 300 m)'; "
  "Rinsha chat (2) 10/06/2027: 'Posted 05.08.2027'.")
q("open", "kollemcode temple appeal status enna ippo",
  [["hundi"], ["joint"], d("2027-08-05")], [["C03", "2026-11-19"], ["C03", "2027-06-24"]],
  "IA order 19.11.2026: hundi counted in joint presence, joint S.B. account; Pillai chat 24/06/2027: 'GP took time again ... Next 05.08.2027'.")
# bare
q("bare", "leela", [d("2027-08-03"), ["pw2", "thankappan"]], [["upload", "correction leela ND.txt"]],
  "correction leela ND.txt: 'Leela is on 03.08.2027 (Tuesday), cross of PW2 Thankappan'.")
q("bare", "jegn", [d("2027-08-03"), ["defence", "dw"]], [["C04", "2027-07-12"]],
  "Subramanian chat 12/07/2027: 'Next 03.08.2027 for defence evidence'.")
# no_record
q("no_record", "colachel harbour land acquisition compensation case next date enna", NR, [],
  "No land acquisition matter and no harbour in any upload.", no_record=True, absent=["acquisition", "harbour"])
q("no_record", "suresh case la anticipatory bail petition enna aachu", NR, [],
  "C05's accused appeared on summons; no anticipatory bail anywhere.", no_record=True, absent=["anticipatory"])
q("no_record", "kaliyal writ la R5 writ appeal division bench ku poanaangala", NR, [],
  "No writ appeal and no Division Bench in any upload.", no_record=True, absent=["writ appeal", "division bench"])
q("no_record", "adv vincent paul kooda ennoda ethana case", NR, [], "No Vincent Paul in any upload.", no_record=True,
  absent=["vincent"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Nagercoil practice (bench/practices/nagercoil; written from the uploads' "
                    "source_text by its writer, practice 123, an outsider; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
