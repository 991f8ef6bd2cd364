"""Write questions.json for the Vellore practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "record illa", "record-la illa", "illai", "no note", "not in the notes"]]
TODAY = "2028-02-18"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"V-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "kamalam partition la last hearing la enna aachu?",
  [d("2028-01-19"), ["dw1", "d.w.1", "selvaraj proof affidavit"], d("2028-02-18")], [["C01", "2028-01-19"]],
  "kamalam DW1 19.1.txt: '19.1.28 ... DW1 Selvaraj proof affidavit filed ... Vaidha 18.02.2028 for DW1 cross'.")
q("last_time", "selliamman kovil case last time enna nadandhuchu",
  [d("2027-12-13"), ["cross"], ["sekar", "gp"], d("2028-02-21")], [["C02", "2027-12-13"]],
  "selliamman 13.12 cross.txt: 'PW1 Natarajan cross by GP Sekar ... Anbalagan (D3) started cross - part ... Vaidha 21.02.2028'.")
q("last_time", "chit EP saravanan matter last vaidha la enna aachu",
  [d("2027-09-03"), ["18,400", "18400"], ["attachment of jd1's house", "house"]], [["C03", "2027-09-03"]],
  "IMG_20270903_130121.jpg: '3.9.27 ... HM report came - 18,400 pm cut ... Judge ordered attachment of JD1's house'.",
  today="2027-09-10")
# next_date
q("next_date", "vasanthi hospital case next vaidha eppo? edhukku?",
  [d("2028-02-18"), ["oral arguments", "arguments"]], [["C04", "2028-01-05"]],
  "20280105_154733.jpg: 'oral arguments on 18.02.2028'; Sundaram chat 05/01/28: '18 Feb arguments'.")
q("next_date", "vasanthi case ku next date enna",
  [d("2028-01-05")], [["upload", "correction vasanthi vaidha.txt"]],
  "correction vasanthi vaidha.txt: 'yesterday's note says vaidha 05.02.2028 - WRONG ... correct vaidha is 05.01.2028'.",
  today="2027-11-12")
q("next_date", "jayakumar HC revision thirumba eppo varudhu",
  [d("2028-03-06")], [["C05", "2027-12-06"]], "Jayakumar RC 6.12 args.docx: 'Part heard. Vaidha 06.03.2028.'")
# count
q("count", "selliamman case la ethana issues frame pannanga",
  [["6", "six", "6 issues"]], [["C02", "2027-08-09"]],
  "WhatsApp Chat with Priya Jr.txt 09/08/27: 'Selliamman - issues frame pannitaanga, 6 issues'.")
q("count", "kamalam case la ramalingam ethana thadava cross ku ready illama vandhaaru / varala",
  [["2", "two", "twice"]], [["C01", "2027-04-07"], ["C01", "2027-06-16"]],
  "IMG_20270407_174402.jpg: 'Ramalingam \"not ready\" for cross'; Priya chat 16/06/27: 'Ramalingam sir varala ... last chance'.")
q("count", "dinesh scooter case la motham ethana hearing nadandhuchu",
  [["5", "five"]], [["C07", "2027-02-24"], ["C07", "2027-04-07"], ["C07", "2027-06-09"], ["C07", "2027-07-28"],
                    ["C07", "2027-09-15"]],
  "dinesh scooter 24.2.txt; the 7.4.27 two-matter page; Priya chat 09/06/27; register 28.07.2027; order 15.09.2027.")
# yes_no
q("yes_no", "vasanthi case expert committee ku refer pannaangala?",
  [["dismissed", "not referred"]], [["C04", "2027-08-04"]],
  "CC 56-2026 order in IA 4.8.2027.pdf: 'The I.A. is dismissed. Opposite parties to file proof affidavits.'")
q("yes_no", "jayakumar ku sentence suspend aachaa? condition enna",
  [["suspended"], ["80,000", "80000"]], [["C05", "2027-04-12"]],
  "Crl.RC 1187-2027 order 12.04.2027.pdf: 'is suspended on condition that the petitioner deposits Rs. 80,000'.")
q("yes_no", "arumugam appeal la judgment vandhucha",
  [["judgment on", "not yet"], d("2028-01-10")], [["C06", "2027-11-08"]],
  "arumugam 8.11 resp args.txt: 'Judgment on 10.01.2028.'", today="2027-11-10")
# said
q("said", "selvaraj WS la enna solli irukaan",
  [["self acquired", "self-acquired"], ["release", "released"], ["2008"]], [["upload", "WS D1 Selvaraj OS 214.pdf"]],
  "WS D1 Selvaraj OS 214.pdf: 'Item 2 was purchased ... sale deed Doc.No.2231/2008 ... self-acquired ... released her right'.")
q("said", "temple case la GP 1979 pathi enna sonnaar",
  [["1979"], ["inspection"], ["duraisamy"]], [["C02", "2027-12-13"]],
  "selliamman 13.12 cross.txt: 'GP showed 1979 HR&CE inspection note naming \"Duraisamy's father as trustee-in-charge\"'.")
q("said", "chit EP la manivannan payment pathi enna claim pannaaru",
  [["1,50,000", "150000", "1.5 lakh"], ["ramesh", "collection agent", "no receipt"]], [["C03", "2027-04-09"]],
  "kanakadurga EP 9.4.txt: 'JD1 says he paid Rs. 1,50,000 to the company's collection agent Ramesh in cash'.")
# judge_habit
q("judge_habit", "PDJ madam usual ah enna kekkuraanga",
  [["original"], ["1936", "scheme decree"], ["adangal", "ex.b3"]], [["C02", "2027-03-22"], ["C06", "2027-09-13"]],
  "Selliamman WS 22.03.docx: 'PDJ madam asked for the ORIGINAL 1936 scheme decree'; AS 19 args 13.9.docx: 'asked for "
  "the lower court's Ex.B3 (adangal)'.")
q("judge_habit", "kalaiarasan J cheque revision la eppavum enna kekuraar",
  [["willing to pay", "will he pay"], ["mediation"], ["compensation"]], [["C05", "2027-06-21"], ["C05", "2027-12-06"]],
  "jayakumar HC 21.6.txt: '\"is your client willing to pay? then mediation\"'; 6.12 docx: '\"will he pay the compensation?\"'.")
q("judge_habit", "addl sub judge execution la JD kitta enna solluvaaru",
  [["pay something", "bona fides"]], [["C03", "2027-07-23"]],
  "Kanakadurga EP 23 July.docx: 'Judge (as usual): \"JD pay something now, show bona fides\"'.")
# pending_before
q("pending_before", "PDJ madam kitta ippo enna matter pending",
  [["selliamman", "natarajan"], d("2028-02-21")], [["C02", "2027-12-13"], ["upload", "AS 19-2026 judgment 10.01.2028.pdf"]],
  "selliamman 13.12 cross.txt: 'Vaidha 21.02.2028'; AS 19 judgment 10.01.2028: 'the appeal is allowed' (disposed).")
q("pending_before", "consumer commission la namma matter enna pending",
  [["vasanthi", "venkatesa"], d("2028-02-18")], [["C04", "2028-01-05"], ["upload", "CC 112-2026 order 15.09.2027.pdf"]],
  "20280105_154733.jpg: 'Vasanthi v. Venkatesa Hosp ... oral arguments on 18.02.2028'; the scooter complaint was allowed 15.09.2027.")
# amount
q("amount", "chit award amount evlo, interest evlo",
  [["6,48,500", "648500", "6.485 lakh"], ["12%", "12 %"]], [["upload", "ARC 412 award Deputy Registrar of Chits.pdf"]],
  "ARC 412 award: 'jointly and severally liable to pay Rs. 6,48,500 with interest at 12% per annum'.")
q("amount", "kamalam case commissioner fees evlo kattanum",
  [["8,000", "8000"]], [["C01", "2027-08-18"]],
  "IA 1187-2027 order: 'Commissioner's fee Rs. 8,000 to be paid by the petitioner/plaintiff'.")
q("amount", "dinesh ku commission evlo kudukka sonnanga",
  [["1,12,000", "112000", "1.12 lakh"], ["25,000", "25000"], ["5,000", "5000"]], [["C07", "2027-09-15"]],
  "CC 112-2026 order 15.09.2027.pdf: 'refund Rs. 1,12,000, pay compensation of Rs. 25,000 ... Rs. 5,000 towards costs'.")
# pattern
q("pattern", "vasanthi case la hospital side eppavum time kekuraangala? ethana thadava",
  [["3", "three", "thrice"], ["written arguments"]], [["C04", "2027-02-17"], ["C04", "2027-11-10"], ["C04", "2028-01-05"]],
  "Priya chat 17/02/27: 'version ku time ketaanga'; 10.11 docx: 'time for their written arguments'; 5/1/28: 'NOT filed again'.")
q("pattern", "chit EP la saravanan eppadi nadandhukkuraaru overall",
  [["instalments"], ["2,00,000", "200000", "2 lakh", "two lakhs"], ["varala", "absent"]],
  [["C03", "2027-07-23"], ["C03", "2027-10-22"], ["C03", "2027-12-10"]],
  "23 July docx: 'Rs. 5,00,000 ... in 10 monthly instalments'; challan 22.10.2027: 'Rs. 2,00,000/-'; Priya chat 10/12/27: 'Saravanan varala'.")
# counsel_pattern
q("counsel_pattern", "ramalingam sir eppadi, enna tactics",
  [["not ready", "varala", "absent"], ["objections", "objection"]],
  [["C01", "2027-04-07"], ["C01", "2027-06-16"], ["C01", "2027-11-17"]],
  "7.4.27 page: 'Ramalingam \"not ready\" for cross'; Priya 16/06/27: 'Ramalingam sir varala'; 17.11 docx: 'D1's objections still pending'.")
q("counsel_pattern", "prabhakaran consumer case la eppadi handle panraaru",
  [["expert committee"], ["written arguments"], ["opinion awaited", "senior doctor"]],
  [["C04", "2027-04-21"], ["C04", "2027-11-10"], ["C04", "2028-01-05"]],
  "21.4 docx: 'will file an I.A. to refer the matter to an expert committee'; 10.11 docx: 'time for their written "
  "arguments'; 5/1/28: '\"senior doctor's opinion awaited\"'.")
# witness
q("witness", "kamalam case PW2 yaaru, enna solli irukaaru",
  [["govindasamy"], ["neighbour"], ["bought the kalinjur land", "ponnusamy bought"]], [["C01", "2027-11-17"]],
  "Kamalam PW2 17.11.2027.docx: 'PW2 Govindasamy (neighbour, 71) ... Ponnusamy bought the Kalinjur land himself'.")
q("witness", "selliamman PW1 ah yaar yaar cross pannaanga",
  [["sekar", "gp"], ["anbalagan"], ["part"]], [["C02", "2027-12-13"]],
  "selliamman 13.12 cross.txt: 'PW1 Natarajan cross by GP Sekar ... Anbalagan (D3) started cross - part'.")
q("witness", "kamalam cross la enna admit pannaanga",
  [["10 pavun", "gold"], ["denied any release", "denied"]], [["C01", "2027-07-14"]],
  "kamalam 14.7.txt: 'She admitted receiving gold at marriage (\"10 pavun thaan, 25 illa\") but denied any release'.",
  today="2027-07-20")
# open
q("open", "temple case full story short ah sollu",
  [["1936"], ["fit person"], ["hereditary"], d("2028-02-21")],
  [["upload", "HR&CE Commissioner order Selliamman revision.pdf"], ["C02", "2027-06-14"], ["C02", "2027-12-13"]],
  "Commissioner's order: 'hereditary trusteeship ... scheme decree of 1936 ... fit person'; I.A. order 14.06.2027; "
  "13.12 note: 'Vaidha 21.02.2028'.")
q("open", "selvaraj DW1 cross ku enna points prepare pannanum",
  [["2,10,000", "210000", "2.1 lakh"], ["4,500", "4500"], ["1987"]],
  [["C01", "2028-01-19"], ["upload", "EC S.No.204-1A Kalinjur.pdf"]],
  "kamalam DW1 19.1.txt: '2008 deed shows consideration Rs. 2,10,000 - Selvaraj's salary then Rs. 4,500 pm. Ask about "
  "the 1987 patta'; EC: '12.06.1987 ... Sale ... P. Selvaraj (minor rep. by father Ponnusamy'.")
# bare
q("bare", "kamalam", [["dw1", "d.w.1", "selvaraj"], d("2028-02-18")], [["C01", "2028-01-19"]],
  "kamalam DW1 19.1.txt: 'Vaidha 18.02.2028 for DW1 cross'.")
q("bare", "vasanthi args", [["arguments"], ["not filed", "last chance"]], [["C04", "2028-01-05"]],
  "20280105_154733.jpg: 'OPs written args - NOT filed again ... last chance ... oral arguments on 18.02.2028'.")
# no_record
q("no_record", "ponnusamy will probate case eppo list aagudhu", NR, [],
  "No probate anywhere; Ponnusamy died intestate (the plaint).", no_record=True, absent=["probate"])
q("no_record", "jayakumar revision la NBW issue aacha", NR, [],
  "No non-bailable warrant (NBW) in C05 or any upload.", no_record=True, absent=["nbw", "non-bailable", "non bailable"])
q("no_record", "dinesh scooter case la company state commission la appeal pottaangala", NR, [],
  "No appeal to the State Commission in any upload.", no_record=True, absent=["state commission"])
q("no_record", "advocate balasubramaniam kooda namma case enna irukku", NR, [], "No Balasubramaniam in any upload.",
  no_record=True, absent=["balasubramaniam"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Vellore practice (bench/practices/vellore; written from the uploads' "
                    "source_text by its writer, practice 130; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
