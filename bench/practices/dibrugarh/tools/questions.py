"""Write questions.json for the Dibrugarh practice: questions typed the way this lawyer types, with the facts a right answer must state."""

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
       "no matching", "don't have", "do not have", "not found", "kunu record nai", "no note", "not in the notes"]]
TODAY = "2028-06-05"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"DB-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "budhu r case t last date e ki hol?",
  [d("2028-05-17"), ["bhuyan"], d("2028-06-13")], [["C01", "2028-05-17"]],
  "budhu args 17-5.txt: '17.5.28 ... Bhuyan - not ready ... time ... ND 13.06.2028 for mgmt args'.")
q("last_time", "lakhi kanta r GR case t last time ki hoisil",
  [d("2028-04-24"), ["doctor"], ["bw", "warrant"], d("2028-06-08")], [["C07", "2028-04-24"]],
  "WhatsApp Chat with Mousumi Jr (2).txt: '24/04/28 ... doctor aru IO duyu absent. Madam e doctor r namot BW issue korile SP thru. ND 8/6/28'.")
q("last_time", "hemanta r pipeline case t last hearing t ki hoisil?",
  [d("2027-11-16"), ["report"], d("2028-01-11")], [["C02", "2027-11-16"]],
  "IMG-20271116-WA0019.jpg (muhurir, Assamese): '16-11-2027 ... চাৰ্কল অফিচাৰৰ প্ৰতিবেদন (report) অহা নাই ... পৰৱৰ্তী তাৰিখ 11-01-2028'.",
  today="2027-12-20")
# next_date
q("next_date", "dipankar MACT next date kobe",
  [d("2028-06-20"), ["investigator"]], [["C03", "2028-05-08"]],
  "WhatsApp Chat with Mousumi Jr (2).txt: '08/05/28 ... insurer r investigator (Rajen Phukon) aha nai ... ND 20.6.28'.")
q("next_date", "ratul r money suit tu next kahiya?",
  [d("2028-06-05"), ["dw1", "anil saikia"]], [["C06", "2028-05-12"], ["upload", "correction ratul ND.txt"]],
  "correction ratul ND.txt: 'My diary of yesterday says ND 6.6.28 - WRONG ... next date is 05.06.2028 (Monday), for cross of DW1'.")
q("next_date", "pintu r HC bail next date?",
  [d("2027-09-29"), ["borthakur"]], [["C05", "2027-09-15"]],
  "pintu HC 15 sep.txt: '15.9.27 GHC - Pintu bail - Borthakur J ... ND 29.9.27 (Wed)'.", today="2027-09-20")
# count
q("count", "ratul r suit t hazarika k kimaan bar cost dise",
  [["2", "two", "dui", "twice"], ["500"], ["1,000", "1000"]], [["C06", "2027-08-27"], ["C06", "2028-02-25"]],
  "MS 41-2027 order sheet 27.08.2027.pdf: 'cost of Rs. 500/-'; MS 41-2027 order 25.02.2028.pdf: 'cost of Rs. 1,000/-'.")
q("count", "dipankar MACT t amar pokhe kimaan jon witness examine hol",
  [["3", "three", "tini"], ["dipankar"], ["partha saikia"], ["tutu hazarika", "tutu"]],
  [["C03", "2027-11-08"], ["C03", "2028-01-10"], ["C03", "2028-03-27"]],
  "dipankar PW1 8.11.txt: 'Dipankar examined'; MAC 118-2027 order 10.01.2028.pdf: 'PW2 Dr. Partha Saikia'; "
  "dipankar PW3 cross 27-3.txt: 'PW3 Tutu Hazarika ... Our evidence closed'.")
q("count", "lakhi case t ajilooike kimaan PW examine hoise",
  [["2", "two", "duta", "dujon"], ["hiren"], ["mridul"]], [["C07", "2027-11-15"], ["C07", "2028-02-28"]],
  "15 nov CJM + budhu.txt: 'PW1 Hiren Boruah (informant) examined'; Lakhi PW2 28.2.docx: 'PW2 Mridul Boruah ... examined'.")
# yes_no
q("yes_no", "budhu case t garden e register produce korile ne?",
  [["1999"], ["service register"], ["only", "not traceable"]], [["C01", "2028-01-19"]],
  "IMG_4187.HEIC: 'Mgmt produced wage register - but only from 1999 onwards. Service register \"not traceable\"'.")
q("yes_no", "pintu k bail dile ne?",
  [["rejected"], d("2027-07-20")], [["C04", "2027-07-20"]],
  "NDPS bail order 20.07.2027 Pintu.pdf: '20.07.2027 ... The bail petition is rejected.'", today="2027-08-01")
q("yes_no", "dipankar case lok adalat t pothabo buli member e koisil ne",
  [["lok adalat"], d("2027-12-06")], [["C03", "2027-12-06"]],
  "IMG_20271206_141120.jpg: '6/12/27 MACT Dipankar ... Member: \"why not Lok Adalat - insurer can make an offer\"'.")
