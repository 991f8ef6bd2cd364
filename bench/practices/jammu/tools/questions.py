"""Write questions.json for the Jammu practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the chamber's 19/11 when `short`)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd:02d}.{mm:02d}.{yy:02d}", f"{dd}-{mm}-{yy}", f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}",
             f"{LONG[mm - 1]} {dd}", f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note"]]

TODAY = "2026-12-02"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"J-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


PLAN_NOV = ["upload", "plan week 30nov.txt"]
PLAN_MAR = ["upload", "plan 2-7 march.txt"]

# last_time
q("last_time", "kuldeep wale writ mein last time kya hua tha?",
  [d("2026-11-10"), ["disposed", "infructuous"], ["419", "promotion order", "promoted"], ["seniority", "arrears"]],
  [["C01", "2026-11-10"]],
  "WPC 2184 final order.pdf (10.11.2026): order No. PWD/Estt/2026/419 placed; 'disposed of as having been rendered infructuous, with liberty ... seniority and arrears'.")
q("last_time", "sardari lal ji wale shop case ch pichhli tareekh pe ki hoya?",
  [d("2026-11-19"), ["closed"], ["dw2", "ghulam nabi", "not present"]],
  [["C04", "2026-11-19"]],
  "IMG20261120181122.jpg: '19/11 Thu Sub Judge - Sardari Lal / Mir again: DW2 not present ... Madam closed DE ... ND 10.12.26'.")
q("last_time", "mahajan CRM(M) ch last date kya hua??",
  [d("2026-08-19"), ["heard in part", "argued", "arguments"], ["chargesheet"]],
  [["C03", "2026-08-19"]],
  "Mahajan args 19-8.txt: 'Argued 35 min ... Wazir J asked GA - has chargesheet been filed? ... Heard in part. ND 23.9'.",
  today="2026-08-20")

# next_date
q("next_date", "slathia cheque case next kab hai? kis liye?",
  [d("2026-12-04"), ["argu"]],
  [["C05", "2026-11-20"], PLAN_NOV],
  "IMG20261120181122.jpg: '20/11 ... Accused side to argue ND. ND 4.12.26'; plan week 30nov.txt: 'Kohli to argue 4/12'.")
q("next_date", "pooja wala matter agli tareekh?",
  [d("2027-01-12"), ["pw2", "mother", "kamlesh"]],
  [["C06", "2026-11-24"]],
  "Pooja PW2 24.11.docx: 'PW2 Smt. Kamlesh Sharma (Rajesh's mother) ... Next: 12.01.2027 - further cross of PW2'.")
q("next_date", "sardari lal shop case next date? munshi ji di slip ch 19 oct likheya hai",
  [d("2026-11-19"), ["dw2", "last opportunity"]],
  [["C04", "2026-09-17"], ["upload", "New Text Document (2).txt"]],
  "New Text Document (2).txt (Sahil, 18.9): 'slip of 17.9 says next date 19.10 - WRONG ... NDOH is 19.11.2026 (Thursday), for DW2 last opportunity'.",
  today="2026-09-20")

# count
q("count", "AAG malhotra ne kuldeep writ mein kitni baar time maanga?",
  [["3", "three", "thrice"]],
  [["C01", "2026-01-12"], ["C01", "2026-01-29"], ["C01", "2026-07-14"]],
  "12/1 'Malhotra AAG: instructions awaited'; 29/1 'sought time again - second time'; 14/7 'instructions from CE awaited ... 3rd time same line!'. On 19.2, 16.3, 20.4, 8.9, 10.11 no time sought.")
q("count", "kohli ke 'busy in HC' wale adjournment kitne mile slathia case mein?",
  [["3", "three", "thrice"]],
  [["C05", "2026-02-13"], ["C05", "2026-03-13"], ["C05", "2026-10-16"]],
  "WhatsApp Chat with Sahil Gupta Jr.txt: 13/02 'Kohli sir busy in HC, proxy ne ... time maanga. Given'; 13/03 'aaj bhi ... busy in HC ... cross defer'; 16/10 '3rd time Kohli sir busy in HC ... LAST opportunity'. On 20.11 time was refused (IMG20261120181122.jpg).")

# yes_no
q("yes_no", "rajesh ne pooja ka poora maintenance arrears de diya?",
  [["not fully", "partly", "partial", "balance", "still due", "not paid in full", "baaki"], ["60,000", "60000", "60k"]],
  [["C06", "2026-07-07"], ["C06", "2026-11-24"]],
  "_chat.txt 07/07/26: 'Rs 60,000 ka DD diya. Baaki arrears 31 August tak ... undertaking'; Pooja PW2 24.11.docx: 'Rs 60,000 paid in July by DD; balance still due'.")
q("yes_no", "kaku ki bail ho gayi thi na?",
  [["yes", "granted", "admitted to bail"], d("2026-01-16")],
  [["C02", "2026-01-16"]],
  "Bail App 298-2025 order.pdf, 16.01.2026: 'The petitioner is admitted to bail ... personal bond of Rs. 50,000/-'.")
q("yes_no", "CE ne kuldeep case mein affidavit file kar diya?",
  [["yes", "filed"], d("2026-08-28"), ["found fit", "fit for promotion", "declared fit", "was fit"]],
  [["C01", "2026-09-08"]],
  "IMG20260911193320.jpg: 'Tue 8/9 ... CE's personal affidavit filed: review DPC held 28.08.2026 - Kuldeep found FIT'; chat 08/09/2026.",
  today="2026-09-12")

# said
q("said", "wazir J ne mahajan matter mein paise wali kya baat boli thi?",
  [["paison ka jhagda", "money dispute"], ["mediation"]],
  [["C03", "2026-03-25"], ["C03", "2026-04-15"]],
  "notes 26-3.txt: 'Remarked: ye paison ka jhagda lagta hai'; Mahajan 15-04-2026.docx: 'essentially a money dispute ... Referred to J&K High Court Mediation Centre'.")
q("said", "pooja ne april end mein phone pe kya bataya tha",
  [["not a single rupee", "nothing paid", "no maintenance", "not paid"], ["trikuta", "uniform", "photo"]],
  [["upload", "Pooja call 28-4.txt"]],
  "Pooja call 28-4.txt: 'not a single rupee of maintenance paid yet ... Rajesh posted a photo in company uniform (Trikuta Polymers) on FB'.")

# judge_habit
q("judge_habit", "raina madam adjournment pe usually kya karti hai?",
  [["rs 500", "rs. 500", "₹500", "₹ 500", "rs.500", "500 each", "500 per", "500 for"], ["cost"]],
  [["C04", "2026-07-09"], ["C04", "2026-03-26"]],
  "jul 1st wk.txt: 'Raina madam allowed time but costs Rs 500 to plaintiff - as usual with her, every adj = 500'; order 26.03.2026 costs Rs. 1,500 on the IA.")
q("judge_habit", "kotwal sahab sarkar di der te ki karde ne?",
  [["personal affidavit"], ["cost", "3,000", "3000"], ["2 weeks", "two weeks", "2 wks", "last opportunity"]],
  [["C01", "2026-01-29"], ["C01", "2026-07-14"], ["C01", "2026-01-12"]],
  "order 29.01.2026: 'last opportunity two weeks ... costs of Rs. 3,000/-'; IMG20260714192830.jpg: 'Chief Engineer ... to file PERSONAL affidavit'; 12/1: 'gave 2 wks only, said won't give more than that'.")
q("judge_habit", "wazir J bail mein pehle kya dekhte hain?",
  [["case diary"], ["antecedents", "purana case", "previous involvement"]],
  [["C02", "2025-12-17"], ["C02", "2026-01-07"], ["C02", "2026-01-16"]],
  "IMG20251217183402.jpg: 'case diary lekar aana, I will see the MLC myself ... asked - koi purana case? ... no antecedents'; 7.1: 'Wazir J read it himself'; order: 'no previous involvement'.")

# pending_before
q("pending_before", "4 dec se pehle slathia ke liye kya ready karna hai?",
  [["synopsis"], ["rangappa", "dashrath", "139", "presumption"]],
  [PLAN_NOV],
  "plan week 30nov.txt: 'Prepare written synopsis + Dashrath Rathod / Rangappa on presumption (s.139). Abrol ji to come.'")
q("pending_before", "sardari lal final args se pehle kya kya taiyar?",
  [["list of dates"], ["admission", "dw1"], ["fard", "pw3"]],
  [PLAN_NOV],
  "plan week 30nov.txt: 'final args 10/12: list of dates, admissions of DW1, PW3 fard'.")
q("pending_before", "kuldeep ka rejoinder kab tak jana hai? kaun karega",
  [d("2026-03-05"), ["sahil"]],
  [PLAN_MAR],
  "plan 2-7 march.txt: 'Kuldeep writ - rejoinder to be filed by Sahil before 5/3 !!'.",
  today="2026-03-02")

# amount
q("amount", "pooja ka s.24 mein kitna lagaya tha court ne?",
  [["12,000", "12000", "12k"], ["15,000", "15000", "15k"]],
  [["C06", "2026-03-24"]],
  "File No 88-2025 order u-s 24.pdf: 'Rs. 12,000/- per month ... from 10.11.2025, and Rs. 15,000/- as litigation expenses'.")
q("amount", "slathia wala cheque kitne ka tha",
  [["4,80,000", "480000", "4.8 lakh", "4.80 lakh", "480,000"]],
  [["upload", "WhatsApp Image 2025-08-14 at 18.02.11.jpeg"]],
  "Return memo: 'Cheque No. 338812 dated 05.08.2025 for Rs. 4,80,000/- ... FUNDS INSUFFICIENT'.")

# pattern
q("pattern", "is saal kin kin matters mein doosri party pe costs lagi?",
  [["3,000", "3000"], ["2,000", "2000"], ["1,500", "1500"], ["rs 500", "rs. 500", "₹500", "₹ 500", "rs.500", "500 costs", "500 on"]],
  [["C01", "2026-01-29"], ["C03", "2026-09-23"], ["C04", "2026-03-26"], ["C04", "2026-07-09"], ["C05", "2026-03-13"]],
  "Orders 29.01.2026 (Rs. 3,000 on State), 23.09.2026 (Rs. 2,000 on R2), 26.03.2026 (Rs. 1,500 on defendant); jul 1st wk.txt (Rs 500, Sub Judge); Sahil chat 13/03 (Rs 500 on accused).")
q("pattern", "december mein kaun kaun se matters hain aur kis stage pe?",
  [d("2026-12-04"), d("2026-12-09"), d("2026-12-10")],
  [["C05", "2026-11-20"], ["C03", "2026-10-28"], ["C04", "2026-11-19"]],
  "IMG20261120181122.jpg: Slathia ND 4.12.26 (accused to argue), Sardari Lal ND 10.12.26 (final args); Vipan chat 28/10: 'orders ke liye 9 December'.")

# counsel_pattern
q("counsel_pattern", "bakshi sahab mahajan case mein baar baar kya karte hain?",
  [["compromise"], ["adjourn", "time"]],
  [["C03", "2026-03-25"], ["C03", "2026-05-13"], ["C03", "2026-07-22"], ["C03", "2026-09-23"]],
  "notes 26-3.txt: 'Bakshi ... sought time ... parties are talking for compromise'; Vipan chat 13/05: 'Bakshi sahib to kehte the compromise karna hai. Ulta aaye hi nahi'; 22/07 adjournment; order 23.09: 'third occasion'.")
q("counsel_pattern", "mir sahab ki kya aadat hai sardari lal case mein",
  [["local commission"], ["not present", "dw2", "witness"]],
  [["C04", "2026-02-26"], ["C04", "2026-03-26"], ["C04", "2026-07-09"], ["C04", "2026-11-19"], ["C04", "2025-12-11"]],
  "11.12.25 'cross taiyyar nahi'; 26.2 'IA for appointment of local commission'; order 26.03 dismissed with costs; 9/7 'DW not present'; 19/11 'DW2 not present ... Madam closed DE'.")
q("counsel_pattern", "sudan vakil pooja case mein kya line leta hai?",
  [["unemployed", "no income", "no job"], ["38,000", "38000"]],
  [["C06", "2026-01-20"], ["C06", "2026-02-24"], ["C06", "2026-08-25"]],
  "Pooja counselling 20.01.docx: 'my client has no income'; 24/2: 'Sudan again: husband unemployed'; chat 25/08/26: 'Rs 38,000 salary. Jo unemployed bol rahe the'.")

# witness
q("witness", "PW3 patwari ne kya prove kiya tha?",
  [["fard", "jamabandi"], ["6500", "6,500"]],
  [["C04", "2026-05-28"]],
  "sardari lal patwari.txt: 'Proved fard intikhab jamabandi 2020-21 (urdu) - khasra 312 min, shop no 9 \"qabza kirayedar Mohd Ashraf Butt @ 6500\"'.")
q("witness", "rajesh ne cross mein kya maana tha?",
  [["38,000", "38000"], ["trikuta", "bari brahmana"]],
  [["C06", "2026-08-25"]],
  "_chat.txt 25/08/26: 'Cross mein Rajesh ne maana ki Trikuta Polymers Bari Brahmana mein kaam karta hai, Rs 38,000 salary'.")
q("witness", "slathia ka DW1 kaun tha, kya bola?",
  [["gurmeet"], ["security"]],
  [["C05", "2026-09-11"]],
  "IMG20260911193320.jpg: 'DW1 Gurmeet Singh (accountant of accused) ... blank signed security cheque of 2024'.")

# open
q("open", "kuldeep ji ka promotion order exactly kya kehta hai?",
  [d("2023-07-21", short=False), ["notional"], ["joins", "joining"]],
  [["upload", "Order No 419 promotion.pdf"]],
  "Order No. PWD/Estt/2026/419 (04.11.2026): 'promoted as Senior Assistant ... notionally w.e.f. 21.07.2023 ... Monetary benefits shall accrue from the date he joins'.")
q("open", "kaku wala FIR kis baat pe tha?",
  [["parking"], ["rod"], ["jaspal"]],
  [["upload", "IMG_20251214_102233.jpg"]],
  "FIR 212/2025 PS Gangyal: 'over a quarrel about parking ... hit the complainant's brother Jaspal Singh on the head with an iron rod'.")

# bare
q("bare", "costs?",
  [["2,000", "2000"], ["bakshi", "respondent no. 2", "r2", "complainant"]],
  [["C03", "2026-09-23"]],
  "Only C03 was listed on 23.09.2026: order 'Subject to costs of Rs. 2,000/- payable to the petitioners' (on respondent No. 2, Bakshi absent).",
  today="2026-09-23")
q("bare", "DE?",
  [["closed"], d("2026-12-04")],
  [["C05", "2026-11-20"]],
  "Only C05 was listed on 20.11.2026: IMG20261120181122.jpg 'Jasrotia sahib refused, DE closed ... ND 4.12.26'.",
  today="2026-11-20")

# no_record
q("no_record", "manhas wale accident claim mein award aa gaya?",
  NR, [], "No motor accident claim and no Manhas in any upload.", no_record=True, absent=["manhas", "accident", "mact"])
q("no_record", "kaku ki bail cancellation application ka kya bana?",
  NR, [], "No application to cancel Kaku's bail in any upload.", no_record=True, absent=["cancellation"])
q("no_record", "bhushan lal vakil kis matter mein opposite hai apne?",
  NR, [], "No counsel or party named Bhushan.", no_record=True, absent=["bhushan"])
q("no_record", "sarkar ne kuldeep wale order ke khilaf LPA file kiya?",
  NR, [], "No LPA or appeal against the writ order in any upload.", no_record=True, absent=["lpa", "letters patent"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Jammu practice (bench/practices/jammu; written from the uploads' "
                    "source_text by its writer, practice17; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
