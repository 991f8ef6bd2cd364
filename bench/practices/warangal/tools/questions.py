"""Write questions.json for the Warangal practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the chamber's 5/3 when `short`)."""
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
       "no matching", "don't have", "do not have", "not found", "record ledu", "emi ledu", "no note", "not in the notes"]]
TODAY = "2027-02-02"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"W-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "mallaiah dharani case lo last time emaindi",
  [d("2027-01-06"), ["surveyor not available", "surveyor", "survey"], d("2027-02-08")], [["C01", "2027-01-06"]],
  "06.01.27 hnk.txt: 'Commissioner report raaledu ... mandal surveyor not available ... Vaayida 08.02.2027'.")
q("last_time", "kondaparthy temple appeal lo last hearing lo em jarigindi",
  [d("2027-01-11"), ["reserved"], d("2027-02-10")], [["C07", "2027-01-11"]],
  "AS 19 args concluded 11.1.27.docx: 'Our arguments concluded ... Reserved for judgment - judgment on 10.02.2027'.")
q("last_time", "chit suit lo mundu date em ayyindi, maintainablity meeda order vachinda",
  [d("2026-07-13"), ["section 64", "s. 64", "maintainab"], ["issues are settled", "issues framed", "issues settled"],
   d("2026-08-24")], [["C03", "2026-07-13"]],
  "OS 87 order 13.07.2026 issues.pdf: 'mixed question of fact and law and shall be decided along with the other issues. "
  "The following issues are settled ... Call on 24.08.2026'.", today="2026-07-20")
# next_date
q("next_date", "bairi 498a next date eppudu, edi kosam",
  [d("2027-02-05"), ["io evidence", "investigating officer", "hymavathi"]],
  [["C06", "2026-12-02"], ["upload", "week plan 1-6 feb 2027.docx"]],
  "bairi 2 dec.txt: 'Next 05.02.2027 - IO evidence'; week plan: 'Fri 05.02 - ... IO evidence (LW9 Inspector R. Hymavathi)'.")
q("next_date", "gajula ramesh chit case ND enti",
  [d("2026-12-14"), ["1189"]], [["upload", "correction chit ND.txt"]],
  "correction chit ND.txt: 'NDOH 16.12.2026 ani raasanu - thappu ... correct next date 14.12.2026 (Monday) - counter in "
  "IA 1189/2026'. The 2.11 note says 16.12 (wrong).", today="2026-11-20")
q("next_date", "yousuf bhai granite writ malli eppudu list",
  [d("2027-02-16"), ["reply"]], [["C04", "2027-01-06"]],
  "WhatsApp Chat with Saleem Pasha Jr (2).txt 06/01/27: 'Sastry J manaki reply ki time ichharu. ND 16.02.2027'.")
# count
q("count", "narsimha chary mallaiah case lo enni sarlu time teesukunnadu",
  [["2", "two", "rendu", "twice"]], [["C01", "2026-02-04"], ["C01", "2026-07-22"]],
  "docket 04.02.2026: 'Counsel for D1 seeks time. Time granted on costs of Rs. 500/-'; OS 214 PW1 22-07-2026.docx: "
  "'Narsimha Chary not ready for cross ... Cross deferred at D1's request'. Two.")
q("count", "POA case lo ippatidaka enthamandi saakshulu examine ayyaru",
  [["4", "four", "naluguru"]], [["C05", "2026-05-12"], ["C05", "2026-06-23"], ["C05", "2026-09-22"], ["C05", "2026-11-17"]],
  "Saleem chat 12/05: 'PW1 Yellaiah chief ayyindi'; 23/06: 'PW1 cross complete'; POA PW2 PW3 22.9.docx: 'PW2 Jangili "
  "Mallamma ... PW3 Bolli Sammaiah turned hostile'; register 17.11.2026: 'PW4 డా. ఎస్. నవత ... సాక్ష్యం పూర్తి'. PW1-PW4: four.")
q("count", "swapna cross enni dates lo chesamu bairi case lo",
  [["2", "two", "rendu"]], [["C06", "2026-07-14"], ["C06", "2026-08-19"]],
  "IMG_20260714_171858.jpg: 'PW1 Swapna cross part - 45 min ... further cross ND 19/8'; Bairi PW1 cross concluded "
  "19.08.docx: 'PW1 Swapna - further cross concluded'. (03.06: cross deferred.) Two.")
# yes_no
q("yes_no", "mallaiah ki TI vachinda ledha",
  [["yes", "allowed", "granted", "vachindi"], d("2026-04-22")], [["C01", "2026-04-22"]],
  "IA 611-2025 order 22.04.2026.pdf: 'the petition is allowed. R1 ... restrained by temporary injunction'.")
q("yes_no", "quarry case lo 50% deposit kattara yousuf bhai",
  [["yes", "deposited", "deposit"], ["9,20,000", "920000", "9.2 lakh", "nine lakh twenty thousand"]],
  [["C04", "2026-09-02"], ["upload", "IMG_4412.HEIC"]],
  "IMG_4412.HEIC: 'DEMAND DRAFT ... Rs. 9,20,000/-' (21.08.2026); Saleem chat 02/09: 'DD copy file chesam, deposit recorded'.")
