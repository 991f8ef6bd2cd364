"""Write questions.json for the Jalpaiguri practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "kono record nei", "record nei", "no note", "not in the notes"]]
TODAY = "2027-11-12"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"JP-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "dhaulajhora bagan case e last date e ki holo",
  [["last chance"], ["2,000", "2000", "rs. 2,000"], d("2027-11-19")], [["C01", "2027-09-10"]],
  "order sheet 10.09.27: 'Time is allowed as a last chance on cost of Rs. 2,000/- ... To 19.11.2027'.")
q("last_time", "salbari writ e last time basu mallick J ki bollen",
  [["heard in part"], d("2027-11-17")], [["C06", "2027-09-08"]],
  "order 08.09.2027: 'Heard in part. Let the matter appear under the heading 'Hearing' on 17.11.2027'.")
q("last_time", "anjali di r barga case e last hearing e ki hoilo",
  [["receipt"], ["order reserved", "reserved"], d("2027-08-18")], [["C03", "2027-07-07"]],
  "Pemba's chat 07/07/27: 'Bablu Saha le 2 ta paddy receipt (2024) dekhayo ... Order reserved - 18 August'.",
  today="2027-07-20")
# next_date
q("next_date", "bhulu r nxt date kobe, ki jonno",
  [d("2027-11-12"), ["351"]], [["C04", "2027-09-29"]],
  "order 29.09.2027: 'To 12.11.2027 for examination of the accused persons u/s 351 BNSS'.", today="2027-10-05")
q("next_date", "rina r porer tarikh ta kobe",
  [d("2027-12-10")], [["C05", "2027-11-05"]], "week plan: 'Our DW1 Rina from 10.12.27.'")
q("next_date", "haren er commission report er date ta 25 june er por kobe porechhe",
  [d("2027-08-06")], [["upload", "correction haren ND.txt"]],
  "correction note: 'next date is NOT 30.07.2027 ... it is 06.08.2027'.", today="2027-07-01")
# count
q("count", "bhulu case e prosecution koto jon witness examine korlo, ke ke",
  [["4", "four"], ["kamal"], ["shyamali"], ["mahato"], ["rajib"]],
  [["C04", "2027-02-03"], ["C04", "2027-04-07"], ["C04", "2027-07-14"], ["C04", "2027-09-29"]],
  "3.2.27 'PW1 Kamal Sarkar'; 7.4.27 'PW2 Shyamali Sarkar'; 14/7/27 'PW3 Dr. Anirban Mahato'; 29.9.27 'PW4 SI Rajib Ghosh'.")
q("count", "salbari te SDLC koyta claim pending dekhiyechilo april e",
  [["17", "seventeen", "17 are pending", "pending: 17"], ["24", "twenty-four", "out of 24", "claims received from the gram sabha: 24"]],
  [["C06", "2027-04-28"], ["upload", "SDLC status report salbari.pdf"]],
  "order 28.04.2027: 'out of 24 claims, 17 are pending'.")
q("count", "dhaulajhora te mgmt koto bar cost diye time nilo",
  [["2", "two", "twice"], ["1,000", "1000"], ["2,000", "2000"]], [["C01", "2027-01-08"], ["C01", "2027-09-10"]],
  "order 08.01.2027: 'Time allowed on cost of Rs. 1,000/-'; order 10.09.2027: 'last chance on cost of Rs. 2,000/-'.")
# yes_no
q("yes_no", "pasang er ABA ta allowed hoyechilo na?",
  [["allowed"], d("2027-07-16")], [["C07", "2027-07-16"]],
  "order 16.07.2027: 'The ABA is allowed and disposed of.'")
q("yes_no", "haren case e injunction peyechhi ki",
  [["allowed", "restrained"], d("2027-01-29")], [["C02", "2027-01-29"]],
  "order 29.01.2027: 'Petition u/O 39 rr. 1 & 2 is allowed. The defendants are restrained ...'.")
q("yes_no", "suraj maintenence er arrear pura diye diyeche?",
  [["40,000", "40000", "forty thousand"], ["baki", "balance", "not fully"]],
  [["C05", "2027-07-30"], ["upload", "WhatsApp Image 2027-07-30 at 14.21.09.jpeg"]],
  "Rina chat 30/07/27: 'Suraj 40,000 DD diyechhe, court-e jama. Baki ache.'")
# said
q("said", "phulmani kujur cross e union flag niye ki bolechilo",
  [["jhanda chhilo", "flag was there", "there was a flag"], ["maar-dhor na", "no violence", "no assault"]],
  [["C01", "2027-07-23"]], "23.7.27 note: 'she said 'jhanda chhilo, maar-dhor na''.")
q("said", "kamal sarkar cross e incident er time ta ki bolechilo",
  [["9.30", "sare nota", "nine thirty"], ["8 pm", "8 ta", "eight"]], [["C04", "2027-03-03"]],
  "cross PW1 docx: 'said 'raat sare nota (9.30 pm)' in cross; in chief he said 8 pm'.")
q("said", "IO dao ta kothay theke seize korechilo bollo",
  [["uncle"], ["fsl"]], [["C04", "2027-09-29"]],
  "IO note 29.9.27: 'seizure of dao at 11.40 pm at the house of Bhulu's uncle ... not sent to FSL'.")
# judge_habit
q("judge_habit", "ghoshal saheb official witness na ele usually ki kore",
  [["bailable warrant", "warrant"]], [["C04", "2027-05-26"], ["C04", "2027-07-14"]],
  "Pemba 26/05/27: 'Ghoshal sir le bailable warrant issue garnu bhayo doctor ko naam ma'; 14/7: 'warrant recalled'.")
q("judge_habit", "chakraborty saheb matrimonial e maintenance er age ki kore",
  [["mediation"]], [["C05", "2027-02-26"], ["C05", "2027-04-16"]],
  "26-2-27: 'sent matter to Mediation Centre, Jalpaiguri'; order 16.04.2027: 'Report of the Mediator received'.")
q("judge_habit", "mitra madam injunction shunanir somoy ki ki kagoj chay",
  [["khatian"], ["dakhila", "rent receipt"]], [["C02", "2026-12-18"], ["C02", "2027-01-29"]],
  "18.12.26: 'madam khatian dekhte chailen, dakhila (khajna receipt) chaiben'; order 29.01.27 on Khatian and dakhila.")
# pending_before
q("pending_before", "ghoshal saheb er court e amar ki pending",
  [["bhulu", "bimal roy"], d("2027-11-12")], [["C04", "2027-09-29"]],
  "order 29.09.2027 S.T. 41/2026: 'To 12.11.2027 for examination of the accused'.")
q("pending_before", "labour court e amar kon matter pending ache",
  [["dhaulajhora", "i.d. case no. 7", "ধওলাঝোরা"], d("2027-11-19")], [["C01", "2027-09-10"]],
  "Sanjay chat 10/09/27 and order 10.09.2027: 'To 19.11.2027 for evidence of the management (M.W.1)'.")
# amount
q("amount", "rina r maintenance monthly koto order hoyechilo",
  [["7,500", "7500"], ["15,000", "15000"]], [["C05", "2027-04-16"]],
  "order 16.04.2027: 'maintenance pendente lite of Rs. 7,500/- per month ... litigation cost of Rs. 15,000/-'.")
q("amount", "anjali r case e dhiren koto taka debe",
  [["18,600", "18600", "১৮,৬০০"], ["60 days", "sixty days", "within 60"]], [["C03", "2027-08-18"]],
  "order 18.08.2027: 'arrear share valued at Rs. 18,600/- to the petitioner within 60 days'.")
q("amount", "haren commissoner fee koto jama dilam",
  [["3,500", "3500", "three thousand five hundred"]], [["C02", "2027-04-23"], ["upload", "IMG_20270427_113040.jpg"]],
  "23/4/27: 'Fee Rs. 3,500'; Nazarat receipt 27.04.2027: 'Rs. 3,500/-'.")
# pattern
q("pattern", "bhulu case e pros witness ra thik moto ashe?",
  [["pw1", "kamal"], ["doctor", "pw3"], ["i.o.", "io", "election duty", "ইলেকশন ডিউটি"]],
  [["C04", "2027-01-06"], ["C04", "2027-05-26"], ["C04", "2027-08-25"]],
  "register: '০৬.০১.২৭ ... PW1 কমল সরকার হাজির নাই'; Pemba 26/05/27 'PW3 doctor aaunu bhayena'; register '২৫.০৮.২৭ ... আই.ও হাজির নাই (ইলেকশন ডিউটি)'.")
q("pattern", "salbari te state ki bar bar ek-i kaj korche",
  [["instructions"], ["interim"]], [["C06", "2027-01-20"], ["C06", "2027-03-10"], ["C06", "2027-04-28"]],
  "20.1.27: 'instructions from DFO BKP awaited ... Interim (no coercive steps) extended'; orders: 'Interim order to continue'.")
# counsel_pattern
q("counsel_pattern", "bhowmick babu generally ki kore bolo to",
  [["time"], ["plucking"]], [["C01", "2027-01-08"], ["C01", "2027-09-10"]],
  "order 08.01.2027: 'petition for time to file written statement'; 10.09.2027: 'busy with the second flush plucking season'.")
q("counsel_pattern", "sanyal haren case e ki line nichhe",
  [["bainanama"], ["suren", "non-joinder"], ["commission", "ail"]], [["C02", "2026-12-18"], ["C02", "2027-09-24"]],
  "18.12.26: '2011-e bainanama ... Suren (Haren's bhai) non-joinder point'; 24.9.27: 'objection to commission report'.")
# witness
q("witness", "dhaulajhora te WW2 ke chhilo",
  [["phulmani"], ["sardarni"]], [["C01", "2027-07-23"]], "23.7.27: 'WW2 Phulmani Kujur (sardarni, line 2)'.")
q("witness", "bhulu case e daktar ki bollo",
  [["simple"], ["tin"], ["x-ray"]], [["C04", "2027-07-14"]],
  "14/7/27: 'Injury no.1 incised, simple; 'could be caused by fall on sharp tin edge? - possible'. X-ray not done.'")
q("witness", "shyamali sarkar blow ta nijer chokhe dekhechilo?",
  [["did not see"], ["10 min", "ten minutes"]], [["C04", "2027-04-07"]],
  "7.4.27: 'Cross: did not SEE the blow. Reached after 10 min.'")
# open
q("open", "haren er title suit ta short e bolo",
  [["0.66"], ["injunction"], d("2027-11-12")],
  [["upload", "plaint TS 88 Haren.pdf"], ["C02", "2027-01-29"], ["C02", "2027-09-24"]],
  "plaint: '0.66 acre jote land'; order 29.01.2027 injunction; 24.9.27: 'Next 12.11.27'.")
q("open", "pasang er case ta ki chhilo mone korao",
  [["2,40,000", "240000", "2.4 lakh", "2.40 lakh"], ["80,000", "80000"], ["allowed"]],
  [["upload", "FIR Nagrakata 88.pdf"], ["C07", "2027-07-16"]],
  "FIR: 'Rs. 2,40,000/- as advance for green leaf'; order 16.07.2027: 'returned Rs. 80,000/- ... ABA is allowed'.")
# bare
q("bare", "bhulu", [["351"], ["evidence is closed", "pe closed", "prosecution evidence"]], [["C04", "2027-09-29"]],
  "order 29.09.2027: 'Prosecution evidence is closed. To 12.11.2027 for examination ... u/s 351 BNSS'.")
q("bare", "haren", [["objection"], ["p.w.1", "pw1", "p.w. 1"]], [["C02", "2027-09-24"]],
  "24.9.27: 'Sanyal objection to commission report filed ... P.W.1 Haren affidavit-in-chief'.")
# no_record
q("no_record", "tea board er arbitration case ta r next date ki", NR, [],
  "No arbitration anywhere in the practice.", no_record=True, absent=["arbitration"])
q("no_record", "rina r DV act er petition ta kothay dariyeche", NR, [],
  "Rina has only the matrimonial suit with the s.24 petition; no Domestic Violence Act case.", no_record=True,
  absent=["domestic violence", "dv act", "protection of women"])
q("no_record", "salbari te contempt ta file korechilam na DFO er against e?", NR, [],
  "No contempt was ever filed in the forest writ.", no_record=True, absent=["contempt"])
q("no_record", "debnath babu r kon matter ta amar kache", NR, [], "No Debnath in any upload.", no_record=True,
  absent=["debnath"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Jalpaiguri practice (bench/practices/jalpaiguri; written from the uploads' "
                    "source_text by its writer, an outsider, practice 120; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
