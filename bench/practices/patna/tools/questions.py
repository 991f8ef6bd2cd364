"""Write questions.json for the Patna practice: questions typed the way this chamber types into the chat box,
with the facts a right answer must state. `checked` is filled from the manifest (the hearing and the files)."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MON = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; 9.6 / 9/6 when `short`)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    sfx = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yyyy}", f"{dd}.{mm}.{yy}", f"{dd}/{mm}/{yy}", f"{dd:02d}.{mm:02d}.{yy}",
             f"{dd:02d}/{mm:02d}/{yy}", f"{dd} {MON[mm - 1]}", f"{MON[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}",
             f"{LONG[mm - 1]} {dd}", f"{dd}{sfx} {LONG[mm - 1]}", f"{dd}{sfx} {MON[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}", f"{dd:02d}/{mm:02d}", f"{dd:02d}.{mm:02d}"]
    return list(dict.fromkeys(forms))


NR = [["no record", "not in your notes", "nothing in your notes", "not on record", "no mention", "no such",
       "no case", "not found", "don't have", "do not have", "koi record nahi", "record me nahi", "nahi mila",
       "no note", "no entry"]]
T = "2026-12-02"

Q = [
    # last_time
    ("P01", "last_time", "binod wale writ me last date pe kya hua tha?", T,
     [d("2026-09-22"), ["76,420", "76420"], ["1,10,000", "110000", "1.10 lakh", "1.1 lakh"]],
     [["C01", "2026-09-22"]]),
    ("P02", "last_time", "kusum devi bantwara - pichhli tareekh pe kya hua", T,
     [d("2026-11-06"), ["pathak"], ["time", "samay"]], [["C04", "2026-11-06"]]),
    ("P03", "last_time", "pappu rai ke case me last time kya hua?", "2026-04-30",
     [d("2026-04-28"), ["317"], ["warn", "bail bond", "personally", "present"]], [["C05", "2026-04-28"]]),
    # next_date
    ("P04", "next_date", "anupam wala quashing kab lagega ab?", T,
     [d("2026-12-10"), ["order", "orders"]], [["C02", "2026-09-29"], ["upload", "Advance list week 07.12.2026.pdf"]]),
    ("P05", "next_date", "pappu rai ND?", "2026-04-30",
     [d("2026-06-09")], [["C05", "2026-04-28"]]),
    ("P06", "next_date", "haji sahab ka eviction next kab hai", T,
     [["08.01.2027", "08/01/2027", "8.1.2027", "8/1/2027", "8 jan", "8 january", "8th january", "january 8",
       "2027-01-08", "8.1.27", "08.01.27", "8/1/27"]], [["C06", "2026-11-27"]]),
    # count
    ("P07", "count", "sherpur wale TS me sharma ji ne kitni baar cost pe time liya?", T,
     [["3", "three", "teen", "thrice"]], [["C03", "2025-12-05"], ["C03", "2026-07-10"], ["C03", "2026-10-09"]]),
    ("P08", "count", "pappu rai trial me prosecution ke kitne gawah hue total?", T,
     [["4", "four", "chaar"]], [["C05", "2025-12-16"], ["C05", "2026-03-19"], ["C05", "2026-06-09"],
                                ["C05", "2026-08-27"]]),
    ("P09", "count", "Binod case me sarkar ne counter ke liye kitni baar time liya", T,
     [["2", "two", "twice", "do baar"]], [["C01", "2026-01-20"], ["C01", "2026-02-17"]]),
    # yes_no
    ("P10", "yes_no", "haji sahab wale me kirayedar ne poora arrears jama kiya ki nahi?", T,
     [["2,08,000", "208000", "2.08 lakh"], ["1,08,000", "108000", "1.08 lakh"]],
     [["C06", "2026-02-27"], ["C06", "2026-03-27"], ["C06", "2026-05-08"]]),
    ("P11", "yes_no", "Binod ka suspension revoke hua kya?", "2026-07-10",
     [d("2026-07-08"), ["censure"]], [["C01", "2026-07-07"]]),
    # said
    ("P12", "said", "injured raju ne cross me kya bola tha pappu case me", T,
     [["nahi dekha", "did not see", "didn't see", "not see"], ["land dispute", "dalan", "zameen"]],
     [["C05", "2026-03-19"]]),
    ("P13", "said", "Dr anupam wale me judge ne pichhli hearing pe OP2 se kya poocha tha?", T,
     [["cheating"]], [["C02", "2026-09-29"]]),
    # judge_habit
    ("P14", "judge_habit", "verma J state ka CA na aaye to kya karte hain generally?", T,
     [["personal affidavit"], ["in person", "remain present", "be present", "present in court", "appear"]],
     [["C01", "2026-02-17"], ["C01", "2026-09-22"]]),
    ("P15", "judge_habit", "danapur wale ojha sahab adjournmnt kaise dete hain", T,
     [["cost", "kharcha", "खर्चा"], ["last", "antim", "अंतिम"]],
     [["C03", "2025-12-05"], ["C03", "2026-07-10"], ["C03", "2026-10-09"]]),
    ("P16", "judge_habit", "ADJ-4 tiwari sahab gawah nahi aane pe kya karte hai", T,
     [["warrant", "वारंट", "nbw"], ["ssp", "senior superintendent", "वरीय पुलिस अधीक्षक"]],
     [["C05", "2026-02-12"], ["C05", "2026-07-21"]]),
    # pending_before
    ("P17", "pending_before", "8 dec se pehle binod wale me kya karna hai", T,
     [["76,420", "76420"], ["compliance"]],
     [["C01", "2026-09-22"], ["upload", "plan 1-5 dec.txt"], ["upload", "WA chat Binod Yadav.txt"]]),
    ("P18", "pending_before", "pappu ke args ke liye kya ready karna hai", T,
     [["written argument"], ["7.30"], ["recovery"]], [["C05", "2026-11-17"]]),
    # amount
    ("P19", "amount", "binod ka subsistence allowance total kitna tha, kitna mila ab tak", T,
     [["1,86,420", "186420", "1.86 lakh"], ["1,10,000", "110000", "1.10 lakh", "1.1 lakh"], ["76,420", "76420"]],
     [["C01", "2026-07-07"], ["C01", "2026-09-22"]]),
    ("P20", "amount", "sherpur TS me sharma ji ne total kitna kharcha diya ab tak", T,
     [["1,000", "1000", "ek hazaar", "one thousand"]],
     [["C03", "2025-12-05"], ["C03", "2026-07-10"], ["C03", "2026-10-09"], ["C03", "2026-11-20"]]),
    ("P21", "amount", "kusum ko D1 ne share ke liye kitne ka offer diya tha", T,
     [["12 lakh", "12,00,000", "1200000", "12 lac"]], [["C04", "2026-04-10"]]),
    # pattern
    ("P22", "pattern", "kaun kaun se case me doosri party pe cost laga is saal", T,
     [["ram pravesh", "sherpur", "212"], ["haji", "eviction", "14/24", "14 of 2024", "ashok rajpath", "shyam sundar"]],
     [["C03", "2025-12-05"], ["C03", "2026-10-09"], ["C06", "2026-06-26"]]),
    ("P23", "pattern", "kis kis matter me court ne mediation ya sulah ki baat ki?", T,
     [["anupam", "quashing", "14372"], ["kusum", "partition", "bantwara", "67"]],
     [["C02", "2026-07-07"], ["C04", "2026-02-27"], ["C04", "2026-09-04"]]),
    # counsel_pattern
    ("P24", "counsel_pattern", "tabrez alam har baar kya karta hai", T,
     [["time"], ["absent", "not present", "nahi aaye"]],
     [["C02", "2026-03-17"], ["C02", "2026-04-21"], ["C02", "2026-08-18"]]),
    ("P25", "counsel_pattern", "binay sinha ji (tenant ke vakil) ka kya pattern hai", T,
     [["amendment", "संशोधन", "o6 r17", "order 6 rule 17"], ["commission", "कमिश्नर", "napi", "नापी"]],
     [["C06", "2026-05-08"], ["C06", "2026-06-26"], ["C06", "2026-09-26"], ["C06", "2026-11-27"]]),
    ("P26", "counsel_pattern", "manoj jha AC to SC-11 ka har baar kya bahana hota hai", T,
     [["instructions"]], [["C01", "2026-01-20"], ["C01", "2026-02-17"]]),
    # witness
    ("P27", "witness", "TS 212 me PW3 kaun tha", T,
     [["lakhan ram"], ["sale deed"]], [["C03", "2026-07-10"], ["C03", "2026-08-21"]]),
    ("P28", "witness", "pappu case me doctor ne cross me kya maana", T,
     [["blackening"], ["nukili", "pointed", "sharp"]], [["C05", "2026-06-09"]]),
    ("P29", "witness", "kusum partition me DW1 ne cross me kya admit kiya", T,
     [["partition deed"], ["rent receipts", "receipt"], ["father", "ram lakhan"]], [["C04", "2026-07-17"]]),
    # open
    ("P30", "open", "haji sahab ki dukan ka kiraya kitna hai aur unko dukan kis liye chahiye", T,
     [["6,500", "6500"], ["faizan"], ["medicine", "pharmacist", "dawai", "दवाई"]],
     [["upload", "Notice to tenant Shyam Sundar.pdf"]]),
    ("P31", "open", "dr anupam ke khilaf complaint kis baat pe hai", T,
     [["rekha sinha"], ["4,50,000", "450000", "4.5 lakh"], ["406"], ["420"]],
     [["upload", "cognizance order ACJM 3.pdf"]]),
    # bare
    ("P32", "bare", "NBW?", "2026-07-22",
     [["deepak", "दीपक"], ["pappu", "389", "पप्पू"], d("2026-08-27")], [["C05", "2026-07-21"]]),
    ("P33", "bare", "cost?", "2026-10-09",
     [["500"], ["ram pravesh", "212", "sherpur"], d("2026-11-20")], [["C03", "2026-10-09"]]),
]

NOREC = [
    ("P34", "chandrakant mishra wala MACT claim kab hai?", ["chandrakant", "mact", "motor accident"]),
    ("P35", "TS 212 me amin ka napi report kab aaya tha?", ["napi report", "amin report", "commissioner's report",
                                                               "commissioner report"]),
    ("P36", "Binod writ me contempt file kiye the na, uska kya hua", ["contempt", "mjc"]),
    ("P37", "Adv Ravindra Thakur ne kusum devi case me kya bola tha?", ["ravindra thakur", "ravindra"]),
]


def main() -> None:
    manifest = json.loads((ROOT / "uploads" / "manifest.json").read_text(encoding="utf-8"))
    hid = {}
    for f in sorted((ROOT / "data" / "cases").glob("*.json")):
        c = json.loads(f.read_text(encoding="utf-8"))
        for h in c["hearings"]:
            hid[(c["id"], h["date"])] = h["hearing_id"]
    out = []
    for qid, typ, q, today, kf, ev in Q:
        checked = []
        for e in ev:
            if e[0] == "upload":
                checked.append(f"upload {e[1]}")
            else:
                h = hid[tuple(e)]
                files = [u["files"][0] for u in manifest if h in u["hearing_ids"]]
                checked.append(f"{h} ({e[1]}): " + "; ".join(files))
        out.append({"id": qid, "type": typ, "q": q, "today": today, "key_facts": kf, "no_record": False,
                    "evidence": ev, "checked": checked})
    for qid, q, absent in NOREC:
        out.append({"id": qid, "type": "no_record", "q": q, "today": T, "key_facts": NR, "no_record": True,
                    "evidence": [], "checked": ["no upload holds it: " + ", ".join(absent)], "absent": absent})
    (ROOT / "questions.json").write_text(json.dumps(
        {"about": "Patna practice (Adv. Shailesh Kumar Pandey): 37 questions written by an outsider to the code, "
                  "sealed until asked once", "questions": out}, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(out), "questions")


if __name__ == "__main__":
    main()
