"""Write questions.json for the Aurangabad practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "kono record nei", "no note"]]

NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "no note", "record nahi", "nondh nahi", "kahi nahi"]]

TODAY = "2026-12-04"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"AU-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


WEEK = ["upload", "plan 30 Nov - 5 Dec.txt"]
CORR = ["upload", "New Text Document (2).txt"]
EVE = ["upload", "IMG20261203211512.jpg"]
MEMO = ["upload", "PXL_20250818_121544211.jpg"]
RENT = ["upload", "IMG20251021180412.jpg"]
CAUSE = ["upload", "causelist_Aurangabad_08122026.pdf"]

# last_time
q("last_time", "anwar bhai chya dukan suit madhe last time kaay zala?",
  [d("2026-11-23"), ["last chance"], ["1500", "1,500"], d("2026-12-21")], [["C04", "2026-11-23"], CORR],
  "anwar DE + sdo 26.11.txt: '23/11 ... LAST CHANCE with costs Rs 1500'; New Text Document (2).txt: 'ND is 21/12/2026 NOT 14/12'.")
q("last_time", "shinde kul case SDO kade magchya tarkhela kay jhala",
  [d("2026-11-26"), ["written notes", "लेखी युक्तिवाद", "written submissions"], ["2 weeks", "two weeks", "दोन आठवड"]],
  [["C07", "2026-11-26"]], "SDO roznama 26.11.2026.pdf: 'युक्तिवाद अंशतः ऐकला ... दोन आठवड्यांत लेखी युक्तिवाद'; junior's txt: 'written notes within 2 weeks'.")
q("last_time", "dnyanoba mama SA la last kay zala re",
  [d("2026-11-20"), ["not reached", "पोहोचले नाही", "board over"], d("2027-01-15")], [["C03", "2026-11-20"]],
  "IMG20261121093045.jpg: 'Fri 20/11 - SA 512 - not reached ... ND 15/1/27'; Dattu chat: 'बोर्ड संपला, पोहोचले नाही. पुढील तारीख 15/01/2027'.")

# next_date
q("next_date", "kale anna writ pudhe kadhi aahe? time pan sang",
  [d("2026-12-08"), ["2.30", "2:30"]], [["C01", "2026-11-17"], CAUSE],
  "WP 4127 order 17.11.2026.pdf: 'Part heard. Stand over to 08.12.2026 at 2.30 pm'; cause list of 8.12: Court 9 at 2.30 p.m.")
q("next_date", "Rukhsana wala case ND kya hai aur kis liye",
  [d("2026-12-15"), ["argument"]], [["C06", "2026-10-13"]],
  "Rukhsana 13.10.26.txt: 'Evidence closed both sides. Arguments ND 15/12/2026.'")
q("next_date", "pawar wagh 138 pudhchi tarikh kadhi?",
  [d("2026-10-15"), ["defence evidence", "defense evidence", "बचाव पुरावा"]], [["C05", "2026-09-10"]],
  "register Sep: '10/09/2026 ... बचाव पुरावा ... पुढील तारीख 15/10/2026'; Pawar chat 10/09: 'defence evidence sathi. Pudhchi tarikh 15 Oct'. Asked on 01.10.2026.",
  today="2026-10-01")

# count
q("count", "Qureshi ne karkhana writ madhe kiti vela vel maagitla aattaparyant?",
  [["3", "three", "teen"]], [["C01", "2026-01-13"], ["C01", "2026-06-16"], ["C01", "2026-09-15"]],
  "IMG20260915191540.jpg: 'That is Qureshi's 3rd time (13/1, 16/6, today)'.")
q("count", "patil ne wagh 138 mein kitni baar time liya?",
  [["4", "four", "chaar"]], [["C05", "2026-03-26"], ["C05", "2026-04-23"], ["C05", "2026-09-10"], ["C05", "2026-11-19"]],
  "IMG20261121093045.jpg: 'Patil's 4th time for time in this case (23/4, 10/9, today... + cross deferral 26/3)'.")
q("count", "anwar suit madhe issues kiti framed zale",
  [["4", "four", "chaar"]], [["C04", "2026-04-20"]],
  "Anwar issues 20.4.txt: 'Issues framed - 4' (listed 1-4).")

# yes_no
q("yes_no", "salim ne arrears kadhi bharle ka?",
  [["yes", "paid", "haan", "bharle"], ["30,000", "30000"], d("2026-10-13")], [["C06", "2026-10-13"]],
  "Rukhsana 13.10.26.txt: 'Salim paid Rs 30,000 in court today by DD towards arrears'.")
q("yes_no", "bhagat ne TI order viruddh MCA takli ka?",
  [["no", "not", "nahi"], ["mca", "appeal"]], [["C04", "2026-04-20"], ["C04", "2026-06-22"]],
  "Anwar issues 20.4.txt: 'no MCA against Exh 5 order till date'; IMG20260622190120.jpg: 'Patil said \"not yet\". (So no appeal till now.)'")

# said
q("said", "family court joshi madam ne salim la arrears baddal kaay sangitla hota?",
  [["recovery warrant"]], [["C06", "2026-07-07"], ["C06", "2026-08-11"]],
  "Rukhsana 7-7-26.txt: 'pay or recovery warrant'; IMG20260811175540.jpg: 'recovery warrant nikalegi next time'.")
q("said", "dhande saheb mediation baddal kya bole jadhav bhavanche",
  [["mediation"], ["status quo"], ["brother", "bhau"]], [["C03", "2026-06-19"]],
  "SA 512 order 19 June.pdf: 'The parties are real brothers ... status quo ... Mediation Centre'; diary: 'bhau-bhau aahat, mediation la java'.")

# judge_habit
q("judge_habit", "waghmare saheb sahaj adjournment deto ka? kasa aahe to",
  [["cost"], ["2000", "2,000"], ["no further time", "last"]], [["C01", "2026-06-16"], ["C01", "2026-09-15"]],
  "WP 4127 order 16.6.26.pdf: 'costs of Rs. 2,000 ... No further time'; 15/9: 'gave time but said \"last\"'.")
q("judge_habit", "JMFC khan saheb accused gairhajar asla ki kay karto",
  [["warrant", "वॉरंट"], ["5,000", "5000"]], [["C05", "2025-12-18"]],
  "JMFC 6 order 18.12.25.pdf: 'Issue bailable warrant against the accused in the sum of Rs. 5,000'.")
q("judge_habit", "SDO saheb cha board nehmi hota ka? kasa aahe",
  [["tour", "दौऱ्यावर", "daura"], ["talathi", "तलाठी"]], [["C07", "2026-03-19"], ["C07", "2026-05-14"]],
  "Dattu chat 19/03: 'SDO साहेब दौऱ्यावर, बोर्ड झाला नाही'; 14/5: 'Finally board zala ... talathi report mangavla'.")

# pending_before
q("pending_before", "kale writ chya 8 tarkhe aadhi kaay baaki aahe apla",
  [["short notes"], ["compilation"]], [WEEK, ["C01", "2026-11-17"]],
  "plan 30 Nov - 5 Dec.txt: 'Kale WP: short notes (5 pg) + compilation - was due 24/11 - FILED? ... Serve copy on Qureshi + AGP'.")
q("pending_before", "rukhsana 15 la aahe, tyachya aadhi kay karaycha aahe?",
  [["recovery"], ["54,000", "54000"]], [EVE],
  "IMG20261203211512.jpg: 'Total arrears ~ Rs 54,000 ... file recovery application (s. 144(3) BNSS) before 15/12'.")
q("pending_before", "shinde tenancy next date pehle kya karna hai",
  [["written notes"], ["7/12", "7-12", "satbara", "extracts"]], [WEEK, ["C07", "2026-11-26"]],
  "plan: 'Shinde tenancy: written notes due ~10/12. Get 7/12 extracts 1998-2012 certified from tahsil (Dattu)'.")

# amount
q("amount", "wagh cha cheque kitne ka tha",
  [["4,80,000", "480000", "4.80 lakh", "4.8 lakh", "480,000"]], [MEMO],
  "PXL_20250818_121544211.jpg: 'Cheque No. 118806 dt. 02/08/2025 Amount Rs. 4,80,000/-'.")
q("amount", "rukhsana la interim maintenance kiti milala?",
  [["6,000", "6000"], ["3,000", "3000"]], [["C06", "2026-04-07"]],
  "Family court order 07.04.2026.pdf: 'Rs. 6,000/- per month to petitioner No. 1 ... Rs. 3,000/- per month to petitioner No. 2'.",
  today="2026-05-02")

# pattern
q("pattern", "ya varshi konkonte matters madhe samorchya party la costs lagle?",
  [["2,000", "2000"], ["500"], ["1,000", "1000"], ["kale", "karkhana", "4127"], ["anwar", "bhagat", "287"]],
  [["C01", "2026-06-16"], ["C04", "2026-01-19"], ["C04", "2026-07-27"]],
  "WP order 16.6: costs Rs. 2,000 on R4; register: '19/01/2026 ... रु. 500 खर्च'; 27/7: 'costs Rs 1000 payable to plaintiff'. (23/11 Rs 1500 also counts; not required.)")
q("pattern", "HC che sagle matters pudhe kadhi kadhi aahet?",
  [d("2026-12-08"), d("2026-12-10"), d("2027-01-15")], [["C01", "2026-11-17"], ["C02", "2026-10-08"], ["C03", "2026-11-20"]],
  "Kale WP 08.12.2026 (order 17.11); Irfan 1893 'final hearing on 10.12.2026' (8/10 note); SA 512 'ND 15/1/27'.")

# counsel_pattern
q("counsel_pattern", "yogesh patil kasa vakil aahe, nehmi kay karto?",
  [["time", "adjournment", "vel"], ["anwar", "bhagat", "287"], ["wagh", "pawar", "3310"]],
  [["C04", "2026-07-27"], ["C05", "2026-04-23"], ["C05", "2026-09-10"]],
  "27/7: 'Patil not ready ... costs Rs 1000'; 23/4: 'Patil sent application for adj.'; Pawar chat 10/9: 'Ha manus pratyek veli vel maagto'.")
q("counsel_pattern", "bhosale vakil yeto ka court la? irfan aur rukhsana dono mein",
  [["absent", "haajar nahi", "not present", "did not appear", "didn't appear", "no one appeared"], ["proxy", "junior"]],
  [["C02", "2026-03-05"], ["C02", "2026-04-09"], ["C06", "2026-07-07"]],
  "5/3: 'Bhosale ... HAAJAR NAHI'; 9 April: 'Bhosale's junior came'; 7 july: 'bhosale haajar nahi, his proxy sought time'.")

# witness
q("witness", "anwar suit madhe PW2 kon hota aani kay bolla?",
  [["rameshwar", "sonar"], ["2009"], ["cash"]], [["C04", "2026-10-05"]],
  "IMG20261008183010.jpg: 'PW2 Rameshwar Sonar (neighbour, shop no. 6) ... Anwar in shop since 2009, Bhagat took rent in cash'.")
q("witness", "wagh ne DW1 mhanun cross madhe kay kay admit kela",
  [["signature"], ["42"], ["receipt"]], [["C05", "2026-10-15"]],
  "Pawar v Wagh DW1 15.10.txt: 'admits signature on cheque Exh 15 / 42 bags DAP + urea on credit / no receipt for any cash payment'.")
q("witness", "rukhsana ke cross mein bhosale ne kya suggest kiya tha",
  [["left"], ["denied"], ["7 jan", "7 january", "january 2025", "jan 2025"]], [["C06", "2026-08-11"]],
  "IMG20260811175540.jpg: 'Suggestion she left house on her own in Jan 2025 - denied; she said he beat her on 7 Jan 2025'.")

# open
q("open", "irfan quashing final hearing chi tayari - apla main mudda kay aani bench ne kay maagitla hota",
  [["business"], ["promissory"], ["50,000", "50000"]], [["C02", "2026-08-06"], ["C02", "2026-10-08"]],
  "6/8: 'S. 39 needs \"business\" ... APP to produce copies of seized promissory notes'; 8/10: '3 promissory notes (Rs 50,000 each ...) - no interest rate'.")
q("open", "karmad partition appeal cha status thodkyat sang",
  [["admitted", "admit"], ["status quo"], ["mediation"], d("2027-01-15")],
  [["C03", "2026-03-06"], ["C03", "2026-06-19"], ["C03", "2026-09-04"], ["C03", "2026-11-20"]],
  "order 6.3.26: 'Admit'; order 19.6: status quo, mediation; 4-9-26: 'Mediator report: FAILED'; ND 15.01.2027.")

# bare
q("bare", "patil ne costs bharle?",
  [["1500", "1,500"], ["anwar", "287", "bhagat"]], [WEEK, ["C04", "2026-11-23"]],
  "plan: 'Anwar RCS: costs Rs 1500 - check if Patil paid. If not, pursis.' No note of payment.")
q("bare", "10 tarkhela kay aahe",
  [["irfan", "1893", "quashing"], ["final"]], [["C02", "2026-10-08"]],
  "8/10: 'Bench - \"final hearing on 10.12.2026\"'.")
q("bare", "R&P aale ka",
  [["not", "nahi", "नाही"], d("2026-03-06")], [["C03", "2026-01-23"]],
  "Dattu chat 23/01: 'SA 512 जाधव - R&P आले नाही. पुढील तारीख 06/03/2026'. Asked on 01.02.2026.", today="2026-02-01")

# no record
q("no_record", "wagh cheque case lok adalat la pathavla hota na?",
  NR, [], "No Lok Adalat in any upload.", no_record=True, absent=["lok adalat"])
q("no_record", "farooq pathan chya bail application chi date kadhi?",
  NR, [], "No Farooq in the registry or any upload.", no_record=True, absent=["farooq"])
q("no_record", "karkhana writ madhe contempt petition file keli hoti tyacha kay zala",
  NR, [], "No contempt petition in any upload of C01.", no_record=True, absent=["contempt"])
q("no_record", "gangapur land acquisition reference pudhe kadhi aahe?",
  NR, [], "No land acquisition matter; Gangapur appears nowhere.", no_record=True, absent=["acquisition", "gangapur"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Aurangabad practice (bench/practices/aurangabad; written from the uploads' "
                    "source_text by its writer, practice37; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
