"""Write questions.json for the Bhavnagar practice: questions typed the way Adv. Dave types (Gujlish, English, a
little Gujarati script), with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]
GUJ = str.maketrans("0123456789", "૦૧૨૩૪૫૬૭૮૯")


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a Bhavnagar lawyer (and his clerk, in Gujarati digits) writes it, day first."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd}/{mm}/{yyyy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd:02d}-{mm:02d}-{yy:02d}", f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}",
             f"{LONG[mm - 1]} {dd}", f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    forms += [f"{dd:02d}/{mm:02d}/{yyyy}".translate(GUJ), f"{dd}/{mm}/{yyyy}".translate(GUJ)]
    if short:
        forms += [f"{dd}/{mm}", f"{dd:02d}/{mm:02d}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "koi record nathi", "no note", "not in the notes"]]
TODAY = "2028-05-11"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"B-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "agar case ma chhelli mudat e shu thayu?",
  [d("2028-04-17"), ["1,20,000", "120000", "1.2 lakh", "1.20 lakh"], ["cross"]], [["C02", "2028-04-17"]],
  "agar PW1 cross 17-4.txt: 'PW1 Bhupatbhai ni cross chalu rahi ... fakt Rs. 1,20,000 j aapyu hatu ... cross adhuri'.")
q("last_time", "sunil nishad mact last date pe shu thayu",
  [d("2028-04-13"), ["exh. 41", "pursis"], d("2028-05-18")], [["C01", "2028-04-13"]],
  "Krupa chat (2) 13/04/28: 'insurance e pursis Exh. 41 thi evidence close karyo ... Aapdi dalil thai gai. Shah ni dalil 18/05/2028 e'.")
q("last_time", "jadu na bail ma chhelle shu thayu? order kyare",
  [d("2027-09-06"), ["hukam", "order"], d("2027-09-10")], [["C05", "2027-09-06"]],
  "IMG_20270906_142230.jpg: 'Argued: MLC - simple injuries ... Hukam 10/9/27 e'; chat 06/09: 'Dalil puri thai. Oza saheb 10 tarikhe hukam karse'.",
  today="2027-09-08")
# next_date
q("next_date", "heera karigar vala labour court case ni next date?",
  [d("2028-05-16")], [["C03", "2028-04-04"]],
  "Krupa chat (2) 04/04/28: 'Mudat 16/05/2028'; register p. 56: 'મુદત ૧૬/૦૫/૨૦૨૮'.")
q("next_date", "kishorbhai soni ni appeal kyare che have",
  [d("2028-05-23")], [["C07", "2028-04-11"]], "soni 11 april.txt: 'Mudat 23.05.2028.'")
q("next_date", "shreeji gems labour ma aagli mudat kai?",
  [d("2028-01-18")], [["upload", "correction labour mudat.txt"]],
  "correction labour mudat.txt: 'mudat 16/01/2028 lakhi - khoti ... sachi mudat 18/01/2028'. The 07.12 diary says 16/01 (a Sunday).",
  today="2028-01-10")
# count
q("count", "sunil na MACP ma insurance valae ketli vaar time lidho?",
  [["3", "three", "tran", "thrice", "3 times", "3rd"]], [["C01", "2027-04-08"], ["C01", "2027-08-19"], ["C01", "2028-03-02"]],
  "chat 08/04/27 'National Insurance e WS mate time maangyo'; 19.08 note 'cross deferred at insurer's request. 2nd time'; "
  "2/3/2028 note 'Shah e fari time maangyo - 3rd time insurance side ne time'. Three.")
q("count", "shreeji SCA HC ma ketli date padi ab tak",
  [["4", "four", "chaar", "char"]], [["C06", "2027-10-06"], ["C06", "2027-11-24"], ["C06", "2028-01-11"], ["C06", "2028-02-15"]],
  "Orders/notes of 06.10.2027, 24.11.2027, 11.01.2028 and 15.02.2028 (next 28/3/28). Four hearings by 01.03.2028.",
  today="2028-03-01")
q("count", "jadu bail ma ketli mudat thai hati total",
  [["4", "four", "chaar", "char"]], [["C05", "2027-08-23"], ["C05", "2027-08-30"], ["C05", "2027-09-06"], ["C05", "2027-09-10"]],
  "jadu bail 23.8.txt; chat 30/08 and 06/09; order dt 10.09.2027 (bail allowed). Four dates.")
# yes_no
q("yes_no", "shreeji valae hajri register produce karyu ke nai?",
  [["produce", "produced", "રજૂ"], ["sept-oct", "sept", "september"], ["nov", "not november", "only", "fakt"]],
  [["C03", "2028-04-04"]],
  "Krupa chat (2) 04/04/28: 'Shreeji e register produce karyu pan fakt sept-oct 2025 nu, nov 2025 nu nathi'.")
q("yes_no", "baraiya e 143A na paisa bharya ke? pura?",
  [["50,000", "50000"], ["1,28,000", "128000", "1.28 lakh"], ["78,000", "78000", "baki", "not fully", "balance"]],
  [["C04", "2027-12-16"]],
  "baraiya 16 dec.txt: 'Kureshi e Rs. 50,000 no DD aapyo ... Baki 78,000 (total 1,28,000 mathi)'.", today="2028-01-05")
q("yes_no", "khodiyar valae court ma bhadu jama karavyu hatu?",
  [["2,40,000", "240000", "2.4 lakh", "2.40 lakh"], d("2027-07-20")], [["upload", "WhatsApp Image 2027-07-20 at 13.05.44.jpeg"]],
  "Challan 20/07/2027: 'Amount: Rs. 2,40,000/- ... rent deposit as per order below Exh. 5'.")
# said
q("said", "HC ma bhuva J e 28 march e shu kahyu",
  [["rule"], ["vacated"], ["final order"]], [["C06", "2028-03-28"]],
  "SCA order 28/03/2028: 'RULE ... The interim relief granted on 06.10.2027 stands vacated. The Labour Court is at liberty ... to pass the final order'.")
q("said", "sunil e cross ma accident vakhte kya jato hato e shu kidhu",
  [["tea", "chaa", "chai"], ["650"]], [["C01", "2027-09-16"]],
  "AW1 cross Sunil 16-09-2027.docx: 'crossing the road to the chaa ni laari (tea stall) ... Rs. 650 per day plus OT'.")
q("said", "bharatbhai e cross ma pagar ane hajri vishe shu kabul karyu",
  [["nang", "piece"], ["11 kalak", "11 hours", "11 hrs"], ["register"]], [["C03", "2027-12-07"]],
  "IMG_20271207_171455.jpg: 'nang pramane (per piece) pagar ... 11 kalak kaam ... hajri register unit par j rakhay chhe'.")
# judge_habit
q("judge_habit", "thakar saheb MACT ma dar vakhte insurance ne shu puchhe che",
  [["offer"]], [["C01", "2027-04-08"], ["C01", "2027-12-09"], ["C01", "2028-03-02"]],
  "chat 08/04/27 'Thakar saheb e puchhyu insurance company ni offer'; 9/12/27 'fari insurance ne offer puchhi'; 2/3/2028 'pehla j offer puchhi'.")
q("judge_habit", "desai madam 138 ma sauthi pehla shu puchhe, ready rakhvu",
  [["143a", "143 a", "143એ"]], [["C04", "2027-10-14"], ["C04", "2027-12-16"], ["C04", "2028-02-03"]],
  "register p. 47 14/10: 'દેસાઈ મેડમે પ્રથમ પૂછ્યું 143એ ના પૈસા'; 16/12 note 'pehla j puchhyu - 143A na paisa'; chat 03/02/28 same.")
q("judge_habit", "raval saheb labour court ma employer sathe kem varte",
  [["register"], ["500", "cost", "ખર્ચ"]], [["C03", "2028-01-18"], ["C03", "2028-02-29"]],
  "register p. 52 18/01: 'શેઠે હાજરી રજીસ્ટર રજૂ કરવું. રાવલ સાહેબ: નહીં લાવે તો ખર્ચ'; chat 29/02: 'Rs. 500 cost nakhi ... register lavvanu j'.")
# pending_before
q("pending_before", "18 may MACT pehla shu taiyar karvanu",
  [["written arguments"], ["pranay sethi", "raj kumar"]], [["upload", "Plan 8-23 May.docx"]],
  "Plan 8-23 May.docx: 'Thu 18/05 MACT ... aapdi written arguments + Pranay Sethi / Raj Kumar judgments'.")
q("pending_before", "soni appeal ni next date pehla maare shu karvanu baki",
  [["6 lakh", "6,00,000", "600000"], ["javab", "instructions", "reply"]], [["C07", "2028-04-11"]],
  "soni 11 april.txt: 'Trivedi: Haribhai dukan khali kare to Rs. 6 lakh aape. Kishorbhai ne puchhi ne 23/05 pehla javab aapvo (instructions)'.")
# amount
q("amount", "jay ambe no cheque ketla no hato",
  [["6,40,000", "640000", "6.4 lakh", "6.40 lakh", "640,000"]], [["upload", "cheque return memo BoB Chitra.pdf"]],
  "cheque return memo: 'Cheque No. 004517 dated 10/02/2026 for Rs. 6,40,000/-'.")
q("amount", "ratnakalakaro no total claim ketlo che",
  [["4,86,400", "486400", "4.86 lakh", "486,400"]], [["upload", "Sangh demand letter Shreeji Gems.pdf"]],
  "Sangh demand letter: 'due a total of Rs. 4,86,400/-'.")
q("amount", "sunil mate insurance e ketli offer kari",
  [["7,50,000", "750000", "7.5 lakh", "7.50 lakh", "750,000"]], [["C01", "2028-03-02"]],
  "offer 7.5 lakh sunil.txt: 'Shah - Rs. 7,50,000 full & final. Sunil ne puchhyu - na padi'.")
# pattern
q("pattern", "aa mahine (may) mara kaya kaya matter che",
  [["agar", "khodiyar", "salt"], ["jay ambe", "baraiya", "138"], ["shreeji", "labour"], ["sunil", "mact"], ["soni"]],
  [["upload", "Plan 8-23 May.docx"]],
  "Plan 8-23 May.docx: 11/05 Agar case and Jay Ambe v. Baraiya; 16/05 Shreeji Gems; 18/05 MACT Sunil; 23/05 Soni appeal.")
q("pattern", "krupa kaya kaya case ma mara vati jay che",
  [["mact", "sunil"], ["jay ambe", "baraiya", "138"], ["shreeji", "labour"]],
  [["upload", "WhatsApp Chat - Krupa Vyas Jr.txt"], ["upload", "WhatsApp Chat - Krupa Vyas Jr (2).txt"]],
  "Krupa's chats report the MACT (Sunil), the 138 case (Jay Ambe / Baraiya) and the Labour Court (Shreeji Gems).")
# counsel_pattern
q("counsel_pattern", "jignesh shah insurance vala vakil dar vakhte shu kare",
  [["time", "mudat"], ["hc", "high court"]], [["C01", "2027-04-08"], ["C01", "2027-08-19"], ["C01", "2028-03-02"]],
  "chat 08/04/27 'WS mate time maangyo, Shah sir HC ma'; 19.08 note '\"HC ma matter chhe, cross next date\"'; 2/3/2028 'Shah e fari time maangyo'.")
q("counsel_pattern", "kureshi baraiya mate kayo defence leto aave",
  [["security"], ["blank"]], [["C04", "2027-09-09"], ["C04", "2028-03-23"]],
  "CW1 cross 9.9.27: 'cheque was a blank security cheque given in 2024'; chat 23/03/28: 'fari security cheque ni vaat, 2024 ma blank aapyo hato'.")
# witness
q("witness", "dr nayana bhatt e sunil ni disability ketli kidhi",
  [["60%", "60 %", "60 per"], ["35%", "35 %"]], [["C01", "2027-12-09"]],
  "20271209_173402.jpg: 'Proved cert. - 60% disability right lower limb; whole body 35% (functional)'.")
q("witness", "court commissioner e agar par shu joyu",
  [["9 agariya", "nine agariya"], ["bhupatbhai", "khodiyar"]], [["upload", "commissioner report Exh 44.pdf"]],
  "commissioner report Exh 44: 'I found 9 agariya families (23 persons) working ... engaged by Bhupatbhai of Khodiyar Salt Works'.")
q("witness", "baraiya case ma bank mathi kon aavyu hatu, shu kidhu",
  [["nikunj"], ["funds insufficient"]], [["C04", "2027-12-16"]],
  "baraiya 16 dec.txt: 'CW2 Shri Nikunj M. Patel, Asst. Manager, Bank of Baroda ... reason \"funds insufficient\"'.")
# open
q("open", "vora bazar dukan vali appeal nu akhu summary aapo",
  [["bona fide", "son", "nirav"], ["3,500", "3500"], d("2028-05-23")],
  [["upload", "decree Rent Suit 212-2022.pdf"], ["C07", "2027-04-20"], ["C07", "2028-04-11"]],
  "decree: 'bona fide requires ... for his son Nirav ... Rs. 3,500/- per month'; 20/4/27 diary: 'Rs. 3,500 dar mahine'; 11.04 note: 'Mudat 23.05.2028'.")
q("open", "nari mithu agar case short ma samjavo",
  [["212"], ["2,40,000", "240000", "2.4 lakh"], ["9 agariya", "nine agariya"], d("2028-05-11")],
  [["upload", "lease deed Nari S No 212.pdf"], ["upload", "WhatsApp Image 2027-07-20 at 13.05.44.jpeg"],
   ["upload", "commissioner report Exh 44.pdf"], ["C02", "2028-04-17"]],
  "lease deed: 'Revenue Survey No. 212, village Nari'; challan 'Rs. 2,40,000'; Exh. 44 '9 agariya families'; 17/4/28 'Mudat 11.05.2028'.")
# bare
q("bare", "agar", [["pw1", "bhupatbhai"], ["cross"]], [["upload", "Bhavnagar cause list 11.05.2028.pdf"], ["C02", "2028-04-17"]],
  "cause list 11/05/2028: 'Shree Khodiyar Salt Works v. Mahendrabhai J. Patel - Cross of PW1 (part heard)'.")
q("bare", "baraiya", [["final argument", "final arguments"]], [["upload", "Bhavnagar cause list 11.05.2028.pdf"], ["C04", "2028-03-23"]],
  "cause list 11/05/2028: 'Jay Ambe Steel Traders v. Rajeshbhai N. Baraiya - Final Arguments'; chat 23/03/28 'Mudat 11/05/2028 final argument'.")
# no_record
q("no_record", "palitana vali jamin na vaheNchani dava ni mudat kyare che", NR, [],
  "No Palitana matter and no partition suit in any upload.", no_record=True, absent=["palitana", "partition", "vahenchan"])
q("no_record", "sunil nu MACP lok adalat ma settle thayu hatu?", NR, [],
  "C01 was never sent to a Lok Adalat; the insurer's offer was refused and the claim is at arguments.", no_record=True,
  absent=["lok adalat", "lokadalat"])
q("no_record", "jadu ni aagotra jamin (anticipatory) arji nu shu thayu", NR, [],
  "C05 was a regular bail after arrest; no anticipatory bail anywhere.", no_record=True,
  absent=["anticipatory", "aagotra", "482 bnss"])
q("no_record", "adv mehul raninga sathe maro kayo case chale che", NR, [], "No Raninga in any upload.", no_record=True,
  absent=["raninga"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Bhavnagar practice (bench/practices/bhavnagar; written from the uploads' "
                    "source_text by its writer, practice 132; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
