"""Write questions.json for the Agra practice: questions typed the way Upadhyay ji types in the chat box, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note", "not in the notes",
       "kachhu nayin"]]
TODAY = "2027-03-16"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"A-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "goswami ji wale mandir case me pichhli peshi pe ka bhayo?",
  [d("2027-02-22"), ["commission"], ["govind das", "pw2"]], [["C03", "2027-02-22"]],
  "IMG_20270222_170011.jpg: '22/2/27 Goswami ji - commission report aayo. Govind Das baba (PW2)'; Madhav chat 22/02/27.")
q("last_time", "goyal sahab star helth wale me last date pe kya hua",
  [d("2027-03-02"), ["op evidence", "evidence affidavit"], ["written arguments"]], [["C08", "2027-03-02"]],
  "goyal 2 march.docx: '02.03.2027 ... OP evidence affidavit filed ... Written arguments both sides.'")
q("last_time", "sunita ke succession wale me last tareekh ko kya hua",
  [d("2026-10-26"), ["certificate issue", "rejected", "disposed"]], [["C06", "2026-10-26"]],
  "succession order 26.10.2026.pdf: 'ORDER 26.10.2026 ... Objection rejected. Let a succession certificate issue'.",
  today="2026-10-30")
# next_date
q("next_date", "pappu lal ki agli tarikh kab h",
  [d("2027-04-09"), ["mw2"]], [["upload", "correction pappu lal date.txt"]],
  "correction pappu lal date.txt: 'ND 2/4 likh diyo - galat ... sahi agli tarikh 09.04.2027 (MW2 remaining cross)'.")
q("next_date", "gaurav wale dahej case me next kab aur kis liye",
  [d("2027-03-25"), ["351", "statement of accused", "313"]], [["C02", "2027-02-18"]],
  "order sheet 4471-2025 ACJM3.pdf 18.02.2027: 'Put up on 25.03.2027 for statement of accused u/s 351 BNSS'.")
q("next_date", "shalini wale case ki agli peshi kab hai?",
  [d("2026-10-08"), ["pw3", "doctor"]], [["C02", "2026-08-27"]],
  "PW2 Ramveer 27.8.docx: 'ND 8/10 PW3 doctor.'", today="2026-09-01")
# count
q("count", "qureshi vakil kitni baar bimari pe tarikh le chuka shakir wale me",
  [["2", "two", "twice", "do baar"]], [["C01", "2026-08-12"], ["C01", "2027-01-20"]],
  "order sheet 12.08.2026: 'प्रतिवादी के अधिवक्ता अस्वस्थ ... रु. 500/- हर्जे पर'; register 20.01.2027: 'कुरैशी वकील साहब फिर बीमार'. Two.")
q("count", "mathura wale mandir case me hadtaal se kitni tarikhen gayi",
  [["2", "two", "twice", "do baar"]], [["C03", "2026-04-27"], ["C03", "2026-10-05"]],
  "register mathura 27-4.jpg: 'ہڑتال ... (हड़ताल - अगली तारीख 25.05.2026)'; Madhav chat 05/10/26: 'aaj bhi hadtaal hai'. Two.")
q("count", "gaurav case me gawah na aane pe kitni baar warrant nikla",
  [["3", "three", "teen", "thrice"]], [["C02", "2026-04-23"], ["C02", "2026-10-08"], ["C02", "2027-01-14"]],
  "Neha chat 23/04/26 'PW1 Shalini nahi aayi. Madam ne BW'; 08/10/26 'PW3 doctor ... BW jaari'; order 14.01.2027 'Bailable warrant ... against SI Rajveer Singh'. Three.")
# yes_no
q("yes_no", "irfan ne 143A ka poora paisa de diyo kya?",
  [["50,000", "50000"], ["47,000", "47000"], ["baki", "baaki", "not fully", "not paid in full", "partly", "nahi"]],
  [["C05", "2026-12-08"], ["C05", "2027-02-09"]],
  "IMG_20261208_130844.jpg: 'Irfan ne 143A ke 50,000 DD se diye (court me), baki 47,000'; Neha chat 09/02/27: 'baki 47,000 143A ka kab de raha?'.")
q("yes_no", "priya ka quashing ho gaya HC se?",
  [["quashed", "yes", "haan"], ["mother-in-law", "kamla"]], [["C07", "2026-10-28"]],
  "HC order 28.10.2026 Priya.pdf: 'quashed qua applicant no. 1 only. As regards applicant no. 2, the mother-in-law ... rejected'.",
  today="2026-11-02")
q("yes_no", "shakir ne court me kiraya jama karaya tha ya nayin",
  [["40,500", "40500"], ["जमा", "deposited", "yes", "haan"], d("2026-04-15")], [["C01", "2026-04-15"]],
  "order sheet 15.04.2026: 'प्रतिवादी ने रु. 40,500/- (सितम्बर 2024 से मई 2025 तक नौ माह @ 4,500) चालान द्वारा जमा किए'.")
# said
q("said", "mandir trust wale TI order me judge ne hundi ke baare me kya kahi",
  [["separate account"], ["kartik"]], [["C03", "2026-07-13"]],
  "CamScanner 13-07-2026 16.41.pdf: 'the bhent and hundi of the Kartik pali shall be counted in the presence of both sides and kept in a separate account'.")
q("said", "shalini ne jirah me ghar chhodne ke baare me ka maani",
  [["apni marzi", "own"], d("2025-02-14")], [["C02", "2026-07-16"]],
  "Shalini cross 16-7.txt: 'she admitted she left matrimonial house on 14.02.2025 \"apni marzi se, papa ke saath\"'.")
q("said", "labour court me enquiry officer ne cross me kya kya maana",
  [["legal adviser"], ["single day", "one day", "ek hi din"], ["kardam", "co-worker", "helper"]], [["C04", "2026-09-11"]],
  "MW1 Bhardwaj cross.docx: 'retained \"legal adviser\" ... enquiry held on a single day ... asked for union man Ramesh Kardam as helper'.")
# judge_habit
q("judge_habit", "saxena sahab SCC me sabse pehle ka poochte hain",
  [["kiraya", "rent", "o.15", "आदेश 15"]], [["C01", "2026-03-10"], ["C01", "2026-04-15"]],
  "IMG_20260310_165512.jpg: 'Judge: \"pehle kiraya jama karo, O.15 R.5\"'; order sheet 10.03.2026: 'आदेश 15 नियम 5 ... किराया जमा करे'.")
q("judge_habit", "agnihotri madam gawah na aaye to kya karti hai",
  [["bw", "bailable warrant", "warrant"]], [["C02", "2026-04-23"], ["C02", "2026-10-08"], ["C02", "2027-01-14"]],
  "Neha chat 23/04 and 08/10: 'BW'; order 14.01.2027: 'Bailable warrant of Rs. 5,000'.")
q("judge_habit", "labour court wale PO sahab kis cheez pe pehle zor dete hain",
  [["enquiry file"], ["preliminary issue", "fair and proper"]], [["C04", "2026-05-15"], ["C04", "2027-01-08"]],
  "Document (3).docx: 'PO sahab ne kaha \"pehle enquiry file dikhao, fir merits\"'; order 08.01.2027: 'ORDER ON PRELIMINARY ISSUE ... not fair and proper'.")
# pending_before
q("pending_before", "aaj shakir wali bahas ke liye ka ka le jaana hai",
  [["receipt book", "rent receipt"], ["khursheed alam"]], [["upload", "Week plan 15-20 March.docx"], ["C01", "2027-02-24"]],
  "Week plan: 'Rent receipt book 2019-24 Ankur se lena ... Khursheed Alam ruling print'.")
q("pending_before", "bansal wale me aaj saath me kya move karna hai",
  [["recovery"], ["47,000", "47000"]], [["upload", "Week plan 15-20 March.docx"]],
  "Week plan: '47,000 ki recovery application (143A) saath me move karni hai'.")
# amount
q("amount", "irfan ka cheque kitne ka tha",
  [["4,85,000", "485000", "4.85 lakh", "485,000"]], [["upload", "BoB return memo Irfan.pdf"]],
  "BoB return memo: 'Cheque No. 004417 dated 10.06.2025  Amount Rs. 4,85,000/-'.")
q("amount", "sunita ki FD kitne ki thi jiska certificate mila",
  [["6,40,000", "640000", "6.4 lakh", "6.40 lakh", "640,000"]], [["C06", "2026-10-26"]],
  "succession order: 'fixed deposit of Rs. 6,40,000/- with SBI, Raja ki Mandi'.", today="2026-11-05")
q("amount", "goyal ji ka claim kitne ka repudiate kiya star health ne",
  [["2,86,400", "286400", "2.86 lakh", "286,400"]], [["upload", "star health repudiation.pdf"]],
  "star health repudiation.pdf: 'Claimed Rs. 2,86,400/-. The claim is repudiated'.")
# pattern
q("pattern", "kin kin matters me samne wale pe harja laga",
  [["shakir", "kusum", "dukan", "शाकिर", "कुसुम"], ["goyal", "star health"]],
  [["C01", "2026-08-12"], ["C01", "2027-01-20"], ["C08", "2027-01-19"]],
  "order 12.08.2026 'रु. 500/- हर्जे पर'; register 20.01.2027 '1,000 रुपये हर्जा'; consumer order 19.01.2027 'costs of Rs. 2,000/-'.")
q("pattern", "hadtaal ki wajah se kin kin cases me tarikh padi",
  [["shakir", "kusum", "dukan", "शाकिर", "कुसुम"], ["goswami", "mandir", "mathura"]],
  [["C01", "2026-05-20"], ["C03", "2026-04-27"], ["C03", "2026-10-05"]],
  "order sheet 20.05.2026 'अधिवक्तागण शोक प्रस्ताव के कारण न्यायिक कार्य से विरत'; Mathura register 27.04 'ہڑتال'; Madhav Goswami chat 05/10 'hadtaal'.")
# counsel_pattern
q("counsel_pattern", "qureshi vakil har baar ka bahana banata h",
  [["bimar", "ill", "अस्वस्थ", "बीमार"]], [["C01", "2026-08-12"], ["C01", "2027-01-20"]],
  "Ankur chat 12/08/26 'Qureshi bimar bataye'; 20/01/27 'Qureshi fir bimar'.")
q("counsel_pattern", "tariq anwar irfan ki taraf se kya line le raha hai",
  [["security"], ["blank"]], [["C05", "2026-10-13"], ["C05", "2027-02-09"]],
  "bansal CW1 13 oct.txt: 'suggested cheque was blank security cheque of 2023'; Neha chat 09/02/27: 'cheque \"security me diya tha, blank\"'.")
# witness
q("witness", "shalini ke papa ne gawahi me kya bola",
  [["5 lakh"], ["no receipt", "receipt"], ["istridhan"]], [["C02", "2026-08-27"]],
  "PW2 Ramveer 27.8.docx: 'gave Rs. 5 lakh cash ... no receipt ... asked only for \"istridhan vaapas\"'.")
q("witness", "mandir case me govind das baba ne commision me kya kahi",
  [["banwari lal"], ["1961"]], [["C03", "2027-02-22"], ["C03", "2027-01-11"]],
  "IMG_20270222_170011.jpg: '\"Kartik ki seva sadaa Banwari Lal ke parivar ne kari, 1961 me panchon ke saamne likha-padhi bhayi\"'.")
q("witness", "labour wale me MW2 kaun hai aur usne kya bola",
  [["naresh"], ["14 jode", "14 pairs"], ["cctv", "gatekeeper", "fard"]], [["C04", "2027-02-19"]],
  "IMG_20270219_155802.jpg: 'MW2 Naresh Kumar (supervisor) ... 14 jode upper ... gatekeeper ka naam nahi ... CCTV \"kharab tha\"'.")
# open
q("open", "pappu lal wale case ka poora haal batao",
  [["not fair"], ["naresh", "mw2"], d("2027-04-09")], [["C04", "2027-01-08"], ["C04", "2027-02-19"]],
  "order 08.01.2027: 'The domestic enquiry is held to be not fair and proper'; diary 19/2/27 'MW2 Naresh Kumar'; correction: '09.04.2027'.")
q("open", "goswami ji ka mandir wala case short me samjhao",
  [["kartik"], ["separate account", "alag khaate"], d("2027-04-05")], [["C03", "2026-07-13"], ["C03", "2027-02-22"]],
  "TI order 13.07.2026 'Kartik ... separate account'; Madhav chat 22/02/27 'Next date 5/4'; diary 'ND 5.4.27 PW3'.")
# bare
q("bare", "kusum lata", [d("2027-03-16"), ["arguments", "args"], ["qureshi"]], [["C01", "2027-02-24"]],
  "Kusum Lata args 24.2.docx: 'Part heard. Qureshi to reply. ND 16.03.2027 for remaining arguments.'")
q("bare", "irfan", [["defence evidence", "सफ़ाई"], ["47,000", "47000"]], [["C05", "2027-02-09"]],
  "Neha chat (2) 09/02/27: 'Defence evidence 16/3 - Tariq sir DW laayenge ... baki 47,000 143A ka'.")
# no_record
q("no_record", "mathura wale partition suit ki agli tarikh ka hai", NR, [],
  "No partition suit anywhere; the only Mathura matter is the sevayat suit.", no_record=True,
  absent=["partition", "batwara", "बंटवारा"])
q("no_record", "shakir wala case lok adalat me samjhauta ho gayo kya", NR, [],
  "C01 was never sent to a Lok Adalat and there was no compromise.", no_record=True,
  absent=["lok adalat", "लोक अदालत", "compromise", "samjhauta", "sulah"])
q("no_record", "gaurav ki anticipatory bail ka kya bana", NR, [],
  "No anticipatory bail was ever moved; the accused were on bail in the trial.", no_record=True,
  absent=["anticipatory", "agrim"])
q("no_record", "pachauri vakil ke saath mera konsa case chal raha", NR, [], "No Pachauri in any upload.",
  no_record=True, absent=["pachauri"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Agra practice (bench/practices/agra; written from the uploads' "
                    "source_text by its writer, practice90, an outsider; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
