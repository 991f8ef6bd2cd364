"""Write questions.json for the Asansol practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the chamber's 16/11 when `short`)."""
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
       "no matching", "don't have", "do not have", "not found", "kono record nei", "no note", "not in the notes"]]
TODAY = "2027-12-14"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"A-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "harishpur dhas case e last date e ki holo",
  [d("2027-11-16"), ["part heard", "part-heard"], ["aadhaar"]], [["C01", "2027-11-16"]],
  "IMG_20271116_173012.jpg: '16/11 Harishpur Ct 17 / Part heard. J asked for list of the 23 families with Aadhaar'.")
q("last_time", "kalyani di r eviction e pichhle tarikh e ki hua",
  [d("2027-11-19"), ["pe closed", "evidence closed", "plaintiff's evidence closed"], ["sourav", "pw2"]],
  [["C05", "2027-11-19"]],
  "kalyani PE closed 19.11.txt: '19/11/27 ... PW2 Sourav crossed by Ansari ... PE closed'.")
q("last_time", "budhan er bail ADJ te last e ki holo?",
  [d("2027-01-12"), ["granted", "bail granted", "allowed"], ["20,000", "20000"]], [["C07", "2027-01-12"]],
  "CMC 2291-2026 bail order 12.01.2027.pdf: 'Bail granted on furnishing bond of Rs. 20,000/- with two sureties'.",
  today="2027-01-20")
# next_date
q("next_date", "bharat alloy labour case next kobe", [d("2027-12-16")], [["C02", "2027-11-11"]],
  "MW1 alok sinha 11 nov.txt: 'Cross not over. Next date 16.12.2027.'")
q("next_date", "rajib mondal cheque case er porer date?", [d("2027-12-21")], [["upload", "correction 138 date.txt"]],
  "correction 138 date.txt: 'yesterday's note says ND 12.12 - wrong ... next date is 21.12.2027 for defence evidence'.")
q("next_date", "sumitra MACT next date kab hai", [d("2027-05-14")], [["upload", "MAC 88 insurer WS notes.docx"]],
  "MAC 88 insurer WS notes.docx (02.04.2027): 'Next date 14.05.2027.'", today="2027-04-10")
# count
q("count", "JM 3rd court e rajib koto bar exemption niyeche?", [["3", "three", "thrice"]],
  [["C03", "2027-03-09"], ["C03", "2027-07-27"], ["C03", "2027-09-14"]],
  "order 09.03.2027: 'exemption ... Allowed for today with a warning'; Rimpa 27/07: 'Accused abar absent, exemption'; "
  "order 14.09.2027: 'another exemption petition. Allowed as a last chance'.")
q("count", "thika case e management koto bar time niyechhe", [["3", "three", "thrice"]],
  [["C02", "2027-01-21"], ["C02", "2027-04-08"], ["C02", "2027-09-02"]],
  "Rimpa 21/01: 'Dutta babu WS er time nilen'; 08.04 docx: 'Dutta sought to defer cross - allowed'; order 02.09.2027: "
  "'prays for time ... allowed on payment of cost'.")
q("count", "sumitra r MACT e ekhon porjonto koto gulo date porlo", [["8", "eight"]],
  [["C06", x] for x in ("2027-01-08", "2027-02-19", "2027-04-02", "2027-05-14", "2027-06-25", "2027-08-20",
                        "2027-10-01", "2027-11-26")],
  "durgapur MACT 8 jan.txt; Rimpa 19/02; WS notes 02.04; khata 14/5; 25 june page; PXL 20/8; Rimpa 01/10; OPW1 26.11.")
# yes_no
q("yes_no", "irfan arrears er taka jama diyeche?", [["yes", "deposited", "deposit hoye geche", "jama"], ["84,000", "84000", "0.84 lakh"]],
  [["upload", "IMG_20270428_113402.jpg"], ["C05", "2027-05-07"]],
  "receipt: 'Received from Md. Irfan Ansari Rs. 84,000/- ... Challan No. 5530 dt 28.04.2027'; 7/5: 'Deposit hoye geche'.")
q("yes_no", "rajib 143A er taka diyeche naki", [["no", "not paid", "not yet"], ["1,28,000", "128000", "1.28 lakh"]],
  [["C03", "2027-09-14"], ["C03", "2027-11-23"]],
  "order 14.09.27: 'interim compensation ... Rs. 1,28,000/- within 60 days'; 23.11 note: '143A money not paid yet'.")
