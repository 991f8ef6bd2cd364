"""The uploads of the Kolhapur practice: what Adv. Chougule, his junior Pratiksha and the karkun Sadashiv kept."""

L, J, K = "Shrikant Appasaheb Chougule", "Pratiksha More", "Sadashiv Lohar (karkun)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents (before and around the cases)
u("backlog/2024-08/Mane vatni plaint SCS.pdf", "document_scan", L, "2024-08-26", ["C03"], [], """
IN THE COURT OF THE CIVIL JUDGE SENIOR DIVISION, KOLHAPUR
Spl. C.S. No. 187 of 2024
Sanjay Ramchandra Mane, age 44, Occ. agriculture, r/o Vadange, Tal. Karveer, Dist. Kolhapur   ...Plaintiff
Versus
1. Dilip Ramchandra Mane  2. Vijay Ramchandra Mane  3. Parvati Ramchandra Mane (mother)
4. Sunanda Sambhaji Patil (sister), all r/o Vadange except D4 r/o Kale                    ...Defendants
SUIT FOR PARTITION AND SEPARATE POSSESSION
1. The suit properties are ancestral: agricultural land gat no. 118 (1 H 42 R) and gat no. 119 (0 H 81 R) at
   mouje Vadange, and the joint family house, grampanchayat milkat no. 227.
2. The father Ramchandra Shankar Mane died on 03.02.2021. After his death defendant no. 1, the eldest brother, is
   in management of the entire land, takes the whole sugarcane bill from the karkhana and refuses partition (vatni).
3. The plaintiff claims 1/5 share. A notice dated 12.06.2024 was replied with false contents.
Valuation: Rs. 42,60,000; court fee paid as per the Maharashtra Court Fees Act.
Kolhapur, 26.08.2024                                   Advocate for the plaintiff: S. A. Chougule
""")
u("backlog/2025-10/RJD sugar order akriyashil sabhasad.pdf", "document_scan", "Regional Joint Director (Sugar), Kolhapur", "2025-10-28", ["C01"], [], """
OFFICE OF THE REGIONAL JOINT DIRECTOR (SUGAR), KOLHAPUR REGION, KOLHAPUR
No. RJD/KOP/Sakhar/Nivadnuk/2025/1884                     Date: 28.10.2025
Sub: Shri Dattaguru Sahakari Sakhar Karkhana Ltd., Kale, Tal. Panhala - provisional voters' list - objections
ORDER
The objections of Baburao Ganpati Jadhav and 11 others, members of the karkhana, against their classification as
non-active members (akriyashil sabhasad) are heard. As per bye-law 6(b) a member who has not supplied sugarcane
to the karkhana in at least one of the last five crushing seasons is not an active member u/s 26(2) of the
Maharashtra Co-operative Societies Act, 1960. The karkhana's record shows no cane supply by the objectors in the
seasons 2020-21 to 2024-25. The objections are rejected. The objectors shall not be included in the final list
of active members for the ensuing election.
                                        sd/- Regional Joint Director (Sugar), Kolhapur
""")
u("backlog/2025-11/IMG_20251116_112045.jpg", "document_photo", "Talathi Saja Shiye", "2025-11-16", ["C02"], [], """
गाव नमुना सात (7/12 उतारा)  गाव: शिये   तालुका: करवीर   जिल्हा: कोल्हापूर
भूमापन क्रमांक / गट क्रमांक: 412      क्षेत्र: 0 हे. 96 आर   आकारणी: 3.12
भोगवटादाराचे नाव: (शिवाजी ज्ञानू चव्हाण) - कंस    परशुराम गणपती चव्हाण
फेरफार क्रमांक: 3417 (हक्कसोड पत्र, दि. 14.11.2025 प्रमाणित)
पीक: ऊस
दिनांक 16.11.2025                                   तलाठी सजा शिये
""")
u("backlog/2025-09/return memo Mujawar cheque.pdf", "document_scan", "The Ichalkaranji Merchants Co-op. Bank Ltd.", "2025-08-22", ["C04"], [], """
THE ICHALKARANJI MERCHANTS CO-OPERATIVE BANK LTD.   Main Branch, Ichalkaranji
CHEQUE RETURN MEMO                                            Date: 22.08.2025
Cheque No. 063381 dated 18.08.2025 for Rs. 4,85,000/- drawn by Rafiq Ismail Mujawar (Mujawar Powerloom, Shahapur
road) on A/c No. 1102xxxxxx, presented by M/s Siddhivinayak Textiles - RETURNED UNPAID
Reason: 01 - Funds Insufficient
                                                      Branch Manager
""")
u("backlog/2025-09/notice 138 Mujawar.docx", "typed_note_docx", L, "2025-09-03", ["C04"], [], """
S. A. CHOUGULE, B.S.L., LL.B., Advocate
'Vishwas', 2nd lane, Shahupuri, Kolhapur
R.P.A.D.                                                           Date: 03.09.2025
To, Shri. Rafiq Ismail Mujawar, Mujawar Powerloom, Shahapur road, Ichalkaranji
Sub: Notice u/s 138 of the Negotiable Instruments Act, 1881
On instructions of my client M/s Siddhivinayak Textiles, prop. Shri. Anil Balasaheb Hupare: you purchased
cotton yarn (40s count) on credit during March to June 2025 and for the outstanding amount issued cheque no.
063381 dated 18.08.2025 for Rs. 4,85,000/- which was returned on 22.08.2025 for 'funds insufficient'. You are
called upon to pay Rs. 4,85,000/- within 15 days of receipt of this notice, failing which my client will file a
criminal complaint before the JMFC, Ichalkaranji.
                                                           Advocate
""")
u("backlog/2025-06/CPR PM report Suresh Powar.pdf", "document_scan", "Chhatrapati Pramilaraje Hospital, Kolhapur", "2025-06-24", ["C05"], [], """
RAJARSHI CHHATRAPATI SHAHU MAHARAJ GOVERNMENT MEDICAL COLLEGE & CPR HOSPITAL, KOLHAPUR
POST MORTEM REPORT  No. PM/1127/2025                 Date: 24.06.2025
Name: Suresh Bapu Powar, male, 41 yrs, r/o Kerli, Tal. Karveer. Brought by HC Shinde, Karveer Police Station.
History: motorcycle hit by truck on Kolhapur-Ratnagiri road near Kerli phata on 23.06.2025 at about 7.30 pm.
Cause of death: head injury with fracture of skull (haemorrhage and shock). No helmet found with the body.
""")
u("backlog/2026-03/FIR 0211 Rajarampuri.pdf", "document_scan", "Rajarampuri Police Station, Kolhapur", "2026-03-30", ["C06"], [], """
प्रथम खबर अहवाल (FIRST INFORMATION REPORT)   जिल्हा: कोल्हापूर   पोलीस ठाणे: राजारामपुरी
FIR No. 0211/2026   दिनांक 30.03.2026
कलमे: भारतीय न्याय संहिता 85, 115(2), 351(2), 3(5); हुंडा प्रतिबंधक अधिनियम 3, 4
फिर्यादी: प्रियांका राहुल गुरव, वय 27
आरोपी: 1) राहुल प्रकाश गुरव (पती, पुणे)  2) सुनीता प्रकाश गुरव (सासू)  3) लता प्रकाश गुरव (नणंद)
हकीकत: लग्न 11.05.2023. माहेरून 2 लाख रुपये व सोन्याची चेन आणण्यासाठी मानसिक व शारीरिक त्रास दिला,
दि. 14.03.2026 रोजी घरातून हाकलून दिले.
""")
u("backlog/2025-07/WhatsApp Image 2025-07-21 at 18.02.44.jpeg", "document_photo", "ESIC Dispensary, Shiroli", "2025-07-21", ["C07"], [], """
EMPLOYEES' STATE INSURANCE CORPORATION - ESIC DISPENSARY, SHIROLI (PULACHI), DIST. KOLHAPUR
OPD slip  Date: 21.07.2025   IP No. 31-00xxxxxx-0-1001
Name: Ganesh Tukaram Kamble, age 36   Employer code: Shivganga Castings Pvt. Ltd., Plot G-14, Shiroli MIDC
Complaint: burn injury left forearm and left foot - molten metal splash at moulding line on 19.07.2025
Advice: dressing, rest 21 days.                             Insurance Medical Officer
""")
u("backlog/2025-12/Mane WS D1 Exh 38.pdf", "document_scan", "Adv. Dhairyasheel Nikam", "2025-12-10", ["C03"], [], """
IN THE COURT OF 3RD JT. CIVIL JUDGE SENIOR DIVISION, KOLHAPUR    Spl. C.S. No. 187/2024   Exh. 38
WRITTEN STATEMENT ON BEHALF OF DEFENDANT NO. 1 (Dilip Ramchandra Mane)
1. Partition is not denied in principle, but there was an oral partition (tondi vatni) in 2019 in the father's
   lifetime, under which the plaintiff took the house share and Rs. 3,50,000 in cash for his shop at Kolhapur.
2. Gat no. 119 was improved by defendant no. 1 alone by putting a pipeline from the Panchganga; he claims the
   expenses of Rs. 2,80,000 in any partition.
3. The suit is bad for non-joinder of the uncle Tukaram Shankar Mane, who has a share in gat no. 118.
Kolhapur, 10.12.2025                                   Adv. D. S. Nikam for D1
""")
u("backlog/2026-07/IMG_20260728_124410.jpg", "document_photo", "Taluka Inspector of Land Records, Karveer", "2026-07-28", ["C03"], [], """
GOVERNMENT OF MAHARASHTRA - LAND RECORDS DEPARTMENT
Office of the Taluka Inspector of Land Records (TILR), Karveer
RECEIPT / CHALAN   No. 4471                      Date: 28.07.2026
Received from: Sanjay Ramchandra Mane (plaintiff, Spl. C.S. 187/2024, 3rd Jt. CJSD Kolhapur)
Towards: court commission measurement (hadd kayam / vatni mojani), gat nos. 118 and 119, mouje Vadange
Amount: Rs. 6,000/- (Rupees six thousand only)     Mojani date to be intimated
                                                    sd/- for TILR Karveer
""")

