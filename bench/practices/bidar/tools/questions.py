"""Write questions.json for the Bidar practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the chamber's 10/3 when `short`)."""
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
       "no matching", "record illa", "kuch nahi", "don't have", "do not have", "not found", "no note", "not in the notes"]]
TODAY = "2027-03-10"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"B-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


LAKH_9_5 = ["9,50,000", "950000", "9.5 lakh", "9.50 lakh", "9,50,000/-"]

# last_time
q("last_time", "chitta partition alli last date enu aaytu?",
  [d("2027-01-20"), ["commissioner", "commr"], ["objection"]], [["C01", "2027-01-20"]],
  "chitta commissioner report 20.1.docx: 'Commissioner (ADLR surveyor Sri. Prakash Telang) report filed ... Biradar to file objections'.")
q("last_time", "laxmibai MACT last hearing wat hapnd",
  [d("2027-02-02"), LAKH_9_5, ["refused", "kam aagide"]], [["C03", "2027-02-02"]],
  "laxmibai args 2.2.27.docx: 'KKRTC ready to pay Rs. 9,50,000 in conciliation - Laxmibai refused'.")
q("last_time", "fatima begum AC appeal last time kya hua",
  [d("2026-10-07"), ["reserved"]], [["C05", "2026-10-07"]],
  "RA 34 orders reserved 7.10.docx: 'Orders reserved. Next 18.11.2026 for orders.'", today="2026-10-10")
# next_date
q("next_date", "chita vaatni case nxt date?",
  [d("2027-03-10")], [["upload", "correction chitta date.txt"], ["upload", "Bidar PSCJ cause list 10.03.2027.pdf"]],
  "correction chitta date.txt: 'next 03.03.2027 anta bardidde - tappu ... sari date 10.03.2027'; cause list 10.03.2027 item 2. The 20.1 note says 03.03 (wrong).")
q("next_date", "Raju Kamble case ka next kab hai, kis ke liye",
  [d("2027-03-11"), ["defence evidence", "de ke liye", "dw"]], [["C04", "2027-02-04"]],
  "WhatsApp Chat with Sameer Jr Kalyan (2).txt 04/02/27: 'DE ke liye ND 11/3/27'.")
q("next_date", "swamy writ kalaburagi next date yavaga",
  [d("2026-11-23"), ["compliance", "dc", "deputy commissioner"]], [["C06", "2026-09-21"]],
  "WP 201877-2025 order 21.09.2026.pdf: 'R2 shall consider and decide it within eight weeks ... List on 23.11.2026 for reporting compliance.'",
  today="2026-09-25")
# count
q("count", "laxmibai MACT me total kitne witness examine hue dono side se",
  [["3", "three"], ["ghodke"], ["rathod"]], [["C03", "2026-06-16"], ["C03", "2026-09-08"], ["C03", "2026-10-27"]],
  "Register 16.06: PW1 Laxmibai affidavit; MVC 233 PW2 8 sept.docx: 'PW2 Ramesh Ghodke'; 27/10 photo: 'RW1 Shankar Rathod'.")
q("count", "kamble sessions case prosecution ne kitne PW examine kiye",
  [["4", "four"], ["ambadas"], ["gururaj"]], [["C04", "2026-06-25"], ["C04", "2026-08-06"], ["C04", "2026-09-17"], ["C04", "2026-12-17"]],
  "kamble PW1 25.6.txt 'PW1 Ambadas'; 6/8 photo 'PW2 Sunil'; doctor PW3 17-9.txt 'PW3 Dr. Shilpa Reddy'; kamble IO evidence 17.12.docx 'PW4 PSI Gururaj Patil ... Prosecution closed evidence'.")
q("count", "chitta case alli biradar side inda eshtu sala adjourn aaytu",
  [["2", "two", "twice"], ["500"]], [["C01", "2026-06-10"], ["C01", "2026-08-19"]],
  "Register 10.06: 'ಬಿರಾದಾರ ವಕೀಲರು ಪಾಟಿಸವಾಲಿಗೆ ಸಮಯ ಕೇಳಿದರು'; order sheet 19.08.2026: 'Counsel for D1 absent ... costs of Rs. 500/-'.")
# yes_no
q("yes_no", "birajdar ne 143A ka 96000 bhara kya ab tak?",
  [["not yet deposited", "not paid", "not deposited"], ["recovery"]], [["C02", "2027-01-29"]],
  "CC 412-2025 order 29.01.2027.pdf: 'Interim compensation u/s 143A not yet deposited; recovery warrant issued.'")
q("yes_no", "imran pasha ko bail mila tha na? conditions kya",
  [["allowed", "granted"], ["sunday"], ["1,00,000", "100000", "1 lakh"]], [["C07", "2026-08-18"]],
  "Crl.Misc 620-2026 bail order.pdf: 'Petition ... is allowed ... personal bond for Rs. 1,00,000/- ... attendance ... every Sunday'.")
