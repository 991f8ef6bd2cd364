"""The registry of the Karimnagar practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Bollam Raghavender Rao",
    "enrolment_no": "TS/1129/2006",
    "chamber_address": "Chamber No. 14, Bar Association Building, District Court Complex, Karimnagar 505001; "
                       "H.No. 2-7-118, Mukarampura, Karimnagar; at Hyderabad through the chamber of Adv. P. Sridhar, "
                       "Gunfoundry",
    "practice": "Civil and criminal courts of Karimnagar, Huzurabad and Jagtial, the Family Court, the MACT, the "
                "Consumer Commission, revenue enquiries before the RDO, and writs at the High Court for the State of "
                "Telangana at Hyderabad",
    "junior": {"name": "Mohd. Sameer Pasha", "enrolment_no": "TS/2284/2027"},
    "juniors": [{"name": "Mohd. Sameer Pasha", "enrolment_no": "TS/2284/2027",
                 "writes": "WhatsApp messages in Dakhni/Urdu and English in Latin letters, with Telugu words",
                 "usually_attends": "JMFC Jagtial, the Family Court, the Consumer Commission, mentions at Hyderabad"}],
    "clerk": {"name": "Erra Mallesham", "role": "gumasta: keeps the chamber's register in Telugu script, takes the "
                                               "vaayidas from the bench clerk, sends photos of the register on WhatsApp"},
}

JUDGES = [
    {"id": "J1", "name": "Sri P. Ramakrishna Prasad", "short": "Senior Civil Judge, Huzurabad",
     "court": "Court of the Senior Civil Judge, Huzurabad", "court_hall": "Senior Civil Judge's Court",
     "level": "Civil Court", "temperament": "Strict about the pahani and the passbook; costs on adjournments.",
     "habits": ["asks for the pahanis and the pattadar passbook first", "adjournment only on costs",
                "appoints an advocate commissioner for possession"]},
    {"id": "J2", "name": "Hon'ble Smt. Justice K. Saraswathi Devi", "short": "Saraswathi Devi J",
     "court": "High Court for the State of Telangana, Hyderabad, Court Hall No. 12", "court_hall": "Court Hall No. 12",
     "level": "High Court", "temperament": "Calls for the RDO's report; short dates to the Government.",
     "habits": ["directs the RDO to enquire and report", "short dates to the AGP"]},
    {"id": "J3", "name": "Sri M. Lakshmana Murthy", "short": "PDJ Karimnagar",
     "court": "Principal District Judge-cum-Commercial Court, Karimnagar", "court_hall": "Principal District Court",
     "level": "District Court", "temperament": "Fixes timelines under the Commercial Courts Act; records on time.",
     "habits": ["fixes a timeline at the case management hearing", "wants the Mines Department's dispatch records"]},
    {"id": "J4", "name": "Kum. D. Sravanthi", "short": "JFCM Jagtial",
     "court": "II Additional Judicial First Class Magistrate, Jagtial", "court_hall": "II Addl. JFCM Court",
     "level": "Magistrate Court", "temperament": "Allows exemptions but warns; wants the complainant's authority.",
     "habits": ["exemption petitions allowed with a warning", "asks for the company's authorisation letter"]},
    {"id": "J5", "name": "Smt. G. Padmavathi", "short": "Family Court Judge",
     "court": "Judge, Family Court, Karimnagar", "court_hall": "Family Court", "level": "District Court",
     "temperament": "Counselling first; wants the husband personally, by video conference if abroad.",
     "habits": ["refers parties to the counsellor", "video conference for a party abroad"]},
    {"id": "J6", "name": "Sri B. Srinivasa Chary", "short": "MACT Chairman",
     "court": "Chairman, MACT-cum-I Additional District Judge, Karimnagar", "court_hall": "I Addl. District Court",
     "level": "District Court", "temperament": "Moves evidence fast; pushes the RTC to settle.",
     "habits": ["asks the RTC whether they will settle", "closes evidence by order"]},
    {"id": "J7", "name": "Smt. K. Hymavathi", "short": "Commission President",
     "court": "District Consumer Disputes Redressal Commission, Karimnagar", "court_hall": "Commission Hall",
     "level": "District Commission", "temperament": "Written arguments; the Agriculture Officer's report.",
     "habits": ["asks for written arguments", "relies on the Mandal Agriculture Officer's report"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Sri Kandula Sathaiah", "chamber": "Karimnagar / Huzurabad",
     "style": "For D1 (the eldest brother); pleads an oral partition of 2011; often busy at Karimnagar.",
     "tactics": ["oral partition", "busy in another court"]},
    {"id": "OC2", "name": "Sri T. Prabhakar, AGP for Revenue", "chamber": "Government Pleader's office, High Court",
     "style": "Seeks time for instructions from the Collector / Tahsildar.", "tactics": ["instructions awaited"]},
    {"id": "OC3", "name": "Sri Puli Anand Kumar", "chamber": "Karimnagar",
     "style": "For the granite firm: quarry suspended, only dead rent.", "tactics": ["suspension of quarry"]},
    {"id": "OC4", "name": "Sri Kalvakota Ramesh", "chamber": "Jagtial",
     "style": "Security-cheque defence; exemptions for the accused.", "tactics": ["exemption", "security cheque"]},
    {"id": "OC5", "name": "Sri Mohd. Mujeeb Ahmed", "chamber": "Karimnagar",
     "style": "For the husband in Dubai; through the father's GPA.", "tactics": ["low income abroad"]},
    {"id": "OC6", "name": "Sri Aleti Venkat Reddy, Standing Counsel TGSRTC", "chamber": "Karimnagar",
     "style": "Contributory negligence; time for cross.", "tactics": ["wrong side", "time for cross"]},
    {"id": "OC7", "name": "Sri Nalla Prabhakar", "chamber": "Karimnagar / Hyderabad",
     "style": "For the seed company; rains, not seeds.", "tactics": ["weather", "time"]},
]

CLIENTS = [
    {"id": "CL1", "name": "Kotha Rajaiah s/o late Kotha Lingaiah, Singapur (Huzurabad mandal)", "phone": "98490 3xxxx"},
    {"id": "CL2", "name": "Mohd. Abdul Khader s/o late Mohd. Yousuf, Jammikunta", "phone": "99089 1xxxx"},
    {"id": "CL3", "name": "Chinthakindi Narsing Rao, Kothapalli", "phone": "94403 6xxxx"},
    {"id": "CL4", "name": "Sri Rajarajeshwara Chit Funds (P) Ltd., Jagtial (manager Pulluri Srikanth)",
     "phone": "08724-22xxxx"},
    {"id": "CL5", "name": "Shaik Ayesha Siddiqua d/o Shaik Jaleel, Mankammathota, Karimnagar", "phone": "70137 4xxxx"},
    {"id": "CL6", "name": "Gajula Swaroopa w/o late Gajula Ramesh, Huzurabad", "phone": "63028 5xxxx"},
    {"id": "CL7", "name": "Mekala Anjaiah s/o Mallaiah, Nustulapur (Thimmapur mandal)", "phone": "96761 2xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "O.S. No. 41 of 2028", "judge_id": "J1",
     "title": "Kotha Rajaiah vs Kotha Mallaiah & 2 others", "represents": "plaintiff", "client_id": "CL1",
     "opposing_counsel_id": "OC1", "nature": "suit for partition and separate possession of a one-third share in "
     "Ac. 6-24 gts of agricultural land in Sy. Nos. 212/A, 213 and 214/2 of Singapur village among three brothers; "
     "D2 is in Dubai and acts through his wife as GPA holder", "filed_on": "2028-07-16", "kind": "civil suit",
     "court_level": "Civil Court", "court": "Senior Civil Judge, Huzurabad", "short_name": "Rajaiah partition suit",
     "aliases": ["Singapur partition", "Kotha brothers case", "bhagam case"],
     "one_line_summary": "Partition among brothers; D1 pleads oral partition of 2011; evidence; commissioner.",
     "next_date": "2030-09-19", "listed_for_next": "DW1 cross-examination (continued)"},
    {"id": "C02", "case_number": "W.P. No. 18734 of 2029", "judge_id": "J2",
     "title": "Mohd. Abdul Khader vs State of Telangana & 5 others", "represents": "petitioner", "client_id": "CL2",
     "opposing_counsel_id": "OC2", "nature": "writ for a direction to issue a pattadar passbook and to remove Sy. No. "
     "318/B (Ac. 3-12 gts), Jammikunta, from the prohibited (Part-B) list on the Dharani portal, under the Telangana "
     "Rights in Land and Pattadar Pass Books Act, 2020", "filed_on": "2029-10-22", "kind": "writ",
     "court_level": "High Court", "court": "High Court for the State of Telangana, Court Hall No. 12",
     "short_name": "Khader Dharani writ", "aliases": ["passbook writ", "Jammikunta Dharani case", "Part-B case"],
     "one_line_summary": "Dharani Part-B writ; RDO's enquiry report; passbook issued; closed 24.06.2030.",
     "next_date": None, "listed_for_next": "disposed - closed on 24.06.2030 as passbook issued"},
    {"id": "C03", "case_number": "C.O.S. No. 12 of 2029", "judge_id": "J3",
     "title": "Chinthakindi Narsing Rao vs M/s Sri Venkateshwara Black Granites", "represents": "plaintiff",
     "client_id": "CL3", "opposing_counsel_id": "OC3", "nature": "commercial suit for recovery of Rs. 23,60,000 of "
     "unpaid royalty-share and minimum rent under a quarry lease (2021) of patta land Sy. Nos. 77 and 78, Kothapalli",
     "filed_on": "2029-08-06", "kind": "commercial suit", "court_level": "District Court",
     "court": "Principal District Judge-cum-Commercial Court, Karimnagar", "short_name": "Narsing Rao quarry suit",
     "aliases": ["granite case", "quarry royalty suit", "Kothapalli quarry"],
     "one_line_summary": "Quarry lease rent and royalty-share recovery; Mines Dept. dispatch records; evidence.",
     "next_date": "2030-09-17", "listed_for_next": "arguments"},
    {"id": "C04", "case_number": "C.C. No. 1187 of 2029", "judge_id": "J4",
     "title": "Sri Rajarajeshwara Chit Funds (P) Ltd. vs Gundeti Ravinder", "represents": "complainant",
     "client_id": "CL4", "opposing_counsel_id": "OC4", "nature": "complaint u/s 138 NI Act: cheque of Rs. 3,86,000 "
     "given by a prized chit subscriber (group RRC-40/24) dishonoured", "filed_on": "2029-07-30",
     "kind": "criminal complaint", "court_level": "Magistrate Court", "court": "II Additional JFCM, Jagtial",
     "short_name": "Rajarajeshwara chit cheque case", "aliases": ["chit case", "Jagtial 138", "Ravinder cheque"],
     "one_line_summary": "Chit cheque case; security-cheque defence; accused's exemptions; defence evidence.",
     "next_date": "2030-09-13", "listed_for_next": "defence evidence (DW1)"},
    {"id": "C05", "case_number": "M.C. No. 88 of 2029", "judge_id": "J5",
     "title": "Shaik Ayesha Siddiqua & another vs Shaik Imran", "represents": "petitioners", "client_id": "CL5",
     "opposing_counsel_id": "OC5", "nature": "maintenance u/s 144 BNSS for the wife and the minor son Shaik Zaid; the "
     "husband works in Dubai and his father holds his GPA", "filed_on": "2029-08-20", "kind": "family",
     "court_level": "District Court", "court": "Family Court, Karimnagar", "short_name": "Ayesha maintenance",
     "aliases": ["Dubai husband case", "Ayesha MC", "Imran maintenance"],
     "one_line_summary": "Maintenance against a husband in Dubai; interim Rs. 12,000 p.m.; arrears; RW1 by VC.",
     "next_date": "2030-10-03", "listed_for_next": "arguments / distress warrant petition for arrears"},
    {"id": "C06", "case_number": "M.V.O.P. No. 342 of 2029", "judge_id": "J6",
     "title": "Gajula Swaroopa & 3 others vs TGSRTC, rep. by its Depot Manager, Huzurabad",
     "represents": "claimants", "client_id": "CL6", "opposing_counsel_id": "OC6",
     "nature": "claim u/s 166 MV Act for Rs. 35,00,000 for the death of Gajula Ramesh, hit by an RTC bus near "
     "Huzurabad on 11.06.2029", "filed_on": "2029-08-28", "kind": "claim", "court_level": "District Court",
     "court": "MACT-cum-I Additional District Judge, Karimnagar", "short_name": "Swaroopa RTC bus claim",
     "aliases": ["RTC bus case", "Ramesh accident claim", "Huzurabad bus claim"],
     "one_line_summary": "Death claim against the RTC; contributory negligence pleaded; arguments.",
     "next_date": "2030-09-12", "listed_for_next": "arguments (RTC's side)"},
    {"id": "C07", "case_number": "C.C. No. 61 of 2029", "judge_id": "J7",
     "title": "Mekala Anjaiah vs Sri Sai Krishna Agri Seeds & another", "represents": "complainant",
     "client_id": "CL7", "opposing_counsel_id": "OC7", "nature": "consumer complaint under the Consumer Protection "
     "Act, 2019 for Rs. 3,20,000 for failed BT cotton seed on Ac. 4-00 at Nustulapur", "filed_on": "2029-10-15",
     "kind": "consumer complaint", "court_level": "District Commission",
     "court": "District Consumer Disputes Redressal Commission, Karimnagar", "short_name": "Anjaiah seed complaint",
     "aliases": ["cotton seed case", "consumer case", "Nustulapur seeds"],
     "one_line_summary": "Spurious cotton seed; MAO's report; written arguments.",
     "next_date": "2030-09-12", "listed_for_next": "written arguments of OP2 / orders"},
]
