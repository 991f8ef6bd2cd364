"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs)."""

H = [
    # C01 Gurjar mining lease writ (Rajasthan HC Jaipur Bench, Bhandari J)
    ("C01-H01", "2028-11-08", "admission", "notice; cancellation order stayed subject to deposit of dead rent Rs. 3,48,000 in 4 weeks", "2029-01-16", None, None, None),
    ("C01-H02", "2029-01-16", "reply", "AAG sought time for instructions from Director Mines; original record called", "2029-03-12", "opposing side", "instructions awaited", None),
    ("C01-H03", "2029-03-12", "reply", "reply filed; Mining Engineer Ajmer to file DGPS demarcation report", "2029-05-07", None, None, None),
    ("C01-H04", "2029-05-07", "hearing", "DGPS report not filed; costs Rs. 5,000 on the State", "2029-08-06", "opposing side", "report not ready", {"amount": 5000, "on": "State", "to": "petitioner"}),
    ("C01-H05", "2029-08-06", "hearing", "DGPS report filed: excess area 0.18 hectare; rejoinder; arguments", "2029-10-22", None, None, None),
    # C02 Bhanwar doda post (Special Judge NDPS Ajmer)
    ("C02-H01", "2028-10-05", "bail", "bail application; PP time for FSL report and case diary", "2028-10-13", "opposing side", "FSL report awaited", None),
    ("C02-H02", "2028-10-13", "bail", "bail argued; order reserved", "2028-10-20", None, None, None),
    ("C02-H03", "2028-10-20", "bail order", "bail granted: personal bond Rs. 1,00,000 and two sureties of Rs. 50,000", "2028-11-28", None, None, None),
    ("C02-H04", "2028-11-28", "charge", "charge framed u/s 8/15(b) NDPS; not guilty", "2029-01-18", None, None, None),
    ("C02-H05", "2029-01-18", "PE", "PWs absent; bailable warrant to SI Hanuman Sahay", "2029-03-06", "opposing side", "witness not present", None),
    ("C02-H06", "2029-03-06", "PE", "PW1 SI Hanuman Sahay Meena examined and cross-examined", "2029-04-24", None, None, None),
    ("C02-H07", "2029-04-24", "PE", "PW2 Ladu Ram (motbir) hostile; cross by PP", "2029-06-19", None, None, None),
    ("C02-H08", "2029-06-19", "PE", "PW3 malkhana incharge HC Shyam Lal examined; no s. 52A inventory before magistrate", "2029-08-21", None, None, None),
    ("C02-H09", "2029-08-21", "PE", "IO absent; bailable warrant Rs. 5,000", "2029-10-16", "opposing side", "witness not present", None),
    # C03 Santosh MACT (MACT-1 Ajmer)
    ("C03-H01", "2028-10-11", "notice", "notice to non-applicants", "2028-11-29", None, None, None),
    ("C03-H02", "2028-11-29", "reply", "insurer's reply: driver's licence without valid HTV endorsement", "2029-01-23", None, None, None),
    ("C03-H03", "2029-01-23", "issues", "five issues framed", "2029-03-20", None, None, None),
    ("C03-H04", "2029-03-20", "AE", "AW1 Santosh Devi examined and cross-examined", "2029-05-15", None, None, None),
    ("C03-H05", "2029-05-15", "AE", "AW2 Mohan Lal Regar chief; cross deferred at insurer's request", "2029-07-17", "opposing side", "time for instructions", None),
    ("C03-H06", "2029-07-17", "AE", "AW2 cross; AW3 Suresh Soni (employer) examined; claimants' evidence closed", "2029-09-04", None, None, None),
    ("C03-H07", "2029-09-04", "NAE", "insurer's witness absent; time on costs Rs. 1,000", "2029-10-10", "opposing side", "witness not present", {"amount": 1000, "on": "insurer", "to": "claimants"}),
    # C04 Shiv Shakti marble recovery (CJ Kishangarh)
    ("C04-H01", "2028-10-26", "appearance", "defendant appeared; time for written statement", "2028-12-07", "opposing side", "time for WS", None),
    ("C04-H02", "2028-12-07", "WS", "WS filed: defective slabs, set-off Rs. 61,000", "2029-01-31", None, None, None),
    ("C04-H03", "2029-01-31", "issues", "six issues framed", "2029-03-15", None, None, None),
    ("C04-H04", "2029-03-15", "PE", "PW1 affidavit; defence counsel busy at Ajmer; costs Rs. 500", "2029-04-26", "opposing side", "counsel busy in another court", {"amount": 500, "on": "defendant", "to": "plaintiff"}),
    ("C04-H05", "2029-04-26", "PE", "PW1 Dinesh Kumawat cross-examined", "2029-07-12", None, None, None),
    ("C04-H06", "2029-07-12", "PE", "defence sought time for settlement talks; costs Rs. 1,000", "2029-09-13", "opposing side", "settlement talks", {"amount": 1000, "on": "defendant", "to": "plaintiff"}),
    ("C04-H07", "2029-09-13", "PE", "PW2 accountant Manoj Sharma examined; PE closed", "2029-10-25", None, None, None),
    # C05 Pushkar hotel eviction (Rent Tribunal Ajmer)
    ("C05-H01", "2028-11-15", "appearance", "non-petitioner appeared; time for reply", "2029-01-10", "opposing side", "time for reply", None),
    ("C05-H02", "2029-01-10", "reply", "reply filed with objection that the lease is outside the Act", "2029-02-21", None, None, None),
    ("C05-H03", "2029-02-21", "deposit", "order to deposit arrears Rs. 6,60,000 in 30 days and rent Rs. 1,10,000 by the 15th", "2029-04-18", None, None, None),
    ("C05-H04", "2029-04-18", "compliance", "only Rs. 3,30,000 deposited; application to strike out defence", "2029-05-23", None, None, None),
    ("C05-H05", "2029-05-23", "orders", "jurisdiction objection rejected; balance to be deposited in 15 days", "2029-08-08", None, None, None),
    ("C05-H06", "2029-08-08", "PE", "PW1 Girish Parashar examined; cross in part", "2029-10-17", None, None, None),
    # C06 Dargah Bazar shop rent (Rent Tribunal Ajmer)
    ("C06-H01", "2028-12-13", "notice", "respondent appeared; reply", "2029-02-07", None, None, None),
    ("C06-H02", "2029-02-07", "reply", "reply filed; tenant's rent deposit of Rs. 27,000 taken on record", "2029-04-04", None, None, None),
    ("C06-H03", "2029-04-04", "compromise", "tribunal suggested Rs. 9,000; parties to consider", "2029-05-16", None, None, None),
    ("C06-H04", "2029-05-16", "compromise", "compromise: rent Rs. 8,500 p.m. from 01.06.2029; disposed", None, None, None, None),
    # C07 Vaswani partition (ADJ-2 Ajmer)
    ("C07-H01", "2028-10-19", "issues", "issues framed (five)", "2028-12-14", None, None, None),
    ("C07-H02", "2028-12-14", "application", "local commissioner appointed, Adv. Sunil Bhagnani", "2029-02-15", None, None, None),
    ("C07-H03", "2029-02-15", "commission report", "report filed; D2's objections", "2029-04-18", None, None, None),
    ("C07-H04", "2029-04-18", "PE", "PW1 Kishore examined; part cross", "2029-07-19", None, None, None),
    ("C07-H05", "2029-07-19", "PE", "defendants' counsel absent; referred to mediation", "2029-08-30", "opposing side", "counsel absent", None),
    ("C07-H06", "2029-08-30", "PE", "mediation failed; PW1 cross concluded", "2029-10-10", None, None, None),
    # C08 Sendra khatedari suit (SDO Beawar)
    ("C08-H01", "2028-11-21", "TI", "notice; status quo", "2029-01-09", None, None, None),
    ("C08-H02", "2029-01-09", "reply", "reply filed; Patwari to bring khasra girdawari", "2029-02-27", None, None, None),
    ("C08-H03", "2029-02-27", "TI", "Patwari: kasht of plaintiff; temporary injunction granted", "2029-04-16", None, None, None),
    ("C08-H04", "2029-04-16", "issues", "defendants filed revision in Board of Revenue; adjourned", "2029-05-28", "opposing side", "revision pending", None),
    ("C08-H05", "2029-05-28", "issues", "Board refused stay; four issues framed", "2029-07-24", None, None, None),
    ("C08-H06", "2029-07-24", "PE", "PW1 Bhagirath examined and cross-examined", "2029-09-25", None, None, None),
    ("C08-H07", "2029-09-25", "PE", "Presiding Officer on camp duty; adjourned", "2029-11-06", "court", "presiding officer on duty", None),
]
