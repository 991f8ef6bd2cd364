"""Write questions.json for the Hassan practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "yaavude record illa", "no note", "not in the notes"]]
TODAY = "2029-11-23"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"H-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "chandru partition last time enaaytu",
  [["mallesh"], ["cross"], d("2029-09-20")], [["C01", "2029-09-20"]],
  "chandru PW1 cross 20.9.txt: '20.9.29 Sakleshpur - OS 214/27 - PW1 Chandru cross by Mallesh (part)'.")
q("last_time", "temple case hindina sala enaytu",
  [["muzrai", "ಮುಜರಾಯಿ"], ["report", "ವರದಿ"]], [["C05", "2029-09-14"]],
  "temple 14 sep.txt: 'Muzrai Tahsildar report not come. Kulkarni sir adjourned.'")
q("last_time", "prajwal MVC last hearing alli enu aaytu",
  [["santosh kamath", "kamath"], ["re closed"]], [["C06", "2029-11-19"]],
  "prajwal RW1 19.11.txt: 'RW1 Sri Santosh Kamath ... examined ... RE closed.'")
# next_date
q("next_date", "thimmaiah PTCL order yavaga", [d("2029-11-27")], [["C02", "2029-08-21"]],
  "AC order sheet 21.08.2029: 'ಆದೇಶಕ್ಕಾಗಿ ದಿನಾಂಕ 27.11.2029 ಕ್ಕೆ ಮುಂದೂಡಲಾಗಿದೆ'.")
q("next_date", "hoysala chit case mundina date", [d("2029-11-28")], [["C04", "2029-10-03"]],
  "CC 1123-2028 order sheet 03.10.2029: 'For D.E. Call on 28.11.2029.'")
q("next_date", "temple suit next date yavdu", [d("2029-11-23")], [["upload", "correction temple ND.txt"]],
  "correction temple ND.txt (16.9): 'next date is NOT 16.11 ... it is 23.11.2029' - the 14.9 note's 16.11 was wrong.",
  today="2029-09-17")
# count
q("count", "hoysala case alli accused kade inda estu sala adjournment tagondru",
  [["3", "three", "thrice"]], [["C04", "2029-03-07"], ["C04", "2029-04-04"], ["C04", "2029-08-22"]],
  "7.3: 'Devadiga sought time for cross'; chat 04/04: 'Devadiga sir absent ... 500 cost'; chat 22/08: 'exemption haakidru'.")
q("count", "aane case alli AGA estu sala time kelidru",
  [["2", "two", "twice"]], [["C03", "2029-01-22"], ["C03", "2029-03-05"]],
  "22/1/29: 'AGA sought 4 weeks for objections'; order 05.03.2029: 'Learned AGA seeks further time.'", today="2029-03-10")
q("count", "manja bail ge estu hearing aaytu totally",
  [["4", "four"]], [["C07", "2029-08-13"], ["C07", "2029-08-17"], ["C07", "2029-08-24"], ["C07", "2029-08-28"]],
  "Kavya chat: 13/08 PP time; 17.8 docx objections; 24/8 args heard; order 28.08.2029 bail.")
# yes_no
q("yes_no", "prajwal accident time helmet haakidna?",
  [["ಹೆಲ್ಮೆಟ್ ಧರಿಸಿದ್ದೆ", "broken helmet", "helmet pieces", "helmet odedhu"]],
  [["C06", "2029-06-11"], ["C06", "2029-11-19"]],
  "Deposition: 'ನಾನು ಹೆಲ್ಮೆಟ್ ಧರಿಸಿದ್ದೆ ಎಂದರೆ ಸರಿ. ಹೆಲ್ಮೆಟ್ ಒಡೆದು ಹೋಯಿತು'; RW1 note: 'mahazar lists \"broken helmet pieces\"'.")
q("yes_no", "manja bail order aayta?", [["orders"], d("2029-08-28")], [["C07", "2029-08-24"]],
  "IMG_20290824_173002.jpg: 'args heard both ... Orders on 28.8.29' (not yet on 25.8).", today="2029-08-25")
q("yes_no", "chandru commissioner fee kottidna", [["15,000", "15000"], d("2029-04-06")],
  [["upload", "IMG_20290406_101502.jpg"]],
  "Receipt No. 07, Sakleshpur, 06.04.2029: 'Received from Sri B. M. Chandrashekar ... Rs. 15,000/-'.")
# said
q("said", "AC sir grant file bagge enu helidru", [["tahsildar"], ["saguvali", "grant file"]],
  [["C02", "2029-01-09"]], "thimmaiah AC 9.1.txt: 'AC sir: \"grant file, saguvali chit and Tahsildar's report beku\"'.")
q("said", "kulkarni sir trustees ge accounts bagge enu andru modala date alli",
  [["accounts ellide", "come ready with accounts"]], [["C05", "2028-12-15"]],
  "20281215_160522.jpg: 'Kulkarni sir: \"accounts ellide?\" ... asked trustees to come ready with accounts'.")
q("said", "gowramma cross alli enu helidlu", [["10 varsha", "10 yrs", "10 years", "ten years"], ["kandaya"]],
  [["C08", "2029-07-21"]],
  "IMG_20290721_190233.jpg: '\"naanu ganda satta mele 10 varsha inda bele tegeetha iddini\" ... kandaya - denied'.")
# judge_habit
q("judge_habit", "hegde sir partition suit alli hege madtaare", [["mediation"], ["commissioner"]],
  [["C01", "2029-03-29"], ["C01", "2029-06-14"]],
  "Order 29.03.2029: 'appointed as Court Commissioner ... referred to the Mediation Centre'; 14-6-29: 'Mediation failed'.")
q("judge_habit", "hosmani J state ge time kodtara matte matte", [["last chance"]], [["C03", "2029-03-05"]],
  "Order 05.03.2029: 'As a last chance, the respondents shall file their statement of objections'.")
q("judge_habit", "MACT madam adjournmnet kodtara", [["last chance", "no more time", "one date only"]],
  [["C06", "2029-03-12"], ["C06", "2029-10-08"]],
  "12/3/29: 'Madam: next date cross, no more time'; chat 08/10: 'Vidya Rao madam \"last chance\" andru'.")
# pending_before
q("pending_before", "PDJ sir mundhe nandu yaava case ide", [["basavaraju", "o.s. 5/2028", "kalleshwara", "temple"]],
  [["upload", "PDJ Hassan cause list 23.11.2029.pdf"]],
  "Cause list 23.11.2029: 'O.S. 5/2028 H. G. Basavaraju & Ors. v. K. T. Siddalingappa & Ors.' (the bail was disposed).")
q("pending_before", "channarayapatna court alli enu ide namdu", [["gowramma"], d("2029-11-24")],
  [["C08", "2029-10-27"]], "gowramma args 27.10.txt: 'Yogesh v. Gowramma ... Our arguments next - 24.11.2029 (Sat)'.")
# amount
q("amount", "temple hundi collection estu thorsidru", [["7,42,310", "742310", "7.42 lakh"]], [["C05", "2029-06-08"]],
  "IMG_20290608_171845.jpg: 'jatra 2028 accounts: hundi Rs. 7,42,310'.", today="2029-06-10")
q("amount", "hoysala cheque amount estu", [["3,60,000", "360000", "3.6 lakh", "3.60 lakh"]],
  [["upload", "SBI return memo Raghavendra.pdf"]], "Return memo: 'Cheque No. 018734 dt 10.06.2028 for Rs. 3,60,000/-'.")
q("amount", "aane case alli DCF estu kottidru puttaswamy ge", [["32,500", "32500"]], [["C03", "2029-06-18"]],
  "Puttaswamy WP 18.06.docx: 'Rs. 32,500 paid on the spot mahazar of 12.09.2028 by RTGS'.")
# pattern
q("pattern", "hoysala case alli accused side delay madta idaara", [["exemption"], ["500"]],
  [["C04", "2029-04-04"], ["C04", "2029-08-22"]],
  "Spoorthi chat 04/04: 'Devadiga sir absent ... 500 cost'; chat 22/08: 'accused absent, exemption haakidru'.")
q("pattern", "temple trustees accounts sariyagi kodtara", [["accounts"], ["1,000", "1000"]],
  [["C05", "2028-12-15"], ["C05", "2029-03-23"]],
  "15/12/28: 'come ready with accounts'; 23-3-29: 'Trustees no WS, no accounts ... costs Rs. 1,000'.")
# counsel_pattern
q("counsel_pattern", "latha pai yaava point hidkondidaare", [["helmet"], ["contributory negligence"]],
  [["C06", "2029-01-29"], ["C06", "2029-08-27"]],
  "prajwal MVC 29.1.txt: 'riding without helmet - contributory negligence 50%'; chat 27/08: 'Latha madam helmet bagge kelidru'.")
q("counsel_pattern", "ramesh kumar vakilru enu argue madtidaare thimmaiah alli", [["39 years"], ["nekkanti"]],
  [["C02", "2029-01-09"], ["C02", "2029-07-17"]],
  "9/1/29: 'application after 39 years, hopelessly delayed'; 17.07: 'relies on Nekkanti Rama Lakshmi'.")
# witness
q("witness", "prajwal case doctor yaaru, disability estu", [["ashwin rao"], ["28%", "28 %"]], [["C06", "2029-07-23"]],
  "IMG_20290723_130512.jpg: 'PW2 Dr. Ashwin Rao, HIMS ortho - chief: permanent disability 28%'.")
q("witness", "hoysala case bank witenss yaaru", [["praveen kumar"]], [["C04", "2029-07-11"]],
  "hoysala PW2 11-07.txt: 'PW2 Sri Praveen Kumar, Dy. Manager, SBI Hassan main branch'.")
q("witness", "gowramma DW2 yaaru", [["ಮಂಜೇಶ್", "manjesh", "ಗ್ರಾಮ ಲೆಕ್ಕಾಧಿಕಾರಿ", "village accountant"]],
  [["C08", "2029-09-15"]], "Register 15/9: 'DW2 ಗ್ರಾಮ ಲೆಕ್ಕಾಧಿಕಾರಿ ಮಂಜೇಶ್ ಪಹಣಿ ರಿಜಿಸ್ಟರ್ ಜೊತೆ ಹಾಜರು'.")
# open
q("open", "bettadamane estate case status heli short agi",
  [["41 acres 22 guntas", "41-22", "41 acre 22 gunte"], ["18,400", "18400"], d("2029-11-23")],
  [["C01", "2029-07-26"], ["C01", "2029-09-20"]],
  "Bettadamane 26 July.docx: '41 acres 22 guntas ... 18,400 coffee plants'; 20.9.29: 'Mundina dinanka 23.11.2029'.")
q("open", "thimmaiah PTCL full haala", [["1968"], ["1989"], d("2029-11-27")],
  [["C02", "2029-03-13"], ["C02", "2029-08-21"]],
  "20290313_124410.jpg: 'Grant 14.08.1968 ... Sale deed 1989 ... no permission'; AC order sheet: '27.11.2029'.")
# bare
q("bare", "chandru", [["further cross"], ["mallesh"]], [["C01", "2029-09-20"]],
  "chandru PW1 cross 20.9.txt: 'Mundina dinanka 23.11.2029 - further cross of PW1' (listed today, Sakleshpur).")
q("bare", "temple", [["muzrai", "ಮುಜರಾಯಿ"]], [["C05", "2029-09-14"]],
  "temple 14 sep.txt: 'Muzrai Tahsildar report not come' (listed today before the PDJ).")
# no_record
q("no_record", "arsikere land acquisition reference next date enu", NR, [],
  "No land acquisition matter and no Arsikere anywhere in the uploads.", no_record=True,
  absent=["arsikere", "acquisition"])
q("no_record", "prajwal claim lok adalat alli settle aaytha", NR, [],
  "C06 was never sent to a Lok Adalat; it goes to arguments.", no_record=True, absent=["lok adalat"])
q("no_record", "manja anticipatory bail enaaytu", NR, [],
  "C07 was a regular bail after arrest; no anticipatory bail anywhere.", no_record=True, absent=["anticipatory"])
q("no_record", "doddegowda vakilru yaava case alli ediru idaare", NR, [], "No Doddegowda in any upload.",
  no_record=True, absent=["doddegowda"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Hassan practice (bench/practices/hassan; written from the uploads' "
                    "source_text by its writer, practice 139; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
