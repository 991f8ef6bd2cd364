"""Write questions.json for the Jagdalpur practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the chamber's 17/3 and 22.06.27 too)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd:02d}.{mm:02d}.{yy:02d}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}",
             f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))

NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note", "not in the notes"]]
TODAY = "2027-08-23"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"J-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "budhru dada wale 170-B me pichli peshi me ka hoge?",
  [d("2027-07-27"), ["agrawal"], ["time", "adjourn", "samay"], d("2027-08-26")], [["C01", "2027-07-27"]],
  "budhru args 27.7.txt: 'Agrawal Bilaspur gaya hai ... junior ne time manga ... Agla peshi 26.08.2027.'")
q("last_time", "lachhinbai atrocity case me last date ko kya hua",
  [d("2027-07-29"), ["अनुपस्थित", "absent"], ["पुलिस अधीक्षक", "sp", "superintendent of police"], d("2027-08-30")],
  [["C05", "2027-07-29"]],
  "Spl ST 23-2026 order 29.07.2027.pdf: 'विवेचना अधिकारी ... आज भी अनुपस्थित ... पुलिस अधीक्षक, बस्तर से स्पष्टीकरण ... 30.08.2027'.")
q("last_time", "tulsiram ganja bail me aaj kya hua bilaspur me?",
  [["bail mil gayi", "granted", "allowed", "released"], ["50,000", "50000", "50 thousand"]], [["C08", "2026-12-04"]],
  "tulsiram bail 4 dec.txt: 'BAIL MIL GAYI ... Bond 50,000 + 1 surety.'", today="2026-12-04")
# next_date
q("next_date", "gupta ji wale cheque case ki agli peshi kab aur kis liye",
  [d("2027-08-23"), ["351", "statement of accused", "accused statement", "अभियुक्त कथन", "अभियुक्त का कथन"]],
  [["C04", "2027-07-14"], ["upload", "cause list JMFC 4 23.08.2027.pdf"]],
  "JMFC 14.07.2027 order sheet.pdf: 'अभियुक्त का कथन धारा 351 BNSS हेतु प्रकरण दिनांक 23.08.2027 को पेश हो'; the cause list of 23.08.2027.")
q("next_date", "phulmati ki agli tarikh kya hai family court me",
  [d("2027-04-29")], [["upload", "correction phulmati next date.txt"]],
  "correction phulmati next date.txt: 'Phulmati ki sahi agli tarikh 29.04.2027 (guruwar)'. The 4/3 note says 22.04 (wrong).",
  today="2027-03-06")
q("next_date", "dilip ki pickup wale van case me order kab aayega",
  [d("2027-09-02")], [["C03", "2027-07-13"]], "IMG_20270713_121845.jpg: 'order reserved, order 2/9/27.'")
# count
q("count", "mohan thakur ab tak kitni baar gayab raha peshi se?",
  [["4", "four", "chaar"]], [["C04", "2026-09-30"], ["C04", "2027-01-27"], ["C04", "2027-04-21"], ["C04", "2027-07-14"]],
  "30.09.2026 munshi: 'आरोपी हाजिर नहीं'; 27.01.2027 munshi: 'आरोपी मोहन ठाकुर अनुपस्थित'; 21/04/27 chat: 'Mohan Thakur fir "
  "absent'; 14.07.2027 order: 'अभियुक्त अनुपस्थित'. Four (he came on 18.11.26 and on 9/6/27).")
q("count", "tendupatta writ me sarkar ne kitni baar time liya",
  [["2", "two", "do baar", "twice"]], [["C02", "2026-09-15"], ["C02", "2027-04-13"]],
  "Nitin chat 15/09/26: 'Dewangan ne instructions ke liye time manga'; Rupesh chat 13/04/27: 'State ne phir time manga'. Two.")
q("count", "lachhin wale case me ab tak kitne gawah ho gaye?",
  [["4", "four", "chaar"]], [["C05", "2026-11-17"], ["C05", "2027-01-05"], ["C05", "2027-02-16"], ["C05", "2027-04-20"]],
  "PW1 Lachhinbai (cross 17.11.2026), PW2 Mangtu (05.01.2027), PW3 sarpanch Budhram Kawasi (16.02.2027), PW4 Dr. Rekha "
  "Kujur (20/04/27 chat). Four; the IO not yet.")
# yes_no
q("yes_no", "dilip ki gaadi supurdagi pe chhuti thi kya",
  [["no", "nahi", "refused", "rejected", "nirast"], d("2026-10-27")], [["C03", "2026-10-27"]],
  "WhatsApp Chat with Dilip Sahu Nagarnar.txt [27/10/26]: 'Range officer ne supurdagi ka aavedan nirast kar diya. Gaadi abhi nahi chhutegi'.")
q("yes_no", "ghasiram ne interim maintenence ka paisa diya kya ab tak",
  [["no", "nahi", "nothing paid", "not paid"], ["36,000", "36000"]], [["C07", "2027-07-15"]],
  "phulmati 15 july arrears.docx: 'Arrears of interim maintenance: Rs. 36,000 due (6 months x 6,000), nothing paid.'")
q("yes_no", "jain seth ne 1994 me 165(6) ki permission li thi kya? cross me kya mana",
  [["no", "nahi", "admitted"], ["165(6)"], d("2027-04-06")], [["C01", "2027-04-06"]],
  "IMG_20270406_162210.jpg: 'Cross by me: admitted no Collector permission u/s 165(6) taken in 1994.'")
# said
q("said", "tendupatta writ me judge ne interest ke baare me kya bola",
  [["final hearing"], ["gram panchayat", "panchayat"]], [["C02", "2027-07-20"]],
  "WPC 3418 compliance 20 july.txt: 'Judge ne kaha interest pe final hearing me sunenge. Varis ka payment gram panchayat ke praman patra pe kar do.'")
q("said", "patel baba ne budhru wale me gawahi me kya kahis",
  [["muria"], ["gotul"]], [["C01", "2027-02-23"]],
  "budhru gawahi 23 feb.txt: 'Patel Mangal Ram Bhadra baba: \"Lakhmu Muria tha, gotul me jaata tha, hamar gaon ke\"'.",
  today="2027-03-01")
q("said", "sarpanch kawasi ne lachhinbai case me kya bayan diya",
  [["गाली नहीं सुनी", "did not hear", "nahi suni"], ["पक्षद्रोही", "hostile"]], [["C05", "2027-02-16"]],
  "IMG-20270216-WA0004.jpg: 'सरपंच ने कहा \"मैंने गाली नहीं सुनी, बाद में पहुंचा\"। ... पक्षद्रोही घोषित करवाया'.")
# judge_habit
q("judge_habit", "dhruw sahab 170-B me pehle kya kya mangte hain",
  [["patwari report", "patwari"], ["1954-55", "misal"]], [["C01", "2026-10-13"], ["C01", "2027-01-12"]],
  "Budhru 13 oct.txt: 'Dhruw sahab ne patwari report mangayi - kabza aur jaati abhilekh dono ... 1954-55 misal'; 12.01.2027 docx: 'Misal bandobast 1954-55'.")
q("judge_habit", "tiwari madam accused absent ho to kya karti hai",
  [["वारंट", "warrant"], ["500"]], [["C04", "2026-09-30"], ["C04", "2027-04-21"]],
  "IMG-20260930-WA0003.jpg: 'मैडम ने ५,००० का जमानती वारंट जारी किया'; Rupesh chat 21/04/27: 'madam ne 500 cost ke saath allow kiya'.")
q("judge_habit", "ekka sahab special court me gawah nai aata to kya karte",
  [["bailable warrant", "bw", "जमानती वारंट"], ["sp", "superintendent of police", "पुलिस अधीक्षक"]],
  [["C05", "2027-01-05"], ["C05", "2027-06-22"]],
  "lachhin PW2 5.1.27.docx: 'court issued fresh summons through SP'; lachhin IO absent 22.6.txt: 'BW (bailable warrant) nikala Rs. 5,000 ka, SP Bastar ke through'.")
# pending_before
q("pending_before", "addl collector court me mera kya kya pending hai",
  [["budhru"], d("2027-08-26")], [["C01", "2027-07-27"]],
  "budhru args 27.7.txt: 'Budhru 170-B - final args ... Agla peshi 26.08.2027.' No other case before the Additional Collector.")
q("pending_before", "bilaspur HC me abhi kaun sa matter chal raha hai apna",
  [["tendupatta"], d("2027-09-14")], [["C02", "2027-07-20"]],
  "WPC 3418 compliance 20 july.txt: 'tendupatta writ ... NDOH 14.09.2027.' (Tulsiram's bail was allowed on 04.12.2026.)")
# amount
q("amount", "hemlal ke medical bill kitne ke exhibit hue the",
  [["1,86,350", "186350", "1.86 lakh"]], [["C06", "2026-12-10"]],
  "MACT Claim 88-2026 order 10.12.2026.pdf: 'चिकित्सा बिल कुल राशि 1,86,350/- प्रदर्श P-6 से P-31'.")
q("amount", "phulmati ko interim kitna mila",
  [["6,000", "6000"], ["4,000", "4000"], ["2,000", "2000"]], [["C07", "2027-01-07"]],
  "Family court interim order 07.01.2027.pdf: 'आवेदिका को 4,000/- रुपये एवं अवयस्क पुत्री सुमन को 2,000/- रुपये, कुल 6,000/- रुपये प्रतिमाह'.",
  today="2027-01-10")
q("amount", "tokapal walo ka state ke jawab me total kitna roka hua bataya tha",
  [["18,42,600", "1842600", "18.42 lakh", "18.4 lakh"], ["335.02"]], [["C02", "2026-11-03"]],
  "WPC 3418-2026 order 03.11.2026.pdf: 'an amount of Rs. 18,42,600/- towards collection wages for 335.02 standard bags ... withheld'.")
# pattern
q("pattern", "gupta cheque case me accused ka kya pattern hai",
  [["exemption", "हाजिरी माफी", "hajiri mafi"], ["500"], d("2027-07-14")],
  [["C04", "2027-01-27"], ["C04", "2027-04-21"], ["C04", "2027-07-14"]],
  "27.01.2027 munshi: 'हाजिरी माफी लगी, मंजूर'; 21/04/27 chat: 'exemption lagayi, madam ne 500 cost ke saath allow kiya'; 14.07.2027 order: 'हाजिरी माफी आवेदन ... अंतिम अवसर'.")
q("pattern", "atrocity case me IO baar baar kyu nahi aa raha",
  [["sukma", "transfer"], ["minj", "मिंज"], d("2027-06-22")], [["C05", "2027-06-22"], ["C05", "2027-07-29"]],
  "lachhin IO absent 22.6.txt: 'IO SDOP Alok Minj nahi aaye ... transfer ho gaya Sukma'; 29.07.2027 order: 'आज भी अनुपस्थित'.")
# counsel_pattern
q("counsel_pattern", "kailash thakur ka cross me kya style hai",
  [["time", "samay"], ["zameen ka jhagda", "land dispute"]], [["C05", "2026-10-06"], ["C05", "2027-01-05"]],
  "IMG_20261006_171102.jpg: 'Kailash Thakur ne cross ke liye time manga'; lachhin PW2 5.1.27.docx: 'Thakur's cross 1.5 hrs ... \"ye zameen ka jhagda hai, jaati ka nahi\"'.")
q("counsel_pattern", "dewangan DGA har baar kya bahana karta hai",
  [["instructions"], ["byaj", "interest"]], [["C02", "2026-09-15"], ["C02", "2027-07-20"]],
  "Nitin chat 15/09/26: 'Dewangan ne instructions ke liye time manga'; 20.07.27: 'Dewangan opposed, \"Federation ke niyam me byaj nahi\"'.")
# witness
q("witness", "dilip case me van vibhag ka gawah kaun tha aur cross me kya mana",
  [["pitambar", "bhoi"], ["hammer mark"], ["nazir"]], [["C03", "2026-12-08"]],
  "dilip 8 dec deputy ranger cross.txt: 'Dy. Ranger Pitambar Bhoi ... admitted no inquiry made from Nazir Khan; admitted the logs had no hammer mark'.")
q("witness", "hemlal wale me doctor ne disability kitni boli",
  [["28%", "28 %", "28 percent", "twenty eight"], ["sanjay thakur"]], [["C06", "2027-04-08"]],
  "MACT 8.4.27 doctor.txt: 'PW2 Dr. Sanjay Thakur ... proved 28% permanent disability of right lower limb'.")
q("witness", "gupta case me bank wala gawah kon tha, kya bola",
  [["rahul sona"], ["12,318", "12318"]], [["C04", "2027-06-09"]],
  "gupta CW2 9 june.txt: 'CW2 Rahul Sona, Asst. Manager, BoB Main Road - proved return memo ... balance on 05.06.2026 was Rs. 12,318 only.'")
# open
q("open", "hemlal ghat wala claim kahan tak pahuncha",
  [["2,40,000", "240000", "2.4 lakh", "2.40 lakh"], d("2027-09-07")], [["C06", "2027-04-08"], ["C06", "2027-07-08"]],
  "MACT 8.4.27 doctor.txt: 'Our evidence closed'; Hemlal chat [08/07/27]: 'bima company ne 2,40,000 ka offer diya ... Agla peshi 7 September'.")
q("open", "budhru ka 170B case ek baar short me samjha do",
  [["18,000", "18000"], ["1954-55"], d("2027-08-26")],
  [["upload", "170B aavedan Budhru.pdf"], ["C01", "2027-01-12"], ["C01", "2027-07-27"]],
  "170B aavedan: 'वर्ष 1994 ... मात्र 18,000/- रुपये में क्रय'; 12.01.2027: 'Misal bandobast 1954-55 ... Muria'; 27.7.27: 'Agla peshi 26.08.2027.'")
# bare (the lawyer's day Mon 23.08.2027: C04 at JMFC 4 and C07 at the Family Court)
q("bare", "phulmati", [["36,000", "36000"], ["recovery", "arguments"]], [["C07", "2027-07-15"]],
  "phulmati 15 july arrears.docx: 'Rs. 36,000 due ... Filed recovery application ... final arguments + recovery appl. together on 23.08.2027.'")
q("bare", "mohan thakur", [["351"], d("2027-08-23")], [["C04", "2027-07-14"]],
  "JMFC 14.07.2027 order sheet.pdf: 'अभियुक्त का कथन धारा 351 BNSS हेतु प्रकरण दिनांक 23.08.2027 को पेश हो।'")
# no_record
q("no_record", "kondagaon wale seemankan wale case ki agli peshi kab hai", NR, [],
  "No demarcation case anywhere; the practice's revenue matter is the 170-B case of Kumharawand.", no_record=True,
  absent=["seemankan", "सीमांकन", "demarcation"])
q("no_record", "hemlal wala claim lok adalat me gaya tha na?", NR, [],
  "C06 was never sent to a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat", "लोक अदालत"])
q("no_record", "tulsiram ki bail cancel karane state ne aavedan lagaya tha uska kya hua", NR, [],
  "No application for cancellation of bail anywhere.", no_record=True, absent=["cancel", "निरस्तीकरण"])
q("no_record", "tamrakar vakil ke saath mera kaun sa case hai", NR, [], "No Tamrakar in any upload.", no_record=True,
  absent=["tamrakar", "ताम्रकार"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Jagdalpur practice (bench/practices/jagdalpur; written from the uploads' "
                    "source_text by its writer, practice110; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
