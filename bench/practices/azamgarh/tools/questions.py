"""Write questions.json for the Azamgarh practice: questions typed the way Rai sahab types in the chat box, with the
facts a right answer must state."""

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
TODAY = "2030-10-14"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"A-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "ramjatan ke chak wale me pichhli baar kya hua tha",
  [d("2030-07-22"), ["tabiyat kharab", "unwell", "ill", "bimar"]], [["C01", "2030-07-22"]],
  "22.07.30 chakbandi.txt: 'Maurya ji nahi aaye, unke junior ne kaha \"sir ki tabiyat kharab hai\" - teesri baar time.'")
q("last_time", "rukhsar ka last date pe kya hua tha family court me",
  [d("2030-08-26"), ["dubai"], ["halafnama", "affidavit"]], [["C07", "2030-08-26"]],
  "20300826_150912.jpg: '26/8/30 ... Hamara saakshya band. Vipakshi saakshya - ... Arif ka halafnama Dubai se aa raha'.")
q("last_time", "sukhdei batware me pichli peshi pe kya hua",
  [d("2030-05-14"), ["samadhan diwas"], d("2030-07-16")], [["C03", "2030-05-14"]],
  "sukhdei 14 may.txt: 'kurra nahi bana ... SDM sahab tehsil samadhan diwas me the, peshkar ne date de di - 16.07.2030.'",
  today="2030-06-20")
# next_date
q("next_date", "naseem batware ki agli tarikh kya hai",
  [d("2030-10-16")], [["upload", "correction naseem date.txt"], ["C02", "2030-08-19"]],
  "correction naseem date.txt: 'sahi tarikh 16.10.2030 (budhwar)' (the 19.08 note's 16.11.2030 is wrong).")
q("next_date", "kalawati MACT kab lagi hai ab", [d("2030-11-07")], [["C08", "2030-09-19"]],
  "IMG_20300919_142801.jpg: 'ND 7.11.30'; Faisal's chat 19/09/30: 'ND 7 Nov'.")
q("next_date", "rinku HC bail ki next kab h", [d("2030-07-10")], [["C05", "2030-05-07"]],
  "rinku 7 may HC.txt: 'ND 10.07.2030 (chhuttiyon ke baad)'.", today="2030-05-20")
# count
q("count", "maurya ji ne chak appeal me kitni baar time liya ab tak",
  [["3", "three", "teen", "teesri"]], [["C01", "2029-12-17"], ["C01", "2030-04-15"], ["C01", "2030-07-22"]],
  "register 17.12.2029: 'मौर्या जी ने आपत्ति हेतु समय माँगा'; 15.4.30: 'phir time le liya ... (doosri baar)'; "
  "22.07.2030: 'teesri baar time'.")
q("count", "sari wale 138 me agrahari kitni dates pe gair hazir raha",
  [["4", "four", "chaar"]], [["C06", "2029-10-30"], ["C06", "2030-04-03"], ["C06", "2030-06-12"], ["C06", "2030-09-11"]],
  "30/10/29: 'Agrahari hazir nahi hua ... BW'; 3.4.30: 'Agrahari absent - ... exemption'; 12/06/30: 'Agrahari ki "
  "haziri maafi lagi'; 11.09.2030: 'अभियुक्त अनुपस्थित'.")
q("count", "kalawati claim me insurance company ne kitni baar time liya",
  [["3", "three", "teen"]], [["C08", "2029-12-06"], ["C08", "2030-04-25"], ["C08", "2030-09-19"]],
  "06/12/29: 'insurance company ne WS ke liye waqt liya'; 25/04/30: 'Rajiv Ranjan ji ne jirah ke liye waqt maanga'; "
  "19.9.30: 'Rajiv Ranjan ne time maanga'.")
# yes_no
q("yes_no", "naseem ka original GPA court me dikha diya tha kya",
  [["yes", "haan", "dikha diya", "वापस", "अवलोकन"], d("2030-02-11")], [["C02", "2030-02-11"]],
  "order 11.02.2030: 'मूल मुख्तारनामा (दूतावास रियाद द्वारा सत्यापित) अवलोकन के बाद वापस किया गया'.")
q("yes_no", "rinku ko gangster court se bail mili thi kya",
  [["no", "nahi", "rejected", "खारिज", "निरस्त"], d("2029-12-19")], [["C04", "2029-12-19"]],
  "order 19.12.2029: 'जमानत प्रार्थना पत्र निरस्त किया जाता है'; register: '19.12.2029 - रिंकू जमानत खारिज'.")
q("yes_no", "rukhsar ko arif ki taraf se kharcha mila kuch ab tak??",
  [["no", "nahi", "ek paisa nahi"], ["recovery", "vasooli", "वसूली"]], [["C07", "2030-05-06"]],
  "rukhsar PW1 6 may.docx: 'Interim kharcha ek paisa nahi diya ... Vasooli (recovery) appl. u/s 144(3) BNSS file ki.'",
  today="2030-05-30")
