"""Write questions.json for the Kasaragod practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
TODAY = "2027-05-06"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"K-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "bhat partition case il last posting il entha nadannath?",
  [d("2027-03-25"), ["cross"], d("2027-05-06")], [["C02", "2027-03-25"]],
  "IMG_20270325_160417.jpg: '25.3.27 Sub Court - Bhat case PW1 (Narayana Bhat) cross ... Cross not over. Further cross ND 6.5.27.'")
q("last_time", "shafeeq MACT kazhinja thavana enthaayi",
  [d("2027-04-08"), ["1,000", "1000"], ["rw1"]], [["C05", "2027-04-08"]],
  "OPMV 412-2026 proceedings 08.04.2027.pdf: '08.04.2027 ... RW1 absent ... cost of Rs. 1,000/- to the petitioner'.")
q("last_time", "badusha manal case bail last date il entha aayi",
  [d("2026-08-21"), ["allowed", "granted"], ["50,000", "50000"]], [["C08", "2026-08-21"]],
  "BA 1456-2026 order 21.08.2026.pdf: 'bond for Rs. 50,000/- with two solvent sureties ... Petition allowed.'",
  today="2026-08-24")
# next_date
q("next_date", "rasheedkka cheque case adutha date eppo? 313 aano",
  [d("2027-05-06"), ["313"]], [["upload", "correction rasheed ND.txt"]],
  "correction rasheed ND.txt: 'innale njan 5.5.27 ennu ezhuthi - thettu ... Correct next date 06.05.2027 (Thursday) - 313 questioning.' The 1.4.27 note says 5.5.27 (wrong).")
q("next_date", "madikai kavu case next postng?",
  [d("2027-05-12"), ["pw1"]], [["C04", "2027-04-22"]],
  "IMG-20270423-WA0003.jpg: '22.04.2027 കാവ് കേസ് - PW1 സത്യവാങ്മൂലം ഫയൽ ചെയ്തു ... അടുത്ത തീയതി 12.05.2027'.")
q("next_date", "anitha endosulfan WP adutha posting eppozha",
  [d("2027-01-19")], [["C01", "2026-11-10"]],
  "WPC 21874-2026 order 10.11.2026.pdf: 'Post on 19.01.2027.'", today="2026-11-12")
# count
q("count", "haris ethra pravashyam absent aayi cheque casil?",
  [["3", "three", "moonu"], d("2026-05-14"), d("2027-01-07"), d("2027-02-25")],
  [["C03", "2026-05-14"], ["C03", "2027-01-07"], ["C03", "2027-02-25"]],
  "ST 1123-2025 proceedings copy.pdf 14.05.2026: 'Accused absent. No petition ... NBW'; chat 07/01/27: 'Haris absent ... exemption'; 25/02/27: 'Haris again absent'.")
q("count", "suresh POCSO il prosecution ethra saakshikale vistharichu",
  [["pw1 to pw7", "pw1-pw7", "7", "seven", "ezhu"], ["pw7"]], [["C06", "2026-06-16"], ["C06", "2027-03-09"]],
  "SC 56-2025 proceedings: 'PW1 ... PW2'; IMG_20270309_154833.jpg: 'PW7 CI (IO) examined ... Prosecution evidence closed (PW1 to PW7, Exts. P1-P14).'")
q("count", "shafeeq case il insurance company witness ethra thavana vannilla",
  [["2", "two", "randu", "twice"], d("2027-03-04"), d("2027-04-08")], [["C05", "2027-03-04"], ["C05", "2027-04-08"]],
  "chat 04/03/27: 'insurance RW1 vannilla ... last chance'; proceedings 08.04.2027: 'RW1 absent ... Last chance was already given on 04.03.2027'.")
# yes_no
q("yes_no", "endosulfan casil state nu cost ittirunno",
  [["5,000", "5000"], d("2026-11-10")], [["C01", "2026-11-10"]],
  "WPC 21874-2026 order 10.11.2026.pdf: 'on condition that the State pays costs of Rs. 5,000/- to the petitioner'.")
q("yes_no", "bhat brothers mediation settle aayo?",
  [["failed", "fail", "aagalilla"], d("2026-11-24")], [["C02", "2026-11-24"]],
  "Bhat mediation failed 24.11.docx: 'Mediation report: failed ... Narayana Bhat refused.'")
q("yes_no", "kannan purchase certificate appeal jayicho",
  [["allowed"], ["remand", "remanded"]], [["C07", "2026-10-21"]],
  "AA 17-2026 judgment 21.10.2026.pdf: 'The appeal is allowed ... remanded to the Land Tribunal for fresh enquiry'.",
  today="2026-10-25")
# said
q("said", "endosulfan casil GP august il entha paranjath",
  [["instructions"], ["endosulfan cell", "cell"]], [["C01", "2026-08-04"]],
  "WhatsApp Chat with Jayasree Menon HC.txt 04/08/26: 'GP Thomas Kurian sought time - instructions from Endosulfan Cell awaited.'")
q("said", "Dr ashwin rai MACT il enthu paranju disability",
  [["18%", "18 %", "18 percent", "18 per cent"]], [["C05", "2027-01-21"]],
  "IMG_20270121_171905.jpg: 'PW2 Dr. Ashwin Rai examined. Permanent disability 18% (right lower limb)'.")
q("said", "kavu casil karanavar kunhambu nair WS il entha vaadam",
  [["tharavad"], ["paramparya", "hereditary"]], [["C04", "2026-07-16"]],
  "20260716_181022.jpg: 'D1 Kunhambu Nair WS filed - tharavad-nu paramparya avakasham, committee-ku adhikaram illa'.")
# judge_habit
q("judge_habit", "hosdurg munsiff sadharana enthokke chodikkum, kavu caseil",
  [["bye-law", "bye law", "byelaw"], ["minutes book", "minutes"], ["settle"]],
  [["C04", "2026-07-16"], ["C04", "2026-09-03"]],
  "20260716_181022.jpg: 'Munsiff: bye-law um minutes book um kondu varanam'; Kavu case bye-law produced.docx: 'Munsiff: try to settle before the festival'.")
q("judge_habit", "JFCM-II madam accused varathe irunnal enthu cheyyum",
  [["nbw", "non-bailable warrant", "warrant"]], [["C03", "2026-05-14"], ["C03", "2027-02-25"]],
  "proceedings 14.05.2026: 'Accused absent. No petition ... Issue NBW'; chat 25/02/27: 'warning koduthu next time NBW'.")
q("judge_habit", "varma J endosulfan matteril engane aanu - state-nodu strict aano",
  [["medical board"], ["last chance"], ["5,000", "5000"]], [["C01", "2026-09-15"], ["C01", "2026-11-10"]],
  "order 15.09.2026: 're-verify ... through the District Medical Board within six weeks'; order 10.11.2026: 'As a last chance ... costs of Rs. 5,000/-'.")
# pending_before
q("pending_before", "sub court kasaragod il nammude entha pending",
  [["bhat", "partition"], d("2027-05-06")], [["C02", "2027-03-25"]],
  "IMG_20270325_160417.jpg: 'Sub Court - Bhat case ... Further cross ND 6.5.27.'")
q("pending_before", "FTSC il ente matter eth? adutha date",
  [["suresh"], d("2027-05-11"), ["313"]], [["C06", "2027-03-09"]],
  "IMG_20270309_154833.jpg: 'FTSC Suresh ... 313 questioning on 11.5.27.'")
# amount
q("amount", "kavu bhandaram thurannappol ethra paisa kitti",
  [["4,36,250", "436250", "4.36 lakh", "4.3625 lakh"]], [["upload", "IMG-20270207-WA0011.jpg"], ["C04", "2027-02-11"]],
  "IMG-20270207-WA0011.jpg: 'Currency counted: Rs. 4,36,250/-'.")
q("amount", "rasheed ikkade cheque ethra roopayude aayirunnu",
  [["6,50,000", "650000", "6.5 lakh", "6.50 lakh"]], [["upload", "Return memo Federal Bank Uppala.pdf"]],
  "Return memo: 'Cheque No. 004417 dated 21/07/2025 for Rs. 6,50,000/-'.")
q("amount", "anitha compensation ithuvare ethra kitti, balance ethra",
  [["3,00,000", "300000", "3 lakh"], ["2,00,000", "200000", "2 lakh"]], [["C01", "2027-03-23"]],
  "Jayasree chat 23/03/27: 'GP reported 3 lakh paid on 10/03, balance 2 lakh awaiting budget allotment'.")
# pattern
q("pattern", "bhat caseil aara eppozhum time chodikkunne",
  [["shivaram"], ["1,500", "1500"]], [["C02", "2026-06-09"], ["C02", "2027-02-16"]],
  "IMG_20260609_174512.jpg: 'Defts appeared thru Shivaram Bhat. WS time chodichu'; order 16.02.2027: 'Counsel for D1 and D2 seeks time ... cost of Rs. 1,500/-'.")
q("pattern", "suresh POCSO il prosecution saakshikal varathirunnathu engane okke",
  [["pw4"], ["pw6"], ["sabarimala", "ശബരിമല"]], [["C06", "2026-07-21"], ["C06", "2026-11-17"]],
  "IMG_20260721_163044.jpg: 'PW4 headmistress vannilla - summons again'; register: '17.11.2026 ... PW6 SI വന്നില്ല (ശബരിമല ഡ്യൂട്ടി)'.")
# counsel_pattern
q("counsel_pattern", "noushad ali cheque casil sthiram enthu lineaanu edukkunnath",
  [["exemption"], ["signature"]], [["C03", "2027-01-07"], ["C03", "2026-08-31"]],
  "chat 07/01/27: 'Noushad Ali exemption petition koduthu'; Rasheed PW1 cross 31.8.docx: 'the signature on cheque 004417 is not Haris's'.")
q("counsel_pattern", "prasanna shetty insurance vakeel - enthanu pullide style",
  [["licence", "license"], ["time"], ["1,000", "1000"]], [["C05", "2026-07-14"], ["C05", "2027-04-08"]],
  "Shafeeq MACT counter R3.docx: 'LMV licence only - not valid for heavy goods vehicle'; proceedings 08.04.2027: 'Counsel for R3 seeks time ... cost of Rs. 1,000/-'.")
# witness
q("witness", "suresh case PW3 neighbour entha paranjath",
  [["hostile"], ["janaki", "neighbour"]], [["C06", "2026-07-21"]],
  "IMG_20260721_163044.jpg: 'PW3 (neighbour Janaki) - HOSTILE! said she saw nothing.'")
q("witness", "rasheed case il bank manager saakshi entha paranju",
  [["specimen", "tallies"], ["p7"]], [["C03", "2026-11-19"]],
  "rasheed PW2 bank 19.11.txt: 'Ext P7 (account extract + specimen signature card). Signature on cheque tallies with specimen.'")
q("witness", "POCSO headmistress DOB enthaanu register il",
  [d("2010-03-12", short=False), ["admission register", "register"]], [["C06", "2026-08-18"]],
  "IMG_20260818_152210.jpg: 'PW4 HM ... admission register produced, DOB 12.03.2010 (Ext.P5).'")
# open
q("open", "kannan KLR appeal short aayi onnu parayamo",
  [["1970"], ["remand", "remanded"], d("2026-11-20")],
  [["upload", "Land Tribunal order SM 441-2019 Kannan.pdf"], ["C07", "2026-10-21"]],
  "Land Tribunal order: 'has not produced the 1970 village records ... Purchase certificate refused'; AA judgment: 'remanded ... appear before the Tribunal on 20.11.2026'.")
q("open", "shafeeq accident claim ippo enthaanu stage",
  [["18,00,000", "1800000", "18 lakh"], ["licence", "license"], d("2026-12-08")],
  [["C05", "2026-09-10"], ["C05", "2026-07-14"], ["C05", "2026-10-27"]],
  "Shafeeq PW1 chief 10.9.docx: 'Claim Rs. 18,00,000'; counter note: 'LMV licence only'; Document_2026-10-27.docx: 'ND 8.12.26'.",
  today="2026-10-30")
# bare (the lawyer's day 06.05.2027: C02, C03, C05 listed)
q("bare", "shafeeq", [d("2027-05-06"), ["rw1"]], [["C05", "2027-04-08"], ["upload", "MACT cause list 06.05.2027.pdf"]],
  "proceedings 08.04.2027: 'For evidence of R3. Posted to 06.05.2027'; cause list 06.05.2027: 'Mohammed Shafeeq ... (RW1)'.")
q("bare", "bhat", [d("2027-05-06"), ["cross"]], [["C02", "2027-03-25"]],
  "IMG_20270325_160417.jpg: 'Cross not over. Further cross ND 6.5.27.'")
# no_record
q("no_record", "narayana bhat nte family court case entha aayi", NR, [],
  "No family court matter in any upload (Narayana Bhat is only the plaintiff in the partition suit).", no_record=True,
  absent=["family court"])
q("no_record", "suresh nte bail cancel cheyyan prosecution koduttha petition entha aayi", NR, [],
  "No petition to cancel Suresh's bail in any upload.", no_record=True, absent=["cancel"])
q("no_record", "kannan RDO forest rights claim adutha date", NR, [],
  "Kannan's matter was a KLR purchase certificate appeal; no forest rights claim in any upload.", no_record=True,
  absent=["forest"])
q("no_record", "adv mathew zacharias opposite ulla ente case ethaa", NR, [], "No Zacharias in any upload.",
  no_record=True, absent=["zacharias"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Kasaragod practice (bench/practices/kasaragod; written from the uploads' "
                    "source_text by its writer, practice113; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
