"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

H = [
    # C01 Girija khata writ (HC, CH 14, Siddalingappa J.)
    ("C01-H01", "2025-12-08", "preliminary hearing", "AGA takes notice for R1-R2; notice to BBMP (R3, R4); interim: no coercive steps on the khata", "2026-01-19", None, None, None),
    ("C01-H02", "2026-01-19", "objections", "BBMP counsel sought time for objections; three weeks as last opportunity; interim continued", "2026-02-23", "opposing side", "time to file objections", None),
    ("C01-H03", "2026-02-23", "rejoinder", "BBMP's statement of objections filed; petitioner to file rejoinder", "2026-04-06", None, None, None),
    ("C01-H04", "2026-04-06", "hearing", "not reached; interim extended", "2026-06-15", "court", "not reached (board)", None),
    ("C01-H05", "2026-06-15", "hearing", "heard in part; BBMP directed to produce the original file of the ARO", "2026-08-03", None, None, None),
    ("C01-H06", "2026-08-03", "production of file", "file not produced; costs Rs. 5,000 on BBMP payable to the petitioner; last opportunity", "2026-09-14", "opposing side", "file with the Joint Commissioner", {"amount": 5000, "on": "BBMP", "to": "petitioner", "paid_on": "2026-09-14"}),
    ("C01-H07", "2026-09-14", "hearing", "file produced (no notice to the petitioner in it); costs paid; BBMP to take instructions on restoring the khata", "2026-11-25", None, None, None),
    # C02 Kogilu partition (CCH-23, Chandrashekar)
    ("C02-H01", "2025-12-11", "IA No. 7 (commissioner)", "IA 7 allowed; Sri H. S. Prasanna Kumar appointed court commissioner; fee Rs. 20,000 by plaintiff; report in 6 weeks", "2026-02-05", None, None, None),
    ("C02-H02", "2026-02-05", "commissioner's report", "report not filed; D1 did not cooperate at the spot on 17.01.2026; commissioner given time", "2026-03-12", "court", "commissioner's report not ready", None),
    ("C02-H03", "2026-03-12", "commissioner's report", "report dated 02.03.2026 filed; D1 time for objections on costs Rs. 1,000", "2026-04-16", "opposing side", "time for objections to the report", {"amount": 1000, "on": "D1", "to": "plaintiff", "paid_on": "2026-04-16"}),
    ("C02-H04", "2026-04-16", "objections; plaintiff's evidence", "D1's objections filed; costs paid; PW1 affidavit filed, Ex. P1-P9 marked", "2026-06-18", None, None, None),
    ("C02-H05", "2026-06-18", "cross of PW1", "PW1 cross-examined in part by D1's counsel", "2026-07-23", None, None, None),
    ("C02-H06", "2026-07-23", "cross of PW1", "D1's counsel absent; cross of PW1 taken as nil", "2026-09-03", None, None, None),
    ("C02-H07", "2026-09-03", "IA No. 11 (recall)", "IA 11 to recall PW1 allowed on costs Rs. 2,000", "2026-10-15", "opposing side", "recall of PW1", {"amount": 2000, "on": "D1", "to": "plaintiff", "paid_on": "2026-10-15"}),
    ("C02-H08", "2026-10-15", "further cross of PW1; PW2", "PW1 further cross concluded; PW2 Shivanna examined; plaintiff's evidence closed", "2026-12-03", None, None, None),
    # C03 Arvind quash petition (HC, CH 9, Aradhya J.)
    ("C03-H01", "2026-04-08", "admission / interim", "notice to R2; HCGP takes notice for R1; further investigation stayed", "2026-06-10", None, None, None),
    ("C03-H02", "2026-06-10", "service / objections", "R2 served; his counsel sought time for objections; interim stay extended", "2026-07-15", "opposing side", "time for objections", None),
    ("C03-H03", "2026-07-15", "objections", "HCGP's objections with status report and R2's objections filed; petitioner to reply", "2026-09-09", None, None, None),
    ("C03-H04", "2026-09-09", "hearing", "R2's counsel heard; court asked whether the cheque case can be settled", "2026-10-14", None, None, None),
    ("C03-H05", "2026-10-14", "hearing", "arguments concluded; reserved for orders", "2026-11-04", None, None, None),
    ("C03-H06", "2026-11-04", "orders", "petition allowed; FIR Cr. No. 211/2026 quashed as a civil dispute", None, None, None, None),
    # C04 Nandana Greens RERA (K-RERA, Basavarajaiah)
    ("C04-H01", "2025-12-16", "first hearing", "promoter absent; fresh notice by email and RPAD", "2026-01-20", "court", "notice to promoter not served", None),
    ("C04-H02", "2026-01-20", "objections", "promoter appeared through Tanuja Rai; two weeks for objections", "2026-02-17", "opposing side", "time for objections", None),
    ("C04-H03", "2026-02-17", "hearing", "objections filed (force majeure; possession offered by June 2026); complainants insist on refund", "2026-03-24", None, None, None),
    ("C04-H04", "2026-03-24", "arguments", "arguments heard; memo of calculation of interest to be filed", "2026-04-21", None, None, None),
    ("C04-H05", "2026-04-21", "memo of calculation", "memo filed (interest Rs. 19,86,400 to 31.03.2026); order reserved", "2026-06-09", None, None, None),
    ("C04-H06", "2026-06-09", "order", "refund of Rs. 62,40,000 with interest at SBI MCLR + 2% ordered, within 60 days", None, None, None, None),
    # C05 Mohan cheque case (XXVIII ACMM)
    ("C05-H01", "2025-12-10", "appearance of accused", "accused appeared; bail on bond Rs. 25,000 with one surety; plea recorded, not guilty", "2026-01-28", None, None, None),
    ("C05-H02", "2026-01-28", "complainant's evidence", "PW1 Arvind Rao's affidavit filed; Ex. P1-P7 marked", "2026-03-12", None, None, None),
    ("C05-H03", "2026-03-12", "cross of PW1", "accused's counsel sought time (busy in the High Court)", "2026-04-22", "opposing side", "counsel busy in the High Court", None),
    ("C05-H04", "2026-04-22", "cross of PW1", "PW1 cross-examined: security-cheque suggestion denied; accused's counsel mentions the FIR", "2026-06-24", None, None, None),
    ("C05-H05", "2026-06-24", "statement of accused", "accused's counsel sought time again; costs Rs. 1,000; last chance", "2026-08-05", "opposing side", "counsel unwell", {"amount": 1000, "on": "accused", "to": "complainant", "paid_on": "2026-08-05"}),
    ("C05-H06", "2026-08-05", "statement of accused", "statement u/s 351 BNSS recorded; defence evidence", "2026-09-09", None, None, None),
    ("C05-H07", "2026-09-09", "defence evidence", "no defence witness; defence evidence closed; referred to the Bengaluru Mediation Centre", "2026-11-04", None, None, None),
    ("C05-H08", "2026-11-04", "mediation report / arguments", "mediation failed (offer Rs. 5,00,000 in 10 instalments refused); complainant's arguments heard", "2026-12-09", None, None, None),
    # C06 Lokesh labour case (II Addl. Labour Court, Naik)
    ("C06-H01", "2026-01-09", "workman's evidence", "WW1 Lokesh's affidavit filed; Ex. W1-W6 marked", "2026-02-17", None, None, None),
    ("C06-H02", "2026-02-17", "cross of WW1", "WW1 cross-examined in part (abandonment suggestion denied)", "2026-03-20", None, None, None),
    ("C06-H03", "2026-03-20", "cross of WW1", "cross of WW1 concluded; management's evidence", "2026-05-08", None, None, None),
    ("C06-H04", "2026-05-08", "management's evidence", "MW1 absent; management sought time; costs Rs. 500", "2026-06-19", "opposing side", "MW1 on leave", {"amount": 500, "on": "management", "to": "workman", "paid_on": "2026-06-19"}),
    ("C06-H05", "2026-06-19", "management's evidence", "MW1 Sowmya Prabhu (HR manager) examined and cross-examined: no domestic enquiry held", "2026-08-14", None, None, None),
    ("C06-H06", "2026-08-14", "arguments", "Presiding Officer on leave", "2026-09-25", "court", "Presiding Officer on leave", None),
    ("C06-H07", "2026-09-25", "arguments", "management offered Rs. 3,00,000 lump sum; workman refused; workman's arguments heard", "2026-11-06", None, None, None),
    ("C06-H08", "2026-11-06", "arguments", "management's arguments heard; award on 11.12.2026", "2026-12-11", None, None, None),
]
