"""The registry of the Tawang practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Pema Wangchu Thungon",
    "enrolment_no": "AR/0412/2009",
    "chamber_address": "Bar Room No. 3, District Court Complex, Nehru Market Road, Tawang 790104; Itanagar seat: "
                       "Advocates' Association Hall, Itanagar Permanent Bench of the Gauhati High Court, Naharlagun",
    "practice": "District and Sessions Court (West Kameng-Tawang), DC / ADC / EAC courts under the Assam Frontier "
                "(Administration of Justice) Regulation, 1945, JMFC Tawang, Special Court (POCSO), MACT, District "
                "Consumer Commission, land compensation, and the Itanagar Permanent Bench (writs, appeals)",
    "junior": {"name": "Karma Tsering", "enrolment_no": "AR/1190/2027"},
    "juniors": [{"name": "Karma Tsering", "enrolment_no": "AR/1190/2027",
                 "writes": "WhatsApp in Hinglish (Latin letters), short, from the court verandah or Naharlagun",
                 "usually_attends": "Itanagar Permanent Bench mentions, JMFC Tawang when the senior is at Lumla"}],
    "clerk": {"name": "Ram Prasad Yadav", "role": "munshi: keeps the date register (tareekh register) in Devanagari "
                                                 "Hindi, takes dates from the peshkar, sends photos on WhatsApp"},
}

JUDGES = [
    {"id": "J1", "name": "Shri Tage Rinya, IAS", "short": "DC sahab",
     "court": "Court of the Deputy Commissioner, Tawang (civil powers under the Assam Frontier (Administration of "
              "Justice) Regulation, 1945)", "court_hall": "DC Court Hall", "level": "Deputy Commissioner's Court",
     "temperament": "Wants the village council's own record and the Circle Officer's spot report; prefers settlement.",
     "habits": ["calls the Gaon Burah with the council's record", "sends the Circle Officer for spot verification",
                "asks parties whether the Tsopa can settle it"]},
    {"id": "J2", "name": "Ms. Likha Yami", "short": "Yami madam (CJJD-cum-JMFC)",
     "court": "Court of the Civil Judge (Junior Division)-cum-Judicial Magistrate First Class, Tawang",
     "court_hall": "Court No. 2", "level": "Civil Court / Magistrate Court",
     "temperament": "Strict on adjournments; costs.", "habits": ["costs on adjournment", "last opportunity"]},
    {"id": "J3", "name": "Shri Hage Tatum", "short": "DJ sahab (Tatum sir)",
     "court": "Court of the District & Sessions Judge, West Kameng-Tawang, sitting at Tawang; also MACT Tawang",
     "court_hall": "Court No. 1", "level": "District Court",
     "temperament": "Wants officers in person when the State does not comply.",
     "habits": ["summons the officer in person", "asks for an affidavit of funds / compliance"]},
    {"id": "J4", "name": "Shri Tanya Dodum", "short": "ADC Lumla",
     "court": "Court of the Additional Deputy Commissioner, Lumla (land compensation)", "court_hall": "ADC Office",
     "level": "ADC Court", "temperament": "Calls the DLRSO; takes evidence of the Gaon Burah.",
     "habits": ["calls for the DLRSO's report", "records the Gaon Burah's statement"]},
    {"id": "J5", "name": "Smt. Yater Nyodu", "short": "POCSO judge",
     "court": "Special Court (POCSO), Tawang (Addl. Sessions Judge)", "court_hall": "Court No. 3",
     "level": "Sessions Court", "temperament": "Hears the victim's side before bail; wants the case diary.",
     "habits": ["calls for the case diary", "hears the victim's guardian", "bail conditions on staying away"]},
    {"id": "J6", "name": "Hon'ble Mr. Justice Rupam Dutta Baruah", "short": "Baruah J",
     "court": "Gauhati High Court, Itanagar Permanent Bench, Naharlagun, Court No. 2", "court_hall": "Court No. 2",
     "level": "High Court", "temperament": "Impatient with the State's delay.",
     "habits": ["asks for the original file", "costs on the State"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Mr. Nawang Choda", "chamber": "Tawang",
     "style": "For the uncle's branch; relies on the council's decision as final custom.", "tactics": ["custom", "time"]},
    {"id": "OC2", "name": "Mr. Tashi Phuntsok", "chamber": "Tawang", "style": "Landlord's counsel.",
     "tactics": ["sub-letting", "arrears"]},
    {"id": "OC3", "name": "Mr. Bamang Tago, Addl. Govt. Advocate", "chamber": "Govt. Advocate's office, Tawang",
     "style": "Budget not released; seeks time.", "tactics": ["funds awaited"]},
    {"id": "OC4", "name": "Mr. Ranjit Deka", "chamber": "Guwahati / Tawang",
     "style": "For NJC Hydro Power Ltd; disputes classification of the land.", "tactics": ["community land"]},
    {"id": "OC5", "name": "Mr. Abhijit Sarma", "chamber": "Bomdila / Tawang (insurer's panel)",
     "style": "Insurer's defences.", "tactics": ["fake licence", "no permit"]},
    {"id": "OC6", "name": "Ms. Jumli Riba, APP", "chamber": "Prosecution, Tawang", "style": "Seeks time for witnesses.",
     "tactics": ["witness absent"]},
    {"id": "OC7", "name": "Mr. Tabom Bam, Special PP", "chamber": "Tawang", "style": "Opposes bail.", "tactics": []},
    {"id": "OC8", "name": "Mr. Kardak Ete, Sr. Govt. Advocate", "chamber": "Itanagar", "style": "Time for instructions.",
     "tactics": ["instructions awaited"]},
]

CLIENTS = [
    {"id": "CL1", "name": "Lobsang Gombu (through son Sonam Dorjee)", "phone": "94361 20417", "notes": "Monpa family, village Lhou"},
    {"id": "CL2", "name": "Phurpa Tsering (Hotel Gorsam Heights)", "phone": "94362 88130", "notes": "hotelier, monastery road"},
    {"id": "CL3", "name": "M/s Gyamtsho Constructions (Ngawang Gyamtsho)", "phone": "87940 11562", "notes": "road contractor"},
    {"id": "CL4", "name": "Project-affected families of Lumpo (through GB Pema Dondup)", "phone": "94363 50021", "notes": "eleven families"},
    {"id": "CL5", "name": "Dorjee Wangdi", "phone": "70055 41893", "notes": "taxi driver (Tata Sumo)"},
    {"id": "CL6", "name": "Bikram Chhetri (Chhetri Timber Depot, Jang)", "phone": "94025 66718", "notes": "timber trader"},
    {"id": "CL7", "name": "Sonam Tsering (through father Jampa Tsering)", "phone": "89741 30025", "notes": "POCSO bail"},
    {"id": "CL8", "name": "Smt. Nima Drema", "phone": "94368 77204", "notes": "teacher, GHSS Jang"},
]


def case(id_, number, judge, title, rep, client, oc, nature, filed, kind, level, court, short, aliases, summary, nxt, listed):
    return {"id": id_, "case_number": number, "judge_id": judge, "title": title, "represents": rep, "client_id": client,
            "opposing_counsel_id": oc, "nature": nature, "filed_on": filed, "kind": kind, "court_level": level,
            "court": court, "short_name": short, "aliases": aliases, "one_line_summary": summary, "next_date": nxt,
            "listed_for_next": listed}


CASES = [
    case("C01", "Civil Misc. No. 14/2030 (DC Tawang)", "J1", "Lobsang Gombu vs Tsering Dondup & Ors.", "appellant", "CL1", "OC1",
         "appeal against the Lhou village council's decision of 12.05.2030 giving the inherited field at Lhou to the uncle's branch",
         "2030-07-08", "civil misc appeal", "Deputy Commissioner's Court", "Court of the Deputy Commissioner, Tawang",
         "Lhou land (Gombu family)", ["Gombu case", "Lhou council matter", "Sonam's father's case"],
         "Appeal against a village council decision on inherited land; CO's spot report; arguments, orders.", "2031-08-11", "orders"),
    case("C02", "Money & Eviction Suit No. 5 of 2030", "J2", "Karma Wangdi vs Phurpa Tsering", "defendant", "CL2", "OC2",
         "landlord's suit for eviction and arrears of rent (Rs. 6,80,000) of the Hotel Gorsam Heights building on the monastery road",
         "2030-05-14", "civil suit", "Civil Court", "Court of the Civil Judge (Jr. Divn.), Tawang",
         "Gorsam Heights lease", ["hotel case", "Phurpa's case", "Karma Wangdi eviction"],
         "Eviction and arrears suit; rent deposit order; plaintiff's evidence closed; DW1 cross.", "2031-08-05", "DE"),
    case("C03", "Execution Case No. 3 of 2030", "J3", "M/s Gyamtsho Constructions vs State of Arunachal Pradesh (EE, PWD Tawang Division)",
         "decree holder", "CL3", "OC3", "execution of an arbitral award of Rs. 48,76,500 with interest against the works division",
         "2030-07-15", "execution", "District Court", "Court of the District & Sessions Judge, Tawang",
         "Gyamtsho award execution", ["contractor execution", "PWD execution", "Gyamtsho"],
         "Execution of an arbitral award; s. 47 objection rejected; part deposit; EE in person.", "2031-08-12", "EE in person"),
    case("C04", "LA Misc. Case No. 22/2030 (ADC Lumla)", "J4", "Pema Dondup & 10 Ors. vs State of Arunachal Pradesh & NJC Hydro Power Ltd.",
         "petitioners", "CL4", "OC4", "enhancement of land compensation for the Nyamjang Chhu hydro-electric project (Lumpo land)",
         "2030-08-01", "land compensation", "ADC Court", "Court of the Additional Deputy Commissioner, Lumla",
         "Lumpo hydro compensation", ["hydro case", "Nyamjang Chhu", "Lumpo villagers"],
         "Enhanced compensation claim; DLRSO report; GB and Tsopa evidence; developer's valuer.", "2031-08-19", "DE"),
    case("C05", "MAC Case No. 9 of 2030", "J3", "Dorjee Wangdi vs Bijoy Kalita & United India Insurance Co. Ltd.", "claimant", "CL5", "OC5",
         "claim of Rs. 18,50,000 for injuries in a collision with a truck below Sela pass on 14.02.2030",
         "2030-06-20", "MACT", "District Court", "Motor Accident Claims Tribunal, Tawang",
         "Dorjee taxi claim", ["Sela accident", "taxi driver claim", "Dorjee MACT"],
         "MACT claim; insurer pleads fake licence; claimant's evidence closed; insurer's investigator absent.", "2031-08-05", "RE"),
    case("C06", "G.R. Case No. 41 of 2030 (Forest Offence)", "J2", "State (Range Forest Officer, Jang) vs Bikram Chhetri", "accused", "CL6", "OC6",
         "prosecution under ss. 41 and 42 of the Indian Forest Act, 1927 for transit of 38 blue pine logs without a valid pass",
         "2030-04-02", "criminal", "Magistrate Court", "Court of the JMFC, Tawang",
         "Chhetri timber case", ["forest case", "timber case", "Bikram"],
         "Forest offence; discharge rejected; RFO and forest guard examined; seizure witness absent.", "2031-08-05", "PE"),
    case("C07", "Bail Misc. No. 18/2031 in Spl. (POCSO) Case No. 2/2031", "J5", "Sonam Tsering vs State of Arunachal Pradesh",
         "applicant", "CL7", "OC7", "regular bail in a POCSO case (FIR 07/2031, Tawang PS)", "2031-03-06", "bail",
         "Sessions Court", "Special Court (POCSO), Tawang", "Sonam POCSO bail", ["POCSO bail", "Jampa's son"],
         "Bail granted on 28.03.2031 with conditions.", None, "disposed"),
    case("C08", "WP(C) No. 412 of 2030", "J6", "Smt. Nima Drema vs State of Arunachal Pradesh & Ors.", "petitioner", "CL8", "OC8",
         "service writ against the termination of a TGT (Science), GHSS Jang, and for regularisation", "2030-07-30", "writ",
         "High Court", "Gauhati High Court, Itanagar Permanent Bench, Court No. 2", "Nima madam writ",
         ["teacher writ", "Nima Drema", "Jang teacher"],
         "Service writ; affidavit-in-opposition; selection file; costs on State; part heard.", "2031-09-04", "hearing"),
]
