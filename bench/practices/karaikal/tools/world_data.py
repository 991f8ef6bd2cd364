"""The registry of the Karaikal practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "P. Senthamarai",
    "enrolment_no": "MS/1187/2009",
    "chamber_address": "Chamber No. 9, Advocates' Association Hall, Combined Court Complex, Karaikal 609602; "
                       "residence-office: No. 31, Rue Bussy (Bussy Street), Karaikal",
    "practice": "Courts at Karaikal (Sub Court, District Munsif and Rent Controller, CJM and JM-I, Principal District "
                "and Sessions Court, MACT, Family Court) and the Madras High Court (bail, revisions): succession of "
                "renonçant families, partnership, easement, rent control, s. 138 NI Act, MACT, excise bail, HMOP",
    "junior": {"name": "J. Ferdinand Anthony", "enrolment_no": "MS/2291/2024"},
    "juniors": [{"name": "J. Ferdinand Anthony", "enrolment_no": "MS/2291/2024",
                 "writes": "WhatsApp messages in Tanglish (Latin letters) with some Tamil script, from the court "
                           "verandah; calls the senior 'Madam' or 'akka'",
                 "usually_attends": "JM-I, Family Court, mentions at the Madras High Court (stays in Chennai)"}],
    "clerk": {"name": "K. Murugesan", "role": "gumastha: keeps the case register (vaaidha register) in Tamil with "
                                              "Arabic digits and Tamil month names, photographs pages on WhatsApp"},
}

JUDGES = [
    {"id": "J1", "name": "Tmt. R. Vasanthi", "short": "Sub Judge madam",
     "court": "Principal Sub Court, Karaikal", "court_hall": "Sub Court hall, ground floor", "level": "Civil Court",
     "temperament": "Wants original or certified documents, French ones with a sworn translation.",
     "habits": ["asks for a certified translation of every French document", "Call on with a fixed trial date",
                "costs when cross is put off"]},
    {"id": "J2", "name": "Thiru S. Prabhakaran", "short": "Munsif sir (also Rent Controller)",
     "court": "District Munsif Court, Karaikal (also Rent Controller, Karaikal)", "court_hall": "Munsif Court hall",
     "level": "Civil Court", "temperament": "Sends an Advocate Commissioner to see the spot; asks about mediation.",
     "habits": ["appoints an Advocate Commissioner", "asks the parties whether they will go to mediation",
                "costs when the defendant's witness is not ready"]},
    {"id": "J3", "name": "Thiru K. Anbalagan", "short": "JM-I sir",
     "court": "Judicial Magistrate Court No. I, Karaikal", "court_hall": "JM-I", "level": "Magistrate Court",
     "temperament": "Warrants when the accused is absent; wants the complainant present.",
     "habits": ["NBW when the accused is absent without petition", "exemption only with a petition and reasons"]},
    {"id": "J4", "name": "Tmt. G. Shanthi", "short": "PDJ madam (MACT)",
     "court": "Principal District Judge-cum-Motor Accidents Claims Tribunal, Karaikal", "court_hall": "PDJ Court",
     "level": "District Court", "temperament": "Asks the insurer for an offer; wants the Medical Board certificate.",
     "habits": ["asks the insurer for an offer", "sends the claimant to the Medical Board"]},
    {"id": "J5", "name": "Hon'ble Mr. Justice V. Ilangovan", "short": "Ilangovan J",
     "court": "Madras High Court, Court No. 41", "court_hall": "Court No. 41", "level": "High Court",
     "temperament": "Bail: antecedents and the seizure quantity first.",
     "habits": ["asks whether the accused has previous cases", "condition to appear before the police daily"]},
    {"id": "J6", "name": "Tmt. L. Suganthi", "short": "Family Court madam",
     "court": "Family Court, Karaikal", "court_hall": "Family Court", "level": "District Court",
     "temperament": "Counselling first; both parties in person or by video.",
     "habits": ["sends the parties to the counsellor", "wants the husband in person or by video conference"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Thiru A. Dourairadjou", "chamber": "Karaikal (brings a senior from Puducherry)",
     "style": "For the son; says the family is not renonçant; puts off cross for a senior.",
     "tactics": ["senior counsel from Puducherry", "objects to French documents"]},
    {"id": "OC2", "name": "Thiru M. Kaliyaperumal", "chamber": "Karaikal",
     "style": "For the boat partners; seeks time because the defendants have gone to sea.",
     "tactics": ["defendant gone to sea"]},
    {"id": "OC3", "name": "Thiru R. Saravanan", "chamber": "Karaikal", "style": "For the landowner; time for counter.",
     "tactics": ["time for counter", "witness not ready"]},
    {"id": "OC4", "name": "Tmt. V. Mahalakshmi", "chamber": "Karaikal (standing counsel, Devasthanam)",
     "style": "Seeks time for the Executive Officer's instructions.", "tactics": ["EO instructions awaited"]},
    {"id": "OC5", "name": "Thiru S. Abdul Rahim", "chamber": "Karaikal / Nagore",
     "style": "For the accused; exemption petitions, expert petition.", "tactics": ["exemption", "handwriting expert"]},
    {"id": "OC6", "name": "Thiru K. Nagarajan", "chamber": "Karaikal (panel counsel, United India Insurance)",
     "style": "Insurer's defences: permit, badge.", "tactics": ["permit violation", "no PSV badge"]},
    {"id": "OC7", "name": "Thiru P. Rajkumar, Government Advocate (Crl. Side)", "chamber": "Madras High Court",
     "style": "Opposes bail on antecedents.", "tactics": ["previous case"]},
    {"id": "OC8", "name": "Tmt. S. Gomathi", "chamber": "Karaikal", "style": "For the husband.", "tactics": []},
]

CLIENTS = [
    {"id": "CL1", "name": "Marie Agnès Pragassam and Thérèse Pragassam (daughters of late Louis Arokiassamy Pragassam)",
     "phone": "94433 2xxxx"},
    {"id": "CL2", "name": "T. Kandasamy, Karaikalmedu (partner, boat 'Sri Angalamman')", "phone": "99443 8xxxx"},
    {"id": "CL3", "name": "N. Rajendran, paddy farmer, Vizhidiyur", "phone": "97861 0xxxx"},
    {"id": "CL4", "name": "S. Velmurugan, Sri Saneeswara Pooja Stores, Thirunallar", "phone": "98947 5xxxx"},
    {"id": "CL5", "name": "Sri Vinayaga Ice Plant (prop. R. Jayaraman), Port Road, Karaikal", "phone": "94422 6xxxx"},
    {"id": "CL6", "name": "K. Ilayaraja, Kottucherry", "phone": "90039 1xxxx"},
    {"id": "CL7", "name": "R. Manikandan @ Mani (through mother Saroja)", "phone": "63801 4xxxx"},
    {"id": "CL8", "name": "M. Priyadharshini", "phone": "95855 7xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "O.S. No. 47 of 2026", "judge_id": "J1",
     "title": "Marie Agnès Pragassam & Anr. vs Antoine Xavier Pragassam", "represents": "plaintiffs", "client_id": "CL1",
     "opposing_counsel_id": "OC1", "nature": "suit for partition of the house No. 17, Rue Bussy, Karaikal: the "
     "plaintiffs say the family is renonçant (acte de renonciation of 1929) and the French Civil Code governs the "
     "succession of their father, so the son's testament olographe cannot take more than the quotité disponible",
     "filed_on": "2026-11-20", "kind": "civil suit", "court_level": "Civil Court", "court": "Principal Sub Court, Karaikal",
     "short_name": "Pragassam renonçant partition", "aliases": ["renonçant case", "Rue Bussy house", "Agnès suit"],
     "one_line_summary": "Renonçant succession partition; will vs réserve héréditaire; plaintiffs' evidence over, DW1.",
     "next_date": "2028-03-20", "listed_for_next": "DW1 cross-examination"},
    {"id": "C02", "case_number": "O.S. No. 112 of 2026", "judge_id": "J1",
     "title": "T. Kandasamy vs R. Sekar & Anr.", "represents": "plaintiff", "client_id": "CL2",
     "opposing_counsel_id": "OC2", "nature": "suit for dissolution of the partnership in the mechanised boat 'Sri "
     "Angalamman' and for rendition of accounts of the catch auctioned at Karaikal Fishing Harbour",
     "filed_on": "2026-09-14", "kind": "civil suit", "court_level": "Civil Court", "court": "Principal Sub Court, Karaikal",
     "short_name": "Angalamman boat partnership suit", "aliases": ["boat case", "Karaikalmedu boat", "Kandasamy suit"],
     "one_line_summary": "Boat partnership accounts; defendants 'at sea'; deposit order; PW1 cross.",
     "next_date": "2028-03-13", "listed_for_next": "PW1 cross-examination (continued)"},
    {"id": "C03", "case_number": "O.S. No. 208 of 2026", "judge_id": "J2",
     "title": "N. Rajendran vs P. Kaliyamurthy", "represents": "plaintiff", "client_id": "CL3",
     "opposing_counsel_id": "OC3", "nature": "suit for declaration of an easement of irrigation through the field "
     "channel (vaaikkal) from the Nattar across S.No. 112/3, Vizhidiyur, and for injunction",
     "filed_on": "2026-12-02", "kind": "civil suit", "court_level": "Civil Court", "court": "District Munsif Court, Karaikal",
     "short_name": "Vizhidiyur vaaikkal easement suit", "aliases": ["canal case", "vaaikkal case", "Rajendran suit"],
     "one_line_summary": "Field channel easement; Advocate Commissioner's report; temporary injunction; DW pending.",
     "next_date": "2028-03-15", "listed_for_next": "defendant's evidence"},
    {"id": "C04", "case_number": "R.C.O.P. No. 9 of 2027", "judge_id": "J2",
     "title": "Sri Dharbaranyeswaraswamy Devasthanam, Thirunallar vs S. Velmurugan", "represents": "respondent (tenant)",
     "client_id": "CL4", "opposing_counsel_id": "OC4", "nature": "eviction petition under the Puducherry Buildings "
     "(Lease and Rent Control) Act, 1969 of shop No. 6, North Car Street, Thirunallar: wilful default and the "
     "Devasthanam's own use", "filed_on": "2027-02-08", "kind": "rent control", "court_level": "Civil Court",
     "court": "Rent Controller (District Munsif), Karaikal", "short_name": "Thirunallar temple shop eviction",
     "aliases": ["temple shop case", "Velmurugan kadai", "Devasthanam RCOP"],
     "one_line_summary": "Temple shop eviction; rent tendered and refused; EO cross; arrears deposited; arguments.",
     "next_date": "2028-03-11", "listed_for_next": "arguments"},
    {"id": "C05", "case_number": "C.C. No. 318 of 2027", "judge_id": "J3",
     "title": "Sri Vinayaga Ice Plant vs A. Sahul Hameed", "represents": "complainant", "client_id": "CL5",
     "opposing_counsel_id": "OC5", "nature": "complaint u/s 138 NI Act, cheque Rs. 4,60,000 on Indian Overseas Bank, "
     "Nagore, returned 'Funds Insufficient'", "filed_on": "2027-02-15", "kind": "criminal complaint",
     "court_level": "Magistrate Court", "court": "Judicial Magistrate Court No. I, Karaikal",
     "short_name": "Ice plant cheque case", "aliases": ["Sahul cheque", "138 JM-I", "ice plant case"],
     "one_line_summary": "Cheque case; NBW, appearance; security-cheque defence; CW1, CW2; 351 BNSS questioning.",
     "next_date": "2028-03-11", "listed_for_next": "questioning of the accused u/s 351 BNSS"},
    {"id": "C06", "case_number": "M.C.O.P. No. 58 of 2027", "judge_id": "J4",
     "title": "K. Ilayaraja vs S. Rafiq Ahamed & Anr.", "represents": "claimant", "client_id": "CL6",
     "opposing_counsel_id": "OC6", "nature": "claim u/s 166 MV Act for injuries (fracture of the left femur) when a "
     "tourist van hit his motorcycle on the East Coast Road near Kottucherry on 03.12.2026",
     "filed_on": "2027-02-22", "kind": "claim", "court_level": "District Court",
     "court": "Motor Accidents Claims Tribunal (Principal District Judge), Karaikal", "short_name": "Ilayaraja ECR MACT",
     "aliases": ["ECR accident", "van accident claim", "Ilayaraja claim"],
     "one_line_summary": "Injury claim Rs. 15 lakh; insurer pleads permit and badge; 35% disability; RW1 next.",
     "next_date": "2028-03-13", "listed_for_next": "respondents' evidence (RW1 driver)"},
    {"id": "C07", "case_number": "Crl.O.P. No. 18876 of 2027", "judge_id": "J5",
     "title": "R. Manikandan @ Mani vs State rep. by the Inspector of Police, T.R. Pattinam", "represents": "petitioner",
     "client_id": "CL7", "opposing_counsel_id": "OC7", "nature": "bail, Crime No. 94 of 2027, T.R. Pattinam Police "
     "Station, Puducherry Excise Act, 1970: 46 cartons of liquor in a mini lorry bound for Nagapattinam",
     "filed_on": "2027-07-21", "kind": "bail", "court_level": "High Court", "court": "Madras High Court, Court No. 41",
     "short_name": "Mani liquor bail", "aliases": ["excise bail", "T.R. Pattinam bail", "Mani bail"],
     "one_line_summary": "Excise bail after the CJM and the Sessions Court refused; granted 10.08.2027.",
     "next_date": None, "listed_for_next": "disposed - bail granted on 10.08.2027"},
    {"id": "C08", "case_number": "H.M.O.P. No. 31 of 2027", "judge_id": "J6",
     "title": "M. Priyadharshini vs S. Karthikeyan", "represents": "petitioner", "client_id": "CL8",
     "opposing_counsel_id": "OC8", "nature": "divorce u/s 13(1)(ia) HMA on cruelty; maintenance pendente lite u/s 24",
     "filed_on": "2027-01-18", "kind": "family", "court_level": "District Court", "court": "Family Court, Karaikal",
     "short_name": "Priya divorce", "aliases": ["Priya HMOP", "Singapore husband case"],
     "one_line_summary": "Divorce on cruelty; husband in Singapore; s. 24 Rs. 12,000 p.m.; PW1 cross.",
     "next_date": "2028-03-18", "listed_for_next": "PW1 cross-examination (continued)"},
]
