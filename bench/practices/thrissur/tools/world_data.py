"""The registry of the Thrissur practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Jose Antony Puthenpurackal",
    "enrolment_no": "K/884/2006",
    "chamber_address": "Room 27, Bar Association Building, District Court Complex, Ayyanthole, Thrissur 680003; "
                       "house office: Puthenpurackal, Kuriachira, Thrissur",
    "practice": "Civil suits (Munsiff and Sub Court, Thrissur), rent control, MACT Thrissur, Family Court Thrissur; "
                "regular first appeals at the High Court of Kerala, Ernakulam",
    "junior": {"name": "Aswathy Menon", "enrolment_no": "K/1702/2022"},
    "juniors": [{"name": "Aswathy Menon", "enrolment_no": "K/1702/2022",
                 "writes": "WhatsApp messages in Manglish and English, short, from the court verandah",
                 "usually_attends": "MACT Thrissur, Rent Control Court, mentions at Ernakulam"}],
    "clerk": {"name": "Unnikrishnan K.", "role": "gumasthan: keeps the date register (diary) in Malayalam script, "
                                                "takes dates from the bench clerk, pays batta and files steps"},
}

JUDGES = [
    {"id": "J1", "name": "Smt. Divya Raghavan", "short": "Munsiff (Divya madam)",
     "court": "Munsiff's Court, Thrissur (Ayyanthole)", "court_hall": "Munsiff Court I", "level": "Civil Court",
     "temperament": "Wants the Advocate Commissioner's report before evidence.",
     "habits": ["appoints an advocate commissioner early", "batta in advance"]},
    {"id": "J2", "name": "Sri. Manoj Kurian", "short": "Sub Judge",
     "court": "Principal Sub Court, Thrissur", "court_hall": "Principal Sub Court", "level": "Civil Court",
     "temperament": "Strict on deposits and the expert's fee.", "habits": ["deposit within a week"]},
    {"id": "J3", "name": "Sri. Ajith Kumar K.", "short": "MACT Chairman",
     "court": "Motor Accidents Claims Tribunal, Thrissur (Addl. District Judge)", "court_hall": "MACT",
     "level": "District Court", "temperament": "Sends claimants to the Medical Board; pushes Adalath.",
     "habits": ["medical board", "adalath"]},
    {"id": "J4", "name": "Smt. K. Lathika", "short": "Family Court Judge",
     "court": "Family Court, Thrissur", "court_hall": "Family Court", "level": "District Court",
     "temperament": "Counselling first; both parties in person.", "habits": ["counsellor", "parties in person"]},
    {"id": "J5", "name": "Hon'ble Mr. Justice P.V. Sasidharan", "short": "Sasidharan J",
     "court": "High Court of Kerala, Ernakulam, Court Hall 6B", "court_hall": "6B", "level": "High Court",
     "temperament": "Reads the LCR himself; conditional stays.", "habits": ["conditional stay", "LCR"]},
    {"id": "J6", "name": "Sri. Arun Balakrishnan", "short": "Addl. Munsiff (RCC)",
     "court": "Rent Control Court (Additional Munsiff), Thrissur", "court_hall": "Addl. Munsiff Court",
     "level": "Civil Court", "temperament": "Section 12 deposits strictly.", "habits": ["s. 12 deposit"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Adv. C.P. Shaji", "chamber": "Thrissur", "style": "Seeks time; busy at Irinjalakuda.",
     "tactics": ["busy in another court"]},
    {"id": "OC2", "name": "Adv. M.A. Rasheed", "chamber": "Thrissur", "style": "For the financier.", "tactics": []},
    {"id": "OC3", "name": "Adv. George Paul Vadakkan", "chamber": "Thrissur (panel, New India Assurance)",
     "style": "Insurer's defences; investigator.", "tactics": ["investigator", "contributory negligence"]},
    {"id": "OC4", "name": "Adv. Leena Joseph", "chamber": "Thrissur (panel, Oriental Insurance)",
     "style": "Settles at Adalath.", "tactics": []},
    {"id": "OC5", "name": "Adv. Beena Sebastian", "chamber": "Thrissur", "style": "For the husband.", "tactics": []},
    {"id": "OC6", "name": "Adv. Shibu Mathew", "chamber": "Ernakulam", "style": "For the respondent in the RFA.",
     "tactics": []},
    {"id": "OC7", "name": "Adv. T.K. Haridas", "chamber": "Thrissur", "style": "For the tenant.", "tactics": []},
]

CLIENTS = [
    {"id": "CL1", "name": "Kunnathu Veettil Ramachandran (K.V. Ramachandran), Ollur", "phone": "94470 3xxxx"},
    {"id": "CL2", "name": "Edakkalathur Suma (E.S. Suma), Ayyanthole", "phone": "95629 1xxxx"},
    {"id": "CL3", "name": "Kizhakkethil Ambili (K.S. Ambili), Kuttanellur", "phone": "97450 8xxxx"},
    {"id": "CL4", "name": "Saramma Ouseph, Mannuthy", "phone": "94960 2xxxx"},
    {"id": "CL5", "name": "Thekkedathu Reshma (T.R. Reshma) through father Rajan", "phone": "80868 4xxxx"},
    {"id": "CL6", "name": "Kottarathil Sudhakaran (K. Sudhakaran), Irinjalakuda", "phone": "94461 7xxxx"},
    {"id": "CL7", "name": "Vadakkedathu Narayanan Nair (V. Narayanan Nair)", "phone": "98470 5xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "O.S. No. 412 of 2025", "judge_id": "J1",
     "title": "K.V. Ramachandran vs T.D. Varghese", "represents": "plaintiff", "client_id": "CL1",
     "opposing_counsel_id": "OC1", "nature": "suit for fixation of boundary and mandatory injunction (compound wall) "
     "over property in Sy. No. 312/4, Ollur village", "filed_on": "2025-08-20", "kind": "civil suit",
     "court_level": "Civil Court", "court": "Munsiff's Court, Thrissur", "short_name": "Ramachandran boundary suit",
     "aliases": ["mathil case", "Ollur boundary", "Ramachandran OS"],
     "one_line_summary": "Boundary and wall; advocate commissioner's report shows encroachment; plaintiff's evidence.",
     "next_date": "2027-01-13", "listed_for_next": "trial - PW2"},
    {"id": "C02", "case_number": "O.S. No. 88 of 2024", "judge_id": "J2",
     "title": "Chalissery Finance (Paulose C.J.) vs E.S. Suma", "represents": "defendant", "client_id": "CL2",
     "opposing_counsel_id": "OC2", "nature": "suit for recovery of Rs. 6,80,000 on a promissory note; "
     "signature disputed", "filed_on": "2024-02-14", "kind": "civil suit", "court_level": "Civil Court",
     "court": "Principal Sub Court, Thrissur", "short_name": "Suma pronote suit",
     "aliases": ["pronote case", "Chalissery finance case"],
     "one_line_summary": "Money suit on a pronote; signature sent to FSL; defendant's evidence.",
     "next_date": "2027-01-20", "listed_for_next": "DW1 cross (continued)"},
    {"id": "C03", "case_number": "O.P.(MV) No. 1456 of 2025", "judge_id": "J3",
     "title": "K.S. Ambili vs Jaison P.J. & Ors.", "represents": "petitioner", "client_id": "CL3",
     "opposing_counsel_id": "OC3", "nature": "injury claim u/s 166 MV Act: private bus hit scooter at Kuttanellur "
     "on 11.03.2025; fracture of right femur", "filed_on": "2025-06-02", "kind": "claim",
     "court_level": "District Court", "court": "MACT, Thrissur", "short_name": "Ambili MACT",
     "aliases": ["bus accident claim", "Kuttanellur accident"],
     "one_line_summary": "Injury claim; medical board 18%; insurer's investigator awaited.",
     "next_date": "2027-01-13", "listed_for_next": "respondents' evidence (RW1 investigator)"},
    {"id": "C04", "case_number": "O.P.(MV) No. 2210 of 2025", "judge_id": "J3",
     "title": "Saramma Ouseph & Ors. vs Sreejith & Ors.", "represents": "petitioners", "client_id": "CL4",
     "opposing_counsel_id": "OC4", "nature": "death claim u/s 166 MV Act: Ouseph hit by a pickup van on the "
     "Mannuthy bypass on 02.05.2025", "filed_on": "2025-08-11", "kind": "claim", "court_level": "District Court",
     "court": "MACT, Thrissur", "short_name": "Saramma death claim", "aliases": ["Ouseph claim", "pickup case"],
     "one_line_summary": "Death claim; settled at the Adalath on 12.09.2026 for Rs. 14,50,000.", "next_date": None,
     "listed_for_next": "disposed - settled at the National Adalath 12.09.2026"},
    {"id": "C05", "case_number": "O.P. No. 1234 of 2025", "judge_id": "J4", "title": "T.R. Reshma vs Anoop Kumar V.",
     "represents": "petitioner", "client_id": "CL5", "opposing_counsel_id": "OC5",
     "nature": "petition for return of gold ornaments (42 sovereigns) and Rs. 3,00,000 given at marriage",
     "filed_on": "2025-10-09", "kind": "family", "court_level": "District Court", "court": "Family Court, Thrissur",
     "short_name": "Reshma gold OP", "aliases": ["swarnam case", "Reshma OP"],
     "one_line_summary": "Return of gold and money; counselling and mediation failed; evidence.",
     "next_date": "2027-02-05", "listed_for_next": "RW1 cross (continued)"},
    {"id": "C06", "case_number": "R.F.A. No. 318 of 2025", "judge_id": "J5",
     "title": "K. Sudhakaran vs Alappat Francis", "represents": "appellant", "client_id": "CL6",
     "opposing_counsel_id": "OC6", "nature": "first appeal against the decree of the Sub Court, Irinjalakuda in "
     "O.S. 210/2021 (specific performance of an agreement for sale of 12 cents decreed against the appellant)",
     "filed_on": "2025-11-20", "kind": "appeal", "court_level": "High Court",
     "court": "High Court of Kerala, Ernakulam", "short_name": "Sudhakaran RFA",
     "aliases": ["Irinjalakuda appeal", "HC appeal"],
     "one_line_summary": "First appeal; conditional stay on deposit; part-heard.",
     "next_date": "2027-01-19", "listed_for_next": "hearing (part-heard)"},
    {"id": "C07", "case_number": "R.C.P. No. 45 of 2025", "judge_id": "J6",
     "title": "V. Narayanan Nair vs Abdul Khader (Kannan Stores)", "represents": "landlord", "client_id": "CL7",
     "opposing_counsel_id": "OC7", "nature": "eviction u/s 11(2)(b) and 11(3) of the Kerala Buildings (Lease and "
     "Rent Control) Act, 1965; shop room at Kuruppam Road, Thrissur; rent Rs. 14,000 p.m.",
     "filed_on": "2025-09-15", "kind": "rent control", "court_level": "Civil Court",
     "court": "Rent Control Court (Addl. Munsiff), Thrissur", "short_name": "Narayanan Nair RCP",
     "aliases": ["kada case", "Kannan Stores eviction"],
     "one_line_summary": "Eviction for arrears and own need; s. 12 deposit; evidence.",
     "next_date": "2027-01-13", "listed_for_next": "RW1 cross"},
]
