"""Ground-truth hearings: (hearing id, date, listed for, outcome, next date, adjournment sought by, reason, costs).
Written per case as (date, listed, outcome, adj_by, reason, costs); the next date is the following hearing's date
and the last one is the case's next_date (build.py checks both)."""

NEXT = {"C01": "2026-12-15", "C02": "2026-12-08", "C03": "2027-01-12", "C04": "2026-12-18", "C05": "2026-12-11",
        "C06": "2026-12-14", "C07": "2026-12-12"}

_R = {
    "C01": [
        ("2025-12-09", "motion", "notice; UT to file report on the 1969 allotment file; status quo on the Neil plot", None, None, None),
        ("2026-01-20", "report of UT", "no report; Standing Counsel Tiwari sought time, instructions awaited from Secretariat; 3 weeks", "opposing side", "instructions awaited", None),
        ("2026-02-24", "affidavit-in-opposition", "A/O filed; reply 2 weeks; DC South Andaman to produce original 1969 allotment register", None, None, None),
        ("2026-04-07", "hearing", "register produced (entry no. 212, Kanan Bala's father-in-law Nityananda Mondal, 5 bigha); heard in part", None, None, None),
        ("2026-06-16", "hearing", "Tiwari again sought time for instructions; allowed on costs Rs. 3,000 to the petitioners", "opposing side", "instructions awaited", {"amount": 3000, "on": "UT", "to": "petitioners"}),
        ("2026-08-11", "hearing", "UT directed to reconsider the petitioners' representation and file a report; status quo continues", None, None, None),
        ("2026-11-17", "report", "Tehsildar's report filed (0.4 ha of the plot shown as forest land); fixed for final hearing", None, None, None),
    ],
    "C02": [
        ("2026-01-13", "admission", "admitted; LCR called for; sentence suspended; bail bond Rs. 20,000", None, None, None),
        ("2026-03-10", "LCR", "LCR not received; registry to remind the Sessions Court", None, None, None),
        ("2026-05-05", "hearing", "LCR received; PP Jayanthi Raman sought time to prepare", "opposing side", "PP to prepare", None),
        ("2026-07-14", "hearing", "heard in part; court asked about the delay in the injured's statement (3 days)", None, None, None),
        ("2026-09-08", "hearing", "PP absent (on leave); adjourned", "opposing side", "PP on leave", None),
        ("2026-11-24", "hearing", "arguments concluded; judgment reserved, fixed for judgment", None, None, None),
    ],
    "C03": [
        ("2025-12-16", "hearing", "paper book not ready; Tiwari sought time", "opposing side", "paper book", None),
        ("2026-02-17", "hearing", "paper book still not ready; registry to prepare it within 4 weeks at the appellant's cost", None, None, None),
        ("2026-04-21", "IA (O.41 r.27)", "our IA for additional evidence (Port Officer's inquiry report dated 02.11.2019) filed; notice to UT", None, None, None),
        ("2026-07-21", "reply to IA", "no reply; Tiwari time again; costs Rs. 2,000", "opposing side", "instructions awaited", {"amount": 2000, "on": "UT", "to": "appellant"}),
        ("2026-09-22", "IA hearing", "IA allowed: inquiry report taken on record; appeal for final hearing", None, None, None),
        ("2026-11-10", "final hearing", "part heard; Tiwari to argue; next for further hearing", None, None, None),
    ],
    "C04": [
        ("2025-12-05", "written statement", "WS filed by defendant Anthony Ekka; copy served", None, None, None),
        ("2026-01-16", "issues", "5 issues framed", None, None, None),
        ("2026-02-27", "PW1 evidence", "PW1 Subal Chandra Biswas evidence affidavit filed; Selvaraj sought time for cross", "opposing side", "time for cross", None),
        ("2026-03-27", "PW1 cross", "PW1 cross-examined in part", None, None, None),
        ("2026-05-08", "PW1 cross", "PW1 cross concluded; summons to PW2 surveyor Ramesh Sarkar", None, None, None),
        ("2026-06-19", "PW2", "PW2 absent; summons re-issued", "our side", "witness absent", None),
        ("2026-07-31", "PW2", "PW2 Ramesh Sarkar examined and cross-examined; plaintiff's evidence closed", None, None, None),
        ("2026-09-11", "DW1", "DW1 Anthony Ekka evidence affidavit filed", None, None, None),
        ("2026-10-23", "DW1 cross", "DW1 cross-examined by us; defence sought time for DW2", "opposing side", "DW2 not present", None),
        ("2026-11-27", "DW2", "DW2 absent; Selvaraj time again; last chance on cost Rs. 500", "opposing side", "DW2 not present", {"amount": 500, "on": "defendant", "to": "plaintiff"}),
    ],
    "C05": [
        ("2025-12-12", "appearance", "respondent appeared; time for reply", None, None, None),
        ("2026-01-23", "reply", "reply filed; joint spot inspection by Tehsildar and Patwari ordered", None, None, None),
        ("2026-03-06", "spot report", "spot report not ready; adjourned", "opposing side", "report not ready", None),
        ("2026-04-17", "spot report", "spot report filed: 0.08 ha occupied, house and 14 coconut trees, occupation since 1992 per neighbours", None, None, None),
        ("2026-06-05", "evidence", "objection to report filed; statement of Sushila Tirkey recorded; ration card 1994 and electricity bill 1998 exhibited", None, None, None),
        ("2026-08-07", "arguments", "presenting officer (Tehsildar) absent; adjourned", "opposing side", "Tehsildar absent", None),
        ("2026-10-09", "arguments", "arguments heard; order reserved", None, None, None),
    ],
    "C06": [
        ("2025-12-08", "appearance of accused", "accused absent; bailable warrant Rs. 10,000", None, None, None),
        ("2026-01-19", "appearance", "accused appeared; warrant recalled; bail Rs. 10,000", None, None, None),
        ("2026-02-23", "plea", "substance of accusation explained; accused pleaded not guilty", None, None, None),
        ("2026-03-30", "CW1 evidence", "CW1 Ganesh Das evidence affidavit tendered; Mathew sought time for cross", "opposing side", "time for cross", None),
        ("2026-05-11", "CW1 cross", "Mathew time again (accused on mainland); costs Rs. 1,000", "opposing side", "accused on mainland", {"amount": 1000, "on": "accused", "to": "complainant"}),
        ("2026-06-22", "CW1 cross", "CW1 cross-examined; complainant's evidence closed", None, None, None),
        ("2026-08-03", "s. 313", "accused absent; exemption petition by Mathew allowed", "opposing side", "accused absent", None),
        ("2026-09-14", "s. 313", "s. 313 statement recorded; defence evidence", None, None, None),
        ("2026-10-26", "defence evidence", "no DW; Mathew time; accused offered Rs. 3,00,000 settlement, refused; CJM suggested mediation", "opposing side", "DW not ready", None),
        ("2026-11-30", "defence evidence", "no DW again; defence evidence closed; arguments", None, None, None),
    ],
    "C07": [
        ("2025-12-19", "written statement", "insurer's WS filed (driving licence of the bus driver disputed)", None, None, None),
        ("2026-02-06", "issues", "issues framed", None, None, None),
        ("2026-03-20", "PW1", "PW1 Rasheed evidence affidavit filed; tribunal suggested Lok Adalat", None, None, None),
        ("2026-05-15", "PW1 cross", "PW1 cross-examined by insurer", None, None, None),
        ("2026-07-10", "PW2", "PW2 Dr. S. Raju absent (OT duty, GB Pant Hospital); summons", "our side", "doctor absent", None),
        ("2026-09-04", "PW2", "PW2 Dr. S. Raju examined: 35% permanent disability of right leg", None, None, None),
        ("2026-10-30", "DW1", "insurer's investigator not present; Lakshmi Narayanan sought time", "opposing side", "investigator absent", None),
        ("2026-11-20", "DW1", "DW1 investigator P. Kannan examined and cross-examined; referred to Lok Adalat", None, None, None),
    ],
}

H = []
for _cid, _rows in _R.items():
    for _n, (_d, _l, _o, _a, _r, _c) in enumerate(_rows):
        _nxt = _rows[_n + 1][0] if _n + 1 < len(_rows) else NEXT[_cid]
        H.append((f"{_cid}-H{_n + 1:02d}", _d, _l, _o, _nxt, _a, _r, _c))
