"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


BK, PD, HB = "Bhaskarjyoti Kalita", "Priyanka Deka", "Haren Bora"

# ---------------------------------------------------------------- documents
up("backlog/2023-05/IMG_20230511_164455.jpg", "document_photo", "Circle Office, Dispur", "2023-05-10", ["C03"], [], """
GOVERNMENT OF ASSAM - OFFICE OF THE CIRCLE OFFICER, DISPUR REVENUE CIRCLE
CERTIFIED COPY OF JAMABANDI
Village: Beltola   Mouza: Beltola   District: Kamrup (Metro)
Patta No. 456 (Periodic)   Dag No. 1123 (new) / 874 (old)
Area: 0 B - 2 K - 0 L (two kathas)   Class of land: Basti
Name of pattadar: Late Haricharan Talukdar; mutated in the name of Sri Bhupen Talukdar, son, vide Mutation Case No. 311/2009-10
Remarks: Objection of Sri Ratul Nath claiming through allotment (Myadi) pending since 2019.
Copy issued on 10.05.2023 - sd/- Lot Mandal, Beltola
""")

up("backlog/2024-02/IMG-20240212-WA0007.jpg", "document_photo", "Jalukbari Police Station", "2024-02-03", ["C05"], [], """
FIRST INFORMATION REPORT (u/s 154 Cr.P.C.)
P.S.: Jalukbari   District: Kamrup (Metro)   FIR No. 97/2024   Date: 03.02.2024 time 21:40
Sections: 279/304(A) IPC
Informant: Smt. Jonali Boro, W/o Late Mintu Boro, Azara, Guwahati-17
Contents: Today at about 7.15 pm my husband Mintu Boro (34) was going home on his scooter on NH-27 near Jalukbari flyover when truck No. AS-01-EC-4471 driven rashly came from the Adabari side and hit him. He died on the way to GMCH. He was working as a supervisor at a cement godown and earned Rs. 18,000 per month.
sd/- Officer-in-charge, Jalukbari P.S.
""")

up("backlog/2025-10/Decree MS 77 of 2021 certified.pdf", "document_scan", "Civil Judge (Sr. Div.) No. 2, Kamrup (Metro)", "2025-09-19", ["C02"], [], """
IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION) NO. 2, KAMRUP (METRO), GUWAHATI
Money Suit No. 77 of 2021
M/s Lohit Cement Agencies, Fancy Bazar ... Plaintiff  -vs-  Sri Nitul Baishya, Maligaon ... Defendant
DECREE
This suit coming on for final disposal on 19.09.2025, it is ordered and decreed that the defendant do pay to the plaintiff a sum of Rs. 14,60,000/- (Rupees fourteen lakh sixty thousand) being the price of cement supplied, with interest at 9% per annum from the date of the suit till realisation, and costs of the suit.
Given under my hand and the seal of the Court this 19th day of September, 2025.
sd/- Civil Judge (Sr. Div.) No. 2
""")

up("backlog/2025-11/Scan_20251118_BailOrder.pdf", "document_scan", "Gauhati High Court", "2025-11-14", ["C04"], [], """
GAUHATI HIGH COURT (High Court of Assam, Nagaland, Mizoram and Arunachal Pradesh)
Bail Appln. No. 2210/2025
Rintu Ahmed ... Petitioner  -vs-  The State of Assam ... Respondent
BEFORE HON'BLE MR. JUSTICE ARUP KUMAR GOSWAMI (Single Bench)
Date: 14.11.2025
ORDER
Heard Mr. B. Kalita, learned counsel for the petitioner and Ms. S. Baruah, learned Addl. P.P.
The petitioner is in custody since 02.06.2025 in connection with Jalukbari P.S. Case No. 612/2025 u/s 21(b)/29 of the NDPS Act (G.R. Case No. 4112/2025). The quantity of heroin alleged (42 grams) is intermediate; charge-sheet has been filed; the petitioner was not found in conscious possession, the contraband being recovered from co-accused Jakir Hussain.
The petitioner is allowed to go on bail of Rs. 50,000/- with two sureties of the like amount to the satisfaction of the learned Special Judge (NDPS), Kamrup (Metro), on conditions that he (i) appears on every date before the trial court; (ii) does not leave Kamrup (Metro) district without permission; (iii) does not contact prosecution witnesses.
sd/- JUDGE
""")

up("backlog/2025-11/WPC_Rabha_final_filed.pdf", "document_scan", BK, "2025-11-20", ["C01"], [], """
IN THE GAUHATI HIGH COURT
(THE HIGH COURT OF ASSAM, NAGALAND, MIZORAM AND ARUNACHAL PRADESH)
WP(C) No. ____ /2025
Smt. Dipali Rabha, Assistant Teacher, No. 2 Bamunimaidam L.P. School, Guwahati ... Petitioner
-Versus- 1. The State of Assam, represented by the Commissioner & Secretary, Elementary Education Dept.; 2. The Director of Elementary Education, Assam, Kahilipara; 3. The District Elementary Education Officer (DEEO), Kamrup (Metro) ... Respondents
SYNOPSIS: The petitioner's service as a venture school teacher was provincialised w.e.f. 01.01.2013 under the Assam Venture Educational Institutions (Provincialisation of Services) Act, 2017 read with the notification. Her pay was fixed only from 2019. Arrear salary for 01.01.2013 to 31.03.2019 amounting to Rs. 7,12,500/- has not been paid despite representations dated 12.08.2024 and 03.03.2025.
PRAYER: a writ of mandamus directing the respondents to pay the arrears of Rs. 7,12,500/- with interest.
Filed through: Bhaskarjyoti Kalita, Advocate (A/418/2008)   Diary No. 18834/2025 dated 20.11.2025
""")

