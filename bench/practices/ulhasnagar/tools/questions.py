"""Write questions.json for the Ulhasnagar practice: questions typed the way this chamber types, with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the office's 17/3 when `short`)."""
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
       "no matching", "don't have", "do not have", "not found", "koi record nahi", "no note", "not in the notes"]]
TODAY = "2027-11-24"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"U-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "kishin sethji wale HUF case me pichhli tarikh pe cha thiyo?",
  [d("2027-09-14"), ["bajaj", "ca "], ["pe closed", "evidence close", "closed"]], [["C01", "2027-09-14"]],
  "Lalwani PE closed 14.9.27.docx: 'PW2 CA Vinod Bajaj appeared on summons ... PE closed. S.O. to 24.11.2027'.")
q("last_time", "motwani writ me HC me last time kya hua",
  [d("2027-10-14"), ["4 weeks", "four weeks", "4 hafte"], ["last chance"]], [["C02", "2027-10-14"]],
  "20271014_172233.jpg: 'UMC ne decision nahi liya! ... 4 weeks more, \"last chance\" ... SO 9.12.2027'.")
q("last_time", "keswani society matter pichhlya tarkhela kay zala",
  [d("2027-06-23"), ["deposit"], ["1000", "1,000"]], [["C03", "2027-06-23"]],
  "WhatsApp Chat with Sneha Patil.txt 23/06/27: 'Keswani ne deposit bharla nahi ... 1000 cost lavli. ND 11/8'.",
  today="2027-07-01")
# next_date
q("next_date", "gidwani judgmnt kab hai exactly",
  [d("2027-11-26")], [["upload", "correction gidwani date.txt"], ["upload", "plan 22-26 nov.docx"]],
  "correction gidwani date.txt: 'My diary of 22.10 says judgment on 29.11 - WRONG ... S.O. to 26.11.2027'. The 22.10 diary says 29.11 (wrong).")
q("next_date", "sai denim agyon tareekh? kis liye",
  [d("2027-12-03"), ["cross"]], [["C04", "2027-09-24"]],
  "week 20-24 sept.docx: 'ND 3 December 2027 (Friday) for cross of PW1'.")
q("next_date", "vicky bail next kab hai",
  [d("2027-07-22")], [["C08", "2027-07-19"]], "20270719_150233.jpg: 'ND 22.7.27.'", today="2027-07-20")
# count
q("count", "hitu ke cheque case me shinde kitni baar gairhajar raha",
  [["2", "two", "twice", "don vela", "do baar"]], [["C05", "2026-12-14"], ["C05", "2027-07-12"]],
  "register Dec 2026: '14/12/2026 ... आरोपी गैरहजर. जामीनपात्र वॉरंट'; Sneha chat 12/07/27: 'Accused absent - exemption dila'. Two.")
q("count", "motwani UMC writ HC me ab tak kitni baar lagi",
  [["7", "seven", "saat"]], [["C02", "2026-12-10"], ["C02", "2027-01-21"], ["C02", "2027-03-04"], ["C02", "2027-04-15"],
                              ["C02", "2027-06-24"], ["C02", "2027-08-05"], ["C02", "2027-10-14"]],
  "orders 10.12.2026, 04.03.2027, 05.08.2027; notes 21.01, 15.04, 14.10; Sneha chat 24/06/27 'board var hota pan reach zala nahi'. Seven listings.")
q("count", "lalwani me hamare kitne witness ho gaye",
  [["2", "two", "do"], ["bajaj"], ["kishin", "kishinchand"]], [["C01", "2027-04-20"], ["C01", "2027-09-14"]],
  "20270420_145501.jpg: 'PW1 Kishin sethji affidavit in lieu of chief'; 14.9.27 docx: 'PW2 CA Vinod Bajaj ... PE closed'.")
# yes_no
q("yes_no", "shinde ne 143A wale 90 hazar bhare ki nahi?",
  [["no", "nahi", "not paid", "not yet", "has not"], ["90,000", "90000", "90 hazaar"]],
  [["C05", "2027-05-24"], ["upload", "WhatsApp Chat with Hitu Sachdev.txt"]],
  "Sneha chat 24/05/27: '143A che 90000 ajun bharle nahit'; Hitu chat 13/09/27: '90 hazaar ab tak nahi diya usne'.")
q("yes_no", "keswani madam ne 50k deposit kela ka shevti",
  [["yes", "haan", "deposited", "bharla"], d("2027-08-11")], [["C03", "2027-08-11"]],
  "WhatsApp Chat with Sneha Patil (2).txt 11/08/27: 'Keswani ne 50000 deposit bharla aaj'.")
q("yes_no", "kulkarni ne cross me L&L agreemnt pe sign maana kya",
  [["yes", "admitted", "maana"], ["18,000", "18000"]], [["C06", "2027-09-17"]],
  "week 20-24 sept.docx: 'He admitted signature on the registered leave and licence agreement and that he paid Rs. 18,000 every month'.")
