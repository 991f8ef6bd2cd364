"""Write questions.json for the Solapur practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
TODAY = "2027-02-11"
Q = []



def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"S-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


WEEK = ["upload", "Week plan 8-13 Feb.docx"]

# last_time
q("last_time", "biradar chya patsanstha case madhe magchya tarkhela kay zala?",
  [d("2026-12-08"), ["not by same person", "not by the same person", "not his", "sahi tumchi nahi"], ["say"]],
  [["C01", "2026-12-08"]],
  "IMG20261208151120.jpg: '8/12/26 ... Q-1 signature NOT by same person ... Kulkarni ne report var say sathi vel magitla'.")
q("last_time", "chavan appeal last time kay zale",
  [d("2027-01-19"), ["written notes"], ["judgment"]], [["C07", "2027-01-19"]],
  "IMG20270119163010.jpg: '19/1/27 ... both to file written notes within 2 weeks. Then judgment. ND 23/2/27'.")
q("last_time", "swami 138 madhe last date la kay zala",
  [d("2026-06-08"), ["1,00,000", "100000", "1 lakh", "one lakh"], d("2026-07-08")], [["C05", "2026-06-08"]],
  "swami DD paid.txt: '8/6/26 ... 1st part Rs. 1,00,000 paid by DD ... ND 8/7 - compounding'.", today="2026-06-10")
# next_date
q("next_date", "FRP writ chi next date kadhi?",
  [d("2027-03-04")], [["C02", "2027-01-21"]], "IMG_5532.HEIC (21/1/27): 'ND 4/3/27.'")
q("next_date", "mangal tai partition ND?",
  [d("2027-02-17")], [["upload", "correction Gursale ND.txt"]],
  "correction Gursale ND.txt: 'ND 10.02.2027 lihili - chuk ... pudhil tarikh 17.02.2027 (Wednesday)'. The 13.01 note says 10.02 (wrong).")
q("next_date", "sai vastra cha next date kay ahe",
  [d("2026-11-27")], [["C03", "2026-09-25"]], "labour 25 sept.txt: 'ND 27/11/26.'", today="2026-09-26")
# count
q("count", "barshi cheque case madhe lokhande kiti vela gairhajar rahila",
  [["2", "two", "twice", "don vela", "दोन"]], [["C04", "2026-02-06"], ["C04", "2026-10-16"]],
  "Shweta chat 06/02/26: 'accused served aahe pan absent ... BW'; chat (2) 16/10/26: 'Lokhande absent parat ... exemption'. Two.")
q("count", "sai vastra madhe adam vakil kiti vela aalech nahit",
  [["2", "two", "twice", "don vela", "दोन"]], [["C03", "2026-02-13"], ["C03", "2026-07-17"]],
  "register 13/02/2026: 'मालकाचे वकील अदम गैरहजर'; roznama 17/07/2026: 'Respondent's advocate absent ... costs of Rs. 500'. Two.")
q("count", "kulkarni vakilanmule biradar case kiti vela pudhe gela",
  [["3", "three", "thrice", "teen vela", "तीन"]], [["C01", "2026-04-07"], ["C01", "2026-07-21"], ["C01", "2026-12-08"]],
  "07/04 register: 'कुलकर्णी गैरहजर ... मुदत दिली'; Doc1.docx 21.07: 'Kulkarni asked to defer our cross till ledger produced'; "
  "8/12: 'Kulkarni ne report var say sathi vel magitla'. Three.")
# yes_no
q("yes_no", "lokhande ne 143A che paise bharle ka?",
  [["not paid", "no", "nahi", "not yet"], ["92,000", "92000"]], [["C04", "2026-09-04"], ["C04", "2026-12-04"]],
  "New Microsoft Word Document.docx: 'Rs. 92,000 - 60 days over on 18 Aug, NOT paid'; chat (2) 04/12/26: '30 divas dile, nahitar warrant'.")
q("yes_no", "gurukrupa wala case sampla ka",
  [["yes", "disposed", "compounded", "acquitted", "sampla"], d("2026-07-08")], [["C05", "2026-07-08"]],
  "SCC 3390-2025 final order 08.07.2026.pdf: 'The offence is compounded. The accused is acquitted ... Case disposed of.'")
q("yes_no", "karkhanyane pahila hapta dila ka shetkaryanna?",
  [["yes", "paid", "dila"], ["30,00,000", "30 lakh", "3000000"], d("2026-09-28")], [["C02", "2026-10-15"]],
  "HC 15 oct FRP.txt: 'Karkhana paid 1st hapta Rs. 30,00,000 on 28/9'.", today="2026-10-16")
# said
q("said", "dhavale saheb statement baddal kay mhanale",
  [["not a formality"], ["collector"]], [["C02", "2027-01-21"]],
  "IMG_5532.HEIC: 'Dhavale J angry: \"statement made to the court is not a formality\". Collector Solapur to act on RRC'.")
q("said", "mangal tai ne cross madhe hakksod patra baddal kay sangitla",
  [["blank stamp", "korya stamp"], ["terava", "teravyachya", "13th day"]], [["C06", "2026-07-15"]],
  "Mangal tai PW1 cross.docx: 'korya stamp paper var sahi ghetli ... signature taken on blank stamp paper on the terava day'.")
q("said", "pawar madam muster roll baddal kay mhanalya",
  [["adverse inference"], ["wage register"]], [["C03", "2026-09-25"]],
  "labour 25 sept.txt: 'muster roll and wage register \"must be produced on next date, else adverse inference\"'.",
  today="2026-10-01")
# judge_habit
q("judge_habit", "kadam saheb nehmi kay magtat, kay gheun jau",
  [["ledger"], ["original"]], [["C01", "2026-03-10"], ["C01", "2026-07-21"]],
  "IMG20260310163344.jpg: 'original loan ledger and surety form in original aana'; Doc1.docx: 'ledger next date compulsory'.")
q("judge_habit", "dongre saheb adjournment baddal kasa ahet",
  [["cost", "costs"], ["1,000", "1000"], ["last chance"]], [["C06", "2026-02-18"], ["C06", "2026-08-19"]],
  "IMG20260218160233.jpg: 'Utpat time. Granted \"last chance\"'; roznama 19.08.2026: 'Adjourned subject to costs of Rs. 1,000/-'.")
q("judge_habit", "sathe saheb argument nantar kay magtat",
  [["written notes"]], [["C07", "2026-09-29"], ["C07", "2027-01-19"]],
  "RCA Chavan args 29-09-2026.docx: '\"written notes of arguments dya\"'; 19/1/27: 'both to file written notes within 2 weeks'.")
# pending_before
q("pending_before", "aajchya labour court arguments sathi kay tayar thevaycha hota",
  [["written arguments"], ["citations", "citation"]], [WEEK, ["C03", "2027-01-15"]],
  "Week plan 8-13 Feb.docx: 'Labour Court Solapur - Sai Vastra - ARGUMENTS. Written arguments + 3 citations ready'.")
q("pending_before", "pandharpur chya pudhchya tarkhela kay gheun jayche",
  [["certified copy", "deed"], ["1187", "ferfar"], ["dattu", "dw2"]], [WEEK],
  "Week plan: 'Wed 17/2 Pandharpur - Mangal tai - DW2 Dattu Shinde cross. Carry certified copy of deed + ferfar 1187.'")
# amount
q("amount", "biradar var society cha claim kiti cha ahe",
  [["6,84,250", "684250", "6.84 lakh"], ["5,00,000", "500000", "5 lakh"]], [["upload", "CamScanner 10-14-2025 11.22.pdf"]],
  "CamScanner 10-14-2025 11.22.pdf: 'रु. 5,00,000/- चे कर्ज ... व्याजासह येणे रक्कम रु. 6,84,250/- थकीत'.")
q("amount", "karkhanyakade shetkaryanche ekun kiti FRP baki hote",
  [["87,35,600", "8735600", "87.35 lakh", "87.36 lakh"], ["600"]], [["C02", "2026-06-18"]],
  "FRP writ 18 june.docx: 'dues to our 42 petitioners Rs. 87,35,600 (14,559 ton x 600)'.")
q("amount", "lokhande cha cheque kititcha hota",
  [["4,60,000", "460000", "4.6 lakh", "4.60 lakh"]], [["upload", "cheque return memo Lokhande BoM Barshi.pdf"]],
  "cheque return memo: 'Cheque No. 086472 dated 12.06.2025 for Rs. 4,60,000/-'.")
# pattern
q("pattern", "kontya kontya case madhe samorchya party var cost basli",
  [["sai vastra", "labour", "gajam", "powerloom"], ["500"], ["gursale", "partition", "mangal", "pandharpur", "kale"],
   ["1,000", "1000"]], [["C03", "2026-07-17"], ["C06", "2026-08-19"]],
  "roznama 17/07/2026 Labour Court: 'costs of Rs. 500/- ... by the respondent'; roznama 19/08/2026 Pandharpur: 'costs of Rs. 1,000/- payable by D1 and D2'.")
q("pattern", "pandharpur ani barshi la majhe konte matters chalu ahet",
  [["lokhande", "barshi krushi", "138"], ["mangal", "gursale", "partition"]], [WEEK],
  "Week plan: 'JMFC Barshi - Lokhande 138 - DE' and 'Pandharpur - Mangal tai - DW2'.")
# counsel_pattern
q("counsel_pattern", "dhumal vakil lokhande sathi kay defence ghetat",
  [["security"], ["blank"]], [["C04", "2026-04-10"], ["C04", "2026-09-04"]],
  "Shweta chat 10/04/26: 'cheque security sathi dila hota, blank sahi'; 4 Sept docx: 'cheque was blank signed security'.")
q("counsel_pattern", "pendse karkhanyatarfe nehmi kay sangtat",
  [["loss", "sugar prices"], ["instalment", "instalments", "hapta"]], [["C02", "2026-06-18"], ["C02", "2026-08-06"], ["C02", "2026-10-15"]],
  "18 june docx: 'Pendse: sugar prices low, karkhana in loss, want time'; order 06.08: 'pay ... in three instalments'; 15/10: 'Pendse asked time for rest'.")
# witness
q("witness", "sai vastra madhe CW2 kon hoti ani tine kay dakhavla",
  [["yallamma", "hadimani"], ["esic"], ["pf slips", "pf slip"]], [["C03", "2026-08-21"]],
  "IMG20260821124455.jpg: 'CW2 Yallamma Tippanna Hadimani ... Produced ESIC card ... Also 6 PF slips'.")
q("witness", "gursale case madhe talathi ne kay sangitla",
  [["1187"], ["never certified", "not certified", "pramanit nahi"]], [["C06", "2026-09-23"]],
  "gursale talathi 23.9.txt: 'ferfar no. 1187 ... NEVER certified (pramanit nahi)'.")
q("witness", "patsanstha secretary mali ne cross madhe kay kabul kela",
  [["not present", "was not present"], ["kyc", "photo"]], [["C01", "2026-08-25"]],
  "cross Mali 25-8.txt: 'Biradar was NOT present before him; (2) no photo of surety ... (3) no KYC'.")
# open
q("open", "sai vastra powerloom case cha purna status sang",
  [["job workers", "job worker", "job-work"], ["esic"], d("2027-02-11"), ["arguments"]],
  [["C03", "2026-03-13"], ["C03", "2027-01-15"]],
  "labour ct 13.3.txt: 'the 14 are \"job workers\" ... ESIC/PF codes'; 15/1/27: 'ESIC contribution list ... Arguments ND 11/2/27'.")
q("open", "chavan shiv rasta appeal thodkyat sang",
  [["dismissed"], ["tilr", "mojani", "measurement map"], d("2027-02-23"), ["judgment"]],
  [["upload", "RCS 212-2022 judgment Barshi.pdf"], ["C07", "2026-04-15"], ["C07", "2027-01-19"]],
  "judgment Barshi: 'The suit is dismissed'; RCA 145 15.4.txt: 'Exh. 12 ... TILR Barshi measurement map'; 19/1/27: 'ND 23/2/27 - judgment'.")
# bare
q("bare", "biradar", [d("2027-02-11"), ["say"]], [["C01", "2026-12-08"]],
  "IMG20261208151120.jpg: 'ND 11/2/27 - say to report.'")
q("bare", "lokhande", [["defence evidence", "बचाव पुरावा"], ["92,000", "92000"]],
  [["C04", "2027-01-22"], WEEK],
  "register 22/01/2027: 'पुढील तारीख 11/02/2027 - बचाव पुरावा'; Week plan: 'Press Exh. 31 warrant if 92,000 not paid'.")
# no_record
q("no_record", "akluj chya society election dispute madhe pudhe kay zala", NR, [],
  "No election dispute and nothing at Akluj in any upload.", no_record=True, absent=["akluj", "election"])
q("no_record", "lokhande case madhe NBW kadhi nighala hota", NR, [],
  "Only a bailable warrant (06.02.2026) and a threat of a warrant; no NBW anywhere.", no_record=True,
  absent=["nbw", "non-bailable", "non bailable"])
q("no_record", "mangal tai chya case madhe lok adalat madhe tadjod zala ka", NR, [],
  "C06 was never sent to a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat", "tadjod"])
q("no_record", "adv deshpande barobar majha konta case ahe", NR, [], "No Deshpande in any upload.", no_record=True,
  absent=["deshpande"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Solapur practice (bench/practices/solapur; written from the uploads' "
                    "source_text by its writer, practice80; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