q("yes_no", "sunitha kavitha quash allow ayyinda?",
  [["yes", "allowed", "quashed"], d("2026-09-16")], [["C08", "2026-09-16"]],
  "CRLP 6127-2026 final order 16.09.2026.pdf: 'The Criminal Petition is allowed and the proceedings ... are quashed'.",
  today="2026-09-25")
# said
q("said", "atmakur case lo sammaiah court lo em cheppadu",
  [["hostile"], ["did not see", "market"]], [["C05", "2026-09-22"]],
  "POA PW2 PW3 22.9.docx: 'PW3 Bolli Sammaiah turned hostile - said in chief \"I did not see anything, I was at the "
  "Hanumakonda market that morning\"'.")
q("said", "chit suit lo kandi suresh WS lo em plea teesukunnadu",
  [["forged", "not his signature", "never signed"], ["handwriting expert"]], [["upload", "OS 87-2026 WS D1 D2.pdf"]],
  "WS: 'D2 Kandi Suresh never signed any surety bond ... is not his signature and is forged; he is ready to have it "
  "compared by a handwriting expert'.")
q("said", "imtiaz ali rehana cross lo em suggest chesadu",
  [["own accord", "on her own"], ["separate house"]], [["C02", "2026-09-08"]],
  "Rehana PW1 8.9.26.docx: 'suggested she left the house on her own accord because she wanted a separate house'.")
# judge_habit
q("judge_habit", "swarnalatha madam mundu em ready ga pettukovali usually",
  [["pahani", "పహాణీ"], ["dharani", "ధరణి"], ["costs"]], [["C01", "2026-01-07"], ["C01", "2026-03-05"]],
  "register 07.01.2026: 'మేడం గారు పహాణీ, ధరణి ప్రింటౌట్ అడిగారు'; diary 5/3/26: 'Madam pahani adigaru malli'; docket "
  "04.02.2026: 'Time granted on costs of Rs. 500/-'.")
q("judge_habit", "spl court judge goud garu pratisari em adugutaru yellaiah case lo",
  [["relief"], ["dswo", "social welfare"], ["75,000", "75000"]], [["C05", "2026-04-07"], ["C05", "2026-09-22"]],
  "diary 7/4/26: 'Judge adigaru relief paid aa ani ... DSWO report call for'; 22.9.docx: 'Judge asked again about "
  "relief amount - DSWO report filed (Rs. 75,000 paid so far)'.")
q("judge_habit", "sastry J interim orders ela istaru, granite case lo em chesaru",
  [["deposit"], ["50%", "fifty percent", "half"], ["joint survey", "dgps"]], [["C04", "2026-07-29"], ["C04", "2026-09-30"]],
  "order 29.07.2026: 'suspended on condition of the petitioner depositing 50% ... Rs. 9,20,000'; WP 21456 hearing "
  "30.09.docx: 'joint survey with DGPS'.")
# pending_before
q("pending_before", "prabhakar goud court lo naa matter emi pending",
  [["yellaiah", "atmakur", "venkat reddy"], d("2027-02-02"), ["pw5", "investigating officer", "dsp"]], [["C05", "2027-01-05"]],
  "5.1.27 spl court.txt: 'POA case (SC 112/26, Yellaiah) ... Prabhakar Goud garu ... ND 02.02.2027 - PW5'.")
q("pending_before", "PDJ hanumantha rao garu daggara em pending undi",
  [["temple", "devasthanam", "trikuteswara", "rajaiah"], d("2027-02-10"), ["judgment", "reserved"]], [["C07", "2027-01-11"]],
  "AS 19 args concluded 11.1.27.docx: 'Rajaiah v. Devasthanam - Principal District Judge ... judgment on 10.02.2027'.")
# amount
q("amount", "afzal rehana ki inka entha baaki",
  [["36,000", "36000"]], [["C02", "2027-01-12"]],
  "rehana 12 jan.txt: 'Afzal ippudu Rs. 36,000 baaki (3 months)'.")
q("amount", "bhadrakali chit suit claim amount entha",
  [["6,48,000", "648000", "6.48 lakh"]], [["upload", "BKC-40-24 ledger Gajula Ramesh.pdf"]],
  "ledger: 'TOTAL CLAIM Rs. 6,48,000'.")
q("amount", "temple appeal lo rajaiah stay kosam entha deposit cheyyali",
  [["82,500", "82500"], ["six weeks", "6 weeks"]], [["C07", "2026-04-20"]],
  "AS 19-2026 IA stay order 20.04.2026.pdf: 'deposits Rs. 82,500/- (half of the arrears decreed) ... within six weeks'.")
# pattern
q("pattern", "afzal maintenance sariga kadtunnada leda",
  [["24,000", "24000"], ["36,000", "36000"], ["arrears", "baaki", "balance"]], [["C02", "2026-07-14"], ["C02", "2027-01-12"]],
  "diary 14.7.26: 'Afzal DD Rs. 24,000 ichhadu court lo. Still 12,000 balance'; rehana 12 jan.txt: 'Arrears: Afzal "
  "ippudu Rs. 36,000 baaki'.")
