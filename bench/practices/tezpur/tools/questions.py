"""Write questions.json for the Tezpur practice: questions typed the way this chamber types (romanised Assamese with
English, a Hindi word or two), with the facts a right answer must state."""

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
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd:02d}.{mm:02d}.{yy:02d}", f"{dd}/{mm}/{yy}",
             f"{dd:02d}/{mm:02d}/{yy:02d}", f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}",
             f"{LONG[mm - 1]} {dd}", f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "no note", "not in the notes", "eku nai", "kono record nai"]]
TODAY = "2027-02-09"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"T-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "bika r sessions case t last time ki hol?",
  [d("2027-01-19"), ["written notes", "written arguments"], ["args part", "part heard", "arguments part"]],
  [["C01", "2027-01-19"]],
  "bika args 19.1.txt: '19.01.2027 ... My args part heard ... written notes of arguments by both sides on next date'.")
q("last_time", "anjali baideu r TS t agor date t ki hoisil",
  [d("2027-01-14"), ["haren das", "হৰেণ দাস", "dw1"], ["জেৰা পিছত", "cross", "জেৰা"]], [["C06", "2027-01-14"]],
  "IMG-20270115-WA0007.jpg: '14.01.27 T.S. 58/25 (অঞ্জলি) DW1 হৰেণ দাস chief হ'ল। সময় নাই, জেৰা পিছত। পৰৱৰ্তী তাৰিখ 11.02.27'.")
q("last_time", "jogen r mutation apeal t last ki hol",
  [d("2026-08-05"), ["reserved", "reserve"], ["2 bigha 1 katha 5 lecha"]], [["C03", "2026-08-05"]],
  "jogen spot verification 5 aug.txt: 'Jogen Hazarika in possession of 2 bigha 1 katha 5 lecha ... Order reserved - 16.9.26'.",
  today="2026-08-10")
# next_date
q("next_date", "agarwala cheque case r next date kiman, ki r babe",
  [d("2027-02-16"), ["argument", "args"]], [["C02", "2027-01-11"]],
  "WhatsApp Chat with Rupam Bora Jr (3).txt 11/01/27: 'Agarwala args - amar side complete. Dutta sir time loise. ND 16/2/27'.")
q("next_date", "anjali TS next date?? PW2 r",
  [d("2026-08-06")], [["upload", "correction anjali ND.txt"]],
  "correction anjali ND.txt: 'In the 2.7 diary I wrote ND 13.8 - wrong ... next date is 06.08.2026 for PW2'. The 2.7 diary says 13.8 (wrong).",
  today="2026-07-10")
q("next_date", "mangal tanti r labour case kobe ase",
  [d("2027-02-17"), ["award"]], [["C04", "2027-01-13"]],
  "WhatsApp Chat with Rupam Bora Jr (3).txt 13/01/27: 'Award 17/2/27'; register 13.01.27: 'ৰায় (award) 17.02.27'.")
# count
q("count", "bika case t PP e witness nahi bule kiman bar time loise",
  [["2", "two", "twice", "second"]], [["C01", "2026-04-21"], ["C01", "2026-08-18"]],
  "register 21.04.26: 'সাক্ষী উপস্থিত নাছিল। PP-এ সময় ল'লে'; 18.08.26 note: 'IO not present ... second time PP took time for witness'. Two.",
  today="2026-09-01")
q("count", "FT t sahera r pakhor pora kiman jon DW r sakhya hol",
  [["3", "three", "tini"]], [["C05", "2026-04-02"], ["C05", "2026-05-14"], ["C05", "2026-06-18"]],
  "IMG_20260402_170511.jpg: 'Sahera DW1'; FT-2 order sheet 14.05.2026: 'DW2 Nur Islam'; 18.06.2026: 'DW3 Sri Rajen Boro'. Three.")
q("count", "bitul deka e anjali r case t kiman bar cross r babe time/absent hol",
  [["2", "two", "twice"]], [["C06", "2026-04-23"], ["C06", "2026-05-28"]],
  "register 23.04.26: 'Bitul Deka-এ জেৰাৰ বাবে সময় ল'লে'; 28.05.26: 'Bitul Deka উপস্থিত নাছিল। Rs. 500 খৰচ'. Two.")
# yes_no
q("yes_no", "nur islam r evidence hoise ne FT t?",
  [["examined", "yes", "hoise", "haan"], d("2026-05-14")], [["C05", "2026-05-14"]],
  "FT-2 DW2 nur islam 14.5.txt: '14.5.26 FT-2 Sahera - DW2 Nur Islam (brother) examined'.", today="2026-05-20")
