"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


# ---------------------------------------------------------------- documents (dated by their own date)
up("backlog/2025-09/IMG20250917113042.jpg", "document_photo", "Mathew's Digital World", "2025-03-10", ["C06"], [], """
MATHEW'S DIGITAL WORLD
NH 66 Bypass, Edappally, Kochi 682024 | GSTIN 32AAxxxxxxx1Z5
TAX INVOICE                       Inv. No. MDW/24-25/7781      Date: 10/03/2025
Bill to: RASHEED K.M., Kunnumpuram Road, Edappally North
Item: FROSTLINE FL-DD 465 Double Door Refrigerator (465 L, Inverter), Sl. No. FL465K2411893
Qty 1   Taxable value 53,305.08   CGST 9% 4,797.46   SGST 9% 4,797.46
TOTAL Rs. 62,900.00 (Rupees Sixty Two Thousand Nine Hundred only)
Warranty: 1 year comprehensive, 10 years on compressor (by manufacturer, Frostline Appliances Pvt. Ltd.)
Goods once sold will not be taken back. Authorised signatory
""")

up("backlog/2025-10/PXL_20251009_064512877.jpg", "document_photo", "Mangalya Jewellers", "2019-05-02", ["C05"], [], """
MANGALYA JEWELLERS, Round East, Thrissur 680001
ESTIMATE / BILL No. MJ/19/05/0213               Dt. 02-05-2019
Customer: MOHANAN K. (for daughter Divya - marriage 12.05.2019)
Necklace (palakka) 10 sov., Kasumala 12 sov., Bangles 8 nos 16 sov., Chain 6 sov., Mangalyam & others 18 sov.
Total gold 62 sovereigns (496 gm) @ 22 ct
Amount Rs. 15,18,400 incl. making charges and GST
Received with thanks.
""")

up("backlog/2025-11/Stop memo Kalamassery Mpty.pdf", "document_scan", "Secretary, Kalamassery Municipality", "2025-10-22", ["C01"], [], """
KALAMASSERY MUNICIPALITY
No. BA4-2291/2024                                                  Date: 22.10.2025
STOP MEMO
(under Section 406 of the Kerala Municipality Act, 1994)
To: Sri. Jose Kuriakose, Kuriakose Arcade (under construction), HMT Junction, Kalamassery
Inspection on 17.10.2025 revealed that the construction of the three-storeyed commercial building in Sy. No. 211/4 of Kalamassery village deviates from the approved plan (permit No. A4-BA-118/2023): the rear open space is less than that required under the Kerala Municipality Building Rules, 2019. You are directed to stop all further construction forthwith. Your application for occupancy certificate dated 30.09.2025 stands rejected.
sd/- Secretary
""")

up("backlog/2025-11/FIR_1142_2025_PLRTM.pdf", "document_scan", "Palarivattom Police Station", "2025-09-12", ["C02"], [], """
FIRST INFORMATION REPORT (under Section 173 BNSS)
District: Ernakulam City    P.S.: Palarivattom    Year: 2025    Crime No. 1142/2025    Date: 12.09.2025
Acts & Sections: BNS 318(4), 316(2), 3(5)
Informant: Nithin Joseph, 29, S/o Joseph, Vazhakkala, Kakkanad
Accused: (1) Vineeth Raj, Gulf Link Travels; (2) Shibu Paulose, partner, Gulf Link Travels, Palarivattom
Brief facts: Accused 1 and 2 promised a work visa to Kuwait and received Rs. 3,80,000 from the informant between 02.01.2025 and 15.04.2025 by cash and bank transfer; no visa given, money not returned.
Officer: SI of Police, Palarivattom
""")

up("backlog/2026-02/CamScanner 20-02-2026 11.02.pdf", "document_scan", "Nithin Joseph and Shibu Paulose", "2026-02-18", ["C02"], [], """
AGREEMENT OF SETTLEMENT
Executed at Ernakulam on this the 18th day of February 2026 between Nithin Joseph, S/o Joseph, Vazhakkala, Kakkanad (first party / de facto complainant in Crime No. 1142/2025 of Palarivattom P.S.) and Shibu Paulose, S/o Paulose, Palarivattom (second party / accused No. 2).
1. The second party shall pay the first party a total sum of Rs. 3,80,000/- (Rupees three lakh eighty thousand only) in full settlement.
2. Rs. 1,50,000/- is paid today by cheque No. 300441 (Federal Bank), receipt of which the first party admits.
3. Rs. 1,30,000/- shall be paid on or before 30.04.2026 and the balance Rs. 1,00,000/- on or before 30.06.2026.
4. On receipt of the full amount the first party shall swear to an affidavit and shall not oppose the Crl.M.C. to quash the proceedings.
Witnesses: 1. Joseph K. J.  2. Adv. Arjun Das
sd/- first party      sd/- second party
""")

up("backlog/2026-04/OS 412-2024 commission report.pdf", "document_scan", "Adv. Smitha Raj, Advocate Commissioner", "2026-04-10", ["C03"], [], """
BEFORE THE PRINCIPAL MUNSIFF'S COURT, ERNAKULAM
O.S. No. 412/2024
REPORT OF THE ADVOCATE COMMISSIONER
1. As per the order in I.A. No. 118/2026 I inspected the plaint schedule property at Thrikkakara on 28.02.2026 at 10.30 a.m. in the presence of the plaintiff, her son Bijo Varghese, the first defendant and the counsel on both sides.
2. The plaint B schedule pathway runs north-south from the panchayat road to the plaintiff's house. Its width at the northern end is 0.9 metre (3 feet).
3. A compound wall of laterite stones, freshly plastered, has been constructed by the first defendant along the eastern side. At the middle portion the wall projects 0.6 metre into the pathway, leaving only 0.3 metre for passage. A two-wheeler cannot pass.
4. Old stone steps and a worn footpath show that the pathway has been in use for a long time.
Rough sketch and 6 photographs appended. Commission batta received Rs. 4,000.
Ernakulam, 10.04.2026                                 sd/- Smitha Raj, Advocate Commissioner
""")

up("backlog/2026-06/DOC-20260602-WA0011.pdf", "document_scan", "Dr. Sreejith Menon", "2026-05-28", ["C04"], [], """
ST. ALPHONSA HOSPITAL, VYTTILA, KOCHI 682019 - Department of Orthopaedics
DISABILITY CERTIFICATE                                          Date: 28.05.2026
This is to certify that Sri. Anoop Kumar V. R., aged 34, was treated here from 14.06.2024 to 02.07.2024 for fracture shaft of left femur and fracture of left patella sustained in a road traffic accident on 14.06.2024. He underwent ORIF with interlocking nail and a second surgery for implant removal on 11.11.2025.
Present condition: shortening of left lower limb by 1.5 cm, restriction of knee flexion, cannot squat or ride a two-wheeler for long.
Permanent disability: 22% (twenty-two percent) of the left lower limb; functional disability affecting his work as a delivery executive.
sd/- Dr. Sreejith Menon, MS (Ortho), Reg. No. TCMC 41188
""")

