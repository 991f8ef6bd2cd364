"""Write questions.json for the Kochi practice: questions typed the way this chamber types into the chat box (Manglish,
nicknames, typos, no case numbers), with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms this chamber writes it (day first; the diary's 16/4 when `short`)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd:02d}.{mm:02d}.{yy:02d}", f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}",
             f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}", f"{dd}{suffix} {LONG[mm - 1]}",
             f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd:02d}/{mm:02d}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


def n(k: int, *nouns: str) -> list[str]:
    """A count as digits, as a word, and as '<n> <noun>'."""
    words = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}
    extra = {2: ["twice"], 3: ["thrice"]}.get(k, [])
    return [str(k), words[k], *extra, *[f"{w} {noun}" for w in (str(k), words[k]) for noun in nouns]]


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry",
       "no case", "no matching", "don't have", "do not have", "not found", "no note", "record illa", "onnum illa"]]

TODAY = "2026-12-02"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"KC-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# ---------------------------------------------------------------- last time
q("last_time", "mary chechide vazhi case last time entha nadanne?",
  [["dw1", "paulose"], ["july 2024", "wall in july"], d("2026-12-17")],
  [["C03", "2026-11-19"]],
  "19.11.2026 Thu.txt: 'DW1 Paulose chief affidavit filed. Our cross started: admitted he built the wall in July 2024 ... Cross continues ND 17.12.2026'")
q("last_time", "jose chettante WP last posting-il entha undaye? client vilikkunnu",
  [["0.28"], ["undertook", "undertaking", "undertake"], d("2026-08-10")],
  [["C01", "2026-07-06"]],
  "Document 3.docx (06.07.2026): 'shortfall 0.28 m ... I undertook that the petitioner will apply for regularisation ... within two weeks ... ND 10.08.2026'",
  today="2026-08-01")
q("last_time", "divya case kazhinja thavana entha aaye",
  [["signature", "locker register", "a5"], ["closed"], d("2026-12-10")],
  [["C05", "2026-11-19"]],
  "19.11.2026 Thu.txt: 'RW1 Rajeev cross completed ... admitted the signature in the 10.01.2020 entry is his. Respondents closed evidence ... ND 10.12.2026 for arguments'")

# ---------------------------------------------------------------- next date
q("next_date", "anoop mact ND?", [d("2026-12-08")], [["C04", "2026-11-03"]],
  "mact args 3-11.txt: 'ND 08/12/2026 - args continue.'")
q("next_date", "shibu quash petition eppozha next vekkunne", [d("2026-06-10")], [["C02", "2026-03-18"]],
  "PXL_20260318_150356771.jpg: 'ND 10.06.2026' (HC vacation in between)", today="2026-04-01")
q("next_date", "rasheedikkade fridge case order eppo varum?", [d("2026-12-15")], [["C06", "2026-11-17"]],
  "New Text Document (4).txt: 'written arguments filed by both. posted for orders 15.12.2026.'")

q("next_date", "mary vazhi case ND eppozha", [d("2026-04-16")], [["C03", "2026-03-12"], ["upload", "note 13.3.txt"]],
  "PXL_20260312_172944003.jpg: 'ND 16/4'; Sasi's slip IMG20260312180115.jpg wrongly says 09.04.2026; note 13.3.txt: 'Sasi's slip ... WRONG ... Mary case is on 16.04.2026 (Thursday)'",
  today="2026-03-14")

# ---------------------------------------------------------------- counts
q("count", "jose WP-il beena joseph ethra pravashyam time eduthu?",
  [n(3, "times", "adjournments")],
  [["C01", "2026-01-12"], ["C01", "2026-02-09"], ["C01", "2026-10-05"]],
  "WP 28417 - 12.1.26.docx: 'counter not filed, instructions from the Secretary awaited, 3 weeks time'; PXL_20260209: 'No counter again!! Beena Joseph: instructions awaited'; CamScanner 05-10-2026: 'The learned Standing Counsel seeks further time'. On 02.03 she filed the counter; on 06.07, 10.08 and 09.11 no time was sought.")
q("count", "mary case-il ethra thavana namukku costs kitti, ethra roopa?",
  [n(2, "times"), ["500"], ["1000", "1,000"]],
  [["C03", "2025-12-03"], ["C03", "2026-09-10"]],
  "OS412 proceedings copy.pdf: '03.12.2025 ... Time granted on cost of Rs. 500/- to the plaintiff'; IMG20260910121544.jpg / office chat 10/09: 'madam imposed 1000 cost, paid today itself to Bijo'. No other costs order in the suit.")
q("count", "anoop case-il nammal ethra witnesses examine cheythu?",
  [n(2, "witnesses"), ["sreejith"]],
  [["C04", "2026-01-27"], ["C04", "2026-06-16"]],
  "office chat 27/01: 'PW1 chief affidavit filed'; Anoop chat 16/06: 'Dr. Sreejith deposed today as PW2'. RW1 was the insurer's witness.")

# ---------------------------------------------------------------- yes / no
q("yes_no", "shibu case quash aayo?", [["yes", "allowed", "quashed"], d("2026-07-15")], [["C02", "2026-07-15"]],
  "CRLMC_6120_2025_final_order.pdf: 'WEDNESDAY, THE 15TH DAY OF JULY 2026 ... the Crl.M.C. is allowed ... quashed'")
q("yes_no", "OS 412 commissioner report file cheytho?", [["not yet", "not filed", "no report", "not been filed", "yet to"], d("2026-02-28")],
  [["C03", "2026-03-12"]],
  "PXL_20260312_172944003.jpg: 'commissioner inspected on 28/2, report not filed yet; Smitha Raj asked time. ND 16/4.' (filed 16.04.2026)",
  today="2026-03-20")
q("yes_no", "kalamassery municipality jose-nte regularisation decide cheytho ithuvare?",
  [["not yet", "not decided", "no decision", "not taken", "yet to"], ["5,000", "5000"], d("2026-11-09")],
  [["C01", "2026-10-05"]],
  "CamScanner 05-10-2026 16.40.pdf: 'No decision has been taken ... decision within three weeks ... costs of Rs. 5,000/- ... Post on 09.11.2026' (the order of 30.10.2026 came after)",
  today="2026-10-20")

# ---------------------------------------------------------------- said
q("said", "june 10-nu de facto complainant court-il entha paranje, shibu case",
  [["80,000", "80000"], ["1,50,000", "150000", "1.5 lakh"]],
  [["C02", "2026-06-10"]],
  "CRLMC 6120-2025 order 10.06.2026.pdf: 'he has received Rs. 1,50,000/- on the date of the agreement and only Rs. 80,000/- towards the second instalment'")
q("said", "insurer-nte 9.25 offer-ine patti anoop entha paranje?",
  [["not accepting", "wait for the award", "not accept", "refused", "declined", "will wait"]],
  [["upload", "Anoop Kumar MACT/_chat.txt"]],
  "Anoop chat 05/11/26: 'We will wait for the award. Not accepting 9.25.'")

# ---------------------------------------------------------------- judge's habits
q("judge_habit", "varkey J-de munnil pokumbol enthokke sradhikkanam? pulli sthiram chodikkunnath entha",
  [["representation"], ["after lunch", "passed over"]],
  [["C01", "2026-01-12"], ["C01", "2026-02-09"], ["C01", "2026-03-23"]],
  "12.1.26.docx: 'Varkey J, first question: Did the petitioner make a representation'; PXL_20260209: 'Again asked - representation pending'; HC 23.03.txt: 'Passed over at 11.30; Varkey J took it after lunch'")
q("judge_habit", "family court judge video vazhi appearance sammathikkumo? rajeev-nu vendi sajan chodikkunnu",
  [["in person", "personally", "personal appearance"]],
  [["C05", "2025-12-18"], ["C05", "2026-04-09"], ["C05", "2026-06-11"]],
  "PXL_20251218: 'resp must appear in person, video pattilla'; PXL_20260409: 'respondent must come in person for his evidence - no video'; PXL_20260611: 'respondent has to come in person'")
q("judge_habit", "munsiff madam proof affidavit eppozha file cheyyande",
  [["week"]],
  [["C03", "2026-06-04"], ["C03", "2026-07-23"]],
  "office chat 04/06: 'madam said proof affidavit must be filed one week before, else cost'; New Text Document (2).txt: 'proof affidavit filed on 16/7 (madam wanted it a week ahead, as usual)'")

# ---------------------------------------------------------------- pending before a date
q("pending_before", "8th-nu munpu anoop case-il entha cheyyan ullath?",
  [["bank statement", "salary"]],
  [["C04", "2026-11-03"], ["upload", "plan this week.txt"]],
  "mact args 3-11.txt: 'Tribunal asked for salary proof ... bank statement showing salary credits / Form 16. To file before ND.'; plan this week.txt: 'Anoop: salary bank statement - chase him'; office chat 26/11: not sent yet")
q("pending_before", "jose WP 14th-nu munpu entha ready aakkande",
  [["fire noc"], ["completion plan", "compliance affidavit", "compliance"]],
  [["C01", "2026-11-09"], ["upload", "plan this week.txt"]],
  "PXL_20261109_153820641.jpg: 'OC within 4 weeks of the petitioner producing the completion plan and fire NOC; report compliance ... fire NOC applied 02/11'; plan: 'fire NOC status ... compliance affidavit draft'")

# ---------------------------------------------------------------- amounts
q("amount", "jose compounding fee ethra adachu?", [["1,42,000", "142000", "1.42 lakh", "142,000"]],
  [["C01", "2026-08-10"]],
  "PXL_20260810_141106092.jpg: 'compounding fee receipt Rs. 1,42,000 (rcpt 5512, 21/7)'")
q("amount", "rasheed fridge vila ethra aayirunnu", [["62,900", "62900"]],
  [["upload", "IMG20250917113042.jpg"]],
  "IMG20250917113042.jpg (invoice 10/03/2025): 'TOTAL Rs. 62,900.00'")

q("amount", "shibu settlement motham ethra aayirunnu?", [["3,80,000", "380000", "3.8 lakh", "3.80 lakh"]],
  [["upload", "CamScanner 20-02-2026 11.02.pdf"]],
  "CamScanner 20-02-2026 11.02.pdf: 'a total sum of Rs. 3,80,000/- ... Rs. 1,50,000/- is paid today ... Rs. 1,30,000/- ... on or before 30.04.2026 and the balance Rs. 1,00,000/- on or before 30.06.2026'")

# ---------------------------------------------------------------- patterns
q("pattern", "evide okke commissioner vechittund - advocate commissioner or expert? which cases",
  [["smitha raj", "mary", "vazhi", "pathway"], ["shaji", "rasheed", "fridge", "refrigerator"]],
  [["C03", "2026-02-05"], ["C06", "2026-05-05"]],
  "OS412 proceedings copy.pdf: 'Adv. Smitha Raj is appointed as Advocate Commissioner'; office chat 05/05: 'rasheed CC 318 - expert commissioner appointed - Shaji P Antony'. (The Town Planner in the writ inspected on the court's direction, not as a commissioner.)")
q("pattern", "ee varsham other side-nu costs vannath eth cases-il? amount um",
  [["5,000", "5000"], ["750"], ["2,000", "2000"], ["1,000", "1000"]],
  [["C01", "2026-10-05"], ["C03", "2026-09-10"], ["C04", "2026-07-28"], ["C05", "2026-09-03"], ["C06", "2026-02-03"]],
  "CamScanner 05-10-2026: 'costs of Rs. 5,000/- to the petitioner' (Jose); IMG20260910: Munsiff 1000 (Mary); tuesday 28-7: 'cost Rs. 750 to claimant' (Anoop); FC proceedings: 'cost of Rs. 2,000/-' (Divya); Adobe Scan 10 Feb 2026: 'cost of Rs. 1,000/-' (Rasheed). The Rs. 500 in Mary's suit was in Dec 2025.")

# ---------------------------------------------------------------- counsel patterns
q("counsel_pattern", "sudheer vakeel sthiram entha cheyyunne mary case-il?",
  [["sub court"], ["junior", "nobody came", "not there himself"]],
  [["C03", "2025-12-03"], ["C03", "2026-04-16"], ["C03", "2026-09-10"]],
  "OS412 proceedings: 'represented through junior ... engaged in the Sub Court'; IMG20260416 (Malayalam): Sudheer did not come, junior came; office chat 10/09: 'Sudheer again in sub court, nobody came for D ... Third time Sudheer is not there himself'")
q("counsel_pattern", "sajan kurian-nte sthiram excuse entha?", [["abroad", "muscat"]],
  [["C05", "2025-12-18"], ["C05", "2026-01-29"], ["C05", "2026-09-03"]],
  "PXL_20251218: 'Muscat-il aanu ennu Sajan Kurian'; IMG20260129 (Malayalam): respondent in Muscat; FC proceedings 03.09.2026: 'first respondent is abroad and seeks time'")

# ---------------------------------------------------------------- witnesses
q("witness", "mary case-il PW2 aaraayirunnu, entha paranje?", [["thankamma"], ["30 years", "thirty years"]],
  [["C03", "2026-10-22"]],
  "New Text Document (3).txt: 'PW2 Thankamma (neighbour, 71) examined - said the pathway is used by 3 families for over 30 years'")
q("witness", "insurance investigator cross-il entha sammathiche? anoop case",
  [["bus driver", "driver"], ["police records", "phone call", "spot"]],
  [["C04", "2026-09-15"]],
  "office chat 15/09: 'in cross he admitted he never met the bus driver or went to the spot, report only from police records + a phone call to the claimant'")
q("witness", "rajeev cross-il locker kaaryam entha sammathiche",
  [["joint"], d("2020-01-10", short=False)],
  [["C05", "2026-10-15"]],
  "Divya RW1 cross.docx: 'Admitted locker No. 118 at SBI Kakkanad was a JOINT locker, and that he operated it with Divya on 10.01.2020.'")

# ---------------------------------------------------------------- open
q("open", "rasheed fridge case onnu brief cheyyamo, order-inu munpu",
  [["manufacturing defect"], ["compressor"], d("2026-12-15")],
  [["C06", "2026-07-28"], ["C06", "2026-11-17"], ["upload", "Scan_20260703_1114.pdf"]],
  "Scan_20260703_1114.pdf: 'defective inverter compressor ... This is a manufacturing defect'; New Text Document (4).txt: 'posted for orders 15.12.2026'")
q("open", "divya gold case status parayamo, avalu vilikkum ippo",
  [["62 sovereigns", "62 sov"], d("2026-12-10"), ["20 sovereigns", "20 sov"]],
  [["C05", "2026-11-19"], ["upload", "PXL_20251009_064512877.jpg"]],
  "PXL_20251009 (Mangalya bill): 'Total gold 62 sovereigns'; 19.11.2026 Thu.txt: 'Respondents closed evidence ... ND 10.12.2026 for arguments ... offered 20 sovereigns back through Sajan; she refused'")

# ---------------------------------------------------------------- bare words typed in court
q("bare", "offer?", [["9,25,000", "925000", "9.25"]], [["C04", "2026-11-03"]],
  "typed at the MACT on 08.12.2026 (only the Anoop claim is listed): mact args 3-11.txt 'insurer now offers 9,25,000'; Anoop chat: not accepting",
  today="2026-12-08")
q("bare", "locker?", [["118"], ["joint", "signature"]], [["C05", "2026-10-15"], ["C05", "2026-11-19"]],
  "typed in the Family Court on 10.12.2026 (only Divya's OP is listed): Divya RW1 cross.docx 'locker No. 118 ... JOINT locker'; 19.11.2026 Thu.txt 'admitted the signature in the 10.01.2020 entry is his'",
  today="2026-12-10")

# ---------------------------------------------------------------- not in the notes
q("open", "sunil mathai-de kakkanad cheque bounce case next date entha?", NR, [],
  "no such case: no Sunil Mathai and no cheque case in the practice", no_record=True,
  absent=["sunil mathai", "cheque bounce"])
q("yes_no", "anoop case-il interim compensation order aayo?", NR, [],
  "no interim compensation was sought or ordered in the claim", no_record=True,
  absent=["interim compensation", "interim award"])
q("said", "bus owner-nte vakeel gopikrishnan last time entha argue cheythe?", NR, [],
  "no Gopikrishnan in the practice; the owner and driver never appear through counsel in the notes", no_record=True,
  absent=["gopikrishnan"])
q("yes_no", "jose chettante matter-il contempt file cheythathu entha aaye?", NR, [],
  "no contempt case was filed in the writ", no_record=True, absent=["contempt"])


def main() -> None:
    about = ("Kochi practice (Adv. Liji Mathew, junior Arjun Das, clerk Sasidharan): sealed questions typed the way this "
             "chamber types (Manglish, nicknames, no case numbers); key facts from the uploads' source_text")
    (ROOT / "questions.json").write_text(json.dumps({"about": about, "questions": Q}, ensure_ascii=False, indent=1) + "\n",
                                         encoding="utf-8")
    kinds: dict[str, int] = {}
    for x in Q:
        kinds[x["type"] + (" (no record)" if x["no_record"] else "")] = kinds.get(x["type"] + (" (no record)" if x["no_record"] else ""), 0) + 1
    print(len(Q), "questions", kinds)


if __name__ == "__main__":
    main()
