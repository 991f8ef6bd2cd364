"""Write questions.json for the Madikeri practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "yaava record illa", "no note", "not in the notes"]]
TODAY = "2027-09-21"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"M-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "kambeyanda case la last time enna aaych?",
  [d("2027-08-18"), ["commissioner", "commr", "surveyor"], ["rain", "road slip", "not accessible"]],
  [["C01", "2027-08-18"]],
  "IMG_20270818_161150.jpg: '18.8.27 Kambeyanda - Commr report not filed. Surveyor letter - heavy rain, Kadagadal road slip, bane not accessible'.")
q("last_time", "somanna beete case last date enu aaytu",
  [d("2027-07-23"), ["pw-3", "pw3", "range surveyor"], ["hunsur", "transferred"]], [["C05", "2027-07-23"]],
  "CC 612-2026 order sheet 23.07.2027.pdf: 'PW-3 (Range Surveyor, Ponnampet) absent; ... transferred to Hunsur'.")
q("last_time", "aane case last hearing la enna aaych",
  [d("2027-04-20"), ["ravikiran"], ["6,12,000", "612000", "6.12 lakh"], ["pe closed"]], [["C02", "2027-04-20"]],
  "PXL_20270420_173301.jpg: '20/4/27 ... PW3 Sri. Ravikiran ... valuation Rs. 6,12,000 ... PE closed by our memo'.",
  today="2027-04-25")
# next_date
q("next_date", "balele workers case next date yavaga", [d("2027-09-23")], [["C04", "2027-08-05"]],
  "Balele MW1 5.8.docx: 'Cross to continue. ND 23.09.2027.'")
q("next_date", "kambeyanda mundina date?", [d("2027-10-13")], [["C01", "2027-08-18"]],
  "correction kambeyanda ND.txt: 'next date is 13.10.2027 (NOT 13.11 - I wrote it wrong)'.")
q("next_date", "shafi pepper cheque case next date", [d("2026-12-08")], [["C03", "2026-11-03"]],
  "IMG_4471.HEIC (3 Nov 26): 'Devaiah absent - BW by Pavan sir ... ND 8.12.'", today="2026-11-05")
# count
q("count", "aane case la govt side ethra sala time thogondru",
  [["4", "four"]], [["C02", "2026-09-22"], ["C02", "2026-10-27"], ["C02", "2027-02-09"], ["C02", "2027-07-06"]],
  "Register 22.09/27.10.2026: 'ಸಮಯ ಕೇಳಿದರು' and 'ಮತ್ತೆ ಸಮಯ'; Document (4).docx 9.2.2027: 'Manjunath GP - cross next date ... Allowed'; "
  "order 06.07.2027: 'Time granted as last chance subject to cost of Rs. 1,000'.")
q("count", "homestay writ HC la ethra sala list aaych ivaregu",
  [["6", "six"]], [["C06", "2026-10-13"], ["C06", "2026-11-26"], ["C06", "2027-01-14"], ["C06", "2027-03-04"],
                   ["C06", "2027-06-17"], ["C06", "2027-08-19"]],
  "Orders 13.10.2026 and 17.06.2027; chat 26/11/26; docx 14.01.2027; txt 4.3.27 (not reached); client chat 19/08/27.")
q("count", "devaiah case la complainant side eshtu witness examine aadru",
  [["2", "two"]], [["C03", "2027-03-30"], ["C03", "2027-06-15"]],
  "shafi cw1 cross.txt: 'CW1 Shafi cross ... Cross over'; order 15.06.2027: 'CW-2 Sri. Suresh Rai ... examined ... Complainant side evidence closed'.")
# yes_no
q("yes_no", "kambeyanda la appaiah aa 500 cost kattidra?", [["yes", "paid"], ["500"]],
  [["C01", "2027-02-17"], ["C01", "2027-03-17"]],
  "Order 17.02.2027: 'cost of Rs. 500/- to the plaintiff'; IMG_20270317_142205.jpg: 'Rs. 500 cost paid by Appaiah today'.")
q("yes_no", "majeed ge bail sikkitha", [["allowed", "granted", "yes"], ["50,000", "50000"]], [["C07", "2026-09-18"]],
  "Crl Misc 318-2026 order 18.09.2026.pdf: 'Petition allowed ... personal bond for Rs. 50,000/-'.")
q("yes_no", "somanna discharge allow aaytha", [["rejected", "no"], d("2027-01-15")], [["C05", "2027-01-15"]],
  "CC 612-2026 order 15.01.2027.pdf: 'Application rejected. Charge framed'.")
# said
q("said", "RFO kavya cross la fence bagge enna heldal", [["battery", "stolen"], ["january 2026", "repaired"]],
  [["C02", "2027-08-10"]],
  "aane case DW1 10 aug.txt: 'fence repaired in \"January 2026\" ... she said \"battery was stolen\"'.")
q("said", "plea dina lokanath devaiah defence enu helidru", [["security cheque"], ["weigh", "weighed"]],
  [["C03", "2027-01-19"]],
  "Shafi plea 19.1.27.docx: 'cheque was a \"security cheque\" ... Shafi did not come to weigh it'.")
q("said", "cariappa cross la assam workers bagge enu oppkondru",
  [["contractor"], ["6 new workers", "six new workers"], ["assam"]], [["C04", "2027-08-05"]],
  "Balele MW1 5.8.docx: '6 new workers from Assam taken in March 2026 ... He admitted the Assam workers \"through a contractor\"'.")
# judge_habit
q("judge_habit", "kulkarni sir adjournment kelidre enu maadthare", [["cost", "costs"], ["500"]],
  [["C01", "2027-01-20"], ["C01", "2027-02-17"]],
  "kambeyanda PW1 20.1.txt: 'said next time costs'; order 17.02.2027: 'subject to payment of cost of Rs. 500/-'.")
q("judge_habit", "pavan sir accused absent aadre enu maadthare",
  [["bw", "warrant"], ["complainant must be present", "present each date"]],
  [["C03", "2026-11-03"], ["C03", "2027-01-19"]],
  "IMG_4471.HEIC: 'Devaiah absent - BW by Pavan sir'; Shafi plea 19.1.27.docx: 'Pavan sir - complainant must be present each date'.")
q("judge_habit", "hiremath J state ge yavaglu enu kelthare homestay alli",
  [["report of the deputy commissioner", "dc's report", "dc's eco"], ["eco-sensitive", "eco zone"],
   ["extended", "continues"]], [["C06", "2027-06-17"], ["C06", "2027-08-19"]],
  "Order 17.06.2027: 'AGA shall place on record the report of the Deputy Commissioner ... eco-sensitive zone ... extended'; "
  "chat 19/08/27: 'DC's eco zone report not ready. Stay continues'.")
# pending_before
q("pending_before", "gowda madam munde nam matter yavdu ide", [["thimmaiah"], d("2027-09-28")], [["C02", "2027-08-10"]],
  "aane case DW1 10 aug.txt: 'Virajpet - Thimmaiah v State ... ND 28.09.2027'.")
q("pending_before", "patil madam court la nam case yavdu", [["somanna"], d("2027-09-21")],
  [["C05", "2027-06-04"], ["C05", "2027-07-23"]],
  "IMG_20270604_124418.jpg: 'Vpt Addl JMFC - Somanna'; CC 612-2026 order sheet 23.07.2027.pdf (Addl. Civil Judge and JMFC, Virajpet): 'Call on 21.09.2027'.")
# amount
q("amount", "shafi devaiah ge ethra advance kottidru menasu ge",
  [["4,80,000", "480000", "4.8 lakh", "4.80 lakh", "4,80,000/-"], ["16 quintal"]],
  [["upload", "IMG_20260412_183044.jpg"]],
  "IMG_20260412_183044.jpg: 'a sum of Rs. 4,80,000/- ... ADVANCE towards sale of 16 quintal black pepper'.")
q("amount", "thimmaiah ge forest dept ethra ex gratia kottidru", [["38,500", "38500"]],
  [["upload", "ex gratia order RFO Titimathi.pdf"]],
  "ex gratia order RFO Titimathi.pdf: 'ex gratia of Rs. 38,500/- ... is sanctioned'.")
q("amount", "balele management settlemnt offer ethra per worker", [["15,000", "15000"]], [["C04", "2026-12-17"]],
  "balele settlement 17.12.txt: 'Management ... offered Rs. 15,000 per worker, full and final'.", today="2027-01-10")
# pattern
q("pattern", "homestay writ la state side yavaglu enu maadthare", [["time"], ["objections"], ["report"]],
  [["C06", "2026-11-26"], ["C06", "2027-08-19"]],
  "chat 26/11/26: 'AGA Shivaprakash Rao time chodichu for objections'; client chat 19/08/27: 'AGA took time again - DC's eco zone report not ready'.")
q("pattern", "beete case la prosecution witness barthane illa alla, enaythu",
  [["naveen", "pw1 rfo"], ["hunsur", "transferred"]], [["C05", "2027-02-26"], ["C05", "2027-07-23"]],
  "beete case 26 feb.txt: 'PW1 RFO Naveen Kumar absent ... night patrol'; order 23.07.2027: 'PW-3 ... absent ... transferred to Hunsur'.")
# counsel_pattern
q("counsel_pattern", "appaiah vakil kambeyanda la hege nadkothare", [["time"], ["high court"], ["500"]],
  [["C01", "2026-09-14"], ["C01", "2027-01-20"], ["C01", "2027-02-17"]],
  "IMG_20260914_165810.jpg: 'Appaiah: time for objections'; PW1 20.1.txt: 'not ready, cross next date'; order 17.02.2027: "
  "'counsel is busy before the Hon'ble High Court ... cost of Rs. 500/-'.")
q("counsel_pattern", "lokanath sir devaiah case la strategy enu", [["exemption"], ["security cheque"], ["medical", "back pain"]],
  [["C03", "2027-01-19"], ["C03", "2027-05-04"], ["upload", "medical certificate Devaiah.jpg"]],
  "Shafi plea docx: 'security cheque'; chat 04/05/27: 'Lokanath filed exemption with medical certificate (back pain)'.")
# witness
q("witness", "thimmaiah case PW2 yaaru", [["kushalappa"], ["neighbour", "planter"]], [["C02", "2027-03-16"]],
  "thimmaiah PW1 PW2 16.3.txt: 'PW2 P.M. Kushalappa (neighbour, planter) examined'.")
q("witness", "beete case la hostile aada mahazar witness yaaru", [["p.k. poovaiah", "poovaiah"], ["hostile"]],
  [["C05", "2027-06-04"]], "IMG_20270604_124418.jpg: 'PW2 P.K. Poovaiah (mahazar witness) - HOSTILE'.")
q("witness", "shafi case CW2 bank manager hesru enu", [["suresh rai"]], [["C03", "2027-06-15"]],
  "CC 1043-2026 order sheet 15.06.2027.pdf: 'CW-2 Sri. Suresh Rai, Branch Manager, KDCC Bank Suntikoppa'.", today="2027-06-20")
# open
q("open", "kambeyanda partition case full status heli",
  [["alienat"], ["adlr", "commissioner"], d("2027-10-13")],
  [["C01", "2026-11-18"], ["C01", "2027-06-23"], ["C01", "2027-08-18"]],
  "Order 18.11.2026: 'restrained from alienating'; order 23.06.2027: 'The ADLR ... appointed as Court Commissioner'; "
  "correction note: 'next date is 13.10.2027'.")
q("open", "balele labour case summary kodu",
  [["23 workmen", "23 workers"], ["15,000", "15000"], ["cariappa"], d("2027-09-23")],
  [["upload", "Reference order ID Balele Glen.pdf"], ["C04", "2026-12-17"], ["C04", "2027-08-05"]],
  "Reference order: 'terminating the services of 23 workmen'; settlement 17.12: 'Rs. 15,000 per worker ... refused'; "
  "MW1 5.8.docx: 'MW1 Sri. K.P. Cariappa ... ND 23.09.2027'.")
# bare
q("bare", "devaiah", [d("2027-09-21"), ["dw1", "defence evidence"]], [["C03", "2027-07-27"]],
  "IMG_20270727_153012.jpg: 'Wants to lead DE - himself as DW1 ... ND 21.9.27 DE'.")
q("bare", "beete", [d("2027-09-21"), ["pw-3", "pw3", "range surveyor"]], [["C05", "2027-07-23"]],
  "CC 612-2026 order sheet 23.07.2027.pdf: 'PW-3 (Range Surveyor, Ponnampet) absent ... Call on 21.09.2027'.")
# no_record
q("no_record", "kodandera okka partition appeal HC la enna aaych", NR, [],
  "No Kodandera family and no partition appeal in any upload.", no_record=True, absent=["kodandera"])
q("no_record", "thimmaiah aane case lok adalat ge hoytha?", NR, [],
  "C02 was never sent to a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat"])
q("no_record", "devaiah ge NBW yavaga issue aaytu", NR, [],
  "Only a BW (03.11.2026) in C03; no NBW anywhere.", no_record=True, absent=["nbw", "non-bailable"])
q("no_record", "advocate muddaiah jothe nandu yaava case ide", NR, [], "No Muddaiah in any upload.", no_record=True,
  absent=["muddaiah"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Madikeri practice (bench/practices/madikeri; written from the uploads' "
                    "source_text by its writer, w-madikeri / practice 121; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
