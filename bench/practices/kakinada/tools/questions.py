"""Write questions.json for the Kakinada practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "record ledu", "notes lo ledu", "no note",
       "not in the notes"]]
TODAY = "2031-08-18"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"K-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "godown case lo last time emi jarigindi?",
  [d("2031-07-15"), ["pw1", "raju"], ["strike off", "strike-off"]], [["C03", "2031-07-15"]],
  "OS 214 PW1 cross 15 July.docx: '15.07.2031 ... PW1 Raju garu cross-examined ... Filed I.A. to strike off defence'.")
q("last_time", "srinivas feeds cheque case last hearing lo emaindi",
  [d("2031-07-16"), ["exemption", "355 bnss"], ["cw2", "bank manager", "branch manager"]], [["C04", "2031-07-16"]],
  "CC 1127-2030 docket 16.07.2031.pdf: '16-07-2031 ... petition u/s 355 BNSS ... allowed ... summon the Branch Manager, SBI Samalkot as CW2'.")
q("last_time", "satti babu WP last date lo TSR garu emannaru",
  [d("2031-03-11"), ["rdo"], ["show cause"]], [["C01", "2031-03-11"]],
  "HC 11 march notes.docx: '11.03.2031 ... RDO Kakinada inspection report filed ... Where is the show cause notice?'.",
  today="2031-03-15")
# next_date
q("next_date", "durga prasad MACT nxt date eppudu? deniki?",
  [d("2031-08-22"), ["rw1", "insurance officer", "r3 witness"]], [["C05", "2031-07-25"]],
  "WhatsApp Chat with Ravi Teja Junior (2).txt 25/07/31: 'R3 witness (RW1 insurance officer) raaledu ... ND 22.8.31'.")
q("next_date", "raju garu godown suit ND?",
  [d("2031-08-18")], [["upload", "correction godown ND.txt"]],
  "correction godown ND.txt: 'ND 11.08.2031 ani raasanu - tappu ... Sari ayina next date: 18.08.2031'. The 15 July docx says 11.08 (wrong).")
q("next_date", "prasanna MC next vaayidaa enti",
  [d("2031-03-17")], [["C08", "2031-01-20"]], "MC 58-2030 order 20.01.2031.pdf: 'Call on 17-03-2031.'", today="2031-01-22")
# count
q("count", "appa rao boat case lo insurance vaallu enni sarlu time adigaru",
  [["3", "three", "thrice"]], [["C02", "2030-10-29"], ["C02", "2031-03-18"], ["C02", "2031-06-24"]],
  "Register 29.10.2030: 'వెర్షన్ వేయడానికి సమయం అడిగారు'; register 18.03.2031: 'వర్మ గారు మళ్ళీ సమయం అడిగారు'; "
  "order 24.06.2031: 'Counsel for OP seeks time to file written arguments'.")
q("count", "kurada cheque case lo accused enni sarlu exemption teeskunnadu",
  [["2", "two", "twice"]], [["C04", "2031-04-02"], ["C04", "2031-07-16"]],
  "Junior chat 02/04/31: 'exemption petition vesaru, allow chesaru ... first exemption'; docket 16-07-2031: 'Accused absent; petition u/s 355 BNSS ... allowed'.")
q("count", "satti babu writ lo GP enni times time adigaru ippativaraku",
  [["3", "three", "thrice"]], [["C01", "2030-10-08"], ["C01", "2031-01-21"], ["C01", "2031-06-17"]],
  "Junior chat 08/10/30: 'GP Suresh garu counter ki time adigaru'; diary 21/1: 'GP Suresh garu time adigaru - RDO inspection report raaledu'; "
  "junior chat 17/06/31: 'GP malli time adigaru ... Rs 5,000 costs'.")
# yes_no
q("yes_no", "vaibhav vaallu 7.2 lakh deposit chesara ledha?",
  [["not made", "no", "cheyaledu"], ["7,20,000", "720000", "7.2 lakh", "7.2 l"]], [["C03", "2031-04-08"], ["C03", "2031-07-15"]],
  "IMG_20310408_175512.jpg: 'Deposit 7.2 L NOT made'; 15 July docx: 'deposit of 7,20,000 not made despite order dt 11.02.2031'.")
q("yes_no", "satti babu 93000 DD deposit chesada?",
  [["yes", "deposited", "deposit"], ["93,000", "93000"]], [["C01", "2031-01-21"]],
  "IMG_20310122_201147.jpg: '21/1 HC TSR garu - Satti babu: DD 93,000 deposit memo filed'.", today="2031-01-25")
q("yes_no", "nagaraju undertaking ichina 18000 arrears kattada?",
  [["9,000", "9000"], ["18,000", "18000"]], [["C08", "2031-06-16"], ["C08", "2031-07-21"]],
  "prasanna PW1 16 june.txt: 'husband only Rs. 9,000 paid out of 18,000 undertaken'; diary 21.7.31: '9,000 paid, 9,000 balance'.")
# said
q("said", "boat claim enduku repudiate chesaru ani insurance varu cheppina reason",
  [["fitness", "seaworthiness"]], [["C02", "2030-12-10"]],
  "CC 88-2030 proceedings 10.12.2030.pdf: 'OP pleads repudiation for expiry of the fitness certificate of the vessel'.")
q("said", "kurada lawer cross lo CW1 ki emi suggest chesadu",
  [["blank", "security cheque"], ["denied"]], [["C04", "2031-06-11"]],
  "CC1127 CW1 cross 11.6.txt: 'Suggestion: cheque was a blank signed security cheque ... DENIED'.")
q("said", "durga prasad case lo doctor emi cheppadu disability gurinchi",
  [["35%", "35 %", "35 percent"], ["left"]], [["C05", "2031-06-13"]],
  "MVOP order 13-06-2031: 'permanent partial disability of 35% of the left lower limb'.")
# judge_habit
q("judge_habit", "TSR garu prathi sari emi adugutaru mana writ lo",
  [["show cause"]], [["C01", "2030-08-27"], ["C01", "2031-03-11"]],
  "IMG_20300827_183012.jpg: 'show cause notice icchara before cancellation?'; 11 march docx: 'Where is the show cause notice?'.")
q("judge_habit", "pithapuram SCJ madam deniki pattu padtaru",
  [["adangal", "1-b", "1b"]], [["C06", "2030-10-31"], ["C06", "2031-02-13"]],
  "WS D1 docx: '1-B and adangal file cheyyandi first'; pithapuram 13.2.txt: 'adangal, 1-B original certified copies kavali'.")
q("judge_habit", "family court judge garu arrears vishayam lo ela untaru",
  [["arrears first", "warrant"]], [["C08", "2031-03-17"], ["C08", "2031-06-16"]],
  "prasanna PW1 16 june.txt: 'Judge garu warned - arrears first, next date full clear cheyyakapothe warrant'.")
# pending_before
q("pending_before", "PSCJ kakinada mundu mana matters emi unnai",
  [["godown", "vaibhav", "ganapathi"], d("2031-08-18")], [["upload", "cause list PSCJ Kakinada 18.08.2031.pdf"]],
  "Cause list 18-08-2031, PSCJ Kakinada: 'O.S. 214/2030 Sri Lakshmi Ganapathi Warehousing vs Vaibhav Marine Exports'.")
q("pending_before", "peddapuram JMFC lo mana case edi pending",
  [["feeds", "kurada", "aqua"], d("2031-08-20")], [["C04", "2031-07-16"]],
  "Docket 16-07-2031: 'Sri Venkateswara Aqua Feeds ... Vs. Kurada Nageswara Rao ... Call on 20-08-2031'.")
# amount
q("amount", "boat case lo surveyor assess chesina loss entha",
  [["6,20,000", "620000", "6.2 lakh", "6.20 lakh"]], [["C02", "2031-04-22"]],
  "Consumer 22 April.docx: 'Survey report says loss Rs. 6,20,000'.")
q("amount", "prasanna ki interim maintenance entha ichcharu",
  [["6,000", "6000"], ["3,000", "3000"]], [["C08", "2031-01-20"]],
  "MC order 20-01-2031: 'Rs. 6,000 per month to the 1st petitioner and Rs. 3,000 per month to the 2nd petitioner'.",
  today="2031-02-01")
q("amount", "annapurna rice mill bank ki entha baaki",
  [["2,34,00,000", "23400000", "2.34 crore", "234 lakh", "two crore thirty four lakh"]],
  [["upload", "13(4) possession notice Annapurna mill.pdf"]],
  "Possession notice: 'to repay Rs. 2,34,00,000 (Rupees two crore thirty four lakh only)'.")
# pattern
q("pattern", "godown case lo defendant ela delay chestunnadu",
  [["ws", "written statement"], ["deposit"], ["cross"]],
  [["C03", "2030-09-24"], ["C03", "2030-11-05"], ["C03", "2031-04-08"], ["C03", "2031-06-10"]],
  "Register 24.09 and 05.11.2030: WS కు సమయం, costs 1,000; diary 8.4.31: 'Deposit 7.2 L NOT made ... time adigaru'; "
  "OS214 PW1 10.6.txt: 'Cross ki Surya Prakash garu time adigaru'.")
q("pattern", "feeds cheque lo kurada appearance ela undi",
  [["bw", "bailable warrant", "warrant"], ["exemption"]], [["C04", "2030-10-16"], ["C04", "2031-04-02"], ["C04", "2031-07-16"]],
  "Junior chat 16/10/30: 'accused Kurada raaledu. Judge garu BW issue chesaru'; 02/04/31: 'exemption petition'; docket 16-07-2031: absent, 355 BNSS.")
# counsel_pattern
q("counsel_pattern", "surya prakash garu usual ga emi chestaru mana suit lo",
  [["time adigaru", "sought time", "seeks time", "time"], ["deferred", "defer"]], [["C03", "2030-09-24"], ["C03", "2031-06-10"]],
  "OS214 PW1 10.6.txt: 'Cross ki Surya Prakash garu time adigaru - client instructions ledu. Judge garu granted, deferred.'")
q("counsel_pattern", "venkateswarlu garu insurance side MACT lo em plea teesaru",
  [["overloading", "7 passengers", "seven passengers"]], [["C05", "2030-11-29"], ["C05", "2031-01-24"]],
  "Junior chat 29/11/30: 'Auto lo 7 passengers undi ani overloading plea'; 24 jan docx: 'auto lo 7 passengers, overloading'.")
# witness
q("witness", "durga prasad case lo doctor peru enti",
  [["ravi kiran", "chelluboina"]], [["C05", "2031-06-13"]], "MVOP order 13-06-2031: 'PW2 Dr. Chelluboina Ravi Kiran'.")
q("witness", "sarojini partition lo PW2 evaru",
  [["kaki suryanarayana", "suryanarayana"]], [["C06", "2031-07-31"]], "31 July Pithapuram.docx: 'PW2 Kaki Suryanarayana'.")
q("witness", "boat case surveyor evaru, RW1?",
  [["naga seshu", "bhimavarapu"]], [["C02", "2031-04-22"]], "Consumer 22 April.docx: 'RW1 - surveyor Sri Bhimavarapu Naga Seshu'.")
# open
q("open", "annapurna rice mill DRT matter status cheppu",
  [["dismissed"], d("2031-03-05"), ["auction"]], [["C07", "2031-03-05"], ["upload", "e-auction notice Annapurna.pdf"]],
  "DRT order dated 05.03.2031: 'The S.A. is dismissed'; e-auction notice: 'Date of e-auction: 28.07.2031'.")
q("open", "prasanna maintenance case full ga em ayyindi ippativaraku",
  [["6,000", "6000"], ["9,000", "9000"], d("2031-08-25")], [["C08", "2031-01-20"], ["C08", "2031-07-21"]],
  "MC order 20-01-2031: 'Rs. 6,000 per month'; diary 21.7.31: '9,000 paid, 9,000 balance. ND 25.8.31'.")
# bare
q("bare", "appa rao", [d("2031-08-18"), ["oral arguments", "arguments"]], [["C02", "2031-06-24"]],
  "CC 88-2030 proceedings 24.06.2031.pdf: 'Call on 18.08.2031 for oral arguments.'")
q("bare", "godown", [d("2031-08-18"), ["strike off", "strike-off"]], [["upload", "correction godown ND.txt"]],
  "correction godown ND.txt: 'next date: 18.08.2031 (Monday) - counter to strike-off IA'.")
# no_record
q("no_record", "tuni land acquisition reference next date enti", NR, [],
  "No land acquisition matter in any upload (Tuni is only where the rice mill stands).", no_record=True,
  absent=["land acquisition"])
q("no_record", "rice mill vaallu DRAT lo appeal vesara?", NR, [],
  "No appeal against the DRT's order is in any upload.", no_record=True, absent=["drat", "appellate tribunal"])
q("no_record", "boat case lok adalat ki refer chesara", NR, [],
  "C02 was never sent to a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat"])
q("no_record", "advocate pendyala tho na matter edi", NR, [], "No Pendyala in any upload.", no_record=True,
  absent=["pendyala"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Kakinada practice (bench/practices/kakinada; written from the uploads' "
                    "source_text by its writer, w-kakinada; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
