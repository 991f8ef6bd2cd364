"""Write questions.json for the Ballari practice: questions typed the way this chamber types (Kanglish, a little
Telugu, typos), with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the chamber's 6/3 when `short`)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd}-{mm}-{yyyy}", f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}",
             f"{LONG[mm - 1]} {dd}", f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}",
             f"{dd}{suffix} day of {LONG[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "no note", "not in the notes", "yaavude record illa",
       "record illa"]]
TODAY = "2027-02-26"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"B-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "reddy lorry case alli last date en aaytu?",
  [d("2027-01-20"), ["retirement letter"], d("2027-03-03")], [["C01", "2027-01-20"]],
  "sandur 20 jan.txt: 'PW1 cross by Ravindranath (part, 1 hr): suggested Reddy signed a \"retirement letter\" ... "
  "Further cross ND 03.03.2027.'")
q("last_time", "manja sessions case last hearing alli enaytu",
  [d("2027-01-28"), ["girish naik", "io", "investigating officer", "pw4"], ["knife", "mo1", "recovery"]],
  [["C04", "2027-01-28"]],
  "manja IO chief 28 jan.txt: 'PW4 PSI Girish Naik (IO) chief by PP - ... seizure of MO1 knife ... chief completed.'")
q("last_time", "hulugappa LAC last time yenaytu",
  [d("2026-09-18"), ["1,000", "1000"], d("2026-11-06")], [["C02", "2026-09-18"]],
  "LAC 14-2024 order sheet 18.09.2026.pdf: 'No witness present ... costs of Rs. 1,000/- ... Call on 06.11.2026'.",
  today="2026-10-01")
# next_date
q("next_date", "balaji fuels cheque case next date yavaga, yaakke?",
  [d("2027-03-05"), ["defence evidence", "defense evidence", "dw1", "accused's evidence", "evidence of the accused",
                     "ಆರೋಪಿ ಪರ ಸಾಕ್ಷಿ"]],
  [["C03", "2027-01-06"], ["upload", "Week plan 22-27 Feb.docx"]],
  "IMG-20270106-WA0011.jpg: 'ಮುಂದಿನ ದಿನಾಂಕ 05.03.2027 - ಆರೋಪಿ ಪರ ಸಾಕ್ಷಿ' ('DW1 ಆಗಿ ಆರೋಪಿ'); week plan 'Fri 5/3 Sandur Balaji - DE'.")
q("next_date", "siddalingaiah KAT appeal mundina date yavdu",
  [d("2027-02-15")], [["upload", "correction KAT ND.txt"]],
  "correction KAT ND.txt (16.12.2026): 'Raghu's msg on 14/12 said ND 15.03.2027 - WRONG ... next date is 15.02.2027'.",
  today="2026-12-20")
q("next_date", "partition case mundina date? yaakke ide",
  [d("2027-03-03"), ["dw1", "channaveerappa"]], [["C07", "2027-01-20"]],
  "sandur 20 jan.txt: 'Lakshmidevi OS 203/24 - DW1 Channaveerappa chief affidavit filed ... Our cross ND 03.03.2027.'")
# count
q("count", "cheque case alli mohan babu kade inda ivaregu eshtu sala adjournment tagondidaare",
  [["3", "three", "mooru"]], [["C03", "2026-06-05"], ["C03", "2026-07-10"], ["C03", "2026-09-25"]],
  "Sushma chat 05/06: 'Imran cross ge time keLidru'; chat (2) 10/07: 'exemption haakidru ... 500 cost'; 25/09: "
  "'accused unwell, hospital antha time ... This is 3rd time Imran time tagondidu'. Three.")
q("count", "manja case alli ivaregu eshtu PW examine aagidaare",
  [["4", "four", "naalku"]], [["C04", "2026-07-16"], ["C04", "2026-10-08"], ["C04", "2026-11-12"],
                              ["C04", "2027-01-28"]],
  "16.7.26 'PW1 Shekhar @ Chandu'; 08/10 'PW2 Ramesh ... HOSTILE'; 12/11 'PW3 Dr. Savitha'; 28 Jan 'PW4 PSI Girish "
  "Naik (IO) chief'. Four.")
q("count", "KAT appeal alli DC records ge govt ge eshtu sala time kottidaare",
  [["2", "two", "twice", "eradu"]], [["C06", "2026-06-15"], ["C06", "2026-08-10"]],
  "Raghu chat 15/06: 'GA Bharathi madam sought time, DC office records not received'; 10/08: 'Records still not come, "
  "GA again time'. Two.")
# yes_no
q("yes_no", "manja ge dharwad alli bail sikkitha?",
  [["yes", "granted", "allowed", "sikkide", "haudu"], d("2026-03-09")], [["C05", "2026-03-09"]],
  "Crl.P.100512-2026 order 09.03.2026.pdf: 'DATED THIS THE 9TH DAY OF MARCH, 2026 ... The petition is allowed.'",
  today="2026-03-15")
q("yes_no", "thippeswamy accounts file madidna?",
  [["not filed", "no", "illa", "not yet"], ["ca is preparing", "preparing"]], [["C01", "2026-07-22"]],
  "Sandur 22-7.docx: 'Accounts NOT filed by D1 despite order dt 24.06. Ravindranath: \"CA is preparing\".'",
  today="2026-08-01")
q("yes_no", "lakshmidevi case alli nagaveni na party madidiva?",
  [["yes", "allowed", "impleaded", "haudu"], ["d5"]], [["C07", "2026-11-18"]],
  "IMG_20261118_175540.jpg: 'IA for impleading Nagaveni allowed - D5.'")
# said
q("said", "sandur madam cheque case alli accused bagge en helidru",
  [["present"], ["exemption"]], [["C03", "2026-06-05"]],
  "Sushma chat 05/06/26: 'Madam heLidru \"accused every date present irbeku, exemption easy aagi kodalla\"'.")
q("said", "KAT member limitation bagge en andru",
  [["limitation point strong", "strong"], ["civil court"]], [["C06", "2026-10-05"]],
  "KAT args 5 oct.docx: 'Member: \"limitation point strong, will question - civil court\". Part heard.'")
q("said", "chandu cross alli knife bagge en opkondaa",
  [["did not actually see", "did not see", "didn't see", "not see"], ["two quarter", "alcohol"]],
  [["C04", "2026-08-06"]],
  "Manja PW1 cross 6-8.docx: 'admitted he had \"two quarter\" (alcohol) ... admitted he did not actually see the knife'.")
# judge_habit
q("judge_habit", "malagi J bail alli first enu kelthare, yenu tagond hogbeku",
  [["wound certificate", "wound cert"], ["antecedents", "other case", "brucepet"]],
  [["C05", "2026-02-09"], ["C05", "2026-02-23"]],
  "Dharwad 9 Feb Manja bail.docx: 'Malagi J first thing asked: \"wound certificate yelli?\" ... Also asked antecedents'.")
q("judge_habit", "PDJ saheb LAC matters alli yavaglu en kelthare",
  [["sale exemplars", "exemplars", "sale deeds"], ["guidance value"]],
  [["C02", "2026-03-20"], ["C02", "2026-04-17"], ["C02", "2027-01-08"]],
  "20/3/26: 'PDJ: \"claimant evidence start maadi, sale exemplars tanni\"'; 17.04 docx: 'PDJ asked the guidance value'.")
q("judge_habit", "sandur madam yavaglu settlement bagge kelthara?",
  [["compromise", "settlement", "raji", "ರಾಜಿ"], ["mediation", "ಮಧ್ಯಸ್ಥಿಕೆ"]],
  [["C01", "2026-03-06"], ["C01", "2026-09-30"]],
  "IMG_20260306_172915.jpg: 'Madam asked \"compromise saadhya ideya?\"'; order 30.09.2026: 'ರಾಜಿ ಮಾತುಕತೆ ... ಬಳ್ಳಾರಿ "
  "ಮಧ್ಯಸ್ಥಿಕೆ ಕೇಂದ್ರಕ್ಕೆ' / 'Referred to Mediation Centre, Ballari'.")
# pending_before
q("pending_before", "ivattu PDJ hall ge hogo munche en ready irbeku",
  [["written arguments", "written args"], ["hanumantha", "recovery panch", "fsl"]],
  [["upload", "Week plan 22-27 Feb.docx"]],
  "Week plan 22-27 Feb.docx: 'Fri 26 PDJ Hall-1: (1) S.C. 56/26 Manja - cross of IO ... recovery panch Hanumantha "
  "not cited, FSL report ... (2) LAC 14/24 Hulugappa - KIADB args; file written args + Ex.P8 rate table.'")
q("pending_before", "reddy garu case next date ki munde enu madbeku",
  [["re-exam", "re-examination"], ["retirement letter"]],
  [["upload", "Week plan 22-27 Feb.docx"], ["C01", "2027-01-20"]],
  "Week plan: 'Tue 23 ... Prepare Reddy PW1 re-exam points (retirement letter xerox - not marked).'")
# amount
q("amount", "balaji cheque amount eshtu",
  [["4,85,000", "485000", "4.85 lakh", "4,85,000.00"]], [["upload", "Canara Bank return memo 067781.pdf"]],
  "Canara Bank return memo: 'Cheque No. 067781 dated 30/06/2025 for Rs. 4,85,000.00'.")
q("amount", "hulugappa ge award alli acre ge eshtu kottidru, navu eshtu kelidivi",
  [["12,50,000", "12.5 l", "12.5 lakh", "1250000"], ["45 lakh", "45,00,000", "4500000"]],
  [["upload", "SLAO award Kudithini Sy 212-3.pdf"], ["C02", "2026-04-17"]],
  "SLAO award: 'Market value fixed at Rs. 12,50,000/- per acre'; 17.04 docx: 'Claim in reference: Rs. 45 lakh per acre'.")
q("amount", "manja bail bond eshtu, conditions enu",
  [["1,00,000", "100000", "1 lakh", "one lakh"], ["two sureties", "2 sureties"], ["first sunday"]],
  [["C05", "2026-03-09"]],
  "Crl.P. order 09.03.2026: 'personal bond for Rs. 1,00,000/- with two sureties ... first Sunday of every month'.")
# pattern
q("pattern", "yav yav case alli opposite party mele cost haakidaare",
  [["hulugappa", "lac", "kiadb"], ["balaji", "mohan babu", "cheque"], ["lakshmidevi", "partition"]],
  [["C02", "2026-09-18"], ["C03", "2026-07-10"], ["C07", "2026-10-07"]],
  "LAC order 18.09.2026: 'costs of Rs. 1,000/-'; costs receipt 10.07.2026 'costs of Rs. 500/-' (Mohan Babu); "
  "OS 203-2024 order 07.10.2026: 'costs of Rs. 500/- payable by the defendants'.")
q("pattern", "sandur court alli nandu yav yav matters ive",
  [["reddy", "lorry"], ["lakshmidevi", "partition"], ["balaji", "mohan babu", "cheque"]],
  [["upload", "Week plan 22-27 Feb.docx"]],
  "Week plan: 'Next week: Wed 3/3 Sandur - Reddy PW1 further cross + Lakshmidevi DW1 cross. Fri 5/3 Sandur Balaji - DE.'")
# counsel_pattern
q("counsel_pattern", "syed imran yavaglu en kaarana heltaane",
  [["unwell", "fever", "hospital"]], [["C03", "2026-07-10"], ["C03", "2026-09-25"]],
  "chat (2) 10/07: 'fever antha exemption haakidru Imran'; 25/09: 'Imran again \"accused unwell, hospital\"'.")
q("counsel_pattern", "KIADB gangadhar yaavaglu time yaake keltaane",
  [["instructions", "ಸೂಚನೆ"]], [["C02", "2026-02-13"], ["C02", "2027-01-08"]],
  "13.02.2026 register: 'ಬೆಂಗಳೂರು ಕಚೇರಿಯಿಂದ ಸೂಚನೆ ಬಂದಿಲ್ಲ'; LAC args 8 jan.docx: 'Gangadhar: KIADB \"instructions\" again'.")
# witness
q("witness", "LAC alli PW2 kenchappa en helidru",
  [["38 l", "38 lakh", "38,00,000"], ["truck yard", "highway"]], [["C02", "2026-07-31"]],
  "IMG_20260731_163355.jpg: 'sold 1 acre in Sy 208/1 for 38 L in Sept 2021 ... buyer wanted it for a truck yard, "
  "\"highway mele ide\"'.")
q("witness", "ramesh auto driver manja case alli en aadaa",
  [["hostile"], ["vims", "took him", "did not see"]], [["C04", "2026-10-08"]],
  "manja PW2 hostile 8 oct.txt: 'Turned HOSTILE ... took him to VIMS in his auto. Did not see who stabbed.'")
q("witness", "doctor savitha cross alli en opkondru",
  [["alcohol"], ["cannot rule out", "fall"]], [["C04", "2026-11-12"]],
  "20261112_162201.jpg: 'admitted \"alcohol smell present\" recorded; injury possible by fall on a sharp object ... "
  "cannot rule out completely'.")
# open
q("open", "reddy lorry partnership case full status heli",
  [["injunction", "restrained"], ["6,50,000", "6.5 l", "650000", "6.5 lakh"], ["mediation"], d("2027-03-03")],
  [["C01", "2026-06-24"], ["C01", "2026-07-22"], ["C01", "2026-11-18"], ["C01", "2027-01-20"]],
  "order 24.06.2026: 'restrained ... six tipper lorries'; Sandur 22-7.docx: 'took Rs. 6,50,000 in full settlement'; "
  "18/11/26: 'mediation FAILED'; sandur 20 jan.txt: 'Further cross ND 03.03.2027'.")
q("open", "manja case ella sanna summary kodu",
  [["bail"], ["hostile"], d("2027-02-26")],
  [["C05", "2026-03-09"], ["C04", "2026-10-08"], ["C04", "2027-01-28"]],
  "HC order 09.03.2026: 'released on bail'; 08/10/2026: 'Turned HOSTILE'; 28 Jan 27: 'My cross next date - ND 26.02.2027'.")
# bare (the lawyer's day, Fri 26.02.2027: PDJ Hall 1 lists S.C. 56/2026 and L.A.C. 14/2024)
q("bare", "hulugappa",
  [["respondents' arguments", "respondents arguments", "kiadb args", "kiadb arguments", "arguments of respondents"]],
  [["upload", "PDJ Ballari cause list 26.02.2027.pdf"], ["C02", "2027-01-08"]],
  "cause list 26.02.2027: 'L.A.C. 14/2024 Hulugappa vs SLAO KIADB Ballari & another  Respondents' arguments'.")
q("bare", "manja IO",
  [["cross"], ["girish naik", "pw4"], ["hanumantha", "fsl", "recovery"]],
  [["upload", "PDJ Ballari cause list 26.02.2027.pdf"], ["C04", "2027-01-28"]],
  "cause list: 'S.C. 56/2026 ... Cross of PW4'; 28 Jan 27: 'PW4 PSI Girish Naik ... no independent panch for recovery "
  "except one Hanumantha ... FSL report for blood on MO1 not received'.")
# no_record
q("no_record", "ballari MVC case alli insurance company evidence mugitha?", NR, [],
  "No motor accident claim in any upload.", no_record=True, absent=["mvc", "motor accident", "mact"])
q("no_record", "lakshmidevi case alli court commissioner survey report bantha?", NR, [],
  "No commissioner was appointed in the partition suit; no survey report anywhere.", no_record=True,
  absent=["court commissioner", "survey report"])
q("no_record", "manja chargesheet quash petition dharwad alli en aaytu", NR, [],
  "Only a bail petition was filed at Dharwad; no quashing petition anywhere.", no_record=True,
  absent=["quash", "482", "528"])
q("no_record", "advocate shantanagoudar jote nandu yav case ide", NR, [], "No Shantanagoudar in any upload.",
  no_record=True, absent=["shantanagoudar"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Ballari practice (bench/practices/ballari; written from the uploads' "
                    "source_text by its writer, practice 88; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
