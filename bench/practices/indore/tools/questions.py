"""Write questions.json for the Indore practice: questions typed the way this chamber types into the chat box, with the
facts a right answer must state (groups of lower-case alternatives)."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TODAY = "2026-12-02"
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]
DEV = str.maketrans("0123456789", "०१२३४५६७८९")


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms this chamber writes it (day first; 17/11 and 17.11 when `short`; Devanagari digits too)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd}-{mm}-{yy}", f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}",
             f"{LONG[mm - 1]} {dd}", f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} of {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}",
             f"{dd:02d}.{mm:02d}.{yyyy}".translate(DEV), f"{dd:02d}.{mm:02d}".translate(DEV)]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}", f"{dd:02d}.{mm:02d}"]
    return list(dict.fromkeys(forms))


Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"IN-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today,
            "key_facts": [[a.lower() for a in g] for g in key_facts], "no_record": no_record,
            "evidence": evidence, "checked": checked}
    if absent is not None:
        item["absent"] = absent
    Q.append(item)


UP = "upload"

# ---------------------------------------------------------------- last_time
q("last_time", "mukati wale appeal me last date pe kai hua? bohra ne kuch bola?",
  [d("2026-11-17"), ["citation"], ["last opportunity", "last chance", "no further time", "last time"]],
  [["C01", "2026-11-17"]], "C01 17.11.2026: IMG_20261117_183010559.jpg (Bohra argued ~20 min, time for citations, LAST opportunity)")
q("last_time", "khan sahab ki writ me pichhli tarik pe saxena saheb ne kya kiya tha",
  [d("2026-03-24"), ["building officer"], ["220"]],
  [["C03", "2026-03-24"]], "C03 24.03.2026: IMG_20260324_190012568.jpg (IMC reply: 2nd floor rear ~220 sq ft; Building Officer Zone 14 to appear)",
  today="2026-04-20")
q("last_time", "nisha solanki DV me last hearing pe kya hua, vikram aaya tha?",
  [d("2026-11-27"), ["exemption"], ["18,000", "18000"]],
  [["C05", "2026-11-27"]], "C05 27.11.2026: nisha 27 nov.txt, WhatsApp Chat with Ankit Adv.txt (R1 absent, exemption rejected, DD Rs 18,000)")

# ---------------------------------------------------------------- next_date
q("next_date", "rathi foods wale suit ki agli tarik kab hai aur kis cheez ke liye lagi hai?",
  [d("2026-12-03"), ["final arg"]],
  [["C04", "2026-11-19"], [UP, "cause list 03-12-2026 Comm Court.pdf"]],
  "C04 19.11.2026: Rathi DW1 cross 19.11.docx (NDOH 03.12.2026 - FINAL ARGUMENTS); cause list of 03/12/2026")
q("next_date", "nisha ka case next kab laga hai? ankit ne jo date di thi wahi hai na",
  [d("2026-08-21")],
  [["C05", "2026-07-10"]], "C05 10.07.2026: nisha 10-7.txt says 28.08.2026 (wrong); the munshi's correction of 13.07.2026 "
  "(WhatsApp Image 2026-07-13 ...jpg): २१.०८.२०२६, 28th is Raksha Bandhan", today="2026-07-15")
q("next_date", "chhabra DRT kab hai agla, aur kya hona hai us din",
  [d("2026-12-16"), ["compliance"]],
  [["C06", "2026-10-21"]], "C06 21.10.2026: SA 218-2025 order dt 21.10.2026.pdf (list on 16.12.2026 for report of compliance)")

# ---------------------------------------------------------------- count
q("count", "balaji suit me bohra ne ab tak kitni baar time liya?",
  [["3", "three", "3 baar", "3 times", "thrice"]],
  [["C04", "2026-02-26"], ["C04", "2026-07-09"], ["C04", "2026-09-24"]],
  "C04: 26.02 (admission/denial, costs 5,000), 09.07 (junior deferred PW2 cross, Bohra in HC), 24.09 (DW1 affidavit, costs "
  "10,000); counted against all nine hearings")
q("count", "khajrana wali writ kitni baar lag chuki hai ab tak saxena saheb ke yahan?",
  [["7", "seven", "7 baar", "7 times", "7 dates"]],
  [["C03", "2025-12-03"], ["C03", "2026-01-13"], ["C03", "2026-02-17"], ["C03", "2026-03-24"], ["C03", "2026-04-28"],
   ["C03", "2026-08-04"], ["C03", "2026-10-13"]],
  "C03: the seven hearings 03.12.2025 ... 13.10.2026; next 10.12.2026 not yet held")
q("count", "vinod ji wale recovery suit me total kitne gawah hue dono taraf se milake",
  [["3", "three", "3 witnesses", "three witnesses"]],
  [["C04", "2026-04-30"], ["C04", "2026-07-09"], ["C04", "2026-11-19"]],
  "C04: PW1 Vinod Agrawal (30.04), PW2 Sunil Jain (09.07), DW1 Mukesh Rathi (19.11, 'only DW1')")

# ---------------------------------------------------------------- yes_no
q("yes_no", "राठौर जी का रिवीजन अभी चल रहा है क्या? क्या हुआ उसमें",
  [d("2026-10-08"), ["partly allowed", "partly", "partially"], ["420"]],
  [["C02", "2026-10-08"]], "C02 08.10.2026: CRR_2876_2025_FinalOrder_08-10-2026.pdf, 8 & 9 oct.txt (partly allowed; 467/468/471 set aside, 420 + 120-B maintained)")
q("yes_no", "harpreet ji ne bank ko 25% wala paisa bhar diya kya?",
  [d("2026-11-14"), ["rtgs"], ["26 lakh", "26,00,000", "2600000"]],
  [[UP, "WhatsApp Chat with Harpreet Singh Chhabra.txt"]], "Chhabra chat 14/11/26: '26 lakh RTGS kar diya aaj bank ko', UTR")
q("yes_no", "kamla bai ke appeal me stay mila ki nahi? koi shart hai kya",
  [["5,00,000", "5 lakh", "500000", "five lakh"], ["6 weeks", "six weeks", "6 wk"]],
  [["C01", "2026-02-24"]], "C01 24.02.2026: FA-1184-2025_24-02-2026.pdf and FA mukati 24feb.txt (stay subject to deposit of Rs 5,00,000 within six weeks)",
  today="2026-03-01")

# ---------------------------------------------------------------- said
q("said", "final hearing me dubey saheb ne apan se kya kya sawal kiye the mukati appeal me?",
  [["forfeiture"], ["tender"]],
  [["C01", "2026-09-22"]], "C01 22.09.2026: FA 1184 arguments 22.09.2026.docx (forfeiture of earnest enough remedy? did plaintiff ever tender the balance?)")
q("said", "vinod agrawal ne settlement ke baare me kya bola tha haal me?",
  [["15 lakh"], ["pithampur", "rathi"]],
  [[UP, "WhatsApp Chat - Vinod Agrawal Balaji/_chat.txt"]], "Vinod chat 30/11/26: Pithampur side called, settle at 15 lakh; told not to commit")
q("said", "bank ke 1.08 wale counter pe harpreet ji ka kya kehna tha",
  [["1 crore"], ["manpreet"]],
  [[UP, "WhatsApp Chat with Harpreet Singh Chhabra.txt"]], "Chhabra chat 24/06/26: '1.08 bahut zyada ... 1 crore tak kar sakte hain, Manpreet (bhai) se baat'")

# ---------------------------------------------------------------- judge_habit
q("judge_habit", "DRT wale PO sir VC matter kab lete hain? kab se ready rehna hai",
  [["lunch"], ["2:30"]],
  [["C06", "2025-12-18"], ["C06", "2026-04-15"]], "C06 18.12.2025: drt vc 18-12-25.txt (VC matters post lunch only, laptop ready from 2:30); 15.04 link failed at 2:40")
q("judge_habit", "dubey saheb ke yahan first appeal final sunwane se pehle kya kya chahiye hota hai unko",
  [["lcr", "trial court record", "record of the trial court"], ["2 page", "two page", "two-page"]],
  [["C01", "2025-12-09"], ["C01", "2026-02-24"], ["C01", "2026-07-14"]],
  "C01 09.12.2025 / 24.02.2026 (no final hearing without LCR) / 14.07.2026 (two-page synopsis)")
q("judge_habit", "bhadoriya madam ka DV matters me kya tareeka hai, parties ke baare me kya bolti hain",
  [["in person"], ["parivar paramarsh", "counselling", "परामर्श", "ppk"]],
  [["C05", "2025-12-05"], ["C05", "2026-01-09"], ["C05", "2026-02-13"]],
  "C05 05.12.2025 (both parties in person), 09.01.2026 (sent to Parivar Paramarsh Kendra), 13.02.2026 ('parties har date pe in person')")

# ---------------------------------------------------------------- pending_before
q("pending_before", "kal balaji me final args hai, usse pehle kya kya kaam baaki tha apna?",
  [["written submission"], ["interest"], ["sunil jain", "18%"]],
  [[UP, "plan 30nov-5dec.txt"], ["C04", "2026-11-19"]],
  "plan 30nov-5dec.txt (written submissions, interest calc @18% from Sunil Jain, Vinod ji 10:30); Rathi DW1 cross 19.11.docx")
q("pending_before", "khan sahab wale matter me agli date se pehle kya karna hai",
  [["instruction"], ["3,48,000", "3.48", "348000"], ["sameer", "5.12", "5 dec"]],
  [["C03", "2026-10-13"], [UP, "plan 30nov-5dec.txt"]],
  "C03 13.10.2026: khan wp 13.10.txt (take instructions: fee Rs 3,48,000 or challenge 2nd floor); plan: Khan sahab Sat 5.12 with Sameer")

# ---------------------------------------------------------------- amount
q("amount", "nisha ko interim me kitna mila tha mahine ka, aur arrears me ab kitna baki hai",
  [["9,000", "9000", "nine thousand"], ["40,500", "40500"]],
  [["C05", "2026-05-08"], ["C05", "2026-11-27"]],
  "C05 08.05.2026: MJCR 3318-2025 aadesh 08.05.2026.pdf (Rs 9,000 p.m.; arrears 58,500); 27.11.2026: nisha 27 nov.txt (Rs 18,000 paid, baki 40,500)")
q("amount", "chhabra ka OTS kitne me final hua, aur baaki paisa kab tak dena hai?",
  [["1,04,00,000", "1.04 crore", "104 lakh", "1 crore 4 lakh"], ["78,00,000", "78 lakh", "7800000"], d("2027-04-15", short=False)],
  [["C06", "2026-10-21"], [UP, "OTS sanction letter BoM 16.10.2026.pdf"]],
  "C06 21.10.2026 order; OTS sanction letter 16.10.2026 (Rs 1,04,00,000; balance Rs 78,00,000 on or before 15.04.2027)")
q("amount", "rathi foods se balaji suit me ab tak kitni cost mili total?",
  [["15,000", "15000", "fifteen thousand"], ["5,000", "5000"], ["10,000", "10000"]],
  [["C04", "2026-02-26"], ["C04", "2026-09-24"]],
  "C04 26.02.2026 costs Rs 5,000 (certified copy COMS 84-2025 ordersheet.pdf), 24.09.2026 costs Rs 10,000 (COMS 84-2025 order 24.09.2026.pdf); total by eye")

# ---------------------------------------------------------------- pattern
q("pattern", "saare matters me dekh ke batao - kahan kahan dusri party pe cost lagi hai",
  [["khan", "khajrana", "imc", "municipal"], ["2,000", "2000"], ["balaji", "rathi"], ["nisha", "solanki"], ["1,000", "1000"]],
  [["C03", "2026-02-17"], ["C04", "2026-02-26"], ["C04", "2026-09-24"], ["C05", "2026-03-13"]],
  "C03 17.02.2026 (Rs 2,000 on IMC), C04 26.02.2026 (Rs 5,000) and 24.09.2026 (Rs 10,000), C05 13.03.2026 (Rs 1,000 on R1)")
q("pattern", "kaun kaun se case me hamara paisa court/tribunal me jama pada hai?",
  [["mukati", "kamla"], ["5,00,000", "5 lakh", "500000"], ["chhabra"], ["10,00,000", "10 lakh", "1000000"]],
  [["C01", "2026-02-24"], [UP, "IMG_20260330_133412412.jpg"], ["C06", "2025-12-18"], ["C06", "2026-10-21"]],
  "C01: Rs 5,00,000 in the HC Registry (challan 30.03.2026); C06: Rs 10,00,000 with DRT, to remain till further orders (21.10.2026)")

# ---------------------------------------------------------------- counsel_pattern
q("counsel_pattern", "pankaj bohra har baar time lene ke liye kya bahana banata hai?",
  [["high court", "hc"], ["division bench", "db"], ["citation"]],
  [["C01", "2026-04-07"], ["C04", "2026-07-09"], ["C01", "2026-11-17"]],
  "C01 07.04.2026 (senior busy in DB), C04 09.07.2026 (junior: Bohra sir in HC), C01 17.11.2026 (time to file citations)")
q("counsel_pattern", "IMC wale dixit ne khan ki writ me kitni baar instructions ke naam pe time liya, kuch hua uska?",
  [["2", "two", "twice", "do baar", "2 baar"], ["2,000", "2000"]],
  [["C03", "2026-01-13"], ["C03", "2026-02-17"]],
  "C03 13.01.2026 (instructions awaited) and 17.02.2026 (second occasion; costs Rs 2,000)")

# ---------------------------------------------------------------- witness
q("witness", "rathi foods ke director ne cross me kya kya maan liya?",
  [["24 invoice", "all 24"], ["gst"], ["debit note"]],
  [["C04", "2026-11-19"]], "C04 19.11.2026: Rathi DW1 cross 19.11.docx (DW1 Mukesh Rathi admitted 24 invoices, GST credit, debit note after notice)")
q("witness", "nisha ke papa ki gawahi me kya aaya? MLC ka kuch tha?",
  [d("2025-06-02"), ["injury", "arm"], ["family doctor"]],
  [["C05", "2026-10-09"]], "C05 09.10.2026: 8 & 9 oct.txt (AW2 Kailash Parmar: took her back 2.6.25 from Bhawarkua, injury on arm, went to family doctor)")
q("witness", "nisha ka cross kaisa gaya, qureshi ne kya poocha tha",
  [["voluntarily", "left house", "apni marzi"], ["14,000", "14000"]],
  [["C05", "2026-08-21"]], "C05 21.08.2026: IMG_20260826_184933401.jpg (left house voluntarily? denied; salary Rs 14,000 pm)")

# ---------------------------------------------------------------- open
q("open", "mukati appeal ka background short me - agreement kab ka, kitne ka, decree kab hui, humne kya jama kiya",
  [d("2019-02-14", short=False), ["42,00,000", "42 lakh", "4200000"], ["7,00,000", "7 lakh", "700000"], d("2025-08-22", short=False),
   ["5,00,000", "5 lakh", "500000"]],
  [[UP, "anubandh plot 38 Bicholi.pdf"], [UP, "CS 214-A-2021 judgment decree 22.08.2025.pdf"], [UP, "IMG_20260330_133412412.jpg"]],
  "anubandh 14.02.2019 (Rs 42,00,000, earnest Rs 7,00,000); judgment of 22.08.2025; challan 30/03/2026 Rs 5,00,000")
q("open", "chhabra ka godown wala poora matter kya hai - kahan ka godown, bank kitna maang raha tha",
  [["palda"], ["1,26,40,000", "1.26 crore", "126.4 lakh"], d("2025-10-03", short=False), ["bank of maharashtra"]],
  [[UP, "Sec 13(4) possession notice Palda godown.pdf"], ["C06", "2025-12-18"]],
  "possession notice 03.10.2025 (godown Survey No. 144/2, Village Palda; Rs 1,26,40,000; Bank of Maharashtra); drt vc 18-12-25.txt")

# ---------------------------------------------------------------- bare (typed in court, read against the day's list)
q("bare", "interest?",
  [["18%"], ["18,74,500", "1874500"]],
  [[UP, "Ledger Rathi Foods FY24-25.pdf"], ["C04", "2026-03-19"]],
  "typed on 03.12.2026 (Balaji v Rathi final arguments): ledger (Rs 18,74,500, interest @18% p.a.); issue 3 framed 19.03.2026",
  today="2026-12-03")
q("bare", "UTR?",
  [["mahbr52026111400871"], ["26 lakh", "26,00,000"]],
  [[UP, "WhatsApp Chat with Harpreet Singh Chhabra.txt"]],
  "typed on 16.12.2026 (Chhabra DRT compliance): chat 14/11/26 '26 lakh RTGS ... UTR MAHBR52026111400871'", today="2026-12-16")

# ---------------------------------------------------------------- no_record
q("no_record", "jaiswal wale RERA complaint me builder ka reply aaya kya?", [["no record", "not found", "nahi mila", "koi record nahi"]], [],
  "no such case: no upload names a RERA complaint or a Jaiswal", no_record=True, absent=["jaiswal", "rera"])
q("no_record", "nisha case me vikram ke khilaf warrant kab nikla tha?", [["no record", "not found", "nahi mila", "koi record nahi"]], [],
  "no warrant was ever issued in the DV case (exemption rejected and a warning on 27.11.2026 only)", no_record=True,
  absent=["warrant", "वारंट"])
q("no_record", "porwal sahab ne chhabra DRT me bank ki taraf se last time kya stand liya tha?", [["no record", "not found", "nahi mila", "koi record nahi"]], [],
  "no Porwal in the practice: the bank's counsel is Kapil Bhargava", no_record=True, absent=["porwal"])
q("no_record", "mukati appeal me commissioner ki report aayi kya plot ki?", [["no record", "not found", "nahi mila", "koi record nahi"]], [],
  "no commissioner was ever appointed in the first appeal (or anywhere in the practice)", no_record=True,
  absent=["commissioner", "कमिश्नर"])


def main() -> None:
    out = {"about": "Indore practice (Adv. Rajendra Patidar): questions typed the way this chamber types, written from the "
                    "uploads' source_text by its writer, practice24, for the next session's honest check (sealed; asked "
                    "once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")


if __name__ == "__main__":
    main()
