"""The registry of the Agartala practice: advocate, clerk, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Sudipta Bhowmik",
    "enrolment_no": "TR/214/2009",
    "chamber_address": "Chamber No. 11, Bar Library building, Court Complex, Agartala; residence-chamber: "
                       "Krishnanagar, near Bhagat Singh Yuba Abas, Agartala 799001",
    "practice": "High Court of Tripura (writs, criminal appeals, civil revisions) and the Agartala courts: title suits, "
                "Family Court maintenance, land acquisition references, gratuity appeals",
    "junior": None,
    "juniors": [],
    "clerk": {"name": "Haradhan Nath", "role": "muhuri: takes dates from the peshkar, files, writes in Bengali script "
                                               "and sends photos of his khata by Telegram (photo_YYYY-MM-DD_HH-MM-SS.jpg)"},
    "writes": "pocket diary by hand (English with Bengali in Latin letters, some lines in Bengali script with Bengali "
              "digits), photographed on a Pixel phone the same evening; a few typed .txt / .docx notes on the office PC",
}

JUDGES = [
    {"id": "J1", "name": "Hon'ble Mr. Justice Anirban Dutta Roy", "short": "Dutta Roy J", "court": "High Court of Tripura, Court No. 3",
     "court_hall": "Court No. 3", "level": "High Court", "temperament": "Gives the State a last opportunity on costs.",
     "habits": ["last opportunity with costs to the HC Legal Services Committee", "calls for the original file"]},
    {"id": "J2", "name": "Hon'ble Ms. Justice Sharmila Nandi", "short": "Nandi J", "court": "High Court of Tripura, Court No. 5",
     "court_hall": "Court No. 5", "level": "High Court", "temperament": "Asks first about the LCR; wants the PP in person.",
     "habits": ["asks whether the LCR has come", "records 'no further adjournment'"]},
    {"id": "J3", "name": "Hon'ble Mr. Justice Tapabrata Deb", "short": "Deb J", "court": "High Court of Tripura, Court No. 2",
     "court_hall": "Court No. 2", "level": "High Court", "temperament": "Costs on absence; short written notes.",
     "habits": ["costs when counsel is absent", "asks for two-page written notes"]},
    {"id": "J4", "name": "Smt. Piyali Chakraborty", "short": "CJ Sr Div Ct 2", "court": "Civil Judge (Senior Division), Court No. 2, West Tripura, Agartala",
     "court_hall": "Court No. 2", "level": "Civil Court", "temperament": "Evidence only after 2 pm; costs Rs. 300-500.",
     "habits": ["takes evidence after lunch", "costs for time", "affidavit of evidence a week ahead"]},
    {"id": "J5", "name": "Shri Amitabha Sen", "short": "Principal Judge, Family Court", "court": "Family Court, West Tripura, Agartala",
     "court_hall": "Family Court", "level": "Family Court", "temperament": "Counselling first; income proof.",
     "habits": ["refers to the counsellor", "warns of warrant for arrears"]},
    {"id": "J6", "name": "Shri Samir Kumar Dey", "short": "District Judge", "court": "District Judge, West Tripura, Agartala",
     "court_hall": "District Judge's court", "level": "District Court", "temperament": "Wants certified copies of sale deeds.",
     "habits": ["insists on certified copies of comparable sale deeds"]},
    {"id": "J7", "name": "Shri Dipankar Das", "short": "Appellate Authority", "court": "Appellate Authority under the Payment of Gratuity Act, 1972 (Labour Commissioner), Govt. of Tripura, Agartala",
     "court_hall": "Labour Commissioner's office, Palace Compound", "level": "Authority", "temperament": "Sits Tuesday afternoons.",
     "habits": ["sits only on Tuesday afternoons", "asks for muster rolls"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Mr. Kaushik Paul, Ld. Addl. G.A.", "chamber": "State (High Court)", "style": "Instructions awaited.", "tactics": ["instructions awaited"]},
    {"id": "OC2", "name": "Mr. Ratan Sutradhar, Ld. Addl. P.P.", "chamber": "State (High Court)", "style": "Not ready; absent.", "tactics": ["LCR not received", "engaged elsewhere"]},
    {"id": "OC3", "name": "Mr. Subhas Sarkar", "chamber": "Agartala / Udaipur", "style": "Engaged in another court; sends junior.", "tactics": ["engaged elsewhere"]},
    {"id": "OC4", "name": "Mr. Joydeep Miah", "chamber": "Agartala", "style": "Compromise talk; time.", "tactics": ["time for compromise"]},
    {"id": "OC5", "name": "Mr. Prasenjit Debnath, Ld. G.P.", "chamber": "State (District)", "style": "Records of the LA Collector.", "tactics": ["records awaited"]},
    {"id": "OC6", "name": "Mr. Rajib Chakraborty", "chamber": "Agartala", "style": "For tea estates.", "tactics": ["records destroyed"]},
]

CLIENTS = [
    {"id": "CL1", "name": "Smt. Rupali Jamatia", "phone": "94360xxxxx", "address": "Takarjala, Sepahijala district"},
    {"id": "CL2", "name": "Sri Ratan Debbarma", "phone": "via son Bikram Debbarma 87940xxxxx", "address": "Khowai"},
    {"id": "CL3", "name": "Sri Gopal Chandra Saha", "phone": "94361xxxxx", "address": "Radhakishorepur, Udaipur"},
    {"id": "CL4", "name": "Smt. Anjali Das", "phone": "98629xxxxx", "address": "Jogendranagar, Agartala"},
    {"id": "CL5", "name": "Smt. Puja Nath", "phone": "70059xxxxx", "address": "Ramnagar Road No. 4, Agartala"},
    {"id": "CL6", "name": "Sri Jitendra Tripura", "phone": "94362xxxxx", "address": "Champaknagar, Jirania"},
    {"id": "CL7", "name": "Smt. Sumitra Munda", "phone": "through the union, Durgabari", "address": "Durgabari Tea Estate labour line"},
]


def case(id_, number, judge, title, rep, client, oc, nature, filed, kind, level, court, short, aliases, summary, nxt, listed):
    return {"id": id_, "case_number": number, "judge_id": judge, "title": title, "represents": rep, "client_id": client,
            "opposing_counsel_id": oc, "nature": nature, "filed_on": filed, "kind": kind, "court_level": level,
            "court": court, "short_name": short, "aliases": aliases, "one_line_summary": summary, "next_date": nxt,
            "listed_for_next": listed}


CASES = [
    case("C01", "WP(C) No. 412 of 2025", "J1", "Smt. Rupali Jamatia vs The State of Tripura & Ors.", "petitioner", "CL1", "OC1",
         "writ against termination of a contractual graduate teacher (order dated 28.08.2025)", "2025-10-06", "writ", "High Court",
         JUDGES[0]["court"], "Rupali teacher writ", ["Jamatia writ", "teacher termination WP"],
         "Termination set aside on 14.07.2026; reinstatement in 6 weeks, 50% back wages.", None, "disposed - writ allowed on 14.07.2026"),
    case("C02", "Crl.A.(J) No. 27 of 2025", "J2", "Sri Ratan Debbarma vs The State of Tripura", "appellant", "CL2", "OC2",
         "appeal against conviction u/s 25(1-B)(a) Arms Act (3 years RI, fine Rs. 5,000), Addl. Sessions Judge, Khowai", "2025-08-18",
         "criminal appeal", "High Court", JUDGES[1]["court"], "Ratan Arms Act appeal", ["Debbarma appeal", "Khowai arms case"],
         "Sentence suspended 22.01.2026; argued; judgment on 10.12.2026.", "2026-12-10", "judgment"),
    case("C03", "CRP No. 58 of 2026", "J3", "Sri Gopal Chandra Saha vs Sri Nirmal Saha & Anr.", "petitioner", "CL3", "OC3",
         "revision against the order of 12.01.2026 refusing amendment of plaint in T.S. 33 of 2023 (Civil Judge, Jr. Div., Udaipur)",
         "2026-02-16", "civil revision", "High Court", JUDGES[2]["court"], "Gopal Saha amendment CRP", ["Udaipur amendment revision"],
         "Revision allowed 06.08.2026; amendment allowed on costs Rs. 3,000.", None, "disposed - revision allowed on 06.08.2026"),
    case("C04", "T.S. No. 84 of 2024", "J4", "Smt. Anjali Das vs Sri Haripada Das & Ors.", "plaintiff", "CL4", "OC3",
         "title suit over a homestead plot at Mouja Jogendranagar (declaration of title, permanent injunction)", "2024-07-11",
         "title suit", "Civil Court", JUDGES[3]["court"], "Anjali homestead suit", ["Jogendranagar title suit"],
         "Plaintiff's evidence closed; DW1 cross in part on 17.11.2026.", "2026-12-15", "further cross of DW1"),
    case("C05", "Misc. Case (Maint.) No. 211 of 2025", "J5", "Smt. Puja Nath vs Sri Bappa Nath", "petitioner wife", "CL5", "OC4",
         "maintenance for wife and minor son u/s 144 BNSS (s. 125 CrPC)", "2025-09-04", "maintenance", "Family Court",
         JUDGES[4]["court"], "Puja maintenance", ["Nath maintenance"], "Interim Rs. 8,000 pm; OPW1 cross done; arguments 11.12.2026.",
         "2026-12-11", "arguments"),
    case("C06", "LA Ref. No. 19 of 2024", "J6", "Sri Jitendra Tripura vs The State of Tripura (LA Collector, West Tripura)", "claimant", "CL6", "OC5",
         "reference u/s 64 of the RFCTLARR Act, 2013 for enhancement of compensation (land at Mouja Champaknagar)", "2024-05-20",
         "land acquisition reference", "District Court", JUDGES[5]["court"], "Jitendra LA reference", ["Champaknagar LA ref"],
         "RW1 cross done 05.11.2026; arguments 17.12.2026.", "2026-12-17", "arguments"),
    case("C07", "Gratuity Appeal No. 6 of 2025", "J7", "Smt. Sumitra Munda vs The Manager, Durgabari Tea Estate", "appellant worker", "CL7", "OC6",
         "appeal against the controlling authority's order counting 19 years' service instead of 27", "2025-12-01",
         "gratuity appeal", "Authority", JUDGES[6]["court"], "Sumitra gratuity appeal", ["Durgabari gratuity"],
         "Appeal allowed 13.10.2026: balance Rs. 21,120 with 10% interest.", None, "disposed - appeal allowed on 13.10.2026"),
]
