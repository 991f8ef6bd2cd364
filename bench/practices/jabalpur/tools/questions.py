"""Write questions.json for the Jabalpur practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; 9/12 when `short`)."""
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
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note"]]
THREE = [["3", "three", "teen"]]
TODAY = "2026-12-04"
WEEK = ["upload", "backlog/2026-11/week plan 7-12 dec.txt"]
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"J-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "ramesh ahirwar wale writ me pichli peshi pe kya hua?",
  [d("2026-11-16"), ["renewal"], ["in part", "part heard", "part-heard", "partly"]], [["C01", "2026-11-16"]],
  "WP Ahirwar 16.11.docx: 'asked Chourasia for the list of contract renewals of 2025 ... Arguments in part. NDOH 11.01.2027.'")
q("last_time", "savitri bai ke mact me last date ko kya hua",
  [d("2026-11-28"), ["closed", "closes", "close"], ["arguments", "argument", "bahas"]], [["C06", "2026-11-28"]],
  "MCC 462-25 order sheet copy.pdf, 28.11.2026: 'NAW2 (clerk, RTO Mandla) not present. Counsel for N.A. 3 closes evidence. For final arguments on 15.12.2026.'")
q("last_time", "bhagwandas ka SA pichhli baar kab laga tha, kya hua tha",
  [d("2026-04-24"), ["record"]], [["C03", "2026-04-24"]],
  "SA 24.4.txt: 'Arvind Mishra ne time liya ... Gupta J: record of courts below mangaya'. Asked before the 21.08 hearing.",
  today="2026-08-20")
# next_date
q("next_date", "kamla ji wali eviction ki agli peshi kab h?",
  [d("2026-12-09"), ["tenant", "kirayedar", "harish", "evidence", "affidavit", "last chance"]], [["C07", "2026-11-18"]],
  "WhatsApp Chat with Kamla Devi Khare.txt, 18/11: 'Harish ki taraf se affidavit nahi aaya ... last chance diya, 9 December.'")
q("next_date", "anita ji ke plot wale suit ki agli tareekh, kis liye lagi?",
  [d("2027-01-08"), ["final arguments", "antim tark", "arguments", "bahas"]], [["C04", "2026-11-27"]],
  "27.11.26 anita.txt: 'DE closed ... ND 08/01/2027 antim tark.'")
q("next_date", "girish ji ke 138 me agli date kya mili",
  [d("2026-07-24"), ["cw1", "cross", "ce", "evidence"]], [["C05", "2026-06-19"]],
  "138 19 june.txt: 'CW1 girish ji ka affidavit lag gaya. namdev sir nahi aaye ... ND 24.7'. Asked the next Monday.",
  today="2026-06-22")
# count
q("count", "nagar nigam ke vakil ne ahirwar writ me ab tak kitni baar time liya?",
  THREE, [["C01", "2026-01-19"], ["C01", "2026-02-23"], ["C01", "2026-09-14"]],
  "Orders 19.01 (time, instructions awaited) and 23.02 (return still not filed, last opportunity on costs); 14 sep HC.txt: 'teesri baar time'. On 16.11 time was refused.")
q("count", "pawan dhurve kitni baar gair hazir raha peshi pe",
  THREE, [["C05", "2025-12-19"], ["C05", "2026-03-13"], ["C05", "2026-11-20"]],
  "19/12 BW on absence (diary 22/12, Girish chat); 13/3 gair hazir, medical (register); 20.11 absent, exemption last chance (order sheet); Girish: 'Ye teesri baar hai'.")
# yes_no
q("yes_no", "anita jain case me soni ne agreement pe apne sign maane ya nahi?",
  [["maana", "admitted", "admits", "accepted"], ["sign"]], [["C04", "2026-11-06"]],
  "Mukesh kori ref.txt (6.11): 'soni ne maana sign uske hi hain, aur 5 lakh ka cheque uske khate mein gaya'.")
q("yes_no", "lodhi ki saza suspend hui thi kya? kitne ka bond",
  [["suspended", "suspend", "nilambit"], d("2026-01-28"), ["50,000", "50000"]], [["C02", "2026-01-28"]],
  "CRA 2211-2024 IA order 28.1.26.pdf: 'Sentence suspended ... personal bond of Rs. 50,000/- with one solvent surety'.")
q("yes_no", "RTO mandla ke hisab se driver ka licence valid tha ki nahi?",
  [["valid"], d("2026-06-21")], [["upload", "backlog/2026-11/Screenshot_20261116 RTO Mandla letter.jpg"]],
  "RTO letter 10.11.2026: 'DL No. MP20-2011-0045671 ... valid for transport vehicles up to 21.06.2026'.")