up("backlog/2026-08/Scan_20260811_DTO_report.pdf", "document_scan", "District Transport Officer, Barpeta", "2026-08-07", ["C05"], [], """
OFFICE OF THE DISTRICT TRANSPORT OFFICER, BARPETA
No. DTO/BPT/LIC/2026/1187                        Dated 07.08.2026
To: The Divisional Manager, National Insurance Co. Ltd., Guwahati DO-II
Sub: Verification of driving licence No. AS15 2019 0006613 of Sri Abdul Rahim
With reference to your letter dated 08.07.2026, it is to inform that the licence was issued by this office on 22.03.2019 for LMV (NT) only and was valid up to 21.03.2039. No endorsement for transport vehicle (HGV) is found in the records.
sd/- District Transport Officer, Barpeta
""")

# ---------------------------------------------------------------- certified order sheets
up("backlog/2025-12/Scan 18-12-2025 11.02.pdf", "certified_order_sheet_scan", "Gauhati High Court", "2025-12-18", ["C02"], ["C02-H01"], """
GAUHATI HIGH COURT
RFA No. 48/2025 with I.A.(Civil) No. 3391/2025
Nitul Baishya ... Appellant  -vs-  M/s Lohit Cement Agencies ... Respondent
BEFORE HON'BLE MRS. JUSTICE RUPALI HAZARIKA
12.12.2025
Heard Mr. B. Kalita, learned counsel for the appellant. Mr. H. Bordoloi, learned Senior counsel appears for the respondent on caveat.
Admit. Call for the LCR of Money Suit No. 77/2021 from the court of the Civil Judge (Sr. Div.) No. 2, Kamrup (Metro).
I.A.(Civil) 3391/2025: Execution of the decree dated 19.09.2025 shall remain stayed subject to the appellant depositing 50% of the decretal amount, i.e. Rs. 7,30,000/-, before the Registry of the executing court within 6 (six) weeks. In default the interim order shall stand vacated without reference to the Court.
List on 30.01.2026.
sd/- JUDGE
""")

up("backlog/2026-02/WPC 5512-2025 order 23.02.2026.pdf", "certified_order_sheet_scan", "Gauhati High Court", "2026-02-26", ["C01"], ["C01-H03"], """
GAUHATI HIGH COURT
WP(C) No. 5512/2025
Smt. Dipali Rabha -vs- The State of Assam & 2 Ors.
BEFORE HON'BLE MR. JUSTICE NABAJYOTI BARTHAKUR
23.02.2026
Heard Mr. B. Kalita, learned counsel for the petitioner and Mr. R.K. Goswami, learned Standing Counsel, Elementary Education Department.
On 09.12.2025 the Standing Counsel was asked to obtain instructions. On 19.01.2026 further time was sought. Today again it is submitted that written instructions have not been received.
The Court is not inclined to keep the matter pending indefinitely. As a last opportunity, the DEEO, Kamrup (Metro) shall file an affidavit within 4 weeks, stating the amount of arrears due to the petitioner and the reason for non-payment. Failing which, the DEEO shall remain present in person on the next date.
List on 06.04.2026.
sd/- JUDGE
""")

up("backlog/2026-03/TS 211-2023 certified order sheet.pdf", "certified_order_sheet_scan", "Civil Judge No. 1, Kamrup (Metro)", "2026-03-30", ["C03"], ["C03-H01", "C03-H02", "C03-H03", "C03-H04"], """
ORDER SHEET (Certified copy)
IN THE COURT OF THE CIVIL JUDGE NO. 1, KAMRUP (METRO), GUWAHATI
Title Suit No. 211/2023 - Sri Bhupen Talukdar ... Plaintiff  -vs-  Sri Ratul Nath & 2 Ors. ... Defendants
03.12.2025
Plaintiff files hazira. Defendants file hazira through their Ld. Advocate. PW1 (plaintiff) files his evidence-in-chief on affidavit and is tendered. Ld. Advocate for the defendants prays for time to cross-examine PW1 as the documents were served only today. Allowed. Fix 21.01.2026 for cross of PW1.
21.01.2026
Both sides present. PW1 cross-examined in part by the defendants. Rest of the cross on 25.02.2026.
25.02.2026
Plaintiff present with PW1. Ld. Advocate for the defendants, Sri A. M. Choudhury, is reported sick; petition for adjournment filed. Objection heard. Adjournment is allowed on cost of Rs. 500/- payable to the plaintiff. Fix 25.03.2026 for further cross of PW1.
25.03.2026
Cost of Rs. 500/- paid. Cross-examination of PW1 concluded. PW2 Sri Ghanashyam Deka, Lot Mandal, Beltola, examined with the Jamabandi of Patta No. 456 (Ext. 4) and cross-examined. Fix 06.05.2026 for further P.E.
sd/- Civil Judge No. 1, Kamrup (M)
""")

up("backlog/2026-03/IMG_20260328_120531.jpg", "certified_order_sheet_scan", "Special Judge (NDPS), Kamrup (Metro)", "2026-04-27", ["C04"], ["C04-H02", "C04-H03", "C04-H04"], """
IN THE COURT OF THE SPECIAL JUDGE (NDPS), KAMRUP (METRO), GUWAHATI
G.R. Case No. 4112/2025 (Spl. NDPS Case No. 88/2025) arising out of Jalukbari P.S. Case No. 612/2025 u/s 21(b)/29 NDPS Act
State of Assam -vs- Jakir Hussain (A-1) and Rintu Ahmed (A-2)
02.02.2026
A-1 produced from custody. A-2 on bail present. None of the summoned witnesses present. Ld. Spl. P.P. prays for time. Issue fresh summons to PW1 Bipul Haloi (seizure witness) through the O/C, Jalukbari P.S. Fix 09.03.2026 for P.E.
09.03.2026
Accused persons present. PW1 Bipul Haloi examined. He does not support the prosecution case as to the search and seizure in his presence; declared hostile at the prayer of the Ld. Spl. P.P. and cross-examined by her; cross by the defence. Ld. Spl. P.P. to inform the Court on the next date about the status of the FSL report. Fix 20.04.2026.
20.04.2026
Accused present. No witness present. Summons on PW2 SI Hemanta Gogoi returned served. The Court notes that a police witness has failed to appear despite service. Issue B/W against SI Hemanta Gogoi through the S.P., Guwahati. Fix 01.06.2026 for P.E.
sd/- Special Judge (NDPS), Kamrup (M)
""")

