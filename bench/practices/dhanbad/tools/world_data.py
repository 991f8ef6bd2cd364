"""The registry of the Dhanbad practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Binod Kumar Mahato",
    "enrolment_no": "JH/1187/2006",
    "chamber_address": "Table No. 41, Advocates' Shed No. 3, Civil Court Campus, Dhanbad 826001; "
                       "residence-office: Saraidhela, Dhanbad",
    "practice": "Civil Court Dhanbad (title and money suits, complaint cases u/s 138 NI Act), MACT Dhanbad, "
                "CGIT-cum-Labour Courts No. 1 and 2, Dhanbad (colliery workmen), and appeals at the Jharkhand "
                "High Court, Ranchi",
    "junior": {"name": "Sudipta Mondal", "enrolment_no": "JH/2290/2022"},
    "juniors": [{"name": "Sudipta Mondal", "enrolment_no": "JH/2290/2022",
                 "writes": "WhatsApp in romanised Bangla mixed with Hindi and English, sometimes Bangla script",
                 "usually_attends": "JM court and MACT at Dhanbad, passovers and hazri"}],
    "clerk": {"name": "Kailash Prasad Gupta", "role": "munshi: keeps a register (dainiki) in Devanagari Hindi, takes "
                                                     "dates from the peshkar, sends photos of its pages"},
}

JUDGES = [
    {"id": "J1", "name": "Sri Abhay Kumar Tirkey", "short": "Tirkey sahab (Sub-Judge III)",
     "court": "Civil Judge (Senior Division)-III, Dhanbad", "court_hall": "Court of Sub-Judge III", "level": "Civil Court",
     "temperament": "Strict on originals and on adjournments.",
     "habits": ["adjourns only on cost", "asks for the original khatiyan and deeds"]},
    {"id": "J2", "name": "Sri Sanjeev Minz", "short": "Minz sahab (JM)", "court": "Judicial Magistrate First Class, Dhanbad",
     "court_hall": "Court of JM-1st Class (Sri S. Minz)", "level": "Magistrate Court",
     "temperament": "Warrants when the accused keeps away.", "habits": ["warrant on absence", "complainant in person"]},
    {"id": "J3", "name": "Md. Tanweer Alam", "short": "Alam sahab (Munsif II)", "court": "Civil Judge (Junior Division)-II, Dhanbad",
     "court_hall": "Court of Munsif II", "level": "Civil Court", "temperament": "Sends money suits to mediation.",
     "habits": ["mediation referral"]},
    {"id": "J4", "name": "Sri Dilip Kumar Oraon", "short": "Oraon sahab (MACT)",
     "court": "District Judge-IV-cum-Motor Accident Claims Tribunal, Dhanbad", "court_hall": "Court of DJ-IV",
     "level": "District Court", "temperament": "Wants income proof and DL verification.", "habits": ["DL verification"]},
    {"id": "J5", "name": "Sri Kamal Kishore Sahay", "short": "PO sahab, CGIT-1",
     "court": "Central Government Industrial Tribunal-cum-Labour Court No. 1, Dhanbad", "court_hall": "CGIT No. 1",
     "level": "Tribunal", "temperament": "Enquiry file first; fairness of enquiry as a preliminary issue.",
     "habits": ["calls for the whole enquiry file", "preliminary issue on fairness of the domestic enquiry"]},
    {"id": "J6", "name": "Smt. Reena Xalxo", "short": "PO madam, CGIT-2",
     "court": "Central Government Industrial Tribunal-cum-Labour Court No. 2, Dhanbad", "court_hall": "CGIT No. 2",
     "level": "Tribunal", "temperament": "Pushes for settlement.", "habits": ["settlement"]},
    {"id": "J7", "name": "Hon'ble Mr. Justice Ashutosh Prasad Verma", "short": "Verma J",
     "court": "High Court of Jharkhand at Ranchi, Court No. 11", "court_hall": "Court No. 11", "level": "High Court",
     "temperament": "Will not hear without the LCR.", "habits": ["LCR first", "asks for the medical board certificate"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Sri Naresh Chandra Pandey", "chamber": "Dhanbad", "style": "For the defendants; sick "
     "petitions and adjournments.", "tactics": ["sick petition", "time"]},
    {"id": "OC2", "name": "Sri Manoj Kumar Sao", "chamber": "Dhanbad", "style": "For the accused; hazri maafi "
     "petitions.", "tactics": ["exemption from personal appearance"]},
    {"id": "OC3", "name": "Sri Amit Kumar Sinha", "chamber": "Dhanbad", "style": "For the transporter; delays WS.",
     "tactics": ["time for WS"]},
    {"id": "OC4", "name": "Sri Rakesh Ranjan", "chamber": "Dhanbad (insurer's panel)", "style": "Insurer's defences: "
     "fake DL, no permit.", "tactics": ["DL", "permit", "investigator"]},
    {"id": "OC5", "name": "Sri Pradip Kumar Mukherjee", "chamber": "Dhanbad (for the management of DCL)",
     "style": "Takes time for instructions from the Area office.", "tactics": ["instructions awaited"]},
    {"id": "OC6", "name": "Sri Vivek Ranjan Sahdeo", "chamber": "Ranchi", "style": "For the insurer at the High Court.",
     "tactics": ["cross-objection"]},
]

CLIENTS = [
    {"id": "CL1", "name": "Gopal Mahato s/o late Budhan Mahato, Baliapur", "phone": "94311 6xxxx"},
    {"id": "CL2", "name": "Maa Tara Coal Traders (prop. Subhas Gorai), Katras Road", "phone": "97710 2xxxx"},
    {"id": "CL3", "name": "Dey Motors & Spares (prop. Tapan Kumar Dey), Bank More", "phone": "99343 8xxxx"},
    {"id": "CL4", "name": "Sabitri Devi w/o late Ramesh Bauri, Rajganj", "phone": "62031 4xxxx"},
    {"id": "CL5", "name": "Dukhan Bhuiya (through Jharia Koyla Mazdoor Union)", "phone": "79036 1xxxx"},
    {"id": "CL6", "name": "Phoolmani Devi w/o late Jagdish Rajwar, Bhaga", "phone": "82101 5xxxx"},
    {"id": "CL7", "name": "Lakhan Rajwar s/o Mangal Rajwar, Nirsa", "phone": "70045 9xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "T.S. No. 112 of 2024", "judge_id": "J1",
     "title": "Gopal Mahato vs Bhola Rawani & Ors.", "represents": "plaintiff", "client_id": "CL1",
     "opposing_counsel_id": "OC1", "nature": "title suit for declaration of title and confirmation of possession over "
     "42 decimals, khata no. 78, plot no. 412, mouza Baliapur", "filed_on": "2024-06-18", "kind": "civil suit",
     "court_level": "Civil Court", "court": "Civil Judge (Sr. Div.)-III, Dhanbad", "short_name": "Baliapur title suit",
     "aliases": ["Gopal Mahato TS", "Baliapur zameen case", "plot 412"],
     "one_line_summary": "Title suit over raiyati land; plaintiff's evidence closed; DW-1 and the hukumnama.",
     "next_date": "2027-01-18", "listed_for_next": "defendants' evidence (cross of DW-1)"},
    {"id": "C02", "case_number": "Complaint Case No. 1876 of 2025", "judge_id": "J2",
     "title": "Maa Tara Coal Traders vs Ashok Kumar Agarwal", "represents": "complainant", "client_id": "CL2",
     "opposing_counsel_id": "OC2", "nature": "complaint u/s 138 NI Act, cheque of Rs. 4,80,000 dishonoured",
     "filed_on": "2025-10-10", "kind": "criminal complaint", "court_level": "Magistrate Court",
     "court": "JM 1st Class, Dhanbad", "short_name": "Gorai cheque case", "aliases": ["Agarwal 138", "Maa Tara cheque"],
     "one_line_summary": "Cheque case; 143A interim compensation not paid; accused's hazri petitions; warrant.",
     "next_date": "2027-01-22", "listed_for_next": "appearance of accused / statement u/s 313 CrPC (351 BNSS)"},
    {"id": "C03", "case_number": "Money Suit No. 41 of 2025", "judge_id": "J3",
     "title": "Dey Motors & Spares vs Jai Maa Kali Roadlines", "represents": "plaintiff", "client_id": "CL3",
     "opposing_counsel_id": "OC3", "nature": "money suit for Rs. 6,35,400 for spare parts and tyres supplied",
     "filed_on": "2025-09-22", "kind": "civil suit", "court_level": "Civil Court", "court": "Civil Judge (Jr. Div.)-II, Dhanbad",
     "short_name": "Dey Motors money suit", "aliases": ["Tapan da suit", "Jai Maa Kali dues"],
     "one_line_summary": "Money suit; mediation failed; plaintiff's evidence closed; DE next.",
     "next_date": "2027-01-27", "listed_for_next": "defendant's evidence"},
    {"id": "C04", "case_number": "MACT Claim Case No. 218 of 2025", "judge_id": "J4",
     "title": "Sabitri Devi & Ors. vs Md. Salim & Anr.", "represents": "claimants", "client_id": "CL4",
     "opposing_counsel_id": "OC4", "nature": "claim u/s 166 MV Act, death of Ramesh Bauri hit by a hyva truck on "
     "06.07.2025 near Rajganj", "filed_on": "2025-10-29", "kind": "claim", "court_level": "District Court",
     "court": "MACT, Dhanbad", "short_name": "Sabitri claim", "aliases": ["Ramesh Bauri accident", "hyva wala claim"],
     "one_line_summary": "Death claim; owner ex parte; insurer pleads fake DL and no permit; claimants' evidence closed.",
     "next_date": "2027-02-03", "listed_for_next": "insurer's evidence (investigator)"},
    {"id": "C05", "case_number": "Ref. Case No. 47 of 2024", "judge_id": "J5",
     "title": "Workman Dukhan Bhuiya vs Management of Godhur Colliery, Damodar Coalfields Ltd.",
     "represents": "workman", "client_id": "CL5", "opposing_counsel_id": "OC5",
     "nature": "industrial dispute on the dismissal of a miner/loader w.e.f. 14.03.2023 for unauthorised absence",
     "filed_on": "2024-08-05", "kind": "labour reference", "court_level": "Tribunal", "court": "CGIT-cum-Labour Court No. 1, Dhanbad",
     "short_name": "Dukhan dismissal reference", "aliases": ["Godhur case", "Dukhan CGIT"],
     "one_line_summary": "Dismissal; domestic enquiry held not fair and proper on 23.11.2026; merits evidence next.",
     "next_date": "2027-01-18", "listed_for_next": "management's evidence on merits"},
    {"id": "C06", "case_number": "Ref. Case No. 19 of 2025", "judge_id": "J6",
     "title": "Smt. Phoolmani Devi vs Management of Bhaga Colliery, Damodar Coalfields Ltd.", "represents": "workman",
     "client_id": "CL6", "opposing_counsel_id": "OC5", "nature": "dependant employment under NCWA after the death "
     "of Jagdish Rajwar, a miner", "filed_on": "2025-06-30", "kind": "labour reference", "court_level": "Tribunal",
     "court": "CGIT-cum-Labour Court No. 2, Dhanbad", "short_name": "Phoolmani dependant job",
     "aliases": ["Bhaga colliery case", "Phoolmani naukri"],
     "one_line_summary": "Dependant employment; settlement; award in terms of settlement on 20.07.2026.",
     "next_date": None, "listed_for_next": "disposed - award in terms of settlement on 20.07.2026"},
    {"id": "C07", "case_number": "M.A. No. 312 of 2025", "judge_id": "J7",
     "title": "Lakhan Rajwar vs Sanjay Kumar Yadav & Anr.", "represents": "appellant", "client_id": "CL7",
     "opposing_counsel_id": "OC6", "nature": "miscellaneous appeal u/s 173 MV Act for enhancement of an award of "
     "Rs. 3,20,000 (injury, MACT Dhanbad Claim Case No. 77 of 2022)", "filed_on": "2025-11-20", "kind": "appeal",
     "court_level": "High Court", "court": "High Court of Jharkhand, Ranchi, Court No. 11",
     "short_name": "Lakhan enhancement appeal", "aliases": ["Ranchi appeal", "Nirsa accident appeal"],
     "one_line_summary": "Enhancement appeal; LCR received; insurer's cross-objection; disability certificate asked.",
     "next_date": "2027-02-16", "listed_for_next": "hearing"},
]
