"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

H = [
    # C01 Kunjumon varambu suit (Munsiff)
    ("C01-H01", "2026-06-08", "WS", "WS filed by defendant; IA 1102/2026 for advocate commission", "2026-07-06", None, None, None),
    ("C01-H02", "2026-07-06", "IA 1102/2026", "commission allowed: Adv. K. Suresh Babu with Taluk Surveyor; batta Rs. 7,500", "2026-08-10", None, None, None),
    ("C01-H03", "2026-08-10", "commission report", "surveyor not deputed; report awaited", "2026-09-14", "court", "surveyor not deputed", None),
    ("C01-H04", "2026-09-14", "commission report", "report and sketch filed: new bund 2.4 m inside plaintiff's land, 1.25 cents", "2026-10-19", None, None, None),
    ("C01-H05", "2026-10-19", "objection", "defendant sought time for objection; counsel at HC", "2026-11-23", "opposing side", "counsel busy at High Court", None),
    ("C01-H06", "2026-11-23", "issues", "objection filed (KCPLW Act conversion plea); issues framed (5)", "2027-01-18", None, None, None),
    ("C01-H07", "2027-01-18", "trial", "PW1 Kunjumon chief by affidavit; cross part", "2027-02-22", None, None, None),
    ("C01-H08", "2027-02-22", "trial", "PW1 cross over; PW2 Sasidharan (padasekhara samithi secretary) examined", "2027-04-26", None, None, None),
    # C02 Divya gold OP (Family Court)
    ("C02-H01", "2026-06-02", "counselling report", "counselling failed; counter by respondent", "2026-07-07", None, None, None),
    ("C02-H02", "2026-07-07", "counter", "counter filed: gold in petitioner's locker; patrimony denied", "2026-08-04", None, None, None),
    ("C02-H03", "2026-08-04", "IA interim maintenance", "interim maintenance Rs. 10,000 p.m. (6,000 + 4,000)", "2026-09-08", None, None, None),
    ("C02-H04", "2026-09-08", "trial", "respondent absent; arrears Rs. 10,000 unpaid; last chance", "2026-10-13", "opposing side", "respondent abroad", None),
    ("C02-H05", "2026-10-13", "trial", "PW1 Divya chief; Exts A1-A6", "2026-11-17", None, None, None),
    ("C02-H06", "2026-11-17", "trial", "PW1 cross by Shyla Rani, part", "2027-01-12", None, None, None),
    ("C02-H07", "2027-01-12", "trial", "PW2 Mohanan (father) examined: Rs. 3,00,000 by cheque; PW evidence closed", "2027-03-09", None, None, None),
    ("C02-H08", "2027-03-09", "RW", "RW1 Rejith examined; admitted pledging 12 sovereigns", "2027-04-27", None, None, None),
    # C03 Durga kuri cheque case (JFCM-II)
    ("C03-H01", "2026-06-10", "appearance", "accused absent; warrant", "2026-07-15", None, None, None),
    ("C03-H02", "2026-07-15", "appearance", "accused appeared, released on bail", "2026-08-19", None, None, None),
    ("C03-H03", "2026-08-19", "plea", "particulars read; not guilty; defence: blank security cheque for kuri", "2026-09-23", None, None, None),
    ("C03-H04", "2026-09-23", "CW", "CW1 chief affidavit; cross deferred, defence counsel in Sessions Court", "2026-10-28", "opposing side", "counsel busy in sessions court", None),
    ("C03-H05", "2026-10-28", "CW", "defence time again; cost Rs. 750", "2026-12-02", "opposing side", "counsel busy in sessions court", {"amount": 750, "on": "accused", "to": "complainant"}),
    ("C03-H06", "2026-12-02", "CW", "CW1 cross over; CW2 bank official summoned", "2027-01-20", None, None, None),
    ("C03-H07", "2027-01-20", "CW", "CW2 Anish George, Kerala Gramin Bank Mullakkal, examined; CE closed", "2027-02-24", None, None, None),
    ("C03-H08", "2027-02-24", "351 BNSS", "accused absent, petition allowed; questioning deferred", "2027-03-24", "opposing side", "accused absent", None),
    ("C03-H09", "2027-03-24", "351 BNSS", "accused questioned; wants DW1 himself", "2027-04-22", None, None, None),
    # C04 Biju MACT
    ("C04-H01", "2026-06-16", "notice", "R3 insurer appeared; counter time", "2026-07-21", None, None, None),
    ("C04-H02", "2026-07-21", "counter", "insurer counter: contributory negligence, no permit; issues", "2026-09-01", None, None, None),
    ("C04-H03", "2026-09-01", "evidence", "PW1 Biju chief; Exts A1-A14; cross", "2026-10-06", None, None, None),
    ("C04-H04", "2026-10-06", "evidence", "PW2 doctor absent; summons again", "2026-11-10", "court", "doctor not present", None),
    ("C04-H05", "2026-11-10", "evidence", "PW2 Dr. Sreejith: permanent disability 18%", "2027-01-27", None, None, None),
    ("C04-H06", "2027-01-27", "RW", "insurer sought time for RW1", "2027-03-03", "opposing side", "witness not present", None),
    ("C04-H07", "2027-03-03", "RW", "RW1 insurer's officer, Ext B1 policy; evidence closed", "2027-04-22", None, None, None),
    # C05 Anoop anticipatory bail (HC)
    ("C05-H01", "2027-01-25", "admission", "no coercive steps till next date; PP instructions", "2027-02-08", None, None, None),
    ("C05-H02", "2027-02-08", "hearing", "PP: case diary; antecedents asked; interim order extended", "2027-02-19", "opposing side", "case diary not received", None),
    ("C05-H03", "2027-02-19", "hearing", "de facto complainant's counsel appeared; adjourned to hear", "2027-03-05", None, None, None),
    ("C05-H04", "2027-03-05", "hearing", "anticipatory bail granted: surrender in 10 days, bond Rs. 50,000, two sureties", None, None, None, None),
    # C06 Mariyamma mediclaim (DCDRC)
    ("C06-H01", "2026-06-23", "version", "OP1 appeared; time for version", "2026-08-05", "opposing side", "time for version", None),
    ("C06-H02", "2026-08-05", "version", "version filed by OP1; OP2 TPA set ex parte", "2026-09-16", None, None, None),
    ("C06-H03", "2026-09-16", "evidence", "complainant's proof affidavit; Exts A1-A9", "2026-11-04", None, None, None),
    ("C06-H04", "2026-11-04", "evidence", "OP1 time for affidavit", "2027-01-13", "opposing side", "time for affidavit", None),
    ("C06-H05", "2027-01-13", "evidence", "OP1 affidavit; Exts B1-B4 (proposal form)", "2027-02-17", None, None, None),
    ("C06-H06", "2027-02-17", "arguments", "complainant argued; OP1 time", "2027-04-07", "opposing side", "counsel not ready", None),
    ("C06-H07", "2027-04-07", "arguments", "arguments heard; reserved for orders", "2027-05-05", None, None, None),
    # C07 houseboat money suit (Sub Court)
    ("C07-H01", "2026-06-12", "WS", "WS filed: set-off for engine defects", "2026-07-17", None, None, None),
    ("C07-H02", "2026-07-17", "IA s. 89", "referred to Mediation Centre, Alappuzha", "2026-09-11", None, None, None),
    ("C07-H03", "2026-09-11", "mediation report", "mediation in progress; report awaited", "2026-10-09", "court", "mediation pending", None),
    ("C07-H04", "2026-10-09", "mediation report", "settled: Rs. 8,50,000 in 5 instalments; compromise decree", None, None, None, None),
]