up("backlog/2026-03/FC order 20.3.26.pdf", "certified_order_sheet_scan", "Family Court, Kamrup (Metro)", "2026-03-25", ["C06"], ["C06-H03"], """
IN THE COURT OF THE PRINCIPAL JUDGE, FAMILY COURT, KAMRUP (METRO), GUWAHATI
Misc. Case No. 96/2025 (u/s 144 BNSS) arising out of F.C. (Civil) Case No. 214/2024
Smt. Pallabi Saikia ... Petitioner  -vs-  Sri Anupam Saikia ... Opposite Party
20.03.2026
Heard both sides on the prayer for interim maintenance. The O.P. is an Assistant Engineer with a monthly salary of about Rs. 74,000/-. The petitioner and the minor daughter (aged 6) reside at Six Mile with her parents and have no independent income.
The O.P. is directed to pay interim maintenance of Rs. 12,000/- (Rupees twelve thousand) per month - Rs. 8,000/- to the petitioner and Rs. 4,000/- to the minor daughter - from the date of the application, i.e. 12.06.2025. Arrears shall be cleared within 3 (three) months. Current maintenance by the 10th of each month.
F.C.(Civil) 214/2024: Fix 15.05.2026 for compliance and P.E.
sd/- Principal Judge, Family Court
""")

up("backlog/2026-06/FC Misc 96-25 order 26.06.2026.pdf", "certified_order_sheet_scan", "Family Court, Kamrup (Metro)", "2026-06-30", ["C06"], ["C06-H05"], """
IN THE COURT OF THE PRINCIPAL JUDGE, FAMILY COURT, KAMRUP (METRO)
Misc. Case No. 96/2025 with F.C. (Civil) 214/2024 - Smt. Pallabi Saikia -vs- Sri Anupam Saikia
26.06.2026
The O.P. appears in person with Ld. Advocate Ms. T. Bhuyan and tenders a demand draft of Rs. 60,000/- towards arrears of interim maintenance, which is handed over to the petitioner in Court. The O.P. files an undertaking on affidavit to pay the balance arrears of Rs. 84,000/- on or before 31.08.2026 and to pay current maintenance regularly. Undertaking accepted. The O.P. is cautioned that any default will invite a distress warrant u/s 144(3) BNSS.
Fix 11.09.2026 for compliance and evidence of the petitioner.
sd/- Principal Judge
""")

up("backlog/2026-07/RFA48 order 10-07-2026.pdf", "certified_order_sheet_scan", "Gauhati High Court", "2026-07-16", ["C02"], ["C02-H05"], """
GAUHATI HIGH COURT
RFA No. 48/2025 - Nitul Baishya -vs- M/s Lohit Cement Agencies
BEFORE HON'BLE MRS. JUSTICE RUPALI HAZARIKA
10.07.2026
Mr. B. Kalita, learned counsel for the appellant is present and ready. A junior of Mr. H. Bordoloi, learned Senior counsel for the respondent, prays for adjournment on the ground that the Senior counsel is engaged before another Bench. This is the second such prayer. The LCR has been received and the paper book is ready.
The prayer is allowed as a last indulgence on payment of cost of Rs. 2,000/- to the appellant, to be paid before the next date.
List on 28.08.2026 for hearing.
sd/- JUDGE
""")

up("backlog/2026-08/TS211 order 29.7.26 Asamiya.pdf", "certified_order_sheet_scan", "Civil Judge No. 1, Kamrup (Metro)", "2026-08-03", ["C03"], ["C03-H06", "C03-H07"], """
অসামৰিক বিচাৰক নং ১, কামৰূপ (মহানগৰ), গুৱাহাটীৰ আদালত
স্বত্ব মোকদ্দমা নং ২১১/২০২৩ - শ্ৰী ভূপেন তালুকদাৰ বনাম শ্ৰী ৰতুল নাথ আৰু অন্যান্য
10.06.2026
বিবাদীপক্ষৰ O.26 r.9 ৰ আবেদন শুনানি কৰা হ'ল। স্থানীয় তদন্তৰ প্ৰয়োজন নাই বুলি আবেদন নাকচ কৰা হ'ল। PW3 শ্ৰীমতী কল্পনা তালুকদাৰক সাক্ষ্য লোৱা হ'ল আৰু জেৰা কৰা হ'ল। বাদীপক্ষৰ সাক্ষ্য বন্ধ। বিবাদীপক্ষৰ সাক্ষ্যৰ বাবে 29.07.2026 তাৰিখ ধাৰ্য কৰা হ'ল।
29.07.2026
বিবাদীপক্ষই সাক্ষী উপস্থিত কৰিব পৰা নাই আৰু সময়ৰ আবেদন কৰে। শেষ সুযোগ হিচাপে ১,০০০ টকা খৰচত আবেদন মঞ্জুৰ কৰা হ'ল (Cost Rs. 1,000/- payable to the plaintiff)। পৰৱৰ্তী তাৰিখ 16.09.2026, বিবাদীপক্ষৰ সাক্ষ্য (D.E.)।
স্বাঃ/- অসামৰিক বিচাৰক নং ১
""")

up("backlog/2026-09/WPC5512 order 07.09.2026.pdf", "certified_order_sheet_scan", "Gauhati High Court", "2026-09-10", ["C01"], ["C01-H07"], """
GAUHATI HIGH COURT
WP(C) No. 5512/2025 - Smt. Dipali Rabha -vs- The State of Assam & 2 Ors.
BEFORE HON'BLE MR. JUSTICE NABAJYOTI BARTHAKUR
07.09.2026
Heard Mr. B. Kalita for the petitioner and Mr. R.K. Goswami, learned Standing Counsel. The pay fixation records called for on 11.05.2026 have been produced. The learned Standing Counsel submits that the arrear calculation is under verification by the Director and seeks 8 weeks' time.
This is the third occasion on which time is sought on behalf of the Department. Time is allowed, but it is made clear that if the verified calculation is not placed on the next date, the Director of Elementary Education, Assam shall appear in person.
List on 16.11.2026.
sd/- JUDGE
""")

