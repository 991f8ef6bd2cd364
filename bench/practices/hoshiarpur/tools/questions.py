"""Write questions.json for the Hoshiarpur practice: questions typed the way this chamber types (Punglish, Latin
letters, typos), with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms this chamber writes it (day first; 21/8, 5-11-30, 25.07.31 too)."""
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
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note", "not in the notes",
       "kuch nahi"]]
TODAY = "2031-08-11"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"HSP-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "tarsem de batware wale case ch pichli tareek te ki hoya",
  [d("2031-07-23"), ["jagdish ram", "dw1"], d("2031-08-27")], [["C03", "2031-07-23"]],
  "tarsem DW1 23.7.txt: '23.7.31 ... DW1 Jagdish Ram - chief by affidavit ... remaining cross agli tareek 27.08.2031'.")
q("last_time", "rajinder agent wale da last time ki bania",
  [d("2031-07-25"), ["jaswant rai", "jaswant", "investigating officer"], d("2031-08-29")], [["C08", "2031-07-25"]],
  "rajinder IO cross 25.7.txt: '25.07.31 ... IO ASI Jaswant Rai di jirah part ... agli tareek 29.08.2031'.")
q("last_time", "minhas di ganne wali writ ch last hearing te ki hoya",
  [d("2031-05-20"), ["4,34,360", "434360", "4.34 lakh"], ["interest", "vyaj", "ਵਿਆਜ"], d("2031-09-09")],
  [["C02", "2031-05-20"]],
  "CWP-21734-2030 order 20.05.2031.pdf: 'balance amount of Rs. 4,34,360 has been paid ... only question is of "
  "interest ... List on 09.09.2031.'")
# next_date
q("next_date", "sahota case di agli tarik kado aa",
  [d("2031-08-20"), ["vc", "video"]], [["C01", "2031-07-16"]],
  "sahota VC 16.7.txt: 'Agli tareek 20.08.2031 for remaining cross of PW2 by VC'.")
q("next_date", "pamma mact next date?",
  [d("2031-08-13"), ["final arguments", "final bahas", "arguments"]], [["C05", "2031-07-09"]],
  "IMG_20310709_154410.jpg: 'Final bahas 13.8.31'.")
q("next_date", "kang wale 138 di agli tareek ki aa",
  [d("2031-08-11"), ["defence evidence", "defence"]], [["C04", "2031-07-22"], ["upload", "correction kang ND.txt"]],
  "correction kang ND.txt: 'agli tareek 11.08.2031 hai, DE' (the 22.07 note's 18.08 was wrong); dasuya 22.7.txt: "
  "'wants to lead defence evidence'.")
# count
q("count", "minhas writ HC ch hun tak kinni vaari lagi",
  [["5", "five", "panj"]],
  [["C02", "2030-09-10"], ["C02", "2030-11-05"], ["C02", "2031-01-21"], ["C02", "2031-03-18"], ["C02", "2031-05-20"]],
  "Orders of 10.09.2030, 21.01.2031, 20.05.2031, the 5-11-30 diary page and the 18.03.2031 note: five hearings.")
q("count", "rajinder case ch kinni vaari prosecution da gawah nahi aaya",
  [["2", "two", "do vaari"]], [["C08", "2031-01-24"], ["C08", "2031-04-25"]],
  "rajinder 24 jan.txt: 'PW1 Sarabjit Singh ... nahi aaya'; IMG-20310425-WA0003.jpg: IO 'ਹਾਜ਼ਰ ਨਹੀਂ ਹੋਏ'.")
q("count", "tarsem case ch kinne issues frame hoye",
  [["6 issues", "six issues", "6 mudde"]], [["C03", "2030-12-04"]],
  "Tarsem issues 04.12.30.docx: 'Replication filed. 6 issues framed'.")
# yes_no
q("yes_no", "mill ne minhas nu poore paise de dite?",
  [["paid", "haan", "yes"], ["4,34,360", "434360"], d("2031-05-15")], [["C02", "2031-05-20"]],
  "CWP-21734-2030 order 20.05.2031.pdf: 'balance amount of Rs. 4,34,360 has been paid to the petitioner on 15.05.2031'.")
q("yes_no", "sahota case ch stay mil gya si ke nahi",
  [["restrained", "granted", "yes"], d("2031-01-29")], [["C01", "2031-01-29"]],
  "CS 388-2030 order 29.01.2031.pdf: 'Defendant No. 2 is restrained from alienating ... Application allowed.'")
q("yes_no", "kulwant wali anticipatory bail disposed ho gayi?",
  [["made absolute", "disposed", "yes"], d("2030-11-21")], [["C07", "2030-11-21"]],
  "CRM-M-40112-2030 order 21.11.2030.pdf: 'interim order dated 12.09.2030 is made absolute. Disposed of.'",
  today="2030-12-01")
