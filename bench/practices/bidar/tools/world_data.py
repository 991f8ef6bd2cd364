"""The registry of the Bidar practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Chandrashekhar M. Hugar",
    "enrolment_no": "KAR/1432/2006",
    "chamber_address": "Seat No. 41, Advocates' Association Hall, District Court Complex, Bidar 585401; "
                       "at Basavakalyan: Bar room, Court Complex, Basavakalyan 585327",
    "practice": "District courts at Bidar and Basavakalyan (partition suits, s. 138 N.I. Act, MACT, sessions "
                "defence, bail), revenue appeals before the Assistant Commissioner, Bidar, and writs at the "
                "Kalaburagi bench of the High Court of Karnataka",
    "junior": {"name": "Sameer Inamdar", "enrolment_no": "KAR/2210/2022"},
    "juniors": [{"name": "Sameer Inamdar", "enrolment_no": "KAR/2210/2022",
                 "writes": "WhatsApp messages in Dakhni Urdu and English (Latin letters), short",
                 "usually_attends": "JMFC and Addl. Sessions court, Basavakalyan"}],
    "clerk": {"name": "Ningappa Kumbar", "role": "gumasta: keeps the daily register (case diary) in Kannada "
                                                 "script, sends photos of its pages"},
}

JUDGES = [
    {"id": "J1", "name": "Smt. Vijayalakshmi R. Hiremath", "short": "Hiremath madam",
     "court": "Principal Senior Civil Judge & CJM, Bidar", "court_hall": "Court Hall No. 2", "level": "District",
     "temperament": "Wants revenue records (RTC/pahani, mutation) marked early; strict on adjournments.",
     "habits": ["asks for the RTC/pahani extracts first", "costs on the side seeking time", "sends parties to mediation"]},
    {"id": "J2", "name": "Sri. Santosh G. Kulkarni", "short": "Kulkarni sir",
     "court": "Principal Civil Judge & JMFC, Basavakalyan", "court_hall": "JMFC Court", "level": "Magistrate",
     "temperament": "Insists on the accused's presence; enforces s. 143A interim compensation.",
     "habits": ["insists the accused appear in person", "asks whether 143A interim compensation is paid"]},
    {"id": "J3", "name": "Sri. Ravindra N. Desai", "short": "Desai sir",
     "court": "I Addl. District & Sessions Judge-cum-MACT, Bidar", "court_hall": "Court Hall No. 5",
     "level": "District", "temperament": "Pushes KKRTC to settle; asks for income proof.",
     "habits": ["asks for income proof of the deceased", "pushes conciliation with KKRTC"]},
    {"id": "J4", "name": "Smt. Shakuntala B. Gowda", "short": "Gowda madam",
     "court": "Addl. District & Sessions Judge, Basavakalyan", "court_hall": "Sessions Court", "level": "District",
     "temperament": "Issues warrants to absent official witnesses.", "habits": ["warrant to absent witnesses"]},
    {"id": "J5", "name": "Sri. Mahesh K. Naik, KAS", "short": "AC saheb",
     "court": "Assistant Commissioner, Bidar Sub-Division", "court_hall": "AC office court", "level": "Revenue",
     "temperament": "Often on tour / election duty.", "habits": ["calls for the Tahsildar's mutation file"]},
    {"id": "J6", "name": "Hon'ble Mr. Justice M. G. Shivaprakash", "short": "Shivaprakash J",
     "court": "High Court of Karnataka, Kalaburagi Bench, Court Hall No. 3", "court_hall": "Court Hall No. 3",
     "level": "High Court", "temperament": "Wants the State's objections on time; sends matters to the DC.",
     "habits": ["directs the Deputy Commissioner to decide", "grants time once, then costs"]},
    {"id": "J7", "name": "Sri. K. Venkatesh Rao", "short": "PDJ sir",
     "court": "Principal District & Sessions Judge, Bidar", "court_hall": "Court Hall No. 1", "level": "District",
     "temperament": "Quick bail orders with conditions of marking attendance.", "habits": ["attendance at PS as a condition"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Sri. Mallikarjun S. Biradar", "chamber": "Bidar",
     "style": "For defendant 1; seeks time, absent on dates.", "tactics": ["busy in another court", "costs"]},
    {"id": "OC2", "name": "Sri. Dattatreya R. Jadhav", "chamber": "Basavakalyan",
     "style": "For the accused; exemption applications; blank-cheque defence.", "tactics": ["exemption", "blank cheque"]},
    {"id": "OC3", "name": "Sri. Anil V. Deshmukh", "chamber": "Bidar (panel counsel, KKRTC)",
     "style": "Contributory negligence; no income proof.", "tactics": ["contributory negligence", "income proof"]},
    {"id": "OC4", "name": "Sri. Shrikant L. Mane, Addl. Public Prosecutor", "chamber": "Basavakalyan", "style": "Prosecution.",
     "tactics": ["witnesses absent"]},
    {"id": "OC5", "name": "Sri. Syed Mujeeb Hussaini", "chamber": "Bidar", "style": "For the purchaser; registered sale deed.",
     "tactics": ["sale deed"]},
    {"id": "OC6", "name": "Smt. Rekha Patil, HCGP", "chamber": "Kalaburagi", "style": "State; instructions from DC.",
     "tactics": ["instructions awaited"]},
    {"id": "OC7", "name": "Sri. Vinod S. Kulkarni", "chamber": "Kalaburagi (GESCOM standing counsel)",
     "style": "GESCOM; 2017 guideline compensation.", "tactics": ["time for objections"]},
    {"id": "OC8", "name": "Smt. Suvarna Joshi, Public Prosecutor", "chamber": "Bidar", "style": "Opposes bail.", "tactics": []},
]

CLIENTS = [
    {"id": "CL1", "name": "Shivasharanappa s/o Veerappa Mugale, Chitta village", "phone": "94481 2xxxx"},
    {"id": "CL2", "name": "Mohammed Ayub Qureshi (Qureshi Cement Agency, Basavakalyan)", "phone": "99002 6xxxx"},
    {"id": "CL3", "name": "Laxmibai w/o late Gundappa Mathapati & 3 others", "phone": "63612 4xxxx"},
    {"id": "CL4", "name": "Rajkumar @ Raju s/o Kashinath Kamble (A1)", "phone": "97418 0xxxx"},
    {"id": "CL5", "name": "Fatima Begum w/o late Abdul Razzaq, Dubalgundi", "phone": "88843 1xxxx"},
    {"id": "CL6", "name": "Basavaraj Swamy Hiremath, Kamthana", "phone": "94480 7xxxx"},
    {"id": "CL7", "name": "Imran Pasha s/o Khaja Pasha (through uncle Yusuf)", "phone": "70221 3xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "O.S. No. 118/2024", "judge_id": "J1",
     "title": "Shivasharanappa vs Mallappa & Ors.", "represents": "plaintiff", "client_id": "CL1",
     "opposing_counsel_id": "OC1", "nature": "suit for partition and separate possession of agricultural land "
     "Sy. No. 142/2 of Chitta village, Bidar taluk (family of Veerappa Mugale), 1/3 share",
     "filed_on": "2024-06-20", "kind": "civil suit", "court_level": "District",
     "court": "Principal Senior Civil Judge & CJM, Bidar", "short_name": "Chitta partition suit",
     "aliases": ["Mugale partition", "Shivasharanappa OS", "vaatni case"],
     "one_line_summary": "Partition of Sy. 142/2 Chitta; PW evidence; court commissioner measured the land.",
     "next_date": "2027-03-10", "listed_for_next": "objections to commissioner's report / defendants' evidence"},
    {"id": "C02", "case_number": "C.C. No. 412/2025", "judge_id": "J2",
     "title": "Mohammed Ayub Qureshi vs Sanjay Birajdar", "represents": "complainant", "client_id": "CL2",
     "opposing_counsel_id": "OC2", "nature": "complaint u/s 138 NI Act, cheque Rs. 4,80,000 on Bidar DCC Bank, "
     "Hulsoor branch, dishonoured 'funds insufficient'", "filed_on": "2025-10-06", "kind": "criminal complaint",
     "court_level": "Magistrate", "court": "Principal Civil Judge & JMFC, Basavakalyan",
     "short_name": "Ayub cheque case", "aliases": ["Birajdar 138", "cement cheque case", "Qureshi CC"],
     "one_line_summary": "Cheque case; s. 143A interim compensation ordered, unpaid; CE closed; 313 done.",
     "next_date": "2027-03-10", "listed_for_next": "defence evidence"},
    {"id": "C03", "case_number": "M.V.C. No. 233/2025", "judge_id": "J3",
     "title": "Laxmibai & Ors. vs Divisional Controller, KKRTC, Bidar", "represents": "claimants",
     "client_id": "CL3", "opposing_counsel_id": "OC3", "nature": "claim u/s 166 MV Act for the death of Gundappa "
     "Mathapati, hit by a KKRTC bus on the Bidar-Humnabad road on 11.06.2025", "filed_on": "2025-08-01",
     "kind": "claim", "court_level": "District", "court": "I Addl. District & Sessions Judge-cum-MACT, Bidar",
     "short_name": "Laxmibai MACT", "aliases": ["KKRTC bus case", "Gundappa accident"],
     "one_line_summary": "Death claim against KKRTC; evidence over; arguments.",
     "next_date": "2027-03-10", "listed_for_next": "arguments"},
    {"id": "C04", "case_number": "S.C. No. 56/2025", "judge_id": "J4",
     "title": "State by Mantal PS vs Rajkumar @ Raju Kamble & 2 Ors.", "represents": "accused 1",
     "client_id": "CL4", "opposing_counsel_id": "OC4", "nature": "sessions case, Crime No. 112/2024 of Mantal PS, "
     "ss. 307, 326, 504 r/w 34 IPC (incident of 14.04.2024 at Gundur)", "filed_on": "2025-02-10",
     "kind": "criminal trial", "court_level": "District", "court": "Addl. District & Sessions Judge, Basavakalyan",
     "short_name": "Raju Kamble sessions case", "aliases": ["Mantal 307", "Gundur fight case"],
     "one_line_summary": "Defence of A1 in an attempt-to-murder trial; prosecution evidence closed; 313 done.",
     "next_date": "2027-03-11", "listed_for_next": "defence evidence"},
    {"id": "C05", "case_number": "R.A. No. 34/2025-26", "judge_id": "J5",
     "title": "Fatima Begum vs Syed Ismail & Tahsildar, Humnabad", "represents": "appellant", "client_id": "CL5",
     "opposing_counsel_id": "OC5", "nature": "appeal u/s 136(2) Karnataka Land Revenue Act against mutation "
     "M.R. No. 27/2024-25 of Sy. No. 65, Dubalgundi village, Humnabad taluk", "filed_on": "2026-01-19",
     "kind": "revenue appeal", "court_level": "Revenue", "court": "Assistant Commissioner, Bidar Sub-Division",
     "short_name": "Fatima Begum AC appeal", "aliases": ["Dubalgundi mutation", "AC appeal", "khata badli case"],
     "one_line_summary": "Appeal against a mutation; allowed on 18.11.2026, remanded to the Tahsildar.",
     "next_date": None, "listed_for_next": "disposed - appeal allowed and remanded on 18.11.2026"},
    {"id": "C06", "case_number": "W.P. No. 201877/2025 (GM-RES)", "judge_id": "J6",
     "title": "Basavaraj Swamy Hiremath vs State of Karnataka & Ors.", "represents": "petitioner",
     "client_id": "CL6", "opposing_counsel_id": "OC6", "nature": "writ for compensation for a 110 kV GESCOM line "
     "drawn over Sy. No. 23 of Kamthana village, Bidar taluk", "filed_on": "2025-11-24", "kind": "writ",
     "court_level": "High Court", "court": "High Court of Karnataka, Kalaburagi Bench, Court Hall No. 3",
     "short_name": "Kamthana GESCOM writ", "aliases": ["tower line writ", "Swamy writ", "Kalaburagi writ"],
     "one_line_summary": "Compensation for a GESCOM line; DC directed to decide; hearing.",
     "next_date": "2027-03-15", "listed_for_next": "hearing"},
    {"id": "C07", "case_number": "Crl. Misc. No. 620/2026", "judge_id": "J7",
     "title": "Imran Pasha vs State by Bidar Rural PS", "represents": "petitioner", "client_id": "CL7",
     "opposing_counsel_id": "OC8", "nature": "regular bail u/s 483 BNSS, Crime No. 45/2026 of Bidar Rural PS, "
     "ss. 318(4), 61(2) BNS", "filed_on": "2026-08-05", "kind": "bail", "court_level": "District",
     "court": "Principal District & Sessions Judge, Bidar", "short_name": "Imran bail",
     "aliases": ["Imran Pasha bail", "Bidar Rural cheating bail"],
     "one_line_summary": "Regular bail granted on 18.08.2026.", "next_date": None,
     "listed_for_next": "disposed - bail granted on 18.08.2026"},
]
