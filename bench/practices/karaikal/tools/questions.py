"""Write questions.json for the Karaikal practice: questions typed the way this chamber types (Tanglish, Tamil), with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "record illa", "no note", "not in the notes",
       "ethuvum illa"]]
TODAY = "2028-03-11"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"K-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


PLAN = ["upload", "Plan 11-18 March.docx"]

# last_time
q("last_time", "agnes case la last time enna aachu?",
  [d("2028-02-14"), ["antoine", "dw1"], ["b1", "objection"]], [["C01", "2028-02-14"]],
  "IMG_20280214_174412.jpg: 'DW1 Antoine chief affidavit filed. Notaire copy of the will - Ex.B1 marked subject to our objection'.")
q("last_time", "vaaikal case pona vaaidha la enna nadanthuchu",
  [d("2028-02-09"), ["1,000", "1000"], ["dw1", "தயாரில்லை", "not ready"]], [["C03", "2028-02-09"]],
  "IMG-20280209-WA0003.jpg: '09.02.2028 ... பிரதிவாதி சாட்சி (DW1) தயாரில்லை; ரூ. 1,000 செலவுத்தொகை'.")
q("last_time", "mani bail HC la enna aachu last hearing",
  [d("2027-08-10"), ["granted", "bail granted", "released on bail"], ["10.30", "daily"]], [["C07", "2027-08-10"]],
  "WhatsApp Chat with Ferdi Jr HC.txt 10/08/27: 'Bail granted akka!! Condition: T.R. Pattinam police station la daily 10.30 am'.",
  today="2027-08-11")
# next_date
q("next_date", "kandasamy boat case adutha vaaidha eppo",
  [d("2028-03-13"), ["cross", "குறுக்கு"]], [["C02", "2028-01-24"]],
  "Kandasamy PW1 cross 24 jan.docx: 'Part heard - call on 13.03.2028 for further cross.'")
q("next_date", "rajendran vaaikal case ND enna",
  [d("2028-02-09")], [["upload", "correction vaaikkal date.txt"]],
  "correction vaaikkal date.txt: 'next date is NOT 16.02 ... correct next date 09.02.2028 (Wednesday) for DW'. The 08.12 diary says 16.2.28 (wrong).",
  today="2027-12-20")
q("next_date", "priya HMOP next date eppo, enna stage",
  [d("2028-03-18"), ["cross"]], [["C08", "2028-02-19"]],
  "WhatsApp Chat with Ferdi Jr (2).txt 19/02/28: 'Part cross. ND 18.03.2028.'; IMG_4471.HEIC: 'Next 18.3.28'.")
# count
q("count", "boat case la defendants kadalukku poyittaanga nu ethana thadava time kettaanga",
  [["2", "two", "twice", "rendu", "second"]], [["C02", "2027-03-15"], ["C02", "2027-08-09"]],
  "boat case 15.3.txt: 'defendant kadalukku poyirukkaar ... WS time'; Kandasamy chat 09/08/27: 'Rendaavathu thadava indha reason (second time)'. Two.")
q("count", "sahul ku ithuvarai ethana vaati exemption kuduthaanga",
  [["3", "three", "thrice", "moonu", "3rd", "moonaavathu"]],
  [["C05", "2027-09-06"], ["C05", "2027-10-18"], ["C05", "2027-12-13"]],
  "order 06.09.2027: 'petition under Section 355 BNSS filed - allowed'; Ferdi chat 18/10/27 'exemption petition - allowed. Rendaavathu'; 13/12/27 'moonaavathu thadava exemption - 3rd time'. Three.")
q("count", "devastanam side EO instructions nu ethana vaati vaaidha vaanginaanga",
  [["2", "two", "twice", "second", "rendu"]], [["C04", "2027-06-16"], ["C04", "2027-09-15"]],
  "register 16.06.2027: 'புது EO உத்தரவு (instructions) வரணும்னு time கேட்டாங்க'; proceedings 15.09.2027: 'this is the second request on the same ground'. Two.")
# yes_no
q("yes_no", "priya husband maintenance arrears full-a kattinaara?",
  [["60,000", "60000"], ["not the full", "not full", "balance", "92,000", "partly", "illa"]], [["C08", "2027-12-18"]],
  "priya HMOP 18.12.27.docx: 'paid Rs. 60,000 by DD ... not the full amount ... balance Rs. 92,000 still due'.",
  today="2027-12-20")
q("yes_no", "ilayraja claim la insurance offer ok sonnomaa?",
  [["no", "not willing", "declined", "illa", "not accepted"], ["4,50,000", "450000", "4.5 lakh", "4.50 lakh"]],
  [["C06", "2027-12-06"]], "MCOP 58-2027 order 06.12.2027.pdf: 'R2 offered Rs. 4,50,000/- in full settlement. Claimant not willing.'")
q("yes_no", "velmurugan arrears court la kattittaaraa?",
  [["yes", "deposited", "kattiyaachu", "paid"], ["68,000", "68000"]],
  [["upload", "WhatsApp Image 2028-01-12 at 11.20.05.jpeg"], ["C04", "2028-01-19"]],
  "challan 12.01.2028: 'Amount: Rs. 68,000/-'; temple shop RW1 cross 19.1.txt: 'Arrears Rs. 68,000 deposited on 12.01.2028'.")
# said
q("said", "french documents pathi sub judge madam enna sonnaanga",
  [["translation"], ["certified", "sworn"]], [["C01", "2027-03-08"], ["C01", "2027-06-14"]],
  "IMG_20270308_173010.jpg: 'French document ellaam certified translation-oda file pannanum'; 14.6.27: 'sworn translation certified-a file pannanum, illaati mark panna maatten'.")
q("said", "ilayaraja case la PDJ madam medical board pathi enna sonnaanga",
  [["medical board"], ["general hospital", "ggh", "gh"]], [["C06", "2027-10-04"]],
  "MCOP 58 PW1 cross.docx: 'claimant to appear before the Medical Board at the Government General Hospital, Karaikal'.")
q("said", "agnes cross la appa kalyanam pathi enna sonnaanga",
  [["mairie"], ["1958"], ["code civil", "civil code"]], [["C01", "2027-09-27"]],
  "agnes cross 27.9.txt: 'appa's marriage in 1958 was registered at the Mairie de Karikal under the Code civil'.")
# judge_habit
q("judge_habit", "முன்சீப் sir usual-a first enna kepparu",
  [["mediation", "சமரசம்"]], [["C03", "2027-03-10"], ["C04", "2027-03-17"]],
  "IMG_20270310_163820.jpg: 'Munsif sir first question: \"mediation ku pogalaamaa?\"'; register 17.03.2027: 'சமரசம் (mediation) போகலாமான்னு முதல்ல கேட்டாங்க'.")
q("judge_habit", "family court madam husband appearance pathi enna solluvaanga",
  [["video"], ["in person", "counselling"]], [["C08", "2027-03-13"], ["C08", "2027-04-17"], ["C08", "2027-12-18"]],
  "Ferdi chat 13/03/27: 'counselling ku anuppunaanga ... Husband in person varanum'; 17/04/27: 'video conference la appear aaganum'; 18.12.27 docx: 'appear by video conference'.")
q("judge_habit", "ilangovan J bail matter la first enna kepparu",
  [["previous case", "antecedent"]], [["C07", "2027-08-03"]],
  "Ferdi chat HC 03/08/27: 'Judge first question: \"previous case irukkaa?\"'.")
# pending_before
q("pending_before", "13th MACT ku munnaadi enna ready pannanum",
  [["badge"], ["permit"]], [PLAN],
  "Plan 11-18 March.docx: 'MCOP 58/27 Ilayaraja - RW1 driver Suresh cross: PSV badge, tourist permit copy from RTO Nagapattinam'.")
q("pending_before", "innaikku temple shop arguments ku enna edukkanum",
  [["money order", "mo coupons"], ["68,000", "68000"], ["approved plan", "queue complex"]], [PLAN],
  "Plan 11-18 March.docx: 'MO coupons 'refused' (11 nos.), deposit challan Rs. 68,000, EO cross (no approved plan for the queue complex)'.")
# amount
q("amount", "sahul cheque amount evvalavu",
  [["4,60,000", "460000", "4.6 lakh", "4.60 lakh", "460,000"]], [["upload", "IOB return memo Sahul Hameed.pdf"]],
  "IOB return memo: 'Cheque No. 207734 dated 20.12.2026 for Rs. 4,60,000/-'.")
q("amount", "boat case deposit order evlo",
  [["2,40,000", "240000", "2.4 lakh", "2.40 lakh", "240,000"]], [["C02", "2027-09-20"]],
  "Kandasamy chat 20/09/27: 'Defendants Rs. 2,40,000 deposit pannanum'; IA 233 order: 'deposit a sum of Rs. 2,40,000/-'.",
  today="2027-09-25")
q("amount", "priya ku maintenance evvalavu fix pannaanga",
  [["12,000", "12000"], ["20,000", "20000"]], [["C08", "2027-08-21"]],
  "IMG-20270821-WA0015.jpg: 'மாதம் ரூ. 12,000 ஜீவனாம்சம் ... + வழக்கு செலவு ரூ. 20,000'.")
# pattern
q("pattern", "entha entha cases la opposite party ku costs pottaanga",
  [["agnès", "agnes", "pragassam", "renonçant", "renoncant", "rue bussy"],
   ["vaaikkal", "rajendran", "kaliyamurthy", "vizhidiyur", "வாய்க்கால்"]],
  [["C01", "2027-08-23"], ["C03", "2028-02-09"]],
  "OS 47 proceedings 23.08.2027: 'costs of Rs. 1,500/- to the plaintiffs'; register 09.02.2028: 'OS 208/2026 வாய்க்கால் ... ரூ. 1,000 செலவுத்தொகை'.")
q("pattern", "sub court la enakku ippo entha matters irukku",
  [["agnès", "agnes", "pragassam"], ["kandasamy", "boat", "angalamman"]], [PLAN],
  "Plan 11-18 March.docx: 'Sub Court la rendu matters: Agnès 20th, Kandasamy 13th'.")
# counsel_pattern
q("counsel_pattern", "dourairadjou eppavum enna solli time vaanguvaaru",
  [["senior"], ["puducherry", "pondy"]], [["C01", "2027-07-19"], ["C01", "2027-08-23"]],
  "proceedings 19.07.2027: 'the senior counsel from Puducherry is to cross-examine and seeks time'; 23.08.2027: 'again seeks time ... senior counsel from Puducherry could not come'.")
q("counsel_pattern", "kaliyaperumal sir excuse enna eppavum",
  [["sea", "kadalukku"]], [["C02", "2027-03-15"], ["C02", "2027-08-09"]],
  "boat case 15.3.txt: 'defendant kadalukku poyirukkaar (gone to sea)'; chat 09/08/27: 'Sekar, Muthuvel kadalukku poyittaanga'.")
# witness
q("witness", "vaaikal case PW2 yaaru, enna sonnaaru",
  [["veerasamy"], ["40 varusham", "40 years", "forty"], ["samba", "thaladi"]], [["C03", "2027-12-08"]],
  "IMG_20271208_165951.jpg: 'PW2 Veerasamy ... Indha vaaikkal 40 varusham-a odudhu ... Samba, thaladi rendukkum'.")
q("witness", "cheque case la bank la irunthu vantha CW2 yaaru, enna sonnar",
  [["rathinavel"], ["3,212", "3212"]], [["C05", "2028-02-07"]],
  "CC318 CW2 bank manager.docx: 'CW2 Thiru K. Rathinavel, Assistant Manager ... balance on 26.12.2026 ... was Rs. 3,212 only'.")
q("witness", "agnes case la PW2 retired clerk enna prove pannaaru",
  [["désiré", "desire", "lourdes"], ["1929"], ["1981"]], [["C01", "2027-11-08"]],
  "OS47 PW2 Desire Lourdes.docx: 'the 1929 acte No. 112 ... is entered in the register of renonçants ... the 1981 sale acte'.")
# open
q("open", "thirunallar kadai case full status sollu",
  [["money order", "refused"], ["68,000", "68000"], ["approved plan"], d("2028-03-11")],
  [["C04", "2027-04-21"], ["C04", "2027-07-21"], ["C04", "2028-01-19"]],
  "counter 21.04: 'tendered by money order ... refused'; Velmurugan chat 21/07/27: 'no approved plan'; RW1 cross 19.1.txt: 'Arrears Rs. 68,000 deposited ... Arguments on 11.03.2028'.")
q("open", "ilayaraja MACT enna nilamai ippo",
  [["35%", "35 %", "35 per cent", "thirty five"], ["4,50,000", "450000", "4.5 lakh"], d("2028-03-13")],
  [["C06", "2027-12-06"], ["C06", "2028-02-14"]],
  "order 06.12.2027: 'permanent disability 35% ... R2 offered Rs. 4,50,000/- ... Claimant not willing'; IMG_20280214_174412.jpg: 'ND 13.3.28'.")
# bare
q("bare", "sahul", [["351", "questioning"]], [["C05", "2028-02-07"], ["upload", "JM-I Karaikal cause list 11.03.2028.pdf"]],
  "CC318 CW2 bank manager.docx: 'Call on 11.03.2028 for questioning of the accused u/s 351 BNSS'; cause list 11.03.2028 item 3.")
q("bare", "temple shop", [["arguments"]], [["C04", "2028-01-19"]],
  "temple shop RW1 cross 19.1.txt: 'Arguments on 11.03.2028 (Saturday)'.")
# no_record
q("no_record", "kottucherry land acquisition case adutha date enna", NR, [],
  "No land acquisition matter in the practice.", no_record=True, absent=["acquisition"])
q("no_record", "mani bail cancel panna state petition pottaangala? enna aachu", NR, [],
  "The bail (C07) was granted on 10.08.2027; no cancellation petition in any upload.", no_record=True,
  absent=["cancel"])
q("no_record", "priya case lok adalat la settle aachaa", NR, [],
  "C08 went to counselling, not to a Lok Adalat; no settlement.", no_record=True, absent=["lok adalat"])
q("no_record", "advocate thirunavukkarasu kooda enna case irukku", NR, [],
  "No Thirunavukkarasu in any upload.", no_record=True, absent=["thirunavukkarasu"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Karaikal practice (bench/practices/karaikal; written from the uploads' "
                    "source_text by its writer, practice111; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
