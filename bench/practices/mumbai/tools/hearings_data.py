"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

H = [
    # C01 Goregaon gala suit (Small Causes, CR 9, Patwardhan)
    ("C01-H01", "2025-12-11", "framing of issues", "issues framed (Exh. 21); plaintiff to file affidavit of evidence", "2026-01-15", None, None, None),
    ("C01-H02", "2026-01-15", "plaintiff's evidence", "PW1 affidavit filed (Exh. 24); defendant's counsel busy in Sessions Court; time on costs", "2026-02-26", "opposing side", "counsel busy in the Sessions Court", {"amount": 2000, "on": "defendant", "to": "plaintiff", "paid_on": "2026-02-26"}),
    ("C01-H03", "2026-02-26", "cross of PW1", "costs paid; cross of PW1 began (NEFT credits of Jan/Feb 2024 put); part heard", "2026-04-23", None, None, None),
    ("C01-H04", "2026-04-23", "cross of PW1", "defendant's counsel absent, proxy sought time; last chance on costs", "2026-06-11", "opposing side", "counsel absent (in the High Court), proxy", {"amount": 3000, "on": "defendant", "to": "plaintiff", "paid_on": "2026-07-16"}),
    ("C01-H05", "2026-06-11", "cross of PW1", "cross of PW1 concluded; plaintiff's evidence closed; costs of 23.04 unpaid", "2026-07-16", None, None, None),
    ("C01-H06", "2026-07-16", "defendant's evidence", "costs paid; DW1 Kamble cross-examined; defence evidence closed", "2026-09-17", None, None, None),
    ("C01-H07", "2026-09-17", "arguments", "defendant's request for time refused; plaintiff's arguments heard", "2026-10-22", None, None, None),
    ("C01-H08", "2026-10-22", "defendant's arguments", "defence arguments heard; written notes in two weeks; judgment on 27.11.2026", "2026-11-27", None, None, None),
    # C02 Om Sai cheque case (MM 47th Court, Gaikwad)
    ("C02-H01", "2025-12-03", "appearance of accused", "accused absent; exemption allowed for the day; warned", "2026-01-14", "opposing side", "accused absent (exemption)", None),
    ("C02-H02", "2026-01-14", "appearance and plea", "accused appeared on PR bond Rs. 15,000; plea of not guilty; s. 143A application filed", "2026-02-18", None, None, None),
    ("C02-H03", "2026-02-18", "hearing on s. 143A", "interim compensation 20% = Rs. 1,36,000 within 60 days", "2026-04-29", None, None, None),
    ("C02-H04", "2026-04-29", "cross of CW1", "accused absent again; interim compensation not deposited; BW of Rs. 10,000", "2026-06-17", "opposing side", "accused unwell, no medical certificate", None),
    ("C02-H05", "2026-06-17", "cross of CW1", "BW cancelled; Rs. 1,36,000 deposited by DD; CW1 cross-examined (security cheque suggestion denied)", "2026-07-22", None, None, None),
    ("C02-H06", "2026-07-22", "further proceedings", "referred to mediation; first sitting 05.08.2026", "2026-09-09", None, None, None),
    ("C02-H07", "2026-09-09", "mediation report", "mediation failed (offer Rs. 4 lakh in 8 instalments refused)", "2026-10-14", None, None, None),
    ("C02-H08", "2026-10-14", "statement of accused", "statement u/s 351 BNSS recorded; accused to examine his accountant as DW1", "2026-12-02", None, None, None),
    # C03 Sion accident claim (MACT CR 4, Bhosale)
    ("C03-H01", "2025-12-05", "written statement", "insurer's WS (licence defence); OP1 ex parte; issues framed; AW1 affidavit filed", "2026-02-20", None, None, None),
    ("C03-H02", "2026-02-20", "cross of AW1", "insurer not ready for cross; costs Rs. 1,000; disability certificate at Exh. 28", "2026-03-13", "opposing side", "file not received from the insurer", {"amount": 1000, "on": "insurer", "to": "claimant", "paid_on": "2026-03-13"}),
    ("C03-H03", "2026-03-13", "cross of AW1", "AW1 cross-examined (income Rs. 22,000, helmet strap open)", "2026-04-17", None, None, None),
    ("C03-H04", "2026-04-17", "evidence of AW2 (doctor)", "doctor in surgery; summons reissued for a fixed time", "2026-06-12", "court", "witness doctor in the operation theatre", None),
    ("C03-H05", "2026-06-12", "evidence of AW2 (doctor)", "AW2 Dr. Abhay Joshi: 35% permanent partial disability of the left lower limb", "2026-07-31", None, None, None),
    ("C03-H06", "2026-07-31", "settlement / insurer's evidence", "insurer's offer Rs. 6,25,000 refused; insurer to lead evidence", "2026-10-09", None, None, None),
    ("C03-H07", "2026-10-09", "cross of RW1", "RW1 Nitin Salvi cross-examined; insurer's evidence closed; written submissions", "2026-12-04", None, None, None),
    # C04 Kavita custody (Family Court Ct 3, Sawant)
    ("C04-H01", "2025-12-09", "first hearing", "referred to counsellor; Exh. 12 interim maintenance application filed", "2026-01-13", None, None, None),
    ("C04-H02", "2026-01-13", "counsellor's report", "no settlement; interim access 2nd and 4th Saturdays 11-5 by consent", "2026-02-24", None, None, None),
    ("C04-H03", "2026-02-24", "say to Exh. 12", "respondent absent; time for say; respondent to be personally present", "2026-03-24", "opposing side", "time to file say", None),
    ("C04-H04", "2026-03-24", "order on Exh. 12", "interim maintenance Rs. 15,000 per month from 09.12.2025; arrears in 8 weeks", "2026-06-16", None, None, None),
    ("C04-H05", "2026-06-16", "petitioner's evidence", "arrears Rs. 60,000 paid by DD; petitioner's affidavit filed", "2026-08-25", None, None, None),
    ("C04-H06", "2026-08-25", "cross of petitioner; child", "judge spoke to the child; petitioner cross-examined; Exh. 31 overnight access filed", "2026-10-06", None, None, None),
    ("C04-H07", "2026-10-06", "order on Exh. 31", "overnight access rejected; Diwali access 8-9 Nov", "2026-12-01", None, None, None),
    # C05 Meenal car complaint (Consumer Commission, Kadam)
    ("C05-H01", "2025-12-11", "written version", "late written version taken on record on costs Rs. 5,000", "2026-01-22", None, None, {"amount": 5000, "on": "opposite parties", "to": "complainant", "paid_on": "2026-01-22"}),
    ("C05-H02", "2026-01-22", "rejoinder and evidence", "quorum incomplete", "2026-02-26", "court", "quorum incomplete (Member on leave)", None),
    ("C05-H03", "2026-02-26", "application for expert (Exh. 14)", "expert Anil Gokhale appointed; fee Rs. 15,000", "2026-04-23", None, None, None),
    ("C05-H04", "2026-04-23", "expert report", "report not filed; expert sought 4 weeks", "2026-05-28", "court", "expert's report not ready", None),
    ("C05-H05", "2026-05-28", "expert report", "report dated 12.05.2026 filed; objections in 4 weeks", "2026-07-02", None, None, None),
    ("C05-H06", "2026-07-02", "objections", "objections filed; repair offer refused; written arguments in 6 weeks, last chance", "2026-09-17", None, None, None),
    ("C05-H07", "2026-09-17", "arguments", "OPs' right to file written arguments closed; arguments heard; order on 12.11.2026", "2026-11-12", None, None, None),
    ("C05-H08", "2026-11-12", "order", "complaint partly allowed: refund Rs. 13,25,000 with 9% interest, compensation Rs. 50,000, costs Rs. 25,000", None, None, None, None),
    # C06 Vikram ABA (Sessions CR 52, Chavan)
    ("C06-H01", "2026-05-15", "ad-interim relief", "no coercive steps; attend MIDC P.S. on 18-20 May", "2026-05-29", None, None, None),
    ("C06-H02", "2026-05-29", "say of prosecution", "IO's say filed; arguments heard; interim protection continued", "2026-06-12", None, None, None),
    ("C06-H03", "2026-06-12", "order", "anticipatory bail allowed (PR bond Rs. 30,000, Mondays for two months)", None, None, None, None),
]
