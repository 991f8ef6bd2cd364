"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

H = [
    # C01 Reena bus accident claim (MACT-I Mandi, Guleria)
    ("C01-H01", "2028-03-20", "notice", "notice to R1 owner, R2 driver, R3 insurer", "2028-05-01", None, None, None),
    ("C01-H02", "2028-05-01", "reply", "R1 R2 reply filed; insurer sought time", "2028-06-15", "opposing side", "time for reply", None),
    ("C01-H03", "2028-06-15", "reply / issues", "insurer's reply: no route permit, 61 passengers against 42 seats; issues framed (6)", "2028-08-03", None, None, None),
    ("C01-H04", "2028-08-03", "PE", "PW1 Reena Devi examined; cross by Rana", "2028-09-29", None, None, None),
    ("C01-H05", "2028-09-29", "PE", "PW2 eyewitness Chet Ram not present; time given", "2028-11-10", "own side", "witness not present", None),
    ("C01-H06", "2028-11-10", "PE", "PW2 Chet Ram examined and cross-examined; PW3 Amar Singh (employer) examined", "2028-12-29", None, None, None),
    ("C01-H07", "2028-12-29", "PE", "Lok Adalat referred; insurer offered Rs. 14,50,000, claimants declined; PE closed", "2029-02-23", None, None, None),
    ("C01-H08", "2029-02-23", "RE", "insurer's witness (RTO clerk) not present; last opportunity", "2029-04-12", "opposing side", "witness not present", None),
    # C02 Dhelu landslide suit (CJSD Jogindernagar, Kaundal)
    ("C02-H01", "2028-04-05", "WS", "WS by D1 not filed; time on costs Rs. 1,500", "2028-05-19", "opposing side", "instructions awaited", {"amount": 1500, "on": "D1", "to": "plaintiffs"}),
    ("C02-H02", "2028-05-19", "WS", "WS of D1 filed (denies blasting; natural monsoon slide); D2 (State) WS", "2028-07-10", None, None, None),
    ("C02-H03", "2028-07-10", "replication / issues", "replication filed; application for local commissioner", "2028-08-28", None, None, None),
    ("C02-H04", "2028-08-28", "issues", "issues framed (7); local commissioner Sh. Pawan Guleria, Adv. appointed, fee Rs. 7,000", "2028-10-23", None, None, None),
    ("C02-H05", "2028-10-23", "LC report / PE", "LC report filed (cracks in 9 houses, 2 cowsheds collapsed); PW1 Dhani Ram examined", "2028-12-11", None, None, None),
    ("C02-H06", "2028-12-11", "PE", "PW1 cross by Katoch; PW2 pradhan Sita Devi examined", "2029-02-01", None, None, None),
    ("C02-H07", "2029-02-01", "PE", "PW3 Naib Tehsildar (damage report) examined; PW4 geologist summoned", "2029-03-19", None, None, None),
    # C03 Kotli partition (AC-I Sadar, Negi)
    ("C03-H01", "2028-03-28", "notice", "co-sharers served; R3 R4 absent; munadi ordered", "2028-05-17", None, None, None),
    ("C03-H02", "2028-05-17", "reply", "Hem Singh Thakur for R1 R2; reply: land already partitioned privately (khangi taqseem)", "2028-07-11", None, None, None),
    ("C03-H03", "2028-07-11", "patwari report", "patwari report not filed; called for", "2028-08-29", "court", "patwari report awaited", None),
    ("C03-H04", "2028-08-29", "patwari report", "patwari report and tatima filed; khangi taqseem plea rejected; order to partition", "2028-10-24", None, None, None),
    ("C03-H05", "2028-10-24", "naksha bey", "naksha bey (mode of partition) prepared; R1 R2 time for objections", "2028-12-26", "opposing side", "time for objections", None),
    ("C03-H06", "2028-12-26", "objections", "objections filed (kuhl-side land and the ghraat site); kanungo to inspect", "2029-02-08", None, None, None),
    ("C03-H07", "2029-02-08", "objections", "kanungo report: land near the kuhl is of better class (nehri/abi); Thakur time", "2029-03-14", "opposing side", "to study kanungo report", None),
    # C04 Chambi kuhl suit (CJJD Sundernagar, Rana)
    ("C04-H01", "2028-04-11", "WS", "WS filed: kuhl abandoned for 20 years; interim order continued", "2028-05-22", None, None, None),
    ("C04-H02", "2028-05-22", "replication", "replication; issues framed (5)", "2028-07-24", None, None, None),
    ("C04-H03", "2028-07-24", "PE", "Verma unwell; adjourned on costs Rs. 500", "2028-09-04", "opposing side", "counsel unwell", {"amount": 500, "on": "defendants", "to": "plaintiff"}),
    ("C04-H04", "2028-09-04", "PE", "PW1 Lekh Raj examined and cross-examined; court asked for wajib-ul-arz", "2028-10-23", None, None, None),
    ("C04-H05", "2028-10-23", "PE", "PW2 kohli Sukh Dev (kuhl keeper) examined; cross deferred", "2028-12-12", "opposing side", "counsel unwell", None),
    ("C04-H06", "2028-12-12", "PE", "PW2 cross-examined; application u/s 151 about fresh blockage", "2029-01-23", None, None, None),
    ("C04-H07", "2029-01-23", "PE", "PW3 patwari Halqa Chambi with jamabandi and wajib-ul-arz examined", "2029-03-12", None, None, None),
    ("C04-H08", "2029-03-12", "PE", "PE closed; defendants to lead evidence; costs Rs. 1,000 for earlier blockage", "2029-04-16", None, None, {"amount": 1000, "on": "defendants", "to": "plaintiff"}),
    # C05 Dinu charas bail (HP HC Court 3, Thakur J)
    ("C05-H01", "2028-04-17", "notice", "notice; status report called", "2028-05-01", None, None, None),
    ("C05-H02", "2028-05-01", "status report", "status report filed; FSL report awaited", "2028-05-15", "opposing side", "FSL report awaited", None),
    ("C05-H03", "2028-05-15", "hearing", "FSL report: charas, 780 g; court asked about s. 52-A inventory", "2028-05-29", None, None, None),
    ("C05-H04", "2028-05-29", "arguments", "bail granted, bond Rs. 50,000; surety; not to leave H.P.", None, None, None, None),
    # C06 Roop Lal forest eviction (DFO-cum-Collector Suket)
    ("C06-H01", "2028-05-22", "notice / reply", "appearance; reply to show-cause notice; demarcation by FSO disputed", "2028-07-10", None, None, None),
    ("C06-H02", "2028-07-10", "evidence", "RFO's evidence; we sought fresh demarcation by revenue staff with DGPS", "2028-09-11", None, None, None),
    ("C06-H03", "2028-09-11", "order on application", "fresh demarcation allowed; Naib Tehsildar Sundernagar with kanungo", "2028-11-07", None, None, None),
    ("C06-H04", "2028-11-07", "demarcation report", "demarcation not done (snow / staff on election duty); adjourned", "2029-01-02", "court", "demarcation not carried out", None),
    ("C06-H05", "2029-01-02", "demarcation report", "demarcation done 18.12.2028; report not placed on file", "2029-03-05", "court", "report awaited", None),
    ("C06-H06", "2029-03-05", "demarcation report", "report filed: encroachment 0-02-10 hectare only, rest in own khasra 1206; objections", "2029-04-09", None, None, None),
    # C07 Rajesh divorce (District Judge Mandi, Guleria)
    ("C07-H01", "2028-03-24", "appearance", "respondent appeared; reply to s. 24; mediation", "2028-05-23", None, None, None),
    ("C07-H02", "2028-05-23", "mediation report", "mediation failed; s. 24 arguments", "2028-07-17", None, None, None),
    ("C07-H03", "2028-07-17", "s. 24 order", "s. 24 allowed: Rs. 9,000 p.m. from date of application + litigation Rs. 11,000", "2028-09-11", None, None, None),
    ("C07-H04", "2028-09-11", "issues", "issues framed (4); arrears Rs. 27,000 paid in court", "2028-11-06", None, None, None),
    ("C07-H05", "2028-11-06", "PE", "PW1 Kamla Devi examined in chief by affidavit; cross deferred", "2029-01-08", "own side", "respondent's counsel to cross after documents", None),
    ("C07-H06", "2029-01-08", "PE", "PW1 cross-examined; Lok Adalat refused by petitioner", "2029-03-05", None, None, None),
    ("C07-H07", "2029-03-05", "PE", "PW2 (petitioner's father Nanak Chand) not present; time", "2029-03-14", "opposing side", "witness not present", None),
]
