"""Write questions.json for the Jaipur practice (sealed: only its writer and, once, the lead open it)."""

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DAY = "2026-12-02"


def d(*forms):
    return [f.lower() for f in forms]


Q = []


def q(id_, type_, text, key_facts, evidence, checked, today=DAY, no_record=False, absent=None):
    item = {"id": id_, "type": type_, "q": text, "today": today, "key_facts": key_facts, "no_record": no_record,
            "evidence": evidence, "checked": checked}
    if absent is not None:
        item["absent"] = absent
    Q.append(item)


# ---------------------------------------------------------------- last time
q("J-01", "last_time", "sogani wale mein last time kya hua tha?",
  [d("25.11.2026", "25/11/2026", "25-11-2026", "25 nov", "25th nov", "25.11", "25/11", "25-11"),
   d("reserved"),
   d("16.12.2026", "16/12/2026", "16.12.26", "16 dec", "16th dec", "16.12", "16/12")],
  [["C03", "2026-11-25"]], "harsh 25 nov.txt: Bansal argued, ma'am replied; 'orders reserved. ND 16.12.26 for orders.'")
q("J-02", "last_time", "कुमावत जी के मुकदमे में पिछली पेशी पर क्या हुआ?",
  [d("leave", "छुट्टी", "absent", "not sitting"),
   d("07.09.26", "07.09.2026", "7.9.26", "07/09/2026", "7/9", "07/09", "7 sep", "7th sep", "7 सितम्बर")],
  [["C02", "2026-08-10"]], "IMG20260810131544.jpg (munshi, 10.08.2026): 'आज मैडम छुट्टी पर हा। रीडर जी तारीख दे दी ... अगली तारीख 07.09.26'",
  today="2026-08-12")
q("J-03", "last_time", "bairwa MACT mein kal kya hua, cross hua?",
  [d("instructions"), d("no cross", "not cross", "time", "adjourn"),
   d("6.3.2026", "06.03.2026", "6/3", "06/03", "6.3.26", "6 mar", "6th mar", "6 march")],
  [["C04", "2026-01-30"]], "IMG_20260215_210833.jpg (page of 30.1.26): 'AW1 Ramesh aff. filed (chief). Kasliwal: \"instructions from company awaited\" - no cross today, time ... ND 6/3 - AW1 cross'",
  today="2026-01-31")

# ---------------------------------------------------------------- next date
q("J-04", "next_date", "priyanka ki agli tareekh kab hai",
  [d("08.01.2027", "8.1.27", "08.01.27", "8.1.2027", "08/01/2027", "8/1/27", "8 jan", "8th jan", "8 january", "8/1"),
   d("vikas", "husband", "non-applicant", "na evidence", "respondent")],
  [["C06", "2026-11-27"]], "IMG_20261127_194318.jpg: 'ND 8.1.27 - NA evidence (Vikas)'; _chat.txt 27/11/26: 'Ab Vikas ka evidence, 8 January.'")
q("J-05", "next_date", "ramesh bairwa mact ND confirm karo, final args kab?",
  [d("20.11.2026", "20/11/2026", "20.11.26", "20-11-2026", "20 nov", "20th nov", "20.11", "20/11")],
  [["C04", "2026-10-09"]], "MACT bairwa 9oct.txt says 'ND 13/11/26'; CORRECTION mact ND.txt (10.10.26): 'next date is NOT 13.11 - it is 20.11.2026 (friday)'",
  today="2026-10-12")
q("J-06", "next_date", "sunita ANM wale writ ki next date kya hai?",
  [d("disposed", "allowed", "decided", "no next date", "quashed"),
   d("13.07.2026", "13/07/2026", "13/07/26", "13.7.26", "13 jul", "13th jul", "13 july", "13.7", "13/7")],
  [["C01", "2026-07-13"]], "CWP14562_2025_13072026_judgment.pdf: 'Date of Judgment: 13/07/2026 ... The writ petition is allowed'; no later listing")

