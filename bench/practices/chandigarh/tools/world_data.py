"""The registry of the Chandigarh practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Harsimran Kaur Dhillon",
    "enrolment_no": "P/1874/2008",
    "chamber_address": "Chamber No. 611, New Lawyers' Chambers Block, Punjab and Haryana High Court, Sector 1, "
                       "Chandigarh; evening office: House 1187, Sector 70, Mohali",
    "practice": "Punjab and Haryana High Court (service writs, anticipatory bail) and the district courts at "
                "Chandigarh (Sector 43) and SAS Nagar Mohali: recovery suits, rent petitions, matrimonial, s. 138",
    "junior": {"name": "Arshdeep Singh Virk", "enrolment_no": "P/5521/2023"},
    "juniors": [{"name": "Arshdeep Singh Virk", "enrolment_no": "P/5521/2023",
                 "writes": "WhatsApp messages in Punjabi-English in Latin letters ('ji', 'ho gaya', 'agli tareek'), "
                           "short typed notes", "usually_attends": "Mohali courts, Family Court Chandigarh"}],
    "clerk": {"name": "Balkar Singh", "role": "munshi: files, diary numbers, takes dates from the reader/ahlmad; "
                                              "writes some notes in Gurmukhi"},
}

JUDGES = [
    {"id": "J1", "name": "Hon'ble Mr. Justice Harinder Singh Brar", "short": "Brar J",
     "court": "Punjab and Haryana High Court, Court No. 14", "court_hall": "Court No. 14", "level": "High Court",
     "temperament": "Impatient with the State's requests for time.",
     "habits": ["costs on the State for repeated adjournments", "calls for the personal affidavit of the officer"]},
    {"id": "J2", "name": "Hon'ble Ms. Justice Navjot Kaur Sidhu", "short": "Sidhu J",
     "court": "Punjab and Haryana High Court, Court No. 22", "court_hall": "Court No. 22", "level": "High Court",
     "temperament": "Wants the petitioner to join investigation before anything.", "habits": []},
    {"id": "J3", "name": "Ms. Anupam Sharma", "short": "Principal Judge, Family Court",
     "court": "Principal Judge, Family Court, Chandigarh", "court_hall": "Family Court, Sector 43", "level": "District Court",
     "temperament": "Parties in person; mediation first.", "habits": []},
    {"id": "J4", "name": "Ms. Ramandeep Kaur", "short": "CJSD Ramandeep Kaur madam",
     "court": "Civil Judge (Senior Division), Chandigarh", "court_hall": "Court Room 12, District Courts Sector 43",
     "level": "Civil Court", "temperament": "Adjournment only on costs.", "habits": []},
    {"id": "J5", "name": "Sh. Gaurav Dhiman", "short": "Rent Controller Dhiman sahib",
     "court": "Rent Controller, SAS Nagar (Mohali)", "court_hall": "Judicial Complex, Sector 76 Mohali",
     "level": "Civil Court", "temperament": "Asks about rent tendered.", "habits": []},
    {"id": "J6", "name": "Ms. Kirandeep Kaur Sandhu", "short": "JMIC Sandhu madam",
     "court": "Judicial Magistrate First Class, SAS Nagar (Mohali)", "court_hall": "Judicial Complex, Sector 76 Mohali",
     "level": "Magistrate Court", "temperament": "Warrants for absent accused.", "habits": []},
]

COUNSEL = [
    {"id": "OC1", "name": "Mr. Vikramjit Singh Sandhu", "role": "Addl. A.G. Punjab", "behaviour": ""},
    {"id": "OC2", "name": "Mr. Rajat Mehndiratta", "role": "counsel for the complainant (C02)", "behaviour": ""},
    {"id": "OC3", "name": "Mr. Karanbir Grewal", "role": "counsel for the husband", "behaviour": ""},
    {"id": "OC4", "name": "Mr. Ashwani Bhardwaj", "role": "counsel for the defendant", "behaviour": ""},
    {"id": "OC5", "name": "Mr. Navdeep Chhabra", "role": "counsel for the tenant", "behaviour": ""},
    {"id": "OC6", "name": "Mr. Sumit Thakur", "role": "counsel for the accused", "behaviour": ""},
]

CLIENTS = [
    {"id": "CL1", "name": "Gurpreet Kaur", "phone": "98148xxxxx"},
    {"id": "CL2", "name": "Harjinder Singh @ Happy", "phone": "98721xxxxx"},
    {"id": "CL3", "name": "Simranjeet Kaur", "phone": "70099xxxxx"},
    {"id": "CL4", "name": "Saini Hardware Traders (Rakesh Saini)", "phone": "98140xxxxx"},
    {"id": "CL5", "name": "Kamlesh Rani", "phone": "98551xxxxx"},
    {"id": "CL6", "name": "Bains Tractors & Implements (Harpal Singh Bains)", "phone": "94170xxxxx"},
]

CASES = [
    {"id": "C01", "case_number": "CWP-18234-2025", "judge_id": "J1",
     "title": "Gurpreet Kaur vs State of Punjab and others", "represents": "petitioner", "client_id": "CL1",
     "opposing_counsel_id": "OC1",
     "nature": "service writ: Lecturer (Political Science), Govt. Senior Secondary School, Kurali, denied the 4-9-14 "
               "years ACP (assured career progression) from 2021",
     "filed_on": "2025-11-20", "kind": "writ", "court_level": "High Court",
     "court": "Punjab and Haryana High Court, Court No. 14", "short_name": "Gurpreet Kaur ACP writ",
     "aliases": ["Gurpreet madam writ", "ACP wali CWP", "Kurali lecturer"],
     "one_line_summary": "ACP writ; State took time repeatedly, costs; DPI's affidavit; arguments heard in part.",
     "next_date": "2027-01-13", "listed_for_next": "arguments (to continue)"},
    {"id": "C02", "case_number": "CRM-M-45121-2025", "judge_id": "J2",
     "title": "Harjinder Singh @ Happy vs State of Punjab", "represents": "petitioner", "client_id": "CL2",
     "opposing_counsel_id": "OC2",
     "nature": "anticipatory bail, FIR No. 211 dated 14.10.2025, PS Sadar Kharar, ss. 318(4), 316(2), 61(2) BNS "
               "(Canada visa money)",
     "filed_on": "2025-12-08", "kind": "criminal", "court_level": "High Court",
     "court": "Punjab and Haryana High Court, Court No. 22", "short_name": "Happy anticipatory bail",
     "aliases": ["Happy di bail", "Kharar FIR wala", "Harjinder bail"],
     "one_line_summary": "Interim protection 16.12.2025; made absolute 12.05.2026 (disposed).",
     "next_date": None, "listed_for_next": "disposed - anticipatory bail allowed on 12.05.2026"},
    {"id": "C03", "case_number": "HMA-311-2025", "judge_id": "J3",
     "title": "Simranjeet Kaur vs Jaskaran Singh Gill", "represents": "petitioner", "client_id": "CL3",
     "opposing_counsel_id": "OC3",
     "nature": "divorce u/s 13(1)(ia) Hindu Marriage Act (cruelty); s. 24 maintenance pendente lite",
     "filed_on": "2025-10-30", "kind": "matrimonial", "court_level": "District Court",
     "court": "Family Court, Chandigarh", "short_name": "Simran divorce",
     "aliases": ["Simran vs Jaskaran", "Gill divorce", "Simranjeet case"],
     "one_line_summary": "Mediation failed; s.24 Rs 18,000 pm; PW evidence closed 20.11.2026; RE next.",
     "next_date": "2026-12-18", "listed_for_next": "respondent's evidence"},
    {"id": "C04", "case_number": "CS-1142-2025", "judge_id": "J4",
     "title": "M/s Saini Hardware Traders vs M/s Kalsi Builders and Developers", "represents": "plaintiff",
     "client_id": "CL4", "opposing_counsel_id": "OC4",
     "nature": "recovery of Rs. 8,42,500 with 18% interest, price of hardware and sanitary goods (Zirakpur project)",
     "filed_on": "2025-09-15", "kind": "civil", "court_level": "Civil Court",
     "court": "Civil Judge (Senior Division), Chandigarh", "short_name": "Saini recovery suit",
     "aliases": ["Saini Hardware", "Kalsi Builders suit", "recovery wala suit"],
     "one_line_summary": "Issues framed; PE closed; DW1 Jaspal Kalsi cross in part.",
     "next_date": "2026-12-12", "listed_for_next": "defendant's evidence (DW1 further cross)"},
    {"id": "C05", "case_number": "RP-88-2025", "judge_id": "J5",
     "title": "Kamlesh Rani vs Sukhdev Raj", "represents": "petitioner (landlord)", "client_id": "CL5",
     "opposing_counsel_id": "OC5",
     "nature": "eviction u/s 13 East Punjab Urban Rent Restriction Act, 1949: arrears and bona fide need, shop "
               "SCO 24, Phase 3B2, Mohali",
     "filed_on": "2025-10-27", "kind": "civil", "court_level": "Civil Court",
     "court": "Rent Controller, SAS Nagar (Mohali)", "short_name": "Kamlesh Rani rent petition",
     "aliases": ["Phase 3B2 shop", "Sukhdev Raj tenant", "rent case Mohali"],
     "one_line_summary": "Arrears tendered under protest; AW evidence over; RW1 examined; arguments next.",
     "next_date": "2026-12-05", "listed_for_next": "arguments"},
    {"id": "C06", "case_number": "NACT-3456-2025", "judge_id": "J6",
     "title": "M/s Bains Tractors & Implements vs Manjit Singh", "represents": "complainant", "client_id": "CL6",
     "opposing_counsel_id": "OC6",
     "nature": "complaint u/s 138 N.I. Act, cheque Rs. 4,75,000 (Punjab & Sind Bank, Landran) returned "
               "'funds insufficient'",
     "filed_on": "2025-08-28", "kind": "criminal", "court_level": "Magistrate Court",
     "court": "JMIC, SAS Nagar (Mohali)", "short_name": "Bains 138",
     "aliases": ["Bains tractor cheque case", "Manjit 138", "Landran cheque"],
     "one_line_summary": "Warrant; accused on bail; CE closed; statement of accused next.",
     "next_date": "2026-12-08", "listed_for_next": "statement of accused u/s 351 BNSS"},
]
