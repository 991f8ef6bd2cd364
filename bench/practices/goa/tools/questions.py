"""Write questions.json for the Goa practice: typed the way Rochelle types into the chat box (English, Romi Konkani,
typos, nicknames), with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms this chamber writes it (10.12.25, 14/1/26, 4th March, 9/1 ...)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd}/{mm}/{yyyy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd:02d}.{mm:02d}.{yy:02d}", f"{dd}-{mm}-{yy}", f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}",
             f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}", f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "no note", "nothing recorded"]]

TODAY = "2026-12-02"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    no_record = no_record or type_ == "no_record"
    item = {"id": f"G-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


def up(name):
    return ["upload", name]


# ---- last_time
q("last_time", "anthony chi writ - last time HC-an kitem zalem?",
  [d("2026-10-07"), ["resolution"], ["personal hearing"], ["affidavit"]], [["C01", "2026-10-07"]],
  "IMG20261007171122.jpg + WP 412-2025 order 07.10.2026.pdf: VP resolution of 29.9 to give personal hearing; place it on record by affidavit of the Secretary in 4 weeks; interim continues.")
q("last_time", "maria inventario last date wht happnd",
  [d("2026-10-16"), ["amended"], ["conferência", "conferencia", "meeting of interested", "meeting of heirs"]], [["C03", "2026-10-16"]],
  "16.10.26 margao.txt: amended relação de bens filed (field added); judge fixed conferência de interessados, heirs personally or by PoA.")
q("last_time", "colva case last date kitem zalem?",
  [d("2026-06-08"), ["pw2", "salvador", "pereira"], ["bw", "warrant"]], [["C06", "2026-06-08"]],
  "08-06-2026.txt: PW2 Salvador Pereira absent, BW Rs 5,000 issued; ND 27/7.", today="2026-07-01")

# ---- next_date
q("next_date", "Vishnu kul case kednam? kityak list asa?",
  [d("2026-12-10"), ["talathi"]], [["C05", "2026-10-15"]],
  "Tenancy roznama 15.10.2026.pdf: next 10/12/2026 for report of Talathi and evidence of opponent.")
q("next_date", "vishnu gawas mamlatdar ND?",
  [d("2026-05-07"), ["cross"]], [up("correction Vishnu date.txt"), ["C05", "2026-03-26"]],
  "diary 26-3 mapusa.txt gave 'ND 30/4/26 for cross'; correction Vishnu date.txt: roznama says 07/05/2026.", today="2026-04-01")
q("next_date", "prakash chem appeal next kednam ani kityak?",
  [d("2026-12-16"), ["mediat"]], [["C02", "2026-09-23"]],
  "New Text Document (2).txt: referred to Goa HC Mediation Centre; 'ND 16.12.26 - mediator's report'.")

# ---- count
q("count", "kamat cheque case - shirodkar ne kitli pavtti exemption appl dilea?",
  [["3", "three", "thrice"]], [["C04", "2025-12-08"], ["C04", "2026-03-23"], ["C04", "2026-11-02"]],
  "IMG-20251208-WA0011.jpg (exemption अर्ज, मंजूर); IMG20260323131540.jpg ('exemption appl again'); IMG20261102133015.jpg ('3rd time!').")
q("count", "colva case PW3 doctor kitle pavtti absent?",
  [["2", "two", "twice"], ["warrant", "bw"]], [["C06", "2026-09-28"], ["C06", "2026-11-09"]],
  "28-9 colva.txt: PW3 doctor absent, summons not served; IMG20261109121850.jpg + order: absent again, BW Rs 2,000.")
q("count", "inventario-an rodrigues kitle pavtti absent asllo?",
  [["2", "two", "twice"], ["high court", "hc"]], [["C03", "2026-01-09"], ["C03", "2026-10-16"]],
  "PXL_20260109_124455102.jpg: 'Rodrigues absent - proxy ... busy in the High Court'; 16.10.26 margao.txt: 'Rodrigues absent AGAIN, proxy: in HC'. (24.4 he came late, present.)")

# ---- yes_no
q("yes_no", "did the panchayat ever pay anthony the 5000 costs?",
  [["yes", "paid", "received", "recd"], ["5,000", "5000"], d("2026-09-21")], [up("Scan_0044.pdf"), ["C01", "2026-03-11"]],
  "Scan_0044.pdf: '21/09/26 ... costs 5,000 recd from VP Calangute by cheque no. 771203 - handed to client'. 8.4.26 note had it disputed.")
q("yes_no", "dattaprasad ne 143A amount bhorla kai?",
  [["not deposited", "not paid", "has not", "hasn't"], ["75,000", "75000", "75 thousand", "75k"]],
  [["C04", "2026-03-23"], ["C04", "2026-02-16"]],
  "As on 20.4.26: order 16.02.2026 Rs. 75,000/- in 60 days; IMG20260323131540.jpg '143A amount - not deposited yet (60 days upto 17/4)'. Deposited only on 30/06.", today="2026-04-20")

# ---- said
q("said", "anthony writ - panchayat reply-an kitem mhunlam?",
  [["licence", "license"], ["pinto"], ["sarpanch"]], [["C01", "2026-02-04"]],
  "04.02.26 HC.txt: reply by the Sarpanch, not the Secretary; no construction licence; complaint by neighbour Mr. Lourenço Pinto.")
q("said", "agnelo evidence-an bhangar baddal kitem sanglem?",
  [["daughters-in-law", "daughters in law"], ["almirah", "key"]], [["C03", "2026-06-19"]],
  "IMG20260619170733.jpg: admits almirah key with him; says gold 'distributed by mãe to daughters-in-law' - no proof.")
q("said", "what did maria tell us abt the field and dec date?",
  [["25 lakh", "25,00,000", "25 l"], ["sheryl", "power of attorney", "poa"]], [up("WhatsApp Chat with Maria UK.txt")],
  "WhatsApp Chat with Maria UK.txt: cannot come in December, PoA to cousin Sheryl Rebelo; wants the field, can bid up to 25 lakh.")

# ---- judge_habit
q("judge_habit", "Sardessai J written submissions kashe zai taka?",
  [["3 pages", "three pages", "3 pp"], ["synopsis"]], [["C01", "2026-08-05"], ["C01", "2026-10-07"]],
  "IMG20260805163001.jpg: 'written synopsis, MAX 3 pages ... I will not read 30 pages'; 07/10 note: 'Our synopsis (3 pp) filed'.")
q("judge_habit", "kholkar J family property appeals kaso treat korta?",
  [["mediation"], ["index"]], [["C02", "2026-09-23"], ["C02", "2026-01-21"]],
  "New Text Document (2).txt: 'he sends all family property appeals to mediation first'; IMG20260121115930.jpg: 'Index properly, page nos. continuous'.")
q("judge_habit", "mamlatdar bardez - which day he takes kul matters n is he usually available?",
  [["thursday"], ["duty"]], [["C05", "2026-02-19"], ["C05", "2026-01-15"], ["C05", "2026-08-13"]],
  "mapusa 19-2.txt: 'sits for kul matters only on thursdays'; WhatsApp 15/01 'law and order duty'; IMG-20260813-WA0031.jpg: ड्युटीर; correction note: election training.")

# ---- pending_before
q("pending_before", "friday margao conferencia - kitem ready korunk zai?",
  [["sheryl"], ["aadhaar", "aadhar"], ["power of attorney", "poa"]],
  [up("week 30 nov - 5 dec.txt"), up("WhatsApp Chat with Maria UK.txt"), ["C03", "2026-10-16"]],
  "week 30 nov - 5 dec.txt: 'Sheryl Rebelo to office 4 pm with Aadhaar + PoA original'; heirs personally or by PoA (16.10 note).")
q("pending_before", "anthony matter on 9th - anything pending from panchayat side?",
  [["affidavit"], ["resolution"], d("2026-11-20")], [["C01", "2026-10-07"], up("WhatsApp Chat with Anthony Calangute.txt")],
  "Order 07.10: resolution by Secretary's affidavit in 4 weeks; WhatsApp: not served, 4 weeks over 4 Nov; personal hearing held 20 Nov, decision in writing awaited.")

# ---- amount
q("amount", "kamat cheque kitlea paishancho? ani interim compensation kitli?",
  [["3,75,000", "375000", "3.75 lakh", "3.75 l"], ["75,000", "75000"]], [up("IMG-20251002-WA0004.jpg"), ["C04", "2026-02-16"]],
  "Return memo: Rs. 3,75,000/-; order 16.02.2026: interim compensation Rs. 75,000/- (20%).")
q("amount", "benaulim field value agnelo-an kitli ghatli?",
  [["18,40,000", "1840000", "18.40 lakh", "18.4 lakh", "18.40 l"]], [["C03", "2026-10-16"]],
  "16.10.26 margao.txt: 'Item 4 added: paddy field Sy 88/1 Benaulim valued Rs 18,40,000'.")
q("amount", "prakash appeal delay costs kitle ani mellle kai?",
  [["2,000", "2000"], ["gpay", "google pay", "received"]], [["C02", "2026-04-22"], ["C02", "2026-07-15"]],
  "Order 22.04.2026: costs Rs. 2,000/-; 15.7 FA 88.txt: 'Prakash says received by GPay on 5 May'.")

# ---- pattern
q("pattern", "in which of my matters has the court put costs on the other side?",
  [["anthony", "calangute"], ["prakash", "fa 88", "first appeal"], ["d'souza", "inventário", "inventario", "inventory", "maria"],
   ["kamat", "cheque", "138"]],
  [["C01", "2026-03-11"], ["C02", "2026-04-22"], ["C03", "2026-02-13"], ["C03", "2026-03-20"], ["C04", "2026-05-04"]],
  "Rs 5,000 on VP (11/3 note); Rs 2,000 on Sunita (order 22.4); रु. १,०००/- on cabeça de casal (13/2 clerk note; paid to Maria 20-03-2026); Rs 500 on accused (WhatsApp 04/05).")
q("pattern", "next 2 weeks kitle matters asat, date-wise?",
  [d("2026-12-04"), d("2026-12-07"), d("2026-12-09"), d("2026-12-10"), d("2026-12-14"), d("2026-12-16")],
  [["C03", "2026-10-16"], ["C04", "2026-11-02"], ["C01", "2026-10-07"], ["C05", "2026-10-15"], ["C06", "2026-11-09"], ["C02", "2026-09-23"]],
  "Next dates: D'Souza 4/12, Kamat 7/12, Anthony 9/12, Vishnu 10/12, Colva 14/12, Prakash 16.12.26.")

# ---- counsel_pattern
q("counsel_pattern", "parab-ache excuses kitem asta generally?",
  [["secretary"], ["leave"], ["instructions"]], [["C01", "2025-12-10"], ["C01", "2026-01-14"], ["C01", "2026-08-05"]],
  "10.12.25: 'Secretary has not given instructions'; order 14.01.2026: 'Secretary ... is on leave'; 5/8: time 'to take instructions'.")
q("counsel_pattern", "shirodkar's usual tactic in the hardware cheque case?",
  [["exemption"], ["security"]], [["C04", "2025-12-08"], ["C04", "2026-03-23"], ["C04", "2026-11-02"], ["C04", "2026-02-16"]],
  "Exemption application on 8/12, 23/3, 2/11; 'cheque given as security only' (16.2.26), 313 'blank security cheque'.")
q("counsel_pattern", "APP kerkar madam colva case-an pratek pavtti kitem korta?",
  [["time"], ["absent", "not present"], ["summons"]],
  [["C06", "2026-01-19"], ["C06", "2026-06-08"], ["C06", "2026-09-28"], ["C06", "2026-11-09"]],
  "Witnesses absent on 19/1, 8/6, 28/9, 9/11; summons not returned/served; APP seeks time each time.")

# ---- witness
q("witness", "cardozo-an cross-an kitem admit kelem?",
  [["did not see", "didn't see"], ["crowded", "lights"], ["licence", "license", "dispute"]], [["C06", "2026-04-06"]],
  "PXL_20260406_115702834.jpg: shack crowded, lights partly off; did not see who threw the bottle; prior dispute over shack licence 2024.")
q("witness", "bank manager kamat case-an kitem prove kelem?",
  [["shetye"], ["12,430", "12430"], ["memo"]], [["C04", "2026-09-07"]],
  "IMG20260907125508.jpg: CW2 Mahesh Shetye, balance Rs 12,430 on 15.9.25, return memo proved.")
q("witness", "salvador pereira ne rohit-ak identify kelo kai?",
  [["could not identify", "not identify", "couldn't identify", "did not identify"], ["hostile"], ["kitchen"]], [["C06", "2026-07-27"]],
  "27.7 colva PW2.txt: could not identify Rohit in court; declared hostile; in cross, he was inside the kitchen.")

# ---- open
q("open", "demolition notice-an kitem mhunlam? area ani days?",
  [["42 sq"], ["15 days", "fifteen"], ["section 66", "s.66", "s. 66", "sec 66"]], [up("Scan_0012.pdf")],
  "Scan_0012.pdf: s.66 Goa Panchayat Raj Act, extension approx. 42 sq. mts., demolish within 15 (fifteen) days.")
q("open", "vishnu field survey record-an kitem dakoita?",
  [["menezes"], ["blank"], ["2023"], ["struck", "deleted", "removed"]], [up("Form I and XIV 112-3 Siolim.pdf")],
  "Form I & XIV: occupant Luis Menezes; tenant column blank; cultivation entry of Vishnu struck in 2023 on occupant's application.")

# ---- bare
q("bare", "costs?",
  [["1,000", "1000"], ["paid", "recd", "received"]], [["C03", "2026-02-13"], ["C03", "2026-03-20"]],
  "On 16.10.2026 (D'Souza inventário listed): Rs 1,000 costs imposed 13/2 on the cabeça de casal, paid to Maria in court on 20.3.", today="2026-10-16")
q("bare", "75k?",
  [["deposit"], ["release"]], [up("WhatsApp Chat with Rajesh Kamat Hardware.txt")],
  "On 07.09.2026 (Kamat case listed): WhatsApp 30/06 deposited 75,000 in court; 06/07 application for release filed.", today="2026-09-07")

# ---- no_record
q("no_record", "vasco eviction suit - dias vs kamat ND kednam?", NR, [],
  "No suit at Vasco and no party Dias in any upload.", absent=["vasco", "eviction", " dias"])
q("no_record", "sardessai J ne anthony chea ghora court commissioner dhadlo kai? report aila?", NR, [],
  "No commissioner was ever appointed in WP 412; only the BDO's site report and the VP personal hearing.", absent=["commissioner"])
q("no_record", "what did adv mascarenhas argue in the siolim tenancy case?", NR, [],
  "The opponent's counsel is Adv. Francis Lobo; no Mascarenhas anywhere.", absent=["mascarenhas"])
q("no_record", "rohit discharge application kedna dismiss zalem?", NR, [],
  "No discharge application in the Colva case: charge explained 15/12/25, trial since.", absent=["discharge"])

about = ("Sealed questions for the Goa practice (bench/practices/goa; written from the uploads' source_text by its writer, "
         "practice16; for the next session's honest check, asked once by the lead)")
(ROOT / "questions.json").write_text(json.dumps({"about": about, "questions": Q}, ensure_ascii=False, indent=1) + "\n",
                                     encoding="utf-8")
print(len(Q), "questions")
