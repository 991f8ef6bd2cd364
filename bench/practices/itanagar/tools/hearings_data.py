"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

OPP = "opposing side"
H = [
    # C01 Tage Yame work order writ (Saikia J)
    ("C01-H01", "2025-12-09", "admission", "notice issued; no fresh tender for the Hong-Hari road till next date; State affidavit in 4 weeks", "2026-01-13", None, None, None),
    ("C01-H02", "2026-01-13", "affidavit", "Addl. AG sought time, instructions from PWD not received; 4 weeks", "2026-02-10", OPP, "instructions not received", None),
    ("C01-H03", "2026-02-10", "affidavit", "no affidavit again; last chance on costs Rs. 3,000 to the petitioner", "2026-03-17", OPP, "instructions not received", {"amount": 3000, "on": "State", "to": "petitioner", "paid_on": "2026-03-17"}),
    ("C01-H04", "2026-03-17", "affidavit", "affidavit-in-opposition filed; costs paid; reply in 2 weeks", "2026-04-21", None, None, None),
    ("C01-H05", "2026-04-21", "hearing", "reply filed; EE PWD Ziro division to appear with the file of cancellation", "2026-07-07", None, None, None),
    ("C01-H06", "2026-07-07", "hearing", "EE Hage Tatung present with file; heard in part; Addl. AG sought time for instructions on restoring the work order", "2026-09-01", OPP, "instructions", None),
    ("C01-H07", "2026-09-01", "hearing", "Addl. AG busy at the Principal Seat, Guwahati; adjourned", "2026-11-17", OPP, "counsel engaged at Guwahati", None),
    ("C01-H08", "2026-11-17", "hearing", "heard; State to decide representation within 2 weeks after show cause; listed for orders", "2026-12-15", None, None, None),
    # C02 Hiya Nyoko forest writ (Hazarika J)
    ("C02-H01", "2026-01-20", "admission", "notice; no eviction or felling on the village land; forest dept affidavit in 4 weeks", "2026-02-24", None, None, None),
    ("C02-H02", "2026-02-24", "affidavit", "SC Forest sought time: DFO's report awaited", "2026-04-07", OPP, "DFO report awaited", None),
    ("C02-H03", "2026-04-07", "hearing", "affidavit filed; petitioners to file the kebang resolution and old land records", "2026-07-07", None, None, None),
    ("C02-H04", "2026-07-07", "hearing", "additional affidavit of petitioners with 1968 land record filed; SC Forest sought time, DFO report", "2026-09-15", OPP, "DFO report awaited", None),
    ("C02-H05", "2026-09-15", "hearing", "joint inspection by DFO Banderdewa, Circle Officer Yazali and the Gaon Burah; report in 6 weeks", "2026-10-27", None, None, None),
    ("C02-H06", "2026-10-27", "inspection report", "report not filed; DFO warned: personal appearance if not filed", "2026-11-24", OPP, "report not ready", None),
    ("C02-H07", "2026-11-24", "inspection report", "joint inspection report filed: 46.2 ha of the notified area is village jhum and settlement land; final hearing fixed", "2027-01-12", None, None, None),
    # C03 Techi Rana timber Crl. Pet. (Saikia J)
    ("C03-H01", "2026-03-10", "admission", "notice to State; no coercive steps against the petitioner", "2026-04-14", None, None, None),
    ("C03-H02", "2026-04-14", "hearing", "PP sought time to get the case diary", "2026-06-23", OPP, "case diary not received", None),
    ("C03-H03", "2026-06-23", "hearing", "case diary produced; heard in part", "2026-08-18", None, None, None),
    ("C03-H04", "2026-08-18", "hearing", "PP sought time: IO transferred", "2026-10-13", OPP, "IO transferred", None),
    ("C03-H05", "2026-10-13", "hearing", "heard; court asked whether seizure list has an independent witness; DFO transit permit rules", "2026-11-10", None, None, None),
    ("C03-H06", "2026-11-10", "hearing", "arguments closed; judgment reserved, listed for judgment", "2026-12-08", None, None, None),
    # C04 Hage Tamo money suit (CJ(SD) Yupia)
    ("C04-H01", "2025-12-12", "appearance / WS", "defendant appeared through Bam Dirchi; WS in 30 days", "2026-01-24", None, None, None),
    ("C04-H02", "2026-01-24", "WS", "WS filed: denies supply beyond Rs. 3,10,000", "2026-02-21", None, None, None),
    ("C04-H03", "2026-02-21", "issues", "4 issues framed; plaintiff's evidence", "2026-03-28", None, None, None),
    ("C04-H04", "2026-03-28", "PW1", "PW1 Hage Tamo's affidavit filed; defence counsel absent, proxy sought time; cost Rs. 1,000", "2026-05-09", OPP, "counsel unwell", {"amount": 1000, "on": "defendant", "to": "plaintiff", "paid_on": "2026-05-09"}),
    ("C04-H05", "2026-05-09", "cross of PW1", "PW1 cross-examined and discharged", "2026-06-27", None, None, None),
    ("C04-H06", "2026-06-27", "PW2", "PW2 Tana Yakang (accountant) examined and cross-examined; plaintiff's evidence closed", "2026-08-08", None, None, None),
    ("C04-H07", "2026-08-08", "DW1", "DW1 absent; defence sought time; last chance, cost Rs. 2,000", "2026-09-26", OPP, "defendant out of station", {"amount": 2000, "on": "defendant", "to": "plaintiff", "paid_on": None}),
    ("C04-H08", "2026-09-26", "DW1", "DW1 Doke Riba examined and cross-examined; admitted signature on 3 delivery challans", "2026-11-21", None, None, None),
    ("C04-H09", "2026-11-21", "argument", "defence evidence closed; plaintiff argued; Bam Dirchi sought time for his argument", "2026-12-19", OPP, "counsel not ready", None),
    # C05 Doimukh kebang appeal (DC Papum Pare)
    ("C05-H01", "2026-02-05", "admission", "notice to respondent; kebang records called from the Gaon Burah", "2026-03-12", None, None, None),
    ("C05-H02", "2026-03-12", "records", "kebang record received; appellant sought time to file more papers", "2026-04-23", OPP, "more papers", None),
    ("C05-H03", "2026-04-23", "reply", "respondent's reply filed; DC asked both to try settlement through clan elders", "2026-06-11", None, None, None),
    ("C05-H04", "2026-06-11", "settlement report", "no settlement; appellant's counsel absent; adjourned", "2026-08-20", OPP, "counsel absent", None),
    ("C05-H05", "2026-08-20", "hearing", "Circle Officer Doimukh to verify the boundary on the spot and report", "2026-10-29", None, None, None),
    ("C05-H06", "2026-10-29", "argument", "CO's report filed: boundary as fixed by the kebang; appellant argued", "2026-12-10", None, None, None),
    # C06 Moyong Tani NDPS (Special Judge)
    ("C06-H01", "2026-04-02", "bail", "bail petition; Spl. PP sought case diary", "2026-04-16", OPP, "case diary", None),
    ("C06-H02", "2026-04-16", "bail", "case diary not produced; IO absent; court warned the IO", "2026-05-07", OPP, "case diary not produced", None),
    ("C06-H03", "2026-05-07", "bail", "bail rejected: investigation pending, FSL report awaited", "2026-06-11", None, None, None),
    ("C06-H04", "2026-06-11", "charge-sheet / bail", "charge-sheet filed on 28.05.2026; second bail petition moved", "2026-07-16", None, None, None),
    ("C06-H05", "2026-07-16", "bail", "bail granted: bond Rs. 50,000 with 2 sureties; report to Naharlagun PS every Monday; not to leave Papum Pare", "2026-10-29", None, None, None),
    ("C06-H06", "2026-10-29", "charge", "Spl. PP sought time for charge hearing", "2026-11-26", OPP, "not ready", None),
    ("C06-H07", "2026-11-26", "charge", "charge framed u/s 21(b) NDPS; accused pleaded not guilty; PW1, PW2 summoned", "2027-01-14", None, None, None),
    # C07 Tsering Dolma MACT
    ("C07-H01", "2025-12-17", "WS", "insurer's WS filed; owner ex parte", "2026-02-18", None, None, None),
    ("C07-H02", "2026-02-18", "issues", "issues framed; claimant's evidence", "2026-03-25", None, None, None),
    ("C07-H03", "2026-03-25", "PW1", "PW1 Tsering Dolma examined in chief; cross deferred at insurer's request", "2026-05-13", OPP, "counsel not ready", None),
    ("C07-H04", "2026-05-13", "PW1, PW2", "PW1 cross done; PW2 Lama Norbu (eyewitness) examined and cross-examined; claimant's evidence closed", "2026-07-08", None, None, None),
    ("C07-H05", "2026-07-08", "DW", "insurer sought time to summon RTO witness", "2026-08-26", OPP, "witness not summoned", None),
    ("C07-H06", "2026-08-26", "DW", "DW not present again; cost Rs. 1,500 on insurer", "2026-10-14", OPP, "witness absent", {"amount": 1500, "on": "insurer", "to": "claimants", "paid_on": "2026-10-14"}),
    ("C07-H07", "2026-10-14", "DW1", "DW1 Tage Pura, dealing assistant DTO Itanagar: driver's licence was valid on the accident date", "2026-11-25", None, None, None),
    ("C07-H08", "2026-11-25", "argument", "claimants argued; insurer's argument and award next", "2026-12-16", None, None, None),
]
