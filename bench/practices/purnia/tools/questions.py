"""Write questions.json for the Purnia practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "kono record nai", "no note", "not in the notes"]]
TODAY = "2027-11-08"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"P-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "mukhiya ji wala pokhar case me pichla tarikh pe ki bhelai",
  [d("2027-04-06"), ["five", "5 (five)"], ["60,000", "60000", "sixty thousand"]], [["C01", "2027-04-06"]],
  "pokhar issues 6.4.docx: '06.04.2027 ... Deposit of Rs. 60,000 made ... Issues framed - 5 (five)'.", today="2027-04-10")
q("last_time", "haque sahab ka money suit me last date pe kya hua",
  [d("2027-09-01"), ["rejected", "खारिज"]], [["C02", "2027-09-01"]],
  "MS 37-2026 order 01.09.2027.pdf: '01.09.2027 ... handwriting expert ... Petition rejected.'")
q("last_time", "shahnawaz ke dahej case me last hazri pe kaun gawah hua tha",
  [d("2027-08-11"), ["jalil"]], [["C07", "2027-08-11"]],
  "Shahnawaz PW2 11.8.docx: '11.08.2027 PW2 Md. Jalil (informant's father) examined'.")
# next_date
q("next_date", "sunita claim ka agila tarikh kab achi", [d("2027-11-10")], [["C06", "2027-08-18"]],
  "IMG_20270818_170245.jpg: 'agila tarikh 10/11/27 (chhath ke baad)'.")
q("next_date", "khad bhandar 138 ka next date 1 nov hai na?", [d("2027-11-08")], [["upload", "correction khad ND.txt"]],
  "correction khad ND.txt (28.09.2027): 'agila tarikh galat likha - 01.11 nahi ... next date 08.11.2027'.",
  today="2027-09-29")
q("next_date", "rinku madam ka writ patna me kab laga hai", [d("2027-11-24")], [["C08", "2027-09-15"]],
  "CWJC 14512 of 2026 order 15.09.2027.pdf: 'List on 24.11.2027.'")
# count
q("count", "pokhar case me opposite party pe kitni baar kharcha laga",
  [["2", "two", "twice", "do baar"], ["200"], ["300"]], [["C01", "2026-12-21"], ["C01", "2027-07-13"]],
  "Tabrez chat 21/12/26: 'Rs 200 kharcha pe time diya'; IMG_20270713_181502.jpg: 'Rs 300 kharcha lagaya'.")
q("count", "jageshwar ke DCLR case me total kitni tarikh padi thi",
  [["8", "eight", "aath"], d("2027-07-08")],
  [["C03", "2026-11-26"], ["C03", "2026-12-17"], ["C03", "2027-01-21"], ["C03", "2027-02-18"], ["C03", "2027-03-18"],
   ["C03", "2027-04-22"], ["C03", "2027-05-20"], ["C03", "2027-07-08"]],
  "Munshi register Nov 26 (26.11.26), Tabrez chats (17/12/26, 18/02/27, 18/03/27), register Jan-Feb (21.01.27), "
  "DCLR args 22.04.docx, register May (20.05.27), BLDR order 08.07.2027 ('वाद निष्पादित') - eight dates.")
q("count", "sunita wale mact me ab tak kitne gawah ho gaye humare taraf se",
  [["2", "two", "do"], ["sunita"], ["ramdeo"]], [["C06", "2027-04-21"], ["C06", "2027-08-18"]],
  "Sunita AW1 21.4.txt: 'AW1 Sunita Devi examined'; IMG_20270818_170245.jpg: 'AW2 Ramdeo Rishideo aayal ... AE closed'.")
# yes_no
q("yes_no", "mukhiya ji ko pokhar me injunction mila tha kya",
  [["allowed in part"], ["60,000", "60000", "sixty thousand"]], [["C01", "2027-03-02"]],
  "TS 214-2026 order 02.03.2027.pdf: 'depositing Rs. 60,000 (sixty thousand) ... Petition allowed in part.'")
q("yes_no", "rajkumar sah (daru wala) ka bail hua ki nai",
  [d("2027-08-03"), ["25,000", "25000", "twenty five thousand"]], [["C05", "2027-08-03"]],
  "Bail Petn 1652-2027 order 03.08.2027.pdf: '03.08.2027 ... bail bond of Rs. 25,000/- ... Bail petition allowed.'")
q("yes_no", "pappu singh kabhi court aaya bhi hai ya sirf warant hi chal raha",
  [d("2027-03-15"), ["10,000", "10000"]], [["C04", "2027-03-15"]],
  "Tabrez chat (2) 15/03/27: 'Pappu Singh aa gaya!! BW pe surrender kiya ... Bail mil gaya Rs 10,000 ka bond'.")
# said
q("said", "jageshwar ke zamin pe CO ka report me kya aaya tha",
  [["2024"], ["kosi"], ["kabza"]], [["C03", "2027-03-18"]],
  "Tabrez chat (2) 18/03/27: 'zameen 2024 Kosi baadh ke baad nikla hai, kabza Jageshwar ka hai ... Report hamare favour me'.",
  today="2027-03-25")
q("said", "ashraf sahab ne samjhauta pe kya shart batayi thi shahnawaz case me",
  [["mehar"], ["saman"]], [["C07", "2027-05-12"]],
  "Shahnawaz PW1 cross 12.5.txt: 'Ashraf sahab: mehar ka paisa aur saman wapas ho to baat ho sakti hai.'")
q("said", "sunita case me insurance company ka WS me kya defence liya",
  [["lmv"], ["licence", "लाइसेंस"]], [["C06", "2027-02-10"]],
  "Munshi register Jan-Feb 2027, 10.02.27: 'बीमा कम्पनी का W.S. (लाइसेंस LMV)'.")
# judge_habit
q("judge_habit", "naaz madam har tarikh pe kya puchti hain", [["settle", "samjhauta", "settlement"]],
  [["C07", "2026-12-08"], ["C07", "2027-05-12"]],
  "IMG_20261208_165510.jpg: 'Madam ne poochha - \"samjhauta ka koi scope?\"'; 12.5 note: 'Madam ne phir poochha settlement?'")
q("judge_habit", "SJ-II singh madam evidence me kya mangti hai plaintif se", [["bahi"]], [["C02", "2027-03-03"]],
  "IMG20270303174010.jpg: 'Madam ne kaha plaintiff original bahi-khata aur kata parchi le ke aaye.'")
q("judge_habit", "DCLR sahab bahas ke time kya kagaj mangte hain", [["khatiyan"], ["lagan rasid"]], [["C03", "2027-04-22"]],
  "DCLR args 22.04.docx: 'DCLR sahab asked for: khatiyan (revisional survey) and lagan rasid of Jageshwar.'")
# pending_before
q("pending_before", "jageshwar wala mamla abhi kaha pending hai aur kab", [["dclr"], d("2027-04-22")],
  [["C03", "2027-03-18"]], "Tabrez chat (2): 'Sir DCLR - OP ka jawab ...'; 18/03/27: 'Argument ke liye date 22.04.2027'.",
  today="2027-03-20")
q("pending_before", "haque ka jute wala case kis court me hai, kis stage pe",
  [["sub judge-ii", "sub judge ii", "sj-ii"], ["d.e.", "defendant to adduce evidence"]], [["C02", "2027-09-01"]],
  "MS 37-2026 order 01.09.2027.pdf: 'IN THE COURT OF SUB JUDGE-II ... Defendant to adduce evidence. Put up for D.E.'")
# amount
q("amount", "haque sahab ka gulabbagh party pe kitna baaki hai", [["8,46,500", "846500", "8.465 lakh", "8.46 lakh"]],
  [["upload", "IMG-20260620-WA0011.jpg"]], "IMG-20260620-WA0011.jpg: 'Baki: Rs. 8,46,500'.")
q("amount", "jute wale ne set off kitna ka claim kiya WS me", [["1,10,000", "110000", "1.1 lakh", "1.10 lakh"]],
  [["upload", "CamScanner 03-02-2027 16.41.pdf"]], "CamScanner 03-02-2027 16.41.pdf: 'set-off of Rs. 1,10,000'.")
q("amount", "NH31 wala claim kitne ka file kiye the", [["42,50,000", "4250000", "42.5 lakh", "42.50 lakh"]],
  [["C06", "2026-12-02"]], "Doc1.docx (02.12.2026): 'Claim Rs. 42,50,000.'")
# pattern
q("pattern", "pappu singh wale me accused side baar baar kya karta hai", [["hazri", "हाजिरी"], ["time"]],
  [["C04", "2027-05-24"], ["C04", "2027-07-19"]],
  "CW1 affidavit khad bhandar.docx: 'sought time to cross'; register July 19.07.27: 'अभियुक्त अनुपस्थित, हाजिरी माफी (२०५) मंजूर'.")
q("pattern", "rinku writ me sarkar ka vakil har baar kya karta hai", [["time"], ["instructions"]],
  [["C08", "2027-02-17"], ["C08", "2027-09-15"]],
  "Order 17.02.2027: 'seeks further time ... instructions ... awaited'; order 15.09.2027: 'seeks time to obtain instructions'.")
# counsel_pattern
q("counsel_pattern", "RC jha babu pokhar case me aate bhi hain?", [["pairvikar"], ["absent"]],
  [["C01", "2026-12-21"], ["C01", "2027-07-13"]],
  "Tabrez chat 21/12/26: 'Ramesh babu ka pairvikar aaya tha time petition le ke'; 13/7/27: 'R.C. Jha sahab absent'.")
q("counsel_pattern", "choudhary ji jute case me kya kya chaal chal rahe", [["moisture"], ["handwriting"]],
  [["upload", "CamScanner 03-02-2027 16.41.pdf"], ["C02", "2027-09-01"]],
  "WS: 'moisture of more than 20%'; order 01.09.2027: 'petition ... to send ... to a handwriting expert ... only to delay'.")
# witness
q("witness", "pokhar case me PW2 kaun tha aur kya bola", [["sukhdeo"], d("2024-04-01")], [["C01", "2027-08-24"]],
  "New Microsoft Word Document.docx: 'PW2 Sukhdeo Sahni ... patta was signed in his presence on 01.04.2024'.")
q("witness", "rukhsar ne jirah me kya kya maana", [["likhit shikayat", "written complaint"], ["abrasion"]],
  [["C07", "2027-05-12"]],
  "Shahnawaz PW1 cross 12.5.txt: 'koi likhit shikayat nahi pehle'; 'injury report sirf PHC Baisi ka, abrasion'.")
q("witness", "khad case me CW2 kaun hai", [["sbi"], ["manager"]], [["C04", "2027-08-23"]],
  "khad 23.8.txt: 'Pandey ji ne SBI Kasba branch manager ko summons'.")
# open
q("open", "rinku teacher wala writ ka pura haal batao", [d("2026-04-20"), ["genuine"], d("2027-11-24")],
  [["upload", "Rinku termination letter.pdf"], ["C08", "2027-09-15"]],
  "Termination letter 'दिनांक 20.04.2026'; order 15.09.2027: 'TET certificate ... is genuine ... List on 24.11.2027.'")
q("open", "jageshwar diara wala DCLR case ka aakhir me kya hua", [d("2027-07-08"), ["निरस्त", "set aside"]],
  [["C03", "2027-07-08"]], "BLDR 86-2026-27 order 08.07.2027.pdf: 'आदेश दिनांक 08.07.2027 ... आदेश ... निरस्त किया जाता है'.")
# bare
q("bare", "pappu singh", [["cw2"], ["sbi"]], [["C04", "2027-09-27"]],
  "khad 27.9.txt: 'CW2 SBI Kasba manager absent'; correction: 'next date 08.11.2027 for CW2 (SBI manager)'.")
q("bare", "haque", [["d.e.", "defendant to adduce evidence"]], [["C02", "2027-09-01"]],
  "MS 37-2026 order 01.09.2027.pdf: 'Defendant to adduce evidence. Put up for D.E. on 08.11.2027.'")
# no_record
q("no_record", "gulabbagh mandi wala partition suit ka next date kya hai", NR, [],
  "No partition suit in any upload.", no_record=True, absent=["partition"])
q("no_record", "sunita claim lok adalat me kitne me settle hua tha", NR, [],
  "C06 never went to a Lok Adalat.", no_record=True, absent=["lok adalat"])
q("no_record", "shahnawaz case me supplementary chargesheet kab aaya", NR, [],
  "No supplementary charge-sheet in C07.", no_record=True, absent=["supplementary"])
q("no_record", "tiwari ji vakil ke saath hamar kaun case chal raha", NR, [], "No Tiwari in any upload.",
  no_record=True, absent=["tiwari"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Purnia practice (bench/practices/purnia; written from the uploads' "
                    "source_text by its writer, practice109; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
