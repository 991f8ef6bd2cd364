"""Write questions.json for the Ahmedabad practice: questions typed the way this chamber types, with the facts a right
answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the diary's 9/12 when `short`)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd}/{mm}/{yyyy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}",
             f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "koi record nathi", "no note", "nathi"]]

TODAY = "2026-12-02"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"A-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


DHRUV_WA = ["upload", "WhatsApp Chat with Dhruv Jr.txt"]
NISHA_WA = ["upload", "WhatsApp Chat with Nisha Chauhan.txt"]
DHARMENDRA_WA = ["upload", "WhatsApp Chat - Dharmendrabhai Shreeji Tiles/_chat.txt"]
PLAN = ["upload", "plan 30 nov - 5 dec.txt"]
DECREE = ["upload", "CS 1456 of 2019 judgment decree.pdf"]

# ---------------------------------------------------------------- last time
q("last_time", "kokilaben na suit ma last time shu thayu?",
  [d("2026-10-30"), ["concluded", "closed evidence", "closed"], ["written arguments"]], [["C03", "2026-10-30"]],
  "PXL_20261030_190318.jpg: 'DW1 Rajesh cross concluded ... Defts closed evidence ... asked for written arguments'.")
q("last_time", "nishaben vala matter ma chhelli mudat e shu thayu",
  [d("2026-11-23"), ["absent", "aavya j nahi", "marriage"], ["show cause", "recovery", "exh 21"]], [["C06", "2026-11-23"]],
  "nisha 23 nov.txt: 'rana ben absent ... issued notice on exh 21 to mitesh, to show cause why recovery warrant not be issued'.")
q("last_time", "umiya vs navkar - last hearing ma shu thayu? alpeshbhai puchhe che",
  [d("2026-04-24"), ["18%", "no separate written contract", "printed terms"], ["cross over", "cross concluded"]],
  [["C04", "2026-04-24"]],
  "PXL_20260424_173001.jpg: 'PW1 Alpeshbhai cross by Soni ... no separate written contract for 18% ... Cross over.'",
  today="2026-05-10")

# ---------------------------------------------------------------- next date
q("next_date", "thakkar appeal ni next date kai che? chirag no phone hato",
  [d("2026-12-09"), ["not reached"]], [["C02", "2026-11-25"]],
  "WhatsApp Chat with Dhruv Jr.txt, 25/11/26: 'FA thakkar (ct 7) - NOT REACHED ... ND 09.12.2026'.")
q("next_date", "prajapati 138 ma ND kyare?",
  [d("2026-12-03"), ["last chance", "accused's arguments", "arguments"]], [["C05", "2026-10-15"]],
  "ghee kanta correction.txt: 'next date is NOT 03.11 ... ND is 03.12.2026'; ghee kanta 15 oct.txt: 'last chance for accused's arguments'.")
q("next_date", "khadia ghar valo dava ni aavti mudat?",
  [d("2026-06-12"), ["pw2", "bhaskar", "neighbour"]], [["C03", "2026-04-17"]],
  "ghee kanta + bhadra 16-17 apr.txt: 'ND 12/06/2026 - PW2 bhaskarbhai joshi (neighbour, 78 yrs)'.", today="2026-05-05")

# ---------------------------------------------------------------- counts
q("count", "navkar vala soni saheb e ketli vaar 'settlement chale che' nu kahyu? total ketli vaar",
  [["5", "five", "5 times", "five times"]],
  [["C04", "2025-12-19"], ["C04", "2026-01-23"], ["C04", "2026-03-27"], ["C04", "2026-06-19"], ["C04", "2026-10-09"]],
  "PXL_20251219 (settlement ni vaat chale che), 21-23 jan.docx (Soni again: settlement talks), PXL_20260327 (settlement "
  "talks are at final stage), PXL_20260619 (settlement is at final stage), PXL_20261009 (client is arranging money, settlement). "
  "Counted against all eight hearings of C04.")
q("count", "કેતન ભટ્ટ કોર્ટમાં કેટલી વાર ગેરહાજર રહ્યો?",
  [["2", "two", "twice", "2 times", "be vaar"]], [["C05", "2026-03-19"], ["C05", "2026-06-25"]],
  "IMG_20260319_174433.jpg: 'આરોપી ગેરહાજર'; Dharmendrabhai chat 25/06/26: 'Today Ketan did not come again'. He appeared "
  "on 08.01.2026; counted against all nine hearings of C05.")

# ---------------------------------------------------------------- yes / no
q("yes_no", "navkar e pela 10,000 costs bharya ke nahi?",
  [["yes", "paid", "haa"], d("2026-02-20")], [["C04", "2026-02-20"]],
  "19-20 Feb.docx: 'Costs Rs 10,000 paid by Soni (DD in name of Umiya Polymers)' on Fri 20/02/2026.")
q("yes_no", "ketan bhatt e 90k interim compensation aapi didhu?",
  [["not paid", "has not paid", "hasn't paid", "unpaid", "nathi"]], [["C05", "2026-04-16"]],
  "ghee kanta + bhadra 16-17 apr.txt: 'interim compensation 90,000 NOT paid yet (60 days over on 06.04)'.",
  today="2026-04-20")
q("yes_no", "kanubhai ni shop nu seal kholi didhu amc e?",
  [["yes", "haa"], ["removed the seal", "removed"]], [DHRUV_WA],
  "WhatsApp Chat with Dhruv Jr.txt, 02/07/26: 'Kanubhai says AMC removed the seal yesterday'.")

q("yes_no", "thakkar appeal chale tya sudhi plot bija ne vechi shake? chirag ne dar che",
  [["undertaking", "undertakes", "undertook"], ["third-party", "third party", "alienate"]], [["C02", "2026-01-21"]],
  "FA 2210 CA stay order.pdf, 21/01/2026: 'undertakes that the appellant shall not alienate, encumber or create any "
  "third-party rights in the suit plot till the appeal is decided'.")

# ---------------------------------------------------------------- said
q("said", "kothari madam e DD vishe shu kahyu hatu?",
  [["renew", "keep the dd alive", "alive"]], [["C02", "2026-10-14"]],
  "PXL_20261014_174512.jpg: 'Kothari J took note, said keep the DD alive / renew if needed'.")
q("said", "nisha e mitesh ni salary vishe shu kahyu hatu",
  [["50,000", "50000", "fifty thousand"], ["incentive"]], [NISHA_WA],
  "WhatsApp Chat with Nisha Chauhan.txt, 16/03/26: 'Ben e to 50,000 thi vadhu kamay che, incentive pan male che'.")
q("said", "dharmendrabhai ne ketan na bhai taraf thi patavva nu kai offer aavyu hatu? aapne shu kahyu",
  [["2 lakh", "2,00,000", "200000", "two lakh"], ["4.5 lakh", "4,50,000", "450000"]], [DHARMENDRA_WA],
  "Dharmendrabhai chat 03/09/26: 'Ketanbhai na bhai e phone karyo hato, 2 lakh ma patavvu che' / 'Minimum cheque amount 4.5 lakh + costs'.")

# ---------------------------------------------------------------- judge habits
q("judge_habit", "raval saheb submissions ma dar vakhte shu mange che?",
  [["2-page", "2 page", "2 pages", "two pages", "two-page"]],
  [["C01", "2026-01-06"], ["C01", "2026-02-19"], ["C01", "2026-04-09"]],
  "PXL_20260106: 'a 2-page note of submissions - not more than two pages'; 19-20 Feb.docx: '2 pages, both sides'; "
  "PXL_20260409: 'asked both for 2-page note once more'.")
q("judge_habit", "solanki saheb ghardaa saakshi hoy to kai rite le che?",
  [["first", "pehla", "પહેલા", "before other matters"], ["11.00", "11 વાગે", "11 am"]],
  [["C03", "2026-02-06"], ["C03", "2026-06-12"]],
  "PXL_20260206: 'elderly witness, so he took her first at 11.00 before other matters'; IMG_20260612: 'સવારે 11 વાગે પહેલા લીધા'.")

# ---------------------------------------------------------------- pending before
q("pending_before", "4 tarikh pehla kokilaben suit ma aapne shu file karvanu baaki che?",
  [["written arguments"], ["list of authorities", "authorities"]], [["C03", "2026-10-30"], PLAN],
  "PXL_20261030: 'Pending from our side: written arguments + list of authorities by 04.12'; plan: same.")
q("pending_before", "FA 9 tarikh pehla shu shu taiyar rakhvanu che?",
  [["512604", "dd", "demand draft"], ["note of submissions", "s.20", "section 20"]], [PLAN],
  "plan 30 nov - 5 dec.txt: 'Chirag to confirm DD 512604 is valid ... Note of submissions on s.20'.")

# ---------------------------------------------------------------- amounts
q("amount", "umiya case ma navkar pase thi total ketla costs madya aapne?",
  [["15,000", "15000", "fifteen thousand"], ["10,000", "10000"], ["5,000", "5000"]],
  [["C04", "2026-02-20"], ["C04", "2026-07-24"]],
  "19-20 Feb.docx: 'Costs Rs 10,000 paid by Soni'; DW1 Sunil Jain cross.docx: 'Costs of Rs. 5,000 paid'. 15,000 = the two "
  "(checked by eye: no other costs order in C04).")
q("amount", "nisha ne maintenance ketlu nakki thayu? litigation kharcho pan",
  [["9,000", "9000"], ["15,000", "15000"]], [["C06", "2026-04-13"]],
  "Nisha Exh5 13.04.2026.txt: 'rs 9,000 per month ... + litigation expenses rs 15,000'.")
q("amount", "hasmukhbhai na plot no sodo ketla ma hato ane ketla baaki bharvana hata?",
  [["24,50,000", "2450000", "24.5 lakh", "24.50 lakh"], ["9,50,000", "950000", "9.5 lakh", "9.50 lakh"]], [DECREE],
  "CS 1456 of 2019 judgment decree.pdf: 'total consideration of Rs. 24,50,000/-' ... 'balance consideration of Rs. 9,50,000/-'.")

# ---------------------------------------------------------------- patterns
q("pattern", "mara kaya kaya matters ma saame vala ne costs lagi che?",
  [["rathod", "kanubhai", "sealing"], ["kokilaben", "khadia", "કોકિલાબેન"], ["umiya", "navkar"], ["prajapati", "ketan", "138"],
   ["nisha", "mitesh"]],
  [["C01", "2026-01-29"], ["C03", "2026-01-09"], ["C03", "2026-06-12"], ["C04", "2026-01-23"], ["C04", "2026-06-19"],
   ["C05", "2026-10-15"], ["C06", "2026-02-16"]],
  "Costs orders: C01 29.01.2026 Rs 5,000; C03 09.01 Rs 500 and 12.06 Rs 1,000; C04 23.01 Rs 10,000 and 19.06 Rs 5,000; "
  "C05 15.10 Rs 1,000; C06 16.02 Rs 2,000. The Bopal FA has none.")
q("pattern", "kaya cases ma client na paisa haju saame vala e nathi aapya (court na order chhata)?",
  [["prajapati", "ketan", "138", "cheque"], ["nisha", "mitesh", "maintenance", "arrears"]],
  [["C05", "2026-10-15"], ["C06", "2026-11-23"]],
  "ghee kanta 15 oct.txt: '90,000 interim comp still not paid'; nisha 23 nov.txt: 'balance arrears still not paid'.")

# ---------------------------------------------------------------- counsel patterns
q("counsel_pattern", "modi vakil khadia suit ma ketli vaar HC ma busy che kahi ne mudat lidhi?",
  [["3", "three", "thrice", "3 times"]],
  [["C03", "2026-01-09"], ["C03", "2026-06-12"], ["C03", "2026-10-30"]],
  "IMG_20260109 ('મોદી સાહેબ હાઈકોર્ટમાં'), IMG_20260612 ('ફરી હાઈકોર્ટમાં'), PXL_20261030 ('Modi again busy in HC'). "
  "21.08 was a long date for travel abroad, not HC; counted against all eight hearings of C03.")
q("counsel_pattern", "dave saheb FA ma kayu bahanu aapi ne time le che?",
  [["paper book"], ["3", "three", "thrice", "3 times"]],
  [["C02", "2025-12-17"], ["C02", "2026-03-25"], ["C02", "2026-06-24"]],
  "PXL_20251219 ('paper book taiyar nathi'), PXL_20260327 ('Paper book still not ready'), HC 24 & 26 June.docx "
  "('asked time for the third time').")
q("counsel_pattern", "thaker vakil accused mate su su bahana kare che?",
  [["exemption", "મુક્તિ"], ["security"]],
  [["C05", "2026-03-19"], ["C05", "2026-04-16"], ["C05", "2026-06-25"]],
  "IMG_20260319 ('મુક્તિ અરજી (exemption) ... બહારગામ'), 16-17 apr.txt ('cheque was given as security'), Dharmendrabhai "
  "chat 25/06/26 ('exemption application - accused's mother in hospital').")

# ---------------------------------------------------------------- witnesses
q("witness", "bhaskarbhai joshi e cross ma shu kahyu?",
  [["1984"], ["diwali"]], [["C03", "2026-07-10"]],
  "PXL_20260710: 'Kokilaben has lived in that house since 1984, Rajesh came only at Diwali'.")
q("witness", "navkar na director na cross ma shu admissions madya?",
  [["sunil jain"], ["receipt of all goods", "receipt", "goods"], ["written complaint"]], [["C04", "2026-07-24"]],
  "DW1 Sunil Jain cross.docx: 'Admitted receipt of all goods ... no written complaint'.")
q("witness", "prajapati case ma bank no saakshi kon hato? shu prove karyu",
  [["nayan gohil", "gohil"], ["return memo"]], [["C05", "2026-05-21"]],
  "WhatsApp Chat with Dhruv Jr.txt, 21/05/26: 'CW2 bank officer Nayan Gohil (BoB maninagar) came, proved return memo'.")

# ---------------------------------------------------------------- open
q("open", "kanubhai no sealing vado case kya pahonchyo? short ma",
  [["allowed", "quashed"], d("2026-06-26"), ["fresh notice", "afresh"]], [["C01", "2026-06-26"], PLAN],
  "HC 24 & 26 June.docx: 'SCA ALLOWED ... quashed ... free to proceed afresh'; plan: 'AMC has not issued fresh notice so far'.")
q("open", "hasmukhbhai appeal nu full status aapo, chirag ne samjavanu che",
  [["15,00,000", "15 lakh", "1500000"], ["9,50,000", "9.5 lakh", "950000"], d("2026-12-09")],
  [["C02", "2026-01-21"], ["C02", "2026-10-14"], ["C02", "2026-11-25"]],
  "21-23 jan.docx: stay subject to deposit of Rs. 15,00,000; PXL_20261014: DD of Rs 9,50,000; Dhruv chat 25/11/26: ND 09.12.2026.")

# ---------------------------------------------------------------- bare
q("bare", "kal shu che?", [["prajapati", "ketan", "138", "cheque"]], [["C05", "2026-10-15"]],
  "ghee kanta correction.txt: 'ND is 03.12.2026'. No other matter is listed on 03.12.2026.")
q("bare", "શુક્રવારે કયો કેસ છે?", [["kokilaben", "khadia", "rajesh"], ["arguments"]], [["C03", "2026-10-30"], PLAN],
  "PXL_20261030: 'Defts' arguments ... ND 04.12.2026' (Friday). No other matter is listed on 04.12.2026.")

# ---------------------------------------------------------------- no record
q("open", "gota flat vado consumer complaint - shah builders - ni next date?", NR, [],
  "No such matter: the practice has no consumer complaint and no builder.", no_record=True,
  absent=["gota", "consumer", "shah builders"])
q("yes_no", "kokilaben suit ma court commissioner nu report aavi gayu?", NR, [],
  "No commissioner was ever appointed in C03 (or any matter).", no_record=True, absent=["commissioner"])
q("said", "adv harshil vyas e kaya matter ma appear karyu hatu ane shu kahyu?", NR, [],
  "No such advocate in any upload.", no_record=True, absent=["harshil", "vyas"])
q("last_time", "ketan bhatt same NBW kyare nikadyu hatu?", NR, [],
  "No non-bailable warrant was issued in C05 (a warning on 25.06.2026 only).", no_record=True,
  absent=["nbw", "non-bailable", "non bailable"])


def main() -> None:
    about = ("Ahmedabad practice (Adv. Rupal Mehta; junior Dhruv Patel; munshi Rameshbhai Chauhan): Gujarat High Court "
             "SCA and First Appeal, City Civil Court suit, Commercial Court suit, s. 138 case at Ghee Kanta, Family Court. "
             "The lawyer's day is Wednesday 02.12.2026. Sealed: see README.md.")
    (ROOT / "questions.json").write_text(json.dumps({"about": about, "questions": Q}, ensure_ascii=False, indent=2) + "\n",
                                         encoding="utf-8")
    print(f"{len(Q)} questions")


if __name__ == "__main__":
    main()
