"""Write questions.json for the Mysuru practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "not in the notes", "no note", "yaava record illa",
       "record illa", "ಯಾವುದೇ ದಾಖಲೆ ಇಲ್ಲ"]]
TODAY = "2027-07-22"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"M-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "kadakola LAC alli last time enaaytu?",
  [d("2027-06-17"), ["written arguments", "written argument", "ಲಿಖಿತ ವಾದ"], ["judgment", "judgement", "ತೀರ್ಪಿಗಾಗಿ"]],
  [["C02", "2027-06-17"]],
  "IMG_20270617_154402.jpg (gumasta): 'ದಿನಾಂಕ 17.06.2027 ... ಲಿಖಿತ ವಾದ ಎರಡೂ ಕಡೆ ಸಲ್ಲಿಕೆ ತೀರ್ಪಿಗಾಗಿ ಮುಂದಿನ ದಿನಾಂಕ 22.07.2027'.")
q("last_time", "iqbal bhai cheque case last hearing alli enu aaytu",
  [d("2027-07-06"), ["3,00,000", "3 lakh", "300000", "three lakh"], ["instalment", "installment"]],
  [["C04", "2027-07-06"]],
  "noor silk 6 july.txt: 'Ataulla's offer: Rs. 3,00,000 in six monthly instalments. Iqbal said no ... Told the court not acceptable'.")
q("last_time", "sharadamma muda writ last date alli enaaytu",
  [d("2026-11-16"), ["5,000", "5000", "five thousand"], ["last chance", "last opportunity"], d("2027-01-11")],
  [["C01", "2026-11-16"]],
  "WP 18734-2026 order 16.11.2026.pdf (dated 19.11.2026): 'As a last chance, time is granted subject to payment of costs "
  "of Rs. 5,000/- ... List on 11.01.2027'.", today="2026-11-20")
# next_date
q("next_date", "nagarathna MC next date yavaga? client ge heLbeku",
  [d("2027-07-14")], [["upload", "correction nagarathna ND.txt"]],
  "correction nagarathna ND.txt: 'Yesterday's note says ND 21.7.27 - wrong ... ND 14.07.2027 (Wednesday)'. The 16.6 diary page says 21.7.27 (wrong).",
  today="2027-06-18")
q("next_date", "kempamma KAT appeal mundina date? orders yavaga",
  [d("2027-08-11"), ["orders", "pronouncement", "reserved"]], [["C06", "2027-06-09"]],
  "Kempamma KAT 09.06.2027.docx: 'Arguments concluded. Reserved for orders. Listed 11.08.2027 for pronouncement.'")
q("next_date", "muda case next yaavaga, bengaluru hogbeka? enu ready maadbeku",
  [d("2027-08-09"), ["allotment register", "register"]], [["C01", "2027-06-21"]],
  "WP 18734-2026 order 21.06.2027.pdf: 'produce the original allotment register of the year 2021 ... List on 09.08.2027'.")
# count
q("count", "MUDA vakeel eshtu sala time kelidru objections ge?",
  [["2", "two", "twice"], ["objections"]], [["C01", "2026-09-28"], ["C01", "2026-11-16"]],
  "Girish chat 28/09/26: 'Dayanand 3 weeks time kelidru statement of objections ge'; order 16.11.2026: 'seeks further time to file "
  "statement of objections ... As a last chance'. Two requests (objections filed on 11.01.2027).")
q("count", "raghavendra eshtu sala absent aagidaane 138 case alli",
  [["2", "two", "twice"], ["exemption"]], [["C04", "2026-09-22"], ["C04", "2026-12-08"]],
  "Pavithra chat 22/09/26: 'Accused absent, Ataulla sir exemption haakidru'; Iqbal chat 08/12/26: 'Aaj Raghavendra nahi aaya ... "
  "exemption diya but Rs. 500 cost'. Present on every other date (plea, 313, DW1).")
q("count", "shop case alli chethan eshtu sala time kelidaane ivaga varegu",
  [["4", "four"]], [["C05", "2026-08-10"], ["C05", "2026-09-07"], ["C05", "2026-12-03"], ["C05", "2027-04-08"]],
  "10.08.2026 register: 'ಸಮಯ ಕೇಳಿದರು' (WS); 07.09.2026 order: 'ಮತ್ತೆ ಸಮಯ ಕೋರಿದ್ದಾರೆ'; 03.12.26 page: 'Chethan: \"not ready, "
  "cross next date\"'; 08.04.2027 docx: 'Chethan sought time to examine DW2'. On 10.06.2027 DW2 absent, no time asked - DE closed.")
# yes_no
q("yes_no", "prashanth maintenance arrears kattidaana?",
  [["50,000", "50000", "50 thousand", "fifty thousand"], ["85,000", "85000"]], [["C03", "2027-07-14"]],
  "nagarathna 14 july.txt: 'Prashanth paid Rs. 50,000 by DD in court (balance arrears Rs. 85,000 still due).' - partly.")
q("yes_no", "suhas ge AB sikkitha?",
  [["allowed", "granted"], ["1,00,000", "100000", "1 lakh", "one lakh"], ["two sureties", "2 sureties"]],
  [["C07", "2026-09-04"]],
  "Crl Misc 1442-2026 order 04.09.2026.pdf: 'The petition u/s 482 BNSS is allowed ... personal bond for Rs. 1,00,000 with two sureties'.")
q("yes_no", "mahadeva prasad arrears deposit maadida illva?",
  [["90,000", "90000"], d("2026-12-30")], [["C05", "2027-01-21"]],
  "shop case 21.1.txt: 'Deposit of Rs. 90,000 - defendant deposited on 30.12.26 (late).'")
# said
q("said", "RW1 tahsildar cross alli enu oppkondru kadakola case",
  [["ex.p-6", "ex p-6", "ex. p-6", "exp-6"], ["not considered"], ["nh 766", "mysuru-nanjangud road", "highway"]],
  [["C02", "2027-02-11"]],
  "RW1 cross Ramesh Naik 11.02.2027.docx: 'admits Ex.P-6 ... was not considered; admits the land abuts the Mysuru-Nanjangud road (NH 766)'.")
q("said", "chethan WS alli defence enu haakidaane shop case",
  [["oral renewal", "orally renewed", "renewed"], d("2026-10-31"), ["dasara"]], [["C05", "2026-09-29"]],
  "Document (3).docx: 'lease was orally renewed by Srikantaiah in July 2025 \"till 31.10.2026, after Dasara\"'.",
  today="2026-10-01")
q("said", "DW1 raghavendra cross alli enu heLida",
  [["security"], ["2,10,000", "210000", "2.1 lakh"], ["signature"]], [["C04", "2027-06-08"]],
  "DW1 cross Raghavendra 8.6.27.docx: 'signed blank cheque in 2023 as security ... paid Rs. 2,10,000 in cash ... admits signature on the cheque'.")
# judge_habit
q("judge_habit", "kulkarni saheb costs illade adjournment kodtara?",
  [["costs", "ಖರ್ಚು", "ದಂಡ"], ["500"], ["last chance", "ಕೊನೆಯ ಅವಕಾಶ"]],
  [["C05", "2026-09-07"], ["C02", "2027-01-07"], ["C05", "2027-06-10"]],
  "OS 612 order 07.09.2026: 'ರೂ. 500/- ಖರ್ಚು (costs) ... ಕೊನೆಯ ಅವಕಾಶ'; LAC register 07.01.2027: 'ರೂ. 500 ದಂಡ (costs)'; "
  "order 10.06.2027: 'Last chance was given on 08.04.2027. Defendant's evidence taken as closed.'")
q("judge_habit", "family court madam custody matter alli usually en maadtaare",
  [["chambers", "chamber"], ["in person", "present in person"]], [["C03", "2027-03-10"], ["C03", "2026-08-12"]],
  "20270310_152201.jpg: 'Hemalatha madam called Chinmayi to chambers (20 min, no lawyers) - as she does in custody matters'; "
  "12.08.2026 docx: 'Madam insisted both parties be present in person'.")
q("judge_habit", "ramachandraiah J muda matters alli hege, what does he ask",
  [["affidavit"], ["register"], ["costs", "5,000"]], [["C01", "2027-01-11"], ["C01", "2027-06-21"], ["C01", "2026-11-16"]],
  "11.01.2027 docx: 'MUDA Commissioner to file an affidavit'; 21.6.27: 'original allotment register of 2021 to be produced'; "
  "order 16.11.2026: 'costs of Rs. 5,000/-'.")
# pending_before
q("pending_before", "kulkarni saheb mundhe namdu yaava matters pending ide",
  [["puttaswamy", "kadakola", "l.a.c. 214", "lac 214"], ["srikantaiah", "612", "sayyaji rao"]],
  [["upload", "Prl SCJ cause list 22.07.2027.pdf"]],
  "Prl SCJ cause list 22.07.2027.pdf: '1. L.A.C. 214/2024 Puttaswamy Gowda v. SLAO, KIADB K.M.U.' and '3. O.S. 612/2025 B.R. Srikantaiah v. Mahadeva Prasad K.M.U.'.")
q("pending_before", "bengaluru alli enu pending ide namdu? HC + KAT",
  [["sharadamma", "muda"], ["kempamma"], d("2027-08-09"), d("2027-08-11")],
  [["C01", "2027-06-21"], ["C06", "2027-06-09"]],
  "20270621_170944.jpg: 'MUDA (Sharadamma) ... ND 9.8.27'; KAT 09.06.2027: 'Kempamma ... Listed 11.08.2027 for pronouncement'.")
# amount
q("amount", "nagarathna ge s24 maintenance eshtu order aagittu",
  [["15,000", "15000", "fifteen thousand"], ["20,000", "20000", "twenty thousand"]], [["C03", "2026-10-07"]],
  "MC 318-2025 order on IA 07.10.2026.pdf: 'interim maintenance of Rs. 15,000 per month ... litigation expenses of Rs. 20,000'.")
q("amount", "kadakola award rate eshtu ittu, navu eshtu claim maadtidivi per acre",
  [["18,00,000", "18 lakh", "1800000"], ["60 lakh", "60,00,000", "6000000"]],
  [["upload", "KIADB award Kadakola Sy 211.pdf"], ["C02", "2027-03-18"]],
  "KIADB award: 'Market value fixed at Rs. 18,00,000 per acre'; kadakola args 18.3.txt: 'claim Rs. 60 lakh per acre'.")
q("amount", "shop case plaint alli mesne profits eshtu kelidivi",
  [["45,000", "45000", "forty five thousand"]], [["upload", "OS plaint Srikantaiah vs Mahadeva Prasad.pdf"]],
  "Plaint: '(c) mesne profits at Rs. 45,000 per month from 01.10.2025'.")
# pattern
q("pattern", "raghavendra yavaglu absent alva? enu kaarana kodthaane",
  [["exemption"], ["medical", "back pain", "lumbar"]],
  [["C04", "2026-09-22"], ["C04", "2026-12-08"], ["upload", "IMG-20261207-WA0004.jpg"]],
  "Pavithra 22/09/26: 'Accused absent ... exemption'; Iqbal 08/12/26: 'medical certificate diya - back pain'; Vikram Hospital: "
  "'acute lumbar disc prolapse'.")
q("pattern", "prashanth maintenance yavaglu kattalla alva, eshtu baaki",
  [["not paid", "not paying"], ["1,35,000", "135000", "1.35 lakh"]], [["C03", "2026-11-18"], ["C03", "2027-06-16"]],
  "nagarathna 18 nov.txt: 'Prashanth has NOT paid the maintenance'; 16.6.27: 'not paying maintenance since Oct 26. Arrears now Rs. 1,35,000'.")
# counsel_pattern
q("counsel_pattern", "vinay kashyap family court alli hege - time tagothaana?",
  [["time", "ಸಮಯ"], ["will pay"]], [["C03", "2026-09-09"], ["C03", "2026-12-16"], ["C03", "2026-11-18"]],
  "09.09.2026 register: 'ಎದುರು ವಕೀಲರು (ವಿನಯ್ ಕಶ್ಯಪ್) ವಾದಕ್ಕೆ ಸಮಯ ಕೇಳಿದರು'; 16.12.26: 'cross next date, he wants time'; "
  "18.11.26: 'he said \"will pay\"'.")
q("counsel_pattern", "ataulla sir 138 case alli en strategy maadtaare",
  [["exemption"], ["blank cheque", "security"], ["3,00,000", "3 lakh", "300000"]],
  [["C04", "2026-09-22"], ["C04", "2026-11-03"], ["C04", "2027-07-06"]],
  "Pavithra 22/09/26: 'Ataulla sir exemption haakidru'; 03/11/26: 'asking about yarn account and \"blank cheque\"'; 6.7.27: "
  "'Ataulla's offer: Rs. 3,00,000 in six monthly instalments'.")
# witness
q("witness", "kadakola LAC alli PW2 yaaru, avnu enu maarida",
  [["shankaregowda"], ["42 lakh"]], [["C02", "2026-10-08"]],
  "IMG_20261008_165530.jpg: 'PW2 Shankaregowda (sold 10 guntas to Ranganath in 2012 @ Rs. 42 lakh per acre)'.")
q("witness", "cheque case bank witness yaaru bandidru",
  [["anand rao", "ಆನಂದ ರಾವ್"], ["canara", "ಕೆನರಾ"]], [["C04", "2027-03-23"]],
  "CC 5521-2025 order sheet 23.03.2027: 'ಸಿ.ಡಬ್ಲ್ಯೂ.2 ಶ್ರೀ ಆನಂದ ರಾವ್, ಶಾಖಾ ವ್ಯವಸ್ಥಾಪಕರು, ಕೆನರಾ ಬ್ಯಾಂಕ್'.")
q("witness", "nagarathna case alli next witness yaaru namdu, yavaga",
  [["jayamma"], d("2027-03-10")], [["C03", "2027-02-03"]],
  "Nagarathna PW1 cross 3.2.27.docx: 'Cross over. ND 10.03.2027 - PW2 (Jayamma).'", today="2027-02-04")
# open
q("open", "kempamma bannur land case full summary kodi",
  [["1979"], ["reserved"], d("2027-08-11")], [["upload", "RTC pahani Bannur 143-2.jpg"], ["C06", "2027-06-09"]],
  "RTC: 'Land Tribunal order LRF/TNP/118/1979 - occupancy rights to Chikkanna'; KAT 09.06.2027: 'Reserved for orders. "
  "Listed 11.08.2027'.")
q("open", "srikantaiah shop case ellige bandide ivaga? short agi heLi",
  [["arguments"], ["closed"], d("2027-07-22")], [["C05", "2027-06-10"], ["C05", "2026-09-29"]],
  "OS 612-2025 order sheet 10.06.2027: 'DW2 absent ... Defendant's evidence taken as closed ... Call on 22.07.2027 for arguments'.")
# bare (typed in court on 22.07.2027)
q("bare", "silk", [["arguments"], ["ataulla"]], [["C04", "2027-07-06"]],
  "noor silk 6 july.txt: 'Ataulla to reply. ND 22.07.27 - arguments (their side).'")
q("bare", "kadakola", [["judgment", "judgement", "ತೀರ್ಪಿಗಾಗಿ"]],
  [["upload", "Prl SCJ cause list 22.07.2027.pdf"], ["C02", "2027-06-17"]],
  "Cause list 22.07.2027: 'FOR JUDGMENT 1. L.A.C. 214/2024 Puttaswamy Gowda'.")
# no_record
q("no_record", "mandakalli airport land reference next date enu", NR, [],
  "No Mandakalli matter anywhere; the only reference is the Kadakola KIADB one.", no_record=True, absent=["mandakalli"])
q("no_record", "nagarathna case lok adalat ge refer aagittalla, enaaytu?", NR, [],
  "C03 was sent to the counsellor, never to a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat"])
q("no_record", "raghavendra mele warrant issue aagittu alva cheque case alli, execute aayta?", NR, [],
  "C04: exemptions only; no warrant was ever issued.", no_record=True, absent=["warrant"])
q("no_record", "shreenivas bhat vakeelara jothe namma yaava case ide", NR, [], "No Bhat in any upload.",
  no_record=True, absent=["bhat"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Mysuru practice (bench/practices/mysuru; written from the uploads' "
                    "source_text by its writer, practice 84; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