q("yes_no", "budhu munda e prosecution k support korise ne bika case t",
  [["hostile", "no", "not support", "does not support"], ["drain", "fall"]], [["C01", "2026-07-07"]],
  "order sheet 07.07.2026: 'He does not support the prosecution case; declared hostile ... saw Rabin Tanti fall near the drain'.")
q("yes_no", "jogen r mutation tu cancel hol ne nai",
  [["set aside", "yes", "allowed", "cancel"], d("2026-09-16")], [["C03", "2026-09-16"]],
  "ADC order Jogen Hazarika 16.09.2026.pdf: 'The order of the Circle Officer dt. 10.12.2025 is set aside ... remanded'.")
# said
q("said", "lakhi tanti e cross t ki koisil",
  [["not at the haat"], ["heard from budhu munda", "budhu munda"], ["haria"]], [["C01", "2026-03-17"]],
  "Bika PW1 17.3.26.docx: 'she admitted she was NOT at the haat ... She heard from Budhu Munda ... Rabin had drunk haria'.")
q("said", "CO r report t ki ahise jogen r case t",
  [["notice nidiakoi", "without notice", "no notice"], ["bapuram"]], [["C03", "2026-05-13"]],
  "WhatsApp Chat with Rupam Bora Jr.txt 13/05/26: 'CO r report ahise: mutation notice nidiakoi hoise, Jogen r deuta Bapuram r naam jamabandi t asil'.")
q("said", "garden r manager e mangal r bapare ki koise evidence t",
  [["three notices", "notice 3 ta", "3 ta"], ["20.2.24", "20 din", "absent without leave"], ["struck off", "12.3.24"]],
  [["C04", "2026-09-02"]],
  "labour MW1 2.9.txt: 'Mangal absent without leave from 20.2.24; three notices sent to his line quarter; struck off on 12.3.24'.")
# judge_habit
q("judge_habit", "deka sir e witness nahile sadharonote ki kore",
  [["sp", "superintendent"], ["summons", "হাজিৰ", "produce"]], [["C01", "2026-04-21"], ["C01", "2026-08-18"]],
  "register 21.04.26: 'SP-ক সাক্ষী হাজিৰ কৰিবলৈ নিৰ্দেশ'; 18.08.26: 'summons through SP Biswanath'.")
q("judge_habit", "FT-2 r member e documents r bapare ki bisare",
  [["certified copy", "certified copies"], ["1966"]], [["C05", "2026-07-30"]],
  "FT-2 order sheet 30.07.2026: 'directed to produce a certified copy of the 1966 voter list'; FT 30.7 note: 'photocopy not enough'.")
q("judge_habit", "ADC revenue madam possession r kotha uthile ki kore",
  [["lat mandal"], ["spot verification", "spot"]], [["C03", "2026-06-24"]],
  "ADC jogen 24.6 note.txt: 'Lat Mandal will go to the spot and report who is in possession'; chat 24/06: 'Lat Mandal k spot verification'.")
# pending_before
q("pending_before", "labour court t mur ki pending ase",
  [["mangal tanti", "মংগল তাঁতী", "mangal"], ["award", "ৰায়"], d("2027-02-17")], [["C04", "2027-01-13"]],
  "register 13.01.27: 'Ref. 7/25 (মংগল তাঁতী) ... ৰায় (award) 17.02.27'.")
q("pending_before", "FT-2 t ki pending ase?",
  [["sahera"], ["opinion"], d("2027-02-09")], [["C05", "2027-01-07"]],
  "07.01.27 diary.jpg: 'FT-2 - Sahera ... Opinion not ready ... ND 9.2.27 for opinion'.")
# amount
q("amount", "nripen kalita r cheque kimanr asil",
  [["4,80,000", "480000", "4.8 lakh", "four lakh eighty thousand"]], [["upload", "AGVB return memo Nripen Kalita.pdf"]],
  "AGVB return memo: 'Cheque No. 771045 dt. 14.08.2025 for Rs. 4,80,000/- (Rupees Four Lakh Eighty Thousand only)'.")
q("amount", "bika r HC bail t bond kiman dibo lagisil",
  [["30,000", "30000"], ["one surety", "surety"]], [["C07", "2026-04-30"]],
  "BA 1145-2026 final order 30.04.2026.pdf: 'a bond of Rs. 30,000/- with one surety of the like amount'.")
q("amount", "mangal r gratuity kiman claim korisilu",
  [["1,12,350", "112350", "1.12 lakh"]], [["upload", "gratuity Form N Mangal Tanti.pdf"]],
  "gratuity Form N Mangal Tanti.pdf: 'Gratuity claimed: Rs. 1,12,350/-'.")
