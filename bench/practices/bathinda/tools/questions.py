"""Write questions.json for the Bathinda practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "record nahi", "koi note nahi", "no note", "not in the notes"]]
TODAY = "2027-06-22"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"B-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "kot shamir wale zameen case ch pichhli peshi te ki hoya?",
  [d("2027-04-06"), ["jagsir", "patwari"], ["pe closed", "closed"]], [["C01", "2027-04-06"]],
  "gurmeet PW1 cross 6.4.txt: '6/4/27 ... PW2 Jagsir Singh patwari came with roznamcha ... PE closed by statement'.")
q("last_time", "jaswant ji de bank wale case vich last date kya hua",
  [d("2027-04-27"), ["3,15,000", "315000", "3.15 lakh"], ["ots"]], [["C03", "2027-04-27"]],
  "Document 27-04-2027.docx: '27.04.2027 ... OTS file produced ... tractor sold at auction on 19.09.2024 for Rs. 3,15,000'.")
q("last_time", "lovi di bail da ki bnya pichli tareekh te",
  [d("2027-01-19"), ["bail ho gayi", "allowed", "granted", "allow kar"]], [["C05", "2027-01-19"]],
  "WhatsApp Chat with Nachhattar Singh.txt 19/01/2027: 'Bail ho gayi ji! Bains sahib ne allow kar ditti'.",
  today="2027-01-20")
# next_date
q("next_date", "bansal arhtiya di agli tareek? kis layi",
  [d("2027-07-03"), ["pw2", "munim", "deepak"]], [["C02", "2027-05-04"], ["upload", "week plan 22-26 june.docx"]],
  "CS 77-2026 order 04.05.2027.pdf: 'PW2 Deepak Kumar is not present ... Adjourned to 03.07.2027 for PE'.")
q("next_date", "gagan dahej wale case di next date kado aa",
  [d("2027-06-24"), ["io", "manjit"]], [["C07", "2027-05-14"], ["upload", "Bathinda JMIC Ct 5 cause list 24.06.2027.pdf"]],
  "WhatsApp Chat with Navneet Jr (3).txt 14/05/2027: 'IO ASI Manjit Singh fer absent ... ND 24.06.2027'.")
q("next_date", "bansal case ND ki aa?",
  [d("2027-05-04")], [["upload", "correction - bansal date.txt"]],
  "correction - bansal date.txt: 'ND 11.05 likh ditti si - galat ... Sahi agli tareekh 04.05.2027'. The 9/3 note says 11.05 (wrong).",
  today="2027-03-12")
# count
q("count", "gagan case ch IO kinni vaari nahi aaya?",
  [["2", "two", "twice", "do vaari"]], [["C07", "2027-03-26"], ["C07", "2027-05-14"]],
  "register 26.03.2027: 'ਤਫਤੀਸ਼ੀ ਅਫਸਰ ... ਨਹੀਂ ਆਇਆ'; WhatsApp (3) 14/05/2027: 'IO ASI Manjit Singh fer absent'.")
q("count", "kot shamir ch kinne issues frame hoye c",
  [["5 issues", "five issues", "panj issues"]], [["C01", "2026-09-14"]], "20260914_164511.jpg: 'issues framed, 5 issues'.")
q("count", "paramjit claim vich hun tak kinne PW ho gaye",
  [["3", "three", "teen"], ["harbans"]], [["C06", "2026-11-27"], ["C06", "2027-03-19"], ["C06", "2027-05-21"]],
  "PW1 Paramjit (27-11-26), PW2 Dr. Anil Garg (19.03.2027), 'PW3 Harbans Singh ho gaya, PE close' (21/05/2027).")
# yes_no
q("yes_no", "bansal case ch handwriting expert wali application allow hoyi si?",
  [["dismiss", "rejected"], ["page 71", "later page"]], [["C02", "2027-03-09"], ["C02", "2027-01-12"]],
  "bansal 9.3.27 ND 11 may.txt: 'handwriting expert di application dismiss ... signatures admitted in a later page of the same bahi (page 71)'.")
q("yes_no", "LC ne 112//8 te gurmeet da kabza dikhaya?",
  [["tubewell"], ["baljinder", "defendant no.1", "defendant no. 1"]], [["C01", "2026-12-08"]],
  "LC report note 8 dec.docx: 'Khasra 112//8 - tubewell of defendant No.1 Baljinder ... 112//8 weak'.")
q("yes_no", "jaswant case ch bank ne tractor auction ton pehlan koi notice dita si?",
  [["no notice"], d("2024-09-19", short=False)], [["C03", "2027-04-27"]],
  "Document 27-04-2027.docx: 'tractor sold at auction on 19.09.2024 for Rs. 3,15,000; no notice to the borrower on the file'.")
# said
q("said", "ramandeep ne cross ch ki ki mann'ya",
  [["women cell"], ["fortuner"], ["2024", "after the fir"]], [["C07", "2026-10-16"]],
  "16.10.26 gagan cross.docx: 'Fortuner demand is not in her first complaint to the Women Cell ... gold list was prepared in 2024, after the FIR'.")
q("said", "dr garg ne paramjit di disability kinni dassi court ch",
  [["28%", "28 %", "28 percent"], ["lower limb", "right lower limb"]], [["C06", "2027-03-19"]],
  "MACP 145 PW2 doctor 19.3.2027.docx: '28% permanent disability of the right lower limb'.")
q("said", "jarnail singh ne gawahi ch sone bare ki kiha",
  [["no bill", "ghar da sona"], ["18 tole"]], [["C07", "2027-01-29"]],
  "jarnail PW2 cross 29-1.txt: 'he gave no bill for the 18 tole gold (\"ghar da sona si\")'.")
# judge_habit
q("judge_habit", "grewal sahib kis gall te zyada zor dinde ne",
  [["jamabandi", "fard"], ["costs"]], [["C01", "2026-08-11"], ["C01", "2027-02-16"], ["C03", "2026-12-15"]],
  "kot shamir 11 aug.txt: 'latest jamabandi kithe aa? ... fard fresh lao'; orders 16.02.2027 and 15.12.2026: costs.")
q("judge_habit", "bains j bail matter ch ki poochde ne",
  [["fsl"], ["custody certificate"]], [["C05", "2026-09-02"], ["C05", "2026-10-14"]],
  "lovi bail 2 sept.txt: 'State to file custody certificate ... Judge asked \"FSL?\"'.")
q("judge_habit", "dhillon MACT da ki tareeka aa, ki mangde ne",
  [["offer"], ["medical board", "disability"]], [["C06", "2026-10-09"], ["C06", "2026-11-27"]],
  "MACP order 09.10.2026: 'examined by the Medical Board'; 27-11-26: 'Dhillon sahib ne insurer nu poochhya offer?'.")
# pending_before
q("pending_before", "grewal cjsd kol mere kehre kehre case ne",
  [["kot shamir", "gurmeet"], ["jaswant", "co-operative", "tractor"]],
  [["upload", "CS 318-2025 order dt 16-02-2027.pdf"], ["upload", "CS 402-2025 order 15.12.2026.pdf"]],
  "Both orders are of Sh. Amandeep Singh Grewal, CJSD: CS 318/2025 Gurmeet Singh and CS 402/2025 Bank vs Jaswant Singh.")
q("pending_before", "parminder pal singh jmic kol kehda case aa",
  [["satnam", "sukhpal"], d("2027-06-23")], [["upload", "COMA 1893-2026 order 15.04.2027.pdf"]],
  "COMA 1893-2026 order 15.04.2027.pdf: 'Satnam Pesticides vs Sukhpal Singh ... Adjourned to 23.06.2027 for CE'.")
# amount
q("amount", "bansal arhtiya da claim kinne da aa",
  [["6,84,500", "684500", "6.84 lakh", "6.845 lakh"]], [["upload", "WhatsApp Image 2026-06-02 at 18.22.41.jpeg"]],
  "bahi photo: 'Balance baaki as on 31.03.2026 with interest ... Rs. 6,84,500'.")
q("amount", "jaswant ne OTS ch kinna jama karaya si te OTS kinne di si",
  [["2,00,000", "200000", "2 lakh"], ["4,10,000", "410000", "4.1 lakh", "4.10 lakh"]],
  [["upload", "IMG_20240311_152207.jpg"]], "receipt 007714: 'Rs. 2,00,000/- ... OTS amount settled: Rs. 4,10,000'.")
q("amount", "dukaan wale da rent kinna assess hoya",
  [["9,500", "9500"]], [["C08", "2026-07-25"]],
  "WhatsApp Chat with Navneet Jr.txt 25/07/2026: 'provisional rent assess kita 9500 per month'.", today="2026-09-25")
# pattern
q("pattern", "sukhpal wale cheque case ch tareekhan kaun lainda reha",
  [["exemption"], ["1000", "1,000"]], [["C04", "2026-11-04"], ["C04", "2027-02-10"]],
  "satnam CW1 4.11.txt: 'Accused exemption moved by Jindal'; WhatsApp (2) 10/02/2027: 'Sukhpal absent again, exemption 1000 costs'.")
q("pattern", "gagan 498A kyun latakya hoya",
  [["io", "manjit"], ["absent", "nahi aaya"], ["election duty"]],
  [["C07", "2026-12-04"], ["C07", "2027-01-29"], ["C07", "2027-05-14"]],
  "WhatsApp (2) 04/12/2026: 'PW2 Jarnail Singh absent'; order 29.01.2027: 'Remaining PWs not present'; (3) 14/05: 'IO ... fer absent, election duty'.")
# counsel_pattern
q("counsel_pattern", "vinod garg bank wala vakil kiven chalda",
  [["ots file"], ["2,000", "2000"]], [["C03", "2026-12-15"], ["C03", "2027-02-23"]],
  "order 15.12.2026: 'seeks adjournment ... OTS file ... not been produced ... costs of Rs. 2,000/-'; 23.2.27: 'OTS file phir nahi liaye'.")
q("counsel_pattern", "jagroop mann cross kiven karda aa",
  [["not prepared"], ["1,500", "1500"]], [["C01", "2027-02-16"], ["C01", "2027-04-06"]],
  "order 16.02.2027: 'seeks time to cross-examine PW1 as he is not prepared ... costs of Rs. 1,500/-'.")
# witness
q("witness", "paramjit case vich eyewitness kaun si",
  [["harbans"]], [["C06", "2027-05-21"]], "WhatsApp (3) 21/05/2027: 'PW3 Harbans Singh ho gaya, PE close'.")
q("witness", "bank da PW1 kaun aa jaswant case ch",
  [["rajiv kumar"], ["branch manager"]], [["C03", "2027-02-23"]],
  "jaswant bank PW1 23 feb.txt: 'PW1 Rajiv Kumar, Branch Manager Nehianwala - affidavit tendered'.")
q("witness", "kot shamir ch patwari ne gawahi ch ki dassya",
  [["jagsir"], ["thumb impression", "lambardar"]], [["C01", "2027-04-06"]],
  "gurmeet PW1 cross 6.4.txt: 'mutation 4412 entered on a report of the lambardar, no thumb impression of Gurmeet'.")
# open
q("open", "lovi bail wala case short ch dass do",
  [["46 gram", "46 g", "46gm"], ["intermediate"], d("2027-01-19")], [["upload", "FIR 211 PS Canal Colony.pdf"], ["C05", "2027-01-19"]],
  "FIR: 'heroin (chitta) weighing 46 grams'; order 19.01.2027: 'intermediate quantity ... The petition is allowed'.")
q("open", "dukaan wala case da status short ch",
  [["eviction"], ["two months", "2 months", "2 mahine"], ["interest", "short"]], [["C08", "2027-05-08"]],
  "RP 56-2025 order 08.05.2027.pdf: 'eviction petition is allowed. The tender ... did not include the interest ... within two months'.")
# bare
q("bare", "satnam", [d("2027-06-23"), ["cw2", "bank", "branch manager"]], [["C04", "2027-04-15"]],
  "COMA 1893-2026 order 15.04.2027.pdf: 'summon the Branch Manager ... Adjourned to 23.06.2027 for CE'.")
q("bare", "gagan 498a", [d("2027-06-24"), ["io", "manjit"]], [["C07", "2027-05-14"]],
  "WhatsApp (3) 14/05/2027: 'IO ASI Manjit Singh fer absent ... ND 24.06.2027'.")
# no_record
q("no_record", "dabwali wale partition suit di agli tareekh ki aa", NR, [],
  "No partition suit and no Dabwali matter in any upload.", no_record=True, absent=["dabwali", "partition"])
q("no_record", "lovi di bail cancellation wali application da ki bnya", NR, [],
  "C05 ended with bail granted; no cancellation application anywhere.", no_record=True, absent=["cancellation"])
q("no_record", "paramjit wala claim lok adalat ch settle hoya si?", NR, [],
  "C06 was never sent to a Lok Adalat; the insurer's offer was refused.", no_record=True, absent=["lok adalat"])
q("no_record", "dhaliwal vakil naal mera kehda case chal reha", NR, [], "No Dhaliwal in any upload.", no_record=True,
  absent=["dhaliwal"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Bathinda practice (bench/practices/bathinda; written from the uploads' "
                    "source_text by its writer, practice104; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
