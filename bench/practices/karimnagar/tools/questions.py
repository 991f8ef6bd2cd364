"""Write questions.json for the Karimnagar practice: questions typed the way this chamber types (Telugu in Latin and
Telugu script, Dakhni/Urdu, English), with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the chamber's 12/9 when `short`)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd}-{mm}-{yy}", f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}",
             f"{LONG[mm - 1]} {dd}", f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "record ledu", "no note", "not in the notes"]]
TODAY = "2030-09-12"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"K-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "rajaiah partition case lo last time em ayyindi", [d("2030-08-22"), ["dw1", "mallaiah"], d("2030-09-19")],
  [["C01", "2030-08-22"]], "OS41 DW1 cross 22.08.docx: '22.08.2030 ... DW1 Kotha Mallaiah cross-examined by me (part) ... Vaayida 19.09.2030.'")
q("last_time", "khader passbook writ last hearing lo em jarigindi", [d("2030-06-24"), ["closed", "nothing survives"],
  ["passbook issued", "e-passbook issued"]], [["C02", "2030-06-24"]],
  "khader WP closed 24.6.txt: '24.06.2030 ... e-passbook issued to Khader on 07.06.2030. WP closed - \"nothing survives\".'")
q("last_time", "swaroopa bus case lo last date em ayyindi", [d("2030-02-26"), ["jahangir", "జహంగీర్", "pw2"],
  ["క్రాస్ కొరకు సమయం", "time for cross", "sought time"], d("2030-04-02")], [["C06", "2030-02-26"]],
  "IMG-20300226-WA0021.jpg (Telugu register): '26.02.2030 ... PW2 ఎం.డి. జహంగీర్ ... క్రాస్ కొరకు సమయం అడిగారు. తదుపరి వాయిదా 02.04.2030.'",
  today="2030-03-05")
# next_date
q("next_date", "ravinder chit case next vaayida eppudu", [d("2030-09-13"), ["dw1", "defence evidence"]], [["C04", "2030-08-09"]],
  "WhatsApp Chat with Sameer Jr (2).txt, 09/08/30: 'DW1 Ravinder absent, phir exemption ... Next 13 Sept'.")
q("next_date", "ayesha case ki agli tareekh kab hai", [d("2030-10-03")], [["C05", "2030-09-05"]],
  "IMG_20300905_173512.jpg: 'Vaayida 3/10/30 - arguments + DW petition.'; Jaleel chat: 'Next 3 October.'")
q("next_date", "quarry suit next date enti", [d("2030-06-18")], [["C03", "2030-04-09"]],
  "ramulu PW2 mines 9.4.txt: 'PE closed after vacation. Vaayida 18.06.2030.'", today="2030-04-20")
# count
q("count", "chit case lo accused enni saarlu exemption teeskunnadu", [["3", "three", "thrice"], ["exemption"]],
  [["C04", "2030-02-22"], ["C04", "2030-06-14"], ["C04", "2030-08-09"]],
  "Docket 22.02.2030: 'Petition u/s 355 BNSS filed seeking exemption. Allowed'; Sameer 14/06/30: 'exemption petition diye'; 09/08/30: 'DW1 Ravinder absent, phir exemption'.")
q("count", "khader writ lo AGP enni sarlu time adigadu", [["2", "two", "twice"], ["prabhakar"]],
  [["C02", "2029-12-04"], ["C02", "2030-03-26"]],
  "Sameer 04/12/29: 'AGP Prabhakar saab phir time maange'; hc 26.3 khader.txt: 'AGP Prabhakar ... sought time.'")
q("count", "ayesha case me hamari taraf se kitne gawah examine hue", [["2", "two"], ["ayesha"], ["jaleel"]],
  [["C05", "2030-03-21"], ["C05", "2030-04-18"]],
  "ayesha PW1 cross 21.3.txt: 'PW1 Ayesha cross ... Next: PW2 Jaleel saab'; Jaleel chat 18/04/30: 'Aapka evidence ho gaya ... Hamara evidence khatam'.")
# yes_no
q("yes_no", "imran interim maintenance arrears kattada?", [["96,000", "96000", "rs. 96,000"], ["not paid", "distress warrant"]],
  [["C05", "2030-09-05"]], "IMG_20300905_173512.jpg: 'Rs. 12,000 x 8 months = Rs. 96,000 not paid ... Filed petition for distress warrant'.")
q("yes_no", "singapur partition lo commissioner report vachinda", [["report file ayyindi", "రిపోర్ట్ దాఖలు", "report filed"],
  ["naveen kumar", "నవీన్ కుమార్"], d("2030-06-20")], [["C01", "2030-06-20"]],
  "IMG-20300620-WA0015.jpg: 'అడ్వకేట్ కమిషనర్ నవీన్ కుమార్ గారు రిపోర్ట్ దాఖలు చేశారు'; Rajaiah chat 20/06/30: 'Commissioner report file ayyindi'.")
q("yes_no", "RDO report file chesara khader writ lo?", [["not filed"], d("2030-04-16"), ["two weeks"]],
  [["C02", "2030-03-26"]], "hc 26.3 khader.txt: 'RDO Huzurabad report NOT filed ... two weeks more ... Post on 16.04.2030.'",
  today="2030-03-30")
# said
q("said", "family court madam GPA holder evidence gurinchi em annaru", [["personal knowledge"], ["vc", "video conference"]],
  [["C05", "2030-06-27"]], "Sameer 27/06/30: 'Madam bole GPA holder husband ki jagah evidence nahi de sakta, jo personal knowledge hai. Imran ku VC se appear hona bole.'")
q("said", "mines dept witness em cheppadu quarry case lo", [["4,120", "4120"], ["revoked", "10.07.2027"]],
  [["C03", "2030-04-09"]], "ramulu PW2 mines 9.4.txt: 'suspension order dt. 06.04.2027 was revoked on 10.07.2027; despatch permits ... for 4,120 cubic metres'.")
q("said", "sudhakar reddy cross lo em oppukunnadu", [["blocks were despatched in 2027", "despatched in 2027"],
  ["no minimum rent paid", "no letter of waiver"]], [["C03", "2030-07-23"]],
  "quarry DW1 cross 23.7.docx: 'ADMITTED that blocks were despatched in 2027 ... Admitted no minimum rent paid after March 2027 ... No letter of waiver.'")
# judge_habit
q("judge_habit", "huzurabad SCJ garu ela untaru, emi adugutaru mundu", [["pahani", "pahanis"], ["costs"]],
  [["C01", "2029-09-20"], ["C01", "2029-12-06"], ["C01", "2030-01-10"]],
  "20/9/29: 'Pahanis 2010-11 nundi file cheyyandi'; 06.12.2029: '\"1-B and pahanis ekkada?\"'; 10-1-30: 'Judge garu costs Rs. 500 vesaru'.")
q("judge_habit", "MACT chairman srinivasa chary ki em alavaatu", [["settle", "settlement"]],
  [["C06", "2029-11-20"], ["C06", "2030-01-08"], ["C06", "2030-07-16"]],
  "20.11.2029: 'Will RTC settle?'; 8/1/30: 'Chairman again: \"talk settlement\"'; 16.07.2030: 'Chairman asked once more if RTC will settle'.")
q("judge_habit", "commission madam hymavathi em expect chestaru", [["mao report"], ["written args", "written arguments"]],
  [["C07", "2030-02-19"], ["C07", "2030-08-13"]],
  "19.02.2030: 'President Hymavathi madam: \"MAO report is there, file it with your affidavit\"'; 13/8/30: 'Madam: \"next date orders if no written args\"'.")
# pending_before
q("pending_before", "padmavathi madam daggara mana case edi pending", [["ayesha"], d("2030-10-03")], [["C05", "2030-09-05"]],
  "IMG_20300905_173512.jpg: 'Family Court - Ayesha MC ... Vaayida 3/10/30'.")
q("pending_before", "hymavathi madam kaade em pending undi", [["anjaiah"], d("2030-09-12")], [["C07", "2030-08-13"]],
  "IMG_20300813_182019.jpg: 'Consumer Commission - Anjaiah seeds ... Vaayida 12/9/30.'")
# amount
q("amount", "ayesha ki interim maintanance entha order ayyindi", [["12,000", "12000", "rs. 12,000"], ["8,000", "8000"],
  ["4,000", "4000"]], [["C05", "2030-01-03"]],
  "MC 88-2029 IA order 03.01.2030.pdf: 'Rs. 8,000/- per month to the 1st petitioner and Rs. 4,000/- ... in all Rs. 12,000/- per month'.")
q("amount", "ravinder cheque amount entha", [["3,86,000", "386000", "3.86 lakh"]],
  [["upload", "return memo Ravinder SBI Jagtial.pdf"]], "Return memo: 'Cheque No. 702215 dated 02.06.2029 for Rs. 3,86,000/-'.")
q("amount", "partition case lo commisioner fee entha", [["8,000", "8000", "rs. 8,000"], ["naveen kumar"]],
  [["C01", "2030-04-10"]], "IMG_20300410_170845.jpg: 'Sri G. Naveen Kumar, Adv. appointed ... Fee Rs. 8,000 by plaintiff.'")
# pattern
q("pattern", "ravinder chit case lo vaayidalu enduku padutunnayi", [["exemption"], ["absent", "gair hazir"]],
  [["C04", "2030-02-22"], ["C04", "2030-06-14"], ["C04", "2030-08-09"]],
  "Docket 22.02.2030: 'Accused absent ... exemption'; Sameer 14/06/30: 'Ravinder phir gair hazir, exemption'; 09/08/30: 'DW1 Ravinder absent, phir exemption'.")
q("pattern", "swaroopa case lo RTC vaallu eppudu em chestaru", [["wrong side"], ["asked time", "sought time", "time for"]],
  [["C06", "2029-11-20"], ["C06", "2030-02-26"], ["C06", "2030-08-20"]],
  "20.11.2029: 'deceased Ramesh came on the WRONG SIDE'; 26.02 register: 'క్రాస్ కొరకు సమయం'; 20-8-30: 'Venkat Reddy asked time for RTC's arguments'.")
# counsel_pattern
q("counsel_pattern", "sathaiah vakil ela vaadistadu", [["oral partition", "2011"], ["busy"]],
  [["C01", "2029-09-20"], ["C01", "2030-01-10"]],
  "20/9/29: 'D1 WS file chesaru (Sathaiah). Oral partition 2011 ani plea'; 10-1-30: 'Sathaiah raaledu again - Karimnagar PDJ court lo busy ani memo'.")
q("counsel_pattern", "mujeeb saab ka line kya rehta hai court me", [["1,800", "1800"], ["on her own", "gold"]],
  [["C05", "2029-11-01"], ["C05", "2030-03-21"]],
  "Sameer 01/11/29: 'Imran ka salary sirf AED 1,800'; 21.03.2030: 'Suggestions: she left the matrimonial home on her own with 10 tulas gold'.")
# witness
q("witness", "partition case lo PW2 evaru", [["komuraiah"], ["ex-sarpanch", "sarpanch"]], [["C01", "2030-03-14"]],
  "komuraiah PW2 14.3.txt: 'PW2 Bairi Komuraiah (72 yrs, ex-sarpanch of Singapur)'.")
q("witness", "bus case lo ramesh wages evaru cheppindi", [["kasarla mallesh"], ["18,000", "18000"]], [["C06", "2030-04-02"]],
  "swaroopa PW2 PW3 2.4.txt: 'PW3 Kasarla Mallesh, mason contractor ... wages Rs. 18,000 per month'.")
q("witness", "RTC driver evidence lo em oppukunnadu", [["yadagiri"], ["charge sheet"], ["60 kmph"]], [["C06", "2030-07-16"]],
  "MVOP 342 RW1 driver 16.7.docx: 'RW1 D. Yadagiri ... admitted charge sheet against him ... bus speed about 60 kmph'.")
# open
q("open", "narsing rao quarry lo 17 kanna mundu em cheyyali", [["written submissions"], ["10 lakh"], d("2030-09-17")],
  [["C03", "2030-07-23"], ["upload", "IMG_20300813_182019.jpg"]],
  "23.07.2030: 'arguments on 17.09.2030, written submissions one week before'; 13/8/30: 'offers Rs. 10 lakh full & final ... before 17/9 arguments'.")
q("open", "ravinder case ki 13th ki em ready cheyyali", [["ledger"], ["sailu"]], [["C04", "2030-08-09"]],
  "Sameer chat (2) 09/08/30: '13 Sept main khud aata hoon. Ledger + surety Sailu ka letter.'")
# bare
q("bare", "RTC", [d("2030-09-12"), ["arguments"]], [["C06", "2030-08-20"]],
  "IMG_20300820_175830.jpg: 'Venkat Reddy asked time for RTC's arguments - granted. Vaayida 12/9/30.'")
q("bare", "seeds", [d("2030-09-12"), ["written args", "written arguments"], ["orders"]], [["C07", "2030-08-13"]],
  "IMG_20300813_182019.jpg: 'OP2 Nalla Prabhakar - time for written args. Madam: \"next date orders if no written args\". Vaayida 12/9/30.'")
# no_record
q("no_record", "jammikunta land acquisition reference ki vaayida eppudu", NR, [],
  "No land acquisition matter in any upload (Jammikunta appears only in the Dharani writ).", no_record=True,
  absent=["land acquisition", "acquisition"])
q("no_record", "khader writ lo contempt petition file chesama", NR, [],
  "C02 was closed on compliance; no contempt anywhere.", no_record=True, absent=["contempt"])
q("no_record", "ravinder chit case lok adalat ki poyinda", NR, [],
  "C04 was never sent to a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat"])
q("no_record", "advocate gone sampath tho naa case edi", NR, [], "No Sampath in any upload.", no_record=True,
  absent=["sampath"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Karimnagar practice (bench/practices/karimnagar; written from the uploads' "
                    "source_text by its writer, practice 147; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