# said
q("said", "tripathi ji ne last time maurya ke time lene pe kya kaha tha",
  [["mohlat nahi", "no more time", "aur mohlat"]], [["C01", "2030-07-22"]],
  "22.07.30 chakbandi.txt: 'Tripathi ji ne kaha agli tareekh par bahas hogi, ab aur mohlat nahi.'")
q("said", "verma madam ne GPA holder ke bayan pe kya bola tha phulpur me",
  [["apni jaankari", "own knowledge", "personal knowledge"], ["vc", "video"]], [["C02", "2030-03-18"]],
  "IMG_20300318_151122.jpg: 'GPA holder sirf apni jaankari ke tathya bata sakti hai ... VC se Naseem ka bayan - appl. allowed.'")
q("said", "saxena J ne rinku wale me gang leader ke baare me kya bola",
  [["fark", "difference"]], [["C05", "2030-07-10"]],
  "IMG_20300710_192233.jpg: 'Saxena J \"gang leader aur member me fark hai\" - risk.'")
# judge_habit
q("judge_habit", "SDM lalganj sahab tarikh pe milte bhi hain? ya peshkar hi date deta hai",
  [["peshkar", "पेशकार"], ["leave", "avkash", "अवकाश"], ["samadhan diwas"]], [["C03", "2030-01-08"], ["C03", "2030-05-14"]],
  "register 08.01.2030: 'एसडीएम साहब अवकाश पर। पेशकार ने तारीख दी'; 14.5.30: 'SDM sahab tehsil samadhan diwas me the, "
  "peshkar ne date de di'.")
q("judge_habit", "rizvi madam absent accused ke saath kya karti hain usually",
  [["10,000", "10000", "10 hazar"], ["nbw", "गैर-जमानती", "non-bailable"]], [["C06", "2029-10-30"], ["C06", "2030-09-11"]],
  "30/10/29: 'madam ne 10,000 ka BW kar diya'; order 11.09.2030: 'अनुपस्थित रहने पर गैर-जमानती वारण्ट जारी किया जाएगा'.")
q("judge_habit", "dwivedi ji family court me maintenance me pehle kya maangte hain",
  [["aamdani", "income"], ["mediation", "मध्यस्थता"]], [["C07", "2029-11-13"], ["C07", "2030-02-18"]],
  "rukhsar notice 13 nov.docx: 'dono paksh apni aamdani ka halafnama denge (Rajnesh v Neha format)'; 18.2.30: "
  "'judge ne mediation bheja'.")
# pending_before
q("pending_before", "tripathi ji SOC ke yahan mera kya kya pending hai",
  [["ramjatan", "रामजतन"], d("2030-10-14")], [["C01", "2030-07-22"]],
  "22.07.30 chakbandi.txt: 'SOC Azamgarh - Ramjatan chak appeal ... agli tareekh 14.10.2030 - bahas.'")
q("pending_before", "shukla ji ke court me apna kaun sa matter hai",
  [["kalawati"], d("2030-11-07")], [["C08", "2030-09-19"]],
  "IMG_20300919_142801.jpg: 'MACT ct 5 - Kalawati ... Shukla ji: \"antim avsar\" ... ND 7.11.30'.")
# amount
q("amount", "agrahari pe ab kitna baki h haji sahab ka",
  [["4,35,000", "435000", "4.35 lakh", "4,35,000/-"]], [["C06", "2030-08-07"]],
  "CW1 cross concluded 7 aug.docx: 'Bakaya Rs. 4,85,000 me se Rs. 50,000 mediation me mila - ab Rs. 4,35,000 baki.'")
q("amount", "rukhsar ka interim kharcha kitna laga tha",
  [["12,000", "12000", "12 hazar"], ["8,000", "8000"], ["4,000", "4000"]], [["C07", "2030-03-25"]],
  "order 25.03.2030: '8,000 रुपये तथा पुत्री कु. अलीज़ा को 4,000 रुपये, कुल 12,000 रुपये प्रतिमाह'.")
q("amount", "naseem ne riyadh se total kitna paisa bheja tha",
  [["11,40,000", "1140000", "11.4 lakh", "11.40 lakh"]], [["C02", "2030-07-08"]],
  "naseem cross 8.7.txt: 'SBI NRE statement Ex. 7 - total Rs. 11,40,000 bheja'.")
# pattern
q("pattern", "naseem wale me bhaiyon ki taraf se shuru se late kar rahe h kya",
  [["ws", "written statement"], ["500"], ["jirah", "cross"]],
  [["C02", "2029-10-22"], ["C02", "2029-11-26"], ["C02", "2030-04-22"]],
  "Faisal 22/10/29: 'Ziaul Haq sahab ne WS ke liye waqt liya'; 26/11/29: 'WS phir nahi aaya. Madam ne 500 rupaye "
  "harjana'; 22/04/30: 'Jirah Ziaul Haq sahab ne taal di'.")
