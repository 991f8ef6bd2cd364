"""The registry of the Bhuj practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Paresh Velji Gajra",
    "enrolment_no": "G/1187/2006",
    "chamber_address": "Chamber No. 18, Advocates' Block, District Court Complex, Mundra Road, Bhuj-Kutch 370001; "
                       "office: 'Gajra Niwas', Vaniyawad, Bhuj",
    "practice": "District Court, Bhuj and the courts of Kutch (Civil Judges, Family Court, MACT, Sessions at Bhuj; "
                "JMFC Gandhidham; Sessions at Anjar), now and then the Gujarat High Court at Ahmedabad (Sola)",
    "junior": {"name": "Khushbu Chauhan", "enrolment_no": "G/2291/2022"},
    "juniors": [{"name": "Khushbu Chauhan", "enrolment_no": "G/2291/2022",
                 "writes": "WhatsApp messages in Gujarati written in Latin letters with English, from Gandhidham and Anjar",
                 "usually_attends": "JMFC Gandhidham, Sessions Anjar, mentions and adjournments at Bhuj"}],
    "clerk": {"name": "Kanjibhai Maheshwari", "role": "clerk (karkun): keeps the mudat register in Gujarati script, "
                                                      "takes the next dates from the rojkam and the bench clerk, "
                                                      "sends photos of the register on WhatsApp"},
}

JUDGES = [
    {"id": "J1", "name": "Hon'ble Mr. Justice Devang K. Shroff", "short": "Shroff J",
     "court": "High Court of Gujarat, Ahmedabad, Court No. 11", "court_hall": "Court No. 11", "level": "High Court",
     "temperament": "Interim relief only on conditions; wants the Collector's record on affidavit.",
     "habits": ["puts the petitioner to terms (deposit of arrears) for interim relief",
                "asks the State to place the panchnama / record on affidavit", "permits direct service"]},
    {"id": "J2", "name": "Shri Rajendra M. Parikh", "short": "Parikh saheb (PDJ)",
     "court": "Principal District Judge, Kutch at Bhuj", "court_hall": "Court No. 1", "level": "District Court",
     "temperament": "Calls for the R&P first; costs on the side that is absent.",
     "habits": ["calls for the record and proceedings (R&P) before arguments", "adjournment only on costs"]},
    {"id": "J3", "name": "Smt. Nirali P. Vyas", "short": "Vyas madam (2nd Jt. Civil Judge)",
     "court": "2nd Additional Senior Civil Judge, Bhuj", "court_hall": "Court No. 7", "level": "Civil Court",
     "temperament": "Wants the revenue record before any interim order.",
     "habits": ["asks for the 7/12 extract and the gam nakasho", "fixes short dates on interim applications"]},
    {"id": "J4", "name": "Shri Mahesh B. Raval", "short": "Raval saheb (PSCJ)",
     "court": "Principal Senior Civil Judge, Bhuj", "court_hall": "Court No. 3", "level": "Civil Court",
     "temperament": "Evidence by affidavit, closing pursis, witness summons through court.",
     "habits": ["evidence by affidavit", "insists on a closing pursis", "re-issues witness summons through court"]},
    {"id": "J5", "name": "Shri Kunal S. Chaudhari", "short": "Chaudhari saheb (JMFC)",
     "court": "Judicial Magistrate First Class, Gandhidham", "court_hall": "Court No. 2", "level": "Magistrate Court",
     "temperament": "Warrants when the accused is absent; exemption only on costs.",
     "habits": ["bailable warrant when the accused is absent", "exemption only on costs"]},
    {"id": "J6", "name": "Smt. Hemlata R. Joshi", "short": "Joshi madam (Family Court)",
     "court": "Principal Judge, Family Court, Kutch at Bhuj", "court_hall": "Family Court", "level": "District Court",
     "temperament": "Counsellor first; arrears before she hears the husband.",
     "habits": ["sends parties to the marriage counsellor", "asks for the children's school fee receipts",
                "wants arrears of maintenance paid before hearing the husband"]},
    {"id": "J7", "name": "Shri Pravin L. Solanki", "short": "Solanki saheb (MACT)",
     "court": "Motor Accident Claims Tribunal (Main), Kutch at Bhuj (2nd Additional District Judge)",
     "court_hall": "Court No. 5", "level": "District Court",
     "temperament": "Asks the insurer for a settlement offer at every stage.",
     "habits": ["asks the insurer for an offer", "last chance to the insurer's witnesses"]},
    {"id": "J8", "name": "Shri Tushar V. Dave", "short": "Dave saheb (ASJ Anjar)",
     "court": "Additional Sessions Judge, Anjar", "court_hall": "Court No. 1", "level": "Sessions Court",
     "temperament": "Wants the IO's case diary; bail on conditions of marking presence.",
     "habits": ["calls the IO with the case papers", "bail with a condition to mark presence at the police station"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Mr. Sahil Trivedi, AGP", "chamber": "Government Pleader's office, High Court of Gujarat",
     "style": "Seeks time for instructions from the Collector, Kutch.", "tactics": ["instructions awaited"]},
    {"id": "OC2", "name": "Mr. Vishal Joshi", "chamber": "Gandhidham (panel advocate, Deendayal Port Authority)",
     "style": "Pleads subletting; absent at times.", "tactics": ["subletting", "absent"]},
    {"id": "OC3", "name": "Mr. Hitesh Gor", "chamber": "Bhuj", "style": "For the solar company; takes time at every stage.",
     "tactics": ["time to reply", "time to cross"]},
    {"id": "OC4", "name": "Mr. Amit Dholakia", "chamber": "Bhuj", "style": "For the brother-in-law; seeks time to cross.",
     "tactics": ["time to cross", "will of 2019"]},
    {"id": "OC5", "name": "Mr. B. K. Zala", "chamber": "Bhuj (panel advocate, BHADA)", "style": "Files what the record shows.",
     "tactics": []},
    {"id": "OC6", "name": "Mr. Javed Khatri", "chamber": "Gandhidham", "style": "Security-cheque defence; FSL applications.",
     "tactics": ["security cheque", "FSL", "exemption"]},
    {"id": "OC7", "name": "Mr. Asif Sama", "chamber": "Bhuj", "style": "For the husband; pleads low income.", "tactics": []},
    {"id": "OC8", "name": "Mr. Ketan Maru", "chamber": "Bhuj (panel advocate, insurer)",
     "style": "Contributory negligence; low offers.", "tactics": ["no helmet", "investigator"]},
    {"id": "OC9", "name": "Mr. Dilip Rathod, APP", "chamber": "Sessions Court, Anjar", "style": "Opposes bail on antecedents.",
     "tactics": []},
]

CLIENTS = [
    {"id": "CL1", "name": "Shree Umiya Lavan Udyog, Jangi (through partner Ramjibhai Lakhabhai Koli)", "phone": "98251 3xxxx"},
    {"id": "CL2", "name": "Jay Ambe Timber Mart, Gandhidham (prop. Naresh Dayalal Thakkar)", "phone": "94262 1xxxx"},
    {"id": "CL3", "name": "Jat Haji Ismail Osman (mukhi of the vandh, Bhirandiyara) through son Salim", "phone": "99789 4xxxx"},
    {"id": "CL4", "name": "Gitaben Jayantilal Soni, Bhuj", "phone": "97234 6xxxx"},
    {"id": "CL5", "name": "Shree Khodiyar Roadlines, Gandhidham (prop. Bharatbhai Karsan Ahir)", "phone": "98795 2xxxx"},
    {"id": "CL6", "name": "Zubeda Anwar Kumbhar, Khavda (through brother Iqbal)", "phone": "63521 8xxxx"},
    {"id": "CL7", "name": "Laxmiben Devshi Rabari, Dudhai", "phone": "90999 7xxxx"},
    {"id": "CL8", "name": "Sikandar Juma Sumra (through father Juma Sumra), Anjar", "phone": "96011 5xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "Special Civil Application No. 16427 of 2025", "judge_id": "J1",
     "title": "Shree Umiya Lavan Udyog vs State of Gujarat & 2 Ors.", "represents": "petitioner", "client_id": "CL1",
     "opposing_counsel_id": "OC1", "nature": "writ against the Collector, Kutch's order dated 08.10.2025 cancelling a "
     "salt-pan lease of 50 acres at survey no. 118 paiki, village Jangi, taluka Bhachau (arrears of lease rent and "
     "subletting to agariyas)", "filed_on": "2025-11-24", "kind": "writ", "court_level": "High Court",
     "court": "High Court of Gujarat, Court No. 11", "short_name": "Umiya Lavan salt-pan SCA",
     "aliases": ["salt lease SCA", "Jangi mithu case", "Ramjibhai Koli", "lavan lease"],
     "one_line_summary": "Salt-pan lease cancellation writ; status quo on deposit of arrears; final hearing.",
     "next_date": "2026-12-14", "listed_for_next": "final hearing"},
    {"id": "C02", "case_number": "Civil Misc. Appeal No. 12 of 2026", "judge_id": "J2",
     "title": "Jay Ambe Timber Mart vs Estate Officer, Deendayal Port Authority", "represents": "appellant",
     "client_id": "CL2", "opposing_counsel_id": "OC2", "nature": "appeal u/s 9 of the Public Premises (Eviction of "
     "Unauthorised Occupants) Act, 1971 against the Estate Officer's order dated 19.01.2026 evicting the appellant "
     "from port land plot no. 27, Sector 8, Kandla timber area, and assessing damages of Rs. 9,64,800",
     "filed_on": "2026-02-02", "kind": "appeal", "court_level": "District Court",
     "court": "Principal District Judge, Kutch at Bhuj", "short_name": "Jay Ambe port-land appeal",
     "aliases": ["port land appeal", "Kandla timber plot", "DPA eviction", "Naresh Thakkar"],
     "one_line_summary": "PP Act appeal over Kandla port land; decided 26.10.2026: eviction upheld, damages cut.",
     "next_date": None, "listed_for_next": "disposed - appeal partly allowed on 26.10.2026"},
    {"id": "C03", "case_number": "Regular Civil Suit No. 214 of 2025", "judge_id": "J3",
     "title": "Jat Haji Ismail Osman & 6 Ors. vs Suryarann Energy Pvt. Ltd. & Anr.", "represents": "plaintiffs",
     "client_id": "CL3", "opposing_counsel_id": "OC3", "nature": "suit for permanent injunction by maldharis of the "
     "vandh at Bhirandiyara (Banni) against fencing of gauchar survey no. 44 and demolition of their bhungas",
     "filed_on": "2025-12-16", "kind": "civil suit", "court_level": "Civil Court",
     "court": "2nd Additional Senior Civil Judge, Bhuj", "short_name": "Bhirandiyara vandh suit",
     "aliases": ["vandh case", "Banni maldhari suit", "solar fencing suit", "Haji Ismail"],
     "one_line_summary": "Maldharis' injunction suit against a solar company's fencing; Exh. 5 partly allowed; PE.",
     "next_date": "2026-12-07", "listed_for_next": "court commissioner application Exh. 47 / plaintiffs' evidence"},
    {"id": "C04", "case_number": "Special Civil Suit No. 87 of 2025", "judge_id": "J4",
     "title": "Gitaben Jayantilal Soni vs Bhuj Area Development Authority & Anr.", "represents": "plaintiff",
     "client_id": "CL4", "opposing_counsel_id": "OC4", "nature": "suit for declaration and injunction over "
     "earthquake-rehabilitation plot no. 312, Ravalwadi relocation site, Bhuj, allotted in 2003 to the plaintiff's "
     "late husband in lieu of the house at Sonivad destroyed on 26.01.2001", "filed_on": "2025-10-27",
     "kind": "civil suit", "court_level": "Civil Court", "court": "Principal Senior Civil Judge, Bhuj",
     "short_name": "Gitaben Ravalwadi plot suit", "aliases": ["bhukamp plot", "Ravalwadi plot", "Soni plot case", "BHADA suit"],
     "one_line_summary": "Earthquake-rehabilitation plot dispute with the brother-in-law; plaintiff's evidence closed.",
     "next_date": "2027-01-12", "listed_for_next": "defendant no. 2's evidence"},
    {"id": "C05", "case_number": "Criminal Case No. 3318 of 2025", "judge_id": "J5",
     "title": "Shree Khodiyar Roadlines vs Imran Salim Memon", "represents": "complainant", "client_id": "CL5",
     "opposing_counsel_id": "OC6", "nature": "complaint u/s 138 NI Act, cheque of Rs. 4,86,500 for freight dues "
     "(Mundra-Kandla container trips) dishonoured", "filed_on": "2025-10-16", "kind": "criminal complaint",
     "court_level": "Magistrate Court", "court": "JMFC, Gandhidham", "short_name": "Khodiyar Roadlines cheque case",
     "aliases": ["transport cheque case", "Gandhidham 138", "Imran Memon case", "Bharatbhai cheque"],
     "one_line_summary": "Freight cheque case; accused's FSL application rejected; defence evidence.",
     "next_date": "2026-12-08", "listed_for_next": "defence evidence (DW1 accused)"},
    {"id": "C06", "case_number": "Criminal Misc. Application No. 412 of 2025", "judge_id": "J6",
     "title": "Zubeda Anwar Kumbhar & 2 Ors. vs Anwar Ismail Kumbhar", "represents": "applicants", "client_id": "CL6",
     "opposing_counsel_id": "OC7", "nature": "maintenance u/s 144 BNSS for the wife and two minor children; "
     "interim maintenance Rs. 6,000 p.m.", "filed_on": "2025-10-30", "kind": "family", "court_level": "District Court",
     "court": "Family Court, Kutch at Bhuj", "short_name": "Zubeda maintenance",
     "aliases": ["Khavda maintenance", "bharan poshan case", "Kumbhar maintenance"],
     "one_line_summary": "Wife's maintenance; interim Rs. 6,000 p.m.; arrears; final arguments.",
     "next_date": "2026-12-07", "listed_for_next": "final arguments"},
    {"id": "C07", "case_number": "MACP No. 188 of 2025", "judge_id": "J7",
     "title": "Laxmiben Devshi Rabari & 3 Ors. vs Abdul Rauf Node & 2 Ors.", "represents": "claimants",
     "client_id": "CL7", "opposing_counsel_id": "OC8", "nature": "claim u/s 166 MV Act for the death of Devshi "
     "Rabari, hit by a trailer on the Bhuj-Bhachau highway near Dudhai on 12.08.2025", "filed_on": "2025-11-05",
     "kind": "claim", "court_level": "District Court", "court": "MACT (Main), Kutch at Bhuj",
     "short_name": "Laxmiben MACT", "aliases": ["Dudhai accident claim", "Rabari claim", "trailer case"],
     "one_line_summary": "Death claim; insurer pleads no helmet; offer of Rs. 14.5 lakh declined; insurer's evidence.",
     "next_date": "2027-01-19", "listed_for_next": "respondents' evidence (insurer's investigator)"},
    {"id": "C08", "case_number": "Criminal Misc. Application No. 1187 of 2026", "judge_id": "J8",
     "title": "Sikandar Juma Sumra vs State of Gujarat", "represents": "applicant", "client_id": "CL8",
     "opposing_counsel_id": "OC9", "nature": "regular bail, FIR I.C.R. No. 11993002260318 of 2026, Anjar police station, "
     "u/ss 303(2), 317(2) BNS (copper cable of a windmill)", "filed_on": "2026-07-06", "kind": "bail",
     "court_level": "Sessions Court", "court": "Additional Sessions Judge, Anjar", "short_name": "Sikandar bail",
     "aliases": ["Anjar bail", "windmill cable bail", "Sumra bail"],
     "one_line_summary": "Regular bail in a cable theft case; granted 20.07.2026.", "next_date": None,
     "listed_for_next": "disposed - bail granted on 20.07.2026"},
]
