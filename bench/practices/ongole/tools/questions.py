"""Write questions.json for the Ongole practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the chamber's 17/6 when `short`)."""
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
TODAY = "2031-07-15"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"O-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "granites cheque case lo last time emaindi?",
  [d("2031-06-17"), ["317", "absent"], d("2031-07-15")], [["C01", "2031-06-17"]],
  "granites 313 17 june.txt: '17.06.2031 ... Accused Tummala Prasad absent - 317 petition ... ND 15.07.2031'.")
q("last_time", "dasari partition last hearing lo em jarigindi chirala",
  [d("2031-06-19"), ["vro", "jayaram"], ["webland", "mutation"]], [["C05", "2031-06-19"]],
  "Dasari VRO 19.06.txt: '19.06.2031 ... PW2 Sri P. Jayaram, VRO Vetapalem examined ... mutation to Subba Rao in webland'.")
q("last_time", "ruksana MACT last date lo enti ayyindi",
  [d("2031-02-24"), ["basha", "pw2"], ["pe closed", "closed"]], [["C06", "2031-02-24"]],
  "ruksana PW2 24.2.txt: '24.02.2031 ... PW2 Shaik Basha (cleaner ...) examined ... PE closed'.", today="2031-03-01")
# next_date
q("next_date", "tobaco suit next date enti, DW1 eppudu",
  [d("2031-07-21"), ["dw1", "defendant's evidence", "gadde"]], [["C03", "2031-06-16"], ["upload", "correction tobacco ND.txt"]],
  "correction tobacco ND.txt: '28.07.2031 ... wrong ... next date is 21.07.2031 (Monday), for defendant's evidence (DW1 Gadde Venkata Rao)'.")
q("next_date", "sirisha DV next vayida eppudu", [d("2031-08-01")], [["C08", "2031-06-27"]],
  "WhatsApp Chat with Sravan Jr (2).txt 27/06/31: 'Sirisha cross complete ... ND 01.08.2031'.")
q("next_date", "hatchery case next date ki em undi",
  [d("2030-11-19"), ["evidence"]], [["C04", "2030-10-08"]],
  "20301008_160012.jpg: 'ND 19.11.30 evidence'.", today="2030-10-10")
# count
q("count", "granites 138 lo accused side enni sarlu adjournment teeskunnaru ippati varaku",
  [["3", "three", "thrice"]], [["C01", "2030-11-26"], ["C01", "2031-01-07"], ["C01", "2031-06-17"]],
  "26.11.30: 'Pothuri - cross ki time adigaru'; Karthik chat 07/01/31: 'Pothuri garu absent, Sessions lo busy'; "
  "17.06.2031: 'Accused Tummala Prasad absent - 317 petition'. Three in all (by eye against the ground truth).")
q("count", "chirala partition lo enni issues frame chesaru",
  [["4 issues", "four issues", "4"]], [["C05", "2030-09-05"]],
  "WhatsApp Chat with Sravan Jr.txt 05/09/30: 'Chirala issues frame chesaru sir - 4 issues'.")
q("count", "ruksana case lo insurance vallu enni sarlu time adigaru",
  [["2", "two", "twice"]], [["C06", "2030-08-12"], ["C06", "2031-04-07"]],
  "Chat 12/08/30: 'Insurance counsel counter ki time'; chat (2) 07/04/31: 'investigator raaledu ... time adigaru'.")
# yes_no
q("yes_no", "nani ki bail vachinda?",
  [["yes", "granted", "enlarged on bail"], ["25,000", "25000"]], [["C07", "2031-04-22"]],
  "Crl.MP 1462-2031 bail order.pdf: 'The petitioner is enlarged on bail on his executing a bond for Rs. 25,000'.",
  today="2031-04-25")
q("yes_no", "royalty writ lo 25% deposit kattama leda",
  [["yes", "5,91,350", "591350", "5.91 lakh"], d("2030-10-10")],
  [["upload", "WhatsApp Image 2030-10-10 at 16.02.44.jpeg"], ["C02", "2030-11-04"]],
  "SBI challan: 'Date: 10.10.2030 ... Amount: Rs. 5,91,350/-'; Karthik chat 04/11/30: 'Deposit challan placed before court'.")
q("yes_no", "sirisha husband arrears kattada?",
  [["yes", "24,000", "24000"], ["dd", "demand draft"]], [["C08", "2031-02-28"], ["upload", "DD copy arrears Sirisha.jpg"]],
  "Chat (2) 28/02/31: 'R1 arrears 24,000 DD ichadu court lo'; DD copy: 'DEMAND DRAFT ... Rs. 24,000/-'.")
