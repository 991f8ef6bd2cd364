"""Write questions.json for the Thoothukudi practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the diary's 9/9 and the register's 25-08 when `short`)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}",
             f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}.", f"{dd:02d}-{mm:02d}"]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "record illa", "no note", "not in the notes"]]
TODAY = "2027-08-17"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"T-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "uppalam case la last time enna aachu?",
  [d("2027-07-21"), ["dw1", "anthonysamy"], ["ex.b2", "pandian salt"]], [["C01", "2027-07-21"]],
  "OS 214 DW1 chief 21.07.docx: '21.07.2027 ... DW1 S. Anthonysamy proof affidavit filed ... Ex.B2 (letter of Pandian Salt Traders)'.")
q("last_time", "antony boat kanakku case last hearing la enna nadandhuchu",
  [d("2027-06-22"), ["6 issues", "six issues"], d("2027-08-24")], [["C02", "2027-06-22"]],
  "IMG_20270622_121009.jpg: '22/6/27 ... total 6 issues now ... aduththa vaaidha 24/8 trial'.")
q("last_time", "ponraj bail madurai la enna aachu last date",
  [d("2026-09-22"), ["allowed", "granted"], ["10,000", "10000"]], [["C06", "2026-09-22"]],
  "CrlOP MD 14260 2026 order.pdf: '22.09.2026 ... released on bail ... bond for Rs. 10,000 ... Petition allowed'.",
  today="2026-09-23")
# next_date
q("next_date", "jeya divorce aduththa vaaidha eppo", [d("2027-08-19")], [["C08", "2027-07-08"]],
  "PXL_20270709_180012.jpg: '8/7 Family Court - Jeya v. Murugesan ... aduththa vaaidha 19/8'.")
q("next_date", "jeya case next date enna? diary la 14 jan nu irukku", [d("2027-01-07")], [["upload", "correction jeya ND.txt"]],
  "correction jeya ND.txt: 'next date 14/1/27 - WRONG ... correct aduththa vaaidha is 07.01.2027'.", today="2026-11-20")
q("next_date", "rajamani ammal RCA theerppu eppo varum", [d("2027-08-25")], [["C07", "2027-03-17"]],
  "IMG-20270317-WA0004.jpg: 'RCA 7/24 ராஜாமணி அம்மாள் | தீர்ப்பு தயாராகவில்லை | தீர்ப்புக்கு 25-08'.")
# count
q("count", "boat case la ithu varaikkum ethana hearing aachu", [["8", "eight"]],
  [["C02", x] for x in ["2026-08-25", "2026-09-29", "2026-10-27", "2026-12-08", "2027-02-16", "2027-03-16", "2027-04-20", "2027-06-22"]],
  "Hearings of O.S. 61/2026 on 25.08, 29.09, 27.10, 08.12.2026 and 16.02, 16.03, 20.04, 22.06.2027 (diary, order sheet, register, docx, Antony chat, txt).")
q("count", "ponraj bail ethana vaati list aachu madurai la", [["3", "three", "thrice"]],
  [["C06", "2026-09-08"], ["C06", "2026-09-15"], ["C06", "2026-09-22"]],
  "WhatsApp Chat with Revathi Junior.txt: 08/09 'notice aachu', 15/09 'time kettaar', 22/09 'Bail allowed'.")
q("count", "karthikeyan MACT la ethana saatchi examine aachu rendu side um serthu", [["3", "three"]],
  [["C05", "2026-12-04"], ["C05", "2027-03-12"], ["C05", "2027-07-09"]],
  "IMG_20261204: 'Karthikeyan PW1 examined'; 12.3.txt: 'PW2 Dr. Mohana Sundari ... examined'; PXL_20270709: 'RW1 insurer officer. Evidence closed'.")
# yes_no
q("yes_no", "velmurugan salt works lease amount court la deposit pannittaangala?",
  [["3,60,000", "360000", "3.6 lakh", "three lakh sixty thousand"], d("2026-10-20")],
  [["upload", "WhatsApp Image 2026-10-20 at 12.41.08.jpeg"], ["C01", "2026-10-28"]],
  "Challan: 'Amount: Rs. 3,60,000 ... Paid ... on 20.10.2026'; register 28-10: 'டெபாசிட் சலான் 3,60,000 தாக்கல்'.")
q("yes_no", "murugesan maintenance arrears kattinaana illaya", [["32,000", "32000"], ["memo"]], [["C08", "2027-07-08"]],
  "PXL_20270709_180012.jpg: 'Maintenance arrears Rs. 32,000 not paid - memo filed'.")
q("yes_no", "RCA la tenant arrears deposit pannaanaa", [["1,62,000", "162000", "1.62 lakh"], d("2026-11-25")],
  [["C07", "2026-11-25"]], "IMG_20261125_171122.jpg: '25/11 RCA 7/24 - tenant deposited 1,62,000 (challan filed)'.",
  today="2026-11-26")
# said
q("said", "pearl coast case la accused oda defence enna", [["security"], ["detention"]], [["C03", "2027-01-21"]],
  "IMG_20270121_174455.jpg: 'Defence: cheque given as security for container detention charges'.")
q("said", "poojari case la trustee rajendran cross la enna othukittaaru",
  [["scheme decree", "scheme"], ["hr&ce", "not approved"]], [["C04", "2027-04-09"]],
  "IMG_20270409_165812.jpg: 'admitted trust has no scheme decree and appointment of Rajesh Kumar not approved by HR&CE'.")
q("said", "boat case la commissioner report ku michael side objection enna sonnaanga",
  [["diesel"], ["cyclone"], ["2,10,000", "210000", "2.1 lakh"]], [["C02", "2027-04-20"]],
  "boat objections 20.4.txt: 'diesel and ice expenses not deducted, and 2023 cyclone repair Rs. 2,10,000 omitted'.")
# judge_habit
q("judge_habit", "addl sub judge jeyanthi madam WS delay ku enna pannuvaanga, accounts ku?",
  [["rs. 500", "500 to the plaintiff"], ["commissioner"]], [["C02", "2026-09-29"], ["C02", "2026-12-08"]],
  "OS 61 order 29.09.2026: 'costs of Rs. 500 to the plaintiff'; 08.12 docx: 'I.A. 988/2026 (to appoint auditor commissioner) - ALLOWED'.")
q("judge_habit", "DM prabhakaran sir adjournment kudupparaa? poojari case la eppadi", [["last chance"], ["closed"]],
  [["C04", "2027-01-08"], ["C04", "2027-07-16"]],
  "poojari 8.1.27.txt: 'DM sonnaar last chance'; order 16.07.2027: 'Already last chance given. Defendants' side evidence closed'.")
q("judge_habit", "CJM saravanan sir accused absent / cross ready illana enna pannuvaar", [["bw", "bailable warrant"], ["1000 costs", "costs"]],
  [["C03", "2026-08-20"], ["C03", "2026-12-17"]],
  "Revathi chat 20/08/26: 'CJM sir BW pottaar'; chat (2) 17/12/26: 'CJM 1000 costs pottaar'.")
# pending_before
q("pending_before", "ravichandran sir kitta namma matters enna pending", [["uppalam", "salt", "velmurugan"], ["rajamani", "rca"]],
  [["C01", "2027-07-21"], ["C07", "2027-03-17"]],
  "OS 214 DW1 chief 21.07.docx: 'O.S. 214/2025 uppalam'; register 17-03: 'முதன்மை சார்பு (வாடகை மேல்முறையீடு) | RCA 7/24 ராஜாமணி அம்மாள்'.")
q("pending_before", "CJM court la namma matter ethu", [["pearl coast"], d("2027-08-17")], [["C03", "2027-06-24"]],
  "pearl coast DW1 24 june.txt: 'Pearl Coast ... Arguments 17.08.2027'.")
# amount
q("amount", "boat case commissioner report la namma antony share evvalavu",
  [["11,42,600", "1142600", "11.42 lakh", "11.4 lakh"]], [["C02", "2027-03-16"]],
  "IMG-20270317-WA0004.jpg: 'கமிஷனர் அறிக்கை தாக்கல் - வாதி பங்கு ரூ.11,42,600'.")
q("amount", "pearl coast cheque amount evlo", [["6,48,500", "648500", "6.48 lakh", "6.485 lakh"]],
  [["upload", "KVB return memo Senthil Exim.pdf"]], "KVB return memo: 'Cheque No. 072915 dt 05.05.2026 for Rs. 6,48,500/-'.")
q("amount", "jeya ku interim maintenance evvalavu pottaanga", [["8,000", "8000"], ["5,000", "5000"], ["3,000", "3000"]],
  [["C08", "2027-01-07"]], "HMOP 156 order 07.01.2027.pdf: 'Rs. 8,000 per month (Rs. 5,000 to the petitioner and Rs. 3,000 to the minor child)'.")
# pattern
q("pattern", "karthikeyan MACT la insurance side thirumba thirumba enna point edukkaanga", [["helmet"], ["board", "disability"]],
  [["C05", "2026-10-16"], ["C05", "2026-12-04"], ["C05", "2027-03-12"]],
  "16.10 docx: 'no helmet - contributory negligence'; 4/12 diary: 'Nirmala cross - helmet?'; 12.3.txt: 'disability assessed without board'.")
q("pattern", "RCA la yaaru adjournment vaangittu irukkaanga, ean", [["sahul hameed", "tenant"], ["busy", "labour court"]],
  [["C07", "2026-08-26"], ["C07", "2027-01-27"]],
  "RCA 7 of 2024 26.8.txt: 'Sahul Hameed busy in Tirunelveli Labour Court, time asked'; 27.01 docx: 'reply arguments part ... court rose'.")
# counsel_pattern
q("counsel_pattern", "kasirajan eppadi poojari case la", [["absent"], ["last chance"]], [["C04", "2027-01-08"]],
  "poojari 8.1.27.txt: 'Kasirajan absent again, junior represented and asked adjournment ... last chance'.")
q("counsel_pattern", "muthupandi style enna pearl coast la", [["security"], ["ready illa", "not ready", "time"]],
  [["C03", "2026-10-15"], ["C03", "2026-12-17"]],
  "pearl coast 15.10.txt: 'cheque was given as security'; Revathi chat (2) 17/12/26: 'Muthupandi sir ready illa, cross ku time kettaar'.")
# witness
q("witness", "uppalam case PW2 yaaru", [["kannan"], ["kankani"]], [["C01", "2027-06-16"], ["C01", "2026-12-02"]],
  "OS214 order sheet 16.06.2027: 'PW2 Thiru. Kannan examined'; issues docx 02.12: 'bring kankani Kannan'.")
q("witness", "MACT doctor saatchi enna sonnaanga", [["mohana sundari"], ["38%", "38 %", "thirty eight"]],
  [["C05", "2027-03-12"]], "Karthikeyan doctor 12.3.txt: 'PW2 Dr. Mohana Sundari ... permanent disability 38%'.")
q("witness", "poojari case PW2 yaar, enna solli irukkaar", [["karuppasamy"], ["40 years", "forty years"]],
  [["C04", "2027-02-12"]], "Subbaiah PW cross 12.02.2027.docx: 'PW2 Karuppasamy ... saw Subbaiah's father do pooja for 40 years'.")
# open
q("open", "uppalam case short a sollu", [["31.03.2031", "2031"], ["3,60,000", "360000", "3.6 lakh"], d("2027-08-18")],
  [["upload", "lease deed Mullakkadu uppalam.pdf"], ["C01", "2026-09-23"], ["C01", "2027-07-21"]],
  "Lease deed: 'from 01.04.2021 to 31.03.2031'; I.A. order 23.09.2026: 'deposits the lease amount of Rs. 3,60,000'; DW1 docx: 'Our cross on 18.08.2027'.")
q("open", "rajamani RCA status enna", [["dismissed"], ["1,62,000", "162000", "1.62 lakh"], d("2027-08-25")],
  [["upload", "RCOP 18 2018 order Rent Controller.pdf"], ["C07", "2026-10-07"], ["C07", "2027-03-17"]],
  "RCOP order: 'Petition dismissed'; RCA order 07.10.2026: 'arrears of rent of Rs. 1,62,000'; register: 'தீர்ப்புக்கு 25-08'.")
# bare
q("bare", "pearl coast", [d("2027-08-17"), ["arguments"]], [["C03", "2027-06-24"]],
  "STC 1412 proceedings 24.06.2027.pdf: 'For arguments call on 17.08.2027'.")
q("bare", "poojari", [d("2027-08-17"), ["arguments"]], [["C04", "2027-07-16"]],
  "OS155 order sheet 16.07.2027.pdf: 'Call on 17.08.2027 for arguments'.")
# no_record
q("no_record", "thermal nagar LAOP compensation case next date enna", NR, [],
  "No land acquisition case in any upload.", no_record=True, absent=["laop", "land acquisition"])
q("no_record", "boat case lok adalat ku anuppinaangala", NR, [],
  "O.S. 61/2026 was never sent to a Lok Adalat.", no_record=True, absent=["lok adalat"])
q("no_record", "ponraj bail cancel panna police petition pottaangala", NR, [],
  "No cancellation petition in C06.", no_record=True, absent=["cancellation", "cancel"])
q("no_record", "adv ilangovan oda namma ethana case irukku", NR, [], "No Ilangovan in any upload.", no_record=True,
  absent=["ilangovan"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Thoothukudi practice (bench/practices/thoothukudi; written from the "
                    "uploads' source_text by its writer, practice103; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
