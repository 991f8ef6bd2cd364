"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

H = [
    # C01 Gokhale hapus bagayat partition (S.C.S. 84/2028, CJSD Ratnagiri, Kulkarni saheb)
    ("C01-H01", "2029-04-18", "WS", "WS of D1 Madhav filed; D2-D3 sought time for WS", "2029-06-13", "opposing side", "time for WS", None),
    ("C01-H02", "2029-06-13", "WS / Exh.5", "WS of D2-D3 filed; plaintiff's Exh.5 for deposit of the tokanama amount filed", "2029-07-11", None, None, None),
    ("C01-H03", "2029-07-11", "say to Exh.5", "Nachankar sought time for say to Exh.5", "2029-08-08", "opposing side", "time for say", None),
    ("C01-H04", "2029-08-08", "Exh.5 hearing", "Exh.5 partly allowed: D1 to deposit Rs. 2,25,000 (half of tokanama Rs. 4,50,000) in 6 weeks", "2029-09-26", None, None, None),
    ("C01-H05", "2029-09-26", "compliance / issues", "deposit not made; D1 time on costs Rs. 1,500", "2029-10-24", "opposing side", "deposit not arranged", {"amount": 1500, "on": "defendant 1", "to": "plaintiff"}),
    ("C01-H06", "2029-10-24", "issues", "Rs. 2,25,000 deposited; six issues framed", "2029-12-12", None, None, None),
    ("C01-H07", "2029-12-12", "PE", "PW1 Anant Gokhale affidavit Exh.48; cross in part by Nachankar", "2030-01-23", None, None, None),
    ("C01-H08", "2030-01-23", "PE", "PW1 cross concluded; Exh.55 for TILR measurement of the bagayat filed", "2030-03-06", None, None, None),
    ("C01-H09", "2030-03-06", "PE / Exh.55", "Exh.55 allowed, TILR measurement ordered; PW2 Kashinath Bhide summoned", "2030-04-16", None, None, None),
    # C02 Pawar naral bag (R.C.S. 212/2028, CJJD Dapoli) - disposed by compromise
    ("C02-H01", "2029-04-26", "say to Exh.5", "our say to Exh.5 (injunction) filed for defendant", "2029-06-21", None, None, None),
    ("C02-H02", "2029-06-21", "Exh.5 arguments", "court suggested tadjod; referred to mediation", "2029-08-02", None, None, None),
    ("C02-H03", "2029-08-02", "mediation report", "mediator: talks on; parties sought time", "2029-09-20", "both parties", "settlement talks", None),
    ("C02-H04", "2029-09-20", "compromise", "tadjod pursis Exh.31 filed: 38 coconut trees, 20 to plaintiff and 18 to defendant", "2029-10-04", None, None, None),
    ("C02-H05", "2029-10-04", "compromise decree", "compromise decree under O.23 R.3 CPC; suit disposed", None, None, None, None),
    # C03 Mirkarwada jetty writ (WP 4512/2029, Bombay HC, Deshmane & Bhonsale JJ)
    ("C03-H01", "2029-07-17", "admission", "notice; MMB to file reply in 3 weeks; no coercive steps against petitioner's boats", "2029-08-21", None, None, None),
    ("C03-H02", "2029-08-21", "reply", "MMB reply not filed; time granted as last chance", "2029-10-09", "opposing side", "instructions from MMB", None),
    ("C03-H03", "2029-10-09", "hearing", "MMB reply filed; court directed MMB to produce the berth allotment policy 2027", "2029-12-04", None, None, None),
    ("C03-H04", "2029-12-04", "hearing", "policy produced; not reached", "2030-01-29", "court", "board not reached", None),
    ("C03-H05", "2030-01-29", "hearing", "part heard; MMB to decide petitioner's representation in 8 weeks; stand over", "2030-04-23", None, None, None),
    # C04 Kadam ferfar suit (R.C.S. 57/2029, CJJD Chiplun)
    ("C04-H01", "2029-06-19", "Exh.5 / summons", "summons issued; ad-interim status quo refused", "2029-07-24", None, None, None),
    ("C04-H02", "2029-07-24", "appearance", "summons served; defendant absent", "2029-08-28", None, None, None),
    ("C04-H03", "2029-08-28", "WS", "Chalke appeared for defendant, vakalatnama; time for WS", "2029-10-16", "opposing side", "time for WS", None),
    ("C04-H04", "2029-10-16", "WS", "WS not filed; time again on costs Rs. 500", "2029-12-18", "opposing side", "time for WS", {"amount": 500, "on": "defendant", "to": "plaintiff"}),
    ("C04-H05", "2029-12-18", "WS", "WS filed relying on hakk-sod-patra of 12.03.2016; 7/12 and ferfar 2187 produced Exh.22", "2030-02-12", None, None, None),
    ("C04-H06", "2030-02-12", "issues", "five issues framed; our Exh.30 to send the thumb impression to the handwriting expert", "2030-04-09", None, None, None),
    ("C04-H07", "2030-04-09", "say to Exh.30", "Chalke sought time for say to Exh.30", "2030-06-11", "opposing side", "time for say", None),
    # C05 Kulkarni khoti tenancy appeal (R.C.A. 44/2028, ADJ-2 Ratnagiri)
    ("C05-H01", "2029-04-20", "Exh.14", "our Exh.14 for reference under s. 85A BTAL Act; Bapat's say filed", "2029-06-15", None, None, None),
    ("C05-H02", "2029-06-15", "Exh.14 arguments", "Exh.14 argued; order kept", "2029-07-06", None, None, None),
    ("C05-H03", "2029-07-06", "order on Exh.14", "Exh.14 allowed; tenancy issue referred to Tahsildar-cum-ALT Rajapur, decision in 6 months", "2029-10-05", None, None, None),
    ("C05-H04", "2029-10-05", "ALT decision", "ALT decision awaited", "2029-12-07", "court", "ALT decision awaited", None),
    ("C05-H05", "2029-12-07", "ALT decision", "ALT held Rawool tenant and deemed purchaser (s. 32G); Bapat time for arguments", "2030-02-08", "opposing side", "time for arguments", None),
    ("C05-H06", "2030-02-08", "arguments", "appellant's arguments part heard", "2030-04-12", None, None, None),
    ("C05-H07", "2030-04-12", "arguments", "Bapat absent (busy in High Court); adjourned", "2030-06-14", "opposing side", "counsel busy in High Court", None),
    # C06 Konkan Barf cheque case (S.C.C. 1184/2028, JMFC Ratnagiri Court 2)
    ("C06-H01", "2029-04-24", "appearance", "accused absent; bailable warrant Rs. 5,000", "2029-05-22", None, None, None),
    ("C06-H02", "2029-05-22", "appearance / plea", "accused appeared, bail Rs. 10,000; plea recorded; s. 143A application filed", "2029-07-03", None, None, None),
    ("C06-H03", "2029-07-03", "s. 143A", "interim compensation Rs. 57,000 (20%) ordered within 60 days", "2029-08-14", None, None, None),
    ("C06-H04", "2029-08-14", "CE", "CW1 Nitin Mayekar affidavit Exh.21; Mulla sought time for cross", "2029-10-23", "opposing side", "time for cross", None),
    ("C06-H05", "2029-10-23", "CE", "CW1 cross-examined; interim compensation not paid", "2029-12-11", None, None, None),
    ("C06-H06", "2029-12-11", "313", "accused absent (at sea), exemption allowed", "2030-01-22", "opposing side", "exemption", None),
    ("C06-H07", "2030-01-22", "313", "s. 313 / 351 BNSS statement recorded: security cheque for ice supply", "2030-03-12", None, None, None),
    ("C06-H08", "2030-03-12", "DE", "no defence witness; Mulla time, last chance", "2030-04-16", "opposing side", "witness not present", None),
    # C07 Ghag MACP (163/2028, MACT Ratnagiri)
    ("C07-H01", "2029-04-19", "WS", "MSRTC WS filed: contributory negligence of the rider", "2029-06-28", None, None, None),
    ("C07-H02", "2029-06-28", "issues", "issues framed", "2029-08-16", None, None, None),
    ("C07-H03", "2029-08-16", "PE", "PW1 Sanket Ghag affidavit; cross by Padyal", "2029-10-18", None, None, None),
    ("C07-H04", "2029-10-18", "PE", "PW2 Dr. Mandar Pednekar examined (35% permanent disability); Padyal time for cross", "2029-12-20", "opposing side", "time for cross", None),
    ("C07-H05", "2029-12-20", "PE", "PW2 cross-examined; PE closed", "2030-02-14", None, None, None),
    ("C07-H06", "2030-02-14", "RE", "RW1 driver Baban Jadhav examined; cross by us", "2030-04-04", None, None, None),
    ("C07-H07", "2030-04-04", "RE / arguments", "RE closed; claimant's arguments heard; MSRTC to argue", "2030-04-25", None, None, None),
    # C08 Pandu Ghanekar bail (Cri. B.A. 318/2029, ASJ-1 Ratnagiri) - disposed
    ("C08-H01", "2029-06-04", "say", "APP's say called; IO to produce case diary", "2029-06-07", None, None, None),
    ("C08-H02", "2029-06-07", "arguments", "APP sought time; injured's medical certificate awaited", "2029-06-11", "opposing side", "medical certificate awaited", None),
    ("C08-H03", "2029-06-11", "order", "bail granted: PR bond Rs. 25,000, not to enter Pawas except for the hearing", None, None, None, None),
]
