"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

H = [
    # C01 Granites cheque case (II AJFCM Ongole)
    ("C01-H01", "2030-08-06", "appearance", "summons to accused not served; fresh summons", "2030-09-10", None, None, None),
    ("C01-H02", "2030-09-10", "appearance", "accused partner appeared with Pothuri; bail bonds Rs. 20,000", "2030-10-22", None, None, None),
    ("C01-H03", "2030-10-22", "particulars", "particulars of offence explained; pleaded not guilty; defence: security cheque", "2030-11-26", None, None, None),
    ("C01-H04", "2030-11-26", "CE", "PW1 chief affidavit filed, Ex.P1-P6 marked; cross deferred at accused's request", "2031-01-07", "opposing side", "time for cross", None),
    ("C01-H05", "2031-01-07", "CE", "defence counsel absent (Sessions Court); costs Rs. 500", "2031-02-18", "opposing side", "counsel busy in Sessions Court", {"amount": 500, "on": "accused", "to": "complainant"}),
    ("C01-H06", "2031-02-18", "CE", "PW1 cross-examined; bank manager summoned", "2031-03-25", None, None, None),
    ("C01-H07", "2031-03-25", "CE", "PW2 bank manager examined; CE closed", "2031-06-17", None, None, None),
    ("C01-H08", "2031-06-17", "313", "accused absent, s. 317 petition allowed; 313 deferred", "2031-07-15", "opposing side", "accused unwell", None),
    # C02 Mines royalty writ (AP HC)
    ("C02-H01", "2030-09-16", "admission", "demand suspended on deposit of 25% (Rs. 5,91,350) in 4 weeks; notice", "2030-11-04", None, None, None),
    ("C02-H02", "2030-11-04", "counter", "deposit made; GP sought time for counter", "2030-12-09", "opposing side", "instructions awaited", None),
    ("C02-H03", "2030-12-09", "hearing", "counter filed (DGPS survey); heard in part", "2031-01-27", None, None, None),
    ("C02-H04", "2031-01-27", "hearing", "allowed: demand set aside, remitted for fresh order after personal hearing in 8 weeks", None, None, None, None),
    # C03 Tobacco dues suit (PSCJ Ongole)
    ("C03-H01", "2030-08-19", "appearance", "defendant appeared; time for WS", "2030-09-23", "opposing side", "time for WS", None),
    ("C03-H02", "2030-09-23", "WS", "WS filed with set-off plea (barn lease advance Rs. 1,80,000)", "2030-11-11", None, None, None),
    ("C03-H03", "2030-11-11", "issues", "issues framed (5)", "2030-12-16", None, None, None),
    ("C03-H04", "2030-12-16", "PE", "PW1 chief affidavit; Ex.A1-A7 marked", "2031-02-03", None, None, None),
    ("C03-H05", "2031-02-03", "PE", "PW1 cross in part; defendant's counsel time", "2031-03-10", "opposing side", "time for cross", None),
    ("C03-H06", "2031-03-10", "PE", "PW1 cross concluded; witness summons to Auction Superintendent", "2031-04-21", None, None, None),
    ("C03-H07", "2031-04-21", "PE", "PW2 Auction Superintendent examined with the platform register", "2031-06-16", None, None, None),
    ("C03-H08", "2031-06-16", "PE", "PE closed; defendant's evidence", "2031-07-21", None, None, None),
    # C04 Hatchery seed case (DCDRC Ongole)
    ("C04-H01", "2030-08-27", "version", "OP appeared; time for version", "2030-10-08", "opposing side", "time for version", None),
    ("C04-H02", "2030-10-08", "version", "version filed: PCR negative, farmer's water management", "2030-11-19", None, None, None),
    ("C04-H03", "2030-11-19", "evidence", "complainant's evidence affidavit, Ex.A1-A9", "2031-01-21", None, None, None),
    ("C04-H04", "2031-01-21", "evidence", "OP sought time for evidence affidavit", "2031-03-04", "opposing side", "time for evidence", None),
    ("C04-H05", "2031-03-04", "arguments", "OP evidence affidavit filed; complainant's written arguments filed", "2031-06-10", None, None, None),
    ("C04-H06", "2031-06-10", "arguments", "complainant's oral arguments heard; OP time", "2031-07-15", "opposing side", "time for arguments", None),
    # C05 Chirala partition (PJCJ Chirala)
    ("C05-H01", "2030-07-25", "WS", "WS of D1 and D2 filed (1998 sale deed)", "2030-09-05", None, None, None),
    ("C05-H02", "2030-09-05", "issues", "issues framed (4)", "2030-10-24", None, None, None),
    ("C05-H03", "2030-10-24", "PE", "PW1 Padmavathi chief affidavit; Ex.A1-A5", "2030-12-05", None, None, None),
    ("C05-H04", "2030-12-05", "PE", "PW1 cross-examined; IA for advocate commissioner", "2031-01-23", None, None, None),
    ("C05-H05", "2031-01-23", "IA", "advocate commissioner appointed; fee Rs. 6,000", "2031-03-13", None, None, None),
    ("C05-H06", "2031-03-13", "report", "commissioner's report filed; objections by D1", "2031-06-19", "opposing side", "time for objections", None),
    ("C05-H07", "2031-06-19", "PE", "PW2 VRO Vetapalem examined on adangal and webland", "2031-07-24", None, None, None),
    # C06 Ruksana MACT (I ADJ Ongole)
    ("C06-H01", "2030-08-12", "counter", "R1 called absent, set ex parte; insurer time for counter", "2030-09-30", "opposing side", "time for counter", None),
    ("C06-H02", "2030-09-30", "counter", "insurer counter: contributory negligence, parked lorry", "2030-11-18", None, None, None),
    ("C06-H03", "2030-11-18", "issues", "issues settled; PW1 chief affidavit", "2030-12-16", None, None, None),
    ("C06-H04", "2030-12-16", "PE", "PW1 Ruksana cross-examined by insurer", "2031-02-24", None, None, None),
    ("C06-H05", "2031-02-24", "PE", "PW2 Shaik Basha (cleaner) examined and cross-examined; PE closed", "2031-04-07", None, None, None),
    ("C06-H06", "2031-04-07", "RE", "insurer's investigator absent; time", "2031-06-23", "opposing side", "investigator not present", None),
    ("C06-H07", "2031-06-23", "RE", "RW1 investigator Sudhakar examined; RE closed", "2031-07-28", None, None, None),
    # C07 Nani bail (PDJ Ongole)
    ("C07-H01", "2031-04-08", "counter", "PP called for case diary; counter", "2031-04-15", "opposing side", "case diary awaited", None),
    ("C07-H02", "2031-04-15", "hearing", "counter filed; injured discharged; heard", "2031-04-22", None, None, None),
    ("C07-H03", "2031-04-22", "orders", "bail granted: Rs. 25,000 with two sureties; sign before SHO on Mondays", None, None, None, None),
    # C08 Sirisha DV (JMFC Markapur)
    ("C08-H01", "2030-08-02", "appearance", "R1 appeared; DIR of Protection Officer filed", "2030-09-13", None, None, None),
    ("C08-H02", "2030-09-13", "interim", "counter filed; interim application argued", "2030-10-25", None, None, None),
    ("C08-H03", "2030-10-25", "interim orders", "interim maintenance Rs. 6,000 p.m. and residence order", "2030-12-20", None, None, None),
    ("C08-H04", "2030-12-20", "compliance", "arrears not paid; R1 counsel time to pay", "2031-02-28", "opposing side", "time to pay arrears", None),
    ("C08-H05", "2031-02-28", "PE", "arrears Rs. 24,000 paid by DD; PW1 chief affidavit", "2031-06-27", None, None, None),
    ("C08-H06", "2031-06-27", "PE", "PW1 cross-examined", "2031-08-01", None, None, None),
]
