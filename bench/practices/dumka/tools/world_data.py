"""The registry of the Dumka practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Sunil Kumar Baskey",
    "enrolment_no": "J/0412/2006",
    "chamber_address": "Chamber No. 41, Advocates' Association Bhawan, Civil Court Compound, Dumka 814101 "
                       "(Santhal Parganas, Jharkhand); at Ranchi he sits in the chamber of a friend, Lawyers' Block, "
                       "Jharkhand High Court, Dhurwa",
    "practice": "Civil Courts, Dumka and Deoghar (Civil Judge, CJM/JM, Family Court, Sessions), the Deputy "
                "Commissioner's court under the Santhal Pargana Tenancy Act, and the Jharkhand High Court at Ranchi",
    "junior": {"name": "Priyanka Marandi", "enrolment_no": "J/2291/2022"},
    "juniors": [{"name": "Priyanka Marandi", "enrolment_no": "J/2291/2022",
                 "writes": "WhatsApp in Hinglish with Santali words (Latin letters), short, from the court corridor",
                 "usually_attends": "JM Deoghar, Family Court Dumka, mentions at Ranchi"}],
    "clerk": {"name": "Bhagirath Sah", "role": "munshi: keeps the peshi register in Devanagari Hindi, takes the "
                                              "next date from the peshkar, sends photos of the register on WhatsApp"},
}

JUDGES = [
    {"id": "J1", "name": "Sri Abhinav Ranjan Kujur, I.A.S.", "short": "DC sahab",
     "court": "Court of the Deputy Commissioner, Dumka (S.P.T. Act)", "court_hall": "DC court, Samaharnalaya",
     "level": "Revenue Court", "temperament": "Wants the Circle Officer's report and the Gantzer khatiyan first.",
     "habits": ["calls for the CO's report", "asks for the khatiyan of the settlement", "makes the CO appear in person"]},
    {"id": "J2", "name": "Sri Pankaj Kumar Sinha", "short": "Sinha sahab (Sub Judge-I)",
     "court": "Civil Judge (Senior Division)-I, Dumka", "court_hall": "Court of Sub Judge-I",
     "level": "Civil Court", "temperament": "Time only on costs.", "habits": ["costs on adjournment", "summons to witnesses"]},
    {"id": "J3", "name": "Hon'ble Mr. Justice Raghunandan Prasad Sahu", "short": "Sahu J",
     "court": "Jharkhand High Court, Ranchi, Court No. 9", "court_hall": "Court No. 9", "level": "High Court",
     "temperament": "Wants the District Mining Officer and the DC on affidavit.",
     "habits": ["affidavits from the DMO and DC", "interim compensation", "costs on the State for delay"]},
    {"id": "J4", "name": "Sri Alok Ranjan Pathak", "short": "ADJ-I",
     "court": "Additional Sessions Judge-I, Dumka", "court_hall": "Court of ADJ-I", "level": "Sessions Court",
     "temperament": "Pushes the prosecution for witnesses.", "habits": ["bailable warrant against absent witnesses and the IO"]},
    {"id": "J5", "name": "Sri Krishna Mohan Jha", "short": "Sessions Judge", "court": "Sessions Judge, Dumka",
     "court_hall": "Court of the Sessions Judge", "level": "Sessions Court",
     "temperament": "Bail after the case diary.", "habits": ["calls for the case diary"]},
    {"id": "J6", "name": "Ms. Nandini Sarkar", "short": "JM Deoghar",
     "court": "Judicial Magistrate 1st Class, Deoghar", "court_hall": "Court of JM-III", "level": "Magistrate Court",
     "temperament": "Exemption only on costs.", "habits": ["costs for exemption", "refuses to stay the trial"]},
    {"id": "J7", "name": "Smt. Anita Kerketta", "short": "Principal Judge, Family Court",
     "court": "Family Court, Dumka", "court_hall": "Family Court", "level": "District Court",
     "temperament": "Counselling first; interim maintenance early.", "habits": ["counselling", "interim maintenance"]},
    {"id": "J8", "name": "Hon'ble Mr. Justice Shailendra Nath Pandey", "short": "Pandey J",
     "court": "Jharkhand High Court, Ranchi, Court No. 17", "court_hall": "Court No. 17", "level": "High Court",
     "temperament": "Will not quash on a factual defence.", "habits": ["leaves factual defences to the trial"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Sri Dilip Kumar Bhagat", "chamber": "Dumka", "style": "For the transferee; takes time, "
     "sick slips.", "tactics": ["time for show cause", "counsel unwell"]},
    {"id": "OC2", "name": "Sri Parimal Chandra Pal", "chamber": "Dumka", "style": "For the defendants in the manjhi "
     "suit; seeks time for WS and cross.", "tactics": ["time", "defers cross"]},
    {"id": "OC3", "name": "Mr. Ashok Kumar Singh, SC-II", "chamber": "Office of the Advocate General, Ranchi",
     "style": "State; time for instructions from the DC / DMO.", "tactics": ["instructions awaited"]},
    {"id": "OC4", "name": "Sri Jagdish Prasad Rai, Addl. P.P.", "chamber": "Dumka", "style": "Prosecution in the "
     "dowry death trial; witnesses not brought.", "tactics": ["witness not present"]},
    {"id": "OC5", "name": "Sri Bipin Bihari Jha, P.P.", "chamber": "Dumka", "style": "Opposes bail in forest cases.",
     "tactics": ["case diary awaited"]},
    {"id": "OC6", "name": "Sri Saurav Kumar Ghosh", "chamber": "Deoghar", "style": "For the accused in the cheque "
     "case; exemptions and time to cross.", "tactics": ["exemption", "time to cross"]},
    {"id": "OC7", "name": "Sri Prakash Marandi", "chamber": "Dumka", "style": "For the husband; customary divorce plea.",
     "tactics": ["customary divorce"]},
    {"id": "OC8", "name": "Mr. Abhay Kumar Mishra", "chamber": "Ranchi", "style": "For the petitioner-accused in "
     "the Cr.M.P.", "tactics": ["security cheque"]},
    {"id": "OC9", "name": "Mr. Rohit Ranjan", "chamber": "Ranchi", "style": "For the quarry lessee.",
     "tactics": ["not our worker"]},
]

CLIENTS = [
    {"id": "CL1", "name": "Budhan Hembrom s/o late Jitu Hembrom, Asanbani (Jama)", "phone": "94311 5xxxx"},
    {"id": "CL2", "name": "Lakhiram Tudu, manjhi of mouza Haripur (Kathikund)", "phone": "78708 2xxxx"},
    {"id": "CL3", "name": "Saloni Hansda w/o late Sibu Hansda, Pinargaria (Shikaripara)", "phone": "62034 9xxxx"},
    {"id": "CL4", "name": "Manoj Mandal & Saraswati Devi (through Kartik Mandal, father)", "phone": "99346 1xxxx"},
    {"id": "CL5", "name": "Mangal Chore, Rangalia (Kathikund) (through wife Phulmani)", "phone": "70040 6xxxx"},
    {"id": "CL6", "name": "Maa Tara Hardware, Tower Chowk, Deoghar (prop. Bikash Kumar Roy)", "phone": "94700 3xxxx"},
    {"id": "CL7", "name": "Sonamuni Kisku d/o Gopal Kisku, Masalia", "phone": "88094 7xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "S.P.T. Misc. Case No. 14 of 2025", "judge_id": "J1",
     "title": "Budhan Hembrom vs Ramesh Prasad Bhagat", "represents": "applicant", "client_id": "CL1",
     "opposing_counsel_id": "OC1", "nature": "application u/s 20 and 42 of the Santhal Pargana Tenancy "
     "(Supplementary Provisions) Act, 1949 for restoration of raiyati land (khata 27, dag 412, 0.62 acre, mouza "
     "Asanbani) transferred to a non-tribal by deed no. 2331 of 1998 without the DC's permission",
     "filed_on": "2025-10-14", "kind": "revenue", "court_level": "Revenue Court",
     "court": "Court of the Deputy Commissioner, Dumka", "short_name": "Budhan SPT restoration",
     "aliases": ["SPT case", "Asanbani land", "Budhan case"],
     "one_line_summary": "Restoration of raiyati land under the SPT Act; CO's report; argued; fixed for order.",
     "next_date": "2026-12-14", "listed_for_next": "order"},
    {"id": "C02", "case_number": "Title Suit No. 37 of 2025", "judge_id": "J2",
     "title": "Lakhiram Tudu vs Babulal Murmu & Ors.", "represents": "plaintiff", "client_id": "CL2",
     "opposing_counsel_id": "OC2", "nature": "suit for declaration that the plaintiff is the manjhi (gram pradhan) "
     "of mouza Haripur and for injunction over the manjhi's jagir land (dag 88, 1.40 acre)",
     "filed_on": "2025-10-27", "kind": "civil suit", "court_level": "Civil Court",
     "court": "Civil Judge (Senior Division)-I, Dumka", "short_name": "Haripur manjhi suit",
     "aliases": ["manjhi case", "gram pradhan dispute", "Lakhiram suit"],
     "one_line_summary": "Dispute over the manjhi's post and jagir land; plaintiff's evidence closed.",
     "next_date": "2026-12-16", "listed_for_next": "defendants' evidence"},
    {"id": "C03", "case_number": "W.P.(C) No. 4127 of 2025", "judge_id": "J3",
     "title": "Saloni Hansda vs State of Jharkhand & Ors.", "represents": "petitioner", "client_id": "CL3",
     "opposing_counsel_id": "OC3", "nature": "writ for compensation for the death of the petitioner's husband in "
     "a blast at a stone quarry at Pinargaria (Shikaripara) run after the lease expired",
     "filed_on": "2025-11-20", "kind": "writ", "court_level": "High Court",
     "court": "Jharkhand High Court, Ranchi, Court No. 9", "short_name": "Saloni quarry writ",
     "aliases": ["quarry case", "pathar khadan case", "Sibu accident"],
     "one_line_summary": "Quarry death compensation writ; DMO counter; interim Rs. 2,00,000 paid; final hearing.",
     "next_date": "2027-01-18", "listed_for_next": "final hearing"},
    {"id": "C04", "case_number": "S.T. No. 118 of 2025", "judge_id": "J4",
     "title": "State vs Manoj Mandal & Anr.", "represents": "accused", "client_id": "CL4",
     "opposing_counsel_id": "OC4", "nature": "dowry death trial u/s 80(2), 85 BNS and 3/4 D.P. Act, arising "
     "out of Jama P.S. Case No. 92 of 2025 (G.R. No. 1412 of 2025), death of Rinku Devi on 14.06.2025",
     "filed_on": "2025-09-18", "kind": "sessions trial", "court_level": "Sessions Court",
     "court": "Additional Sessions Judge-I, Dumka", "short_name": "Rinku dowry death trial",
     "aliases": ["dowry death", "Manoj case", "Jama case"],
     "one_line_summary": "Dowry death trial; five prosecution witnesses; accused's statement; defence evidence.",
     "next_date": "2026-12-11", "listed_for_next": "defence evidence"},
    {"id": "C05", "case_number": "Bail Petition No. 318 of 2026", "judge_id": "J5",
     "title": "Mangal Chore vs State of Jharkhand", "represents": "petitioner", "client_id": "CL5",
     "opposing_counsel_id": "OC5", "nature": "regular bail, Forest Offence (P.O.R.) No. 9 of 2025-26, Kathikund "
     "Range, s. 33, 41, 42 Indian Forest Act (sal logs on a tractor)", "filed_on": "2026-02-09",
     "kind": "bail", "court_level": "Sessions Court", "court": "Sessions Judge, Dumka",
     "short_name": "Mangal forest bail", "aliases": ["sal lakdi bail", "forest case", "Kathikund range"],
     "one_line_summary": "Bail in a forest-produce case; granted 20.02.2026.", "next_date": None,
     "listed_for_next": "disposed - bail granted on 20.02.2026"},
    {"id": "C06", "case_number": "Complaint Case No. 611 of 2025", "judge_id": "J6",
     "title": "Maa Tara Hardware vs Rajesh Kumar Barnwal", "represents": "complainant", "client_id": "CL6",
     "opposing_counsel_id": "OC6", "nature": "complaint u/s 138 N.I. Act, cheque of Rs. 4,85,000 dishonoured",
     "filed_on": "2025-09-24", "kind": "criminal complaint", "court_level": "Magistrate Court",
     "court": "Judicial Magistrate 1st Class, Deoghar", "short_name": "Barnwal cheque case",
     "aliases": ["138 Deoghar", "hardware case", "Bikash da case"],
     "one_line_summary": "Cheque case; complainant's evidence closed; accused's statement due.",
     "next_date": "2026-12-16", "listed_for_next": "statement of accused u/s 351 BNSS"},
    {"id": "C07", "case_number": "Original Maintenance Case No. 88 of 2025", "judge_id": "J7",
     "title": "Sonamuni Kisku vs Rameshwar Besra", "represents": "petitioner", "client_id": "CL7",
     "opposing_counsel_id": "OC7", "nature": "maintenance u/s 144 BNSS for the wife and a minor son",
     "filed_on": "2025-09-30", "kind": "family", "court_level": "District Court", "court": "Family Court, Dumka",
     "short_name": "Sonamuni maintenance", "aliases": ["kharcha case", "Masalia maintenance", "Besra case"],
     "one_line_summary": "Maintenance; interim Rs. 3,500 p.m.; husband pleads customary divorce; OP's evidence.",
     "next_date": "2026-12-11", "listed_for_next": "OP's evidence (cross of OPW1)"},
    {"id": "C08", "case_number": "Cr.M.P. No. 1887 of 2026", "judge_id": "J8",
     "title": "Rajesh Kumar Barnwal vs State of Jharkhand & Maa Tara Hardware", "represents": "opposite party no. 2",
     "client_id": "CL6", "opposing_counsel_id": "OC8", "nature": "petition u/s 528 BNSS by the accused to quash "
     "the cognizance order in Complaint Case No. 611 of 2025 (Deoghar)", "filed_on": "2026-03-02",
     "kind": "quashing", "court_level": "High Court", "court": "Jharkhand High Court, Ranchi, Court No. 17",
     "short_name": "Barnwal Cr.M.P.", "aliases": ["quashing petition", "Ranchi Cr.M.P."],
     "one_line_summary": "Accused's quashing petition; dismissed 20.07.2026.", "next_date": None,
     "listed_for_next": "disposed - dismissed on 20.07.2026"},
]
