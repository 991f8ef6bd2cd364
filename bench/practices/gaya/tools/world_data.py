"""The registry of the Gaya practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Rajeev Ranjan Sharma",
    "enrolment_no": "BSBC 2291/2006",
    "chamber_address": "Table No. 47, Gaya Bar Association Hall, Civil Court Campus, Gaya 823001; basa-cum-office: "
                       "Nai Godam, near Kali Bari, Gaya",
    "practice": "Civil Court, Gaya (Sub-Judge / Civil Judge (Sr. Div.) courts: partition and title suits), DCLR Sadar "
                "(dakhil-kharij appeals), CJM / ACJM / JM courts (498A, NI Act 138), and the Patna High Court "
                "(CWJC, Cr. Misc.)",
    "junior": {"name": "Md. Tabrez Alam", "enrolment_no": "BSBC 4417/2022"},
    "juniors": [{"name": "Md. Tabrez Alam", "enrolment_no": "BSBC 4417/2022",
                 "writes": "WhatsApp messages in Roman Hinglish with Magahi words, from the Gaya court verandah "
                           "and from Patna when he goes for mentions",
                 "usually_attends": "JM / ACJM courts at Gaya, the DCLR, mentioning at Patna High Court"}],
    "clerk": {"name": "Ramashish Prasad", "role": "munshi: keeps a register (tarikh-bahi) in Devanagari Hindi, "
                                                 "takes dates from the peshkar, sends photos of the page on WhatsApp"},
}

JUDGES = [
    {"id": "J1", "name": "Sri Anil Kumar Pandey", "short": "Pandey ji (Sub-Judge-I)",
     "court": "Civil Judge (Senior Division)-I (Sub-Judge-I), Civil Court, Gaya", "court_hall": "Sub-Judge-I",
     "level": "Civil Court", "temperament": "Old suits first; wants the vanshavali and khatiyan on record.",
     "habits": ["asks for the vanshavali (genealogy)", "adjournment only on cost", "takes old suits first"]},
    {"id": "J2", "name": "Smt. Nivedita Kumari", "short": "Sub-Judge-III madam",
     "court": "Civil Judge (Senior Division)-III (Sub-Judge-III), Civil Court, Gaya", "court_hall": "Sub-Judge-III",
     "level": "Civil Court", "temperament": "Wants the original khatiyan and lagan rasid; survey-knowing commissioner.",
     "habits": ["asks for the original lagan rasid", "appoints an amin commissioner"]},
    {"id": "J3", "name": "Sri Prabhat Ranjan", "short": "DCLR sahab",
     "court": "Deputy Collector Land Reforms (DCLR), Sadar, Gaya", "court_hall": "DCLR Sadar", "level": "Revenue Court",
     "temperament": "Calls for the CO's record and the karmchari's report.",
     "habits": ["calls for the CO's record", "wants the jamabandi register-II entry"]},
    {"id": "J4", "name": "Sri Manoj Kumar Tiwary", "short": "Tiwary ji (JM)",
     "court": "Judicial Magistrate 1st Class, Gaya (Court No. 7)", "court_hall": "JM-7",
     "level": "Magistrate Court", "temperament": "Allows hazri petitions but puts cost.",
     "habits": ["hazri petition on cost", "warrant when the accused is absent"]},
    {"id": "J5", "name": "Smt. Shalini Singh", "short": "ACJM-II madam",
     "court": "Additional Chief Judicial Magistrate-II, Gaya", "court_hall": "ACJM-II", "level": "Magistrate Court",
     "temperament": "Presses the prosecution for witnesses; show cause to the I.O.",
     "habits": ["summons and warrant to witnesses", "show cause to the I.O."]},
    {"id": "J6", "name": "Hon'ble Mr. Justice Sanjeev Kumar Prasad", "short": "Prasad J",
     "court": "Patna High Court, Court No. 21", "court_hall": "Court No. 21", "level": "High Court",
     "temperament": "In matrimonial quash: who lived where; sends parties to the mediation centre.",
     "habits": ["asks where the in-laws lived", "refers to the Patna High Court Mediation Centre"]},
    {"id": "J7", "name": "Hon'ble Mr. Justice Arvind Kumar Jha", "short": "Jha J",
     "court": "Patna High Court, Court No. 9", "court_hall": "Court No. 9", "level": "High Court",
     "temperament": "Wants the counter affidavit on time; personal affidavit of the officer.",
     "habits": ["cost on the State for delay", "personal affidavit of the SDO"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Sri Shambhu Nath Singh", "chamber": "Gaya",
     "style": "For the defendants in the partition suit; seeks time on illness.", "tactics": ["tabiyat kharab"]},
    {"id": "OC2", "name": "Sri Kameshwar Prasad Verma", "chamber": "Gaya",
     "style": "Pleads bataidari and adverse possession.", "tactics": ["bataidar since 1985"]},
    {"id": "OC3", "name": "Sri Dilip Kumar Sinha", "chamber": "Gaya", "style": "For the objector before the DCLR.",
     "tactics": []},
    {"id": "OC4", "name": "Sri Rakesh Ranjan", "chamber": "Gaya", "style": "Files hazri petitions for the accused.",
     "tactics": ["hazri petition"]},
    {"id": "OC5", "name": "Sri Nand Kishore Prasad, APP", "chamber": "Prosecution, Gaya",
     "style": "Prosecution in the 498A trial.", "tactics": []},
    {"id": "OC6", "name": "Md. Shahid Akhtar, APP", "chamber": "Patna High Court",
     "style": "State in Cr. Misc.; time for the case diary.", "tactics": ["case diary awaited"]},
    {"id": "OC7", "name": "Sri Vinay Kishore, SC-11", "chamber": "Patna High Court",
     "style": "State in CWJC; time for instructions and counter affidavit.", "tactics": ["instructions awaited"]},
    {"id": "OC8", "name": "Smt. Reena Kumari", "chamber": "Gaya / Patna", "style": "For the informant wife (O.P. No. 2).",
     "tactics": []},
]

CLIENTS = [
    {"id": "CL1", "name": "Kamla Devi w/o late Shivnandan Mahto, vill. Chandauti", "phone": "94311 6xxxx"},
    {"id": "CL2", "name": "Jagdish Prasad Yadav s/o late Ramchandra Yadav, vill. Manpur", "phone": "99349 2xxxx"},
    {"id": "CL3", "name": "Sunaina Devi w/o Awadhesh Singh, Belaganj", "phone": "70044 8xxxx"},
    {"id": "CL4", "name": "Maa Tara Enterprises (prop. Sanjay Kumar Gupta), K.P. Road, Gaya", "phone": "93341 0xxxx"},
    {"id": "CL5", "name": "Ravi Ranjan Kumar s/o Umesh Prasad, Delha, Gaya", "phone": "78700 5xxxx"},
    {"id": "CL6", "name": "Umesh Prasad, Sheela Devi and Anjali Kumari (Ravi's parents and sister)", "phone": "78700 5xxxx"},
    {"id": "CL7", "name": "Suresh Paswan, PDS dealer, Tekari", "phone": "62012 3xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "Partition Suit No. 118 of 2023", "judge_id": "J1",
     "title": "Kamla Devi vs Ramdeo Mahto & Ors.", "represents": "plaintiff", "client_id": "CL1",
     "opposing_counsel_id": "OC1", "nature": "suit for partition (bantwara) of the ancestral raiyati land of late "
     "Jhaman Mahto, mauza Chandauti, khata 57 (total 2 acre 14 decimal), plaintiff's 1/4 share as widow of a son",
     "filed_on": "2023-06-19", "kind": "civil suit", "court_level": "Civil Court",
     "court": "Civil Judge (Senior Division)-I, Gaya", "short_name": "Kamla bantwara suit",
     "aliases": ["bantwara", "Chandauti partition", "Kamla chachi ka case"],
     "one_line_summary": "Widow's partition suit against her husband's brothers; PE closed; defendants' evidence.",
     "next_date": "2027-01-06", "listed_for_next": "defendants' evidence (DW2)"},
    {"id": "C02", "case_number": "Title Suit No. 264 of 2024", "judge_id": "J2",
     "title": "Jagdish Prasad Yadav vs Sukhdeo Manjhi & Ors.", "represents": "plaintiff", "client_id": "CL2",
     "opposing_counsel_id": "OC2", "nature": "declaration of raiyati title and recovery of possession of plot 845, "
     "khata 112, mauza Manpur (62 decimal), Bihar Tenancy Act; defendants plead bataidari and adverse possession",
     "filed_on": "2024-09-10", "kind": "civil suit", "court_level": "Civil Court",
     "court": "Civil Judge (Senior Division)-III, Gaya", "short_name": "Jagdish title suit",
     "aliases": ["Manpur title suit", "plot 845", "Sukhdeo Manjhi wala"],
     "one_line_summary": "Title and possession of raiyati land; amin commissioner's report; plaintiff's evidence.",
     "next_date": "2027-01-13", "listed_for_next": "plaintiff's evidence (PW3)"},
    {"id": "C03", "case_number": "Mutation Appeal No. 47 of 2025-26", "judge_id": "J3",
     "title": "Sunaina Devi vs Bhola Singh & Anr.", "represents": "appellant", "client_id": "CL3",
     "opposing_counsel_id": "OC3", "nature": "appeal u/s 7(3) Bihar Land Mutation Act, 2011 against the CO "
     "Belaganj's order rejecting dakhil-kharij of 15 decimal of plot 1207, mauza Belaganj, bought by kewala of 2024",
     "filed_on": "2025-12-22", "kind": "appeal", "court_level": "Revenue Court", "court": "DCLR, Sadar, Gaya",
     "short_name": "Sunaina dakhil-kharij appeal", "aliases": ["mutation appeal", "Belaganj dakhil kharij"],
     "one_line_summary": "Mutation appeal; allowed 23.07.2026, CO to mutate in 30 days.", "next_date": None,
     "listed_for_next": "disposed - appeal allowed on 23.07.2026"},
    {"id": "C04", "case_number": "Complaint Case No. 1876 of 2025", "judge_id": "J4",
     "title": "Maa Tara Enterprises vs Pintu Kumar Singh", "represents": "complainant", "client_id": "CL4",
     "opposing_counsel_id": "OC4", "nature": "complaint u/s 138 NI Act, cheque Rs. 2,40,000 dishonoured",
     "filed_on": "2025-07-10", "kind": "criminal complaint", "court_level": "Magistrate Court",
     "court": "Judicial Magistrate 1st Class, Gaya", "short_name": "Maa Tara cheque case",
     "aliases": ["138 wala", "Pintu cheque case", "Gupta ji ka case"],
     "one_line_summary": "Cheque case; accused's hazri petitions; CE closed; statement of accused; defence evidence.",
     "next_date": "2027-01-06", "listed_for_next": "defence evidence"},
    {"id": "C05", "case_number": "G.R. No. 2214 of 2025", "judge_id": "J5",
     "title": "State of Bihar vs Ravi Ranjan Kumar", "represents": "accused", "client_id": "CL5",
     "opposing_counsel_id": "OC5", "nature": "trial u/s 498A IPC and s. 4 Dowry Prohibition Act, arising out of "
     "Mahila P.S. Case No. 88 of 2025 lodged by the wife Priti Kumari", "filed_on": "2025-08-18",
     "kind": "criminal trial", "court_level": "Magistrate Court", "court": "ACJM-II, Gaya",
     "short_name": "Ravi 498A case", "aliases": ["dahej wala case", "Mahila thana case", "Priti wala case"],
     "one_line_summary": "498A trial; charge framed; PW1 and PW2 examined; I.O. absent.",
     "next_date": "2027-01-20", "listed_for_next": "prosecution evidence (I.O.)"},
    {"id": "C06", "case_number": "Cr. Misc. No. 31245 of 2026", "judge_id": "J6",
     "title": "Umesh Prasad & Ors. vs State of Bihar & Anr.", "represents": "petitioners", "client_id": "CL6",
     "opposing_counsel_id": "OC6", "nature": "petition u/s 528 BNSS to quash the cognizance order dated 18.08.2025 "
     "in G.R. No. 2214 of 2025 as against the husband's parents and married sister",
     "filed_on": "2026-01-27", "kind": "quash", "court_level": "High Court", "court": "Patna High Court, Court No. 21",
     "short_name": "in-laws quash", "aliases": ["quashing", "Umesh ji ka HC case", "Anjali quash"],
     "one_line_summary": "Quash for the in-laws; mediation failed; allowed for the sister, rejected for the parents.",
     "next_date": None, "listed_for_next": "disposed - allowed in part on 10.12.2026"},
    {"id": "C07", "case_number": "CWJC No. 9914 of 2025", "judge_id": "J7",
     "title": "Suresh Paswan vs State of Bihar & Ors.", "represents": "petitioner", "client_id": "CL7",
     "opposing_counsel_id": "OC7", "nature": "writ against cancellation of the PDS licence by the SDO Tekari "
     "(14.07.2025) and the Collector's appellate order (03.10.2025)", "filed_on": "2025-11-24", "kind": "writ",
     "court_level": "High Court", "court": "Patna High Court, Court No. 9", "short_name": "Suresh PDS writ",
     "aliases": ["dealer writ", "PDS licence case", "Tekari dealer"],
     "one_line_summary": "PDS licence cancelled without show cause; State's counter; SDO's affidavit; arguments.",
     "next_date": "2027-01-08", "listed_for_next": "arguments"},
]
