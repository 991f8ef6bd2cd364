"""Write questions.json for the Sagar practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note", "not in the notes"]]
NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note", "not in the notes"]]
TODAY = "2030-12-12"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"S-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "halke wale seemankan me pichli peshi pe kya hua tha",
  [d("2030-11-18"), ["bench mark", "pathar"], d("2031-01-13")], [["C01", "2030-11-18"]],
  "rehli 18 nov.txt: '18/11/2030 ... RI ne gaon ke pathar (bench mark) galat liye ... Bahas adhoori'; sudhar tareekh halke.txt: 'Halke seemankan - 13.01.2031'.")
q("last_time", "dhiru ki trial me last date pe kya hua",
  [d("2030-11-25"), ["chhatarpur"], ["warrant"]], [["C04", "2030-11-25"]],
  "dhiru 25 nov IO absent.txt: '25.11.30 ... IO ASI Raghuveer Singh Yadav absent - Chhatarpur transfer ... jamaanti warrant'.")
q("last_time", "meenakshi mam ki WP me last time kya hua jbp me?",
  [d("2030-08-27"), ["resolution"], ["not reached"], d("2030-10-08")], [["C08", "2030-08-27"]],
  "IMG_20300827_170215.jpg: '27/8/30 JBP Ct 23 ... EC resolution dated 28.11.29 pesh ... matter not reached. ND 8.10.30'.",
  today="2030-09-01")
# next_date
q("next_date", "rekha ka order kab sunayengi madam",
  [d("2030-12-18")], [["C05", "2030-11-27"]],
  "WhatsApp Chat with Rekha Bina.txt: 'Madam order 18 December ko sunayengi.'")
q("next_date", "halke seemankan agli tareek kya hai? antim bahas",
  [d("2031-01-13")], [["C01", "2030-11-18"]],
  "sudhar tareekh halke.txt corrects the 18/11 note's 15.01.2031: 'Halke seemankan - 13.01.2031 (Somvar)'.")
q("next_date", "bina wale 138 me agli tarikh kab h",
  [d("2030-04-23")], [["C02", "2030-03-12"]],
  "bina 12.3.30.txt: 'NDOH 23.4.30 - parivadi saakshya.'", today="2030-04-01")
# count
q("count", "kamta soni ab tak kitni baar gair hazir raha",
  [["3", "three", "teen"]], [["C02", "2030-01-08"], ["C02", "2030-04-23"], ["C02", "2030-11-05"]],
  "Register 08.01.2030: 'आरोपी हाजिर नहीं ... जमानती वारंट'; Pragya 23/04/2030: 'Kamta absent, exemption'; Rafiq chat 05/11/30: 'aaj fir kamta nai aao'.")
q("count", "dhiru ki HC bail appeal kitni peshi me nipti",
  [["4", "four", "char"], d("2030-03-11")], [["C03", "2030-02-04"], ["C03", "2030-02-18"], ["C03", "2030-03-04"], ["C03", "2030-03-11"]],
  "CRA 4412 jbp 4.2.docx (04.02), Pragya chat 18/02 and 04/03, CRA-4412-2030 order 11.03.2030.pdf: 'the appeal is allowed'.")
q("count", "meenakshi WP kitni baar not reached hui",
  [["2", "two", "do"]], [["C08", "2030-08-27"], ["C08", "2030-10-08"]],
  "IMG_20300827_170215.jpg: 'matter not reached'; Pragya chat 08/10/2030: 'WP not reached, item 47 tha'.")
# yes_no
q("yes_no", "kamta ne 96 hazar antarim pratikar de diya kya?",
  [["no", "nahi", "not paid", "nai"], ["96 hazar", "96,000", "96000"]], [["C02", "2030-09-17"]],
  "WhatsApp Chat with Rafiq Bhai Tendu.txt 17/09/30: '96 hazar abhi tak nai diye Kamta ne'.")
q("yes_no", "dhiru ko high court se bail mili thi na?",
  [["yes", "haan", "granted", "allowed", "mili"], d("2030-03-11"), ["50,000", "50000"]], [["C03", "2030-03-11"]],
  "CRA-4412-2030 order 11.03.2030.pdf: 'Dated : 11-03-2030 ... the appeal is allowed ... personal bond of Rs. 50,000/-'.")
q("yes_no", "pappu ka tractor chhoot gaya kya collector se",
  [["no", "not yet", "nahi", "abhi nahi"], d("2030-07-09")], [["C07", "2030-06-11"]],
  "11.06 collector pappu.docx: 'Aadesh 09.07.2030.' - no release yet on 20.06.2030.", today="2030-06-20")
# said
q("said", "ramprasad ne cross me lathi wali baat pe kya bola tha",
  [["dekh nai paya", "didn't see", "did not see", "could not see", "not see"], ["pichhe", "behind"]], [["C04", "2030-08-12"]],
  "dhiru PW1 cross 12.08.docx: '\"lathi kisne maari main dekh nai paya, pichhe se lagi\" - recorded'.")
q("said", "pateriya ne seemankan appeal ke jawab me kya likha tha",
  [["vidhivat", "duly", "proper"], ["padosi", "suchna", "notice"]], [["C01", "2030-04-08"]],
  "20300408_141522.jpg: 'Pateriya ne jawab pesh kiya: \"seemankan vidhivat, padosi ko suchna di gayi thi\"'.")
q("said", "collector sahab ne pappu ke compounding pe kya kaha tha",
  [["penalty"], ["chhod", "release"]], [["C07", "2030-06-11"]],
  "11.06 collector pappu.docx: 'Collector sahab: \"rule ke hisaab se penalty bharo, gaadi chhod denge\"'.")
# judge_habit
q("judge_habit", "pathak J atrocity ki bail appeal me sabse pehle kya dekhte",
  [["15-a(3)", "victim", "15a(3)"], ["case diary"]], [["C03", "2030-02-04"]],
  "CRA 4412 jbp 4.2.docx: 'Judge ne pehle poochha - victim (Ramprasad Ahirwar) ko 15-A(3) ka notice? ... case diary mangane ko kaha'.")
q("judge_habit", "khare madam family court me shuru me kya karwati hai",
  [["counsellor", "counselling", "paramarsh"]], [["C05", "2030-01-16"], ["C05", "2030-02-20"]],
  "family court 16.1.txt: 'Madam ne dono ko counsellor ke paas bheja (paramarsh)'; 20/2/30: 'Counsellor report - samjhauta nahi'.")
q("judge_habit", "raikwar madam bina me complainant ke bare me kya bolti hai",
  [["har tareekh", "every date", "each date", "every hearing"]], [["C02", "2030-03-12"]],
  "bina 12.3.30.txt: 'Madam: complainant har tareekh pe hazir rahe.'")
# pending_before
q("pending_before", "tamrakar sahab ke yahan mera kya pending hai",
  [["ghanshyam", "घनश्याम"], d("2030-12-12")], [["C06", "2030-10-31"]],
  "MACC 340-2029 order 31.10.2030.pdf: 'घनश्याम लोधी ... प्रकरण 12.12.2030 को'.")
q("pending_before", "saxena J ke court me konsa matter chal raha h",
  [["meenakshi"], d("2031-01-21")], [["C08", "2030-11-12"]],
  "Pragya chat (2) 12/11/2030: 'WP - arguments part heard ... ND 21.01.2031'; 08/10: 'Meenakshi ma'am WP'.")
# amount
q("amount", "rekha aur bitiya ko antarim kitna mila mahina",
  [["6,000", "6000"], ["3,000", "3000"]], [["C05", "2030-03-27"]],
  "MJCR 214-2029 antarim aadesh 27.03.2030.pdf: 'रु. 6,000/- एवं ... पुत्री को रु. 3,000/- प्रतिमाह'.")
q("amount", "pappu ne ret wale case me penalty kitni bhari",
  [["1,25,000", "125000", "1.25 lakh", "125,000"]], [["C07", "2030-07-09"], ["upload", "challan receipt penalty pappu.jpg"]],
  "collector order 09.07.2030 pappu.pdf: 'रु. 1,25,000/- (एक लाख पच्चीस हजार) शास्ति'; challan: 'Amount: Rs. 1,25,000/-'.")
q("amount", "insurance wale ne ghanshyam ko kitne ki offer di thi",
  [["3,40,000", "340000", "3.40 lakh", "3.4 lakh", "340,000"]], [["C06", "2030-10-31"]],
  "MACC 340-2029 order 31.10.2030.pdf: 'कंपनी रु. 3,40,000/- में समझौते को तैयार है; आवेदक ने प्रस्ताव अस्वीकार किया'.")
# pattern
q("pattern", "rafiq bhai wale case me accused har baar kya karta hai",
  [["exemption"], ["500"]], [["C02", "2030-04-23"], ["C02", "2030-11-05"]],
  "Pragya 23/04/2030: 'Kamta absent, exemption lag gayi'; Rafiq chat 05/11/30: 'Madam ne 500 rupaye cost pe exemption diya'.")
q("pattern", "dhiru trial me prosecution ke gawah aate hi nahi kya baar baar",
  [["ramprasad"], ["munna", "मुन्ना"], ["raghuveer", "io"]], [["C04", "2030-07-08"], ["C04", "2030-09-16"], ["C04", "2030-11-25"]],
  "8/7/30: 'PW1 Ramprasad nai aaya'; register 16.09: 'PW2 मुन्ना पटेल गैरहाजिर'; 25.11.30: 'IO ASI Raghuveer Singh Yadav absent'.")
# counsel_pattern
q("counsel_pattern", "vinod rai vakil rekha wale me kaisa chalta hai",
  [["cross", "जिरह"], ["gair-hazir", "absent", "bimaar"]], [["C05", "2030-05-22"], ["C05", "2030-10-16"]],
  "Register 22.05.2030: 'राय वकील साहब ने जिरह के लिए समय मांगा'; 16.10.30: 'Vinod Rai gair-hazir (bimaar bataya)'.")
q("counsel_pattern", "pateriya ji seemankan me har peshi pe kya karte h",
  [["samay", "time", "समय"], ["aapatti", "objection", "आपत्ति"]], [["C01", "2030-02-25"], ["C01", "2030-09-23"]],
  "Register 25.02.2030: 'पटेरिया वकील साहब हाजिर, जवाब हेतु समय मांगा'; 23.09 docx: 'report par aapatti ke liye samay manga'.")
# witness
q("witness", "ghanshyam ke case me doctor gawah kaun tha, bayan kab hua",
  [["sameer khare", "समीर खरे"], d("2030-09-12")], [["C06", "2030-09-12"]],
  "Register 12.09.2030: 'MACT सागर - घनश्याम लोधी - डॉ. समीर खरे (हड्डी रोग) का बयान हो गया'.")
q("witness", "munna patel ne dhiru case me kya gawahi di",
  [["hostile", "पक्षद्रोही", "palat"], ["इंकार", "denied", "nahi dekha"]], [["C04", "2030-10-21"]],
  "Special Case 37-2030 order 21.10.2030.pdf: 'साक्षी ने घटना देखने से इंकार किया ... पक्षद्रोही घोषित'.")
q("witness", "santosh ne apne bayan me cross me kya maana",
  [["20-22"], ["seth"]], [["C05", "2030-09-04"]],
  "rekha NAW1 4.9.txt: 'truck ... kiske naam? - \"seth ka\". Mahine me 20-22 din trip - maana.'")
# open
q("open", "rafiq bhai ka tendu patta wala case short me bata do",
  [["4,80,000", "480000", "4.8 lakh", "4.80 lakh"], ["security"], ["96,000", "96000"], d("2030-12-12")],
  [["upload", "notice 138 kamta soni.docx"], ["C02", "2030-03-12"], ["C02", "2030-08-06"], ["C02", "2030-11-05"]],
  "notice: 'Rs. 4,80,000'; 12.3.30: 'cheque khali hastakshar wala security me diya'; order 06.08: 'रु. 96,000/- अंतरिम प्रतिकर'; Rafiq chat: '12 Dec ko'.")
q("open", "ghanshyam MACT ka kya status h abhi",
  [["40%", "40 %", "forty"], d("2030-08-01")], [["C06", "2030-06-06"]],
  "ghanshyam PW1 6 june.txt: 'disability cert. 40% Ex P-3 ... ND 1.8.30 - PW2 Dr. Sameer Khare'.", today="2030-07-01")
# bare
q("bare", "bina", [["kamta", "rafiq"], d("2030-12-12")], [["C02", "2030-11-05"]],
  "Rafiq chat 05/11/30: 'Bayan (351) agli baar. 12 Dec ko.'; Pragya chat (2): 'Bina - Kamta phir absent ... ND 12.12'.")
q("bare", "ghanshyam", [["rto", "आर.टी.ओ."], d("2030-12-12")], [["C06", "2030-10-31"]],
  "MACC 340-2029 order 31.10.2030.pdf: 'साक्षी (आर.टी.ओ. कार्यालय का लिपिक) अनुपस्थित ... 12.12.2030 को'.")
# no_record
q("no_record", "rekha ke dahej wale 498A case ki next date kya hai", NR, [],
  "Rekha's only case is the maintenance application; no 498A case in any upload.", no_record=True, absent=["498"])
q("no_record", "halke seemankan me SDO se stay mila tha kya", NR, [],
  "No stay was ever sought or granted in C01; no upload names one.", no_record=True, absent=["stay", "sthagan"])
q("no_record", "meenakshi madam ki WP me contempt lagayi thi na, uska kya hua", NR, [],
  "No contempt petition anywhere.", no_record=True, absent=["contempt", "avmanna"])
q("no_record", "adv manoj jaiswal ke saath mera kaunsa case hai", NR, [], "No Jaiswal in any upload.", no_record=True,
  absent=["jaiswal"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Sagar practice (bench/practices/sagar; written from the uploads' "
                    "source_text by its writer, w-sagar; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
