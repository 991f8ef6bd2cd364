"""Write questions.json for the Kokrajhar practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "record nai", "no note", "not in the notes"]]
TODAY = "2027-01-11"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"K-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "gobinda da r patta case e last time ki hol?",
  [d("2026-11-17"), ["argument", "argued", "heard in part"], d("2027-01-11")], [["C01", "2026-11-17"]],
  "patta args 17.11.txt: 'I argued ~30 min ... Madam heard me in part ... Final hearing ND 11.01.2027'; order 17.11.2026: "
  "'Argument of the petitioner heard in part. Fix 11.01.2027'.")
q("last_time", "malati SHG case pichhla date e ki hoise",
  [d("2026-12-18"), ["1,000", "1000"], ["malati absent", "no dw"]], [["C05", "2026-12-18"]],
  "WhatsApp Chat with Dwimalu Jr (2).txt 18/12/26: 'SHG DE - Malati absent, no DW. Haque sir sought time. Brahma madam "
  "cost Rs 1,000 and \"last chance\"'.")
q("last_time", "teacher writ e mwnthai r last date e ki order hol",
  [d("2026-07-20"), ["genuine"], ["6 (six) weeks", "6 weeks", "six weeks"]], [["C06", "2026-07-20"]],
  "WP(C) 3187-2026 order 20.07.2026.pdf (dated 21.07): 'the certificate is genuine ... release the arrear salary ... "
  "within 6 (six) weeks'.", today="2026-08-01")
# next_date
q("next_date", "dhiren forest case nxt date kobe, ki r babe",
  [d("2027-01-28"), ["pw4", "range officer", "kamal"], ["cross"]], [["C02", "2026-12-17"]],
  "Dhiren RO evidence 17 Dec.txt: 'ND 28.01.2027 for remaining cross of PW4'.")
q("next_date", "dotma partition ND?",
  [d("2027-02-04")], [["upload", "correction Dotma ND.txt"]],
  "correction Dotma ND.txt: 'I wrote ND 21.01.2027 - galat ... NEXT DATE 04.02.2027'. The 07.01 note says 21.01 (wrong).")
q("next_date", "bikash bail agla date kab hai HC me",
  [d("2026-09-03")], [["C03", "2026-07-09"]], "Bikash bail args 9 July.txt: 'Part heard. ND 03.09.2026.'",
  today="2026-07-15")
# count
q("count", "kalita patta case e kimaan bar time loise ab tak",
  [["3", "three", "tinibar", "teen"]], [["C01", "2026-02-24"], ["C01", "2026-06-16"], ["C01", "2026-09-22"]],
  "24.02 register: 'আপত্তি দাখিলৰ বাবে সময় বিচাৰিলে'; 16.06 register: 'কলিতা উকীল অসুস্থ ... সময় বিচাৰিলে'; 22 Sep docx: "
  "'Kalita absent again ... wants time to file objection'. Three.")
q("count", "jiten boro dhubri r bahana dia kitni baar date loise partition e",
  [["2", "two", "twice", "nwi", "duibar"]], [["C04", "2026-05-14"], ["C04", "2026-09-24"]],
  "14/5/26 diary: 'Cross deferred - Jiten Boro \"busy at Dhubri DJ court\"'; 24/9/26 diary: 'Jiten Boro again at Dhubri "
  "(2nd time same excuse)'.")
q("count", "SHG suit e malati pokhok kimaan bar cost lagise",
  [["2", "two", "twice", "dubar"]], [["C05", "2026-03-20"], ["C05", "2026-12-18"]],
  "Dwimalu chat 20/03/26: 'last chance with cost Rs 500'; chat (2) 18/12/26: 'cost Rs 1,000' and '2nd cost in this suit'.")
# yes_no
q("yes_no", "bikash ko bail mila ki nai?",
  [["yes", "granted", "allowed"], d("2026-09-24")], [["C03", "2026-09-24"]],
  "Bail Appln 2214-2026 order 24.09.2026.pdf: 'The petitioner is allowed to go on bail'.")
q("yes_no", "mwnthai baideu r arrear pura paise ne?",
  [["yes", "paid", "credited"], ["1,32,200", "132200", "1.32 lakh"]], [["C06", "2026-11-09"]],
  "WhatsApp Chat with Mwnthai Teacher.txt 12/11/26: 'balance arrears Rs 1,32,200 credited today'; Dwimalu chat (2) 09/11: "
  "'balance arrears also paid'.")
q("yes_no", "SHG case e handwriting expert wala petition allow hoise?",
  [["rejected", "not allowed", "dismissed"], ["delay"]], [["C05", "2026-11-13"]],
  "SHG handwriting rejected 13 Nov.docx: 'REJECTED by Brahma madam: filed after PW1's cross only to delay'.")
# said
q("said", "HC e bikash bail e judge ki koise last date",
  [["fsl"], ["52a"], d("2026-07-09")], [["C03", "2026-06-11"]],
  "WhatsApp Chat with Dwimalu Jr.txt 11/06/26: 'asked \"where is FSL report?\" ... whether s. 52A inventory was done ... "
  "Court called for FSL report. ND 9.7.26'.", today="2026-06-20")
q("said", "haque WS e ki koise malati r hoi",
  [["guarantor"], ["forged", "forgery"]], [["upload", "WS Malati Ray MS 9 2025.pdf"]],
  "WS Malati Ray MS 9 2025.pdf: 'the defendant No. 1 was only a guarantor ... signature ... in the resolution book is forged'.")
q("said", "DJ sir budhiram r appeal e ki rai dile",
  [["allowed"], ["8 ft", "8 feet", "eight feet", "8 (eight) feet"]], [["C07", "2026-06-05"]],
  "TA 6-2025 judgment 05.06.2026.pdf: 'easement by prescription over an 8 (eight) feet wide path ... The appeal is allowed'.")
# judge_habit
q("judge_habit", "ADC daimary madam hodai ki khuje",
  [["khajana", "land revenue"], ["co report", "co's report", "circle officer", "lat mandal"]],
  [["C01", "2026-01-20"], ["C01", "2026-03-24"], ["C01", "2026-05-05"]],
  "20/1/26 diary: 'Madam called CO's report on Dag 412 - \"Lat Mandal to go to the spot\"'; 24.3 txt: 'asked both sides to "
  "produce khajana (land revenue) receipts'; 5/5/26 diary: 'Madam: \"khajana receipts?\"'.")
q("judge_habit", "CJM hazarika madam prosecution witness na ahile ki kore",
  [["warrant"], ["last chance"], ["close"]], [["C02", "2026-03-26"], ["C02", "2026-11-12"], ["C02", "2026-12-17"]],
  "order 12.11.2026: 'Issue bailable warrant against PW4 ... Last chance to the prosecution, failing which prosecution "
  "evidence shall be closed'; 17 Dec txt: 'prosecution to close after PW4'.")
q("judge_habit", "nath sir partition e bar bar ki koy",
  [["settle", "settlement", "amicable"]], [["C04", "2026-02-12"], ["C04", "2026-05-14"], ["C04", "2026-08-13"]],
  "partition WS 12 feb.txt: 'Why not settle? ... amicable partition is better'; 14/5/26: 'think of settlement'; "
  "13.08 docx: 'Amicable settlement still possible'.")
# pending_before
q("pending_before", "phukan J r ture mur ki pending ase",
  [["mwnthai", "teacher", "tet"], d("2027-01-18")], [["C06", "2026-11-09"]],
  "Dwimalu chat (2) 09/11/26: 'Mwnthai case ... fixed final hearing on the termination order. ND 18.01.2027'.")
q("pending_before", "CJM court e mur kun case pending",
  [["dhiren", "forest", "sal"], d("2027-01-28")], [["C02", "2026-12-17"]],
  "Dhiren RO evidence 17 Dec.txt: 'Dhiren forest (CJM) ... ND 28.01.2027'.")
# amount
q("amount", "aronai SHG suit kimaan takar",
  [["1,38,500", "138500", "1.385 lakh"], ["1,50,000", "150000", "1.5 lakh", "one lakh fifty thousand"]],
  [["upload", "legal notice Malati Ray SHG.docx"]],
  "legal notice Malati Ray SHG.docx: 'internal loan of Rs. 1,50,000 ... total Rs. 1,38,500, is demanded'.")
q("amount", "bikash r bail bond kimaan r kitne surety",
  [["50,000", "50000", "50 thousand"], ["2 sureties", "two sureties", "2 (two) sureties"]], [["C03", "2026-09-24"]],
  "order 24.09.2026: 'bail bond of Rs. 50,000/- with 2 (two) sureties'.")
q("amount", "mwnthai r first kisti arrear kimaan aahisil",
  [["2,31,400", "231400", "2.31 lakh"]], [["C06", "2026-09-07"]],
  "WhatsApp Chat with Mwnthai Teacher.txt 09/09/26: 'SBI account e Rs 2,31,400 credited 04.09.2026'.")
# pattern
q("pattern", "dhiren case e bar bar date kele jai?",
  [["no pw came", "absent", "not appeared", "not present"], ["forest office", "range officer", "official witness"]],
  [["C02", "2026-03-26"], ["C02", "2026-11-12"]],
  "Dwimalu chat (2) 26/03/26: 'no PW came ... forest office did not send'; order 12.11.2026: 'PW4 ... Range Officer, is "
  "absent ... second date on which an official witness has not appeared'.")
q("pattern", "bikash bail e state pokhe date kele lol",
  [["case diary"], ["fsl"]], [["C03", "2026-05-21"], ["C03", "2026-06-11"]],
  "Dwimalu chat 21/05/26: 'CD not received by PP ... Bornali madam sought time'; 11/06/26: 'FSL pending ... Court called "
  "for FSL report'.")
# counsel_pattern
q("counsel_pattern", "prabin kalita r bahana ki hoi sodai",
  [["unwell", "sick", "অসুস্থ", "ill"]], [["C01", "2026-06-16"], ["C01", "2026-09-22"]],
  "16.06 register: 'কলিতা উকীল অসুস্থ'; 22 Sep docx: 'junior said \"sir is unwell\"'.")
q("counsel_pattern", "jiten boro ki bahana dei adjournment r",
  [["dhubri"]], [["C04", "2026-05-14"], ["C04", "2026-09-24"]],
  "14/5/26: 'busy at Dhubri DJ court'; 24/9/26: 'again at Dhubri'.")
# witness
q("witness", "bhupen ray forest case e ki koise",
  [["blank paper"], ["hostile"]], [["C02", "2026-09-17"]],
  "Dhiren PW3 hostile 17.9.txt: 'made him sign a blank paper ... declared hostile'.")
q("witness", "gaonbura mohan partition e ki sakhi dile",
  [["daughters"], ["baneswar brahma", "3 families", "three families"]], [["C04", "2026-08-13"]],
  "Dotma PW2 gaonbura 13 Aug.docx: 'daughters have got a share of the father's land ... named 3 families (Lt. Baneswar Brahma'.")
q("witness", "AGVB r dipankar das e ki prove korile",
  [["withdrawal"], ["1,50,000", "150000", "1.5 lakh"], ["40,000", "40000"]], [["C05", "2026-11-13"]],
  "SHG handwriting rejected 13 Nov.docx: 'cash withdrawal of Rs 1,50,000 on 12.06.2023 ... her deposits total Rs 40,000'.")
# open
q("open", "gobinda r patta case short e bujai diya",
  [["myadi", "periodic"], ["eksonia", "annual"], ["no eksonia patta", "no annual (eksonia) patta", "no annual patta"],
   d("2027-01-11")], [["C01", "2026-05-05"], ["C01", "2026-11-17"]],
  "5/5/26 diary: 'Dag 412 under myadi patta 87 ... NO eksonia patta in Circle records'; 17.11 txt: 'ND 11.01.2027'.")
q("open", "dhiren r forest case ta r poora khobor dia",
  [["38 sal logs", "38 logs", "thirty eight"], ["hostile", "blank paper"], d("2027-01-28")],
  [["C02", "2026-05-07"], ["C02", "2026-09-17"], ["C02", "2026-12-17"]],
  "7 May docx: '38 sal logs, no transit pass'; 17.9 txt: 'declared hostile'; 17 Dec txt: 'ND 28.01.2027'.")
# bare (typed in court on the lawyer's day; C01 and C05 are listed on 11.01.2027)
q("bare", "patta", [["final hearing", "further hearing", "argument"], ["kalita", "jonali"]], [["C01", "2026-11-17"]],
  "order 17.11.2026: 'Fix 11.01.2027 for further hearing (final)'; patta args 17.11.txt: 'rest on next date, then Kalita'.")
q("bare", "SHG", [["last chance"], ["1,000", "1000"]], [["C05", "2026-12-18"]],
  "Dwimalu chat (2) 18/12/26: 'cost Rs 1,000 and \"last chance\". ND 11.01.2027'.")
# no_record
q("no_record", "bijni tea garden labour case r next date kobe", NR, [],
  "No such case in any upload.", no_record=True, absent=["tea garden", "bijni"])
q("no_record", "bikash r bail cancel korar petition state e dise ne?", NR, [],
  "C03 ended with bail granted; no cancellation application anywhere.", no_record=True, absent=["cancel"])
q("no_record", "dotma partition lok adalat e pothaise ne", NR, [],
  "C04 was never sent to a Lok Adalat; the judge only suggested settlement.", no_record=True, absent=["lok adalat"])
q("no_record", "adv khanindra mochahary r logot mur kun case ase", NR, [],
  "No Khanindra Mochahary in any upload.", no_record=True, absent=["mochahary", "khanindra"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Kokrajhar practice (bench/practices/kokrajhar; written from the uploads' "
                    "source_text by its writer, practice60; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
