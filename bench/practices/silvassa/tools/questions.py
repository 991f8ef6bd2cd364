"""Write questions.json for the Silvassa practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "koi record nathi", "no note", "not in the notes"]]
TODAY = "2030-02-14"
Q = []



def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"S-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "gavit wala labour court ma chhelle shu thayu?",
  [d("2030-01-21"), ["written arguments"], d("2030-02-25")], [["C01", "2030-01-21"]],
  "gavit 21.1.txt: 'Mgmt closed evidence. Kulkarni saheb: written arguments both sides within 3 weeks ... NDOH 25.02.2030'.")
q("last_time", "jamu ba ni appeal ma last date e shu thayu",
  [d("2030-01-23"), ["closed for order"], d("2030-02-20")], [["C07", "2030-01-23"]],
  "jamuben args 23.1.txt: 'Full args ... Gamit saheb closed for order. Order on 20.02.2030.'")
q("last_time", "kishan case ma chhelli tarikh pe shu thayu",
  [d("2029-07-12"), ["voice", "avaaz"], ["dark", "andharu"]], [["C04", "2029-07-12"]],
  "Kishan PW1 cross 12.07.docx: 'no light ... andharu hatu', 'identified Kishan avaaz thi (by voice)'.",
  today="2029-07-20")
# next_date
q("next_date", "dinubhai dukan case ni next date?",
  [d("2030-02-14"), ["defendant's evidence"]], [["upload", "correction dinubhai ND.txt"]],
  "correction dinubhai ND.txt: 'ND 19.02 lakhyu - khotu ... sahi aagli tarikh 14.02.2030 (Thursday), defendant's evidence'.")
q("next_date", "poddar vali HC writ kyare chhe have",
  [d("2030-03-06"), ["final hearing", "heard finally"]], [["C05", "2030-01-16"]],
  "WP 4417-2029 order 16.01.2030.pdf: 'Petition to be heard finally ... Stand over to 6th March, 2030 for final hearing.'")
q("next_date", "ambika 138 agli tarikh kab? kis liye",
  [d("2029-04-27"), ["cross"]], [["C02", "2029-03-30"]],
  "Scan_20290330_0002.pdf (order below Exh. 14, 30/03/2029): 'Next date 27/04/2029 for cross of CW1.'",
  today="2029-04-02")
# count
q("count", "Trivedi e gavit ma ketli vaar mudat mangi?",
  [["3", "three", "tran"]], [["C01", "2029-02-12"], ["C01", "2029-06-11"], ["C01", "2029-10-08"]],
  "12/02 register: 'ત્રિવેદી સાહેબે મુદત માંગી'; gavit 11 june.txt: 'Trivedi not ready ... sought time for cross'; "
  "roznama 08.10.2029: 'Adv. Trivedi seeks time ... costs of Rs. 1,500'. Three.")
q("count", "kishan trial ma atyar sudhi ketla prosecution witness examine thaya",
  [["3", "three", "tran"]], [["C04", "2029-07-12"], ["C04", "2029-09-13"], ["C04", "2029-11-15"]],
  "PW1 Mahesh Dhodi (12.07 cross), PW2 Sunita Dhodi (13.09), PW3 Dr. Anil Chaudhari (15.11); PW4 IO absent 10.01. Three.")
q("count", "jain e ambika ma ketli vaar exemption lidhi",
  [["2", "two", "be"]], [["C02", "2029-06-22"], ["C02", "2029-11-23"]],
  "Krunal chat 22/06/2029: 'exemption application ... exemption allowed'; order 23/11/2029: 'exemption application Exh. 41 "
  "... Allowed as a last chance'. (19.01 he was absent and a BW issued - no exemption.) Two.", today="2029-12-01")
# yes_no
q("yes_no", "Chauhan e 1,62,000 puri jama karavi ke nahi?",
  [["81,000", "81000"], ["balance"], ["deposited"]], [["C03", "2029-04-24"], ["C03", "2029-06-19"]],
  "PXL_20290424_101955.jpg: 'Deposit only 81,000 (half)'; roznama 19/06/2029: 'Defendant has deposited the balance Rs. 81,000/-'. Yes, in two parts.")
q("yes_no", "ambika ma interim 97000 puru aavi gayu?",
  [["50,000", "50000"], ["47,000", "47000", "47 hazaar"]],
  [["C02", "2029-09-14"], ["upload", "WhatsApp Chat with Bhavesh Ambika.txt"]],
  "ambika CW2 14.9.txt: 'Jain paid Rs. 50,000 only by DD today, balance 47,000 still due'; Bhavesh chat 11/01/2030: '47 hazaar baki chhe'. No.")
q("yes_no", "marwad vala paisa ladies ne malya ke?",
  [["2,83,680", "283680", "2.83 lakh"], d("2029-08-09")], [["upload", "WhatsApp Image 2029-08-09 at 17.40.22.jpeg"]],
  "Receipt: 'Received ... by DD no. 771203 ... Rs. 2,83,680/- ... Received: Laxmiben Halpati (for all) 09.08.2029'. Yes.")
# said
q("said", "doctor e cross ma shu kabul karyu kishan ma",
  [["fall"], ["ulna"]], [["C04", "2029-11-15"]],
  "kishan doctor 15.11.txt: 'Cross: ulna fracture possible by fall on a hard surface - shakya chhe (admitted)'.")
q("said", "gavit ma HR vala Bhandari e cross ma shu admit karyu",
  [["show-cause", "show cause"], ["domestic enquiry", "enquiry"]], [["C01", "2029-12-03"]],
  "Gavit MW1 cross 3.12.docx: 'MW1 admits: no show-cause notice, no domestic enquiry, no letter of abandonment'.")
q("said", "jain e potana statement ma shu kidhu",
  [["security"], ["maal kharab", "kharab"]], [["upload", "WhatsApp Chat with Bhavesh Ambika.txt"]],
  "Bhavesh chat 11/01/2030: 'Jain nu statement thai gayu. Kahe chhe cheque security ma aapyo hato, maal kharab aavyo'.")
# judge_habit
q("judge_habit", "Bhosale saheb witness ke IO na aave to shu kare chhe?",
  [["warrant"], ["s.p.", "sp", "superintendent"]], [["C04", "2030-01-10"], ["C04", "2029-08-09"]],
  "roznama 10/01/2030: 'bailable warrant of Rs. 5,000/- against the I.O.; copy to the S.P.'; Krunal chat 09/08/2029: "
  "'Bhosale saheb: fresh summons through SP'.")
q("judge_habit", "kulkarni saheb mgmt time maange to shu kare",
  [["costs", "1,500", "1500"], ["register", "muster roll"]], [["C01", "2029-10-08"], ["C01", "2029-12-03"]],
  "roznama 08/10/2029: 'Time granted subject to costs of Rs. 1,500/- ... produce the attendance register and muster roll'; "
  "3.12 docx: 'register must come, else adverse inference'.")
q("judge_habit", "deshmukh saheb bhadut na case ma pehla shu karave",
  [["deposit"], ["1,62,000", "162000", "1.62 lakh"]], [["C03", "2029-03-20"]],
  "Order below Exh. 18 dt 20/03/2029: 'the defendant is directed to deposit Rs. 1,62,000/- ... four weeks'.")
# pending_before
q("pending_before", "gamit saheb same maru shu pending chhe",
  [["jamuben", "jamu"], d("2030-02-20"), ["order"]], [["C07", "2030-01-23"]],
  "jamuben args 23.1.txt: 'Gamit saheb closed for order. Order on 20.02.2030.'")
q("pending_before", "raut madam same kayu matter chale",
  [["ambika"], ["defence evidence"], d("2030-02-14")], [["C02", "2030-01-11"], ["upload", "cause list JMFC CJSD 14.02.2030.pdf"]],
  "Bhavesh chat: 'Have defence evidence. Tarikh 14/02/2030'; cause list JMFC Court No. 2: 'Shree Ambika Packaging v. Jain ... Defence Evidence'.")
# amount
q("amount", "Damanganga nu premium ketlu forfeit karyu collector e",
  [["18,60,000", "1860000", "18.6 lakh", "18.60 lakh"]], [["upload", "Collector order Sayli 211-1.pdf"]],
  "Collector order 18.05.2029: 'Premium of Rs. 18,60,000 paid stands forfeited.'")
q("amount", "kishan ni fees ketli baki chhe",
  [["15,000", "15000"]], [["C04", "2029-03-15"]],
  "kishan 15.3.txt: 'Ramu (brother) paid fees Rs. 10,000 today. Balance 15,000.'; Ramu chat 12/04: 'fees baki 15000'.")
q("amount", "marwad order ma compensation ketlu aapyu authority e",
  [["47,280", "47280"], ["2,36,400", "236400", "2.36 lakh"]], [["C06", "2029-07-11"]],
  "PW 6-2029 order Daman.pdf: 'refund Rs. 2,36,400/- ... and pay compensation of Rs. 47,280/- within 30 days'.",
  today="2029-07-15")
# pattern
q("pattern", "jain (accused) tarikh par hajar rahe chhe ke?",
  [["bw", "bailable warrant"], ["exemption"], ["last chance"]],
  [["C02", "2029-01-19"], ["C02", "2029-06-22"], ["C02", "2029-11-23"]],
  "Krunal chats: 19/01 'accused absent ... BW issue karyu 5000 nu'; 22/06 'Jain Rajasthan gayo che, exemption'; "
  "order 23/11/2029: 'Accused absent; exemption ... last chance'.")
q("pattern", "kishan trial ma prosecution na witness time par aave chhe?",
  [["sunita"], ["doctor", "chaudhari"], ["pawar", "i.o."]], [["C04", "2029-08-09"], ["C04", "2029-09-13"], ["C04", "2030-01-10"]],
  "09/08 chat: 'PW2 Sunita aavi nathi'; 13.09 docx: 'PW3 Dr. Anil Chaudhari absent - on leave'; 10/01/2030 order: "
  "'PW4 PSI Rakesh Pawar (I.O.) absent ... second date'. No.")
# counsel_pattern
q("counsel_pattern", "trivedi saheb kalpataru ma normally shu kare chhe",
  [["vapi"], ["time"], ["costs", "1,500"]], [["C01", "2029-06-11"], ["C01", "2029-10-08"]],
  "gavit 11 june.txt: 'Trivedi not ready - Vapi ma matter chhe - sought time for cross'; roznama 08/10/2029: "
  "'Adv. Trivedi seeks time. Time granted subject to costs of Rs. 1,500/-'.")
q("counsel_pattern", "bhanushali vakil nu dinubhai ma valan kevu",
  [["absent", "ગેરહાજર"], ["2,000", "2000"], ["baaki", "time"]], [["C03", "2029-04-24"], ["C03", "2029-10-16"]],
  "PXL_20290424: 'Bhanushali - baaki 2 mahina ma - ... gave till next date'; register 16/10/2029: 'ભાનુશાલી વકીલ ગેરહાજર ... રૂ. 2,000 ખર્ચ'.")
# witness
q("witness", "nanubhai e jubani ma shu kidhu",
  [["9 hajar", "9,000", "9000"], ["padoshi", "neighbour"]], [["C03", "2030-01-29"]],
  "IMG_20300129_171233.jpg: 'Dukan 9 hajar ma aapi, mari hajri ma ... na, padoshi'.")
q("witness", "Mahesh ni wife sunita e maar khato joyo hato?",
  [["hearsay", "did not see"], ["10-15 minute"]], [["C04", "2029-09-13"]],
  "Kishan PW2 13.9.docx: 'she did NOT see the blow - hearsay; reached 10-15 minute pachhi'. No.")
q("witness", "laxman kom e gavit ma shu kidhu",
  [["gate"], ["patil"]], [["C01", "2029-08-27"]],
  "IMG_20290827_163015.jpg: 'saw Sukhdev stopped at gate on 15.3.28, Patil supervisor told upar thi order chhe'.")
# open
q("open", "ambika ma 14 tarikh e shu karvanu baki chhe",
  [["recovery"], ["47,000", "47000", "47 hazaar"]],
  [["upload", "WhatsApp Chat with Bhavesh Ambika.txt"], ["upload", "week plan 11-16 feb.docx"]],
  "Bhavesh chat: 'compliance nahi kare to recovery application aapishu, 14 tarikh e j'; week plan: 'recovery appl. for balance interim 47,000'.")
q("open", "kishan IO na cross mate shu points taiyar karvana",
  [["fsl"], ["panchnama", "seizure"]], [["upload", "week plan 11-16 feb.docx"]],
  "week plan 11-16 feb.docx: 'Kishan: IO cross points (21.02) - seizure panchnama, stick not sent to FSL'.")
# bare
q("bare", "dinubhai", [d("2030-02-14"), ["defendant's evidence"]],
  [["upload", "correction dinubhai ND.txt"], ["upload", "cause list JMFC CJSD 14.02.2030.pdf"]],
  "correction note: 'sahi aagli tarikh 14.02.2030 (Thursday), defendant's evidence'; cause list CJSD item 2 'Defendant's Evidence'.")
q("bare", "ambika 138", [["defence evidence"], ["47,000", "47000", "47 hazaar"]],
  [["upload", "cause list JMFC CJSD 14.02.2030.pdf"], ["upload", "WhatsApp Chat with Bhavesh Ambika.txt"]],
  "cause list JMFC-2 item 2 'Defence Evidence'; Bhavesh chat '47 hazaar baki chhe interim na'.")
# no_record
q("no_record", "naroli vala gala no partition suit kyare chhe", NR, [],
  "No partition suit in any upload.", no_record=True, absent=["partition"])
q("no_record", "gavit case lok adalat ma settle thayo hato ne?", NR, [],
  "C01 was never sent to a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat"])
q("no_record", "damanganga ma supreme court ma SLP nu shu thayu", NR, [],
  "No SLP or Supreme Court in any upload; the writ is pending in the Bombay High Court.", no_record=True,
  absent=["slp", "supreme court"])
q("no_record", "adv. parmar sathe maro kayo case chhe", NR, [], "No Parmar in any upload.", no_record=True,
  absent=["parmar"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Silvassa practice (bench/practices/silvassa; written from the uploads' "
                    "source_text by its writer, w-silvassa / practice 142; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
