"""The registry of the Mangaluru practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Shreyas Bangera",
    "enrolment_no": "KAR/2214/2008",
    "chamber_address": "1st floor, Canara Towers, Balmatta Road, Mangaluru 575001",
    "practice": "High Court of Karnataka (by video link from Mangaluru: RFA, Crl.P., WP) and the Mangaluru courts: "
                "civil suits (Aliyasantana kutumba property), s. 138 N.I. Act, consumer commission, bail",
    "junior": {"name": "Nishmitha Salian", "enrolment_no": "KAR/5519/2023"},
    "juniors": [{"name": "Nishmitha Salian", "enrolment_no": "KAR/5519/2023",
                 "writes": "WhatsApp messages from court, English with Tulu/Kannada words in Latin letters",
                 "usually_attends": "JMFC courts, the consumer commission, the Sessions Court"}],
    "clerk": {"name": "Dinakar Poojary", "role": "clerk: filing, diary numbers, takes dates from the bench clerk; "
                                                "writes Kannada in script with Kannada digits"},
}

JUDGES = [
    {"id": "J1", "name": "Hon'ble Mr. Justice K. Venkatesh Hegde", "short": "Hegde J", "court": "High Court of Karnataka at Bengaluru, Court Hall 9 (video conference)",
     "court_hall": "CH 9", "level": "High Court", "temperament": "Wants a short synopsis and list of dates; pushes mediation.",
     "habits": ["asks for a synopsis and list of dates", "refers to mediation", "costs on the last chance"]},
    {"id": "J2", "name": "Hon'ble Mrs. Justice M. Sharada Nayak", "short": "Sharada Nayak J", "court": "High Court of Karnataka at Bengaluru, Court Hall 17 (video conference)",
     "court_hall": "CH 17", "level": "High Court", "temperament": "Sees civil disputes dressed as criminal cases; asks about settlement.",
     "habits": ["extends interim stay", "asks if the parties can settle"]},
    {"id": "J3", "name": "Hon'ble Mr. Justice S. R. Gowda", "short": "Gowda J", "court": "High Court of Karnataka at Bengaluru, Court Hall 5 (video conference)",
     "court_hall": "CH 5", "level": "High Court", "temperament": "Calls for the original file.",
     "habits": ["wants the original file", "costs on the State/authority"]},
    {"id": "J4", "name": "Sri Manjunath Acharya", "short": "II Addl. SCJ", "court": "II Additional Senior Civil Judge, Mangaluru",
     "court_hall": "II Addl. SCJ court", "level": "Civil Court", "temperament": "Adjourns only on costs.", "habits": ["costs on adjournment"]},
    {"id": "J5", "name": "Smt. Shruthi Rao", "short": "JMFC III", "court": "III JMFC Court, Mangaluru",
     "court_hall": "III JMFC", "level": "Magistrate Court", "temperament": "Strict about accused's presence.", "habits": ["NBW on absence"]},
    {"id": "J6", "name": "Sri Shivaram Adiga", "short": "President, DCDRC", "court": "District Consumer Disputes Redressal Commission, Dakshina Kannada, Mangaluru",
     "court_hall": "Commission", "level": "Consumer Commission", "temperament": "Goes by expert opinion.", "habits": ["refers records to a medical board"]},
    {"id": "J7", "name": "Sri K. Raghavendra Rao", "short": "PDJ", "court": "Principal District and Sessions Judge, Dakshina Kannada, Mangaluru",
     "court_hall": "PDJ court", "level": "Sessions Court", "temperament": "Quick bail orders with conditions.", "habits": ["attendance at the police station as a condition"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Mr. Clement D'Souza", "chamber": "Hampankatta, Mangaluru",
     "style": "Seeks time; says settlement talks are on or that he is in the High Court.", "tactics": ["settlement talks", "engaged elsewhere"]},
    {"id": "OC2", "name": "Smt. Kavya B., Ld. HCGP", "chamber": "State", "style": "Seeks time for the IO's report.", "tactics": ["IO report awaited"]},
    {"id": "OC3", "name": "Mr. Nitin Pai, standing counsel", "chamber": "New Mangalore Port Authority",
     "style": "Files memos that a policy decision is pending.", "tactics": ["policy decision pending"]},
    {"id": "OC4", "name": "Mr. Abdul Rahiman Kudroli", "chamber": "Mangaluru / Udupi", "style": "Sends junior; engaged at Udupi.", "tactics": ["engaged in Udupi court"]},
    {"id": "OC5", "name": "Ms. Deepa Kamath", "chamber": "for the hospital", "style": "Wants expert opinion.", "tactics": ["expert opinion"]},
    {"id": "OC6", "name": "Sri Harish Rai, Public Prosecutor", "chamber": "State", "style": "Opposes bail on antecedents.", "tactics": ["previous case"]},
    {"id": "OC7", "name": "Mr. B. Ibrahim", "chamber": "Mangaluru", "style": "For the de facto complainant; talks compromise.", "tactics": ["compromise"]},
]

CLIENTS = [
    {"id": "CL1", "name": "Sadananda Bangera", "type": "boat owner, Bengre", "note": "calls the lawyer 'Shreyas anna'; not related"},
    {"id": "CL2", "name": "Gurudath Kamath", "type": "cashew exporter, Kulai", "note": ""},
    {"id": "CL3", "name": "Salian Marine Services (prop. Jayaram Salian)", "type": "stevedoring licensee, Panambur", "note": ""},
    {"id": "CL4", "name": "Vasanthi Bhandary", "type": "plaintiff, Kotekar; member of the Bhandary kutumba", "note": "son Harshith attends"},
    {"id": "CL5", "name": "Praveen Rai", "type": "marine engine dealer, Bunder", "note": ""},
    {"id": "CL6", "name": "Leela Poojary", "type": "retired teacher, Surathkal", "note": "daughter Sowmya calls"},
    {"id": "CL7", "name": "Ismail Beary", "type": "driver, Farangipete", "note": "brother Haris pays fees"},
]


def case(id_, number, judge, title, rep, client, oc, nature, filed, kind, level, court, short, aliases, summary, nxt, listed):
    return {"id": id_, "case_number": number, "judge_id": judge, "title": title, "represents": rep, "client_id": client,
            "opposing_counsel_id": oc, "nature": nature, "filed_on": filed, "kind": kind, "court_level": level,
            "court": court, "short_name": short, "aliases": aliases, "one_line_summary": summary,
            "next_date": nxt, "listed_for_next": listed}


CASES = [
    case("C01", "R.F.A. No. 1422 of 2024", "J1", "Sadananda Bangera vs Raymond Pinto & Anr.", "appellant", "CL1", "OC1",
         "first appeal against the dismissal of O.S. 58/2019 (Senior Civil Judge, Mangaluru) for a 1/3 share in the trawler 'Sri Durga Parameshwari' and accounts",
         "2024-09-11", "appeal", "High Court", "High Court of Karnataka, CH 9 (VC)", "Bangera boat appeal",
         ["boat share appeal", "Durga Parameshwari boat"], "Mediation failed; IA for additional evidence allowed in part; final hearing next.",
         "2026-12-14", "final hearing"),
    case("C02", "Crl.P. No. 8815 of 2025", "J2", "Gurudath Kamath vs State of Karnataka by Urwa Police & Anr.", "petitioner", "CL2", "OC2",
         "petition u/s 528 BNSS to quash C.C. on a cheating charge over a cashew consignment (complainant Mohammed Haneef)",
         "2025-12-01", "criminal_petition", "High Court", "High Court of Karnataka, CH 17 (VC)", "Kamath quash petition",
         ["Kamath quashing", "cashew case"], "Interim stay; arguments concluded; order listed.", "2026-12-10", "orders"),
    case("C03", "W.P. No. 20417 of 2025", "J3", "Salian Marine Services vs New Mangalore Port Authority & Anr.", "petitioner", "CL3", "OC3",
         "writ against cancellation of stevedoring licence", "2025-11-28", "writ", "High Court", "High Court of Karnataka, CH 5 (VC)",
         "Salian port writ", ["port licence writ", "NMPA writ"], "Allowed 16.11.2026; fresh hearing in 6 weeks.", None,
         "disposed - writ allowed on 16.11.2026"),
    case("C04", "O.S. No. 312 of 2024", "J4", "Vasanthi Bhandary vs Sanjeeva Bhandary & Ors.", "plaintiff", "CL4", "OC4",
         "declaration that the coconut garden Sy. No. 87/2A, Kotekar village, is kutumba property under the Aliyasantana custom, and injunction",
         "2024-06-20", "civil_suit", "Civil Court", "II Addl. Senior Civil Judge, Mangaluru", "Bhandary coconut garden suit",
         ["tota suit", "Kotekar garden"], "Plaintiff evidence closed; DW1 cross done.", "2026-12-16", "DW2 evidence"),
    case("C05", "C.C. No. 2291 of 2025", "J5", "Praveen Rai vs Wilfred Lobo", "complainant", "CL5", "OC1",
         "s. 138 N.I. Act, cheque Rs. 4,75,000 dishonoured", "2025-08-30", "cheque_bounce", "Magistrate Court", "III JMFC, Mangaluru",
         "Rai cheque case", ["Lobo 138", "engine cheque"], "DW1 examined; arguments next.", "2026-12-17", "arguments"),
    case("C06", "C.C. No. 144 of 2025", "J6", "Leela Poojary vs Sea View Multispeciality Hospital & Anr.", "complainant", "CL6", "OC5",
         "medical negligence in a knee replacement; Rs. 18,00,000 claimed", "2025-10-14", "consumer", "Consumer Commission",
         "DCDRC Dakshina Kannada", "Leela akka hospital complaint", ["Sea View complaint", "knee case"],
         "Medical board opinion received; written arguments due.", "2026-12-09", "written arguments"),
    case("C07", "Crl.Misc. No. 1876 of 2026", "J7", "Ismail Beary vs State of Karnataka by Bantwal Rural Police", "petitioner", "CL7", "OC6",
         "regular bail; Cr. No. 112/2026 under the Karnataka Prevention of Slaughter and Preservation of Cattle Act, 2020",
         "2026-09-18", "bail", "Sessions Court", "Principal District and Sessions Judge, Mangaluru", "Ismail bail",
         ["cattle case bail", "Bantwal bail"], "Bail granted 29.09.2026.", None, "disposed - bail granted on 29.09.2026"),
]
