"""Write questions.json for the Kurnool practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "record ledu", "no note", "not in the notes"]]
TODAY = "2027-01-20"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"K-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "ramana partition lo last vaayida lo em ayyindi",
  [d("2026-12-17"), ["dw1", "obula reddy"], ["chief affidavit"]], [["C01", "2026-12-17"]],
  "OS 214 DW1 17.12.2026.docx: '17.12.2026 ... DW1 Obula Reddy (D1) chief affidavit filed'.")
q("last_time", "madhu reddy bandi baata suit last date lo emaindi pattikonda",
  [d("2027-01-06"), ["nagaraju"], ["health", "sick", "unwell"], d("2027-02-03")], [["C02", "2027-01-06"]],
  "WhatsApp Chat with Sai Kiran Jr (2).txt 06/01/27: 'Nagaraju sir ki health baaledu ani memo, adjourn chesaru ... Next tedi 3/2/27'.")
q("last_time", "pratap reddy sc st case last time em jarigindi",
  [d("2027-01-12"), ["pw4", "dsp", "investigating officer"], d("2027-02-09")], [["C05", "2027-01-12"]],
  "spl court 12.1.27.txt: 'PW4 IO (DSP Pattikonda) raaledu ... next tedi 09.02.2027'.")
# next_date
q("next_date", "lakshmi maintenace case next tedi eppudu, denikosam",
  [d("2027-01-20"), ["arguments", "vaadana"]], [["C04", "2026-12-16"]],
  "IMG20261216_151840.jpg: 'Rahim arguments kosam next tedi 20/1/27'.")
q("next_date", "ramana case next tedi correct ga enti",
  [d("2027-01-20")], [["upload", "correction OS 214 next date.txt"]],
  "correction OS 214 next date.txt: 'ninna note lo next tedi 21.01.2027 ani raasanu - tappu ... correct next tedi 20.01.2027'.",
  today="2026-12-20")
q("next_date", "thimmakka RDO appeal next date eppudu",
  [d("2026-07-02"), ["written arguments"]], [["C07", "2026-06-04"]],
  "20260604_124410.jpg: 'RDO gaaru written arguments 4 weeks lo. next tedi 2/7'.", today="2026-06-10")
# count
q("count", "gowru vaallu bandi baata suit lo enni sarlu time teeskunnaru",
  [["4", "four"]], [["C02", "2026-03-04"], ["C02", "2026-04-01"], ["C02", "2026-10-14"], ["C02", "2027-01-06"]],
  "Sai Kiran chats: 04/03 'Nagaraju WS ki time adigaru'; 01/04 'WS inka file cheyyaledu ... last chance with costs'; "
  "14/10 'Nagaraju objections ki time adigaru'; 06/01/27 'health baaledu ani memo, adjourn chesaru'.")
q("count", "bank EP lo ippatiki enni hearings ayyayi",
  [["6", "six"]], [["C03", "2026-01-29"], ["C03", "2026-02-26"], ["C03", "2026-03-24"], ["C03", "2026-04-23"],
                   ["C03", "2026-07-16"], ["C03", "2026-08-20"]],
  "Khasim 29.01, docx 26.02, diary 24/3, docket 23.04, txt 16.07, order 20.08.2026 (E.P. closed) - six hearings.",
  today="2026-09-01")
q("count", "sc st case lo SPP enni sarlu time adigadu",
  [["2", "two"]], [["C05", "2026-10-27"], ["C05", "2027-01-12"]],
  "IMG-20261027-WA0006.jpg: 'SPP జయరాజు గారు టైం అడిగారు'; spl court 12.1.27.txt: 'SPP Jayaraju time adigaru'.")
# yes_no
q("yes_no", "lakshmi ki aayana interim dabbulu icchada?",
  [["ఇవ్వలేదు", "not paid", "ivvaledu", "has not paid"]], [["C04", "2026-06-17"]],
  "IMG-20260618-WA0004.jpg (17.06.2026): 'భర్త రాలేదు. interim డబ్బులు ఇవ్వలేదు'.", today="2026-06-20")
q("yes_no", "ramana case lo injuction IA allow ayyinda",
  [["allowed", "allow"], d("2026-04-09"), ["121"]], [["C01", "2026-04-09"]],
  "IA 112 order 09.04.2026: 'The petition is allowed. The 1st respondent is restrained from alienating ... Sy. Nos. 118/A and 121'.")
q("yes_no", "pattikonda commisioner ki police aid ichara",
  [["police aid"], ["388/2026", "i.a. 388"], ["sho devanakonda"]], [["C02", "2026-08-05"]],
  "Sai Kiran (2) 05/08/26: 'police aid I.A. 388/2026 file chesanu, JCJ gaaru ade roju allow chesaru - SHO Devanakonda police aid ivvali'.")
# said
q("said", "ramana cross lo 1998 gurinchi emi cheppadu",
  [["pampakam", "oral arrangement"], ["sagu", "cultivation"], ["partition kaadu", "not a partition"]], [["C01", "2026-08-27"]],
  "ramana PW1 cross 27.8.txt: 'admitted 1998 lo pampakam (oral arrangement) for cultivation, but said \"adi partition kaadu, sagu kosam matrame\"'.")
q("said", "lakshmi case lo mogudu cross lo emi oppukunnadu",
  [["2.00", "2 acres", "two acres"], ["tractor"]], [["C04", "2026-11-11"]],
  "RW1 cross lakshmi 11.11.txt: 'RW1 admitted he owns Ac. 2.00 in Sy 67 Kallur ... drives tractor on hire'.")
q("said", "yesanna cross lo em admit chesadu",
  [["gowru"], ["land dispute", "bandi baata godava"], ["kanchelu", "fence stones"]], [["C05", "2026-07-07"]],
  "yesanna cross 7.7.txt: 'works for Gowru Sreeramulu ... carrying kanchelu (fence stones) ... land dispute between the two families'.")
# judge_habit
q("judge_habit", "prl SCJ madam mundu emi adugutaru usually",
  [["adangal"], ["1-b"]], [["C01", "2026-01-22"], ["C01", "2026-02-19"], ["C03", "2026-02-26"]],
  "22/1/26: 'Madam adangal, 1-B copies munde file cheyyandi'; 19.02.2026: 'Madam first asked for adangal and 1-B'; "
  "26.02.2026: 'Madam asked adangal of Sy 88 first'.")
q("judge_habit", "family court judge gaaru emi adugutaru epudu",
  [["school", "charan"], ["arrears"]], [["C04", "2026-02-18"], ["C04", "2026-07-15"], ["C04", "2026-09-30"]],
  "18/2/26: 'Judge gaaru pillavaadi school gurinchi adigaru'; 15.7.26: 'again asked about Charan's school fee'; "
  "30.09.2026: 'arrears before evidence proceeds'.")
q("judge_habit", "pattikonda JCJ adjournmnt adigithe emi chestaru",
  [["costs", "cost"], ["last chance"], ["no adjournment"]], [["C02", "2026-04-01"], ["C02", "2027-01-06"]],
  "Sai Kiran 01/04/26: 'JCJ gaaru last chance icharu with costs Rs 500'; 06/01/27: 'JCJ gaaru \"next time no adjournment\" annaru'.")
# pending_before
q("pending_before", "sujatha rani madam daggara mana cases emi pending",
  [["partition", "ramana", "kasireddy"], d("2027-01-20"), ["closed", "full satisfaction"]],
  [["C01", "2026-12-17"], ["upload", "correction OS 214 next date.txt"], ["C03", "2026-08-20"]],
  "correction: 'correct next tedi 20.01.2027 (Wednesday) - DW1 cross'; E.P. order 20.08.2026: 'Full satisfaction recorded. E.P. closed.'")
q("pending_before", "special court lo mana case enti, stage enti",
  [["pratap reddy"], ["pw4", "dsp", "investigating officer"], d("2027-02-09")], [["C05", "2027-01-12"]],
  "spl court 12.1.27.txt: 'Pratap Reddy & 2 - PW4 IO (DSP Pattikonda) raaledu ... next tedi 09.02.2027'.")
# amount
q("amount", "lakshmanna bank OTS entha ki settle ayyindi",
  [["2,85,000", "285000", "2.85 lakh", "285,000"]], [["upload", "OTS sanction letter Lakshmanna.pdf"]],
  "OTS sanction letter: 'One Time Settlement for Rs. 2,85,000/- (Rupees Two Lakh Eighty Five Thousand only)'.")
q("amount", "madhu reddy suit lo advocate commisioner fee entha",
  [["8,000", "8000"]], [["C02", "2026-06-24"]],
  "IA 204 order 24.06.2026: 'remuneration of Rs. 8,000/- within one week'.")
q("amount", "lakshmi arrears petition entha ki vesam",
  [["27,500", "27500"]], [["C04", "2026-09-30"]],
  "MC 42 RW1 30.9.docx: 'arrears petition (M.P. 118/2026) for arrears of interim maintenance Rs. 27,500'.")
# pattern
q("pattern", "pratap reddy case lo prosecution witnesses sariga vastunnara",
  [["pw3"], ["pw4", "dsp"], ["raaledu", "రాలేదు", "absent"]], [["C05", "2026-09-08"], ["C05", "2026-10-27"], ["C05", "2027-01-12"]],
  "8/9/26: 'PW3 raaledu'; 27.10.2026: 'PW3 రాలేదు'; 12.1.27: 'PW4 IO (DSP Pattikonda) raaledu'.")
q("pattern", "lakshmi mogudu interim regular ga kadutunnada",
  [["27,500", "27500"], ["2,500", "2500"], ["not paying", "ఇవ్వలేదు", "not paid"]],
  [["C04", "2026-06-17"], ["C04", "2026-09-30"], ["C04", "2026-11-11"]],
  "17.06: 'interim డబ్బులు ఇవ్వలేదు'; 30.09: 'arrears ... Rs. 27,500 (Apr-Sept, only Rs. 2,500 paid)'; 11/11: 'admitted not paying interim'.")
# counsel_pattern
q("counsel_pattern", "nagaraju sir eppudu emi chestaru mana suit lo",
  [["time"], ["costs", "last chance"], ["health", "sick"]], [["C02", "2026-03-04"], ["C02", "2026-04-01"], ["C02", "2027-01-06"]],
  "Sai Kiran chats: 'Nagaraju WS ki time adigaru'; 'last chance ... with costs Rs 500'; 'Nagaraju sir ki health baaledu ani memo'.")
q("counsel_pattern", "chandrasekhar reddy style enti ramana case lo",
  [["1998"], ["time", "papers"], ["self acquired", "self-acquired"]], [["C01", "2026-01-22"], ["C01", "2026-02-19"], ["C01", "2026-07-23"]],
  "22/1/26: '1998 lo oral partition ani plea'; 19.02.2026: 'Sy. 121 self-acquired'; 23.07.2026: 'asked time for cross - \"papers chudali\"'.")
# witness
q("witness", "ramana case lo PW2 evaru",
  [["hussainappa"], ["elder"]], [["C01", "2026-11-19"]],
  "20261119_162210.jpg: 'PW2 Boya Pedda Hussainappa (village elder, 78 yrs) sakshi ayyindi'.")
q("witness", "lakshmi case PW2 sakshi evaru, em cheppadu",
  [["pullanna"], ["father"], ["tractor"]], [["C04", "2026-08-19"]],
  "19.08 two matters.txt: 'PW2 Vadde Pullanna (her father) ... drives a tractor on hire'.")
q("witness", "sc st case PW3 evaru",
  [["gowru ramesh"], ["caste name"], ["10 minutes"]], [["C05", "2026-12-08"]],
  "Spl SC 19 PW3 8.12.2026.docx: 'PW3 Gowru Ramesh ... called Yesanna by caste name ... reached \"after 10 minutes\"'.")
# open
q("open", "thimmakka case full ga cheppu - RDO nundi amaravati varaku",
  [["dismissed"], ["civil court"], ["status quo"], d("2027-02-02")],
  [["upload", "RDO proceedings ROR appeal 34-2026.pdf"], ["C06", "2026-09-15"], ["C06", "2027-01-05"]],
  "RDO 30.07.2026: 'The appeal is dismissed ... approach the competent civil court'; HC 15.09.2026: 'status quo'; 5/1/27: 'next tedi 02.02.2027'.")
q("open", "lakshmanna bank case short ga emaindi",
  [["2,85,000", "285000", "2.85 lakh"], ["closed", "full satisfaction"], d("2026-08-20")],
  [["C03", "2026-04-23"], ["C03", "2026-08-20"]],
  "docket 23.04.2026: 'One Time Settlement for Rs. 2,85,000/-'; 20.08.2026: 'Full satisfaction recorded. E.P. closed.'")
# bare
q("bare", "ramana", [d("2027-01-20"), ["dw1"]],
  [["upload", "correction OS 214 next date.txt"], ["upload", "Kurnool cause list 20.01.2027 Prl SCJ.pdf"]],
  "cause list 20.01.2027: 'O.S. 214/2024 ... Evidence (DW1 cross)'; correction: 'correct next tedi 20.01.2027 (Wednesday) - DW1 cross'.")
q("bare", "lakshmi mc", [["arguments"], ["rahim"]], [["C04", "2026-12-16"]],
  "IMG20261216_151840.jpg: 'Rahim arguments kosam next tedi 20/1/27'.")
# no_record
q("no_record", "kodumur RTC bus accident claim next date enti", NR, [],
  "No accident claim in any upload.", no_record=True, absent=["accident", "mact"])
q("no_record", "pratap reddy bail cancellation petition emaindi", NR, [],
  "No bail cancellation was ever filed in C05.", no_record=True, absent=["cancellation"])
q("no_record", "thimmakka writ lo contempt petition file chesama", NR, [],
  "No contempt petition in C06.", no_record=True, absent=["contempt"])
q("no_record", "advocate siva prasad tho mana case edi", NR, [], "No Siva Prasad in any upload.", no_record=True,
  absent=["siva prasad"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Kurnool practice (bench/practices/kurnool; written from the uploads' "
                    "source_text by its writer, practice66; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
