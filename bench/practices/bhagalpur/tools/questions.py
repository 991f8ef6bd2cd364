"""Write questions.json for the Bhagalpur practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note", "not in the notes",
       "kuch nai", "nahi mila"]]
TODAY = "2027-01-22"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"B-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "ramdeo wala bantwara case me pichla date pe ki bhelai?",
  [d("2026-11-27"), ["jaiprakash", "p.w.3", "pw3", "amin"], ["300"]], [["C01", "2026-11-27"]],
  "Scan_20261201_PS88.pdf: '27.11.2026 ... P.W.3 Jaiprakash Singh is ill ... Time allowed on cost of Rs. 300/-'.")
q("last_time", "kalawati devi DCLR me last time kya hua tha",
  [d("2026-11-25"), ["objection"], ["reserved"]], [["C02", "2026-11-25"]],
  "DCLR Kalawati 25.11.2026.docx: 'Satyendra babu ne report pe objection diya ... order reserved'.")
q("last_time", "dhamu ke bail me pichla date pe kya hua patna me",
  [d("2026-05-06"), ["supplementary affidavit", "affidavit"], ["212/2023", "antecedent"]], [["C08", "2026-05-06"]],
  "WhatsApp Chat with Shivani Priya Patna HC.txt 06/05/26: 'APP ne criminal antecedent bataya - Sabour P.S. Case "
  "212/2023 ... Court ne supplementary affidavit maanga'.", today="2026-05-10")
# next_date
q("next_date", "irfan wale karghe case ka agla tarik kab hai",
  [d("2026-09-29")], [["upload", "correction irfan date.txt"]],
  "correction irfan date.txt: 'next date 29.10 likh gelai - galat ... sahi agla tarikh 29.09.2026'. The 18.8 note says 29.10 (wrong).",
  today="2026-08-25")
q("next_date", "pankaj ka family court wala agla date kab h",
  [d("2027-02-19"), ["o.w.2", "ow2", "arif"]], [["C04", "2027-01-15"]],
  "pankaj OW1 15.1.27.txt: 'Next 19.02.2027 - O.W.2 Md. Arif'.")
q("next_date", "gopal tiwary execution next kab hai aur kis liye",
  [d("2027-02-22"), ["kurki", "attachment"]], [["C06", "2027-01-18"]],
  "WhatsApp Chat with Pritam Jr (2).txt 18/01/27: 'attachment warrant (kurki) nikal diya ... Next 22/2/27'.")
# count
q("count", "binod bihari babu ramdeo ke case me kitna bar time liye",
  [["2", "two", "twice", "do baar", "do bar"]], [["C01", "2026-01-09"], ["C01", "2026-04-17"]],
  "IMG-20260109-WA0004.jpg: 'बिनोद बिहारी बाबू समय आवेदन देलकै'; Pritam chat 17/04/26: 'Binod babu cross ke liye time maangle'. Two.")
q("count", "pankaj wale 498A me ab tak kitna gawah ka gawahi hua",
  [["4", "four", "char", "chaar"]], [["C03", "2026-02-24"], ["C03", "2026-05-26"], ["C03", "2026-07-14"], ["C03", "2026-10-27"]],
  "P.W.1 Rinki (chat 24/02, cross 24.3), P.W.2 Bishundeo (26.5.txt), P.W.3 Sunita Devi (dono case docx), P.W.4 I.O. "
  "Kiran Kumari (27.10 diary). Four.")
q("count", "kishore sahab pankaj case me kitni baar warrant nikale gawah pe",
  [["2", "two", "twice", "do baar"]], [["C03", "2026-04-28"], ["C03", "2026-09-01"]],
  "IMG-20260428-WA0014.jpg: 'गवाह पर जमानतीय वारंट (B.W.)'; order 01.09.2026: 'अनुसंधानकर्ता के विरुद्ध जमानतीय वारंट'. Two.")
# yes_no
q("yes_no", "dhamu ko bail mil gelai ki nai?",
  [["released on bail", "granted", "yes", "haan", "mil gayi", "mil gelai"], d("2026-05-13")], [["C08", "2026-05-13"]],
  "CRMISC 28417 of 2026 order 13-05-2026.pdf: 'Let the petitioner be released on bail on furnishing bail bonds of Rs. 10,000/-'.")
q("yes_no", "anil singh ke revision me stay mila tha kya",
  [["refused", "no stay", "nahi mila", "nai mila", "not granted"], d("2026-01-28")], [["C07", "2026-01-28"]],
  "IMG_20260128_142233.jpg (28.1.26): 'Stay of further proceedings - refused; \"niche court me hazri maaf karwa lo\"'.")
q("yes_no", "pankaj ne maintenance ka pura bakaya de diya?",
  [["12,000", "12000"], ["aanshik", "partly", "partial", "not fully", "not the full", "baaki", "balance", "nahi", "not all"]],
  [["C04", "2026-07-17"]],
  "Pankaj Sah dono case 17.07.2026.docx: 'Pankaj ne Rs. 12,000 court me jama kiya (April-June; arrears aanshik, July ka baaki)'.",
  today="2026-07-20")
# said
q("said", "gopal tiwary wale me anand sahab ne HC wale revision pe kya bola tha",
  [["stay nai", "no stay", "stay order nai"], ["execution chalega", "execution will", "proceed", "go on"]], [["C06", "2026-07-13"]],
  "IMG_20260713_153020.jpg: 'koi stay order nai dikhaya. Anand sahab: \"stay nai hai to execution chalega\"'.")
q("said", "bishundeo ne cross me tilak wale 2 lakh ke bare me kya maana",
  [["khushi", "willingly", "own will", "of his own"], ["2 lakh", "2,00,000", "200000", "two lakh"]], [["C03", "2026-05-26"]],
  "bishundeo cross 26.5.txt: '\"tilak me 2 lakh apni khushi se diye the, beti ke bhavishya ke liye\"'.")
q("said", "verma sahab ne shamim case me interst ke bare me kya poocha",
  [["12%", "12 percent", "12 per cent"], ["1% maheena", "1% per month", "1% a month", "1% monthly", "one percent"]],
  [["C05", "2026-12-08"]],
  "argument shamim 8 dec.docx: 'Verma sahab ne poocha - interest 12% kis basis pe? - iqrarnama me 1% maheena likha hai'.")
# judge_habit
q("judge_habit", "sahay madam family court me kya insist karti hai",
  [["khud", "in person", "present"], ["counsellor", "counselling", "counsel"]],
  [["C04", "2026-01-16"], ["C04", "2026-03-27"], ["C04", "2026-11-20"]],
  "family court 16 jan.txt: 'counsellor ke paas bheja ... dono ko har date pe khud aana hai'; order 27.03.2026: 'Both "
  "parties shall remain present in person on every date'; Pritam chat 20/11: 'dono party agle date pe zaroor rahe'.")
q("judge_habit", "kundan kishore sahab gawah nai aaye to kya karte hain",
  [["warrant", "b.w.", "वारंट"], ["last chance", "अंतिम अवसर", "antim"]],
  [["C03", "2026-04-28"], ["C03", "2026-09-01"], ["C03", "2026-12-15"]],
  "28.04 register: 'जमानतीय वारंट (B.W.)'; order 01.09.2026: 'जमानतीय वारंट ... अंतिम अवसर'; chat 15/12: 'prosecution ka last chance'.")
q("judge_habit", "pathak sahab time petition kaise allow karte hai",
  [["cost", "खर्चा", "kharcha"], ["200"], ["300"]], [["C01", "2026-01-09"], ["C01", "2026-11-27"]],
  "IMG-20260109-WA0004.jpg: 'समय आवेदन देलकै - 200 रुपया खर्चा पर मंजूर'; order 27.11.2026: 'Time allowed on cost of Rs. 300/-'.")
# pending_before
q("pending_before", "aaj ramdeo case me amin ke gawahi se pehle kya kya karna tha",
  [["naksha", "map"], ["gaadi", "vehicle", "car"]], [["upload", "Week 18-23 Jan 2027.docx"]],
  "Week 18-23 Jan 2027.docx: 'P.W.3 amin Jaiprakash Singh ki gawahi. Unko gaadi bhej ke bulana; 2024 wala naksha ka original saath me'.")
q("pending_before", "pankaj 498a me aaj ke liye kya taiyari rakhni thi",
  [["close", "closure"], ["313"]], [["upload", "Week 18-23 Jan 2027.docx"]],
  "Week 18-23 Jan 2027.docx: 'doctor P.W.5; nai aaye to P.E. close karne ki prayer; 313 ki taiyari'.")
# amount
q("amount", "shamim ne irfan ko karghe ke liye kul kitna paisa diya tha",
  [["3,12,000", "312000", "3.12 lakh", "312,000", "तीन लाख बारह हजार"]], [["upload", "iqrarnama karghe irfan.jpg"]],
  "iqrarnama karghe irfan.jpg: 'कुल 3,12,000/- (तीन लाख बारह हजार) रुपया करघा ऋण'.")
q("amount", "family court ne pankaj pe kitna interim maintenance lagaya",
  [["4,000", "4000", "four thousand"]], [["C04", "2026-03-27"]],
  "Maintenance 142-2025 order 27.03.2026.pdf: 'interim maintenance of Rs. 4,000/- (Rupees four thousand) per month'.")
q("amount", "gopal tiwary ke execution me suresh keshri pe ab kitna baaki hai",
  [["62,000", "62000"], ["50,000", "50000"]], [["C06", "2026-11-23"], ["C06", "2027-01-18"]],
  "IMG-20261123-WA0008.jpg: 'सुरेश केशरी 50,000 रुपया चालान से जमा करलकै ... बाकी 62,000'; Pritam chat 18/01/27: 'baaki 62000 jama nai'.")
# pattern
q("pattern", "hamra taraf se kaun kaun case me time lena pada is saal",
  [["ramdeo", "partition", "bantwara"], ["pankaj", "498a", "rinki"]], [["C01", "2026-11-27"], ["C03", "2026-02-24"]],
  "order 27.11.2026: 'A time petition has been filed on behalf of the plaintiff'; Pritam chat 24/02/26: 'cross ke liye humne time le liya'.")
q("pattern", "kaun kaun case me dusra party pe cost laga",
  [["ramdeo", "partition", "bantwara", "sukhdeo", "रामदेव", "बँटवारा"], ["shamim", "irfan", "loom", "karghe", "money suit"]],
  [["C01", "2026-01-09"], ["C05", "2026-05-12"]],
  "IMG-20260109-WA0004.jpg: 'प्रतिवादी 2-3 ... 200 रुपया खर्चा'; MS 17-2024 order 12.05.2026: 'Time allowed on cost of Rs. 300/- "
  "payable to the plaintiff'. (The Rs. 300 of 27.11.2026 in Ramdeo's suit was on us.)")
# counsel_pattern
q("counsel_pattern", "satyendra babu DCLR me kaise case khichte hain",
  [["समय", "time"], ["नै ऐलै", "absent", "nai aaye"]], [["C02", "2026-02-04"], ["C02", "2026-06-17"]],
  "IMG-20260204-WA0009.jpg: 'जवाब के लेली समय माँगलकै'; IMG-20260617-WA0006.jpg: 'विपक्षी के वकील नै ऐलै ... अंतिम मौका'.")
q("counsel_pattern", "afroz alam ka kya tareeka hai loom case me",
  [["time"], ["blank", "khali", "stamp paper"]],
  [["C05", "2026-03-24"], ["C05", "2026-04-21"], ["C05", "2026-05-12"], ["C05", "2026-12-08"]],
  "24.3 page: 'Afroz Alam cross ke liye time liye'; order 12.05: 'time petition'; 8 dec docx: 'bahas ke liye time liya'; "
  "21.04 docx: 'iqrarnama blank stamp paper pe sign liya - denied'.")
# witness
q("witness", "kamleshwari ne cross me kya kamjori dikhai",
  [["kolkata"], ["1998"]], [["C01", "2026-08-21"]],
  "partition suit 21 aug.txt: '\"hum 1998 me gaon me nai rahaliyai, Kolkata me kaam karait rahaliyai\" - weak point'.")
q("witness", "IO kiran kumari ne cross me kya maana",
  [["independent", "mohalla"], ["injury"]], [["C03", "2026-10-27"]],
  "IMG_20261027_160245.jpg: 'koi independent (mohalla ka) gawah nai liya ... injury report / dawa ka parcha case diary me nai chhai - maani'.")
q("witness", "jamil ansari kaun hai loom case me",
  [["d.w.2", "dw2", "dw 2", "defence witness"], ["sala", "brother-in-law"], ["iqrarnama"]], [["C05", "2026-09-29"]],
  "20260929_162755.jpg: 'D.W.2 Md. Jamil Ansari ... iqrarnama pe bhi wahi gawah hai, aur Irfan ka sala (brother-in-law) hai'.")
# open
q("open", "kalawati wala DCLR case pura samjhao",
  [["bandobasti", "1972"], ["9 decimal", "9 dec", "नौ डिसमिल", "9 (नौ) डिसमिल"], ["bathan", "बथान"], d("2027-01-27")],
  [["C02", "2026-04-22"], ["C02", "2026-11-25"]],
  "dclr 22 april.txt: '1972 me bandobasti mila tha'; DCLR Kalawati 25.11.2026.docx: '9 decimal me Ramsagar ka bathan ... Order ke liye 27.01.2027'.")
q("open", "gopal tiwary ke execution ka pura haal batao",
  [["u/s 47", "47 cpc", "section 47"], ["dakhal", "possession"], ["62,000", "62000"], d("2027-02-22")],
  [["C06", "2026-04-20"], ["C06", "2026-08-24"], ["C06", "2027-01-18"]],
  "order 20.04.2026: 'objection u/s 47 CPC ... rejected'; 24.08 docx: 'dakhal dihani ho gaya 08.08.2026'; chat 18/01/27: 'baaki 62000 ... Next 22/2/27'.")
# bare
q("bare", "ramdeo", [d("2027-01-22"), ["p.w.", "amin", "jaiprakash"]],
  [["C01", "2026-11-27"], ["upload", "cause list sub judge I 22.01.2027.pdf"]],
  "order 27.11.2026: 'Put up on 22.01.2027 for P.W.'; cause list 22.01.2027: 'P.S. 88/2023 Ramdeo Mandal ... P.W.'.")
q("bare", "pankaj", [d("2027-01-22"), ["doctor", "p.w.5", "pw5"]], [["C03", "2026-12-15"]],
  "WhatsApp Chat with Pritam Jr (2).txt 15/12/26: 'Pankaj ka 498A - doctor nai aaye ... Next 22/1/27' (the maintenance case is on 19.02.2027).")
# no_record
q("no_record", "sabour wala bhumi adhigrahan ka muavza case kab laga hai", NR, [],
  "No land acquisition or compensation matter in any upload.", no_record=True,
  absent=["adhigrahan", "acquisition", "muavza"])
q("no_record", "ramdeo partition me pleader commissioner kab appoint bhelai", NR, [],
  "No commissioner was ever appointed in C01 (the suit is at the plaintiff's evidence).", no_record=True,
  absent=["commissioner"])
q("no_record", "rinki wale 498A me HC me quashing kab file kiye the", NR, [],
  "No quashing petition in C03; the only High Court matter is Dhamu's bail.", no_record=True, absent=["quash"])
q("no_record", "tripurari babu ke saath hamra kaun case chal raha", NR, [], "No Tripurari in any upload.",
  no_record=True, absent=["tripurari"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Bhagalpur practice (bench/practices/bhagalpur; written from the uploads' "
                    "source_text by its writer, practice68; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
