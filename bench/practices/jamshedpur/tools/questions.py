"""Write questions.json for the Jamshedpur practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
    dev = str.maketrans("0123456789", "०१२३४५६७८९")
    forms += [f"{dd:02d}.{mm:02d}.{yyyy}".translate(dev), f"{dd:02d}.{mm:02d}".translate(dev)]
    return list(dict.fromkeys(forms))

NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "kono record nei", "koi record nahi", "no note",
       "not in the notes"]]
TODAY = "2027-09-13"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"JS-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "budhan wala labour case e last date e ki holo?",
  [d("2027-07-12"), ["gate pass register"], ["ghatak", "mw1"]], [["C01", "2027-07-12"]],
  "labour 12 july.txt: '12.07.2027 ... OP2 produced the gate pass register ... MW1 Sri Arup Ghatak ... did not come'.")
q("last_time", "tapan da ke partition me pichhli peshi pe kya hua",
  [d("2027-05-14"), ["रिपोर्ट दाखिल नहीं", "report not filed", "not filed"], d("2027-09-17")], [["C04", "2027-05-14"]],
  "IMG-20270514-WA0021.jpg: '१४.०५.२०२७ - आयुक्त की रिपोर्ट दाखिल नहीं - समय दिया - अगली तिथि १७.०९.२०२७'.")
q("last_time", "amit singh er bail e ki holo last e",
  [d("2026-10-08"), ["rejected", "reject"]], [["C06", "2026-10-08"]],
  "Amit Singh bail rejection 08.10.2026.pdf: 'The prayer for bail of the petitioner is rejected.'", today="2026-10-10")
# next_date
q("next_date", "rakhi scooty case er porer tarikh kobe", [d("2027-09-22")], [["C07", "2027-07-21"]],
  "CC 56-2026 order 21.07.2027.pdf: 'Put up on 22.09.2027.'; chat 21/07/27: 'ND 22.9.27'.")
q("next_date", "salkhan ka agli tithi kab hai", [d("2027-09-28")], [["C02", "2027-07-20"]],
  "WhatsApp Chat with Sourav Jr (4).txt 20/07/27: 'Salkhan - PW2 Durga Soren gawahi holo ... ND 28.9.27'.")
q("next_date", "dubey wale 138 ka next date kya hai, diary me 14 likha hai", [d("2027-09-13")], [["C03", "2027-07-14"]],
  "correction kolhan date.txt: 'Kolhan v Dubey er date 14.9 noy, 13.09.2027 (Monday)'.", today="2027-07-20")
# count
q("count", "subarnarekha motors wale ne kitni baar time liya ab tak",
  [["2", "two", "doosri baar", "dui"]], [["C07", "2026-12-16"], ["C07", "2027-07-21"]],
  "chat 16/12/26: 'keu ashe ni ... last chance dilen W.V. er jonno'; chat 21/07/27: 'Dealer doosri baar time nilo'.")
q("count", "salkhan suit me kitne issue frame hue the", [["5", "five", "5 ta issue", "panch"]], [["C02", "2026-12-08"]],
  "WhatsApp Chat with Sourav Jr (2).txt 08/12/26: 'issues framed, 5 ta issue'.")
q("count", "gopal MACT e koyta issue", [["4", "four", "framed (4)"]], [["C05", "2027-01-05"]],
  "diary 5 jan.jpg: 'MACT Gopal - issues framed (4)'.")
# yes_no
q("yes_no", "dubey ne 87000 wala interim compensation jama kiya kya?",
  [["not paid", "nahi diya", "still not paid", "unpaid"]], [["C03", "2027-07-14"]],
  "PXL_20270714_wrong date.jpg: '87,000 still not paid - our petition for recovery u/s 143A(5) filed'.")
q("yes_no", "budhan case me kalinga ke khilaf ex parte hua tha?",
  [["ex parte", "ex-parte"], d("2026-11-23")], [["C01", "2026-11-23"]],
  "MACT 17 nov + labour 23 nov.docx: '23.11.26 ... OP1 Kalinga absent again - ex parte against OP1'.")
q("yes_no", "gopal er doctor gawahi dite eshechilo?",
  [["banerjee"], d("2027-07-06")], [["C05", "2027-07-06"]],
  "MACT 6 july.docx: '06.07.2027 AW2 Dr. Saurav Banerjee (MGM, Ortho) came on summons'.")
# said
q("said", "tiwary ne doctor ke cross me kya bola", [["not whole body", "limb"]], [["C05", "2027-07-06"]],
  "MACT 6 july.docx: 'Tiwary's cross: disability of limb, not whole body'.")
q("said", "amit bail me APP ne kya demand batayi thi", [["5 lakh", "5,00,000", "five lakh"], ["car"]],
  [["C06", "2026-10-08"]], "amit bail rejected - call ramjee.txt: 'APP read the father's statement - 5 lakh + car'.")
q("said", "mukherjee babu ne prasenjit ki income koto bolechilo", [["12 hazar", "12,000", "12000", "twelve thousand"]],
  [["C08", "2026-09-25"]], "WhatsApp Chat with Sourav Jr.txt 25/09/26: 'Prasenjit contract e kaaj kore, 12 hazar matro income'.",
  today="2026-10-01")
# judge_habit
q("judge_habit", "toppo sir labour court me kya puchte hain usually", [["settlement"], ["gate pass register"]],
  [["C01", "2027-04-05"]], "labour 5 april.docx: 'directed OP2 to produce the gate pass register ... asked settlement ka koi scope?'.")
q("judge_habit", "srivastava sir MACT me doctor na aaye to kya karte", [["summons", "समन", "summon"]],
  [["C05", "2027-04-20"], ["C05", "2027-07-06"]], "munshi register April 2027.jpg: 'डॉक्टर (AW2) अनुपस्थित - समन'; MACT 6 july.docx: 'came on summons'.")
q("judge_habit", "hansda madam adjournment dile ki kore", [["cost"], ["2,000", "2000"], ["last chance"]],
  [["C07", "2026-12-16"], ["C07", "2027-07-21"]], "chat 16/12/26: 'Hansda madam last chance dilen'; order 21.07.2027: 'Allowed on cost of Rs. 2,000/-'.")
# pending_before
q("pending_before", "sinha madam ke court me mera kya chal raha hai", [["salkhan", "hembrom", "सलखन"]],
  [["C02", "2027-07-20"]], "chat 20/07/27: 'Salkhan - PW2 Durga Soren gawahi holo. Sinha madam CO Jamshedpur theke report'.")
q("pending_before", "kujur madam ke yahan konsa matter hai", [["mousumi"]], [["C08", "2027-07-16"]],
  "chat 16/07/27: 'Mousumi - PW1 er cross ... Kujur madam husband ke salary slip file korte bollen'.")
# amount
q("amount", "kolhan wala cheque kitne ka tha", [["4,35,000", "435000", "4.35 lakh", "435,000"]],
  [["upload", "Scan_20250704_bank memo Dubey.pdf"]], "bank memo: 'Cheque No. 771905 dt 28.06.2025 for Rs. 4,35,000/-'.")
q("amount", "rakhi didi ki scooty total kitne me li thi", [["98,450", "98450"]],
  [["upload", "Rakhi scooty invoice Subarnarekha Motors.jpg"]], "invoice: '= Rs. 98,450/- (Paid in full)'.")
q("amount", "mousumi er arrears koto hoyeche ekhon", [["56,000", "56000", "56 hazar"]], [["C08", "2027-07-16"]],
  "chat 16/07/27: 'Arrears 8,000 x 7 = 56,000 hoye geche, ekta paisa o dey ni'.")
# pattern
q("pattern", "kolhan case me dubey haazir hota hai ya nahi", [["warrant", "वारंट"], ["exemption"]],
  [["C03", "2026-09-16"], ["C03", "2027-07-14"]], "munshi 14-18 Sep: 'अभियुक्त अनुपस्थित - जमानतीय वारंट'; 14/7: 'Dubey absent, Vikram Jha filed exemption'.")
q("pattern", "prasenjit maintenance deta hai ki nahi", [["not one rupee", "dey ni", "नहीं दिया", "not paid"]],
  [["C08", "2027-04-16"], ["C08", "2027-07-16"]], "munshi April: 'अंतरिम भरण-पोषण बकाया नहीं दिया'; chat 16/07/27: 'ekta paisa o dey ni'.")
# counsel_pattern
q("counsel_pattern", "kailash agarwal babu salkhan me kaisa chalate hain", [["ranchi", "high court"], ["500"]],
  [["C02", "2027-03-02"]], "salkhan 2 march.txt: 'Kailash Agarwal babu absent (Ranchi HC e busy) ... cost Rs 500'.")
q("counsel_pattern", "debashis sen labour court me kya line leta hai", [["never our employee", "not our employee", "independent contractor"], ["time"]],
  [["C01", "2026-10-12"], ["C01", "2026-11-23"]], "order 12.10.2026: 'prays time to file written statement'; 23.11 docx: 'applicant was never our employee'.")
# witness
q("witness", "salkhan case me manjhi gawah kaun hai", [["durga soren"]], [["C02", "2027-07-20"]],
  "chat 20/07/27: 'PW2 Durga Soren gawahi holo'.")
q("witness", "budhan ke saath kaam karne wala gawah kaun tha", [["lakhan gope", "lakhan"]], [["C01", "2027-04-05"]],
  "labour 5 april.docx: 'WW2 Lakhan Gope (co-worker, same gang) examined'.")
q("witness", "ghosh partition me commissioner kaun laga", [["amitava dutta", "dutta", "दत्ता"]], [["C04", "2027-03-19"]],
  "20270319_commission Ghosh.jpg: 'श्री अमिताभ दत्ता अधिवक्ता नियुक्त - फीस ६,००० रु.'.", today="2027-04-01")
# open
q("open", "budhan ka labour case short me samjhao", [["1,84,600", "184600", "1.84 lakh"], ["gate pass"], d("2027-09-20")],
  [["C01", "2027-07-12"], ["C01", "2027-01-11"]], "Document_2027-01-11.docx: 'claim Rs. 1,84,600. Gate pass No. KF/SP/0419'; 12.07 txt: 'Agli tithi 20.09.2027'.")
q("open", "gopal er MACT er puro obostha bolo", [["licence", "license"], ["35%", "35 %", "thirty five"], d("2027-09-14")],
  [["C05", "2026-11-17"], ["C05", "2027-07-06"]], "17 nov docx: 'driver Sanjay Gorai had only LMV licence'; 6 july docx: '35% permanent disability ... ND 14.9.27'.")
# bare
q("bare", "dubey", [["87,000", "87000"]], [["C03", "2027-07-14"]], "PXL_20270714_wrong date.jpg: '87,000 still not paid'.")
q("bare", "mousumi", [["salary slip"]], [["C08", "2027-07-16"]], "Family court order 16.07.2027: 'directed to file his salary slips'.")
# no_record
q("no_record", "jugsalai wale eviction suit ki agli tithi kya hai", NR, [], "No eviction suit in any upload.",
  no_record=True, absent=["eviction"])
q("no_record", "tapan da partition me final decree ho gaya kya?", NR, [], "C04 is at the commissioner stage; no final decree.",
  no_record=True, absent=["final decree"])
q("no_record", "salkhan case me SAR court ka order kya aaya tha", NR, [], "No SAR court proceeding anywhere.",
  no_record=True, absent=["sar court", "special area regulation"])
q("no_record", "bhowmick vakil ke saath mera konsa case hai", NR, [], "No Bhowmick in any upload.", no_record=True,
  absent=["bhowmick"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Jamshedpur practice (bench/practices/jamshedpur; written from the uploads' "
                    "source_text by its writer, practice102; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
