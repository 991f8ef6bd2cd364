"""The registry of the Alwar practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "Yashpal Singh Yadav",
    "enrolment_no": "R/2231/2009",
    "chamber_address": "Chamber No. 47, Naya Vakil Chamber Bhawan, District & Sessions Court campus, Alwar 301001; "
                       "sits Tuesdays and Thursdays at Tijara (SDO, Tehsildar, ACJM)",
    "practice": "Courts at Alwar and Tijara and the Rajasthan High Court's Jaipur Bench: revenue partition and intkal "
                "matters, MACT claims, Bhiwadi/Neemrana labour writs, s. 138 N.I. Act complaints, bails",
    "junior": {"name": "Sana Parveen", "enrolment_no": "R/1874/2027"},
    "juniors": [{"name": "Sana Parveen", "enrolment_no": "R/1874/2027",
                 "writes": "WhatsApp messages in Hinglish (Latin letters), quick, from the court verandah",
                 "usually_attends": "ACJM Tijara, MACT Alwar, mentions at Jaipur"}],
    "clerk": {"name": "Ramjilal Saini", "role": "munshi: keeps the tareekh register in Devanagari Hindi, takes dates "
                                                "from the reader/peshkar, sends photos of the register page"},
}

JUDGES = [
    {"id": "J1", "name": "Sh. Nitin Bhardwaj (RAS)", "short": "SDO sahab Tijara",
     "court": "Court of Sub-Divisional Officer, Tijara", "court_hall": "SDO court, Mini Secretariat Tijara",
     "level": "Revenue Court", "temperament": "Wants the latest jamabandi and girdawari; sends matters to the Tehsildar for report.",
     "habits": ["asks for the latest jamabandi and khasra girdawari", "calls for the Tehsildar's report",
                "costs on the side seeking time"]},
    {"id": "J2", "name": "Sh. Praveen Chaturvedi", "short": "Chaturvedi sahab (MACT)",
     "court": "Motor Accident Claims Tribunal No. 1, Alwar", "court_hall": "MACT No. 1",
     "level": "District Court", "temperament": "Wants income proof and original documents; nudges the insurer to settle.",
     "habits": ["asks for proof of income", "asks the insurer for its offer"]},
    {"id": "J3", "name": "Hon'ble Dr. Justice Alok Kumar Purohit", "short": "Purohit J",
     "court": "Rajasthan High Court, Jaipur Bench, Court No. 19", "court_hall": "Court No. 19",
     "level": "High Court", "temperament": "Labour writs: wants the record of the Labour Court and the 240 days.",
     "habits": ["asks for the record of the Labour Court", "asks about 240 days and s. 25F compensation"]},
    {"id": "J4", "name": "Ms. Kirti Meena", "short": "ACJM madam Tijara",
     "court": "Additional Chief Judicial Magistrate, Tijara", "court_hall": "ACJM court, Tijara",
     "level": "Magistrate Court", "temperament": "Warrants when the accused is absent; haziri maafi rarely.",
     "habits": ["bailable warrant when the accused is absent", "refuses exemption without a medical"]},
    {"id": "J5", "name": "Sh. Mahesh Chandra Sharma", "short": "ADJ-3 Alwar",
     "court": "Additional Sessions Judge No. 3, Alwar", "court_hall": "ADJ No. 3", "level": "District Court",
     "temperament": "Calls the case diary first.", "habits": ["case diary first", "conditions on mobile number"]},
    {"id": "J6", "name": "Sh. Anil Kumar Bairwa", "short": "Bairwa sahab (Civil Judge)",
     "court": "Civil Judge (Senior Division) No. 2, Alwar", "court_hall": "Court of CJ(SD) No. 2",
     "level": "Civil Court", "temperament": "Costs on adjournment; records the strike in the order sheet.",
     "habits": ["adjournment only on costs", "status quo while the suit is pending"]},
    {"id": "J7", "name": "Sh. Devkaran Jatav", "short": "Tehsildar sahab Tijara",
     "court": "Court of Tehsildar, Tijara", "court_hall": "Tehsil Tijara", "level": "Revenue Court",
     "temperament": "Wants the attesting witnesses of a will in person.", "habits": ["witnesses of the will in person"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Sh. Ompal Yadav", "chamber": "Tijara",
     "style": "For Sher Singh and Mahendra; seeks time again and again.", "tactics": ["time for reply", "time for witness"]},
    {"id": "OC2", "name": "Ms. Farha Naaz", "chamber": "Tijara", "style": "For Santosh; claims a daughter's share.",
     "tactics": []},
    {"id": "OC3", "name": "Sh. Vinod Khandelwal", "chamber": "Alwar (panel counsel, The Oriental Insurance Co. Ltd.)",
     "style": "Insurer's defences: permit, licence, income.", "tactics": ["no permit", "income not proved"]},
    {"id": "OC4", "name": "Mr. Siddharth Kasliwal", "chamber": "Jaipur", "style": "For the company; seeks time for instructions.",
     "tactics": ["instructions from the management"]},
    {"id": "OC5", "name": "Sh. Zakir Hussain", "chamber": "Tijara", "style": "For the accused; exemption applications.",
     "tactics": ["haziri maafi"]},
    {"id": "OC6", "name": "Sh. Lokesh Saini, Public Prosecutor", "chamber": "Alwar", "style": "State in bail.", "tactics": []},
    {"id": "OC7", "name": "Sh. Rakesh Mittal", "chamber": "Alwar", "style": "For the defendant; time on one ground or another.",
     "tactics": ["counsel busy", "witness not present"]},
    {"id": "OC8", "name": "Sh. Bhupendra Gurjar", "chamber": "Tijara", "style": "For Sher Singh in the intkal.", "tactics": []},
]

CLIENTS = [
    {"id": "CL1", "name": "Ramkishan Yadav s/o late Hari Singh, village Jhiwana, Tehsil Tijara", "phone": "94141 6xxxx"},
    {"id": "CL2", "name": "Shabnam w/o late Irshad Khan, village Ghata, Tehsil Ramgarh", "phone": "80035 2xxxx"},
    {"id": "CL3", "name": "Rajesh Kumar Yadav s/o Bhagwana Ram, Chopanki, Bhiwadi", "phone": "99280 4xxxx"},
    {"id": "CL4", "name": "Jai Ambey Steel Traders, RIICO Bhiwadi (prop. Naresh Agarwal)", "phone": "98290 7xxxx"},
    {"id": "CL5", "name": "Sahun Khan s/o Jumme Khan (through father Jumme Khan), village Bilandi", "phone": "78910 3xxxx"},
    {"id": "CL6", "name": "Smt. Kamla Devi Sharma w/o Ramesh Chand Sharma, Scheme No. 8, Alwar", "phone": "94130 1xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "Revenue Suit No. 47/2029", "judge_id": "J1",
     "title": "Ramkishan vs Sher Singh & Ors.", "represents": "plaintiff", "client_id": "CL1",
     "opposing_counsel_id": "OC1", "nature": "suit for partition of khatedari land u/s 53 Rajasthan Tenancy Act, 1955: "
     "khasra nos. 212, 213, 219, mauza Jhiwana, 18 bigha 6 biswa", "filed_on": "2029-06-05", "kind": "revenue suit",
     "court_level": "Revenue Court", "court": "SDO, Tijara", "short_name": "Ramkishan batwara (Jhiwana)",
     "aliases": ["batwara", "partition Jhiwana", "Ramkishan partition"],
     "one_line_summary": "Partition among four heirs of Hari Singh; Tehsildar report; plaintiff's evidence closed; DW1.",
     "next_date": "2030-06-12", "listed_for_next": "defendants' evidence (DW2)"},
    {"id": "C02", "case_number": "MAC Case No. 214/2029", "judge_id": "J2",
     "title": "Shabnam & Ors. vs Mukesh Meena & Ors.", "represents": "claimants", "client_id": "CL2",
     "opposing_counsel_id": "OC3", "nature": "claim u/s 166 MV Act, death of Irshad Khan (31) in a truck accident on "
     "04.03.2029 near Ramgarh; claimed Rs. 48,50,000", "filed_on": "2029-05-10", "kind": "claim",
     "court_level": "District Court", "court": "MACT No. 1, Alwar", "short_name": "Shabnam MACT",
     "aliases": ["Irshad accident", "Ramgarh truck claim"],
     "one_line_summary": "Death claim; owner and driver ex parte; insurer pleads no permit; evidence closed; arguments.",
     "next_date": "2030-07-11", "listed_for_next": "final arguments"},
    {"id": "C03", "case_number": "S.B. Civil Writ Petition No. 14236/2029", "judge_id": "J3",
     "title": "Rajesh Kumar Yadav vs M/s Kesar Auto Components Pvt. Ltd. & Anr.", "represents": "petitioner",
     "client_id": "CL3", "opposing_counsel_id": "OC4", "nature": "writ against the award of the Industrial "
     "Tribunal-cum-Labour Court, Alwar (I.D. Case No. 88/2024) upholding termination without s. 25F ID Act compliance",
     "filed_on": "2029-08-20", "kind": "writ", "court_level": "High Court",
     "court": "Rajasthan High Court, Jaipur Bench, Court No. 19", "short_name": "Rajesh Kesar Auto writ",
     "aliases": ["Kesar Auto", "Bhiwadi labour writ", "Rajesh workman"],
     "one_line_summary": "Workman's writ against a labour award; reply filed; part-heard on 240 days and s. 25F.",
     "next_date": "2030-07-09", "listed_for_next": "arguments"},
    {"id": "C04", "case_number": "Cr. Complaint No. 611/2029", "judge_id": "J4",
     "title": "Jai Ambey Steel Traders vs Mohd. Salim", "represents": "complainant", "client_id": "CL4",
     "opposing_counsel_id": "OC5", "nature": "complaint u/s 138 NI Act, cheque Rs. 6,80,000 dishonoured (funds "
     "insufficient)", "filed_on": "2029-04-16", "kind": "criminal complaint", "court_level": "Magistrate Court",
     "court": "ACJM, Tijara", "short_name": "Jai Ambey cheque case", "aliases": ["Salim 138", "steel wala cheque case"],
     "one_line_summary": "Cheque case; warrants; notice; complainant's evidence; 351 statement; DW1; final arguments.",
     "next_date": "2030-06-12", "listed_for_next": "final arguments"},
    {"id": "C05", "case_number": "Bail Application No. 1187/2029", "judge_id": "J5", "title": "Sahun Khan vs State of Rajasthan",
     "represents": "applicant", "client_id": "CL5", "opposing_counsel_id": "OC6",
     "nature": "regular bail u/s 483 BNSS, FIR No. 212/2029, PS Nowgaon, u/s 318(4), 319(2) BNS and s. 66D IT Act",
     "filed_on": "2029-06-18", "kind": "bail", "court_level": "District Court", "court": "ADJ No. 3, Alwar",
     "short_name": "Sahun bail", "aliases": ["cyber fraud bail", "Nowgaon FIR"],
     "one_line_summary": "Regular bail in a cyber fraud FIR; granted 28.06.2029.", "next_date": None,
     "listed_for_next": "disposed - bail granted on 28.06.2029"},
    {"id": "C06", "case_number": "Civil Suit No. 92/2029", "judge_id": "J6", "title": "Kamla Devi Sharma vs Gopal Das Khatri",
     "represents": "plaintiff", "client_id": "CL6", "opposing_counsel_id": "OC7",
     "nature": "suit for specific performance of an agreement to sell dated 15.01.2028 of plot no. 27, Scheme No. 8, "
     "Alwar, price Rs. 18,00,000, bayana Rs. 4,50,000", "filed_on": "2029-04-22", "kind": "civil suit",
     "court_level": "Civil Court", "court": "Civil Judge (Senior Division) No. 2, Alwar",
     "short_name": "Kamla Devi plot suit", "aliases": ["bayana case", "specific performance", "Khatri plot"],
     "one_line_summary": "Specific performance; status quo; issues; plaintiff's evidence closed; DW1 cross done.",
     "next_date": "2030-07-05", "listed_for_next": "defendant's evidence (DW2)"},
    {"id": "C07", "case_number": "Intkal Objection No. 12/2029 (Intkal No. 1192, mauza Jhiwana)", "judge_id": "J7",
     "title": "Ramkishan vs Sher Singh", "represents": "objector", "client_id": "CL1", "opposing_counsel_id": "OC8",
     "nature": "objection to a mutation (intkal) on an unregistered will in favour of Sher Singh alone, u/s 135-136 "
     "Rajasthan Land Revenue Act", "filed_on": "2029-06-04", "kind": "revenue", "court_level": "Revenue Court",
     "court": "Tehsildar, Tijara", "short_name": "Jhiwana intkal objection", "aliases": ["vasiyat intkal", "intkal 1192"],
     "one_line_summary": "Will-based mutation rejected; virasat mutation for all four heirs ordered 18.09.2029.",
     "next_date": None, "listed_for_next": "disposed - intkal on the will rejected on 18.09.2029"},
]
