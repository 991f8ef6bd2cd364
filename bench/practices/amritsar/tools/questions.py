"""Write questions.json for the Amritsar practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "record ch nahi", "koi note nahi"]]
TODAY = "2027-02-04"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"A-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "canada wale gill de case ch pichli tareek te ki hoya si",
  [d("2027-01-13"), ["pe closed", "evidence closed", "closed"], ["cross concluded", "cross complete", "jaswinder", "pw2"]],
  [["C01", "2027-01-13"]],
  "IMG_20270113_162010.jpg: 'PW2 Jaswinder cross concluded ... PE closed by our statement. RE now'.")
q("last_time", "laali wale NDPS ch last date te ki bneya",
  [d("2027-01-21"), ["resham singh", "resham", "dw1"]], [["C02", "2027-01-21"]],
  "DW1 resham singh 21.1.txt: '21.1.27 thu ... DW1 Resham Singh (dhaba owner, Bhakna Kalan) examined'.")
q("last_time", "putlighar gurdwara wali appeal ch pichhli tareek nu ki hoya",
  [d("2026-04-20"), ["compromise", "samjhauta"], d("2026-05-17"), ["observer", "mann"]], [["C08", "2026-04-20"]],
  "CA 41-2025 order 20.04.2026.pdf: 'They have compromised: (i) the election ... on 17.05.2026 under the supervision "
  "of S. Kuldip Singh Mann, ADJ (Retd.), as observer ... the appeal is disposed of'.", today="2026-04-25")
# next_date
q("next_date", "manpret di agli tareek kado aa te kis layi",
  [d("2027-02-16"), ["cross", "pw1"]], [["C06", "2026-12-15"]],
  "MT 318 PW1 cross 15.12.docx: 'ND 16.2.2027 for remaining cross of PW1.'")
q("next_date", "gill wale RP di ND ki aa?",
  [d("2027-02-17")], [["upload", "correction gill ND.txt"]],
  "correction gill ND.txt: 'kal diary ch ND 24.2.27 likhi - galat ... sahi agli tareek 17.02.2027 (Wednesday) for RE'. "
  "The 13.01 diary says 24.2.27 (wrong).")
q("next_date", "butala taqseem di agli peshi kado",
  [d("2026-11-03")], [["C07", "2026-09-01"]],
  "Scan_20260904_1130.pdf (order 01.09.2026): 'To come up on 03.11.2026.'", today="2026-09-05")
# count
q("count", "laali de case ch police de gawah kinni vaari gair hazir rahe",
  [["3", "three", "teen", "teeji"]], [["C02", "2026-02-16"], ["C02", "2026-04-23"], ["C02", "2026-08-06"]],
  "16.02 register 'ਕੋਈ ਗਵਾਹ ਹਾਜ਼ਰ ਨਹੀਂ'; order 23.04 'PW SI Balwinder Singh (IO) is absent'; chat 06/08 'PW3 DSP "
  "Rajbir Singh absent' and 'Teeji vaari police gawah gair hazir'. Three.")
q("count", "aulakh nu cheque case ch kinni vaar exemption mil chuki",
  [["2", "two", "do", "twice", "doosri"]], [["C05", "2026-08-13"], ["C05", "2026-11-12"]],
  "Simran chat (2) 13/08: 'Aulakh di exemption lagi, medical'; 12/11: 'Aulakh fer exemption ... allow kar ditti' and "
  "'Doosri vaari exemption'. Two.")
q("count", "MC wale ne bedi case ch kinni vaari time lia",
  [["3", "three", "teen"]], [["C04", "2026-02-06"], ["C04", "2026-03-13"], ["C04", "2026-09-11"]],
  "bedi 6 feb.txt: 'time for WS + reply ... Granted'; zimni 13.03: 'again seeks time ... instructions'; chat 11/09: "
  "'Malhotra sir aaye hi nahi, cross defer ... instructions leni'. Three.")
# yes_no
q("yes_no", "laali nu HC ton bail mili ke nahi?",
  [["withdrawn", "wapas", "not granted", "no bail", "nahi mili"], ["liberty", "file afresh", "renew", "dobara"],
   d("2026-08-26")], [["C03", "2026-08-26"]],
  "CRM-M-21457-2026 order dt 26-08-2026.pdf: 'Dismissed as withdrawn with the liberty prayed for' (liberty to file "
  "afresh after the remaining material prosecution witnesses).")
q("yes_no", "sidhu ne interim da saara paisa de ditta?",
  [["1,00,000", "100000", "1 lakh", "one lakh"], ["2,00,000", "200000", "2 lakh", "two lakh"]],
  [["C06", "2026-10-27"], ["C06", "2026-12-15"]],
  "IMG_20261027_134410.jpg: 'DD Rs. 1,00,000 ... Balance arrears still Rs. 1,50,000'; MT 318 PW1 cross 15.12.docx: "
  "'Nothing more paid since 27.10. Balance arrears now Rs. 2,00,000 again'. So no.")
q("yes_no", "aulakh ne 143A wala 20% jama karaya ke nahi",
  [["not deposited", "jama nahi", "ਜਮ੍ਹਾਂ ਨਹੀਂ", "not yet"], ["1,68,000", "168000", "1.68 lakh"]],
  [["C05", "2026-06-11"], ["C05", "2026-09-23"]],
  "bhangu CW1 cross 11.6.txt: 'interim compensation 20% = Rs. 1,68,000 within 60 days'; register 23.09.2026: "
  "'20% ਅੰਤਰਿਮ ਮੁਆਵਜ਼ਾ ਹਾਲੇ ਵੀ ਜਮ੍ਹਾਂ ਨਹੀਂ ਕਰਵਾਇਆ'.", today="2026-09-25")
# said
q("said", "bhullar madam ne SPA baare ki keha si",
  [["original", "asal", "ਅਸਲ"], ["apostille", "ਅਪੋਸਟਿਲ"]],
  [["C01", "2026-04-08"], ["upload", "week plan 1-6 feb.docx"]],
  "register 08.04.2026: 'ਜੱਜ ਸਾਹਿਬਾ ਨੇ ਕਿਹਾ - ਅਸਲ SPA ਅਤੇ ਅਪੋਸਟਿਲ ਹਰ ਤਾਰੀਖ ਤੇ ਨਾਲ ਲਿਆਓ'; plan: 'Keep original SPA + "
  "apostille (madam asks every time)'.")
q("said", "virk sahib ne laali di bail ch trial baare ki puchya si",
  [["how many pws", "out of how many", "2 pws examined out of 7", "out of 7"], ["material witnesses", "material"]],
  [["C03", "2026-05-13"], ["C03", "2026-07-15"]],
  "CRM-M 21457 13 may.docx: 'status of trial - \"how many PWs examined out of how many\"'; 15/7 diary: 'AAG: 2 PWs "
  "examined out of 7 ... Virk J: \"trial chal reha, material witnesses ho jaan deo\"'.")
q("said", "tehsildar ne tubewell da ki faisla kita",
  [["sanjha", "common"], ["khal", "water course"]], [["C07", "2027-01-19"]],
  "butala 19 jan.txt: 'tubewell on 45//12 will remain sanjha (common) for all three with a 2-karam khal (water course)'.")
# judge_habit
q("judge_habit", "chahal sahib police gawah na aave taan ki karde aa",
  [["bailable warrant", "bw", "ਜ਼ਮਾਨਤੀ ਵਾਰੰਟ"]], [["C02", "2026-02-16"], ["C02", "2026-04-23"], ["C02", "2026-08-06"]],
  "16.02 register: 'ਅਗਲੀ ਵਾਰ ਨਾ ਆਏ ਤਾਂ ਜ਼ਮਾਨਤੀ ਵਾਰੰਟ'; order 23.04: 'Let bailable warrants ... be issued against PW SI "
  "Balwinder Singh'; chat 06/08: 'Chahal sir ne DSP de bailable warrant through SSP'.")
q("judge_habit", "sharma madam exemption kis gal te dindi aa",
  [["medical"], ["personal appearance", "khud", "in person"]], [["C05", "2026-08-13"], ["C05", "2026-11-12"]],
  "Simran chat (2) 13/08: 'Sharma madam ne keha medical hai taan allow, warna nahi'; 12/11: 'keha next date personal "
  "appearance'.")
q("judge_habit", "grewal madam NRI bande ton sab ton pehla ki mangdi aa",
  [["assets and liabilities", "assets affidavit", "rajnesh"]],
  [["C06", "2026-04-07"], ["C06", "2026-07-07"], ["C06", "2026-09-08"]],
  "manpreet 7.4.txt: 'affidavit of assets and liabilities as per Rajnesh v. Neha'; order 07.07.2026: 'has not filed "
  "the affidavit of assets and liabilities'; 8 sep: 'last chance to file assets affidavit'.")
# pending_before
q("pending_before", "4 feb nu laali ton pehla ki tyar karna",
  [["written arguments"], ["sarpanch", "dw2"]], [["upload", "week plan 1-6 feb.docx"]],
  "week plan 1-6 feb.docx: 'Written arguments ready ... Decide on DW2 sarpanch Dhanoe Kalan - call him by Tuesday.'")
q("pending_before", "bedi wale case ch agli date ton pehla ki karna",
  [["elevation", "drawing", "heritage plan"], ["summon"]], [["upload", "week plan 1-6 feb.docx"], ["C04", "2026-12-18"]],
  "week plan: 'Move appl. to summon the MC's heritage elevation drawing of Shop No. 7'; 18/12 diary: 'next date "
  "positively produce heritage elevation'.")
# amount
q("amount", "sheller wale da cheque kinne da si",
  [["8,40,000", "840000", "8.40 lakh", "8.4 lakh", "840,000"]], [["upload", "return memo HDFC Ajnala.pdf"]],
  "return memo HDFC Ajnala.pdf: 'Cheque No. 000917 dated 10.10.2025 for Rs. 8,40,000/-'.")
q("amount", "manpreet nu interim kinna laggeya si",
  [["25,000", "25000"], ["21,000", "21000"]], [["C06", "2026-07-07"]],
  "MT-318-2025 interim order 07.07.2026.pdf: 'interim maintenance of Rs. 25,000/- per month ... Rs. 21,000/- as "
  "litigation expenses'.")
q("amount", "MC te bedi case ch kinni cost paayi",
  [["1,500", "1500"]], [["C04", "2026-03-13"]],
  "CS 118-2026 zimni 13.03.2026.pdf: 'subject to costs of Rs. 1,500/- payable to the plaintiff'.", today="2026-03-20")
# pattern
q("pattern", "kehde kehde case ch dooji dhir te costs laggiyan",
  [["bedi", "phulkari", "heritage", "municipal"], ["bhangu", "aulakh", "rice", "sheller", "cheque"], ["1,500", "1500"],
   ["1,000", "1000"]], [["C04", "2026-03-13"], ["C05", "2026-05-08"]],
  "zimni 13.03.2026 (Bedi v. MC): 'costs of Rs. 1,500/-'; Simran chat 08/05 (Bhangu case): 'Madam ne 1000 cost la ditti'.")
q("pattern", "mere kehde matter NRI naal jude ne",
  [["gill", "jaswinder", "canada", "brampton"], ["manpreet", "navdeep", "australia", "melbourne", "sidhu"]],
  [["upload", "SPA Jaswinder Gill Brampton.pdf"], ["upload", "LOC request SSP rural Navdeep.docx"]],
  "SPA: 'Jaswinder Singh Gill ... Brampton, Ontario, Canada'; LOC request: 'Navdeep Singh Sidhu ... presently in "
  "Melbourne, Australia ... (MT No. 318 of 2025, maintenance)'.")
# counsel_pattern
q("counsel_pattern", "mehra vakeel tareek lain layi ki bahana marda",
  [["high court", "chandigarh", "ਹਾਈ ਕੋਰਟ", "ਚੰਡੀਗੜ੍ਹ"]], [["C01", "2026-04-08"], ["C01", "2026-08-12"]],
  "register 08.04: 'ਅਨਿਲ ਮਹਿਰਾ ਹਾਈ ਕੋਰਟ ਚੰਡੀਗੜ੍ਹ ਗਏ ਹੋਏ - ਉਹਨਾਂ ਦੇ ਜੂਨੀਅਰ ਨੇ ਤਾਰੀਖ ਲੈ ਲਈ'; 12.8 diary: 'Mehra late - "
  "\"Chandigarh ton aa reha\"'.")
q("counsel_pattern", "MC da vakeel malhotra har vaari ki kehnda",
  [["instructions"], ["commissioner"]], [["C04", "2026-02-06"], ["C04", "2026-03-13"], ["C04", "2026-09-11"]],
  "bedi 6 feb.txt: 'instructions from Commissioner / heritage cell awaited'; zimni 13.03: 'instructions from the "
  "office of the Commissioner are awaited'; chat 11/09: 'Commissioner ton instructions leni'.")
# witness
q("witness", "laali case ch PW1 ne cross ch ki manya si",
  [["independent", "public"], ["videography", "photography"], ["dhaba"]], [["C02", "2026-03-19"]],
  "laali PW1 cross 19.3.docx: 'admitted there was a dhaba ... no independent witness joined ... admitted no "
  "videography/photography of the search'.")
q("witness", "gill ne VC te cross ch ki dasya",
  [["retiring", "retire", "march 2027"], ["mortgage"], ["harkirat", "son"]], [["C01", "2026-11-18"]],
  "gill VC 18 nov.txt: 'retiring from the trucking company in March 2027 ... Brampton house is on mortgage and in "
  "the name of son Harkirat'.")
q("witness", "resham singh DW1 ne ki bayan dita",
  [["2 pm"], ["dhaba"], ["rishtedar", "relative"]], [["C02", "2027-01-21"]],
  "DW1 resham singh 21.1.txt: 'police gypsy came at about 2 PM ... picked Laali from his dhaba ... admitted Laali's "
  "father is \"mera door da rishtedar\"'.")
# open
q("open", "butala taqseem da poora haal dasso",
  [["khangi", "private"], ["rejected"], ["sanjha", "common"], d("2027-02-23")],
  [["C07", "2026-05-26"], ["C07", "2026-09-01"], ["C07", "2027-01-19"]],
  "register 26.05: 'ਖਾਨਗੀ ਤਕਸੀਮ (khangi taqseem)'; order 01.09.2026: 'The objection is rejected'; butala 19 jan.txt: "
  "'tubewell ... sanjha (common) ... ND 23.2.27 for naksha be final'.")
q("open", "bedi heritage shop wala case short ch samjha do",
  [["sealing", "seal"], ["thada", "platform", "projection"], d("2027-02-12")],
  [["C04", "2026-05-15"], ["C04", "2026-12-18"]],
  "CamScanner 18-05-2026 (order 15.05.2026): 'restrained from sealing the shop ... shall not ... extend the platform "
  "(thada)'; 18/12 diary: 'ND 12.2.27'.")
# bare
q("bare", "laali", [d("2027-02-04"), ["defence evidence", "final args", "final arguments", "de"]],
  [["C02", "2027-01-21"], ["upload", "Special Court NDPS cause list 04.02.2027.pdf"]],
  "DW1 resham singh 21.1.txt: 'ND 4.2.2027 for remaining DE / final args'; cause list 04.02.2027: 'State vs Gurlal "
  "Singh @ Laali ... Defence Evidence'.")
q("bare", "bhangu cheque", [d("2027-02-04"), ["defence evidence", "dw1", "de"]], [["C05", "2027-01-08"]],
  "New Microsoft Word Document.docx (08.01.2027): 'Wants DE - DW1 his munim ... ND 04.02.2027 for DE.'")
# no_record
q("no_record", "kapurthala wale accident claim di agli tareek ki aa", NR, [],
  "No accident claim and nothing at Kapurthala in any upload.", no_record=True, absent=["kapurthala", "accident claim"])
q("no_record", "manpreet wala case lok adalat ch settle hoya si?", NR, [],
  "C06 was never sent to a Lok Adalat; the only settlement talk is the father's offer on WhatsApp.", no_record=True,
  absent=["lok adalat"])
q("no_record", "gill case ch local commissioner di report ki aayi si", NR, [],
  "No local commissioner was ever appointed in any case.", no_record=True, absent=["local commissioner"])
q("no_record", "advocate dhaliwal naal mera kehda case chal reha", NR, [], "No Dhaliwal in any upload.",
  no_record=True, absent=["dhaliwal"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Amritsar practice (bench/practices/amritsar; written from the uploads' "
                    "source_text by its writer, practice75; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
