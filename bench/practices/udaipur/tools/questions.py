"""Write questions.json for the Udaipur practice: questions typed the way this chamber types in Tareekh's chat box,
with the facts a right answer must state (each group stated in the uploads its evidence names)."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer or a munshi writes it (day first; 12.02.27 and 12.2.27; 12/2 when `short`)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd:02d}.{mm:02d}.{yy:02d}", f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}",
             f"{dd:02d}/{mm:02d}/{yy:02d}", f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}",
             f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}", f"{dd}{suffix} {LONG[mm - 1]}",
             f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note", "not in the notes"]]
TODAY = "2027-02-12"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"U-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "kaya wale heeralal ke dava me pichli peshi pe kai hua",
  [d("2027-01-13"), ["dw2", "ramnarayan", "रामनारायण"], ["साक्ष्य बंद", "evidence closed", "closed"]],
  [["C03", "2027-01-13"]],
  "IMG-20270113-WA0011.jpg: '13.01.27 ... DW2 रामनारायण पटवारी (सेवानिवृत्त) के बयान हुए ... प्रतिवादी साक्ष्य बंद'.")
q("last_time", "kamli bai ki apeal me RAA me last time kya hua tha",
  [d("2026-12-16"), ["written submissions", "likhit bahas"], ["orders", "aadesh"]], [["C04", "2026-12-16"]],
  "20261216_163015.jpg: '16.12.26 ... dono 2 hafte me likhit bahas (written submissions) do. Then orders.'")
q("last_time", "raju gameti bail ka kya bana last date pe",
  [d("2026-08-05"), ["allowed", "bail granted", "released on bail"], ["50,000", "50000"]], [["C02", "2026-08-05"]],
  "SB Cr Misc Bail 9132-2026 order 05.08.2026.pdf: 'the bail application is allowed ... personal bond of Rs. 50,000/-'.",
  today="2026-08-07")
# next_date
q("next_date", "hotel wale case (aravali) ki agli tareekh kab h", [d("2027-02-19")], [["C05", "2027-01-22"]],
  "correction hotel ND.txt: 'Commercial Court ka sahi ND 19.02.2027 hai' (the 22.01.27 page wrote 12.2 by mistake).")
q("next_date", "dangi ji ki writ jodhpur me next kab lagi hai", [d("2027-02-15")], [["C01", "2026-11-23"]],
  "IMG20261123181205.jpg: 'ND 15.2.27'; the Dangi chat: 'Agli tareekh 15 Feb'.")
q("next_date", "bheru lal ka next date kya aaya", [d("2027-01-08")], [["C07", "2026-11-12"]],
  "WhatsApp Chat with Kapil Menaria Jr (2).txt, 12/11/26: 'Ameta sa ne time maanga. ND 8 Jan'.", today="2026-11-13")
# count
q("count", "kamli bai appeal me ab tak kitni peshiyan ho gayi",
  [["7", "seven"]], [["C04", x] for x in ("2026-03-25", "2026-04-29", "2026-06-10", "2026-07-15", "2026-09-09",
                                          "2026-10-28", "2026-12-16")],
  "Seven hearings reported: 25.03, 29.04, 10.06, 15.07, 09.09, 28.10 and 16.12.2026 (order sheet, register, notes).")
q("count", "pichola hotel case me kitne issues frame hue the", [["5", "five", "issues framed (5)"]],
  [["C05", "2026-07-10"]], "New Microsoft Word Document.docx: 'issues framed (5): 1. ... 5. Relief.'")
q("count", "raju gameti pe aur kitne case nikle factual report me",
  [["2", "two", "2 aur case", "two other cases"], ["acquitted", "acquittal"]], [["C02", "2026-07-29"], ["C02", "2026-08-05"]],
  "Kapil chat 29/07/26: 'Raju pe 2 aur case hain'; order 05.08.2026: 'Of the two other cases ... he stands acquitted in one'.")
# yes_no
q("yes_no", "shrinath marbles me state pe costs lagi thi kya",
  [["5,000", "5000"], d("2026-05-11")], [["C01", "2026-05-11"]],
  "SBCWP 4417-2026 order 11.05.2026.pdf: 'Date of Order: 11/05/2026 ... subject to costs of Rs. 5,000/-'.")
q("yes_no", "lalita ka pura bakaya mukesh ne bhar diya kya",
  [["28,000", "28000"], ["35,000", "35000"]], [["C06", "2026-08-13"], ["C06", "2026-12-03"]],
  "Lalita chat 13/08/26: '35,000 aaj diye, 28,000 abhi baki'; Lalita NAW1 cross.docx: 'Rs. 28,000 of interim arrears still unpaid'.")
q("yes_no", "bheru lal wale me doctor ne injury grievous likhi thi kya",
  [["no final opinion"], ["sharp stone", "fall on a sharp stone"]], [["C07", "2026-09-29"]],
  "Bheru lal PW3 doctor.docx: 'could be caused by a fall on a sharp stone ... No final opinion \"grievous / dangerous to life\"'.")
# said
q("said", "ME ne affidavit me dead rent ke baare me kya maana",
  [["3,12,000", "312000", "3.12 lakh"], ["double", "do baar", "twice"]], [["C01", "2026-11-23"]],
  "IMG20261123181205.jpg: 'dead rent me 2023-24 ka Rs. 3,12,000 double jod diya! (admitted in para 6)'.")
q("said", "kamli bai me meena sa ne apni bahas me kya bola",
  [["registered"], ["sub-registrar", "sub registrar"]], [["C04", "2026-12-16"]],
  "20261216_163015.jpg: 'Meena sa ki bahas - wasiyat registered, Sub-Registrar Jhadol ne khud angutha lagwaya'.")
q("said", "bheru lal case me nanda ram ne gawahi me kya kaha",
  [["hostile"], ["koni dekhyo", "baad me aayo", "did not see"]], [["C07", "2026-07-07"]],
  "IMG20260707163312.jpg: 'PW2 Nanda Ram (chashmdeed) - HOSTILE! Bola: \"mhane kai koni dekhyo, main to baad me aayo\"'.")
# judge_habit
q("judge_habit", "tatiya sahab state ko baar baar time dete h kya mining wale me",
  [["last opportunity"], ["5,000", "5000"], ["personal affidavit"]], [["C01", "2026-05-11"], ["C01", "2026-09-14"]],
  "Order 11.05.2026: 'As a last opportunity ... costs of Rs. 5,000/-'; order 14.09.2026: 'to file his personal affidavit'.")
q("judge_habit", "RAA sa ka tareeka kya hai, pehle record mangwate h kya",
  [["misal"], ["written submissions", "likhit bahas"]], [["C04", "2026-06-10"], ["C04", "2026-12-16"]],
  "10 June kamli bai.txt: 'RAA sa ne Tehsildar Jhadol se poori misal ... mangwai'; 16.12.26: 'likhit bahas (written submissions)'.")
q("judge_habit", "commercial court wale judge sa adjournment pe kya karte h",
  [["2,000", "2000"], ["no further deferment"]], [["C05", "2026-11-06"]],
  "CS 19-2025 order sheet 06.11.2026.pdf: 'subject to costs of Rs. 2,000/- ... No further deferment.'")
# pending_before
q("pending_before", "SDM girwa ke saamne mera kaunsa matter chal rha h abhi",
  [["heeralal", "हीरालाल"], ["kanhaiyalal", "कन्हैयालाल"]], [["C03", "2027-01-13"]],
  "IMG-20270113-WA0011.jpg: 'SDM गिरवा हीरालाल भील बनाम कन्हैयालाल जैन ... अंतिम बहस हेतु'.")
q("pending_before", "ADJ-2 me mera kya pending h, kab h",
  [["bheru lal", "bheru"], d("2027-03-04")], [["C07", "2027-02-10"]],
  "IMG20270210131545.jpg: 'ADJ-2 Bheru Lal - 313 statement ... ND 4.3.27 - DE'.")
# amount
q("amount", "dangi ji ne HC ke order pe kitna jama karaya tha",
  [["4,00,000", "400000", "4 lakh", "four lakh"]], [["upload", "IMG-20260406-WA0017.jpg"], ["C01", "2026-03-09"]],
  "IMG-20260406-WA0017.jpg: 'Amount: Rs. 4,00,000/- (Rupees Four Lakh only)'.")
q("amount", "lalita ko interim kitna mila per month", [["7,000", "7000"]], [["C06", "2026-05-07"]],
  "Cr Misc 301-2025 order 07.05.2026.pdf: 'रुपये 7,000/- प्रतिमाह अंतरिम भरण-पोषण'.", today="2026-05-15")
q("amount", "pichola hotel ne aravali ko advance kitna diya tha",
  [["18,75,000", "1875000", "18.75 lakh"]], [["upload", "RTGS advice Aravali.pdf"]],
  "RTGS advice Aravali.pdf: 'Amount: INR 18,75,000.00 Remarks: ADVANCE RENOVATION 14 ROOMS'.")
# pattern
q("pattern", "bheru lal case me prosecution ke gawah time pe aate h kya",
  [["bailable warrant"], ["io", "mohan singh"]], [["C07", "2026-08-18"], ["C07", "2026-11-12"]],
  "Kapil chat 18/08/26: 'Dr. Sanjay Vyas (PW3) aaj bhi koni aaya ... bailable warrant'; chat (2) 12/11/26: 'IO ASI Mohan Singh aaj bhi nahi aaya'.")
q("pattern", "kaya wale dava me peshi kitni baar badli aur kyu",
  [["जवाब दावा", "jawab dava"], ["ड्यूटी", "duty"], ["doosra gawah", "dw2"]],
  [["C03", "2026-03-16"], ["C03", "2026-05-20"], ["C03", "2026-11-18"]],
  "Register 16.03.26: 'जवाब दावा पेश नहीं हुआ'; 20.05.26: 'SDM सा. प्रशासनिक ड्यूटी'; Prakash chat 18/11/26: 'doosra gawah ... nahi aaya'.")
# counsel_pattern
q("counsel_pattern", "gopal lal meena kaisa vakil h, time pe aata h?",
  [["500"], ["अनुपस्थित", "absent"]], [["C04", "2026-04-29"], ["C04", "2026-09-09"]],
  "Register 29.04.26: 'मीणा सा. हाजिर, स्टे पर जवाब हेतु समय मांगा'; 09.09.26: 'अनुपस्थित ... 500 रु. हर्जाना'.")
q("counsel_pattern", "ritika mehta ka pattern kya h hotel case me",
  [["deferment", "deferred"], ["2,000", "2000"], ["time liya", "sought time", "time for ws"]],
  [["C05", "2026-11-06"], ["C05", "2027-01-22"]],
  "Order 06.11.2026: 'seeks deferment of cross-examination ... costs of Rs. 2,000/-'; 22.01.27: 'Ritika ne time liya'.")
# witness
q("witness", "hotel case me PW2 kaun tha aur kya prove kiya",
  [["nitin bapna", "bapna"], ["rtgs", "ledger"]], [["C05", "2026-09-25"]],
  "Kapil chat (2) 25/09/26: 'CA Nitin Bapna PW2 ka bayan - ledger aur RTGS prove'.")
q("witness", "kaya case me bhagwati lal ne kya bola tha",
  [["2018"], ["fencing", "baad"]], [["C03", "2026-08-26"]],
  "kaya PW2 26.08.txt: 'Heeralal ka parivaar hi 2018 tak kheti karta tha; 2019 me Jain ne baad (fencing) laga di'.")
q("witness", "mukesh ne cross me kya kya maana lalita wale me",
  [["motorcycle"], ["1,35,000", "135000", "1.35 lakh"], ["28,000", "28000"]], [["C06", "2026-12-03"]],
  "Lalita NAW1 cross.docx: 'bought a motorcycle (Rs. 1,35,000) ... Rs. 28,000 of interim arrears still unpaid'.")
# open
q("open", "kamli bai wala matter short me samjhao",
  [["1187"], ["wasiyat", "will", "वसीयतनामा"], d("2027-02-12")],
  [["upload", "naamantaran 1187 Kotra Kalan.pdf"], ["C04", "2026-10-28"], ["C04", "2026-12-16"]],
  "naamantaran: 'नामान्तरण संख्या 1187 ... वसीयतनामा दिनांक 04.03.2021'; 28.10.26: hospital 22.02-10.03.2021; 16.12.26: 'Peshi 12.2.27 (aadesh hetu)'.")
q("open", "shrinath marbles wala pura case kya h batao",
  [["8,64,000", "864000", "8.64 lakh"], ["stay", "stayed"], d("2027-02-15")],
  [["upload", "CamScanner 20-01-2026 11.42.pdf"], ["C01", "2026-03-09"], ["C01", "2026-11-23"]],
  "ME order: 'dues of Rs. 8,64,000 ... CANCELLED'; order 09.03.2026: 'shall remain stayed'; 23/11/26: 'ND 15.2.27'.")
# bare (typed in court on Fri 12.02.2027)
q("bare", "lalita", [["arguments", "bahas"], ["jhala"]],
  [["C06", "2027-01-22"], ["upload", "cause list Family Court 1 12.02.2027.pdf"]],
  "22.01.27 family + comm.txt: 'Jhala ki bahas next date. ND 12.2.27'; cause list 12.02.2027: 'Lalita Sharma vs Mukesh Sharma Arguments'.")
q("bare", "heeralal", [["अंतिम बहस", "final bahas", "final arguments"], d("2027-02-12")],
  [["C03", "2027-01-13"], ["upload", "Week plan 8-13 Feb.docx"]],
  "Register 13.01.27: 'अंतिम बहस हेतु - तारीख पेशी 12.02.27'; week plan: 'Fri 12/2 SDM Girwa - Heeralal (final bahas)'.")
# no_record
q("no_record", "jhamarkotra wali mining writ ki agli date kya h", NR, [],
  "No such writ; the only mining matter is the Babarmal marble lease.", no_record=True, absent=["jhamar"])
q("no_record", "pichola hotel wala case lok adalat me gaya tha na, kya hua", NR, [],
  "C05 was never sent to a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat"])
q("no_record", "kamli bai case me handwriting expert ki report aayi kya", NR, [],
  "No expert was ever called in the appeal; no upload names one.", no_record=True, absent=["handwriting"])
q("no_record", "adv mohit bordia ke saath mera koi case h kya", NR, [], "No Bordia in any upload.", no_record=True,
  absent=["bordia"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Udaipur practice (bench/practices/udaipur; written from the uploads' "
                    "source_text by its writer, practice81; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
