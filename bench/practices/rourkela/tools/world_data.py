"""The registry of the Rourkela practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Sudhansu Sekhar Pradhan",
    "enrolment_no": "O-611/2003",
    "chamber_address": "Chamber No. 17, Bar Association Building, Court Complex, Panposh Road, Uditnagar, "
                       "Rourkela 769012; Cuttack: c/o Adv. Lopamudra Nanda, Chamber 9, Orissa High Court Bar",
    "practice": "Labour Court / Industrial Tribunal Rourkela, Employees' Compensation, criminal and civil courts at "
                "Rourkela (SDJM Panposh, JMFC, ASJ), Commercial Court (District Judge) Sundargarh, MACT, and writs at "
                "the Orissa High Court, Cuttack",
    "junior": {"name": "Pritam Kumar Ekka", "enrolment_no": "O-1402/2022"},
    "juniors": [{"name": "Pritam Kumar Ekka", "enrolment_no": "O-1402/2022",
                 "writes": "WhatsApp in English mixed with Sadri/Hindi and romanised Odia, short, from the court verandah",
                 "usually_attends": "SDJM Panposh, JMFC Rourkela, Sundargarh when the senior is at the Tribunal"},
                {"name": "Lopamudra Nanda", "enrolment_no": "O-877/2014",
                 "writes": "WhatsApp in English from the High Court", "usually_attends": "Orissa High Court, Cuttack"}],
    "clerk": {"name": "Bhagaban Sahu", "role": "muhuri: keeps a register (tarikh khata) in Odia with Odia digits, "
                                               "takes next dates from the bench clerk (peshkar), photographs the page"},
}

JUDGES = [
    {"id": "J1", "name": "Sri Pramod Kumar Satpathy", "short": "PO Tribunal / Satpathy babu",
     "court": "Presiding Officer, Industrial Tribunal, Rourkela", "court_hall": "Industrial Tribunal",
     "level": "Tribunal", "temperament": "Wants the principal employer's gate-pass and attendance records.",
     "habits": ["calls for the gate pass / attendance register", "costs on the management for records not produced"]},
    {"id": "J2", "name": "Sri Ashok Kumar Sethi", "short": "Commissioner EC (Sethi babu)",
     "court": "Commissioner for Employees' Compensation-cum-Deputy Labour Commissioner, Rourkela",
     "court_hall": "Office of the Dy. Labour Commissioner, Sector 19", "level": "Commissioner",
     "temperament": "Quick on quantum; asks for the wage proof first.", "habits": ["asks for wage slip / ESI record"]},
    {"id": "J3", "name": "Hon'ble Mr. Justice Aditya Narayan Mishra", "short": "A.N. Mishra J",
     "court": "Orissa High Court, Cuttack, Court No. 11", "court_hall": "Court No. 11", "level": "High Court",
     "temperament": "Calls for the lower record; wants the ROR and the OSATIP case record.",
     "habits": ["calls for the record of the Sub-Collector", "asks for the ROR (khatian)"]},
    {"id": "J4", "name": "Sri Subhransu Sekhar Dash", "short": "SDJM Panposh (Dash babu)",
     "court": "Sub-Divisional Judicial Magistrate, Panposh, Rourkela", "court_hall": "SDJM Court",
     "level": "Magistrate Court", "temperament": "Bailable warrant when the accused is absent.",
     "habits": ["BW on absence", "exemption only on a medical paper"]},
    {"id": "J5", "name": "Sri Debendra Nath Mahapatra", "short": "DJ Sundargarh (Commercial Court)",
     "court": "District Judge-cum-Commercial Court, Sundargarh", "court_hall": "Court of the District Judge",
     "level": "District Court", "temperament": "Holds to the Commercial Courts Act timelines; costs.",
     "habits": ["costs on adjournment", "fixes a timeline for evidence"]},
    {"id": "J6", "name": "Sri Prasanna Kumar Behera", "short": "ASJ Rourkela",
     "court": "Additional Sessions Judge, Rourkela", "court_hall": "Court of ASJ", "level": "Sessions Court",
     "temperament": "Calls for the case diary.", "habits": ["calls for the case diary and criminal antecedents"]},
    {"id": "J7", "name": "Smt. Pallavi Mohanty", "short": "JMFC madam",
     "court": "Judicial Magistrate First Class, Rourkela", "court_hall": "JMFC Court",
     "level": "Magistrate Court", "temperament": "Protection Officer's report first; wants arrears paid.",
     "habits": ["calls for the DIR of the Protection Officer", "orders deposit of arrears"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Sri Debasis Panda", "chamber": "Rourkela", "style": "For the contractor and the steel "
     "company; seeks time for instructions from the management.", "tactics": ["instructions from management"]},
    {"id": "OC2", "name": "Sri Bijay Ketan Nayak", "chamber": "Rourkela (panel, insurer)",
     "style": "For the insurer; denies employment.", "tactics": ["denies employer-employee relation"]},
    {"id": "OC3", "name": "Mr. Prasanta Kumar Jena, Addl. Standing Counsel", "chamber": "Orissa High Court",
     "style": "For the State; time for counter.", "tactics": ["time for counter"]},
    {"id": "OC4", "name": "Mr. Subrat Mohapatra", "chamber": "Cuttack", "style": "For the non-tribal purchaser.",
     "tactics": ["old purchase with permission"]},
    {"id": "OC5", "name": "Sri Manas Ranjan Pradhan", "chamber": "Rourkela", "style": "For the accused; busy "
     "elsewhere; exemption petitions.", "tactics": ["busy in another court", "exemption"]},
    {"id": "OC6", "name": "Sri Ranjit Kumar Mishra", "chamber": "Sundargarh", "style": "For the buyer; quality "
     "defence.", "tactics": ["quality shortfall", "witness not present"]},
    {"id": "OC7", "name": "Sri Gopal Chandra Nayak, Addl. PP", "chamber": "Rourkela", "style": "Opposes bail.",
     "tactics": ["case diary awaited"]},
    {"id": "OC8", "name": "Sri Ashish Kumar Lakra", "chamber": "Rourkela", "style": "For the husband.",
     "tactics": ["income disputed"]},
]

CLIENTS = [
    {"id": "CL1", "name": "Birsa Kujur s/o Late Etwa Kujur, Jhirpani", "phone": "94371 2xxxx"},
    {"id": "CL2", "name": "Sukmani Oraon w/o Late Somra Oraon, Lathikata", "phone": "70083 5xxxx"},
    {"id": "CL3", "name": "Jitu Munda s/o Late Budhu Munda, mouza Kuarmunda", "phone": "99378 1xxxx"},
    {"id": "CL4", "name": "Bhatia Roadways (prop. Harjit Singh Bhatia), Bisra Road", "phone": "94370 4xxxx"},
    {"id": "CL5", "name": "Jagannath Sponge & Power Pvt. Ltd. (Director Anil Kumar Agarwalla), Kalunga",
     "phone": "0661-240xxxx"},
    {"id": "CL6", "name": "Raju Kisan @ Kalia s/o Mangra Kisan (through mother Phulmani)", "phone": "63720 9xxxx"},
    {"id": "CL7", "name": "Reena Ekka d/o Benedict Ekka", "phone": "78940 6xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "I.D. Case No. 27 of 2025", "judge_id": "J1",
     "title": "Birsa Kujur vs Management of M/s Maa Samaleswari Enterprises & Anr.", "represents": "workman",
     "client_id": "CL1", "opposing_counsel_id": "OC1",
     "nature": "reference u/s 10 Industrial Disputes Act: whether the termination of Birsa Kujur, contract fitter "
               "in the coke oven area of Brahmani Ispat Ltd. through the contractor, w.e.f. 01.02.2025 is legal",
     "filed_on": "2025-11-20", "kind": "industrial dispute", "court_level": "Tribunal",
     "court": "Industrial Tribunal, Rourkela", "short_name": "Birsa termination ID case",
     "aliases": ["Birsa case", "coke oven fitter case", "ID 27"],
     "one_line_summary": "Illegal termination of a contract fitter; gate passes; workman's and management's evidence.",
     "next_date": "2027-08-11", "listed_for_next": "arguments"},
    {"id": "C02", "case_number": "E.C. Case No. 9 of 2026", "judge_id": "J2",
     "title": "Sukmani Oraon & Ors. vs M/s Maa Mangala Sponge Pvt. Ltd. & Anr.", "represents": "claimants",
     "client_id": "CL2", "opposing_counsel_id": "OC2",
     "nature": "claim u/s 22 Employees' Compensation Act for the death of Somra Oraon, kiln helper, who fell from "
               "the kiln platform at Lathikata on 14.03.2026",
     "filed_on": "2026-06-10", "kind": "compensation", "court_level": "Commissioner",
     "court": "Commissioner for Employees' Compensation, Rourkela", "short_name": "Somra death EC claim",
     "aliases": ["Sukmani case", "kiln death case", "EC case"],
     "one_line_summary": "Fatal accident; award Rs. 15,42,068 with interest; deposit and disbursement.",
     "next_date": "2027-07-27", "listed_for_next": "disbursement / FD compliance"},
    {"id": "C03", "case_number": "W.P.(C) No. 21457 of 2026", "judge_id": "J3",
     "title": "Jitu Munda vs State of Odisha & Ors.", "represents": "petitioner", "client_id": "CL3",
     "opposing_counsel_id": "OC3",
     "nature": "writ against the ADM Sundargarh's appellate order setting aside restoration of Ac. 1.36 dec. "
               "(plot 412, khata 88, mouza Kuarmunda) under Regulation 3(2) of the Orissa Scheduled Areas Transfer "
               "of Immovable Property (by Scheduled Tribes) Regulation, 1956",
     "filed_on": "2026-09-04", "kind": "writ", "court_level": "High Court",
     "court": "Orissa High Court, Cuttack, Court No. 11", "short_name": "Jitu Munda land restoration writ",
     "aliases": ["Kuarmunda land case", "OSATIP writ", "Munda writ"],
     "one_line_summary": "Tribal land restoration; status quo; counters; Sub-Collector's record called.",
     "next_date": "2027-08-05", "listed_for_next": "hearing"},
    {"id": "C04", "case_number": "I.C.C. Case No. 512 of 2026", "judge_id": "J4",
     "title": "Bhatia Roadways vs Pradip Kumar Sahu", "represents": "complainant", "client_id": "CL4",
     "opposing_counsel_id": "OC5", "nature": "complaint u/s 138 N.I. Act, cheque No. 004417 for Rs. 4,85,000 "
     "dishonoured (freight dues)", "filed_on": "2026-05-08", "kind": "criminal complaint",
     "court_level": "Magistrate Court", "court": "SDJM, Panposh, Rourkela", "short_name": "Bhatia cheque case",
     "aliases": ["Sardarji's 138", "Sahu Minerals cheque", "transporter cheque"],
     "one_line_summary": "Freight cheque dishonoured; BW; plea; complainant's evidence closed; accused absent.",
     "next_date": "2027-07-22", "listed_for_next": "examination of accused u/s 351 BNSS"},
    {"id": "C05", "case_number": "C.S. (Comm.) No. 6 of 2026", "judge_id": "J5",
     "title": "Jagannath Sponge & Power Pvt. Ltd. vs Shree Balaji Castings Pvt. Ltd.", "represents": "plaintiff",
     "client_id": "CL5", "opposing_counsel_id": "OC6",
     "nature": "commercial suit for Rs. 23,40,000, price of 780 MT sponge iron supplied under 9 invoices, with "
               "interest at 18%", "filed_on": "2026-06-26", "kind": "civil suit", "court_level": "District Court",
     "court": "District Judge-cum-Commercial Court, Sundargarh", "short_name": "Jagannath Sponge supply suit",
     "aliases": ["sponge iron suit", "Balaji Castings suit", "Kalunga suit"],
     "one_line_summary": "Price of sponge iron; quality defence (Fe(M)); issues; PWs; DW1 cross.",
     "next_date": "2027-07-23", "listed_for_next": "arguments"},
    {"id": "C06", "case_number": "B.A. No. 388 of 2026", "judge_id": "J6", "title": "Raju Kisan @ Kalia vs State of Odisha",
     "represents": "petitioner", "client_id": "CL6", "opposing_counsel_id": "OC7",
     "nature": "bail, Plant Site P.S. Case No. 233 of 2026 u/s 303(2), 317(2), 3(5) BNS (theft of scrap from the "
               "steel plant yard)", "filed_on": "2026-08-12", "kind": "bail", "court_level": "Sessions Court",
     "court": "Additional Sessions Judge, Rourkela", "short_name": "Kalia scrap bail",
     "aliases": ["scrap chori bail", "Raju Kisan bail", "Plant Site case"],
     "one_line_summary": "Bail in a scrap theft case; granted 01.09.2026.", "next_date": None,
     "listed_for_next": "disposed - bail granted on 01.09.2026"},
    {"id": "C07", "case_number": "C.M.C. No. 97 of 2026 (D.V. Act)", "judge_id": "J7",
     "title": "Reena Ekka vs Anil Toppo & 2 Ors.", "represents": "aggrieved person", "client_id": "CL7",
     "opposing_counsel_id": "OC8", "nature": "application u/s 12 Protection of Women from Domestic Violence Act; "
     "interim maintenance and residence u/s 23", "filed_on": "2026-09-28", "kind": "family",
     "court_level": "Magistrate Court", "court": "JMFC, Rourkela", "short_name": "Reena DV case",
     "aliases": ["Reena Ekka DV", "Toppo DV", "DV case"],
     "one_line_summary": "DV application; DIR; interim Rs. 6,000 p.m.; arrears deposit; AW1.",
     "next_date": "2027-08-16", "listed_for_next": "cross-examination of AW1"},
]
