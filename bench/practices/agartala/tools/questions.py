"""Write questions.json for the Agartala practice: questions typed the way this lawyer types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]
BN = str.maketrans("0123456789", "০১২৩৪৫৬৭৮৯")


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms this chamber writes it (day first; 17/3 when `short`; Bengali digits as the clerk writes)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}", f"{dd}-{mm}-{yy}",
             f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}",
             f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}",
             f"{dd:02d}.{mm:02d}.{yyyy}".translate(BN), f"{dd}.{mm}.{yy}".translate(BN)]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "kono record nei", "no note", "pelam na"]]

TODAY = "2026-12-02"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"AG-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


BIKRAM = ["upload", "WhatsApp Chat with Bikram Debbarma.txt"]
HARADHAN = ["upload", "WhatsApp Chat with Haradhan Muhuri.txt"]
WEEK = ["upload", "week plan 30.11.txt"]

# last_time
q("last_time", "ratan er appeal e last time ki holo?",
  [d("2026-11-26"), ["judgment"], d("2026-12-10")], [["C02", "2026-11-26"]],
  "PXL_20261126_180140.jpg: 'PP Sutradhar present in person this time. reply ... JUDGMENT on 10.12.26.'")
q("last_time", "jitendra r LA ref e last date e ki hoyechilo",
  [["rw1", "kanai lal", "revenue inspector"], ["not considered", "did not visit", "none of the 3 deeds"], d("2026-12-17")],
  [["C06", "2026-11-05"]],
  "LA ref RW1 5.11.docx: 'RW1 Sri Kanai Lal Bhowmik, Revenue Inspector ... admitted he did not visit the land; admitted deed 1-3367/2019 was not considered ... ND 17.12.2026'.")
q("last_time", "puja maint e gotobar ki holo?",
  [["16,000", "16000"], ["warrant"], d("2026-06-26") + ["26.6"]], [["C05", "2026-05-08"]],
  "PXL_20260508_180522.jpg: 'Bappa paid only 16,000 ... warrant u/s 144(3) BNSS ... ND 26.6'.", today="2026-06-01")

# next_date
q("next_date", "anjali di r TS er porer tarikh kobe?",
  [d("2026-12-15"), ["dw1", "haripada", "further cross"]], [["C04", "2026-11-17"]],
  "PXL_20261117_172900.jpg: 'DW1 Haripada Das ... cross part; further cross ND ১৫.১২.২৬'.")
q("next_date", "Puja nath er case ND?",
  [d("2026-09-19")], [["C05", "2026-08-07"]],
  "Diary 7.8.26 wrote 'ND 12.9'; the muhuri's page of 08.08.2026 (photo_2026-08-08_11-02-47.jpg) corrects it: 'পরের তারিখ ১২.০৯ নয় ... ১৯.০৯.২০২৬ (শনিবার)'.",
  today="2026-08-10")
q("next_date", "gopal saha r revision er next date ta?",
  [d("2026-06-25")], [["C03", "2026-05-14"]],
  "PXL_20260514_172010.jpg: 'ND 25.6.26 (after vacation)'.", today="2026-05-20")

# count
q("count", "ratan appeal e PP kotobar time niyeche?",
  [["3", "three", "thrice", "3 times"]], [["C02", "2026-01-08"], ["C02", "2026-07-09"], ["C02", "2026-09-03"]],
  "8.1.26 'pp sutradhar: objection not ready ... sought time'; 9/7/26 'PP Sutradhar engaged in DB - not ready'; 3/9/26 'PP Sutradhar ABSENT. proxy sought time ... 3rd time the State takes time'.")
q("count", "rupali writ e total koyta date porechilo HC te?",
  [["7", "seven"]], [["C01", "2025-12-16"], ["C01", "2026-01-13"], ["C01", "2026-02-03"], ["C01", "2026-02-24"],
                     ["C01", "2026-03-24"], ["C01", "2026-05-05"], ["C01", "2026-07-14"]],
  "C01 hearings 16.12.25, 13.1, 3.2, 24.2, 24.3, 5.5, 14.7.26 (allowed) - seven dates, each in a diary page / docx.")

# yes_no
q("yes_no", "rupali ke school e join korte diyeche?",
  [["no", "not yet", "na ", "hoyni"], ["no order", "won't let her join", "not reinstated", "wait"]],
  [["upload", "New Text Document (3).txt"]],
  "New Text Document (3).txt (2.9.26): 'HM says no order from DSE, won't let her join. DEO Sepahijala also says \"wait\"'.",
  today="2026-09-05")
q("yes_no", "durgabari bagan sumitra ke interest diyeche?",
  [["no", "not paid", "দেয় নাই", "without interest", "hoyni"], ["21,120", "21120", "২১,১২০"]], [HARADHAN],
  "WhatsApp Chat with Haradhan Muhuri.txt 23/11/26: 'দুর্গাবাড়ি বাগান চেক দিয়াছে ২১,১২০ টাকা, সুদ দেয় নাই'.")
q("yes_no", "ratan er bail hoyeche?",
  [["no", "not yet", "hoyni", "aaj hoyni"], d("2026-01-22")], [["C02", "2026-01-08"]],
  "agt hc 8.1.26.txt: 'pp sutradhar: objection not ready ... sought time ... NDOH 22.01.2026' (suspension granted only on 22.01).",
  today="2026-01-15")

# said
q("said", "Nandi J 3rd sept e PP ke niye ki bollen?",
  [["in person"]], [["C02", "2026-09-03"]],
  "PXL_20260903_173512.jpg: 'Nandi J very annoyed - recorded that PP shall appear in person on ND'.")
q("said", "Miah puja r interim hearing e ki argue korlo?",
  [["6-7 thousand", "6-7", "loan"]], [["C05", "2026-02-27"]],
  "PXL_20260227_191202.jpg: 'Miah: he earns only 6-7 thousand, auto is on loan'.")
q("said", "bagan er ukil muster roll niye ki bolche?",
  [["flood"], ["2017"]], [["C07", "2026-06-16"]],
  "PXL_20260616_192250.jpg: 'muster rolls NOT produced. Chakraborty: records destroyed in 2017 flood'.")

# judge_habit
q("judge_habit", "CJ Sr Div Ct 2 madam evidence kokhon nen?",
  [["after 2", "2 pm", "after lunch", "afternoon"]], [["C04", "2025-12-16"], ["C04", "2026-06-16"]],
  "PXL_20251216_190311.jpg: 'Madam takes evidence only after 2 pm'; PXL_20260616_192250.jpg: 'PW1 cross by Sarkar (after 2 pm as usual)'.")
q("judge_habit", "Deb J written notes niye ki chan?",
  [["2 pages", "two pages", "2 page"]], [["C03", "2026-03-05"], ["C03", "2026-06-25"]],
  "PXL_20260305_173015.jpg: 'keep your notes short - 2 pages'; CRP 58 notes 25.6.txt: 'written notes, 2 pages max'.")
q("judge_habit", "labour commr er AA kobe bosen?",
  [["tuesday"], ["afternoon", "after 2.30", "2.30"]], [["C07", "2026-02-10"]],
  "gratuity appeal 10-2.txt: 'AA Dipankar Das sits only tuesday afternoon (after 2.30)'.")

# pending_before
q("pending_before", "10 tarikh er age ratan er case e ki ki korte hobe?",
  [["present", "must be there", "be there"], ["surety"]], [WEEK, ["C02", "2026-11-26"]],
  "week plan 30.11.txt: 'ratan appeal: judgment 10.12 - tell bikram ratan must be there; keep surety ready in case'.")
q("pending_before", "jitendra r arguments er age DJ ke ki dite hobe?",
  [["chart"], ["sale deed"]], [["C06", "2026-11-05"]],
  "LA ref RW1 5.11.docx: 'DJ: both sides to give a chart of the sale deeds'.")

# amount
q("amount", "Puja r interim koto taka?",
  [["8,000", "8000"], ["5,000", "5000"], ["3,000", "3000"]], [["C05", "2026-03-20"]],
  "Interim order 20.03.2026: 'Rs. 5,000/- per month to the petitioner and Rs. 3,000/- ... in all Rs. 8,000/- per month'.")
q("amount", "sumitra gratuity appeal e balance koto pabe?",
  [["21,120", "21120"], ["10%", "10 %", "ten percent"]], [["C07", "2026-10-13"]],
  "Order 13.10.2026: 'balance of Rs. 21,120/- shall be paid with simple interest @ 10% per annum from 01.05.2024'.")
q("amount", "gopal er CRP e cost er hisab ta ki chilo",
  [["1,500", "1500"], ["3,000", "3000"]], [["C03", "2026-07-09"], ["C03", "2026-08-06"]],
  "9/7/26 'costs Rs 1500 to petitioner'; order 06.08.2026 'costs of Rs. 3,000/- payable by the petitioner to the respondents ... Rs. 1,500/- ... shall stand adjusted'.")

# pattern
q("pattern", "kon kon matter e sorkari ukil bar bar time nichhe?",
  [["ratan", "crl.a"], ["rupali", "wp 412", "writ"], ["jitendra", "la ref", "জিতেন্দ্র"]],
  [["C02", "2026-01-08"], ["C01", "2026-01-13"], ["C06", "2026-01-29"]],
  "PP Sutradhar in Ratan's appeal (8.1, 9.7, 3.9), Addl GA Paul in Rupali's writ (13.1, 3.2), GP Debnath in Jitendra's LA ref (29.1, 27.8).")
q("pattern", "HC te kon duto matter bar bar ek dine pore?",
  [["ratan"], ["gopal"]], [["C02", "2026-07-09"], ["C03", "2026-07-09"]],
  "PXL_20260709_180845.jpg: Ratan Crl.A(J) 27 and Gopal CRP 58 both on 9.7 and 6.8 - 'Both on same day again'.")

# counsel_pattern
q("counsel_pattern", "Subhas Sarkar amar matter gulo te ki kore bar bar?",
  [["engaged"], ["anjali", "ts 84"], ["gopal", "crp"]], [["C04", "2026-09-22"], ["C03", "2026-05-14"]],
  "22/9 'Sarkar's petition - engaged in HC ... 3rd time in this suit he takes time'; 14-5-26 'Sarkar engaged before Division Bench, his junior (Tanmoy) sought time'.")
q("counsel_pattern", "GP debnath LA ref e ki korche prottek bar?",
  [["time", "সময়"], ["record", "রেকর্ড", "witness", "সাক্ষী"]], [["C06", "2026-01-29"], ["C06", "2026-08-27"]],
  "photo_2026-01-29: 'জি.পি. দেবনাথ বাবু ... রেকর্ড আসে নাই, সময় চাহিলেন'; photo_2026-08-27: 'সরকার পক্ষের সাক্ষী আসে নাই ... আবার সময় চাহিলেন'.")

# witness
q("witness", "anjali r case e PW2 cross e ki bollo?",
  [["sukumar"], ["neighbour", "relative"], ["1987"]], [["C04", "2026-08-18"]],
  "Anjali PW2 18.8.docx: 'suggested PW2 is Anjali's relative - denied (\"I am only neighbour for 40 years\"); admitted he did not see the 1987 deed'.")
q("witness", "bappa cross e ki admit korlo?",
  [["22,000", "22000"], ["auto", "grocery"]], [["C05", "2026-11-13"]],
  "PXL_20261113_182033.jpg: 'ADMITTED earns Rs 22,000 pm from auto + grocery shop'.")
q("witness", "jitendra r LA te CW2 ke chilo, ki bollo",
  [["subrata saha"], ["deed writer"], ["8-10 lakh", "8-10"]], [["C06", "2026-07-02"]],
  "PXL_20260702_174033.jpg: 'CW2 Subrata Saha (deed writer, Jirania) ... 8-10 lakh per kani'.")

# open
q("open", "ratan er case ta ekbar brief koro",
  [["25(1-b)", "arms act"], ["3 years", "three years", "3 (three) years"], ["hostile"], d("2026-12-10")],
  [["upload", "judgment copy ratan.pdf"], ["C02", "2026-08-06"], ["C02", "2026-11-26"]],
  "judgment copy ratan.pdf: u/s 25(1-B)(a), RI 3 (three) years, fine Rs. 5,000; 06.08 'PW3 & PW4 (seizure witnesses) hostile'; 26.11 'JUDGMENT on 10.12.26'.")
q("open", "jitendra r award koto chilo r amra koto claim korchi?",
  [["2,40,000", "240000", "2.4 lakh", "2.40 lakh"], ["9,00,000", "900000", "9 lakh"]],
  [["upload", "Award LA case 7 of 2023 Champaknagar.pdf"], ["C06", "2026-05-07"]],
  "Award: 'Rs. 2,40,000/- per kani'; LA ref 19 CW1 7.5.26.docx: 'Claim: Rs. 9,00,000 per kani'.")
q("open", "rupali r writ er result ki chilo, back wages?",
  [d("2026-07-14"), ["6 weeks", "six weeks", "6 (six) weeks"], ["50%", "50 %", "fifty percent"]], [["C01", "2026-07-14"]],
  "Judgment 14.07.2026: 'reinstate ... within 6 (six) weeks ... 50% of the back wages'.")

# bare (typed in court on the day)
q("bare", "surety?",
  [["sukhen"], ["25,000", "25000"]], [BIKRAM, ["C02", "2026-01-22"]],
  "Ratan's judgment is listed on 10.12.2026; bail of 22.01.2026: bond Rs. 25,000 with one surety; Bikram's chat: 'Surety amar kaka Sukhen Debbarma dibe'.",
  today="2026-12-10")
q("bare", "arrears koto baki?",
  [["40,000", "40000"]], [["C05", "2026-06-26"], ["C05", "2026-09-19"]],
  "Puja's arguments are on 11.12.2026; 26.6.26 'still 40,000 due (my calc)'; 19.09.2026 'arrears still ~40,000 due'.",
  today="2026-12-11")

# no record
q("no_record", "Biswas er bail matter er next date ta bolo",
  NR, [], "No Biswas in the registry or any upload.", no_record=True, absent=["biswas"])
q("no_record", "gopal saha r matter e supreme court e SLP hoyeche?",
  NR, [], "C03 ended in the HC (revision allowed 06.08.2026); no SLP or Supreme Court in any upload.", no_record=True,
  absent=["slp", "supreme court"])
q("no_record", "Kamal Reang er LA ref er porer date?",
  NR, [], "The only LA reference is Jitendra Tripura's; no Kamal in any upload.", no_record=True, absent=["kamal"])
q("no_record", "chakma r cheque bounce case ta kobe?",
  NR, [], "No cheque-bounce (s. 138) case and no Chakma in the practice.", no_record=True, absent=["chakma", "cheque bounce", "n.i. act"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Agartala practice (bench/practices/agartala; written from the uploads' "
                    "source_text by its writer, practice28; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