# said
q("said", "hatchery case lo president garu PCR gurinchi emannaru",
  [["original", "before dispatch"], ["pcr"]], [["C04", "2031-03-04"]],
  "IMG_20310304_110915.jpg: 'President: \"PCR of hatchery before dispatch original tevali\"'.")
q("said", "pothuri garu granites case lo defence em cheppadu",
  [["security cheque", "security"], ["defective", "cracks"]], [["C01", "2030-10-22"]],
  "CC 1187 22.10 plea.txt: 'cheque was a security cheque ... slabs defective (cracks, polish poor)'.")
q("said", "kandula WS lo em plea teesaru tobacco case",
  [["set-off", "set off"], ["1,80,000", "180000", "1.8 lakh"]], [["C03", "2030-09-23"], ["upload", "WS OS 233-2030 scan.pdf"]],
  "20300923_170233.jpg: 'set-off - they paid Rs. 1,80,000 advance for our barn lease 2029-30'.")
# judge_habit
q("judge_habit", "II AJFCM garu counsel raakapothe accused raakapothe em chestaru",
  [["costs"], ["nbw", "warrant"]], [["C01", "2031-01-07"], ["C01", "2031-06-17"]],
  "Karthik chat 07/01/31: 'Judge imposed Rs.500 costs on accused'; 17.06.2031 note: 'accused must be present for 313, else NBW'.")
q("judge_habit", "HC ramana murthy garu mines writ lo first em adigaru",
  [["personal hearing"], ["remitted", "remit"]], [["C02", "2030-12-09"], ["C02", "2031-01-27"]],
  "20301209_152210.jpg: 'Judge first question: \"personal hearing ichhara before demand?\"'; final order: 'remitted to the 3rd respondent'.")
q("judge_habit", "chirala JCJ madam commissioner vishayam lo ela",
  [["advocate commissioner", "commissioner"], ["6,000", "6000"]], [["C05", "2030-12-05"], ["C05", "2031-01-23"]],
  "IMG-20301205-WA0008.jpg: 'అడ్వకేట్ కమిషనర్ కోసం IA'; 23.01.2031 docx: 'IA allowed ... advocate commissioner ... fee Rs. 6,000'.")
# pending_before
q("pending_before", "PSCJ court lo naa matters emi pending",
  [["tobacco", "koteswara", "233"], d("2031-07-21")], [["C03", "2031-06-16"], ["upload", "correction tobacco ND.txt"]],
  "correction tobacco ND.txt: 'tobacco suit OS 233/2030 ... next date is 21.07.2031'.")
q("pending_before", "consumer commission lo emi unnai mana vi",
  [["hatchery", "bhavani", "ramesh babu"], d("2031-07-15")], [["C04", "2031-06-10"]],
  "hatchery args 10.06.txt: 'CC 58/2030 hatchery - DCDRC Ongole ... ND 15.07.2031 - OP args / orders'.")
# amount
q("amount", "mines vallu royalty demand entha vesaru",
  [["23,65,400", "2365400", "23.65 lakh"]], [["upload", "AD mines demand notice.pdf"]],
  "AD mines demand notice.pdf: 'seigniorage fee and penalty of Rs. 23,65,400'.")
q("amount", "ruksana claim entha vesamu",
  [["45,00,000", "4500000", "45 lakh", "45 lakhs"]], [["C06", "2030-11-18"]],
  "MVOP 312 issues.docx: 'Claim Rs. 45,00,000'.")
q("amount", "sirisha interim maintenance entha ichindi madam",
  [["6,000", "6000"]], [["C08", "2030-10-25"]],
  "DVC 17-2030 interim order.pdf: 'interim maintenance of Rs. 6,000 per month'.", today="2030-11-01")
# pattern
q("pattern", "granite case lo pothuri garu ela delay chestunnaru",
  [["sessions"], ["317", "absent"], ["cross ki time", "time adigaru"]],
  [["C01", "2030-11-26"], ["C01", "2031-01-07"], ["C01", "2031-06-17"]],
  "26.11.30: 'cross ki time adigaru'; chat 07/01/31: 'Sessions lo busy'; 17.06.2031: '317 petition'.")
