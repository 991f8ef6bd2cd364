"""Write questions.json for the Tura practice: questions typed the way this chamber types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "no note", "not in the notes", "kono record nai"]]
TODAY = "2027-01-19"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"T-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "salgra nokma-ni a·king case last date-o ki hoise?",
  [d("2026-12-09"), ["bolsan"], ["last chance", "last opportunity"], d("2027-01-19")], [["C01", "2026-12-09"]],
  "WhatsApp Chat with Silchi Jr (2).txt 09/12: 'Bolsan did not come for DW1 ... Bonjit sir gave LAST CHANCE. ND 19/1/27'.")
q("last_time", "bobby case last hearing e ki holo",
  [d("2027-01-12"), ["351"], d("2027-02-16")], [["C03", "2027-01-12"]],
  "bobby 351 12.1.27.txt: 'Statement of accused u/s 351 BNSS recorded ... ND 16.02.2027 for defence evidence.'")
q("last_time", "jinji nokna case last time ki hoise",
  [d("2026-06-11"), ["nikseng"], ["compromise"], d("2026-08-20")], [["C02", "2026-06-11"]],
  "jinji PW2 chra 11.6.docx: 'PW2 Nikseng D. Shira (chra) ... compromise? ... ND 20.08.2026'.", today="2026-06-15")
# next_date
q("next_date", "pilchi MACT ND kobe?", [d("2026-12-03")], [["upload", "correction pilchi ND.txt"]],
  "correction pilchi ND.txt: 'says ND 3.11.26 - WRONG ... correct next date is 03.12.2026'. The 15.10 note says 3.11.26.",
  today="2026-11-20")
q("next_date", "chimchi writ nxt kobe lagbe, ki jonno",
  [d("2027-01-20"), ["reply"]], [["C06", "2026-11-25"]],
  "HC Tura sitting 25 Nov.docx: 'Reply in 4 weeks. ND 20.01.2027.'")
q("next_date", "ADC court-er 164 case next date?",
  [d("2027-01-28")], [["C05", "2026-10-08"]],
  "20261008_183015.jpg: 'Thu 8/10 ADC court - 164 case ... ND 28/1/27 to report DCC stage.'")
# count
q("count", "bobby sessions case-o prosecution koto bar time nise, witness na ashar jonno?",
  [["3", "three", "thrice"], ["doctor", "pw3"], ["dipankar", "investigating officer", "the io"]],
  [["C03", "2026-02-24"], ["C03", "2026-06-09"], ["C03", "2026-10-06"]],
  "bobby 24.2.txt: 'PW1 Tengsrang (injured) did not come'; June register: 'PW3 ডাক্তার ছুটিতে ... পি.পি. সময় চাহিলেন'; "
  "week page: 'IO SI Dipankar Das absent ... PP time'.")
q("count", "chenrak koto bar exemption nise cheque case-e",
  [["2", "two", "twice"], ["exemption"]], [["C04", "2026-07-07"], ["C04", "2026-11-03"]],
  "Silchi chats: 07/07 'Arbinstar filed exemption petition ... First exemption'; 03/11 'exemption petition, medical ... Second exemption'.")
q("count", "a·king suit-e amader side theke koto jon witness dilo",
  [["2", "two"], ["salgra"], ["rengsan"]], [["C01", "2026-06-17"], ["C01", "2026-09-16"]],
  "salgra PW1 17.6.txt: 'PW1 Salgra examined'; Rengsan PW2 16-09-2026.docx: 'PW2 Rengsan Ch. Marak (72), mahari elder'; "
  "IMG_20261111: 'PW closed by us'.")
# yes_no
q("yes_no", "pilchi case-e insurance company kono offer dise?",
  [["14,00,000", "1400000", "14 lakh", "14 lakhs"], ["not accepted", "declined", "rejected", "refused"]],
  [["C08", "2027-01-14"]],
  "MACT 17-2026 order 14.01.2027.pdf: 'the insurer has offered Rs. 14,00,000/- ... which the claimants have not accepted'.")
q("yes_no", "bobby-r HC bail hoise ki?",
  [["granted", "allowed", "enlarged on bail"], ["20,000", "20000"]], [["C07", "2026-04-15"]],
  "HC Tura sitting April.docx 15.04.26: 'BAIL GRANTED. Bond Rs. 20,000'; BA 23-2026 order: 'enlarged on bail'.",
  today="2026-04-16")
q("yes_no", "bobby case-e knife FSL-e pathano hoyechilo?",
  [["not sent"], ["fsl"]], [["C03", "2026-11-17"]],
  "IO cross Bobby 17.11.26.docx: 'knife NOT sent to FSL; no blood test; no fingerprints'.")
# said
q("said", "arbinstar 351-er somoy chengrak-er defence ki bollo",
  [["security"], ["cement"], ["1,20,000", "120000", "1.2 lakh"]], [["C04", "2026-12-08"]],
  "poddar 8 dec 351.txt: 'cheque was given as security in Jan 2025 for cement supply ... paid Rs. 1,20,000 in cash'.")
q("said", "chimchi writ-e GA last date-e ki bollo",
  [["3,84,000", "384000", "3.84 lakh"], ["tet"], ["regularisation", "regularization"]], [["C06", "2026-11-25"]],
  "HC Tura sitting 25 Nov.docx: 'salary arrears Rs. 3,84,000 ... sanctioned ... regularisation refused ... not passed TET'.")
q("said", "ADC 164 case-e order-e ki bollo",
  [["abeyance"], ["status quo"]], [["C05", "2026-10-08"]],
  "20261008_183015.jpg: 'ORDER - proceeding kept in abeyance till DC Court decides the a·king suit; status quo continues'.")
# judge_habit
q("judge_habit", "bonjit sir amader DCC matter-e shuru-te always ki chay",
  [["mahari"], ["sketch map", "nokma certificate"]], [["C01", "2026-03-25"], ["C02", "2026-01-22"]],
  "DCC 25.3.26 akhing suit.docx: 'asked first for the a·king sketch map and the Nokma certificate ... mahari elders'; "
  "jinji 22 jan.txt: 'let the Shira mahari sit first'.")
q("judge_habit", "nongrum sir cross defer kore dey?",
  [["same day", "today itself"], ["refused", "no deferment"]], [["C03", "2026-03-24"], ["C03", "2026-05-05"]],
  "SC 19-2025 PW1 cross 24.03.2026.docx: 'Nongrum sir refused: \"witness is present, cross today itself\". Cross done the "
  "same day'; IMG_4820.HEIC: 'chief & cross same day, Nongrum sir again no deferment'.")
q("judge_habit", "kharshiing madam insurer-ke protek date-e ki bole",
  [["offer"]], [["C08", "2026-03-26"], ["C08", "2026-05-07"], ["C08", "2026-12-03"]],
  "pilchi MACT 26.3.txt: 'bring an offer also'; 7.5 docx: 'again asked Dey about an offer'; Silchi 03/12: 'what is your offer?'.")
# pending_before
q("pending_before", "bonjit sir-er kache amar ki ki pending ache",
  [["a·king", "chidaogre", "salgra", "bolsan"], d("2027-01-19"), ["disposed", "compromise"]],
  [["C01", "2026-12-09"], ["C02", "2026-08-20"]],
  "Silchi (2) 09/12: 'DCC - Bolsan did not come for DW1 ... ND 19/1/27'; CS 31-2025 compromise decree: 'Suit decreed in "
  "terms of the compromise. Disposed of.'")
q("pending_before", "HC tura sitting-e amar ki pending ache",
  [["chimchi"], d("2027-01-20"), ["bail granted", "allowed", "enlarged on bail"]],
  [["C06", "2026-11-25"], ["C07", "2026-04-15"]],
  "HC Tura sitting 25 Nov.docx: 'WP(C) 88/2026 Chimchi ... ND 20.01.2027'; BA 23-2026 order 15.04.2026: 'allowed and "
  "disposed of'.")
# amount
q("amount", "poddar-er cheque koto takar chilo",
  [["2,85,000", "285000", "2.85 lakh"]], [["upload", "legal notice Chengrak 138.docx"]],
  "legal notice Chengrak 138.docx: 'cheque No. 082431 dated 05.08.2025 for Rs. 2,85,000'.")
q("amount", "jinji compromise-e pilsrang-ke koto dite hobe, koto dewa hoise",
  [["1,50,000", "150000", "1.5 lakh"], ["75,000", "75000"], d("2027-03-31")],
  [["C02", "2026-08-20"], ["upload", "IMG_20261012_112230.jpg"]],
  "compromise decree: 'Rs. 1,50,000/- in two instalments of Rs. 75,000/- each, by 15.10.2026 and 31.03.2027'; receipt "
  "12.10.2026: 'Rs. 75,000/- ... first instalment'.")
q("amount", "pilchi claim koto-r file korechilam",
  [["28,50,000", "2850000", "28.5 lakh"]], [["C08", "2026-02-12"]],
  "IMG-20260220-WA0009.jpg (muhuri's register) 12.02.2026: 'দাবি 28,50,000 টাকা'.")
# pattern
q("pattern", "a·king case-e adjournment mostly ke nicche",
  [["agarwal", "biswajit", "d2"], ["bolsan", "tengsak"], ["500"]],
  [["C01", "2026-02-18"], ["C01", "2026-08-05"], ["C01", "2026-12-09"]],
  "register Feb: 'আগরওয়ালের উকিল বিশ্বজিৎ দে সময় চাহিলেন'; Silchi 05/08: 'Biswajit Dey absent ... Rs 500 cost'; "
  "Silchi (2) 09/12: 'Bolsan did not come ... Tengsak said he is sick'.")
q("pattern", "bobby case-e kon kon prosecution witness amader help korlo",
  [["simple"], ["hostile"], ["rafiqul"]], [["C03", "2026-07-21"], ["C03", "2026-08-25"]],
  "doctor PW3 21 july.txt: 'SIMPLE in nature'; SC 19 of 2025 order 25.08.2026: 'PW4 Md. Rafiqul Islam ... declared hostile'.")
# counsel_pattern
q("counsel_pattern", "biswajit dey kivabe time ney protibar",
  [["settlement"]], [["C01", "2026-02-18"], ["C05", "2026-07-02"]],
  "ADC court 2.7.26.docx: 'Biswajit Dey ... asked time, saying talks of settlement with the nokma are going on'; "
  "register 18.02: 'আপোষের কথা চলিতেছে বলিয়া'.")
q("counsel_pattern", "sujit dey insurance-er main defence ki",
  [["permit"], ["overload"]], [["C08", "2026-05-07"], ["C08", "2026-10-15"]],
  "MACT 17-2026 WS issues 7.5.docx: 'route permit of the Sumo expired on 30.09.2025; vehicle overloaded - 14 passengers'.")
# witness
q("witness", "rengsan chra PW2 hisabe ki bollo",
  [["partition"], ["mahari"], ["jhum"]], [["C01", "2026-09-16"]],
  "Rengsan PW2 16-09-2026.docx: 'never partitioned; Bolsan only had a jhum plot ... no sitting of the mahari ever agreed'.")
q("witness", "tengsrang cross-e ki admit korlo",
  [["drinks", "drunk"], ["dark"], ["knife"]], [["C03", "2026-03-24"]],
  "SC 19-2025 PW1 cross 24.03.2026.docx: 'he had drinks ... the place was dark ... did not see the knife clearly'.")
q("witness", "pilchi deposition-e husband-er income koto bollo",
  [["18,000", "18000"], ["carpenter", "mistri"]], [["C08", "2026-06-25"]],
  "IMG_20260625_152244.jpg: 'Husband Brisan - carpenter (mistri), Rs. 18,000 p.m.'")
# open
q("open", "chimchi teacher writ-er full status bolo",
  [["2021"], ["3,84,000", "384000", "3.84 lakh"], ["tet"], d("2027-01-20")],
  [["C06", "2026-09-09"], ["C06", "2026-11-25"]],
  "Chimchi chat 09/09: 'post was sanctioned in 2021'; 25 Nov docx: 'arrears Rs. 3,84,000 ... not passed TET ... ND 20.01.2027'.")
q("open", "rongram godown-er matter ta puro bolo, ADC ar DCC duto",
  [["godown"], ["abeyance"], ["status quo"], d("2027-01-28")],
  [["C05", "2026-05-14"], ["C05", "2026-10-08"], ["C01", "2026-11-11"]],
  "ADC 14 may.txt: 'godown is with Agarwal'; 20261008_183015.jpg: 'kept in abeyance ... status quo continues ... ND 28/1/27'; "
  "IMG_20261111: 'RCC godown on the plot, roof AFTER status quo'.")
# bare
q("bare", "nokma", [["bolsan"], d("2027-01-19")], [["C01", "2026-12-09"]],
  "Silchi (2) 09/12: 'Bolsan did not come for DW1 ... ND 19/1/27'; register: 'পরবর্তী তারিখ 19.01.2027'.")
q("bare", "maa tara", [["defence evidence"], ["tapan", "munshi"]], [["C04", "2026-12-08"]],
  "poddar 8 dec 351.txt: 'Wants DW - his munshi Tapan ... ND 19.01.2027 for defence evidence.'")
# no_record
q("no_record", "selsella land case-er next date kobe?", NR, [],
  "No Selsella matter in any upload.", no_record=True, absent=["selsella"])
q("no_record", "pilchi MACT-e interim award pailam ki, no fault-er?", NR, [],
  "C08 had no interim or no-fault award; no upload names one.", no_record=True,
  absent=["interim award", "no fault", "no-fault"])
q("no_record", "chimchi writ-e contempt file korechilam na?", NR, [],
  "No contempt petition anywhere in C06.", no_record=True, absent=["contempt"])
q("no_record", "wanbok lyngdoh vakil-er sathe amar kono case ache?", NR, [], "No Lyngdoh in any upload.",
  no_record=True, absent=["wanbok", "lyngdoh"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Tura practice (bench/practices/tura; written from the uploads' "
                    "source_text by its writer, practice65; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
