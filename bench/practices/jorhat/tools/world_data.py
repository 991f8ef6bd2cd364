"""The registry of the Jorhat practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Mridusmita Konwar",
    "enrolment_no": "A/512/2009",
    "chamber_address": "Seat No. 41, Jorhat Bar Association Library, District Court Campus, Jorhat 785001; "
                       "Guwahati: c/o Chamber 19, Lawyers' Block, Gauhati High Court",
    "practice": "Jorhat district courts (Munsiff, Civil Judge, District & Sessions Judge), CJM Jorhat, MACT Jorhat, "
                "the Controlling Authority under the Payment of Gratuity Act, and the Gauhati High Court (writs)",
    "junior": {"name": "Bikash Pegu", "enrolment_no": "A/1377/2024"},
    "juniors": [{"name": "Bikash Pegu", "enrolment_no": "A/1377/2024",
                 "writes": "WhatsApp in romanised Assamese and English ('hoise', 'nohol', 'kali', 'dinor')",
                 "usually_attends": "CJM Jorhat, MACT Jorhat, Labour office"}],
    "clerk": {"name": "Haren Bora", "role": "munshi: keeps a register in Assamese script with Assamese month names "
                                            "(Bohag, Jeth, Aahar, Saon ...) and the English date, sends photos on WhatsApp"},
}

JUDGES = [
    {"id": "J1", "name": "Smti. Nandini Deka", "short": "Munsiff No. 1 (Deka baideo)",
     "court": "Court of the Munsiff No. 1, Jorhat", "court_hall": "Munsiff No. 1", "level": "Civil Court",
     "temperament": "Wants the revenue record (chitha, jamabandi) proved by the Lat Mandal.",
     "habits": ["asks for the certified chitha", "summons the Lat Mandal", "adjournment only once"]},
    {"id": "J2", "name": "Sri Anupam Sarma", "short": "Civil Judge (Sarma sir)",
     "court": "Court of the Civil Judge, Jorhat", "court_hall": "Civil Judge", "level": "Civil Court",
     "temperament": "Costs on the side that seeks time.", "habits": ["costs on adjournment", "asks for settlement"]},
    {"id": "J3", "name": "Smti. Ritumoni Saikia", "short": "Controlling Authority (ALC)",
     "court": "Controlling Authority under the Payment of Gratuity Act, 1972 (Assistant Labour Commissioner), Jorhat",
     "court_hall": "Labour office, Jorhat", "level": "Tribunal",
     "temperament": "Calls for the garden's records.", "habits": ["calls for the hajira register"]},
    {"id": "J4", "name": "Sri Debajit Barthakur", "short": "Sessions Judge (Barthakur sir)",
     "court": "Court of the District & Sessions Judge, Jorhat", "court_hall": "Sessions Court", "level": "District Court",
     "temperament": "Presses the PP to produce witnesses.", "habits": ["warrant on absent PW", "last chance to PP"]},
    {"id": "J5", "name": "Sri Rajib Kumar Handique", "short": "MACT Member (Handique sir)",
     "court": "Motor Accident Claims Tribunal, Jorhat", "court_hall": "MACT", "level": "District Court",
     "temperament": "Asks about income proof.", "habits": ["income proof", "pay and recover"]},
    {"id": "J6", "name": "Hon'ble Mr. Justice Prasanta Kumar Hojai", "short": "Hojai J",
     "court": "Gauhati High Court, Guwahati", "court_hall": "Court No. 9", "level": "High Court",
     "temperament": "Calls for the District Level Committee's records.", "habits": ["calls for records", "last chance to the State"]},
    {"id": "J7", "name": "Sri Prabal Das", "short": "CJM Jorhat (Das sir)",
     "court": "Court of the Chief Judicial Magistrate, Jorhat", "court_hall": "CJM", "level": "Magistrate Court",
     "temperament": "Strict on the forest department's witnesses.", "habits": ["summons to Range Officer"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Sri Ashim Kumar Neog", "chamber": "Jorhat", "style": "Long cross; seeks time when unwell.",
     "tactics": ["adjournment petition", "long cross"]},
    {"id": "OC2", "name": "Sri Hiranya Gogoi", "chamber": "Jorhat / Guwahati", "style": "Busy at the High Court; sends time petitions.",
     "tactics": ["busy at Gauhati High Court"]},
    {"id": "OC3", "name": "Sri Pankaj Agarwal", "chamber": "Jorhat", "style": "For the tea estate management.",
     "tactics": ["disputes length of service"]},
    {"id": "OC4", "name": "Sri Kamal Chetia, Public Prosecutor", "chamber": "PP office, Jorhat",
     "style": "Seeks time when witnesses do not come.", "tactics": ["witness not present"]},
    {"id": "OC5", "name": "Sri Rupam Bhuyan", "chamber": "Jorhat (panel counsel, insurer)", "style": "Permit and licence defences.",
     "tactics": ["no permit", "pay and recover"]},
    {"id": "OC6", "name": "Ms. Pallavi Sharma, Standing Counsel, Secondary Education Department", "chamber": "Guwahati",
     "style": "Seeks time for affidavit-in-opposition.", "tactics": ["instructions awaited"]},
    {"id": "OC7", "name": "Sri Pradip Kumar Nath, APP", "chamber": "APP office, CJM Court, Jorhat",
     "style": "For the Forest Department.", "tactics": ["witness not present"]},
]

CLIENTS = [
    {"id": "CL1", "name": "Dilip Gogoi, Na-Ali, Cinnamara", "phone": "94350 5xxxx"},
    {"id": "CL2", "name": "Bhabani Bora (Bhabani bai), Kakojan", "phone": "70021 3xxxx"},
    {"id": "CL3", "name": "Sukra Orang, retired worker, Borsapori Tea Estate", "phone": "60017 8xxxx"},
    {"id": "CL4", "name": "Pranjal Dutta & Smti. Minoti Dutta (accused)", "phone": "98640 2xxxx"},
    {"id": "CL5", "name": "Junali Bora w/o Late Ranjit Bora", "phone": "88110 4xxxx"},
    {"id": "CL6", "name": "Rina Hazarika, Asstt. Teacher, Pub Teok Venture High School", "phone": "97060 9xxxx"},
    {"id": "CL7", "name": "Nripen Borgohain (truck owner)", "phone": "94351 7xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "Title Suit No. 88 of 2025", "judge_id": "J1",
     "title": "Dilip Gogoi vs Hemanta Saikia & Anr.", "represents": "plaintiff", "client_id": "CL1",
     "opposing_counsel_id": "OC1", "nature": "suit for declaration of right, title and interest, confirmation of "
     "possession and permanent injunction over 1 bigha 2 katha 10 lessa covered by myadi patta no. 145, dag no. 312, "
     "village Na-Ali, mouza Cinnamara", "filed_on": "2025-03-18", "kind": "civil suit", "court_level": "Civil Court",
     "court": "Munsiff No. 1, Jorhat", "short_name": "Dilip myadi patta suit",
     "aliases": ["myadi patta case", "Na-Ali land case", "Dilip title suit"],
     "one_line_summary": "Title suit over myadi patta land; plaintiff's evidence closed; defendants' evidence next.",
     "next_date": "2027-06-18", "listed_for_next": "defendants' evidence"},
    {"id": "C02", "case_number": "Title Suit (Partition) No. 41 of 2024", "judge_id": "J2",
     "title": "Smti. Bhabani Bora vs Bhupen Bora & Ors.", "represents": "plaintiff", "client_id": "CL2",
     "opposing_counsel_id": "OC2", "nature": "suit for partition of ancestral land (3 bigha 4 katha, periodic patta "
     "no. 22, Kakojan) and a share for the plaintiff daughter", "filed_on": "2024-05-06", "kind": "civil suit",
     "court_level": "Civil Court", "court": "Civil Judge, Jorhat", "short_name": "Bhabani partition suit",
     "aliases": ["batowara case", "Kakojan partition", "Bhabani bai case"],
     "one_line_summary": "Partition of ancestral land; defence of an oral family partition of 1998; arguments.",
     "next_date": "2027-06-15", "listed_for_next": "arguments"},
    {"id": "C03", "case_number": "P.G. Case No. 7 of 2025", "judge_id": "J3",
     "title": "Sukra Orang vs The Manager, Borsapori Tea Estate", "represents": "applicant", "client_id": "CL3",
     "opposing_counsel_id": "OC3", "nature": "application in Form N under the Payment of Gratuity Act, 1972 for "
     "gratuity of a retired tea-garden worker; his Assam Tea Plantations Provident Fund dues also unpaid",
     "filed_on": "2025-11-20", "kind": "claim", "court_level": "Tribunal",
     "court": "Controlling Authority (ALC), Jorhat", "short_name": "Sukra gratuity case",
     "aliases": ["bagan case", "tea garden gratuity", "Borsapori PF"],
     "one_line_summary": "Gratuity allowed on 09.12.2026 (Rs. 1,38,750 with interest); disposed.",
     "next_date": None, "listed_for_next": "disposed - gratuity allowed on 09.12.2026"},
    {"id": "C04", "case_number": "Sessions Case No. 57 of 2025", "judge_id": "J4",
     "title": "State of Assam vs Pranjal Dutta & Anr.", "represents": "accused", "client_id": "CL4",
     "opposing_counsel_id": "OC4", "nature": "trial u/s 304B/498A/34 IPC (dowry death of Pallabi Dutta), arising out of "
     "Titabar P.S. Case No. 210/2024, G.R. Case No. 1432/2024", "filed_on": "2025-02-14", "kind": "criminal trial",
     "court_level": "District Court", "court": "District & Sessions Judge, Jorhat", "short_name": "Pallabi dowry death trial",
     "aliases": ["Titabar 304B", "Pranjal case", "dowry death case"],
     "one_line_summary": "Dowry death trial for the husband and mother-in-law; PWs done; defence witness; arguments next.",
     "next_date": "2027-06-16", "listed_for_next": "arguments"},
    {"id": "C05", "case_number": "MAC Case No. 214 of 2025", "judge_id": "J5",
     "title": "Smti. Junali Bora & Ors. vs Purbanchal Travels & Ors.", "represents": "claimants", "client_id": "CL5",
     "opposing_counsel_id": "OC5", "nature": "claim u/s 166 MV Act for the death of Ranjit Bora, hit by a night bus "
     "on NH-715 near Baghchung on 11.02.2025", "filed_on": "2025-05-02", "kind": "claim", "court_level": "District Court",
     "court": "MACT, Jorhat", "short_name": "Junali MACT (bus)", "aliases": ["bus accident claim", "NH case", "Ranjit accident"],
     "one_line_summary": "Death claim against a night bus; insurer pleads no permit; arguments.",
     "next_date": "2027-06-15", "listed_for_next": "further arguments"},
    {"id": "C06", "case_number": "WP(C) No. 3412 of 2026", "judge_id": "J6",
     "title": "Rina Hazarika vs State of Assam & Ors.", "represents": "petitioner", "client_id": "CL6",
     "opposing_counsel_id": "OC6", "nature": "writ against rejection of provincialisation of service under the Assam "
     "Venture Educational Institutions (Provincialisation of Services) Act, 2017", "filed_on": "2026-06-12",
     "kind": "writ", "court_level": "High Court", "court": "Gauhati High Court", "short_name": "Rina provincialisation writ",
     "aliases": ["teacher writ", "provincialisation case", "Pub Teok school"],
     "one_line_summary": "Provincialisation writ; State's affidavit; DLC records produced; hearing.",
     "next_date": "2027-06-22", "listed_for_next": "hearing"},
    {"id": "C07", "case_number": "C.R. Case No. 845 of 2025", "judge_id": "J7",
     "title": "State (Forest Department) vs Nripen Borgohain", "represents": "accused", "client_id": "CL7",
     "opposing_counsel_id": "OC7", "nature": "complaint under the Assam Forest Regulation, 1891 for carrying 28 sal logs "
     "without a valid transit pass in truck AS-03-E-xxxx (Forest Offence No. 17/2025-26, Jorhat Division)",
     "filed_on": "2025-12-03", "kind": "criminal complaint", "court_level": "Magistrate Court", "court": "CJM, Jorhat",
     "short_name": "Nripen timber case", "aliases": ["forest case", "sal log case", "truck case"],
     "one_line_summary": "Forest offence over sal logs; truck under confiscation before the DFO; prosecution evidence.",
     "next_date": "2027-06-17", "listed_for_next": "prosecution evidence"},
]
