"""Write questions.json for the Akola practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
             f"{dd}.{mm}.{yy}", f"{dd:02d}.{mm:02d}.{yy:02d}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}",
             f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))

NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "record nahi", "no note", "not in the notes"]]
TODAY = "2029-06-07"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"AK-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "bandu chya case madhe maagchya tarkhela kay jhala?",
  [d("2029-04-10"), ["closed prosecution evidence", "pe closed", "prosecution evidence closed", "evidence closed"],
   d("2029-06-12")], [["C05", "2029-04-10"]],
  "bandu PE closed 10.4.txt: 'PW5 API Sachin Dhote cross concluded ... APP closed prosecution evidence by pursis Exh. 71 ... ND 12.06.2029'.")
q("last_time", "rafiq mill wala case last time kya hua",
  [d("2029-06-05"), ["not fair", "vitiated"], d("2029-07-06")], [["C06", "2029-06-05"]],
  "Rafiq prelim issue order 05.06.2029.docx: 'the domestic enquiry is held NOT fair and proper ... ND 06.07.2029'.")
q("last_time", "sirsat writ madhe last kay zala nagpur la",
  [d("2028-10-09"), ["chart of dates", "chart"], d("2028-12-04")], [["C07", "2028-10-09"]],
  "Sirsat writ 9 oct.docx: 'AGP Bhonde filed reply ... Bhalerao J asked me for a chart of dates ... ND 04.12.2028'.",
  today="2028-10-12")
# next_date
q("next_date", "kale bhavancha dhura case pudchi tarikh?",
  [d("2029-06-14")], [["upload", "correction kale ND.txt"]],
  "correction kale ND.txt: 'ND 21.06 lihila - chuk ... Sahi pudhil tarikh 14.06.2029'. The 18/19 April note says 21.06 (wrong).")
q("next_date", "ingle bank case next kadhi ahe ani kashasathi",
  [d("2029-06-13"), ["compliance", "ots"]], [["C02", "2029-03-14"]],
  "Dispute 77-2028 roznama 14.03.2029.pdf: 'one time settlement at Rs. 1,72,500 ... S.O. 13.06.2029 for compliance'.")
q("next_date", "bandu trial next date kay",
  [d("2028-10-24")], [["C05", "2028-09-19"]], "bandu 19 sept.txt: 'bailable warrant against PW2 ... ND 24.10.2028'.",
  today="2028-09-20")
# count
q("count", "wankhade side ne akot case madhe kiti vela adjournment ghetla",
  [["2", "two", "twice", "don vela"], d("2028-12-07"), d("2029-03-08")], [["C01", "2028-12-07"], ["C01", "2029-03-08"]],
  "IMG-20281207-WA0011.jpg: 'वकील तिवारी यांनी माफी अर्ज (exemption) दिला, वेळ मागितला'; Akshay (2) 08/03/29: 'Tiwari vakil "
  "aalech nahit, junior ne adjournment magitla ... 500 costs'. Two.")
q("count", "bandu case madhe kiti witness hostile gele",
  [["2", "two", "2 hostile"], ["nilesh", "kharat"], ["bhagat", "ganesh"]], [["C05", "2028-10-24"], ["C05", "2028-12-05"]],
  "Bandu PW2 hostile.docx: 'PW2 Nilesh Kharat ... Declared hostile'; Bandu PW3 PW4 5.12.docx: 'PW3 Ganesh Bhagat ... "
  "Hostile ... So far 2 hostile (PW2, PW3)'.")
q("count", "sirsat writ chya ekun kiti tarkha zalya",
  [["4", "four"], ["allowed", "quashed"]],
  [["C07", "2028-07-24"], ["C07", "2028-08-28"], ["C07", "2028-10-09"], ["C07", "2028-12-04"]],
  "Orders of 24.07.2028 and 04.12.2028 ('The writ petition is allowed'), Akshay's chat 28/08/28, the 9 oct note: four dates.")
# yes_no
q("yes_no", "wankhade ne 143A che paise bharle ka?",
  [["not paid", "nahi bharle", "bharle nahit"], ["1,28,000", "128000", "1.28 lakh"]], [["C01", "2029-01-18"]],
  "Lahoti CW1 cross 18.01.2029.docx: '143A interim compensation (Rs. 1,28,000) NOT paid - 60 days over on 25.12'.",
  today="2029-01-20")
q("yes_no", "ingle ne OTS che paise bharle ka",
  [["bharle", "paid"], ["1,72,500", "172500", "1.725 lakh"], d("2029-04-27")],
  [["upload", "WhatsApp Chat with Dnyaneshwar Ingle Mhaisang.txt"]],
  "Ingle chat 27/04/29: 'Saheb aaj bank madhe 1,72,500 bharle. Pavti no. 5521'.")
q("yes_no", "bandu la trial chalu astana bail milali ka",
  [["rejected", "reject"], d("2029-02-27")], [["C05", "2029-02-27"]],
  "SC 61-2028 order below Exh 58.pdf (27.02.2029): 'The application is rejected. The trial be expedited.'")
# said
q("said", "gawai madam ne preliminary issue var kay order dila",
  [["not fair", "vitiated"], ["english"], ["prove the misconduct", "prove misconduct"]], [["C06", "2029-06-05"]],
  "Rafiq prelim issue order 05.06.2029.docx: 'NOT fair and proper - charge-sheet in English ... Management given "
  "opportunity to prove the misconduct'.")
q("said", "TILR mojani report madhe kay aala kale case",
  [["1.2 m", "1.2 मीटर"], ["7 r", "0.07", "7 आर"]], [["C04", "2029-02-21"], ["upload", "TILR mojani map Gat 212-213.pdf"]],
  "Kale TILR report 21.2.docx: 'old dhura shifted 1.2 m to the west; 7 R (0.07 H) of Gat 212 in Ramdas's cultivation'.")
q("said", "nagpur bench ne sirsat writ madhe final kay mhatla",
  [["quashed", "allowed"], ["attributable to the committee", "committee's delay", "delay"]], [["C07", "2028-12-04"]],
  "WP 5127-2028 judgment 04.12.2028.pdf: 'the delay ... is attributable to the Committee and not to the petitioner ... "
  "quashed and set aside. The writ petition is allowed.'")
# judge_habit
q("judge_habit", "kadu madam dar veli kay vicharte",
  [["compound", "settle"]], [["C01", "2028-07-06"], ["C01", "2028-10-26"], ["C01", "2029-03-08"]],
  "20280706_151233.jpg: 'compounding hou shakte ka?'; order 26.10.2028: 'Parties asked whether the matter can be "
  "compounded'; Akshay (2): 'Madam parat vicharat hotya compound karnar ka'.")
q("judge_habit", "wasnik saheb la seed case madhe sagla adhi kay pahije asta",
  [["committee"]], [["C03", "2028-07-27"], ["C03", "2028-10-11"]],
  "dhore CC admitted 27.7.txt: 'Wasnik saheb first question: \"seed committee cha report ahe ka?\"'; 11/10/28: "
  "'Wasnik saheb: committee report original file kara'.")
q("judge_habit", "jagtap saheb karj cases madhe kay suchavtat",
  [["ots", "one time settlement", "settlement"]], [["C02", "2028-11-22"], ["C02", "2029-01-10"]],
  "co-op 22.11.txt: 'Jagtap saheb suggested OTS'; 10-01-29: 'Jagtap saheb again: OTS kara'.")
# pending_before
q("pending_before", "dongre sahebankade maza kay pending ahe",
  [["bandu", "gawande"], d("2029-06-12"), ["351", "statement of accused"]], [["C05", "2029-04-10"]],
  "bandu PE closed 10.4.txt: 'Bandu sessions ... ND 12.06.2029 - statement of accused u/s 351 BNSS'.")
q("pending_before", "murtizapur court la apla kay matter ahe",
  [["kale"], d("2029-06-14")], [["upload", "correction kale ND.txt"], ["C04", "2029-04-18"]],
  "correction kale ND.txt: 'Kale v. Kale (Murtizapur) ... Sahi pudhil tarikh 14.06.2029'.")
# amount
q("amount", "wankhade cha cheque kiti rupayacha hota",
  [["6,40,000", "640000", "6.4 lakh", "6.40 lakh"]], [["upload", "cheque return memo Wankhade.pdf"]],
  "cheque return memo Wankhade.pdf: 'Cheque No. 002741 ... for Rs. 6,40,000/-'.")
q("amount", "dhore ne kiti nuksan bharpai magitli",
  [["3,60,000", "360000", "3.6 lakh", "3.60 lakh"]], [["C03", "2028-07-27"]],
  "dhore CC admitted 27.7.txt: 'Claim: compensation Rs. 3,60,000 (6 acre x 60,000 loss)'.")
q("amount", "kale case madhe TILR commision fee kiti bharli",
  [["4,500", "4500"]], [["C04", "2028-10-25"]],
  "murtizapur 25-10.txt: 'Commission fee Rs. 4,500 to be deposited by plaintiff - Vitthal deposited same day'.")
# pattern
q("pattern", "dhore case madhe seed company vel magat rahte ka",
  [d("2028-09-06"), d("2029-02-07"), ["1,000", "1000"]], [["C03", "2028-09-06"], ["C03", "2029-02-07"]],
  "Akshay 06/09/28: 'company (OP2) nahi aali. Reply sathi time'; order 07.02.2029: 'OP No. 2 ... seeks time for the "
  "second time ... costs of Rs. 1,000'.")
q("pattern", "bandu trial madhe APP kiti vela time magto ani kashamule",
  [d("2028-09-19"), d("2029-01-16"), ["warrant", "not served", "summons"], ["leave", "रजेवर"]],
  [["C05", "2028-09-19"], ["C05", "2029-01-16"]],
  "bandu 19 sept.txt: 'PW2 ... summons not served ... APP Meshram sought time'; IMG-20290116-WA0008.jpg: 'तपासी "
  "अधिकारी (I.O.) रजेवर. सरकारी वकील मेश्राम यांनी वेळ मागितला'.")
# counsel_pattern
q("counsel_pattern", "tiwari vakil cha akot la kay pattern ahe",
  [["exemption", "माफी"], ["500"]], [["C01", "2028-12-07"], ["C01", "2029-03-08"]],
  "Register 07.12.2028: 'माफी अर्ज (exemption) दिला, वेळ मागितला'; Akshay (2) 08/03/29: 'Tiwari vakil aalech nahit ... 500 costs'.")
q("counsel_pattern", "kothari seed company sathi nehmi kay argue karto",
  [["rainfall", "paus"], ["lab test", "sowing"]], [["C03", "2028-10-11"], ["C03", "2028-12-13"]],
  "20281011_134502.jpg: 'less rainfall & improper sowing depth ... Kothari - paus kami hota'; 13.12.2028: 'Kothari "
  "again rainfall argument; now asks for lab test'.")
# witness
q("witness", "PW4 doctor ne kay sangitla bandu case madhe",
  [["mankar"], ["head injury"], ["blunt"], ["fall on a stone", "stone"]], [["C05", "2028-12-05"]],
  "Bandu PW3 PW4 5.12.docx: 'PW4 Dr. Swati Mankar ... cause of death head injury due to hard and blunt object ... "
  "injury No. 1 possible by fall on a stone'.")
q("witness", "ingle case madhe bank cha sakshidar kon hota, cross madhe kay kabul kela",
  [["deshpande"], ["karjmafi"], ["aadhaar", "data entry"]], [["C02", "2029-01-10"]],
  "Ingle bank witness 10-01-29.docx: 'Shri Anil Deshpande, Branch Manager ... admitted that Ingle's name is in the "
  "karjmafi list; admitted that the Aadhaar mismatch was the bank's own data entry error'.")
q("witness", "rafiq case me enquiry officer ne cross me kya maana",
  [["mohod"], ["english"], ["interpreter"]], [["C06", "2029-01-25"]],
  "rafiq EO cross 25.1.txt: 'Shri Prakash Mohod ... admitted: charge-sheet and enquiry notices were only in English; "
  "no interpreter was given'.")
# open
q("open", "bandu case cha status short madhe sang",
  [["hostile"], ["rejected"], d("2029-06-12")],
  [["C05", "2028-10-24"], ["C05", "2029-02-27"], ["C05", "2029-04-10"]],
  "PW2 hostile (24.10.2028), bail Exh. 58 rejected (27.02.2029), PE closed, ND 12.06.2029 for s. 351 BNSS.")
q("open", "lahoti seth che donhi cheque case kuthe ahet",
  [["compounded", "compound"], ["2,85,000", "285000", "2.85 lakh"], d("2029-06-07")],
  [["C08", "2028-11-09"], ["C01", "2029-04-19"]],
  "SCC 1122-2028 final order: 'paid the entire amount of Rs. 2,85,000 ... Offence compounded'; week 18-19 april.docx: "
  "'SCC 418/2028 Wankhade ... ND 07.06.2029 - CW2 cross'.")
# bare (read against the matters listed on Thursday 07.06.2029)
q("bare", "wankhade", [["cw2", "santosh", "bhople", "munim"]],
  [["C01", "2029-04-19"], ["upload", "Akot JMFC board 07.06.2029.pdf"]],
  "week 18-19 april.docx: 'CW2 Santosh Bhople (munim) affidavit filed ... ND 07.06.2029 - CW2 cross'; board: 'Complainant's evidence (CW2)'.")
q("bare", "dhore", [["final args", "final arguments"]], [["C03", "2029-04-04"]],
  "IMG_20290404_170318.jpg: 'Final args pu.ta. 07.06.2029'.")
# no_record
q("no_record", "lahoti chi GST appeal chi tarikh kay ahe", NR, [],
  "Lahoti's firm has only the two cheque cases; no tax appeal in any upload.", no_record=True, absent=["gst"])
q("no_record", "bandu case madhe approver cha jabab zala ka", NR, [],
  "No approver in the sessions case; no upload names one.", no_record=True, absent=["approver"])
q("no_record", "kale suit lok adalat la gela hota ka", NR, [],
  "The boundary suit was never sent to a Lok Adalat.", no_record=True, absent=["lok adalat"])
q("no_record", "adv kulkarni barobar maze konte matters ahet", NR, [], "No Kulkarni in any upload.", no_record=True,
  absent=["kulkarni"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Akola practice (bench/practices/akola; written from the uploads' "
                    "source_text by its writer, w-akola; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
