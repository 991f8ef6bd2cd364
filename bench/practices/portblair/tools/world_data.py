"""The registry of the Port Blair practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Vinod Kumar Ram",
    "enrolment_no": "WB/2214/2003",
    "chamber_address": "Chamber 6, Bar Library, District Court Complex, Sri Vijaya Puram (Port Blair) 744101; "
                       "home office: Lane 3, Junglighat",
    "practice": "Calcutta High Court, Circuit Bench at Port Blair (writs, criminal revisions, first appeals) and the "
                "Port Blair courts: civil suits, eviction cases under the A&N land regulation, N.I. Act, MACT",
    "junior": {"name": "Anjali Mondal", "enrolment_no": "WB/4410/2023"},
    "juniors": [{"name": "Anjali Mondal", "enrolment_no": "WB/4410/2023",
                 "writes": "WhatsApp messages in English with Bengali words in Latin letters and some Tamil",
                 "usually_attends": "CJM, MACT, Assistant Commissioner"}],
    "clerk": {"name": "Jagdish Prasad", "role": "munshi: keeps the date register in Hindi, photos of it on WhatsApp"},
}

JUDGES = [
    {"id": "J1", "name": "Hon'ble Justice Saugata Mitra", "short": "Mitra J",
     "court": "Calcutta High Court, Circuit Bench at Port Blair", "court_hall": "Circuit Bench Court 1",
     "level": "High Court", "temperament": "Wants a short synopsis; sits by VC from Kolkata between circuits.",
     "habits": ["asks for a two-page synopsis", "puts costs on the UT for repeated time", "asks for the original records"]},
    {"id": "J2", "name": "Hon'ble Justice Ananya Dutta", "short": "Dutta J",
     "court": "Calcutta High Court, Circuit Bench at Port Blair (criminal)", "court_hall": "Circuit Bench Court 2",
     "level": "High Court", "temperament": "Will not hear a revision without the LCR.",
     "habits": ["calls for the LCR first", "asks about delay in statements"]},
    {"id": "J3", "name": "Shri Rakesh Kumar Yadav", "short": "Yadav sir, CJ(JD)",
     "court": "Civil Judge (Junior Division), Port Blair", "court_hall": "Court No. 2", "level": "Civil Court",
     "temperament": "Last chance and small costs.", "habits": ["cost Rs. 500 on adjournment", "last chance"]},
    {"id": "J4", "name": "Ms. Neha Sharma, DANICS", "short": "AC madam",
     "court": "Assistant Commissioner (South Andaman), Port Blair", "court_hall": "AC office court",
     "level": "Revenue Court", "temperament": "Site inspection first.", "habits": ["orders spot inspection", "long dates"]},
    {"id": "J5", "name": "Shri Anirban Chakraborty", "short": "CJM",
     "court": "Chief Judicial Magistrate, South Andaman, Port Blair", "court_hall": "CJM Court",
     "level": "Magistrate Court", "temperament": "Presses for settlement in cheque cases.",
     "habits": ["warrant if accused absent", "suggests mediation"]},
    {"id": "J6", "name": "Shri P. K. Lepcha", "short": "MACT judge",
     "court": "Motor Accident Claims Tribunal, Port Blair", "court_hall": "MACT", "level": "Tribunal",
     "temperament": "Pushes Lok Adalat.", "habits": ["suggests Lok Adalat"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Arvind Tiwari", "role": "Standing Counsel, UT of A&N Islands",
     "habits": ["seeks time for instructions from the Secretariat"]},
    {"id": "OC2", "name": "Smt. Jayanthi Raman", "role": "Public Prosecutor", "habits": ["seeks time"]},
    {"id": "OC3", "name": "K. Selvaraj", "role": "counsel for the defendant", "habits": ["time for cross; witness absent"]},
    {"id": "OC4", "name": "Shri R. Baroi, Tehsildar (Port Blair)", "role": "presenting officer", "habits": ["absent"]},
    {"id": "OC5", "name": "S. Mathew", "role": "counsel for the accused", "habits": ["exemption petitions, time for cross"]},
    {"id": "OC6", "name": "Lakshmi Narayanan", "role": "counsel for United India Insurance", "habits": ["disputes licence; time"]},
]

CLIENTS = [
    {"id": "CL1", "name": "Smt. Kanan Bala Mondal", "phone": "9434xxxx11"},
    {"id": "CL2", "name": "Raju Subramani", "phone": "9474xxxx22"},
    {"id": "CL3", "name": "Saw Johnny", "phone": "9531xxxx33"},
    {"id": "CL4", "name": "Subal Chandra Biswas", "phone": "9933xxxx44"},
    {"id": "CL5", "name": "Sushila Tirkey", "phone": "9679xxxx55"},
    {"id": "CL6", "name": "Ganesh Das (Das Hardware)", "phone": "9434xxxx66"},
    {"id": "CL7", "name": "Rasheed", "phone": "9531xxxx77"},
]


def _case(id_, number, judge, title, rep, client, oc, nature, filed, kind, level, court, short, aliases, summary,
          next_date, listed):
    return {"id": id_, "case_number": number, "judge_id": judge, "title": title, "represents": rep,
            "client_id": client, "opposing_counsel_id": oc, "nature": nature, "filed_on": filed, "kind": kind,
            "court_level": level, "court": court, "short_name": short, "aliases": aliases,
            "one_line_summary": summary, "next_date": next_date, "listed_for_next": listed}


CASES = [
    _case("C01", "WPA 1182 of 2025", "J1", "Kanan Bala Mondal & Ors. vs Union Territory of A&N Islands & Ors.",
          "petitioner", "CL1", "OC1", "writ over a 1969 land allotment to a settler family at Neil Island (Shaheed Dweep)",
          "2025-11-20", "writ", "High Court", "Calcutta High Court, Circuit Bench at Port Blair",
          "Neil allotment writ", ["Kanan Bala writ", "Mondal writ"], "status quo; Tehsildar report filed; final hearing",
          "2026-12-15", "final hearing"),
    _case("C02", "CRR 64 of 2026", "J2", "Raju Subramani vs State (UT of A&N Islands)", "petitioner", "CL2", "OC2",
          "criminal revision against conviction u/s 323/341 IPC in the assault case connected with a POCSO matter",
          "2026-01-05", "criminal revision", "High Court", "Calcutta High Court, Circuit Bench at Port Blair",
          "Raju revision", ["Subramani CRR"], "arguments concluded; for judgment", "2026-12-08", "judgment"),
    _case("C03", "FA 12 of 2024", "J1", "Saw Johnny vs Union Territory of A&N Islands (Directorate of Shipping Services)",
          "appellant", "CL3", "OC1", "first appeal against dismissal of a suit for compensation (Rs. 15,00,000) for "
          "the death of the appellant's son in the 2019 dinghy capsize at Mayabunder", "2024-08-12", "first appeal",
          "High Court", "Calcutta High Court, Circuit Bench at Port Blair", "Saw Johnny boat appeal",
          ["boat FA", "Johnny appeal"], "IA for additional evidence allowed; part heard", "2027-01-12", "further hearing"),
    _case("C04", "T.S. 41 of 2024", "J3", "Subal Chandra Biswas vs Anthony Ekka", "plaintiff", "CL4", "OC3",
          "title suit over a plot at Dollygunj", "2024-06-03", "civil suit", "Civil Court",
          "Civil Judge (Junior Division), Port Blair", "Biswas title suit", ["Dollygunj suit", "Ekka suit"],
          "defence evidence; DW2 last chance", "2026-12-18", "DW2 evidence (last chance)"),
    _case("C05", "Eviction Case No. 17 of 2025", "J4", "Tehsildar, Port Blair vs Smt. Sushila Tirkey", "respondent",
          "CL5", "OC4", "eviction of an alleged unauthorised occupant of Government land at Garacharma under the A&N "
          "Islands Land Revenue and Land Reforms Regulation, 1966", "2025-10-14", "eviction", "Revenue Court",
          "Assistant Commissioner (South Andaman), Port Blair", "Tirkey eviction", ["Garacharma eviction"],
          "arguments heard; order reserved", "2026-12-11", "order"),
    _case("C06", "C.R. Case (NI Act) No. 233 of 2025", "J5", "Ganesh Das vs Pradeep Sarkar", "complainant", "CL6",
          "OC5", "s. 138 N.I. Act complaint, cheque Rs. 4,80,000", "2025-09-29", "cheque case", "Magistrate Court",
          "Chief Judicial Magistrate, South Andaman, Port Blair", "Das cheque case", ["Ganesh Das 138", "Sarkar cheque"],
          "defence evidence closed; arguments", "2026-12-14", "arguments"),
    _case("C07", "MACT Case No. 28 of 2025", "J6", "Rasheed vs Md. Yusuf & Anr. (United India Insurance Co. Ltd.)",
          "claimant", "CL7", "OC6", "motor accident claim Rs. 12,50,000: scooter hit by a private bus at Junglighat on 14.03.2025",
          "2025-07-02", "MACT", "Tribunal", "Motor Accident Claims Tribunal, Port Blair", "Rasheed MACT",
          ["Rasheed claim", "bus accident claim"], "evidence closed; Lok Adalat", "2026-12-12", "Lok Adalat / arguments"),
]
