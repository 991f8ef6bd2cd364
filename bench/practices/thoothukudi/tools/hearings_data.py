"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

H = [
    # C01 salt-pan lease suit (Principal Sub Court, Thoothukudi)
    ("C01-H01", "2026-08-19", "I.A. counter", "counter in I.A. 412/2026 filed by D1", "2026-09-09", None, None, None),
    ("C01-H02", "2026-09-09", "I.A. enquiry", "I.A. arguments heard; orders reserved", "2026-09-23", None, None, None),
    ("C01-H03", "2026-09-23", "I.A. orders", "interim injunction granted; plaintiff to deposit lease amount Rs. 3,60,000 in 4 weeks", "2026-10-28", None, None, None),
    ("C01-H04", "2026-10-28", "W.S.", "W.S. filed by D1; deposit challan filed", "2026-12-02", None, None, None),
    ("C01-H05", "2026-12-02", "issues", "5 issues framed", "2027-01-20", None, None, None),
    ("C01-H06", "2027-01-20", "P.W.", "PW1 Velmurugan chief by proof affidavit, Ex.A1-A9; cross deferred at D1's request", "2027-02-24", "opposing side", "counsel to get instructions", None),
    ("C01-H07", "2027-02-24", "P.W.", "PW1 cross-examined by D1 counsel", "2027-06-16", None, None, None),
    ("C01-H08", "2027-06-16", "P.W.", "PW2 Kannan (kankani) examined; plaintiff side closed", "2027-07-21", None, None, None),
    ("C01-H09", "2027-07-21", "D.W.", "DW1 Anthonysamy chief affidavit filed; cross by us next", "2027-08-18", None, None, None),
    # C02 boat partnership accounts (Additional Sub Court)
    ("C02-H01", "2026-08-25", "appearance", "D1 appeared by counsel; D2 called absent", "2026-09-29", None, None, None),
    ("C02-H02", "2026-09-29", "W.S.", "D2 set ex parte; D1 time for W.S. on costs Rs. 500", "2026-10-27", "opposing side", "time for written statement", {"amount": 500, "on": "D1", "to": "plaintiff"}),
    ("C02-H03", "2026-10-27", "W.S.", "W.S. of D1 filed: denies partnership, plaintiff only crew", "2026-12-08", None, None, None),
    ("C02-H04", "2026-12-08", "I.A. enquiry", "I.A. 988/2026 allowed: auditor-commissioner R. Sankaranarayanan, fee Rs. 25,000 by plaintiff", "2027-02-16", None, None, None),
    ("C02-H05", "2027-02-16", "commissioner report", "report not filed; commissioner time", "2027-03-16", "court", "commissioner report awaited", None),
    ("C02-H06", "2027-03-16", "commissioner report", "report filed: plaintiff's share Rs. 11,42,600; D1 time for objections", "2027-04-20", "opposing side", "time for objections", None),
    ("C02-H07", "2027-04-20", "objections", "D1 objections to report filed", "2027-06-22", None, None, None),
    ("C02-H08", "2027-06-22", "issues", "issues framed (6)", "2027-08-24", None, None, None),
    # C03 shipping agent cheque case (CJM Thoothukudi)
    ("C03-H01", "2026-08-20", "appearance", "accused absent; bailable warrant", "2026-09-17", None, None, None),
    ("C03-H02", "2026-09-17", "appearance", "accused appeared; warrant recalled; copies furnished", "2026-10-15", None, None, None),
    ("C03-H03", "2026-10-15", "questioning", "accused questioned; pleaded not guilty", "2026-11-19", None, None, None),
    ("C03-H04", "2026-11-19", "C.W.", "CW1 Xavier Rajan proof affidavit; Ex.P1-P6", "2026-12-17", None, None, None),
    ("C03-H05", "2026-12-17", "C.W.", "accused counsel time for cross; costs Rs. 1,000", "2027-01-21", "opposing side", "counsel not ready", {"amount": 1000, "on": "accused", "to": "complainant"}),
    ("C03-H06", "2027-01-21", "C.W.", "CW1 cross-examined; defence: security cheque for detention charges", "2027-02-25", None, None, None),
    ("C03-H07", "2027-02-25", "C.W.", "CW2 bank officer examined; complainant side closed", "2027-03-25", None, None, None),
    ("C03-H08", "2027-03-25", "313", "accused questioned u/s 313; denies", "2027-06-24", None, None, None),
    ("C03-H09", "2027-06-24", "D.W.", "DW1 Senthilkumar examined and cross-examined; defence closed", "2027-08-17", None, None, None),
    # C04 poojari hereditary right (District Munsif, Thoothukudi)
    ("C04-H01", "2026-08-21", "W.S.", "W.S. filed by D1-D3 (trustees)", "2026-10-09", None, None, None),
    ("C04-H02", "2026-10-09", "issues", "issues framed (4); D4 HR&CE not appeared", "2026-11-20", None, None, None),
    ("C04-H03", "2026-11-20", "P.W.", "PW1 Subbaiah chief affidavit; Ex.A1-A7 (old pattayam, receipts)", "2027-01-08", None, None, None),
    ("C04-H04", "2027-01-08", "P.W.", "defence counsel absent; adjourned, last chance", "2027-02-12", "opposing side", "counsel absent", None),
    ("C04-H05", "2027-02-12", "P.W.", "PW1 cross-examined; PW2 Karuppasamy (kodai festival committee) examined", "2027-04-09", None, None, None),
    ("C04-H06", "2027-04-09", "D.W.", "DW1 trustee Rajendran examined; cross by us", "2027-07-16", None, None, None),
    ("C04-H07", "2027-07-16", "D.W.", "DW2 absent; defence side closed by order", "2027-08-17", None, None, None),
    # C05 MACT two-wheeler rider (MACT, Special Sub Court)
    ("C05-H01", "2026-09-04", "notice", "R1 owner absent; R2 insurer appeared", "2026-10-16", None, None, None),
    ("C05-H02", "2026-10-16", "counter", "R2 insurer counter: claimant no helmet, contributory negligence; R1 ex parte", "2026-12-04", None, None, None),
    ("C05-H03", "2026-12-04", "P.W.", "PW1 Karthikeyan examined; Ex.P1-P12; cross by insurer", "2027-02-05", None, None, None),
    ("C05-H04", "2027-02-05", "P.W.", "PW2 Dr. Mohana Sundari (disability 38%) - summons not served; time", "2027-03-12", "court", "doctor not served", None),
    ("C05-H05", "2027-03-12", "P.W.", "PW2 doctor examined: permanent disability 38%; cross by insurer", "2027-07-09", None, None, None),
    ("C05-H06", "2027-07-09", "R.W.", "RW1 insurer's officer examined; evidence closed", "2027-08-20", None, None, None),
    # C06 sand mining bail (Madurai Bench)
    ("C06-H01", "2026-09-08", "admission", "notice; State to get instructions; status of investigation", "2026-09-15", None, None, None),
    ("C06-H02", "2026-09-15", "hearing", "APP time: previous cases of petitioner to be verified", "2026-09-22", "opposing side", "previous cases to be verified", None),
    ("C06-H03", "2026-09-22", "hearing", "bail granted: Rs. 10,000 bond, sign daily at Srivaikuntam PS for 2 weeks", None, None, None, None),
    # C07 rent control appeal (Rent Control Appellate Authority - Principal Sub Judge)
    ("C07-H01", "2026-08-26", "appeal hearing", "respondent tenant counsel time; arrears not deposited", "2026-10-07", "opposing side", "counsel busy", None),
    ("C07-H02", "2026-10-07", "appeal hearing", "direction to tenant to deposit arrears Rs. 1,62,000 in 4 weeks", "2026-11-25", None, None, None),
    ("C07-H03", "2026-11-25", "appeal hearing", "tenant deposited Rs. 1,62,000; our arguments heard", "2027-01-27", None, None, None),
    ("C07-H04", "2027-01-27", "appeal hearing", "tenant's reply arguments part; adjourned", "2027-03-17", "court", "paucity of time", None),
    ("C07-H05", "2027-03-17", "judgment", "reserved for judgment; judgment not ready", "2027-08-25", "court", "judgment not ready", None),
    # C08 divorce (Family Court, Thoothukudi)
    ("C08-H01", "2026-09-10", "appearance", "respondent husband appeared; referred to mediation", "2026-11-12", None, None, None),
    ("C08-H02", "2026-11-12", "mediation report", "mediation failed; counter by respondent; maintenance petition M.C. to be heard", "2027-01-07", None, None, None),
    ("C08-H03", "2027-01-07", "interim maintenance", "interim maintenance Rs. 8,000 p.m. to wife and child", "2027-03-04", None, None, None),
    ("C08-H04", "2027-03-04", "P.W.", "PW1 Jeyalakshmi examined in chief; cross deferred", "2027-07-08", "opposing side", "time to cross", None),
    ("C08-H05", "2027-07-08", "P.W.", "PW1 cross-examined; arrears Rs. 32,000 not paid - memo filed", "2027-08-19", None, None, None),
]
