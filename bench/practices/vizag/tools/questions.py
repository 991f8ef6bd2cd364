"""Write questions.json for the Visakhapatnam practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]
TELUGU_DIGITS = str.maketrans("0123456789", "౦౧౨౩౪౫౬౭౮౯")


def d(iso: str, short: bool = True, telugu: bool = False) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the chamber's 9/1 when `short`; Telugu digits when `telugu`)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd}-{mm}-{yyyy}", f"{dd:02d}.{mm:02d}.{yy:02d}",
             f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}",
             f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if mm == 9:
        forms += [f"{dd} sept", f"sept {dd}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}.", f"{dd:02d}.{mm:02d}", f"{dd:02d}/{mm:02d}"]
    if telugu:
        forms += [f"{dd:02d}.{mm:02d}.{yyyy}".translate(TELUGU_DIGITS)]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "no note", "record ledu", "notes lo ledu"]]

TODAY = "2026-12-02"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"V-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# ------------------------------------------------------------------ last_time
q("last_time", "ice plant writ lo last time emi jarigindi?",
  [d("2026-11-04"), ["affix", "affixture"], ["memo", "explain"], ["28,000", "28000", "28 thousand"]],
  [["C02", "2026-11-04"]],
  "IMG_4471.HEIC (04/11/2026): GP produced the file; SCN 'affixed on shed door'; 'R3 to file a memo explaining service'; "
  "'petitioner undertakes to pay current monthly rent from Nov 2026' (28,000). ND 09.12.2026.")

q("last_time", "crane operator case last hearing lo emaindi? registers ichara mgmt",
  [d("2026-11-20"), ["attendance register"], ["2024"], ["continue", "partly", "in part", "(part)", "not concluded", "not complete"]],
  [["C06", "2026-11-20"]],
  "ID27 MW1 cross 20.11.txt: 'mgmt produced attendance register 2022-2024 ... wage register only for 2024'; "
  "'MW1 kella sudhakar cross by sir (part)'; 'cross to continue'.")

q("last_time", "sunkara consumer case ninna emi ayyindi commission lo?",
  [d("2026-04-09"), ["evidence affidavit"], ["expert", "amc", "andhra medical college"], d("2026-05-14")],
  [["C05", "2026-04-09"]],
  "DCDRC 9-4-26.txt (09/04/2026): 'OP2 dr ch ravi teja evidence affidavit filed'; 'we filed IA for referring case records "
  "to expert (HOD ortho AMC)'; 'vaayida 14.05.2026'. Asked on 10.04.2026.", today="2026-04-10")

# ------------------------------------------------------------------ next_date
q("next_date", "శ్రావణి కేసు next date ఎప్పుడు? RW1 cross ki ready avvali",
  [d("2026-12-15", telugu=True)],
  [["C04", "2026-11-24"]],
  "IMG_4502.HEIC (24.11.26): 'ND 15.12.2026 - cross RW1'; the Sravani chat of 25/11/26: 'Next date 15 Dec'.")

q("next_date", "nagur vali matter ND enti? kareem 11 sept annadu, confirm cheyyi",
  [d("2026-09-18")],
  [["C06", "2026-07-17"]],
  "LC 17.7.txt gives 'next date 11.09.2026'; IMG_20260720_110415.jpg corrects it: 'next date is 18.09.2026 (11.09 the PO is "
  "on training)'. Asked on 25.07.2026.", today="2026-07-25")

# ------------------------------------------------------------------ count
q("count", "Bhaskara Rao sravani case lo enni saarlu vaayida teesukunnadu?",
  [["three", "3", "thrice", "3 times"]],
  [["C04", "2026-03-24"], ["C04", "2026-07-07"], ["C04", "2026-10-27"]],
  "Kareem chat 24/03/26: 'husband raaledu ... Bhaskara Rao garu memo vesaru'; IMG_20260707_192233.jpg: 'PW1 cross - "
  "Bhaskara Rao wanted time: engaged in Labour Court'; Kareem chat 27/10/26: 'RW1 malli raaledu ... same memo'. Counted "
  "against all 9 C04 hearings: the others are not adjourned at his instance.")

q("count", "R3 standing counsel Pydi Ramesh counter ki enni sarlu time teesukunnadu ice plant lo?",
  [["three", "3", "thrice", "3rd", "3 times"]],
  [["C02", "2026-03-11"], ["C02", "2026-04-22"], ["C02", "2026-06-24"]],
  "IMG_20260311_215010.jpg: 'R3 Society - no counter, Pydi Ramesh present, \"will file\"'; IMG_20260422_203012.jpg: "
  "'R3 counter - Pydi Ramesh sought time AGAIN'; HC VC june.txt: 'Pydi Ramesh's 3rd adjournment for the same counter'. "
  "R3 counter filed 20.07 (IMG_20260805).")

q("count", "korada suit lo Gandi side ki costs enni saarlu vesaru, total entha?",
  [["two", "2", "twice", "2 times"], ["2,000", "2000", "rs. 2,000", "two thousand"]],
  [["C03", "2026-01-09"], ["C03", "2026-06-12"]],
  "OS318 docket cc.pdf 09.01.2026: 'costs of Rs. 500/- payable to the plaintiff'; OS 318 docket telugu.pdf 12.06.2026: "
  "'రూ. 1,500/- ఖర్చులు'; IMG_20260612: 'costs 1,500 this time (doubled from last)'. Total 500 + 1,500 = 2,000 (by eye). "
  "The Rs. 3,000 of the CRP was paid by us, not ordered in the suit against the defendant.")

# ------------------------------------------------------------------ yes_no
q("yes_no", "ice plant - appalanaidu deposit kattada HC lo?",
  [["2,50,000", "250000", "2.5 lakh", "2.5 lakhs", "2,50,000/-", "two lakhs fifty"], d("2026-01-05")],
  [["upload", "1000047731.jpg"]],
  "1000047731.jpg: SBI challan 'Date: 05-01-2026 ... W.P. No. 24118 of 2025 ... Amount: "
  "Rs. 2,50,000/-'. Asked on 20.01.2026 (before the 28.01 hearing).", today="2026-01-20")

q("yes_no", "sravani husband maintenance baakee clear chesada leda?",
  [["18,000", "18000"], ["30.07", "30/07", "30 july", "july 30", "30th july", "30.07.2026", "30/07/2026"],
   ["nil", "regular", "no arrears", "cleared"]],
  [["C04", "2026-08-04"], ["C04", "2026-11-24"]],
  "Sravani PW1 PW2 cross 4.8.docx: 'balance Rs. 18,000 paid on 30.07 (undertaking kept) ... Arrears nil as of today'; "
  "IMG_4502.HEIC: 'Maintenance Nov paid on 9.11 (ok, regular since Aug)'.")

q("yes_no", "sunkara case lo insurance company OP3 version teeskunnara?",
  [["not received", "refused", "forfeit", "rejected", "not accepted"], ["45 days", "45"]],
  [["C05", "2026-01-22"]],
  "21,22 jan.txt: 'President refused to receive, beyond 45 days from service ... OP3 right to file version forfeited'; "
  "CC176 proceedings.pdf 22.01.2026: 'The version is not received; the right of OP3 to file version is forfeited'.")

# ------------------------------------------------------------------ said
q("said", "appalanaidu garu march lo harbour EO manushula gurinchi emannaru? nenu emi cheppanu",
  [["kolatalu", "measure"], ["status quo"]],
  [["upload", "Appalanaidu Ice Plant chat/_chat.txt"]],
  "_chat.txt [14/03/26]: 'harbour EO manishi vachi shed kolatalu teesukuntunnaru. emi cheyyali?' - reply: 'Show them the "
  "status quo order copy. Don't argue. Call me if they try to lock.'")

q("said", "sravani papa ni chambers lo matladina taruvata judge garu emannaru august lo?",
  [["settled"], ["saturday"], ["shift", "shifting"]],
  [["C04", "2026-08-04"]],
  "Sravani PW1 PW2 cross 4.8.docx: 'she called Harshitha into chambers again ... \"child is settled in Vizag school; "
  "visitation on Saturdays continues; no talk of shifting her.\"'")

q("said", "korada CRP lo chelluri garu final ga emi argue chesaru?",
  [["delay"], ["due diligence", "diligence"], ["collusive"]],
  [["C01", "2026-06-17"]],
  "HC VC june.txt 17.06: 'Chelluri argued 45 min - delay, no due diligence, collusive document.'")

# ------------------------------------------------------------------ judge_habit
q("judge_habit", "Rajasekhar J VC ki emi prepare cheyyali, aayana style emiti?",
  [["two-page", "2 page", "two page", "2-page"], ["stay", "stayed"], ["after lunch", "lunch"]],
  [["C01", "2025-12-08"], ["C01", "2026-01-21"], ["C01", "2026-04-08"]],
  "CRP notes.txt: 'his lordship takes VC matters only after lunch'; 'first question from judge: \"Is the trial stayed?\"'; "
  "21,22 jan.txt: 'asked again \"trial is going on no? not stayed?\"'; CRP 2291 list of dates + notes.docx: 'Give me a "
  "two-page list of dates ... I don't read 20-page synopses' and 'Again asked if trial is stayed'.")

q("judge_habit", "I addl SCJ prabhakar rao garu daggara vaayida easy ga istara? cross eppudu teeskuntaru",
  [["cost"], ["3 pm", "after 3", "3.15", "3.05", "3.20"]],
  [["C03", "2026-01-09"], ["C03", "2026-02-06"], ["C03", "2026-06-12"]],
  "IMG_20260109_173655.jpg: 'Judge: no adj without costs - Rs. 500'; PW1 cross notes.docx: 'after 3.15 pm (judge takes "
  "cross only after 3 pm)'; IMG_20260612_181520.jpg: 'costs 1,500 this time' and 'Cross fixed after 3 pm as usual'.")

q("judge_habit", "consumer commission president garu prathi saari adigedi emiti?",
  [["settle", "settlement"]],
  [["C05", "2026-04-09"], ["C05", "2026-05-14"], ["C05", "2026-10-08"], ["C05", "2026-11-12"]],
  "DCDRC 9-4-26.txt: 'president asked both: any settlement?'; consumer 14.5.txt: 'president garu again: \"settle "
  "chesukondi\"'; DCDRC 8.10.txt: 'president garu again asked - settlement emaina unda?'; CC176 arguments 12.11.docx: "
  "'President (as always) before closing: \"any settlement?\"'.")

# ------------------------------------------------------------------ pending_before
q("pending_before", "9th ice plant hearing mundu mana side nunchi emi ready ga undali?",
  [["written submission"], ["affix"], ["28,000", "28000", "rent"]],
  [["upload", "plan 30.11 to 5.12.txt"], ["C02", "2026-11-04"]],
  "plan 30.11 to 5.12.txt: 'ice plant WP: short written submissions (3 pages) on service by affixture + undertaking on "
  "current rent. Check Appalanaidu paid Nov rent 28,000 (receipt!)'; IMG_4471.HEIC: 'ND 09.12.2026 - R3 memo on service'.")

q("pending_before", "korada suit 11th ki manam emi file cheyyali?",
  [["counter"], ["1187", "handwriting"]],
  [["C03", "2026-11-27"], ["upload", "plan 30.11 to 5.12.txt"]],
  "DW1 cross Gandi.docx: 'I.A. No. 1187 of 2026 - to send Ex.A1 and Ex.A5 ... to a handwriting expert ... Our counter by next "
  "date'; 'NDOH 11.12.2026 - counter on IA 1187/2026 + DW2'; plan: 'Korada: counter to IA 1187/2026 (handwriting expert)'.")

# ------------------------------------------------------------------ amount
q("amount", "korada suit claim amount entha? asalu vaddi separate ga cheppu",
  [["9,86,000", "986000", "9.86 lakh"], ["6,00,000", "600000", "6 lakh", "six lakh"], ["3,86,000", "386000", "3.86 lakh"]],
  [["upload", "CRP 2291 list of dates + notes.docx"]],
  "CRP 2291 list of dates + notes.docx: '15.04.2024 O.S. 318/2024 filed for Rs. 9,86,000 (principal 6,00,000 + interest "
  "3,86,000)'.")

q("amount", "sravani interim maintenance entha order ayyindi? papa ki entha?",
  [["12,000", "12000"], ["7,000", "7000"], ["5,000", "5000"]],
  [["C04", "2026-02-17"]],
  "IA 88 of 2025 order copy.pdf (17.02.2026): 'interim maintenance of Rs. 12,000/- per month (Rs. 7,000/- for the minor "
  "daughter and Rs. 5,000/- for the petitioner) from 01.03.2026'.")

q("amount", "harbour society ice plant meeda arrears entha claim chestondi? nela adde entha",
  [["7,84,000", "784000", "7.84 lakh"], ["28,000", "28000"]],
  [["upload", "Procgs cancellation lease shed 7.pdf"]],
  "Procgs cancellation lease shed 7.pdf: 'monthly rent Rs. 28,000/-'; 'May 2023 to August 2025 (28 months), the arrears "
  "amounting to Rs. 7,84,000/-'.")

# ------------------------------------------------------------------ pattern
q("pattern", "ee year HC lo mana matters edi not reached ayyayi?",
  [d("2026-03-04"), d("2026-09-16")],
  [["C01", "2026-03-04"], ["C02", "2026-09-16"]],
  "Kareem chat 04/03/26: 'CRP Korada matter not reached sir ... next date 8 April'; 16-18 sept.txt: '16.09 Wed - WP 24118 ice "
  "plant - Hemalatha J - NOT REACHED'. The other HC dates were heard (checked against all 14 C01/C02 hearings).")

q("pattern", "e cases lo court settlement suggest chesindi? evaru emi offer chesaru",
  [["sunkara", "knee", "consumer", "sanjeevani"], ["nagur", "labour", "crane", "coastal"],
   ["4,00,000", "4 lakh", "400000", "4 lakhs"], ["back wages"]],
  [["C05", "2026-11-12"], ["C06", "2026-11-20"]],
  "CC176 arguments 12.11.docx: 'Sarma on hospital MD's instructions offered Rs. 4,00,000 full and final ... refused'; "
  "ID27 MW1 cross 20.11.txt: 'PO asked mgmt again to consider settlement - reinstatement + 50% back wages'.")

# ------------------------------------------------------------------ counsel_pattern
q("counsel_pattern", "bhaskara rao rendu cases lo em excuses chepptadu vaayida ki?",
  [["out of station", "bengaluru", "chennai"], ["engaged", "not ready", "another court"],
   ["sravani", "family", "divorce", "fcop"], ["nagur", "labour", "crane", "coastal"]],
  [["C04", "2026-03-24"], ["C04", "2026-07-07"], ["C04", "2026-10-27"], ["C06", "2026-03-13"], ["C06", "2026-07-17"]],
  "Kareem chat 24/03/26 'he is in Bengaluru on office work'; IMG_20260707 'engaged in Labour Court, part-heard matter'; "
  "Kareem chat 27/10/26 'same memo, out of station'; Kareem chat 13/03/26 'cross ki ready ga leru ... not ready'; "
  "LC 17.7.txt 'witness \"out of station, gone to Chennai head office audit\"'.")

q("counsel_pattern", "chelluri durga prasad time adigina prathi saari reason enti, costs padda?",
  [["high court", "hc"], ["500"], ["1,500", "1500"]],
  [["C03", "2026-01-09"], ["C03", "2026-06-12"], ["C01", "2026-01-21"]],
  "IMG_20260109: 'memo \"counsel engaged in HC Amaravati\" (HC again!)' - Rs. 500; IMG_20260612: 'not ready for cross, register "
  "copy just now given' - costs 1,500; 21,22 jan.txt: CRP 'sought 4 weeks for counter' (no costs).")

# ------------------------------------------------------------------ witness
q("witness", "PW2 pothina ramu cross lo emi cheppadu?",
  [["cousin"], ["repair", "boat"], ["consistent", "interested"]],
  [["C03", "2026-04-24"]],
  "New Text Document.txt: 'admitted he is Korada's wife's cousin'; 'boat under repair that week'; 'Judge garu annaru: "
  "\"interested witness, but consistent.\"'")

q("witness", "gandi DW1 cross lo main admissions emiti?",
  [["signature"], ["not registered", "unregistered"], ["receipts", "12"]],
  [["C03", "2026-11-27"]],
  "DW1 cross Gandi.docx: 'His chit was not registered'; 'admitted the signature on Ex.A1 (pro-note) is his'; 'all 12 "
  "receipts are in his own hand'.")

q("witness", "MW1 kella sudhakar cross lo emi oppukunnadu?",
  [["time office"], ["enquiry", "notice"], ["m3", "agency"]],
  [["C06", "2026-11-20"]],
  "ID27 MW1 cross 20.11.txt: 'admitted attendance register is maintained by coastal bulk's time office'; 'admitted no "
  "notice/enquiry'; 'on M3 letter 10.03.2025: could not say who at agency signed it'.")

# ------------------------------------------------------------------ open
q("open", "nagur vali case brief cheyyi - mana strong points enti",
  [["pf", "provident fund", "esi"], ["load moment", "mc-4"], ["attendance register"], ["retaliat", "m3", "10.03.2025"]],
  [["upload", "Claim statement - Nagur Vali.pdf"], ["C06", "2026-01-30"], ["C06", "2026-09-18"], ["C06", "2026-11-20"]],
  "Claim statement: PF/ESI in the respondent's name; refused MC-4 with the load moment indicator not working on 09.03.2025; "
  "16-18 sept.txt: 'M3 is dated 10.03.2025 - one day after ... Retaliation point'; ID27 MW1 cross 20.11.txt: attendance "
  "register in Coastal Bulk's own register, marked Ex.W10.")

q("open", "AMC expert report lo emi raasaru sunkara case ki?",
  [["antibiotic"], ["wound inspection", "wound"], ["mrsa"], ["sterility"]],
  [["upload", "Expert opinion AMC Ortho.pdf"]],
  "Expert opinion AMC Ortho.pdf: 'records do not show the time of the pre-operative antibiotic dose, nor any wound "
  "inspection between POD 3 and discharge. The operation theatre sterility log ... was not produced'; 'culture grew MRSA'.")

# ------------------------------------------------------------------ bare (typed in court on a listed day)
q("bare", "undertaking?",
  [["28,000", "28000", "28 thousand"], ["rent"], ["november", "nov"]],
  [["C02", "2026-11-04"]],
  "Typed on 09.12.2026, when only the ice plant writ is listed. IMG_4471.HEIC: 'petitioner undertakes to pay current monthly "
  "rent from Nov 2026 without prejudice'; chat: 'You must pay current rent 28,000 every month from November'.",
  today="2026-12-09")

q("bare", "christmas IA?",
  [["bengaluru"], ["oppose"], ["exam", "january"]],
  [["C04", "2026-11-24"]],
  "Typed on 15.12.2026, when only the Sravani FCOP is listed. IMG_4502.HEIC: 'Kiran asked to be allowed to take Harshitha "
  "for Christmas holidays - judge: file IA'; 'Told her we oppose, child's school exam in Jan'; Sravani chat 25/11/26: "
  "'Christmas ki Harshitha ni Bengaluru teesukelthanu' - 'We will oppose - her exams in January'.", today="2026-12-15")

q("bare", "offer?",
  [["4,00,000", "4 lakh", "400000", "4 lakhs"], ["refus", "rejected", "declined"], ["10 lakh", "10 lakhs", "10,00,000"]],
  [["C05", "2026-11-12"]],
  "Typed on 17.12.2026, when only the Sunkara complaint is listed (orders). CC176 arguments 12.11.docx: 'offered Rs. 4,00,000 "
  "full and final. Satyanarayana garu + Ravi Kiran refused in open court ... wants at least 10 lakhs'.", today="2026-12-17")

# ------------------------------------------------------------------ no_record
q("no_record", "gajuwaka land acquisition writ lo counter vesara state vaallu?", NR, [],
  "No land-acquisition writ in the practice (the HC writ is the ice plant lease).", no_record=True,
  absent=["land acquisition"])
q("no_record", "nagur vali ki subsistence allowance order vachinda labour court lo?", NR, [],
  "No subsistence allowance was asked for or ordered in the I.D.; no upload mentions one.", no_record=True,
  absent=["subsistence allowance"])
q("no_record", "advocate kommu suribabu mana e matters lo opposite unnaru?", NR, [],
  "No counsel of that name in any upload.", no_record=True, absent=["suribabu", "kommu"])
q("no_record", "ice plant lo contempt petition file chesama harbour EO meeda?", NR, [],
  "No contempt petition was filed in the writ; the client was told to show the status quo order.", no_record=True,
  absent=["contempt"])


def main() -> None:
    out = {"about": "Sealed questions for the Visakhapatnam practice (bench/practices/vizag; written from the uploads' "
                    "source_text by its writer, practice26; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{len(Q)} questions")


if __name__ == "__main__":
    main()
