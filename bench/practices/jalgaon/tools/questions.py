"""Write questions.json for the Jalgaon practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "kahi record nahi", "no note", "not in the notes"]]
TODAY = "2029-09-18"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"J-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "keli case madhe last tarkhela kay zala?",
  [d("2029-07-17"), ["argued", "arguments"], d("2029-09-25")], [["C01", "2029-07-17"]],
  "17.07 consumer args.txt: '17/07/2029 ... Argued 35 min ... ND 25/09/2029 - OP arguments'.")
q("last_time", "sarafa partnership la maagchya veli kay jhala",
  [d("2029-06-27"), ["pw1", "sanjay"], ["cross"]], [["C03", "2029-06-27"]],
  "Kankariya PW1 cross 27.06.2029.docx: '27.06.2029 ... PW1 Sanjay Kankariya - cross by Bhangale started ... Cross not over'.")
q("last_time", "adavad ration shop writ la last kay jhala HC madhe",
  [d("2029-04-03"), ["show cause"], d("2029-06-12")], [["C07", "2029-04-03"]],
  "IMG_20290403_211500.jpg: '3/4/29 ... \"show cause notice dili hoti ka?\" ... Part heard. Next 12/6/29'.",
  today="2029-04-05")
# next_date
q("next_date", "kankariya chi pudhchi tarikh kadhi?",
  [d("2029-09-19"), ["cross", "pw1"]], [["upload", "correction sarafa ND.txt"]],
  "correction sarafa ND.txt: 'ND 19/07/2029 lihili - CHUK ... sahi pudhil tarikh 19/09/2029 (remaining cross of PW1)'. "
  "The 27.06 note says 19/07 (wrong).")
q("next_date", "shantabai quarter case ND kadhi ani kon jaanar",
  [d("2029-09-20"), ["kunal"]], [["C02", "2029-08-02"], ["upload", "week plan 17-21 sept.txt"]],
  "WhatsApp Chat with Kunal Borse Jr (2).txt 02/08/29: 'ND 20/9/29'; week plan: 'Thu 20/9 - Bhusawal ADJ-1 - Shantabai ... KUNAL'.")
q("next_date", "koli MACT next date kay?",
  [d("2029-06-26"), ["pw2", "raju bhil"]], [["C05", "2029-03-27"]],
  "IMG_20290327_170205.jpg: 'Next 26/6/29 - PW2 Raju Bhil (eye witness, panch pan)'.", today="2029-04-01")
# count
q("count", "keli case madhe OP ne ata paryant kiti vela time magitla?",
  [["4", "four"], ["2,000", "2000"]],
  [["C01", "2028-11-07"], ["C01", "2029-01-23"], ["C01", "2029-03-06"], ["C01", "2029-07-17"]],
  "chat 07/11/28: 'written version sathi time magitla'; keli case 23.1.txt: 'affidavit sathi vel dya'; register 06/03: "
  "'रु. 2,000 खर्च लावून वेळ दिला'; 17.07 txt: 'tayari nahi, next date dya'.")
q("count", "mahajan case madhe ata paryant kiti prosecution witness tapasle",
  [["5", "five"]],
  [["upload", "PW1 deposition SC 88-2028.pdf"], ["C04", "2029-01-10"], ["C04", "2029-03-14"], ["C04", "2029-06-13"],
   ["C04", "2029-08-22"]],
  "PW1 Dilip Chaudhari (deposition), PW2 Mangala (10/01), PW3 Naib Tahsildar Bari (14/03), PW4 Dr. Sameer Khan (13/06), "
  "PW5 PI Ganesh Wagh (22/08).")
q("count", "amalner bhamre case madhe kiti tarkha padlya ata paryant",
  [["7", "seven"]],
  [["C06", "2028-09-15"], ["C06", "2028-11-03"], ["C06", "2028-12-08"], ["C06", "2029-01-19"], ["C06", "2029-04-06"],
   ["C06", "2029-07-27"], ["C06", "2029-09-07"]],
  "Chat 15/09/28; diary 3/11/28; order 08/12/2028; register 19/01/2029; amalner 6.4.txt; chat 27/07/29; amalner 7 sept.txt.")
# yes_no
q("yes_no", "rafiq ne thakit bhade court madhe bharle ka?",
  [["yes", "ho", "bharle", "deposited", "paid"], ["46,800", "46800"]], [["C06", "2029-04-06"]],
  "amalner 6.4.txt: 'Rafiq ne 46,800 bharle - 1 April la challan'.")
q("yes_no", "adavad bachat gat la dukan parat milala ka HC madhe",
  [["yes", "quashed", "set aside", "rule is made absolute", "allowed"], ["remitted", "remand", "afresh"],
   ["eight weeks", "8 weeks"]], [["C07", "2029-06-12"]],
  "WP-9412-2028 judgment 12.06.2029.pdf: 'Rule is made absolute ... quashed and set aside ... remitted to the District "
  "Supply Officer to decide afresh ... within eight weeks'.")
q("yes_no", "sindhubai che appeal jinkla ka prant kade?",
  [["मंजूर", "allowed", "yes", "jinkla"], ["3917"], ["तहसीलदार", "tahsildar", "remand", "परत"]], [["C08", "2029-01-24"]],
  "IMG-20290124-WA0002.jpg: 'अपील मंजूर! फेरफार 3917 रद्द. तहसीलदारांकडे परत'.", today="2029-01-25")
# said
q("said", "dying declaration madhe rupali nemka kay mhanli hoti?",
  [["stove", "स्टोव्ह"], ["कोणाविरुद्ध तक्रार नाही", "तक्रार नाही", "no complaint"]],
  [["upload", "PW3 Naib Tahsildar deposition.pdf"]],
  "PW3 deposition: '\"स्वयंपाक करताना स्टोव्हचा भडका झाला, साडी पेटली. कोणाविरुद्ध तक्रार नाही.\"'.")
q("said", "rupali chi aai PW2 ne cross madhe kay kabul kela",
  [["kahi tras nahi", "no trouble"], d("2027-11-03")], [["C04", "2029-01-10"]],
  "Mahajan PW2 10.1.29.docx: 'admitted Rupali phoned her on 03/11/2027 and \"kahi tras nahi\" said'.")
q("said", "railway che vakil tiwari pahilya tarkhela kay mhanle bhusawal la",
  [["dusra employee", "another employee", "allot"]], [["C02", "2028-10-05"]],
  "IMG_20281005_164455.jpg: 'Tiwari vakil (Rly) - \"quarter dusra employee la allot zala se, lavkar khali kara\"'.")
# judge_habit
q("judge_habit", "dandage saheb OP ne ushir kela tar kay karto",
  [["costs", "खर्च"], ["2,000", "2000"]], [["C01", "2029-01-23"], ["C01", "2029-03-06"]],
  "keli case 23.1.txt: '\"pudhchya veli affidavit nahi tar costs\"'; register 06/03/2029: 'रु. 2,000 खर्च लावून वेळ दिला'.")
q("judge_habit", "bhosale saheb saksh kashi nondavtat ani gairhajar sakshidar la kay kartat",
  [["marathi"], ["bw", "bailable warrant"]], [["C04", "2028-10-25"], ["C04", "2029-06-13"]],
  "IMG_20281025_181511.jpg: 'Deposition Marathi madhe. Saheb swatah lihun ghetat'; 13 june sessions.txt: 'BW kadhla "
  "(bailable warrant Rs. 5,000)'.")
q("judge_habit", "MACT shinde saheb insurer la nehmi kay vichartat",
  [["offer"]], [["C05", "2028-11-28"], ["C05", "2029-03-27"]],
  "chat 28/11/28: 'Shinde saheb vicharat hote insurer offer deto ka'; 27/03/29 diary: 'parat insurer la offer vicharla'.")
# pending_before
q("pending_before", "deshmukh madam kade maza konta matter pending se",
  [["kankariya", "visapure", "sarafa", "partnership", "jewellers"], d("2029-09-19")],
  [["C03", "2028-12-20"], ["upload", "correction sarafa ND.txt"]],
  "SCS 146-2028 order below Exh 5.pdf signed '(M. A. Deshmukh) C.J.S.D.'; correction note: 'Kankariya ... 19/09/2029'.")
q("pending_before", "wankhede madam amalner - aapla kay chalu se tithe",
  [["bhamre", "rafiq"], d("2029-10-09")], [["C06", "2028-12-08"], ["C06", "2029-09-07"]],
  "RCS 77-2028 order 08.12.2028.pdf '(S. B. Wankhede) C.J.J.D., Amalner'; amalner 7 sept.txt: 'ND 9/10/29 - DE'.")
# amount
q("amount", "keli case madhe claim kiti takla hota?",
  [["9,75,000", "975000", "9.75 lakh", "9,75,280"], ["1,00,000", "100000", "1 lakh"]],
  [["upload", "notice Tapi Valley cold storage.docx"]],
  "notice: '292 quintal @ Rs. 3,340 per quintal = Rs. 9,75,280 ... (rounded Rs. 9,75,000) with Rs. 1,00,000 for harassment'.")
q("amount", "shantabai var railway ne damages kiti lavle ani court madhe kiti bharle",
  [["1,86,400", "186400", "1.86 lakh"], ["25,000", "25000"]],
  [["upload", "Estate Officer order Sonawane RB-II 214.pdf"], ["C02", "2028-10-05"]],
  "Estate Officer order: 'Damages ... assessed at Rs. 1,86,400'; 5/10/28 diary: 'deposit Rs. 25,000 within 3 weeks'.")
q("amount", "koli case madhe insurance ne kiti offer dili",
  [["9,50,000", "950000", "9.5 lakh"], ["32 lakh", "32,00,000", "3200000"]], [["C05", "2029-06-26"]],
  "chat 26/06/29: 'Insurance ne offer dili 9,50,000. Sangita bai ne nakar dila' ... 'Claim 32 lakh se'.")
# pattern
q("pattern", "mahajan case madhe prosecution che sakshidar gairhajar rahtat - kon kon?",
  [["naib tahsildar", "नायब तहसीलदार"], ["ganesh wagh", "io"]], [["C04", "2029-02-14"], ["C04", "2029-06-13"]],
  "register 14/02/2029: 'नायब तहसीलदार ... गैरहजर'; 13 june sessions.txt: 'IO PI Ganesh Wagh gairhajar'.")
q("pattern", "visapure parat parat konta mudda kadhto sarafa case madhe",
  [["800"]], [["C03", "2028-11-22"], ["C03", "2029-03-21"], ["C03", "2029-06-27"]],
  "22/11 diary: '800 gram sona ghari nela'; 21/3/29: '800 gram cha mudda'; 27.06 docx: '800 gram gold taken home'.")
# counsel_pattern
q("counsel_pattern", "nilesh chaudhari consumer madhe nehmi kay karto",
  [["time", "vel"], ["written version", "affidavit", "arguments"]],
  [["C01", "2028-11-07"], ["C01", "2029-01-23"], ["C01", "2029-07-17"]],
  "chat 07/11/28: 'written version sathi time magitla'; 23.1 txt: 'affidavit sathi vel dya'; 17.07: 'tayari nahi'.")
q("counsel_pattern", "sisodiya vakil amalner la kay kay bahane karto",
  [["money order"], ["medical certificate", "typhoid"]], [["C06", "2028-11-03"], ["C06", "2029-09-07"]],
  "3/11/28 diary: 'bhade money order ne pathavle'; amalner 7 sept.txt: 'medical certificate dile (typhoid)'.")
# witness
q("witness", "koli case madhe eye witness kon se",
  [["raju bhil", "raju gangaram bhil"]], [["C05", "2029-06-26"]],
  "chat 26/06/29: 'PW2 Raju Bhil chi saksh zali'.")
q("witness", "sarafa case madhe CA cha naav kay, tyala summons gela ka",
  [["mukund joshi"]], [["C03", "2029-06-27"]],
  "Kankariya PW1 cross 27.06.2029.docx: 'CA Mukund Joshi (PW2) la summons nantar'.")
q("witness", "mahajan madhe IO kon hota ani cross madhe kay kabul kela",
  [["ganesh wagh"], ["kerosene", "stove"]], [["C04", "2029-08-22"]],
  "Mahajan IO cross 22.8.29.docx: 'PW5 PI Ganesh Wagh ... stove seized, old and with a broken pin; no kerosene can'.")
# open
q("open", "keli case cha poora status sang thodkyat",
  [["21 deg", "21"], d("2029-09-25"), ["200 per crate", "rs. 200"]],
  [["C01", "2029-04-10"], ["C01", "2029-07-17"]],
  "10.04 docx: 'Temperature log ... 21 deg C'; 17.07 txt: 'cl. 7 limit of Rs. 200 per crate ... ND 25/09/2029'.")
q("open", "mahajan trial kuthparyant aala? short madhe",
  [["closed"], ["351"], d("2029-09-18")], [["C04", "2029-08-22"]],
  "22.8.29 docx: 'prosecution evidence closed ... ND 18/09/2029 - statements of accused u/s 351 BNSS'.")
# bare
q("bare", "mahajan", [["351", "statement of accused", "statements of accused"]],
  [["C04", "2029-08-22"], ["upload", "ASJ-2 cause list 18.09.2029.pdf"]],
  "cause list 18/09/2029: 'S.C. 88/2028 ... Statement of accused (351 BNSS)'.")
q("bare", "kankariya", [d("2029-09-19"), ["cross"]],
  [["upload", "correction sarafa ND.txt"], ["upload", "week plan 17-21 sept.txt"]],
  "week plan: 'Wed 19/9 - CJSD Ct 3 - Kankariya - remaining cross PW1'.")
# no_record
q("no_record", "jamner wala cheque bounce case chi tarikh kay", NR, [],
  "No Jamner matter in any upload.", no_record=True, absent=["jamner"])
q("no_record", "keli case madhe court commissioner ne cold storage la visit keli hoti ka", NR, [],
  "No commissioner was appointed or visited in C01.", no_record=True, absent=["commissioner"])
q("no_record", "sindhubai appeal var sahebrao ne collector kade revision kela ka", NR, [],
  "No revision was filed after the SDO's order.", no_record=True, absent=["revision", "collector"])
q("no_record", "adv deshpande barobar maza konta case se", NR, [], "No Deshpande in any upload.", no_record=True,
  absent=["deshpande"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Jalgaon practice (bench/practices/jalgaon; written from the uploads' "
                    "source_text by its writer, practice 138; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
