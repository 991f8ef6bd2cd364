"""Write questions.json for the Kozhikode practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
TODAY = "2026-12-09"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"K-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "moidu partition last posting il enthayi?",
  [d("2026-11-04"), ["kadeeja", "pw2"], ["absent", "vannilla", "cross deferred"]], [["C01", "2026-11-04"]],
  "moidu 4.11.txt: 'PW2 Kadeeja (D3, sister) - chief by proof affidavit ... Rajagopalan absent ... cross deferred.'")
q("last_time", "palli committee case last time what happend",
  [d("2026-11-16"), ["election", "തെരഞ്ഞെടുപ്പ്"], d("2027-01-31")], [["C02", "2026-11-16"]],
  "mahal election order 16.11.docx: 'election to the mahal committee to be held on or before 31.01.2027 under the supervision of the Divisional Officer'.")
q("last_time", "kuri case last date il enthu nadannu",
  [d("2026-07-06"), ["arguments"], d("2026-07-27")], [["C03", "2026-07-06"]],
  "IMG_20260706_150321.jpg: '6/7/26 ... Kuri OS 1187/24 - arguments heard, both sides ... Madam: judgment 27/7.'",
  today="2026-07-10")
# next_date
q("next_date", "shahana case nxt date? enthinaa",
  [d("2026-12-11"), ["salary certificate"]], [["C06", "2026-10-30"]],
  "fc 30.10 shahana args.txt: 'produce the salary certificate from his Doha employer ... ND 11.12.2026 - balance arguments + salary certificate.'")
q("next_date", "moidu case ND ethra",
  [d("2026-12-09")], [["upload", "correction moidu ND.txt"]],
  "correction moidu ND.txt: 'I wrote ND 2.12 - that is wrong ... correct next date is 09.12.2026'. The 04.11 note says 02.12 (wrong).",
  today="2026-11-06")
q("next_date", "ajmal mact next eppo",
  [d("2026-09-24")], [["C07", "2026-08-06"]],
  "WhatsApp Chat with Fathima Nasreen Jr (2).txt 06/08/26: 'RW1 ready alla ennu paranju time chodichu. Kitti. Next 24/9'.",
  today="2026-08-10")
# count
q("count", "shijith case il prathi bhagam ethra thavana time / exemption eduthu",
  [["3", "three", "moonnu", "മൂന്ന്"], ["exemption"]],
  [["C05", "2026-04-08"], ["C05", "2026-06-24"], ["C05", "2026-11-25"]],
  "Junior chat 08/04: 'Sreejith cross nu time chodichu'; chat (2) 24/06: 'exemption petition ... 500 rupa cost'; clerk 25.11.2026: 'വാദത്തിന് സമയം ചോദിച്ചു'.")
q("count", "mahal case il committee um waqf board um koodi ethra pravashyam time chodichu",
  [["2", "two", "randu", "രണ്ട്"], ["2,000", "2000"]], [["C02", "2026-01-19"], ["C02", "2026-06-15"]],
  "Clerk 19.01.2026: 'വഖഫ് ബോർഡ് റിപ്പോർട്ടിന് സമയം ചോദിച്ചു'; waqf 15 june.txt: 'Majeed asked time again ... costs Rs. 2,000'.")
q("count", "kuri case il ethra witnesses examine cheythu",
  [["2", "two", "randu", "രണ്ട്"], ["rajeevan"], ["suresh babu"]], [["C03", "2026-03-16"], ["C03", "2026-06-08"]],
  "Junior chat 16/03: 'PW1 Rajeevan sir nte chief kazhinju'; kuri DW1 8-6-26.docx: 'DW1 Suresh Babu ... D2 Ashraf not examined. Evidence closed'.")
# yes_no
q("yes_no", "rasiya ku insurance paisa kittiyo",
  [["10,00,000", "10 lakh", "ten lakh", "1000000"], d("2026-10-09")], [["C04", "2026-10-15"]],
  "WP(C) 31512-2025 order 15.10.2026.pdf: 'a sum of Rs. 10,00,000 (Rupees ten lakh) was credited to the petitioner's account on 09.10.2026'.")
q("yes_no", "naushad interim arrears adacho?",
  [["not paid", "nothing", "adachilla"], ["attachment"]], [["C06", "2026-07-17"]],
  "shahana PW1 17.7.txt: 'Naushad has NOT paid anything (4 months). We filed petition for attachment of his share'.")
q("yes_no", "kunhiraman appeal il deposit cheytho",
  [["6,00,000", "6 lakh", "six lakh", "600000"], d("2026-03-12")],
  [["C08", "2026-06-10"], ["upload", "IMG_20260312_112941.jpg"]],
  "RFA 512 ekm 10 june.docx: 'Deposit of Rs. 6,00,000 made on 12.03.2026'; chalan: 'Rupees Six lakh only ... 12.03.2026'.",
  today="2026-06-12")
# said
q("said", "ajmal case il insurance counter il enthu paranju",
  [["contributory"], ["wrong side"]], [["C07", "2026-02-12"]],
  "Ajmal MACT counter 12.2.docx: 'contributory negligence: claimant was riding the scooter on the wrong side'.")
q("said", "naushad talaq ne patti enthu paranju",
  [["talaq", "thalaq", "ത്വലാഖ്"], d("2025-03-12"), ["letter", "കത്ത്"]],
  [["C06", "2026-01-23"], ["upload", "thalaq letter Naushad.jpg"]],
  "Clerk 23.01.2026: 'ത്വലാഖ് ചൊല്ലി എന്ന് പറയുന്നു'; thalaq letter Naushad.jpg: '(Letter ...) ദോഹ, 12.03.2025 ... മൂന്ന് ത്വലാഖും'.")
q("said", "shijith nte defence enthaanu 351 il",
  [["security"], ["blank"], ["2023"]], [["C05", "2026-09-16"]],
  "Shijith 351 DW1 16.9.docx: 'a blank signed security cheque given in 2023'.")
# judge_habit
q("judge_habit", "sajeev kumar sir partition cases il aadyam enthu cheyyum",
  [["mediation"], ["taluk surveyor", "surveyor"]], [["C01", "2026-01-14"], ["C01", "2026-03-11"]],
  "OS 214 Moidu notes 14 jan.docx: 'Sajeev Kumar sir sends every partition to mediation first'; order 11.03.2026: 'with the assistance of the Taluk Surveyor'.")
q("judge_habit", "jfcm 4 magistrate exemption kaaryathil engane",
  [["500"], ["nerittu", "in person", "every date"]], [["C05", "2026-06-24"], ["C05", "2026-04-08"]],
  "Chat (2) 24/06: 'allow cheythu but 500 rupa cost'; chat 08/04: 'complainant every date il nerittu varanam'.")
q("judge_habit", "family court leena rajan madam gulf husband case il enthu chodikkum",
  [["salary certificate"], ["counselling", "കൗൺസിലിംഗ"]], [["C06", "2026-10-30"], ["C06", "2026-01-23"]],
  "fc 30.10 shahana args.txt: 'produce the salary certificate from his Doha employer'; clerk 23.01.2026: 'കൗൺസിലിംഗിന് അയച്ചു'.")
# pending_before
q("pending_before", "waqf tribunal il ente ethu case aanu pending",
  [["pallikandy", "പള്ളിക്കണ്ടി"], d("2027-02-08")], [["C02", "2026-11-16"]],
  "mahal election order 16.11.docx: 'O.A. 57/2025 (Pallikandy mahal) ... ND 08.02.2027'.")
q("pending_before", "HC il ippo pending ullath ethokke",
  [["kunhiraman", "കുഞ്ഞിരാമൻ"], d("2027-01-20"), ["closed", "തീർന്നു"]], [["C08", "2026-11-18"], ["C04", "2026-10-15"]],
  "Clerk 18.11.2026: 'കുഞ്ഞിരാമൻ നായർ R.F.A. - not reached. 20.01.2027'; order 15.10.2026: 'The writ petition is closed.'")
# amount
q("amount", "kuri decree ethra rupa kitti",
  [["2,96,400", "296400", "2.96 lakh"], ["9%", "9 %", "nine percent"]], [["C03", "2026-07-27"]],
  "OS 1187-2024 judgment 27.07.2026.pdf: 'Rs. 2,96,400 ... with interest at 9% per annum from the date of suit'.")
q("amount", "mahal rent kanakkil illathath ethra",
  [["18,40,000", "1840000", "18.4 lakh", "eighteen lakh forty thousand"]], [["C02", "2026-09-28"]],
  "OA 57-2025 proceedings 28.09.2026.pdf: 'rent of Rs. 18,40,000 (Rupees eighteen lakh forty thousand) ... not reflected'.")
q("amount", "shahana interim maintenance ethra aanu ittath",
  [["8,000", "8000"], ["5,000", "5000"]], [["C06", "2026-03-27"]],
  "MC 146-2025 order IA 27.03.2026.pdf: 'Rs. 8,000 per month to the 1st petitioner and Rs. 5,000 per month to the 2nd petitioner'.")
# pattern
q("pattern", "mahal committee accounts kodukkathe neettikondu pokunnundo",
  [["2021-22"], ["2,000", "2000"], ["hajarakki", "produced"]],
  [["C02", "2026-03-23"], ["C02", "2026-06-15"], ["C02", "2026-07-20"]],
  "Order 23.03.2026: 'not submitted audited accounts since 2021-22'; 15-6: 'Accounts produced illa ... costs Rs. 2,000'; 20/7: 'accounts ... finally hajarakki'.")
q("pattern", "rasiya case il board eppozhum instructions ennu paranju neettiyo",
  [["instructions"], ["1,800", "1800"], ["two months", "2 months"]],
  [["C04", "2026-01-22"], ["C04", "2026-06-04"], ["C04", "2026-07-09"]],
  "Clerk 22.01.2026: 'instructions-ന് സമയം ചോദിച്ചു'; order 04.06.2026: 'get instructions ... Rs. 1,800'; order 09.07.2026: 'pass orders within two months'.")
# counsel_pattern
q("counsel_pattern", "rajagopalan vakeel moidu case il engane aanu",
  [["ws", "written statement"], ["absent", "vannilla"]], [["C01", "2025-12-10"], ["C01", "2026-11-04"]],
  "IMG_20251210_163012.jpg: 'Rajagopalan for D1 D2 - vakkalath filed, time for WS'; moidu 4.11.txt: 'Rajagopalan absent'.")
q("counsel_pattern", "sreejith vallikkattu timber case il enthokke tactics aanu",
  [["cross"], ["exemption"], ["arguments", "വാദ"]],
  [["C05", "2026-04-08"], ["C05", "2026-06-24"], ["C05", "2026-11-25"]],
  "Chat 08/04: 'Sreejith cross nu time chodichu'; chat (2) 24/06: 'Sreejith exemption petition koduthu'; clerk 25.11: 'വാദത്തിന് സമയം ചോദിച്ചു'.")
# witness
q("witness", "kuri case PW1 aaraanu, enthokke mark cheythu",
  [["rajeevan"], ["a1 to a9", "a1-a9"]], [["C03", "2026-03-16"]],
  "Junior chat 16/03: 'PW1 Rajeevan sir nte chief kazhinju, Exts A1 to A9 mark cheythu'.")
q("witness", "timber case il bankil ninnu aaru mozhi koduthu",
  [["jisha mol", "jisha"], ["federal bank"]], [["C05", "2026-08-05"]],
  "Chat (2) 05/08: 'PW2 Jisha Mol, Federal Bank Kallai branch Assistant Manager vannu'.")
q("witness", "shahana case il husband nte bhagathu aaru mozhi koduthu",
  [["moosa haji"], ["power of attorney"], ["4500", "4,500"]], [["C06", "2026-09-11"]],
  "WhatsApp Chat with Shahana.txt 11/09: 'RW1 aayi Moosa Haji, Naushad nte power of attorney vechu ... 4500 riyal'.")
# open
q("open", "rasiya boat case full summary tharu",
  [["al-noor", "al noor"], d("2025-07-14", short=False), ["lapsed", "lapse"], ["10,00,000", "10 lakh", "ten lakh"]],
  [["upload", "FWF Board rejection Abdul Jaleel.pdf"], ["C04", "2026-02-26"], ["C04", "2026-10-15"]],
  "Rejection 10.09.2025: 'boat 'Al-Noor' ... capsized off Puthiyappa on 14.07.2025 ... membership stood lapsed'; order 15.10.2026: 'Rs. 10,00,000 ... closed'.")
q("open", "ajmal MACT ippo evide ethi nilkkunnu",
  [["18%", "18 %"], ["4,20,000", "4.2 lakh", "420000"], d("2026-12-09")], [["C07", "2026-05-14"], ["C07", "2026-09-24"]],
  "Chat 14/05: '18% permanent disability'; proceedings 24.09.2026: 'offered Rs. 4,20,000 ... not agreeable. For arguments on 09.12.2026.'")
# bare (typed in court on the lawyer's day, 09.12.2026)
q("bare", "timber", [d("2026-12-09"), ["arguments", "വാദ"]],
  [["C05", "2026-11-25"], ["upload", "JFCM IV cause list 09.12.2026.pdf"]],
  "Clerk 25.11.2026: '09.12.2026 വാദം'; cause list 09.12.2026: 'C.C. 2290/2025 C. P. Aboobacker vs Shijith K. Arguments'.")
q("bare", "moidu", [d("2026-12-09"), ["pw2", "kadeeja"], ["dw1"]],
  [["upload", "correction moidu ND.txt"], ["C01", "2026-11-04"]],
  "correction moidu ND.txt: 'correct next date is 09.12.2026 ... PW2 cross + DW1'.")
# no_record
q("no_record", "beypore dhow builder nte arbitration case next date enthaa", NR, [],
  "No arbitration and no dhow (uru) builder in any upload.", no_record=True, absent=["arbitration", "dhow"])
q("no_record", "moidu partition il final decree aayo", NR, [],
  "C01 is at the plaintiff's evidence; no decree of any kind; no upload names a final decree.", no_record=True,
  absent=["final decree"])
q("no_record", "pallikandy case il police protection order kittiyo", NR, [],
  "No police protection was sought or ordered in C02.", no_record=True, absent=["police protection"])
q("no_record", "adv unnikrishnan nambiar ethu case il aanu opposite", NR, [], "No Nambiar in any upload.",
  no_record=True, absent=["nambiar", "unnikrishnan"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Kozhikode practice (bench/practices/kozhikode; written from the uploads' "
                    "source_text by its writer, practice49; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