# said
q("said", "buta ram ne WS ch ki keha",
  [["bona fide purchaser", "bona fide"], ["46,50,000", "4650000", "46.5 lakh", "46.50 lakh"]], [["C01", "2030-11-20"]],
  "Sahota WS 20.11.2030.docx: 'Buta Ram (D2) says he is a bona fide purchaser for Rs. 46,50,000'.", today="2030-12-10")
q("said", "pamma de doctor ne court ch ki disability dassi",
  [["28%", "28 %", "twenty eight"], ["vikas saini", "saini"]], [["C05", "2031-02-19"]],
  "19-20 feb pamma manpreet.docx: 'PW2 Dr. Vikas Saini ... 28% permanent disability of right lower limb'.")
q("said", "sarabjit ne jirah ch ki manya si",
  [["3,00,000", "300000", "3 lakh"], ["sunny", "sub-agent"]], [["C08", "2031-03-07"]],
  "Rajinder PW1 cross 7.3.31.docx: 'admits that Rs. 3,00,000 was returned ... dealt with one \"Sunny\" (sub-agent)'.")
# judge_habit
q("judge_habit", "bhullar madam pehlan ki mangdi aa file ch",
  [["jamabandi", "fard"], ["intkal", "mutation"], ["passport"]], [["C01", "2030-08-21"], ["C01", "2030-11-20"]],
  "IMG_20300821_143512.jpg: 'Madam ne pehlan jamabandi te intkal 4718 di nakal mangi'; 20.11.2030 docx: 'Madam again "
  "asked for the passport copy'.")
q("judge_habit", "mahajan J da ki style aa cane wale case ch",
  [["affidavit"], ["cane commissioner", "officer"]], [["C02", "2030-11-05"], ["C02", "2031-03-18"]],
  "PXL_20301105_112840.jpg: 'not the counsel's word - I want it on affidavit'; HC 18 march Minhas.docx: 'wanted the "
  "officer's own affidavit on interest'.")
q("judge_habit", "bedi sahib garhshankar wale kive chalde ne",
  [["patwari"], ["ghar da faisla", "family settlement", "faisla"]], [["C03", "2030-12-04"], ["C03", "2031-02-26"]],
  "Tarsem issues 04.12.30.docx: 'Bedi sahib asked both sides: koi ghar da faisla ho sakda?'; 26/2/31 diary: 'Judge ne "
  "Patwari halqa nu record samet summon kita'.")
# pending_before
q("pending_before", "walia sahib de saamne mera kehda case aa",
  [["rajinder", "maple leaf", "travel agent", "visa"], d("2031-08-29")], [["C08", "2031-07-25"]],
  "rajinder IO cross 25.7.txt: 'CJM Hsp - Rajinder Kumar ... agli tareek 29.08.2031'.")
q("pending_before", "simranjeet madam kol ki pending aa",
  [["kang", "gurnam"], d("2031-08-11")], [["upload", "correction kang ND.txt"], ["C04", "2031-07-22"]],
  "dasuya 22.7.txt: 'Kang v Gurnam'; correction kang ND.txt: 'agli tareek 11.08.2031'.")
# amount
q("amount", "gurnam wala cheque kinne da si",
  [["4,65,000", "465000", "4.65 lakh"]], [["upload", "return memo Gurnam Singh.pdf"]],
  "return memo Gurnam Singh.pdf: 'Cheque No. 604418 dated 10.05.2030 for Rs. 4,65,000/-'.")
q("amount", "manpreet nu interim kinna lagya",
  [["12,000", "12000"], ["6,000", "6000"]], [["C06", "2031-03-20"]],
  "Maint 77-2030 order 20.03.2031.pdf: 'Rs. 12,000 per month to petitioner No. 1 (wife) and Rs. 6,000 per month to "
  "petitioner No. 2'.", today="2031-04-01")
q("amount", "minhas de mill val hun kinne baki ne",
  [["4,34,360", "434360", "4.34 lakh"]], [["C02", "2031-01-21"]],
  "CWP-21734-2030 order 21.01.2031.pdf: 'Rs. 3,50,000 was paid ... a balance of Rs. 4,34,360 remains'.",
  today="2031-02-01")
# pattern
q("pattern", "gurnam har vaari tarikan kive lainda",
  [["warrant", "bailable", "ਵਰੰਟ"], ["exemption"]], [["C04", "2030-10-01"], ["C04", "2031-05-06"]],
  "IMG-20301001-WA0007.jpg: 'ਮੁਲਜ਼ਮ ਗ਼ੈਰਹਾਜ਼ਰ, 10,000 ਰੁਪਏ ਦਾ ਜ਼ਮਾਨਤੀ ਵਰੰਟ'; chat 06/05/31: 'Sharma ji ne exemption lagai'.")
q("pattern", "rajinder case ch prosecution de gawah kive karde aa",
  [["nahi aaya", "absent", "ਹਾਜ਼ਰ ਨਹੀਂ"], ["bailable warrant", "ਐਸ.ਐਸ.ਪੀ"]], [["C08", "2031-01-24"], ["C08", "2031-04-25"]],
  "rajinder 24 jan.txt: 'nahi aaya ... bailable warrant to PW1 if absent'; 25.04 register: 'ਐਸ.ਐਸ.ਪੀ. ਰਾਹੀਂ ਸੰਮਨ'.")