up("backlog/2026-06/Town Planner report WP 28417.pdf", "document_scan", "Town Planner, Ernakulam", "2026-06-26", ["C01"], [], """
OFFICE OF THE TOWN PLANNER, ERNAKULAM
No. TP/EKM/1894/2026                                               Date: 26.06.2026
Sub: W.P.(C) No. 28417 of 2025 - inspection report as directed by the Hon'ble High Court
The building of Sri. Jose Kuriakose in Sy. No. 211/4, Kalamassery was inspected on 19.06.2026 with the Assistant Engineer of the Municipality.
Findings: 1. Front setback 3.05 m and side setbacks as per the approved plan. 2. Rear open space provided is 1.22 m against 1.5 m required; shortfall 0.28 m along a length of 14 m. 3. No other deviation. 4. The deviation is compoundable under the Kerala Municipality Building Rules, 2019 on payment of the compounding fee, the building being otherwise in conformity.
sd/- Town Planner
""")

up("backlog/2026-07/Scan_20260703_1114.pdf", "document_scan", "Expert Commissioner, C.C. 318/2025", "2026-06-25", ["C06"], [], """
BEFORE THE DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, ERNAKULAM
C.C. No. 318/2025
REPORT OF THE EXPERT COMMISSIONER
I, Shaji P. Antony, Lecturer in Mechanical Engineering (Refrigeration), Govt. Polytechnic College, Kalamassery, inspected the refrigerator FROSTLINE FL-DD 465, Sl. No. FL465K2411893, at the complainant's residence on 20.06.2026 in the presence of the complainant and a service technician of the first opposite party.
Findings: The refrigerator does not cool; compressor runs continuously with low suction pressure. The compressor was replaced once (job card dated 14.08.2025) and gas was charged three times. The fault recurs because of a defective inverter compressor and leaking evaporator joint. This is a manufacturing defect, not due to misuse or voltage.
Opinion: the unit cannot be made fit by repair; replacement of the whole unit is needed.
Fee Rs. 3,000 received. sd/- Shaji P. Antony, 25.06.2026
""")

up("backlog/2026-11/regularisation order Jose.pdf", "document_scan", "Secretary, Kalamassery Municipality", "2026-10-30", ["C01"], [], """
KALAMASSERY MUNICIPALITY
No. BA4-2291/2024 (2)                                              Date: 30.10.2026
ORDER
Ref: 1. Application for regularisation dated 20.07.2026 of Sri. Jose Kuriakose  2. Judgment/directions of the Hon'ble High Court in W.P.(C) No. 28417/2025  3. Council resolution No. 14 dated 27.10.2026
The deviation in the rear open space (shortfall of 0.28 m) in the building in Sy. No. 211/4 is regularised on the compounding fee of Rs. 1,42,000/- already remitted (receipt No. 5512 dated 21.07.2026). The stop memo No. BA4-2291/2024 dated 22.10.2025 is withdrawn. The application for occupancy certificate will be considered on production of the completion plan and the fire NOC.
sd/- Secretary
""")

up("backlog/2026-11/causelist_09112026_CH5.pdf", "cause_list_pdf", "High Court of Kerala", "2026-11-09", ["C01"], [], """
HIGH COURT OF KERALA AT ERNAKULAM - DAILY CAUSE LIST - MONDAY, 09.11.2026
COURT HALL No. 5 - HON'BLE MR. JUSTICE ANIL THOMAS VARKEY - At 10.15 A.M.
FOR ADMISSION ... items 1-22
HEARING
31  W.P.(C) 19920/2026   Thomas Mathew  Vs  Kochi Municipal Corporation        Adv. P. R. Nair / SC KMC
32  W.P.(C) 22107/2025   Fathima Rasheed  Vs  State of Kerala                    Adv. Sunil Kumar / GP
33  W.P.(C) 28417/2025   Jose Kuriakose  Vs  State of Kerala & Ors.             Adv. Liji Mathew, Arjun Das / GP, SC Kalamassery Municipality (Beena Joseph)
34  W.P.(C) 30077/2025   Suhara Beevi  Vs  Aluva Municipality                   Adv. K. Jayan / SC Aluva Municipality
""")

# ---------------------------------------------------------------- December 2025 - April 2026
up("backlog/2025-12/WPC 28417 of 2025 dt 08-12-2025.pdf", "certified_order_sheet_scan", "High Court of Kerala", "2025-12-08", ["C01"], ["C01-H01"], """
IN THE HIGH COURT OF KERALA AT ERNAKULAM
PRESENT
THE HONOURABLE MR. JUSTICE ANIL THOMAS VARKEY
MONDAY, THE 8TH DAY OF DECEMBER 2025 / 17TH AGRAHAYANA, 1947
WP(C) NO. 28417 OF 2025
PETITIONER: JOSE KURIAKOSE, AGED 52, S/O KURIAKOSE, KURIAKOSE ARCADE, HMT JUNCTION, KALAMASSERY
BY ADVS. LIJI MATHEW, ARJUN DAS
RESPONDENTS: 1. STATE OF KERALA, REP. BY THE PRINCIPAL SECRETARY, LOCAL SELF GOVERNMENT DEPARTMENT, THIRUVANANTHAPURAM
2. KALAMASSERY MUNICIPALITY, REP. BY ITS SECRETARY  3. THE SECRETARY, KALAMASSERY MUNICIPALITY
BY SRI. ARUN RAJ, GOVERNMENT PLEADER; SMT. BEENA JOSEPH, SC, KALAMASSERY MUNICIPALITY
THIS WRIT PETITION (CIVIL) HAVING COME UP FOR ADMISSION ON 08.12.2025, THE COURT ON THE SAME DAY PASSED THE FOLLOWING:
ORDER
Admit. The learned Government Pleader takes notice for the 1st respondent and the learned Standing Counsel for respondents 2 and 3. Counter affidavit, if any, within three weeks. Till the next date of posting, no coercive steps shall be taken against the petitioner's building pursuant to Ext.P7 stop memo.
Post on 12.01.2026.
Sd/- ANIL THOMAS VARKEY, JUDGE
""")

