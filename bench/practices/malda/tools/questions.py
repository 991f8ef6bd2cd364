"""Write questions.json for the Malda practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]
BN = str.maketrans("0123456789", "০১২৩৪৫৬৭৮৯")


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the chamber's 17/3 when `short`; the muhuri's Bengali digits)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}",
             f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}",
             f"{dd:02d}.{mm:02d}.{yyyy}".translate(BN), f"{dd:02d}/{mm:02d}/{yyyy}".translate(BN)]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "kono record nei", "no note", "not in the notes"]]
TODAY = "2028-01-19"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"M-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "sukumar da r bagan case e last date e ki holo?",
  [d("2027-12-15"), ["164"], ["objection"]], [["C01", "2027-12-15"]],
  "Bagan case 15-12-2027.docx: 'Commissioner's report filed today (164 trees ...) Lahiri babu wants to file objection'.")
q("last_time", "silk er case ta te gotobar ki hoyechilo",
  [d("2027-12-23"), ["anwar", "dw1"], ["carrier"]], [["C03", "2027-12-23"]],
  "silk DW1 cross 23.12.txt: 'DW1 Anwar Hossain - chief on affidavit ... could not produce the carrier's receipt'.")
q("last_time", "imran er bail e last date e ki holo dada?",
  [d("2027-02-01"), ["seizure list"], ["antecedent"], d("2027-02-08")], [["C05", "2027-02-01"]],
  "IMG_20270201_160315.jpg: 'Court called for (i) the BSF seizure list and (ii) the antecedent report ... porer tarikh 08.02.2027'.",
  today="2027-02-03")
# next_date
q("next_date", "shefali r MACT er porer tarikh kobe?",
  [d("2028-01-24"), ["argument"]], [["upload", "correction MACT ND.txt"]],
  "correction MACT ND.txt: '21.01.2028 likhechi - bhul ... argument er porer tarikh 24.01.2028'. The 30.11 note says 21.01 (wrong).")
q("next_date", "anima di r barga case er next date?",
  [d("2028-02-09")], [["C02", "2027-12-09"]], "LRTT 09.12.2027.txt: 'porer tarikh 09.02.2028 - further hearing'.")
q("next_date", "mousumi case e porer date ta kobe, ke ashbe?",
  [d("2027-07-19"), ["pw3", "doctor", "animesh"]], [["C07", "2027-06-14"]],
  "ST 31-2027 Mousumi 14.06.docx: 'PW3 Dr. Animesh Pal summoned - did not come ... porer tarikh 19.07.2027'.",
  today="2027-06-20")
# count
q("count", "cheque case e sanjib koybar hazira diye kete geche?",
  [["2", "two", "twice", "dui"]], [["C04", "2027-06-25"], ["C04", "2027-09-24"]],
  "Ananya chat 25/06/27: 'Sanjib absent, Partha babu hazira petition dilen'; 24/09/27: 'Sanjib abar absent ... abar hazira' "
  "and 'Eta dwitiyo bar hazira'. Two.")
q("count", "lahiri babu bagan case e koto bar time niyeche ekhon obdi",
  [["3", "three", "thrice", "tin"]], [["C01", "2027-01-13"], ["C01", "2027-03-11"], ["C01", "2027-06-30"]],
  "register 13.01: 'লাহিড়ী বাবু সময় চাহিলেন'; 11/3/27 photo: 'Lahiri babu again time'; 30/06/27 note: 'Lahiri babu cross "
  "korlen na ... Time nilo'. Three (the W.S. and objection were filed on 17.02 without a time prayer).")
q("count", "mousumi trial e ekhon obdi koto jon sakkhi hoyeche",
  [["5", "five", "panch"]], [["C07", "2027-04-05"], ["C07", "2027-06-14"], ["C07", "2027-08-23"], ["C07", "2027-09-27"],
                             ["C07", "2027-12-13"]],
  "PW1 Nirmal (5/4), PW2 Shibani (14.06), PW3 Dr. Animesh Pal (23/08), PW4 Rina Barman (order 27.09), PW5 SI Kaushik Roy "
  "in part (13.12). Five.")
# yes_no
q("yes_no", "haripada ki court e taka joma diyeche?",
  [["yes", "deposited", "deposit", "joma"], ["1,80,000", "180000", "1.8 lakh", "1.80 lakh", "180,000"], d("2027-04-26")],
  [["C01", "2027-05-12"], ["upload", "IMG_20270426_121044.jpg"]],
  "Treasury challan 26.04.2027: 'Depositor: Haripada Mondal ... Civil Court Deposit ... Rs. 1,80,000/-'; register 12.05.2027.")
q("yes_no", "imran er bail hoyeche?",
  [["yes", "granted", "hoye geche", "released"], ["20,000", "20000"]], [["C05", "2027-02-08"]],
  "WhatsApp Chat with Mannan Chacha: 'Imran er bail hoye geche! 20,000 er bond'; order 08.02.2027: 'be released on bail'.",
  today="2027-02-10")
q("yes_no", "jahanara r mutation ta shesh obdi hoyeche?",
  [["yes", "allowed", "hoyeche"], d("2027-07-20")], [["upload", "BLLRO mutation order Jahanara 20.07.2027.pdf"]],
  "BL&LRO order: 'Mutation allowed in favour of Jahanara Bibi ... Order dated 20.07.2027'.")
# said
q("said", "kundu babu bagan er lease er taka niye ki bolechilen",
  [["enriched"], ["half", "1,80,000", "180000"]], [["C01", "2027-04-07"]],
  "order 07.04.2027: 'No co-sharer should be enriched at the cost of the other ... deposit half of the lease money i.e. Rs. 1,80,000'.")
q("said", "tribunal bhag er receipt niye ki bollo?",
  [["onus"], ["receipt"]], [["C02", "2027-09-07"]],
  "IMG_20270907_155020.jpg: 'Where are the bhag receipts? ... Onus is on the person who claims to be a bargadar.'")
q("said", "MACT e madam last date e insurer ke ki bollen",
  [["realistic offer", "offer"], ["pay-and-recover", "pay and recover"]], [["C06", "2027-11-30"]],
  "MACT 30.11.27.docx: 'come with a realistic offer before argument, or I will decide pay-and-recover'.")
# judge_habit
q("judge_habit", "dey saheb bail shonar age ki chan?",
  [["case diary", "c.d.", "cd"]], [["C05", "2027-01-18"], ["C05", "2027-01-25"], ["C05", "2027-02-01"]],
  "18/01/27: 'Dey saheb first asked \"CD kothay?\" - case diary called for'; chat 25/01: 'aaj CD ashe ni ... Judge saheb CD "
  "chara shunben na'; 1/2/27: 'CD produced'.")
q("judge_habit", "pal madam e time chaile ki hoy?",
  [["cost", "খরচা"]], [["C03", "2027-03-04"], ["C03", "2027-11-25"]],
  "order 04.03.2027: 'last chance subject to payment of cost of Rs. 1,000/-'; register 25.11: '১,৫০০ টাকা খরচা দিয়া সময় দিলেন'.")
q("judge_habit", "MACT er judge protibar insurance ke ki jiggesh koren",
  [["offer"]], [["C06", "2027-03-23"], ["C06", "2027-05-18"], ["C06", "2027-08-17"], ["C06", "2027-11-30"]],
  "order 23.03: 'asked to take instructions on an offer'; 18.05: 'Madam again asked the insurer about an offer'; 17/8: "
  "'insurer, what is your offer?'; 30.11: 'come with a realistic offer'.")
# pending_before
q("pending_before", "ajker cheque case er jonno ki ready rakhte hobe",
  [["incriminating"], ["3,412", "3412"]], [["upload", "Plan 17-31 Jan 2028.docx"]],
  "Plan: 'Ananya to prepare the list of incriminating circumstances (return memo, balance Rs. 3,412, bill book). Hoque sahab must be present.'")
q("pending_before", "bagan er objection shunanir age ki dekhe nite hobe",
  [["fazli"], ["amin", "standing trees"]], [["upload", "Plan 17-31 Jan 2028.docx"]],
  "Plan: 'Read the report again: Fazli 71 vs our plaint's 80 - be ready to say the Amin counted only standing trees.'")
# amount
q("amount", "hoque saheb er cheque ta koto takar chilo",
  [["2,75,000", "275000", "2.75 lakh", "275,000"]], [["upload", "UCO cheque return memo Sanjib Kundu.pdf"]],
  "UCO return memo: 'Cheque No. 771045 dated 25.07.2026 for Rs. 2,75,000/-'.")
q("amount", "resham er suit e koto takar claim amader",
  [["4,86,500", "486500", "4.865 lakh", "4.86 lakh", "486,500"]], [["upload", "Maa Tara bills ledger.jpg"]],
  "ledger: 'Total 212 kg. Paid: nil. Balance due Rs. 4,86,500/-'.")
q("amount", "mannan chacha r chhele r bail bond koto chilo",
  [["20,000", "20000"], ["two sureties", "2 jon jamindar", "2 sureties"]], [["C05", "2027-02-08"]],
  "order 08.02.2027: 'bond of Rs. 20,000/- with two sureties of like amount'.")
# pattern
q("pattern", "kon kon case e oporpokkho ke cost dite hoyeche",
  [["sukumar", "bagan", "haripada"], ["silk", "maa tara", "jangipur", "মা তারা"]],
  [["C01", "2027-03-11"], ["C03", "2027-03-04"], ["C03", "2027-11-25"]],
  "11/3/27: 'Kundu babu rege gelen, cost Rs. 500 to pltf'; order 04.03.2027 (Maa Tara): 'cost of Rs. 1,000/-'; register "
  "25.11 (মানি স্যুট): '১,৫০০ টাকা খরচা'.")
q("pattern", "kolkata te amar kon kon matter ache?",
  [["anima", "barga", "lrtt"], ["jahanara", "mutation"]], [["C02", "2027-02-03"], ["C08", "2027-03-16"]],
  "LRTT 3.2.27.txt: 'LRTT, Salt Lake ... Anima Sarkar ... Kolkata trip'; WPA 14562 16.3.27.txt: 'Calcutta HC ... Jahanara Bibi (mutation)'.",
  today="2027-04-15")
# counsel_pattern
q("counsel_pattern", "partha ghosh protibar ki kore cheque case e",
  [["hazira"]], [["C04", "2027-06-25"], ["C04", "2027-09-24"]],
  "Ananya chat 25/06/27: 'Partha babu hazira petition dilen'; 24/09/27: 'Partha babu abar hazira petition'.")
q("counsel_pattern", "lahiri babu time nite ki ajuhat dey",
  [["kolkata", "কলকাতা", "out of station"], ["instruction"]], [["C01", "2027-01-13"], ["C01", "2027-03-11"], ["C01", "2027-06-30"]],
  "register 13.01: 'মক্কেল কলকাতায়'; 11/3/27: '\"Haripada Kolkata te, ashte parenni\"'; 30/06/27: 'client er instruction lagbe'.")
# witness
q("witness", "nirmal babu cross e dabi niye ki bolechilen",
  [["1,50,000", "150000", "1.5 lakh", "150,000"], ["motorcycle", "pulsar"]], [["C07", "2027-04-26"]],
  "IMG_20270426_170540.jpg: 'Bapi demanded Rs. 1,50,000 and a motorcycle (Pulsar) after the marriage'.")
q("witness", "mousumi r post mortem niye doctor sakkhi te ki bollen",
  [["bruises"], ["ante-mortem", "antemortem"], ["hanging"]], [["C07", "2027-08-23"]],
  "Mousumi PW3 doctor 23.8.txt: 'consistent with hanging; BUT bruises on back and both upper arms, 24-48 hrs old, ante-mortem'.")
q("witness", "shefali r case e eyewitness ke chilo, ki bolechilo",
  [["bikash"], ["wrong side"]], [["C06", "2027-08-17"]],
  "MACT PW2 Bikash 17 aug.txt: 'PW2 Bikash Mahato ... the truck came from the wrong side at high speed'.")
# open
q("open", "mousumi r case tar puro obostha bolo to",
  [["80(2)", "dowry death", "80 bns"], ["hostile"], d("2028-01-31")],
  [["C07", "2027-03-01"], ["C07", "2027-09-27"], ["C07", "2027-12-13"]],
  "order 01.03.2027: 'Charge framed u/s 80(2)/85 BNS'; order 27.09.2027: 'declared hostile'; 13.12 docx: 'porer tarikh 31.01.2028'.")
q("open", "anima r barga case ta short e bujhiye dao",
  [["nitai"], ["receipt", "bhag"], d("2028-02-09")],
  [["upload", "BLLRO Ratua-I barga order.pdf"], ["C02", "2027-09-07"], ["C02", "2027-12-09"]],
  "BL&LRO order: 'name of Nitai Barman be recorded as bargadar'; 7/9/27: 'Where are the bhag receipts?'; 09.12: 'porer tarikh 09.02.2028'.")
# bare
q("bare", "cheque", [["351"], ["sanjib"]], [["C04", "2027-12-10"], ["upload", "JM 2nd Court Malda cause list 19.01.2028.pdf"]],
  "IMG_20271210_142207.jpg: 'porer tarikh 19.01.2028 - accused examination u/s 351 BNSS'; cause list 19.01.2028: "
  "'Md. Ekramul Hoque vs Sanjib Kundu  Exam. of accused u/s 351 BNSS'.")
q("bare", "bagan", [["objection"], ["commission"]], [["C01", "2027-12-15"]],
  "Bagan case 15-12-2027.docx: 'porer tarikh 19.01.2028 - objection to commission report'.")
# no_record
q("no_record", "farakka r consumer case er porer tarikh kobe?", NR, [],
  "No consumer complaint and no Farakka matter in any upload.", no_record=True, absent=["farakka", "consumer"])
q("no_record", "shefali r claim ta ki lok adalat e pathano hoyechilo?", NR, [],
  "C06 was never sent to a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat"])
q("no_record", "imran er anticipatory bail er ki holo", NR, [],
  "C05 was a regular bail from custody; no anticipatory bail anywhere.", no_record=True, absent=["anticipatory"])
q("no_record", "tarafdar babu r sathe amar kon case ache?", NR, [], "No Tarafdar in any upload.", no_record=True,
  absent=["tarafdar"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Malda practice (bench/practices/malda; written from the uploads' "
                    "source_text by its writer, practice106; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
