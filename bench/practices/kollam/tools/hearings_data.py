"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

H = [
    # C01 Kundara cashew ID (Industrial Tribunal Kollam)
    ("C01-H01", "2030-01-16", "written statement", "management's WS; muster roll and wage register 2028-29 to be produced", "2030-02-20", None, None, None),
    ("C01-H02", "2030-02-20", "records", "management sought time: records with the auditor", "2030-03-20", "opposing side", "records with auditor", None),
    ("C01-H03", "2030-03-20", "records", "muster roll produced, wage register not; last chance", "2030-06-19", "opposing side", "records not ready", None),
    ("C01-H04", "2030-06-19", "evidence", "WW1 Ponnamma examined in chief; Exts W1 to W6", "2030-07-24", None, None, None),
    ("C01-H05", "2030-07-24", "evidence", "WW1 cross-examined by management", "2030-09-25", None, None, None),
    ("C01-H06", "2030-09-25", "evidence", "WW2 Sarasamma examined; tribunal suggested talks before conciliation officer", "2030-11-27", None, None, None),
    ("C01-H07", "2030-11-27", "evidence", "talks failed; MW1 absent; management time", "2031-01-21", "opposing side", "witness not present", None),
    # C02 Clappana partition (Munsiff Karunagappally)
    ("C02-H01", "2030-01-24", "appearance", "defendant abroad; vakalath; time for WS", "2030-02-28", "opposing side", "client abroad", None),
    ("C02-H02", "2030-02-28", "WS", "WS filed; referred to mediation", "2030-03-28", None, None, None),
    ("C02-H03", "2030-03-28", "mediation report", "mediation failed; issues; commission application", "2030-06-13", None, None, None),
    ("C02-H04", "2030-06-13", "commission", "advocate commissioner appointed with taluk surveyor; batta Rs. 7,500", "2030-08-22", None, None, None),
    ("C02-H05", "2030-08-22", "commission report", "commission not executed - gate locked; police aid ordered", "2030-10-17", None, None, None),
    ("C02-H06", "2030-10-17", "commission report", "report and plan filed; defendant time for objection", "2030-12-12", "opposing side", "time for objection", None),
    ("C02-H07", "2030-12-12", "objection", "defendant in Dubai; time on costs Rs. 1,500", "2031-01-28", "opposing side", "client abroad", {"amount": 1500, "on": "defendant", "to": "plaintiffs"}),
    # C03 Chinnakada RCP (Rent Control Court Kollam)
    ("C03-H01", "2030-01-10", "counter", "tenant's counter disputes rent; s. 12 petition", "2030-02-07", None, None, None),
    ("C03-H02", "2030-02-07", "s. 12", "s. 12 order: deposit admitted arrears Rs. 1,08,000 in a month", "2030-03-14", None, None, None),
    ("C03-H03", "2030-03-14", "evidence", "deposit made; PW1 Rasheed chief by affidavit", "2030-06-06", None, None, None),
    ("C03-H04", "2030-06-06", "evidence", "PW1 cross-examined", "2030-07-11", None, None, None),
    ("C03-H05", "2030-07-11", "evidence", "PW2 Faisal examined; s. 12(3) petition for default", "2030-09-19", None, None, None),
    ("C03-H06", "2030-09-19", "evidence", "RW1 Salim examined in chief", "2030-11-21", None, None, None),
    ("C03-H07", "2030-11-21", "evidence", "RW1 cross; evidence closed; tenant time for arguments", "2031-01-21", "opposing side", "time for arguments", None),
    # C04 kuri cheque case (JFCM-II Kollam)
    ("C04-H01", "2030-01-14", "appearance", "accused appeared, bail; s. 143A petition", "2030-02-11", None, None, None),
    ("C04-H02", "2030-02-11", "plea", "s. 143A allowed Rs. 96,000 in 60 days; particulars read, not guilty", "2030-03-18", None, None, None),
    ("C04-H03", "2030-03-18", "CE", "CW1 Suresh Kumar affidavit; Exts P1 to P7", "2030-06-17", None, None, None),
    ("C04-H04", "2030-06-17", "CE", "interim compensation not deposited; defence time for cross", "2030-07-22", "opposing side", "time for cross", None),
    ("C04-H05", "2030-07-22", "CE", "CW1 cross-examined", "2030-09-16", None, None, None),
    ("C04-H06", "2030-09-16", "CE", "CW2 bank officer examined; CE closed", "2030-11-18", None, None, None),
    ("C04-H07", "2030-11-18", "313", "accused questioned u/s 313 CrPC; wants defence evidence", "2031-01-23", None, None, None),
    # C05 Divya (Family Court Kollam)
    ("C05-H01", "2030-01-17", "counselling report", "counselling failed; interim maintenance petition", "2030-02-21", None, None, None),
    ("C05-H02", "2030-02-21", "interim", "interim maintenance Rs. 6,000 wife + Rs. 4,000 child", "2030-03-21", None, None, None),
    ("C05-H03", "2030-03-21", "evidence", "joint trial; PW1 Divya chief; 62 sovereigns", "2030-06-20", None, None, None),
    ("C05-H04", "2030-06-20", "evidence", "PW1 cross-examined", "2030-08-01", None, None, None),
    ("C05-H05", "2030-08-01", "evidence", "PW2 Sasankan examined; arrears petition", "2030-10-03", None, None, None),
    ("C05-H06", "2030-10-03", "RE", "RW1 absent; time; arrears to be paid", "2030-12-05", "opposing side", "respondent abroad for work", None),
    ("C05-H07", "2030-12-05", "RE", "RW1 Anoop chief affidavit; cross deferred", "2031-01-24", None, None, None),
    # C06 Shaji MACT
    ("C06-H01", "2030-01-29", "counter", "insurer's counter: contributory negligence", "2030-03-05", None, None, None),
    ("C06-H02", "2030-03-05", "issues", "issues; claimant referred to Medical Board", "2030-06-04", None, None, None),
    ("C06-H03", "2030-06-04", "Medical Board", "board not yet; adjourned", "2030-07-30", "court", "medical board report awaited", None),
    ("C06-H04", "2030-07-30", "evidence", "disability certificate 18%; PW1 chief", "2030-10-08", None, None, None),
    ("C06-H05", "2030-10-08", "evidence", "PW1 cross; insurer offered Rs. 3,40,000 at adalath, declined", "2030-12-03", None, None, None),
    ("C06-H06", "2030-12-03", "evidence", "PW2 Dr. Rekha examined; claimant's evidence closed", "2031-02-04", None, None, None),
    # C07 Chandi Biju abkari bail (HC)
    ("C07-H01", "2030-06-12", "admission", "PP to get instructions; CA report called for", "2030-06-26", None, None, None),
    ("C07-H02", "2030-06-26", "hearing", "CA report not received; quantity asked", "2030-07-08", "opposing side", "CA report awaited", None),
    ("C07-H03", "2030-07-08", "hearing", "CA report received; PP opposed on earlier case; reserved", "2030-07-15", None, None, None),
    ("C07-H04", "2030-07-15", "orders", "bail granted: bond Rs. 50,000, two sureties, report every Saturday", None, None, None, None),
    # C08 Neendakara boat suit
    ("C08-H01", "2030-02-20", "IA", "ad interim injunction", "2030-03-06", None, None, None),
    ("C08-H02", "2030-03-06", "counter", "defendant's counter: 50% share, paid Rs. 6 lakh for the net", "2030-03-27", None, None, None),
    ("C08-H03", "2030-03-27", "IA hearing", "boat to operate; auction proceeds 50:50; monthly accounts", "2030-07-17", None, None, None),
    ("C08-H04", "2030-07-17", "hearing", "trawling ban; settlement talks through the parish", "2030-10-16", None, None, None),
    ("C08-H05", "2030-10-16", "settlement", "compromise draft; time to sign", "2030-11-12", None, None, None),
    ("C08-H06", "2030-11-12", "compromise", "compromise decree: Joseph buys Sebastian's share for Rs. 7,25,000", None, None, None, None),
]
