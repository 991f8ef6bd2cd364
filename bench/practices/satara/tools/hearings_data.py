"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

OPP = "opposing side"
H = [
    # C01 Koyna PAP writ (Bombay HC, Gokhale-Borkar bench)
    ("C01-H01", "2030-09-10", "admission", "notice; AGP waives; affidavit in reply in 6 weeks", "2030-11-19", None, None, None),
    ("C01-H02", "2030-11-19", "reply", "no reply; AGP sought time for instructions from Collector", "2031-01-14", OPP, "instructions awaited", None),
    ("C01-H03", "2031-01-14", "reply", "no reply; costs Rs. 5,000 on State; Collector to file personal affidavit", "2031-03-11", OPP, "instructions awaited", {"amount": 5000, "on": "State", "to": "petitioner"}),
    ("C01-H04", "2031-03-11", "hearing", "Collector's affidavit: no land in command area; list of available land in Koregaon and Khatav called", "2031-06-17", None, None, None),
    ("C01-H05", "2031-06-17", "hearing", "list of 3 gats filed; petitioner to inspect and give choice in 4 weeks", "2031-08-26", None, None, None),
    # C02 Mane FRP dispute (Co-op Court Satara)
    ("C02-H01", "2030-08-21", "appearance", "karkhana appeared; time for WS", "2030-09-25", OPP, "time for written statement", None),
    ("C02-H02", "2030-09-25", "WS", "WS not filed; time on costs Rs. 1,000", "2030-10-23", OPP, "time for written statement", {"amount": 1000, "on": "karkhana", "to": "disputant"}),
    ("C02-H03", "2030-10-23", "WS", "WS filed: deductions for harvesting-transport and share amount; not active member", "2030-12-11", None, None, None),
    ("C02-H04", "2030-12-11", "issues", "issues framed; production of cane slips and ledger allowed", "2031-02-12", None, None, None),
    ("C02-H05", "2031-02-12", "evidence", "Mane's affidavit of evidence filed; karkhana time for cross", "2031-04-09", OPP, "time for cross", None),
    ("C02-H06", "2031-04-09", "evidence", "Mane cross-examined; karkhana's chief accountant next", "2031-08-20", None, None, None),
    # C03 Karad partition (CJSD Karad)
    ("C03-H01", "2030-08-08", "PE", "PW1 Vishwas evidence affidavit filed", "2030-09-12", None, None, None),
    ("C03-H02", "2030-09-12", "PE", "PW1 cross in part by Thorat", "2030-10-17", None, None, None),
    ("C03-H03", "2030-10-17", "PE", "Thorat busy in High Court; adjourned", "2030-12-05", OPP, "counsel busy in High Court", None),
    ("C03-H04", "2030-12-05", "PE", "PW1 cross concluded; application Exh. 64 to send deed to examiner argued", "2031-01-16", None, None, None),
    ("C03-H05", "2031-01-16", "Exh. 64 order", "Exh. 64 allowed; deed to Regional Examiner of Questioned Documents, Pune", "2031-03-20", None, None, None),
    ("C03-H06", "2031-03-20", "PE", "PW2 Maruti Yadav (attesting witness) examined and cross-examined", "2031-07-24", None, None, None),
    ("C03-H07", "2031-07-24", "PE", "QD report received; defendants time to file objection", "2031-08-21", OPP, "time to file objection", None),
    # C04 patsanstha 138 (JMFC Ct 3 Satara)
    ("C04-H01", "2030-08-27", "appearance", "accused absent; bailable warrant", "2030-10-01", None, None, None),
    ("C04-H02", "2030-10-01", "appearance", "accused appeared; released on bail", "2030-11-26", None, None, None),
    ("C04-H03", "2030-11-26", "plea", "plea recorded; not guilty; defence security cheque", "2031-01-07", None, None, None),
    ("C04-H04", "2031-01-07", "CE", "CW1 affidavit filed; accused time for cross", "2031-02-25", OPP, "time for cross", None),
    ("C04-H05", "2031-02-25", "CE", "accused absent; exemption on costs Rs. 500; no cross", "2031-04-08", OPP, "exemption", {"amount": 500, "on": "accused", "to": "complainant"}),
    ("C04-H06", "2031-04-08", "CE", "CW1 cross-examined; s. 143A application argued", "2031-06-10", None, None, None),
    ("C04-H07", "2031-06-10", "143A order", "interim compensation 20% Rs. 68,000 in 60 days; CE closed", "2031-07-15", None, None, None),
    ("C04-H08", "2031-07-15", "SA", "accused absent; exemption; 68,000 not deposited", "2031-08-13", OPP, "exemption", None),
    # C05 Jagtap MACT
    ("C05-H01", "2030-09-04", "notice", "insurer appeared; time for WS", "2030-10-09", OPP, "time for written statement", None),
    ("C05-H02", "2030-10-09", "WS", "insurer WS: contributory negligence, no badge; R1 owner ex parte", "2030-12-11", None, None, None),
    ("C05-H03", "2030-12-11", "issues", "issues framed", "2031-01-22", None, None, None),
    ("C05-H04", "2031-01-22", "PE", "PW1 Santosh affidavit; cross by insurer", "2031-03-19", None, None, None),
    ("C05-H05", "2031-03-19", "PE", "PW2 Dr. Ghatge absent; witness summons", "2031-04-23", None, None, None),
    ("C05-H06", "2031-04-23", "PE", "Dr. Ghatge examined (30% disability); insurer offered Rs. 4,50,000, refused", "2031-07-02", None, None, None),
    ("C05-H07", "2031-07-02", "PE", "PE closed; insurer's evidence", "2031-09-03", None, None, None),
    # C06 Varsha maintenance (Family Court Satara)
    ("C06-H01", "2030-08-14", "appearance", "husband appeared; referred to marriage counsellor", "2030-09-18", None, None, None),
    ("C06-H02", "2030-09-18", "counsellor report", "counselling failed; reply to interim application", "2030-10-16", None, None, None),
    ("C06-H03", "2030-10-16", "interim", "husband's reply (driver, Rs. 12,000); arguments on Exh. 5", "2030-11-20", None, None, None),
    ("C06-H04", "2030-11-20", "interim order", "interim Rs. 6,000 wife + Rs. 3,000 daughter p.m.", "2031-01-15", None, None, None),
    ("C06-H05", "2031-01-15", "arrears", "arrears Rs. 54,000 unpaid; undertaking Rs. 20,000 by next date", "2031-03-05", None, None, None),
    ("C06-H06", "2031-03-05", "PE", "Rs. 20,000 paid; Varsha's affidavit filed; cross deferred at husband's request", "2031-06-18", OPP, "time to cross", None),
    ("C06-H07", "2031-06-18", "PE", "Varsha cross-examined; PE closed", "2031-08-20", None, None, None),
    # C07 Wai boundary (CJJD Wai)
    ("C07-H01", "2030-08-29", "Exh. 5", "status quo till next date; say of defendant", "2030-10-10", None, None, None),
    ("C07-H02", "2030-10-10", "Exh. 22", "court commissioner (TILR) allowed; fee Rs. 6,500", "2030-12-12", None, None, None),
    ("C07-H03", "2030-12-12", "TILR report", "measurement not done; TILR date 08.01.2031", "2031-02-13", "court", "TILR report awaited", None),
    ("C07-H04", "2031-02-13", "TILR report", "TILR map filed: encroachment 2.5 guntha; defendant's objection", "2031-04-10", None, None, None),
    ("C07-H05", "2031-04-10", "Exh. 5 order", "temporary injunction allowed", "2031-06-26", None, None, None),
    ("C07-H06", "2031-06-26", "issues", "issues framed; plaintiff's evidence", "2031-08-13", None, None, None),
    # C08 Ghorpade bail (ASJ-2 Satara)
    ("C08-H01", "2031-03-12", "say", "notice to APP; IO's say called", "2031-03-18", None, None, None),
    ("C08-H02", "2031-03-18", "say", "IO's say not filed; APP time", "2031-03-24", OPP, "IO's say awaited", None),
    ("C08-H03", "2031-03-24", "arguments", "say filed; arguments heard; order reserved", "2031-03-27", None, None, None),
    ("C08-H04", "2031-03-27", "order", "bail granted Rs. 25,000 PR bond with one surety; not to enter Tadavale", None, None, None, None),
]
