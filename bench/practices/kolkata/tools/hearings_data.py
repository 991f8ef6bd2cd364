"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

H = [
    # C01 Samanta pension writ (HC Appellate Side, Court 17, Pal Chaudhuri J)
    ("C01-H01", "2025-12-10", "motion (first listing)", "State to file report/affidavit-in-opposition in 3 weeks; reply 1 week after; affidavit of service to be filed", "2026-01-21", None, None, None),
    ("C01-H02", "2026-01-21", "affidavit-in-opposition", "no A/O; AGP sought time for instructions; last opportunity 2 weeks on costs Rs. 5,000 to the petitioner", "2026-02-18", "opposing side", "instructions not received", {"amount": 5000, "on": "State", "to": "petitioner", "paid_on": "2026-02-18"}),
    ("C01-H03", "2026-02-18", "hearing", "A/O filed in court; costs paid; reply in 1 week", "2026-03-11", None, None, None),
    ("C01-H04", "2026-03-11", "hearing", "heard in part; DI of Schools (SE) Howrah to appear virtually with records", "2026-04-08", None, None, None),
    ("C01-H05", "2026-04-08", "hearing (DI present virtually)", "DI undertook to release provisional pension within 4 weeks; judgment on gratuity after vacation", "2026-06-17", None, None, None),
    ("C01-H06", "2026-06-17", "judgment", "writ allowed: gratuity Rs. 11,40,000 with 6% interest within 8 weeks; no recovery of Rs. 1,86,400 without hearing", None, None, None, None),
    # C02 Behala partition suit (CJSD 2nd Court, Alipore, Roy Barman)
    ("C02-H01", "2025-12-15", "written statement", "D1 filed WS; D2 and D3 no WS", "2026-02-04", None, None, None),
    ("C02-H02", "2026-02-04", "settlement of issues", "4 issues framed; plaintiff's petition u/O 26 r 9 for local inspection filed", "2026-03-23", None, None, None),
    ("C02-H03", "2026-03-23", "hearing of commission petition", "D1's junior sought time for objection; allowed on cost Rs. 500", "2026-04-20", "opposing side", "Pinaki Dutta engaged in the High Court", {"amount": 500, "on": "defendant 1", "to": "plaintiff", "paid_on": "2026-04-20"}),
    ("C02-H04", "2026-04-20", "hearing of commission petition", "petition allowed; Amalendu Sarkar appointed pleader commissioner; fee Rs. 6,000; report in 6 weeks", "2026-07-06", None, None, None),
    ("C02-H05", "2026-07-06", "commissioner's report", "report dated 19.06.2026 filed; objection by D1 in 3 weeks", "2026-08-24", None, None, None),
    ("C02-H06", "2026-08-24", "objection to report", "no objection filed; D1 sought time; last chance on cost Rs. 1,000", "2026-09-14", "opposing side", "Pinaki Dutta engaged in the High Court", {"amount": 1000, "on": "defendant 1", "to": "plaintiff", "paid_on": "2026-09-14"}),
    ("C02-H07", "2026-09-14", "hearing of objection", "cost paid; objection heard and rejected; report accepted; fixed for peremptory hearing (P.H.)", "2026-11-30", None, None, None),
    ("C02-H08", "2026-11-30", "P.H. (plaintiff's evidence)", "PW1 Chandana Pal's evidence-in-chief on affidavit tendered; cross deferred at D1's prayer", "2027-01-11", "opposing side", "D1 to cross after getting documents", None),
    # C03 Riverside recovery suit (HC Original Side, Commercial Division, Lahiri Bose J)
    ("C03-H01", "2026-01-08", "first hearing", "defendant appeared; WS within 30 days of service (served 15.12.2025)", "2026-02-12", None, None, None),
    ("C03-H02", "2026-02-12", "pleadings", "WS with counterclaim Rs. 8,75,000 filed on 05.02.2026; written statement to counterclaim in 4 weeks; admission/denial of documents", "2026-03-19", None, None, None),
    ("C03-H03", "2026-03-19", "admission / denial", "defendant not ready with admission/denial; costs Rs. 25,000 payable to plaintiff within 2 weeks", "2026-04-23", "opposing side", "admission/denial not ready", {"amount": 25000, "on": "defendant", "to": "plaintiff", "paid_on": "2026-04-02"}),
    ("C03-H04", "2026-04-23", "case management hearing", "5 issues framed; referred to the High Court mediation centre; first sitting 11.05.2026", "2026-07-09", None, None, None),
    ("C03-H05", "2026-07-09", "mediation report", "mediation failed (Rs. 30 lakh in 10 instalments refused); PW1 affidavit in 4 weeks", "2026-09-10", None, None, None),
    ("C03-H06", "2026-09-10", "evidence", "PW1 affidavit filed; Soumitra Ganguly appointed commissioner to record evidence; fee Rs. 40,000 shared", "2026-12-03", None, None, None),
    # C04 Sohini divorce (ADJ 3rd Court Alipore, Bhattacharjee)
    ("C04-H01", "2025-12-17", "written statement", "WS and s. 24 application filed; affidavits of assets and liabilities from both; mediation", "2026-02-18", None, None, None),
    ("C04-H02", "2026-02-18", "mediation report; affidavits", "mediation failed; husband's affidavit not filed; last chance to the petitioner", "2026-03-25", "opposing side", "time to file affidavit of assets", None),
    ("C04-H03", "2026-03-25", "hearing of s. 24", "husband's affidavit (net salary Rs. 92,000) filed; s. 24 heard; for order", "2026-04-22", None, None, None),
    ("C04-H04", "2026-04-22", "order on s. 24", "Rs. 22,000 per month from 17.12.2025 and litigation cost Rs. 30,000; arrears in 2 months", "2026-07-01", None, None, None),
    ("C04-H05", "2026-07-01", "compliance; PW1 evidence", "arrears unpaid; last chance to pay by next date or defence may be struck off", "2026-08-19", None, None, None),
    ("C04-H06", "2026-08-19", "compliance; PW1 evidence", "arrears Rs. 1,54,000 and litigation cost Rs. 30,000 paid by DDs; PW1 affidavit-in-chief filed", "2026-11-25", None, None, None),
    ("C04-H07", "2026-11-25", "cross of PW1", "PW1 Abhijit Ghosh cross-examined in part (left the Jadavpur flat in January 2025)", "2027-01-20", None, None, None),
    # C05 Agarwala cheque case (JM 4th Court Sealdah, Nag)
    ("C05-H01", "2026-01-07", "appearance of accused", "accused appeared; bail on bond of Rs. 5,000", "2026-02-09", None, None, None),
    ("C05-H02", "2026-02-09", "substance of accusation", "accused pleaded not guilty; security-cheque defence", "2026-03-23", None, None, None),
    ("C05-H03", "2026-03-23", "evidence of CW1", "complainant absent (fever); time on complainant's prayer; to be present in person", "2026-05-04", "our side", "complainant ill", None),
    ("C05-H04", "2026-05-04", "evidence of CW1", "CW1 affidavit-in-chief tendered; cross deferred at the accused's prayer", "2026-06-29", "opposing side", "counsel to cross after receiving copies", None),
    ("C05-H05", "2026-06-29", "cross of CW1", "CW1 cross-examined (blank security cheque of 2024 suggested, denied); CW closed", "2026-08-24", None, None, None),
    ("C05-H06", "2026-08-24", "examination of accused", "accused absent; exemption refused; bailable warrant", "2026-09-21", "opposing side", "accused absent, no medical paper", None),
    ("C05-H07", "2026-09-21", "examination of accused", "accused appeared; warrant recalled; examined u/s 351 BNSS; defence to adduce evidence", "2026-11-30", None, None, None),
    ("C05-H08", "2026-11-30", "defence evidence", "no DW produced; last opportunity", "2026-12-14", "opposing side", "DW not ready", None),
    # C06 New Town flat complaint (DCDRC Kolkata Unit-II, Kar)
    ("C06-H01", "2026-01-13", "written version", "written version beyond 45 days not taken on record; to proceed without it", "2026-03-10", None, None, None),
    ("C06-H02", "2026-03-10", "complainant's evidence", "evidence on affidavit filed; OP to file questionnaire", "2026-04-14", None, None, None),
    ("C06-H03", "2026-04-14", "questionnaire", "no sitting: Member on leave (quorum)", "2026-06-09", "court", "quorum incomplete", None),
    ("C06-H04", "2026-06-09", "questionnaire", "OP's questionnaire filed; reply in 3 weeks", "2026-08-04", None, None, None),
    ("C06-H05", "2026-08-04", "reply to questionnaire", "reply filed; brief notes of arguments in 4 weeks", "2026-09-29", None, None, None),
    ("C06-H06", "2026-09-29", "arguments", "arguments heard; for order", "2026-11-17", None, None, None),
    ("C06-H07", "2026-11-17", "order", "complaint allowed in part: possession with OC in 90 days, compensation Rs. 3,00,000, costs Rs. 25,000; else refund Rs. 38,50,000 with 9%", None, None, None, None),
]
