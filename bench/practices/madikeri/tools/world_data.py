"""The registry of the Madikeri practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Chendrimada M. Poovaiah",
    "enrolment_no": "KAR/1187/2003",
    "chamber_address": "Chamber No. 9, Advocates' Association Building, Court Complex, Madikeri 571201; "
                       "branch room above Cauvery Stores, Main Road, Virajpet",
    "practice": "Courts at Madikeri, Virajpet and Somwarpet (civil suits, partition of Kodava family land, s. 138 "
                "N.I. Act, forest offences), Labour Court Mysuru, and writs at the Karnataka High Court, Bengaluru",
    "junior": {"name": "Nidhin Joseph", "enrolment_no": "KAR/4410/2023"},
    "juniors": [{"name": "Nidhin Joseph", "enrolment_no": "KAR/4410/2023",
                 "writes": "WhatsApp in English with Malayalam and Kannada in Latin letters, from Virajpet and "
                           "Somwarpet courts",
                 "usually_attends": "JMFC Somwarpet, Virajpet courts, Labour Court Mysuru, HC mentions"}],
    "clerk": {"name": "Lokesh H.S.", "role": "clerk (gumastha): keeps a register in Kannada script, takes dates "
                                            "from the sheristedar, sends photos of the register on WhatsApp"},
}

JUDGES = [
    {"id": "J1", "name": "Sri. Raghavendra S. Kulkarni", "short": "Kulkarni sir (Prl. SCJ)",
     "court": "Principal Senior Civil Judge & CJM, Madikeri", "court_hall": "Court Hall No. 2",
     "level": "Civil Court", "temperament": "Wants the RTC and the jamma bane record first; costs on adjournment.",
     "habits": ["asks for RTC (pahani) and jamma bane register", "costs on adjournment"]},
    {"id": "J2", "name": "Smt. Deepa H. Gowda", "short": "Gowda madam (SCJ Virajpet)",
     "court": "Senior Civil Judge & JMFC, Virajpet", "court_hall": "Court Hall No. 1", "level": "Civil Court",
     "temperament": "Impatient with the Government's delays.", "habits": ["last chance to Government", "costs"]},
    {"id": "J3", "name": "Sri. Pavan Kumar M.", "short": "Pavan sir (JMFC Somwarpet)",
     "court": "Civil Judge & JMFC, Somwarpet", "court_hall": "JMFC Court", "level": "Magistrate Court",
     "temperament": "Warrants when the accused is absent.", "habits": ["BW on absence", "insists complainant present"]},
    {"id": "J4", "name": "Sri. K. Nagaraj", "short": "Labour Court PO",
     "court": "Presiding Officer, Labour Court, Mysuru", "court_hall": "Labour Court", "level": "Tribunal",
     "temperament": "Tries settlement first.", "habits": ["settlement talks", "parties in person"]},
    {"id": "J5", "name": "Kum. Ashwini S. Patil", "short": "Patil madam (Addl. JMFC Virajpet)",
     "court": "Addl. Civil Judge & JMFC, Virajpet", "court_hall": "Court Hall No. 2", "level": "Magistrate Court",
     "temperament": "Strict with the prosecution on witnesses.", "habits": ["summons to witness through SP"]},
    {"id": "J6", "name": "Hon'ble Mr. Justice Raghunath S. Hiremath", "short": "Hiremath J",
     "court": "High Court of Karnataka, Bengaluru, Court Hall No. 11", "court_hall": "Court Hall No. 11",
     "level": "High Court", "temperament": "Wants the Government's report on record.",
     "habits": ["calls for DC's report", "extends interim orders"]},
    {"id": "J7", "name": "Sri. Mohan Prabhu", "short": "PDJ Madikeri",
     "court": "Principal District & Sessions Judge, Kodagu, Madikeri", "court_hall": "Court Hall No. 1",
     "level": "District Court", "temperament": "Quick on bail.", "habits": ["conditions to report to police/RFO"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Sri. M.K. Appaiah", "chamber": "Madikeri", "style": "Seeks time; busy at the High Court.",
     "tactics": ["counsel busy", "jamma bane not partible"]},
    {"id": "OC2", "name": "Sri. H.R. Manjunath, Government Pleader", "chamber": "Virajpet",
     "style": "Instructions awaited from the DCF.", "tactics": ["instructions awaited"]},
    {"id": "OC3", "name": "Sri. B.S. Lokanath", "chamber": "Kushalnagar", "style": "Exemption for the accused.",
     "tactics": ["exemption", "security cheque"]},
    {"id": "OC4", "name": "Sri. Ravishankar Hegde", "chamber": "Mysuru", "style": "For the management.",
     "tactics": ["settlement offers"]},
    {"id": "OC5", "name": "Smt. Pushpalatha K., APP", "chamber": "Virajpet", "style": "Prosecution.", "tactics": []},
    {"id": "OC6", "name": "Sri. Shivaprakash Rao, AGA", "chamber": "High Court, Bengaluru", "style": "State.",
     "tactics": ["time for report"]},
    {"id": "OC7", "name": "Sri. K.T. Subbaiah, PP", "chamber": "Madikeri", "style": "State in bail.", "tactics": []},
]

CLIENTS = [
    {"id": "CL1", "name": "Kambeyanda B. Bopanna", "phone": "94481 2xxxx"},
    {"id": "CL2", "name": "Chottangada K. Thimmaiah", "phone": "94486 5xxxx"},
    {"id": "CL3", "name": "Malnad Pepper Traders (prop. K.A. Shafi)", "phone": "99000 7xxxx"},
    {"id": "CL4", "name": "Kodagu Thotada Karmikara Sangha (gen. secy. Saji Varghese)", "phone": "97412 3xxxx"},
    {"id": "CL5", "name": "Kuttanda S. Somanna", "phone": "94480 9xxxx"},
    {"id": "CL6", "name": "Biddanda Dechamma (Mist Valley Homestay)", "phone": "98450 4xxxx"},
    {"id": "CL7", "name": "Abdul Majeed (through brother Rafeeq)", "phone": "+91 94470 1xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "O.S. No. 214/2025", "judge_id": "J1",
     "title": "Kambeyanda B. Bopanna vs Kambeyanda B. Ponnappa & 4 Ors.", "represents": "plaintiff", "client_id": "CL1",
     "opposing_counsel_id": "OC1", "nature": "suit for partition and separate possession of the family coffee estate "
     "(Sy. No. 112/3, Kadagadal village, 14.20 acres) and 6 acres of jamma bane land attached to it",
     "filed_on": "2025-11-20", "kind": "civil suit", "court_level": "Civil Court",
     "court": "Principal Senior Civil Judge & CJM, Madikeri", "short_name": "Kambeyanda partition",
     "aliases": ["okka partition", "jamma bane case", "Bopanna partition"],
     "one_line_summary": "Brothers' partition of a coffee estate and jamma bane; TI in part; PW1 done; commissioner.",
     "next_date": "2027-10-13", "listed_for_next": "commissioner report"},
    {"id": "C02", "case_number": "O.S. No. 88/2026", "judge_id": "J2",
     "title": "Chottangada K. Thimmaiah vs State of Karnataka & Anr.", "represents": "plaintiff", "client_id": "CL2",
     "opposing_counsel_id": "OC2", "nature": "suit for compensation of Rs. 6,40,000 for crop loss by wild elephants "
     "(coffee, pepper, areca, banana) at Siddapura on the night of 11.03.2026, against the DCF Virajpet Division",
     "filed_on": "2026-07-14", "kind": "civil suit", "court_level": "Civil Court",
     "court": "Senior Civil Judge & JMFC, Virajpet", "short_name": "Thimmaiah elephant suit",
     "aliases": ["aane case", "elephant damage", "Siddapura compensation"],
     "one_line_summary": "Elephant crop-damage compensation; ex gratia only Rs. 38,500; PE closed; RFO's evidence.",
     "next_date": "2027-09-28", "listed_for_next": "DW1 cross"},
    {"id": "C03", "case_number": "C.C. No. 1043/2026", "judge_id": "J3",
     "title": "Malnad Pepper Traders vs Ajjikuttira M. Devaiah", "represents": "complainant", "client_id": "CL3",
     "opposing_counsel_id": "OC3", "nature": "complaint u/s 138 N.I. Act; cheque Rs. 4,80,000 returning a pepper-sale "
     "advance dishonoured", "filed_on": "2026-06-20", "kind": "criminal complaint", "court_level": "Magistrate Court",
     "court": "Civil Judge & JMFC, Somwarpet", "short_name": "Shafi pepper cheque case",
     "aliases": ["menasu case", "pepper advance 138", "Devaiah cheque"],
     "one_line_summary": "Cheque for a pepper advance; accused on BW then bail; CE closed; 313 done; DE.",
     "next_date": "2027-09-21", "listed_for_next": "defence evidence (DW1)"},
    {"id": "C04", "case_number": "I.D. No. 37/2026", "judge_id": "J4",
     "title": "Workmen of Balele Glen Estate (Kodagu Thotada Karmikara Sangha) vs Management, Highland Plantations Pvt. Ltd.",
     "represents": "workmen", "client_id": "CL4", "opposing_counsel_id": "OC4",
     "nature": "industrial dispute on the termination of 23 estate workers and unpaid wages and bonus, on reference "
     "from the Government", "filed_on": "2026-08-03", "kind": "labour", "court_level": "Tribunal",
     "court": "Labour Court, Mysuru", "short_name": "Balele estate workers",
     "aliases": ["thotada karmikaru case", "labour case", "Saji's case"],
     "one_line_summary": "23 workers' termination; settlement refused; WW1, WW2; MW1 manager.",
     "next_date": "2027-09-23", "listed_for_next": "MW1 cross"},
    {"id": "C05", "case_number": "C.C. No. 612/2026", "judge_id": "J5",
     "title": "State by RFO Ponnampet vs Kuttanda S. Somanna & Anr.", "represents": "accused", "client_id": "CL5",
     "opposing_counsel_id": "OC5", "nature": "forest offence: felling of 14 rosewood (beete) trees on the accused's "
     "estate without permission and transport in a lorry; ss. 86, 87 Karnataka Forest Act and Karnataka Preservation "
     "of Trees Act", "filed_on": "2026-09-01", "kind": "criminal", "court_level": "Magistrate Court",
     "court": "Addl. Civil Judge & JMFC, Virajpet", "short_name": "Somanna beete case",
     "aliases": ["rosewood case", "tree felling case", "marada case"],
     "one_line_summary": "Rosewood felling; discharge rejected; RFO examined; mahazar witness hostile.",
     "next_date": "2027-09-21", "listed_for_next": "PW3 evidence"},
    {"id": "C06", "case_number": "W.P. No. 21407/2026 (GM-RES)", "judge_id": "J6",
     "title": "Smt. Biddanda Dechamma vs State of Karnataka & Ors.", "represents": "petitioner", "client_id": "CL6",
     "opposing_counsel_id": "OC6", "nature": "writ against the cancellation of the homestay registration of Mist Valley "
     "Homestay, Galibeedu by the Deputy Director of Tourism, Kodagu", "filed_on": "2026-09-28", "kind": "writ",
     "court_level": "High Court", "court": "High Court of Karnataka, Bengaluru, Court Hall No. 11",
     "short_name": "Mist Valley homestay writ", "aliases": ["homestay writ", "Dechamma writ", "Galibeedu homestay"],
     "one_line_summary": "Homestay registration cancelled; stayed; objections; DC's eco-zone report awaited.",
     "next_date": "2027-09-27", "listed_for_next": "hearing"},
    {"id": "C07", "case_number": "Crl.Misc. No. 318/2026", "judge_id": "J7", "title": "Abdul Majeed vs State by RFO Ponnampet",
     "represents": "petitioner", "client_id": "CL7", "opposing_counsel_id": "OC7",
     "nature": "regular bail for the lorry driver (A2) in the rosewood felling case", "filed_on": "2026-09-03",
     "kind": "bail", "court_level": "District Court", "court": "Principal District & Sessions Judge, Kodagu, Madikeri",
     "short_name": "Majeed bail", "aliases": ["driver bail", "lorry driver bail"],
     "one_line_summary": "Bail granted 18.09.2026.", "next_date": None,
     "listed_for_next": "disposed - bail granted on 18.09.2026"},
]
