"""The registry of the Guntur practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Pothineni Ramakrishna",
    "enrolment_no": "A.P./612/2006",
    "chamber_address": "Chamber No. 41, Advocates' Association Building, District Courts, Guntur 522004; HC seat: "
                       "Lawyers' Block, High Court of Andhra Pradesh, Nelapadu, Amaravati",
    "practice": "High Court of Andhra Pradesh (writs: capital-region land pooling) and the civil and criminal courts "
                "at Guntur, Tenali and Mangalagiri: suits, C.M.A.s, execution petitions, s. 138 N.I. Act, D.V.C.",
    "junior": {"name": "Kandula Sai Teja", "enrolment_no": "A.P./2291/2023"},
    "juniors": [{"name": "Kandula Sai Teja", "enrolment_no": "A.P./2291/2023",
                 "writes": "WhatsApp messages in Telugu typed in Latin letters with English, short, from the corridor",
                 "usually_attends": "Mangalagiri, the Junior Civil Judge courts at Guntur, mentions at Amaravati"}],
    "clerk": {"name": "Gangireddy Subbaiah", "role": "gumastha (munshi): keeps the diary register in Telugu script, "
                                                   "takes vaayidas from the bench clerk, photographs pages on WhatsApp"},
}

JUDGES = [
    {"id": "J1", "name": "Hon'ble Sri Justice Gorantla Ravindranath", "short": "Ravindranath garu (HC)",
     "court": "High Court of Andhra Pradesh, Amaravati, Court Hall No. 9", "court_hall": "Court Hall No. 9",
     "level": "High Court", "temperament": "Fixes timelines for the authority; wants the officer before him when "
     "the counter is late.", "habits": ["asks for a compliance report", "calls the Commissioner to appear"]},
    {"id": "J2", "name": "Sri M. Veerabhadra Rao", "short": "Principal Senior Civil Judge, Guntur",
     "court": "Principal Senior Civil Judge's Court, Guntur", "court_hall": "Court Hall 3",
     "level": "Civil Court", "temperament": "Takes suits on Thursdays; chief affidavits a day in advance.",
     "habits": ["chief-examination affidavit filed a day before", "costs on the second request"]},
    {"id": "J3", "name": "Smt. K. Hymavathi", "short": "Hymavathi madam (Prl. JCJ Tenali)",
     "court": "Principal Junior Civil Judge's Court, Tenali", "court_hall": "Prl. JCJ Court",
     "level": "Civil Court", "temperament": "Wants original documents produced.", "habits": ["originals"]},
    {"id": "J4", "name": "Sri Ch. Lakshmana Swamy", "short": "PDJ Guntur",
     "court": "Principal District Judge's Court, Guntur", "court_hall": "PDJ Court", "level": "District Court",
     "temperament": "Short hearings in C.M.A.s; equities by deposit.", "habits": ["deposit as a condition"]},
    {"id": "J5", "name": "Sri T. Anand Kishore", "short": "SCJ Tenali",
     "court": "Senior Civil Judge's Court, Tenali", "court_hall": "SCJ Court", "level": "Civil Court",
     "temperament": "Last chance, then closes evidence.", "habits": ["asks about readiness and willingness"]},
    {"id": "J6", "name": "Smt. N. Sirisha", "short": "Sirisha madam (Addl. JCJ Mangalagiri)",
     "court": "Additional Junior Civil Judge-cum-JMFC, Mangalagiri", "court_hall": "Addl. JCJ Court",
     "level": "Magistrate Court", "temperament": "Asks after the child; wants maintenance paid in court.",
     "habits": ["asks about the child", "payment in open court"]},
    {"id": "J7", "name": "Sri B. Naveen Kumar", "short": "II Addl. JCJ Guntur",
     "court": "II Additional Junior Civil Judge-cum-JMFC, Guntur", "court_hall": "II Addl. JCJ Court",
     "level": "Magistrate Court", "temperament": "Takes N.I. Act cases after lunch; warrants on absence.",
     "habits": ["cheque cases after 2 pm", "warrant when the accused is absent"]},
    {"id": "J8", "name": "Sri S. Rajasekhar", "short": "Prl. JCJ Guntur",
     "court": "Principal Junior Civil Judge's Court, Guntur", "court_hall": "Prl. JCJ Court",
     "level": "Civil Court", "temperament": "Batta and encumbrance certificate first in execution.",
     "habits": ["asks for the EC", "batta"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Sri G. Hanumantha Rao, Standing Counsel for APCRDA", "chamber": "Amaravati",
     "style": "Seeks time for instructions from the Lands wing of APCRDA.", "tactics": ["instructions awaited"]},
    {"id": "OC2", "name": "Sri K. Anjaneyulu", "chamber": "Guntur",
     "style": "For the defaulting subscriber; busy in the High Court.", "tactics": ["busy at Amaravati"]},
    {"id": "OC3", "name": "Sri T. Prabhakar", "chamber": "Tenali", "style": "For the barn owner.", "tactics": []},
    {"id": "OC4", "name": "Sri Jasti Mohan Rao", "chamber": "Tenali", "style": "For the vendor; 'loan security' "
     "defence.", "tactics": ["agreement was a security for a loan"]},
    {"id": "OC5", "name": "Smt. P. Vijaya Lakshmi", "chamber": "Tenali", "style": "For the subsequent purchaser.",
     "tactics": ["bona fide purchaser"]},
    {"id": "OC6", "name": "Sri Bolla Venkata Ramana", "chamber": "Mangalagiri", "style": "For the husband's family.",
     "tactics": ["talks of compromise"]},
    {"id": "OC7", "name": "Sri Shaik Rahamtulla", "chamber": "Guntur", "style": "For the accused in the cheque case.",
     "tactics": ["absent petitions for the accused"]},
    {"id": "OC8", "name": "Sri D. Suresh", "chamber": "Guntur", "style": "For the judgment debtor.", "tactics": []},
]

CLIENTS = [
    {"id": "CL1", "name": "Pulla Nageswara Rao, Mandadam (Thullur mandal)", "phone": "98481 3xxxx"},
    {"id": "CL2", "name": "Sri Kanaka Durga Chit Funds Pvt. Ltd., Brodipet, Guntur (branch manager Kota Srinivas)",
     "phone": "0863-22xxxxx"},
    {"id": "CL3", "name": "Bandi Koteswara Rao, tobacco farmer, Kolakaluru", "phone": "94401 5xxxx"},
    {"id": "CL4", "name": "Alapati Venkata Subba Rao, Kolluru", "phone": "99633 2xxxx"},
    {"id": "CL5", "name": "Mekala Sravani d/o Kotaiah, Tadepalli", "phone": "70133 8xxxx"},
    {"id": "CL6", "name": "Sri Ramanjaneya Chilli Traders, Mirchi Yard, Guntur (prop. Gudivada Venkata Rao)",
     "phone": "98499 0xxxx"},
    {"id": "CL7", "name": "Shaik Mastan Bee w/o late Shaik Khader, Old Guntur", "phone": "93910 4xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "W.P. No. 14237 of 2025", "judge_id": "J1",
     "title": "Pulla Nageswara Rao vs State of Andhra Pradesh & Ors.", "represents": "petitioner", "client_id": "CL1",
     "opposing_counsel_id": "OC1", "nature": "writ for release of annuity arrears under the Amaravati Land Pooling "
     "Scheme (APCRDA Act, 2014) for Ac. 1.50 cents pooled at Mandadam and registration of the returnable plots",
     "filed_on": "2025-11-17", "kind": "writ", "court_level": "High Court",
     "court": "High Court of Andhra Pradesh, Court Hall No. 9", "short_name": "Mandadam CRDA annuity writ",
     "aliases": ["CRDA writ", "land pooling writ", "Nageswara Rao writ", "Mandadam"],
     "one_line_summary": "Land pooling annuity arrears and returnable plot; counter late; arrears released in parts.",
     "next_date": "2027-01-21", "listed_for_next": "registration of returnable plots / compliance"},
    {"id": "C02", "case_number": "O.S. No. 218 of 2024", "judge_id": "J2",
     "title": "Sri Kanaka Durga Chit Funds Pvt. Ltd. vs Shaik Khasim Vali & 2 Ors.", "represents": "plaintiff",
     "client_id": "CL2", "opposing_counsel_id": "OC2", "nature": "suit for recovery of Rs. 4,86,500 from a prized "
     "subscriber of chit group KDG-40 (Rs. 10,00,000 chit) and his two sureties",
     "filed_on": "2024-07-22", "kind": "civil suit", "court_level": "Civil Court",
     "court": "Principal Senior Civil Judge, Guntur", "short_name": "Kanaka Durga chit suit",
     "aliases": ["chit case", "Khasim Vali suit", "KDG-40"],
     "one_line_summary": "Chit default recovery; defendant pleads unaccounted cash payments; defence evidence.",
     "next_date": "2026-12-17", "listed_for_next": "cross-examination of DW1"},
    {"id": "C03", "case_number": "O.S. No. 96 of 2025", "judge_id": "J3",
     "title": "Bandi Koteswara Rao vs Mannava Ramaiah", "represents": "plaintiff", "client_id": "CL3",
     "opposing_counsel_id": "OC3", "nature": "suit for permanent injunction restraining the lessor from "
     "interfering with the plaintiff's possession of two tobacco curing barns at Kolakaluru under a lease of "
     "three curing seasons", "filed_on": "2025-11-03", "kind": "civil suit", "court_level": "Civil Court",
     "court": "Principal Junior Civil Judge, Tenali", "short_name": "Kolakaluru tobacco barn suit",
     "aliases": ["barn case", "Koteswara Rao suit", "tobacco barn"],
     "one_line_summary": "Barn lease injunction; I.A. dismissed, C.M.A. allowed; defendant's evidence.",
     "next_date": "2026-12-22", "listed_for_next": "cross-examination of DW1"},
    {"id": "C04", "case_number": "C.M.A. No. 22 of 2026", "judge_id": "J4",
     "title": "Bandi Koteswara Rao vs Mannava Ramaiah", "represents": "appellant", "client_id": "CL3",
     "opposing_counsel_id": "OC3", "nature": "appeal under Order 43 Rule 1(r) CPC against the dismissal of "
     "I.A. No. 201 of 2025 in O.S. No. 96 of 2025 (temporary injunction, tobacco barns)",
     "filed_on": "2026-01-22", "kind": "appeal", "court_level": "District Court",
     "court": "Principal District Judge, Guntur", "short_name": "barn C.M.A.",
     "aliases": ["CMA barn", "injunction appeal"],
     "one_line_summary": "Appeal against refusal of injunction; allowed 12.03.2026 on deposit of one season's rent.",
     "next_date": None, "listed_for_next": "disposed - C.M.A. allowed on 12.03.2026"},
    {"id": "C05", "case_number": "O.S. No. 57 of 2024", "judge_id": "J5",
     "title": "Alapati Venkata Subba Rao vs Nuthalapati Sambasiva Rao & Anr.", "represents": "plaintiff",
     "client_id": "CL4", "opposing_counsel_id": "OC4", "nature": "suit for specific performance of an agreement "
     "of sale dated 12.03.2023 of Ac. 1.20 cents at Kolluru for Rs. 38,40,000 (advance Rs. 12,00,000); D2 a "
     "subsequent purchaser", "filed_on": "2024-02-19", "kind": "civil suit", "court_level": "Civil Court",
     "court": "Senior Civil Judge, Tenali", "short_name": "Kolluru specific performance suit",
     "aliases": ["SP suit", "agreement of sale case", "Subba Rao suit"],
     "one_line_summary": "Specific performance; plaintiff's three witnesses; vendor says loan security; arguments.",
     "next_date": "2027-01-06", "listed_for_next": "arguments"},
    {"id": "C06", "case_number": "D.V.C. No. 31 of 2025", "judge_id": "J6",
     "title": "Mekala Sravani vs Mekala Naga Chaitanya & 2 Ors.", "represents": "petitioner (aggrieved person)",
     "client_id": "CL5", "opposing_counsel_id": "OC6", "nature": "application under s. 12 of the Protection of "
     "Women from Domestic Violence Act, 2005: protection, residence, monetary relief; interim maintenance",
     "filed_on": "2025-10-27", "kind": "criminal complaint", "court_level": "Magistrate Court",
     "court": "Additional Junior Civil Judge-cum-JMFC, Mangalagiri", "short_name": "Sravani DV case",
     "aliases": ["DVC Mangalagiri", "Sravani case", "Tadepalli DV"],
     "one_line_summary": "DV case; interim maintenance Rs. 8,000 + Rs. 4,000 for the child; arrears; evidence.",
     "next_date": "2026-12-19", "listed_for_next": "respondents' evidence"},
    {"id": "C07", "case_number": "C.C. No. 412 of 2025", "judge_id": "J7",
     "title": "Sri Ramanjaneya Chilli Traders vs Sunkara Brahmaiah", "represents": "complainant",
     "client_id": "CL6", "opposing_counsel_id": "OC7", "nature": "complaint u/s 138 N.I. Act; cheque of "
     "Rs. 6,40,000 dishonoured 'exceeds arrangement'", "filed_on": "2025-07-28", "kind": "criminal complaint",
     "court_level": "Magistrate Court", "court": "II Additional Junior Civil Judge-cum-JMFC, Guntur",
     "short_name": "mirchi cheque case", "aliases": ["chilli cheque", "Brahmaiah 138", "Ramanjaneya traders"],
     "one_line_summary": "Cheque case; accused absent often; complainant's evidence closed; examination of accused.",
     "next_date": "2026-12-17", "listed_for_next": "examination of the accused u/s 351 BNSS"},
    {"id": "C08", "case_number": "E.P. No. 44 of 2026 in O.S. No. 503 of 2021", "judge_id": "J8",
     "title": "Shaik Mastan Bee vs Kunchala Prasad", "represents": "decree holder", "client_id": "CL7",
     "opposing_counsel_id": "OC8", "nature": "execution of a money decree dated 14.08.2023 (Rs. 2,75,000 with "
     "interest at 12% p.a.) by attachment and sale of the judgment debtor's house site at Pedakakani",
     "filed_on": "2026-04-10", "kind": "execution", "court_level": "Civil Court",
     "court": "Principal Junior Civil Judge, Guntur", "short_name": "Mastan Bee E.P.",
     "aliases": ["EP", "execution petition", "Kunchala Prasad"],
     "one_line_summary": "Money decree execution; attachment made; part deposit; sale proclamation.",
     "next_date": "2026-12-23", "listed_for_next": "settlement of proclamation of sale"},
]
