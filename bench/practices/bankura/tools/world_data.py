"""The registry of the Bankura practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Subhankar Mandal",
    "enrolment_no": "WB/1187/2006",
    "chamber_address": "Seat No. 41, Bar Library No. 2, Bankura Judges' Court, Bankura 722101; "
                       "residence-chamber: Lokepur, Bankura",
    "practice": "Bankura Judges' Court, Bishnupur and Khatra sub-divisional courts, DL&LRO / BL&LRO (WBLR Act), "
                "MACT Bankura, and appeals and revisions at the Calcutta High Court",
    "junior": {"name": "Tanmoy Kundu", "enrolment_no": "WB/2241/2028"},
    "juniors": [{"name": "Tanmoy Kundu", "enrolment_no": "WB/2241/2028",
                 "writes": "WhatsApp in Banglish (Bengali in Latin letters), short",
                 "usually_attends": "JM courts Bankura, MACT, Khatra"}],
    "clerk": {"name": "Haripada Lohar", "role": "muhuri: keeps the date register (tarikh khata) in Bengali script"},
}

JUDGES = [
    {"id": "J1", "name": "Sri Arnab Chakraborty", "short": "Chakraborty sir (CJSD Bishnupur)",
     "court": "Civil Judge (Senior Division), Bishnupur", "court_hall": "Court of CJ(SD), Bishnupur",
     "level": "Civil Court", "temperament": "Costs on adjournment; wants the old deeds.",
     "habits": ["adjournment only on cost", "asks for the original dalil"]},
    {"id": "J2", "name": "Smt. Payel Ghosh", "short": "Ghosh madam (CJJD 1st)",
     "court": "Civil Judge (Junior Division), 1st Court, Bankura", "court_hall": "1st Court",
     "level": "Civil Court", "temperament": "Suggests settlement.", "habits": ["asks if parties will settle"]},
    {"id": "J3", "name": "Sri Sumit Hembram, WBCS (Exe.)", "short": "DL&LRO saheb",
     "court": "District Land and Land Reforms Officer, Bankura", "court_hall": "DL&LRO office, Kachari More",
     "level": "Revenue", "temperament": "Goes by the BL&LRO's report.", "habits": ["calls for report from BL&LRO"]},
    {"id": "J4", "name": "Hon'ble Justice Sabyasachi Mitra and Hon'ble Justice Ananya Basu (Division Bench)",
     "short": "Mitra J's DB", "court": "Calcutta High Court, Appellate Side, Court No. 13",
     "court_hall": "Court No. 13", "level": "High Court", "temperament": "Wants the Board's inspection report.",
     "habits": ["directs the Board to inspect", "conditional orders"]},
    {"id": "J5", "name": "Sri Rajdeep Sarkar", "short": "Sarkar sir (JM 2nd)",
     "court": "Judicial Magistrate, 2nd Court, Bankura", "court_hall": "JM 2nd Court", "level": "Magistrate Court",
     "temperament": "Allows hazira petitions readily.", "habits": ["allows hazira petition"]},
    {"id": "J6", "name": "Smt. Tanushree Das", "short": "JM Khatra madam",
     "court": "Judicial Magistrate, Khatra", "court_hall": "JM Court, Khatra", "level": "Magistrate Court",
     "temperament": "Asks about payment of interim maintenance first.", "habits": ["asks if interim paid"]},
    {"id": "J7", "name": "Sri Debabrata Mukherjee", "short": "MACT judge (ADJ 1st)",
     "court": "Additional District Judge, 1st Court-cum-MACT, Bankura", "court_hall": "ADJ 1st Court",
     "level": "District Court", "temperament": "Last chance then closes evidence.", "habits": ["last chance on cost"]},
    {"id": "J8", "name": "Sri Arindam Pal", "short": "ADJ 2nd", "court": "Additional District Judge, 2nd Court, Bankura",
     "court_hall": "ADJ 2nd Court", "level": "District Court", "temperament": "Calls for the case diary.",
     "habits": ["calls for CD"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Sri Pradip Kumar Nandi", "chamber": "Bishnupur", "style": "Seeks time.", "tactics": ["time petition"]},
    {"id": "OC2", "name": "Sri Debasish Lahiri", "chamber": "Bankura", "style": "For the finance company.", "tactics": []},
    {"id": "OC3", "name": "Sri Samir Kumar Dey", "chamber": "Khatra", "style": "For the transferee.", "tactics": ["permission claimed"]},
    {"id": "OC4", "name": "Ms. Sharmistha Roy", "chamber": "Calcutta HC (WBPCB panel)", "style": "For the Board.", "tactics": ["re-inspection"]},
    {"id": "OC5", "name": "Sri Ashis Kumar Kundu", "chamber": "Bankura", "style": "Hazira petitions for the accused.", "tactics": ["hazira"]},
    {"id": "OC6", "name": "Sri Goutam Mahata", "chamber": "Khatra", "style": "For the husband.", "tactics": []},
    {"id": "OC7", "name": "Sri Subrata Chatterjee", "chamber": "Bankura (insurer panel)", "style": "Insurer's defences.", "tactics": ["licence"]},
    {"id": "OC8", "name": "Sri Nirmal Kumar Patra, Ld. PP", "chamber": "PP office Bankura", "style": "State in bail.", "tactics": []},
]

CLIENTS = [
    {"id": "CL1", "name": "Nityananda Dutta, Baluchari weaver, Krishnaganj, Bishnupur", "phone": "94340 2xxxx"},
    {"id": "CL2", "name": "Biswajit Dutta s/o Nityananda Dutta (power-loom)", "phone": "97330 6xxxx"},
    {"id": "CL3", "name": "Budhu Murmu (through son Sagen Murmu), Kusumdihi, Ranibandh", "phone": "86170 1xxxx"},
    {"id": "CL4", "name": "Maa Chandi Stone Crusher (prop. Ratan Garai), Susunia", "phone": "94741 5xxxx"},
    {"id": "CL5", "name": "Maa Tara Krishi Bhandar (prop. Swapan Kar), Onda", "phone": "99320 8xxxx"},
    {"id": "CL6", "name": "Rina Mondal w/o Prasanta Mondal", "phone": "62961 4xxxx"},
    {"id": "CL7", "name": "Jyotsna Mahato w/o late Kalipada Mahato", "phone": "73848 3xxxx"},
    {"id": "CL8", "name": "Bikash Bauri (through mother Saraswati Bauri)", "phone": "90642 7xxxx"},
]


def case(id_, no, j, title, rep, cl, oc, nature, filed, kind, level, court, short, aliases, summary, nxt, listed):
    return {"id": id_, "case_number": no, "judge_id": j, "title": title, "represents": rep, "client_id": cl,
            "opposing_counsel_id": oc, "nature": nature, "filed_on": filed, "kind": kind, "court_level": level,
            "court": court, "short_name": short, "aliases": aliases, "one_line_summary": summary,
            "next_date": nxt, "listed_for_next": listed}


CASES = [
    case("C01", "T.S. (Partition) No. 112 of 2029", "J1", "Nityananda Dutta vs Gourhari Dutta & Ors.", "plaintiff",
         "CL1", "OC1", "partition of the ancestral homestead (Dag 1204, Khatian 311, Mouza Krishnaganj, Bishnupur)",
         "2029-11-20", "civil suit", "Civil Court", "Civil Judge (Senior Division), Bishnupur", "Dutta partition",
         ["bastu bhag mamla", "Bishnupur partition"], "Partition of the weavers' homestead; PE; commissioner.",
         "2031-07-28", "commissioner's report"),
    case("C02", "Money Suit No. 45 of 2030", "J2", "Mallabhum Gramin Finance Pvt. Ltd. vs Biswajit Dutta", "defendant",
         "CL2", "OC2", "recovery of Rs. 3,85,000 power-loom loan with interest", "2030-06-10", "civil suit",
         "Civil Court", "Civil Judge (Junior Division), 1st Court, Bankura", "power-loom loan suit",
         ["loom loan", "Mallabhum case"], "Finance company's money suit; defendant's evidence.", "2031-08-07", "DE"),
    case("C03", "Misc. Case No. 14 of 2030 (u/s 14C WBLR Act)", "J3", "Budhu Murmu vs Haradhan Pal", "applicant",
         "CL3", "OC3", "restoration of raiyati land of a Scheduled Tribe transferred without permission (Chapter IIA "
         "WBLR Act, 1955), Dag 412, Khatian 87, Mouza Kusumdihi; and correction of khatian (s. 50)",
         "2030-07-02", "revenue", "Revenue", "DL&LRO, Bankura", "Murmu land case", ["Santal jomi", "14C case"],
         "Restoration ordered 13.05.2031; khatian correction by BL&LRO pending.", None,
         "disposed - restoration ordered on 13.05.2031"),
    case("C04", "MAT 1204 of 2030 with CAN 1 of 2030", "J4", "Ratan Garai vs West Bengal Pollution Control Board & Ors.",
         "appellant", "CL4", "OC4", "appeal against the single bench's refusal to interfere with a closure direction "
         "(Air Act s. 31A) to a stone crusher at Susunia", "2030-07-25", "appeal", "High Court",
         "Calcutta High Court, Division Bench, Court No. 13", "stone crusher MAT", ["Susunia crusher", "Garai appeal"],
         "Closure appeal; conditional operation allowed 11.03.2031.", "2031-07-29", "final hearing"),
    case("C05", "C.R. Case No. 1123 of 2030 (N.I. Act)", "J5", "Swapan Kar vs Bimal Gorai", "complainant", "CL5", "OC5",
         "s. 138 N.I. Act, cheque of Rs. 2,65,000 (UCO Bank, Onda)", "2030-05-14", "criminal complaint",
         "Magistrate Court", "Judicial Magistrate, 2nd Court, Bankura", "Swapan cheque case",
         ["Onda fertiliser cheque", "138 case"], "Complainant's evidence closed; examination of accused.",
         "2031-08-22", "examination of accused (s. 351 BNSS)"),
    case("C06", "Misc. Case No. 61 of 2030 (u/s 144 BNSS)", "J6", "Rina Mondal & Anr. vs Prasanta Mondal", "applicant wife",
         "CL6", "OC6", "maintenance for wife and minor son", "2030-06-20", "maintenance", "Magistrate Court",
         "Judicial Magistrate, Khatra", "Rina maintenance", ["khorposh mamla", "Khatra maintenance"],
         "Interim Rs. 4,000 p.m.; PE closed; OP's evidence.", "2031-07-30", "OP evidence"),
    case("C07", "MAC Case No. 214 of 2030", "J7", "Jyotsna Mahato & Ors. vs Sk. Abdul Rahim & Anr.", "claimants", "CL7",
         "OC7", "claim for death of Kalipada Mahato, bus accident on Bankura-Khatra road, 14.03.2030",
         "2030-06-30", "MACT", "District Court", "ADJ 1st Court-cum-MACT, Bankura", "Jyotsna MACT",
         ["bus accident case", "Indpur accident"], "Claimants' evidence closed; insurer's evidence.",
         "2031-07-28", "respondents' evidence"),
    case("C08", "Crl. Misc. Case No. 902 of 2030 (bail)", "J8", "Bikash Bauri vs State of West Bengal", "petitioner",
         "CL8", "OC8", "bail, Barjora P.S. Case No. 231 of 2030 u/s 115(2)/118(1) BNS", "2030-11-04", "bail",
         "District Court", "ADJ 2nd Court, Bankura", "Bikash bail", ["Barjora bail"],
         "Bail granted 22.11.2030.", None, "disposed - bail granted on 22.11.2030"),
]
