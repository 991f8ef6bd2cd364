"""Write questions.json for the Trichy practice: questions typed the way this advocate types (English, Tanglish, a
little Tamil), with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "not in the notes", "no note", "ethuvum illa", "illai"]]
TODAY = "2031-07-31"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"T-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "srirangam lodge case la last time enna aachu",
  [d("2031-07-16"), ["reserve", "reserved"], d("2031-08-20")], [["C01", "2031-07-16"]],
  "Srirangam rent 16 july.txt: '16.07.2031 ... Judge order reserve pannitaar. Orders on 20.08.2031.'")
q("last_time", "vinayaga suit previos hearing la what happened",
  [d("2031-06-12"), ["our args", "our arguments", "45 min"], ["no further time", "final"]], [["C02", "2031-06-12"]],
  "20310612_171533.jpg: '12.6.31 ... Our args 45 min ... \"next date final, no further time.\"'")
q("last_time", "irfan bail last date enna aachu",
  [d("2030-11-07"), ["granted", "allowed", "released on bail"], ["nib-cid", "sign", "10.30"]], [["C07", "2030-11-07"]],
  "Crl.M.P. 2211-2030 order 07.11.2030.pdf: 'released on bail ... signs before the Inspector of Police, NIB-CID ... 10.30 a.m.'",
  today="2030-11-09")
# next_date
q("next_date", "thirumangalam partition next date eppo",
  [d("2031-08-04"), ["orders", "order"]], [["C03", "2031-06-23"]],
  "IMG_20310623_150942.jpg: 'Judge: orders on 04.08.2031.'")
q("next_date", "kaliyaperumal writ ND enna",
  [d("2031-08-05")], [["upload", "correction patta writ ND.txt"]],
  "correction patta writ ND.txt: 'ND 12.08 nu ezhudhitten - thappu ... correct next date is 05.08.2031'. The 17/6 diary says 12.08 (wrong).")
q("next_date", "jothimani mact adutha date?",
  [d("2031-02-21"), ["medical board"]], [["C05", "2030-12-13"]],
  "WhatsApp Chat with Arun Prasath Jr.txt 13/12/2030: 'Medical Board reference petition pottanga, allowed ... ND 21/2'.",
  today="2031-01-02")
# count
q("count", "lodge case la jeyakumar ethana thadava time ketaaru",
  [["2", "two", "twice", "second"]], [["C01", "2030-09-18"], ["C01", "2030-10-16"]],
  "Arun chat 18/09/2030: 'Jeyakumar sir \"settlement talks nadakkudhu\" nu time ketaaru'; lodge case 16.10.txt: 'Second time he is taking time on the same reason'.")
q("count", "chit case la accused side how many times adjournment vaangirukaanga",
  [["3", "three", "thrice", "third"]], [["C04", "2030-11-12"], ["C04", "2031-01-21"], ["C04", "2031-05-13"]],
  "chat 12/11/2030 'Mohan Raj sir cross-ku time ketaaru'; order 21.01.2031 'seeks time to examine a defence witness'; chit args 13 may.txt 'Third time accused side takes time'.")
q("count", "patta writ la AGP counter-ku ethana time time ketaaru",
  [["2", "two", "twice", "second"]], [["C08", "2030-09-03"], ["C08", "2030-10-08"]],
  "chat 03/09/2030 'AGP Rajendran instructions varala nu time ketaaru'; IMG_20301008_190233.jpg 'AGP Rajendran again time for counter ... Second time.'")
# yes_no
q("yes_no", "prabu full arrears kattitaara?",
  [["still", "not", "pending", "baaki"], ["45,000", "45000"]], [["C06", "2031-06-19"]],
  "Prabhu RW1 19-06-2031.docx: 'arrears of interim maintenance still Rs. 45,000'.")
q("yes_no", "lalgudi commissioner measure pannitaara?",
  [["measured", "yes", "aama"], d("2031-01-08")], [["C03", "2031-01-20"]],
  "lalgudi 20-1-31.txt: 'Commissioner Gopalakrishnan measured on 08.01.2031 with the Lalgudi taluk surveyor'.")
q("yes_no", "lodge tenant full arrears deposit pannitaana",
  [["2,40,000", "240000", "2.4 lakh"], ["4,00,000", "400000", "4 lakh"]], [["C01", "2031-01-08"]],
  "20310108_132207.jpg: 'Tenant deposited only Rs. 2,40,000 ... Balance 4,00,000 NOT deposited.'", today="2031-01-10")
# said
q("said", "madurai judge RDO notice pathi enna sonnaru",
  [["affixture"], ["personal hearing"], ["original file", "original records"]], [["C08", "2031-03-04"]],
  "madurai 4 march.txt: '\"affixture on the door is no substitute for a personal hearing\". Asked AGP to produce the original file'.")
q("said", "kaveri MD cross la enna othukittaaru",
  [["ra bill 9", "bill 9"], ["site engineer"], ["received payment", "payment from bhel"]], [["C02", "2031-03-13"]],
  "DW1 Thangavel cross 13-03-31.docx: '\"RA bill 9 was certified by the BHEL site engineer\" ... \"We received payment from BHEL for those works\"'.")
q("said", "family court judge arrears pathi enna sonnaanga prabhu-kitta",
  [["warrant"], ["15,000", "15000"]], [["C06", "2030-12-12"]],
  "family court 12 dec.txt: 'Prabhu paid only Rs. 15,000 ... if arrears not paid by next date, recovery warrant will issue.'")
# judge_habit
q("judge_habit", "anbazhagan sir always enna ketpaaru, enna eduthutu poganum",
  [["original"], ["m-book", "measurement book", "mb"]], [["C02", "2030-09-12"], ["C02", "2030-10-17"], ["C02", "2030-11-21"]],
  "IMG_20300912_164015.jpg 'original M-book and original RA bills kondu vaanga'; register 17.10 'அசல் அளவீட்டுப் புத்தகம் (M-book)'; 21.11 docx 'Judge again: originals every time.'")
q("judge_habit", "family court madam maintenance case la first enna pannuvaanga",
  [["counsellor", "counselling"], ["assets and liabilities", "asset affidavit"]], [["C06", "2030-08-29"], ["C06", "2030-09-26"]],
  "register 29.08.2030 'ஆலோசகரிடம் (counsellor) அனுப்பப்பட்டனர்'; Sangeetha MC 26 Sept.docx 'affidavit of assets and liabilities ... same as she does in every maintenance case'.")
q("judge_habit", "JM2 deepa madam chit company case la ennaa kekkuvaanga",
  [["authorisation", "authorization", "board resolution"]], [["C04", "2030-08-13"], ["C04", "2030-10-15"]],
  "chat 13/08/2030 'Deepa madam authorisation letter keta - board resolution copy'; chit case plea 15 oct.txt 'again asked for the board resolution authorising Sekar'.")
# pending_before
q("pending_before", "31st vinayaga args-ku munnadi enna ready pannanum",
  [["ra bill 9", "ex.a9", "a9"], ["payment statement"]], [["upload", "week plan 28 July - 8 Aug.docx"]],
  "week plan: 'Keep Ex.A9 (RA bill 9) and PW2's BHEL payment statement ready for reply.'")
q("pending_before", "lalgudi orders-ku munnadi enna pending irukku",
  [["5,000", "5000"], ["commissioner fee", "fee"]], [["upload", "week plan 28 July - 8 Aug.docx"], ["C03", "2031-06-23"]],
  "week plan: 'Pay balance commissioner fee Rs. 5,000 BEFORE'; 23/6 photo: 'Balance commissioner fee Rs. 5,000 - to be paid by us'.")
# amount
q("amount", "murugesan cheque amount evlo",
  [["4,85,000", "485000", "4.85 lakh", "485,000"]], [["upload", "IMG_20300409_173512.jpg"]],
  "IMG_20300409_173512.jpg (return memo): 'Cheque No. 338127 dated 02.04.2030 for Rs. 4,85,000/-'.")
q("amount", "vinayaga suit claim evlo potrukkom",
  [["38,72,500", "3872500", "38.72 lakh", "38.7 lakh", "3,872,500"]], [["upload", "Plaint OS 204-2029 Vinayaga Engg.pdf"], ["C02", "2030-08-08"]],
  "plaint para 7: 'claims Rs. 38,72,500/-'; issues 08.08.2030: 'liable to pay Rs. 38,72,500/-'.")
q("amount", "sangeetha-ku interim maintenance evlo kuduthaanga",
  [["10,000", "10000"], ["5,000", "5000"]], [["C06", "2030-11-07"]],
  "IMG_20301107_181204.jpg: 'interim maintenance Rs. 10,000 p.m. to her + Rs. 5,000 p.m. to Harini'.", today="2030-11-10")
# pattern
q("pattern", "entha cases la opposite party-ku cost pottaanga",
  [["lodge", "rengarajan", "srirangam", "rent"], ["vinayaga", "kaveri", "o.s. 204", "sub court"], ["chit", "kamatchi", "murugesan"]],
  [["C01", "2030-10-16"], ["C02", "2030-10-17"], ["C04", "2031-01-21"]],
  "lodge case 16.10.txt 'costs Rs. 1,000'; register 17.10.2030 O.S. 204/2029 'ரூ. 2,000 செலவுத்தொகை'; STC order 21.01.2031 'costs of Rs. 500/-'.")
q("pattern", "31st enna enna matters list aagirukku",
  [["kamatchi", "chit", "murugesan"], ["vinayaga", "kaveri", "sub court"]],
  [["upload", "week plan 28 July - 8 Aug.docx"], ["upload", "JM II cause list 31.07.2031.pdf"]],
  "week plan: 'Thu 31/7 JM-II - Kamatchi chits' and 'Thu 31/7 Sub Court - Vinayaga'; cause list 31.07.2031 item 3.")
# counsel_pattern
q("counsel_pattern", "jeyakumar vakeel eppavume enna reason solli time vaanguvaaru",
  [["settlement", "samadhanam", "talks"]], [["C01", "2030-09-18"], ["C01", "2030-10-16"]],
  "chat 18/09/2030 '\"settlement talks nadakkudhu\" nu time ketaaru'; 16.10 txt '\"talks going on with the landlord, samadhanam aagum\"'.")
q("counsel_pattern", "revathi madam insurance side enna defence eduppaanga",
  [["contributory negligence"], ["footboard"], ["medical board"]],
  [["C05", "2030-11-08"], ["C05", "2030-12-13"], ["C05", "2031-02-21"]],
  "PW1 cross docx 'suggested she was standing on the footboard - contributory negligence'; chat 13/12 'Revathi madam Medical Board reference petition'; 21/2 photo 'Revathi again: contributory negligence, footboard'.")
# witness
q("witness", "BHEL la irundhu vandha witness yaaru, enna sonnaaru",
  [["ramesh babu"], ["1,12,40,000", "11240000", "1.12 crore", "112.4 lakh"]], [["C02", "2031-02-06"]],
  "BHEL witness 6 feb.txt: 'PW2 J. Ramesh Babu, Dy. Manager (Contracts) ... BHEL paid Kaveri Fabricators Rs. 1,12,40,000'.")
q("witness", "jothimani cross la income evlo sonnaanga",
  [["18,000", "18000"], ["tailor", "tailoring"]], [["C05", "2030-11-08"]],
  "Jothimani PW1 cross 8-11-2030.docx: 'Runs a tailoring shop at Manikandam; earning Rs. 18,000 per month'.")
q("witness", "partition la commissioner CW1 ah enna sonnaaru",
  [["lots", "kulukku"], ["mahazar"]], [["C03", "2031-04-07"]],
  "Commissioner CW1 7 April.docx: 'the division was by drawing lots (kulukku) ... D1 Arumugam signed the mahazar'.")
# open
q("open", "sangeetha case full status sollunga",
  [["10,000", "10000"], ["45,000", "45000"], d("2031-08-21")], [["C06", "2030-11-07"], ["C06", "2031-06-19"]],
  "7/11 diary 'interim maintenance Rs. 10,000 p.m.'; RW1 docx 'arrears ... still Rs. 45,000 ... ND 21.08.2031 - arguments'.")
q("open", "murugesan chit case summary kudunga",
  [["4,85,000", "485000", "4.85 lakh"], ["security", "blank"], ["2,10,000", "210000", "2.1 lakh"], ["defence arguments", "defence args"]],
  [["upload", "IMG_20300409_173512.jpg"], ["C04", "2030-12-10"], ["C04", "2031-03-11"], ["C04", "2031-05-13"]],
  "memo 'Rs. 4,85,000'; CW1 cross 'cheque was given blank as security ... denied'; chat 11/03 'cash-a Rs. 2,10,000 kattinen'; 13 may 'ND 31.07.2031 - defence arguments'.")
# bare (the lawyer's day, 31.07.2031)
q("bare", "kamatchi",
  [["defence arguments", "defence args", "arguments"], ["judicial magistrate no. ii", "jm-ii", "jm ii", "magistrate"]],
  [["upload", "JM II cause list 31.07.2031.pdf"], ["C04", "2031-05-13"]],
  "cause list 31.07.2031: 'S.T.C. 1187/2030 Sri Kamatchi Chits ... Defence arguments' before the Judicial Magistrate No. II.")
q("bare", "vinayaga",
  [["defendant's arguments", "defendant's args", "arguments"], ["no further time", "final"]],
  [["C02", "2031-06-12"], ["upload", "week plan 28 July - 8 Aug.docx"]],
  "20310612_171533.jpg: 'ND 31.07.2031 - defendant's args ... \"next date final, no further time.\"'")
# no_record
q("no_record", "lalgudi land acquisition case la compensation enna aachu", NR, [],
  "No land acquisition matter anywhere; the Lalgudi matter is a partition.", no_record=True, absent=["land acquisition"])
q("no_record", "jothimani MACT mediation la settle aacha", NR, [],
  "C05 was never sent to mediation; arguments were heard and the award is on 08.08.2031.", no_record=True,
  absent=["mediation"])
q("no_record", "lodge case la rent tribunal appeal file pannitaangala", NR, [],
  "No appeal to the Rent Tribunal; the Rent Court reserved orders.", no_record=True, absent=["rent tribunal"])
q("no_record", "advocate kathiravan kooda namma case enna", NR, [], "No Kathiravan in any upload.", no_record=True,
  absent=["kathiravan"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Trichy practice (bench/practices/trichy; written from the uploads' "
                    "source_text by its writer, practice 164; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
