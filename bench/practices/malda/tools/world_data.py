"""The registry of the Malda practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Debashis Chowdhury",
    "enrolment_no": "WB/1187/2003",
    "chamber_address": "Bar Library Room No. 2 (Malda Bar Association), District Court compound, English Bazar, "
                       "Malda 732101; residence-chamber: Rathbari More, English Bazar",
    "practice": "Civil and criminal courts at Malda (Civil Judge Jr./Sr. Division, District and Sessions Judge, CJM and "
                "Judicial Magistrates, MACT, Family Court, District Consumer Commission), the West Bengal Land Reforms "
                "and Tenancy Tribunal (Salt Lake) and the Calcutta High Court (Appellate Side; Jalpaiguri circuit bench)",
    "junior": {"name": "Ananya Roy", "enrolment_no": "WB/2231/2024"},
    "juniors": [{"name": "Ananya Roy", "enrolment_no": "WB/2231/2024",
                 "writes": "WhatsApp messages in Banglish (Bengali in Latin letters with English), from the court "
                           "corridor; calls him 'Dada'",
                 "usually_attends": "Judicial Magistrate and MACT at Malda; mentions and hazira in the civil courts"}],
    "clerk": {"name": "Gopal Das", "role": "muhuri: keeps the date register (tarikh khata) in Bengali with Bengali "
                                          "digits, takes dates from the peshkar, sends photos of the page on WhatsApp"},
}

JUDGES = [
    {"id": "J1", "name": "Sri Sougata Kundu", "short": "Kundu babu (CJSD 1st Court)",
     "court": "Civil Judge (Senior Division), 1st Court, Malda", "court_hall": "1st Court", "level": "Civil Court",
     "temperament": "Wants the parties' hazira on every date; deposits into court instead of receivers.",
     "habits": ["asks for hazira of the parties", "orders deposit of disputed money in court", "local inspection by commissioner"]},
    {"id": "J2", "name": "Sri Pradip Kumar Nandi (Judicial Member) and Sri A. K. Biswas (Administrative Member)",
     "short": "Tribunal (Nandi)", "court": "West Bengal Land Reforms and Tenancy Tribunal, Bench II, Salt Lake, Kolkata",
     "court_hall": "Bench II", "level": "Tribunal",
     "temperament": "Reads the record of rights and the enquiry report before hearing anybody.",
     "habits": ["calls for the BL&LRO's records", "asks for produce-sharing (bhag) receipts"]},
    {"id": "J3", "name": "Smt. Mousumi Pal", "short": "Pal madam (CJSD 2nd Court)",
     "court": "Civil Judge (Senior Division), 2nd Court, Malda", "court_hall": "2nd Court", "level": "Civil Court",
     "temperament": "Evidence on affidavit; time only on costs.", "habits": ["costs on adjournment", "chief by affidavit"]},
    {"id": "J4", "name": "Sri Rahul Mukherjee", "short": "JM 2nd Court (Mukherjee)",
     "court": "Judicial Magistrate, 2nd Court, Malda (on transfer from the CJM)", "court_hall": "JM 2nd Court",
     "level": "Magistrate Court", "temperament": "Allows hazira petitions but warns; wants the complainant present.",
     "habits": ["warns the accused on hazira petitions", "complainant to be present"]},
    {"id": "J5", "name": "Sri Asim Kumar Dey", "short": "Dey saheb (DJ)", "court": "District and Sessions Judge, Malda",
     "court_hall": "Court of the District Judge", "level": "District Court",
     "temperament": "Case diary first; antecedents in border cases.", "habits": ["calls for the case diary", "asks criminal antecedents"]},
    {"id": "J6", "name": "Smt. Sharmistha Ghosh", "short": "MACT (Ghosh madam)",
     "court": "Motor Accident Claims Tribunal-cum-Additional District Judge, 1st Court, Malda", "court_hall": "ADJ 1st Court",
     "level": "District Court", "temperament": "Asks the insurer for its offer on every date.", "habits": ["asks the insurer's offer"]},
    {"id": "J7", "name": "Sri Debabrata Sen", "short": "Sen babu (FTC)",
     "court": "Additional District and Sessions Judge, Fast Track 1st Court, Malda", "court_hall": "Fast Track 1st Court",
     "level": "District Court", "temperament": "Strict with absent official witnesses.", "habits": ["show-cause to absent IO / doctor"]},
    {"id": "J8", "name": "Hon'ble Justice Sabyasachi Mitra", "short": "Mitra J",
     "court": "Calcutta High Court, Appellate Side, Court No. 17", "court_hall": "Court No. 17", "level": "High Court",
     "temperament": "Disposes mutation writs with a time-bound direction.", "habits": ["time-bound direction to the BL&LRO"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Sri Prabir Lahiri", "chamber": "Malda", "style": "For Haripada and the other defendants; time on every first call.", "tactics": ["time prayer", "client out of station"]},
    {"id": "OC2", "name": "Sri Ashok Mandal", "chamber": "Malda / Kolkata", "style": "For the recorded bargadar.", "tactics": ["absent at the Tribunal"]},
    {"id": "OC3", "name": "Sri Tanmoy Basak, Ld. State Representative", "chamber": "LRTT", "style": "State; records awaited.", "tactics": ["records awaited"]},
    {"id": "OC4", "name": "Sri Kalyan Sanyal", "chamber": "Jangipur / Malda", "style": "For the silk buyer; quality defence.", "tactics": ["busy at Jangipur court"]},
    {"id": "OC5", "name": "Sri Partha Pratim Ghosh", "chamber": "Malda", "style": "For the accused in the cheque case.", "tactics": ["hazira petition"]},
    {"id": "OC6", "name": "Sri Gautam Chakraborty, Ld. PP", "chamber": "Malda", "style": "Opposes bail in border cases.", "tactics": ["case diary not received"]},
    {"id": "OC7", "name": "Sri Manas Chakraborty", "chamber": "Malda (panel, National Insurance)", "style": "Insurer; licence defence.", "tactics": ["licence", "investigator"]},
    {"id": "OC8", "name": "Sri Asit Baran Roy", "chamber": "Malda", "style": "Defence in the dowry-death trial.", "tactics": ["suicide defence"]},
    {"id": "OC9", "name": "Smt. Rituparna Basu, Ld. AGP", "chamber": "Calcutta High Court", "style": "State in writs.", "tactics": ["instructions"]},
]

CLIENTS = [
    {"id": "CL1", "name": "Sukumar Mondal, Kotwali (bagan)", "phone": "94341 2xxxx"},
    {"id": "CL2", "name": "Smt. Anima Sarkar, Ratua", "phone": "96350 8xxxx"},
    {"id": "CL3", "name": "Maa Tara Silk Reeling Unit (prop. Biswanath Saha), Kaliachak", "phone": "99320 4xxxx"},
    {"id": "CL4", "name": "Md. Ekramul Hoque (Hoque Cement & Tiles), Kaliachak", "phone": "70013 6xxxx"},
    {"id": "CL5", "name": "Abdul Mannan Sk (father of Imran), Shovapur", "phone": "83489 1xxxx"},
    {"id": "CL6", "name": "Smt. Shefali Ghosh w/o late Tapas Ghosh, Gazole", "phone": "90640 7xxxx"},
    {"id": "CL7", "name": "Nirmal Das (father of late Mousumi), Aiho", "phone": "94745 3xxxx"},
    {"id": "CL8", "name": "Jahanara Bibi, Sahapur", "phone": "97331 5xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "Title Suit No. 112 of 2025", "judge_id": "J1",
     "title": "Sukumar Mondal vs Haripada Mondal & Ors.", "represents": "plaintiff", "client_id": "CL1",
     "opposing_counsel_id": "OC1", "nature": "suit for partition of a 2.14 acre mango orchard (bagan) at Mouza Kotwali, "
     "J.L. No. 84, Dag Nos. 412 and 413, and injunction against leasing the whole crop without the plaintiff's share",
     "filed_on": "2025-09-22", "kind": "civil suit", "court_level": "Civil Court",
     "court": "Civil Judge (Senior Division), 1st Court, Malda", "short_name": "Sukumar bagan partition suit",
     "aliases": ["bagan case", "aam bagan", "Kotwali partition", "Haripada case"],
     "one_line_summary": "Partition of a mango orchard; D1 deposited half the lease money; commissioner's report.",
     "next_date": "2028-01-19", "listed_for_next": "objection to the commissioner's report"},
    {"id": "C02", "case_number": "O.A. No. 2213 of 2026 (LRTT)", "judge_id": "J2",
     "title": "Smt. Anima Sarkar vs State of West Bengal & Ors.", "represents": "applicant", "client_id": "CL2",
     "opposing_counsel_id": "OC2", "nature": "application against the recording of Nitai Barman as bargadar on Dag No. "
     "1031, Mouza Bhado, Ratua-I, by the BL&LRO u/s 18 of the West Bengal Land Reforms Act, upheld in appeal",
     "filed_on": "2026-11-30", "kind": "tribunal", "court_level": "Tribunal",
     "court": "West Bengal Land Reforms and Tenancy Tribunal, Bench II, Kolkata", "short_name": "Anima barga case",
     "aliases": ["barga case", "Ratua barga", "Nitai bargadar"],
     "one_line_summary": "Owner's challenge to a barga recording; records called; part heard.",
     "next_date": "2028-02-09", "listed_for_next": "further hearing"},
    {"id": "C03", "case_number": "Money Suit No. 27 of 2026", "judge_id": "J3",
     "title": "Maa Tara Silk Reeling Unit vs Jangipur Silk House", "represents": "plaintiff", "client_id": "CL3",
     "opposing_counsel_id": "OC4", "nature": "suit for recovery of Rs. 4,86,500 for raw mulberry silk supplied "
     "Aug-Nov 2025, with interest", "filed_on": "2026-06-18", "kind": "civil suit", "court_level": "Civil Court",
     "court": "Civil Judge (Senior Division), 2nd Court, Malda", "short_name": "Maa Tara silk money suit",
     "aliases": ["resham case", "silk suit", "Biswanath case", "Jangipur party"],
     "one_line_summary": "Supply suit for raw silk; quality defence; plaintiff's evidence closed; DW1 in cross.",
     "next_date": "2028-01-27", "listed_for_next": "defendant's evidence (further cross of DW1)"},
    {"id": "C04", "case_number": "C.R. Case No. 1045 of 2026", "judge_id": "J4",
     "title": "Md. Ekramul Hoque vs Sanjib Kundu", "represents": "complainant", "client_id": "CL4",
     "opposing_counsel_id": "OC5", "nature": "complaint u/s 138 NI Act, cheque Rs. 2,75,000 on UCO Bank Kaliachak dishonoured",
     "filed_on": "2026-09-14", "kind": "criminal complaint", "court_level": "Magistrate Court",
     "court": "Judicial Magistrate, 2nd Court, Malda", "short_name": "Hoque cheque case",
     "aliases": ["cheque case", "Sanjib contractor", "138 Malda"],
     "one_line_summary": "Cheque case; accused's hazira petitions; complainant's evidence closed.",
     "next_date": "2028-01-19", "listed_for_next": "examination of the accused u/s 351 BNSS"},
    {"id": "C05", "case_number": "Criminal Misc. Case No. 2217 of 2026", "judge_id": "J5",
     "title": "Imran Sk @ Imran vs State of West Bengal", "represents": "petitioner", "client_id": "CL5",
     "opposing_counsel_id": "OC6", "nature": "bail, Baishnabnagar PS Case No. 388/2026 dated 29.11.2026 u/s 303(2)/317(4)/61(2) "
     "BNS and s. 11 Prevention of Cruelty to Animals Act (cattle smuggling near the border)",
     "filed_on": "2027-01-15", "kind": "bail", "court_level": "District Court",
     "court": "District and Sessions Judge, Malda", "short_name": "Imran cattle bail",
     "aliases": ["gorur case", "cattle case", "Baishnabnagar bail", "Mannan's son"],
     "one_line_summary": "Sessions bail in a cattle-smuggling case; granted 08.02.2027.", "next_date": None,
     "listed_for_next": "disposed - bail granted on 08.02.2027"},
    {"id": "C06", "case_number": "M.A.C. Case No. 96 of 2026", "judge_id": "J6",
     "title": "Smt. Shefali Ghosh & Ors. vs Rajesh Agarwal & Anr.", "represents": "claimants", "client_id": "CL6",
     "opposing_counsel_id": "OC7", "nature": "claim u/s 166 MV Act for the death of Tapas Ghosh, toto driver, hit by a truck "
     "on NH-12 near Gazole on 11.08.2026", "filed_on": "2026-11-05", "kind": "claim", "court_level": "District Court",
     "court": "MACT, Malda", "short_name": "Shefali MACT", "aliases": ["toto accident", "Gazole claim", "Tapas death claim"],
     "one_line_summary": "Death claim; insurer pleads the driver's licence; evidence closed; arguments.",
     "next_date": "2028-01-24", "listed_for_next": "argument"},
    {"id": "C07", "case_number": "Sessions Trial No. 31 of 2027", "judge_id": "J7",
     "title": "State of West Bengal vs Bapi Sarkar & Ors.", "represents": "de facto complainant (assisting the PP)",
     "client_id": "CL7", "opposing_counsel_id": "OC8", "nature": "dowry death of Mousumi Das (Sarkar) on 02.09.2026, "
     "Habibpur PS Case No. 241/2026 u/s 80(2)/85 BNS and ss. 3/4 Dowry Prohibition Act",
     "filed_on": "2027-01-20", "kind": "sessions trial", "court_level": "District Court",
     "court": "ADJ, Fast Track 1st Court, Malda", "short_name": "Mousumi dowry death trial",
     "aliases": ["Mousumi case", "304B case", "Aiho case", "Nirmal babu's case"],
     "one_line_summary": "Dowry-death trial; charge framed; parents, doctor and neighbour examined; IO in part.",
     "next_date": "2028-01-31", "listed_for_next": "further evidence of PW5 (IO)"},
    {"id": "C08", "case_number": "WPA 14562 of 2026", "judge_id": "J8",
     "title": "Jahanara Bibi vs State of West Bengal & Ors.", "represents": "petitioner", "client_id": "CL8",
     "opposing_counsel_id": "OC9", "nature": "writ for a direction to the BL&LRO English Bazar to decide mutation case "
     "MN/1187/2024 for 0.33 acre at Mouza Sahapur pending since 2024", "filed_on": "2026-12-02", "kind": "writ",
     "court_level": "High Court", "court": "Calcutta High Court, Court No. 17", "short_name": "Jahanara mutation writ",
     "aliases": ["mutation writ", "Sahapur writ"],
     "one_line_summary": "Mutation writ; disposed 11.05.2027 with a direction to decide within eight weeks.",
     "next_date": None, "listed_for_next": "disposed on 11.05.2027"},
]