# ---------------------------------------------------------------- counts
q("J-07", "count", "shekhawat 138 mein accused kitni baar exemption le ke absent raha?",
  [d("2", "two", "twice", "2 times", "do baar")],
  [["C05", "2026-02-12"], ["C05", "2026-10-01"]],
  "IMG20260212164010.jpg: 'मुलजिम आज कोनी आयो। ... हाजरी माफी की अर्जी ... मंजूर'; IMG_20261001_181210.jpg: 'Accused ABSENT again ... exemption appl. Madam allowed but warned'. He was present on 08.01, 19.03, 23.04 (Harsh: 'accused (present)'), 05.11; 16.07 and 20.08 notes record no absence")
q("J-08", "count", "kumawat suit mein issues kitne bane the?",
  [d("4", "four", "चार", "4 issues")],
  [["C02", "2025-12-13"]], "CamScanner 03-05-2026 12.10.pdf, 13.12.2025: 'निम्न चार वाद-बिन्दु विरचित किये गये: (1) ... (4) अनुतोष?'")
q("J-09", "count", "Sogani ne kitne mahine ka kiraya nahi diya tha petition ke time?",
  [d("22 months", "22", "twenty two", "twenty-two")],
  [["C03", "2026-09-23"], ["C03", "2026-02-18"]],
  "IMG_20260923_190400.jpg: 'I argued - default (22 months)'; Adobe Scan 24 Feb 2026.pdf: arrears April 2024 to January 2026 (22 months), Rs. 1,43,000 = 22 x 6,500")

# ---------------------------------------------------------------- yes / no
q("J-10", "yes_no", "sunita ko joining mil gayi kya ab tak?",
  [d("not yet", "abhi tak", "nahi mili", "not joined", "not been reinstated", "not reinstated", "still not"), d("contempt")],
  [["upload", "WhatsApp Chat with Sunita Kanwar ANM.txt"]],
  "chat 18/11/26: 'Didi abhi tak joining nahi mili.' - 'Contempt petition ka draft ready hai, is hafte file karenge.'")
q("J-11", "yes_no", "shekhawat ne 143A wale 96k diye kya?",
  [d("not paid", "unpaid", "not been paid", "still not"), d("recovery")],
  [["C05", "2026-07-16"], ["C05", "2026-10-01"], ["C05", "2026-11-05"]],
  "IMG_20261001_181210.jpg: 'Our appl. for recovery of 96,000 (143A) as fine ... filed today'; IMG_20261105_185005.jpg: '96,000 recovery appl - madam: will decide with final order.'")
q("J-12", "yes_no", "tenant ne arrears jama karaya ya nahi rent tribunal ke order ke baad",
  [d("deposited", "yes"), d("1,43,000", "143000", "1.43"),
   d("19.03.2026", "19/03/2026", "19.03", "19/3", "19 mar", "19th mar", "19 march")],
  [["C03", "2026-03-25"]], "harsh 25.3.txt: 'bansal showed challan, arrears 1,43,000 deposited on 19.03.2026 (within 30 days, just)'",
  today="2026-03-26")

# ---------------------------------------------------------------- said
q("J-13", "said", "priyanka ne last msg mein kya bola tha?",
  [d("november", "nov"), d("17,000", "17000"),
   d("nahi aaya", "not received", "not come", "not paid", "not yet", "has not come", "hasn't come")],
  [["upload", "WhatsApp Chat - Priyanka Choudhary/_chat.txt"]],
  "_chat.txt [27/11/26, 6:48:22 PM] Priyanka Choudhary: 'Ma'am November ka 17,000 abhi tak nahi aaya'")
q("J-14", "said", "lok adalat mein insurance company ne kya bola bairwa ke case mein",
  [d("6,40,000", "640000", "6.40", "6.4 lakh", "6,40"), d("9,00,000", "9 lakh", "900000", "9 l", "9,00")],
  [["C04", "2026-09-12"]], "EPSON002.PDF, 12.09.2026: 'बीमा कम्पनी की ओर से राजीनामा हेतु 6,40,000/- रुपये का प्रस्ताव ... प्रार्थी ने 9,00,000/- रुपये से कम पर राजीनामा करने से इन्कार'; IMG20260912141022.jpg: 'कासलीवाल साब बोल्या कम्पनी आगे कोनी बढ़ेगी'")
