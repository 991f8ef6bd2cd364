"""The registry of the Udaipur practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Hemant Paliwal",
    "enrolment_no": "R/1187/2006",
    "chamber_address": "Chamber No. 41, Advocates' Chambers, District & Sessions Court campus, Court Chauraha, "
                       "Udaipur 313001; at Jodhpur: c/o Chamber 118, New Lawyers' Chambers, Rajasthan High Court",
    "practice": "District courts at Udaipur (civil and commercial suits, Family Court, Sessions), revenue courts "
                "(SDM Girwa, Revenue Appellate Authority Udaipur) under the Rajasthan Tenancy Act and Land Revenue "
                "Act, and the Rajasthan High Court at Jodhpur (S.B. Civil Writs, S.B. Criminal Misc. Bail)",
    "junior": {"name": "Kapil Menaria", "enrolment_no": "R/3391/2022"},
    "juniors": [{"name": "Kapil Menaria", "enrolment_no": "R/3391/2022",
                 "writes": "WhatsApp in Hindi-English in Latin letters with Mewari ('hukam', 'koni', 'padyo')",
                 "usually_attends": "the High Court at Jodhpur (stays the week), the Commercial Court and Sessions"}],
    "clerk": {"name": "Bhanwar Lal Suthar", "role": "munshi: keeps the tareekh peshi register in Devanagari, "
                                                   "takes dates at the SDM and RAA courts, photographs the register"},
}

JUDGES = [
    {"id": "J1", "name": "Hon'ble Mr. Justice Vinod Kumar Tatiya", "short": "Tatiya J",
     "court": "Rajasthan High Court, Principal Seat, Jodhpur, Court No. 9 (S.B.)", "court_hall": "Court No. 9",
     "level": "High Court", "temperament": "Wants the department's affidavit; costs on the State for delay.",
     "habits": ["calls the Mining Engineer to file a personal affidavit", "last opportunity with costs"]},
    {"id": "J2", "name": "Hon'ble Mrs. Justice Rekha Parihar", "short": "Parihar J",
     "court": "Rajasthan High Court, Jodhpur, Court No. 22 (S.B.)", "court_hall": "Court No. 22",
     "level": "High Court", "temperament": "Bail: factual report and criminal antecedents first.",
     "habits": ["asks for the factual report", "asks the status of the other cases"]},
    {"id": "J3", "name": "Sh. Abhishek Chouhan, RAS", "short": "SDM sa. Girwa",
     "court": "Court of the Sub Divisional Officer (SDM), Girwa, Udaipur", "court_hall": "SDM court, Girwa",
     "level": "Revenue Court", "temperament": "Calls the Tehsildar's report; goes on leave/duty often.",
     "habits": ["calls the patwari / tehsildar report", "peshi changed on administrative duty"]},
    {"id": "J4", "name": "Sh. Mahendra Pal Singh Rathore", "short": "RAA sa.",
     "court": "Revenue Appellate Authority, Udaipur", "court_hall": "RAA court, Collectorate", "level": "Revenue Court",
     "temperament": "Calls the original record (misal) before arguments.", "habits": ["calls the misal", "written submissions"]},
    {"id": "J5", "name": "Sh. Rakesh Kumar Sharma", "short": "Commercial Court judge",
     "court": "Commercial Court, Udaipur", "court_hall": "Commercial Court", "level": "District Court",
     "temperament": "Strict on timelines under the Commercial Courts Act.", "habits": ["costs on adjournment", "case management schedule"]},
    {"id": "J6", "name": "Smt. Anita Kothari", "short": "Family Court No. 1 PO",
     "court": "Family Court No. 1, Udaipur", "court_hall": "Family Court No. 1", "level": "District Court",
     "temperament": "Counselling first; strict on maintenance arrears.", "habits": ["counselling", "arrears first"]},
    {"id": "J7", "name": "Sh. Yogesh Chandra Joshi", "short": "ADJ-2 sa.",
     "court": "Additional Sessions Judge No. 2, Udaipur", "court_hall": "ADJ No. 2", "level": "Sessions Court",
     "temperament": "Summons witnesses hard; warrants for absent official witnesses.", "habits": ["bailable warrant to doctor/IO"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Sh. Narendra Singh Bhati, AAG", "chamber": "AG office, Jodhpur",
     "style": "Seeks time for comments from the Mining Department.", "tactics": ["comments awaited"]},
    {"id": "OC2", "name": "Sh. Hemraj Choudhary, PP", "chamber": "PP office, Jodhpur", "style": "Factual report.",
     "tactics": ["antecedents"]},
    {"id": "OC3", "name": "Sh. Sunil Jain", "chamber": "Udaipur (revenue bar)",
     "style": "For the non-tribal buyer; time for jawab dava; pleads sale before 1955.", "tactics": ["time", "old sale"]},
    {"id": "OC4", "name": "Sh. Gopal Lal Meena", "chamber": "Udaipur (revenue bar)", "style": "Absent often.",
     "tactics": ["absent"]},
    {"id": "OC5", "name": "Ms. Ritika Mehta", "chamber": "Udaipur", "style": "For the contractor; deferral of cross.",
     "tactics": ["defers cross"]},
    {"id": "OC6", "name": "Sh. Dilip Singh Jhala", "chamber": "Udaipur", "style": "For the husband.", "tactics": []},
    {"id": "OC7", "name": "Sh. Kamal Kishore Ameta, Addl. PP", "chamber": "ADJ-2 Udaipur", "style": "Prosecution.",
     "tactics": ["witness not present"]},
]

CLIENTS = [
    {"id": "CL1", "name": "M/s Shrinath Marbles (prop. Laxmilal Dangi), Babarmal", "phone": "94141 7xxxx"},
    {"id": "CL2", "name": "Raju @ Rajendra Gameti (through brother Mohan Gameti)", "phone": "96361 2xxxx"},
    {"id": "CL3", "name": "Heeralal s/o Kalu Bhil, village Kaya (son Prakash)", "phone": "95711 4xxxx"},
    {"id": "CL4", "name": "Kamli Bai w/o late Nathu Bhil, village Kotra Kalan, Jhadol", "phone": "80031 9xxxx"},
    {"id": "CL5", "name": "Lake Pichola Heritage Hotels Pvt. Ltd. (GM Arjun Singh Ranawat)", "phone": "0294-24xxxxx"},
    {"id": "CL6", "name": "Lalita Sharma d/o Gopal Sharma", "phone": "78910 6xxxx"},
    {"id": "CL7", "name": "Bheru Lal Gurjar s/o Roop Lal, Bhuwana", "phone": "98290 3xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "S.B. Civil Writ Petition No. 4417/2026", "judge_id": "J1",
     "title": "M/s Shrinath Marbles vs State of Rajasthan & Ors.", "represents": "petitioner", "client_id": "CL1",
     "opposing_counsel_id": "OC1", "nature": "writ against cancellation of marble mining lease ML No. 27/2009 "
     "(village Babarmal, tehsil Girwa) by the Mining Engineer, Udaipur, for dead rent dues, under the Rajasthan "
     "Minor Mineral Concession Rules, 2017", "filed_on": "2026-02-23", "kind": "writ", "court_level": "High Court",
     "court": "Rajasthan High Court, Jodhpur, Court No. 9", "short_name": "Shrinath Marbles mining lease writ",
     "aliases": ["marble writ", "Babarmal lease", "Dangi ji writ", "khan wala case"],
     "one_line_summary": "Lease cancellation stayed on deposit; State's reply, Mining Engineer's affidavit; arguments.",
     "next_date": "2027-02-15", "listed_for_next": "arguments"},
    {"id": "C02", "case_number": "S.B. Criminal Misc. Bail Application No. 9132/2026", "judge_id": "J2",
     "title": "Raju @ Rajendra Gameti vs State of Rajasthan", "represents": "petitioner", "client_id": "CL2",
     "opposing_counsel_id": "OC2", "nature": "bail u/s 483 BNSS, FIR No. 211/2026, PS Hiran Magri, u/s 309(4), 3(5) BNS",
     "filed_on": "2026-07-14", "kind": "bail", "court_level": "High Court",
     "court": "Rajasthan High Court, Jodhpur, Court No. 22", "short_name": "Raju Gameti bail",
     "aliases": ["Gameti bail", "Hiran Magri bail"], "one_line_summary": "Bail granted 05.08.2026.",
     "next_date": None, "listed_for_next": "disposed - bail granted on 05.08.2026"},
    {"id": "C03", "case_number": "Revenue Suit No. 88/2025 (s. 183 RTA)", "judge_id": "J3",
     "title": "Heeralal Bhil vs Kanhaiyalal Jain & Anr.", "represents": "plaintiff", "client_id": "CL3",
     "opposing_counsel_id": "OC3", "nature": "suit u/s 183 Rajasthan Tenancy Act, 1955 to eject a trespasser from "
     "the khatedari land of a Scheduled Tribe khatedar (khasra 412, 413, village Kaya); transfer void u/s 42",
     "filed_on": "2025-12-29", "kind": "revenue suit", "court_level": "Revenue Court", "court": "SDM, Girwa",
     "short_name": "Heeralal Kaya land suit", "aliases": ["Kaya wala", "Bhil zameen case", "183 wala dava"],
     "one_line_summary": "Bhil khatedar vs non-tribal occupant; issues framed; evidence both sides; arguments.",
     "next_date": "2027-02-12", "listed_for_next": "final arguments"},
    {"id": "C04", "case_number": "Appeal No. 143/2025 (RAA Udaipur)", "judge_id": "J4",
     "title": "Kamli Bai vs Shankarlal Meena & Ors.", "represents": "appellant", "client_id": "CL4",
     "opposing_counsel_id": "OC4", "nature": "revenue appeal u/s 75 Rajasthan Land Revenue Act against the "
     "Tehsildar Jhadol's mutation (naamantaran) No. 1187 in favour of the respondents over the late Nathu Bhil's "
     "khatedari land, village Kotra Kalan", "filed_on": "2025-12-15", "kind": "revenue appeal",
     "court_level": "Revenue Court", "court": "Revenue Appellate Authority, Udaipur",
     "short_name": "Kamli Bai naamantaran appeal", "aliases": ["Kamli bai appeal", "Jhadol mutation", "RAA wala"],
     "one_line_summary": "Mutation stayed; misal received; arguments; for orders.",
     "next_date": "2027-02-12", "listed_for_next": "orders / reply arguments"},
    {"id": "C05", "case_number": "Commercial Suit No. 19/2025", "judge_id": "J5",
     "title": "Lake Pichola Heritage Hotels Pvt. Ltd. vs M/s Aravali Interiors & Decor", "represents": "plaintiff",
     "client_id": "CL5", "opposing_counsel_id": "OC5", "nature": "recovery of Rs. 18,75,000 advance with interest "
     "for renovation of 14 lake-facing rooms not done under the contract dated 02.04.2025",
     "filed_on": "2025-11-28", "kind": "commercial suit", "court_level": "District Court",
     "court": "Commercial Court, Udaipur", "short_name": "hotel renovation suit",
     "aliases": ["Pichola hotel case", "Aravali interiors", "Ranawat ji ka case"],
     "one_line_summary": "Recovery of advance; issues; PW1, PW2, DW1; final arguments.",
     "next_date": "2027-02-19", "listed_for_next": "final arguments (defendant)"},
    {"id": "C06", "case_number": "Criminal Misc. Case No. 301/2025 (s. 144 BNSS)", "judge_id": "J6",
     "title": "Lalita Sharma vs Mukesh Sharma", "represents": "applicant wife", "client_id": "CL6",
     "opposing_counsel_id": "OC6", "nature": "maintenance u/s 144 BNSS; interim maintenance",
     "filed_on": "2025-11-20", "kind": "family", "court_level": "District Court", "court": "Family Court No. 1, Udaipur",
     "short_name": "Lalita maintenance", "aliases": ["Lalita kharcha case", "144 wala"],
     "one_line_summary": "Interim maintenance Rs. 7,000 p.m.; arrears; evidence; arguments.",
     "next_date": "2027-02-12", "listed_for_next": "arguments (non-applicant)"},
    {"id": "C07", "case_number": "Sessions Case No. 34/2025", "judge_id": "J7",
     "title": "State vs Bheru Lal Gurjar & Anr.", "represents": "accused no. 1", "client_id": "CL7",
     "opposing_counsel_id": "OC7", "nature": "trial u/s 307, 323, 341/34 IPC, FIR No. 98/2024, PS Goverdhan Vilas",
     "filed_on": "2025-03-11", "kind": "sessions trial", "court_level": "Sessions Court", "court": "ADJ No. 2, Udaipur",
     "short_name": "Bheru Lal 307", "aliases": ["Bhuwana 307", "Gurjar sessions"],
     "one_line_summary": "Charge; PW1–PW4; prosecution evidence closed; 313; defence evidence.",
     "next_date": "2027-03-04", "listed_for_next": "defence evidence"},
]
