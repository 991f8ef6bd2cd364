"""The registry of the Kolhapur practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Shrikant Appasaheb Chougule",
    "enrolment_no": "MAH/2231/2006",
    "chamber_address": "Office: 'Vishwas', 2nd lane, Shahupuri, Kolhapur 416001; seat: Bar Room No. 2, District and "
                       "Sessions Court, Kasaba Bawada, Kolhapur; also at the Kolhapur circuit bench of the Bombay High Court",
    "practice": "District and Sessions Court Kolhapur (civil suits, bail, MACT), JMFC Ichalkaranji (s. 138 N.I. Act), "
                "Labour Court Kolhapur, revenue appeals before the SDO Karveer, writs at the Bombay High Court's "
                "Kolhapur circuit bench",
    "junior": {"name": "Pratiksha More", "enrolment_no": "MAH/5518/2024"},
    "juniors": [{"name": "Pratiksha More", "enrolment_no": "MAH/5518/2024",
                 "writes": "WhatsApp messages in Latin-typed Marathi with English, short, from the court corridor",
                 "usually_attends": "JMFC Ichalkaranji, mentions at the circuit bench"}],
    "clerk": {"name": "Sadashiv Lohar", "role": "karkun (munshi): keeps the tarikh register (तारीख नोंदवही) in "
                                               "Devanagari Marathi, takes dates from the bench clerk, photographs "
                                               "the page and sends it on WhatsApp"},
}

JUDGES = [
    {"id": "J1", "name": "Hon'ble Mr. Justice Prakash N. Walimbe", "short": "Walimbe J",
     "court": "High Court of Judicature at Bombay, Circuit Bench at Kolhapur, Court Room No. 3",
     "court_hall": "Court Room No. 3", "level": "High Court",
     "temperament": "Reads the bye-laws himself; wants charts, not long affidavits.",
     "habits": ["asks for a chart", "stand over when the board is heavy", "keeps interim arrangements going"]},
    {"id": "J2", "name": "Shri. Harshal V. Bobade", "short": "SDO saheb (Karveer)",
     "court": "Sub-Divisional Officer, Karveer Division, Kolhapur", "court_hall": "SDO office, Kasaba Bawada road",
     "level": "Revenue", "temperament": "Calls for the tahsil record before hearing.",
     "habits": ["calls for the ferfar record and notice register", "notice through the talathi"]},
    {"id": "J3", "name": "Smt. S. A. Nadaf", "short": "Nadaf madam (3rd Jt. CJSD)",
     "court": "3rd Joint Civil Judge Senior Division, Kolhapur", "court_hall": "Court Hall No. 14",
     "level": "Civil Court", "temperament": "Pushes brothers' partition suits to mediation; costs on adjournments.",
     "habits": ["refers to mediation", "adjournment only on costs"]},
    {"id": "J4", "name": "Kum. P. S. Jadhav", "short": "Jadhav madam (JMFC Ichalkaranji)",
     "court": "2nd Joint Civil Judge Junior Division & JMFC, Ichalkaranji", "court_hall": "Court No. 2",
     "level": "Magistrate Court", "temperament": "Warrants for absent accused; 143A interim compensation.",
     "habits": ["bailable warrant", "interim compensation u/s 143A"]},
    {"id": "J5", "name": "Shri. A. S. Wagh", "short": "Wagh saheb (MACT)",
     "court": "District Judge-4 & Member, Motor Accident Claims Tribunal, Kolhapur", "court_hall": "Court Hall No. 6",
     "level": "District Court", "temperament": "Wants income proved by documents.", "habits": ["income proof"]},
    {"id": "J6", "name": "Shri. N. D. Khot", "short": "Khot saheb (ASJ-2)",
     "court": "Additional Sessions Judge-2, Kolhapur", "court_hall": "Court Hall No. 9", "level": "District Court",
     "temperament": "Interim protection with attendance at the police station.", "habits": ["interim protection"]},
    {"id": "J7", "name": "Smt. R. V. Ingale", "short": "Ingale madam (Labour Court)",
     "court": "Presiding Officer, Labour Court, Kolhapur", "court_hall": "Labour Court, Kolhapur", "level": "Labour Court",
     "temperament": "Costs on the management for delay.", "habits": ["costs on the company"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Adv. Vishwajeet Naik", "chamber": "Kolhapur / Mumbai",
     "style": "For the sugar karkhana; often at the principal seat in Mumbai.", "tactics": ["busy at Mumbai"]},
    {"id": "OC2", "name": "Shri. S. B. Lokhande, AGP", "chamber": "Government Pleader's office, Kolhapur bench",
     "style": "Time for the RJD's affidavit.", "tactics": ["instructions"]},
    {"id": "OC3", "name": "Adv. Smita Kadam", "chamber": "Kolhapur", "style": "For the cousin in the ferfar appeal.",
     "tactics": []},
    {"id": "OC4", "name": "Adv. Dhairyasheel Nikam", "chamber": "Kolhapur",
     "style": "For the elder brother; absent when busy at the circuit bench.", "tactics": ["busy in High Court"]},
    {"id": "OC5", "name": "Adv. Irfan Bagwan", "chamber": "Ichalkaranji", "style": "For the accused in the cheque case.",
     "tactics": ["security cheque"]},
    {"id": "OC6", "name": "Adv. Nandkumar Joshi", "chamber": "Kolhapur (panel, New India Assurance)",
     "style": "Insurer's defences: helmet, contributory negligence.", "tactics": ["no helmet"]},
    {"id": "OC7", "name": "Smt. Vaishali Mohite, APP", "chamber": "Sessions Court, Kolhapur", "style": "State.",
     "tactics": []},
    {"id": "OC8", "name": "Adv. Kedar Apte", "chamber": "Kolhapur", "style": "For the foundry management.",
     "tactics": ["contract labour"]},
]

CLIENTS = [
    {"id": "CL1", "name": "Baburao Ganpati Jadhav & 11 ors (cane growers, Kale, Tal. Panhala)", "phone": "94221 3xxxx"},
    {"id": "CL2", "name": "Shivaji Dnyanu Chavan, Shiye, Tal. Karveer", "phone": "98500 6xxxx"},
    {"id": "CL3", "name": "Sanjay Ramchandra Mane, Vadange, Tal. Karveer", "phone": "97302 1xxxx"},
    {"id": "CL4", "name": "Siddhivinayak Textiles, Ichalkaranji (prop. Anil Balasaheb Hupare)", "phone": "98231 4xxxx"},
    {"id": "CL5", "name": "Shobha Suresh Powar, Kerli, Tal. Karveer", "phone": "70203 9xxxx"},
    {"id": "CL6", "name": "Sunita Prakash Gurav and Lata Prakash Gurav (through Prakash Gurav)", "phone": "99754 2xxxx"},
    {"id": "CL7", "name": "Ganesh Tukaram Kamble, moulder, Shiroli", "phone": "88058 7xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "WP 4127 of 2025", "judge_id": "J1",
     "title": "Baburao Ganpati Jadhav & Ors. vs State of Maharashtra & Ors.", "represents": "petitioners",
     "client_id": "CL1", "opposing_counsel_id": "OC1",
     "nature": "writ against the Regional Joint Director (Sugar), Kolhapur's order declaring 12 cane growers 'non-active "
               "members' (akriyashil sabhasad) of Shri Dattaguru Sahakari Sakhar Karkhana Ltd., Kale, u/s 26(2) of the "
               "Maharashtra Co-operative Societies Act, and keeping them off the voters' list",
     "filed_on": "2025-11-20", "kind": "writ", "court_level": "High Court",
     "court": "Bombay High Court, Kolhapur Circuit Bench, Court Room No. 3", "short_name": "Dattaguru karkhana writ",
     "aliases": ["karkhana case", "Jadhav kaka writ", "akriyashil sabhasad WP"],
     "one_line_summary": "Cane growers' writ over 'non-active member' order; votes kept in sealed cover; arguments.",
     "next_date": "2027-01-18", "listed_for_next": "final hearing"},
    {"id": "C02", "case_number": "RTS Appeal 218 of 2025", "judge_id": "J2",
     "title": "Shivaji Dnyanu Chavan vs Parshuram Ganpati Chavan & Ors.", "represents": "appellant", "client_id": "CL2",
     "opposing_counsel_id": "OC3",
     "nature": "appeal u/s 247 of the Maharashtra Land Revenue Code against mutation entry (ferfar) no. 3417 of village "
               "Shiye, certified 14.11.2025, entering the respondent's name on the 7/12 of gat no. 412 on an "
               "unregistered hakksod patra",
     "filed_on": "2025-12-22", "kind": "revenue appeal", "court_level": "Revenue",
     "court": "Sub-Divisional Officer, Karveer, Kolhapur", "short_name": "Shiye ferfar appeal",
     "aliases": ["ferfar appeal", "Chavan 7/12", "gat 412"],
     "one_line_summary": "Ferfar appeal; allowed 29.07.2026, entry cancelled and remanded to the Tahsildar.",
     "next_date": None, "listed_for_next": "disposed - appeal allowed on 29.07.2026"},
    {"id": "C03", "case_number": "Spl. C.S. 187 of 2024", "judge_id": "J3",
     "title": "Sanjay Ramchandra Mane vs Dilip Ramchandra Mane & Ors.", "represents": "plaintiff", "client_id": "CL3",
     "opposing_counsel_id": "OC4",
     "nature": "suit for partition and separate possession (vatni) of ancestral land gat nos. 118 and 119 and a house "
               "at Vadange, Tal. Karveer, among three brothers and a sister",
     "filed_on": "2024-08-26", "kind": "civil suit", "court_level": "Civil Court",
     "court": "3rd Joint Civil Judge Senior Division, Kolhapur", "short_name": "Mane vatni suit",
     "aliases": ["partition suit", "Vadange vatni", "Mane brothers"],
     "one_line_summary": "Brothers' partition; plaintiff's evidence closed; TILR map; defendants' evidence next.",
     "next_date": "2026-12-16", "listed_for_next": "defendants' evidence"},
    {"id": "C04", "case_number": "S.C.C. 2314 of 2025", "judge_id": "J4",
     "title": "Siddhivinayak Textiles vs Rafiq Ismail Mujawar", "represents": "complainant", "client_id": "CL4",
     "opposing_counsel_id": "OC5", "nature": "complaint u/s 138 N.I. Act, cheque Rs. 4,85,000 for yarn dishonoured",
     "filed_on": "2025-10-13", "kind": "criminal complaint", "court_level": "Magistrate Court",
     "court": "JMFC, Ichalkaranji", "short_name": "Hupare cheque case", "aliases": ["Ichalkaranji 138", "yarn cheque"],
     "one_line_summary": "Cheque case; 143A interim compensation unpaid; defence evidence.",
     "next_date": "2026-12-16", "listed_for_next": "defence evidence (cross of DW1)"},
    {"id": "C05", "case_number": "M.A.C.P. 412 of 2025", "judge_id": "J5",
     "title": "Shobha Suresh Powar & Ors. vs Vishal Shankar Patil & Ors.", "represents": "claimants", "client_id": "CL5",
     "opposing_counsel_id": "OC6",
     "nature": "claim u/s 166 M.V. Act for the death of Suresh Bapu Powar, hit by a truck on the Kolhapur-Ratnagiri "
               "road near Kerli phata on 23.06.2025; claim Rs. 38,00,000",
     "filed_on": "2025-09-15", "kind": "claim", "court_level": "District Court", "court": "MACT, Kolhapur",
     "short_name": "Powar MACT", "aliases": ["Kerli accident", "truck claim"],
     "one_line_summary": "Death claim; insurer pleads no helmet; claimants' evidence closed; arguments.",
     "next_date": "2027-01-08", "listed_for_next": "arguments (insurer)"},
    {"id": "C06", "case_number": "Cri. B.A. 1642 of 2026", "judge_id": "J6",
     "title": "Sunita Prakash Gurav & Anr. vs State of Maharashtra", "represents": "applicants", "client_id": "CL6",
     "opposing_counsel_id": "OC7",
     "nature": "anticipatory bail u/s 482 BNSS, FIR No. 0211 of 2026, Rajarampuri Police Station, u/s 85, 115(2), "
               "351(2), 3(5) BNS ('498A') and ss. 3, 4 Dowry Prohibition Act",
     "filed_on": "2026-04-06", "kind": "bail", "court_level": "District Court",
     "court": "Additional Sessions Judge-2, Kolhapur", "short_name": "Gurav anticipatory bail",
     "aliases": ["498A ABA", "Gurav bail", "Rajarampuri FIR"],
     "one_line_summary": "Mother-in-law and sister-in-law's anticipatory bail; granted 12.05.2026.",
     "next_date": None, "listed_for_next": "disposed - anticipatory bail granted on 12.05.2026"},
    {"id": "C07", "case_number": "Complaint (ULP) 58 of 2025", "judge_id": "J7",
     "title": "Ganesh Tukaram Kamble vs Shivganga Castings Pvt. Ltd.", "represents": "complainant", "client_id": "CL7",
     "opposing_counsel_id": "OC8",
     "nature": "complaint of unfair labour practice under items 1(a), (b), (f) of Schedule IV, MRTU & PULP Act, 1971: "
               "oral termination on 02.08.2025 of a moulder with nine years' service at a foundry in Shiroli MIDC",
     "filed_on": "2025-09-29", "kind": "labour", "court_level": "Labour Court", "court": "Labour Court, Kolhapur",
     "short_name": "Kamble foundry case", "aliases": ["Shiroli foundry", "ULP complaint", "Ganesh Kamble"],
     "one_line_summary": "Foundry worker's termination; company says contract labour; company's evidence closed.",
     "next_date": "2026-12-23", "listed_for_next": "arguments"},
]
