"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

H = [
    # C01 Jahanara FT (FT-4 Nagaon, Mahanta)
    ("C01-H01", "2029-08-07", "appearance", "OP appeared on notice; bail bond Rs. 5,000 with one surety; WS", "2029-09-04", None, None, None),
    ("C01-H02", "2029-09-04", "WS", "WS filed with 14 documents (voter lists 1965, 1970, gaonburha certificate)", "2029-10-09", None, None, None),
    ("C01-H03", "2029-10-09", "OP evidence", "DW1 Jahanara chief on affidavit; GP sought time to cross", "2029-11-13", "opposing side", "time to cross", None),
    ("C01-H04", "2029-11-13", "OP evidence", "DW1 cross-examined by GP; link through father Abdul Jabbar", "2029-12-11", None, None, None),
    ("C01-H05", "2029-12-11", "OP evidence", "Member on leave", "2030-01-22", "court", "Member on leave", None),
    ("C01-H06", "2030-01-22", "OP evidence", "DW2 gaonburha did not appear; summons", "2030-03-05", "our side", "witness not present", None),
    ("C01-H07", "2030-03-05", "OP evidence", "DW2 Lakhi Kanta Bora, gaonburha, examined and cross-examined", "2030-04-23", None, None, None),
    ("C01-H08", "2030-04-23", "OP evidence", "GP absent (busy at FT-6); adjourned", "2030-06-04", "opposing side", "GP busy in another Tribunal", None),
    ("C01-H09", "2030-06-04", "OP evidence", "DW3 Md. Abdul Latif examined; election office to produce the 1971 voter list", "2030-07-19", None, None, None),
    # C02 Kuddus writ (Gauhati HC, DB)
    ("C02-H01", "2029-08-21", "motion", "notice; no coercive steps if the petitioner appears before SP (Border) Nagaon", "2029-09-18", None, None, None),
    ("C02-H02", "2029-09-18", "hearing", "SC FT sought time for the Tribunal records", "2029-11-06", "opposing side", "records awaited", None),
    ("C02-H03", "2029-11-06", "hearing", "records produced; court took note of the medical certificate of Kaliabor CHC", "2029-12-04", None, None, None),
    ("C02-H04", "2029-12-04", "hearing", "ex parte opinion set aside; remanded; appear before FT-2 on 08.01.2030; costs Rs. 5,000 to DLSA", None, None, None, {"amount": 5000, "on": "petitioner", "to": "DLSA Nagaon"}),
    # C03 Kamala mutation appeal (ADC Nagaon)
    ("C03-H01", "2029-08-28", "admission", "appeal admitted; CO Kaliabor's records called; further action on mutation stayed", "2029-10-03", None, None, None),
    ("C03-H02", "2029-10-03", "records", "records not received from the Circle Office", "2029-11-20", "court", "records awaited", None),
    ("C03-H03", "2029-11-20", "reply", "records received; respondent sought time for reply", "2030-01-08", "opposing side", "time for reply", None),
    ("C03-H04", "2030-01-08", "reply", "reply filed (family partition of 1998); Lat Mandal to report possession", "2030-03-12", None, None, None),
    ("C03-H05", "2030-03-12", "report", "Lat Mandal report: appellant in possession of dag 412", "2030-05-14", None, None, None),
    ("C03-H06", "2030-05-14", "arguments", "part arguments; respondent's counsel sought time", "2030-07-23", "opposing side", "time in arguments", None),
    # C04 Gautam title suit (CJ Jr Dvn No. 1)
    ("C04-H01", "2029-08-10", "issues", "issues framed (5)", "2029-09-21", None, None, None),
    ("C04-H02", "2029-09-21", "PE", "PW1 chief on affidavit; cross deferred at request of defence", "2029-10-30", "opposing side", "counsel not ready", None),
    ("C04-H03", "2029-10-30", "PE", "defence counsel absent; cost Rs. 500", "2029-12-07", "opposing side", "counsel absent", {"amount": 500, "on": "defendants", "to": "plaintiff"}),
    ("C04-H04", "2029-12-07", "PE", "PW1 cross-examined", "2030-01-17", None, None, None),
    ("C04-H05", "2030-01-17", "PE", "PW2 Dhiren Nath examined; commission petition filed", "2030-02-21", None, None, None),
    ("C04-H06", "2030-02-21", "PE", "advocate commissioner Sri Anupam Bhuyan appointed; fee Rs. 3,000 by plaintiff", "2030-04-03", None, None, None),
    ("C04-H07", "2030-04-03", "commission report", "report: D1's boundary wall 9 ft inside dag 1023; objection time", "2030-05-22", None, None, None),
    ("C04-H08", "2030-05-22", "DE", "PE closed; no DW; last chance on cost Rs. 1,000", "2030-07-24", "opposing side", "witness not produced", {"amount": 1000, "on": "defendants", "to": "plaintiff"}),
    # C05 Mukut Gogoi sessions (ASJ-1)
    ("C05-H01", "2029-09-12", "charge", "charge framed u/ss 109, 118(2), 3(5) BNS; not guilty", "2029-10-10", None, None, None),
    ("C05-H02", "2029-10-10", "PE", "PW1 Dilip Kalita (informant) examined and cross-examined", "2029-11-21", None, None, None),
    ("C05-H03", "2029-11-21", "PE", "PW2 and PW3 absent; fresh summons", "2030-01-09", "opposing side", "witnesses absent", None),
    ("C05-H04", "2030-01-09", "PE", "PW2 Bina Kalita examined and cross-examined", "2030-02-13", None, None, None),
    ("C05-H05", "2030-02-13", "PE", "PW3 Dr. Rituparna Das: simple injury by blunt side", "2030-03-20", None, None, None),
    ("C05-H06", "2030-03-20", "PE", "IO absent; Addl. PP time", "2030-04-24", "opposing side", "IO absent", None),
    ("C05-H07", "2030-04-24", "PE", "PW4 IO SI Kamal Hussain examined; seizure without independent witness", "2030-05-29", None, None, None),
    ("C05-H08", "2030-05-29", "351 BNSS", "PE closed; accused examined u/s 351 BNSS", "2030-06-26", None, None, None),
    ("C05-H09", "2030-06-26", "DE", "DW1 Hiren Gogoi (alibi) examined", "2030-07-31", None, None, None),
    # C06 Rupali DV (CJM Nagaon)
    ("C06-H01", "2029-08-17", "notice", "notice; DIR called from the Protection Officer", "2029-09-28", None, None, None),
    ("C06-H02", "2029-09-28", "appearance", "DIR received; respondents appeared; time for reply", "2029-11-02", "opposing side", "time for reply", None),
    ("C06-H03", "2029-11-02", "s. 23", "reply filed; interim petition heard", "2029-12-14", None, None, None),
    ("C06-H04", "2029-12-14", "order", "interim: Rs. 4,000 p.m. + Rs. 2,000 p.m. for the child; no dispossession from the line quarter", "2030-02-08", None, None, None),
    ("C06-H05", "2030-02-08", "compliance", "arrears not paid; respondent's counsel time", "2030-03-27", "opposing side", "time to pay", None),
    ("C06-H06", "2030-03-27", "AP evidence", "Rs. 12,000 paid in court; AW1 Rupali chief", "2030-05-17", None, None, None),
    ("C06-H07", "2030-05-17", "AP evidence", "AW1 cross-examined", "2030-06-21", None, None, None),
    ("C06-H08", "2030-06-21", "AP evidence", "AW2 Phulmoni Tanti chief; respondent time to cross", "2030-07-19", "opposing side", "time to cross", None),
    # C07 Budhu gratuity (Controlling Authority)
    ("C07-H01", "2029-09-06", "notice", "employer appeared; time for WS", "2029-10-11", None, None, None),
    ("C07-H02", "2029-10-11", "WS", "employer's WS: 21 years, break in service", "2029-11-29", None, None, None),
    ("C07-H03", "2029-11-29", "evidence", "applicant examined; wage register produced", "2030-01-10", None, None, None),
    ("C07-H04", "2030-01-10", "order", "gratuity Rs. 1,86,540 with 10% simple interest within 30 days", None, None, None, None),
]
