"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

OPP = "opposing side"
H = [
    # C01 Mukati first appeal (HC Indore, Court 3, Dubey J)
    ("C01-H01", "2025-12-09", "admission; I.A. for stay of execution", "admitted; notice; LCR called; status quo on plot 38, no third-party rights", "2026-01-20", None, None, None),
    ("C01-H02", "2026-01-20", "reply to stay I.A.", "Bohra appeared for the respondent; 3 weeks to reply; status quo continued", "2026-02-24", OPP, "time to file reply", None),
    ("C01-H03", "2026-02-24", "hearing of stay I.A.", "execution stayed subject to deposit of Rs. 5,00,000 in the Registry within 6 weeks; LCR reminder", "2026-04-07", None, None, None),
    ("C01-H04", "2026-04-07", "compliance; LCR", "deposit made on 30.03.2026; LCR awaited; Bohra sought time (senior in Division Bench)", "2026-07-14", OPP, "arguing counsel busy in Division Bench", None),
    ("C01-H05", "2026-07-14", "LCR; final hearing", "LCR received; two-page synopsis in 2 weeks; listed for final hearing", "2026-09-22", None, None, None),
    ("C01-H06", "2026-09-22", "final hearing", "appellants' arguments concluded (readiness and willingness; time essence); respondent to reply", "2026-11-17", None, None, None),
    ("C01-H07", "2026-11-17", "final hearing - respondent", "Bohra argued 20 minutes, sought time to file citations; last opportunity", "2026-12-08", OPP, "time to file citations", None),
    # C02 Rathore revision (HC Indore, Court 7, Tiwari J)
    ("C02-H01", "2025-12-16", "admission", "notice to R2; Dy. GA accepts notice for State; trial proceedings stayed till next date", "2026-01-29", None, None, None),
    ("C02-H02", "2026-01-29", "service on R2", "R2 not served (left the address); fresh notice, dasti also; stay extended", "2026-03-12", None, None, None),
    ("C02-H03", "2026-03-12", "reply; case diary", "Bhatia appeared for R2, 2 weeks for reply; State to produce case diary; stay extended", "2026-04-23", OPP, "time for reply", None),
    ("C02-H04", "2026-04-23", "hearing", "reply of R2 filed; case diary not produced; positively next date else SP to explain; stay extended", "2026-07-09", OPP, "case diary not produced", None),
    ("C02-H05", "2026-07-09", "arguments", "case diary produced; arguments heard in part; stay extended", "2026-08-20", None, None, None),
    ("C02-H06", "2026-08-20", "arguments", "arguments concluded; reserved for orders", "2026-10-08", None, None, None),
    ("C02-H07", "2026-10-08", "orders", "revision partly allowed: charges u/s 467, 468, 471 set aside; 420 and 120-B maintained; appear before trial court on 03.11.2026", None, None, None, None),
    # C03 Khajrana demolition writ (HC Indore, Court 11, Saxena J)
    ("C03-H01", "2025-12-03", "admission (urgent)", "notice; no coercive action till next date; IMC reply in 4 weeks", "2026-01-13", None, None, None),
    ("C03-H02", "2026-01-13", "reply", "IMC sought time (instructions awaited); interim continued; petitioner to file photographs and the 1998 permission", "2026-02-17", OPP, "instructions awaited from the Building Officer", None),
    ("C03-H03", "2026-02-17", "reply", "photographs and permission filed; IMC again sought time; costs Rs. 2,000 on IMC; interim continued", "2026-03-24", OPP, "instructions awaited", {"amount": 2000, "on": "IMC", "to": "petitioner", "paid_on": "2026-03-24"}),
    ("C03-H04", "2026-03-24", "hearing", "IMC reply filed: 2nd floor rear (about 220 sq ft) without permission; Building Officer Zone 14 to appear with record", "2026-04-28", None, None, None),
    ("C03-H05", "2026-04-28", "hearing (Building Officer present)", "petitioner undertakes to apply for compounding in 2 weeks and raise no further construction; interim continued", "2026-08-04", None, None, None),
    ("C03-H06", "2026-08-04", "compliance", "compounding application of 08.05.2026 undecided; IMC to decide within 6 weeks by speaking order", "2026-10-13", None, None, None),
    ("C03-H07", "2026-10-13", "compliance", "IMC order of 05.10.2026: compounding of ground and first floor on Rs. 3,48,000; 2nd floor rear to be removed; petitioner to take instructions", "2026-12-10", None, None, None),
    # C04 Balaji recovery suit (Commercial Court Indore, Mishra)
    ("C04-H01", "2025-12-11", "appearance of defendant", "defendant appeared through Bohra; WS within statutory period", "2026-01-22", None, None, None),
    ("C04-H02", "2026-01-22", "written statement", "WS filed 19.01.2026 (defective pouches, debit note Rs. 3,20,000); replication; admission/denial in 15 days", "2026-02-26", None, None, None),
    ("C04-H03", "2026-02-26", "admission / denial", "defendant's affidavit of admission/denial not filed; costs Rs. 5,000 on defendant", "2026-03-19", OPP, "affidavit of admission/denial not ready", {"amount": 5000, "on": "defendant", "to": "plaintiff", "paid_on": "2026-03-19"}),
    ("C04-H04", "2026-03-19", "case management hearing", "5 issues framed; plaintiff's evidence affidavits by 15.04.2026", "2026-04-30", None, None, None),
    ("C04-H05", "2026-04-30", "plaintiff's evidence", "PW1 Vinod Agrawal's affidavit tendered; cross by Bohra in part; deferred", "2026-07-09", None, None, None),
    ("C04-H06", "2026-07-09", "plaintiff's evidence", "PW1 cross concluded; PW2 Sunil Jain (accountant) examined in chief; his cross deferred at defendant's request", "2026-08-13", OPP, "counsel busy in the High Court", None),
    ("C04-H07", "2026-08-13", "plaintiff's evidence", "PW2 cross concluded; plaintiff's evidence closed; DW affidavit in 3 weeks", "2026-09-24", None, None, None),
    ("C04-H08", "2026-09-24", "defendant's evidence", "DW1 affidavit not filed; costs Rs. 10,000; last opportunity", "2026-11-19", OPP, "DW affidavit not ready", {"amount": 10000, "on": "defendant", "to": "plaintiff", "paid_on": "2026-11-19"}),
    ("C04-H09", "2026-11-19", "defendant's evidence", "DW1 Mukesh Rathi cross-examined; admitted goods received under all 24 invoices; defence evidence closed", "2026-12-03", None, None, None),
    # C05 Nisha DV case (JMFC Court 14 Indore, Bhadoriya)
    ("C05-H01", "2025-12-05", "appearance; reply", "respondents appeared through Qureshi; time for reply; Protection Officer to file DIR", "2026-01-09", OPP, "time for reply", None),
    ("C05-H02", "2026-01-09", "reply; DIR", "DIR filed; reply not filed; referred to Parivar Paramarsh Kendra (24.01.2026)", "2026-02-13", OPP, "reply not ready", None),
    ("C05-H03", "2026-02-13", "counselling report; s. 23", "counselling failed; reply filed; s. 23 argued in part; income affidavits from both in 2 weeks", "2026-03-13", None, None, None),
    ("C05-H04", "2026-03-13", "income affidavits", "husband's affidavit not filed; costs Rs. 1,000 on R1 to applicant", "2026-04-17", OPP, "affidavit not ready", {"amount": 1000, "on": "respondent 1", "to": "applicant", "paid_on": "2026-04-17"}),
    ("C05-H05", "2026-04-17", "s. 23 arguments", "R1's affidavit filed (Rs. 28,000 per month); arguments concluded; order reserved", "2026-05-08", None, None, None),
    ("C05-H06", "2026-05-08", "order on s. 23", "interim maintenance Rs. 9,000 per month from 14.10.2025; R1 not to visit the applicant's school; arrears in 3 months", "2026-07-10", None, None, None),
    ("C05-H07", "2026-07-10", "applicant's evidence", "AW1 Nisha's affidavit tendered; cross deferred at Qureshi's request; arrears unpaid", "2026-08-21", OPP, "time to cross", None),
    ("C05-H08", "2026-08-21", "applicant's evidence", "AW1 cross-examined; recovery application for arrears Rs. 58,500 filed", "2026-10-09", None, None, None),
    ("C05-H09", "2026-10-09", "applicant's evidence", "AW2 Kailash Parmar examined and cross-examined; applicant's evidence closed", "2026-11-27", None, None, None),
    ("C05-H10", "2026-11-27", "respondent's evidence", "R1 absent; exemption rejected, warned; Rs. 18,000 paid by DD towards arrears", "2026-12-18", OPP, "R1 unwell (exemption)", None),
    # C06 Chhabra DRT (DRT Jabalpur by VC, Nigam)
    ("C06-H01", "2025-12-18", "admission; interim", "notice; bank not to take physical possession till next date subject to deposit of Rs. 10,00,000 in 2 weeks", "2026-01-28", None, None, None),
    ("C06-H02", "2026-01-28", "reply", "deposit made 30.12.2025; bank sought time for reply; interim continued", "2026-03-05", OPP, "time for reply", None),
    ("C06-H03", "2026-03-05", "hearing", "reply filed; parties to explore OTS; interim continued", "2026-04-15", None, None, None),
    ("C06-H04", "2026-04-15", "OTS", "OTS proposal of Rs. 95 lakh (02.04.2026) pending with bank; VC link failed, called again at 3:15 pm", "2026-06-24", None, None, None),
    ("C06-H05", "2026-06-24", "OTS", "bank rejected Rs. 95 lakh, counter-offer Rs. 1,08,00,000; interim continued", "2026-08-26", None, None, None),
    ("C06-H06", "2026-08-26", "OTS", "applicant offered Rs. 1,02,00,000; bank to take zonal office instructions", "2026-10-21", OPP, "zonal office instructions", None),
    ("C06-H07", "2026-10-21", "OTS", "OTS sanctioned at Rs. 1,04,00,000 (25% in 30 days, balance by 15.04.2027); SA kept pending", "2026-12-16", None, None, None),
]
