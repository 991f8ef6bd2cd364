"""The registry of the Nagpur practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Shrikant Vasantrao Deshmukh",
    "enrolment_no": "MAH/1462/1998",
    "chamber_address": "Chamber No. 14, 'Saraswati', Opp. High Court, Civil Lines, Nagpur 440001",
    "practice": "Bombay High Court, Nagpur Bench (second appeals, writs, criminal bail) and the courts at Nagpur: "
                "civil suits, s. 138 N.I. Act, motor accident claims, Labour Court references",
    "junior": {"name": "Pranali Wankhede", "enrolment_no": "MAH/5530/2021"},
    "juniors": [
        {"name": "Pranali Wankhede", "enrolment_no": "MAH/5530/2021",
         "writes": "long WhatsApp messages by voice typing, Hinglish with voice-typing errors",
         "usually_attends": "JMFC, MACT, Labour Court"},
        {"name": "Rohit Meshram", "enrolment_no": "MAH/7718/2023",
         "writes": "photographs the roznama / order sheets on his phone, short captions",
         "usually_attends": "High Court mentioning, civil court"},
    ],
    "clerk": {"name": "Bhaurao Gawande", "role": "munshi: takes dates from the bench clerk, keeps a handwritten date diary"},
}

JUDGES = [
    {"id": "J1", "name": "Hon'ble Shri Justice Milind V. Patil", "short": "Patil J",
     "court": "Bombay High Court, Nagpur Bench, Court Room No. 5", "court_hall": "Court Room No. 5",
     "level": "High Court", "temperament": "Short arguments; wants written notes.",
     "habits": ["asks for written notes of arguments of two pages", "insists on paper book before hearing"]},
    {"id": "J2", "name": "Hon'ble Shri Justice Arvind K. Deshpande and Hon'ble Smt. Justice Meera N. Joshi",
     "short": "Deshpande-Joshi DB", "court": "Bombay High Court, Nagpur Bench, Division Bench, Court Room No. 1",
     "court_hall": "Court Room No. 1", "level": "High Court",
     "temperament": "Asks about alternative remedy first.",
     "habits": ["asks why the alternative remedy under s. 91 MCS Act was not availed", "wants a chart of dates"]},
    {"id": "J3", "name": "Hon'ble Smt. Justice Smita R. Kale", "short": "Kale J",
     "court": "Bombay High Court, Nagpur Bench, Court Room No. 9 (criminal bail)", "court_hall": "Court Room No. 9",
     "level": "High Court", "temperament": "Wants the CA report and antecedents before hearing bail.",
     "habits": ["calls for the CA report", "asks the APP for a chart of antecedents", "s. 37 NDPS satisfaction"]},
    {"id": "J4", "name": "Shri P. M. Dhote", "short": "Dhote saheb (5th Jt CJSD)",
     "court": "5th Joint Civil Judge Senior Division, Nagpur", "court_hall": "Court No. 17, District Court Nagpur",
     "level": "Civil Court", "temperament": "Costs on every adjournment.",
     "habits": ["adjournment only on costs", "records evidence himself in English"]},
    {"id": "J5", "name": "Smt. A. A. Lanjewar", "short": "Lanjewar madam (JMFC 9)",
     "court": "Judicial Magistrate First Class, Court No. 9, Nagpur", "court_hall": "Court No. 9",
     "level": "Magistrate Court", "temperament": "Pushes for settlement in cheque cases.",
     "habits": ["asks parties to try settlement", "interim compensation under s. 143A"]},
    {"id": "J6", "name": "Shri R. G. Borkar", "short": "Borkar saheb (MACT)",
     "court": "Member, Motor Accident Claims Tribunal, Nagpur", "court_hall": "MACT Court No. 2",
     "level": "Tribunal", "temperament": "Sends matters to Lok Adalat.",
     "habits": ["refers to Lok Adalat", "wants income proof"]},
    {"id": "J7", "name": "Shri V. D. Ingle", "short": "Ingle saheb (2nd Labour Court)",
     "court": "Presiding Officer, 2nd Labour Court, Nagpur", "court_hall": "2nd Labour Court",
     "level": "Labour Court", "temperament": "Suggests lump-sum settlement.",
     "habits": ["suggests settlement", "hears arguments on written notes"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Adv. S. M. Wankhede", "for": "respondents in the second appeal",
     "habits": ["seeks time on personal grounds"]},
    {"id": "OC2", "name": "Shri N. S. Raut, AGP", "for": "State and the Divisional Joint Registrar",
     "habits": ["seeks time for instructions"]},
    {"id": "OC3", "name": "Adv. Vivek Agrawal", "for": "the society (W.P.)", "habits": ["seeks time"]},
    {"id": "OC4", "name": "Smt. R. P. Gedam, APP", "for": "State (bail)", "habits": ["opposes on s. 37"]},
    {"id": "OC5", "name": "Adv. R. K. Tiwari", "for": "defendants in the partition suit and the accused in the cheque case",
     "habits": ["seeks adjournment saying busy in the High Court"]},
    {"id": "OC6", "name": "Adv. Pramod Bhagat", "for": "the insurer (MACP)",
     "habits": ["seeks time for the investigator's report"]},
    {"id": "OC7", "name": "Adv. Faiz Sheikh", "for": "the management (Labour Court)", "habits": []},
]

CLIENTS = [
    {"id": "CL1", "name": "Dinkar Ramaji Thakre", "phone": "98220 41733"},
    {"id": "CL2", "name": "Rekha Vijay Wanjari", "phone": "94221 08815"},
    {"id": "CL3", "name": "Shahrukh Ansari (through his father Rafiq Ansari)", "phone": "88057 31940"},
    {"id": "CL4", "name": "Manda Suresh Khobragade", "phone": "97300 62218"},
    {"id": "CL5", "name": "M/s Jaiswal Steel Traders (prop. Manoj Jaiswal)", "phone": "98900 11542"},
    {"id": "CL6", "name": "Sushila Ganesh Meshram", "phone": "70380 44219"},
    {"id": "CL7", "name": "Pandurang Kisan Gawande", "phone": "95522 60371"},
]


def case(id_, number, judge, title, represents, client, oc, nature, filed, kind, level, court, short, aliases,
         summary, next_date, listed_for_next):
    return {"id": id_, "case_number": number, "judge_id": judge, "title": title, "represents": represents,
            "client_id": client, "opposing_counsel_id": oc, "nature": nature, "filed_on": filed, "kind": kind,
            "court_level": level, "court": court, "short_name": short, "aliases": aliases,
            "one_line_summary": summary, "next_date": next_date, "listed_for_next": listed_for_next}


CASES = [
    case("C01", "Second Appeal No. 214 of 2025", "J1", "Dinkar Ramaji Thakre vs Sudhakar Ramaji Thakre & Ors.",
         "appellant", "CL1", "OC1", "second appeal against concurrent dismissal of a partition suit among brothers "
         "(field Survey No. 47, mouza Khapri, and house at Mahal, Nagpur)", "2025-09-30", "second appeal",
         "High Court", "Bombay High Court, Nagpur Bench, Court Room No. 5", "Thakre S.A.",
         ["Thakre bhau appeal", "Khapri partition appeal", "SA 214/25"],
         "Admitted on two substantial questions; judgment 25.11.2026, appeal partly allowed (1/4 share).", None,
         "disposed - appeal partly allowed on 25.11.2026"),
    case("C02", "Writ Petition No. 3318 of 2026", "J2", "Rekha Vijay Wanjari vs State of Maharashtra & Ors.",
         "petitioner", "CL2", "OC2", "writ against rejection of nomination in the election of Vidarbha Nagari "
         "Sahakari Pat Sanstha Maryadit, Nagpur", "2026-01-05", "writ", "High Court",
         "Bombay High Court, Nagpur Bench, Division Bench", "Wanjari society election writ",
         ["patsanstha election writ", "Rekha tai writ", "WP 3318/26"],
         "Result subject to outcome; Rule issued 08.10.2026; final hearing 10.12.2026.", "2026-12-10",
         "final hearing"),
    case("C03", "Criminal Bail Application No. 1107 of 2026", "J3", "Shahrukh Rafiq Ansari vs State of Maharashtra",
         "applicant", "CL3", "OC4", "bail under s. 483 BNSS, Crime No. 412/2025 Yashodhara Nagar P.S., NDPS ss. 8(c), "
         "20(b)(ii)(C), 29 (24.6 kg ganja)", "2026-06-29", "criminal bail", "High Court",
         "Bombay High Court, Nagpur Bench, Court Room No. 9", "Ansari NDPS bail", ["ganja bail", "Shahrukh bail"],
         "Bail granted 21.09.2026 on PR bond Rs. 50,000.", None, "disposed - bail granted on 21.09.2026"),
    case("C04", "Special Civil Suit No. 145 of 2024", "J4", "Manda Suresh Khobragade vs Rajesh Suresh Khobragade & Anr.",
         "plaintiff", "CL4", "OC5", "partition and separate possession of the house at Indora and field at mouza "
         "Gumgaon (married daughter's 1/3 share)", "2024-03-11", "civil suit", "Civil Court",
         "5th Joint Civil Judge Senior Division, Nagpur", "Khobragade partition suit",
         ["Manda tai suit", "Indora ghar suit", "Spl CS 145/24"],
         "Plaintiff's evidence closed; DW1 cross on 07.12.2026.", "2026-12-07", "cross-examination of DW1"),
    case("C05", "S.C.C. No. 4521 of 2025", "J5", "M/s Jaiswal Steel Traders vs Nitin Bhoyar",
         "complainant", "CL5", "OC5", "s. 138 N.I. Act: cheque No. 004517 for Rs. 3,75,000 dishonoured (funds "
         "insufficient)", "2025-07-14", "criminal complaint", "Magistrate Court",
         "JMFC Court No. 9, Nagpur", "Jaiswal cheque case", ["Bhoyar 138", "Jaiswal sheth case", "SCC 4521/25"],
         "Interim compensation Rs. 75,000 unpaid; recovery application; arguments 17.12.2026.", "2026-12-17",
         "arguments and recovery application"),
    case("C06", "M.A.C.P. No. 688 of 2025", "J6", "Sushila Ganesh Meshram & Ors. vs Ramesh Dongre & Ors.",
         "claimants", "CL6", "OC6", "fatal accident claim (s. 166 M.V. Act), truck MH-40-BL-4471 on Wardha Road near "
         "Jamtha, 14.03.2025; claim Rs. 38,00,000", "2025-06-20", "motor accident claim", "Tribunal",
         "Motor Accident Claims Tribunal, Nagpur", "Meshram MACP", ["Sushila bai claim", "Jamtha accident claim"],
         "Insurer's investigator examined; arguments 08.12.2026.", "2026-12-08", "arguments"),
    case("C07", "Reference (IDA) No. 17 of 2024", "J7", "Pandurang Kisan Gawande vs M/s Sai Agro Foods Pvt. Ltd.",
         "workman (first party)", "CL7", "OC7", "reference under s. 10 I.D. Act: oral termination of a machine "
         "operator at Butibori MIDC on 02.05.2023", "2024-02-02", "labour reference", "Labour Court",
         "2nd Labour Court, Nagpur", "Gawande labour reference", ["Pandurang kaka case", "Sai Agro case"],
         "MW1 cross done; written arguments 14.12.2026.", "2026-12-14", "written arguments"),
]