# ---------------- C01 Dattaguru karkhana writ (HC circuit bench)
u("backlog/2025-12/IMG_20251208_173012.jpg", "handwritten_note_photo", L, "2025-12-08", ["C01"], ["C01-H01"], """
8/12/25  HC Kop bench  Ct 3  Walimbe J
WP 4127/25 Jadhav kaka & 11 - Dattaguru karkhana (akriyashil sabhasad)
Notice. Naik for karkhana, Lokhande AGP for RJD.
Interim: petitioners may vote, their votes kept in separate sealed cover - not to be counted till further orders.
Judge ne bye-law 6(b) swatah vachla. pudhil tarikh 12.1.26
Jadhav kaka la phone kela - khush.
""")
u("backlog/2026-02/WP 4127-2025 order 09.02.2026.pdf", "certified_order_sheet_scan", "High Court of Judicature at Bombay, Kolhapur Bench", "2026-02-11", ["C01"], ["C01-H03"], """
IN THE HIGH COURT OF JUDICATURE AT BOMBAY
CIRCUIT BENCH AT KOLHAPUR
CIVIL APPELLATE JURISDICTION
WRIT PETITION NO. 4127 OF 2025
Baburao Ganpati Jadhav & Ors.                          ...Petitioners
Versus
The State of Maharashtra & Ors.                        ...Respondents
Mr. S. A. Chougule for the Petitioners.
Mr. S. B. Lokhande, AGP for Respondent Nos. 1 and 2-State.
Mr. Vishwajeet Naik for Respondent No. 3-Karkhana.
CORAM : PRAKASH N. WALIMBE, J.
DATE  : 9th FEBRUARY, 2026.
P.C. :
1. Affidavit-in-reply of Respondent No. 3 is filed in Court today; taken on record.
2. Learned AGP seeks time to file the affidavit of the Regional Joint Director (Sugar). Time granted, as a last
   chance. No further time shall be granted.
3. The ad-interim arrangement of 08.12.2025 (votes of the Petitioners to be kept in a separate sealed cover)
   shall continue.
4. Stand over to 9th March, 2026.
                                                   (PRAKASH N. WALIMBE, J.)
""")
u("backlog/2026-03/HC kop 9 march karkhana.docx", "typed_note_docx", L, "2026-03-09", ["C01"], ["C01-H04"], """
09.03.2026 (Mon) - WP 4127/2025 Jadhav & ors v. State & ors - Walimbe J, Ct. Room 3, Kolhapur bench
RJD's affidavit filed at last: relies only on karkhana's cane register; says petitioners' cane went to a private
jaggery unit (gurhal) at Kale in 2022-23. Our point: their cane was NOT accepted by karkhana's field staff
(no tod chitthi / cutting order issued) - so non-supply is the karkhana's fault.
Naik: election programme declared, polling on 12.04.2026.
Court: sealed cover arrangement to continue; result of the other votes may be declared.
pudhil tarikh 15.06.2026 (after vacation).
""")
u("backlog/2026-06/IMG-20260617-WA0007.jpg", "handwritten_note_photo", K, "2026-06-17", ["C01", "C03"], ["C01-H05", "C03-H06"], """
तारीख नोंदवही - जून 2026
15.06.2026 (सोमवार) - हायकोर्ट कोल्हापूर बेंच, कोर्ट 3
  रिट याचिका 4127/2025 जाधव व इतर विरुद्ध महाराष्ट्र शासन (दत्तगुरु कारखाना)
  कारखान्याचे वकील नाईक साहेब मुंबईला बिझी - स्टँड ओव्हर. पुढील तारीख 20.07.2026
17.06.2026 (बुधवार) - 3 रे सह दिवाणी न्यायाधीश व.स्तर, कोर्ट हॉल 14
  स्पे.दि.मु. 187/2024 माने विरुद्ध माने (वाटणी)
  वादी संजय माने यांचा उलटतपास पूर्ण. मोजणीसाठी अर्ज नि. 58 दाखल. पुढील तारीख 15.07.2026
- सदाशिव
""")
u("backlog/2026-07/karkhana WP args 20.7.txt", "typed_note_txt", L, "2026-07-20", ["C01"], ["C01-H06"], """
20.7.26 Mon - Kop bench - WP 4127/25 Dattaguru karkhana
Argued approx 40 min. Election zali 12 April, our 12 votes sealed cover madhe (2 envelopes with Registrar).
Walimbe J: "give me a chart - season-wise cane offered, tod chitthi issued or not, for five seasons 2020-21 to
2024-25". Chart 2 weeks madhe.
Naik kahi bolle nahi aaj, his args next time.
pudhil tarikh 5.10.2026
""")
u("backlog/2026-10/PXL_20261005_130522.jpg", "handwritten_note_photo", L, "2026-10-05", ["C01"], ["C01-H07"], """
5.10.26 Ct 3 Walimbe J
Karkhana WP - chart filed (6 pages). Naik args part: "bye-law 6(b) is mandatory, no discretion".
Judge asked Naik - tod chitthi why not issued to these 12? Naik - will take instructions.
Part heard. pudhil tarikh 23.11.26
""")
u("backlog/2026-01/WhatsApp Chat with Baburao Jadhav Kale.txt", "whatsapp_export", "Baburao Ganpati Jadhav", "2026-11-24", ["C01"], [], """
13/04/26, 08:05 - Baburao Jadhav Kale: Namaskar vakil saheb. Kal matdan zale. Aamche 12 lok matdan karun aale, vegle envelope madhe thevle.
13/04/26, 09:12 - Shrikant Chougule Adv: Namaskar kaka. Barobar, court cha order pramane. Nikal lavla tari aaple vote mojle nahit.
14/04/26, 19:40 - Baburao Jadhav Kale: Sattadhari panel jinkla. Aata pudhe kay?
14/04/26, 19:52 - Shrikant Chougule Adv: Writ chalu ahe. June 15 la tarikh ahe. Kahi kalji karu naka.
05/10/26, 18:30 - Baburao Jadhav Kale: Aaj kay zale saheb?
05/10/26, 18:41 - Shrikant Chougule Adv: Chart dila. Judge ni karkhanyala vicharle tod chitthi ka dili nahi. Pudhil tarikh 23 Nov.
24/11/26, 10:15 - Baburao Jadhav Kale: Kal board var aala ka?
24/11/26, 10:20 - Shrikant Chougule Adv: Nahi kaka, board reach zala nahi. Stand over 18 January la.
""")

