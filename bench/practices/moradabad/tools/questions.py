"""Write questions.json for the Moradabad practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note", "not in the notes", "record me nahi", "कोई रिकॉर्ड नहीं"]]
TODAY = "2027-10-17"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"MB-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "shabana wale batware me pichli tareekh pe kya hua",
  [["arif"], ["affidavit", "حلف نامہ"], d("2027-11-20")], [["C07", "2027-10-16"]],
  "DW1 affidavit Arif 16.10.txt: 'DW1 Mohd. Arif - affidavit in chief filed ... ND 20.11.2027 - cross of DW1.'")
q("last_time", "zaidi case me last hearing pe kya hua tha",
  [["kapoor", "rohit"], ["closed", "بند"], d("2027-10-26")], [["C01", "2027-09-28"]],
  "Zaidi DW1 cross 28.09.docx: 'DW1 Rohit Kapoor — cross concluded ... Defendants' evidence closed ... Final arguments 26.10.2027.'")
q("last_time", "varshney 138 me last date pe kya hua",
  [["cross"], ["3,00,000", "300000", "3 lakh", "three lakh"], d("2027-06-04")], [["C04", "2027-04-23"]],
  "varshney CW1 cross 23 april.txt: 'CW1 Haji Naseem cross by Gupta - part ... offer kiya Rs. 3,00,000 ... ND 04.06.2027.'",
  today="2027-04-25")
# next_date
q("next_date", "rastogi kiraya case kab lagega", [d("2027-10-18"), ["order"]], [["C03", "2027-08-09"]],
  "PXL_20270809_161020.jpg: 'ACM sb: order reserved. ND 18/10 for order.'")
q("next_date", "neha wale case ki agli tareekh kya hai", [d("2027-10-21"), ["351", "statement"]], [["C06", "2027-08-19"]],
  "IO evidence 19 aug.txt: 'Next 21.10.2027 - statements of accused u/s 351 BNSS.'")
q("next_date", "ansari haji sahab ke 138 ki next date?", [d("2027-04-23")], [["upload", "correction varshney ND.txt"]],
  "correction varshney ND.txt (20.03.2027): 'next date is 23.04.2027 (Friday), NOT 30/4 as written in my diary of 19.3.'",
  today="2027-03-21")
# count
q("count", "noor metal ki GST appeal me kul kitni tareekhein lagi",
  [["4", "four", "चार"]],
  [["C02", "2026-10-29"], ["C02", "2026-12-03"], ["C02", "2027-01-14"], ["C02", "2027-02-18"]],
  "Four hearings: GST noor 29 oct.txt; chat 03/12/26 'phir date di'; arguments 14.01.2027.docx; order dated 18.02.2027.")
q("count", "rubina MACT me ab tak kitne gawah ho gaye dono taraf se",
  [["3", "three", "teen"], ["rubina"], ["aslam"], ["tyagi", "vikas"]],
  [["C05", "2027-01-20"], ["C05", "2027-04-07"], ["C05", "2027-07-21"]],
  "IMG_20270121_182233.jpg: 'PW1 Rubina ka bayan'; Rubina PW2 Aslam 07.04.docx: 'PW2 Mohd. Aslam ... examined'; chat 21/07: 'Insurance ka gawah Vikas Tyagi (investigator) aaya.'")
q("count", "neha trial me prosecution ke kitne gawah ho chuke",
  [["2", "two", "दो"], ["ram autar"], ["kamla"]], [["C06", "2026-12-10"], ["C06", "2027-02-25"]],
  "neha PW1 chief 10.12.txt: 'PW1 Ram Autar Saini'; ST402 PW2 Kamla 25.02.docx: 'PW2 Smt. Kamla ... examined' (PW3 came only on 13.05).",
  today="2027-03-01")
# yes_no
q("yes_no", "imran chhotu ko HC se bail mili ya nahi", [["granted", "allowed", "released on bail"], d("2027-01-18")],
  [["C08", "2027-01-18"]],
  "Bail order Imran 18.01.2027.pdf: 'let the applicant be released on bail ... Order Date: 18.1.2027'; chat: 'bail allowed'.")
q("yes_no", "shakir ne poora baqaya kiraya jama kar diya kya", [["26,000", "26000"], ["32,500", "32500"]],
  [["C03", "2027-01-11"], ["C03", "2027-08-09"]],
  "munshi register jan page.jpg: 'किरायेदार ने 26,000 जमा किया, बाकी 32,500'; PXL_20270809: 'balance Rs. 32,500 still not deposited'.")
q("yes_no", "zaidi me agarwal ne woh 5000 kharcha diya ki nahi", [["5,000", "5000"], ["paid"]], [["C01", "2027-04-20"]],
  "PW1 cross notes Zaidi 20.4.docx: 'Costs of Rs. 5,000 of 16.03 paid by Agarwal today.'")
# said
q("said", "neha case me doctor ne jirah me kya bola tha chot ke baare me",
  [["24 ghante", "24 hours"], ["ante mortem", "ante-mortem"]], [["C06", "2027-05-13"]],
  "PXL_20270513_114502.jpg: 'ante mortem, maut se pehle ki ... par chotein 24 ghante ke andar ki'.")
q("said", "rohit kapoor ne 4% commission pe kya maana", [["invoice value"], ["admitted"]], [["C01", "2027-08-24"]],
  "Zaidi DW1 chief 24.08.docx: 'Asked about the 4% - admitted it was on the invoice value.'")
q("said", "زبیدہ بیگم ne gawahi me hiba pe kya kaha tha", [["koi hiba nahi", "no hiba"], ["bijli", "electricity"]],
  [["C07", "2027-07-17"]],
  "IMG-20270717-WA0007.jpg: 'marhoom ne koi hiba nahi kiya ... maana ki Arif bijli ka bill bharta hai'.")
# judge_habit
q("judge_habit", "ACM sahab rent authority wale date pe baithte bhi hain?", [["vip"], d("2027-02-15")],
  [["C03", "2027-02-15"]], "WhatsApp Chat with Saqib Jr (2).txt: '15/02/27 ... ACM sb aaj nahi baithe, VIP duty.'")
q("judge_habit", "commercial court wale mishra ji adjournment pe kya karte hain",
  [["costs", "cost"], ["5,000", "5000"]], [["C01", "2027-02-09"], ["C01", "2027-03-16"], ["C01", "2027-04-20"]],
  "CS27-2026 order 09.02.2027.pdf: 'no adjournment without costs'; 20.4 docx: 'Costs of Rs. 5,000 of 16.03'.")
q("judge_habit", "pandey sb court 5 me gawah na aaye to kya karte hain",
  [["cmo", "मुख्य चिकित्सा अधिकारी"], ["ssp"]], [["C06", "2027-04-08"], ["C06", "2027-05-13"]],
  "ST402 order 08.04.2027.pdf: 'मुख्य चिकित्सा अधिकारी, मुरादाबाद के माध्यम से साक्षी को तलब'; PXL 13/5: 'SSP Bareilly ke through summons'.")
# pending_before
q("pending_before", "ADJ 5 me mera kya pending hai", [["neha", "chauhan", "402"], d("2027-10-21")],
  [["C06", "2027-08-19"]], "IO evidence 19 aug.txt: 'ST 402/26 - Neha dowry death - Court 5 ... Next 21.10.2027'.")
q("pending_before", "acjm 3 madam ke yahan kaunsa matter hai apna", [["varshney", "ansari"], d("2027-10-22")],
  [["C04", "2027-08-27"]], "varshney CW2 bank 27.8.txt: 'ACJM 3 - Ansari v Varshney ... ND 22.10.2027'.")
# amount
q("amount", "varshney wala cheque kitne ka tha", [["4,62,500", "462500", "4.625 lakh", "4.62 lakh"]],
  [["upload", "BOB return memo Varshney.pdf"]], "BOB return memo: 'Cheque No. 771904 dated 12.05.2026 for Rs. 4,62,500/-'.")
q("amount", "noor metal ko appeal me kitna ITC mila aur kitna gaya", [["5,12,900", "512900"], ["1,71,420", "171420"]],
  [["C02", "2027-02-18"]], "Appeal order: 'ITC of Rs. 5,12,900 on them is allowed ... ITC of Rs. 1,71,420 is not allowed'.")
q("amount", "rubina ke case me insurance ne kitne ka offer diya tha",
  [["24,50,000", "2450000", "24.5 lakh", "24 lakh 50"]], [["C05", "2027-05-19"]],
  "MACT 211-2026 order 19.05.2027.pdf: 'willing to pay Rs. 24,50,000 in full and final settlement'.")
# pattern
q("pattern", "varshney ki taraf se har baar kya chalta hai us 138 me", [["bw", "warrant", "वारंट"], ["security"]],
  [["C04", "2026-12-04"], ["C04", "2027-03-19"], ["C04", "2027-04-23"]],
  "Chat 04/12/26: 'BW 10,000 ka jaari kiya'; IMG_20270319: 'Defence = security cheque'; 23 april: 'blank security cheque'.")
q("pattern", "rubina MACT me insurance ka har baar ek hi point kya raha", [["licence", "license"], ["lmv"]],
  [["C05", "2026-10-28"], ["C05", "2027-04-07"], ["C05", "2027-07-21"]],
  "rubina MACT 28.10.txt: 'driver Rampal had LMV licence only, not HGV'; 07.04 docx: 'only on the licence'; chat 21/07: 'licence ... verify hi nahi karaya'.")
# counsel_pattern
q("counsel_pattern", "naushad ali vakeel usually kya karta hai kiraye wale case me",
  [["time"], ["inspection", "मौका"], ["karigar"]],
  [["C03", "2026-11-02"], ["C03", "2027-03-29"], ["C03", "2027-07-05"], ["C03", "2027-08-09"]],
  "rastogi 29.3: 'Wasim is only his karigar ... application for spot inspection'; chat (2) 05/07: 'objection ke liye time liya'.")
q("counsel_pattern", "saxena insurance wale vakil ka style kya hai", [["licence"], ["24,50,000", "2450000"], ["aamdani", "income"]],
  [["C05", "2027-01-20"], ["C05", "2027-04-07"], ["C05", "2027-05-19"]],
  "IMG_20270121: 'Saxena ka cross: Salim ki aamdani ka saboot?'; 07.04 docx: 'only on the licence'; order 19.05: 'Rs. 24,50,000'.")
# witness
q("witness", "नेहा केस में IO कौन था", [["rakesh tomar", "tomar"]], [["C06", "2027-08-19"]],
  "IO evidence 19 aug.txt: 'PW4 SI Rakesh Tomar (IO) came from Bareilly.'")
q("witness", "arif ke hisaab se hibe ke gawah kaun the", [["jameel", "jamil"], ["younus", "yunus"]], [["C07", "2027-10-16"]],
  "DW1 affidavit Arif 16.10.txt: 'before Hafiz Jameel Ahmad and Mohd. Younus'.")
q("witness", "zaidi case me PW2 kaun tha, kya prove kiya", [["faizan"], ["bills of lading", "bill of lading"]],
  [["C01", "2027-07-13"]], "zaidi PW2 13 july.txt: 'PW2 Faizan Ahmad (export manager ...) - proved 3 bills of lading'.")
# open
q("open", "peerzada karkhana eviction ka poora haal batao", [["sub-letting", "subletting", "sub-let"], ["wasim"], d("2027-10-18")],
  [["upload", "notice Shakir kiraya.docx"], ["C03", "2027-07-05"], ["C03", "2027-08-09"]],
  "PXL_20270809: 'sub-letting w/o written consent - amin report, Wasim's GST regn ... ND 18/10 for order'.")
q("open", "rubina ke claim ka summary de do", [["48,50,000", "4850000", "48.5 lakh"], ["pakbara"], d("2027-10-27")],
  [["C05", "2026-10-28"], ["C05", "2027-09-15"]],
  "rubina MACT 28.10.txt: 'NH-9 Pakbara ... Claim Rs. 48,50,000'; rubina args 15.9.txt: 'ND 27.10.2027'.")
# bare
q("bare", "rastogi", [d("2027-10-18")], [["C03", "2027-08-09"]], "PXL_20270809_161020.jpg: 'ND 18/10 for order.'")
q("bare", "zaidi", [d("2027-10-26"), ["final arguments", "arguments"]], [["C01", "2027-09-28"]],
  "Zaidi DW1 cross 28.09.docx: 'Final arguments 26.10.2027.'")
# no_record
q("no_record", "lakdi fazalpur wale karkhane ka pollution board wala case kab hai", NR, [],
  "No pollution-board matter in any upload.", no_record=True, absent=["pollution"])
q("no_record", "neha trial me accused ko discharge mila tha kya", NR, [],
  "Charges were framed on 05.11.2026; no discharge anywhere.", no_record=True, absent=["discharge"])
q("no_record", "hartmann ne counter claim kitne ka daala tha", NR, [],
  "D1 filed no WS at all; D2 made no counter-claim.", no_record=True, absent=["counter claim", "counter-claim", "counterclaim"])
q("no_record", "sharafat husain vakeel ke saath mera konsa case chal raha", NR, [], "No Sharafat in any upload.",
  no_record=True, absent=["sharafat"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Moradabad practice (bench/practices/moradabad; written from the uploads' "
                    "source_text by its writer, practice116; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
