"""Write questions.json for the Kottayam practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "record illa", "onnum illa", "no note", "not in the notes"]]
TODAY = "2027-10-18"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"K-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "mariamma partition case-il last entha nadanne?",
  [d("2027-08-10"), ["argued", "arguments", "വാദം"], d("2027-10-26")], [["C01", "2027-08-10"]],
  "partition args 10-08-2027.docx: 'Argued 40 min on preliminary decree ... Posted for orders on preliminary decree - adutha date 26.10.2027'.")
q("last_time", "kuri case last posting-il entha aaye",
  [d("2027-09-30"), ["biju", "dw1"], d("2027-11-04")], [["C03", "2027-09-30"]],
  "WhatsApp Chat with Anju Jr (2).txt 30/09/27: 'Biju (DW1) vannilla. Saju Abraham time chodichu ... ND 4/11'.")
q("last_time", "renjith BA last date entha ayathu",
  [["allowed", "granted"], d("2027-03-18"), ["50,000", "50000"]], [["C08", "2027-03-12"]],
  "BA 1188 final order 12.03.2027.pdf: 'appear before the Investigating Officer on 18.03.2027 ... bond for Rs. 50,000 ... The application is allowed.'",
  today="2027-03-16")
# next_date
q("next_date", "sini case adutha dte?", [d("2027-10-26")], [["upload", "correction sini ND.txt"]],
  "correction sini ND.txt: 'ND 28.10 ennu ezhuthi - THETTU ... sheriyaya adutha date 26.10.2027'. The 21.09 diary says 28.10 (wrong).")
q("next_date", "palli case next posting eppo, enthinu?", [d("2027-10-20"), ["cross"]], [["C02", "2027-06-23"]],
  "palli PW1 23.6.txt: 'adutha date 20.10.2027 for cross of PW1'.")
q("next_date", "haneefa rent case nxt date", [d("2027-03-17"), ["1,20,000", "120000", "1.2 lakh"]], [["C07", "2027-02-10"]],
  "20270210_160401.jpg: 'Haneefa to deposit admitted arrears Rs. 1,20,000 within one month ... ND 17.3.27'.", today="2027-02-11")
# count
q("count", "partition case-il ethir kakshi ethra thavana time chodichu?",
  [["3", "three", "thrice", "third adjournment"]], [["C01", "2026-10-13"], ["C01", "2027-04-06"], ["C01", "2027-06-15"]],
  "Register 13.10.2026: 'കെ.പി. ജോസഫ് വക്കീൽ സമയം ചോദിച്ചു'; order 06.04.2027: 'Counsel for defendants seeks time to file objections'; "
  "order 15.06.2027: 'This is the third adjournment sought by the defendants.'")
q("count", "anitha MACT-il insurance company ethra pravashyam time eduthu",
  [["2", "two", "twice"]], [["C05", "2026-10-16"], ["C05", "2027-09-03"]],
  "Anju chat 16/10/26: 'Insurance company WS-inu time chodichu'; Anju chat (2) 03/09/27: 'Mini Cherian time chodichu'.")
q("count", "sini case-il namukku vendi ethra saakshikal examine cheythu, aarokke",
  [["2", "two"], ["sini"], ["thomas", "തോമസ്"]], [["C06", "2027-02-16"], ["C06", "2027-06-22"]],
  "PXL_20270216_111905.jpg: 'PW1 Sini chief affidavit filed'; register 22.06.2027: 'PW2 തോമസ് (അച്ഛൻ) സാക്ഷി വിസ്താരം'.")
# yes_no
q("yes_no", "kuri case-il biju-de ex parte set aside aayo? costs undo?",
  [["set aside", "മാറ്റി"], ["2,000", "2000"]], [["C03", "2027-01-21"]],
  "OS 301 order IA set aside 21.01.2027.pdf: 'The ex parte order against D1 is set aside on condition that D1 pays costs of Rs. 2,000'.")
q("yes_no", "Shaji case-il bank manager vannu evidence kodutho?",
  [["leena"], d("2027-08-09"), ["closed", "close"]], [["C04", "2027-08-09"]],
  "ST 1422 proceedings 09.08.2027.pdf: 'CW2 Smt. Leena Joseph, Branch Manager ... examined ... Complainant's evidence closed.'")
q("yes_no", "palli case-il injunction kittiyo", [["injunction", "ഇൻജക്ഷൻ"], d("2027-01-20")], [["C02", "2027-01-20"]],
  "OS 88-2026 IA order 20.01.2027.pdf: 'ORDER dated 20.01.2027 ... restrained by a temporary injunction from alienating'.",
  today="2027-01-25")
# said
q("said", "jomon cross-il entha sammathichathu", [["30 sovereigns", "thirty"], ["pledg"]], [["C06", "2027-09-21"]],
  "20270921_164550.jpg: 'RW1 Jomon cross by me - admitted pledging 30 sovereigns at a bank in Ettumanoor in 2022'.")
q("said", "shaji cross-il 7.5 lakh-nte source-ine patti entha paranje", [["dubai"], ["nre"]], [["C04", "2027-06-14"]],
  "shaji CW1 cross 14.06.txt: 'Shaji said Dubai savings, NRE account withdrawal 10.01.2026.'")
q("said", "partition vaadathil KP Joseph mesne profits-ine patti entha argue cheythe", [["date of suit"]], [["C01", "2027-08-10"]],
  "partition args 10-08-2027.docx: 'K.P. Joseph argued mesne profits should be from the date of suit only.'")
# judge_habit
q("judge_habit", "JFCM-II madam complainant-ine patti usually entha nirbandham", [["every posting", "every date"]],
  [["C04", "2027-02-08"]], "Shaji plea 08.02.2027.docx: 'Magistrate madam (Nisha Jacob): complainant must be present every posting.'")
q("judge_habit", "ettumanoor family court judge gold case-il epozhum enthanu chodikkunnathu", [["gold bill"]],
  [["C06", "2026-12-08"], ["C06", "2027-03-23"]],
  "20261208_163012.jpg: 'Judge (Beena madam) - \"produce the gold bills\"'; IMG_20270323_170015.jpg: 'Judge asked for the original gold bill again.'")
q("judge_habit", "rent control court sir s.12 deposit cheythillenkil entha cheyyum ennu paranje", [["12(3)", "stopped"]],
  [["C07", "2027-02-10"]], "20270210_160401.jpg: 'if not deposited, proceedings will be stopped under s.12(3)'.")
# pending_before
q("pending_before", "munsiff madam-nte munnil ente entha pending", [["palli", "church", "parish", "chennampally"], d("2027-10-20")],
  [["C02", "2027-06-23"]], "palli PW1 23.6.txt: 'palli case ... adutha date 20.10.2027 for cross of PW1'.")
q("pending_before", "sub court-il ente cases ethokke, next dates?",
  [["partition"], d("2027-10-26"), ["kuri"], d("2027-11-04")], [["C01", "2027-08-10"], ["C03", "2027-09-30"]],
  "partition args 10-08-2027.docx: 'adutha date 26.10.2027'; Anju chat (2) 30/09/27: 'kuri case ... ND 4/11'.")
# amount
q("amount", "sini-de gold bill-il ethra pavan, ethra rupa", [["65 sovereigns", "65 pavan"], ["15,72,400", "1572400", "15.72 lakh"]],
  [["upload", "IMG_20190411_183022.jpg"]], "IMG_20190411_183022.jpg: 'total 520 grams (65 sovereigns) Total Rs. 15,72,400'.")
q("amount", "partition commissioner batta ethra aanu", [["15,000", "15000"]], [["C01", "2027-01-12"]],
  "Document_2027-01-12.docx: 'Batta Rs. 15,000 - plaintiff to pay.'")
q("amount", "haneefa s.12 order kazhinju aadyam ethra deposit cheythu", [["60,000", "60000"], ["1,20,000", "120000"]],
  [["C07", "2027-03-17"]], "notes 17.03.2027.txt: 's.12 order prakaram 1,20,000 kettanam aayirunnu. Haneefa 60,000 maathram ketti.'")
# pattern
q("pattern", "biju kuri case-il court-il varathe irikkunna pattern undo", [d("2026-10-29"), d("2027-09-30"), ["ex parte"]],
  [["C03", "2026-10-29"], ["C03", "2027-09-30"]],
  "OS 301 proceedings 29.10.2026.pdf: 'D1 called absent ... D1 set ex parte'; Anju chat (2) 30/09/27: 'Biju (DW1) vannilla'.")
q("pattern", "anitha case-il insurance disability-ine patti ethu line aanu", [["18%"], ["22%"], ["medical board"]],
  [["C05", "2027-03-19"], ["C05", "2027-07-02"]],
  "OP MV 512 order 19.03.2027.pdf: 'R3 insurer disputes the disability certificate (18%) ... referred to the Medical Board'; "
  "IMG_20270702_131122.jpg: '22% permanent disability (not 18)'.")
# counsel_pattern
q("counsel_pattern", "KP Joseph vakeel usually entha cheyyunne", [["engaged in another court"], ["last chance"]],
  [["C01", "2026-10-13"], ["C01", "2027-06-15"]],
  "OS 214 order 15.06.2027.pdf: 'seeks time, engaged in another court. This is the third adjournment ... Last chance.'")
q("counsel_pattern", "mini cherian insurer-nu vendi ethokke points aanu edukkunne", [["permit"], ["badge"]],
  [["C05", "2026-11-27"]], "MACT insurer WS 27.11.docx: 'no valid permit ... driver Jose Mathew had no badge'.")
# witness
q("witness", "kuri case PW1 aara, cross-il entha paranju", [["sebastian"], ["fd", "fixed deposit"]], [["C03", "2027-07-22"]],
  "kuri PW1 cross 22-07-2027.txt: 'PW1 Sebastian K.J. (Manager) ... Saju put the FD adjustment - Sebastian denied'.")
q("witness", "MACT doctor saakshi aara, entha paranju", [["suresh babu"], ["22%"]], [["C05", "2027-07-02"]],
  "IMG_20270702_131122.jpg: 'PW2 Dr. Suresh Babu ... 22% permanent disability'.")
q("witness", "haneefa case-il AW2 aaranu, enthinu vendi", [["jobin"], ["mobile phone shop", "mobile"]], [["C07", "2027-08-25"]],
  "haneefa AW2 25.8.txt: 'AW2 Jobin (Leelamma chechi's son) examined - mobile phone shop plan'.")
# open
q("open", "renjith case motham summary tharu", [["9,00,000", "900000", "9 lakh"], ["allowed"], ["50,000", "50000"]],
  [["upload", "FIR 412-2027 Kottayam West.pdf"], ["C08", "2027-03-12"]],
  "FIR: 'Accused received Rs. 9,00,000 as advance'; final order 12.03.2027: 'bond for Rs. 50,000 ... The application is allowed.'")
q("open", "leelamma-de KSRTC stand shop case status entha", [["jobin"], d("2027-10-18"), ["deposit"]],
  [["C07", "2027-06-16"], ["C07", "2027-08-25"]],
  "Anju chat (2) 16/06/27: 'Haneefa balance 60,000 deposit cheythu'; haneefa AW2 25.8.txt: 'AW2 Jobin ... Adutha date 18.10.2027'.")
# bare (typed in court on Mon 18.10.2027: Shaji at JFCM-II, Haneefa at the Rent Control Court)
q("bare", "shaji", [["351"], ["questioning"]], [["C04", "2027-08-09"], ["upload", "JFCM-II cause list 18.10.2027.pdf"]],
  "ST 1422 proceedings 09.08.2027.pdf: 'For questioning of the accused under Section 351 BNSS. Adjourned to 18.10.2027.'")
q("bare", "haneefa", [["rw evidence", "rw1", "tenant's evidence"]], [["C07", "2027-08-25"]],
  "haneefa AW2 25.8.txt: 'Adutha date 18.10.2027 - RW evidence (Haneefa).'")
# no_record
q("no_record", "thiruvalla land acquisition OP-il adutha date entha", NR, [],
  "No land acquisition matter and no Thiruvalla in any upload.", no_record=True, absent=["acquisition", "thiruvalla"])
q("no_record", "anitha MACT lok adalat-il settle aayo?", NR, [],
  "C05 was never sent to a Lok Adalat; no upload names one.", no_record=True, absent=["adalat"])
q("no_record", "shaji case-il roy mathew-nu NBW issue cheytho", NR, [],
  "No warrant was ever issued in C04 (summons, then appearance on 14.12.2026).", no_record=True,
  absent=["nbw", "warrant"])
q("no_record", "adv varghese pulikkottil-nte koode ulla case ethaa", NR, [], "No Pulikkottil in any upload.", no_record=True,
  absent=["pulikkottil"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Kottayam practice (bench/practices/kottayam; written from the uploads' "
                    "source_text by its writer, practice100; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
