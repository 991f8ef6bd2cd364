"""Write questions.json: questions typed the way this chamber types them, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str) -> list[str]:
    """A date in the forms a Delhi lawyer writes or reads it (day first)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd:02d}.{mm:02d}.{yy:02d}", f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}",
             f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}", f"{dd}{suffix} {LONG[mm - 1]}",
             f"{dd}{suffix} {MONTHS[mm - 1]}", f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


def rs(*forms: str) -> list[str]:
    return list(forms)


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "nothing on record"]]

TODAY = "2026-11-30"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"DL-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


q("last_time", "kamla aunty wale shop case ch aakhri date te ki hoya si?",
  [d("2026-08-14"), ["dismiss"], d("2027-02-14") + ["six months", "6 months"]],
  [["C03", "2026-08-14"]],
  "20260814_171201.jpg (14/8): 'LTD application DISMISSED. Eviction order u/s 14(1)(e) ... possession after 14.02.2027'; "
  "RC order of 14.08.2026: 'six months from today in terms of Section 14(7)'.")
q("next_date", "batra wale suit di agli tareekh? kis liye lagi hai?",
  [d("2026-12-03"), ["final arg", "final argument", "arguments"]],
  [["C02", "2026-10-15"]],
  "20261015_190015.jpg: 'Final args - NDOH 03.12.26'.")
q("next_date", "kamla aunty da order kadon aana?",
  [d("2026-08-14")],
  [["C03", "2026-07-13"], ["upload", "20260715_185840.jpg"]],
  "Asked 20.07.2026. 13.07 note says 'Reader gave NDOH 10.08.26'; 15/7 note: 'Kamla aunty: NDOH changed to 14.08.26 - NOT 10/8'.",
  today="2026-07-20")
q("next_date", "batra suit PW2 wali date kehdi hai?",
  [d("2026-05-14")],
  [["C02", "2026-03-19"], ["upload", "20260406_191120.jpg"]],
  "Asked 10.04.2026. 19.3.26.txt wrote 'NDOH 12/5 - PW2'; 06.04.26 note: 'Batra suit - NDOH changed to 14/5 (not 12/5 ...)'.",
  today="2026-04-10")
q("yes_no", "pinnacle wale 3000 costs de gaye ke nahi?",
  [["not paid", "not yet", "unpaid", "still not", "nahi", "not been paid"], ["3,000", "3000"], d("2026-10-12")],
  [["C05", "2026-10-12"], ["upload", "week plan 30 nov.txt"]],
  "12.10 saket.txt: 'costs Rs 3,000 payable to complainant ... Bawa said costs will be paid on next date'; week plan (26.11): "
  "'3000 costs of 12/10 still not paid'.")
q("yes_no", "kestrel ne 50% deposit kar ditta si?",
  [["yes", "deposited", "haan", "made"], rs("24,30,000", "2430000", "24.30 lakh", "24.3 lakh"), d("2026-01-20")],
  [["C01", "2026-02-18"]],
  "HC 18.02.26.docx: 'Deposit of Rs 24,30,000 made by Kestrel on 20.01.2026 (Registry report on record)'.")
q("yes_no", "neelam ma'am nu poori gratuity mil gayi?",
  [rs("13,54,000", "1354000", "13.54 lakh"), rs("1,26,000", "126000", "1.26 lakh"), ["leave encashment"]],
  [["upload", "WhatsApp Chat - Neelam Rawat Maam/_chat.txt"]],
  "_chat.txt 20/11/26: 'Rs 13,54,000 credited ... They have cut 1,26,000. Leave encashment nothing yet.'")
q("said", "tejinder ji ne mediation de offer baare ki keha si?",
  [rs("2,00,000", "2 lakh", "200000"), rs("40,000", "40000"), ["3,85,000", "385000", "3.85 lakh", "3.85"]],
  [["C05", "2026-07-06"]],
  "6.7.26.txt: 'accused offered Rs 2,00,000 full & final, Tejinder ji wanted full 3,85,000 + Rs 40,000 kharcha'; WhatsApp "
  "06/07/26: 'Pinnacle wale 2 lakh hi de rahe si ... Maine mana kar ditta'.")
