"""The registry of the Rewa practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Shailendra Kumar Dwivedi",
    "enrolment_no": "MP/1432/2005",
    "chamber_address": "Chamber No. 47, Naveen Adhivakta Bhawan, District Court Campus, Rewa (M.P.) 486001; "
                       "High Court matters at Jabalpur argued on video conference from the chamber or in person",
    "practice": "Rewa district courts (Sessions, civil suits), revenue courts under the M.P. Land Revenue Code "
                "(Tehsildar, SDO, Commissioner Rewa Division) and the M.P. High Court at Jabalpur (bail, service writs)",
    "junior": {"name": "Anurag Patel", "enrolment_no": "MP/3391/2022"},
    "juniors": [{"name": "Anurag Patel", "enrolment_no": "MP/3391/2022",
                 "writes": "WhatsApp messages in Roman Hinglish with Bagheli words, from the court corridor",
                 "usually_attends": "revenue courts (Tehsil and SDO office), ADJ court when the senior is at Jabalpur"}],
    "clerk": {"name": "Ramsajivan Saket", "role": "munshi: keeps the daily register (दैनिक पेशी रजिस्टर) in "
                                                 "Devanagari Hindi, takes the पेशी from the reader, sends photos on WhatsApp"},
}

JUDGES = [
    {"id": "J1", "name": "Shri Abhishek Singh Chauhan", "short": "SDM sahab Huzur",
     "court": "Court of the Sub-Divisional Officer (Revenue), Huzur, District Rewa", "court_hall": "SDO court, Collectorate",
     "level": "Revenue Court", "temperament": "Calls for the tehsil record first; pushes family disputes towards a raajinama.",
     "habits": ["calls for the original record from the tehsil", "suggests a family compromise (raajinama)",
                "busy with paddy procurement and protocol duty; orders wait"]},
    {"id": "J2", "name": "Smt. Anjana Singh Parihar", "short": "Tehsildar madam Huzur",
     "court": "Court of the Tehsildar, Huzur, District Rewa", "court_hall": "Tehsil court, Huzur",
     "level": "Revenue Court", "temperament": "Goes by the RI's report; wants the adjoining holders served.",
     "habits": ["sends the RI / a team (dal) for demarcation", "insists on notice to adjoining bhumiswamis",
                "wants demarcation with the TSM machine from fixed points"]},
    {"id": "J3", "name": "Shri Hemant Kumar Agnihotri", "short": "Agnihotri sahab (ADJ-4)",
     "court": "Court of the IV Additional Sessions Judge, Rewa", "court_hall": "Court Room 11, District Court Rewa",
     "level": "Sessions Court", "temperament": "Does not let a witness go back uncross-examined; warrants for absent witnesses.",
     "habits": ["cross the same day, no deferment", "bailable warrants to absent witnesses",
                "asks the Addl. PP to produce witnesses through the SP"]},
    {"id": "J4", "name": "Hon'ble Shri Justice Amitabh Rai Saxena", "short": "Saxena J",
     "court": "High Court of Madhya Pradesh, Jabalpur (single bench, bail roster)", "court_hall": "Court No. 19",
     "level": "High Court", "temperament": "NDPS bail: quantity, s. 37, antecedents and FSL first.",
     "habits": ["calls for the case diary", "asks for the criminal antecedents and the FSL report"]},
    {"id": "J5", "name": "Hon'ble Shri Justice Rajeev Nayan Khare", "short": "Khare J",
     "court": "High Court of Madhya Pradesh, Jabalpur (single bench, service roster)", "court_hall": "Court No. 7",
     "level": "High Court", "temperament": "Recovery-from-pension writs: asks about an undertaking at fixation.",
     "habits": ["last opportunity to the State with costs", "asks for the service book and any undertaking"]},
    {"id": "J6", "name": "Kumari Shweta Chaurasia", "short": "Chaurasia madam (1st CJ Sr Div)",
     "court": "Court of the First Civil Judge Senior Division, Rewa", "court_hall": "Court Room 4",
     "level": "Civil Court", "temperament": "Conditional injunctions; costs on every adjournment.",
     "habits": ["injunction on condition of deposit", "costs on adjournment", "last opportunity"]},
    {"id": "J7", "name": "Shri Saurabh Kumar Namdev", "short": "Namdev sahab (2nd CJ Jr Div)",
     "court": "Court of the Second Civil Judge Junior Division, Rewa", "court_hall": "Court Room 16",
     "level": "Civil Court", "temperament": "Hears arguments fully and gives a short date for judgment.",
     "habits": ["short date for judgment"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Shri Kamta Prasad Mishra", "chamber": "Rewa (revenue bar, Collectorate)",
     "style": "For Shivnandan Patel in both revenue matters; absent or a proxy seeks time; files late applications.",
     "tactics": ["proxy seeks time", "application for additional evidence", "objection to demarcation"]},
    {"id": "OC2", "name": "Shri Vinod Kumar Shukla, Addl. PP", "chamber": "Office of the DPO, Rewa",
     "style": "Seeks time when witnesses are not served.", "tactics": ["witness not served"]},
    {"id": "OC3", "name": "Shri Alok Nigam, Panel Lawyer for the State", "chamber": "Advocate General's office, Jabalpur",
     "style": "NDPS bail: case diary, antecedents.", "tactics": ["case diary awaited"]},
    {"id": "OC4", "name": "Shri Pushpendra Yadav, Government Advocate", "chamber": "Advocate General's office, Jabalpur",
     "style": "Seeks time for instructions from the DEO.", "tactics": ["instructions awaited"]},
    {"id": "OC5", "name": "Shri Sunil Kumar Soni", "chamber": "Rewa (panel counsel, MPEZ)",
     "style": "For the discom; adjournments for its officers' absence.", "tactics": ["officer on training / not present"]},
    {"id": "OC6", "name": "Shri Iqbal Ahmed Siddiqui", "chamber": "Rewa", "style": "For the tenant.",
     "tactics": ["time for arguments"]},
]

CLIENTS = [
    {"id": "CL1", "name": "Smt. Phoolmati Patel w/o late Ramsharan Patel and son Rajendra Patel, village Pipraha",
     "phone": "94251 8xxxx"},
    {"id": "CL2", "name": "Ramkripal Tiwari and son Manoj Tiwari, village Katra, PS Mangawan", "phone": "98269 3xxxx"},
    {"id": "CL3", "name": "Sonu @ Saurabh Kesharwani s/o Omprakash Kesharwani, Chakghat (through the father)",
     "phone": "70009 4xxxx"},
    {"id": "CL4", "name": "Smt. Vidyawati Shukla, retired UDT, Nehru Nagar, Rewa", "phone": "94253 6xxxx"},
    {"id": "CL5", "name": "Dinesh Kumar Gupta, prop. Maa Sharda Atta Chakki & Masala Udyog, Chorhata", "phone": "98931 2xxxx"},
    {"id": "CL6", "name": "Smt. Kamla Devi Agrawal (through son Anil Agrawal), Ghoda Chauraha", "phone": "94240 7xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "प्र.क्र. 0087/अपील/2025-26", "judge_id": "J1",
     "title": "Smt. Phoolmati Patel & Anr. vs Shivnandan Patel", "represents": "appellants", "client_id": "CL1",
     "opposing_counsel_id": "OC1", "nature": "appeal u/s 44 M.P. Land Revenue Code against the Naib Tehsildar's "
     "mutation (naamantaran) order dated 18.09.2025 in प्र.क्र. 0412/अ-6/2024-25 recording khasra 212/1 and 212/3, "
     "village Pipraha, in Shivnandan's name on an unregistered will", "filed_on": "2025-11-20", "kind": "revenue appeal",
     "court_level": "Revenue Court", "court": "SDO (Revenue) Huzur, Rewa", "short_name": "Phoolmati mutation appeal",
     "aliases": ["naamantaran appeal", "Pipraha appeal", "SDO wala", "vasiyat wala"],
     "one_line_summary": "Appeal against mutation on a will; delay condoned; arguments heard; order awaited.",
     "next_date": "2027-01-21", "listed_for_next": "order (आदेश हेतु)"},
    {"id": "C02", "case_number": "प्र.क्र. 0156/अ-12/2025-26", "judge_id": "J2",
     "title": "Rajendra Patel vs Shivnandan Patel", "represents": "applicant", "client_id": "CL1",
     "opposing_counsel_id": "OC1", "nature": "demarcation (seemankan) of khasra 212/3, village Pipraha, u/s 129 "
     "M.P. Land Revenue Code; encroachment by the adjoining holder of khasra 213; later an application u/s 250",
     "filed_on": "2026-01-05", "kind": "revenue case", "court_level": "Revenue Court", "court": "Tehsildar Huzur, Rewa",
     "short_name": "Pipraha seemankan", "aliases": ["seemankan", "demarcation", "medh wala", "Rajendra ka case"],
     "one_line_summary": "Demarcation: RI and then a team found 0.055 ha encroached; objections; s. 250 application.",
     "next_date": "2027-01-12", "listed_for_next": "arguments on the team report and the s. 250 application"},
    {"id": "C03", "case_number": "सत्र प्रकरण क्रमांक 214/2025", "judge_id": "J3",
     "title": "State of M.P. vs Ramkripal Tiwari & Anr.", "represents": "accused", "client_id": "CL2",
     "opposing_counsel_id": "OC2", "nature": "sessions trial, FIR 0331/2025 PS Mangawan u/s 109(1), 115(2), 296, "
     "351(3), 3(5) BNS (attempt to murder: head injury to Sanjay Tiwari on 13.06.2025)", "filed_on": "2025-09-02",
     "kind": "sessions trial", "court_level": "Sessions Court", "court": "IV Additional Sessions Judge, Rewa",
     "short_name": "Ramkripal sessions", "aliases": ["Katra 109", "Mangawan sessions", "farsa wala case"],
     "one_line_summary": "Attempt to murder trial; prosecution evidence over the year; accused statements next.",
     "next_date": "2027-01-12", "listed_for_next": "statement of the accused u/s 351 BNSS"},
    {"id": "C04", "case_number": "M.Cr.C. No. 11842 of 2026", "judge_id": "J4",
     "title": "Sonu @ Saurabh Kesharwani vs State of M.P.", "represents": "applicant", "client_id": "CL3",
     "opposing_counsel_id": "OC3", "nature": "regular bail u/s 483 BNSS, FIR 0012/2026 PS Chakghat u/s 8/21(b), 29 "
     "NDPS Act (codeine cough syrup, 9 bottles)", "filed_on": "2026-03-04", "kind": "bail", "court_level": "High Court",
     "court": "High Court of M.P., Jabalpur", "short_name": "Sonu bail", "aliases": ["syrup wala bail", "Chakghat NDPS"],
     "one_line_summary": "NDPS bail (intermediate quantity); granted 20.04.2026 on parity.", "next_date": None,
     "listed_for_next": "disposed - bail granted on 20.04.2026"},
    {"id": "C05", "case_number": "W.P. No. 31457 of 2025", "judge_id": "J5",
     "title": "Smt. Vidyawati Shukla vs State of M.P. & Ors.", "represents": "petitioner", "client_id": "CL4",
     "opposing_counsel_id": "OC4", "nature": "writ against recovery of Rs. 3,84,612 of excess pay from the retiral "
     "dues of a retired Class III teacher (DEO Rewa order dated 12.09.2025)", "filed_on": "2025-10-27", "kind": "writ",
     "court_level": "High Court", "court": "High Court of M.P., Jabalpur", "short_name": "Vidyawati recovery writ",
     "aliases": ["vasooli writ", "Shukla madam ka writ", "pension recovery"],
     "one_line_summary": "Recovery from retiral dues; State pleads an undertaking of 2009; final hearing next.",
     "next_date": "2027-01-20", "listed_for_next": "final hearing"},
    {"id": "C06", "case_number": "RCS-A No. 58/2026", "judge_id": "J6",
     "title": "Dinesh Kumar Gupta vs M.P. Poorv Kshetra Vidyut Vitaran Co. Ltd. & Anr.", "represents": "plaintiff",
     "client_id": "CL5", "opposing_counsel_id": "OC5", "nature": "suit for declaration that the supplementary bill "
     "of Rs. 2,86,450 dated 18.12.2025 (back-billing for a slow meter) is void, and injunction against disconnection",
     "filed_on": "2026-01-14", "kind": "civil suit", "court_level": "Civil Court",
     "court": "First Civil Judge Senior Division, Rewa", "short_name": "Chakki bijli suit",
     "aliases": ["bijli bill case", "MPEZ suit", "atta chakki wala"],
     "one_line_summary": "Discom back-billing; conditional injunction on deposit; evidence; the discom's costs.",
     "next_date": "2027-01-22", "listed_for_next": "defendants' evidence (DW2)"},
    {"id": "C07", "case_number": "RCS-A No. 112/2023", "judge_id": "J7",
     "title": "Smt. Kamla Devi Agrawal vs Mohd. Shakeel Ansari", "represents": "plaintiff", "client_id": "CL6",
     "opposing_counsel_id": "OC6", "nature": "eviction of a tenant from a shop at Ghoda Chauraha u/s 12(1)(a) and "
     "12(1)(f) M.P. Accommodation Control Act, 1961, with arrears of rent", "filed_on": "2023-04-11",
     "kind": "civil suit", "court_level": "Civil Court", "court": "Second Civil Judge Junior Division, Rewa",
     "short_name": "Kamla Devi eviction", "aliases": ["dukaan khali", "Ghoda Chauraha shop", "kirayedar wala"],
     "one_line_summary": "Eviction suit decreed on 29.04.2026.", "next_date": None,
     "listed_for_next": "disposed - decreed on 29.04.2026"},
]
