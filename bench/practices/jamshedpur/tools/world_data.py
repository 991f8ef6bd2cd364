"""The registry of the Jamshedpur practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Anirban Kumar Mahato",
    "enrolment_no": "JH/0712/2006",
    "chamber_address": "Chamber No. 47, New Advocates' Building, Civil Court Campus, Jamshedpur 831001 (East Singhbhum)",
    "practice": "Civil Courts, Jamshedpur (title and partition suits), CJM court (C/1 complaint cases), Labour Court, "
                "Family Court, MACT, District Consumer Commission, Sessions bails; occasionally Jharkhand High Court, Ranchi",
    "junior": {"name": "Sourav Dey", "enrolment_no": "JH/3318/2024"},
    "juniors": [{"name": "Sourav Dey", "enrolment_no": "JH/3318/2024",
                 "writes": "WhatsApp in English with romanised Bengali and Hindi, from the court corridor",
                 "usually_attends": "CJM court, Consumer Commission, Family Court mentions"}],
    "clerk": {"name": "Ramashish Prasad", "role": "munshi: keeps a register (dainiki) in Devanagari with Devanagari "
                                               "digits, takes dates from the peshkar, sends photos on WhatsApp"},
}

JUDGES = [
    {"id": "J1", "name": "Sri Binod Kumar Toppo", "short": "Labour Court PO", "court": "Labour Court, Jamshedpur",
     "court_hall": "Labour Court", "level": "Labour Court", "temperament": "Wants the gate-pass and attendance record.",
     "habits": ["calls for the principal employer's attendance / gate pass register", "asks about settlement"]},
    {"id": "J2", "name": "Smt. Ruchi Kumari Sinha", "short": "CJ Sr Div-I", "court": "Civil Judge (Senior Division)-I, Jamshedpur",
     "court_hall": "Court Room 9", "level": "Civil Court", "temperament": "Costs on adjournment; calls for khatiyan.",
     "habits": ["adjournment on cost", "calls for the Circle Officer's report and khatiyan"]},
    {"id": "J3", "name": "Sri Prabhat Ranjan Lal", "short": "CJM", "court": "Chief Judicial Magistrate, Jamshedpur",
     "court_hall": "CJM Court", "level": "Magistrate Court", "temperament": "Warrants for absent accused; s.143A.",
     "habits": ["issues warrant when accused absent", "interim compensation u/s 143A"]},
    {"id": "J4", "name": "Sri Md. Shahid Anwar", "short": "CJ Jr Div-II", "court": "Civil Judge (Junior Division)-II, Jamshedpur",
     "court_hall": "Court Room 14", "level": "Civil Court", "temperament": "Sends brothers to mediation.",
     "habits": ["refers family partition to mediation", "pleader commissioner"]},
    {"id": "J5", "name": "Sri Ajay Kumar Srivastava", "short": "DJ-I cum MACT", "court": "District Judge-I cum MACT, Jamshedpur",
     "court_hall": "Court of DJ-I", "level": "District Court", "temperament": "Doctor must come in person.",
     "habits": ["summons the doctor", "asks about the insurer's licence defence"]},
    {"id": "J6", "name": "Sri Rajesh Kumar Pandey", "short": "PDJ", "court": "Principal District & Sessions Judge, East Singhbhum at Jamshedpur",
     "court_hall": "Court of PDJ", "level": "District Court", "temperament": "Case diary first.",
     "habits": ["calls for the case diary", "asks for the postmortem report"]},
    {"id": "J7", "name": "Smt. Anita Hansda (President)", "short": "Consumer Commission President",
     "court": "District Consumer Disputes Redressal Commission, East Singhbhum, Jamshedpur", "court_hall": "Commission",
     "level": "Consumer Commission", "temperament": "Costs on the dealer for delay.", "habits": ["cost for delay"]},
    {"id": "J8", "name": "Smt. Sunita Kujur", "short": "Principal Judge Family Court", "court": "Family Court, Jamshedpur",
     "court_hall": "Family Court", "level": "District Court", "temperament": "Counselling first.",
     "habits": ["sends to counsellor", "asks husband's salary slip"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Sri Debashis Sen", "chamber": "Jamshedpur", "style": "For the steel company; time for WS.", "tactics": ["no employer-employee relation"]},
    {"id": "OC2", "name": "Sri Kailash Nath Agarwal", "chamber": "Jamshedpur", "style": "Old sale with DC permission.", "tactics": ["absent, busy in HC"]},
    {"id": "OC3", "name": "Sri Vikram Jha", "chamber": "Jamshedpur", "style": "Security cheque defence; absences.", "tactics": ["exemption"]},
    {"id": "OC4", "name": "Smt. Papiya Bhattacharya", "chamber": "Jamshedpur", "style": "For the younger brother.", "tactics": []},
    {"id": "OC5", "name": "Sri Rakesh Tiwary", "chamber": "Jamshedpur (insurer panel)", "style": "Licence defence.", "tactics": ["licence"]},
    {"id": "OC6", "name": "Sri Manoj Sharma, APP", "chamber": "Prosecution", "style": "Opposes bail.", "tactics": []},
    {"id": "OC7", "name": "Sri Nikhil Agarwal", "chamber": "Jamshedpur", "style": "For the dealer; delays.", "tactics": ["time"]},
    {"id": "OC8", "name": "Sri Pradip Mukherjee", "chamber": "Jamshedpur", "style": "For the husband.", "tactics": ["income lower"]},
]

CLIENTS = [
    {"id": "CL1", "name": "Budhan Sardar (contract fitter)", "phone": "79033 4xxxx"},
    {"id": "CL2", "name": "Salkhan Hembrom, Mouza Karandih", "phone": "93341 2xxxx"},
    {"id": "CL3", "name": "M/s Kolhan Roadlines (partner Harpreet Singh Bhatia)", "phone": "98351 7xxxx"},
    {"id": "CL4", "name": "Tapan Kumar Ghosh (Tapan da), Telco", "phone": "94311 5xxxx"},
    {"id": "CL5", "name": "Gopal Mahato, Sonari", "phone": "62034 8xxxx"},
    {"id": "CL6", "name": "Amit Kumar Singh (through father Ramjee Singh)", "phone": "99342 1xxxx"},
    {"id": "CL7", "name": "Rakhi Mondal, Kadma", "phone": "70049 3xxxx"},
    {"id": "CL8", "name": "Mousumi Das, Jugsalai", "phone": "88772 6xxxx"},
]


def c(id_, num, jid, title, rep, cl, oc, nature, filed, kind, level, court, short, aliases, summary, nxt, listed):
    return {"id": id_, "case_number": num, "judge_id": jid, "title": title, "represents": rep, "client_id": cl,
            "opposing_counsel_id": oc, "nature": nature, "filed_on": filed, "kind": kind, "court_level": level,
            "court": court, "short_name": short, "aliases": aliases, "one_line_summary": summary,
            "next_date": nxt, "listed_for_next": listed}


CASES = [
    c("C01", "Misc. Case No. 22 of 2026 (s. 33C(2) I.D. Act)", "J1", "Budhan Sardar vs M/s Kalinga Fabricators & Anr. (Singhbhum Ispat Ltd)",
      "workman", "CL1", "OC1", "claim of unpaid wages and overtime Rs. 1,84,600 by a contract fitter against the contractor and principal employer",
      "2026-07-30", "labour", "Labour Court", "Labour Court, Jamshedpur", "Budhan wage claim", ["Budhan case", "Kalinga fitter case", "labour wala"],
      "Wage claim; principal employer denies relation; workman's evidence; management witness.", "2027-09-20", "management evidence"),
    c("C02", "Title Suit No. 88 of 2025", "J2", "Salkhan Hembrom vs Ramesh Agarwal & Ors.", "plaintiff", "CL2", "OC2",
      "declaration that the transfer of Plot 634, Khata 112, Mouza Karandih (0.42 acre) is void under s. 46 CNT Act; recovery of possession",
      "2025-06-11", "civil suit", "Civil Court", "Civil Judge (Senior Division)-I, Jamshedpur", "Salkhan CNT suit",
      ["Karandih land case", "CNT case", "Hembrom suit"], "CNT Act transfer suit; issues framed; plaintiff's evidence.", "2027-09-28", "PE / CO report"),
    c("C03", "C/1 Case No. 1412 of 2025", "J3", "M/s Kolhan Roadlines vs Manoj Kumar Dubey", "complainant", "CL3", "OC3",
      "complaint u/s 138 NI Act, cheque Rs. 4,35,000 (Bank of India, Bistupur) for freight dues", "2025-08-05", "criminal complaint",
      "Magistrate Court", "CJM, Jamshedpur", "Kolhan cheque case", ["Bhatia ji ka 138", "Dubey cheque", "transport wala"],
      "Cheque case; interim compensation Rs. 87,000 ordered, unpaid.", "2027-09-13", "CE / interim compensation"),
    c("C04", "Partition Suit No. 41 of 2025", "J4", "Tapan Kumar Ghosh vs Swapan Kumar Ghosh & Ors.", "plaintiff", "CL4", "OC4",
      "partition of the house at Road No. 5, Telco Colony between two brothers", "2025-07-21", "civil suit", "Civil Court",
      "Civil Judge (Junior Division)-II, Jamshedpur", "Ghosh Telco partition", ["Tapan da", "Telco barir case", "bhai-bhai partition"],
      "Partition of a Telco house; mediation failed; pleader commissioner.", "2027-09-17", "commissioner's report"),
    c("C05", "MACT Case No. 112 of 2026", "J5", "Gopal Mahato vs Jagdish Prasad & Ors.", "claimant", "CL5", "OC5",
      "injury claim u/s 166 MV Act: cyclist hit by truck JH-05-xx-xxxx on NH-33 near Pardih on 02.03.2026", "2026-08-20", "claim",
      "District Court", "District Judge-I cum MACT, Jamshedpur", "Gopal MACT", ["cycle accident", "truck case", "Pardih accident"],
      "Injury claim; insurer pleads licence; doctor examined.", "2027-09-14", "respondents' evidence"),
    c("C06", "Bail Petition No. 1127 of 2026", "J6", "Amit Kumar Singh vs State of Jharkhand", "accused", "CL6", "OC6",
      "regular bail, Parsudih P.S. Case No. 211 of 2026, s. 80 / 85 BNS (dowry death)", "2026-09-03", "bail", "District Court",
      "Principal District & Sessions Judge, Jamshedpur", "Amit dowry death bail", ["Parsudih bail", "304B bail"],
      "Sessions bail in a dowry death; rejected 08.10.2026.", None, "disposed - bail rejected on 08.10.2026"),
    c("C07", "Consumer Complaint No. 56 of 2026", "J7", "Rakhi Mondal vs Subarnarekha Motors & Anr.", "complainant", "CL7", "OC7",
      "defective scooter sold as new, Rs. 98,450; refund and compensation", "2026-09-29", "consumer", "Consumer Commission",
      "District Consumer Disputes Redressal Commission, East Singhbhum", "Rakhi scooty complaint", ["scooty case", "Subarnarekha Motors"],
      "Consumer complaint against a two-wheeler dealer; dealer's evidence delayed on cost.", "2027-09-22", "OP evidence"),
    c("C08", "Original Maintenance Case No. 203 of 2026", "J8", "Mousumi Das vs Prasenjit Das", "petitioner", "CL8", "OC8",
      "maintenance u/s 144 BNSS for wife and minor son", "2026-08-06", "family", "District Court", "Family Court, Jamshedpur",
      "Mousumi maintenance", ["Mousumi", "Jugsalai maintenance"], "Maintenance; interim Rs. 8,000 p.m.; evidence.", "2027-09-13", "PW evidence / RE"),
]