q("pattern", "hatchery vallu prati sari enduku time adugutunnaru",
  [["వెర్షన్", "version"], ["సాక్ష్య అఫిడవిట్", "evidence"], ["reply arguments", "arguments"]],
  [["C04", "2030-08-27"], ["C04", "2031-01-21"], ["C04", "2031-06-10"]],
  "27.08.2030: 'వెర్షన్ కి గడువు'; 21.01.2031: 'సాక్ష్య అఫిడవిట్ వేయలేదు ... గడువు కోరారు'; 10.06: 'time adigaru for reply arguments'.")
# counsel_pattern
q("counsel_pattern", "satyanarayana murthy garu MACT lo em line teesukuntunnaru",
  [["contributory negligence", "parking lights", "parked"], ["salary cert", "fabricated"]],
  [["C06", "2030-09-30"], ["C06", "2030-12-16"]],
  "20300930_161102.jpg: 'contributory negligence - our lorry parked on NH without parking lights ... salary cert fabricated'.")
q("counsel_pattern", "gorantla garu partition lo deni meeda depend avutunnaru",
  [["1998"], ["sale deed"], ["east portion"]], [["C05", "2030-07-25"], ["C05", "2030-10-24"]],
  "Chat 25/07/30: '1998 sale deed xerox attach chesaru, east portion of house'; 24.10.30: '1998 deed is only east portion'.")
# witness
q("witness", "tobacco case lo board nundi evaru vachi sakshyam chepparu",
  [["raghava rao"], ["auction superintendent"]], [["C03", "2031-04-21"]],
  "tobacco PW2 21.04.txt: 'PW2 Sri V. Raghava Rao, Auction Superintendent, APF Ongole-II examined'.")
q("witness", "MACT lo insurence investigator peru enti",
  [["sudhakar"]], [["C06", "2031-06-23"]], "PXL_20310623_150101.jpg: 'RW1 M. Sudhakar, investigator examined'.")
q("witness", "granites case lo bank manager evaru vachadu",
  [["mohan rao"], ["indian bank"]], [["C01", "2031-03-25"]],
  "IMG_20310325_131540.jpg: 'PW2 Sri K. Mohan Rao, Manager Indian Bank Ongole main br. examined'.")
# open
q("open", "ruksana MACT full status cheppu",
  [["contributory", "parked"], ["sudhakar"], d("2031-07-28")],
  [["C06", "2030-09-30"], ["C06", "2031-06-23"], ["upload", "FIR Singarayakonda 38-2030.pdf"]],
  "30.9.30: 'contributory negligence'; 23/6/31: 'RW1 M. Sudhakar ... ND 28.7.31 arguments'.")
q("open", "chirala dasari case short ga cheppu",
  [["partition"], ["7-112", "pit loom", "house"], ["118/2", "2.14"], d("2031-07-24")],
  [["upload", "plaint OS 41-2030 Chirala.pdf"], ["C05", "2031-06-19"]],
  "plaint: 'PLAINT ... for partition: the house D.No. 7-112 ... Sy. No. 118/2'; 19.06.2031: 'ND 24.07.2031'.")
# bare (typed in court on 15.07.2031: granites CC 1187 and hatchery CC 58 are listed)
q("bare", "granites", [["313"], ["nbw", "present"]], [["C01", "2031-06-17"]],
  "granites 313 17 june.txt: 'next date ki accused must be present for 313, else NBW. ND 15.07.2031'.")
q("bare", "hatchery", [["arguments"], ["harsha vardhan"]], [["C04", "2031-06-10"]],
  "hatchery args 10.06.txt: 'Harsha Vardhan garu time adigaru for reply arguments. ND 15.07.2031 - OP args / orders'.")
# no_record
q("no_record", "dasari vallu joint collector daggara ROR appeal next date enti", NR, [],
  "No appeal before the Joint Collector in any upload (the VRO says no RDO order was shown).", no_record=True,
  absent=["joint collector", "ror appeal"])
q("no_record", "ruksana case lok adalat ki refer chesara", NR, [],
  "C06 was never sent to a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat"])
q("no_record", "nani bail cancel cheyyamani PP petition vesara", NR, [],
  "No petition to cancel the bail in any upload.", no_record=True, absent=["cancel"])
q("no_record", "bellamkonda advocate tho naa case edi", NR, [], "No Bellamkonda in any upload.", no_record=True,
  absent=["bellamkonda"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Ongole practice (bench/practices/ongole; written from the uploads' "
                    "source_text by its writer, practice 160; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
