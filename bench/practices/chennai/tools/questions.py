"""Write questions.json: questions typed the way this Chennai chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the chamber's 9/12 when `short`)."""
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


def amt(*forms: str) -> list[str]:
    return list(forms)


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "illa", "no note"]]
TWO = ["two", "twice", "2 times", "rendu", "2 occasions"]

TODAY = "2026-12-02"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"CH-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# ------------------------------------------------------------------ last time / next date
q("last_time", "kalaivani writ last hearing la enna aachu?",
  [d("2026-11-25"), ["fire noc", "fire department", "tnfrs"], d("2026-12-09")], [["C01", "2026-11-25"]],
  "IMG_5688 (25 Nov): 'heard fully ... VRJ: produce the status of the fire NOC appln + TNFRS acknowledgement. Posted for orders 9/12'.")
q("next_date", "balaji steels cheque case judgment eppo?",
  [d("2026-12-04")], [["C03", "2026-11-06"]],
  "STC 2786 args 6.11.26.docx: 'Saravanan: judgment on 04.12.2026'.")
q("next_date", "tiffin centre eviction - adutha date enna, edhukku?",
  [d("2026-12-07"), ["order"], ["mp 3", "m.p. 3", "m.p. no. 3", "reopen"]], [["C02", "2026-11-16"]],
  "16 nov rcop.txt: 'MP 3 (reopen evidence) heard ... orders on MP 3 and main RCOP on 7/12/26'.")
q("pending_before", "passage suit inniki list aagirukku - what all should be ready?",
  [["jagannathan", "pw2"], ["ia 7", "i.a. 7", "i.a. no. 7", "39 r 2a", "o.39 r.2a", "disobedience"], ["counter"]],
  [["C05", "2026-10-14"]],
  "IMG_5523 (14 Oct): 'PW2 (Jagannathan ...) NOT examined today - filed IA 7/26 u/O 39 R 2A ... NDOH 2/12 - counter in IA 7 + PW2'. Chat 14/10: 'Bring Jagannathan sir that day for evidence'.")
q("pending_before", "9th ku munnadi WP ku enna ready pannanum?",
  [["fire noc", "tnfrs"], ["typed set", "page no", "page number"]], [["C01", "2026-11-25"]],
  "IMG_5688: 'To do before 9/12: Arun - TNFRS ack + inspection report if any; typed set with page nos (VRJ insists)'.")
q("yes_no", "selvi case la award vandhucha? evlo?",
  [["yes", "award passed", "vandhuchu", "awarded"], amt("27,40,000", "2740000", "27.4 lakh", "27.40 lakh"), ["7.5"]],
  [["C04", "2026-11-13"]],
  "MCOP 1189 award.pdf (13.11.2026): 'total compensation Rs. 27,40,000/- ... interest at 7.5% per annum'. Murali chat 13/11/26 same.")
q("last_time", "nithya waiver petition enna aachu?",
  [["dismiss"], d("2026-09-24")], [["C06", "2026-04-16"]],
  "Asked 20.04.2026. IMG_4830 (16 Apr): 'waiver IA DISMISSED ... NDOH 24/9/26 - second motion'.", today="2026-04-20")
q("next_date", "selvi mcop PW2 kumaresan ku adutha date?",
  [d("2026-04-24")], [["C04", "2026-04-10"]],
  "Asked 12.04.2026. 10 april.txt: 'next 17/4. ** correction: NDOH changed to 24/4 ... 24/4 confirmed'. 17/4 is wrong.",
  today="2026-04-12")
q("yes_no", "WP la corporation counter file pannaangala?",
  [["no", "not filed", "not yet", "illa"], ["last chance"], d("2026-01-28")], [["C01", "2026-01-07"]],
  "Asked 10.01.2026. IMG_4301 (7 Jan): 'counter not ready ... LAST CHANCE. Counter by 21/1, else the Commissioner to appear in person ... NDOH 28/1'.",
  today="2026-01-10")
q("last_time", "corporation regularisation appln - what happened?",
  [["reject"], ["fire noc", "fire"], d("2026-11-25")], [["C01", "2026-07-08"], ["upload", "GCC rejection proceedings 26.6.26.pdf"]],
  "Asked 10.07.2026. IMG_5190 (8 Jul): 'regularisation REJECTED, no Fire NOC ... NDOH 25/11'. Proceedings dated 26.06.2026.",
  today="2026-07-10")
q("pending_before", "kareem kitta enna document vaanganum next hearing ku?",
  [["passport"], ["dubai"]], [["C02", "2026-06-15"]],
  "Asked 20.06.2026. RCOP 412 PW1 cross 15.6.26.docx: 'Kareem - get Imran's passport copy with Dubai entry/exit stamps'. Next 20.07 (RW1).",
  today="2026-06-20")