q("yes_no", "budhan er tracter chhere diyeche?", [["yes", "released", "zimma"], ["3,00,000", "300000", "3 lakh"]],
  [["C04", "2027-04-22"]],
  "GR 1876-2026 zimma order 22.04.2027.pdf: 'Prayer for zimma allowed: the tractor ... released ... bond of Rs. 3,00,000/-'.",
  today="2027-04-30")
# said
q("said", "lakhiram labour court e ki bolechilo", [["foreman"], ["9 years", "nine years"], ["company"]],
  [["C02", "2027-07-15"]],
  "lakhiram cross 15.7.txt: 'the foreman called them to work each shift. Worked 9 years ... that money is the company's'.")
q("said", "DCL affidavit e ki offer korechilo harishpur e", [["1,80,000", "180000", "1.8 lakh", "1.80 lakh"],
                                                            ["ex gratia", "no rehab", "no land"]],
  [["C01", "2027-08-10"]], "harishpur dcl affidavit 10 aug.txt: 'offer Rs. 1,80,000 per damaged house \"ex gratia\", no land, no rehab'.")
q("said", "insurance er investigator ki bollo sumitra case e", [["dto dhanbad", "dto"], ["not issued", "fake"],
                                                               ["photocopy", "never visited"]],
  [["C06", "2027-11-26"]],
  "MAC 88 OPW1 26.11.docx: 'DTO Dhanbad letter shows licence not issued ... never visited DTO himself, the letter is a photocopy'.")
# judge_habit
q("judge_habit", "Dasgupta J harishpur e barbar ki chaichen", [["last chance"], ["joint inspection"],
                                                              ["aadhaar", "list of the 23 families", "list of families"]],
  [["C01", "2027-02-09"], ["C01", "2027-03-16"], ["C01", "2027-11-16"]],
  "order 09.02.2027: 'As a last chance, the AO be filed'; 16.3 docx: 'ordered a joint inspection by ADDA and DGMS'; "
  "16/11: 'list of 23 families with Aadhaar'.")
q("judge_habit", "JM 3rd court madam exemption niye ki kore", [["warning"], ["last chance"], ["143a"]],
  [["C03", "2027-03-09"], ["C03", "2027-09-14"]],
  "order 09.03.2027: 'with a warning that no further exemption'; order 14.09.2027: 'Allowed as a last chance ... u/s 143A'.")
q("judge_habit", "ghoshal sir labour case e ki ki chan", [["settlement"], ["muster roll"], ["1,500", "1500"]],
  [["C02", "2027-04-08"], ["C02", "2027-05-20"], ["C02", "2027-09-02"]],
  "08.04 docx: 'asked both sides whether settlement possible'; 20/5: 'Court called for muster roll'; order 02.09: 'cost of Rs. 1,500/-'.")
# pending_before
q("pending_before", "CJM saheb er kache amar ki ki pending", [["budhan", "sambhu rewani", "1876"], ["discharge"]],
  [["C04", "2027-11-04"]],
  "cause list 04.11.2027: 'GR 1876/2026 State vs Sambhu Rewani & Ors. (Hearing on discharge petition of A-2)'.")
q("pending_before", "durgapur e amar ki matter ache ekhon", [["sumitra", "dulal"], d("2027-12-17"), ["arguments"]],
  [["C06", "2027-11-26"]], "MAC 88 OPW1 26.11.docx: 'Next date 17.12.2027 for arguments'.")
# amount
q("amount", "rajib er cheque koto takar chilo", [["6,40,000", "640000", "6.4 lakh", "6.40 lakh", "six lakh forty"]],
  [["upload", "cheque return memo UCO Burnpur.pdf"]], "return memo: 'Cheque No. 071146 ... for Rs. 6,40,000/-'.")
q("amount", "sumitra r claim koto takar?", [["38,50,000", "3850000", "38.5 lakh", "38.50 lakh"]], [["C06", "2027-01-08"]],
  "durgapur MACT 8 jan.txt: 'Claim Rs. 38,50,000 u/s 166'.")
q("amount", "kalyani r case e monthly koto kore deposit korte bolechhe", [["7,000", "7000"]], [["C05", "2027-03-19"]],
  "order 19.03.2027: 'current rent at Rs. 7,000/- per month by the 15th'.")
# pattern
q("pattern", "rajib mondal hajira dey na keno, pattern ta ki", [["exemption"], ["absent"]],
  [["C03", "2027-03-09"], ["C03", "2027-07-27"], ["C03", "2027-09-14"]],
  "orders 09.03 and 14.09: 'Accused absent ... exemption'; Rimpa 27/07: 'Accused abar absent, exemption'.")