# ---------------- C02 Shiye ferfar appeal (SDO Karveer)
u("backlog/2026-01/shiye ferfar 21-1.txt", "typed_note_txt", L, "2026-01-21", ["C02"], ["C02-H01"], """
21/1/26 - SDO Karveer - RTS Appeal 218/2025 Shivaji Chavan v. Parshuram Chavan (Shiye, gat 412)
Appeal admitted. Notice to respondents (Parshuram + talathi + mandal adhikari).
Our points: hakksod patra unregistered, signed by whom? - father Dnyanu was bedridden in Oct 2025;
no notice u/s 150(2) MLRC to Shivaji before ferfar certified.
SDO saheb: status quo - no further ferfar on gat 412 till next date.
pudhil tarikh 18.2.26
""")
u("backlog/2026-02/IMG-20260218-WA0011.jpg", "handwritten_note_photo", K, "2026-02-18", ["C02"], ["C02-H02"], """
दिनांक 18.02.2026 (बुधवार)
उपविभागीय अधिकारी करवीर - आरटीएस अपील 218/2025 शिवाजी चव्हाण विरुद्ध परशुराम चव्हाण
सामनेवाले हजर नाहीत, नोटीस बजावली नाही. तलाठ्यामार्फत नवीन नोटीस काढली.
पुढील तारीख 18.03.2026
- सदाशिव
""")
u("backlog/2026-03/20260318_142210.jpg", "handwritten_note_photo", L, "2026-03-18", ["C02"], ["C02-H03"], """
18.3.26 SDO Karveer
Shiye ferfar - Parshuram aala, Adv. Smita Kadam - vakilpatra dakhal. Mhanne (say) sathi vel magitla.
SDO: next date la say + original hakksod patra aana.
pudhil tarikh 15.4.26
""")
u("backlog/2026-04/IMG-20260415-WA0004.jpg", "handwritten_note_photo", K, "2026-04-15", ["C02"], ["C02-H04"], """
दिनांक 15.04.2026 (बुधवार)
एसडीओ करवीर - फेरफार अपील 218/2025 (शिये, गट 412)
सामनेवाले यांचे म्हणणे दाखल. साहेबांनी तहसीलदार करवीर यांच्याकडून फेरफार 3417 चे दप्तर व नोटीस रजिस्टर मागवले.
पुढील तारीख 20.05.2026
""")
u("backlog/2026-05/shiye appeal args 20.05.docx", "typed_note_docx", L, "2026-05-20", ["C02"], ["C02-H05"], """
20.05.2026 - SDO Karveer - RTS Appeal 218/2025 (Shiye, gat 412)
Tahsil record received. Notice register madhe Shivaji's signature NAHI - only talathi's remark "nirank".
Hakksod patra: on Rs. 100 stamp paper, unregistered, thumb mark of Dnyanu, no witness from village.
Argued: release of share in immovable property worth above Rs. 100 needs registration (s. 17 Registration Act);
ferfar on an unregistered hakksod patra can't stand; no s. 150(2) notice.
Kadam madam's args next date.
pudhil tarikh 24.06.2026
""")
u("backlog/2026-06/shiye 24 june.txt", "typed_note_txt", L, "2026-06-24", ["C02"], ["C02-H06"], """
24 june - SDO - Shiye ferfar
Smita Kadam argued: possession of Parshuram since 2015, he pays the kar (land revenue); appellant slept over.
Reply dila: possession is not title; ferfar is only fiscal.
Closed for order. nikal 29.07.2026.
""")
u("backlog/2026-07/RTS appeal 218 nikal 29.07.2026.pdf", "certified_order_sheet_scan", "Sub-Divisional Officer, Karveer", "2026-07-31", ["C02"], ["C02-H07"], """
उपविभागीय अधिकारी, करवीर उपविभाग, कोल्हापूर यांचे न्यायालय
आरटीएस अपील क्र. 218/2025
शिवाजी ज्ञानू चव्हाण, रा. शिये               ...अपीलार्थी
विरुद्ध
परशुराम गणपती चव्हाण व इतर                   ...सामनेवाले
आदेश (दिनांक 29.07.2026)
महाराष्ट्र जमीन महसूल संहिता 1966 चे कलम 247 अन्वये अपील. मौजे शिये गट क्र. 412 वरील फेरफार क्र. 3417
नोंदणी न केलेल्या हक्कसोड पत्राच्या आधारे व अपीलार्थीस कलम 150(2) ची नोटीस न देता प्रमाणित केला आहे.
सबब आदेश: 1) अपील मंजूर करण्यात येते. 2) फेरफार क्र. 3417 रद्द करण्यात येतो. 3) प्रकरण तहसीलदार करवीर
यांचेकडे सर्व हितसंबंधितांना नोटीस देऊन फेरचौकशीसाठी परत पाठविण्यात येते.
                                          सही/- उपविभागीय अधिकारी, करवीर
""")