q("yes_no", "venkatesan balance 98,000 kattitaaraa?",
  [["yes", "deposited", "kattitaar", "paid"], d("2026-03-12"), ["2500", "2,500"]], [["C02", "2026-03-16"]],
  "Asked 20.03.2026. 16 march rcop.txt: 'balance 98,000 deposited on 12/3 + costs 2500 paid to us'.", today="2026-03-20")
# ------------------------------------------------------------------ said / witness
q("said", "kareem cross la stanley enna suggest pannaaru?",
  [["cash"], ["imran"], ["dubai"]], [["C02", "2026-06-15"]],
  "RCOP 412 PW1 cross 15.6.26.docx: 'rent Feb 2025 onwards paid in cash to Imran every month. DENIED. PW1: Imran has been working in Dubai since March 2023'.")
q("said", "ragavendran 351 questioning la enna sonnaar?",
  [["security"], ["no defence witness", "no dw", "no witness", "no defence evidence"]], [["C03", "2026-07-03"]],
  "3.7.26.docx: 'Says cheque was given as SECURITY for a future order, no liability. No defence witness - Stanley said so'.")
q("witness", "selvi case eyewitness enna sonnaan?",
  [["overt"], ["lorry"], ["helmet"]], [["C04", "2026-04-24"]],
  "IMG_4851 (24 Apr): 'overtook a lorry on the wrong side, hit the TVS XL from behind; Arumugam WAS wearing helmet'.")
q("said", "muthukumaran settlement pathi enna sonnaaru?",
  [["refus", "venaam", "not accept", "did not accept"], amt("4,75,000", "475000", "4.75 lakh", "4.75 l"), ["interest"]], [["C03", "2026-09-25"]],
  "25 sep saidapet.txt: 'muthukumaran sir refused - full 4,75,000 + interest venum'.")
q("said", "செல்வி கேஸ்ல இன்சூரன்ஸ் எவ்வளவு ஆஃபர் பண்ணாங்க? அவங்க என்ன சொன்னாங்க?",
  [amt("16,00,000", "1600000", "16 lakh", "16 l"), ["refus"]], [["C04", "2026-07-03"]],
  "3.7.26.docx: 'Rajagopal offered Rs 16,00,000. Selvi refused (wants at least 25 L)'.")
q("said", "கரீம் கேஸ்ல இம்ரான் இப்போ எங்க இருக்காரு?",
  [["dubai"], ["2023"]], [["C02", "2026-06-15"]],
  "RCOP 412 PW1 cross 15.6.26.docx: 'Imran has been working in Dubai since March 2023'.")
q("yes_no", "dhanapal gate open vechirukkaanaa? order follow panraanaa?",
  [["no", "not", "illa"], ["8 pm"], ["ia 7", "i.a. 7", "i.a. no. 7", "disobedience", "2a"]], [["C05", "2026-10-14"]],
  "IMG_5523 (14 Oct): 'IA 7/26 u/O 39 R 2A (disobedience): gate locked at 8 pm on 12/9, 19/9, 27/9'. Order of 22.04 required it open 6 a.m. to 10 p.m.")
# ------------------------------------------------------------------ counts / amounts
q("count", "saidapet cheque case la accused evlo thadava absent?",
  [TWO, d("2025-12-12"), d("2026-04-10")], [["C03", "2025-12-12"], ["C03", "2026-04-10"]],
  "20251212 photo: 'accused ragavendran varala ... exemption'; proceedings 10.04.2026: 'Accused absent. No petition. Issue N.B.W.'. Present on every other date.")
q("count", "selvi case la insurance side evlo vaati time kettaanga?",
  [TWO, d("2026-01-09"), d("2026-06-12")], [["C04", "2026-01-09"], ["C04", "2026-06-12"]],
  "9 jan mact.txt: 'rajagopal sir cross ku time kettaaru'; mact 12 june.txt: 'proxy ... RW not ready ... costs rs 1500'. The 10.04 adjournment was our witness (not served); 09.10 was the PO on leave.")
q("count", "nithya case la karthik evlo vaati absent?",
  [["once", "one time", "1 time", "only one", "oru thadava"], d("2026-01-22")], [["C06", "2026-01-22"]],
  "IMG_4355 (22 Jan): 'Karthik absent'. Present on 11.12, 19.02 ('both present in person'), 19.03, 24.09.")
q("amount", "nithya alimony total evlo, epdi pay pannaanga?",
  [amt("18,00,000", "1800000", "18 lakh", "18 l"), amt("8,00,000", "800000", "8 lakh", "8 l"),
   amt("10,00,000", "1000000", "10 lakh", "10 l")],
  [["upload", "Mediation settlement FCOP 2207.pdf"], ["C06", "2026-03-19"], ["C06", "2026-09-24"]],
  "Settlement 12.02.2026: Rs. 18,00,000 = Rs. 8,00,000 at first motion + Rs. 10,00,000 at second; IMG_4701: 'DD 8 L'; decree: 'Rs. 10,00,000/- by demand draft today'.")
