"""Write questions.json for the Guntur practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "record ledu", "notes lo ledu", "no note", "not in the notes"]]
TODAY = "2026-12-17"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"G-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "chit case lo last time em ayyindi",
  [d("2026-11-05"), ["dw1", "khasim"], ["receipts", "b1"]], [["C02", "2026-11-05"]],
  "05.11 notes chit + EP call.txt: 'DW1 Khasim Vali chief affidavit ... Produced 4 cash receipts Ex. B1 to B4 ... Cross part.'")
q("last_time", "mandadam crda writ last hearing lo em jarigndi",
  [d("2026-11-23"), ["60,000", "60000", "18.11.2026", "balance"], d("2027-01-21")], [["C01", "2026-11-23"]],
  "crda 23.11.txt: 'balance Rs. 60,000 released on 18.11.2026 ... registration inka avvaledu ... Next date 21.01.2027.'")
q("last_time", "barn CMA PDJ daggara last date em ayyindi",
  [d("2026-03-12"), ["allowed"], ["1,40,000", "140000", "1.4 lakh", "1.40 lakh"]], [["C04", "2026-03-12"]],
  "IMG_20260312_131508.jpg: '12/3/26 PDJ Guntur CMA 22/26 barn - ALLOWED !! ... condition: Rs. 1,40,000 ... deposit'.",
  today="2026-03-14")
# next_date
q("next_date", "mastan bee EP next vayida eppudu",
  [d("2026-12-23"), ["proclamation"]], [["upload", "correction EP vaayida.txt"]],
  "correction EP vaayida.txt: 'vaayida 17.12 ani raasanu - tappu ... Correct vaayida 23.12.2026 (Wednesday), proclamation "
  "settlement ki.' The 02.11 note says 17.12 (wrong).")
q("next_date", "sravani case next date enti, denikosam",
  [d("2026-12-19"), ["rw1", "r1", "evidence"]], [["C06", "2026-11-16"]],
  "WhatsApp Chat with Sai Teja Jr (2).txt 16/11/26: 'R1 Naga Chaitanya raaledu (RW1 evidence) ... Next date 19.12.2026 Saturday'.")
q("next_date", "subba rao SP suit next date?",
  [d("2026-09-30")], [["C05", "2026-08-26"]], "IMG_20260826_160245.jpg: 'Cross part.  next date 30.09.2026'.",
  today="2026-09-01")
# count
q("count", "crda SC counter ki enni sarlu time teeskunnaru",
  [["2", "two", "twice", "rendu"]], [["C01", "2026-02-09"], ["C01", "2026-03-16"]],
  "WP 14237 notes 9 feb.docx: 'counter ki time adigaru - 4 weeks'; order 16.03.2026: 'again seeks time ... This is the second occasion'. Two.")
q("count", "chit case lo anjaneyulu side enni sarlu vaayida adigaru ippati varaku",
  [["4", "four", "naalugu"]], [["C02", "2026-01-08"], ["C02", "2026-02-05"], ["C02", "2026-06-18"], ["C02", "2026-09-17"]],
  "register 08.01.2026: 'వ్రాతపూర్వక వాదన (WS) కు సమయం ఇచ్చారు'; docket 05.02.2026: 'seeks time ... This is the second "
  "adjournment for written statement'; 18-6 docx: 'cross deferment adigaru'; register 17.09.2026: 'ప్రతివాది సాక్షి (DW1) "
  "రాలేదు. అంజనేయులు గారు సమయం కోరారు'. Four.")
q("count", "SP suit lo mana side enthamandi sakshulu examine ayyaru",
  [["3", "three", "moodu"]], [["C05", "2026-01-21"], ["C05", "2026-04-22"], ["C05", "2026-06-17"]],
  "OS 57 PW1 chief 21.1.docx: 'PW1 Subba Rao chief'; register 22.04.2026: 'PW2 గొర్రెపాటి అంజిబాబు'; OS 57 PW3 17.06.docx: "
  "'Plaintiff evidence closed (PW1, PW2, PW3 - 3 witnesses)'.")
# yes_no
q("yes_no", "sravani ki IM bakaayi motham kattada naga chaitanya?",
  [["36,000", "36000"], ["sagam", "half", "not fully", "not the full", "partly", "partial", "balance"]], [["C06", "2026-10-05"]],
  "WhatsApp Chat with Sai Teja Jr (2).txt 05/10/26: 'R1 Rs. 36,000 court lo kattadu ... total bakaayi 72,000 lo sagam matrame'.")
q("yes_no", "mandadam plots registration ayyinda",
  [["not yet", "inka avvaledu", "under process", "pending"], ["250"]], [["C01", "2026-11-23"]],
  "crda 23.11.txt: 'Returnable plots (residential 250 sq yds + commercial 50 sq yds) registration inka avvaledu - memo lo \"under process\"'.")
q("yes_no", "mastan bee EP lo JD emaina kattada",
  [["1,00,000", "100000", "1 lakh", "one lakh"], d("2026-11-02")],
  [["C08", "2026-11-02"], ["upload", "IMG-20261102-WA0006.jpg"]],
  "EP 44 proclamation 2.11.docx: 'JD Rs. 1,00,000 court lo challan dwara kattadu'; SBI challan 02/11/2026 'Amount: Rs. 1,00,000/-'.")
# said
q("said", "crda writ lo judge garu SC ki em chepparu last time",
  [["commissioner"], ["in person", "appear"], ["last chance"]], [["C01", "2026-03-16"]],
  "WP 14237 of 2025 order 16.03.2026.pdf: 'Three weeks' time is granted as a last chance, failing which the Commissioner, "
  "APCRDA shall appear in person'.", today="2026-03-20")
q("said", "barn case lo ramaiah cross lo em oppukunnadu",
  [["signature", "sign"], ["3 curing seasons", "three curing seasons", "3 seasons", "three seasons"]], [["C03", "2026-11-27"]],
  "barn DW1 cross 27.11.2026.docx: 'oppukunnadu: lease deed lo signature thanade, deed lo \"3 curing seasons\" ani undi'.")
q("said", "SP suit lo sambasiva rao agreement gurinchi em cheppadu chief lo",
  [["security"], ["appu", "loan"]], [["C05", "2026-08-26"]],
  "IMG_20260826_160245.jpg: 'DW1 Sambasiva Rao chief: agreement appu ki security ga raasichchaanu, 12 lakhs appu'.")
# judge_habit
q("judge_habit", "tenali JCJ madam prathi sari em adugutaru, em teeskuvellali",
  [["original"]], [["C03", "2026-01-09"], ["C03", "2026-02-13"], ["C03", "2026-04-24"], ["C03", "2026-11-27"]],
  "order 09.01.2026: 'only a xerox copy ... the original was not produced'; 13.2 docx: 'original lease deed eppudu file "
  "chestaru?'; 24-04 docx: 'originals unte ne mark chestanu'; 27.11 docx: 'madam cheppindi originals teesukurandi'.")
q("judge_habit", "mangalagiri madam ki em chepthe nachutundi, emi adugutaru",
  [["babu", "bidda", "child"]], [["C06", "2026-01-19"], ["C06", "2026-04-13"], ["C06", "2026-08-24"]],
  "chat 19/01/26: 'Babu gurinchi kuda adigaru sir, bidda ekkada untunnadu'; order 13.04: 'the child is to be admitted to "
  "school'; 24.8.26 diary: 'Madam again babu gurinchi adigaru - school lo cherpincharaa'.")
q("judge_habit", "veerabhadra rao garu affidavits vishayam lo em rule pedataru",
  [["mundu roju", "day before"]], [["C02", "2026-06-18"], ["C02", "2026-11-05"]],
  "OS 218 PW1 chief 18-6.docx: 'chief affidavit mundu roju file cheyyali, court lo direct ga ivvakoodadu'; 05.11 notes: "
  "'judge garu mundu roju file cheyyalani Anjaneyulu ki malli cheppaaru'.")
# pending_before
q("pending_before", "17th chit hearing ki mundu em ready cheyyali",
  [["ledger", "a5"], ["ravi", "collection agent"]], [["upload", "Plan 14.12 to 9.1.docx"]],
  "Plan: 'Chit OS 218/24 ... Ledger Ex. A5 tho receipts B1-B4 compare cheyyali; collection agent Ravi register'.")
q("pending_before", "EP proclamation date ki mundu em kavali",
  [["encumbrance"], ["batta"]], [["upload", "Plan 14.12 to 9.1.docx"]],
  "Plan: 'Mastan Bee EP: sale proclamation draft + latest EC (encumbrance certificate) SRO Pedakakani + batta'.")
# amount
q("amount", "mirchi cheque amount entha",
  [["6,40,000", "640000", "6.4 lakh", "6.40 lakh", "640,000"]], [["upload", "Union Bank return memo Brahmaiah.pdf"]],
  "Union Bank return memo: 'Cheque No. 772134 dated 05/06/2025 for Rs. 6,40,000/-'.")
q("amount", "subba rao agreement lo advance entha ichhadu",
  [["12,00,000", "1200000", "12 lakh"]], [["upload", "agreement of sale Kolluru Ac 1.20.pdf"]],
  "agreement of sale: 'The vendee paid Rs. 12,00,000 (Rupees twelve lakhs only) as advance'.")
q("amount", "sravani ki IM entha ichcharu",
  [["8,000", "8000"], ["4,000", "4000"]], [["C06", "2026-04-13"]],
  "DVC 31-2025 interim maintenance order 13.04.2026.pdf: 'Rs. 8,000 per month to the petitioner and Rs. 4,000 per month to the child'.",
  today="2026-04-20")
# pattern
q("pattern", "sakshi raaledani e e cases lo vaayida teeskunnaru avatali vaallu",
  [["chit", "218/2024", "ఖాసిం", "khasim"], ["57 of 2024", "sp suit", "kolluru", "sambasiva"], ["sravani", "naga chaitanya", "mangalagiri"]],
  [["C02", "2026-09-17"], ["C05", "2026-07-22"], ["C06", "2026-11-16"]],
  "register 17.09.2026: 'O.S. 218/2024 (ఖాసిం వలి) - ప్రతివాది సాక్షి (DW1) రాలేదు'; docket O.S. No. 57 of 2024 22.07.2026: "
  "'DW1 (D1) called absent'; chat 16/11/26: 'Sravani case - R1 Naga Chaitanya raaledu ... Sakshi raaledu ani time'.")
q("pattern", "tenali lo naa matters evi pending",
  [["barn", "tobacco", "koteswara"], ["sp suit", "kolluru", "subba rao"]], [["upload", "Plan 14.12 to 9.1.docx"]],
  "Plan: 'Tue 22.12 Tenali Prl JCJ - barn suit' and 'Wed 06.01 Tenali SCJ - Kolluru SP suit'; 'Tenali lo two matters'.")
# counsel_pattern
q("counsel_pattern", "anjaneyulu vaayida ki em reason cheptadu",
  [["high court", "amaravati"]], [["C02", "2026-02-05"], ["C02", "2026-06-18"]],
  "docket 05.02.2026: 'busy before the Hon'ble High Court at Amaravati'; 18-6 docx: '\"sir HC lo unnaru, Amaravati\"'.")
q("counsel_pattern", "rahamtulla prathi sari em chestadu mirchi case lo",
  [["absent petition"]], [["C07", "2026-02-02"], ["C07", "2026-06-08"], ["C07", "2026-11-25"]],
  "chat 02/02/26, 08/06/26 ('malli absent petition'), chat (2) 25/11/26 ('355 BNSS absent petition'); lawyer: 'Prathi sari absent petition', 'Moodo sari'.")
# witness
q("witness", "chit case DW1 em produce chesadu",
  [["receipts", "b1"], ["1,10,000", "110000", "1.1 lakh", "1.10 lakh"]], [["C02", "2026-11-05"]],
  "05.11 notes: 'Produced 4 cash receipts Ex. B1 to B4, total Rs. 1,10,000, signed \"Ravi\"'.")
q("witness", "barn case PW2 evaru, em cheppadu",
  [["cheruku yesu", "yesu"], ["taalam", "lock"]], [["C03", "2026-06-26"]],
  "20260626_170233.jpg: 'PW2 Cheruku Yesu (barn maistry) ... 6.1.26 na Ramaiah barns ki taalam vesadu (lock)'.")
q("witness", "mirchi case lo bank nundi evaru vachharu, em prove chesaru",
  [["bhaskar"], ["exceeds arrangement"]], [["C07", "2026-10-07"]],
  "CC 412 PW2 bank 07.10.2026.docx: 'PW2 K. Bhaskar, Deputy Manager ... return memo Ex. P3 - reason \"exceeds arrangement\"'.")
# open
q("open", "SP suit full status cheppu",
  [["38,40,000", "3840000", "38.4 lakh", "38.40 lakh"], ["security", "loan", "appu"], ["bona fide", "bonafide"], d("2027-01-06")],
  [["upload", "agreement of sale Kolluru Ac 1.20.pdf"], ["C05", "2026-08-26"], ["C05", "2026-11-18"]],
  "agreement: 'in all Rs. 38,40,000'; 26/8/26 diary: 'agreement appu ki security ga'; Document_2026-11-18.docx: 'bona fide "
  "purchaser ... Arguments - vaayida 06.01.2027'.")
q("open", "sravani DV case summary ivvu",
  [["8,000", "8000"], ["kotaiah", "pw2"], d("2026-12-19")], [["C06", "2026-04-13"], ["C06", "2026-10-05"], ["C06", "2026-11-16"]],
  "order 13.04.2026: 'Rs. 8,000 per month'; chat (2) 05/10/26: 'PW2 Kotaiah garu sakshyam ayyindi'; 16/11/26: 'Next date 19.12.2026'.")
# bare
q("bare", "mirchi", [d("2026-12-17"), ["351", "examination of accused", "examination of the accused"]],
  [["C07", "2026-11-25"], ["upload", "II ADJ Guntur cause list 17.12.2026.pdf"]],
  "chat (2) 25/11/26: '351 BNSS examination ki Brahmaiah raaledu ... Next date 17.12.2026'; cause list 17.12.2026: "
  "'Examination of accused u/s 351 BNSS'.")
q("bare", "chit case", [d("2026-12-17"), ["dw1"]], [["C02", "2026-11-05"]],
  "05.11 notes: 'vaayida 17.12.2026 - DW1 cross continue'.")
# no_record
q("no_record", "tadikonda partition suit next vaayida enti", NR, [],
  "No such suit; no upload names Tadikonda or a partition.", no_record=True, absent=["partition", "tadikonda"])
q("no_record", "mandadam writ lo contempt petition vesama? status?", NR, [],
  "No contempt petition was filed in C01; the arrears were released after the direction.", no_record=True,
  absent=["contempt"])
q("no_record", "mirchi cheque case compounding ki ready ayyara brahmaiah vaallu", NR, [],
  "No compounding or settlement offer in C07 in any upload.", no_record=True, absent=["compounding", "compounded"])
q("no_record", "vemuri prasad advocate tho naa case edi", NR, [], "No Vemuri in any upload.", no_record=True,
  absent=["vemuri"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Guntur practice (bench/practices/guntur; written from the uploads' "
                    "source_text by its writer, practice53; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
