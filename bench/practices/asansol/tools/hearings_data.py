"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

H = [
    # C01 Harishpur subsidence writ (Calcutta HC, Court 17)
    ("C01-H01", "2026-12-08", "motion", "DCL to file affidavit-in-opposition in 4 weeks, reply 2 weeks after", "2027-02-09", None, None, None),
    ("C01-H02", "2027-02-09", "hearing", "no AO; Lahiri time for instructions; last chance", "2027-03-16", "opposing side", "instructions awaited", None),
    ("C01-H03", "2027-03-16", "hearing", "AO filed; joint inspection by ADDA and DGMS, report in 8 weeks", "2027-06-15", None, None, None),
    ("C01-H04", "2027-06-15", "hearing", "inspection report: 23 houses damaged, 2 collapsed; DCL to disclose R&R plan", "2027-08-10", None, None, None),
    ("C01-H05", "2027-08-10", "hearing", "DCL supplementary affidavit offering Rs. 1,80,000 per damaged house; petitioners object", "2027-11-16", None, None, None),
    ("C01-H06", "2027-11-16", "hearing", "part heard; list of 23 families with Aadhaar and khatian to be filed", "2028-01-11", "court", "part heard", None),
    # C02 Labour Court Asansol
    ("C02-H01", "2026-12-10", "appearance", "management appeared through Dutta; WS time", "2027-01-21", None, None, None),
    ("C02-H02", "2027-01-21", "written statement", "management sought time for WS", "2027-02-25", "opposing side", "time for WS", None),
    ("C02-H03", "2027-02-25", "written statement", "WS filed; union's rejoinder filed same day", "2027-04-08", None, None, None),
    ("C02-H04", "2027-04-08", "workmen's evidence", "WW1 Sanatan Bauri chief by affidavit; cross deferred", "2027-05-20", "opposing side", "cross deferred", None),
    ("C02-H05", "2027-05-20", "workmen's evidence", "WW1 cross by Dutta; muster roll and wage register called for", "2027-07-15", None, None, None),
    ("C02-H06", "2027-07-15", "workmen's evidence", "WW2 Lakhiram Murmu examined and crossed; workmen's evidence closed", "2027-09-02", None, None, None),
    ("C02-H07", "2027-09-02", "management evidence", "MW1 absent; Dutta time; costs Rs. 1,500", "2027-11-11", "opposing side", "witness unavailable", {"amount": 1500, "on": "management", "to": "union"}),
    ("C02-H08", "2027-11-11", "management evidence", "MW1 Alok Sinha chief; cross by us in part", "2027-12-16", "court", "part cross", None),
    # C03 138 JM 3rd Court Asansol
    ("C03-H01", "2026-12-15", "SA / cognizance", "SA of complainant recorded; summons issued", "2027-02-02", None, None, None),
    ("C03-H02", "2027-02-02", "SR", "summons unserved; fresh summons by registered post and dasti", "2027-03-09", "court", "summons unserved", None),
    ("C03-H03", "2027-03-09", "appearance", "accused absent, exemption allowed with warning", "2027-04-20", "opposing side", "exemption", None),
    ("C03-H04", "2027-04-20", "appearance / plea", "accused appeared, bail bond Rs. 10,000; plea of not guilty", "2027-06-08", None, None, None),
    ("C03-H05", "2027-06-08", "complainant's evidence", "CW1 affidavit-in-chief; Jha time for cross", "2027-07-27", "opposing side", "time for cross", None),
    ("C03-H06", "2027-07-27", "complainant's evidence", "CW1 cross; accused exemption again", "2027-09-14", None, None, None),
    ("C03-H07", "2027-09-14", "examination of accused", "exemption again, last chance; 143A interim compensation Rs. 1,28,000 in 60 days", "2027-11-23", "opposing side", "exemption", None),
    ("C03-H08", "2027-11-23", "examination of accused", "accused examined u/s 351 BNSS; defence evidence", "2027-12-21", None, None, None),
    # C04 GR case CJM Asansol
    ("C04-H01", "2026-12-17", "bail", "bail prayer of A-2 rejected; custody continues", "2027-01-28", None, None, None),
    ("C04-H02", "2027-01-28", "appearance", "A-2 on bail from ADJ; zimma petition for tractor filed", "2027-03-04", None, None, None),
    ("C04-H03", "2027-03-04", "zimma", "IO report on the tractor called for", "2027-04-22", "court", "IO report awaited", None),
    ("C04-H04", "2027-04-22", "zimma", "tractor released on zimma, bond Rs. 3,00,000", "2027-07-08", None, None, None),
    ("C04-H05", "2027-07-08", "police report", "charge sheet no. 311/2027 filed; copies u/s 230 BNSS", "2027-08-26", None, None, None),
    ("C04-H06", "2027-08-26", "copies", "copies supplied; discharge petition filed for A-2", "2027-11-04", None, None, None),
    ("C04-H07", "2027-11-04", "discharge", "APP sought time to reply to discharge petition", "2027-12-14", "opposing side", "time to reply", None),
    # C05 eviction suit
    ("C05-H01", "2026-12-18", "SR / appearance", "defendant appeared through Ansari; WS time", "2027-02-05", None, None, None),
    ("C05-H02", "2027-02-05", "WS", "WS filed with petition u/s 7(2) WBPT Act", "2027-03-19", None, None, None),
    ("C05-H03", "2027-03-19", "hearing u/s 7(2)", "defendant to deposit arrears Rs. 84,000 in 30 days and Rs. 7,000 monthly", "2027-05-07", None, None, None),
    ("C05-H04", "2027-05-07", "compliance / issues", "deposit made; five issues framed", "2027-06-25", None, None, None),
    ("C05-H05", "2027-06-25", "PE", "PW1 Kalyani Chatterjee chief; cross in part", "2027-08-06", None, None, None),
    ("C05-H06", "2027-08-06", "PE", "Ansari unwell; adjourned on costs Rs. 1,000", "2027-09-17", "opposing side", "counsel unwell", {"amount": 1000, "on": "defendant", "to": "plaintiff"}),
    ("C05-H07", "2027-09-17", "PE", "cross of PW1 over; PW2 Sourav Chatterjee chief", "2027-11-19", None, None, None),
    ("C05-H08", "2027-11-19", "PE", "PW2 crossed; PE closed; DE", "2028-01-07", None, None, None),
    # C06 MACT Durgapur
    ("C06-H01", "2027-01-08", "notice", "notice on OPs; DAR called from Andal PS", "2027-02-19", None, None, None),
    ("C06-H02", "2027-02-19", "WS", "insurer appeared through Nag; WS time", "2027-04-02", "opposing side", "time for WS", None),
    ("C06-H03", "2027-04-02", "WS", "insurer's WS: driver's licence fake; owner ex parte", "2027-05-14", None, None, None),
    ("C06-H04", "2027-05-14", "issues / evidence", "issues framed; PW1 Sumitra chief filed", "2027-06-25", None, None, None),
    ("C06-H05", "2027-06-25", "PE", "PW1 crossed by Nag; salary certificate Rs. 14,500 exhibited", "2027-08-20", None, None, None),
    ("C06-H06", "2027-08-20", "PE", "PW2 Gopal Bouri eyewitness examined", "2027-10-01", None, None, None),
    ("C06-H07", "2027-10-01", "OP evidence", "insurer's investigator absent; Nag time", "2027-11-26", "opposing side", "witness absent", None),
    ("C06-H08", "2027-11-26", "OP evidence", "OPW1 Saurabh Tiwari (investigator) examined and crossed; evidence closed", "2027-12-17", None, None, None),
    # C07 bail ADJ 3rd Court
    ("C07-H01", "2026-12-22", "bail", "CD called for", "2027-01-05", "court", "CD awaited", None),
    ("C07-H02", "2027-01-05", "bail", "CD not produced; Addl. PP time", "2027-01-12", "opposing side", "CD not produced", None),
    ("C07-H03", "2027-01-12", "bail", "bail granted, Rs. 20,000 with two sureties, one local; weekly before IO", None, None, None, None),
]
