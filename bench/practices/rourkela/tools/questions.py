"""Write questions.json for the Rourkela practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "kichhi record nahi", "no note", "not in the notes",
       "record re nahi", "koi record nahi"]]
TODAY = "2027-07-22"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"K-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "reena DV re last date kana hela",
  [["chief"], ["lakra", "time for cross", "need time"], d("2027-08-16")], [["C07", "2027-07-19"]],
  "Reena DV 19 July.txt: 'AW1 Reena - chief examination over ... Lakra - \"not prepared, need time for cross\" ... 16.08.2027'.")
q("last_time", "jagannth sponge wala suit last tarikh re kana hela",
  [["goel", "dw1"], ["closed"], d("2027-07-09")], [["C05", "2027-07-09"]],
  "IMG_20270709_171230.jpg: '9/7/27 ... DW1 Goel cross concluded ... Def. evidence closed.'")
q("last_time", "sukmani EC me pichhla tarikh me ka hoy gelak",
  [["bahas", "argument"], d("2027-03-16")], [["C02", "2027-02-16"]],
  "WhatsApp Chat with Mangal Oraon.txt: 'Bahas ho gaya. Commissioner order 16 March ko denge.'", today="2027-02-20")
# next_date
q("next_date", "birsa ID case parabarti tarikh kebe",
  [d("2027-08-11"), ["argument", "bahas"]], [["C01", "2027-07-07"]],
  "IMG_20270707_165540.jpg: 'Arguments on 11/8/27'; chat: 'Ab bahas 11 August ko'.")
q("next_date", "sukmani FD compliance wala next date kya hai",
  [d("2027-07-27")], [["upload", "Sukmani deposit 20.04 correction.txt"]],
  "Sukmani deposit 20.04 correction.txt: 'next date is 27.07.2027 (Tuesday)' - the 20.04 note's 20.07.2027 is wrong.")
q("next_date", "jitu munda HC matter next kete tarikh",
  [d("2027-03-11")], [["C03", "2027-01-21"]],
  "WhatsApp Chat with Lopa Nanda Cuttack.txt 21/01/27: 'State counter filed today ... Next 11.03.2027'.", today="2027-02-01")
# count
q("count", "sahu cheque case re accused kete thara absent heichi",
  [["2", "two", "twice", "dui"]], [["C04", "2026-10-08"], ["C04", "2027-05-13"]],
  "Chat 08/10/26: 'Sahu absent today ... BW'; chat 13/05/27: 'Sahu absent, medical laga diya' / 'Doosri baar absent'.")
q("count", "birsa case me workman taraf se kitna saakhi examine hua",
  [["2", "two", "dui"]], [["C01", "2027-01-13"], ["C01", "2027-02-10"]],
  "13.01.2027 docx: 'WW1 Birsa cross-examined'; order 10.02.2027: 'WW2 Sukra Lakra examined, cross-examined and discharged'.")
q("count", "kalia bail me kete date lagila",
  [["3", "three", "tin"]], [["C06", "2026-08-18"], ["C06", "2026-08-25"], ["C06", "2026-09-01"]],
  "18/8/26 note (CD called, Ptd 25/8); chat 25/08/26 (CD nahi aaya, Next 1/9); order 01.09.2026 (bail allowed).")
# yes_no
q("yes_no", "insurance company sukmani case re tanka deposit karichi ki?",
  [["yes", "haan", "deposited"], ["15,42,068", "1542068", "15.42 lakh"]], [["C02", "2027-04-20"]],
  "Sukmani deposit 20.04.txt: 'National Insurance deposited the award Rs. 15,42,068 + interest Rs. 1,78,312'.")
q("yes_no", "reena case me anil arrear jama kala ki nahi",
  [["yes", "haan", "received"], ["30,000", "30000", "thirty thousand"]], [["upload", "IMG20270419_113045.jpg"]],
  "IMG20270419_113045.jpg: 'Received from Anil Toppo ... the sum of Rs. 30,000/- (Rupees thirty thousand only)'.")
q("yes_no", "balaji castings counter claim diyechhi ki?",
  [["no counter-claim", "no counter claim", "nahi"]], [["C05", "2026-09-25"]],
  "Balaji WS notes 25-09.docx: 'No counter-claim.'")
# said
q("said", "panda babu gate pass register nei tribunal re kana kahile",
  [["not traced", "old records"]], [["C01", "2027-03-10"]],
  "PXL_20270310_114502.jpg: 'Panda - \"records not traced, old records in store\"'.")
q("said", "lalu ekka saakhi re kana kahila",
  [["railing", "safety belt"], ["slipped", "platform"]], [["C02", "2026-12-15"]],
  "IMG_20261215_131907.jpg: 'AW2 Lalu Ekka examined: he was on the platform, Somra slipped, no railing, no safety belt.'")
q("said", "goel ne jirah me kya kya maan liya balaji wale me",
  [["written complaint"], ["re-sold", "resold"]], [["C05", "2027-05-07"], ["C05", "2027-07-09"]],
  "07.05 docx: 'admitted no written complaint about quality'; 9/7/27: 'admitted lot 7 re-sold in market!'")
# judge_habit
q("judge_habit", "satpathy babu records na dele kana karanti",
  [["gate pass register", "register"], ["1,500", "1500"], ["last chance"]], [["C01", "2027-02-10"], ["C01", "2027-03-10"]],
  "Order 10.02.2027: 'directed to produce the gate pass register'; 10/3/27: 'costs Rs 1,500 on mgmt ... LAST CHANCE'.")
q("judge_habit", "dash babu acused absent hele kana karanti",
  [["bw", "bailable warrant", "warrant"], ["exemption", "medical"]], [["C04", "2026-10-08"], ["C04", "2027-05-13"]],
  "Chat 08/10/26: 'Dash sir ne BW de diya Rs 10,000'; 13/05/27: 'medical laga diya. Dash sir ne exemption allow kiya'.")
q("judge_habit", "sundargarh DJ adjournment mangle kya karte hai",
  [["5,000", "5000"], ["last chance", "costs"]], [["C05", "2027-04-09"]],
  "Order 09.04.2027: 'Time is allowed as a last chance subject to payment of costs of Rs. 5,000 to the plaintiff.'")
# pending_before
q("pending_before", "A.N. Mishra J nka paakhare mora kana pending achhi",
  [["jitu munda", "munda"], d("2027-08-05")], [["C03", "2027-03-11"], ["C03", "2027-04-29"]],
  "Order 11.03.2027: 'Jitu Munda ... CORAM: ... ADITYA NARAYAN MISHRA'; 29.04 note: 'Listed 05.08.2027'.")
q("pending_before", "JMFC madam ke court me mera kon sa matter hai",
  [["reena"], d("2027-08-16")], [["C07", "2027-07-19"]],
  "Reena DV 19 July.txt: '19.07.2027 Reena DV - JMFC ... Parabarti tarikh 16.08.2027'.")
# amount
q("amount", "sukmni ku award kete tanka hela",
  [["15,42,068", "1542068", "15.42 lakh"], ["12%", "12 %"]], [["C02", "2027-03-16"]],
  "Award 16.03.2027: 'total Rs. 15,42,068, with simple interest at 12% p.a. from 14.04.2026'.")
q("amount", "sardarji ka cheque kitne ka tha",
  [["4,85,000", "485000", "4.85 lakh"]], [["upload", "cheque return memo Sahu Minerals.pdf"]],
  "Return memo: 'Cheque No. 004417 dated 02.03.2026 for Rs. 4,85,000/-'.")
q("amount", "reena ko interim maintenance kitna mila mahina",
  [["6,000", "6000"]], [["C07", "2027-01-18"]],
  "Order 18.01.2027: 'interim maintenance of Rs. 6,000 per month ... from 28.09.2026'.")
# pattern
q("pattern", "bhatia case me sahu side baar baar time kaise leta hai",
  [["busy"], ["exemption", "medical"]], [["C04", "2027-01-28"], ["C04", "2027-05-13"]],
  "28.01 docx: 'Manas Ranjan Pradhan - \"busy in ASJ court\" - sought time'; chat 13/05/27: 'medical ... exemption'.")
q("pattern", "tribunal case re management kemiti delay karuchi",
  [["instructions from management"], ["not traced", "records"]], [["C01", "2026-08-05"], ["C01", "2027-03-10"]],
  "5/8/26: 'Panda - \"instructions from management\" - time for WS'; 10/3/27: 'records not traced'.")
# counsel_pattern
q("counsel_pattern", "ranjit misra sundargarh wala kis type ka vakil hai, kya line leta",
  [["quality", "fe(m)"], ["not present", "costs"]], [["C05", "2026-09-25"], ["C05", "2027-04-09"]],
  "25.09 docx: 'Defence: quality - Fe(M) below 78%'; order 09.04.2027: 'DW1 is not present ... costs of Rs. 5,000'.")
q("counsel_pattern", "insurer ra nayak babu kana plea nianti",
  [["contractor"], ["denies"]], [["C02", "2026-10-13"]],
  "13.10.2026 docx: 'Insurer's WS ... denies that Somra was employee ... labourer of a loading contractor'.")
# witness
q("witness", "birsa case me company ka gawah kaun hai",
  [["satyajit behera", "behera"]], [["C01", "2027-05-05"]],
  "Order 05.05.2027: 'MW1 Sri Satyajit Behera, Dy. Manager (HR), Brahmani Ispat Ltd.'")
q("witness", "bhatia 138 me bank se kaun saakhi aaya tha",
  [["rabi narayan sahoo", "sahoo"]], [["C04", "2027-04-08"]],
  "Bhatia 8.4.27.txt: 'CW2 Sri Rabi Narayan Sahoo, Asst. Manager, Canara Bank Uditnagar'.")
q("witness", "jagannath suit me PW2 kon",
  [["santosh mishra"], ["accountant"]], [["C05", "2027-02-05"]],
  "IMG_20270205_162855.jpg: 'PW2 Santosh Mishra (accountant) affidavit filed'.", today="2027-02-10")
# open
q("open", "jitu munda jami case ta short re bujhei dia",
  [["status quo"], ["1968"], d("2027-08-05")],
  [["C03", "2027-03-11"], ["C03", "2027-04-29"], ["upload", "ADM order OSATIP appeal Kuarmunda.pdf"]],
  "ADM order: 'restoration is set aside'; order 11.03.2027: 'purchased in 1968 with the permission'; 29.04: 'no "
  "permission order of 1968 found ... Status quo continues. Listed 05.08.2027'.")
q("open", "kalia scrap chori bail ka pura haal",
  [["20,000", "20000"], ["sunday"], d("2026-09-01")], [["C06", "2026-09-01"]],
  "Order 01.09.2026: 'bail bond of Rs. 20,000 with two sureties ... appear ... on every Sunday for two months'.")
# bare
q("bare", "bhatia", [d("2027-07-22"), ["351"]], [["C04", "2027-05-13"]],
  "Chat 13/05/27: '351 statement nahi hua. Next 22/7/27'.")
q("bare", "sponge suit", [d("2027-07-23"), ["argument"]], [["C05", "2027-07-09"]],
  "IMG_20270709_171230.jpg: 'Arguments 23/7/27.'")
# no_record
q("no_record", "tensa mines wala arbitration ka next date kya hai", NR, [],
  "No arbitration and no Tensa mines in any upload.", no_record=True, absent=["arbitration", "tensa"])
q("no_record", "birsa case lok adalat re settle hela ki", NR, [],
  "C01 was never sent to a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat"])
q("no_record", "kalia bail cancel karibaku state petition deithila, tahara kana hela", NR, [],
  "No cancellation of bail was ever sought in C06; no upload says so.", no_record=True, absent=["cancel"])
q("no_record", "adv nihar ranjan swain sathe mora kounasi case achhi ki", NR, [],
  "No Swain in any upload.", no_record=True, absent=["swain", "nihar"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Rourkela practice (bench/practices/rourkela; written from the uploads' "
                    "source_text by its writer, practice99; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
