"""The registry of the Ballari practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Kotresh B. Hiremath",
    "enrolment_no": "KAR/1187/2006",
    "chamber_address": "Door No. 14, Advocates' Chambers, District Court Complex, Ballari 583101; "
                       "Dharwad: c/o Adv. S. M. Kulkarni, Vidyagiri, Dharwad",
    "practice": "Ballari and Sandur courts (civil suits, partition, cheque cases, sessions), land acquisition "
                "references, Karnataka High Court Dharwad Bench (bail, writs), KAT Bengaluru",
    "junior": {"name": "Sushma R. Patil", "enrolment_no": "KAR/3391/2022"},
    "juniors": [{"name": "Sushma R. Patil", "enrolment_no": "KAR/3391/2022",
                 "writes": "WhatsApp in Kanglish (romanised Kannada with English), short, from Sandur court verandah",
                 "usually_attends": "Sr. Civil Judge & JMFC, Sandur; mentions"}],
    "clerk": {"name": "Eranna Gadiganur", "role": "clerk: keeps the date register (diary) in Kannada script, "
                                                "takes dates from the shirastedar, sends photos of the register"},
}

JUDGES = [
    {"id": "J1", "name": "Sri Shivaraj M. Kadakol", "short": "PDJ saheb / Kadakol saheb",
     "court": "Principal District and Sessions Judge, Ballari", "court_hall": "Court Hall No. 1",
     "level": "District Court", "temperament": "Strict on witnesses and on the State's delay.",
     "habits": ["wants the witness present, else summons through SP", "records the evidence himself, slow and exact",
                "asks for sale exemplars and the guidance value in LAC matters"]},
    {"id": "J2", "name": "Smt. Roopa N. Hegde", "short": "Sandur madam",
     "court": "Senior Civil Judge and JMFC, Sandur", "court_hall": "Senior Civil Judge's Court, Sandur",
     "level": "Civil Court", "temperament": "Pushes for settlement; costs on adjournments.",
     "habits": ["refers parties to mediation / asks about compromise", "costs on adjournment",
                "insists the accused be present in cheque cases"]},
    {"id": "J3", "name": "Hon'ble Mr. Justice Anand V. Malagi", "short": "Malagi J",
     "court": "High Court of Karnataka, Dharwad Bench, Court Hall 3", "court_hall": "Court Hall 3",
     "level": "High Court", "temperament": "Bail: wound certificate and antecedents first.",
     "habits": ["asks for the wound certificate", "asks about antecedents of the accused"]},
    {"id": "J4", "name": "Sri B. Chandrashekar, Member (Judicial)", "short": "KAT judicial member",
     "court": "Karnataka Appellate Tribunal, Bengaluru, Court Hall 2", "court_hall": "Court Hall 2",
     "level": "Tribunal", "temperament": "Wants the lower office records before arguments.",
     "habits": ["calls for the records from the DC office", "hears arguments in parts"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Sri M. Ravindranath", "chamber": "Sandur / Ballari",
     "style": "For the other partners; talks settlement to gain time.", "tactics": ["settlement talks", "time"]},
    {"id": "OC2", "name": "Sri A. Gangadhar, Panel Advocate, KIADB", "chamber": "Ballari",
     "style": "Seeks time for instructions from KIADB Bengaluru.", "tactics": ["instructions from head office"]},
    {"id": "OC3", "name": "Sri Syed Imran", "chamber": "Sandur", "style": "Adjournments for the accused: unwell.",
     "tactics": ["accused unwell", "exemption"]},
    {"id": "OC4", "name": "Sri N. Lokesh, Public Prosecutor", "chamber": "PDJ Court, Ballari",
     "style": "State in the sessions case.", "tactics": ["witness not served"]},
    {"id": "OC5", "name": "Sri Praveen K. Uppar, HCGP", "chamber": "High Court, Dharwad", "style": "State in bail.",
     "tactics": ["time for objections"]},
    {"id": "OC6", "name": "Smt. K. Bharathi, Government Advocate (KAT)", "chamber": "KAT, Bengaluru",
     "style": "Time for records from the DC office.", "tactics": ["records awaited"]},
    {"id": "OC7", "name": "Sri Prakash Jain", "chamber": "Ballari", "style": "For the private respondent at KAT.",
     "tactics": []},
    {"id": "OC8", "name": "Sri Doddabasappa Kuri", "chamber": "Sandur", "style": "For the brothers in the partition "
     "suit; pleads an old oral partition.", "tactics": ["palupatti of 1998", "absent"]},
]

CLIENTS = [
    {"id": "CL1", "name": "Bojja Venkata Ramana Reddy (partner, Sri Kanaka Durga Lorry Owners)", "phone": "94481 6xxxx"},
    {"id": "CL2", "name": "Hulugappa s/o Thimmappa, Kudithini", "phone": "99645 2xxxx"},
    {"id": "CL3", "name": "Sri Sai Balaji Fuels (prop. Y. Srinivasulu), Sandur", "phone": "98451 0xxxx"},
    {"id": "CL4", "name": "Manjunatha @ Manja s/o Gadilingappa (through mother Hanumakka)", "phone": "63612 4xxxx"},
    {"id": "CL5", "name": "Siddalingaiah s/o Basappa, Moka", "phone": "94808 7xxxx"},
    {"id": "CL6", "name": "Smt. Lakshmidevi w/o Channabasappa", "phone": "97414 3xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "O.S. No. 87/2025", "judge_id": "J2",
     "title": "Bojja Venkata Ramana Reddy vs K. Thippeswamy & 2 others", "represents": "plaintiff", "client_id": "CL1",
     "opposing_counsel_id": "OC1", "nature": "suit for dissolution of the partnership 'Sri Kanaka Durga Lorry Owners' "
     "(six tipper lorries carrying iron ore, Donimalai-Hosapete) and rendition of accounts; IA for injunction",
     "filed_on": "2025-11-21", "kind": "civil suit", "court_level": "Civil Court",
     "court": "Senior Civil Judge and JMFC, Sandur", "short_name": "Reddy lorry partnership suit",
     "aliases": ["lorry case", "Kanaka Durga case", "tipper partnership", "Ramana Reddy suit"],
     "one_line_summary": "Partnership dissolution; injunction on sale of tippers; mediation failed; PW1 cross.",
     "next_date": "2027-03-03", "listed_for_next": "further cross-examination of PW1"},
    {"id": "C02", "case_number": "LAC No. 14/2024", "judge_id": "J1",
     "title": "Hulugappa vs Special Land Acquisition Officer, KIADB, Ballari & Anr.", "represents": "claimant",
     "client_id": "CL2", "opposing_counsel_id": "OC2", "nature": "reference u/s 18 LA Act r/w s. 30 KIAD Act for "
     "enhanced compensation, Sy. No. 212/3 (4 acres 18 guntas), Kudithini, acquired for Kudithini industrial area",
     "filed_on": "2024-06-28", "kind": "land acquisition reference", "court_level": "District Court",
     "court": "Principal District and Sessions Judge, Ballari", "short_name": "Hulugappa LAC",
     "aliases": ["Kudithini LAC", "KIADB reference", "compensation case"],
     "one_line_summary": "Enhancement of compensation against KIADB; claimant's and KIADB's evidence over; arguments.",
     "next_date": "2027-02-26", "listed_for_next": "arguments of respondents"},
    {"id": "C03", "case_number": "C.C. No. 412/2025", "judge_id": "J2",
     "title": "Sri Sai Balaji Fuels vs K. Mohan Babu", "represents": "complainant", "client_id": "CL3",
     "opposing_counsel_id": "OC3", "nature": "complaint u/s 138 N.I. Act, cheque Rs. 4,85,000 dishonoured",
     "filed_on": "2025-08-29", "kind": "criminal complaint", "court_level": "Magistrate Court",
     "court": "Senior Civil Judge and JMFC, Sandur", "short_name": "Balaji Fuels cheque case",
     "aliases": ["bunk cheque case", "Mohan Babu 138", "Srinivasulu case"],
     "one_line_summary": "Cheque case; accused's adjournments; complainant's evidence closed; 313 done.",
     "next_date": "2027-03-05", "listed_for_next": "defence evidence"},
    {"id": "C04", "case_number": "S.C. No. 56/2026", "judge_id": "J1",
     "title": "State by Cowl Bazar Police vs Manjunatha @ Manja", "represents": "accused", "client_id": "CL4",
     "opposing_counsel_id": "OC4", "nature": "sessions trial u/s 109, 118(2), 352 BNS, Cr. No. 118/2025 "
     "Cowl Bazar PS, stabbing at the auto stand on 12.10.2025", "filed_on": "2026-03-27", "kind": "sessions trial",
     "court_level": "District Court", "court": "Principal District and Sessions Judge, Ballari",
     "short_name": "Manja sessions case", "aliases": ["Cowl Bazar case", "auto stand case", "Manja trial"],
     "one_line_summary": "Attempt to murder trial; PW1 injured, PW2 hostile, doctor examined; IO's evidence.",
     "next_date": "2027-02-26", "listed_for_next": "cross-examination of PW4 (IO)"},
    {"id": "C05", "case_number": "Crl.P. No. 100512/2026", "judge_id": "J3",
     "title": "Manjunatha @ Manja vs State of Karnataka", "represents": "petitioner", "client_id": "CL4",
     "opposing_counsel_id": "OC5", "nature": "regular bail u/s 483 BNSS in Cr. No. 118/2025 Cowl Bazar PS, after "
     "rejection by the Sessions Court", "filed_on": "2026-01-30", "kind": "bail", "court_level": "High Court",
     "court": "High Court of Karnataka, Dharwad Bench", "short_name": "Manja bail (Dharwad)",
     "aliases": ["Dharwad bail", "Manja HC bail"], "one_line_summary": "Bail granted on 09.03.2026.",
     "next_date": None, "listed_for_next": "disposed - bail granted on 09.03.2026"},
    {"id": "C06", "case_number": "Appeal No. 1874/2025", "judge_id": "J4",
     "title": "Siddalingaiah vs State of Karnataka by DC Ballari & Kariyappa", "represents": "appellant",
     "client_id": "CL5", "opposing_counsel_id": "OC6", "nature": "revenue appeal u/s 49 Karnataka Land Revenue Act "
     "against the DC's order cancelling mutation M.R. No. 34/2019-20 of Sy. No. 77/2, Moka village",
     "filed_on": "2025-12-02", "kind": "revenue appeal", "court_level": "Tribunal",
     "court": "Karnataka Appellate Tribunal, Bengaluru", "short_name": "Siddalingaiah KAT appeal",
     "aliases": ["KAT appeal", "Moka mutation case", "khata appeal"],
     "one_line_summary": "Appeal against cancelled mutation; stay; records from DC; arguments in part.",
     "next_date": "2027-03-22", "listed_for_next": "further arguments"},
    {"id": "C07", "case_number": "O.S. No. 203/2024", "judge_id": "J2",
     "title": "Smt. Lakshmidevi vs Channaveerappa & 3 others", "represents": "plaintiff", "client_id": "CL6",
     "opposing_counsel_id": "OC8", "nature": "suit for partition and separate possession of 1/5th share in ancestral "
     "lands Sy. Nos. 45 and 46, Yeshwanthnagar, Sandur taluk (11 acres 20 guntas) and a house",
     "filed_on": "2024-09-16", "kind": "civil suit", "court_level": "Civil Court",
     "court": "Senior Civil Judge and JMFC, Sandur", "short_name": "Lakshmidevi partition suit",
     "aliases": ["partition case", "Yeshwanthnagar case", "paalu case"],
     "one_line_summary": "Daughter's partition suit; brothers plead 1998 oral partition; defence evidence.",
     "next_date": "2027-03-03", "listed_for_next": "cross-examination of DW1"},
]
