"""Write questions.json for the Vadodara practice: questions typed the way this chamber types (Gujlish), with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "koi record nathi", "no note", "not in the notes"]]
TODAY = "2031-08-08"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"V-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "shreeji wala labour case ma chhelli vakhat shu thayu",
  [d("2031-07-23"), ["ketan desai", "ketanbhai", "hr manager"], ["sai packaging", "not gainfully employed"]],
  [["C01", "2031-07-23"]],
  "shreeji 23-7.txt: '23/7/31 ... Workman's affidavit: \"not gainfully employed ...\" ... Sai Packaging ... Ketan Desai "
  "(HR manager) affidavit ... Rathwa e uultat tapas mate samay maangyo.'")
q("last_time", "kapadia na surat party vala suit ma last date e shu thyu?",
  [d("2031-07-17"), ["sanjay jariwala", "jariwala", "dw1"], ["deferred", "leave for surat", "train"]],
  [["C02", "2031-07-17"]],
  "kapadia DW1 17 july.docx: '17.07.2031 ... DW1 Sanjay Jariwala affidavit filed ... has to leave for Surat by the "
  "evening train - cross deferred.'")
q("last_time", "bhikhabhai padra partition ma chhelle shu thayu",
  [d("2031-03-04"), ["issues framed", "issues"], ["7/12", "8-a"]], [["C03", "2031-03-04"]],
  "Padra issues 4.3.31.docx: '04.03.2031 ... 7/12 and 8-A extracts ... produced ... Issues framed (5)'.",
  today="2031-03-06")
# next_date
q("next_date", "ekalbara partition ni next date kai che?",
  [d("2031-08-12"), ["talati", "village form 6", "તલાટી", "ગામ નમૂના નં. ૬"]],
  [["C03", "2031-07-08"], ["upload", "Week plan 11-20 Aug.docx"]],
  "IMG-20310708-WA0021.jpg: 'તલાટી કમ મંત્રી ગેરહાજર ... આગળની મુદત ૧૨/૦૮/૨૦૩૧ (12.08.2031)'; week plan: 'Tue 12/8 "
  "Padra - Bhikhabhai partition - talati with village form 6'.")
q("next_date", "bank valo 138 case kyare che ane shena mate",
  [d("2031-08-11"), ["351 bnss", "further statement", "વધુ નિવેદન"]],
  [["C04", "2031-07-14"], ["upload", "11 Addl CJM Vadodara cause list 11.08.2031.pdf"]],
  "cause list 11.08.2031: 'Vishwamitri Mer. Co-op Bank v. Alpeshkumar R. Shah  Further statement (351 BNSS)'; "
  "register 14/07: 'આગળની મુદત ૧૧/૦૮/૨૦૩૧ - આરોપીનું વધુ નિવેદન (351 BNSS)'.")
q("next_date", "kinjal maintanence ni next mudat kyare", [d("2031-04-21")], [["C07", "2031-03-10"]],
  "Kinjal arrears 10 march.docx: 'Applicant's evidence next. ND 21/4/31.'", today="2031-03-12")
# count
q("count", "kapadia suit ma desai e WS mate ketli vaar mudat maangi",
  [["2", "two", "twice", "be vaar"], ["written statement", "લેખિત જવાબ", "ws"]],
  [["C02", "2030-08-29"], ["C02", "2030-09-26"]],
  "IMG-20300829-WA0003.jpg: 'લેખિત જવાબ માટે મુદત માંગી, મળી'; rojkam 26.09.2030: 'This is the second adjournment "
  "for the written statement'. WS filed 24.10.2030.")
q("count", "alpesh shah ketli vaar gerhajar rahyo bank case ma?",
  [["2", "two", "twice", "be vaar"], ["warrant", "વોરંટ"]], [["C04", "2030-08-26"], ["C04", "2031-03-03"]],
  "register 26/08/2030: 'આરોપી ગેરહાજર. જામીનલાયક વોરંટ'; chat 03/03/31: 'Alpesh Shah aaje pan gerhajar'. He was "
  "present on the other dates (23/9/30 appeared, 7/4/31 'aaje hajar').")
q("count", "mehta rera complaint ma total ketli hearing thai hati",
  [["5", "five", "paanch", "પાંચ"]],
  [["C05", "2030-09-12"], ["C05", "2030-10-10"], ["C05", "2030-12-12"], ["C05", "2031-02-06"], ["C05", "2031-03-20"]],
  "rera VC 12.9.txt, reply points 10-10, diary 12/12/30, chat 06/02/31 (order reserved), order dated 20.03.2031 "
  "(disposed).")
# yes_no
q("yes_no", "kinjal na husband e arrears bharya ke nai?",
  [["24,000", "24000"], d("2031-03-10"), ["paid", "bharya"]], [["C07", "2031-03-10"]],
  "Kinjal arrears 10 march.docx: '10.03.2031 ... Arrears ... not paid ... he paid Rs. 24,000 in court today ... Balance "
  "arrears to be paid by next date'.", today="2031-03-12")
q("yes_no", "rera ma mehta ne interest malyu ke?",
  [["allowed"], ["interest"], d("2031-03-20")], [["C05", "2031-03-20"]],
  "GujRERA order dated 20.03.2031: 'The complaint is allowed. The respondent shall pay interest at SBI's highest MCLR "
  "plus 2%'.")
q("yes_no", "padra vala case ma status quo nu order chhe ke?",
  [["status quo", "યથાસ્થિતિ"], ["287", "૨૮૭"], d("2030-10-01")], [["C03", "2030-10-01"]],
  "RCS 63-2029 rojkam 01.10.2030: 'બ્લોક નં. ૨૮૭ અને ૨૯૧ ... યથાસ્થિતિ (status quo) જાળવવી'.", today="2030-10-05")
# said
q("said", "workman vasava e uultat tapas ma shu kabulyu",
  [["charge-sheet", "chargesheet", "charge sheet"], ["representative", "babubhai"]], [["C01", "2031-01-22"]],
  "WhatsApp Image 2031-01-22: 'He admitted he received the charge-sheet and signed the receipt; admitted co-worker "
  "Babubhai was his representative.'")
q("said", "bhikhabhai e cross ma hakk kami lekh vishe shu kahyu",
  [["signature", "sahi"], ["loan", "dhiran"]], [["C03", "2031-04-08"]],
  "20310408_190533.jpg: 'Admitted his signature on the hakk kami lekh of 2027 - but said Naresh told him it was a "
  "dhiran (loan) paper'.")
q("said", "gsrtc na driver e accident vishe shu kahyu",
  [["wrong side"], ["suddenly", "achanak", "slow speed"]], [["C06", "2031-04-15"], ["C06", "2031-07-15"]],
  "rojkam 15.04.2031: 'the scooter came suddenly from the wrong side and the bus was at slow speed'; 15/7/31 note: "
  "'Said scooter came from the wrong side \"achanak\"'.")
# judge_habit
q("judge_habit", "raval saheb labour court ma pehla shu decide kare che",
  [["preliminary issue", "prelim. issue"], ["domestic inquiry", "inquiry"]], [["C01", "2030-08-21"], ["C01", "2030-10-16"]],
  "20300821_173012.jpg: 'decide fairness of D.I. as prelim. issue first - Raval saheb e kahyu \"that is how I always "
  "do, first the inquiry\"'; rojnama 16.10.2030: 'the following preliminary issue is framed'.")
q("judge_habit", "pandya saheb mact ma doctor babate shu aagrah rakhe",
  [["box"], ["summons"]], [["C06", "2030-11-12"], ["C06", "2031-01-07"]],
  "vipul cross 12 nov.docx: 'Pandya saheb: \"doctor ne box ma lavo, certificate thi nahi chale\" - summons to Dr. "
  "Mihir Shah'; chat 07/01/31: 'fari summons kadhyu'.")
q("judge_habit", "joshi madam mudat aape to shu kare",
  [["costs", "cost"], ["1,500", "1500"]], [["C02", "2030-09-26"], ["C02", "2031-07-17"]],
  "rojkam 26.09.2030: 'Time granted as a last chance subject to costs of Rs. 1,500/-'; 17.07.2031: 'Madam warned: next "
  "date no adjournment for DE.'")
# pending_before
q("pending_before", "solanki madam same maru shu pending che",
  [["kinjal"], d("2031-08-18")], [["C07", "2031-06-23"]],
  "kinjal 23 june.txt: 'Family court - Kinjal case ... ND 18/8/31.'")
q("pending_before", "prajapati saheb ni court ma maru kayu matter che",
  [["alpesh", "vishwamitri"], d("2031-08-11")], [["upload", "11 Addl CJM Vadodara cause list 11.08.2031.pdf"]],
  "cause list 11.08.2031, 11th Addl. CJM: 'Vishwamitri Mer. Co-op Bank v. Alpeshkumar R. Shah'.")
# amount
q("amount", "kapadia na surat vala party na bills ketla na hata total",
  [["14,82,500", "1482500", "14.82 lakh", "14.825 lakh"]],
  [["upload", "legal notice Balaji Synthetics.docx"], ["C02", "2030-10-24"]],
  "legal notice: 'under 11 bills ... for Rs. 14,82,500'; Kapadia WS 24 oct.docx: 'bills for Rs. 14,82,500'.")
q("amount", "alpesh shah ne 143A ma ketlu interim compensation bharvanu",
  [["1,35,000", "135000", "1.35 lakh"]], [["C04", "2030-11-25"]],
  "order below Exh. 18, 25.11.2030: 'interim compensation of 20% ... Rs. 1,35,000/- ... within 60 days'.")
q("amount", "mehta e builder ne ketla paisa aapya hata",
  [["58,40,000", "5840000", "58.40 lakh", "58.4 lakh"]],
  [["upload", "GujRERA complaint Mehta draft.docx"], ["C05", "2031-03-20"]],
  "complaint draft: 'Paid Rs. 58,40,000 of Rs. 64,90,000'; order 20.03.2031: 'admits receipt of Rs. 58,40,000/-'.")
# pattern
q("pattern", "padra case ma samne valo vakil kem vaaramvaar mudat maange",
  [["samadhan", "compromise", "સમાધાન", "samjavat"], ["amin"]], [["C03", "2031-01-28"], ["C03", "2031-03-04"]],
  "chat 28/01/31: 'Aaje Amin vakile samadhan ni vaat mate samay maangyo'; 04.03.2031: 'family ma samjavat na thai "
  "shake? - Amin says trying.'")
q("pattern", "alpesh shah absent rahe tyare court shu kare che",
  [["warrant", "વોરંટ"], ["mukti", "exemption"], ["500"]], [["C04", "2030-08-26"], ["C04", "2031-03-03"]],
  "register 26/08/2030: 'જામીનલાયક વોરંટ (bailable warrant)'; chat 03/03/31: 'mukti ni arji aapi, Prajapati saheb e "
  "500 cost sathe allow kari'.")
# counsel_pattern
q("counsel_pattern", "paresh desai surat valo kai rite case kheche che",
  [["jurisdiction"], ["busy", "mudat", "time"]],
  [["C02", "2030-08-29"], ["C02", "2030-10-24"], ["C02", "2031-03-13"]],
  "Kapadia WS 24 oct.docx: 'only Surat court has jurisdiction'; chat 13/03/31: 'Surat court ma busy'; register "
  "29/08/2030: 'મુદત માંગી'.")
q("counsel_pattern", "tejas bhatt builder taraf thi shu defence kare",
  [["force majeure"], ["bu permission", "vmc"]], [["C05", "2030-10-10"]],
  "Mehta RERA reply points 10-10.docx: 'Bhatt's defence: force majeure ... BU permission applied to VMC on 14.06.2030 "
  "but \"pending with VMC\"'.")
# witness
q("witness", "vipul na case ma doctor kon hata",
  [["mihir shah"], ["18%", "18 %"]], [["C06", "2031-02-25"]],
  "WhatsApp Chat with Dhruvi Jr.txt 25/02/31: 'Dr Mihir Shah aavya aaje! Jubani thai, 18% permanent disability'.")
q("witness", "bank case ma CW2 kon hato",
  [["nileshbhai parmar", "nilesh parmar", "નિલેશભાઈ પરમાર", "parmar"], ["bank of baroda", "manjalpur", "મંજલપુર"]],
  [["C04", "2031-07-14"]],
  "IMG-20310708-WA0021.jpg 14/07/2031: 'બેંક ઓફ બરોડા મંજલપુરના નિલેશભાઈ પરમારની જુબાની (CW2)'.")
q("witness", "shreeji ma inquiry officer nu naam shu",
  [["pankaj trivedi", "trivedi", "પંકજ ત્રિવેદી"]], [["C01", "2030-11-20"]],
  "IMG-20301120-WA0009.jpg: 'ઇન્કવાયરી ઓફિસર પંકજ ત્રિવેદીની જુબાની થઈ (Pankaj Trivedi)'.")
# open
q("open", "lalo ni bail nu aakhu shu thayu kaho",
  [d("2030-11-11"), ["25,000", "25000"], ["first monday", "pehla somvare"]], [["C08", "2030-11-11"]],
  "order 11.11.2030: 'released on regular bail on executing a personal bond of Rs. 25,000/- ... first Monday of every "
  "month'.")
q("open", "vipul mact short ma samjavo",
  [["18%", "18 %"], d("2031-08-19"), ["arguments"]], [["C06", "2031-02-25"], ["C06", "2031-07-15"]],
  "chat 25/02/31: '18% permanent disability prove thai'; vipul mact 15.7.txt: 'ND 19.08.2031 arguments'.")
# bare
q("bare", "kinjal", [d("2031-08-18")], [["C07", "2031-06-23"], ["upload", "Week plan 11-20 Aug.docx"]],
  "kinjal 23 june.txt: 'ND 18/8/31'; week plan: 'Mon 18/8 Family Court - Kinjal'.")
q("bare", "shreeji", [d("2031-08-20")], [["C01", "2031-07-23"]], "shreeji 23-7.txt: 'ND 20.08.2031.'")
# no_record
q("no_record", "dabhoi vala bhadvat (tenancy) dava ni next date shu", NR, [],
  "No Dabhoi matter and no tenancy suit in any upload.", no_record=True, absent=["dabhoi", "tenancy"])
q("no_record", "vipul mact lok adalat ma settle thayu tu?", NR, [],
  "C06 was never sent to a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat"])
q("no_record", "kinjal na husband e divorce petition kari che ke?", NR, [],
  "No divorce petition anywhere (only maintenance and the DV petition).", no_record=True, absent=["divorce"])
q("no_record", "jadeja vakil same maro kayo case che", NR, [], "No Jadeja in any upload.", no_record=True,
  absent=["jadeja"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Vadodara practice (bench/practices/vadodara; written from the uploads' "
                    "source_text by its writer, practice 166; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
