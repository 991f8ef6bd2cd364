"""The registry of the Silvassa practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Jignesh Ramanlal Desai",
    "enrolment_no": "MAH/2291/2006",
    "chamber_address": "Chamber No. 17, Bar Room Annexe, District and Sessions Court, Silvassa 396230 (Dadra and Nagar "
                       "Haveli and Daman and Diu); Bombay High Court work through a Mumbai correspondent, Fort",
    "practice": "Labour Court and industrial matters, factory-land and revenue matters before the Collector / Dy. "
                "Collector / Mamlatdar, tenancy suits, sessions trials, s. 138 N.I. Act complaints at Silvassa and "
                "Daman; writs in the Bombay High Court",
    "junior": {"name": "Krunal Halpati", "enrolment_no": "MAH/4410/2026"},
    "juniors": [{"name": "Krunal Halpati", "enrolment_no": "MAH/4410/2026",
                 "writes": "WhatsApp in Gujlish/Hinglish (Latin letters), short, from the court corridor",
                 "usually_attends": "JMFC Silvassa, Daman, mentions"}],
    "clerk": {"name": "Kantibhai Dhodi", "role": "munshi: keeps the tarikh register in Gujarati script, photographs "
                                               "the page and sends it on WhatsApp"},
}

JUDGES = [
    {"id": "J1", "name": "Shri Anant R. Kulkarni", "short": "Kulkarni saheb (Labour Court)",
     "court": "Labour Court, Silvassa (Presiding Officer)", "court_hall": "Labour Court", "level": "Tribunal",
     "temperament": "Wants the muster roll and attendance register; affidavit in lieu of chief.",
     "habits": ["calls for the attendance register / muster roll", "costs on the management for time"]},
    {"id": "J2", "name": "Smt. Sneha P. Raut", "short": "Raut madam (JMFC)",
     "court": "Judicial Magistrate First Class, Silvassa, Court No. 2", "court_hall": "Court No. 2",
     "level": "Magistrate Court", "temperament": "Warrants when the accused is absent; last chance orders.",
     "habits": ["bailable warrant when accused absent", "interim compensation u/s 143A"]},
    {"id": "J3", "name": "Shri Rohan V. Deshmukh", "short": "Deshmukh saheb (CJSD)",
     "court": "Civil Judge (Senior Division), Silvassa", "court_hall": "Court No. 3", "level": "Civil Court",
     "temperament": "Deposit of arrears first in tenancy; costs on adjournment.",
     "habits": ["orders deposit of arrears of rent", "costs when counsel absent"]},
    {"id": "J4", "name": "Shri Mahesh K. Bhosale", "short": "Bhosale saheb (PDSJ)",
     "court": "Principal District and Sessions Judge, Silvassa", "court_hall": "Court No. 1", "level": "District Court",
     "temperament": "Wants the witnesses produced; warrants to absent officials.",
     "habits": ["witness warrant to the IO", "notice to SP for production of witnesses"]},
    {"id": "J5", "name": "Hon'ble Mr. Justice Milind N. Sathaye and Hon'ble Ms. Justice Revati K. Joshi",
     "short": "Sathaye-Joshi bench", "court": "Bombay High Court, Court Room No. 42", "court_hall": "Court No. 42",
     "level": "High Court", "temperament": "Wants the Mamlatdar's site report; no coercive steps meanwhile.",
     "habits": ["calls for site inspection report", "last chance to the Administration"]},
    {"id": "J6", "name": "Shri Sanjay Tandel", "short": "Tandel saheb (PW Authority, Daman)",
     "court": "Authority under the Payment of Wages Act (Asst. Labour Commissioner), Daman", "court_hall": "ALC office, Daman",
     "level": "Tribunal", "temperament": "Calls for the wage register.", "habits": ["wage register and muster roll"]},
    {"id": "J7", "name": "Shri Paresh Gamit", "short": "Gamit saheb (Dy. Collector)",
     "court": "Deputy Collector (HQ), Silvassa", "court_hall": "Collectorate, Silvassa", "level": "Revenue Court",
     "temperament": "Calls for the Mamlatdar's record.", "habits": ["calls the mutation record (ferfar)"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Adv. Mehul Trivedi", "chamber": "Vapi", "style": "For factory managements; seeks time, busy at Vapi.",
     "tactics": ["busy at Vapi", "witness not present"]},
    {"id": "OC2", "name": "Adv. Faizal Memon", "chamber": "Silvassa", "style": "For the accused drawer; exemptions.",
     "tactics": ["exemption for the accused", "security cheque defence"]},
    {"id": "OC3", "name": "Adv. Kirit Bhanushali", "chamber": "Silvassa", "style": "For the tenant; absent often.",
     "tactics": ["absent", "time to deposit"]},
    {"id": "OC4", "name": "Ms. Nayana Solanki, APP", "chamber": "Public Prosecutor's office, Silvassa",
     "style": "Seeks time when witnesses do not come.", "tactics": ["witness absent"]},
    {"id": "OC5", "name": "Mr. Hemant Dalvi, counsel for the UT Administration", "chamber": "Mumbai",
     "style": "Instructions from the Collector.", "tactics": ["instructions awaited"]},
    {"id": "OC6", "name": "Adv. Jayesh Rana", "chamber": "Daman", "style": "For the employer.", "tactics": []},
    {"id": "OC7", "name": "Adv. Vishal Mehta", "chamber": "Vapi/Silvassa", "style": "For the builder; time for say.",
     "tactics": ["time for say"]},
]

CLIENTS = [
    {"id": "CL1", "name": "Sukhdev Jannu Gavit (workman), Naroli", "phone": "98250 6xxxx"},
    {"id": "CL2", "name": "M/s Shree Ambika Packaging, Piparia (prop. Bhavesh Shah)", "phone": "97277 1xxxx"},
    {"id": "CL3", "name": "Dineshbhai Mangubhai Dhodia, Kilvani", "phone": "99090 4xxxx"},
    {"id": "CL4", "name": "Kishan Lakhu Varli, Khanvel (through brother Ramu)", "phone": "63540 2xxxx"},
    {"id": "CL5", "name": "M/s Damanganga Alloys Pvt. Ltd., Sayli (director Anand Poddar)", "phone": "98240 9xxxx"},
    {"id": "CL6", "name": "Laxmiben Halpati and 13 other workers of Marwad Textiles, Dabhel", "phone": "90990 7xxxx"},
    {"id": "CL7", "name": "Jamuben Gangji Varli, Dapada", "phone": "70690 3xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "Reference (IDA) No. 14 of 2028", "judge_id": "J1",
     "title": "Sukhdev Jannu Gavit vs M/s Kalpataru Polyfilms Pvt. Ltd.", "represents": "workman", "client_id": "CL1",
     "opposing_counsel_id": "OC1", "nature": "reference u/s 10 Industrial Disputes Act against termination (oral, "
     "15.03.2028) of a machine operator at Masat Industrial Estate; reinstatement with back wages",
     "filed_on": "2028-09-20", "kind": "labour", "court_level": "Tribunal", "court": "Labour Court, Silvassa",
     "short_name": "Gavit termination reference", "aliases": ["Gavit case", "Kalpataru", "Sukhdev labour"],
     "one_line_summary": "Workman's termination reference; both sides' evidence over; written arguments.",
     "next_date": "2030-02-25", "listed_for_next": "arguments"},
    {"id": "C02", "case_number": "SCC (NI) No. 311 of 2028", "judge_id": "J2",
     "title": "M/s Shree Ambika Packaging vs Ramesh Kumar Jain", "represents": "complainant", "client_id": "CL2",
     "opposing_counsel_id": "OC2", "nature": "complaint u/s 138 N.I. Act: cheque of Rs. 4,85,000 dated 10.09.2028 on "
     "Bank of Baroda, Silvassa, returned 'funds insufficient'", "filed_on": "2028-11-02", "kind": "criminal",
     "court_level": "Magistrate Court", "court": "JMFC, Silvassa, Court No. 2", "short_name": "Ambika cheque case",
     "aliases": ["Ambika 138", "Jain cheque", "Bhavesh case"],
     "one_line_summary": "Cheque case; complainant's evidence over, accused's statement recorded; defence evidence.",
     "next_date": "2030-02-14", "listed_for_next": "defence evidence"},
    {"id": "C03", "case_number": "Regular Civil Suit No. 58 of 2028", "judge_id": "J3",
     "title": "Dineshbhai Mangubhai Dhodia vs Shantilal Chauhan", "represents": "plaintiff", "client_id": "CL3",
     "opposing_counsel_id": "OC3", "nature": "suit for eviction of a tenant from a shop at Kilvani Naka and arrears of "
     "rent at Rs. 9,000 a month", "filed_on": "2028-10-11", "kind": "civil", "court_level": "Civil Court",
     "court": "Civil Judge (Senior Division), Silvassa", "short_name": "Kilvani dukan eviction suit",
     "aliases": ["Dinu bhai suit", "Chauhan hardware", "dukan case"],
     "one_line_summary": "Landlord's eviction suit; arrears deposited; plaintiff's evidence closed.",
     "next_date": "2030-02-14", "listed_for_next": "defendant's evidence"},
    {"id": "C04", "case_number": "Sessions Case No. 9 of 2029", "judge_id": "J4",
     "title": "State (Khanvel Police) vs Kishan Lakhu Varli & Anr.", "represents": "accused no. 1", "client_id": "CL4",
     "opposing_counsel_id": "OC4", "nature": "trial u/s 109, 118(2) BNS, FIR No. 31 of 2029, PS Khanvel: attack on "
     "Mahesh Dhodi with an axe handle at a village fair", "filed_on": "2029-03-05", "kind": "criminal",
     "court_level": "District Court", "court": "Principal District and Sessions Judge, Silvassa",
     "short_name": "Kishan Varli sessions trial", "aliases": ["Khanvel case", "Kishan case", "309 wala"],
     "one_line_summary": "Sessions trial; PW1-PW3 over; IO awaited.", "next_date": "2030-02-21",
     "listed_for_next": "prosecution evidence (PW4 IO)"},
    {"id": "C05", "case_number": "Writ Petition No. 4417 of 2029", "judge_id": "J5",
     "title": "M/s Damanganga Alloys Pvt. Ltd. vs Administration of DNH and DD & Ors.", "represents": "petitioner",
     "client_id": "CL5", "opposing_counsel_id": "OC5", "nature": "writ against the Collector's order dated 18.05.2029 "
     "cancelling N.A. permission and resuming industrial land, S. No. 211/1, Sayli, for non-commencement of production",
     "filed_on": "2029-06-20", "kind": "writ", "court_level": "High Court", "court": "Bombay High Court",
     "short_name": "Damanganga NA writ", "aliases": ["Sayli plot writ", "Poddar writ", "HC writ"],
     "one_line_summary": "Writ against resumption of factory land; no coercive steps; final hearing.",
     "next_date": "2030-03-06", "listed_for_next": "final hearing"},
    {"id": "C06", "case_number": "PW Application No. 6 of 2029", "judge_id": "J6",
     "title": "Laxmiben Halpati & 13 Ors. vs M/s Marwad Textiles", "represents": "applicants (workers)",
     "client_id": "CL6", "opposing_counsel_id": "OC6", "nature": "claim u/s 15 Payment of Wages Act for unauthorised "
     "deductions and delayed wages of 14 packers", "filed_on": "2029-02-15", "kind": "labour",
     "court_level": "Tribunal", "court": "Authority under the Payment of Wages Act, Daman",
     "short_name": "Marwad wages claim", "aliases": ["Dabhel ladies case", "Laxmiben claim", "wages Daman"],
     "one_line_summary": "Wages claim of 14 women packers; allowed 11.07.2029.", "next_date": None,
     "listed_for_next": "disposed - claim allowed on 11.07.2029"},
    {"id": "C07", "case_number": "Revenue Appeal No. 22 of 2029", "judge_id": "J7",
     "title": "Jamuben Gangji Varli vs M/s Shivam Realty & Mamlatdar, Silvassa", "represents": "appellant",
     "client_id": "CL7", "opposing_counsel_id": "OC7", "nature": "appeal against mutation entry no. 3318 of village "
     "Dapada (S. No. 114/2) in favour of a builder on a sale of a tribal's land without the Collector's permission",
     "filed_on": "2029-04-25", "kind": "revenue", "court_level": "Revenue Court", "court": "Deputy Collector (HQ), Silvassa",
     "short_name": "Jamuben ferfar appeal", "aliases": ["Dapada appeal", "Jamu ba case", "mutation appeal"],
     "one_line_summary": "Appeal against a builder's mutation on a Varli widow's land; closed for order.",
     "next_date": "2030-02-20", "listed_for_next": "order"},
]
