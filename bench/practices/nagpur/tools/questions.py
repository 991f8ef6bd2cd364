"""Write questions.json for the Nagpur practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]
TODAY = "2026-12-03"


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the chamber's 7/12 when `short`)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd:02d}.{mm:02d}.{yy:02d}", f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}",
             f"{LONG[mm - 1]} {dd}", f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}",
             f"{dd:02d} {MONTHS[mm - 1]}", f"{dd:02d} {LONG[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


Q = []


def q(id_, type_, text, key_facts, evidence, checked, today=TODAY, absent=None):
    item = {"id": id_, "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": type_ == "no_record", "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# ---- last_time
q("N01", "last_time", "manda tai wale suit me last time kay jhala?",
  [d("2026-10-26"), ["rajesh", "dw1", "dw 1", "dw-1"], d("2026-12-07")],
  [["C04", "2026-10-26"]], "diary 26 oct.docx: 'DW1 Rajesh Khobragade affidavit filed at last ... Pudhchi tarikh 07.12.2026 - cross of DW1 by us'.")
q("N02", "last_time", "dinkar bhau ke SA me finally kya hua",
  [["partly allowed", "partly"], ["1/4", "one fourth", "one-fourth", "1/4th", "quarter", "चौथा"], ["house", "mahal", "311"]],
  [["C01", "2026-11-25"]], "diary 23-25 Nov.docx and SA 214-25 operative order: appeal partly allowed; 1/4th share in S.No. 47 Khapri; house No. 311 Mahal rejected.")
q("N03", "last_time", "ansari bail me pichli baar kya hua tha",
  [d("2026-08-03"), ["ca report", "c.a. report", "chemical analy"], d("2026-08-24")],
  [["C03", "2026-08-03"]], "IMG_20260803_162210.jpg: 'I.O. is present with the C.A. report ... Heard in part ... List on 24.08.2026'.",
  today="2026-08-20")

# ---- next_date
q("N04", "next_date", "वंजारी रिट ची पुढची तारीख कधी आहे?",
  [d("2026-12-10"), ["final hearing", "final"]],
  [["C02", "2026-10-08"]], "diary 08.10.26.docx: 'Rule ... final hearing expedited - ND 10.12.2026'.")
q("N05", "next_date", "khobragade suit ND? diary me 27 april likha hai na",
  [d("2026-04-20")],
  [["C04", "2026-03-16"]], "diary 16.03.2026.docx says ND 27.04.2026; correction Khobragade ND.docx (17.03.26): 'next date is 20.04.2026, NOT 27.04'.",
  today="2026-03-18")
q("N06", "next_date", "sushila bai ke claim me agli date kab hai?",
  [d("2026-04-21"), ["cross", "aw1", "aw 1"]],
  [["C06", "2026-03-10"]], "WhatsApp Chat with Pranali Jr Adv.txt 10/03/26: 'Next date 14 April' then 'Sorry sir voice typing galti next date 21 April hai'; AW1 cross by insurer.",
  today="2026-04-01")

# ---- count
q("N07", "count", "tiwari ne manda tai ke suit me kitni baar time liya ab tak",
  [["3", "three", "teen", "thrice"], ["high court", "hc"]],
  [["C04", "2026-02-16"], ["C04", "2026-04-20"], ["C04", "2026-09-14"]],
  "diary 16 feb 26 / diary 20.04.2026 / diary 14.09.26: each time junior says busy in High Court; 14.09: 'THIRD time the same line in this suit'.")
q("N08", "count", "wanjari writ me AGP ne kitni baar instructions ke naam pe time manga",
  [["2", "two", "twice", "do baar"], ["2,000", "2000"]],
  [["C02", "2026-01-22"], ["C02", "2026-02-12"]],
  "IMG_20260122_142233.jpg: AGP seeks time for instructions; IMG_20260212_131508.jpg: 'again seeks time ... costs of Rs. 2,000/-'.")

# ---- yes_no
q("N09", "yes_no", "bhoyar ne 75000 jama kiya kya ab tak?",
  [["not paid", "unpaid", "not been paid", "has not paid", "hasn't paid", "nahi diya", "not deposited"],
   ["recovery", "वसुली"], d("2026-12-17")],
  [["C05", "2026-10-29"]], "IMG_20261029_141207.jpg and Pranali chat (2) 29/10/26: recovery application Exh. 41 for Rs. 75,000 filed; next 17.12.2026.")
q("N10", "yes_no", "shahrukh ansari ko bail mili ki nahi?",
  [["granted", "yes", "mili", "allowed"], d("2026-09-21"), ["50,000", "50000", "50 hazar"]],
  [["C03", "2026-09-21"]], "Cri BA 1107-26 order 21.09.2026.pdf: released on P.R. bond of Rs. 50,000/- ... application allowed.")

# ---- said
q("N11", "said", "lok adalat offer pe sushila bai kya boli",
  [["20 lakh", "20,00,000", "2000000"], ["shikshan", "education"]],
  [["upload", "WhatsApp Chat with Sushila Meshram.txt"]],
  "12/09/26 6:10 pm: 'Sasu mhanali 20 lakh chya khali gheu naka. Mulanche shikshan ahe.'")
q("N12", "said", "patil saheb ne thakre judgment ke din court me kya bola bhaiyo ke baare me",
  [["sit together"], ["field is small", "small"]],
  [["C01", "2026-11-25"]], "diary 23-25 Nov.docx: 'Saheb mhanale in court: \"brothers should sit together, the field is small\"'.")
q("N13", "said", "rekha tai ne phone pe last kya bataya tha society ke baare me",
  [["committee"], ["gajanan"], ["contempt"]],
  [["upload", "client call Rekha tai 13.8.txt"]],
  "client call 13/8/26: new committee took charge in April, chairman Gajanan Thakre; recovering default again; asks if contempt lies.")

# ---- judge_habit
q("N14", "judge_habit", "patil J arguments ke baad kya maangte hai usually",
  [["2 page", "two page", "2 pages", "two pages", "2-page", "two-page"], ["written notes", "notes"]],
  [["C01", "2026-08-05"]], "diary 05.08.2026.docx: 'WRITTEN NOTES, max 2 pages each ... Same he did in Kohad SA'.")
q("N15", "judge_habit", "dhote saheb adjournment deta hai kya aasani se?",
  [["cost", "खर्च"], ["500"], ["1,000", "1000"], ["1,500", "1500"]],
  [["C04", "2026-02-16"], ["C04", "2026-04-20"], ["C04", "2026-09-14"]],
  "diary 16 feb 26: 'Saheb's usual - no adjournment without costs' (500); 20.04.2026: 1,000; 14.09.26: last chance 1,500.")

# ---- pending_before
q("N16", "pending_before", "somvar ke pehle manda tai suit me kya tayari karni hai",
  [["dw1", "dw 1", "rajesh"], ["mseb", "salary"], ["loan"]],
  [["upload", "week plan 30.11 to 05.12.docx"], ["C04", "2026-10-26"]],
  "week plan: 'prepare DW1 cross (MSEB salary, loan for construction, 1979 purchase) - Mon 7th'; diary 26 oct: ask for MSEB salary slips / loan papers.")
q("N17", "pending_before", "thakre SA me agli date ke pehle humko kya file karna hai",
  [["paper book", "paperbook"], ["4 weeks", "four weeks", "4 wks"]],
  [["C01", "2026-04-08"]], "diary 2 & 8 April.docx: 'appellant to file PAPER BOOK within 4 weeks ... ND 17.06.2026. Rohit to prepare paper book - 3 sets'.",
  today="2026-04-10")

# ---- amount
q("N18", "amount", "jaiswal case me 143A me kitna interim compensation hua",
  [["75,000", "75000", "75 hazar", "75 thousand"], ["20%", "20 percent", "20 per cent", "twenty percent"]],
  [["C05", "2026-03-26"]], "IMG_20260326_130455.jpg: 'interim compensation of 20% i.e. Rs. 75,000/- ... within 60 days'.")
q("N19", "amount", "manda tai ko ab tak total kitna cost mila tiwari ki taraf se",
  [["3,000", "3000", "3 hazar", "three thousand"]],
  [["C04", "2026-02-16"], ["C04", "2026-04-20"], ["C04", "2026-09-14"]],
  "diary 14.09.26: 'Total costs so far ... 500 + 1000 + 1500 = Rs. 3,000'; 1,500 paid on 26.10.2026.")
q("N20", "amount", "sai agro walo ne settlement me kitna offer kiya",
  [["1,50,000", "150000", "1.5 lakh", "1.50 lakh", "1,50,000/-"]],
  [["upload", "WhatsApp Image 2026-08-10 at 17.42.05.jpeg"]],
  "offer letter SAF/HR/2026/114 dated 10.08.2026: lump-sum of Rs. 1,50,000/-.")

# ---- pattern
q("N21", "pattern", "kaun kaunse matters me settlement ka offer aaya hai aur kitne ka",
  [["14,50,000", "1450000", "14.5 lakh", "14.50 lakh"], ["1,50,000", "150000", "1.5 lakh", "1.50 lakh"], ["2 lakh", "2,00,000"]],
  [["C06", "2026-09-12"], ["upload", "WhatsApp Image 2026-08-10 at 17.42.05.jpeg"], ["upload", "WhatsApp Chat with Manoj Jaiswal Steel.txt"]],
  "Lok Adalat sheet 12.09.2026: insurer offered 14,50,000; Sai Agro letter: 1,50,000; Manoj Jaiswal chat 10/07/26: Bhoyar's brother '2 lakh me khatam karne'.")
q("N22", "pattern", "agle hafte kya kya laga hai",
  [d("2026-12-07"), d("2026-12-08"), d("2026-12-10")],
  [["C04", "2026-10-26"], ["C06", "2026-10-20"], ["C02", "2026-10-08"]],
  "diary 26 oct: Manda tai 07.12.2026 (DW1 cross); IMG_20261020_190221 / chat (2): Meshram 8/12 arguments; diary 08.10.26: Wanjari 10.12.2026.")

# ---- counsel_pattern
q("N23", "counsel_pattern", "tiwari vakil ka adjournment ka kya pattern hai dono matters me",
  [["high court", "hc"], ["junior"], ["manda", "khobragade"], ["jaiswal", "bhoyar", "cheque", "138"]],
  [["C04", "2026-02-16"], ["C04", "2026-04-20"], ["C04", "2026-09-14"], ["C05", "2026-02-26"], ["C05", "2026-09-17"]],
  "C04 diary 16.02, 20.04, 14.09: junior says busy in High Court; C05 Pranali chat 26/02/26 and 17/09/26: same; senior: 'Same excuse as Manda tai suit'.")
q("N24", "counsel_pattern", "insurance wale bhagat vakil har baar kya bahana karte hai",
  [["investigator"], ["time", "adjourn"]],
  [["C06", "2026-03-10"], ["C06", "2026-08-04"]],
  "Pranali chat 10/03/26: 'investigator ki report abhi nahi aayi'; _chat.txt 04/08/26: 'investigator ... aaya nahi, Bhagat sir ne fir time manga'.")
q("N25", "counsel_pattern", "wankhede ne SA me kab kab time liya aur kya reason diya",
  [["reply"], ["mother", "hospital", "personal"]],
  [["C01", "2026-01-14"], ["C01", "2026-06-17"]],
  "diary 14 jan: 'sought time to file reply'; diary 15-17 June: 'personal difficulty (mother in hospital)'.")

# ---- witness
q("N26", "witness", "manda tai suit me PW2 kaun tha, cross me kya maana usne",
  [["namdeo", "gajbhiye", "गजभिये"], ["1979"], ["hearsay", "not present", "aikun"]],
  [["C04", "2026-06-15"], ["C04", "2026-07-27"]],
  "diary 15-17 June: PW2 Namdeo Gajbhiye (mama); diary 27.7.26: 'admitted he was not present at the 1979 purchase ... (knows by hearsay)'.")
q("N27", "witness", "MACP me AW2 ne salary kitni batayi ganesh ki",
  [["18,000", "18000", "18 hazar", "18 thousand"], ["dongre", "prakash"]],
  [["C06", "2026-06-16"]], "_chat.txt 16/06/26: 'AW2 Prakash Dongre ... Ganesh ko 18,000 mahina dete the'.")
q("N28", "witness", "gawande case me MW1 ne cross me kya kya maana",
  [["termination letter"], ["show cause"]],
  [["C07", "2026-09-28"]], "Pranali chat (2) 28/09/26: 'termination letter nahi diya ... Koi show cause notice nahi diya'.")

# ---- open
q("N29", "open", "ansari bail kis ground pe mili, 52A wala point kya tha",
  [["52a", "52-a", "52 a"], ["magistrate"], ["co-accused", "driver", "irfan", "parity"]],
  [["C03", "2026-09-21"], ["upload", "Notes_Ansari bail points.txt"]],
  "bail order 21.09.2026: 'mandatory requirement of Section 52A is not complied with; the co-accused driver is on bail'; APP: no inventory before a Magistrate.")
q("N30", "open", "meshram accident kab aur kaha hua tha, truck ka number?",
  [d("2025-03-14", short=False), ["jamtha"], ["mh-40-bl-4471", "mh40bl4471", "4471"]],
  [["upload", "IMG_20250316_112045.jpg"]], "FIR 0187/2025 Hingna: 14/03/2025, Wardha Road near Jamtha T-point, truck MH-40-BL-4471.")

# ---- bare (typed in court on that day)
q("N31", "bare", "costs?",
  [["1,500", "1500"], ["last chance", "शेवटची"]],
  [["C04", "2026-09-14"]], "diary 14.09.26 (Ct 17, Manda tai suit): 'last chance, costs Rs. 1,500'.", today="2026-09-14")
q("N32", "bare", "52A?",
  [["magistrate"], ["antecedent"], d("2026-09-21")],
  [["C03", "2026-09-07"]], "IMG_20260907_155501.jpg: 'no inventory under Section 52A was prepared before a Magistrate ... chart of criminal antecedents ... List on 21.09.2026 for orders'.",
  today="2026-09-07")
q("N33", "bare", "lok adalat offer?",
  [["14,50,000", "1450000", "14.5 lakh", "14.50 lakh"], ["24,00,000", "24 lakh", "2400000"], d("2026-10-20")],
  [["C06", "2026-09-12"]], "IMG_20260912_134410.jpg: offered Rs. 14,50,000/-; claimants demand Rs. 24,00,000/-; back to Tribunal 20.10.2026.",
  today="2026-09-12")

# ---- no_record
q("N34", "no_record", "shende divorce petition ki next date kya hai family court wali", [], [],
  "no Shende and no family-court matter in the practice.", absent=["shende"])
q("N35", "no_record", "thakre SA me receiver appoint hua tha kya khapri field pe?", [], [],
  "Thakre S.A.: status quo and undertaking only; no receiver was ever asked for or appointed.", absent=["receiver"])
q("N36", "no_record", "adv kolhe ne jaiswal cheque case me kya argue kiya tha", [], [],
  "the accused's counsel is Adv. R. K. Tiwari; no Kolhe appears in the practice.", absent=["kolhe"])
q("N37", "no_record", "wasnik ka sonegaon plot injunction suit kab laga hai", [], [],
  "no Wasnik, no Sonegaon plot, no injunction suit in the practice.", absent=["wasnik", "sonegaon"])


def main() -> None:
    about = ("Nagpur practice (Adv. S. V. Deshmukh, juniors Pranali Wankhede and Rohit Meshram, munshi Bhaurao "
             "Gawande): Bombay HC Nagpur Bench and the courts at Nagpur; written by practice27, sealed.")
    (ROOT / "questions.json").write_text(json.dumps({"about": about, "questions": Q}, ensure_ascii=False, indent=2) + "\n",
                                         encoding="utf-8")
    print(len(Q), "questions")


if __name__ == "__main__":
    main()
