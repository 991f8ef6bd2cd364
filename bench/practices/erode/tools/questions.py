"""Write questions.json for the Erode practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "record illa", "no note", "not in the notes"]]
TODAY = "2029-12-12"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"E-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "karthikeyan quash HC la last hearing enna aachunga",
  [d("2029-12-10"), ["for orders", "orders"], d("2030-01-08")], [["C05", "2029-12-10"]],
  "HC 10.12 karthikeyan.txt: '10.12.29 Madras HC ... Posted \"for orders\" on 08.01.2030. Stay continues till then.'")
q("last_time", "saraswathi partition last vaaidha la enna nadanthuchu",
  [d("2029-11-28"), ["dw1", "ramasamy"], d("2030-01-23")], [["C04", "2029-11-28"]],
  "20291128_170455.jpg: '28.11.29 Gobi ... DW1 Ramasamy chief affidavit ... My cross in part ... vaaidha 23.01.2030'.")
q("last_time", "mani bail enna aachu last time",
  [d("2029-05-14"), ["granted", "released on bail"], ["25,000", "25000"]], [["C08", "2029-05-14"]],
  "WhatsApp Chat with Jothi Mani wife.txt 14/05/29: 'Bail granted! ... Rendu surety Rs. 25,000 each'; bail order 14.05.2029.",
  today="2029-05-15")
# next_date
q("next_date", "murugan handlooms nxt vaaidha eppo, enna stage",
  [d("2029-12-17"), ["arguments", "args"]], [["C01", "2029-11-19"]],
  "20291119_183522.jpg: 'Argued for plff ... Sivakumar - reply args. Vaaidha 17.12.2029.'")
q("next_date", "gowtam accident case award eppo",
  [d("2029-12-20")], [["C06", "2029-12-03"]], "IMG_20291203_162215.jpg: 'Judge: award on 20.12.2029.'")
q("next_date", "kandasamy rcop adutha vaaidha enna",
  [d("2029-08-22")], [["C03", "2029-07-18"]],
  "WhatsApp Chat with Kandasamy Bhavani.txt 18/07/29: 'Next vaaidha 22.08.2029'.", today="2029-07-20")
# count
q("count", "selvaraj chit case la ethana thadava court ku varala",
  [["3", "three", "moonu", "thrice"]], [["C07", "2028-12-14"], ["C07", "2029-04-26"], ["C07", "2029-08-30"]],
  "Register 14.12.2028 'எதிரி வரவில்லை ... BW'; chat 26/04/29 'Selvaraj absent'; order 30.08.2029 'Accused absent'.")
q("count", "vel knit side ethana vaati time ketaanga murugan case la",
  [["2", "two", "rendu", "twice"]], [["C01", "2029-01-22"], ["C01", "2029-04-23"]],
  "Register 22.01.2029 'சிவக்குமார் ... டைம் கேட்டார்'; chat 23/04/29 'Sivakumar sir PW1 cross ku ready illa ... Rs. 3,000 costs'.")
q("count", "selvaraj ippo varaikum ethana vaati absent",
  [["2", "two", "rendu", "twice"]], [["C07", "2028-12-14"], ["C07", "2029-04-26"]],
  "Register 14.12.2028 'எதிரி வரவில்லை'; chat 26/04/29 'Selvaraj absent ... Ithu rendavathu thadava varala'.",
  today="2029-05-01")
# yes_no
q("yes_no", "shanmugam full arrears deposit pannitaanaa",
  [["no", "not", "illa"], ["72,000", "72000"], ["1,44,000", "144000", "1.44 lakh"]], [["C03", "2029-06-13"], ["C03", "2029-07-18"]],
  "order 13.06.2029: 'deposit the arrears of Rs. 1,44,000'; client chat 18/07/29: 'Shanmugam 72,000 mattum deposit pannirukaan'.")
q("yes_no", "gowtham case la insurance offer accept pannomaa",
  [["no", "refused", "illa"], ["6,50,000", "650000", "6.5 lakh"]], [["C06", "2029-10-29"]],
  "week 22-29 Oct notes.docx: 'Prabhu offered Rs. 6,50,000. Gowtham and father refused'.")
q("yes_no", "karthikeyan case august la stay extend aachaa",
  [["yes", "extended"], d("2029-10-08")], [["C05", "2029-08-27"]],
  "chennai 27 aug.txt: 'Interim stay EXTENDED till next date ... Vaaidha 08.10.2029'.")
# said
q("said", "mani bail la PP enna objection sonnaaru",
  [["112/2027", "112 of 2027"], ["acquittal", "acquitted"]], [["C08", "2029-05-10"]],
  "Jothi chat 10/05/29: 'PP Selvakumar objection - 2027 la Cr. No. 112/2027 innoru manal case ... athu acquittal aachu'.")
q("said", "vel knit WS la enna defence eduthurukaanga",
  [["1200", "1,200"], ["rejected lot"], ["quality", "sample"]], [["C01", "2028-12-11"]],
  "IMG_20281211_172244.jpg: 'quality not as per sample, 1200 bedsheets \"rejected lot\" returned'.")
q("said", "duraisamy WS la enna sollirukaan manjal case",
  [["settled"], ["patti", "sale slip"], ["62 bags"]], [["C02", "2029-04-18"]],
  "Manjal mandi WS 18.4.docx: 'all accounts settled ... pattis (sale slips) ... \"created\" ... only 62 bags'.")
# judge_habit
q("judge_habit", "gobi sub judge thangaraj usually enna kepparu",
  [["chitta", "சிட்டா"], ["adangal", "அடங்கல்"], ["fmb"]], [["C04", "2029-02-07"], ["C04", "2029-03-14"]],
  "Register 07.02.2029: 'ஜட்ஜ் ஐயா சிட்டா, அடங்கல், FMB ஸ்கெட்ச் கொண்டு வர சொன்னார்'; 14.3 docx: 'first asked for chitta and adangal'.")
q("judge_habit", "bhavani rent court madam tenant kitta mostly enna order podraanga",
  [["deposit"], ["1,44,000", "144000", "1.44 lakh"]], [["C03", "2029-06-13"]],
  "order 13.06.2029: 'the tenant must pay or deposit the admitted rent ... deposit the arrears of Rs. 1,44,000'.")
q("judge_habit", "KV J matrimonial quash la epdi handle pannuvaaru",
  [["mediation"], ["young couple", "matrimonial"]], [["C05", "2029-10-08"]],
  "Karthikeyan HC 8 Oct.docx: 'Judge: \"matrimonial dispute, young couple - try mediation first\". Referred to ... Mediation'.")
# pending_before
q("pending_before", "PDJ court la namma matters enna irukku",
  [["murugan", "vel knit"], ["granted", "disposed"]], [["C01", "2029-11-19"], ["C08", "2029-05-14"]],
  "20291119_183522.jpg: 'PDJ - Murugan v Vel Knit ... Vaaidha 17.12.2029'; bail order 14.05.2029 (same judge): 'Petition allowed' / chat 'Bail granted!'.")
q("pending_before", "perundurai munsif court la namma case enna stage",
  [["manjal", "turmeric", "duraisamy"], d("2030-01-09")], [["C02", "2029-11-21"]],
  "WhatsApp Chat with Priya Jr (2).txt 21/11/29: 'Perundurai manjal mandi ... PW1 chief affidavit ... Cross ku vaaidha 09.01.2030'.")
# amount
q("amount", "murugan handlooms claim amount evlo",
  [["18,40,000", "1840000", "18.4 lakh", "18.40 lakh"]], [["upload", "Scan_20280814_plaint COS Murugan.pdf"]],
  "plaint: 'decree for Rs. 18,40,000 with interest at 18% p.a.'.")
q("amount", "commissioner report la duraisamy evlo tharanum",
  [["4,82,350", "482350", "4.82 lakh"]], [["C02", "2029-09-19"]],
  "manjal 19-9.txt: 'Commissioner report received in court - balance Rs. 4,82,350 due from Duraisamy'.")
q("amount", "gobi case la brothers ku costs evlo pottaanga",
  [["1,500", "1500"]], [["C04", "2029-10-03"]], "IMG-20291003-WA0014.jpg: 'ரூ.1,500 செலவுத் தொகை (costs)'.")
# pattern
q("pattern", "selvaraj case la accused absent aagura pattern sollunga",
  [["absence petition", "absent"], ["500"], ["nbw"]], [["C07", "2029-04-26"], ["C07", "2029-08-30"]],
  "chat 26/04/29: 'absence petition pottaanga, allow aayiduchu'; chat 30/08/29: 'Rs. 500 costs ... Next time NBW kelu'.")
q("pattern", "shanmugam tenant epdi ellam delay pannraan",
  [["72,000", "72000"], ["varala", "absent"]], [["C03", "2029-07-18"], ["C03", "2029-08-22"], ["C03", "2029-11-14"]],
  "client chat 18/07: '72,000 mattum deposit'; chat 22/08/29: 'Rajendran sir varala, cross defer'; 14/11/29: 'balance 72,000 not deposited'.")
# counsel_pattern
q("counsel_pattern", "rajendran vakil epdi argue pannuvaaru, enna tactics",
  [["not registered", "registration"], ["varala", "absent"]], [["C03", "2029-04-04"], ["C03", "2029-08-22"]],
  "IMG_20290404_131502.jpg: 'tenancy agreement not registered with Rent Authority'; chat 22/08/29: 'Rajendran sir varala'.")
q("counsel_pattern", "nagarajan vakil chit case la enna panraaru",
  [["absence petition"], ["security"]], [["C07", "2029-02-22"], ["C07", "2029-04-26"]],
  "chat 22/02/29: 'Nagarajan sir - \"security cheque\" defence'; 26/04/29: 'Nagarajan sir absence petition pottaanga'.")
# witness
q("witness", "saraswathi case PW2 yaaru",
  [["ponnusamy"]], [["C04", "2029-08-08"]], "gobi 8.8.txt: 'PW2 Ponnusamy (neighbouring thottam owner, 71 yrs) examined'.")
q("witness", "gowtham case doctor witness peru, evlo percent sonnaaru",
  [["sathyamoorthy"], ["35%", "35 %", "thirty five"]], [["C06", "2029-08-13"]],
  "chat 13/08/29: 'PW2 Dr. Sathyamoorthy chief mudinjathu, 35% disability sonnaaru'.")
q("witness", "selvaraj side DW1 yaaru",
  [["manickam"]], [["C07", "2029-11-29"]], "IMG_20291129_181904.jpg: 'DW1 Manickam examined'.")
# open
q("open", "gowtham MCOP full status sollunga",
  [["35%", "35 %"], ["6,50,000", "6.5 lakh", "650000"], d("2029-12-20")],
  [["C06", "2029-08-13"], ["C06", "2029-10-29"], ["C06", "2029-12-03"]],
  "chat 13/08 '35% disability'; week notes 'Prabhu offered Rs. 6,50,000 ... refused'; 3.12.29 'award on 20.12.2029'.")
q("open", "gobi thoppu case summary kudunga",
  [["1998"], ["40,000", "40000"], d("2030-01-23")], [["C04", "2029-01-10"], ["C04", "2029-04-11"], ["C04", "2029-11-28"]],
  "WS D1: 'oral family arrangement in 1998'; IA 88 order: 'deposit a sum of Rs. 40,000'; 28.11.29: 'vaaidha 23.01.2030'.")
# bare
q("bare", "kandasamy", [d("2029-12-12"), ["arguments"]], [["C03", "2029-11-14"]],
  "IMG_20291114_151230.jpg: 'Arguments - vaaidha 12.12.2029.'")
q("bare", "selvaraj", [d("2029-12-12"), ["arguments"]],
  [["upload", "correction kongu chits vaaidha.txt"], ["upload", "NI Act Spl Court cause list 12.12.2029.pdf"]],
  "correction: 'I wrote vaaidha 13.12 - WRONG ... arguments fixed on 12.12.2029'; cause list 12.12.2029: 'Arguments'.")
# no_record
q("no_record", "anthiyur land acquisition case ku next date enna", NR, [],
  "No such case in any upload.", no_record=True, absent=["anthiyur", "land acquisition"])
q("no_record", "gowtham case lok adalat la settle aachaa", NR, [],
  "The insurer made an offer in the MACT; no Lok Adalat anywhere.", no_record=True, absent=["lok adalat"])
q("no_record", "mani bail cancel panna PP petition pottaaraa", NR, [],
  "Bail granted 14.05.2029; no petition to cancel it anywhere.", no_record=True, absent=["cancel"])
q("no_record", "advocate muthukumar kooda namma enna case", NR, [], "No Muthukumar in any upload.", no_record=True,
  absent=["muthukumar"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Erode practice (bench/practices/erode; written from the uploads' "
                    "source_text by its writer, w-erode; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
