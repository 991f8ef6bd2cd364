"""Write questions.json for the Jalandhar practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the chamber's 28/11 when `short`)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd}/{mm}/{yyyy}", f"{dd:02d}/{mm:02d}/{yy:02d}", f"{dd:02d}.{mm:02d}.{yy:02d}", f"{dd:02d}-{mm:02d}-{yy:02d}", f"{dd}-{mm}-{yy}",
             f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}",
             f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "record nahi", "no note"]]

TODAY = "2026-12-04"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"JL-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


WEEK = ["upload", "week plan 7-12 dec.txt"]
KANG_WA = ["upload", "Kang chat.txt"]
BALDEV_WA = ["upload", "Baldev Bains Canada chat export.txt"]
AMAN_WA = ["upload", "Amandeep Kaur export 23-11/_chat.txt"]
FIR = ["upload", "FIR 187 PS City Nakodar.pdf"]
DISMISSAL = ["upload", "Dismissal order 1147-JRL.pdf"]

# last_time
q("last_time", "bibi ji wale dukaan de case ch last tareek te ki hoya?",
  [d("2026-11-28"), ["rw2", "manoj bhatia"], ["last opportunity", "last chance", "aakhri", "no further adj"]],
  [["C04", "2026-11-28"]],
  "rc 28.11 + call bibi ji.txt: 'RW2 Manoj Bhatia (CA) absent again ... LAST opportunity to respondent ... ND 9/1/2027'; munshi's page of 28.11 the same in Gurmukhi.")
q("last_time", "rajan constable wali writ - pichli peshi kiwen gayi?",
  [d("2026-11-10"), ["original"], ["preliminary inquiry", "dismissal file"]], [["C03", "2026-11-10"]],
  "CWP masih 10.11.txt: 'Produce the original dismissal file and the preliminary inquiry report ... ND 15.12.2026'.")
q("last_time", "baldev ji de bilga wale case ch last date te ki hoya si",
  [d("2026-08-08"), ["hardeep"], ["personal knowledge"]], [["C08", "2026-08-08"]],
  "8.8.26 bains PW1.docx: 'PW1 Hardeep Singh Bains (GPA holder) ... objected throughout: attorney cannot depose about facts in the personal knowledge of the principal'. Asked on 20.08.2026.",
  today="2026-08-20")

# next_date
q("next_date", "pawan contractor wale 138 di agli tareek?",
  [d("2026-12-16"), ["defence evidence", "dw1", "defence witness", "last opportunity"]], [["C07", "2026-11-04"]],
  "chamber WA group.txt (04/11/26): '6 Dec is a Sunday ... reader says 16.12.26 (Wed). I wrote wrong. ND 16/12/2026 for DE.' Simran's note New Text Document (2).txt has the wrong 06.12.2026.")
q("next_date", "randhwa di execution next kado aa",
  [d("2026-12-12"), ["sale", "proclamation", "nilami", "auction", "deposit"]], [["C05", "2026-11-07"]],
  "exe 112 balance 7.11.txt: 'deposit balance by next date or sale proclamation will be issued ... ND 12.12.2026'.")
q("next_date", "gill wali rsa (rasta case) agli date te kis layi lagi aa?",
  [d("2027-01-19"), ["final", "finally"], ["o41 r27", "order 41 rule 27", "o 41 r 27", "additional evidence"]],
  [["C02", "2026-11-26"]],
  "RSA 26 nov.txt: 'will hear the RSA finally with the O41 r27 app ... judge gave 19.01.2027'.")

# count
q("count", "ramesh sharma ne bhatia eviction ch kinni vaari time leya hun tak?",
  [["4", "four", "char", "4th"]],
  [["C04", "2026-01-16"], ["C04", "2026-04-17"], ["C04", "2026-05-29"], ["C04", "2026-11-28"]],
  "16.1 (issues), 17.4 (PW1 cross deferred), 29.5 (busy in HC, costs), 28.11 ('4th time in this case he has taken time').")
q("count", "chadha ne mohinder kaur wali appeal ch kinni adjournments layian",
  [["3", "three", "teen", "3rd"]], [["C02", "2025-12-10"], ["C02", "2026-02-04"], ["C02", "2026-07-21"]],
  "diary 10-11 dec.txt (busy in Ct 3), order 04.02.2026 (medical slip, 2nd adjournment, costs), notes 18-21 july.txt ('3rd adjournment by them').")
q("count", "bains suit ch kinne issues frame hoye?",
  [["5", "five", "panj", "੫"]], [["C08", "2026-05-09"]],
  "Munshi's page IMG20260509130322.jpg: 'ਇਸ਼ੂ ਬਣੇ (੫)' - five issues (Gurmukhi digit). Counted by eye.")

# yes_no
q("yes_no", "kang ne oh 3 lakh jama karaye si ke nahi?",
  [["yes", "haan", "deposited", "jama kar"], ["3,00,000", "3 lakh", "300000"], ["absolute", "allowed"]],
  [KANG_WA, ["C01", "2026-05-13"]],
  "Kang chat.txt 27/04/26: 'Deposit kar dita Nakodar court vich'; final order 13.05.2026: 'has deposited Rs. 3,00,000/- ... made absolute'.")
q("yes_no", "pawan ne 143A wala paisa de dita?",
  [["not paid", "unpaid", "nahi", "not yet", "still not"], ["57,000", "57000", "57k"]], [["C07", "2026-11-04"]],
  "New Text Document (2).txt: '143A - 57,000 still unpaid. notice served'; chamber WA group 04/11/26 the same.")

# said
q("said", "baldev ji ne jagtar de munde di zameen vechan wali offer baare ki keha si?",
  [["18 lakh"], ["mana", "refused", "declined", "not sell", "won't sell", "will not sell"], ["arshpreet", "his son", "for son", "munde"]],
  [BALDEV_WA],
  "Baldev Bains Canada chat export.txt 2026-02-07: '18 lakh killa de dende haan. Main saaf mana kar dita ... apne munde Arshpreet layi rakhni hai'.")
q("said", "sehgal j ne kang di bail ch paisa baare ki keha si",
  [["3,00,000", "3 lakh", "300000"], ["bona fide"], ["3 weeks", "three weeks"]], [["C01", "2026-04-08"]],
  "8 april chd.txt: 'petitioner to deposit Rs 3,00,000 with trial court ... within 3 weeks as bona fides'.")
q("said", "aman ne gurjeet di gaddi baare ki dasya si?",
  [["scorpio"], ["loss"]], [AMAN_WA],
  "Amandeep Kaur export 23-11/_chat.txt 19/10/26: 'ohne navi Scorpio layi hai September vich, te court vich kehnda loss hai'.")

# judge_habit
q("judge_habit", "grewal sahib kis type de cases mediation ch bhej dinde ne?",
  [["neighbour", "guaandi", "rasta", "nali"], ["mediation"]], [["C02", "2026-10-06"]],
  "Chd 6 Oct.txt: 'Grewal J (as he does in every neighbours' rasta/nali dispute) asked both sides to go to the HC Mediation & Conciliation Centre'.")
q("judge_habit", "family court wale judge sahib har tareek te ki puchde ne",
  [["settlement", "reconcil", "together", "gunjaish"]],
  [["C06", "2026-01-19"], ["C06", "2026-04-20"], ["C06", "2026-08-31"], ["C06", "2026-11-23"]],
  "31 aug + 1 sep.txt: 'Judge sahib asked again about settlement (3rd-4th time now, he does it every date)'; also 19.1, 20.4, 23.11.")

# pending_before
q("pending_before", "aman wale case di 14 tareek ton pehlan ki tyaari karni aa?",
  [["cross"], ["scorpio"], ["gst", "milk collection", "dairy"]], [WEEK, ["C06", "2026-11-23"]],
  "week plan 7-12 dec.txt: 'prepare cross of Gurjeet (Scorpio Sept 2026, dairy milk collection register, GST returns). Cross is on 14th.'")
q("pending_before", "kang nu deposit kado tak karauna?",
  [["3,00,000", "3 lakh", "300000"], ["29 april", "29.4", "29/4", "3 weeks", "three weeks"]], [["C01", "2026-04-08"]],
  "8 april chd.txt: 'deposit Rs 3,00,000 ... within 3 weeks ... deposit + receipt copy to me by 29 April'. Asked on 20.04.2026.",
  today="2026-04-20")

# amount
q("amount", "randhawa vallon hun kinna baaki reh gaya?",
  [["6,15,920", "615920", "6.15 lakh", "6.16 lakh"], ["3,00,000", "300000", "3 lakh"]], [["C05", "2026-11-07"]],
  "exe 112 balance 7.11.txt: 'less paid: 1,00,000 (24.4.26) + 2,00,000 (26.9.26) = 3,00,000 / BALANCE Rs 6,15,920'.")
q("amount", "aman nu maintenance kinni lagi si",
  [["15,000", "15000", "15 hazaar"], ["21,000", "21000"]], [["C06", "2026-04-20"]],
  "HMA 311 s24 order.pdf: 'Rs. 15,000/- per month ... and Rs. 21,000/- as litigation expenses'.")
q("amount", "bhatiya ne pehli tareek te kinna tender kita si",
  [["40,740", "40740"], ["36,000", "36000"]], [["C04", "2025-12-05"]],
  "rp57 5dec.txt: 'arrears 36,000 (4 months @9000) + int 3,240 + costs 1,500. Total 40,740 by DD'.")

# pattern
q("pattern", "is saal kehde kehde cases ch doosri dhir te costs lagiyan te kinniyan?",
  [["5,000", "5000"], ["1,000", "1000"], ["2,000", "2000"], ["gill", "rsa", "rasta", "mohinder"],
   ["bhatia", "rp 57", "sandhu", "rent petition", "eviction"], ["pawan", "sidhu", "138", "nact"]],
  [["C02", "2026-02-04"], ["C04", "2026-05-29"], ["C07", "2026-11-04"]],
  "RSA order 04.02.2026 Rs. 5,000; RP 57 order 29.05.2026 Rs. 1,000; NACT 2187 on 04.11.2026 Rs 2,000.")
q("pattern", "december ch kehdiyan kehdiyan tareekan ne saade matters diyan?",
  [d("2026-12-12"), d("2026-12-14"), d("2026-12-15"), d("2026-12-16"), d("2026-12-19")],
  [["C05", "2026-11-07"], ["C06", "2026-11-23"], ["C03", "2026-11-10"], ["C07", "2026-11-04"], ["C08", "2026-11-21"]],
  "Randhawa exe 12.12, Aman divorce 14.12, Masih CWP 15.12, Pawan 138 16.12 (corrected from 6.12), Bains suit 19.12.")

# counsel_pattern
q("counsel_pattern", "chadha di adjurnment lain di ki aadat aa",
  [["medical"], ["5,000", "5000"]], [["C02", "2026-02-04"], ["C02", "2026-11-26"]],
  "order 04.02.2026: 'counsel for the appellants is unwell. Medical slip produced ... costs Rs. 5,000'; RSA 26 nov.txt: 'medical slip or not'.")
q("counsel_pattern", "ramesh sharma kis bahane time lainda aa",
  [["high court", "in hc"], ["not prepared"]], [["C04", "2026-04-17"], ["C04", "2026-05-29"]],
  "17.04.2026 two courts.txt: 'not prepared, cross next date'; RC 29.5.txt: 'busy in HC'; order: 'busy before the Hon'ble High Court'.")

# witness
q("witness", "RW1 bhatia ne cross ch ki ki manneya",
  [["godown", "basti sheikh"], ["tuesday"], ["not paid rent", "rent since", "no rent", "rent not paid", "aug 2026", "august"]], [["C04", "2026-10-31"]],
  "RC 31 oct RW1.txt: 'godown in Basti Sheikh since 2021 ... shut on Tuesdays ... has not paid rent since Aug 2026'.")
q("witness", "harinder PW2 ne cross ch ki keha si",
  [["electronics"], ["no other shop", "other shop"]], [["C04", "2026-07-25"]],
  "RC 25.07.2026 cross.txt: 'he said he will open an electronics shop; has no other shop in Jalandhar'.")
q("witness", "aman de papa di gawahi ho gayi?",
  [["yes", "ho gayi", "examined"], d("2026-08-31"), ["14 feb", "adampur"]], [["C06", "2026-08-31"]],
  "31 aug + 1 sep.txt: 'PW2 Surinder Singh (father) examined - deposed about the 14 Feb 2025 incident, he picked her up from Adampur'.")

# open
q("open", "kang wali FIR ch allegation ki aa",
  [["14,50,000", "14.5 lakh", "1450000", "14.50 lakh"], ["canada", "work permit"], ["passport"]], [FIR],
  "FIR 187 PS City Nakodar.pdf: 'paid Rs. 14,50,000/- ... for Canada work permits. Passports of the four were kept by the accused'.")
q("open", "masih nu naukri ton kis adhaar te kadheya si",
  [["311"], ["ndps", "fir no. 92", "92"], ["won over", "witnesses"]], [DISMISSAL],
  "Dismissal order 1147-JRL.pdf: 'FIR No. 92 ... NDPS Act ... witnesses ... likely to be won over ... Article 311(2)(b)'.")

# bare (typed in court on the day of the listing)
q("bare", "nilami?",
  [["randhawa", "dhillon", "execution", "112"], ["6,15,920", "615920", "6.15 lakh", "6.16 lakh"]], [["C05", "2026-11-07"]],
  "Asked on 12.12.2026 (Randhawa execution listed): balance Rs 6,15,920; deposit or sale proclamation.", today="2026-12-12")
q("bare", "maintenance status?",
  [["15,000", "15000"], ["60,000", "60000"]], [["C06", "2026-11-23"], ["C06", "2026-04-20"]],
  "Asked on 14.12.2026 (Aman divorce listed): Rs 15,000 pm; arrears 60,000 paid by DD on 23.11.", today="2026-12-14")

# no_record
q("no_record", "kuljit randhawa wali partition suit di agli tareek dasso",
  NR, [], "No Kuljit and no partition suit in the practice.", no_record=True, absent=["kuljit", "partition"])
q("no_record", "masih di writ ch reinstatement da interim order mileya si?",
  NR, [], "No interim order in C03; no reinstatement anywhere.", no_record=True, absent=["reinstate"])
q("no_record", "adv bhullar saade kehde case ch opposite aa?",
  NR, [], "No counsel named Bhullar.", no_record=True, absent=["bhullar"])
q("no_record", "bains case ch local commission lageya si zameen di?",
  NR, [], "No local commission in C08 (only GPA, issues, PW1, VC).", no_record=True, absent=["local commission"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Jalandhar practice (bench/practices/jalandhar; written from the uploads' "
                    "source_text by its writer, practice29; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
