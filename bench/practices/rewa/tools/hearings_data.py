"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

OPP, COURT = "opposing side", "court"

H = [
    # C01 Phoolmati mutation appeal (SDO Revenue Huzur, Chauhan) - Thursdays
    ("C01-H01", "2026-02-05", "admission", "appeal admitted; notice to respondent; tehsil record called; no further transfer of the land till next date", "2026-03-05", None, None, None),
    ("C01-H02", "2026-03-05", "reply", "respondent appeared through K.P. Mishra; time for reply", "2026-04-02", OPP, "time to file reply", None),
    ("C01-H03", "2026-04-02", "reply", "reply filed with objection on limitation (appeal 18 days late)", "2026-04-30", None, None, None),
    ("C01-H04", "2026-04-30", "delay / record", "delay condoned; tehsil record not received; reminder to Naib Tehsildar", "2026-06-04", COURT, "record awaited", None),
    ("C01-H05", "2026-06-04", "arguments", "record received; Mishra absent, proxy sought time; last opportunity", "2026-07-09", OPP, "counsel absent", None),
    ("C01-H06", "2026-07-09", "arguments", "SDO suggested a family raajinama; parties to talk", "2026-08-06", COURT, "compromise talks", None),
    ("C01-H07", "2026-08-06", "arguments", "no raajinama; Mishra absent again, proxy time; next date ex parte if absent", "2026-09-03", OPP, "counsel absent", None),
    ("C01-H08", "2026-09-03", "arguments", "appellants' arguments heard; respondent's application for additional evidence (attesting witness Rambahor)", "2026-10-15", None, None, None),
    ("C01-H09", "2026-10-15", "arguments", "respondent's arguments heard; application kept with the appeal; reserved for order", "2026-11-19", None, None, None),
    ("C01-H10", "2026-11-19", "order", "order not ready - SDO on paddy procurement duty", "2027-01-21", COURT, "presiding officer busy", None),
    # C02 Pipraha seemankan (Tehsildar Huzur, Parihar) - Tuesdays
    ("C02-H01", "2026-01-13", "registration", "application u/s 129 registered; RI to demarcate with notice to adjoining holders", "2026-02-10", None, None, None),
    ("C02-H02", "2026-02-10", "RI report", "RI report not received (RI on farmer registry work)", "2026-03-17", COURT, "RI report awaited", None),
    ("C02-H03", "2026-03-17", "RI report", "RI report of 24.02.2026 on record: 0.06 ha of 212/3 in Shivnandan's possession; objections invited", "2026-04-28", None, None, None),
    ("C02-H04", "2026-04-28", "objection", "Shivnandan's objection filed (no notice, wrong fixed points); our reply", "2026-05-26", None, None, None),
    ("C02-H05", "2026-05-26", "objection", "objection heard; fresh demarcation by a team (RI + 2 patwaris) ordered", "2026-07-14", None, None, None),
    ("C02-H06", "2026-07-14", "team report", "team demarcation not done - fields sown, rains", "2026-10-13", COURT, "team report awaited", None),
    ("C02-H07", "2026-10-13", "team report", "team report of 29.09.2026: 0.055 ha encroached; Shivnandan refused to sign panchnama; objections", "2026-11-17", None, None, None),
    ("C02-H08", "2026-11-17", "objection", "Mishra sought time for objection to the team report", "2026-12-15", OPP, "time for objection", None),
    ("C02-H09", "2026-12-15", "arguments", "objection filed; our s. 250 application for possession; notice to Shivnandan", "2027-01-12", None, None, None),
    # C03 Ramkripal sessions (IV ASJ Rewa, Agnihotri) - Tuesdays
    ("C03-H01", "2026-01-20", "PE", "no prosecution witness present; summons re-issued", "2026-02-17", OPP, "witnesses not served", None),
    ("C03-H02", "2026-02-17", "PE", "PW1 Sanjay Tiwari examined in chief; cross begun", "2026-03-17", None, None, None),
    ("C03-H03", "2026-03-17", "PE", "PW1 cross concluded (farsa not in FIR; dark at the time)", "2026-04-21", None, None, None),
    ("C03-H04", "2026-04-21", "PE", "PW2 Geeta Tiwari absent; bailable warrant Rs. 5,000", "2026-05-19", OPP, "witness absent", None),
    ("C03-H05", "2026-05-19", "PE", "PW2 Geeta Tiwari examined and cross-examined", "2026-06-23", None, None, None),
    ("C03-H06", "2026-06-23", "PE", "PW3 Dr. Alok Verma absent; summons through the Dean", "2026-07-21", OPP, "doctor absent", None),
    ("C03-H07", "2026-07-21", "PE", "PW3 Dr. Alok Verma examined: incised wound, no fracture; in cross, possible from a fall on a sharp stone", "2026-08-25", None, None, None),
    ("C03-H08", "2026-08-25", "PE", "PW4 Bhola Prasad Kol (seizure witness) hostile", "2026-10-06", None, None, None),
    ("C03-H09", "2026-10-06", "PE", "PW5 IO SI Dinesh Singh Baghel absent (transferred to Sidhi); time", "2026-11-17", OPP, "IO absent", None),
    ("C03-H10", "2026-11-17", "PE", "PW5 IO examined and cross-examined", "2026-12-15", None, None, None),
    ("C03-H11", "2026-12-15", "PE", "PW6 patwari (site map) examined; prosecution evidence closed", "2027-01-12", None, None, None),
    # C04 Sonu NDPS bail (HC Jabalpur, Saxena J) - Mondays
    ("C04-H01", "2026-03-16", "bail", "State sought the case diary", "2026-03-30", OPP, "case diary awaited", None),
    ("C04-H02", "2026-03-30", "bail", "case diary received; court asked for the FSL report and criminal antecedents", "2026-04-13", None, None, None),
    ("C04-H03", "2026-04-13", "bail", "FSL report still awaited; parity with co-accused Rinku Kol argued", "2026-04-20", COURT, "FSL report awaited", None),
    ("C04-H04", "2026-04-20", "bail", "bail granted: Rs. 50,000 bond with one surety; presence at PS Chakghat monthly", None, None, None, None),
    # C05 Vidyawati recovery writ (HC Jabalpur, Khare J) - Wednesdays
    ("C05-H01", "2026-01-21", "admission", "notice; reply in four weeks; no further recovery", "2026-03-11", None, None, None),
    ("C05-H02", "2026-03-11", "reply", "GA sought time: instructions from DEO awaited", "2026-04-15", OPP, "instructions awaited", None),
    ("C05-H03", "2026-04-15", "reply", "reply filed: undertaking given in 2009; rejoinder with its copy", "2026-07-08", None, None, None),
    ("C05-H04", "2026-07-08", "rejoinder", "rejoinder filed; GA time to produce the service book", "2026-09-09", OPP, "service book to be produced", None),
    ("C05-H05", "2026-09-09", "hearing", "service book not produced; last opportunity, costs Rs. 2,000", "2026-11-25", OPP, "service book not produced", {"amount": 2000, "on": "State", "to": "petitioner"}),
    ("C05-H06", "2026-11-25", "hearing", "service book produced (undertaking 14.08.2009); heard in part; final hearing", "2027-01-20", None, None, None),
    # C06 chakki bijli suit (1st CJ Sr Div Rewa, Chaurasia) - Fridays
    ("C06-H01", "2026-01-16", "TI", "notice; no disconnection if Rs. 50,000 deposited within 7 days and current bills paid", "2026-02-06", None, None, None),
    ("C06-H02", "2026-02-06", "TI reply / WS", "deposit proved; Soni filed reply to TI; time for WS", "2026-03-06", OPP, "time for WS", None),
    ("C06-H03", "2026-03-06", "TI", "TI allowed till disposal on a further deposit of Rs. 50,000; WS last opportunity", "2026-04-10", None, None, None),
    ("C06-H04", "2026-04-10", "WS", "WS filed", "2026-05-08", None, None, None),
    ("C06-H05", "2026-05-08", "issues", "five issues framed", "2026-07-10", None, None, None),
    ("C06-H06", "2026-07-10", "PE", "PW1 Dinesh chief by affidavit; Soni time for cross on costs Rs. 500", "2026-08-21", OPP, "not ready to cross", {"amount": 500, "on": "defendants", "to": "plaintiff"}),
    ("C06-H07", "2026-08-21", "PE", "PW1 cross-examined; PW2 Santosh Vishwakarma examined; PE closed", "2026-10-09", None, None, None),
    ("C06-H08", "2026-10-09", "DE", "DW1 JE absent (training at Jabalpur); costs Rs. 1,000", "2026-11-20", OPP, "officer on training", {"amount": 1000, "on": "defendants", "to": "plaintiff"}),
    ("C06-H09", "2026-11-20", "DE", "DW1 JE Praveen Kushwaha examined and cross-examined", "2026-12-18", None, None, None),
    ("C06-H10", "2026-12-18", "DE", "DW2 (MT lab) absent; last opportunity, costs Rs. 1,000", "2027-01-22", OPP, "witness absent", {"amount": 1000, "on": "defendants", "to": "plaintiff"}),
    # C07 Kamla Devi eviction (2nd CJ Jr Div Rewa, Namdev)
    ("C07-H01", "2026-02-12", "final arguments", "plaintiff's arguments heard", "2026-03-13", None, None, None),
    ("C07-H02", "2026-03-13", "final arguments", "Siddiqui sought time for arguments", "2026-04-09", OPP, "time for arguments", None),
    ("C07-H03", "2026-04-09", "final arguments", "defendant's arguments heard; judgment reserved", "2026-04-29", None, None, None),
    ("C07-H04", "2026-04-29", "judgment", "suit decreed: eviction u/s 12(1)(a) and (f); arrears Rs. 1,08,000; two months to vacate", None, None, None, None),
]
