"""The registry of the Kolar practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "K. Narasimha Murthy",
    "enrolment_no": "KAR/1187/2003",
    "chamber_address": "No. 7, Advocates' Chambers, District Court Complex, Kolar 563101; KGF office: 2nd Cross, "
                       "Robertsonpet (opp. Andersonpet bus stand road), K.G.F. 563122",
    "practice": "Courts at Kolar, K.G.F. (Robertsonpet) and Bangarapet: civil suits and partition, commercial suits, "
                "s. 138 N.I. Act, criminal trials and bail, the Labour Court (BGML workers' dues), revenue appeals "
                "before the Assistant Commissioner, and the odd writ at the Karnataka High Court, Bengaluru",
    "junior": {"name": "Harish Gowda B.", "enrolment_no": "KAR/3315/2027"},
    "juniors": [{"name": "Harish Gowda B.", "enrolment_no": "KAR/3315/2027",
                 "writes": "WhatsApp messages in Kanglish (Kannada in Latin letters with English), short, from court",
                 "usually_attends": "JMFC Kolar, Senior Civil Judge Bangarapet, AC court Kolar"}],
    "clerk": {"name": "Venkataramanappa", "role": "gumastha: keeps the date register (dinachari) in Kannada script, "
                                                 "takes dates from the bench clerk (shirastedar), photographs pages"},
}

JUDGES = [
    {"id": "J1", "name": "Hon'ble Mr. Justice B. N. Shivalingaiah", "short": "Shivalingaiah J",
     "court": "High Court of Karnataka, Bengaluru, Court Hall No. 11", "court_hall": "Court Hall 11",
     "level": "High Court", "temperament": "Wants the Union's and BGML's stand on record; practical interim orders.",
     "habits": ["asks for the PPO / service record first", "directs the authority to decide the representation in weeks"]},
    {"id": "J2", "name": "Sri. Mahantesh G. Hiremath", "short": "Labour Court PO",
     "court": "Labour Court, Kolar (Presiding Officer)", "court_hall": "Labour Court", "level": "Labour Court",
     "temperament": "Wants the gratuity calculation sheet and Form F; impatient with BGML's delays.",
     "habits": ["asks for the calculation sheet", "costs on the management for time"]},
    {"id": "J3", "name": "Smt. Roopa K. N.", "short": "Roopa madam (JMFC Kolar)",
     "court": "Addl. Civil Judge (Jr. Dn.) & JMFC, Kolar", "court_hall": "Court Hall 4", "level": "Magistrate Court",
     "temperament": "Strict about the accused's presence in 138 cases.",
     "habits": ["bailable warrant when the accused is absent", "wants complainant present on every date"]},
    {"id": "J4", "name": "Sri. Prakash Naik", "short": "Naik saaru (Sr CJ Bangarapet)",
     "court": "Senior Civil Judge & JMFC, Bangarapet", "court_hall": "Senior Civil Judge court", "level": "Civil Court",
     "temperament": "Revenue record first; adjournments only on costs.",
     "habits": ["asks for latest RTC (pahani) and mutation extract", "costs for adjournment"]},
    {"id": "J5", "name": "Sri. H. R. Venkatesh", "short": "PDJ saaru",
     "court": "Principal District & Sessions Judge, Kolar (also Commercial Court)", "court_hall": "Court Hall 1",
     "level": "District Court", "temperament": "Keeps the commercial-suit timeline; no adjournments in Com.O.S.",
     "habits": ["no adjournment in commercial suit", "asks about antecedents in bail"]},
    {"id": "J6", "name": "Smt. Shahnaz Begum", "short": "KGF JMFC madam",
     "court": "Prl. Civil Judge & JMFC, K.G.F. (Robertsonpet)", "court_hall": "JMFC court", "level": "Magistrate Court",
     "temperament": "Summons to the IO through the SP when police witnesses do not come.", "habits": ["summons through SP"]},
    {"id": "J7", "name": "Sri. Rakesh Gowda, K.A.S.", "short": "AC saaru",
     "court": "Assistant Commissioner, Kolar Sub-Division (s. 136(2) KLR Act appeals)", "court_hall": "AC court",
     "level": "Revenue Court", "temperament": "Calls for the Tahsildar's records.", "habits": ["calls for records"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Sri. K. Ravishankar", "chamber": "Kolar (panel counsel, BGML)",
     "style": "Seeks time for instructions from BGML's corporate office.", "tactics": ["instructions awaited"]},
    {"id": "OC2", "name": "Sri. Y. H. Vijayakumar, CGC", "chamber": "Bengaluru", "style": "For the Union and BGML in HC.",
     "tactics": ["time for objections"]},
    {"id": "OC3", "name": "Sri. Abdul Khader", "chamber": "Kolar", "style": "Accused's counsel; exemption petitions, "
     "accused unwell.", "tactics": ["exemption", "security cheque defence"]},
    {"id": "OC4", "name": "Sri. M. Chikkanarasimhaiah", "chamber": "Bangarapet",
     "style": "Seeks time saying he is busy before the High Court.", "tactics": ["busy in High Court"]},
    {"id": "OC5", "name": "Sri. G. Srinivasa Murthy", "chamber": "Kolar / Bengaluru", "style": "Counter-claims.",
     "tactics": ["counter-claim"]},
    {"id": "OC6", "name": "Smt. Vanaja B., APP", "chamber": "Prosecution, K.G.F.", "style": "Witnesses not served.",
     "tactics": ["summons not served"]},
    {"id": "OC7", "name": "Sri. Nagaraj Reddy", "chamber": "Bangarapet", "style": "For Ramappa.", "tactics": []},
    {"id": "OC8", "name": "Sri. Lokesh M., Public Prosecutor", "chamber": "Kolar", "style": "Opposes bail: antecedents.",
     "tactics": ["antecedents"]},
]

CLIENTS = [
    {"id": "CL1", "name": "P. Arumugam s/o Perumal, retd. winding engine driver, Champion Reef Mine, BGML",
     "phone": "94480 6xxxx"},
    {"id": "CL2", "name": "Selvi w/o late S. Anthonysamy, Marikuppam, K.G.F. (son Daniel)", "phone": "99025 1xxxx"},
    {"id": "CL3", "name": "Muninarayanappa s/o Chikkamuniyappa, Vemgal, tomato grower", "phone": "96860 4xxxx"},
    {"id": "CL4", "name": "Lakshmamma w/o late Krishnappa & 2 daughters, Budikote", "phone": "88613 2xxxx"},
    {"id": "CL5", "name": "Sri Sai Balaji Granites (partner P. Venugopal Reddy)", "phone": "94481 9xxxx"},
    {"id": "CL6", "name": "Naveen Kumar S. & 2 others (accused), Robertsonpet", "phone": "97316 0xxxx"},
    {"id": "CL7", "name": "Suresh @ Kulla s/o Narayanappa (through brother Ramesh)", "phone": "90089 7xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "I.D. (C.A.) No. 14/2029", "judge_id": "J2",
     "title": "P. Arumugam vs Bharat Gold Mines Ltd.", "represents": "applicant", "client_id": "CL1",
     "opposing_counsel_id": "OC1", "nature": "application u/s 33-C(2) Industrial Disputes Act for wages, leave "
     "encashment and gratuity difference of Rs. 4,86,320 of a retired BGML winding engine driver",
     "filed_on": "2029-11-18", "kind": "labour claim", "court_level": "Labour Court", "court": "Labour Court, Kolar",
     "short_name": "Arumugam BGML dues", "aliases": ["Arumugam gratuity", "BGML 33C(2)", "Champion Reef case"],
     "one_line_summary": "Retired mine worker's dues; PW1 and RW1 examined; arguments; calculation sheet.",
     "next_date": "2031-07-14", "listed_for_next": "arguments of the management"},
    {"id": "C02", "case_number": "W.P. No. 18233/2030 (GM-RES)", "judge_id": "J1",
     "title": "Selvi vs Union of India & Ors.", "represents": "petitioner", "client_id": "CL2",
     "opposing_counsel_id": "OC2", "nature": "writ against BGML's eviction notice for quarters No. 14, 3rd Line, "
     "Marikuppam, and for family pension of a deceased mine worker's widow",
     "filed_on": "2030-08-20", "kind": "writ", "court_level": "High Court",
     "court": "High Court of Karnataka, Bengaluru, Court Hall 11", "short_name": "Selvi quarters writ",
     "aliases": ["quarters case", "Marikuppam writ", "Selvi pension"],
     "one_line_summary": "No coercive steps on the quarters; family pension considered and sanctioned; hearing.",
     "next_date": "2031-07-15", "listed_for_next": "hearing (eviction part)"},
    {"id": "C03", "case_number": "C.C. No. 1147/2030", "judge_id": "J3",
     "title": "Muninarayanappa vs K. Chowdareddy (Sri Venkateshwara Tomato Traders)", "represents": "complainant",
     "client_id": "CL3", "opposing_counsel_id": "OC3", "nature": "complaint u/s 138 N.I. Act: commission agent's "
     "cheque for Rs. 3,62,800 towards tomato sale proceeds at Kolar APMC, dishonoured",
     "filed_on": "2030-06-02", "kind": "criminal complaint", "court_level": "Magistrate Court",
     "court": "Addl. Civil Judge & JMFC, Kolar", "short_name": "Muninarayanappa tomato cheque",
     "aliases": ["tomato 138", "APMC cheque case", "Chowdareddy case"],
     "one_line_summary": "Cheque case against a mandi commission agent; PW1 and DW1 over; arguments.",
     "next_date": "2031-07-03", "listed_for_next": "arguments"},
    {"id": "C04", "case_number": "O.S. No. 88/2029", "judge_id": "J4",
     "title": "Lakshmamma & Ors. vs Ramappa & Anr.", "represents": "plaintiffs", "client_id": "CL4",
     "opposing_counsel_id": "OC4", "nature": "suit for partition and separate possession of 1/2 share in dry land "
     "Sy. No. 47/2 and 47/3 of Budikote village, Bangarapet taluk", "filed_on": "2029-06-10", "kind": "civil suit",
     "court_level": "Civil Court", "court": "Senior Civil Judge & JMFC, Bangarapet", "short_name": "Budikote partition",
     "aliases": ["Lakshmamma partition", "Ramappa case", "47/2 suit"],
     "one_line_summary": "Partition of dry land; commissioner's measurement; issues; PW1 evidence.",
     "next_date": "2031-07-11", "listed_for_next": "PW2 evidence"},
    {"id": "C05", "case_number": "Com.O.S. No. 4/2030", "judge_id": "J5",
     "title": "Sri Sai Balaji Granites vs Kolar Stone Crushers", "represents": "plaintiff", "client_id": "CL5",
     "opposing_counsel_id": "OC5", "nature": "commercial suit for Rs. 18,40,000 royalty share and injunction under a "
     "granite raising agreement over quarry lease No. 1432, Sy. No. 112, Hunasikote", "filed_on": "2030-03-04",
     "kind": "commercial suit", "court_level": "District Court", "court": "Prl. District Judge (Commercial Court), Kolar",
     "short_name": "Balaji granite quarry suit", "aliases": ["quarry case", "Venugopal Reddy suit", "granite case"],
     "one_line_summary": "Granite raising dispute with counter-claim; PW1 and DW1 over; arguments.",
     "next_date": "2031-07-07", "listed_for_next": "defendant's arguments"},
    {"id": "C06", "case_number": "C.C. No. 1530/2025", "judge_id": "J6",
     "title": "State by Robertsonpet P.S. vs Naveen Kumar S. & Ors.", "represents": "accused", "client_id": "CL6",
     "opposing_counsel_id": "OC6", "nature": "trial u/s 498A, 323, 506 r/w 34 IPC and ss. 3, 4 D.P. Act "
     "(Cr. No. 61/2024, Robertsonpet P.S.)", "filed_on": "2025-03-11", "kind": "criminal trial",
     "court_level": "Magistrate Court", "court": "Prl. Civil Judge & JMFC, K.G.F.", "short_name": "Naveen 498A",
     "aliases": ["dowry case", "Priya case", "Robertsonpet 498A"],
     "one_line_summary": "Dowry harassment trial; PW1–PW4; 313 statements; defence.",
     "next_date": "2031-07-03", "listed_for_next": "defence evidence"},
    {"id": "C07", "case_number": "R.A. (Bangarapet) No. 73/2029-30", "judge_id": "J7",
     "title": "Lakshmamma vs Ramappa & Tahsildar, Bangarapet", "represents": "appellant", "client_id": "CL4",
     "opposing_counsel_id": "OC7", "nature": "appeal u/s 136(2) Karnataka Land Revenue Act against mutation "
     "M.R. No. 12/2027-28 of Budikote in favour of Ramappa", "filed_on": "2029-12-02", "kind": "revenue appeal",
     "court_level": "Revenue Court", "court": "Assistant Commissioner, Kolar Sub-Division",
     "short_name": "Budikote mutation appeal", "aliases": ["MR appeal", "AC appeal", "khata appeal"],
     "one_line_summary": "Mutation appeal allowed on 25.11.2030; remanded to the Tahsildar.", "next_date": None,
     "listed_for_next": "disposed - appeal allowed on 25.11.2030"},
    {"id": "C08", "case_number": "Crl. Misc. No. 611/2031", "judge_id": "J5",
     "title": "Suresh @ Kulla vs State by Bangarapet P.S.", "represents": "petitioner", "client_id": "CL7",
     "opposing_counsel_id": "OC8", "nature": "regular bail u/s 483 BNSS, Cr. No. 44/2031 Bangarapet P.S., "
     "u/s 109, 118(2) BNS", "filed_on": "2031-03-10", "kind": "bail", "court_level": "District Court",
     "court": "Prl. District & Sessions Judge, Kolar", "short_name": "Kulla bail", "aliases": ["Suresh bail"],
     "one_line_summary": "Bail granted on 25.03.2031.", "next_date": None,
     "listed_for_next": "disposed - bail granted on 25.03.2031"},
]
