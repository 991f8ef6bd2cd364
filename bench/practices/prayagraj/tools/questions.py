"""Write questions.json for the Prayagraj practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note", "not in the notes"]]
TODAY = "2027-01-04"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"P-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "kirn lata wali writ me pichhli peshi pe kya hua tha",
  [d("2026-11-17"), ["last opportunity"], ["instructions", "regularisation", "regularization"]], [["C01", "2026-11-17"]],
  "WRIT-A_8823_2025_17112026.pdf: 'time to obtain instructions ... regularisation ... As a last opportunity, time is granted'.")
q("last_time", "agrwal 482 me last tareekh pe kya hua",
  [d("2026-12-14"), ["concluded", "bahas poori"], d("2027-01-11")], [["C04", "2026-12-14"]],
  "IMG_20261214_155810.jpg: 'Humne bahas poori ki (concluded) ... ND 11.1.27 - OP2 ki baaki bahas.'")
q("last_time", "sonu ki zamanat wale me pichli tareekh pe kya hua?",
  [d("2026-03-17"), ["fsl"], ["diacetylmorphine", "2.1%", "intermediate"]], [["C03", "2026-03-17"]],
  "IMG_5218.HEIC (17.3.26): 'FSL report aa gayi: 62 g, diacetylmorphine 2.1% only - intermediate qty'.",
  today="2026-03-20")
# next_date
q("next_date", "cement wale 482 ki agli tareekh kya hai",
  [d("2026-12-14")], [["upload", "correction agrawal ND.txt"]],
  "correction agrawal ND.txt: 'kal ke note me ND 16.11 likh diya - galat ... 14.12.2026 hai'. The 12.10 note says 16.11 (wrong).",
  today="2026-10-20")
q("next_date", "jagdmba ji ki revenue board wali appeal kab lagegi ab",
  [d("2027-01-13"), ["last opportunity", "अंतिम अवसर", "arguments", "bahas"]], [["C05", "2026-12-02"]],
  "IMG-20261202-WA0016.jpg: 'अंतिम अवसर ... अगली तारीख 13.01.2027'; Ayushi chat (1) 02/12: 'last opportunity ... Next 13.01.27'.")
q("next_date", "jhalwa muavza appeal next kab hai, kis liye",
  [d("2027-01-20"), ["written submissions"]], [["C02", "2026-12-09"]],
  "FA 412 args concluded 9.12.docx: 'written submissions 2 hafte mein ... ND 20.01.2027'.")
# count
q("count", "BSA ke vakil ne counter affidavit ke liye kitni baar time liya kiran lata me",
  [["3", "three", "teen", "thrice"]], [["C01", "2026-01-13"], ["C01", "2026-02-24"], ["C01", "2026-03-16"]],
  "13.1.26 photo: 'counter affidavit 3 hafte mein'; 24.2.26 page: 'RPS (BSA) phir ... 2 hafte aur'; order 16.3.2026: "
  "'sought three weeks' ... further two weeks ... Today again ... further time is prayed for'. Three.")
q("count", "PDA wale tiwari ji ki wajah se jhalwa FA kitni baar nahi chali",
  [["3", "three", "teen", "third", "thrice"]], [["C02", "2026-01-21"], ["C02", "2026-04-08"], ["C02", "2026-08-05"]],
  "Ayushi chat 21/01: 'illness slip lag gayi'; register 08.04: 'तिवारी जी ने पास ओवर लिया, फिर केस नहीं पहुँचा'; order 5.8.2026: "
  "'This is the third occasion'.")
q("count", "ishaq wale SCC me rai sahab ne tenant pe kitni baar hurja lagaya",
  [["2", "two", "do baar", "twice"]], [["C06", "2026-03-13"], ["C06", "2026-08-21"]],
  "ordersheet 13.03.2026: '₹500/- हर्जे पर स्वीकार'; order 21.08.2026: '₹1,000/- हर्जे सहित निरस्त'. Two.")
# yes_no
q("yes_no", "इसहाक वाले मुकदमे में 1000 का हर्जा मिला क्या",
  [["nahi", "not paid", "not yet", "no,", "abhi tak nahi", "नहीं"], ["1000", "1,000"]],
  [["C06", "2026-11-27"], ["upload", "plan 4-15 jan 2027.docx"]],
  "ishaq SCC 27.11.txt: '1000 wala abhi tak NAHI diya'; plan: '1000 ka hurja uthana'.")
q("yes_no", "kiran lata ki current salary aani shuru hui ya nahi?",
  [["yes", "haan", "may-26", "may 2026", "aa gayi"], ["52,400", "52400"]],
  [["upload", "IMG_5590.HEIC"], ["C01", "2026-04-20"]],
  "IMG_5590.HEIC passbook: '02.06.2026 BY SALARY MAY-26 BSA PRAYAGRAJ 52,400.00'; 20.4 docx: 'current salary to be paid from May 2026'.",
  today="2026-06-10")
q("yes_no", "sonu wale NDPS me 37 ka bar laga tha kya?",
  [["not attracted", "no", "nahi", "not apply", "does not apply", "did not apply"], ["intermediate"]], [["C03", "2026-04-07"]],
  "BAIL 6218 order 07.04.2026: 'The quantity is intermediate and the bar of Section 37 of the NDPS Act is not attracted'.")
# said
q("said", "mathur J ne salary rokne ke bare me kya bola tha",
  [["without notice", "without any notice"], ["current salary"]], [["C01", "2026-04-20"]],
  "kiran lata 20.4.docx: 'Mathur J: salary cannot be stopped without notice. Interim: current salary to be paid from May 2026'.")
q("said", "dubey sahab ne nalkoop wale gata pe kya kaha tha",
  [["original holder"], ["nalkoop", "tubewell"]], [["C07", "2026-07-16"]],
  "sahson writ args 16.7.txt: 'Dubey J seemed convinced - \"original holder ko uska nalkoop wala plot milna chahiye\"'.")
q("said", "farooqui sahab ne agrawal me civil suit ke baare me kya poocha",
  [["civil suit pending", "is a civil suit pending"], ["611"]], [["C04", "2026-08-24"]],
  "New Microsoft Word Document (3).docx: 'Judge asked: \"Is a civil suit pending?\" - yes: O.S. No. 611 of 2024'.")
# judge_habit
q("judge_habit", "bhatnagar J bail me sabse pehle kya puchte hain, kya ready rakhun",
  [["criminal history"], ["fsl", "52a"]], [["C03", "2026-02-10"], ["C03", "2026-02-24"]],
  "sonu bail 10.2.txt: 'Judge ka pehla sawal: criminal history?'; 24.2.26 page: 'FSL report kahan hai? aur 52A ka compliance?'.")
q("judge_habit", "ct 29 wale mathur sahab sarkar time maange to kya karte hain",
  [["personal affidavit"], ["in person", "original file", "original record"]],
  [["C01", "2026-03-16"], ["C01", "2026-07-21"], ["C01", "2026-11-17"]],
  "order 16.3.2026: 'shall file his personal affidavit ... remain present in person'; 21-7 txt: 'original record to be produced'; "
  "order 17.11.2026: 'Director ... shall file his personal affidavit'.")
q("judge_habit", "verma maam LA appeal me kya mangti hain",
  [["tabulated chart", "chart"], ["exemplar"]], [["C02", "2026-02-25"], ["C02", "2026-05-13"]],
  "FA 412 Jhalwa 25.2.docx: 'give me a tabulated chart of the exemplars'; 13.5 txt: 'Chart filed - 5 exemplars'.")
# pending_before
q("pending_before", "aaj kiran lata ke liye kya le jana hai",
  [["p. 47", "page 47"], ["03.07.2014", "approval"]], [["upload", "plan 4-15 jan 2027.docx"]],
  "plan 4-15 jan 2027.docx: 'carry the original file's p. 47 copy (approval 03.07.2014)'.")
q("pending_before", "jhalwa FA me 20 jan se pehle kya baaki hai",
  [["written submissions"], ["5 pages", "five pages", "5 page"]], [["upload", "plan 4-15 jan 2027.docx"]],
  "plan: 'Jhalwa FA (Ct 5, 20/1): written submissions (5 pages) - draft ready, file 2.1.27'.")
# amount
q("amount", "teacher wali writ me arrears kitna banta hai",
  [["4,71,600", "471600", "4.716 lakh", "4.71 lakh", "471,600"]], [["C01", "2026-09-08"]],
  "Doc1.docx: 'Arrears Aug 2025 - Apr 2026 (9 months x 52,400 = Rs. 4,71,600) still not paid'.")
q("amount", "jhalwa me reference court ne kya rate diya tha aur hum kitna maang rahe",
  [["650"], ["1,850", "1850"]], [["C02", "2026-02-25"]],
  "FA 412 Jhalwa 25.2.docx: 'reference court gave Rs. 650; we claim Rs. 1,850 per sq m'.")
q("amount", "agrawal 482 mediation me vinod ji ne kitne ka offer kiya tha, samne wale kitna maang rahe",
  [["5 lakh", "5,00,000", "500000", "five lakh"], ["8.4 lakh", "8,40,000", "840000"]], [["C04", "2026-04-13"]],
  "WhatsApp Chat - Ayushi Pandey Jr.txt 13/04: 'Vinod ji ne 5 lakh ka offer diya ... Agrahari side 8.4 lakh + byaaj'.")
# pattern
q("pattern", "kin kin muqadmon me samne wale ne counter ke liye time liya",
  [["kiran", "teacher", "किरन"], ["agrawal", "482"], ["lalji", "लालजी", "chakbandi", "चकबन्दी", "sahson"]],
  [["C01", "2026-02-24"], ["C04", "2026-01-19"], ["C07", "2026-02-19"]],
  "24.2.26 page (Kiran Lata, 'counter affidavit taiyar hai, 2 hafte aur'); Agrawal 482 notes 19.01.docx ('counter affidavit file nahi hua, "
  "3 hafte'); register 19.02.2026 (लालजी पटेल, 'काउंटर के लिए 3 हफ्ते का समय').")
q("pattern", "is saal kaun kaun se case not reached me gaye",
  [["kiran", "किरन"], ["lalji", "लालजी", "chakbandi", "चकबन्दी"], ["jhalwa", "ram dulare", "राम दुलारे", "झलवा"],
   ["agrawal", "imtiaz", "482"]],
  [["C01", "2026-05-18"], ["C07", "2026-05-14"], ["C02", "2026-04-08"], ["C04", "2026-07-13"]],
  "register मई 2026: 'किरन लता ... केस नहीं पहुँचा', 'लालजी पटेल ... केस नहीं पहुँचा'; register 08.04: 'राम दुलारे ... केस नहीं पहुँचा'; "
  "Ayushi chat (1) 13/07: '77 me Imtiaz sahab ne pass over liya, fir board hi nahi pahunchi'.")
# counsel_pattern
q("counsel_pattern", "tiwari ji PDA wale har baar kya karte hain",
  [["illness slip"], ["pass over", "पास ओवर"]], [["C02", "2026-01-21"], ["C02", "2026-04-08"], ["C02", "2026-08-05"]],
  "chat 21/01 'illness slip'; register 08.04 'पास ओवर लिया'; order 5.8.2026 'Illness slip ... third occasion'.")
q("counsel_pattern", "imtiaz ansari ka adjourn karwane ka kya tareeka hai",
  [["pass over"], ["counter affidavit", "counter", "bereavement", "death"]],
  [["C04", "2026-01-19"], ["C04", "2026-07-13"], ["C04", "2026-10-12"]],
  "19.01 docx 'counter affidavit file nahi hua, 3 hafte'; chat (1) 13/07 'Imtiaz sahab ne pass over liya ... doosri baar hai Imtiaz ka'; "
  "12 oct txt 'bereavement ... adjournment'.")
# witness
q("witness", "deepak jaiswal ne jirah me kya kya maana",
  [["dec 2021", "december 2021"], ["katra"], ["54,000", "54000"]], [["C06", "2026-02-06"]],
  "ishaq SCC DW1 cross 6.2.txt: 'last written receipt Dec 2021 ... deposit ... Rs. 54,000 only ... Katra me bhai ki dukaan'.")
q("witness", "munna lal ne gawahi me kya bola",
  [["हमीद", "hameed", "munim", "मुनीम"], ["रकम और तारीख", "amount", "aankhon", "आँखों"]], [["C06", "2026-04-10"]],
  "IMG-20260410-WA0019.jpg: 'दीपक हर महीने मुनीम हमीद को किराया देता था, \"अपनी आँखों से देखा\" ... रकम और तारीख नहीं बता पाए'.",
  today="2026-04-15")
q("witness", "ishaq wale case me tenant ki taraf se gawah kaun kaun the",
  [["deepak", "dw1"], ["munna lal", "मुन्ना लाल"]], [["C06", "2026-01-09"], ["C06", "2026-04-10"]],
  "Ayushi chat 09/01: 'Deepak Jaiswal (DW1) ka affidavit'; register 10.04: 'DW2 मुन्ना लाल'.")
# open
q("open", "jagdamba wali batwara appeal ka poora haal batao",
  [["kurra", "कुर्रा"], ["misil", "मिसल"], ["stay", "स्थगन"], d("2027-01-13")],
  [["C05", "2026-01-28"], ["C05", "2026-07-08"], ["C05", "2026-12-02"]],
  "order 28.01.2026: 'नये कुर्रा ... स्थगित'; 8.7.26 txt: 'misil summoned. Stay extended'; register 02.12: 'अगली तारीख 13.01.2027'.")
q("open", "lalji ki chakbandi writ ka kya hua short me bata do",
  [["remitted", "remanded", "remand"], ["three months", "3 months", "teen mahine"], d("2026-09-17")],
  [["C07", "2026-09-17"]],
  "WRIT-C_21876_2025_17092026.pdf: 'The matter is remitted to the Deputy Director ... within three months ... The writ petition is allowed.'")
# bare
q("bare", "ishaq", [["judgment", "faisla"], ["1000", "1,000"]], [["C06", "2026-11-27"], ["upload", "plan 4-15 jan 2027.docx"]],
  "ishaq SCC 27.11.txt: 'Rai sahab: judgment 4.1.2027 ... 1000 wala abhi tak NAHI diya'.")
q("bare", "kiran lata", [["regularisation", "regularization"], ["last opportunity"]], [["C01", "2026-11-17"]],
  "order 17.11.2026: 'instructions ... regularisation ... As a last opportunity'; listed 04.01.2027 in the additional cause list.")
# no_record
q("no_record", "chaudhary ji wali gangster act bail ka kya bana", NR, [],
  "No Gangster Act matter in any upload.", no_record=True, absent=["gangster"])
q("no_record", "sonu ki bail cancel karne ki application state ne daali thi kya", NR, [],
  "C03's bail was granted; no cancellation application anywhere.", no_record=True, absent=["cancel"])
q("no_record", "kiran lata me contempt kab file kiya tha humne", NR, [],
  "No contempt application in C01; no upload names one.", no_record=True, absent=["contempt"])
q("no_record", "shukla ji vakil ke saath mera kaun sa case chal raha", NR, [],
  "No Shukla in any upload.", no_record=True, absent=["shukla"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Prayagraj practice (bench/practices/prayagraj; written from the uploads' "
                    "source_text by its writer, practice55; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
