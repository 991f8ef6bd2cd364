"""Write questions.json for the Hazaribagh practice: questions typed the way this chamber types, with the facts a
right answer must state (each group found in the text of the uploads its evidence names)."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the chamber's 8/5 when `short`)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd:02d}.{mm:02d}.{yy:02d}", f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}",
             f"{dd:02d}/{mm:02d}/{yy:02d}", f"{dd}/{mm}/{yyyy}", f"{dd}-{mm}-{yy}",
             f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}",
             f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note", "not in the notes"]]
TODAY = "2028-04-25"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"HZ-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "sukhram ke SAR case me pichla date ki bhelak",
  [d("2028-03-27"), ["gupta"], ["tabiyat kharab", "bimar", "unwell"]], [["C02", "2028-03-27"]],
  "sukhram 27 march.txt: '27.03.28 ... Gupta ji ne time petition diya - tabiyat kharab'; Birsa chat: 'Gupta ji bimar'.")
q("last_time", "jagdish wale jungle case me last date pe kya hua",
  [d("2028-04-18"), ["mahavir"], ["close"]], [["C04", "2028-04-18"]],
  "jagdish 18.4.txt: '18.04.2028 ... Seizure witness Mahavir Ganjhu absent ... Petition to close prosecution evidence'.")
q("last_time", "bhola mahto LA ref me last hearing kab thi, kya hua tha",
  [d("2028-03-23"), ["written notes"], ["reply"]], [["C01", "2028-03-23"]],
  "bhola args 23-3.txt: '23.3.28 ... Hamari bahas puri hui ... GP ko bola agli date pe reply, written notes'.")
# next_date
q("next_date", "NTPC wale reference ki agli tarik kya hai", [d("2028-05-04")], [["C01", "2028-03-23"]],
  "bhola args 23-3.txt: 'ND 04.05.2028 - GP reply.'")
q("next_date", "awadhesh ka suit kab laga hai next", [d("2028-05-08"), ["cross"]], [["C06", "2028-03-06"]],
  "IMG_20280306_151122.jpg: 'Nawal Kishore ji ne cross ke liye time liya ... ND 8/5/28.'")
q("next_date", "korrah wale title suit me next date kya hai", [d("2028-01-10")], [["C06", "2027-11-15"]],
  "correction awadhesh ND.txt (16/11/27): 'kal ke note me ND galat likha (17.01.28 ...) - Awadhesh ka ND 10.01.2028 hai'.",
  today="2027-12-20")
# count
q("count", "jagdish ke case me forest wale gawah kitna baar nahi aaye",
  [["4", "four", "chauthi", "fourth"]],
  [["C04", "2027-09-02"], ["C04", "2027-11-30"], ["C04", "2028-01-11"], ["C04", "2028-04-18"]],
  "jagdish 18.4.txt: 'Chauthi baar koi prosecution gawah nahi aaya (2/9/27, 30/11/27, 11/1/28, aaj)'; Rakesh's chats and the "
  "11.01.2028 order say the same for each date.")
q("count", "rinku claim me ab tak kitni tarikh padi hai",
  [["8", "eight", "aath"]],
  [["C03", "2027-05-13"], ["C03", "2027-07-15"], ["C03", "2027-08-19"], ["C03", "2027-09-23"], ["C03", "2027-11-18"],
   ["C03", "2027-12-16"], ["C03", "2028-02-03"], ["C03", "2028-03-16"]],
  "Eight dates reported: Rakesh's chat 13/05, 15/07, 23/09; insurer WS note 19.08; rinku AW1 18/11; PXL 16.12.27; "
  "AW2 note 03.02.2028; order 16.03.2028 (next 25.04.2028 is today).")
q("count", "gupta ji ne SAR case me kitni baar time liya",
  [["3", "three", "teesri", "third"]],
  [["C02", "2027-05-10"], ["C02", "2027-11-22"], ["C02", "2028-03-27"]],
  "sukhram 27 march.txt: 'Teesri baar Gupta ji ka time (10/5/27 show cause, 22/11/27 cross, aaj)'.")
# yes_no
q("yes_no", "manoj ganjhu ko bail mila kya ranchi se?",
  [d("2027-11-29"), ["antecedent"]], [["C05", "2027-11-08"]],
  "manoj BA 8 nov.txt: 'Tirkey J ne antecedents poochha ... ND 29.11.27' (not yet granted on 20.11.2027).",
  today="2027-11-20")
q("yes_no", "korrah suit me commissioner ka report aa gaya kya",
  [["filed", "aa gaya"], d("2028-01-10"), ["4 decimal", "four decimal"]], [["C06", "2028-01-10"]],
  "korrah commission report 10 jan.docx: '10.01.2028 ... Commissioner (Dubey ji) report filed ... over 4 decimals'.")
q("yes_no", "sukhram case me CO ka report aaya ki nahi",
  [["aa gaya", "received"], d("2027-10-04"), ["0.20 acre", "pakka makan"]], [["C02", "2027-10-04"]],
  "20271004_diary both.jpg: 'CO report aa gaya! ... 0.20 acre pe pakka makan'.", today="2027-10-10")
# said
q("said", "rinku case me insurance company ne WS me kya likha",
  [["licence", "license"], ["permit"], ["overload", "31 mt"]], [["C03", "2027-08-19"]],
  "MACT 57 insurer WS 19 aug.docx: '(a) ... no valid licence ... (b) ... permit violation; (c) overloading (coal 31 MT)'.")
q("said", "ramdeo sao ne apne bayan me kya maana",
  [["permission"], ["1991"], ["600"]], [["C02", "2028-02-21"]],
  "IMG_20280221_140317.jpg: '1968 me 600 rupya ... maan gaya DC ka permission nahi liya tha, aur 1991 tak zameen Budhu ke kabze me'.")
q("said", "zubair ne apne WS me kya bola tha dukan wale case me",
  [["5,000", "5000"], ["matwari"]], [["C07", "2027-07-22"]],
  "geeta 22 july.txt: 'rent 5,000 hi tha ... son Ankit already runs shop at Matwari'.")
# judge_habit
q("judge_habit", "toppo sahab LA ref me har baar kya mangte hain",
  [["exemplar"], ["usi mauza", "same mauza", "chepa kalan"]], [["C01", "2027-07-08"], ["C01", "2027-09-09"]],
  "20270708_154411.jpg: 'exemplar sale deed usi mauza, usi saal ka lao'; 9 Sept note: 'phir poochha - koi aur exemplar deed'.")
q("judge_habit", "tirkey J bail me kya dekhte hai pehle",
  [["antecedents"], ["case diary"]], [["C05", "2027-09-06"], ["C05", "2027-11-08"]],
  "Ranchi 6 sept BA note.docx: 'call for the case diary ... Tirkey J asks criminal antecedents every time'.")
q("judge_habit", "CJM sahab forest ka gawah nahi aane pe kya karte hai",
  [["show cause"], ["dfo", "d.f.o."]], [["C04", "2028-01-11"], ["C04", "2028-02-22"]],
  "order 11.01.2028: 'Issue show cause to the D.F.O.'; 22.2.28 diary: 'DFO ko show cause ke baad'.")
# pending_before
q("pending_before", "MACT sahab ke yahan mera kaun sa matter hai, kab",
  [["rinku"], d("2028-02-03")], [["C03", "2027-12-16"]],
  "PXL_20271216_071544.jpg: 'Rinku claim - AW2 ... ND 3.2.28.'", today="2027-12-20")
q("pending_before", "lakra sahab ke court me kya pending hai humara",
  [["sukhram"], ["argument", "bahas"], d("2028-04-25")], [["C02", "2028-03-27"]],
  "sukhram 27 march.txt: 'ND 25.04.2028 - ARGUMENTS'.")
# amount
q("amount", "zubair ko kitna arrears jama karna tha court me",
  [["84,000", "84000", "84 hazar", "84 thousand"]], [["C07", "2027-08-26"]],
  "order 26.08.2027: 'deposit the arrears of rent of Rs. 84,000/- (Rs. 7,000 x 12 months)'.")
q("amount", "awadhesh ne commissioner ko kitna fee diya",
  [["6,000", "6000", "six thousand"]], [["upload", "IMG-20270928-WA0007.jpg"], ["C06", "2027-09-27"]],
  "receipt 28.09.2027: 'Rs. 6,000/- (Rupees six thousand only) as commission fee'.")
q("amount", "bhol mahto wale me award ka rate kya tha aur hum kitna maang rahe",
  [["2,10,000", "210000", "2.1 lakh", "2.10 lakh"], ["9,50,000", "950000", "9.5 lakh"]],
  [["upload", "award SLAO chepa kalan.pdf"], ["C01", "2027-09-09"]],
  "award: 'Don-I @ Rs. 2,10,000 per acre'; 9 Sept note: 'Don-I at least Rs. 9,50,000 per acre'.")
# pattern
q("pattern", "LA ref me sarkari paksh kis kis bahane se time leta raha",
  [["instruction"], ["busy"], ["500"]], [["C01", "2027-05-06"], ["C01", "2027-09-09"], ["C01", "2028-01-13"]],
  "6/5/27 diary: 'instruction SLAO se nahi aaya'; 9 Sept: 'busy in sessions trial'; munshi 13.01.28: 'GP का तीसरा टाइम पीटीशन, 500 रु. खर्चा'.")
q("pattern", "jungle case me prosecution gawah ka har date pe kya scene raha",
  [["absent", "nahi aaya"], ["summon"], ["show cause"]],
  [["C04", "2027-09-02"], ["C04", "2028-01-11"], ["C04", "2028-04-18"]],
  "Rakesh 02/09/27: 'koi gawah nahi aaya ... Forester ko summon kiya'; order 11.01.2028: 'absent ... show cause to the D.F.O.'; 18.4: 'absent'.")
# counsel_pattern
q("counsel_pattern", "verma ji insurer wale kya kya defence lete hai",
  [["licence", "license"], ["permit"], ["investigator"]], [["C03", "2027-08-19"], ["C03", "2028-03-16"]],
  "insurer WS note: licence, permit; order 16.03.2028: 'investigator of the insurer is not present; a time petition'.")
q("counsel_pattern", "nawal kishore ji korrah suit me kaise chalate hai case",
  [["time"], ["200"], ["objection"]], [["C06", "2027-05-17"], ["C06", "2028-01-10"], ["C06", "2028-03-06"]],
  "munshi 17.05.27: 'टाइम पीटीशन 200 रु. खर्चा पर'; 10.01.2028: 'time for objection'; 6.3.28: 'cross ke liye time liya'.")
# witness
q("witness", "forester ne cross me kya kya maana jagdish case me",
  [["hammer", "stump"], ["range office"], ["dinesh yadav"]], [["C04", "2027-10-05"]],
  "jagdish CW1 forester 5-10.docx: 'no hammer mark / stump ... seizure list prepared at range office; tractor owner ... Dinesh Yadav'.")
q("witness", "lalu ram ne rinku case me kya gawahi di",
  [["tej"], ["street light", "headlight"], ["40-50"]], [["C03", "2028-02-03"]],
  "rinku AW2 lalu ram 3-2-28.docx: 'hyva \"bahut tej\" ... 40-50 ft ... street light tha, hyva ka headlight'.")
q("witness", "kanungo ne bhola wale case me kya admit kiya cross me",
  [["sale statistics"], ["register ii"]], [["C01", "2028-02-17"]],
  "LA ref 17.2.28 state evidence.docx: 'Register II ... admitted ... no sale statistics of Chepa Kalan of 2010-11'.")
# open
q("open", "bhola LA ref me ab kya karna baaki hai humko",
  [["written notes"], ["interest"], d("2028-05-04")], [["C01", "2028-03-23"]],
  "bhola args 23-3.txt: 'Pending: written notes of arguments file karna ..., interest u/s 28 ka calculation chart. ND 04.05.2028'.")
q("open", "geeta agarwal wale me kuch pending hai kya abhi",
  [["withdrawal"], ["84,000", "84000"], ["5,000", "5000"]], [["C07", "2027-11-11"]],
  "Geeta compromise 11.11.docx: 'withdrawal petition for Rs. 84,000 (challan). Geeta ji ko fee ka balance Rs. 5,000.'")
# bare (typed in court on the lawyer's day)
q("bare", "sukhram", [["argument", "bahas"], d("2028-04-25")], [["C02", "2028-03-27"]],
  "sukhram 27 march.txt: 'ND 25.04.2028 - ARGUMENTS'.")
q("bare", "rinku", [["investigator"], ["last chance"], d("2028-04-25")], [["C03", "2028-03-16"]],
  "order 16.03.2028: 'investigator ... not present ... last chance ... Put up on 25.04.2028'.")
# no_record
q("no_record", "ramgarh wale bantwara suit ki agli date kya hai", NR, [],
  "No partition suit and no Ramgarh matter in any upload.", no_record=True, absent=["bantwara", "partition", "ramgarh"])
q("no_record", "rinku wale claim me no fault wala interim compensation mila tha kya", NR, [],
  "No interim / no-fault award in C03; no upload names one.", no_record=True,
  absent=["no fault", "no-fault", "interim compensation"])
q("no_record", "manoj ganjhu ka bail cancel karne ka petition kab aaya tha", NR, [],
  "C05 ended with bail granted; nothing about cancellation.", no_record=True, absent=["cancel"])
q("no_record", "kerketta vakil ke saath mera kaun sa case chal raha", NR, [], "No Kerketta in any upload.",
  no_record=True, absent=["kerketta"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Hazaribagh practice (bench/practices/hazaribagh; written from the uploads' "
                    "source_text by its writer, practice 131; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
