"""Write questions.json for the Shillong practice: questions typed the way this chamber types (English with Khasi
words, some Hindi), with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms this chamber writes it (day first; 13.1.26, 13/1, 13 jan, 13th january ...)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd:02d}.{mm:02d}.{yy:02d}", f"{dd}-{mm}-{yy}",
             f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}",
             f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "no note", "ym don", "nothing in the records"]]

TODAY = "2026-12-02"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"SH-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


WEEK = ["upload", "week 30.11 to 5.12.txt"]
AGARWAL_WA = ["upload", "WhatsApp Chat - Agarwal Hardware/_chat.txt"]
HEIPORMI_WA = ["upload", "WhatsApp Chat with Bah Heipormi Jowai.txt"]
PHAI_WA = ["upload", "WhatsApp Chat with Phai Jr.txt"]

# ---------------------------------------------------------------- next_date
q("next_date", "suchiang jowai appeal ND kumno? when is it",
  [d("2026-12-10"), ["conclude", "reply"]], [["C02", "2026-11-19"]],
  "IMG_4975.HEIC (19.11.2026): 'State to conclude + our reply. ND 10.12.26'; the advance list of 10.12.2026 has it as item 27.")
q("next_date", "mawpat khadduh suit - next date la?",
  [d("2026-12-18"), ["argument"]], [["C04", "2026-11-06"]],
  "CC TS 36-2024 order 06.11.2026.pdf: 'The defendant's evidence is closed ... Fix 18.12.2026 for arguments.'")
q("next_date", "jerome sangma 138 - next date kumno? phai's notes confusing",
  [d("2026-09-11")], [["upload", "correction ni57 ND.txt"], ["C05", "2026-07-24"]],
  "ni57 24.7 pw2.txt said 'ND 4.9.26'; correction ni57 ND.txt (25.07): 'ND is NOT 4.9.26 ... next date is 11.09.2026 (Fri) "
  "for statement of accused'. Asked on 26.07.2026.", today="2026-07-26")

# ---------------------------------------------------------------- last_time
q("last_time", "dkhar umiam accident claim - what happened last date?",
  [d("2026-11-25"), ["32,53,900", "3253900", "32.53 lakh", "32.54 lakh"], ["7%", "7 %", "seven per cent"],
   ["recover"]], [["C06", "2026-11-25"]],
  "CC MACT 118-2025 award 25.11.2026.pdf: 'Total compensation: Rs. 32,53,900/- with interest @ 7% ... deposit within 30 "
  "days and may recover it from the owner ... (pay and recover)'.")
q("last_time", "ibadahun v donald last hearing shaphang - kumno la jia?",
  [d("2026-11-06"), ["dw2", "scribe"], ["closed"]], [["C04", "2026-11-06"]],
  "CC TS 36-2024 order 06.11.2026.pdf: 'DW2 is absent again ... The defendant's evidence is closed.'")
q("last_time", "balat road arb petition - yesterday kumno?",
  [["last chance"], ["proxy", "absent"], d("2026-05-19")], [["C03", "2026-04-16"]],
  "arb p 9 16 april.txt: 'GA marbaniang absent, her proxy said department's view ... awaited ... last chance to the state "
  "... ND 19.5.26 for orders'. Asked on 17.04.2026.", today="2026-04-17")

# ---------------------------------------------------------------- count
q("count", "agarwal licence writ - how many adjournments did the KHADC side take altogether?",
  [["3", "three", "thrice"]], [["C01", "2026-01-13"], ["C01", "2026-02-03"], ["C01", "2026-05-12"]],
  "IMG_3902.HEIC (13.01: 'instructions awaited -> 3 wks time'), IMG_4011.HEIC (03.02: 'AGAIN no aff., again "
  "\"instructions\". 2nd time'), WhatsApp Chat with Phai Jr.txt (12.05: 'proxy says he is before the division bench ... "
  "3rd time KHADC side took time in this writ'). The writ was decided on 11.08.2026.")
q("count", "mawpat suit - how many witnesses got examined, both sides together?",
  [["3", "three"], ["dw2", "scribe", "sohtun"]], [["C04", "2026-03-27"], ["C04", "2026-05-29"], ["C04", "2026-09-25"]],
  "PW1 (plaintiff, cross 27.03), PW2 (Rangbah Shnong, 29.05), DW1 (Donald, cross concluded 25.09); DW2 the scribe "
  "never came (TS36 DW1 cross 25.9.txt: 'dw2 (scribe sohtun) absent'; order of 06.11 closes the evidence).")

# ---------------------------------------------------------------- yes_no
q("yes_no", "jerome paid the 500 cost or ym?",
  [["not yet", "not paid", "yet to", "unpaid", "pending"], d("2026-12-18")], [AGARWAL_WA],
  "WhatsApp Chat - Agarwal Hardware/_chat.txt (28/11/26): '500 cost they paid?' - 'Not yet. Has to be paid before next "
  "date.'; 27/11: 'Next 18 Dec'.")
q("yes_no", "kitbok's fine deposited?",
  [["yes", "deposited"], d("2026-02-27")], [HEIPORMI_WA, ["C02", "2026-05-14"]],
  "WhatsApp Chat with Bah Heipormi Jowai.txt (27/02/2026): 'Fine 20,000 deposited at Jowai court'; CRL A 23 14may.txt: "
  "'fine 20,000 was deposited in trial court 27.2'.")
q("yes_no", "KHADC la file affidavit in agarwal writ?",
  [["not filed", "not yet", "no affidavit", "no aff", "has not", "hasn't", "did not", "didn't"], ["3,000", "3000"],
   ["10 days", "ten days"]], [["C01", "2026-02-03"]],
  "IMG_4011.HEIC (03.02.2026): 'Kharshiing AGAIN no aff. ... LAST CHANCE - cost Rs 3,000 to petr. Aff. within 10 days'. "
  "Asked on 10.02.2026 (the affidavit came on 03.03).", today="2026-02-10")

# ---------------------------------------------------------------- said
q("said", "what did mawlong J say when he opened the KHADC file?",
  [["show cause", "show-cause"], ["enforcement wing", "enforcement"]], [["C01", "2026-04-21"]],
  "IMG_4297.HEIC (21.04.2026): 'J: \"There is no show cause notice in this file. Only an Enforcement Wing report and the "
  "order.\"'")
q("said", "jerome in his 313 statement - what did he tell the court?",
  [["security"], ["2023"], ["owes nothing", "owe nothing", "nothing"]], [["C05", "2026-10-16"]],
  "CC NI 57-2025 order 16.10.2026.pdf: 'He says the cheque was a security cheque of 2023 and that he owes nothing.'")

# ---------------------------------------------------------------- judge_habit
q("judge_habit", "momin J - at what time does he take up crl appeals? when should phai reach",
  [["2 pm", "2:00", "2.00", "after 2", "2 o'clock", "after lunch", "afternoon"]],
  [["C02", "2025-12-11"], ["upload", "Advance List 10.12.2026 Court 4.pdf"]],
  "11-12-25 Momin J.txt: 'reached 3.40 pm (he takes crl appeals only after 2)'; Advance List: 'Criminal appeals will be "
  "taken up at 2:00 PM'; CRL A 23 14may.txt: 'after 2 as usual'.")
q("judge_habit", "nongkhlaw MACT member - what does he usually do / ask for?",
  [["offer"], ["original"], ["after 2", "2 baje", "lunch", "2.15", "2.20", "2.30", "afternoon", "2 pm"]],
  [["C06", "2026-03-03"], ["C06", "2026-05-06"], ["C06", "2026-08-19"], ["C06", "2026-02-11"]],
  "New Text Document (3).txt (03.03: 'member sat 2.20 pm ... asked for ORIGINAL taxi permit + bank passbook'); "
  "MACT118 6.5.26.txt ('what is your offer, Mr Deb?'); mact dkhar DW1 19-8-26.txt ('Member to Deb: \"What is your "
  "offer?\"'); clerk's photo 11/2/26 ('Member sahab lunch ke baad hi baithte hain').")
q("judge_habit", "kharmawphlang JO - does he give adjournments easily?",
  [["cost"], ["1,000", "1000"], ["dorbar kur"]], [["C04", "2026-07-03"], ["C04", "2026-11-06"], ["C04", "2025-12-18"]],
  "cc order sheet TS 36-2024 upto 3.7.26.pdf (03.07: 'time allowed on cost of Rs. 1,000/-'; 27.02: 'for the last time'); "
  "order 06.11 ('prayer for further time is rejected ... settlement before the Dorbar Kur'); ks 18.12 khadc court.txt "
  "('is the Dorbar Kur not able to settle this').")

# ---------------------------------------------------------------- pending_before
q("pending_before", "before 18th dec what all is pending?",
  [["written argument"], ["dw1"], ["phai", "wanphai"]], [WEEK, ["C04", "2026-11-06"], ["C05", "2026-11-27"]],
  "week 30.11 to 5.12.txt: 'Mawpat TS 36: written arguments draft'; 'Agarwal cheque case: DW1 cross points'; '18 Dec "
  "clash: KHADC court (TS 36 args) + CJM (NI 57 DW). I take TS 36, Phai takes CJM.'")
q("pending_before", "suchiang reply - what do I need to get ready before the next date?",
  [["exception 4"], ["2 pages", "two pages", "2 page"], ["7 dec", "7th dec", "7.12", "7/12", "7 december", "07.12"]],
  [["C02", "2026-11-19"], WEEK, HEIPORMI_WA],
  "IMG_4975.HEIC: 'Prepare: reply note 2 pages; cases on Exception 4'; week plan: 'reply note on Exception 4 (2 pages) + 3 "
  "cases; check Heipormi re PS reporting on 7 Dec'.")
q("pending_before", "pyngrope arbitration - what do we have to file and pay, by when?",
  [d("2026-08-29"), ["1,50,000", "150000", "1.5 lakh"], d("2026-08-31")],
  [["upload", "Minutes 1st sitting Arb Pyngrope v PWD.pdf"]],
  "Minutes of the first sitting (18.07.2026): 'Statement of claim with documents by 29.08.2026 ... each side to deposit "
  "Rs. 1,50,000/- as advance by 31.08.2026'. Asked on 20.07.2026.", today="2026-07-20")

# ---------------------------------------------------------------- amount
q("amount", "jerome cheque amount?",
  [["6,85,000", "685000", "6.85 lakh"]], [["upload", "IMG20250513112040.jpg"]],
  "Return memo: 'Cheque No. 004417 dated 02/05/2025 Amount Rs. 6,85,000.00'.")
q("amount", "balat road - final bill and SD, how much stuck with PWD?",
  [["1,12,40,000", "11240000", "1.12 crore", "1.12 cr", "1.124 crore", "112.4 lakh"],
   ["42,30,000", "4230000", "42.3 lakh"]], [["upload", "CamScanner 10-03-2025 12.04.pdf"]],
  "Notice of 10.03.2025: '(a) the final bill: Rs. 1,12,40,000/-; (b) the security deposit / performance security: "
  "Rs. 42,30,000/-'.")
q("amount", "how much did the EC make agarwal pay when they gave the licence back?",
  [["25,000", "25000"], ["under protest"]], [AGARWAL_WA],
  "WhatsApp Chat - Agarwal Hardware/_chat.txt: 'Licence restored but penalty Rs 25,000' (13/11/26); 'Paid 25000 under "
  "protest, receipt no. 8841' (20/11/26).")

# ---------------------------------------------------------------- pattern
q("pattern", "which of my matters had costs put on the other side this year, and how much each?",
  [["3,000", "3000"], ["1,000", "1000"], ["500"]],
  [["C01", "2026-02-03"], ["C04", "2026-07-03"], ["C05", "2026-11-27"]],
  "Agarwal writ 03.02.2026: Rs 3,000 on KHADC (IMG_4011.HEIC); Mawpat suit 03.07.2026: Rs 1,000 on the defendant (order "
  "sheet); cheque case 27.11.2026: Rs 500 on the accused (Agarwal chat).")
q("pattern", "agarwal ji - all his matters with me, status in one line each",
  [["2", "two"], ["allowed", "set aside"], d("2026-12-18")], [["C01", "2026-08-11"], ["C05", "2026-11-27"]],
  "CC WPC 412-2025 judgment 11.08.2026.pdf: 'The order ... is set aside ... The writ petition is allowed'; Agarwal chat "
  "27/11/26: cheque case 'Next 18 Dec'.")

# ---------------------------------------------------------------- counsel_pattern
q("counsel_pattern", "kharshiing - how many times has he got an adjournment against us, both matters, and on what excuses?",
  [["6", "six"], ["instructions"], ["high court", "division bench", "engaged"]],
  [["C01", "2026-01-13"], ["C01", "2026-02-03"], ["C01", "2026-05-12"], ["C04", "2026-02-27"], ["C04", "2026-07-03"],
   ["C04", "2026-09-25"]],
  "Agarwal writ: 13.01 and 03.02 (instructions awaited), 12.05 (before the Division Bench); Mawpat suit: 27.02 (engaged "
  "in the High Court), 03.07 (DW1 affidavit not ready, on cost), 25.09 (DW2 'unwell', last chance). On 06.11 his prayer "
  "for more time was rejected, so it is not counted.")
q("counsel_pattern", "sen gupta addl PP in the suchiang appeal - his usual line?",
  [["file not received", "pp office", "pp's office"], ["reply not ready", "not ready"]],
  [["C02", "2025-12-11"], ["C02", "2026-08-27"]],
  "11-12-25 Momin J.txt: 'Sen Gupta says reply not ready'; IMG_4702.HEIC (27.08): '\"file not received from PP office\" "
  "-> time'.")
q("counsel_pattern", "arup deb for the insurance co in the dkhar claim - what line did he keep taking?",
  [["licence", "dl"], ["investigator"], ["18 lakh", "18,00,000", "1800000"]],
  [["C06", "2025-12-17"], ["C06", "2026-06-24"], ["C06", "2026-08-19"]],
  "dkhar mact 17dec.txt ('licence defence'); Phai chat 24/06 ('investigator not available'); mact dkhar DW1 19-8-26.txt "
  "('Deb: Rs 18,00,000 full and final').")

# ---------------------------------------------------------------- witness
q("witness", "PW2 rangbah shnong - what did he concede in cross?",
  [["2020"], ["not at", "did not come", "not present"]], [["C04", "2026-05-29"]],
  "ts 36 pw2 29.5.txt: 'PW2 became Rangbah Shnong only in 2020 ... Admitted Donald was not at the 2018 meeting; said "
  "Donald \"was called but did not come\"'.")
q("witness", "donald's cross - what did he admit?",
  [["not registered", "unregistered"], ["dorbar"], ["neigrihms", "hospital"]], [["C04", "2026-09-25"]],
  "TS36 DW1 cross 25.9.txt: 'gift deed ... is NOT registered; never placed before the dorbar shnong or the dorbar kur; "
  "mother was 81 and admitted in NEIGRIHMS in april 2019'.")

# ---------------------------------------------------------------- open
q("open", "brief me on kitbok's appeal - full picture",
  [["304"], ["6 years", "six years", "6 yrs"], ["suspended"], d("2026-12-10")],
  [["upload", "judgment SC 41 of 2022 Jowai.pdf"], ["C02", "2026-02-05"], ["C02", "2026-11-19"]],
  "Judgment of 28.06.2025: 304 Part II, 6 years RI; order of 05.02.2026: sentence suspended; IMG_4975.HEIC (19.11): "
  "State argued in part, ND 10.12.26.")
q("open", "balat road arbitration - where does it stand now?",
  [["nongkynrih"], ["12 dec", "12.12", "12/12", "12th dec", "12 december"]], [["C03", "2026-05-19"], WEEK],
  "CC Arb P 9 of 2025 final order 19.5.26.pdf: 'Shri P. S. Nongkynrih ... appointed as the sole arbitrator'; week plan: "
  "'Sitting of 14 Nov adjourned (arbitrator unwell) to Sat 12 Dec'.")

# ---------------------------------------------------------------- bare
q("bare", "18th clash?",
  [["ts 36", "mawpat", "ibadahun", "khadc"], ["ni 57", "cheque", "jerome", "cjm"], ["phai", "wanphai"]],
  [WEEK, ["C04", "2026-11-06"], ["C05", "2026-11-27"]],
  "week plan: '18 Dec clash: KHADC court (TS 36 args) + CJM (NI 57 DW). I take TS 36, Phai takes CJM.'")
q("bare", "kitbok PS monday?",
  [["7 dec", "7th dec", "7.12", "7/12", "7 december", "07.12", "7th december"]], [HEIPORMI_WA, WEEK],
  "WhatsApp Chat with Bah Heipormi Jowai.txt (19/11): 'Ask him not to miss the PS on 7th Dec (first Monday)'; week plan: "
  "'check Heipormi re PS reporting on 7 Dec'.")

# ---------------------------------------------------------------- no_record
q("no_record", "lyngkhoi dorbar matter in the DC court - when is it listed?",
  NR, [], "No Lyngkhoi and no Deputy Commissioner's court matter in any upload or the registry.", no_record=True,
  absent=["lyngkhoi", "deputy commissioner"])
q("no_record", "jerome ke khilaf NBW kab nikla tha?",
  NR, [], "Only a bailable warrant (11.09.2026, recalled 16.10.2026); no non-bailable warrant anywhere.", no_record=True,
  absent=["nbw", "non-bailable", "non bailable"])
q("no_record", "pariat sir is opposite us in which matter?",
  NR, [], "No counsel or party named Pariat.", no_record=True, absent=["pariat"])
q("no_record", "KHADC filed writ appeal against the agarwal judgment? status?",
  NR, [], "No writ appeal in any upload; the EC gave a fresh hearing and restored the licence with a penalty.",
  no_record=True, absent=["writ appeal", "w.a."])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Shillong practice (bench/practices/shillong; written from the uploads' "
                    "source_text by its writer, practice23; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
