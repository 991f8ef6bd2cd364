"""Write questions.json for the Nanded practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "record nahi", "nond nahi", "no note", "not in the notes"]]
TODAY = "2027-12-14"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"N-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "shelgaon watan vatni dawyat maagchya tarkhela kay zhala?",
  [d("2027-11-18"), ["dw1", "laxman"], ["exh. 61", "exh 61"]], [["C03", "2027-11-18"]],
  "Gaikwad DW1 Laxman 18.11.2027.docx: '18.11.2027 ... DW1 Laxman Gaikwad - affidavit in lieu of chief Exh. 61 filed ... Our cross (part)'.")
q("last_time", "sardarji wale claim me last time kya hua re",
  [d("2027-11-09"), ["investigator"], ["last chance"]], [["C05", "2027-11-09"]],
  "WhatsApp Chat with Snehal Jadhav Adv (3).txt 09/11/27: 'insurance cha investigator aala nahi ... \"last chance\" dila'.")
q("last_time", "sunanda bai chya writ madhe last date la kay zhala",
  [d("2027-08-18"), ["allowed", "quashed", "rule made absolute", "manjur"], ["42,000", "42000"]], [["C08", "2027-08-18"]],
  "WP-8812-2026 judgment 18.08.2027.pdf: 'The order ... directing recovery of Rs. 2,84,600/- is quashed ... Rs. 42,000/- ... refunded'.",
  today="2027-08-20")
# next_date
q("next_date", "bala chya case chi pudhil tarikh kadhi, kashasathi?",
  [d("2027-12-14"), ["final arguments", "defence arguments", "arguments"]],
  [["C06", "2027-11-15"], ["upload", "Nanded District Court cause list 14.12.2027.pdf"]],
  "Bala Shinde args 15.11.2027.txt: 'Pudhil tarikh 14.12.2027 - defence final arguments'; cause list 14.12.2027: 'Final arguments'.")
q("next_date", "pallavi kadam ND?",
  [d("2027-12-16")], [["upload", "correction Pallavi ND.txt"]],
  "correction Pallavi ND.txt: 'ND 9/12/27 lihila - CHUK ... sahi pudhil tarikh 16.12.2027'. The 30.09 photo says 9/12 (wrong).")
q("next_date", "datta bhau karkhana case next kadhi aahe",
  [d("2027-08-19")], [["C02", "2027-06-17"]], "Datta Jadhav 17.06.2027.docx: 'Pudhil tarikh 19.08.2027.'",
  today="2027-06-20")
# count
q("count", "muneshwar ne gaikwad dawyat ab tak kiti vela tarikh ghetli",
  [["3", "three", "teen"]], [["C03", "2026-12-10"], ["C03", "2027-03-25"], ["C03", "2027-09-09"]],
  "Degloor 10.12.26.txt: 'Muneshwar sir ne vel magitla'; order 25.03.2027: 'absent; ... busy ... costs of Rs. 500'; "
  "chat 09/09/27: 'D1 Laxman absent, Muneshwar sir mhanale tabyet bari nahi ... Rs. 1,000 costs' ('He teesryanda'). Three.")
q("count", "wadje kitni baar gairhajar raha ishaq bhai ke case me",
  [["2", "two", "twice", "don"]], [["C04", "2027-01-25"], ["C04", "2027-11-22"]],
  "Snehal chat 25/01/27: 'Wadje absent parat ... BW'; chat (3) 22/11/27: 'Wadje parat absent ... exemption' ('Doosryanda gairhajar').")
q("count", "patsanstha MPID case madhe spl pp ne kiti vela vel magitla ajun paryant",
  [["2", "two", "twice", "don"]], [["C01", "2027-03-09"], ["C01", "2027-09-07"]],
  "IMG_20270309_165530.jpg: 'Khandare (Spl PP) - \"report awaited\", time magitla'; order 07.09.2027: 'Asst. P.P. ... seeks time for say'.",
  today="2027-09-10")
# yes_no
q("yes_no", "karkhanyane court madhe kahi paise bharle ka datta bhau chya case madhe?",
  [["yes", "ho", "haan", "deposited"], ["2,43,210", "243210", "2.43 lakh"]], [["C02", "2027-08-19"]],
  "Dispute 48-2026 roznama 19.08.2027.pdf: 'Opponent has deposited Rs. 2,43,210/- (half of the claim) by DD'.")
q("yes_no", "sachin ne pallavi che arrears bharle ka?",
  [["no", "nahi", "not paid"], ["24,000", "24000"]], [["C07", "2027-06-10"]],
  "Pallavi 10 June.docx: 'Arrears of interim maintenance NOT paid - Rs. 24,000 due'.", today="2027-06-12")
q("yes_no", "harpreet kaur claim madhe truck malak kendre la ex parte kela ka",
  [["yes", "ho", "ex parte"], d("2027-02-23")], [["C05", "2027-02-23"]],
  "MACP 211-2026 order 23.02.2027.pdf: 'R1 served but absent; matter to proceed ex parte against R1.'")
# said
q("said", "insurance walyanni WS madhe kay defence ghetla sonkhed accident madhe",
  [["licence", "license"], ["lmv"], ["heavy goods", "hgv"]], [["C05", "2027-02-23"]],
  "order 23.02.2027: 'the driver Ramesh Kendre held a licence for LMV only and not for a heavy goods vehicle'.")
q("said", "sunita ghuge ne cross madhe kay kay kabul kela?",
  [["well", "vihir"], ["200 ft", "200 feet"], ["chaku", "knife"]], [["C06", "2027-02-15"]],
  "SC78 PW1 cross 15 feb.docx: 'at the well, about 200 ft from the Hanuman mandir ... the word 'chaku' / knife is not in her FIR'.")
q("said", "karkhanyacha CDO bodke cross madhe kay bolla",
  [["312.400", "312.4"], ["weighbridge", "kata", "slips"]], [["C02", "2027-10-07"]],
  "karkhana CDO cross 7 oct.txt: 'admitted the 8 slips Exh. 24-31 are from karkhana's own weighbridge; ... 312.400 MT'.")
# judge_habit
q("judge_habit", "kulthe saheb MPID madhe nehmi kay magtat",
  [["competent authority", "ca report"], ["list of depositors", "depositors list"]],
  [["C01", "2027-01-19"], ["C01", "2027-03-09"]],
  "MPID 3-2026 notes 19 jan.docx: 'Competent Authority cha report kuthe aahe? and give me the list of depositors'; "
  "9/3/27 photo: 'CA report nahi aala ... depositors list with amounts pahije'.")
q("judge_habit", "sonawane madam adjournment sahaj dete ka",
  [["costs", "cost"], ["last chance"]], [["C03", "2027-03-25"], ["C03", "2027-09-09"]],
  "order 25.03.2027: 'Allowed subject to costs of Rs. 500/-'; 9/9/27 photo: 'costs Rs. 1,000 + LAST CHANCE'.")
q("judge_habit", "jagtap saheb MACT la pratyek veli kay vichartat insurance la",
  [["offer"], ["18,50,000", "1850000", "18.5 lakh"]], [["C05", "2027-09-28"], ["C05", "2027-11-09"]],
  "IMG_20270928_171845.HEIC: 'Jagtap saheb asked insurer: \"offer kiti?\" Tamshetwar: Rs. 18,50,000'; chat 09/11/27: 'parat vicharla - offer vadhavnar ka?'.")
# pending_before
q("pending_before", "siddiqui saheb kade maza kay pending aahe",
  [["ishaq", "al-noor", "wadje"], ["351"], d("2027-12-14")], [["C04", "2027-11-22"]],
  "chat (3) 22/11/27: 'Wadje parat absent ... 351 statement nahi zhala. ND 14/12/27'.")
q("pending_before", "degloor sonawane madam samor kay baki",
  [["gaikwad", "shelgaon", "partition"], ["dw1", "laxman"], d("2027-12-16")], [["C03", "2027-11-18"]],
  "Gaikwad DW1 Laxman 18.11.2027.docx: 'RCS 287/2025 Gaikwad partition ... DW1 Laxman ... Cross to continue. Pudhil tarikh 16.12.2027.'")
# amount
q("amount", "datta bhau che karkhanya kade kiti baki hote FRP che",
  [["4,86,420", "486420", "4.86 lakh"]], [["upload", "Dispute 91 Datta Jadhav final.docx"]],
  "Dispute 91 Datta Jadhav final.docx: 'The balance of Rs. 4,86,420 is unpaid'.")
q("amount", "ishaq bhai ka cheque kitne ka tha",
  [["7,35,000", "735000", "7.35 lakh", "7 lakh 35"]], [["upload", "cheque return memo Wadje.pdf"]],
  "cheque return memo Wadje.pdf: 'Cheque No. 381905 dated 20.07.2026 for Rs. 7,35,000/-'.")
q("amount", "CA report madhe mandlik chya property chi value kiti ani theviddar yanche kiti deNe",
  [["3,86,00,000", "3.86 crore", "386 lakh"], ["6,42,00,000", "6.42 crore", "642 lakh"]], [["C01", "2027-04-20"]],
  "MPID-3-2026 order 20.04.2027.pdf: '14 properties ... valued at Rs. 3,86,00,000/- as against deposits of Rs. 6,42,00,000/-'.")
# pattern
q("pattern", "wadje dar tarkhela kay natak karto",
  [["absent", "gairhajar"], ["warrant", "bw"], ["exemption"]], [["C04", "2027-01-25"], ["C04", "2027-11-22"]],
  "Snehal chat 25/01/27: 'Wadje absent parat ... BW kadhla Rs. 5,000'; chat (3) 22/11/27: 'parat absent ... exemption arj'.")
q("pattern", "harpreet case madhe insurance wale dar veli kay kartat",
  [["time", "vel"], ["investigator"]], [["C05", "2027-09-28"], ["C05", "2027-11-09"]],
  "HEIC 28/9/27: 'Insurer wants time to examine their investigator'; chat 09/11/27: 'investigator aala nahi. ... parat vel magitla'.")
# counsel_pattern
q("counsel_pattern", "muneshwar vakil kasa chalvto case",
  [["busy", "nanded"], ["costs", "cost"]], [["C03", "2027-03-25"], ["C03", "2027-09-09"]],
  "order 25.03.2027: 'Adv. Muneshwar ... absent; ... busy before the District Court, Nanded ... costs of Rs. 500/-'; 9/9/27: 'costs Rs. 1,000'.")
q("counsel_pattern", "bhosikar cha style kay karkhana case madhe",
  [["time", "vel"], ["witness absent", "absent"], ["500"]], [["C02", "2027-01-21"], ["C02", "2027-08-19"]],
  "Snehal chat 21/01/27: 'Bhosikar sir aale, WS sathi vel magitla'; roznama 19.08.2027: 'Opponent's witness absent ... costs of Rs. 500/-'.")
# witness
q("witness", "gaikwad vatni dawyat PW2 kon hota, kay mhanla",
  [["dhondiba"], ["kamble"], ["vatni kadhi zhali nahi", "never"]], [["C03", "2027-07-08"]],
  "Degloor PW2 Dhondiba 8.7.txt: 'PW2 Dhondiba Kamble, 78 ... \"Vatni kadhi zhali nahi\"'.")
q("witness", "bala case madhe doctor saakshidar kon, kay mhanala",
  [["ingole"], ["3 stab", "three stab"]], [["C06", "2027-03-22"]],
  "Bala PW2 PW3 22.3.27.txt: 'PW3 Dr. Rahul Ingole, GMC Nanded (PM doctor): 3 stab injuries on abdomen'.")
q("witness", "sardarji claim madhe eyewitness kon hota",
  [["gurpreet"], ["wrong side"]], [["C05", "2027-08-10"]],
  "MACT PW2 Gurpreet 10.8.2027.docx: 'PW2 Gurpreet Singh ... truck ... on the wrong side at high speed'.")
# open
q("open", "waghmare bai cha kay baki aahe ajun",
  [["42,000", "42000"], ["contempt"], ["refund", "parat"]],
  [["upload", "Week plan 13-18 Dec 2027.docx"], ["upload", "WhatsApp Chat with Sunanda Madam ZP.txt"]],
  "Week plan: 'Rs. 42,000 refund still not paid - contempt petition'; chat 29/11/27: 'ajun paise nahi aale ... Contempt petition draft karto'.")
q("open", "datta bhau madhe maza kay kaam pending",
  [["surety"], ["2,43,210", "243210"], d("2028-01-13")], [["upload", "Week plan 13-18 Dec 2027.docx"], ["C02", "2027-10-07"]],
  "Week plan: 'surety application to withdraw the Rs. 2,43,210 deposit - NOT YET FILED. Arguments 13.01.2028'.")
# bare
q("bare", "bala", [d("2027-12-14"), ["final arguments", "defence arguments", "arguments"]], [["C06", "2027-11-15"]],
  "Bala Shinde args 15.11.2027.txt: 'Pudhil tarikh 14.12.2027 - defence final arguments'.")
q("bare", "harpreet mact", [d("2027-12-14"), ["investigator"]], [["C05", "2027-11-09"]],
  "chat (3) 09/11/27: 'investigator aala nahi ... ND 14.12.2027'.")
# no_record
q("no_record", "pallavi chya 498A case madhe pudhil tarikh kay", NR, [],
  "Pallavi has only the divorce petition at the Family Court; no criminal case of cruelty in any upload.",
  no_record=True, absent=["498a", "498-a"])
q("no_record", "ishaq bhai ka case lok adalat me gaya tha kya", NR, [],
  "C04 never went to a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat"])
q("no_record", "gaikwad dawyat mojni sathi court commissioner nemla hota ka", NR, [],
  "No commissioner or measurement (mojni) in the partition suit.", no_record=True, absent=["commissioner", "mojni"])
q("no_record", "adv kotalwar sobat mazi konti case aahe", NR, [], "No Kotalwar in any upload.", no_record=True,
  absent=["kotalwar"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Nanded practice (bench/practices/nanded; written from the uploads' "
                    "source_text by its writer, practice114; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
