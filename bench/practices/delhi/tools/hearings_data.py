"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

H = [
    # C01 Sehgal award (Delhi HC, Court 27, Sabharwal J)
    ("C01-H01", "2025-12-10", "admission", "notice; award stayed on deposit of 50% (Rs. 24,30,000) within six weeks", "2026-02-18", None, None, None),
    ("C01-H02", "2026-02-18", "completion of pleadings", "deposit made on 20.01.2026; reply of respondent on record; rejoinder in four weeks", "2026-04-22", None, None, None),
    ("C01-H03", "2026-04-22", "arguments", "petitioner's senior unwell; passover then adjournment; rejoinder not filed; costs Rs. 20,000 to the respondent; last opportunity", "2026-07-15", "opposing side", "senior counsel unwell", {"amount": 20000, "on": "petitioner", "to": "respondent", "paid_on": "2026-07-15"}),
    ("C01-H04", "2026-07-15", "arguments", "costs paid; petitioner's arguments heard in part", "2026-09-09", None, None, None),
    ("C01-H05", "2026-09-09", "arguments", "petitioner concluded; respondent's reply began; note on the escalation claim of Rs. 6,20,000 to be filed", "2026-10-28", None, None, None),
    ("C01-H06", "2026-10-28", "arguments", "arguments concluded; judgment reserved; written submissions (max 5 pages) in a week", None, None, None, None),
    # C02 Batra recovery suit (Tis Hazari, ADJ-05, Tanwar)
    ("C02-H01", "2025-12-05", "plaintiff's evidence", "PW1 affidavit tendered (Ex. PW1/A, Ex. PW1/1 to 1/6); cross deferred at Nagpal's request; costs Rs. 3,000", "2026-01-29", "opposing side", "counsel busy in the High Court", {"amount": 3000, "on": "defendant", "to": "plaintiff", "paid_on": "2026-01-29"}),
    ("C02-H02", "2026-01-29", "cross of PW1", "costs paid; PW1 cross-examined in part", "2026-03-19", None, None, None),
    ("C02-H03", "2026-03-19", "cross of PW1; PW2", "PW1 discharged; PW2 absent, fresh summons", "2026-05-14", None, None, None),
    ("C02-H04", "2026-05-14", "PW2", "PW2 present; Nagpal sought time (mother's surgery); costs Rs. 5,000 to PW2; last opportunity", "2026-07-09", "opposing side", "personal difficulty (mother's surgery)", {"amount": 5000, "on": "defendant", "to": "PW2", "paid_on": "2026-05-14"}),
    ("C02-H05", "2026-07-09", "PW2", "PW2 examined and cross-examined; PE closed; DW affidavit in four weeks", "2026-09-03", None, None, None),
    ("C02-H06", "2026-09-03", "defendant's evidence", "DW1 Batra's affidavit Ex. DW1/A tendered; cross by us in part; admits signature on pronote", "2026-10-15", None, None, None),
    ("C02-H07", "2026-10-15", "defendant's evidence", "DW1 cross concluded; DW2 dropped; DE closed; final arguments", "2026-12-03", None, None, None),
    # C03 Malviya Nagar shop eviction (RC South, Saket, Gill)
    ("C03-H01", "2025-12-15", "leave to defend", "tenant's application u/s 25B(4) on record; reply in two weeks", "2026-02-09", None, None, None),
    ("C03-H02", "2026-02-09", "leave to defend", "reply filed; Nagpal sought time for rejoinder; last opportunity", "2026-04-06", "opposing side", "rejoinder not ready (counsel busy in the High Court)", None),
    ("C03-H03", "2026-04-06", "arguments on leave to defend", "argued in part; RC asked for Rohit's Dubai relieving letter and drug licence application", "2026-05-25", None, None, None),
    ("C03-H04", "2026-05-25", "arguments on leave to defend", "documents filed; arguments concluded; orders", "2026-07-13", None, None, None),
    ("C03-H05", "2026-07-13", "orders", "RC on leave; date from the reader", "2026-08-14", "court", "Rent Controller on leave", None),
    ("C03-H06", "2026-08-14", "orders", "leave to defend dismissed; eviction ordered u/s 14(1)(e); six months u/s 14(7)", None, None, None, None),
    # C04 Aman bail (ASJ-03 South, Saket, Rathee)
    ("C04-H01", "2026-06-08", "bail application", "notice to the State; IO's reply called", "2026-06-11", None, None, None),
    ("C04-H02", "2026-06-11", "reply of IO", "no reply; APP sought time; IO to appear in person with the case file", "2026-06-16", "opposing side", "IO's reply not filed", None),
    ("C04-H03", "2026-06-16", "arguments", "IO SI Rakesh Dahiya present; Rs. 2,10,000 recovered; arguments heard; orders", "2026-06-19", None, None, None),
    ("C04-H04", "2026-06-19", "orders", "bail granted: personal bond Rs. 50,000 with one surety; conditions", None, None, None, None),
    # C05 Pinnacle cheque case (MM NI Act-03 South, Saket, Bhardwaj)
    ("C05-H01", "2026-01-12", "notice", "notice framed; not guilty; s. 145(2) application allowed", "2026-03-09", None, None, None),
    ("C05-H02", "2026-03-09", "cross of CW1", "complainant absent (Amritsar); our adjournment on costs Rs. 2,000", "2026-04-27", "our side", "complainant out of station (family wedding in Amritsar)", {"amount": 2000, "on": "complainant", "to": "accused", "paid_on": "2026-03-09"}),
    ("C05-H03", "2026-04-27", "cross of CW1", "CW1 cross-examined; referred to Saket mediation centre for 08.05.2026", "2026-07-06", None, None, None),
    ("C05-H04", "2026-07-06", "mediation report", "mediation failed (offer Rs. 2,00,000 refused); CE closed", "2026-08-24", None, None, None),
    ("C05-H05", "2026-08-24", "statement of accused", "statement of accused recorded; defence evidence allowed", "2026-10-12", None, None, None),
    ("C05-H06", "2026-10-12", "defence evidence", "defence witness absent; Bawa sought time; costs Rs. 3,000 on accused; last opportunity", "2026-11-30", "opposing side", "defence witness not available", {"amount": 3000, "on": "accused", "to": "complainant", "paid_on": None}),
    # C06 Neelam gratuity writ (Delhi HC, Court 11, Bhandari J)
    ("C06-H01", "2026-07-08", "admission", "notice; counter in four weeks", "2026-08-26", None, None, None),
    ("C06-H02", "2026-08-26", "counter affidavit", "no counter; instructions awaited; costs Rs. 10,000 to the petitioner", "2026-10-07", "opposing side", "instructions awaited from the department", {"amount": 10000, "on": "respondents", "to": "petitioner", "paid_on": None}),
    ("C06-H03", "2026-10-07", "hearing", "counter on record; no proceedings pending; release of gratuity and leave encashment within six weeks; compliance", "2026-12-09", None, None, None),
]
