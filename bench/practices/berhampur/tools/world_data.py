"""The registry of the Berhampur practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Prasanta Kumar Panigrahi",
    "enrolment_no": "O-784/1999",
    "chamber_address": "Chamber No. 41, Bar Association Building, Court Compound, Berhampur (Ganjam) 760004; "
                       "residence-office: Gandhi Nagar 4th Lane, Berhampur",
    "practice": "District Court Berhampur (Civil Judge Sr. Divn., Civil Judge Jr. Divn., SDJM, Special Court under the "
                "SC & ST (PoA) Act, Addl. Sessions Judge, Family Court), the Tahasildar's OLR court at Digapahandi, "
                "and writs in the Orissa High Court at Cuttack (mostly through virtual mode)",
    "junior": {"name": "Smruti Ranjan Sahu", "enrolment_no": "O-2231/2022"},
    "juniors": [{"name": "Smruti Ranjan Sahu", "enrolment_no": "O-2231/2022",
                 "writes": "WhatsApp in Romanised Odia with English, calls the senior 'Sir'",
                 "usually_attends": "SDJM, Civil Judge (Jr. Divn.), Tahasildar Digapahandi"},
                {"name": "Debasish Mohanty", "enrolment_no": "O-1987/2019",
                 "writes": "WhatsApp from Cuttack in English with Odia words",
                 "usually_attends": "Orissa High Court (mentions, physical appearance when needed)"}],
    "clerk": {"name": "Bhagaban Behera", "role": "munshi (muhuri): keeps the date register (tarikh khata) in Odia "
                                                 "script, sends photos of its pages on WhatsApp"},
}

JUDGES = [
    {"id": "J1", "name": "Sri Debendra Nath Sethy", "short": "Sethy babu (CJ Sr. Divn.)",
     "court": "Civil Judge (Senior Division), Berhampur", "court_hall": "Court of Civil Judge (Sr. Divn.)",
     "level": "Civil Court", "temperament": "Wants the revenue papers (RoR, settlement khatian) on file; sends for an "
     "Amin Commissioner readily.", "habits": ["asks for certified copy of the RoR", "appoints Amin Commissioner",
                                             "hazira and steps strictly"]},
    {"id": "J2", "name": "Sri Lalit Mohan Jena, OAS", "short": "Tahasildar Digapahandi",
     "court": "Tahasildar-cum-Revenue Officer (OLR), Digapahandi", "court_hall": "Tahasil office, Digapahandi",
     "level": "Revenue Court", "temperament": "Sends everything to the Revenue Inspector for a field report; often "
     "away on law-and-order or flood duty.", "habits": ["RI enquiry report", "no sitting on duty days"]},
    {"id": "J3", "name": "Hon'ble Mr. Justice Manas Ranjan Dash", "short": "Dash J",
     "court": "Orissa High Court, Cuttack, Court No. 11", "court_hall": "Court No. 11", "level": "High Court",
     "temperament": "Wants the award and the notice papers; calls the officer in person after a last chance.",
     "habits": ["counter with the award", "last chance then officer in person", "hybrid hearing"]},
    {"id": "J4", "name": "Smt. Pragyan Paramita Das", "short": "CJ Jr. Divn.-I madam",
     "court": "Civil Judge (Junior Division)-I, Berhampur", "court_hall": "Court No. 4", "level": "Civil Court",
     "temperament": "Pushes for settlement; costs on adjournment.", "habits": ["costs on adjournment",
                                                                               "suggests Lok Adalat / settlement"]},
    {"id": "J5", "name": "Sri Ramakanta Parida", "short": "Special Judge (SC/ST) Berhampur",
     "court": "Special Judge (Special Court under the SC & ST (PoA) Act), Berhampur", "court_hall": "Special Court",
     "level": "Sessions Court", "temperament": "Careful at the inquiry stage; wants the caste certificate on record.",
     "habits": ["caste certificate", "independent witnesses"]},
    {"id": "J6", "name": "Sri Sarat Chandra Behera", "short": "1st ASJ Berhampur",
     "court": "1st Addl. Sessions Judge, Berhampur", "court_hall": "Court of 1st ASJ", "level": "Sessions Court",
     "temperament": "Wants prosecution witnesses produced; coercive process on absent officials.",
     "habits": ["bailable warrant to absent official witnesses", "day-to-day when witnesses present"]},
    {"id": "J7", "name": "Smt. Minati Patnaik", "short": "Judge Family Court",
     "court": "Judge, Family Court, Berhampur", "court_hall": "Family Court", "level": "District Court",
     "temperament": "Counsellor first; wants both spouses present.", "habits": ["refers to counsellor",
                                                                                 "parties in person"]},
    {"id": "J8", "name": "Sri Sibasis Mishra", "short": "SDJM Berhampur",
     "court": "Sub-Divisional Judicial Magistrate, Berhampur", "court_hall": "SDJM Court", "level": "Magistrate Court",
     "temperament": "Encourages compounding in cheque cases.", "habits": ["compounding u/s 147 NI Act"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Sri Bijay Ketan Patnaik", "chamber": "Berhampur",
     "style": "For the brothers in the partition suit; seeks time saying he is engaged in the Sessions court.",
     "tactics": ["engaged in another court", "objections to commission report"]},
    {"id": "OC2", "name": "Sri Prafulla Kumar Sahu", "chamber": "Digapahandi / Berhampur",
     "style": "For the purchaser in the OLR case; pleads long possession.", "tactics": ["long possession", "time"]},
    {"id": "OC3", "name": "Sri Sarat Chandra Mohanty, Addl. Govt. Advocate", "chamber": "Advocate General's office, "
     "Cuttack", "style": "State in the writ; time for instructions from the SLAO.", "tactics": ["instructions awaited"]},
    {"id": "OC4", "name": "Sri Srinibas Rath", "chamber": "Berhampur",
     "style": "For the boat owner; cyclone damage and insurance defence; time when the client is at sea.",
     "tactics": ["client at sea", "insurance adjustment"]},
    {"id": "OC5", "name": "Sri Rabi Narayan Panda", "chamber": "Berhampur",
     "style": "For the accused in the SC/ST complaint; says it is a land dispute; discharge petition.",
     "tactics": ["discharge", "false implication over land"]},
    {"id": "OC6", "name": "Sri Rajendra Kumar Swain, Addl. PP", "chamber": "Public Prosecutor's office, Berhampur",
     "style": "Prosecution in the Sessions trial; witnesses not produced.", "tactics": ["witness not present"]},
    {"id": "OC7", "name": "Smt. Sujata Dash", "chamber": "Berhampur", "style": "For the wife; maintenance first.",
     "tactics": ["s. 24 maintenance"]},
    {"id": "OC8", "name": "Sri Ch. Venkata Rao", "chamber": "Berhampur", "style": "For the accused fisherman in the "
     "cheque case; settles.", "tactics": ["compromise"]},
    {"id": "OC9", "name": "Sri Amiya Kumar Tripathy", "chamber": "Cuttack", "style": "For IDCO in the writ.",
     "tactics": ["time"]},
]

CLIENTS = [
    {"id": "CL1", "name": "Smt. Sabitri Sahu w/o late Kailash Sahu, Golabandha", "phone": "94371 2xxxx"},
    {"id": "CL2", "name": "Sri Sukru Sabar s/o late Dasu Sabar, Badagada (ST)", "phone": "78946 0xxxx"},
    {"id": "CL3", "name": "Sri Kalla Appanna and 3 others, Gokharakuda (near Gopalpur)", "phone": "90404 5xxxx"},
    {"id": "CL4", "name": "Arjipalli Matsyajibi Samabaya Samiti Ltd. (through Secretary Mylapalli Ramana)",
     "phone": "99372 8xxxx"},
    {"id": "CL5", "name": "Sri Bhagirathi Nayak s/o Kasinath Nayak, Kanisi (SC)", "phone": "63700 1xxxx"},
    {"id": "CL6", "name": "Sri Gangadhar Gouda s/o Bhikari Gouda, Golanthara (through son Pitabas)",
     "phone": "70084 3xxxx"},
    {"id": "CL7", "name": "Sri Santosh Kumar Panda, teacher, Aska", "phone": "94385 6xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "C.S. No. 214 of 2024", "judge_id": "J1",
     "title": "Sabitri Sahu vs Trinath Sahu & Ors.", "represents": "plaintiff", "client_id": "CL1",
     "opposing_counsel_id": "OC1", "nature": "suit for partition of a coconut orchard (Khata No. 312, Plot No. 788, "
     "Ac. 1.240 dec., Mouza Golabandha) and for accounts of the usufruct (coconuts) against her brothers",
     "filed_on": "2024-09-16", "kind": "civil suit", "court_level": "Civil Court",
     "court": "Civil Judge (Senior Division), Berhampur", "short_name": "Sabitri partition (nadia bagicha)",
     "aliases": ["nadia bagicha case", "coconut orchard partition", "Golabandha partition"],
     "one_line_summary": "Sister's partition suit over a coconut orchard; PW evidence; Amin Commissioner's report.",
     "next_date": "2027-02-08", "listed_for_next": "objection to commission report / P.W. evidence"},
    {"id": "C02", "case_number": "OLR Case No. 37 of 2025", "judge_id": "J2",
     "title": "Sukru Sabar vs Gopinath Patra", "represents": "applicant", "client_id": "CL2",
     "opposing_counsel_id": "OC2", "nature": "petition u/s 23 of the Odisha Land Reforms Act, 1960 for restoration of "
     "Ac. 0.640 dec. (Khata No. 87, Plot No. 1123, Mouza Badagada) transferred by a Scheduled Tribe raiyat without "
     "permission", "filed_on": "2025-11-20", "kind": "revenue", "court_level": "Revenue Court",
     "court": "Tahasildar, Digapahandi", "short_name": "Sukru OLR restoration",
     "aliases": ["OLR case", "Sabar land case", "Digapahandi tahasil case"],
     "one_line_summary": "ST raiyat's restoration under s. 23 OLR Act; RI report; restoration ordered 17.11.2026.",
     "next_date": None, "listed_for_next": "disposed - restoration ordered on 17.11.2026"},
    {"id": "C03", "case_number": "W.P.(C) No. 21457 of 2025", "judge_id": "J3",
     "title": "Kalla Appanna & Ors. vs State of Odisha & Ors.", "represents": "petitioners", "client_id": "CL3",
     "opposing_counsel_id": "OC3", "nature": "writ for compensation for Ac. 0.860 dec. at Mouza Gokharakuda taken "
     "for the Gopalpur port approach road without payment; notice of the award never served",
     "filed_on": "2025-11-28", "kind": "writ", "court_level": "High Court",
     "court": "Orissa High Court, Cuttack, Court No. 11", "short_name": "Gopalpur port land writ",
     "aliases": ["Appanna writ", "port compensation case", "Gokharakuda land"],
     "one_line_summary": "Port-road land taken without compensation; State's counter shows an old award; SLAO affidavit.",
     "next_date": "2027-02-10", "listed_for_next": "further hearing"},
    {"id": "C04", "case_number": "M.S. No. 61 of 2025", "judge_id": "J4",
     "title": "Arjipalli Matsyajibi Samabaya Samiti Ltd. vs Vasupalli Simhachalam", "represents": "plaintiff",
     "client_id": "CL4", "opposing_counsel_id": "OC4", "nature": "money suit for recovery of a boat loan "
     "(FRP boat and OBM engine) of Rs. 3,50,000 with interest, claim Rs. 5,26,740",
     "filed_on": "2025-08-25", "kind": "civil suit", "court_level": "Civil Court",
     "court": "Civil Judge (Junior Division)-I, Berhampur", "short_name": "Samiti boat-loan suit",
     "aliases": ["boat loan suit", "Simhachalam case", "Arjipalli samiti"],
     "one_line_summary": "Society's boat-loan recovery; cyclone and insurance defence; settlement talk.",
     "next_date": "2027-01-28", "listed_for_next": "compromise / arguments"},
    {"id": "C05", "case_number": "I.C.C. Case No. 23 of 2025", "judge_id": "J5",
     "title": "Bhagirathi Nayak vs Purna Chandra Padhy & Ors.", "represents": "complainant", "client_id": "CL5",
     "opposing_counsel_id": "OC5", "nature": "complaint u/s 3(1)(r) and 3(1)(s) of the SC & ST (PoA) Act with "
     "ss. 115(2), 351(2) BNS: caste abuse and assault at the village tube well, Kanisi",
     "filed_on": "2025-12-22", "kind": "criminal complaint", "court_level": "Sessions Court",
     "court": "Special Judge (SC & ST PoA Act), Berhampur", "short_name": "Bhagirathi SC/ST complaint",
     "aliases": ["SC ST case", "Kanisi tube well case", "Padhy case"],
     "one_line_summary": "Complaint after police refused; inquiry witnesses; cognizance; discharge rejected; charge.",
     "next_date": "2027-02-18", "listed_for_next": "prosecution evidence"},
    {"id": "C06", "case_number": "S.T. Case No. 67 of 2024", "judge_id": "J6",
     "title": "State vs Gangadhar Gouda & Anr.", "represents": "accused no. 1", "client_id": "CL6",
     "opposing_counsel_id": "OC6", "nature": "Sessions trial u/s 302/34 IPC, Golanthara PS Case No. 88 of 2023 "
     "(death of Narasingha Gouda in a quarrel over canal water)", "filed_on": "2024-03-11", "kind": "criminal trial",
     "court_level": "Sessions Court", "court": "1st Addl. Sessions Judge, Berhampur",
     "short_name": "Gangadhar sessions trial", "aliases": ["302 case", "Golanthara murder case", "canal water case"],
     "one_line_summary": "Murder trial, we defend A1 (on bail); P.W.s being examined; IO not appearing.",
     "next_date": "2027-01-28", "listed_for_next": "prosecution evidence (I.O.)"},
    {"id": "C07", "case_number": "C.P. No. 142 of 2025", "judge_id": "J7",
     "title": "Santosh Kumar Panda vs Laxmipriya Panda", "represents": "petitioner husband", "client_id": "CL7",
     "opposing_counsel_id": "OC7", "nature": "divorce u/s 13(1)(ia) and (ib) HMA (cruelty, desertion); wife's "
     "petition u/s 24 HMA", "filed_on": "2025-12-01", "kind": "family", "court_level": "District Court",
     "court": "Judge, Family Court, Berhampur", "short_name": "Santosh divorce",
     "aliases": ["Aska master divorce", "Panda divorce"],
     "one_line_summary": "Husband's divorce; counselling failed; interim maintenance Rs. 8,000 p.m.; W.S.",
     "next_date": "2027-02-04", "listed_for_next": "settlement of issues"},
    {"id": "C08", "case_number": "I.C.C. Case No. 1104 of 2025", "judge_id": "J8",
     "title": "Arjipalli Matsyajibi Samabaya Samiti Ltd. vs Kolli Yerrayya", "represents": "complainant",
     "client_id": "CL4", "opposing_counsel_id": "OC8", "nature": "complaint u/s 138 NI Act, cheque Rs. 1,85,000 "
     "given for boat-loan instalments, dishonoured", "filed_on": "2025-10-14", "kind": "criminal complaint",
     "court_level": "Magistrate Court", "court": "SDJM, Berhampur", "short_name": "Yerrayya cheque case",
     "aliases": ["138 case SDJM", "Yerrayya case"],
     "one_line_summary": "Cheque case for the society; compounded on full payment 22.06.2026.",
     "next_date": None, "listed_for_next": "disposed - compounded on 22.06.2026"},
]
