"""Write questions.json for the Leh practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note"]]

TODAY = "2026-12-05"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"L-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


def up_(name: str) -> list[str]:
    return ["upload", name]


def n(k: int, word: str) -> list[str]:
    return [str(k), word]


# last_time
q("last_time", "yura wale suit me last time kya hua?",
  [d("2026-11-21"), ["tsering phuntsog", "chhurpon", "pw2"], ["closed"]], [["C04", "2026-11-21"]],
  "yura 21.11.txt: PW2 chhurpon cross; 'PE closed. DE next'.")
q("last_time", "stok mutation appeal pichli date pe kya hua DC ke yahan",
  [d("2026-11-03"), ["1908", "bandobast", "settlement"]], [["C07", "2026-11-03"]],
  "IMG_20261103_150505.jpg: arguments ~1 hr; DC asked for the 1908 bandobast (settlement) record.")
q("last_time", "kharnak writ last date kya hua?",
  [d("2026-08-03"), ["212"], ["31,000", "31000"], ["last opportunity", "last chance"]], [["C01", "2026-08-03"]],
  "WhatsApp Chat with Stanzin Dorjay Kharnak.txt (03/08): DC report 212 families, 31,000 animals; Wani J said last opportunity.",
  today="2026-08-10")
# next_date
q("next_date", "abbas cheque case agli date kab hai aur kis liye?",
  [d("2026-12-16"), ["313", "351", "statement"]], [["C05", "2026-11-18"]],
  "18-11 cjm.txt: 'next date accused must be present for statement u/s 313 (351 BNSS)... ND 16.12.2026'; correction note: 'Next date 16.12 is right'.")
q("next_date", "zehra bano MACT kargil ki next date?",
  [d("2026-12-18"), ["argument", "bahas"]], [["C06", "2026-11-27"]],
  "WhatsApp Chat with Rasool Munshi Kargil.txt (27/11): 'bahas ke liye waqt manga. agli tarikh 18.12.2026'.")
q("next_date", "rigzin ka hotel writ ND kya hai jammu me",
  [d("2026-07-20")], [["C02", "2026-06-15"]],
  "15-6-26 jammu.txt: 'agli date 20.07.2026'.", today="2026-06-20")
# count
q("count", "kacho sahab ne abbas case me exemption kitni baar manga hai ab tak",
  [n(3, "three")], [["C05", "2026-05-13"], ["C05", "2026-06-24"], ["C05", "2026-11-18"]],
  "NEW NOTE 19.11.txt corrects Jigmet's '4th time': exemption asked 13.5, 24.6, 18.11 = 3 times (5.8 was time for cross).")
q("count", "tundup bail me total kitni hearing hui HC me?",
  [n(5, "five")], [["C03", "2026-02-09"], ["C03", "2026-02-23"], ["C03", "2026-03-09"], ["C03", "2026-03-30"], ["C03", "2026-04-20"]],
  "WhatsApp Chat with Jigmet.txt (9.2, 23.2), IMG_20260309 (9.3), 30 march tundup.txt (30.3), order 20.04.2026: five listings.")
q("count", "neha gupta ne kharnak me kitni baar time liya hai",
  [n(2, "two"), d("2026-04-27"), d("2026-08-03")], [["C01", "2026-04-27"], ["C01", "2026-08-03"]],
  "27.4.26 kharnak.txt: sought time, costs; WhatsApp Dorjay 03/08: 'again took time ... 2nd time after April'.")
# yes_no
q("yes_no", "tundup ko bail mili thi kya? conditions kya thi",
  [["yes", "granted"], d("2026-04-20"), ["50,000", "50000"], ["first monday"]], [["C03", "2026-04-20"]],
  "Scan_20260422_order.pdf: bail on bond Rs. 50,000 with one surety; report to SHO first Monday of every month; not leave UT.")
q("yes_no", "abbas ne interim compensation jama kiya ya nahi?",
  [["no", "not paid", "nahi"], ["75,000", "75000", "75k"], ["recovery"]], [["C05", "2026-10-14"], ["C05", "2026-11-18"]],
  "WhatsApp Chat with Jigmet (3).txt (14/10): '75k NOT paid'; 18-11 cjm.txt: recovery application, notice to accused.")
# said
q("said", "wani J ne kharnak me costs lagate time kya bola tha",
  [["pastoral rights"], ["formality"]], [["C01", "2026-04-27"]],
  "27.4.26 kharnak.txt: 'pastoral rights are not a formality, the community has been on this land before the notification.'")
q("said", "hotel writ me sethi J ne last time kya kaha?",
  [["compounding"], d("2026-11-16")], [["C02", "2026-11-16"]],
  "16.11 hotel.txt: 'why not compounding? The rules allow compounding of minor height violation.'")
q("said", "DC sahab ne stok appeal me dono side se kya laane ko bola",
  [["1908"], ["bandobast", "settlement"]], [["C07", "2026-11-03"]],
  "IMG_20261103_150505.jpg: '1908 bandobast (settlement) ka record kahan hai? dono copy laao.'")
# judge_habit
q("judge_habit", "wani J hearing shuru hone se pehle hamesha kya maangte hain?",
  [["2 page", "two page", "2-page", "two-page", "short note"]], [["C01", "2025-12-10"], ["C01", "2026-06-08"], ["C01", "2026-11-09"]],
  "notes 10-12.txt, IMG_20260608 ('2 page note asked FIRST again ... always!'), kharnak 9.11.txt ('2 page note taken first as usual').")
q("judge_habit", "sethi J har date pe sabse pehle kya puchte hain",
  [["compliance", "construction"]], [["C02", "2026-06-15"], ["C02", "2026-08-24"], ["C02", "2026-10-05"]],
  "15-6-26 jammu.txt ('interim ka compliance? construction ruka hai?'), 24.8 jammu.txt ('Compliance asked first (as always)'), 5.10.26.txt.")
q("judge_habit", "sub judge madam yura suit me baar baar kya bolti hain?",
  [["goba", "elders", "village"], ["settle"]], [["C04", "2025-12-06"], ["C04", "2026-04-25"], ["C04", "2026-11-21"]],
  "IMG_20251206: 'goba ke saath baith ke settle karo'; 25-4 yura issues.txt; yura 21.11.txt: 'settle through goba, last time I am saying'.")
# pending_before
q("pending_before", "zehra wala case kiske saamne chal raha hai?",
  [["mact", "motor accident claims tribunal", "tribunal"], ["kargil"]], [["C06", "2026-05-22"]],
  "Order IMG_20260523_093011.jpg: MOTOR ACCIDENT CLAIMS TRIBUNAL, KARGIL.")
q("pending_before", "padma angmo ka suit kaunse court me hai",
  [["sub-judge", "sub judge", "subjudge"], ["leh"]], [["C04", "2026-07-04"]],
  "Order IMG_20260704_131515.jpg: IN THE COURT OF SUB-JUDGE, LEH.")
# amount
q("amount", "kharnak writ me R4 developer pe kitni cost lagi thi, mili?",
  [["5,000", "5000"], ["yes", "received", "paid"]], [["C01", "2026-04-27"], ["C01", "2026-06-08"]],
  "27.4.26 kharnak.txt: costs Rs. 5,000 on R4; IMG_20260608: 'DD sent - yes, received by Stanzin Dorjay 2 june'.")
q("amount", "yura suit me ab tak defendants pe total kitni cost lagi",
  [["1,500", "1500"], ["1,000", "1000"], ["500"]], [["C04", "2026-03-21"], ["C04", "2026-10-17"]],
  "21.3 sat.txt: costs Rs. 1000 on D2's WS; WhatsApp Jigmet (3) 17/10: '500 costs on defendants'. Total 1,500.")
q("amount", "rigzin ke hotel ka compounding fee kitna bana?",
  [["2,64,000", "264000", "2.64 lakh", "2.64 l"]], [up_("IMG_20261202_095045.jpg")],
  "IMG_20261202_095045.jpg: 'compounding fee calc by architect Rs 2,64,000'.")
# pattern
q("pattern", "yura suit itna lamba kyun khinch raha hai, adjournment kiski wajah se?",
  [["defendant", "nawang", "other side"], ["time"]], [["C04", "2025-12-06"], ["C04", "2026-01-17"], ["C04", "2026-05-30"], ["C04", "2026-08-08"], ["C04", "2026-10-17"]],
  "Notes of 6.12, 17.1, 30.5 ('3rd adjournment ... on their side'), 8.8 ('time liya'), 17.10 (counsel absent, costs).")
q("pattern", "zehra case me insurance company har baar kya point uthati hai",
  [["licence", "license"]], [["C06", "2026-05-22"], ["C06", "2026-07-10"], ["C06", "2026-10-23"]],
  "22.5 mact rasool.txt ('licence farzi hai'), IMG-20260710 ('Licence ka sawal phir uthaya'), IMG-20261023 (DTO record on licence).")
# counsel_pattern
q("counsel_pattern", "nawang tsering ka kya scene hai, har date pe kya karta hai?",
  [["time", "adjourn"], ["settle", "talks", "ready to talk"]], [["C04", "2026-01-17"], ["C04", "2026-03-21"], ["C04", "2026-08-08"], ["C04", "2026-04-25"]],
  "17 jan yura.txt (time, 2nd time), 21.3 sat.txt ('ready to talk ... said this last yr also'), 25-4 ('talks going on'), IMG_20260808 ('time liya').")
q("counsel_pattern", "developer ki vakil neha gupta usually kya karti hai kharnak me",
  [["time"], ["instructions", "delhi"]], [["C01", "2026-04-27"], ["C01", "2026-08-03"]],
  "27.4.26 kharnak.txt: 'sought time, instructions from Delhi office'; WhatsApp Dorjay 03/08: 'again took time'.")
q("counsel_pattern", "abbas ke vakil kacho sahab ki aadat kya hai cheque case me",
  [["exemption"], ["time", "not ready"]], [["C05", "2026-06-24"], ["C05", "2026-08-05"], ["C05", "2026-11-18"]],
  "WhatsApp Jigmet (2) 24/06 exemption; 5.8 CJM.txt 'not ready, sought time (again)'; 18-11 cjm.txt exemption again.")
# witness
q("witness", "yura suit me PW2 kaun tha aur usne kya bola",
  [["tsering phuntsog"], ["chhurpon"], ["tuesday", "tue"]], [["C04", "2026-09-12"]],
  "12.9 yura PW1 cross.docx: 'PW2 Tsering Phuntsog (chhurpon...) ... plaintiff's family had Tue + Fri'.")
q("witness", "padma angmo ne cross me kya maan liya tha?",
  [["2023"], ["tuesday"]], [["C04", "2026-09-12"]],
  "12.9 yura PW1 cross.docx: 'admits that since 2023 her turn has been only on Tuesday'.")
q("witness", "MACT me PW2 abbas ali ne kya bayan diya",
  [["truck", "overtak"], ["tez", "fast", "speed", "rash"]], [["C06", "2026-08-28"]],
  "IMG-20260828-WA0015.jpg: 'truck overtake karte waqt gaadi khai me gayi, driver tez chala raha tha'.")
# open
q("open", "kharnak writ ka overall status kya hai ab?",
  [["status quo"], ["concluded"], d("2026-12-14"), ["neha gupta", "developer", "r4", "trans-himalaya"]],
  [["C01", "2025-12-10"], ["C01", "2026-11-09"]],
  "notes 10-12.txt: status quo on fencing; kharnak 9.11.txt: 'arguments concluded for petitioners ... R4 developer (Neha Gupta) to argue ... NDOH 14.12.2026'.")
q("open", "tundup ke father ne kya poocha tha, kya bataya unko",
  [["manali"], ["trial court"]], [up_("IMG_20261128_101500.HEIC")],
  "IMG_20261128_101500.HEIC: father asks relaxation to go to Manali; 'application to trial court needed, not HC'.")
# bare
q("bare", "hotel stok view",
  [d("2026-12-21"), ["compounding"]], [["C02", "2026-11-16"]],
  "16.11 hotel.txt: EE report filed, compounding proposal; 'agli date 21.12.2026'.")
q("bare", "zehra bano",
  [d("2026-12-18"), ["genuine", "asli", "valid"]], [["C06", "2026-11-27"]],
  "WhatsApp Chat with Rasool Munshi Kargil.txt: 'licence Anwar Ali ka asli hai'; 'agli tarikh 18.12.2026'.")
# no record
q("no_record", "diskit gonpa wale land suit ki agli date kya hai?", NR, [],
  "No case about Diskit or a monastery (gonpa) in the practice.", no_record=True, absent=["diskit", "gonpa"])
q("no_record", "kharnak writ lok adalat me gaya tha kya?", NR, [],
  "C01 was argued before Wani J; no Lok Adalat anywhere.", no_record=True, absent=["lok adalat"])
q("no_record", "tsewang norboo ka matter kab laga hai?", NR, [],
  "No person named Norboo in any upload.", no_record=True, absent=["norboo"])
q("no_record", "yura suit me mediation centre bheja tha madam ne?", NR, [],
  "The Sub-Judge urged settlement through the goba; no reference to mediation.", no_record=True, absent=["mediation"])


ABOUT = ("Sealed questions for the Leh practice (bench/practices/leh; written from the uploads' source_text by its "
         "writer, practice46; asked once by the lead)")

if __name__ == "__main__":
    out = ROOT / "questions.json"
    out.write_text(json.dumps({"about": ABOUT, "questions": Q}, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    from collections import Counter
    print(len(Q), Counter(x["type"] for x in Q))
