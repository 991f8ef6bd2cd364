"""Write questions.json for the Nagaon practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "record nai", "no note", "not in the notes"]]
TODAY = "2030-07-19"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"N-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "jahanara FT t last time ki hol?",
  [["abdul latif", "latif", "dw3"], ["1971"]], [["C01", "2030-06-04"]],
  "FT4 order sheet 04.06.2030: 'DW3 Md. Abdul Latif (brother of the OP) examined ... original electoral roll of 1971'.")
q("last_time", "kamala baideur namjari appeal t last date e ki hoisil",
  [["lat mandal"], ["1998", "bantan", "family partition"]], [["C03", "2030-01-08"]],
  "IMG_20300108_155503.jpg: 'Sarma reply: 1998 t ghoror bhitorot bantan (family partition) ... Lat Mandal Kaliabor k "
  "spot verification'.", today="2030-03-01")
q("last_time", "gogoi sessions case last hearing e ki hol",
  [["hiren gogoi", "dw1"], ["alibi"]], [["C05", "2030-06-26"]],
  "IMG_20300626_180144.jpg: 'DW1 Hiren Gogoi (Mukut r deuta) - alibi'.")
# next_date
q("next_date", "gautam r TS nxt date kahiya", [d("2030-07-24")], [["C04", "2030-05-22"]],
  "22.05.2030 two matters.txt: 'ND 24.07.2030 DE'.")
q("next_date", "kamala appeal r next date?", [d("2030-07-23"), ["argument"]], [["C03", "2030-05-14"]],
  "Document_2030-05-14.docx: 'ND 23.07.2030 - remaining arguments'.")
q("next_date", "mukut gogoi case r next date kob", [d("2030-02-13"), ["doctor", "pw3"]], [["C05", "2030-01-09"]],
  "WhatsApp Image 2030-01-09 at 18.40.22.jpeg: 'ND 13/2/30 - PW3 doctor.'", today="2030-01-10")
# count
q("count", "jahanara FT t GP e kiman bar time loise ba absent asil",
  [["2", "two", "twice"]], [["C01", "2029-10-09"], ["C01", "2030-04-23"]],
  "FT4 order 09.10.2029: 'Ld. GP prays time to cross-examine'; 23 april FT4.txt: 'GP Bordoloi absent - busy in FT-6'.")
q("count", "gautam case t deka uqil kiman bar adjourn korise",
  [["3", "three", "thrice"]], [["C04", "2029-09-21"], ["C04", "2029-10-30"], ["C04", "2030-05-22"]],
  "Document_2029-09-21.docx: 'Deka uqil: not ready for cross, wants time'; 20291030 register: 'বিপুল ডেকা অনুপস্থিত ... cost "
  "Rs. 500'; 22.05.2030: 'Deka uqil no DW ... last chance, cost Rs. 1,000'.")
q("count", "gogoi case t prosecution e kiman jon PW examine korise",
  [["4", "four"]], [["C05", "2029-10-10"], ["C05", "2030-01-09"], ["C05", "2030-02-13"], ["C05", "2030-04-24"]],
  "PW1 Dilip Kalita (10/10/29), PW2 Bina Kalita (9.1.30), PW3 Dr Rituparna Das (13/02/2030), PW4 IO SI Kamal Hussain "
  "(24.04.2030).")
# yes_no
q("yes_no", "rupali r gharor manuhe arrear dise ne?",
  [["12,000", "12000", "rs. 12,000"], ["2,000", "2000"]], [["C06", "2030-03-27"], ["C06", "2030-06-21"]],
  "27.03 CJM.txt: 'Bablu paid Rs. 12,000 in court (arrear, partly)'; IMG_20300621: 'May, June paid 4,000 only. child "
  "2,000 still due'.")
q("yes_no", "budhu orang r gratuty r taka pale ne",
  [["1,86,540", "186540", "1.86 lakh", "1,86,540.00"], d("2030-02-02")], [["upload", "IMG_20300218_121530.jpg"]],
  "Passbook photo: '02.02.2030 NEFT-DUMARGURI TEA ESTATE-GRATUITY 1,86,540.00'.")
q("yes_no", "gautam case t commissioner r report amar pokhot ne?",
  [["9 ft", "9 feet", "nine feet"], ["1023"]], [["C04", "2030-04-03"]],
  "commission report gautam.docx: 'boundary wall ... stands about 9 ft inside dag no. 1023'.")
# said
q("said", "kuddus r writ t HC e ki koise",
  [["set aside"], ["remand", "remanded"], d("2030-01-08")], [["C02", "2029-12-04"]],
  "Judgment 04.12.2029: 'ex parte opinion ... is set aside and the matter is remanded ... appear before the Tribunal on "
  "08.01.2030'.")
q("said", "lat mandal r report t ki ase kamala r case t",
  [["412"], ["413"]], [["C03", "2030-03-12"]],
  "12.3.30 lat mandal report.docx: 'Dag 412 ... in possession of appellant Kamala Bora ... Dag 413 ... cultivated by "
  "Prabin Bora'.")
q("said", "gogoi case t doctor e ki koise",
  [["simple"], ["blunt"]], [["C05", "2030-02-13"]],
  "Chat (2) 13/02/2030: 'injury SIMPLE, blunt side'; Gogoi PW3 doctor.docx: 'SIMPLE, blunt weapon'.")
# judge_habit
q("judge_habit", "mahanta sir FT t sadharonote ki bisare",
  [["certified"], ["in person"]], [["C01", "2029-08-07"], ["C01", "2029-10-09"], ["C01", "2030-03-05"]],
  "7/8/29: 'OP in person hajir ... certified copy lagibo - xerox nolobo'; order 09.10.2029: 'certified copies (not "
  "photocopies)'; 5/3/30: 'Certified copies again'.")
q("judge_habit", "kakati baideu eneye adjournment diye ne?",
  [["cost"], ["last chance"]], [["C04", "2029-10-30"], ["C04", "2030-05-22"]],
  "20291030 register: 'cost Rs. 500 to plaintiff'; 22.05.2030: 'Kakati baideu - last chance, cost Rs. 1,000'.")
q("judge_habit", "ADC sir hearing r age ki bisare",
  [["records"], ["lat mandal"]], [["C03", "2029-08-28"], ["C03", "2030-01-08"]],
  "28/8/29: 'ADC sir - CO Kaliabor r records ... call'; 8/1/30: 'ADC sir - Lat Mandal Kaliabor k spot verification'.")
# pending_before
q("pending_before", "kakati baideu r court t mur ki ki pending",
  [["gautam", "saikia"], d("2030-07-24")], [["C04", "2030-05-22"]],
  "22.05.2030 two matters.txt: 'Gautam TS 118/28 - CJ No. 1 ... ND 24.07.2030 DE'.")
q("pending_before", "borthakur sir r court t mur kon case ase",
  [["gogoi"], d("2030-07-31"), ["argument"]], [["C05", "2030-06-26"]],
  "correction Gogoi ND.txt: 'Gogoi SC 87/2029 next date is 31.07.2030 ... arguments on 31.07.2030'.")
# amount
q("amount", "rupali r interim maintenance kiman dise CJM e",
  [["4,000", "4000", "rs. 4,000"], ["2,000", "2000", "rs. 2,000"]], [["C06", "2029-12-14"]],
  "CJM order 14.12.2029: 'Rs. 4,000/- per month to the aggrieved person and Rs. 2,000/- per month for the minor son'.",
  today="2030-01-05")
q("amount", "budhu r gratuity kiman order hoisil",
  [["1,86,540", "186540", "1.86 lakh", "rs. 1,86,540"], ["10%", "10 %", "ten percent"]], [["C07", "2030-01-10"]],
  "ALC order 10.01.2030: 'Rs. 1,86,540/- with simple interest at 10% per annum'.")
q("amount", "gautam case t commission fee kiman dilu",
  [["3,000", "3000", "three thousand"]], [["C04", "2030-02-21"], ["upload", "Commission fee receipt TS 118.jpg"]],
  "Order 21.02.2030: 'Commission fee of Rs. 3,000/-'; receipt 26.02.2030: 'Rs. 3,000/- (Rupees three thousand only)'.")
# pattern
q("pattern", "gogoi case t prosecution r witness thik time t ahe ne",
  [["pw2"], ["io absent", "investigating officer", "তদন্তকাৰী"]], [["C05", "2029-11-21"], ["C05", "2030-03-20"]],
  "Chat 21/11/2029: 'PW2 PW3 absent. Summons return nai'; register 20.03.2030: 'তদন্তকাৰী বিষয়া (IO) অনুপস্থিত'.")
q("pattern", "bablu e maintenance niyomiya diye ne",
  [["arrear"], ["12,000", "12000"], ["2,000", "2000"]],
  [["C06", "2030-02-08"], ["C06", "2030-03-27"], ["C06", "2030-06-21"]],
  "Chat (2) 08/02/2030: 'Bablu ek poisa o diya nai, 2 mahina r arrear'; 27.3.30: 'Bablu paid Rs. 12,000 in court'; "
  "21/6/30: 'child 2,000 still due'.")
# counsel_pattern
q("counsel_pattern", "bipul deka uqil r style ki",
  [["absent", "অনুপস্থিত"], ["cost", "খৰচ"]], [["C04", "2029-09-21"], ["C04", "2029-10-30"], ["C04", "2030-05-22"]],
  "Document_2029-09-21.docx: 'not ready for cross, wants time'; register 30.10.2029: 'বিপুল ডেকা অনুপস্থিত ... খৰচ'; "
  "22.05.2030: 'no DW ... cost Rs. 1,000'.")
q("counsel_pattern", "GP bordoloi FT t ki kore sadharonote",
  [["time"], ["absent"], ["ft-6", "another tribunal", "other tribunal"]], [["C01", "2029-10-09"], ["C01", "2030-04-23"]],
  "Order 09.10.2029: 'Ld. GP prays time to cross-examine'; 23 april FT4.txt: 'GP Bordoloi absent - busy in FT-6 (his "
  "other Tribunal)'.")
# witness
q("witness", "jahanara case t next witness kon, ahise ne?",
  [["lakhi kanta bora", "gaonburha"], d("2030-03-05")], [["C01", "2030-01-22"]],
  "Chat (2) 22/01/2030: 'gaonburha Lakhi Kanta Bora nahil ... next date t DW2 lagibo ... ND 5.3.30'.",
  today="2030-02-20")
q("witness", "gogoi case t PW1 kon asil, cross t ki ulaise",
  [["dilip kalita"], ["mukh spasht dekha nai", "andhar", "light nai"]], [["C05", "2029-10-10"]],
  "IMG-20291010-WA0007.jpg: 'PW1 Dilip Kalita (informant) ... andhar, beel t light nai - \"mukh spasht dekha nai\" "
  "admitted'.")
q("witness", "aji FT t election office r pora kon ahibo",
  [["pankaj nath"], ["1971"]], [["C01", "2030-06-04"]],
  "FT4 order sheet 04.06.2030: 'Summons to the Election Office, Nagaon (UDA Sri Pankaj Nath, Election Branch) to "
  "produce the 1971 roll'.")
# open
q("open", "kuddus r case tu short t kok",
  [["set aside", "remand"], ["5,000", "5000"], d("2030-01-08")],
  [["C02", "2029-12-04"], ["upload", "WhatsApp Chat with Rafiqul (Kuddus son).txt"]],
  "Judgment 04.12.2029: 'set aside ... remanded ... 08.01.2030 ... costs of Rs. 5,000 with the DLSA'; Rafiqul 10/12: "
  "'DLSA te 5000 jama dilam'.")
q("open", "jahanara FT r full status dibi",
  [["gaonburha", "lakhi kanta bora"], ["1971"], d("2030-07-19")], [["C01", "2030-03-05"], ["C01", "2030-06-04"]],
  "5/3/30: 'DW2 Lakhi Kanta Bora, gaonburha'; order 04.06.2030: '1971 roll ... Fix 19.07.2030 for DW4'.")
# bare
q("bare", "jahanara", [["pankaj nath", "election office"], ["1971"]],
  [["C01", "2030-06-04"], ["upload", "week plan 15-20 July.docx"]],
  "Week plan: 'Fri 19 - FT-4 Jahanara (DW4 - Election office, Pankaj Nath, 1971 roll)'.")
q("bare", "rupali", [["aw2", "phulmoni"], ["cross"]], [["C06", "2030-06-21"]],
  "IMG_20300621_172849.jpg: 'AW2 Phulmoni Tanti ... ND 19/7/30 AW2 cross'.")
# no_record
q("no_record", "dhing r eviction case t ki hol", NR, [],
  "No eviction matter in any upload.", no_record=True, absent=["eviction"])
q("no_record", "mukut gogoi r anticipatory bail allow hoisil ne", NR, [],
  "C05 accused were on bail at charge; no anticipatory bail anywhere.", no_record=True, absent=["anticipatory"])
q("no_record", "gautam case lok adalat t compromise hol ne", NR, [],
  "C04 never went to a Lok Adalat; no compromise in any upload.", no_record=True, absent=["lok adalat", "compromise"])
q("no_record", "phukan uqil r lagot mur kon case ase", NR, [], "No Phukan in any upload.", no_record=True,
  absent=["phukan"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Nagaon practice (bench/practices/nagaon; written from the uploads' "
                    "source_text by its writer, w-nagaon; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
