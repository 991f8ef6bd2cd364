"""Write questions.json for the Jodhpur practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "no note", "koi record nahi", "nahi mila"]]

TODAY = "2026-12-05"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"JD-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


WEEK = ["upload", "week plan 7-12 Dec.txt"]
RAJ_WA = ["upload", "WhatsApp Chat with Kamla Devi PLA.txt"]

# last_time
q("last_time", "oran wale writ mein last time kai hoyo?",
  [d("2026-10-12"), ["reserved", "surakshit"], ["status quo"]], [["C01", "2026-10-12"]],
  "order_12102026_CWP_4127.pdf: 'Arguments concluded. Judgment reserved. The interim order of status quo dated 08.12.2025 shall continue'.")
q("last_time", "sushila ji ke suit mein pichhli tareekh pe kya hua",
  [d("2026-11-21"), ["dw1", "kishan lal", "purohit"], ["closed", "concluded"]], [["C04", "2026-11-21"]],
  "DW1 cross concluded 21.11.txt: 'DW1 further cross - concluded today ... Ghanshyam Vyas closed defendant's evidence'; final arguments 19.12.2026.")
q("last_time", "bhera ram ji ki kuan appeal mein last date pe kya hua tha?",
  [d("2026-04-20"), ["division bench", "senior", "busy"], d("2026-07-13")], [["C03", "2026-04-20"]],
  "SBCSA 87-2025 ordersheet.pdf, 20.04.2026: 'Proxy counsel prays for time on the ground that the senior counsel is busy before the Division Bench ... List after the summer vacation on 13.07.2026'.",
  today="2026-06-01")

# next_date
q("next_date", "Mahipal bana ki quashing ki agli tareekh?",
  [d("2026-12-09")], [["C02", "2026-09-16"], WEEK],
  "Dictation 16 Sept.txt: 'NDOH 09.12.2026'; week plan: 'Wed 9 - HC: Mahipal Singh Bhati quashing - further arguments'.")
q("next_date", "gulab singh ji ki RAA wali appeal mein agli tareekh kab, kis liye?",
  [d("2026-12-18"), ["order", "आदेश"]], [["C06", "2026-11-27"]],
  "IMG_20261127_162020.jpg (Kavita): 'अगली तारीख 18.12.2026 - आदेश हेतु'.")
q("next_date", "khasra 77 appeal ki next date?",
  [d("2026-11-27")], [["upload", "correction - RAA date.txt"]],
  "correction - RAA date.txt (26.9.26): 'The next date is NOT 20.11.2026 ... 27.11.2026 (Friday)'. The note of 25.09 says 20.11 - the correction rules.",
  today="2026-10-01")

# count
q("count", "Sushila ji wale case mein Purohit side pe kitni baar harja laga?",
  [["3", "three", "तीन"]], [["C04", "2026-02-21"], ["C04", "2026-04-18"], ["C04", "2026-08-29"]],
  "order 21.02.2026 (Rs. 1,000 on dismissal of the amendment application); IMG_20260418 (Rs. 500); IMG_20260829: '(तीसरा हर्जा है इस केस में - 21.2 को 1000, 18.4 को 500, आज 1000)'.")
q("count", "Mehta ne kuan appeal mein kitni baar time liya ab tak?",
  [["2", "two", "twice"]], [["C03", "2026-04-20"], ["C03", "2026-10-05"]],
  "ordersheet 20.04.2026 (proxy for Mr. Ashok Mehta, senior busy before DB) and 05-10-2026.docx: 'This is the second time (first on 20.04.2026)'.")
q("count", "rakesh choudhary cheque case mein kitni baar gair haazir raha?",
  [["3", "three", "तीन"]], [["C05", "2025-12-17"], ["C05", "2026-04-15"], ["C05", "2026-07-08"]],
  "Dilip WA 17/12/25 'accused Rakesh Choudhary koni aayo ... zamanati warrant'; IMG_20260415 'अभियुक्त अनुपस्थित ... मेडिकल सर्टिफिकेट'; Dilip WA 08/07/26 'Aaj bhi accused absent - medical certificate'. NI 1893 12 Aug.txt: 'after 2 absences with medical certificates - 15.4 and 8.7'.")

# yes_no
q("yes_no", "rakesh ne 143A wala paisa jama karaya kya aakhir?",
  [["yes", "haan", "deposited", "jama", "paid"], ["95,000", "95000"], d("2026-08-12")], [["C05", "2026-08-12"]],
  "NI 1893 12 Aug.txt: 'interim compensation Rs. 95,000 deposited by DD in court today (DD no. 512284, PNB)'.")
q("yes_no", "kamla devi ko PLA wala 5000 harjana mil gaya?",
  [["not yet", "nahi mila", "abhi tak nahi", "not received", "not been paid", "unpaid", "not paid"], ["5,000", "5000"]], [RAJ_WA],
  "WhatsApp Chat with Kamla Devi PLA.txt 12/11/26: 'Lekin 5,000 harjana abhi tak nahi mila' - reply: execution application draft, letter to AEn first.")

# said
q("said", "collector ke affidavit ke baad vyas sahab ne oran ke baare mein kya bola tha",
  [["wasteland", "waste land"], ["falls", "allotment"]], [["C01", "2026-05-18"]],
  "18.05.2026 HC.docx: 'Oran is not wasteland for the State to hand out. If the entry was changed without an order, the allotment falls with it.'")
q("said", "bhera ram ji ne chamber mein kya shikayat ki thi kuan ke baare mein",
  [["water", "pani"], ["august"]], [["C03", "2026-10-05"]],
  "05-10-2026.docx: 'Sohan Lal ra beta pani koni deve, mharo khet sukh gayo - they do not give water from the well since August'.")
q("said", "kamal singhvi ne mahipal wale mein sale deed pe kya argue kiya",
  [["para 6", "paragraph 6"], ["ink", "inserted later", "baad mein"]], [["C02", "2026-09-16"]],
  "Dictation 16 Sept.txt: 'says deed para 6 was inserted later in a different ink'.")

# judge_habit
q("judge_habit", "ADJ-3 jain sahab adjournment kaise dete hain, kuch pattern?",
  [["cost", "harja", "हर्जा", "costs"], ["rs 500", "rs. 500", "₹500", "500", "1,000", "1000"]],
  [["C04", "2026-02-21"], ["C04", "2026-04-18"], ["C04", "2026-08-29"]],
  "IMG_20260418: 'रु. 500 हर्जे पर तारीख दी'; IMG_20260829: 'रु. 1,000 हर्जा ... अंतिम अवसर'; order 21.02.2026: 'रु. 1,000/- हर्जे सहित खारिज'.")
q("judge_habit", "RAA sahab tareekh pe baithte bhi hain ya nahi?",
  [["tour", "daura", "दौरे"], ["leave", "chhutti"]], [["C06", "2026-02-13"], ["C06", "2026-07-17"]],
  "IMG_20260213: 'RAA साहब दौरे पर (फलोदी) - कोर्ट नहीं बैठा। रीडर ने तारीख दी'; Devendra WA 17/07/26: 'RAA sahab chhutti par hain ... Doosri baar court nahi baitha'.")

# pending_before
q("pending_before", "9 tareekh se pehle mahipal wale mein kya karna baaki hai?",
  [["synopsis"], ["sale deed", "certified copy"]], [WEEK, ["C02", "2026-09-16"]],
  "week plan: 'synopsis for Mahipal Cr.M.P. (3 pages) ... file by Tuesday with the certified copy of the sale deed'.")
q("pending_before", "kuan appeal 14 dec se pehle kya kya file karna hai",
  [["directions"], ["synopsis"], ["ex. 4", "exhibit 4", "1978", "compilation"]], [WEEK, ["C03", "2026-10-05"]],
  "week plan: 'draft application for directions in the kuan second appeal (water stopped) - to be filed before 14 Dec. Kavita: 2-page synopsis + Ex. 4 compilation'.")
q("pending_before", "dilip ji ke final arguments ki kya tayyari karni hai",
  [["list of dates"], ["139", "presumption"], ["ledger"]], [WEEK],
  "week plan: 'Kavita to prepare the list of dates and the s.139 presumption judgments. Dilip ji to come with the ledger.'")

# amount
q("amount", "sushila ji ne purohit ko advance kitna diya tha aur baki kitna dena tha?",
  [["9,00,000", "900000", "9 lakh"], ["29,00,000", "2900000", "29 lakh"]], [["upload", "Scan_20230214_agreement Pal Road.pdf"]],
  "agreement: 'Rs. 9,00,000/- paid today as advance ... Balance Rs. 29,00,000/- to be paid at the time of registry'.")
q("amount", "cheque case mein interim compensation kitna order hua?",
  [["95,000", "95000"]], [["C05", "2026-02-25"]],
  "NI1893_order_25022026.pdf: 'रु. 95,000/- (पिचानवे हजार) अंतरिम प्रतिकर'.", today="2026-03-02")
q("amount", "kamla devi ka bill kitne ka tha aur discom ne settlement mein kitna offer kiya",
  [["1,86,540", "186540", "1.86"], ["1,10,000", "110000", "1.1 lakh", "1.10 lakh"]],
  [["upload", "IMG-20260214-WA0007.jpg"], ["C07", "2026-07-07"]],
  "bill: 'NET PAYABLE Rs. 1,86,540.00'; PLA Kamla Devi 07.07.2026.docx: 'They offered to reduce the bill to Rs 1,10,000 in 6 instalments'.")

# pattern
q("pattern", "kaun kaun se matter faisle / order ke liye pade hain abhi?",
  [["oran", "khejarli"], ["gulab singh", "khasra 77", "raa", "revenue appeal"]], [["C01", "2026-10-12"], ["C06", "2026-11-27"]],
  "order 12.10.2026 (C01): 'Judgment reserved'; IMG_20261127 (C06): 'अगली तारीख 18.12.2026 - आदेश हेतु'.")
q("pattern", "kin kin cases mein status quo ya interim protection chal raha hai?",
  [["oran", "khejarli"], ["mahipal", "luni", "quash"], ["gulab singh", "khasra 77", "raa", "revenue"], ["kuan", "salawas", "bhera ram", "well"]],
  [["C01", "2026-10-12"], ["C02", "2026-09-16"], ["C06", "2026-11-27"], ["C03", "2026-07-13"]],
  "C01 status quo till judgment (12.10); C02 'interim continues' (16.9); C06 'स्थगन जारी' (27.11); C03 'no alteration to the well or the pump till disposal' (13.7).")

# counsel_pattern
q("counsel_pattern", "Ashok Mehta har baar kya bahana deta hai?",
  [["division bench", " db"]], [["C03", "2026-04-20"], ["C03", "2026-10-05"]],
  "ordersheet 20.04.2026 and 05-10-2026.docx: senior busy before the Division Bench (DB-II).")
q("counsel_pattern", "rajesh jain vakil ka cheque case mein kya tareeka hai",
  [["medical", "exemption", "माफी", "मेडिकल"], ["security"]], [["C05", "2026-04-15"], ["C05", "2026-07-08"], ["C05", "2026-01-21"]],
  "IMG_20260415: 'राजेश जैन जी ने हाजिरी माफी की अर्जी दी, मेडिकल सर्टिफिकेट'; Dilip WA 08/07: medical certificate; NI 1893 21.01.26: 'blank security cheque'.")
q("counsel_pattern", "AAG parihar oran writ mein kyu time leta raha?",
  [["revenue record", "record"], ["tehsildar", "not received", "koni aayo"]], [["C01", "2026-01-19"], ["C01", "2026-02-16"]],
  "HC 19.1.26.txt: 'revenue record abhi tak Tehsildar Luni se koni aayo'; order 16.02.2026: 'the revenue record has not been received'.")

# witness
q("witness", "mangi lal jain ne gawahi mein kya kaha?",
  [["sign"], ["4 lakh", "4,00,000", "cheque"], ["loan"]], [["C04", "2026-07-11"]],
  "PW2 Mangi Lal 11.7.docx: 'he saw Kishan Lal sign the agreement ... the cheque of Rs 4 lakh was handed over in his presence; no talk of any loan'.")
q("witness", "DW1 om prakash choudhary ki jirah mein kya mila?",
  [["12,000", "12000"], ["reply", "notice"]], [["C05", "2026-11-04"]],
  "DW1 Om Prakash 04.11.2026.docx: 'admits Rakesh's account had only Rs 12,000 on 26.07.2025 ... the accused never sent a reply to our legal notice'.")

# open
q("open", "khejarli oran writ ka poora status batao",
  [["reserved"], d("2026-10-12"), ["status quo"], ["collector"]], [["C01", "2026-10-12"], ["C01", "2026-05-18"]],
  "order 12.10.2026 (reserved, status quo continues); 18.05.2026 HC.docx (Collector's affidavit admits oran entry).")
q("open", "kamla devi PLA mein ab aage kya karna hai?",
  [["award", "faisla", "set aside"], ["execution", "letter", "aen"], ["5,000", "5000"]], [["C07", "2026-10-06"], RAJ_WA],
  "PLA 74 award.pdf (bill set aside; compensation Rs. 5,000 in 30 days); Rajendra WA 12/11/26: 'Devendra execution application ka draft banayega, pehle AEn ko ek letter denge'.")

# bare
q("bare", "salawas kuan", [d("2026-12-14")], [["C03", "2026-10-05"]], "05-10-2026.docx: 'NDOH 14.12.2026'.")
q("bare", "dilip ji 138", [d("2026-12-10"), ["final argument"]], [["C05", "2026-11-04"]],
  "DW1 Om Prakash 04.11.2026.docx: 'Final arguments on 10.12.2026'.")
q("bare", "sushila lodha??", [d("2026-12-19"), ["final argument"]], [["C04", "2026-11-21"]],
  "DW1 cross concluded 21.11.txt: 'Jain sahab fixed FINAL ARGUMENTS on 19.12.2026'.")

# no_record
q("no_record", "barmer wale mining lease writ ki agli tareekh?", NR, [],
  "No Barmer or mining matter in any upload.", no_record=True, absent=["barmer", "mining"])
q("no_record", "kuan appeal mein local commission appoint hua tha kya well dekhne?", NR, [],
  "C03 uploads: no commission, no inspection of the well.", no_record=True, absent=["commission"])
q("no_record", "Harphool Godara ka phone aaya tha kya kisi case ke baare mein", NR, [],
  "No Harphool, no Godara in the practice.", no_record=True, absent=["godara", "harphool"])
q("no_record", "osian mandir trust wale case mein reply file hua?", NR, [],
  "No Osian matter; the only trust is the Khejarli oran trust.", no_record=True, absent=["osian"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Jodhpur practice (bench/practices/jodhpur; written from the uploads' "
                    "source_text by its writer, practice36; for the next session's honest check, asked once by the lead)",
           "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
