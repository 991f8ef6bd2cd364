"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

H = [
    # C01 Akot cheque (JMFC Akot, Thursdays)
    ("C01-H01", "2028-07-06", "verification", "verification statement; process issued u/s 204", "2028-08-10", None, None, None),
    ("C01-H02", "2028-08-10", "appearance", "summons unserved; fresh summons through PS Akot City", "2028-09-14", None, None, None),
    ("C01-H03", "2028-09-14", "appearance", "accused appeared through Adv. Tiwari; bail bond Rs. 15,000", "2028-10-26", None, None, None),
    ("C01-H04", "2028-10-26", "plea", "plea recorded, not guilty (security cheque); s. 143A interim compensation 20% Rs. 1,28,000 in 60 days", "2028-12-07", None, None, None),
    ("C01-H05", "2028-12-07", "CE", "accused exemption; Tiwari sought time", "2029-01-18", "opposing side", "exemption", None),
    ("C01-H06", "2029-01-18", "CE", "CW1 Omprakash Lahoti affidavit Exh. 24; cross in part; interim compensation not paid", "2029-03-08", None, None, None),
    ("C01-H07", "2029-03-08", "CE", "Tiwari absent; adjourned on costs Rs. 500", "2029-04-19", "opposing side", "counsel absent", {"amount": 500, "on": "accused", "to": "complainant"}),
    ("C01-H08", "2029-04-19", "CE", "CW1 cross concluded; CW2 Santosh Bhople affidavit filed", "2029-06-07", None, None, None),
    # C02 Ingle crop loan (Co-op Court Akola)
    ("C02-H01", "2028-07-12", "appearance", "opponent appeared; time for written statement", "2028-08-23", "our side", "time for WS", None),
    ("C02-H02", "2028-08-23", "WS", "WS Exh. 14 filed: karjmafi, wrong interest, crop failure", "2028-10-04", None, None, None),
    ("C02-H03", "2028-10-04", "documents", "bank to produce loan ledger and karjmafi list; Patil sought time", "2028-11-22", "opposing side", "record", None),
    ("C02-H04", "2028-11-22", "documents", "ledger produced; bank offers OTS Rs. 1,95,000", "2029-01-10", None, None, None),
    ("C02-H05", "2029-01-10", "evidence", "bank's witness Branch Manager Anil Deshpande examined and cross-examined", "2029-03-14", None, None, None),
    ("C02-H06", "2029-03-14", "OTS", "OTS Rs. 1,72,500 by 30.04.2029 recorded", "2029-06-13", None, None, None),
    # C03 Dhore seed complaint (DCDRC Akola)
    ("C03-H01", "2028-07-27", "admission", "admitted; notice to OP1, OP2", "2028-09-06", None, None, None),
    ("C03-H02", "2028-09-06", "reply", "OP1 appeared; OP2 absent; time for reply", "2028-10-11", "opposing side", "time for reply", None),
    ("C03-H03", "2028-10-11", "reply", "OP2 reply: rainfall and sowing; Commission wants seed committee report", "2028-12-13", None, None, None),
    ("C03-H04", "2028-12-13", "documents", "committee report filed (germination 35%); OP2 seeks lab test", "2029-02-07", None, None, None),
    ("C03-H05", "2029-02-07", "evidence", "complainant's affidavit evidence; OP2 time on costs Rs. 1,000", "2029-04-04", "opposing side", "time for evidence", {"amount": 1000, "on": "OP2", "to": "complainant"}),
    ("C03-H06", "2029-04-04", "evidence", "OP2 evidence and written notes filed", "2029-06-07", None, None, None),
    # C04 Kale boundary (CJJD Murtizapur)
    ("C04-H01", "2028-06-28", "WS", "WS filed by defendant Ramdas", "2028-08-02", None, None, None),
    ("C04-H02", "2028-08-02", "Exh. 5", "status quo on the bund ordered below Exh. 5", "2028-09-13", None, None, None),
    ("C04-H03", "2028-09-13", "issues", "issues framed; commission application Exh. 27", "2028-10-25", None, None, None),
    ("C04-H04", "2028-10-25", "Exh. 27", "commission allowed: TILR Murtizapur to measure; fee Rs. 4,500", "2029-01-03", None, None, None),
    ("C04-H05", "2029-01-03", "commission", "measurement not done; TILR date 22.01.2029", "2029-02-21", "court", "report awaited", None),
    ("C04-H06", "2029-02-21", "commission", "TILR map filed: 7 R encroached, bund shifted 1.2 m; objection Exh. 41", "2029-04-18", None, None, None),
    ("C04-H07", "2029-04-18", "PE", "Dhage time for say; PW1 affidavit filed", "2029-06-14", "opposing side", "time for say", None),
    # C05 Bandu murder trial (ASJ-2 Akola, Tuesdays)
    ("C05-H01", "2028-06-20", "charge", "charge framed u/s 103(1) BNS; not guilty", "2028-07-18", None, None, None),
    ("C05-H02", "2028-07-18", "PE", "PW1 Kavita Sonone chief; cross in part", "2028-08-22", None, None, None),
    ("C05-H03", "2028-08-22", "PE", "PW1 cross concluded; PW2 absent, summons", "2028-09-19", None, None, None),
    ("C05-H04", "2028-09-19", "PE", "APP time; bailable warrant against PW2", "2028-10-24", "opposing side", "witness not served", None),
    ("C05-H05", "2028-10-24", "PE", "PW2 Nilesh Kharat hostile; cross by APP and defence", "2028-12-05", None, None, None),
    ("C05-H06", "2028-12-05", "PE", "PW3 panch Ganesh Bhagat hostile; PW4 Dr. Swati Mankar examined", "2029-01-16", None, None, None),
    ("C05-H07", "2029-01-16", "PE", "IO on leave; APP time", "2029-02-27", "opposing side", "IO on leave", None),
    ("C05-H08", "2029-02-27", "PE", "PW5 IO API Sachin Dhote chief; cross in part; bail Exh. 58 rejected", "2029-04-10", None, None, None),
    ("C05-H09", "2029-04-10", "PE", "PW5 cross concluded; PE closed Exh. 71", "2029-06-12", None, None, None),
    # C06 Rafiq ULP (Labour Court Akola)
    ("C06-H01", "2028-07-14", "appearance", "mill appeared; time for WS", "2028-08-18", "opposing side", "time for WS", None),
    ("C06-H02", "2028-08-18", "WS", "WS: dismissal after DE for 14 yarn cones", "2028-09-29", None, None, None),
    ("C06-H03", "2028-09-29", "issues", "preliminary issue on fairness of DE framed", "2028-11-24", None, None, None),
    ("C06-H04", "2028-11-24", "evidence", "complainant deposed; cross by Joshi", "2029-01-25", None, None, None),
    ("C06-H05", "2029-01-25", "evidence", "enquiry officer Prakash Mohod examined; admits charge-sheet only in English", "2029-03-22", None, None, None),
    ("C06-H06", "2029-03-22", "arguments", "arguments on preliminary issue heard", "2029-06-05", None, None, None),
    ("C06-H07", "2029-06-05", "order", "DE held not fair and proper; management to prove misconduct", "2029-07-06", None, None, None),
    # C07 Sirsat writ (Nagpur Bench, Mondays)
    ("C07-H01", "2028-07-24", "admission", "notice; interim stay of Additional Collector's order", "2028-08-28", None, None, None),
    ("C07-H02", "2028-08-28", "reply", "AGP time for reply", "2028-10-09", "opposing side", "instructions", None),
    ("C07-H03", "2028-10-09", "reply", "reply filed; chart of dates directed", "2028-12-04", None, None, None),
    ("C07-H04", "2028-12-04", "final", "writ allowed; order quashed", None, None, None, None),
    # C08 Agrawal cheque (JMFC Akola Ct 4)
    ("C08-H01", "2028-08-03", "appearance", "accused appeared; referred to mediation", "2028-09-07", None, None, None),
    ("C08-H02", "2028-09-07", "mediation", "settled Rs. 2,85,000 in three instalments; Rs. 1,00,000 paid", "2028-11-09", None, None, None),
    ("C08-H03", "2028-11-09", "compounding", "balance paid; compounded u/s 147; acquitted", None, None, None, None),
]
