"""Write questions.json for the Balasore-Bhadrak practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "kichhi record nahin", "no note", "not in the notes"]]
TODAY = "2028-02-24"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"B-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "aradi bantana case re last date re ki hela?",
  [d("2028-01-17"), ["p.w.2", "pw2", "pw 2", "ratnakar", "ରତ୍ନାକର"], ["p.w. closed", "closed", "ବନ୍ଦ"]],
  [["C01", "2028-01-17"]],
  "IMG-20280117-WA0002.jpg: 'ତାରିଖ 17.01.2028 ... ସାକ୍ଷୀ P.W.2 ରତ୍ନାକର ଦାସ ... ବାଦୀ ପକ୍ଷ ସାକ୍ଷ୍ୟ ବନ୍ଦ (P.W. closed)'.")
q("last_time", "nitai gherry case 2A wala last time kn hela",
  [d("2028-01-11"), ["part heard"], d("2028-03-07")], [["C02", "2028-01-11"]],
  "gherry 2A 11-01-28.docx: '11.01.2028 ... part heard. ND 07.03.2028 for further hearing of 2A'.")
q("last_time", "trilochan bail re last date re kana hela",
  [d("2027-04-26"), ["released on bail", "bail granted", "granted"], ["50,000", "50000"]], [["C08", "2027-04-26"]],
  "BLAPL 2145-2027 order 26.04.2027.pdf: '26.04.2027 ... be released on bail on furnishing bail bond of Rs. 50,000/-'.",
  today="2027-04-29")
# next_date
q("next_date", "maa tarini cheque case next date kebe, kana pain?",
  [d("2028-02-25"), ["defence evidence", "defence", "dw1"]], [["C05", "2028-01-07"]],
  "WhatsApp Chat with Subhankar Jena Jr (2).txt 07/01/28: 'Defence evidence next. ND 25.2.28'.")
q("next_date", "gopal sahoo partition ra NDOH?",
  [d("2028-03-06"), ["d.w.", "defendants' evidence", "dw"]], [["upload", "correction aradi ND.txt"]],
  "correction aradi ND.txt: 'next date is 06.03.2028 for D.W. (defendants' evidence). 6 Feb nuhe, 6 March'. The register says 06.02.2028 (wrong).")
q("next_date", "dana writ ra next date kete?",
  [d("2027-09-20")], [["C03", "2027-07-12"]], "WPC 14522-2026 order 12.07.2027.pdf: 'List on 20.09.2027.'",
  today="2027-07-15")
# count
q("count", "mujibur cheque case re kete thara absent hela?",
  [["2", "two", "twice"]], [["C05", "2027-03-26"], ["C05", "2027-11-26"]],
  "WhatsApp (1) 26/03/27: 'accused Mujibur absent ... BW'; WhatsApp (2) 26/11/27: 'Mujibur absent, Ali sir exemption'. He was present on every other date.")
q("count", "gherry case re bipaksha upare kete thara cost padila",
  [["1", "one", "once"], ["1,000", "1000"]], [["C02", "2027-09-14"]],
  "IMG-20270914-WA0007.jpg: 'ମାଡାମ 1,000 ଟଙ୍କା ଖର୍ଚ୍ଚ ଦେଇ ସମୟ ଦେଲେ' - the only cost in the suit.")
q("count", "dana writ re kete jana ku fully damaged mila, kie kie",
  [["p1, p2, p5", "petitioners 1, 2 and 5", "three", "3"], ["bhagirathi"], ["1,16,000", "116000", "1.16 lakh"]],
  [["C03", "2027-12-06"], ["upload", "Collector affidavit Dana writ.pdf"]],
  "PXL_20271206_154410.jpg: 'differential Rs 1,16,000 each to P1, P2, P5'; affidavit: 'petitioners 1 (Bhagirathi Mallick), 2 (Sukanti Mallick) and 5 (Jambubati Das)'.")
# yes_no
q("yes_no", "mujibur 143A ra 96000 deichhi ki?",
  [["not paid", "unpaid", "no"], ["96,000", "96000"]], [["C05", "2027-08-27"]],
  "WhatsApp (2) 27/08/27: 'Interim compensation 96000 still not paid'.")
q("yes_no", "gherry injunction pain deposit time re hoichhi ta?",
  [["deposited", "yes"], d("2027-05-21"), ["1,20,000", "120000", "1.2 lakh"]], [["C02", "2027-06-22"]],
  "gherry 22 june.txt: 'Deposit challan filed - Rs 1,20,000 deposited on 21.05.2027 (within 3 weeks). Injunction stands.'")
q("yes_no", "ITR case re charge re 121 achhi ki?",
  [["not in charge", "no"], ["189(2)"], ["132"]], [["C04", "2027-10-27"]],
  "charge GR812 27.10.txt: 'charge framed ... u/s 189(2), 191(2), 132 BNS. 121(1) and PDPP not in charge'.",
  today="2027-10-28")
# said
q("said", "discharge hearing re APP sethi babu kana kahile",
  [["161"], ["two constables", "constables"], ["trilochan"]], [["C04", "2027-07-14"]],
  "ITR discharge 14-7.docx: 'Sethi APP relied on 161 statements of two constables naming Trilochan and 8 others'.")
q("said", "trilochan bail re dalai sir ki maangile?",
  [["criminal antecedents", "antecedents"]], [["C08", "2027-04-12"]],
  "WhatsApp (1) 12/04/27: 'Dalai sir criminal antecedents report mangile, ND 26.4.27'.")
q("said", "family court madam arrears nei ki kahithile",
  [["will not be heard", "not be heard"], ["arrears"]], [["C07", "2027-09-24"]],
  "mousumi 24.9.27.txt: 'Madam: \"O.P. will not be heard in final arguments unless arrears cleared.\"'")
# judge_habit
q("judge_habit", "dehury babu partition re sabubele ki mage?",
  [["ror", "record of rights", "porcha", "khatian"], ["hazira"]], [["C01", "2027-04-19"], ["C01", "2027-06-21"]],
  "Order 19.04.2027: 'Plaintiff files hazira ... directed to file the certified copy of the Hal ROR of 1988'; 21/6/27: 'ROR certified copy filed today'.")
q("judge_habit", "kanungo J dana writ re state ru ki chahunthile",
  [["geo-tagged", "geotagged", "photographs"], ["damage assessment register", "assessment register", "field assessment"],
   ["affidavit"]], [["C03", "2027-04-05"], ["C03", "2027-09-20"]],
  "Dana writ 5.4.27.txt: 'the Collector must file the actual field assessment'; Cuttack 20 sept.docx: 'personal affidavit with geo-tagged photographs ... damage assessment register'.")
q("judge_habit", "nanda babu accused attendance nei ki niyam",
  [["all accused", "must be present"], ["355", "exemption"]], [["C04", "2027-02-10"]],
  "20270210_132455.jpg: '355 petition filed, allowed. Nanda babu: all accused must be present next date ... no further exemption without reason'.")
# pending_before
q("pending_before", "baral madam nka paakhare mora kn case achhi",
  [["nitai", "gherry", "kirtania"], d("2028-03-07")], [["C02", "2028-01-11"]],
  "gherry 2A 11-01-28.docx: 'Nitai gherry - 2A petition - Balasore CJSD ... ND 07.03.2028'.")
q("pending_before", "family court re mora ki ki matter pending",
  [["rcr", "restitution"], ["maintenance"], d("2028-03-03"), d("2028-02-24")], [["C06", "2028-01-21"]],
  "family court 21.1.28.txt: 'RCR ... ND 03.03.2028 for arguments. Maintenance: ... ND 24.02.2028'.")
# amount
q("amount", "dana writ re differential kete taka order hela",
  [["1,16,000", "116000", "1.16 lakh"]], [["upload", "Collector affidavit Dana writ.pdf"]],
  "Collector affidavit Dana writ.pdf: 'the differential of Rs. 1,16,000 each shall be released'.")
q("amount", "mousumi interim khorposh kete hela",
  [["6,000", "6000"], ["3,000", "3000"]], [["C07", "2027-05-07"]],
  "Crl P 41-2026 interim maintenance order 07.05.2027.pdf: 'Rs. 6,000/- per month to petitioner No. 1 and Rs. 3,000/- per month to petitioner No. 2'.",
  today="2027-05-15")
q("amount", "nitai chingudi loss kete kahuchhi",
  [["1,56,000", "156000", "1.56 lakh"], ["3 quintal"]], [["upload", "WhatsApp Chat with Nitai Kirtania.txt"]],
  "WhatsApp Chat with Nitai Kirtania.txt 04/08/27: '3 quintal, 520 taka kilo chilo. Prai 1,56,000 taka loss'.")
# pattern
q("pattern", "ITR case re accused absent hebara pattern kn",
  [["355"], ["a-10", "3 absent", "three"], ["୭ ଜଣ", "7 accused", "seven"]], [["C04", "2027-02-10"], ["C04", "2027-05-19"]],
  "10.2.27: '9 present, 3 (A-10 Rabi, A-11 Sunil, A-12 Bhagaban) absent - 355 petition'; 19.05.2027 register: '୭ ଜଣ ଅଭିଯୁକ୍ତ ଅନୁପସ୍ଥିତ - ଚାଷ କାମ - 355 ପିଟିସନ'.")
q("pattern", "tapan khorposh arrears dauchhi ki nahin, ki pattern",
  [["not paid"], ["27,000", "27000"], ["72,000", "72000"]], [["C07", "2027-07-02"], ["C07", "2027-09-24"]],
  "family court 2 july.docx: 'arrears NOT paid (about Rs. 72,000 due till June)'; mousumi 24.9.27.txt: 'Tapan paid Rs 27,000 by DD ... only part'.")
# counsel_pattern
q("counsel_pattern", "ranjit giri babu gherry case re sabubele ki karanti",
  [["caa", "coastal aquaculture"], ["sought time", "ସମୟ"], ["1,000", "1000", "ସେସନ"]],
  [["C02", "2027-03-02"], ["C02", "2027-04-13"], ["C02", "2027-09-14"]],
  "Document_2027-03-02.docx: 'Giri: lease void, no CAA registration'; 13/4/27: 'Giri sought time to produce CAA regn papers'; 14.09.2027 register: absent, busy in Sessions, 1,000 cost.")
q("counsel_pattern", "mahammad ali babu cheque case re ki ki khela khelanti",
  [["security cheque", "security"], ["exemption"]], [["C05", "2027-06-04"], ["C05", "2027-11-26"]],
  "WhatsApp (1) 04/06/27: 'Defence: security cheque for fertiliser'; WhatsApp (2) 26/11/27: 'Ali sir exemption dele'.")
# witness
q("witness", "cheque case re CW2 kie thile, ki proove hela",
  [["ajit kumar swain", "swain"], ["uco"], ["12,340", "12340"]], [["C05", "2027-10-22"]],
  "Maa Tarini CW2 22.10.txt: 'CW2 Sri Ajit Kumar Swain, Branch Manager, UCO Bank Chandbali ... balance on 10.11.2026 Rs. 12,340 only'.")
q("witness", "ITR case PW1 chief re ki kahila",
  [["pradeep kumar sahu", "pradeep"], ["pushed"], ["seizure list", "40 poles"]], [["C04", "2028-01-19"]],
  "ITR PW1 19.1.28.txt: 'PW1 SI Pradeep Kumar Sahu examined in chief. Says he was pushed by Trilochan; seizure list of 40 poles proved'.")
q("witness", "RCR re RW1 mousumi ku dey babu cross re ki suggest kale",
  [["cousin"], d("2025-08-14"), ["dowry"]], [["C06", "2027-11-19"]],
  "20271119_120533.jpg: 'suggested she left on 14.8.25 on her own for her cousin's marriage - denied; ... turned out after the dowry ... demand'.")
# open
q("open", "trilochan ra sabu case short re kahiba",
  [["bail"], d("2028-02-24"), ["50,000", "50000"]], [["C04", "2028-01-19"], ["C08", "2027-04-26"]],
  "ITR PW1 19.1.28.txt: 'ND 24.02.2028 for cross of PW1'; BLAPL order 26.04.2027: 'released on bail ... Rs. 50,000/-'.")
q("open", "gherry suit ra puro story tike kaha",
  [["2,40,000", "240000", "2.4 lakh"], ["1,20,000", "120000", "1.2 lakh"], ["2a"], d("2028-03-07")],
  [["upload", "lease deed Kirtania gherry.pdf"], ["C02", "2027-05-04"], ["C02", "2028-01-11"]],
  "lease deed: 'Rent: Rs. 2,40,000 per annum'; order 04.05.2027: 'deposits Rs. 1,20,000/-'; 11.01.2028 note: '2A ... ND 07.03.2028'.")
# bare
q("bare", "ITR", [["cross"], ["pw1", "p.w.1", "pradeep"]],
  [["C04", "2028-01-19"], ["upload", "Balasore JMFC cause list 24.02.2028.pdf"]],
  "ITR PW1 19.1.28.txt: 'ND 24.02.2028 for cross of PW1'; cause list 24.02.2028: 'G.R. 812/2026 ... P.W. (cross)'.")
q("bare", "mousumi", [["opw1", "tapan"], d("2028-03-03")], [["C07", "2028-01-21"]],
  "family court 21.1.28.txt: 'OPW1 Tapan affidavit chief filed ... Cross by us next date ... ND 24.02.2028'; RCR 'ND 03.03.2028 for arguments'.")
# no_record
q("no_record", "remuna cashew bagicha injunction case next date kebe", NR, [],
  "No such suit in any upload.", no_record=True, absent=["cashew", "remuna"])
q("no_record", "nitai gherry case lok adalat re settle hela ki?", NR, [],
  "C02 was never sent to a Lok Adalat.", no_record=True, absent=["lok adalat"])
q("no_record", "dana writ re contempt petition ra kana hela", NR, [],
  "No contempt petition was filed in C03.", no_record=True, absent=["contempt"])
q("no_record", "advocate sarat panda sange mora kn case achhi", NR, [], "No Panda in any upload.", no_record=True,
  absent=["panda"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Balasore-Bhadrak practice (bench/practices/balasore; written from the "
                    "uploads' source_text by its writer, practice126, an outsider; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