q("yes_no", "AC ne fatima ke khet pe stay diya kya",
  [["status quo"], ["rtc", "col. 9"]], [["C05", "2026-05-27"]],
  "20260527_124955.jpg: 'Our IA for stay - AC: status quo, no further entry in RTC col. 9/11 till disposal.'", today="2026-06-01")
# said
q("said", "PW2 sunil ne cross me kya bola kamble case me",
  [["andhera", "dark"], ["hostile"]], [["C04", "2026-08-06"]],
  "IMG_20260806_174405.jpg: 'In cross: \"andhera tha, who hit with what I did not see\" - PP treated partly hostile re A1.'")
q("said", "ayub bhai ne cross me ledger ke baare me kya bola",
  [["4,80,000", "480000", "4.8 lakh"], ["munim"]], [["C02", "2026-10-09"]],
  "ayub CW1 cross 9.10.docx: '\"ledger me likha hai, 4,80,000 baaki\". Admitted the cheque date was filled by his munim'.",
  today="2026-10-15")
q("said", "revanappa enu helidru chitta case alli deposition nalli",
  [["2019"], ["vaatni", "m.r. register"]], [["C01", "2026-09-23"]],
  "IMG_20260923_160844.jpg: 'PW2 Revanappa ... deposed Veerappa's name in pahani till 2019, no vaatni entry ever in M.R. register.'")
# judge_habit
q("judge_habit", "Hiremath madam usually first enu kelthare",
  [["pahani", "rtc"]], [["C01", "2026-03-04"], ["C01", "2026-07-15"]],
  "4/3/26 photo: 'Madam first asked: pahani/RTC extracts file maadi'; OS118 PW1 cross 15-07.txt: 'madam herself asked for all pahanis'.")
q("judge_habit", "kulkarni sir basavakalyan me har date pe kya poochte",
  [["143a"], ["paid", "paisa", "deposit"]], [["C02", "2026-08-21"], ["C02", "2026-10-09"], ["C02", "2026-12-18"]],
  "Sameer chat 21/08/26: 'Kulkarni sir poch re the 143A ka paisa diya ki nai'; 9.10 docx: 'pay before next date'; 18.12 docx: 'again asked about 143A - still not paid'.")
q("judge_habit", "desai sir MACT alli yavaglu enu kelthare",
  [["income"], ["passbook"]], [["C03", "2026-03-10"], ["C03", "2026-07-28"]],
  "20260310_171530.jpg: 'Desai sir asked: income proof enu? ... bank passbook tharabeku'; laxmibai PW1 cross 28.7.txt: 'Desai sir happy with passbook'.")
# pending_before
q("pending_before", "Gowda madam ke paas mera kya pending hai",
  [["kamble", "raju", "56/2025", "56/25"], d("2027-03-11")], [["C04", "2027-02-04"]],
  "Sameer chat (2) 04/02/27: 'Kamble SC 56 - 313 statements hogaye ... DE ke liye ND 11/3/27'.")
q("pending_before", "shivaprakash J mundhe nandu yav matter ide",
  [["swamy", "basavaraj", "201877"], d("2027-03-15")], [["C06", "2027-01-18"]],
  "PXL_20270118_162233.jpg: 'Klb bench - WP 201877/25 ... Next 15/3/27.'")
# amount
q("amount", "birajdar cheque amount eshtu",
  [["4,80,000", "480000", "4.8 lakh", "4,80,000/-"]], [["upload", "cheque return memo Birajdar.pdf"]],
  "cheque return memo Birajdar.pdf: 'Cheque No. 004417 dated 20.08.2025 for Rs. 4,80,000/-'.")
q("amount", "DC ne swamy ko kitna compensation fix kiya",
  [["6,40,000", "640000", "6.4 lakh"]], [["C06", "2027-01-18"]],
  "PXL_20270118_162233.jpg: 'DC Bidar order 30.11.26 - Rs. 6,40,000 fixed (less 1.2 lakh paid)'.")
q("amount", "chitta case commissioner fee entu kattbeku",
  [["3,000", "3000"]], [["C01", "2026-11-04"]],
  "IMG-20261104-WA0011.jpg: 'ಕಮಿಷನರ್ ಶುಲ್ಕ ರೂ. 3,000 ವಾದಿಯವರು ಕಟ್ಟಬೇಕು'.")
# pattern
q("pattern", "fatima AC appeal me baar baar adjourn kyun hota tha",
  [["ಕಡತ", "records", "file"], ["election"]], [["C05", "2026-04-29"], ["C05", "2026-08-26"]],
  "IMG-20260429-WA0010.jpg: 'ತಹಶೀಲ್ದಾರ ಕಚೇರಿಯಿಂದ ಕಡತ ಬಂದಿಲ್ಲ'; Khaleel chat 26/08/26: 'AC election duty pe hai'.")
