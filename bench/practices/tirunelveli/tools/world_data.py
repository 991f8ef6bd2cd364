"""The registry of the Tirunelveli practice: advocate, judges, counsel, clients, cases (no hearings)."""

ADVOCATE = {
    "name": "S. Esakkimuthu",
    "enrolment_no": "MS/1187/2003",
    "chamber_address": "Chamber No. 41, Advocates' Association Hall, Combined Court Buildings, Tirunelveli 627002; "
                       "office: 7/22 South Bazaar, Palayamkottai; at Madurai: c/o Chamber 118, MBHC Advocates' "
                       "Association, Madurai Bench of Madras High Court, Madurai 625023",
    "practice": "Civil and criminal side at Tirunelveli, Palayamkottai, Ambasamudram and Tenkasi (temple/HR&CE suits, "
                "partition, lease suits, s. 138 N.I. Act, MCOP, bail) and second appeals at the Madurai Bench",
    "junior": {"name": "K. Mariselvam", "enrolment_no": "MS/4410/2022"},
    "juniors": [{"name": "K. Mariselvam", "enrolment_no": "MS/4410/2022",
                 "writes": "WhatsApp messages in Latin-typed Tamil with English (Tanglish), short, from the court",
                 "usually_attends": "Sub Court Ambasamudram, MACT Tenkasi, JM-II Tirunelveli, Madurai Bench mentions"}],
    "clerk": {"name": "P. Subbiah", "role": "gumastha: keeps the case diary (vazhakku register) in Tamil script, "
                                           "notes the vaaidha from the bench clerk, sends photos of the register"},
}

JUDGES = [
    {"id": "J1", "name": "Tmt. S. Vasanthakumari", "short": "PDJ madam",
     "court": "Principal District and Sessions Court, Tirunelveli", "court_hall": "Principal District Court",
     "level": "District Court",
     "temperament": "Reads the file before the call; wants the temple accounts and the hundi register first.",
     "habits": ["asks first for the temple's accounts (varavu-selavu) and the hundi register",
                "gives time only as a 'last chance', written in the docket",
                "bail: calls for the wound certificate and the police report before hearing"]},
    {"id": "J2", "name": "Thiru. M. Anbuselvan", "short": "Sub Judge (Principal Sub Court)",
     "court": "Principal Subordinate Court, Tirunelveli", "court_hall": "Principal Sub Court",
     "level": "Civil Court", "temperament": "Pushes partition parties to settle; then strict.",
     "habits": ["asks whether the parties have talked settlement", "wants patta, chitta and adangal extracts marked"]},
    {"id": "J3", "name": "Thiru. P. Jeyaraman", "short": "Ambai Sub Judge",
     "court": "Subordinate Court, Ambasamudram", "court_hall": "Sub Court",
     "level": "Civil Court", "temperament": "Likes an Advocate Commissioner's report on the spot.",
     "habits": ["appoints an Advocate Commissioner to note physical features", "costs on the second adjournment"]},
    {"id": "J4", "name": "Tmt. R. Kalaiselvi", "short": "JM-II madam",
     "court": "Judicial Magistrate No. II, Tirunelveli", "court_hall": "JM-II",
     "level": "Magistrate Court", "temperament": "Allows absence petitions but wants the accused at every main stage.",
     "habits": ["allows the accused's absence petition with a warning", "insists the complainant be present"]},
    {"id": "J5", "name": "Thiru. A. Shanmugasundaram", "short": "MACT Tenkasi",
     "court": "Motor Accidents Claims Tribunal (Subordinate Judge), Tenkasi", "court_hall": "Sub Court, Tenkasi",
     "level": "District Court", "temperament": "Sends disputed disability to the Medical Board.",
     "habits": ["refers disability to the Medical Board", "asks for the wage proof"]},
    {"id": "J6", "name": "Hon'ble Mr. Justice T. Kannappan", "short": "Kannappan J",
     "court": "Madras High Court, Madurai Bench, Court No. 6", "court_hall": "Court No. 6",
     "level": "High Court", "temperament": "Frames substantial questions of law himself at admission.",
     "habits": ["asks for the Commissioner's plan from the trial court", "list not reached often"]},
]