# said
q("said", "HC bench ne structural audit pe kya kaha tha",
  [["structurally stable", "stable"], ["eight weeks", "8 weeks"]], [["C02", "2027-08-05"]],
  "WP 8842-2026 order 05.08.2027.pdf: 'structurally stable ... The Corporation shall decide it within eight weeks'.")
q("said", "naik madam ne suresh ko arrears ke baare me kya bola",
  [["jail"], ["45,000", "45000"]], [["C07", "2027-07-23"]],
  "20270723_175530.jpg: 'arrears not paid - Rs. 45,000 (Apr-Jun) ... Naik madam - pay or go to jail'.")
q("said", "bhosale saheb ne vicky ko bail dete time kya conditions dali",
  [["sunday", "ravivari"], ["25,000", "25000"], ["hill line"]], [["C08", "2027-07-22"]],
  "BA 1923-2027 order 22.07.2027.pdf: 'PR bond of Rs. 25,000/- ... attend Hill Line Police Station every Sunday'.")
# judge_habit
q("judge_habit", "deshpande saheb family partition suits me pehle kya karte",
  [["mediation", "मध्यस्थी"]], [["C01", "2027-02-15"], ["C01", "2027-03-23"]],
  "register Feb 2027: 'देशपांडे साहेबांनी प्रकरण मध्यस्थी केंद्राकडे पाठवले'; roznama 23.03.2027: 'Report of the Mediator'.")
q("judge_habit", "salunkhe saheb society walon se kya mangte hain usually",
  [["bye-law", "बाय-लॉज", "उपविधी"], ["resolution", "ठराव"]], [["C03", "2027-03-03"], ["C03", "2027-04-21"]],
  "register 03/03/2027: 'उपविधी (बाय-लॉज) व सर्वसाधारण सभेचे ठराव'; roznama 21/04/2027: 'bye-laws and resolutions of the general body'.")
q("judge_habit", "gaikwad madam defence absent ho to kya karti hai",
  [["cost"], ["1,500", "1500"]], [["C04", "2027-09-24"]],
  "week 20-24 sept.docx: 'Gaikwad madam: cross deferred on costs Rs. 1,500 to the plaintiff'.")
# pending_before
q("pending_before", "aaj lalwani me harish ke cross ke liye kya ready rakhna",
  [["6 lakh"], ["itr"], ["godown"]], [["upload", "plan 22-26 nov.docx"]],
  "plan 22-26 nov.docx: 'get cross ready (Rs. 6 lakh of 2011, HUF ITRs, godown bill)'.")
q("pending_before", "kavita ke 10 dec se pehle kya kya karna hai",
  [["arrears"], ["mohan lakhiani", "pw2", "father"]], [["upload", "plan 22-26 nov.docx"], ["C07", "2027-10-08"]],
  "plan: 'Kavita arrears sheet'; Kavita PW1 cross 8.10.docx: 'Next: our PW2 (her father, Mohan Lakhiani)'.")
# amount
q("amount", "kavita ko interim kitna mila, riya ka alag?",
  [["15,000", "15000"], ["10,000", "10000"], ["5,000", "5000"]], [["C07", "2027-04-23"]],
  "E-612-2026 order 23.04.2027.pdf: 'Rs. 10,000/- per month to the petitioner and Rs. 5,000/- ... Riya, in all Rs. 15,000/-'.",
  today="2027-05-01")
q("amount", "raghav garments ne court me kitna jama kiya aur kab",
  [["4,00,000", "400000", "4 lakh", "four lakh"], d("2027-05-28")], [["upload", "IMG_20270528_121540.jpg"], ["C04", "2027-06-18"]],
  "Nazir's receipt 28/05/2027: 'Rs. 4,00,000/- (Rupees four lakh only)'; sai denim 18 june.txt: 'made by DD on 28.05.2027'.")
q("amount", "jhulelal society ne keswani pe total kitna claim kiya",
  [["1,86,450", "186450", "1.86 lakh"]], [["upload", "society bill B-402 Keswani.pdf"]],
  "society bill B-402 Keswani.pdf: 'TOTAL DUE Rs. 1,86,450'.")
# pattern
q("pattern", "is saal kin kin matters me samne wale pe cost lagi",
  [["lalwani", "kishin", "huf"], ["keswani", "jhulelal", "society"], ["sai denim", "raghav", "jeans"], ["kavita", "ramchandani", "suresh"]],
  [["C01", "2027-04-20"], ["C03", "2027-06-23"], ["C04", "2027-09-24"], ["C07", "2027-03-26"]],
  "20.4.27 Lalwani 'costs Rs 2000'; Sneha chat 23/06 Keswani '1000 cost'; week docx Sai Denim 'costs Rs. 1,500'; 26.3.27 Kavita 'costs 2000'.")
