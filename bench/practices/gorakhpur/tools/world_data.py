"""The registry of the Gorakhpur practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Devendra Nath Tripathi",
    "enrolment_no": "UP/2871/2003",
    "chamber_address": "Chamber No. 41, Collectorate Kachahri, Gorakhpur 273001; residence-office: 112 Bichhiya Colony, Gorakhpur",
    "practice": "Allahabad High Court at Prayagraj (criminal appeals, service writs, anticipatory bail) and the Gorakhpur courts: "
                "civil suits, revenue suits before the SDM, DV and s. 138 N.I. Act complaints",
    "junior": {"name": "Sandeep Kumar Yadav", "enrolment_no": "UP/10442/2021"},
    "juniors": [{"name": "Sandeep Kumar Yadav", "enrolment_no": "UP/10442/2021",
                 "writes": "WhatsApp messages in Hinglish from Prayagraj and the Gorakhpur courts",
                 "usually_attends": "Allahabad High Court mentions, the magistrate courts"}],
    "clerk": {"name": "Ram Milan Nishad", "role": "munshi: keeps the tarikh pesh diary in Devanagari Hindi, takes dates from the peshkar"},
}

JUDGES = [
    {"id": "J1", "name": "Hon'ble Justice Vivek Narayan Tripathi", "short": "Tripathi J",
     "court": "High Court of Judicature at Allahabad, Court No. 62 (criminal appeals)", "court_hall": "Court No. 62",
     "level": "High Court", "temperament": "Wants the lower court record before hearing; asks for written submissions.",
     "habits": ["asks first whether the LCR has come", "last opportunity to the State", "written submissions in 3 weeks"]},
    {"id": "J2", "name": "Hon'ble Justice Alok Kumar Srivastava", "short": "Srivastava J",
     "court": "High Court of Judicature at Allahabad, Court No. 29 (service writs)", "court_hall": "Court No. 29",
     "level": "High Court", "temperament": "Calls the officer in person when the State does not comply.",
     "habits": ["personal affidavit of the officer", "officer to appear in person"]},
    {"id": "J3", "name": "Hon'ble Justice Saurabh Rai", "short": "Rai J",
     "court": "High Court of Judicature at Allahabad, Court No. 71 (bail)", "court_hall": "Court No. 71",
     "level": "High Court", "temperament": "Interim protection with conditions.", "habits": ["interim protection"]},
    {"id": "J4", "name": "Sri Pankaj Kumar Chauhan", "short": "Civil Judge (SD) Chauhan sahab",
     "court": "Civil Judge (Senior Division), Gorakhpur", "court_hall": "Court Room 7, Diwani Kachahri",
     "level": "Civil Court", "temperament": "Adjournment only on cost.", "habits": ["cost Rs. 500 / Rs. 1,000 on adjournment"]},
    {"id": "J5", "name": "Sri Vinay Kumar Shukla", "short": "SDM Sadar",
     "court": "Sub-Divisional Magistrate (Sadar), Gorakhpur (revenue court)", "court_hall": "Tehsil Sadar",
     "level": "Revenue Court", "temperament": "Often busy with administrative work.", "habits": ["no sitting on Samadhan Diwas"]},
    {"id": "J6", "name": "Smt. Shalini Tripathi", "short": "JM-II madam",
     "court": "Judicial Magistrate-II, Gorakhpur", "court_hall": "Court No. 14", "level": "Magistrate Court",
     "temperament": "Mediation first; firm on maintenance.", "habits": ["refers to mediation", "warns on unpaid maintenance"]},
    {"id": "J7", "name": "Sri Rohit Kumar Maurya", "short": "ACJM-III",
     "court": "Additional Chief Judicial Magistrate-III, Gorakhpur", "court_hall": "Court No. 9", "level": "Magistrate Court",
     "temperament": "Warrants for absent accused.", "habits": ["bailable warrant when the accused is absent"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Sri Manoj Kumar Shukla, Ld. AGA", "chamber": "State (criminal side), Allahabad High Court",
     "style": "Seeks time.", "tactics": ["instructions", "senior AGA busy"]},
    {"id": "OC2", "name": "Sri Rakesh Chandra Pandey, Standing Counsel", "chamber": "State (civil side), Allahabad High Court",
     "style": "Seeks time for instructions.", "tactics": ["instructions not received"]},
    {"id": "OC3", "name": "Sri Dinesh Kumar Rai", "chamber": "Diwani Kachahri, Gorakhpur",
     "style": "Adjournment slips.", "tactics": ["engaged in another court"]},
    {"id": "OC4", "name": "Sri Rajnath Pandey", "chamber": "Tehsil Sadar, Gorakhpur", "style": "Applications to delay.",
     "tactics": ["applications"]},
    {"id": "OC5", "name": "Sri Sunil Kumar Srivastava", "chamber": "Kachahri, Gorakhpur", "style": "Client out of station.",
     "tactics": ["client in Surat"]},
    {"id": "OC6", "name": "Sri Mohd. Akhtar Siddiqui", "chamber": "Kachahri, Gorakhpur", "style": "Exemption applications.",
     "tactics": ["exemption"]},
    {"id": "OC7", "name": "Sri Faizan Siddiqui", "chamber": "Allahabad High Court", "style": "For the informant.", "tactics": []},
]

CLIENTS = [
    {"id": "CL1", "name": "Ramesh Nishad", "type": "appellant, village Bhauwapar, Campierganj", "note": "brother Suresh calls"},
    {"id": "CL2", "name": "Smt. Sunita Maurya", "type": "assistant teacher, Adarsh Janta Inter College, Campierganj (aided)", "note": "husband Manoj calls"},
    {"id": "CL3", "name": "Arvind Chaurasia", "type": "property dealer, Rustampur", "note": ""},
    {"id": "CL4", "name": "Shiv Prasad Yadav", "type": "farmer, village Jangal Kaudia", "note": "'Pradhan ji' to the munshi"},
    {"id": "CL5", "name": "Smt. Kamla Devi", "type": "widow, village Mahewa", "note": "son Rajesh attends"},
    {"id": "CL6", "name": "Smt. Pooja Chauhan", "type": "wife, lives with parents at Basharatpur", "note": ""},
    {"id": "CL7", "name": "M/s Shukla Traders (prop. Ajay Shukla)", "type": "cement and sariya dealer, Golghar", "note": ""},
]


def case(id_, number, judge, title, rep, client, oc, nature, filed, kind, level, court, short, aliases, summary, nxt, listed):
    return {"id": id_, "case_number": number, "judge_id": judge, "title": title, "represents": rep, "client_id": client,
            "opposing_counsel_id": oc, "nature": nature, "filed_on": filed, "kind": kind, "court_level": level,
            "court": court, "short_name": short, "aliases": aliases, "one_line_summary": summary, "next_date": nxt,
            "listed_for_next": listed}


CASES = [
    case("C01", "Criminal Appeal No. 4127 of 2024", "J1", "Ramesh Nishad vs State of U.P.", "appellant", "CL1", "OC1",
         "appeal against conviction u/s 304 Part II IPC (7 years RI, fine Rs. 20,000) by Addl. Sessions Judge, Gorakhpur",
         "2024-06-11", "criminal appeal", "High Court", "High Court of Judicature at Allahabad, Court No. 62",
         "Nishad appeal", ["Ramesh Nishad appeal", "304 wala appeal"],
         "Bail during appeal granted; LCR received; argued; written submissions ordered.", "2027-01-12", "further hearing"),
    case("C02", "Writ-A No. 15634 of 2025", "J2", "Smt. Sunita Maurya vs State of U.P. & 3 Ors.", "petitioner", "CL2", "OC2",
         "salary of an assistant teacher of an aided inter college stopped by the DIOS Gorakhpur from August 2025",
         "2025-11-20", "writ", "High Court", "High Court of Judicature at Allahabad, Court No. 29",
         "Sunita Maurya writ", ["teacher salary writ", "Maurya madam writ"],
         "Salary restored; DIOS undertook arrears; DA arrears pending.", "2026-12-08", "compliance"),
    case("C03", "Criminal Misc. Anticipatory Bail Application No. 9821 of 2026", "J3", "Arvind Chaurasia vs State of U.P.",
         "applicant", "CL3", "OC7", "anticipatory bail in FIR 0412/2026 u/s 316(2), 318(4) BNS, PS Cantt, Gorakhpur",
         "2026-08-05", "bail", "High Court", "High Court of Judicature at Allahabad, Court No. 71",
         "Chaurasia AB", ["Arvind Chaurasia bail"], "Anticipatory bail granted on 24.11.2026.", None,
         "disposed - anticipatory bail granted on 24.11.2026"),
    case("C04", "O.S. No. 312 of 2023", "J4", "Shiv Prasad Yadav vs Ram Bachan Yadav & 2 Ors.", "plaintiff", "CL4", "OC3",
         "partition of ancestral land, gata nos. 214 and 217, village Jangal Kaudia, 1/3 share", "2023-04-18", "civil suit",
         "Civil Court", "Civil Judge (Senior Division), Gorakhpur", "Shiv Prasad batwara", ["batwara suit", "Jangal Kaudia partition"],
         "Evidence over; plaintiff argued; defendants' arguments next.", "2026-12-19", "arguments (defendants)"),
    case("C05", "Case No. 1187 of 2025 u/s 144 UP Revenue Code", "J5", "Smt. Kamla Devi vs Rajendra Paswan & Anr.",
         "plaintiff", "CL5", "OC4", "declaration as bhumidhar of khata no. 00123, village Mahewa", "2025-10-06", "revenue suit",
         "Revenue Court", "SDM (Sadar), Gorakhpur", "Kamla Devi 144", ["Mahewa 144 case"],
         "Plaintiff evidence over; opposite party's evidence, last opportunity.", "2026-12-17", "evidence of opposite party"),
    case("C06", "Complaint (DV) No. 2241 of 2025", "J6", "Smt. Pooja Chauhan vs Vikas Chauhan & 2 Ors.", "aggrieved person",
         "CL6", "OC5", "s. 12 PWDV Act; interim maintenance u/s 23", "2025-10-28", "domestic violence", "Magistrate Court",
         "Judicial Magistrate-II, Gorakhpur", "Pooja DV", ["Pooja Chauhan DV", "Vikas Chauhan case"],
         "Interim maintenance Rs. 8,000 p.m.; respondent's evidence.", "2026-12-11", "respondent evidence"),
    case("C07", "Complaint Case No. 5530 of 2025 u/s 138 NI Act", "J7", "M/s Shukla Traders vs Imran Ansari", "complainant",
         "CL7", "OC6", "dishonour of cheque no. 004417 for Rs. 3,75,000 on PNB Golghar", "2025-09-15", "cheque bounce",
         "Magistrate Court", "ACJM-III, Gorakhpur", "Shukla Traders 138", ["Imran Ansari 138", "cheque case"],
         "Defence evidence closed; final arguments.", "2026-12-14", "final arguments"),
]
