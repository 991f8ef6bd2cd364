"""Write questions.json for the Nellore practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the chamber's 21/3 when `short`)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}",
             f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    forms += [f"{dd}-{mm}-{yyyy}", f"{dd}-{mm}-{yy}"]  # the Nellore docket's 3-11-27
    return list(dict.fromkeys(forms))

NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "record ledu", "no note", "not in the notes"]]
TODAY = "2028-03-21"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"NL-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


def no(text, term, checked):
    q("no_record", text, NR, [], checked, no_record=True, absent=[term])


# last_time
q("last_time", "penchalamma case lo last time em ayindi",
  [d("2028-02-24"), ["prabhakar", "investigator", "rw1"], d("2028-03-21")], [["C01", "2028-02-24"]],
  "MVOP 412 of 2026 proceedings 24.02.2028.pdf: 'RW1 Sri T. Prabhakar, private investigator ... For arguments. Call on 21-03-2028.'")
q("last_time", "sujatha partiton suit last vaayida lo em jarigindi",
  [d("2028-03-13"), ["poultry shed", "shed"], d("2028-04-10")], [["C05", "2028-03-13"]],
  "sujatha commissioner report 13.3.txt: 'report filed ... poultry shed ... on Ac. 0.40 cents ... ND 10.04.2028'.")
q("last_time", "prasad bail sessions court lo last time em ayindi",
  [d("2027-08-25"), ["dismissed", "కొట్టివేశారు", "rejected"]], [["C06", "2027-08-25"]],
  "Crl.M.P. 2214-2027 order 25.08.2027.pdf: 'The petition is dismissed.'; register 25.08.2027: 'బెయిల్ కొట్టివేశారు'.",
  today="2027-08-30")
# next_date
q("next_date", "mastan vali RTC case award eppudu",
  [d("2028-04-05"), ["award", "reserved", "orders"]], [["C02", "2028-03-08"]],
  "08.03 MACT mastan args.txt: '\"award ki posted\". Reserved. Award 05.04.2028.'")
q("next_date", "sujatha OS next date enti? PW1 cross",
  [d("2027-11-22")], [["upload", "correction sujatha ND.txt"]],
  "correction sujatha ND.txt: 'ND 29.11 ani rasanu - tappu ... correct next vaayida 22.11.2027'. The 18.10 diary says 29.11 (wrong).",
  today="2027-10-20")
q("next_date", "ramanaiah labour court nxt vaayida eppudu, dheniki",
  [d("2028-03-24"), ["arguments"]], [["C03", "2028-02-11"]],
  "WhatsApp Chat with Sai Teja Jr (2).txt 11/02/28: 'Harinath sir time adigaru arguments ki ... ND 24/03/28'.")
# count
q("count", "RTC vallu counter veyyadaniki enni sarlu time teesukunnaru mastan case lo",
  [["2", "two", "twice", "rendu"]], [["C02", "2027-03-31"], ["C02", "2027-04-28"]],
  "Register 31.03.2027: 'కౌంటర్ కు సమయం అడిగారు'; Sai Teja chat 28/04/27: 'RTC counter malli veyyaledu'; mastan counter 23.6.txt: '2 vaayidalu teesukunnaka'.")
q("count", "nagarjuna cheque case lo accused enni sarlu exemption teeskunnadu",
  [["3", "three", "thrice", "moodu"]], [["C04", "2027-07-12"], ["C04", "2027-11-08"], ["C04", "2028-01-24"]],
  "Sreenivasulu chat 12/07/27: 'Rafi exemption petition vesadu'; 08/11/27: 'exemption'; Sai Teja chat 24/01/28: 'exemption petition vesaru'.")
q("count", "penchalamma case lo mana side witnesses entha mandi examine ayyaru",
  [["3", "three", "moodu"]], [["C01", "2027-06-16"], ["C01", "2027-09-29"], ["C01", "2027-11-17"]],
  "PW1 Penchalamma (16.06.2027 docx), PW2 Shaik Khaja (29.09.27 diary), PW3 Anil Kumar Jain (docket 17-11-2027: 'Petitioners' side evidence closed').")
# yes_no
q("yes_no", "nagarjuna 143A dabbu kattada?",
  [["not paid", "kattaledu", "has not paid", "no"], ["1,28,000", "128000", "1.28 lakh"]], [["C04", "2028-02-28"]],
  "20280228_181544.jpg: '143A dabbu 1,28,000 inka kattaledu! Recovery petition ... file cheyyali.'")
q("yes_no", "sarojini appeal lo claimants dabbu withdraw cheyyocha",
  [["yes", "permitted", "allowed"], ["5,60,000", "560000", "5.6 lakh", "5.60 lakh"]], [["C08", "2027-11-10"]],
  "WhatsApp Chat with Kalyan HC Amaravati.txt 10/11/27: 'withdrawal petition allowed - claimants 5,60,000 withdraw cheyyochu'.")
q("yes_no", "mill vallu registers produce chesara labour court lo?",
  [["ledu", "not produced", "తేలేదు", "no"], ["adverse inference"]], [["C03", "2027-11-12"]],
  "Register 12.11.2027: 'హాజరు రిజిస్టర్లు ... తేలేదు ... adverse inference'; Pothuraju chat 12/11/27: 'Ledu. Malli time adigaru'.",
  today="2027-11-15")
# said
q("said", "PW2 khaja em cheppadu penchalamma case lo",
  [["venaka nunchi", "behind", "from the back"]], [["C01", "2027-09-29"]],
  "20270929_162245.jpg: 'PW2 Shaik Khaja examined - lorry venaka nunchi guddindi'.")
q("said", "MW1 srihari cross lo em oppukunnadu",
  [["charge sheet"], ["domestic enquiry", "enquiry"]], [["C03", "2027-12-17"]],
  "I.D. 23-2026 proceedings 17.12.2027.pdf: 'MW1 admits that no charge sheet was issued and no domestic enquiry was held.'")
q("said", "nagarjuna 313 lo em chepadu",
  [["security"], ["cash"]], [["C04", "2028-02-28"]],
  "20280228_181544.jpg: '\"cheque security kosam icchanu, feed dabbu cash lo kattanu\"'.")
# judge_habit
q("judge_habit", "anjaneyulu garu MACT lo prathi sari em adugutaru",
  [["lok adalat"]], [["C01", "2027-04-21"], ["C02", "2027-06-23"]],
  "20270421_173010.jpg: 'Jadji garu adigaru: \"Lok Adalat lo try chesara?\"'; mastan counter 23.6.txt: 'malli adigaru \"Lok Adalat ki vellara?\"'.")
q("judge_habit", "PDJ garu partition suits lo usually em chestaru",
  [["mediation"], ["passbook"]], [["C05", "2027-04-05"], ["C05", "2027-06-14"]],
  "20270405_164020.jpg: 'PDJ garu pattadar passbook original adigaru'; sujatha OS 14.6 mediation.txt: 'referred the suit to mediation'.")
q("judge_habit", "sravani madam accused raakapothe em chestaru",
  [["nbw", "non-bailable warrant", "warrant"]], [["C04", "2027-03-29"]],
  "IMG-20270331-WA0003.jpg: 'ముద్దాయి నాగార్జున రాలేదు. మేడమ్ గారు NBW ఇచ్చారు.'")
# pending_before
q("pending_before", "anjaneyulu garu daggara mana matters emi pending unnai",
  [["penchalamma", "412"], ["mastan", "88"]], [["C01", "2028-02-24"], ["C02", "2028-03-08"]],
  "Docket 24-02-2028 MVOP 412/2026 'For arguments'; 08.03 MACT mastan args.txt MVOP 88/27 'Award 05.04.2028'.")
q("pending_before", "HC amaravati lo ippudu pending emunnai",
  [["sarojini", "macma", "1904"], d("2028-04-12")], [["C08", "2028-02-16"]],
  "WhatsApp Chat with Kalyan HC Amaravati.txt 16/02/28: 'MACMA 1904 not reached today ... Adjourned to 12/04/28'. Prasad's HC bail was granted 20.10.2027.")
# amount
q("amount", "penchalamma husband salary entha chupinchamu",
  [["28,500", "28500"]], [["upload", "IMG_20260904_113012.jpg"]],
  "IMG_20260904_113012.jpg: 'His gross salary was Rs. 28,500/- ... per month'.")
q("amount", "mastan medical bills total entha",
  [["2,84,600", "284600", "2.84 lakh", "2.85 lakh"]], [["C02", "2027-08-04"]],
  "Mastan Vali PW1 04.08.2027.docx: 'Total of the medical bills: Rs. 2,84,600'.")
q("amount", "commissioner bhaskar rao ki fees entha ichamu sujatha case",
  [["15,000", "15000"]], [["C05", "2028-01-03"], ["upload", "IMG20280110123015.jpg"]],
  "IA 412-2027 order: 'remuneration Rs. 15,000/- to be paid by the petitioner'; receipt 10-01-2028: 'Rs. 15,000/-'.")
# pattern
q("pattern", "sujatha case lo defendants cross ni ela laagaru",
  [["out of station", "defer"], ["1,000", "1000"]], [["C05", "2027-08-30"], ["C05", "2027-10-18"]],
  "Sujatha PW1 chief 30.8.docx: 'asked to defer cross - \"client out of station\"'; 18.10.27 diary: 'Venkateswarlu raaledu - ... Rs. 1,000 costs'.")
q("pattern", "nagarjuna court ki vastunnada asalu? pattern enti",
  [["absent", "raaledu", "రాలేదు"], ["exemption"], ["nbw"]],
  [["C04", "2027-03-29"], ["C04", "2027-11-08"], ["C04", "2028-01-24"]],
  "Register 29.03.2027: 'రాలేదు ... NBW'; Sreenivasulu chat 08/11/27: 'raaledu, exemption'; Sai Teja chat 24/01/28: 'malli absent ... exemption'.")
# counsel_pattern
q("counsel_pattern", "RTC koteswara rao lawyer eppudu em antadu",
  [["depot manager"], ["instructions"]], [["C02", "2027-04-28"], ["C02", "2027-06-23"]],
  "Sai Teja chat 28/04/27: 'depot manager nunchi instructions raaledu'; mastan counter 23.6.txt: '\"Depot Manager instructions ivvaledu sir\"'.")
q("counsel_pattern", "harinath management side tactics enti",
  [["abandonment"], ["raaledu", "time adigaru", "time"]], [["C03", "2027-03-26"], ["C03", "2027-07-16"], ["C03", "2028-02-11"]],
  "Register 26.03.2027: 'కౌంటర్ వేశారు (abandonment అని)'; Sai Teja chat 16/07/27: 'Harinath sir raaledu'; 11/02/28: 'time adigaru arguments ki'.")
# witness
q("witness", "mastan case lo doctor evaru, disability entha",
  [["sunitha"], ["30%", "30 %", "30 per"]], [["C02", "2027-11-03"]],
  "MVOP 88-2027 docket 03.11.2027.pdf: 'PW2 Dr. B. Sunitha ... permanent partial disability at 30%'.")
q("witness", "insurence investigator peru enti penchalamma case",
  [["prabhakar"]], [["C01", "2028-02-24"]],
  "MVOP 412 of 2026 proceedings 24.02.2028.pdf: 'RW1 Sri T. Prabhakar, private investigator deputed by R3'.")
q("witness", "sujatha case lo village peddamanishi witness evaru",
  [["kondaiah"]], [["C05", "2027-11-22"]],
  "Sujatha PW1 cross PW2 22.11.2027.docx: 'PW2 Pothireddy Kondaiah (village elder, 72) examined'.")
# open
q("open", "ramanaiah mill case full status cheppu",
  [["enquiry"], ["abandon"], d("2028-03-24")], [["C03", "2027-12-17"], ["C03", "2028-02-11"], ["C03", "2027-03-26"]],
  "Proceedings 17.12.2027: 'no domestic enquiry'; register 26.03.2027: 'abandonment'; Sai Teja chat 11/02/28: 'ND 24/03/28'.")
q("open", "chevuru prasad bail motham em ayindi",
  [["dismissed"], ["allowed", "enlarged on bail", "granted"], ["sunday"]], [["C06", "2027-08-25"], ["C07", "2027-10-20"]],
  "Sessions order 25.08.2027: 'dismissed'; Crl.P. 8120-2027 order: 'enlarged on bail ... every Sunday ... eight weeks ... allowed'.")
# bare (typed in court on the lawyer's day)
q("bare", "penchalamma", [["arguments"], d("2028-03-21")],
  [["C01", "2028-02-24"], ["upload", "cause list MACT IV ADJ 21.03.2028.pdf"]],
  "Cause list 21-03-2028: 'FOR ARGUMENTS 2. M.V.O.P. 412/2026 Vanka Penchalamma'; docket 24-02-2028: 'Call on 21-03-2028'.")
q("bare", "nagarjuna DW", [["dw1", "defence evidence", "accountant"], d("2028-03-21")], [["C04", "2028-02-28"]],
  "20280228_181544.jpg: 'DW1 ga tana accountant ni pilustanu annadu ... ND 21.3.28 - DE.'")
# no_record
no("ongole lorry claim lo insurance counter vesara", "ongole",
   "No Ongole claim in any upload; the practice's claims are Kovur (C01) and Buchireddypalem (C02).")
no("sujatha case lo injunction petition em ayindi", "injunction",
   "C05 is a partition suit; no injunction application in any upload (the I.A. was for an Advocate Commissioner).")
no("prasad anticipatory bail petition status", "anticipatory",
   "Prasad was arrested; C06 and C07 were regular bails. No anticipatory bail anywhere.")
no("advocate chalapathi tho mana cases emunnai", "chalapathi", "No Chalapathi in any upload.")

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Nellore practice (bench/practices/nellore; written from the uploads' "
                    "source_text by its writer, practice 127; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