# said
q("said", "lodhi appeal me shrivastava madam ne kya sawal kiye the",
  [["fir"], ["delay", "der", "deri"], ["caste", "jaati", "jati"]], [["C02", "2026-11-25"]],
  "IMG_20261125_190233.jpg: '(1) FIR do din der se kyun ... (2) jaati ka gyan'.")
q("said", "Dwivedi J ne ahirwar matter me last time nigam ko kya bola",
  [["renewal"], ["eleven", "11"]], [["C01", "2026-11-16"]],
  "WP Ahirwar 16.11.docx: '\"if eleven continue, why him?\" - asked Chourasia for the list of contract renewals of 2025'.")
q("said", "tilwara SA me gupta sahab kis baat pe atke the",
  [["demarcation", "naap", "revenue inspector", "ri ki", "ri's"], ["record"]], [["C03", "2026-01-09"]],
  "IMG_20260109_201133.jpg: 'Gupta J sirf ek hi baat pe atke: \"RI ki naap (18.11.22) record pe kahan hai?\"'.",
  today="2026-01-12")
# judge_habit
q("judge_habit", "tiwari sahab evidence kab leta hai, subah se baithna padega kya?",
  [["lunch"]], [["C04", "2026-07-03"], ["C04", "2026-08-14"]],
  "IMG_20260703_193012.jpg: 'Tiwari sahab ne fir lunch ke baad 2.45 pe evidence liya - subah sirf peshi badhate hain'; 12.8.26 two matters.docx: 'again took evidence only after lunch'.")
q("judge_habit", "bhalavi sahab har peshi pe insurance walo se kya puchte h?",
  [["offer"]], [["C06", "2026-02-10"], ["C06", "2026-03-27"], ["C06", "2026-10-09"]],
  "MACT issues 27.03.docx: 'every date pehle insurer se \"offer kitna?\" puchte hain'; also mact 10-2.txt, Pooja chat 09/10.")
q("judge_habit", "shrivastava J suspension wali IA pe pehle kya karwati hain",
  [["15a", "15-a", "15a(3)", "complainant"], ["notice"]], [["C02", "2025-12-16"]],
  "PXL_20251216_190544.jpg: 'Shrivastava J - notice to complainant u/s 15A(3) pehle, bina uske suspension nai sunti.'")
# pending_before
q("pending_before", "tilwara boundary wala appeal kiske saamne hai aur kab lagega",
  [["gupta"], d("2026-12-11")], [["C03", "2026-10-23"], ["upload", "backlog/2026-12/Advance list 07-11 Dec 2026.pdf"]],
  "SA 905 order 23.10.26.pdf (Prakash Chandra Gupta J): 'List for final hearing on 11.12.2026'; advance list: Court No. 9, 11.12.2026.")
q("pending_before", "markam claim kaunse tribunal me chal raha",
  [["bhalavi"], ["5th", "fifth"]], [["C06", "2026-11-28"]],
  "MCC 462-25 order sheet copy.pdf heading: '5th ADDITIONAL MOTOR ACCIDENTS CLAIMS TRIBUNAL, JABALPUR (Shri Rajesh Kumar Bhalavi)'.")
# amount
q("amount", "anita ke suit me doosri party pe kitni kitni cost lagi?",
  [["500"], ["1,000", "1000"]], [["C04", "2026-01-22"], ["C04", "2026-05-08"]],
  "Order sheet: 22.01.2026 Rs. 500/- costs for delay in WS; 08.05.2026 Rs. 1,000/- for time to cross PW1.")
q("amount", "girish ji ka cheque kitne ka tha aur kyu lauta",
  [["2,40,000", "240000", "240,000", "2.4 lakh"], ["insufficient"]], [["upload", "backlog/2025-08/IMG_20250821_141502.jpg"]],
  "Return memo 21/08/2025: 'Amt Rs. 2,40,000/- ... Reason: 01 FUNDS INSUFFICIENT'.")
q("amount", "harish pe kamla ji ka kitna kiraya baaki hai",
  [["6,400", "6400"]], [["C07", "2026-10-14"], WEEK],
  "IMG_20261014_184320.jpg: 'Aug aur Sept ka 6,400 baaki'; week plan: 'Kiraya baaki 6,400 + Oct/Nov ka check'.")
# pattern
q("pattern", "pawan dhurve peshi pe na aane ka har baar kya bahana deta hai?",
  [["medical", "bimari", "ill"], ["exemption", "chhoot", "228"]], [["C05", "2026-03-13"], ["C05", "2026-11-20"]],
  "Register 13/3: 'Namdev ne medical lagaya, chhoot mili'; order 20.11: 'exemption on medical certificate ... last chance'; Girish: 'bimari ka bahana'.")
q("pattern", "mact me insurance company har baar kya line pakadti hai?",
  [["licence", "license"], ["fake", "farzi"]], [["C06", "2026-02-10"], ["C06", "2026-07-17"], ["C06", "2026-10-09"]],
  "WS 10.02.2026 and mact 10-2.txt: licence 'farzi'/'fake'; 17 july: 'insurance: nil, licence fake'; Pooja chat 09/10: 'licence fake hai, offer nil'.")
