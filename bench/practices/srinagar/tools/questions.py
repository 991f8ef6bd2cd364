"""Write questions.json for the Srinagar practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "record nahi", "no note", "kuni record"]]


TODAY = "2026-12-04"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"S-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


RASHID_WA = ["upload", "WhatsApp Chat with Rashid Sb Nowhatta.txt"]
ADIL_WA = ["upload", "WhatsApp Chat with Adil Shah Houseboat.txt"]
ASHRAF_WA = ["upload", "WhatsApp Chat with Ashraf Malik Dry Fruits.txt"]
TARIQ_WA = ["upload", "WhatsApp Chat with Tariq Lone Harwan.txt"]
PLAN = ["upload", "plan 7-12 dec.txt"]
CORR = ["upload", "CORRECTION harwan date.txt"]

# last time
q("last_time", "houseboat case mein last date kyah gov?",
  [d("2026-11-26"), ["dw1", "dw-1", "dw 1"], ["majeed"]], [["C04", "2026-11-26"]],
  "25-26 nov.txt: '26/11 ... DW1 Abdul Majeed Shah (D1) examined in chief ... Cross of DW1 by me on ND. ND 17.12.2026'.")
q("last_time", "harwan reference - last time what happend?",
  [d("2026-11-16"), ["time", "not ready"], ["raja begum"]], [["C07", "2026-11-16"]],
  "harwan 16 nov.txt: 'Malik sb (Dy AG) - not ready ... sought time ... Raja Begum (claimant 3) died 02.11.2026 - LR application'.")
q("last_time", "yousuf wale SWP mein pichli date pe kya hua",
  [d("2026-05-18"), ["seniority list"]], [["C02", "2026-05-18"]],
  "yousuf 18 may.txt: 'Directed Director Horticulture to produce the seniority list of DRWs ... ND 20/7/2026'.",
  today="2026-06-01")

# next date
q("next_date", "yousuf dar SWP ki ND? us din kya hai",
  [d("2026-12-09"), ["secretary", "compliance"]], [["C02", "2026-11-02"]],
  "yousuf 2 nov.txt: 'last opportunity; if not filed, Commissioner/Secretary Horticulture in person on ND ... ND 09.12.2026'.")
q("next_date", "harwan wale case ki next date kab hai",
  [d("2026-12-07")], [["C07", "2026-11-16"], CORR],
  "CORRECTION harwan date.txt: 'Harwan ND is 07.12.2026 (Monday), NOT 9.12'; the 16 nov note and the munshi's first message say 9.12, corrected.")
q("next_date", "Showkat PSA next kab lagega? kis liye",
  [d("2026-03-25"), ["reply", "argument"]], [["C01", "2026-03-04"]],
  "arguments Showkat 4-3.docx: 'Part heard. ND 25.03.2026 - GA to reply.'", today="2026-03-10")

# counts
q("count", "Kaul sb ne houseboat suit mein ab tak kitni baar time liya?",
  [["4", "four"], ["high court", "hc"]],
  [["C04", "2025-12-11"], ["C04", "2026-03-19"], ["C04", "2026-05-28"], ["C04", "2026-10-29"]],
  "Munshi WA 11/12/25 (HC busy, cost 500); Sub judge 19-3.txt (proxy, busy in HC); Adil WA 28/05/26 (HC busy, cost 1,000); Adil WA 29/10/26 (HC busy, cost 1,500).")
q("count", "ashraf 138 mein tanveer ne kitni exemption li?",
  [["2", "two", "twice"]], [["C05", "2026-02-25"], ["C05", "2026-07-15"]],
  "Insha WA 25/02/26 'exemption for accused (medical, SKIMS)'; Insha WA 15/07/26 'again exemption ... in Delhi' and 'that is the 2nd exemption application'.")
q("count", "shazia case mein total kitne gawah (witness) hue dono taraf se?",
  [["3", "three"], ["ghulam hassan"], ["irfan"]],
  [["C06", "2026-04-21"], ["C06", "2026-08-04"], ["C06", "2026-09-08"]],
  "PW1 Shazia (Insha WA 21/04/26), PW2 Ghulam Hassan Mir (4 and 6 aug.txt), RW1 Irfan (RW1 chief 4.8, cross 8.9; shazia RW1 cross 8.9.txt: 'Evidence closed both sides').")

# yes / no
q("yes_no", "Showkat release hua tha jail se?",
  [["yes", "released", "ghar pahuncha"], d("2026-04-24"), ["quash"]], [RASHID_WA],
  "Rashid WA 22/04/26 'PSA quash gov'; 24/04/26 'Showkat aaj raat 8 baje ghar pahuncha. Kot Bhalwal se release hua subah.'")
q("yes_no", "bashir lone ko abhi bhi har sunday thane jana padta hai?",
  [["first sunday", "pehla sunday"], d("2026-08-10")], [["C03", "2026-08-10"]],
  "Nazir WA 10/08/26: 'Condition relax ho gayi. Ab sirf mahine ka pehla Sunday haziri.'")

# said
q("said", "rashid sb ne showkat ki language ke baare mein kya bataya tha",
  [["english"], ["kashmiri"], ["8th"]], [RASHID_WA],
  "Rashid WA 11/02/26: 'jail mein grounds English mein diye ... woh 8th pass hai, sirf Kashmiri jaanta hai.'")
q("said", "irfan ne cross mein kya kya maana?",
  [["mobile"], ["12-15", "12,000", "15,000"], ["mehr"], ["3,200", "3200"]], [["C06", "2026-09-08"]],
  "shazia RW1 cross 8.9.txt: runs Bhat Mobile Care, income 12-15 hazar; EMI Rs 3,200; 'Admits mehr 2,51,000 not paid'.")
q("said", "adil ne shikaron ke baare mein kya bataya tha",
  [["1,20,000", "120000", "1.2 lakh", "1.20 lakh"], ["rafiq"], ["2 shikar", "two shikar", "2 shikara"]], [ADIL_WA],
  "Adil WA 14/08/26: 'Majeed chacha ne Gulnar Palace ke 2 shikare beche hain 1,20,000 mein, Gagribal wale Rafiq ko.'")

# judge habits
q("judge_habit", "rubeena akhter madam ke court mein kya dhyan rakhna hai?",
  [["cost"], ["2 pm", "after lunch", "2pm"]], [["C04", "2026-02-12"], ["C04", "2026-09-17"]],
  "IMG_20260212_174411.jpg: 'no adj. without cost in this court ... She takes evidence only after 2 pm'; PW3 docx: 'will not get time without heavy cost'.")
q("judge_habit", "PDJ wani sb harwan mein har date pe kya maangte hain",
  [["exemplar", "sale deed"], ["circle rate"]], [["C07", "2026-04-20"], ["C07", "2026-06-01"]],
  "Shazia PW1 + Gani PW1.txt: 'produce exemplar sale deeds and the circle rate ... He says this every date'; PW2 docx: 'asked for the circle rate certificate'.")
q("judge_habit", "family court judge order dene se pehle usually kya poochti hai?",
  [["take her back", "taking back", "take back"], ["chamber"]], [["C06", "2026-11-10"], ["C06", "2025-12-09"]],
  "shazia args 10-11.txt: 'is he ready to take her back with dignity? ... She does this - always asks about taking back'; Insha WA 09/12/25: 'Shazia ko chamber mein bulaya akele'.")

# pending before
q("pending_before", "7 dec se pehle harwan mein kya karna baaki hai?",
  [["raja begum"], ["lr", "legal rep"]], [CORR, TARIQ_WA],
  "CORRECTION harwan date.txt: 'LR application for Raja Begum - draft by Insha, file by 30 Nov'; Tariq WA 16/11/26.", today="2026-11-20")
q("pending_before", "houseboat mein DW1 ki cross ke liye kya tayyari karni hai",
  [["shikara"], ["booking register"], ["hiba"]], [["C04", "2026-11-26"], PLAN],
  "25-26 nov.txt: 'Prepare: 2 shikaras sold ... confront DW1'; DW1 'produced booking register'; 'oral hiba 2015 ... named no neighbour'; plan: 'shikaras sale, booking register, hiba witnesses'.")

# amounts
q("amount", "shazia ka interim maintenance kitna hai, kab se?",
  [["6,000", "6000"], d("2025-10-27")], [["C06", "2026-03-17"]],
  "Order 17-03-2026: 'Rs. 6,000/- (six thousand) per month ... from the date of filing of the petition, i.e. 27.10.2025'.")
q("amount", "tanveer ne ab tak kitna diya aur kitna baaki hai",
  [["3,20,000", "320000", "3.2 lakh", "3.20 lakh"], ["1,60,000", "160000", "1.6 lakh", "1.60 lakh"]], [ASHRAF_WA],
  "Ashraf WA 25/11/26: 'Teesri 16 Dec ko due' ... '3,20,000 aa gaya total. Baaki 1,60,000'.")

# patterns
q("pattern", "kin cases mein sarkar wale baar baar record ya instructions ke naam pe time lete hain?",
  [["showkat", "psa"], ["yousuf"], ["harwan"]], [["C01", "2026-01-14"], ["C02", "2026-11-02"], ["C07", "2026-11-16"]],
  "C01: 'record not received from DM office' (14/1); C02: 'instructions awaited ... same line as January and February. 3rd time'; C07: 'not ready, file with R&B for instructions ... 2nd time'.")
q("pattern", "kis kis case mein doosri party pe cost lagi hai?",
  [["houseboat", "gulnar"], ["yousuf"], ["2,000", "2000"]],
  [["C04", "2025-12-11"], ["C04", "2026-05-28"], ["C04", "2026-10-29"], ["C02", "2026-02-23"]],
  "Houseboat: 500 (11.12.25), 1,000 (28.05), 1,500 (29.10); Yousuf SWP: Rs. 2,000 on 23.02.2026 (order).")

# counsel patterns
q("counsel_pattern", "kaul sb ka har baar kya bahana hota hai? khud aate hain?",
  [["high court", "hc"], ["proxy"]], [["C04", "2026-03-19"], ["C04", "2026-05-28"]],
  "Sub judge 19-3.txt: 'his proxy ... sir is busy in High Court'; Adil WA 28/05/26: 'proxy boli HC mein busy hai'.")
q("counsel_pattern", "dy ag mir yousuf case mein har baar kya kehta hai",
  [["instruction"], ["3", "three", "third"]], [["C02", "2026-01-19"], ["C02", "2026-02-23"], ["C02", "2026-11-02"]],
  "Munshi WA 19/01/26 'ہدایات کے لیے وقت'; order 23.02 'instructions are awaited'; yousuf 2 nov.txt: 'instructions awaited from the Department - same line as January and February. 3rd time'.")
q("counsel_pattern", "zahoor wani ka tareeqa kya hai 138 mein?",
  [["exemption"], ["skims", "medical"], ["delhi"]], [["C05", "2026-02-25"], ["C05", "2026-07-15"]],
  "Insha WA 25/02/26: 'exemption for accused (medical, Tanveer in SKIMS)'; 15/07/26: 'again exemption ... accused is in Delhi for business'.")

# witnesses
q("witness", "houseboat mein PW2 kaun tha, kya bola usne?",
  [["ali mohammad"], ["lawda", "registration"], ["no transfer", "lrs"]], [["C04", "2026-08-06"]],
  "4 and 6 aug.txt: 'PW2 Ali Mohammad Mir, Record Keeper, LAWDA ... stands in the name of Ghulam Qadir Shah (deceased) - LRs - no transfer to Majeed'.")
q("witness", "naib tehsildar ne cross mein kya admit kiya tha",
  [["road"], ["5521", "same block", "adjoin"], ["apple trees", "horticulture"]], [["C07", "2026-08-24"]],
  "RW1 NT harwan 24-08.txt: deeds 'away from road'; '2023 deed No. 5521 ... adjoins ... same block'; 'did not count apple trees himself, relied on Horticulture's list'.")

# open
q("open", "showkat ki detention kis ground pe quash hui?",
  [["kashmiri"], ["representation"]], [["C01", "2026-04-22"]],
  "Judgment 22.04.2026 para 14: grounds not explained in Kashmiri, dossier not furnished; representation of 01.12.2025 not considered.")
q("open", "bashir ke case mein kitni lakdi pakdi thi, kahan?",
  [["42 cft", "42"], ["deodar"], ["wayil"]], [["upload", "FIR 14-2026 Kangan seizure memo.jpg"]],
  "Seizure memo 28-01-2026: 'Wayil bridge naka ... Deodar (cedar) sawn timber, 38 pieces ... 42 cft approx.'")

# bare
q("bare", "costs?",
  [["2,000", "2000"], ["not paid", "unpaid", "still"]], [["C02", "2026-02-23"], ["C02", "2026-11-02"], PLAN],
  "Yousuf SWP is listed 09.12.2026; costs Rs 2,000 of 23.02.2026 unpaid (yousuf 7 sept.txt 'still unpaid'; Yousuf WA 02/11/26; plan 'unpaid since Feb').",
  today="2026-12-09")
q("bare", "LR appl?",
  [["raja begum"], ["harwan", "gani lone"]], [["C07", "2026-11-16"], PLAN],
  "Harwan reference is listed 07.12.2026; harwan 16 nov.txt: 'Raja Begum (claimant 3) died 02.11.2026 - LR application to be filed'; plan: 'LR appl for Raja Begum - filed? (Insha) ask'.",
  today="2026-12-07")

# no record
q("no_record", "sopore wale seb ke bagh ka jhagda - next date kab hai?",
  NR, [], "No Sopore matter in the registry or any upload.", no_record=True, absent=["sopore"])
q("no_record", "bashir lone ki bail cancel karne ki application aayi thi kya state ki taraf se?",
  NR, [], "C03: bail granted and condition relaxed; no application to cancel bail in any upload.", no_record=True,
  absent=["cancellation of bail", "bail cancel", "cancel the bail", "cancel bail"])
q("no_record", "adv mehraj qadri ne houseboat case mein kya bola tha",
  NR, [], "No counsel Mehraj or Qadri; the defendants' counsel is Kaul.", no_record=True, absent=["qadri", "mehraj"])
q("no_record", "yousuf dar ki contempt petition kab list hai?",
  NR, [], "No contempt petition filed in C02 (or any case) in the uploads.", no_record=True, absent=["contempt petition"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Srinagar practice (bench/practices/srinagar; written from the uploads' "
                    "source_text by its writer, practice33; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
