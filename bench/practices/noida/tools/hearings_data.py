"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

H = [
    # C01 Sharma RERA refund (UP RERA Bench-3)
    ("C01-H01", "2030-08-20", "first hearing", "notice; builder to file reply", "2030-10-08", None, None, None),
    ("C01-H02", "2030-10-08", "reply", "builder's counsel sought time; reply not filed", "2030-12-03", "opposing side", "time for reply", None),
    ("C01-H03", "2030-12-03", "reply", "reply filed: force majeure, NGT ban; receipts reconciliation directed", "2031-02-11", None, None, None),
    ("C01-H04", "2031-02-11", "arguments", "arguments heard; reserved", "2031-04-15", None, None, None),
    ("C01-H05", "2031-04-15", "order", "refund of Rs. 62,40,000 with interest at SBI MCLR + 1% within 45 days", "2031-06-17", None, None, None),
    ("C01-H06", "2031-06-17", "compliance", "not complied; builder sought time; recovery certificate application to be heard", "2031-08-12", "opposing side", "time to comply", None),
    # C02 Goel consumer (DCDRC)
    ("C02-H01", "2030-09-04", "admission", "admitted; notice to OP", "2030-11-06", None, None, None),
    ("C02-H02", "2030-11-06", "WS", "OP's WS not filed; last opportunity", "2031-01-15", "opposing side", "time for WS", None),
    ("C02-H03", "2031-01-15", "WS", "WS filed; rejoinder and evidence affidavit", "2031-03-12", None, None, None),
    ("C02-H04", "2031-03-12", "evidence", "complainant's evidence affidavit filed; OP's evidence", "2031-05-07", None, None, None),
    ("C02-H05", "2031-05-07", "evidence", "OP's evidence affidavit not filed; costs Rs. 2,000", "2031-07-09", "opposing side", "time for evidence", {"amount": 2000, "on": "OP", "to": "complainant"}),
    ("C02-H06", "2031-07-09", "evidence", "OP's affidavit filed; written arguments", "2031-09-10", None, None, None),
    # C03 Kakrala dakhil-kharij (SDM Dadri)
    ("C03-H01", "2030-08-28", "admission", "appeal admitted; notice; record of tehsildar summoned", "2030-10-16", None, None, None),
    ("C03-H02", "2030-10-16", "record", "tehsil record not received; lekhpal report called", "2030-12-18", "court", "record awaited", None),
    ("C03-H03", "2030-12-18", "lekhpal report", "lekhpal report filed; objection by respondents", "2031-02-19", None, None, None),
    ("C03-H04", "2031-02-19", "arguments", "SDM on leave; presiding officer absent", "2031-04-23", "court", "presiding officer on leave", None),
    ("C03-H05", "2031-04-23", "arguments", "arguments heard in part; respondents time", "2031-07-02", "opposing side", "counsel busy", None),
    ("C03-H06", "2031-07-02", "arguments", "arguments concluded; written submissions in 2 weeks; for order", "2031-08-27", None, None, None),
    # C04 Chawla shop eviction (CJSD)
    ("C04-H01", "2030-09-12", "WS", "WS filed by defendant; denies arrears", "2030-11-14", None, None, None),
    ("C04-H02", "2030-11-14", "issues", "issues framed (5)", "2031-01-22", None, None, None),
    ("C04-H03", "2031-01-22", "PE", "PW1 Harish Chawla affidavit; cross deferred, defence counsel busy", "2031-03-26", "opposing side", "counsel busy", None),
    ("C04-H04", "2031-03-26", "PE", "PW1 cross-examined", "2031-05-21", None, None, None),
    ("C04-H05", "2031-05-21", "PE", "defence absent; costs Rs. 1,500; PE closed", "2031-07-16", "opposing side", "counsel busy", {"amount": 1500, "on": "defendant", "to": "plaintiff"}),
    ("C04-H06", "2031-07-16", "DE", "no DW; last opportunity", "2031-08-20", "opposing side", "witness not present", None),
    # C05 Shalini maintenance (Family Court)
    ("C05-H01", "2030-08-07", "appearance", "notice served; husband appeared; mediation centre", "2030-09-25", None, None, None),
    ("C05-H02", "2030-09-25", "mediation report", "mediation failed; reply", "2030-11-20", None, None, None),
    ("C05-H03", "2030-11-20", "interim", "interim maintenance Rs. 25,000 p.m. from date of application", "2031-01-08", None, None, None),
    ("C05-H04", "2031-01-08", "evidence", "salary slips and ITR of both directed; arrears not paid", "2031-02-26", None, None, None),
    ("C05-H05", "2031-02-26", "evidence", "PW1 Shalini examined; cross", "2031-04-09", None, None, None),
    ("C05-H06", "2031-04-09", "evidence", "OPW1 Gaurav affidavit; cross deferred", "2031-07-07", "opposing side", "time", None),
    ("C05-H07", "2031-07-07", "evidence", "OPW1 part cross; adjourned", "2031-07-24", "court", "paucity of time", None),
    # C06 Qureshi cheque (ACJM-II)
    ("C06-H01", "2030-08-13", "appearance", "accused absent; BW Rs. 10,000", "2030-09-30", None, None, None),
    ("C06-H02", "2030-09-30", "appearance", "accused absent; NBW", "2030-11-25", None, None, None),
    ("C06-H03", "2030-11-25", "appearance", "accused surrendered; bail; copies", "2031-01-29", None, None, None),
    ("C06-H04", "2031-01-29", "substance", "substance of accusation explained; defence: cheque given as security", "2031-03-18", None, None, None),
    ("C06-H05", "2031-03-18", "CE", "CW1 Saleem Qureshi affidavit; cross in part", "2031-05-13", None, None, None),
    ("C06-H06", "2031-05-13", "CE", "accused exemption on costs Rs. 500", "2031-07-15", "opposing side", "exemption", {"amount": 500, "on": "accused", "to": "complainant"}),
    ("C06-H07", "2031-07-15", "CE", "CW1 cross concluded; CW2 bank official examined; CE closed", "2031-08-19", None, None, None),
    # C07 Sunita MACT
    ("C07-H01", "2030-09-18", "notice", "notice to owner, driver and insurer", "2030-11-27", None, None, None),
    ("C07-H02", "2030-11-27", "WS", "insurer WS: driver's licence fake; issues", "2031-02-05", None, None, None),
    ("C07-H03", "2031-02-05", "PE", "PW1 Sunita examined", "2031-04-02", None, None, None),
    ("C07-H04", "2031-04-02", "PE", "PW2 eyewitness Rohit Chauhan examined; cross by insurer deferred", "2031-05-28", "opposing side", "time for cross", None),
    ("C07-H05", "2031-05-28", "PE", "PW2 cross-examined; Lok Adalat offer of insurer Rs. 28,00,000 refused", "2031-07-21", None, None, None),
    ("C07-H06", "2031-07-21", "RE", "PE closed; insurer's evidence", "2031-09-03", None, None, None),
    # C08 Vikas anticipatory bail (Allahabad HC)
    ("C08-H01", "2030-10-22", "admission", "interim protection; no coercive action; AGA to get instructions", "2030-11-12", None, None, None),
    ("C08-H02", "2030-11-12", "hearing", "AGA sought time; interim extended", "2030-12-09", "opposing side", "instructions", None),
    ("C08-H03", "2030-12-09", "final", "anticipatory bail granted till filing of police report, conditions", None, None, None, None),
]
