"""Write questions.json for the Tawang practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
TODAY = "2031-08-05"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"TW-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "gombu wale lhou case me last peshi pe kya hua",
  [d("2031-07-14"), ["reserved"], d("2031-08-11")], [["C01", "2031-07-14"]],
  "WhatsApp Chat with Sonam Dorjee.txt: '14/07/2031 ... DC has reserved orders. Date for orders 11.08.2031'; correction gombu ND.txt: 'orders on 11.08.2031'.")
q("last_time", "dorjee MACT pichli date kya hua tha",
  [d("2031-06-03"), ["investigator", "bhuyan"], ["2,000", "2000"]], [["C05", "2031-06-03"]],
  "Dorjee 3 june investigator.txt: '3 june 2031 ... investigator (Mr. Pranjal Bhuyan) absent again ... costs Rs. 2,000'.")
q("last_time", "nima madam ki writ me last time kya hua tha",
  [d("2031-02-13"), ["selection file"], d("2031-05-08")], [["C08", "2031-02-13"]],
  "nima reply filed 13.2.txt: '13 feb 2031 ... Baruah J ne State se selection file maanga ... ND 08.05.2031'.", today="2031-03-01")
# next_date
q("next_date", "gyamtsho execution agla date?", [d("2031-08-12"), ["in person"]], [["C03", "2031-06-17"]],
  "gyamtsho 17 june EE in person.txt: 'EE PWD Tawang Division to appear in person on next date ... ND 12.08.2031'.")
q("next_date", "lumpo hydro wala case kab hai next", [d("2031-08-19")], [["C04", "2031-06-24"]],
  "Lumpo DW1 valuer 24.6.txt: 'Agla date 19.08.2031'.")
q("next_date", "gorsam ka agla date kya hai", [d("2030-11-05"), ["issues"]], [["C02", "2030-09-24"]],
  "CJJD order 24.9.30 rent deposit.pdf: 'Fix 05.11.2030 for issues.'", today="2030-10-01")
# count
q("count", "chhetri forest case me ab tak kitne prosecution witness examine hue",
  [["2", "two"], ["kesang"], ["pem tashi"]], [["C06", "2031-02-20"], ["C06", "2031-04-10"]],
  "chhetri RFO cross 20.2.docx: 'PW1 Kesang Tsering, RFO Jang'; IMG_20310410_131702.jpg: 'PW2 Pem Tashi FG examined'. PW3 never came.")
q("count", "dorjee claim me kitne PW ho gaye ab tak",
  [["3", "three"], ["pasang"]], [["C05", "2030-12-03"], ["C05", "2031-02-11"], ["C05", "2031-04-15"]],
  "IMG_20301203_160812.jpg: 'PW1 Dorjee cross'; MACT order 11.2.31: 'PW2 Dr. Ngurup Tsering'; 15.4 page: 'PW3 Pasang Lhamo ... PE closed'.")
q("count", "nima wali writ me state ne kitni baar time liya",
  [["2", "two"], ["last opportunity"]], [["C08", "2030-10-10"], ["C08", "2031-05-08"]],
  "WhatsApp Chat with Karma Tsering Jr.txt: 'Ete sir (SGA) ne time liya'; HC order 08.05.2031: 'As a last opportunity the State is granted time'.")
# yes_no
q("yes_no", "phurpa ko rent court me jama karna tha kya?", [["85,000", "85000"], ["deposit"]], [["C02", "2030-09-24"]],
  "CJJD order 24.9.30: 'the defendant is directed to deposit the monthly rent of Rs. 85,000 in court by the 10th'.")
q("yes_no", "gombu case me tsopa se settelment hua kya", [["tsopa"], ["both said no", "declined", "no settlement"]],
  [["C01", "2031-05-26"]], "IMG_20310526_181145.jpg: 'DC asked - can Tsopa of Lhou settle it? Both said no'.")
q("yes_no", "sonam ko bail mili?", [["granted", "bail ho gaya"], ["50,000", "50000"], d("2031-03-28")], [["C07", "2031-03-28"]],
  "POCSO bail order 28.03.2031.pdf: 'bail is granted on a bond of Rs. 50,000'.", today="2031-04-02")
# said
q("said", "RFO ne cross me kya maana chhetri case me", [["not measured"], ["certificate"], ["hammer"]], [["C06", "2031-02-20"]],
  "chhetri RFO cross 20.2.docx: 'admits logs were not measured ... GB Jang's certificate ... no hammer mark check'.")
q("said", "karma wangdi ne cross me kya kya admit kiya", [["5,00,000", "500000", "5 lakh"], ["drain"], ["dolma"]],
  [["C02", "2031-02-25"]], "Gorsam PW1 cross 25.2.docx: 'admits receiving Rs. 5,00,000 security ... drain work ... Dolma is Phurpa's wife'.")
q("said", "GB pema dondup ne cross me kya bola lumla wale case me", [["no lpc"], ["0.8 km", "roadside"]], [["C04", "2031-03-04"]],
  "PW1 GB Pema Dondup 4.3.docx: 'admits no LPC in any family's name; admits the road land was roadside and ours is 0.8 km away'.")
# judge_habit
q("judge_habit", "tatum sir govt officer ko personaly bulate hai kya jab paisa nahi aata", [["in person"], ["affidavit"]],
  [["C03", "2031-01-21"], ["C03", "2031-06-17"]],
  "DJ order 21.01.2031: 'The Executive Engineer shall file an affidavit stating the funds'; 17 june note: 'EE ... to appear in person'.")
q("judge_habit", "DC sahab gombu me spot report ke liye kisko bheje the", [["circle officer"], ["spot"], d("2030-11-25")],
  [["C01", "2030-11-25"]], "25.11.30 DC order sheet Gombu.pdf: 'The Circle Officer, Tawang is directed to visit the spot'.")
q("judge_habit", "yami madam adjournmnt pe kya karti hai generally", [["1,000", "1000"], ["bailable warrant"]],
  [["C02", "2030-12-10"], ["C06", "2031-06-05"]],
  "IMG-20301210-WA0003.jpg: '₹1,000 हर्जाना'; chhetri 5.6 BW.txt: 'Madam ne bailable warrant issue kiya'.")
# pending_before
q("pending_before", "DJ tatum sir ke paas mere kaun kaun se matter hai", [["gyamtsho"], ["dorjee"]],
  [["C03", "2031-06-17"], ["C05", "2031-06-03"]],
  "gyamtsho 17 june: 'DJ Tawang - Gyamtsho exec ... Tatum sir annoyed'; Dorjee 3 june: 'MACT Tawang - Dorjee ... Tatum sir allowed'.")
q("pending_before", "yami madam ke court me kya kya pending hai", [["gorsam", "phurpa"], ["chhetri"]],
  [["C02", "2031-06-10"], ["C06", "2031-06-05"]],
  "IMG_20310610_164455.jpg: 'CJJD Yami madam - Gorsam (Phurpa)'; chhetri 5.6 BW.txt: 'JMFC - Chhetri forest case ... Madam'.")
# amount
q("amount", "gyamtsho award kitne ka tha aur kitna jama hua ab tak", [["48,76,500", "4876500", "48.76 lakh"], ["20,00,000", "2000000", "20 lakh"]],
  [["upload", "award Gyamtsho vs PWD.pdf"], ["C03", "2031-03-18"]],
  "award: 'Rs. 48,76,500'; Gyamtsho 18.3 part deposit.txt: 'Rs. 20,00,000 deposited by DD'.")
q("amount", "lumpo walo ko award rate kya mila aur hum kitna maang rahe", [["220"], ["610"]], [["C04", "2030-09-03"]],
  "Lumla 3 sep.txt: 'Award rate Rs. 220 per sq m is too low ... Asked Rs. 610 per sq m now.'")
q("amount", "dorjee ka claim kitne ka dala tha", [["18,50,000", "1850000", "18.5 lakh", "18.50 lakh", "eighteen lakh fifty thousand"]],
  [["upload", "claim petition Dorjee MACT.docx"]], "claim petition: 'Compensation claimed: Rs. 18,50,000'.")
# pattern
q("pattern", "chhetri case me witness baar baar kaun absent raha", [["pw1"], ["pw3", "gb jang", "nawang rinchin"]],
  [["C06", "2030-12-12"], ["C06", "2031-06-05"]],
  "IMG-20301210-WA0003.jpg: 'PW1 रेंज अफसर नहीं आए'; chhetri 5.6 BW.txt: 'PW3 GB Jang Nawang Rinchin nahi aaye'.")
q("pattern", "gyamtsho me PWD payment kaise taal raha hai", [["funds"], ["20,00,000", "20 lakh"], ["in person"]],
  [["C03", "2031-03-18"], ["C03", "2031-06-17"]],
  "18.3 note: 'Rs. 20,00,000 ... balance after release of funds'; 17 june: 'funds awaited ... appear in person'.")
# counsel_pattern
q("counsel_pattern", "sarma insurer wala dorjee case me kya line le raha hai", [["fake"], ["permit"], ["investigator"]],
  [["C05", "2030-09-17"], ["C05", "2031-06-03"]],
  "Dorjee WS insurer 17.9.txt: 'licence fake ... no permit'; 3 june: 'investigator ... absent again. Sarma sought time'.")
q("counsel_pattern", "nawang choda ka stand kya rehta hai gombu me", [["custom"], ["khelen"]],
  [["C01", "2030-10-21"], ["C01", "2031-07-14"]],
  "Gombu reply day 21.10.docx: 'Plea: the council's decision follows Monpa custom'; IMG_20310714: 'Choda - 45 min on custom, khelen offered'.")
# witness
q("witness", "dr ngurup ne kya bataya tribunal me", [["35%", "35 per cent", "thirty-five"], ["right lower limb", "femur"]],
  [["C05", "2031-02-11"]], "MACT order 11.2.31: '35% permanent disability of the right lower limb'.")
q("witness", "pasang lhamo kon hai aur usne kya bola", [["co-passenger"], ["wrong side"]], [["C05", "2031-04-15"]],
  "15.4 MACT + lumla 29.4 page.jpg: 'PW3 Pasang Lhamo (co-passenger) exd. - truck came on wrong side at the bend'.")
q("witness", "lumpo case me unka valuer cross me kya maana", [["did not visit"], ["dlrso map"]], [["C04", "2031-06-24"]],
  "Lumpo DW1 valuer 24.6.txt: 'admitted he did not visit Lumpo, used DLRSO map only'.")
# open
q("open", "lhou land wala case short me samjhao", [["council", "tsorgen"], ["0.92"], d("2031-08-11")],
  [["upload", "Lhou council decision 12.5.2030.pdf"], ["C01", "2031-04-07"], ["C01", "2031-07-14"]],
  "council decision: 'The field shall go to Tsering Dondup'; 7.4.31: 'Field measured 0.92 hectare'; correction: 'orders on 11.08.2031'.")
q("open", "nima drema writ me ab kya baaki hai", [["part heard"], d("2031-09-04"), ["5,000", "5000"]], [["C08", "2031-07-24"]],
  "nima 24 july part heard.txt: 'costs Rs. 5,000 bhi de diye ... Part heard. ND 04.09.2031'.")
# bare
q("bare", "chhetri", [["pw3", "gb jang", "nawang rinchin"], ["bailable warrant"]], [["C06", "2031-06-05"]],
  "chhetri 5.6 BW.txt: 'PW3 GB Jang Nawang Rinchin nahi aaye ... bailable warrant ... ND 05.08.2031'.")
q("bare", "gorsam", [["dw1", "phurpa"], ["cross"]], [["C02", "2031-06-10"]],
  "IMG_20310610_164455.jpg: 'DW1 Phurpa affidavit tendered. Cross by Tashi Phuntsok - partly ... ND 5/8/31'.")
# no_record
q("no_record", "monpa family ka consumer commission wala complaint kab laga hai", NR, [],
  "No consumer complaint in any upload.", no_record=True, absent=["consumer"])
q("no_record", "dorjee ka case lok adalat me bheja tha kya", NR, [],
  "C05 was never sent to a Lok Adalat.", no_record=True, absent=["lok adalat"])
q("no_record", "gorsam case me local commissioner appoint hua tha kya", NR, [],
  "No local commission in the Gorsam suit.", no_record=True, absent=["local commission"])
q("no_record", "advocate tapi mra ke saath mera konsa case hai", NR, [], "No Tapi Mra in any upload.", no_record=True,
  absent=["tapi mra"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Tawang practice (bench/practices/tawang; written from the uploads' "
                    "source_text by its writer, practice 165; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
