"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

H = [
    # C01 Kharnak pasture writ (HC Srinagar by video, Wani J)
    ("C01-H01", "2025-12-10", "motion", "notice; status quo on fencing of Lungmoche pasture; objections in 4 weeks", "2026-03-16", None, None, None),
    ("C01-H02", "2026-03-16", "objections", "no objections by UT; Dy. AG sought time; 4 weeks last chance; status quo continued", "2026-04-27", "opposing side", "instructions", None),
    ("C01-H03", "2026-04-27", "objections", "UT objections filed; developer's counsel sought time; costs Rs. 5,000 on respondent 4", "2026-06-08", "opposing side", "instructions from Delhi", {"amount": 5000, "on": "respondent 4", "to": "petitioners"}),
    ("C01-H04", "2026-06-08", "rejoinder", "rejoinder filed; DC Leh to report number of grazing families and animals", "2026-08-03", None, None, None),
    ("C01-H05", "2026-08-03", "DC report", "DC report: 212 families, about 31,000 animals; developer again sought time; last opportunity", "2026-09-21", "opposing side", "reply to DC report", None),
    ("C01-H06", "2026-09-21", "arguments", "petitioners' arguments in part; video link dropped", "2026-11-09", None, None, None),
    ("C01-H07", "2026-11-09", "arguments", "petitioners' arguments concluded; court asked UT about alternative land; developer to argue", "2026-12-14", None, None, None),
    # C02 Hotel Stok View writ (HC Jammu, Sethi J)
    ("C02-H01", "2026-05-18", "motion", "notice; no coercive action/demolition till next date, no further construction", "2026-06-15", None, None, None),
    ("C02-H02", "2026-06-15", "objections", "GA sought time for objections; interim continued", "2026-07-20", "opposing side", "record from BOCA", None),
    ("C02-H03", "2026-07-20", "objections", "objections filed; petitioner's undertaking not to use third floor filed on affidavit", "2026-08-24", None, None, None),
    ("C02-H04", "2026-08-24", "hearing", "Executive Engineer PWD Leh to inspect and report in 4 weeks", "2026-10-05", None, None, None),
    ("C02-H05", "2026-10-05", "EE report", "report not filed; costs Rs. 3,000 on respondents", "2026-11-16", "opposing side", "report not ready", {"amount": 3000, "on": "respondents", "to": "petitioner"}),
    ("C02-H06", "2026-11-16", "EE report", "report filed: third floor 1.2 m above permitted height; court asked about compounding", "2026-12-21", None, None, None),
    # C03 Tundup NDPS bail (HC Srinagar, Koul J)
    ("C03-H01", "2026-02-09", "bail", "notice; status report from SHO Leh", "2026-02-23", None, None, None),
    ("C03-H02", "2026-02-23", "status report", "status report not filed; APP sought time", "2026-03-09", "opposing side", "status report", None),
    ("C03-H03", "2026-03-09", "status report", "status report filed; FSL report awaited", "2026-03-30", None, None, None),
    ("C03-H04", "2026-03-30", "arguments", "FSL: 950 g charas (intermediate); arguments heard; orders on 20.04", "2026-04-20", None, None, None),
    ("C03-H05", "2026-04-20", "orders", "bail granted: personal bond Rs. 50,000 with one surety; report to P/S Leh first Monday of month; not to leave Ladakh", None, None, None, None),
    # C04 Saboo yura suit (Sub-Judge Leh)
    ("C04-H01", "2025-12-06", "written statement", "D1 filed WS; D2 time", "2026-01-17", "opposing side", "WS of D2", None),
    ("C04-H02", "2026-01-17", "WS of D2", "no WS by D2; time again", "2026-03-21", "opposing side", "WS of D2", None),
    ("C04-H03", "2026-03-21", "WS of D2", "D2 WS taken on record on costs Rs. 1,000", "2026-04-25", None, None, {"amount": 1000, "on": "D2", "to": "plaintiff"}),
    ("C04-H04", "2026-04-25", "issues", "4 issues framed; list of witnesses in 15 days", "2026-05-30", None, None, None),
    ("C04-H05", "2026-05-30", "PE", "defendants moved IA for local commission; PW1 not examined", "2026-07-04", "opposing side", "IA for commission", None),
    ("C04-H06", "2026-07-04", "IA", "local commission allowed; Naib Tehsildar Saboo commissioner; fee Rs. 5,000 by defendants", "2026-08-08", None, None, None),
    ("C04-H07", "2026-08-08", "PE", "commission report filed; PW1 chief; cross deferred at defendants' request", "2026-09-12", "opposing side", "cross not ready", None),
    ("C04-H08", "2026-09-12", "PE", "PW1 cross; PW2 chhurpon Tsering Phuntsog chief", "2026-10-17", None, None, None),
    ("C04-H09", "2026-10-17", "PE", "defendants' counsel absent; costs Rs. 500", "2026-11-21", "opposing side", "counsel absent", {"amount": 500, "on": "defendants", "to": "plaintiff"}),
    ("C04-H10", "2026-11-21", "PE", "PW2 cross; plaintiff's evidence closed", "2026-12-19", None, None, None),
    # C05 Abbas cheque case (CJM Leh)
    ("C05-H01", "2025-12-17", "cognizance", "cognizance; summons to accused at Kargil", "2026-02-12", None, None, None),
    ("C05-H02", "2026-02-12", "appearance", "summons not returned; fresh summons through SSP Kargil", "2026-04-08", None, None, None),
    ("C05-H03", "2026-04-08", "appearance", "accused absent; bailable warrant Rs. 10,000", "2026-05-13", None, None, None),
    ("C05-H04", "2026-05-13", "notice", "accused appeared, bailed; notice; pleaded not guilty (security cheque)", "2026-06-24", None, None, None),
    ("C05-H05", "2026-06-24", "CE", "CW1 affidavit filed; exemption for accused", "2026-08-05", "opposing side", "exemption", None),
    ("C05-H06", "2026-08-05", "CE", "CW1 cross deferred at accused's request; interim compensation 20% Rs. 75,000 in 60 days (s. 143A)", "2026-09-09", "opposing side", "cross not ready", None),
    ("C05-H07", "2026-09-09", "CE", "CW1 cross done; bank manager summoned as CW2", "2026-10-14", None, None, None),
    ("C05-H08", "2026-10-14", "CE", "CW2 examined; interim compensation not paid", "2026-11-18", None, None, None),
    ("C05-H09", "2026-11-18", "CE", "CE closed; accused exempted again; recovery application on interim compensation; 313 statement next", "2026-12-16", None, None, None),
    # C06 Fotu La taxi claim (MACT Kargil)
    ("C06-H01", "2026-03-27", "WS", "insurer's WS filed; owner appeared", "2026-05-22", None, None, None),
    ("C06-H02", "2026-05-22", "issues", "issues framed incl. validity of driving licence", "2026-07-10", None, None, None),
    ("C06-H03", "2026-07-10", "PE", "PW1 Zehra Bano examined and cross-examined", "2026-08-28", None, None, None),
    ("C06-H04", "2026-08-28", "PE", "PW2 Abbas Ali chief; insurer sought time for cross", "2026-10-23", "opposing side", "cross", None),
    ("C06-H05", "2026-10-23", "PE", "PW2 cross; insurer's application to summon DTO Kargil allowed", "2026-11-27", None, None, None),
    ("C06-H06", "2026-11-27", "RE", "DTO clerk: licence genuine (issued 2019); insurer sought time for arguments", "2026-12-18", "opposing side", "arguments", None),
    # C07 Stok mutation appeal (DC Leh)
    ("C07-H01", "2026-06-02", "admission", "admitted; record summoned from Tehsildar Leh", "2026-07-07", None, None, None),
    ("C07-H02", "2026-07-07", "record", "record not received; Patwari Stok to produce", "2026-08-18", None, None, None),
    ("C07-H03", "2026-08-18", "record", "Patwari produced intiqal file; respondent sought time for reply", "2026-09-29", "opposing side", "reply", None),
    ("C07-H04", "2026-09-29", "reply", "reply filed; DC on tour (Nyoma), adjourned by reader", "2026-11-03", "court", "DC on tour", None),
    ("C07-H05", "2026-11-03", "arguments", "arguments heard; copy of 1908 settlement (bandobast) record called for", "2026-12-08", None, None, None),
]
