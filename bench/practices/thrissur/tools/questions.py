"""Write questions.json for the Thrissur practice: questions typed the way this chamber types (Manglish, Malayalam,
English), with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the chamber's 16.10 and 16/10 when `short`)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}",
             f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}.", f"{dd}.{mm}"]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "onnum illa", "record illa", "no note",
       "not in the notes"]]
TODAY = "2027-01-13"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"T-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "mathil case il last time enthu nadannu?",
  [d("2026-11-17"), ["pw1", "ramachandran"], ["surveyor", "prasad"]], [["C01", "2026-11-17"]],
  "IMG_20261117_121507.jpg: '17.11 Munsiff mathil case - PW1 Ramachandran cross by Shaji ... PW2 = taluk surveyor "
  "Sri. Prasad T.V. - summons + batta. Next 13.1.27.'")
q("last_time", "suma pronote case kazhinja thavana entha undaye",
  [d("2026-11-18"), ["dw1"], ["rasheed", "part", "പകുതി"]], [["C02", "2026-11-18"]],
  "suma DW1 18.11.txt: 'DW1 Suma - chief by proof affidavit ... Rasheed cross - part'; register 18.11.2026: "
  "'DW1 സുമ ചീഫ് കഴിഞ്ഞു, റഷീദ് വക്കീൽ ക്രോസ് പകുതി'.")
q("last_time", "ambili de case il innale entha nadanne",
  [d("2026-07-09"), ["18%", "18 %", "18 per cent", "eighteen"], ["pw1", "affidavit"]], [["C03", "2026-07-09"]],
  "IMG_20260709_150812.jpg: '9/7 MACT Ambili - Medical Board report vannu - 18% permanent disability ... PW1 Ambili "
  "proof affidavit filed'.", today="2026-07-10")
# next_date
q("next_date", "suma case adutha dte eppozha",
  [d("2027-01-20")], [["upload", "correction suma ND.txt"], ["C02", "2026-11-18"]],
  "correction suma ND.txt: 'Yesterday's note says ND 27.1.27 - WRONG ... next date is 20.01.2027'; register: "
  "'അടുത്ത തീയതി 20.01.2027'. The 18.11 note's 27.1.27 is the wrong one.")
q("next_date", "sudhakaran appeal HC il next posting eppo?",
  [d("2027-01-19"), ["part-heard", "part heard"]], [["C06", "2026-11-24"]],
  "RFA 318-2025 proceedings 24.11.2026.pdf: 'Part-heard. Post on 19.01.2027.'")
q("next_date", "reshma OP next date eppo, enthinu aanu",
  [d("2026-10-16"), ["pw2", "rajan", "father"]], [["C05", "2026-09-11"]],
  "IMG_20260911_143920.jpg: 'Judge: father Rajan - PW2 next date. ND 16.10'.", today="2026-09-12")
# count
q("count", "shaji vakkil mathil case il ethra thavana time chodichu ithu vare",
  [["3", "three", "moonu", "thrice"]], [["C01", "2026-01-16"], ["C01", "2026-08-04"], ["C01", "2026-10-13"]],
  "Register 16.01: 'ഷാജി വക്കീലിന് ... സമയം ചോദിച്ചു'; 04.08: 'ഷാജി വക്കീൽ വീണ്ടും സമയം ചോദിച്ചു'; 13.10: 'ക്രോസ് "
  "മാറ്റി വെക്കാൻ ആവശ്യപ്പെട്ടു (വീണ്ടും ഇരിങ്ങാലക്കുട)'. Three.")
q("count", "ambili claim il nammal ethra sakshikale examine cheythu",
  [["2", "two", "randu"]], [["C03", "2026-07-09"], ["C03", "2026-11-05"]],
  "9/7 diary: 'PW1 Ambili proof affidavit filed'; Ambili PW2 doctor 5.11.docx: 'PW2 Dr. Meera Nair ... examined ... "
  "PE closed'. Two.")
q("count", "kannan stores karan arrears ethra thavanayayi kettivechu",
  [["2", "two", "randu", "twice"]], [["C07", "2026-06-11"], ["C07", "2026-09-17"]],
  "Register 11.06: 'വാടകക്കാരൻ 84,000 രൂപ മാത്രം കെട്ടിവെച്ചു'; RCP narayanan 17.9.txt: 'Tenant deposited the balance "
  "Rs. 84,000 on 02.09.2026'. Two deposits.")
# yes_no
q("yes_no", "narayanan nair case il tenant full arrears kettiyo?",
  [["മാത്രം", "അടച്ചില്ല", "not the full", "not fully", "only 84", "only rs. 84", "only rs 84", "partly", "partial",
    "illa", "no,", "balance"], ["84,000", "84000"]], [["C07", "2026-06-11"]],
  "IMG-20260612-WA0011.jpg (11.06.2026): 'വാടകക്കാരൻ 84,000 രൂപ മാത്രം കെട്ടിവെച്ചു. ബാക്കി 84,000 അടച്ചില്ല.'",
  today="2026-06-15")
q("yes_no", "suma case il FSL report vanno? ottu avalude aano",
  [["വന്നു", "yes", "received", "came", "vannu"], ["സുമയുടേതല്ല", "did not write", "not hers", "not her signature",
                                                   "not by her", "not suma"]],
  [["C02", "2026-10-07"], ["upload", "FSL report OS 88 2024.pdf"]],
  "Register 07.10.2026: 'FSL റിപ്പോർട്ട് വന്നു. ഒപ്പ് സുമയുടേതല്ല എന്ന് റിപ്പോർട്ട്'; FSL report: 'did not write the red "
  "enclosed questioned signature Q1'.")
q("yes_no", "sudhakaran HC stay nu 2 lakh deposit cheytho",
  [["yes", "deposited", "made", "cheythu"], d("2026-04-24")],
  [["C06", "2026-06-16"], ["upload", "challan Irinjalakuda deposit RFA 318.pdf"]],
  "RFA 318 notes 16 June.docx: 'Deposit of Rs. 2,00,000 made on 24.04.2026 at SBI Irinjalakuda'.")
# said
q("said", "commission report vannappol divya madam enthu paranju",
  [["4 weeks", "four weeks"], ["no more time", "no further time"]], [["C01", "2026-07-07"]],
  "IMG_20260707_131030.jpg: 'Divya madam: objections in 4 weeks, no more time'; proceedings 07.07.2026: 'within four "
  "weeks ... No further time.'")
q("said", "sasidharan J last time enthanu chodiche",
  [["readiness and willingness"]], [["C06", "2026-11-24"]],
  "IMG_20261124_191044.jpg: 'Judge asked: \"where is the evidence of readiness and willingness of the plaintiff "
  "throughout?\"'.")
q("said", "reshma case il anoop varathappol judge enthu paranju",
  [["in person", "nerittu", "personally"], ["ex parte", "ex-parte", "exparte"]], [["C05", "2026-12-04"]],
  "WhatsApp Chat with Rajan Reshma Achan.txt 04/12: 'Judge paranju adutha thavana nerittu hajarakanam, allenkil ex "
  "parte. Adutha date 8.1.2027'.")
# judge_habit
q("judge_habit", "divya madam commission nte karyathil engane aanu, evidence nu munpu",
  [["commission report", "report before"], ["evidence", "trial"]], [["C01", "2026-03-10"], ["C01", "2026-07-07"]],
  "IMG_20260310_124455.jpg: 'Divya madam: \"commission report vannittu mathi evidence\" - report before trial'.")
q("judge_habit", "MACT chairman settlement nte karyathil entha style",
  [["adalath", "settlement"]], [["C04", "2026-06-18"], ["C03", "2026-12-10"]],
  "IMG_20260618_160233.jpg: 'Chairman: \"try Adalath\"'; proceedings 10.12.2026: 'directed to explore settlement "
  "before the Adalath'.")
q("judge_habit", "family court judge parties nte karyathil enthu nirbandham aanu",
  [["in person", "nerittu"]], [["C05", "2026-01-23"], ["C05", "2026-03-27"], ["C05", "2026-12-04"]],
  "reshma counselling 23.1.txt: 'both parties should be present IN PERSON next date'; 27.3: 'Both parties present in "
  "person (judge insisted again)'; chat 04/12: 'nerittu hajarakanam'.")
# pending_before
q("pending_before", "innathe ambili MACT nu munpu enthokke ready aakkanam",
  [["medical board", "board cert"], ["kudumbashree", "income proof", "tailoring"]],
  [["upload", "Plan 11-16 Jan 2027.docx"]],
  "Plan 11-16 Jan 2027.docx: 'MACT - Ambili - RW1 insurer's investigator. Keep medical board cert + tailoring unit "
  "income proof (Kudumbashree certificate) ready.'")
q("pending_before", "sudhakaran RFA 19 nu munpu entha cheyyan ullathu",
  [["readiness and willingness"], ["b7", "bank stmt", "bank statement"]], [["upload", "Plan 11-16 Jan 2027.docx"]],
  "Plan: 'Tue 19/1 Ernakulam - RFA Sudhakaran - part-heard. Readiness and willingness note (3 pages) + Ext B7 bank "
  "stmt.'")
# amount
q("amount", "mathil case il commissioner batta ethra kettivechu",
  [["5,000", "5000", "five thousand"]], [["C01", "2026-03-10"]],
  "IA 1120 order 10.03.2026: 'Plaintiff to deposit batta of Rs. 5,000/- (Rupees five thousand)'; diary: 'Batta "
  "Rs. 5,000 nammal kettivekkanam'.")
q("amount", "saramma case adalath il ethrakku settle aayi",
  [["14,50,000", "1450000", "14.5 lakh", "14.50 lakh", "fourteen lakh fifty", "1,450,000"]], [["C04", "2026-09-12"]],
  "Adalath award 12.09.2026: 'shall pay Rs. 14,50,000/- (Rupees Fourteen Lakh Fifty Thousand only)'.")
q("amount", "നാരായണൻ നായരുടെ കേസിൽ kudissika ethra, vaadaka ethra",
  [["1,68,000", "168000", "1.68 lakh", "168,000"], ["14,000", "14000"]], [["C07", "2026-03-05"]],
  "RCP 45-2025 order 05.03.2026: 'rate of rent of Rs. 14,000 per month ... amounting to Rs. 1,68,000/-'.")
# pattern
q("pattern", "ente MACT cases ethokke aanu",
  [["ambili"], ["saramma", "ouseph"]], [["C03", "2026-12-10"], ["C04", "2026-09-12"]],
  "proceedings 10.12.2026: 'K.S. Ambili' / chat 10/12: 'Ambili MACT'; Adalath award: 'Saramma Ouseph'.")
q("pattern", "innu ethokke matters undu",
  [["mathil", "ramachandran"], ["ambili"], ["narayanan", "kannan stores", "abdul khader"]],
  [["upload", "Plan 11-16 Jan 2027.docx"]],
  "Plan: 'Wed 13/1 Munsiff I - mathil case (Ramachandran) ... MACT - Ambili ... RCC - Narayanan Nair - RW1 Abdul "
  "Khader cross'.")
# counsel_pattern
q("counsel_pattern", "shaji vakkil time chodikkumbol ellappozhum parayunna karanam entha",
  [["irinjalakuda", "ഇരിങ്ങാലക്കുട"]], [["C01", "2026-01-16"], ["C01", "2026-08-04"], ["C01", "2026-10-13"]],
  "Register 16.01: 'ഇരിങ്ങാലക്കുടയിൽ കേസ് ഉണ്ട്'; 04.08: '(ഇരിങ്ങാലക്കുട സബ് കോടതിയിൽ ട്രയൽ)'; 13.10: '(വീണ്ടും ഇരിങ്ങാലക്കുട)'.")
q("counsel_pattern", "george paul ambili case il time edukkunnathu ethra pravashyam",
  [["2", "two", "randu", "randam", "second", "twice"], ["time", "സമയം"]], [["C03", "2026-01-08"], ["C03", "2026-12-10"]],
  "Register 08.01: 'ജോർജ് പോൾ വക്കീൽ ഹാജരായി, WS ഫയൽ ചെയ്യാൻ സമയം ചോദിച്ചു'; chat 10/12: 'ee case il ithu randam thavana "
  "aanu time chodikkunnathu'.")
# witness
q("witness", "reshma de achan sakshi parayumbol enthu paranju",
  [["42 പവൻ", "42 pavan", "42 sovereigns"], ["guruvayur", "ഗുരുവായൂരിൽ", "ഗുരുവായൂർ"]], [["C05", "2026-10-16"]],
  "WhatsApp Chat with Rajan Reshma Achan.txt 16/10: 'ഗുരുവായൂരിൽ വെച്ച് 42 പവൻ കൊടുത്തു എന്ന് പറഞ്ഞു'; register "
  "16.10.2026: 'PW2 രാജൻ (അച്ഛൻ) വിസ്തരിച്ചു'.")
q("witness", "ambili case il doctor meera nair enthu paranju",
  [["1.5 cm"], ["60,000", "60000"]], [["C03", "2026-11-05"]],
  "Ambili PW2 doctor 5.11.docx: 'shortening 1.5 cm, implant removal after 18 months will need Rs. 60,000 more'.")
q("witness", "anoop cross il enthokke sammathichu",
  [["locker"], ["28 pavan", "28 sovereigns"]], [["C05", "2027-01-08"]],
  "IMG_20270108_154410.jpg: 'Admitted Federal Bank Ollur locker was in his name; says only 28 pavan was given'.")
# open
q("open", "reshma gold case full status onnu parayamo",
  [["42 pavan", "42 sovereigns", "42 പവൻ"], ["mediation", "മീഡിയേഷൻ"], d("2027-02-05")],
  [["C05", "2026-06-12"], ["C05", "2026-07-24"], ["C05", "2027-01-08"]],
  "Register 12.06: 'മീഡിയേഷൻ പരാജയപ്പെട്ടു'; Reshma PW1 24-7.docx: 'list of gold (42 pavan)'; 8/1/27 diary: "
  "'ND 5.2.27'.")
q("open", "kannan stores eviction case ippo evide ethi",
  [["1,68,000", "168000", "1.68 lakh"], ["deposit", "കെട്ടിവെ"], d("2027-01-13")],
  [["C07", "2026-09-17"], ["C07", "2026-12-03"]],
  "RCP narayanan 17.9.txt: 'full Rs. 1,68,000 now in deposit'; register 03.12: 'അടുത്ത തീയതി 13.01.2027' (RW1).")
# bare
q("bare", "ambili", [d("2027-01-13"), ["rw1", "investigator", "vinod"]],
  [["C03", "2026-12-10"], ["upload", "MACT Thrissur cause list 13.01.2027.pdf"]],
  "proceedings 10.12.2026: 'RW1 (investigator of R3, Sri. Vinod Pallath) absent ... Call on 13.01.2027'.")
q("bare", "kannan stores", [d("2027-01-13"), ["rw1", "abdul khader", "cross"]], [["C07", "2026-12-03"]],
  "Register 03.12.2026: 'RW1 അബ്ദുൾ ഖാദർ ചീഫ് അഫിഡവിറ്റ് ... ക്രോസ് അടുത്ത തവണ. അടുത്ത തീയതി 13.01.2027'.")
# no_record
q("no_record", "ollur partition suit nte adutha date enthaa", NR, [],
  "No partition suit in any upload (Ollur is only the boundary suit's village).", no_record=True,
  absent=["partition"])
q("no_record", "sudhakaran appeal il HC receiver ne vecho?", NR, [],
  "No receiver was ever asked for or appointed in C06; no upload names one.", no_record=True, absent=["receiver"])
q("no_record", "narayanan nair case il police protection order kittiyo", NR, [],
  "No police protection in C07; no upload names it.", no_record=True, absent=["police protection"])
q("no_record", "adv. sunny kuriakose nte koode ulla ente case ethaa", NR, [], "No Kuriakose in any upload.",
  no_record=True, absent=["kuriakose"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Thrissur practice (bench/practices/thrissur; written from the uploads' "
                    "source_text by its writer, practice62; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