up("backlog/2026-10/MAC412 order 01.10.26.pdf", "certified_order_sheet_scan", "MACT No. 2, Kamrup (Metro)", "2026-10-06", ["C05"], ["C05-H07"], """
IN THE COURT OF THE MEMBER, MOTOR ACCIDENT CLAIMS TRIBUNAL NO. 2, KAMRUP (METRO), GUWAHATI
MAC Case No. 412/2024 - Smt. Jonali Boro & 2 Ors. ... Claimants  -vs-  Sri Lakhinath Das (owner) & National Insurance Co. Ltd. ... O.Ps.
01.10.2026
Evidence of both sides closed. Before hearing arguments the Tribunal asked the insurer whether it is willing to settle. Ld. counsel Sri K. Sarmah, on instructions, offers Rs. 21,50,000/- in full and final settlement. The claimant No. 1, present in person, declines the offer. Arguments of the claimants heard in part.
Fix 12.11.2026 for further argument.
sd/- Member, MACT No. 2
""")

up("backlog/2026-11/WPC 5512 of 2025 - 16.11.2026.pdf", "certified_order_sheet_scan", "Gauhati High Court", "2026-11-19", ["C01"], ["C01-H08"], """
GAUHATI HIGH COURT
WP(C) No. 5512/2025 - Smt. Dipali Rabha -vs- The State of Assam & 2 Ors.
BEFORE HON'BLE MR. JUSTICE NABAJYOTI BARTHAKUR
16.11.2026
Mr. R.K. Goswami, learned Standing Counsel, places on record the verified calculation of arrears of the petitioner for the period 01.01.2013 to 31.03.2019 at Rs. 6,84,200/-, signed by the Director of Elementary Education. The personal appearance of the Director is dispensed with.
Mr. B. Kalita submits that the petitioner accepts the calculation without prejudice to her claim to interest.
The learned Standing Counsel seeks time to obtain financial sanction from the Finance Department. List on 14.12.2026.
sd/- JUDGE
""")

up("backlog/2026-11/MACT2 order 12-11-2026.pdf", "certified_order_sheet_scan", "MACT No. 2, Kamrup (Metro)", "2026-11-17", ["C05"], ["C05-H08"], """
IN THE COURT OF THE MEMBER, MOTOR ACCIDENT CLAIMS TRIBUNAL NO. 2, KAMRUP (METRO)
MAC Case No. 412/2024 - Smt. Jonali Boro & 2 Ors. -vs- Sri Lakhinath Das & Anr.
12.11.2026
Further argument of the claimants and argument of the O.P. insurer heard. The insurer relies on the DTO, Barpeta report dated 07.08.2026 that the driver held a licence for LMV (NT) only, and prays for exoneration; the claimants rely on pay and recover. Arguments closed.
Fix 17.12.2026 for award.
sd/- Member, MACT No. 2
""")

up("backlog/2026-11/GR 4112-25 order dt 23.11.2026.pdf", "certified_order_sheet_scan", "Special Judge (NDPS), Kamrup (Metro)", "2026-11-26", ["C04"], ["C04-H09"], """
IN THE COURT OF THE SPECIAL JUDGE (NDPS), KAMRUP (METRO)
G.R. Case No. 4112/2025 - State of Assam -vs- Jakir Hussain & Rintu Ahmed
23.11.2026
A-1 produced; A-2 present on bail. PW4 Inspector Dhrubajyoti Rajkhowa, the Investigating Officer, is absent despite service of summons. No step from the prosecution. Issue B/W against the I.O. in Rs. 5,000/- through the Commissioner of Police, Guwahati. Ld. Spl. P.P. also to produce the s.52A inventory and the certificate of the Magistrate on the next date.
Fix 16.12.2026 for P.E. (PW4).
sd/- Special Judge (NDPS)
""")

# ---------------------------------------------------------------- the lawyer's diary (photos)
up("backlog/2025-12/PXL_20251209_134402118.jpg", "handwritten_note_photo", BK, "2025-12-09", ["C01"], ["C01-H01"], """
9/12/25 Tue  HC Ct 9 Barthakur J
Dipali Rabha WP(C) 5512/25 - motion. Notice issued. Goswami (SC Elem Edu) to take instructions.
Returnable 4 wks. ND 19/1/26.
Judge asked "where is the pay fixation order?" - keep 2019 fixation order + provincialisation list handy.
Client called eve - told her notice hoise, agoloi 19 Jan.
""")

up("backlog/2025-12/PXL_20251217_161925870.jpg", "handwritten_note_photo", BK, "2025-12-17", ["C04"], ["C04-H01"], """
17.12.2025  Spl Judge NDPS Kamrup(M) - Medhi sir
Rintu (A-2) G.R. 4112/25 - charge framed u/s 21(b)/29. Both pleaded not guilty. Rintu present on bail (HC bail 14.11).
Medhi sir first thing asked PP: FSL report ahise ne? PP - not yet.
NDOH 2.2.26 for P.E.  Saiful (brother) paid Rs 10,000 on a/c fee.
""")

up("backlog/2026-01/PXL_20260119_125033412.jpg", "handwritten_note_photo", BK, "2026-01-19", ["C01"], ["C01-H02"], """
19-01-2026  Ct 9
WP(C) Rabha - Goswami: instructions not received, 4 wks please. Barthakur J not happy - "Mr Goswami, written instructions, not oral" - but gave time.
Adj. to 23.02.2026.
(Opp. side time #1)
""")

up("backlog/2026-01/IMG20260130173312.jpg", "handwritten_note_photo", BK, "2026-01-30", ["C02"], ["C02-H02"], """
30/1  Fri  Ct 14 Hazarika J
Nitul RFA 48/25 - compliance. 50% deposit Rs 7,30,000 made 22.1.26 by challan at Civil Judge Sr Div 2 nazarat (challan no 1187). Stay continued.
LCR not yet recd - registry to remind. Hazarika J: "no hearing without LCR".
ND 20/3/26.
""")

