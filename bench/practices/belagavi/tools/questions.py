"""Write questions.json for the Belagavi practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "no note", "not in the notes", "yavude record illa"]]
TODAY = "2027-01-07"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"B-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "souharda 138 dalli last date enaytu?",
  [d("2026-11-20"), ["313", "351", "statement of the accused", "statement of accused"], ["defence evidence", "accused himself"]],
  [["C01", "2026-11-20"]],
  "CC 1187-2025 order 20.11.2026.pdf: 'Statement of the accused under Section 351 of BNSS recorded ... For defence evidence.'")
q("last_time", "gangavva partition last time kay zhala",
  [d("2026-11-16"), ["handwriting", "truth forensic", "expert"], ["8,000", "8000"]], [["C04", "2026-11-16"]],
  "IMG_20261116_170318.jpg: 'IA (handwriting expert) ALLOWED ... Truth Forensic, Dharwad. Fee 8,000 by plaintiff.'")
q("last_time", "pakya bail last hearing alli en aaytu",
  [d("2026-03-17"), ["argued", "arguments"], d("2026-03-20")], [["C07", "2026-03-17"]],
  "pakya args 17.3.txt: '17 March ... Argued: jatra fight, simple injuries ... Orders 20.3.26.'", today="2026-03-18")
# next_date
q("next_date", "gangavva case next date?", [d("2027-01-11")], [["upload", "correction gangavva ND.txt"]],
  "correction gangavva ND.txt: 'I wrote ND 18.1.27 - wrong ... Gangavva next date is 11.01.2027'. The 16.11 diary page says 18.1.27 (wrong).")
q("next_date", "kadam factory suit mundina date yavaga, yaakke",
  [d("2027-01-12"), ["dw1", "yaragatti", "cross"]], [["C02", "2026-12-07"]],
  "kadam DW1 7 dec.txt: 'Our cross deferred ... ND 12.01.2027 - cross of DW1.'")
q("next_date", "hosamani RSA dharwad next kab hai", [d("2026-10-07")], [["C06", "2026-08-12"]],
  "Doc1.docx (12.08.2026): 'ND 07.10.2026.'", today="2026-08-15")
# count
q("count", "desai vakilru souharda case alli eshtu sala time tagondru ivattinavarege",
  [["3", "three", "moonu"]], [["C01", "2026-04-24"], ["C01", "2026-06-05"], ["C01", "2026-08-21"]],
  "chat (2) 24/04: 'Desai sir absent, his junior took time for cross'; 05/06: 'He again wanted time - given'; "
  "IMG20260821183045.jpg: 'Desai: accd wants to settle ... Madam gave time for settlement'.")
q("count", "savita maintenance madhe ata paryant kiti tarkha zhalya",
  [["9", "nine", "ombattu"]],
  [["C03", "2026-01-21"], ["C03", "2026-02-25"], ["C03", "2026-03-25"], ["C03", "2026-04-22"], ["C03", "2026-06-10"],
   ["C03", "2026-07-22"], ["C03", "2026-09-09"], ["C03", "2026-11-04"], ["C03", "2026-12-16"]],
  "Hearings 21.1, 25.2, 25.3, 22.4, 10.6, 22.7, 9.9, 4.11, 16.12 (diary, chats, order, July notes, register).")
q("count", "hosamani RSA ge dharwad ge eshtu sala list aagide",
  [["6", "six", "aaru"]],
  [["C06", "2026-02-04"], ["C06", "2026-03-18"], ["C06", "2026-06-17"], ["C06", "2026-08-12"], ["C06", "2026-10-07"],
   ["C06", "2026-12-09"]],
  "Orders 04.02 and 07.10; notes 18.3, 17 June (Pooja), 12.08 (Doc1), 9/12 diary.")
# yes_no
q("yes_no", "kadam case alli factory ge cost haakidra?", [["500"], d("2026-10-26")], [["C02", "2026-10-26"]],
  "OS 231-2025 order 26.10.2026.pdf: 'Time granted subject to costs of Rs. 500/- payable to the plaintiff.'")
q("yes_no", "gavade MACT alli lorry owner appear aagidna",
  [["exparte", "ex parte", "ex-parte", "ಏಕಪಕ್ಷೀಯ"]], [["C05", "2026-01-27"], ["C05", "2026-04-09"]],
  "IMG-20260127-WA0008.jpg: 'ಲಾರಿ ಮಾಲೀಕ (R1) ಗೈರುಹಾಜರ - ಏಕಪಕ್ಷೀಯ (exparte)'; order 09.04: 'R1 - exparte.'")
q("yes_no", "savita la interim maintenance milala ka?",
  [["6,000", "6000"], ["3,000", "3000"], d("2026-04-22")], [["C03", "2026-04-22"]],
  "Family Court order 22.04.2026: 'interim maintenance of Rs. 6,000/- ... and Rs. 3,000/- per month to petitioner No. 2'.",
  today="2026-05-01")
# said
q("said", "gangavva cross alli sign bagge en helidlu",
  [["denies", "sahi nanddalla", "never signed"], ["thumb", "bank paper", "tithi"]], [["C04", "2026-09-28"]],
  "20260928_175540.jpg: 'Gangavva: \"sahi nanddalla\" - denies signature; admits thumb on one paper at appa's tithi'.")
q("said", "kadam maga agreement bagge yenu helida",
  [["slip ge matra", "yaavdu agreement illa", "no agreement", "only slips"]],
  [["upload", "WhatsApp Chat with Santosh Kadam (Ningappa son).txt"]],
  "chat 07/12/26 6:15 pm: 'Illa sir, slip ge matra sign madtare. Yaavdu agreement illa'.")
q("said", "mahesh ne cross madhe kay kabul kela",
  [["auto-rickshaw", "auto rickshaw", "rickshaw"], ["july"]], [["C03", "2026-11-04"]],
  "chat (3) 04/11: 'He admitted auto-rickshaw KA-22-B-xxxx is in his name ... Also admits he did not pay from July.'")
# judge_habit
q("judge_habit", "bhat saheb partition alli yav document yavaglu kelthare",
  [["rtc", "pahani", "ಪಹಣಿ"], ["m.r.", "mutation", "ಎಂ.ಆರ್"]], [["C04", "2026-03-16"], ["C04", "2026-06-22"]],
  "IMG-20260316-WA0011.jpg: '2005 ರಿಂದ ಎಲ್ಲಾ ವರ್ಷಗಳ ಪಹಣಿ ಮತ್ತು ಎಂ.ಆರ್. ಪ್ರತಿ ಕೇಳಿದರು'; 22.06 docx: 'again wants RTC of every year ... M.R. 27/2019-20'.")
q("judge_habit", "kallur madam maintenance matters alli usually en madthare",
  [["counsellor"], ["arrears", "ಬಾಕಿ"]], [["C03", "2026-02-25"], ["C03", "2026-06-10"], ["C03", "2026-09-09"]],
  "chat 25/02: 'Kallur madam sent both to counsellor'; chat (2) 10/06: 'Arrears ... madam was angry'; register 09.09: 'ಬಾಕಿ ಜೀವನಾಂಶ ಕೇಳಿದರು'.")
q("judge_habit", "hosmani saheb MACT alli yenu insist madthare",
  [["income proof", "proof of income"]], [["C05", "2026-03-05"], ["C05", "2026-04-09"]],
  "Gavade objections notes.docx: 'Hosmani saheb: \"income proof tarri\"'; order 09.04: 'produce proof of income of the deceased'.")
# pending_before
q("pending_before", "JMFC-II kulkarni madam munde nandu yav matter ide",
  [["sunil", "souharda", "basaveshwar"], d("2027-01-07")], [["C01", "2026-11-20"]],
  "CC 1187-2025 order 20.11.2026.pdf: 'Sri Basaveshwar ... For defence evidence. Call on 07.01.2027.'")
q("pending_before", "dharwad bench hosur J munde enide namdu",
  [["hosamani", "bhimappa"], d("2027-02-10")], [["C06", "2026-12-09"]],
  "IMG_20261209_191420.jpg: 'Hosamani RSA - final hearing. Not reached ... Adjourned to 10.2.27.'")
# amount
q("amount", "souharda cheque amount eshtu", [["6,40,000", "640000", "6.4 lakh", "6.40 lakh"]],
  [["upload", "Canara return memo Angol.pdf"]], "Canara return memo: 'Amount Rs. 6,40,000/-'.")
q("amount", "kadam cane bill balance eshtu claim madiddivi, interest?",
  [["4,86,500", "486500", "4.86 lakh", "4.865 lakh"], ["15%", "15 %"]], [["upload", "OS 231-2025 plaint Kadam.pdf"]],
  "plaint: 'decree for Rs. 4,86,500/- with interest at 15% p.a.'")
q("amount", "gavade claim total kitna dala tha", [["45,00,000", "4500000", "45 lakh"]], [["C05", "2026-03-05"]],
  "Gavade objections notes.docx: 'Claim Rs. 45,00,000 (Rs. 45 lakh).'")
# pattern
q("pattern", "savita case madhe mahesh paise bharto ka niyamit",
  [["20,000", "20000"], ["july"], ["not paid", "ek rupaya pan", "did not pay"]],
  [["C03", "2026-06-10"], ["C03", "2026-07-22"], ["C03", "2026-11-04"]],
  "chat (2) 10/06: 'Arrears ek rupaya pan dila nahi'; July notes: 'Mahesh paid Rs. 20,000 of the arrears'; chat (3): 'did not pay from July'.")
q("pattern", "kadam suit alli factory kadeyinda delay yeshtu sala aagide",
  [d("2026-01-19"), d("2026-10-26"), ["500"]], [["C02", "2026-01-19"], ["C02", "2026-10-26"]],
  "register 19-01-2026: 'ಹಿರೇಮಠ ವಕೀಲರು ಸಮಯ ಕೇಳಿದರು'; order 26.10.2026: 'DW1 not present ... costs of Rs. 500/-'.")
# counsel_pattern
q("counsel_pattern", "madiwalar insurance vakil yav defence maadthare",
  [["helmet"], ["contributory"], ["badge", "licence"]], [["C05", "2026-03-05"], ["C05", "2026-07-16"]],
  "objections docx: 'without helmet - contributory negligence 50%; (2) lorry driver had no valid badge'; July notes: 'helmet question'.")
q("counsel_pattern", "yadawad vakilru dharwad alli hege argue madthare",
  [["division bench", "engaged"], ["opposed stay", "stay"]], [["C06", "2026-03-18"], ["C06", "2026-08-12"]],
  "dharwad 18 march.txt: 'Opposed stay'; Doc1.docx: 'Yadawad sought time - \"engaged in the Division Bench\"'.")
# witness
q("witness", "souharda case CW2 yaaru", [["rajesh kage", "kage"], ["canara"]], [["C01", "2026-10-09"]],
  "Document_2026-10-09.docx: 'CW2 Sri Rajesh Kage, Branch Manager, Canara Bank Angol examined'.")
q("witness", "gavade eyewitness kaun, kya bola", [["santosh kolkar", "kolkar"], ["wrong side"]], [["C05", "2026-08-27"]],
  "santosh PW2 27.8.txt: 'PW2 Santosh Kolkar ... lorry came on wrong side at Hirebagewadi cross'.")
q("witness", "kadam case PW2 yaaru, cross alli en oppkonda", [["hudedmani"], ["neighbour", "relative"]],
  [["C02", "2026-09-07"]], "20260907_172233.jpg: 'PW2 Basavaraj Hudedmani ... Cross: admits he is Kadam's neighbour & relative.'",
  today="2026-09-10")
# open
q("open", "gangavva partition full status helu",
  [["relinquishment", "bidugade"], ["alienat"], d("2027-01-11")],
  [["C04", "2026-02-09"], ["C04", "2026-04-13"], ["upload", "correction gangavva ND.txt"]],
  "9/2/26 diary: 'HAKKU BIDUGADE PATRA dt 17.5.2012'; order 13.04: 'restrained from alienating Sy. No. 143/2'; correction: '11.01.2027'.")
q("open", "pakya bail final yenaytu, conditions enu",
  [["50,000", "50000"], ["second sunday", "attendance"], d("2026-03-20")], [["C07", "2026-03-20"]],
  "Crl Misc 1421-2026 bail order.pdf: 'ORDER dated 20.03.2026 ... personal bond of Rs. 50,000/- ... attendance ... every second Sunday'.")
# bare
q("bare", "gavade", [["argument"], ["multiplier 14"]], [["C05", "2026-11-26"]],
  "IMG20261126180512.jpg: 'Arguments 7/1/27 - prepare Sarla Verma multiplier 14'; order 26.11: 'For arguments. Call on 07.01.2027.'")
q("bare", "savita", [["sutar"], ["reply"]], [["C03", "2026-12-16"]],
  "chat (3) 16/12: 'Sutar madam sought time for her reply arguments ... ND 07.01.2027'.")
# no_record
q("no_record", "khanapur land acquisition reference next date yavaga", NR, [],
  "No land acquisition matter and no Khanapur in any upload.", no_record=True, absent=["land acquisition", "khanapur"])
q("no_record", "souharda case lok adalat alli settle aaytha", NR, [],
  "Settlement talks failed in court (09.10); no Lok Adalat anywhere.", no_record=True, absent=["lok adalat"])
q("no_record", "hosamani RSA dismissed for default aagittu, restore madida date yavdu", NR, [],
  "The RSA was never dismissed for default nor restored.", no_record=True, absent=["dismissed for default", "restor"])
q("no_record", "nadgouda vakilru jote nandu yav case ide", NR, [], "No Nadgouda in any upload.", no_record=True,
  absent=["nadgouda"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Belagavi practice (bench/practices/belagavi; written from the uploads' "
                    "source_text by its writer, practice58; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