# said
q("said", "moinajan r head clerk e cross t ki admit korile",
  [["2019"], ["2022"], ["not remitted", "remitted"], ["break in service", "no record of any break"]], [["C01", "2028-02-23"]],
  "MW1 cross head clerk Moinajan.docx: 'ATPPF deductions ... April 2019 to March 2022 and were not remitted ... no record "
  "of any break in service'.")
q("said", "hemanta e cross t ki koise, tamul gos r kotha",
  [["2009"], ["61 bearing", "61 trees", "sixty-one", "sixty one"], ["1,200", "1200"]], [["C02", "2028-02-15"]],
  "20280215_161802.jpg: 'H said tamul bari planted by his father in 2009, 61 bearing trees, each tree ~Rs 1,200/yr'.")
q("said", "company r nitul dowerah e cross t ki manile",
  [["road side", "roadside"], ["2019"]], [["C02", "2028-03-21"]],
  "Document_2028-03-21.docx: 'the 38-tree count of 2026 was made \"from the road side\" ... the DC's rate list used was of 2019'.")
# judge_habit
q("judge_habit", "kalita baideo e garden r registers loi generally ki kore",
  [["wage register"], ["adverse inference"]], [["C01", "2027-09-29"], ["C01", "2027-12-08"]],
  "Chat (2) 29/09/27: 'Kalita madam e garden k wage register, service register aru ATPPF r record produce korite order dile'; "
  "budhu WW1 cross 8 dec.txt: 'court will draw adverse inference against the mgmt'.")
q("judge_habit", "MACT member e amar pora generally ki bisare",
  [["original"], ["lok adalat"]], [["C03", "2027-11-08"], ["C03", "2027-12-06"], ["C03", "2028-01-10"]],
  "dipankar PW1 8.11.txt: 'Member asked for ORIGINAL bills'; IMG_20271206_141120.jpg: 'why not Lok Adalat'; order 10.01.2028: "
  "'directed to produce the original medical bills'.")
q("judge_habit", "cjm madam witness nahile ki kore usually",
  [["summons"], ["bw", "warrant"], ["sp"]], [["C07", "2028-01-17"], ["C07", "2028-04-24"]],
  "Chat (2) 17/01/28: 'summons punor issue korile aru SP thru serve koribo koise'; 24/04/28: 'doctor r namot BW issue korile SP thru'.")
# pending_before
q("pending_before", "kalita baideor court t mor ki matter pending ase",
  [["budhu"], d("2028-06-13")], [["C01", "2028-05-17"]],
  "budhu args 17-5.txt: 'Labour Court - Budhu Orang ... ND 13.06.2028 for mgmt args'.")
q("pending_before", "DJ sir r ot mor ki ase",
  [["hemanta", "gogoi"], d("2028-06-05"), ["argument"]], [["C02", "2028-05-02"]],
  "Misc PMP 7-2027 order 02.05.2028.pdf: 'Sri Hemanta Gogoi -vs- Purbanchal Petroleum ... Fix 05.06.2028 for arguments of O.P. No. 1'.")
# amount
q("amount", "budhu r gratuity kimaan claim korisu",
  [["1,31,250", "131250", "1.31 lakh", "131,250"]], [["upload", "Budhu Orang gratuity Form I.pdf"]],
  "Budhu Orang gratuity Form I.pdf: 'Gratuity claimed @ 15 days' wages ... 250 x 15 x 35 = Rs. 1,31,250/-'.")
q("amount", "pipeline t company e hemanta k kiman compensation disil",
  [["3,12,000", "312000", "3.12 lakh", "312,000", "three lakh twelve thousand"]], [["upload", "CA award Bokpara pipeline Dag 412.pdf"]],
  "CA award Bokpara pipeline Dag 412.pdf: 'Total compensation: Rs. 3,12,000/- (Rupees three lakh twelve thousand only)'.")
q("amount", "dipankar r medical bill total koto hol",
  [["2,84,600", "284600", "2.84 lakh", "284,600"]], [["C03", "2028-03-27"]],
  "dipankar PW3 cross 27-3.txt: 'Original bills filed - Rs 2,84,600'.")
# pattern
q("pattern", "ratul suit t defendant r ukil e bar bar ki koi time loi",
  [["high court"], ["guwahati", "gauhati"]], [["C06", "2027-12-10"], ["C06", "2028-02-25"]],
  "IMG_20271210_154402.jpg: 'Hazarika absent - junior: \"Sir Guwahati t High Court t busy\"'; order 25.02.2028: 'engaged before "
  "the Hon'ble Gauhati High Court ... second occasion ... same ground'.")
