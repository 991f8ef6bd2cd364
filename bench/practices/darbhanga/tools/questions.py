"""Write questions.json for the Darbhanga practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]
DEV = str.maketrans("0123456789", "०१२३४५६७८९")


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms this chamber writes it (day first; Devanagari digits; 11/12 when `short`)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd:02d}.{mm:02d}.{yy:02d}",
             f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}",
             f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}",
             f"{dd:02d}.{mm:02d}.{yyyy}".translate(DEV), f"{dd:02d}.{mm:02d}.{yy:02d}".translate(DEV)]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "record me nahi", "kono record nai",
       "no note"]]

TODAY = "2026-12-07"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"D-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


WEEK = ["upload", "IMG20261205202011.jpg"]
ROHIT = ["upload", "WhatsApp Chat with Rohit Jha Rahika.txt"]
RAJU = ["upload", "WhatsApp Chat with Raju Sada Singhwara.txt"]
ABHI = ["upload", "WhatsApp Chat with Abhishek Mishra.txt"]
AMIN = ["upload", "CamScanner 07-14-2026 12.05.pdf"]

# last_time
q("last_time", "sunita ji ke writ me last time ki bhel?",
  [d("2026-11-19"), ["orders", "order"]], [["C02", "2026-11-19"]],
  "Note_20261119_1655.txt: '19.11.26 Sunita writ - heard. Sahay J: \"put up for orders\"'.")
q("last_time", "Bahadurpur wala DCLR case me pichhla date pe kya hua tha",
  [d("2026-11-02"), ["pathak", "new dclr", "naya dclr"], ["written argument"]], [["C06", "2026-11-02"]],
  "IMG20261104190422.jpg: '2.11.26 DCLR - naya DCLR Pathak saheb ... bahas phir se. written arguments agila tarikh tak'.")
q("last_time", "pooja wala dahej case me last date pe kya hua",
  [d("2026-09-14"), ["ansari"], ["samjhauta", "compromise"]], [["C05", "2026-09-14"]],
  "Note_20260914_1530.txt: 'Ansari sahab phir time - \"samjhauta ki baat chal rahi hai\"'.", today="2026-10-01")

# next_date
q("next_date", "rahika batwara agila tarikh kab hai?",
  [d("2026-12-11"), ["dw1", "dw 1", "dw-1"]], [["C04", "2026-11-06"]],
  "IMG20261106174500.jpg: 'ND 11.12.2026 - DW1 cross hamra karbak'.")
q("next_date", "Lalbabu wala bhatta case next kab hai aur kis liye",
  [d("2026-12-09"), ["compliance", "deposit", "jama"]], [["C07", "2026-11-04"]],
  "IMG20261104190422.jpg: 'ND 09.12.26 compliance'; award: 'Put up on 09.12.2026 for compliance'.")
q("next_date", "bhola babu ka SA kab laga hai agla",
  [d("2026-07-23")], [["C03", "2026-05-07"]],
  "IMG20260507220105.jpg: 'ND 23.07.26'.", today="2026-06-15")
q("next_date", "batwara me june wala date 20 ko hai ki 19 ko? munshi ji ke register me kuch aur likha hai",
  [d("2026-06-19")], [["upload", "IMG20260518093025.jpg"]],
  "IMG20260518093025.jpg: 'munshi ji register me ... 20.06 likhlan - galat. peshkar se puchhal: ND 19.06.2026'.",
  today="2026-06-01")

# count
q("count", "karn vakil batwara me kitna baar samay lelkhin ab tak?",
  [["4", "four", "char baar", "चार"]],
  [["C04", "2026-01-09"], ["C04", "2026-02-06"], ["C04", "2026-05-15"], ["C04", "2026-08-21"]],
  "09.01 (session court), 06.02 (bimaar), 15.05 (high court), 21.08 (order sheet: समय हेतु आवेदन) = 4.")
q("count", "Sonu paswan bail me CD kitni baar nahi aaya tha",
  [["2", "two", "do baar", "twice"]], [["C01", "2026-01-20"], ["C01", "2026-02-17"]],
  "Note_20260120_1502.txt 'CD nahi aaya'; Note_20260217_1420.txt 'CD phir se nahi aaya'; on 10.03 it was on record.")
q("count", "pooja case me ansari sahab ne kitni baar time liya",
  [["3", "three", "teen baar", "thrice"]], [["C05", "2026-05-11"], ["C05", "2026-08-03"], ["C05", "2026-09-14"]],
  "11.05 time on charge; 03.08 cross deferred on his arzi; 14.09 time ('yeh teesri baar hai Ansari ji').")

# yes_no
q("yes_no", "sunita ke case me State ne 2000 wala cost diya ki nahi?",
  [["paid", "de diya", "dd diya", "demand draft", "chuka"], d("2026-07-09")], [["C02", "2026-07-09"]],
  "Note_20260709_1653.txt: 'cost Rs 2,000 - aaj Kumar Gaurav ne DD diya (finally)'.")
q("yes_no", "sonu ka bail hua tha ki nahi?",
  [d("2026-03-10"), ["25,000", "25000"]], [["C01", "2026-03-10"]],
  "Scan_0312_001.pdf: '10-03-2026 ... released on bail on furnishing bail bond of Rs. 25,000/-'.")
q("yes_no", "Rohit ke papa wala case me kharcha ka pura paisa mil gaya?",
  [["3000", "3,000"]], [ROHIT],
  "Rohit chat 22/08/26: '500 aur pehla 1000 mila hai. baaki 3000 abhi nahi diya'.")

# said
q("said", "pooja case me CJM madam ne ansari ke time mangne pe kya kaha tha sept me?",
  [["teesri baar", "third time", "teesri"]], [["C05", "2026-09-14"]],
  "Note_20260914_1530.txt: 'CJM madam: \"yeh teesri baar hai Ansari ji\"'.")
q("said", "Raju Sada ne malik ke baare me kya bataya tha?",
  [["1 lakh", "one lakh", "1,00,000", "100000"], ["appeal", "high court"]], [RAJU],
  "Raju chat 21/11: 'Dinesh Choudhary ka aadmi ... 1 lakh le lo aur case khatam karo'; 28/11: 'malik high court jayega appeal me'.")

# judge_habit
q("judge_habit", "Prasad J bail me pahile ki puchhait chhathi?",
  [["case diary", "cd"], ["antecedent"]], [["C01", "2025-12-16"], ["C01", "2026-02-17"]],
  "16/12/2025: 'Prasad J pahila sawal: \"case diary kahan hai?\"'; 17/2: 'judge ne puchha criminal antecedent'.")
q("judge_habit", "sub judge batwara me gawahi kab lete hain aur time dene pe kya karte",
  [["2 baje", "2 pm", "after 2", "afternoon", "do baje", "2 o'clock"], ["cost", "kharcha"]],
  [["C04", "2026-03-07"], ["C04", "2026-01-09"]],
  "07.03.2026: 'hakim 2 baje ke baad gawahi lelaith'; 09.01.26: 'Rs 500 kharcha'.")
q("judge_habit", "CJM madam ka matrimonial case me kya aadat hai",
  [["mediation", "madhyasth", "मध्यस्थ"]], [["C05", "2026-05-11"], ["C05", "2026-10-12"]],
  "11.05: 'CJM madam ne phir poocha - \"mediation me bhej dein?\"'; 12/10: 'mediation centre bhejlkhin'.")

# pending_before
q("pending_before", "kal DCLR me ki daakhil karbak achhi?",
  [["written argument"]], [["C06", "2026-11-02"], WEEK],
  "IMG20261104190422.jpg: 'written arguments agila tarikh tak. ND 08.12.2026'; week page: 'written arguments daakhil karab'.")
q("pending_before", "batwara DW1 cross se pehle kya kya taiyari karni hai",
  [["panchnama"], ["khatiyan"], ["ex. 3", "ex 3", "exhibit 3"]], [["C04", "2026-11-06"]],
  "IMG20261106174500.jpg: 'taiyari: 1972 panchnama, khatiyan, Ex. 3'.")
q("pending_before", "bhola babu ke SA me ab jaldi kya file karna hai",
  [["substitution"], ["90 din", "90 days", "ninety"]], [["C03", "2026-04-02"]],
  "IMG20260402214433.jpg: 'substitution IA file karay parat - 90 din ke bhitar!'.", today="2026-04-03")

# amount
q("amount", "bhatta case me award kitna hua",
  [["3,93,082", "393082", "3.93"], ["12%", "12 %", "12 percent"]], [["C07", "2026-11-04"]],
  "Award 04.11.2026: 'Rs. 3,93,082/- ... simple interest @ 12% per annum from 14.07.2025'.")
q("amount", "sunita ka kitna salary baaki hai abhi",
  [["2,32,000", "232000", "2.32"]], [["C02", "2026-11-19"], ["C02", "2026-09-17"]],
  "Note_20261119_1655.txt: 'balance Rs 2,32,000 abhi tak nahi mila'.")
q("amount", "batwara me Karn pe total kitna kharcha laga ab tak",
  [["4,500", "4500"]],
  [["C04", "2026-01-09"], ["C04", "2026-02-06"], ["C04", "2026-05-15"], ["C04", "2026-08-21"]],
  "500 (09.01) + 1000 (06.02) + 1000 (15.05) + 2,000 (21.08, order sheet) = 4,500: a sum, checked by eye.")

# pattern
q("pattern", "kon kon case me dusra paksh pe cost laga hai",
  [["batwara", "rahika", "partition", "बटवारा"], ["sunita", "8841", "cwjc"]],
  [["C04", "2026-01-09"], ["C02", "2026-02-12"]],
  "C04: costs on Karn's side four times; C02: 'cost Rs 2,000 payable to the petitioner' (12 feb).")
q("pattern", "kis kis case me samjhauta ya paisa ka offer aaya hai",
  [["10 katha", "mishra", "bhola", "manigachhi"], ["1 lakh", "lalbabu", "bhatta", "raju"]], [ABHI, RAJU],
  "Abhishek chat 09/04: 'settlement ki baat ... 10 katha de denge'; Raju chat 21/11: '1 lakh le lo aur case khatam karo'.")

# counsel_pattern
q("counsel_pattern", "Karn ji ka samay lene ka bahana kya kya raha?",
  [["session"], ["bimaar", "illness", "unwell", "sick", "बीमार"], ["high court", "हाई कोर्ट"], ["instruction", "निर्देश"]],
  [["C04", "2026-01-09"], ["C04", "2026-02-06"], ["C04", "2026-05-15"], ["C04", "2026-08-21"]],
  "session court (9.1), bimaar (6.2), हाई कोर्ट (15.5), पक्षकार से निर्देश प्राप्त नहीं (21.8).")
q("counsel_pattern", "APP Yadav ji bail me har baar kya bolte the",
  [["case diary", "cd"], ["not received", "nahi aaya", "reminder"]], [["C01", "2026-01-20"], ["C01", "2026-02-17"]],
  "Note_20260120_1502.txt: '\"case diary not received my lord, thana ko reminder gaya hai\"'.")

# witness
q("witness", "batwara me PW2 kaun tha aur uska cross kab khatam hua",
  [["amarnath", "अमरनाथ"], d("2026-07-17")], [["C04", "2026-04-10"], ["C04", "2026-07-17"]],
  "20260410_181230.jpg: 'PW2 अमरनाथ झा का शपथपत्र'; order sheet 17.07.2026: 'PW2 अमरनाथ झा का प्रतिपरीक्षण पूर्ण'.")
q("witness", "bhatta case me malik ka gawah kaun tha, kya bola",
  [["shankar"], ["register"]], [["C07", "2026-08-05"]],
  "IMG20260805183020.jpg: 'OPW1 Shankar Mandal ... haziri register bhatta par rakhal jaait chhai - register nai laael'.")

# open
q("open", "Pooja case ka poora haal batao abhi tak",
  [["498a", "85 bns"], ["mediation", "मध्यस्थता"], d("2026-12-14")],
  [["C05", "2026-06-22"], ["C05", "2026-10-12"], ["C05", "2026-11-23"]],
  "charge 22.06 (498A/85 BNS + 4 DP); PW1 crossed 12/10, mediation; 23.11 मध्यस्थता विफल, अ.ता. १४.१२.२०२६.")
q("open", "ee hafta ke kaj ki chhai?",
  [["sahni", "dclr", "bahadurpur"], ["bhatta", "lalbabu", "compliance"], ["sunita", "8841"],
   ["batwara", "dw1", "rahika"]], [WEEK],
  "IMG20261205202011.jpg: Mangal 8 DCLR Sahni; Budh 9 bhatta compliance; Brihaspati 10 Sunita orders; Shukra 11 batwara DW1.")

# bare
q("bare", "sahni", [d("2026-12-08"), ["written argument"]], [["C06", "2026-11-02"]],
  "IMG20261104190422.jpg: 'written arguments agila tarikh tak. ND 08.12.2026'.")
q("bare", "sahni amin report",
  [["4 decimal", "4 dismil", "४ डिसमिल", "4 (चार) डिसमिल", "char dismil"]], [AMIN, ["C06", "2026-07-13"]],
  "CamScanner 07-14-2026 12.05.pdf: 'लगभग 4 (चार) डिसमिल पर झगरू मंडल का फूस का घर'.")

# no_record
q("no_record", "consumer forum me Mishra ji ka case ka agla date?",
  NR, [], "No consumer matter in any upload.", no_record=True, absent=["consumer"])
q("no_record", "sonu paswan ke bail cancel karne ka arzi aaya tha?",
  NR, [], "Bail allowed 10.03.2026; no cancellation petition in any upload.", no_record=True, absent=["cancel"])
q("no_record", "Rupesh Singh wala chori case me kya hua",
  NR, [], "No Rupesh in the registry or any upload.", no_record=True, absent=["rupesh"])
q("no_record", "pooja case me Manoj ka anticipatory bail HC se hua tha?",
  NR, [], "Accused appeared and were bailed by the CJM on 27.02.2026; no anticipatory bail in any upload.",
  no_record=True, absent=["anticipatory"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Darbhanga practice (bench/practices/darbhanga; written from the uploads' "
                    "source_text by its writer, practice34; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
