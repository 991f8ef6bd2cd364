"""The registry of the Kasaragod practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Ranjith Kumar P.V.",
    "enrolment_no": "K/1123/2006",
    "chamber_address": "Chamber No. 14, Bar Association Building, Vidyanagar Civil Station, Kasaragod 671123; "
                       "Hosdurg: c/o Adv. Sunil Babu, near Munsiff Court, Kanhangad",
    "practice": "Courts at Kasaragod and Hosdurg (Munsiff, Sub Court, JFCM, Sessions, MACT, Family Court), the "
                "Appellate Authority (Land Reforms) and RDO, and the Kerala High Court at Ernakulam (through a "
                "Kochi associate)",
    "junior": {"name": "Fathima Rinshana K.", "enrolment_no": "K/2210/2024"},
    "juniors": [{"name": "Fathima Rinshana K.", "enrolment_no": "K/2210/2024",
                 "writes": "WhatsApp in Manglish with Beary words, short, from the court verandah",
                 "usually_attends": "JFCM-II Kasaragod, MACT, Munsiff Hosdurg"}],
    "clerk": {"name": "Gopalan K.", "role": "gumasthan: keeps the case diary register in Malayalam with Arabic "
                                          "digits, takes dates from the bench clerk, photographs pages to WhatsApp"},
    "associate": {"name": "Adv. Jayasree Menon", "place": "High Court of Kerala, Ernakulam",
                  "role": "appears in the High Court matters and reports by WhatsApp"},
}

JUDGES = [
    {"id": "J1", "name": "Hon'ble Mr. Justice Sreekumar Varma K.", "short": "Varma J",
     "court": "High Court of Kerala, Ernakulam, Court Hall No. 7", "court_hall": "Court Hall 7",
     "level": "High Court", "temperament": "Wants the Endosulfan Cell's list and the Government Orders on record.",
     "habits": ["directs the State to file a statement with the victim-list entry", "insists on the G.O. number"]},
    {"id": "J2", "name": "Sri. Harikrishnan N.", "short": "Sub Judge",
     "court": "Sub Court, Kasaragod", "court_hall": "Sub Court", "level": "Civil Court",
     "temperament": "Pushes partition suits to commission and mediation.",
     "habits": ["appoints advocate commissioner", "refers to mediation", "costs on repeated adjournment"]},
    {"id": "J3", "name": "Smt. Reshma Beegum P.", "short": "JFCM-II madam",
     "court": "Judicial First Class Magistrate Court-II, Kasaragod", "court_hall": "JFCM-II",
     "level": "Magistrate Court", "temperament": "Strict on accused's absence; issues warrants.",
     "habits": ["non-bailable warrant when accused absent without petition", "wants complainant present"]},
    {"id": "J4", "name": "Sri. Vinod Chandran M.", "short": "Munsiff Hosdurg",
     "court": "Munsiff Court, Hosdurg", "court_hall": "Munsiff Court", "level": "Civil Court",
     "temperament": "Wants the parties to settle temple matters; asks for the kavu's bye-law.",
     "habits": ["asks for the bye-law and minutes book", "suggests settlement before festival"]},
    {"id": "J5", "name": "Sri. Abdul Jaleel T.", "short": "MACT",
     "court": "Motor Accidents Claims Tribunal, Kasaragod", "court_hall": "MACT", "level": "District Court",
     "temperament": "Fast on evidence; wants the disability certificate through the doctor.",
     "habits": ["insists on the doctor as witness for disability", "closes evidence by order"]},
    {"id": "J6", "name": "Smt. Latha Ravindran", "short": "Sessions Judge / FTSC",
     "court": "Fast Track Special Court (POCSO), Kasaragod", "court_hall": "FTSC", "level": "District Court",
     "temperament": "Day-to-day trial; no adjournment for the prosecution witness.",
     "habits": ["summons with police help", "records evidence day to day"]},
    {"id": "J7", "name": "Sri. Manoj Kumar A.", "short": "District Judge",
     "court": "District and Sessions Court, Kasaragod", "court_hall": "Principal Sessions Court",
     "level": "District Court", "temperament": "Wants the case diary in bail.",
     "habits": ["calls for the case diary", "conditions: appear before IO"]},
    {"id": "J8", "name": "Sri. Suresh Babu V.", "short": "Appellate Authority",
     "court": "Appellate Authority (Land Reforms), Kasaragod", "court_hall": "AA (LR)",
     "level": "District Court", "temperament": "Reads the Land Tribunal file closely.",
     "habits": ["calls for the Land Tribunal records"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Sri. Thomas Kurian, Senior Government Pleader", "chamber": "High Court of Kerala",
     "style": "Seeks time to get instructions from the Endosulfan Cell.", "tactics": ["instructions awaited"]},
    {"id": "OC2", "name": "Adv. Shivaram Bhat K.", "chamber": "Kasaragod",
     "style": "For the brothers; raises oral partition of 1998.", "tactics": ["oral partition", "adjournment"]},
    {"id": "OC3", "name": "Adv. Noushad Ali", "chamber": "Kasaragod", "style": "For the accused in the cheque case; "
     "petitions for exemption and disputes signature.", "tactics": ["exemption petition", "signature dispute"]},
    {"id": "OC4", "name": "Adv. Balakrishnan Nair T.", "chamber": "Hosdurg",
     "style": "For the Tharavad karanavar.", "tactics": ["customary rights of the tharavad"]},
    {"id": "OC5", "name": "Adv. Prasanna Shetty", "chamber": "Kasaragod (insurer's panel)",
     "style": "Insurer's defences: licence and contributory negligence.", "tactics": ["licence", "negligence"]},
    {"id": "OC6", "name": "Adv. Bindu Mohan, Special Public Prosecutor", "chamber": "FTSC Kasaragod",
     "style": "Prosecution in POCSO.", "tactics": []},
    {"id": "OC7", "name": "Adv. Rajagopalan E., Public Prosecutor", "chamber": "Sessions Court Kasaragod",
     "style": "Opposes bail citing the river.", "tactics": []},
    {"id": "OC8", "name": "Adv. Moidu Kunhi P.", "chamber": "Kasaragod", "style": "For the landowner in the AA.",
     "tactics": []},
]

CLIENTS = [
    {"id": "CL1", "name": "Sumathi w/o Late Ramanna, Swarga, Enmakaje (for daughter Anitha)", "phone": "94470 3xxxx"},
    {"id": "CL2", "name": "Narayana Bhat s/o Late Subraya Bhat, Badiadka", "phone": "94461 8xxxx"},
    {"id": "CL3", "name": "Abdul Rasheed M. (Rasheedkka), Uppala", "phone": "97456 2xxxx"},
    {"id": "CL4", "name": "Sree Kunhar Chamundi Kavu Committee, Madikai (President K. Raghavan)", "phone": "94953 1xxxx"},
    {"id": "CL5", "name": "Mohammed Shafeeq s/o Hamza, Kunjathur, Manjeshwar", "phone": "81298 6xxxx"},
    {"id": "CL6", "name": "Suresh K. s/o Kunhiraman, Cheruvathur", "phone": "99616 4xxxx"},
    {"id": "CL7", "name": "Kannan P. s/o Chathu, Pilicode", "phone": "94473 9xxxx"},
    {"id": "CL8", "name": "Ibrahim Badusha s/o Moosa, Hosangadi", "phone": "97442 5xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "WP(C) No. 21874 of 2026", "judge_id": "J1",
     "title": "Sumathi vs State of Kerala & Ors.", "represents": "petitioner", "client_id": "CL1",
     "opposing_counsel_id": "OC1", "nature": "writ for Endosulfan victim compensation of Rs. 5,00,000 to "
     "Anitha (bedridden victim, Enmakaje) as directed in the Supreme Court's DYFI judgment; name omitted from the "
     "Endosulfan Cell's final list", "filed_on": "2026-06-22", "kind": "writ", "court_level": "High Court",
     "court": "High Court of Kerala, Court Hall 7", "short_name": "Anitha Endosulfan writ",
     "aliases": ["endosulfan case", "Sumathi writ", "Enmakaje case"],
     "one_line_summary": "Endosulfan victim compensation writ; State's statement; cell re-verified; arguments.",
     "next_date": "2027-06-02", "listed_for_next": "hearing (after vacation)"},
    {"id": "C02", "case_number": "O.S. No. 214 of 2025", "judge_id": "J2",
     "title": "Narayana Bhat vs Gopalakrishna Bhat & Anr.", "represents": "plaintiff", "client_id": "CL2",
     "opposing_counsel_id": "OC2", "nature": "partition of 2.84 acres areca-nut (adike) garden in Re.Sy. 112/3, "
     "Badiadka village, among three brothers; plaintiff claims 1/3 share", "filed_on": "2025-07-14",
     "kind": "civil suit", "court_level": "Civil Court", "court": "Sub Court, Kasaragod",
     "short_name": "Bhat brothers partition", "aliases": ["adike partition", "Badiadka partition", "Bhat case"],
     "one_line_summary": "Partition of an areca garden among brothers; commission; mediation failed; evidence.",
     "next_date": "2027-05-06", "listed_for_next": "evidence (PW1 cross)"},
    {"id": "C03", "case_number": "S.T. No. 1123 of 2025", "judge_id": "J3",
     "title": "Abdul Rasheed M. vs Haris C.H.", "represents": "complainant", "client_id": "CL3",
     "opposing_counsel_id": "OC3", "nature": "complaint u/s 138 N.I. Act: cheque for Rs. 6,50,000 of Federal Bank, "
     "Uppala dishonoured 'funds insufficient'", "filed_on": "2025-09-02", "kind": "criminal complaint",
     "court_level": "Magistrate Court", "court": "JFCM-II, Kasaragod", "short_name": "Rasheed cheque case",
     "aliases": ["Gulf cheque case", "Haris cheque", "Uppala cheque"],
     "one_line_summary": "Cheque case by a Gulf-returnee; accused absent, warrant; evidence; 313 pending.",
     "next_date": "2027-05-06", "listed_for_next": "examination of accused u/s 351 BNSS"},
    {"id": "C04", "case_number": "O.S. No. 88 of 2026", "judge_id": "J4",
     "title": "Sree Kunhar Chamundi Kavu Committee vs Kunhambu Nair & Ors.", "represents": "plaintiff",
     "client_id": "CL4", "opposing_counsel_id": "OC4", "nature": "injunction: conduct of the Kaliyattam and the "
     "custody of the kavu's bhandaram (offering box) and ornaments; rival claim by the tharavad karanavar",
     "filed_on": "2026-01-19", "kind": "civil suit", "court_level": "Civil Court", "court": "Munsiff Court, Hosdurg",
     "short_name": "Madikai kavu case", "aliases": ["theyyam case", "kavu committee case", "kaliyattam case"],
     "one_line_summary": "Kavu committee's injunction; interim order for Kaliyattam; written statement; issues.",
     "next_date": "2027-05-12", "listed_for_next": "evidence"},
    {"id": "C05", "case_number": "O.P.(MV) No. 412 of 2026", "judge_id": "J5",
     "title": "Mohammed Shafeeq vs Prakash Poojary & Ors.", "represents": "petitioner", "client_id": "CL5",
     "opposing_counsel_id": "OC5", "nature": "claim for injuries: lorry KA-19-C-xxxx hit motorcycle on NH-66 near "
     "Manjeshwar check-post on 11.02.2026; fracture of right femur; claim Rs. 18,00,000", "filed_on": "2026-04-06",
     "kind": "motor accident claim", "court_level": "District Court", "court": "MACT, Kasaragod",
     "short_name": "Shafeeq MACT", "aliases": ["NH accident claim", "Manjeshwar accident", "lorry case"],
     "one_line_summary": "MACT claim for a femur fracture; insurer's licence defence; doctor examined.",
     "next_date": "2027-05-06", "listed_for_next": "evidence (RW1 insurer)"},
    {"id": "C06", "case_number": "S.C. No. 56 of 2025", "judge_id": "J6",
     "title": "State (SI of Police, Cheruvathur) vs Suresh K.", "represents": "accused", "client_id": "CL6",
     "opposing_counsel_id": "OC6", "nature": "POCSO trial, Crime No. 318/2024 of Cheruvathur PS, ss. 7 and 8 "
     "POCSO Act; accused on bail", "filed_on": "2025-03-10", "kind": "criminal trial", "court_level": "District Court",
     "court": "Fast Track Special Court (POCSO), Kasaragod", "short_name": "Suresh POCSO trial",
     "aliases": ["POCSO case", "Cheruvathur case", "FTSC case"],
     "one_line_summary": "POCSO trial for the accused; prosecution evidence PW1-PW7; 313 next.",
     "next_date": "2027-05-11", "listed_for_next": "313 questioning"},
    {"id": "C07", "case_number": "A.A. No. 17 of 2026", "judge_id": "J8",
     "title": "Kannan P. vs Aboobacker Haji & Anr.", "represents": "appellant", "client_id": "CL7",
     "opposing_counsel_id": "OC8", "nature": "appeal u/s 102 Kerala Land Reforms Act against refusal of purchase "
     "certificate (SM No. 441/2019, Land Tribunal, Hosdurg) for 42 cents of kudikidappu land at Pilicode",
     "filed_on": "2026-03-16", "kind": "appeal", "court_level": "District Court",
     "court": "Appellate Authority (Land Reforms), Kasaragod", "short_name": "Kannan purchase certificate appeal",
     "aliases": ["KLR appeal", "Pilicode land case", "purchase certificate case"],
     "one_line_summary": "KLR purchase certificate appeal; allowed and remanded on 21.10.2026.", "next_date": None,
     "listed_for_next": "disposed - allowed and remanded on 21.10.2026"},
    {"id": "C08", "case_number": "B.A. No. 1456 of 2026", "judge_id": "J7",
     "title": "Ibrahim Badusha vs State of Kerala", "represents": "petitioner", "client_id": "CL8",
     "opposing_counsel_id": "OC7", "nature": "anticipatory bail u/s 482 BNSS, Crime No. 611/2026 of Manjeshwar PS, "
     "s. 303(2) BNS and s. 20 Kerala Protection of River Banks and Regulation of Removal of Sand Act, 2001",
     "filed_on": "2026-08-03", "kind": "bail", "court_level": "District Court",
     "court": "District and Sessions Court, Kasaragod", "short_name": "Badusha sand bail",
     "aliases": ["sand mining bail", "manal case", "Badusha bail"],
     "one_line_summary": "Anticipatory bail in a sand-mining crime; granted with conditions 21.08.2026.",
     "next_date": None, "listed_for_next": "disposed - anticipatory bail granted on 21.08.2026"},
]