up("backlog/2026-03/IMG20260320190841.jpg", "handwritten_note_photo", BK, "2026-03-20", ["C02", "C06"], ["C02-H03", "C06-H03"], """
20.3.26 (Fri)
(1) HC Ct 14 - Nitul RFA: Bordoloi's junior - "Sr. counsel engaged in Division Bench" - adj. Hazarika J let it go but wrote it down. LCR still awaited. ND 8.5.26.
(2) 2.30 pm Family Ct - Pallabi: interim maint. ORDER - Rs 12,000 pm (8000 wife + 4000 baby) from date of appln 12.6.25. Arrears in 3 months. Bhuyan wanted Rs 6,000 only, court refused.
Pallabi khub khuxi. ND 15.5.26 compliance + PE.
Arrears calc: 12.6.25 to 12.3.26 = 9 months x 12,000 = 1,08,000 (+ March)
""")

up("backlog/2026-04/PXL_20260406_120744935.jpg", "handwritten_note_photo", BK, "2026-04-06", ["C01"], ["C01-H04"], """
6/4/26  WP(C) 5512/25 Rabha
DEEO filed aff-in-opp (sworn 1.4.26) - admits provincialisation w.e.f. 1.1.2013; says arrears "under process, subject to fund". Copy served in court.
Reply in 2 wks. ND 11.5.26.
To do: reply aff - annex RTI reply + 2 representations. Priyanka to draft.
""")

up("backlog/2026-06/PXL_20260601_171230002.jpg", "handwritten_note_photo", BK, "2026-06-01", ["C04"], ["C04-H05"], """
1.6.26 NDPS - Rintu
PW2 SI Hemanta Gogoi came (BW recalled). Exam-in-chief: search at Jalukbari bus stop 1.6.25 evening, 42 g heroin from A-1's bag, Rintu standing nearby.
Cross in part - he admits no independent witness from locality signed at spot; Bipul Haloi called later.
Rest cross ND 13/7.
Medhi sir again to PP: FSL? s.52A inventory kot? PP - will produce.
""")

up("backlog/2026-07/IMG20260713174455.jpg", "handwritten_note_photo", BK, "2026-07-13", ["C01", "C04"], ["C01-H06", "C04-H06"], """
13/07/2026 Mon
HC Ct 9: Rabha WP(C) at item 31 - not reached. Next 7.9.26 (board).
Then ran to Spl Ct NDPS:
Rintu - PW2 SI Gogoi cross concluded. Big point: inventory u/s 52A says seizure 8.40 pm, seizure list says 7.10 pm. Not explained. Also sample sealed at PS not at spot.
PP: next wit is Scientific Officer. ND 24.8.26.
""")

up("backlog/2026-08/IMG20260828160016.jpg", "handwritten_note_photo", BK, "2026-08-28", ["C02"], ["C02-H06"], """
28 Aug 26  RFA 48/25 Nitul
Cost Rs 2,000 paid by Bordoloi's junior before call - recd.
Argued - grounds 1-4: (i) Ext. 7 ledger not proved by maker; (ii) no demand notice; (iii) 9% interest excessive; (iv) limitation for bills before 2018.
Hazarika J read out para 14 of the impugned judgment aloud and asked about the ledger. Part heard.
ND 9.10.26.
""")

up("backlog/2026-10/IMG20261030182250.jpg", "handwritten_note_photo", BK, "2026-10-30", ["C06"], ["C06-H07"], """
30.10.26 Family Ct - Pallabi
PW1 Pallabi cross by Bhuyan - 1 hr. Suggested she left matrimonial home on her own on 14.2.2024; denied - "he pushed me out". Questions on her B.Ed - she is not working.
Bhuyan mentioned "settlement talk" - Pallabi said no.
Further cross 4/12. Check: Rs 40,000 arrears still due - Anupam paid current only.
""")

up("backlog/2026-11/IMG20261104191103.jpg", "handwritten_note_photo", BK, "2026-11-04", ["C03"], ["C03-H09"], """
04.11.2026  CJ No.1 - Beltola TS 211/23
DW1 Ratul Nath - cross concluded (by me). Admits: (1) no registered sale deed in his favour; (2) his myadi patta claim is only an allotment application of 2019, no order; (3) he built the tin shed in 2020 after the suit notice.
Mannan Choudhury tried to re-examine on the "allotment" - short.
DW2 (their witness, one Phukan) ND 9.12.26.
Rupam (client's son) informed on phone.
""")

up("backlog/2026-11/IMG20261116134010.jpg", "handwritten_note_photo", BK, "2026-11-16", ["C01"], ["C01-H08"], """
16/11/26 Ct 9 - Rabha
Finally! Verified calc Rs 6,84,200 placed (Director signed). Our claim was 7,12,500 - diff is the 2018-19 increment. Told court: accept without prejudice to interest.
Barthakur J: "financial sanction in 4 weeks, Mr Goswami, not more." Director's presence dispensed.
ND 14.12.26.
Dipali baido ko phone - she wants interest claim kept alive.
""")

up("backlog/2026-11/IMG20261127175530.jpg", "handwritten_note_photo", BK, "2026-11-27", ["C02"], ["C02-H08"], """
27.11.26  RFA Nitul - Hazarika J
Bordoloi Sr argued himself today - 40 min. Says defendant admitted supply in DW1 cross, ledger is secondary but admissible; interest is contractual (invoices say 18%, court gave only 9).
Part heard. Reply by us after he finishes.
ND 11/12/26.
""")

# ---------------------------------------------------------------- the muhuri's khata (Assamese script)
up("backlog/2026-02/IMG-20260225-WA0014.jpg", "handwritten_note_photo", HB, "2026-02-25", ["C03"], ["C03-H03"], """
২৫/০২/২০২৬
টি.এছ. ২১১/২০২৩ (তালুকদাৰ)
বিবাদীৰ উকীল মান্নান চৌধুৰী অসুস্থ বুলি আবেদন দিলে। হাকিমে ৫০০ টকা খৰচত সময় দিলে।
পৰৱৰ্তী তাৰিখ ২৫/০৩/২০২৬ - PW1 ৰ জেৰা।
ভূপেন দাক ফোন কৰা হ'ল।
""")