q("pattern", "labour court e muster rol ta kokhono dilo management?", [["muster roll"], ["not produced"], ["only for 2026"]],
  [["C02", "2027-05-20"], ["C02", "2027-07-15"], ["C02", "2027-09-02"], ["C02", "2027-11-11"]],
  "20/5: 'muster roll + wage register called'; 15.07: 'Muster roll not produced yet'; 11.11: 'Muster roll produced only for 2026'.")
# counsel_pattern
q("counsel_pattern", "Nag babu MACT e ki line e khelche", [["licence", "license"], ["fake"], ["time"]],
  [["C06", "2027-02-19"], ["C06", "2027-04-02"], ["C06", "2027-10-01"]],
  "Rimpa 19/02: 'Nag babu appear korlen, WS er time'; WS notes: 'licence ... fake'; Rimpa 01/10: 'Nag babu time nilen'.")
q("counsel_pattern", "dutta babu labour court e shudhu time ney na?", [["ws er time", "time for ws", "gm baire"], ["1,500", "1500"]],
  [["C02", "2027-01-21"], ["C02", "2027-09-02"]],
  "Rimpa 21/01: 'Dutta babu WS er time nilen, bollen management er GM baire'; order 02.09: 'cost of Rs. 1,500/-'.")
# witness
q("witness", "union er dike sakkhi ke ke dilo", [["sanatan"], ["lakhiram"]], [["C02", "2027-04-08"], ["C02", "2027-07-15"]],
  "08.04 docx: 'WW1 Sanatan Bauri'; 15.07 txt: 'WW2 Lakhiram Murmu'.")
q("witness", "sumitra case e eyewitness ke chilo", [["gopal bouri"]], [["C06", "2027-08-20"]],
  "PXL_20270820_151133.jpg: 'PW2 Gopal Bouri (eyewitness, tea stall at Andal More)'.")
q("witness", "jamuria case er seizure list e witness ke ke", [["nepal bauri"], ["kartik gorai"]],
  [["upload", "IMG-20261028-WA0007.jpg"]], "seizure list: 'Witnesses: 1. Nepal Bauri 2. Kartik Gorai'.", today="2026-11-15")
# open
q("open", "budhan hansda r puro byapar ta bolo", [["bail"], ["zimma"], ["discharge"], d("2027-12-14")],
  [["C07", "2027-01-12"], ["C04", "2027-04-22"], ["C04", "2027-08-26"], ["C04", "2027-11-04"]],
  "bail order 12.01.2027; zimma order 22.04.2027; 26.8 txt: 'Filed discharge petition'; Sagen chat 04/11: 'Next 14 December'.")
q("open", "harishpur case ta short e bujhiye dao", [["subsidence", "dhas"], ["23 dwelling", "23 houses", "23 ta", "23 families"],
                                                   ["1,80,000", "180000", "1.8 lakh"], d("2028-01-11")],
  [["upload", "ADDA notice Harishpur subsidence.pdf"], ["C01", "2027-06-15"], ["C01", "2027-08-10"], ["C01", "2027-11-16"]],
  "ADDA memo: 'land subsidence (dhas)'; order 15.06: '23 dwelling houses are damaged'; 10.08: 'Rs. 1,80,000 per damaged "
  "house'; 16/11: 'ND 11.1.28'.")
# bare
q("bare", "budhan", [d("2027-12-14"), ["discharge"]], [["C04", "2027-11-04"]],
  "4 nov page: 'Budhan discharge: Kundu (APP) chaile time to reply ... ND 14.12'; Sagen chat: 'Next 14 December'.")
q("bare", "thika", [d("2027-12-16"), ["mw1", "alok sinha"]], [["C02", "2027-11-11"]],
  "MW1 alok sinha 11 nov.txt: 'MW1 Alok Sinha ... Cross not over. Next date 16.12.2027.'")
# no_record
q("no_record", "sanctoria land acquisition case er next date ki", NR, [],
  "No acquisition matter in any upload (Sanctoria is only DCL's headquarters).", no_record=True, absent=["acquisition"])
q("no_record", "kalyani r suit e local inspection hoyechilo?", NR, [],
  "No local inspection in C05; no upload names one.", no_record=True, absent=["local inspection"])
q("no_record", "sumitra MACT lok adalat e settle er offer esechilo?", NR, [],
  "C06 was never sent to a Lok Adalat.", no_record=True, absent=["lok adalat"])
q("no_record", "adv tapan karmakar er sathe amar kon case ta", NR, [], "No Karmakar in any upload.", no_record=True,
  absent=["karmakar"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Asansol practice (bench/practices/asansol; written from the uploads' "
                    "source_text by its writer, practice 124; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