# ---------------- C03 Mane vatni suit
u("backlog/2025-12/Mane vatni 10.12.25.docx", "typed_note_docx", L, "2025-12-10", ["C03"], ["C03-H01"], """
10.12.2025 - Spl. C.S. 187/2024 Mane v. Mane (vatni) - Nadaf madam, 3rd Jt. CJSD
D1 Dilip's lekhi jabab (WS) filed at Exh. 38 by Nikam: says tondi vatni in 2019, Sanjay took Rs. 3.5 lakh for
shop; claims pipeline expenses Rs. 2,80,000; non-joinder of Tukaram kaka.
D4 Sunanda tai (sister) filed her own WS through Adv. Rane - supports us, claims her 1/5 share (2005 amendment).
D2 Vijay, D3 aai - no WS.
pudhil tarikh 14.01.2026 for issues.
""")
u("backlog/2026-01/SCS 187-2024 roznama 14.01.2026.pdf", "certified_order_sheet_scan", "3rd Joint Civil Judge Senior Division, Kolhapur", "2026-01-19", ["C03"], ["C03-H02"], """
IN THE COURT OF THE 3RD JT. CIVIL JUDGE SENIOR DIVISION, KOLHAPUR
Spl. C.S. No. 187/2024      Sanjay Ramchandra Mane  V/s  Dilip Ramchandra Mane & Ors.
ROZNAMA
14.01.2026
Adv. Chougule for plaintiff. Adv. Nikam for D1. Adv. Rane for D4.
Issues framed at Exh. 42. (Five issues; additional issue on oral partition of 2019 - burden on D1.)
Plaintiff to file affidavit of examination-in-chief.
Adj. to 11.02.2026 for plaintiff's evidence.
                                                   3rd Jt. C.J.S.D., Kolhapur
""")
u("backlog/2026-02/IMG_20260211_165233.jpg", "handwritten_note_photo", L, "2026-02-11", ["C03"], ["C03-H03"], """
11/2/26 CH 14 Nadaf madam
Mane vatni - PW1 Sanjay che sarans affidavit Exh 45 dakhal.
Nikam: ulat tapas sathi vel (time to cross) - dila.
pudhil tarikh 11/3/26
""")
u("backlog/2026-03/mane PW1 cross 11.3.txt", "typed_note_txt", L, "2026-03-11", ["C03"], ["C03-H04"], """
11.3.26 - Mane vatni - PW1 cross by Nikam (part)
Sanjay admitted: shop at Rajarampuri started 2018, "paise bankechya loan madhun" - denied Rs. 3.5 lakh from father.
Admitted he does not cultivate; Dilip does everything, takes the karkhana bill. Denied any tondi vatni.
Kept bank loan sanction letter of 2018 (Kolhapur Urban Bank) ready for re-exam.
Remaining cross - pudhil tarikh 8.4.26
""")
u("backlog/2026-04/IMG-20260408-WA0015.jpg", "handwritten_note_photo", K, "2026-04-08", ["C03"], ["C03-H05"], """
दिनांक 08.04.2026 (बुधवार)  कोर्ट हॉल 14 - नडाफ मॅडम
माने विरुद्ध माने (वाटणी दावा) स्पे.दि.मु. 187/2024
प्रतिवादीचे वकील निकम साहेब हजर नाहीत - हायकोर्ट बेंचला बिझी.
कोर्टाने 500 रुपये खर्च (कॉस्ट) लावून तारीख दिली.
पुढील तारीख 17.06.2026 (मे सुट्टी नंतर)
""")
u("backlog/2026-07/SCS 187-2024 roznama 15.07.2026.pdf", "certified_order_sheet_scan", "3rd Joint Civil Judge Senior Division, Kolhapur", "2026-07-21", ["C03"], ["C03-H07"], """
IN THE COURT OF THE 3RD JT. CIVIL JUDGE SENIOR DIVISION, KOLHAPUR
Spl. C.S. No. 187/2024      Sanjay Ramchandra Mane  V/s  Dilip Ramchandra Mane & Ors.
ROZNAMA
15.07.2026
Both sides present. Application at Exh. 58 by the plaintiff for measurement of gat nos. 118 and 119 through the
TILR, Karveer is allowed. Plaintiff to deposit the measurement fees with the TILR. Commission to be issued.
Costs of Rs. 500 imposed on 08.04.2026 paid by D1.
Adj. to 09.09.2026 for plaintiff's evidence (PW2).
                                                   3rd Jt. C.J.S.D., Kolhapur
""")
u("backlog/2026-09/Mane PW2 9 sept.docx", "typed_note_docx", L, "2026-09-09", ["C03"], ["C03-H08"], """
09.09.2026 - Mane vatni - PW2 Tukaram Shankar Mane (chulte / uncle) examined.
Said: no oral partition in 2019 - "mi gavat hoto, asa kahi zala nahi". In cross Nikam put the pipeline bill of
Rs. 2,80,000 - Tukaram: pipeline was from sugarcane advance of the joint family.
Mojani (TILR measurement) fixed on 28.09.2026 - fees Rs. 6,000 already paid on 28.07.
pudhil tarikh 14.10.2026
""")
u("backlog/2026-10/20261014_171530.jpg", "handwritten_note_photo", L, "2026-10-14", ["C03"], ["C03-H09"], """
14.10.26 Nadaf madam
Mane vatni - TILR map (ka-prat) received, Exh 66: gat 118 = 1 H 39 R actual, gat 119 = 0 H 81 R.
Madam: brothers ahet, mediation la pathavte. Mediation centre 1st sitting 29.10.
pudhil tarikh 18.11.26
""")
u("backlog/2026-11/mane vatni 18.11.txt", "typed_note_txt", L, "2026-11-18", ["C03"], ["C03-H10"], """
18.11.2026 - Spl CS 187/24 Mane vatni
Mediation failed - Dilip not ready to give any share in gat 119.
Our side evidence closed - closing pursis Exh 71 dakhal.
Now DE (Dilip's evidence). pudhil tarikh 9.12.2026.
""")
u("backlog/2026-11/correction mane tarikh.txt", "typed_note_txt", L, "2026-11-19", ["C03"], [], """
19/11 - CORRECTION - Mane vatni (Spl CS 187/24)
Kalchya note madhe pudhil tarikh 9.12 lihili - chuk. 9.12 hi Kamble chi old tentative tarikh hoti.
Sadashiv ne bench clerk kadun confirm kele: khari pudhil tarikh 16.12.2026 (Wednesday), for DE - Dilip's affidavit.
""")