q("pattern", "pintu r bail t state e bar bar ki karone somoy loi",
  [["cd", "case diary"], ["sp office", "aha nai", "not yet received"]], [["C04", "2027-07-14"], ["C05", "2027-09-01"]],
  "Chat 14/07/27: 'Special Judge t CD aji o aha nai. Neog baideo somoy loise'; IMG_20270901_175530.jpg: 'CD not produced - "
  "\"CD not yet received from Dibrugarh SP office\"'.", today="2027-09-20")
# counsel_pattern
q("counsel_pattern", "kakoti insurer r ukil, ki defence loi aru kenekoi chole",
  [["licence", "license"], ["permit"], ["somoy", "time"]], [["C03", "2027-08-23"], ["C03", "2028-02-14"]],
  "MAC 118 insurer WS 23.8.docx: 'DL was a learner's licence ... no route permit'; chat 14/02/28: 'Kakoti sir e cross r babe somoy loise'.")
q("counsel_pattern", "manab bhuyan budhu case t kenekoi chole, time loa r excuse ki",
  [["garden office"], ["instructions", "manager leave"]], [["C01", "2027-07-21"], ["C01", "2027-11-10"], ["C01", "2028-05-17"]],
  "20270721_124055.jpg: '\"papers garden office t ase, manager leave t\"'; IMG-20271110-WA0004.jpg: '\"garden office ৰ পৰা কাগজ অহা নাই\"'; "
  "budhu args 17-5.txt: '\"instructions from garden management awaited\", time'.")
# witness
q("witness", "budhu r WW2 kun asil",
  [["sukra munda", "sukra"]], [["C01", "2028-01-19"]], "IMG_4187.HEIC: 'WW2 Sukra Munda (co-worker, same line) examined + cross'.")
q("witness", "dipankar mact t doctor witness kun aru disability kiman",
  [["partha saikia"], ["30%", "30 %", "30 percent", "thirty percent"]], [["C03", "2028-01-10"]],
  "MAC 118-2027 order 10.01.2028.pdf: 'PW2 Dr. Partha Saikia ... assessing 30% permanent physical disability'.")
q("witness", "lakhi r case t hostile hol kun",
  [["mridul"]], [["C07", "2028-02-28"]], "Lakhi PW2 28.2.docx: 'PW2 Mridul Boruah ... APP declared him hostile in part'.")
# open
q("open", "budhu orang case tu puro status dia",
  [["1,31,250", "131250", "1.31 lakh"], ["2019"], d("2028-06-13")],
  [["upload", "Budhu Orang gratuity Form I.pdf"], ["C01", "2028-02-23"], ["C01", "2028-05-17"]],
  "Form I: 'Rs. 1,31,250/-'; MW1 cross docx: 'April 2019 to March 2022 ... not remitted'; budhu args 17-5.txt: 'ND 13.06.2028'.")
q("open", "pintu r NDPS matter tu short t kua",
  [["38.6"], ["rejected"], ["30,000", "30000"], d("2027-09-29")], [["C04", "2027-07-20"], ["C05", "2027-09-29"]],
  "NDPS bail order 20.07.2027: '38.6 gm ... rejected'; BA 1684-2027 order 29.09.2027.pdf: 'ORDER 29.09.2027 ... bail of Rs. 30,000/-'.")
# bare
q("bare", "hemanta pipeline", [["argument"], ["sarma"]], [["C02", "2028-05-02"], ["upload", "DJ Dibrugarh cause list 05.06.2028.pdf"]],
  "order 02.05.2028: 'Sri A. Sarma ... Fix 05.06.2028 for arguments of O.P. No. 1'; cause list 05.06.2028: 'Misc. (P&MP) 7/2027 ... Argument'.")
q("bare", "ratul DW1", [["anil saikia", "anil"], ["cross"]], [["C06", "2028-05-12"], ["upload", "correction ratul ND.txt"]],
  "IMG_20280512_162015.jpg: 'DW1 Anil Saikia ... Our cross - next date'; correction ratul ND.txt: '05.06.2028 (Monday), for cross of DW1'.")
# no_record
q("no_record", "borbari r partition title suit next date kobe", NR, [],
  "No partition suit and no Borbari in any upload.", no_record=True, absent=["partition", "borbari"])
q("no_record", "budhu case t labour court e interim payment order disil ne", NR, [],
  "The Labour Court never made an interim payment order; no upload names one.", no_record=True, absent=["interim payment"])
q("no_record", "pintu r bail cancel korar petition State e dise ne?", NR, [],
  "The State never moved to cancel Pintu's bail; no upload names it.", no_record=True, absent=["cancel"])
q("no_record", "tapan kashyap ukil r logot mor kunba case ase ne", NR, [], "No Kashyap in any upload.", no_record=True,
  absent=["kashyap"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Dibrugarh practice (bench/practices/dibrugarh; written from the uploads' "
                    "source_text by its writer, practice 133; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