q("J-15", "said", "Bhandari J ne naruka ko kya bola jab reply dobara nahi aaya?",
  [d("last opportunity", "last chance"), d("5,000", "5000")],
  [["C01", "2026-02-09"]], "CWP14562_2025_09022026.pdf: 'The respondents cannot take their own time. As a last opportunity, the reply be filed within four weeks, subject to payment of costs of Rs. 5,000/- to the petitioner.'",
  today="2026-02-16")

# ---------------------------------------------------------------- judge habits
q("J-16", "judge_habit", "CJ-4 wali madam evidence kab leti hain? kal PW ko kab bulaun",
  [d("lunch", "भोजनावकाश", "post-lunch")],
  [["C02", "2026-04-20"], ["C02", "2026-11-16"], ["C02", "2026-02-16"]],
  "New Text Document (3).txt: 'madam as usual said evidence only after lunch'; IMG_20261116_192730.jpg: '(after lunch, as always with her)'; order 16.02.2026: 'भोजनावकाश पश्चात PW1 ... जिरह'")
q("J-17", "judge_habit", "rent tribunal gupta sir har date pe sabse pehle kya dekhte hain?",
  [d("challan", "deposit", "jama")],
  [["C03", "2026-03-25"], ["C03", "2026-07-15"], ["C03", "2026-09-23"], ["C03", "2025-12-17"]],
  "harsh 25.3.txt: 'gupta sir first asked for challan'; IMG_20260715_183020.jpg: 'Gupta sir first: challan?'; IMG_20260923_190400.jpg: 'Gupta sir checked Sept challan'; New Text Document.txt: 'gupta sir asked \"rent jama hai kya?\"'")
q("J-18", "judge_habit", "family court 2 ke goyal sir ka kya tareeka hai, kya puchte hain har baar?",
  [d("counsellor", "counselling"), d("school fees", "fees")],
  [["C06", "2026-01-16"], ["C06", "2026-02-27"]],
  "IMG_20260116_190215.jpg: 'Sir sent both to counsellor FIRST ... Sir asked Vikas about Aarav's school fees'; harsh 27feb FC.txt: 'sir again asked about bachhe ki school fees'")

# ---------------------------------------------------------------- pending before a date
q("J-19", "pending_before", "bairwa ki 11 dec wali date se pehle kya kya ready karna hai?",
  [d("written submission"), d("chart"), d("helmet")],
  [["upload", "week 30nov-5dec.txt"]],
  "week 30nov-5dec.txt: 'Bairwa MACT: prepare written submissions + compensation chart before 11.12 (Kasliwal will run \"no helmet\" - get the FIR/site plan: helmet recovered at spot!)'")
q("J-20", "pending_before", "kumawat ke 14 ko se pehle kuch karna hai kya? fees ka bhi dekh lena",
  [d("dw1", "admission"), d("15,000", "15000")],
  [["upload", "week 30nov-5dec.txt"]],
  "week 30nov-5dec.txt: 'Kumawat: 14.12 JP Sharma's args - keep DW1 admissions page ready.' and 'Mohan Lal ji balance 15,000 pending.'")

# ---------------------------------------------------------------- amounts
q("J-21", "amount", "priyanka ka interim maint kitna hua?",
  [d("17,000", "17000"), d("12,000", "12000"), d("5,000", "5000")],
  [["C06", "2026-04-10"]], "Priyanka IM order 10.4.26.pdf: 'Rs. 12,000/- per month for the applicant No. 1 and Rs. 5,000/- per month for the applicant No. 2, in all Rs. 17,000/- per month'",
  today="2026-04-16")
q("J-22", "amount", "shree shyam tiles wale ka cheque kitne ka bounce hua tha?",
  [d("4,80,000", "480000", "4.80", "4.8 lakh", "4,80")],
  [["upload", "WhatsApp Image 2025-06-13 at 11.42.05 AM.jpeg"], ["upload", "138 notice Shekhawat.pdf"]],
  "return memo: 'Cheque No. 318806 Dated 05/06/2025 Amount Rs. 4,80,000.00 ... FUNDS INSUFFICIENT'")
q("J-23", "amount", "sogani mein tenant par kitna harjana laga tha?",
  [d("300")],
  [["C03", "2026-04-29"], ["C03", "2026-05-20"]],
  "IMG20260429173005.jpg: 'गुप्ता साब 300 रुपया हर्जाना लगा कर तारीख दी'; harsh 18&20 may.txt: 'costs rs 300 paid'")

