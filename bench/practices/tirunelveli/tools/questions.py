"""Write questions.json for the Tirunelveli practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "record illa", "ethuvum illa", "no note",
       "not in the notes", "பதிவு இல்லை"]]
TODAY = "2027-01-05"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"T-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "petchimuthu case la last time enna aachu",
  [d("2026-11-26"), ["35%", "35 %", "35 per", "thirty five"], ["petitioner side closed", "closed"]],
  [["C05", "2026-11-26"]],
  "20261126_180305.jpg: '26.11.26 Tenkasi MACT ... Medical Board report came: 35% permanent partial ... Petitioner side closed'.")
q("last_time", "lakshmi akka pangu case pona thadava enna nadanthuchu",
  [d("2026-12-22"), ["written arguments"]], [["C03", "2026-12-22"]],
  "partition args 22.12.txt: 'Our arguments heard, 40 min ... Written arguments filed today with 6 citations.'")
q("last_time", "raja bail last date la enna aachu",
  [d("2026-08-12"), ["allowed", "granted", "released on bail", "bail kidaichuchu"], ["10.30", "thachanallur"]],
  [["C06", "2026-08-12"]],
  "Scan_20260813_120455.pdf (12.08.2026): 'ordered to be released on bail ... appear before the Inspector of Police, "
  "Thachanallur daily at 10.30 a.m. for two weeks ... Petition allowed.'", today="2026-08-14")
# next_date
q("next_date", "panai thoppu case adutha vaaidha eppo? ethuku",
  [d("2027-01-20"), ["dw2"]], [["C02", "2026-12-16"]],
  "WhatsApp Chat with Mariselvam Jr (2).txt 16/12/26: 'Adutha thethi 20.1.27 - DW2 (avan magan).'")
q("next_date", "jebakumar cheque case next date enna",
  [d("2027-01-05"), ["dw1", "arul", "defence witness"]],
  [["upload", "correction cheque case ND.txt"], ["C04", "2026-12-07"]],
  "correction cheque case ND.txt (8/12): 'register la 07.01.2027 nu potturukkaar - thappu ... sariyaana adutha thethi "
  "05.01.2027 (Tuesday), DW1 Arul.' The register of 07.12 says 07.01.2027 (wrong).", today="2026-12-10")
q("next_date", "petchimuthu MCOP next eppo",
  [d("2026-10-22"), ["medical board"]], [["C05", "2026-09-03"]],
  "MCOP 96-2025 proceedings 03.09.2026.pdf: 'referred to the Medical Board ... Call on 22.10.2026.'", today="2026-09-08")
# count
q("count", "murugesan vakkil samadhanam nu solli ethana thadava vaaidha vaangirukkaaru",
  [["3", "three", "moonu", "thrice"]], [["C03", "2026-01-13"], ["C03", "2026-08-04"], ["C03", "2026-11-24"]],
  "13.1.26: '\"samadhanam pesikittu irukkom\" - time ketaar'; 4 aug notes: 'Balasubramanian again \"samadhanam "
  "pesarom\"... Time given'; register 24.11.2026: 'சமாதானம் பேசுகிறோம் என்று மீண்டும் வாய்தா கேட்டார்'. Three.")
q("count", "jebakumr evlo thadava absent aagi petition pottaan",
  [["3", "three", "moonu", "thrice"]], [["C04", "2026-03-30"], ["C04", "2026-09-28"], ["C04", "2026-12-07"]],
  "order 30.03.2026: 'Accused absent; petition under Section 355 BNSS ... allowed'; 28/9: 'again absent - "
  "Arumugaperumal 355 petition'; register 07.12.2026: 'எதிரி ஆஜராகவில்லை - 355 மனு'. Three.")
q("count", "kovil case la GP counter ku evlo vaati time ketaaru",
  [["2", "two", "rendu", "twice"]], [["C01", "2026-01-08"], ["C01", "2026-02-05"]],
  "8.1.26: 'GP Paramasivan: \"JC remarks varala\", counter ku time'; register 05.02.2026: 'எதிர்உரை (counter) தாக்கல் "
  "செய்யவில்லை ... மீண்டும் வாய்தா கேட்டார்'; the counter was filed on 05.03.2026. Two.")
# yes_no
q("yes_no", "ambai case la WS late aanathukku cost pottaangala?",
  [["yes", "aamam", "cost pottu", "costs"], ["500"]], [["C02", "2026-02-18"]],
  "WhatsApp Chat with Mariselvam Jr.txt 18/02/26: 'WS innum podala. Judge Rs.500 cost pottu time kuduthaar.'")
q("yes_no", "arumugam SA la stay irukka illaya",
  [["yes", "made absolute", "absolute", "stay continues"], ["75,000", "75000", "seventy five thousand"]],
  [["C07", "2026-06-16"], ["C07", "2026-02-03"]],
  "order 16.06.2026: 'The interim stay granted on 03.02.2026 is made absolute'; order 03.02.2026: 'interim stay ... on "
  "condition that the appellant deposits a sum of Rs. 75,000/-'.")
q("yes_no", "cheque case la bank manager saatchi solliyaacha?",
  [["yes", "aamam", "examined"], ["suresh"]], [["C04", "2026-08-24"]],
  "cheque case CW2 24-08-26.docx: 'CW2 R. Suresh, Asst. Manager, IOB Palayamkottai examined - proved return memo'.")
# said
q("said", "kovil case la hundi pathi judge amma enna order pottaanga",
  [["inspector"], ["status quo"]], [["C01", "2026-04-09"]],
  "OS 38 of 2025 proceedings 09.04.2026.pdf: 'Status quo as on date ... The hundi shall be opened only in the presence "
  "of the Inspector, HR&CE'.")
q("said", "petchimuthu footboard pathi cross la enna sonnaar",
  [["bus stop"], ["nikkala", "not on the footboard", "was not standing", "not standing", "denied"]],
  [["C05", "2026-06-25"]],
  "WhatsApp Chat with Mariselvam Jr.txt 25/06/26: '\"naan footboard la nikkala, bus stop la erum pothu bus "
  "eduthuttaanga\" nu sonnaar'.")
q("said", "pangu case la murugesan cross la enna othukittaan",
  [["no registered partition deed", "no partition deed", "no registered"], ["patta"]], [["C03", "2026-10-13"]],
  "DW1 Murugesan cross 13.10.2026.docx: 'Admitted: patta still in father's name ... no registered partition deed'.")
# judge_habit
q("judge_habit", "PDJ madam kovil case la mudhalla enna kepanga, enna eduthuttu poganum",
  [["hundi register"], ["accounts", "varavu-selavu", "varavu"]], [["C01", "2026-01-08"], ["C01", "2026-07-23"]],
  "20260108_174512.jpg: 'PDJ madam first question: temple accounts (varavu-selavu) + hundi register enga?'; "
  "23/7: 'Madam again asked hundi register original'.")
q("judge_habit", "ambai sub judge ku enna pidikkum, eppovum enna pannuvaaru",
  [["commissioner"], ["spot", "inspect"]], [["C02", "2026-08-26"]],
  "ambai commissioner 26.8.txt: 'Ambai judge always wants a commissioner to see the spot'.")
q("judge_habit", "JM-II madam accused absent na enna pannuvaanga",
  [["warning", "warned"], ["allowed", "allow"]], [["C04", "2026-03-30"], ["C04", "2026-09-28"]],
  "order 30.03.2026: 'Petition allowed with a warning that the accused shall be present'; 28/9: 'Madam allowed but "
  "warned again'.")
# pending_before
q("pending_before", "innaiku kovil case ku munnadi enna ready pannanum",
  [["scheme decree", "1968"], ["hundi register"], ["re-examination", "re examination"]],
  [["upload", "Week plan 4-9 Jan 2027.docx"]],
  "Week plan: 'Keep certified copy of 1968 scheme decree + hundi register ready; prepare re-examination.'")
q("pending_before", "tenkasi MCOP next hearing ku munnadi enna pannanum",
  [["maistry", "wage certificate", "wage"], ["rw1", "driver"]],
  [["upload", "Week plan 4-9 Jan 2027.docx"], ["C05", "2026-11-26"]],
  "Week plan: 'Thu 7/1 Tenkasi MACT - Petchimuthu - RW1 driver. Get the maistry wage certificate'; 26.11: 'Maistry "
  "certificate for wage - still pending'.")
# amount
q("amount", "jebakumar cheque evlo amount",
  [["4,50,000", "450000", "4.5 lakh", "4.50 lakh", "450,000"]], [["upload", "cheque return memo Jebakumar IOB.pdf"]],
  "cheque return memo: 'Cheque No. 208861 dated 08.07.2025 for Rs.4,50,000/-'.")
q("amount", "SA stay ku evlo deposit kattinom",
  [["75,000", "75000", "seventy five thousand"]],
  [["upload", "WhatsApp Image 2026-03-02 at 16.20.11.jpeg"], ["C07", "2026-02-03"]],
  "deposit receipt 02.03.2026: 'a sum of Rs. 75,000/- (Rupees Seventy five thousand only)'.")
q("amount", "panai thoppu kuthagai varushathukku evlo",
  [["45,000", "45000"]], [["upload", "kuthagai pathiram 2019 Vellankuzhi.pdf"]],
  "lease deed: 'வருட குத்தகை தொகை: ரூ.45,000/-'.")
# pattern
q("pattern", "TVMCH la records vaanganum, athu sambandhama ennoda case ethu ethu",
  [["petchimuthu", "mcop", "bus"], ["raja", "esakkiraja", "bail"]], [["C05", "2026-09-03"], ["C06", "2026-08-07"]],
  "MCOP order 03.09: 'referred to the Medical Board, Tirunelveli Medical College Hospital'; raja bail 7.8.txt: "
  "'injured Sudalai still in TVMCH'.")
q("pattern", "ethu ethu case la judge 'last chance' kuduthirukkaanga",
  [["kovil", "temple", "muppidathi", "keelapattam", "கோவில்"], ["pangu", "partition", "lakshmi", "பங்கு"]],
  [["C01", "2026-02-05"], ["C01", "2026-12-03"], ["C03", "2026-11-24"]],
  "register 05.02.2026 (கோவில் வழக்கு): '\"கடைசி வாய்ப்பு\" (last chance)'; 3.12.26: 'last chance for D3'; register "
  "24.11.2026 (பங்கு வழக்கு): 'இதுவே கடைசி வாய்ப்பு (last chance)'.")
# counsel_pattern
q("counsel_pattern", "balasubramanian vakkil eppo paathaalum enna solli time vaanguvaar",
  [["samadhanam", "settlement", "சமாதானம்"]], [["C03", "2026-01-13"], ["C03", "2026-08-04"], ["C03", "2026-11-24"]],
  "13.1.26 'samadhanam pesikittu irukkom'; 4 aug 'samadhanam pesarom'; 24.11 'சமாதானம் பேசுகிறோம்'.")
q("counsel_pattern", "arumugaperumal accused kaga every date enna pannuvaar",
  [["355", "absence petition", "absent"]], [["C04", "2026-03-30"], ["C04", "2026-09-28"], ["C04", "2026-12-07"]],
  "order 30.03: 'petition under Section 355 BNSS filed by his counsel'; 28/9: 'Arumugaperumal 355 petition'; 07.12 "
  "register: '355 மனு'.")
# witness
q("witness", "ambai case la DW1 cross la enna othukittaan",
  [["written renewal", "no written", "ezhuthu"], ["karupatti", "palm jaggery"]], [["C02", "2026-12-16"]],
  "Mariselvam chat (2) 16/12/26: 'Written renewal edhuvum illa nu othukittaan, karupatti kuduthathu \"kuthagaikku "
  "pathila\" nu sonnaan.'")
q("witness", "tenkasi case la namma doctor evlo percent disability sonnaar",
  [["45%", "45 %", "45 per", "forty five"], ["raghavan"]], [["C05", "2026-07-30"]],
  "Mariselvam chat (2) 30/07/26: 'PW2 Dr. Raghavan (ortho, GH Tenkasi) - 45% disability nu sonnaar.'")
q("witness", "pangu case la murugesan chief la enna solraan",
  [["1998"], ["oral partition", "vaimozhi"]], [["C03", "2026-09-08"]],
  "20260908_171150.jpg: 'DW1 Murugesan chief ... oral partition (vaimozhi pangu) in 1998 ... sisters got gold & cash'.")
# open
q("open", "raja bail full ah sollu",
  [d("2026-08-12"), ["25,000", "25000"], ["10.30"], ["two weeks", "2 weeks", "2 vaaram"]],
  [["C06", "2026-08-07"], ["C06", "2026-08-12"]],
  "order 12.08.2026: 'bond for Rs. 25,000/- with two sureties ... daily at 10.30 a.m. for two weeks ... Petition "
  "allowed'.")
q("open", "ayikudi second appeal status enna",
  [["admit", "admitted"], ["75,000", "75000"], d("2027-02-09")],
  [["C07", "2026-02-03"], ["C07", "2026-06-16"], ["C07", "2026-12-08"]],
  "order 16.06.2026: 'Admit. The following substantial questions of law arise'; order 03.02.2026: 'Rs. 75,000/-'; "
  "Document1 (3).docx: 'Adutha thethi 09.02.2027 - final hearing.'")
# bare
q("bare", "kovil", [["ayyappan", "pw2"], ["last chance"]], [["C01", "2026-12-03"]],
  "kovil PW2 3.12.txt: 'Madam: \"last chance for D3\" ... Adutha thethi 05.01.2027 - PW2 cross.'")
q("bare", "jebakumar", [["arul", "dw1"], ["nbw"]],
  [["upload", "correction cheque case ND.txt"], ["upload", "Week plan 4-9 Jan 2027.docx"]],
  "correction: '05.01.2027 (Tuesday), DW1 Arul'; week plan: 'Ask for NBW if accused absent again.'")
# no_record
q("no_record", "kallidaikurichi kinaru case adutha thethi enna", NR, [],
  "No Kallidaikurichi well case in any upload (the well in the practice is at Ayikudi, in the second appeal).",
  no_record=True, absent=["kallidaikurichi"])
q("no_record", "kovil case lok adalat la settle aachaa?", NR, [],
  "C01 was never sent to a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat"])
q("no_record", "raja ku high court la anticipatory bail pottome, enna aachu", NR, [],
  "C06 was a regular bail at the Principal Sessions Court; no anticipatory bail anywhere.", no_record=True,
  absent=["anticipatory"])
q("no_record", "jebaraj solomon vakkil kooda ennoda case ethu", NR, [], "No Jebaraj Solomon in any upload.",
  no_record=True, absent=["solomon", "jebaraj"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Tirunelveli practice (bench/practices/tirunelveli; written from the "
                    "uploads' source_text by its writer, practice56; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