q("pattern", "KKRTC ka defence laxmibai case me consistently kya raha",
  [["wrong side"], ["helmet"]], [["C03", "2026-03-10"], ["C03", "2026-10-27"]],
  "20260310_171530.jpg: 'says Gundappa wrong side, no helmet, 50% contributory'; 27/10 photo: 'bike came from wrong side suddenly'.")
# counsel_pattern
q("counsel_pattern", "jadhav vakil basavakalyan wala usually kya karta",
  [["blank", "security"], ["exemption"]], [["C02", "2026-06-12"], ["C02", "2026-11-13"]],
  "ayub 12 june plea.txt: 'cheque was given blank as security in 2023'; Sameer chat (2) 13/11/26: 'Jadhav ne exemption dala'.")
q("counsel_pattern", "biradar chitta case alli dates ge hege maadtare",
  [["time", "ಸಮಯ"], ["absent"], ["500"]], [["C01", "2026-06-10"], ["C01", "2026-08-19"]],
  "Register 10.06: 'ಬಿರಾದಾರ ವಕೀಲರು ಪಾಟಿಸವಾಲಿಗೆ ಸಮಯ ಕೇಳಿದರು'; order sheet 19.08.2026: 'Counsel for D1 absent ... costs of Rs. 500/-'.")
# witness
q("witness", "MACT laxmibai eyewitness yaaru",
  [["ramesh ghodke", "ghodke"], ["auto"]], [["C03", "2026-09-08"]],
  "MVC 233 PW2 8 sept.docx: 'PW2 Ramesh Ghodke (auto driver, eyewitness) examined'.")
q("witness", "kamble case IO kaun hai, aaya tha kya",
  [["gururaj patil", "gururaj"], ["warrant", "nbw"]], [["C04", "2026-11-05"], ["C04", "2026-12-17"]],
  "Sameer chat (2) 05/11/26: 'IO PSI Gururaj Patil nahi aaya. Gowda madam ne NBW issue kiya'; 17.12 docx: 'came on warrant'.")
q("witness", "cheque case me bank manager ka naam",
  [["bhalke", "nagesh"]], [["C02", "2026-12-18"]],
  "CW2 bank manager 18.12.26.docx: 'CW2 Sri. Nagesh Bhalke, Branch Manager, Bidar DCC Bank Hulsoor'.")
# open
q("open", "fatima begum appeal ka poora summary do",
  [["died", "death"], ["allowed"], ["remand", "tahsildar"]], [["C05", "2026-03-18"], ["C05", "2026-11-18"]],
  "AC appeal Fatima 18.3.docx: 'Abdul Razzaq died 03.02.2025 - sale deed 12.02.2025'; AC order: 'The appeal is allowed ... remanded to the Tahsildar'.")
q("open", "swamy GESCOM writ ka status batao short me",
  [["1,20,000", "120000", "1.2 lakh"], ["6,40,000", "640000", "6.4 lakh"], d("2027-03-15")], [["C06", "2026-07-20"], ["C06", "2027-01-18"]],
  "kamthana writ 20.7.txt: 'Rs. 1,20,000 already paid'; PXL_20270118_162233.jpg: 'Rs. 6,40,000 fixed ... Next 15/3/27'.")
# bare
q("bare", "chitta", [["objection"], ["commissioner", "commr"]],
  [["C01", "2027-01-20"], ["upload", "Bidar PSCJ cause list 10.03.2027.pdf"]],
  "Cause list 10.03.2027: 'O.S. 118/2024 ... Objections to Commr. report'; 20.1 docx: 'Biradar to file objections to the report'.")
q("bare", "laxmibai args", [["reply", "deshmukh"], LAKH_9_5], [["C03", "2027-02-02"]],
  "laxmibai args 2.2.27.docx: 'Deshmukh's reply arguments next date ... KKRTC ready to pay Rs. 9,50,000'.")
# no_record
q("no_record", "humnabad wala injunction suit ka next date kya hai", NR, [],
  "No injunction suit in any upload (Humnabad is only the Tahsildar's office in the AC appeal).", no_record=True,
  absent=["injunction"])
q("no_record", "laxmibai MACT lok adalat alli settle aaytha?", NR, [],
  "C03 was never sent to a Lok Adalat (only an offer in conciliation, refused).", no_record=True, absent=["lok adalat"])
q("no_record", "raju kamble ko anticipatory bail kab mila tha", NR, [],
  "No anticipatory bail anywhere in C04.", no_record=True, absent=["anticipatory"])
q("no_record", "gaikwad vakil ke saath mera kaun sa case hai", NR, [], "No Gaikwad in any upload.", no_record=True,
  absent=["gaikwad"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Bidar practice (bench/practices/bidar; written from the uploads' "
                    "source_text by its writer, practice 117, an outsider; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
