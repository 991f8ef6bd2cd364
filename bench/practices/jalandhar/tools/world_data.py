"""The registry of the Jalandhar practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Gurpreet Singh Johal",
    "enrolment_no": "P/1874/2004",
    "chamber_address": "Chamber No. 214, Lawyers' Chambers, District Courts Complex, Jalandhar 144001; "
                       "residence office: 37-B, Model Town, Jalandhar",
    "practice": "Punjab and Haryana High Court at Chandigarh (bail, second appeals, service writs) and the courts at "
                "Jalandhar: rent, execution, family court, s. 138 N.I. Act, NRI property suits",
    "junior": {"name": "Simranjit Kaur Heer", "enrolment_no": "P/3312/2023"},
    "juniors": [{"name": "Simranjit Kaur Heer", "enrolment_no": "P/3312/2023",
                 "writes": "typed .txt notes on the chamber computer, English with Punjabi words in Latin letters",
                 "usually_attends": "Jalandhar courts when the senior is at Chandigarh"}],
    "clerk": {"name": "Balwinder Singh", "role": "munshi: filings, dates from the reader (ahlmad), writes his "
                                                "register in Gurmukhi and photographs it on his phone"},
}

JUDGES = [
    {"id": "J1", "name": "Hon'ble Mr. Justice Rajbir Singh Sehgal", "short": "Sehgal J",
     "court": "Punjab and Haryana High Court, Chandigarh, Court No. 27", "court_hall": "Court No. 27",
     "level": "High Court", "temperament": "Bail on deposit of money as bona fides in cheating cases.",
     "habits": ["asks whether petitioner has joined investigation", "asks for deposit as bona fides"]},
    {"id": "J2", "name": "Hon'ble Mr. Justice Deepak Mohan Grewal", "short": "Grewal J",
     "court": "Punjab and Haryana High Court, Chandigarh, Court No. 14", "court_hall": "Court No. 14",
     "level": "High Court", "temperament": "Pushes neighbours' disputes to mediation; dislikes medical slips.",
     "habits": ["sends property disputes between neighbours to mediation", "costs on repeated adjournment"]},
    {"id": "J3", "name": "Hon'ble Mrs. Justice Sukhvinder Kaur Mann", "short": "Mann J",
     "court": "Punjab and Haryana High Court, Chandigarh, Court No. 9", "court_hall": "Court No. 9",
     "level": "High Court", "temperament": "Calls for personal affidavits of officers; reads the original file.",
     "habits": ["personal affidavit of SSP", "wants original record in court"]},
    {"id": "J4", "name": "Ms. Navneet Kaur Walia", "short": "Rent Controller",
     "court": "Rent Controller-cum-Civil Judge (Jr. Div.), Jalandhar", "court_hall": "Court No. 11",
     "level": "Civil Court", "temperament": "Sits on Saturdays for rent matters; strict on cross.",
     "habits": ["Saturday list for rent cases", "costs Rs. 1,000 on adjournment of cross"]},
    {"id": "J5", "name": "Sh. Vishal Sood", "short": "Sood sahib",
     "court": "Civil Judge (Senior Division), Jalandhar", "court_hall": "Court No. 4", "level": "Civil Court",
     "temperament": "Pushes JDs to pay in court.", "habits": ["asks JD in person how much he can pay today"]},
    {"id": "J6", "name": "Sh. Rajesh Kumar Bhardwaj", "short": "Family Judge",
     "court": "Principal Judge, Family Court, Jalandhar", "court_hall": "Family Court", "level": "District Court",
     "temperament": "Asks both parties about settlement every date; strict on maintenance arrears.",
     "habits": ["asks parties personally about settlement", "warns defence will be struck off for arrears"]},
    {"id": "J7", "name": "Ms. Ekta Sharma", "short": "JMIC madam",
     "court": "Judicial Magistrate Ist Class, Jalandhar", "court_hall": "Court No. 22", "level": "Magistrate Court",
     "temperament": "Grants s.143A interim compensation routinely.", "habits": ["20% interim compensation"]},
    {"id": "J8", "name": "Ms. Jasleen Kaur", "short": "CJJD madam",
     "court": "Civil Judge (Junior Division), Jalandhar", "court_hall": "Court No. 17", "level": "Civil Court",
     "temperament": "Careful with GPAs of NRIs.", "habits": ["asks for original GPA"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Ms. Shruti Bansal, DAG Punjab", "chamber": "AG Punjab, Chandigarh", "style": "Status report late.", "tactics": ["time for status report"]},
    {"id": "OC2", "name": "Mr. Vikramjit Chadha", "chamber": "Chandigarh", "style": "Seeks time; medical slips.", "tactics": ["adjournment", "medical slip"]},
    {"id": "OC3", "name": "Mr. Amit Sood, AAG Punjab", "chamber": "AG Punjab, Chandigarh", "style": "Record not received.", "tactics": ["time for record"]},
    {"id": "OC4", "name": "Sh. Ramesh Sharma", "chamber": "Jalandhar", "style": "Defers cross.", "tactics": ["not prepared for cross"]},
    {"id": "OC5", "name": "Sh. Tarsem Lal", "chamber": "Jalandhar", "style": "Instalment offers.", "tactics": ["offers instalments"]},
    {"id": "OC6", "name": "Ms. Ritu Kapoor", "chamber": "Jalandhar", "style": "Blames husband's job.", "tactics": []},
    {"id": "OC7", "name": "Sh. Ajay Kalia", "chamber": "Jalandhar", "style": "Delays DE.", "tactics": ["witness not summoned"]},
    {"id": "OC8", "name": "Sh. Ranjit Singh Dhillon", "chamber": "Jalandhar", "style": "Attacks the GPA.", "tactics": ["GPA objections"]},
    {"id": "OC9", "name": "Sh. Navdeep Randhawa", "chamber": "Chandigarh", "style": "For complainant in C01.", "tactics": []},
]

CLIENTS = [
    {"id": "CL1", "name": "Jasvir Singh Kang", "type": "travel agent, Nakodar", "note": "accused in FIR 187/2025 PS City Nakodar"},
    {"id": "CL2", "name": "Mohinder Kaur", "type": "widow, village Khurla Kingra, Jalandhar", "note": "son Sukhpal attends"},
    {"id": "CL3", "name": "Rajan Masih", "type": "dismissed constable No. 1147/JRL, Jalandhar (Rural) police", "note": "Christian, from Kartarpur"},
    {"id": "CL4", "name": "Paramjit Kaur Sandhu", "type": "landlady, shop in Rainak Bazar", "note": "son Harinder back from Dubai"},
    {"id": "CL5", "name": "Dhillon Agro Industries", "type": "firm, prop. Kuldeep Singh Dhillon, Focal Point", "note": "decree-holder"},
    {"id": "CL6", "name": "Amandeep Kaur", "type": "wife, teacher at a private school", "note": "father Surinder Singh"},
    {"id": "CL7", "name": "Sidhu Tiles & Sanitary", "type": "shop, prop. Jaswinder Singh Sidhu, Nakodar Road", "note": "complainant"},
    {"id": "CL8", "name": "Baldev Singh Bains", "type": "NRI in Brampton, Ontario; GPA holder cousin Hardeep Singh Bains", "note": "long WhatsApp messages"},
]


def c(id_, num, judge, title, rep, cl, oc, nature, filed, kind, level, court, short, aliases, summary, nxt, listed):
    return {"id": id_, "case_number": num, "judge_id": judge, "title": title, "represents": rep, "client_id": cl,
            "opposing_counsel_id": oc, "nature": nature, "filed_on": filed, "kind": kind, "court_level": level,
            "court": court, "short_name": short, "aliases": aliases, "one_line_summary": summary,
            "next_date": nxt, "listed_for_next": listed}


CASES = [
    c("C01", "CRM-M-58213-2025", "J1", "Jasvir Singh Kang vs State of Punjab", "petitioner", "CL1", "OC1",
      "anticipatory bail u/s 482 BNSS in FIR No. 187 dt. 02.10.2025 PS City Nakodar u/ss 318(4), 316(2), 61(2) BNS (Canada visa money)",
      "2025-12-09", "bail", "High Court", "Punjab and Haryana High Court, Court No. 27", "Kang anticipatory bail",
      ["Kang bail", "Nakodar agent case", "CRM-M 58213"], "Interim protection, deposit of Rs. 3 lakh, allowed 13.05.2026.",
      None, "disposed - allowed on 13.05.2026"),
    c("C02", "RSA-2214-2024", "J2", "Karnail Singh Gill & Anr. vs Mohinder Kaur", "respondent", "CL2", "OC2",
      "second appeal against concurrent decrees of permanent injunction restraining obstruction of a 6 karam passage (rasta) to the plaintiff's house, Khurla Kingra",
      "2024-08-19", "second_appeal", "High Court", "Punjab and Haryana High Court, Court No. 14", "Mohinder Kaur rasta RSA",
      ["rasta case", "Gill RSA", "Khurla Kingra passage"], "Admitted on substantial questions; mediation failed; final arguments.",
      "2027-01-19", "final arguments with O41 r27 application"),
    c("C03", "CWP-27645-2025", "J3", "Rajan Masih vs State of Punjab & Ors.", "petitioner", "CL3", "OC3",
      "dismissal of Constable No. 1147/JRL under Art. 311(2)(b) without regular departmental inquiry (order of SSP Jalandhar Rural dt. 14.08.2025)",
      "2025-12-22", "writ", "High Court", "Punjab and Haryana High Court, Court No. 9", "Constable Masih writ",
      ["Rajan writ", "constable dismissal", "CWP 27645"], "SSP affidavit filed; original file called.",
      "2026-12-15", "arguments; State to produce original file"),
    c("C04", "RP No. 57 of 2024", "J4", "Paramjit Kaur Sandhu vs Ashok Bhatia", "petitioner", "CL4", "OC4",
      "eviction of tenant from shop No. 23, Rainak Bazar, under s. 13 East Punjab Urban Rent Restriction Act: personal need of son and arrears",
      "2024-10-03", "rent", "Civil Court", "Rent Controller, Jalandhar", "Sandhu rent petition",
      ["Rainak Bazar shop", "Bhatia eviction", "RP 57/24"], "Landlord's evidence closed; tenant's evidence; RW2 last opportunity.",
      "2027-01-09", "RE (last opportunity)"),
    c("C05", "Execution No. 112 of 2025", "J5", "Dhillon Agro Industries vs Sukhdev Singh Randhawa", "decree-holder", "CL5", "OC5",
      "execution of money decree of Rs. 6,40,000 with 9% interest (CS 884/2022, decree 11.03.2025)",
      "2025-10-28", "execution", "Civil Court", "Civil Judge (Sr. Div.), Jalandhar", "Dhillon Agro execution",
      ["Randhawa execution", "Kuldeep execution", "EA 112"], "Rs. 3 lakh recovered; plot attached; balance statement filed.",
      "2026-12-12", "deposit of balance or sale"),
    c("C06", "HMA No. 311 of 2025", "J6", "Amandeep Kaur vs Gurjeet Singh", "petitioner", "CL6", "OC6",
      "divorce on cruelty u/s 13(1)(ia) HMA; s. 24 maintenance", "2025-09-15", "matrimonial", "District Court",
      "Family Court, Jalandhar", "Amandeep divorce", ["Aman divorce", "Gurjeet case", "HMA 311"],
      "Maintenance Rs. 15,000 pm; wife's evidence closed; husband under cross.", "2026-12-14", "cross of RW1"),
    c("C07", "NACT/2187/2025 (CIS CHI-2187-2025)", "J7", "Sidhu Tiles & Sanitary vs Pawan Kumar", "complainant", "CL7", "OC7",
      "s. 138 N.I. Act: cheque No. 118845 dt. 20.06.2025 for Rs. 2,85,000 on HDFC Bank, Nakodar Road, 'funds insufficient'",
      "2025-08-30", "ni138", "Magistrate Court", "JMIC, Jalandhar", "Sidhu Tiles cheque case",
      ["Pawan contractor 138", "tiles cheque", "NACT 2187"], "Interim compensation ordered; DE last opportunity.",
      "2026-12-16", "defence evidence (last opportunity)"),
    c("C08", "CS No. 1459 of 2025", "J8", "Baldev Singh Bains (through GPA Hardeep Singh Bains) vs Jagtar Singh Bains", "plaintiff", "CL8", "OC8",
      "possession and permanent injunction over 9 kanal 4 marla, village Bilga (tehsil Phillaur), occupied by the plaintiff's brother",
      "2025-10-13", "civil_suit", "Civil Court", "Civil Judge (Jr. Div.), Jalandhar", "Bains NRI suit",
      ["Baldev Canada case", "Bilga land", "CS 1459"], "GPA upheld; plaintiff deposing by VC from Canada.",
      "2026-12-19", "cross of PW2 (via VC)"),
]
