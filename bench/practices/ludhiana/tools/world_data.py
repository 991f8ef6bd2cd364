"""The registry of the Ludhiana practice: advocate, judges (Presiding Officers, Ld. President), counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Gurpreet Kaur Brar",
    "enrolment_no": "P/2214/2008",
    "chamber_address": "Chamber No. 418, Lawyers' Chambers Block-B, District Courts Complex, Ludhiana 141001; "
                       "evening office: 112-R, Sarabha Nagar, Ludhiana",
    "practice": "Tribunals and quasi-judicial fora at Ludhiana: District Consumer Disputes Redressal Commission, "
                "Labour Court and Industrial Tribunal (references under the Industrial Disputes Act), Rent Controller "
                "(East Punjab Urban Rent Restriction Act, 1949); revisions before the Punjab and Haryana High Court",
    "junior": {"name": "Jaskaran Singh", "enrolment_no": "P/3561/2024"},
    "juniors": [{"name": "Jaskaran Singh (Jassi)", "enrolment_no": "P/3561/2024",
                 "writes": "WhatsApp messages in romanised Punjabi, short, from the corridor of the Commission / "
                           "Labour Court; a voice-note style",
                 "usually_attends": "Consumer Commission (Tuesdays), Labour Court-II, mentions at the High Court"}],
    "clerk": {"name": "Darshan Singh", "role": "munshi: keeps the tareekh register in Gurmukhi, takes the next date "
                                              "(agli peshi) from the reader/ahlmad, files process fee and nakal "
                                              "applications, sends photos of the register on WhatsApp"},
}

JUDGES = [
    {"id": "J1", "name": "Sh. Sanjeev Kumar Goyal, Ld. President", "short": "Goyal sahib (Ld. President)",
     "court": "District Consumer Disputes Redressal Commission, Ludhiana", "court_hall": "Bench-I (President)",
     "level": "Consumer Commission",
     "temperament": "Strict on the 45-day limit for written version; wants written arguments before oral.",
     "habits": ["asks for written arguments before hearing oral arguments", "closes the right to file written "
                "version after 45 days", "sits with Member Ms. Jaswinder Kaur Randhawa"]},
    {"id": "J2", "name": "Sh. Amarjit Singh Dhaliwal, Presiding Officer", "short": "Dhaliwal sahib (PO Labour Court)",
     "court": "Labour Court-II, Ludhiana", "court_hall": "Labour Court-II, Labour Bhawan, Ferozepur Road",
     "level": "Labour Court", "temperament": "Asks both sides about a settlement on every date.",
     "habits": ["asks about settlement / lump sum every date", "costs on the management for absent witnesses"]},
    {"id": "J3", "name": "Ms. Ritu Kapoor, Presiding Officer", "short": "Kapoor madam (Industrial Tribunal)",
     "court": "Industrial Tribunal, Punjab (camp court at Ludhiana)", "court_hall": "Camp court, Labour Bhawan",
     "level": "Industrial Tribunal", "temperament": "Wants documents proved through the right witness.",
     "habits": ["asks for the contract labour registration / licence", "fixes dates six to eight weeks apart"]},
    {"id": "J4", "name": "Ms. Simranjit Kaur Chahal, Rent Controller", "short": "Chahal madam (Rent Controller)",
     "court": "Court of Civil Judge (Jr. Divn.)-cum-Rent Controller, Ludhiana", "court_hall": "Court No. 14",
     "level": "Rent Controller", "temperament": "Costs on every adjournment; rent must be deposited up to date.",
     "habits": ["costs of Rs. 1,500 for an adjournment", "asks whether the rent is deposited up to date"]},
    {"id": "J5", "name": "Sh. Varun Nagpal, Rent Controller", "short": "Nagpal sahib (Rent Controller-II)",
     "court": "Court of Civil Judge (Jr. Divn.)-cum-Rent Controller-II, Ludhiana", "court_hall": "Court No. 22",
     "level": "Rent Controller", "temperament": "Lenient on ex parte orders, on costs.", "habits": ["costs"]},
    {"id": "J6", "name": "Hon'ble Mr. Justice Kanwaljit Singh Bedi", "short": "Bedi J",
     "court": "Punjab and Haryana High Court, Chandigarh, Court No. 31", "court_hall": "Court No. 31",
     "level": "High Court", "temperament": "In rent revisions asks first whether the tenant pays the rent.",
     "habits": ["asks whether the tenant has paid rent / use and occupation charges up to date"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Sh. Vikas Malhotra, Adv.", "chamber": "Ludhiana",
     "style": "For the car dealer; seeks time; says the vehicle was misused.", "tactics": ["time", "misuse"]},
    {"id": "OC2", "name": "Sh. Deepak Arora, Authorised Representative", "chamber": "Zentra Motors India Ltd., Gurugram",
     "style": "AR of the manufacturer; files nothing in time.", "tactics": []},
    {"id": "OC3", "name": "Ms. Neha Khurana, Adv.", "chamber": "Ludhiana (panel counsel of the insurer)",
     "style": "Pre-existing disease; in execution says the payment is 'under process'.", "tactics": ["PED"]},
    {"id": "OC4", "name": "Sh. Anil Sood, Adv.", "chamber": "Ludhiana (for employers)",
     "style": "Seeks time because the management's witness is abroad / out of station.", "tactics": ["witness abroad"]},
    {"id": "OC5", "name": "Sh. Tarsem Lal, Authorised Representative", "chamber": "Bhogal Forgings Workers Union",
     "style": "Union's AR; long cross-examinations.", "tactics": []},
    {"id": "OC6", "name": "Sh. Rakesh Bansal, Adv.", "chamber": "Ludhiana and Chandigarh",
     "style": "For the tenant; the pagdi receipt; handwriting expert.", "tactics": ["pagdi"]},
    {"id": "OC7", "name": "Sh. Manpreet Singh Sekhon, Adv.", "chamber": "Ludhiana",
     "style": "For the landlady; subletting.", "tactics": []},
]

CLIENTS = [
    {"id": "CL1", "name": "Harjit Singh Dhillon, village Lalton Kalan", "phone": "98140 6xxxx"},
    {"id": "CL2", "name": "Surinder Kaur w/o Gurdev Singh, Haibowal Kalan (through son Manjot Singh)", "phone": "98886 2xxxx"},
    {"id": "CL3", "name": "Ramesh Kumar Yadav s/o Shiv Charan, Giaspura", "phone": "78375 1xxxx"},
    {"id": "CL4", "name": "M/s Bhogal Forgings Pvt. Ltd., Dhandari Kalan (HR manager Sunil Thakur)", "phone": "0161-251xxxx"},
    {"id": "CL5", "name": "Kuldip Singh Grewal s/o Bachan Singh, Ghumar Mandi", "phone": "98159 0xxxx"},
    {"id": "CL6", "name": "Dr. Jagdish Chand Jain (Jain Dental Care), Model Town", "phone": "98723 4xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "CC No. 412 of 2025", "judge_id": "J1",
     "title": "Harjit Singh Dhillon vs Rattan Motors Pvt. Ltd. & Anr.", "represents": "complainant", "client_id": "CL1",
     "opposing_counsel_id": "OC1", "nature": "consumer complaint u/s 35 of the Consumer Protection Act, 2019: a new "
     "SUV (Zentra Strada) bought on 18.03.2025 for Rs. 18,65,000 with a recurring gearbox defect; refund or replacement",
     "filed_on": "2025-10-28", "kind": "consumer complaint", "court_level": "Consumer Commission",
     "court": "District Consumer Disputes Redressal Commission, Ludhiana", "short_name": "Dhillon gearbox complaint",
     "aliases": ["gaddi wala case", "Rattan Motors", "Strada complaint"],
     "one_line_summary": "Defective SUV; OP2's right to file version closed; evidence on affidavits; arguments; orders reserved.",
     "next_date": "2027-02-09", "listed_for_next": "orders"},
    {"id": "C02", "case_number": "CC No. 1093 of 2025", "judge_id": "J1",
     "title": "Surinder Kaur vs Sukhmani General Insurance Co. Ltd. & Anr.", "represents": "complainant",
     "client_id": "CL2", "opposing_counsel_id": "OC3", "nature": "consumer complaint: mediclaim of Rs. 2,86,450 for "
     "the angioplasty of her husband Gurdev Singh repudiated on the ground of pre-existing disease",
     "filed_on": "2025-11-21", "kind": "consumer complaint", "court_level": "Consumer Commission",
     "court": "District Consumer Disputes Redressal Commission, Ludhiana", "short_name": "Surinder Kaur mediclaim",
     "aliases": ["mediclaim case", "bibi ji da claim", "Sukhmani insurance"],
     "one_line_summary": "Mediclaim repudiated for PED; complaint allowed on 11.08.2026.", "next_date": None,
     "listed_for_next": "disposed - complaint allowed on 11.08.2026"},
    {"id": "C03", "case_number": "Ref. No. 118 of 2024", "judge_id": "J2",
     "title": "Ramesh Kumar Yadav vs M/s Gill Hosiery Works", "represents": "workman", "client_id": "CL3",
     "opposing_counsel_id": "OC4", "nature": "reference u/s 10(1)(c) of the Industrial Disputes Act: termination of an "
     "overlock operator on 12.03.2023 without notice, enquiry or retrenchment compensation; reinstatement with back wages",
     "filed_on": "2024-04-22", "kind": "labour reference", "court_level": "Labour Court",
     "court": "Labour Court-II, Ludhiana", "short_name": "Ramesh Yadav termination reference",
     "aliases": ["hosiery wala workman", "Gill Hosiery", "Ramesh workman"],
     "one_line_summary": "Workman's reference; WW evidence done; management's witness kept abroad; arguments.",
     "next_date": "2027-01-15", "listed_for_next": "arguments"},
    {"id": "C04", "case_number": "Ref. No. 09 of 2025", "judge_id": "J3",
     "title": "Bhogal Forgings Workers Union vs M/s Bhogal Forgings Pvt. Ltd.", "represents": "management",
     "client_id": "CL4", "opposing_counsel_id": "OC5", "nature": "reference on the union's demand that 14 contract "
     "workmen be treated as regular employees of the management, with a night-shift allowance",
     "filed_on": "2025-09-30", "kind": "industrial reference", "court_level": "Industrial Tribunal",
     "court": "Industrial Tribunal, Punjab (camp court at Ludhiana)", "short_name": "Bhogal Forgings union reference",
     "aliases": ["Bhogal case", "union wala case", "Dhandari forgings"],
     "one_line_summary": "Union's demand for regularisation of contract workmen; both sides' evidence closed.",
     "next_date": "2027-01-21", "listed_for_next": "arguments"},
    {"id": "C05", "case_number": "Rent Petition No. 233 of 2024", "judge_id": "J4",
     "title": "Kuldip Singh Grewal vs Mohinder Pal Arora", "represents": "landlord", "client_id": "CL5",
     "opposing_counsel_id": "OC6", "nature": "eviction u/s 13 of the East Punjab Urban Rent Restriction Act, 1949 from "
     "shop No. 27, Chaura Bazar (rent Rs. 4,500 p.m.): arrears and bona fide need of the landlord's son",
     "filed_on": "2024-03-11", "kind": "rent petition", "court_level": "Rent Controller",
     "court": "Rent Controller, Ludhiana (Court No. 14)", "short_name": "Grewal Chaura Bazar eviction",
     "aliases": ["Chaura Bazar shop", "Arora Cloth House", "Grewal rent case"],
     "one_line_summary": "Landlord's eviction petition; tenant's handwriting expert on a pagdi receipt; revision in the HC.",
     "next_date": "2027-01-15", "listed_for_next": "arguments"},
    {"id": "C06", "case_number": "Rent Petition No. 58 of 2025", "judge_id": "J5",
     "title": "Paramjit Kaur Chawla vs Dr. Jagdish Chand Jain", "represents": "tenant", "client_id": "CL6",
     "opposing_counsel_id": "OC7", "nature": "eviction of a dental clinic at Model Town on grounds of subletting to a "
     "pathology lab and arrears; the tenant was proceeded ex parte before we were engaged",
     "filed_on": "2025-04-07", "kind": "rent petition", "court_level": "Rent Controller",
     "court": "Rent Controller-II, Ludhiana (Court No. 22)", "short_name": "Dr. Jain clinic eviction",
     "aliases": ["Model Town clinic", "Jain dentist case", "Chawla rent case"],
     "one_line_summary": "Ex parte set aside on costs; landlady's evidence; her second witness summoned.",
     "next_date": "2027-01-29", "listed_for_next": "petitioner's evidence (PW2)"},
    {"id": "C07", "case_number": "CR No. 3318 of 2026", "judge_id": "J6",
     "title": "Kuldip Singh Grewal vs Mohinder Pal Arora", "represents": "petitioner", "client_id": "CL5",
     "opposing_counsel_id": "OC6", "nature": "civil revision under Article 227 against the Rent Controller's order of "
     "08.05.2026 allowing the tenant to examine a handwriting expert at a belated stage",
     "filed_on": "2026-07-02", "kind": "revision", "court_level": "High Court",
     "court": "Punjab and Haryana High Court, Court No. 31", "short_name": "Grewal revision (HC)",
     "aliases": ["Chaura Bazar revision", "HC revision", "handwriting expert revision"],
     "one_line_summary": "Revision against the order allowing a handwriting expert; no final order below meanwhile.",
     "next_date": "2027-02-17", "listed_for_next": "arguments"},
    {"id": "C08", "case_number": "EA No. 212 of 2026", "judge_id": "J1",
     "title": "Surinder Kaur vs Sukhmani General Insurance Co. Ltd.", "represents": "decree holder",
     "client_id": "CL2", "opposing_counsel_id": "OC3", "nature": "execution application u/s 71 of the Consumer "
     "Protection Act, 2019 for compliance of the order dated 11.08.2026 in CC No. 1093 of 2025",
     "filed_on": "2026-10-15", "kind": "execution", "court_level": "Consumer Commission",
     "court": "District Consumer Disputes Redressal Commission, Ludhiana", "short_name": "Surinder Kaur compliance",
     "aliases": ["EA mediclaim", "compliance wali arzi", "execution insurance"],
     "one_line_summary": "Compliance of the mediclaim order; principal paid, interest still due.",
     "next_date": "2027-01-15", "listed_for_next": "compliance (interest)"},
]
