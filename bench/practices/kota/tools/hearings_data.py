"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

H = [
    # C01 Pinnacle Academy fee refund (DCDRC Kota)
    ("C01-H01", "2026-03-18", "admission", "complaint admitted; notice to OP", "2026-04-22", None, None, None),
    ("C01-H02", "2026-04-22", "appearance", "OP appeared through Anupam Jain; time for version (reply)", "2026-05-27", "opposing side", "time to file reply", None),
    ("C01-H03", "2026-05-27", "reply", "version not filed; last opportunity on costs Rs. 2,000", "2026-07-15", "opposing side", "time to file reply", {"amount": 2000, "on": "OP", "to": "complainant"}),
    ("C01-H04", "2026-07-15", "reply", "version filed: no-refund clause after 15 days; costs paid", "2026-08-26", None, None, None),
    ("C01-H05", "2026-08-26", "evidence", "complainant's affidavit evidence (Mahendra Choudhary) filed with fee receipts", "2026-10-07", None, None, None),
    ("C01-H06", "2026-10-07", "evidence", "OP's evidence affidavit of centre head Vikas Sharma filed", "2026-11-25", None, None, None),
    ("C01-H07", "2026-11-25", "arguments", "complainant's arguments heard; OP sought time for written arguments", "2027-01-20", "opposing side", "time for written arguments", None),
    ("C01-H08", "2027-01-20", "arguments", "OP's counsel absent (proxy); last opportunity for OP's arguments", "2027-03-04", "opposing side", "counsel not available", None),
    # C02 Shruti Meena hostel complaint (DCDRC Kota)
    ("C02-H01", "2026-05-20", "admission", "admitted; notice to OP", "2026-07-08", None, None, None),
    ("C02-H02", "2026-07-08", "appearance", "OP not served; dasti notice", "2026-08-19", "court", "service not complete", None),
    ("C02-H03", "2026-08-19", "appearance", "OP absent despite service; proceeded ex parte", "2026-09-30", None, None, None),
    ("C02-H04", "2026-09-30", "application", "OP's application to set aside ex parte allowed on costs Rs. 3,000", "2026-11-11", None, None, {"amount": 3000, "on": "OP", "to": "complainant"}),
    ("C02-H05", "2026-11-11", "reply", "OP's version filed: deposit adjusted against damage to room", "2027-01-13", None, None, None),
    ("C02-H06", "2027-01-13", "evidence", "complainant's affidavit with medical bills Rs. 8,450 filed; OP evidence next", "2027-03-10", None, None, None),
    # C03 SA Hadoti Agro v Bank of Baroda (DRT Jaipur)
    ("C03-H01", "2026-02-24", "admission / interim", "notice to bank; bank not to take physical possession till next date", "2026-03-24", None, None, None),
    ("C03-H02", "2026-03-24", "interim", "interim protection extended subject to deposit of Rs. 10,00,000 in 4 weeks", "2026-05-05", None, None, None),
    ("C03-H03", "2026-05-05", "reply", "deposit of Rs. 10 lakh made by DD; bank's reply filed", "2026-07-14", None, None, None),
    ("C03-H04", "2026-07-14", "rejoinder", "Presiding Officer on leave; Registrar adjourned", "2026-08-25", "court", "Presiding Officer on leave", None),
    ("C03-H05", "2026-08-25", "arguments", "rejoinder filed; arguments begun on s. 13(2) notice and NPA date", "2026-10-13", None, None, None),
    ("C03-H06", "2026-10-13", "arguments", "part arguments; bank directed to produce valuation report and s. 13(3A) reply", "2026-12-08", None, None, None),
    ("C03-H07", "2026-12-08", "arguments", "bank sought time to produce documents; interim extended", "2027-02-16", "opposing side", "documents not ready", None),
    ("C03-H08", "2027-02-16", "arguments", "valuation report produced; arguments heard in part", "2027-03-23", None, None, None),
    # C04 CP(IB) Chambal Steel v Rathore Infracon (NCLT Jaipur)
    ("C04-H01", "2026-04-21", "admission", "notice to corporate debtor", "2026-06-02", None, None, None),
    ("C04-H02", "2026-06-02", "reply", "CD appeared through Saurabh Mittal; time for reply", "2026-07-07", "opposing side", "time to file reply", None),
    ("C04-H03", "2026-07-07", "reply", "reply filed: pre-existing dispute on quality (email 12.01.2026)", "2026-08-18", None, None, None),
    ("C04-H04", "2026-08-18", "arguments", "rejoinder filed; arguments on pre-existing dispute part heard", "2026-09-22", None, None, None),
    ("C04-H05", "2026-09-22", "arguments", "arguments concluded; reserved; listed for pronouncement", "2026-11-03", None, None, None),
    ("C04-H06", "2026-11-03", "pronouncement", "admitted; CIRP and moratorium; IRP Girish Tak; OC to deposit Rs. 2,00,000 with IRP", "2027-01-12", None, None, None),
    ("C04-H07", "2027-01-12", "progress report", "IRP's report: CoC constituted; s. 12A settlement talk by suspended director", "2027-03-04", None, None, None),
    # C05 State Commission appeal Vidyasthal v Harsh Vardhan (disposed)
    ("C05-H01", "2026-04-16", "admission", "notice; operation of District Commission order stayed subject to 50% deposit", "2026-07-09", None, None, None),
    ("C05-H02", "2026-07-09", "hearing", "respondent appeared; deposit of Rs. 48,500 verified", "2026-09-17", None, None, None),
    ("C05-H03", "2026-09-17", "arguments", "arguments heard; reserved", "2026-10-29", None, None, None),
    ("C05-H04", "2026-10-29", "orders", "appeal dismissed; refund Rs. 97,000 with 9% interest; costs Rs. 5,000", None, None, None, None),
    # C06 Writ Mohit Gurjar hostel sealing (Rajasthan HC, Jaipur bench)
    ("C06-H01", "2026-05-13", "admission", "notice; respondents to decide representation; no coercive action on ground floor", "2026-07-21", None, None, None),
    ("C06-H02", "2026-07-21", "reply", "AAG sought time for reply", "2026-09-01", "opposing side", "time to file reply", None),
    ("C06-H03", "2026-09-01", "hearing", "reply filed: fire NOC expired in 2025; petitioner to apply afresh", "2026-10-27", None, None, None),
    ("C06-H04", "2026-10-27", "hearing", "fresh application made; Chief Fire Officer to inspect in two weeks", "2027-01-19", None, None, None),
    ("C06-H05", "2027-01-19", "hearing", "CFO report: no second staircase; time to comply", "2027-03-16", None, None, None),
    # C07 OA Bank of Baroda v Hadoti Agro (DRT Jaipur)
    ("C07-H01", "2026-06-16", "appearance", "defendants appeared; time for written statement", "2026-08-25", None, None, None),
    ("C07-H02", "2026-08-25", "written statement", "WS not ready; time granted", "2026-10-13", "our side", "time for written statement", None),
    ("C07-H03", "2026-10-13", "written statement", "WS filed; bank to file replication", "2026-12-08", None, None, None),
    ("C07-H04", "2026-12-08", "replication", "replication filed; OA to be heard with SA 77/2026", "2027-02-16", None, None, None),
    ("C07-H05", "2027-02-16", "evidence", "bank's evidence affidavit of Chief Manager filed", "2027-03-23", None, None, None),
    # C08 Cheque case Gurjar Building Material v Shankar Lal (SJM NI Act No. 2, Kota)
    ("C08-H01", "2026-03-27", "cognizance", "cognizance; summons to accused", "2026-05-08", None, None, None),
    ("C08-H02", "2026-05-08", "appearance", "accused not served; bailable warrant Rs. 5,000", "2026-07-03", None, None, None),
    ("C08-H03", "2026-07-03", "appearance", "accused appeared; bail bonds; copies supplied", "2026-08-07", None, None, None),
    ("C08-H04", "2026-08-07", "plea", "accusation explained; not guilty; defence: security cheque", "2026-09-25", None, None, None),
    ("C08-H05", "2026-09-25", "CE", "CW1 Bhanwar Lal examined; cross in part", "2026-11-20", None, None, None),
    ("C08-H06", "2026-11-20", "CE", "accused exemption; interim compensation 20% Rs. 56,000 u/s 143A ordered", "2027-01-22", "opposing side", "exemption", None),
    ("C08-H07", "2027-01-22", "CE", "CW1 cross concluded; CW2 bank official summoned", "2027-03-05", None, None, None),
]
