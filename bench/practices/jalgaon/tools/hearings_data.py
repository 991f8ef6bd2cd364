"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

H = [
    # C01 Raver banana cold storage (District Consumer Commission, Jalgaon)
    ("C01-H01", "2028-09-26", "admission", "complaint admitted; notice to opposite party", "2028-11-07", None, None, None),
    ("C01-H02", "2028-11-07", "written version", "OP appeared; sought time for written version", "2028-12-12", "opposing side", "time for written version", None),
    ("C01-H03", "2028-12-12", "written version", "written version filed: power failure (MSEDCL), over-ripe fruit, liability clause Rs. 200 per crate", "2029-01-23", None, None, None),
    ("C01-H04", "2029-01-23", "evidence", "complainant's evidence affidavit and rejoinder filed; OP time for affidavit", "2029-03-06", "opposing side", "time for affidavit", None),
    ("C01-H05", "2029-03-06", "evidence", "OP affidavit not filed; time on costs Rs. 2,000", "2029-04-10", "opposing side", "time for affidavit", {"amount": 2000, "on": "opposite party", "to": "complainant"}),
    ("C01-H06", "2029-04-10", "evidence", "OP affidavit of manager Girish Nehete with temperature log; log shows 21 deg C for three days", "2029-07-17", None, None, None),
    ("C01-H07", "2029-07-17", "arguments", "complainant's arguments heard, written notes filed; OP sought time", "2029-09-25", "opposing side", "counsel not ready", None),
    # C02 Bhusawal railway quarter (ADJ-1 Bhusawal)
    ("C02-H01", "2028-10-05", "admission / stay", "appeal admitted; eviction stayed on deposit of Rs. 25,000", "2028-11-09", None, None, None),
    ("C02-H02", "2028-11-09", "say", "deposit made; railway sought time for say", "2028-12-14", "opposing side", "instructions from DRM office", None),
    ("C02-H03", "2028-12-14", "say", "railway's say filed: retention period over, son not a railway employee; record called", "2029-03-15", None, None, None),
    ("C02-H04", "2029-03-15", "arguments", "record received; appellant's arguments heard", "2029-06-21", None, None, None),
    ("C02-H05", "2029-06-21", "arguments", "railway's arguments; court suggested undertaking to vacate", "2029-08-02", None, None, None),
    ("C02-H06", "2029-08-02", "undertaking", "undertaking to vacate by 31.03.2030 filed; railway to take instructions on waiving damages", "2029-09-20", "opposing side", "instructions on damages", None),
    # C03 sarafa partnership (CJSD Jalgaon)
    ("C03-H01", "2028-09-13", "Exh. 5", "ad-interim: defendant not to alienate stock except in ordinary course; notice", "2028-10-11", None, None, None),
    ("C03-H02", "2028-10-11", "WS / say", "defendant sought time for WS and say to Exh. 5", "2028-11-22", "opposing side", "time for written statement", None),
    ("C03-H03", "2028-11-22", "Exh. 5", "WS and say filed; Exh. 5 argued", "2028-12-20", None, None, None),
    ("C03-H04", "2028-12-20", "order Exh. 5", "Exh. 5 partly allowed; defendant to produce stock register", "2029-02-07", None, None, None),
    ("C03-H05", "2029-02-07", "stock register", "stock register produced: 2,814 grams gold; referred to mediation", "2029-03-21", None, None, None),
    ("C03-H06", "2029-03-21", "issues", "mediation failed; six issues framed; PW1 affidavit filed", "2029-06-27", None, None, None),
    ("C03-H07", "2029-06-27", "PE", "PW1 cross-examination begun, part", "2029-09-19", None, None, None),
    # C04 Mahajan dowry death (ASJ-2 Jalgaon)
    ("C04-H01", "2028-09-20", "charge", "charge framed; accused pleaded not guilty", "2028-10-25", None, None, None),
    ("C04-H02", "2028-10-25", "PE", "PW1 Dilip Chaudhari (father) chief; cross deferred", "2028-11-29", None, None, None),
    ("C04-H03", "2028-11-29", "PE", "PW1 cross-examined: omissions on dowry demand", "2029-01-10", None, None, None),
    ("C04-H04", "2029-01-10", "PE", "PW2 Mangala Chaudhari (mother) examined and cross-examined", "2029-02-14", None, None, None),
    ("C04-H05", "2029-02-14", "PE", "Naib Tahsildar absent; APP sought time; summons", "2029-03-14", "opposing side", "witness absent", None),
    ("C04-H06", "2029-03-14", "PE", "PW3 Naib Tahsildar Sunil Bari: dying declaration Exh. 41 - stove burst", "2029-06-13", None, None, None),
    ("C04-H07", "2029-06-13", "PE", "PW4 Dr. Sameer Khan examined; IO absent, bailable warrant", "2029-08-22", None, None, None),
    ("C04-H08", "2029-08-22", "PE", "PW5 IO PI Ganesh Wagh examined and cross-examined; prosecution evidence closed", "2029-09-18", None, None, None),
    # C05 Koli tractor claim (MACT Jalgaon)
    ("C05-H01", "2028-10-10", "notice", "notice to R1 to R3", "2028-11-28", None, None, None),
    ("C05-H02", "2028-11-28", "WS", "R1 R2 absent though served; insurer sought time for WS", "2029-01-09", "opposing side", "time for written statement", None),
    ("C05-H03", "2029-01-09", "WS", "insurer's WS: driver's licence not for tractor-trolley; deceased on mudguard", "2029-02-20", None, None, None),
    ("C05-H04", "2029-02-20", "issues", "issues framed; PW1 Sangita affidavit filed", "2029-03-27", None, None, None),
    ("C05-H05", "2029-03-27", "PE", "PW1 cross by insurer (income Rs. 450 a day)", "2029-06-26", None, None, None),
    ("C05-H06", "2029-06-26", "PE", "PW2 Raju Bhil eyewitness examined; insurer offered Rs. 9,50,000, refused", "2029-09-27", None, None, None),
    # C06 Amalner shop tenancy (CJJD Amalner)
    ("C06-H01", "2028-09-15", "appearance", "defendant appeared; time for WS", "2028-11-03", "opposing side", "time for written statement", None),
    ("C06-H02", "2028-11-03", "WS", "WS filed: money orders refused by landlord", "2028-12-08", None, None, None),
    ("C06-H03", "2028-12-08", "s. 15(3) deposit", "defendant directed to deposit arrears Rs. 46,800 within 60 days", "2029-01-19", None, None, None),
    ("C06-H04", "2029-01-19", "issues", "issues framed; deposit not yet made", "2029-04-06", None, None, None),
    ("C06-H05", "2029-04-06", "PE", "arrears deposited; PW1 Vasant Bhamre cross-examined", "2029-07-27", None, None, None),
    ("C06-H06", "2029-07-27", "PE", "PW2 Dr. Nikhil Bhamre examined; PE closed", "2029-09-07", None, None, None),
    ("C06-H07", "2029-09-07", "DE", "DW1 absent; time on costs Rs. 500", "2029-10-09", "opposing side", "defendant unwell", {"amount": 500, "on": "defendant", "to": "plaintiff"}),
    # C07 Adavad ration shop writ (HC Aurangabad)
    ("C07-H01", "2028-11-21", "admission", "notice; shop not to be allotted to anyone else meanwhile", "2029-01-16", None, None, None),
    ("C07-H02", "2029-01-16", "reply", "AGP sought time for affidavit-in-reply", "2029-02-27", "opposing side", "time for reply", None),
    ("C07-H03", "2029-02-27", "reply", "reply filed: complaints and wheat shortage 23 quintals", "2029-04-03", None, None, None),
    ("C07-H04", "2029-04-03", "final hearing", "rejoinder filed; heard in part; DSO's record called", "2029-06-12", None, None, None),
    ("C07-H05", "2029-06-12", "final hearing", "rule made absolute: cancellation set aside, remanded to DSO to decide afresh in 8 weeks", None, None, None, None),
    # C08 Marwad ferfar appeal (SDO Amalner)
    ("C08-H01", "2028-09-19", "admission", "appeal admitted; notice to respondent and talathi's record", "2028-10-31", None, None, None),
    ("C08-H02", "2028-10-31", "say", "respondent absent; adjourned for say", "2028-12-05", "opposing side", "respondent absent", None),
    ("C08-H03", "2028-12-05", "say", "respondent's say: relinquishment deed of 2011", "2029-01-24", None, None, None),
    ("C08-H04", "2029-01-24", "arguments / order", "appeal allowed; ferfar 3917 cancelled; remanded to Tahsildar for fresh heirship mutation", None, None, None, None),
]