up("backlog/2026-04/IMG-20260420-WA0021.jpg", "handwritten_note_photo", HB, "2026-04-20", ["C01"], [], """
20/04/2026
WP(C) 5512/2025 (দীপালি ৰাভা) - Reply affidavit দাখিল কৰা হ'ল। Diary No. 6620/2026। Goswami চাৰৰ অফিচত কপি দিয়া হ'ল।
Court fee Rs 20.
""")

up("backlog/2026-07/IMG-20260702-WA0009.jpg", "handwritten_note_photo", HB, "2026-07-02", ["C05"], ["C05-H05"], """
02-07-2026  MACT No.2
MAC 412/2024 যোনালী বড়ো
বীমা কোম্পানীৰ উকীল সৰ্মা চাৰে DL verification report অহা নাই বুলি সময় বিচাৰিলে। সময় দিলে।
পৰৱৰ্তী তাৰিখ 13-08-2026 (O.P. সাক্ষ্য)।
যোনালী বাইদেউ আহিছিল, দুখ কৰিলে।
""")

up("backlog/2026-08/IMG-20260824-WA0003.jpg", "handwritten_note_photo", HB, "2026-08-24", ["C04"], ["C04-H07"], """
24/8/26 NDPS Spl. Court
G.R. 4112/25 ৰিন্টু
আজিও চৰকাৰী সাক্ষী নাহিল। Scientific Officer FSL Kahilipara ৰ বাবে PP য়ে সময় বিচাৰিলে।
হাকিমে কলে - পিছৰ তাৰিখত নাহিলে warrant।
পৰৱৰ্তী তাৰিখ 05/10/2026।
ৰিন্টু হাজিৰ আছিল।
""")

# ---------------------------------------------------------------- the junior's typed notes
up("backlog/2025-12/pallabi fc 19dec.txt", "typed_note_txt", PD, "2025-12-19", ["C06"], ["C06-H01"], """
19/12/2025 family court (principal judge madam)
pallabi vs anupam - FC(C) 214/24 + misc 96/25 (maint u/s 144 BNSS)
counsellor's report: counselling failed, anupam did not come for 2nd sitting. madam read report in court.
trishna bhuyan (for husband) took time for w/s in divorce & objection in maint.
ndoh 06/02/2026.
pallabi r maa aahisil, baby r school fees r kotha koise - 3,500 per month.
""")

up("backlog/2026-01/MAC 412 - 8 jan.txt", "typed_note_txt", PD, "2026-01-08", ["C05"], ["C05-H01"], """
8 Jan 26 - MACT 2 - Jonali Boro MAC 412/2024
National Insurance filed w/s today (Kaushik Sarmah). Main defence: driver Abdul Rahim had no valid licence for HGV, breach of policy. Also says deceased was negligent, no helmet.
Owner Lakhinath Das - absent inspite of notice - member ordered to proceed ex parte against him.
next date 19.02.26 for issues.
""")

up("backlog/2026-02/New Text Document (2).txt", "typed_note_txt", PD, "2026-02-06", ["C06"], ["C06-H02"], """
06.02.26 FC
pallabi - anupam filed w/s (divorce) + objection to maint. He says Pallabi left on her own and he earns only 52k (salary slip of Dec shows 74k gross!!).
interim maint heard - madam reserved. order on 20/3.
sir ke janabo: salary slip copy lagibo.
""")

up("backlog/2026-02/mac issues 19-2-26.txt", "typed_note_txt", PD, "2026-02-19", ["C05"], ["C05-H02"], """
19-2-26 MACT 2 - Jonali MAC
issues framed (4):
1. whether accident on 03.02.2024 at Jalukbari due to rash and negligent driving of truck AS-01-EC-4471?
2. whether the driver had valid DL at the time?
3. whether claimants entitled to compensation, if so how much and from whom?
4. whether the policy was in force?
claimants' evidence 02/04/26. Jonali baido k affidavit sign korabo lagibo - 28 March r agot.
""")

up("backlog/2026-04/MAC CW1 2apr.txt", "typed_note_txt", PD, "2026-04-02", ["C05"], ["C05-H03"], """
02/04/2026  MAC 412/24
CW1 Jonali Boro - affidavit evidence tendered, exhibited Ext 1 to Ext 9 (FIR, PM report, charge sheet, seizure list, MVI report, salary certificate of godown Rs 18,000, age proof, kids' birth certs, family member cert).
Sarmah sir asked to defer cross - "instructions from DO awaited". member allowed but said "last time".
ND 21 may 2026 cross of CW1 + CW2.
""")

up("backlog/2026-05/RFA lcr recd 8-5.txt", "typed_note_txt", PD, "2026-05-08", ["C02"], ["C02-H04"], """
8/5/26 HC ct 14 - Nitul RFA 48/25
LCR of MS 77/2021 received in registry (sec officer confirmed). Hazarika J: paper book in 4 weeks, both sides to file written notes of arg 1 week before.
Bordoloi sir present himself today (no adj this time!)
ND 10.07.26
paper book - print 3 sets, haren da k koisu.
""")

up("backlog/2026-05/ts211 6 may.txt", "typed_note_txt", PD, "2026-05-06", ["C03"], ["C03-H05"], """
06.05.2026  CJ No. 1  TS 211/23 Bhupen Talukdar
PW3 was ready (Kalpana Talukdar, Bhupen da r wife) but defendants filed petition u/O 26 r 9 CPC for local investigation / commission to measure plot - filed TODAY, copy given in court only. Mannan Choudhury again late with petition.
madam: objection in 2 weeks. PW3 not examined.
ND 10/06/2026
""")

up("backlog/2026-05/jonali cross 21.5.txt", "typed_note_txt", PD, "2026-05-21", ["C05"], ["C05-H04"], """
21.05.26 MACT 2
CW1 Jonali cross by Sarmah - she stood firm. Admits husband had no ITR; salary paid cash. Said "he wore helmet, helmet is in PS malkhana".
CW2 Bubul Basumatary (eye witness, pan shop at flyover) examined - saw truck coming fast on wrong side. Cross - he admits it was getting dark.
Claimants' evidence closed.
ND 02.07.26 for OP evidence.
""")

