"""Write questions.json for the Ratnagiri practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "record nahi", "no note", "not in the notes"]]
TODAY = "2030-04-16"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"RT-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


THREE = ["3", "three", "teen", "thrice", "tin vela"]

# last_time
q("last_time", "gokhale madhe magchya veli kay zhala",
  [["tilr", "mojni", "measurement"], ["kashinath", "bhide"]], [["C01", "2030-03-06"]],
  "IMG_20300306_175512.jpg: 'Exh.55 allowed - TILR Ratnagiri la mojni (measurement) + kalam count ... PW2 Kashinath Bhide'.")
q("last_time", "kadam chiplun chya last date la kay zhala?",
  [["chalke"], ["say", "म्हणणे"], d("2030-06-11")], [["C04", "2030-04-09"]],
  "Chat (4) 09/04/30: 'Chalke ni Nishani 30 var say sathi vel magitla ... ND 11/6/30'.")
q("last_time", "rawool appeal shevatchya tarkhela kay zala",
  [["32g", "deemed purchaser"], ["bapat"], d("2030-02-08")], [["C05", "2029-12-07"]],
  "PXL_20291207_150233.jpg: 'ALT Rajapur cha nirnay aala ... 32G deemed purchaser ... Bapat - arguments sathi vel magitla ... Pudhil tarikh 8.2.2030'.",
  today="2029-12-10")
# next_date
q("next_date", "jetty writ chi pudhil tarikh kay",
  [d("2030-04-23")], [["C03", "2030-01-29"]], "WP order 29.01.2030: 'Stand over to 23rd April 2030'.")
q("next_date", "ghag MACP next kadhi aahe",
  [d("2030-04-25")], [["C07", "2030-04-04"]], "Chat (4) 04/04/30: 'Padyal arguments pudhil tarkhela ... ND 25/4/30'.")
q("next_date", "gokhale chi next date?? PW2 sathi",
  [d("2030-04-16")], [["C01", "2030-03-06"]],
  "correction gokhale date.txt (07.03.2030): 'the next date is 16.04.2030 (Tuesday) for PW2' (the diary's 16/3/30 was wrong).",
  today="2030-03-07")
# count
q("count", "hodekar case madhe Mulla vakilane kiti vela vel ghetla",
  [THREE], [["C06", "2029-08-14"], ["C06", "2029-12-11"], ["C06", "2030-03-12"]],
  "Chat (2) 14/08/29: 'Mulla vakilani cross sathi vel magitla'; chat (3) 11/12/29: 'Mulla vakilani exemption takla'; "
  "hodekar DE 12.3.txt: 'Time sought - third time Mulla takes time in this case'.")
q("count", "Chalke ne kadam davyat kitida mudat magitli",
  [THREE], [["C04", "2029-08-28"], ["C04", "2029-10-16"], ["C04", "2030-04-09"]],
  "Chat (2) 28/08/29: 'WS sathi vel'; register 16/10/29: 'पुन्हा मुदत, रु. ५००/- खर्च'; chat (4) 09/04/30: 'Chalke ni Nishani 30 var say sathi vel magitla'.")
q("count", "gokhale dava - kiti issues framed zale",
  [["six (6)", "six", "6"]], [["C01", "2029-10-24"]], "Document 2029-10-24.docx: 'Issues framed - six (6)'.")
# yes_no
q("yes_no", "hodekar ne 57000 interim compensation bharli ka ajun",
  [["no", "not paid", "unpaid", "nahi"], ["57,000", "57000"]], [["C06", "2030-03-12"]],
  "hodekar DE 12.3.txt: 'Interim compensation Rs. 57,000 still unpaid'.")
q("yes_no", "madhav ne court madhe paise bharle ka? gokhale",
  [["yes", "deposited", "jama", "bharle"], ["2,25,000", "225000", "2.25 lakh"], d("2029-10-22")], [["C01", "2029-10-24"]],
  "Document 2029-10-24.docx: 'Rs. 2,25,000 deposited on 22.10.2029'.")
q("yes_no", "pandu la bail milala ka",
  [["not yet", "sought time", "time"], d("2029-06-11")], [["C08", "2029-06-07"]],
  "pandu bail 7.6.txt (07.06.2029): 'Sathe saheb sought time ... pudhil tarikh 11.06.2029' - no bail yet then.", today="2029-06-10")
# said
q("said", "11 july la kulkarni saheb exh 5 baddal kay mhanale",
  [["without say"]], [["C01", "2029-07-11"]], "IMG_20290711_165503.jpg: 'next time say nahi tar without say Exh.5 aikun gheu'.")
q("said", "pandu bail order madhe pawas baddal kay condition aahe",
  [["not enter"], ["25,000", "25000"]], [["C08", "2029-06-11"]],
  "Bail order 11.06.2029: 'P.R. bond of Rs. 25,000/- ... He shall not enter village Pawas except for attending the hearing'.")
q("said", "ghag madhe salunkhe saheb tadjod baddal kay bolle",
  [["lok adalat"], ["offer nahi", "no offer"]], [["C07", "2030-04-04"]],
  "Chat (4) 04/04/30: 'Salunkhe saheb ni vicharle Lok Adalat madhe tadjod hoil ka - MSRTC offer nahi'.")
# judge_habit
q("judge_habit", "kulkarni saheb CJSD kashavar jor detat?",
  [["7/12"], ["tilr"], ["costs", "1500", "kharcha"]], [["C01", "2029-06-13"], ["C01", "2029-09-26"]],
  "Document 2029-06-13.docx: '7/12 chi taji nakkal aani TILR nakasha dakhal kara'; 26/9 diary: 'Rs 1500 costs D1 var'.")
q("judge_habit", "mhatre madam cheque cases madhe kashi aahe",
  [["143a"], ["present", "hajar"]], [["C06", "2029-07-03"]],
  "Order below Exh.12: 'Application u/s 143A ... The accused is warned to remain present on every date'.")
q("judge_habit", "HC la deshmane bench kay magto nehmi",
  [["policy"], ["representation"], ["eight weeks", "8 weeks"]], [["C03", "2029-10-09"], ["C03", "2030-01-29"]],
  "Orders 09.10.2029: 'place on record its berth allotment policy of 2027'; 29.01.2030: 'decide it within eight weeks'.")
# pending_before
q("pending_before", "ranade saheb samor aapli konti matter aahe",
  [["rawool"], d("2030-06-14")], [["C05", "2030-02-08"], ["C05", "2030-04-12"]],
  "8/2/30 diary: 'RCA 44/28 Kulkarni v Rawool - Ranade saheb'; chat (4) 12/04/30: 'Rawool appeal ... ND 14/06/30'.")
q("pending_before", "chiplun court la kay pending aahe aapla",
  [["kadam"], d("2030-06-11")], [["C04", "2030-04-09"]], "Chat (4) 09/04/30: 'Chiplun Kadam ... ND 11/6/30 (sutti nantar)'.")
# amount
q("amount", "gokhale bagecha tokanama kitila dila hota",
  [["4,50,000", "450000", "4.5 lakh", "4.50 lakh"], ["bagwan"]], [["upload", "tokanama Bagwan 2029 season.pdf"]],
  "Tokanama: 'to Abdul Rehman Bagwan ... for a lump sum (thok) of Rs. 4,50,000/-'.")
q("amount", "ghag che medical bills total kiti",
  [["3,12,400", "312400", "3.12 lakh"]], [["C07", "2029-10-18"]], "ghag PW2 dr pednekar 18.10.txt: 'Medical bills total Rs. 3,12,400'.")
q("amount", "hodekar cha cheque kiti rs cha",
  [["2,85,000", "285000", "2.85 lakh"]], [["upload", "return memo RDCC 091577.pdf"]],
  "Return memo: 'Amount Rs. 2,85,000.00'.")
# pattern
q("pattern", "hodekar dates la hajar rahato ka",
  [["bw", "bailable warrant", "warrant"], ["exemption"], ["samudrat", "at sea", "fishing"]],
  [["C06", "2029-04-24"], ["C06", "2029-12-11"]],
  "Chat (1) 24/04/29: 'Hodekar gairhajar. Mhatre madam ni BW kadhla'; chat (3) 11/12/29: 'exemption takla, boat samudrat aahe, fishing la gela'.")
q("pattern", "rawool appeal madhe tarkha kashamule padtat",
  [["alt"], ["bapat"], ["high court"]], [["C05", "2029-10-05"], ["C05", "2029-12-07"], ["C05", "2030-04-12"]],
  "Register 05/10/29: 'तहसीलदार राजापूर यांचा निर्णय आला नाही'; diary 7/12/29: 'ALT ... Bapat - arguments sathi vel magitla'; chat (4) 12/04/30: 'Bapat sir aale nahit, High Court madhe busy'.")
# counsel_pattern
q("counsel_pattern", "nachankar cha pattern kay gokhale madhe",
  [["mudat", "vel", "time"], ["instructions"], ["costs", "1500"]], [["C01", "2029-07-11"], ["C01", "2029-09-26"]],
  "11/7 diary: 'Nachankar ne parat mudat magitli (client Mumbait aahe, instructions nahit)'; 26/9: 'Rs 1500 costs D1 var'.")
q("counsel_pattern", "padyal MSRTC vakil kasa ladhto ghag madhe",
  [["helmet"], ["overtaking"], ["time", "vel"]], [["C07", "2029-08-16"], ["C07", "2029-10-18"]],
  "ghag PW1 16.8.txt: 'tu helmet ghatla navhta, overtaking karat hotas'; PW2 note: 'Padyal (MSRTC) did not cross - took time'.")
# witness
q("witness", "ghag madhe doctor sakshidar kon aani disability kiti sangitli",
  [["pednekar"], ["35%", "35 %", "thirty five"]], [["C07", "2029-10-18"]],
  "ghag PW2 dr pednekar 18.10.txt: 'PW2 Dr. Mandar Pednekar ... permanent disability 35% of left lower limb'.")
q("witness", "MSRTC driver chi saaksh - tyane kay kabool kela",
  [["baban jadhav"], ["60 chya speed", "speed"]], [["C07", "2030-02-14"]],
  "Chat (3) 14/02/30: 'RW1 driver Baban Jadhav. Tyane kabool kela bus 60 chya speed la hoti ghat valnavar'.")
q("witness", "gokhale madhe PW2 kon aahe",
  [["kashinath bhide", "bhide"]], [["C01", "2030-03-06"]], "IMG_20300306_175512.jpg: 'PW2 Kashinath Bhide (shejari, bagayatdar) - summons'.")
# open
q("open", "barf karkhana case madhe aapla kay baki aahe karaycha",
  [["57,000", "57000"], ["recovery", "143a(5)"]], [["C06", "2030-03-12"], ["upload", "Week plan 15-20 April.docx"]],
  "hodekar DE 12.3.txt: 'moved application for recovery u/s 143A(5)'; week plan: 'press Exh. for recovery of Rs 57,000'.")
q("open", "mirkarwada writ madhe aata kay karayche",
  [["representation"], d("2030-04-23")], [["upload", "Week plan 15-20 April.docx"], ["C03", "2030-01-29"]],
  "Week plan: 'MMB decision on representation due ... Bombay 23/4 - WP 4512'.")
# bare (the lawyer's day: C01 and C06 are on the board)
q("bare", "gokhale", [["bhide", "kashinath"], ["pw2", "pw 2"]], [["C01", "2030-03-06"], ["upload", "Week plan 15-20 April.docx"]],
  "Week plan: 'Tue 16/4 CJSD Ratnagiri - Gokhale - PW2 Kashinath Bhide'.")
q("bare", "hodekar", [["last chance"], ["defence evidence", "de"]], [["C06", "2030-03-12"]],
  "hodekar DE 12.3.txt: 'Defence evidence ... last chance, nantar DE closed'.")
# no_record
q("no_record", "mandangad wala hadd (boundary) suit chi pudhil tarikh kay", NR, [],
  "No Mandangad matter in any upload.", no_record=True, absent=["mandangad"])
q("no_record", "gokhale davyat panchnama zala tevha kay nighala", NR, [],
  "No panchnama in C01 (only a TILR measurement ordered).", no_record=True, absent=["panchnama"])
q("no_record", "hodekar la NBW nighala hota tyache pudhe kay", NR, [],
  "Only a bailable warrant (24.04.2029); never a non-bailable warrant.", no_record=True, absent=["nbw", "non-bailable", "non bailable"])
q("no_record", "adv tendulkar barobar maze kiti matters chalu aahet", NR, [], "No Tendulkar in any upload.",
  no_record=True, absent=["tendulkar"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Ratnagiri practice (bench/practices/ratnagiri; written from the uploads' "
                    "source_text by its writer, an outsider, practice 143; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
