"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

H = [
    # C01 Lhou land (DC Tawang)
    ("C01-H01", "2030-08-12", "admission", "notice; GB Lhou to produce the council's record; status quo on the field", "2030-09-16", None, None, None),
    ("C01-H02", "2030-09-16", "appearance", "R1 appeared through Nawang Choda; time for reply", "2030-10-21", "opposing side", "time to file reply", None),
    ("C01-H03", "2030-10-21", "reply", "reply filed; GB produced the council's written decision and minutes", "2030-11-25", None, None, None),
    ("C01-H04", "2030-11-25", "hearing", "Circle Officer Tawang to do spot verification and report", "2031-02-17", None, None, None),
    ("C01-H05", "2031-02-17", "CO report", "CO report not filed (snow, road closed); adjourned", "2031-04-07", "court", "report awaited", None),
    ("C01-H06", "2031-04-07", "CO report", "CO report filed: 0.92 hectare, in appellant's possession; R1 objections; costs Rs. 500 on R1", "2031-05-26", None, None, {"amount": 500, "on": "R1", "to": "appellant"}),
    ("C01-H07", "2031-05-26", "arguments", "part arguments; DC asked if the Tsopa can settle; parties declined", "2031-07-14", None, None, None),
    ("C01-H08", "2031-07-14", "arguments", "arguments concluded; orders reserved", "2031-08-11", None, None, None),
    # C02 Gorsam Heights lease (CJJD Tawang)
    ("C02-H01", "2030-08-20", "WS", "WS filed; plaintiff's application for deposit of rent", "2030-09-24", None, None, None),
    ("C02-H02", "2030-09-24", "interim", "defendant to deposit Rs. 85,000 p.m. from September 2030 in court", "2030-11-05", None, None, None),
    ("C02-H03", "2030-11-05", "issues", "five issues framed", "2030-12-10", None, None, None),
    ("C02-H04", "2030-12-10", "PE", "plaintiff absent; time on costs Rs. 1,000", "2031-02-25", "opposing side", "plaintiff unwell", {"amount": 1000, "on": "plaintiff", "to": "defendant"}),
    ("C02-H05", "2031-02-25", "PE", "PW1 Karma Wangdi examined and cross-examined", "2031-04-22", None, None, None),
    ("C02-H06", "2031-04-22", "PE", "PW2 Tenzin Yangzom examined; PE closed", "2031-06-10", None, None, None),
    ("C02-H07", "2031-06-10", "DE", "DW1 Phurpa Tsering affidavit; cross in part", "2031-08-05", None, None, None),
    # C03 Gyamtsho execution (DJ Tawang)
    ("C03-H01", "2030-08-27", "notice", "notice to the judgment debtor", "2030-10-08", None, None, None),
    ("C03-H02", "2030-10-08", "objection", "AGA appeared; time for s. 47 objection", "2030-11-19", "opposing side", "instructions awaited", None),
    ("C03-H03", "2030-11-19", "objection", "s. 47 objection filed; our reply; heard", "2031-01-21", None, None, None),
    ("C03-H04", "2031-01-21", "order", "objection rejected; attachment of the division's account at SBI Tawang; EE affidavit of funds", "2031-03-18", None, None, None),
    ("C03-H05", "2031-03-18", "compliance", "Rs. 20,00,000 deposited by DD; balance in three months", "2031-06-17", None, None, None),
    ("C03-H06", "2031-06-17", "compliance", "balance not deposited; EE to appear in person", "2031-08-12", "opposing side", "funds awaited", None),
    # C04 Lumpo hydro compensation (ADC Lumla)
    ("C04-H01", "2030-09-03", "notice", "notice to DLRSO and NJC Hydro Power", "2030-10-15", None, None, None),
    ("C04-H02", "2030-10-15", "reply", "developer sought time; DLRSO to report", "2030-11-26", "opposing side", "time to file reply", None),
    ("C04-H03", "2030-11-26", "DLRSO report", "DLRSO report: community land of Lumpo, 11 families' shares; list filed", "2031-03-04", None, None, None),
    ("C04-H04", "2031-03-04", "PE", "PW1 GB Pema Dondup examined; cross by Deka", "2031-04-29", None, None, None),
    ("C04-H05", "2031-04-29", "PE", "PW2 Lobsang Tashi (Tsopa) examined; BRO road award exhibited", "2031-06-24", None, None, None),
    ("C04-H06", "2031-06-24", "DE", "DW1 valuer examined in chief; cross in part", "2031-08-19", None, None, None),
    # C05 Dorjee MACT
    ("C05-H01", "2030-08-13", "notice", "notice; insurer appeared", "2030-09-17", None, None, None),
    ("C05-H02", "2030-09-17", "WS", "insurer WS: licence fake, no permit", "2030-10-29", None, None, None),
    ("C05-H03", "2030-10-29", "issues", "issues framed; PW1 affidavit filed", "2030-12-03", None, None, None),
    ("C05-H04", "2030-12-03", "PE", "PW1 cross-examined by insurer", "2031-02-11", None, None, None),
    ("C05-H05", "2031-02-11", "PE", "PW2 Dr. Ngurup Tsering: 35% permanent disability", "2031-04-15", None, None, None),
    ("C05-H06", "2031-04-15", "PE", "PW3 Pasang Lhamo examined; PE closed; insurer to examine investigator", "2031-06-03", None, None, None),
    ("C05-H07", "2031-06-03", "RE", "investigator absent; time on costs Rs. 2,000", "2031-08-05", "opposing side", "witness not present", {"amount": 2000, "on": "insurer", "to": "claimant"}),
    # C06 Chhetri forest case (JMFC)
    ("C06-H01", "2030-08-22", "appearance", "accused appeared; bail continued; copies supplied", "2030-09-26", None, None, None),
    ("C06-H02", "2030-09-26", "charge", "discharge petition filed", "2030-11-07", None, None, None),
    ("C06-H03", "2030-11-07", "charge", "discharge rejected; charge framed ss. 41, 42 IFA; not guilty", "2030-12-12", None, None, None),
    ("C06-H04", "2030-12-12", "PE", "PW1 RFO absent; fresh summons", "2031-02-20", "opposing side", "witness not present", None),
    ("C06-H05", "2031-02-20", "PE", "PW1 RFO Kesang Tsering examined and cross-examined", "2031-04-10", None, None, None),
    ("C06-H06", "2031-04-10", "PE", "PW2 forest guard Pem Tashi examined; cross", "2031-06-05", None, None, None),
    ("C06-H07", "2031-06-05", "PE", "PW3 GB Jang absent; APP time; bailable warrant", "2031-08-05", "opposing side", "witness not present", None),
    # C07 Sonam POCSO bail
    ("C07-H01", "2031-03-10", "bail", "notice to Spl. PP and victim's guardian; case diary called", "2031-03-17", None, None, None),
    ("C07-H02", "2031-03-17", "bail", "case diary not received; IO to produce", "2031-03-24", "opposing side", "case diary not received", None),
    ("C07-H03", "2031-03-24", "bail", "heard; victim's mother heard; orders", "2031-03-28", None, None, None),
    ("C07-H04", "2031-03-28", "orders", "bail granted: Rs. 50,000 with one surety; not to enter Kitpi; report Mondays", None, None, None, None),
    # C08 Nima Drema writ (Itanagar PB)
    ("C08-H01", "2030-08-29", "motion", "notice; the post not to be filled", "2030-10-10", None, None, None),
    ("C08-H02", "2030-10-10", "hearing", "SGA time for affidavit-in-opposition", "2030-11-21", "opposing side", "instructions awaited", None),
    ("C08-H03", "2030-11-21", "hearing", "affidavit-in-opposition filed; reply in 3 weeks", "2031-02-13", None, None, None),
    ("C08-H04", "2031-02-13", "hearing", "reply filed; State to produce the selection file", "2031-05-08", None, None, None),
    ("C08-H05", "2031-05-08", "hearing", "file not produced; last opportunity; costs Rs. 5,000 on the State", "2031-07-24", "opposing side", "file not traced", {"amount": 5000, "on": "State", "to": "petitioner"}),
    ("C08-H06", "2031-07-24", "hearing", "file produced; part heard", "2031-09-04", None, None, None),
]
