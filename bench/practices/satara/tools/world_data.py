"""The registry of the Satara practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Sachin Vasantrao Jadhav",
    "enrolment_no": "MAH/2287/2006",
    "chamber_address": "Office: 'Shivneri', 214 Sadashiv Peth, near Rajwada, Satara 415002; Bar Room, District Court, Satara",
    "practice": "District and Sessions Court Satara and the courts at Karad, Wai, Koregaon and Phaltan: civil suits, "
                "s. 138 N.I. Act, MACT, Family Court, Co-operative Court, revenue (Tahsildar, SDO); writs and second "
                "appeals at the Bombay High Court",
    "junior": {"name": "Snehal Kadam", "enrolment_no": "MAH/5102/2028"},
    "juniors": [{"name": "Snehal Kadam", "enrolment_no": "MAH/5102/2028",
                 "writes": "WhatsApp in Marathi-English (Latin letters), from Karad and the JMFC courts",
                 "usually_attends": "JMFC Satara, CJSD Karad, CJJD Wai, MACT"}],
    "clerk": {"name": "Dattatray (Datta) Shinde", "role": "karkun: keeps the tarikh register in Devanagari Marathi, "
                                                          "takes dates from the court's rojnama, sends photos on WhatsApp"},
}

JUDGES = [
    {"id": "J1", "name": "Hon'ble Shri Justice A.S. Gokhale and Hon'ble Smt. Justice N.R. Borkar", "short": "Gokhale-Borkar bench",
     "court": "High Court of Judicature at Bombay, Court Room No. 27", "court_hall": "Court Room No. 27",
     "level": "High Court", "temperament": "Wants the State's affidavit and the land on record; costs for delay.",
     "habits": ["asks for the Collector's personal affidavit", "asks which land is available", "costs on the State"]},
    {"id": "J2", "name": "Shri R.M. Deshmukh", "short": "Deshmukh saheb (Co-op Court)",
     "court": "Co-operative Court, Satara", "court_hall": "Co-operative Court", "level": "District Court",
     "temperament": "Wants the cane slips and ledger.", "habits": ["costs for written statement delay", "documents first"]},
    {"id": "J3", "name": "Shri S.P. Kulkarni", "short": "Kulkarni saheb (CJSD Karad)",
     "court": "Civil Judge (Senior Division), Karad", "court_hall": "Court No. 1", "level": "Civil Court",
     "temperament": "Evidence-minded.", "habits": ["sends disputed documents to the examiner"]},
    {"id": "J4", "name": "Smt. M.S. Jagdale", "short": "Jagdale madam (JMFC Ct 3)",
     "court": "Judicial Magistrate First Class, Court No. 3, Satara", "court_hall": "Court No. 3",
     "level": "Magistrate Court", "temperament": "Strict with the accused's absence.", "habits": ["exemption only on costs", "warrants"]},
    {"id": "J5", "name": "Shri V.K. Pawar", "short": "Pawar saheb (MACT)",
     "court": "Motor Accident Claims Tribunal, Satara (District Judge-3)", "court_hall": "Court of DJ-3",
     "level": "District Court", "temperament": "Pushes settlement.", "habits": ["asks insurer for an offer", "witness summons"]},
    {"id": "J6", "name": "Smt. S.V. Dharmadhikari", "short": "Dharmadhikari madam (Family Court)",
     "court": "Family Court, Satara", "court_hall": "Family Court", "level": "District Court",
     "temperament": "Counselling first; arrears.", "habits": ["marriage counsellor", "undertaking to pay arrears"]},
    {"id": "J7", "name": "Shri P.D. Mohite", "short": "Mohite saheb (CJJD Wai)",
     "court": "Civil Judge (Junior Division), Wai", "court_hall": "Court No. 2", "level": "Civil Court",
     "temperament": "Measurement first.", "habits": ["TILR measurement", "status quo"]},
    {"id": "J8", "name": "Shri R.S. Walvekar", "short": "Walvekar saheb (ASJ-2)",
     "court": "Additional Sessions Judge-2, Satara", "court_hall": "Court No. 5", "level": "District Court",
     "temperament": "Wants the IO's say.", "habits": ["IO's say", "reserves orders"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Shri Y.B. Mhatre, AGP", "chamber": "Bombay HC, Government Pleader's office",
     "style": "Time for instructions from the Collector.", "tactics": ["instructions awaited"]},
    {"id": "OC2", "name": "Adv. Vikram Nimbalkar", "chamber": "Satara", "style": "For the karkhana; delays WS.", "tactics": ["time"]},
    {"id": "OC3", "name": "Adv. Rajendra Thorat", "chamber": "Karad", "style": "For the brothers; busy in HC.", "tactics": ["busy"]},
    {"id": "OC4", "name": "Adv. Nitin Ghadge", "chamber": "Satara", "style": "Exemption applications.", "tactics": ["exemption"]},
    {"id": "OC5", "name": "Adv. Shirish Deshpande", "chamber": "Satara (insurer's panel)", "style": "Contributory negligence.", "tactics": ["badge", "negligence"]},
    {"id": "OC6", "name": "Adv. Ketan Raut", "chamber": "Phaltan/Satara", "style": "For the husband.", "tactics": ["low income"]},
    {"id": "OC7", "name": "Adv. Sandeep Sawant", "chamber": "Wai", "style": "For the neighbour.", "tactics": ["objections"]},
    {"id": "OC8", "name": "Smt. Sunita Phadtare, APP", "chamber": "Sessions Court Satara", "style": "Opposes bail.", "tactics": []},
]

CLIENTS = [
    {"id": "CL1", "name": "Sitaram Dhondiba Salunkhe (Koyna PAP), through son Ganesh", "phone": "94221 3xxxx"},
    {"id": "CL2", "name": "Balasaheb Ganpat Mane, member, Krishna-Venna S.S.K. Ltd.", "phone": "98600 4xxxx"},
    {"id": "CL3", "name": "Vishwas Shankar Patil, Karad", "phone": "90110 7xxxx"},
    {"id": "CL4", "name": "Shri Ajinkya Nagari Sahakari Patsanstha Maryadit, Satara", "phone": "02162 2xxxxx"},
    {"id": "CL5", "name": "Santosh Baban Jagtap (tempo driver)", "phone": "97300 8xxxx"},
    {"id": "CL6", "name": "Sou. Varsha Nilesh Bhoite", "phone": "88050 1xxxx"},
    {"id": "CL7", "name": "Shantabai Vitthal More, Bavdhan", "phone": "94035 6xxxx"},
    {"id": "CL8", "name": "Amol Suresh Ghorpade (through father Suresh)", "phone": "95610 2xxxx"},
]

def c(id_, num, j, title, rep, cl, oc, nature, filed, kind, level, court, short, aliases, summary, nxt, listed):
    return {"id": id_, "case_number": num, "judge_id": j, "title": title, "represents": rep, "client_id": cl,
            "opposing_counsel_id": oc, "nature": nature, "filed_on": filed, "kind": kind, "court_level": level,
            "court": court, "short_name": short, "aliases": aliases, "one_line_summary": summary,
            "next_date": nxt, "listed_for_next": listed}

CASES = [
    c("C01", "Writ Petition No. 8841 of 2030", "J1", "Sitaram Dhondiba Salunkhe vs State of Maharashtra & Ors.",
      "petitioner", "CL1", "OC1", "writ for allotment of alternative agricultural land to a Koyna project-affected "
      "person under the Maharashtra Project Affected Persons Rehabilitation Act, 1999; Rehabilitation Officer's refusal",
      "2030-07-22", "writ", "High Court", "Bombay High Court, Court Room No. 27", "Koyna PAP writ",
      ["Salunkhe writ", "punarvasan writ", "Koyna case"], "PAP refused alternative land; State's affidavits; land list.",
      "2031-08-26", "hearing (petitioner's choice of land)"),
    c("C02", "Dispute No. CC/SAT/46 of 2030", "J2", "Balasaheb Ganpat Mane vs Krishna-Venna Sahakari Sakhar Karkhana Ltd.",
      "disputant", "CL2", "OC2", "dispute u/s 91 MCS Act for unpaid cane price (FRP) of season 2029-30 and transfer of shares",
      "2030-06-30", "co-operative dispute", "District Court", "Co-operative Court, Satara", "Mane FRP dispute",
      ["karkhana case", "FRP case", "sakhar karkhana"], "Unpaid FRP and share transfer; WS late; evidence.",
      "2031-08-20", "evidence (karkhana's witness)"),
    c("C03", "Special Civil Suit No. 118 of 2029", "J3", "Vishwas Shankar Patil vs Ashok Shankar Patil & Anr.",
      "plaintiff", "CL3", "OC3", "partition and separate possession of HUF property (wada at Shaniwar Peth, Karad and "
      "bagayat land Gat No. 412, Malkapur); relinquishment deed (hakka sod patra) of 2016 disputed", "2029-04-11",
      "civil suit", "Civil Court", "Civil Judge (Senior Division), Karad", "Karad partition suit",
      ["Patil partition", "wada case", "hakka sod case"], "Partition; relinquishment deed sent to examiner; report.",
      "2031-08-21", "objection to QD report"),
    c("C04", "S.C.C. No. 2215 of 2030", "J4", "Shri Ajinkya Nagari Sahakari Patsanstha Maryadit vs Rahul Dnyandeo Pawar",
      "complainant", "CL4", "OC4", "complaint u/s 138 N.I. Act, cheque Rs. 3,40,000 dishonoured", "2030-05-20",
      "criminal complaint", "Magistrate Court", "JMFC Court No. 3, Satara", "patsanstha 138",
      ["Ajinkya patsanstha", "Pawar cheque", "138 Satara"], "Cheque case; 143A interim compensation; accused absent.",
      "2031-08-13", "statement of accused / deposit of 143A amount"),
    c("C05", "M.A.C.P. No. 312 of 2030", "J5", "Santosh Baban Jagtap vs Irfan Shaikh & Anr.", "claimant", "CL5", "OC5",
      "injury claim u/s 166 MV Act, tempo hit by a container truck on the Pune-Bengaluru highway near Shirwal on 11.03.2030",
      "2030-07-05", "claim", "District Court", "MACT, Satara", "Jagtap MACT", ["tempo claim", "Shirwal accident"],
      "Injury claim; 30% disability; doctor examined; insurer's evidence.", "2031-09-03", "respondents' evidence"),
    c("C06", "Petition No. A-87 of 2030 with M.A. No. 15 of 2030", "J6", "Sou. Varsha Nilesh Bhoite vs Nilesh Prakash Bhoite",
      "petitioner", "CL6", "OC6", "maintenance u/s 144 BNSS and reliefs u/s 12, 18-20 PWDV Act (s. 26)", "2030-07-01",
      "family", "District Court", "Family Court, Satara", "Varsha maintenance", ["Bhoite case", "DV case", "Phaltan wife"],
      "Interim maintenance Rs. 6,000 + 3,000; arrears; wife's evidence.", "2031-08-20", "respondent's evidence"),
    c("C07", "R.C.S. No. 204 of 2029", "J7", "Shantabai Vitthal More vs Dilip Raghunath Gole", "plaintiff", "CL7", "OC7",
      "suit for permanent injunction and removal of encroachment on Gat No. 118, mauje Bavdhan, Tal. Wai", "2029-09-03",
      "civil suit", "Civil Court", "Civil Judge (Junior Division), Wai", "Wai boundary suit",
      ["More injunction", "Bavdhan bandh", "Gole encroachment"], "Boundary encroachment; TILR measurement; injunction.",
      "2031-08-13", "plaintiff's evidence"),
    c("C08", "Criminal Bail Application No. 612 of 2031", "J8", "Amol Suresh Ghorpade vs State of Maharashtra",
      "applicant", "CL8", "OC8", "regular bail, Rahimatpur P.S. C.R. No. 143/2031 u/s 118(1), 189(2), 191(2), 190 BNS "
      "(clash after gram panchayat counting at Tadavale)", "2031-03-10", "bail", "District Court",
      "Additional Sessions Judge-2, Satara", "Ghorpade bail", ["Tadavale bail", "election marhan bail"],
      "Bail after a GP election clash; granted 27.03.2031.", None, "disposed - bail granted on 27.03.2031"),
]
