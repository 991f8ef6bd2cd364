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
       "no matching", "don't have", "do not have", "not found", "kono record nei", "record nei", "nothing on record", "no such case", "not in my notes", "kuch nahi mila", "bhetiyena", "no note"]]

TODAY = "2026-12-02"
TODAY = "2026-12-05"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"SG-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "rangmuk bagan writ e last time ki holo?",
  [["61,40,000", "6140000", "61.40 lakh", "61.4 lakh", "61.40"], ["final hearing"]],
  [["C01", "2026-11-24"]], "Note_20261124_1950.txt: further Rs 61,40,000 recovered and disbursed; matter for FINAL HEARING.")
q("last_time", "mofidul er revision e last date e ki hoyechilo",
  [d("2026-08-11"), ["reserved", "cav"]],
  [["C02", "2026-08-11"]], "Note_20260811_1845.txt: 11 aug heard fully, judgment reserved (CAV).", today="2026-09-01")
q("last_time", "kiran lama ko bail ma last time ke bhayo",
  [["granted"], ["50,000", "50000"]],
  [["C07", "2026-11-26"]], "lama bail granted.txt: bail granted, bond Rs 50,000 with 2 sureties.")

# next_date
q("next_date", "thapa ko NHAI appeal arko date kahile?",
  [d("2026-12-08")], [["C03", "2026-09-29"]], "Note_20260929_1930.txt: ND 08.12.2026.")
q("next_date", "bansal cheque case ND kobe?",
  [d("2026-11-20")], [["C05", "2026-09-25"], ["upload", "correction bansal ND.txt"]],
  "Suman's chat (3) of 25.09 says ND 13.11.26; correction bansal ND.txt (28.09): ND is 20.11.2026.", today="2026-10-01")
q("next_date", "hill cart rd shop eviction porer date?",
  [d("2026-11-12")], [["C04", "2026-09-10"]], "WhatsApp Chat with Suman Tamang (3).txt 10/09/26: ND 12/11/26.",
  today="2026-09-15")

# count
q("count", "bagan PF writ e EPFO side koto bar time niyeche?",
  [["3", "three"]], [["C01", "2026-01-13"], ["C01", "2026-03-17"], ["C01", "2026-09-08"]],
  "Paul 'instructions awaited' on 13.01, 17.03 and 08.09.2026 (New Text Document.txt, 17.3 jalpaiguri.txt, Note_20260908_2030.txt / order 08.09).")
q("count", "mofidul CRR e State pokkho koto bar adjourn koriyeche",
  [["3", "three"]], [["C02", "2026-02-24"], ["C02", "2026-03-17"], ["C02", "2026-07-07"]],
  "24.02 APP time (CD not received); 17.03 took time again (2nd time); 07.07 APP absent, adjourned.")
q("count", "sonam gurung case me accused kitni baar absent raha?",
  [["2", "two"]], [["C05", "2026-03-13"], ["C05", "2026-04-17"]],
  "Suman chat (1): 13/03 accused absent, exemption; 17/04 absent AGAIN, BW issued.")

# yes_no
q("yes_no", "dawa tamang arrears jama diyeche?",
  [["yes", "deposited", "জমা", "deposit"], ["1,62,000", "162000", "1.62 lakh", "১,৬২,০০০"]],
  [["C04", "2026-04-09"], ["C04", "2026-05-21"]],
  "Suman chat (1) 09/04: deposit arrears Rs 1,62,000 in 30 days; register IMG-20260523-WA0003.jpg 21/05: deposited by challan.")
q("yes_no", "matigara flat er case e order hoye geche?",
  [["yes", "allowed"], ["2,50,000", "250000", "2.5 lakh", "2.50 lakh"]],
  [["C06", "2026-11-18"]], "CC-88-2025 final order.pdf and Suman chat (4) 18/11: complaint allowed, compensation 2,50,000.")
q("yes_no", "mofidul discharge hua kya finally?",
  [["yes", "discharged"], d("2026-09-15")],
  [["C02", "2026-09-15"]], "CRR 212-2026 judgment 15.09.2026.pdf: revision allowed, petitioner discharged.")

# said
q("said", "lahiri J last time award rate niye ki bollen?",
  [["too low", "low"], ["settlement", "settle"]],
  [["C03", "2026-09-29"]], "Note_20260929_1930.txt: award rate 31 lakh/acre on the face of it too low; NHAI should consider settlement.")
