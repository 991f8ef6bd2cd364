"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

H = [
    # C01 Sreedevi Amma paddy-land writ (High Court of Kerala, Mathew Kurian J) - Wednesdays
    ("C01-H01", "2027-10-06", "admission", "admitted; Sr. GP to get instructions from the RDO; no coercive steps against the petitioner", "2027-11-10", None, None, None),
    ("C01-H02", "2027-11-10", "counter affidavit", "Sr. GP sought time for counter; instructions from RDO awaited", "2027-12-08", "opposing side", "instructions awaited", None),
    ("C01-H03", "2027-12-08", "counter affidavit", "RDO's counter filed (land in the data bank on the LLMC's report); KSREC satellite report called for", "2028-02-09", None, None, None),
    ("C01-H04", "2028-02-09", "KSREC report", "KSREC report not received; Sr. GP time", "2028-03-15", "opposing side", "KSREC report awaited", None),
    ("C01-H05", "2028-03-15", "KSREC report", "KSREC report received: coconut trees and a house in 2008 imagery, not paddy; reply affidavit by petitioner", "2028-06-14", None, None, None),
    ("C01-H06", "2028-06-14", "hearing", "Sr. GP sought time for an additional counter with the Agricultural Officer's report", "2028-07-19", "opposing side", "additional counter", None),
    ("C01-H07", "2028-07-19", "hearing", "part heard; posted for further hearing", "2028-10-11", "court", "paucity of time", None),
    # C02 Puthanmadathil tharavad partition (Munsiff, Ottapalam) - Mondays
    ("C02-H01", "2027-09-27", "appearance", "D1 to D3 appeared through Adv. Unnikrishnan; time for written statement", "2027-11-08", None, None, None),
    ("C02-H02", "2027-11-08", "written statement", "WS not filed; D1 sought time, last chance", "2027-12-06", "opposing side", "time to file written statement", None),
    ("C02-H03", "2027-12-06", "written statement", "WS of D1 to D3 filed (item 2 self-acquired by gift deed of 1998); D4 to D6 set ex parte", "2028-01-17", None, None, None),
    ("C02-H04", "2028-01-17", "issues", "five issues framed; IA for Advocate Commissioner allowed (Adv. Remya K.)", "2028-03-06", None, None, None),
    ("C02-H05", "2028-03-06", "commission report", "commission report not filed; commissioner sought time", "2028-04-17", "court", "commission report awaited", None),
    ("C02-H06", "2028-04-17", "commission report", "commission report and plan filed; defendants to file objection", "2028-06-05", None, None, None),
    ("C02-H07", "2028-06-05", "objection / evidence", "objection to the commission report filed; PW1 proof affidavit filed", "2028-07-17", None, None, None),
    ("C02-H08", "2028-07-17", "evidence", "PW1 Lakshmikutty Amma cross-examined; PW2 Rajesh next", "2028-09-25", None, None, None),
    # C03 Murugan MACT (Walayar accident) - Thursdays
    ("C03-H01", "2027-10-14", "notice", "notice to R1 to R3; R3 insurer appeared", "2027-11-25", None, None, None),
    ("C03-H02", "2027-11-25", "counter", "R1 and R2 set ex parte; R3 time for written statement", "2028-01-13", "opposing side", "time for written statement", None),
    ("C03-H03", "2028-01-13", "counter / issues", "R3's WS filed (no valid permit for the lorry; contributory negligence); issues framed", "2028-02-24", None, None, None),
    ("C03-H04", "2028-02-24", "evidence", "PW1 Murugan chief; Exts. A1 to A12 marked; cross deferred at R3's request", "2028-04-06", "opposing side", "time to cross", None),
    ("C03-H05", "2028-04-06", "evidence", "PW1 cross-examined by R3; summons to the doctor", "2028-05-25", None, None, None),
    ("C03-H06", "2028-05-25", "evidence", "PW2 doctor absent; summons re-issued", "2028-07-06", "court", "witness absent", None),
    ("C03-H07", "2028-07-06", "evidence", "PW2 Dr. Sheeba Varghese examined (18% permanent disability); claimants' evidence closed", "2028-09-21", None, None, None),
    # C04 Annapoorna rice mill cheque case (JFCM-I, Palakkad) - Thursdays
    ("C04-H01", "2027-10-21", "appearance", "summons served; accused absent; bailable warrant", "2027-12-02", None, None, None),
    ("C04-H02", "2027-12-02", "appearance", "accused appeared, enlarged on bail; copies given", "2028-01-20", None, None, None),
    ("C04-H03", "2028-01-20", "plea", "particulars read over; pleaded not guilty; defence: security cheque", "2028-03-02", None, None, None),
    ("C04-H04", "2028-03-02", "evidence", "PW1 proof affidavit; Exts. P1 to P6 marked; cross deferred at the accused's request", "2028-04-20", "opposing side", "counsel not ready", None),
    ("C04-H05", "2028-04-20", "evidence", "PW1 Gopalakrishnan cross-examined", "2028-06-08", None, None, None),
    ("C04-H06", "2028-06-08", "evidence", "accused absent, absence petition allowed on costs Rs. 1,000; summons to the bank manager", "2028-07-27", "opposing side", "accused absent", {"amount": 1000, "on": "accused", "to": "complainant"}),
    ("C04-H07", "2028-07-27", "evidence", "PW2 Federal Bank manager examined; complainant's evidence closed", "2028-09-15", None, None, None),
    # C05 Selvaraj abkari bail (Sessions Court, Palakkad) - disposed
    ("C05-H01", "2027-11-03", "bail", "PP to get the objection report from the Excise Circle Inspector", "2027-11-10", "opposing side", "report awaited", None),
    ("C05-H02", "2027-11-10", "bail", "PP objected: two earlier abkari crimes; arguments heard; for orders", "2027-11-17", None, None, None),
    ("C05-H03", "2027-11-17", "orders", "bail granted: bond Rs. 50,000 with two sureties; to report before the Excise Inspector, Chittur every Monday", None, None, None, None),
    # C06 Shabna maintenance (Family Court, Palakkad) - Fridays
    ("C06-H01", "2027-10-08", "appearance", "respondent abroad; notice through his father; fresh notice", "2027-11-19", None, None, None),
    ("C06-H02", "2027-11-19", "counter", "respondent appeared through counsel; referred to the counsellor", "2028-01-07", None, None, None),
    ("C06-H03", "2028-01-07", "counsellor report", "conciliation failed; interim maintenance petition argued", "2028-02-11", None, None, None),
    ("C06-H04", "2028-02-11", "orders on interim", "interim maintenance Rs. 6,000 p.m. to the wife and Rs. 4,000 p.m. to the child", "2028-04-07", None, None, None),
    ("C06-H05", "2028-04-07", "evidence", "interim arrears unpaid; respondent's counsel undertook to pay Rs. 40,000 by next date", "2028-06-09", None, None, None),
    ("C06-H06", "2028-06-09", "evidence", "Rs. 40,000 paid; PW1 Shabna chief; cross deferred", "2028-07-28", "opposing side", "time to cross", None),
    ("C06-H07", "2028-07-28", "evidence", "PW1 cross-examined; respondent's evidence; RW1 to appear", "2028-09-15", None, None, None),
    # C07 Kalyani Ammal rent control (Munsiff-cum-Rent Control Court, Palakkad) - Thursdays
    ("C07-H01", "2027-09-23", "appearance", "tenant appeared; time for counter", "2027-11-04", None, None, None),
    ("C07-H02", "2027-11-04", "counter", "counter filed (landlord has another building at Kalpathy); tenant directed to deposit arrears Rs. 84,000 u/s 12", "2027-12-16", None, None, None),
    ("C07-H03", "2027-12-16", "deposit", "arrears not deposited; tenant time", "2028-02-03", "opposing side", "time to deposit", None),
    ("C07-H04", "2028-02-03", "deposit / commission", "Rs. 84,000 deposited; commissioner to inspect the Kalpathy building", "2028-03-23", None, None, None),
    ("C07-H05", "2028-03-23", "evidence", "commission report (Kalpathy building residential, occupied); PW1 Venkitesh chief", "2028-06-22", None, None, None),
    ("C07-H06", "2028-06-22", "evidence", "tenant's counsel absent; cross of PW1 adjourned on costs Rs. 500", "2028-08-10", "opposing side", "counsel absent", {"amount": 500, "on": "respondent", "to": "petitioner"}),
    ("C07-H07", "2028-08-10", "evidence", "PW1 cross-examined; RW1 Ibrahim Kutty next", "2028-10-05", None, None, None),
    # C08 Chandran appeal (Principal District Court, Palakkad) - disposed
    ("C08-H01", "2027-10-12", "admission / stay", "LCR called for; no stay", "2027-12-14", None, None, None),
    ("C08-H02", "2027-12-14", "hearing", "LCR received; appellant's counsel sought time", "2028-02-15", "opposing side", "counsel not ready", None),
    ("C08-H03", "2028-02-15", "hearing", "arguments heard; for judgment", "2028-03-14", None, None, None),
    ("C08-H04", "2028-03-14", "judgment", "appeal dismissed with costs", None, None, None, None),
]
