"""Write questions.json for the Madurai practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms this chamber writes it (day first; 21/1 and 21.1 when `short`)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd}-{mm}-{yy}", f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}",
             f"{LONG[mm - 1]} {dd}", f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry",
       "no case", "no matching", "don't have", "do not have", "not found", "no note", "illai", "record illa"]]

TODAY = "2026-12-02"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"M-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


SELVI_WA = ["upload", "WhatsApp Chat with Selvi Jr Adv.txt"]
TRUSTEE_WA = ["upload", "WhatsApp Chat with Ramasamy Thevar Trustee.txt"]
PTA_WA = ["upload", "WhatsApp Chat - P Muthulakshmi PTA/_chat.txt"]
WEEK = ["upload", "week plan 7-12 Dec.txt"]

# ---------------------------------------------------------------- last_time
q("last_time", "temple case la last enna aachu? pandian nadar appeal",
  [d("2026-09-09"), ["partly allowed", "partly", "in part"], ["8 feet", "8 (eight) feet", "eight feet", "8 ft", "8 adi"]],
  [["C01", "2026-09-09"]],
  "SA412 judgment 09.09.26 certified.pdf: 'the Second Appeal is partly allowed ... cart track of 8 (eight) feet width ... easement of necessity'; trustee chat 09/09/26.")
q("last_time", "dindigul partition last date la enna nadandhuchu",
  [d("2026-11-23"), ["lok adalat"], ["arguments", "args"]], [["C04", "2026-11-23"]],
  "OS118 23-11 lok adalat failed.txt: 'Lok Adalat on 14.11 - no settlement ... posted for arguments. ND 14.12.2026'.")
q("last_time", "karuppasamy mcop last hearing enna aachu",
  [d("2026-03-20"), ["doctor", "டாக்டர்", "ravichandran"], ["summons", "சம்மன்"]], [["C06", "2026-03-20"]],
  "IMG20260320155841.jpg (clerk, Tamil): 'PW1 குறுக்கு விசாரணை முடிந்தது ... டாக்டர் எஸ். ரவிச்சந்திரன் - சம்மன் அனுப்ப உத்தரவு. அடுத்த தேதி 24.04.2026'.",
  today="2026-04-01")

# ---------------------------------------------------------------- next_date
q("next_date", "tasmac writ next eppo? enna stage",
  [d("2026-12-07"), ["compliance", "collector", "in person"]],
  [["C03", "2026-11-09"], ["upload", "Advance cause list MB 07.12.2026.pdf"]],
  "WP 4518 order 9.11.pdf: 'Post on 07.12.2026 for compliance ... the District Collector shall appear in person'; advance list of 07.12.2026, item 14 FOR COMPLIANCE.")
q("next_date", "muthu 138 ND?",
  [d("2026-12-11"), ["arguments", "args"]], [["C05", "2026-11-20"]],
  "20.11.2026 friday.txt: 'Pandiarajan sir - time for his arguments ... ND 11.12.2026'.")
q("next_date", "karupasamy MACT next date enna, RW1 ku",
  [d("2026-07-24")], [["C06", "2026-06-19"]],
  "IMG20260619163302.jpg (clerk) wrote 'அடுத்த வாய்தா 17.07.2026'; correction MACT date.txt (22.06.2026): 'WRONG ... ND is 24.07.2026 (Friday) for RW1'.",
  today="2026-07-01")

# ---------------------------------------------------------------- count
q("count", "pandian nadar side evlo thadava time vaanginaanga HC la?",
  [["2", "two", "twice", "2 times"]], [["C01", "2026-01-21"], ["C01", "2026-03-25"]],
  "PXL_20260121 (diary): 'Senthil Murugan ... time'; PXL_20260325: 'Senthil Murugan AGAIN ... 2nd time in this appeal'; trustee chat 25/03/26: '2 times in HC ayya'.")
q("count", "partition suit la both sides evlo witness examine aachu",
  [["3", "three", "3 witnesses"]], [["C04", "2026-02-16"], ["C04", "2026-04-06"], ["C04", "2026-09-28"]],
  "Rowther cost 16-2-26.txt: PW1 Rajendran chief; PW1 cross Rajendran - Copy.docx: PW2 V. Chinnasamy chief; DW1 Ganesan cross part 1.docx: DW1 M. Ganesan. D2 ex parte, D3 no evidence (Lok adalat reference 26.10.txt).")
q("count", "AGP tasmac case la evlo vaati instructions awaited nu sonnaaru",
  [["3", "three", "thrice", "3 times", "3rd"]], [["C03", "2026-03-16"], ["C03", "2026-06-15"], ["C03", "2026-07-13"]],
  "IMG20260316162010.jpg (clerk): '\"instructions awaited\"'; PTA chat 15/06/26: 'Collector's instructions awaited again'; PXL_20260713: ''Collector's instructions awaited' - 3rd time (16.3, 15.6, today)'.")

# ---------------------------------------------------------------- yes_no
q("yes_no", "muthu 143A 95k kattinaana illaya",
  [["not paid", "kattala", "unpaid", "not been paid", "has not paid", "no money paid", "still pending"], ["recovery", "3380"]],
  [["C05", "2026-07-03"], ["C05", "2026-11-20"]],
  "CC 2231 3 july.txt: '143A amount Rs.95,000 - kaasu kattala. Filed Crl.MP 3380/2026 for recovery'; 20.11.2026 friday.txt: 'Recovery petition (95,000) - still pending'.")
q("yes_no", "saravanan amma thangachi mela FIR quash aacha?",
  [["quashed"], ["dismissed"]], [["C02", "2026-08-19"]],
  "Crl OP 9876 order copy.pdf: 'quashed as against A2 and A3, and the petition is dismissed as against A1'; Saravanan call 19.8.txt.")
q("yes_no", "vadipatti shop shift panitaangala?",
  [["not shifted", "not been shifted", "not yet shifted"], ["last opportunity", "in person"]], [["C03", "2026-11-09"]],
  "PXL_20261109: 'shop NOT shifted ... Last opportunity. Else Collector to appear in person'; order of 09.11.2026.")

# ---------------------------------------------------------------- said
q("said", "kalaiselvi madam order reserve pannumbodhu sister pathi enna sonnaanga",
  [["chennai", "tambaram"], ["harass"]], [["C02", "2026-07-22"]],
  "22-07 kalaiselvi.txt: 'Kalaiselvi J: \"The sister is in Chennai. How does she harass?\" Orders reserved'.")
q("said", "thangavelu J easement pathi enna sonnar, june hearing la",
  [["necessity"], ["prescription"]], [["C01", "2026-06-17"]],
  "PXL_20260617: 'Judge: \"Easement of necessity is different from prescription. Necessity ends where the necessity ends.\"'.")
q("said", "order vandha appuram saravanan phone la enna ketaan",
  [["supreme court", "slp"], ["discharge"]], [["upload", "Saravanan call 19.8.txt"]],
  "Saravanan call 19.8.txt: 'he wants to file appeal to Supreme Court ... better wait for final report and file discharge petition'.")

# ---------------------------------------------------------------- judge_habit
q("judge_habit", "JM 3 madam accused varalana enna pannuvaanga usually",
  [["nbw", "non-bailable", "non bailable", "warrant", "பிடிவாரண்டு"], ["second", "twice", "2nd", "again"]],
  [["C05", "2026-01-09"]],
  "Selvi chat 05/12/2025: 'Next time absent na NBW ketkanum'; 09/01/2026: 'accused வரல ... NBW issued' / 'JM madam second time absent na NBW dhaan'; clerk IMG20260109173012.jpg.")
q("judge_habit", "dindigul sub judge adjournment kudupaaraa? eppadi",
  [["cost", "costs"], ["rs.500", "rs. 500", "500/-", "rs 500"], ["1,000", "1000"]],
  [["C04", "2026-02-16"], ["C04", "2026-08-24"]],
  "Rowther cost 16-2-26.txt: 'cost Rs.500 payable to plaintiff'; OS 118 24.08.txt: 'Judge imposed cost Rs.1,000'.")
q("judge_habit", "saravanabhavan J govt side instructions awaited sonna enna pannuvaar",
  [["personal affidavit"], ["appear in person", "in person", "personal appearance"]],
  [["C03", "2026-07-13"], ["C03", "2026-11-09"]],
  "PXL_20260713: 'Let the District Collector file a personal affidavit'; order 09.11.2026: 'the District Collector shall appear in person'.")

# ---------------------------------------------------------------- pending_before
q("pending_before", "tasmac 7th ku munnaadi enna ready pannanum",
  [["photo", "photos"], ["mettupatti"]], [WEEK, PTA_WA],
  "week plan 7-12 Dec.txt: 'Get Muthulakshmi madam's photos printed + memo'; PTA chat 09/11/26: 'send me a photo of the Mettupatti building with date. I will show the Court on 7th'.")
q("pending_before", "partition args ku munnadi pending enna",
  [["written arguments"], ["reopen", "reopening"]], [WEEK, ["C04", "2026-11-23"]],
  "week plan: 'written arguments draft (Selvi). Rowther may file IA for reopening - objection ready'; OS118 23-11: 'we will file IA to reopen'.")
q("pending_before", "SA 412 june hearing kulla enna file pannanum",
  [["sanction", "joint commissioner", "hr&ce"], ["width"]], [["C01", "2026-04-22"]],
  "SA 412 arguments points.docx: 'Is there HR&CE sanction for the suit on record? - produce the Joint Commissioner's letter' and 'What is the width actually used on the ground today?'. ND 17.06.2026.",
  today="2026-05-10")

# ---------------------------------------------------------------- amount
q("amount", "karuppasamy award evlo vandhuchu",
  [["9,42,500", "942500", "9.42 lakh", "9,42,500/-"], ["7.5%", "7.5 %", "7.5 per cent"]], [["C06", "2026-11-20"]],
  "MCOP 764 award operative.pdf: 'TOTAL: Rs. 9,42,500/- with interest at 7.5% per annum'; 20.11.2026 friday.txt.")
q("amount", "partition case la rowther side ku total cost evlo pottaanga",
  [["1,500", "1500"]], [["C04", "2026-02-16"], ["C04", "2026-08-24"]],
  "Rowther cost 16-2-26.txt: 'cost Rs.500'; OS 118 24.08.txt: 'cost Rs.1,000' - total Rs. 1,500 (by eye).")
q("amount", "muthu cheque amount evlo, 143A la evlo order",
  [["4,75,000", "475000", "4.75 lakh"], ["95,000", "95000"]], [["C05", "2026-03-13"]],
  "CC2231 143A order.pdf: 'The cheque for Rs. 4,75,000/- ... interim compensation of 20% ... Rs. 95,000/-'.")

# ---------------------------------------------------------------- pattern
q("pattern", "enga cases la ethir party ku cost pottadhu endha endha case",
  [["temple", "pandian", "sa 412"], ["partition", "rowther", "os 118"], ["2,000", "2000"]],
  [["C01", "2026-03-25"], ["C04", "2026-02-16"], ["C04", "2026-08-24"]],
  "PXL_20260325: 'Costs Rs. 2,000 to the appellant temple'; Rowther cost 16-2-26.txt (Rs.500); OS 118 24.08.txt (Rs.1,000).")
q("pattern", "mediation or lok adalat ku anuppina cases edhu? result?",
  [["saravanan", "kavitha", "9876", "quash"], ["partition", "rajendran", "os 118"], ["no settlement", "not settled", "failed"]],
  [["C02", "2026-01-21"], ["C02", "2026-03-11"], ["C04", "2026-10-26"], ["C04", "2026-11-23"]],
  "PXL_20260121: 'Crl OP 9876 ... Referred to Mediation Centre'; crlop mediation 11.3.txt: 'Mediation report: \"not settled\"'; Lok adalat reference 26.10.txt; OS118 23-11: 'no settlement'.")

# ---------------------------------------------------------------- counsel_pattern
q("counsel_pattern", "rowther sir eppavum enna pannuvaar? both cases",
  [["junior"], ["ia 412", "i.a. no. 412", "commissioner", "last minute", "kadaisi"], ["tasmac", "r4", "rajakannu"]],
  [["C04", "2026-02-16"], ["C04", "2026-04-06"], ["C04", "2026-08-24"], ["C03", "2026-04-20"]],
  "Rowther cost 16-2-26.txt: 'His junior came: \"sir engaged at Madurai Bench\"'; PW1 cross docx: 'At 4.45 pm Rowther filed I.A. No. 412 of 2026'; OS 118 24.08.txt: 'Rowther junior ... proof affidavit not ready'; tasmac 20.4.txt: 'impleaded as R4. His counsel S.A. Rahim Rowther (same Rowther as in Dindigul partition!) wants time for counter'.")
q("counsel_pattern", "insurance lakshmanan usual ah enna excuse solluvaar",
  [["investigator"], ["written arguments", "refused"]],
  [["C06", "2026-02-27"], ["C06", "2026-04-24"], ["C06", "2026-10-16"]],
  "MCOP 27.02.txt: 'investigator report not received'; 24.4 two cases.txt: 'wants to examine his investigator before the doctor'; MACT args 16.10.txt: 'written arguments to be filed ... Judge refused'.")

# ---------------------------------------------------------------- witness
q("witness", "doctor evidence enna sonnaaru karuppasamy case la",
  [["40%", "40 %", "40 per cent", "forty per cent"], ["coolie", "load-man", "load man"]], [["C06", "2026-06-19"]],
  "IMG20260619163302.jpg (clerk): '40% நிரந்தர ஊனம்'; correction MACT date.txt: 'he said he cannot do coolie work (he was a load-man at Paravai market)'.")
q("witness", "ganesan DW1 cross la enna admit pannaan",
  [["jewel", "jewels"], ["never divided", "4 children", "four children"]],
  [["C04", "2026-09-28"], ["C04", "2026-10-26"]],
  "DW1 Ganesan cross part 1.docx: 'Admits Ex.B1 site was bought in D1's name but \"amma's jewels sold\"'; Lok adalat reference 26.10.txt: 'admitted the punja land was never divided and all 4 children have a share'.")

# ---------------------------------------------------------------- open
q("open", "temple SA brief sollu - first appeal court enna sonnaanga, HC enna pannuchu",
  [["12 feet", "12 ft", "twelve feet", "12 adi"], ["8 feet", "8 (eight) feet", "eight feet", "8 ft"], ["necessity"]],
  [["upload", "AS 34 of 2022 judgment copy.pdf"], ["C01", "2026-09-09"]],
  "AS 34 of 2022 judgment copy.pdf: 'use of the 12 feet cart track ... prescribed an easement'; SA412 judgment: 'confined to a cart track of 8 (eight) feet width ... easement of necessity'.")
q("open", "tasmac kadai school la irundhu evlo distance? rule enna",
  [["82 metres", "82 m", "82 meters", "82 mtrs"], ["100 metres", "100 m", "rule 8"]],
  [["upload", "Tahsildar report Vadipatti 26.03.2026.pdf"], ["C03", "2026-03-30"]],
  "Tahsildar report: 'main gate of the school to the entrance of shop No. 5412 ... 82 metres'; order 30.03.2026: 'within the prohibited distance of 100 metres ... Rule 8'.")

# ---------------------------------------------------------------- bare (typed in court, read against that day's list)
q("bare", "batta?",
  [["1,500", "1500"], ["doctor", "ravichandran", "summons"]], [["C06", "2026-04-24"]],
  "24.4 two cases.txt: 'Dr. Ravichandran absent ... Fresh summons, we paid batta Rs.1,500' (MACT, listed 24.04.2026 beside CC 2231).",
  today="2026-04-24")
q("bare", "undertaking?",
  [["12 weeks", "twelve weeks"], ["mettupatti"]], [["C03", "2026-08-10"]],
  "tasmac undertaking 10.8.txt: 'Undertakes to shift within 12 weeks ... S.No.212/3 Mettupatti Road' (TASMAC writ, listed 09.11.2026).",
  today="2026-11-09")

# ---------------------------------------------------------------- no_record
q("no_record", "meenakshi rent control eviction petition next date enna", NR, [],
  "No rent control petition in the practice: the six cases are the SA, the Crl.OP, the WP, the O.S., the C.C. and the M.C.O.P.",
  no_record=True, absent=["rent control", "rcop", "r.c.o.p"])
q("no_record", "tasmac case la contempt petition number enna? file pannomla", NR, [],
  "No contempt petition was filed in W.P.(MD) 4518/2026; the notes record only the undertaking and the last opportunity.",
  no_record=True, absent=["contempt petition", "cont.p", "cont p"])
q("no_record", "MACT la Dr. Meenakshisundaram evidence mudinjucha", NR, [],
  "No such doctor: the only medical witness is Dr. S. Ravichandran (PW2).",
  no_record=True, absent=["meenakshisundaram"])
q("no_record", "kavitha potta DV case / maintenance case dindigul la next date?", NR, [],
  "No domestic violence or maintenance case is in the practice; only the FIR and its quash petition.",
  no_record=True, absent=["domestic violence", "dv act", "d.v. act", "maintenance"])

ABOUT = ("Madurai practice (bench/practices/madurai), written 2026-12-02 by the practice25 branch: questions typed the "
         "way Adv. P. Karthikeyan's chamber types (English with Tamil in Latin letters), with the facts an answer must state.")

if __name__ == "__main__":
    (ROOT / "questions.json").write_text(json.dumps({"about": ABOUT, "questions": Q}, ensure_ascii=False, indent=2) + "\n",
                                         encoding="utf-8")
    from collections import Counter
    print(len(Q), dict(Counter(x["type"] for x in Q)))
