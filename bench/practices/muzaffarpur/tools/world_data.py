"""The registry of the Muzaffarpur practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Binod Kumar Shahi",
    "enrolment_no": "BSBC 1187/2003",
    "chamber_address": "Chowki No. 47, Bar Library Hall No. 2, Civil Court Campus, Muzaffarpur 842001; residence-cum-"
                       "chamber: Brahmpura, near Sanjay Cinema, Muzaffarpur; at Patna: sits with Sri A.K. Sinha, "
                       "Advocate, Chamber 19, Advocates' Association Building, Patna High Court",
    "practice": "Civil Court Muzaffarpur (title and eviction suits, sessions trials, bails), Family Court, DCLR and "
                "Land Tribunal, CJM (SARFAESI s. 14), and the Patna High Court (CWJC, Cr. Misc.)",
    "junior": {"name": "Priyanka Kumari", "enrolment_no": "BSBC 3306/2022"},
    "juniors": [{"name": "Priyanka Kumari", "enrolment_no": "BSBC 3306/2022",
                 "writes": "WhatsApp in Hinglish and Hindi, short, from the Civil Court corridors",
                 "usually_attends": "Munsif and Family Court when the senior is at Patna"}],
    "clerk": {"name": "Ramashray Sahni", "role": "munshi: keeps the date register (diary) in Devanagari with "
                                                "kaithi-style abbreviations (ता०, अ०ता०, वा०, प्र०, टा०पे०), "
                                                "takes dates from the peshkar, photographs the pages on WhatsApp"},
}

JUDGES = [
    {"id": "J1", "name": "Sri Pankaj Kumar Sinha", "short": "Sinha sahab (Sub-Judge-I)",
     "court": "Court of Sub-Judge-I, Civil Court, Muzaffarpur", "court_hall": "Sub-Judge-I", "level": "Civil Court",
     "temperament": "Wants the khatiyan and the vanshavali before anything else in a co-sharers' suit.",
     "habits": ["asks for the khatiyan and vanshavali first", "time petitions only on cost"]},
    {"id": "J2", "name": "Sri Alok Ranjan", "short": "DCLR sahab",
     "court": "Deputy Collector Land Reforms, Muzaffarpur East (BLDR Act)", "court_hall": "DCLR court, Collectorate",
     "level": "Revenue Court", "temperament": "Goes by the CO's and amin's report.",
     "habits": ["calls for the CO's report", "measurement by amin"]},
    {"id": "J3", "name": "Sri Rakesh Ranjan Pandey", "short": "Pandey sahab (ADJ-IV)",
     "court": "Additional District and Sessions Judge-IV, Muzaffarpur", "court_hall": "ADJ-IV", "level": "District Court",
     "temperament": "Coercive steps against absent prosecution witnesses.",
     "habits": ["warrant against absent IO", "show cause to SHO"]},
    {"id": "J4", "name": "Hon'ble Mr. Justice Sudhanshu Shekhar Jha", "short": "Jha J",
     "court": "Patna High Court, Court No. 31", "court_hall": "Court No. 31", "level": "High Court",
     "temperament": "Bail: case diary and criminal antecedents first.",
     "habits": ["calls for the case diary", "asks for criminal antecedents"]},
    {"id": "J5", "name": "Smt. Archana Kumari", "short": "Principal Judge, Family Court",
     "court": "Family Court, Muzaffarpur", "court_hall": "Principal Judge", "level": "District Court",
     "temperament": "Income affidavit of both sides; counselling.", "habits": ["affidavit of assets and income",
                                                                            "counselling"]},
    {"id": "J6", "name": "Sri Vivek Anand Tiwari", "short": "CJM sahab",
     "court": "Chief Judicial Magistrate, Muzaffarpur", "court_hall": "CJM", "level": "Magistrate Court",
     "temperament": "Treats s. 14 as ministerial; asks about OTS.", "habits": ["asks status of OTS / DRT"]},
    {"id": "J7", "name": "Hon'ble Mr. Justice Rajiv Ranjan Pathak", "short": "Pathak J",
     "court": "Patna High Court, Court No. 12", "court_hall": "Court No. 12", "level": "High Court",
     "temperament": "Wants the State's counter affidavit; warns of personal appearance of officers.",
     "habits": ["counter affidavit or personal appearance of DEO"]},
    {"id": "J8", "name": "Sri Md. Tauseef Alam", "short": "Munsif-I",
     "court": "Munsif-I, Civil Court, Muzaffarpur", "court_hall": "Munsif-I", "level": "Civil Court",
     "temperament": "Rent deposit under s. 15 first.", "habits": ["rent deposit"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Sri Awadhesh Narayan Choubey", "chamber": "Muzaffarpur",
     "style": "Files time petitions for the defendants.", "tactics": ["time petition", "illness"]},
    {"id": "OC2", "name": "Sri Lalbabu Ray", "chamber": "Muzaffarpur", "style": "For the OPs before the DCLR.",
     "tactics": ["objection to measurement"]},
    {"id": "OC3", "name": "Sri Shiv Shankar Mishra, Addl. PP", "chamber": "Prosecution, Muzaffarpur",
     "style": "Seeks time for witnesses.", "tactics": ["witness not present"]},
    {"id": "OC4", "name": "Sri Kamlesh Kumar Pandey, APP", "chamber": "Patna High Court (State)",
     "style": "Case diary awaited.", "tactics": ["case diary awaited"]},
    {"id": "OC5", "name": "Md. Shamim Akhtar", "chamber": "Muzaffarpur", "style": "For the husband; time.",
     "tactics": ["time"]},
    {"id": "OC6", "name": "Sri Ravi Shankar Sharan", "chamber": "Muzaffarpur (bank's panel)",
     "style": "Bank's counsel.", "tactics": ["ministerial s. 14"]},
    {"id": "OC7", "name": "Sri Prabhat Ranjan, AC to SC-14", "chamber": "Patna High Court (State)",
     "style": "Time for counter affidavit.", "tactics": ["instructions awaited"]},
    {"id": "OC8", "name": "Sri Dhirendra Kumar Thakur", "chamber": "Muzaffarpur", "style": "For the tenant.",
     "tactics": []},
]

CLIENTS = [
    {"id": "CL1", "name": "Jagdish Prasad Singh, Mauza Rampur Jalal, Bochahan", "phone": "94311 8xxxx"},
    {"id": "CL2", "name": "Sunaina Devi w/o late Ramdeo Mahto, Kurhani", "phone": "79039 2xxxx"},
    {"id": "CL3", "name": "Sanjeev Kumar & Ors. (through brother Rajeev Kumar), Sakra", "phone": "62005 4xxxx"},
    {"id": "CL4", "name": "Guddu Kumar @ Guddu Rai (through mother Phulo Devi), Kanti", "phone": "70047 1xxxx"},
    {"id": "CL5", "name": "Rinki Kumari d/o Shambhu Jha (Pupri, Sitamarhi)", "phone": "88252 6xxxx"},
    {"id": "CL6", "name": "M/s Shree Shyam Litchi Processing (prop. Anil Kumar Agrawal)", "phone": "98350 3xxxx"},
    {"id": "CL7", "name": "Ranjana Kumari, teacher, Meenapur", "phone": "91233 0xxxx"},
    {"id": "CL8", "name": "Kailash Prasad Gupta, Saraiyaganj", "phone": "94303 7xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "Title Suit No. 214 of 2023", "judge_id": "J1",
     "title": "Jagdish Prasad Singh vs Umesh Singh & Ors.", "represents": "plaintiff", "client_id": "CL1",
     "opposing_counsel_id": "OC1", "nature": "title suit among co-sharers for declaration of 1/3 share and partition "
     "of a litchi orchard (khata 117, khesra 842, 1 bigha 7 katha 5 dhur) at Mauza Rampur Jalal, P.S. Bochahan",
     "filed_on": "2023-06-19", "kind": "civil suit", "court_level": "Civil Court",
     "court": "Sub-Judge-I, Muzaffarpur", "short_name": "litchi orchard title suit",
     "aliases": ["litchi bagicha case", "Jagdish babu ka T.S.", "Rampur Jalal partition"],
     "one_line_summary": "Co-sharers' partition of a litchi orchard; 2026 crop sold through a pleader commissioner; "
                         "evidence.", "next_date": "2027-03-11", "listed_for_next": "defendants' evidence"},
    {"id": "C02", "case_number": "BLDR Case No. 87 of 2025-26", "judge_id": "J2",
     "title": "Sunaina Devi vs Bhola Paswan & Ors.", "represents": "petitioner", "client_id": "CL2",
     "opposing_counsel_id": "OC2", "nature": "case under the Bihar Land Dispute Resolution Act, 2009 for removal of "
     "encroachment on raiyati land, khata 212, khesra 1408, Mauza Kurhani", "filed_on": "2026-02-02",
     "kind": "revenue", "court_level": "Revenue Court", "court": "DCLR, Muzaffarpur East",
     "short_name": "Sunaina BLDR case", "aliases": ["DCLR wala case", "Kurhani zameen"],
     "one_line_summary": "Encroachment on raiyati land; CO's measurement; allowed 04.08.2026.", "next_date": None,
     "listed_for_next": "disposed - petition allowed on 04.08.2026"},
    {"id": "C03", "case_number": "Sessions Trial No. 318 of 2025", "judge_id": "J3",
     "title": "State of Bihar vs Sanjeev Kumar & Ors.", "represents": "accused", "client_id": "CL3",
     "opposing_counsel_id": "OC3", "nature": "dowry death, ss. 304B, 498A/34 IPC and 3/4 D.P. Act; Sakra P.S. Case "
     "No. 112 of 2024 (G.R. No. 2214 of 2024)", "filed_on": "2025-04-22", "kind": "criminal trial",
     "court_level": "District Court", "court": "ADJ-IV, Muzaffarpur", "short_name": "Sakra dowry death trial",
     "aliases": ["dahej hatya wala", "Sanjeev ka ST"],
     "one_line_summary": "Dowry death trial for the husband and in-laws; prosecution evidence closed; defence.",
     "next_date": "2027-03-10", "listed_for_next": "defence arguments"},
    {"id": "C04", "case_number": "Cr. Misc. No. 41872 of 2026", "judge_id": "J4", "title": "Guddu Kumar @ Guddu Rai "
     "vs State of Bihar", "represents": "petitioner", "client_id": "CL4", "opposing_counsel_id": "OC4",
     "nature": "regular bail; Kanti P.S. Case No. 318 of 2026 u/s 30(a) Bihar Prohibition and Excise Act, 2016 and "
     "25(1-b)a/26/35 Arms Act", "filed_on": "2026-06-05", "kind": "bail", "court_level": "High Court",
     "court": "Patna High Court, Court No. 31", "short_name": "Guddu bail (excise + Arms Act)",
     "aliases": ["sharab wala bail", "Kanti bail"], "one_line_summary": "Regular bail; granted 24.08.2026.",
     "next_date": None, "listed_for_next": "disposed - bail granted on 24.08.2026"},
    {"id": "C05", "case_number": "Maintenance Case No. 211 of 2025", "judge_id": "J5",
     "title": "Rinki Kumari vs Manish Kumar Jha", "represents": "applicant wife", "client_id": "CL5",
     "opposing_counsel_id": "OC5", "nature": "maintenance u/s 125 Cr.P.C. (s. 144 BNSS); interim maintenance",
     "filed_on": "2025-08-12", "kind": "family", "court_level": "District Court", "court": "Family Court, Muzaffarpur",
     "short_name": "Rinki maintenance", "aliases": ["Rinki ka 125", "Pupri wali"],
     "one_line_summary": "Wife's maintenance; interim Rs. 6,000 p.m.; arrears; evidence.",
     "next_date": "2027-03-09", "listed_for_next": "OP's evidence (cross of OPW-1 continues)"},
    {"id": "C06", "case_number": "Misc. Case No. 52 of 2026", "judge_id": "J6",
     "title": "Canara Bank vs M/s Shree Shyam Litchi Processing", "represents": "objector (borrower)",
     "client_id": "CL6", "opposing_counsel_id": "OC6", "nature": "bank's application u/s 14 SARFAESI Act for "
     "possession of the unit at Khabra; borrower's objection", "filed_on": "2026-03-20", "kind": "misc",
     "court_level": "Magistrate Court", "court": "CJM, Muzaffarpur", "short_name": "Shyam Litchi SARFAESI",
     "aliases": ["bank wala case", "Agrawal ji ka SARFAESI"],
     "one_line_summary": "Borrower's objection to s. 14; OTS; SA before DRT Patna; deposit.",
     "next_date": "2027-03-09", "listed_for_next": "hearing on objection / DRT status"},
    {"id": "C07", "case_number": "CWJC No. 11487 of 2026", "judge_id": "J7", "title": "Ranjana Kumari vs State of "
     "Bihar & Ors.", "represents": "petitioner", "client_id": "CL7", "opposing_counsel_id": "OC7",
     "nature": "writ for release of withheld salary of a BPSC TRE-1 teacher (certificate verification)",
     "filed_on": "2026-06-17", "kind": "writ", "court_level": "High Court", "court": "Patna High Court, Court No. 12",
     "short_name": "Ranjana teacher writ", "aliases": ["teacher wala writ", "Meenapur teacher"],
     "one_line_summary": "Salary withheld; certificate found genuine; arrears ordered; compliance.",
     "next_date": "2027-03-15", "listed_for_next": "compliance (arrears)"},
    {"id": "C08", "case_number": "Eviction Suit No. 9 of 2025", "judge_id": "J8",
     "title": "Kailash Prasad Gupta vs Md. Irfan", "represents": "plaintiff landlord", "client_id": "CL8",
     "opposing_counsel_id": "OC8", "nature": "eviction of a tenant of a shop at Saraiyaganj under the Bihar Buildings "
     "(Lease, Rent and Eviction) Control Act, 1982: default and personal necessity", "filed_on": "2025-02-10",
     "kind": "civil suit", "court_level": "Civil Court", "court": "Munsif-I, Muzaffarpur",
     "short_name": "Gupta ji eviction", "aliases": ["Saraiyaganj dukan", "Irfan eviction"],
     "one_line_summary": "Landlord's eviction suit; rent deposit; evidence closed; arguments.",
     "next_date": "2027-03-26", "listed_for_next": "arguments"},
]
