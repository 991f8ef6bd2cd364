"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

H = [
    # C01 HRERA
    ("C01-H01", "2027-01-13", "first hearing", "notice served; none for respondent; reply in 4 weeks", "2027-02-24", None, None, None),
    ("C01-H02", "2027-02-24", "reply", "Ld. AR sought time; reply not filed, last opportunity subject to cost Rs. 10,000", "2027-04-07", "opposing side", "time for reply", {"amount": 10000, "on": "respondent", "to": "complainants"}),
    ("C01-H03", "2027-04-07", "reply", "reply filed pleading force majeure (COVID, NGT/GRAP bans); rejoinder", "2027-05-26", None, None, None),
    ("C01-H04", "2027-05-26", "arguments", "part arguments; respondent to place OC application status from DTCP", "2027-07-07", None, None, None),
    ("C01-H05", "2027-07-07", "arguments", "Ld. AR sought adjournment as NCLT order reserved", "2027-08-18", "opposing side", "NCLT order reserved", None),
    ("C01-H06", "2027-08-18", "arguments", "moratorium u/s 14 IBC; complaint disposed with liberty to file claims before the IRP", None, None, None, None),
    # C02 NCLT
    ("C02-H01", "2027-03-16", "admission", "notice to the corporate debtor; reply in 3 weeks", "2027-05-04", None, None, None),
    ("C02-H02", "2027-05-04", "admission", "reply filed: threshold not met (92 valid allottees); rejoinder 2 weeks", "2027-07-13", None, None, None),
    ("C02-H03", "2027-07-13", "arguments", "arguments heard; order reserved", "2027-08-10", None, None, None),
    ("C02-H04", "2027-08-10", "pronouncement", "petition admitted; CIRP; Mr. Anil Tiwari IRP; moratorium", "2027-10-12", None, None, None),
    ("C02-H05", "2027-10-12", "IA", "IA 1408/2027 against IRP's rejection of 14 claims and interest; notice to IRP", "2027-11-23", None, None, None),
    ("C02-H06", "2027-11-23", "IA", "IRP reply filed; CoC constituted; rejoinder 1 week", "2028-01-11", None, None, None),
    ("C02-H07", "2028-01-11", "IA", "IA part heard; paucity of time", "2028-02-08", "court", "paucity of time", None),
    # C03 DRT
    ("C03-H01", "2027-02-09", "admission", "notice; auction stayed subject to deposit Rs. 15,00,000 in 3 weeks", "2027-03-09", None, None, None),
    ("C03-H02", "2027-03-09", "reply", "deposit made; bank's reply not filed; time", "2027-04-20", "opposing side", "instructions awaited", None),
    ("C03-H03", "2027-04-20", "reply", "reply filed; stay continued; rejoinder", "2027-06-15", None, None, None),
    ("C03-H04", "2027-06-15", "rejoinder", "PO on leave; adjourned", "2027-08-03", "court", "PO on leave", None),
    ("C03-H05", "2027-08-03", "arguments", "OTS proposal Rs. 1.35 crore handed over; bank to take instructions", "2027-09-21", None, None, None),
    ("C03-H06", "2027-09-21", "arguments", "bank rejected OTS, wants Rs. 1.60 crore; arguments begun", "2027-11-16", None, None, None),
    ("C03-H07", "2027-11-16", "arguments", "arguments part heard; bank's counsel sought time", "2028-01-25", "opposing side", "counsel busy", None),
    # C04 Labour Court
    ("C04-H01", "2027-01-18", "appearance", "management appeared through AR; WS in 4 weeks", "2027-03-01", None, None, None),
    ("C04-H02", "2027-03-01", "WS", "WS filed: abandonment and go-slow; rejoinder", "2027-04-12", None, None, None),
    ("C04-H03", "2027-04-12", "issues", "rejoinder filed; 3 issues framed", "2027-05-24", None, None, None),
    ("C04-H04", "2027-05-24", "WE", "WW1 Sunil Kumar Bhati affidavit tendered; cross deferred at AR's request", "2027-07-05", "opposing side", "AR not prepared", None),
    ("C04-H05", "2027-07-05", "WE", "WW1 cross-examined by Nagpal", "2027-08-30", None, None, None),
    ("C04-H06", "2027-08-30", "WE", "WW2 Dinesh Kumar examined and cross-examined; WE closed", "2027-10-25", None, None, None),
    ("C04-H07", "2027-10-25", "ME", "MW1 Neha Arora (HR) affidavit; cross in part", "2027-12-06", None, None, None),
    ("C04-H08", "2027-12-06", "ME", "MW1 cross concluded; MW2 absent; last opportunity", "2028-01-19", "opposing side", "witness not present", None),
    # C05 Consumer
    ("C05-H01", "2027-02-15", "admission", "admitted; notice to OPs", "2027-04-05", None, None, None),
    ("C05-H02", "2027-04-05", "reply", "OP1 reply filed; OP2 absent, last opportunity", "2027-05-31", None, None, None),
    ("C05-H03", "2027-05-31", "reply", "OP2 reply filed; rejoinder and evidence by affidavit", "2027-08-02", None, None, None),
    ("C05-H04", "2027-08-02", "evidence", "complainant's evidence affidavit; OPs time for evidence", "2027-10-04", "opposing side", "time for evidence", None),
    ("C05-H05", "2027-10-04", "evidence", "OP evidence filed; written arguments", "2027-12-13", None, None, None),
    ("C05-H06", "2027-12-13", "arguments", "arguments heard; reserved for orders", "2028-01-21", None, None, None),
    # C06 CJSD
    ("C06-H01", "2027-01-22", "WS", "WS not filed; last opportunity on cost Rs. 3,000", "2027-03-05", "opposing side", "time for WS", {"amount": 3000, "on": "defendant", "to": "plaintiff"}),
    ("C06-H02", "2027-03-05", "WS", "WS filed admitting tenancy and rent; O12R6 application by plaintiff", "2027-04-16", None, None, None),
    ("C06-H03", "2027-04-16", "O12R6", "reply to O12R6 filed; arguments", "2027-05-21", None, None, None),
    ("C06-H04", "2027-05-21", "O12R6", "arguments on O12R6 heard", "2027-07-16", None, None, None),
    ("C06-H05", "2027-07-16", "O12R6 order / issues", "decree for possession on admission; issues on mesne profits", "2027-09-10", None, None, None),
    ("C06-H06", "2027-09-10", "PE", "PW1 Sushil Khatana chief by affidavit", "2027-11-05", "opposing side", "cross deferred", None),
    ("C06-H07", "2027-11-05", "PE", "PW1 cross-examined by Tarun Yadav", "2027-12-17", None, None, None),
    ("C06-H08", "2027-12-17", "PE", "PW2 property dealer absent; summons", "2028-02-04", None, None, None),
    # C07 JMFC
    ("C07-H01", "2027-05-08", "PSE", "pre-summoning evidence; accused summoned", "2027-07-10", None, None, None),
    ("C07-H02", "2027-07-10", "appearance", "accused absent; BW Rs. 10,000", "2027-08-28", None, None, None),
    ("C07-H03", "2027-08-28", "appearance", "accused Vikrant Sood appeared, bailed; referred to mediation", "2027-10-09", None, None, None),
    ("C07-H04", "2027-10-09", "mediation report", "mediation failed; notice framed; not guilty", "2027-11-27", None, None, None),
    ("C07-H05", "2027-11-27", "CE", "CW1 affidavit tendered; cross deferred", "2028-01-19", "opposing side", "counsel busy in HC", None),
    # C08 HC bail
    ("C08-H01", "2027-07-06", "notice", "notice of motion; custody certificate and status report", "2027-08-12", None, None, None),
    ("C08-H02", "2027-08-12", "hearing", "status report: 11 victims, Rs. 38 lakh via crypto; AAG time", "2027-09-14", "opposing side", "time for instructions", None),
    ("C08-H03", "2027-09-14", "arguments", "bail granted; bonds to satisfaction of CJM Gurugram", None, None, None, None),
]
