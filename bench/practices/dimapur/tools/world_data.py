"""The registry of the Dimapur practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Vikheho Kiba",
    "enrolment_no": "N/112/2009",
    "chamber_address": "Chamber No. 9, Bar Association Building, District Court Complex, Dimapur 797112, Nagaland; "
                       "at Kohima: Advocates' Room, Gauhati High Court, Kohima Bench",
    "practice": "Courts at Dimapur (Civil Judge, JMFC, District and Sessions Judge, MACT, District Consumer "
                "Commission, Family Court), appeals from village councils and Dobashi courts before the Deputy "
                "Commissioner, and writs at the Gauhati High Court's Kohima Bench",
    "junior": {"name": "Imlisenla Jamir", "enrolment_no": "N/388/2024"},
    "juniors": [{"name": "Imlisenla Jamir", "enrolment_no": "N/388/2024",
                 "writes": "WhatsApp messages in English mixed with Nagamese, short, from the court verandah",
                 "usually_attends": "JMFC Dimapur, MACT, District Consumer Commission, mentions at Kohima"}],
    "clerk": {"name": "Bikash Das", "role": "clerk: keeps a court register in English with Nagamese remarks, "
                                          "takes dates from the bench clerk (peshkar), sends photos of the register"},
}

JUDGES = [
    {"id": "J1", "name": "Shri Hukavi Yeptho, NCS", "short": "DC Dimapur (Yeptho)",
     "court": "Court of the Deputy Commissioner, Dimapur (customary appeals)", "court_hall": "DC's Court, DC Office",
     "level": "Customary appellate (Deputy Commissioner)",
     "temperament": "Sits with Dobashis; wants the village council's and the Dobashi court's record and the GBs.",
     "habits": ["calls for the record of the village council and the Dobashi court", "orders spot verification with the GBs",
                "asks the Dobashis' opinion on custom"]},
    {"id": "J2", "name": "Hon'ble Mrs. Justice Anjana Deka Baruah", "short": "Deka Baruah J",
     "court": "Gauhati High Court, Kohima Bench", "court_hall": "Court No. 1, Kohima Bench", "level": "High Court",
     "temperament": "Strict on the State's affidavits; personal liberty first.",
     "habits": ["interim protection pending affidavit", "costs on the State"]},
    {"id": "J3", "name": "Smt. Lipokmenla Aier", "short": "JMFC madam (Aier)",
     "court": "Judicial Magistrate First Class, Dimapur", "court_hall": "Court of JMFC, Dimapur", "level": "Magistrate Court",
     "temperament": "Warrants when the accused stays away; exemption only on costs.",
     "habits": ["bailable warrant on absence", "exemption on costs"]},
    {"id": "J4", "name": "Shri Kezhokhoto Zhimo", "short": "Sessions Judge (Zhimo)",
     "court": "District and Sessions Judge, Dimapur", "court_hall": "Court of the District & Sessions Judge",
     "level": "District Court", "temperament": "Calls for the case diary / record before anything.",
     "habits": ["calls the case diary", "asks for the original record"]},
    {"id": "J5", "name": "Shri Temsunaro Longkumer", "short": "MACT (Longkumer)",
     "court": "Motor Accident Claims Tribunal, Dimapur", "court_hall": "MACT Court, District Court Complex",
     "level": "District Court", "temperament": "Moves evidence quickly; summons doctors.", "habits": ["summons the doctor"]},
    {"id": "J6", "name": "Smt. Neichütuonuo Mere", "short": "Consumer Commission President (Mere)",
     "court": "District Consumer Disputes Redressal Commission, Dimapur", "court_hall": "DCDRC Dimapur",
     "level": "District Commission", "temperament": "Strict on the 45-day written version.", "habits": ["last chance"]},
    {"id": "J7", "name": "Smt. Hovithal Sumi", "short": "Family Court (Sumi madam)",
     "court": "Family Court, Dimapur", "court_hall": "Family Court", "level": "District Court",
     "temperament": "Counselling first; both parties in person.", "habits": ["counselling", "parties in person"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Mr. Khekashe Assumi", "chamber": "Dimapur", "style": "For the respondent village side; "
     "relies on the old boundary as the GBs know it.", "tactics": ["time for reply", "absent at arguments"]},
    {"id": "OC2", "name": "Mr. Vitsolie Meru, Addl. Advocate General", "chamber": "AG Nagaland, Kohima",
     "style": "Seeks time for the State's affidavit.", "tactics": ["instructions from Home Department"]},
    {"id": "OC3", "name": "Mr. Temjen Imchen", "chamber": "Dimapur", "style": "For the accused drawer; security-cheque "
     "defence; adjournments.", "tactics": ["exemption", "time"]},
    {"id": "OC4", "name": "Mr. Vikato Swu, Public Prosecutor", "chamber": "PP office, Dimapur",
     "style": "For the State in bail and forest matters.", "tactics": ["case diary", "time"]},
    {"id": "OC5", "name": "Mr. Ranjit Kumar Saikia", "chamber": "Dimapur (panel counsel, United India Insurance)",
     "style": "Insurer's licence defence.", "tactics": ["PSV badge", "time for witness"]},
    {"id": "OC6", "name": "Mr. Abhijit Bhattacharjee", "chamber": "Guwahati", "style": "For the airline; late filings.",
     "tactics": ["absent", "time"]},
    {"id": "OC7", "name": "Mr. Y. Chumbemo Ngullie", "chamber": "Dimapur", "style": "For the husband.", "tactics": []},
]

CLIENTS = [
    {"id": "CL1", "name": "Kiyeto Sumi s/o (L) Hokuto Sumi, Hovukhu village", "phone": "94361 0xxxx"},
    {"id": "CL2", "name": "Rafiqul Hoque s/o Abdul Motin, trader (Hojai, Assam)", "phone": "60035 2xxxx"},
    {"id": "CL3", "name": "M/s Shree Balaji Hardware, Hong Kong Market (prop. Sanjay Agarwal)", "phone": "98620 4xxxx"},
    {"id": "CL4", "name": "Neilhouzo Sekhose (truck owner)", "phone": "87940 1xxxx"},
    {"id": "CL5", "name": "Imtisunep Jamir", "phone": "70053 8xxxx"},
    {"id": "CL6", "name": "Hekato Chishi (through mother Kahuli Chishi)", "phone": "89740 3xxxx"},
    {"id": "CL7", "name": "Dr. Vikhono Angami", "phone": "94365 6xxxx"},
    {"id": "CL8", "name": "Thungbeni Ezung", "phone": "60092 1xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "Customary Appeal No. 14/2026", "judge_id": "J1",
     "title": "Kiyeto Sumi vs Vihoto Yepthomi & Ors.", "represents": "appellant", "client_id": "CL1",
     "opposing_counsel_id": "OC1", "nature": "appeal to the Deputy Commissioner under the Rules for the Administration "
     "of Justice and Police in Nagaland, 1937 against the Dobashi court's decision upholding the Hovukhu Village "
     "Council's award of a jhum and orange-garden plot to the respondents under Sumi customary law",
     "filed_on": "2026-09-14", "kind": "customary appeal", "court_level": "Customary appellate",
     "court": "Court of the Deputy Commissioner, Dimapur", "short_name": "Hovukhu land appeal",
     "aliases": ["Kiyeto case", "DC appeal", "jhum land case", "Dobashi appeal"],
     "one_line_summary": "Customary land appeal from the village council and Dobashi court; spot verification; arguments.",
     "next_date": "2027-10-19", "listed_for_next": "arguments (respondents)"},
    {"id": "C02", "case_number": "WP(C) No. 41(K)/2027", "judge_id": "J2", "title": "Rafiqul Hoque vs State of Nagaland & Ors.",
     "represents": "petitioner", "client_id": "CL2", "opposing_counsel_id": "OC2",
     "nature": "writ against detention at PS East Dimapur and an order to leave Nagaland for want of an Inner Line "
     "Permit under the Bengal Eastern Frontier Regulation, 1873", "filed_on": "2027-01-08", "kind": "writ",
     "court_level": "High Court", "court": "Gauhati High Court, Kohima Bench", "short_name": "Rafiqul ILP writ",
     "aliases": ["ILP case", "Rafiq writ", "Kohima writ"],
     "one_line_summary": "ILP detention and expulsion order set aside on 09.03.2027 with costs on the State.",
     "next_date": None, "listed_for_next": "disposed - writ allowed on 09.03.2027"},
    {"id": "C03", "case_number": "C.R. Case (NI) No. 212/2026", "judge_id": "J3",
     "title": "M/s Shree Balaji Hardware vs Toshi Longkumer", "represents": "complainant", "client_id": "CL3",
     "opposing_counsel_id": "OC3", "nature": "complaint u/s 138 NI Act, cheque of Rs. 4,80,000 dishonoured",
     "filed_on": "2026-08-26", "kind": "criminal complaint", "court_level": "Magistrate Court", "court": "JMFC, Dimapur",
     "short_name": "Agarwal cheque case", "aliases": ["Balaji hardware 138", "Toshi cheque", "Sanjay ji case"],
     "one_line_summary": "Cheque case; accused absent, warrant; complainant's evidence closed; defence evidence.",
     "next_date": "2027-10-21", "listed_for_next": "defence evidence (DW1)"},
    {"id": "C04", "case_number": "Forest Appeal No. 3/2027", "judge_id": "J4", "title": "Neilhouzo Sekhose vs State of Nagaland",
     "represents": "appellant", "client_id": "CL4", "opposing_counsel_id": "OC4",
     "nature": "appeal against the confiscation of truck NL-07-C-xxxx and 210 cft of sawn hollock timber by the "
     "Authorised Officer (DFO Dimapur) under the Nagaland Forest Act, 1968", "filed_on": "2027-02-05", "kind": "appeal",
     "court_level": "District Court", "court": "District and Sessions Judge, Dimapur", "short_name": "timber truck appeal",
     "aliases": ["Sekhose truck", "forest case", "timber case"],
     "one_line_summary": "Confiscation appeal; truck released on bank guarantee; arguments on the transit pass.",
     "next_date": "2027-10-26", "listed_for_next": "arguments (PP, checkgate register)"},
    {"id": "C05", "case_number": "MACT Case No. 41/2026", "judge_id": "J5",
     "title": "Imtisunep Jamir vs Khrievito Kuotsu & Ors.", "represents": "claimant", "client_id": "CL5",
     "opposing_counsel_id": "OC5", "nature": "claim u/s 166 MV Act for injuries when a Tata Sumo taxi hit the "
     "claimant's motorcycle on NH-29 near Piphema on 07.03.2026", "filed_on": "2026-09-02", "kind": "claim",
     "court_level": "District Court", "court": "MACT, Dimapur", "short_name": "Imtisunep MACT",
     "aliases": ["Sumo accident", "Piphema accident", "highway claim"],
     "one_line_summary": "Injury claim; insurer pleads no PSV badge; doctor proved 28% disability; arguments.",
     "next_date": "2027-10-28", "listed_for_next": "arguments"},
    {"id": "C06", "case_number": "Bail Application No. 77/2027", "judge_id": "J4", "title": "Hekato Chishi vs State of Nagaland",
     "represents": "applicant", "client_id": "CL6", "opposing_counsel_id": "OC4",
     "nature": "regular bail, FIR No. 0123/2027 PS East Dimapur u/s 308(2), 61(2) BNS ('tax collection' extortion)",
     "filed_on": "2027-05-14", "kind": "bail", "court_level": "District Court", "court": "District and Sessions Judge, Dimapur",
     "short_name": "Hekato bail", "aliases": ["tax collection bail", "extortion bail", "New Market bail"],
     "one_line_summary": "Bail granted on 04.06.2027 with conditions.", "next_date": None,
     "listed_for_next": "disposed - bail granted on 04.06.2027"},
    {"id": "C07", "case_number": "CC No. 19/2026", "judge_id": "J6", "title": "Dr. Vikhono Angami vs SkyIndus Airlines Ltd.",
     "represents": "complainant", "client_id": "CL7", "opposing_counsel_id": "OC6",
     "nature": "consumer complaint: Dimapur-Kolkata flight cancelled, checked bag lost; Rs. 3,50,000 claimed",
     "filed_on": "2026-10-16", "kind": "consumer complaint", "court_level": "District Commission",
     "court": "District Consumer Disputes Redressal Commission, Dimapur", "short_name": "airline complaint",
     "aliases": ["doctor airline case", "SkyIndus case", "baggage case"],
     "one_line_summary": "Airline complaint; late written version; evidence; arguments pending the OP's written arguments.",
     "next_date": "2027-10-22", "listed_for_next": "arguments (OP)"},
    {"id": "C08", "case_number": "F.C. (Civil) No. 57/2026", "judge_id": "J7", "title": "Thungbeni Ezung vs Mhonbemo Odyuo",
     "represents": "petitioner", "client_id": "CL8", "opposing_counsel_id": "OC7",
     "nature": "declaration that the marriage stands dissolved under Lotha customary practice (before the village "
     "council, 2025), custody of the daughter and maintenance", "filed_on": "2026-09-21", "kind": "family",
     "court_level": "District Court", "court": "Family Court, Dimapur", "short_name": "Thungbeni divorce",
     "aliases": ["customary divorce", "Lotha divorce", "Thungbeni case"],
     "one_line_summary": "Customary divorce, custody, maintenance Rs. 12,000 p.m.; arrears unpaid; respondent's evidence.",
     "next_date": "2027-10-21", "listed_for_next": "respondent's evidence / arrears"},
]