q("said", "order ke baad nagpal ne bahar kya bola tha kamla aunty wale case mein?",
  [["high court"]],
  [["C03", "2026-08-14"]],
  "20260814_171201.jpg: 'Nagpal told me outside \"we will go to High Court\"'.")
q("said", "KSB J ne neelam ma'am de matter ch pehli date te ki remark keeta si?",
  [["retired teacher"], d("2026-07-08")],
  [["C06", "2026-07-08"]],
  "20260708_190210.jpg: 'KSB J (orally): \"Why should a retired teacher run to court for her gratuity?\"'.")
q("witness", "batra ne apne cross ch ki ki mannaya?",
  [["signature"], rs("8 lakh", "8,00,000", "800000"), ["no receipt", "koi likhat nahi", "no written", "nothing in writing", "no witness"]],
  [["C02", "2026-09-03"], ["C02", "2026-10-15"]],
  "20260903_192250.jpg: 'ADMITS signature on pronote ... admits receiving 8 lakh RTGS ... returned in cash, no receipt, no witness'; "
  "20261015: 'DW1: \"koi likhat nahi hai\"'.")
q("witness", "harmeet ji ne cross ch ki keha si?",
  [["rajouri garden"], ["written before", "before he signed", "amount was written"]],
  [["C02", "2026-07-09"]],
  "IMG-20260710-WA0002.jpg: '\"Batra ji signed in Tejinder ji's office, Rajouri Garden, on 15 March 2023, amount was written before he signed\"'.")
q("count", "batra case ch nagpal ne kinni vaari time leya te costs kinne lagey?",
  [["two", "twice", "2 times", "do baar", "2 baar"], rs("3,000", "3000"), rs("5,000", "5000")],
  [["C02", "2025-12-05"], ["C02", "2026-05-14"]],
  "5.12: 'Nagpal ... busy in HC ... costs Rs 3000'; 14.05.2026 order: 'costs of Rs. 5,000/- payable to PW2'. No other adjournment of his in C02.")
q("counsel_pattern", "nagpal saade against kithe kithe hai? har jagah time mangda?",
  [["batra"], ["kamla", "ahuja", "garg", "malviya"], ["three", "3 times", "thrice", "teen", "3 baar"]],
  [["C02", "2025-12-05"], ["C02", "2026-05-14"], ["C03", "2026-02-09"]],
  "Nagpal for Batra (C02) and Garg (C03). Time sought: 05.12.2025 (busy in HC), 14.05.2026 (mother's surgery), "
  "09.02.2026 (rejoinder, 'busy in HC').")
q("judge_habit", "tanwar sahab de court ch witness kinne vaje bulana? hor ki dhyan rakhna?",
  [["after lunch", "2 pm", "2 p.m.", "lunch ke baad"], ["original"]],
  [["C02", "2025-12-05"], ["C02", "2026-05-14"]],
  "20260514: 'evidence only after lunch in this court - keep witnesses from 2 pm'; 5.12: 'originals of bank stmt also bring'.")
q("judge_habit", "AS J ke saamne kya dhyan rakhna hai filing mein?",
  [["five pages", "5 pages"], ["three days", "3 days"]],
  [["C01", "2026-02-18"]],
  "HC 18.02.26.docx: 'a synopsis, not more than five pages, three days before the next date'.")
q("judge_habit", "भारद्वाज मैडम के यहाँ complainant absent हो तो क्या करती हैं?",
  [["costs"], rs("2,000", "2000")],
  [["C05", "2026-01-12"], ["C05", "2026-03-09"]],
  "NI act 12 jan.txt: 'complainant must be present personally next date, no exemption'; 9 march saket.txt: 'costs Rs 2000 payable to accused'.")
