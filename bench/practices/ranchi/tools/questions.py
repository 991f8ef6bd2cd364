"""Write questions.json for the Ranchi practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the chamber's 19/12 when `short`)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd:02d}.{mm:02d}.{yy:02d}", f"{dd}/{mm}/{yyyy}",
             f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}",
             f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note", "kuch nahi mila"]]

TODAY = "2026-12-02"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"R-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


WEEK = ["upload", "week plan 30 nov - 5 dec.txt"]

# ---------------------------------------------------------------- last_time
q("last_time", "budhwa wala SA me last time ka hoi?",
  [d("2026-11-24"), ["reserved", "cav"]], [["C01", "2026-11-24"]],
  "IMG20261124183020.jpg: '24.11.26 ... Bhagat J: \"Judgment reserved.\" CAV. No date given.'")
q("last_time", "Rinki ka family court me pichhla date pe kya hua tha",
  [d("2026-11-13"), ["argued", "arguments", "argue"], d("2026-12-11")], [["C05", "2026-11-13"]],
  "IMG20261113190208.jpg: '13.11.26 ... Srivastava finally argued ... order on 11.12.2026'.")
q("last_time", "constable wala writ me last date pe kya hua?",
  [d("2026-05-07"), ["personal affidavit", "appear in person"], d("2026-07-09")], [["C03", "2026-05-07"]],
  "IMG20260507192233.jpg: 'State did not produce DP file ... SSP Ranchi to file personal affidavit + produce original DP file, otherwise SSP to appear in person ... ND 9/7/26'.",
  today="2026-05-20")

# ---------------------------------------------------------------- next_date
q("next_date", "सुमित्रा देवी वाले केस में अगला तारीख कब है, किस लिए?",
  [d("2026-12-19"), ["dw1", "dw-1", "bhola", "भोला", "प्र.सा.-1"], ["cross", "प्रतिपरीक्षण", "jirah", "जिरह"]], [["C04", "2026-11-21"]],
  "DW1 bhola cross 21.11.26.txt: 'Cross remains - ND 19.12.2026'; order sheet 21.11.2026: 'शेष प्रतिपरीक्षण हेतु दिनांक 19.12.2026'.")
q("next_date", "jaiswal ji ka cheq case kab lagega next",
  [d("2026-12-17"), ["argument", "args"]], [["C06", "2026-11-26"]],
  "WhatsApp Chat with Nikita Lakra Jr.txt, 26/11/26: 'ND 17/12/2026 - defence args'.")
q("next_date", "ormanjhi partion me PW3 wala date 29 aug hai na?",
  [d("2026-08-22")], [["C04", "2026-07-11"]],
  "correction ormanjhi date.txt (13.7.26): 'next date is 22.08.2026, NOT 29.08 as in Ramdeo ji's khata of 11.7'.",
  today="2026-07-20")

# ---------------------------------------------------------------- count
q("count", "Shahdeo ne budhwa appeal me kitni baar time liya hai ab tak?",
  [["3", "three", "teen", "thrice", "3 times", "three times"]],
  [["C01", "2026-01-20"], ["C01", "2026-03-31"], ["C01", "2026-08-18"]],
  "20.01.2026 senior not available; 31.03.2026 slip: unwell; 18.08.2026 engaged before Division Bench (cost Rs 2,000). Counted by eye against all nine hearings of C01 (24.02 was the I.A., not an adjournment).")
q("count", "mukesh sinha kitni baar exemption petition daal chuka hai?",
  [["3", "three", "teen", "thrice", "3 times", "three times"]],
  [["C06", "2025-12-18"], ["C06", "2026-03-26"], ["C06", "2026-09-03"]],
  "18.12.2025 exemption rejected, BW; 26.03.2026 'हाजिरी माफी का आवेदन ... मंजूर'; 03.09.2026 chat 'phir se exemption petition'. Counted by eye against all nine hearings of C06.")

# ---------------------------------------------------------------- yes_no
q("yes_no", "Mukesh Sinha ne 143A wala paisa de diya kya?",
  [["not paid", "unpaid", "nahi diya", "not been paid", "still pending", "still not paid", "not yet paid"]], [["C06", "2026-07-23"], WEEK],
  "313 stmt mukesh 23.7.txt: '143A amount (69k) still not paid'; week plan 29.11: '143A(5) recovery' still to be pressed.")
q("yes_no", "ajay munda jail se bahar aa gaya?",
  [["yes", "haan", "released", "ghar aa gaya", "bahar"], d("2026-03-03")], [["upload", "WhatsApp Chat with Somra Munda Bail.txt"]],
  "WhatsApp Chat with Somra Munda Bail.txt, 03/03/26: 'Ajay ghar aa gaya sir'.", today="2026-03-20")
q("yes_no", "Tirkey ko SSP ne join karwa diya?",
  [["not yet", "still not", "not reinstated", "nahi hua"], d("2026-12-28")], [WEEK, ["upload", "WhatsApp Chat - Sunil Tirkey/_chat.txt"]],
  "week plan: 'copy with representation given in SSP office on 5.10 - 12 weeks = 28.12.2026. Still not reinstated.'")

# ---------------------------------------------------------------- said
q("said", "31 march ko budhwa appeal me hakim kya kahis?",
  [["no further adjournment", "no further adj"]], [["C01", "2026-03-31"]],
  "Order 08/31.03.2026: 'No further adjournment shall be granted at the instance of the respondent.'")
q("said", "rinki case me madam ne srivastava ko kya sunaya jab deepak ne salary maan liya",
  [["12,000", "12000"]], [["C05", "2026-09-11"]],
  "Deepak cross OPW1 11-9-26.docx: 'Principal Judge madam remarked to Srivastava: \"your client told the court Rs. 12,000 on affidavit\"'.")

# ---------------------------------------------------------------- judge_habit
q("judge_habit", "bhagat sahab documents ke maamle me kya chahte hain generally?",
  [["translation", "translated", "अनुवाद"], ["english", "अंग्रेज़ी"]],
  [["C01", "2025-12-09"], ["C01", "2026-02-24"], ["C01", "2026-05-05"], ["C01", "2026-09-29"]],
  "9.12.25 'I will not read without typed English translation'; 24.02 order: respondent to file typed English translation; 5.5 'same rule for both sides'; 29.09 'I have said it thrice'.")
q("judge_habit", "toppo sahab ka court kaisa chalta hai, har date pe kya karte hain?",
  [["lunch", "2 baje", "2 pm", "after 2", "2.15"], ["settle", "sulah", "सुलह"], ["cost", "kharcha", "खर्चा"]],
  [["C04", "2025-12-13"], ["C04", "2026-02-14"], ["C04", "2026-03-14"], ["C04", "2026-10-10"], ["C04", "2026-11-21"]],
  "14.2 'evidence sirf lunch ke baad lenge, 2 baje ke baad'; 13.12 'हाकिम बोले - आपस में सुलह'; 14.3, 10.10, 21.11 settlement again; costs 13.12 (500), 10.10 (1000).")

# ---------------------------------------------------------------- pending_before
q("pending_before", "19 dec se pehle sumitra case me kya taiyari karni hai",
  [["bijli", "electricity"], ["roof", "tile"], ["dinesh"]], [WEEK],
  "week plan: 'prepare rest of DW1 cross (ask about the house - who pays bijli bill, when was tile roof repaired). Get Dinesh to chamber.'")
q("pending_before", "jaiswal ji ke 138 me next date se pehle kya file karna hai",
  [["written arg"], ["143a"], ["security cheque"]], [WEEK, ["C06", "2026-11-26"]],
  "week plan: 'written arguments + 143A(5) recovery; list of judgments on security cheque'; chat 26/11: 'Written args bhi file karenge us din'.")

# ---------------------------------------------------------------- amount
q("amount", "bhola ke side pe toppo court me total kitna kharcha laga ab tak?",
  [["2,500", "2500"]], [["C04", "2025-12-13"], ["C04", "2026-04-18"], ["C04", "2026-10-10"]],
  "Costs Rs 500 (13.12.2025) + Rs 1,000 (18.04.2026) + Rs 1,000 (10.10.2026) = Rs 2,500; summed by eye, every hearing of C04 read.")
q("amount", "rinki ko interim kitna milna hai mahine ka",
  [["12,000", "12000"], ["8,000", "8000"], ["4,000", "4000"]], [["C05", "2026-03-06"]],
  "Interim order 06.03.2026: 'Rs. 8,000/- per month to applicant No. 1 and Rs. 4,000/- ... Rs. 12,000/- per month in all'.")
q("amount", "deepak ka asli salary kitna nikla slip me?",
  [["28,500", "28500"], ["25,340", "25340"]], [["upload", "Screenshot_2026-09-10-21-14-03-118_com.whatsapp.jpg"], ["C05", "2026-09-11"]],
  "Pay slip August 2026: 'GROSS 28,500.00 ... NET PAY: Rs. 25,340.00'; cross 11.09.2026 admitted both.")

# ---------------------------------------------------------------- pattern / counsel_pattern
q("pattern", "HC me sarkar ki taraf se hamesha kya bahana hota hai hamare matters me?",
  [["instruction"], ["case diary"]], [["C03", "2025-12-16"], ["C03", "2026-01-27"], ["C02", "2025-12-11"]],
  "Tirkey 16.12 'instructions awaited from SSP office', 27.01 'same excuse (instructions from SSP office)'; Munda bail 11.12 'case diary not received'.")
q("pattern", "sumitra case me gawah aane me dikkat hoti hai kya?",
  [["jitu", "pw2"], ["halka", "karmchari", "pw3", "birendra"]], [["C04", "2026-02-14"], ["C04", "2026-07-11"]],
  "14.2.26 'PW2 Jitu Mahto - gawah nai aayis'; 11.07.2026 'PW3 हल्का कर्मचारी समन के बाद भी नहीं आये'.")
q("counsel_pattern", "shahdeo ji adjournment kaise lete hain, kya kya bahana?",
  [["senior"], ["unwell", "slip"], ["division bench"]], [["C01", "2026-01-20"], ["C01", "2026-03-31"], ["C01", "2026-08-18"]],
  "20.01 'my senior ... not available'; 31.03 'slip: unwell'; 18.08 'engaged before Division Bench'.")
q("counsel_pattern", "deepak ka vakil har baar kya excuse deta hai",
  [["salary slip", "employer"], ["jamshedpur", "duty"]], [["C05", "2026-02-06"], ["C05", "2026-08-07"], ["C05", "2026-10-09"]],
  "6.2 chat 'Srivastava sir bole employer slip nahi de raha'; 7.8 'client Jamshedpur me duty pe hai'; 9.10 'papers with senior'.")

# ---------------------------------------------------------------- witness
q("witness", "jitu mahto ne cross me bantwara patra pe kya bola tha?",
  [["angutha", "thumb", "never saw", "never seen"]], [["C04", "2026-03-14"]],
  "Sumitra PW2 14-03.txt: 'Jitu said \"hamar angutha nai hai usme\", he never saw any bantwara'.")
q("witness", "Birendra Oraon ne court me kya bataya?",
  [["joint"], ["1979"], ["register ii", "register-ii", "रजिस्टर-ii"]], [["C04", "2026-08-22"]],
  "22.08.2026 sat toppo court PW3.txt: 'came with Register II. Jamabandi of khata 41 running jointly ... since 1979'.")
q("witness", "jaiswal ji wale case me accountant ne cross me kya kya maana",
  [["letter"], ["ledger"], ["signature"]], [["C06", "2026-10-15"]],
  "DW1 pankaj cross 15.10.2026.txt: 'never wrote any letter asking return of the security cheque ... ledger shows purchases ... cheque signature is of Mukesh Sinha'.")

# ---------------------------------------------------------------- open
q("open", "tirkey ke judgment me exactly kya mila, ek baar samjha do",
  [["quash"], ["reinstat"], ["back wages"], ["12 weeks", "twelve weeks", "12 hafta"]], [["C03", "2026-09-17"]],
  "Judgment 17.09.2026 para 4: orders quashed; reinstated; back wages for disciplinary authority; twelve weeks.")
q("open", "sumitra ke case me settlement ka kya scene hai abhi",
  [["1.5 acre", "1.5"], ["house", "ghar", "makan"], ["2 lakh"]], [["upload", "call dinesh 28-10.txt"], ["C04", "2026-10-10"]],
  "call dinesh 28-10.txt: 'offering 1.5 acre ... NO share in the khapra house ... Dinesh himself ok with land + Rs 2 lakh'.")

# ---------------------------------------------------------------- bare
q("bare", "kal ka matter?",
  [["rinki", "deepak", "214", "maintenance"], ["order"]], [["C05", "2026-11-13"]],
  "Typed on 10.12.2026; 13.11 note: 'order on 11.12.2026'.", today="2026-12-10")
q("bare", "december me kaun kaun date hai",
  [d("2026-12-11"), d("2026-12-17"), d("2026-12-19")], [["C05", "2026-11-13"], ["C06", "2026-11-26"], ["C04", "2026-11-21"]],
  "Next dates: C05 11.12 (order), C06 17.12 (defence args), C04 19.12 (DW1 cross); C01 reserved, C02 and C03 disposed.")
q("bare", "kal kahan jaana hai?",
  [["sumitra", "ormanjhi", "156", "bhola", "partition"], ["pw3", "halka", "karmchari", "register"]], [["C04", "2026-07-11"]],
  "Typed on Fri 21.08.2026; correction ormanjhi date.txt: '22/8 for PW3 (Halka Karmchari ...)'.", today="2026-08-21")

# ---------------------------------------------------------------- no_record
q("no_record", "lohardaga wala land acquisition case ka next date kya hai?",
  NR, [], "No Lohardaga matter, no land acquisition in any upload.", no_record=True, absent=["lohardaga", "acquisition"])
q("no_record", "tirkey writ me state ne LPA file kiya kya?",
  NR, [], "No appeal by the State (LPA / letters patent) in any upload of C03.", no_record=True, absent=["lpa", "letters patent"])
q("no_record", "barla ji wala matter kab lagega?",
  NR, [], "No client, party or counsel named Barla.", no_record=True, absent=["barla"])
q("no_record", "rinki case me deepak ne jo divorce petition dala tha uska kya hua?",
  NR, [], "No divorce petition in any upload of C05.", no_record=True, absent=["divorce"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Ranchi practice (bench/practices/ranchi; written from the uploads' "
                    "source_text by its writer, practice22; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
