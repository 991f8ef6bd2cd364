"""Write questions.json for the Malappuram practice: questions typed the way this chamber types (Manglish, English,
nicknames), with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "onnum illa", "no note", "not in the notes"]]
TODAY = "2031-06-18"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"M-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "shabna casil last date entha nadanne",
  [d("2031-03-26"), ["last chance"], ["2000", "2,000"]], [["C02", "2031-03-26"]],
  "WhatsApp Chat with Nasrin Jr (1).txt 26/03/31: 'Noushad again absent, Riyadh. Judge last chance koduthu, cost Rs 2000'.")
q("last_time", "palli writ HC il kazhinja pravashyam entha undaye",
  [d("2031-06-10"), ["election scheme"], d("2031-06-24")], [["C04", "2031-06-10"]],
  "WhatsApp Chat with Kunhimuhammed Haji.txt 10/06/31: 'Board election scheme vekkanam ennu judge paranju. Adutha date 24/6'.")
q("last_time", "achu bail entha aayi", [["granted"], d("2030-10-23"), ["saturday"]], [["C07", "2030-10-23"]],
  "Crl.MP 3318-2030 order 23.10.2030.pdf: 'Bail granted ... report before the SHO, Kondotty every Saturday'.",
  today="2030-10-25")
# next_date
q("next_date", "rafi cheque case adutha date eppozha", [d("2031-07-03"), ["arguments", "further de"]],
  [["C06", "2031-06-12"]], "WhatsApp Chat with Nasrin Jr (2).txt 12/06/31: 'ND 3/7 arguments/ further DE'.")
q("next_date", "tirur rafi case next date?", [d("2031-01-30"), ["cw2", "bank manager", "canara"]],
  [["upload", "correction rafi ND.txt"]],
  "correction rafi ND.txt: 'I wrote ND 23/1/31. WRONG ... ND is 30.01.2031 (CW2 bank manager)'.", today="2031-01-10")
q("next_date", "kunhalavi boundary case ini eppo", [d("2031-07-14"), ["cross"]], [["C01", "2031-06-16"]],
  "kunhalavi DW1 16.6.txt: 'Cross to continue - ND 14.07.2031.'")
# count
q("count", "velayudhante vakkeel ethra pravashyam time chodichu",
  [["2", "two", "twice"], ["objections"], ["dw1", "velayudhan"]], [["C01", "2030-11-11"], ["C01", "2031-04-21"]],
  "order 11.11.2030: 'seeks time to file objections'; IMG_20310421: 'DW1 Velayudhan vannilla ... time on costs'.")
q("count", "noushad ethra date il absent aayirunnu family courtil",
  [["2", "two", "twice"], ["riyadh"]], [["C02", "2030-07-17"], ["C02", "2031-03-26"]],
  "20300717_145502.jpg: 'R not present, in Riyadh'; Nasrin chat 26/03/31: 'Noushad again absent, Riyadh'.")
q("count", "shafeeq MACT il ethra witnesses examine cheythu",
  [["3", "three"], ["anvar"]], [["C05", "2030-11-04"], ["C05", "2031-02-17"], ["C05", "2031-03-31"]],
  "order 04.11.2030 'Proof affidavit of PW1'; IMG_20310217 'PW2 Dr. Anvar Sadath examined'; chat 31/03/31 'RW1 insurance officer'.")
# yes_no
q("yes_no", "velayudhan cost adacho", [["paid"], ["1,000", "1000"]], [["C01", "2031-06-16"]],
  "kunhalavi DW1 16.6.txt: 'Costs Rs. 1,000 paid by Jayaprakash.'")
q("yes_no", "shafeeq insurance offer accept cheytho",
  [["refused"], ["7,50,000", "750000", "7.5 lakh", "7.50 lakh"]], [["C05", "2031-03-31"]],
  "Nasrin chat 31/03/31: 'Insurer offer 7,50,000. Shafeeq refused.'")
q("yes_no", "saidalavi casil injunction ippozhum undo", [["absolute"], d("2031-02-24")], [["C08", "2031-02-24"]],
  "WhatsApp Chat with Sajitha Saidalavi.txt 24/02/31: 'Injunction absolute aakki - suit theerunnathu vare'.",
  today="2031-03-01")
# said
q("said", "perinthalmanna munsiff madam commission kaaryathil entha paranje",
  [["re-survey sketch", "fmb"]], [["C01", "2030-08-12"]],
  "OS 312 commission 12.8.docx: 'Madam said: \"re-survey sketch (FMB) must be taken, not the old survey.\"'")
q("said", "shabna cross il gold ne pati entha paranje",
  [["48 pavan", "48 sovereigns"], ["fathima jewellery"], ["pledge"]], [["C02", "2031-01-15"]],
  "Shabna PW1 cross 15 jan.txt: '48 pavan, bought from Fathima Jewellery ... Noushad took them to pledge'.")
q("said", "majeed WS il entha defence", [["repayment", "lent"], ["25,00,000", "2500000", "25 lakh"], ["2019"]],
  [["upload", "WS OS 96-2030 Majeed.pdf"]],
  "WS OS 96-2030 Majeed.pdf: 'repayment of Rs. 25,00,000 the defendant lent him for his visa and shop in Dubai in 2019'.")
# judge_habit
q("judge_habit", "warrier J aadyam enthanu chodikkunne", [["audit"]], [["C04", "2030-08-06"], ["C04", "2030-12-02"]],
  "WPC 18842 admission.docx: 'where are the audited accounts 2026-29?'; palli writ 2 dec.docx: 'produce the audit reports'.")
q("judge_habit", "manjeri magistrate talaq casil eppozhum enthu chodikkum", [["mediation", "mahallu"]],
  [["C03", "2030-09-05"], ["C03", "2030-11-07"]],
  "ayisha counter 5 sep.txt: 'was there any mediation by the mahallu?'; ayisha PW1.docx: 'again asked about mahallu mediation'.")
q("judge_habit", "family court judge gulf il ulla party ne engane handle cheyyum", [["video"]],
  [["C02", "2030-07-17"], ["C02", "2030-10-16"]],
  "20300717: 'R must appear, at least by video'; shabna conciliation.docx: 'Noushad appeared by video from Riyadh (judge allowed VC)'.")
# pending_before
q("pending_before", "innu MACT nu enthokke edukkanam", [["medical board"], ["salary"]],
  [["upload", "week plan 16-20 june.docx"]],
  "week plan: 'MACT - Shafeeq: arguments. Take Medical Board cert + Doha salary cert attested copy'.")
q("pending_before", "saidalavi case innu enthu cheyyanam", [["gulf star", "exchange", "remittance"], ["poa"]],
  [["upload", "week plan 16-20 june.docx"], ["C08", "2031-04-28"]],
  "week plan: 'produce Gulf Star Exchange statement originals; Sajitha to bring PoA'.")
# amount
q("amount", "rafi cheque ethrayude aanu", [["4,80,000", "480000", "4.8 lakh", "4.80 lakh"]],
  [["upload", "cheque return memo Suhail.pdf"]], "cheque return memo: 'Cheque No. 771046 dated 02.01.2030 for Rs. 4,80,000/-'.")
q("amount", "kunhalavi commission nu ethra koduthu", [["8,000", "8000"], ["2,500", "2500"]],
  [["upload", "commission fee receipt Lijo.jpg"]],
  "commission fee receipt: 'Rs. 8,000/- ... commission batta, and Rs. 2,500/- towards surveyor's fee'.")
q("amount", "ayishakku order prakaram ethra kittum",
  [["5,40,000", "540000", "5.4 lakh", "5.40 lakh"], ["50,000", "50000"], ["30,000", "30000"]], [["C03", "2031-06-05"]],
  "Order MC 56 2030 Ayisha.pdf: 'Rs. 5,40,000/- ... Rs. 50,000/- as mahr and Rs. 30,000/- as maintenance for the iddah'.")
# pattern
q("pattern", "ethokke casil gulf il ninnu PoA vechaanu case nadathunne",
  [["kunhalavi", "hamza"], ["saidalavi", "sajitha"]],
  [["upload", "POA Kunhalavi Dubai consulate.pdf"], ["C08", "2030-09-30"]],
  "POA: 'KUNHALAVI P. ... appoint my brother HAMZA P.'; 30.09 note: 'Sajitha came with PoA (attested at Dubai consulate)'.")
q("pattern", "ee kollam ethokke casil namukku cost kitti", [["kunhalavi", "velayudhan"], ["shabna", "noushad"]],
  [["C01", "2031-04-21"], ["C02", "2031-03-26"]],
  "IMG_20310421: 'time on costs Rs. 1000/- payable to plff'; chat 26/03/31: 'cost Rs 2000 to petitioner'.")
# counsel_pattern
q("counsel_pattern", "mujeeb vakkeel eppozhum entha kaaranam parayunne", [["riyadh", "abroad"]],
  [["C02", "2030-07-17"], ["C02", "2030-11-20"]],
  "20300717: 'Mujeeb: \"client abroad, leave kittiyilla\"'; 20301120: 'client's instructions from Riyadh'.")
q("counsel_pattern", "anees babu tirur casil enthokke aanu cheyyunne", [["kuri", "chitty"], ["exemption"]],
  [["C06", "2030-09-26"], ["C06", "2031-03-13"]],
  "Nasrin chat 26/09/30: 'cheque was security for kuri (chitty)'; chat 13/03/31: 'Anees Babu exemption petition koduthu'.")
# witness
q("witness", "dr anvar shafeeq casil entha paranje", [["40%", "40 %"], ["driver"]], [["C05", "2031-02-17"]],
  "IMG_20310217_155010.jpg: '\"functional disability for a driver is more, about 40%\"'.")
q("witness", "velayudhan DW1 aayi entha sammathiche", [["2028"], ["survey"]], [["C01", "2031-06-16"]],
  "kunhalavi DW1 16.6.txt: 'admitted the laterite wall was built in 2028 ... did not get a survey done'.")
q("witness", "rafi cross il paisa evidunnu ennu paranju", [["doha"], ["nre"]], [["C06", "2030-12-12"]],
  "week 9-16 dec.docx: 'the Rs. 4,80,000 was from his Doha savings, sent to his NRE account'.")
# open
q("open", "palli writ full status onnu parayu", [["stay"], ["election"], d("2031-06-24")],
  [["C04", "2030-08-06"], ["C04", "2031-02-04"], ["C04", "2031-06-10"]],
  "admission note: 'Interim stay'; 4/2/31: 'fresh election ... Stay extended'; Haji chat: 'Adutha date 24/6'.")
q("open", "ayisha case muzhuvan onnu summarise cheyyu", [["doha"], ["mediation", "mahallu"], d("2031-06-05")],
  [["C03", "2030-09-05"], ["C03", "2031-01-09"], ["C03", "2031-04-03"]],
  "counter note: 'letter dt 12.03.2029 sent from Doha'; order 09.01.2031: 'no mediation by the mahallu'; chat 03/04/31: 'orders nu 5/6'.",
  today="2031-04-10")
# bare
q("bare", "shabna", [["rw1"], ["last chance"]], [["C02", "2031-03-26"], ["upload", "week plan 16-20 june.docx"]],
  "chat 26/03/31: 'last chance ... ND 18/6 RW1'; week plan: 'Family Court - Shabna: RW1 Noushad'.")
q("bare", "saidalavi", [["remittance", "exchange"], ["documents"]], [["C08", "2031-04-28"]],
  "OS 96 2030 issues 28.4.docx: 'produce the original remittance receipts / exchange statements ... documents first'.")
# no_record
q("no_record", "kottakkal land acquisition case adutha date entha", NR, [],
  "No land acquisition matter and no Kottakkal in any upload.", no_record=True, absent=["kottakkal", "acquisition"])
q("no_record", "shafeeq claim lok adalat il settle aayo", NR, [],
  "C05 was never sent to a Lok Adalat; the insurer's offer was refused.", no_record=True, absent=["adalat"])
q("no_record", "achu bail cancel cheyyan PP petition koduthille", NR, [],
  "No cancellation petition in C07; bail granted 23.10.2030 and nothing after.", no_record=True, absent=["cancel"])
q("no_record", "adv santhosh kumar ulla ethu case aanu namukku", NR, [], "No Santhosh in any upload.", no_record=True,
  absent=["santhosh"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Malappuram practice (bench/practices/malappuram; written from the "
                    "uploads' source_text by its writer, w-malappuram; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
