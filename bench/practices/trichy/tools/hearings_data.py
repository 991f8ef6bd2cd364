"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

H = [
    # C01 lodge rent (Rent Court Srirangam)
    ("C01-H01", "2030-08-21", "appearance", "respondent appeared through counsel; counter", "2030-09-18", None, None, None),
    ("C01-H02", "2030-09-18", "counter", "counter not filed; respondent's counsel time citing settlement talks", "2030-10-16", "opposing side", "settlement talks", None),
    ("C01-H03", "2030-10-16", "counter", "counter not filed again; time on costs Rs. 1,000", "2030-11-20", "opposing side", "settlement talks", {"amount": 1000, "on": "respondent", "to": "petitioner"}),
    ("C01-H04", "2030-11-20", "counter", "counter filed; deposit of admitted arrears Rs. 6,40,000 in 4 weeks", "2031-01-08", None, None, None),
    ("C01-H05", "2031-01-08", "enquiry", "only Rs. 2,40,000 deposited; PW1 chief affidavit", "2031-02-12", None, None, None),
    ("C01-H06", "2031-02-12", "enquiry", "PW1 cross-examined", "2031-03-19", None, None, None),
    ("C01-H07", "2031-03-19", "enquiry", "RW1 Dhanasekaran examined and cross-examined", "2031-07-16", None, None, None),
    ("C01-H08", "2031-07-16", "arguments", "arguments heard; orders reserved", "2031-08-20", None, None, None),
    # C02 BHEL running bills (Principal Sub Court)
    ("C02-H01", "2030-08-08", "issues", "five issues framed", "2030-09-12", None, None, None),
    ("C02-H02", "2030-09-12", "trial", "PW1 chief affidavit; Ex.A1-A14 marked; originals of MB called for", "2030-10-17", None, None, None),
    ("C02-H03", "2030-10-17", "trial", "PW1 cross in part; defendant's counsel time, costs Rs. 2,000", "2030-11-21", "opposing side", "counsel not ready", {"amount": 2000, "on": "defendant", "to": "plaintiff"}),
    ("C02-H04", "2030-11-21", "trial", "PW1 cross over; petition to summon BHEL records", "2030-12-19", None, None, None),
    ("C02-H05", "2030-12-19", "trial", "petition allowed; summons to BHEL", "2031-02-06", None, None, None),
    ("C02-H06", "2031-02-06", "trial", "PW2 J. Ramesh Babu (BHEL) produced payment statement", "2031-03-13", None, None, None),
    ("C02-H07", "2031-03-13", "trial", "DW1 R. Thangavel examined and cross-examined; admitted RA bill 9 certified", "2031-06-12", None, None, None),
    ("C02-H08", "2031-06-12", "arguments", "plaintiff's arguments; defendant time", "2031-07-31", "opposing side", "time for arguments", None),
    # C03 partition (DMC Lalgudi)
    ("C03-H01", "2030-08-26", "FDIA", "final decree application; notice to defendants", "2030-09-23", None, None, None),
    ("C03-H02", "2030-09-23", "FDIA", "D1 counter; Advocate Commissioner appointed, fee Rs. 15,000", "2030-11-04", None, None, None),
    ("C03-H03", "2030-11-04", "report", "no report: fields under water, samba crop", "2031-01-20", "court", "commissioner's report awaited", None),
    ("C03-H04", "2031-01-20", "report", "commissioner measured on 08.01.2031; report and plan filed", "2031-03-03", None, None, None),
    ("C03-H05", "2031-03-03", "objections", "D1 objections filed", "2031-04-07", None, None, None),
    ("C03-H06", "2031-04-07", "objections", "commissioner examined as CW1 on the objections", "2031-06-23", None, None, None),
    ("C03-H07", "2031-06-23", "objections", "arguments on objections heard; orders", "2031-08-04", None, None, None),
    # C04 chit cheque (JM-II)
    ("C04-H01", "2030-08-13", "appearance", "accused absent; bailable warrant", "2030-09-10", None, None, None),
    ("C04-H02", "2030-09-10", "appearance", "accused appeared; warrant recalled; copies", "2030-10-15", None, None, None),
    ("C04-H03", "2030-10-15", "plea", "plea recorded, not guilty; s.145(2) petition", "2030-11-12", None, None, None),
    ("C04-H04", "2030-11-12", "evidence", "CW1 chief affidavit; accused's counsel time for cross", "2030-12-10", "opposing side", "counsel time", None),
    ("C04-H05", "2030-12-10", "evidence", "CW1 cross-examined: security cheque suggestion denied", "2031-01-21", None, None, None),
    ("C04-H06", "2031-01-21", "questioning", "accused questioned u/s 351 BNSS; defence time for witness, costs Rs. 500", "2031-03-11", "opposing side", "defence witness", {"amount": 500, "on": "accused", "to": "complainant"}),
    ("C04-H07", "2031-03-11", "defence evidence", "DW1 accused: claims Rs. 2,10,000 paid in cash", "2031-05-13", None, None, None),
    ("C04-H08", "2031-05-13", "arguments", "complainant's arguments; defence time", "2031-07-31", "opposing side", "time for arguments", None),
    # C05 MACT
    ("C05-H01", "2030-08-30", "counter", "R2 insurer counter; R1 set ex parte", "2030-10-04", None, None, None),
    ("C05-H02", "2030-10-04", "evidence", "PW1 chief; Ex.P1-P12", "2030-11-08", None, None, None),
    ("C05-H03", "2030-11-08", "evidence", "PW1 cross: tailor, Rs. 18,000 a month", "2030-12-13", None, None, None),
    ("C05-H04", "2030-12-13", "evidence", "PW2 Dr. S. Balaji: 40% disability; Medical Board reference on R2's petition", "2031-02-21", None, None, None),
    ("C05-H05", "2031-02-21", "evidence", "Medical Board 28%; RW1 for R2 marked policy", "2031-06-27", None, None, None),
    ("C05-H06", "2031-06-27", "arguments", "arguments of both sides; award", "2031-08-08", None, None, None),
    # C06 maintenance + DV (Family Court)
    ("C06-H01", "2030-08-29", "appearance", "respondent appeared; referred to counsellor", "2030-09-26", None, None, None),
    ("C06-H02", "2030-09-26", "counter", "counselling failed; counter; asset affidavits directed", "2030-11-07", None, None, None),
    ("C06-H03", "2030-11-07", "interim", "interim maintenance Rs. 10,000 + Rs. 5,000; protection order", "2030-12-12", None, None, None),
    ("C06-H04", "2030-12-12", "evidence", "only Rs. 15,000 paid; warned; PW1 chief", "2031-02-13", None, None, None),
    ("C06-H05", "2031-02-13", "evidence", "PW1 cross-examined", "2031-06-19", None, None, None),
    ("C06-H06", "2031-06-19", "evidence", "RW1 Prabhu examined; salary Rs. 52,400", "2031-08-21", None, None, None),
    # C07 NDPS bail
    ("C07-H01", "2030-10-21", "bail", "SPP time for report", "2030-10-28", "opposing side", "report from NIB-CID", None),
    ("C07-H02", "2030-10-28", "bail", "SPP objection: previous case; arguments", "2030-11-07", None, None, None),
    ("C07-H03", "2030-11-07", "bail", "bail granted with conditions", None, None, None, None),
    # C08 patta writ (Madurai Bench)
    ("C08-H01", "2030-08-06", "admission", "admitted; notice; interim stay 4 weeks", "2030-09-03", None, None, None),
    ("C08-H02", "2030-09-03", "counter", "AGP time for instructions; stay extended", "2030-10-08", "opposing side", "instructions from RDO", None),
    ("C08-H03", "2030-10-08", "counter", "counter not filed; time again; stay until further orders", "2030-12-02", "opposing side", "instructions from RDO", None),
    ("C08-H04", "2030-12-02", "counter", "RDO counter and R4 counter filed", "2031-03-04", None, None, None),
    ("C08-H05", "2031-03-04", "arguments", "part heard; original file of RDO called for", "2031-06-17", None, None, None),
    ("C08-H06", "2031-06-17", "arguments", "file not produced; last chance", "2031-08-05", "opposing side", "records not produced", None),
]