# ---------------- C04 Hupare cheque case (JMFC Ichalkaranji)
u("backlog/2026-03/SCC 2314-2025 roznama 12.03.2026.pdf", "certified_order_sheet_scan", "JMFC, Ichalkaranji", "2026-03-16", ["C04"], ["C04-H03"], """
मे. 2 रे सह दिवाणी न्यायाधीश क.स्तर व न्यायदंडाधिकारी प्रथम वर्ग, इचलकरंजी यांचे न्यायालय
एस.सी.सी. क्र. 2314/2025      सिद्धिविनायक टेक्स्टाईल्स विरुद्ध रफिक इस्माईल मुजावर
रोजनामा
12.03.2026
फिर्यादी व वकील हजर. आरोपी व वकील बागवान हजर.
आरोपीचा कलम 145(2) अन्वये फिर्यादीचा उलटतपास घेण्याबाबतचा अर्ज नि. 18 मंजूर.
फिर्यादी अनिल हुपरे (CW1) यांचा उलटतपास अंशतः घेतला.
पुढील तारीख 16.04.2026 उर्वरित उलटतपासासाठी.
                                          न्यायदंडाधिकारी प्रथम वर्ग, इचलकरंजी
""")
u("backlog/2026-06/ichalkaranji 11 june.txt", "typed_note_txt", L, "2026-06-11", ["C04"], ["C04-H05"], """
11 june 26 thu - Ichalkaranji JMFC - Hupare v. Mujawar (138)
Went myself (Pratiksha at Kop).
CW1 Anil Hupare cross concluded by Bagwan. Defence suggestion: cheque given in 2024 to broker Salim Shaikh as
security for yarn deal - Anil denied; ledger Exh 16 shows balance Rs. 4,85,000.
Our 143A application (interim compensation) argued - Bagwan opposed, "accused is a small powerloom owner".
Costs Rs. 500 of last date paid.
pudhil tarikh 16.7.26 - order on 143A.
""")
u("backlog/2026-07/SCC 2314-2025 order 143A 16.07.2026.pdf", "certified_order_sheet_scan", "JMFC, Ichalkaranji", "2026-07-20", ["C04"], ["C04-H06"], """
IN THE COURT OF 2ND JT. CIVIL JUDGE JUNIOR DIVISION & J.M.F.C., ICHALKARANJI
S.C.C. No. 2314/2025       Siddhivinayak Textiles  V/s  Rafiq Ismail Mujawar
16.07.2026
ORDER BELOW EXH. 20 (application u/s 143A of the N.I. Act)
1. The accused has pleaded not guilty. The cheque and the signature are admitted. The defence of a security
   cheque is a matter of trial.
2. The accused is directed to pay interim compensation of 20% of the cheque amount, i.e. Rs. 97,000/-, to the
   complainant within 60 days from today.
3. Complainant's evidence is closed. Statement of the accused on 27.08.2026.
                                          (P. S. Jadhav) J.M.F.C., Ichalkaranji
""")
u("backlog/2026-10/IMG-20261008-WA0019.jpg", "handwritten_note_photo", K, "2026-10-08", ["C04"], ["C04-H08"], """
दिनांक 08.10.2026 (गुरुवार) - इचलकरंजी कोर्ट
हुपरे चेक केस (एस.सी.सी. 2314/2025)
आरोपीचा साक्षीदार सलीम शेख हजर नाही - साक्षीदार हजर नाही म्हणून तारीख.
97,000 अंतरिम भरपाई अजून भरली नाही. वसुलीसाठी अर्ज दिला.
पुढील तारीख 19.11.2026
""")
u("backlog/2026-11/Hupare DW1 cross 19.11.2026.docx", "typed_note_docx", L, "2026-11-19", ["C04"], ["C04-H09"], """
19.11.2026 - JMFC Ichalkaranji - S.C.C. 2314/2025 Siddhivinayak Textiles v. Mujawar
DW1 Salim Shaikh (yarn broker, Shahapur) - chief: says Rafiq gave him the signed blank cheque in 2024 as
security, and he handed it to Hupare "by mistake".
Our cross (part): admitted he gets 1% dalali from Hupare on every deal; admitted no written complaint to police
or bank about misuse of the cheque. Remaining cross next date.
Interim compensation Rs. 97,000 still not paid - recovery appl. pending.
pudhil tarikh 16.12.2026 - Pratiksha will attend (I am in Nadaf madam's court that day - Mane DE).
""")