q("pattern", "thane ke kaun kaun se matters hain mere",
  [["jhulelal", "keswani", "society"], ["gidwani", "kulkarni"], ["kavita", "ramchandani"]],
  [["upload", "plan 22-26 nov.docx"], ["upload", "20270723_175530.jpg"]],
  "plan: 'THANE Co-op Ct 2 - Jhulelal v Keswani', 'Thane Small Causes - Gidwani'; 23/7/27 THANE day: 'Small Causes - Gidwani', 'Family Ct - Kavita'.")
# counsel_pattern
q("counsel_pattern", "valecha har bar kaunsa point uthata hai",
  [["noc", "non-occupancy"]], [["C03", "2027-01-27"], ["C03", "2027-10-06"]],
  "Sneha chat 27/01/27: 'NOC charges 10% peksha jast illegal'; 20271006 diary: 'cross contd by Valecha - on NOC charges 28,500'.")
q("counsel_pattern", "imran shaikh bhiwandi wala kaisa hai, date pe aata bhi hai?",
  [["bhiwandi"], ["shade"]], [["C04", "2027-09-24"], ["C04", "2027-03-12"]],
  "week docx: 'Imran Shaikh absent, busy in Bhiwandi court'; 12.3 docx: 'Defence: 600 pcs ... had shade variation'.")
# witness
q("witness", "kishin sethji ne cross me 6 lakh wale paise ke baare me kya bola",
  [["daughter", "marriage"], ["not settlement", "not a settlement"]], [["C01", "2027-06-15"]],
  "lalwani PW1 cross 15.6.txt: 'Kishin said it was for daughter's marriage, from dukaan, not settlement'.", today="2027-06-20")
q("witness", "CA bajaj ne gawahi me kya prove kiya",
  [["income-tax returns", "income tax returns", "itr"], ["1996"]], [["C01", "2027-09-14"]],
  "Lalwani PE closed 14.9.27.docx: 'proved the HUF's income-tax returns 2014-15 to 2019-20 ... HUF returns were filed since 1996'.")
q("witness", "kavita ke cross me bhatija ne parlour wala kya suggest kiya",
  [["12,000", "12000"], ["cousin"], ["two months", "no salary"]], [["C07", "2027-10-08"]],
  "Kavita PW1 cross 8.10.docx: 'works in a beauty parlour at Camp 2 earning Rs. 12,000 - she helped her cousin only for two months in 2025, no salary'.")
# open
q("open", "guru sethji wala UMC matter short me samjhao",
  [["260"], ["third floor"], ["no coercive"], d("2027-12-09")],
  [["upload", "WhatsApp Image 2026-11-18 at 19.02.44.jpeg"], ["C02", "2026-12-10"], ["C02", "2027-10-14"]],
  "notice: 'SECTION 260 ... third floor'; order 10.12.2026: 'no coercive steps'; 20271014 diary: 'SO 9.12.2027'.")
q("open", "sai denim vs raghav poora status batao",
  [["8,42,600", "842600", "8.42 lakh"], ["shade"], ["4,00,000", "400000", "4 lakh"], d("2027-12-03")],
  [["upload", "Sai Denim ledger Raghav Garments.pdf"], ["C04", "2027-04-16"], ["C04", "2027-03-12"], ["C04", "2027-09-24"]],
  "ledger 'BALANCE DUE 8,42,600'; 12.3 docx 'shade variation'; order 16.04.2027 'deposit Rs. 4,00,000/-'; week docx 'ND 3 December 2027'.")
# bare (read against the matters listed on 24.11.2027)
q("bare", "lalwani", [["dw1", "harish", "defendants' evidence"]], [["C01", "2027-09-14"], ["upload", "Kalyan CJSD causelist 24.11.2027.pdf"]],
  "14.9.27 docx: 'S.O. to 24.11.2027 for defendants' evidence - DW1 Harish'; cause list 24/11/2027: 'Defendants' evidence'.")
q("bare", "keswani", [["opponent's evidence"], ["herself"]], [["C03", "2027-10-06"]],
  "20271006_141915.jpg: 'S.O. 24.11.27 opponent's evidence. Keswani madam will depose herself.'")
# no_record
q("no_record", "ramchandani wali divorce petition ki agli date kya hai", NR, [],
  "Kavita's matter is maintenance u/s 144 BNSS only; no divorce petition in any upload.", no_record=True, absent=["divorce"])
q("no_record", "lalwani wala case lok adalat me gaya tha kya", NR, [],
  "C01 went to court-annexed mediation, never to a Lok Adalat.", no_record=True, absent=["lok adalat"])
q("no_record", "vicky ki bail cancel karne ki application police ne kab dali thi", NR, [],
  "No application for cancellation of bail in any upload.", no_record=True, absent=["cancellation", "cancel"])
q("no_record", "adv bhanushali ke saath mera kaunsa matter chal raha", NR, [], "No Bhanushali in any upload.",
  no_record=True, absent=["bhanushali"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Ulhasnagar practice (bench/practices/ulhasnagar; written from the uploads' "
                    "source_text by its writer, practice101; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
