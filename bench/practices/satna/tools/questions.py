"""Write questions.json for the Satna practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "koi record nahi",
       "कोई रिकॉर्ड नहीं", "no case", "no matching", "don't have", "do not have", "not found", "no note",
       "not in the notes"]]
TODAY = "2028-01-20"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"S-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


PATWARI = ["patwari", "पटवारी"]
# last_time
q("last_time", "cement wale dawe me pichhli peshi pe kya hua tha",
  [d("2027-11-23"), PATWARI + ["sunil singh parihar"]], [["C02", "2027-11-23"]],
  "IMG_20271123_154907.jpg: '23.11.27 ... PW-1 ka cross pura. Agla gawah PW-2 Patwari halka Kathaha (Sunil Singh Parihar)'.")
q("last_time", "gulab gupta bijli wale me last date pe kya bhaya",
  [["kachhi", "काछी"], ["compounding", "samjhauta", "शमन", "dhara 152"]], [["C06", "2027-08-20"]],
  "diary page 20 and 24 aug.jpg: '20/8 ... PW-2 JE Ramesh Kachhi ka mukhya kathan ... samjhauta / compounding (dhara 152)'.",
  today="2027-09-01")
q("last_time", "rambhajan ke patta appeal me SDO ke yaha pichli baar kya hua",
  [d("2027-12-15"), ["तर्क सुने", "bahas ki", "बहस की"], ["स्थगन", "stay"]], [["C01", "2027-12-15"]],
  "0071-appeal aadesh patrika 15.12.2027.pdf: 'अपीलार्थी के अधिवक्ता के तर्क सुने गए ... स्थगन आदेश आगामी तिथि तक जारी'.")
# next_date
q("next_date", "jain sahab ke khadaan wale writ ki agli tareekh kab hai", [d("2028-02-07")], [["C05", "2027-12-06"]],
  "IMG_20271206_181120.jpg: 'ND 7.2.28 final hearing'.")
q("next_date", "sharda 138 ki next date?", [d("2027-07-09")], [["C04", "2027-04-09"]],
  "register page 09-04-2027.jpg: 'अगली तारीख 09.07.2027'.", today="2027-05-01")
q("next_date", "baghel vs cement co agli peshi kab hai amarpatan me", [d("2028-01-25")], [["upload", "correction baghel ND.txt"]],
  "correction baghel ND.txt: 'ND 18.1.28 galat ... agli tareekh 25.01.2028 hai'.")
# count
q("count", "rekha wale ST me ab tak kitne PW ki gawahi ho gayi",
  [["5", "five", "paanch", "पांच"]],
  [["C03", "2027-03-18"], ["C03", "2027-06-17"], ["C03", "2027-07-15"], ["C03", "2027-08-19"], ["C03", "2027-10-21"]],
  "PW-1 Ramsharan (cross 18.03), PW-2 Kusum (17.6), PW-3 Dr. Seema Bagri (15/7), PW-4 Santosh (19.08), PW-5 Devendra (21.10).")
q("count", "bijli case me company ka gawah kitni baar nahi aaya",
  [["2", "two", "do baar", "दो"]], [["C06", "2027-03-12"], ["C06", "2027-12-17"]],
  "register 12.03.2027: 'ए.ई. विवेक शर्मा नहीं आए'; register dec 2027, 17.12: 'लाइनमैन भोला प्रसाद साकेत हाजिर नहीं'.")
q("count", "bhadanpur patta appeal me kitni tareekhen lag chuki",
  [["7", "seven", "saat", "सात"]],
  [["C01", "2027-03-03"], ["C01", "2027-04-07"], ["C01", "2027-05-05"], ["C01", "2027-07-07"], ["C01", "2027-09-01"],
   ["C01", "2027-10-27"], ["C01", "2027-12-15"]],
  "3/3/27, 07/04/27, 05.05.2027, 7.7.27, 01/09/27, 27.10.2027, 15.12.2027.")
# yes_no
q("yes_no", "cement company pe WS late karne ka harja laga tha kya",
  [["500"], d("2027-04-27")], [["C02", "2027-04-27"]],
  "register page 27-04-2027.jpg: 'साहब ने 500 रुपये हर्जाना लगाकर अंतिम अवसर दिया'.")
q("yes_no", "rakesh ko jabalpur se zamanat mili ki abhi nahi",
  [["9.8.27", "09.08.2027", "9 aug", "9th august", "9 august"], ["case diary"]], [["upload", "IMG_20270726_190455.jpg"]],
  "IMG_20270726_190455.jpg: 'Case diary aa gai ... Order ke liye ND 9.8.27'; Neelesh chat 26/07/27: 'aaj case diary aa gai ... order ke liye ND 9.8.27' - not yet granted on 30.07.2027.",
  today="2027-07-30")
q("yes_no", "kaimor wale writ me dead rent jama hua tha na?",
  [["3,40,000", "340000", "3.4 lakh", "3.40 lakh"], ["challan", "चालान"]], [["C05", "2027-04-26"]],
  "kaimor 26 april note.docx: 'Dead rent Rs. 3,40,000 ka challan (jama 20.04.2027 ...)'.")
# said
q("said", "rekha ke baap ne cross me kya maana tha",
  [["likhit shikayat", "no written complaint"], ["bullet"]], [["C03", "2027-03-18"]],
  "rekha PW1 cross.docx: 'dahej ki koi likhit shikayat na thane me ki ... Bullet motorcycle apni khushi se di thi'.")
q("said", "AE sharma ne jirah me videography aur seal ke baare me kya kaha",
  [["videography"], ["hastakshar nahi", "signature", "dastakhat"]], [["C06", "2027-07-23"]],
  "gulab PW1 cross.docx: 'koi videography ya photo nahi li gai ... seal par upabhokta ke hastakshar nahi hain'.")
q("said", "bhadanpur ke patwari ne prativedan me kya likha",
  [["2004"], ["कुआं", "kuaa", "well"], ["कच्चा मकान", "kachcha ghar", "kutcha house"]], [["C01", "2027-09-01"]],
  "patwari prativedan bhadanpur.pdf: 'वर्ष 2004 से भूमि पर काबिज है। मौके पर कच्चा मकान एवं एक कुआं बना है'.")
# judge_habit
q("judge_habit", "1st ADJ madam gawah gairhazir hone pe kya karti hain",
  [["जमानती वारंट", "jamanti warrant", "bailable warrant"]], [["C03", "2027-04-15"], ["C03", "2027-09-16"]],
  "register 15.04.2027: 'मैडम ने जमानती वारंट जारी किया'; Mukesh chat 16/09/27: 'Madam ne jamanti warrant nikala'.")
q("judge_habit", "maihar SDO sahab tareekh kyu badha dete hain, unka tarika kya hai",
  [["प्रोटोकॉल", "protocol"], PATWARI], [["C01", "2027-10-27"], ["C01", "2027-07-07"]],
  "register 27.10.2027: 'साहब प्रोटोकॉल ड्यूटी में'; 7.7.27: 'SDO sahab ne Patwari halka Bhadanpur se kabze par prativedan mangaya'.")
q("judge_habit", "bagri sahab bijli case me har baar kya puchhte hai",
  [["jama", "जमा", "deposit"], ["compounding", "samjhauta", "शमन"]],
  [["C06", "2027-02-05"], ["C06", "2027-08-20"], ["C06", "2027-11-19"]],
  "5.2.27: 'nirdharit rashi 1,84,620 me kuch jama kiya?'; 20/8: 'samjhauta / compounding'; 19.11.27: 'phir poochha jama kya hua'.")
# pending_before
q("pending_before", "chouhan sahab amarpatan ke yaha mera kaun sa mamla chal raha",
  [["cement", "सीमेंट", "vindhya", "विन्ध्य"], d("2028-01-25")], [["C02", "2027-03-30"], ["upload", "correction baghel ND.txt"]],
  "RCS-A order 30.03.2027: 'शिवप्रताप सिंह बघेल विरुद्ध विन्ध्य भारत सीमेंट्स'; correction: 'agli tareekh 25.01.2028'.")
q("pending_before", "dubey J ke court me apna kya pending hai",
  [["kaimor", "कैमोर"], d("2028-02-07")], [["C05", "2027-04-05"], ["C05", "2027-12-06"]],
  "WP 8841-2027 order 05.04.2027: 'KAIMOR CHUNA PATHAR UDYOG ... (PRANAY KUMAR DUBEY)'; 6/12/27: 'ND 7.2.28'.")
# amount
q("amount", "chakki wale gulab pe bijli company ne kitna nirdharan kiya tha",
  [["1,84,620", "184620", "1.84 lakh", "1.85 lakh"]], [["upload", "IMG_20260625_123310.jpg"]],
  "IMG_20260625_123310.jpg: 'सिविल दायित्व की निर्धारित राशि : रु. 1,84,620/-'.")
q("amount", "parihar ne rajinama me pehli kist kitni di thi",
  [["1,50,000", "150000", "1.5 lakh", "1.50 lakh", "ek lakh pachas"]], [["C04", "2027-08-27"]],
  "rasid pehli kist parihar.jpg: 'रु. 1,50,000/- ... पहली किश्त'.")
q("amount", "cement company kitna paisa RTGS se dena bata rahi WS me",
  [["21,87,000", "2187000", "21.87 lakh"]], [["C02", "2027-07-13"]],
  "WS VBCL: 'संपूर्ण प्रतिफल रु. 21,87,000/- ... RTGS द्वारा'; 13/7/27 note: 'poora 21,87,000 RTGS se diya'.")
# pattern
q("pattern", "bijli wale case me tareekh kiske karan badhti rahi",
  [["company", "कंपनी"], ["nahi aaye", "नहीं आए", "हाजिर नहीं", "absent"]], [["C06", "2027-03-12"], ["C06", "2027-12-17"]],
  "register 12.03.2027: 'कंपनी के गवाह ए.ई. विवेक शर्मा नहीं आए'; 17.12.2027: 'हाजिर नहीं, कंपनी ने समय लिया'.")
q("pattern", "patel wale ST me prosecution ke gawah palat rahe hain kya",
  [["santosh"], ["devendra"], ["hostile", "pakshdrohi"]], [["C03", "2027-08-19"], ["C03", "2027-10-21"]],
  "rekha PW4 santosh.docx: 'pakshdrohi (hostile) ghoshit ... aanshik'; 21.10.27: 'Devendra Singh ... hostile'.")
# counsel_pattern
q("counsel_pattern", "manish agrawal cement case me kya kya chaal chal raha",
  [["o7 r11", "o7r11", "आदेश 7 नियम 11"], ["written statement", "जवाबदावा", "ws ke liye"], ["hc me vyast", "jabalpur"]],
  [["C02", "2027-01-19"], ["C02", "2027-04-27"], ["C02", "2027-08-24"]],
  "19.1.27: 'Agrawal ne O7 R11 ki arzi lagai ... WS ke liye samay liya'; register 27.04: 'जवाबदावा पेश नहीं किया'; 24/8: 'cross tala - HC me vyast (Jabalpur)'.")
q("counsel_pattern", "GA bajpai kaimor writ me har baar kya bolta hai",
  [["instructions awaited", "instructions"], ["directorate", "bhopal"]], [["C05", "2027-07-12"]],
  "jabalpur 12 july.jpg: 'Bajpai GA - \"instructions awaited from the Directorate, Bhopal\"'.")
# witness
q("witness", "rekha ka PM kis doctor ne kiya tha", [["seema bagri"]], [["C03", "2027-07-15"]],
  "IMG_20270715_124012.jpg: 'PW-3 Dr. Seema Bagri (PM karne wali)'.")
q("witness", "gulab wale me PW-3 kaun hai", [["bhola prasad saket", "भोला प्रसाद साकेत"], ["lineman", "लाइनमैन"]],
  [["C06", "2027-11-19"]], "gulab 19 nov.txt: 'PW-3 lineman Bhola Prasad Saket ka summons'.")
q("witness", "rekha ST me ab kaun sa gawah bacha hai", [["pushpendra tomar", "पुष्पेन्द्र तोमर"], ["investigating officer", "विवेचक", "i.o."]],
  [["C03", "2027-10-21"], ["C03", "2027-12-09"]],
  "21.10.27: 'Ab IO SI Pushpendra Tomar bacha'; register 09.12.2027: 'विवेचक एस.आई. पुष्पेन्द्र तोमर अवकाश पर'.")
# open
q("open", "khadan lease wale writ ka pura haal samjhao",
  [["lapse", "व्यपगत"], ["forest noc", "van mandal", "dfo"], d("2028-02-07")],
  [["upload", "lapse order Pathraha lease.pdf"], ["C05", "2027-08-30"], ["C05", "2027-12-06"]],
  "lapse order: 'पट्टा व्यपगत (lapse) घोषित'; 30.08: 'forest NOC 2024 se Van Mandal Satna me pending'; 6/12/27: 'ND 7.2.28'.")
q("open", "sharda wala cheque case kaise khatam hua",
  [["2,85,000", "285000", "2.85 lakh"], ["राजीनामा", "rajinama", "compromise", "147"], d("2027-09-24")],
  [["C04", "2027-09-24"]],
  "SCNIA order 24.09.2027: 'धारा 147 ... राजीनामा ... कुल रु. 2,85,000/- प्राप्त ... अभियुक्त को दोषमुक्त'.")
# bare
q("bare", "rekha", [["tomar", "तोमर"]], [["upload", "week plan 17-22 jan 2028.docx"]],
  "week plan: 'Guru 20.1 - 1st ADJ - Rekha ST 112/26 - IO SI Pushpendra Tomar ki gawahi'.")
q("bare", "gulab gupta", [["bhola prasad saket", "भोला प्रसाद साकेत", "lineman"]],
  [["upload", "week plan 17-22 jan 2028.docx"], ["C06", "2027-12-17"]],
  "week plan: 'Spl Judge Bijli - Gulab Gupta - PW-3 lineman Bhola Prasad Saket'; register 17.12.2027: 'अगली तिथि 20.01.2028'.")
# no_record
q("no_record", "unchehra wale bhu-arjan reference ki agli date kya hai", NR, [],
  "No land-acquisition reference in any upload.", no_record=True, absent=["arjan", "अर्जन", "reference"])
q("no_record", "rakesh ki zamanat radd karane ki arzi state ne lagai thi na, uska kya hua", NR, [],
  "No application to cancel Rakesh's bail anywhere.", no_record=True, absent=["radd kar", "निरस्त करने", "cancellation"])
q("no_record", "kaimor writ me humne avmanna yachika lagai thi uski tareekh", NR, [],
  "No contempt petition in any upload.", no_record=True, absent=["contempt", "अवमानना", "avmanna"])
q("no_record", "advocate ashutosh rawat ke saath mera kaun sa case hai", NR, [],
  "No Rawat in any upload.", no_record=True, absent=["rawat", "रावत"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Satna practice (bench/practices/satna; written from the uploads' "
                    "source_text by its writer, practice 125, an outsider; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
