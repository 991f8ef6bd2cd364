"""Write questions.json for the Begusarai practice: questions typed the way this chamber types, with the facts a right
answer must state (each group stated in the uploads its evidence names)."""

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
             f"{dd:02d}.{mm:02d}.{yy:02d}", f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}",
             f"{LONG[mm - 1]} {dd}", f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note", "not in the notes",
       "कोई रिकॉर्ड नहीं"]]
TODAY = "2029-01-23"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"B-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "pankaj wala sessions me pichhla date pe ki bhel?",
  [d("2028-12-11"), ["mukesh", "i.o.", "investigating officer"], ["prosecution evidence closed", "pe closed", "evidence closed"]],
  [["C03", "2028-12-11"]],
  "IO cross 11.12.28.docx: '11.12.2028 ... IO SI Mukesh Kumar (PW5) ... Prosecution evidence closed. Next 29.01.2029'.")
q("last_time", "refinery wala LA ref me last time kya hua tha",
  [d("2029-01-11"), ["kanungo", "shambhu"], ["op evidence closed", "evidence closed"]], [["C01", "2029-01-11"]],
  "kanungo DW1 11.01.docx: 'DW1 Shambhu Nath Paswan, Kanungo ... OP evidence closed'.")
q("last_time", "chhotu ka bail me pichhle date pe kya hua",
  [d("2028-04-17"), ["case diary", "केस डायरी"], d("2028-04-24")], [["C05", "2028-04-17"]],
  "IMG-20280417-WA0005.jpg (register 17.04.2028): 'केस डायरी नहि आया ... अगिला तारिख 24.04.2028'.", today="2028-04-20")
# next_date
q("next_date", "sunita writ agla date kab hai, kis liye",
  [d("2029-02-06"), ["personal affidavit"]], [["C06", "2028-11-21"]],
  "CWJC 9876-2027 order 21.11.2028.pdf: 'DEO ... shall file his personal affidavit ... List on 06.02.2029'.")
q("next_date", "papraur LA ref ka NDOH??",
  [d("2029-02-15"), ["arguments"]], [["upload", "correction LA ref date.txt"]],
  "correction LA ref date.txt: 'arguments ki tarikh 05.02 likh diya - galat ... agli tarikh 15.02.2029 (arguments), 5 feb "
  "nahi'. The 11.01 note says 05.02 (wrong).")
q("next_date", "bindeshwar ke diara case me agla tarikh kab h",
  [d("2028-12-19") + ["19 disambar"]], [["C02", "2028-11-14"]],
  "WhatsApp Chat with Bindeshwar Yadav Chamtha.txt 14/11/28: 'agla tarikh? ... 19 disambar'.", today="2028-11-20")
# count
q("count", "pankaj case me sarkar ka gawah kitna baar nai aayal",
  [["3", "three", "teen", "तीन"]], [["C03", "2028-02-28"], ["C03", "2028-07-10"], ["C03", "2028-11-06"]],
  "register 28.02: 'सरकार के गबाह नहि आए'; 10.07: 'आज कोई गबाह नहि'; order 06.11: 'the I.O. ... absent despite summons'. Three.")
q("count", "LA ref me hamare taraf se kitne gawah ho gaye",
  [["2", "two", "do gawah", "दो"]], [["C01", "2028-08-28"], ["C01", "2028-10-30"]],
  "PW1 Ramashish cross 28.8.txt: 'PW1 Ramashish Singh examined'; IMG_20281030: 'PW2 Bhola Rai - chief & cross done'; "
  "claimants' evidence closed 04.12. Two.")
q("count", "dairy wale bank case me bank ke vakil ne instruction ke naam pe kitni baar date li",
  [["2", "two", "twice", "do baar"]], [["C04", "2028-05-02"], ["C04", "2028-10-10"]],
  "register 02.05.2028: 'रिजनल आफिस से निर्देस नहि आया, समय मांगे'; Sudhir chat 10/10/28: 'regional office se instruction "
  "nai aayal'. Two.")
