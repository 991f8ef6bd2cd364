"""The registry of the Tezpur practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Dipankar Saikia",
    "enrolment_no": "A/412/2006",
    "chamber_address": "Bar Library Hall No. 2, District & Sessions Court complex, Tezpur, Sonitpur, Assam 784001; "
                       "residence-chamber: Cinamora Path, Mahabhairab, Tezpur",
    "practice": "Sessions and CJM's courts at Tezpur (criminal trials, NI Act), Deputy Commissioner's revenue court "
                "(mutation, settlement, patta), Labour Court Tezpur (tea-garden workmen), Foreigners Tribunal, Sonitpur, "
                "civil suits (T.S., M.S.) and now and then the Gauhati High Court",
    "junior": {"name": "Rupam Bora", "enrolment_no": "A/1877/2022"},
    "juniors": [{"name": "Rupam Bora", "enrolment_no": "A/1877/2022",
                 "writes": "WhatsApp in romanised Assamese with English ('ahise', 'koise', 'ND'), short, from the corridor",
                 "usually_attends": "CJM court, Labour Court, DC office; goes to Guwahati for the High Court mentions"}],
    "clerk": {"name": "Hemanta Nath", "role": "muhuri: keeps the date register in Assamese script (অসমীয়া), takes dates "
                                              "from the peshkar/bench clerk, sends register photos on WhatsApp"},
}

JUDGES = [
    {"id": "J1", "name": "Sri Anupam Deka, AJS", "short": "Deka sir (Sessions Judge)",
     "court": "Court of the Sessions Judge, Sonitpur, Tezpur", "court_hall": "Sessions Court Room 1",
     "level": "District Court", "temperament": "Strict on witnesses; wants the prosecution to produce them through the SP.",
     "habits": ["directs the SP to produce absent witnesses", "asks for written arguments", "no adjournment without a petition"]},
    {"id": "J2", "name": "Smt. Rituparna Hazarika, AJS", "short": "CJM madam",
     "court": "Court of the Chief Judicial Magistrate, Sonitpur, Tezpur", "court_hall": "CJM Court",
     "level": "Magistrate Court", "temperament": "Pushes NI Act cases; asks the parties about settlement every time.",
     "habits": ["asks about settlement / Lok Adalat", "costs on the accused for absence"]},
    {"id": "J3", "name": "Smt. Nandita Barman, ACS", "short": "ADC (Revenue) madam",
     "court": "Court of the Additional Deputy Commissioner (Revenue), Sonitpur, Tezpur", "court_hall": "DC office, revenue court",
     "level": "Revenue Court", "temperament": "Goes by the Circle Officer's report and the Lat Mandal's spot verification.",
     "habits": ["calls for the CO's report", "orders spot verification by the Lat Mandal"]},
    {"id": "J4", "name": "Sri Debojit Mahanta", "short": "PO Labour Court",
     "court": "Labour Court, Tezpur", "court_hall": "Labour Court", "level": "Labour Court",
     "temperament": "Wants the garden's muster rolls and wage registers produced.",
     "habits": ["calls for the muster roll / attendance register", "asks for written arguments"]},
    {"id": "J5", "name": "Sri Pradip Kumar Bhattacharjee", "short": "FT-2 Member",
     "court": "Foreigners Tribunal No. 2, Sonitpur, Tezpur", "court_hall": "FT-2", "level": "Tribunal",
     "temperament": "Wants certified copies of the legacy documents and a witness to link the proceedee to them.",
     "habits": ["asks for certified copies of voter lists", "wants the gaonburha to prove his certificate"]},
    {"id": "J6", "name": "Smt. Pinky Saikia, AJS", "short": "Civil Judge madam",
     "court": "Court of the Civil Judge, Tezpur", "court_hall": "Civil Judge Court", "level": "Civil Court",
     "temperament": "Adjournment on costs.", "habits": ["costs for adjournment", "appoints an Amin commission"]},
    {"id": "J7", "name": "Hon'ble Mr. Justice Arindam Barkakati", "short": "Barkakati J",
     "court": "Gauhati High Court, Guwahati, Court No. 11", "court_hall": "Court No. 11", "level": "High Court",
     "temperament": "Bail: calls for the case diary first.", "habits": ["calls for the case diary", "conditions on bail"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Smt. Mitali Bora, Public Prosecutor", "chamber": "PP office, Sonitpur",
     "style": "Seeks time when witnesses do not come.", "tactics": ["witness not present", "IO transferred"]},
    {"id": "OC2", "name": "Sri Manoj Kumar Dutta", "chamber": "Bar Library, Tezpur",
     "style": "Defends drawers of cheques; security-cheque defence.", "tactics": ["time to cross", "exemption petitions"]},
    {"id": "OC3", "name": "Sri Hiranya Bhuyan", "chamber": "Bar Library, Tezpur",
     "style": "Revenue matters; seeks time for objection.", "tactics": ["time for objection"]},
    {"id": "OC4", "name": "Sri Arup Kumar Goswami", "chamber": "Guwahati / Tezpur (tea management panel)",
     "style": "Appears for tea gardens; defers cross.", "tactics": ["cross deferred", "manager busy in garden"]},
    {"id": "OC5", "name": "Sri Tapan Nath, Agent of State (FT)", "chamber": "FT-2, Sonitpur",
     "style": "Attacks discrepancies in names and ages across documents.", "tactics": ["name discrepancy"]},
    {"id": "OC6", "name": "Sri Bitul Chandra Deka", "chamber": "Bar Library, Tezpur",
     "style": "Absent often; objects to commission reports.", "tactics": ["counsel absent", "objection to Amin report"]},
    {"id": "OC7", "name": "Sri K. Baishya, Addl. Public Prosecutor, Assam", "chamber": "Gauhati High Court",
     "style": "Seeks time for the case diary.", "tactics": ["case diary not received"]},
]

CLIENTS = [
    {"id": "CL1", "name": "Bikash Orang @ Bika (through mother Phulmoni Orang)", "phone": "94350 6xxxx"},
    {"id": "CL2", "name": "M/s Maa Tara Hardware, prop. Ranjit Agarwala", "phone": "98640 2xxxx"},
    {"id": "CL3", "name": "Jogen Hazarika", "phone": "70029 1xxxx"},
    {"id": "CL4", "name": "Mangal Tanti (through Nahortoli Cha Shramik Union, secy. Sanjay Kurmi)", "phone": "60010 8xxxx"},
    {"id": "CL5", "name": "Sahera Khatun (through brother Nur Islam)", "phone": "91018 3xxxx"},
    {"id": "CL6", "name": "Smt. Anjali Das", "phone": "94351 7xxxx"},
]


def _c(id_, num, judge, title, rep, client, oc, nature, filed, kind, level, court, short, aliases, line, nxt, listed):
    return {"id": id_, "case_number": num, "judge_id": judge, "title": title, "represents": rep, "client_id": client,
            "opposing_counsel_id": oc, "nature": nature, "filed_on": filed, "kind": kind, "court_level": level,
            "court": court, "short_name": short, "aliases": aliases, "one_line_summary": line, "next_date": nxt,
            "listed_for_next": listed}


CASES = [
    _c("C01", "Sessions Case No. 112 of 2025 (arising out of G.R. Case No. 1843/2024, Tezpur P.S. Case No. 611/2024)",
       "J1", "State of Assam vs Bikash Orang @ Bika", "accused", "CL1", "OC1",
       "trial u/s 304 Part II IPC: death of Lakhi Tanti's husband Rabin Tanti after a fight at the haat of Nahortoli TE line",
       "2025-06-20", "sessions trial", "District Court", "Sessions Judge, Sonitpur, Tezpur", "Bika sessions case",
       ["Bika case", "Orang 304", "Nahortoli haat murder"], "Sessions trial u/s 304 II; PWs, 313, DW; arguments.",
       "2027-02-09", "arguments (defence)"),
    _c("C02", "C.R. Case No. 2207 of 2025 (u/s 138 N.I. Act)", "J2", "M/s Maa Tara Hardware vs Nripen Kalita",
       "complainant", "CL2", "OC2", "cheque of Rs. 4,80,000 (Assam Gramin Vikash Bank, Dhekiajuli) dishonoured",
       "2025-10-14", "complaint", "Magistrate Court", "CJM, Sonitpur, Tezpur", "Agarwala cheque case",
       ["Maa Tara cheque", "Nripen Kalita 138"], "Cheque case; CE closed, accused examined; arguments.",
       "2027-02-16", "arguments (accused)"),
    _c("C03", "Misc. (Mutation Appeal) Case No. 23 of 2025-26", "J3", "Jogen Hazarika vs Dilip Hazarika & Anr.",
       "appellant", "CL3", "OC3",
       "appeal against mutation of dag no. 211, periodic patta no. 57, mouza Bihaguri, by the Circle Officer, Tezpur Revenue Circle, without notice",
       "2026-02-02", "revenue appeal", "Revenue Court", "Addl. Deputy Commissioner (Revenue), Sonitpur", "Jogen mutation appeal",
       ["Bihaguri mutation", "Jogen patta"], "Mutation set aside and remanded on 16.09.2026.", None,
       "disposed - mutation set aside, remanded to the CO on 16.09.2026"),
    _c("C04", "Reference Case No. 7 of 2025", "J4", "Workman Mangal Tanti vs Management of Nahortoli Tea Estate",
       "workman", "CL4", "OC4",
       "reference u/s 10 I.D. Act: termination of Mangal Tanti, factory worker, w.e.f. 12.03.2024, and unpaid wages",
       "2025-09-05", "industrial reference", "Labour Court", "Labour Court, Tezpur", "Mangal Tanti reference",
       ["Nahortoli garden case", "Tanti labour case"], "Termination reference; evidence over; award awaited.",
       "2027-02-17", "award"),
    _c("C05", "F.T. Case No. 412 of 2024 (Ref. by SP (Border), Sonitpur)", "J5", "State vs Sahera Khatun",
       "opposite party (proceedee)", "CL5", "OC5",
       "reference under the Foreigners Act / Foreigners (Tribunals) Order, 1964: whether the OP entered after 25.03.1971",
       "2024-11-18", "foreigners reference", "Tribunal", "Foreigners Tribunal No. 2, Sonitpur, Tezpur", "Sahera FT case",
       ["FT case", "Kalabari Pathar FT", "Sahera reference"], "FT reference; evidence and arguments over; opinion awaited.",
       "2027-02-09", "opinion"),
    _c("C06", "Title Suit (T.S.) No. 58 of 2025", "J6", "Smt. Anjali Das vs Haren Das & 2 Ors.", "plaintiff", "CL6", "OC6",
       "declaration of right, title and recovery of khas possession of 1 bigha 2 katha under dag no. 412, periodic patta no. 88, mouza Mahabhairab",
       "2025-08-11", "civil suit", "Civil Court", "Civil Judge, Tezpur", "Anjali title suit",
       ["Anjali baidew case", "Haren Das suit", "Mahabhairab land"], "Title suit; PE over with Amin report; DE on.",
       "2027-02-11", "DE (cross of DW1)"),
    _c("C07", "Bail Appln. No. 1145 of 2026", "J7", "Bikash Orang @ Bika vs State of Assam", "petitioner", "CL1", "OC7",
       "regular bail u/s 483 BNSS in Sessions Case No. 112/2025 (s. 304 Part II IPC)", "2026-03-16", "bail",
       "High Court", "Gauhati High Court, Court No. 11", "Bika HC bail", ["High Court bail", "Guwahati bail"],
       "Bail granted 30.04.2026.", None, "disposed - bail granted on 30.04.2026"),
]