q("pending_before", "3 dec ton pehlan batra layi ki ki baaki hai?",
  [["synopsis"], ["itr"], ["118"]],
  [["upload", "week plan 30 nov.txt"], ["C02", "2026-10-15"]],
  "week plan: 'Synopsis ready? - NO ... Judgments: s.118 NI Act presumption ... ITR copy STILL pending'.")
q("pending_before", "9 dec tak neelam ma'am wale writ ke liye kya tayyar karna hai?",
  [rs("1,26,000", "126000", "1.26 lakh"), rs("6,12,400", "612400", "6.12 lakh"), rs("10,000", "10000")],
  [["upload", "week plan 30 nov.txt"], ["upload", "WhatsApp Chat - Neelam Rawat Maam/_chat.txt"]],
  "week plan: 'application / short affidavit showing 1,26,000 deducted + leave encashment 6,12,400 unpaid + costs 10,000 unpaid'.")
q("amount", "kestrel wala award kinne da si? escalation kinni?",
  [rs("48,60,000", "4860000", "48.60 lakh", "48.6 lakh"), rs("6,20,000", "620000", "6.20 lakh", "6.2 lakh"), ["9%", "9 %", "nine percent"]],
  [["upload", "Award Kestrel v Sehgal - operative part.pdf"]],
  "Award para 112: '(b) Rs. 6,20,000/- towards price escalation ... (c) total Rs. 48,60,000/- with simple interest at 9%'.")
q("amount", "aman di bail kinne de bond te hoyi si, conditions ki ne?",
  [rs("50,000", "50000"), ["one surety", "1 surety", "ek surety"], ["leave delhi", "delhi/ncr", "delhi ncr", "without permission"]],
  [["C04", "2026-06-19"]],
  "Bail order 19.06.2026: 'personal bond of Rs. 50,000/- with one surety ... shall not leave Delhi/NCR without permission'.")
q("amount", "batra nu kinna paisa ditta si te kiven?",
  [rs("12,75,000", "1275000", "12.75 lakh"), rs("8,00,000", "800000", "8 lakh"), rs("4,75,000", "475000", "4.75 lakh"), ["rtgs"]],
  [["upload", "pronote Batra.jpg"], ["upload", "HDFC stmt extract Anand Caterers.pdf"]],
  "Pro-note 15.03.2023: 'Rs. 12,75,000 ... (Rs. 8,00,000/- by RTGS and Rs. 4,75,000/- by cheque)'; HDFC: RTGS 14/03/23, chq 771208 16/03/23.")
q("open", "aman khurana wali FIR mein allegation kya hai exactly?",
  [rs("7,40,000", "740000", "7.40 lakh", "7.4 lakh"), ["11 customers", "eleven customers", "11 customer"], ["zenlux"]],
  [["upload", "FIR 318-2026 PS Malviya Nagar.pdf"]],
  "FIR 0318/2026: 'collected booking amounts from 11 customers ... Total amount Rs. 7,40,000/-'; complainant GM of Zenlux Motors.")
q("open", "pinnacle case da poora haal dasso, ajj ki hona?",
  [["last opportunity", "last opp", "last chance"], ["juneja"], rs("3,000", "3000")],
  [["C05", "2026-08-24"], ["C05", "2026-10-12"]],
  "12.10 saket.txt: 'DW1 Gaurav Juneja NOT present ... costs Rs 3,000 ... LAST OPPORTUNITY for DE ... NDOH 30.11.26 DE'.")
q("bare", "DE?",
  [["pinnacle", "anand caterers", "6612"], ["juneja"]],
  [["C05", "2026-10-12"], ["upload", "causelist MM NI-03 Saket 30.11.2026.pdf"]],
  "Cause list 30.11.2026, item 15 'FOR DEFENCE EVIDENCE ... Anand Caterers Vs. Pinnacle Banquets LLP'; witness DW1 Gaurav Juneja.")
