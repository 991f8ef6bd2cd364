"""Write questions.json for the Dharwad practice: questions typed the way this chamber types (English with Kannada in
Latin letters, nicknames, typos, no case numbers), with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the chamber's 17/3 and 17.3 when `short`)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd}-{mm}-{yy}", f"{dd}-{mm}-{yyyy}",
             f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}",
             f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}", f"{dd}{suffix} of {LONG[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "could not find", "couldn't find", "cannot find",
       "no information", "no entry", "nothing recorded", "not in the notes", "not in your notes"]]
TODAY = "2026-12-02"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"DW-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


PLAN = ["upload", "vaara plan 30-11.txt"]
BASU_WA = ["upload", "WhatsApp Chat with Basu Jr Adv.txt"]
GROUP_WA = ["upload", "WhatsApp Chat with PSH Chamber.txt"]
HUBLI_WA = ["upload", "WhatsApp Chat - Vishwanath Hubli Renuka/_chat.txt"]
COSTS_300 = ["300", "rs. 300", "rs 300", "₹300"]

# ---------------------------------------------------------------- last time
q("last_time", "siddappa daari suit last time yenaytu?",
  [d("2026-11-07"), ["objection", "obj ", "objections", "ತಕರಾರು"], ["closed", "ಮುಕ್ತಾಯ"]],
  [["C04", "2026-11-07"]],
  "WhatsApp Image 2026-11-07 at 21.14.08 (7/11 Shani): 'Kuradagi filed obj to IA 4 (2A) - denies putting stones. PE closed (memo filed). ND 5/12/26'; group chat 07/11/26: objections to the 2A application, plaintiff's evidence closed.")
q("last_time", "patil sisters RFA last date alli yen aaytu",
  [d("2026-11-04"), ["citation"], d("2026-12-09")],
  [["C01", "2026-11-04"]],
  "WhatsApp Image 2026-11-07 (4/11 Budha CH-3): 'Desai argued ~1 hr: 1994 list acted upon - M.R. 112/1995 ... Sought time to file citations. Belagali J: list 9.12.2026 for reply & orders.'",
  today="2026-11-10")
q("last_time", "kotagi cheque case last date enaytu, accused bandidna?",
  [d("2026-09-11"), ["500"], ["absent", "did not appear", "didn't appear", "not present", "did not come", "didn't come", "ಗೈರು"], d("2026-11-13")],
  [["C05", "2026-09-11"]],
  "display_pdf (4).pdf (11-09-2026, Kannada): accused absent, last chance on costs of Rs. 500, next 13-11-2026 for the accused's evidence; Basu's chat 11/09/26: 'DW1 absent again ... last chance, cost 500. ND 13.11.26'.",
  today="2026-09-20")

# ---------------------------------------------------------------- next date
q("next_date", "kasturi EP next date yavaga",
  [d("2026-12-04")],
  [["C06", "2026-11-06"], PLAN],
  "WhatsApp Image 2026-11-07 (6/11 MACT, EP 96/25): 'ND 4.12.26'; vaara plan: 'Fri 4 - MACT Hbl EP Kasturi - sale proclamation'.")
q("next_date", "byali execution mundina dinanka confirm maadi",
  [d("2026-09-18")],
  [["upload", "ತಿದ್ದುಪಡಿ EP 96.txt"]],
  "ತಿದ್ದುಪಡಿ EP 96.txt (17.08.2026): Basu's 25-09-2026 is wrong; the right next date is 18-09-2026 (Friday). Basu's note of 14.08 says 'ND 25.9.26'.",
  today="2026-08-20")
q("next_date", "sushilamma writ ND? which hall",
  [d("2026-12-03"), ["ch-1", "court hall 1", "hall 1", "ch 1", "court hall no. 1"]],
  [["C03", "2026-11-19"], ["upload", "dharwad_bench_cl_03-12-2026.pdf"]],
  "photo_2026-11-19 (CH-1 Hosmath J): 'ND 3/12/26'; cause list for Thursday 03-12-2026, COURT HALL 1, item 13: WP 103256/2025.")

# ---------------------------------------------------------------- counts
q("count", "siddappa suit alli kuradagi ge costs eshtu sala haakidru",
  [["2", "two", "twice"], COSTS_300],
  [["C04", "2025-12-06"], ["C04", "2026-03-06"]],
  "Group chat 06/12/25: 'ರೂ. 300 ವೆಚ್ಚ'; hbl civil 6-3.txt: 'costs Rs 300 again (2nd time in this suit)'. 08.06 'no costs this time', 06.07 'no costs today'.")
q("count", "gangavva appeal alli desai 'senior principal bench alli' antha eshtu sala time tagondru?",
  [["2", "two", "twice"]],
  [["C01", "2026-04-08"], ["C01", "2026-06-10"]],
  "week 6-11 april.txt (8.4): 'Desai absent - his junior: sir engaged at Principal Bench, Bengaluru'; order of 10.06.2026: 'adjourned on 08.04.2026 at the request ... today again ... engaged before the Principal Bench'; IMG_20260610: 'Same excuse as 8.4'.")
# ---------------------------------------------------------------- yes / no
q("yes_no", "mahesh angadi quash petition innu pending ideya?",
  [["allowed", "disposed", "quashed"], d("2026-09-02")],
  [["C02", "2026-09-02"]],
  "CRL.P_101877_2025_02-09-2026.pdf: 'The Criminal Petition is allowed ... C.C. No. 3310/2024 ... quashed'; group chat 02/09/26: 'Angadi Crl.P ALLOWED'.")
q("yes_no", "byali november date ge kantu kattida?",
  [["absent", "did not appear", "didn't appear", "not present", "did not come", "didn't come"], ["11,05,400", "1105400", "11.05 lakh", "11.05 l"]],
  [["C06", "2026-11-06"]],
  "WhatsApp Image 2026-11-07 (6/11 MACT): 'JD absent. Betageri: JD's mother expired last week ... Balance due Rs. 11,05,400 + int from 1.10.25' - nothing paid that day.",
  today="2026-11-08")
q("yes_no", "amminabhavi PDO objections file maadida WP lli?",
  [["2,000", "2000"], ["in person"], d("2026-03-26")],
  [["C03", "2026-03-05"]],
  "WP 103256-2025 ord 5.3.26.pdf: R4 has not filed objections; costs of Rs. 2,000 on R4; the PDO to appear in person with the Form 9 register; list on 26.03.2026.",
  today="2026-03-10")

# ---------------------------------------------------------------- said
q("said", "mudhol madam angadi case nature bagge enu remark maadidru",
  [["criminal colour", "criminal color"], ["412/2024", "412/24", "o.s. 412", "os 412"]],
  [["C02", "2026-01-07"], ["C02", "2026-04-15"]],
  "WhatsApp Image 2026-01-07: 'Madam: prima facie a civil dispute given a criminal colour' (R2's O.S. 412/2024 for refund of 12.5 L); photo_2026-04-15: 'refund of advance is a civil remedy, is it not?'.")
q("said", "siddappa cross alli kuradagi enu suggest maadidru",
  [["kaalu daari", "foot path", "footpath"], ["canal", "bund"]],
  [["C04", "2026-09-07"]],
  "Basu's chat 07/09/26: 'Kuradagi sir suggested it is only kaalu daari not bandi daari, Siddappa denied. He admitted there is canal bund route but said only for walking.'")
q("said", "vishwanath lok adalat bagge en antaare",
  [["half"], ["4.8", "4,80,000", "480000", "full"], ["3 lakh", "3,00,000", "300000"]],
  [HUBLI_WA, ["C05", "2026-11-13"]],
  "Vishwanath chat 13/11/26: 'Lok Adalat alli half ge naanu oppalla. Full 4.8 beku, interest beda'; 20/11/26: 'Kotagi's brother ... says 3 lakh one time settlement. Naanu yenu heLilla'.")

# ---------------------------------------------------------------- judge's habits
q("judge_habit", "belagali J mundhe argue maadbekadre enu gamanisbeku",
  [["lcr"], ["5 pages", "five pages", "5 page"], ["mediation"]],
  [["C01", "2025-12-10"], ["C01", "2026-01-21"], ["C01", "2026-06-10"], ["C01", "2026-08-19"]],
  "photo_2025-12-10: '1st thing judge asked: LCR bandide?'; rfa gangavva 21jan.txt: 'Judge checked that first again'; 'family partition - go to mediation first'; IMG_20260610: 'judge wants it short - 5 pages max'; synopsis points: 'written synopsis of not more than 5 pages'.")
q("judge_habit", "ittigi madam exemption kodtaara easily?",
  [["medical"], ["rejected", "refused", "declined"]],
  [["C05", "2025-12-12"], ["C05", "2026-07-03"]],
  "basu dwd jmfc 12.12.txt: 'no medical paper ... madam rejected, said without medical no exemption'; group chat 03/07/26 (Kannada): exemption asked with a medical certificate, madam allowed it.")
# ---------------------------------------------------------------- pending before
q("pending_before", "saturday siddappa matter ge enu ready maadbeku",
  [["ia 4", "2a", "o.39 r.2a", "r 2a"], ["photo"]],
  [PLAN, ["C04", "2026-11-07"]],
  "vaara plan: 'Sat 5 - Hbl civil - Siddappa daari suit, IA 4 args. Take photos set & Siddappa'; WhatsApp Image 2026-11-07: 'ND 5/12/26 - IA 4 args + DE'.")
q("pending_before", "9th gangavva RFA ge munche enu pending",
  [["reply"], ["112/1995", "m.r. 112", "mutation"]],
  [["C01", "2026-11-04"], PLAN],
  "WhatsApp Image 2026-11-07 (4/11): Desai argued the 1994 list was acted upon (M.R. 112/1995) and sought time for citations; 'list 9.12.2026 for reply & orders'; vaara plan: 'Prakash coming 4 pm re RFA reply args'; '9.12 RFA reply + orders'.")
q("pending_before", "angadi case next date munche namma kade enu maadbeku",
  [["5,00,000", "500000", "5 lakh", "five lakh"], ["undertaking"], d("2026-03-18") + ["18.3"]],
  [["C02", "2026-03-11"]],
  "angadi 11.3.26.txt: 'Mahesh to arrange DD 5,00,000 ... File undertaking affidavit by 18.3.'; order of 11.03.2026: deposit of Rs. 5,00,000 within four weeks, affidavit of undertaking, list on 15.04.2026.",
  today="2026-03-12")

# ---------------------------------------------------------------- amounts
q("amount", "kasturi EP total claim amount eshtu",
  [["16,05,400", "1605400", "16.05 lakh", "16.05 l"]],
  [["C06", "2026-02-27"]],
  "IMG_20260227_183402_HDR: 'EP amt 16,05,400 (14.60 L + int 1,42,900 + cost 2,500) - int upto 30.9.25'.")
q("amount", "kotagi interim compensation eshtu bantu eshtu baaki",
  [["50,000", "50000"], ["46,000", "46000"]],
  [HUBLI_WA, ["C05", "2026-11-13"]],
  "Vishwanath chat 07/08/26: 'Kotagi paid Rs 50,000 in court today towards interim compensation. Balance 46,000'; kotagi DW1 13 nov.txt: 'Interim comp: 50,000 paid on 7.8; balance 46,000 still due'.")

# ---------------------------------------------------------------- patterns
q("pattern", "ee varsha opposite party mele cost haakiro matters list maadi, amount jote",
  [["2,500", "2500"], ["2,000", "2000"], COSTS_300],
  [["C01", "2026-06-10"], ["C03", "2026-03-05"], ["C04", "2025-12-06"], ["C04", "2026-03-06"], ["C05", "2026-09-11"]],
  "RFA order 10.06.2026: Rs. 2,500 on R1-R3; WP order 05.03.2026: Rs. 2,000 on R4; Siddappa suit: Rs. 300 twice (06.12.2025, 06.03.2026); Kotagi CC 11.09.2026: Rs. 500 on the accused.")
q("pattern", "yaava cases alli mediation / settlement / lok adalat try aagide?",
  [["gangavva", "patil", "rfa", "yaraguppi"], ["angadi", "mahesh"], ["kotagi", "renuka"]],
  [["C01", "2026-01-21"], ["C01", "2026-03-04"], ["C02", "2026-03-11"], ["C02", "2026-04-15"], ["C05", "2026-11-13"]],
  "RFA: referred to the HC mediation centre 21.01.2026, failed 04.03.2026; Angadi: deposit to show bona fides 11.03, 'Settlement: ... No.' 15.04; Kotagi: 'why don't you settle in Lok Adalat?' 13.11.2026.")

# ---------------------------------------------------------------- counsel patterns
q("counsel_pattern", "betageri namma yaava matters alli idaare, avra style hegide",
  [["kotagi", "renuka"], ["byali", "kasturi", "bellad"], ["exemption"], ["crop", "cotton"]],
  [["C05", "2025-12-12"], ["C05", "2026-09-11"], ["C06", "2025-12-19"], ["C06", "2026-09-18"], ["C06", "2026-11-06"]],
  "basu dwd jmfc 12.12.txt: exemption without medical; Kannada order 11-09-2026: time sought, costs; IMG_20251219: 'JD will pay, give time'; group chat 18/09/26: 'balance after cotton crop sale in november'; 6/11: 'JD's mother expired last week'.")
q("counsel_pattern", "gadagin yavaglu enu excuse kodtaare",
  [["transfer"], ["election"]],
  [["C03", "2026-01-29"], ["C03", "2026-03-05"]],
  "Basu's chat 29/01/26: 'PDO transferred, new PDO took charge last week'; photo_2026-03-05 / order 05.03.2026: 'new PDO on election duty'.")

# ---------------------------------------------------------------- witnesses
q("witness", "daari suit PW2 yaaru, enu heLida",
  [["talawar"], ["40 yrs", "40 years", "forty years"], ["foot path", "footpath"]],
  [["C04", "2026-10-05"]],
  "PW2 talawar 5.10.txt: 'PW2 fakirappa talawar (neighbour, sy no 141) ... for 40 yrs bullock carts going by that daari ... bund route is only foot path, cart cannot go'.")
q("witness", "kotagi DW1 cross alli en admit maadida",
  [["signature"], ["reply"], ["9 lakh", "9,00,000", "900000", "nine lakh"]],
  [["C05", "2026-11-13"]],
  "kotagi DW1 13 nov.txt: 'admits signature on cheque; ... never gave stop-payment instructions ...; admits no reply to legal notice ...; admits cotton sale proceeds Nov 2024 about Rs. 9 lakh'.")
q("witness", "renuka agro PW1 cross alli namma client yavdaadru payment oppikondna?",
  [["1,20,000", "120000", "1.2 lakh", "1.20 lakh"], ["rabi"]],
  [["C05", "2026-05-29"]],
  "PW1 cross Renuka Agro 29.5.docx: 'Admitted: accused had paid Rs. 1,20,000 in cash during 2024; PW1 says that was for the earlier rabi account, not these bills.'")

# ---------------------------------------------------------------- open briefings
q("open", "sushilamma khata case full brief kodi",
  [["214"], ["hosur"], ["hakku bidugade", "unregistered"], ["status quo"], ["56/2026"], d("2026-12-03")],
  [["upload", "WhatsApp Image 2025-09-02 at 11.47.20_3be91c0d.jpg"], ["C03", "2025-12-18"], ["C03", "2026-03-26"],
   ["C03", "2026-06-04"], ["C03", "2026-11-19"]],
  "Form 9/11A extract: H.No. 214 mutated to Gurusiddappa Mallappa Hosur on an unregistered Hakku Bidugade Patra; IMG_20251219: status quo; 26/3: PDO admits no resolution/notice; khata wp 4 june: R5's O.S. 56/2026; 19/11: maintainability, ND 3/12/26.")
q("open", "kasturi MVC award details enu",
  [["14,60,000", "1460000", "14.60 lakh", "14.6 lakh", "14.60 l"], ["6%", "6 %", "six percent", "6 per cent"], ["expired", "not in force"]],
  [["upload", "MVC 734-2024 award CC.pdf"]],
  "MVC 734-2024 award: Rs. 14,60,000 with interest at 6% p.a. from 12.02.2024; owner alone liable; insurer exonerated, policy expired on 02.01.2024, not in force.")
q("open", "gangavva trial court decree exactly enu heLtu",
  [["1/6"], ["items 1 and 2", "item 1 and 2", "items 1 & 2", "item nos. 1 and 2", "items 1, 2"], ["1994"]],
  [["upload", "OS 143-2019 judgment & decree CC.pdf"]],
  "OS 143-2019 judgment: each plaintiff 1/6th share in suit items 1 and 2; suit dismissed for items 3 to 5, held divided under the family arrangement of 1994.")

# ---------------------------------------------------------------- bare words typed in court
q("bare", "balance?",
  [["11,05,400", "1105400", "11.05 lakh", "11.05 l"]],
  [["C06", "2026-11-06"], ["C06", "2026-09-18"]],
  "Listed 04.12.2026: the Bellad EP alone. WhatsApp Image 2026-11-07: 'Balance due Rs. 11,05,400 + int from 1.10.25'; group chat 18/09/26: '16,05,400 minus 5 lakh = 11,05,400 sir + interest'.",
  today="2026-12-04")
q("bare", "costs paid?",
  [["2,000", "2000"], d("2026-03-26")],
  [["C03", "2026-03-26"]],
  "Listed 03.12.2026: the khata WP alone. WhatsApp Image 2026-03-27 (26/3): 'Costs 2000 paid by Gadagin in court (DD)'.",
  today="2026-12-03")
q("bare", "TI order date?",
  [d("2026-04-22")],
  [["C04", "2026-04-22"]],
  "Listed 05.12.2026: the Siddappa daari suit alone. display_pdf (1).pdf (22-04-2026, Kannada): IA 1 allowed, temporary injunction; Basu's chat 22/04/26: 'IA 1 ALLOWED ... TI granted'.",
  today="2026-12-05")

# ---------------------------------------------------------------- not in the records
q("no_record", "hanagal co-op bank SARFAESI matter DRT alli next date?",
  NR, [], "No bank, SARFAESI or DRT matter in the registry or any upload.", no_record=True,
  absent=["sarfaesi", "hanagal", "drt"])
q("no_record", "kotagi case alli cheque handwriting expert ge kalisidra?",
  NR, [], "The accused admitted his signature (13.11.2026); no application to send the cheque to an expert in any upload.",
  no_record=True, absent=["handwriting", "expert"])
q("no_record", "sindagi vakeelru RFA lli last time enu heLidru",
  NR, [], "No counsel or party named Sindagi; R1-R3 are represented by S. B. Desai.", no_record=True, absent=["sindagi"])
q("no_record", "khata case alli PDO mele contempt haakidva? yavaga?",
  NR, [], "No contempt petition in any upload of C03 (the PDO appeared in person on 26.03.2026 after costs).",
  no_record=True, absent=["contempt"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Dharwad practice (bench/practices/dharwad; written from the uploads' "
                    "source_text by its writer, practice20; to be asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
