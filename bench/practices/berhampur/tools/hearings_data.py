"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

H = [
    # C01 Sabitri partition (CJ Sr. Divn. Berhampur)
    ("C01-H01", "2026-02-09", "W.S.", "W.S. filed by D1 to D3; D4 set ex parte", "2026-03-09", None, None, None),
    ("C01-H02", "2026-03-09", "settlement of issues", "defendants' counsel engaged in Sessions court; time", "2026-04-06", "opposing side", "counsel engaged in another court", None),
    ("C01-H03", "2026-04-06", "settlement of issues", "6 issues framed; plaintiff to file certified RoR", "2026-07-06", None, None, None),
    ("C01-H04", "2026-07-06", "P.W.", "P.W.1 Sabitri evidence on affidavit; cross deferred at defendants' request", "2026-08-03", "opposing side", "counsel engaged in another court", None),
    ("C01-H05", "2026-08-03", "P.W.", "P.W.1 cross-examined; petition for Amin Commissioner filed", "2026-09-07", None, None, None),
    ("C01-H06", "2026-09-07", "commission petition", "Amin Commissioner Sri Khageswar Pradhan appointed; fee Rs. 6,000 by plaintiff", "2026-11-30", None, None, None),
    ("C01-H07", "2026-11-30", "commission report", "report filed: 198 bearing coconut trees, D1 plucking alone; defendants time for objection", "2027-01-11", "opposing side", "time to file objection", None),
    ("C01-H08", "2027-01-11", "objection", "advocates abstained (Bar resolution); adjourned", "2027-02-08", "court", "Bar resolution - advocates abstained", None),
    # C02 Sukru OLR (Tahasildar Digapahandi)
    ("C02-H01", "2026-02-17", "appearance", "O.P. absent though served; adjourned", "2026-03-17", None, None, None),
    ("C02-H02", "2026-03-17", "show cause", "O.P. appeared through Sri P.K. Sahu; time for show cause", "2026-04-21", "opposing side", "time to file show cause", None),
    ("C02-H03", "2026-04-21", "show cause", "show cause filed (possession since 1999, sada kagaja); RI Digapahandi to enquire", "2026-07-07", None, None, None),
    ("C02-H04", "2026-07-07", "RI report", "no sitting, Tahasildar on flood duty", "2026-08-18", "court", "Tahasildar on flood duty", None),
    ("C02-H05", "2026-08-18", "RI report", "RI report filed: land recorded in the name of Dasu Sabar (ST) in 1973 settlement; O.P. in possession since 1999", "2026-09-29", None, None, None),
    ("C02-H06", "2026-09-29", "hearing", "heard; O.P. filed written note; reserved for orders", "2026-11-17", None, None, None),
    ("C02-H07", "2026-11-17", "orders", "restoration of Ac. 0.640 dec. ordered; O.P. to vacate in 30 days", None, None, None, None),
    # C03 Gopalpur port land writ (Orissa HC Ct. 11)
    ("C03-H01", "2026-02-24", "admission", "notice issued; AGA accepted notice; counter in 4 weeks", "2026-04-07", None, None, None),
    ("C03-H02", "2026-04-07", "counter", "counter not filed; State time; IDCO appears", "2026-05-05", "opposing side", "instructions awaited", None),
    ("C03-H03", "2026-05-05", "counter", "last chance to the State; else SLAO in person", "2026-07-21", "opposing side", "instructions awaited", None),
    ("C03-H04", "2026-07-21", "counter", "counter filed: Award No. 4 of 2011, Rs. 1,18,400 deposited; SLAO to file affidavit on service of notice", "2026-09-15", None, None, None),
    ("C03-H05", "2026-09-15", "hearing", "SLAO affidavit filed (notice by affixture only); rejoinder 2 weeks", "2026-11-25", None, None, None),
    ("C03-H06", "2026-11-25", "hearing", "heard in part; IDCO counsel sought time", "2027-02-10", "opposing side", "counsel sought time", None),
    # C04 Samiti boat-loan money suit (CJ Jr. Divn.-I)
    ("C04-H01", "2026-03-03", "W.S.", "defendant appeared; time for W.S.", "2026-04-08", "opposing side", "time for W.S.", None),
    ("C04-H02", "2026-04-08", "W.S.", "W.S. filed: cyclone Dana damage, insurance Rs. 1,20,000 to be adjusted", "2026-05-13", None, None, None),
    ("C04-H03", "2026-05-13", "issues", "5 issues framed", "2026-07-08", None, None, None),
    ("C04-H04", "2026-07-08", "P.W.", "P.W.1 Mylapalli Ramana examined through Telugu interpreter; cross part", "2026-08-12", None, None, None),
    ("C04-H05", "2026-08-12", "P.W.", "P.W.1 cross concluded; P.W.2 Budha Behera (accountant) with ledger; P.W. closed", "2026-10-07", None, None, None),
    ("C04-H06", "2026-10-07", "D.W.", "defendant at sea; time on costs Rs. 500", "2026-11-11", "opposing side", "defendant at sea (fishing)", {"amount": 500, "on": "defendant", "to": "plaintiff"}),
    ("C04-H07", "2026-11-11", "D.W.", "D.W.1 Simhachalam examined and cross-examined", "2026-12-16", None, None, None),
    ("C04-H08", "2026-12-16", "arguments", "court suggested settlement; defendant offers Rs. 3,00,000 in instalments; society to bring resolution", "2027-01-28", None, None, None),
    # C05 Bhagirathi SC/ST complaint (Special Judge)
    ("C05-H01", "2026-02-12", "initial statement", "complainant's initial statement recorded", "2026-03-12", None, None, None),
    ("C05-H02", "2026-03-12", "inquiry", "W.1 Kuni Nayak examined; W.2 absent", "2026-04-16", None, None, None),
    ("C05-H03", "2026-04-16", "inquiry", "W.2 Lingaraj Sethi examined; caste certificate called for", "2026-05-14", None, None, None),
    ("C05-H04", "2026-05-14", "cognizance", "cognizance taken u/s 3(1)(r)(s) SC&ST Act and BNS; summons to 3 accused", "2026-07-09", None, None, None),
    ("C05-H05", "2026-07-09", "appearance", "3 accused appeared; bail on bonds of Rs. 10,000 each; discharge petition filed", "2026-09-24", None, None, None),
    ("C05-H06", "2026-09-24", "discharge", "discharge petition heard; for orders", "2026-11-05", None, None, None),
    ("C05-H07", "2026-11-05", "orders / charge", "discharge rejected; charge framed; accused pleaded not guilty", "2027-02-18", None, None, None),
    # C06 Gangadhar sessions trial (1st ASJ)
    ("C06-H01", "2026-03-20", "P.W.", "P.W.4 Sankar Gouda (eye witness) examined and cross-examined", "2026-05-08", None, None, None),
    ("C06-H02", "2026-05-08", "P.W.", "P.W.5 doctor absent; summons again", "2026-06-26", "opposing side", "witness not present", None),
    ("C06-H03", "2026-06-26", "P.W.", "P.W.5 Dr. Ashis Kumar Rout (MKCG, post mortem) examined and cross-examined", "2026-08-21", None, None, None),
    ("C06-H04", "2026-08-21", "P.W.", "P.W.6 Kabi Gouda examined; declared hostile", "2026-10-09", None, None, None),
    ("C06-H05", "2026-10-09", "P.W.", "I.O. absent; bailable warrant", "2026-12-04", "opposing side", "witness not present", None),
    ("C06-H06", "2026-12-04", "P.W.", "I.O. absent again (transferred to Koraput); bailable warrant through SP Koraput", "2027-01-15", "opposing side", "witness not present", None),
    ("C06-H07", "2027-01-15", "P.W.", "I.O. absent third time; NBW; last chance to prosecution", "2027-01-28", "opposing side", "witness not present", None),
    # C07 Santosh divorce (Family Court)
    ("C07-H01", "2026-04-23", "appearance", "wife appeared; referred to counsellor", "2026-07-23", None, None, None),
    ("C07-H02", "2026-07-23", "counsellor report", "reconciliation failed; wife's s. 24 petition (Rs. 15,000 p.m.)", "2026-09-03", None, None, None),
    ("C07-H03", "2026-09-03", "s. 24", "interim maintenance Rs. 8,000 p.m. + Rs. 10,000 litigation expenses", "2026-11-19", None, None, None),
    ("C07-H04", "2026-11-19", "W.S.", "W.S. filed by wife; husband paid arrears Rs. 16,000", "2027-02-04", None, None, None),
    # C08 Yerrayya cheque case (SDJM)
    ("C08-H01", "2026-02-27", "appearance", "accused appeared; bail; talk of compromise", "2026-04-10", None, None, None),
    ("C08-H02", "2026-04-10", "compromise", "accused paid Rs. 85,000 by DD; balance Rs. 1,00,000 by next date", "2026-06-22", None, None, None),
    ("C08-H03", "2026-06-22", "compromise", "balance paid; compounded u/s 147 NI Act; accused acquitted", None, None, None, None),
]
