"""The registry of the Prayagraj practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Mohd. Tariq Zaidi",
    "enrolment_no": "UP/3381/2006",
    "chamber_address": "Chamber No. 4/17, New Advocates' Chambers, High Court, Prayagraj 211001; "
                       "residence-office: 22/9 Stanley Road, Civil Lines, Prayagraj",
    "practice": "High Court of Judicature at Allahabad (Writ-A service, Writ-C, first appeals, criminal misc. bail "
                "and 482 applications); District Court Prayagraj (Small Causes); Board of Revenue, U.P., Prayagraj",
    "junior": {"name": "Ayushi Pandey", "enrolment_no": "UP/10417/2024"},
    "juniors": [{"name": "Ayushi Pandey", "enrolment_no": "UP/10417/2024",
                 "writes": "WhatsApp messages in Hinglish (Latin letters), from the court corridors and the "
                           "Kachehri", "usually_attends": "District Court Prayagraj (SCC), Board of Revenue, "
                                                         "mentions and 'pass over' requests at the High Court"}],
    "clerk": {"name": "Ram Sajivan Yadav", "role": "munshi: keeps the tareekh register in Devanagari Hindi, sees "
                                                   "the cause lists, takes dates from the ahlmad at the Board of "
                                                   "Revenue and the Kachehri, photographs the register pages"},
}

JUDGES = [
    {"id": "J1", "name": "Hon'ble Mr. Justice Vivek Chandra Mathur", "short": "Mathur J (Court 29)",
     "court": "High Court of Judicature at Allahabad, Court No. 29", "court_hall": "Court No. 29",
     "level": "High Court", "temperament": "Service writs: wants the officer's personal affidavit when the State "
     "drags; calls the officer in person.",
     "habits": ["personal affidavit of the BSA", "officer to appear in person", "summons the original file"]},
    {"id": "J2", "name": "Hon'ble Mrs. Justice Shashi Prabha Verma", "short": "Verma J (Court 5)",
     "court": "High Court of Judicature at Allahabad, Court No. 5", "court_hall": "Court No. 5",
     "level": "High Court", "temperament": "First appeals: wants a tabulated chart of the sale exemplars.",
     "habits": ["tabulated chart of exemplars", "written submissions", "costs for illness slips"]},
    {"id": "J3", "name": "Hon'ble Mr. Justice Ajay Narain Bhatnagar", "short": "Bhatnagar J (Court 66)",
     "court": "High Court of Judicature at Allahabad, Court No. 66", "court_hall": "Court No. 66",
     "level": "High Court", "temperament": "NDPS bail: criminal history, quantity by the FSL report, s. 52A.",
     "habits": ["criminal history first", "FSL report and quantity", "compliance of s. 52A NDPS Act"]},
    {"id": "J4", "name": "Hon'ble Mr. Justice Nadeem Akhtar Farooqui", "short": "Farooqui J (Court 77)",
     "court": "High Court of Judicature at Allahabad, Court No. 77", "court_hall": "Court No. 77",
     "level": "High Court", "temperament": "482 in money disputes: sends the parties to mediation first.",
     "habits": ["refers to the Mediation and Conciliation Centre", "asks whether a civil suit is pending"]},
    {"id": "J5", "name": "Sri Rajendra Prasad Gautam", "short": "Gautam sahab, Member (Judicial)",
     "court": "Board of Revenue, U.P., Prayagraj, Court No. 4", "court_hall": "Court No. 4 (Member Judicial)",
     "level": "Revenue Court", "temperament": "Will not hear without the lower court's misil.",
     "habits": ["summons the misil", "adjourns when a side is absent on the pukar, last opportunity"]},
    {"id": "J6", "name": "Sri Anshuman Rai", "short": "Rai sahab, JSCC",
     "court": "Judge Small Cause Court, Prayagraj (Court No. 2)", "court_hall": "Court No. 2, Kachehri",
     "level": "District Court", "temperament": "Strict on rent deposits; adjournments only on costs.",
     "habits": ["costs on adjournment", "rent deposit u/s 20(4)"]},
    {"id": "J7", "name": "Hon'ble Mr. Justice Prakash Chandra Dubey", "short": "Dubey J (Court 34)",
     "court": "High Court of Judicature at Allahabad, Court No. 34", "court_hall": "Court No. 34",
     "level": "High Court", "temperament": "Consolidation writs: wants the chak naksha and CH Form 23.",
     "habits": ["asks for the chak naksha", "original holding (purana mal) of the tubewell plot"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Sri Amit Kumar Srivastava, Standing Counsel", "chamber": "CSC office, High Court",
     "style": "For the State; seeks time for instructions.", "tactics": ["instructions awaited"]},
    {"id": "OC2", "name": "Sri Ravindra Pratap Singh", "chamber": "High Court, Prayagraj",
     "style": "For the BSA and the Basic Shiksha Parishad; seeks time for the counter affidavit.",
     "tactics": ["time for counter affidavit"]},
    {"id": "OC3", "name": "Sri Kaushal Kishore Tiwari", "chamber": "High Court, Prayagraj",
     "style": "For the Prayagraj Development Authority; illness slips and pass over.", "tactics": ["illness slip"]},
    {"id": "OC4", "name": "Sri Pramod Kumar Dwivedi, AGA", "chamber": "Government Advocate's office, High Court",
     "style": "For the State in bail; instructions from the police station.", "tactics": ["instructions"]},
    {"id": "OC5", "name": "Sri Imtiaz Ahmad Ansari", "chamber": "High Court, Prayagraj",
     "style": "For opposite party no. 2 (the complainant); pass over, adjournments.", "tactics": ["pass over"]},
    {"id": "OC6", "name": "Sri Hari Shankar Pal", "chamber": "Board of Revenue, Prayagraj",
     "style": "For the respondents at the Board; often absent on the pukar.", "tactics": ["absent"]},
    {"id": "OC7", "name": "Sri Suresh Chandra Kesarwani", "chamber": "Civil Court, Prayagraj",
     "style": "For the tenant; adjournments, late amendments.", "tactics": ["amendment", "unwell"]},
    {"id": "OC8", "name": "Sri Vindhyachal Singh Patel", "chamber": "High Court, Prayagraj",
     "style": "For the private respondent in the consolidation writ.", "tactics": ["time for counter"]},
]

CLIENTS = [
    {"id": "CL1", "name": "Smt. Kiran Lata Mishra, Assistant Teacher (through husband Umesh Mishra)", "phone": "94153 6xxxx"},
    {"id": "CL2", "name": "Ram Dulare Patel & 4 others, village Jhalwa (through son Santosh Patel)", "phone": "99355 2xxxx"},
    {"id": "CL3", "name": "Shahnawaz @ Sonu s/o Mohd. Yaseen, Kareli (through brother Nawab)", "phone": "80047 1xxxx"},
    {"id": "CL4", "name": "Vinod Agrawal & 2 others (Agrawal Cement Agency, Naini)", "phone": "94505 3xxxx"},
    {"id": "CL5", "name": "Jagdamba Prasad Maurya, village Bahadurpur, tehsil Phulpur", "phone": "63941 8xxxx"},
    {"id": "CL6", "name": "Haji Mohd. Ishaq (landlord, Chowk)", "phone": "98391 4xxxx"},
    {"id": "CL7", "name": "Lalji Patel & Bhaiyalal Patel, village Sahson", "phone": "97952 0xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "WRIT - A No. 8823 of 2025", "judge_id": "J1",
     "title": "Smt. Kiran Lata Mishra vs State of U.P. and 3 Others", "represents": "petitioner", "client_id": "CL1",
     "opposing_counsel_id": "OC2", "nature": "service writ of an assistant teacher of Sri Gandhi Smarak Junior High "
     "School, Phulpur (aided): salary stopped by the BSA Prayagraj since August 2025; payment of salary and "
     "regularisation of her 2014 appointment", "filed_on": "2025-11-20", "kind": "writ", "court_level": "High Court",
     "court": "High Court of Judicature at Allahabad, Court No. 29", "short_name": "Kiran Lata salary writ",
     "aliases": ["teacher writ", "Phulpur teacher", "Kiran Lata"],
     "one_line_summary": "Teacher's salary writ; BSA's counter after repeated time; current salary ordered; "
                         "original file produced; regularisation argued.",
     "next_date": "2027-01-04", "listed_for_next": "hearing (additional cause list)"},
    {"id": "C02", "case_number": "FIRST APPEAL No. 412 of 2024", "judge_id": "J2",
     "title": "Ram Dulare Patel and 4 Others vs State of U.P. and Another", "represents": "appellants",
     "client_id": "CL2", "opposing_counsel_id": "OC3", "nature": "first appeal u/s 54 of the Land Acquisition Act, "
     "1894 against the reference court's award (ADJ Court No. 4, Prayagraj) for enhancement of compensation for "
     "6,320 sq m at village Jhalwa acquired for the PDA's Kalindipuram residential scheme",
     "filed_on": "2024-03-11", "kind": "appeal", "court_level": "High Court",
     "court": "High Court of Judicature at Allahabad, Court No. 5", "short_name": "Jhalwa land acquisition appeal",
     "aliases": ["LA appeal", "Jhalwa appeal", "muavza appeal", "Ram Dulare"],
     "one_line_summary": "Compensation appeal: award Rs. 420/sq m, reference Rs. 650, claim Rs. 1,850; PDA's "
                         "illness slips; costs; arguments.",
     "next_date": "2027-01-20", "listed_for_next": "written submissions / further hearing"},
    {"id": "C03", "case_number": "CRIMINAL MISC. BAIL APPLICATION No. 6218 of 2026", "judge_id": "J3",
     "title": "Shahnawaz @ Sonu vs State of U.P.", "represents": "applicant", "client_id": "CL3",
     "opposing_counsel_id": "OC4", "nature": "regular bail u/s 483 BNSS; Case Crime No. 214 of 2025, P.S. Kareli, "
     "u/s 8/21 NDPS Act (62 grams smack, intermediate quantity)", "filed_on": "2026-02-03", "kind": "bail",
     "court_level": "High Court", "court": "High Court of Judicature at Allahabad, Court No. 66",
     "short_name": "Shahnawaz NDPS bail", "aliases": ["Sonu bail", "smack bail", "Kareli NDPS"],
     "one_line_summary": "NDPS bail; criminal history and FSL report; bail granted 07.04.2026.", "next_date": None,
     "listed_for_next": "disposed - bail granted on 07.04.2026"},
    {"id": "C04", "case_number": "APPLICATION U/S 482 No. 30517 of 2024", "judge_id": "J4",
     "title": "Vinod Agrawal and 2 Others vs State of U.P. and Another", "represents": "applicants",
     "client_id": "CL4", "opposing_counsel_id": "OC5", "nature": "quashing of the charge sheet and the summoning "
     "order dated 12.06.2024 of ACJM-III Prayagraj, Case Crime No. 88 of 2024, P.S. Naini, u/s 406, 420, 506 IPC "
     "(unpaid cement and steel, Rs. 8,40,000) - a civil dispute", "filed_on": "2024-07-02", "kind": "criminal misc",
     "court_level": "High Court", "court": "High Court of Judicature at Allahabad, Court No. 77",
     "short_name": "Agrawal 482 quashing", "aliases": ["Naini 482", "cement wala 482", "Agrawal quashing"],
     "one_line_summary": "482 quashing; no coercive action; mediation failed; civil suit pending; arguments.",
     "next_date": "2027-01-11", "listed_for_next": "arguments of opposite party no. 2"},
    {"id": "C05", "case_number": "Second Appeal No. 1184 of 2025", "judge_id": "J5",
     "title": "Jagdamba Prasad Maurya vs Smt. Sumitra Devi and 3 Others", "represents": "appellant",
     "client_id": "CL5", "opposing_counsel_id": "OC6", "nature": "second appeal u/s 208 of the U.P. Revenue Code, "
     "2006 against the Commissioner Prayagraj Division's order of 14.08.2025 reversing the SDM Phulpur's decree "
     "in a division (batwara) suit u/s 116, gata nos. 318 and 319, village Bahadurpur (1.214 hectare)",
     "filed_on": "2025-10-06", "kind": "revenue appeal", "court_level": "Revenue Court",
     "court": "Board of Revenue, U.P., Prayagraj, Court No. 4", "short_name": "Bahadurpur batwara second appeal",
     "aliases": ["Revenue Board appeal", "batwara appeal", "Jagdamba appeal"],
     "one_line_summary": "Batwara second appeal; stay on the kurra; service, objection, misil summoned; arguments.",
     "next_date": "2027-01-13", "listed_for_next": "arguments of the respondents"},
    {"id": "C06", "case_number": "SCC Suit No. 88 of 2023", "judge_id": "J6",
     "title": "Haji Mohd. Ishaq vs Deepak Jaiswal", "represents": "plaintiff", "client_id": "CL6",
     "opposing_counsel_id": "OC7", "nature": "suit for eviction and arrears of rent u/s 20 of U.P. Act No. 13 of "
     "1972, shop no. 14, Chowk (near Ghantaghar), rent Rs. 4,500 p.m.", "filed_on": "2023-02-15",
     "kind": "tenancy suit", "court_level": "District Court", "court": "Judge Small Cause Court, Prayagraj",
     "short_name": "Chowk shop eviction", "aliases": ["Ishaq kirayedar case", "SCC suit", "Ghantaghar dukaan"],
     "one_line_summary": "Landlord's eviction suit; defence evidence; amendment rejected with costs; arguments; "
                         "judgment on 04.01.2027.",
     "next_date": "2027-01-04", "listed_for_next": "judgment / orders"},
    {"id": "C07", "case_number": "WRIT - C No. 21876 of 2025", "judge_id": "J7",
     "title": "Lalji Patel and Another vs Deputy Director of Consolidation, Prayagraj and 4 Others",
     "represents": "petitioners", "client_id": "CL7", "opposing_counsel_id": "OC8",
     "nature": "writ against the DDC's order of 22.09.2025 in a revision u/s 48 of the U.P. Consolidation of "
     "Holdings Act, 1953 giving the petitioners' tubewell plot gata no. 447 (village Sahson) to respondent no. 5",
     "filed_on": "2025-12-01", "kind": "writ", "court_level": "High Court",
     "court": "High Court of Judicature at Allahabad, Court No. 34", "short_name": "Sahson chakbandi writ",
     "aliases": ["chakbandi writ", "consolidation writ", "Lalji writ", "tubewell chak"],
     "one_line_summary": "Chakbandi writ; status quo; chak naksha; writ allowed, matter remanded to the DDC on "
                         "17.09.2026.", "next_date": None,
     "listed_for_next": "disposed - writ allowed, remanded to the DDC on 17.09.2026"},
]