COUNSEL = [
    {"id": "OC1", "name": "Thiru. S. Paramasivan, Government Pleader", "chamber": "Government Pleader's office, "
     "Tirunelveli", "style": "For the Commissioner, HR&CE; waits for the department's para-wise remarks.",
     "tactics": ["remarks awaited from the Joint Commissioner"]},
    {"id": "OC2", "name": "Thiru. A. Rajendran", "chamber": "Tirunelveli", "style": "For the Keelapattam Urar "
     "committee (D3); defers cross-examination.", "tactics": ["cross deferred"]},
    {"id": "OC3", "name": "Thiru. N. Balasubramanian", "chamber": "Tirunelveli",
     "style": "For D1 Murugesan; seeks time saying settlement talks are on.", "tactics": ["settlement talks"]},
    {"id": "OC4", "name": "Tmt. J. Maheswari", "chamber": "Ambasamudram", "style": "For the lessee; oral renewal.",
     "tactics": ["oral renewal of lease"]},
    {"id": "OC5", "name": "Thiru. C. Arumugaperumal", "chamber": "Palayamkottai",
     "style": "For the accused; absence petitions, security-cheque defence.", "tactics": ["absence petition"]},
    {"id": "OC6", "name": "Thiru. K. Ganapathy, Standing Counsel, TNSTC", "chamber": "Tenkasi",
     "style": "Disputes disability and says the claimant stood on the footboard.", "tactics": ["Medical Board"]},
    {"id": "OC7", "name": "Thiru. M. Selvakumar, Additional Public Prosecutor", "chamber": "Tirunelveli",
     "style": "Opposes bail on the injured's condition.", "tactics": []},
    {"id": "OC8", "name": "Thiru. R. Senthilnathan", "chamber": "Madurai", "style": "Caveator in the second appeal.",
     "tactics": ["caveat", "time to file counter"]},
]

CLIENTS = [
    {"id": "CL1", "name": "K. Sivasubramanian (hereditary trustee, Arulmigu Muppidathi Amman Thirukoil, Keelapattam)",
     "phone": "94433 2xxxx"},
    {"id": "CL2", "name": "S. Gnanaprakasam, Vellankuzhi", "phone": "98427 6xxxx"},
    {"id": "CL3", "name": "Lakshmi Ammal and Valli (daughters of late Subramanian), Pettai", "phone": "90033 1xxxx"},
    {"id": "CL4", "name": "Nellai Vinayaga Traders (prop. V. Ganesan), Town", "phone": "94864 5xxxx"},
    {"id": "CL5", "name": "Petchimuthu s/o Esakki, Ilanji", "phone": "63790 4xxxx"},
    {"id": "CL6", "name": "Esakkiraja @ Raja s/o Sudalaimani (through mother Muthulakshmi)", "phone": "97509 8xxxx"},
    {"id": "CL7", "name": "Arumugam s/o Periyasamy Konar, Ayikudi", "phone": "99943 7xxxx"},
]

