"""Write questions.json for the Kavaratti practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the chamber's 9/3 when `short`)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd:02d}.{mm:02d}.{yy:02d}", f"{dd}-{mm}-{yy}",
             f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}",
             f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "record illa", "onnum illa", "no note",
       "not in the notes"]]
TODAY = "2027-02-03"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"K-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "kunhibi itha de tarwad case last posting il entha aaye",
  [d("2026-11-16"), ["amin"], ["cross over", "cross concluded"]], [["C01", "2026-11-16"]],
  "IMG_20261116_161020.jpg: '16/11/26 Sub Court - Cheriyapura / PW1 cross over ... PW2 = Amin, Kavaratti with the land register'.")
q("last_time", "rahiman kakka boat case kazhinja thavana enthu nadannu",
  [d("2027-01-20"), ["closed"], d("2027-02-24")], [["C02", "2027-01-20"]],
  "WhatsApp Chat with Fathima Jr (2).txt, 20/01/27: 'boat case PW2 secretary cross kazhinju ... Plaintiff evidence closed. DW-kku 24/2/27'.")
q("last_time", "helipad case last date il entha undaye",
  [d("2026-07-20"), ["ex-gratia", "ex gratia"], ["4,80,000", "480000", "4.8 lakh"]], [["C03", "2026-07-20"]],
  "Sub court week 13-20 July.docx: 'Mon 20.07.26 - OS 3/2026 Amini helipad ... WS filed ... ex-gratia of Rs. 4,80,000 offered'.",
  today="2026-08-01")
# next_date
q("next_date", "thaslima teacher CAT case next eppozha",
  [d("2027-02-12")], [["C07", "2027-01-08"]],
  "WhatsApp Chat with Fathima Jr (2).txt, 08/01/27: 'Member (A) leave-il ... Thasleema case 12/2/27 lekku'.")
q("next_date", "naseer maintenance orders ennaanu parayunne",
  [d("2027-02-18")], [["C06", "2027-01-21"]],
  "MC 11-25 args 21.1.txt: 'Arguments closed. Orders on 18.02.2027.'")
q("next_date", "anas ganja case adutha date?",
  [d("2026-09-09")], [["C04", "2026-08-05"]],
  "Anas PW1 cross 5.8.txt: 'ND 09.09.2026 - PW2 Kasmikoya.'", today="2026-09-01")
# count
q("count", "helipad case il GP WS nu ethra pravashyam time chodichu",
  [["2", "two", "twice"]], [["C03", "2026-04-20"], ["C03", "2026-06-15"]],
  "helipad 20 april.txt: 'GP Ajith Kumar: WS ready alla ... Time granted'; order 15.06.2026: 'again seeks time ... This is "
  "the second occasion'. (WS was filed on 20.07.)")
q("count", "boat case kadal mosham / kappal bannilla ennu paranju ethra thavana maatti",
  [["2", "two", "twice"]], [["C02", "2026-03-04"], ["C02", "2026-06-17"]],
  "Fathima Jr chat 04/03/26: 'Andrott HSC cancel - kadal mosham ... 15/4 kku'; chat (2) 17/06/26: 'Andrott camp cancel aayi - "
  "Munsiff madam-nu kappal kittiyilla, monsoon'.")
q("count", "anas case il ithu vare ethra PW ne examine cheythu",
  [["3", "three"]], [["C04", "2026-06-10"], ["C04", "2026-09-09"], ["C04", "2026-12-02"]],
  "IMG_5521.HEIC: 'PW1 SI K. Abdul Salam - chief over'; 20260909: 'PW2 Kasmikoya ... HOSTILE'; SC 2-2026 PW3 2.12.docx: "
  "'PW3 Head Constable Shameer A.'; PW4 not present on 13/1/27.")
# yes_no
q("yes_no", "jetty stores case il vaadaka court il adakkan order kittiyo",
  [["allowed", "permitted"], ["3,000", "3000", "three thousand"]], [["C08", "2026-02-23"]],
  "OS 22-2025 IA order 23.02.2026.pdf: 'permitted to deposit the monthly rent of Rs. 3,000/- ... Petition allowed.'")
q("yes_no", "thasleema teacher nu CAT il stay kittiyo",
  [["abeyance"]], [["C07", "2026-06-05"]],
  "CAT order 05.06.2026: 'the transfer order dated 22.05.2026 shall be kept in abeyance'.", today="2026-06-10")
q("yes_no", "tarwad case il commissioner report file cheytho",
  [["412"], ["filed"]], [["C01", "2026-06-08"]],
  "20260608_135212.jpg: 'Commission report filed! 3 thottams, total 1.86 acre, 412 thengu'.")
# said
q("said", "anas case PW1 SI cross il enthokke sammathichu",
  [["gazetted"], ["fish-stall scale", "fish stall", "scale"]], [["C04", "2026-08-05"]],
  "Anas PW1 cross 5.8.txt: 'No gazetted officer was offered in writing. Weighing done at the jetty on a fish-stall scale'.")
q("said", "kasim cross il vaadakaye patti entha paranje",
  [["august 2024", "aug 2024"], ["refused"]], [["C08", "2026-08-10"]],
  "20260810_124055.jpg: 'Admitted: he refused the rent from August 2024'.")
q("said", "naseer cross il salary ethra ennu sammathichu",
  [["1,150", "1150"]], [["upload", "correction naseer ND.txt"]],
  "correction naseer ND.txt: 'Naseer in cross admitted his salary is USD 1,150 per month (basic)'.")
# judge_habit
q("judge_habit", "DJ sir NDPS case il PP nodu sthiram chodikkunnath entha",
  [["52a"], ["fsl"]], [["C04", "2026-03-11"], ["C04", "2026-06-10"], ["C04", "2026-12-02"]],
  "Anas discharge args 11.3.docx: 'where is the s. 52A inventory? and has the FSL report come?'; IMG_5521: 'again asked 52A "
  "inventory'; PW3 2.12.docx: 'third time he asked the PP for the 52A inventory'.")
q("judge_habit", "divya madam GP time chodichal entha cheyyum",
  [["costs"], ["2,000", "2000", "two thousand"]], [["C03", "2026-04-20"], ["C03", "2026-06-15"]],
  "helipad 20 april.txt: 'Divya madam warned - next time costs'; order 15.06.2026: 'costs of Rs. 2,000/-'.")
q("judge_habit", "andrott munsiff madam sthiram nirbandhikkunnath entha",
  [["register", "രജിസ്റ്റർ"]], [["C02", "2026-04-15"], ["C02", "2026-10-21"]],
  "IMG_20260415_110502.jpg: 'society register produce cheyyanam ... she wants the register every time'; 21.10 register: "
  "'രജിസ്റ്റർ സഹിതം ഹാജരായി'.")
# pending_before
q("pending_before", "divya madam nte court il ente ethra case und",
  [["2", "two"], ["cheriyapura", "tarwad", "partition"], ["helipad"]], [["C01", "2026-11-16"], ["C03", "2026-12-14"]],
  "IMG_20261116: 'Sub Court - Cheriyapura ... ND 08.02.2027'; 20261214: 'Sub Ct - helipad OS 3/26 ... ND 15.2.2027'.")
q("pending_before", "kavaratti munsiff court il ente ethu case aanu ullath",
  [["koyammakoya", "jetty stores"], ["arguments"]], [["upload", "Cause list Kavaratti 03.02.2027.pdf"]],
  "Cause list 03.02.2027, Munsiff-cum-JFCM Kavaratti: 'O.S. 22/2025 Kasim B. v. Koyammakoya P. Arguments'.")
# amount
q("amount", "tarwad commissioner batta ethra aayirunnu",
  [["7,500", "7500", "seven thousand five hundred"]], [["C01", "2026-03-09"]],
  "OS 14 of 2024 proceedings 09.03.2026.pdf: 'Batta of Rs. 7,500/- to be deposited by the petitioners.'")
q("amount", "helipd nu ex gratia ethra offer cheythu",
  [["4,80,000", "480000", "4.8 lakh", "four lakh eighty thousand"]], [["upload", "IMG_20230614_091233.jpg"]],
  "Deputy Collector's letter 14.06.2023: 'An ex-gratia of Rs. 4,80,000/- (Rupees four lakh eighty thousand only)'.")
q("amount", "anas bail bond ethra aayirunnu",
  [["50,000", "50000", "fifty thousand"]], [["C05", "2026-02-16"]],
  "Bail Appl 1422-2026 order: 'executing a bond for Rs. 50,000/- (Rupees fifty thousand only) with two solvent sureties'.")
# pattern
q("pattern", "kappal/weather karanam maariya postings ethokke case il",
  [["boat", "rahiman"], ["pw3", "lagoons"], ["bail", "report"]],
  [["C02", "2026-03-04"], ["C02", "2026-06-17"], ["C04", "2026-10-28"], ["C05", "2026-02-09"]],
  "Fathima chat 04/03/26 (Andrott HSC cancel, Rahiman case) and 09/02/26 (bail report, kappal late); chat (2) 17/06/26 "
  "(camp cancel, boat case); register 28.10.2026: 'PW3 ... MV Lagoons കപ്പൽ റദ്ദാക്കി'.")
q("pattern", "opposite party kku costs adicha cases ethokke",
  [["helipad", "mullakoya"], ["2,000", "2000"], ["koyammakoya", "kasim"], ["500"]],
  [["C03", "2026-06-15"], ["C08", "2026-10-05"]],
  "order 15.06.2026 (Mullakoya v. UT): 'costs of Rs. 2,000/-'; Doc1.docx (Kasim v. Koyammakoya): 'costs of Rs. 500/-'.")
# counsel_pattern
q("counsel_pattern", "cheriyakoya vakeel ella thavanayum enth cheyyunne",
  [["objection"], ["friday"]], [["C01", "2026-02-16"], ["C01", "2026-06-08"], ["C01", "2026-07-13"]],
  "16/2/26: 'objection file cheyyan time venam'; 8.6.26: 'Cheriyakoya again: time for objection'; week 13 July: "
  "'Puthiyathottam is D1's \"Friday property\"'.")
q("counsel_pattern", "GP ajith kumar helipad il sthiram entha parayunne",
  [["instructions"], ["secretariat"]], [["C03", "2026-04-20"], ["C03", "2026-06-15"], ["C03", "2026-12-14"]],
  "20/4/26: 'instructions from the Secretariat awaited'; order 15.06: 'instructions from the Secretariat are awaited'; "
  "14.12.26: 'Secretariat-il ninnu kittiyilla'.")
# witness
q("witness", "anas case PW2 aara, avan entha parenje",
  [["kasmikoya"], ["hostile"]], [["C04", "2026-09-09"]],
  "20260909_123301.jpg: 'PW2 Kasmikoya (mahazar witness, porter) - turned HOSTILE'.")
q("witness", "boat case il society secretary entha mozhi koduthe",
  [["40%", "40 %", "40 percent"], ["ബാവക്കോയ", "bava koya", "bavakoya"]], [["C02", "2026-10-21"]],
  "register 21.10.2026: 'PW2 സൊസൈറ്റി സെക്രട്ടറി പി. ബാവക്കോയ ... 40% പങ്ക് (share) റഹിമാന് കൊടുത്തു'.")
q("witness", "jetty stores case DW2 aara",
  [["pookoya"], ["tea stall", "next shop"]], [["C08", "2026-12-07"]],
  "jetty 7 dec.txt: 'DW2 Pookoya (next shop, tea stall) examined'.")
# open
q("open", "rahmathbi maintenance case full status onnu parayu",
  [["10,000", "10000"], ["20,000", "20000"], d("2027-02-18")],
  [["C06", "2026-05-14"], ["C06", "2026-07-16"], ["C06", "2027-01-21"]],
  "interim order 14.05.2026: 'total Rs. 10,000/- per month'; 16.7.26: 'arrears Rs. 20,000'; 21.1.27: 'Orders on 18.02.2027'.")
q("open", "amini helipad case oru summary tharu",
  [["consent"], ["adverse inference"], d("2027-02-15")],
  [["C03", "2026-07-20"], ["C03", "2026-10-12"], ["C03", "2026-12-14"]],
  "week 13-20 July: 'land taken in 2023 \"by consent\"'; order 12.10.2026: 'shall produce the said file'; 14.12.26: "
  "'adverse inference ... ND 15.2.2027'.")
# bare (the lawyer's day: C04 and C08 are listed on 03.02.2027)
q("bare", "ganja", [["pw4"], ["vinod"]], [["C04", "2027-01-13"]],
  "anas 13 jan PW4.txt: 'PW4 CI Vinod Kumar P. (IO) not present ... ND 03.02.2027 - PW4.'")
q("bare", "jetty kada", [["arguments"], d("2027-02-03")], [["C08", "2026-12-07"]],
  "jetty 7 dec.txt: 'Evidence closed both sides. Arguments on 03.02.2027.'")
# no_record
q("no_record", "kiltan coir society case next date ethra", NR, [],
  "No such case in any upload.", no_record=True, absent=["kiltan", "coir"])
q("no_record", "boat case lok adalat il settle aayo", NR, [],
  "C02 was never sent to a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat", "adalat"])
q("no_record", "thasleema teacher case il contempt petition status entha", NR, [],
  "No contempt petition was ever filed in C07; no upload names one.", no_record=True, absent=["contempt"])
q("no_record", "adv shukkoor ente ethu case il aanu opposite", NR, [], "No Shukkoor in any upload.", no_record=True,
  absent=["shukkoor"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Kavaratti practice (bench/practices/kavaratti; written from the uploads' "
                    "source_text by its writer, practice74; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
