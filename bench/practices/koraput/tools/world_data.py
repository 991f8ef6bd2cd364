"""The registry of the Koraput practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Prasanta Kumar Padhi",
    "enrolment_no": "O-1187/2003",
    "chamber_address": "Chamber No. 17, Bar Association Building, Civil Court Campus, Jeypore, Dist. Koraput 764001; "
                       "also sits at Koraput Bar on Tuesdays and Thursdays",
    "practice": "Courts at Koraput and Jeypore (Civil Judge, JMFC, District and Sessions Judge, Special Court under "
                "the SC/ST (PoA) Act, Family Court, MACT, Gram Nyayalaya), the OSR / Sub-Collector's revenue court, "
                "and the Orissa High Court at Cuttack through a Cuttack associate",
    "junior": {"name": "Smruti Rekha Nayak", "enrolment_no": "O-0412/2024"},
    "juniors": [{"name": "Smruti Rekha Nayak", "enrolment_no": "O-0412/2024",
                 "writes": "WhatsApp in romanised Odia and English, short, from the Koraput court verandah",
                 "usually_attends": "JMFC Koraput, OSR court Koraput, mentions at Jeypore"}],
    "clerk": {"name": "Bhagaban Sabar", "role": "muhuri: keeps the date register in Odia script with Odia digits, "
                                                "photographs the page and sends it on WhatsApp"},
    "cuttack_associate": "Adv. Sailendra Mohanty, Cuttack (appears in W.P.(C) at the Orissa High Court)",
}

JUDGES = [
    {"id": "J1", "name": "Sri Debasis Mohapatra, OAS", "short": "Sub-Collector (OSR Officer)",
     "court": "Court of the Sub-Collector-cum-OSR Officer, Koraput", "court_hall": "Sub-Collector's court, Koraput",
     "level": "Revenue Court", "temperament": "Calls for the RI's report and the Sub-Registrar's record before hearing.",
     "habits": ["calls for the Revenue Inspector's spot report", "costs on the side that is absent"]},
    {"id": "J2", "name": "Hon'ble Dr. Justice Sanjukta Rath", "short": "Rath J",
     "court": "Orissa High Court, Cuttack, Court No. 11", "court_hall": "Court No. 11", "level": "High Court",
     "temperament": "Wants the Collector's own affidavit in R&R matters.",
     "habits": ["directs the Collector to file a personal affidavit", "no coercive step meanwhile"]},
    {"id": "J3", "name": "Sri Lalit Kumar Soren", "short": "Nyayadhikari babu",
     "court": "Gram Nyayalaya, Jeypore", "court_hall": "Gram Nyayalaya", "level": "Gram Nyayalaya",
     "temperament": "Tries conciliation first; decides fast.", "habits": ["conciliation under s. 26", "short dates"]},
    {"id": "J4", "name": "Smt. Itishree Panda", "short": "JMFC Koraput madam",
     "court": "Judicial Magistrate First Class, Koraput", "court_hall": "JMFC Court, Koraput", "level": "Magistrate Court",
     "temperament": "Strict with official witnesses.", "habits": ["summons to official witnesses through the DFO"]},
    {"id": "J5", "name": "Sri Anup Kumar Behera", "short": "JMFC Jeypore",
     "court": "Judicial Magistrate First Class, Jeypore", "court_hall": "JMFC Court, Jeypore", "level": "Magistrate Court",
     "temperament": "Warrants when the accused is absent.", "habits": ["bailable warrant", "interim compensation u/s 143A"]},
    {"id": "J6", "name": "Sri Bibhuti Bhusan Dash", "short": "MACT PO",
     "court": "Motor Accident Claims Tribunal, Koraput at Jeypore", "court_hall": "MACT, Jeypore", "level": "District Court",
     "temperament": "Pushes the insurer to offer.", "habits": ["asks the insurer for an offer"]},
    {"id": "J7", "name": "Smt. Rashmita Mishra", "short": "Special Judge",
     "court": "Special Court under the SC & ST (PoA) Act, Koraput at Jeypore", "court_hall": "Special Court, Jeypore",
     "level": "Sessions Court", "temperament": "Day-to-day where possible; interpreter for Desia witnesses.",
     "habits": ["Desia interpreter", "coercive process to the IO"]},
    {"id": "J8", "name": "Sri Ajit Kumar Sahu", "short": "Family Court Judge",
     "court": "Family Court, Koraput at Jeypore", "court_hall": "Family Court, Jeypore", "level": "District Court",
     "temperament": "Counselling first; interim maintenance early.", "habits": ["counsellor", "interim maintenance"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Sri Manoj Kumar Agrawal", "chamber": "Koraput", "style": "For the non-tribal buyer; old sale deed.",
     "tactics": ["permission of 1979", "time"]},
    {"id": "OC2", "name": "Mr. Subrat Kumar Mishra", "chamber": "Cuttack", "style": "For the mining company; survey list.",
     "tactics": ["not in the 2011 survey"]},
    {"id": "OC3", "name": "Mr. Bikash Routray, AGA", "chamber": "Advocate General's office, Cuttack",
     "style": "State; time for instructions from the Collector.", "tactics": ["instructions awaited"]},
    {"id": "OC4", "name": "Sri Ramakanta Patnaik", "chamber": "Jeypore", "style": "For the coffee estate.",
     "tactics": ["sardar is the employer"]},
    {"id": "OC5", "name": "Sri Prabir Kumar Bisoi, APP", "chamber": "Koraput", "style": "Prosecutes forest cases.",
     "tactics": ["time for the forester"]},
    {"id": "OC6", "name": "Sri K. Venkata Rao", "chamber": "Jeypore", "style": "For the AP trader; security cheque.",
     "tactics": ["security cheque", "accused absent"]},
    {"id": "OC7", "name": "Sri Tapas Ranjan Dora", "chamber": "Jeypore (insurer panel)", "style": "Badge and permit defences.",
     "tactics": ["no badge", "offer"]},
    {"id": "OC8", "name": "Sri Dillip Kumar Khora", "chamber": "Jeypore", "style": "Defence in the witch-hunt case.",
     "tactics": ["defers cross", "family quarrel"]},
    {"id": "OC9", "name": "Smt. Sasmita Jena", "chamber": "Jeypore", "style": "For the husband.", "tactics": ["low salary"]},
    {"id": "OC10", "name": "Sri Hrushikesh Panda, Spl. P.P.", "chamber": "Jeypore", "style": "Special PP; we assist.",
     "tactics": []},
]

CLIENTS = [
    {"id": "CL1", "name": "Sukru Gadaba s/o late Ghasi Gadaba, Kenduguda", "phone": "94371 2xxxx"},
    {"id": "CL2", "name": "Bistapita Surakhya Samiti, Maliguda (through president Damburu Paraja)", "phone": "78940 6xxxx"},
    {"id": "CL3", "name": "31 coffee labourers of Hillview Coffee Estate (through Smt. Laxmi Pujari)", "phone": "63702 1xxxx"},
    {"id": "CL4", "name": "Sabitri Paraja and Maa Tarini SHG, Boipariguda", "phone": "82498 3xxxx"},
    {"id": "CL5", "name": "Maa Bhairabi Rice Mill, Jeypore (prop. Rajendra Prasad Sahu, 'Raju babu')", "phone": "94370 5xxxx"},
    {"id": "CL6", "name": "Smt. Kamala Santa w/o late Dhanurjaya Santa, Laxmipur", "phone": "70080 9xxxx"},
    {"id": "CL7", "name": "Smt. Dasamati Muduli, Lamtaput (victim; through Adivasi Mahila Sangha)", "phone": "93384 4xxxx"},
    {"id": "CL8", "name": "Smt. Budhri Kadraka, Narayanpatna", "phone": "96922 7xxxx"},
]


def case(id_, number, judge, title, rep, client, oc, nature, filed, kind, level, court, short, aliases, summary, nxt, listed):
    return {"id": id_, "case_number": number, "judge_id": judge, "title": title, "represents": rep, "client_id": client,
            "opposing_counsel_id": oc, "nature": nature, "filed_on": filed, "kind": kind, "court_level": level,
            "court": court, "short_name": short, "aliases": aliases, "one_line_summary": summary, "next_date": nxt,
            "listed_for_next": listed}


CASES = [
    case("C01", "OSR Case No. 14 of 2026", "J1", "Sukru Gadaba vs Bishnu Prasad Agrawal", "applicant", "CL1", "OC1",
         "restoration of Ac. 1.20 (Khata 88, Plot 412, mouza Kenduguda) under Regulation 2 of 1956 (OSR) against a "
         "non-tribal buyer", "2026-06-22", "revenue", "Revenue Court", "Sub-Collector-cum-OSR Officer, Koraput",
         "Sukru OSR restoration", ["Sukru case", "Kenduguda land", "Agrawal OSR"],
         "Tribal land restoration; RI report; evidence; arguments next.", "2027-07-06", "arguments"),
    case("C02", "W.P.(C) No. 18934 of 2026", "J2", "Bistapita Surakhya Samiti, Maliguda vs State of Odisha & Ors.",
         "petitioner", "CL2", "OC2", "writ for R&R benefits of 23 families left out of the bauxite mine's "
         "rehabilitation list (Kalinga Alumina Ltd., Panchpatmali range)", "2026-07-20", "writ", "High Court",
         "Orissa High Court, Court No. 11", "Maliguda R&R writ", ["bauxite writ", "Maliguda case", "mines R&R"],
         "R&R writ; Collector's affidavit: 11 of 23 eligible; part heard.", "2027-07-14", "hearing"),
    case("C03", "G.N. Civil Case No. 9 of 2026", "J3", "Laxmi Pujari & 30 Ors. vs Hillview Coffee Estate", "claimants",
         "CL3", "OC4", "claim for unpaid minimum wages of 31 coffee plantation labourers (Minimum Wages Act, Schedule II "
         "of the Gram Nyayalayas Act)", "2026-07-01", "civil", "Gram Nyayalaya", "Gram Nyayalaya, Jeypore",
         "Coffee labourers wage claim", ["coffee case", "Hillview", "wage claim"],
         "Wage claim allowed 20.01.2027.", None, "disposed - award on 20.01.2027"),
    case("C04", "C.T. Case No. 211 of 2026", "J4", "State (Forest) vs Sabitri Paraja & Anr.", "accused", "CL4", "OC5",
         "seizure of 14 quintals of siali leaf (Forest O.R. No. 12 of 2026-27, Boipariguda Range) u/s 21 and 27 "
         "Odisha Forest Act; defence under s. 3(1)(c) Forest Rights Act", "2026-06-10", "criminal", "Magistrate Court",
         "JMFC, Koraput", "Siali leaf forest case", ["siali case", "SHG forest case", "Boipariguda seizure"],
         "Discharge rejected; prosecution evidence on.", "2027-08-05", "P.W."),
    case("C05", "I.C.C. Case No. 318 of 2026", "J5", "Maa Bhairabi Rice Mill vs Gorle Appala Naidu", "complainant",
         "CL5", "OC6", "s. 138 N.I. Act: cheque of Rs. 7,85,000 dishonoured (funds insufficient)", "2026-05-28",
         "criminal", "Magistrate Court", "JMFC, Jeypore", "Rice mill cheque case", ["Raju babu case", "Naidu cheque",
         "rice mill case"], "Cheque case; 143A allowed; CW2 bank manager next.", "2027-06-29", "C.W."),
    case("C06", "M.A.C. Case No. 87 of 2026", "J6", "Kamala Santa & 3 Ors. vs Oriental Insurance Co. Ltd. & Anr.",
         "claimants", "CL6", "OC7", "death claim u/s 166 M.V. Act, truck accident on the Koraput-Rayagada ghat road "
         "near Ralegada on 11.03.2026", "2026-06-15", "civil", "District Court", "MACT, Koraput at Jeypore",
         "Kamala MACT", ["ghat road accident", "Santa claim", "Ralegada accident"],
         "Death claim; insurer offered 14 lakh, declined; RW1 next.", "2027-07-01", "R.W."),
    case("C07", "Special Case (PoA) No. 19 of 2026", "J7", "State vs Ganesh Sahu & 2 Ors.", "victim (assisting the Spl. PP)",
         "CL7", "OC8", "witch-hunting: ss. 3, 4 Odisha Prevention of Witch-Hunting Act, 2013; s. 3(1)(r),(s) SC/ST "
         "(PoA) Act; BNS s. 115(2) (Lamtaput P.S. Case No. 41 of 2026)", "2026-06-30", "criminal", "Sessions Court",
         "Special Court (PoA), Koraput at Jeypore", "Dasamati witch-hunt case", ["dahani case", "Lamtaput case",
         "Ganesh Sahu case"], "Trial; PW1-PW4 done; IO part examined.", "2027-07-20", "P.W. (IO)"),
    case("C08", "CRP No. 64 of 2026", "J8", "Budhri Kadraka vs Lachhman Kadraka", "petitioner wife", "CL8", "OC9",
         "maintenance u/s 144 BNSS; interim Rs. 3,000 p.m.", "2026-07-08", "family", "District Court",
         "Family Court, Koraput at Jeypore", "Budhri maintenance", ["Budhri case", "Kadraka maintenance"],
         "Maintenance; interim granted; OP's evidence done; arguments.", "2027-06-29", "arguments"),
]
