"""The registry of the Kavaratti practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Sayed Mohammed Koya K.",
    "enrolment_no": "K/1187/2006",
    "chamber_address": "Koyammada House, near Ujra Mosque Road, Kavaratti, U.T. of Lakshadweep 682555; "
                       "Ernakulam: c/o Chamber 3B, Advocates' Chambers, High Court Road, Kochi 682031",
    "practice": "District and Sessions Court Kavaratti (also Special Court under the NDPS Act), Sub Court Kavaratti, "
                "Munsiff-cum-Judicial First Class Magistrate courts at Kavaratti, Amini and Andrott (camp sittings); "
                "Kerala High Court and the Central Administrative Tribunal, Ernakulam Bench",
    "junior": {"name": "Fathima Nasrin P.", "enrolment_no": "K/2314/2023"},
    "juniors": [{"name": "Fathima Nasrin P.", "enrolment_no": "K/2314/2023",
                 "writes": "WhatsApp messages in Manglish (Malayalam in Latin letters) with Jeseri words, from Ernakulam "
                           "and from the camp courts",
                 "usually_attends": "Kerala High Court and CAT mentions at Ernakulam; Andrott camp sittings when the "
                                    "senior cannot sail"}],
    "clerk": {"name": "Kunhikoya B.", "role": "clerk (gumasthan): keeps a diary register in Malayalam script at "
                                             "Kavaratti, takes dates from the bench clerk, photographs the page on "
                                             "WhatsApp"},
}

JUDGES = [
    {"id": "J1", "name": "Sri. R. Jayachandran", "short": "DJ (Jayachandran sir)",
     "court": "District and Sessions Court, Kavaratti (also Special Court, NDPS Act)", "court_hall": "Sessions Court",
     "level": "District Court", "temperament": "Strict on the procedure of search and seizure; wants witnesses summoned "
     "early because they must come by ship.",
     "habits": ["asks for the s. 52A inventory and the FSL report", "issues summons through the SHO with ship dates",
                "rises early on Friday for Juma"]},
    {"id": "J2", "name": "Smt. Divya Menon K.", "short": "Sub Judge (Divya madam)", "court": "Sub Court, Kavaratti",
     "court_hall": "Sub Court", "level": "Civil Court",
     "temperament": "Wants the revenue record and the Advocate Commissioner's report; costs on the Government for delay.",
     "habits": ["asks for the land register / survey sketch", "costs on repeated time", "appoints Advocate Commissioners"]},
    {"id": "J3", "name": "Sri. Arun Thomas", "short": "Amini Magistrate", "court": "Munsiff-cum-Judicial First Class "
     "Magistrate Court, Amini", "court_hall": "Munsiff-Magistrate Court, Amini", "level": "Magistrate Court",
     "temperament": "Wants parties in person; interim maintenance early.", "habits": ["interim maintenance first",
                                                                                    "parties in person"]},
    {"id": "J4", "name": "Smt. Sreeja P. Nair", "short": "Andrott Munsiff", "court": "Munsiff-cum-Judicial First Class "
     "Magistrate Court, Andrott (camp sittings)", "court_hall": "Munsiff Court, Andrott", "level": "Civil Court",
     "temperament": "Camp sittings; adjourns when the sea is rough.", "habits": ["weather adjournments",
                                                                               "wants society registers produced"]},
    {"id": "J5", "name": "Sri. Abhilash Varghese", "short": "Kavaratti Munsiff", "court": "Munsiff-cum-Judicial First "
     "Class Magistrate Court, Kavaratti", "court_hall": "Munsiff Court, Kavaratti", "level": "Civil Court",
     "temperament": "Costs on adjournment.", "habits": ["costs on adjournment", "rent deposit in court"]},
    {"id": "J6", "name": "Hon'ble Mr. Justice Mathew Joseph Kurian", "short": "Kurian J",
     "court": "High Court of Kerala, Ernakulam, Court Hall No. 7", "court_hall": "Court Hall 7", "level": "High Court",
     "temperament": "Bail: report from the SHO and criminal antecedents.", "habits": ["calls for the SHO's report",
                                                                                     "conditions to report to the SHO"]},
    {"id": "J7", "name": "Hon'ble Mr. K. Harikrishnan, Member (J) and Ms. Rashmi Sood, Member (A)", "short": "CAT Ernakulam",
     "court": "Central Administrative Tribunal, Ernakulam Bench, Court No. 2", "court_hall": "Court No. 2",
     "level": "Tribunal", "temperament": "Wants the transfer policy and the committee minutes.",
     "habits": ["asks for the transfer guidelines", "interim order in abeyance"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Adv. T. K. Cheriyakoya", "chamber": "Kavaratti", "style": "For the karanavan; pleads Friday "
     "property.", "tactics": ["Friday property", "time for objections"]},
    {"id": "OC2", "name": "Adv. M. Ibrahim", "chamber": "Andrott", "style": "For the boat's registered owner.",
     "tactics": ["crew wages, not share"]},
    {"id": "OC3", "name": "Sri. S. Ajith Kumar, Government Pleader", "chamber": "Kavaratti (for the U.T. Administration)",
     "style": "Seeks time for instructions from the Secretariat.", "tactics": ["instructions awaited"]},
    {"id": "OC4", "name": "Sri. P. K. Nizamudheen, Special Public Prosecutor", "chamber": "Kavaratti",
     "style": "NDPS prosecution; witnesses on the mainland.", "tactics": ["witness not served"]},
    {"id": "OC5", "name": "Sri. Jose Sebastian, Standing Counsel (Crl.), U.T. of Lakshadweep", "chamber": "Ernakulam",
     "style": "State in bail at the High Court.", "tactics": ["report awaited"]},
    {"id": "OC6", "name": "Adv. K. Rasheed", "chamber": "Amini", "style": "For the husband (a seaman).",
     "tactics": ["husband on voyage"]},
    {"id": "OC7", "name": "Sri. N. Anilkumar, Sr. Panel Counsel", "chamber": "Ernakulam",
     "style": "For the Union of India and the Lakshadweep Administration at the CAT.", "tactics": ["time for reply"]},
    {"id": "OC8", "name": "Adv. B. Sheikh Koya", "chamber": "Kavaratti", "style": "For the landlord.",
     "tactics": ["absent", "time to cross"]},
]

CLIENTS = [
    {"id": "CL1", "name": "Kunhibi P., Cheriyapura tarwad, Kavaratti", "phone": "94470 1xxxx"},
    {"id": "CL2", "name": "Abdul Rahiman K. (Rahiman kakka), Andrott", "phone": "94965 3xxxx"},
    {"id": "CL3", "name": "Mullakoya T. & 3 others, Amini", "phone": "85470 2xxxx"},
    {"id": "CL4", "name": "Muhammed Anas T. (through father Sayed Koya T.), Kavaratti", "phone": "94473 8xxxx"},
    {"id": "CL5", "name": "Rahmathbi K. & minor Muhammed Adil, Amini", "phone": "70125 4xxxx"},
    {"id": "CL6", "name": "Thasleema Beegum K., TGT (Mathematics), GSSS Andrott", "phone": "94461 9xxxx"},
    {"id": "CL7", "name": "Koyammakoya P., 'Jetty Stores', Kavaratti jetty market", "phone": "94478 6xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "O.S. No. 14 of 2024", "judge_id": "J2",
     "title": "Kunhibi P. & another vs Attakoya P. & 4 others", "represents": "plaintiff", "client_id": "CL1",
     "opposing_counsel_id": "OC1", "nature": "suit for partition of the Cheriyapura tarwad (Marumakkathayam) properties: "
     "three coconut gardens in Kavaratti; the karanavan (D1) pleads that the Puthiyathottam garden is his Friday property",
     "filed_on": "2024-09-23", "kind": "civil suit", "court_level": "Civil Court", "court": "Sub Court, Kavaratti",
     "short_name": "Cheriyapura tarwad partition", "aliases": ["tarwad case", "Kunhibi partition", "thengu thottam case"],
     "one_line_summary": "Tarwad partition; Advocate Commissioner counted 412 trees; Friday-property issue; PW evidence.",
     "next_date": "2027-02-08", "listed_for_next": "plaintiff's evidence (PW2)"},
    {"id": "C02", "case_number": "O.S. No. 6 of 2025", "judge_id": "J4",
     "title": "Abdul Rahiman K. vs Hamzakoya M.", "represents": "plaintiff", "client_id": "CL2",
     "opposing_counsel_id": "OC2", "nature": "suit for declaration of half share in the mechanised pole-and-line boat "
     "'Al-Noor' and for accounts of the catch share (tuna and mas) since 2024",
     "filed_on": "2025-08-11", "kind": "civil suit", "court_level": "Civil Court",
     "court": "Munsiff Court, Andrott (camp)", "short_name": "Al-Noor boat suit",
     "aliases": ["boat case", "Rahiman kakka case", "Andrott odam case"],
     "one_line_summary": "Boat co-ownership and catch share; camp sittings lost to weather; PW evidence.",
     "next_date": "2027-02-24", "listed_for_next": "defendant's evidence"},
    {"id": "C03", "case_number": "O.S. No. 3 of 2026", "judge_id": "J2",
     "title": "Mullakoya T. & 3 others vs Union Territory of Lakshadweep & 2 others", "represents": "plaintiffs",
     "client_id": "CL3", "opposing_counsel_id": "OC3",
     "nature": "suit for compensation and damages for coconut land at Amini taken for the helipad in 2023 without an "
               "award under the RFCTLARR Act 2013 (notice u/s 80 CPC given)",
     "filed_on": "2026-02-20", "kind": "civil suit", "court_level": "Civil Court", "court": "Sub Court, Kavaratti",
     "short_name": "Amini helipad suit", "aliases": ["helipad case", "Mullakoya suit", "acquisition suit"],
     "one_line_summary": "Suit against the Administration; WS after costs; LA file ordered to be produced.",
     "next_date": "2027-02-15", "listed_for_next": "production of the LA file / plaintiffs' evidence"},
    {"id": "C04", "case_number": "S.C. No. 2 of 2026", "judge_id": "J1",
     "title": "State (U.T. of Lakshadweep) vs Muhammed Anas T.", "represents": "accused", "client_id": "CL4",
     "opposing_counsel_id": "OC4", "nature": "Sessions trial, Crime No. 41/2025 of Kavaratti Police Station, "
     "u/s 20(b)(ii)(B) NDPS Act: 1.2 kg ganja alleged from a passenger's bag at Kavaratti jetty (MV Arabian Sea)",
     "filed_on": "2026-01-30", "kind": "criminal trial", "court_level": "District Court",
     "court": "District and Sessions Court, Kavaratti", "short_name": "Anas NDPS trial",
     "aliases": ["ganja case", "NDPS case", "Anas case"],
     "one_line_summary": "NDPS defence; discharge refused; PW1-PW3 examined; IO awaited.",
     "next_date": "2027-02-03", "listed_for_next": "prosecution evidence (PW4, investigating officer)"},
    {"id": "C05", "case_number": "Bail Appl. No. 1422 of 2026", "judge_id": "J6",
     "title": "Muhammed Anas T. vs U.T. of Lakshadweep", "represents": "petitioner", "client_id": "CL4",
     "opposing_counsel_id": "OC5", "nature": "regular bail u/s 483 BNSS, Crime No. 41/2025 Kavaratti PS (NDPS)",
     "filed_on": "2026-01-27", "kind": "bail", "court_level": "High Court",
     "court": "High Court of Kerala, Court Hall 7", "short_name": "Anas bail (HC)", "aliases": ["HC bail", "Anas bail"],
     "one_line_summary": "Regular bail in the NDPS case; granted 16.02.2026.", "next_date": None,
     "listed_for_next": "disposed - bail granted on 16.02.2026"},
    {"id": "C06", "case_number": "M.C. No. 11 of 2025", "judge_id": "J3",
     "title": "Rahmathbi K. & another vs Naseer P.", "represents": "petitioners", "client_id": "CL5",
     "opposing_counsel_id": "OC6", "nature": "maintenance u/s 144 BNSS for a wife and a minor son against a seaman",
     "filed_on": "2025-11-20", "kind": "maintenance", "court_level": "Magistrate Court",
     "court": "Munsiff-cum-JFCM Court, Amini", "short_name": "Rahmathbi maintenance",
     "aliases": ["maintenance case", "Amini MC", "Naseer case"],
     "one_line_summary": "Maintenance; interim Rs. 10,000 p.m.; arrears; evidence over; orders.",
     "next_date": "2027-02-18", "listed_for_next": "orders"},
    {"id": "C07", "case_number": "O.A. No. 180/00219/2026", "judge_id": "J7",
     "title": "Thasleema Beegum K. vs Union of India & 3 others", "represents": "applicant", "client_id": "CL6",
     "opposing_counsel_id": "OC7", "nature": "original application against a mid-session transfer of a TGT (Mathematics) "
     "from GSSS Andrott to GHS Minicoy, contrary to the 2023 transfer guidelines (child with disability)",
     "filed_on": "2026-06-02", "kind": "service", "court_level": "Tribunal", "court": "CAT, Ernakulam Bench",
     "short_name": "Thasleema teacher transfer OA", "aliases": ["teacher case", "CAT case", "Minicoy transfer"],
     "one_line_summary": "Transfer kept in abeyance; reply, rejoinder, minutes produced; final hearing.",
     "next_date": "2027-02-12", "listed_for_next": "final hearing"},
    {"id": "C08", "case_number": "O.S. No. 22 of 2025", "judge_id": "J5",
     "title": "Kasim B. vs Koyammakoya P.", "represents": "defendant", "client_id": "CL7",
     "opposing_counsel_id": "OC8", "nature": "suit for eviction and arrears of rent (Rs. 54,000) of a shop room in "
     "the jetty market, Kavaratti; tenant says the landlord refused the rent since August 2024",
     "filed_on": "2025-09-15", "kind": "civil suit", "court_level": "Civil Court", "court": "Munsiff Court, Kavaratti",
     "short_name": "Jetty Stores eviction", "aliases": ["jetty shop case", "Koyammakoya case", "kada case"],
     "one_line_summary": "Eviction of a jetty-market shop; rent deposited in court; evidence closed; arguments.",
     "next_date": "2027-02-03", "listed_for_next": "arguments"},
]