# ---------------- C05 Powar MACT
u("backlog/2026-01/IMG-20260116-WA0008.jpg", "handwritten_note_photo", K, "2026-01-16", ["C05", "C03"], ["C05-H01", "C03-H02"], """
तारीख नोंदवही - जानेवारी 2026
14.01.2026 (बुधवार) - माने वाटणी दावा - मुद्दे काढले (नि. 42). पुढील तारीख 11.02.2026
16.01.2026 (शुक्रवार) - मोटार अपघात दावा 412/2025 शोभा पोवार विरुद्ध विशाल पाटील
  ट्रक ड्रायव्हर व मालक गैरहजर. न्यू इंडिया विमा कंपनीचे वकील जोशी हजर - लेखी जबाबासाठी वेळ मागितला.
  पुढील तारीख 20.02.2026
- सदाशिव
""")
u("backlog/2026-02/MACP 412 WS 20 feb.docx", "typed_note_docx", L, "2026-02-20", ["C05"], ["C05-H02"], """
20.02.2026 - MACT Kolhapur (Wagh saheb) - M.A.C.P. 412/2025 Shobha Powar & 3 v. Vishal Patil & 2
New India's WS Exh. 19 (Joshi): (1) deceased had no helmet - contributory negligence 50%; (2) income of
Rs. 22,000 pm not proved; (3) driver Vishal had valid licence - so no recovery defence.
R1 driver and R2 Laxmi Roadlines (owner) absent though served - proceed ex parte against them.
Claimants: Shobha (widow, 36), son Omkar (14), daughter Sakshi (11), mother Kusum (68).
pudhil tarikh 27.03.2026 for issues.
""")
u("backlog/2026-03/IMG_20260327_150010.jpg", "handwritten_note_photo", L, "2026-03-27", ["C05"], ["C05-H03"], """
27/3/26 MACT - Wagh saheb
Powar claim - issues framed (4). Wagh saheb: "income documents pahije - milk bills, dairy passbook".
Shobha la sangitle dudh sanstha kadun 3 years bills aana.
pudhil tarikh 24/4/26 - PW1
""")
u("backlog/2026-04/powar PW1 24 apr.txt", "typed_note_txt", L, "2026-04-24", ["C05"], ["C05-H04"], """
24.4.26 MACT Kop - Powar claim
PW1 Shobha affidavit Exh 25 tendered; FIR (Karveer PS 244/2025) Exh 26, PM report Exh 27, chargesheet Exh 28.
Joshi cross: helmet? - "ghaltat, tya divshi daily sarkha ghatla hota" - but PM report says no helmet found.
Income: 9 cows/buffaloes, milk to Hanuman Sahakari Dudh Sanstha, Kerli; plus 2 acre sugarcane.
pudhil tarikh 31.7.26 - PW2 eyewitness Maruti Patil (summons kadhle).
""")
u("backlog/2026-07/IMG_5032.HEIC", "handwritten_note_photo", L, "2026-07-31", ["C05"], ["C05-H05"], """
31.7.26  MACT
Powar - PW2 Maruti Dhondiram Patil (eyewitness, was behind on his bike) examined.
Says truck came on wrong side while overtaking an ST bus near Kerli phata; Suresh was on his left side.
Joshi cross: distance 50 ft, night? - "7.30 la ujed hota" (still light). Stood firm.
pudhil tarikh 4.9.26 - PW3 dudh sanstha secretary.
""")
u("backlog/2026-09/MACP 412-2025 roznama 04.09.2026.pdf", "certified_order_sheet_scan", "MACT, Kolhapur", "2026-09-08", ["C05"], ["C05-H06"], """
BEFORE THE MOTOR ACCIDENT CLAIMS TRIBUNAL, KOLHAPUR
(Presided over by Shri. A. S. Wagh, District Judge-4 & Member)
M.A.C.P. No. 412/2025     Shobha Suresh Powar & Ors.  V/s  Vishal Shankar Patil & Ors.
04.09.2026
Adv. Chougule for the claimants. Adv. Joshi for R3-Insurance Co. R1 and R2 ex parte.
PW3 Dattatray Kumbhar, Secretary, Hanuman Sahakari Dudh Utpadak Sanstha, Kerli, examined. Milk bills of the
deceased for 2022-23 to 2024-25 at Exh. 41 (average monthly payment Rs. 24,500). Cross-examined by Adv. Joshi.
Pursis of the claimants closing evidence at Exh. 43.
Adj. to 09.10.2026 for evidence of R3.
                                                   Member, M.A.C.T., Kolhapur
""")
u("backlog/2026-10/9 oct notes.txt", "typed_note_txt", L, "2026-10-09", ["C05", "C07"], ["C05-H07"], """
09.10.26 fri
1) Powar MACT - New India's investigator (Shri. Abhijit Sawant) not present. Joshi time ghetla. Wagh saheb
   naraz - "last time". pudhil tarikh 20.11.2026.
2) Ganesh Kamble (foundry) phone - company's HR man called him to settle "15,000 gheun case maghe ghe".
   Told him: sahi karu naka kashavarhi; 9 years service - reinstatement + back wages magto aapan.
""")
u("backlog/2026-11/Powar args 20.11.2026.docx", "typed_note_docx", L, "2026-11-20", ["C05"], ["C05-H08"], """
20.11.2026 - MACT Kolhapur - M.A.C.P. 412/2025 (Powar)
Joshi: closing R3's evidence without examining any witness (pursis) - investigator not examined.
Our arguments: income Rs. 24,500 pm (Exh 41) + future prospects 25% (age 41) - multiplier 14 -
dependants 4 - deduction 1/4; consortium + funeral. Claim Rs. 38,00,000 justified. Helmet: PW2 says truck on
wrong side; no helmet ≠ cause of accident.
Joshi will argue next date. pudhil tarikh 08.01.2027.
""")

