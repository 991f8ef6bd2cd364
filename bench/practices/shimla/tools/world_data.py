"""The Shimla practice's world: advocate, judges, counsel, clients, cases (hearings are in hearings_data.py)."""

ADVOCATE = {
    "name": "Sushma Guleria",
    "enrolment_no": "HP/412/2004",
    "chamber_address": "Chamber No. 14, Advocates' Chambers Block, High Court of Himachal Pradesh, Shimla 171001; home office: Kamna Nagar, Chakkar, Shimla",
    "practice": "High Court of Himachal Pradesh (writs, criminal revisions, regular second appeals) and the courts at Shimla: civil suits, DV Act cases, motor accident claims, tenancy appeals before the Divisional Commissioner",
    "junior": {"name": "Ankit Rana", "enrolment_no": "HP/1877/2023"},
    "juniors": [{"name": "Ankit Rana", "enrolment_no": "HP/1877/2023",
                 "writes": "Word (docx) notes the same evening on the chamber desktop: English with Hindi/Pahari in Latin letters ('kya hoya', 'agli peshi', 'jaj sahab bole'), NDOH/ND, typos",
                 "usually_attends": "Chakkar courts (Civil Judge, JMIC, MACT) and the High Court with the advocate"}],
    "clerk": {"name": "Bhup Ram", "role": "munshi: takes dates at the Divisional Commissioner's court and the civil courts, writes his register in Hindi (Devanagari, Devanagari digits), photographs pages on his phone"},
}

