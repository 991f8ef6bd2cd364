"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

OS = "opposing side"
H = [
    # C01 litchi orchard title suit (Sub-Judge-I)
    ("C01-H01", "2026-03-12", "injunction petition", "defendants' time petition allowed; injunction petition on the litchi crop to be heard", "2026-04-07", OS, "time petition: counsel unwell", None),
    ("C01-H02", "2026-04-07", "injunction petition", "heard; court directs the 2026 crop to be sold through a pleader commissioner and the price deposited", "2026-05-05", None, None, None),
    ("C01-H03", "2026-05-05", "commission", "Sri Bipin Bihari Sharan appointed pleader commissioner; fee Rs. 7,500 by plaintiff", "2026-07-02", None, None, None),
    ("C01-H04", "2026-07-02", "commission report", "report filed: crop sold for Rs. 4,12,500, deposited by challan; objection time to defendants", "2026-09-10", None, None, None),
    ("C01-H05", "2026-09-10", "PE", "PW-1 Jagdish examined and cross-examined; PW-2 Ramsewak Sahni chief", "2026-11-19", None, None, None),
    ("C01-H06", "2026-11-19", "PE", "defendants' time petition (counsel in sessions); cost Rs. 1,000; last chance", "2026-12-17", OS, "time petition: counsel busy in sessions", {"amount": 1000, "on": "defendants", "to": "plaintiff"}),
    ("C01-H07", "2026-12-17", "PE", "PW-2 cross-examined; plaintiff's evidence closed", "2027-01-21", None, None, None),
    ("C01-H08", "2027-01-21", "DE", "defendants' time petition: DW not present", "2027-02-18", OS, "time petition: witness not present", None),
    ("C01-H09", "2027-02-18", "DE", "DW-1 Umesh Singh chief on affidavit; cross by plaintiff on the vanshavali; part", "2027-03-11", None, None, None),
    # C02 BLDR (DCLR Muzaffarpur East)
    ("C02-H01", "2026-03-17", "appearance", "OPs appeared; CO Kurhani's report and amin measurement called", "2026-04-21", None, None, None),
    ("C02-H02", "2026-04-21", "CO report", "CO's report not received; reminder", "2026-05-19", "court", "CO report awaited", None),
    ("C02-H03", "2026-05-19", "CO report", "CO's report received: OPs encroach 11 dhur on the east of khesra 1408; OPs' objection", "2026-07-14", None, None, None),
    ("C02-H04", "2026-07-14", "hearing", "arguments heard; order reserved", "2026-08-04", None, None, None),
    ("C02-H05", "2026-08-04", "order", "petition allowed; CO to remove encroachment and deliver possession in 30 days", None, None, None, None),
    # C03 dowry death ST (ADJ-IV)
    ("C03-H01", "2026-03-19", "PE", "PW-1 informant Ramvilas Mahto chief; cross deferred", "2026-04-16", None, None, None),
    ("C03-H02", "2026-04-16", "PE", "PW-1 cross-examined", "2026-05-14", None, None, None),
    ("C03-H03", "2026-05-14", "PE", "no prosecution witness; summons", "2026-06-11", OS, "witness not present", None),
    ("C03-H04", "2026-06-11", "PE", "PW-2 Sugiya Devi (mother) examined and cross-examined", "2026-07-09", None, None, None),
    ("C03-H05", "2026-07-09", "PE", "no witness; warrant against IO and show cause to SHO Sakra", "2026-09-10", OS, "witness not present", None),
    ("C03-H06", "2026-09-10", "PE", "PW-3 Dr. Anupam Kumar (post-mortem) examined and cross-examined", "2026-11-05", None, None, None),
    ("C03-H07", "2026-11-05", "PE", "PW-4 IO SI Manoj Kumar Rajak examined and cross-examined; prosecution evidence closed", "2026-12-03", None, None, None),
    ("C03-H08", "2026-12-03", "313", "statements of accused u/s 313 Cr.P.C. recorded; defence witness list", "2027-01-07", None, None, None),
    ("C03-H09", "2027-01-07", "DE", "DW-1 Pramod Sah examined and cross-examined; defence closed", "2027-02-25", None, None, None),
    ("C03-H10", "2027-02-25", "arguments", "defence arguments in part; APP sought time", "2027-03-10", OS, "APP sought time", None),
    # C04 Guddu bail (Patna HC)
    ("C04-H01", "2026-06-22", "admission", "State to obtain case diary and criminal antecedent report", "2026-07-20", None, None, None),
    ("C04-H02", "2026-07-20", "hearing", "case diary not received; APP time", "2026-08-10", OS, "case diary awaited", None),
    ("C04-H03", "2026-08-10", "hearing", "case diary received; one other excise case (Kanti P.S. 77/2023); heard", "2026-08-24", None, None, None),
    ("C04-H04", "2026-08-24", "orders", "bail granted: Rs. 25,000 with two sureties; conditions", None, None, None, None),
    # C05 Rinki maintenance (Family Court)
    ("C05-H01", "2026-03-24", "counselling / affidavit", "counselling failed; OP's income affidavit not filed; last chance", "2026-04-28", OS, "affidavit not filed", None),
    ("C05-H02", "2026-04-28", "interim maintenance", "OP filed income affidavit (Rs. 18,000 p.m.); heard on interim", "2026-05-26", None, None, None),
    ("C05-H03", "2026-05-26", "order on interim", "interim maintenance Rs. 6,000 p.m. from 12.08.2025", "2026-07-07", None, None, None),
    ("C05-H04", "2026-07-07", "arrears", "arrears not paid; petition u/s 125(3) for distress warrant", "2026-08-11", None, None, None),
    ("C05-H05", "2026-08-11", "arrears", "OP paid Rs. 30,000 in court; balance to be paid", "2026-09-22", None, None, None),
    ("C05-H06", "2026-09-22", "AE", "AW-1 Rinki chief on affidavit and cross", "2026-11-24", None, None, None),
    ("C05-H07", "2026-11-24", "AE", "AW-2 Shambhu Jha examined; applicant's evidence closed", "2027-02-16", None, None, None),
    ("C05-H08", "2027-02-16", "OE", "OPW-1 Manish chief; cross by applicant in part", "2027-03-09", None, None, None),
    # C06 SARFAESI s. 14 (CJM)
    ("C06-H01", "2026-04-09", "objection", "borrower's objection filed; bank to reply", "2026-05-07", None, None, None),
    ("C06-H02", "2026-05-07", "hearing", "bank's reply; CJM asks status of OTS", "2026-06-04", None, None, None),
    ("C06-H03", "2026-06-04", "hearing", "OTS proposal Rs. 32 lakh with upfront Rs. 3,20,000 shown; bank to take instructions", "2026-09-03", None, None, None),
    ("C06-H04", "2026-09-03", "hearing", "SA No. 211/2026 DRT Patna filed; DRT interim stay on deposit of Rs. 5 lakh in 4 weeks", "2026-11-12", None, None, None),
    ("C06-H05", "2026-11-12", "hearing", "deposit of Rs. 5,00,000 shown (28.09.2026); s. 14 kept in abeyance", "2027-01-28", None, None, None),
    ("C06-H06", "2027-01-28", "hearing", "bank's counsel sought time (DRT next date)", "2027-03-09", OS, "instructions awaited", None),
    # C07 Ranjana CWJC (Patna HC)
    ("C07-H01", "2026-07-06", "admission", "notice; counter affidavit in 4 weeks", "2026-08-17", None, None, None),
    ("C07-H02", "2026-08-17", "hearing", "no counter affidavit; last chance to State", "2026-09-14", OS, "instructions awaited", None),
    ("C07-H03", "2026-09-14", "hearing", "counter affidavit filed; verification within 4 weeks; supplementary CA", "2026-11-23", None, None, None),
    ("C07-H04", "2026-11-23", "hearing", "supplementary CA: certificate genuine; salary released from November", "2027-01-18", None, None, None),
    ("C07-H05", "2027-01-18", "hearing", "arrears to be paid within 8 weeks; compliance", "2027-03-15", None, None, None),
    # C08 Gupta eviction (Munsif-I)
    ("C08-H01", "2026-04-13", "WS / s. 15", "WS filed; tenant to deposit arrears Rs. 81,000 within 30 days", "2026-05-18", None, None, None),
    ("C08-H02", "2026-05-18", "s. 15 compliance", "tenant deposited Rs. 40,500 only; time for balance", "2026-07-13", OS, "time for balance deposit", None),
    ("C08-H03", "2026-07-13", "issues", "issues framed (5)", "2026-08-17", None, None, None),
    ("C08-H04", "2026-08-17", "PE", "PW-1 Kailash chief and cross", "2026-09-28", None, None, None),
    ("C08-H05", "2026-09-28", "PE", "PW-2 Rohit Gupta examined; plaintiff's evidence closed", "2027-01-25", None, None, None),
    ("C08-H06", "2027-01-25", "DE", "DW-1 Md. Irfan examined and cross-examined", "2027-03-01", None, None, None),
    ("C08-H07", "2027-03-01", "DE", "defendant's evidence closed; arguments", "2027-03-26", None, None, None),
]