# ---------------- C06 Gurav anticipatory bail
u("backlog/2026-04/20260407_133145.jpg", "handwritten_note_photo", L, "2026-04-07", ["C06"], ["C06-H01"], """
7/4/26  ASJ-2 Khot saheb
Cri BA 1642/26 Sunita & Lata Gurav (ABA) - Rajarampuri FIR 211/26 ('498A' - 85 BNS)
Interim protection till next date - applicants to attend Rajarampuri PS on 9 & 10 April, 11 to 2.
IO's say called. APP Mohite.
pudhil tarikh 21.4.26
""")
u("backlog/2026-04/IMG-20260421-WA0010.jpg", "handwritten_note_photo", K, "2026-04-21", ["C06"], ["C06-H02"], """
दिनांक 21.04.2026 (मंगळवार) - सत्र न्यायालय कोल्हापूर, अतिरिक्त सत्र न्यायाधीश-2
अटकपूर्व जामीन अर्ज 1642/2026 सुनीता गुरव व लता गुरव
तपास अधिकाऱ्याचे म्हणणे दाखल. फिर्यादी प्रियांका यांच्या वकिलांचा हस्तक्षेप अर्ज.
अंतरिम संरक्षण पुढील तारखेपर्यंत चालू.
पुढील तारीख 05.05.2026
""")
u("backlog/2026-05/gurav ABA args 5.5.txt", "typed_note_txt", L, "2026-05-05", ["C06"], ["C06-H03"], """
5.5.26 - ABA Gurav - Khot saheb
Argued: applicants are mother-in-law (62) and unmarried nanand; husband Rahul lives in Pune; no specific date or
act against Lata; the chain (sonyachi chain) already returned - stridhan list with Priyanka's own signature.
APP + intervenor: custodial interrogation needed to recover Rs. 2 lakh.
Closed for order on 12.5.26. Interim continued.
""")
u("backlog/2026-05/Cri BA 1642-2026 order 12.05.2026.pdf", "certified_order_sheet_scan", "Sessions Court, Kolhapur", "2026-05-14", ["C06"], ["C06-H04"], """
IN THE COURT OF THE ADDITIONAL SESSIONS JUDGE-2, KOLHAPUR
Criminal Bail Application No. 1642 of 2026
Sunita Prakash Gurav & Anr.  ...Applicants       V/s     State of Maharashtra  ...Respondent
ORDER (12.05.2026)
1. The application for anticipatory bail u/s 482 of the BNSS in C.R. No. 0211/2026 of Rajarampuri Police
   Station is allowed.
2. In the event of arrest the applicants be released on executing P.R. bond of Rs. 25,000/- each with one surety.
3. The applicants shall attend Rajarampuri Police Station every Monday between 11 a.m. and 1 p.m. till the
   charge-sheet is filed, and shall not contact or threaten the informant.
                                                   (N. D. Khot) Addl. Sessions Judge-2, Kolhapur
""")
u("backlog/2026-04/WhatsApp Chat with Prakash Gurav.txt", "whatsapp_export", "Prakash Gurav", "2026-05-18", ["C06"], [], """
06/04/26, 21:10 - Prakash Gurav: Saheb police ghari aale hote. Sunita ani Lata khup ghabarlya ahet.
06/04/26, 21:25 - Shrikant Chougule Adv: Udya sakali 10 la office la ya, saglya papers gheun. Arj udyach dakhal karu.
07/04/26, 16:02 - Shrikant Chougule Adv: Interim protection milale. 9 ani 10 April la Rajarampuri police station la 11 te 2 jayche.
12/05/26, 15:40 - Shrikant Chougule Adv: Jamin manjur. Dar Somvari police station la hajeri. 25000 cha bond.
12/05/26, 15:45 - Prakash Gurav: Dhanyavad saheb 🙏 fees urleli udya deto.
18/05/26, 11:00 - Prakash Gurav: Aaj pahili hajeri zali police station la.
""")

# ---------------- C07 Kamble foundry case (Labour Court)
u("backlog/2025-12/IMG-20251217-WA0006.jpg", "handwritten_note_photo", K, "2025-12-17", ["C07"], ["C07-H01"], """
दिनांक 17.12.2025 (बुधवार) - कामगार न्यायालय कोल्हापूर
तक्रार (ULP) 58/2025 गणेश कांबळे विरुद्ध शिवगंगा कास्टिंग्ज प्रा. लि.
कंपनीचे लेखी म्हणणे दाखल नाही - वकील आपटे यांनी वेळ मागितली.
पुढील तारीख 28.01.2026
""")
u("backlog/2026-01/kamble WS 28.1.txt", "typed_note_txt", L, "2026-01-28", ["C07"], ["C07-H02"], """
28.1.26 Labour Court - Ganesh Kamble v. Shivganga Castings (ULP 58/25)
Company WS (Apte): Ganesh was never their employee - a contract worker through Mahalaxmi Labour Contractors
(prop. Sunil Magdum); so no termination by them.
Our answer: ESIC IP card shows employer code of Shivganga Castings; gate pass; 9 years on moulding line.
pudhil tarikh 10.3.26 for issues.
""")
u("backlog/2026-03/IMG_20260310_124801.jpg", "handwritten_note_photo", L, "2026-03-10", ["C07"], ["C07-H03"], """
10/3/26 tue  Labour Ct - Ingale madam
Kamble - issues framed: (1) employer-employee relationship? (2) termination w/o notice = ULP item 1? (3) relief.
Burden of issue 1 on us.
pudhil tarikh 22/4/26 - our evidence
""")
u("backlog/2026-04/Kamble CW1 22.04.docx", "typed_note_docx", L, "2026-04-22", ["C07"], ["C07-H04"], """
22.04.2026 - Labour Court Kolhapur - Complaint (ULP) 58/2025 Kamble v. Shivganga Castings
CW1 Ganesh affidavit Exh. U-9; ESIC card Exh. U-10, gate pass Exh. U-11, OPD slip of burn injury Exh. U-12.
Apte cross full: wages paid by contractor's cash? - Ganesh: "pagar slip var company che naav" (salary slip shows
company's name). Said he was removed on 02.08.2025 after asking for injury leave wages - supervisor said
"udya pasun yeu nako".
pudhil tarikh 22.07.2026 - CW2 co-worker.
""")
u("backlog/2026-07/IMG-20260722-WA0013.jpg", "handwritten_note_photo", K, "2026-07-22", ["C07"], ["C07-H05"], """
दिनांक 22.07.2026 (बुधवार) - कामगार न्यायालय
गणेश कांबळे केस - साक्षीदार राजाराम गायकवाड (सहकारी कामगार) यांची साक्ष व उलटतपास झाला.
पुढील तारीख 02.09.2026
""")
u("backlog/2026-09/ULP 58-2025 roznama 02.09.2026.pdf", "certified_order_sheet_scan", "Labour Court, Kolhapur", "2026-09-07", ["C07"], ["C07-H06"], """
IN THE LABOUR COURT AT KOLHAPUR
Complaint (ULP) No. 58 of 2025
Ganesh Tukaram Kamble  ...Complainant     V/s     Shivganga Castings Pvt. Ltd., Shiroli MIDC  ...Respondent
02.09.2026
Complainant with Adv. Chougule. Respondent's Adv. Apte.
Complainant closes his evidence by pursis Exh. U-18.
The respondent seeks time to lead evidence as its witness is not ready. Time granted subject to costs of
Rs. 1,000/- payable to the complainant.
Adj. to 07.10.2026 for respondent's evidence.
                                                   Presiding Officer, Labour Court, Kolhapur
""")
u("backlog/2026-10/Kamble company witness 7 oct.docx", "typed_note_docx", L, "2026-10-07", ["C07"], ["C07-H07"], """
07.10.2026 - Labour Court - Kamble v. Shivganga Castings
Costs Rs. 1,000 paid by Apte.
Company's witness Nitin Kulkarni (HR manager) - affidavit Exh. C-7. Our cross: admitted ESIC contribution for
Ganesh was deposited under the company's own code till July 2025; admitted no written contract with Mahalaxmi
Labour Contractors was produced; admitted no licence under the CLRA Act for the moulding line.
pudhil tarikh 25.11.2026 - contractor Magdum as their 2nd witness.
""")
u("backlog/2026-11/kamble 25 nov.txt", "typed_note_txt", L, "2026-11-25", ["C07"], ["C07-H08"], """
25.11.26 wed - Labour Ct - Kamble foundry
Sunil Magdum (contractor) examined by Apte; our cross - he has no register of Ganesh's wages; said "company
sangel tevdha manus deto". Company closed evidence.
Args - pudhil tarikh 23.12.2026. Written notes of args file karayche.
""")

