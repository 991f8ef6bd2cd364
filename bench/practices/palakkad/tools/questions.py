"""Write questions.json for the Palakkad practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "onnum illa", "record illa", "no note",
       "not in the notes"]]
TODAY = "2028-09-15"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"P-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "kalyani ammal rent case last posting-il enthu sambhavichu",
  [d("2028-08-10"), ["pw1", "venkitesh", "വെങ്കിടേഷ്"], ["cross", "ക്രോസ്"]], [["C07", "2028-08-10"]],
  "IMG-20280810-WA0006.jpg (register): '10.08.2028 ... PW1 വെങ്കിടേഷിനെ ക്രോസ് ചെയ്തു ... അ.തീ. 05.10.2028'.")
q("last_time", "murugan mact last time what happend",
  [d("2028-07-06"), ["sheeba", "doctor", "pw2"], ["18%", "18 %", "eighteen"], ["closed"]], [["C03", "2028-07-06"]],
  "20280706_141233.jpg: 'PW2 Dr. Sheeba Varghese (ortho) came finally. 18% permanent disability ... Claimants' evidence closed.'")
q("last_time", "shabna case-il last date enthayi",
  [d("2028-02-11"), ["6,000", "6000"], ["4,000", "4000"]], [["C06", "2028-02-11"]],
  "MC 412-2027 interim order 11.02.2028.pdf: 'interim maintenance of Rs. 6,000 per month to the 1st petitioner and "
  "Rs. 4,000 per month to the 2nd petitioner'.", today="2028-02-15")
# next_date
q("next_date", "murugan MACT nxt date eppo",
  [d("2028-09-21"), ["r3's evidence", "r3", "insurer", "respondents' evidence"]],
  [["upload", "correction murugan MACT date.txt"]],
  "correction murugan MACT date.txt: 'wrote 21/8 - THAPPU ... correct next date is 21.09.2028 (Thursday), for R3's "
  "evidence'. The diary of 6/7 says 21/8 (wrong).")
q("next_date", "ottapalam partition next posting",
  [d("2028-09-25"), ["pw2", "rajesh"]], [["C02", "2028-07-17"]],
  "PW1 cross Ottapalam 17-07-2028.txt: 'PW2 Rajesh next. Posted 25.09.2028 (after Onam).'")
q("next_date", "selvaraj bail orders eppo",
  [d("2027-11-17"), ["orders", "ഉത്തരവിന്"]], [["C05", "2027-11-10"]],
  "IMG-20271110-WA0007.jpg (register): 'PP എതിർത്തു ... വാദം കേട്ടു. ഉത്തരവിന് 17.11.2027.'", today="2027-11-12")
# count
q("count", "cheque case-il accused ethra thavana absent aayi",
  [["2", "two", "twice", "randu", "രണ്ട്"]], [["C04", "2027-10-21"], ["C04", "2028-06-08"]],
  "Anjana chat 21/10/27: 'summons served but accused vannilla. Magistrate BW'; proceedings 08.06.2028: 'Accused absent. "
  "Petition u/s 355 BNSS'. Two.")
q("count", "kalpathy rent case ithuvare ethra posting kazhinju",
  [["7", "seven", "ezhu", "ഏഴ്"]],
  [["C07", "2027-09-23"], ["C07", "2027-11-04"], ["C07", "2027-12-16"], ["C07", "2028-02-03"], ["C07", "2028-03-23"],
   ["C07", "2028-06-22"], ["C07", "2028-08-10"]],
  "Diary 23/9/27, docx 04.11.2027, register 16.12.2027, txt 3/2/2028, diary 23/3/28, proceedings 22.06.2028, register "
  "10.08.2028: seven postings.")
q("count", "murugan case-il insurance vakeel ethra thavana time chodhichu",
  [["2", "two", "twice", "randu", "രണ്ട്"]], [["C03", "2027-11-25"], ["C03", "2028-02-24"]],
  "Anjana chat 25/11/27: 'R3 WS-nu time chodichu'; diary 24/2/28: 'Panicker cross venda innu - time chodichu'. Two.")
# yes_no
q("yes_no", "selvaraj-nu bail kitto? conditions enthaa",
  [["yes", "granted", "allowed"], ["50,000", "50000"], ["monday", "excise inspector"]], [["C05", "2027-11-17"]],
  "Crl.MC 2790-2027 order 17.11.2027.pdf: 'Bail is granted ... bond for Rs. 50,000 ... report before the Excise "
  "Inspector, Chittur on every Monday'.")
q("yes_no", "chandran appeal-il appellant-nu stay kittiyirunno",
  [["no stay", "stay ഇല്ല", "not granted", "refused"]], [["C08", "2027-10-12"]],
  "IMG-20271012-WA0001.jpg (register): 'അപ്പീൽകാരന്റെ stay ഹർജി - stay ഇല്ല.'")
q("yes_no", "rafeeq 40000 arrears koduttho",
  [["yes", "paid", "received"], ["40,000", "40000"]], [["upload", "receipt 40000 Shabna.jpg"], ["C06", "2028-06-09"]],
  "receipt 40000 Shabna.jpg: 'Received from Rafeeq K. ... Rs. 40,000/- ... DD No. 551903'.", today="2028-06-20")
# said
q("said", "kannadi writ-il KSREC report enthu paranju",
  [["coconut", "thengu"], ["2008"], ["no paddy", "not paddy", "no paddy cultivation"]], [["C01", "2028-03-15"]],
  "WPC 21457-2027 order 15.03.2028.pdf: 'in the imagery of the year 2008 the property shows coconut trees and a "
  "building and no paddy cultivation'.")
q("said", "WS-il karanavar item 2-ne kurichu enthu paranju",
  [["gift deed", "gifted", "ദാനാധാരം"], ["1998"], ["self-acquisition", "self acquisition"]],
  [["upload", "WS D1 to D3 OS 318.pdf"]],
  "WS D1 to D3 OS 318.pdf: 'gifted to the 1st defendant ... by gift deed No. 2214/1998 ... is his self-acquisition'.")
q("said", "shahul hameed-inte defence enthaa cheque casil",
  [["security"], ["not guilty", "കുറ്റം ചെയ്തിട്ടില്ല"]], [["C04", "2028-01-20"]],
  "IMG-20280120-WA0005.jpg (register): 'കുറ്റം ചെയ്തിട്ടില്ല എന്ന് പറഞ്ഞു ... ചെക്ക് security ആയി കൊടുത്തതാണ്'.")
# judge_habit
q("judge_habit", "mathew kurian judge data bank cases-il usually enthu chodikkum",
  [["ksrec", "satellite"], ["agricultural officer"]], [["C01", "2027-12-08"], ["C01", "2028-03-15"]],
  "Order 08.12.2027: 'obtain the satellite imagery ... from ... KSREC'; order 15.03.2028 and docx: 'what does your "
  "Agricultural Officer say now?'.")
q("judge_habit", "JFCM-I magistrate accused vannillenkil enthu cheyyum",
  [["warrant", "bw"], ["costs", "1,000", "1000"]], [["C04", "2027-10-21"], ["C04", "2028-06-08"]],
  "Anjana chat 21/10/27: 'Magistrate BW issue cheythu'; proceedings 08.06.2028: 'allowed on condition of paying costs "
  "of Rs. 1,000'.")
q("judge_habit", "family court judge-nte reethi enthaa maintenance casil",
  [["counsellor"], ["interim"]], [["C06", "2027-11-19"], ["C06", "2028-02-11"]],
  "20271119_153020.jpg: 'Judge sent both to counsellor'; order 11.02.2028: 'interim maintenance ... arrears within "
  "two months'.")
# pending_before
q("pending_before", "ottapalam munsiff-nte munnil ente enthokke matters undu",
  [["puthanmadathil", "lakshmikutty", "partition"], d("2028-09-25")], [["upload", "Week plan 11-22 Sept.docx"]],
  "Week plan 11-22 Sept.docx: 'Mon 25/9 Ottapalam - Puthanmadathil partition - PW2 Rajesh.'")
q("pending_before", "PDJ latha balakrishnan madam-nte court-il ente case vallathum pending undo",
  [["selvaraj", "abkari"], ["chandran", "kodumba", "thodu"], ["dismissed"]],
  [["C05", "2027-11-17"], ["C08", "2028-03-14"]],
  "Crl.MC order 17.11.2027 (Latha Balakrishnan): 'Petition allowed'; AS 41-2027 judgment 14.03.2028: 'The appeal is "
  "dismissed with costs.' Nothing pending before her.")
# amount
q("amount", "annapoorna cheque amount ethra",
  [["4,85,000", "485000", "4.85 lakh", "4,85,000/-"]], [["upload", "Federal bank return memo Shahul.pdf"]],
  "Federal bank return memo Shahul.pdf: 'Cheque No. 082215 dated 20.06.2027 for Rs. 4,85,000/-'.")
q("amount", "kalpathy case-il tenant ethra arrears deposit cheythu",
  [["84,000", "84000", "0.84 lakh"]], [["C07", "2028-02-03"]],
  "rcp kalpathy 3 feb.txt: 'Tenant deposited Rs. 84,000 (chalan dt 30.1.28)'.")
q("amount", "tharavad case commission batta ethra aayi",
  [["7,500", "7500"]], [["C02", "2028-01-17"]],
  "OS 318 issues 17.1.docx: 'Commission batta Rs. 7,500 - by us.'")
# pattern
q("pattern", "adjournment-nu cost vidhichath ethokke case-il",
  [["annapoorna", "shahul", "cheque"], ["kalyani", "kalpathy", "rent"]], [["C04", "2028-06-08"], ["C07", "2028-06-22"]],
  "Proceedings 08.06.2028 (Annapoorna): 'costs of Rs. 1,000 to the complainant'; RCP proceedings 22.06.2028 (Rent "
  "Controller): 'costs of Rs. 500 to the petitioner'.")
q("pattern", "ethokke case-il opposite party ex parte aayi",
  [["puthanmadathil", "partition", "lakshmikutty", "318"], ["murugan", "mact", "walayar"]],
  [["C02", "2027-12-06"], ["C03", "2027-11-25"]],
  "OS 318-2027 proceedings: '06.12.2027 ... D4 to D6 called absent, set ex parte'; Anjana chat 25/11/27: 'MACT - R1 R2 "
  "absent, ex parte aakki'.")
# counsel_pattern
q("counsel_pattern", "ravindranath vakeel ente ethokke case-il undu, pulli-nte style enthaa",
  [["kalyani", "kalpathy", "rcp"], ["chandran", "appeal", "thodu"], ["absent", "not ready", "time"]],
  [["C07", "2027-09-23"], ["C07", "2028-06-22"], ["C08", "2027-12-14"]],
  "Diary 23/9/27: 'Kalyani Ammal RCP ... Ravindranath'; RCP proceedings 22.06.2028: 'Counsel for the respondent absent "
  "... not the first time'; chandran appeal 14 dec.txt: 'Ravindranath (for appellant) - \"not ready\" - time'.")
q("counsel_pattern", "latheef vakeel cheque case-il enthokke adavu edukkunnu",
  [["cross deferred", "not ready", "deferred"], ["absent", "355", "absence"]], [["C04", "2028-03-02"], ["C04", "2028-06-08"]],
  "annapoorna 2 march.txt: 'Latheef: \"not ready for cross\" - cross deferred'; proceedings 08.06.2028: 'Accused absent. "
  "Petition u/s 355 BNSS'.")
# witness
q("witness", "murugan case-il doctor aaraa, evidence koduttho",
  [["sheeba varghese", "sheeba"], ["18%", "eighteen", "18 %"]], [["C03", "2028-07-06"]],
  "20280706_141233.jpg: 'PW2 Dr. Sheeba Varghese (ortho) came finally. 18% permanent disability'.")
q("witness", "PW1 cross-il lakshmikutty amma gift deed-ne kurichu enthu paranju",
  [["never saw", "never seen"], ["2214"]], [["C02", "2028-07-17"]],
  "PW1 cross Ottapalam 17-07-2028.txt: 'Gift deed 2214/1998: she said she never saw it'.")
q("witness", "cheque case-il bank manager evidence kodutho",
  [["examine", "examined"], ["federal"], ["closed"]], [["C04", "2028-07-27"]],
  "Anjana chat (2) 27/07/28: 'PW2 Federal Bank manager vannu, examine cheythu ... Complainant evidence closed'.")
# open
q("open", "ee aazhcha kazhinjal pending work enthokke, file cheyyan ullath?",
  [["written note", "3 pages"], ["removal of bund", "bund", "execution"], ["rw1 cross", "rw1", "kalyani"]],
  [["upload", "Week plan 11-22 Sept.docx"]],
  "Week plan 11-22 Sept.docx, Pending: 'Kalyani Ammal RCP - RW1 cross prep for 5/10', 'Kannadi writ - ... written note (3 "
  "pages)', 'Chandran - EP for removal of bund ... FILE'.")
q("open", "shabna case-il next date-il enthu raise cheyyanam",
  [["arrears"], ["20,000", "20000"], ["july", "august", "aug"]],
  [["upload", "WhatsApp Chat with Shabna.txt"], ["upload", "Week plan 11-22 Sept.docx"]],
  "WhatsApp Chat with Shabna.txt 11/09/28: 'august-inte paisa ithuvare vannilla. July-um illa ... Arrears 20,000 aayi'; "
  "week plan: 'Raise arrears July + Aug (Rs. 20,000)'.")
# bare
q("bare", "shahul", [["351"], ["closed", "evidence closed"]],
  [["C04", "2028-07-27"], ["upload", "JFCM-I Palakkad cause list 15.09.2028.pdf"]],
  "Anjana chat (2) 27/07/28: 'Complainant evidence closed. Next 15/9 - 351 questioning'; cause list 15.09.2028: '351 BNSS'.")
q("bare", "rafeeq RW1", [["rw1", "respondent's evidence"], ["arrears", "not paid"]], [["C06", "2028-07-28"]],
  "Shabna MC RW evidence 28.7.docx: 'RW1 Rafeeq must appear ... Next 15.09.2028 for respondent's evidence. Arrears "
  "from July again not paid'.")
# no_record
q("no_record", "kollengode land acquisition case-nte next date enthaa", NR, [],
  "No land acquisition matter and no Kollengode in any upload.", no_record=True,
  absent=["kollengode", "land acquisition"])
q("no_record", "murugan claim lok adalat-il settle aayo?", NR, [],
  "C03 was never sent to a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat", "adalat"])
q("no_record", "selvaraj-nte bail cancel cheyyan excise petition koduttho", NR, [],
  "No cancellation petition anywhere; bail granted 17.11.2027 and nothing after.", no_record=True,
  absent=["cancel"])
q("no_record", "adv. jayasankar-nte koode ente ethu case aanu", NR, [], "No Jayasankar in any upload.", no_record=True,
  absent=["jayasankar"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Palakkad practice (bench/practices/palakkad; written from the uploads' "
                    "source_text by its writer, w-palakkad; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
