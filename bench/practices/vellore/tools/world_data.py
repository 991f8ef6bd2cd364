"""The registry of the Vellore practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "S. Thirunavukkarasu",
    "enrolment_no": "MS/1187/2001",
    "chamber_address": "Chamber No. 41, Advocates' Association Building, Combined Court Complex, Sathuvachari, "
                       "Vellore 632009; Chennai: c/o Chamber 118, Advocates' Chambers, Madras High Court",
    "practice": "Principal District Court, Principal and Additional Sub Courts and the District Consumer Disputes "
                "Redressal Commission at Vellore; Madras High Court (criminal revisions): partition, HR&CE temple "
                "suits, chit fund execution, consumer complaints",
    "junior": {"name": "R. Priyadharshini", "enrolment_no": "MS/3390/2024"},
    "juniors": [{"name": "R. Priyadharshini", "enrolment_no": "MS/3390/2024",
                 "writes": "WhatsApp messages in Tanglish (Tamil in Latin letters with English), from the court hall",
                 "usually_attends": "Consumer Commission, Additional Sub Court, the Madras High Court when sir is busy"}],
    "clerk": {"name": "K. Murugesan", "role": "clerk: keeps the vaidha register in Tamil script, collects dates from "
                                             "the bench clerk, sends photos of the register pages on WhatsApp"},
}

JUDGES = [
    {"id": "J1", "name": "Thiru. K. Senthilkumar", "short": "Principal Sub Judge",
     "court": "Principal Subordinate Court, Vellore", "court_hall": "Principal Sub Court", "level": "Civil Court",
     "temperament": "Pushes evidence; insists on proof affidavits in time.",
     "habits": ["last chance to the defendants", "asks parties about mediation in partition suits"]},
    {"id": "J2", "name": "Tmt. A. Jayanthi", "short": "PDJ madam",
     "court": "Principal District Court, Vellore", "court_hall": "Principal District Court", "level": "District Court",
     "temperament": "Wants the records and old documents; quick on interim orders.",
     "habits": ["asks for the original scheme decree and old records", "hears arguments fully before reserving"]},
    {"id": "J3", "name": "Thiru. R. Mohanasundaram", "short": "Addl. Sub Judge",
     "court": "Additional Subordinate Court, Vellore", "court_hall": "Additional Sub Court", "level": "Civil Court",
     "temperament": "Execution: wants the JD to pay; encourages settlement.",
     "habits": ["asks the judgment debtor to pay something in court", "orders attachment when JD absent"]},
    {"id": "J4", "name": "Thiru. R. Gnanasekaran", "short": "President, DCDRC",
     "court": "District Consumer Disputes Redressal Commission, Vellore", "court_hall": "DCDRC Vellore",
     "level": "Consumer Commission", "temperament": "Written arguments; dislikes adjournments by the opposite parties.",
     "habits": ["insists on written arguments", "last chance to the opposite parties"]},
    {"id": "J5", "name": "Hon'ble Mr. Justice P. Kalaiarasan", "short": "Kalaiarasan J",
     "court": "Madras High Court, Court No. 34", "court_hall": "Court No. 34", "level": "High Court",
     "temperament": "Cheque cases: asks whether the accused will pay the compensation.",
     "habits": ["suspends sentence on a deposit", "refers cheque revisions to mediation"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Thiru. V. Ramalingam", "chamber": "Vellore", "style": "For the brother in the partition "
     "suit; delays cross-examination.", "tactics": ["counsel not ready", "objections to the commissioner's report"]},
    {"id": "OC2", "name": "Thiru. M. Sekar, Government Pleader", "chamber": "GP office, Vellore",
     "style": "For the HR&CE Commissioner and Joint Commissioner; seeks time for instructions.",
     "tactics": ["instructions from the Joint Commissioner awaited"]},
    {"id": "OC3", "name": "Thiru. P. Anbalagan", "chamber": "Vellore", "style": "For the rival claimant to the "
     "trusteeship.", "tactics": ["says the trusteeship is not hereditary"]},
    {"id": "OC4", "name": "Thiru. K. Manivannan", "chamber": "Vellore", "style": "For the judgment debtors; offers "
     "instalments.", "tactics": ["part payment claimed", "instalments"]},
    {"id": "OC5", "name": "Thiru. G. Prabhakaran", "chamber": "Katpadi", "style": "For the hospital and the surgeon; "
     "wants an expert opinion.", "tactics": ["time for written arguments", "expert committee"]},
    {"id": "OC6", "name": "Tmt. S. Revathi", "chamber": "Vellore (panel counsel, insurer)", "style": "For the insurer.",
     "tactics": ["policy limits"]},
    {"id": "OC7", "name": "Mr. R. Dhandapani", "chamber": "Chennai", "style": "For the complainant-respondent in the "
     "revision.", "tactics": ["time for instructions"]},
    {"id": "OC8", "name": "Thiru. T. Shanmugam", "chamber": "Katpadi", "style": "For the respondent in the appeal.",
     "tactics": ["absent on first call"]},
    {"id": "OC9", "name": "Thiru. N. Karthikeyan", "chamber": "Vellore", "style": "For the scooter maker.",
     "tactics": ["blames the dealer"]},
]

CLIENTS = [
    {"id": "CL1", "name": "P. Kamalam w/o Rajendran, Thottapalayam (son Karthik handles)", "phone": "94431 5xxxx"},
    {"id": "CL2", "name": "K. Natarajan, hereditary trustee, Arulmigu Selliamman Temple, Sathuvachari",
     "phone": "98424 1xxxx"},
    {"id": "CL3", "name": "Sri Kanakadurga Chit Funds Pvt. Ltd., Officer's Line, Vellore (MD T. Raghavan)",
     "phone": "0416-22xxxxx"},
    {"id": "CL4", "name": "S. Vasanthi w/o Sundaram, Gandhi Nagar, Katpadi", "phone": "97877 4xxxx"},
    {"id": "CL5", "name": "R. Jayakumar, Arcot", "phone": "90030 6xxxx"},
    {"id": "CL6", "name": "Arumugam s/o Chinnappan, Kalinjur", "phone": "94862 2xxxx"},
    {"id": "CL7", "name": "M. Dinesh Kumar, Bagayam", "phone": "88708 3xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "O.S. No. 214 of 2025", "judge_id": "J1",
     "title": "P. Kamalam vs P. Selvaraj & Anr.", "represents": "plaintiff", "client_id": "CL1",
     "opposing_counsel_id": "OC1", "nature": "suit for partition of 1/3 share in the ancestral house and 2.40 acres "
     "of nanjai land at Thottapalayam left by late Ponnusamy (daughter's coparcenary right, s. 6 Hindu Succession Act)",
     "filed_on": "2025-03-18", "kind": "civil suit", "court_level": "Civil Court",
     "court": "Principal Subordinate Court, Vellore", "short_name": "Kamalam partition suit",
     "aliases": ["Kamalam partition", "Thottapalayam house", "Selvaraj case", "paaga pirivinai"],
     "one_line_summary": "Daughter's partition suit against her brothers; commissioner's report; defendant's evidence.",
     "next_date": "2028-02-18", "listed_for_next": "DW1 cross-examination"},
    {"id": "C02", "case_number": "O.S. No. 31 of 2026", "judge_id": "J2",
     "title": "K. Natarajan vs The Commissioner, HR&CE & Ors.", "represents": "plaintiff", "client_id": "CL2",
     "opposing_counsel_id": "OC2", "nature": "suit u/s 70 of the Tamil Nadu Hindu Religious and Charitable "
     "Endowments Act, 1959 against the Commissioner's order in revision upholding the appointment of a fit person and "
     "refusing to recognise the plaintiff as hereditary trustee of Arulmigu Selliamman Temple, Sathuvachari",
     "filed_on": "2026-06-22", "kind": "civil suit", "court_level": "District Court",
     "court": "Principal District Court, Vellore", "short_name": "Selliamman temple suit",
     "aliases": ["temple case", "HR&CE suit", "Selliamman kovil", "Natarajan trustee"],
     "one_line_summary": "Hereditary trusteeship of a village temple against HR&CE's fit person; plaintiff's evidence.",
     "next_date": "2028-02-21", "listed_for_next": "PW1 cross-examination (contd.)"},
    {"id": "C03", "case_number": "E.P. No. 88 of 2026 in A.R.C. No. 412 of 2025", "judge_id": "J3",
     "title": "Sri Kanakadurga Chit Funds Pvt. Ltd. vs M. Saravanan & Anr.", "represents": "decree holder",
     "client_id": "CL3", "opposing_counsel_id": "OC4", "nature": "execution of an award of the Deputy Registrar of "
     "Chits, Vellore u/s 64-71 of the Chit Funds Act, 1982 against a prized subscriber and his surety",
     "filed_on": "2026-09-14", "kind": "execution", "court_level": "Civil Court",
     "court": "Additional Subordinate Court, Vellore", "short_name": "Kanakadurga chit EP",
     "aliases": ["chit case", "Saravanan chit", "Kanakadurga EP", "chit recovery"],
     "one_line_summary": "Chit award execution; surety's salary attached; part payments; sale proclamation.",
     "next_date": "2028-02-25", "listed_for_next": "settling sale proclamation"},
    {"id": "C04", "case_number": "C.C. No. 56 of 2026", "judge_id": "J4",
     "title": "S. Vasanthi vs Sri Venkatesa Multispeciality Hospital & Ors.", "represents": "complainant",
     "client_id": "CL4", "opposing_counsel_id": "OC5", "nature": "consumer complaint for medical negligence: bile "
     "duct injury in a laparoscopic cholecystectomy on 12.08.2025; compensation Rs. 20,00,000",
     "filed_on": "2026-04-08", "kind": "consumer complaint", "court_level": "Consumer Commission",
     "court": "District Consumer Disputes Redressal Commission, Vellore", "short_name": "Vasanthi hospital complaint",
     "aliases": ["hospital case", "Vasanthi consumer", "Venkatesa hospital", "bile duct case"],
     "one_line_summary": "Medical negligence complaint; versions and proof affidavits; written arguments.",
     "next_date": "2028-02-18", "listed_for_next": "oral arguments"},
    {"id": "C05", "case_number": "Crl.R.C. No. 1187 of 2027", "judge_id": "J5",
     "title": "R. Jayakumar vs S. Rajendran", "represents": "petitioner", "client_id": "CL5",
     "opposing_counsel_id": "OC7", "nature": "criminal revision against the concurrent conviction u/s 138 N.I. Act "
     "(JM No. II, Vellore, S.T.C. No. 211 of 2024; confirmed in Crl.A. No. 42 of 2026, Principal Sessions Court, "
     "Vellore): one year SI and compensation Rs. 4,00,000",
     "filed_on": "2027-04-02", "kind": "criminal revision", "court_level": "High Court",
     "court": "Madras High Court, Court No. 34", "short_name": "Jayakumar revision",
     "aliases": ["Jayakumar Crl.RC", "Arcot cheque revision", "HC revision"],
     "one_line_summary": "Revision against a cheque-case conviction; sentence suspended on deposit; mediation failed.",
     "next_date": "2028-03-06", "listed_for_next": "arguments (part heard)"},
    {"id": "C06", "case_number": "A.S. No. 19 of 2026", "judge_id": "J2",
     "title": "Arumugam vs Munusamy", "represents": "appellant", "client_id": "CL6",
     "opposing_counsel_id": "OC8", "nature": "first appeal against the decree of the District Munsif, Katpadi in "
     "O.S. No. 340 of 2022 dismissing a suit to declare a cart track (vandi paathai) easement at Kalinjur",
     "filed_on": "2026-02-09", "kind": "appeal", "court_level": "District Court",
     "court": "Principal District Court, Vellore", "short_name": "Arumugam vandi paathai appeal",
     "aliases": ["pathway appeal", "Kalinjur appeal", "vandi paathai"],
     "one_line_summary": "Cart-track easement appeal; additional evidence (FMB sketch); appeal allowed 10.01.2028.",
     "next_date": None, "listed_for_next": "disposed - appeal allowed on 10.01.2028"},
    {"id": "C07", "case_number": "C.C. No. 112 of 2026", "judge_id": "J4",
     "title": "M. Dinesh Kumar vs Volt Ride Motors & Anr.", "represents": "complainant", "client_id": "CL7",
     "opposing_counsel_id": "OC9", "nature": "consumer complaint: electric scooter's battery failed within warranty; "
     "refund of Rs. 1,12,000", "filed_on": "2026-07-20", "kind": "consumer complaint",
     "court_level": "Consumer Commission", "court": "District Consumer Disputes Redressal Commission, Vellore",
     "short_name": "Dinesh e-scooter complaint", "aliases": ["scooter case", "EV case", "battery complaint"],
     "one_line_summary": "E-scooter battery complaint; allowed 15.09.2027 with refund and compensation.",
     "next_date": None, "listed_for_next": "disposed - complaint allowed on 15.09.2027"},
]
