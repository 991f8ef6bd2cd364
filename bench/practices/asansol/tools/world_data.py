"""The registry of the Asansol practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Partha Sarathi Banerjee",
    "enrolment_no": "WB/1123/2003",
    "chamber_address": "Bar Library Building, Room 7, Asansol District Court, Court More, Asansol 713304; "
                       "Durgapur: City Centre chamber (Sat by appointment); Calcutta: through Adv. Rajarshi Bose, Old Post Office Street",
    "practice": "Calcutta High Court (writs), District Court Asansol (civil, CJM, ADJ), Labour Court, Durgapur courts "
                "(MACT, magistrates): coal-belt land, labour, s. 138 NI Act, tenancy, accident claims",
    "junior": {"name": "Rimpa Sen", "enrolment_no": "WB/2411/2024"},
    "juniors": [{"name": "Rimpa Sen", "enrolment_no": "WB/2411/2024",
                 "writes": "WhatsApp in Banglish (Bengali in Latin letters) with English, short",
                 "usually_attends": "JM 3rd Court Asansol, Labour Court, MACT Durgapur"}],
    "clerk": {"name": "Haradhan Mondal", "role": "muhurir: keeps the date register (khata) in Bengali script, "
                                                 "takes dates from the peshkar, photographs the page"},
}

JUDGES = [
    {"id": "J1", "name": "Hon'ble Justice Sabyasachi Dasgupta", "short": "Dasgupta J",
     "court": "Calcutta High Court, Court No. 17 (writ)", "court_hall": "Court No. 17", "level": "High Court",
     "temperament": "Wants the expert body's report before anything; short with the coal company's delays.",
     "habits": ["calls for a joint inspection (ADDA / DGMS)", "last chance to file affidavit-in-opposition",
                "asks for the list of affected families"]},
    {"id": "J2", "name": "Sri Amitava Ghoshal", "short": "Ghoshal sir (Labour Court)",
     "court": "Labour Court, Asansol", "court_hall": "Labour Court", "level": "Tribunal",
     "temperament": "Pushes for settlement; wants muster rolls and wage registers.",
     "habits": ["calls for the muster roll / wage register", "asks about settlement", "costs on the management"]},
    {"id": "J3", "name": "Smt. Papiya Chakraborty", "short": "JM 3rd Court madam",
     "court": "Judicial Magistrate, 3rd Court, Asansol", "court_hall": "JM 3rd Court", "level": "Magistrate Court",
     "temperament": "Exemptions allowed grudgingly; interim compensation u/s 143A.",
     "habits": ["exemption with warning", "last chance", "interim compensation u/s 143A"]},
    {"id": "J4", "name": "Sri Nilanjan Bhattacharya", "short": "CJM saheb",
     "court": "Chief Judicial Magistrate, Asansol", "court_hall": "CJM Court", "level": "Magistrate Court",
     "temperament": "Calls for the case diary and the IO's report.", "habits": ["calls for CD", "IO report on seizure"]},
    {"id": "J5", "name": "Smt. Moumita Saha", "short": "Civil Judge 1st Court madam",
     "court": "Civil Judge (Junior Division), 1st Court, Asansol", "court_hall": "CJJD 1st Court",
     "level": "Civil Court", "temperament": "Strict on rent deposit under the WBPT Act; costs.",
     "habits": ["rent deposit u/s 7", "costs on adjournment"]},
    {"id": "J6", "name": "Sri Tapas Kumar Pal", "short": "Pal saheb (MACT)",
     "court": "ADJ 2nd Court, Durgapur (MACT)", "court_hall": "ADJ 2nd Court", "level": "District Court",
     "temperament": "Wants income proof and the DAR.", "habits": ["calls for DAR", "asks for income proof"]},
    {"id": "J7", "name": "Sri Kaushik Roy", "short": "ADJ 3rd Court",
     "court": "Additional District & Sessions Judge, 3rd Court, Asansol", "court_hall": "ADJ 3rd Court",
     "level": "District Court", "temperament": "Calls for the CD before bail.", "habits": ["CD first"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Mr. Anirban Lahiri", "chamber": "Calcutta (for Damodar Coalfields Ltd.)",
     "style": "Seeks time for instructions from the company's Sanctoria headquarters.", "tactics": ["instructions awaited"]},
    {"id": "OC2", "name": "Mr. Subrata Dutta", "chamber": "Durgapur (for the management)",
     "style": "Management witness unavailable; says the workers are the contractor's men.", "tactics": ["witness unavailable"]},
    {"id": "OC3", "name": "Mr. Sanjay Jha", "chamber": "Asansol (for the accused drawer)",
     "style": "Exemption petitions for the accused.", "tactics": ["exemption"]},
    {"id": "OC4", "name": "Sri Gour Chandra Kundu, APP", "chamber": "CJM Court, Asansol", "style": "For the State.", "tactics": []},
    {"id": "OC5", "name": "Md. Shahid Ansari", "chamber": "Asansol (for the tenant)", "style": "Adjournments on health.",
     "tactics": ["unwell"]},
    {"id": "OC6", "name": "Mr. Prasenjit Nag", "chamber": "Durgapur (insurer's panel)", "style": "Fake licence defence.",
     "tactics": ["licence"]},
    {"id": "OC7", "name": "Sri Tarun Kanti Maji, Addl. PP", "chamber": "ADJ Courts, Asansol", "style": "Opposes bail.",
     "tactics": []},
]

CLIENTS = [
    {"id": "CL1", "name": "Sukumar Bauri and 22 others, residents of Harishpur (Jamuria)", "phone": "94340 6xxxx"},
    {"id": "CL2", "name": "Durgapur Thika Shramik Union (secy. Sanatan Bauri)", "phone": "98320 1xxxx"},
    {"id": "CL3", "name": "Maa Tara Steel Traders (prop. Bikash Agarwal)", "phone": "93331 4xxxx"},
    {"id": "CL4", "name": "Budhan Hansda s/o late Mangal Hansda, Kenda", "phone": "79080 2xxxx"},
    {"id": "CL5", "name": "Smt. Kalyani Chatterjee", "phone": "94745 8xxxx"},
    {"id": "CL6", "name": "Sumitra Majhi w/o late Dulal Majhi, Andal", "phone": "62970 3xxxx"},
]


def case(id_, number, judge, title, rep, client, oc, nature, filed, kind, level, court, short, aliases, summary, nxt, listed):
    return {"id": id_, "case_number": number, "judge_id": judge, "title": title, "represents": rep, "client_id": client,
            "opposing_counsel_id": oc, "nature": nature, "filed_on": filed, "kind": kind, "court_level": level,
            "court": court, "short_name": short, "aliases": aliases, "one_line_summary": summary, "next_date": nxt,
            "listed_for_next": listed}


CASES = [
    case("C01", "WPA 14327 of 2026", "J1", "Sukumar Bauri & Ors. vs Damodar Coalfields Ltd. & Ors.", "petitioner", "CL1",
         "OC1", "writ for compensation and rehabilitation for houses damaged by land subsidence at Harishpur, Jamuria",
         "2026-11-24", "writ", "High Court", "Calcutta High Court, Court No. 17", "Harishpur subsidence writ",
         ["Harishpur", "dhas case", "subsidence writ", "DCL writ"], "Subsidence writ; joint inspection; 23 houses damaged.",
         "2028-01-11", "hearing"),
    case("C02", "Case No. VIII-32/2026", "J2", "Durgapur Thika Shramik Union vs Bharat Alloy Castings Pvt. Ltd.",
         "workmen (union)", "CL2", "OC2", "industrial dispute referred u/s 10 ID Act: termination of 41 contract workers",
         "2026-08-28", "industrial dispute", "Tribunal", "Labour Court, Asansol", "Bharat Alloy contract workers",
         ["thika case", "union case", "Bharat Alloy", "labour court case"], "Union's reference; MW1 under cross.",
         "2027-12-16", "management evidence (cross of MW1)"),
    case("C03", "C-1184/2026", "J3", "Maa Tara Steel Traders vs Rajib Mondal", "complainant", "CL3", "OC3",
         "complaint u/s 138 NI Act, cheque of Rs. 6,40,000 (TMT bars supplied)", "2026-10-14", "criminal complaint",
         "Magistrate Court", "Judicial Magistrate, 3rd Court, Asansol", "Bikash cheque case",
         ["Maa Tara", "Rajib Mondal", "138 case", "rod er case"], "s. 138 case; 143A compensation; defence evidence.",
         "2027-12-21", "defence evidence"),
    case("C04", "G.R. Case No. 1876/2026", "J4", "State vs Sambhu Rewani & Ors. (Jamuria PS Case No. 212/2026)",
         "accused no. 2 (Budhan Hansda)", "CL4", "OC4",
         "illegal coal mining / theft of coal u/s 303(2), 317(2) BNS and s. 21 MMDR Act; tractor seized", "2026-10-27",
         "criminal", "Magistrate Court", "Chief Judicial Magistrate, Asansol", "Budhan coal case",
         ["Jamuria coal case", "Budhan", "koyla case", "GR case"], "Coal case; tractor on zimma; discharge petition.",
         "2027-12-14", "hearing on discharge petition"),
    case("C05", "Title Suit (Eviction) No. 27/2026", "J5", "Smt. Kalyani Chatterjee vs Md. Irfan Ansari", "plaintiff",
         "CL5", "OC5", "eviction of a shop-room tenant under the West Bengal Premises Tenancy Act, 1997 (default and "
         "reasonable requirement)", "2026-10-12", "civil suit", "Civil Court",
         "Civil Judge (Junior Division), 1st Court, Asansol", "Kalyani eviction suit",
         ["Kalyani", "Irfan", "dokan ghar", "eviction suit", "GT Road shop"], "Eviction suit; PE closed; DE next.",
         "2028-01-07", "defendant's evidence"),
    case("C06", "MAC Case No. 88/2026", "J6", "Sumitra Majhi & Ors. vs Santosh Roadlines & Anr.", "claimants", "CL6",
         "OC6", "claim u/s 166 MV Act for the death of Dulal Majhi (dumper accident, NH-19, Andal More, 19.07.2026)",
         "2026-11-30", "MACT", "District Court", "ADJ 2nd Court, Durgapur (MACT)", "Sumitra MACT",
         ["Dulal accident", "Andal dumper", "MAC case", "Sumitra"], "Death claim; insurer's licence defence; arguments.",
         "2027-12-17", "arguments"),
    case("C07", "Crl. Misc. Case No. 2291/2026", "J7", "Budhan Hansda vs State of West Bengal", "petitioner", "CL4",
         "OC7", "bail u/s 483 BNSS in Jamuria PS Case No. 212/2026", "2026-12-19", "bail", "District Court",
         "ADJ 3rd Court, Asansol", "Budhan bail", ["Budhan bail", "ADJ bail"],
         "Bail granted 12.01.2027.", None, "disposed - bail granted on 12.01.2027"),
]
