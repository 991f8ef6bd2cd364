"""Write questions.json for the Ratlam practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
TODAY = "2030-08-20"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"RT-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


C05_ALL = [["C05", x] for x in ("2029-08-30", "2029-10-17", "2029-11-28", "2030-01-09", "2030-02-20", "2030-04-16",
                                "2030-06-25", "2030-08-06")]
C07_ALL = [["C07", x] for x in ("2029-10-10", "2029-11-21", "2030-01-16", "2030-03-04", "2030-04-22", "2030-06-10")]

# last_time
q("last_time", "joshi ji wale makan khali karane ke case me last date pe kya hua",
  [d("2030-08-13"), ["qureshi", "कुरैशी"], ["args", "arguments"]], [["C02", "2030-08-13"]],
  "joshi args 13.8.txt: 'Humne args kiye 30 min ... Qureshi ne time liya'.")
q("last_time", "nanuram wale namantaran me pichli peshi pe kya hua tha",
  [d("2030-06-18"), ["आदेश हेतु", "आदेश के लिए", "order reserved", "order ke liye"],
   ["तर्क समाप्त", "बहस पूरी", "arguments concluded"]], [["C01", "2030-06-18"]],
  "SDM Sailana aadesh patrika 18.06.2030.pdf: 'तर्क समाप्त। प्रकरण आदेश हेतु दिनांक 20.08.2030'.")
q("last_time", "kishan ki bail me last time kya hua indore me",
  [d("2029-12-14"), ["fsl"], d("2030-01-08")], [["C06", "2029-12-14"]],
  "IMG_20291214_170255.jpg: 'CD aa gayi ... \"FSL report aayi?\" ... ND 8.1.30'.", today="2029-12-16")
# next_date
q("next_date", "joshi eviction ki agli tareekh?", [d("2030-09-03")], [["upload", "correction joshi ND.txt"]],
  "correction joshi ND.txt: 'ND 03.10.2030 likh diya - GALAT ... sahi agli peshi 03.09.2030'.")
q("next_date", "gopal patidar claim case agli date kab h aur kis liye",
  [d("2030-08-22"), ["insurer", "बीमा"]], [["C07", "2030-06-10"]],
  "Dr Chouhan PW2 10.6.docx: 'ND 22.08.2030 - insurer's evidence'.")
q("next_date", "priyanka wale me next kab hai", [d("2030-04-16")], [["C05", "2030-02-20"]],
  "IMG_4471.HEIC: 'ND 16.4.30 - PW1 Amit.'", today="2030-03-20")
# count
q("count", "gopal ke mact me ab tak kitni dates ho gyi", [["6", "six", "chhe"]], C07_ALL,
  "six hearings: register 10.10.29, gopal mact 21 nov.txt, register 16.01.30, 4.3.30 diary, Sachin chat 22/04/2030, "
  "Dr Chouhan PW2 10.6.docx.")
q("count", "priyanka ke case me kitni peshiyan ho chuki ab tak", [["8", "eight", "aath"]], C05_ALL,
  "eight hearings: 30.08.29, 17.10.29, 28.11.29, 09.01.30, 20.02.30, 16.04.30, 25.06.30, 06.08.30.")
q("count", "jaora wale soni ji ke case me kitne issues bane the",
  [["6 vaad prashn", "ban gaye 6", "6 issues", "six issues", "6", "six"]], [["C04", "2029-12-11"]],
  "Sachin chat 11/12/2029: 'issues ban gaye 6'; Soni chat: '6 vaad prashn'.")
# yes_no
q("yes_no", "nanuram wale me stay hai kya abhi?",
  [["यथास्थिति", "status quo", "stay"], ["व्यपवर्तन", "डायवर्सन", "diversion", "अंतरण", "transfer"]],
  [["C01", "2029-12-18"], ["C01", "2030-06-18"]],
  "order 18.12.2029: 'यथास्थिति बनाए रखी जावे ... अंतरण अथवा व्यपवर्तन (डायवर्सन) नहीं करेगा'; 18.06.2030: 'यथास्थिति आदेश यथावत'.")
q("yes_no", "talreja ne cheque pe apna sign maana tha ya nahi",
  [["स्वीकार", "admitted", "admits"], ["निरस्त", "rejected"]], [["C03", "2030-01-31"]],
  "order 31.01.2030: 'अभियुक्त चेक पर अपने हस्ताक्षर स्वीकार करता है ... आवेदन निरस्त'.")
q("yes_no", "amit ne maintainance ka paisa diya kya priyanka ko?",
  [["ek paisa nahi", "not paid", "nothing paid", "nahi diya"], ["9,000", "9000"]],
  [["C05", "2030-02-20"], ["C05", "2030-01-09"]],
  "IMG_4471.HEIC 20.2.30: 'Amit ne s. 24 ka ek paisa nahi diya'; order 09.01.2030: 'रु. 9,000/- प्रतिमाह'.",
  today="2030-03-01")
# said
q("said", "SDM sahab ne wasiyat ke bare me kya poocha tha nanuram me",
  [["registered"], ["bhuriya bhagat", "bhuriya"]], [["C01", "2030-02-26"]],
  "20300226_181022.jpg: 'Tiwari sahab ne poocha: \"wasiyat registered kyon nahi? doosra gawah Bhuriya Bhagat kahan hai?\"'.")
q("said", "shrivastava madam ne args ke baare me kya bola joshi case me",
  [["judgment", "faisla"], ["dono", "both"]], [["C02", "2030-08-13"]],
  "joshi args 13.8.txt: 'Madam: \"agli baar dono ke args poore, fir judgment\"'.")
q("said", "nanuram ne apne baa ki wasiyat ke baare me kya kaha tha",
  [["angutha", "thumb"], ["anpadh", "illiterate"]], [["C01", "2029-09-11"]],
  "IMG_20290911_173512.jpg: '\"mhara baa ne koi wasiyat nee likhi, angutha bhi nee lagaya\" - baa anpadh tha'.",
  today="2029-10-01")
# judge_habit
q("judge_habit", "tiwari sahab SDM sailana kya cheez pehle dekhte hai",
  [["b-1", "khasra", "record", "अभिलेख"], ["adivasi", "tribal", "अनुसूचित जनजाति", "165(6)"]],
  [["C01", "2029-09-11"], ["C01", "2029-12-18"]],
  "11/9/29 diary: 'Sahab ne pehle B-1 dekhi - bola \"zameen adivasi ki hai?\"'; order 18.12.2029: 'अनुसूचित जनजाति'.")
q("judge_habit", "raghuwanshi sahab applications pe kaise decide karte h",
  [["turant", "wahi", "same day", "on the spot", "immediately"], ["145(2)"], ["recall"]],
  [["C03", "2029-10-03"], ["C03", "2030-07-02"]],
  "3/10/29 diary: '145(2) ka aavedan ... turant allow'; 2/7/30: 'recall wali application ... wahi reject'.")
q("judge_habit", "malviya madam jaora ka kya style hai",
  [["original"], ["last opportunity", "अंतिम अवसर"], ["1,000", "1000"]],
  [["C04", "2029-12-11"], ["C04", "2030-01-29"], ["C04", "2030-07-16"]],
  "Sachin chat 11/12: 'original chopda lana'; jaora PW1 29 jan.docx: 'Madam ne original dekh ke'; order 16.07.2030: "
  "'रु. 1,000/- व्यय पर अंतिम अवसर'.")
# pending_before
q("pending_before", "sailana SDM ke yahan mera kya kya pending hai",
  [["nanuram", "नानूराम", "damor", "namantaran"], d("2030-08-20")], [["C01", "2030-06-18"]],
  "order 18.06.2030 (नानूराम वि. धन्ना): 'आदेश हेतु दिनांक 20.08.2030'; register: 'नानूराम डामोर ... 20.08.30'.")
q("pending_before", "family court me kaunsa matter chal raha mera",
  [["priyanka", "trivedi", "प्रियंका"], d("2030-09-17")], [["C05", "2030-08-06"]],
  "kusum PW2 6.8.txt: 'Family Court - Priyanka matter ... ND 17.09.2030'.")
# amount
q("amount", "anwar ne kitna kiraya jama kiya tha court me aur kitna karna tha",
  [["28,000", "28000", "28 hazar"], ["50,400", "50400"]], [["C02", "2029-10-25"], ["C02", "2029-12-06"]],
  "order 25.10.2029: 'बकाया किराया रु. 50,400/- एक माह में'; joshi 6 dec issues.txt: 'sirf Rs. 28,000 jama kiye'.")
q("amount", "soni ji ka kitna baaki hai pawar pe, kitna diya tha usne",
  [["5,70,000", "570000", "5.7 lakh", "5.70 lakh"], ["1,50,000", "150000", "1.5 lakh"]],
  [["upload", "vaad patra Mahalaxmi Jewellers.pdf"]],
  "vaad patra: 'रु. 1,50,000/- दिनांक 30.06.2028 को अदा किए। शेष रु. 5,70,000/- बकाया'.")
q("amount", "priyanka ko s24 me kitna mila tha", [["9,000", "9000"], ["10,000", "10000"]], [["C05", "2030-01-09"]],
  "order 09.01.2030: 'रु. 9,000/- प्रतिमाह भरण-पोषण तथा रु. 10,000/- वाद व्यय'.")
# pattern
q("pattern", "kaunse case me samne wali party pe cost lagi hai",
  [["joshi", "anwar", "जोशी", "अनवर"], ["mahalaxmi", "pawar", "महालक्ष्मी", "पवार"]],
  [["C02", "2030-04-30"], ["C04", "2030-07-16"]],
  "order 30.04.2030 (जोशी वि. अनवर): 'रु. 500/- व्यय पर अंतिम अवसर'; order 16.07.2030 (महालक्ष्मी वि. दिलीप पवार): 'रु. 1,000/- व्यय'.")
q("pattern", "kin matters me date bina kaam ke nikal gayi - hadtal ya sahab dauro pe",
  [["ambika", "mehta", "talreja", "अम्बिका", "मेहता", "तलरेजा"], ["nanuram", "नानूराम", "sailana", "सैलाना"]],
  [["C03", "2030-03-06"], ["C01", "2030-01-22"]],
  "register 06.03.2030: 'अम्बिका साड़ी (मेहता जी) ... हड़ताल - कोई कार्य नहीं'; register 22.01.30: 'नानूराम - साहब दौरे पर'.")
# counsel_pattern
q("counsel_pattern", "kothari vakil har stage pe kya karta hai mehta ji wale me",
  [["application", "aavedan", "आवेदन"], ["handwriting", "हस्तलेख"], ["recall"]],
  [["C03", "2029-10-03"], ["C03", "2029-12-20"], ["C03", "2030-05-21"]],
  "3/10/29: 'Kothari ne 145(2) ka aavedan'; Sachin 20/12/2029: 'handwriting expert'; Sachin 21/05/2030: 'recall'.")
q("counsel_pattern", "qureshi ka har baar ka bahana kya hota hai",
  [["sulah", "compromise", "सुलह"]], [["C02", "2029-09-27"], ["C02", "2030-01-17"], ["C02", "2030-04-30"]],
  "register 27.09.2029 'सुलह की बात'; register 17.01.30 'फिर सुलह की बात'; order 30.04.2030 'सुलह वार्ता ... तीसरी बार'.")
# witness
q("witness", "gopal ne cross me apni kamai kitni batayi thi",
  [["25-30", "25 se 30", "25,000"], ["doodh", "dairy", "milk"]], [["C07", "2030-03-04"]],
  "20300304_174530.jpg: 'Kamai? - \"kheti + doodh dairy, mahine ke 25-30 hazar\"'.")
q("witness", "haresh munim ne cross me girvi aur cash ke baare me kya bola",
  [["girvi register", "pledge register"], ["rokad", "cash", "1.5 lakh"]], [["C04", "2030-04-23"]],
  "haresh munim 23.4.txt: 'girvi register alag che, usme Dilip nu naam nathi' ... 'koi rokad nathi aavi'.")
q("witness", "dr chouhan ne whole body disability kitni boli",
  [["12 to 15", "12-15", "12 se 15"]], [["C07", "2030-06-10"]],
  "Dr Chouhan PW2 10.6.docx: 'whole body disability kitni? - \"about 12 to 15 percent\"'.")
# open
q("open", "joshi ji wala case poora samjhao kaha tak pahuncha",
  [["13(6)"], ["struck out", "बचाव समाप्त", "strike off"], d("2030-09-03")],
  [["C02", "2030-07-09"], ["C02", "2030-08-13"]],
  "order 09.07.2030: 'धारा 13(6) ... बचाव समाप्त (struck out)'; correction joshi ND.txt: 'sahi agli peshi 03.09.2030'.")
q("open", "kishan sondhiya ka matter short me batao",
  [["allowed", "granted"], ["18 kg"], ["50,000", "50000"]], [["C06", "2030-01-08"]],
  "MCRC 41877-2029 order 08.01.2030: '18 kg of poppy straw ... the application is allowed ... Rs. 50,000/-'.")
# bare
q("bare", "mehta ji", [["351", "accused statement", "accused ka bayan", "statement of accused"]],
  [["C03", "2030-07-02"], ["upload", "JMFC Ratlam cause list 20.08.2030.pdf"]],
  "2/7/30 diary: 'ND 20.8.30 - accused ka bayan (351 BNSS)'; cause list 20.08.2030: 'Accused Statement'.")
q("bare", "nanuram order", [["आदेश", "order"], d("2030-08-20")], [["C01", "2030-06-18"]],
  "order 18.06.2030: 'प्रकरण आदेश हेतु दिनांक 20.08.2030'.")
# no_record
q("no_record", "bhandari wale batwara suit ki agli date kya hai", NR, [],
  "No partition suit anywhere; Bhandari is only counsel in the Jaora recovery suit.", no_record=True,
  absent=["batwara", "partition"])
q("no_record", "gopal ke claim me lok adalat me settlement hua kya", NR, [],
  "C07 was never sent to a Lok Adalat.", no_record=True, absent=["lok adalat"])
q("no_record", "kishan ki bail cancel karwane state ne application lagayi thi kya", NR, [],
  "No cancellation of bail anywhere.", no_record=True, absent=["cancel"])
q("no_record", "advocate purohit ke against mera kaunsa case hai", NR, [], "No Purohit in any upload.",
  no_record=True, absent=["purohit"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Ratlam practice (bench/practices/ratlam; written from the uploads' "
                    "source_text by its writer, w-ratlam, an outsider; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
