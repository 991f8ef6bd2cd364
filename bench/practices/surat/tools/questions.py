"""Write questions.json for the Surat practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]
GUJ = str.maketrans("0123456789", "૦૧૨૩૪૫૬૭૮૯")


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms this chamber writes it (day first), also in the munshi's Gujarati digits."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    numeric = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}",
               f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
               f"{dd}-{mm}-{yy}"]
    forms = numeric[:3] + [iso] + numeric[3:] + [
        f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}",
        f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    forms += [f.translate(GUJ) for f in numeric[:3]]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "koi record nathi", "no note", "not in the notes"]]
TODAY = "2027-03-19"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"S-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


C01_DATES = ["2026-03-10", "2026-04-07", "2026-06-16", "2026-07-14", "2026-08-11", "2026-09-08", "2026-10-06",
             "2026-12-08", "2027-01-19", "2027-02-23"]

# last_time
q("last_time", "umiya navrang ma chhelli mudate shu thayu?",
  [d("2027-02-23"), ["time mangyo", "sought time", "time"], ["args", "arguments", "dalil"]], [["C01", "2027-02-23"]],
  "IMG_20270223_172536.jpg: '23.2.27 Umiya v Navrang - final args ... Jain ae time mangyo ... ND 23/03/2027'.")
q("last_time", "kapadia dukan case last time su thyu", [d("2026-12-10"), ["kaizad"], ["pe closed", "closed"]],
  [["C05", "2026-12-10"]], "IMG_20261210_131248.jpg: '10/12/26 ... PW2 Kaizad Mistry (engineer) examined ... PE closed'.",
  today="2026-12-11")
q("last_time", "savani DRT ma last hearing ma shu thayu", [d("2027-02-03"), ["1,18,00,000", "1.18 cr", "1.18"],
  ["15.03.2027", "25%"]], [["C04", "2027-02-03"]],
  "SA 311-2026 DRT-II order 03.02.2027.pdf: 'accepted in principle ... OTS offer of Rs. 1,18,00,000 ... 25% ... on or "
  "before 15.03.2027'.")
# next_date
q("next_date", "dholakia HC s11 ma order kyare aavse?", [d("2027-03-26")], [["C07", "2027-03-08"]],
  "R-PET-ARB 212-2026 order 08.03.2027.pdf: 'Arguments concluded. List for orders on 26/03/2027.'")
q("next_date", "laxmi creation imran nxt mudat?", [d("2027-03-19")], [["C03", "2027-02-25"]],
  "WhatsApp Chat - Krupa Patel Jr (2).txt (25/02/27): 'ND 19.03.2027'.")
q("next_date", "savani drt ni aavti tarikh kai che?", [d("2027-02-03")], [["C04", "2026-12-16"]],
  "IMG_20261216_192010.jpg says 'ND 03.03.2027'; correction savani ND.txt (17.12.26): 'WRONG ... next date is 03.02.2027'.",
  today="2026-12-18")
# count
q("count", "umiya v navrang ma atyar sudhi ketli hearing thai?", [["10", "ten", "das"]], [["C01", x] for x in C01_DATES],
  "Ten hearings of Com. Suit 214/2025, 10.03.2026 to 23.02.2027, each in a diary page, note, chat or rojkam.")
q("count", "imran ketli vaar gerhajar rahyo laxmi creation ma", [["2", "two", "twice", "be vaar"], d("2026-04-16"),
  d("2026-10-08")], [["C03", "2026-04-16"], ["C03", "2026-10-08"]],
  "Krupa chat 16/04/26: 'accused gerhajar ... BW'; register (ઓક્ટોબર 2026): '૦૮/૧૦/૨૦૨૬ ... આરોપી ગેરહાજર, માફી અરજી'.")
q("count", "bharucha vala engineer PW2 ketli var nathi aavya?", [["2", "two", "twice", "be vaar"], ["engineer", "pw2"]],
  [["C05", "2026-08-20"], ["C05", "2026-10-15"]],
  "Kapadia 20.08.docx: 'PW2 (plaintiff's engineer Kaizad Mistry) not present'; register 15/10: 'PW2 ફરી ગેરહાજર'.",
  today="2026-10-30")
# yes_no
q("yes_no", "imran e 143A na paisa bharya ke?", [["jama nathi", "not deposited", "not paid", "nathi karya"],
  ["97,000", "97000", "97k"]], [["C03", "2026-07-23"], ["C03", "2026-08-27"]],
  "CC 23417-2025 order 143A 23.07.2026.pdf: 'interim compensation ... Rs. 97,000/- ... within 60 days'; "
  "IMG_20260827_155004.jpg: '143A na 97,000 haju jama nathi karya'.", today="2026-09-01")
q("yes_no", "nilesh vaghela ne jamin malya hata ne?", [["allowed", "granted", "yes", "haa"], d("2026-05-08"),
  ["25,000", "25000"]], [["C06", "2026-05-08"]],
  "CrMA 2231-2026 bail order 08.05.2026.pdf: 'The application is allowed ... personal bond of Rs. 25,000/-'.")
q("yes_no", "savani e DRT ma 10 lakh jama karavya hata?", [["10,00,000", "10 lakh", "ten lakh"],
  ["804415", "demand draft", "dd"]], [["upload", "Scan DD ack DRT Savani 10 lakh.pdf"], ["C04", "2026-04-22"]],
  "DD ack: 'Demand Draft No. 804415 ... Rs. 10,00,000/-'; Krupa 22/04/26: '10 lakh nu DD jama thai gayu'.")
# said
q("said", "rustom bharucha e cross ma dikra vishe shu kidhu hatu", [["zubin"], ["canada"]], [["C05", "2026-06-11"]],
  "IMG_20260611_162233.jpg: 'Bona fide need: son Zubin Canada ma che - admitted!'")
q("said", "sanjay agarwal DW1 e cross ma shu admit karyu?", [["complaint"], ["debit note"], ["2,10,000", "210000"]],
  [["C01", "2026-12-08"]],
  "IMG_20261208_165720.jpg: 'quality ni koi lekhit complaint notice pehla nathi karyo; debit note Rs. 2,10,000 suit "
  "notice pachhi banavi'.")
q("said", "nanavati e hc ma 2023 na deed babat shu argument karyu", [["no arbitration clause"], d("2023-01-02")],
  [["C07", "2026-09-14"]],
  "R-PET-ARB 212-2026 order 14.09.2026.pdf: 'deed of retirement-cum-reconstitution dated 02.01.2023 which contains no "
  "arbitration clause'.")
# judge_habit
q("judge_habit", "vyas saheb mudat aape che ke time table ma kadak che?", [["15,000", "15000"],
  ["time-table", "timetable"], ["no further time", "closed"]],
  [["C01", "2026-04-07"], ["C01", "2026-07-14"], ["C01", "2027-01-19"]],
  "Rojkam 07/04/2026: 'costs of Rs. 15,000/-'; order 14/07/2026: 'Time-table ... No adjournment beyond the "
  "time-table'; rojkam 19/01/2027: 'No further time. Defendants' evidence is closed.'")
q("judge_habit", "parmar saheb accused na aave to shu kare che", [["bw", "warrant"], ["143a"], ["97,000", "97000"]],
  [["C03", "2026-04-16"], ["C03", "2026-07-23"]],
  "Krupa 16/04/26: 'Parmar saheb ae BW kadhyu Rs. 5,000 nu'; order 23/07/2026 u/s 143A: 'Rs. 97,000/-'.")
q("judge_habit", "DRT na tiwari saheb interim stay kevi rite aape", [["10,00,000", "10 lakh"], ["ots"],
  ["physical possession"]], [["C04", "2026-03-17"], ["C04", "2026-09-09"], ["C04", "2026-12-16"]],
  "DRT order 17.03.2026: 'Subject to ... depositing Rs. 10,00,000/- ... shall not take physical possession'; "
  "9.9.2026 note: OTS 'Tiwari saheb asked Thakkar to place it before the bank'; 16.12.26: 'why not a better OTS?'.")
# pending_before
q("pending_before", "commercial court vyas saheb same mara ketla matter chale che", [["umiya", "navrang"],
  ["shivam", "dholakia", "શિવમ"]], [["C01", "2027-02-23"], ["C02", "2027-01-12"]],
  "IMG_20270223_172536.jpg (Umiya v Navrang, ND 23/03/2027); register Jan 2027: 'કોમર્શિયલ કોર્ટ - શિવમ જેમ્સ ... "
  "મુદત ૧૯/૦૩/૨૦૨૭'.")
q("pending_before", "9mi addl cjm parmar saheb ma hal mara kaya case baaki", [["laxmi", "imran"],
  ["compounded", "ambika"]], [["C03", "2027-02-25"], ["C08", "2026-09-03"]],
  "Cause list 25-02-2027: 'Laxmi Creation vs Imran Shaikh Defence Evidence'; order 03/09/2026 (Ambika): 'The offence is "
  "compounded ... The accused is acquitted.'")
# amount
q("amount", "umiya na suit ma total claim ketla no che?", [["22,76,800", "2276800", "22.76 lakh"],
  ["18,64,500", "1864500", "18.64 lakh"]], [["upload", "Scan_20251027_1142.pdf"]],
  "Plaint: 'SUIT FOR RECOVERY OF RS. 22,76,800/- (Principal Rs. 18,64,500 + interest Rs. 4,12,300)'.")
q("amount", "jayshreeben e court ma ketlu bhadu jama karavanu hatu", [["38,400", "38400"], ["3,200", "3200"]],
  [["C05", "2026-07-09"], ["upload", "IMG_20260818_121530.jpg"]],
  "Rojkam 09/07/2026: '12 months @ Rs. 3,200 ... Rs. 38,400/-'; challan 18.08.2026: 'Amount: Rs. 38,400/-'.")
q("amount", "savani ne bank ni notice ma outstanding ketlu batavyu hatu", [["1,38,42,610", "13842610", "1.38 crore"]],
  [["upload", "IMG_20260216_174512.jpg"]], "Possession notice: 'to repay Rs. 1,38,42,610/-'.")
# pattern
q("pattern", "savani na OTS nu shu thatu aavyu atyar sudhi", [["1.05", "1,05,00,000"], ["rejected", "ના પાડી"],
  ["1.18", "1,18,00,000"]], [["C04", "2026-09-09"], ["C04", "2026-10-28"], ["C04", "2027-02-03"]],
  "9.9.2026: 'OTS proposal Rs. 1.05 crore'; Savani chat 28/10/26: 'OTS 1.05 cr rejected'; order 03.02.2027: 'revised "
  "One Time Settlement offer of Rs. 1,18,00,000/-' accepted in principle.")
q("pattern", "shivam gems s9 ma dar vakhte su thay che", [["status quo", "સ્ટેટસ ક્વો"], ["high court", "hc", "હાઈકોર્ટ"]],
  [["C02", "2026-07-21"], ["C02", "2026-10-27"], ["C02", "2027-01-12"]],
  "Registers 21/07/2026, 27/10/2026, 12/01/2027: 'હાઈકોર્ટ ... સ્ટેટસ ક્વો ચાલુ'.")
# counsel_pattern
q("counsel_pattern", "pathan vakil cheque case ma su karta hoy", [["security"], ["exemption", "માફી"],
  ["time mangyo", "time"]], [["C03", "2026-08-27"], ["C03", "2026-10-08"], ["C03", "2027-02-25"]],
  "27.08.26: 'cheque \"security\" tarike aapyo'; register 08/10: 'માફી અરજી'; Krupa 25/02/27: 'time mangyo'.")
q("counsel_pattern", "dastur saheb na witness babat shu thay che", [["pw2", "engineer", "kaizad"], ["500"]],
  [["C05", "2026-08-20"], ["C05", "2026-10-15"], ["C05", "2026-12-10"]],
  "20.08.2026: 'PW2 ... not present. Dastur sought time'; 10/12/26: 'Last date na Rs. 500 costs Dastur ae aapya'.")
# witness
q("witness", "bharat roadlines valo witness shu bolyo", [["ramesh chaudhary"], ["511"], ["pappu"]],
  [["C01", "2026-10-06"]],
  "IMG_20261006_184401.jpg: 'PW2 Ramesh Chaudhary ... 14 LRs proved incl. challan 511, 517, 523 ... \"Pappu\"'.")
q("witness", "jayshreeben ni jubani ma mezzanine vishe shu kahyu", [["1988"], ["father-in-law"]], [["C05", "2027-02-11"]],
  "IMG_4412.HEIC: 'mezzanine 1988 thi, father-in-law ae banavelu'.")
q("witness", "rajubhai CW1 ni cross kyare puri thai", [d("2026-12-03"), ["ce closed", "closed", "બંધ"]],
  [["C03", "2026-12-03"]], "Krupa (2) 03/12/26: 'CW1 Rajubhai ni cross puri thai. CE closed'.")
# open
q("open", "shivam gems nu aakhu matter samjavo - s9 ane hc banne", [["status quo"], ["312.46"], d("2027-03-26")],
  [["C02", "2026-04-21"], ["C02", "2026-06-23"], ["C07", "2027-03-08"]],
  "Order 21/04/2026: 'status quo ... stock'; rojkam 23/06/2026: '312.46 carats polished'; HC 08/03/2027: 'List for "
  "orders on 26/03/2027'.")
q("open", "nilesh hira chori vala case nu summary", [["86.40"], ["22.10"], d("2026-05-08")],
  [["upload", "FIR Varachha Krishna Diamonds.pdf"], ["C06", "2026-05-08"]],
  "FIR: '86.40 carats ... Rs. 21,40,000'; bail order 08/05/2026: '22.10 carats have been recovered ... allowed'.")
# bare
q("bare", "imran", [d("2027-03-19"), ["defence", "બચાવ"]], [["C03", "2027-02-25"]],
  "Krupa (2) 25/02/27: 'DE ma accused ae potani jubani mate time mangyo ... ND 19.03.2027'; cause list: 'Defence Evidence'.")
q("bare", "shivam s9", [d("2027-03-19"), ["status quo", "સ્ટેટસ ક્વો"]], [["C02", "2027-01-12"]],
  "Register Jan 2027: '૧૨/૦૧/૨૦૨૭ ... હાઈકોર્ટ બાકી, સ્ટેટસ ક્વો ચાલુ. મુદત ૧૯/૦૩/૨૦૨૭'.")
# no_record
q("no_record", "ghanshyam sarees vala recovery suit ni next date su che", NR, [],
  "No Ghanshyam Sarees anywhere; the only recovery suit is Umiya v Navrang.", no_record=True, absent=["ghanshyam"])
q("no_record", "nilesh ni anticipatory bail HC ma kyare file kari hati?", NR, [],
  "C06 was a regular bail in the Sessions Court; no anticipatory bail anywhere.", no_record=True,
  absent=["anticipatory"])
q("no_record", "savani na sachin shed nu auction kai tarikhe thayu", NR, [],
  "Only symbolic possession; interim protection and an OTS; no auction in any upload.", no_record=True,
  absent=["auction"])
q("no_record", "adv chokshi sathe mara kya case chale che", NR, [], "No Chokshi in any upload.", no_record=True,
  absent=["chokshi"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Surat practice (bench/practices/surat; written from the uploads' "
                    "source_text by its writer, practice95; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