# pattern
q("pattern", "agarwala case tu itiman deri kio hoi ase",
  [["exemption", "ahi nai", "absent"], ["time loise", "time"], ["settlement"]],
  [["C02", "2026-02-16"], ["C02", "2026-05-04"], ["C02", "2026-09-07"]],
  "chat 16/02: 'Nripen Kalita ahi nai. Madam BW'; 04/05: 'Dutta sir cross r babe time loise'; order 07.09: 'Accused absent; petition for exemption ... asked again about settlement'.")
q("pattern", "mangal tanti r case t garden management e kenekoi deri korai",
  [["defer", "deferred"], ["busy"]], [["C04", "2026-05-06"], ["C04", "2026-11-18"]],
  "chat 06/05: 'Goswami sir cross defer korile, manager garden t busy bule'; 18/11: 'Goswami sir busy bule time loise'.")
# counsel_pattern
q("counsel_pattern", "bitul deka kenekua ukil, ki kore sadharonote",
  [["absent", "nahil", "উপস্থিত নাছিল"], ["time", "সময়"], ["objection"]],
  [["C06", "2026-04-23"], ["C06", "2026-05-28"], ["C06", "2026-09-17"]],
  "Anjali chat 23/04: 'Bitul Deka e cross r babe time loile'; 28/05: 'Bitul Deka aaji nahil'; 17/09: 'Bitul Deka e objection dibo koise'.")
q("counsel_pattern", "manoj dutta r style ki cheque case t",
  [["time", "cross"], ["exemption"], ["security"]], [["C02", "2026-05-04"], ["C02", "2026-09-07"], ["C02", "2026-10-12"]],
  "chat 04/05: 'Dutta sir cross r babe time loise'; order 07.09: 'petition for exemption'; 12/10: 'cheque security hisape dise'.")
# witness
q("witness", "bika case t PW2 kon asil, ki koise",
  [["ranjit gogoi"], ["pm", "post-mortem", "head injury"], ["fall"]], [["C01", "2026-05-26"]],
  "bika PW2 doctor 26.5.txt: 'PW2 Dr Ranjit Gogoi ... did the PM ... such an injury is possible by a fall'.")
q("witness", "sahera r FT t gaonburha kon asil",
  [["rajen boro"], ["childhood"]], [["C05", "2026-06-18"]],
  "FT-2 order sheet 18.06.2026: 'DW3 Sri Rajen Boro, Gaonburha ... has known Jamir Ali's family since childhood'.")
q("witness", "labour case t WW2 kon, ki koise",
  [["sanjay kurmi"], ["leave application"]], [["C04", "2026-07-22"]],
  "labour 22.7 WW2.txt: 'WW2 Sanjay Kurmi, union secretary - says he went with Mangal to give the leave application'.")
# open
q("open", "sahera khatun r FT case tu short t kua",
  [["1966"], ["opinion"], d("2027-02-09")], [["C05", "2026-09-10"], ["C05", "2027-01-07"]],
  "FT-2 order sheet 10.09.2026: 'Certified copy of the 1966 voter list ... produced'; 07.01.27 diary: 'ND 9.2.27 for opinion'.")
q("open", "bika r case r position ki, short t bujai diya",
  [["304"], ["hostile"], ["bail"], d("2027-02-09")],
  [["C01", "2026-02-10"], ["C01", "2026-07-07"], ["C07", "2026-04-30"], ["C01", "2027-01-19"]],
  "10.2.26: 'charge framed u/s 304 Pt II IPC'; order 07.07: 'declared hostile'; HC 30.04: 'allowed bail'; 19.1.27: 'ND 09.02.2027'.")
# bare
q("bare", "bika", [d("2027-02-09"), ["args", "argument"]], [["C01", "2027-01-19"]],
  "bika args 19.1.txt: 'ND 09.02.2027 - defence args remaining'.")
q("bare", "sahera FT", [d("2027-02-09"), ["opinion"]], [["C05", "2027-01-07"]],
  "07.01.27 diary.jpg: 'ND 9.2.27 for opinion'.")
# no_record
q("no_record", "haren das r eviction case DC court t ki obostha", NR, [],
  "No eviction case anywhere; Haren Das is only a defendant in the title suit.", no_record=True, absent=["eviction"])
q("no_record", "bika r bail cancellation r petition PP e dise, tar ki hol", NR, [],
  "No petition to cancel Bika's bail in any upload.", no_record=True, absent=["cancellation"])
q("no_record", "agarwala case tu lok adalat t dibo buli ki koisil", NR, [],
  "The CJM asked about settlement; no upload names a Lok Adalat.", no_record=True, absent=["lok adalat"])
q("no_record", "pallab choudhury ukil r logot mur kunba case ase", NR, [], "No Pallab Choudhury in any upload.",
  no_record=True, absent=["choudhury", "pallab"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Tezpur practice (bench/practices/tezpur; written from the uploads' "
                    "source_text by its writer, practice78; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
