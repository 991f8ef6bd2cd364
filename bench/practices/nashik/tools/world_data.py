"""The registry of the Nashik practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Prashant Dattatray Gaikwad",
    "enrolment_no": "MAH/1874/2006",
    "chamber_address": "Chamber No. 37, Vakil Sangh Building, District Court Nashik (near CBS), Nashik 422002",
    "practice": "District Court Nashik (civil suits, Sessions, JMFC), Co-operative Court Nashik, District Consumer "
                "Commission Nashik, MACT Nashik, JMFC Niphad; rarely the Bombay High Court",
    "junior": {"name": "Snehal Bhamre", "enrolment_no": "MAH/3310/2022"},
    "juniors": [{"name": "Snehal Bhamre", "enrolment_no": "MAH/3310/2022",
                 "writes": "WhatsApp messages in Romanised Marathi and English, short, from the court corridor",
                 "usually_attends": "JMFC courts, MACT, JMFC Niphad"}],
    "clerk": {"name": "Sakharam Jadhav", "role": "karkun (munshi): keeps the daily register (tarikh vahi) in "
                                                 "Marathi, Devanagari; photographs pages on WhatsApp"},
}

JUDGES = [
    {"id": "J1", "name": "Smt. M. S. Deshpande", "short": "Deshpande madam (CJSD)",
     "court": "Civil Judge Senior Division, Nashik, Court No. 2", "court_hall": "Court No. 2", "level": "Civil Court",
     "temperament": "Strict on evidence timelines.", "habits": ["costs on adjournment", "wants cross the same day"]},
    {"id": "J2", "name": "Shri. V. B. Patil", "short": "Patil saheb (Co-op Court)",
     "court": "Co-operative Court No. 1, Nashik", "court_hall": "Co-operative Court No. 1", "level": "Tribunal",
     "temperament": "Wants original society documents.", "habits": ["calls for originals", "asks for the bye-laws"]},
    {"id": "J3", "name": "Shri. S. N. Bagul", "short": "Bagul saheb (CJJD)",
     "court": "Civil Judge Junior Division, Nashik, Court No. 4", "court_hall": "Court No. 4", "level": "Civil Court",
     "temperament": "Asks the tenant to deposit arrears.", "habits": ["deposit of arrears"]},
    {"id": "J4", "name": "Shri. P. K. Bhosale", "short": "Bhosale saheb (MACT)",
     "court": "Motor Accident Claims Tribunal, Nashik (District Judge-4)", "court_hall": "Court of DJ-4",
     "level": "Tribunal", "temperament": "Pushes settlement.", "habits": ["asks insurer for an offer"]},
    {"id": "J5", "name": "Smt. A. P. Wankhede", "short": "Wankhede madam (JMFC)",
     "court": "Judicial Magistrate First Class, Court No. 7, Nashik", "court_hall": "Court No. 7",
     "level": "Magistrate Court", "temperament": "Mediation first.", "habits": ["refers to mediation"]},
    {"id": "J6", "name": "Shri. D. S. Gite", "short": "Gite saheb (JMFC Niphad)",
     "court": "Judicial Magistrate First Class, Niphad", "court_hall": "JMFC Niphad", "level": "Magistrate Court",
     "temperament": "Encourages compounding.", "habits": ["asks about settlement"]},
    {"id": "J7", "name": "Shri. H. M. Shirsath", "short": "Shirsath saheb (ASJ-3)",
     "court": "Additional Sessions Judge-3, Nashik", "court_hall": "Court of ASJ-3", "level": "Sessions Court",
     "temperament": "Old matters first; warrants to absent police witnesses.", "habits": ["warrant to IO"]},
    {"id": "J8", "name": "Shri. S. G. Khairnar (President)", "short": "Khairnar saheb (Consumer Commission)",
     "court": "District Consumer Disputes Redressal Commission, Nashik", "court_hall": "Commission",
     "level": "Consumer Commission", "temperament": "Written arguments.", "habits": ["written arguments"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Adv. Milind Kotwal", "chamber": "Nashik", "style": "For the exporter; seeks deferment of cross.",
     "tactics": ["defers cross"]},
    {"id": "OC2", "name": "Adv. Rohini Bhadane", "chamber": "Nashik", "style": "Panel advocate of the patsanstha.",
     "tactics": []},
    {"id": "OC3", "name": "Adv. Imtiyaz Shaikh", "chamber": "Nashik", "style": "For the tenant; seeks time.", "tactics": ["time"]},
    {"id": "OC4", "name": "Adv. Vaishali Deore", "chamber": "Nashik (insurance panel)",
     "style": "Insurer's panel counsel in MACT and the Consumer Commission; seeks time.", "tactics": ["time", "licence"]},
    {"id": "OC5", "name": "Adv. Sandeep Thorat", "chamber": "Nashik", "style": "For the husband.", "tactics": []},
    {"id": "OC6", "name": "Adv. Nitin Darade", "chamber": "Niphad / Lasalgaon", "style": "For the complainant.", "tactics": []},
    {"id": "OC7", "name": "Smt. Leena Chavan, Addl. P.P.", "chamber": "Sessions Court Nashik", "style": "Prosecution.", "tactics": []},
]

CLIENTS = [
    {"id": "CL1", "name": "Nivrutti Sopan Sanap, grape grower, Pimpalgaon Baswant", "phone": "98220 6xxxx"},
    {"id": "CL2", "name": "Suresh Namdeo Kale, Sinnar", "phone": "94221 3xxxx"},
    {"id": "CL3", "name": "Smt. Vatsala Bhalchandra Joshi (through son Anirudha Joshi)", "phone": "98600 1xxxx"},
    {"id": "CL4", "name": "Kishor Laxman Pawar, Ozar", "phone": "77090 4xxxx"},
    {"id": "CL5", "name": "Sayali Amol Shinde", "phone": "88057 2xxxx"},
    {"id": "CL6", "name": "Rajendra Tukaram Gholap, Vinchur", "phone": "97300 5xxxx"},
    {"id": "CL7", "name": "Ganesh @ Ganya Bhaurao Dhatrak (through father Bhaurao)", "phone": "90110 8xxxx"},
    {"id": "CL8", "name": "Machhindra Shankar Dhikale, Dindori", "phone": "94035 7xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "S.C.S. No. 318 of 2025", "judge_id": "J1",
     "title": "Nivrutti Sopan Sanap vs Vinayak Agro Exports Pvt. Ltd.", "represents": "plaintiff", "client_id": "CL1",
     "opposing_counsel_id": "OC1", "nature": "suit for recovery of Rs. 18,60,000 with interest, balance price of "
     "export grapes (Thompson Seedless) supplied in the 2024-25 season", "filed_on": "2025-08-04", "kind": "civil suit",
     "court_level": "Civil Court", "court": "Civil Judge Senior Division, Nashik", "short_name": "Sanap grape recovery suit",
     "aliases": ["draksha suit", "grape suit", "Vinayak Agro"], "one_line_summary": "Recovery of grape price; defence of "
     "pesticide residue; evidence.", "next_date": "2027-01-25", "listed_for_next": "further cross of DW1"},
    {"id": "C02", "case_number": "Dispute No. CCN/47/2025", "judge_id": "J2",
     "title": "Shri Sant Nivruttinath Nagari Sahakari Patsanstha Maryadit, Sinnar vs Balasaheb Dagu Kadam & 2 Ors.",
     "represents": "opponent no. 3 (guarantor)", "client_id": "CL2", "opposing_counsel_id": "OC2",
     "nature": "dispute u/s 91 of the Maharashtra Co-operative Societies Act, 1960 for recovery of a loan of "
     "Rs. 7,42,500 from the borrower and two guarantors", "filed_on": "2025-10-13", "kind": "co-operative dispute",
     "court_level": "Tribunal", "court": "Co-operative Court No. 1, Nashik", "short_name": "Kale guarantor patsanstha dispute",
     "aliases": ["patsanstha case", "Sinnar society", "Kale kaka"], "one_line_summary": "Society's recovery; our "
     "guarantor pleads renewal without consent.", "next_date": "2027-02-15", "listed_for_next": "arguments of opp. 3"},
    {"id": "C03", "case_number": "R.C.S. No. 512 of 2024", "judge_id": "J3",
     "title": "Smt. Vatsala Bhalchandra Joshi vs Dilip Ratanlal Agrawal", "represents": "plaintiff", "client_id": "CL3",
     "opposing_counsel_id": "OC3", "nature": "eviction of a shop tenant u/s 15 and 16(1)(g) of the Maharashtra Rent "
     "Control Act, 1999 (arrears and bona fide need), wada at Panchavati", "filed_on": "2024-06-20", "kind": "civil suit",
     "court_level": "Civil Court", "court": "Civil Judge Junior Division, Nashik", "short_name": "Joshi wada eviction",
     "aliases": ["kirana dukan eviction", "Panchavati wada", "Agrawal tenant"], "one_line_summary": "Rent Act eviction; "
     "decreed 17.12.2026.", "next_date": None, "listed_for_next": "disposed - decreed on 17.12.2026"},
    {"id": "C04", "case_number": "M.A.C.P. No. 233 of 2025", "judge_id": "J4",
     "title": "Kishor Laxman Pawar vs Shaikh Rafiq Shaikh Yusuf & Anr.", "represents": "claimant", "client_id": "CL4",
     "opposing_counsel_id": "OC4", "nature": "injury claim u/s 166 MV Act, truck accident on the Mumbai-Agra highway "
     "near Ozar on 12.07.2025", "filed_on": "2025-11-03", "kind": "claim", "court_level": "Tribunal",
     "court": "MACT, Nashik", "short_name": "Kishor Pawar MACT", "aliases": ["Ozar accident", "truck claim"],
     "one_line_summary": "Injury claim; 35% disability; insurer's evidence.", "next_date": "2027-01-25",
     "listed_for_next": "further cross of DW1"},
    {"id": "C05", "case_number": "Cri. M.A. No. 1182 of 2025", "judge_id": "J5",
     "title": "Sayali Amol Shinde vs Amol Ramdas Shinde & 2 Ors.", "represents": "applicant", "client_id": "CL5",
     "opposing_counsel_id": "OC5", "nature": "application u/s 12 of the Protection of Women from Domestic Violence Act, "
     "2005; interim maintenance and rent u/s 23", "filed_on": "2025-12-01", "kind": "criminal misc.",
     "court_level": "Magistrate Court", "court": "JMFC Court No. 7, Nashik", "short_name": "Sayali DV case",
     "aliases": ["DV case", "Satpur in-laws"], "one_line_summary": "DV application; interim Rs. 8,000 + Rs. 3,000 p.m.",
     "next_date": "2027-02-08", "listed_for_next": "further cross of respondent"},
    {"id": "C06", "case_number": "S.C.C. No. 2288 of 2025", "judge_id": "J6",
     "title": "Laxmi Onion Traders vs Rajendra Tukaram Gholap", "represents": "accused", "client_id": "CL6",
     "opposing_counsel_id": "OC6", "nature": "complaint u/s 138 NI Act, cheque of Rs. 2,85,000", "filed_on": "2025-09-15",
     "kind": "criminal complaint", "court_level": "Magistrate Court", "court": "JMFC, Niphad",
     "short_name": "Gholap cheque case", "aliases": ["Lasalgaon cheque", "kanda vyapari case"],
     "one_line_summary": "Cheque case against our client; compounded 04.09.2026.", "next_date": None,
     "listed_for_next": "disposed - compounded on 04.09.2026"},
    {"id": "C07", "case_number": "Sessions Case No. 86 of 2024", "judge_id": "J7",
     "title": "State of Maharashtra vs Ganesh @ Ganya Bhaurao Dhatrak & Anr.", "represents": "accused no. 1",
     "client_id": "CL7", "opposing_counsel_id": "OC7", "nature": "ss. 307, 324, 504 r/w 34 IPC, Mhasrul P.S. C.R. "
     "No. 214 of 2023", "filed_on": "2024-02-14", "kind": "sessions trial", "court_level": "Sessions Court",
     "court": "Additional Sessions Judge-3, Nashik", "short_name": "Ganya 307 Sessions case",
     "aliases": ["Mhasrul 307", "Dhatrak case"], "one_line_summary": "Attempt to murder trial; prosecution closed; "
     "313 done; arguments.", "next_date": "2027-01-25", "listed_for_next": "final arguments"},
    {"id": "C08", "case_number": "C.C. No. 145 of 2025", "judge_id": "J8",
     "title": "Machhindra Shankar Dhikale vs Bharat Suraksha General Insurance Co. Ltd.", "represents": "complainant",
     "client_id": "CL8", "opposing_counsel_id": "OC4", "nature": "consumer complaint: repudiation of a grape crop "
     "insurance claim (hailstorm, March 2025) of Rs. 4,80,000", "filed_on": "2025-12-22", "kind": "consumer complaint",
     "court_level": "Consumer Commission", "court": "District Consumer Disputes Redressal Commission, Nashik",
     "short_name": "Dhikale crop insurance complaint", "aliases": ["gaarpit claim", "hailstorm insurance"],
     "one_line_summary": "Crop insurance repudiation; arguments over; order awaited.", "next_date": "2027-02-03",
     "listed_for_next": "order"},
]