q("pattern", "bairi case lo prosecution witnesses sariga vastunnara",
  [["hostile"], ["absent", "గైర్హాజరు", "not present"]], [["C06", "2026-04-15"], ["C06", "2026-12-02"]],
  "register 15.04.2026: 'LW1 స్వప్న గైర్హాజరు'; bairi 2 dec.txt: 'PW3 ... hostile to prosecution ... IO ... not present'.")
# counsel_pattern
q("counsel_pattern", "jagan mohan rao POA case lo emi tactics vadutunnadu",
  [["defer", "deferred"], ["recall"], ["dismissed", "dismiss"]], [["C05", "2026-05-12"], ["C05", "2026-08-04"]],
  "Saleem chat 12/05: 'Jagan Mohan Rao cross defer cheyyamani adigaru'; proceedings 04.08.2026: 'petition ... to recall "
  "PW1 ... Petition dismissed'.")
q("counsel_pattern", "GP anil kumar granite writ lo ela behave chestunnadu",
  [["instructions"], ["last chance"]], [["C04", "2026-09-02"], ["C04", "2026-11-18"]],
  "Saleem chat 02/09: 'GP Anil Kumar sir instructions raaledu ani counter ki time adigaru'; HC 18 nov.txt: 'instructions "
  "awaited from AD Warangal - time ... last chance to the respondents'.")
# witness
q("witness", "yellaiah case lo doctor witness evaru",
  [["navatha", "నవత"], ["p5"]], [["C05", "2026-11-17"]],
  "register 17.11.2026: 'PW4 డా. ఎస్. నవత (PHC ఆత్మకూర్ మెడికల్ ఆఫీసర్) ... Ex. P5'.")
q("witness", "mallaiah case adv commissioner evaru, fee entha",
  [["yakaiah", "యాకయ్య"], ["15,000", "15000"]], [["C01", "2026-11-04"], ["upload", "IMG_20261112_113005.jpg"]],
  "register 04.11.2026: 'శ్రీ పి. యాకయ్య గారిని నియమించారు ... రూ. 15,000'; receipt: 'P. YAKAIAH ... Rs. 15,000/-'.")
q("witness", "chit suit PW1 evaru",
  [["kumaraswamy"], ["branch manager"]], [["C03", "2026-08-24"]],
  "bhadrakali PW1 24.8.txt: 'PW1 = P. Kumaraswamy, Branch Manager, Sri Bhadrakali Chits'.")
# open
q("open", "temple land case motham short ga cheppu",
  [["37a", "protected tenant"], ["102"], ["inam"], d("2027-02-10")],
  [["C07", "2026-11-09"], ["C07", "2027-01-11"], ["upload", "Inam Fair Register extract Kondaparthy.pdf"]],
  "temple args 9.11.txt: 'protected tenant certificate (s. 37A) ... Inam Fair Register 1955 ... s. 102'; 11.1.27.docx: "
  "'judgment on 10.02.2027'.")
q("open", "ippagudem quarry case full status",
  [["18,40,000", "1840000", "18.4 lakh"], ["0.32"], d("2027-02-16")],
  [["upload", "Proc DMG determination Kakatiya Black Granites.pdf"], ["C04", "2027-01-06"]],
  "DMG proceedings: 'Rs. 18,40,000 ... lease is hereby determined'; Saleem chat 06/01/27: '0.32 Ha lease bayata quarrying "
  "... ND 16.02.2027'.")
# bare
q("bare", "chit",
  [["1189", "handwriting"], ["swaroopa", "pw2"], d("2027-02-02")],
  [["C03", "2026-12-14"], ["upload", "causelist_02022027_hnk.pdf"]],
  "diary 14.12.26: 'Counter in IA 1189 filed ... Orders on IA + PW2 (cashier Swaroopa) - 02.02.2027'; cause list 02.02.2027: "
  "'Orders in IA 1189/2026 / PW2'.")
q("bare", "rehana",
  [["nusrath", "pw3"], ["36,000", "36000"]], [["C02", "2027-01-12"]],
  "rehana 12 jan.txt: 'Arrears ... Rs. 36,000 baaki ... Next: 02.02.2027 - PW3 Syed Nusrath (neighbour) summons'.")
# no_record
q("no_record", "mallaiah case lok adalat ki refer chesara", NR, [],
  "C01 was never referred to a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat"])
q("no_record", "afzal meeda NBW issue ayyinda rehana case lo", NR, [],
  "No warrant was ever issued against R1; the court only warned him (12.01.2027).", no_record=True,
  absent=["nbw", "non-bailable"])
q("no_record", "komatireddy vakil tho naa case edi", NR, [], "No Komatireddy in any upload.", no_record=True,
  absent=["komatireddy"])
q("no_record", "kazipet railway land eviction suit next date", NR, [],
  "No such suit: the only eviction is the temple's decree (C07); nothing about railway land anywhere.", no_record=True,
  absent=["railway"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Warangal practice (bench/practices/warangal; written from the uploads' "
                    "source_text by its writer, practice73; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
