"""Write questions.json for the Dhanbad practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
    forms.append(f"{dd:02d}.{mm:02d}.{yy:02d}")
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))

NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note", "not in the notes"]]
TODAY = "2027-01-18"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"D-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "dey babu wala money suit me pichla taareekh pe ki hol?",
  [d("2026-11-27"), ["sukanta", "pw-2", "pw2", "सुकांत"], ["pe closed", "साक्ष्य बंद", "closed"]], [["C03", "2026-11-27"]],
  "dey motors PW2 27.11.txt: '27/11 MS 41/25 - PW-2 Sukanta Pal ... PE closed. ND 27.1.27 DE.'")
q("last_time", "sabitri claim me last date pe kya hua tha",
  [d("2026-11-25"), ["investigator"], ["1,500", "1500"]], [["C04", "2026-11-25"]],
  "Sudipta chat (2) 25/11/26: 'insurance er investigator Dipankar Roy aaseni ... Oraon sahab 1,500 cost diye time dilen'.")
q("last_time", "dukhan wale CGIT me pichli baar kya hua?",
  [d("2026-07-06"), ["bhattacharya", "mw-1"], ["english"]], [["C05", "2026-07-06"]],
  "Dukhan MW1 cross 6.7.docx: '06.07.2026 - MW-1 Sri S.N. Bhattacharya ... recorded in English only'.",
  today="2026-07-10")
# next_date
q("next_date", "gopal mahato ka zameen wala TS agla date kab hai?",
  [d("2027-01-18")], [["upload", "sudhar - baliapur ND.txt"]],
  "sudhar - baliapur ND.txt: '11.01.27 लिखी है, वह गलत है ... अगली तारीख 18.01.2027 (सोमवार)'. The diary of 11.12 says 11.1.27 (wrong).")
q("next_date", "agarwal cheque case ka agla taareekh kab aur kis liye",
  [d("2027-01-22"), ["warrant", "w/a", "313", "appearance"]], [["C02", "2026-12-04"]],
  "Gorai warrant order 04.12.2026.pdf: 'Issue W/A against the accused. To 22.01.2027.'")
q("next_date", "phoolmani ka case agla kab lagega",
  [d("2026-07-20")], [["C06", "2026-05-11"]], "Phoolmani joint petition.docx: 'ND 20.07.2026.'", today="2026-05-15")
# count
q("count", "agarwal kitna baar hazri maafi le chuka cheque case me??",
  [["3", "three", "teen", "tin", "third", "teesri"]],
  [["C02", "2026-05-08"], ["C02", "2026-09-25"], ["C02", "2026-12-04"]],
  "08.05 'petition u/s 228 BNSS for exemption ... allowed'; 25/09 'abar hazri maafi petition dilo, allow holo'; 04.12 'Third petition for exemption ... rejected'.")
q("count", "tapan da wale suit me hamara kitne gawah ho gaye",
  [["2", "two", "do", "dui"]], [["C03", "2026-08-28"], ["C03", "2026-11-27"]],
  "munshi Aug: 'PW-1 तपन डे का मुख्य परीक्षण'; dey motors PW2 27.11.txt: 'PW-2 Sukanta Pal ... 2 gawah ho gaye'.")
q("count", "baliapur case me pandey ji ke side pe kitna baar cost laga?",
  [["3", "three", "teen", "teesri"], ["2000", "2,000"]],
  [["C01", "2026-03-20"], ["C01", "2026-07-10"], ["C01", "2026-12-11"]],
  "order sheet: 'cost of Rs. 500/-' (20.03) and 'cost of Rs. 1,000/-' (10.07); diary 11.12.26: 'Rs 2000 cost, last chance'.")
# yes_no
q("yes_no", "agarwal 143A wala paisa jama kiya ki nai",
  [["not deposited", "joma hoyni", "joma koreni", "jama nahi"], ["96,000", "96000"]], [["C02", "2026-12-04"]],
  "Sudipta chat (3) 04/12: '143A er 96,000 ekhono joma hoyni'; order 04.12.2026: 'Interim compensation still not deposited'.")
q("yes_no", "dukhan ka domestic enquiry ko tribunal sahi maana kya?",
  [["not fair"], d("2026-11-23")], [["C05", "2026-11-23"]],
  "Dukhan prelim issue order.docx: '23.11.2026 ... domestic enquiry held NOT fair and proper'.")
q("yes_no", "sabitri case me truck ka malik salim aaya tha court me?",
  [["ex parte", "aaseni"]], [["C04", "2026-02-25"]],
  "Sudipta chat 25/02/26: 'Owner Salim aaseni, ex parte holo.'", today="2026-05-10")
# said
q("said", "tirkey sahab ne gopal ke cross wale din documents ke bare me kya bola tha",
  [["original khatiyan", "मूल खतियान"], ["sale deed", "केवाला", "kewala"]], [["C01", "2026-04-24"]],
  "IMG_20260424_133847.jpg: 'Tirkey sahab: original khatiyan aur original sale deed next date pe lao, photocopy nahi chalega.'")
q("said", "enquiry officer ne jirah me kya kya maan liya tha dukhan wale me",
  [["english"], ["defence assistant"], ["medical"]], [["C05", "2026-07-06"]],
  "Dukhan MW1 cross 6.7.docx: '(1) ... English only; (2) ... defence assistant; (3) the medical papers ... not looked at'.")
q("said", "insurence company ne sabitri wale me WS me kya defence liya",
  [["fake"], ["permit"]], [["C04", "2026-02-25"]],
  "Sudipta chat 25/02/26: 'driver er DL fake, ar truck er permit chilo na'.")
# judge_habit
q("judge_habit", "tirkey sahab adjournment deta hai ki nahi? unka mood kaisa rehta",
  [["cost", "खर्चा"], ["last chance", "अंतिम मौका"], ["original"]],
  [["C01", "2026-03-20"], ["C01", "2026-04-24"], ["C01", "2026-07-10"], ["C01", "2026-12-11"]],
  "order sheet 20.03/10.07: 'on cost ... last chance'; 24/4: 'original khatiyan aur original sale deed'; 11.12: 'Rs 2000 cost, last chance'.")
q("judge_habit", "minz sahab accused absent rahe to kya karta hai usually",
  [["warrant", "b/w", "w/a"], ["complainant"]],
  [["C02", "2026-01-16"], ["C02", "2026-12-04"], ["upload", "WhatsApp Chat with Subhas Gorai.txt"]],
  "munshi Jan: 'अभियुक्त अनुपस्थित, B/W जारी'; 04.12: 'Issue W/A'; Gorai chat: 'Minz sahab complainant ko khud dekhna chahte hain'.")
q("judge_habit", "CGIT-1 wale PO sahab management se pehle kya mangte hain",
  [["enquiry file", "enquiry proceedings"], ["chargesheet"], ["preliminary issue"]],
  [["C05", "2026-01-12"], ["C05", "2026-03-23"], ["C05", "2026-05-04"]],
  "order sheet 12.01: 'entire domestic enquiry proceedings'; 23.03: 'tried as a preliminary issue'; 04.05: 'original chargesheet along with its Hindi version'.")
# pending_before
q("pending_before", "tirkey sahab ke court me hamara kya pending hai",
  [["baliapur", "gopal"], ["dw-1", "bhola"], d("2027-01-18")], [["C01", "2026-12-11"]],
  "sudhar - baliapur ND.txt: 'अगली तारीख 18.01.2027 (सोमवार) है - DW-1 भोला रवानी का जिरह'; diary 11.12.26 'Baliapur TS'.")
q("pending_before", "oraon sahab ke yaha kaun sa matter hai humara aur kab",
  [["sabitri", "सावित्री"], d("2027-02-03")], [["C04", "2026-11-25"]],
  "munshi Nov: '25.11 ... सावित्री ... अगली ता. 03.02.27'; chat 25/11: 'ND 3.2.27'.")
# amount
q("amount", "gorai wala cheque kitne ka tha",
  [["4,80,000", "480000", "4.8 lakh", "4.80 lakh"]], [["upload", "cheque return memo Agarwal.pdf"]],
  "cheque return memo: 'Cheque No. 604517 dated 12.08.2025 for Rs. 4,80,000/-'.")
q("amount", "143A me kitna interim compensation ka order hua tha",
  [["96,000", "96000"], ["20%", "20 percent", "20 per cent"]], [["C02", "2026-08-14"]],
  "Gorai 143A order.pdf 14.08.2026: 'interim compensation of 20% of the cheque amount, i.e. Rs. 96,000/-'.")
q("amount", "dey motors ka suit me kitna baki claim hai",
  [["6,35,400", "635400", "6.35 lakh"]], [["upload", "Dey Motors ledger Jai Maa Kali.pdf"]],
  "Dey Motors ledger: 'BALANCE DUE Rs. 6,35,400/-'.")
# pattern
q("pattern", "sabitri claim me insurance wale bar bar kya karte hai",
  [["time"], ["investigator"], ["cross"]], [["C04", "2026-07-08"], ["C04", "2026-11-25"]],
  "chat (2) 08/07: 'Rakesh Ranjan cross er jonno time nilo'; 25/11: 'investigator Dipankar Roy aaseni ... time chailo'.")
q("pattern", "jai maa kali wala WS dene me kitna latkaya tha",
  [["mohlat", "time"], ["500"], d("2026-04-17")],
  [["C03", "2026-02-06"], ["C03", "2026-03-13"], ["C03", "2026-04-17"]],
  "diary 6/2: 'WS ke liye mohlat mange'; munshi 13.03: 'फिर मोहलत ... 500 रु. खर्चा पर अंतिम मौका'; 17 april: 'aakhir WS diya'.")
# counsel_pattern
q("counsel_pattern", "mukherjee babu ka style kya hai, hamesha time hi leta hai?",
  [["instruction"], ["area office"]], [["C05", "2026-01-12"], ["C05", "2026-08-24"], ["C06", "2026-05-11"]],
  "order sheet 12.01: 'instructions from the Area office awaited'; munshi 24.08: 'फिर Area office से instruction के लिए समय'; 11.05: 'instructions lekar aaye'.")
q("counsel_pattern", "sao vakil cheque case me kya karta rehta hai",
  [["hazri maafi", "exemption"], ["absent"]], [["C02", "2026-05-08"], ["C02", "2026-09-25"], ["C02", "2026-12-04"]],
  "chat 08/05: 'Agarwal absent, Sao hazri maafi petition dilo'; 25/09 'abar hazri maafi'; 04/12 'tin nombor hazri maafi petition'.")
# witness
q("witness", "sabitri wale me AW-3 kaun tha, kya prove kiya",
  [["nirmal gope"], ["14,500", "14500"]], [["C04", "2026-10-07"]],
  "sabitri AW3 7 oct.txt: 'AW-3 Nirmal Gope ... Ramesh Bauri loader, Rs. 14,500 p.m.'")
q("witness", "dukhan case me enquiry officer ka naam kya tha",
  [["bhattacharya"]], [["C05", "2026-05-04"]], "cgit 4 may.txt: 'MW-1 enquiry officer (S.N. Bhattacharya, retd. Sr. Manager)'.")
q("witness", "baliapur me padosi gawah kaun tha aur kya bola",
  [["haripada"], ["1986"], ["dhan"]], [["C01", "2026-08-07"]],
  "IMG_20260807_152210.jpg: 'PW-2 Haripada Mahato ... 1986 se Gopal ka parivar hi us khet me dhan rope hai'.")
# open
q("open", "dukhan bhuiya ka pura mamla short me batao",
  [d("2023-03-14", short=False), ["unauthorised absence"], ["not fair"], d("2027-01-18")],
  [["upload", "dismissal order Dukhan Bhuiya Godhur.pdf"], ["C05", "2026-11-23"]],
  "dismissal order: 'Date: 14.03.2023 ... unauthorised absence of 96 days'; 23.11.2026: 'NOT fair and proper ... ND 18.01.2027'.")
q("open", "lakhan ka ranchi wala appeal ka kya haal hai",
  [["3,20,000", "320000", "3.2 lakh"], ["cross-objection", "contributory"], ["medical board"], d("2027-02-16")],
  [["upload", "MACT award Lakhan Rajwar CC 77 2022.pdf"], ["C07", "2026-10-13"]],
  "award: 'Rs. 3,20,000'; order 13.10.2026: 'Cross-objection ... certificate of the District Medical Board ... List on 16.02.2027'.")
# bare
q("bare", "baliapur", [["dw-1", "bhola"], ["hukumnama", "हुकुमनामा"], d("2027-01-18")], [["C01", "2026-12-11"]],
  "sudhar note: '18.01.2027 (सोमवार) - DW-1 भोला रवानी का जिरह'; diary 11.12.26: 'original hukumnama nai mil raha'.")
q("bare", "dukhan", [["merits"], d("2027-01-18")], [["C05", "2026-11-23"]],
  "order sheet 23.11.2026: 'The management may lead evidence on merits. Put up on 18.01.2027.'")
# no_record
q("no_record", "jharia wala eviction suit ka agla date kya hai", NR, [],
  "No eviction suit in any upload.", no_record=True, absent=["eviction"])
q("no_record", "sabitri ka claim lok adalat me settle hua tha kya?", NR, [],
  "C04 was never sent to a Lok Adalat.", no_record=True, absent=["lok adalat"])
q("no_record", "gorai cheque case me compromise ho gaya tha na agarwal se?", NR, [],
  "No compromise or compounding in C02; the accused is absent and a warrant issued.", no_record=True,
  absent=["compromise", "compound"])
q("no_record", "tuhin banerjee vakil ke saath mera kaun sa case hai", NR, [], "No Tuhin Banerjee in any upload.",
  no_record=True, absent=["tuhin", "banerjee"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Dhanbad practice (bench/practices/dhanbad; written from the uploads' "
                    "source_text by its writer, practice64; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