# counsel_pattern
q("counsel_pattern", "dhadda vakeel ki karda rehnda mere naal",
  [["time mangya", "asked time", "sought time", "asks for time", "asked for time", "time for", "time to", "ਸਮਾਂ ਮੰਗਿਆ"], ["bona fide"]], [["C01", "2030-10-01"], ["C01", "2030-11-20"], ["C01", "2031-07-16"]],
  "register 01.10.2030: 'ਢੱਡਾ ਜੀ ... ਸਮਾਂ ਮੰਗਿਆ'; WS note: 'bona fide purchaser'; 16.7 note: 'he asked time for remaining "
  "cross'.")
q("counsel_pattern", "bhardwj garhshankar wala tareekan kive lainda",
  [["time mangya", "sought time", "asks for time", "asked for time", "time for", "time to", "time layi"], ["2011", "family"]], [["C03", "2030-08-28"], ["C03", "2031-01-22"]],
  "Navjot chat: 'WS layi time mangya' (28/08/30), 'jirah layi time mangya' (22/01/31), '2011 da family faisla'.")
# witness
q("witness", "tarsem case ch patwari da naam ki si",
  [["gurmail chand", "gurmail"]], [["C03", "2031-05-14"]],
  "CS 96-2030 zimni 14.05.2031.pdf: 'PW2 Sh. Gurmail Chand, Patwari Halqa Dhakon Kandi'.")
q("witness", "kang wale ch bank wala gawah kaun si",
  [["rakesh mehta", "mehta", "ਰਾਕੇਸ਼ ਮਹਿਤਾ"]], [["C04", "2031-06-17"]],
  "IMG-20310617-WA0011.jpg: 'ਬੈਂਕ ਵਾਲੇ ਰਾਕੇਸ਼ ਮਹਿਤਾ ਜੀ (ਪੰਜਾਬ ਐਂਡ ਸਿੰਧ ਬੈਂਕ) ਦੀ ਗਵਾਹੀ ਹੋ ਗਈ'.")
q("witness", "pamma de case ch insurance company da gawah kaun te offer kinni",
  [["deepak arora", "arora"], ["4,10,000", "410000", "4.10 lakh", "4.1 lakh"]], [["C05", "2031-05-21"]],
  "MACT 141-2030 order 21.05.2031.pdf: 'R3W1 Sh. Deepak Arora ... offers Rs. 4,10,000'.")
# open
q("open", "sahota canada wale case da poora haal dasso",
  [["gpa", "power of attorney"], ["restrained", "stay", "injunction"], d("2031-08-20")],
  [["C01", "2031-01-29"], ["C01", "2031-07-16"]],
  "order 29.01.2031: 'date of the alleged GPA ... Defendant No. 2 is restrained'; 16.7 note: 'Agli tareek 20.08.2031'.")
q("open", "manpreet da kharche wala case kithe khadda",
  [["12,000", "12000"], ["50,000", "50000"], d("2031-08-11")], [["C06", "2031-03-20"], ["C06", "2031-07-10"]],
  "order 20.03.2031: 'Rs. 12,000 per month'; IMG_20310710_124812.jpg: 'Rs. 50,000 ditte towards arrears ... Agli "
  "tareek 11.8.31'.")
# bare
q("bare", "kang", [d("2031-08-11"), ["dasuya", "gurnam", "defence"]], [["upload", "correction kang ND.txt"]],
  "correction kang ND.txt: 'agli tareek 11.08.2031 hai, DE'.")
q("bare", "manpreet", [d("2031-08-11"), ["pw1", "jirah", "cross"]], [["C06", "2031-07-10"]],
  "IMG_20310710_124812.jpg: 'PW1 Manpreet - affidavit tender. Harleen ne jirah lai time mangya. Agli tareek 11.8.31.'")
# no_record
q("no_record", "bains wala partition case dasuya da ki bania", NR, [],
  "No Bains in any upload; the only partition suit is Tarsem's at Garhshankar.", no_record=True, absent=["bains"])
q("no_record", "pamma claim lok adalat ch settle hoya si?", NR, [],
  "C05 was never sent to a Lok Adalat; the insurer's offer was declined and final arguments are fixed.",
  no_record=True, absent=["lok adalat"])
q("no_record", "tarsem case ch local commissioner lagya si ke nahi", NR, [],
  "No local commissioner was ever appointed in C03; the Patwari proved the record.", no_record=True,
  absent=["local commissioner"])
q("no_record", "dhaliwal vakeel naal mera kehda case chal reha", NR, [], "No Dhaliwal in any upload.",
  no_record=True, absent=["dhaliwal"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Hoshiarpur practice (bench/practices/hoshiarpur; written from the uploads' "
                    "source_text by its writer, practice 167; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