up("backlog/2025-12/IMG20251203164410.jpg", "handwritten_note_photo", "Sasidharan", "2025-12-03", ["C03"], ["C03-H01"], """
03.12.2025  മുൻസിഫ് കോടതി
ഒ.എസ്. 412/2024 - മേരി വർഗീസ്
എതിർകക്ഷി വക്കീൽ സുധീർ സാർ സബ് കോടതിയിൽ. ജൂനിയർ വന്ന് സമയം ചോദിച്ചു.
w/s ഫയൽ ചെയ്തില്ല. 500 രൂപ കോസ്റ്റ്. ലാസ്റ്റ് ചാൻസ്.
അടുത്ത തീയതി 08.01.2026
""")

up("backlog/2025-12/Shibu crlmc 11-12.txt", "typed_note_txt", "Liji", "2025-12-11", ["C02"], ["C02-H01"], """
11/12/25 Thu - HC CH 11
Crl.MC 6120/2025 Shibu Paulose (A2, Palarivattom cr. 1142/25)
Sobha Ravindran J. Admitted. PP Renjith George - "instructions venam". No coercive steps against petr.
ND 21/01/2026
Shibu-ne vilichu paranju: Nithin-te aalkarumayi settlement samsarikkanam, cash arrange cheyyanam. He says 3.8 lakh motham, Vineeth (A1) aanu main aal, half Vineeth tharanam ennu. Told him court will want the full amount paid before quashing - A1's share is his problem.
""")

up("backlog/2025-12/New Text Document.txt", "typed_note_txt", "Arjun", "2025-12-16", ["C04", "C06"], ["C04-H01", "C06-H01"], """
16.12.2025 tue

1) MACT - OP(MV) 1877/2024 Anoop
insurer (Sahyadri General) counter filed today by Deepa Nair. contributory negligence - says claimant overtook the bus from the left side. says bus driver licence valid, policy ok, so no dispute on cover. Posted for evidence.
ND 27.01.2026. Need PW1 chief affidavit + docs A1-A12 ready.

2) kakkanad consumer - CC 318/25 Rasheed
OP2 (Mathew's Digital) absent, set ex parte. OP1 Frostline - Nandakumar vakeel time chodichu for version.
ND 03/02/26.
rasheedikka called after, told him.
""")

up("backlog/2025-12/PXL_20251218_113507412.jpg", "handwritten_note_photo", "Liji", "2025-12-18", ["C05"], ["C05-H01"], """
Family Ct - OP(FC) 2231/25 Divya v Rajeev
Resp absent - Muscat-il aanu ennu Sajan Kurian (vakalath filed today). Judge: resp must appear in person, video pattilla. Referred to counsellor - both to attend 15/1 at 11.
ND 29/1
Divya + father Mohanan present. Gold list (62 sov.) - Mangalya bill copy kayyil und.
""")

up("backlog/2026-01/WP 28417 - 12.1.26.docx", "typed_note_docx", "Liji", "2026-01-12", ["C01"], ["C01-H02"], """
12.01.2026 (Mon) CH 5, Varkey J - WP(C) 28417/25 Jose
Beena Joseph (SC): counter not filed, "instructions from the Secretary awaited", 3 weeks time.
Varkey J, first question: "Did the petitioner make a representation to the Secretary?" - Yes, Ext P6 dated 04.11.2025. J: then the Secretary should have considered it.
Interim (no coercive steps) extended. ND 09.02.2026.
To do: Ext P6 copy with acknowledgment separately flag cheyyanam; Jose chettan to bring the approved plan original.
""")

up("backlog/2026-01/PXL_20260121_154220118.jpg", "handwritten_note_photo", "Liji", "2026-01-21", ["C02"], ["C02-H02"], """
CH 11 - Shibu CrlMC 6120/25
PP: SHO-de statement vannilla, time. Told court settlement talks going on, de facto compl. agreeable.
J: "get the settlement on record, and he must come."
ND 25/2 (Wed)
Arjun - draft settlement agreement, Nithin-te vakeel Harikrishnan-umayi samsarikkanam.
""")

up("backlog/2026-01/IMG20260129170258.jpg", "handwritten_note_photo", "Sasidharan", "2026-01-29", ["C05"], ["C05-H02"], """
29.01.2026  കുടുംബ കോടതി
ഒ.പി.(എഫ്.സി.) 2231/2025 - ദിവ്യ
കൗൺസിലിംഗ് പരാജയപ്പെട്ടു. എതിർകക്ഷി വന്നില്ല, മസ്കറ്റിൽ ആണ്.
കൗണ്ടർ ഫയൽ ചെയ്യാൻ സാജൻ കുര്യൻ വക്കീൽ സമയം ചോദിച്ചു.
അടുത്ത തീയതി 12.03.2026
""")

up("backlog/2026-02/PXL_20260209_160831950.jpg", "handwritten_note_photo", "Liji", "2026-02-09", ["C01"], ["C01-H03"], """
WP(C) 28417/25 - Jose - CH 5
No counter again!! Beena Joseph: "instructions awaited, Secretary on leave".
Varkey J not happy - LAST CHANCE. If counter not filed by ND, Secretary to file affidavit personally explaining delay.
Again asked - "representation pending with them?" - yes.
ND 02/03/2026 Mon
""")

up("backlog/2026-02/OS412 proceedings copy.pdf", "certified_order_sheet_scan", "Principal Munsiff's Court, Ernakulam", "2026-02-16", ["C03"], ["C03-H01", "C03-H02", "C03-H03"], """
PROCEEDINGS (CERTIFIED COPY)
IN THE COURT OF THE PRINCIPAL MUNSIFF, ERNAKULAM
O.S. No. 412/2024   Mary Varghese ... Plaintiff   vs   Paulose T. J. and another ... Defendants
03.12.2025  Plaintiff present. Defendants absent. Counsel for the defendants represented through junior; seeks time for written statement as counsel is engaged in the Sub Court. Time granted on cost of Rs. 500/- to the plaintiff. Last chance. For W.S. to 08.01.2026.
08.01.2026  W.S. filed by D1. D2 files memo adopting the W.S. of D1. Cost paid. I.A. No. 118/2026 filed by the plaintiff for appointment of an Advocate Commissioner. For objection and hearing to 05.02.2026.
05.02.2026  Heard. I.A. No. 118/2026 allowed. Adv. Smitha Raj is appointed as Advocate Commissioner to inspect the plaint schedule property and report. Batta of Rs. 4,000/- to be deposited by the plaintiff. Report within one month. To 12.03.2026.
Copy applied on 09.02.2026; copy ready on 16.02.2026.
""")

