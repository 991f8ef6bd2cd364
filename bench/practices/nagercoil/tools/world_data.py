"""The registry of the Nagercoil-Kuzhithurai practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "S. Jebaraj Daniel",
    "enrolment_no": "MS/1187/2003",
    "chamber_address": "No. 14/3, Court Road, near Collectorate, Nagercoil 629001; branch table: Advocates' "
                       "Association hall, Court Complex, Kuzhithurai",
    "practice": "Courts at Nagercoil, Padmanabhapuram (Thuckalay) and Kuzhithurai: partition and money suits, "
                "HR&CE appeals, s. 138 N.I. Act cases, criminal defence, rent control; writs at the Madurai Bench "
                "of the Madras High Court",
    "junior": {"name": "M. Fathima Rinsha", "enrolment_no": "MS/4412/2024"},
    "juniors": [{"name": "M. Fathima Rinsha", "enrolment_no": "MS/4412/2024",
                 "writes": "WhatsApp messages in Tanglish (Tamil in Latin letters) with English, short",
                 "usually_attends": "Sub Court Kuzhithurai, JM Padmanabhapuram, mentions at Madurai"}],
    "clerk": {"name": "K. Chellappan", "role": "clerk (gumasta): keeps the case diary register in Tamil script, "
                                               "takes dates from the bench clerk, sends photos of the page"},
}

JUDGES = [
    {"id": "J1", "name": "Thiru. M. Senthil Kumaran, Subordinate Judge", "short": "Sub Judge PMPM",
     "court": "Sub Court, Padmanabhapuram", "court_hall": "Sub Court", "level": "Civil Court",
     "temperament": "Wants the revenue records (patta, chitta, adangal) before anything else; a commissioner to "
                    "measure; costs when the defence drags.",
     "habits": ["asks for patta, chitta and adangal extracts", "appoints an advocate commissioner",
                "costs on adjournment"]},
    {"id": "J2", "name": "Tmt. R. Ananthi, Subordinate Judge", "short": "Sub Judge Kuzhithurai",
     "court": "Sub Court, Kuzhithurai", "court_hall": "Sub Court", "level": "Civil Court",
     "temperament": "Pushes money suits to settlement; patient with fishermen's absence at sea.",
     "habits": ["asks if parties will settle", "paper publication for parties at sea"]},
    {"id": "J3", "name": "Thiru. A. Jebakumar Samuel, Principal District Judge", "short": "PDJ",
     "court": "Principal District Court, Kanniyakumari at Nagercoil", "court_hall": "PDJ Court",
     "level": "District Court", "temperament": "Calls for the HR&CE records; keeps the temple running by "
                                               "interim arrangements.",
     "habits": ["calls for the original records", "interim arrangement on hundi and festival"]},
    {"id": "J4", "name": "Tmt. S. Vasuki, Judicial Magistrate No. I", "short": "JM-I",
     "court": "Judicial Magistrate Court No. I, Nagercoil", "court_hall": "JM-I", "level": "Magistrate Court",
     "temperament": "NBW when the accused does not come; grants s. 143A interim compensation.",
     "habits": ["NBW on absence", "s. 143A interim compensation"]},
    {"id": "J5", "name": "Thiru. K. Balasubramanian, Judicial Magistrate", "short": "JM PMPM",
     "court": "Judicial Magistrate Court, Padmanabhapuram", "court_hall": "JM", "level": "Magistrate Court",
     "temperament": "Mediation first in matrimonial cases; no exemption for the accused easily.",
     "habits": ["refers to mediation", "insists on personal appearance of accused"]},
    {"id": "J6", "name": "Hon'ble Mr. Justice S. Thirumalai Nambi", "short": "Thirumalai Nambi J",
     "court": "Madras High Court, Madurai Bench, Court No. 5", "court_hall": "Court No. 5",
     "level": "High Court", "temperament": "Wants the distance measured on the ground.",
     "habits": ["orders joint inspection", "extends interim orders"]},
    {"id": "J7", "name": "Thiru. P. Arul Murugan, District Munsif-cum-Rent Court", "short": "DM Nagercoil",
     "court": "Rent Court (Principal District Munsif), Nagercoil", "court_hall": "DMC", "level": "Civil Court",
     "temperament": "Deposit of arrears first.", "habits": ["orders deposit of arrears"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Adv. P. Gopakumar", "chamber": "Marthandam (also appears at Neyyattinkara)",
     "style": "For D1; busy in Kerala courts, sends proxies.", "tactics": ["busy in Neyyattinkara court"]},
    {"id": "OC2", "name": "Adv. T. Xavier", "chamber": "Kuzhithurai", "style": "For the fishermen borrowers.",
     "tactics": ["party at sea"]},
    {"id": "OC3", "name": "Thiru. V. Ramalingam, Government Pleader", "chamber": "GP office, Nagercoil",
     "style": "For HR&CE; seeks time for records.", "tactics": ["records awaited"]},
    {"id": "OC4", "name": "Adv. K. Rajasekaran", "chamber": "Nagercoil", "style": "For the accused in cheque case.",
     "tactics": ["security cheque defence"]},
    {"id": "OC5", "name": "Adv. J. Mercy Jeyanthi", "chamber": "Thuckalay", "style": "For the defacto complainant.",
     "tactics": []},
    {"id": "OC6", "name": "Mr. R. Murugesan, Additional Government Pleader", "chamber": "Madurai Bench",
     "style": "For the Collector and Geology & Mining.", "tactics": ["instructions awaited"]},
    {"id": "OC7", "name": "Mr. V. Prakash", "chamber": "Madurai", "style": "For the quarry lessee (R5).",
     "tactics": ["seeks time"]},
    {"id": "OC8", "name": "Adv. N. Sivasubramanian", "chamber": "Nagercoil", "style": "For the tenant.",
     "tactics": []},
]

CLIENTS = [
    {"id": "CL1", "name": "K. Leelavathy w/o late Ramachandran Nair, Thiruvattar", "phone": "94432 1xxxx"},
    {"id": "CL2", "name": "Kanyakumari Marine Engines (prop. A. Jude Thaddeus), Colachel", "phone": "98421 6xxxx"},
    {"id": "CL3", "name": "P. Madhavan Pillai, hereditary trustee, Sree Bhadrakali Amman Temple, Kollemcode",
     "phone": "94870 3xxxx"},
    {"id": "CL4", "name": "Sri Murugan Finance (prop. V. Subramanian), Vadasery", "phone": "99949 2xxxx"},
    {"id": "CL5", "name": "Suresh Kumar (A1) and Kamalam (A2), Mulagumoodu", "phone": "90036 5xxxx"},
    {"id": "CL6", "name": "Kaliyal Grama Nala Sangam (secretary J. Robinson)", "phone": "97877 0xxxx"},
    {"id": "CL7", "name": "M. Abdul Kader, Vadasery", "phone": "94436 8xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "O.S. No. 112 of 2025", "judge_id": "J1",
     "title": "K. Leelavathy vs K. Sasidharan Nair & 3 Ors.", "represents": "plaintiff", "client_id": "CL1",
     "opposing_counsel_id": "OC1", "nature": "suit for partition and separate possession of 1/5 share in 2.35 acres "
     "of rubber and coconut land in R.S. No. 214/3 and 214/5, Thiruvattar village, Kalkulam taluk (patta No. 1187)",
     "filed_on": "2025-06-16", "kind": "civil suit", "court_level": "Civil Court", "court": "Sub Court, Padmanabhapuram",
     "short_name": "Leelavathy partition", "aliases": ["Thiruvattar partition", "rubber thottam case", "Leela chechi case"],
     "one_line_summary": "Partition among siblings over rubber and coconut land; commissioner's report; PW evidence.",
     "next_date": "2027-08-03", "listed_for_next": "cross of PW2"},
    {"id": "C02", "case_number": "O.S. No. 48 of 2026", "judge_id": "J2",
     "title": "Kanyakumari Marine Engines vs S. Maria Selvam & Anr.", "represents": "plaintiff", "client_id": "CL2",
     "opposing_counsel_id": "OC2", "nature": "money suit for Rs. 4,86,500 due on a hire-purchase loan for a fibre boat "
     "and outboard engine, with interest; D2 guarantor", "filed_on": "2026-03-09", "kind": "civil suit",
     "court_level": "Civil Court", "court": "Sub Court, Kuzhithurai", "short_name": "Thoothoor boat loan",
     "aliases": ["boat loan suit", "Jude's suit", "engine loan case"],
     "one_line_summary": "Recovery of a boat-and-engine loan; D2 ex parte; defence: engine defective and seized.",
     "next_date": "2027-08-11", "listed_for_next": "arguments"},
    {"id": "C03", "case_number": "A.S. No. 37 of 2026", "judge_id": "J3",
     "title": "P. Madhavan Pillai vs The Commissioner, HR&CE & 4 Ors.", "represents": "appellant", "client_id": "CL3",
     "opposing_counsel_id": "OC3", "nature": "appeal u/s 70 of the Tamil Nadu HR&CE Act, 1959 against the Joint "
     "Commissioner's order in O.A. No. 14 of 2024 declaring the Sree Bhadrakali Amman temple, Kollemcode a public temple",
     "filed_on": "2026-07-20", "kind": "appeal", "court_level": "District Court",
     "court": "Principal District Court, Nagercoil", "short_name": "Kollemcode temple appeal",
     "aliases": ["temple case", "HR&CE appeal", "Bhadrakali temple"],
     "one_line_summary": "Hereditary trustee's appeal; hundi interim order; records from the JC; arguments.",
     "next_date": "2027-08-05", "listed_for_next": "respondents' arguments"},
    {"id": "C04", "case_number": "S.T.C. No. 412 of 2026", "judge_id": "J4",
     "title": "Sri Murugan Finance vs R. Jegan", "represents": "complainant", "client_id": "CL4",
     "opposing_counsel_id": "OC4", "nature": "complaint u/s 138 N.I. Act, cheque Rs. 3,85,000 on Indian Bank, Kottar",
     "filed_on": "2026-06-22", "kind": "criminal complaint", "court_level": "Magistrate Court",
     "court": "Judicial Magistrate No. I, Nagercoil", "short_name": "Jegan cheque case",
     "aliases": ["Murugan finance 138", "Kottar cheque"],
     "one_line_summary": "Cheque case; NBW; s. 143A interim compensation; CE closed; defence evidence.",
     "next_date": "2027-08-03", "listed_for_next": "defence evidence"},
    {"id": "C05", "case_number": "C.C. No. 219 of 2026", "judge_id": "J5",
     "title": "State rep. by Inspector, AWPS Thuckalay vs Suresh Kumar & Anr.", "represents": "accused",
     "client_id": "CL5", "opposing_counsel_id": "OC5", "nature": "dowry harassment: Cr. No. 14 of 2026, AWPS "
     "Thuckalay, u/s 85 BNS and s. 4 Dowry Prohibition Act; defacto complainant Divya (wife of A1)",
     "filed_on": "2026-07-02", "kind": "criminal case", "court_level": "Magistrate Court",
     "court": "Judicial Magistrate, Padmanabhapuram", "short_name": "Suresh dowry case",
     "aliases": ["498A case", "Divya case", "Mulagumoodu case"],
     "one_line_summary": "Defence of husband and mother-in-law; mediation failed; charges framed; PW1 cross.",
     "next_date": "2027-08-10", "listed_for_next": "PW2"},
    {"id": "C06", "case_number": "W.P.(MD) No. 14522 of 2026", "judge_id": "J6",
     "title": "Kaliyal Grama Nala Sangam vs The District Collector, Kanniyakumari & 4 Ors.",
     "represents": "petitioner", "client_id": "CL6", "opposing_counsel_id": "OC6",
     "nature": "writ to quash a rough stone quarry lease granted to R5 in S.F. No. 455/1, Kaliyal village, Vilavancode "
     "taluk, within 300 m of dwellings", "filed_on": "2026-08-28", "kind": "writ", "court_level": "High Court",
     "court": "Madras High Court, Madurai Bench, Court No. 5", "short_name": "Kaliyal quarry writ",
     "aliases": ["quarry writ", "Kaliyal case", "blue metals writ"],
     "one_line_summary": "Villagers' writ against a quarry lease; no blasting interim; joint inspection 212 m.",
     "next_date": "2027-08-05", "listed_for_next": "final hearing"},
    {"id": "C07", "case_number": "R.C.O.P. No. 9 of 2025", "judge_id": "J7",
     "title": "M. Abdul Kader vs P. Ramesh (Sri Lakshmi Tex)", "represents": "landlord", "client_id": "CL7",
     "opposing_counsel_id": "OC8", "nature": "eviction of a tenant of a shop at Vadasery for wilful default of rent "
     "(Rs. 14,000 p.m.)", "filed_on": "2025-11-03", "kind": "rent control", "court_level": "Civil Court",
     "court": "Rent Court, Nagercoil", "short_name": "Kader shop eviction", "aliases": ["Vadasery shop", "rent case"],
     "one_line_summary": "Eviction for wilful default; ordered 18.11.2026 with three months to vacate.",
     "next_date": None, "listed_for_next": "disposed - eviction ordered on 18.11.2026"},
]
