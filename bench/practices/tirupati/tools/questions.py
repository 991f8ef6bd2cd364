"""Write questions.json for the Tirupati practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "record ledu", "no note", "not in the notes"]]
TODAY = "2027-02-16"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"T-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "srikalahasti chit case lo last time em ayyindi?",
  [d("2027-01-19"), ["absent"], ["petition", "355", "medical", "exemption"], d("2027-03-02")], [["C02", "2027-01-19"]],
  "WhatsApp Chat with Harika Jr (2).txt 19/01/27: 'Raghavulu absent - Jayachandra garu petition vesaru (medical ...). "
  "Allow chesaru. 313 examination deferred. ND 02.03.2027'.")
q("last_time", "sarojamma RTC case pichhi date lo emaindi",
  [d("2027-01-18"), ["judgment", "judgement"], d("2027-02-22")], [["C06", "2027-01-18"]],
  "MVOP 318-2025 docket 18.01.2027.pdf: '18.01.2027 Arguments of the counsel for the respondent Corporation heard. "
  "No settlement offer is made. For judgment, call on 22.02.2027.'")
q("last_time", "kavya DV case last hearing lo em jarigindi",
  [d("2026-06-25"), ["mediation"], ["24,000", "24000"]], [["C04", "2026-06-25"]],
  "WhatsApp Chat with Harika Jr.txt 25/06/26: 'madam mediation centre ki refer chesaru ... Arrears Lokesh inka "
  "kattaledu (Rs. 24,000 due). ND 20.08.26'.", today="2026-07-01")
# next_date
q("next_date", "chengalrayudu writ next eppudu HC lo?",
  [d("2027-02-17")], [["C08", "2026-12-09"]],
  "WP 21873-2026 order 09.12.2026.pdf: 'post on 17.02.2027. Interim order dated 19.08.2026 is extended till then.'")
q("next_date", "meenakshi akka partition case next date enti",
  [d("2027-01-08")], [["upload", "correction - meenakshi ND.txt"]],
  "correction - meenakshi ND.txt (14.11.26): 'ND 18.1.27 - WRONG ... next date is 08.01.2027 (Fri)'. The 13.11 diary "
  "page says 18.1.27 (wrong).", today="2026-11-20")
q("next_date", "temple land tribunal case malli eppudu, deniki?",
  [d("2027-02-23"), ["arguments"]], [["C01", "2027-01-05"]],
  "Tribunal args 05.01.2027.docx: 'Part heard - ND 23.02.2027 for remaining arguments of R2 and reply of applicant.'")
# count
q("count", "partition case lo hari prasad reddy ippati varaku enni sarlu time teeskunnadu",
  [["3", "three", "moodu", "thrice"]], [["C03", "2026-08-07"], ["C03", "2026-10-09"], ["C03", "2027-01-08"]],
  "register 07.08.2026: 'హరిప్రసాద్ రెడ్డి గారు ... బిజీ - వారి జూనియర్ సమయం అడిగారు'; order 09.10.2026: 'seeks time "
  "to file counter ... second adjournment ... same ground'; 08.01.2027 docx: 'counsel busy in District Court, time for "
  "cross of PW2'. Three.")
q("count", "RTC vakeelu RM instructions ani enni sarlu vaayida adigadu",
  [["2", "two", "twice", "rendu"]], [["C06", "2026-08-03"], ["C06", "2026-11-16"]],
  "register 03.08.2026: 'Regional Manager నుండి instructions రాలేదు అని సమయం అడిగారు'; 16/11/26 diary: 'RM "
  "instructions awaited ... time for arguments. 2nd time the same reason.' Two.")
q("count", "chit case lo accused side nunchi enni sarlu adjournment ayindi",
  [["3", "three", "moodu", "thrice"]], [["C02", "2026-06-09"], ["C02", "2026-08-25"], ["C02", "2027-01-19"]],
  "register 09.06.2026: 'జయచంద్ర గారు క్రాస్ కి సమయం అడిగారు - వాయిదా'; docket 25.08.2026: 'Counsel for accused "
  "absent ... Adjourned at the cost of Rs. 500'; chat 19/01/27: 'Raghavulu absent ... Ila 3rd time vaayida vaallu'.")
# yes_no
q("yes_no", "perumal ki bail vachinda leda?",
  [["yes", "granted", "allowed", "enlarged on bail", "vachindi"], d("2026-03-04") + ["4th day of march"]], [["C05", "2026-03-04"]],
  "Crl.MP 2231-2026 bail order 04.03.2026.pdf: 'The petitioner is enlarged on bail ... Petition allowed.'",
  today="2026-03-06")
q("yes_no", "meenakshi case lo FSL report vachinda",
  [["not received", "not yet", "no,", "raaledu", "not come"], ["mangalagiri", "apfsl", "reminder"]],
  [["C03", "2027-01-08"]],
  "Meenakshi OS76 08.01.27.docx: 'FSL report NOT received - court to send reminder to APFSL Mangalagiri.'")
q("yes_no", "lokesh arrears motham kattesada kavya ki?",
  [["36,000", "36000"], ["84,000", "84000"], ["not paid in full", "not in full", "balance", "partly", "still due", "no,"]],
  [["C04", "2026-08-20"], ["C04", "2026-12-17"]],
  "kavya dv 20.08.txt: 'R1 filed DD for Rs. 36,000 ... So not paid in full - balance 84,000 still due'; 17/12/26 "
  "diary: 'balance still 84,000 - Lokesh paid nothing more'.")
# said
q("said", "HC lo judge garu chengalrayudu writ gurinchi em annaru",
  [["elect"], ["two horses", "o.a.", "tribunal"]], [["C08", "2026-09-30"], ["C08", "2026-12-09"]],
  "30/9/26 diary: 'You cannot ride two horses'; order 09.12.2026: 'The petitioner shall elect whether to prosecute "
  "this writ petition or the O.A.'.")
q("said", "tribunal chairman IFR gurinchi last time em cheppadu",
  [["prima facie"], ["devadayam"]], [["C01", "2027-01-05"]],
  "Tribunal args 05.01.2027.docx: 'Chairman: \"IFR entry Devadayam ani undi - prima facie it is temple property, "
  "applicant has to explain.\"'")
q("said", "kavya DV lo madam arrears gurinchi em warning ichharu",
  [["pay the balance"], ["s. 31", "section 31", "31 dv"]], [["C04", "2026-08-20"]],
  "kavya dv 20.08.txt: 'Madam: \"pay the balance, otherwise I will consider s. 31 DV Act\".'")
# judge_habit
q("judge_habit", "endowments tribunal chairman ki prati sari em kavali, em teeskuni vellali",
  [["inam fair register", "ifr"]], [["C01", "2026-02-24"], ["C01", "2026-09-08"], ["C01", "2026-11-10"]],
  "Vijayawada trip 24.02.26.docx: 'where is the Inam Fair Register? ... IFR first'; 8.9.26 diary: 'certified copy "
  "from State Archives kavali'; order 10.11.2026: 'The Inam Fair Register is the primary record'.")
q("judge_habit", "MACT vani sree madam RTC vallani eppudu em adugutaru",
  [["settle", "settlement"]], [["C06", "2026-02-16"], ["C06", "2026-04-20"], ["C06", "2026-11-16"]],
  "16.02 docx: 'will the Corporation settle?'; 20.04 txt: 'Madam again asked RTC counsel about settlement'; 16/11 "
  "diary: 'last time settlement question'.")
q("judge_habit", "PDJ garu red sanders bail lo mundu em chustaru",
  [["antecedents", "other cases", "cases against him"]], [["C05", "2026-02-11"], ["C05", "2026-02-25"]],
  "perumal bail 11.2.txt: 'PDJ garu: \"counter with antecedents - how many cases against him?\"'; 25/2/26 diary: "
  "'PDJ: \"antecedents are the problem in these cases\"'.")
# pending_before
q("pending_before", "repu amaravati ki em papers teeskuni vellali",
  [["order sheets", "16.06.26", "10.11.26"], ["ifr", "ex. b5"]], [["upload", "week plan 15-27 Feb.docx"]],
  "week plan 15-27 Feb.docx: 'Wed 17/2 HC Amaravati Ct 11 - Chengalrayudu writ - carry Tribunal order sheets "
  "(16.06.26, 10.11.26) + IFR copy (Ex. B5)'.")
q("pending_before", "kavya DV next hearing ki mundu em ready cheyyali",
  [["venkatramaiah", "pw2"], ["84,000", "84000", "arrears memo"]], [["upload", "week plan 15-27 Feb.docx"]],
  "week plan: 'Thu 18/2 II Addl JFCM - Kavya DV - PW2 Venkatramaiah (Harika to attend ...). Arrears memo: 84,000.'")
# amount
q("amount", "chit case lo bounce ayina cheque entha",
  [["3,40,000", "340000", "3.4 lakh", "3.40 lakh", "340,000"]], [["upload", "cheque return memo Raghavulu.pdf"]],
  "cheque return memo Raghavulu.pdf: 'Cheque No. 704418 dated 18.08.2025 for Rs. 3,40,000/-'.")
q("amount", "kavya ki interim maintenance entha fix chesaru",
  [["12,000", "12000"], ["8,000", "8000"], ["4,000", "4000"]], [["C04", "2026-04-23"]],
  "MP 88-2026 in DVC 31-2025 order.pdf: 'Rs. 12,000/- per month (Rs. 8,000/- to the petitioner and Rs. 4,000/- to "
  "the minor child)'.")
q("amount", "lodge EP lo prabhakar entha deposit chesadu court lo",
  [["1,00,000", "100000", "1 lakh", "one lakh"], ["2,00,000", "200000", "2 lakh", "two lakh"]], [["C07", "2026-09-17"]],
  "lodge EP 17 sep.txt: 'JD deposited only Rs. 1,00,000 (not 2 lakhs as ordered)'.")
# pattern
q("pattern", "ee year e e cases lo opposite party ki costs padinayi",
  [["chit", "raghavulu", "srikalahasti"], ["meenakshi", "partition", "os 76", "o.s. no. 76"]],
  [["C02", "2026-08-25"], ["C03", "2026-10-09"]],
  "CC 412-2025 certified docket.pdf 25.08.2026: 'Adjourned at the cost of Rs. 500/-'; OS 76-2025 docket "
  "09.10.2026: 'costs of Rs. 1,000/- payable to the plaintiff'.")
q("pattern", "vijayawada amaravati side naa matters evi unnayi",
  [["writ", "w.p."], ["tribunal", "o.a. 47"]], [["upload", "week plan 15-27 Feb.docx"]],
  "week plan: 'Wed 17/2 HC Amaravati Ct 11 - Chengalrayudu writ' and 'Tue 23/2 Endowments Tribunal Vijayawada - O.A. "
  "47/25'.")
# counsel_pattern
q("counsel_pattern", "hari prasad reddy prati sari em saaku cheptadu",
  [["busy", "బిజీ", "district court", "another court"]],
  [["C03", "2026-08-07"], ["C03", "2026-10-09"], ["C03", "2027-01-08"]],
  "register 07.08.2026 'ప్రిన్సిపల్ జిల్లా కోర్టులో సెషన్స్ కేసులో బిజీ'; order 09.10.2026 'reported busy in the Court "
  "of the Principal District Judge'; 08.01.2027 'counsel busy in District Court'.")
q("counsel_pattern", "RTC standing counsel nagaraju eppudu em cheptadu",
  [["regional manager", "rm instructions"], ["instructions"]], [["C06", "2026-02-16"], ["C06", "2026-08-03"], ["C06", "2026-11-16"]],
  "16.02 docx: 'take instructions from the Regional Manager'; register 03.08: 'Regional Manager నుండి instructions "
  "రాలేదు'; 16/11 diary: 'RM instructions awaited'.")
# witness
q("witness", "meenakshi akka cross lo release deed gurinchi em cheppindi",
  [["bank loan", "bank papers"], ["telugu", "tamil"], ["1,00,000", "oka paisa"]],
  [["C03", "2026-07-10"], ["C03", "2026-09-11"]],
  "10/7/26 diary: 'bank loan ki sign kavali - Telugu lo undi, chadavaledu'. Denied receiving 1,00,000'; 11.9.26: "
  "'signed only on bank papers'.")
q("witness", "RTC driver cross lo em oppukunnadu",
  [["55-60", "60 km"], ["horn"], ["speed limit", "limit"]], [["C06", "2026-09-14"]],
  "RW1 driver cross MACT 14.9.26.docx: 'speed \"about 55-60 km\" ... speed limit ... 40'; 'did not blow the horn'.")
q("witness", "chengalrayudu cross lo em admit chesadu",
  [["meragu"], ["1998"], ["1964", "lease", "guttaku"]], [["C01", "2026-07-28"]],
  "PW1 cross Chengalrayudu 28-7.txt: 'father took the land on lease (\"guttaku\") ... in 1964'; 'paid meragu ... "
  "till 1998'.")
# open
q("open", "lodge EP full status cheppu",
  [["6,40,000", "640000", "6.4 lakh", "6.40 lakh"], ["dismissed"], ["3,50,000", "350000", "3.5 lakh", "3.50 lakh"],
   d("2027-02-16")],
  [["upload", "decree copy OS 301-2021.pdf"], ["C07", "2026-11-19"], ["C07", "2027-01-21"]],
  "decree: 'Rs. 6,40,000/-'; order 19.11.2026: 'E.A. dismissed ... proclamation of sale'; 21/1/27 diary: 'upset price "
  "Rs. 3,50,000 ... ND 16.2.27'.")
q("open", "perumal red sanders case short ga cheppu",
  [["enlarged on bail", "allowed", "granted"], ["sunday"], ["50,000", "50000"], d("2026-03-04")],
  [["upload", "RSASTF seizure mahazar Cr31-2026.pdf"], ["C05", "2026-03-04"]],
  "bail order 04.03.2026: 'enlarged on bail ... Rs. 50,000/- with two sureties ... every Sunday between 10 AM and "
  "1 PM'.")
# bare
q("bare", "meenakshi", [["pw2", "rajamma"], ["fsl"]], [["C03", "2027-01-08"], ["upload", "Cause list Prl JCJ Tirupati 16.02.2027.pdf"]],
  "08.01.27 docx: 'FSL report NOT received ... PW2 D. Rajamma ... ND 16.02.2027 - cross of PW2 + FSL report'.")
q("bare", "lodge EP", [["proclamation", "auction"], ["3,50,000", "350000", "3.5 lakh", "3.50 lakh"]],
  [["C07", "2027-01-21"]],
  "21/1/27 diary: 'Proclamation terms settled - upset price Rs. 3,50,000 ... pay before next date or auction goes ahead'.")
# no_record
q("no_record", "puttur cheque case next date enti", NR, [],
  "No Puttur matter in any upload.", no_record=True, absent=["puttur"])
q("no_record", "perumal bail cancel petition PP vesada, status enti", NR, [],
  "No petition to cancel Perumal's bail in any upload.", no_record=True, absent=["cancel"])
q("no_record", "sarojamma case lok adalat lo settle ayyinda", NR, [],
  "C06 was never sent to a Lok Adalat; the RTC never offered settlement.", no_record=True, absent=["lok adalat"])
q("no_record", "advocate bhargav ram tho naaku e case undi", NR, [], "No Bhargav in any upload.", no_record=True,
  absent=["bhargav"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Tirupati practice (bench/practices/tirupati; written from the uploads' "
                    "source_text by its writer, practice 83; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