q("last_time", "aman bail ch pichli date te ki hoya?",
  [d("2026-06-11"), ["in person"], d("2026-06-16")],
  [["C04", "2026-06-11"]],
  "Asked 12.06.2026. aman bail 11-6.txt: 'IO ne reply file nahi kiya ... IO SI Rakesh Dahiya to appear IN PERSON ... NDOH 16/6'.",
  today="2026-06-12")
q("pattern", "hun tak kinne matters ch doosri side te costs lagiyan?",
  [["kestrel", "sehgal"], ["batra"], ["pinnacle", "anand caterers"], ["neelam", "rawat", "doe", "directorate"]],
  [["C01", "2026-04-22"], ["C02", "2025-12-05"], ["C02", "2026-05-14"], ["C05", "2026-10-12"], ["C06", "2026-08-26"]],
  "Costs on the other side: Kestrel Rs 20,000 (22.04), Batra Rs 3,000 (05.12.2025) and Rs 5,000 (14.05), Pinnacle Rs 3,000 "
  "(12.10), DoE Rs 10,000 (26.08). (Costs on us: Pinnacle Rs 2,000 on 09.03, not asked.)")
q("said", "devinder ji nu company waleyan de phone baare ki advice ditti si?",
  [["block"], ["screenshot"]],
  [["upload", "WhatsApp Chat with Devinder Khurana.txt"]],
  "22/06/26: 'Aman kisi se baat nahi karega - condition hai bail ki. Number block karo, aur calls ka screenshot rakho.'")
q("yes_no", "kestrel ne rejoinder file kar ditta?",
  [["not filed", "not yet", "nahi", "no rejoinder", "has not been filed"], rs("20,000", "20000"), ["two weeks", "2 weeks"]],
  [["C01", "2026-04-22"]],
  "Asked 25.04.2026. Order 22.04.2026: 'The rejoinder has also not been filed ... costs of Rs. 20,000/- ... within two weeks, as a last opportunity'.",
  today="2026-04-25")
q("amount", "neelam writ ch costs kinni lagi te kis te?",
  [rs("10,000", "10000"), ["respondent", "doe", "department", "directorate", "gnctd"]],
  [["C06", "2026-08-26"]],
  "Asked 01.09.2026. 26.8.26 HC.docx: 'costs Rs 10,000 on respondents payable to petitioner within 2 weeks'.",
  today="2026-09-01")
q("next_date", "नीलम मैम वाले केस की अगली तारीख क्या है?",
  [d("2026-12-09"), ["compliance"]],
  [["C06", "2026-10-07"]],
  "Order 07.10.2026: 'List for compliance on 09.12.2026'.")
q("count", "बत्रा केस में अब तक कितने गवाह हुए?",
  [["three", "3 witnesses", "teen", "3 gawah"], ["dw2", "kakkar"]],
  [["C02", "2026-03-19"], ["C02", "2026-07-09"], ["C02", "2026-10-15"]],
  "PW1 Tejinder (discharged 19.03), PW2 Harmeet (09.07), DW1 Batra (concluded 15.10); DW2 Sunil Kakkar dropped.")
q("no_record", "sehgal award ch kestrel ne supreme court ch SLP paayi?",
  NR, [], "No upload mentions the Supreme Court or an SLP.", no_record=True, absent=["supreme court", "slp"])
q("no_record", "gurnam singh partition suit di next date kadon hai?",
  NR, [], "No case, party or note named Gurnam or a partition suit.", no_record=True, absent=["gurnam", "partition"])
q("no_record", "pinnacle case mein 143A interim compensation kitna mila?",
  NR, [], "No s. 143A application or interim compensation in C05 or anywhere.", no_record=True,
  absent=["143a", "interim compensation"])
q("no_record", "adv sodhi kehde matter ch saade opposite hai?",
  NR, [], "No counsel, party or note named Sodhi.", no_record=True, absent=["sodhi"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Delhi practice (bench/practices/delhi; written from the uploads' "
                    "source_text by its writer; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
