"""Write questions.json for the Sambalpur practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "no note", "not in the notes", "record nai",
       "kichhi nai", "nahin"]]
TODAY = "2026-12-08"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"S-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "agarwal seth ra bargarh money suit re last date kaen hela?",
  [d("2026-11-25"), ["1,000", "1000"], ["last chance"]], [["C03", "2026-11-25"]],
  "bargarh 25.11 note.txt: 'Dash absent again (Cuttack). PW2 Kailash cross not done. Costs Rs. 1,000 on defendants, \"last chance\".'")
q("last_time", "hirakud wala writ cuttack re last time kenta hela",
  [d("2026-11-18"), ["part heard"], ["verification report", "report not filed", "tahasildar"], d("2027-01-12")],
  [["C01", "2026-11-18"]],
  "cuttack 18.11.txt: 'Part heard ... Tahasildar's verification report NOT filed ... Next 12.01.2027 (Tue).'")
q("last_time", "balaji mill ra CMA re ki hela last date, bargarh DJ",
  [d("2026-08-20"), ["dismissed"], ["30 days"]], [["C08", "2026-08-20"]],
  "CMA 14-2026 judgment 20.08.2026.pdf: 'The appeal is dismissed ... furnish the security within 30 days'.",
  today="2026-08-25")
# next_date
q("next_date", "sabitri MACT next date kebe, kaen pain lagichhe?",
  [d("2026-12-10"), ["investigator", "ow1", "o.w.1"]], [["C04", "2026-11-05"], ["upload", "Week plan 7-12 Dec.docx"]],
  "WhatsApp Chat with Subrat Jr (2).txt 05/11: 'insurance ra investigator (OW1) nai aisan ... ND 10.12'; Week plan: "
  "'Thu 10/12 Jharsuguda MACT - Sabitri. Insurer's OW1 (investigator)'.")
q("next_date", "agarwal money suit NDOH? bargarh",
  [d("2026-12-16")], [["upload", "correction bargarh ND.txt"]],
  "correction bargarh ND.txt: 'Yesterday's note says ND 09.12.2026 - WRONG ... next date is 16.12.2026 (Wednesday)'. "
  "The 25.11 note and Subrat's chat say 9.12 (wrong).")
q("next_date", "phulmani osata re order kebe asiba?",
  [d("2026-12-01"), ["order"]], [["C05", "2026-10-13"]],
  "OSATA 6-2025 order sheet.pdf (13.10.2026): 'Hearing concluded. Put up on 01.12.2026 for orders.'",
  today="2026-10-20")
# count
q("count", "dash vakil kete thar cuttack bahana re time neichhe, mill ra dui case milaa ke?",
  [["4", "four"]], [["C03", "2026-01-21"], ["C03", "2026-07-15"], ["C08", "2026-05-07"], ["C03", "2026-11-25"]],
  "Subrat chat 21/01: 'Dash babu nai aisan, Cuttack jaithisan'; 15/07: 'Dash babu phir Cuttack re ... cross defer'; "
  "register 07.05 (CMA): 'ଦାଶ ବାବୁ କଟକ ଯାଇଛନ୍ତି, ସମୟ ନେଲେ'; 25.11 note: 'Dash absent again (Cuttack)'. Four.")
q("count", "barik 498A re ebe jae kete jan PW ra sakshya heigala",
  [["3", "three", "tini"], ["ranjita"], ["kulamani"], ["sukanti"]],
  [["C06", "2026-06-25"], ["C06", "2026-09-17"], ["C06", "2026-11-19"]],
  "IMG_20260625: 'PW1 Ranjita chief'; barik pw2 17.9.txt: 'PW2 Kulamani Bhue'; order 19.11.2026: 'P.W.3 Smt. Sukanti Bhue "
  "is examined'. Three.")
q("count", "hirakud case re sarkar counter pain kete thar time nelaa",
  [["2", "two", "twice", "second", "dui"]], [["C01", "2026-02-24"], ["C01", "2026-04-07"]],
  "Hrudananda chat 24/02: 'ASC Samal babu ... time mangle'; order 07.04.2026: 'again prays for time ... This is the second "
  "occasion'. Two.")
# yes_no
q("yes_no", "balaji mill 10 lakh security jama karila na nahin?",
  [["yes", "haan", "deposited", "jama"], ["fdr"], ["10 lakh", "10,00,000", "1000000"]],
  [["upload", "WhatsApp Chat with Hemanta Agrawal.txt"]],
  "WhatsApp Chat with Hemanta Agrawal.txt 16/09/26: 'mill walla aji court re 10 lakh ra FDR jama dela suni. Canara Bank FDR.'")
q("yes_no", "raju ke bail milila ki nai?",
  [["yes", "granted", "allowed", "mili gala", "haan"], d("2026-09-22"), ["25,000", "25000"]], [["C07", "2026-09-22"]],
  "Bail Appl 1462-2026 order 22.09.2026.pdf: 'released on bail on furnishing bail bond of Rs.25,000/-'; Bikash chat 22/09: "
  "'Bail mili gala. 25000 ra bond'.", today="2026-09-25")
q("yes_no", "hirakud case re collector affidavit delaa ki?",
  [["yes", "filed", "dela", "haan"], ["1,146", "1146"], ["no record", "record nai", "not traceable"]],
  [["C01", "2026-07-08"]],
  "IMG_20260708_154233.jpg: 'Collector affdt filed (dt 3.7.26) - admits Rs 1146-8-0 paid ... Gharabari ... \"no record of "
  "payment\"'; Hrudananda chat 08/07: 'Collector affidavit dela ... Rs. 1,146'.")
# said
q("said", "rath babu last hearing re oustee mananka bisayare kaen kahile",
  [["seventy years", "seventy more"], ["report", "verification"]], [["C01", "2026-11-18"]],
  "cuttack 18.11.txt: '\"These oustees have waited for about seventy years. The State cannot take seventy more.\" Said he "
  "will pass orders on merits after the report.'")
q("said", "LAR re panigrahi madam kisam bisayare kaen puchhile?",
  [["bahal-ii", "bahal ii", "bahal-2", "bahal 2"], ["canal", "irrigated"]], [["C02", "2026-03-16"]],
  "IMG_20260316_141920.jpg: 'Madam asked kisam again - \"Bahal-II na Berna?\" - told Bahal-II, canal irrigated, ROR shows.'")
q("said", "MACT madam insurance walla ke kaen kahile last date re",
  [["offer"], ["settle", "settlement"]], [["C04", "2026-11-05"]],
  "Subrat chat (2) 05/11: 'Madam kahile insurance company offer deu, \"settle karantu, widow 20 mahina hela dhauduchhe\"'.")
# judge_habit
q("judge_habit", "rath J court re kaen kaen leiki jibi, sabu thar kaen mage?",
  [["collector"], ["1957", "register"]], [["C01", "2026-01-13"], ["C01", "2026-04-07"], ["C01", "2026-09-09"]],
  "WPC 18734 13.01.26.docx: 'asked Samal to get the Collector's own say'; order 07.04: 'The Collector, Sambalpur shall "
  "file his own affidavit annexing the compensation register of 1957'; order 09.09: 'The affidavit of the Collector "
  "shows ... Tahasildar ... field verification'.")
q("judge_habit", "nayak babu bargarh ra swabhab kenta, adjournment dele ki?",
  [["cost"], ["slip", "dharamkanta", "mandi token"]], [["C03", "2025-12-10"], ["C03", "2026-01-21"], ["C03", "2026-11-25"]],
  "IMG_20251210: 'Nayak babu asked - \"mandi token / dharamkanta slip achhe?\"'; Subrat chat 21/01: 'Nayak babu 500 cost "
  "lagai time dele'; 25.11 note: 'Costs Rs. 1,000 on defendants, \"last chance\"'.")
q("judge_habit", "sessions judge behera saheb bail re pratham kaen puchhanti",
  [["c.e. report", "chemical"], ["antecedent"]], [["C07", "2026-09-11"]],
  "IMG_20260911_163040.jpg: 'Judge first asked - \"C.E. report kahin?\" ... Also \"antecedent list with status deba\".'")
# pending_before
q("pending_before", "kali barik 498A re IO cross pain kaen kaen ready rakhibi",
  [["161"], ["ten months", "delay"], ["medical"]], [["upload", "Week plan 7-12 Dec.docx"]],
  "Week plan 7-12 Dec.docx: 'IO (SI Namita Lakra) evidence. Cross: 161 says 1 lakh, FIR says 2 lakh; delay of ten months "
  "in FIR; no medical.'", today="2026-12-07")
q("pending_before", "jharsuguda MACT agaru kaen kaen kagaj ready karibaku achhe",
  [["31.4", "overload"], ["permit"], ["helmet"]], [["upload", "Week plan 7-12 Dec.docx"]],
  "Week plan: 'Thu 10/12 Jharsuguda MACT ... Keep ready: overload slip (31.4 MT), route permit RTI reply, helmet in "
  "seizure list.'")
# amount
q("amount", "agarwal seth ra suit kete tanka ra?",
  [["18,60,000", "1860000", "18.6 lakh", "18.60 lakh", "1,860,000"]],
  [["upload", "CS 118 plaint Agrawal v Balaji mill.pdf"]],
  "CS 118 plaint: 'the balance is Rs. 18,60,000. Prayer: decree for Rs. 18,60,000 with ... interest @ 12% p.a.'")
q("amount", "baidhar ra jami ku LA collector acre pichhe kete rate dei thila",
  [["2,10,000", "210000", "2.1 lakh", "2.10 lakh", "210,000"]], [["upload", "Award notice Jamadarpali canal.pdf"]],
  "Award notice: 'Market value fixed @ Rs. 2,10,000/- per acre'.")
q("amount", "1957 re gopinath bhoi ke hirakud compensation kete milithila",
  [["1,146", "1146"]], [["upload", "CamScanner 20-08-2025 11.52.pdf"]],
  "CamScanner 20-08-2025: 'Gopinath Bhoi s/o Dhoba Bhoi 27 3.12 Bahal/Mal Rs. 1,146-8-0 19.03.1957'.")
# pattern
q("pattern", "ei barsa kaen kaen case re opposite party upare cost lagila",
  [["hirakud", "bhoi", "oustee"], ["agrawal", "balaji", "rice mill", "bargarh"]],
  [["C01", "2026-04-07"], ["C03", "2026-01-21"], ["C03", "2026-11-25"]],
  "order 07.04.2026 (Hirakud writ): 'cost of Rs.5,000/- to the petitioners'; Subrat chat 21/01 (Bargarh): '500 cost'; "
  "25.11 note (Agrawal v Balaji mill): 'Costs Rs. 1,000 on defendants'.")
q("pattern", "sambalpur bahare bargarh jharsuguda kuchinda re mor kaen kaen matter achhe",
  [["sabitri", "mact"], ["phulmani", "osata"], ["agrawal", "money suit", "kailash"]],
  [["upload", "Week plan 7-12 Dec.docx"]],
  "Week plan: 'Thu 10/12 Jharsuguda MACT - Sabitri', 'Tue 15/12 Kuchinda - Phulmani OSATA', 'Wed 16/12 Bargarh - Agrawal "
  "money suit'.")
# counsel_pattern
q("counsel_pattern", "dash vakil sabu thar kaen bahana kare?",
  [["cuttack"]], [["C03", "2026-01-21"], ["C03", "2026-07-15"], ["C03", "2026-11-25"]],
  "Subrat chats: 21/01 'Cuttack jaithisan', 15/07 'Dash babu phir Cuttack re', 25/11 'Dash babu phir nai aisan, Cuttack'.")
q("counsel_pattern", "samal ASC hirakud writ re kaen kahi kahi time nianti",
  [["instruction"], ["collector"]], [["C01", "2026-02-24"], ["C01", "2026-04-07"]],
  "Hrudananda chat 24/02: 'Collector thu instruction nai asi bali time mangle'; order 07.04: 'instructions from the "
  "Collector, Sambalpur are awaited'.")
# witness
q("witness", "ranjita cross re kaen kaen swikar kala",
  [d("2024-06-14") + ["on her own"], ["no medical"], ["ten months", "10 months"]], [["C06", "2026-08-06"]],
  "Barik PW1 cross 06.08.docx: 'admits she left ... on 14.06.2024 ... \"on her own\"', 'no medical treatment', 'FIR was "
  "lodged on 11.04.2025, ten months after she left'.")
q("witness", "LAR re OPW1 RI jitendra cross re kaen manila",
  [["not considered"], ["spot inspection", "from the office"]], [["C02", "2026-08-17"]],
  "LAR 9-2024 OPW1 cross.docx: 'sale deed of 06.05.2019 ... \"not considered\"', 'no spot inspection by him; the valuation "
  "was done \"from the office\"'.")
q("witness", "MACT re PW2 ramesh kisan tipper bisayare kaen kahila",
  [["tirpal", "uncovered"], ["60 70", "60-70", "60 to 70"], ["behind"]], [["C04", "2026-08-13"]],
  "IMG_20260813_152701.jpg: 'tipper \"tirpal nathila, koila khasi padu thila\" (coal uncovered, falling)', 'speed \"bahut - "
  "60 70\" ... hit from behind'.")
# open
q("open", "phulmani OSATA case ra puro khabar dia",
  [["permission"], ["transferred", "ananya"], d("2026-12-15")],
  [["upload", "RI report Badbahal plot 312.pdf"], ["C05", "2026-05-05"], ["C05", "2026-12-01"]],
  "RI report: 'No permission under Regulation 3(1) of OSATA'; IMG20261201161155.jpg: 'Tripathy saheb transferred ... new "
  "Sub-Collector Smt. Ananya Das ... hear afresh ... ND 15.12.26'.")
q("open", "baidhar LAR ta short re bujhei dia",
  [["2,10,000", "210000", "2.1 lakh"], ["6,40,000", "640000", "6.4 lakh"], ["judgment"], d("2026-12-08")],
  [["upload", "Award notice Jamadarpali canal.pdf"], ["C02", "2026-08-17"], ["C02", "2026-11-16"]],
  "Award notice: '@ Rs. 2,10,000/- per acre'; OPW1 cross docx: 'adjoining plot 398 @ Rs. 6,40,000 per acre was \"not "
  "considered\"'; order 16.11.2026: 'Put up on 08.12.2026 for judgment'.")
# bare
q("bare", "baidhar", [["judgment"], d("2026-12-08")], [["C02", "2026-11-16"]],
  "LAR 9-2024 order 16.11.2026.pdf: 'Hearing closed. Put up on 08.12.2026 for judgment.'")
q("bare", "barik IO", [["namita", "i.o."], d("2026-12-08")], [["C06", "2026-11-19"]],
  "GR 1287-2025 order sheet 19.11.2026.pdf: 'Issue summons to the I.O., SI Namita Lakra ... Put up on 08.12.2026 for P.Ws.'")
# no_record
q("no_record", "mahavir traders ra jharsuguda cheque case next kebe?", NR, [],
  "No Mahavir Traders and no cheque-dishonour case in any upload.", no_record=True, absent=["mahavir"])
q("no_record", "sabitri MACT lok adalat re settle heigala ki?", NR, [],
  "C04 was never sent to a Lok Adalat; only the tribunal's asking the insurer for an offer.", no_record=True,
  absent=["lok adalat"])
q("no_record", "barik case re high court re quashing CRLMC ra kaen hela", NR, [],
  "No CRLMC or quashing petition was ever filed for the Barik accused.", no_record=True, absent=["crlmc", "quash"])
q("no_record", "advocate satpathy sangare mor kaen case achhe?", NR, [], "No Satpathy in any upload.", no_record=True,
  absent=["satpathy"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Sambalpur practice (bench/practices/sambalpur; written from the uploads' "
                    "source_text by its writer, practice48; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
