"""Write questions.json for the Dumka practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note", "not in the notes", "record me nahi"]]
TODAY = "2026-12-11"
Q = []




def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"D-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "budhan wale SPT case me last time DC court me kya hua tha",
  [d("2026-09-28"), ["written notes", "written arguments"], d("2026-12-14")], [["C01", "2026-09-28"]],
  "Budhan SPT 28.09 order fixed.docx: '28.09.2026 ... both sides to file written notes of arguments within 2 weeks; "
  "case fixed for order on 14.12.2026'.")
q("last_time", "lakhiram manjhi suit me pichli peshi pe kya hua",
  [d("2026-11-04"), ["sitaram", "pargana"], ["pe closed", "evidence closed"]], [["C02", "2026-11-04"]],
  "IMG_20261104_150117.jpg: '04/11/26 ... PW3 Sitaram Soren, pargana - examined ... Our evidence closed (PE closed)'.")
q("last_time", "bikash da ke cheque case me kal deoghar me kya hua",
  [d("2026-08-05"), ["bank manager", "cw2"], d("2026-09-30")], [["C06", "2026-08-05"]],
  "WhatsApp Chat with Bikash da Maa Tara.txt: '[05/08/26 ...] Aapka cross ho gaya aaj ... Next 30 Sept - bank manager "
  "(CW2) ko summon hua hai'.", today="2026-08-06")
# next_date
q("next_date", "sonamuni kharcha case ka next date kya hai? priyanka ne kuch aur bola tha",
  [d("2026-11-27")], [["upload", "correction sonamuni ND.txt"]],
  "correction sonamuni ND.txt (10.10.26): 'next date is NOT 20.11 ... confirm - 27.11.2026 (Friday)'.",
  today="2026-10-12")
q("next_date", "quarry wala writ ab kab lagega ranchi me",
  [d("2027-01-18")], [["C03", "2026-11-23"]],
  "23.11 Ranchi quarry writ.txt: 'Part heard ... Next 18.01.2027'; IMG-20261127-WA0011.jpg: 'अगली 18.01.27'.")
q("next_date", "barnwal 138 ki agli tarik",
  [d("2026-12-16")], [["C06", "2026-11-18"]],
  "JM Deoghar order sheet CC 611-25.pdf: 'Put up on 16.12.2026 for the statement of the accused'; chat (4): 'ND 16.12.26'.")
# count
q("count", "manoj mandal wale trial me ab tak kitne PW ho gaye",
  [["5", "five"], ["paswan", "io", "i.o."]],
  [["C04", "2026-02-04"], ["C04", "2026-03-25"], ["C04", "2026-05-27"], ["C04", "2026-07-15"], ["C04", "2026-09-23"]],
  "PW1 Haripada (IMG_20260204), PW2 Minati (IMG_20260325), PW3 Sunil (27.05 note), PW4 Dr. Rana (15.07 note), "
  "'P.W. 5 S.I. Rajkishore Paswan examined ... Prosecution evidence closed' (ST 118-25 order sheet Aug Sep.pdf).")
q("count", "budhan case me dilip bhagat ne kitni baar date liya ya gayab raha",
  [["3", "three", "thrice"]], [["C01", "2026-01-19"], ["C01", "2026-05-18"], ["C01", "2026-08-24"]],
  "Order No. 2 19.01.2026: 'prays for time to file show cause'; register May: 'दिलीप भगत बीमार (सिक स्लिप) - सुनवाई टली'; "
  "Budhan args 24.08.docx: 'Dilip Bhagat absent (second time - May he sent a sick slip)'.")
q("count", "barnwal deoghar court me kitni bar absent raha hai",
  [["2", "two", "twice"]], [["C06", "2026-07-01"], ["C06", "2026-11-18"]],
  "Bikash chat 01/07/26: 'Barnwal absent tha, exemption petition diya'; order sheet 18.11.2026: 'Accused absent; "
  "petition u/s 355 BNSS for exemption filed'.")
# yes_no
q("yes_no", "mangal chore ko bail mila tha?",
  [["yes", "haan", "granted", "allowed", "released on bail"], d("2026-02-20")], [["C05", "2026-02-20"]],
  "Bail order BP 318-26 certified.pdf: '20.02.2026 ... directed to be released on bail ... Bail petition allowed'.")
q("yes_no", "barnwal ko HC se trial pe stay mila tha kya",
  [["no", "nahi", "not granted", "declined", "stay nahi"]], [["C08", "2026-03-09"]],
  "WhatsApp Chat with Priyanka Marandi Jr.txt: '09/03/26 ... Stay nahi diya!! Abhay Mishra ne bahut try kiya'.")
q("yes_no", "saloni ko 2 lakh mil gaya kya",
  [["yes", "haan", "aa gaya", "received", "credited"], d("2026-08-28"), ["2,00,000", "2 lakh", "200000", "two lakh"]],
  [["upload", "IMG_20260828_RTGS SBI Shikaripara.jpg"], ["C03", "2026-09-07"]],
  "Passbook: '28-08-2026 NEFT/RTGS CR DC DUMKA DMFT COMP WPC4127/25 ... 2,00,000.00'; Suman chat: '2 lakh 28 August "
  "ko aapki maa ke khata me aa gaya'.")
# said
q("said", "rinku case me doctor PW4 ne cross me kya maana",
  [["no external injury", "no injury"], ["oblique", "not continuous", "suicidal"]], [["C04", "2026-07-15"]],
  "15.07 PW4 doctor.txt: 'ligature mark not continuous, oblique - consistent with suicidal hanging ... \"no external "
  "injury except the ligature mark\"'.")
q("said", "dhunu hansda manjhi ne sonamuni case me gawahi me kya bola",
  [["sakam orec"], ["kabhi nahi", "never"]], [["C07", "2026-10-09"]],
  "Priyanka chat (3) 09/10/26: 'AW3 Dhunu Hansda manjhi ka gawahi ho gaya. Bola sakam orec' kabhi nahi hua Masalia me'.")
q("said", "sahu J ne DMO ke counter pe kya bola tha quarry writ me",
  [["who pays", "widow"], ["personal affidavit", "affidavit"], ["deputy commissioner", "dc"]], [["C03", "2026-03-16"]],
  "Saloni WPC 16.03 note.docx: '\"Then who pays the widow?\" ... Directed the Deputy Commissioner, Dumka to file a "
  "personal affidavit on compensation'.")
# judge_habit
q("judge_habit", "DC sahab SPT matter me pehle kya mangte hai",
  [["circle officer", "co's report", "c.o."], ["khatiyan"], ["in person", "personally"]],
  [["C01", "2025-12-08"], ["C01", "2026-02-23"]],
  "IMG_20251208: 'DC sahab ne CO Jama se report manga - khatiyan'; order sheet: 'The Circle Officer, Jama shall enquire "
  "and report ... The C.O., Jama to appear in person with the report and the khatiyan'.")
q("judge_habit", "pathak sahab ADJ-I gawah ya IO nahi aaye to kya karte h",
  [["bailable warrant", "warrant"], ["summons", "through the s.p.", "sp ke through"]],
  [["C04", "2026-08-19"], ["C04", "2026-01-07"]],
  "ST 118-25 order sheet Aug Sep.pdf: 'Issue bailable warrant against the I.O. ... through the S.P., Dumka'; "
  "IMG_20260107: 'fresh summons + SP ke through'.")
q("judge_habit", "deoghar JM madam exemption kaise deti hai",
  [["cost", "costs", "kharcha", "खर्चा"], ["1,000", "1000"], ["warrant"]],
  [["C06", "2026-11-18"], ["C06", "2026-04-15"]],
  "Order sheet 18.11.2026: 'Allowed on costs of Rs. 1,000/- payable to the complainant'; chat (4): 'Madam boli next "
  "date pe absent to warrant'; chat (2): 'JM madam ne Rs 300 cost lagaya'.")
# pending_before
q("pending_before", "sinha sahab ke court me mera kya pending hai",
  [["lakhiram", "manjhi", "title suit", "37/25"], d("2026-12-16")], [["C02", "2026-11-04"]],
  "IMG_20261104_150117.jpg: 'Sub Judge-I - TS 37/25 Lakhiram ... ND 16/12/26 for DE'.")
q("pending_before", "ranchi HC me abhi kaunsa matter bacha hai mera",
  [["saloni", "quarry"], ["dismissed"]], [["C03", "2026-11-23"], ["C08", "2026-07-20"]],
  "23.11 Ranchi quarry writ.txt: 'W.P.(C) 4127/25 Saloni Hansda ... Next 18.01.2027'; Cr.M.P. 1887 order 20.07.2026: "
  "'The Cr.M.P. is dismissed'.")
# amount
q("amount", "sonamuni ka interim kitna hua tha aur kitna baki h",
  [["3,500", "3500"], ["14,000", "14000"]], [["C07", "2026-04-17"], ["C07", "2026-11-27"]],
  "Interim order 17.04.2026: 'Rs. 3,500/- (three thousand five hundred) per month'; 27.11 note: 'Rs. 14,000 still due'.")
q("amount", "barnwal wala cheque kitne ka tha",
  [["4,85,000", "485000", "4.85 lakh"]], [["upload", "Scan_20250811_1412.pdf"]],
  "Scan_20250811_1412.pdf: 'Cheque No. 702114 dated 05/08/2025 for Rs. 4,85,000/-'.")
q("amount", "quarry writ me kal state pe kitna cost laga",
  [["5,000", "5000"]], [["C03", "2026-04-27"]],
  "Priyanka chat (2) 27/04/26: 'Sahu J ne State pe Rs 5,000 cost lagaya!!'.", today="2026-04-28")
# pattern
q("pattern", "barnwal side cheque case lamba kaise khich raha hai",
  [["exemption", "absent"], ["cross"], ["stay"]],
  [["C06", "2026-03-11"], ["C06", "2026-04-15"], ["C06", "2026-07-01"], ["C06", "2026-11-18"]],
  "Chat 11/03/26: 'petition diya trial stay karo'; 15/04/26: 'CW1 cross ke liye time maanga'; Bikash chat 01/07/26: "
  "'Barnwal absent tha, exemption'; order sheet 18.11.2026: 'Accused absent; petition ... for exemption'.")
q("pattern", "rinku trial me prosecution ke gawah cross me kya common maan rahe hai",
  [["phone"], ["no written complaint", "omission"]],
  [["C04", "2026-02-25"], ["C04", "2026-03-25"], ["C04", "2026-09-23"]],
  "IMG_20260225: 'admitted: no written complaint of dowry'; IMG_20260325: 'heard from Rinku on phone only'; "
  "23.09 note: 'PW3 Sunil did not tell him of any beating (omission proved)'.")
# counsel_pattern
q("counsel_pattern", "dilip bhagat usually kya karta hai budhan case me",
  [["sick", "बीमार"], ["absent", "अनुपस्थित"], ["limitation", "27 years"]],
  [["C01", "2026-05-18"], ["C01", "2026-08-24"], ["C01", "2026-09-28"]],
  "Register May: 'ओ.पी. वकील दिलीप भगत बीमार (सिक स्लिप)'; 24.08: 'Dilip Bhagat absent'; 28.09: 'Dilip Bhagat argued "
  "for OP (limitation, 27 years' possession ...)'.")
q("counsel_pattern", "pal babu manjhi suit me kya kya chaal chal raha",
  [["500"], ["jurisdiction"], ["deferred", "टला"]],
  [["C02", "2026-01-21"], ["C02", "2026-02-18"], ["C02", "2026-05-06"]],
  "Register Jan: 'W.S. दाखिल नहीं, 500 रु० हर्जाना पर समय'; 18.02 note: 'civil court no jurisdiction'; register May: "
  "'जिरह प्रतिवादी के कहने पर टला'.")
# witness
q("witness", "manoj case me PW3 kon tha aur cross me kya nikla",
  [["sunil mandal", "sunil"], ["brother", "bhai"], ["kolkata", "howrah"]], [["C04", "2026-05-27"]],
  "27.05 PW3 Sunil Mandal.txt: 'PW3 Sunil Mandal (brother of deceased) ... he lives in Kolkata (Howrah) since 2022'.")
q("witness", "lakhiram suit me jog manjhi ne kya bataya tha",
  [["jogia"], ["night"], ["godet", "paranik"]], [["C02", "2026-07-08"]],
  "Manjhi suit PW1 PW2 8.7.docx: 'PW2 Jogia Hansda (jog manjhi of Haripur) ... called by Babulal's people at night; "
  "no godet went round the village; the paranik was not there'.")
q("witness", "barnwal case me bank wala witness kaun tha",
  [["amit ghosh"], d("2026-09-30")], [["C06", "2026-09-30"]],
  "Order sheet: '30.09.2026 ... C.W. 2 Amit Ghosh, Branch Manager, Bank of India, Deoghar examined'.")
# open
q("open", "saloni quarry writ short me samjha do",
  [["31.03.2024", "lease expired"], ["2,00,000", "2 lakh", "200000", "two lakh"], d("2027-01-18")],
  [["upload", "DMO counter affidavit WPC 4127.pdf"], ["C03", "2026-07-13"], ["C03", "2026-11-23"]],
  "DMO counter: 'lease ... expired on 31.03.2024'; order 13.07.2026: 'shall pay Rs. 2,00,000/- (Rupees two lakh)'; "
  "23.11 note: 'Next 18.01.2027'.")
q("open", "budhan ka SPT wala matter kahan tak pahuncha",
  [["show cause"], ["in person"], d("2026-04-06")], [["C01", "2026-02-23"]],
  "Budhan SPT 23.02.docx: 'OP show cause filed ... ordered the CO to appear in person ... Next 06.04.2026'.",
  today="2026-02-24")
# bare
q("bare", "manoj", [["defence evidence", "bhola rai", "dw1"], d("2026-12-11")], [["C04", "2026-11-11"]],
  "ST 118 351 stmt 11.11.docx: 'DW1 Bhola Rai ... Next 11.12.2026 for defence evidence'.")
q("bare", "sonamuni", [["opw1", "rameshwar", "cross"], ["14,000", "14000"]], [["C07", "2026-11-27"]],
  "Sonamuni OPW1 cross 27.11.docx: 'OPW1 Rameshwar Besra ... Rs. 14,000 still due ... Cross to continue - next 11.12.2026'.")
# no_record
q("no_record", "pakur wale partition suit ki agli date kya hai", NR, [],
  "No partition suit and no Pakur matter in any upload.", no_record=True, absent=["partition", "pakur"])
q("no_record", "mangal chore ki bail cancel karwane forest wale gaye the kya", NR, [],
  "C05 ended with bail on 20.02.2026; no upload names a cancellation.", no_record=True, absent=["cancel"])
q("no_record", "lakhiram suit me amin ki naapi report aayi?", NR, [],
  "No survey/measurement commission was asked for or made in C02.", no_record=True, absent=["amin report", "naapi"])
q("no_record", "tirkey vakil ke saath mera kaunsa case chal raha", NR, [], "No Tirkey in any upload.", no_record=True,
  absent=["tirkey"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Dumka practice (bench/practices/dumka; written from the uploads' "
                    "source_text by its writer, practice51; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
