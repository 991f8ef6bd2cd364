"""Write questions.json for the Gurugram practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
    forms.append(f"{dd:02d}.{mm:02d}.{yy:02d}")
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note", "not in the notes"]]
TODAY = "2028-01-19"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"G-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "sonic wale labour court mein last time ke hoya",
  [["mw2", "rakesh chauhan"], ["last opportunity"]], [["C04", "2027-12-06"]],
  "Order 06.12.2027: 'MW2 not present. Last opportunity to the management'; Bhati chat: 'MW2 Rakesh Chauhan plant head aaya hi nahi'.")
q("last_time", "kaveri DRT pichli baar kya hua tha",
  [["13(3a)"], ["goel"], d("2028-01-25")], [["C03", "2027-11-16"]],
  "IMG_20271116_164901.jpg: '13(3A) point argued. Goel sought time ... ND 25.1.28'.")
q("last_time", "bhatia ji wala rera complaint last hearing pe kya hua tha",
  [["dtcp"], d("2027-07-07")], [["C01", "2027-05-26"]],
  "Tanya chat 26/05/27: 'Sood sir ne Sethi se pucha OC ka status kya hai DTCP mein ... ND 7/7/27'.", today="2027-06-20")
# next_date
q("next_date", "khatana ka civil suit agli tareekh kad hai", [d("2028-02-04")], [["C06", "2027-12-17"]],
  "correction khatana ND.txt: 'Khatana suit next date is 04.02.2028' (the diary's 21.1.28 is wrong).")
q("next_date", "skylark nclt next kab", [d("2028-02-08")], [["C02", "2028-01-11"]],
  "11.01.28 nclt.txt: 'Next date 08.02.2028.'")
q("next_date", "irfan ka order kab aana h", [d("2028-01-21")], [["C05", "2027-12-13"]],
  "Tanya chat (2) 13/12/27: 'Orders ke liye 21.01.2028'.")
# count
q("count", "sethi ne rera mein kitni baar time manga", [["2", "two", "twice"]],
  [["C01", "2027-02-24"], ["C01", "2027-07-07"]],
  "24.02.2027: 'Ld. AR for the respondent seeks time'; register 07.07.27: 'AR Sethi adj - NCLT order reserved'.")
q("count", "jaglan sahab ne OTS ki baat kitni baar chhedi", [["3", "three", "thrice"]],
  [["C03", "2027-04-20"], ["C03", "2027-08-03"], ["C03", "2027-11-16"]],
  "20/4: 'OTS ki baat kari ke?'; 03.08: 'again said settle kar lo'; 16/11: '3rd time asked OTS'.")
q("count", "labour court wale case me kitne workmen terminate hue the", [["37 workmen", "thirty-seven workmen", "thirty seven workmen"]],
  [["upload", "Order 12.04.2027 Ref 41.pdf"]], "Issue 1: 'Whether the services of the 37 workmen were terminated illegally'.")
# yes_no
q("yes_no", "brewbox ne SCO khali kar di ke?", [["yes", "haan", "handed over", "possession mil gayi"], d("2027-09-14")],
  [["C06", "2027-11-05"]], "IMG_20271105_151207.jpg: 'Possession mil gayi 14.09.27 - keys handed over'.")
q("yes_no", "carelife walo ne kabhi reply diya consumer me?", [["yes", "haan", "reply aa gaya", "reply filed"], d("2027-05-31")],
  [["C05", "2027-05-31"]], "Tanya chat 31/05/27: 'Carelife ka reply aa gaya finally'.")
q("yes_no", "kaveri ka 15 lakh jama ho gya?", [["yes", "haan", "deposit"], d("2027-03-01")],
  [["upload", "IMG-20270301-WA0014.jpg"]], "Receipt: 'Date 01.03.2027 ... Amount: Rs. 15,00,000.00 ... deposit as per DRT-III order'.",
  today="2027-03-05")
# said
q("said", "IRP ne reply mein claims ke baare mein kya kaha", [["06.09", "after cut-off", "cut-off"], ["not verifiable"]],
  [["C02", "2027-11-23"]], "IMG_20271123_170512.jpg: 'claims of 14 recd by email 06.09 after cut-off, and interest ka calculation 'not verifiable''.")
q("said", "bhati ji ne cross me gate ke baare me kya bola", [["bouncer"]], [["C04", "2027-07-05"]],
  "20270705_173010.jpg: 'gate pe bouncer khade the, andar jaan na diye'.")
q("said", "mann J ne monu wale me kya puchha tha", [["money trail", "wallet"]], [["C08", "2027-07-06"], ["C08", "2027-08-12"]],
  "PXL_20270706: 'Mann J asked money trail kahan gaya?'; chat 12/08/27: 'Mann J ne pucha Monu ke wallet mein kitna aaya'.")
# judge_habit
q("judge_habit", "sood sahab reply na aaye to kya karte hain", [["cost"], ["last opportunity", "last oppty"]],
  [["C01", "2027-02-24"]], "Proceedings 24.02.2027: 'Last opportunity is granted to file reply subject to cost of Rs. 10,000'.")
q("judge_habit", "chahal madam 138 mein usually kya karti hai", [["mediation"], ["bw", "bailable warrant"]],
  [["C07", "2027-07-10"], ["C07", "2027-08-28"]], "Tanya chat (2): 'Chahal mam ne BW 10,000 ka'; 'Chahal mam ne mediation bhej diya'.")
q("judge_habit", "phogat sahab ka tareeka gawahon ke maamle me", [["last opportunity", "no more time"], ["closed by order"]],
  [["C04", "2027-05-24"], ["C04", "2027-12-06"]], "24.05: 'next date pe cross, no more time'; order 06.12.2027: 'failing which evidence shall be closed by order'.")
# pending_before
q("pending_before", "jaglan sahab ke saamne mera kya pending hai", [["kaveri"], d("2028-01-25")], [["C03", "2027-11-16"]],
  "IMG_20271116_164901.jpg: 'DRT - Kaveri ... ND 25.1.28'.")
q("pending_before", "goyal madam ke yahan kya chal raha", [["khatana"], ["pw2", "kataria"], d("2028-02-04")],
  [["C06", "2027-12-17"]], "correction: 'Khatana suit next date is 04.02.2028, for PW2 Jagdish Kataria'.")
# amount
q("amount", "sarfaesi wale me bank kitne pe settle karne ko tayyar hai", [["1.60 crore", "1,60,00,000", "1.6 crore", "160 lakh"]],
  [["C03", "2027-09-21"]], "drt 21.9.txt: 'GM wants minimum Rs 1.60 crore (1,60,00,000)'.")
q("amount", "khatana suit me arrears kitne claim kiye the", [["7,20,000", "720000", "7.2 lakh", "7.20 lakh"]],
  [["upload", "Plaint CS Khatana first page.pdf"]], "Plaint: 'RECOVERY OF ARREARS OF RENT Rs. 7,20,000/-'.")
q("amount", "monu wale case me police ne total kitna fraud bataya", [["38 lakh", "38,00,000"]], [["C08", "2027-08-12"]],
  "Rawat chat 12/08/27: '11 victims, 38 lakh crypto mein'.")
# pattern
q("pattern", "vikrant sood ka tareekho pe attitude kaisa raha", [["bw", "bailable warrant", "nahi aaya"], ["defer"]],
  [["C07", "2027-07-10"], ["C07", "2027-11-27"]], "Tanya chat (2): 'Vikrant Sood nahi aaya ... BW 10,000'; 'cross defer karwa liya'.")
q("pattern", "DRT me bank baar baar time kyu le raha", [["instructions"], ["drat"]],
  [["C03", "2027-03-09"], ["C03", "2027-11-16"]], "Register 09.03.27: 'Goel - instructions awaited'; 16/11: 'busy before DRAT Delhi'.")
# counsel_pattern
q("counsel_pattern", "karan sethi kaise ladta hai", [["time"], ["force majeure"]],
  [["C01", "2027-02-24"], ["C01", "2027-04-07"]], "24.02.2027: 'seeks time'; rera 7 april.txt: 'Their defence: force majeure'.")
q("counsel_pattern", "tarun yadav har baar kya bahana banata h", [["busy"], ["seepage", "oral extension"]],
  [["C07", "2027-11-27"], ["C06", "2027-03-05"]], "Tanya chat (2): 'Tarun Yadav HC me busy tha'; 20270305: 'oral extension aur seepage ka bahana'.")
# witness
q("witness", "sonic case me management ke gawah kon kon", [["neha arora"], ["rakesh chauhan"]], [["C04", "2027-12-06"]],
  "Bhati chat 06/12/27: 'Neha Arora ka cross khatam. MW2 Rakesh Chauhan plant head aaya hi nahi'.")
q("witness", "khatana me PW2 kon hai aur kyu nahi aaya", [["kataria"], ["shaadi", "rewari"]], [["C06", "2027-12-17"]],
  "20271217_163355.jpg: 'PW2 Jagdish Kataria nahi aaya (shaadi mein Rewari)'.")
q("witness", "workmen ki taraf se kitne gawah ho gaye", [["bhati"], ["dinesh"], ["closed"]],
  [["C04", "2027-05-24"], ["C04", "2027-08-30"]], "24.05: 'WW1 Sunil Kumar Bhati'; 30.08: 'WW2 Dinesh Kumar ... Workmen's evidence CLOSED'.",
  today="2027-09-01")
# open
q("open", "nclt me kya kya karna baki hai", [["server log"], d("2028-02-08")], [["C02", "2028-01-11"]],
  "11.01.28 nclt.txt: 'IRP to bring the server log of the claims email. Next date 08.02.2028.'")
q("open", "irfan wale consumer case ka status btao", [["reserve"], d("2028-01-21"), ["not logged in", "logged in"]],
  [["C05", "2027-12-13"], ["upload", "WhatsApp Image 2026-12-19 at 18.22.05.jpeg"]],
  "Tanya chat (2): 'order reserve kiya. Orders ke liye 21.01.2028'; repudiation: 'not logged in'.")
# bare (read against the matters listed on Wed 19.01.2028: Sonic reference, Brewbox cheque case)
q("bare", "sonic", [["mw2", "rakesh chauhan"], ["last opportunity"]], [["C04", "2027-12-06"]],
  "Order 06.12.2027: 'MW2 not present. Last opportunity ... To come up on 19.01.2028.'")
q("bare", "brewbox 138", [["cw1"], ["cross"]], [["C07", "2027-11-27"]],
  "Tanya chat (2) 27/11/27: 'CW1 Sushil ji ka affidavit tender ho gaya ... cross defer karwa liya. ND 19/1/28'.")
# no_record
q("no_record", "tau ke sohna wale partition suit ki agli tareekh kya hai", NR, [],
  "No partition suit in any upload.", no_record=True, absent=["partition"])
q("no_record", "sonic wale me conciliation officer ki failure report kab aayi thi", NR, [],
  "No conciliation report in any upload.", no_record=True, absent=["conciliation"])
q("no_record", "monu ki bail cancellation ki application state ne lagayi thi ke", NR, [],
  "No cancellation application anywhere.", no_record=True, absent=["cancellation", "cancel"])
q("no_record", "adv bhardwaj ke saath mere konse matter h", NR, [], "No Bhardwaj in any upload.", no_record=True,
  absent=["bhardwaj"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Gurugram practice (bench/practices/gurugram; written from the uploads' "
                    "source_text by its writer, practice112; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
