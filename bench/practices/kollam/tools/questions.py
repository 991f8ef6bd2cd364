"""Write questions.json for the Kollam practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "onnum illa", "no note", "not in the notes",
       "record-il illa"]]
TODAY = "2031-01-21"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"K-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


WEEK = ["upload", "week plan 20-24 Jan.docx"]

# last_time
q("last_time", "kundara cashew case-il kazhinja thavana enthaayi?",
  [d("2030-11-27"), ["ചർച്ച പരാജയ", "talks failed", "failed"], ["mw1", "മാനേജർ", "manager"]], [["C01", "2030-11-27"]],
  "register 27-11-2030.jpg: 'ചർച്ച പരാജയപ്പെട്ടു. മാനേജ്മെന്റ് സാക്ഷി (MW1 മാനേജർ) ഹാജരായില്ല ... അടുത്ത തീയതി 21.01.2031'.")
q("last_time", "binu kuri chek case last posting-il entha nadanne",
  [d("2030-11-18"), ["313"], ["defence evidence", "de "]], [["C04", "2030-11-18"]],
  "ST 1140 313 18.11.txt: 'Accused questioned u/s 313 CrPC ... Wants defence evidence ... ND 23.1.31 for DE.'")
q("last_time", "chandi biju bail last date enthaayi",
  [d("2030-07-15"), ["allowed", "granted", "bail kitti"], ["50,000", "50000"]], [["C07", "2030-07-15"]],
  "BA 3381 of 2030 order 15.07.2030.pdf: 'bond for Rs. 50,000 ... The bail application is allowed'; Sheeja chat 15/07: 'Bail kitti!'.",
  today="2030-07-20")
# next_date
q("next_date", "divya case next date eppozha? register-il vere date kandu",
  [d("2031-01-24"), ["rw1", "anoop", "cross"]], [["upload", "correction Anoop ND.txt"], ["C05", "2030-12-05"]],
  "correction Anoop ND.txt: 'Divya = 24.01.2031 (Friday)'; register 05-12-2030.jpg wrongly '04.02.2031 (?)'; Divya RW1 05.12.txt: 'Cross deferred ... ND 24.01.2031'.")
q("next_date", "clappana partition adutha date? athira pokumo",
  [d("2031-01-28"), ["objection"]], [["C02", "2030-12-12"], WEEK],
  "WhatsApp Chat with Athira Jr (2).txt 12/12/30: 'Objection file cheythilla ... ND 28/1/31'; week plan: 'Tue 28/1 Karunagappally - Clappana objection to commission report (Athira)'.")
q("next_date", "rasheed RCP next posting eppo, enthinu",
  [d("2030-07-11"), ["faisal", "pw2"]], [["C03", "2030-06-06"]],
  "Rasheed PW1 cross 6 June.docx: 'ND 11.7.30 - PW2 Faisal'.", today="2030-06-10")
# count
q("count", "shibu jacob ethra thavana client gulf-il aanennu paranju time eduthu",
  [["2", "two", "twice", "randu"]], [["C02", "2030-01-24"], ["C02", "2030-12-12"]],
  "Athira chat 24/01/30: 'Mohanan Dubai-il aanu ... WS-nu time chodichu'; chat (2) 12/12/30: 'Shibu Jacob veendum \"client Dubai-il\" ... randaam thavana aanu abroad ennu paranju time'. Two.")
q("count", "cashew case-il management records-inu ethra pravashyam time chodichu",
  [["2", "two", "twice", "second"]], [["C01", "2030-02-20"], ["C01", "2030-03-20"]],
  "ID 21 notes 20.02.docx: 'records \"with the auditor\" ... sought a month'; proceedings 20.03.2030: 'seeks further time. This is the second occasion'. Two.")
q("count", "divya case-il nammude bhagathu ethra witness-ne vistharichu",
  [["2", "two", "randu"]], [["C05", "2030-03-21"], ["C05", "2030-08-01"]],
  "20300321_143355.jpg: 'PW1 Divya chief affidavit'; register 1-8-2030.jpg: 'PW2 ശശാങ്കൻ (അച്ഛൻ) വിസ്താരം കഴിഞ്ഞു'. Two (PW1, PW2).")
# yes_no
q("yes_no", "binu 143A paisa kettivecho ithuvare?",
  [["not deposited", "not paid", "unpaid", "illa", "no,"], ["96,000", "96000"]], [["C04", "2030-11-18"], WEEK],
  "ST 1140 313 18.11.txt: '96,000 still not paid - moved petition to recover as fine under 143A(5)'; week plan: '96,000 still unpaid'.")
q("yes_no", "rasheed case-il tenant s.12 arrears kettivecho",
  [["yes", "kettivachu", "കെട്ടിവച്ചു", "deposited", "deposit made"], ["1,08,000", "108000", "1.08 lakh"]],
  [["C03", "2030-03-14"]], "IMG-20300314-WA0007.jpg: 'വാടകക്കാരൻ 1,08,000 രൂപ കെട്ടിവച്ചു.'", today="2030-03-20")
q("yes_no", "shaji insurance offer accept cheytho",
  [["declined", "no,", "not accepted", "illa"], ["3,40,000", "340000", "3.4 lakh", "3.40 lakh"]], [["C06", "2030-10-08"]],
  "MACT 8 oct Shaji cross.docx: 'insurer offered Rs. 3,40,000 - too low ... declined on Shaji's instructions'.")
# said
q("said", "harikrishnan J abkari bail-il enthaanu chodiche",
  [["quantity"], ["ca report", "chemical analysis"]], [["C07", "2030-06-12"]],
  "Biju bail HC 12.6.txt: 'Judge: \"what is the quantity? where is the CA report?\"'.")
q("said", "gopakumar sir wage register-ne patti enthu paranju",
  [["adverse inference"]], [["C01", "2030-02-20"], ["C01", "2030-03-20"]],
  "ID 21 notes 20.02.docx: 'muster roll and wage register must come, otherwise adverse inference'; proceedings 20.03.2030: 'failure will entail an adverse inference'.")
q("said", "karunagappally munsiff madam WS-ne kurichu enthu paranju mohanan case-il",
  [["ex parte"]], [["C02", "2030-01-24"]],
  "WhatsApp Chat with Athira Jr.txt 24/01/30: 'Munsiff madam parayunnu next date WS illenkil ex parte'.")
# judge_habit
q("judge_habit", "family court judge eppozhum enthu chodikkum, enthu kondupokanam",
  [["child", "adwaith", "kutti"]], [["C05", "2030-01-17"], ["C05", "2030-03-21"], ["C05", "2030-10-03"]],
  "Divya FC 17.1.txt: 'Judge asked about the child first'; 20300321: 'Judge - \"child's school?\"'; FC 3 oct.txt: 'Asked after Adwaith again'.")
q("judge_habit", "nikhil raj sir cheque case-il aadyam enthu order idum",
  [["143a"], ["20%", "20 %", "96,000"]], [["C04", "2030-02-11"]],
  "ST 1140-2029 order 11.02.2030.pdf: 'under Section 143A ... interim compensation of Rs. 96,000 (20% of the cheque amount)'.")
q("judge_habit", "MACT shaji mathew sir injury case-il sadharana enthu cheyyum",
  [["medical board"], ["adalath"]], [["C06", "2030-03-05"], ["C06", "2030-10-08"]],
  "MACT Shaji issues 5.3.txt: 'appear before the District Medical Board'; MACT 8 oct docx: 'Shaji Mathew sir suggested adalath'.")
# pending_before
q("pending_before", "thursday binu case-nu munpu enthokke ready aakkanam",
  [["ajitha", "dw2"], ["143a(5)", "96,000"]], [WEEK],
  "week plan 20-24 Jan.docx: 'Thu 23/1 JFCM-II - Binu kuri - DE (DW1 Binu, DW2 Ajitha). Press 143A(5) petition - 96,000 still unpaid.'")
q("pending_before", "divya anoop cross-nu munpu enthu kittanam",
  [["muthoot", "pawn ticket"]], [WEEK, ["C05", "2030-12-05"]],
  "week plan: 'Fri 24/1 Family Court - Divya - RW1 Anoop cross. Muthoot pawn ticket copies'; Divya RW1 05.12.txt: 'need Muthoot pawn ticket copies'.")
# amount
q("amount", "divyakkum kuttikkum interim ethra kittunnu maasam",
  [["6,000", "6000"], ["4,000", "4000"]], [["C05", "2030-02-21"]],
  "MC 244-2029 interim order 21.02.2030.pdf: 'Rs. 6,000 per month to the petitioner and Rs. 4,000 per month to the minor child'.")
q("amount", "st antony boat case ethra rupakku settle aayi",
  [["7,25,000", "725000", "7.25 lakh", "725,000"]], [["C08", "2030-11-12"]],
  "OS 96-2030 compromise decree 12.11.2030.pdf: 'for a consideration of Rs. 7,25,000'.")
q("amount", "kundara workers-nte last daily wage ethra aayirunnu",
  [["412"]], [["C01", "2030-07-24"]], "Ponnamma cross 24-07-2030.docx: 'Last daily wage Rs. 412 (shelling)'.")
# pattern
q("pattern", "gulf connection ulla case ethokke aanu nammude kayyil",
  [["clappana", "mohanan", "lalitha", "partition"], ["rasheed", "faisal", "chinnakada", "rcp"]],
  [["C02", "2030-01-24"], ["C03", "2030-06-06"]],
  "Athira chat 24/01/30: 'Mohanan Dubai-il aanu'; Rasheed PW1 cross docx: 'Son Faisal working in Riyadh'.")
q("pattern", "naale enikku ethokke matter undu", [["kundara", "cashew"], ["rasheed", "rcp", "fathima"]], [WEEK],
  "week plan: 'Tue 21/1 Industrial Tribunal - Kundara cashew ID ... Rent Control Court - Rasheed RCP - ARGUMENTS'.",
  today="2031-01-20")
# counsel_pattern
q("counsel_pattern", "mohandas vakeel sthiram enthu nyayam parayum",
  [["raw nut", "no raw nuts", "container"]], [["C01", "2030-01-16"], ["C01", "2030-07-24"]],
  "IMG_20300116: 'Mohandas: \"no raw nuts from Africa, so lay-off forced\"'; 24-07 docx: 'no raw nut came after Feb 2029 - \"mutalali said no container\"'.")
q("counsel_pattern", "shibu jacob time edukkan enthu karanam aanu parayaru",
  [["dubai", "abroad", "gulf"]], [["C02", "2030-01-24"], ["C02", "2030-12-12"]],
  "Athira chats 24/01/30 and 12/12/30: 'Mohanan Dubai-il aanu', 'veendum \"client Dubai-il\"'.")
# witness
q("witness", "ponnamma cross-il factory adachathu eppozhanennu paranju",
  [d("2029-03-04", short=False)], [["C01", "2030-07-24"]],
  "Ponnamma cross 24-07-2030.docx: 'Admitted factory closed from 04.03.2029'.")
q("witness", "binu case-il bank-il ninnu aaranu mozhi kodukkan vannathu",
  [["deepthi"], ["sib", "south indian bank", "kottiyam"]], [["C04", "2030-09-16"]],
  "IMG_20300916_122418.jpg: 'CW2 Deepthi, Asst. Manager SIB Kottiyam, proved return memo'.")
q("witness", "rasheed cross-il vere muri undennu sammathicho",
  [["kadappakada"], ["gramin bank", "bank"]], [["C03", "2030-06-06"]],
  "Rasheed PW1 cross 6 June.docx: 'owns another room at Kadappakada, but let out to Kerala Gramin Bank since 2019'.")
# open
q("open", "clappana partition full status onnu parayu",
  [["40.5"], ["18 lakh", "18,00,000", "1800000"], d("2031-01-28")],
  [["C02", "2030-02-28"], ["C02", "2030-10-17"], ["C02", "2030-12-12"]],
  "Clappana WS 28.2.txt: 'Rs. 18 lakh from his Dubai salary'; commission notes: 'Property is 40.5 cents'; chat (2): 'ND 28/1/31'.")
q("open", "shaji MACT ippo evide ethi nilkkunnu",
  [["18%", "18 %", "eighteen"], ["3,40,000", "340000", "3.4 lakh"], d("2031-02-04")],
  [["C06", "2030-07-30"], ["C06", "2030-10-08"], ["C06", "2030-12-03"]],
  "IMG_20300730: 'Board cert. 18% filed'; 8 oct docx: 'insurer offered Rs. 3,40,000 ... declined'; order 03.12.2030: 'Evidence of the 3rd respondent-insurer on 04.02.2031'.")
# bare
q("bare", "kundara", [["mw1", "മാനേജർ", "manager"]], [["C01", "2030-11-27"], ["upload", "cause list IT Kollam 21.01.2031.pdf"]],
  "register 27-11-2030.jpg: 'MW1 മാനേജർ ഹാജരായില്ല'; cause list 21.01.2031: 'Evidence (MW1)'.")
q("bare", "rasheed", [["arguments"], ["evidence closed"]], [["C03", "2030-11-21"]],
  "RCP 38-2029 proceedings 21.11.2030.pdf: 'Evidence closed ... Call on 21.01.2031 for arguments.'")
# no_record
q("no_record", "ashtamudi resort eviction case next date ethra", NR, [],
  "No Ashtamudi resort (nor any case of that name) in any upload.", no_record=True, absent=["ashtamudi"])
q("no_record", "chandi biju-de bail cancel cheyyan excise petition koduthirunno", NR, [],
  "C07's bail was never the subject of a cancellation petition; no upload mentions one.", no_record=True,
  absent=["cancel"])
q("no_record", "divya case-il kuttiyude DNA test order aayo", NR, [],
  "No DNA test was ever sought in C05; no upload names one.", no_record=True, absent=["dna"])
q("no_record", "adv. thankachan-te koode ethu case aanu nammukku", NR, [], "No Thankachan in any upload.",
  no_record=True, absent=["thankachan"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Kollam practice (bench/practices/kollam; written from the uploads' "
                    "source_text by its writer, practice 151; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
