"""The registry of the Rajkot practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Nilesh Jayantilal Dholakiya",
    "enrolment_no": "G/1187/2003",
    "chamber_address": "Table No. 47, Bar Room, City Civil and Sessions Court (new court building), Jamnagar Road, "
                       "Rajkot 360001; office: 2nd floor, Shivam Complex, near Jubilee Baug, Rajkot; HC work through "
                       "associate at Sola, Ahmedabad",
    "practice": "City Civil and Sessions Court, Rajkot (civil suits, rent suits, Sessions trials for victims' "
                "families, s. 138 NI Act complaints before the ACJM courts, MACT), revenue authorities (Mamlatdar, "
                "Deputy Collector/Prant, Collector Rajkot, SSRD Gandhinagar) and the Gujarat High Court at Ahmedabad",
    "junior": {"name": "Krunal Parmar", "enrolment_no": "G/3312/2022"},
    "juniors": [{"name": "Krunal Parmar", "enrolment_no": "G/3312/2022",
                 "writes": "WhatsApp in Romanised Gujarati with Kathiawadi words and English, short, from the corridor",
                 "usually_attends": "ACJM (NI Act) courts, MACT (Aux.), mentions and next dates"}],
    "clerk": {"name": "Bhikhabhai Makwana", "role": "munshi: keeps the mudat register (date diary) in Gujarati "
                                                   "script, takes dates from the bench clerk, sends photos on WhatsApp"},
}

JUDGES = [
    {"id": "J1", "name": "Shri K. D. Trivedi", "short": "Trivedi saheb (ACJM)",
     "court": "Additional Chief Judicial Magistrate (NI Act), Rajkot, Court No. 9", "court_hall": "Court No. 9",
     "level": "Magistrate Court", "temperament": "Hundreds of 138 cases a day; grants exemptions but wants the "
     "s. 143A deposit obeyed.", "habits": ["orders interim compensation under s. 143A", "evidence by affidavit"]},
    {"id": "J2", "name": "Shri M. B. Pandya", "short": "Pandya saheb (4th Addl. Sr. Civil Judge)",
     "court": "Principal/4th Additional Senior Civil Judge, Rajkot, Court No. 4", "court_hall": "Court No. 4",
     "level": "Civil Court", "temperament": "Sends business disputes to mediation; likes a court commissioner's "
     "inventory.", "habits": ["refers to mediation", "appoints court commissioner"]},
    {"id": "J3", "name": "Shri A. J. Desai, IAS", "short": "SSRD saheb",
     "court": "Special Secretary, Revenue Department (Appeals), Gandhinagar", "court_hall": "Block 11, Sachivalaya",
     "level": "Revenue", "temperament": "Asks for the record and proceedings; nudges towards premium "
     "regularisation.", "habits": ["calls for R&P", "asks whether premium will be paid"]},
    {"id": "J4", "name": "Smt. P. N. Shah", "short": "Shah madam (11th Addl. Sr. Civil Judge)",
     "court": "11th Additional Senior Civil Judge, Rajkot, Court No. 11", "court_hall": "Court No. 11",
     "level": "Civil Court", "temperament": "Strict about deposit of rent under s. 11(3).",
     "habits": ["deposit of arrears first", "costs on adjournment"]},
    {"id": "J5", "name": "Shri D. P. Vyas", "short": "Vyas saheb (6th Addl. Sessions Judge)",
     "court": "6th Additional Sessions Judge, Rajkot, Court No. 6", "court_hall": "Court No. 6",
     "level": "Sessions Court", "temperament": "Day-to-day in spirit; hears the victim's advocate through the APP.",
     "habits": ["wants witnesses bound over", "summons with police help"]},
    {"id": "J6", "name": "Hon'ble Ms. Justice Hemali R. Bhatt", "short": "Bhatt J",
     "court": "High Court of Gujarat at Ahmedabad, Court No. 12", "court_hall": "Court No. 12",
     "level": "High Court", "temperament": "Bail: asks how far the trial has gone.",
     "habits": ["asks stage of trial", "hears the victim"]},
    {"id": "J7", "name": "Shri J. K. Solanki", "short": "Solanki saheb (7th Addl. Sr. Civil Judge)",
     "court": "7th Additional Senior Civil Judge, Rajkot, Court No. 7", "court_hall": "Court No. 7",
     "level": "Civil Court", "temperament": "Lets evidence be summoned; short dates.",
     "habits": ["allows witness summons"]},
    {"id": "J8", "name": "Shri A. R. Chauhan", "short": "Chauhan saheb (MACT Aux.)",
     "court": "Motor Accident Claims Tribunal (Auxiliary), Rajkot", "court_hall": "MACT (Aux.) Court",
     "level": "District Court", "temperament": "Pushes settlement with the insurer.",
     "habits": ["asks insurer for an offer"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Shri Piyush Ladani", "chamber": "Rajkot", "style": "Defends 138 accused; seeks time.",
     "tactics": ["security cheque defence", "time for cross"]},
    {"id": "OC2", "name": "Shri Jignesh Kalariya", "chamber": "Rajkot", "style": "For the other partner.",
     "tactics": ["objects to commissioner's report"]},
    {"id": "OC3", "name": "Shri H. K. Dave (Sarkari Pratinidhi)", "chamber": "Collector office, Rajkot",
     "style": "Government's representative before SSRD.", "tactics": ["time for instructions"]},
    {"id": "OC4", "name": "Shri Imtiyaz Kadiwala", "chamber": "Rajkot", "style": "For the tenant.",
     "tactics": ["standard rent application", "time for deposit"]},
    {"id": "OC5", "name": "Shri Mahipatsinh Jadeja", "chamber": "Rajkot", "style": "Defence in the Sessions case.",
     "tactics": ["long cross", "suggests provocation"]},
    {"id": "OC6", "name": "Mr. Ketan Parikh, Sr. Adv. with Mr. M. S. Jadeja", "chamber": "Ahmedabad",
     "style": "Bail in the High Court.", "tactics": []},
    {"id": "OC7", "name": "Shri Dhaval Joshi", "chamber": "Rajkot", "style": "For the younger brother (donee).",
     "tactics": []},
    {"id": "OC8", "name": "Shri Pranav Mehta", "chamber": "Rajkot (panel counsel, insurer)",
     "style": "Insurer's defences.", "tactics": ["contributory negligence", "triple seat"]},
    {"id": "OC9", "name": "Shri Kishor Bhatt, APP", "chamber": "Sessions Court, Rajkot",
     "style": "Conducts the prosecution.", "tactics": []},
]

CLIENTS = [
    {"id": "CL1", "name": "Shree Khodiyar Castings (partner Vipulbhai Sorathiya), Aji GIDC", "phone": "98250 7xxxx"},
    {"id": "CL2", "name": "Ashokbhai Gordhanbhai Ramani", "phone": "98242 1xxxx"},
    {"id": "CL3", "name": "Devshibhai Nathabhai Bhalodiya, Ishwariya", "phone": "94276 3xxxx"},
    {"id": "CL4", "name": "Kantilal Popatlal Mehta (son Ketan)", "phone": "98983 0xxxx"},
    {"id": "CL5", "name": "Bhavnaben Pareshbhai Hirpara (brother Rasikbhai Dhameliya)", "phone": "99099 4xxxx"},
    {"id": "CL6", "name": "Manharlal Popatbhai Vadodariya", "phone": "97277 2xxxx"},
    {"id": "CL7", "name": "Chirag Maheshbhai Rathod", "phone": "63520 8xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "Criminal Case No. 14522 of 2025", "judge_id": "J1",
     "title": "Shree Khodiyar Castings vs Rameshbhai Savjibhai Chovatiya", "represents": "complainant",
     "client_id": "CL1", "opposing_counsel_id": "OC1",
     "nature": "complaint u/s 138 NI Act, cheque Rs. 6,48,500 (Bank of Baroda, Shapar) for castings supplied to "
               "Om Pump Industries, Shapar", "filed_on": "2025-11-06", "kind": "criminal complaint",
     "court_level": "Magistrate Court", "court": "ACJM (NI Act), Rajkot, Court No. 9",
     "short_name": "Khodiyar castings cheque case", "aliases": ["castings 138", "Chovatiya cheque", "Om Pump case"],
     "one_line_summary": "Cheque case; s. 143A interim compensation; complainant's evidence closed; defence evidence.",
     "next_date": "2027-02-05", "listed_for_next": "defence evidence"},
    {"id": "C02", "case_number": "Special Civil Suit No. 88 of 2025", "judge_id": "J2",
     "title": "Ashokbhai Gordhanbhai Ramani vs Bharatbhai Vallabhbhai Kakadiya & Anr.", "represents": "plaintiff",
     "client_id": "CL2", "opposing_counsel_id": "OC2",
     "nature": "suit for dissolution of partnership and accounts of M/s Shreeji Diamonds (polishing unit, "
               "Bhaktinagar, 22 ghantis) with injunction and court commissioner", "filed_on": "2025-10-14",
     "kind": "civil suit", "court_level": "Civil Court", "court": "4th Addl. Senior Civil Judge, Rajkot",
     "short_name": "Shreeji Diamonds partnership suit", "aliases": ["diamond bhagidari", "Ramani-Kakadiya", "hira case"],
     "one_line_summary": "Dissolution of a diamond-polishing partnership; injunction; mediation failed; commissioner.",
     "next_date": "2027-02-09", "listed_for_next": "cross-examination of PW1"},
    {"id": "C03", "case_number": "Revision Application (Mahesul Tapasni) No. SRD/RJT/142/2026", "judge_id": "J3",
     "title": "Devshibhai Nathabhai Bhalodiya vs Collector, Rajkot & Anr.", "represents": "applicant",
     "client_id": "CL3", "opposing_counsel_id": "OC3",
     "nature": "revision against the Collector's order forfeiting new-tenure (navi sharat) land R.S. No. 211 paiki 2, "
               "Ishwariya, Ta. Rajkot, for breach of tenure (NA use without premium)", "filed_on": "2026-01-27",
     "kind": "revenue", "court_level": "Revenue", "court": "SSRD (Appeals), Gandhinagar",
     "short_name": "Ishwariya navi sharat revision", "aliases": ["navi sharat", "Bhalodiya land", "SSRD case"],
     "one_line_summary": "Navi sharat land forfeited by the Collector; stay by SSRD; premium regularisation route.",
     "next_date": "2027-02-18", "listed_for_next": "Collector's premium computation"},
    {"id": "C04", "case_number": "Rent Suit No. 41 of 2024", "judge_id": "J4",
     "title": "Kantilal Popatlal Mehta vs Hasmukhbhai Jivraj Thakkar", "represents": "plaintiff (landlord)",
     "client_id": "CL4", "opposing_counsel_id": "OC4",
     "nature": "eviction of a shop at Dharmendra Road (Jay Ambe Saree Centre) under the Gujarat Rent Act (Bombay "
               "Rents Act, 1947): arrears and bona fide requirement", "filed_on": "2024-07-22", "kind": "civil suit",
     "court_level": "Civil Court", "court": "11th Addl. Senior Civil Judge, Rajkot",
     "short_name": "Dharmendra Road shop eviction", "aliases": ["bhadu case", "Mehta rent suit", "saree shop"],
     "one_line_summary": "Landlord's eviction suit; s. 11(3) deposit; evidence over; arguments.",
     "next_date": "2027-02-05", "listed_for_next": "arguments"},
    {"id": "C05", "case_number": "Sessions Case No. 47 of 2026", "judge_id": "J5",
     "title": "State of Gujarat vs Jaydeep @ Jadu Rameshbhai Sakhiya & Anr.", "represents": "victim's family "
     "(first informant, assisting the prosecution)", "client_id": "CL5", "opposing_counsel_id": "OC5",
     "nature": "road-rage death of Pareshbhai Hirpara at Mavdi Chowkdi, 150 Feet Ring Road, 18.10.2025; "
               "Malviyanagar Police Station; BNS s. 103(1), 3(5)", "filed_on": "2026-01-30", "kind": "sessions trial",
     "court_level": "Sessions Court", "court": "6th Additional Sessions Judge, Rajkot",
     "short_name": "Paresh road-rage murder trial", "aliases": ["Hirpara case", "Mavdi chowkdi case", "road rage"],
     "one_line_summary": "Trial of two accused for a road-rage killing; eyewitness hostile; CCTV proved; IO examined.",
     "next_date": "2027-02-12", "listed_for_next": "statements of accused u/s 351 BNSS"},
    {"id": "C06", "case_number": "Criminal Misc. Application No. 11842 of 2026", "judge_id": "J6",
     "title": "Jaydeep @ Jadu Rameshbhai Sakhiya vs State of Gujarat & Anr.", "represents": "respondent no. 2 "
     "(victim's wife)", "client_id": "CL5", "opposing_counsel_id": "OC6",
     "nature": "regular bail u/s 483 BNSS of accused no. 1 in Sessions Case 47/2026", "filed_on": "2026-06-24",
     "kind": "bail", "court_level": "High Court", "court": "High Court of Gujarat, Court No. 12",
     "short_name": "Jadu bail in HC", "aliases": ["HC bail", "Sakhiya bail"],
     "one_line_summary": "Accused's bail opposed by the victim's wife; withdrawn 10.08.2026 with liberty.",
     "next_date": None, "listed_for_next": "disposed - withdrawn on 10.08.2026"},
    {"id": "C07", "case_number": "Special Civil Suit No. 201 of 2025", "judge_id": "J7",
     "title": "Manharlal Popatbhai Vadodariya vs Vinodbhai Popatbhai Vadodariya & Anr.", "represents": "plaintiff",
     "client_id": "CL6", "opposing_counsel_id": "OC7",
     "nature": "cancellation of the father's gift deed dated 12.03.2021 (flat at Kalawad Road and shop at Lakhajiraj "
               "Road) in favour of the younger brother; partition", "filed_on": "2025-09-03", "kind": "civil suit",
     "court_level": "Civil Court", "court": "7th Addl. Senior Civil Judge, Rajkot",
     "short_name": "Vadodariya gift deed suit", "aliases": ["bakshis case", "Manharbhai vs Vinod", "gift deed"],
     "one_line_summary": "Brothers over the father's gift deed; dementia records; plaintiff's witnesses.",
     "next_date": "2027-02-15", "listed_for_next": "plaintiff's evidence (remaining)"},
    {"id": "C08", "case_number": "MACP No. 1187 of 2025", "judge_id": "J8",
     "title": "Chirag Maheshbhai Rathod vs Harpalsinh Gohil & Ors.", "represents": "claimant", "client_id": "CL7",
     "opposing_counsel_id": "OC8", "nature": "injury claim u/s 166 MV Act, truck accident near Ribda on the "
     "Rajkot-Gondal highway on 11.08.2025; claim Rs. 18,00,000", "filed_on": "2025-10-20", "kind": "claim",
     "court_level": "District Court", "court": "MACT (Aux.), Rajkot", "short_name": "Chirag MACT",
     "aliases": ["Ribda accident", "Rathod claim"],
     "one_line_summary": "Injury claim; insurer pleads triple seat; doctor proved 32% disability; insurer's evidence.",
     "next_date": "2027-02-19", "listed_for_next": "insurer's evidence"},
]
