"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

OPP, CT = "opposing side", "court"
H = [
    # C01 Pragassam renonçant partition (Principal Sub Court)
    ("C01-H01", "2027-03-08", "appearance", "D1 appeared through Dourairadjou; time for written statement", "2027-04-05", OPP, "time for written statement", None),
    ("C01-H02", "2027-04-05", "written statement", "WS filed: testament olographe of 12.02.2023 deposited with a notaire; family said to be not renonçant", "2027-06-14", None, None, None),
    ("C01-H03", "2027-06-14", "reply / issues", "reply statement filed; 5 issues framed; French documents to be translated", "2027-07-19", None, None, None),
    ("C01-H04", "2027-07-19", "trial", "PW1 Agnès chief affidavit, Ex.A1-A9; cross deferred at D1's request (senior)", "2027-08-23", OPP, "senior counsel from Puducherry", None),
    ("C01-H05", "2027-08-23", "trial", "D1's counsel again sought time for senior; costs Rs. 1,500", "2027-09-27", OPP, "senior counsel from Puducherry", {"amount": 1500, "on": "defendant", "to": "plaintiffs"}),
    ("C01-H06", "2027-09-27", "trial", "PW1 cross-examined by the senior from Puducherry", "2027-11-08", None, None, None),
    ("C01-H07", "2027-11-08", "trial", "PW2 Désiré Lourdes (retired clerk of a notaire) examined; cross part", "2028-01-10", None, None, None),
    ("C01-H08", "2028-01-10", "trial", "PW2 cross concluded; plaintiffs' side closed", "2028-02-14", None, None, None),
    ("C01-H09", "2028-02-14", "DW", "DW1 Antoine chief affidavit; notaire's copy of the will marked Ex.B1 subject to objection", "2028-03-20", None, None, None),
    # C02 Angalamman boat partnership (Principal Sub Court)
    ("C02-H01", "2027-03-15", "written statement", "D1 gone to sea; time for WS", "2027-04-12", OPP, "defendant gone to sea", None),
    ("C02-H02", "2027-04-12", "written statement", "WS filed by D1 and D2: plaintiff took the diesel subsidy", "2027-06-21", None, None, None),
    ("C02-H03", "2027-06-21", "issues", "issues framed; I.A. No. 233/2027 for deposit of the auction proceeds / accounts filed", "2027-08-09", None, None, None),
    ("C02-H04", "2027-08-09", "I.A.", "counter to I.A. not filed; defendants at sea; time", "2027-09-20", OPP, "defendant gone to sea", None),
    ("C02-H05", "2027-09-20", "I.A.", "I.A. allowed: defendants to deposit Rs. 2,40,000 or file the harbour auction accounts in 4 weeks", "2027-11-15", None, None, None),
    ("C02-H06", "2027-11-15", "trial", "auction accounts filed; PW1 Kandasamy chief affidavit", "2028-01-24", None, None, None),
    ("C02-H07", "2028-01-24", "trial", "PW1 cross in part", "2028-03-13", CT, "part heard", None),
    # C03 Vizhidiyur vaaikkal easement (District Munsif)
    ("C03-H01", "2027-03-10", "I.A. interim injunction", "ad-interim injunction against obstructing the channel; notice", "2027-03-24", None, None, None),
    ("C03-H02", "2027-03-24", "counter", "defendant's counsel time for counter", "2027-04-07", OPP, "time for counter", None),
    ("C03-H03", "2027-04-07", "counter", "counter and WS filed; Advocate Commissioner appointed, fee Rs. 6,000", "2027-06-09", None, None, None),
    ("C03-H04", "2027-06-09", "commissioner report", "report: channel 2.5 ft wide, 140 metres across S.No. 112/3, earth fill near new compound wall", "2027-07-07", None, None, None),
    ("C03-H05", "2027-07-07", "I.A. order", "temporary injunction till disposal; defendant to remove the earth fill within 10 days", "2027-10-13", None, None, None),
    ("C03-H06", "2027-10-13", "trial", "PW1 Rajendran examined and cross-examined", "2027-12-08", None, None, None),
    ("C03-H07", "2027-12-08", "trial", "PW2 Veerasamy examined: channel used 40 years; plaintiff's side closed", "2028-02-09", None, None, None),
    ("C03-H08", "2028-02-09", "DW", "DW1 not ready; time on costs Rs. 1,000", "2028-03-15", OPP, "witness not ready", {"amount": 1000, "on": "defendant", "to": "plaintiff"}),
    # C04 Thirunallar temple shop eviction (Rent Controller)
    ("C04-H01", "2027-03-17", "appearance", "respondent appeared; counter time", "2027-04-21", None, None, None),
    ("C04-H02", "2027-04-21", "counter", "counter filed: rent tendered by money order and refused", "2027-06-16", None, None, None),
    ("C04-H03", "2027-06-16", "enquiry", "Devasthanam's counsel time: new EO's instructions", "2027-07-21", OPP, "EO instructions awaited", None),
    ("C04-H04", "2027-07-21", "enquiry", "PW1 EO examined; cross: no approved plan for the queue complex", "2027-09-15", None, None, None),
    ("C04-H05", "2027-09-15", "enquiry", "Devasthanam time again for PW2 (EO instructions)", "2027-11-17", OPP, "EO instructions awaited", None),
    ("C04-H06", "2027-11-17", "enquiry", "PW side closed; RW1 Velmurugan examined; arrears Rs. 68,000 to be deposited", "2028-01-19", None, None, None),
    ("C04-H07", "2028-01-19", "enquiry", "RW1 cross concluded; arrears deposited; arguments", "2028-03-11", None, None, None),
    # C05 Ice plant cheque case (JM-I)
    ("C05-H01", "2027-03-22", "appearance", "summons returned unserved (not found at Nagore); fresh summons", "2027-04-26", None, None, None),
    ("C05-H02", "2027-04-26", "appearance", "accused absent after service; NBW", "2027-05-24", None, None, None),
    ("C05-H03", "2027-05-24", "appearance", "accused appeared; NBW recalled; bond Rs. 10,000; copies", "2027-06-28", None, None, None),
    ("C05-H04", "2027-06-28", "plea", "particulars explained u/s 274 BNSS; not guilty; defence: blank security cheque", "2027-08-02", None, None, None),
    ("C05-H05", "2027-08-02", "CW", "CW1 Jayaraman chief affidavit, Ex.P1-P6; accused's petition to send the cheque to an expert", "2027-09-06", None, None, None),
    ("C05-H06", "2027-09-06", "CW", "expert petition dismissed; CW1 cross in part; accused exempted", "2027-10-18", OPP, "exemption", None),
    ("C05-H07", "2027-10-18", "CW", "CW1 cross concluded; accused exempted again; CW2 bank official summoned", "2027-12-13", None, None, None),
    ("C05-H08", "2027-12-13", "CW", "CW2 absent; fresh summons; accused exempted", "2028-02-07", OPP, "exemption", None),
    ("C05-H09", "2028-02-07", "CW", "CW2 Asst. Manager IOB Nagore examined; complainant's side closed", "2028-03-11", None, None, None),
    # C06 Ilayaraja ECR MACT (PDJ-cum-MACT)
    ("C06-H01", "2027-04-19", "notice", "insurer appeared; R1 owner absent; counter time", "2027-06-14", None, None, None),
    ("C06-H02", "2027-06-14", "counter", "insurer's counter: tourist permit, driver without PSV badge; R1 set ex parte", "2027-08-02", None, None, None),
    ("C06-H03", "2027-08-02", "evidence", "PW1 Ilayaraja chief affidavit; Ex.P1-P12 (bills Rs. 2,86,400)", "2027-10-04", None, None, None),
    ("C06-H04", "2027-10-04", "evidence", "PW1 cross by insurer; claimant sent to Medical Board", "2027-12-06", None, None, None),
    ("C06-H05", "2027-12-06", "evidence", "Medical Board: 35% permanent disability; insurer offered Rs. 4,50,000, declined", "2028-02-14", None, None, None),
    ("C06-H06", "2028-02-14", "evidence", "PW2 Dr. S. Anandhi (ortho) examined; insurer time for RW1 driver", "2028-03-13", OPP, "witness (driver) to be brought", None),
    # C07 Mani liquor bail (Madras HC)
    ("C07-H01", "2027-07-27", "bail", "notice to the State; Government Advocate to get instructions", "2027-08-03", OPP, "instructions", None),
    ("C07-H02", "2027-08-03", "bail", "previous case Crime No. 41/2025 Nagore PS disclosed; court wanted its status", "2027-08-10", CT, "status of previous case", None),
    ("C07-H03", "2027-08-10", "bail", "bail granted; daily appearance before T.R. Pattinam police for 4 weeks", None, None, None, None),
    # C08 Priya divorce (Family Court)
    ("C08-H01", "2027-03-13", "appearance", "husband in Singapore; Gomathi appeared; counselling", "2027-04-17", None, None, None),
    ("C08-H02", "2027-04-17", "counselling", "husband absent; to appear by video conference", "2027-06-19", None, None, None),
    ("C08-H03", "2027-06-19", "counter", "counter filed; I.A. u/s 24 argued", "2027-08-21", None, None, None),
    ("C08-H04", "2027-08-21", "I.A. order", "s. 24 allowed: Rs. 12,000 p.m. + Rs. 20,000 litigation expenses", "2027-12-18", None, None, None),
    ("C08-H05", "2027-12-18", "trial", "Rs. 60,000 arrears paid by DD; PW1 Priya chief affidavit", "2028-02-19", None, None, None),
    ("C08-H06", "2028-02-19", "trial", "PW1 cross in part (bank job, Singapore visit 2025)", "2028-03-18", None, None, None),
]
