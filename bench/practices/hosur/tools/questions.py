"""Write questions.json for the Hosur practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "record illa", "entha record-um illa", "no note", "not in the notes"]]
TODAY = "2031-06-24"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"HS-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)



# last_time
q("last_time", "murugesan salem case-la last time enna aachu saar?",
  [d("2031-06-12"), ["karthik", "mw2"], d("2031-07-10")], [["C01", "2031-06-12"]],
  "WhatsApp Chat with Divya Jr (2).txt 12/06/2031: 'MW2 Karthik (supervisor) varala ... PO gave time. C/o 10.07.2031'.")
q("last_time", "shanthi DV last hearing-ku enna nadandhuchu",
  [d("2031-04-29"), ["24,000", "24000"], ["distress warrant"]], [["C06", "2031-04-29"]],
  "IMG_20310429_140312.jpg: '29/4 ... Prakash paid Rs. 24,000 in court ... next default - distress warrant'.")
q("last_time", "krishnagiri LAOP last time yenu aaythu",
  [["chandrappa", "pw2"], ["38 lakh"], ["borewell", "mango"], d("2031-04-04")], [["C03", "2031-02-21"]],
  "20310221_164233.jpg: 'PW1 cross ... 2 borewells, mango thope ... PW2 Chandrappa ... S.No. 119 @ 38 lakh/acre ... C/o 4/4/31'.",
  today="2031-03-01")
# next_date
q("next_date", "sai balaji suit next date eppo? ardent case",
  [d("2031-06-25"), ["arguments"]], [["upload", "correction OS 318 ND.txt"]],
  "correction OS 318 ND.txt: 'ND 18.06.2031 - thappu ... arguments on 25.06.2031 (Wednesday)'. The 23.04 note says 18.06 (wrong).")
q("next_date", "basavaraju MACT next hearing-ku eppo, enna stage",
  [d("2031-07-04"), ["arguments"]], [["C07", "2031-06-13"]],
  "Divya chat (2) 13/06/2031: 'Evidence closed. Arguments C/o 04.07.2031'.")
q("next_date", "rajamma chit case NDOH?",
  [d("2030-11-26")], [["C05", "2030-10-15"]], "IMG-20301015-WA0011.jpg: 'அடுத்த வாய்தா 26.11.2030' (NBW issued).",
  today="2030-10-20")
# count
q("count", "murugesan case-la mgmt ethana thadava time vaangirukaanga ippo varaikkum",
  [["4", "four", "naalu"]], [["C01", "2030-07-11"], ["C01", "2030-08-08"], ["C01", "2030-12-12"], ["C01", "2031-06-12"]],
  "11/7/30 'Counter - time'; 08.08.2030 register 'சரவணன் சார் மீண்டும் வாய்தா கேட்டார்'; 12/12 'MW1 ... abroad ... last chance'; "
  "12/06/2031 'MW2 Karthik varala ... PO gave time'. Four.")
q("count", "ardent kaaranga-ku ethana thadava cost pottaanga",
  [["2", "two", "rendu", "twice"]], [["C04", "2030-12-18"], ["C04", "2031-03-19"]],
  "order 18.12.2030: 'costs of Rs. 1,000/-'; register 19.03.2031: 'ரூ. 1,500 செலவுத் தொகையுடன் வாய்தா'. Two.")
q("count", "shanthi case ethana hearing aachu ithu varaikkum",
  [["8", "eight", "ettu"]], [["C06", "2030-07-30"], ["C06", "2030-08-27"], ["C06", "2030-10-01"], ["C06", "2030-11-05"],
                             ["C06", "2030-12-17"], ["C06", "2031-02-11"], ["C06", "2031-03-18"], ["C06", "2031-04-29"]],
  "Divya chat 30/07 and 27/08; notes 01.10; order 05.11; register 17.12; docx 11.02.2031; note 18/3/31; diary 29/4. Eight.")
# yes_no
q("yes_no", "thimmarayappa-ku thani patta vandhucha illaya",
  [["1102"], ["214/3a"], ["வழங்கப்பட்டது", "issued", "yes"]], [["upload", "IMG_20310128_095011.jpg"]],
  "IMG_20310128_095011.jpg: '214/3A - திம்மராயப்பா (பட்டா எண் 1102) ... தனிப் பட்டா வழங்கப்பட்டது'.")
q("yes_no", "prakash full arrears kattitaana?",
  [["24,000", "24000"], ["36,000", "36000"]], [["C06", "2031-04-29"]],
  "IMG_20310429_140312.jpg: 'Prakash paid Rs. 24,000 in court (DD) - balance 36,000 + Apr'.")
q("yes_no", "labour court enquiry fair-nu sonnaangala murugesan la",
  [["not fair"], ["merits"]], [["C01", "2031-04-03"]],
  "ID 41-2030 order 03.04.2031.pdf: 'The domestic enquiry is held not fair and proper ... evidence ... on merits'.")
# said
q("said", "PDJ madam LAOP-la AGP kitta counter pathi enna sonnaanga",
  [["last time for counter", "last time"], ["sipcot"]], [["C03", "2030-08-30"]],
  "Divya chat 30/08/2030: 'AGP again time. records SIPCOT office-la ... PDJ madam displeased - \"last time for counter\"'.")
q("said", "basavaraju helmet pathi cross-la enna sonnaan",
  [["broke", "udainju"], ["wrong side", "overtook", "bathalapalli"]], [["C07", "2030-11-29"]],
  "Basavaraju PW1 cross 29.11.2030.docx: '\"helmet pottirundhen, adhu udainju pochu\" (was wearing, it broke) ... bus overtook a tractor on the wrong side'.")
q("said", "HC judge SIPCOT NOC pathi enna sonnaaru patta writ-la",
  [["no statute", "no-objection"], ["eight weeks", "8 weeks"]], [["C02", "2030-11-19"]],
  "WP 21874-2030 order 19.11.2030.pdf: 'No statute or Government Order requires a no-objection from SIPCOT ... within a period of eight weeks'.")
# judge_habit
q("judge_habit", "salem PO saar always enna first-aa edupaaru, enna kondu poganum",
  [["preliminary issue"], ["enquiry file"]], [["C01", "2030-07-11"], ["C01", "2030-09-05"]],
  "20300711_173405.jpg: 'PO Sivasubramanian saar asked: enquiry file copy irukka?'; 5.9 docx: 'fairness of enquiry as PRELIMINARY ISSUE first'.")
q("judge_habit", "krishnagiri PDJ madam-ku usually enna document venum",
  [["fmb"], ["exemplar"]], [["C03", "2030-07-19"], ["C03", "2030-11-22"]],
  "Divya chat 19/07: 'FMB sketch eduthu vaa next time, madam ketpaanga'; LAOP PW1 22.11.2030.docx: 'sale exemplars ... Madam asked for the FMB sketch'.")
q("judge_habit", "MACT jeyaseelan saar adjournment kudupaara? witness varalana",
  [["last chance", "கடைசி வாய்ப்பு"], ["closed", "மூடப்படும்"]], [["C07", "2031-04-25"]],
  "IMG-20310425-WA0002.jpg: 'நீதிபதி \"கடைசி வாய்ப்பு, அடுத்த முறை சாட்சியம் மூடப்படும்\" என்றார்'.")
# pending_before
q("pending_before", "naalaiku sai balaji arguments-ku enna ready pannanum",
  [["a1-a14", "a1 to a14"], ["not returned", "boxes not returned"]], [["upload", "week plan 23-27 June.docx"]],
  "week plan: 'Wed 25/6 - DM Hosur Sai Balaji OS 318/30 - ARGUMENTS. Take Ex.A1-A14 list + DW1's admission (boxes not returned)'.")
q("pending_before", "LAOP reply args munnadi namma enna eduthu vakkanum",
  [["certified copy"], ["38 lakh"]], [["upload", "week plan 23-27 June.docx"]],
  "week plan: 'LAOP reply arguments prep (18/7) - SIPCOT's 38 lakh purchase deed - get certified copy from SRO'.")
# amount
q("amount", "sai balaji total claim evvalavu",
  [["4,86,500", "486500", "486,500", "4.865 lakh"]], [["upload", "Sai Balaji ledger Ardent outstanding.pdf"]],
  "ledger: 'Total billed 4,86,500 Received NIL Balance outstanding Rs. 4,86,500'.")
q("amount", "shanthi-ku interim maintanence evvalavu order aachu",
  [["8,000", "8000"], ["4,000", "4000"]], [["C06", "2030-11-05"]],
  "DV 9-2030 interim order 05.11.2030.pdf: 'Rs. 8,000/- per month to the aggrieved person and Rs. 4,000/- per month to the minor child'.",
  today="2030-11-20")
q("amount", "nallaganakothapalli award-la acre-ku evvalavu fix pannaanga",
  [["11,40,000", "1140000", "11.4 lakh", "11.40 lakh", "1,140,000"]], [["upload", "Award 3-2028 SIPCOT Nallaganakothapalli.pdf"]],
  "Award 3/2028: 'Market value fixed at Rs. 11,40,000 per acre on the guideline value'.")
# pattern
q("pattern", "hosur magistrate courts-la inniku enna matters",
  [["rajamma", "chit"], ["shanthi", "dv"]], [["upload", "week plan 23-27 June.docx"]],
  "week plan: 'Tue 24/6 - JM-I Rajamma chit CC 318/30 ... JM-II Shanthi DV - RW1 Prakash evidence'.")
q("pattern", "evidence close aana matters ellam list pannu",
  [["laop", "venkatalakshmamma", "sipcot"], ["sai balaji", "ardent", "os 318"], ["basavaraju", "mact"]],
  [["C03", "2031-04-04"], ["C04", "2031-04-23"], ["C07", "2031-06-13"]],
  "laop RW1 4-4.txt 'Evidence closed'; sai balaji DW1 23-4.txt 'DE closed'; Divya chat (2) 13/06 'MACT Basavaraju ... Evidence closed'.")
# counsel_pattern
q("counsel_pattern", "naveen kumar bengaluru vakil eppavum enna pannuvaar",
  [["bengaluru", "bangalore", "பெங்களூ", "attibele"], ["absent", "12.30", "வரவில்லை"]],
  [["C04", "2030-08-28"], ["C04", "2030-09-25"], ["C04", "2030-12-18"]],
  "register 28.08.2030 'வக்கீல் பெங்களூரிலிருந்து வரவில்லை'; 25/9/30 'Naveen Kumar came at 12.30'; order 18.12.2030 'Counsel for defendant absent ... Attibele'.")
q("counsel_pattern", "saravanan mgmt witness varalana enna reason solluvaar",
  [["abroad", "germany"], ["left the company", "address"]], [["C01", "2030-12-12"], ["C01", "2031-06-12"]],
  "Ramappa chat 12/12/2030: 'Saravanan said he is abroad - Germany audit'; Divya chat (2) 12/06/2031: 'he \"left the company, address tracing\"'.")
# witness
q("witness", "LAOP PW2 yaaru, enna sonnaaru",
  [["chandrappa"], ["38 lakh"], ["nh-44", "200 m"]], [["C03", "2031-02-21"]],
  "20310221_164233.jpg: 'PW2 Chandrappa (neighbour) - land 200 m from NH-44; SIPCOT itself bought S.No. 119 @ 38 lakh/acre'.")
q("witness", "chit case PW2 lakshmi evvalavu ilandhaanga",
  [["95,000", "95000"], ["locked", "renovation"]], [["C05", "2031-03-25"]],
  "rajamma cross 25 march.txt: 'PW2 Lakshmi ... lost Rs. 95,000; saw the office locked on 02.04.2030 ... \"closed for renovation\"'.")
q("witness", "vinod nair cross-la enna admit pannaan",
  [["retainer"], ["defence representative"], ["findings"]], [["C01", "2031-01-23"]],
  "MW1 cross Vinod Nair 23.01.2031.docx: 'legal retainer since 2019 ... defence representative was refused ... findings copy was not given'.")
# open
q("open", "murugesan dismissal case full status sollu saar",
  [["assault", "slapped"], ["not fair"], ["karthik", "mw2"], d("2031-07-10")],
  [["upload", "SVAC dismissal order Murugesan.pdf"], ["C01", "2031-04-03"], ["C01", "2031-06-12"]],
  "dismissal order: 'assaulted the line supervisor'; order 03.04.2031: 'not fair and proper'; Divya chat (2): 'MW2 Karthik varala ... C/o 10.07.2031'.")
q("open", "basheer lorry matter enna aachu",
  [["interim custody"], ["5,00,000", "500000", "5 lakh"], ["surety"]], [["C08", "2030-09-17"]],
  "Crl.MP 2110-2030 order 17.09.2030.pdf: 'interim custody ... bond for Rs. 5,00,000/- with one surety'.", today="2030-09-20")
# bare
q("bare", "rajamma", [["pw3"], d("2031-06-24")], [["C05", "2031-04-22"]],
  "Divya chat (2) 22/04/2031: 'PW3 (PS writer) varala. C/o 24.06.2031'.")
q("bare", "prakash evidence", [["rw1", "rw evidence", "rw side"], ["36,000", "36000"]],
  [["C06", "2031-04-29"], ["upload", "week plan 23-27 June.docx"]],
  "diary 29/4: 'balance 36,000 ... ND 24.06.2031 - RW evidence'; week plan: 'JM-II Shanthi DV - RW1 Prakash evidence; arrears memo - Rs. 36,000'.")
# no_record
q("no_record", "gopasandram land partition suit-ku next date enna", NR, [],
  "No Gopasandram matter in any upload.", no_record=True, absent=["gopasandram"])
q("no_record", "basavaraju MACT lok adalat-la settle aacha?", NR, [],
  "C07 was never sent to a Lok Adalat.", no_record=True, absent=["lok adalat"])
q("no_record", "murugesan-ku 17B wages order vandhucha labour court la", NR, [],
  "No s. 17-B application or order anywhere in C01.", no_record=True, absent=["17b", "17-b", "17 b"])
q("no_record", "senthilvel vakil kooda namakku enna case irukku", NR, [], "No Senthilvel in any upload.",
  no_record=True, absent=["senthilvel"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Hosur practice (bench/practices/hosur; written from the uploads' "
                    "source_text by its writer, practice 157; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
