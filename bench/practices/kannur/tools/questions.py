"""Write questions.json for the Kannur practice: questions typed the way Adv. Haridasan types (Manglish, English,
nicknames, typos), with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the diary's 7/4 when `short`)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd:02d}.{mm:02d}.{yy:02d}", f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}",
             f"{LONG[mm - 1]} {dd}", f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "onnum illa", "no note", "not in the notes"]]
TODAY = "2027-03-01"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"K-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "rasheed nte case il last postng il entha nadanne",
  [["fsl"], ["5 issues", "five issues", "issues settled", "issues framed", "issues"], d("2027-03-16")],
  [["C01", "2027-01-19"]],
  "Rasheed issues 19.01.2027.docx: 'FSL report not yet received ... settled 5 issues himself ... Trial on 16.03.2027'.")
q("last_time", "beedi case last hearing enthayi?",
  [["mw1"], ["no notice", "notice"], d("2027-03-23")], [["C07", "2027-02-09"]],
  "beedi MW1 cross.txt: 'MW1 (Secretary of the society) cross-examined. Admitted: no notice ... Arguments on 23.03.2027'.")
q("last_time", "prakasan bank case il kazhinja thavana entha undaye",
  [["9,75,000", "975000", "9.75 lakh", "9,75,000/-"], ["6 instalments", "six instalments", "6 installments",
                                                         "six installments"]],
  [["C02", "2026-08-04"]],
  "Prakasan OTS offer.docx (04.08.2026): 'OTS offer: Rs. 9,75,000 in 6 instalments ... Client to respond'.",
  today="2026-08-10")
# next_date
q("next_date", "shabna de next date eppozha", [d("2027-03-11")], [["C04", "2027-02-04"]],
  "shabna RW1 cross.txt: 'Respondent's evidence closed. Arguments on 11.03.2027'.")
q("next_date", "hamza stores order eppo varum", [d("2027-03-04")], [["C05", "2027-01-21"]],
  "IMG20270121121418.jpg: 'order not ready. Posted to 04.03.2027 for orders'.")
q("next_date", "panoor case adutha dte enna", [d("2027-01-14")], [["C03", "2026-11-26"]],
  "correction panoor date.txt (27.11.2026): 'diary of 26.11.26 says ND 21.01.2027 - WRONG ... SC 612 next date is "
  "14.01.2027'.", today="2026-11-28")
# count
q("count", "kamalakshi case il ithuvare ethra per moshi koduthu (witnesses)",
  [["2", "two", "randu", "രണ്ട്"]], [["C05", "2026-07-16"], ["C05", "2026-09-03"]],
  "IMG-20260717-WA0007.jpg: 'PW1 പ്രദീപ് കുമാർ (Pradeep ...) ചീഫും ക്രോസും'; RCP 67 RW1.txt: 'RW1 Hamza examined ... "
  "Evidence closed both sides'.")
q("count", "panoor bomb case il ithuvare ethra prosecution witnesses ne vistharichu",
  [["4", "four", "naalu", "നാല്"]],
  [["C03", "2026-08-13"], ["C03", "2026-09-10"], ["C03", "2026-10-15"], ["C03", "2027-01-14"]],
  "20260813_181020.jpg: 'PW1 Vineesh'; PW1 PW2 cross notes: 'PW2 Sunil ... HOSTILE'; SC612 PW3.txt: 'PW3 Dr. Reshmi'; "
  "SC612 PW4 14-01-27.docx: 'PW4 SI Pramod ... examined'; PW5 not yet.")
q("count", "rasheed case il sajeevan ethra pravashyam time chodichu",
  [["2", "two", "randu", "twice"]], [["C01", "2026-04-07"], ["C01", "2026-08-18"]],
  "IMG-20260422-WA0011.jpg: 'D2 വക്കീൽ സജീവൻ ... WS നും കൗണ്ടറിനും സമയം ചോദിച്ചു'; IMG20260818110947.jpg: "
  "'Sajeevan (for D2) sought time to file objection - given'.")
# yes_no
q("yes_no", "hamza arrears adacho?", [["deposited", "yes"], ["84,500", "84500"]], [["C05", "2026-06-11"]],
  "IMG20260611120233.jpg: 'Hamza deposited the arrears Rs. 84,500 on 04.05.2026 (challan produced)'.",
  today="2026-06-15")
q("yes_no", "anoop nu dubai pokan HC anuvadhicho",
  [["allowed", "yes", "permitted", "released"], ["1,00,000", "100000", "1 lakh", "one lakh"]],
  [["C08", "2026-07-21"]],
  "CrlMC 3318-2026 order.pdf: 'the passport shall be released ... permitted to go abroad, on his executing a bond for "
  "Rs. 1,00,000'.")
q("yes_no", "shabna case mediation il settle aayo", [["failed", "no", "പരാജയ"]], [["C04", "2026-05-28"]],
  "IMG-20260605-WA0002.jpg: 'മീഡിയേഷൻ പരാജയപ്പെട്ടു'; Shameem's chat: 'mediation avasaanichu, failed aayi'.")
# said
q("said", "FSL petition allow cheythappo joby sir entha paranje",
  [["specimen"], ["in person", "personally", "nerittu"]], [["C01", "2026-09-29"]],
  "OS214 FSL order note.docx: 'the plaintiff must appear in person to give specimen signatures in open court; PoA "
  "holder cannot do it'.")
q("said", "panoor case il PW2 sunil entha moshi koduthe", [["hostile"], ["dark", "iruttu"]], [["C03", "2026-09-10"]],
  "PW1 PW2 cross notes SC 612.docx: 'PW2 Sunil ... TURNED HOSTILE. Said it was dark, he did not see who threw the "
  "bomb'.")
q("said", "beedi society secretary cross il entha sammathiche",
  [["no notice", "notice"], ["compensation", "retrenchment"]], [["C07", "2027-02-09"]],
  "beedi MW1 cross.txt: 'Admitted: no notice and no retrenchment compensation was paid to the 11 workers'.")
# judge_habit
q("judge_habit", "JK sir accused hajarakathe irunnal enthu cheyyum",
  [["warrant", "വാറന്റ്"], ["present", "ഹാജർ"]], [["C03", "2026-03-05"], ["C03", "2026-11-26"]],
  "IMG-20260313-WA0004.jpg: 'A7 ഹാജരില്ല - ജഡ്ജി വാറന്റ് അയച്ചു. എല്ലാ പ്രതികളും എല്ലാ തീയതിക്കും ഹാജരാകണം'; "
  "26.11 diary: '\"all accused must be present on every posting hereafter, this is the only time\"'.")
q("judge_habit", "family court madam cross nu samayam limit cheyyumo",
  [["one hour", "1 hour"]], [["C04", "2026-08-06"]],
  "Shabna cross 6 Aug.docx: 'Madam fixed one hour for the cross and stopped him at the hour'.")
q("judge_habit", "arbitrator rajendran sir saadharana entha cheyyaru",
  [["ots", "one time settlement"], ["ledger"]], [["C02", "2026-03-17"], ["C02", "2026-06-16"]],
  "Fathima chat 17/03/26: 'Arbitrator sir bank nodu loan ledger produce cheyyan paranju'; prakasan arc 16-6.txt: "
  "'Arbitrator Rajendran sir suggested OTS'.")
# pending_before
q("pending_before", "harikumar sir nte munpil nammude enthokke und", [["noushad"]], [["C06", "2027-01-29"]],
  "noushad RW1 29.1.txt: 'Harikumar sir asked the insurer ... Posted for arguments on 01.03.2027'.")
q("pending_before", "rent control court arun thomas munpil pending ethokke", [["hamza", "kamalakshi"]],
  [["C05", "2027-01-21"]], "IMG-20270130-WA0003.jpg: 'RCP 67/25 - ഓർഡർ റെഡിയായില്ല'; diary 21.01: 'RCP 67/25 Hamza'.")
# amount
q("amount", "noushad nte disabilty ethra % aanu",
  [["28%", "28 %", "28 per", "twenty eight"], ["40%", "40 %", "40 per", "forty"]],
  [["C06", "2026-08-07"], ["C06", "2026-12-11"]],
  "noushad board.txt: 'permanent disability 28%'; IMG20261211164003.jpg: 'functional disability for a heavy driver is "
  "40%'.")
q("amount", "prakasan OTS ethrakk theernnu, first installment ethra adachu",
  [["9,40,000", "940000", "9.40 lakh", "9.4 lakh"], ["1,50,000", "150000", "1.5 lakh", "1.50 lakh"]],
  [["C02", "2026-10-06"]],
  "ARC 1127 award 06.10.2026.pdf: 'pay Rs. 9,40,000 in all, of which Rs. 1,50,000 has been paid today'.")
q("amount", "shabna ethra pavan ponnu claim cheyyunnu, mahr ethra",
  [["62 pavan", "62 sovereign", "sixty two pavan"], ["10 pavan", "10 sovereign", "ten pavan", "10 പവൻ"]],
  [["upload", "IMG_20250912_183301.jpg"], ["upload", "WhatsApp Image 2025-09-10 at 20.14.55.jpeg"]],
  "K.M. Jewellers bill: 'TOTAL: 62 pavan (496 grams)'; nikah certificate: 'മഹർ: 10 പവൻ സ്വർണ്ണം'.")
# pattern
q("pattern", "panoor case il witness varathathu oru prasnam aano",
  [["pw4"], ["absent"], ["warrant"]], [["C03", "2026-10-15"], ["C03", "2026-11-26"]],
  "SC612 PW3.txt: 'PW4 SI (bomb squad) absent - summons re-issued'; 26.11 diary: 'PW4 SI (bomb squad) again absent - "
  "JK sir issued warrant ... Second time absent'.")
q("pattern", "faisal side eppozhum gulf il aanu ennu paranju time edukkunnundo",
  [["abroad", "gulf", "വിദേശ"], ["2,000", "2000"]],
  [["C04", "2026-02-19"], ["C04", "2026-07-02"], ["C04", "2026-12-10"]],
  "Fathima chat 19/02/26: 'respondent Gulf il aanu, abroad'; shabna PW1 chief.txt: 'respondent who is abroad'; "
  "IMG-20261211-WA0009.jpg: 'ഫൈസൽ വിദേശത്ത് (ഗൾഫ്) ... ചിലവ് 2,000 രൂപ'.")
# counsel_pattern
q("counsel_pattern", "jose mathew vakeel insurence nu vendi eppozhum entha vadham",
  [["attested", "attestation"], ["salary"]],
  [["C06", "2026-03-13"], ["C06", "2026-10-09"], ["C06", "2026-11-13"]],
  "13.3 diary: 'salary certificate not attested by Embassy'; Noushad PW1 chief.docx: 'Jose Mathew objected to A3'; "
  "Noushad's chat 13/11: 'salary certificate attested alla ennu thanne veendum'.")
q("counsel_pattern", "rajesh nambiar labour court il engane aanu, enthu line",
  [["home workers", "veettil", "not workmen"], ["absent", "vannilla"]],
  [["C07", "2026-02-24"], ["C07", "2026-12-08"]],
  "Fathima chat 24/02/26: 'beedi rollers are home workers ... so not workmen'; chat 08/12/26: 'Rajesh Nambiar vannilla, "
  "absent'.")
# witness
q("witness", "panoor case il doctor witness aara", [["reshmi"]], [["C03", "2026-10-15"]],
  "SC612 PW3.txt: 'PW3 Dr. Reshmi (Casualty Medical Officer, Co-operative Hospital Thalassery)'.")
q("witness", "noushad case il namukk vendi vanna doctor aara", [["sandeep", "സന്ദീപ്"]], [["C06", "2026-12-11"]],
  "IMG20261211164003.jpg: 'PW2 Dr. Sandeep (Ortho, Co-operative Hospital Tly) examined'.", today="2026-12-15")
q("witness", "kamalakshi case il nammde bhagathu ninnu aara evidence koduthe", [["pradeep", "പ്രദീപ്"]],
  [["C05", "2026-07-16"]], "IMG-20260717-WA0007.jpg: 'PW1 പ്രദീപ് കുമാർ (Pradeep, മകൻ, PoA) ചീഫും ക്രോസും കഴിഞ്ഞു'.")
# open
q("open", "rasheed PoA case full status onnu parayu",
  [["fsl"], ["injunction"], d("2027-03-16")], [["C01", "2026-07-14"], ["C01", "2027-01-19"]],
  "IA order 14.07.2026: 'made absolute ... temporary injunction'; 19.01.2027: 'FSL report not received ... trial on "
  "16.03.2027'.")
q("open", "beedi thozhilali case ippo evide ethi, summary",
  [["11 workers"], ["register"], d("2027-03-23")], [["C07", "2026-10-13"], ["C07", "2027-02-09"]],
  "Fathima chat 13/10/26: 'registers produce cheythu - Ext M1 to M4. 11 workers nte attendance und'; "
  "beedi MW1 cross.txt: 'Arguments on 23.03.2027'.")
# bare
q("bare", "noushad", [["arguments"], d("2027-03-01")], [["C06", "2027-01-29"]],
  "noushad RW1 29.1.txt: 'Posted for arguments on 01.03.2027'.")
q("bare", "panoor IO", [["investigating officer"], d("2027-03-01")], [["C03", "2027-01-14"]],
  "SC612 PW4 14-01-27.docx: 'PW5 Investigating Officer ... to be summoned for 01.03.2027'.")
# no_record
q("no_record", "koothuparamba chitty case nte next date", NR, [],
  "No chitty/kuri suit in any upload (Prakasan's 'auto-spares chitty' is only where he raises money).", no_record=True,
  absent=["chitty case", "chit fund"])
q("no_record", "noushad case lok adalat il settle aayo", NR, [],
  "C06 was never sent to a Lok Adalat; no upload names one.", no_record=True, absent=["lok adalat", "adalath"])
q("no_record", "rasheed case il advocate commissioner report vanno", NR, [],
  "No commissioner was ever appointed in C01; no upload names one.", no_record=True,
  absent=["commissioner", "kamishan"])
q("no_record", "adv. lalitha kumari kk ethire ente case ethokke", NR, [], "No Lalitha in any upload.", no_record=True,
  absent=["lalitha"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Kannur (Thalassery) practice (bench/practices/kannur; written from the "
                    "uploads' source_text by its writer, practice 85; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
