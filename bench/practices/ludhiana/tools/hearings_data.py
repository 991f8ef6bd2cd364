"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

H = [
    # C01 Dhillon gearbox complaint (DCDRC Ludhiana, Tuesdays)
    ("C01-H01", "2026-01-13", "appearance / written version", "OP1 appeared, time for written version; OP2 through AR", "2026-02-17", "opposing side", "time for written version", None),
    ("C01-H02", "2026-02-17", "written version", "OP1's version filed; OP2's right to file version closed (45 days over)", "2026-03-24", None, None, None),
    ("C01-H03", "2026-03-24", "complainant's evidence", "CW1 Harjit affidavit and Ex. C-1 to C-14 filed", "2026-05-05", None, None, None),
    ("C01-H04", "2026-05-05", "OP evidence", "OP1 sought time for evidence", "2026-06-16", "opposing side", "witness (works manager) not available", None),
    ("C01-H05", "2026-06-16", "OP evidence", "RW1 Pankaj Dhawan's affidavit filed; our application for expert report", "2026-08-04", None, None, None),
    ("C01-H06", "2026-08-04", "arguments", "expert application dismissed as job cards suffice; written arguments directed", "2026-09-22", None, None, None),
    ("C01-H07", "2026-09-22", "arguments", "our written arguments filed; OP1 time for written arguments", "2026-11-10", "opposing side", "written arguments not ready", None),
    ("C01-H08", "2026-11-10", "arguments", "complainant's arguments heard; OP1 time", "2027-01-12", "opposing side", "counsel busy in the High Court", None),
    ("C01-H09", "2027-01-12", "arguments", "arguments concluded; orders reserved", "2027-02-09", None, None, None),
    # C02 Surinder Kaur mediclaim (DCDRC Ludhiana)
    ("C02-H01", "2026-01-20", "appearance", "OPs appeared, time for written version", "2026-02-24", "opposing side", "time for written version", None),
    ("C02-H02", "2026-02-24", "written version", "written version filed (PED - hypertension since 2019)", "2026-04-07", None, None, None),
    ("C02-H03", "2026-04-07", "complainant's evidence", "CW1 Surinder Kaur affidavit; discharge summary Ex. C-5", "2026-05-19", None, None, None),
    ("C02-H04", "2026-05-19", "OP evidence", "affidavit of Vivek Chopra, Asst. Manager; proposal form Ex. OP-1", "2026-07-07", None, None, None),
    ("C02-H05", "2026-07-07", "arguments", "arguments heard; orders reserved", "2026-08-11", None, None, None),
    ("C02-H06", "2026-08-11", "orders", "complaint allowed: Rs. 2,86,450 with 9% interest, Rs. 20,000 compensation, Rs. 10,000 costs", None, None, None, None),
    # C03 Ramesh Yadav reference (Labour Court-II, Fridays)
    ("C03-H01", "2026-01-09", "workman's evidence", "WW1 affidavit tendered; cross deferred at management's request", "2026-02-13", "opposing side", "counsel not ready to cross", None),
    ("C03-H02", "2026-02-13", "workman's evidence", "WW1 cross-examined", "2026-03-20", None, None, None),
    ("C03-H03", "2026-03-20", "workman's evidence", "WW2 Shambhu Nath examined; workman's evidence closed", "2026-05-08", None, None, None),
    ("C03-H04", "2026-05-08", "management's evidence", "MW1 abroad; time; settlement offer Rs. 1,50,000 refused", "2026-07-10", "opposing side", "MW1 abroad (Canada)", None),
    ("C03-H05", "2026-07-10", "management's evidence", "MW1 absent again; last opportunity on costs Rs. 1,000", "2026-09-04", "opposing side", "MW1 abroad", {"amount": 1000, "on": "management", "to": "workman"}),
    ("C03-H06", "2026-09-04", "management's evidence", "MW1 Harvinder Singh Gill examined and cross-examined; no enquiry admitted", "2026-10-30", None, None, None),
    ("C03-H07", "2026-10-30", "management's evidence", "MW2 not present; time", "2026-12-11", "opposing side", "MW2 (accountant) out of station", None),
    ("C03-H08", "2026-12-11", "management's evidence", "MW2 Rajiv Bedi examined; ME closed; offer raised to Rs. 2,25,000", "2027-01-15", None, None, None),
    # C04 Bhogal Forgings union reference (Industrial Tribunal camp at Ludhiana, Thursdays)
    ("C04-H01", "2026-02-05", "written statement", "management's written statement filed", "2026-03-26", None, None, None),
    ("C04-H02", "2026-03-26", "rejoinder / issues", "rejoinder filed; issues framed (3)", "2026-05-14", None, None, None),
    ("C04-H03", "2026-05-14", "union's evidence", "WW1 Tarsem Lal affidavit; part cross", "2026-07-16", None, None, None),
    ("C04-H04", "2026-07-16", "union's evidence", "WW1 cross concluded; union's evidence closed", "2026-09-17", None, None, None),
    ("C04-H05", "2026-09-17", "management's evidence", "MW1 Sunil Thakur affidavit; part cross by the union's AR", "2026-11-19", None, None, None),
    ("C04-H06", "2026-11-19", "management's evidence", "MW1 cross concluded; licence Ex. M-7; management's evidence closed", "2027-01-21", None, None, None),
    # C05 Grewal Chaura Bazar eviction (Rent Controller, Court No. 14)
    ("C05-H01", "2026-01-16", "petitioner's evidence", "PW1 Kuldip Singh Grewal tendered affidavit; cross by Bansal", "2026-02-20", None, None, None),
    ("C05-H02", "2026-02-20", "petitioner's evidence", "PW2 Gurinder Singh examined; PE closed", "2026-04-10", None, None, None),
    ("C05-H03", "2026-04-10", "respondent's evidence", "RW1 affidavit; tenant's application to examine a handwriting expert; reply", "2026-05-08", None, None, None),
    ("C05-H04", "2026-05-08", "order on application", "application allowed: handwriting expert permitted", "2026-07-17", None, None, None),
    ("C05-H05", "2026-07-17", "respondent's evidence", "HC's interim order produced; RW1 cross-examined", "2026-09-11", None, None, None),
    ("C05-H06", "2026-09-11", "respondent's evidence", "RW2 expert absent; time on costs Rs. 1,500", "2026-10-23", "opposing side", "expert witness not present", {"amount": 1500, "on": "respondent", "to": "petitioner"}),
    ("C05-H07", "2026-10-23", "respondent's evidence", "RW2 O.P. Bhardwaj examined and cross-examined", "2026-12-04", None, None, None),
    ("C05-H08", "2026-12-04", "respondent's evidence", "RE closed; rent deposited up to November 2026", "2027-01-15", None, None, None),
    # C06 Dr. Jain clinic eviction (Rent Controller-II, Court No. 22)
    ("C06-H01", "2026-01-22", "ex parte evidence", "application under Order 9 Rule 7 CPC filed; notice", "2026-02-26", None, None, None),
    ("C06-H02", "2026-02-26", "reply to application", "reply filed; arguments on application", "2026-03-27", None, None, None),
    ("C06-H03", "2026-03-27", "order on application", "ex parte order set aside on costs Rs. 3,000", "2026-05-15", None, None, {"amount": 3000, "on": "tenant (our client)", "to": "petitioner"}),
    ("C06-H04", "2026-05-15", "written statement", "costs paid; written statement filed", "2026-07-24", None, None, None),
    ("C06-H05", "2026-07-24", "issues / PE", "issues framed; PW1 affidavit tendered", "2026-09-25", None, None, None),
    ("C06-H06", "2026-09-25", "petitioner's evidence", "PW1 Paramjit Kaur cross-examined", "2026-11-27", None, None, None),
    ("C06-H07", "2026-11-27", "petitioner's evidence", "PW2 (lab owner) not present; summoned", "2027-01-29", "opposing side", "witness not present", None),
    # C07 Grewal revision (P&H High Court, Court No. 31)
    ("C07-H01", "2026-07-08", "motion", "notice of motion; proceedings to go on, no final order", "2026-09-16", None, None, None),
    ("C07-H02", "2026-09-16", "hearing", "reply filed by the respondent; adjourned at his request", "2026-11-18", "opposing side", "time to argue", None),
    ("C07-H03", "2026-11-18", "arguments", "part heard; rent deposit asked", "2027-01-13", None, None, None),
    ("C07-H04", "2027-01-13", "arguments", "not reached; interim order continues", "2027-02-17", "court", "paucity of time", None),
    # C08 Surinder Kaur compliance (DCDRC Ludhiana)
    ("C08-H01", "2026-11-03", "notice", "notice to the judgment debtor", "2026-12-01", None, None, None),
    ("C08-H02", "2026-12-01", "compliance", "JD says payment under process; full compliance directed", "2026-12-22", "opposing side", "payment under process", None),
    ("C08-H03", "2026-12-22", "compliance", "Rs. 3,16,450 paid by cheque; interest still due", "2027-01-15", None, None, None),
]
