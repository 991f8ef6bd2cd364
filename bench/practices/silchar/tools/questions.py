"""Write questions.json for the Silchar practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the chamber's 18/12 when `short`)."""
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
       "no matching", "don't have", "do not have", "not found", "no note", "not in the notes", "kunu record nai",
       "kisu nai"]]
TODAY = "2026-12-18"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"S-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "hannan saab er bagan case e last tarikh e kita hoilo?",
  [d("2026-11-16"), ["faruk", "pw2"], ["closed"]], [["C02", "2026-11-16"]],
  "hannan TS 61 PW2 16.11.txt: '16.11.2026 ... PW2 Md. Faruk Ahmed Barbhuiya (neighbour) - jera by Dasgupta done ... PE closed by our side.'")
q("last_time", "gita di r partition e last date e ki hoise",
  [d("2026-11-27"), ["satyaranjan", "pw2"], ["dw1", "nitai"]], [["C03", "2026-11-27"]],
  "gita partition 27.11.26.txt: 'PW2 Satyaranjan Dey jera done ... PE closed. DW1 Nitai - affidavit in chief filed'.")
q("last_time", "rubel er jamin e last din kita hoilo",
  [d("2026-04-20") + ["২০.০৪.২০২৬"], ["cd"], d("2026-04-27")], [["C06", "2026-04-20"]],
  "IMG-20260420-WA0003.jpg (mohurir, 20.04.2026): 'CD আসে নাই। পিপি সাহেব সময় নিলেন। পরবর্তী তারিখ 27.04.2026'.",
  today="2026-04-22")
# next_date
q("next_date", "bagan case er porer tarik kobe? hannan saab jigaisen",
  [d("2027-01-18")], [["upload", "correction hannan next date.txt"]],
  "correction hannan next date.txt: 'ND 11.01.2027 likhsilam - bhul ... sothik tarikh 18.01.2027 (Monday)'. The 16.11 note says 11.01.2027 (wrong).")
q("next_date", "rehna r MACT next kobe, award hoibo ni?",
  [d("2027-01-13"), ["award"]], [["C05", "2026-12-03"]],
  "Rehana MACT arguments 03.12.2026.docx: 'Deka saab reserved award. ND 13.01.2027 for award.'")
q("next_date", "dutta babur dokan case porer date?",
  [d("2026-09-17")], [["C07", "2026-08-06"]],
  "TS 77-2025 order 06.08.2026.pdf: 'Fixed 17.09.2026 for defendant's evidence.'", today="2026-08-20")
# count
q("count", "rajib choudhury cheque case e koybar hazira maaf (exemption) nilo ekhon porjonto",
  [["3", "three", "tinbar"]], [["C04", "2026-03-16"], ["C04", "2026-06-22"], ["C04", "2026-11-23"]],
  "mohurir 16.03: 'হাজিরা মাফের দরখাস্ত (exemption) দিলেন, মঞ্জুর'; diary 22.06: 'hazira petition (exemption) ... Rs 300 khoroch'; "
  "Rupam chat 23/11: 'hazira petition dilo (exemption) ... Rs 500 khoroch' / 'Tinbar hoilo'. Three.")
q("count", "sunil babur FT te amra koyjon sakkhi dilam",
  [["3", "three", "tin jon"]], [["C01", "2025-12-10"], ["C01", "2026-04-08"], ["C01", "2026-05-20"]],
  "10/12/25 diary: 'DW1 Sunil - affidavit in chief'; 8 april txt: 'DW2 Kalipada Das (gaonburah)'; order 20.05.2026: "
  "'DW-3 Sri Niranjan Namasudra (uncle of the OP) examined'. Three.")
q("count", "gita di r case e nath babu koybar somoy nilo",
  [["3", "three", "tinbar"]], [["C03", "2026-01-23"], ["C03", "2026-04-24"], ["C03", "2026-08-28"]],
  "order 23.01.2026: 'seeking time ... compromise'; order 24.04.2026: 'This is the second such prayer'; Rupam chat 28/08: "
  "'Nath babu abar somoy nilo jerar lagi'. Three.")
# yes_no
q("yes_no", "rubel er jamin hoise ni DJ court e?",
  [["yes", "granted", "hoise", "hoilo", "allowed"], ["20,000", "20000"]], [["C06", "2026-04-27"]],
  "Bail Appln 1128-2026 order 27.04.2026.pdf: 'The petitioner is allowed bail on furnishing a bail bond of Rs. 20,000/-'.")
q("yes_no", "shahjahan ki dokan er bhara court e jama dey?",
  [["yes", "deposit"], ["19/2025", "misc. case no. 19"]], [["C07", "2025-12-11"]],
  "dutta babu WS 11.12.txt: 'rent is being deposited in court in Misc. Case No. 19/2025 under the Rent Control Act'.")
q("yes_no", "anil das er writ e police kisu korte parbo ni? protection ase?",
  [["no coercive"], d("2026-06-09")], [["C08", "2026-05-12"]],
  "WP(C) 2871-2026 Anil Das 12.05.docx: '\"no coercive measures against the petitioner till the next date\" ... ND 09.06.2026'.",
  today="2026-05-20")
