"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

OPP = "opposing side"
H = [
    # C01 Sunil Namasudra FT (FT 2nd, Silchar)
    ("C01-H01", "2025-12-10", "OP evidence", "DW1 Sunil examined in chief by affidavit; 1965 voter list and 1971 sale deed exhibited; cross deferred", "2026-01-21", None, None, None),
    ("C01-H02", "2026-01-21", "OP evidence", "DW1 cross-examined by GP: father's name Haren / Harendra", "2026-02-25", None, None, None),
    ("C01-H03", "2026-02-25", "OP evidence", "DW2 gaonburah absent; last chance to OP", "2026-04-08", "our side", "witness absent", None),
    ("C01-H04", "2026-04-08", "OP evidence", "DW2 gaonburah Kalipada Das examined and cross-examined; certificate Ex. D-6", "2026-05-20", None, None, None),
    ("C01-H05", "2026-05-20", "OP evidence", "DW3 Niranjan Namasudra examined; Tribunal calls the 1965 roll from the DC's election branch", "2026-07-15", None, None, None),
    ("C01-H06", "2026-07-15", "OP evidence", "election branch report: 1965 entry verified; OP's evidence closed", "2026-09-09", None, None, None),
    ("C01-H07", "2026-09-09", "arguments", "OP's arguments in part; GP time", "2026-11-25", OPP, "GP not ready", None),
    ("C01-H08", "2026-11-25", "arguments", "GP argued (Haren / Harendra, 1997 roll); OP reply in part; written notes", "2026-12-18", None, None, None),
    # C02 Hannan bagan patta suit (CJ SD-1)
    ("C02-H01", "2025-12-15", "WS / Misc (J)", "WS by D1 company filed; injunction petition; interim status quo continued", "2026-01-19", None, None, None),
    ("C02-H02", "2026-01-19", "Misc (J) hearing", "D1 sought time: instructions from Kolkata head office", "2026-02-16", OPP, "instructions awaited", None),
    ("C02-H03", "2026-02-16", "Misc (J) order", "temporary injunction granted: D1 restrained from planting / digging on Dag 412", "2026-03-23", None, None, None),
    ("C02-H04", "2026-03-23", "issues", "issues framed (5); survey commission allowed", "2026-05-11", None, None, None),
    ("C02-H05", "2026-05-11", "commission report", "report not yet; D1 again time (Kolkata instructions) for objections", "2026-07-06", OPP, "instructions awaited", None),
    ("C02-H06", "2026-07-06", "PE", "survey report filed (1 bigha 2 katha planted inside Dag 412, outside grant); PW1 affidavit", "2026-08-24", None, None, None),
    ("C02-H07", "2026-08-24", "PE", "PW1 Hannan cross-examined", "2026-09-28", None, None, None),
    ("C02-H08", "2026-09-28", "PE", "PW2 Faruk examined in chief; D1 time for cross (Kolkata instructions)", "2026-11-16", OPP, "instructions awaited", None),
    ("C02-H09", "2026-11-16", "PE", "PW2 Faruk cross-examined; PE closed", "2027-01-18", None, None, None),
    # C03 Gita di partition (CJ SD-2)
    ("C03-H01", "2025-12-12", "WS", "WS of D1-D3 filed (family settlement 2020); D4 supports plaintiff", "2026-01-23", None, None, None),
    ("C03-H02", "2026-01-23", "issues", "Nath sought time: compromise talks", "2026-03-13", OPP, "compromise talks", None),
    ("C03-H03", "2026-03-13", "issues", "issues framed (4); PW1 affidavit filed", "2026-04-24", None, None, None),
    ("C03-H04", "2026-04-24", "PE", "Nath absent; junior sought time (compromise); costs Rs. 1,000", "2026-06-05", OPP, "compromise talks", {"amount": 1000, "on": "defendants", "to": "plaintiff"}),
    ("C03-H05", "2026-06-05", "PE", "PW1 Gitarani cross-examined", "2026-08-28", None, None, None),
    ("C03-H06", "2026-08-28", "PE", "PW2 Satyaranjan Dey chief; Nath time for cross (client unwell)", "2026-11-27", OPP, "client unwell", None),
    ("C03-H07", "2026-11-27", "PE / DE", "PW2 cross-examined; PE closed; DW1 Nitai's affidavit filed", "2027-01-08", None, None, None),
    # C04 Bablu cheque case (CJM Cachar)
    ("C04-H01", "2025-12-08", "appearance", "accused absent; warrant", "2026-01-12", None, None, None),
    ("C04-H02", "2026-01-12", "appearance", "accused appeared; bail; copies", "2026-02-09", None, None, None),
    ("C04-H03", "2026-02-09", "plea", "particulars explained; not guilty; defence: security cheque", "2026-03-16", None, None, None),
    ("C04-H04", "2026-03-16", "CE", "accused absent on hazira petition (exemption); CW1 affidavit", "2026-04-27", OPP, "exemption", None),
    ("C04-H05", "2026-04-27", "CE", "CW1 Bablu cross-examined in part", "2026-06-22", None, None, None),
    ("C04-H06", "2026-06-22", "CE", "accused absent; exemption on costs Rs. 300", "2026-08-10", OPP, "exemption", {"amount": 300, "on": "accused", "to": "complainant"}),
    ("C04-H07", "2026-08-10", "CE", "CW1 cross concluded; CW2 bank official summoned", "2026-09-21", None, None, None),
    ("C04-H08", "2026-09-21", "CE", "CW2 bank officer proved return memo; CE closed", "2026-11-23", None, None, None),
    ("C04-H09", "2026-11-23", "SA", "accused absent; exemption on costs Rs. 500; statement deferred", "2026-12-18", OPP, "exemption", {"amount": 500, "on": "accused", "to": "complainant"}),
    # C05 Rehana MACT
    ("C05-H01", "2025-12-17", "appearance", "insurer appeared; R1 R2 absent, ex parte", "2026-02-04", None, None, None),
    ("C05-H02", "2026-02-04", "WS", "insurer's WS (permit); issues framed", "2026-03-18", None, None, None),
    ("C05-H03", "2026-03-18", "CE", "PW1 Rehana examined and cross-examined", "2026-05-06", None, None, None),
    ("C05-H04", "2026-05-06", "CE", "PW2 eyewitness absent", "2026-06-17", "our side", "witness absent", None),
    ("C05-H05", "2026-06-17", "CE", "PW2 Abdul Kadir examined and cross-examined; CE closed", "2026-08-19", None, None, None),
    ("C05-H06", "2026-08-19", "RE", "DW1 insurer's investigator examined (permit expired 2024); RE closed", "2026-12-03", None, None, None),
    ("C05-H07", "2026-12-03", "arguments", "arguments heard; award reserved", "2027-01-13", None, None, None),
    # C06 Rubel bail (Sessions Judge)
    ("C06-H01", "2026-04-13", "bail hearing", "CD called for; injury report", "2026-04-20", None, None, None),
    ("C06-H02", "2026-04-20", "bail hearing", "CD not received; PP time", "2026-04-27", OPP, "CD not received", None),
    ("C06-H03", "2026-04-27", "bail hearing", "bail granted: Rs. 20,000 with one surety", None, None, None, None),
    # C07 Dutta babu shop eviction (CJ JD-1)
    ("C07-H01", "2025-12-11", "WS", "tenant's WS: rent refused, deposited in court in a Misc case", "2026-01-29", None, None, None),
    ("C07-H02", "2026-01-29", "issues", "issues framed (3)", "2026-03-12", None, None, None),
    ("C07-H03", "2026-03-12", "PE", "PW1 affidavit; Roy time to cross", "2026-04-23", OPP, "time to cross", None),
    ("C07-H04", "2026-04-23", "PE", "PW1 cross-examined", "2026-06-11", None, None, None),
    ("C07-H05", "2026-06-11", "PE", "PW2 Rahul examined and cross-examined; PE closed", "2026-08-06", None, None, None),
    ("C07-H06", "2026-08-06", "DE", "DW1 absent; time on costs Rs. 500", "2026-09-17", OPP, "witness not present", {"amount": 500, "on": "defendant", "to": "plaintiff"}),
    ("C07-H07", "2026-09-17", "DE", "DW1 Shahjahan examined and cross-examined", "2026-11-19", None, None, None),
    ("C07-H08", "2026-11-19", "DE", "DE closed; for arguments", "2026-12-18", None, None, None),
    # C08 Anil Das writ (Gauhati HC)
    ("C08-H01", "2026-05-12", "motion", "notice; no coercive measures; FT records called", "2026-06-09", None, None, None),
    ("C08-H02", "2026-06-09", "hearing", "records received; SC time for instructions", "2026-07-07", OPP, "instructions", None),
    ("C08-H03", "2026-07-07", "hearing", "ex parte opinion set aside; remanded to FT 6th; costs Rs. 5,000", None, None, None, None),
]
