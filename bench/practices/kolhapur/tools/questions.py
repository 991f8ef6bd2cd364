"""Write questions.json for the Kolhapur practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True, extra: tuple = ()) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the chamber's 16/12 when `short`)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}",
             f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms + list(extra)))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "record nahi", "nond nahi", "kahi nond nahi", "no note",
       "not in the notes"]]
TODAY = "2026-12-16"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"K-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "mane vatni madhe magchya tarkhela kay zala?",
  [d("2026-11-18"), ["mediation"], ["evidence closed", "pursis", "exh 71"]], [["C03", "2026-11-18"]],
  "mane vatni 18.11.txt: 'Mediation failed ... Our side evidence closed - closing pursis Exh 71 dakhal.'")
q("last_time", "ganesh kamble foundry case last time kay zal",
  [d("2026-11-25"), ["magdum"], ["closed evidence", "company closed", "args", "arguments"]], [["C07", "2026-11-25"]],
  "kamble 25 nov.txt: 'Sunil Magdum (contractor) examined ... our cross ... Company closed evidence. Args - pudhil tarikh 23.12.2026.'")
q("last_time", "gurav ABA madhe last date la kay zal",
  [d("2026-05-05"), ["closed for order", "argued", "arguments"], d("2026-05-12")], [["C06", "2026-05-05"]],
  "gurav ABA args 5.5.txt (5.5.26): 'Argued ... Closed for order on 12.5.26. Interim continued.'", today="2026-05-08")
# next_date
q("next_date", "jadhav kakanchya karkhana writ chi pudhil tarik kadhi",
  [d("2027-01-18")], [["C01", "2026-11-23"]],
  "WhatsApp Chat with Pratiksha More Jr (2).txt 23/11: 'board reach zala nahi. S.O. to 18 Jan 2027'.")
q("next_date", "powar MACT next date ani kashasathi?",
  [d("2027-01-08"), ["joshi", "argue", "arguments"]], [["C05", "2026-11-20"]],
  "Powar args 20.11.2026.docx: 'Joshi will argue next date. pudhil tarikh 08.01.2027.'")
q("next_date", "shiye ferfar appeal cha nikal kadhi ahe",
  [d("2026-07-29")], [["C02", "2026-06-24"]], "shiye 24 june.txt: 'Closed for order. nikal 29.07.2026.'",
  today="2026-06-30")
# count
q("count", "nikam ne mane case madhe kiti vela tarikh ghetli ata paryant",
  [["2", "two", "don"]], [["C03", "2026-02-11"], ["C03", "2026-04-08"]],
  "IMG_20260211_165233.jpg: 'Nikam: ulat tapas sathi vel (time to cross) - dila'; register 08.04.2026: 'निकम साहेब हजर "
  "नाहीत - हायकोर्ट बेंचला बिझी ... 500 रुपये खर्च'. Two (the 11.3 and 17.6 cross went ahead).")
q("count", "karkhana WP madhe samorchya bajune kiti vela vel magitla",
  [["3", "three", "teen"]], [["C01", "2026-01-12"], ["C01", "2026-02-09"], ["C01", "2026-06-15"]],
  "junior chat 12/01: 'Naik sir ni reply sathi vel magitla'; order 09.02.2026: 'AGP seeks time ... last chance'; register "
  "15.06.2026: 'नाईक साहेब मुंबईला बिझी - स्टँड ओव्हर'. Three.")
q("count", "kamble case madhe aapan kiti sakshidar tapasle",
  [["2", "two", "don"], ["rajaram", "gaikwad", "राजाराम"]], [["C07", "2026-04-22"], ["C07", "2026-07-22"]],
  "Kamble CW1 22.04.docx: 'CW1 Ganesh affidavit Exh. U-9'; register 22.07.2026: 'साक्षीदार राजाराम गायकवाड ... साक्ष'; "
  "roznama 02.09.2026: 'Complainant closes his evidence'. Two.")
# yes_no
q("yes_no", "mujawar ne 97000 bharle ka ajun?",
  [["still not paid", "not paid", "nahi", "भरली नाही"], ["97,000", "97000"]], [["C04", "2026-11-19"]],
  "Hupare DW1 cross 19.11.2026.docx: 'Interim compensation Rs. 97,000 still not paid - recovery appl. pending.'")
q("yes_no", "shiye 7/12 cha appeal manjur zala ka",
  [["yes", "allowed", "manjur", "मंजूर"], d("2026-07-29"), ["3417"]], [["C02", "2026-07-29"]],
  "RTS appeal 218 nikal 29.07.2026.pdf: 'आदेश (दिनांक 29.07.2026) ... अपील मंजूर ... फेरफार क्र. 3417 रद्द'.")
q("yes_no", "mane case madhe mojni cha arj manjur zala ka?",
  [["yes", "allowed", "manjur"], d("2026-07-15"), ["tilr"]], [["C03", "2026-07-15"]],
  "SCS 187-2024 roznama 15.07.2026.pdf: 'Application at Exh. 58 ... measurement ... through the TILR, Karveer is allowed.'",
  today="2026-07-25")
# said
q("said", "PW2 tukaram kaka mane case madhe kay mhanale?",
  [["no oral partition", "asa kahi zala nahi"], ["pipeline"]], [["C03", "2026-09-09"]],
  "Mane PW2 9 sept.docx: 'no oral partition in 2019 ... pipeline was from sugarcane advance of the joint family.'")
q("said", "mujawar cha cheque baddal defence kay ahe",
  [["security"], ["salim shaikh", "broker"]], [["C04", "2026-06-11"]],
  "ichalkaranji 11 june.txt: 'cheque given in 2024 to broker Salim Shaikh as security for yarn deal'.")
q("said", "naik vakil karkhana case chya args madhe kay bolle",
  [["6(b)"], ["mandatory", "no discretion"]], [["C01", "2026-10-05"]],
  "PXL_20261005_130522.jpg: 'Naik args part: \"bye-law 6(b) is mandatory, no discretion\"'.")
# judge_habit
q("judge_habit", "nadaf madam adjournment la costs lavtat ka",
  [["500"], d("2026-04-08")], [["C03", "2026-04-08"]],
  "register 08.04.2026: 'कोर्टाने 500 रुपये खर्च (कॉस्ट) लावून तारीख दिली.'")
q("judge_habit", "wagh saheb MACT madhe kashavar jor detat?",
  [["income"], ["milk bills", "dairy passbook", "dudh"]], [["C05", "2026-03-27"]],
  "IMG_20260327_150010.jpg: 'Wagh saheb: \"income documents pahije - milk bills, dairy passbook\".'")
q("judge_habit", "walimbe J la kay pahije asta argument la - affidavit ki chart?",
  [["chart"], ["five seasons", "2020-21", "season-wise"]], [["C01", "2026-07-20"]],
  "karkhana WP args 20.7.txt: 'Walimbe J: \"give me a chart - season-wise cane offered ... for five seasons 2020-21 to 2024-25\"'.")
# pending_before
q("pending_before", "nadaf madam samor maze kay matters ahet",
  [["mane", "vatni", "187"], d("2026-12-16", extra=("today", "aaj"))],
  [["upload", "Kolhapur CJSD board 16.12.2026.pdf"]],
  "Kolhapur CJSD board 16.12.2026.pdf: '(Smt. S. A. Nadaf) ... Spl.C.S./187/2024 Sanjay Ramchandra Mane vs Dilip ... Defendants' evidence'.")
q("pending_before", "ichalkaranji court la konta case ahe aapla",
  [["hupare", "mujawar", "siddhivinayak"], d("2026-12-16", extra=("today", "aaj"))], [["C04", "2026-11-19"]],
  "Hupare DW1 cross 19.11.2026.docx: 'JMFC Ichalkaranji - S.C.C. 2314/2025 Siddhivinayak Textiles v. Mujawar ... pudhil tarikh 16.12.2026'.")
# amount
q("amount", "hupare cha cheque kiticha hota",
  [["4,85,000", "485000", "4.85 lakh", "4,85,000/-"]], [["upload", "notice 138 Mujawar.docx"]],
  "notice 138 Mujawar.docx: 'cheque no. 063381 dated 18.08.2025 for Rs. 4,85,000/-'.")
q("amount", "powar claim kiti rakmecha ani income kiti dakhavla?",
  [["38,00,000", "3800000", "38 lakh"], ["24,500", "24500"]], [["C05", "2026-11-20"]],
  "Powar args 20.11.2026.docx: 'income Rs. 24,500 pm (Exh 41) ... Claim Rs. 38,00,000 justified.'")
q("amount", "TILR la mojnichi fee kiti bharli mane case madhe",
  [["6,000", "6000", "six thousand"]], [["upload", "IMG_20260728_124410.jpg"]],
  "IMG_20260728_124410.jpg (TILR receipt 28.07.2026): 'Amount: Rs. 6,000/- (Rupees six thousand only)'.",
  today="2026-08-01")
# pattern
q("pattern", "ichalkaranji chya tarkha sadharan konya vari lagtat?",
  [["thursday", "thu", "गुरुवार", "guruvar"]], [["C04", "2026-06-11"], ["C04", "2026-10-08"]],
  "ichalkaranji 11 june.txt: '11 june 26 thu'; register: '08.10.2026 (गुरुवार) - इचलकरंजी कोर्ट'.")
q("pattern", "karkhana WP madhe dar tarkhela interim kay chalu thevla",
  [["sealed cover"]], [["C01", "2025-12-08"], ["C01", "2026-02-09"], ["C01", "2026-03-09"]],
  "8/12/25 diary: 'votes kept in separate sealed cover'; order 09.02.2026: 'sealed cover) shall continue'; "
  "9 march docx: 'sealed cover arrangement to continue'.")
# counsel_pattern
q("counsel_pattern", "nikam vakil nehmi kay karan deun tarikh ghetat",
  [["busy", "बिझी"], ["high court", "हायकोर्ट", "bench"]], [["C03", "2026-02-11"], ["C03", "2026-04-08"]],
  "register 08.04.2026: 'निकम साहेब हजर नाहीत - हायकोर्ट बेंचला बिझी'; 11/2/26: 'time to cross'.")
q("counsel_pattern", "naik saheb karkhana case madhe kay karan detat vel ghyayla",
  [["mumbai", "मुंबई"], ["reply"]], [["C01", "2026-01-12"], ["C01", "2026-06-15"]],
  "junior chat 12/01: 'Naik sir ni reply sathi vel magitla'; register 15.06.2026: 'नाईक साहेब मुंबईला बिझी - स्टँड ओव्हर'.")
# witness
q("witness", "powar case cha eyewitness kon ani tyane kay sangitla",
  [["maruti"], ["wrong side", "overtaking"]], [["C05", "2026-07-31"]],
  "IMG_5032.HEIC: 'PW2 Maruti Dhondiram Patil ... truck came on wrong side while overtaking an ST bus'.")
q("witness", "kamble case madhe company cha HR wala sakshidar kon, kay kabul kela",
  [["nitin kulkarni", "kulkarni"], ["esic"]], [["C07", "2026-10-07"]],
  "Kamble company witness 7 oct.docx: 'Nitin Kulkarni (HR manager) ... admitted ESIC contribution for Ganesh ... company's own code'.")
q("witness", "new india cha investigator kon hota powar madhe",
  [["abhijit sawant", "sawant"]], [["upload", "9 oct notes.txt"], ["C05", "2026-11-20"]],
  "9 oct notes.txt: 'New India's investigator (Shri. Abhijit Sawant) not present'; 20.11 docx: 'investigator not examined'.")
# open
q("open", "shiye 7/12 ferfar prakaran thodkyat sang",
  [["hakksod", "हक्कसोड"], ["3417"], d("2026-07-29"), ["tahsildar", "तहसीलदार"]],
  [["upload", "IMG_20251116_112045.jpg"], ["C02", "2026-01-21"], ["C02", "2026-07-29"]],
  "7/12 photo: 'फेरफार क्रमांक: 3417 (हक्कसोड पत्र ...)'; 21/1/26 note: 'hakksod patra unregistered'; order 29.07.2026: "
  "'अपील मंजूर ... फेरफार क्र. 3417 रद्द ... तहसीलदार करवीर ... फेरचौकशीसाठी'.")
q("open", "ganesh kamble foundry case cha sagla haal sanga",
  [["contract", "mahalaxmi"], ["esic"], d("2026-12-23")], [["C07", "2026-01-28"], ["C07", "2026-11-25"]],
  "kamble WS 28.1.txt: 'a contract worker through Mahalaxmi Labour Contractors ... ESIC IP card'; kamble 25 nov.txt: "
  "'Args - pudhil tarikh 23.12.2026'.")
# bare (typed in court on 16.12.2026; C03 and C04 are listed that day)
q("bare", "hupare",
  [d("2026-12-16", extra=("today", "aaj")), ["salim", "dw1"]], [["C04", "2026-11-19"], ["upload", "Plan 14-19 Dec.docx"]],
  "Hupare DW1 cross 19.11.2026.docx: 'DW1 Salim Shaikh ... Remaining cross next date ... pudhil tarikh 16.12.2026'.")
q("bare", "mane",
  [d("2026-12-16", extra=("today", "aaj")), ["defendants' evidence", "dilip's affidavit", "dilip's evidence"]],
  [["upload", "correction mane tarikh.txt"], ["upload", "Kolhapur CJSD board 16.12.2026.pdf"]],
  "correction mane tarikh.txt: 'Kalchya note madhe pudhil tarikh 9.12 lihili - chuk ... khari pudhil tarikh 16.12.2026 "
  "(Wednesday), for DE - Dilip's affidavit.' The 18.11 note says 9.12 (wrong).")
# no_record
q("no_record", "kagal chya kul kayda tenancy appeal chi pudhil tarikh kay", NR, [],
  "No tenancy appeal and nothing at Kagal in any upload.", no_record=True, absent=["kul kayda", "tenancy", "kagal"])
q("no_record", "powar MACT lok adalat la pathavla hota na?", NR, [],
  "C05 was never sent to a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat", "लोक अदालत"])
q("no_record", "shiye nikala virudh parshuram ne additional collector kade revision kela ka", NR, [],
  "No revision against the SDO's order is in any upload.", no_record=True, absent=["revision", "additional collector"])
q("no_record", "adv ghorpade barobar maza konta case chalu ahe", NR, [], "No Ghorpade in any upload.", no_record=True,
  absent=["ghorpade"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Kolhapur practice (bench/practices/kolhapur; written from the uploads' "
                    "source_text by its writer, practice52; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
