"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

OPP = "opposing side"
H = [
    # C01 Murugan Handlooms commercial suit (PDJ Erode)
    ("C01-H01", "2028-12-11", "written statement", "WS of defendant filed; rejoinder", "2029-01-22", None, None, None),
    ("C01-H02", "2029-01-22", "case management hearing", "defendant sought time for admission/denial of documents", "2029-02-19", OPP, "time for admission and denial", None),
    ("C01-H03", "2029-02-19", "case management hearing", "5 issues framed; timeline fixed", "2029-03-26", None, None, None),
    ("C01-H04", "2029-03-26", "PE", "PW1 Palanisamy proof affidavit; Ex.A1-A14 marked", "2029-04-23", None, None, None),
    ("C01-H05", "2029-04-23", "PE", "defence not ready for cross; costs Rs. 3,000", "2029-06-18", OPP, "counsel not ready", {"amount": 3000, "on": "defendant", "to": "plaintiff"}),
    ("C01-H06", "2029-06-18", "PE", "PW1 cross-examined (1,200 bedsheets rejected lot)", "2029-08-06", None, None, None),
    ("C01-H07", "2029-08-06", "DE", "DW1 Velmurugan proof affidavit; cross deferred", "2029-09-24", None, None, None),
    ("C01-H08", "2029-09-24", "DE", "DW1 cross-examined; DE closed", "2029-11-19", None, None, None),
    ("C01-H09", "2029-11-19", "arguments", "plaintiff's arguments heard; defendant's arguments", "2029-12-17", None, None, None),
    # C02 Manjal mandi accounts suit (DM Perundurai)
    ("C02-H01", "2029-02-14", "appearance", "defendant appeared; time for WS", "2029-04-18", OPP, "time for written statement", None),
    ("C02-H02", "2029-04-18", "WS", "WS filed: accounts settled, pattis disputed", "2029-06-20", None, None, None),
    ("C02-H03", "2029-06-20", "issues", "issues framed; IA for advocate commissioner", "2029-07-25", None, None, None),
    ("C02-H04", "2029-07-25", "IA", "advocate commissioner S. Gopal appointed; fee Rs. 7,500", "2029-09-19", None, None, None),
    ("C02-H05", "2029-09-19", "commissioner's report", "report: Rs. 4,82,350 due; objections", "2029-11-21", None, None, None),
    ("C02-H06", "2029-11-21", "PE", "objections filed; PW1 Senthilkumar chief", "2030-01-09", None, None, None),
    # C03 powerloom shed RCOP (Rent Court Bhavani)
    ("C03-H01", "2029-03-07", "notice", "tenant appeared", "2029-04-04", None, None, None),
    ("C03-H02", "2029-04-04", "counter", "counter: agreement not registered with the Rent Authority", "2029-06-13", None, None, None),
    ("C03-H03", "2029-06-13", "IA", "tenant to deposit arrears Rs. 1,44,000 in 4 weeks", "2029-07-18", None, None, None),
    ("C03-H04", "2029-07-18", "IA", "only Rs. 72,000 deposited; time for balance", "2029-08-22", OPP, "time to deposit", None),
    ("C03-H05", "2029-08-22", "PE", "PW1 Kandasamy chief; tenant's counsel absent; cross deferred", "2029-10-10", OPP, "counsel absent", None),
    ("C03-H06", "2029-10-10", "PE/RE", "PW1 cross; RW1 Shanmugam chief", "2029-11-14", None, None, None),
    ("C03-H07", "2029-11-14", "RE", "RW1 cross by us; arguments", "2029-12-12", None, None, None),
    # C04 Gobi partition (Sub Court Gobi)
    ("C04-H01", "2029-01-10", "WS", "D1 WS: oral family arrangement of 1998", "2029-02-07", None, None, None),
    ("C04-H02", "2029-02-07", "WS", "D2 D3 WS; issues", "2029-03-14", None, None, None),
    ("C04-H03", "2029-03-14", "issues / IA", "issues framed (6); IA for yield accounts argued", "2029-04-11", None, None, None),
    ("C04-H04", "2029-04-11", "IA order", "IA allowed in part: D1 to deposit Rs. 40,000 (1/4 coconut yield)", "2029-06-27", None, None, None),
    ("C04-H05", "2029-06-27", "PE", "PW1 Saraswathi chief", "2029-08-08", None, None, None),
    ("C04-H06", "2029-08-08", "PE", "PW1 cross; PW2 Ponnusamy (neighbour) examined", "2029-10-03", None, None, None),
    ("C04-H07", "2029-10-03", "DE", "defendants not ready; costs Rs. 1,500", "2029-11-28", OPP, "witness not ready", {"amount": 1500, "on": "defendants", "to": "plaintiff"}),
    ("C04-H08", "2029-11-28", "DE", "DW1 Ramasamy chief; cross by us in part", "2030-01-23", None, None, None),
    # C05 dowry quash (Madras HC Court 41)
    ("C05-H01", "2029-07-09", "admission", "admitted; notice; interim stay of trial 8 weeks", "2029-08-27", None, None, None),
    ("C05-H02", "2029-08-27", "hearing", "GA time for status report; stay extended", "2029-10-08", OPP, "status report awaited", None),
    ("C05-H03", "2029-10-08", "hearing", "counter of R2 filed; referred to mediation", "2029-11-12", None, None, None),
    ("C05-H04", "2029-11-12", "hearing", "mediation failed; part heard", "2029-12-10", None, None, None),
    ("C05-H05", "2029-12-10", "hearing", "arguments concluded for petitioners; R2 reply; for orders", "2030-01-08", None, None, None),
    # C06 Gowtham MCOP (MACT Erode)
    ("C06-H01", "2029-02-12", "notice", "insurer appeared; R1 owner called absent", "2029-03-19", None, None, None),
    ("C06-H02", "2029-03-19", "counter", "insurer's counter: no helmet, contributory negligence", "2029-04-16", None, None, None),
    ("C06-H03", "2029-04-16", "issues", "issues; referred to medical board, GH Erode", "2029-06-25", None, None, None),
    ("C06-H04", "2029-06-25", "PE", "PW1 Gowtham examined; Ex.P1-P12", "2029-08-13", None, None, None),
    ("C06-H05", "2029-08-13", "PE", "PW2 Dr. Sathyamoorthy chief (35%); insurer time for cross", "2029-09-17", OPP, "time for cross", None),
    ("C06-H06", "2029-09-17", "PE", "PW2 cross-examined; PE closed", "2029-10-29", None, None, None),
    ("C06-H07", "2029-10-29", "RE", "RW1 insurer's official; offer Rs. 6,50,000 refused", "2029-12-03", None, None, None),
    ("C06-H08", "2029-12-03", "arguments", "arguments heard; for award", "2029-12-20", None, None, None),
    # C07 chit cheque (NI Act special court)
    ("C07-H01", "2028-12-14", "appearance", "accused absent; bailable warrant", "2029-01-25", None, None, None),
    ("C07-H02", "2029-01-25", "appearance", "accused appeared; bail; copies", "2029-02-22", None, None, None),
    ("C07-H03", "2029-02-22", "plea", "plea recorded; not guilty; security cheque defence", "2029-03-29", None, None, None),
    ("C07-H04", "2029-03-29", "CE", "CW1 Mohanraj proof affidavit; Ex.P1-P6", "2029-04-26", None, None, None),
    ("C07-H05", "2029-04-26", "CE", "accused absent; absence petition allowed; no cross", "2029-06-28", OPP, "absence petition", None),
    ("C07-H06", "2029-06-28", "CE", "CW1 cross-examined", "2029-08-30", None, None, None),
    ("C07-H07", "2029-08-30", "CE", "accused absent again; petition allowed on costs Rs. 500", "2029-10-25", OPP, "absence petition", {"amount": 500, "on": "accused", "to": "complainant"}),
    ("C07-H08", "2029-10-25", "351 BNSS", "accused questioned; defence witness", "2029-11-29", None, None, None),
    ("C07-H09", "2029-11-29", "DE", "DW1 Manickam examined and cross-examined; arguments", "2029-12-12", None, None, None),
    # C08 sand bail (PDJ Erode)
    ("C08-H01", "2029-05-07", "bail", "PP time for CD file", "2029-05-10", OPP, "case diary awaited", None),
    ("C08-H02", "2029-05-10", "bail", "PP opposed citing Cr. No. 112/2027", "2029-05-14", None, None, None),
    ("C08-H03", "2029-05-14", "bail", "bail granted; sign at Bhavani PS daily 4 weeks; sureties Rs. 25,000", None, None, None, None),
]
