"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

H = [
    # C01 Khodiyar castings cheque case (ACJM Court 9)
    ("C01-H01", "2026-02-10", "appearance", "accused appeared through Ladani; released on bail, surety Rs. 10,000", "2026-03-17", None, None, None),
    ("C01-H02", "2026-03-17", "plea", "plea recorded; not guilty; defence: security cheque, defective castings; s. 143A application filed", "2026-04-21", None, None, None),
    ("C01-H03", "2026-04-21", "s. 143A", "interim compensation 20% = Rs. 1,29,700 within 60 days", "2026-06-19", None, None, None),
    ("C01-H04", "2026-06-19", "CE", "interim compensation not paid; Ladani sought time (revision in Sessions Court)", "2026-07-24", "opposing side", "revision pending", None),
    ("C01-H05", "2026-07-24", "CE", "CW1 Vipul Sorathiya affidavit u/s 145 tendered; Ladani sought time for cross", "2026-08-21", "opposing side", "time to cross", None),
    ("C01-H06", "2026-08-21", "CE", "CW1 cross-examined in part (delivery challans, quality complaint)", "2026-10-30", None, None, None),
    ("C01-H07", "2026-10-30", "CE", "CW1 cross concluded; CW2 Alpesh Joshi, Bank of Baroda Shapar examined; CE closed", "2026-12-18", None, None, None),
    ("C01-H08", "2026-12-18", "further statement", "accused absent; exemption on Ladani's application; statement deferred", "2027-01-22", "opposing side", "exemption", None),
    ("C01-H09", "2027-01-22", "further statement", "further statement u/s 351 BNSS recorded; accused to lead evidence (DW1 himself)", "2027-02-05", None, None, None),
    # C02 Shreeji Diamonds partnership suit (Court 4)
    ("C02-H01", "2026-02-16", "Exh. 5", "reply to Exh. 5 filed by defendants; part arguments", "2026-03-09", None, None, None),
    ("C02-H02", "2026-03-09", "Exh. 5", "Exh. 5 argued; kept for order", "2026-03-23", None, None, None),
    ("C02-H03", "2026-03-23", "Exh. 5 order", "Exh. 5 partly allowed: no alienation of 22 ghantis; bank account jointly", "2026-06-15", None, None, None),
    ("C02-H04", "2026-06-15", "WS", "WS of D1 filed; referred to mediation centre", "2026-08-03", None, None, None),
    ("C02-H05", "2026-08-03", "mediation report", "mediation failed; Exh. 32 allowed: court commissioner Daksha Rathod, fee Rs. 7,500", "2026-09-14", None, None, None),
    ("C02-H06", "2026-09-14", "commissioner report", "commissioner report: 22 ghantis, 3 laser machines, 114 carat rough; issues framed (6)", "2026-12-07", None, None, None),
    ("C02-H07", "2026-12-07", "PE", "PW1 Ashok affidavit Exh. 48; Kalariya time for cross", "2027-02-09", "opposing side", "time to cross", None),
    # C03 Ishwariya navi sharat revision (SSRD)
    ("C03-H01", "2026-02-19", "admission", "admitted; interim stay of Collector's order; R&P called", "2026-04-16", None, None, None),
    ("C03-H02", "2026-04-16", "hearing", "R&P not received; adjourned", "2026-07-09", "court", "R&P awaited", None),
    ("C03-H03", "2026-07-09", "hearing", "R&P received; written submissions filed; Dave time for instructions", "2026-10-08", "opposing side", "instructions awaited", None),
    ("C03-H04", "2026-10-08", "hearing", "heard; SSRD suggests regularisation on premium; instructions", "2026-12-17", None, None, None),
    ("C03-H05", "2026-12-17", "hearing", "applicant willing to pay premium; Collector to compute premium on jantri", "2027-02-18", None, None, None),
    # C04 Dharmendra Road rent suit (Court 11)
    ("C04-H01", "2026-02-24", "issues", "issues framed (5); s. 11(3) application by plaintiff", "2026-04-06", None, None, None),
    ("C04-H02", "2026-04-06", "s. 11(3)", "tenant to deposit Rs. 1,51,200 within 6 weeks and Rs. 4,200 p.m.", "2026-06-22", None, None, None),
    ("C04-H03", "2026-06-22", "deposit", "only Rs. 75,000 deposited; tenant time for balance", "2026-07-20", "opposing side", "time for deposit", None),
    ("C04-H04", "2026-07-20", "PE", "PW1 Kantilal affidavit Exh. 41; Kadiwala time for cross", "2026-08-24", "opposing side", "time to cross", None),
    ("C04-H05", "2026-08-24", "PE", "PW1 cross-examined; PW2 Ketan examined", "2026-10-12", None, None, None),
    ("C04-H06", "2026-10-12", "DE", "PE closed; DW1 Hasmukhbhai affidavit; cross in part", "2027-01-11", None, None, None),
    ("C04-H07", "2027-01-11", "DE", "DW1 cross concluded; DE closed; arguments", "2027-02-05", None, None, None),
    # C05 Paresh road-rage trial (6th ASJ)
    ("C05-H01", "2026-02-27", "charge", "discharge application by A1 filed", "2026-03-20", None, None, None),
    ("C05-H02", "2026-03-20", "charge", "discharge rejected; charge framed u/s 103(1), 3(5) BNS; not guilty", "2026-04-24", None, None, None),
    ("C05-H03", "2026-04-24", "PW", "PW1 Bhavnaben chief; cross deferred at defence request", "2026-06-12", "opposing side", "time to cross", None),
    ("C05-H04", "2026-06-12", "PW", "PW1 cross-examined; PW2 absent, summons", "2026-07-10", None, None, None),
    ("C05-H05", "2026-07-10", "PW", "PW2 Hitesh Dobariya hostile; cross by APP", "2026-08-07", None, None, None),
    ("C05-H06", "2026-08-07", "PW", "PW3 panch Mukesh Vaghela; PW4 Dr. Nirav Kotak (PM)", "2026-10-16", None, None, None),
    ("C05-H07", "2026-10-16", "PW", "PW5 FSL Rupal Joshi proves CCTV with 63 BSA certificate", "2026-12-04", None, None, None),
    ("C05-H08", "2026-12-04", "PW", "PW6 IO PI Vikramsinh Zala chief; cross deferred", "2027-01-08", "opposing side", "time to cross", None),
    ("C05-H09", "2027-01-08", "PW", "PW6 cross; prosecution evidence closed", "2027-02-12", None, None, None),
    # C06 Jadu bail (Gujarat HC)
    ("C06-H01", "2026-07-06", "notice", "notice to State and respondent no. 2, returnable 27.07.2026", "2026-07-27", None, None, None),
    ("C06-H02", "2026-07-27", "hearing", "affidavit-in-reply of respondent no. 2; court asked stage of trial", "2026-08-10", None, None, None),
    ("C06-H03", "2026-08-10", "arguments", "not pressed; withdrawn with liberty after material witnesses", None, None, None, None),
    # C07 Vadodariya gift deed suit (Court 7)
    ("C07-H01", "2026-03-02", "WS", "WS of D1 Vinod; D2 Kokilaben's purshis supporting plaintiff", "2026-04-13", None, None, None),
    ("C07-H02", "2026-04-13", "issues", "issues framed (7); Exh. 36 for hospital record", "2026-06-29", None, None, None),
    ("C07-H03", "2026-06-29", "PE", "Exh. 36 allowed; PW1 Manharlal affidavit", "2026-08-17", None, None, None),
    ("C07-H04", "2026-08-17", "PE", "PW1 cross-examined by Joshi", "2026-10-05", None, None, None),
    ("C07-H05", "2026-10-05", "PE", "PW2 Sterling Hospital record keeper: dementia record", "2026-12-21", None, None, None),
    ("C07-H06", "2026-12-21", "PE", "PW3 attesting witness Ramnikbhai Talaviya examined", "2027-02-15", None, None, None),
    # C08 Chirag MACT (Aux.)
    ("C08-H01", "2026-02-13", "notice", "opponents 1, 2 absent despite service; insurer time for WS", "2026-03-27", "opposing side", "time for WS", None),
    ("C08-H02", "2026-03-27", "WS", "insurer WS: triple seat, no helmet, contributory negligence; issues", "2026-07-03", None, None, None),
    ("C08-H03", "2026-07-03", "PE", "PW1 Chirag examined; cross by insurer", "2026-09-11", None, None, None),
    ("C08-H04", "2026-09-11", "PE", "PW2 doctor absent; adjourned", "2026-10-23", "own side", "witness not present", None),
    ("C08-H05", "2026-10-23", "PE", "PW2 Dr. Sanjay Pandya: 32% disability; insurer offer Rs. 6,50,000 refused", "2027-02-19", None, None, None),
]
