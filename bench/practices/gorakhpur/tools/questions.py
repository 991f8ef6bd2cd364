"""Write questions.json for the Gorakhpur practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
             f"{dd}.{mm}.{yy}", f"{dd:02d}.{mm:02d}.{yy:02d}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}",
             f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note"]]

TODAY = "2026-12-05"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"G-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


PLAN = ["upload", "backlog/2026-12/plan 7-12 Dec.txt"]
SANDEEP = ["upload", "backlog/2026-10/Sandeep HC chat Aug-Oct 2026.txt"]
AB_CHAT = ["upload", "backlog/2026-11/WhatsApp Chat - Sandeep Jr Nov26.txt"]
MEMO = ["upload", "backlog/2025-07/Cheque return memo PNB Golghar.jpg"]
WS = ["written submission"]
LCR = ["lcr", "lower court record"]

q("last_time", "shiv prasad wale batwara me pichhli tarikh pe ka bhail?",
  [d("2026-11-28"), ["bahas", "argument", "बहस"], d("2026-12-19")], [["C04", "2026-11-28"]],
  "IMG20261128181530.jpg (munshi): 'मुद्दई की बहस सुनी गई ... मुद्दालेह की बहस अगली तारीख पर ... अगली 19.12.2026'.")
q("last_time", "pooja ke DV me last date ko kya hua tha",
  [d("2026-10-30"), ["surat"], ["warn", "chetavni", "चेतावनी"], d("2026-12-11")], [["C06", "2026-10-30"]],
  "IMG20261030181412.jpg: 'Vikas na aailen ... client Surat me hai ... madam ne chetavni di ... agili tarikh 11.12.2026'.")
q("last_time", "sunita madam ki writ me last time kya hua?",
  [d("2026-08-04"), ["in person", "khud", "personally", "hazir"], d("2026-09-01")], [["C02", "2026-08-04"]],
  "IMG20260804182240.jpg: 'DIOS Gorakhpur agili tarikh pe khud (in person) hazir hon; ND 01.09.2026'. Asked on 10.08.", today="2026-08-10")
q("next_date", "nishad appeal kab lagi hai agli baar",
  [d("2027-01-12")], [["C01", "2026-11-17"]],
  "Scan_20261118_0002.pdf: 'List on 12.01.2027 for further hearing.'")
q("next_date", "kamla devi 144 wala agili tarikh?",
  [d("2026-12-17")], [["C05", "2026-11-19"]],
  "IMG20261119160220.jpg (munshi): 'अगली तारीख 17.12.2026'.")
q("next_date", "imran ansari 138 next date kya hai",
  [d("2026-06-11")], [["C07", "2026-04-30"]],
  "IMG20260430170744.jpg: 'agli tarikh 11.06.26 - CW1 cross'. Asked on 01.05.", today="2026-05-01")
q("count", "Rai vakil batwara me kitni baar time le chuke hain ab tak",
  [["3", "three", "teen", "तीन", "teesri"]], [["C04", "2025-12-13"], ["C04", "2026-05-30"], ["C04", "2026-08-22"]],
  "13.12.25 Rai absent, slip, Rs 500; 30.5.26 DW1 affidavit not ready, Rs 1,000; 22/8 'ee teesri baar hai', Rs 1,000. 21.03 was our own (PW2 absent).")
q("count", "SDM sahab kamla devi wale me kitni baar baithe hi nahi",
  [["2", "two", "do", "दो", "दूसरी"]], [["C05", "2026-04-09"], ["C05", "2026-10-15"]],
  "09.04.26 'सम्पूर्ण समाधान दिवस ... अदालत नहीं बैठी'; 15.10.2026 'फिर ... समाधान दिवस ... (दूसरी बार ऐसा)'.")
q("count", "imran ke khilaf kitni baar warrant nikal chuka",
  [["2", "two", "do", "dusri", "दो"]], [["C07", "2025-12-19"], ["C07", "2026-07-23"]],
  "19.12.25 'जमानती वारंट 10,000/- जारी'; 23-07-26 'phir bailable warrant (dusri baar)'. Asked on 01.08.", today="2026-08-01")
q("yes_no", "chaurasia ko AB mil gayi ki nahi?",
  [["yes", "granted", "allowed", "mil gayi", "haan"], d("2026-11-24"), ["25,000", "25000", "25 hazaar"]], [AB_CHAT],
  "WhatsApp Chat - Sandeep Jr Nov26.txt: '[24/11/26] Chaurasia AB allowed!! ... 25,000 ka bond aur 2 sureties'.")
q("yes_no", "imran ne 143A wala paisa jama kiya ki nahi",
  [["no", "not", "nahi", "नहीं"], ["75,000", "75000", "75 hazaar"]], [["C07", "2026-11-28"]],
  "IMG20261128181530.jpg: '143A का 75,000 अब भी जमा नहीं'.")
q("yes_no", "sunita ka pura arrear mil gaya kya",
  [["no", "not", "nahi"], ["1,12,000", "112000", "1.12 lakh", "112,000"], ["da arrear", "dearness", " da "]], [SANDEEP],
  "Sandeep HC chat: '[13/10/26] 4,86,000 me se DA arrear 1,12,000 abhi bhi nahi diya'.")
q("said", "jaj sahab nishad appeal me pichhli baar ka kahlen",
  [WS, ["3 weeks", "three weeks", "3 hafte", "teen hafte"]], [["C01", "2026-11-17"]],
  "IMG20261117201844.jpg: 'Tripathi J kahlen: dono paksh 3 hafte me written submissions (5 page) dein'; order: 'within three weeks'.")
q("said", "DIOS ne HC me aakar kya bola tha",
  [["4,86,000", "486000", "4.86 lakh", "486,000"], ["six weeks", "6 weeks", "6 hafte"]], [["C02", "2026-09-01"]],
  "Scan_20260902_0004.pdf: 'undertakes ... arrears ... Rs. 4,86,000/-, shall be paid within six weeks'.")
q("said", "imran ne 313 ke bayan me ka kahlas",
  [["security"]], [["C07", "2026-09-10"]],
  "IMG20260910173940.jpg: '351 BNSS (313) ka bayan: \"cheque security ke taur pe diya tha\"'.")
q("judge_habit", "chauhan sahab adjournment maango to kya karte hain",
  [["cost", "हर्जा", "harja"]], [["C04", "2026-05-30"], ["C04", "2026-08-22"]],
  "30.5.26 'Chauhan sahab ne 1,000/- cost lagaya (sahab bina cost ke adjournment nahi dete)'; 22/8 '1,000/- cost phir'.")
q("judge_habit", "ACJM maurya sahab accused gair hazir ho to kya karte",
  [["warrant", "वारंट"]], [["C07", "2025-12-19"], ["C07", "2026-07-23"]],
  "19.12.25 'जमानती वारंट'; 23-07-26 'exemption ... reject ... bailable warrant'.")
q("judge_habit", "tripathi J ke court me ka dhyan rakhe ke ba",
  [LCR, WS], [["C01", "2025-12-10"], ["C01", "2026-11-17"]],
  "10/12/25 'jaj sahab pahile puchhlen \"LCR aaya?\"'; 17.11.26 written submissions in 3 weeks; 7.7.26 'last opportunity'.")
q("pending_before", "8 dec se pehle kya kya file karna hai",
  [WS, ["compliance", "supplementary", "reply"]], [PLAN],
  "plan 7-12 Dec.txt: 'compliance affidavit pe reply/supplementary affidavit 7 Dec tak'; 'written submissions (5 page) 8 Dec tak'.")
q("pending_before", "batwara me 19 ko bahas se pehle kya jama karna hai",
  [["likhit bahas", "written argument", "लिखित बहस"], ["vanshavali", "वंशावली", "pedigree"]], [["C04", "2026-11-28"], PLAN],
  "IMG20261128181530.jpg: 'उससे पहले लिखित बहस और वंशावली की प्रमाणित प्रति'; plan: 'likhit bahas + vanshavali praman-prati 19 se pahle'.")
q("amount", "pooja ko har mahine kitna milna hai",
  [["8,000", "8000", "आठ हजार", "8 hazaar"]], [["C06", "2026-02-20"]],
  "WhatsApp Image 2026-02-20 (order): 'रु. 8,000/- (आठ हजार) प्रतिमाह'.")
q("amount", "shukla traders ka cheque kitne ka tha",
  [["3,75,000", "375000", "3.75 lakh", "375,000"]], [MEMO],
  "Cheque return memo: 'Cheque No. 004417 dated 10.07.2025 for Rs. 3,75,000/-'.")
q("amount", "batwara me rai pe total kitna cost lag chuka",
  [["2,500", "2500", "2.5 hazaar", "dhai hazaar"]], [["C04", "2025-12-13"], ["C04", "2026-05-30"], ["C04", "2026-08-22"]],
  "500 (13.12.25) + 1,000 (30.5.26) + 1,000 (22/8) = 2,500; a sum, checked by eye.")
q("pattern", "December me kaun kaun se case lage hain",
  [d("2026-12-08"), d("2026-12-11"), d("2026-12-14"), d("2026-12-17"), d("2026-12-19")],
  [["C02", "2026-10-13"], ["C06", "2026-10-30"], ["C07", "2026-11-28"], ["C05", "2026-11-19"], ["C04", "2026-11-28"]],
  "Sunita 08.12 (Sandeep chat 13/10), Pooja 11.12.2026, Shukla Traders 14.12.2026, Kamla Devi 17.12.2026, batwara 19.12.2026.")
q("pattern", "kin case me abhi gawahi chal rahi hai",
  [["pooja", "vikas"], ["kamla", "कमला"]], [["C06", "2026-10-30"], ["C05", "2026-11-19"]],
  "Pooja DV: respondent evidence (30/10/26); Kamla Devi: OP evidence, last opportunity (19.11.2026). Batwara and 138 evidence closed.")
q("counsel_pattern", "rai vakil har baar kya bahana banate hain",
  [["sessions", "सेशन"]], [["C04", "2025-12-13"], ["C04", "2026-08-22"]],
  "13.12.25 'स्लिप भेजी (सेशन में व्यस्त)'; 22/8 'slip: \"Sessions court me busy\"'.")
q("counsel_pattern", "standing counsel pandey ji writ me hamesha kya kehte",
  [["instruction"]], [["C02", "2026-01-13"], ["C02", "2026-04-21"]],
  "13 Jan 26 'SC Pandey ji: \"instructions nahi mili\"'; 21-4-26 'SC Pandey phir: \"instructions nahi mili\"'; 13/10 chat again.")
q("counsel_pattern", "DV wale me srivastava vakil ka kya scene hai",
  [["surat"]], [["C06", "2026-10-30"]],
  "30/10/26 'Srivastava ji phir wahi: \"client Surat me hai, kaam pe\" - har baar yahi bahana'; 07.08 he sought time for cross.")
q("witness", "batwara me PW2 kaun tha aur gawahi kab hui",
  [["jagdish", "जगदीश"], d("2026-04-25")], [["C04", "2026-04-25"]],
  "IMG20260425175820.jpg: 'PW2 जगदीश निषाद की गवाही हुई - मुख्य परीक्षा व जिरह दोनों' (25.04.2026).")
q("witness", "ram bachan ki jirah kab khatam hui",
  [d("2026-09-26")], [["C04", "2026-09-26"]],
  "WhatsApp Image 2026-09-26: 'DW1 रामबचन यादव की जिरह पूरी हुई'.")
q("open", "nishad appeal ka poora haal batao",
  [d("2026-01-20"), LCR, WS, d("2027-01-12")], [["C01", "2026-01-20"], ["C01", "2026-04-07"], ["C01", "2026-11-17"]],
  "Bail during appeal 20.01.2026; LCR received 07.04.2026; argued 08.09; AGA reply 17.11, written submissions; 12.01.2027.")
q("open", "kamla devi wale case ka kya status hai",
  [["last opportunity", "antim avsar", "अंतिम अवसर", "final opportunity"], d("2026-12-17")], [["C05", "2026-11-19"]],
  "IMG20261119160220.jpg: 'विपक्षी साक्ष्य ... SDM साहब: अंतिम अवसर ... अगली तारीख 17.12.2026'.")
q("bare", "sunita maurya",
  [d("2026-12-08")], [["C02", "2026-10-13"]],
  "Sandeep HC chat '[13/10/26] ... next 08.12.2026'.")
q("bare", "chaurasia",
  [["granted", "allowed"], d("2026-11-24")], [AB_CHAT],
  "WhatsApp Chat - Sandeep Jr Nov26.txt: '[24/11/26] Chaurasia AB allowed!!'.")
q("no_record", "rinku paswan ki dahej wali bail kab lagi hai",
  NR, [], "No Rinku in the registry or any upload.", no_record=True, absent=["rinku"])
q("no_record", "batwara me amin wali report aayi ki nahi",
  NR, [], "No survey / commission report in the partition suit; only the lekhpal report in the SDM case.", no_record=True,
  absent=["amin report", "commissioner", "commission report"])
q("no_record", "DV case me harishankar tiwari vakil ne kya bola tha",
  NR, [], "No counsel named Harishankar or Tiwari.", no_record=True, absent=["harishankar", "tiwari"])
q("no_record", "shukla traders wala lok adalat me gaya tha kya?",
  NR, [], "No Lok Adalat in any upload.", no_record=True, absent=["lok adalat"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Gorakhpur practice (bench/practices/gorakhpur; written from the uploads' "
                    "source_text by its writer, practice43; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
