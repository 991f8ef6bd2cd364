"""Write questions.json for the Kolkata practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "kono record nei", "no note"]]

TODAY = "2026-12-02"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"K-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


WEEK = ["upload", "week plan 30.11-4.12.txt"]
TAPAS_WA = ["upload", "WhatsApp Chat with Tapas Samanta Sir.txt"]
KUNDU_WA = ["upload", "WhatsApp Chat with Anirban Kundu Riverside.txt"]
SAHA_WA = ["upload", "WhatsApp Chat - Biswanath Saha/_chat.txt"]

q("last_time", "sohini r matter e last date e ki holo?",
  [d("2026-11-25"), ["cross"], ["jadavpur", "left the flat", "january 2025"]], [["C04", "2026-11-25"]],
  "Abhijit cross 25.11.26.docx: 'Cross in part ... admits he left the Jadavpur flat ... in January 2025'. Further cross 20.01.2027.")
q("next_date", "riverside er next kobe? ki jonno list?",
  [d("2026-12-03"), ["commissioner"]], [["C03", "2026-09-10"], ["upload", "Original Side cause list 03.12.2026.pdf"]],
  "CS COM 88 - 10.09.2026.docx: 'Next before Court: 03.12.2026 for report of the Commissioner on progress'; cause list of 3.12: 'FOR ORDERS (REPORT OF COMMISSIONER)'.")
q("next_date", "mohit agarwala 138 porer date kobe?",
  [d("2026-12-14"), ["last opportunity", "last chance"]], [["C05", "2026-11-30"]],
  "RH 30.11.26.txt: 'LAST opportunity for DE ... NDOH 7/12 -- NDOH changed to 14/12 (peshkar corrected)'.")
q("next_date", "chandana di partition - next date kobe ar ki hobe sedin?",
  [d("2027-01-11"), ["cross"]], [["C02", "2026-11-30"]],
  "RH 30.11.26.txt: 'pinaki dutta's junior prayed to defer cross ... NDOH 11.1.27 for cross of PW1'.")
q("yes_no", "did Abhijit ever pay Sohini's s.24 arrears?",
  [["yes", "paid", "handed over"], ["1,54,000", "154000", "1.54 lakh"], ["30,000", "30000"], d("2026-08-19")],
  [["C04", "2026-08-19"]],
  "alipore 19.8.txt: '2 DDs in court - arrears till july 1,54,000 + litigation cost 30,000'.")
q("yes_no", "Tapas babu gratuity ta peyechen shesh obdhi?",
  [["yes", "credited", "received"], d("2026-08-14"), ["11,40,000", "1140000", "11.40 lakh", "11.4 lakh"], ["interest"]],
  [TAPAS_WA],
  "WhatsApp Tapas (14/08/26): 'Gratuity credited today 11,40,000. Interest ta ekhono asheni.'")
q("amount", "sonarpur er upor koto cost hoyeche? kobe modhye dite hobe?",
  [["25,000", "25000"], ["two weeks", "2 weeks"], ["admission"]], [["C03", "2026-03-19"]],
  "Order 19.03.2026: admission and denial in one week 'subject to payment of costs of Rs. 25,000/- to the plaintiff within two weeks'.",
  today="2026-03-26")
q("said", "flat case er order er por Biswanath babu ki bollen - flat nebe na refund?",
  [["flat-i chai", "wants the flat", "want the flat", "wants possession", "flat chai", "not the refund", "not a refund"],
   ["rina"]], [SAHA_WA],
  "WhatsApp Saha [17/11/26]: 'Madam ami flat-i chai, refund na. Rina-r o tai mot.'")
q("said", "Abhijit cross e ki ki admit korlo?",
  [["jadavpur"], ["police", "gd"], ["98,000", "98000"]], [["C04", "2026-11-25"]],
  "Abhijit cross 25.11.26.docx: left Jadavpur flat Jan 2025; 'no GD / police complaint'; 'salary now Rs. 98,000 net'.")
q("said", "Behala barir commissioner report e ki ache? ground floor e ke?",
  [["sukumar"], ["pal variety"], ["gopal mitra"], ["7,000", "7000"]],
  [["upload", "Commissioner report TS 211-2024.pdf"]],
  "Commissioner report (19.06.2026): ground floor with D1 Sukumar Pal and shop 'Pal Variety Stores'; two first-floor rooms let to Gopal Mitra at Rs. 7,000 to D1; third room under plaintiff's lock.")
q("count", "partition suit e Pinaki Dutta'ra koto bar cost diye time niyeche? total cost koto?",
  [["two", "twice", "2 times", "2 bar", "duto", "dubar"], ["1,500", "1500"], d("2026-03-23"), d("2026-08-24")],
  [["C02", "2026-03-23"], ["C02", "2026-08-24"]],
  "Order No. 21 (23.03.2026): cost Rs. 500; RH 24/8/26: 'LAST CHANCE, cost Rs 1000'. 500 + 1,000 = 1,500. No other cost in C02.")
q("count", "Samanta writ e total koto gulo date poreche, disposal porjonto?",
  [["six", "6"]],
  [["C01", "2025-12-10"], ["C01", "2026-01-21"], ["C01", "2026-02-18"], ["C01", "2026-03-11"], ["C01", "2026-04-08"],
   ["C01", "2026-06-17"]],
  "Dates 10.12.2025, 21.01, 18.02, 11.03, 08.04, 17.06.2026 (judgment).")
q("amount", "sohini r maintenance koto hoyechilo? kobe theke?",
  [["22,000", "22000"], d("2025-12-17"), ["30,000", "30000"]], [["C04", "2026-04-22"]],
  "Order No. 11 dt. 22.04.2026: Rs. 22,000 per month from 17.12.2025; litigation cost Rs. 30,000.")
q("amount", "mediation e Sonarpur koto offer korechilo?",
  [["30 lakh", "30 l", "30,00,000"], ["10 instalments", "ten instalments", "10 installments"], ["38 l", "38 lakh", "38,00,000"]],
  [["C03", "2026-07-09"], KUNDU_WA],
  "20260709 photo: 'Def. offered 30 L in 10 instalments; Anirban wants min 38 L, refused'.")
q("amount", "saha flat case e compensation koto pelam?",
  [["3,00,000", "300000", "3 lakh"], ["25,000", "25000"]], [["C06", "2026-11-17"]],
  "Final order 17.11.2026: compensation Rs. 3,00,000 and litigation cost Rs. 25,000.")
q("judge_habit", "Nag madam er court e ki ki kheyal rakhte hoy?",
  [["present"], ["warrant", "b/w", "w/a"], ["medical"]],
  [["C05", "2026-01-07"], ["C05", "2026-03-23"], ["C05", "2026-08-24"]],
  "sealdah 7 jan: 'complainant must be present every date'; 23.3: 'shall remain present in person'; 24.8: exemption without medical paper rejected, B/W.")
q("judge_habit", "Pal Chaudhuri J - what does he insist on?",
  [["affidavit of service"], ["last opportunity", "last chance"]], [["C01", "2025-12-10"], ["C01", "2026-01-21"]],
  "20251210 photo: 'PCJ asked FIRST for aff. of service'; order 21.01.2026: affidavit of service kept; 'As a last opportunity ... costs Rs. 5,000'.")
q("judge_habit", "LBJ adjournment niye kemon?",
  [["cost"], ["25,000", "25000"]], [["C03", "2026-03-19"], ["C03", "2026-09-10"]],
  "Order 19.03.2026: costs Rs. 25,000; 10.09.2026 docx: 'no adjournment ... before the Commissioner without costs'.")
q("pending_before", "3 tarikh er aage Riverside e ki ki baki?",
  [["20,000", "20000"], ["commissioner"], ["26/11", "26.11.2026", "26 nov", "26th nov", "26 november"]], [WEEK],
  "week plan: 'PW1 Anirban cross CONCLUDED on 26/11. Pay our half of commissioner's fee Rs 20,000 (still pending!) before 3/12'.")
q("pending_before", "saha flat e order er por ki ki korar ache?",
  [["certified copy"], ["3.5", "3,50,000", "350000"], d("2027-02-15"), ["execution"]], [WEEK],
  "week plan: 'certified copy of 17/11 order - collect (Nitai). Balance 3.5 L ... if no possession by 15.02.2027 -> execution'.")
q("counsel_pattern", "Pinaki Dutta amar kon kon matter e? ki bhabe time nay?",
  [["partition", "chandana", "211"], ["agarwala", "4417", "mohit", "138"], ["junior"], ["high court", "hc"]],
  [["C02", "2026-03-23"], ["C02", "2026-08-24"], ["C05", "2026-01-07"]],
  "23.3.26 Mon.txt and 24.8: 'pinaki dutta's junior ... senior engaged in HC' (C02); sealdah 7 jan: 'accused appeared thru pinaki dutta' (C05).")
q("pattern", "Biswanath babu r koyta case amader kache? dutor status?",
  [["two", "2", "duto"], d("2026-12-14"), ["allowed"], d("2026-11-17")],
  [["C05", "2026-11-30"], ["C06", "2026-11-17"]],
  "C05: NDOH 14/12 for DE (RH 30.11.26); C06: allowed in part on 17.11.2026 (order).")
q("open", "brief me on Tapas babu's writ",
  [["11,40,000", "1140000", "11.40"], ["1,86,400", "186400"], ["5,000", "5000"], d("2026-06-17"), ["6%", "6 %", "6 per"]],
  [["C01", "2026-01-21"], ["C01", "2026-06-17"], ["upload", "DI memo gratuity withheld.pdf"], TAPAS_WA],
  "DI memo: gratuity 11,40,000 withheld for audit objection 1,86,400; order 21.01: costs 5,000; judgment 17.06.2026: 6% interest.")
q("open", "kal Riverside - full brief dao",
  [["42,60,000", "4260000", "42.6"], ["8,75,000", "875000"], ["ganguly"], d("2026-12-03")],
  [["upload", "SOA Sonarpur Polymers Jan25.pdf"], ["C03", "2026-02-12"], ["C03", "2026-09-10"]],
  "SOA: due 42,60,000; Nitai 12/2: counter claim 8,75,000; 10.09 docx: Soumitra Ganguly commissioner; next 03.12.2026.")
q("last_time", "chandana di r partition e gotokal ki holo?",
  [d("2026-04-20"), ["amalendu"], ["6,000", "6000"], d("2026-07-06")], [["C02", "2026-04-20"]],
  "20260420 photo: 'petn O26r9 ALLOWED. Pleader commr: Amalendu Sarkar ... Fee 6000 ... Next 6/7'.", today="2026-04-21")
q("next_date", "sealdah 138 next kobe? biswanath babu ke ki bolte hobe?",
  [d("2026-05-04"), ["present", "in person"]], [["C05", "2026-03-23"]],
  "23.3.26 Mon.txt: 'complainant shall remain present in person on next date ... NDOH 4.5.26 - CW1'.", today="2026-03-24")
q("yes_no", "sohini r husband arrears diyeche?",
  [["no", "not paid", "unpaid"], d("2026-08-19"), ["strik"]], [["C04", "2026-07-01"]],
  "1 july sohini.txt: 'arrears ... NOT paid (not a single month) ... pay everything by next date or I will consider striking out ... NDOH 19/8/26'.",
  today="2026-07-15")
q("amount", "riverside commissioner er fee koto, amader bhag?",
  [["40,000", "40000"], ["20,000", "20000"]], [["C03", "2026-09-10"]],
  "CS COM 88 - 10.09.2026.docx: 'remuneration Rs. 40,000 to be shared equally (Rs. 20,000 each)'.", today="2026-09-11")
q("next_date", "সোহিনীর মামলায় পরের তারিখ কবে?",
  [d("2027-01-20"), ["cross"]], [["C04", "2026-11-25"]],
  "Abhijit cross 25.11.26.docx: 'Further cross: 20.01.2027'.")
q("last_time", "সাহা ফ্ল্যাট কেসে অর্ডার কবে হল, কী হল?",
  [d("2026-11-17"), ["allowed", "allow"], ["90 days", "90 din"]], [["C06", "2026-11-17"]],
  "Final order 17.11.2026: allowed in part; possession with OC within 90 days.")
q("said", "consumer e Kar sir builder er WV niye ki bolechilo?",
  [["45 days"], ["61 days"], ["not taken on record", "not accepted", "refused", "cant take on record"]], [["C06", "2026-01-13"]],
  "consumer 13-1.txt: 'filed WV today - 61 days after service. kar sir: beyond 45 days, cant take on record ... WV not accepted'.")
q("bare", "commr fee dewa hoyeche?",
  [["20,000", "20000"], ["riverside", "sonarpur", "88"]], [WEEK, ["C03", "2026-09-10"]],
  "week plan (28.11): 'Pay our half of commissioner's fee Rs 20,000 (still pending!) before 3/12'; Riverside is listed 03.12.", today="2026-12-03")
q("no_record", "sohini r case ta lok adalat e pathano hoyechilo?",
  NR, [], "C04 went to the mediation centre only; no Lok Adalat in any upload.", no_record=True, absent=["lok adalat"])
q("no_record", "Ghoshal babu opposite e amader kon matter ache?",
  NR, [], "No counsel or party named Ghoshal.", no_record=True, absent=["ghoshal"])
q("no_record", "agarwala HC te quashing file korechhe?",
  NR, [], "No quashing petition or revision in any upload of C05.", no_record=True, absent=["quash"])
q("no_record", "Chatterjee divorce er next date ta bolo",
  NR, [], "No Chatterjee in the registry or any upload.", no_record=True, absent=["chatterjee"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Kolkata practice (bench/practices/kolkata; written from the uploads' "
                    "source_text by its writer, practice7; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
