"""The registry of the Karnal practice: advocate, forums, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Vikramjeet Singh Chahal",
    "enrolment_no": "P/2214/2008",
    "chamber_address": "Chamber No. 118, New Lawyers' Chambers, District Courts, Karnal 132001",
    "practice": "District Consumer Disputes Redressal Commission Karnal, MACT Karnal, HRERA Panchkula, Permanent Lok "
                "Adalat (Public Utility Services) Karnal; appeals to the State Commission Panchkula and the Punjab and "
                "Haryana High Court",
    "junior": {"name": "Pooja Sandhu", "enrolment_no": "P/3391/2024"},
    "juniors": [{"name": "Pooja Sandhu", "enrolment_no": "P/3391/2024",
                 "writes": "WhatsApp in Hinglish, attends HRERA hearings by video conference and the State Commission",
                 "usually_attends": "HRERA Panchkula (VC), State Commission Panchkula, PLA Karnal"}],
    "clerk": {"name": "Satpal Ror", "role": "munshi: keeps the tareekh register in Devanagari, takes dates from the "
                                           "Commission's reader and the MACT ahlmad"},
}

JUDGES = [
    {"id": "J1", "name": "Sh. Jasbir Singh Mann, President", "short": "Mann sahab (President DCDRC)",
     "court": "District Consumer Disputes Redressal Commission, Karnal", "court_hall": "Commission court room",
     "level": "District Commission", "temperament": "Strict on the 45-day limit for version; wants evidence by affidavit.",
     "habits": ["version only on costs after the first date", "evidence by way of affidavit, no oral chief",
                "asks for written arguments"]},
    {"id": "J2", "name": "Sh. Deepak Aggarwal, ADJ-cum-Presiding Officer", "short": "Aggarwal sahab (MACT)",
     "court": "Motor Accident Claims Tribunal, Karnal", "court_hall": "Court of ADJ-III", "level": "District Court",
     "temperament": "Moves the DAR fast; closes the insurer's evidence by order.",
     "habits": ["closes evidence by order", "asks the insurer about settlement before arguments"]},
    {"id": "J3", "name": "Sh. Harpal Singh Dhull, Member", "short": "Dhull sahab (HRERA)",
     "court": "Haryana Real Estate Regulatory Authority, Panchkula, Court No. 2", "court_hall": "Court No. 2 (VC)",
     "level": "Authority", "temperament": "Asks about the occupation certificate first.",
     "habits": ["asks for the OC status", "interest at SBI MCLR + 2%"]},
    {"id": "J4", "name": "Smt. Renu Sheoran, Member", "short": "Sheoran madam (HRERA)",
     "court": "Haryana Real Estate Regulatory Authority, Panchkula, Court No. 3", "court_hall": "Court No. 3 (VC)",
     "level": "Authority", "temperament": "Costs on the promoter for not filing reply.",
     "habits": ["costs for non-filing of reply", "statement of account from both sides"]},
    {"id": "J5", "name": "Sh. Ramesh Chander Garg, Chairman", "short": "Garg sahab (PLA)",
     "court": "Permanent Lok Adalat (Public Utility Services), Karnal", "court_hall": "PLA, ADR Centre",
     "level": "Permanent Lok Adalat", "temperament": "Conciliation first, then decides.",
     "habits": ["conciliation first", "meter to ME Lab"]},
    {"id": "J6", "name": "Sh. S.P. Lathwal, Judicial Member", "short": "Lathwal sahab (State Commission)",
     "court": "State Consumer Disputes Redressal Commission, Haryana, Panchkula, Bench-II", "court_hall": "Bench-II",
     "level": "State Commission", "temperament": "Looks at whether the complainant is a consumer or an investor.",
     "habits": ["statutory deposit under s. 41 first"]},
    {"id": "J7", "name": "Hon'ble Ms. Justice Navneet Kaur Brar", "short": "Brar J",
     "court": "Punjab and Haryana High Court, Chandigarh, Court No. 19", "court_hall": "Court No. 19",
     "level": "High Court", "temperament": "Looks at the multiplier and deductions in MACT appeals.",
     "habits": ["stay subject to deposit", "summons the Tribunal record"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Sh. Manish Goel", "chamber": "Karnal (panel counsel, Star Sunrise Health Insurance)",
     "style": "Non-disclosure of pre-existing disease; investigator's report.", "tactics": ["pre-existing disease", "time for written arguments"]},
    {"id": "OC2", "name": "Sh. Anil Chhabra", "chamber": "Karnal", "style": "For the complainant in the hospital case; seeks time.",
     "tactics": ["medical board", "adjournment"]},
    {"id": "OC3", "name": "Sh. Pawan Mittal", "chamber": "Karnal (panel counsel, Bharat Suraksha General Insurance)",
     "style": "Fake licence defence; seeks time for the licensing clerk.", "tactics": ["fake licence", "time for witness"]},
    {"id": "OC4", "name": "Mr. Arvind Singla", "chamber": "Chandigarh", "style": "Insurer's appeals in the High Court.",
     "tactics": ["multiplier", "contributory negligence"]},
    {"id": "OC5", "name": "Ms. Shruti Jain", "chamber": "Panchkula", "style": "For the promoter; force majeure.",
     "tactics": ["force majeure", "NGT ban"]},
    {"id": "OC6", "name": "Sh. Kunal Bansal", "chamber": "Panchkula", "style": "For the promoter; does not file replies in time.",
     "tactics": ["forfeiture of earnest money"]},
    {"id": "OC7", "name": "Sh. Rohit Narang", "chamber": "Karnal (UHBVN panel)", "style": "For the Nigam.", "tactics": ["average billing"]},
    {"id": "OC8", "name": "Mr. Gaurav Sachdeva", "chamber": "Panchkula", "style": "For the builder; investor, not consumer.",
     "tactics": ["investor not consumer", "personal difficulty"]},
]

CLIENTS = [
    {"id": "CL1", "name": "Surender Kumar Kamboj, Ramnagar Karnal", "phone": "98963 1xxxx"},
    {"id": "CL2", "name": "Arogyam Hospital, Sector 13 Karnal (through Dr. Vineet Malhotra)", "phone": "98120 6xxxx"},
    {"id": "CL3", "name": "Rajni Devi w/o late Sandeep Kumar, Gharaunda", "phone": "89300 2xxxx"},
    {"id": "CL4", "name": "Suman Lata w/o late Ramesh Chand, Nissing", "phone": "94161 5xxxx"},
    {"id": "CL5", "name": "Amit Chawla and Neha Chawla, Model Town Karnal", "phone": "99964 0xxxx"},
    {"id": "CL6", "name": "Baljeet Kaur w/o Gurnam Singh, Indri", "phone": "70277 4xxxx"},
    {"id": "CL7", "name": "Ram Kishan Gupta (Gupta Atta Chakki), Old Subzi Mandi Karnal", "phone": "98960 9xxxx"},
    {"id": "CL8", "name": "Hari Om Sharma, Sector 6 Karnal", "phone": "94662 3xxxx"},
]


def case(id_, number, judge, title, rep, client, oc, nature, filed, kind, level, court, short, aliases, summary,
         nxt, listed):
    return {"id": id_, "case_number": number, "judge_id": judge, "title": title, "represents": rep,
            "client_id": client, "opposing_counsel_id": oc, "nature": nature, "filed_on": filed, "kind": kind,
            "court_level": level, "court": court, "short_name": short, "aliases": aliases,
            "one_line_summary": summary, "next_date": nxt, "listed_for_next": listed}


CASES = [
    case("C01", "CC/214/2025", "J1", "Surender Kumar Kamboj vs Star Sunrise Health Insurance Co. Ltd. & Anr.",
         "complainant", "CL1", "OC1", "consumer complaint: repudiation of a mediclaim of Rs. 2,86,400 (kidney stone "
         "surgery, RIRS) on the ground of non-disclosure of hypertension", "2025-12-10", "consumer complaint",
         "District Commission", "DCDRC Karnal", "Kamboj mediclaim", ["Surender mediclaim", "Star Sunrise case"],
         "Mediclaim repudiated for pre-existing disease; evidence closed; arguments heard; for orders.",
         "2027-02-10", "orders"),
    case("C02", "CC/57/2026", "J1", "Kiran Bala vs Arogyam Hospital & Ors.", "opposite parties 1 and 2", "CL2", "OC2",
         "consumer complaint alleging medical negligence in a laparoscopic cholecystectomy (bile duct injury), "
         "compensation Rs. 25,00,000 claimed", "2026-02-02", "consumer complaint", "District Commission",
         "DCDRC Karnal", "Arogyam hospital case", ["Kiran Bala case", "Dr Malhotra case"],
         "Negligence complaint against the hospital; KCGMC medical board found no negligence; complainant's evidence.",
         "2027-03-03", "complainant's evidence"),
    case("C03", "MACT No. 88 of 2025", "J2", "Rajni Devi & Ors. vs Gurmeet Singh & Ors.", "claimants", "CL3", "OC3",
         "death claim (DAR) - Sandeep Kumar killed on NH-44 near Gharaunda on 14.06.2025 by a truck; insurer pleads a "
         "fake licence", "2025-09-02", "motor accident claim", "District Court", "MACT Karnal", "Sandeep death claim",
         ["Rajni claim", "Gharaunda accident", "truck wala claim"],
         "Death claim; claimants' evidence closed; insurer's evidence closed by order; final arguments.",
         "2027-02-10", "final arguments"),
    case("C04", "FAO-3318-2026", "J7", "Bharat Suraksha General Insurance Co. Ltd. vs Suman Lata & Ors.",
         "respondents 1 to 3 (claimants)", "CL4", "OC4", "insurer's appeal against the MACT Karnal award dated "
         "14.11.2025 (Rs. 32,40,000 for the death of Ramesh Chand)", "2026-02-20", "MACT appeal", "High Court",
         "Punjab and Haryana High Court, Court No. 19", "Suman Lata FAO", ["insurance appeal HC", "Nissing appeal"],
         "Insurer's appeal; 50% deposited and part released; multiplier questioned; arguments.",
         "2027-03-19", "arguments"),
    case("C05", "Complaint No. 1187 of 2025", "J3", "Amit Chawla & Anr. vs M/s Skyline Infraheights Pvt. Ltd.",
         "complainants", "CL5", "OC5", "RERA complaint for possession and delay possession charges, flat T-4/803, "
         "Skyline Green Vistas, Sector 32 Karnal", "2025-11-14", "RERA complaint", "Authority", "HRERA Panchkula",
         "Chawla flat case", ["Skyline case", "Green Vistas"],
         "Allowed 27.10.2026: delay possession charges at 10.85%, no club charges, possession in 30 days.",
         None, "disposed - complaint allowed on 27.10.2026"),
    case("C06", "Complaint No. 402 of 2026", "J4", "Baljeet Kaur vs M/s Karnal Homes LLP", "complainant", "CL6", "OC6",
         "RERA complaint for refund of Rs. 18,75,000 paid for plot 14-B, Royal Enclave, Sector 36 Karnal, with interest",
         "2026-03-02", "RERA complaint", "Authority", "HRERA Panchkula", "Baljeet refund", ["Indri wali bibi", "Royal Enclave plot"],
         "Refund complaint; costs on the promoter; statements of account; arguments.", "2027-02-10", "arguments"),
    case("C07", "PLA Application No. 33 of 2026", "J5", "Ram Kishan Gupta vs UHBVN through SDO (OP) City Sub-Division, Karnal",
         "applicant", "CL7", "OC7", "inflated electricity bill of Rs. 1,42,680 (average billing, defective meter) for an "
         "atta chakki connection", "2026-01-19", "public utility service", "Permanent Lok Adalat", "PLA Karnal",
         "Gupta bijli bill", ["atta chakki case", "UHBVN bill"],
         "Bill quashed 20.07.2026; revised bill Rs. 23,410; Rs. 5,000 costs.", None, "disposed - award on 20.07.2026"),
    case("C08", "First Appeal No. 588 of 2026", "J6", "M/s Vasundhara Buildtech Pvt. Ltd. vs Hari Om Sharma",
         "respondent", "CL8", "OC8", "builder's appeal against the DCDRC Karnal order dated 21.04.2026 in CC/391/2023 "
         "(refund of Rs. 9,60,000 with 9% interest and Rs. 50,000 compensation)", "2026-05-25", "consumer appeal",
         "State Commission", "State Commission Haryana, Panchkula", "Hari Om appeal", ["Vasundhara appeal", "Sharma ji appeal"],
         "Builder's appeal; statutory deposit made; investor-or-consumer argued; part heard.", "2027-03-10", "arguments"),
]
