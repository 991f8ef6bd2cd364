"""Write questions.json for the Kota practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note", "not in the notes", "koni mil", "record me koni"]]
TODAY = "2027-03-04"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"K-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "pinnacle wale aarav ke case me pichhli date pe kai hoyo?",
  [d("2027-01-20"), ["last opportunity"], ["proxy", "unwell", "rahul soni"]], [["C01", "2027-01-20"]],
  "CC 212-2026 order 20.01.2027.pdf: 'proxy for Sh. Anupam Jain ... main counsel is unwell ... Last opportunity to the OP'.")
q("last_time", "mohit ke hostel sealing writ me last time kya hua",
  [d("2027-01-19"), ["staircase"], ["5th floor", "fifth floor", "top floor"]], [["C06", "2027-01-19"]],
  "mohit writ 19.1.27.txt: 'no second staircase ... Mohit ready to close 5th floor (12 rooms)'.")
q("last_time", "hadoti SA me pichli tarikh pe kya hua DRT me",
  [d("2026-08-25"), ["rejoinder"], ["13(3a)", "npa", "13(2)"]], [["C03", "2026-08-25"]],
  "PXL_20260825_154410.jpg: 'SA 77 Hadoti: rejoinder filed. Args started - 13(2) notice ... NPA 31.3.25 wrong ... 13(3A)'.",
  today="2026-09-10")
# next_date
q("next_date", "bhanwarlal wale cheque case ki agli date kadi hai?",
  [d("2027-03-05"), ["cw2", "bank official", "sbi"]], [["C08", "2027-01-22"]],
  "IMG_20270122_130515.jpg: 'CW2 - SBI Kaithoon branch official summoned ... ND 5/3/27'.")
q("next_date", "aarav pinnacle ki agli tarikh kab h",
  [d("2027-01-20")], [["upload", "correction pinnacle ND.txt"], ["C01", "2026-11-25"]],
  "correction pinnacle ND.txt: 'munshi ji ne diary me 27.01 likh diyo - wo galat hai ... CC/212/2026 - 20.01.2027'.",
  today="2026-12-01")
q("next_date", "shruti hostel wala kab lagega agli baar",
  [d("2027-03-10"), ["op evidence", "op's evidence", "evidence of op", "rakesh nagar"]], [["C02", "2027-01-13"]],
  "shruti evidence 13.1.docx: 'ND 10.03.2027 for OP evidence.'")
# count
q("count", "anupam jain ne pinnacle me kitni baar time liyo ab tak",
  [["4", "four", "char", "chaar"]], [["C01", "2026-04-22"], ["C01", "2026-05-27"], ["C01", "2026-11-25"], ["C01", "2027-01-20"]],
  "22.04 register: 'जवाब के लिए समय मांगा'; order 27.05: 'seeks further time'; 25.11 note: 'written args ke liye time maangyo'; "
  "order 20.01.2027: 'main counsel is unwell. ... Last opportunity'. Four.")
q("count", "hadoti ka SA DRT me kitni baar lag chuka",
  [["8", "eight", "aath"]], [["C03", "2026-02-24"], ["C03", "2026-03-24"], ["C03", "2026-05-05"], ["C03", "2026-07-14"],
                              ["C03", "2026-08-25"], ["C03", "2026-10-13"], ["C03", "2026-12-08"], ["C03", "2027-02-16"]],
  "Priyanshi chats 24/02, 24/03, 14/07, 16/02; munshi 05.05; photo 25/8; note 13.10; order 08.12. Eight listings.")
q("count", "shankar lal 138 me abhi tak kitni peshi ho gyi",
  [["7", "seven", "saat"]], [["C08", "2026-03-27"], ["C08", "2026-05-08"], ["C08", "2026-07-03"], ["C08", "2026-08-07"],
                             ["C08", "2026-09-25"], ["C08", "2026-11-20"], ["C08", "2027-01-22"]],
  "munshi 27.03 and 03.07; notes 8.5, 7/8, 20.11, 22/1; zimni 25.09.2026. Seven dates.")
# yes_no
q("yes_no", "shankar lal ne 56000 wala interim compensation de diya kya",
  [["not paid", "nahi", "not yet", "no,"], ["56,000", "56000"]], [["C08", "2026-11-20"], ["C08", "2027-01-22"]],
  "bhanwar lal 20.11.docx: 'interim compensation 20% ... Rs. 56,000'; IMG_20270122: '56000 interim compensation - NOT paid yet'.")
q("yes_no", "chambal steel CoC me h kya?",
  [["not in the coc", "not a member", "nahi hai", "is not"], ["10%", "below 10", "operational creditor"]],
  [["C04", "2027-01-12"]],
  "nclt chambal 12 jan.docx: 'Chambal Steel is not in the CoC (operational creditor, below 10%)'.")
q("yes_no", "vidyasthal wali appeal ka faisla aa gaya kya",
  [["yes", "dismissed", "haan"], d("2026-10-29")], [["C05", "2026-10-29"]],
  "State Commission A-612-2026 judgment 29.10.2026.pdf: 'The appeal is dismissed with costs'.", today="2026-11-05")
# said
q("said", "NCLT me member judicial ne mittal ke email wale point pe kya kaha tha",
  [["mobilox", "spurious"], ["after the last invoice", "before the demand notice"]], [["C04", "2026-08-18"], ["C04", "2026-09-22"]],
  "IMG_20260818_170502.jpg: 'Member (J): \"spurious dispute test - Mobilox\"'; Priyanshi chat (2) 22/09: 'email is after the last invoice and before the demand notice'.")
q("said", "jhalani sahab ne mohit ke writ me july me kya bola AAG ko",
  [["6 hafte", "six weeks", "6 weeks"], ["reply", "para-wise"]], [["C06", "2026-07-21"]],
  "writ mohit 21.7.txt: 'Meena AAG ne reply ke liye time maangyo ... Judge thoda naraz: \"6 hafte ho gaye\"'.")
q("said", "PO sahab ne 13(3A) ka reply na milne pe kya kaha",
  [["presumption"], ["bank ka args", "bank's arguments", "bank's args"]], [["C03", "2027-02-16"]],
  "Priyanshi chat (2) 16/02/27: 'PO ne kaha reply nahi hai to presumption against bank, next date par bank ka args'.")
# judge_habit
q("judge_habit", "DRT wale PO saxena interim dene se pehle kai condition lagate hain",
  [["deposit"], ["10 lakh", "10,00,000", "1000000", "ten lakh"]], [["C03", "2026-03-24"]],
  "DRT SA order 24.03.2026.pdf: 'directed to deposit Rs. 10,00,000/- ... Subject to the deposit'; chat 24/03: '10 lakh deposit'.")
q("judge_habit", "goyal sahab commission me tarikh maangne pe kya karte",
  [["costs", "cost", "kharcha"], ["last opportunity", "2,000", "3,000"]], [["C01", "2026-05-27"], ["C02", "2026-09-30"]],
  "order 27.05.2026: 'Last opportunity ... subject to costs of Rs. 2,000'; order 30.09.2026: 'subject to costs of Rs. 3,000'.")
q("judge_habit", "state commission wale stay ke liye kya maangte h",
  [["50%", "50 %", "half", "fifty percent"]], [["C05", "2026-04-16"]],
  "IMG_20260416_141900.HEIC: 'Stay ... subject to deposit of 50% of awarded amount'.")
# pending_before
q("pending_before", "4 march se pehle suresh ji ke liye kya draft karna hai",
  [["12a"], ["32 lakh", "32"]], [["upload", "week plan 1-6 march.txt"]],
  "week plan 1-6 march.txt: 'draft 12A settlement terms for Suresh ji (32 lakh, 4 instalments?) before Thursday'.",
  today="2027-03-01")
q("pending_before", "bhanwar lal ki agli peshi se pehle kai karwano h",
  [["summons", "tameel"], ["sbi"]], [["upload", "week plan 1-6 march.txt"]],
  "week plan: 'Bhanwar Lal ko bolo SBI wale ka summons tameel karwaye'.")
# amount
q("amount", "rathore infracon pe kitno operational debt tha",
  [["38,60,000", "3860000", "38.60 lakh", "38.6 lakh", "38,60,000/-"]], [["upload", "demand notice s8 Rathore Infracon.pdf"]],
  "demand notice s8: 'Unpaid operational debt: Rs. 38,60,000/-'.")
q("amount", "hadoti factory ki valuation kitni aayi bank ki report me",
  [["3.12 cr", "3.12 crore", "3,12,00,000"]], [["C03", "2027-02-16"]],
  "Priyanshi chat (2) 16/02/27: 'valuation report ... FMV 3.12 cr'.")
q("amount", "shruti ka hostel security deposit kitna tha",
  [["40,000", "40000"]], [["upload", "Screenshot_20260518-211542.png"]],
  "Screenshot: 'Security (refundable): Rs. 40,000/-'.")
# pattern
q("pattern", "kin kin matters me samne wali party pe cost lagi",
  [["pinnacle", "aarav"], ["shruti", "balaji"], ["vidyasthal", "harsh"]],
  [["C01", "2026-05-27"], ["C02", "2026-09-30"], ["C05", "2026-10-29"]],
  "orders: C01 27.05 Rs. 2,000 on OP; C02 30.09 Rs. 3,000; C05 29.10 'dismissed with costs of Rs. 5,000'.")
q("pattern", "jaipur me mhaare kaun kaun se matter chal rahe h abhi",
  [["hadoti", "bank of baroda"], ["chambal", "rathore"], ["mohit", "4417", "sealing"]],
  [["C03", "2026-12-08"], ["C03", "2027-02-16"], ["C04", "2027-01-12"], ["C06", "2027-01-19"]],
  "DRT order 08.12.2026 (SA 77 with OA 310, Hadoti); nclt chambal 12 jan.docx (NCLT Jaipur); mohit writ 19.1.27.txt (Jaipur bench).")
# counsel_pattern
q("counsel_pattern", "anupam jain har baar kya karta h pinnacle me",
  [["time"], ["version", "written args", "written arguments", "जवाब"]],
  [["C01", "2026-04-22"], ["C01", "2026-05-27"], ["C01", "2026-11-25"]],
  "order 27.05: 'Version not filed. Counsel for the OP seeks further time'; 25.11 note: 'written args ke liye time maangyo'.")
q("counsel_pattern", "bank wali bhatnagar madam ka DRT me kya tareeka h",
  [["time"], ["valuation report", "13(3a)", "regional office"]], [["C03", "2026-12-08"], ["C03", "2026-03-24"]],
  "order 08.12.2026: 'Ld. counsel for the bank seeks time to produce the valuation report ... record is with the Regional Office'.")
# witness
q("witness", "bhanwar lal ke cross me sen ne kya suggestion diya",
  [["bajri"], ["jagah 31", "31 trolley", "only 31"], ["40 trolley"]], [["C08", "2027-01-22"]],
  "IMG_20270122_130515.jpg: 'Sen's suggestion - maal me bajri kam aayi, 40 trolley ki jagah 31 - denied'.")
q("witness", "pinnacle ki taraf se affidavit kisne diya, kya bola usne",
  [["vikas sharma"], ["41 classes"], ["study material"]], [["C01", "2026-10-07"]],
  "IMG_20261007_162233.jpg: 'centre head Vikas Sharma ka affidavit ... Aarav attended 41 classes, study material issued'.")
q("witness", "bank OA me bank ka gawah kaun h",
  [["lalit chhabra", "chhabra"], ["chief manager"]], [["C07", "2027-02-16"]],
  "Priyanshi chat (2) 16/02/27: 'bank ne Chief Manager Sh. Lalit Chhabra ka evidence affidavit file kiya'.")
# open
q("open", "shruti wala hostel case poora samjha do",
  [["40,000", "40000"], ["food poisoning", "gastroenteritis"], ["ex parte"], d("2027-03-10")],
  [["upload", "Screenshot_20260518-211542.png"], ["upload", "sudha hospital discharge shruti.pdf"], ["C02", "2026-08-19"],
   ["C02", "2027-01-13"]],
  "receipt: 'Security (refundable): Rs. 40,000'; discharge: 'food poisoning'; 26.08 docx: 'proceeded ex parte'; 13.01 docx: 'ND 10.03.2027'.")
q("open", "chambal steel NCLT ka status batao",
  [["admitted"], ["girish tak"], ["12a"], d("2027-03-04")], [["C04", "2026-11-03"], ["C04", "2027-01-12"]],
  "admission order 03.11.2026: 'application u/s 9 is admitted ... Mr. Girish Tak ... IRP'; 12 jan docx: 's. 12A ... ND 04.03.2027'.")
# bare
q("bare", "pinnacle", [d("2027-03-04"), ["final arguments", "arguments", "args"]],
  [["upload", "Kota District Commission cause list 04.03.2027.pdf"], ["C01", "2027-01-20"]],
  "cause list 04.03.2027: 'CC/212/2026 Aarav Choudhary vs Pinnacle Academy ... Final arguments (OP)'.")
q("bare", "chambal", [d("2027-03-04"), ["irp", "progress report"]], [["C04", "2027-01-12"]],
  "nclt chambal 12 jan.docx: 'ND 04.03.2027 - IRP's further report'.")
# no_record
q("no_record", "allen ke hostel ke against mera complaint kab laga hai", NR, [],
  "No Allen anywhere in the uploads.", no_record=True, absent=["allen"])
q("no_record", "mohit writ me contempt lagai thi na, uska kai hoyo", NR, [],
  "No contempt petition in C06; no upload names one.", no_record=True, absent=["contempt"])
q("no_record", "chambal steel wale me liquidation order aa gaya kya", NR, [],
  "C04 is in CIRP; no liquidation anywhere.", no_record=True, absent=["liquidation", "liquidator"])
q("no_record", "bhardwaj vakil ke saath mera kaunsa matter h", NR, [],
  "No Bhardwaj in any upload (the valuer is Bhargava).", no_record=True, absent=["bhardwaj"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Kota practice (bench/practices/kota; written from the uploads' "
                    "source_text by its writer, practice89; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
