"""Write questions.json for the Dimapur practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
    forms += [f"{dd:02d}.{mm:02d}.{yy:02d}", f"{dd:02d}/{mm:02d}/{yy:02d}", f"{dd:02d}.{mm:02d}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))

NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "record nai", "no note", "not in the notes"]]
TODAY = "2027-10-14"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"D-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "kiyeto appeal te last time ki hoise DC court", [d("2027-08-10"), ["absent"]], [["C01", "2027-08-10"]],
  "kiyeto args 10.8.docx: 'Argued for appellant ... Assumi absent (message - at Kohima)'.")
q("last_time", "sekhose truck wala last date pe kya hua", [d("2027-08-24"), ["checkgate register", "checkgate"]],
  [["C04", "2027-08-24"]], "IMG_20270824_162140.jpg: 'PP Swu argued ... Chumoukedima checkgate register of 09.12.2026 dekhibo'.")
q("last_time", "balaji hardware wala cheque case me kal kya hua tha", [d("2027-03-04"), ["affidavit", "sanjay agarwal"], ["time"]],
  [["C03", "2027-03-04"]], "IMG_20270304_151201.jpg: 'CW1 Sanjay Agarwal affidavit tendered ... Imchen ... time mangise'.",
  today="2027-03-05")
# next_date
q("next_date", "imtisunep MACT agla tarikh kobe ase", [d("2027-10-28")], [["upload", "correction imtisunep ND.txt"]],
  "correction imtisunep ND.txt: 'next date is 28.10.2027 (not 21.10 ...)'.")
q("next_date", "thungbeni next date?", [d("2027-10-21")], [["C08", "2027-09-16"]],
  "IMG-20270923-WA0012.jpg: 'FC 57/26 - respondent absent ... Put up on 21.10.27'.")
q("next_date", "sekhose truck appeal next kab hai", [d("2027-03-16")], [["C04", "2027-02-16"]],
  "IMG-20270218-WA0007.jpg: 'Forest Appeal 3/27 Sekhose truck - admit hoise ... Fixed for 16.03.27'.", today="2027-02-20")
# count
q("count", "toshi side ne cheque case me kitni baar time/exemption liya", [["3", "three", "thrice"]],
  [["C03", "2027-03-04"], ["C03", "2027-05-20"], ["C03", "2027-09-23"]],
  "4/3 'Imchen - cross kaal koribo, time mangise'; 20.05 'accused absent, exemption cost Rs 1,000'; 23.09 'DW1 ahise nai. Last chance cost Rs 2,000'.")
q("count", "kiyeto appeal e kitna hearing hoise ab tak", [["7", "seven"]],
  [["C01", "2026-10-20"], ["C01", "2026-11-17"], ["C01", "2026-12-15"], ["C01", "2027-02-09"], ["C01", "2027-04-13"],
   ["C01", "2027-06-08"], ["C01", "2027-08-10"]],
  "20/10, 17.11, 15.12.26, 09.02, 13.04, 8/6 and 10.08.2027 in the diary, register, notes and the DC's order.")
q("count", "airline case me OP side kitni baar absent", [["2", "two", "twice"]], [["C07", "2026-12-08"], ["C07", "2027-09-09"]],
  "chat 08/12/26: 'OP kun bhi ahibo nai'; register 09.09: 'OP counsel absent'.")
# yes_no
q("yes_no", "rafiq writ laga costs State pora paise naki", [["25,000", "25000", "25k"], ["paid"]],
  [["upload", "rafiq costs received.txt"]], "rafiq costs received.txt: 'State paid the costs Rs 25,000 by cheque'.")
q("yes_no", "hekato new market jabo pare?", [["leave of the court", "leave"], ["new market"]], [["C06", "2027-06-04"]],
  "Bail order: 'he shall not enter the New Market area except with the leave of the court'.")
q("yes_no", "imtisunep accident time helmet pinde thaka?", [["wearing"]], [["C05", "2027-02-18"]],
  "IMG_5102.HEIC: 'Saikia cross: helmet? - said yes, wearing'.")
# said
q("said", "GB hekiye DC court te ki bolise", [["1988"], ["khel"], ["tsughoki", "stone"]], [["C01", "2027-06-08"]],
  "IMG_20270608_182255.jpg: 'chief gave Aghunaqa land before the whole khel in 1988, the stone at Tsughoki is the old mark'.")
q("said", "kohima bench madam rafiq laga detention kotha te ki bolise", [["verification"], ["set aside"]],
  [["C02", "2027-03-09"]], "Scan_20270309_0001.pdf: 'cannot be justified as verification ... The order dated 04.01.2027 is set aside'.",
  today="2027-03-10")
q("said", "airline station manager affidavit te ki likhise", [["weather"], ["25.04", "traced"]], [["C07", "2027-05-06"]],
  "IMG_20270506_110544.jpg: 'cancellation due to weather at CCU, bag traced on 25.04'.")
# judge_habit
q("judge_habit", "DC yeptho sahab customary appeal te normally ki mangibo", [["record"], ["spot verification"]],
  [["C01", "2026-10-20"], ["C01", "2027-02-09"]], "20/10: 'Record of VC + Dobashi court called for'; register 09.02: 'Spot verification SDO(C) Chumoukedima + GB duijon'.")
q("judge_habit", "aier madam accused absent hole ki kore", [["bw", "bailable warrant"], ["cost"]],
  [["C03", "2026-11-19"], ["C03", "2027-05-20"]], "register 19.11: 'BW Rs 5,000'; 20.05: 'exemption cost Rs 1,000'.")
q("judge_habit", "zhimo sahab sessions me pehle kya mangta hai", [["case diary"], ["record"]],
  [["C06", "2027-05-18"], ["C04", "2027-02-16"]], "register 18.05: 'Bail 77/27 Hekato - case diary call'; 16.02: 'DFO record call'.")
# pending_before
q("pending_before", "DC court te moi laga kun matter pending ase", [["kiyeto"]], [["C01", "2027-08-10"]],
  "kiyeto args 10.8.docx: 'Kiyeto Sumi v Vihoto Yepthomi - DC Dimapur ... Next 19.10.2027'.")
q("pending_before", "sessions judge ke yaha abhi kya pending hai", [["sekhose", "forest appeal", "truck"]],
  [["C04", "2027-08-24"]], "IMG_20270824_162140.jpg: 'Sessions Zhimo sahab - Sekhose ... ND 26/10'.")
# amount
q("amount", "thungbeni interim maintenance kiman order hoise", [["12,000", "12000", "twelve thousand"]],
  [["C08", "2027-02-04"]], "Order 04.02.2027: 'Rs. 12,000/- per month as interim maintenance'.", today="2027-03-01")
q("amount", "sekhose truck release ke liye BG kitne ka", [["6,00,000", "600000", "6 lakh", "six lakh"]],
  [["C04", "2027-03-16"]], "Order 16.03.2027: 'bank guarantee of Rs. 6,00,000/- (Rupees six lakh)'.")
q("amount", "thungbeni arrears kiman bakhi ase", [["72,000", "72000"]], [["C08", "2027-09-16"]],
  "register 16.09: 'Arrears Rs 72,000 bakhi'.")
# pattern
q("pattern", "imtisunep MACT te witness kun kun time ahibo nai", [["dr sale", "doctor"], ["insurance laga witness", "insurer"]],
  [["C05", "2027-04-01"], ["C05", "2027-07-08"]], "1/4: 'PW2 Dr Sale (CIHSR) nahi aaya'; chat 08/07/27: 'insurance laga witness ahibo nai'.")
q("pattern", "toshi wale case me har baar kuch na kuch, kya chal raha hai", [["absent"], ["time"]],
  [["C03", "2026-11-19"], ["C03", "2027-03-04"], ["C03", "2027-09-23"]],
  "19.11 'accused absent, BW'; 4/3 'time mangise'; 23.09 'DW1 ahise nai. Last chance'.")
# counsel_pattern
q("counsel_pattern", "assumi kiyeto case te ki kori ase", [["time"], ["absent"]], [["C01", "2026-12-15"], ["C01", "2027-08-10"]],
  "DC appeal 15.12.txt: 'Assumi for respondents sought time for reply'; 10.08 docx: 'Assumi absent'.")
q("counsel_pattern", "bhattacharjee airline wala vakil ka record kaisa hai", [["absent"], ["written args", "written arguments"]],
  [["C07", "2027-03-11"], ["C07", "2027-09-09"]], "11.03.27: 'asked time for OP evidence'; register 09.09: 'OP counsel absent, written args OP nai dise'.")
# witness
q("witness", "MACT laga doctor witness naam ki ase aru ki bolise", [["sale"], ["28%"]], [["C05", "2027-05-13"]],
  "register 13.05: 'PW2 Dr Sale examine hoise, 28% disability'.")
q("witness", "thungbeni case te GB witness kon", [["chumbenthung", "kikon"]], [["C08", "2027-07-22"]],
  "IMG_20270722_135901.jpg: 'PW2 GB Chumbenthung Kikon of Longsa examined'.")
q("witness", "insurance ka investigator kon tha imtisunep me", [["dipankar bora", "bora"]], [["C05", "2027-08-26"]],
  "imtisunep 26 aug.txt: 'Insurer's RW1 Sh. Dipankar Bora (investigator) examined'.")
# open
q("open", "rafiq ILP case pura summary dinbi", [["three days", "3 days"], ["set aside"], ["25,000", "25000"]],
  [["C02", "2027-02-23"], ["C02", "2027-03-09"]], "23.02 note: 'kept 3 days at PS East'; order 09.03.2027: 'set aside ... Costs of Rs. 25,000'.")
q("open", "hekato bail laga kotha pura bolibi", [d("2027-06-04"), ["50,000", "50000"], ["monday"]], [["C06", "2027-06-04"]],
  "Bail order 04.06.2027: 'bond of Rs. 50,000/- ... report at PS East every Monday'.")
# bare
q("bare", "kiyeto", [d("2027-10-19")], [["C01", "2027-08-10"]], "kiyeto args 10.8.docx: 'Next 19.10.2027'.")
q("bare", "airline", [d("2027-10-22")], [["C07", "2027-09-09"]], "register 09.09: 'Last opportunity. Fixed for 22.10.27'.")
# no_record
q("no_record", "longkumer wala land acquisition case laga next date", NR, [],
  "No land acquisition matter in any upload.", no_record=True, absent=["land acquisition"])
q("no_record", "toshi cheque case lok adalat te settle hoise naki", NR, [],
  "C03 was never sent to a Lok Adalat.", no_record=True, absent=["lok adalat"])
q("no_record", "sekhose truck laga revision high court te file korise?", NR, [],
  "No revision anywhere in C04.", no_record=True, absent=["revision"])
q("no_record", "adv zeliang against moi laga kun case ase", NR, [], "No Zeliang in any upload.", no_record=True,
  absent=["zeliang"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Dimapur practice (bench/practices/dimapur; written from the uploads' "
                    "source_text by its writer, practice107; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
