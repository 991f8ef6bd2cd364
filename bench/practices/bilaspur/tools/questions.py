"""Write questions.json for the Bilaspur practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
TODAY = "2027-02-08"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"B-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "painkra wale WPS me pichhli peshi me ka hoise?",
  [d("2027-01-19"), ["not reached", "nai pahuncha", "board not"]], [["C01", "2027-01-19"]],
  "WhatsApp Chat with Anmol Tiwari Jr (2).txt 19/01/27: 'Painkra - Ct 7 me board nai pahuncha, item 38 tha. Reader ne 08/02/27 di'.")
q("last_time", "bhagwat kewat apeal me last date pe kya hua tha",
  [d("2026-12-01"), ["part heard", "heard in part", "aanshik", "आंशिक"], d("2027-02-09")], [["C03", "2026-12-01"]],
  "CRA 1187-2024 order 01.12.2026.pdf: 'Heard in part ... list for further hearing on 09.02.2027'.")
q("last_time", "sunita wale plot case me pichli tarikh pe kya hua",
  [d("2026-10-09"), ["dw1", "dinesh"], ["2,40,000", "240000", "2.4 lakh", "2.40 lakh"], d("2026-12-04")],
  [["C06", "2026-10-09"]],
  "DW1 dinesh chief 9.10.docx: 'DW1 Dinesh Kesharwani ... paid Rs. 2,40,000 ... Cross began ... ND 04.12.2026'.",
  today="2026-10-20")
# next_date
q("next_date", "sunita didi ke case ki agli tarik kya he",
  [d("2027-01-15")], [["upload", "correction sunita ND.txt"]],
  "correction sunita ND.txt: 'ND 22.01.27 likh diya - galat he ... sahi agli tarik 15.01.2027 (DW2 Urmila)'.",
  today="2026-12-10")
q("next_date", "budhram 170B ki next kab he kota me",
  [d("2027-02-11"), ["arguments", "bahas"]], [["C05", "2027-01-21"]],
  "Anmol chat (2) 21/01/27: 'Anil Jaiswal ne aur time mangis apne arguments ke liye. ND 11/02/27'.")
q("next_date", "mukesh jaiswal atrocity wale ki agli date, kya hoga us din",
  [d("2027-02-12"), ["bhagat", "io", "dy. sp", "investigating officer"]], [["C07", "2027-01-14"]],
  "IO cross 14 jan.docx: 'PW5 (IO) Shri R.K. Bhagat, Dy. SP ... Rest of cross next date. ND 12.02.2027'.")
# count
q("count", "dixit sahab ke court me kewat ki appeal kitni baar lag chuki",
  [["6", "six", "chhe"]], [["C03", "2026-03-10"], ["C03", "2026-04-14"], ["C03", "2026-04-28"], ["C03", "2026-08-04"],
                          ["C03", "2026-10-06"], ["C03", "2026-12-01"]],
  "Orders 10.03, 28.04, 01.12.2026; kewat 14.4.txt; 4 aug HC.jpg; PXL_20261006: six listings.")
q("count", "kota SDM ke yahan budhram me kitne peshi ho gayi ab tak",
  [["9", "nine", "nau"]], [["C05", "2026-02-19"], ["C05", "2026-03-19"], ["C05", "2026-04-16"], ["C05", "2026-05-21"],
                          ["C05", "2026-06-25"], ["C05", "2026-08-20"], ["C05", "2026-10-15"], ["C05", "2026-12-10"],
                          ["C05", "2027-01-21"]],
  "Register 19.02.26; Anmol chats 19/03, 16/04, 21/05, 25/06, 10/12, 21/01; Chaitram chat 20/08; budhram bayan 15.10: nine.")
q("count", "dukalu ke excise case me kitne gawah palat gaye the",
  [["2", "two", "dono", "do"], ["bholaram", "भोलाराम"], ["punit", "पुनीत"]], [["C08", "2026-07-24"], ["C08", "2026-11-27"]],
  "Anmol chat 24/07/26: 'dono panch gawah Bholaram aur Punit Sahu pakshadrohi'; judgment 27.11.2026: 'दोनों स्वतंत्र साक्षी ... पक्षद्रोही'.")
# yes_no
q("yes_no", "santosh ko bail mili ki nai?",
  [["yes", "haan", "granted", "allowed", "mil gayi"], d("2026-09-01")], [["C04", "2026-09-01"]],
  "MCRC 6630-2026 order 01.09.2026.pdf: 'The application is allowed. The applicant shall be released on bail'.",
  today="2026-09-05")
q("yes_no", "sukhnandan dau ko uska muavja mil gaya kya",
  [["4,82,000", "482000", "4.82 lakh"], ["withheld", "roka", "not paid", "not yet", "still", "nahi"]],
  [["C02", "2026-12-08"], ["upload", "plan 8-12 feb.docx"]],
  "Order 08.12.2026: 'petitioner No. 1, the amount of Rs. 4,82,000/- is withheld'; plan: 'STILL NO NEWS'.")
q("yes_no", "painkra ko 5000 cost wala paisa mil gaya?",
  [["registry"], ["application", "not yet", "abhi nahi"]], [["C01", "2026-11-17"], ["upload", "painkra call 30 nov.txt"]],
  "painkra call 30 nov.txt: '5,000 cost ... registry me jama hua he, application deke nikaalenge'.")
# said
q("said", "banjare J ne enquiry file padh ke kya bola",
  [["no witness"], ["audit note"]], [["C01", "2026-11-17"]],
  "PXL_20261117_162233.jpg: 'Judge ne khud padhi - \"there is no witness, only the audit note\"'.")
q("said", "tamrakar madam ne SDO ke baare me pichhli baar kya kaha",
  [["cannot sit over"], ["objection"]], [["C02", "2026-10-13"]],
  "sendri 13 oct.txt: 'Madam: \"SDO cannot sit over it, the objection has to be decided.\"'", today="2026-10-20")
q("said", "santram ne cross me udhari ke bare me kya mana",
  [["4,200", "4200"], ["2 saal", "two years", "2 years"]], [["C07", "2026-05-07"]],
  "santram cross 7.5.txt: 'Maana ki Mukesh ki dukaan me 4,200 rupaye ki udhaari baaki thi, 2 saal se'.")
# judge_habit
q("judge_habit", "dixit sahab suspension of sentence sunne se pehle kya mangwate hain",
  [["jail conduct report", "conduct report", "आचरण"]], [["C03", "2026-03-10"], ["C03", "2026-04-14"], ["C03", "2026-04-28"]],
  "Order 10.03.2026: 'Let the jail conduct report ... be called'; register 14.04: 'जेल आचरण रिपोर्ट नहीं आई'; order 28.04: 'Jail conduct report received'.")
q("judge_habit", "netam J bail me sabse pehle kya puchhte",
  [["antecedents", "koi aur case", "other case"]], [["C04", "2026-08-18"]],
  "santosh bail 18.8.txt: 'Netam J ne pucha \"koi aur case he kya iske upar?\" ... antecedents ka chart dijiye'.")
q("judge_habit", "SDM kota nai rehte to date kon deta he",
  [["reader", "रीडर"], ["chunav", "election", "चुनाव"]], [["C05", "2026-12-10"]],
  "Anmol chat (2) 10/12/26: 'SDM sir chunav duty me Bilaspur gaye hain, reader ne date di'.")
# pending_before
q("pending_before", "kewat appeal ke next se pehle kya taiyar rakhna he",
  [["eyewitness"], ["304-a"], ["3 copies", "three copies"]], [["upload", "plan 8-12 feb.docx"]],
  "plan 8-12 feb.docx: 'reply to \"only eyewitness\" point; judgments on 304-A (single blow) - 3 copies'.")
q("pending_before", "mukesh wale me IO ke cross me kya kya baaki he",
  [["cctv"], ["161"]], [["C07", "2027-01-14"], ["upload", "plan 8-12 feb.docx"]],
  "plan: 'IO cross continues: CCTV, late 161 of Dilip Khute'; IO cross 14 jan.docx: 'did not seize any CCTV'.")
# amount
q("amount", "painkra se kitne ki vasooli nikali thi department ne",
  [["1,86,400", "186400", "1.86 lakh"]], [["upload", "dismissal order painkra.pdf"]],
  "dismissal order painkra.pdf: 'राशि रु. 1,86,400/- की वसूली की जावे'.")
q("amount", "dinesh bolta he plot ke liye kitna diya tha bhai ko",
  [["2,40,000", "240000", "2.4 lakh", "2.40 lakh"]], [["C06", "2026-10-09"]],
  "DW1 dinesh chief 9.10.docx: 'he paid Rs. 2,40,000 in cash to brother Rajesh in 2009'.")
q("amount", "santosh ka bail bond kitne ka bharna tha",
  [["50,000", "50000"], ["surety", "zamanatdar"]], [["C04", "2026-09-01"]],
  "Order 01.09.2026: 'personal bond of Rs. 50,000/- with one surety in the like sum'.")
# pattern
q("pattern", "mukesh wale case me kaun kaun gawah tarikh pe nai aaye",
  [["dilip", "दिलीप"], ["vip", "विवेचक", "डी.एस.पी"]], [["C07", "2026-08-13"], ["C07", "2026-11-19"]],
  "Register Aug: 'अ.सा.3 दिलीप खुटे अनुपस्थित, जमानतीय वारंट'; register Nov: 'विवेचक डी.एस.पी. अनुपस्थित (VIP ड्यूटी)'.")
q("pattern", "sunita ke case me dusri party kab kab gayab rahi ya time liya",
  [["busy"], ["500"], ["urmila", "उर्मिला"]], [["C06", "2026-04-10"], ["C06", "2026-08-21"], ["C06", "2027-01-15"]],
  "IMG_20260410: 'Dubey vakil sessions me busy - cross deferred'; register Aug: 'दिनेश अनुपस्थित, 500 रु. हर्जाना'; register Jan 27: 'उर्मिला केशरवानी अनुपस्थित'.")
# counsel_pattern
q("counsel_pattern", "anil jaiswal kota wale case me har baar kya karta he",
  [["time"]], [["C05", "2026-04-16"], ["C05", "2027-01-21"]],
  "Anmol chats 16/04/26: 'jawab ke liye time mangis'; 21/01/27: 'Anil Jaiswal ne aur time mangis'.")
q("counsel_pattern", "kunal thakur painkra me kaise khichta he",
  [["instructions", "निर्देश"], ["not traceable", "5,000"]], [["C01", "2026-03-17"], ["C01", "2026-09-08"]],
  "Register 17.03.26: 'शासन ने जवाब हेतु समय मांगा (निर्देश नहीं आये)'; order 08.09.2026: 'record is not traceable ... Costs of Rs. 5,000/-'.")
# witness
q("witness", "dilip khute ne cross me kya kya maana",
  [["sala", "relative"], ["60-70 feet", "60-70", "60 to 70"], ["paan"]], [["C07", "2026-09-24"]],
  "PW3 dilip khute 24.9.txt: 'woh Santram ka sala hai ... 60-70 feet door paan thele par tha'.")
q("witness", "sunita wale me PW2 kaun tha aur kya bola",
  [["gendlal"], ["2009"], ["chhappar"]], [["C06", "2026-07-03"]],
  "IMG_20260703_164410.jpg: 'PW2 Gendlal Sahu ... plot par 2009 se Rajesh-Sunita ka kabza ... sirf ek chhappar'.")
q("witness", "budhram ne apne bayan me kitna paisa lena mana",
  [["18,000", "18000", "18 hazar"], ["angutha", "thumb"]], [["C05", "2026-10-15"]],
  "budhram bayan 15.10.docx: '1986 me seth ha angutha lagwa lis, 18 hazar dis ... admitted he took Rs. 18,000'.")
# open
q("open", "budhram wala 170-B poora samjha do short me",
  [["214/2"], ["165(6)"], ["nai mili", "gayab", "not found"], d("2027-02-11")],
  [["upload", "170B avedan budhram.docx"], ["C05", "2026-08-20"], ["C05", "2027-01-21"]],
  "170B avedan: 'खसरा नं. 214/2 रकबा 1.20 हेक्टेयर ... 165(6)'; Chaitram chat 20/08: 'file record room me nai mili'; Anmol 21/01/27: 'ND 11/02/27'.")
q("open", "sendri muavja wala writ kahan tak pahuncha",
  [["9,80,000", "980000", "9.8 lakh", "9.80 lakh"], ["4,82,000", "482000", "4.82 lakh"], d("2027-01-29"), d("2027-02-16")],
  [["C02", "2026-10-13"], ["C02", "2026-12-08"], ["upload", "tehsildar notice dashrath objection.jpg"]],
  "sendri 13 oct.txt: 'Rs. 9,80,000 paid ... Rs. 4,82,000 roka'; Tehsildar notice: 'सुनवाई दिनांक 29.01.2027'; order 08.12: 'List for compliance on 16.02.2027'.")
# bare
q("bare", "painkra", [["item 22", "item no. 22"], ["final hearing"]],
  [["upload", "HC cause list 08.02.2027 court 7.pdf"], ["upload", "plan 8-12 feb.docx"]],
  "HC cause list 08.02.2027: 'FINAL HEARING ... 22. WPS 4512/2025 Ramesh Kumar Painkra'; plan: 'Painkra final hearing (item 22)'.")
q("bare", "urmila gawahi", [["summons", "समंस"], ["anmol"], ["closing de", "close"]],
  [["C06", "2027-01-15"], ["upload", "plan 8-12 feb.docx"]],
  "Register Jan 27: 'उर्मिला केशरवानी अनुपस्थित ... समंस जारी'; plan: 'DW2 Urmila - Anmol to go ... press for closing DE'.")
# no_record
q("no_record", "korba wale coal block zameen writ ki agli date kya he", NR, [],
  "No Korba matter in any upload.", no_record=True, absent=["korba", "coal block"])
q("no_record", "kewat appeal me supreme court me SLP lagi thi kya", NR, [],
  "C03 never went to the Supreme Court; no upload names an SLP.", no_record=True, absent=["slp", "supreme court"])
q("no_record", "budhram case me mauka muayna kab hua tha", NR, [],
  "No spot inspection in C05 (only the Patwari's report).", no_record=True, absent=["muayna", "spot inspection"])
q("no_record", "tandon vakil ke saath mera kaun sa case he", NR, [], "No Tandon in any upload.", no_record=True,
  absent=["tandon"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Bilaspur practice (bench/practices/bilaspur; written from the uploads' "
                    "source_text by its writer, practice77; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
