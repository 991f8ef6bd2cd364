"""Write questions.json for the Davangere practice: questions typed the way this chamber types (Kanglish, Kannada,
English), with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the chamber's 21/4 when `short`)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd}-{mm}-{yy}", f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}",
             f"{LONG[mm - 1]} {dd}", f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}",
             f"{dd}{suffix} day of {LONG[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "record illa", "no note", "not in the notes"]]
TODAY = "2031-05-12"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"DV-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "rice mill case alli last time yenu aaytu?",
  [d("2031-04-21"), ["pw2", "prasanna hegde"], ["pe closed"]], [["C03", "2031-04-21"]],
  "rice mill 21 april.txt: '21.4.31 mon ... PW2 CA Prasanna Hegde cross by Jayadevappa ... PE closed by us.'")
q("last_time", "sowmya jeevanamsha matter last hearing alli yenaytu",
  [d("2031-03-27"), ["rw1", "prashanth"]], [["C07", "2031-03-27"]],
  "sowmya RW1 27-03.docx: '27.03.2031 - ... RW1 Prashanth K. chief by affidavit'.")
q("last_time", "manja bail dharwad alli enaytu last date",
  [d("2030-07-29"), ["granted", "allowed", "released on bail"], ["1,00,000", "100000", "1 lakh", "one lakh"]],
  [["C02", "2030-07-29"]],
  "Crl.P 101264-2030 order 29.07.2030.pdf: '29TH DAY OF JULY, 2030 ... The petition is allowed ... personal bond for Rs. 1,00,000'.",
  today="2030-08-02")
# next_date
q("next_date", "channagiri adike thota case next date yavaga?",
  [d("2031-05-21"), ["pw2", "siddalingappa"]], [["upload", "correction channagiri ND.txt"]],
  "correction channagiri ND.txt: 'ND 14/5 antha bardidini - tappu ... sari ND 21.05.2031 (Wednesday), PW2 evidence'. "
  "The 2/4 diary says 14/5 (wrong).")
q("next_date", "sowmya case next yavaga, yaakke?",
  [d("2031-05-15"), ["cross"]], [["C07", "2031-03-27"]],
  "sowmya RW1 27-03.docx: 'Our cross on the next date. ND 15.05.2031.'")
q("next_date", "rice mill next date?",
  [d("2030-12-09"), ["cross of pw1", "pw1"]], [["C03", "2030-11-04"]],
  "IMG_20301104_171530.jpg: 'ND 9/12 cross of PW1'.", today="2030-11-10")
# count
q("count", "jayadevappa HC busy antha rice mill alli yeshtu sala adjourn aaytu",
  [["2", "two", "twice"]], [["C03", "2030-11-04"], ["C03", "2031-01-20"]],
  "04.11.2030 diary: 'Jayadevappa - \"busy in HC Dharwad\"'; order sheet 20.01.2031: 'before the High Court at Dharwad. "
  "Same ground on 04.11.2030'.")
q("count", "kukkuwada PTCL alli AC court ge yeshtu sala hogidivi ivattina varege",
  [["7", "seven"]], [["C01", "2030-06-18"], ["C01", "2030-07-23"], ["C01", "2030-09-03"], ["C01", "2030-10-15"],
                     ["C01", "2030-12-03"], ["C01", "2031-02-11"], ["C01", "2031-03-18"]],
  "Seven AC-court dates: 18/6/30 diary, 23.07.2030 docx, register 03.09.2030, order sheet 15.10.2030, 3.12.30 txt, "
  "11.2.31 diary, 18.03.2031 docx.")
q("count", "mallesh MACT alli witnesses yeshtu jana examine aadru",
  [["3", "three"], ["shobha"], ["gangadhar"], ["sunil desai"]],
  [["C06", "2030-11-11"], ["C06", "2031-01-13"], ["C06", "2031-04-16"]],
  "Kiran 11/11/30: 'PW1 Shobha cross'; 13.01.2031 docx: 'PW2 Gangadhar'; 16/4/31 diary: 'RW1 Sunil Desai'.")
# yes_no
q("yes_no", "shobha case alli lorry owner ex parte aagidana?",
  [["ex parte", "ex-parte"], d("2030-06-24")], [["C06", "2030-06-24"]],
  "MVC 356 24 june.txt: 'R1 owner K. Anand served, absent - placed ex parte.'")
q("yes_no", "rudrappa ge TI sikkideya channagiri alli",
  [["temporary injunction", "restrained"], ["channel", "sulekere"], d("2030-06-05")], [["C04", "2030-06-05"]],
  "OS 88-2029 IA I order 05.06.2030.pdf: 'restrained by temporary injunction from obstructing the flow of water in the "
  "field channel from Sulekere ... Prayer regarding the fence is left to trial.'")
q("yes_no", "imtiyaz namma notice ge reply kottidna?",
  [["no reply"]], [["C05", "2031-03-11"]],
  "DW1 Imtiyaz cross 11.3.31.docx: 'no reply to our notice dated 02.08.2029.'")
# said
q("said", "patil sir rice mill settle bagge yenu helidru",
  [["settle"], ["rust"]], [["C03", "2031-04-21"]],
  "rice mill 21 april.txt: 'Patil sir: \"settle maadkolli, mill rust hidiyuttide\".'")
q("said", "AC saheb dec hearing alli permission bagge yenu andru",
  [["produce permission", "permission"], ["report"]], [["C01", "2030-12-03"]],
  "ptcl 3 dec args.txt: 'AC saheb: \"produce permission if any, else I go by report\".'")
q("said", "shobha cross alli deepa kulkarni yenu kelidru",
  [["helmet"]], [["C06", "2030-11-11"]],
  "WhatsApp Chat with Kiran Jr.txt 11/11/30: 'helmet haakidra antha kelidru'.")
# judge_habit
q("judge_habit", "mulla sir harihar alli generally yenu maadthare",
  [["compromise", "settle"], ["nbw", "warrant"]], [["C05", "2030-05-28"], ["C05", "2030-07-02"]],
  "Kiran 28/05/30: 'accused Imtiyaz absent, Mulla sir NBW issued'; 02/07/30: 'Mulla sir kelidru \"compromise chance ideya?\"'.")
q("judge_habit", "shetty sir MACT alli documents prove maadoke yaaru barbeku antha expect maadthare",
  [["manager who signed", "rto official", "official"]], [["C06", "2031-01-13"], ["C06", "2031-03-10"]],
  "13.01.2031 docx: 'Shetty sir: \"the manager who signed must come\"'; order 10.03.2031: 'examine the RTO official'.")
q("judge_habit", "family court madam maintenance matter alli yenu kelthare",
  [["salary slips"], ["mediation"]], [["C07", "2030-07-25"]],
  "IMG_20300725_154407.jpg: 'Madam referred to mediation centre ... resp to file salary slips last 6 months.'")
# pending_before
q("pending_before", "patil sir court alli namdu yavdu pending ide",
  [["rice mill", "shivakumar", "212/2029"], ["compromise", "disposed"]], [["C03", "2031-04-21"], ["C08", "2031-01-06"]],
  "rice mill 21 april.txt: 'ND 02.06.2031'; HRC 19-2029 compromise order: 'Petition disposed of in terms of the compromise.'")
q("pending_before", "AC court alli enu pending namdu",
  [["ptcl", "kukkuwada", "hanumanthappa"], ["orders"]], [["C01", "2031-03-18"]],
  "PTCL 14 AC 18-03-2031.docx: 'AC saheb: \"orders on 12.05.2031\". Reserved for orders.'")
# amount
q("amount", "gajanana cheque amount eshtu",
  [["4,85,000", "485000", "4.85 lakh"]], [["upload", "cheque return memo Al-Noor Powerlooms.pdf"]],
  "cheque return memo: 'Cheque No. 208816 dated 15.07.2029 for Rs. 4,85,000/-'.")
q("amount", "sowmya ge interim maintenance eshtu order aagide",
  [["12,000", "12000"], ["8,000", "8000"], ["4,000", "4000"]], [["C07", "2030-10-17"]],
  "interim order 17.10.2030: 'Rs. 8,000 per month to petitioner No. 1 and Rs. 4,000 ... in all Rs. 12,000 per month'.")
q("amount", "krishna bhavan tenant eshtu deposit maadbeku antha order aaytu",
  [["2,64,000", "264000", "2.64 lakh"]], [["C08", "2030-08-12"]],
  "12.08.2030 patil sir court.txt: 'tenant to deposit arrears of Rs. 2,64,000 (12 months x 22,000) within 30 days'.",
  today="2030-09-01")
# pattern
q("pattern", "PTCL case yaake ishtu drag aaytu",
  [["tahsildar", "ತಹಶೀಲ್ದಾರ್"], ["busy", "absent"]], [["C01", "2030-09-03"], ["C01", "2031-02-11"]],
  "register 03.09.2030: 'ತಹಶೀಲ್ದಾರ್ ವರದಿ ಬಂದಿಲ್ಲ'; 11.2.31 diary: 'Guruprasad absent - \"busy in HC Dharwad\"'.")
q("pattern", "sowmya husband maintenance sariyagi kodthaana?",
  [["36,000", "36000"], ["arrears", "ಬಾಕಿ"]], [["C07", "2030-12-05"], ["C07", "2031-02-06"]],
  "register 05.12.2030: 'ಮಧ್ಯಂತರ ಜೀವನಾಂಶ ಬಾಕಿ ಕೊಟ್ಟಿಲ್ಲ'; sowmya 6 feb.txt: 'Resp paid Rs. 36,000 ... still arrears of about 8 months'.")
# counsel_pattern
q("counsel_pattern", "jayadevappa hege time tagothare",
  [["high court", "hc dharwad", "dharwad"], ["costs"]], [["C03", "2030-11-04"], ["C03", "2031-01-20"]],
  "04.11.2030: 'busy in HC Dharwad ... costs Rs. 1,000'; order 20.01.2031: 'before the High Court at Dharwad ... Costs of Rs. 2,000'.")
q("counsel_pattern", "basha cheque case alli defence line yenu",
  [["security"], ["2027"]], [["C05", "2030-08-06"], ["C05", "2030-10-29"]],
  "order sheet 06.08.2030: 'the cheque was given as security in 2027'; CW1 cross: 'suggested cheque given as security in 2027'.")
# witness
q("witness", "rice mill PW2 yaaru",
  [["prasanna hegde"], ["auditor"]], [["C03", "2031-03-03"]],
  "PXL_20310303_160302.jpg: 'PW2 Prasanna Hegde, CA (auditor of firm)'.")
q("witness", "mallesh case insurance RW1 yaaru, yenu helidru",
  [["sunil desai"], ["lmv"]], [["C06", "2031-04-16"]],
  "PXL_20310416_131808.jpg: 'RW1 Sunil Desai ... DL extract Ex R3: driver's DL LMV only, not HGV!'")
q("witness", "channagiri suit PW2 yaaru, bandidna?",
  [["siddalingappa"], ["neerganti"], ["absent"]], [["C04", "2031-02-19"], ["C04", "2031-04-02"]],
  "19.02.2031 docx: 'PW2 Siddalingappa (neerganti of Sulekere channel)'; 2/4/31: 'PW2 Siddalingappa (neerganti) absent - fever'.")
# open
q("open", "kukkuwada land history short aagi heli",
  [["12.03.1964", "1964"], ["14.06.1979", "1979"], ["no prior permission", "no permission"]],
  [["upload", "Tahsildar report PTCL 14 Kukkuwada.pdf"]],
  "Tahsildar report: 'granted on 12.03.1964 ... sale deed dated 14.06.1979 for Rs. 4,000. No prior permission'.")
q("open", "shobha claim status yenu, yeshtu claim maadidivi",
  [["45,00,000", "4500000", "45 lakh"], ["arguments", "args"]], [["C06", "2030-06-24"], ["C06", "2031-04-16"]],
  "MVC 356 24 june.txt: 'Claim Rs. 45,00,000'; 16/4/31 diary: 'ND 12/5 args'.")
# bare
q("bare", "gajanana", [["arguments", "args"], ["accused"]],
  [["upload", "Harihar JMFC cause list 12.05.2031.pdf"]],
  "Harihar JMFC cause list 12.05.2031: '2  C.C. 1142/2029  Sri Gajanana Textiles vs Imtiyaz Ahmed  Arguments (accused)'.")
q("bare", "ptcl orders", [["orders"], d("2031-05-12")], [["C01", "2031-03-18"]],
  "PTCL 14 AC 18-03-2031.docx: 'AC saheb: \"orders on 12.05.2031\".'")
# no_record
q("no_record", "honnali excise bail yavaga list aagide", NR, [],
  "No excise case in any upload (the Honnali bail was a sand case, disposed).", no_record=True, absent=["excise"])
q("no_record", "shobha MACT lok adalat alli settle aaytha?", NR, [],
  "C06 was never sent to a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat"])
q("no_record", "gurusiddappa DC mundhe appeal haakidna PTCL bagge", NR, [],
  "No appeal to the Deputy Commissioner in any upload; the AC's orders are due.", no_record=True,
  absent=["deputy commissioner"])
q("no_record", "advocate hiremath jothe nanna yava case ide", NR, [], "No Hiremath in any upload.", no_record=True,
  absent=["hiremath"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Davangere practice (bench/practices/davangere; written from the uploads' "
                    "source_text by an outsider, practice 155; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
