"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

H = [
    # C01 Kot Shamir land suit (CJSD Grewal)
    ("C01-H01", "2026-07-07", "written statement", "WS filed by D1-D3; plea: family settlement of 2019 and mutation 4412", "2026-08-11", None, None, None),
    ("C01-H02", "2026-08-11", "replication", "replication filed; court asked for latest jamabandi 2021-22 and fard", "2026-09-14", None, None, None),
    ("C01-H03", "2026-09-14", "issues", "issues framed (5); local commissioner application", "2026-10-27", None, None, None),
    ("C01-H04", "2026-10-27", "LC application", "LC appointed (Sh. Gurpreet Singh Sekhon, Adv.), fee Rs. 7,500 by plaintiff; patwari to assist", "2026-12-08", None, None, None),
    ("C01-H05", "2026-12-08", "LC report", "LC report: plaintiff in cultivation of 112//7 (wheat sown); D1 tubewell on 112//8", "2027-02-16", None, None, None),
    ("C01-H06", "2027-02-16", "PE", "PW1 Gurmeet Singh chief by affidavit; cross deferred at request of Mann; costs Rs. 1,500", "2027-04-06", "opposing side", "counsel not prepared", {"amount": 1500, "on": "defendants", "to": "plaintiff"}),
    ("C01-H07", "2027-04-06", "PE", "PW1 cross-examined; PW2 patwari Jagsir Singh with record; PE closed", "2027-07-06", None, None, None),
    # C02 Bansal arhtiya suit (CJJD Goyal)
    ("C02-H01", "2026-08-04", "appearance", "defendant appeared through Rakesh Mittal; time for WS", "2026-09-01", "opposing side", "time for WS", None),
    ("C02-H02", "2026-09-01", "WS", "WS filed: entries in the bahi denied, signatures on bahi disputed", "2026-10-06", None, None, None),
    ("C02-H03", "2026-10-06", "replication / issues", "replication filed; issues framed (4)", "2026-11-17", None, None, None),
    ("C02-H04", "2026-11-17", "PE", "PW1 Raman Bansal chief; original bahi produced and returned", "2027-01-12", None, None, None),
    ("C02-H05", "2027-01-12", "PE", "PW1 cross-examined in part; defence moved to send bahi to handwriting expert", "2027-03-09", None, None, None),
    ("C02-H06", "2027-03-09", "PE", "application for handwriting expert dismissed; PW1 cross concluded", "2027-05-04", None, None, None),
    ("C02-H07", "2027-05-04", "PE", "PW2 munim Deepak Kumar absent; last opportunity", "2027-07-03", "own side", "witness not present", None),
    # C03 Co-op bank tractor loan (CJSD Grewal)
    ("C03-H01", "2026-07-21", "WS", "WS filed for Jaswant: OTS of Rs. 4,10,000 accepted, Rs. 2,00,000 paid; tractor repossessed 2024", "2026-09-08", None, None, None),
    ("C03-H02", "2026-09-08", "replication", "bank sought time for replication", "2026-10-13", "opposing side", "time for replication", None),
    ("C03-H03", "2026-10-13", "issues", "replication filed; issues framed (6); bank directed to produce the OTS file and auction papers", "2026-12-15", None, None, None),
    ("C03-H04", "2026-12-15", "PE", "bank's witness not present; costs Rs. 2,000", "2027-02-23", "opposing side", "witness not present", {"amount": 2000, "on": "plaintiff bank", "to": "defendants"}),
    ("C03-H05", "2027-02-23", "PE", "PW1 Branch Manager Rajiv Kumar chief; OTS file not produced", "2027-04-27", None, None, None),
    ("C03-H06", "2027-04-27", "PE", "PW1 cross-examined by us; admitted tractor sold at auction for Rs. 3,15,000", "2027-07-09", None, None, None),
    # C04 Satnam cheque case (JMIC Parminder)
    ("C04-H01", "2026-07-15", "appearance", "accused absent; BW Rs. 10,000", "2026-08-19", None, None, None),
    ("C04-H02", "2026-08-19", "appearance", "accused appeared, bail bonds; copies supplied", "2026-09-23", None, None, None),
    ("C04-H03", "2026-09-23", "notice", "notice u/s 251 CrPC / 274 BNSS; not guilty; defence: blank security cheque", "2026-11-04", None, None, None),
    ("C04-H04", "2026-11-04", "CE", "CW1 Kulwant Rai affidavit tendered; accused exemption", "2026-12-16", None, None, None),
    ("C04-H05", "2026-12-16", "CE", "CW1 cross-examined by Jindal in part", "2027-02-10", None, None, None),
    ("C04-H06", "2027-02-10", "CE", "accused absent; exemption on costs Rs. 1,000; CW1 cross not done", "2027-04-15", "opposing side", "exemption", {"amount": 1000, "on": "accused", "to": "complainant"}),
    ("C04-H07", "2027-04-15", "CE", "CW1 cross concluded; CW2 bank official summoned", "2027-06-23", None, None, None),
    # C05 Lovi NDPS bail (HC Bains J)
    ("C05-H01", "2026-09-02", "notice", "notice of motion; custody certificate", "2026-10-14", None, None, None),
    ("C05-H02", "2026-10-14", "hearing", "custody certificate: 2 other FIRs; FSL awaited; State time", "2026-11-25", "opposing side", "FSL report awaited", None),
    ("C05-H03", "2026-11-25", "hearing", "FSL report received (heroin, 46 g); challan filed 28.10.2026; arguments part", "2027-01-19", None, None, None),
    ("C05-H04", "2027-01-19", "arguments", "bail granted; bonds to satisfaction of Illaqa Magistrate; surety Rs. 1 lakh", None, None, None, None),
    # C06 Paramjit MACT (Dhillon)
    ("C06-H01", "2026-07-10", "notice", "notice to respondents", "2026-08-21", None, None, None),
    ("C06-H02", "2026-08-21", "WS", "R1, R2 WS; insurer WS: no route permit, driver's licence doubtful", "2026-10-09", None, None, None),
    ("C06-H03", "2026-10-09", "issues", "issues framed; claimant to get Medical Board disability certificate", "2026-11-27", None, None, None),
    ("C06-H04", "2026-11-27", "PE", "PW1 Paramjit Kaur examined; cross by insurer", "2027-01-22", None, None, None),
    ("C06-H05", "2027-01-22", "PE", "PW2 Dr. Anil Garg (ortho, Civil Hospital) absent; summoned", "2027-03-19", "own side", "witness not present", None),
    ("C06-H06", "2027-03-19", "PE", "PW2 Dr. Anil Garg examined: 28% permanent disability right lower limb", "2027-05-21", None, None, None),
    ("C06-H07", "2027-05-21", "PE", "PW3 eyewitness Harbans Singh examined; PE closed; insurer's offer Rs. 4,50,000 refused", "2027-07-15", None, None, None),
    # C07 Gagan 498A trial (JMIC Bhardwaj)
    ("C07-H01", "2026-07-17", "PE", "PWs not present; summons", "2026-08-28", "prosecution", "PW not present", None),
    ("C07-H02", "2026-08-28", "PE", "PW1 Ramandeep Kaur examined in chief; cross deferred", "2026-10-16", None, None, None),
    ("C07-H03", "2026-10-16", "PE", "PW1 cross-examined by us (in part)", "2026-12-04", None, None, None),
    ("C07-H04", "2026-12-04", "PE", "PW1 cross concluded; PW2 father Jarnail Singh absent", "2027-01-29", "prosecution", "PW not present", None),
    ("C07-H05", "2027-01-29", "PE", "PW2 Jarnail Singh examined and cross-examined (istridhan list)", "2027-03-26", None, None, None),
    ("C07-H06", "2027-03-26", "PE", "PW3 IO ASI Manjit Singh absent; summoned through SSP", "2027-05-14", "prosecution", "PW not present", None),
    ("C07-H07", "2027-05-14", "PE", "IO absent again (on election duty); last opportunity to the APP", "2027-06-24", "prosecution", "PW not present", None),
    # C08 bus stand shop (Rent Controller)
    ("C08-H01", "2026-07-25", "reply", "tenant's reply; provisional rent assessed Rs. 9,500 p.m. arrears + interest", "2026-09-19", None, None, None),
    ("C08-H02", "2026-09-19", "tender", "arrears Rs. 1,71,000 tendered short; issues framed", "2026-11-21", None, None, None),
    ("C08-H03", "2026-11-21", "PE", "AW1 Kamaljit Kaur examined; cross by Singla", "2027-01-23", None, None, None),
    ("C08-H04", "2027-01-23", "RE", "RW1 Dharam Pal examined; evidence closed", "2027-03-20", None, None, None),
    ("C08-H05", "2027-03-20", "arguments", "arguments heard; order reserved", "2027-05-08", None, None, None),
    ("C08-H06", "2027-05-08", "order", "eviction ordered; 2 months to vacate", None, None, None, None),
]