# ---------------- the junior's chats (Ichalkaranji, circuit bench mentions)
u("backlog/2026-04/WhatsApp Chat with Pratiksha More Jr.txt", "whatsapp_export", J, "2026-04-16", ["C04", "C01"], ["C04-H01", "C01-H02", "C04-H02", "C04-H04"], """
08/01/26, 12:20 - Pratiksha More Jr: Sir Hupare case madhe aaropi aala nahi. Madam ni 5000 cha BW kadhla. Pudhil tarikh 5/2
08/01/26, 12:24 - Shrikant Chougule Adv: ok. Hupare na kalav.
12/01/26, 11:48 - Pratiksha More Jr: Sir Kop bench - karkhana WP, Naik sir ni reply sathi vel magitla. 3 weeks dile. Pudhil tarikh 9 Feb
12/01/26, 11:49 - Shrikant Chougule Adv: Interim chalu ahe na?
12/01/26, 11:50 - Pratiksha More Jr: Ho sir, sealed cover chalu
05/02/26, 13:02 - Pratiksha More Jr: Sir Mujawar aaj hajar zala Bagwan sir barobar. BW cancel, jamin 15000. Plea record zali - not guilty. Pudhil tarikh 12 March
16/04/26, 12:35 - Pratiksha More Jr: Sir Ichalkaranji - Bagwan sir aale nahit, Mujawar ekta. Madam ni 500 costs lavun tarikh dili. Pudhil tarikh 11 June
16/04/26, 12:36 - Shrikant Chougule Adv: 11 June la mi swatah yein.
""")
u("backlog/2026-11/WhatsApp Chat with Pratiksha More Jr (2).txt", "whatsapp_export", J, "2026-11-23", ["C04", "C01"], ["C04-H07", "C01-H08"], """
27/08/26, 12:10 - Pratiksha More Jr: Sir Hupare case - aaropicha 313 cha statement zala. Bagwan sir defence evidence denar mhanale. Pudhil tarikh 8 Oct
27/08/26, 12:11 - Pratiksha More Jr: 97000 ajun bharle nahit sir
27/08/26, 12:15 - Shrikant Chougule Adv: 60 days 14 Sept la sampatat. Nantar vasulisathi arj karu.
23/11/26, 16:45 - Pratiksha More Jr: Sir bench var karkhana WP board reach zala nahi. S.O. to 18 Jan 2027
23/11/26, 16:46 - Shrikant Chougule Adv: ok. Jadhav kakana mi sangto.
""")

# ---------------- plan and cause list
u("backlog/2026-12/Plan 14-19 Dec.docx", "typed_note_docx", L, "2026-12-12", ["C03", "C04", "C07", "C01", "C05"], [], """
PLAN - 14 Dec to 19 Dec 2026
Wed 16/12  Kolhapur, CH 14 Nadaf madam - Mane vatni - DE (Dilip's affidavit). Me.
Wed 16/12  Ichalkaranji JMFC - Hupare v. Mujawar - DW1 Salim Shaikh remaining cross. Pratiksha
           (questions on dalali 1% + no police complaint ready in file).
Pending:
- Kamble foundry: written notes of arguments before 23/12.
- Karkhana WP: nothing till 18 Jan; Jadhav kaka fees balance Rs. 35,000.
- Powar MACT: compilation of judgments on helmet/contributory negligence before 8 Jan.
""")
u("backlog/2026-12/Kolhapur CJSD board 16.12.2026.pdf", "cause_list_pdf", "District and Sessions Court, Kolhapur", "2026-12-15", ["C03"], [], """
DISTRICT AND SESSIONS COURT, KOLHAPUR - DAILY BOARD FOR WEDNESDAY 16.12.2026
COURT OF 3RD JT. CIVIL JUDGE SENIOR DIVISION (Smt. S. A. Nadaf), COURT HALL NO. 14
Sr.  Case No.              Parties                                              Stage
1    Spl.C.S./92/2021      Kolhapur Urban Co-op Bank vs Mahesh Desai             Arguments
2    Spl.C.S./187/2024     Sanjay Ramchandra Mane vs Dilip Ramchandra Mane       Defendants' evidence
3    Spl.C.S./310/2025     Suvarna Kulkarni vs Kolhapur Municipal Corporation    Issues
4    R.C.A./44/2026        Dhondiram Yadav vs Sakharam Yadav                     Admission
""")