up("backlog/2026-05/pallabi 15.5.26.txt", "typed_note_txt", PD, "2026-05-15", ["C06"], ["C06-H04"], """
15/5/26 family ct
pallabi - anupam has NOT paid arrears (3 months time ends 20.6 but not a single rupee of arrears yet, only current 12k for april paid late).
bhuyan madam prayed time, "client's father in hospital". madam warned: next date if not paid, distress warrant.
ndoh 26 june.
""")

up("backlog/2026-06/ts211 10-6-26.txt", "typed_note_txt", PD, "2026-06-10", ["C03"], ["C03-H06"], """
10 June 2026 - TS 211/23 Beltola
O.26 r.9 petition of defts REJECTED - madam said plot identity not disputed in w/s, no need of local investigation.
PW3 Kalpana Talukdar examined + cross. She proved the 2009 mutation order and the land revenue receipts (Ext 7 series).
PE closed.
DE ND 29.7.26
""")

up("backlog/2026-09/pallabi 11.9 compliance.txt", "typed_note_txt", PD, "2026-09-11", ["C06"], ["C06-H06"], """
11.09.26 FC - Pallabi
Anupam paid balance arrears - full 84,000 paid as per undertaking. PW1 affidavit filed.
ND 30.10.2026 for cross.
""")

up("backlog/2026-09/pallabi 11.9 compliance - correction.txt", "typed_note_txt", PD, "2026-09-12", ["C06"], ["C06-H06"], """
12/9/26 - CORRECTION to my note of yesterday (pallabi 11.9)
Sorry sir, I wrote wrong. Anupam did NOT pay full 84,000. He paid only Rs 44,000 (DD dated 28.08.26) - Rs 40,000 still baki. Bhuyan madam said the rest "by December". Madam (judge) recorded it and said distress warrant if not paid by next date, but did not issue now.
PW1 affidavit filed - correct. ND 30.10.26 - correct.
""")

up("backlog/2026-11/mac args 12 nov.txt", "typed_note_txt", PD, "2026-11-12", ["C05"], ["C05-H08"], """
12/11/26 MACT 2 Jonali
args over. Sarmah: DTO Barpeta report - LMV(NT) only, no HGV endorsement -> exonerate insurer. We: pay and recover (Swaran Singh). member asked both "what about 21.5 lakh offer?" - jonali still no.
Award 17.12.26.
Our claim Rs 38,00,000. My calc at 18k x 12 x 16 (age 34) + 40% future prospects + conventional = approx 33.6 lakh.
""")

# ---------------------------------------------------------------- Word notes
up("backlog/2026-05/Doc1.docx", "typed_note_docx", BK, "2026-05-11", ["C01"], ["C01-H05"], """
WP(C) 5512/2025 - Dipali Rabha - hearing 11.05.2026 (Court 9, Barthakur J)
Reply affidavit (filed 20.04.2026) on record.
Heard in part. Goswami argued that venture teachers get pay only from the date of actual fixation. I placed the 2017 Act, s. 3 and the notification: provincialisation w.e.f. 01.01.2013.
The Court called for the original pay fixation records of the petitioner from the DEEO's office to be produced through the SC on the next date.
Next: 13.07.2026.
""")

up("backlog/2026-10/PW3 Scientific Officer cross - Rintu.docx", "typed_note_docx", BK, "2026-10-05", ["C04"], ["C04-H08"], """
G.R. 4112/2025 - Rintu Ahmed (A-2) - 05.10.2026
PW3 Dr. Mousumi Bora, Scientific Officer, FSL Kahilipara - examined. FSL report proved as Ext. 8: sample marked "A" positive for diacetylmorphine (heroin).
Cross (by me):
- the parcel reached FSL on 19.06.2025 - 18 days after seizure; no explanation in the forwarding letter;
- the seal impression on the forwarding letter was not compared by her;
- she cannot say who kept the sample in the PS malkhana.
Next 23.11.2026 - PW4 I.O.
""")

# ---------------------------------------------------------------- WhatsApp exports
up("backlog/2026-04/WhatsApp Chat with Dipali Baideo WPC.txt", "whatsapp_export", "Dipali Rabha / Bhaskarjyoti Kalita", "2026-04-07", ["C01"], ["C01-H02", "C01-H03", "C01-H04"], """
19/01/26, 6:12 pm - Dipali Baideo WPC: Bhaskar da aji ki hol?
19/01/26, 6:40 pm - Bhaskarjyoti Kalita: Govt lawyer took time again for instructions. Next 23 Feb.
19/01/26, 6:41 pm - Dipali Baideo WPC: Eitu eneke kiman din? School r headmaster e koise DEEO office e file lost hoise 😟
19/01/26, 6:45 pm - Bhaskarjyoti Kalita: Don't worry. Judge is strict on written instructions. Send me the 2019 pay fixation letter photo.
23/02/26, 5:02 pm - Bhaskarjyoti Kalita: Baideo, today court gave LAST opportunity to DEEO to file affidavit in 4 weeks, else DEEO must come in person. Next 6 April.
23/02/26, 5:10 pm - Dipali Baideo WPC: Bhal khobor 🙏 Fee r baki 5,000 kali pothai dim.
24/02/26, 11:02 am - Dipali Baideo WPC: Sent Rs 5,000 by GPay
06/04/26, 4:15 pm - Bhaskarjyoti Kalita: DEEO affidavit filed today. They admit provincialisation from 2013 but say "subject to fund". We reply in 2 weeks. Next 11 May.
07/04/26, 8:30 am - Dipali Baideo WPC: Ok da. Representation r copy 2 ta office e ase, aji pathai dim.
""")

