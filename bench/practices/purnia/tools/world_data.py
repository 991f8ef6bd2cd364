"""The registry of the Purnia practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Shailendra Kumar Jha",
    "enrolment_no": "BSBC 2291/2006",
    "chamber_address": "Chowki No. 41, Adhivakta Sangh Bhawan, Vyavahar Nyayalaya (Civil Court), Purnia 854301; "
                       "Patna seat: c/o Adv. Pankaj Mishra, Chamber 9, Advocates' Association Building, Patna High Court",
    "practice": "Civil Court Purnia (title and money suits before the Sub Judges, Special Judge Excise), CJM court "
                "(G.R. and complaint cases), DCLR Sadar (BLDR Act / dakhil-kharij), MACT Purnia, Patna High Court (CWJC)",
    "junior": {"name": "Md. Tabrez Alam", "enrolment_no": "BSBC 5118/2024"},
    "juniors": [{"name": "Md. Tabrez Alam", "enrolment_no": "BSBC 5118/2024",
                 "writes": "WhatsApp in romanised Hindi-Urdu (Kishanganj side): 'hazri', 'gawah', 'agla date', 'sir'",
                 "usually_attends": "CJM court, JM courts, DCLR office, mentions before the Sub Judges"}],
    "clerk": {"name": "Ramashish Mandal", "role": "munshi: keeps the date register (tarikh register) in Devanagari with "
                                                  "Devanagari digits, Kaithi-style hand; photos sent on WhatsApp"},
}

JUDGES = [
    {"id": "J1", "name": "Sri Abhay Narayan Sinha", "short": "Sinha sahab (Sub Judge-I)",
     "court": "Sub Judge-I, Civil Court, Purnia", "court_hall": "Court of Sub Judge-I", "level": "Civil Court",
     "temperament": "Strict on written statement time; costs small but always.",
     "habits": ["adjournment only on cost (Rs. 200 / Rs. 300)", "wants parties present at issues"]},
    {"id": "J2", "name": "Smt. Shweta Kumari Singh", "short": "Singh madam (Sub Judge-II)",
     "court": "Sub Judge-II, Civil Court, Purnia", "court_hall": "Court of Sub Judge-II", "level": "Civil Court",
     "temperament": "Reads the bahi-khata herself; asks for the original books of account.",
     "habits": ["asks for original bahi / ledger", "disposes petitions the same day"]},
    {"id": "J3", "name": "Sri Manish Kumar Ranjan", "short": "DCLR sahab",
     "court": "Deputy Collector Land Reforms (DCLR), Sadar, Purnia", "court_hall": "DCLR office, Collectorate",
     "level": "Revenue Court", "temperament": "Wants the CO's report and the amin's measurement first.",
     "habits": ["calls for CO report", "asks for khatiyan and lagan rasid"]},
    {"id": "J4", "name": "Sri Pawan Kumar Pandey", "short": "Pandey ji (JM-I)",
     "court": "Judicial Magistrate 1st Class-I, Purnia (complaint cases transferred by CJM)",
     "court_hall": "Court of JM-I", "level": "Magistrate Court",
     "temperament": "Warrants quickly when the accused is absent.", "habits": ["bailable warrant", "hazri petition allowed once"]},
    {"id": "J5", "name": "Sri Kaushal Kishore Dubey", "short": "Excise court (ADJ-IV)",
     "court": "Special Judge (Excise)-cum-ADJ-IV, Purnia", "court_hall": "Court of ADJ-IV", "level": "District Court",
     "temperament": "Calls the case diary; asks about criminal antecedent.", "habits": ["calls case diary", "asks antecedent"]},
    {"id": "J6", "name": "Sri Rajiv Ranjan Prasad", "short": "MACT sahab (ADJ-I)",
     "court": "Motor Accident Claims Tribunal, Purnia (ADJ-I as Presiding Officer)", "court_hall": "Court of ADJ-I",
     "level": "District Court", "temperament": "Pushes for compromise with the insurer; closes evidence by order.",
     "habits": ["asks insurer for offer", "closes evidence"]},
    {"id": "J7", "name": "Smt. Farha Naaz", "short": "Naaz madam (JM-IV)",
     "court": "Judicial Magistrate 1st Class-IV, Purnia", "court_hall": "Court of JM-IV", "level": "Magistrate Court",
     "temperament": "Asks about settlement in matrimonial cases; records evidence herself.",
     "habits": ["asks whether parties can settle", "summons prosecution witnesses by name"]},
    {"id": "J8", "name": "Hon'ble Mr. Justice Alok Ranjan Prasad", "short": "Prasad J",
     "court": "Patna High Court, Court No. 11", "court_hall": "Court No. 11", "level": "High Court",
     "temperament": "Wants the counter affidavit and the original record from the DPO.",
     "habits": ["last chance to State", "calls DPO record"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Sri Ramesh Chandra Jha", "chamber": "Purnia", "style": "For the defendants in the pond case; "
     "absent often, sends a pairvikar.", "tactics": ["absence", "time petition"]},
    {"id": "OC2", "name": "Sri Pramod Kumar Choudhary", "chamber": "Purnia", "style": "For the Gulabbagh firm; pleads "
     "moisture in jute and set-off.", "tactics": ["set-off", "handwriting expert petition"]},
    {"id": "OC3", "name": "Sri Arvind Mishra", "chamber": "Purnia (revenue side)", "style": "Before DCLR; time for reply.",
     "tactics": ["time for reply"]},
    {"id": "OC4", "name": "Sri Sanjay Kumar Singh", "chamber": "Kasba/Purnia", "style": "For the accused in the cheque case; "
     "hazri petitions.", "tactics": ["hazri petition", "security cheque defence"]},
    {"id": "OC5", "name": "Sri Umesh Prasad Yadav, Spl. PP (Excise)", "chamber": "Prosecution", "style": "Opposes bail on "
     "quantity.", "tactics": ["case diary"]},
    {"id": "OC6", "name": "Sri Niraj Kumar Mishra", "chamber": "Purnia (panel counsel, National Insurance)",
     "style": "Licence defence.", "tactics": ["driving licence", "FIR copy"]},
    {"id": "OC7", "name": "Sri Ashraf Hussain", "chamber": "Purnia", "style": "For the informant wife, assisting the APP.",
     "tactics": []},
    {"id": "OC8", "name": "Sri Raghvendra Pratap, AC to SC-12", "chamber": "Patna High Court", "style": "State counsel; "
     "time for counter affidavit.", "tactics": ["instructions awaited"]},
]

CLIENTS = [
    {"id": "CL1", "name": "Ramanand Mukhiya (makhana farmer, Srinagar block)", "phone": "94311 6xxxx"},
    {"id": "CL2", "name": "Md. Anwarul Haque (jute trader, Thakurganj, Kishanganj)", "phone": "98351 2xxxx"},
    {"id": "CL3", "name": "Jageshwar Mandal, Rupauli (Kosi diara)", "phone": "77640 9xxxx"},
    {"id": "CL4", "name": "M/s Maa Tara Khad Bhandar, Kasba (prop. Binod Kumar Bhagat)", "phone": "99343 4xxxx"},
    {"id": "CL5", "name": "Rajkumar Sah s/o late Jaglal Sah (through wife Guddi Devi)", "phone": "62034 1xxxx"},
    {"id": "CL6", "name": "Sunita Devi w/o late Suresh Paswan", "phone": "91022 7xxxx"},
    {"id": "CL7", "name": "Md. Shahnawaz Alam and parents, Baisi", "phone": "70049 3xxxx"},
    {"id": "CL8", "name": "Smt. Rinku Kumari, panchayat teacher (niyojit shikshika), Baisi", "phone": "82100 5xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "Title Suit No. 214 of 2026", "judge_id": "J1",
     "title": "Ramanand Mukhiya vs Bholanath Yadav & Ors.", "represents": "plaintiff", "client_id": "CL1",
     "opposing_counsel_id": "OC1", "nature": "suit for declaration and injunction over a makhana pond (Badka Pokhar, "
     "mauza Khuskibagh, khesra 311) held on a 5-year lease (patta) at Rs. 1,20,000 a year",
     "filed_on": "2026-09-14", "kind": "civil suit", "court_level": "Civil Court", "court": "Sub Judge-I, Purnia",
     "short_name": "makhana pokhar suit", "aliases": ["pokhar case", "Mukhiya ji ka case", "makhana case"],
     "one_line_summary": "Makhana pond lease; injunction allowed in part on deposit; plaintiff's evidence.",
     "next_date": "2027-11-09", "listed_for_next": "plaintiff's evidence (PW3)"},
    {"id": "C02", "case_number": "Money Suit No. 37 of 2026", "judge_id": "J2",
     "title": "Md. Anwarul Haque vs M/s Maa Bhagwati Jute Traders, Gulabbagh", "represents": "plaintiff",
     "client_id": "CL2", "opposing_counsel_id": "OC2", "nature": "money suit for Rs. 8,46,500 (balance price of 312 "
     "quintal jute supplied Aug-Oct 2025) with interest", "filed_on": "2026-07-02", "kind": "civil suit",
     "court_level": "Civil Court", "court": "Sub Judge-II, Purnia", "short_name": "jute money suit",
     "aliases": ["pat wala case", "Haque sahab ka money suit", "Gulabbagh jute"],
     "one_line_summary": "Jute price recovery; set-off for moisture pleaded; plaintiff's evidence closed; DE.",
     "next_date": "2027-11-08", "listed_for_next": "defendant's evidence"},
    {"id": "C03", "case_number": "BLDR Case No. 86 of 2026-27", "judge_id": "J3",
     "title": "Jageshwar Mandal vs Ramvilas Singh & Anr.", "represents": "applicant", "client_id": "CL3",
     "opposing_counsel_id": "OC3", "nature": "application under s. 4 Bihar Land Disputes Resolution Act, 2009 against "
     "dakhil-kharij (mutation) of Kosi re-emerged diara land, khata 212 khesra 1187, mauza Bhaurahi (Rupauli)",
     "filed_on": "2026-10-30", "kind": "revenue", "court_level": "Revenue Court", "court": "DCLR Sadar, Purnia",
     "short_name": "Kosi diara dakhil-kharij", "aliases": ["DCLR case", "diara zameen", "Rupauli mutation"],
     "one_line_summary": "Mutation of flood land in OP's favour set aside by DCLR on 08.07.2027; disposed.",
     "next_date": None, "listed_for_next": "disposed - order dated 08.07.2027"},
    {"id": "C04", "case_number": "Complaint Case No. 1834 of 2026", "judge_id": "J4",
     "title": "M/s Maa Tara Khad Bhandar vs Pappu Kumar Singh", "represents": "complainant", "client_id": "CL4",
     "opposing_counsel_id": "OC4", "nature": "complaint u/s 138 NI Act, cheque Rs. 2,45,000 (SBI Kasba) dishonoured",
     "filed_on": "2026-10-19", "kind": "criminal complaint", "court_level": "Magistrate Court",
     "court": "JM 1st Class-I, Purnia", "short_name": "Kasba khad cheque case", "aliases": ["138 wala", "khad bhandar case", "Pappu Singh"],
     "one_line_summary": "Cheque case; warrant, appearance, accusation explained; CW1 crossed; bank witness.",
     "next_date": "2027-11-08", "listed_for_next": "complainant's evidence (CW2 bank)"},
    {"id": "C05", "case_number": "Bail Petition No. 1652 of 2027", "judge_id": "J5",
     "title": "Rajkumar Sah vs State of Bihar", "represents": "petitioner", "client_id": "CL5",
     "opposing_counsel_id": "OC5", "nature": "regular bail in Purnia Utpad (Excise) P.S. Case No. 311/2027 u/s 30(a) "
     "Bihar Prohibition and Excise Act, 2016 (36 litres desi sharab)", "filed_on": "2027-07-15", "kind": "bail",
     "court_level": "District Court", "court": "Special Judge (Excise)-cum-ADJ-IV, Purnia", "short_name": "Rajkumar excise bail",
     "aliases": ["daru wala bail", "sharab case", "Kasba excise"],
     "one_line_summary": "Excise bail; case diary called; allowed 03.08.2027.", "next_date": None,
     "listed_for_next": "disposed - bail allowed 03.08.2027"},
    {"id": "C06", "case_number": "MACT Claim Case No. 58 of 2026", "judge_id": "J6",
     "title": "Sunita Devi & Ors. vs Md. Firoz Alam & Anr. (National Insurance Co. Ltd.)", "represents": "claimants",
     "client_id": "CL6", "opposing_counsel_id": "OC6", "nature": "claim u/s 166 MV Act for death of Suresh Paswan, "
     "motorcycle hit by truck BR-11G-xxxx on NH-31 near Belouri on 14.08.2026; claim Rs. 42,50,000",
     "filed_on": "2026-10-05", "kind": "claim", "court_level": "District Court", "court": "MACT, Purnia",
     "short_name": "Suresh Paswan NH-31 claim", "aliases": ["Sunita claim", "truck accident case", "NH-31 wala"],
     "one_line_summary": "Death claim; insurer pleads licence; owner ex parte; claimants' evidence closed.",
     "next_date": "2027-11-10", "listed_for_next": "insurer's evidence"},
    {"id": "C07", "case_number": "G.R. No. 1256 of 2024", "judge_id": "J7",
     "title": "State of Bihar (Rukhsar Khatoon) vs Md. Shahnawaz Alam & 2 Ors.", "represents": "accused",
     "client_id": "CL7", "opposing_counsel_id": "OC7", "nature": "Mahila P.S. Case No. 45/2024 u/s 498A, 323, 34 IPC "
     "(now s. 85 BNS) and 3/4 Dowry Prohibition Act", "filed_on": "2024-03-12", "kind": "criminal trial",
     "court_level": "Magistrate Court", "court": "JM 1st Class-IV, Purnia", "short_name": "Shahnawaz 498A",
     "aliases": ["dahej case", "Baisi dowry case", "Rukhsar case"],
     "one_line_summary": "Dowry trial, we defend husband and parents; charge framed; PW1 and PW2 done; I.O. awaited.",
     "next_date": "2027-11-17", "listed_for_next": "prosecution evidence (I.O.)"},
    {"id": "C08", "case_number": "CWJC No. 14512 of 2026", "judge_id": "J8",
     "title": "Rinku Kumari vs State of Bihar & Ors.", "represents": "petitioner", "client_id": "CL8",
     "opposing_counsel_id": "OC8", "nature": "writ against termination of a panchayat teacher by the Panchayat Niyojan "
     "Ikai, Sirsi (Baisi) on an alleged fake TET certificate without hearing; salary from 04/2026",
     "filed_on": "2026-10-21", "kind": "writ", "court_level": "High Court", "court": "Patna High Court, Court No. 11",
     "short_name": "Rinku teacher writ", "aliases": ["shikshika case", "niyojit teacher writ", "Sirsi teacher"],
     "one_line_summary": "Teacher's writ; State's counter late; DPO record called; certificate found genuine.",
     "next_date": "2027-11-24", "listed_for_next": "compliance / final hearing"},
]
