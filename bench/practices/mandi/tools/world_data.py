"""The registry of the Mandi practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Yogesh Kumar Sharma",
    "enrolment_no": "HP/412/2006",
    "chamber_address": "Chamber No. 27, Advocates' Chambers, District Courts Complex, Mandi 175001 (H.P.); "
                       "at Shimla: sits in the chamber of Sh. R.K. Chauhan, Advocate, near the High Court",
    "practice": "District and Sessions Court Mandi, civil courts at Mandi, Sundernagar and Jogindernagar, MACT Mandi, "
                "revenue courts (Tehsildar / SDM / Collector) and forest eviction proceedings; bail and writs at the "
                "High Court of Himachal Pradesh, Shimla",
    "junior": {"name": "Ankita Thakur", "enrolment_no": "HP/1893/2025"},
    "juniors": [{"name": "Ankita Thakur", "enrolment_no": "HP/1893/2025",
                 "writes": "WhatsApp in Hinglish with Mandeali words (Latin letters), from Sundernagar and Jogindernagar",
                 "usually_attends": "Civil Judge Sundernagar, Civil Judge Jogindernagar, DFO's court Sundernagar"}],
    "clerk": {"name": "Dile Ram", "role": "munshi: keeps the date register (tareekh register) in Devanagari Hindi, "
                                         "takes dates from the reader and the revenue court's naib-nazir, photographs the page"},
}

JUDGES = [
    {"id": "J1", "name": "Hon'ble Mr. Justice Sandeep Thakur", "short": "Thakur J",
     "court": "High Court of Himachal Pradesh, Shimla, Court No. 3", "court_hall": "Court No. 3", "level": "High Court",
     "temperament": "NDPS bail: FSL report, s. 52-A compliance and criminal antecedents first.",
     "habits": ["asks for the FSL report", "asks whether the s. 52-A inventory was certified by a magistrate",
                "asks for the petitioner's antecedents in the status report"]},
    {"id": "J2", "name": "Sh. Ajay Kumar Guleria", "short": "Guleria sahab (District Judge)",
     "court": "District and Sessions Judge, Mandi; also Motor Accident Claims Tribunal-I, Mandi",
     "court_hall": "Court of District Judge", "level": "District Court",
     "temperament": "Wants parties in person; pushes settlement through the Lok Adalat; closes evidence by order.",
     "habits": ["sends matters to mediation / Lok Adalat", "asks for the parties in person",
                "closes evidence by order when witnesses are not produced"]},
    {"id": "J3", "name": "Ms. Shalini Kaundal", "short": "Kaundal madam (CJSD Jogindernagar)",
     "court": "Civil Judge (Senior Division), Jogindernagar", "court_hall": "Court of Civil Judge (Sr. Div.)",
     "level": "Civil Court", "temperament": "Costs on adjournments; appoints local commissioners.",
     "habits": ["adjournment only on costs", "appoints a local commissioner for spot inspection"]},
    {"id": "J4", "name": "Sh. Abhishek Rana", "short": "Rana sahab (CJJD Sundernagar)",
     "court": "Civil Judge (Junior Division), Court No. 2, Sundernagar", "court_hall": "Court No. 2", "level": "Civil Court",
     "temperament": "Revenue record first: wants the jamabandi, the tatima and the wajib-ul-arz.",
     "habits": ["asks for the wajib-ul-arz / riwaj-i-abpashi entry", "asks for the patwari as a witness"]},
    {"id": "J5", "name": "Sh. Tilak Raj Negi", "short": "Negi sahab (AC-I / Tehsildar Sadar)",
     "court": "Assistant Collector 1st Grade (Tehsildar), Sadar Mandi", "court_hall": "Tehsil court, Sadar Mandi",
     "level": "Revenue Court", "temperament": "Moves on the patwari's and kanungo's reports.",
     "habits": ["calls for the patwari's report", "prepares the naksha bey himself"]},
    {"id": "J6", "name": "Sh. Prem Lal Thakur", "short": "DFO sahab (Collector, Suket)",
     "court": "Divisional Forest Officer-cum-Collector under the H.P. Public Premises and Land Act, Suket Forest Division, Sundernagar",
     "court_hall": "DFO office, Sundernagar", "level": "Revenue Court",
     "temperament": "Wants the demarcation report; reluctant to adjourn.", "habits": ["orders demarcation by the revenue staff"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Sh. Yashpal Rana", "chamber": "Mandi (panel counsel, insurer)",
     "style": "Insurer's defences: route permit, overloading, driver's licence.", "tactics": ["route permit", "overloading"]},
    {"id": "OC2", "name": "Sh. Anil Katoch", "chamber": "Mandi / Jogindernagar (for the hydro company)",
     "style": "Seeks time for instructions from the company's corporate office.", "tactics": ["instructions from Noida office"]},
    {"id": "OC3", "name": "Sh. Hem Singh Thakur", "chamber": "Mandi",
     "style": "For the other co-sharers; objects to every naksha bey.", "tactics": ["objections to mode of partition"]},
    {"id": "OC4", "name": "Sh. Kishori Lal Verma", "chamber": "Sundernagar",
     "style": "For the defendants in the kuhl suit; adjournments on illness.", "tactics": ["counsel unwell"]},
    {"id": "OC5", "name": "Ms. Nidhi Sharma, Addl. A.G. H.P.", "chamber": "AG office, Shimla", "style": "State in bail.",
     "tactics": ["FSL awaited"]},
    {"id": "OC6", "name": "Sh. Om Prakash, Range Forest Officer, Suket (presenting officer)", "chamber": "Forest Department",
     "style": "Presents the Forest Department's case.", "tactics": ["demarcation"]},
    {"id": "OC7", "name": "Ms. Kiran Thakur", "chamber": "Mandi", "style": "For the wife.", "tactics": ["maintenance arrears"]},
]

CLIENTS = [
    {"id": "CL1", "name": "Reena Devi w/o late Hem Raj, village Jhiri, Tehsil Sadar Mandi", "phone": "98160 3xxxx"},
    {"id": "CL2", "name": "Dhani Ram s/o Jhabe Ram and 6 others, village Dhelu, Tehsil Jogindernagar", "phone": "94180 6xxxx"},
    {"id": "CL3", "name": "Tirth Ram s/o Mehar Chand, Mohal Kotli, Tehsil Sadar", "phone": "98057 2xxxx"},
    {"id": "CL4", "name": "Lekh Raj s/o Bali Ram, village Chambi, Tehsil Sundernagar", "phone": "70182 4xxxx"},
    {"id": "CL5", "name": "Dinesh Kumar @ Dinu s/o Kapoor Singh, village Thachi, Tehsil Balh (through mother Bimla Devi)", "phone": "88940 1xxxx"},
    {"id": "CL6", "name": "Roop Lal s/o Gian Chand, village Kandha, Tehsil Sundernagar", "phone": "94595 0xxxx"},
    {"id": "CL7", "name": "Rajesh Kumar s/o Hari Singh, Paddal, Mandi", "phone": "98171 7xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "MAC Petition No. 47 of 2028", "judge_id": "J2",
     "title": "Reena Devi & Ors. vs Sanjay Kumar & Ors.", "represents": "claimants", "client_id": "CL1",
     "opposing_counsel_id": "OC1", "nature": "claim petition u/s 166 MV Act for the death of Hem Raj (42), passenger in "
     "bus HP-65-xxxx of Shiv Shakti Travels that fell into the gorge near Jhiri on the Kiratpur-Manali highway on 09.11.2027",
     "filed_on": "2028-02-14", "kind": "claim", "court_level": "District Court", "court": "MACT-I, Mandi",
     "short_name": "Reena bus accident claim", "aliases": ["Jhiri bus case", "Hem Raj MACT", "Shiv Shakti bus claim"],
     "one_line_summary": "Death claim of a bus passenger; insurer pleads no route permit and overloading; evidence.",
     "next_date": "2029-04-12", "listed_for_next": "respondents' evidence (insurer)"},
    {"id": "C02", "case_number": "Civil Suit No. 31 of 2027", "judge_id": "J3",
     "title": "Dhani Ram & Ors. vs Uhl Ghati Hydro Power Pvt. Ltd. & Anr.", "represents": "plaintiffs", "client_id": "CL2",
     "opposing_counsel_id": "OC2", "nature": "suit for recovery of Rs. 18,50,000 as damages for houses, cowsheds and "
     "terraced fields destroyed by the landslide of 19.08.2026 at village Dhelu, caused by blasting for the head-race tunnel",
     "filed_on": "2027-06-21", "kind": "civil suit", "court_level": "Civil Court", "court": "Civil Judge (Sr. Div.), Jogindernagar",
     "short_name": "Dhelu landslide suit", "aliases": ["hydro case", "landslide damages", "Uhl Ghati case"],
     "one_line_summary": "Damages for landslide from tunnel blasting; local commissioner; plaintiffs' evidence.",
     "next_date": "2029-03-19", "listed_for_next": "plaintiffs' evidence (PW4 geologist)"},
    {"id": "C03", "case_number": "Partition Case No. 41/TD of 2027", "judge_id": "J5",
     "title": "Tirth Ram vs Kanshi Ram & Ors.", "represents": "applicant", "client_id": "CL3",
     "opposing_counsel_id": "OC3", "nature": "partition of joint holding (khata/khatauni 34/51, 11 khasra numbers, "
     "0-84-17 hectare) in Mohal Kotli under s. 123 H.P. Land Revenue Act, 1954",
     "filed_on": "2027-09-04", "kind": "revenue", "court_level": "Revenue Court", "court": "Assistant Collector 1st Grade, Sadar Mandi",
     "short_name": "Kotli partition", "aliases": ["takseem case", "batwara Kotli", "Tirth Ram partition"],
     "one_line_summary": "Partition of a joint holding; patwari report, naksha bey, objections; tatima.",
     "next_date": "2029-03-14", "listed_for_next": "objections to naksha bey / arguments on mode of partition"},
    {"id": "C04", "case_number": "Civil Suit No. 88-1 of 2027", "judge_id": "J4",
     "title": "Lekh Raj vs Bhagat Ram & Anr.", "represents": "plaintiff", "client_id": "CL4",
     "opposing_counsel_id": "OC4", "nature": "suit for declaration of an easement to take water through the Chambi kuhl "
     "over khasra nos. 412 and 413, and mandatory injunction to restore the kuhl blocked by the defendants",
     "filed_on": "2027-08-16", "kind": "civil suit", "court_level": "Civil Court",
     "court": "Civil Judge (Jr. Div.), Court No. 2, Sundernagar", "short_name": "Chambi kuhl suit",
     "aliases": ["kuhl case", "paani wala case", "Lekh Raj suit"],
     "one_line_summary": "Easement over an irrigation channel; interim order; plaintiff's evidence; patwari.",
     "next_date": "2029-04-16", "listed_for_next": "defendants' evidence"},
    {"id": "C05", "case_number": "Cr.MP(M) No. 712 of 2028", "judge_id": "J1", "title": "Dinesh Kumar vs State of H.P.",
     "represents": "petitioner", "client_id": "CL5", "opposing_counsel_id": "OC5",
     "nature": "regular bail u/s 483 BNSS, FIR No. 38 of 2028, PS Aut, u/s 20 NDPS Act (charas 780 grams)",
     "filed_on": "2028-04-10", "kind": "bail", "court_level": "High Court",
     "court": "High Court of Himachal Pradesh, Court No. 3", "short_name": "Dinu charas bail",
     "aliases": ["NDPS bail", "Aut FIR", "charas bail"],
     "one_line_summary": "Regular bail, 780 g charas (intermediate quantity); granted 29.05.2028.", "next_date": None,
     "listed_for_next": "disposed - bail granted on 29.05.2028"},
    {"id": "C06", "case_number": "Case No. 14/PPA of 2028", "judge_id": "J6",
     "title": "State of H.P. (through DFO Suket) vs Roop Lal", "represents": "respondent", "client_id": "CL6",
     "opposing_counsel_id": "OC6", "nature": "eviction u/s 4 and 5 of the H.P. Public Premises and Land (Eviction and "
     "Rent Recovery) Act, 1971 from 0-06-32 hectare of demarcated protected forest (apple orchard) in khasra no. 1207/1, "
     "Mohal Kandha",
     "filed_on": "2028-04-18", "kind": "eviction", "court_level": "Revenue Court", "court": "Collector (DFO), Suket Forest Division, Sundernagar",
     "short_name": "Roop Lal forest eviction", "aliases": ["forest case", "Kandha bageecha", "PP Act case"],
     "one_line_summary": "Forest-land eviction of an orchard; demarcation disputed; fresh demarcation.",
     "next_date": "2029-04-09", "listed_for_next": "objections to the fresh demarcation report"},
    {"id": "C07", "case_number": "HMA Petition No. 19 of 2028", "judge_id": "J2", "title": "Kamla Devi vs Rajesh Kumar",
     "represents": "respondent", "client_id": "CL7", "opposing_counsel_id": "OC7",
     "nature": "wife's petition for divorce u/s 13(1)(ia) and (ib) HMA; application u/s 24 HMA for maintenance pendente lite",
     "filed_on": "2028-01-29", "kind": "family", "court_level": "District Court", "court": "District Judge, Mandi",
     "short_name": "Rajesh divorce", "aliases": ["Kamla HMA", "Paddal divorce", "talaq case"],
     "one_line_summary": "Wife's divorce petition; s. 24 maintenance Rs. 9,000 p.m.; mediation failed; petitioner's evidence.",
     "next_date": "2029-03-14", "listed_for_next": "petitioner's evidence (PW2, PW3)"},
]
