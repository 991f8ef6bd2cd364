"""Write questions.json for the Pune practice: questions typed the way this chamber types into the chat box, with the
facts a right answer must state (groups of lower-case alternatives)."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MON = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
MONTH = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
         "november", "december"]
MR_MONTH = ["जानेवारी", "फेब्रुवारी", "मार्च", "एप्रिल", "मे", "जून", "जुलै", "ऑगस्ट", "सप्टेंबर", "ऑक्टोबर",
            "नोव्हेंबर", "डिसेंबर"]
DEV = str.maketrans("0123456789", "०१२३४५६७८९")


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a Pune chamber writes it (day first); `short` adds the diary's 9/12."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd}/{mm}/{yyyy}", f"{dd}-{mm}-{yyyy}",
             f"{dd:02d}/{mm:02d}/{yy:02d}", f"{dd:02d}.{mm:02d}.{yy:02d}",
             f"{dd} {MON[mm - 1]}", f"{MON[mm - 1]} {dd}", f"{dd} {MONTH[mm - 1]}", f"{MONTH[mm - 1]} {dd}",
             f"{dd}{suffix} {MONTH[mm - 1]}", f"{dd}{suffix} {MON[mm - 1]}", f"{dd} {MR_MONTH[mm - 1]}",
             f"{dd}/{mm}/{yyyy}".translate(DEV), f"{dd:02d}/{mm:02d}/{yyyy}".translate(DEV),
             f"{dd} {MR_MONTH[mm - 1]}".translate(DEV)]
    if short:
        forms += [f"{dd}/{mm}", f"{dd:02d}/{mm:02d}", f"{dd}.{mm}.", f"{dd}-{mm}"]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry",
       "no case", "no matching", "don't have", "do not have", "not found", "no note", "kahi record nahi",
       "record nahi", "नोंद नाही"]]

TODAY = "2026-12-02"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"P-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


PLAN = ["upload", "plan 30.11 - 5.12.txt"]
CORR = ["upload", "correction Londhe date.txt"]

# ---------------------------------------------------------------- last_time
q("last_time", "gokhale flat matter madhe last date la kay zala?",
  [d("2026-11-23"), ["3,000", "3000"], ["last chance"], d("2026-12-14")], [["C01", "2026-11-23"]],
  "Roznama 23-11-2026 SCS 412.pdf: 'Affidavit of DW1 not filed ... LAST CHANCE subject to costs of Rs. 3,000/- ... To: 14/12/2026'.")
q("last_time", "londhe ct 12 last time kay jhala?",
  [d("2026-11-02"), ["written notes", "written note"], ["citation", "citations"]], [["C04", "2026-11-02"]],
  "PXL_20261102_181544210.jpg: 'Defence args ... wants WRITTEN NOTES of arguments with citations ... ND 7/12/26'.")
q("last_time", "harpale madhe maagchya tarkhela kay zala",
  [d("2026-06-17"), ["not ready", "तयारी नाही", "adjourned", "adjournment", "मुदत", "time"], d("2026-07-15")],
  [["C02", "2026-06-17"]],
  "IMG_20260617_150812.jpg (clerk, 17 जून 2026): Kale 'तयारी नाही' - मुदत दिली; पुढील तारीख 15/07/2026.",
  today="2026-07-01")

# ---------------------------------------------------------------- next_date
q("next_date", "हरपळे दाव्याची पुढची तारीख कधी आहे?",
  [d("2026-12-09"), ["defendants' evidence", "defendant's evidence", "defendants evidence", "d's evidence",
                     "their evidence", "प्रतिवादी", "tyancha puravaa", "पुरावा"]],
  [["C02", "2026-09-23"]],
  "Harpale 23.9.txt: 'ND 09.12.2026 for defendants' evidence'; chat: 'Pudhchi tarikh 9 December - tyancha puravaa'.")
q("next_date", "waghmare MACT pudhchi tarikh kadhi ahe?",
  [d("2026-12-16"), ["argument", "arguments", "settlement"]], [["C06", "2026-11-30"]],
  "30-11 MACT args.txt: 'ND 16/12/2026 for remaining arguments / settlement'.")
q("next_date", "sagar londhe chi ND 14/9 ahe na? confirm kar",
  [d("2026-09-07"), ["ganpati", "wrong", "not 14", "correction", "corrected"]], [["C04", "2026-08-10"], CORR],
  "Roznama SC 318 10.8.26: 'To: 07/09/2026 for evidence of IO'; correction note 12/08/26: Neha's 14/9 WRONG, 07.09.2026.",
  today="2026-08-13")

# ---------------------------------------------------------------- count
q("count", "Bhosale chya side ne gokhale suit madhe kiti vela adjournment ghetla?",
  [["3", "three", "thrice", "3 times"]], [["C01", "2025-12-08"], ["C01", "2026-06-15"], ["C01", "2026-11-23"]],
  "08/12/2025 (Exh. 14, costs 1,000), 15-6-26 (costs 2000, last chance to cross PW1), 23/11/2026 (Exh. 54, costs 3,000); "
  "on 20.07 and 05.10 the cross went on.")
q("count", "londhe trial madhe prosecution ne kiti witnesses tapasle?",
  [["4", "four"]], [["C04", "2026-03-09"], ["C04", "2026-04-27"], ["C04", "2026-09-07"]],
  "PW1 Amol Gaikwad (09.03), PW2 Santosh Kamble and PW3 Dr. Rohini Gadgil (27-04-2026), PW4 IO Jagdale (7/9/26); "
  "prosecution closed 7/9. Counted by eye: 4 witnesses over 3 hearings.")
q("count", "waghmare madhe oswal ne investigator sathi kiti da time ghetla",
  [["2", "two", "twice"]], [["C06", "2026-07-27"], ["C06", "2026-09-21"]],
  "Roznama MACP 744 21-9: 27/07/2026 'seeks time to examine its investigator'; 21/09/2026 'seeks time again ... last chance'.")

# ---------------------------------------------------------------- yes_no
q("yes_no", "gokhale ne balance consideration court madhe bharla ka?",
  [["deposited", "deposit done", "deposit made", "yes"], ["53,50,000", "5350000", "53.5", "53.50"], d("2026-04-13")],
  [["upload", "Challan - court deposit SCS 412.pdf"], ["C01", "2026-04-20"]],
  "Challan 13-04-2026 Rs. 53,50,000/-; IMG_20260420: 'deposit 53.5 L done on 13/4 (challan 1846)'.")
q("yes_no", "shinde cheque case sampli ka?",
  [["compounded", "compounding", "disposed", "acquitted", "sampli"], d("2026-10-16")], [["C03", "2026-10-16"]],
  "Roznama SCC 5623 final: 16/10/2026 'Offence compounded. Accused acquitted u/s 147 ... Case disposed of'.",
  today="2026-10-20")
q("yes_no", "londhe madhe IO cha evidence zala ka ajun?",
  [["not yet", "absent", "not examined", "not been examined", "no,", "nahi zala"], ["bailable warrant", "bw", "warrant"], d("2026-09-07")],
  [["C04", "2026-08-10"], CORR],
  "Roznama 10/08/2026: IO absent though served, BW through S.P. Satara, to 07/09/2026; correction note 12/08/26.",
  today="2026-08-20")

# ---------------------------------------------------------------- said
q("said", "PW1 cha cross defer karayla sangitla tevha deshmukh saheb kay mhanale",
  [["refused", "deferment nahi", "cross aajach", "not defer", "no deferment"], ["mlc"]], [["C04", "2026-03-09"]],
  "New Text Document (2).txt (09.03.2026): 'Deshmukh saheb refused: \"cross aajach, deferment nahi - MLC copy dusri deto\"'.")
q("said", "apte matter madhe kale ne society tarfe kay statement dila hota?",
  [["water"], ["coercive", "recover", "recovery"], ["1,85,000", "185000", "1.85"]], [["C05", "2026-03-06"]],
  "Roznama 06/03/2026: Kale's statement: no disconnection of water supply, no coercive steps to recover Rs. 1,85,000/- till decision of Exh. 6.")
q("said", "sunita tai settlement offer baddal kay mhanali?",
  [["30 lakh", "30,00,000", "3000000", "30 lakhs"], ["28,00,000", "2800000", "28 lakh", "28 lakhs"]],
  [["C06", "2026-11-30"]],
  "30-11 MACT args.txt: insurer's offer Rs 28,00,000; 'Sunita tai says \"30 lakh khali nahi\"'.")

# ---------------------------------------------------------------- judge_habit
q("judge_habit", "joshi madam adjournment deta kashi?",
  [["costs", "cost"], ["written application", "written appln", "application"], ["last chance"]],
  [["C01", "2025-12-08"], ["C01", "2026-06-15"], ["C01", "2026-11-23"]],
  "IMG_20251208: 'written appln shivay time nahi, Rs 1000 costs'; 15-6-26: 'costs Rs 2000 + last chance'; Roznama 23/11: "
  "Exh. 54 application, LAST CHANCE, Rs. 3,000.")
q("judge_habit", "shaikh saheb harpale madhe nehmi kay sangtat",
  [["settle", "mitva", "तडजोड", "sit together", "आपसात"], ["marathi"]],
  [["C02", "2025-12-10"], ["C02", "2026-04-22"], ["C02", "2026-06-17"], ["C02", "2026-07-15"]],
  "New Text Document.txt: 'bhavanni basun mitva'; Harpale PW1 evidence.docx: 'in Marathi, Shaikh saheb wanted Marathi', "
  "'asked if brothers can sit together'; 17 जून: 'आपसात बसून मिटवा'; 15/7: 'Deposition in Marathi'.")

q("judge_habit", "inamdar madam insurance walyanna nehmi kay vicharte?",
  [["offer"], ["lok adalat"]],
  [["C06", "2026-02-02"], ["C06", "2026-07-27"], ["C06", "2026-09-21"], ["C06", "2026-11-30"]],
  "Doc1.docx 02.02: 'asked Oswal sir \"what is your offer?\"'; WA 27/07: 'asked again about offer'; Roznama 21/09: "
  "'parties may approach the Lok Adalat'; 30.11: 'what is your offer' and 'Lok Adalat la 12 tarkhela'.")

# ---------------------------------------------------------------- pending_before
q("pending_before", "7 tarkhela londhe aahe, tyaadhi kay karaycha baki?",
  [["written notes", "written note"], ["citation", "citations"]], [["C04", "2026-11-02"], PLAN],
  "PXL_20261102: 'written notes + 3 citations ... file by next date'; plan: 'Mon 7/12 - FILE Londhe written notes'.")
q("pending_before", "gokhale 14 la aahe - aadhi kay check karaycha",
  [["3000", "3,000"], ["closing", "close"]], [PLAN, ["C01", "2026-11-23"]],
  "plan 30.11 - 5.12.txt: 'check whether Sathe's side paid Rs 3000 costs; draft application for closing defendant's "
  "evidence if DW1 not filed on 14/12'.")

# ---------------------------------------------------------------- amount
q("amount", "gokhale madhe defendant la total kiti costs lagle aatta paryant?",
  [["6,000", "6000"], ["1,000", "1000"], ["2,000", "2000"], ["3,000", "3000"]],
  [["C01", "2025-12-08"], ["C01", "2026-06-15"], ["C01", "2026-11-23"]],
  "Rs. 1,000 (08/12/2025) + Rs 2000 (15-6-26) + Rs. 3,000 (23/11/2026) = Rs. 6,000; the total is added by eye.")
q("amount", "mutha case madhe hapta kitiacha hota ani total kiti?",
  [["1,20,000", "120000", "1.2 l", "1.2 lakh"], ["4,80,000", "480000", "4.8 lakh"]],
  [["upload", "DOC-20260606-WA0003.pdf"]],
  "Purshis of compromise 06.06.2026: 'Rs. 4,80,000/- ... four equal instalments of Rs. 1,20,000/- each'.")
q("amount", "insurance company ne waghmare madhe kiti offer dila?",
  [["28,00,000", "2800000", "28 lakh", "28 lakhs"]], [["C06", "2026-11-30"]],
  "30-11 MACT args.txt: 'insurer's offer Rs 28,00,000 (all inclusive)'.")

# ---------------------------------------------------------------- pattern
q("pattern", "ya varshi kontya matters madhe samorchya party la costs lagle?",
  [["gokhale", "bhosale", "412"], ["harpale", "kesnand", "1187"], ["apte", "sahyadri", "96", "आपटे", "सह्याद्री"],
   ["waghmare", "744", "mact"]],
  [["C01", "2025-12-08"], ["C02", "2026-08-19"], ["C05", "2026-09-25"], ["C06", "2026-09-21"]],
  "Costs on the other side: Gokhale (1,000 / 2,000 / 3,000), Harpale 19/08 Rs. 500, Apte 25/09 Rs. 1000, Waghmare 21/09 Rs. 1,500.")
q("pattern", "witness/IO gairhajar mhanun kuthe kuthe date padli?",
  [["londhe", "318"], ["waghmare", "744"]],
  [["C04", "2026-07-06"], ["C04", "2026-08-10"], ["C06", "2026-07-27"], ["C06", "2026-09-21"]],
  "Londhe: IO absent 06/07 and 10/08; Waghmare: insurer's investigator not available 27/07 and 21/09.")

# ---------------------------------------------------------------- counsel_pattern
q("counsel_pattern", "kale vakil aaplya kontya matters madhe ahet ani tyanchi paddhat kay?",
  [["harpale", "kesnand"], ["apte", "sahyadri"], ["absent", "gairhajar", "गैरहजर"], ["500"], ["1,000", "1000"]],
  [["C02", "2026-06-17"], ["C02", "2026-08-19"], ["C05", "2025-12-19"], ["C05", "2026-09-25"]],
  "Harpale: not ready 17 जून, absent 19/08 on costs Rs. 500; Apte: time for WS 19/12, absent 25/09 'दुसऱ्यांदा', costs Rs. 1000.")
q("counsel_pattern", "sathe nehmi kay karan deto time ghyayla?",
  [["bombay", "mumbai"], ["ghaisas", "junior"]], [["C01", "2025-12-08"], ["C01", "2026-06-15"], ["C01", "2026-11-23"]],
  "Each time his junior Ghaisas says Adv. Sathe is busy in the Hon'ble High Court, Bombay ('Mumbai HC madhe').")
q("counsel_pattern", "oswal MACT madhe konta defence gheto?",
  [["licence", "license", "परवाना"], ["hgv", "heavy", "जड"]],
  [["C06", "2025-12-22"], ["C06", "2026-02-02"], ["C06", "2026-10-26"]],
  "Clerk 22/12/2025: 'जड वाहनाचा परवाना नव्हता'; Doc1.docx: 'only LMV licence, truck is HGV'; DW1 26/10: no HGV endorsement.")

# ---------------------------------------------------------------- witness
q("witness", "londhe madhe panch witness kay bolla",
  [["hostile"], ["kamble", "santosh"], ["blank paper", "blank"]], [["C04", "2026-04-27"]],
  "Londhe 27-04-2026.txt: 'PW2 Santosh Kamble ... Turned HOSTILE: said police took his sign on blank paper'.")
q("witness", "bhimrao kolte cha cross kasa gela harpale madhe?",
  [["boundaries", "boundary"], ["related", "mavas", "wife"]], [["C02", "2026-09-23"]],
  "Harpale 23.9.txt: 'could not say the exact boundaries of 214 and 215; admitted he is related to Sopan's wife (mavas bhau)'.")

# ---------------------------------------------------------------- open
q("open", "gokhale flat agreement che details de - date, kimmat, earnest",
  [d("2024-03-11", short=False), ["68,50,000", "6850000", "68.5", "68.50"], ["15,00,000", "1500000", "15 lakh"]],
  [["upload", "Agreement to Sell - Flat 702 Sai Siddhi.pdf"]],
  "Agreement to Sell, 11th day of March 2024: consideration Rs. 68,50,000/-, earnest Rs. 15,00,000/-.")
q("open", "sagar chya bail conditions kay ahet",
  [["sunday"], ["sasane nagar", "sasanenagar"], ["25,000", "25000"]], [["C04", "2026-01-05"]],
  "Bail order 05/01/2026: P.R. bond Rs. 25,000 + surety; Hadapsar P.S. every Sunday 10-1; not enter Sasane Nagar; no contact.")

# ---------------------------------------------------------------- bare
q("bare", "written notes?",
  [["londhe", "318"], ["citation", "citations"]], [["C04", "2026-11-02"], PLAN],
  "Today 07.12.2026 Londhe is listed in Ct 12; written notes with citations to be filed (PXL_20261102; plan).",
  today="2026-12-07")
q("bare", "costs bharle ka?",
  [["1,000", "1000"], ["not paid", "unpaid", "not been paid", "nahi bharle"], ["apte", "sahyadri", "society"]],
  [["C05", "2026-11-20"], ["C05", "2026-09-25"]],
  "Today 18.12.2026 Apte is listed; Apte 20-11.txt: 'Costs of Rs 1,000 of 25/9 - NOT paid by the society yet'.",
  today="2026-12-18")

# ---------------------------------------------------------------- no record
q("no_record", "hinjewadi flat cha RERA complaint chi next date kadhi?", NR, [],
  "No Hinjewadi matter and no RERA complaint in any upload.", no_record=True, absent=["hinjewadi", "rera"])
q("no_record", "harpale madhe court commissioner nemla hota ka mojni sathi?", NR, [],
  "No commissioner or measurement was ever sought or appointed in C02.", no_record=True, absent=["commissioner", "mojni"])
q("no_record", "londhe chya bail cancellation application var kay zala?", NR, [],
  "The prosecution never moved to cancel Londhe's bail.", no_record=True, absent=["cancellation"])
q("no_record", "adv gadre aaplya kontya matter madhe samor ahet?", NR, [],
  "No counsel or party named Gadre.", no_record=True, absent=["gadre"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Pune practice (bench/practices/pune; written from the uploads' source_text "
                    "by its writer, practice12; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