JUDGES = [
    {"id": "J1", "name": "Hon'ble Mr. Justice Anoop Chand Bhardwaj", "short": "Bhardwaj J", "court": "High Court of Himachal Pradesh, Court No. 4", "court_hall": "Court No. 4", "level": "High Court",
     "temperament": "Reads the revenue record himself.", "habits": ["asks for the jamabandi and tatima before hearing a land writ", "orders joint demarcation by revenue and forest officers", "costs on the State for not complying"]},
    {"id": "J2", "name": "Hon'ble Ms. Justice Shalini Verma", "short": "Verma J", "court": "High Court of Himachal Pradesh, Court No. 7", "court_hall": "Court No. 7", "level": "High Court",
     "temperament": "Impatient with long reading.", "habits": ["calls for the lower court record", "asks for a two-page synopsis"]},
    {"id": "J3", "name": "Hon'ble Mr. Justice Devinder Singh Rana", "short": "Rana J", "court": "High Court of Himachal Pradesh, Court No. 2", "court_hall": "Court No. 2", "level": "High Court",
     "temperament": "Pushes settlement in village disputes.", "habits": ["refers path disputes to mediation", "costs for adjournment"]},
    {"id": "J4", "name": "Ms. Ritika Pathania", "short": "CJ Ct 2", "court": "Civil Judge (Junior Division), Court No. 2, Shimla (Chakkar)", "court_hall": "Court No. 2", "level": "District",
     "temperament": "Starts at 10 sharp; writes orders in Hindi.", "habits": ["closes evidence if a witness is not produced after last opportunity"]},
    {"id": "J5", "name": "Sh. Amit Mehta", "short": "JMIC-3", "court": "Judicial Magistrate First Class, Court No. 3, Shimla", "court_hall": "Court No. 3", "level": "District",
     "temperament": "Asks about maintenance arrears every date.", "habits": ["asks the status of arrears first", "refers parties to the Protection Officer for counselling"]},
    {"id": "J6", "name": "Sh. Rajiv Thakur", "short": "MACT-I", "court": "Motor Accident Claims Tribunal-I, Shimla", "court_hall": "MACT-I", "level": "District",
     "temperament": "Pushes for Lok Adalat settlement.", "habits": ["asks for income proof of the deceased", "suggests Lok Adalat"]},
    {"id": "J7", "name": "Divisional Commissioner, Shimla Division", "short": "Div. Commr.", "court": "Court of the Divisional Commissioner, Shimla Division (Revenue)", "court_hall": "Commissioner's court, Shimla", "level": "Revenue",
     "temperament": "Often on tour.", "habits": ["matters adjourned by the Reader when on tour or in meetings"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Sh. Vikrant Katoch, Addl. A.G.", "chamber": "Advocate General, H.P.", "style": "Seeks time for instructions from the DFO.", "tactics": ["instructions not received"]},
    {"id": "OC2", "name": "Sh. Rajat Sood, Dy. A.G.", "chamber": "Advocate General, H.P.", "style": "Busy in the Division Bench.", "tactics": ["not available"]},
    {"id": "OC3", "name": "Sh. K.L. Sood, Advocate", "chamber": "Lower Bazar, Shimla", "style": "Sends his junior with an adjournment slip.", "tactics": ["busy in the High Court"]},
    {"id": "OC4", "name": "Ms. Neha Mehta, Advocate", "chamber": "District Courts, Chakkar", "style": "Seeks exemption for her client.", "tactics": ["client on Army duty"]},
    {"id": "OC5", "name": "Sh. Rohit Pathania, Advocate (for The Oriental Insurance Co. Ltd.)", "chamber": "Chakkar", "style": "Disputes the driver's licence.", "tactics": ["licence defence"]},
    {"id": "OC6", "name": "Sh. Mahesh Verma, Advocate", "chamber": "Theog / Shimla", "style": "Seeks time.", "tactics": ["file not with him"]},
]

CLIENTS = [
    {"id": "CL1", "name": "Hem Raj Chauhan", "type": "apple orchardist, village Kiari, Tehsil Kotkhai", "note": "calls 'Chauhan ji'"},
    {"id": "CL2", "name": "Ajay Negi", "type": "taxi driver, Rampur Bushahr; his father Gian Chand Negi calls", "note": ""},
    {"id": "CL3", "name": "Prem Singh Kanwar", "type": "agriculturist, village Jubbar, Tehsil Theog", "note": ""},
    {"id": "CL4", "name": "Kamla Devi Thakur", "type": "widow, village Bhatti, Dhalli; son Vikas Thakur handles", "note": "'Kamla ji'"},
    {"id": "CL5", "name": "Sunita Kanwar", "type": "aggrieved wife, Sanjauli", "note": ""},
    {"id": "CL6", "name": "Leela Devi Negi", "type": "widow of Mohan Lal Negi (bus accident), Chirgaon", "note": ""},
    {"id": "CL7", "name": "Rattan Lal Jhingta", "type": "tenant, village Sainj, Tehsil Theog", "note": ""},
]

CASES = [
    {"id": "C01", "case_number": "CWP No. 4127 of 2025", "judge_id": "J1", "title": "Hem Raj Chauhan vs State of H.P. & Ors.", "represents": "petitioner", "client_id": "CL1", "opposing_counsel_id": "OC1",
     "nature": "writ against eviction proceedings of the Forest Department (DFO Theog) from orchard land in khasra no. 211, Mauza Kiari, which the Department claims as Demarcated Protected Forest", "filed_on": "2025-11-20", "kind": "writ", "court_level": "High Court",
     "court": "High Court of Himachal Pradesh, Court No. 4", "short_name": "Chauhan orchard writ", "aliases": ["Chauhan ji writ", "Kiari orchard", "forest eviction CWP"],
     "one_line_summary": "Status quo; demarcation report shows 1-04 bigha in DPF; harvest allowed on undertaking; final arguments 09.12.2026.", "next_date": "2026-12-09", "listed_for_next": "final arguments"},
    {"id": "C02", "case_number": "Cr. Revision No. 188 of 2026", "judge_id": "J2", "title": "Ajay Negi vs State of H.P.", "represents": "petitioner", "client_id": "CL2", "opposing_counsel_id": "OC2",
     "nature": "criminal revision against the order of the Special Judge-I, Shimla framing charge under s. 20 NDPS Act (1.320 kg charas, FIR 96/2025 PS Kumarsain)", "filed_on": "2026-02-20", "kind": "criminal revision", "court_level": "High Court",
     "court": "High Court of Himachal Pradesh, Court No. 7", "short_name": "Negi charas revision", "aliases": ["Ajay Negi revision", "NDPS revision", "charas case"],
     "one_line_summary": "Trial court not to record evidence; State argued; rejoinder 10.12.2026.", "next_date": "2026-12-10", "listed_for_next": "rejoinder arguments"},
    {"id": "C03", "case_number": "RSA No. 302 of 2024", "judge_id": "J3", "title": "Prem Singh Kanwar vs Bhagat Ram Mehta & Ors.", "represents": "appellant", "client_id": "CL3", "opposing_counsel_id": "OC3",
     "nature": "regular second appeal over a common village path (rasta) and shamlat land, Mauza Jubbar", "filed_on": "2024-09-12", "kind": "second appeal", "court_level": "High Court",
     "court": "High Court of Himachal Pradesh, Court No. 2", "short_name": "Jubbar path RSA", "aliases": ["Kanwar RSA", "shamlat appeal"],
     "one_line_summary": "LRs of R-2 brought on record; mediation failed; final hearing 16.12.2026.", "next_date": "2026-12-16", "listed_for_next": "final hearing"},
    {"id": "C04", "case_number": "Civil Suit No. 57 of 2025", "judge_id": "J4", "title": "Kamla Devi Thakur vs Jagdish Chand Verma", "represents": "plaintiff", "client_id": "CL4", "opposing_counsel_id": "OC3",
     "nature": "suit for permanent injunction restraining obstruction of the rasta to the plaintiff's house at village Bhatti, Dhalli", "filed_on": "2025-03-10", "kind": "civil suit", "court_level": "District",
     "court": "Civil Judge (Junior Division), Court No. 2, Shimla", "short_name": "Kamla ji rasta suit", "aliases": ["Dhalli rasta", "Bhatti path suit"],
     "one_line_summary": "Evidence closed; plaintiff's arguments heard; defendant to argue 19.12.2026.", "next_date": "2026-12-19", "listed_for_next": "final arguments (defendant)"},
    {"id": "C05", "case_number": "Cr. Case (DV) No. 44 of 2025", "judge_id": "J5", "title": "Sunita Kanwar vs Rakesh Kanwar & Ors.", "represents": "aggrieved person", "client_id": "CL5", "opposing_counsel_id": "OC4",
     "nature": "application under s. 12 of the Protection of Women from Domestic Violence Act, 2005 (maintenance, residence)", "filed_on": "2025-08-12", "kind": "DV case", "court_level": "District",
     "court": "JMIC Court No. 3, Shimla", "short_name": "Sunita DV case", "aliases": ["Sunita ji DV", "Rakesh Kanwar DV"],
     "one_line_summary": "Interim maintenance Rs. 8,000 pm; RW1 in cross; 11.12.2026.", "next_date": "2026-12-11", "listed_for_next": "cross-examination of RW1"},
    {"id": "C06", "case_number": "MAC Petition No. 112 of 2025", "judge_id": "J6", "title": "Leela Devi Negi & Ors. vs Bhuvnesh Kumar & Ors.", "represents": "claimants", "client_id": "CL6", "opposing_counsel_id": "OC5",
     "nature": "claim for the death of Mohan Lal Negi when bus HP-10-A-2731 went off the road near Kharapathar on 14.06.2025", "filed_on": "2025-08-25", "kind": "motor accident claim", "court_level": "District",
     "court": "MACT-I, Shimla", "short_name": "Leela ji MACT", "aliases": ["Kharapathar bus claim", "Negi MACT"],
     "one_line_summary": "Evidence over; insurer's offer Rs. 18,50,000 refused; insurer to argue 14.12.2026.", "next_date": "2026-12-14", "listed_for_next": "arguments (insurer)"},
    {"id": "C07", "case_number": "Appeal No. 19 of 2025", "judge_id": "J7", "title": "Rattan Lal Jhingta vs Bimla Devi & Anr.", "represents": "appellant", "client_id": "CL7", "opposing_counsel_id": "OC6",
     "nature": "appeal under the H.P. Tenancy and Land Reforms Act, 1972 against the order of the Assistant Collector 1st Grade, Theog rejecting conferment of proprietary rights (s. 104)", "filed_on": "2025-11-14", "kind": "tenancy appeal", "court_level": "Revenue",
     "court": "Court of the Divisional Commissioner, Shimla", "short_name": "Jhingta tenancy appeal", "aliases": ["Sainj tenancy", "Commissioner appeal"],
     "one_line_summary": "Arguments heard; for orders 18.12.2026.", "next_date": "2026-12-18", "listed_for_next": "orders"},
]