# said
q("said", "FT member deb saab gaonburah er certificate niya ki kaila",
  [["no proof", "not proof", "by itself"], ["public document"]], [["C01", "2026-04-08"]],
  "FT 411 DW2 gaonburah 8 april.txt: 'gaonburah certificate by itself is no proof of citizenship, the linkage must come from public documents'.")
q("said", "bagan case e injunction order e madam ki koisilen",
  [["restrain"], ["prima facie"], ["dag no. 412", "dag 412"]], [["C02", "2026-02-16"]],
  "TS 61-2025 order 16.02.2026 injunction.pdf: 'prima facie case of possession ... Defendants No. 1 and 2 are restrained from "
  "planting tea bushes, digging drains ... of Dag No. 412'.")
q("said", "GP choudhury FT te shesh argument e ki point dilo",
  [["haren"], ["1997"]], [["C01", "2026-11-25"]],
  "sunil FT args 25.11.txt: 'father shown as \"Haren Namasudra\" in the 1997 roll but \"Harendra\" in the school certificate'.")
# judge_habit
q("judge_habit", "goswami saab bail e prothome kita chan",
  [["cd", "case diary"], ["injury"]], [["C06", "2026-04-13"], ["C06", "2026-04-20"], ["C06", "2026-04-27"]],
  "rubel bail 13.4.txt: 'Goswami saab: \"Call for CD\" - and asked for the injury report'; order 27.04: 'The CD is received ... The injury report shows'.")
q("judge_habit", "FT 2nd er member OP niya ki rule rakhen",
  [["in person", "hazir"]], [["C01", "2025-12-10"], ["C01", "2026-02-25"], ["C01", "2026-05-20"]],
  "10/12/25 diary: 'Member saab kaila OP must be present in person every date'; Rupam chat 25/02: 'OP ke hazir thakte hobo "
  "protibar'; order 20.05.2026: 'OP to remain present in person on the next date'.")
q("judge_habit", "CJM chakraborty saab accused absent hoile ki koren",
  [["cost", "khoroch"], ["warrant"]], [["C04", "2025-12-08"], ["C04", "2026-06-22"], ["C04", "2026-11-23"]],
  "Rupam chat 08/12/25: 'CJM saab warrant disen'; diary 22.06: 'allowed but Rs 300 khoroch, warned: \"next absence - warrant\"'; chat 23/11: 'Rs 500 khoroch lagaisen'.")
# pending_before
q("pending_before", "18 tarikh FT r agey ki ki ready rakhte hoibo",
  [["original"], ["written notes", "written note"], ["in person"]],
  [["upload", "Week plan 14-19 Dec.docx"], ["C01", "2026-11-25"]],
  "Week plan 14-19 Dec.docx: 'Sunil babu to bring ORIGINAL sale deed 19.03.1971 ... OP must come in person on 18th ... File written notes of argument.'")
q("pending_before", "anil das er FT te jawar agey ki ki korte hoibo",
  [d("2026-08-04"), ["5,000", "5000"], ["bail bond"]], [["C08", "2026-07-07"]],
  "WP(C) 2871-2026 order 07.07.2026.pdf: 'costs of Rs. 5,000/- to the Assam State Legal Services Authority ... appear before the "
  "Foreigners' Tribunal 6th, Silchar on 04.08.2026 and shall furnish a bail bond'.", today="2026-07-20")
# amount
q("amount", "bablu babur cheque ta koto takar silo",
  [["4,80,000", "480000", "4.8 lakh", "4.80 lakh", "480,000"]], [["upload", "return memo AGVB Rajib Choudhury.pdf"]],
  "return memo AGVB: 'Cheque No. 604117 dated 12.06.2025 for Rs. 4,80,000/-'.")
q("amount", "dutta babur dokan er bhara mashe koto",
  [["6,500", "6500"]], [["upload", "quit notice Shahjahan Telecom.pdf"]],
  "quit notice Shahjahan Telecom.pdf: 'a tenant of the shop room on a monthly rent of Rs. 6,500/-'.")
q("amount", "rehana r MACT e claim koto takar korsi",
  [["32,50,000", "3250000", "32.5 lakh", "32.50 lakh", "3,250,000"]], [["C05", "2026-03-18"]],
  "Rehana MACT PW1 18.3.26.docx: 'Claim: Rs. 32,50,000 (widow, 2 minor sons, mother-in-law)'.")
# pattern
q("pattern", "ei bosor kun kun case e opposite party r upor khoroch (cost) porse",
  [["gita", "partition", "nitai"], ["bablu", "cheque", "rajib"], ["dutta", "dokan", "shahjahan", "eviction"]],
  [["C03", "2026-04-24"], ["C04", "2026-06-22"], ["C04", "2026-11-23"], ["C07", "2026-08-06"]],
  "order 24.04.2026 (Gitarani Paul v. Nitai): 'costs of Rs. 1,000/-'; diary 22.06 (Bablu cheque): 'Rs 300 khoroch'; chat 23/11: "
  "'Rs 500 khoroch'; order 06.08.2026 (Dutta v. Shahjahan): 'costs of Rs. 500/-'. (Costs in the Anil Das writ were on our client.)")