# counsel_pattern
q("counsel_pattern", "ravi patel khud aata hai ki junior bhej deta hai?",
  [["junior"], ["hc", "high court", "उच्च न्यायालय"]], [["C04", "2025-12-11"], ["C04", "2026-01-22"], ["C04", "2026-05-08"]],
  "New Text Document (3).txt: 'ravi patel ka junior aaya fir se ... (11 dec ko bhi junior hi aaya tha - \"sir HC mein hain\")'; Sanjay chat 08/05: 'Ravi Patel HC mein the, junior ne time maanga'.")
q("counsel_pattern", "chourasia nigam wala har baar kya bahana karta hai",
  [["instructions"], ["time", "samay"]], [["C01", "2026-01-19"], ["C01", "2026-09-14"]],
  "Order 19.01.2026: 'prays for time as instructions from the Commissioner are awaited'; 14 sep HC.txt: 'samay le lao - teesri baar time'.")
# witness
q("witness", "anita ji ke suit me PW2 kaun tha, kya bola?",
  [["mukesh kori", "kori"], ["5 lakh", "5,00,000", "500000"]], [["C04", "2026-08-14"]],
  "12.8.26 two matters.docx: 'PW2 Mukesh Kori examined (attesting witness of agreement) - bola 5 lakh ka cheque uske saamne diya'.")
q("witness", "mact me chashmdeed gawah kaun tha, usne kya bataya",
  [["bhola parteti", "parteti"], ["tez", "fast", "peeche", "behind"]], [["C06", "2026-08-28"]],
  "Pooja chat 28/08: 'AW2 bhola parteti ka examination ho gaya ... truck bahut tez tha, peeche se maara'.")
q("witness", "insurance ka investigator cross me kya maan gaya?",
  [["sanjay mishra", "mishra"], ["valid"]], [["C06", "2026-11-13"]],
  "13.11 mact NAW1.txt: 'NAW1 sanjay mishra ... RTO ka likhit patra unke paas hi hai (10.11.26) jisme licence valid 21.06.2026 tak likha! wo maan gaya'.")
# open
q("open", "savitri bai ke MACT me bahas se pehle kya kya taiyari baaki hai",
  [d("2026-12-15"), ["rto"], ["multiplier 17", "multiplier of 17", "17 multiplier"]], [["C06", "2026-11-28"], WEEK],
  "Order 28.11: final arguments 15.12.2026; week plan: 'likhit bahas - RTO ka patra (licence valid) lagana zaroori. Multiplier 17, deduction 1/4.'")
q("open", "ramesh ahirwar se kaunse kagaz mangwane the?",
  [["contract"], ["renewal"]], [["C01", "2025-12-08"], WEEK],
  "PXL_20251208_183021.jpg: 'Ramesh ko bolo 2019 ka contract + renewal letters le aao'; week plan: 'renewal letters ki copies'.")
# bare
q("bare", "tilwara",
  [d("2026-12-11"), ["905", "bhagwandas"]], [["C03", "2026-10-23"], ["upload", "backlog/2026-12/Advance list 07-11 Dec 2026.pdf"]],
  "S.A. 905/2023 Bhagwandas Kachhi v. Halke Patel (village Tilwara): final hearing 11.12.2026.")
q("bare", "gorakhpur wali dukan",
  [d("2026-12-09"), ["khare", "kamla"]], [["C07", "2026-11-18"]],
  "Shop at 214 Gorakhpur Bazar: Kamla Devi Khare's eviction case; tenant's last chance on 9 December (Kamla chat).")
q("bare", "mandla road accident case",
  [d("2026-12-15"), ["markam", "savitri"]], [["C06", "2026-11-28"]],
  "MCC 462/2025 Savitri Bai Markam (accident on the Jabalpur-Mandla road): final arguments 15.12.2026.")
# no record
q("no_record", "sharma vs nagar nigam wali writ ki next date batao",
  NR, [], "No Sharma in the registry or any upload.", no_record=True, absent=["sharma"])
q("no_record", "kamla ji wale case me lok adalat me samjhauta hua tha kya?",
  NR, [], "The RCA case has no Lok Adalat or settlement in any upload.", no_record=True, absent=["lok adalat"])
q("no_record", "advocate bajpai hamare kis matter me opposite hai?",
  NR, [], "No counsel or party named Bajpai.", no_record=True, absent=["bajpai"])
q("no_record", "dhurve ne cheque case me HC me quashing lagayi kya",
  NR, [], "No quashing petition in any upload of C05.", no_record=True, absent=["quash"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Jabalpur practice (bench/practices/jabalpur; written from the uploads' "
                    "source_text by its writer, practice45; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
