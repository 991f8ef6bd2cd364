"""The registry of the Anantnag practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Mir Aijaz Ahmad",
    "enrolment_no": "JK/412/2009",
    "chamber_address": "Seat No. 17, Bar Room, District Court Complex, Janglat Mandi, Anantnag 192101; at Srinagar: "
                       "Bar Room, High Court Complex, Srinagar",
    "practice": "Courts at Anantnag, Bijbehara and Kulgam (civil suits, orchard partition, rent, MACT, NDPS bail, "
                "maintenance) and the High Court of J&K and Ladakh at Srinagar (writs)",
    "junior": {"name": "Insha Nazir", "enrolment_no": "JK/1893/2024"},
    "juniors": [{"name": "Insha Nazir", "enrolment_no": "JK/1893/2024",
                 "writes": "WhatsApp in English with romanised Kashmiri and Urdu words, from the court corridor",
                 "usually_attends": "JMIC Kulgam, MACT Anantnag, mentions at Srinagar"}],
    "clerk": {"name": "Ghulam Mohi-ud-Din Kak", "role": "munshi: keeps the tareekh register in Urdu (Nastaliq), takes "
                                                       "dates from the reader, sends photos of the register"},
}

JUDGES = [
    {"id": "J1", "name": "Ms. Rubeena Akhter", "short": "Sub-Judge Bijbehara (madam)",
     "court": "Sub-Judge, Bijbehara", "court_hall": "Court of Sub-Judge", "level": "Civil Court",
     "temperament": "Wants the revenue record before anything.",
     "habits": ["calls for the jamabandi and girdawari from the Tehsildar/Patwari", "appoints a local commissioner"]},
    {"id": "J2", "name": "Sh. Tariq Ahmad Mir", "short": "Munsiff sahib Anantnag",
     "court": "Munsiff (JMIC), Anantnag", "court_hall": "Court of Munsiff", "level": "Civil Court",
     "temperament": "Rent first: arrears deposited before the tenant is heard.",
     "habits": ["orders deposit of arrears", "costs on adjournment"]},
    {"id": "J3", "name": "Sh. Mushtaq Ahmad Lone", "short": "Principal Sessions Judge (PDJ) Anantnag",
     "court": "Principal District and Sessions Judge, Anantnag (Special Judge NDPS)", "court_hall": "Court of PDJ",
     "level": "District Court", "temperament": "NDPS bail: quantity and FSL report first.",
     "habits": ["asks whether the quantity is small, intermediate or commercial", "calls for the FSL report"]},
    {"id": "J4", "name": "Sh. Rajinder Singh Jamwal", "short": "MACT Anantnag (Presiding Officer)",
     "court": "Motor Accident Claims Tribunal, Anantnag", "court_hall": "MACT", "level": "District Court",
     "temperament": "Moves evidence fast; costs on the insurer for absence.", "habits": ["costs on the insurer"]},
    {"id": "J5", "name": "Hon'ble Mr. Justice M. Yaseen Qureshi", "short": "Qureshi J",
     "court": "High Court of J&K and Ladakh at Srinagar, Court No. 4", "court_hall": "Court No. 4",
     "level": "High Court", "temperament": "Wants the Collector's status report; summons officers.",
     "habits": ["status report from the Collector", "officer to appear in person"]},
    {"id": "J6", "name": "Ms. Nighat Ara", "short": "JMIC Kulgam (madam)",
     "court": "Judicial Magistrate First Class (Munsiff), Kulgam", "court_hall": "Court of JMIC",
     "level": "Magistrate Court", "temperament": "Interim maintenance early.", "habits": ["interim maintenance"]},
    {"id": "J7", "name": "Sh. Ajaz Ahmad Khanday", "short": "Sub-Judge (CJSD) Anantnag",
     "court": "Sub-Judge (Civil Judge Senior Division), Anantnag", "court_hall": "Court of Sub-Judge",
     "level": "Civil Court", "temperament": "Sends money suits to mediation.", "habits": ["mediation"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Adv. Mohammad Ashraf Bhat", "chamber": "Bijbehara", "style": "For the brothers; time to cross.",
     "tactics": ["time to cross", "objections to commission"]},
    {"id": "OC2", "name": "Adv. Sajad Hussain Shah", "chamber": "Anantnag / Srinagar",
     "style": "For the landlord; busy in the High Court.", "tactics": ["busy in High Court"]},
    {"id": "OC3", "name": "Mr. Showkat Ahmad Rather, PP", "chamber": "Public Prosecutor, Anantnag",
     "style": "Case diary and FSL awaited.", "tactics": ["case diary awaited"]},
    {"id": "OC4", "name": "Adv. Parvaiz Ahmad Kuchay", "chamber": "Anantnag (panel counsel, insurer)",
     "style": "Licence defence; time.", "tactics": ["driving licence", "time"]},
    {"id": "OC5", "name": "Mr. Imtiyaz Ahmad Andrabi, AAG", "chamber": "Advocate General's office, Srinagar",
     "style": "Instructions awaited from the Collector.", "tactics": ["instructions awaited"]},
    {"id": "OC6", "name": "Adv. Nazir Ahmad Reshi", "chamber": "Kulgam", "style": "For the husband.", "tactics": []},
    {"id": "OC7", "name": "Adv. Feroz Ahmad Mattoo", "chamber": "Anantnag", "style": "For the fruit commission agent.",
     "tactics": ["B-grade defence"]},
]

CLIENTS = [
    {"id": "CL1", "name": "Ghulam Nabi Wani s/o Ghulam Rasool Wani, Waghama", "phone": "70060 3xxxx"},
    {"id": "CL2", "name": "Bashir Ahmad Dar (Dar Cloth House, Lal Chowk Anantnag)", "phone": "94191 2xxxx"},
    {"id": "CL3", "name": "Adil Rashid Malik (through father Abdul Rashid Malik), Goriwan", "phone": "60059 8xxxx"},
    {"id": "CL4", "name": "Mst. Shameema Akhter w/o late Mohammad Yousuf Sheikh, Sangam", "phone": "96220 4xxxx"},
    {"id": "CL5", "name": "Abdul Ahad Malik and 6 others, Dialgam", "phone": "94190 7xxxx"},
    {"id": "CL6", "name": "Mst. Rafeeqa Bano d/o Ghulam Hassan Mir, Qaimoh", "phone": "70065 1xxxx"},
    {"id": "CL7", "name": "Mohammad Ramzan Ganie, orchardist, Kanelwan", "phone": "94197 5xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "Civil Suit No. 112 of 2025", "judge_id": "J1",
     "title": "Ghulam Nabi Wani vs Abdul Rashid Wani & Ors.", "represents": "plaintiff", "client_id": "CL1",
     "opposing_counsel_id": "OC1", "nature": "suit for partition of an apple orchard (khasra nos. 1123, 1124) at "
     "village Waghama, Tehsil Bijbehara, and correction of the girdawari entries", "filed_on": "2025-10-06",
     "kind": "civil suit", "court_level": "Civil Court", "court": "Sub-Judge, Bijbehara",
     "short_name": "Wani orchard partition", "aliases": ["bagh partition", "Waghama orchard", "Wani brothers"],
     "one_line_summary": "Brothers' orchard partition; revenue record; local commission; plaintiff's evidence.",
     "next_date": "2027-05-18", "listed_for_next": "plaintiff's evidence / objections to LC report"},
    {"id": "C02", "case_number": "Civil Suit No. 47 of 2025", "judge_id": "J2",
     "title": "Haji Ghulam Qadir Shah vs Bashir Ahmad Dar", "represents": "defendant", "client_id": "CL2",
     "opposing_counsel_id": "OC2", "nature": "landlord's suit for eviction of a tenant from a shop at Lal Chowk, "
     "Anantnag (personal need, arrears), J&K Houses and Shops Rent Control Act", "filed_on": "2025-12-15",
     "kind": "civil suit", "court_level": "Civil Court", "court": "Munsiff, Anantnag",
     "short_name": "Lal Chowk shop eviction", "aliases": ["dukaan case", "Dar Cloth House", "Qadir Shah eviction"],
     "one_line_summary": "Eviction of our client from his shop; arrears deposited; evidence.",
     "next_date": "2027-05-26", "listed_for_next": "defendant's evidence (cross of DW1)"},
    {"id": "C03", "case_number": "Bail Application No. 88 of 2026", "judge_id": "J3",
     "title": "Adil Rashid Malik vs UT of J&K (FIR 61/2026 P/S Bijbehara)", "represents": "applicant",
     "client_id": "CL3", "opposing_counsel_id": "OC3",
     "nature": "regular bail, FIR No. 61 of 2026, P/S Bijbehara, u/s 8/21 NDPS Act (32 grams heroin-like substance)",
     "filed_on": "2026-06-12", "kind": "bail", "court_level": "District Court",
     "court": "Principal District and Sessions Judge, Anantnag", "short_name": "Adil NDPS bail",
     "aliases": ["Goriwan bail", "NDPS bail", "brown sugar case"],
     "one_line_summary": "NDPS bail (intermediate quantity); granted 21.07.2026.", "next_date": None,
     "listed_for_next": "disposed - bail granted on 21.07.2026"},
    {"id": "C04", "case_number": "MACT Claim File No. 214 of 2025", "judge_id": "J4",
     "title": "Mst. Shameema Akhter & Ors. vs Gurmeet Singh & Ors.", "represents": "claimants", "client_id": "CL4",
     "opposing_counsel_id": "OC4", "nature": "claim u/s 166 MV Act for the death of Mohammad Yousuf Sheikh in a "
     "truck-Sumo collision on NH-44 near Sangam on 03.03.2025; claim Rs. 38,00,000", "filed_on": "2025-07-21",
     "kind": "motor accident claim", "court_level": "District Court", "court": "MACT, Anantnag",
     "short_name": "Shameema MACT", "aliases": ["Sangam accident", "highway claim", "Yousuf claim"],
     "one_line_summary": "Death claim; insurer's licence defence; evidence closed; arguments.",
     "next_date": "2027-05-18", "listed_for_next": "arguments"},
    {"id": "C05", "case_number": "WP(C) No. 1874 of 2025", "judge_id": "J5",
     "title": "Abdul Ahad Malik & Ors. vs UT of J&K & Ors.", "represents": "petitioners", "client_id": "CL5",
     "opposing_counsel_id": "OC5", "nature": "writ for compensation for land (khasra nos. 311, 312, Dialgam) taken "
     "for widening of the Anantnag-Kokernag road without an award (RFCTLARR Act, 2013)", "filed_on": "2025-09-02",
     "kind": "writ", "court_level": "High Court", "court": "High Court of J&K and Ladakh at Srinagar, Court No. 4",
     "short_name": "Dialgam road writ", "aliases": ["road wala writ", "land acquisition writ", "Malik writ"],
     "one_line_summary": "Land taken for a road without award; Collector's status report; award passed; "
                         "solatium and disbursement.", "next_date": "2027-05-20", "listed_for_next": "hearing"},
    {"id": "C06", "case_number": "File No. 19/Misc of 2025", "judge_id": "J6",
     "title": "Mst. Rafeeqa Bano & Anr. vs Mohammad Altaf Bhat", "represents": "petitioners", "client_id": "CL6",
     "opposing_counsel_id": "OC6", "nature": "maintenance for wife and minor son u/s 144 BNSS (125 CrPC)",
     "filed_on": "2025-11-10", "kind": "family", "court_level": "Magistrate Court", "court": "JMIC, Kulgam",
     "short_name": "Rafeeqa maintenance", "aliases": ["kharcha case", "Kulgam 125", "Qaimoh maintenance"],
     "one_line_summary": "Maintenance; interim Rs. 6,000 p.m.; evidence closed; orders awaited.",
     "next_date": "2027-05-18", "listed_for_next": "orders"},
    {"id": "C07", "case_number": "Civil Suit No. 66 of 2025", "judge_id": "J7",
     "title": "Mohammad Ramzan Ganie vs M/s Kashmir Valley Fruit Co.", "represents": "plaintiff", "client_id": "CL7",
     "opposing_counsel_id": "OC7", "nature": "suit for recovery of Rs. 3,80,000, price of 950 boxes of apples "
     "consigned to a commission agent at the Anantnag fruit mandi", "filed_on": "2025-08-25",
     "kind": "civil suit", "court_level": "Civil Court", "court": "Sub-Judge (CJSD), Anantnag",
     "short_name": "Ramzan apple recovery", "aliases": ["mandi case", "apple boxes case", "commission agent suit"],
     "one_line_summary": "Recovery for apple boxes; mediation; compromise for Rs. 3,10,000; decreed 03.11.2026.",
     "next_date": None, "listed_for_next": "disposed - decreed as compromised on 03.11.2026"},
]
