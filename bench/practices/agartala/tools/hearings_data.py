"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

OPP = "opposing side"
H = [
    # C01 Rupali teacher writ (HC Court 3, Dutta Roy J; Addl GA Kaushik Paul)
    ("C01-H01", "2025-12-16", "admission", "notice; Addl GA accepts notice; counter in 4 weeks; post not to be filled meanwhile", "2026-01-13", None, None, None),
    ("C01-H02", "2026-01-13", "counter-affidavit", "no counter; Addl GA: instructions awaited; 3 weeks", "2026-02-03", OPP, "instructions awaited", None),
    ("C01-H03", "2026-02-03", "counter-affidavit", "no counter; last opportunity 2 weeks on costs Rs. 2,000 to HC Legal Services Committee", "2026-02-24", OPP, "instructions awaited", {"amount": 2000, "on": "State", "to": "HC Legal Services Committee"}),
    ("C01-H04", "2026-02-24", "counter-affidavit", "counter filed (Director of Secondary Education); rejoinder 2 weeks", "2026-03-24", None, None, None),
    ("C01-H05", "2026-03-24", "hearing", "heard in part; State to produce original termination file", "2026-05-05", None, None, None),
    ("C01-H06", "2026-05-05", "hearing", "file produced (no show-cause in it); hearing concluded; judgment on 14.07.2026", "2026-07-14", None, None, None),
    ("C01-H07", "2026-07-14", "judgment", "writ allowed: termination set aside; reinstatement 6 weeks; 50% back wages", None, None, None, None),
    # C02 Ratan Arms Act appeal (HC Court 5, Nandi J; Addl PP Ratan Sutradhar)
    ("C02-H01", "2025-12-11", "admission", "admitted; LCR called for; IA for suspension of sentence - PP to file objection", "2026-01-08", None, None, None),
    ("C02-H02", "2026-01-08", "suspension of sentence", "PP sought time; LCR not received", "2026-01-22", OPP, "objection not ready", None),
    ("C02-H03", "2026-01-22", "suspension of sentence", "sentence suspended; bail bond Rs. 25,000 with one surety; appear on every date", "2026-04-16", None, None, None),
    ("C02-H04", "2026-04-16", "LCR", "LCR received; paper book in 8 weeks", "2026-07-09", None, None, None),
    ("C02-H05", "2026-07-09", "hearing", "PP engaged in Division Bench; time; no further adjournment", "2026-08-06", OPP, "PP engaged", None),
    ("C02-H06", "2026-08-06", "hearing", "appellant argued (PW3, PW4 hostile; no sanction u/s 39); PP to reply", "2026-09-03", None, None, None),
    ("C02-H07", "2026-09-03", "hearing (PP reply)", "PP absent; proxy sought time; PP to appear in person", "2026-11-26", OPP, "PP absent", None),
    ("C02-H08", "2026-11-26", "hearing (PP reply)", "PP replied; judgment on 10.12.2026", "2026-12-10", None, None, None),
    # C03 Gopal Saha amendment CRP (HC Court 2, Deb J; Subhas Sarkar)
    ("C03-H01", "2026-03-05", "admission", "notice; trial court not to pronounce judgment", "2026-04-09", None, None, None),
    ("C03-H02", "2026-04-09", "counter", "Sarkar sought 3 weeks for counter", "2026-05-14", OPP, "time for counter", None),
    ("C03-H03", "2026-05-14", "hearing", "Sarkar engaged before Division Bench; junior sought time", "2026-06-25", OPP, "engaged elsewhere", None),
    ("C03-H04", "2026-06-25", "hearing", "heard in part; written notes of 2 pages", "2026-07-09", None, None, None),
    ("C03-H05", "2026-07-09", "hearing", "Sarkar absent; costs Rs. 1,500 to petitioner", "2026-08-06", OPP, "counsel absent", {"amount": 1500, "on": "respondent", "to": "petitioner"}),
    ("C03-H06", "2026-08-06", "hearing", "revision allowed; amendment allowed on costs Rs. 3,000 to respondent; additional WS 4 weeks", None, None, None, {"amount": 3000, "on": "petitioner", "to": "respondent"}),
    # C04 Anjali homestead suit (CJ Sr Div Ct 2; Subhas Sarkar)
    ("C04-H01", "2025-12-16", "written statement", "D1, D2 WS filed; D3 time", "2026-01-20", None, None, None),
    ("C04-H02", "2026-01-20", "written statement", "D3 no WS; time on cost Rs. 300", "2026-02-17", OPP, "WS of D3 not ready", {"amount": 300, "on": "D3", "to": "plaintiff"}),
    ("C04-H03", "2026-02-17", "written statement", "D3 WS filed; cost paid", "2026-03-17", None, None, None),
    ("C04-H04", "2026-03-17", "issues", "5 issues framed; PW1 affidavit by next date", "2026-04-21", None, None, None),
    ("C04-H05", "2026-04-21", "PW1", "PW1 affidavit tendered, Exts 1-6; cross deferred at Sarkar's prayer", "2026-06-16", OPP, "cross not ready", None),
    ("C04-H06", "2026-06-16", "cross of PW1", "PW1 cross-examined; closed", "2026-07-14", None, None, None),
    ("C04-H07", "2026-07-14", "PW2", "PW2 absent; summons; our prayer for time", "2026-08-18", "our side", "witness absent", None),
    ("C04-H08", "2026-08-18", "PW2", "PW2 examined and cross-examined; plaintiff's evidence closed", "2026-09-22", None, None, None),
    ("C04-H09", "2026-09-22", "DW1", "DW1 affidavit not filed; Sarkar engaged in HC; cost Rs. 500", "2026-11-17", OPP, "engaged in High Court", {"amount": 500, "on": "defendants", "to": "plaintiff"}),
    ("C04-H10", "2026-11-17", "DW1", "DW1 affidavit filed; cross in part", "2026-12-15", None, None, None),
    # C05 Puja maintenance (Family Court; Joydeep Miah)
    ("C05-H01", "2025-12-19", "appearance / interim", "OP appeared; W/O time", "2026-01-30", None, None, None),
    ("C05-H02", "2026-01-30", "W/O", "W/O filed; counselling on 06.02.2026", "2026-02-27", None, None, None),
    ("C05-H03", "2026-02-27", "interim hearing", "counselling failed; interim heard", "2026-03-20", None, None, None),
    ("C05-H04", "2026-03-20", "interim order", "interim Rs. 5,000 wife + Rs. 3,000 son from 04.09.2025; arrears in 3 instalments", "2026-05-08", None, None, None),
    ("C05-H05", "2026-05-08", "compliance", "only Rs. 16,000 paid; Miah time (father ill); warning of warrant", "2026-06-26", OPP, "OP's father ill", None),
    ("C05-H06", "2026-06-26", "PW1", "PW1 examined in chief; cross deferred at Miah's prayer", "2026-08-07", OPP, "cross deferred", None),
    ("C05-H07", "2026-08-07", "cross of PW1", "PW1 cross-examined", "2026-09-19", None, None, None),
    ("C05-H08", "2026-09-19", "OPW1", "OP absent; Miah time; last chance", "2026-11-13", OPP, "OP absent", None),
    ("C05-H09", "2026-11-13", "OPW1", "OPW1 examined and cross-examined (income Rs. 22,000 pm admitted)", "2026-12-11", None, None, None),
    # C06 Jitendra LA reference (District Judge; GP Prasenjit Debnath)
    ("C06-H01", "2026-01-29", "records", "GP time for LA Collector's records", "2026-03-12", OPP, "records awaited", None),
    ("C06-H02", "2026-03-12", "records / issues", "records filed; issues; claimant's evidence", "2026-05-07", None, None, None),
    ("C06-H03", "2026-05-07", "CW1", "CW1 examined in chief; cross deferred", "2026-07-02", None, None, None),
    ("C06-H04", "2026-07-02", "CW1 cross / CW2", "CW1 cross-examined; CW2 examined", "2026-08-27", None, None, None),
    ("C06-H05", "2026-08-27", "RW", "GP time for State witness", "2026-11-05", OPP, "witness not ready", None),
    ("C06-H06", "2026-11-05", "RW1", "RW1 examined and cross-examined", "2026-12-17", None, None, None),
    # C07 Sumitra gratuity appeal (Appellate Authority; Rajib Chakraborty)
    ("C07-H01", "2026-02-10", "admission", "admitted; notice; records of controlling authority called", "2026-03-10", None, None, None),
    ("C07-H02", "2026-03-10", "reply", "employer sought time for reply", "2026-04-14", OPP, "reply not ready", None),
    ("C07-H03", "2026-04-14", "reply", "reply filed; employer to produce muster rolls 1997-2005", "2026-06-16", None, None, None),
    ("C07-H04", "2026-06-16", "muster rolls", "not produced (flood of 2017); last chance; adverse inference", "2026-08-11", OPP, "records destroyed", None),
    ("C07-H05", "2026-08-11", "hearing", "heard both; order reserved, to be pronounced 13.10.2026", "2026-10-13", None, None, None),
    ("C07-H06", "2026-10-13", "order", "appeal allowed: 27 years counted; balance Rs. 21,120 with 10% simple interest in 30 days", None, None, None, None),
]
