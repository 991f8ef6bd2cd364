"""Write questions.json for the Vijayawada practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]
TELUGU = ["జనవరి", "ఫిబ్రవరి", "మార్చి", "ఏప్రిల్", "మే", "జూన్", "జూలై", "ఆగస్టు", "సెప్టెంబర్", "అక్టోబర్",
          "నవంబర్", "డిసెంబర్"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the chamber's 17/3 when `short`; the gumasta's Telugu month)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}",
             f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}", f"{dd} {TELUGU[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}.", f"{dd:02d}/{mm:02d}"]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "record ledu", "no note", "not in the notes"]]
TODAY = "2027-12-06"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"V-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "mandava garu LA case lo last time emi ayyindi",
  [d("2027-11-16"), ["rw1", "deputy tahsildar", "prabhakar"], ["arguments"]], [["C01", "2027-11-16"]],
  "16.11 mandava RW1.txt: 'RW1 Sri Koneru Prabhakar, Deputy Tahsildar (LA), CRDA examined ... Post for arguments.'")
q("last_time", "khaja auto case last hearing lo em jarigindi",
  [d("2027-10-22"), ["driver", "rw1", "basha"]], [["C06", "2027-10-22"]],
  "Sai Charan chat (2) 22/10/27: 'MACT Khaja - RW1 RTC bus driver Sk. Basha examined ... speed 40 ani oppukunnadu'.")
q("last_time", "pothuri partiton last date lo emaindi",
  [d("2027-09-15"), ["high court", "హైకోర్టు"], ["1,000", "1000", "వెయ్యి"]], [["C05", "2027-09-15"]],
  "IMG-20270915-WA0003.jpg (register): 'క్రాస్ జరగలేదు - ... వేణుగోపాల్ గారు హైకోర్టులో బిజీ. ... రూ. 1,000 ఖర్చులు'.",
  today="2027-10-01")
# next_date
q("next_date", "mandava LAOP tarvata date enti",
  [d("2027-12-06")], [["upload", "correction mandava ND.txt"]],
  "correction mandava ND.txt: 'ninna note lo ND 08.12 ani raasanu - tappu ... Sari ayina tarvata date 06.12.2027 (Monday)'.")
q("next_date", "swarnadhra suit next vaayida eppudu",
  [d("2027-12-08")], [["C03", "2027-10-20"]],
  "Sai Charan chat (2) 20/10/27: 'Swarnadhara - DW1 Rambabu cross ayyindi ... Next 08.12.2027'.")
q("next_date", "kiran bail HC lo malli eppudu list",
  [d("2027-03-29")], [["C07", "2027-03-08"]], "IMG_20270308_143015.jpg: 'Interim protection extended. ND 29.03.2027.'",
  today="2027-03-20")
# count
q("count", "chit case lo accused side enni saarlu time adigaru",
  [["2", "two", "rendu", "రెండు"]], [["C02", "2027-04-22"], ["C02", "2027-09-09"]],
  "Rama Devi chat 22/04/27: 'Satyanarayana garu adjournment adigaru - senior counsel High Court lo busy'; register "
  "9 Sept: 'సత్యనారాయణ గారు జవాబుకు టైం అడిగారు'. Two; the other four hearings no request by them.")
q("count", "GP prasada rao garu mandava case lo enni sarlu time teeskunnaru",
  [["2", "two", "rendu", "రెండు"]], [["C01", "2027-01-19"], ["C01", "2027-03-30"]],
  "register 19 Jan: 'GP గారు LAO రికార్డులు ఇంకా రాలేదని టైం అడిగారు'; 30.03 note: 'GP not ready for cross - asked time'.")
q("count", "pothuri case lo enni issues frame chesaru",
  [["5 issues", "five issues", "5", "five"]], [["C05", "2027-04-28"]],
  "OS 142 of 2026 issues 28.04.2027.docx: '5 issues framed: 1. ... 5. To what relief?'")
# yes_no
q("yes_no", "durga cements lo 143A dabbulu prakash kattada",
  [["not paid", "kattaledu", "ledu"], ["1,48,000", "148000", "1.48 lakh"]], [["C04", "2027-05-10"], ["C04", "2027-08-23"]],
  "143A order 10.05.2027: 'interim compensation of Rs. 1,48,000 ... within 60 days'; chat (2) 23/08/27: '143A Rs. 1,48,000 inka not paid'.")
q("yes_no", "kiran vallu sundays SHO daggaraki vellala?",
  [["sunday"], ["8 weeks", "eight weeks"], ["patamata"]], [["C07", "2027-03-29"]],
  "CRLP 1906-2027 order 29.03.2027.pdf: 'appear before the SHO, Patamata PS, on every Sunday ... for a period of 8 weeks'.",
  today="2027-04-10")
q("yes_no", "pothuri brothers mediation lo settle ayyara",
  [["failed", "fail"], d("2027-04-28")], [["C05", "2027-04-28"]],
  "OS 142 of 2026 issues 28.04.2027.docx: 'Mediation failed (mediator's report: D2 not agreeable ...)'.")
# said
q("said", "mandva garu cross lo pooling endhuku join avvaledu ani cheppaaru",
  [["zone 9"], ["dooram", "far"]], [["C01", "2027-06-15"]],
  "PXL_20270615_114020.jpg: 'pooling lo icchina plot Zone 9 lo undi, chaala dooram, ooriki dooram - refused'.")
q("said", "sai sravya hospital vaallu written version lo emannaru",
  [["informed consent"], ["known complication"]], [["C08", "2027-03-11"]],
  "padmavathi WV 11.3.txt: 'informed consent taken in Telugu ... ureter injury is a known complication of hysterectomy'.")
q("said", "RTC counter lo khaja gurinchi em chepparu",
  [["u-turn", "u turn"], ["contributory"]], [["C06", "2027-02-12"]],
  "khaja counter points.txt: 'the auto took a sudden U-turn in front of the bus - contributory negligence'.")
# judge_habit
q("judge_habit", "PDJ garu sale deeds vishayam lo em antaru",
  [["sub-registrar", "sub registrar", "sro"]], [["C01", "2027-03-30"], ["C01", "2027-06-15"]],
  "30.03 note: 'must be proved through the Sub-Registrar's office record'; 15/6: 'sale deeds SRO record tho prove cheyyali'.")
q("judge_habit", "II MM accused raakapothe em chestaru",
  [["nbw", "non-bailable"]], [["C04", "2027-01-25"], ["C04", "2027-03-01"]],
  "register 25 Jan: 'ముద్దాయి హాజరు కాలేదు ... మేజిస్ట్రేట్ గారు NBW ఇచ్చారు'; chat 01/03/27: 'NBW recall ayyindi'.")
q("judge_habit", "MACT chairman disability gurinchi emi adugutaru",
  [["medical board"], ["in person", "private doctor"]], [["C06", "2027-03-26"], ["C06", "2027-07-30"]],
  "26/3: 'disability certificate from the Medical Board (GGH) kavali - private doctor certificate kaadu'; Khaja chat "
  "30/07/27: 'Chairman garu doctor in person kavali antaru'.")
# pending_before
q("pending_before", "aruna kumari madam daggara naa matters emi unnayi",
  [["chit", "depositors", "lakshmi venkateswara"]], [["C02", "2027-07-08"], ["C02", "2027-09-09"]],
  "Crl MP 112 order 08.07.2027 (Special Court, APPDFE); register 9 Sept: 'చిట్ డిపాజిటర్ల కేసు ... వాయిదా 9 డిసెంబర్ 2027'.")
q("pending_before", "principal senior civil judge court lo mana case edi",
  [["pothuri", "partition", "benz circle"]], [["C05", "2027-06-09"], ["C05", "2027-11-10"]],
  "IA 318 order 09.06.2027 (Principal Senior Civil Judge); PW1 cross 10-11-2027.docx: 'judge garu 15.12.2027 icchaaru'.")
# amount
q("amount", "chit depositors total claim entha",
  [["6,84,50,000", "68450000", "6.84 crore", "684.5 lakh"]], [["C02", "2027-04-22"]],
  "Rama Devi chat 22/04/27: '212 depositors, total claim Rs. 6,84,50,000'.")
q("amount", "mandava award lo acre ki entha icharu",
  [["38,00,000", "3800000", "38 lakh", "38 lakhs"]], [["upload", "Award 3-2026 Paidurupadu SDC LA.pdf"]],
  "Award No. 3/2026: 'Market value fixed u/s 26 at Rs. 38,00,000 per acre'.")
q("amount", "pothuri towers ki nelaki rent entha vastundi",
  [["3,85,000", "385000", "3.85 lakh"]], [["C05", "2027-07-28"], ["upload", "Advocate Commissioner report Pothuri Towers.pdf"]],
  "IMG_20270728_150102.jpg: 'rent 3,85,000 per month'; AC report: 'Total rent ... Rs. 3,85,000 per month, collected by D2'.")
# pattern
q("pattern", "ee week naa matters enti",
  [["mandava", "paidurupadu", "laop"], ["durga", "prakash", "cement"], ["swarnadhara", "rambabu"],
   ["chit", "depositors"], ["khaja", "apsrtc"]], [["upload", "Week plan 6-17 Dec.docx"]],
  "Week plan 6-17 Dec.docx: Mon 6/12 Mandava + Durga Cements, Wed 8/12 Swarnadhara, Thu 9/12 chit depositors, Fri 10/12 Khaja.")
q("pattern", "wednesday courts lo naa cases evi",
  [["swarnadhara", "rambabu", "gold"], ["pothuri", "partition"]], [["upload", "Week plan 6-17 Dec.docx"]],
  "Week plan: 'Wed 8/12 IV AJCJ - Swarnadhara v. Rambabu' and 'Wed 15/12 Principal SCJ - Pothuri partition'.")
# counsel_pattern
q("counsel_pattern", "venu gopal garu adjournment ki eppudu em saaku chebutaru",
  [["high court", "హైకోర్టు"]], [["C05", "2027-09-15"], ["C05", "2027-11-10"]],
  "register 15 Sept: 'వేణుగోపాల్ గారు హైకోర్టులో బిజీ'; 10.11 docx: 'Venu Gopal garu malli High Court matter undi ani'.")
q("counsel_pattern", "khadar garu accused raakapothe em reason cheptaru",
  [["hyderabad"]], [["C04", "2027-03-01"], ["C04", "2027-07-12"]],
  "Sai Charan chat 01/03/27: 'accused Hyderabad lo site work lo unnadu'; 12/07/27: 'accused Hyderabad lo unnadu'.")
# witness
q("witness", "khaja case lo doctor entha disability ani cheppaaru",
  [["35%", "35 percent", "35 per cent"], ["left leg", "left lower limb"]], [["C06", "2027-09-03"]],
  "MVOP 611 docket 03.09.2027: '35% permanent physical disability of left lower limb'; Khaja chat: '35% permanent disability of left leg'.")
q("witness", "rambabu cross lo emi oppukunnadu",
  [["signature"], ["pledge ticket"]], [["C03", "2027-10-20"]],
  "Sai Charan chat (2) 20/10/27: 'Pledge ticket meeda signature naade ani oppukunnadu, RPAD address kuda correct'.")
q("witness", "mandava case lo SRO nunchi saakshi evaru vachharu",
  [["kishore", "bhimavarapu"], ["gunadala"]], [["C01", "2027-08-10"]],
  "LAOP 112 PW2 10.08.2027.docx: 'PW2 Sri Bhimavarapu Kishore, record assistant, Sub-Registrar Office, Gunadala'.")
# open
q("open", "sai sravya hosptial case status cheppu",
  [["ureter"], ["4 days", "four days"], ["arguments"], d("2027-12-16")], [["C08", "2027-10-28"], ["C08", "2027-12-02"]],
  "28 oct.txt: 'ureter injury ... not noticed for 4 days'; 02.12 commission.txt: 'Post for arguments - 16.12.2027'.")
q("open", "chit fund case full picture",
  [["dismissed"], ["3,12,00,000", "3.12 crore", "312 lakh"], d("2027-12-09")], [["C02", "2027-07-08"], ["C02", "2027-09-09"]],
  "order 08.07.2027: 'Crl.M.P. No. 112 of 2027 is dismissed'; register 9 Sept: 'రూ. 3,12,00,000 ... వాయిదా 9 డిసెంబర్ 2027'.")
# bare (the lawyer's day, Mon 06.12.2027: C01 and C04 listed)
q("bare", "mandava", [["arguments"]], [["upload", "correction mandava ND.txt"], ["C01", "2027-11-16"]],
  "correction mandava ND.txt: 'tarvata date 06.12.2027 (Monday) - arguments'.")
q("bare", "durga cements", [["351"]], [["C04", "2027-10-18"]],
  "CC 2456 docket 18.10.2027: 'For examination of the accused u/s 351 BNSS. Adjourned to 06.12.2027.'")
# no_record
q("no_record", "gollapudi temple lands case next date enti", NR, [],
  "No temple lands case in any upload (Gollapudi appears only as a place of sale deeds in the LA reference).",
  no_record=True, absent=["temple"])
q("no_record", "khaja case lok adalat lo compromise ayyinda", NR, [],
  "C06 was never sent to a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat"])
q("no_record", "ramana garu cheque case compound chesukunnara prakash tho", NR, [],
  "C04 was never compounded; no upload speaks of compounding.", no_record=True, absent=["compound"])
q("no_record", "kotagiri advocate tho naa case edi", NR, [], "No Kotagiri in any upload.", no_record=True,
  absent=["kotagiri"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Vijayawada practice (bench/practices/vijayawada; written from the uploads' "
                    "source_text by its writer, practice105; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