up("backlog/2026-02/Adobe Scan 10 Feb 2026.pdf", "certified_order_sheet_scan", "DCDRC Ernakulam", "2026-02-10", ["C06"], ["C06-H01", "C06-H02"], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, ERNAKULAM
C.C. No. 318/2025   Rasheed K. M. ... Complainant   vs   Frostline Appliances Pvt. Ltd. and another ... Opposite Parties
Certified copy of the proceedings
16.12.2025  Complainant represented by counsel. OP2 called absent; notice served; OP2 set ex parte. OP1 represented by Adv. Nandakumar M.; seeks time to file version. To 03.02.2026.
03.02.2026  OP1 files version with I.A. No. 41/2026 to receive it, being filed after the time granted. Complainant opposes. Version received on cost of Rs. 1,000/- to the complainant. Complainant to file proof affidavit. To 17.03.2026.
Sd/- President      Copy issued on 10.02.2026
""")

up("backlog/2026-02/25.02.2026 HC.txt", "typed_note_txt", "Liji", "2026-02-25", ["C02", "C04"], ["C02-H03"], """
25-02-2026 Wed
CH 11, item 18 - Crl.MC 6120/25 (Shibu)
Settlement agreement dt 18.02.2026 produced by memo (diary no. 10455/2026). Total 3,80,000 - 1,50,000 paid by cheque, balance 1,30,000 by 30.04 and 1,00,000 by 30.06.
Harikrishnan (for de facto compl.) confirmed. Sobha Ravindran J: "I will not quash on paper. The de facto complainant must be present in person; let him come."
ND 18.03.2026
Tell Shibu: second instalment on time, otherwise whole thing collapses.
-----
Anoop (MACT) called in the evening - asked if he can go back to work. Said get fitness + disability certificate from Dr. Sreejith before the doctor's evidence.
""")

up("backlog/2026-03/Jose WP reply points.docx", "typed_note_docx", "Liji", "2026-03-02", ["C01"], ["C01-H04"], """
02/03/2026 - WP(C) 28417/2025 - Jose Kuriakose v. State
R2 counter filed in court today (Beena Joseph). Main point: rear setback only 1.22 m, KMBR 2019 requires 1.5 m, so OC refused and stop memo correct. They also say the representation dt 04.11.2025 is "under consideration".
Court: reply in 3 weeks. ND 23/3.
Reply points:
1. shortfall is minor and compoundable
2. front and side setbacks as per plan
3. Secretary sat on the representation for 4 months
4. building complete; SBI loan Rs. 85 lakh, EMI running, shops lying idle
Jose chettan - survey sketch by licensed surveyor venam before 15/3.
""")

up("backlog/2026-03/mact 10.3 pw1 cross.txt", "typed_note_txt", "Arjun", "2026-03-10", ["C04"], ["C04-H03"], """
10.03.26 MACT - Anoop 1877/24
PW1 cross by Deepa Nair (~40 min). She put: he was overtaking the bus on the left, he was looking at the phone (delivery app). Anoop denied - said bus suddenly turned left to the stop at Vyttila hub without indicator. Admitted he was on a delivery at the time, admitted no eyewitness with him.
Tribunal - summons to Dr. Sreejith Menon (St. Alphonsa) as PW2. ND 21/04/2026.
batta for doctor summons paid 500.
""")

up("backlog/2026-03/PXL_20260312_172944003.jpg", "handwritten_note_photo", "Liji", "2026-03-12", ["C05", "C03"], ["C05-H03", "C03-H04"], """
12/3 Thu
(1) Family Ct - Divya OP(FC) 2231/25 - counter filed by Sajan Kurian. Resp says gold never handed over to him or his father, "all ornaments kept in petitioner's own locker at SBI Kakkanad". Father-in-law (R2) denies the 5 lakh. Fine - we'll call for the locker register. ND 9/4 for our IA.
Divya upset. Told her the locker register will show.
(2) Munsiff - OS 412/24 (Arjun attended) - commissioner inspected on 28/2, report not filed yet; Smitha Raj asked time. ND 16/4.
""")

up("backlog/2026-03/IMG20260312180115.jpg", "handwritten_note_photo", "Sasidharan", "2026-03-12", ["C03", "C05"], ["C03-H04", "C05-H03"], """
12.03.2026
മുൻസിഫ് കോടതി - ഒ.എസ്. 412/2024 മേരി വർഗീസ്
കമ്മീഷൻ റിപ്പോർട്ട് ഫയൽ ചെയ്തില്ല.
അടുത്ത തീയതി 09.04.2026
കുടുംബ കോടതി - ദിവ്യ - കൗണ്ടർ ഫയൽ ചെയ്തു. അടുത്ത തീയതി 09.04.2026
""")

up("backlog/2026-03/note 13.3.txt", "typed_note_txt", "Liji", "2026-03-13", ["C03"], [], """
13.03.26 - correction
Sasi's slip of 12/3 puts OS 412 (Mary) also on 09.04 - WRONG. Only Divya is on 9/4. Mary case is on 16.04.2026 (Thursday) - confirmed with the Munsiff court bench clerk and Arjun. Diary-il correct cheythu.
Commission batta Rs 4,000 - Bijo paid to Smitha Raj on 26/2, receipt with Sasi.
""")

up("backlog/2026-03/kakkanad 17-3.txt", "typed_note_txt", "Arjun", "2026-03-17", ["C06"], ["C06-H03"], """
17/3/26 consumer commission kakkanad - CC 318/25 rasheed
proof affidavit of complainant filed, A1-A6 marked (A1 invoice 62,900, A2-A4 job cards of Frostline service, A5 warranty card, A6 lawyer notice).
IA 88/2026 filed for expert commissioner to inspect the fridge. Nandakumar said no objection if the expert is from a govt institution.
President asked us to suggest a name from Govt Polytechnic Kalamassery.
ND 05/05/2026.
""")

up("backlog/2026-03/PXL_20260318_150356771.jpg", "handwritten_note_photo", "Liji", "2026-03-18", ["C02"], ["C02-H04"], """
CH 11 - Shibu CrlMC
De facto compl. Nithin absent - in hospital, dengue. Harikrishnan filed medical cert.
J: "Matter will be taken up only when he is present in person." No coercive steps continued. Vacation after this.
ND 10.06.2026
Shibu - 2nd instalment 1,30,000 due 30/4 - reminded him again.
""")

up("backlog/2026-03/HC 23.03.txt", "typed_note_txt", "Liji", "2026-03-23", ["C01"], ["C01-H05"], """
23.3.2026 Mon
WP(C) 28417/25 Jose - CH 5, item 41.
Reply affidavit e-filed on 20.03 (diary no. 21733/2026), copy served on SC.
Passed over at 11.30; Varkey J took it after lunch (2.45). Argued 20 min. J: "Let the Town Planner inspect and say whether the deviation is compoundable." Town Planner, Ernakulam to inspect with notice to both sides and file report. No coercive steps to continue.
After vacation: ND 06.07.2026.
Jose chettan asked if he can open the ground floor shop now. Told him NO till OC.
""")

up("backlog/2026-04/PXL_20260409_124510336.jpg", "handwritten_note_photo", "Liji", "2026-04-09", ["C05"], ["C05-H04"], """
Fam Ct - Divya 2231/25
Our IA 502/2026 (locker register of SBI Kakkanad, locker No. 118, from 05/2019) - Sajan objected, judge allowed. Bank manager to produce the register by next date.
ND 11/06 - PW1 evidence. Divya chief affidavit ready cheyyanam by 4/6.
Resp still absent. J reminded Sajan: respondent must come in person for his evidence - no video.
""")

up("backlog/2026-04/IMG20260416152233.jpg", "handwritten_note_photo", "Sasidharan", "2026-04-16", ["C03"], ["C03-H05"], """
16.04.2026  മുൻസിഫ് കോടതി - ഒ.എസ്. 412/2024
കമ്മീഷൻ റിപ്പോർട്ട് ഫയൽ ചെയ്തു.
ഒന്നാം എതിർകക്ഷി ഒബ്ജക്ഷൻ ഫയൽ ചെയ്യാൻ സമയം ചോദിച്ചു. സുധീർ വക്കീൽ വന്നില്ല, ജൂനിയർ വന്നു.
അടുത്ത തീയതി 04.06.2026
""")

up("backlog/2026-04/mact 21.4.txt", "typed_note_txt", "Arjun", "2026-04-21", ["C04"], ["C04-H04"], """
21-04-2026 MACT anoop
Dr Sreejith absent - summons returned "doctor on leave". Fresh summons, batta again.
Judge asked Deepa Nair "what is your offer?" - she had instructions: 6,40,000 full and final. Anoop (present) said no - hospital bills alone 3.84 lakh. Judge: "then go on with the evidence".
ND 16/06/26.
called Liji mam from court, she agreed, don't accept.
""")

# ---------------------------------------------------------------- June - November 2026
up("backlog/2026-06/CRLMC 6120-2025 order 10.06.2026.pdf", "certified_order_sheet_scan", "High Court of Kerala", "2026-06-10", ["C02"], ["C02-H05"], """
IN THE HIGH COURT OF KERALA AT ERNAKULAM
PRESENT
THE HONOURABLE MRS. JUSTICE SOBHA RAVINDRAN
WEDNESDAY, THE 10TH DAY OF JUNE 2026 / 20TH JYAISHTHA, 1948
CRL.MC NO. 6120 OF 2025
CRIME NO. 1142/2025 OF PALARIVATTOM POLICE STATION, ERNAKULAM
PETITIONER/ACCUSED NO. 2: SHIBU PAULOSE, BY ADVS. LIJI MATHEW, ARJUN DAS
RESPONDENTS: 1. STATE OF KERALA, REP. BY THE PUBLIC PROSECUTOR, HIGH COURT OF KERALA  2. NITHIN JOSEPH, VAZHAKKALA, KAKKANAD, BY ADV. HARIKRISHNAN V.
BY SRI. RENJITH GEORGE, SENIOR PUBLIC PROSECUTOR
ORDER
The second respondent, the de facto complainant, is present in person. He submits that of the amount agreed in the settlement dated 18.02.2026 he has received Rs. 1,50,000/- on the date of the agreement and only Rs. 80,000/- towards the second instalment, which fell due on 30.04.2026. The learned counsel for the petitioner, on instructions, undertakes that the balance of Rs. 50,000/- of the second instalment and the last instalment of Rs. 1,00,000/-, in all Rs. 1,50,000/-, will be paid to the second respondent before the next posting date. The undertaking is recorded. The second respondent shall be present on the next date also. Interim order to continue.
Post on 15.07.2026.
Sd/- SOBHA RAVINDRAN, JUDGE
""")

up("backlog/2026-06/PXL_20260611_130217554.jpg", "handwritten_note_photo", "Liji", "2026-06-11", ["C05"], ["C05-H05"], """
Fam Ct - Divya 2231/25 - PW1
Divya chief affidavit filed; A1-A6 marked (A1 marriage cert, A2 wedding photos, A3 Mangalya bill 62 sov., A4 bank statement - 5 lakh transfer to R2 (father-in-law) on 20.06.2019, A5 SBI locker register extract, A6 her letter to Rajeev).
Locker register: opened only 3 times after marriage, last on 10.01.2020 by Divya + Rajeev jointly! Useful.
Sajan: not ready to cross, time. ND 16/7.
Judge to Sajan again: respondent has to come in person for his evidence.
""")

up("backlog/2026-07/Document 3.docx", "typed_note_docx", "Liji", "2026-07-06", ["C01"], ["C01-H06"], """
06.07.2026 WP(C) 28417/25 Jose - CH 5
Town Planner's report dt 26.06.2026 placed by SC: rear open space 1.22 m against 1.5 m - shortfall 0.28 m; front and sides OK; deviation compoundable.
Varkey J: "Why not regularise? Apply." On instructions (Jose chettan in court) I undertook that the petitioner will apply for regularisation with the compounding fee within two weeks. Undertaking recorded.
ND 10.08.2026
To do: Jose - apply by 20/7; compounding fee calculation from the AE; engineer Sunny's completion plan.
""")

up("backlog/2026-07/CRLMC_6120_2025_final_order.pdf", "certified_order_sheet_scan", "High Court of Kerala", "2026-07-15", ["C02"], ["C02-H06"], """
IN THE HIGH COURT OF KERALA AT ERNAKULAM
PRESENT
THE HONOURABLE MRS. JUSTICE SOBHA RAVINDRAN
WEDNESDAY, THE 15TH DAY OF JULY 2026 / 24TH ASHADHA, 1948
CRL.MC NO. 6120 OF 2025
PETITIONER/ACCUSED NO. 2: SHIBU PAULOSE        RESPONDENTS: STATE OF KERALA AND NITHIN JOSEPH
ORDER
This Crl.M.C. is filed by the second accused in Crime No. 1142/2025 of Palarivattom Police Station, registered for offences under Sections 318(4), 316(2) and 3(5) of the BNS, to quash all further proceedings on the ground that the matter has been settled. The second respondent is present in person and has filed an affidavit dated 13.07.2026 stating that he has received the entire amount of Rs. 3,80,000/- (the balance of Rs. 1,50,000/- by demand draft dated 08.07.2026) and that he has no objection to the proceedings being quashed. The dispute is essentially private in nature and no purpose will be served by continuing the prosecution.
In the result, the Crl.M.C. is allowed. All further proceedings in Crime No. 1142/2025 of Palarivattom Police Station, as against the petitioner (accused No. 2), are quashed.
Sd/- SOBHA RAVINDRAN, JUDGE
""")

up("backlog/2026-07/15,16 july.txt", "typed_note_txt", "Liji", "2026-07-16", ["C02", "C05"], ["C02-H06", "C05-H06"], """
15.7 Wed - Shibu CrlMC ALLOWED. Nithin present, affidavit filed. Finally!! Fee balance 15,000 - Shibu to pay, told him.

16.7 Thu - Fam Ct Divya
PW1 cross by Sajan (1 hr). Put to her: she took the gold back to her house in 2021 when she left. She denied - said only 4 bangles and the mangalyam remained with her, the rest was handed to Rajeev's mother for safe keeping on the wedding night.
PW2 Mohanan (father) examined - proved the A3 bill and the 5 lakh transfer. Short cross.
Our evidence closed. ND 03/09 - resp evidence. Rajeev has to come from Muscat.
""")

up("backlog/2026-07/New Text Document (2).txt", "typed_note_txt", "Arjun", "2026-07-23", ["C03"], ["C03-H07"], """
23/07/2026 munsiff - OS 412/24 mary
PW1 Mary chief - proof affidavit filed on 16/7 (madam wanted it a week ahead, as usual). Exts A1-A5 marked (A1 sale deed 1998, A2 tax receipt, A3 photos, A4 panchayat road certificate, A5 lawyer notice). Commission report is C1.
Cross by Sudheer's junior in part - he asked about the other way through the paddy field. Mary said that is not a way, only a bund, water in monsoon.
Cross to continue. ND 10.09.2026
Bijo says D1 raised the wall height last week also.
""")

up("backlog/2026-07/tuesday 28-7 mact+kakkanad.txt", "typed_note_txt", "Arjun", "2026-07-28", ["C04", "C06"], ["C04-H06", "C06-H05"], """
28.07.26 (tue)
MACT Anoop - insurer's investigator (RW1) not present. Deepa Nair: "investigator not available, on another assignment". Tribunal allowed time on cost Rs. 750 to claimant. ND 15/09/2026.
Judge again: "Has the insurer improved the offer?" DN: no instructions.

Kakkanad - Rasheed CC 318/25 - expert report (Shaji P Antony) on file - compressor defect, manufacturing defect, replacement needed. OP1 Nandakumar wants time to file objection to the report. ND 08.09.2026.
rasheedikka happy.
""")

up("backlog/2026-08/PXL_20260810_141106092.jpg", "handwritten_note_photo", "Liji", "2026-08-10", ["C01"], ["C01-H07"], """
CH 5 - Jose WP 28417/25
Memo filed (diary no. 48810/2026) with the regularisation application dt 20.07.2026 + compounding fee receipt Rs. 1,42,000 (rcpt 5512, 21/7).
Varkey J: Municipality to take a decision on the application within 6 weeks. SC Beena: will inform the Secretary.
ND 05/10/2026
Jose - fee paid with a loan from his brother-in-law, he is tense.
""")

up("backlog/2026-09/FC proceedings 2231 copy.pdf", "certified_order_sheet_scan", "Family Court, Ernakulam", "2026-09-11", ["C05"], ["C05-H06", "C05-H07"], """
FAMILY COURT, ERNAKULAM
O.P.(F.C.) No. 2231/2025   Divya Mohan ... Petitioner   vs   Rajeev P. Nair and another ... Respondents
PROCEEDINGS (CERTIFIED COPY)
16.07.2026  PW1 cross-examined. PW2 examined. Petitioner's evidence closed. For respondents' evidence to 03.09.2026.
03.09.2026  Petitioner present. Respondent No. 1 absent. Counsel for the respondents submits that the first respondent is abroad and seeks time. The first respondent shall appear in person for evidence. Adjourned as a last chance on cost of Rs. 2,000/- to the petitioner. To 15.10.2026.
Copy applied 07.09.2026; issued 11.09.2026.
""")

up("backlog/2026-09/IMG20260910121544.jpg", "handwritten_note_photo", "Sasidharan", "2026-09-10", ["C03"], ["C03-H08"], """
10.09.2026  മുൻസിഫ് കോടതി - ഒ.എസ്. 412/2024
എതിർകക്ഷി വക്കീൽ സുധീർ സാർ വീണ്ടും സബ് കോടതിയിൽ. അവരുടെ ഭാഗത്തുനിന്ന് ആരും വന്നില്ല.
മുൻസിഫ് 1000 രൂപ കോസ്റ്റ് ഇട്ടു - ഇന്ന് തന്നെ കിട്ടി, ബിജോയുടെ കയ്യിൽ കൊടുത്തു.
അടുത്ത തീയതി 22.10.2026
""")

up("backlog/2026-09/Adobe Scan 21 Sep 2026.pdf", "certified_order_sheet_scan", "MACT, Ernakulam", "2026-09-21", ["C04"], ["C04-H06", "C04-H07"], """
MOTOR ACCIDENTS CLAIMS TRIBUNAL, ERNAKULAM
O.P.(MV) No. 1877/2024   Anoop Kumar V. R. ... Petitioner   vs   Binoy Varghese and others ... Respondents
PROCEEDINGS (CERTIFIED COPY)
28.07.2026  RW1 not present. Counsel for R3 (insurer) seeks time. Allowed on cost of Rs. 750/- to the petitioner. To 15.09.2026.
15.09.2026  Cost paid. RW1 (Investigator, Sri. Tomy Sebastian) examined; Ext. B1 investigation report marked. Cross-examined by the petitioner's counsel. R3 closed evidence. For arguments to 03.11.2026.
Copy applied 16.09.2026; issued 21.09.2026.
""")

up("backlog/2026-10/CamScanner 05-10-2026 16.40.pdf", "certified_order_sheet_scan", "High Court of Kerala", "2026-10-05", ["C01"], ["C01-H08"], """
IN THE HIGH COURT OF KERALA AT ERNAKULAM
PRESENT
THE HONOURABLE MR. JUSTICE ANIL THOMAS VARKEY
MONDAY, THE 5TH DAY OF OCTOBER 2026 / 13TH ASWINA, 1948
WP(C) NO. 28417 OF 2025
PETITIONER: JOSE KURIAKOSE, BY ADVS. LIJI MATHEW, ARJUN DAS
RESPONDENTS: STATE OF KERALA AND OTHERS, BY SRI. ARUN RAJ, GOVERNMENT PLEADER; SMT. BEENA JOSEPH, SC
ORDER
By the order dated 10.08.2026 the 3rd respondent was directed to take a decision on the petitioner's application for regularisation dated 20.07.2026 within six weeks. No decision has been taken. The learned Standing Counsel seeks further time, submitting that the matter has to be placed before the Council and the Council meeting could not be held. This is not a satisfactory explanation. The 3rd respondent shall take a decision within three weeks from today. The 2nd respondent Municipality shall pay costs of Rs. 5,000/- to the petitioner. Interim order to continue.
Post on 09.11.2026.
Sd/- ANIL THOMAS VARKEY, JUDGE
""")

up("backlog/2026-10/Divya RW1 cross.docx", "typed_note_docx", "Liji", "2026-10-15", ["C05"], ["C05-H08"], """
15/10/2026 Family Court - OP(FC) 2231/2025 - RW1 Rajeev P. Nair
Rajeev came in person from Muscat (first time in court). Chief affidavit filed.
My cross (1 hr 10 min):
- Admitted locker No. 118 at SBI Kakkanad was a JOINT locker, and that he operated it with Divya on 10.01.2020.
- Admitted his mother kept "some ornaments" after the wedding "for safety"; denied it was 62 sovereigns.
- Admitted the 5 lakh came into his father's account on 20.06.2019; said it was a loan for the house roof, repaid - no document of repayment.
- Denied that gold was pledged with a private financier at Kalamassery; "not aware".
Cross to continue. ND 19/11. He flies back on 25/11, so Sajan wants it finished on 19/11.
Judge: "No further adjournments for the respondent."
""")

up("backlog/2026-10/New Text Document (3).txt", "typed_note_txt", "Arjun", "2026-10-22", ["C03"], ["C03-H09"], """
22-10-2026 munsiff OS 412/24
PW1 Mary cross completed (Sudheer came himself today). He suggested the wall is on D1's own land as per resurvey. Mary: "I have walked that way for 27 years, my husband's body was taken through that way."
PW2 Thankamma (neighbour, 71) examined - said the pathway is used by 3 families for over 30 years, and the wall came up in July 2024. Cross short.
Plaintiff evidence closed. DW side next: DW1 Paulose proof affidavit to be filed.
ND 19/11/2026
""")

up("backlog/2026-11/mact args 3-11.txt", "typed_note_txt", "Arjun", "2026-11-03", ["C04"], ["C04-H08"], """
03/11/26 MACT Anoop - arguments
Liji mam argued ~30 min: negligence of the bus driver (FIR against driver, charge sheet), 22% disability, loss of earning capacity, monthly income 24,000.
Tribunal asked for salary proof - the salary certificate is not countersigned; wants bank statement showing salary credits / Form 16. To file before ND.
Deepa Nair: insurer now offers 9,25,000. Anoop to think and tell us.
ND 08/12/2026 - args continue.
""")

up("backlog/2026-11/PXL_20261109_153820641.jpg", "handwritten_note_photo", "Liji", "2026-11-09", ["C01"], ["C01-H09"], """
CH 5 item 33 - Jose WP
SC Beena produced the regularisation order dt 30.10.2026 - deviation regularised, stop memo withdrawn. OC application to be considered on completion plan + fire NOC.
Varkey J: Secretary to issue OC within 4 weeks of the petitioner producing the completion plan and fire NOC; report compliance.
Costs Rs 5,000 of last time - not yet paid by the Municipality! Mentioned; J: pay before ND.
ND 14/12/2026
Jose: fire NOC applied 02/11 - Eloor fire station, inspection pending.
""")

up("backlog/2026-11/New Text Document (4).txt", "typed_note_txt", "Arjun", "2026-11-17", ["C06"], ["C06-H07"], """
17.11.2026 kakkanad CC 318/25 rasheed - arguments
argued (Liji mam came). Nandakumar: defect due to voltage fluctuation, warranty excludes it. President: "Your own technician was present at the inspection and signed."
written arguments filed by both. posted for orders 15.12.2026.
Rasheed wants refund + 1 lakh compensation, asked "when will we get the money" - told him after the order, they get 30 days.
""")

up("backlog/2026-11/19.11.2026 Thu.txt", "typed_note_txt", "Liji", "2026-11-19", ["C05", "C03"], ["C05-H09", "C03-H10"], """
19.11.2026 Thu - two courts
1. Family Ct - Divya 2231/25 - RW1 Rajeev cross completed (40 min). Confronted with A5 locker register - admitted the signature in the 10.01.2020 entry is his. Respondents closed evidence - no other witness. ND 10.12.2026 for arguments. Judge wants written notes of argument also.
Divya asked about settlement - Rajeev's side offered 20 sovereigns back through Sajan; she refused.
2. Munsiff - OS 412/24 (Arjun went first, I came at 12) - DW1 Paulose chief affidavit filed. Our cross started: admitted he built the wall in July 2024 "after the resurvey"; admitted the plaintiff's family has no other motorable access. Cross continues ND 17.12.2026.
Sudheer sought time for DW2 (surveyor).
""")

up("backlog/2026-11/plan this week.txt", "typed_note_txt", "Liji", "2026-11-30", ["C04", "C01", "C03", "C06", "C05"], [], """
Week plan 30/11 - 5/12
Mon 30/11 - office; Divya written notes draft
Tue 1/12 - Anoop: salary bank statement - chase him; memo to be filed before the MACT date
Wed 2/12 - Jose: fire NOC status - call Jose chettan; compliance affidavit draft
Thu 3/12 - Mary case - DW1 cross questions (resurvey sketch, old tax receipts)
Fri 4/12 - Rasheed - nothing till orders; keep refund + compensation calculation ready
Sat 5/12 - Divya notes of argument final
""")

up("backlog/2026-11/WhatsApp Chat with LM Office.txt", "whatsapp_export", "Liji", "2026-11-28", ["C03", "C04", "C06", "C01"],
   ["C03-H02", "C04-H02", "C06-H04", "C03-H06", "C06-H06", "C03-H08", "C04-H07"], """
08/01/2026, 12:41 - Arjun Das Jr: OS 412 mary - w/s filed by D1 today, D2 adopted. our IA 118/2026 for commission filed. ND 05/02
08/01/2026, 12:43 - Liji Mathew: 👍 cost 500 vaangiyo?
08/01/2026, 12:47 - Arjun Das Jr: yes mam, Sudheer's junior paid in court. receipt with me
27/01/2026, 13:05 - Arjun Das Jr: MACT anoop - PW1 chief affidavit filed, A1-A12 marked. Deepa Nair no cross today, insurer instructions venam ennu. ND 10/03
27/01/2026, 13:07 - Liji Mathew: ok. Anoop vannirunno?
27/01/2026, 13:08 - Arjun Das Jr: vannu mam, crutches il. implant removal done in nov
05/05/2026, 15:22 - Arjun Das Jr: rasheed CC 318 - expert commissioner appointed - Shaji P Antony, govt polytechnic kalamassery. fee 3000 by us. report in 6 weeks. ND 28/07
05/05/2026, 15:30 - Liji Mathew: Tell Rasheed to pay the fee this week itself
04/06/2026, 12:10 - Arjun Das Jr: OS 412 - D1 objection to commission report filed. madam framed 3 issues: 1) whether plaintiff has right of way over B schedule 2) whether defendants obstructed it 3) injunction. posted for trial ND 23/07
04/06/2026, 12:11 - Arjun Das Jr: madam said proof affidavit must be filed one week before, else cost
04/06/2026, 12:15 - Liji Mathew: Mary chechi's affidavit I will draft. Bijo-ne vilikku
08/09/2026, 14:02 - Arjun Das Jr: kakkanad rasheed - OP1 affidavit evidence filed, B1 warranty terms. no cross by us (as you said). ND 17/11 for args. president wants written args also
10/09/2026, 11:48 - Arjun Das Jr: mary case - Sudheer again in sub court, nobody came for D. madam imposed 1000 cost, paid today itself to Bijo. ND 22/10
10/09/2026, 11:50 - Liji Mathew: Third time Sudheer is not there himself. Note it for the cost memo.
15/09/2026, 16:20 - Arjun Das Jr: MACT - RW1 investigator Tomy Sebastian examined, B1 report. in cross he admitted he never met the bus driver or went to the spot, report only from police records + a phone call to the claimant. insurer closed. ND 03/11 args
15/09/2026, 16:24 - Liji Mathew: Super. Cost 750 received?
15/09/2026, 16:25 - Arjun Das Jr: yes mam, paid before tribunal today
02/10/2026, 17:31 - Sasi Chettan Clerk: ജോസ് സാറിന്റെ കേസ് 05.10.2026 ലിസ്റ്റിൽ ഉണ്ട്. ഐറ്റം 27
26/11/2026, 18:02 - Arjun Das Jr: mam, Anoop has not sent the salary bank statement yet. called twice
26/11/2026, 18:09 - Liji Mathew: I'll call him tonight
""")

up("backlog/2026-11/WhatsApp Chat - Anoop Kumar MACT/_chat.txt", "whatsapp_export", "Liji", "2026-11-05", ["C04"],
   ["C04-H04", "C04-H05", "C04-H08"], """