q("said", "bansal DW1 cross e ki admit korlo",
  [["signature"], ["goods"]],
  [["C05", "2026-11-20"]], "Suman chat (4) 20/11: DW1 admitted signature on cheque and that Bansal Traders took goods from Sonam ji.")

# judge_habit
q("judge_habit", "sengupta J protyek date e amader theke ki chay?",
  [["chart"]], [["C01", "2026-01-13"], ["C01", "2026-02-10"], ["C01", "2026-04-21"], ["C01", "2026-06-23"], ["C01", "2026-09-08"]],
  "13.01 chart of each worker's dues; 10.02 asked again; 21.04 took our chart; 23.06 'his habit - every date a chart'; 08.09 updated chart.")
q("judge_habit", "jalpaiguri NDPS judge le hamesha ke sodhchan?",
  [["fsl"]], [["C07", "2026-06-16"], ["C07", "2026-06-30"], ["C07", "2026-07-09"], ["C07", "2026-09-24"]],
  "16.06 'FSL report kobe ashbe?'; 30/6 'FSL? (every time he asks)'; 09.07 asked again; 24.09 FSL must come by next date.")
q("judge_habit", "ACJM saha sir bar bar ki jigges koren bansal case e?",
  [["settle", "settlement", "lok adalat"]],
  [["C05", "2025-12-19"], ["C05", "2026-03-13"], ["C05", "2026-05-22"], ["C05", "2026-11-20"]],
  "19/12 settle garne ki; 13/03 again asked if settlement possible; 22.5 settle / Lok Adalat; 20/11 'still no settlement?'.")

# pending_before
q("pending_before", "12 jan er age bagan writ e ki file korte hobe amader?",
  [["chart"], ["1 week", "one week", "a week"]],
  [["C01", "2026-11-24"]], "Note_20261124_1950.txt: updated chart to be filed 1 week before (final hearing 12.01.2027).")
q("pending_before", "kiran ko release ko lagi ke ke chahincha?",
  [["50,000", "50000"], ["2 sureties", "two sureties", "sureties", "surety"]],
  [["C07", "2026-11-26"]], "lama bail granted.txt: bond Rs 50,000 with 2 sureties (one local).")
q("pending_before", "thapa appeal 8 dec er agey ki korte hobe",
  [["40 l", "40 lakh", "40,00,000", "4000000"], ["settlement"]],
  [["C03", "2026-09-29"], ["upload", "week plan 7-12 dec.txt"], ["upload", "Prakash Thapa call.txt"]],
  "29.09 instructions on a settlement figure; Prakash call: accept Rs 40,00,000, convey to Bansal before 8 Dec; week plan: settlement figure 40 L.")

# amount
q("amount", "sonam ji r cheque ta koto takar chilo?",
  [["4,80,000", "480000", "4.80 lakh", "4.8 lakh", "4.80 l"]],
  [["upload", "WhatsApp Image 2025-07-21 at 16.02.11.jpeg"], ["upload", "Legal notice Bikram Bansal 138.pdf"]],
  "Return memo and legal notice: cheque No. 118842 for Rs. 4,80,000.")
q("amount", "rangmuk PF dues total koto dekhiyeche RPFC report e",
  [["2,14,60,000", "21460000", "2.14 crore", "2.14 cr", "214.6 lakh", "2.146"]],
  [["C01", "2026-02-10"]], "RPFC report notes.docx: total PF dues of 312 workers Rs. 2,14,60,000.")
q("amount", "hill cart road eviction e opposite party ke total koto cost dite hoyeche ekhon obdi?",
  [["1,500", "1500"]], [["C04", "2025-12-12"], ["C04", "2026-03-05"]],
  "12/12 cost Rs 500/- on defendant; 05/03 cost Rs 1000; total 1,500 (no other cost; 10/09 no cost on us).")

# pattern
q("pattern", "kon kon matter e case diary ashe ni bole adjourn hoyeche?",
  [["mofidul", "crr", "cattle"], ["lama", "kiran", "ndps"]],
  [["C02", "2026-02-24"], ["C02", "2026-03-17"], ["C07", "2026-06-30"]],
  "Mofidul CRR 24.02 and 17.03 (CD not produced); Kiran Lama 30.06 (CD not produced).")
