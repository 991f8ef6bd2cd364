"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

H = [
    # C01 Sarkot van panchayat writ (Joshi J)
    ("C01-H01", "2025-12-09", "admission", "notice; R5 counter in 4 weeks; status quo on felling", "2026-01-20", None, None, None),
    ("C01-H02", "2026-01-20", "counter affidavit", "State CA filed; R5 counter not filed, time 3 weeks", "2026-03-03", "opposing side", "counter not ready", None),
    ("C01-H03", "2026-03-03", "counter affidavit", "R5 counter not filed; costs Rs 5,000 on R5; DFO Narendranagar to file site report", "2026-04-15", "opposing side", "counter not ready", {"amount": 5000, "on": "R5", "to": "petitioner"}),
    ("C01-H04", "2026-04-15", "counter / DFO report", "R5 counter filed; DFO report: 412 trees marked, 38 felled; rejoinder 3 weeks", "2026-07-08", None, None, None),
    ("C01-H05", "2026-07-08", "hearing", "rejoinder filed; adjourned at R5's request (senior counsel unwell)", "2026-09-02", "opposing side", "senior counsel unwell", None),
    ("C01-H06", "2026-09-02", "arguments", "petitioner heard in part; court asked about van panchayat resolution", "2026-10-14", None, None, None),
    ("C01-H07", "2026-10-14", "arguments", "not reached", "2026-11-24", None, None, None),
    ("C01-H08", "2026-11-24", "arguments", "State and R5 heard; prima facie remark; status quo continues", "2027-01-12", None, None, None),
    # C02 Chauhan gangster quashing (Pant J)
    ("C02-H01", "2026-02-10", "admission", "notice; no coercive action till next date", "2026-03-17", None, None, None),
    ("C02-H02", "2026-03-17", "counter", "AGA sought time; interim extended", "2026-05-05", "opposing side", "instructions", None),
    ("C02-H03", "2026-05-05", "counter", "State counter filed; rejoinder 2 weeks", "2026-07-21", None, None, None),
    ("C02-H04", "2026-07-21", "hearing", "court on leave", "2026-09-15", None, None, None),
    ("C02-H05", "2026-09-15", "hearing", "AGA to produce original gang chart and DM approval", "2026-11-10", None, None, None),
    ("C02-H06", "2026-11-10", "hearing", "gang chart produced; joint meeting not recorded; interim continues", "2026-12-15", None, None, None),
    # C03 Nagni FA (Bisht J)
    ("C03-H01", "2025-12-17", "hearing", "LCR summoned", "2026-02-24", None, None, None),
    ("C03-H02", "2026-02-24", "hearing", "LCR not received; registry to call again", "2026-04-15", None, None, None),
    ("C03-H03", "2026-04-15", "hearing", "LCR received; O41 R27 IA filed", "2026-08-11", None, None, None),
    ("C03-H04", "2026-08-11", "IA", "State sought time to reply IA", "2026-10-06", "opposing side", "reply not ready", None),
    ("C03-H05", "2026-10-06", "IA", "IA allowed; two sale deeds taken on record", "2026-11-17", None, None, None),
    ("C03-H06", "2026-11-17", "final hearing", "final hearing begun; charts of comparable sales", "2027-02-09", None, None, None),
    # C04 Garhi Cantt suit (Nautiyal madam)
    ("C04-H01", "2025-12-12", "issues", "5 issues framed; PW affidavits", "2026-01-23", None, None, None),
    ("C04-H02", "2026-01-23", "PW1 cross", "PW1 affidavit filed; defence sought time (counsel in HC)", "2026-02-27", "opposing side", "counsel busy in High Court", None),
    ("C04-H03", "2026-02-27", "PW1 cross", "PW1 cross in part", "2026-04-10", None, None, None),
    ("C04-H04", "2026-04-10", "PW1 cross", "defence sought adjournment (illness); costs Rs 1,000", "2026-05-22", "opposing side", "counsel ill", {"amount": 1000, "on": "defendant", "to": "plaintiff"}),
    ("C04-H05", "2026-05-22", "PW1 cross", "PW1 cross concluded; PW2 chief", "2026-07-17", None, None, None),
    ("C04-H06", "2026-07-17", "PW2 cross", "PW2 cross; PW3 summoned with record", "2026-08-28", None, None, None),
    ("C04-H07", "2026-08-28", "PW3", "PW3 absent; defence also sought time; costs Rs 2,000", "2026-10-09", "opposing side", "not ready", {"amount": 2000, "on": "defendant", "to": "plaintiff"}),
    ("C04-H08", "2026-10-09", "PW3", "PW3 examined (GLR extract); PE closed", "2026-11-20", None, None, None),
    ("C04-H09", "2026-11-20", "DW evidence", "DW1 affidavit not filed; last opportunity", "2026-12-18", "opposing side", "affidavit not ready", None),
    # C05 Anjali divorce (Lakhera sahab)
    ("C05-H01", "2025-12-19", "appearance", "respondent appeared; referred to mediation", "2026-02-06", None, None, None),
    ("C05-H02", "2026-02-06", "mediation report", "mediation failed; WS 30 days; s.24 filed", "2026-03-20", None, None, None),
    ("C05-H03", "2026-03-20", "WS / s.24 reply", "WS filed; respondent time for s.24 reply; affidavits of assets", "2026-05-08", "opposing side", "reply not ready", None),
    ("C05-H04", "2026-05-08", "s.24", "Rs 12,000 pm + Rs 15,000 litigation expenses", "2026-07-03", None, None, None),
    ("C05-H05", "2026-07-03", "issues", "issues framed; arrears unpaid", "2026-08-21", None, None, None),
    ("C05-H06", "2026-08-21", "PW1", "PW1 chief; cross deferred at respondent's request", "2026-10-23", "opposing side", "cross not ready", None),
    ("C05-H07", "2026-10-23", "PW1 cross", "PW1 cross done; strike-off application filed; arrears Rs 36,000", "2026-11-20", None, None, None),
    ("C05-H08", "2026-11-20", "PW2", "respondent paid Rs 24,000 by DD; PW2 examined", "2027-01-08", None, None, None),
    # C06 Sonu excise bail (ASJ-III)
    ("C06-H01", "2026-09-21", "bail", "report called from PS Raipur", "2026-09-25", None, None, None),
    ("C06-H02", "2026-09-25", "bail", "report and CD not received; ADGC time", "2026-09-30", "opposing side", "report not received", None),
    ("C06-H03", "2026-09-30", "bail", "heard; orders on 03.10.2026", "2026-10-03", None, None, None),
    ("C06-H04", "2026-10-03", "orders", "bail granted: bond Rs 50,000 with two sureties", None, None, None, None),
    # C07 Doon Stationers RCA (Dobhal sahab)
    ("C07-H01", "2025-12-22", "objections", "stay extended; objections by respondent", "2026-02-16", None, None, None),
    ("C07-H02", "2026-02-16", "record", "objections filed; PA record summoned", "2026-04-06", None, None, None),
    ("C07-H03", "2026-04-06", "arguments", "respondent's counsel absent; junior sought time", "2026-07-13", "opposing side", "counsel absent", None),
    ("C07-H04", "2026-07-13", "arguments", "appellant heard; alternative accommodation question", "2026-09-07", None, None, None),
    ("C07-H05", "2026-09-07", "arguments", "respondent heard, written arguments; deposit receipts", "2026-11-02", None, None, None),
    ("C07-H06", "2026-11-02", "rejoinder", "receipts filed; respondent sought time", "2026-12-21", "opposing side", "counsel busy", None),
]
