"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

H = [
    # C01 Puthuppally rubber estate partition (Principal Sub Court, Kottayam)
    ("C01-H01", "2026-10-13", "WS of D2, D3", "WS not filed; K.P. Joseph sought time", "2026-11-17", "opposing side", "time for written statement", None),
    ("C01-H02", "2026-11-17", "WS", "WS of D2, D3 filed; IA for Advocate Commissioner moved", "2027-01-12", None, None, None),
    ("C01-H03", "2027-01-12", "IA commission", "commission allowed; Adv. Reshmi Nair commissioner; batta Rs. 15,000 by plaintiff", "2027-03-09", None, None, None),
    ("C01-H04", "2027-03-09", "commission report", "report not filed; commissioner sought time (inspection obstructed)", "2027-04-06", "court", "commissioner's report awaited", None),
    ("C01-H05", "2027-04-06", "commission report", "report filed (4.20 acres rubber, 3 plots); defendants sought time for objections", "2027-06-15", "opposing side", "time for objections", None),
    ("C01-H06", "2027-06-15", "objections / PD", "objections filed; K.P. Joseph sought time again; last chance", "2027-08-10", "opposing side", "counsel engaged in another court", None),
    ("C01-H07", "2027-08-10", "arguments on preliminary decree", "arguments heard; posted for orders on preliminary decree", "2027-10-26", None, None, None),
    # C02 Chennampally parish properties suit (Principal Munsiff, Kottayam)
    ("C02-H01", "2026-10-21", "appearance / IA", "defendants appeared; time for counter to IA", "2026-11-25", "opposing side", "time for counter", None),
    ("C02-H02", "2026-11-25", "IA hearing", "counter to IA filed; IA part heard", "2027-01-20", None, None, None),
    ("C02-H03", "2027-01-20", "IA hearing", "temporary injunction: no alienation of parish land without general body", "2027-02-24", None, None, None),
    ("C02-H04", "2027-02-24", "WS", "WS filed; defendants plead bar under s. 92 CPC", "2027-04-07", None, None, None),
    ("C02-H05", "2027-04-07", "issues", "issues framed (5)", "2027-06-23", None, None, None),
    ("C02-H06", "2027-06-23", "trial", "PW1 Kuriakose chief by affidavit; cross deferred at defendants' request", "2027-10-20", "opposing side", "time to cross", None),
    # C03 Meenachil Kuries recovery suit (Additional Sub Court, Kottayam)
    ("C03-H01", "2026-10-29", "appearance", "D1 absent, set ex parte; D2 time for WS", "2026-12-03", None, None, None),
    ("C03-H02", "2026-12-03", "WS", "D1 filed IA to set aside ex parte order; counter by plaintiff", "2027-01-21", None, None, None),
    ("C03-H03", "2027-01-21", "IA", "ex parte order set aside on costs Rs. 2,000; WS in 4 weeks", "2027-03-04", None, None, None),
    ("C03-H04", "2027-03-04", "WS", "WS of D1 filed: all instalments paid", "2027-06-10", None, None, None),
    ("C03-H05", "2027-06-10", "issues / trial", "issues framed; PW1 Sebastian K.J. chief affidavit", "2027-07-22", None, None, None),
    ("C03-H06", "2027-07-22", "trial", "PW1 cross-examined; Exts. A1 to A9 marked; PE closed", "2027-09-30", None, None, None),
    ("C03-H07", "2027-09-30", "DE", "DW1 Biju absent; defence sought time", "2027-11-04", "opposing side", "witness not present", None),
    # C04 Shaji Kurian cheque case (JFCM-II, Kottayam)
    ("C04-H01", "2026-11-09", "appearance", "summons to accused returned unserved; fresh summons", "2026-12-14", None, None, None),
    ("C04-H02", "2026-12-14", "appearance", "accused appeared, bail; copies", "2027-02-08", None, None, None),
    ("C04-H03", "2027-02-08", "plea", "particulars read over; not guilty; defence: security cheque", "2027-03-15", None, None, None),
    ("C04-H04", "2027-03-15", "CE", "CW1 chief affidavit; cross deferred, defence counsel absent", "2027-06-14", "opposing side", "counsel absent", None),
    ("C04-H05", "2027-06-14", "CE", "CW1 Shaji cross-examined; summons to Federal Bank", "2027-08-09", None, None, None),
    ("C04-H06", "2027-08-09", "CE", "CW2 Leena Joseph, Federal Bank examined; CE closed", "2027-10-18", None, None, None),
    # C05 Anitha MACT (MACT, Kottayam)
    ("C05-H01", "2026-10-16", "notice", "notice served; insurer time for WS", "2026-11-27", "opposing side", "time for written statement", None),
    ("C05-H02", "2026-11-27", "WS", "insurer WS: no permit, driver without badge", "2027-01-29", None, None, None),
    ("C05-H03", "2027-01-29", "evidence", "PW1 Anitha examined; disability certificate 18% marked", "2027-03-19", None, None, None),
    ("C05-H04", "2027-03-19", "evidence", "insurer disputes disability; referred to Medical Board", "2027-07-02", None, None, None),
    ("C05-H05", "2027-07-02", "evidence", "PW2 Dr. Suresh Babu examined: 22% permanent disability", "2027-09-03", None, None, None),
    ("C05-H06", "2027-09-03", "RE", "RW1 (insurer's investigator) absent; time", "2027-10-22", "opposing side", "witness not present", None),
    # C06 Sini gold ornaments and patrimony OP (Family Court, Ettumanoor)
    ("C06-H01", "2026-10-27", "appearance", "respondent appeared; referred to counselling", "2026-12-08", None, None, None),
    ("C06-H02", "2026-12-08", "counter", "counselling failed; counter filed: gold in father's locker", "2027-02-16", None, None, None),
    ("C06-H03", "2027-02-16", "evidence", "PW1 Sini chief affidavit", "2027-03-23", None, None, None),
    ("C06-H04", "2027-03-23", "evidence", "PW1 cross-examined by Lissy George", "2027-06-22", None, None, None),
    ("C06-H05", "2027-06-22", "evidence", "PW2 Thomas (father) examined; Ext. A4 gold bill", "2027-07-27", None, None, None),
    ("C06-H06", "2027-07-27", "RE", "RW1 Jomon chief affidavit; cross deferred", "2027-09-21", "opposing side", "time", None),
    ("C06-H07", "2027-09-21", "RE", "RW1 cross: admits pledging 30 sovereigns", "2027-10-26", None, None, None),
    # C07 KSRTC stand shop eviction (Rent Control Court, Kottayam)
    ("C07-H01", "2026-11-04", "counter", "counter not filed; time", "2026-12-16", "opposing side", "time for counter", None),
    ("C07-H02", "2026-12-16", "counter", "counter filed; arrears disputed; s. 12 petition moved", "2027-02-10", None, None, None),
    ("C07-H03", "2027-02-10", "s. 12 petition", "tenant directed to deposit admitted arrears Rs. 1,20,000 in one month", "2027-03-17", None, None, None),
    ("C07-H04", "2027-03-17", "s. 12 compliance", "only Rs. 60,000 deposited; time for balance", "2027-06-16", "opposing side", "time to deposit", None),
    ("C07-H05", "2027-06-16", "enquiry", "balance deposited; AW1 Leelamma examined", "2027-08-25", None, None, None),
    ("C07-H06", "2027-08-25", "enquiry", "AW2 Jobin examined; Commissioner report on the shop", "2027-10-18", None, None, None),
    # C08 Renjith anticipatory bail (High Court of Kerala) - disposed
    ("C08-H01", "2027-02-12", "admission", "notice to PP; no coercive steps till next date", "2027-02-26", None, None, None),
    ("C08-H02", "2027-02-26", "hearing", "PP sought time for case diary", "2027-03-12", "opposing side", "case diary awaited", None),
    ("C08-H03", "2027-03-12", "hearing", "anticipatory bail granted; appear before IO on 18.03.2027", None, None, None, None),
]
