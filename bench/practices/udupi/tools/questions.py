"""Write questions.json for the Udupi practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "no note", "not in the notes", "illa"]]
TODAY = "2027-09-27"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"U-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "jumadi sthana case last time enna aayitu",
  [["pambada"], ["cross over", "finished", "concluded"]], [["C01", "2027-08-02"]],
  "IMG_20270802_162011.jpg: 'PW1 cross over - Adiga finished in 40 min ... Summons to PW2 Babu Pambada'.")
q("last_time", "malpe boat case last hearing what happend",
  [d("2027-08-23"), ["objection"]], [["C02", "2027-08-23"]],
  "Order sheet OS 88-2026 23.08.2027.pdf: '23.08.2027 ... Defendant files objections to the Commissioner's report'.")
q("last_time", "kharvi bank case last date yenu aaytu",
  [["absent"], ["last chance"]], [["C04", "2027-07-20"]],
  "Kundapura 8 & 20 July page.jpg: '20/7 OS 156 bank - DW1 Kharvi absent ... CJ: \"last chance\"'.", today="2027-07-26")
# next_date
q("next_date", "mendon judgement yavaga", [d("2027-09-29")], [["C06", "2027-08-18"]],
  "MVC 612 order sheet 18.08.2027.pdf: 'For judgment, call on 29.09.2027.'")
q("next_date", "lobo writ next date bengaluru?", [d("2027-10-06")], [["C08", "2027-09-08"]],
  "WhatsApp Chat with Flavia Lobo (2).txt: 'Next date 06.10.2027'.")
q("next_date", "kharvi DW1 balance cross register ali 21.10 ide, sari na?", [d("2027-10-12")],
  [["upload", "Correction Kharvi date.txt"], ["C04", "2027-09-14"]],
  "Correction Kharvi date.txt: 'Venkatesha anna wrote 21.10 in the register by mistake ... it is 12.10.2027'.")
# count
q("count", "cashew factory case ettu workers claim? total", [["12", "twelve", "twelve claims", "12 workers"], ["14,62,800", "1462800", "14.63 lakh", "14.62 lakh"]],
  [["upload", "gratuity application Kamala Devadiga form N.pdf"]],
  "Form N: 'and 11 similar applications ... Total of twelve claims: Rs. 14,62,800'.")
q("count", "kambala ABA ge ettu sari hogidde before it was allowed",
  [["4", "four"]], [["C07", "2027-02-15"], ["C07", "2027-02-22"], ["C07", "2027-03-03"], ["C07", "2027-03-08"]],
  "Kambala ABA 15.2.docx, PDJ cause list 22.02.2027.pdf, Kambala 3 and 8 march.txt: 15.2, 22.2, 3.3 and 8.3.27 (allowed).")
q("count", "haneef case how many hearings so far", [["8", "eight"]],
  [["C05", "2026-09-24"], ["C05", "2026-11-05"], ["C05", "2026-12-17"], ["C05", "2027-02-04"], ["C05", "2027-03-18"],
   ["C05", "2027-05-13"], ["C05", "2027-07-08"], ["C05", "2027-08-26"]],
  "The notes of 24.09.26, 05.11.26, 17.12.26, 04.02.27, 18.03.27, 13.05.27, 08.07.27 and the chat of 26.08.27.")
# yes_no
q("yes_no", "nema was held last dec or not? jumadi", [["yes", "held"], d("2026-12-22")], [["C01", "2027-03-01"]],
  "Jumadi PW1 note 1 march.docx: 'Nema held on 22.12.2026 jointly - peaceful'.")
q("yes_no", "did kamath deposit the gratuity amount", [["no deposit", "not deposited", "no"], ["recovery certificate"]],
  [["C03", "2027-08-12"]], "cashew compliance 12 aug.txt: 'No deposit by Kamath. Filed application u/s 8 for recovery certificate'.")
q("yes_no", "insurance offer kottidra mendon ge?", [["4,50,000", "450000", "4.5 lakh", "4.50 lakh"], ["declined", "no"]],
  [["C06", "2027-07-07"]], "Mendon args 7 july.docx: 'Bhat offered Rs. 4,50,000. Prakash declined'.")
# said
q("said", "what did MW1 admit in cashew case cross", [["240 days"], ["2014-2025", "2014 to 2025"]],
  [["C03", "2027-02-18"]], "IMG_20270218_140509.jpg: 'admitted each of the 12 workers shown present more than 240 days in every year 2014-2025'.")
q("said", "doctor enna helidru disability bagge - prakash", [["28%", "28 %", "28 per"], ["left lower limb", "left leg"]],
  [["C06", "2027-03-10"]], "Dr Sandeep Rao evidence 10.3.txt: 'Assessed 28% permanent disability of the left lower limb'.")
q("said", "haneef cross la defence enna suggestion", [["security"], ["chit"], ["blank"]], [["C05", "2027-03-18"]],
  "Haneef PW1 cross 18.3.docx: 'the cheque was a blank signed cheque given in 2024 as security for a chit'.")
# judge_habit
q("judge_habit", "Mendon MACT judge insurer hatra yenu keltare usually", [["offer"]],
  [["C06", "2026-12-09"], ["C06", "2027-07-07"]],
  "IMG_20261209_121817.jpg: 'Judge asked Ravindra Bhat: any offer?'; Mendon args 7 july.docx: 'Judge again asked insurer for offer'.")
q("judge_habit", "gowda J CRZ writ ali what does he want from KCZMA", [["inspection report", "inspect"]],
  [["C08", "2027-02-24"], ["C08", "2027-07-21"]],
  "Lobo writ 24 feb.docx: 'Let the authority inspect and file a report ... site inspection report'; order 21.07.2027: 'files the site inspection report'.")
q("judge_habit", "kundapura CJ DW1 absent aadre yenu maadtare", [["last chance"]],
  [["C04", "2027-07-20"], ["C04", "2026-09-22"]],
  "Kundapura 8 & 20 July page.jpg: 'CJ: \"last chance\"'; IMG-20260922-WA0011.jpg: 'CJ gave one more chance'.")
# pending_before
q("pending_before", "PDJ udupi munde enu pending ide namdu", [["nothing", "none", "no matter", "disposed", "allowed"]],
  [["C07", "2027-03-08"]], "Kambala 3 and 8 march.txt: '8.3.27 - ABA ALLOWED ... Matter over.' (the only matter before the PDJ)")
q("pending_before", "II addl SCJ udupi ali yav case ide", [["boat", "88/2026", "kunder", "mahalakshmi"], d("2027-10-04")],
  [["C02", "2027-08-23"]], "Order sheet OS 88-2026 23.08.2027.pdf: 'O.S. No. 88/2026 ... call on 04.10.2027. II Addl. Senior Civil Judge, Udupi'.")
# amount
q("amount", "dinesh counter claim yeshtu diesel", [["6,40,000", "640000", "6.4 lakh", "6 lakh 40"]],
  [["C02", "2026-12-07"]], "WhatsApp Chat with Suresh Kunder Malpe.txt: 'Dinesh counter claim Rs. 6,40,000 diesel'.")
q("amount", "commissioner report prakara suresh share eshtu", [["9,18,500", "918500", "9.18 lakh", "9.185 lakh"]],
  [["C02", "2027-06-21"]], "WhatsApp Chat with Ashwitha Jr.txt: 'Plaintiff share due Rs.9,18,500 as per report'.")
q("amount", "kambala bail bond amount what", [["1,00,000", "100000", "1 lakh", "one lakh"]], [["C07", "2027-03-08"]],
  "Kambala 3 and 8 march.txt: 'bond Rs. 1,00,000 with 2 sureties'.")
# pattern
q("pattern", "who keeps asking time in the daiva sthana suit", [["adiga"]],
  [["C01", "2026-10-05"], ["C01", "2027-03-01"]],
  "IMG_20261005_173344.jpg: 'Adiga asked time for WS'; Jumadi PW1 note 1 march.docx: 'Adiga vakilaru ... asked time'.")
q("pattern", "kharvi case adjournments yaaru kelidru mostly", [["sharath", "defendant", "kharvi"]],
  [["C04", "2026-11-03"], ["C04", "2027-07-20"]],
  "Register 03-11: 'ವಕೀಲರು ಶರತ್ ಶೆಟ್ಟಿ. ಲಿಖಿತ ಹೇಳಿಕೆಗೆ'; 20 July page: 'Sharath asked time'.")
# counsel_pattern
q("counsel_pattern", "ravindra bhat what line does he take usually", [["licence", "license"], ["contributory"]],
  [["C06", "2026-10-28"]], "MVC 612-2026 order sheet 28.10.2026.pdf: 'valid driving licence ... contributory negligence'.")
q("counsel_pattern", "udaya kumar shetty yav defence haaktare", [["security"], ["chit"]],
  [["C05", "2027-03-18"], ["C05", "2027-08-26"]],
  "Haneef PW1 cross 18.3.docx: 'security for a chit'; chat 26/08/27: 'security cheque, no debt'.")
# witness
q("witness", "jumadi case next saakshi yaaru", [["babu pambada", "pambada"]], [["C01", "2027-08-02"]],
  "IMG_20270802_162011.jpg: 'Summons to PW2 Babu Pambada (the patri / darshana of the daiva)'.")
q("witness", "bank gold case PW2 yaaru, appraiser name", [["ganesh acharya"]], [["C04", "2027-06-08"]],
  "OS 156-2026 order sheet 08.06.2027.pdf: 'PW2 Ganesh Acharya examined in chief'.")
q("witness", "mendon case doctor yaaru evidence kottavru", [["sandeep rao"]], [["C06", "2027-03-10"]],
  "Dr Sandeep Rao evidence 10.3.txt: 'PW2 Dr. Sandeep Rao (orthopaedics, KMC Manipal) examined'.", today="2027-04-01")
# open
q("open", "lobo CRZ writ full status heli", [["78 m", "78 metres", "78 meters"], ["no coercive", "stay"], d("2027-10-06")],
  [["C08", "2026-11-18"], ["C08", "2027-07-21"], ["C08", "2027-09-08"]],
  "Order 18.11.2026: 'no coercive action'; order 21.07.2027: '78 metres from the HTL'; chat 08/09/27: 'Next date 06.10.2027'.")
q("open", "cashew gratuity matter where it stands", [["14,62,800", "1462800", "14.63 lakh"], ["10%", "10 %"], d("2027-08-12")],
  [["C03", "2027-06-10"]], "PGA 14-2026 order 10.06.2027.pdf: 'Rs. 14,62,800 ... 10% p.a. ... Compliance: 12.08.2027'.",
  today="2027-06-18")
# bare
q("bare", "haneef", [["written arg", "our arguments", "our written"]], [["C05", "2027-08-26"]],
  "WhatsApp Chat with Ashwitha Jr (2).txt: 'Madam told us to file written arguments ... Next date 27.09.2027 for our arguments'.")
q("bare", "pambada", [["pw2", "summons"]], [["C01", "2027-08-02"]],
  "IMG_20270802_162011.jpg: 'Summons to PW2 Babu Pambada ... mundina dinanka 27-9-27'.")
# no_record
q("no_record", "kota kambala samithi da partition suit next date", NR, [],
  "No partition suit anywhere; the Kambala matter is an anticipatory bail.", no_record=True, absent=["partition"])
q("no_record", "mendon MACT lok adalat ge refer aaytu alva?", NR, [],
  "C06 was never referred to a Lok Adalat.", no_record=True, absent=["lok adalat"])
q("no_record", "lobo writ ali HC interim stay vacate maadida order yavaga", NR, [],
  "The interim order in C08 was never vacated; no upload says so.", no_record=True, absent=["vacate"])
q("no_record", "pereira vakilaru namma yav case ali opposite", NR, [], "No Pereira in any upload.", no_record=True,
  absent=["pereira"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Udupi practice (bench/practices/udupi; written from the uploads' "
                    "source_text by its writer, practice108; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