CASES = [
    {"id": "C01", "case_number": "O.S. No. 38 of 2025", "judge_id": "J1",
     "title": "K. Sivasubramanian vs The Commissioner, HR&CE Department & Ors.", "represents": "plaintiff",
     "client_id": "CL1", "opposing_counsel_id": "OC1",
     "nature": "suit u/s 70 of the Tamil Nadu Hindu Religious and Charitable Endowments Act, 1959 against the "
               "Commissioner's order appointing a Fit Person and declining the plaintiff's hereditary trusteeship of "
               "Arulmigu Muppidathi Amman Thirukoil, Keelapattam",
     "filed_on": "2025-10-27", "kind": "civil suit", "court_level": "District Court",
     "court": "Principal District Court, Tirunelveli", "short_name": "Keelapattam temple suit",
     "aliases": ["kovil case", "Muppidathi Amman temple", "HR&CE suit", "fit person case"],
     "one_line_summary": "Hereditary trustee's s. 70 suit against the Fit Person order; status quo on the hundi; "
                         "plaintiff's evidence.",
     "next_date": "2027-01-05", "listed_for_next": "cross-examination of PW2"},
    {"id": "C02", "case_number": "O.S. No. 58 of 2025", "judge_id": "J3", "title": "S. Gnanaprakasam vs A. Ponnudurai",
     "represents": "plaintiff", "client_id": "CL2", "opposing_counsel_id": "OC4",
     "nature": "suit for recovery of possession of a palmyra grove (panai thoppu) of 3.40 acres in S.No. 118/2, "
               "Vellankuzhi village after expiry of the lease (kuthagai), and arrears of lease amount",
     "filed_on": "2025-08-20", "kind": "civil suit", "court_level": "Civil Court",
     "court": "Subordinate Court, Ambasamudram", "short_name": "Vellankuzhi palmyra lease suit",
     "aliases": ["panai thoppu case", "kuthagai case", "Ambai suit"],
     "one_line_summary": "Lease of a palmyra grove expired; lessee pleads oral renewal; Advocate Commissioner "
                         "counted the trees; defendant's evidence.",
     "next_date": "2027-01-20", "listed_for_next": "defendant's evidence (DW2)"},
    {"id": "C03", "case_number": "O.S. No. 163 of 2024", "judge_id": "J2",
     "title": "Lakshmi Ammal & Anr. vs Murugesan & Ors.", "represents": "plaintiffs", "client_id": "CL3",
     "opposing_counsel_id": "OC3",
     "nature": "suit for partition and separate possession of the plaintiffs' 2/5 share in the ancestral properties "
               "of late Subramanian at Pettai (house and 2.85 acres nanjai)",
     "filed_on": "2024-07-09", "kind": "civil suit", "court_level": "Civil Court",
     "court": "Principal Subordinate Court, Tirunelveli", "short_name": "Pettai partition suit",
     "aliases": ["pangu case", "Lakshmi akka case", "Pettai partition"],
     "one_line_summary": "Daughters' partition suit; brother pleads a 1998 oral partition; evidence over; arguments.",
     "next_date": "2027-01-19", "listed_for_next": "arguments (defendants)"},
    {"id": "C04", "case_number": "S.T.C. No. 412 of 2025", "judge_id": "J4",
     "title": "Nellai Vinayaga Traders vs A. Jebakumar", "represents": "complainant", "client_id": "CL4",
     "opposing_counsel_id": "OC5", "nature": "complaint u/s 138 N.I. Act; cheque for Rs. 4,50,000 dishonoured",
     "filed_on": "2025-09-02", "kind": "criminal complaint", "court_level": "Magistrate Court",
     "court": "Judicial Magistrate No. II, Tirunelveli", "short_name": "Jebakumar cheque case",
     "aliases": ["cheque case", "Vinayaga Traders case", "138 case"],
     "one_line_summary": "Cheque case; complainant's side closed; accused examined; defence witness.",
     "next_date": "2027-01-05", "listed_for_next": "defence witness (DW1)"},
    {"id": "C05", "case_number": "M.C.O.P. No. 96 of 2025", "judge_id": "J5",
     "title": "Petchimuthu vs The Managing Director, TNSTC (Tirunelveli) Ltd.", "represents": "petitioner",
     "client_id": "CL5", "opposing_counsel_id": "OC6",
     "nature": "claim u/s 166 M.V. Act for injuries (fracture of the right femur) when a TNSTC bus hit him on the "
               "Tenkasi-Courtallam road on 03.06.2025; claim Rs. 12,00,000",
     "filed_on": "2025-09-15", "kind": "claim", "court_level": "District Court",
     "court": "Motor Accidents Claims Tribunal (Sub Court), Tenkasi", "short_name": "Petchimuthu bus accident claim",
     "aliases": ["bus accident case", "MCOP Tenkasi", "TNSTC case"],
     "one_line_summary": "Injury claim against TNSTC; doctor says 45%, Medical Board 35%; respondent's evidence.",
     "next_date": "2027-01-07", "listed_for_next": "respondent's evidence (RW1 driver)"},
    {"id": "C06", "case_number": "Crl.M.P. No. 2417 of 2026", "judge_id": "J1",
     "title": "Esakkiraja @ Raja vs State rep. by the Inspector of Police, Thachanallur P.S.",
     "represents": "petitioner", "client_id": "CL6", "opposing_counsel_id": "OC7",
     "nature": "bail petition, Cr. No. 288 of 2026, Thachanallur P.S., u/s 118(1), 296(b), 351(3) BNS",
     "filed_on": "2026-08-03", "kind": "bail", "court_level": "District Court",
     "court": "Principal Sessions Court, Tirunelveli", "short_name": "Raja bail",
     "aliases": ["Esakkiraja bail", "Thachanallur bail"],
     "one_line_summary": "Bail after rejection by the JM; granted 12.08.2026 with a daily signature condition.",
     "next_date": None, "listed_for_next": "disposed - bail granted on 12.08.2026"},
    {"id": "C07", "case_number": "S.A.(MD) No. 736 of 2025", "judge_id": "J6",
     "title": "Arumugam vs Chellappa & Anr.", "represents": "appellant", "client_id": "CL7",
     "opposing_counsel_id": "OC8",
     "nature": "second appeal against the reversing decree of the Sub Court, Tenkasi in A.S. No. 22 of 2023 "
               "(suit for declaration of a cart-track easement (vandi paadhai) to the appellant's well at Ayikudi)",
     "filed_on": "2025-11-24", "kind": "appeal", "court_level": "High Court",
     "court": "Madras High Court, Madurai Bench, Court No. 6", "short_name": "Ayikudi vandi paadhai second appeal",
     "aliases": ["Tenkasi second appeal", "Arumugam SA", "cart track appeal"],
     "one_line_summary": "Second appeal admitted on two substantial questions of law; stay on deposit; final hearing.",
     "next_date": "2027-02-09", "listed_for_next": "final hearing"},
]
