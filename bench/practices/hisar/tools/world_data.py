"""The registry of the Hisar practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Pardeep Singh Sihag",
    "enrolment_no": "P/2311/2008",
    "chamber_address": "Chamber No. 87, New Lawyers' Chambers Block-B, District Courts, Hisar 125001; "
                       "HC: sits with Adv. Surender Lather, Chamber 19, Lawyers' Block, Punjab and Haryana High Court",
    "practice": "District courts at Hisar and Hansi (civil, NDPS bail, s. 138 NI Act), MACT Hisar, District Consumer "
                "Commission Hisar, Permanent Lok Adalat (PUS) Hisar, civil revisions at the Punjab and Haryana High Court",
    "junior": {"name": "Monika Beniwal", "enrolment_no": "P/4102/2024"},
    "juniors": [{"name": "Monika Beniwal", "enrolment_no": "P/4102/2024",
                 "writes": "WhatsApp messages in Hinglish with Haryanvi words, from the court corridor",
                 "usually_attends": "JMIC Hisar, Consumer Commission, PLA"}],
    "clerk": {"name": "Ram Kishan Saini", "role": "munshi: keeps the tareekh register in Devanagari Hindi with Hindi "
                                                 "month names, sends photos of its pages on WhatsApp"},
}

JUDGES = [
    {"id": "J1", "name": "Ms. Shivani Godara", "short": "Godara madam (CJJD)",
     "court": "Civil Judge (Junior Division), Hisar, Court No. 11", "court_hall": "Court No. 11",
     "level": "Civil Court", "temperament": "Grants adjournment only on costs; wants revenue officials in person.",
     "habits": ["adjournment on costs", "summons the patwari with original record"]},
    {"id": "J2", "name": "Sh. Dinesh Kumar Mittal", "short": "Mittal sahab (MACT)",
     "court": "Motor Accident Claims Tribunal, Hisar (ADJ-II)", "court_hall": "Court of ADJ-II",
     "level": "District Court", "temperament": "Pushes settlement; asks for disability certificate of the Medical Board.",
     "habits": ["asks about settlement", "wants Medical Board certificate"]},
    {"id": "J3", "name": "Sh. Amit Ahlawat (President), Ms. Kavita Rohilla (Member)", "short": "Consumer Commission",
     "court": "District Consumer Disputes Redressal Commission, Hisar", "court_hall": "Commission",
     "level": "District Commission", "temperament": "Evidence by affidavit; wants the Agriculture Department report.",
     "habits": ["evidence by affidavit", "sends samples to a laboratory"]},
    {"id": "J4", "name": "Sh. Satish Kumar Arora (Chairman, retd. District & Sessions Judge)", "short": "PLA Chairman",
     "court": "Permanent Lok Adalat (Public Utility Services), Hisar", "court_hall": "PLA, ADR Centre",
     "level": "Permanent Lok Adalat", "temperament": "Conciliation first; asks the SDO to come in person.",
     "habits": ["conciliation first", "SDO in person"]},
    {"id": "J5", "name": "Sh. Parveen Kumar Lal", "short": "Lal sahab (ADSJ, NDPS)",
     "court": "Additional District & Sessions Judge-IV (Special Court NDPS), Hisar", "court_hall": "Court of ADSJ-IV",
     "level": "Sessions Court", "temperament": "Asks for custody certificate and involvement in other cases.",
     "habits": ["custody certificate", "other FIRs"]},
    {"id": "J6", "name": "Hon'ble Mr. Justice Vivek Sareen", "short": "Sareen J",
     "court": "Punjab and Haryana High Court, Chandigarh, Court No. 22", "court_hall": "Court No. 22",
     "level": "High Court", "temperament": "Asks about limitation first.", "habits": ["limitation", "long board"]},
    {"id": "J7", "name": "Ms. Ritu Yadav", "short": "Yadav madam (JMIC)", "court": "JMIC, Hisar, Court No. 4",
     "court_hall": "Court No. 4", "level": "Magistrate Court", "temperament": "Bailable warrants; 143A compensation.",
     "habits": ["bailable warrants", "interim compensation u/s 143A"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Sh. Pawan Bishnoi", "chamber": "Hisar", "style": "For the elder brothers; relies on the will.",
     "tactics": ["seeks time", "will dated 12.03.2019"]},
    {"id": "OC2", "name": "Sh. Deepak Goyal", "chamber": "Hisar (panel, United India Insurance)",
     "style": "Insurer: licence and trolley not insured.", "tactics": ["licence", "trolley"]},
    {"id": "OC3", "name": "Sh. Mukesh Jindal", "chamber": "Hisar", "style": "For the seed company: pink bollworm, weather.",
     "tactics": ["time for arguments", "pink bollworm"]},
    {"id": "OC4", "name": "Sh. Rajender Bhardwaj", "chamber": "Hisar (DHBVN panel)", "style": "For the Nigam.",
     "tactics": ["SDO not present"]},
    {"id": "OC5", "name": "Sh. Vijender Punia, PP", "chamber": "Public Prosecutor, Hisar", "style": "State in NDPS bail.",
     "tactics": ["FSL awaited"]},
    {"id": "OC6", "name": "Mr. Harsh Chhabra", "chamber": "Chandigarh", "style": "For the plaintiff-respondent.",
     "tactics": ["time for reply"]},
    {"id": "OC7", "name": "Sh. Sanjay Mittal", "chamber": "Hisar", "style": "For the arhtiya: security cheque defence.",
     "tactics": ["exemption", "security cheque"]},
    {"id": "OC8", "name": "Sh. Ajay Poonia", "chamber": "Hisar", "style": "For driver and owner of the tractor.",
     "tactics": []},
]

CLIENTS = [
    {"id": "CL1", "name": "Randhir Singh s/o late Chandgi Ram, village Dhansu", "phone": "94160 3xxxx"},
    {"id": "CL2", "name": "Mahavir Singh s/o Ram Kumar, Ladwa", "phone": "98962 4xxxx"},
    {"id": "CL3", "name": "Bhagat Ram and 6 other cotton farmers of village Siswal", "phone": "99923 1xxxx"},
    {"id": "CL4", "name": "Om Parkash Saini (Saini Atta Chakki, Kaimri Road)", "phone": "94664 2xxxx"},
    {"id": "CL5", "name": "Gurmeet Singh @ Meeta (through father Jarnail Singh)", "phone": "70277 6xxxx"},
    {"id": "CL6", "name": "Ram Niwas Goyal, Hansi", "phone": "98120 9xxxx"},
    {"id": "CL7", "name": "Dalbir Singh Punia, village Kheri Barki", "phone": "97290 5xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "CS 318 of 2025", "judge_id": "J1",
     "title": "Randhir Singh vs Satbir Singh & Ors.", "represents": "plaintiff", "client_id": "CL1",
     "opposing_counsel_id": "OC1", "nature": "suit for declaration that mutation (intkal) No. 4417 of village Dhansu "
     "sanctioned on a will of late Chandgi Ram is null, and for joint possession of 1/3 share in khewat 187",
     "filed_on": "2025-10-27", "kind": "civil suit", "court_level": "Civil Court",
     "court": "Civil Judge (Junior Division), Hisar", "short_name": "Dhansu intkal suit",
     "aliases": ["Randhir case", "bhaiyon ka case", "Dhansu will case"],
     "one_line_summary": "Brothers' dispute over the father's land; will and mutation challenged; defendants' evidence done.",
     "next_date": "2027-04-09", "listed_for_next": "arguments"},
    {"id": "C02", "case_number": "MACT 88 of 2026", "judge_id": "J2",
     "title": "Mahavir Singh vs Ramesh Kumar & Ors.", "represents": "claimant", "client_id": "CL2",
     "opposing_counsel_id": "OC2", "nature": "injury claim u/s 166 MV Act, tractor-trolley accident on 11.02.2026 on "
     "Hisar-Barwala road near Ladwa", "filed_on": "2026-03-20", "kind": "claim", "court_level": "District Court",
     "court": "MACT, Hisar", "short_name": "Mahavir MACT", "aliases": ["Ladwa accident", "trolley wala claim"],
     "one_line_summary": "Injury claim (35% disability); insurer pleads licence and trolley; arguments next.",
     "next_date": "2027-04-14", "listed_for_next": "arguments"},
    {"id": "C03", "case_number": "CC 214 of 2025", "judge_id": "J3",
     "title": "Bhagat Ram & 6 Ors. vs Shakti Hybrid Seeds Pvt. Ltd. & Anr.", "represents": "complainants",
     "client_id": "CL3", "opposing_counsel_id": "OC3", "nature": "consumer complaint: BT cotton seed SHS-45 BG-II, crop "
     "failure in kharif 2025 on 46 acres at village Siswal", "filed_on": "2025-11-18", "kind": "consumer",
     "court_level": "District Commission", "court": "District Consumer Disputes Redressal Commission, Hisar",
     "short_name": "Siswal narma seed complaint", "aliases": ["beej wala case", "Shakti seeds", "kisan complaint"],
     "one_line_summary": "Cotton farmers v. seed company; lab report on purity; arguments.",
     "next_date": "2027-04-20", "listed_for_next": "arguments of OP1"},
    {"id": "C04", "case_number": "PLA 63 of 2026", "judge_id": "J4",
     "title": "Om Parkash Saini vs Dakshin Haryana Bijli Vitran Nigam & Anr.", "represents": "applicant",
     "client_id": "CL4", "opposing_counsel_id": "OC4", "nature": "application u/s 22-C Legal Services Authorities Act "
     "against a bill of Rs. 1,84,560 (slow-meter short assessment) on the NDS connection of an atta chakki",
     "filed_on": "2026-04-20", "kind": "utility dispute", "court_level": "Permanent Lok Adalat",
     "court": "Permanent Lok Adalat (PUS), Hisar", "short_name": "chakki bijli bill case",
     "aliases": ["Om Parkash bill", "DHBVN case", "bijli case"],
     "one_line_summary": "Slow-meter bill reduced to six months by the award of 17.11.2026.", "next_date": None,
     "listed_for_next": "disposed - award 17.11.2026"},
    {"id": "C05", "case_number": "Bail Application 1187 of 2026", "judge_id": "J5",
     "title": "Gurmeet Singh @ Meeta vs State of Haryana", "represents": "applicant", "client_id": "CL5",
     "opposing_counsel_id": "OC5", "nature": "regular bail, FIR No. 97 dated 02.05.2026, PS Agroha, u/s 15 NDPS Act "
     "(22 kg poppy husk)", "filed_on": "2026-06-01", "kind": "bail", "court_level": "Sessions Court",
     "court": "ADSJ-IV (Special Court NDPS), Hisar", "short_name": "Meeta NDPS bail",
     "aliases": ["chura post bail", "Agroha FIR"], "one_line_summary": "Bail granted 03.07.2026.",
     "next_date": None, "listed_for_next": "disposed - bail granted 03.07.2026"},
    {"id": "C06", "case_number": "CR 2841 of 2026", "judge_id": "J6", "title": "Ram Niwas Goyal vs Bimla Devi",
     "represents": "petitioner", "client_id": "CL6", "opposing_counsel_id": "OC6",
     "nature": "civil revision (Art. 227) against the order of 10.03.2026 of the Civil Judge (Sr. Divn.), Hansi "
     "dismissing an application under Order 7 Rule 11 CPC in a suit for specific performance of a shop",
     "filed_on": "2026-04-16", "kind": "revision", "court_level": "High Court",
     "court": "Punjab and Haryana High Court, Court No. 22", "short_name": "Goyal revision",
     "aliases": ["Hansi revision", "Ram Niwas CR", "dukan wala case"],
     "one_line_summary": "Revision on limitation; part heard; trial court not to pronounce judgment.",
     "next_date": "2027-05-12", "listed_for_next": "arguments"},
    {"id": "C07", "case_number": "NACT 1207 of 2026", "judge_id": "J7",
     "title": "Dalbir Singh Punia vs Naresh Bansal", "represents": "complainant", "client_id": "CL7",
     "opposing_counsel_id": "OC7", "nature": "complaint u/s 138 NI Act: arhtiya's cheque of Rs. 3,42,800 for narma "
     "sold at the New Grain Market, returned 'payment stopped by drawer'", "filed_on": "2026-03-02",
     "kind": "criminal complaint", "court_level": "Magistrate Court", "court": "JMIC, Hisar",
     "short_name": "Bansal arhtiya cheque case", "aliases": ["arhtiya case", "mandi wala cheque", "Dalbir 138"],
     "one_line_summary": "Cheque case against an arhtiya; 143A compensation unpaid; defence evidence.",
     "next_date": "2027-04-08", "listed_for_next": "defence evidence (DW1 the accused)"},
]