q("pattern", "haji salim wale me srivastava ji har baar kya bahana lagate hain",
  [["exemption", "haziri maafi", "हाज़िरी माफी"], ["session", "sessions"], ["medical", "चिकित्सीय"]],
  [["C06", "2030-04-03"], ["C06", "2030-06-12"], ["C06", "2030-09-11"]],
  "3.4.30: 'Srivastava ji ne exemption lagai'; 12/06/30: 'Srivastava ji nahi aaye, session me busy'; 11.09.2030: "
  "'चिकित्सीय आधार पर हाज़िरी माफी'.")
# counsel_pattern
q("counsel_pattern", "lalganj wale pandey ji ka style kya hai, har report pe kya karte hain",
  [["doosri shaadi", "remarriage", "punarvivah"], ["kurra"], ["tubewell"]], [["C03", "2030-02-19"], ["C03", "2030-07-16"]],
  "20300219_171530.jpg: 'Pandey ji ki objection: Sukhdei ne doosri shaadi kar li'; 16.07.2030: 'Pandey ji ne kurra par "
  "objection di - \"tubewell wala hissa Rampher ka\"'.")
q("counsel_pattern", "shamsher ali har date pe kya karta hai rukhsar me",
  [["jawab", "reply", "जवाब"], ["jirah", "cross"], ["dubai"]],
  [["C07", "2029-12-10"], ["C07", "2030-05-06"], ["C07", "2030-08-26"]],
  "register 10.12.2029: 'जवाब के लिए समय माँगा'; 06.05.2030: 'Shamsher Ali ne jirah ke liye time'; 26/8/30: "
  "'Arif ka halafnama Dubai se aa raha ... Time mil gaya'.")
# witness
q("witness", "naseem ke case me PW2 kaun thi aur kya boli",
  [["shabana"], ["2018-19"]], [["C02", "2030-08-19"]],
  "Naseem PW2 19-08-2030.docx: 'PW2 Shabana Parveen (GPA holder) ... first floor 2018-19 me bani, paisa Naseem ne bheja.'")
q("witness", "kalawati me chashmdeed gawah kaun hai", [["santosh"]], [["C08", "2030-04-25"], ["C08", "2030-07-25"]],
  "Faisal 25/04/30: 'Santosh (PW2) ka mukhya bayan ho gaya'; order 25.07.2030: 'पी.डब्लू.-2 संतोष कुमार की जिरह'.")
q("witness", "haji salim wale me bank se kaun aaya tha gawahi ko",
  [["danish"], ["union bank"]], [["C06", "2030-08-07"]],
  "CW1 cross concluded 7 aug.docx: 'CW2 Mohd. Danish (clerk, Union Bank Mubarakpur) ne return memo prove kiya.'")
# open
q("open", "ramjatan ka chakbandi wala poora mamla short me batao",
  [["60 प्रतिशत", "60%", "60 percent"], ["342"], d("2030-10-14")],
  [["upload", "CamScanner 10-04-2030 12.05.pdf"], ["C01", "2030-07-22"]],
  "ACO report: 'चक संख्या 118 ... लगभग 60 प्रतिशत भाग ऊसर ... मूल गाटा 342 ... अब चक 121 (शिवपूजन) में'; "
  "22.07.2030: 'agli tareekh 14.10.2030 - bahas.'")
q("open", "rinku ki HC bail ka ab tak ka status kya hai",
  [["sonu"], ["parity"], d("2030-10-15")], [["C05", "2030-07-10"]],
  "order 10.07.2030: 'co-accused Sonu Yadav has been enlarged on bail ... parity ... List on 15.10.2030.'")
# bare
q("bare", "agrahari", [["351"], ["nbw", "गैर-जमानती", "non-bailable"]], [["C06", "2030-09-11"]],
  "order 11.09.2030: 'अभियुक्त के बयान अन्तर्गत धारा 351 भा.ना.सु.सं. ... गैर-जमानती वारण्ट ... दिनांक 14.10.2030'.")
q("bare", "chakbandi bahas", [["ramjatan", "रामजतन"], ["aco report", "मौका मुआयना"]],
  [["C01", "2030-07-22"], ["upload", "week plan 14-19 oct.docx"]],
  "week plan: 'Som 14/10 SOC chakbandi - Ramjatan bahas (ACO report 10.04.30 padh lena)'.")
# no_record
q("no_record", "bilariyaganj wale dakhil kharij case me tehsildar ne kya order kiya", NR, [],
  "No mutation case and no Bilariyaganj in any upload.", no_record=True, absent=["dakhil kharij", "bilariyaganj", "mutation"])
q("no_record", "rukhsar wale me arif ke khilaf look out circular jari hua tha na?", NR, [],
  "No look out circular anywhere in C07.", no_record=True, absent=["look out", "lookout"])
q("no_record", "ramjatan ki DDC ke yahan revision me stay mila tha kya", NR, [],
  "C01 is an appeal before the SOC; no revision and no DDC in any upload.", no_record=True, absent=["revision", "ddc"])
q("no_record", "yadvendra singh vakil ke saath mera kaun sa case chal raha", NR, [], "No Yadvendra in any upload.",
  no_record=True, absent=["yadvendra"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Azamgarh practice (bench/practices/azamgarh; written from the uploads' "
                    "source_text by its writer, practice 148; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
