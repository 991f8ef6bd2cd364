"""Write questions.json for the Mahe practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "no note", "not in the notes", "onnum illa"]]
TODAY = "2031-07-18"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"M-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "fathima RCOP il last date enthayi?",
  [d("2031-06-25"), ["rw1", "rajeev"], ["evidence closed"], ["arguments", "argument"]], [["C06", "2031-06-25"]],
  "RCOP RW1 cross 25.6.txt: '25.06.2031 ... RW1 Rajeev Menon admitted ... Evidence closed both sides. Preethi madam: arguments on 18.07.2031.'")
q("last_time", "valiyaveetil tharavad case kazhinja thavana enthu nadannu",
  [d("2031-06-18"), ["whatsapp"], ["cross"], ["poa", "power of attorney"]], [["C05", "2031-06-18"]],
  "WhatsApp Chat with Anil Muscat.txt 18/06/31: 'Shamsudheen showed him a WhatsApp message ... Prakashan still has not produced the original PoA ... Cross will continue on 23.07.2031.'")
q("last_time", "sea breeze licence appeal RA munpil last time enthu paranju",
  [d("2030-08-12"), ["remarks"], d("2030-10-14")], [["C03", "2030-08-12"]],
  "RA Mahe 12.8 sea breeze.txt: '12.08.2030 ... Dinesh (Excise) came without remarks ... next 14.10.2030. Stay of 15.07 continues'.",
  today="2030-09-01")
# next_date
q("next_date", "joseph boat collision case adutha date?", [d("2031-07-21")], [["C02", "2031-06-23"]],
  "WhatsApp Chat with Nikhil Jr (3).txt 23/06/31: 'cross continue 21.07.2031'.")
q("next_date", "shijith excise case next date eppozha", [d("2031-08-11")], [["C04", "2031-07-14"]],
  "WhatsApp Chat with Nikhil Jr (3).txt 14/07/31: 'PW3 excise guard Suresh absent, summons. adutha date 11.08.2031'.")
q("next_date", "chandrika cheque case adutha date enna", [d("2030-10-09")], [["C07", "2030-08-28"]],
  "WhatsApp Chat with Nikhil Jr.txt 28/08/30: 'BW issue cheythu ... ND 09.10.2030'.", today="2030-09-01")
# count
q("count", "pavithran bank case il ethra issues frame cheythu", [["five", "5", "5 issues"]], [["C01", "2030-10-07"]],
  "Pavithran bank issues 7.10.docx: 'Issues framed - 5 issues'.")
q("count", "sea breeze licence appeal RA munpil ethra hearing undayirunnu motham",
  [["four", "4", "4 hearings"]], [["C03", "2030-07-15"], ["C03", "2030-08-12"], ["C03", "2030-10-14"], ["C03", "2030-11-12"]],
  "Hearings of 15.07.2030 (admission order), 12.08.2030 (txt note), 14.10.2030 (args docx), 12.11.2030 (RA's order): four.")
q("count", "tharavad partition il ethra issues", [["seven", "7", "7 issues"]], [["C05", "2031-02-03"]],
  "WhatsApp Chat with Anil Muscat.txt 03/02/31: 'Court framed 7 issues today.'")
# yes_no
q("yes_no", "pavithrante OTS bank accept cheytho?",
  [["rejected", "not accepted", "cannot be accepted", "no"], ["9,50,000", "950000", "9.5 lakh", "9.50 lakh"], ["12,40,000", "1240000", "12.4 lakh", "12.40 lakh"]],
  [["C01", "2031-03-24"], ["upload", "IMG-20310325-WA0012.jpg"]],
  "pavithran DW1 24.3.docx: 'the Bank's Board ... REJECTED the OTS of Rs. 9,50,000. They want Rs. 12,40,000.'")
q("yes_no", "shijithinu bail kittiyo? conditions enthokke",
  [["granted", "allowed", "enlarged on bail", "yes"], ["25,000", "25000"], ["monday"]], [["C04", "2030-07-10"]],
  "order sheet crlmp 402-2030 bail.pdf: 'enlarged on bail ... Rs. 25,000 with two sureties ... sign before the Excise Inspector, Mahe every Monday'.")
q("yes_no", "lucky footwear tenant arrears full kettiyo",
  [["no", "only", "not"], ["50,000", "50000"], ["35,000", "35000"]], [["C06", "2030-12-04"]],
  "4.12 diary rcop.jpg: 'Tenant deposited only Rs. 50,000 of 85,000'; correction fathima ND.txt: 'Balance Rs. 35,000 to be deposited'.",
  today="2030-12-20")
# said
q("said", "collision case il jurisdiction patti munsiff enthu paranju",
  [["jurisdiction"], ["cause of action"], ["favour of the plaintiff", "has jurisdiction"]], [["C02", "2030-11-25"]],
  "munsiff order 25.11.2030 OS 212.pdf: 'A part of the cause of action arose within the jurisdiction ... answered in favour of the plaintiff. This Court has jurisdiction.'")
q("said", "bank manager haridasan cross il enthokke sammathichu",
  [["moratorium"], ["loss payee", "noc"], ["47,000", "47000", "penal interest"]], [["C01", "2031-01-06"]],
  "OS41 PW1 cross 6.1.31.txt: 'ADMITTED ... moratorium ... bank as loss payee ... did not give NOC ... penal interest Rs. 47,000'.")
q("said", "joseph fernandez DW1 cross il enthu admit cheythu", [["look-out", "lookout", "look out"]], [["C02", "2031-06-23"]],
  "WhatsApp Chat with Nikhil Jr (3).txt 23/06/31: 'he admitted no look-out man on St Antony that morning!'")
# judge_habit
q("judge_habit", "selvakumar sir witness or accused varathirunnal sadharana enthu cheyyum",
  [["warrant", "bw"], ["must be present", "present"]], [["C04", "2031-03-10"], ["C07", "2030-08-28"]],
  "Nikhil (2) 10/03/31: '\"next date PW1 must be present, else I will issue warrant\"'; Nikhil 28/08/30: 'Selvakumar sir BW issue cheythu'.")
q("judge_habit", "preethi madam munsiff nte reethi enthaa - first enthu decide cheyyum",
  [["preliminary issue"], ["u/s 11", "s.11", "section 11"]], [["C02", "2030-09-16"], ["C06", "2030-10-30"]],
  "16.09 diary.jpg: 'I will decide jurisdiction as a preliminary issue first.'; register oct 2030: 'IA u/s 11 അനുവദിച്ചു'.")
q("judge_habit", "anandakrishnan sub judge proof affidavit karyathil enthaa nirbandham",
  [["a week before", "week in advance", "a week"], ["ots", "settlement"]], [["C01", "2030-10-07"], ["C08", "2030-10-16"]],
  "Pavithran bank issues 7.10.docx: 'Sub Judge asked Rajeevan whether the bank would consider OTS ... Proof affidavit of PW1 to be filed a week before'; MACT order 16.10: 'a week in advance'.")
# pending_before
q("pending_before", "sub court il ente enthokke matters und ippo",
  [["pavithran", "matsya"], ["valiyaveettil", "partition", "tharavad", "kausalya"], ["ajayan", "mcop", "mact"]],
  [["C01", "2031-06-16"], ["C05", "2031-06-18"], ["C08", "2031-06-30"]],
  "cause list 16.06.2031: 'O.S. 41/2030 Mahe Matsya Co-op. Bank Ltd. v. Pavithran K.'; Anil chat: 'tharavad case'; Nikhil (3) 30/06: 'Ajayan MACT'.")
q("pending_before", "JMFC il nammude ethokke case",
  [["sea breeze", "shijith", "excise"], ["stc", "chandrika", "suresh babu"]], [["C04", "2031-07-14"], ["C07", "2031-06-11"]],
  "Nikhil (3) 14/07/31: 'Sea Breeze - PW1 cross'; register june 2031: 'STC 77/30 ചന്ദ്രിക v. സുരേഷ് ബാബു'.")
# amount
q("amount", "matsya bank suit claim ethra roopa", [["14,62,000", "1462000", "14.62 lakh"]], [["C01", "2030-08-26"]],
  "WS OS 41 2030 filed copy.pdf: 'The suit claim of Rs. 14,62,000 is excessive.'")
q("amount", "suresh babu cheque ethra amount", [["3,40,000", "340000", "3.4 lakh", "3.40 lakh"]],
  [["upload", "138 notice suresh babu.docx"]], "138 notice suresh babu.docx: 'cheque No. 604117 dated 02.04.2030 for Rs. 3,40,000'.")
q("amount", "tharavad case commissioner batta ethra", [["6,000", "6000"]], [["C05", "2030-12-09"]],
  "sub court order 9.12.2030 OS 64.pdf: 'Batta Rs. 6,000 to be paid by the plaintiffs.'")
# pattern
q("pattern", "sea breeze excise case il prosecution sakshikal sthiram problem aano",
  [["absent"], ["election duty", "election"], ["hostile"]], [["C04", "2031-03-10"], ["C04", "2031-07-14"]],
  "Nikhil (2) 10/03/31: 'PW1 SI of Excise absent. APP Murugan: election duty'; Nikhil (3) 14/07/31: 'PW2 Biju ... hostile aayi ... PW3 excise guard Suresh absent'.")
q("pattern", "suresh babu accused court il varathirikkunnath pathivaano",
  [["bw", "warrant"], ["exemption"], ["1,000", "1000"]], [["C07", "2030-08-28"], ["C07", "2031-06-11"]],
  "Nikhil 28/08/30: 'accused Suresh Babu vannilla ... BW issue cheythu'; register june 2031: 'exemption petition ... 1,000 രൂപ costs'.")
# counsel_pattern
q("counsel_pattern", "sabu thomas vakeel eppozhum late aano, enthaa avante line",
  [["late", "12.30", "12.45"], ["junior"], ["jurisdiction"]], [["C02", "2030-09-16"], ["C02", "2031-02-24"], ["C02", "2031-06-23"]],
  "16.09 diary: 'JURISDICTION ... Sabu came at 12.30 - late again, his junior stood'; Nikhil (2) 24/02: 'junior aanu cross cheythath'; Nikhil (3) 23/06: 'Sabu Thomas 12.45-nu vannu'.")
q("counsel_pattern", "ramachandran vakkeel fathima casil enthu tactics aanu edukkunne",
  [["weeks more", "time"], ["bank transfer", "bank"]], [["C06", "2030-12-04"], ["C06", "2031-06-25"]],
  "4.12 diary rcop.jpg: 'Ramachandran: business dull, 6 weeks more'; RCOP RW1 cross 25.6.txt: 'the bank transfer he pleaded'.")
# witness
q("witness", "bank case il DW2 aaru", [["manoharan"], ["surveyor"]], [["C01", "2031-03-24"]],
  "pavithran DW1 24.3.docx: 'Next: DW2 - K. Manoharan, marine surveyor'.")
q("witness", "collision case PW2 sakshi aaraayirunnu", [["mohanan"], ["srank"]], [["C02", "2031-02-24"]],
  "Nikhil (2) 24/02/31: 'PW2 Mohanan (srank) examine cheythu'.")
q("witness", "sea breeze case il hostile aaya sakshi aaru", [["biju"], ["mahazar"]], [["C04", "2031-07-14"]],
  "Nikhil (3) 14/07/31: 'PW2 Biju (mahazar witness) hostile aayi'.")
# open
q("open", "valiyaveettil tharavad case full status onnu parayu",
  [["9 cents"], ["18,00,000", "18 lakh"], ["injunction"], d("2031-07-23")],
  [["upload", "Plaint OS Valiyaveettil draft final.docx"], ["C05", "2030-08-21"], ["C05", "2031-06-18"]],
  "Plaint: '9 cents ... to D3 for Rs. 18,00,000'; Nikhil 21/08/30: 'proper injunction'; Anil chat: 'Cross will continue on 23.07.2031'.")
q("open", "ajayan MACT enthaayi ippo",
  [["28%", "28 per"], ["badge", "psv"], d("2031-07-28")], [["C08", "2030-10-16"], ["C08", "2031-06-30"]],
  "MACT order sheet 16.10: 'did not hold a PSV badge'; Nikhil (3) 30/06: '28% permanent disability ... next 28.07.2031'.")
# bare
q("bare", "fathima", [["arguments", "argument"], d("2031-07-18")], [["C06", "2031-06-25"]],
  "RCOP RW1 cross 25.6.txt: 'arguments on 18.07.2031'.")
q("bare", "chandrika", [["351", "313", "statement"], d("2031-07-18")], [["C07", "2031-06-11"]],
  "register june 2031.jpg: 'അടുത്ത തീയതി 18.07.2031 - 351 BNSS statement'.")
# no_record
q("no_record", "sindhu-de divorce case adutha date eppo", NR, [],
  "Sindhu is only the 4th plaintiff in the partition; no divorce matter anywhere.", no_record=True, absent=["divorce"])
q("no_record", "pavithrante boat bank auction cheytho", NR, [],
  "The bank sued; no auction of the boat in any upload.", no_record=True, absent=["auction"])
q("no_record", "ajayan case lok adalat il settle aayo", NR, [],
  "C08 was never sent to a Lok Adalat.", no_record=True, absent=["lok adalat", "adalat"])
q("no_record", "kunjumon vakkeelinte koode ente ethu case aanu", NR, [], "No Kunjumon in any upload.", no_record=True,
  absent=["kunjumon"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Mahe practice (bench/practices/mahe; written from the uploads' "
                    "source_text by its writer, w-mahe; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
