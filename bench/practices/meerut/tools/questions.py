"""Write questions.json for the Meerut practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note", "not in the notes"]]
TODAY = "2027-02-01"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"M-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)

# last_time
q("last_time", "rajbala wale MACT me pichli tareekh pe kya hua",
  [d("2027-01-19"), ["vipin", "investigator", "dw1"], ["genuine"]], [["C01", "2027-01-19"]],
  "MACP 318 DW1 19.01.2027.docx: 'DW1 Vipin Chauhan (investigator ...' and 'licence ... is GENUINE ... Evidence closed'.")
q("last_time", "dharamveer ke batware me last date pe ke hua tha",
  [d("2026-12-21"), ["jaiveer", "जयवीर"], ["साक्ष्य समाप्त", "evidence closed", "evidence is closed"]], [["C02", "2026-12-21"]],
  "vaad 1548-2025 aadesh 21.12.2026.pdf: 'प्रतिवादी सं. 1 जयवीर सिंह का बयान ... उभय पक्ष का साक्ष्य समाप्त'.")
q("last_time", "preeti wale ST me pichhli peshi pe kya hua",
  [d("2026-07-29"), ["bailable warrant", "warrant"], ["doctor", "bhardwaj", "pw3"]], [["C04", "2026-07-29"]],
  "29.7.26 ADJ-7.txt: 'Koi gawah nahi aaya ... PW3 Dr. Alok Bhardwaj ... ko bailable warrant jaari kiya'.",
  today="2026-08-01")
# next_date
q("next_date", "rajbala MACT ki agli tareek kab h aur kis liye",
  [d("2027-02-16"), ["argument", "bahas"]], [["C01", "2027-01-19"]],
  "MACP 318 DW1 19.01.2027.docx: 'Evidence closed. Arguments - ND 16.02.2027.'")
q("next_date", "satish accident claim next date?",
  [d("2026-11-03")], [["upload", "correction MACT date.txt"]],
  "correction MACT date.txt: 'ND 4.11 likh di - galat hai ... MACT ki sahi agli tarikh 03.11.2026'. The 15/9 page says 4.11 (wrong).",
  today="2026-09-20")
q("next_date", "goyal ki dukaan wale me faisla kab sunayenge",
  [d("2027-02-05")], [["C06", "2026-12-04"]],
  "Goyal SCC 87-2024 args 04.12.2026.docx: 'Arguments concluded. Madam: judgment on 05.02.2027.'")
# count
q("count", "waseem ne ab tak kitni baar hazri maafi li",
  [["3", "three", "teen"]], [["C03", "2026-05-21"], ["C03", "2026-08-20"], ["C03", "2026-11-26"]],
  "Shivani chat (2) 21/05: 'hazri maafi lagayi, allow ho gayi'; order 20.08: 'हाज़िरी माफ़ी ... यह दूसरा अवसर'; chat (3) 26/11: 'teesri baar absent ... hazri maafi li'. Three.")
q("count", "batware me malik vakil ne kitni dafa mohlat li",
  [["3", "three", "teen"]], [["C02", "2026-02-09"], ["C02", "2026-06-15"], ["C02", "2026-11-23"]],
  "register 09.02: 'यशपाल मलिक ... आपत्ति दाखिल करने को मोहलत माँगी'; sardhana 15 june.txt: 'tabiyat kharab, mohlat mil gayi'; 20261123: 'Malik sahab fir nahi aaye, tabiyat ki arzi dobara'. Three.")
q("count", "consumer commission me kitni baar quorum nahi tha shivalik wale me",
  [["2", "two", "twice", "do baar"]], [["C07", "2026-05-13"], ["C07", "2026-11-11"]],
  "Shivani chat (2) 13/05: 'aaj quorum nahi tha, member ma'am leave pe'; Vikas chat 11/11: 'quorum nahi tha ... Doosri baar aisa hua'. Two.")
# yes_no
q("yes_no", "lalla ko bail mili ya nhi",
  [["yes", "haan", "granted", "released", "ho gayi", "mil gayi"], d("2026-07-15")], [["C05", "2026-07-15"]],
  "BAIL-28741-2026 order 15.07.2026.pdf: 'let the applicant be released on bail ... Order Date :- 15.7.2026'.")
q("yes_no", "star sports wale ka 351 ka bayan ho gaya kya",
  [["nahi hua", "not recorded", "not yet", "no,", "deferred", "not been recorded", "abhi nahi"], d("2027-02-11")],
  [["C03", "2026-11-26"]],
  "WhatsApp Chat with Shivani Chaudhary (3).txt 26/11: '351 ka bayan nahi hua. ND 11/2/27'.")
q("yes_no", "arora ne dukaan me kisi aur ko bitha rakha h kya",
  [["yes", "haan", "admitted", "maan gaya"], ["shivam"], ["saala", "brother-in-law"]], [["C06", "2026-08-21"]],
  "IMG_20260821_165510.jpg: 'maan gaya: ... \"Shivam Mobile\" baithta hai 2022 se, Shivam uska saala hai ... admitted!'",
  today="2026-09-01")
# said
q("said", "verma sahab ne satish ki salary ke baare me kya kaha tha",
  [["original"], ["wage register", "register"], ["photocopy"]], [["C01", "2026-04-07"]],
  "Rajbala PW1 7.4.26.docx: 'Verma sahab ne kaha original salary certificate aur mill ka wage register mangwao, photocopy se kaam na chalega'.")
q("said", "preeti ke pita ne jirha me kya kya maana",
  [["shikayat", "complaint"], ["holi"], ["creta"]], [["C04", "2026-03-11"]],
  "PW1 cross Ramesh Chand 11.03.2026.docx: 'kabhi police ... me dahej ki koi shikayat nahi ki'; 'Preeti Holi pe ... khushi-khushi wapas gayi'; '\"Creta\" ka lafz 180 BNSS ke bayan me nahi hai'.")
q("said", "sdm madam ne dharamveer wale me kurra ke baare me kya bola",
  [["kurra"], ["sujhav", "suggestion"]], [["C02", "2026-09-21"]],
  "Dharamveer PW1 21-09-2026.docx: 'SDM madam ne kaha dono paksh kurra par sujhav de do.'")
# judge_habit
q("judge_habit", "yadav sahab 138 ke case me sabse pehle kya karte h",
  [["mediation"]], [["C03", "2026-02-12"], ["C03", "2026-04-09"]],
  "Shivani chat 12/02: 'Yadav sir ne accusation samjha ke mediation bhej diya'; Star Sports 9.4.26.docx: 'Mediation centre report'.")
q("judge_habit", "sardhana wali SDM ki tareekhen kyu nikal jaati hain",
  [["avkash", "अवकाश", "leave"], ["kanwar", "काँवड़", "kanwad"]], [["C02", "2026-03-16"], ["C02", "2026-08-10"]],
  "register 16.03.2026: 'SDM साहिबा अवकाश पर'; register 10.08.2026: 'SDM साहिबा काँवड़ मेला ड्यूटी पर, सुनवाई नहीं हुई'.")
q("judge_habit", "ADJ 7 sharma ji gawah na aaye to kya karte hain",
  [["bailable warrant", "warrant"], ["ssp", "वरिष्ठ पुलिस अधीक्षक", "पुलिस अधीक्षक"]], [["C04", "2026-07-29"], ["C04", "2026-11-04"]],
  "29.7.26 ADJ-7.txt: 'Sharma ji ne PW3 ... ko bailable warrant jaari kiya'; order 04.11.2026: 'सम्मन वरिष्ठ पुलिस अधीक्षक, मेरठ के माध्यम से'.")
# pending_before
q("pending_before", "10 feb consumer wali bahas se pehle kya karna baaki hai",
  [["written arguments", "written argument"], ["5/2", "5 feb", "05.02.2027", "5th feb", "february 5", "5 february"]],
  [["upload", "Plan 25 Jan - 6 Feb.docx"]],
  "Plan 25 Jan - 6 Feb.docx: 'Wed 10/2 Consumer - Shivalik - final arguments. Written arguments abhi tak file nahi hue - 5/2 tak file karne hain!'")
q("pending_before", "aaj sardhana wali bahas ke liye kya kya ready chahiye",
  [["kurra"], ["tubewell", "311"], ["lekhpal", "khatauni"]], [["upload", "Plan 25 Jan - 6 Feb.docx"]],
  "Plan: 'Mon 1/2 Sardhana SDM - Dharamveer batwara - ... kurra ka sujhav (311 tubewell wala hissa) ready. Khatauni + lekhpal report file me.'")
# amount
q("amount", "waseem ka cheque kitne ka tha",
  [["4,86,500", "486500", "486,500", "4.865 lakh", "4.86 lakh"]], [["upload", "return memo Star Sports.pdf"]],
  "return memo Star Sports.pdf: 'Cheque No. 002317 dated 10.05.2025 for Rs. 4,86,500/-'.")
q("amount", "satish ki tankhwah kitni saabit hui mill wale gawah se",
  [["19,480", "19480"]], [["C01", "2026-05-12"]],
  "rajbala 12 may.txt: 'Proved salary Rs. 19,480 pm (July 2025)'.", today="2026-05-15")
q("amount", "vikas tyagi ne builder ko kitna paisa de rakha hai",
  [["38,60,000", "3860000", "3,860,000", "38.6 lakh", "38.60 lakh"]], [["upload", "Shivalik payments IMG_20251005_190233.jpg"]],
  "Shivalik payments ledger: 'Amount received till date: Rs. 38,60,000 (14 receipts ...)'.")
# pattern
q("pattern", "kin kin case me saamne wale pe cost lagi is saal",
  [["rajbala", "mact", "satish", "oriental", "राजबाला"], ["waseem", "star sports", "cheque", "138", "वसीम"]],
  [["C01", "2026-11-03"], ["C03", "2026-08-20"]],
  "order 03.11.2026 MACP 318: '500/- रुपये हर्जे पर ... अंतिम अवसर'; order 20.08.2026 परिवाद 5621: 'प्रार्थना पत्र 300/- रुपये हर्जे पर स्वीकार'.")
q("pattern", "kaunse matters me court ki wajah se hi date nikal gayi bina sunwai",
  [["dharamveer", "batwara", "sardhana", "धर्मवीर", "सरधना"], ["shivalik", "consumer", "vikas", "builder"]],
  [["C02", "2026-03-16"], ["C02", "2026-08-10"], ["C07", "2026-05-13"], ["C07", "2026-11-11"]],
  "registers 16.03 'SDM साहिबा अवकाश पर' and 10.08 'काँवड़ मेला ड्यूटी पर, सुनवाई नहीं हुई'; Shivani chat 13/05 and Vikas chat 11/11 'quorum nahi tha'.")
# counsel_pattern
q("counsel_pattern", "farooq ansari har date pe kya karta hai",
  [["hazri maafi", "हाज़िरी माफ़ी", "exemption"]], [["C03", "2026-05-21"], ["C03", "2026-08-20"], ["C03", "2026-11-26"]],
  "Shivani chats 21/05 'Ansari sir ne hazri maafi lagayi', 20/08 'Hazri maafi 300 cost pe allow', 26/11 'medical laga ke hazri maafi li'.")
q("counsel_pattern", "yashpal malik batware me kya bahana lagate hain",
  [["tabiyat", "unwell", "biimar", "health"]], [["C02", "2026-06-15"], ["C02", "2026-11-23"]],
  "sardhana 15 june.txt: 'arzi lagayi \"vakil sahab ki tabiyat kharab\"'; 20261123: 'tabiyat ki arzi dobara'.")
# witness
q("witness", "post mortem wale doctor ne cross me kya bataya",
  [["oblique", "non-continuous"], ["no other injury", "no other external injury"], ["fsl", "viscera"]], [["C04", "2026-09-16"]],
  "PW3 doctor 16.9.26.docx: 'ligature mark oblique, non-continuous ... no other external injury ... viscera preserved - FSL report not on file'.")
q("witness", "mahipal ne kya gawahi di",
  [["galat side", "wrong side"], ["4471"]], [["C01", "2026-09-15"]],
  "20260915_173322.jpg: 'truck galat side se overtake kar ra tha ... \"truck ki light me, UP15 AT 4471\"'.")
q("witness", "preeti ki maa kusum ne jirah me kya maana",
  [["sasural"], ["180"], ["alag", "separate"]], [["C04", "2026-06-10"]],
  "Kusum PW2 10 June.docx: 'ek baar bhi Preeti ke sasural nahi gayi - admitted'; 'Phone wali baat 180 ke bayan me nahi'; 'Brahmpal (sasur) alag makaan me rehta hai'.")
# open
q("open", "lalla wale gangster case ka poora haal batao",
  [["criminal history"], ["chart"], d("2026-07-15")], [["C05", "2026-05-22"], ["C05", "2026-07-15"]],
  "Lalla bail 22 May.docx: 'six cases in criminal history ... give a chart'; order 15.07.2026: 'released on bail'.")
q("open", "shivalik flat wala case short me samjhao",
  [["force majeure", "covid"], ["38,60,000", "3860000", "38.6 lakh", "38.60 lakh"], d("2027-02-10")],
  [["C07", "2026-03-25"], ["C07", "2026-11-11"]],
  "Shivalik WV 25-03-26.docx: 'force majeure - Covid ... paid Rs. 38,60,000 out of 41,25,000'; Vikas chat 11/11: 'Agli tarikh 10 Feb 2027, final arguments'.")
# bare (the lawyer's day, Mon 01.02.2027: Dharamveer at Sardhana, Preeti ST at ADJ-7)
q("bare", "IO jirah", [["dinesh"], ["fsl"], ["chunni"]], [["C04", "2026-12-16"]],
  "20261216_162530.jpg: 'PW4 IO SI Dinesh Kumar ... FSL report kyon nahi mangayi ... (chunni) seal nahi kiya ... ND 1.2.27'.")
q("bare", "dharamveer", [["preliminary decree", "प्रारम्भिक डिक्री"], ["kurra", "tubewell"]],
  [["C02", "2026-12-21"], ["upload", "Plan 25 Jan - 6 Feb.docx"]],
  "order 21.12.2026: '01.02.2027 को प्रारम्भिक डिक्री पर बहस'; plan: 'bahas on preliminary decree ... kurra ka sujhav (311 tubewell wala hissa)'.")
# no_record
q("no_record", "mawana wale chakbandi case ki tareekh kab hai", NR, [],
  "No consolidation (chakbandi) matter and nothing at Mawana in any upload.", no_record=True, absent=["chakbandi", "mawana"])
q("no_record", "rajbala wale claim me lok adalat me settlement ki baat hui thi na?", NR, [],
  "C01 was never before a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat"])
q("no_record", "preeti ST me second post mortem wali arzi ka kya bana", NR, [],
  "No second post-mortem or exhumation was ever sought in C04.", no_record=True,
  absent=["second post mortem", "second post-mortem", "exhumation"])
q("no_record", "kapil gurjar vakil ke saath mera kaunsa case chal raha", NR, [], "No Gurjar in any upload.",
  no_record=True, absent=["gurjar"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Meerut practice (bench/practices/meerut; written from the uploads' "
                    "source_text by its writer, practice72; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
