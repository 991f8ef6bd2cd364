"""Write questions.json for the Mandi practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; 9.4 / 9/4 when `short`)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd:02d}.{mm:02d}.{yy:02d}", f"{dd}-{mm}-{yy}",
             f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}",
             f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note", "not in the notes"]]
TODAY = "2029-03-14"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"M-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "kuhl wale case me pichli tareekh pe ki hoya",
  [d("2029-03-12"), ["pe closed", "closed"], ["1,000", "1000", "one thousand"], d("2029-04-16")],
  [["C04", "2029-03-12"]],
  "kuhl 12.3.29 PE closed.docx: '12.03.2029 ... PE closed by my statement ... costs Rs. 1,000 ... Next 16.04.2029'.")
q("last_time", "reena ke bus accidnt case me last time kya hua tha",
  [d("2029-02-23"), ["last opportunity"], ["rto"]],
  [["C01", "2029-02-23"]],
  "MAC 47 RE 23.02.2029.docx: 'Insurer's witness (clerk from RTO Kullu ...) did not come ... \"last opportunity\"'.")
q("last_time", "roop lal forest case last date pe kya hua",
  [d("2028-11-07"), ["निशानदेही नहीं हुई", "demarcation not done", "nishandehi nahi", "demarcation was not"],
   d("2029-01-02")],
  [["C06", "2028-11-07"]],
  "IMG-20281107-WA0014.jpg: 'दिनांक 07.11.2028 ... निशानदेही नहीं हुई - नायब तहसीलदार चुनाव ड्यूटी पर ... अगली पेशी 02.01.2029'.",
  today="2028-11-20")
# next_date
q("next_date", "dhelu landslide wale ki agli tareekh kab aa",
  [d("2029-03-19"), ["pw4", "geologist"]],
  [["C02", "2029-02-01"]],
  "CS 31-2027 order 01.02.2029.pdf: 'PW4, a geologist ... to come up on 19.03.2029'.")
q("next_date", "roop lal ka next date?",
  [d("2029-04-09")],
  [["C06", "2029-03-05"]],
  "IMG_20290305_174020.jpg: 'Roop Lal ... ND 9.4.29'.")
q("next_date", "jhiri bus case ki agli date kya hai",
  [d("2028-12-29")],
  [["C01", "2028-11-10"], ["upload", "correction bus case ND.txt"]],
  "correction bus case ND.txt (11.11.2028): 'says ND 29.11.2028 - GALAT ... MAC 47/2028 next date is 29.12.2028'.",
  today="2028-11-20")
# count
q("count", "bus case me insurance walon ne kitni baar time liya hai",
  [["2", "two", "twice", "do baar"]],
  [["C01", "2028-05-01"], ["C01", "2029-02-23"]],
  "MAC 47 1 may.txt: 'R3 insurer (Yashpal Rana) - no reply, sought time'; MAC 47 RE 23.02.2029.docx: 'Rana sought time'.")
q("count", "dinu ki bail me total kitni peshiyan hui HC me",
  [["4", "four"]],
  [["C05", "2028-04-17"], ["C05", "2028-05-01"], ["C05", "2028-05-15"], ["C05", "2028-05-29"]],
  "Dinu bail 17.4.txt (notice), IMG_20280501_121530.jpg (status report, 'ND 15.5.28'), Bimla chat 15/05 (FSL), "
  "order 29.05.2028 (bail).")
q("count", "kotli takseem me hem singh thakur ne kitni bar time manga",
  [["2", "two", "twice", "do baar"]],
  [["C03", "2028-10-24"], ["C03", "2029-02-08"]],
  "20281024_134455.jpg: 'Hem Singh Thakur - time for objections to naksha bey'; IMG-20290208-WA0006.jpg: "
  "'हेम सिंह ठाकुर वकील ने रिपोर्ट पढ़ने के लिए समय मांगा'.")
# yes_no
q("yes_no", "rajesh ne maintenence ka arrear court me jama karwaya tha ya nahi",
  [["yes", "haan", "deposited"], ["27,000", "27000", "twenty seven thousand"]],
  [["C07", "2028-09-11"], ["upload", "receipt arrears Rajesh.jpg"]],
  "Rajesh 11 Sept issues arrears.docx: 'Rajesh deposited arrears Rs. 27,000 in court (cheque)'; receipt No. 3318.")
q("yes_no", "dinu nu bail mili thi na?",
  [["yes", "granted", "bail mil gayi", "released on bail"], d("2028-05-29")],
  [["C05", "2028-05-29"]],
  "CrMPM 712-2028 order 29.05.2028.pdf: '29.05.2028 ... The petitioner is ordered to be released on bail'.")
q("yes_no", "dhelu case me LC ki report aa gayi kya",
  [["yes", "lc report on file", "submitted"], ["9 houses", "nine residential houses"], ["2 gaushala", "two cowsheds"]],
  [["C02", "2028-10-23"], ["upload", "LC report Dhelu spot inspection.pdf"]],
  "PXL_20281023_170255.jpg: 'LC report on file - 9 houses cracks, 2 gaushala gone'; LC report: 'Submitted 16.10.2028'.",
  today="2028-10-30")
# said
q("said", "kanungo ne kotli wali report me kya likha",
  [["आबी", "abi"], ["बरानी", "barani"]],
  [["C03", "2029-02-08"]],
  "IMG-20290208-WA0006.jpg: 'कानूनगो की रिपोर्ट आई - कुहल के साथ वाली जमीन आबी/अव्वल दर्जा की है, बाकी बरानी'.")
q("said", "insurance co ne reply me kya plea li thi reena wale me",
  [["route permit"], ["61 passengers", "61 passenger"], ["seating capacity of 42", "42 seats"]],
  [["C01", "2028-06-15"]],
  "MAC Pet 47-2028 order 15.06.2028.pdf: 'without a valid route permit ... 61 passengers ... seating capacity of 42'.")
q("said", "kohli ne cross me kya maana tha kuhl case me",
  [["no grain since 2020", "since 2020"], ["stopped using the kuhl water"]],
  [["C04", "2028-12-12"]],
  "kuhl case 12 dec.txt: 'admitted defendants gave him no grain since 2020 - \"they stopped using the kuhl water, not the kuhl\"'.")
# judge_habit
q("judge_habit", "guleria sahab settlement ke liye bhejte hain kya? kitthu",
  [["lok adalat"], ["mediation"]],
  [["C01", "2028-12-29"], ["C07", "2029-01-08"], ["C07", "2028-03-24"]],
  "IMG_20281229_153010.jpg: 'Guleria sahab ne Lok Adalat bheja'; Kamla PW1 cross 8.1.29.txt: 'Guleria sahab asked both "
  "if Lok Adalat'; IMG_4702.HEIC: 'sent to mediation centre Mandi first'.")
q("judge_habit", "rana sahab sundernagar wale kis record pe zor dete",
  [["wajib-ul-arz", "wajib ul arz", "वाजिब-उल-अर्ज"], ["patwari", "पटवारी"]],
  [["C04", "2028-09-04"], ["C04", "2028-12-12"]],
  "Ankita chat 04/09/28: 'Rana sir ne wajib-ul-arz ki nakal maangi'; kuhl case 12 dec.txt: 'Rana sahab: patwari summon "
  "karo with jamabandi and wajib-ul-arz'.")
q("judge_habit", "thakur J ndps bail me kya kya puchte hain",
  [["52-a", "52a"], ["fsl"], ["any other case", "previous involvement"]],
  [["C05", "2028-04-17"], ["C05", "2028-05-01"], ["C05", "2028-05-15"]],
  "Dinu bail 17.4.txt: 'Thakur J asked: \"any other case against him?\"'; IMG_20280501_121530.jpg: 'FSL report ni aaya'; "
  "Bimla chat 15/05: 'Judge sahab ne 52-A wala inventory puchha'.")
# pending_before
q("pending_before", "negi sahab tehsildar ke paas apna kya pending",
  [["kotli", "कोटली"], ["naksha bey", "नक्शा बे"], d("2029-03-14")],
  [["C03", "2029-02-08"], ["upload", "Plan 12-19 March 2029.docx"]],
  "IMG-20290208-WA0006.jpg: 'कोटली तक्सीम ... अगली पेशी 14.03.2029'; plan: 'Tehsil Sadar 11 am - Kotli takseem - "
  "objections to naksha bey'.")
q("pending_before", "kaundal madam ke court me mera kya chal rha",
  [["dhani ram", "dhelu"], ["geologist"], d("2029-03-19")],
  [["C02", "2029-02-01"]],
  "CS 31-2027 order 01.02.2029.pdf: 'Dhani Ram & others Versus Uhl Ghati ... PW4, a geologist ... 19.03.2029'.")
# amount
q("amount", "kamla ko sec 24 me kitna maintenance laga tha",
  [["9,000", "9000", "nine thousand"], ["11,000", "11000", "eleven thousand"]],
  [["C07", "2028-07-17"]],
  "HMA 19-2028 s24 order 17.07.2028.pdf: 'Rs. 9,000/- per month ... Rs. 11,000/- as litigation expenses'.")
q("amount", "dhelu walon ka total claim kitne ka hai",
  [["18,50,000", "1850000", "18.5 lakh", "18.50 lakh", "18,50,000/-"]],
  [["upload", "plaint Dhelu landslide CS.pdf"]],
  "plaint Dhelu landslide CS.pdf: 'SUIT FOR RECOVERY OF Rs. 18,50,000/- AS DAMAGES'.")
q("amount", "bus case me bima company ne lok adalat me kitna offer kiya tha",
  [["14,50,000", "1450000", "14.5 lakh", "14.50 lakh"]],
  [["C01", "2028-12-29"]],
  "IMG_20281229_153010.jpg: 'Insurer offer 14,50,000 only - Reena aur sasur ne mana kiya'.",
  today="2029-01-05")
# pattern
q("pattern", "roop lal wali nishandehi baar baar kyu atak rahi thi",
  [["चुनाव ड्यूटी", "election duty"], ["file pe nahi aayi", "not placed", "report abhi file pe nahi"]],
  [["C06", "2028-11-07"], ["C06", "2029-01-02"]],
  "IMG-20281107-WA0014.jpg: 'निशानदेही नहीं हुई - नायब तहसीलदार चुनाव ड्यूटी पर'; Ankita chat 02/01/29: 'report abhi "
  "file pe nahi aayi'.")
q("pattern", "reena wale case me gawah kyun nahi aa rahe",
  [["चेत राम", "chet ram"], ["did not come", "not present"]],
  [["C01", "2028-09-29"], ["C01", "2029-02-23"]],
  "IMG-20280929-WA0011.jpg: 'गवाह चेत राम हाजिर नहीं हुआ, समन की तामील नहीं हुई'; MAC 47 RE 23.02.2029.docx: "
  "'Insurer's witness ... did not come'.")
# counsel_pattern
q("counsel_pattern", "katoch hydro company wala har date pe kya bahana deta",
  [["noida", "नोएडा"], ["instructions", "हिदायत"]],
  [["C02", "2028-04-05"], ["C02", "2028-05-19"]],
  "IMG-20280405-WA0004.jpg: 'कटोच वकील ने कहा नोएडा दफ्तर से हिदायत नहीं आई'; Dhelu WS 19 may.txt: 'Katoch again said "
  "\"Noida se instructions\" - his standard line'.")
q("counsel_pattern", "verma ji kuhl case me adjrnment kaise lete",
  [["unwell", "bimaar", "बीमार"], ["500", "rs. 500"]],
  [["C04", "2028-07-24"], ["C04", "2028-10-23"]],
  "CS 88-1 of 2027 order 24.07.2028.pdf: 'he is unwell ... costs of Rs. 500/-'; kuhl PW2 kohli 23.10.docx: 'Verma again "
  "unwell, his junior asked time'.")
# witness
q("witness", "jhiri bus me PW2 kon tha",
  [["chet ram"], ["eyewitness", "complainant"]],
  [["C01", "2028-08-03"], ["C01", "2028-11-10"]],
  "Reena PW1 3.8.28.docx: 'PW2 Chet Ram (eyewitness, complainant in FIR)'; bus case 10 nov.txt: 'PW2 Chet Ram aaya finally'.")
q("witness", "kuhl case me patwari ka naam kya tha jisne gawahi di",
  [["jai singh", "जय सिंह"]],
  [["C04", "2029-01-23"]],
  "IMG-20290123-WA0002.jpg: 'पटवारी हल्का चांबी जय सिंह गवाह PW3'; Ankita chat 23/01/29: 'patwari Jai Singh ka bayan ho gaya'.")
q("witness", "dhelu me pradhan ne gawahi me kya bola",
  [["sita devi"], ["28.07.2026", "28/07/2026", "2026-07-28"], ["blasting at night"]],
  [["C02", "2028-12-11"]],
  "Dhelu PW1 cross 11-12-28.docx: 'PW2 Smt. Sita Devi, Pradhan ... resolution of 28.07.2026 complaining of blasting at night'.")
# open
q("open", "rajesh wale me hun kya karna baaki hai",
  [["9000 pm", "9,000"], ["strike off"], ["nanak chand"]],
  [["upload", "IMG_20290305_174020.jpg"], ["upload", "Plan 12-19 March 2029.docx"]],
  "IMG_20290305_174020.jpg: 'Rajesh ko bolo maintenance Feb-Mar time pe bhare, 9000 pm - warna strike off defence'; plan: "
  "'PW2 Nanak Chand, PW3; prepare cross'.")
q("open", "bus case me mera kya pending pada hai",
  [["rti"], ["route permit"], d("2029-04-12")],
  [["upload", "MAC 47 RE 23.02.2029.docx"], ["upload", "Plan 12-19 March 2029.docx"]],
  "MAC 47 RE 23.02.2029.docx: 'Next 12.04.2029 RE. To do: get our own RTI reply on permit'; plan: 'RTI reply on route "
  "permit - remind RTO Kullu'.")
# bare
q("bare", "kotli",
  [["naksha bey", "नक्शा बे"], ["kanungo", "कानूनगो"]],
  [["C03", "2029-02-08"], ["upload", "Plan 12-19 March 2029.docx"]],
  "plan: 'Wed 14/3 Tehsil Sadar 11 am - Kotli takseem - objections to naksha bey / args; carry kanungo report'.")
q("bare", "kamla PW2",
  [["nanak chand"], ["ni aaya", "not present", "bimaar"]],
  [["C07", "2029-03-05"], ["upload", "District Judge Mandi cause list 14.03.2029.pdf"]],
  "IMG_20290305_174020.jpg: 'PW2 Nanak Chand ni aaya (bimaar, Gagal) ... ND 14.3.29'; cause list 14.03.2029: 'HMA Pet. "
  "19/2028 Kamla Devi vs Rajesh Kumar PE'.")
# no_record
q("no_record", "seraj wale seb bageeche ki mutation appeal me commissioner sahab ne kya kiya", NR, [],
  "No mutation appeal and no Seraj matter in any upload; the orchard case is Roop Lal's forest eviction.", no_record=True,
  absent=["seraj", "divisional commissioner"])
q("no_record", "dinu ki bail cancel karwane state ne application kab lagayi thi", NR, [],
  "The State never moved to cancel Dinu's bail; no upload says so.", no_record=True, absent=["cancel"])
q("no_record", "uhl ghati walon ne case transfer ki petition daali thi uska kya hua", NR, [],
  "No transfer petition in the Dhelu suit or anywhere.", no_record=True, absent=["transfer"])
q("no_record", "pathania vakil ne kuhl case me kya argue kiya tha", NR, [],
  "No Pathania in any upload (the defendants' counsel is Kishori Lal Verma).", no_record=True, absent=["pathania"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Mandi practice (bench/practices/mandi; written from the uploads' "
                    "source_text by its writer, w-mandi; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
