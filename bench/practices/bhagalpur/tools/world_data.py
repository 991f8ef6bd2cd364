"""The registry of the Bhagalpur practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Awadhesh Kumar Jha",
    "enrolment_no": "1873/2002 (Bihar State Bar Council)",
    "chamber_address": "Seat No. 41, Purana Bar Library, Vyavahar Nyayalaya (Civil Court) Campus, Bhagalpur 812001; "
                       "residence-office: Adampur Chowk, Bhagalpur; Patna High Court work through Adv. Shivani Priya, "
                       "Advocates' Association Building, Patna High Court",
    "practice": "Civil Court Bhagalpur (Sub Judge, Munsif, ADJ, ACJM, Special Judge Excise, Family Court), the DCLR's "
                "court under the Bihar Land Disputes Resolution Act, and bail/revision work in the Patna High Court",
    "junior": {"name": "Pritam Kumar", "enrolment_no": "4412/2022"},
    "juniors": [{"name": "Pritam Kumar", "enrolment_no": "4412/2022",
                 "writes": "WhatsApp messages from the court corridor in Hinglish with Angika words (Latin letters)",
                 "usually_attends": "Munsif-I, ADJ-IV, ACJM-III, DCLR Sadar when the senior is in another court"},
                {"name": "Shivani Priya", "enrolment_no": "2960/2019",
                 "writes": "WhatsApp from Patna about listings (associate at the Patna High Court)",
                 "usually_attends": "Patna High Court"}],
    "clerk": {"name": "Bhola Prasad Mandal", "role": "muharrir (munshi): keeps the tarikh register in Devanagari with "
                                                    "Angika words, takes dates from the peshkar, sends photos on WhatsApp"},
}

JUDGES = [
    {"id": "J1", "name": "Sri Arun Kumar Pathak", "short": "Pathak sahab (Sub Judge-I)",
     "court": "Court of Sub Judge-I, Civil Court, Bhagalpur", "court_hall": "Sub Judge-I", "level": "Civil Court",
     "temperament": "Strict on documents; allows time petitions only on cost.",
     "habits": ["time petition allowed on cost", "asks for the original khatian and vanshavali"]},
    {"id": "J2", "name": "Sri Manish Ranjan", "short": "DCLR sahab",
     "court": "Court of the Deputy Collector Land Reforms (DCLR), Sadar, Bhagalpur", "court_hall": "DCLR Sadar",
     "level": "Revenue Court", "temperament": "Relies on the C.O.'s report and the amin's measurement.",
     "habits": ["calls report from the Circle Officer", "orders measurement by the anchal amin",
                "often away on law-and-order duty"]},
    {"id": "J3", "name": "Sri Kundan Kishore", "short": "Kishore sahab (ACJM-III)",
     "court": "Court of Additional Chief Judicial Magistrate-III, Bhagalpur", "court_hall": "ACJM-III",
     "level": "Magistrate Court", "temperament": "Pushes the prosecution to produce witnesses.",
     "habits": ["bailable warrant against absent witnesses", "last chance to the prosecution"]},
    {"id": "J4", "name": "Smt. Shalini Sahay", "short": "Sahay madam (Family Court)",
     "court": "Court of the Principal Judge, Family Court, Bhagalpur", "court_hall": "Family Court",
     "level": "Family Court", "temperament": "Counselling first; both parties in person on every date.",
     "habits": ["refers parties to the counsellor", "both parties present in person"]},
    {"id": "J5", "name": "Sri Rakesh Ranjan Verma", "short": "Verma sahab (Sub Judge-III)",
     "court": "Court of Sub Judge-III, Civil Court, Bhagalpur", "court_hall": "Sub Judge-III", "level": "Civil Court",
     "temperament": "Questions the basis of every figure.", "habits": ["cost on time petitions"]},
    {"id": "J6", "name": "Sri Abhishek Anand", "short": "Anand sahab (Munsif-I)",
     "court": "Court of Munsif-I, Civil Court, Bhagalpur", "court_hall": "Munsif-I", "level": "Civil Court",
     "temperament": "Will not go behind a decree.", "habits": ["Nazir's report", "police force for possession"]},
    {"id": "J7", "name": "Sri Vinod Kumar Choudhary", "short": "Choudhary sahab (ADJ-IV)",
     "court": "Court of Additional District and Sessions Judge-IV, Bhagalpur", "court_hall": "ADJ-IV",
     "level": "District Court", "temperament": "Calls the lower court record before hearing.",
     "habits": ["calls for the L.C.R.", "no stay in revision"]},
    {"id": "J8", "name": "Hon'ble Mr. Justice Prakash Narayan Sinha", "short": "Sinha J",
     "court": "High Court of Judicature at Patna", "court_hall": "Court No. 21", "level": "High Court",
     "temperament": "Excise bails: case diary and antecedents first.",
     "habits": ["calls the case diary", "supplementary affidavit on criminal antecedents"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Sri Binod Bihari Mandal", "chamber": "Bhagalpur", "style": "For the defendants in the "
     "partition suit; time petitions.", "tactics": ["time petition", "family partition of 1998"]},
    {"id": "OC2", "name": "Sri Satyendra Narayan Singh", "chamber": "Bhagalpur", "style": "For the O.P. before the DCLR; "
     "time for reply; absent.", "tactics": ["time", "bandobasti claim"]},
    {"id": "OC3", "name": "Sri Manoj Kumar Jha, A.P.P.", "chamber": "Prosecution office, Bhagalpur",
     "style": "Prosecution in the dowry case.", "tactics": ["witnesses not produced"]},
    {"id": "OC4", "name": "Smt. Nusrat Jahan", "chamber": "Bhagalpur", "style": "For the wife in the Family Court.",
     "tactics": ["time for cross"]},
    {"id": "OC5", "name": "Sri Afroz Alam", "chamber": "Bhagalpur", "style": "For the weavers in the loom-loan suit.",
     "tactics": ["time", "blank stamp paper defence"]},
    {"id": "OC6", "name": "Sri Rajkishore Prasad", "chamber": "Bhagalpur", "style": "For the judgment-debtor.",
     "tactics": ["objection u/s 47 CPC", "time"]},
    {"id": "OC7", "name": "Sri Kameshwar Paswan", "chamber": "Bhagalpur", "style": "For the complainant O.P.2 in the "
     "revision.", "tactics": ["maintainability"]},
    {"id": "OC8", "name": "Mr. Arvind Kumar Thakur, APP", "chamber": "Patna High Court", "style": "State in bail.",
     "tactics": ["case diary", "antecedents"]},
]

CLIENTS = [
    {"id": "CL1", "name": "Ramdeo Mandal s/o late Ramkishun Mandal, Shankarpur Diara", "phone": "94311 2xxxx"},
    {"id": "CL2", "name": "Kalawati Devi w/o late Shivnandan Yadav (through son Rajesh Yadav), Ratanpur", "phone": "79037 5xxxx"},
    {"id": "CL3", "name": "Pankaj Kumar Sah and his parents Bhagirath Sah, Sunaina Devi, Mirjanhat", "phone": "62034 8xxxx"},
    {"id": "CL4", "name": "Md. Shamim Ansari, prop. Champanagar Tasar Silk Udyog", "phone": "98351 4xxxx"},
    {"id": "CL5", "name": "Gopal Tiwary, Khalifabagh", "phone": "94703 1xxxx"},
    {"id": "CL6", "name": "Anil Kumar Singh, Sabour", "phone": "77390 6xxxx"},
    {"id": "CL7", "name": "Dharmendra Paswan @ Dhamu (through wife Sarita Devi), Mamalkha", "phone": "91352 0xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "Partition Suit No. 88 of 2023", "judge_id": "J1",
     "title": "Ramdeo Mandal vs Sukhdeo Mandal & Ors.", "represents": "plaintiff", "client_id": "CL1",
     "opposing_counsel_id": "OC1", "nature": "suit for partition of 1/3 share in 4 bigha 12 katha diara land, mauza "
     "Shankarpur, khata 112, khesra 345, 346, 351", "filed_on": "2023-02-20", "kind": "partition suit",
     "court_level": "Civil Court", "court": "Sub Judge-I, Civil Court, Bhagalpur", "short_name": "Ramdeo partition",
     "aliases": ["bantwara case", "diara case", "Shankarpur partition"],
     "one_line_summary": "Partition of diara land; defendants plead a 1998 family partition; plaintiff's evidence.",
     "next_date": "2027-01-22", "listed_for_next": "plaintiff's evidence (P.W.3, amin)"},
    {"id": "C02", "case_number": "B.L.D.R. Case No. 318 of 2025-26", "judge_id": "J2",
     "title": "Kalawati Devi vs Ramsagar Yadav", "represents": "applicant", "client_id": "CL2",
     "opposing_counsel_id": "OC2", "nature": "Bihar Land Disputes Resolution Act, 2009: dispossession from 62 decimal "
     "raiyati land, khata 56, khesra 412, mauza Ratanpur, anchal Jagdishpur", "filed_on": "2025-12-10",
     "kind": "land dispute (BLDR Act)", "court_level": "Revenue Court", "court": "DCLR Sadar, Bhagalpur",
     "short_name": "Kalawati DCLR case", "aliases": ["BLDR case", "Ratanpur jamin", "bathan case"],
     "one_line_summary": "Applicant's raiyati land; O.P. claims a 1972 bandobasti; amin found a bathan on 9 decimal.",
     "next_date": "2027-01-27", "listed_for_next": "orders"},
    {"id": "C03", "case_number": "G.R. No. 1187 of 2024", "judge_id": "J3",
     "title": "State of Bihar vs Pankaj Kumar Sah & Ors.", "represents": "accused", "client_id": "CL3",
     "opposing_counsel_id": "OC3", "nature": "trial u/s 498A, 323, 34 IPC and 3/4 Dowry Prohibition Act, Mahila P.S. "
     "Case No. 61 of 2024", "filed_on": "2024-05-14", "kind": "criminal trial", "court_level": "Magistrate Court",
     "court": "ACJM-III, Bhagalpur", "short_name": "Pankaj 498A", "aliases": ["dahej case", "Rinki case", "Mahila thana case"],
     "one_line_summary": "Dowry/498A trial of husband and in-laws; prosecution evidence.",
     "next_date": "2027-01-22", "listed_for_next": "prosecution evidence (doctor P.W.5) / closure"},
    {"id": "C04", "case_number": "Maintenance Case No. 142 of 2025", "judge_id": "J4",
     "title": "Rinki Kumari vs Pankaj Kumar Sah", "represents": "opposite party", "client_id": "CL3",
     "opposing_counsel_id": "OC4", "nature": "maintenance u/s 144 BNSS by the wife", "filed_on": "2025-08-11",
     "kind": "maintenance", "court_level": "Family Court", "court": "Family Court, Bhagalpur",
     "short_name": "Pankaj maintenance", "aliases": ["kharcha case", "Family Court case"],
     "one_line_summary": "Wife's maintenance; interim Rs. 4,000 p.m.; O.P.'s evidence.",
     "next_date": "2027-02-19", "listed_for_next": "O.P.'s evidence (O.W.2)"},
    {"id": "C05", "case_number": "Money Suit No. 17 of 2024", "judge_id": "J5",
     "title": "Champanagar Tasar Silk Udyog (Md. Shamim Ansari) vs Md. Irfan Ansari & Anr.", "represents": "plaintiff",
     "client_id": "CL4", "opposing_counsel_id": "OC5", "nature": "recovery of a loom loan (4 handlooms and katia yarn)",
     "filed_on": "2024-01-19", "kind": "money suit", "court_level": "Civil Court",
     "court": "Sub Judge-III, Civil Court, Bhagalpur", "short_name": "Shamim loom loan",
     "aliases": ["karghe wala case", "loom case", "Irfan case"],
     "one_line_summary": "Loom-loan recovery from weavers; evidence closed; arguments.",
     "next_date": "2027-01-28", "listed_for_next": "defendants' arguments"},
    {"id": "C06", "case_number": "Execution Case No. 6 of 2025", "judge_id": "J6",
     "title": "Gopal Tiwary vs Suresh Prasad Keshri", "represents": "decree-holder", "client_id": "CL5",
     "opposing_counsel_id": "OC6", "nature": "execution of an eviction and rent decree (Eviction Suit No. 14 of 2021), "
     "shop at Khalifabagh", "filed_on": "2025-02-03", "kind": "execution", "court_level": "Civil Court",
     "court": "Munsif-I, Civil Court, Bhagalpur", "short_name": "Gopal Tiwary execution",
     "aliases": ["dukan wala case", "Khalifabagh shop", "Keshri execution"],
     "one_line_summary": "Possession delivered; decretal amount partly deposited; attachment.",
     "next_date": "2027-02-22", "listed_for_next": "attachment / deposit of balance"},
    {"id": "C07", "case_number": "Cr. Revision No. 52 of 2025", "judge_id": "J7",
     "title": "Anil Kumar Singh vs State of Bihar & Anr.", "represents": "revisionist", "client_id": "CL6",
     "opposing_counsel_id": "OC7", "nature": "revision against the order of cognizance dated 18.08.2025 in Complaint "
     "Case No. 845 of 2023", "filed_on": "2025-10-06", "kind": "criminal revision", "court_level": "District Court",
     "court": "ADJ-IV, Bhagalpur", "short_name": "Anil Singh revision", "aliases": ["revision", "Sabour complaint"],
     "one_line_summary": "Revision allowed on 29.05.2026; cognizance order set aside.", "next_date": None,
     "listed_for_next": "disposed - revision allowed on 29.05.2026"},
    {"id": "C08", "case_number": "Cr. Misc. No. 28417 of 2026", "judge_id": "J8",
     "title": "Dharmendra Paswan @ Dhamu vs State of Bihar", "represents": "petitioner", "client_id": "CL7",
     "opposing_counsel_id": "OC8", "nature": "regular bail, Sabour P.S. Case No. 41 of 2026, s. 30(a) Bihar "
     "Prohibition and Excise Act, 2016", "filed_on": "2026-03-16", "kind": "bail", "court_level": "High Court",
     "court": "High Court of Judicature at Patna, Court No. 21", "short_name": "Dhamu excise bail",
     "aliases": ["daru case", "sharab bail", "Excise bail"],
     "one_line_summary": "Excise bail granted on 13.05.2026.", "next_date": None,
     "listed_for_next": "disposed - bail granted on 13.05.2026"},
]