# ---------------------------------------------------------------- patterns across cases
q("J-24", "pattern", "december mein kaun kaun si dates hain apni?",
  [d("shree shyam", "shekhawat", "138", "khandelwal"), d("10.12", "10/12", "10 dec", "10.12.26"),
   d("bairwa", "mact"), d("11.12", "11/12", "11 dec", "11.12.26"),
   d("kumawat", "rasta"), d("14.12", "14/12", "14 dec"),
   d("sogani", "pushpa", "rent"), d("16.12", "16/12", "16 dec", "16.12.26")],
  [["C05", "2026-11-05"], ["C04", "2026-11-20"], ["C02", "2026-11-16"], ["C03", "2026-11-25"]],
  "ND 10.12.26 (IMG_20261105_185005.jpg), ND 11.12.26 (IMG_20261120_191055.jpg), ND 14.12 (IMG_20261116_192730.jpg), ND 16.12.26 (harsh 25 nov.txt); Priyanka is 8.1.27 and Sunita disposed")
q("J-25", "pattern", "is saal kaun kaun se matters mein doosri party pe cost lagi?",
  [d("sunita", "anm", "cwp", "writ"), d("kumawat", "rasta"), d("sogani", "pushpa", "rent", "सोगानी", "पुष्पा"),
   d("priyanka", "vikas", "maintenance", "family")],
  [["C01", "2026-02-09"], ["C02", "2026-01-19"], ["C02", "2026-04-20"], ["C03", "2026-04-29"], ["C06", "2026-02-27"]],
  "order 09.02.2026 Rs. 5,000 on the State; order 19.01.2026 Rs. 500 and New Text Document (3).txt Rs 1000 on the defendants; IMG20260429173005.jpg Rs 300 on the tenant; harsh 27feb FC.txt Rs 1000 on the husband")

# ---------------------------------------------------------------- counsel patterns
q("J-26", "counsel_pattern", "lokesh bansal dono matter mein kya kya karta hai date lene ke liye",
  [d("proxy", "प्रॉक्सी"), d("exemption", "हाजरी माफी"), d("settlement")],
  [["C03", "2026-04-29"], ["C05", "2026-10-01"], ["C05", "2026-04-23"]],
  "IMG20260429173005.jpg: 'उनको प्रॉक्सी आयो - बोल्यो साब हाईकोर्ट में है'; IMG_20261001_181210.jpg: 'Bansal's exemption appl.'; harsh 23.4.txt: 'said \"settlement talks going on\" ... suresh ji says no one contacted him'")
q("J-27", "counsel_pattern", "kasliwal insurance wala har baar kya bahana deta hai?",
  [d("instructions")],
  [["C04", "2026-01-30"], ["C04", "2026-07-24"], ["C04", "2026-10-09"]],
  "IMG_20260215_210833.jpg: 'instructions from company awaited'; IMG_20260724_201533.jpg: '\"instructions awaited\" AGAIN (3rd time)'; MACT bairwa 9oct.txt: 'kasliwal no reason, only \"instructions\"'")

# ---------------------------------------------------------------- witnesses
q("J-28", "witness", "govind narayan DW1 ne cross mein kya maana tha?",
  [d("four families", "4 families", "four"), d("march 2024"), d("patta", "4 ft", "beyond")],
  [["C02", "2026-09-07"]],
  "DW1 cross - Govind Narayan (07.09.26).docx: 'used by four families ...', 'The wall and the chabutra were built in March 2024', 'the wall takes 4 ft beyond it'")
q("J-29", "witness", "manish ji ne apne cross mein kya admit kar diya tha",
  [d("maniharon"), d("rent", "rented", "kiraye")],
  [["C03", "2026-05-20"]], "harsh 18&20 may.txt: 'manish admitted he runs a jewellery shop on rent in maniharon ka rasta (since 2021)'")
