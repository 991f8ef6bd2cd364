"""Write questions.json for the Salem practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
             f"{dd:02d}.{mm:02d}.{yy:02d}", f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}",
             f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))

NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "record illa", "no note", "not in the notes"]]
TODAY = "2027-02-22"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"S-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


THREE = ["3", "three", "thrice", "moonu", "3 times"]

# last_time
q("last_time", "selvi partition case la last hearing la enna aachu?",
  [d("2027-01-28"), ["dw1", "murugesan"], ["1,000", "1000"]], [["C02", "2027-01-28"]],
  "OS 214-2025 order 28.01.2027.pdf: '28.01.2027 ... D1/DW1 is unwell and seeks time ... costs of Rs. 1,000/-'.")
q("last_time", "chinnasamy LA compensation case la last time enna nadanthuchu",
  [d("2027-02-08"), ["latha", "rw1", "tahsildar"], ["arguments", "args"]], [["C01", "2027-02-08"]],
  "RW1 Latha cross 08.02.2027.docx: 'RW1 Tmt. K. Latha, Special Tahsildar ... Evidence closed both sides. Arguments on 08.03.2027.'")
q("last_time", "kalaivani MC la last date enna aachu",
  [d("2026-06-04"), ["8,000", "8000"]], [["C06", "2026-06-04"]],
  "MC 44-2025 interim order 04.06.2026.pdf: '04.06.2026 ... interim maintenance of Rs. 8,000/- per month'.",
  today="2026-06-10")
# next_date
q("next_date", "ponnusamy second appeal next eppo list aagum?",
  [d("2027-03-04")], [["C05", "2027-01-21"]], "SA 612 21.1.27.txt: 'Not reached ... next listing 04.03.2027.'")
q("next_date", "periyasamy labour court next date enna, edhuku?",
  [d("2027-03-10"), ["arguments", "vaadham", "வாதம்"]], [["C04", "2027-01-19"]],
  "labour ct MW1 cross over 19.01.27.docx: 'Evidence closed. Arguments on 10.03.2027.'")
q("next_date", "kalaivani case ku next vaaidha eppo?",
  [d("2027-02-04")], [["upload", "correction kalaivani ND.txt"]],
  "correction kalaivani ND.txt: '4.1.27 nu ezhudhiten - thappu ... correct next date is 04.02.2027'. The 19.11 diary says 4.1.27 (wrong).",
  today="2026-11-25")
# count
q("count", "sago case la raghavan ethana thadava absent aanaan?", [THREE],
  [["C03", "2026-03-12"], ["C03", "2026-08-05"], ["C03", "2026-09-16"]],
  "Thangavel chat 12/03: 'Raghavan absent ... bailable warrant'; order 05.08.2026: 'Accused absent'; 16.9 page: 'AGAIN absent ... 3rd time absent'.")
q("count", "LAOP la govt side ethana vaati time vaangitanga", [THREE],
  [["C01", "2026-02-16"], ["C01", "2026-04-20"], ["C01", "2026-12-14"]],
  "Register 16.02: 'AGP ஜெயராமன் வாய்தா கேட்டார்'; order 20.04.2026: 'seeks time'; order 14.12.2026: 'time ... on two earlier occasions ... last chance'.")
q("count", "selvi case la sundaram ethana thadava adjournmnet vaanginaar", [THREE],
  [["C02", "2026-02-05"], ["C02", "2026-09-03"], ["C02", "2027-01-28"]],
  "Register 05.02: 'சுந்தரம் வக்கீல் வாய்தா கேட்டார்'; Nivetha 03/09: 'Sundaram sir cross ku time kettaru'; order 28.01.2027: 'seeks time ... costs'.")
# yes_no
q("yes_no", "prakash arrears full ah kattitaana?",
  [["balance", "not fully", "only 20,000", "partly", "pending"], ["20,000", "20000"]], [["C06", "2027-02-04"]],
  "Nivetha (2) 04/02/27: 'Prakash 20,000 court la koduthaar (DD). Balance pending'; Kalaivani chat: 'balance 20,000'.")
q("yes_no", "manikandan ku AB kedaichutha?",
  [["granted", "allowed", "yes"], d("2026-09-01")], [["C07", "2026-09-01"], ["upload", "Document_2026-09-02.docx"]],
  "Crl MP 2231-2026 order 01.09.2026.pdf: 'Petition allowed; anticipatory bail granted.'", today="2026-09-04")
q("yes_no", "periyasamy case la contractor balaji appear aanaangala?",
  [["ex parte", "called absent", "absent"], d("2026-03-02")], [["C04", "2026-03-02"]],
  "ID 58-2024 proceedings 02.03.2026.pdf: 'R2 (Sri Balaji Manpower Services) served; called absent ... R2 set ex parte.'")
# said
q("said", "LAOP la sub judge exemplar sale deed pathi enna sonnar",
  [["vendor"], ["examined", "examine"], ["raju"]], [["C01", "2026-08-10"]],
  "chinnasamy cross 10.8.txt: 'exemplar sale deed alone not enough, the vendor of the exemplar must be examined ... S. Raju'.")
q("said", "selvi cross la nagai pathi enna othukitta",
  [["20 sovereigns", "20 savaran", "20 sovereign"], ["denied", "not in lieu", "no release"]], [["C02", "2026-10-29"]],
  "Selvi PW1 cross 29.10.docx: 'Admitted she received 20 sovereigns ... But denied it was in lieu of her share'.")
q("said", "chennai HC la ponnusamy appeal la judge SQL enna frame pannaru",
  [["commissioner", "ex.c1", "ex.c2"], ["easement of necessity", "necessity"], ["admit", "admitted"]], [["C05", "2026-07-01"]],
  "SA 612-2025 order 01.07.2026.pdf: 'Admit ... Advocate Commissioner's report and plan (Ex.C1 and Ex.C2) ... easement of necessity'.")
# judge_habit
q("judge_habit", "sub court judge LAOP la first enna kepparu? enna ready pannanum",
  [["award file"], ["vendor"]], [["C01", "2026-04-20"], ["C01", "2026-08-10"]],
  "order 20.04.2026: 'The award file is the basic document in a reference'; 10.8 note: 'the vendor of the exemplar must be examined'.")
q("judge_habit", "family court madam arrears pathi enna rule vechirukaanga",
  [["arrears"], ["rw evidence", "not hear", "will not hear"]], [["C06", "2026-11-19"], ["C06", "2027-02-04"]],
  "19/11/26 diary: 'will not hear the respondent till arrears are paid'; Nivetha 04/02/27: 'full arrears kattina thaan RW evidence'.")
q("judge_habit", "JM-II magistrate complainant pathi enna expect pannuvaaru",
  [["every hearing", "present", "varanum"], ["bailable warrant", "warrant"]], [["C03", "2026-03-12"]],
  "Thangavel chat 12/03/26: 'Magistrate bailable warrant pottaar ... complainant every hearing ku kandippa varanum'.")
# pending_before
q("pending_before", "22 feb selvi case ku munnadi enna ready pannanum",
  [["dw1", "murugesan"], ["2009", "oral partition"], ["1,000", "1000", "costs"]],
  [["upload", "Week plan 22-27 Feb 2027.docx"]],
  "Week plan: 'DW1 Murugesan (last time costs 1,000 - check if paid). Prepare cross of DW1: the 2009 oral partition'.")
q("pending_before", "LAOP arguments ku munnadi enna pannanum",
  [["written arguments"], ["1/3", "deduction"], d("2027-03-08")],
  [["C01", "2027-02-08"], ["upload", "Week plan 22-27 Feb 2027.docx"]],
  "RW1 note: 'Arguments on 08.03.2027. To do for args: written arguments ... deduction for development (1/3)'.")
# amount
q("amount", "chinnasamy ku award la evlo kuduthaanga",
  [["11,26,400", "1126400", "11.26 lakh", "11.26 l"], ["12,80,000", "12.80 lakh", "12.8 lakh"]],
  [["upload", "Award 4-2024 Ayothiapattinam.pdf"]],
  "Award: 'Rs. 12,80,000 per acre ... Total land value awarded: Rs. 11,26,400/-'.")
q("amount", "javvarisi cheque evlo amount",
  [["6,80,000", "680000", "6.8 lakh", "6.80 lakh", "6.8 l"]],
  [["upload", "KVB return memo Raghavan.pdf"], ["upload", "notice Raghavan 138.docx"]],
  "KVB return memo: 'Cheque No. 004127 dated 20.06.2025 for Rs. 6,80,000/-'.")
q("amount", "selvi case la commisioner fees evlo kattanum",
  [["7,500", "7500"]], [["C02", "2026-04-09"]],
  "selvi commissioner IA 9.4.txt: 'Commissioner fees Rs. 7,500 - to be paid by plaintiff'.", today="2026-04-15")
# pattern
q("pattern", "ithu varaikkum entha cases la opposite party ku cost pottanga",
  [["sago", "javvarisi", "raghavan", "thangavel"], ["500"], ["selvi", "murugesan", "partition"], ["1,000", "1000"]],
  [["C03", "2026-08-05"], ["C02", "2027-01-28"]],
  "order 05.08.2026: 'costs of Rs. 500/- payable to the complainant'; order 28.01.2027: 'costs of Rs. 1,000/- to the plaintiff'.")
q("pattern", "ammapet side la ennoda matters enna enna",
  [["selvi", "partition"], ["manikandan"], ["kalaivani", "prakash"]],
  [["upload", "Selvi partition plaint final.docx"], ["upload", "FIR 118 Ammapet.pdf"], ["upload", "MC petition Kalaivani.docx"]],
  "plaint: 'Selvi ... Ammapet'; FIR: 'Ammapet ... K. Manikandan'; MC petition: 'R. Prakash ... powerloom worker, Ammapet'.")
# counsel_pattern
q("counsel_pattern", "prabhu accused ku every time enna pannuvaar",
  [["absent petition"], ["security"]], [["C03", "2026-05-20"], ["C03", "2026-08-05"], ["C03", "2026-09-16"]],
  "20.5 note: 'cheque was given as SECURITY'; order 05.08: 'absent petition'; 16.9 page: 'Prabhu absent petition - allowed'.")
q("counsel_pattern", "venkatesh labour court la adjournment ku enna reason solluvaar",
  [["hc", "high court"], ["late", "left early", "junior"]], [["C04", "2026-04-06"], ["C04", "2026-11-11"]],
  "6/4/26 diary: 'Venkatesh came at 12.30 \"HC la irundhu late\"'; Nivetha 11/11/26: 'Venkatesh sir HC la irukaru nu junior vandhu adjournment kettaru'.")
# witness
q("witness", "labour case la WW2 yaaru, enna sonnaar",
  [["kumaresan"], ["shift in-charge", "ravichandran", "gate"]], [["C04", "2026-07-20"]],
  "labour court 20.7.txt: 'WW2 S. Kumaresan ... worked under Kaveri's shift in-charge ... punched at Kaveri's gate'.")
q("witness", "sago case la bank officer enna sonnar",
  [["saravanan"], ["41,212", "41212"], ["exceeds arrangement", "no od"]], [["C03", "2026-11-04"]],
  "CW2 bank KVB 4.11.docx: 'G. Saravanan ... balance in the account was Rs. 41,212 only ... exceeds arrangement'.")
q("witness", "RW1 tahsildar cross la enna othukittaanga",
  [["latha"], ["guideline value"], ["not inspect", "did not inspect", "site"]], [["C01", "2027-02-08"]],
  "RW1 note: 'Latha ... fixed only on guideline value ... did not inspect the site herself'.")
# open
q("open", "periyasamy steel plant case full ah sollunga",
  [d("2024-01-03", short=False), ["ex parte"], d("2027-03-10")],
  [["upload", "ID claim statement Periyasamy.pdf"], ["C04", "2026-03-02"], ["C04", "2027-01-19"]],
  "claim statement: 'refused employment on 03.01.2024'; order 02.03.2026: 'R2 set ex parte'; 19.01.27 note: 'Arguments on 10.03.2027'.")
q("open", "ponnusamy vandi paadhai appeal short ah sollunga",
  [["admit", "admitted"], ["status quo"], d("2027-03-04")], [["C05", "2026-07-01"], ["C05", "2027-01-21"]],
  "order 01.07.2026: 'Admit ... Status quo shall continue till the disposal'; 21.1.27 note: 'next listing 04.03.2027'.")
# bare
q("bare", "javvarisi", [["defence evidence", "dw1", "raghavan"], d("2027-02-22")],
  [["C03", "2027-01-20"], ["upload", "JM II Salem cause list 22.02.2027.pdf"]],
  "stc questioning 20.1.txt: 'Next 22.02.2027 - defence evidence'; cause list 22.02.2027: 'Defence evidence'.")
q("bare", "selvi", [d("2027-02-22"), ["dw1", "murugesan", "defendants' evidence"]], [["C02", "2027-01-28"]],
  "order 28.01.2027: 'Call on 22.02.2027 for defendants' evidence'; register: 'DW1 முருகேசன்'.")
# no_record
q("no_record", "ramesh chit fund case la next date enna", NR, [],
  "No chit fund matter in any upload.", no_record=True, absent=["chit fund", "ramesh"])
q("no_record", "chinnasamy case lok adalat la settle aacha?", NR, [],
  "C01 was never sent to a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat"])
q("no_record", "selvi partition la final decree petition pottacha?", NR, [],
  "C02 is at the defendants' evidence; no decree, no final decree petition.", no_record=True, absent=["final decree"])
q("no_record", "advocate thirumalai kooda ennoda case enna iruku", NR, [],
  "No Thirumalai in any upload.", no_record=True, absent=["thirumalai"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Salem practice (bench/practices/salem; written from the uploads' "
                    "source_text by its writer, practice93; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
