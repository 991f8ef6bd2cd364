"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

H = [
    # C01 Halke batwara suit (CJSD Jhansi)
    ("C01-H01", "2026-02-05", "written statement", "WS by D1 Mulayam Singh filed; D2 and D3 sought time", "2026-03-09", "opposing side", "time for written statement", None),
    ("C01-H02", "2026-03-09", "written statement", "D2, D3 WS filed on costs Rs. 500", "2026-04-07", "opposing side", "time for written statement", {"amount": 500, "on": "defendants 2-3", "to": "plaintiff"}),
    ("C01-H03", "2026-04-07", "issues", "5 issues framed; amin commission application moved", "2026-05-05", None, None, None),
    ("C01-H04", "2026-05-05", "amin commission", "amin commission allowed; Sri Rajaram, amin, to survey the house", "2026-07-14", None, None, None),
    ("C01-H05", "2026-07-14", "amin report", "amin report not filed; adjourned", "2026-08-21", "court", "amin report awaited", None),
    ("C01-H06", "2026-08-21", "amin report", "amin report filed; D1 filed objections", "2026-10-06", None, None, None),
    ("C01-H07", "2026-10-06", "objections / PE", "objections to be decided with the suit; PW1 affidavit filed", "2026-12-03", None, None, None),
    ("C01-H08", "2026-12-03", "PE", "PW1 Halke Prasad partly cross-examined by Dubey", "2027-02-17", "opposing side", "cross not concluded", None),
    # C02 Bhagwandas chak writ (Allahabad HC, Court 29)
    ("C02-H01", "2026-03-17", "fresh", "notice; status quo on possession of chak no. 118; counter in 4 weeks", "2026-05-12", None, None, None),
    ("C02-H02", "2026-05-12", "counter", "counter not filed; time to the respondents", "2026-08-04", "opposing side", "time for counter affidavit", None),
    ("C02-H03", "2026-08-04", "counter", "counter of respondent 4 filed; rejoinder in 2 weeks", "2026-10-13", None, None, None),
    ("C02-H04", "2026-10-13", "hearing", "not reached", "2027-01-19", "court", "not reached", None),
    ("C02-H05", "2027-01-19", "hearing", "part heard; CH Form 23 and the chak map called for", "2027-03-02", None, None, None),
    # C03 Rajni maintenance (Family Court)
    ("C03-H01", "2026-02-12", "reconciliation", "referred to mediation centre", "2026-03-16", None, None, None),
    ("C03-H02", "2026-03-16", "interim maintenance", "mediation failed; interim application argued", "2026-04-16", None, None, None),
    ("C03-H03", "2026-04-16", "order on interim maintenance", "interim maintenance Rs. 6,000 per month from the date of application", "2026-05-20", None, None, None),
    ("C03-H04", "2026-05-20", "income affidavit", "husband's income affidavit not filed; costs Rs. 1,000", "2026-07-22", "opposing side", "income affidavit not ready", {"amount": 1000, "on": "husband", "to": "wife"}),
    ("C03-H05", "2026-07-22", "evidence", "PW1 Rajni examined in chief; cross deferred", "2026-09-10", "opposing side", "counsel busy", None),
    ("C03-H06", "2026-09-10", "evidence", "PW1 cross-examined; recovery application for arrears Rs. 36,000", "2026-11-18", None, None, None),
    ("C03-H07", "2026-11-18", "OP evidence / recovery", "notice on the recovery application; DW1 affidavit filed", "2027-01-28", None, None, None),
    ("C03-H08", "2027-01-28", "OP evidence", "husband paid Rs. 20,000 of arrears; DW1 part cross", "2027-02-17", None, None, None),
    # C04 Kamla Devi MACT
    ("C04-H01", "2026-02-24", "notice", "owner served; insurer's counsel appeared", "2026-04-01", None, None, None),
    ("C04-H02", "2026-04-01", "written statement", "insurer's WS: driver's licence fake", "2026-05-07", None, None, None),
    ("C04-H03", "2026-05-07", "issues", "issues framed", "2026-07-09", None, None, None),
    ("C04-H04", "2026-07-09", "PE", "PW1 Kamla Devi examined and cross-examined", "2026-08-27", None, None, None),
    ("C04-H05", "2026-08-27", "PE", "PW2 Brijesh Kumar, eyewitness, examined; PE closed", "2026-10-29", None, None, None),
    ("C04-H06", "2026-10-29", "DE", "RTO clerk summoned, absent; insurer time", "2026-12-17", "opposing side", "witness absent", None),
    ("C04-H07", "2026-12-17", "DE", "DW1 Suresh Chandra (investigator) examined; DE closed", "2027-02-22", None, None, None),
    # C05 Pappu SC/ST trial
    ("C05-H01", "2026-02-19", "PE", "PW1 absent; summons", "2026-03-20", "opposing side", "witness absent", None),
    ("C05-H02", "2026-03-20", "PE", "PW1 Dayaram examined in chief; cross deferred", "2026-04-23", None, None, None),
    ("C05-H03", "2026-04-23", "PE", "PW1 cross-examined", "2026-07-16", None, None, None),
    ("C05-H04", "2026-07-16", "PE", "PW2 Sunita absent; bailable warrant", "2026-08-13", "opposing side", "witness absent", None),
    ("C05-H05", "2026-08-13", "PE", "PW2 Sunita examined and cross-examined", "2026-09-24", None, None, None),
    ("C05-H06", "2026-09-24", "PE", "PW3 Dr. Anand Tiwari proved the injury report", "2026-11-26", None, None, None),
    ("C05-H07", "2026-11-26", "PE", "IO absent; warrant", "2027-01-21", "opposing side", "witness absent", None),
    ("C05-H08", "2027-01-21", "PE", "PW4 IO SI Rakesh Yadav examined in chief; cross deferred", "2027-02-17", None, None, None),
    # C06 Kalicharan appeal (ADJ-3)
    ("C06-H01", "2026-03-05", "arguments", "LCR received; appeal listed for arguments", "2026-04-09", None, None, None),
    ("C06-H02", "2026-04-09", "arguments", "DGC sought time", "2026-05-14", "opposing side", "DGC busy in sessions trial", None),
    ("C06-H03", "2026-05-14", "arguments", "appellant's arguments heard", "2026-07-07", None, None, None),
    ("C06-H04", "2026-07-07", "arguments", "State's arguments; judgment reserved", "2026-07-28", None, None, None),
    ("C06-H05", "2026-07-28", "judgment", "appeal partly allowed; s. 325 altered to s. 323; sentence undergone and fine Rs. 3,000", None, None, None, None),
    # C07 Dharmendra revision (Allahabad HC, Court 64)
    ("C07-H01", "2026-07-20", "admission", "notice to OP2; recovery stayed subject to deposit of Rs. 18,000 in 4 weeks", "2026-09-14", None, None, None),
    ("C07-H02", "2026-09-14", "hearing", "objection of OP2 filed; deposit not made", "2026-11-23", None, None, None),
    ("C07-H03", "2026-11-23", "hearing", "interim order not extended, deposit not made; adjourned", "2027-03-08", "court", "paucity of time", None),
    # C08 Gupta bank suit (ACJSD Ct 4)
    ("C08-H01", "2026-02-10", "written statement", "WS of D1 filed with OTS request", "2026-03-24", None, None, None),
    ("C08-H02", "2026-03-24", "replication", "bank sought time for replication", "2026-04-28", "opposing side", "instructions awaited", None),
    ("C08-H03", "2026-04-28", "OTS", "D1 offered OTS Rs. 7,50,000; bank to take instructions", "2026-07-21", None, None, None),
    ("C08-H04", "2026-07-21", "issues", "bank rejected OTS; 6 issues framed", "2026-09-08", None, None, None),
    ("C08-H05", "2026-09-08", "PE", "PW1 Vinod Kumar Nigam, branch manager, examined in chief", "2026-10-27", None, None, None),
    ("C08-H06", "2026-10-27", "PE", "PW1 cross-examined; statement of account not certified", "2026-12-15", None, None, None),
    ("C08-H07", "2026-12-15", "PE", "certified statement filed; fresh OTS talks at Rs. 8,25,000", "2027-02-09", "opposing side", "instructions awaited", None),
    ("C08-H08", "2027-02-09", "OTS / compromise", "bank accepted OTS Rs. 8,25,000 in principle; compromise to be filed", "2027-03-04", None, None, None),
]
