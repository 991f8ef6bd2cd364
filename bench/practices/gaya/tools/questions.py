"""Write questions.json for the Gaya practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note", "not in the notes"]]
TODAY = "2027-01-06"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"G-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "kamla chachi ke bantwara me pichla date pe ka hua?",
  [d("2026-11-27"), ["dw1", "ramdeo"], ["1978"]], [["C01", "2026-11-27"]],
  "DW1 cross Ramdeo 27-11-2026.docx: '27.11.2026 ... DW1 Ramdeo Mahto ka cross by me ... 1978 ka koi likhit bantwara-patra nahi hai'.")
q("last_time", "suresh ke PDS writ me last time kya hua tha",
  [d("2026-11-20"), ["sdo"], ["chipkaya", "pasted", "darwaze", "door"]], [["C07", "2026-11-20"]],
  "Suresh args 20.11.docx: 'SDO Tekari ka personal affidavit file: maana ki show cause dukan ke darwaze pe chipkaya gaya ... Part heard.'")
q("last_time", "umesh ji wala HC case me last date pe ka hua",
  [d("2026-10-08"), ["not settled", "mediation"], ["part heard"]], [["C06", "2026-10-08"]],
  "patna 8 oct.txt: 'Mediation report - NOT SETTLED ... Part heard. ND 10.12.2026.'", today="2026-10-10")
# next_date
q("next_date", "jagdish wala title suit ka agla date?",
  [d("2027-01-13"), ["karmchari", "pw3"]], [["upload", "correction jagdish ND.txt"]],
  "correction jagdish ND.txt: 'ND 20.01.2027 likh diye - galat ... Sahi agli tithi 13.01.2027 (budh), PW3 halka karmchari'. "
  "The 2.12 note says 20.01.2027 (wrong).")
q("next_date", "ravi 498A kab hai agla, kis liye",
  [d("2027-01-20"), ["i.o.", "rekha", "investigating officer"]], [["C05", "2026-12-09"]],
  "ravi 9 dec.txt: 'I.O. SI Rekha Kumari fir absent ... ND 20.01.2027 - I.O.'")
q("next_date", "sunaina ke dakhil kharij appeal me order kab sunayenge",
  [d("2026-07-23")], [["C03", "2026-07-02"]], "Sunaina DCLR args 02.07.docx: 'DCLR sahab: order 23.07.2026 ko.'",
  today="2026-07-05")
# count
q("count", "pintu ne ab tak kitna baar hazri petition diya",
  [["3", "three", "teen", "teesra", "teesri"]], [["C04", "2026-04-27"], ["C04", "2026-08-10"], ["C04", "2026-10-12"]],
  "Tabrez chat 27/04/26: 'hazri petition diye, allow ho gaya'; chat (2) 10/08: 'hazri petition ... 200 cost' ('doosra hazri'); "
  "12/10: 'teesri baar absent - hazri petition' ('Teesra hazri'); 07.12 docx: 'teen baar hazri petition ho chuka'. Three.")
q("count", "kamla bantwara me dusra party pe kitna baar harjana laga",
  [["2", "two", "twice", "do baar", "दूसरा"]], [["C01", "2026-02-13"], ["C01", "2026-08-21"]],
  "IMG-20260213-WA0007.jpg: '300 रु. हर्जाना पर लिया गया'; IMG-20260821-WA0015.jpg: '500 रु. हर्जाना ... यह दूसरा हर्जाना है'. Two.")
q("count", "suresh writ me sarkar ne counter ke liye kitna baar time liya",
  [["2", "two", "twice", "do baar", "again"]], [["C07", "2026-03-06"], ["C07", "2026-04-17"]],
  "Tabrez chat 06/03/26: 'SC-11 ne counter ke liye 4 week maanga'; order 17.04.2026: 'No counter affidavit has been filed "
  "and learned SC-11 again prays for time'. Two.")
# yes_no
q("yes_no", "anjali ka quash hua ki nai?",
  [["yes", "haan", "quashed", "quash ho gaya", "allowed"], d("2026-12-10")], [["C06", "2026-12-10"]],
  "Cr Misc 31245 order 10.12.2026.pdf: 'so far as it relates to petitioner no. 3, is quashed'.")
q("yes_no", "CO belaganj ne sunaina ka dakhil kharij kar diya kya",
  [["nahi kiya", "not yet", "not done", "not mutated", "no,", "abhi tak nahi"], ["30 din", "30 days", "30 दिनों", "thirty days"]],
  [["upload", "plan 4-9 jan.docx"], ["C03", "2026-07-23"]],
  "plan 4-9 jan.docx: 'CO Belaganj ne ab tak dakhil-kharij nahi kiya (30 din kab ke khatam)'; order 23.07.2026: '30 दिनों के अंदर'.")
q("yes_no", "pintu ka 313 wala bayan hua kya",
  [["nai hua", "nahi hua", "not recorded", "not yet", "no,"], d("2026-12-07")], [["C04", "2026-10-12"]],
  "WhatsApp Chat with Tabrez Jr (2).txt 12/10/26: 'Bayan (313) nai hua. ND 7/12'.", today="2026-10-15")
# said
q("said", "jha sahab ne pehla date pe SC-11 ko ka bola tha",
  [["instructions"], ["record as it stands", "on the record"]], [["C07", "2026-01-16"]],
  "CWJC 9914 16.01.docx: 'Jha J: \"get instructions, else the SDO's order will be examined on the record as it stands\"'.")
q("said", "kamla chachi cross me 1978 wala bantwara pe ka kahalthi",
  [["denied", "kabhi nai sunli", "never heard", "kauno bantwara"], ["makan", "house"]], [["C01", "2026-05-22"]],
  "kamla PW1 cross 22.5.txt: 'Suggestion ki 1978 me gharelu bantwara ... Gaya wala makan mila - denied. Chachi boli \"ham to "
  "kabhi nai sunli kauno bantwara\"'.")
q("said", "tiwary ji pichla date pe DE ke bare me ka bole",
  [["closed"], ["hazri"]], [["C04", "2026-12-07"]],
  "Pintu 351 statement 07.12.2026.docx: 'Tiwary ji: \"next date DE nahi hua to closed, teen baar hazri petition ho chuka\"'.")
# judge_habit
q("judge_habit", "pandey ji ke court me kaun kagaz pehle mangte hain",
  [["vanshavali", "वंशावली", "genealogy"]], [["C01", "2026-02-13"], ["C01", "2026-03-27"]],
  "IMG-20260213-WA0007.jpg: 'हाकिम ने वंशावली माँगी'; order 27.03.2026: 'वादी की ओर से वंशावली दाखिल की गई'.")
q("judge_habit", "SJ-III madam lagan rasid ke bare me ka chahti hain",
  [["original"], ["photocopy", "photocopies"]], [["C02", "2026-01-21"], ["C02", "2026-04-08"]],
  "20260121_172045.jpg: 'original lagan rasid le ke aaiye ... photocopy nahi chalega'; order 08.04.2026: 'produces the original "
  "rent receipts ... returned after keeping photocopies'.")
q("judge_habit", "ACJM-II madam hazri ke mamle me kaisi hain, ravi ko ka bolna hai",
  [["haazir", "present", "har date"], ["pasand nahi", "does not like", "doesn't like", "dislikes"]], [["C05", "2026-12-09"]],
  "ravi 9 dec.txt: 'Ravi ko bola har date pe haazir rahna, madam hazri petition pasand nahi kartin.'")
# pending_before
q("pending_before", "aaj bantwara me DW2 ke cross ke liye ka ka saath rakhna hai",
  [["1978"], ["kewala", "1992", "sale deed"]], [["upload", "plan 4-9 jan.docx"]],
  "plan 4-9 jan.docx: 'SJ-I - Kamla bantwara - DW2 Bhagwat Mahto ka cross. 1978 wala point + Gaya makan ka kewala (1992) saath rakhna.'")
q("pending_before", "ravi wala agla date se pehle ka karna baki hau",
  [["certified copy"], ["anjali", "quash"]], [["upload", "plan 4-9 jan.docx"]],
  "plan 4-9 jan.docx: 'Ravi 498A - 20/1; Anjali ka quash order ka certified copy ACJM-II me file karna hai.'")
# amount
q("amount", "pintu ka cheque kitna ka tha",
  [["2,40,000", "240000", "2.4 lakh", "2.40 lakh", "240,000"]], [["upload", "SBI return memo Pintu.pdf"]],
  "SBI return memo Pintu.pdf: 'Cheque No. 004417 dated 10.05.2025 for Rs. 2,40,000/-'.")
q("amount", "jagdish wale me commissioner ka fee kitna jama kiye",
  [["4,000", "4000"]], [["upload", "IMG_20260518_113012.jpg"], ["C02", "2026-05-13"]],
  "Nazarat receipt 18.05.2026: 'Rs. 4,000/- ... towards the fee of the pleader commissioner'; 13 may docx: 'Fee Rs. 4,000'.")
q("amount", "suresh wale writ me sarkar pe kitna cost laga tha",
  [["5,000", "5000"]], [["C07", "2026-04-17"]],
  "CWJC 9914-2025 order 17.04.2026.pdf: 'subject to payment of cost of Rs. 5,000/- to the petitioner'.")
# pattern
q("pattern", "is saal kaun kaun case me opposite party pe harjana / cost laga",
  [["kamla", "कमला", "bantwara", "ramdeo"], ["maa tara", "pintu", "cheque"], ["suresh", "pds", "cwjc"]],
  [["C01", "2026-02-13"], ["C01", "2026-08-21"], ["C04", "2026-08-10"], ["C07", "2026-04-17"]],
  "registers 13.02 (300 रु.) and 21.08 (500 रु.) in कमला देवी's suit; chat (2) 10/08 'Maa Tara case ... 200 cost'; order 17.04 "
  "'cost of Rs. 5,000/-' in Suresh Paswan's CWJC.")
q("pattern", "patna HC me is saal mera kaun kaun matter chala",
  [["umesh", "anjali", "quash", "31245"], ["suresh", "pds", "9914"]], [["C06", "2026-12-10"], ["C07", "2026-11-20"]],
  "Cr Misc 31245 order 10.12.2026.pdf (Umesh Prasad & Ors., Anjali Kumari); Suresh args 20.11.docx (CWJC 9914/2025, Patna Ct 9).")
# counsel_pattern
q("counsel_pattern", "shambhu babu har baar ka bahana karte hain",
  [["bimar", "बीमार", "tabiyat", "unwell", "ill"]], [["C01", "2026-04-24"], ["C01", "2026-08-21"]],
  "Kamla PS 118 24.04.docx: '\"sir ka tabiyat kharab hai\"'; IMG-20260821-WA0015.jpg: 'शम्भु बाबू बीमार'.")
q("counsel_pattern", "rakesh ranjan pintu ke liye har date pe ka karte hain",
  [["hazri"]], [["C04", "2026-04-27"], ["C04", "2026-08-10"], ["C04", "2026-10-12"]],
  "Tabrez chats 27/04, 10/08, 12/10: 'Rakesh Ranjan ji hazri petition diye' / 'hazri petition'.")
# witness
q("witness", "priti ne cross me ghar chhodne ke bare me ka maana",
  [["khud", "on her own", "of her own"], ["papa", "father"], ["parcha", "doctor", "medical"]], [["C05", "2026-07-15"]],
  "Priti PW1 cross 15.7.txt: 'Admitted: 02.02.2024 ko apne papa ke saath khud gayi thi, koi maar-peet ka doctor ka parcha nahi hai.'")
q("witness", "jagdish wale me PW2 kaun tha aur ka bola",
  [["ram lakhan"], ["majdoor", "labourer", "labour"], ["2017"]], [["C02", "2026-12-02"]],
  "jagdish PW2 2.12.txt: 'PW2 Ram Lakhan Yadav ... Sukhdeo 2018 tak Jagdish ka majdoor tha ... jhopdi 2017 se hai.'")
q("witness", "maa tara me bank wala gawah ka naam ka tha",
  [["अमरेन्द्र", "amrendra", "amarendra"]], [["C04", "2026-09-14"]],
  "IMG-20260923-WA0019.jpg: 'बैंक के गवाह (CW2) स्टेट बैंक गया टाउन के अधिकारी श्री अमरेन्द्र कुमार की गवाही हुई'.")
# open
q("open", "suresh PDS writ ka pura haal batao",
  [["show cause", "chipkaya", "pasted"], ["5,000", "5000"], d("2027-01-08")], [["C07", "2026-04-17"], ["C07", "2026-11-20"]],
  "order 17.04.2026: 'cost of Rs. 5,000/-'; Suresh args 20.11.docx: 'show cause dukan ke darwaze pe chipkaya ... ND 08.01.2027'.")
q("open", "jagdish title suit short me samjha do",
  [["bataidar", "बटाईदार", "bataidari"], ["9 decimal", "9 डिसमिल"], d("2027-01-13")],
  [["C02", "2026-02-25"], ["C02", "2026-08-26"], ["upload", "correction jagdish ND.txt"]],
  "IMG-20260225-WA0011.jpg: '1985 से बटाईदार'; IMG-20260826-WA0004.jpg: 'झोपड़ी प्लॉट 845 के 9 डिसमिल पर'; correction: '13.01.2027'.")
# bare
q("bare", "bantwara", [["dw2", "bhagwat"], ["1978"]], [["C01", "2026-11-27"]],
  "DW1 cross Ramdeo 27-11-2026.docx: '1978 ka koi likhit bantwara-patra nahi ... ND 06.01.2027 - DW2 Bhagwat Mahto.'")
q("bare", "pintu DE", [["defence evidence", "dw1"], ["closed", "closing"]], [["C04", "2026-12-07"], ["upload", "plan 4-9 jan.docx"]],
  "07.12 docx: 'defence evidence denge - DW1 khud Pintu ... next date DE nahi hua to closed'; plan: 'closing ka petition'.")
# no_record
q("no_record", "parvati devi wala maintenance case me agla date kab hai", NR, [],
  "No maintenance case anywhere (Parvati Devi is only defendant no. 4 in the partition plaint).", no_record=True,
  absent=["maintenance"])
q("no_record", "ravi wale 498A me compromise petition kab diye the", NR, [],
  "No compromise petition in C05; only the HC mediation (not settled).", no_record=True, absent=["compromise"])
q("no_record", "kamla bantwara lok adalat me gaya tha na?", NR, [],
  "C01 was never sent to a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat"])
q("no_record", "sudhanshu shekhar vakil ke saath mera kaun sa case hai", NR, [], "No Sudhanshu in any upload.",
  no_record=True, absent=["sudhanshu"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Gaya practice (bench/practices/gaya; written from the uploads' "
                    "source_text by its writer, practice57; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
