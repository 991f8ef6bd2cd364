"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

OPP = "opposing side"

H = [
    # C01 Loktak Builders writ (HC Court 2, Joykumar J)
    ("C01-H01", "2025-12-09", "admission", "notice; forfeiture of performance security and blacklisting stayed till next date; A/O in 3 weeks", "2026-01-13", None, None, None),
    ("C01-H02", "2026-01-13", "affidavit-in-opposition", "no A/O; GA sought time, instructions awaited from the Chief Engineer; last chance 4 weeks; interim continued", "2026-02-10", OPP, "instructions awaited", None),
    ("C01-H03", "2026-02-10", "affidavit-in-opposition", "no A/O; costs Rs. 5,000 on the State to the petitioner; Chief Engineer PHED to produce the original file", "2026-03-10", OPP, "instructions awaited", {"amount": 5000, "on": "State", "to": "petitioner", "paid_on": "2026-04-21"}),
    ("C01-H04", "2026-03-10", "hearing", "A/O filed; original file produced and perused; rejoinder in 2 weeks; petitioner to address whether clause 25 (arbitration) bars the writ", "2026-04-21", None, None, None),
    ("C01-H05", "2026-04-21", "hearing", "rejoinder on record; costs Rs. 5,000 paid by cheque; heard in part", "2026-05-19", None, None, None),
    ("C01-H06", "2026-05-19", "hearing", "not reached", "2026-07-14", None, None, None),
    ("C01-H07", "2026-07-14", "final hearing", "arguments concluded; judgment reserved; listed for judgment", "2026-08-25", None, None, None),
    ("C01-H08", "2026-08-25", "judgment", "writ allowed: termination, blacklisting and forfeiture of Rs. 14,60,000 set aside for want of hearing; liberty to issue fresh show cause and decide in 8 weeks", None, None, None, None),
    # C02 Inaocha NDPS bail (HC Court 4, Panmei J)
    ("C02-H01", "2025-12-17", "notice", "notice to the State; PP to produce the case diary and seizure list", "2026-01-07", None, None, None),
    ("C02-H02", "2026-01-07", "hearing", "PP did not bring the case diary (IO on law and order duty); CD to be produced positively, IO to be present", "2026-01-21", OPP, "case diary not brought", None),
    ("C02-H03", "2026-01-21", "hearing", "case diary produced; FSL report awaited; PP to explain the s. 52A inventory", "2026-02-04", None, None, None),
    ("C02-H04", "2026-02-04", "hearing", "FSL report: methamphetamine, net 38.6 g, intermediate quantity; heard; orders reserved", "2026-02-11", None, None, None),
    ("C02-H05", "2026-02-11", "orders", "bail granted: bond Rs. 50,000 with two sureties; report at NAB PS every Monday; not to leave Imphal East district without leave", None, None, None, None),
    # C03 Ukhrul plot writ (HC Court 3, Bidyapati J)
    ("C03-H01", "2025-12-12", "admission", "notice; status quo on Plot No. 14 till next date", "2026-01-16", None, None, None),
    ("C03-H02", "2026-01-16", "affidavit-in-opposition", "Khamrang appeared for R5 and prayed 4 weeks for A/O; status quo continued", "2026-02-20", OPP, "time for affidavit-in-opposition", None),
    ("C03-H03", "2026-02-20", "hearing", "R5's A/O filed; State none; DC Ukhrul to file a personal affidavit", "2026-03-27", None, None, None),
    ("C03-H04", "2026-03-27", "hearing", "DC's affidavit filed (cancelled for non-construction in 2 years; re-allotted 14.08.2025); R5's additional affidavit handed up in court; reply in 3 weeks", "2026-05-08", None, None, None),
    ("C03-H05", "2026-05-08", "hearing", "reply on record; court asked whether the petitioner would take alternative Plot No. 22", "2026-07-10", None, None, None),
    ("C03-H06", "2026-07-10", "hearing", "petitioner declined Plot 22 (at the back, no road frontage); Khamrang sought time, road blockade", "2026-08-21", OPP, "road blockade on the Ukhrul road", None),
    ("C03-H07", "2026-08-21", "hearing", "Khamrang absent; his junior sought time; last opportunity with costs Rs. 3,000 on R5", "2026-10-09", OPP, "road blockade on the Ukhrul road", {"amount": 3000, "on": "respondent 5", "to": "petitioner", "paid_on": "2026-10-09"}),
    ("C03-H08", "2026-10-09", "final hearing", "petitioner's arguments heard; R5 part heard", "2026-11-06", None, None, None),
    ("C03-H09", "2026-11-06", "final hearing", "Khamrang sought time on medical grounds; granted as the very last, no further adjournment on any ground", "2026-12-11", OPP, "counsel unwell", None),
    # C04 Tombi money suit (CJSD No. 2 Imphal West)
    ("C04-H01", "2025-12-05", "written statement", "W/S filed: defendant admits only Rs. 1,50,000 and says it was repaid", "2026-01-07", None, None, None),
    ("C04-H02", "2026-01-07", "framing of issues", "4 issues framed; plaintiff's evidence", "2026-02-13", None, None, None),
    ("C04-H03", "2026-02-13", "plaintiff's evidence", "PW1 Tombi's affidavit tendered; Exts. P1-P3 marked; cross deferred at defendant's prayer on costs Rs. 500", "2026-03-13", OPP, "defendant's counsel not ready to cross", {"amount": 500, "on": "defendant", "to": "plaintiff", "paid_on": "2026-03-13"}),
    ("C04-H04", "2026-03-13", "cross of PW1", "PW1 cross-examined in part; suggestion that the handnote is forged denied", "2026-04-17", None, None, None),
    ("C04-H05", "2026-04-17", "plaintiff's evidence", "PW1 cross closed; PW2 Oinam Bijoy Singh (attesting witness) examined and crossed; defendant filed I.A. No. 61 of 2026 for a handwriting expert", "2026-05-22", None, None, None),
    ("C04-H06", "2026-05-22", "I.A. No. 61 of 2026", "I.A. rejected: signature admitted in W/S para 4; plaintiff's evidence closed; defence evidence", "2026-07-10", None, None, None),
    ("C04-H07", "2026-07-10", "defence evidence", "DW1's affidavit not filed; defendant said to be in Guwahati for treatment; last chance on costs Rs. 1,000", "2026-08-07", OPP, "defendant unwell in Guwahati", {"amount": 1000, "on": "defendant", "to": "plaintiff", "paid_on": "2026-08-07"}),
    ("C04-H08", "2026-08-07", "defence evidence", "DW1 Ibochouba examined and cross-examined; admitted receiving Rs. 6,50,000 as investment in his business", "2026-09-18", None, None, None),
    ("C04-H09", "2026-09-18", "defence evidence", "DW2 not produced; defence evidence closed", "2026-11-20", None, None, None),
    ("C04-H10", "2026-11-20", "arguments", "plaintiff argued; defendant's counsel sought time for his arguments", "2026-12-04", OPP, "time to argue", None),
    # C05 Sanatombi divorce (DJ Imphal East)
    ("C05-H01", "2025-12-18", "appearance", "husband appeared; referred to the mediation centre, first sitting 08.01.2026", "2026-01-22", None, None, None),
    ("C05-H02", "2026-01-22", "mediation report / W.S.", "mediation failed; W/S filed; wife's s. 24 petition (Misc. Case No. 12 of 2026) for Rs. 15,000 a month filed; affidavits of income both sides", "2026-02-26", None, None, None),
    ("C05-H03", "2026-02-26", "s. 24 hearing", "husband absent on duty; exemption allowed; reply to s. 24 filed; last chance for his income affidavit", "2026-03-26", OPP, "husband on duty", None),
    ("C05-H04", "2026-03-26", "s. 24 order / issues", "interim maintenance Rs. 8,000 a month from 22.01.2026 and litigation expenses Rs. 10,000; 3 issues framed", "2026-05-14", None, None, None),
    ("C05-H05", "2026-05-14", "petitioner's evidence", "PW1 Sanatombi's affidavit tendered and cross-examined; arrears of Rs. 24,000 unpaid; husband's counsel undertook payment before next date", "2026-07-23", None, None, None),
    ("C05-H06", "2026-07-23", "petitioner's evidence", "arrears Rs. 24,000 paid by demand draft in court; PW2 (mother) examined; petitioner's evidence closed", "2026-09-03", None, None, None),
    ("C05-H07", "2026-09-03", "respondent's evidence", "DW1 Naoba's affidavit tendered; cross begun", "2026-10-08", None, None, None),
    ("C05-H08", "2026-10-08", "respondent's evidence", "husband absent; adjourned on costs Rs. 1,000 payable to the wife", "2026-11-19", OPP, "husband absent", {"amount": 1000, "on": "respondent husband", "to": "petitioner", "paid_on": "2026-11-19"}),
    ("C05-H09", "2026-11-19", "respondent's evidence", "DW1 cross concluded; respondent's evidence closed", "2026-12-17", None, None, None),
    # C06 Paona Bazar eviction (CJJD No. 1 Imphal West)
    ("C06-H01", "2025-12-11", "appearance / W.S.", "tenant appeared; to deposit arrears Rs. 1,44,000 in 4 weeks and rent by the 10th of each month", "2026-01-15", None, None, None),
    ("C06-H02", "2026-01-15", "W.S. / deposit", "W/S filed; deposit not made; tenant's counsel got 2 weeks more", "2026-02-12", OPP, "time to deposit", None),
    ("C06-H03", "2026-02-12", "issues", "Rs. 1,44,000 deposited by challan on 10.02.2026; issues framed", "2026-03-19", None, None, None),
    ("C06-H04", "2026-03-19", "plaintiff's evidence", "PW1 Ibomcha examined in chief and crossed in part; tenant's counsel spoke of settlement", "2026-04-23", None, None, None),
    ("C06-H05", "2026-04-23", "plaintiff's evidence", "settlement talks failed (tenant wanted two years); April rent not deposited; plaintiff's petition to strike off defence (Misc. Case No. 44 of 2026)", "2026-05-28", None, None, None),
    ("C06-H06", "2026-05-28", "Misc. Case No. 44 of 2026", "rent deposited late; defence not struck off but costs Rs. 2,000; DW1 Agarwal examined in chief", "2026-07-02", None, None, {"amount": 2000, "on": "defendant tenant", "to": "plaintiff", "paid_on": "2026-07-02"}),
    ("C06-H07", "2026-07-02", "defence evidence", "DW1 cross-examined; tenant offered to vacate by March 2027", "2026-08-13", None, None, None),
    ("C06-H08", "2026-08-13", "compromise", "compromise u/O 23 r 3 recorded: tenant to vacate by 31.03.2027, rent Rs. 20,000 a month from September 2026; decree in terms", None, None, None, None),
]
