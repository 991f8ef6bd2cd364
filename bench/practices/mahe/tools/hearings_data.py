"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

H = [
    # C01 boat loan recovery suit (Sub Court, Mahe) - we defend Pavithran
    ("C01-H01", "2030-07-22", "appearance", "defendant appeared through counsel; time for written statement", "2030-08-26", "our side", "time for written statement", None),
    ("C01-H02", "2030-08-26", "written statement", "WS filed: moratorium in the trawling ban months not credited; insurance claim pending", "2030-10-07", None, None, None),
    ("C01-H03", "2030-10-07", "issues", "5 issues framed", "2030-11-18", None, None, None),
    ("C01-H04", "2030-11-18", "PW", "PW1 Haridasan (branch manager) chief by affidavit; cross deferred at our request", "2031-01-06", "our side", "loan ledger not furnished", None),
    ("C01-H05", "2031-01-06", "PW cross", "PW1 cross-examined: admitted moratorium circular and insurance claim; OTS talk", "2031-03-24", None, None, None),
    ("C01-H06", "2031-03-24", "DW", "bank board rejected OTS of Rs. 9,50,000; DW1 Pavithran examined and cross-examined", "2031-06-16", None, None, None),
    ("C01-H07", "2031-06-16", "DW", "DW2 insurance surveyor absent, summons unserved; fresh summons", "2031-07-18", "court", "witness not served", None),
    # C02 boat collision damages suit (Munsiff, Mahe) - we are plaintiff
    ("C02-H01", "2030-08-05", "appearance", "defendant appeared; time for WS", "2030-09-16", "opposing side", "time for written statement", None),
    ("C02-H02", "2030-09-16", "written statement", "WS filed; objection to jurisdiction (collision off Chombala, Kerala waters)", "2030-11-25", None, None, None),
    ("C02-H03", "2030-11-25", "preliminary issue", "jurisdiction issue decided for plaintiff: part of cause of action at Mahe fishing harbour", "2031-01-20", None, None, None),
    ("C02-H04", "2031-01-20", "PW", "PW1 Pavithran examined in chief; cross by Sabu Thomas", "2031-02-24", None, None, None),
    ("C02-H05", "2031-02-24", "PW", "PW2 Mohanan (srank of the boat) examined; Coast Guard report marked Ex.A5; PE closed", "2031-06-23", None, None, None),
    ("C02-H06", "2031-06-23", "DW", "DW1 Joseph Fernandez chief; cross by us in part", "2031-07-21", None, None, None),
    # C03 bar licence suspension appeal (Regional Administrator, Mahe) - disposed
    ("C03-H01", "2030-07-15", "admission", "appeal admitted; suspension stayed on condition of no sale after 11 pm", "2030-08-12", None, None, None),
    ("C03-H02", "2030-08-12", "remarks", "department's remarks not filed; time granted", "2030-10-14", "opposing side", "remarks not ready", None),
    ("C03-H03", "2030-10-14", "arguments", "remarks filed; CCTV pen drive produced; arguments heard, orders reserved", "2030-11-12", None, None, None),
    ("C03-H04", "2030-11-12", "orders", "appeal allowed in part: suspension reduced from 30 days to 10 days", None, None, None, None),
    # C04 excise case + bail (JMFC, Mahe)
    ("C04-H01", "2030-07-08", "bail", "bail petition of A2 Shijith heard; APP objected; orders on 10.07", "2030-07-10", None, None, None),
    ("C04-H02", "2030-07-10", "bail orders", "bail granted to A2: two sureties Rs. 25,000 each, sign before Excise Inspector every Monday", "2030-10-21", None, None, None),
    ("C04-H03", "2030-10-21", "appearance", "final report taken on file as C.C. 311/2030; copies furnished", "2031-01-27", None, None, None),
    ("C04-H04", "2031-01-27", "charge", "charges framed; A1 and A2 pleaded not guilty", "2031-03-10", None, None, None),
    ("C04-H05", "2031-03-10", "PW", "PW1 Sub-Inspector of Excise absent (election duty); adjourned", "2031-04-16", "opposing side", "prosecution witness absent", None),
    ("C04-H06", "2031-04-16", "PW", "PW1 examined; cross in part on the stock register", "2031-07-14", None, None, None),
    ("C04-H07", "2031-07-14", "PW", "PW1 cross concluded; PW2 mahazar witness turned hostile; PW3 summons", "2031-08-11", None, None, None),
    # C05 tharavad partition + PoA sale (Sub Court, Mahe)
    ("C05-H01", "2030-07-29", "IA", "suit numbered; notice on IA for injunction", "2030-08-21", None, None, None),
    ("C05-H02", "2030-08-21", "IA", "interim injunction: D3 not to alter or alienate the 9 cents", "2030-09-25", None, None, None),
    ("C05-H03", "2030-09-25", "written statement", "D1 and D3 filed WS; commissioner IA", "2030-12-09", None, None, None),
    ("C05-H04", "2030-12-09", "IA", "Advocate Commissioner Reshma P. appointed, batta Rs. 6,000 by plaintiffs", "2031-02-03", None, None, None),
    ("C05-H05", "2031-02-03", "commission report", "commission report filed; D3 objection; issues framed (7)", "2031-04-23", None, None, None),
    ("C05-H06", "2031-04-23", "PW", "PW1 Sudheer chief affidavit; original PoA summoned from D1", "2031-06-18", None, None, None),
    ("C05-H07", "2031-06-18", "PW cross", "PW1 cross by D3 counsel; WhatsApp message confronted; D1 still not produced the PoA", "2031-07-23", None, None, None),
    # C06 eviction of the bridge road shop (Rent Controller, Mahe)
    ("C06-H01", "2030-08-07", "counter", "tenant's counter filed: rent sent by bank transfer", "2030-10-30", None, None, None),
    ("C06-H02", "2030-10-30", "IA", "IA u/s 11 allowed: tenant to deposit arrears Rs. 85,000 in 4 weeks", "2030-12-04", None, None, None),
    ("C06-H03", "2030-12-04", "compliance", "Rs. 50,000 deposited; time for balance", "2031-01-22", "opposing side", "time to deposit balance", None),
    ("C06-H04", "2031-01-22", "PW", "balance Rs. 35,000 deposited; PW1 Nisar (landlord's son) chief", "2031-04-09", None, None, None),
    ("C06-H05", "2031-04-09", "PW cross / RW", "PW1 cross-examined; RW1 Rajeev chief filed", "2031-06-25", None, None, None),
    ("C06-H06", "2031-06-25", "RW cross", "RW1 cross-examined; evidence closed; arguments", "2031-07-18", None, None, None),
    # C07 gold merchant's cheque case (JMFC, Mahe)
    ("C07-H01", "2030-07-17", "summons", "summons to accused at Chokli not served", "2030-08-28", None, None, None),
    ("C07-H02", "2030-08-28", "appearance", "accused absent; bailable warrant Rs. 10,000 through SHO Chokli", "2030-10-09", None, None, None),
    ("C07-H03", "2030-10-09", "appearance / plea", "accused appeared, bail; plea recorded, not guilty", "2031-01-08", None, None, None),
    ("C07-H04", "2031-01-08", "CW", "CW1 Vinod chief by affidavit; cross deferred", "2031-02-19", "opposing side", "time for cross", None),
    ("C07-H05", "2031-02-19", "CW cross", "CW1 cross-examined: defence says chitty security cheque", "2031-04-02", None, None, None),
    ("C07-H06", "2031-04-02", "CW", "CW2 Indian Bank Mahe officer examined; CE closed", "2031-06-11", None, None, None),
    ("C07-H07", "2031-06-11", "313", "accused absent; exemption petition allowed on costs Rs. 1,000", "2031-07-18", "opposing side", "accused abroad / sick", {"amount": 1000, "on": "accused", "to": "complainant"}),
    # C08 MACT (Sub Judge as MACT, Mahe)
    ("C08-H01", "2030-09-02", "notice", "notice; R1 bus owner absent, R2 insurer appeared", "2030-10-16", None, None, None),
    ("C08-H02", "2030-10-16", "counter", "insurer's counter: driver had no PSV badge; R1 set ex parte", "2030-11-27", None, None, None),
    ("C08-H03", "2030-11-27", "PW", "PW1 Ajayan chief; disability certificate 28% marked Ex.A6", "2031-01-08", None, None, None),
    ("C08-H04", "2031-01-08", "PW cross", "PW1 cross by insurer; Dr. Sreeja to be summoned", "2031-03-03", None, None, None),
    ("C08-H05", "2031-03-03", "PW", "PW2 Dr. Sreeja absent; summons again on batta", "2031-06-30", "court", "doctor absent", None),
    ("C08-H06", "2031-06-30", "PW", "PW2 Dr. Sreeja examined and cross-examined; RW1 insurer's investigator next", "2031-07-28", None, None, None),
]
