"""Write questions.json for the Dharamshala practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the chamber's 17/4 when `short`)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd:02d}.{mm:02d}.{yy:02d}", f"{dd}-{mm}-{yy}",
             f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}",
             f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note", "not in the notes"]]
TODAY = "2031-04-17"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"D-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "kehar singh kuhl wale case me pichli peshi pe kya hua",
  [d("2031-03-18"), ["busy", "high court", "shimla"], ["1,500", "1500"]], [["C02", "2031-03-18"]],
  "CS 142 of 2029 order 18.03.2031.pdf: 'busy before the Hon'ble High Court at Shimla ... costs of Rs. 1,500/-'.")
q("last_time", "meenakshi divorce me last date ko kya hua tha",
  [d("2031-03-10"), ["cross"], ["27,000", "27000"]], [["C07", "2031-03-10"]],
  "Meenakshi PW1 cross 10.03.2031.docx: 'Our cross of PW1 Ajay ... he paid another Rs. 27,000 today'.")
q("last_time", "ankush ki bail me pichhli date ko kya hua",
  [d("2030-10-03"), ["released on bail", "granted", "ordered to be released"], ["50,000", "50000"]],
  [["C05", "2030-10-03"]],
  "Bail Appl 412-2030 order 03.10.2030.pdf: 'ordered to be released on bail ... personal bond in the sum of Rs. 50,000/-'.",
  today="2030-10-05")
# next_date
q("next_date", "mehra 118 writ shimla me next kab lagi hai",
  [d("2031-05-06"), ["arguments", "argue", "args"]], [["C01", "2031-03-11"]],
  "CWP 3318-2030 order 11.03.2031.pdf: 'seeks time to address arguments ... List on 06.05.2031'; mehra args 11.3.txt: 'ND 6.5.31 for State's args'.")
q("next_date", "bhalet hydel refrence ki agli tareekh kya hai, kis liye",
  [d("2031-04-24"), ["args", "arguments"]], [["C08", "2031-03-26"]],
  "bhalet RW1 26.3.txt: 'RE closed. Args 24.4.31.'")
q("next_date", "dawa sangmo MACT next date?",
  [d("2031-01-06"), ["pw2", "doctor", "anil kapoor"]], [["upload", "correction dawa ND.txt"]],
  "correction dawa ND.txt: 'ND 13.01.31 likha - galat ... sahi date 06.01.2031 (Monday), PW2 Dr. Anil Kapoor'. "
  "The 18.11 note says 13.01.31 (wrong).", today="2030-12-01")
# count
q("count", "bhatia ne kuhl case me kitni baar tareek li ab tak",
  [["3", "three", "teen", "third"]], [["C02", "2030-11-05"], ["C02", "2030-12-17"], ["C02", "2031-03-18"]],
  "Karan chat (2) 05/11/30: 'Bhatia ji Shimla HC me busy, unke junior ne tarikh le li'; 17/12/30 diary: 'Bhatia ne cross "
  "defer karwaya'; order 18.03.2031: 'This is the third adjournment at the instance of the defendants'. Three.")
q("count", "mehra writ me sarkar ne kitni bar time liya",
  [["2", "two", "twice", "do baar", "2nd"]], [["C01", "2030-07-09"], ["C01", "2031-03-11"]],
  "Mehra 118 writ 9 july.docx: 'Vaidya AAG: \"instructions awaited\", sought 4 weeks more'; mehra args 11.3.txt: "
  "'Vaidya AAG ne time le liya ... 2nd time State ne time liya'.")
q("count", "hydel wale refrence me HPPCL ne kitni baar time manga",
  [["2", "two", "twice", "do baar"]], [["C08", "2030-07-24"], ["C08", "2030-12-18"]],
  "register July 2030: '24.07.2030 ... HPPCL की वकील ने जवाब के लिए समय लिया'; IMG_20301218: 'Kiran Bala - "
  "\"instructions ... awaited\", cross ke liye time ... \"only once\"'. Two.")
# yes_no
q("yes_no", "dolkar ne rent ke arrears jama karaye the ya nahi",
  [["yes", "tendered", "deposited", "haan"], ["1,44,000", "144000", "1.44 lakh"]], [["C04", "2030-07-12"]],
  "RP 27-2030 order 12.07.2030.pdf: 'The respondent-tenant has tendered today arrears of Rs. 1,44,000/-'.")
q("yes_no", "bimla devi nu malkiyat mili ke nahi?",
  [["yes", "haan", "conferred", "मालिकाना हक", "mil gayi"], ["6,240", "6240"]], [["C03", "2030-12-04"]],
  "Bimla Devi order 04.12.2030.pdf: 'प्रार्थिया बिमला देवी ... को धारा 104 के अन्तर्गत मालिकाना हक प्रदान किए जाते हैं। "
  "मुआवजा राशि 6,240/- रुपये'.")
q("yes_no", "ajay ne meenakshi da poora maintenance arrear de ditta?",
  [["only", "not fully", "no,", "nahi", "partly", "balance"], ["18,000", "18000"], ["83,000", "83000"]],
  [["C07", "2031-01-27"]],
  "IMG20310127120412.jpg: 'Ajay paid only Rs. 18,000 by DD in court (arrears 83,000!). Negi sahib recorded balance'.",
  today="2031-02-01")
# said
q("said", "pathak J ne DC ki recommendation ke bare me kya bola tha",
  [["recommend"], ["explain", "why", "kyun"]], [["C01", "2030-05-14"], ["C01", "2030-08-27"]],
  "IMG20300514171105.jpg: 'DC ne recommend kiya tha phir Govt ne kyun reject kiya?'; order 27.08.2030: 'to also explain "
  "why the recommendation of the Deputy Commissioner was not accepted'.")
q("said", "tehsildar sahib ne bimla wale me args ke baad kya kaha",
  [["order", "sunaunga"], d("2030-12-04")], [["C03", "2030-10-16"]],
  "IMG_20301016_135812.jpg: 'Tehsildar sahib - \"order 4.12.30 ko sunaunga\"'.")
q("said", "negi sahib ne ajay ki salary ke baare me kya kaha tha",
  [["salary certificate"], ["commanding officer"]], [["C07", "2030-09-02"]],
  "Meenakshi counselling report 2-9-30.docx: 'Judge: salary certificate from the Commanding Officer by next date, not oral figures'.")
# judge_habit
q("judge_habit", "dogra madam palampur wali adjournment pe kya karti hai",
  [["costs", "1,500", "no adjournment"]], [["C02", "2030-12-17"], ["C02", "2031-03-18"]],
  "IMG20301217131750.jpg: 'Dogra madam warned - next date no adjournment'; order 18.03.2031: 'adjourned subject to costs of Rs. 1,500/-'.")
q("judge_habit", "dhiman madam MACT me doctor ko kaise bulati hai",
  [["cmo"]], [["C06", "2030-08-26"], ["C06", "2030-11-18"]],
  "Dawa MACT 26.08.2030.docx: 'doctor to be summoned through the CMO Kangra'; MACT Dawa 18 nov.txt: 'issued summons again through the CMO Kangra'.")
q("judge_habit", "awasthi sahib sale deeds kaunsi mangte hain",
  [["same mohal"], ["one year", "within one year"]], [["C08", "2030-09-04"]],
  "bhalet reference 4 sep.txt: 'bring sale deeds of the same mohal Bhalet within one year before the notification'.")
# pending_before
q("pending_before", "aaj dolkar ke cross se pehle kya kya leke jana hai",
  [["emo", "money order"], ["pema", "tibetan"]], [["upload", "Week plan 14-28 April.docx"]],
  "Week plan 14-28 April.docx: 'Originals of eMO receipts + Dolkar's rent register; Pema to sit with her for Tibetan'.")
q("pending_before", "24 wali hydel args ke liye kya ready karna hai",
  [["chart", "sale deeds"], ["factor 2", "notification"]], [["upload", "Week plan 14-28 April.docx"]],
  "Week plan: 'Chart of the two Bhalet sale deeds ... factor 2 (rural) - get the notification'.")
# amount
q("amount", "dawa ne claim kitne ka dala tha",
  [["18,50,000", "1850000", "18.5 lakh", "18.50 lakh"]], [["upload", "claim petition Dawa MACT.docx"]],
  "claim petition Dawa MACT.docx: 'Compensation claimed: Rs. 18,50,000'.")
q("amount", "ankush ki bail ka bond kitne ka bharna pada",
  [["50,000", "50000"]], [["C05", "2030-10-03"]],
  "Bail Appl 412-2030 order 03.10.2030.pdf: 'personal bond in the sum of Rs. 50,000/- with one surety'.")
q("amount", "bhalet me LAC ne per kanal kya rate diya aur asan kitna mang rahe",
  [["2,40,000", "240000", "2.4 lakh"], ["6,50,000", "650000", "6.5 lakh"]], [["C08", "2030-10-23"]],
  "Jagdish PW1 23.10.30.docx: 'the LAC paid Rs. 2,40,000 per kanal ... We claim Rs. 6,50,000 per kanal'.")
# pattern
q("pattern", "kin kin cases me patwari ki gawahi ya report lagi hai",
  [["kehar", "kuhl", "bundla"], ["bimla", "ichhi"]], [["C02", "2030-08-20"], ["C03", "2030-08-07"]],
  "CS 142-2029 order 20.08.2030: 'LC ... to visit the spot with the Patwari Halqa and the kohli'; bimla devi statement "
  "7 aug.txt: 'Patwari Halqa Ichhi (Sh. Ramesh Chand) - proved jamabandi'.")
q("pattern", "mere tibetan clients ke kaun kaun se matter chal rahe hain",
  [["dolkar", "rent"], ["dawa", "mact"]],
  [["upload", "Week plan 14-28 April.docx"], ["C04", "2030-05-17"], ["C04", "2030-10-04"]],
  "Dolkar reply RP 27 17-5-30.docx: 'Dolkar asked about her RC ... Tibetan Settlement Office'; 04.10.30 notes.txt: "
  "'Dawa MACT - ... her RC (Registration Certificate)'; Week plan: 'Dolkar: RW1 ... Pema ... Tibetan' and 'MACT-I - Dawa Sangmo'.")
# counsel_pattern
q("counsel_pattern", "bhatia vakil har baar kya bahana banata hai",
  [["high court", "shimla"]], [["C02", "2030-11-05"], ["C02", "2031-03-18"]],
  "Karan chat (2) 05/11/30: 'Bhatia ji Shimla HC me busy ... \"counsel busy in High Court\"'; order 18.03.2031: 'busy before the Hon'ble High Court at Shimla'.")
q("counsel_pattern", "kiran bala HPPCL wali time kyun mangti hai har baar",
  [["instructions", "हिदायत"]], [["C08", "2030-07-24"], ["C08", "2030-12-18"]],
  "register July 2030: 'कम्पनी से हिदायत नहीं आई'; IMG_20301218_154401.jpg: '\"instructions from HPPCL head office Shimla awaited\"'.")
# witness
q("witness", "kohli sukh ram ne kehar ki baari ke bare me kya btaya",
  [["tuesday"], ["friday"]], [["C02", "2031-02-04"]],
  "kuhl case PW cross 4-2-31.docx: 'Kehar Singh's turn is Tuesday evening to Wednesday evening and Friday night'.")
q("witness", "dawa case me doctor ne kitni disability prove ki",
  [["35%", "35 per cent", "35 percent", "thirty-five"], ["left leg", "left"]], [["C06", "2031-01-06"]],
  "WhatsApp Chat with Karan Rana Jr (2).txt 06/01/31: 'Dr. Anil Kapoor aa gaye. 35% permanent disability left leg prove kar di'.")
q("witness", "dolkar case me architect ne cross me kya kya maana",
  [["structural test", "core test"], ["sanction", "building plan"]], [["C04", "2031-01-10"]],
  "AW2 architect cross Dolkar.docx: 'no structural test (no core test ...) ... NO building plan has been submitted to or sanctioned'.")
# open
q("open", "dawa ka MACT poora status batao",
  [["permit"], ["35%", "35 per cent"], d("2031-04-17")], [["C06", "2030-08-26"], ["C06", "2031-03-24"]],
  "Dawa MACT 26.08.2030.docx: 'taxi had a permit only for Dharamshala town'; Dawa RW1 24-03-2031.docx: 'disability "
  "35% of limb ... ND 17.04.2031 for arguments'.")
q("open", "mehra wali 118 writ short me samjhao",
  [["catchment"], ["recommend"], d("2031-05-06")],
  [["upload", "Scan_20300214_s118 rejection Mehra.pdf"], ["C01", "2030-12-10"], ["C01", "2031-03-11"]],
  "rejection letter: 'catchment of a drinking water source ... DC ... recommending'; 10-12-2030 docx: 'DC Kangra "
  "recommended'; order 11.03.2031: 'List on 06.05.2031'.")
# bare
q("bare", "dolkar", [d("2031-04-17"), ["cross", "rw1"]],
  [["upload", "cause list Rent Controller Ct 1 17.04.2031.pdf"], ["C04", "2031-02-28"]],
  "cause list 17.04.2031: 'RP 27/2030 Sushil Bhardwaj vs Tenzin Dolkar  RE (cross of RW1)'; diary 28.2.31: 'Her cross 17.4.31'.")
q("bare", "dawa", [d("2031-04-17"), ["arguments"]], [["C06", "2031-03-24"]],
  "Dawa RW1 24-03-2031.docx: 'RE closed. ND 17.04.2031 for arguments.'")
# no_record
q("no_record", "sidhbari slate quarry wale case ki next date kya hai", NR, [],
  "No quarry case in any upload (Sidhbari is only the taxi owner's village in the MACT).", no_record=True,
  absent=["quarry", "slate quarry"])
q("no_record", "ankush ki bail cancellation wali application ka kya hua", NR, [],
  "Nobody moved to cancel Ankush's bail; no upload names one.", no_record=True, absent=["cancellation"])
q("no_record", "dawa wala claim lok adalat me settle hua tha kya", NR, [],
  "C06 was never sent to a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat"])
q("no_record", "tsering wangdu wala case kis court me hai", NR, [], "No Wangdu in any upload.", no_record=True,
  absent=["wangdu"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Dharamshala practice (bench/practices/dharamshala; written from the uploads' "
                    "source_text by its writer, practice154; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