[21/04/26, 7:12:40 PM] Anoop Kumar: Madam, 6.4 lakh is too low no? My hospital bills alone 3.84
[21/04/26, 7:20:03 PM] Liji Mathew: Yes Anoop. Don't worry, we will prove the disability through the doctor. Next date 16 June.
[16/06/26, 4:45:31 PM] Liji Mathew: Dr. Sreejith deposed today as PW2. He proved the disability certificate - 22% permanent. Marked as A13. Insurer's cross was weak, she only asked if you can walk without support.
[16/06/26, 4:47:10 PM] Anoop Kumar: Thank you madam 🙏 next date?
[16/06/26, 4:48:02 PM] Liji Mathew: 28 July, insurer's evidence.
[03/11/26, 6:05:55 PM] Liji Mathew: Anoop, arguments started. Insurer now offering 9,25,000. Tribunal wants proof of your salary - bank statement with salary credits for 2023-24 and Form 16 if any. Send before 1st December.
[03/11/26, 6:30:12 PM] Anoop Kumar: Madam salary came as cash some months. I will ask the office for a statement. What about the 9.25 offer?
[03/11/26, 6:41:48 PM] Liji Mathew: With 22% and your age, the award can be around 12-13 lakh. But it takes time, and there is appeal risk. Think and tell me.
[05/11/26, 9:02:10 AM] Anoop Kumar: Madam, I talked with my wife. We will wait for the award. Not accepting 9.25.
[05/11/26, 9:10:33 AM] Liji Mathew: Ok. Then we argue on 8th Dec. Bring the bank statement.
""")

up("backlog/2026-11/WhatsApp Chat with Jose Chettan Kalamassery.txt", "whatsapp_export", "Liji", "2026-11-10", ["C01"],
   ["C01-H06", "C01-H08", "C01-H09"], """