q("amount", "regularisation fee evlo kattinom?",
  [amt("3,42,000", "342000", "3.42 lakh")], [["C01", "2026-03-04"]],
  "IMG_4620 (4 Mar): 'Regularisation appln filed 18/2 (fee Rs 3,42,000 paid ...)'.")
q("pattern", "indha varusham edhir side costs pay panna sonna orders - list pannunga, evlo?",
  [amt("2,500", "2500"), amt("1,000", "1000"), amt("1,500", "1500"), ["kareem", "rcop", "tiffin", "venkatesan"],
   ["balaji", "ragavendran", "stc", "cheque"], ["selvi", "mcop", "mact", "insur"]],
  [["C02", "2026-02-23"], ["C03", "2026-05-22"], ["C04", "2026-06-12"]],
  "RCOP proceedings 23.02.2026 costs Rs. 2,500; STC proceedings 22.05.2026 costs Rs. 1,000; mact 12 june.txt costs rs 1500. No other costs order in 2026.")
# ------------------------------------------------------------------ habits / patterns
q("counsel_pattern", "stanley devaraj - namma rendu matter la epdi delay panraaru?",
  [["high court", "hc"], ["reopen", "mp 3", "m.p. 3"], ["not ready", "ready illa"], ["kareem", "rcop", "tiffin", "venkatesan"],
   ["balaji", "ragavendran", "stc", "cheque"]],
  [["C02", "2026-04-13"], ["C02", "2026-10-12"], ["C03", "2026-02-27"]],
  "13.4 rcop.txt: 'stanley sir HC la busy ... shalini mam adjournment kettaanga'; IMG_5501: 'Stanley NOT ready for his args, instead filed MP 3 to reopen evidence'; 27feb saidapet.txt: 'cross ku stanley sir ready illa'.")
q("judge_habit", "VRJ is particular about what? anything to keep in mind?",
  [["typed set", "page no", "page number"], ["undertaking"], ["last chance", "commissioner to appear", "in person"]],
  [["C01", "2025-12-10"], ["C01", "2026-01-07"], ["C01", "2026-11-25"]],
  "WP 18734 admission 10.12.25.docx: 'UNDERTAKING AFFIDAVIT'; IMG_4301: 'LAST CHANCE ... Commissioner to appear in person'; IMG_5688: 'typed set with page nos (VRJ insists)'.")
q("judge_habit", "XIII court madam tenants kitta epdi? what does she usually do?",
  [["deposit"], ["last opportunity", "no further adjournment"]], [["C02", "2026-01-19"], ["C02", "2026-02-23"], ["C02", "2026-04-13"]],
  "RCOP proceedings: 19.01 deposit Rs. 1,98,000 failing which defence struck off; 23.02 'last opportunity ... costs'; 13.4 rcop.txt: 'no further adjournment recorded'.")
# ------------------------------------------------------------------ open briefings
q("open", "quick brief on Kalaivani - both her matters",
  [["lock", "seal"], ["fire noc", "fire"], d("2026-12-09"), ["gate"], ["6 am", "6 a.m."], ["ia 7", "i.a. 7", "disobedience", "2a"]],
  [["C01", "2026-11-25"], ["C05", "2026-04-22"], ["C05", "2026-10-14"]],
  "WP: IMG_5688 (posted 9/12, fire NOC status). Suit: IA 1 order 22.04 (gate open 6 a.m. to 10 p.m.); IMG_5523 (IA 7, NDOH 2/12 = today).")
q("open", "balaji steels case full status sollunga",
  [amt("4,75,000", "475000", "4.75 lakh"), ["nbw", "warrant"], amt("3,50,000", "350000", "3.5 lakh", "3.5 l"), d("2026-12-04")],
  [["C03", "2026-04-10"], ["C03", "2026-09-25"], ["C03", "2026-11-06"]],
  "Proceedings 10.04 NBW; 25 sep saidapet.txt offer 3,50,000 refused; args 6.11 docx: judgment on 04.12.2026; cheque Rs. 4,75,000.")
# ------------------------------------------------------------------ not in the notes
q("no_record", "adv vijayaraghavan kooda namma matter edhaavadhu irukkaa?",
  NR, [], "No counsel, party or note named Vijayaraghavan.", no_record=True, absent=["vijayaraghavan"])
q("no_record", "selvi case lok adalat ku refer pannaangala? date enna?",
  NR, [], "C04 was never sent to Lok Adalat; the offer was made in the tribunal (03.07.2026).", no_record=True,
  absent=["lok adalat"])
q("no_record", "dhanapal interim order against CRP pottaanaa high court la?",
  NR, [], "No revision (C.R.P.) against the I.A. 1 order in any upload.", no_record=True,
  absent=["c.r.p", "crp", "revision"])
q("no_record", "indian bank SARFAESI case DRT la adutha date?",
  NR, [], "No DRT or SARFAESI matter in the practice (Indian Bank appears only as a bank account).", no_record=True,
  absent=["drt", "sarfaesi", "debts recovery"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Chennai practice (bench/practices/chennai; written from the uploads' "
                    "source_text by its writer; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