q("pattern", "FT r matter amar kun kun ta",
  [["sunil", "namasudra"], ["anil"]], [["C01", "2025-12-10"], ["C08", "2026-07-07"]],
  "10/12/25 diary: 'FT 411/19 Sunil Namasudra'; WP(C) order 07.07.2026: 'Anil Chandra Das ... F.T. Case No. 905/2017'.")
# counsel_pattern
q("counsel_pattern", "dasgupta babu bagan company r lagi protibar ki ojuhat dey",
  [["kolkata", "head office"]], [["C02", "2026-01-19"], ["C02", "2026-05-11"], ["C02", "2026-09-28"]],
  "Rupam chats 19/01: 'Kolkata head office theke instruction ashe nai'; 11/05: 'Kolkata instruction'; 28/09: 'Kolkata head office er instruction'.")
q("counsel_pattern", "kaushik bhattacharjee rajib er lagi protibar kita petition dey",
  [["exemption", "hazira"]], [["C04", "2026-03-16"], ["C04", "2026-06-22"], ["C04", "2026-11-23"]],
  "mohurir 16.03 'হাজিরা মাফের দরখাস্ত (exemption)'; diary 22.06 'Kaushik babu hazira petition (exemption)'; chat 23/11 'hazira petition dilo (exemption)'.")
# witness
q("witness", "rehana case e insurance er investigator ki koilo",
  [["permit"], ["2024"], ["dipankar"]], [["C05", "2026-08-19"]],
  "Rupam chat (2) 19/08: 'investigator Dipankar Sinha sakkhi dilo: truck er permit 2024 e expire hoise'.")
q("witness", "bagan case e survey commissioner er report e ki ailo",
  [["1 bigha 2 katha"], ["outside"], ["grant"]], [["C02", "2026-07-06"]],
  "hannan survey report PW1 6-7-26.docx: 'about 1 bigha 2 katha has young tea bushes planted by the estate, and this portion lies OUTSIDE the estate's grant boundary'.")
q("witness", "dokan case e shahjahan jera te ki mainlo",
  [["7 months", "seven months"], ["june 2025"], ["rangirkhari"]], [["C07", "2026-09-17"]],
  "dutta DW1 cross 17.9.txt: 'admitted rent for 7 months (Oct 2024 to Apr 2025) was deposited in court only in June 2025 ... another shop at Rangirkhari'.")
# open
q("open", "sunil babur FT er puro obostha ekbar koi dao",
  [["1965"], ["haren"], d("2026-12-18")],
  [["C01", "2025-12-10"], ["C01", "2026-11-25"], ["upload", "IMG_20251202_113045.jpg"]],
  "10/12/25 diary: '1965 voter list (Abhiram - grandfather)'; sunil FT args 25.11.txt: '\"Haren Namasudra\" in the 1997 roll ... ND 18.12.2026 - reply args / order'.")
q("open", "gita di r partition case ta short e bujhao",
  [["1/5"], ["batwara", "family settlement"], d("2027-01-08")], [["C03", "2025-12-12"], ["C03", "2026-11-27"]],
  "12.12.25 diary: '\"batwara of 2020\" ... 1/5 share is her right under HSA'; 27.11.26 txt: 'relies on the \"batwara\" memorandum ... Tarikh porse 08.01.2027'.")
# bare (the lawyer's day, Fri 18.12.2026: Sunil FT, Bablu cheque, Dutta dokan case)
q("bare", "bablu", [["351", "statement of accused"]], [["C04", "2026-11-23"], ["upload", "CJM Cachar cause list 18.12.2026.pdf"]],
  "Rupam chat (2) 23/11: '351 BNSS statement hoilo na. ND 18/12/26'; cause list 18.12.2026: 'C.R. 2214/2025 ... S/A (351 BNSS)'.")
q("bare", "dokan case", [["argument"]], [["C07", "2026-11-19"]],
  "IMG-20261119-WA0022.jpg (mohurir): 'DE closed। যুক্তিতর্ক (argument) এর জন্য পরবর্তী তারিখ 18.12.2026'.")
# no_record
q("no_record", "hailakandi r land acquisition compensation case er tarikh kobe", NR, [],
  "No land acquisition case and no Hailakandi in any upload.", no_record=True, absent=["hailakandi", "land acquisition"])
q("no_record", "rehana r MACT lok adalat e settle hoise ni?", NR, [],
  "C05 was argued and the award reserved; no Lok Adalat in any upload.", no_record=True, absent=["lok adalat"])
q("no_record", "bagan case e company injunction er biruddhe misc appeal korsilo ni DJ court e?", NR, [],
  "No appeal against the injunction in any upload.", no_record=True,
  absent=["misc. appeal", "misc appeal", "miscellaneous appeal"])
q("no_record", "adv ripon sinha r sathe amar kun case ase", NR, [], "No Ripon in any upload.", no_record=True,
  absent=["ripon"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Silchar practice (bench/practices/silchar; written from the uploads' "
                    "source_text by its writer, practice54; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