q("J-30", "witness", "bairwa case mein doctor sahab ne kya statement diya",
  [d("35%", "35 %", "35 percent", "35 per"), d("2 cm"), d("scaffolding", "permanent")],
  [["C04", "2026-04-17"]], "harsh 17-4 mact.txt: 'proved medical board certificate (35% permanent disability right lower limb), said limp is permanent, cannot climb scaffolding again ... shortening 2 cm'")

# ---------------------------------------------------------------- open briefings
q("J-31", "open", "sunita ko kab aur kis ground pe hataya tha? contempt ke liye chahiye",
  [d("14.08.2025", "14.8.25", "14.08.25", "14/08/2025", "14 aug", "14th aug", "14/8"),
   d("not satisfactory", "संतोषजनक नहीं", "unsatisfactory"), d("notice", "no notice", "natural justice")],
  [["upload", "Adobe Scan 21 Aug 2025.pdf"], ["upload", "CWP14562_2025_13072026_judgment.pdf"]],
  "Adobe Scan 21 Aug 2025.pdf: 'दिनांक: 14.08.2025 ... कार्य संतोषजनक नहीं पाया गया'; judgment: 'No notice was given ... violation of the principles of natural justice'")
q("J-32", "open", "brief me on priyanka vs vikas, client ke papa kal milne aa rahe hain",
  [d("17,000", "17000"), d("evidence closed", "closed"), d("8.1.27", "08.01.2027", "8 jan", "8/1", "8 january"),
   d("not paid", "unpaid", "nahi aaya", "not been paid", "not received")],
  [["C06", "2026-11-27"], ["C06", "2026-04-10"]],
  "IMG_20261127_194318.jpg: 'Our evidence CLOSED ... why Nov. amount not paid ... ND 8.1.27'; Priyanka IM order: Rs. 17,000 per month; _chat.txt: 'November ka 17,000 abhi tak nahi aaya'")

# ---------------------------------------------------------------- bare words typed in court
q("J-33", "bare", "96000?",
  [d("not paid", "unpaid", "not been paid", "still not"), d("recovery"),
   d("final order", "with the final", "final judgment", "judgment")],
  [["C05", "2026-11-05"], ["C05", "2026-10-01"], ["C05", "2026-07-16"]],
  "typed on 10.12.2026, the day of the cheque case (ND 10.12.26): IMG_20261105_185005.jpg: '96,000 recovery appl - madam: will decide with final order'; IMG_20261001_181210.jpg: recovery appl. filed",
  today="2026-12-10")
q("J-34", "bare", "offer?",
  [d("6,40,000", "640000", "6.40", "6.4 lakh", "6,40"), d("9,00,000", "9 lakh", "9 l", "900000", "9,00")],
  [["C04", "2026-09-12"], ["C04", "2026-11-20"]],
  "typed on 11.12.2026, the Bairwa MACT day: EPSON002.PDF (Lok Adalat 12.09.2026, offer 6,40,000, claimant wants 9,00,000); IMG_20261120_191055.jpg: 'Kasliwal: \"6.40 hi hai\"'",
  today="2026-12-11")

# ---------------------------------------------------------------- not in the records
q("J-35", "no_record", "meena ji wale sanganer partition suit ki next date kya hai?", [], [],
  "no partition suit in the practice", no_record=True, absent=["partition", "बंटवारा", "Meena ji"])
q("J-36", "no_record", "priyanka case mein vikas ne divorce petition file ki thi kya, uska status?", [], [],
  "no divorce petition in any upload", no_record=True, absent=["divorce", "talaq", "तलाक"])
q("J-37", "no_record", "adv sandeep agrawal ne bairwa mein kya argue kiya tha?", [], [],
  "no Sandeep in the practice; the insurer's counsel is Kasliwal", no_record=True, absent=["Sandeep"])
q("J-38", "no_record", "kumawat suit mein commissioner report aa gayi kya site inspection wali?", [], [],
  "no commission or site inspection was ever sought in the suit", no_record=True,
  absent=["commissioner", "site inspection", "कमिश्नर"])


def main() -> None:
    out = {"about": "Jaipur practice (Adv. Nandini Purohit): sealed questions written by the practice8 branch on "
                    "2026-12-02, asked on 02.12.2026 unless `today` says otherwise",
           "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    print(f"{len(Q)} questions")


if __name__ == "__main__":
    main()
