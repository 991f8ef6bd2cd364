"""The registry of the Coimbatore practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "M. Thangavelu",
    "enrolment_no": "MS/1187/2003",
    "chamber_address": "No. 14, Advocates' Association Building, Combined Court Campus, Race Course Road, Coimbatore "
                       "641018; at Chennai through the chamber of Mr. R. Ilamaran, High Court Buildings, Chennai",
    "practice": "Labour Court and Employees' Insurance Court, Commercial Court, Rent Court and Judicial Magistrate "
                "courts at Coimbatore; the Controlling Authority under the Payment of Gratuity Act; writs at the "
                "Madras High Court (principal seat)",
    "junior": {"name": "S. Nivetha", "enrolment_no": "MS/3391/2024"},
    "juniors": [{"name": "S. Nivetha", "enrolment_no": "MS/3391/2024",
                 "writes": "WhatsApp in Tanglish from the court corridor, short",
                 "usually_attends": "JM No. V, Rent Court, ESI Court"}],
    "clerk": {"name": "Murugesan", "role": "gumastha: keeps the date register (vaaitha diary) in Tamil, takes dates "
                                         "from the bench clerk, photographs pages on WhatsApp"},
}

JUDGES = [
    {"id": "J1", "name": "Thiru. S. Manickavasagam", "short": "Labour Court PO",
     "court": "Labour Court, Coimbatore", "court_hall": "Labour Court", "level": "Labour Court",
     "temperament": "Strict on the domestic enquiry file; wants witnesses on the date.",
     "habits": ["decides fairness of the domestic enquiry as a preliminary issue", "costs when a witness is absent"]},
    {"id": "J2", "name": "Tmt. R. Jayanthi", "short": "ESI Court PO",
     "court": "Employees' Insurance Court (Additional Labour Court), Coimbatore", "court_hall": "Addl. Labour Court",
     "level": "Labour Court", "temperament": "Goes by the medical evidence.",
     "habits": ["asks for the Medical Board proceedings", "asks for the doctor to be examined"]},
    {"id": "J3", "name": "Thiru. K. Balamurugan", "short": "ACL",
     "court": "Controlling Authority under the Payment of Gratuity Act-cum-Assistant Commissioner of Labour-II, "
              "Coimbatore", "court_hall": "ACL-II office, Collectorate annexe", "level": "Authority",
     "temperament": "Calls for muster rolls and wage registers.", "habits": ["calls for the wage registers"]},
    {"id": "J4", "name": "Hon'ble Mr. Justice N. Sathyamoorthy", "short": "NSJ",
     "court": "Madras High Court, Chennai, Court No. 21", "court_hall": "Court No. 21", "level": "High Court",
     "temperament": "Wants the standing counsel's instructions on the date.",
     "habits": ["asks the standing counsel to get instructions", "lists 'for final disposal'"]},
    {"id": "J5", "name": "Thiru. P. Arulmozhi Selvan", "short": "Commercial Court judge",
     "court": "Commercial Court, Coimbatore", "court_hall": "Commercial Court", "level": "District Court",
     "temperament": "Timelines under the Commercial Courts Act; costs on adjournments.",
     "habits": ["case management hearing with a timeline", "costs on adjournment"]},
    {"id": "J6", "name": "Tmt. A. Revathi", "short": "JM-V madam",
     "court": "Judicial Magistrate No. V, Coimbatore", "court_hall": "JM No. V", "level": "Magistrate Court",
     "temperament": "Allows exemption petitions once; warns after.", "habits": ["exemption u/s 355 BNSS"]},
    {"id": "J7", "name": "Thiru. V. Sundaresan", "short": "DMC / Rent Court",
     "court": "Rent Court (Principal District Munsif), Coimbatore", "court_hall": "Principal District Munsif Court",
     "level": "Civil Court", "temperament": "Orders deposit of arrears first.", "habits": ["deposit of arrears"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Mr. R. Venkatachalam", "chamber": "Coimbatore (for managements)",
     "style": "Seeks time for the management's witnesses.", "tactics": ["witness not available"]},
    {"id": "OC2", "name": "Mr. A. Jafar Ali, Standing Counsel, ESIC", "chamber": "Coimbatore",
     "style": "Relies on the Medical Board.", "tactics": ["medical board final"]},
    {"id": "OC3", "name": "Mr. S. Nataraj (labour consultant)", "chamber": "Sulur",
     "style": "Pleads break in service / trainee period.", "tactics": ["records not produced"]},
    {"id": "OC4", "name": "Mr. K. Ilango, Standing Counsel, EPFO", "chamber": "Chennai",
     "style": "Time for counter and instructions.", "tactics": ["instructions awaited"]},
    {"id": "OC5", "name": "Mr. M. Prabhakaran", "chamber": "Tiruppur",
     "style": "Quality dispute; adjournments.", "tactics": ["quality defect", "counsel busy at Tiruppur"]},
    {"id": "OC6", "name": "Mr. T. Senthil Nathan", "chamber": "Coimbatore",
     "style": "Security cheque defence; absence of accused.", "tactics": ["security cheque", "exemption"]},
    {"id": "OC7", "name": "Mr. K. Mohanraj", "chamber": "Coimbatore", "style": "For the tenant; time to deposit.",
     "tactics": ["part deposit"]},
]

CLIENTS = [
    {"id": "CL1", "name": "K. Rangasamy s/o Kaliappan, Singanallur (ex-spinner)", "phone": "98427 1xxxx"},
    {"id": "CL2", "name": "M. Saravanan s/o Marimuthu, Kurichi (pump-set fitter)", "phone": "94433 6xxxx"},
    {"id": "CL3", "name": "A. Pappathi w/o Arumugam, Sulur (reeler)", "phone": "99949 2xxxx"},
    {"id": "CL4", "name": "V. Chinnasamy s/o Velusamy, Peelamedu (retired mill fitter)", "phone": "90037 4xxxx"},
    {"id": "CL5", "name": "Sri Kamatchi Amman Spinning Mills (P) Ltd (GM R. Sivakumar)", "phone": "0422-2xxxxxx"},
    {"id": "CL6", "name": "R. Jayaraman, cotton waste merchant, Ukkadam", "phone": "98431 5xxxx"},
    {"id": "CL7", "name": "S. Kalaiselvi w/o Senthilkumar, R.S. Puram (landlady)", "phone": "97877 0xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "I.D. No. 84 of 2025", "judge_id": "J1",
     "title": "K. Rangasamy vs The Management, Sri Lakshmi Narasimha Textiles (P) Ltd, Singanallur",
     "represents": "workman", "client_id": "CL1", "opposing_counsel_id": "OC1",
     "nature": "industrial dispute under Sec 2-A(2) of the I.D. Act against dismissal (10.02.2025) after a domestic "
               "enquiry on a charge of assaulting the shift supervisor", "filed_on": "2025-09-18",
     "kind": "industrial dispute", "court_level": "Labour Court", "court": "Labour Court, Coimbatore",
     "short_name": "Rangasamy 2-A", "aliases": ["Rangasamy ID", "Lakshmi Narasimha mill case", "2-A case"],
     "one_line_summary": "Dismissal; enquiry held not fair (11.06.2026); management's evidence; WW1 cross.",
     "next_date": "2027-01-08", "listed_for_next": "cross-examination of WW1 (continued)"},
    {"id": "C02", "case_number": "E.I.O.P. No. 12 of 2026", "judge_id": "J2",
     "title": "M. Saravanan vs The Regional Director, ESI Corporation, Coimbatore & Anr.",
     "represents": "petitioner", "client_id": "CL2", "opposing_counsel_id": "OC2",
     "nature": "petition u/s 75 ESI Act against the Medical Board's 20% assessment of loss of earning capacity "
               "(crush injury, right hand, at Sri Sakthi Aqua Pumps, SIDCO Kurichi)", "filed_on": "2026-01-30",
     "kind": "ESI", "court_level": "Labour Court", "court": "Employees' Insurance Court, Coimbatore",
     "short_name": "Saravanan ESI", "aliases": ["ESI case", "pump company fitter", "Saravanan disablement"],
     "one_line_summary": "Disablement percentage; PSG doctor 40%; ESIC doctor examined; arguments.",
     "next_date": "2027-01-21", "listed_for_next": "arguments"},
    {"id": "C03", "case_number": "P.G.A. No. 41 of 2026", "judge_id": "J3",
     "title": "A. Pappathi vs The Management, Sri Venkateswara Spinning Mills, Sulur",
     "represents": "applicant", "client_id": "CL3", "opposing_counsel_id": "OC3",
     "nature": "application in Form N under Sec 7 of the Payment of Gratuity Act for gratuity for 1998-2025 service",
     "filed_on": "2026-02-16", "kind": "gratuity", "court_level": "Authority",
     "court": "Controlling Authority (ACL-II), Coimbatore", "short_name": "Pappathi gratuity",
     "aliases": ["gratuity case", "Sulur mill gratuity", "Pappathi amma"],
     "one_line_summary": "Gratuity allowed 08.09.2026: Rs. 2,41,538 with 10% interest.", "next_date": None,
     "listed_for_next": "disposed - allowed on 08.09.2026"},
    {"id": "C04", "case_number": "W.P. No. 23118 of 2026", "judge_id": "J4",
     "title": "V. Chinnasamy vs The Regional Provident Fund Commissioner, Coimbatore & Anr.",
     "represents": "petitioner", "client_id": "CL4", "opposing_counsel_id": "OC4",
     "nature": "writ of certiorarified mandamus against rejection of the joint option for pension on higher wages "
               "under para 11(3) EPS 1995", "filed_on": "2026-07-06", "kind": "writ", "court_level": "High Court",
     "court": "Madras High Court, Court No. 21", "short_name": "Chinnasamy pension writ",
     "aliases": ["higher pension writ", "EPF writ", "Chennai writ"],
     "one_line_summary": "Higher pension option rejected; counter filed; part heard; SC to get instructions.",
     "next_date": "2027-02-03", "listed_for_next": "hearing (part heard)"},
    {"id": "C05", "case_number": "C.O.S. No. 37 of 2025", "judge_id": "J5",
     "title": "Sri Kamatchi Amman Spinning Mills (P) Ltd vs Velan Knit Exports, Tiruppur",
     "represents": "plaintiff", "client_id": "CL5", "opposing_counsel_id": "OC5",
     "nature": "commercial suit for recovery of Rs. 18,46,200 (price of 40s combed cotton yarn, six invoices, "
               "Nov-Dec 2024) with interest at 18%", "filed_on": "2025-10-27", "kind": "commercial suit",
     "court_level": "District Court", "court": "Commercial Court, Coimbatore", "short_name": "Kamatchi mill suit",
     "aliases": ["yarn suit", "Velan knit case", "Tiruppur party case"],
     "one_line_summary": "Yarn price recovery; quality defence; evidence closed; arguments.",
     "next_date": "2027-01-08", "listed_for_next": "defendant's arguments"},
    {"id": "C06", "case_number": "S.T.C. No. 1142 of 2025", "judge_id": "J6",
     "title": "R. Jayaraman vs N. Karthikeyan", "represents": "complainant", "client_id": "CL6",
     "opposing_counsel_id": "OC6", "nature": "complaint u/s 138 N.I. Act, cheque Rs. 4,50,000 (Indian Bank, "
     "Peelamedu) returned 'exceeds arrangement'", "filed_on": "2025-11-05", "kind": "criminal complaint",
     "court_level": "Magistrate Court", "court": "Judicial Magistrate No. V, Coimbatore",
     "short_name": "Jayaraman cheque case", "aliases": ["138 case", "cotton waste cheque", "Karthikeyan STC"],
     "one_line_summary": "Cheque case; security-cheque defence; defence evidence closed; arguments.",
     "next_date": "2027-01-12", "listed_for_next": "arguments"},
    {"id": "C07", "case_number": "R.C.O.P. No. 58 of 2025", "judge_id": "J7",
     "title": "S. Kalaiselvi vs P. Duraisamy (Sri Murugan Hardwares)", "represents": "landlord", "client_id": "CL7",
     "opposing_counsel_id": "OC7", "nature": "eviction petition u/s 21(2)(a) of the Tamil Nadu Regulation of Rights "
     "and Responsibilities of Landlords and Tenants Act, 2017 (arrears of rent, shop at Cross Cut Road, Gandhipuram)",
     "filed_on": "2025-11-20", "kind": "eviction", "court_level": "Civil Court",
     "court": "Rent Court (Principal District Munsif), Coimbatore", "short_name": "Kalaiselvi RCOP",
     "aliases": ["Cross Cut Road shop", "hardware kadai case", "RCOP"],
     "one_line_summary": "Eviction for arrears ordered 16.12.2026; three months to vacate.", "next_date": None,
     "listed_for_next": "disposed - eviction ordered on 16.12.2026"},
]
