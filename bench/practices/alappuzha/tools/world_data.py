"""The registry of the Alappuzha practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Anil Thomas Kurian",
    "enrolment_no": "K/1187/2003",
    "chamber_address": "Kurian & Associates, Near District Court, Thathampally P.O., Alappuzha 688013; HC seat: "
                       "Room 4, Advocates' Chamber Complex, High Court of Kerala, Ernakulam",
    "practice": "Civil and family work at Alappuzha (Munsiff's Court, Sub Court, Family Court, MACT), cheque cases "
                "before the JFCM, consumer complaints, and bail at the High Court of Kerala",
    "junior": {"name": "Nimisha Joseph", "enrolment_no": "K/2241/2024"},
    "juniors": [{"name": "Nimisha Joseph", "enrolment_no": "K/2241/2024",
                 "writes": "WhatsApp messages in Manglish (Malayalam in Latin letters) mixed with English",
                 "usually_attends": "JFCM-II, MACT and the Consumer Commission at Alappuzha"}],
    "clerk": {"name": "Gopalakrishnan K.", "role": "gumasthan (clerk): keeps the case diary register in Malayalam "
                                                   "script, takes dates from the bench clerk, photographs pages"},
}

JUDGES = [
    {"id": "J1", "name": "Smt. Reshmi K. Nair", "short": "Munsiff (Reshmi madam)",
     "court": "Principal Munsiff's Court, Alappuzha", "court_hall": "Munsiff's Court", "level": "Civil Court",
     "temperament": "Wants the commission report and survey sketch before issues.",
     "habits": ["insists on the Taluk Surveyor's sketch", "adjournment only once per side"]},
    {"id": "J2", "name": "Sri. P. Sasidharan Nair", "short": "Family Court judge",
     "court": "Family Court, Alappuzha", "court_hall": "Family Court", "level": "District Court",
     "temperament": "Counselling first; asks the husband about arrears of maintenance at every posting.",
     "habits": ["asks about arrears first", "parties in person"]},
    {"id": "J3", "name": "Sri. Arun Jose", "short": "JFCM-II magistrate",
     "court": "Judicial First Class Magistrate Court-II, Alappuzha", "court_hall": "JFCM-II", "level": "Magistrate Court",
     "temperament": "Costs when the defence seeks time.", "habits": ["cost on adjournment", "warrant when accused absent"]},
    {"id": "J4", "name": "Smt. Lathika V.", "short": "MACT (Addl. District Judge-II)",
     "court": "Motor Accidents Claims Tribunal, Alappuzha (Addl. District Judge-II)", "court_hall": "MACT",
     "level": "District Court", "temperament": "Wants the doctor in the box and the disability certificate.",
     "habits": ["summons the doctor", "asks for the wound certificate"]},
    {"id": "J5", "name": "Hon'ble Mr. Justice Thomas Varghese Ittycheria", "short": "Ittycheria J",
     "court": "High Court of Kerala, Ernakulam, Court No. 5", "court_hall": "Court No. 5", "level": "High Court",
     "temperament": "Bail: asks whether the accused has other crimes, and for the case diary.",
     "habits": ["asks for the case diary", "asks about antecedents"]},
    {"id": "J6", "name": "Sri. S. Radhakrishnan (President)", "short": "Consumer Commission President",
     "court": "District Consumer Disputes Redressal Commission, Alappuzha", "court_hall": "DCDRC",
     "level": "District Court", "temperament": "Proof affidavits and notes of argument in writing.",
     "habits": ["wants written notes of argument"]},
    {"id": "J7", "name": "Sri. Mohammed Rafeeq A.", "short": "Sub Judge",
     "court": "Sub Court, Alappuzha", "court_hall": "Sub Court", "level": "Civil Court",
     "temperament": "Sends money suits to mediation.", "habits": ["refers to mediation under s. 89 CPC"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Adv. Benny Kuruvilla", "chamber": "Alappuzha",
     "style": "For the neighbour; seeks time saying he is busy at the High Court.", "tactics": ["busy at HC"]},
    {"id": "OC2", "name": "Adv. Shyla Rani M.", "chamber": "Mavelikkara", "style": "For the husband.", "tactics": []},
    {"id": "OC3", "name": "Adv. P.K. Harikumar", "chamber": "Alappuzha",
     "style": "For the accused; seeks time, busy in the Sessions Court.", "tactics": ["busy in sessions court"]},
    {"id": "OC4", "name": "Adv. Jacob Alex", "chamber": "Alappuzha (insurer's panel)",
     "style": "Insurer's defences: contributory negligence.", "tactics": ["contributory negligence"]},
    {"id": "OC5", "name": "Smt. Seena C., Public Prosecutor", "chamber": "High Court of Kerala",
     "style": "For the State in bail.", "tactics": []},
    {"id": "OC6", "name": "Adv. Mini Varghese", "chamber": "Alappuzha", "style": "For the insurer before the Commission.",
     "tactics": ["non-disclosure"]},
    {"id": "OC7", "name": "Adv. V. Ramachandran", "chamber": "Alappuzha", "style": "For the houseboat company.",
     "tactics": []},
]

CLIENTS = [
    {"id": "CL1", "name": "Chacko Thomas @ Kunjumon, Kainakary", "phone": "94470 2xxxx"},
    {"id": "CL2", "name": "Divya Mohan, Mavelikkara", "phone": "97451 6xxxx"},
    {"id": "CL3", "name": "Sree Durga Kuries (prop. K.R. Vijayan)", "phone": "94465 1xxxx"},
    {"id": "CL4", "name": "Biju Varghese, Kalarcode", "phone": "99615 8xxxx"},
    {"id": "CL5", "name": "Anoop Chandran, Ramankary (through wife Sajitha)", "phone": "80864 3xxxx"},
    {"id": "CL6", "name": "Mariyamma Chacko (through son Tony)", "phone": "94954 7xxxx"},
    {"id": "CL7", "name": "Sudheer Babu, Punnamada", "phone": "98473 0xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "O.S. No. 214/2025", "judge_id": "J1",
     "title": "Chacko Thomas @ Kunjumon vs Ouseph Devassia", "represents": "plaintiff", "client_id": "CL1",
     "opposing_counsel_id": "OC1", "nature": "suit for fixation of boundary and injunction over paddy land (puncha "
     "nilam) in Sy. No. 118/4, Kainakary village, where the defendant raised a new bund (varambu); defence of "
     "conversion under the Kerala Conservation of Paddy Land and Wetland Act, 2008",
     "filed_on": "2025-11-20", "kind": "civil suit", "court_level": "Civil Court", "court": "Munsiff's Court, Alappuzha",
     "short_name": "Kunjumon varambu suit", "aliases": ["Kainakary boundary suit", "paddy bund case", "varambu case"],
     "one_line_summary": "Boundary suit over a paddy bund; advocate commission and survey; plaintiff's evidence.",
     "next_date": "2027-04-26", "listed_for_next": "examination of the Advocate Commissioner as CW1"},
    {"id": "C02", "case_number": "O.P. No. 611/2025", "judge_id": "J2", "title": "Divya Mohan vs Rejith Kumar",
     "represents": "petitioner", "client_id": "CL2", "opposing_counsel_id": "OC2",
     "nature": "petition for return of 48 sovereigns of gold ornaments and Rs. 3,00,000 patrimony, with maintenance "
     "for wife and minor child", "filed_on": "2025-12-01", "kind": "family", "court_level": "District Court",
     "court": "Family Court, Alappuzha", "short_name": "Divya gold OP", "aliases": ["Divya case", "gold return OP"],
     "one_line_summary": "Return of gold and patrimony; interim maintenance Rs. 10,000 p.m.; evidence.",
     "next_date": "2027-04-27", "listed_for_next": "RW2 evidence"},
    {"id": "C03", "case_number": "S.T. No. 1432/2025", "judge_id": "J3",
     "title": "Sree Durga Kuries vs Santhosh Kumar", "represents": "complainant", "client_id": "CL3",
     "opposing_counsel_id": "OC3", "nature": "complaint u/s 138 N.I. Act, cheque Rs. 4,80,000 (kuri prize money "
     "default) dishonoured", "filed_on": "2025-10-14", "kind": "criminal complaint", "court_level": "Magistrate Court",
     "court": "JFCM-II, Alappuzha", "short_name": "Durga kuri cheque case", "aliases": ["Santhu cheque case", "kuri case"],
     "one_line_summary": "Cheque case; complainant's evidence closed; defence evidence.",
     "next_date": "2027-04-22", "listed_for_next": "defence evidence (DW1)"},
    {"id": "C04", "case_number": "O.P.(MV) No. 902/2025", "judge_id": "J4", "title": "Biju Varghese vs Faisal & Ors.",
     "represents": "claimant", "client_id": "CL4", "opposing_counsel_id": "OC4",
     "nature": "claim u/s 166 MV Act for injuries (fracture right femur) in a collision with a tipper lorry at "
     "Kalarcode on NH 66 on 18.03.2025", "filed_on": "2025-09-02", "kind": "claim", "court_level": "District Court",
     "court": "MACT, Alappuzha", "short_name": "Biju MACT", "aliases": ["tipper case", "Kalarcode accident"],
     "one_line_summary": "Injury claim Rs. 15,00,000; doctor examined (18% disability); arguments.",
     "next_date": "2027-04-22", "listed_for_next": "arguments"},
    {"id": "C05", "case_number": "Bail Appl. No. 611/2027", "judge_id": "J5", "title": "Anoop Chandran vs State of Kerala",
     "represents": "petitioner", "client_id": "CL5", "opposing_counsel_id": "OC5",
     "nature": "anticipatory bail u/s 482 BNSS, Crime No. 56/2027 of Ramankary Police Station, u/s 318(4) and 316(2) BNS",
     "filed_on": "2027-01-19", "kind": "bail", "court_level": "High Court", "court": "High Court of Kerala, Court No. 5",
     "short_name": "Anoop anticipatory bail", "aliases": ["Ramankary AB", "Anoop bail"],
     "one_line_summary": "Anticipatory bail; interim protection; granted 05.03.2027 with conditions.",
     "next_date": None, "listed_for_next": "disposed - anticipatory bail granted on 05.03.2027"},
    {"id": "C06", "case_number": "C.C. No. 212/2025", "judge_id": "J6",
     "title": "Mariyamma Chacko vs Nirbhay General Insurance Co. Ltd. & Anr.", "represents": "complainant",
     "client_id": "CL6", "opposing_counsel_id": "OC6", "nature": "consumer complaint: mediclaim of Rs. 2,86,450 for "
     "angioplasty repudiated for non-disclosure of pre-existing disease", "filed_on": "2025-10-30",
     "kind": "consumer complaint", "court_level": "District Court",
     "court": "District Consumer Disputes Redressal Commission, Alappuzha", "short_name": "Mariyamma mediclaim",
     "aliases": ["mediclaim complaint", "Nirbhay insurance case"],
     "one_line_summary": "Mediclaim repudiation; evidence over; arguments heard, reserved for orders.",
     "next_date": "2027-05-05", "listed_for_next": "orders"},
    {"id": "C07", "case_number": "O.S. No. 58/2025", "judge_id": "J7",
     "title": "Punnamada Cruise Homes (P) Ltd. vs Sudheer Babu", "represents": "defendant", "client_id": "CL7",
     "opposing_counsel_id": "OC7", "nature": "suit for Rs. 12,40,000 balance sale price of the houseboat 'Kayal Rani'",
     "filed_on": "2025-03-10", "kind": "civil suit", "court_level": "Civil Court", "court": "Sub Court, Alappuzha",
     "short_name": "houseboat money suit", "aliases": ["Sudheer houseboat case", "Kayal Rani case"],
     "one_line_summary": "Money suit; mediation; compromise decree Rs. 8,50,000 in 5 instalments on 09.10.2026.",
     "next_date": None, "listed_for_next": "disposed - compromise decree on 09.10.2026"},
]
