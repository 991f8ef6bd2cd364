"""Write questions.json for the Junagadh practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "koi record nathi", "no note", "not in the notes"]]
TODAY = "2030-11-06"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"J-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "umiya vada magfali case ma chhelli mudat e shu thyu?",
  [d("2030-10-16"), ["dw1", "ketan virani"], ["closed de", "de closed"]], [["C03", "2030-10-16"]],
  "umiya 16 oct.txt: '16/10/2030 ... DW1 Ketan Virani cross concluded ... Kotecha closed DE by pursis exh. 67'.")
q("last_time", "naranbhai hodi case last date pe kya hua",
  [d("2030-10-01"), ["thakkar"], ["logbook", "log book", "port token", "token book"], d("2030-11-12")],
  [["C06", "2030-10-01"]],
  "WhatsApp Chat with Dhruvi Jr (3).txt: '01/10/30 ... Thakkar madam e argue karyu ... logbook / port token batave. ND 12.11.2030'.")
q("last_time", "jasiben RTS ma chhele shu thayu prant ma?",
  [d("2030-04-09"), ["reserved", "hukam pachhi"]], [["C01", "2030-04-09"]],
  "20300409_175012.jpg: '9.4.30 Prant - Jasiben RTS ... Order reserved - \"hukam pachhi thi\"'.", today="2030-04-15")
# next_date
q("next_date", "sorath bank vala 138 ni next kyare, shena mate?",
  [d("2030-11-21"), ["final arguments", "arguments"]], [["C04", "2030-09-19"]],
  "keshod 313 19.9.30.txt: 'ND 21.11.2030 - final arguments'.")
q("next_date", "hetal case ni aavti tarikh",
  [d("2030-11-06"), ["cross", "kalpesh"]], [["upload", "sudharo hetal ND.txt"]],
  "sudharo hetal ND.txt: 'ND 13/11 lakhi chhe te khoti ... sachi aavti tarikh 06.11.2030 chhe (Kalpesh ni cross)'. "
  "The 15/10 diary says 13/11 (wrong).")
q("next_date", "valjibhai writ HC ma next date?",
  [d("2030-03-13")], [["C02", "2030-02-06"]], "IMG_20300206_140922.jpg: 'Status quo continues. ND 13/3/30.'",
  today="2030-02-10")
# count
q("count", "bhikhabhai e ketli var exemption lidhi keshod ma",
  [["2", "two", "twice", "be vaar", "bē"]], [["C04", "2030-03-21"], ["C04", "2030-06-20"]],
  "WhatsApp Chat with Dhruvi Jr.txt 21/03/30: 'Sumra saheb e exemption application aapi, allow thai'; (2) 20/06/30: "
  "'medical certificate sathe exemption aapi, allow thai' / 'Biji vaar exemption'.")
q("count", "kotecha e umiya case ma ketli vaar mudat mangi?",
  [["3", "three", "thrice", "tran"]], [["C03", "2029-11-14"], ["C03", "2030-02-27"], ["C03", "2030-03-27"]],
  "Register Nov 2029 14/11: 'કોટેચા સાહેબે મુદત માટે પુરસીસ'; 27.02: 'cross deferred ... (pursis exh. 43)'; "
  "rojkam 27/03/2030: 'adjournment pursis exh. 46 ... busy in a Sessions trial'.")
q("count", "sinh show case ma atyar sudhi ketla sakshi tapasaya?",
  [["2", "two"], ["rathva", "rfo"], ["nanjibhai"]], [["C05", "2030-07-03"], ["C05", "2030-09-04"]],
  "WhatsApp Chat with Dhruvi Jr (2).txt: '03/07/30 ... RFO Sasan (PW1 Shri Dineshbhai Rathva) ni chief thai'; "
  "'04/09/30 ... PW2 panch Nanjibhai Solanki hostile'; PW3 absent.")
# yes_no
q("yes_no", "jasiben ni appeal manjur thai k nai??",
  [["manjur", "મંજૂર", "allowed"], ["2871"], ["mamlatdar", "remand", "રિમાન્ડ"]], [["C01", "2030-07-16"]],
  "Scan_20300716_0001.pdf: 'અપીલ મંજૂર ... નોંધ નં. 2871 રદ ... રિમાન્ડ'; WhatsApp with Mukesh: 'Appeal manjur. Nondh 2871 "
  "rad. Mamlatdar pase fari thi varsai ni tapas'.")
q("yes_no", "કલ્પેશે બાકી ભરણપોષણ માં કંઈ ભર્યું કે નહીં?",
  [["36,000", "36000"], d("2030-06-18")], [["C07", "2030-06-18"]],
  "hetal arrears 18.6.txt: '18.06.2030 ... Paid today Rs. 36,000. Balance approx. Rs. 60,000.'")
q("yes_no", "majevadi writ ma stay malyo ke?",
  [["status quo"], d("2029-12-12")], [["C02", "2029-12-12"]],
  "HC 12.12.29 SCA 9144.docx: '12.12.2029 ... Ad-interim: STATUS QUO as of today re s.no. 54 Majevadi'.",
  today="2030-01-10")
# said
q("said", "desai J e premium vishe shu puchhyu hatu",
  [["premium"], ["19.08.2016"], ["inward"]], [["C02", "2030-07-03"]],
  "SCA 9144 3 July.txt: 'was any premium application ever made ... application of 19.08.2016 ... produce proof of inward'.")
q("said", "Oza madam e arrears vishe shu kahyu",
  [["recovery warrant"], ["arrears first"]], [["C07", "2030-04-04"], ["C07", "2030-06-18"]],
  "WhatsApp with Dhirubhai 04/04/30: 'baki nahi bhare to recovery warrant'; hetal arrears 18.6.txt: '\"arrears first, then evidence\"'.")
q("said", "RFO e cross ma shu kabul karyu ramu na case ma",
  [["not seized"], ["gps"], ["kankai", "2 km"]], [["C05", "2030-08-07"]],
  "ramu RFO cross 7.8.txt: 'jeep of A3 not seized; no GPS/route record ... found at Kankai naka, 2 km away'.")
# judge_habit
q("judge_habit", "trivedi saheb shu khas mange che? kai khyal?",
  [["original", "rojmel", "khatavahi"], ["costs", "1,500"]], [["C03", "2030-01-23"], ["C03", "2030-03-27"]],
  "20300123_131507.jpg: 'rojmel ane khatavahi original laavje'; rojkam 27/03/2030: 'costs of Rs. 1,500/-'.")
q("judge_habit", "પ્રાંત સાહેબ સિસોદિયા દર વખતે શું રેકર્ડ મંગાવે છે",
  [["talati"], ["gam namuna 6", "register"]], [["C01", "2030-01-29"], ["C01", "2029-11-20"]],
  "RTS 42 note 29.1.txt: 'talati to produce gam namuna 6 register + original vardi'; 20/11/29: 'Notice to resp. & talati'.")
q("judge_habit", "parmar saheb accused gerhajar hoy to shu kare",
  [["warrant", "વોરંટ"], ["exemption", "medical"]], [["C04", "2029-11-22"], ["C04", "2030-06-20"]],
  "Register Nov 2029: 'જામીનલાયક વોરંટ રૂ. 5,000'; chat (2) 20/06/30: 'exemption aapi ... Parmar saheb e kahyu ... to warrant'.")
# pending_before
q("pending_before", "baraiya saheb same maru shu pending che",
  [["ramu", "lion show"], ["pw3", "forester", "kanubhai"], d("2030-11-06")],
  [["C05", "2030-09-04"], ["upload", "Plan 4-9 Nov.docx"]],
  "chat (2) 04/09/30: 'PW3 forester Kanubhai Dangar gerhajar ... ND 06.11.2030'; Plan: 'Veraval JMFC - Ramu lion show - PW3'.")
q("pending_before", "pandya saheb pase shu baki che",
  [["naranbhai", "hodi", "boat"], ["rejoinder"], d("2030-11-12")], [["C06", "2030-10-01"]],
  "chat (3): 'hodi case ... complainant rejoinder ma logbook / port token batave. ND 12.11.2030'.")
# amount
q("amount", "umiya no total claim ketlo che ne mudal ketli",
  [["14,86,500", "1486500", "14.86 lakh", "14.865 lakh"], ["12,60,000", "1260000", "12.60 lakh", "12.6 lakh"]],
  [["upload", "Umiya plaint SCS.pdf"]],
  "Umiya plaint SCS.pdf: 'balance of Rs. 12,60,000 remains due ... Total claim Rs. 14,86,500'.")
q("amount", "hetal ne vachgalanu ketlu bharan poshan nakki thayu",
  [["8,000", "8000"], ["4,000", "4000"]], [["C07", "2030-03-07"]],
  "CrMA 412-2029 order 07.03.2030.pdf: 'Rs. 8,000/- per month to applicant no. 1 and Rs. 4,000/- per month to applicant no. 2'.",
  today="2030-03-20")
q("amount", "hodi claim ma surveyor e ketlo loss ankyo",
  [["6,20,000", "620000", "6.2 lakh", "6.20 lakh"]], [["C06", "2030-04-02"]],
  "WhatsApp Chat with Dhruvi Jr.txt 02/04/30: 'Surveyor e loss Rs. 6,20,000 assess karyo chhe, 9.8 lakh nahi'.")
# pattern
q("pattern", "bhikhabhai vala case ma vaaramvaar shu thay che",
  [["exemption"], ["gerhajar", "absent"]], [["C04", "2030-03-21"], ["C04", "2030-06-20"]],
  "chat 21/03/30: 'Accused gerhajar, Sumra saheb e exemption'; chat (2) 20/06/30: 'Bhikhabhai fari gerhajar ... exemption'.")
q("pattern", "bajrang oil vala kes ma saame paksh nu shu pattern che",
  [["pursis", "પુરસીસ"], ["high court", "sessions"]], [["C03", "2029-11-14"], ["C03", "2030-02-27"], ["C03", "2030-03-27"]],
  "14/11 register: 'પુરસીસ'; 27.02: '\"High Court ma matter chhe\" (pursis exh. 43)'; rojkam 27/03: 'busy in a Sessions trial'.")
# counsel_pattern
q("counsel_pattern", "rupal shah AGP darek vakhte shu kare che",
  [["instructions"], ["collector"]], [["C02", "2030-02-06"], ["C02", "2030-09-11"]],
  "6/2/30: 'AGP Rupal Shah - \"instructions from Collector awaited\"'; 11.09.2030: 'AGP Rupal Shah to produce the Collector's full file'.")
q("counsel_pattern", "neha thakkar na defence shu hoy che insurance ma",
  [["warning", "chetvani"], ["fitness"]], [["C06", "2030-01-08"]],
  "hodi case WV 8.1.txt: 'Neha Thakkar ... chetvani (warning) ... fitness certificate 31.03.2029 e lapse'.")
# witness
q("witness", "umiya ma PW2 kon hato",
  [["hareshbhai", "chandegara"], ["munim"]], [["C03", "2030-06-19"]],
  "IMG_20300619_170233.jpg: 'PW2 Hareshbhai Chandegara (munim of Umiya since 2016)'.")
q("witness", "keshod cheque case ma CW2 kon ane shu sabit karyu",
  [["bhavnaben"], ["uttam"], ["28.06.2029", "account close"]], [["C04", "2030-08-22"]],
  "chat (2) 22/08/30: 'CW2 Bhavnaben Joshi, Uttam Sahakari Bank Keshod - account 28.06.2029 e close thayu'.")
q("witness", "sinh show ma panch saakshi fari gayo? naam?",
  [["nanjibhai"], ["hostile"]], [["C05", "2030-09-04"]], "chat (2) 04/09/30: 'PW2 panch Nanjibhai Solanki hostile thaya!'")
# open
q("open", "jasiben vala vadal 7/12 case short ma samjavo",
  [["2871"], ["labhuben"], ["mamlatdar", "remand", "રિમાન્ડ"], d("2030-07-16")],
  [["upload", "Scan_20290726_0002.pdf"], ["C01", "2030-03-05"], ["C01", "2030-07-16"]],
  "Nondh 2871 (hakk kami); 05.03.2030 docx: 'NO signature or thumb of Labhuben'; order 16.07.2030: 'નોંધ નં. 2871 રદ ... રિમાન્ડ'.")
q("open", "naranbhai ni hodi no case samjavo",
  [["9,80,000", "980000", "9.8 lakh"], ["warning", "chetvani"], ["fitness"], d("2030-11-12")],
  [["upload", "Sagar General repudiation.pdf"], ["C06", "2030-10-01"]],
  "Repudiation: 'claim of Rs. 9,80,000 ... after the Fisheries Department's warning ... fitness had lapsed'; chat (3): 'ND 12.11.2030'.")
# bare
q("bare", "magfali", [["arguments"], ["bajrang"]], [["C03", "2030-10-16"], ["upload", "Junagadh cause list 06.11.2030.pdf"]],
  "umiya 16 oct.txt: 'NDOH 06.11.2030 - ARGUMENTS'; cause list 06/11/2030: 'Umiya Groundnut Traders vs Shree Bajrang Oil Industries  Arguments'.")
q("bare", "ramu", [["pw3", "forester", "kanubhai"], ["veraval"]], [["C05", "2030-09-04"], ["upload", "Plan 4-9 Nov.docx"]],
  "Plan: 'Wed 6/11 Veraval JMFC - Ramu lion show - PW3 forester Kanubhai Dangar - Dhruvi jashe'.")
# no_record
q("no_record", "visavadar vali vahechani dawa ni next mudat shu che", NR, [],
  "No such suit in any upload.", no_record=True, absent=["visavadar", "vahechani"])
q("no_record", "ramu ni anticipatory bail sessions ma shu thayu hatu", NR, [],
  "C05 never had an anticipatory bail; no upload names one.", no_record=True, absent=["anticipatory", "aagotra"])
q("no_record", "hetal case lok adalat ma samadhan thayu hatu ne?", NR, [],
  "C07 was never sent to a Lok Adalat.", no_record=True, absent=["lok adalat"])
q("no_record", "adv hirpara sathe maro kyo case chale che", NR, [], "No Hirpara in any upload.", no_record=True,
  absent=["hirpara"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Junagadh practice (bench/practices/junagadh; written from the uploads' "
                    "source_text by its writer, practice 149, an outsider; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
