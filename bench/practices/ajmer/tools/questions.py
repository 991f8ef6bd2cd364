"""Write questions.json for the Ajmer practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
TODAY = "2029-10-10"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"A-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "bhanwar doda post wale me pichli peshi pe kai hua",
  [d("2029-08-21"), ["io", "bhagwan singh"], ["bw", "warrant"]], [["C02", "2029-08-21"]],
  "WhatsApp Chat with Pooja Harwani Jr (2).txt 21/08/29: 'IO CI Bhagwan Singh nahi aaye. Tanwar sir ne BW 5000 ka kiya. ND 16.10.29'.")
q("last_time", "kishangarh marble wale suit me last date ko kya hua",
  [d("2029-09-13"), ["manoj sharma", "pw2", "accountant"], ["pe closed"]], [["C04", "2029-09-13"]],
  "IMG_20290913_140522.jpg: '13/9 Kishangarh - Shiv Shakti / PW2 Manoj Sharma (accountant, Tally) ... PE closed'.")
q("last_time", "haji sahab ki dukaan wale case me pichli tarikh pe kya hua tha",
  [d("2029-04-04"), ["9,000", "9000"], d("2029-05-16")], [["C06", "2029-04-04"]],
  "20290404_154010.jpg: '4/4/29 Rent Trib. - Haji sahab / Joshi sahab: \"9,000 pe raazi ho jao dono\" ... ND 16/5'.",
  today="2029-04-10")
# next_date
q("next_date", "bhagirath sendra wale ki agli date kab h",
  [d("2029-11-06"), ["patwari", "pw2"]], [["C08", "2029-09-25"]],
  "WhatsApp Chat with Lokesh Jangid (2).txt 25/09/29: 'reader ne date de di. ND 6.11.29 ... Patwari ka summons reissue'.",
  today="2029-09-28")
q("next_date", "pushkar hotel wala case agla kab lagega",
  [d("2029-10-17"), ["cross", "girish"]], [["C05", "2029-08-08"]],
  "parashar PW1 8.8.txt: 'Cross incomplete. ND 17.10.2029.'")
q("next_date", "gurjar ki writ jaipur me kab h ab",
  [d("2029-10-22"), ["final arguments", "arguments"]], [["C01", "2029-08-06"]],
  "SBCWP-14562-2028 order 06.08.2029.pdf: 'List for final arguments on 22.10.2029.'")
# count
q("count", "lodha ne santosh devi wale claim me kitni bar time liya",
  [["2", "two", "twice", "do baar"]], [["C03", "2029-05-15"], ["C03", "2029-09-04"]],
  "20290515_131850.jpg: 'Lodha - cross ke liye time'; Pooja chat (2) 04/09/29: 'Lodha sir ne time maanga'. Two.")
q("count", "khandelwal pe kishangarh me kitni baar cost lagi aur kitni kitni",
  [["2", "two", "twice", "do baar"], ["500"], ["1,000", "1000"]], [["C04", "2029-03-15"], ["C04", "2029-07-12"]],
  "Lokesh chat 15/03/29: 'Purohit madam ne 500 cost lagayi'; Lokesh chat (2) 12/07/29: 'Madam ne 1000 cost pe time diya'.")
q("count", "doda post case me ab tak kitne gawah ho gye",
  [["3", "three", "teen"], ["hanuman sahay"], ["ladu ram"], ["shyam lal"]],
  [["C02", "2029-03-06"], ["C02", "2029-04-24"], ["C02", "2029-06-19"]],
  "bhanwar PW1 cross 6.3.29.docx 'PW1 SI Hanuman Sahay Meena'; IMG_20290424: 'PW2 Ladu Ram motbir - HOSTILE'; ndps 19 june.txt: 'PW3 HC Shyam Lal'.")
# yes_no
q("yes_no", "sarovar wale ne poora kiraya jama karaya k nahi",
  [["yes", "haan", "deposited", "jama"], ["3,30,000", "330000", "3.3 lakh", "3.30 lakh"], d("2029-06-05")],
  [["C05", "2029-04-18"], ["C05", "2029-08-08"]],
  "18.4.29 kutchery.txt: 'Sarovar ne sirf Rs. 3,30,000 jama kiya (aadha)'; parashar PW1 8.8.txt: 'Balance Rs. 3,30,000 deposited by Sarovar on 05.06.2029'.")
q("yes_no", "girdhari ji ne dead rent wala paisa bhara tha kya stay ke liye",
  [["yes", "haan", "paid", "deposited"], ["3,48,000", "348000", "3.48 lakh"], d("2028-12-02")],
  [["upload", "IMG_20281202_113015.jpg"]],
  "IMG_20281202_113015.jpg: 'e-GRAS challan ... Date 02/12/2028 ... Amount: Rs. 3,48,000/- ... PAID'.")
q("yes_no", "bhanwar ko bail mil gyi kya?",
  [["not yet", "no", "nahi", "reserved"], d("2028-10-20")], [["C02", "2028-10-13"]],
  "bhanwar bail args 13.10.txt: 'Order reserved. ND 20.10.2028'.", today="2028-10-16")
# said
q("said", "bhandari sahab ne pehli date pe AAG se kya poocha tha",
  [["original record"]], [["C01", "2028-11-08"]],
  "writ Gurjar admission 8.11.docx: 'Bhandari sahab ne pucha \"original record kahan hai?\"'.")
q("said", "vaswani me motwani ne upar ki manjil ke bare me kya bola",
  [["2015"], ["khud", "himself", "own", "baap ke paise se nahi"]], [["C07", "2029-04-18"]],
  "18.4.29 kutchery.txt: 'Motwani: \"upar ki manzil Kishore ne 2015 me khud banwai, baap ke paise se nahi\"'.")
q("said", "tanwar sahab ne 52A k baare me kya kaha tha",
  [["certificate"], ["pp ke paas nahi", "not with the pp", "pp did not have", "not done"]], [["C02", "2029-06-19"]],
  "ndps 19 june.txt: 'Tanwar sahab ne khud pucha \"52A ka certificate kahan hai?\" - PP ke paas nahi'.")
# judge_habit
q("judge_habit", "bhargava sahab MACT me har date pe kya puchte h",
  [["offer"]], [["C03", "2028-11-29"], ["C03", "2029-03-20"], ["C03", "2029-09-04"]],
  "santosh mact 29.11.txt: 'insurer se pucha \"koi offer hai?\"'; AW1 docx: 'insurer offer laye'; Pooja chat (2) 04/09: 'pucha \"offer kab?\"'.")
q("judge_habit", "joshi sahab rent tribunal me sabse pehle kya karwate hain",
  [["kiraya jama", "deposit", "jama"], ["raazi", "compromise", "9,000"]],
  [["C05", "2028-11-15"], ["C05", "2029-02-21"], ["C06", "2029-04-04"]],
  "IMG_20281115: 'Joshi sahab: \"pehle kiraya jama karao\"'; order 21.02.2029: deposit of arrears; 20290404: '\"9,000 pe raazi ho jao dono\"'.")
q("judge_habit", "purohit madam kishangarh wali ka kya scene h, kya leke jaun",
  [["original", "मूल"], ["cost"]], [["C04", "2029-01-31"], ["C04", "2029-03-15"], ["C04", "2029-04-26"]],
  "aadeshika 31.01.2029: 'वादी मूल बिल एवं लेजर साथ लावे'; Lokesh chat 15/03/29: '500 cost ... original bill lekar aana'; PW1 docx: 'originals shown to Purohit madam'.")
# pending_before
q("pending_before", "aaj MACT me santosh wale me kya kya ready rakhna tha",
  [["dl extract", "dl", "licence"], ["endorsement"], ["receipt", "raseed"]], [["upload", "week plan 8-13 Oct.docx"]],
  "week plan 8-13 Oct.docx: 'Keep DL extract + endorsement dates chart. Costs 1000 receipt.'")
q("pending_before", "gurjar writ ki final bahas se pehle kya check krna h",
  [["rejoinder"]], [["upload", "week plan 8-13 Oct.docx"], ["C01", "2029-08-06"]],
  "week plan: 'Mon 22/10 - Jaipur: Gurjar writ final args - rejoinder filed? CHECK (due 3 weeks from 6.8)'.")
# amount
q("amount", "santosh devi wale me claim kitne ka dala tha aur ramkishore ki kamai kitni likhi",
  [["42,60,000", "4260000", "42.6 lakh", "42.60 lakh"], ["18,000", "18000"]],
  [["upload", "claim petition Santosh Devi MACT.pdf"]],
  "claim petition: 'earning Rs. 18,000 per month. Compensation claimed: Rs. 42,60,000'.")
q("amount", "bhanwar ki bail kitne ke muchalke pe hui thi",
  [["1,00,000", "100000", "1 lakh"], ["50,000", "50000"]], [["C02", "2028-10-20"]],
  "bail order 20.10.2028: 'रु. 1,00,000/- के व्यक्तिगत मुचलके एवं रु. 50,000-50,000/- की दो जमानतों पर'.")
q("amount", "haji sahab ki dukaan ka kiraya kitna tay hua aakhir me",
  [["8,500", "8500"], ["5 प्रतिशत", "5%", "5 percent", "five percent"]], [["C06", "2029-05-16"]],
  "RP 61-2028 compromise order 16.05.2029.pdf: 'रु. 8,500/- प्रतिमाह ... प्रत्येक तीन वर्ष पश्चात 5 प्रतिशत की वृद्धि'.")
# pattern
q("pattern", "is saal kin kin mamlo me samne wali party pe cost lagi",
  [["gurjar", "mining", "tilonia"], ["santosh", "mact"], ["shiv shakti", "marble", "kishangarh"]],
  [["C01", "2029-05-07"], ["C03", "2029-09-04"], ["C04", "2029-03-15"], ["C04", "2029-07-12"]],
  "gurjar 7 may.txt: 'costs Rs. 5,000 on State'; Pooja chat (2) 04/09: '1000 cost'; Lokesh chats 15/03 '500 cost', 12/07 '1000 cost'.")
q("pattern", "rent tribunal me mere kon kon se case h ya the",
  [["brahma vilas", "parashar", "pushkar", "पाराशर"], ["abdul rasheed", "haji", "रशीद"],
   ["disposed", "निस्तारित", "compromise", "राजीनामा"]],
  [["C05", "2029-02-21"], ["C06", "2029-05-16"]],
  "order 21.02.2029: 'श्रीमती कमला पाराशर बनाम मै. सरोवर हेरिटेज'; order 16.05.2029: 'हाजी अब्दुल रशीद ... राजीनामा के आधार पर निस्तारित'.")
# counsel_pattern
q("counsel_pattern", "khandelwal vakil tarikh lene ke liye kya bahane banata h",
  [["busy", "ajmer"], ["settlement"]], [["C04", "2029-03-15"], ["C04", "2029-07-12"]],
  "Lokesh chat 15/03/29: 'bole Ajmer me busy hai'; chat (2) 12/07/29: 'settlement ki baat chal rahi hai, time do'.")
q("counsel_pattern", "lodha insurance wala har baar kya bolta h",
  [["divisional office", "instructions"], ["endorsement", "htv", "licence"]], [["C03", "2028-11-29"], ["C03", "2029-05-15"]],
  "santosh mact 29.11.txt: 'HTV/transport endorsement expired ... divisional office se puchhenge'; 20290515: '\"divisional office Jaipur se instructions\"'.")
# witness
q("witness", "doda post me PW1 SI ne cross me kya kya maana",
  [["kanta", "कांटे", "weigh", "तौल"], ["gazetted", "राजपत्रित"], ["9.10", "8.40"]], [["C02", "2029-03-06"]],
  "bhanwar PW1 cross 6.3.29.docx: 'weighing on spot with \"kanta\" ... no Gazetted officer ... rojnamcha entry 9.10 PM, seizure memo time 8.40 PM'.")
q("witness", "santosh wale me chashmdeed gawah kaun h, kya bola usne",
  [["mohan lal"], ["overtak"], ["behind", "peeche"]], [["C03", "2029-05-15"]],
  "20290515_131850.jpg: 'AW2 Mohan Lal Regar (eyewitness ...) - trailer was overtaking a roadways bus, hit the bike from behind'.")
q("witness", "bhagirath ne apne bayan me kya kya bataya",
  [["1994", "kuan", "well"], ["1123"], ["batwara"]], [["C08", "2029-07-24"]],
  "PXL_20290724_122918.jpg: 'kuan (well) papa ne 1994 me khudwaya ... admitted 1123 Ram Swaroop jotata hai ... koi batwara nahi hua'.")
# open
q("open", "vaswani partition ka poora haal batao",
  [["1.35 crore"], ["mediation"], ["15 lakh"], d("2029-10-10")],
  [["upload", "commission report Naya Bazar house.pdf"], ["C07", "2029-08-30"], ["upload", "correction vaswani ND.txt"]],
  "LC report: 'Approximate market value Rs. 1.35 crore'; 30.08 docx: 'Mediation report: FAILED ... Prakash offered Rs. 15 lakh'; correction: 'Sahi agli tarikh 10.10.2029'.")
q("open", "sendra wali zameen ka case short me samjhao",
  [["312"], ["injunction", "निषेधाज्ञा"], ["stay nahi", "refused", "no stay"], d("2029-11-06")],
  [["C08", "2029-02-27"], ["C08", "2029-05-28"], ["C08", "2029-09-25"]],
  "aadeshika 27.02.2029: 'धारा 212 के अस्थायी निषेधाज्ञा ... स्वीकार'; sendra 28 may.txt: 'BoR ne 22.05 ko stay nahi diya ... naamantaran 312'; Lokesh chat (2): 'ND 6.11.29'.")
# bare
q("bare", "santosh", [d("2029-10-10"), ["dto", "licensing", "na evidence"]],
  [["C03", "2029-09-04"], ["upload", "MACT-1 Ajmer cause list 10.10.2029.pdf"]],
  "cause list 10.10.2029: 'MAC/118/2028 Santosh Devi vs Sukhdev Singh  NA Evidence'; Pooja chat (2): 'DTO Bhilwara ka clerk ... ND 10.10.29'.")
q("bare", "vaswani", [d("2029-10-10"), ["bhavna"]],
  [["upload", "correction vaswani ND.txt"], ["upload", "week plan 8-13 Oct.docx"]],
  "correction vaswani ND.txt: 'Sahi agli tarikh 10.10.2029, PW2 Bhavna'; week plan: 'Wed 10/10 - ADJ-2: Vaswani - PW2 Bhavna'.")
# no_record
q("no_record", "consumer commission wale builder ke case ki agli tarikh kya h", NR, [],
  "No consumer complaint and no builder in any upload.", no_record=True, absent=["builder", "consumer"])
q("no_record", "bhanwar ki bail cancel karne ki PP ki arji ka kya hua", NR, [],
  "The prosecution never moved to cancel the bail in C02; no upload says so.", no_record=True,
  absent=["bail cancel", "cancellation of bail", "cancel the bail"])
q("no_record", "santosh devi ko no fault wala interim paisa mila ki nahi", NR, [],
  "No interim award or no-fault payment in C03.", no_record=True, absent=["no fault", "no-fault", "interim award"])
q("no_record", "singhvi vakil ke saath mera kaunsa case chal raha", NR, [], "No Singhvi in any upload.", no_record=True,
  absent=["singhvi"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Ajmer practice (bench/practices/ajmer; written from the uploads' "
                    "source_text by its writer, practice 140; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