# yes_no
q("yes_no", "sunita ka salary chalu hua ki nai?",
  [["yes", "haan", "released", "release"], ["november 2028", "nov 2028", "from november"]], [["C06", "2028-11-21"]],
  "CWJC order 21.11.2028: 'the salary of the petitioner shall be released from November 2028, subject to the result'.")
q("yes_no", "chhotu ko bail mila tha ki nahi",
  [["yes", "haan", "granted", "allowed", "ho gayi"], d("2028-04-24")], [["C05", "2028-04-24"]],
  "BP 1422-2028 bail order 24.04.pdf: 'Bail petition allowed'; IMG_20280424: 'Chhotu ki bail ho gayi!!'.")
q("yes_no", "bank OTS maan gaya tha kya dairy wale me?",
  [["nahi", "refused", "rejected", "reject", "did not accept", "not accept"], ["10,40,000", "1040000", "10.4 lakh", "10.40 lakh"]],
  [["C04", "2028-07-04"]],
  "sub judge 4 july dairy.txt: 'Bank ne OTS reject kiya - regional office letter ... \"minimum 10,40,000\"'.")
# said
q("said", "pankaj case me doctor sahab cross me kya maane",
  [["suicidal", "suicide"], ["struggle", "no injury"]], [["C03", "2028-08-07"]],
  "doctor PW3 7 aug.txt: 'admitted the ligature is consistent with suicidal hanging; no sign of struggle, no injury elsewhere'.")
q("said", "kanungo ne jirah me kya kya kabool kiya",
  [["did not inspect", "not inspect", "inspect"], ["200 metres", "200 m", "200"], ["8841"]], [["C01", "2029-01-11"]],
  "kanungo DW1 11.01.docx: 'admitted the DLAO did not inspect the site; admitted NH-31 is within 200 metres ...; "
  "has not seen deed 8841/2011'.")
q("said", "sinha J ne sunita wale me state se kya poochha tha",
  [["show cause"], ["salary"]], [["C06", "2028-09-19"]],
  "20280919_130501.jpg: 'Judge ne SC-7 se poochha - \"show cause kyun nahi diya salary rokne se pehle?\"'.")
# judge_habit
q("judge_habit", "ADJ-3 madam gawah nai aane pe kya karti hain",
  [["letter to the superintendent", "letter to sp", "letter to the s.p", "एस.पी. को पत्र", "superintendent of police"],
   ["last chance", "last opportunity"]], [["C03", "2028-02-28"], ["C03", "2028-11-06"]],
  "register 28.02: 'एस.पी. को पत्र'; order 06.11.2028: 'last chance to the prosecution ... letter again be sent to the "
  "Superintendent of Police'.")
q("judge_habit", "munsif-1 wale sahab diara me pehle kya maangte hai",
  [["khatian"], ["commissioner", "आयुक्त"]], [["C02", "2028-01-18"], ["C02", "2028-04-04"]],
  "20280118_123344.jpg: 'Judge ne pucha CS khatian & RS khatian'; order 04.04.2028: 'सर्वे जानकार अधिवक्ता आयुक्त ... नियुक्त'.")
q("judge_habit", "choubey ji bank case me baar baar kya puchte hain",
  [["ots", "ओ.टी.एस", "one time settlement"]], [["C04", "2028-05-02"], ["C04", "2028-11-28"]],
  "register 02.05: 'ओ.टी.एस. का प्रस्ताब ... चौबे जी बोले अगिला तारिख पर बैंक साफ बताए'; Aditya chat 28/11: 'Choubey ji fir "
  "puche OTS ka koi chance hai?'.")
# pending_before
q("pending_before", "pandey ji ADJ-1 ke yahan mera kaun sa matter chal raha",
  [["papraur", "ramashish", "refinery", "l.a. reference", "la ref"], d("2029-02-15")],
  [["C01", "2028-07-17"], ["upload", "correction LA ref date.txt"]],
  "LA ref issues 17.07.2028 order.pdf: 'Court of ADJ-I ... L.A. Reference Case No. 23 of 2019 Ramashish Singh'; "
  "correction: 'agli tarikh 15.02.2029'.")
