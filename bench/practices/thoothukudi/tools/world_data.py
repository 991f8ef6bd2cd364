"""The registry of the Thoothukudi practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "S. Arulmozhi Selvan",
    "enrolment_no": "MS/1822/2003",
    "chamber_address": "Advocates' Chamber No. 41, Combined Court Complex, Palayamkottai Road, Thoothukudi 628003",
    "practice": "Civil and criminal courts at Thoothukudi (Sub Courts, District Munsif, CJM, MACT, Family Court, "
                "Rent Control), the Labour Court at Tirunelveli and the Madurai Bench of the Madras High Court",
    "junior": {"name": "M. Revathi", "enrolment_no": "MS/3391/2024"},
    "juniors": [{"name": "M. Revathi", "enrolment_no": "MS/3391/2024",
                 "writes": "WhatsApp messages in Tanglish, from the court verandah",
                 "usually_attends": "CJM court, MACT, Madurai Bench mentions"}],
    "clerk": {"name": "P. Ganesan", "role": "gumasta: keeps the case diary (register) in Tamil, Tamil month names, "
                                            "Arabic digits; photographs it and sends on WhatsApp"},
}

JUDGES = [
    {"id": "J1", "name": "Thiru. K. Ravichandran", "short": "Principal Sub Judge",
     "court": "Principal Sub Court, Thoothukudi", "court_hall": "Principal Sub Court", "level": "Civil Court",
     "temperament": "Reserves I.A. orders; strict on deposits.", "habits": ["orders on deposit of lease amount", "reserves orders on I.A."]},
    {"id": "J2", "name": "Tmt. R. Jeyanthi", "short": "Addl. Sub Judge",
     "court": "Additional Sub Court, Thoothukudi", "court_hall": "Additional Sub Court", "level": "Civil Court",
     "temperament": "Appoints commissioners for accounts.", "habits": ["costs for W.S. delay", "advocate/auditor commissioner"]},
    {"id": "J3", "name": "Thiru. M. Saravanan", "short": "CJM",
     "court": "Chief Judicial Magistrate Court, Thoothukudi", "court_hall": "CJM Court", "level": "Magistrate Court",
     "temperament": "Warrants when accused absent; costs for cross delay.", "habits": ["bailable warrant", "costs"]},
    {"id": "J4", "name": "Thiru. A. Prabhakaran", "short": "DM",
     "court": "District Munsif Court, Thoothukudi", "court_hall": "District Munsif Court", "level": "Civil Court",
     "temperament": "Last chance then closes evidence.", "habits": ["last chance", "closes evidence by order"]},
    {"id": "J5", "name": "Thiru. N. Balasubramanian", "short": "MACT judge",
     "court": "Motor Accident Claims Tribunal (Special Sub Court), Thoothukudi", "court_hall": "Special Sub Court",
     "level": "District Court", "temperament": "Wants the doctor examined early.", "habits": ["doctor summons", "disability certificate"]},
    {"id": "J6", "name": "Hon'ble Mr. Justice V. Shanmugasundaram", "short": "VS J",
     "court": "Madras High Court, Madurai Bench, Court No. 5", "court_hall": "Court No. 5", "level": "High Court",
     "temperament": "Bail in sand cases with daily signature.", "habits": ["previous cases", "condition to sign daily"]},
    {"id": "J7", "name": "Thiru. K. Ravichandran (as Rent Control Appellate Authority)", "short": "RCA - Principal Sub Judge",
     "court": "Rent Control Appellate Authority (Principal Sub Judge), Thoothukudi", "court_hall": "Principal Sub Court",
     "level": "Civil Court", "temperament": "Deposit of arrears first.", "habits": ["deposit of arrears"]},
    {"id": "J8", "name": "Tmt. S. Kalaiselvi", "short": "Family Court judge",
     "court": "Family Court, Thoothukudi", "court_hall": "Family Court", "level": "District Court",
     "temperament": "Mediation first; interim maintenance.", "habits": ["mediation", "interim maintenance"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Thiru. S. Selvaraj", "chamber": "Thoothukudi", "style": "Seeks time for instructions.", "tactics": ["time"]},
    {"id": "OC2", "name": "Thiru. J. Benjamin Fernando", "chamber": "Thoothukudi", "style": "Objects to commissioners.", "tactics": ["objections"]},
    {"id": "OC3", "name": "Thiru. R. Muthupandi", "chamber": "Thoothukudi", "style": "Security cheque defence; not ready for cross.", "tactics": ["not ready"]},
    {"id": "OC4", "name": "Thiru. V. Kasirajan", "chamber": "Thoothukudi", "style": "For the trustees; absent often.", "tactics": ["absent"]},
    {"id": "OC5", "name": "Tmt. P. Nirmala", "chamber": "Thoothukudi (insurer panel)", "style": "Helmet / contributory negligence.", "tactics": ["no helmet"]},
    {"id": "OC6", "name": "Thiru. K. Pandiarajan, Addl. PP", "chamber": "Madurai Bench", "style": "Previous cases.", "tactics": ["previous cases"]},
    {"id": "OC7", "name": "Thiru. M. Sahul Hameed", "chamber": "Thoothukudi", "style": "For the tenant; busy elsewhere.", "tactics": ["busy"]},
    {"id": "OC8", "name": "Tmt. A. Gnanaselvi", "chamber": "Thoothukudi", "style": "For the husband.", "tactics": []},
]

CLIENTS = [
    {"id": "CL1", "name": "Sri Velmurugan Salt Works, rep. by partner P. Velmurugan, Mullakkadu", "phone": "94431 2xxxx"},
    {"id": "CL2", "name": "A. Antony Fernando, boat owner, Therespuram", "phone": "98421 6xxxx"},
    {"id": "CL3", "name": "Pearl Coast Shipping Agencies Pvt. Ltd., rep. by J. Xavier Rajan", "phone": "0461-23xxxxx"},
    {"id": "CL4", "name": "S. Subbaiah Pandaram, poojari, Sri Muthaaramman Kovil, Korampallam", "phone": "97891 4xxxx"},
    {"id": "CL5", "name": "R. Karthikeyan, Millerpuram", "phone": "90037 8xxxx"},
    {"id": "CL6", "name": "M. Ponraj (through wife Selvi), Srivaikuntam", "phone": "96293 1xxxx"},
    {"id": "CL7", "name": "K. Rajamani Ammal, landlady, Great Cotton Road", "phone": "94862 5xxxx"},
    {"id": "CL8", "name": "V. Jeyalakshmi, Caldwell Colony", "phone": "73580 2xxxx"},
]


def case(id_, number, judge, title, rep, client, oc, nature, filed, kind, level, court, short, aliases, line, nxt, listed):
    return {"id": id_, "case_number": number, "judge_id": judge, "title": title, "represents": rep, "client_id": client,
            "opposing_counsel_id": oc, "nature": nature, "filed_on": filed, "kind": kind, "court_level": level,
            "court": court, "short_name": short, "aliases": aliases, "one_line_summary": line, "next_date": nxt,
            "listed_for_next": listed}


CASES = [
    case("C01", "O.S. No. 214 of 2025", "J1", "Sri Velmurugan Salt Works vs S. Anthonysamy & Anr.", "plaintiff", "CL1", "OC1",
         "suit for permanent injunction restraining the lessors from interfering with the plaintiff's lease of 42 acres of salt pans at Mullakkadu (lease 2021-2031)",
         "2025-11-14", "civil suit", "Civil Court", "Principal Sub Court, Thoothukudi", "salt pan lease suit",
         ["uppalam case", "Mullakkadu salt pan", "Velmurugan suit"], "Salt-pan lease injunction; I.A. allowed on deposit; evidence.", "2027-08-18", "D.W.1 cross"),
    case("C02", "O.S. No. 61 of 2026", "J2", "A. Antony Fernando vs M. Michael Rayappan & Anr.", "plaintiff", "CL2", "OC2",
         "suit for rendition of accounts of a partnership in two mechanised fishing boats (Mary Matha, St. Sebastian), 2022-2025",
         "2026-06-12", "civil suit", "Civil Court", "Additional Sub Court, Thoothukudi", "boat partnership accounts suit",
         ["boat case", "Antony accounts suit", "Mary Matha boat"], "Accounts suit; auditor-commissioner's report; objections; issues.", "2027-08-24", "trial"),
    case("C03", "S.T.C. No. 1412 of 2026", "J3", "Pearl Coast Shipping Agencies Pvt. Ltd. vs T. Senthilkumar", "complainant", "CL3", "OC3",
         "complaint u/s 138 N.I. Act, cheque Rs. 6,48,500 dishonoured", "2026-06-30", "criminal complaint", "Magistrate Court",
         "Chief Judicial Magistrate Court, Thoothukudi", "Pearl Coast cheque case", ["shipping agent cheque", "Senthil Exim 138"],
         "Cheque case; CW1, CW2; 313; DW1; arguments.", "2027-08-17", "arguments"),
    case("C04", "O.S. No. 155 of 2025", "J4", "S. Subbaiah Pandaram vs Sri Muthaaramman Kovil Trustees & Ors.", "plaintiff", "CL4", "OC4",
         "suit for declaration of hereditary poojari right and injunction, Sri Muthaaramman Kovil, Korampallam", "2025-09-03",
         "civil suit", "Civil Court", "District Munsif Court, Thoothukudi", "kovil poojari suit", ["poojari case", "Muthaaramman kovil"],
         "Hereditary poojari right; evidence both sides; arguments.", "2027-08-17", "arguments"),
    case("C05", "M.C.O.P. No. 377 of 2026", "J5", "R. Karthikeyan vs P. Ganapathy & Anr.", "claimant", "CL5", "OC5",
         "claim u/s 166 MV Act for injuries to a two-wheeler rider hit by a lorry on the Thoothukudi-Tiruchendur road on 03.04.2026",
         "2026-07-20", "claim", "District Court", "MACT (Special Sub Court), Thoothukudi", "Karthikeyan MACT",
         ["bike accident claim", "Tiruchendur road accident"], "Injury claim; insurer pleads no helmet; disability 38%.", "2027-08-20", "arguments"),
    case("C06", "Crl.O.P.(MD) No. 14260 of 2026", "J6", "M. Ponraj vs State rep. by Inspector of Police, Srivaikuntam", "petitioner", "CL6", "OC6",
         "bail, Cr. No. 312 of 2026, Srivaikuntam PS, s. 303(2) BNS and s. 21(1) MMDR Act (Thamirabarani river sand)",
         "2026-09-03", "bail", "High Court", "Madras High Court, Madurai Bench, Court No. 5", "Ponraj sand bail",
         ["manal case", "sand mining bail", "Srivaikuntam bail"], "Bail in sand theft case; granted 22.09.2026.", None, "disposed - bail granted on 22.09.2026"),
    case("C07", "R.C.A. No. 7 of 2024", "J7", "K. Rajamani Ammal vs S. Mohamed Ismail", "appellant (landlord)", "CL7", "OC7",
         "rent control appeal against dismissal of R.C.O.P. 18/2018 (eviction u/s 10(2)(i) and 10(3)(a)(iii), Tamil Nadu Buildings (Lease and Rent Control) Act, 1960), shop at Great Cotton Road",
         "2024-02-19", "appeal", "Civil Court", "Rent Control Appellate Authority (Principal Sub Judge), Thoothukudi", "Rajamani eviction appeal",
         ["RCA", "Great Cotton Road shop", "rent control appeal"], "Eviction appeal; arrears deposited; arguments; reserved.", "2027-08-25", "judgment"),
    case("C08", "H.M.O.P. No. 156 of 2026", "J8", "V. Jeyalakshmi vs K. Murugesan", "petitioner (wife)", "CL8", "OC8",
         "divorce u/s 13(1)(ia) HMA on cruelty, with interim maintenance", "2026-07-02", "family", "District Court",
         "Family Court, Thoothukudi", "Jeyalakshmi divorce", ["Jeya divorce", "Murugesan case"],
         "Divorce on cruelty; mediation failed; interim maintenance Rs. 8,000; evidence.", "2027-08-19", "P.W.2 / R.W."),
]
