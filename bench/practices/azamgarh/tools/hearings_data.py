"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

H = [
    # C01 Ramjatan chak appeal (SOC Azamgarh)
    ("C01-H01", "2029-11-12", "admission", "appeal admitted; notice; misil summoned from CO Phulpur", "2029-12-17", None, None, None),
    ("C01-H02", "2029-12-17", "objection", "Maurya sought time for objection; misil not received", "2030-01-21", "opposing side", "time for objection", None),
    ("C01-H03", "2030-01-21", "hearing", "objection filed; ACO to make mauka muayana of chak 118 and 121", "2030-03-04", None, None, None),
    ("C01-H04", "2030-03-04", "ACO report", "ACO report not received; adjourned", "2030-04-15", "court", "report awaited", None),
    ("C01-H05", "2030-04-15", "ACO report", "ACO report filed (chak 118 mostly usar, road frontage lost); Maurya time for objection to report", "2030-07-22", "opposing side", "time for objection", None),
    ("C01-H06", "2030-07-22", "arguments", "Maurya's junior sought time, counsel unwell; last chance", "2030-10-14", "opposing side", "counsel unwell", None),
    # C02 Naseem partition suit (CJJD Phulpur)
    ("C02-H01", "2029-10-22", "appearance / WS", "defendants appeared; time for WS", "2029-11-26", "opposing side", "time for WS", None),
    ("C02-H02", "2029-11-26", "WS", "WS not filed; time on costs Rs. 500", "2030-01-07", "opposing side", "time for WS", {"amount": 500, "on": "defendants", "to": "plaintiff"}),
    ("C02-H03", "2030-01-07", "WS", "WS of D1, D2 (batwara-nama 2015); D3 Aqeel supports plaintiff; original GPA to be produced", "2030-02-11", None, None, None),
    ("C02-H04", "2030-02-11", "issues", "original GPA seen and returned; replication; five issues framed", "2030-03-18", None, None, None),
    ("C02-H05", "2030-03-18", "PE", "court: GPA holder cannot depose to facts of plaintiff's knowledge; PW1 by video conference allowed", "2030-04-22", None, None, None),
    ("C02-H06", "2030-04-22", "PE", "PW1 Naseem by VC from Riyadh, chief by affidavit; cross deferred at defendants' request", "2030-07-08", "opposing side", "time to cross", None),
    ("C02-H07", "2030-07-08", "PE", "PW1 cross-examined by VC; denies signing 2015 batwara-nama; remittance statements exhibited", "2030-08-19", None, None, None),
    ("C02-H08", "2030-08-19", "PE", "PW2 Shabana Parveen examined and cross-examined; application for handwriting expert", "2030-10-16", None, None, None),
    # C03 Sukhdei batwara (SDM Lalganj)
    ("C03-H01", "2029-11-20", "notice", "notice to co-sharers; lekhpal report summoned", "2030-01-08", None, None, None),
    ("C03-H02", "2030-01-08", "hearing", "SDM on leave; peshkar gave date", "2030-02-19", "court", "presiding officer on leave", None),
    ("C03-H03", "2030-02-19", "hearing", "Rampher's objection (remarriage); lekhpal report: 1/3 share each", "2030-04-02", None, None, None),
    ("C03-H04", "2030-04-02", "preliminary decree", "preliminary decree: Sukhdei 1/3 share; lekhpal to prepare kurra", "2030-05-14", None, None, None),
    ("C03-H05", "2030-05-14", "kurra", "kurra not filed; SDM on tehsil samadhan diwas duty; peshkar gave date", "2030-07-16", "court", "presiding officer on duty", None),
    ("C03-H06", "2030-07-16", "kurra", "kurra filed; Pandey filed objections to kurra", "2030-10-22", None, None, None),
    # C04 Rinku gangster bail (Special Judge)
    ("C04-H01", "2029-12-04", "bail", "DGC sought time for case diary and criminal history", "2029-12-11", "opposing side", "case diary awaited", None),
    ("C04-H02", "2029-12-11", "bail", "case diary not received; DGC time again", "2029-12-19", "opposing side", "case diary awaited", None),
    ("C04-H03", "2029-12-19", "bail", "bail rejected: six cases in criminal history, gang chart approved by DM", None, None, None, None),
    # C05 Rinku HC bail (Allahabad HC Court 71)
    ("C05-H01", "2030-01-29", "fresh", "notice; AGA three weeks for counter affidavit", "2030-02-26", None, None, None),
    ("C05-H02", "2030-02-26", "hearing", "counter not filed; AGA time", "2030-04-09", "opposing side", "instructions awaited", None),
    ("C05-H03", "2030-04-09", "hearing", "counter filed; supplementary affidavit explaining criminal history case-wise", "2030-05-07", None, None, None),
    ("C05-H04", "2030-05-07", "hearing", "not reached; next date after vacation", "2030-07-10", "court", "not reached", None),
    ("C05-H05", "2030-07-10", "hearing", "heard in part; AGA to get instructions on co-accused Sonu Yadav's bail (parity)", "2030-10-15", None, None, None),
    # C06 Haji Salim cheque case (ACJM-II)
    ("C06-H01", "2029-10-30", "appearance", "accused absent; bailable warrant Rs. 10,000", "2029-12-03", None, None, None),
    ("C06-H02", "2029-12-03", "appearance", "accused appeared, bailed; copies supplied", "2030-01-15", None, None, None),
    ("C06-H03", "2030-01-15", "settlement", "accused offered instalments; referred to mediation centre", "2030-02-20", None, None, None),
    ("C06-H04", "2030-02-20", "notice", "mediation failed after one instalment of Rs. 50,000; notice u/s 274 BNSS; not guilty", "2030-04-03", None, None, None),
    ("C06-H05", "2030-04-03", "CE", "CW1 chief by affidavit; accused exemption; Srivastava time for cross", "2030-05-08", "opposing side", "time to cross", None),
    ("C06-H06", "2030-05-08", "CE", "CW1 cross-examined in part", "2030-06-12", None, None, None),
    ("C06-H07", "2030-06-12", "CE", "Srivastava busy in sessions; exemption; costs Rs. 1,000", "2030-08-07", "opposing side", "counsel busy in another court", {"amount": 1000, "on": "accused", "to": "complainant"}),
    ("C06-H08", "2030-08-07", "CE", "CW1 cross concluded; CW2 bank clerk proved return memo; CE closed", "2030-09-11", None, None, None),
    ("C06-H09", "2030-09-11", "SA", "accused absent, exemption on medical ground; warned NBW", "2030-10-14", "opposing side", "exemption", None),
    # C07 Rukhsar maintenance (Family Court)
    ("C07-H01", "2029-11-13", "notice", "notice to Arif in Dubai through his father and by WhatsApp", "2029-12-10", None, None, None),
    ("C07-H02", "2029-12-10", "reply", "Shamsher Ali appeared; time for reply", "2030-01-14", "opposing side", "time for reply", None),
    ("C07-H03", "2030-01-14", "reply / interim", "reply filed; income affidavits of both sides directed", "2030-02-18", None, None, None),
    ("C07-H04", "2030-02-18", "interim", "referred to mediation", "2030-03-25", None, None, None),
    ("C07-H05", "2030-03-25", "interim", "mediation failed; interim maintenance Rs. 8,000 wife + Rs. 4,000 daughter", "2030-05-06", None, None, None),
    ("C07-H06", "2030-05-06", "PE", "PW1 Rukhsar chief; arrears unpaid; recovery application filed", "2030-07-01", None, None, None),
    ("C07-H07", "2030-07-01", "PE", "PW1 cross; PW2 Abdul Rahim examined; Rs. 36,000 arrears paid by Arif's father", "2030-08-26", None, None, None),
    ("C07-H08", "2030-08-26", "OP evidence", "PE closed; Shamsher Ali time for Arif's affidavit from Dubai", "2030-10-18", "opposing side", "affidavit from Dubai awaited", None),
    # C08 Kalawati MACT
    ("C08-H01", "2029-10-25", "notice", "notice to owner, driver and insurer", "2029-12-06", None, None, None),
    ("C08-H02", "2029-12-06", "WS", "owner's WS; insurer time for WS", "2030-01-24", "opposing side", "time for WS", None),
    ("C08-H03", "2030-01-24", "WS / issues", "insurer's WS: driver's licence not valid for transport vehicle; issues framed", "2030-03-07", None, None, None),
    ("C08-H04", "2030-03-07", "PE", "PW1 Kalawati examined and cross-examined", "2030-04-25", None, None, None),
    ("C08-H05", "2030-04-25", "PE", "PW2 eyewitness Santosh chief; insurer time for cross", "2030-07-25", "opposing side", "time to cross", None),
    ("C08-H06", "2030-07-25", "PE", "PW2 cross-examined; PE closed", "2030-09-19", None, None, None),
    ("C08-H07", "2030-09-19", "RE", "insurer's investigator absent; last opportunity", "2030-11-07", "opposing side", "witness not present", None),
]
