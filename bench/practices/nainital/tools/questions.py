"""Write questions.json for the Nainital / Haldwani practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "kuch nahi mila", "no note", "not in the notes"]]
TODAY = "2026-12-10"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"N-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "pushpa ji wale homestay case me pichhli date pe kya hua?",
  [d("2026-11-27"), ["varun sethi", "varun", "dw1"], ["cross"]], [["C04", "2026-11-27"]],
  "Varun Sethi DW1 27.11.docx: '27.11.2026 ... DW1 Varun Sethi ... Our cross (40 min, part) ... Cross to continue'.")
q("last_time", "van panchayat kafalikhet me last time kya hua tha",
  [d("2026-11-25"), ["part heard"], ["passbook"]], [["C02", "2026-11-25"]],
  "New Microsoft Word Document.docx: '25 Nov 2026 ... Judge asked us for the passbook entry. Part heard.'")
q("last_time", "bhatt ke cheqe case me last date ko kya hua tha",
  [d("2026-05-21"), ["नवीन भट्ट", "cw1"], d("2026-08-27")], [["C05", "2026-05-21"]],
  "IMG-20260521-WA0031.jpg: '21.05.2026 ... नवीन भट्ट जी (CW1) की जिरह आधी हुई ... अगली तारीख 27.08.2026'.",
  today="2026-05-25")
# next_date
q("next_date", "homestay wale ka NDOH kya hai?",
  [d("2026-12-18")], [["upload", "homestay ND correction.txt"]],
  "homestay ND correction.txt: 'ND 17.12 likha - galat ... sahi agli tarikh 18.12.2026'. The 27.11 note says 17.12 (wrong).")
q("next_date", "almora batware ki agli tareek kab hai aur kis liye",
  [d("2026-12-15"), ["arguments", "settlement", "elders"]], [["C06", "2026-11-24"]],
  "OS 61-2024 order 24.11.2026.pdf: 'Put up on 15.12.2026 for remaining arguments / report of settlement.'")
q("next_date", "raju danu ki bail kab lagegi ab",
  [d("2026-04-24")], [["C03", "2026-04-16"]],
  "IMG-20260416-WA0019.jpg: 'राजू दानू की जमानत ... अगली तारीख 24.04.2026'.", today="2026-04-20")
# count
q("count", "jeena ne cheque case me kitni baar exemption li hai ab tak",
  [["3", "three", "teen baar", "thrice"]], [["C05", "2026-04-09"], ["C05", "2026-10-08"], ["C05", "2026-11-19"]],
  "Tanuja chat 09/04 'exemption allow'; chat (2) 08/10 'exemption lagi, allow'; 19/11 'exemption allow ho gayi ... Teesri exemption'.")
q("count", "ratighat writ me sarkar ne kitni baar time maanga",
  [["2", "two", "do baar", "twice"]], [["C01", "2026-02-18"], ["C01", "2026-05-13"]],
  "ratighat 18 feb.txt: 'No CA. Mehta ji ... 3 wks more'; HC 13 may.docx: 'Mehta ji ne phir time maanga - report awaited'.")
q("count", "homestay suit me LLP walon pe kitni baar cost lagi aur kitni kitni",
  [["2", "two", "twice", "do baar"], ["500"], ["1,000", "1000"]], [["C04", "2026-03-27"], ["C04", "2026-10-16"]],
  "order 27.03.2026: 'costs of Rs. 500/-'; order 16.10.2026: 'second time ... costs of Rs. 1,000/-'.")
# yes_no
q("yes_no", "deepa ji ki beti ke naam FD ho gayi kya?",
  [["ho gayi", "yes", "haan"], ["kaladhungi"], ["1,50,000", "150000", "1.5 lakh"]],
  [["upload", "WhatsApp Chat with Deepa Pandey.txt"]],
  "WhatsApp Chat with Deepa Pandey.txt 20/10/26: 'FD ho gayi SBI Kaladhungi me, 1,50,000 ki, beti ke naam'.")
q("yes_no", "kafalikhet me SDM wale order pe stay abhi bhi chal raha h?",
  [["stayed", "stay", "interim order continues"], d("2026-03-02")], [["C02", "2026-03-02"], ["C02", "2026-11-25"]],
  "order 02.03.2026: 'operation of the order dated 12.02.2026 shall remain stayed'; 25.11 note: 'Interim order continues'.")
q("yes_no", "jeena ne 143A wala interim compensation jama kiya kya",
  [["nahi", "not deposited", "not paid"], ["53,000", "53000"]], [["C05", "2026-08-27"], ["C05", "2026-10-08"]],
  "bhatt 143A 27.08.docx: 'interim compensation 20% = Rs 53,000 within 60 days'; chat (2) 08/10: '53,000 ... abhi tak jama nahi kiya'.")
# said
q("said", "lohani J ne hema bisht wale me pehli date pe pushte ke baare me kya poocha tha",
  [["pushta"], ["dm nainital", "relief"]], [["C01", "2025-12-04"]],
  "IMG_20251204_165010.jpg: 'Judge asked - \"pushta kyun nahi bana?\" - DM Nainital to report what relief paid so far.'")
q("said", "bhagwati aama ne cross me batware ke baare me kya bola tha",
  [["kabhi batwara na bhay", "saanjh me", "never"], ["1998", "mukhjabani"]], [["C06", "2026-03-24"]],
  "20260324_181204.jpg: 'Tiwari's line: mukhjabani batwara in 1998 ... Bhagwati ji firm: \"kabhi batwara na bhay, sab khet saanjh me chhan\"'.")
q("said", "varun sethi ne cross me terrace pe kamron ke baare me kya maana",
  [["2 rooms", "two rooms"], ["tin shed", "temporary"]], [["C04", "2026-11-27"]],
  "Varun Sethi DW1 27.11.docx: 'admitted 2 rooms added on the terrace in 2025 without Pushpa ji's consent (\"temporary, tin shed\")'.")
# judge_habit
q("judge_habit", "dhapola madam record ke maamle me kaisi hain? van panchayat me kya mangwaya tha",
  [["register"], ["leesa"]], [["C02", "2026-05-06"], ["C02", "2026-08-19"]],
  "Document (3).docx: 'original karyavahi (meeting) register ... + record of leesa auction 2025 to be produced'; order 19.08: 'register has been produced and perused'.")
q("judge_habit", "arya madam accused absent ho to kya karti hain",
  [["bw", "bailable warrant"], ["nbw"]], [["C05", "2025-12-08"], ["C05", "2026-11-19"]],
  "Tanuja chat 08/12/25: 'Arya madam ne BW kar diya 10,000 ka'; chat (2) 19/11/26: 'next date pe nahi aaya to NBW'.")
q("judge_habit", "dhami sahab almora wale kaise judge hain, batware me unka kya tareeka raha",
  [["kumaoni"], ["patwari", "khatauni"], ["elders", "settlement", "amicable"]], [["C06", "2026-03-24"], ["C06", "2026-11-24"]],
  "20260324_181204.jpg: 'Dhami sahab ne Kumaoni me poochha. Patwari to be summoned with khatauni.'; order 24.11.2026: 'amicable partition with the help of the elders of the village'.")
# pending_before
q("pending_before", "lohani J ke yahan mera kya pending hai",
  [["hema bisht", "ratighat"], d("2026-12-10")], [["C01", "2026-11-18"]],
  "hema bisht 18.11.txt: 'Ct 5 - WPMS 2214/25 Hema Bisht ... ND 10.12.2026'.")
q("pending_before", "chamoli sahab ki court me mera kaunsa matter h",
  [["bhupal"], d("2026-12-17")], [["C07", "2026-11-05"], ["upload", "Plan 7-18 Dec.docx"]],
  "Tanuja chat (2) 05/11/26: 'MACT ... Chamoli sir bole \"last opportunity\". ND 17.12.26'; Plan: 'Thu 17/12 MACT - Bhupal'.")
# amount
q("amount", "DM committee ne hema ji ke ghar ka kitna assess kiya aur hamare valuer ne kitna",
  [["9,40,000", "940000", "9.4 lakh", "9.40 lakh"], ["18,50,000", "1850000", "18.5 lakh", "18.50 lakh"]],
  [["C01", "2026-11-18"]],
  "hema bisht 18.11.txt: 'committee assessed house + goth at Rs. 9,40,000 ... Our valuer (Er. Naveen Pandey) - Rs. 18,50,000'.")
q("amount", "raju ki bail kitne ke bond pe hui thi",
  [["50,000", "50000"], ["two reliable sureties", "two sureties", "do zamanat"]], [["C03", "2026-04-24"]],
  "CamScanner 04-25-2026 11.02.pdf: 'personal bond of Rs. 50,000/- with two reliable sureties'.")
q("amount", "deepa pandey ko interim kitna mila, beti ka alag?",
  [["6,000", "6000"], ["3,500", "3500"], ["2,500", "2500"]], [["C08", "2026-03-12"]],
  "interim order 12.03.2026: 'Rs. 6,000/- per month (Rs. 3,500/- to the applicant and Rs. 2,500/- to the minor daughter)'.",
  today="2026-04-01")
# pattern
q("pattern", "almora batware me tareekhen bekaar kyun jaati rahi",
  [["हड़ताल", "strike", "hadtal"], ["पटवारी", "patwari"]], [["C06", "2026-02-17"], ["C06", "2026-05-19"]],
  "IMG-20260217-WA0014.jpg: 'बार एसोसिएशन अल्मोड़ा की हड़ताल, कोई काम नहीं हुआ'; 19.05.2026: 'पटवारी जी (PW2) समन के बाद भी नहीं आये'.")
q("pattern", "bhupal ke MACT me date kis kis wajah se badhti rahi",
  [["ws"], ["kabdwal", "doctor", "ot duty"], ["rautela", "last opportunity"]],
  [["C07", "2026-03-19"], ["C07", "2026-08-06"], ["C07", "2026-11-05"]],
  "Tanuja chat 19/03: 'Chaudhary ji ne WS ke liye time liya'; chat (2) 06/08: 'Dr. Kabdwal nahi aaye, OT duty thi'; 05/11: 'Vinod Rautela ... nahi aaya ... last opportunity'.")
# counsel_pattern
q("counsel_pattern", "devesh bora van panchayat me kaise time kheench raha hai",
  [["बीमारी", "illness", "second adjournment"], ["2,500", "2500"]], [["C02", "2026-07-08"], ["C02", "2026-08-19"]],
  "IMG-20260708-WA0004.jpg: 'देवेश बोरा जी ने समय मांगा - घर में बीमारी'; order 19.08.2026: 'second adjournment at his instance ... costs of Rs. 2,500/-'.")
q("counsel_pattern", "goyal vakil homestay me kya bahane banata hai",
  [["sessions"], ["delhi"], ["last opportunity"]], [["C04", "2026-03-27"], ["C04", "2026-10-16"]],
  "order 27.03.2026: 'engaged in the Sessions Court'; order 16.10.2026: 'DW1 Varun Sethi ... in Delhi ... Last opportunity'.")
# witness
q("witness", "batware me patwri ne gawahi me kya bataya",
  [["14 nali 6 mutthi", "14 nali"], ["khata 27"], ["no entry", "equal shares"]], [["C06", "2026-07-14"]],
  "batwara PW2 patwari 14.7.docx: 'khata 27, Khadak Singh & Dewan Singh equal shares, 14 nali 6 mutthi ... no entry of any batwara'.")
q("witness", "MACT me insurance company ka gawah kaun hai",
  [["vinod rautela", "rautela"]], [["C07", "2026-11-05"]],
  "Tanuja chat (2) 05/11/26: 'insurance ka witness (Sh. Vinod Rautela, admin officer) nahi aaya'.")
q("witness", "ratighat me geologist kaun aaya tha aur report me cause kya likha",
  [["pooja rawat"], ["toe-cutting", "toe cutting"], ["breast wall"]], [["upload", "Adobe Scan 10 Jul 2026.pdf"]],
  "Adobe Scan 10 Jul 2026.pdf: 'Inspected on 23.06.2026 by Dr. Pooja Rawat, Geologist ... No breast wall ... attributable mainly to the unsupported toe-cutting'.")
# open
q("open", "hema bisht ka poora matter short me bata do",
  [["1,20,000", "1.2 lakh", "120000"], ["toe-cutting", "toe cutting"], d("2026-12-10")],
  [["upload", "CamScanner 09-12-2025 11.20.pdf"], ["C01", "2026-07-22"], ["C01", "2026-11-18"]],
  "Tehsildar letter: 'रु. 1,20,000/- की राहत राशि'; 22/7/26: 'unsupported toe-cutting'; 18.11 note: 'ND 10.12.2026'.")
q("open", "kafalikhet van panchayat ka poora haal kya hai",
  [["leesa", "लीसा"], ["stay", "stayed"], d("2026-12-16")],
  [["upload", "SDM Lamgara order 12.02.2026.pdf"], ["C02", "2026-03-02"], ["C02", "2026-11-25"]],
  "SDM order: 'लीसा (resin) विदोहन की नीलामी ... सरपंच ... को पद से हटाया'; order 02.03: 'shall remain stayed'; 25.11: 'ND 16.12.2026'.")
# bare
q("bare", "jeena", [d("2026-12-10"), ["351"], ["nbw"]], [["C05", "2026-11-19"]],
  "Tanuja chat (2) 19/11/26: '351 ka bayan nahi hua ... NBW. ND 10/12/26'.")
q("bare", "ratighat", [["quantum"], ["9,40,000", "9.4 lakh"]], [["C01", "2026-11-18"]],
  "hema bisht 18.11.txt: 'committee assessed ... Rs. 9,40,000 ... will hear on quantum next date'.")
# no_record
q("no_record", "lohaghat wale kabze ke suit ki agli date kya hai", NR, [],
  "No suit from Lohaghat in any upload.", no_record=True, absent=["lohaghat"])
q("no_record", "van panchayat wale me humne contempt file kiya tha na, uska kya hua", NR, [],
  "No contempt petition was ever filed in C02; no upload names one.", no_record=True, absent=["contempt", "avmanna"])
q("no_record", "bhupal ka claim lok adalat me settle hua kya", NR, [],
  "C07 was never sent to a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat"])
q("no_record", "khulbe vakil ke saath mera kaunsa case hai", NR, [], "No Khulbe in any upload.", no_record=True,
  absent=["khulbe"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Nainital / Haldwani practice (bench/practices/nainital; written from the "
                    "uploads' source_text by its writer, practice50; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