q("pending_before", "patna HC me abhi kya pending h mera",
  [["sunita"], d("2029-02-06")], [["C06", "2028-11-21"]],
  "CWJC 9876-2027 order 21.11.2028.pdf: 'Sunita Kumari vs The State of Bihar ... List on 06.02.2029'.")
# amount
q("amount", "papraur award me DLAO ne dhanhar ka kitna rate diya tha, total kitna bana",
  [["2,800", "2800"], ["12,31,944", "1231944", "12.31 lakh", "12.32 lakh"]], [["upload", "DLAO award Papraur refinery.pdf"]],
  "DLAO award: 'Rs. 2,800/- per decimal for dhanhar ... Total compensation: Rs. 12,31,944/-'.")
q("amount", "sudhir ko ayog se kitna dilwaya",
  [["2,40,000", "240000", "2.4 lakh", "2.40 lakh"], ["9%", "9 %", "9 percent"], ["20,000", "20000"], ["10,000", "10000"]],
  [["C07", "2028-11-02"]],
  "CC 56-2027 final order: 'Rs. 2,40,000/- ... interest @ 9% p.a. ... Rs. 20,000/- compensation ... Rs. 10,000/- litigation cost'.")
q("amount", "chhotu ka bail bond kitne ka tha",
  [["25,000", "25000"], ["two sureties", "2 sureties", "2 jamanatdar", "do jamanatdar"]], [["C05", "2028-04-24"]],
  "bail order 24.04: 'bail bond of Rs. 25,000/- ... with two sureties'; IMG_20280424: '25,000 bond, 2 jamanatdar'.",
  today="2028-05-01")
# pattern
q("pattern", "pankaj case me dahej ke demand pe gawahon ke bayan me kya farak hai",
  [["2 lakh"], ["1 lakh"], ["motorcycle"]], [["C03", "2028-03-27"], ["C03", "2028-04-24"], ["C03", "2028-05-22"]],
  "ST211 PW1 chief 27.3.txt: 'Rs 2 lakh nagad + Apache motorcycle'; IMG_20280424: 'fardbeyan me motorcycle nahi likha'; "
  "ST211 PW2 22.05.docx: 'she said 1 lakh, PW1 said 2 lakh'.")
q("pattern", "sudhir ke dono case me common baat kya hai",
  [["lumpy skin", "lsd"], ["ear tag"], ["4 of the cows", "4 cows", "4 insured cows", "four cows"]],
  [["C04", "2028-03-28"], ["C07", "2028-04-13"]],
  "WS MS 37-2027 dairy.docx: '4 of the cows died of lumpy skin disease (LSD) ... Consumer Complaint No. 56/2027'; "
  "consumer WV 13.4.docx: 'ear tags of the dead cows not surrendered'.")
# counsel_pattern
q("counsel_pattern", "mahto vakil diara case me date kaise leta hai",
  [["sessions", "सेसन"]], [["C02", "2028-02-22"], ["C02", "2028-09-19"]],
  "register 22.02: 'देबकी नंदन महतो सेसन कोर्ट में बिजी, जबाब के लिए समय लिए'; 20280919: 'Mahto ji phir Sessions me busy'.")
q("counsel_pattern", "addl PP singh ji gawah nahi laane pe kya karte hain",
  [["time", "समय"]], [["C03", "2028-02-28"], ["C03", "2028-11-06"]],
  "register 28.02: 'अपर लोक अभियोजक समय लिए'; order 06.11: 'Addl. P.P. prays for time'.")
# witness
q("witness", "pankaj case me padosi gawah ne kya bola",
  [["राजेस", "rajesh"], ["hostile", "पछद्रोही"]], [["C03", "2028-09-11"]],
  "IMG-20280911-WA0003.jpg: 'गबाह राजेस पासबान (पड़ोसी) ... पछद्रोही (hostile) घोसित. बोले \"हम कुछो नै देखलियै\"'.")
