"""The registry of the Gangtok practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Nirupa Chettri",
    "enrolment_no": "SK/112/2008",
    "chamber_address": "Chamber 7, Lawyers' Block, High Court of Sikkim, Gangtok 737101; home office: Upper Sichey, "
                       "Gangtok",
    "practice": "High Court of Sikkim (writs, criminal appeals, bail) and the district courts of East and South Sikkim "
                "at Gangtok and Namchi: title suits over land, money suits, s. 138 N.I. Act complaints, maintenance",
    "junior": {"name": "Tenzing Namgyal Bhutia", "enrolment_no": "SK/061/2023"},
    "juniors": [{"name": "Tenzing Namgyal Bhutia", "enrolment_no": "SK/061/2023",
                 "writes": "typed .txt notes on the chamber laptop and WhatsApp messages; English with Nepali words "
                           "in Latin letters, abbreviations (ND, adj., PW1), typos",
                 "usually_attends": "the CJM and Civil Judge at Gangtok, mentions in the High Court"}],
    "clerk": {"name": "Dil Bahadur Gurung", "role": "munshi ('Dil dai'): files, takes dates from the peshkar at Namchi "
                                                    "and Gangtok, writes his diary in Nepali (Devanagari) and sends "
                                                    "photos of it on Telegram"},
}

JUDGES = [
    {"id": "J1", "name": "Hon'ble Mr. Justice Dawa Norbu Lachungpa", "short": "Lachungpa J",
     "court": "High Court of Sikkim, Gangtok, Court No. 2", "court_hall": "Court No. 2", "level": "High Court",
     "temperament": "Will not decide a writ on photocopies; wants the State's original file.",
     "habits": ["asks the State to produce the original file", "one last opportunity, then costs",
                "wants a short written synopsis (3 pages) before arguments"]},
    {"id": "J2", "name": "Hon'ble Mr. Justice Sudhir Mani Pradhan and Hon'ble Mrs. Justice Yangchen Tamang (Division Bench)",
     "short": "Criminal DB", "court": "High Court of Sikkim, Gangtok, Court No. 1 (Division Bench, criminal appeals)",
     "court_hall": "Court No. 1", "level": "High Court",
     "temperament": "Asks for the lower court record first; close on the victim's age in POCSO appeals.",
     "habits": ["asks whether the LCR has come before anything else", "sits on Tuesdays for criminal appeals",
                "no adjournment once final hearing begins"]},
    {"id": "J3", "name": "Ms. Deki Ongmu Bhutia", "short": "Civil Judge-cum-JM Namchi",
     "court": "Civil Judge-cum-Judicial Magistrate, South Sikkim at Namchi", "court_hall": "Court Room 1, Namchi",
     "level": "Civil Court", "temperament": "Adjournment only on cost; gives dasti summons.",
     "habits": ["adjournment only with costs (Rs. 500, Rs. 1,000)", "gives dasti summons for witnesses",
                "asks for the original parcha / khatiyan"]},
    {"id": "J4", "name": "Shri Anup Thapa", "short": "Civil Judge Gangtok",
     "court": "Civil Judge, East Sikkim at Gangtok", "court_hall": "Civil Judge's Court, Gangtok", "level": "Civil Court",
     "temperament": "Asks about settlement on every date; wants original ledgers.",
     "habits": ["asks whether the parties have settled", "costs on the defendant for delay"]},
    {"id": "J5", "name": "Smt. Jyoti Kharka", "short": "CJM East",
     "court": "Chief Judicial Magistrate, East Sikkim at Gangtok", "court_hall": "CJM Court, Gangtok",
     "level": "Magistrate Court", "temperament": "Bailable warrant when the accused is absent; records settlement terms "
                                                  "with a default clause.",
     "habits": ["bailable warrant on absence of the accused", "wants the complainant present on every date",
                "hears s. 138 matters on Thursdays"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Mr. Karma Thinlay Bhutia, Ld. Addl. Advocate General", "chamber": "State of Sikkim",
     "style": "Seeks time saying the department has not sent the file.", "tactics": ["file not received from department"]},
    {"id": "OC2", "name": "Mr. Pramod Sharma, Ld. Addl. Public Prosecutor", "chamber": "State of Sikkim (criminal)",
     "style": "Opposes bail on gravity; asks time to reply on age documents.", "tactics": ["time for reply"]},
    {"id": "OC3", "name": "Mr. Bhim Prasad Dahal", "chamber": "Namchi",
     "style": "Files a fresh application on the day of evidence; pleads ill health for adjournment.",
     "tactics": ["fresh application on evidence day", "ill health"]},
    {"id": "OC4", "name": "Mr. Rupesh Gurung", "chamber": "Gangtok",
     "style": "Talks of settlement to get time, then the client does not pay.", "tactics": ["settlement talk"]},
]

CLIENTS = [
    {"id": "CL1", "name": "Pasang Dorjee Bhutia", "phone": "+91 94340 1xxxx",
     "notes": "Proprietor, M/s Yuksom Engineering Works, Class I-A contractor"},
    {"id": "CL2", "name": "Roshan Subba", "phone": "through his brother Anil Subba, +91 96470 3xxxx",
     "notes": "Appellant; in State Central Prison, Rongyek"},
    {"id": "CL3", "name": "Sonam Tshering Lepcha", "phone": "+91 81458 2xxxx",
     "notes": "Plaintiff no. 1, of Lingmoo, South Sikkim; for himself and his two sisters"},
    {"id": "CL4", "name": "Rajesh Pradhan", "phone": "+91 97330 7xxxx",
     "notes": "Proprietor, M/s Himalayan Hardware & Sanitary, Lal Bazaar, Gangtok"},
    {"id": "CL5", "name": "Dechen Wangmo Bhutia", "phone": "+91 70012 4xxxx", "notes": "Runs a homestay at Tadong"},
    {"id": "CL6", "name": "Sarita Rai", "phone": "+91 63633 9xxxx",
     "notes": "Petitioner wife, of Namchi bazaar; for herself and her minor son"},
]

CASES = [
    {"id": "C01", "case_number": "WP(C) No. 47 of 2025", "judge_id": "J1",
     "title": "M/s Yuksom Engineering Works vs State of Sikkim & Ors.", "represents": "petitioner", "client_id": "CL1",
     "opposing_counsel_id": "OC1",
     "nature": "writ against the Roads & Bridges Department's order of 14.08.2025 blacklisting the petitioner for "
               "three years",
     "filed_on": "2025-10-27", "kind": "writ", "court_level": "High Court",
     "court": "High Court of Sikkim, Court No. 2", "short_name": "Yuksom blacklisting writ",
     "aliases": ["Pasang ji writ", "blacklisting case", "WPC 47/25"],
     "one_line_summary": "Blacklisting quashed on 08.09.2026 for want of a show cause on the ground used; liberty "
                         "to the department to proceed afresh.",
     "next_date": None, "listed_for_next": "disposed - writ allowed on 08.09.2026"},
    {"id": "C02", "case_number": "Crl.A. No. 11 of 2025", "judge_id": "J2",
     "title": "Roshan Subba vs State of Sikkim", "represents": "appellant", "client_id": "CL2",
     "opposing_counsel_id": "OC2",
     "nature": "criminal appeal against conviction under s. 6 of the POCSO Act by the Special Judge (POCSO), "
               "Gyalshing (20 years RI); with I.A. No. 02 of 2025 for suspension of sentence and bail",
     "filed_on": "2025-10-14", "kind": "criminal appeal", "court_level": "High Court",
     "court": "High Court of Sikkim, Division Bench, Court No. 1", "short_name": "Subba POCSO appeal",
     "aliases": ["Roshan appeal", "Gyalshing POCSO appeal", "Crl A 11/25"],
     "one_line_summary": "Bail (suspension of sentence) refused 24.02.2026; appeal heard and reserved; judgment "
                         "deferred to 09.12.2026.",
     "next_date": "2026-12-09", "listed_for_next": "pronouncement of judgment"},
    {"id": "C03", "case_number": "Title Suit No. 08 of 2023", "judge_id": "J3",
     "title": "Sonam Tshering Lepcha & Ors. vs Dhan Bahadur Rai", "represents": "plaintiffs", "client_id": "CL3",
     "opposing_counsel_id": "OC3",
     "nature": "declaration of title to plots 1187 and 1188 of Lingmoo block and that the District Collector's "
               "mutation order of 11.06.2012 is void under Revenue Order No. 1 of 1917",
     "filed_on": "2023-03-02", "kind": "civil suit", "court_level": "Civil Court",
     "court": "Civil Judge-cum-Judicial Magistrate, South Sikkim at Namchi", "short_name": "Lingmoo land suit",
     "aliases": ["Lepcha title suit", "Sonam Tshering case", "TS 8/23"],
     "one_line_summary": "Plaintiffs' evidence closed; DW1 cross-examined 20.11.2026; DW2 next.",
     "next_date": "2026-12-18", "listed_for_next": "DW2 evidence"},
    {"id": "C04", "case_number": "Money Suit No. 31 of 2025", "judge_id": "J4",
     "title": "M/s Himalayan Hardware & Sanitary vs M/s Teesta Valley Builders", "represents": "plaintiff",
     "client_id": "CL4", "opposing_counsel_id": "OC4",
     "nature": "recovery of Rs. 7,84,500 for cement, TMT bars and sanitary goods supplied on credit, with interest",
     "filed_on": "2025-06-18", "kind": "civil suit", "court_level": "Civil Court",
     "court": "Civil Judge, East Sikkim at Gangtok", "short_name": "Himalayan Hardware money suit",
     "aliases": ["hardware suit", "Pradhan ji money suit", "Teesta Valley suit"],
     "one_line_summary": "Evidence of both sides over; arguments on 11.12.2026.",
     "next_date": "2026-12-11", "listed_for_next": "arguments"},
    {"id": "C05", "case_number": "Crl. Case No. 112 of 2025", "judge_id": "J5",
     "title": "Dechen Wangmo Bhutia vs Suraj Gurung", "represents": "complainant", "client_id": "CL5",
     "opposing_counsel_id": "OC4",
     "nature": "complaint under s. 138 N.I. Act: cheque no. 218836 for Rs. 3,50,000 dishonoured (funds insufficient)",
     "filed_on": "2025-08-30", "kind": "criminal complaint", "court_level": "Magistrate Court",
     "court": "Chief Judicial Magistrate, East Sikkim at Gangtok", "short_name": "Dechen cheque case",
     "aliases": ["Dechen's 138", "Suraj Gurung cheque case", "138 Gangtok"],
     "one_line_summary": "Settlement of April broke down after one payment; evidence over; arguments in part.",
     "next_date": "2026-12-07", "listed_for_next": "further arguments"},
    {"id": "C06", "case_number": "Maint. Petition No. 06 of 2025", "judge_id": "J3",
     "title": "Sarita Rai & Anr. vs Bijay Kumar Sharma", "represents": "petitioners (wife and minor son)",
     "client_id": "CL6", "opposing_counsel_id": "OC3",
     "nature": "maintenance under s. 144 BNSS for the wife and minor son",
     "filed_on": "2025-09-15", "kind": "maintenance", "court_level": "Magistrate Court",
     "court": "Civil Judge-cum-Judicial Magistrate, South Sikkim at Namchi", "short_name": "Sarita maintenance",
     "aliases": ["Sarita's case", "Namchi maintenance", "MP 6/25"],
     "one_line_summary": "Allowed 20.11.2026: Rs. 8,000 to the wife and Rs. 5,000 to the son per month from "
                         "15.09.2025.",
     "next_date": None, "listed_for_next": "disposed - petition allowed on 20.11.2026"},
]
