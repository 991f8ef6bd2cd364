"""Write questions.json for the Rajkot practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "koi record nathi", "nondh nathi", "no note",
       "not in the notes", "kai nathi"]]
TODAY = "2027-02-05"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"RJ-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "castings vala 138 ma chhelli mudat e shu thyu?",
  [d("2027-01-22"), ["351", "further statement", "nivedan", "313"], ["defence evidence", "dw1"]], [["C01", "2027-01-22"]],
  "castings 22 jan.txt: 'Further statement u/s 351 BNSS recorded ... accused himself will lead defence evidence - DW1 "
  "Chovatiya ... defence evidence on 05.02.2027'.")
q("last_time", "mehta bhadu vala case ma last time shu thayu",
  [d("2027-01-11"), ["dw1 cross", "cross puri", "cross concluded", "dw1"], ["de closed", "defence evidence closed",
                                                                         "evidence closed"]],
  [["C04", "2027-01-11"]], "mehta rent 11 jan.txt: 'DW1 cross puri thai ... DE closed by Kadiwala's purshis. "
  "Arguments on 05.02.2027'.")
q("last_time", "hira bhagidari case ma gai mudat e shu thayu",
  [d("2026-08-03"), ["mediation failed", "mediation fail"], ["daksha rathod", "commissioner"]], [["C02", "2026-08-03"]],
  "20260803_143109.jpg (3 Aug): 'Mediation failed ... Exh. 32 (court commissioner ...) - ALLOWED. Commissioner: Adv. "
  "Smt. Daksha Rathod'.", today="2026-08-10")
# next_date
q("next_date", "paresh vala sessions case ni next mudat kyare?",
  [d("2027-01-08")], [["upload", "correction paresh ND.txt"], ["upload", "IMG-20261218-WA0007.jpg"]],
  "correction paresh ND.txt (5/12): 'ND 15.01.2027 lakhi didhi - khoti che ... saachi next date 08.01.2027'; register "
  "18-12-2026: 'મુદત 08-01-2027'. The 4.12 note says 15.01.2027 (wrong).", today="2026-12-20")
q("next_date", "devshibhai na SSRD vala ni agli mudat?",
  [d("2027-02-18"), ["premium", "jantri"]], [["C03", "2026-12-17"]],
  "SSRD 17 dec.txt: 'Collector, Rajkot to compute premium as per current jantri ... ND 18.02.2027.'")
q("next_date", "vadodariya bakshis vala ni next date shu che",
  [d("2027-02-15"), ["kokilaben", "pw4"]], [["C07", "2026-12-21"]],
  "vadodariya attesting witness 21 dec.txt: 'ND 15.02.2027 - remaining PE (Kokilaben as PW4).'")
# count
q("count", "castings case ma ladani na karne ketli var mudat padi atyar sudhi",
  [["3", "three", "tran", "thrice"]], [["C01", "2026-06-19"], ["C01", "2026-07-24"], ["C01", "2026-12-18"]],
  "Krunal chat 19/06/26: 'Ladani e mudat mangi ... revision'; 20260724 diary: 'Ladani e fari mudat mangi - cross mate "
  "time'; register 18-12-2026: 'લાડાણી સાહેબે મુક્તિ અરજી (exemption) આપી, મંજૂર ... નિવેદન થયું નથી'. Three.")
q("count", "paresh case ma prosecution e ketla sakshi tapasya",
  [["6", "six", "six witnesses", "chh"]], [["C05", "2027-01-08"]],
  "paresh IO cross 8 jan.docx: 'APP closed prosecution evidence ... six witnesses examined in all (PW1 to PW6)'.")
q("count", "SSRD ma devshibhai nu ketli vaar sunavni thai",
  [["5", "five", "paanch"]], [["C03", "2026-02-19"], ["C03", "2026-04-16"], ["C03", "2026-07-09"], ["C03", "2026-10-08"],
                              ["C03", "2026-12-17"]],
  "SSRD order 19/02/2026, gandhinagar 16-4.txt, SSRD 9 july docx, PXL_20261008 (8 Oct), SSRD 17 dec.txt: five hearings.")
# yes_no
q("yes_no", "chovatia e 143A na paisa bharya k nahi?",
  [["not paid", "nathi bharya", "bharya nathi", "bharya j nathi", "unpaid", "not deposited", "no,"],
   ["1,29,700", "129700", "1.29 lakh", "1.297 lakh"]], [["C01", "2026-06-19"], ["C01", "2026-04-21"]],
  "Krunal chat 19/06/26: '143A na paisa bharya j nathi haju'; order below Exh. 14: 'Rs. 1,29,700/- ... within 60 "
  "days'.", today="2026-07-05")
q("yes_no", "jadu ne high court ma jamin malya?",
  [["withdrawn", "not pressed", "no,", "nahi", "na,"], d("2026-08-10")], [["C06", "2026-08-10"]],
  "R-CR.MA-11842-2026 order 10.08.2026.pdf: 'The application is disposed of as withdrawn, with such liberty.'")
q("yes_no", "mehta case ma bhadvaat e badhi rakam jama karavi ke?",
  [["75,000", "75000", "0.75 lakh"], ["not full", "only", "nathi", "partly", "part", "balance", "no,"]],
  [["C04", "2026-06-22"]], "20260622_124856.jpg: 'Tenant e full amount jama nathi karavi - only Rs. 75,000 ... "
  "Balance 76,200'.", today="2026-06-23")
# said
q("said", "hitesh dobariya e jubani ma shu kidhu",
  [["hostile"], ["did not see", "didn't see", "not see", "joyu nathi"]], [["C05", "2026-07-10"]],
  "Hitesh hostile 10 July.docx: 'Hitesh turned hostile ... I did not see who hit Paresh'.")
q("said", "plea vakhte ladani e shu defence lidho",
  [["security"], ["defective", "rejected", "debit note"]], [["C01", "2026-03-17"]],
  "chovatiya plea 17.3.txt: 'cheque was a \"security cheque\" ... castings were defective - 2 loads rejected'.")
q("said", "dr pandya e chirag ni disability ketli kahi",
  [["32%", "32 %", "32 per cent", "32 percent", "thirty two"], ["right lower limb", "right leg", "femur"]],
  [["C08", "2026-10-23"]], "Chirag MACT doctor 23.10.docx: '32% permanent partial disability of the right lower limb "
  "(malunited femur'.")
# judge_habit
q("judge_habit", "trivedi saheb 138 ma vachagala vadtar babat shu kare che",
  [["143a"], ["20%", "20 %", "20 per cent", "twenty per cent"]], [["C01", "2026-04-21"]],
  "order below Exh. 14: 'As a rule this Court directs interim compensation ... 20% of the cheque amount'.")
q("judge_habit", "pandya saheb vepari na jhagda ma kem varte",
  [["mediation"], ["commissioner"]], [["C02", "2026-06-15"], ["C02", "2026-08-03"]],
  "shreeji 15 june.txt: 'business dispute che, mediation ma jao'; 3 Aug diary: 'court commissioner ... ALLOWED'.")
q("judge_habit", "SSRD desai saheb ni aadat shu",
  [["r&p", "record and proceedings", "રેકર્ડ"], ["premium"]], [["C03", "2026-04-16"], ["C03", "2026-10-08"]],
  "gandhinagar 16-4.txt: '\"R&P vagar sambhalvu nathi\"'; PXL_20261008: 'regularisation of the breach on payment of "
  "premium'.")
# pending_before
q("pending_before", "shah madam pase maru shu pending che",
  [["mehta", "thakkar", "rent"], ["argument"], d("2027-02-05")], [["C04", "2027-01-11"]],
  "mehta rent 11 jan.txt: 'Mehta v Thakkar - Ct 11 (Shah madam) ... Arguments on 05.02.2027'.")
q("pending_before", "vyas saheb ni court ma aapnu shu che",
  [["paresh", "hirpara", "jadu", "sakhiya"], d("2027-02-12")], [["C05", "2026-10-16"], ["C05", "2027-01-08"]],
  "paresh FSL 16.10.txt: 'SC 47/26 - Ct 6 - Vyas saheb'; IO cross 8 jan.docx: 'ND 12.02.2027 - statements of accused'.")
# amount
q("amount", "castings vala cheque ni rakam ketli",
  [["6,48,500", "648500", "6.48 lakh", "6.485 lakh"]], [["upload", "cheque return memo BOB Shapar.pdf"]],
  "cheque return memo: 'Cheque No. 302117 ... for Rs. 6,48,500/-'.")
q("amount", "hira case ma commissioner ni fee ketli",
  [["7,500", "7500"]], [["C02", "2026-08-03"]], "20260803_143109.jpg: 'Fee Rs. 7,500 - plaintiff to pay.'")
q("amount", "bhadu case ma court e ketli rakam jama karavva kahyu hatu",
  [["1,51,200", "151200", "1.51 lakh", "1.512 lakh"], ["4,200", "4200"]], [["C04", "2026-04-06"]],
  "Rent Suit 41-2024 rojkam 06.04.2026.pdf: 'deposit ... the arrears of Rs. 1,51,200/- ... and ... Rs. 4,200/- per "
  "month'.")
# pattern
q("pattern", "SSRD ma varevare kem mudat pade che",
  [["r&p", "record and proceedings"], ["instructions"]], [["C03", "2026-04-16"], ["C03", "2026-07-09"]],
  "gandhinagar 16-4.txt: 'R&P haju collector office thi aavyu j nathi'; SSRD 9 july docx: 'Dave ... sought time to "
  "take instructions'.")
q("pattern", "chirag MACT ma insurance vala ni line shu rahi che",
  [["triple seat", "triple"], ["helmet"], ["contributory"]], [["C08", "2026-03-27"], ["C08", "2026-07-03"]],
  "chirag MACP 27.3.txt: 'claimant was \"triple seat\" ... without helmet - contributory negligence'; Krunal chat "
  "03/07/26: 'triple seat hata ke nahi, helmet?'.")
# counsel_pattern
q("counsel_pattern", "ladani vakil ni style kevi che",
  [["mudat mangi", "sought time", "seeks time", "adjournment", "time for cross", "mudat"], ["security"]],
  [["C01", "2026-03-17"], ["C01", "2026-06-19"], ["C01", "2026-07-24"]],
  "plea 17.3: 'security cheque'; chat 19/06: 'Ladani e mudat mangi'; 24/7 diary: 'Ladani e fari mudat mangi'.")
q("counsel_pattern", "mahipatsinh jadeja cross ma kai line le che",
  [["kicked", "provok"], ["abused", "galo"]], [["C05", "2026-06-12"], ["C05", "2027-01-08"]],
  "paresh PW1 cross 12.6.txt: 'Paresh first kicked the car and abused (\"galo bolya\")'; IO cross 8 jan: 'Same line "
  "again: Paresh provoked - kicked the car, abused'.")
# witness
q("witness", "castings ma bank no sakshi kon hato",
  [["alpesh joshi", "alpesh"], ["bank of baroda", "shapar"]], [["C01", "2026-10-30"]],
  "castings CW2 bank 30 oct.docx: 'CW2 Shri Alpesh Joshi, Branch Manager, Bank of Baroda, Shapar branch'.")
q("witness", "paresh nu PM karnar doctor nu naam",
  [["nirav kotak", "kotak"]], [["C05", "2026-08-07"]],
  "sessions 7 aug + HC 10 aug.docx: 'PW4 Dr. Nirav Kotak, PDU Civil Hospital - proved PM note'.")
q("witness", "gift deed no attesting witness kon ane eno shu kehvu che",
  [["ramnikbhai", "talaviya"], ["after the signatures", "after signatures", "kai bolta na hata", "not speaking"]],
  [["C07", "2026-12-21"]], "vadodariya attesting witness 21 dec.txt: 'PW3 Ramnikbhai Talaviya ... reached the "
  "Sub-Registrar office after the signatures ... \"kai bolta na hata\"'.")
# open
q("open", "vadodariya gift deed nu status samjavo",
  [["dementia", "alzheimer"], ["talaviya", "ramnikbhai", "attesting"], d("2027-02-15")],
  [["C07", "2026-10-05"], ["C07", "2026-12-21"]],
  "20261005 diary: 'Alzheimer's dementia - moderate ... 12 days before the gift deed'; 21 dec.txt: 'PW3 Ramnikbhai "
  "Talaviya (attesting witness) ... ND 15.02.2027'.")
q("open", "ramani kakadiya hira bhagidari case short ma kaho",
  [["22 ghanti", "22 ghantis"], ["114 carat", "114"], d("2027-02-09")],
  [["C02", "2026-03-23"], ["C02", "2026-09-14"], ["C02", "2026-12-07"]],
  "order below Exh. 5: 'restrained from ... the 22 ghantis'; commissioner report 14.9: 'rough stock 114 carat'; "
  "register 07-12-2026: 'આગામી મુદત 09-02-2027 (ઉલટ તપાસ)'.")
# bare (typed in court on the lawyer's day)
q("bare", "castings", [["defence evidence", "dw1"], ["143a", "exh. 58", "recovery"]],
  [["C01", "2027-01-22"], ["upload", "Cause list ACJM Ct 9 05.02.2027.pdf"]],
  "castings 22 jan.txt: 'defence evidence on 05.02.2027 ... our Exh. 58 (recovery) pending; press it on 5/2'.")
q("bare", "mehta", [["argument"], ["11(3)", "arrears"]], [["C04", "2027-01-11"]],
  "mehta rent 11 jan.txt: 'Admitted arrears were paid only after the 11(3) order ... Arguments on 05.02.2027'.")
# no_record
q("no_record", "morbi vala tiles factory na cheque case ni date kyare che", NR, [],
  "No such case: the only cheque case is the castings firm's against Om Pump Industries.", no_record=True,
  absent=["morbi"])
q("no_record", "hira case ma receiver nimayo k nahi?", NR, [],
  "No receiver in C02: a court commissioner made an inventory; no upload names a receiver.", no_record=True,
  absent=["receiver"])
q("no_record", "paresh case ma koi approver banyo?", NR, [],
  "No accused turned approver in C05; no upload names one.", no_record=True, absent=["approver"])
q("no_record", "adv bharat sanghvi sathe maru kayu matter che", NR, [], "No Sanghvi in any upload.",
  no_record=True, absent=["sanghvi"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Rajkot practice (bench/practices/rajkot; written from the uploads' "
                    "source_text by its writer, practice76; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
