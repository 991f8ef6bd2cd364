"""Write questions.json for the Bhuj practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first, Gujarat's 07/12/2026 first; the chamber's 7/12 when `short`)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}/{mm}/{yyyy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd}.{mm}.{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}",
             f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "no note", "not in the notes", "record nathi",
       "koi nondh nathi", "nondh nathi", "maahiti nathi"]]
TODAY = "2026-12-07"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"B-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "gitaben plot case ma chhelli mudat e shu thayu?",
  [d("2026-12-01"), ["closing pursis", "pursis", "exh. 64", "evidence closed", "evidence was closed", "પુરસીસ"],
   d("2027-01-12")], [["C04", "2026-12-01"]],
  "IMG-20261201-WA0009.jpg (clerk, 01/12/2026): 'closing pursis Exh. 64 રજૂ - વાદીનો પુરાવો બંધ ... આવતી મુદત: 12/01/2027'.")
q("last_time", "laxmiben mact ma last time shu thyu",
  [d("2026-12-03"), ["investigator", "mehul pandya", "pandya"], ["last chance"], d("2027-01-19")], [["C07", "2026-12-03"]],
  "20261203_141522.jpg: 'Insurer's investigator Mehul Pandya gerhajar ... last chance to the insurer ... mudat 19/01/2027'.")
q("last_time", "umiya lavan HC ma chhelle shu thayu",
  [d("2026-07-06"), ["panchnama"], ["part heard", "part-heard"], d("2026-09-14")], [["C01", "2026-07-06"]],
  "PXL_20260706_160318.jpg: '6 July ... AGP produced panchnama ... Part heard ... mudat 14/9/26'.", today="2026-07-10")
# next_date
q("next_date", "zubeda ni aavti mudat kai che? register ma 17 lakhi che",
  [d("2026-12-07")], [["upload", "sudharo zubeda mudat.txt"]],
  "sudharo zubeda mudat.txt: 'register ma ... 17/12/2026 lakhi che - e khoti che ... sachi mudat 07/12/2026'. The clerk's 19.11 page says 17/12/2026 (wrong).",
  today="2026-12-04")
q("next_date", "khodiyar roadlines na cheque case ni next date? kem lagyu che",
  [d("2026-12-08"), ["dw1", "imran", "defence evidence", "accused"]], [["C05", "2026-11-18"]],
  "WhatsApp Chat with Khushbu Jr (2).txt 18/11/26: 'Next 08/12/2026 DW1'.")
q("next_date", "mithu lease vali SCA HC ma kyare lagse?",
  [d("2026-12-14"), ["final hearing", "final"]], [["C01", "2026-09-14"]],
  "C-SCA-16427-2025 order 14-09-2026.pdf: 'taken up for final hearing on 14.12.2026'.")
# count
q("count", "salt lease SCA ma sarkar (AGP) e ketli vaar time lidho atyar sudhi?",
  [["3", "three", "tran vaar", "thrice", "third"]], [["C01", "2026-01-19"], ["C01", "2026-07-06"], ["C01", "2026-09-14"]],
  "19/1/26 diary: 'Trivedi AGP: instructions from Collector awaited, 3 wks maangya'; 6 July diary: 'Trivedi: ... time for "
  "instructions'; order 14.09.2026: 'This is the third occasion on which the respondents have sought time'. Three.")
q("count", "gitaben ma dholakia e ketli vaar samay maangyo",
  [["2", "two", "be vaar", "twice"]], [["C04", "2026-04-28"], ["C04", "2026-12-01"]],
  "clerk 28/04/2026: 'ધોળકિયા સાહેબે ઉલટ તપાસ માટે સમય માંગ્યો'; clerk 01/12/2026: 'ધોળકિયા સાહેબે સમય માંગ્યો'. Two.")
q("count", "imran memon cheque case ma ketli vaar gerhajar rahyo",
  [["2", "two", "be vaar", "twice"]], [["C05", "2026-01-07"], ["C05", "2026-11-18"]],
  "Khushbu chat 07/01/26: 'accused hajar nathi ... BW'; chat (2) 18/11/26: 'Imran aaje pan gerhajar'. Two.")
# yes_no
q("yes_no", "sikandar ne bail mali ke nai?",
  [["yes", "haa", "granted", "allowed", "mali gayi", "mali"], ["15,000", "15000"]], [["C08", "2026-07-20"]],
  "CRMA 1187-2026 bail order 20.07.2026.pdf: 'The application is allowed ... personal bond of Rs. 15,000/-'.",
  today="2026-07-23")
q("yes_no", "anwar e zubeda nu badhu baki bhari didhu?",
  [["12,000", "12000"], ["18,000", "18000", "not fully", "not paid in full", "partly", "balance", "still due"]],
  [["C06", "2026-04-02"]],
  "zubeda 2.4.26.txt: 'Anwar paid only Rs. 12,000 in court today ... Balance Rs. 18,000 still due'.", today="2026-04-05")
q("yes_no", "imran ni FSL vali arji manjur thai hati?",
  [["rejected", "reject", "not allowed", "na manjur", "dismissed"], d("2026-07-22")], [["C05", "2026-07-22"]],
  "WhatsApp Chat with Khushbu Jr (2).txt 22/07/26: 'FSL vali arji Exh 24 REJECT thai'.")
# said
q("said", "shroff saheb e deposit vishe shu kahyu hatu",
  [["1,82,400", "182400", "1.82 lakh", "182,400"], ["four weeks", "4 weeks", "4 weeks"], ["vacated", "vacate"]],
  [["C01", "2026-02-23"]],
  "C-SCA-16427-2025 order 23-02-2026.pdf: 'subject to the petitioner depositing Rs. 1,82,400/- ... within four weeks ... "
  "In default, the interim relief shall stand vacated'.")
q("said", "vandh case ma vyas madam e shu lavva kahyu hatu",
  [["7/12"], ["nakasho", "nakshe", "map"]], [["C03", "2026-02-12"]],
  "20260212_165730.jpg: 'Madam asked both: 7/12 extract of s.no. 44 and gam nakasho lavo'.")
q("said", "family court madam e baki bharanposhan vishe anwar na vakil ne shu kahyu",
  [["pehla baki bharo", "arrears", "baki"], ["will not hear", "not hear", "sambhalshu"]], [["C06", "2026-04-02"]],
  "zubeda 2.4.26.txt: '\"pehla baki bharo, pachhi tamaru sambhalshu\" told Sama - she will not hear the husband on "
  "merits till arrears are paid'.")
# judge_habit
q("judge_habit", "gandhidham na chaudhari saheb accused gerhajar hoy to shu kare che?",
  [["bw", "bailable warrant", "warrant"], ["cost", "costs"]], [["C05", "2026-01-07"], ["C05", "2026-11-18"]],
  "Khushbu chat 07/01/26: 'Chaudhari sir e BW kadhyu Rs 5000 nu'; chat (2) 18/11/26: 'Rs 1000 cost sathe allow kari'.")
q("judge_habit", "joshi madam family court ma kai vastu pehla mange che",
  [["counsellor"], ["school fee", "school fees"], ["arrears", "baki"]], [["C06", "2025-12-11"], ["C06", "2026-04-02"]],
  "IMG_20251211_125006.jpg: 'Madam sent both to marriage counsellor'; zubeda 2.4.26.txt: 'pehla baki bharo' and "
  "'asked us for children's school fee receipts'.")
q("judge_habit", "parikh saheb (PDJ) appeal ma arguments pehla shu joie",
  [["r&p", "r & p", "record and proceedings"]], [["C02", "2026-02-09"], ["C02", "2026-04-13"]],
  "CMA 12-2026 rojkam 09.02.2026: 'Call for the R&P'; IMG_20260413: 'Parikh saheb: \"R&P vagar arguments nahi\"'.")
# pending_before
q("pending_before", "aaje vandh ma shu shu lai javanu che",
  [["photo", "photos"], ["tharav", "resolution"], ["7/12"]], [["upload", "Plan 7-18 Dec.docx"]],
  "Plan 7-18 Dec.docx: 'Carry photos of the 30 fencing poles (20.10), panchayat tharav (gauchar), 7/12 of s.no. 44'.")
q("pending_before", "umiya lavan final hearing pehla compilation ma shu mukvanu baki che",
  [["muster"], ["deposit receipt", "receipt", "pahonch"], ["panchnama"]],
  [["upload", "Plan 7-18 Dec.docx"], ["upload", "WhatsApp Chat - Ramjibhai Koli Jangi.txt"]],
  "Plan 7-18 Dec.docx: 'HC compilation for Umiya Lavan - muster of agariyas, deposit receipt 18.3.26, panchnama reply'.")
# amount
q("amount", "jay ambe timber ma final damages ketla thaya",
  [["4,20,000", "420000", "4.20 lakh", "4.2 lakh", "420,000"]], [["C02", "2026-10-26"]],
  "CMA 12 of 2026 judgment 26.10.2026.pdf: 'The damages of Rs. 9,64,800/- ... reduced to Rs. 4,20,000/-'.")
q("amount", "imran memon no cheque ketla rupiya no hato",
  [["4,86,500", "486500", "4.865 lakh", "4.86 lakh", "486,500"]], [["upload", "return memo axis imran memon.pdf"]],
  "return memo axis imran memon.pdf: 'Cheque No. 771406 dated 28/08/2025 for Rs. 4,86,500/-'.")
q("amount", "laxmiben na case ma vima company e ketli offer aapi hati",
  [["14,50,000", "1450000", "14.5 lakh", "14.50 lakh", "1,450,000"]], [["C07", "2026-10-13"]],
  "Laxmiben MACT offer 13-10.docx: 'Maru (insurer) made an offer of Rs. 14,50,000'.")
# pattern
q("pattern", "aa varshe kaya kaya case ma same paksh ne kharch (cost) lagyo",
  [["jay ambe", "port", "timber", "dpa"], ["khodiyar", "imran", "cheque", "gandhidham"]],
  [["C02", "2026-08-03"], ["C02", "2026-09-21"], ["C05", "2026-11-18"]],
  "clerk 03/08/2026: 'સાહેબે રૂ. 1,500 ખર્ચ સાથે મુદત'; jay ambe 21 sep.txt: 'Costs Rs. 1500 paid by Joshi's side'; "
  "Khushbu chat (2) 18/11/26: 'Rs 1000 cost sathe allow kari'.")
q("pattern", "kaya kaya matter ma same vala vakile cross mate time lidho",
  [["vandh", "haji ismail", "gor", "bhirandiyara"], ["gitaben", "dholakia", "ravalwadi", "ગીતાબેન"],
   ["khodiyar", "imran", "khatri", "cheque"], ["zubeda", "sama", "maintenance"]],
  [["C03", "2026-09-24"], ["C04", "2026-04-28"], ["C05", "2026-03-11"], ["C06", "2026-06-11"]],
  "vandh PW1 24-09-26.docx: 'Gor sought time for remaining cross'; clerk 28/04/2026 (ગીતાબેન): 'ઉલટ તપાસ માટે સમય "
  "માંગ્યો'; Khushbu chat 11/03/26: 'Khatri sir e cross mate time maangyo'; Zubeda evidence 11 June.docx: 'Sama: "
  "remaining cross next date - time granted'.")
# counsel_pattern
q("counsel_pattern", "gor vakil dar vakhte shu kare che vandh ma",
  [["time", "samay"], ["cross", "reply", "jawab"]], [["C03", "2026-09-24"], ["C03", "2026-10-29"]],
  "vandh PW1 24-09-26.docx: 'Gor sought time for remaining cross'; vandh 29 oct.txt: 'Gor wants time to reply to Exh. 47'.")
q("counsel_pattern", "javed khatri imran mate kaya kaya bachav kare che",
  [["security"], ["fsl"], ["exemption"]], [["C05", "2026-04-15"], ["C05", "2026-11-18"]],
  "khodiyar CW1 cross 15.04.2026.docx: 'blank signed \"security cheque\"'; Khushbu chat (2): 'FSL vali arji Exh 24', "
  "'Khatri sir e exemption arji aapi'.")
# witness
q("witness", "gitaben ma BHADA no clerk witness ma shu bolyo",
  [["naran rabari", "naran"], ["register", "allotment register"], ["noc"]], [["C04", "2026-10-06"]],
  "20261006_173011.jpg: 'PW2 Naran Rabari (Sr clerk BHADA) - produced allotment register 2003 ... \"NOC ni sahi ni "
  "khatri karel nathi\"'.")
q("witness", "laxmiben case ma najre jonar dhanji e shu kahyu",
  [["overtaking", "overtake"], ["wrong side"]], [["C07", "2026-08-25"]],
  "MACP 188-2025 rojkam 25.08.2026.pdf: 'the trailer, while overtaking a truck, came onto the wrong side'.")
q("witness", "anwar e ulat tapas ma shu kabulyu",
  [["tempo"], ["11,200", "11200", "emi"], ["rann utsav"]], [["C06", "2026-10-08"]],
  "zubeda anwar cross 8.10.txt: 'admitted he owns a tempo ... EMI Rs. 11,200 per month ... Rann Utsav'.")
# open
q("open", "umiya lavan no aakho case short ma samjavo",
  [["1,82,400", "182400", "1.82 lakh", "arrears"], ["agariya", "subletting", "sublet"], ["status quo", "interim"],
   d("2026-12-14")],
  [["upload", "collector hukam lavan lease Jangi.pdf"], ["C01", "2025-12-15"], ["C01", "2026-02-23"], ["C01", "2026-09-14"]],
  "SCA 16427 Umiya Lavan 15-12.docx: 'agariyas ... status quo'; order 23.02.2026: 'Rs. 1,82,400/- ... arrears'; order "
  "14.09.2026: 'final hearing on 14.12.2026'.")
q("open", "zubeda bharan poshan case nu status shu che",
  [["6,000", "6000"], ["30,000", "30000"], ["final arguments", "final argument", "dalil"], d("2026-12-07")],
  [["C06", "2026-02-19"], ["C06", "2026-11-19"], ["upload", "sudharo zubeda mudat.txt"]],
  "order Exh. 8: 'Rs. 6,000/- per month'; clerk 19/11/2026: 'બાકી ભરણપોષણ રૂ. 30,000'; sudharo: 'sachi mudat "
  "07/12/2026 che (final arguments)'.")
# bare (typed in court on the lawyer's day, Monday 07.12.2026)
q("bare", "vandh", [["exh. 47", "court commissioner", "commissioner"], d("2026-12-07") + ["today", "aaje"]],
  [["C03", "2026-10-29"], ["upload", "Plan 7-18 Dec.docx"]],
  "vandh 29 oct.txt: 'Filed Exh. 47 - application for court commissioner ... mudat 07/12/2026'.")
q("bare", "zubeda", [["final arguments", "final argument", "dalil"], ["30,000", "30000"]],
  [["upload", "Plan 7-18 Dec.docx"], ["upload", "causelist family court bhuj 07-12-2026.pdf"]],
  "Plan 7-18 Dec.docx: 'Zubeda 144 BNSS - final arguments ... arrears chart (Rs. 30,000 due)'; cause list 07/12/2026: 'Final arguments'.")
# no_record
q("no_record", "mundra na land acquisition reference vala case ma aavti mudat kai?", NR, [],
  "No land acquisition matter in any upload (the port matter is a Public Premises Act appeal, disposed).",
  no_record=True, absent=["acquisition"])
q("no_record", "gitaben na case ma lok adalat ma samadhan thayu hatu?", NR, [],
  "C04 was never sent to a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat"])
q("no_record", "imran same NBW nikalyu hatu ne chaudhari saheb e?", NR, [],
  "Only a bailable warrant (07.01.2026) and an exemption on costs; no non-bailable warrant anywhere.", no_record=True,
  absent=["nbw", "non-bailable", "non bailable"])
q("no_record", "adv bhanushali saathe maro kayo case chale che", NR, [], "No Bhanushali in any upload.", no_record=True,
  absent=["bhanushali"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Bhuj practice (bench/practices/bhuj; written from the uploads' "
                    "source_text by its writer, practice47; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