06/07/2026, 17:40 - Liji Mathew: Jose chettan, court recorded our undertaking - regularisation application with compounding fee within 2 weeks, i.e. by the 20th. Please go to the Municipality with engineer Sunny tomorrow.
06/07/2026, 18:02 - Jose Kuriakose: Ok madam. Fee ethra aakum?
06/07/2026, 18:05 - Liji Mathew: AE will calculate. Approx 1.4 lakh.
21/07/2026, 12:15 - Jose Kuriakose: Madam applied yesterday. Fee 1,42,000 adachu. receipt photo ayakkam
21/07/2026, 12:16 - Jose Kuriakose: <Media omitted>
05/10/2026, 13:10 - Liji Mathew: Today the court was angry with the Municipality - no decision even after 6 weeks. Costs Rs. 5,000 to you, decision in 3 weeks. Next date 9th November.
05/10/2026, 13:25 - Jose Kuriakose: Thank God. Council meeting 27-nu undu ennu Councillor paranju
09/11/2026, 15:02 - Liji Mathew: Regularisation order produced - stop memo withdrawn. Now OC: need completion plan and fire NOC. Court will post on 14 Dec for compliance.
09/11/2026, 15:20 - Jose Kuriakose: Fire NOC applied on 2nd. Eloor fire station inspection eppo ennu ariyilla. Shop rent agreement signed with a pharmacy from January - can I give possession?
09/11/2026, 15:31 - Liji Mathew: Not before OC. Please don't. Also the 5,000 costs - they have not paid yet; court told them to pay before next date.
10/11/2026, 10:05 - Jose Kuriakose: ok madam. fees balance I will send this week
""")
