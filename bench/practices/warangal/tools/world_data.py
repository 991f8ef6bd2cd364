"""The registry of the Warangal (Hanamkonda) practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Ponugoti Ravinder Rao",
    "enrolment_no": "TS/1187/2006",
    "chamber_address": "Chamber No. 17, Advocates' Block, District Court Complex, Hanamkonda 506001 (Warangal); "
                       "HC: shares a room at Room 9, 2nd floor, Advocates' Association Building, High Court for the "
                       "State of Telangana, Hyderabad",
    "practice": "District courts at Hanamkonda/Warangal (Principal Junior Civil Judge, Principal Senior Civil Judge, "
                "Principal District Judge, Special Court under the SC/ST (POA) Act, JFCMs) and the High Court for "
                "the State of Telangana at Hyderabad (writs, criminal petitions)",
    "junior": {"name": "Mohd. Saleem Pasha", "enrolment_no": "TS/2291/2022"},
    "juniors": [{"name": "Mohd. Saleem Pasha", "enrolment_no": "TS/2291/2022",
                 "writes": "WhatsApp in Romanised Telugu mixed with Deccani Urdu and English, short, from the court "
                           "verandah; calls the lawyer 'sir' / 'anna'",
                 "usually_attends": "JFCM courts at Hanamkonda and Warangal, the Special Court, High Court mentions"}],
    "clerk": {"name": "Bollam Yadagiri", "role": "gumasta (clerk): keeps the vaayidala register (date register) in "
                                                 "Telugu, takes dates from the bench clerk, photographs the page on "
                                                 "WhatsApp"},
}

JUDGES = [
    {"id": "J1", "name": "Smt. T. Swarnalatha", "short": "PJCJ madam",
     "court": "Principal Junior Civil Judge, Hanamkonda", "court_hall": "Court Hall 4, District Court Complex",
     "level": "Civil Court", "temperament": "Wants the revenue record (pahani, ROR 1-B, Dharani print) before any order.",
     "habits": ["asks for the pahani and the Dharani printout first", "appoints an Advocate Commissioner with the "
                "mandal surveyor", "adjournment only on costs"]},
    {"id": "J2", "name": "Sri B. Ravi Kumar", "short": "II Addl. JFCM",
     "court": "II Additional Judicial First Class Magistrate, Hanamkonda", "court_hall": "Court Hall 11",
     "level": "Magistrate Court", "temperament": "DV cases: DIR first, counselling, both parties in person.",
     "habits": ["calls for the Domestic Incident Report", "refers parties to the Family Counselling Centre",
                "warns the respondent over arrears of maintenance"]},
    {"id": "J3", "name": "Sri Ch. Venkateshwarlu", "short": "Prl. Senior Civil Judge",
     "court": "Principal Senior Civil Judge, Warangal (at Hanamkonda)", "court_hall": "Court Hall 2",
     "level": "Civil Court", "temperament": "Strict about dates; keeps maintainability for trial.",
     "habits": ["decides preliminary issues with the other issues", "marks documents through the witness at once"]},
    {"id": "J4", "name": "Hon'ble Sri Justice V. Raghunandan Sastry", "short": "Sastry J",
     "court": "High Court for the State of Telangana, Hyderabad, Court Hall No. 21", "court_hall": "Court Hall 21",
     "level": "High Court", "temperament": "Conditional interim orders; orders joint surveys.",
     "habits": ["interim orders on deposit", "orders a joint (DGPS) survey", "last chance to the Government Pleader"]},
    {"id": "J5", "name": "Sri M. Prabhakar Goud", "short": "Special Judge (POA)",
     "court": "Special Judge for trial of cases under the SC/ST (POA) Act-cum-VI Additional District & Sessions "
              "Judge, Warangal (at Hanamkonda)", "court_hall": "Special Court Hall",
     "level": "District Court", "temperament": "Victim heard at every stage; no adjournments to the accused.",
     "habits": ["asks whether the relief amount was paid", "wants the victim present (s. 15A)",
                "summons official witnesses through the SP"]},
    {"id": "J6", "name": "Smt. P. Anuradha", "short": "Prl. JFCM Warangal",
     "court": "Principal Judicial First Class Magistrate, Warangal (at Hanamkonda)", "court_hall": "Court Hall 9",
     "level": "Magistrate Court", "temperament": "Dispenses with presence of accused on petition; keeps trial moving.",
     "habits": ["allows exemption petitions (s. 355 BNSS)", "fresh summons to absent witnesses"]},
    {"id": "J7", "name": "Sri K. Hanumantha Rao", "short": "PDJ",
     "court": "Principal District Judge, Warangal (at Hanamkonda)", "court_hall": "Court Hall 1",
     "level": "District Court", "temperament": "Conditional stays; reads the revenue and inam records himself.",
     "habits": ["stay only on deposit", "calls for the lower court record"]},
    {"id": "J8", "name": "Hon'ble Sri Justice T. Mallikarjuna Sarma", "short": "Sarma J",
     "court": "High Court for the State of Telangana, Hyderabad, Court Hall No. 8", "court_hall": "Court Hall 8",
     "level": "High Court", "temperament": "Quashes omnibus allegations against distant relatives.",
     "habits": ["interim stay of proceedings against relatives", "asks where the relatives live"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Sri K. Narsimha Chary", "chamber": "Hanamkonda",
     "style": "For D1; seeks time, relies on the Dharani passbook.", "tactics": ["time for counter", "Dharani passbook"]},
    {"id": "OC2", "name": "Sri Mohd. Imtiaz Ali", "chamber": "Hanamkonda", "style": "For the husband's family.",
     "tactics": ["says the wife left on her own", "part payments of maintenance"]},
    {"id": "OC3", "name": "Sri D. Rajender Prasad", "chamber": "Warangal",
     "style": "For the chit defendants; maintainability (s. 64 Chit Funds Act), forgery of the surety bond.",
     "tactics": ["s. 64 bar", "handwriting expert"]},
    {"id": "OC4", "name": "Sri G. Anil Kumar, GP for Mines and Geology", "chamber": "Advocate General's office, Hyderabad",
     "style": "Seeks time for instructions from the Asst. Director, Warangal.", "tactics": ["instructions awaited"]},
    {"id": "OC5", "name": "Sri Ch. Jagan Mohan Rao", "chamber": "Hanamkonda",
     "style": "For the accused in the POA case; defers cross, files recall petitions.", "tactics": ["defer cross",
                                                                                                  "recall petition"]},
    {"id": "OC6", "name": "Smt. N. Padmaja, APP", "chamber": "Prosecution, Warangal", "style": "Prosecutes the 498A case.",
     "tactics": ["time for witnesses"]},
    {"id": "OC7", "name": "Sri Vaddiraju Kishan", "chamber": "Warangal",
     "style": "For the tenant; protected tenancy under s. 37A.", "tactics": ["protected tenant certificate"]},
    {"id": "OC8", "name": "Smt. B. Aruna", "chamber": "Hyderabad", "style": "For the de facto complainant in the HC.",
     "tactics": ["opposes quash"]},
]

CLIENTS = [
    {"id": "CL1", "name": "Gunda Mallaiah s/o Ramaiah, Dharmasagar", "phone": "98491 3xxxx"},
    {"id": "CL2", "name": "Shaik Rehana Begum w/o Shaik Afzal, Kazipet", "phone": "90599 4xxxx"},
    {"id": "CL3", "name": "Sri Bhadrakali Chits (P) Ltd., Hanamkonda (through Branch Manager P. Kumaraswamy)",
     "phone": "0870-25xxxxx"},
    {"id": "CL4", "name": "M/s Kakatiya Black Granites (partner Mohd. Yousuf Khan)", "phone": "99634 1xxxx"},
    {"id": "CL5", "name": "Jangili Yellaiah s/o Lingaiah, Atmakur", "phone": "63005 7xxxx"},
    {"id": "CL6", "name": "Bairi Naresh & 2 others (through father Bairi Komuraiah)", "phone": "94409 8xxxx"},
    {"id": "CL7", "name": "Sri Trikuteswara Swamy Devasthanam, Kondaparthy (through the Executive Officer "
                      "Sri A. Venu Gopal)", "phone": "94404 2xxxx"},
    {"id": "CL8", "name": "Bairi Sunitha and Bairi Kavitha (through father Bairi Komuraiah)", "phone": "94409 8xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "O.S. No. 214 of 2025", "judge_id": "J1",
     "title": "Gunda Mallaiah vs Erra Komuraiah & Anr.", "represents": "plaintiff", "client_id": "CL1",
     "opposing_counsel_id": "OC1", "nature": "suit for perpetual injunction over patta land Sy. No. 312/A, Ac. 2-16 gts, "
     "Dharmasagar village and mandal, entered in D1's name on the Dharani portal; I.A. No. 611 of 2025 for temporary "
     "injunction", "filed_on": "2025-11-24", "kind": "civil suit", "court_level": "Civil Court",
     "court": "Principal Junior Civil Judge, Hanamkonda", "short_name": "Mallaiah Dharani suit",
     "aliases": ["Dharmasagar land case", "Dharani case", "312/A suit"],
     "one_line_summary": "Injunction suit over patta land mutated on Dharani; TI granted; PW1; Advocate Commissioner.",
     "next_date": "2027-02-08", "listed_for_next": "Advocate Commissioner's report"},
    {"id": "C02", "case_number": "D.V.C. No. 38 of 2026", "judge_id": "J2",
     "title": "Shaik Rehana Begum vs Shaik Afzal & 3 others", "represents": "petitioner (aggrieved person)",
     "client_id": "CL2", "opposing_counsel_id": "OC2",
     "nature": "petition u/s 12 of the Protection of Women from Domestic Violence Act, 2005 (ss. 18, 19, 20, 22); "
     "interim maintenance u/s 23", "filed_on": "2026-02-10", "kind": "criminal complaint",
     "court_level": "Magistrate Court", "court": "II Additional JFCM, Hanamkonda", "short_name": "Rehana DV case",
     "aliases": ["Rehana case", "Kazipet DV", "Afzal DV"],
     "one_line_summary": "DV petition; interim maintenance Rs. 12,000 p.m.; arrears; petitioner's evidence.",
     "next_date": "2027-02-02", "listed_for_next": "evidence (PW3) / arrears"},
    {"id": "C03", "case_number": "O.S. No. 87 of 2026", "judge_id": "J3",
     "title": "Sri Bhadrakali Chits (P) Ltd. vs Gajula Ramesh & Anr.", "represents": "plaintiff", "client_id": "CL3",
     "opposing_counsel_id": "OC3", "nature": "suit for recovery of Rs. 6,48,000 (unpaid chit instalments of a prized "
     "subscriber, chit group BKC-40/24, value Rs. 10,00,000) against the subscriber and his surety",
     "filed_on": "2026-01-19", "kind": "civil suit", "court_level": "Civil Court",
     "court": "Principal Senior Civil Judge, Warangal", "short_name": "Bhadrakali chit suit",
     "aliases": ["chit suit", "Gajula Ramesh case", "chit recovery"],
     "one_line_summary": "Chit recovery; s. 64 objection kept for trial; PW1; D2's handwriting-expert petition.",
     "next_date": "2027-02-02", "listed_for_next": "orders on I.A. No. 1189 of 2026 / PW2"},
    {"id": "C04", "case_number": "W.P. No. 21456 of 2026", "judge_id": "J4",
     "title": "M/s Kakatiya Black Granites vs State of Telangana & 2 others", "represents": "petitioner",
     "client_id": "CL4", "opposing_counsel_id": "OC4", "nature": "writ against the Director of Mines and Geology's "
     "proceedings dated 02.07.2026 determining the black granite quarry lease (4.50 Ha in Sy. No. 96, Ippagudem, "
     "Station Ghanpur mandal) for non-payment of Rs. 18,40,000 and quarrying outside the lease area",
     "filed_on": "2026-07-20", "kind": "writ", "court_level": "High Court",
     "court": "High Court for the State of Telangana, Court Hall 21", "short_name": "granite quarry writ",
     "aliases": ["Yousuf bhai writ", "quarry lease case", "Ippagudem quarry"],
     "one_line_summary": "Quarry lease determination suspended on 50% deposit; counter; joint survey; reply.",
     "next_date": "2027-02-16", "listed_for_next": "reply to survey report / hearing"},
    {"id": "C05", "case_number": "S.C. No. 112 of 2026 (SC/ST)", "judge_id": "J5",
     "title": "State (Atmakur PS) vs Kotha Venkat Reddy & 2 others", "represents": "victim / de facto complainant "
     "(assisting the Special PP, s. 15A(5))", "client_id": "CL5", "opposing_counsel_id": "OC5",
     "nature": "Cr. No. 145 of 2025 of PS Atmakur: ss. 3(1)(r), 3(1)(s), 3(2)(va) SC/ST (POA) Act and ss. 115(2), "
     "351(2) BNS - assault and caste abuse over a field bund", "filed_on": "2026-02-20", "kind": "criminal trial",
     "court_level": "District Court", "court": "Special Court (SC/ST POA), Warangal", "short_name": "Yellaiah POA case",
     "aliases": ["Atmakur atrocity case", "POA case", "Venkat Reddy case"],
     "one_line_summary": "Charges framed; PW1 to PW4 examined; IO (PW5) awaited.",
     "next_date": "2027-02-02", "listed_for_next": "PW5 (investigating officer)"},
    {"id": "C06", "case_number": "C.C. No. 256 of 2025", "judge_id": "J6",
     "title": "State (Women PS Hanamkonda) vs Bairi Naresh & 4 others", "represents": "accused A1 to A3 (A4, A5 until "
     "quashed)", "client_id": "CL6", "opposing_counsel_id": "OC6",
     "nature": "Cr. No. 77 of 2025, Women PS Hanamkonda: s. 85 BNS (498-A IPC) and ss. 3, 4 Dowry Prohibition Act",
     "filed_on": "2025-10-14", "kind": "criminal trial", "court_level": "Magistrate Court",
     "court": "Principal JFCM, Warangal", "short_name": "Bairi 498A case",
     "aliases": ["Naresh 498A", "dowry case", "Swapna case"],
     "one_line_summary": "Defence of the husband's family; PW1 and PW2 cross-examined; PW3 hostile; IO awaited.",
     "next_date": "2027-02-05", "listed_for_next": "prosecution evidence (IO)"},
    {"id": "C07", "case_number": "A.S. No. 19 of 2026", "judge_id": "J7",
     "title": "Madipelli Rajaiah vs Sri Trikuteswara Swamy Devasthanam, Kondaparthy", "represents": "respondent",
     "client_id": "CL7", "opposing_counsel_id": "OC7", "nature": "first appeal against the decree of eviction from "
     "temple inam land Ac. 5-20 gts in Sy. Nos. 44 and 45, Kondaparthy (O.S. No. 133 of 2021, Senior Civil Judge); "
     "appellant claims protected tenancy", "filed_on": "2026-01-28", "kind": "appeal",
     "court_level": "District Court", "court": "Principal District Judge, Warangal", "short_name": "temple land appeal",
     "aliases": ["Kondaparthy temple case", "devasthanam appeal", "Rajaiah appeal"],
     "one_line_summary": "Tenant's appeal; stay on deposit of half the arrears; arguments heard; judgment reserved.",
     "next_date": "2027-02-10", "listed_for_next": "judgment"},
    {"id": "C08", "case_number": "Crl.P. No. 6127 of 2026", "judge_id": "J8",
     "title": "Bairi Sunitha & Anr. vs State of Telangana & Anr.", "represents": "petitioners (A4, A5)",
     "client_id": "CL8", "opposing_counsel_id": "OC8", "nature": "petition u/s 528 BNSS to quash C.C. No. 256 of 2025 "
     "against A4 and A5 (married sisters of A1)", "filed_on": "2026-06-10", "kind": "criminal petition",
     "court_level": "High Court", "court": "High Court for the State of Telangana, Court Hall 8",
     "short_name": "sisters quash petition", "aliases": ["Sunitha Kavitha quash", "quash petition"],
     "one_line_summary": "Quash petition for A4, A5; allowed 16.09.2026.", "next_date": None,
     "listed_for_next": "disposed - allowed on 16.09.2026"},
]