q("pattern", "which of my matters are now at arguments / final hearing stage?",
  [["rangmuk", "bagan", "pf", "lohar"], ["bansal", "cheque", "sonam", "138"]],
  [["C01", "2026-11-24"], ["C05", "2026-11-20"]],
  "Rangmuk: for FINAL HEARING 12.01.2027; Bansal cheque case: ND 11.12.2026 for arguments.")

# counsel_pattern
q("counsel_pattern", "biplab ghosh adjournment lida kun bahana garcha hamesha?",
  [["unwell"], ["eviction", "hill cart", "dawa", "agarwal"], ["bansal", "cheque", "138", "sonam"]],
  [["C04", "2025-12-12"], ["C04", "2026-03-05"], ["C05", "2026-03-13"], ["C05", "2026-09-25"]],
  "'sir unwell' in the eviction (12/12, 05/03) and the cheque case (13/03, 25/09 'unwell AGAIN').")
q("counsel_pattern", "NHAI er bansal babu time newar somoy ki bole?",
  [["senior"]], [["C03", "2026-02-17"], ["C03", "2026-05-12"]],
  "17/2 'my senior Mr. Mukherjee engaged'; 12-05 'senior engaged' AGAIN.")
q("counsel_pattern", "EPFO er paul always ki reason dey?",
  [["instructions"]], [["C01", "2026-01-13"], ["C01", "2026-03-17"], ["C01", "2026-09-08"]],
  "'instructions awaited from regional office' 13/1, 17.03, 08.09.")

# witness
q("witness", "eviction e PW2 ke chilo ar ki bollo?",
  [["raju saha", "raju"], ["oct 2023", "october 2023", "rent"]],
  [["C04", "2026-11-12"]], "Suman chat (4) 12/11: PW2 Raju Saha - Dawa Tamang did not pay rent from Oct 2023.")
q("witness", "sonam ji r cross e defence line ta ki chilo?",
  [["security"]], [["C05", "2026-07-03"]],
  "Suman chat (2) 03/07: cheque given as security for goods, blank cheque, not for debt.")

# open
q("open", "ritu ji ko matigara flat case ko full update de",
  [["60 days", "60 din"], ["2,50,000", "250000", "2.5 lakh", "2.50 lakh"], ["9%", "9 %", "9 percent"]],
  [["C06", "2026-11-18"]], "Final order 18.11.2026: possession with CC in 60 days, 9% interest on 34,20,000, compensation 2,50,000, costs 25,000.")
q("open", "kiran lama matter brief koro",
  [["21.9"], ["52a", "52 a"], d("2027-01-07")],
  [["C07", "2026-11-10"], ["C07", "2026-11-26"]],
  "lama 10 nov.txt: FSL 21.9 kg; IO admitted no s.52A; lama bail granted.txt: s. 52A not followed, ND 07.01.2027.")

# bare
q("bare", "rangmuk",
  [d("2027-01-12"), ["final hearing"]], [["C01", "2026-11-24"]], "Note_20261124_1950.txt: NDOH 12.01.2027 final hearing.")
q("bare", "dawa tamang",
  [d("2026-12-17"), ["dw", "defendant's evidence", "defence evidence", "defendant evidence"]],
  [["C04", "2026-11-12"]], "Suman chat (4) 12/11: pltf evidence closed. ND 17.12.26 for DW.")

# no record
q("no_record", "tindharia quarry writ er next date ta bolo",
  NR, [], "No Tindharia matter in any upload.", no_record=True, absent=["tindharia"])
q("no_record", "mofidul er case e State SLP file korechhe supreme court e?",
  NR, [], "No SLP or Supreme Court step in any upload of C02.", no_record=True, absent=["slp", "supreme court"])
q("no_record", "pemba sherpa ko bail ke bhayo?",
  NR, [], "No Pemba Sherpa in the practice.", no_record=True, absent=["pemba"])
q("no_record", "hill cart rd eviction e local inspection kobe hoyechilo?",
  NR, [], "No local inspection in the eviction suit (or any upload).", no_record=True, absent=["local inspection"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Siliguri practice (bench/practices/siliguri; written from the uploads' "
                    "source_text by its writer, practice42; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