q("witness", "diara case me PW2 kaun tha, kis baat pe cross hua",
  [["ram prakash"], ["boat", "naav", "boatman"]], [["C02", "2028-12-19"], ["upload", "TS118 issues 29.08.docx"]],
  "Aditya chat 19/12/28: 'PW2 Ram Prakash Sahni ho gaya ... nav (boat) wala sawal'; issues note: 'Ram Prakash Sahni (boatman, neighbour)'.")
q("witness", "LA ref me PW1 ne jirah me kya maan liya",
  [["300-400", "300"], ["one crop", "ek fasal"]], [["C01", "2028-08-28"]],
  "PW1 Ramashish cross 28.8.txt: 'admitted his own plots 77/79 are 300-400 ft away from NH ... admitted paddy only one crop'.")
# open
q("open", "sunita masterni ka writ poora samjhao",
  [["b.ed"], ["genuine"], ["personal affidavit"], d("2029-02-06")],
  [["upload", "DEO letter salary stop Sunita.pdf"], ["C06", "2028-11-21"]],
  "DEO letter 27.10.2027: 'B.Ed. प्रमाण-पत्र ... संदिग्ध ... वेतन भुगतान स्थगित'; order 21.11.2028: 'certified ... as genuine ... "
  "personal affidavit ... List on 06.02.2029'.")
q("open", "chamtha diara case ka poora haal batao",
  [["2016"], ["1402"], ["mukhiya"], d("2029-01-23")],
  [["upload", "plaint TS 118-2024 Chamtha diara.docx"], ["upload", "commission report Chamtha diara.pdf"], ["C02", "2028-12-19"]],
  "plaint: 'diluviated by the Ganga in 2016 and re-emerged ... 2021'; commission report: 'Khesra 1402 found under "
  "cultivation of the defendants'; Aditya chat 19/12: 'ND 23.01.29 for PE ... teesra gawah Mukhiya ji'.")
# bare
q("bare", "bindeshwar",
  [["plaintiff evidence", "pw3", "mukhiya"], ["ram prakash"]],
  [["C02", "2028-12-19"], ["upload", "Begusarai civil court cause list 23.01.2029.pdf"]],
  "cause list 23.01.2029: 'T.S. 118/2024 Bindeshwar Yadav vs Lalbabu Singh  Plaintiff Evidence'; chat 19/12: 'PW2 Ram Prakash "
  "Sahni ho gaya ... teesra gawah Mukhiya ji'.")
q("bare", "dairy",
  [["defendant evidence", "dw1"], ["pe close", "pe closed"]],
  [["C04", "2028-11-28"], ["upload", "Begusarai civil court cause list 23.01.2029.pdf"]],
  "cause list 23.01.2029: 'M.S. 37/2027 Anga Gramin Bank vs Jai Maa Durga Dairy  Defendant Evidence'; Aditya chat 28/11: "
  "'Choudhary ji ne PE close kar diya. ND 23/1/29 DE ke liye'.")
# no_record
q("no_record", "sahebpur kamal wala batwara suit ka agla date kya hai", NR, [],
  "No Sahebpur Kamal matter in any upload.", no_record=True, absent=["sahebpur kamal"])
q("no_record", "chamtha diara case lok adalat me bheja gaya tha, uska kya hua?", NR, [],
  "C02 was never sent to a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat"])
q("no_record", "sunita writ me contempt file kiye the na, kya hua uska", NR, [],
  "No contempt petition in C06; no upload names one.", no_record=True, absent=["contempt"])
q("no_record", "tripurari babu vakil ke saath mera kaun sa case hai", NR, [], "No Tripurari in any upload.",
  no_record=True, absent=["tripurari"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Begusarai practice (bench/practices/begusarai; written from the uploads' "
                    "source_text by its writer, practice 135; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
