"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

H = [
    # C01 Dhaulajhora tea garden (Labour Court)
    ("C01-H01", "2026-11-20", "appearance", "workmen appeared; management absent; fresh notice", "2027-01-08", None, None, None),
    ("C01-H02", "2027-01-08", "written statement", "management sought time for WS; allowed on cost Rs. 1,000", "2027-02-19", "opposing side", "time for WS", {"amount": 1000, "on": "management", "to": "workmen"}),
    ("C01-H03", "2027-02-19", "issues", "WS filed; issues framed", "2027-04-09", None, None, None),
    ("C01-H04", "2027-04-09", "workmen's evidence", "WW1 Bikash Oraon affidavit-in-chief filed", "2027-06-04", None, None, None),
    ("C01-H05", "2027-06-04", "workmen's evidence", "WW1 cross in part by Bhowmick", "2027-07-23", "court", "part heard", None),
    ("C01-H06", "2027-07-23", "workmen's evidence", "WW1 cross concluded; WW2 Phulmani Kujur examined and cross", "2027-09-10", None, None, None),
    ("C01-H07", "2027-09-10", "management's evidence", "MW1 absent; time on cost Rs. 2,000; last chance", "2027-11-19", "opposing side", "witness busy", {"amount": 2000, "on": "management", "to": "workmen"}),
    # C02 Haren title suit (CJSD 1st Court)
    ("C02-H01", "2026-11-23", "injunction", "ad interim status quo extended; defendants to file WS", "2026-12-18", None, None, None),
    ("C02-H02", "2026-12-18", "injunction", "WS filed; injunction heard in part", "2027-01-29", "court", "part heard", None),
    ("C02-H03", "2027-01-29", "injunction order", "temporary injunction granted", "2027-03-12", None, None, None),
    ("C02-H04", "2027-03-12", "S.D.", "issues framed; plaintiff's O.26 r.9 petition filed", "2027-04-23", None, None, None),
    ("C02-H05", "2027-04-23", "commission petition", "commission allowed; Gopal Adhikari survey commissioner; fee Rs. 3,500", "2027-06-25", None, None, None),
    ("C02-H06", "2027-06-25", "commission report", "report not filed; time to commissioner", "2027-08-06", "court", "commission report awaited", None),
    ("C02-H07", "2027-08-06", "commission report", "report filed; defendants' time for objection", "2027-09-24", "opposing side", "time for objection", None),
    ("C02-H08", "2027-09-24", "objection", "objection filed; to be heard with P.W. evidence", "2027-11-12", None, None, None),
    # C03 Anjali barga case (BL&LRO Maynaguri)
    ("C03-H01", "2027-01-13", "appearance", "OP absent; fresh notice", "2027-02-10", None, None, None),
    ("C03-H02", "2027-02-10", "objection", "OP appeared; time for objection", "2027-03-17", "opposing side", "time for objection", None),
    ("C03-H03", "2027-03-17", "hearing", "objection filed; R.I. to make field enquiry", "2027-05-12", None, None, None),
    ("C03-H04", "2027-05-12", "enquiry report", "R.I. report: OP in possession, share unpaid 3 years", "2027-07-07", None, None, None),
    ("C03-H05", "2027-07-07", "hearing", "heard; order reserved", "2027-08-18", None, None, None),
    ("C03-H06", "2027-08-18", "order", "termination refused; OP to pay arrear share Rs. 18,600 in 60 days", None, None, None, None),
    # C04 Bhulu sessions trial (ADJ 3rd Court)
    ("C04-H01", "2026-11-25", "charge", "charge framed; accused pleaded not guilty", "2027-01-06", None, None, None),
    ("C04-H02", "2027-01-06", "evidence", "PW1 absent; summons", "2027-02-03", "opposing side", "witness absent", None),
    ("C04-H03", "2027-02-03", "evidence", "PW1 Kamal Sarkar chief; cross deferred", "2027-03-03", "our side", "cross deferred", None),
    ("C04-H04", "2027-03-03", "evidence", "PW1 cross by defence", "2027-04-07", None, None, None),
    ("C04-H05", "2027-04-07", "evidence", "PW2 Shyamali Sarkar examined and cross", "2027-05-26", None, None, None),
    ("C04-H06", "2027-05-26", "evidence", "PW3 doctor absent; bailable warrant", "2027-07-14", "opposing side", "witness absent", None),
    ("C04-H07", "2027-07-14", "evidence", "PW3 Dr. Anirban Mahato examined and cross", "2027-08-25", None, None, None),
    ("C04-H08", "2027-08-25", "evidence", "PW4 IO absent; PP time", "2027-09-29", "opposing side", "IO on election duty", None),
    ("C04-H09", "2027-09-29", "evidence", "PW4 SI Rajib Ghosh examined; PE closed", "2027-11-12", None, None, None),
    # C05 Rina matrimonial (ADJ 1st Court)
    ("C05-H01", "2026-12-04", "WS", "WS and s.24 petition filed", "2027-01-15", None, None, None),
    ("C05-H02", "2027-01-15", "s.24 objection", "husband's objection not filed; time", "2027-02-26", "opposing side", "time for objection", None),
    ("C05-H03", "2027-02-26", "s.24 hearing", "referred to mediation", "2027-04-16", None, None, None),
    ("C05-H04", "2027-04-16", "s.24 order", "mediation failed; s.24 allowed Rs. 7,500 p.m. and Rs. 15,000 litigation cost", "2027-06-18", None, None, None),
    ("C05-H05", "2027-06-18", "P.W. evidence", "arrears unpaid; petition to strike defence; PW1 chief on affidavit", "2027-07-30", None, None, None),
    ("C05-H06", "2027-07-30", "P.W. evidence", "Rs. 40,000 paid by DD; PW1 cross in part", "2027-09-03", "court", "part heard", None),
    ("C05-H07", "2027-09-03", "P.W. evidence", "PW1 cross concluded; PW2 absent", "2027-11-05", "opposing side", "witness absent", None),
    ("C05-H08", "2027-11-05", "P.W. evidence", "PW2 not produced; PE closed", "2027-12-10", None, None, None),
    # C06 Salbari forest writ (Circuit Bench)
    ("C06-H01", "2026-12-09", "motion", "no coercive steps; AO in 4 weeks", "2027-01-20", None, None, None),
    ("C06-H02", "2027-01-20", "AO", "AO not filed; State time; interim extended", "2027-03-10", "opposing side", "instructions awaited", None),
    ("C06-H03", "2027-03-10", "AO", "AO filed; reply 2 weeks; SDLC status report", "2027-04-28", None, None, None),
    ("C06-H04", "2027-04-28", "status report", "17 of 24 claims pending; SDLC to decide in 8 weeks", "2027-07-21", None, None, None),
    ("C06-H05", "2027-07-21", "hearing", "11 decided, 6 pending; interim continues", "2027-09-08", None, None, None),
    ("C06-H06", "2027-09-08", "hearing", "heard in part", "2027-11-17", "court", "part heard", None),
    # C07 Pasang ABA (District & Sessions Judge)
    ("C07-H01", "2027-06-14", "hearing", "interim protection; CD called", "2027-06-28", None, None, None),
    ("C07-H02", "2027-06-28", "hearing", "CD not produced", "2027-07-14", "opposing side", "CD not produced", None),
    ("C07-H03", "2027-07-14", "hearing", "CD produced; heard", "2027-07-16", None, None, None),
    ("C07-H04", "2027-07-16", "order", "ABA allowed: bond Rs. 10,000 with two sureties; appear before IO in 10 days", None, None, None, None),
]