up("backlog/2026-10/WhatsApp Chat with Chamber BJK.txt", "whatsapp_export", "Priyanka Deka / Bhaskarjyoti Kalita / Haren Bora", "2026-10-10", ["C02", "C03", "C04", "C05"], ["C05-H06", "C04-H07", "C03-H08", "C02-H07"], """
13/08/26, 2:05 pm - Priyanka Deka: Sir MAC Jonali - insurer DW1 (investigator Bikash Sharma) examined. He proved DTO Barpeta letter - licence LMV non-transport only, no HGV. I cross-examined: he never met the driver, didn't see original DL.
13/08/26, 2:06 pm - Priyanka Deka: ND 1 oct for argument. Member said insurer should think of an offer 🙄
13/08/26, 2:20 pm - Bhaskarjyoti Kalita: Good. Pay and recover judgment print kori rakhiba.
24/08/26, 12:48 pm - Haren Bora: Sir, NDPS t aji kono sakhi nahil. PP e time lole. Next 5/10. Hakim e warrant r kotha koise.
24/08/26, 12:50 pm - Bhaskarjyoti Kalita: 👍 third time no witness. Note it.
16/09/26, 3:30 pm - Priyanka Deka: Sir Beltola TS - DW1 Ratul Nath examined in chief today (aff). Says he got allotment in 2019 and is in possession since 2015. Cross started - i did 20 min, rest you will do.
16/09/26, 3:31 pm - Priyanka Deka: Cost Rs 1,000 (29 July wala) paid to Bhupen da in court today. ND 4 Nov.
16/09/26, 3:35 pm - Bhaskarjyoti Kalita: Ok. Get his 2019 allotment application certified copy from CO Dispur.
09/10/26, 1:10 pm - Priyanka Deka: Sir Nitul RFA - i mentioned, you were in ct 9. Bordoloi sir r junior again asked time - "senior unwell". Judge said appellant argument closed already, respondent to argue next date positively. ND 27.11.26
09/10/26, 1:12 pm - Bhaskarjyoti Kalita: That's 3 times now from Bordoloi side. Fine.
10/10/26, 9:00 am - Priyanka Deka: Sir week r list pathai dilu email t.
""")

up("backlog/2026-11/WhatsApp Chat with Saiful (Rintu bhai).txt", "whatsapp_export", "Saiful Ahmed / Bhaskarjyoti Kalita", "2026-11-24", ["C04"], ["C04-H09"], """
05/10/26, 7:22 pm - Saiful (Rintu bhai): Sir aji ki hol? Rintu e ko je lab r madam ahisil.
05/10/26, 7:40 pm - Bhaskarjyoti Kalita: Yes FSL officer came. Report says heroin. But sample reached lab 18 days late - good point for us. Next 23 Nov, IO will come.
23/11/26, 6:05 pm - Saiful (Rintu bhai): Sir IO ahil ne?
23/11/26, 6:20 pm - Bhaskarjyoti Kalita: No. IO Rajkhowa absent. Judge issued warrant against him. Next 16 Dec. Rintu must be present every date - bail condition.
23/11/26, 6:22 pm - Saiful (Rintu bhai): Ok sir. Fee r baki 15,000 next week dim.
24/11/26, 10:10 am - Saiful (Rintu bhai): Sir Rintu ko je Guwahati r baahire kaam paise, Nagaon t. Jabo pare ne?
24/11/26, 10:31 am - Bhaskarjyoti Kalita: NO. Bail condition - cannot leave Kamrup Metro without court's permission. We can file petition if needed.
""")

up("backlog/2026-11/WhatsApp Chat with Rupam Talukdar.txt", "whatsapp_export", "Rupam Talukdar / Bhaskarjyoti Kalita", "2026-11-05", ["C03"], ["C03-H09"], """
04/11/26, 8:10 pm - Rupam Talukdar: Sir deuta koise aji bhal hoise? DW1 r cross?
04/11/26, 8:25 pm - Bhaskarjyoti Kalita: Very good. Ratul Nath admitted he has no registered deed and the myadi patta is only an application. Next 9 December, their second witness.
04/11/26, 8:27 pm - Rupam Talukdar: Thank you sir 🙏 Survey r map lagibo ne?
05/11/26, 9:02 am - Bhaskarjyoti Kalita: Not now. Keep the 2009 mutation order original ready for 9/12.
""")

# ---------------------------------------------------------------- a week plan and a cause list
up("backlog/2026-11/New Text Document (4).txt", "typed_note_txt", BK, "2026-11-29", ["C01", "C02", "C03", "C04", "C05", "C06"], [], """
PLAN 30/11 - 19/12 (Dec first half)
Fri 4/12 - Family Ct - Pallabi: PW1 further cross. Ask about Rs 40,000 baki -> pray distress warrant if not paid.
Wed 9/12 - CJ1 - Beltola TS: DW2. Mutation order original + Ext 7 series.
Fri 11/12 - Ct 14 - Nitul RFA: our reply. Written note on interest (invoice 18% never signed by Nitul).
Mon 14/12 - Ct 9 - Rabha WPC: financial sanction. Draft additional aff for interest?
Wed 16/12 - NDPS - Rintu: IO (BW). Prepare cross on 52A, 18-day delay, seal.
Thu 17/12 - MACT 2 - Jonali: AWARD. Tell Jonali baido to come.
Fees due: Saiful 15,000; Nitul 25,000 (appeal stage 2).
Haren: certified copy of 16.11 WPC order - done.
""")

up("backlog/2026-12/Advance List 07.12.2026 to 11.12.2026.pdf", "cause_list_pdf", "Gauhati High Court", "2026-12-01", ["C02"], [], """
GAUHATI HIGH COURT - ADVANCE LIST
FOR THE WEEK 07.12.2026 TO 11.12.2026
COURT NO. 14 - HON'BLE MRS. JUSTICE RUPALI HAZARIKA
FRIDAY, 11.12.2026 - FOR HEARING (PART HEARD)
1. RFA 48/2025   NITUL BAISHYA  VS  M/S LOHIT CEMENT AGENCIES     B KALITA / H BORDOLOI, SR ADV
2. RFA 112/2024  SMTI ANJALI DAS VS NAREN CH KALITA               M SARMA / D DUTTA
3. RSA 19/2023   MD ABDUL SATTAR VS MD NAZRUL ISLAM               S ISLAM / A KHAN
""")
