"""The uploads of the Dibrugarh practice: what Debajit Phukan, his junior Mousumi and the muhurir Haren actually kept."""

L, J, M = "Debajit Phukan", "Mousumi Dutta", "Haren Sonowal (muhurir)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2027-03/Budhu Orang gratuity Form I.pdf", "document_scan", "Budhu Orang (applicant)", "2027-03-02", ["C01"], [], """
FORM 'I'  [See Rule 7(1)]  APPLICATION FOR PAYMENT OF GRATUITY
To: The Manager, Moinajan Tea Estate, P.O. Moinajan, Dist. Dibrugarh, Assam
Sir, I, Budhu Orang s/o Lt. Etwa Orang, Line No. 4, Moinajan T.E., was employed as a permanent worker (plucking and
field work, later factory) from 01.04.1992 and retired on superannuation on 31.12.2026.
Last daily wage: Rs. 250/-.  Total service: 34 years 9 months (35 completed years for gratuity).
Gratuity claimed @ 15 days' wages for every completed year: 250 x 15 x 35 = Rs. 1,31,250/-.
Also the ATPPF (Assam Tea Plantations Provident Fund) deducted from my wages from April 2019 to March 2022 has not
been deposited; my passbook shows no entry for that period.
Thumb impression of Budhu Orang (LTI)     Witness: Sanjay Orang (son)      Dated 02.03.2027
""")
u("backlog/2027-04/IMG_20270408_101233.jpg", "document_photo", "ATPPF Organisation, Dibrugarh", "2027-04-08", ["C01"], [], """
ASSAM TEA PLANTATIONS PROVIDENT FUND ORGANISATION - MEMBER'S ANNUAL STATEMENT
Member: BUDHU ORANG   A/c No. DBR/MNJ/1186   Estate: MOINAJAN T.E.
Year      Member contrib.   Employer contrib.   Remarks
2017-18   9,120             9,120
2018-19   9,480             9,480
2019-20   -                 -                   not received from estate
2020-21   -                 -                   not received from estate
2021-22   -                 -                   not received from estate
2022-23   10,400            10,400
Balance as on 31.03.2023 as per records. (Printout, obtained 08.04.2027)
""")
u("backlog/2027-02/CA award Bokpara pipeline Dag 412.pdf", "document_scan", "Competent Authority, P&MP Act, Dibrugarh", "2027-02-10", ["C02"], [], """
OFFICE OF THE COMPETENT AUTHORITY (P&MP ACT, 1962), PURBANCHAL PETROLEUM LTD., DULIAJAN-DIBRUGARH SECTOR
Order of compensation u/s 10(1) of the Petroleum and Minerals Pipelines (Acquisition of Right of User in Land) Act
Village: No. 2 Bokpara   Mouza: Jaipur   Dag No. 412   Patta No. 86   Pattadar: Hemanta Gogoi
Area under right of user: 1 bigha 2 katha 5 lessa (pipeline corridor, 18 m wide)
Trees assessed: areca nut (tamul) 38 nos., jackfruit 2 nos.  Damage to crops and trees + diminution of land value.
Total compensation: Rs. 3,12,000/- (Rupees three lakh twelve thousand only), at the Deputy Commissioner's rates.
Dated 10.02.2027                                 sd/- Competent Authority
""")
u("backlog/2027-12/LM report Bokpara Dag 412 Scanned_20271228.pdf", "document_scan", "Lot Mandal, Jaipur Revenue Circle", "2027-12-28", ["C02"], [], """
OFFICE OF THE CIRCLE OFFICER, JAIPUR REVENUE CIRCLE (Naharkatia), DIBRUGARH
Report in Misc. (P&MP) Case No. 7/2027, Court of the District Judge, Dibrugarh
As directed, the undersigned Lot Mandal visited Dag No. 412, Patta No. 86, village No. 2 Bokpara on 22.12.2027 in the
presence of the pattadar Sri Hemanta Gogoi and Sri Nitul Dowerah of the company.
Within the pipeline corridor the following were found cut / stumps visible: areca nut (tamul) - 61 nos. (bearing),
jackfruit (kothal) - 2 nos., bamboo clump - 1. The land is homestead-cum-garden (bari) land, not paddy land.
sd/- Lot Mandal, Jaipur Circle     Forwarded: sd/- Circle Officer, 28.12.2027
""")
u("backlog/2027-03/ejahar Lahowal accident.pdf", "document_scan", "Dipankar Boruah's brother (informant)", "2027-03-20", ["C03"], [], """
To, The Officer-in-Charge, Lahowal Police Station, Dibrugarh
Sub: Ejahar regarding road accident
Sir, on 19.03.2027 at about 7.10 PM my elder brother Dipankar Boruah was going home on his motorcycle (AS-06-N-xxxx)
on NH-37 near Lahowal Tiniali when a truck bearing No. AS-06-C-xxxx coming from Tinsukia side at high speed and
driven rashly hit him from behind. He fell and his right leg was crushed. Local people took him to AMCH. The truck
driver Ramesh Yadav was caught by the public. Kindly take action.
Yours faithfully, Bitupan Boruah, Lahowal.   Dated 20.03.2027
(Registered as Lahowal P.S. Case No. 77/2027 u/s 281/125(b) BNS)
""")
u("backlog/2027-04/IMG-20270411-WA0008.jpg", "document_photo", "Assam Medical College & Hospital, Dibrugarh", "2027-04-11", ["C03"], [], """
ASSAM MEDICAL COLLEGE & HOSPITAL, DIBRUGARH - DEPARTMENT OF ORTHOPAEDICS - DISCHARGE CERTIFICATE
Name: Dipankar Boruah  Age 34  M   Reg. No. 27/ORTHO/3391
DOA 19.03.2027   DOD 11.04.2027
Diagnosis: Closed fracture shaft of femur (R), degloving injury right leg. Operation: ORIF with interlocking nail.
Advice: non-weight bearing 8 weeks, follow up OPD. Unit: Dr. Partha Saikia, Assoc. Professor.
(handwritten at bottom in pen: Lifeline Nursing Home bills total Rs. 2,84,600 - originals with Dipankar)
""")
u("backlog/2027-06/seizure list Chabua 188.pdf", "document_scan", "Chabua Police Station", "2027-06-24", ["C04", "C05"], [], """
SEIZURE LIST   Chabua P.S. Case No. 188/2027  u/s 21(b) NDPS Act
Date & time of seizure: 24.06.2027 at 5.45 PM   Place: near Chabua weekly bazar, by the side of NH-37
From the possession of: Pintu Gowala (24) s/o Ramesh Gowala, Chabua Tea Estate, No. 3 Line
Seized: 3 (three) plastic soap cases containing brown powder suspected to be heroin, total weight with soap cases
52.4 gm, net 38.6 gm.  Cash Rs. 2,350/-. One mobile phone (Redmi).
Witnesses: 1. Joy Kurmi  2. Dilip Tanti        Seizing officer: SI Bhaskar Konwar, Chabua P.S.
""")
u("backlog/2027-04/legal notice Anil Saikia.docx", "typed_note_docx", L, "2027-04-20", ["C06"], [], """
DEBAJIT PHUKAN, B.A., LL.B., Advocate, Dibrugarh District Bar Association
Regd. A/D                                                                  Date: 20.04.2027
To: Sri Anil Saikia, Govt. Contractor (Class I), Amolapatty, Dibrugarh
Sub: Demand notice for Rs. 4,86,500/-
Under instructions from my client Sri Ratul Dutta, proprietor, M/s Dutta Hardware & Cement, Chowkidingee: between
October 2026 and January 2027 you took on credit cement, TMT rods and hardware for your PWD (Roads) work at Lepetkata,
under 14 challans signed by your munshi, for a total of Rs. 6,36,500/-, of which you paid Rs. 1,50,000/- by cheque.
The balance of Rs. 4,86,500/- is due. You are called upon to pay it with interest @ 12% within 15 days, failing which
my client shall file a money suit at your cost and risk.                              Advocate
""")
u("backlog/2027-05/Plaint MS Dutta Hardware final.pdf", "document_scan", L, "2027-05-31", ["C06"], [], """
IN THE COURT OF THE CIVIL JUDGE No. 1, DIBRUGARH
Money Suit No. 41 of 2027
Sri Ratul Dutta, proprietor, M/s Dutta Hardware & Cement, Chowkidingee, Dibrugarh ...... Plaintiff
-Versus-  Sri Anil Saikia, Govt. Contractor, Amolapatty, Dibrugarh ...... Defendant
Suit for recovery of Rs. 4,86,500/- with pendente lite and future interest @ 12% p.a.
1. The plaintiff supplied cement (OPC/PPC), TMT rods and hardware on credit to the defendant under 14 delivery
challans (Oct 2026 - Jan 2027), total Rs. 6,36,500/-. 2. The defendant paid Rs. 1,50,000/- by cheque dated 05.12.2026.
3. Despite notice dated 20.04.2027 the balance Rs. 4,86,500/- is unpaid. Cause of action arose at Dibrugarh.
Valuation Rs. 4,86,500/-; court fee paid accordingly.                  Plaintiff / Advocate
""")
u("backlog/2027-09/WS Anil Saikia MS 41-2027.pdf", "document_scan", "Pradip Hazarika, Advocate (for the defendant)", "2027-09-24", ["C06"], [], """
IN THE COURT OF THE CIVIL JUDGE No. 1, DIBRUGARH   Money Suit No. 41/2027
WRITTEN STATEMENT on behalf of the defendant Sri Anil Saikia
1. The suit is false and not maintainable. 2. The defendant paid Rs. 1,50,000/- by cheque and a further
Rs. 1,50,000/- in cash on 12.02.2027 at the plaintiff's shop, for which the plaintiff did not give a receipt.
3. Sixty (60) bags of cement supplied in January 2027 were set / lumpy and were returned to the plaintiff's godown.
4. The munshi Kamal Das had no authority to sign challans. 5. At most Rs. 1,56,500/- may be due. Suit be dismissed.
Verification ... Dibrugarh, 24.09.2027                      Defendant / Advocate
""")
u("backlog/2027-06/IMG_20270615_190412.jpg", "document_photo", "M/s Dutta Hardware & Cement", "2027-06-15", ["C06"], [], """
DUTTA HARDWARE & CEMENT  - Chowkidingee, Dibrugarh   DELIVERY CHALLAN  No. 1187   Date 18.01.2027
To: Anil Saikia (Contractor) - site Lepetkata PWD road
OPC cement 80 bags @ 395 = 31,600      TMT 10 mm 0.6 MT = 39,000
Received goods in good condition.   sd/- Kamal Das (munshi of Anil Saikia)
""")

# ---------------- C01 Budhu gratuity (Labour Court)
u("backlog/2027-06/IMG-20270616-WA0011.jpg", "handwritten_note_photo", M, "2027-06-16", ["C01"], ["C01-H01"], """
১৬-০৬-২০২৭ বুধবাৰ
শ্ৰম আদালত, ডিব্ৰুগড় - Misc Case 22/2027
বুধু ওৰাং বনাম মেনেজাৰ, ম'ইনাজান চাহ বাগিচা
বাগানৰ পক্ষৰ পৰা কোনো উপস্থিত নাছিল। নতুনকৈ নোটিচ দিয়া হ'ল।
পৰৱৰ্তী তাৰিখ 21-07-2027
""")
u("backlog/2027-07/20270721_124055.jpg", "handwritten_note_photo", L, "2027-07-21", ["C01"], ["C01-H02"], """
21.7.27  Labour Ct - Budhu Orang v. Moinajan TE
Mgmt appeared thru Manab Bhuyan. WS r babe time loile - "papers garden office t ase, manager leave t".
Kalita baideo - next date WS must.
Sanjay (son) ahisil - told him to bring old hazira (attendance) cards of his father.
ND 25.8.27
""")
u("backlog/2027-08/Misc Case 22-2027 order sheet 25.08.2027.pdf", "certified_order_sheet_scan", "Labour Court, Dibrugarh", "2027-08-30", ["C01"], ["C01-H03"], """
IN THE LABOUR COURT, DIBRUGARH
Misc. Case No. 22 of 2027 (u/s 33C(2) of the I.D. Act)   Budhu Orang ... Applicant   -vs-   The Manager, Moinajan T.E. ... O.P.
ORDER SHEET
25.08.2027
Applicant present with his Ld. counsel Sri D. Phukan. O.P. represented by Ld. counsel Sri M. Bhuyan.
W.S. filed by the O.P. It is stated that the applicant's service prior to 1998 was as a temporary (faltu) worker and
is not continuous, and that the ATPPF dues have been remitted. Perused. The following issues are framed:
1. Whether the applicant rendered continuous service from 01.04.1992 to 31.12.2026?
2. Whether the applicant is entitled to gratuity as claimed and, if so, how much?
3. Whether ATPPF contributions deducted for 2019-20 to 2021-22 remain unremitted?
4. Relief. Fix 29.09.2027 for production of documents by the O.P.
                                                          sd/- Presiding Officer, Labour Court, Dibrugarh
""")
u("backlog/2027-11/IMG-20271110-WA0004.jpg", "handwritten_note_photo", M, "2027-11-10", ["C01"], ["C01-H05"], """
১০-১১-২০২৭
শ্ৰম আদালত - বুধু ওৰাং গ্ৰেচুইটি কেছ
WW1 বুধু ওৰাং-ৰ affidavit দাখিল (examination-in-chief)।
বাগানৰ উকীল মানব ভূঞাই জেৰাৰ বাবে সময় বিচাৰিলে - "garden office ৰ পৰা কাগজ অহা নাই"। জেৰা পিছুৱাই দিয়া হ'ল।
পৰৱৰ্তী তাৰিখ 08-12-2027
""")
u("backlog/2027-12/budhu WW1 cross 8 dec.txt", "typed_note_txt", L, "2027-12-08", ["C01"], ["C01-H06"], """
8.12.27 Wed - Labour Court - Budhu gratuity
WW1 Budhu cross by Bhuyan ~30 min (Sadri interpreter - Sukra's nephew). Budhu: "1992 se bagan me kaam, pehle
do saal faltu, phir pakka; hamar hazira card sab office me rakhal hai". Denied he left garden in 1996-97.
Registers NOT produced again (order of 29.9). Kalita baideo: if wage register & service register not produced next
date, court will draw adverse inference against the mgmt. Good for us.
WW2 Sukra Munda next. ND 19.1.28
""")
u("backlog/2028-01/IMG_4187.HEIC", "handwritten_note_photo", L, "2028-01-19", ["C01"], ["C01-H07"], """
19/1/28  Labour Ct.  Budhu
WW2 Sukra Munda (co-worker, same line) examined + cross. Firm - "Budhu aur hum ek saath 1992 me lage".
Mgmt produced wage register - but only from 1999 onwards. Service register "not traceable" (!!)
Bhuyan: MW1 head clerk next.
ND 23.2.28
""")
u("backlog/2028-02/MW1 cross head clerk Moinajan.docx", "typed_note_docx", L, "2028-02-23", ["C01"], ["C01-H08"], """
23.02.2028 - Misc. Case 22/2027 - Budhu Orang v. Manager, Moinajan T.E. - Labour Court, Dibrugarh
MW1 Sri Bhupen Saikia, head clerk (garden babu), examined in chief by affidavit. Our cross (part):
- Admits ATPPF deductions were made from Budhu's wages from April 2019 to March 2022 and were not remitted to the
  ATPPF Organisation "due to the financial crisis of the garden"; says they will be paid.
- Admits the garden has no record of any break in service; the 1998 "faltu" story comes from the manager's memory.
- Cannot produce the service register. Cross to continue.
ND 05.04.2028.
""")
u("backlog/2028-05/budhu args 17-5.txt", "typed_note_txt", L, "2028-05-17", ["C01"], ["C01-H10"], """
17.5.28 Labour Court - Budhu Orang (gratuity + ATPPF)
Argued ~40 min: 35 completed yrs, Rs 1,31,250 gratuity + ATPPF arrears 2019-22 with interest; MW1's admission;
adverse inference for service register. Filed 2 citations.
Bhuyan - not ready, "instructions from garden management awaited", time. Kalita baideo allowed, last.
ND 13.06.2028 for mgmt args. Sanjay ko phone kiya - bola.
""")
u("backlog/2028-04/WhatsApp Chat with Sanjay Orang.txt", "whatsapp_export", "Sanjay Orang", "2028-05-18", ["C01"], ["C01-H09"], """
05/04/28, 16:20 - Debajit Phukan Adv: Sanjay, aaj head clerk ka jirah (cross) khatam hua. Garden ka evidence close. Ab bahas (argument) 17 May ko.
05/04/28, 16:41 - Sanjay Orang: ji babu. baba puchh raha hai paisa kab tak milega
05/04/28, 16:43 - Debajit Phukan Adv: Faisla ke baad. Argument ke din baba ko lana zaroori nahi.
06/04/28, 09:12 - Sanjay Orang: babu bagan wala manager bola ki hamar PF wala paisa bhi jama kar dega, sach hai?
06/04/28, 09:30 - Debajit Phukan Adv: Unka head clerk court me maan gaya ki 2019 se 2022 ka PF jama nahi hua. Court me hi hoga, likhit me.
18/05/28, 10:02 - Sanjay Orang: babu kal ka kya hua
18/05/28, 10:05 - Debajit Phukan Adv: Humne bahas kar diya. Unka vakil time liya. 13 June agla date.
""")

# ---------------- C02 Gogoi pipeline compensation (District Judge)
u("backlog/2027-06/IMG-20270622-WA0003.jpg", "handwritten_note_photo", M, "2027-06-22", ["C02"], ["C02-H01"], """
22-06-2027 মঙ্গলবাৰ
জিলা ন্যায়াধীশৰ আদালত - Misc (P&MP) 7/2027
হেমন্ত গগৈ বনাম পূৰ্বাঞ্চল পেট্ৰলিয়াম লিঃ
OP সকলৈ নোটিচ জাৰি। PF দিয়া হ'ল।
পৰৱৰ্তী তাৰিখ 27-07-2027
""")
u("backlog/2027-09/Misc PMP 7-2027 order 07.09.2027.pdf", "certified_order_sheet_scan", "District Judge, Dibrugarh", "2027-09-10", ["C02"], ["C02-H03"], """
IN THE COURT OF THE DISTRICT JUDGE, DIBRUGARH
Misc. (P&MP) Case No. 7 of 2027   Sri Hemanta Gogoi ... Claimant   -vs-   Purbanchal Petroleum Ltd. & Anr. ... O.Ps
ORDER SHEET
07.09.2027
Claimant is represented. Ld. counsel Sri A. Sarma for O.P. No. 1 files written objection, copy served. O.P. No. 1
contends that only 38 areca nut trees stood within the corridor and that compensation was fixed at the Deputy
Commissioner's notified rates. The claimant disputes the number of trees (64 as per claim).
The Circle Officer, Jaipur Revenue Circle, is directed to cause a spot verification through the Lot Mandal and
submit a report as to the number and kind of trees in Dag No. 412 within the pipeline corridor.
Put up on 16.11.2027 for report.                                   sd/- District Judge, Dibrugarh
""")
u("backlog/2027-11/IMG-20271116-WA0019.jpg", "handwritten_note_photo", M, "2027-11-16", ["C02"], ["C02-H04"], """
16-11-2027
জিলা ন্যায়াধীশ - হেমন্ত গগৈ (পাইপলাইন কেছ)
চাৰ্কল অফিচাৰৰ প্ৰতিবেদন (report) অহা নাই। আদালতে পুনৰ তাগিদা (reminder) দিলে।
পৰৱৰ্তী তাৰিখ 11-01-2028
""")
u("backlog/2028-01/pipeline 11 jan.txt", "typed_note_txt", L, "2028-01-11", ["C02"], ["C02-H05"], """
11.01.2028 DJ court - Hemanta Gogoi pipeline (Misc PMP 7/27)
LM report aahi gol (dated 28.12.27): 61 tamul gos (bearing) + 2 kothal + 1 bah (bamboo) clump. Company said 38 only!
Sarma objected - "stumps may be of old trees". DJ sir: objection noted, will be seen at evidence.
Our evidence next. Hemanta k koisu - pichor 5 bosoror tamul bikri r slip (receipts from the tamul mahajan) loi ahibo.
ND 15.2.28
""")
u("backlog/2028-02/20280215_161802.jpg", "handwritten_note_photo", L, "2028-02-15", ["C02"], ["C02-H06"], """
15.2.28  DJ - Hemanta (pipeline)
PW1 Hemanta examined (affidavit) + mahajan slips Ext 3 series.
Cross by Sarma: H said tamul bari planted by his father in 2009, 61 bearing trees, each tree ~Rs 1,200/yr.
Denied that trees were old/dry. Our evidence closed.
ND 21.3.28 company witness
""")
u("backlog/2028-03/Document_2028-03-21.docx", "typed_note_docx", L, "2028-03-21", ["C02"], ["C02-H07"], """
21.03.2028 - Pipeline case (Hemanta Gogoi) - DJ, Dibrugarh
OPW1 Sri Nitul Dowerah, Sr. Manager (Land), Purbanchal Petroleum, examined.
Cross by me: admits he was present at the LM's spot visit on 22.12.2027 and signed; admits the 38-tree count of 2026
was made "from the road side" without entering the bari; admits the DC's rate list used was of 2019.
OP evidence closed. Arguments next - ND 2.5.28.
""")
u("backlog/2028-05/Misc PMP 7-2027 order 02.05.2028.pdf", "certified_order_sheet_scan", "District Judge, Dibrugarh", "2028-05-04", ["C02"], ["C02-H08"], """
IN THE COURT OF THE DISTRICT JUDGE, DIBRUGARH
Misc. (P&MP) Case No. 7 of 2027   Sri Hemanta Gogoi -vs- Purbanchal Petroleum Ltd. & Anr.
02.05.2028
Heard Sri D. Phukan, Ld. counsel for the claimant. Sri A. Sarma, Ld. counsel for O.P. No. 1 prays for time as
instructions from the head office of the company are awaited. Allowed. Both sides may also file written arguments
within two weeks. Fix 05.06.2028 for arguments of O.P. No. 1.
                                                                   sd/- District Judge, Dibrugarh
""")
u("backlog/2027-10/call hemanta 14 oct.txt", "typed_note_txt", L, "2027-10-14", ["C02"], [], """
14 oct - Hemanta Gogoi phone (pipeline case). Company r lok (Dowerah) gaon t ahi koise "case uthai lobo, 50,000
aru dim" - out of court. H. r mon nai. Told him: court t Lot Mandal ahibo, 38 nohoi 64 gos count hobo. Sign nokoriba
kunu kagojot. No hearing now - next date 16.11 (CO report).
""")

# ---------------- C03 Dipankar MACT
u("backlog/2027-08/MAC 118 insurer WS 23.8.docx", "typed_note_docx", L, "2027-08-23", ["C03"], ["C03-H03"], """
MAC Case 118/2027 - Dipankar Boruah v. Ramesh Yadav & Ors - MACT Dibrugarh - 23.08.2027
Insurer (Luit General Insurance Co.) WS filed thru Biswajit Kakoti: (i) driver Ramesh Yadav's DL was a learner's
licence / not valid for a transport vehicle on the date; (ii) the truck had no route permit - breach of policy.
Driver and owner absent despite service - ex parte vs OP 1 and 2.
Issues next - ND 27.9.27. Ask Dipankar for the chargesheet copy (Lahowal PS 77/27) - shows driver's DL details.
""")
u("backlog/2027-09/IMG-20270927-WA0006.jpg", "handwritten_note_photo", M, "2027-09-27", ["C03"], ["C03-H04"], """
27-09-2027 সোমবাৰ
MACT ডিব্ৰুগড় - দীপংকৰ বৰুৱা বনাম ৰমেশ যাদৱ
বিচাৰ্য বিষয় (issues) গঠন কৰা হ'ল।
দাবীদাৰৰ সাক্ষ্য (claimant evidence) - পৰৱৰ্তী তাৰিখ 08-11-2027
""")
u("backlog/2027-11/dipankar PW1 8.11.txt", "typed_note_txt", L, "2027-11-08", ["C03"], ["C03-H05"], """
8.11.27 MACT - Dipankar PW1
Dipankar examined (affidavit), Ext 1-14 (ejahar, chargesheet, AMCH papers, Lifeline bills). Cross by Kakoti:
suggested he was on the wrong side / no helmet - denied, "helmet pindhi asilu". Income Rs 22,000 pm as a pharma
medical representative - salary slips exhibited.
Member asked for ORIGINAL bills, photocopies not enough - Dipankar to bring. Doctor next.
ND 6.12.27
""")
u("backlog/2027-12/IMG_20271206_141120.jpg", "handwritten_note_photo", L, "2027-12-06", ["C03"], ["C03-H06"], """
6/12/27  MACT  Dipankar
PW2 Dr. Partha Saikia (AMCH) - absent, OT duty. Summons again thru Principal AMCH.
Member: "why not Lok Adalat - insurer can make an offer". Kakoti - will take instructions.
Dipankar not keen below 12 lakh.
ND 10.1.28
""")
u("backlog/2028-01/MAC 118-2027 order 10.01.2028.pdf", "certified_order_sheet_scan", "MACT, Dibrugarh", "2028-01-12", ["C03"], ["C03-H07"], """
IN THE COURT OF THE MEMBER, MOTOR ACCIDENT CLAIMS TRIBUNAL, DIBRUGARH
MAC Case No. 118 of 2027   Sri Dipankar Boruah ... Claimant  -vs-  Sri Ramesh Yadav & Ors. ... O.Ps
10.01.2028
Claimant present. Ld. counsel for O.P. No. 3 (insurer) present. O.Ps 1 and 2 ex parte.
PW2 Dr. Partha Saikia, Associate Professor, Orthopaedics, AMCH, examined and cross-examined. He proves the
disability certificate (Ext. 15) assessing 30% permanent physical disability of the right lower limb.
The claimant is directed to produce the original medical bills. Fix 14.02.2028 for further evidence.
                                                                   sd/- Member, MACT, Dibrugarh
""")
u("backlog/2028-03/dipankar PW3 cross 27-3.txt", "typed_note_txt", L, "2028-03-27", ["C03"], ["C03-H09"], """
27.3.28 MACT - Dipankar - PW3 Tutu Hazarika cross by Kakoti
Tutu (paan dokan at Lahowal Tiniali) stood firm: truck came from Tinsukia side fast, hit from behind, Dipankar on
left side. Kakoti: "you are his friend" - "xi mor gahok (customer) matro". Original bills filed - Rs 2,84,600.
Our evidence closed. Insurer evidence next - their investigator.
ND 8.5.28
""")

# ---------------- C04 / C05 Pintu NDPS bail
u("backlog/2027-07/pintu bail 9 july.txt", "typed_note_txt", L, "2027-07-09", ["C04"], ["C04-H01"], """
9.7.27 Special Judge (NDPS) - Pintu Gowala - bail petition (483 BNSS), Chabua PS 188/27, 21(b) NDPS
38.6 gm net - intermediate qty, not commercial, so 37 rigour should not apply. In custody since 24.6.27.
Neog baideo (Addl PP) - CD not with her. Court called for CD.
Ramesh Gowala (father) ahisil - poor, garden worker; told him surety ready rakhibo.
ND 14.7.27
""")
u("backlog/2027-07/NDPS bail order 20.07.2027 Pintu.pdf", "certified_order_sheet_scan", "Special Judge (NDPS), Dibrugarh", "2027-07-22", ["C04"], ["C04-H03"], """
IN THE COURT OF THE SPECIAL JUDGE (NDPS), DIBRUGARH
Bail Petition No. 611 of 2027 (arising out of Chabua P.S. Case No. 188/2027 u/s 21(b) NDPS Act)
Pintu Gowala ... Petitioner  -vs-  State of Assam
20.07.2027
Case diary received. Heard Ld. counsel for the accused petitioner and Ld. Addl. P.P. Smt. R.R. Neog.
The contraband recovered is 38.6 gm of suspected heroin. The investigation is at a nascent stage, the FSL report is
awaited and the source of the contraband is yet to be traced. The accused was caught red-handed. At this stage I am
not inclined to enlarge the accused on bail. The bail petition is rejected.
                                                               sd/- Special Judge (NDPS), Dibrugarh
""")
u("backlog/2027-08/Guwahati 18.8 Pintu HC.docx", "typed_note_docx", L, "2027-08-18", ["C05"], ["C05-H01"], """
18.08.2027 (Wed) - Gauhati High Court, Court No. 9 - Borthakur J
Bail Appln. 1684/2027 - Pintu Gowala v. State of Assam
Item 37, reached at 12.40. Submitted: intermediate quantity 38.6 gm, 55 days custody, no antecedent, Special Judge
rejected 20.07.27. Baishya (Addl PP) - no instructions. Court: call for the case diary.
ND 1.9.27. Stayed at Ulubari - train back tonight (Brahmaputra Mail).
""")
u("backlog/2027-09/IMG_20270901_175530.jpg", "handwritten_note_photo", L, "2027-09-01", ["C05"], ["C05-H02"], """
1/9/27 GHC Ct 9  Pintu bail
CD not produced - Baishya: "CD not yet received from Dibrugarh SP office". Borthakur J gave State time, not happy.
Told Mousumi to meet the IO SI Konwar at Chabua PS re CD.
ND 15.9.27
""")
u("backlog/2027-09/pintu HC 15 sep.txt", "typed_note_txt", L, "2027-09-15", ["C05"], ["C05-H03"], """
15.9.27 GHC - Pintu bail - Borthakur J
CD produced. Judge asked about FSL report - Baishya: sample sent to FSL Guwahati, report awaited. Judge: "88 days,
intermediate qty, chargesheet?" - not yet. Final on next date.
ND 29.9.27 (Wed). Ramesh Gowala + surety (Pintu's uncle, garden permanent worker) - keep ready with land papers.
""")
u("backlog/2027-09/BA 1684-2027 order 29.09.2027.pdf", "certified_order_sheet_scan", "Gauhati High Court", "2027-09-30", ["C05"], ["C05-H04"], """
THE GAUHATI HIGH COURT
(HIGH COURT OF ASSAM, NAGALAND, MIZORAM AND ARUNACHAL PRADESH)
Case No. : Bail Appln./1684/2027
PINTU GOWALA  vs  THE STATE OF ASSAM
Advocate for the Petitioner : MR. D PHUKAN       Advocate for the Respondent : ADDL. PP, ASSAM
BEFORE HONOURABLE MR. JUSTICE NAYAN JYOTI BORTHAKUR
ORDER   29.09.2027
Heard Mr. D. Phukan, learned counsel for the petitioner. Also heard Mr. H.K. Baishya, learned Addl. P.P., Assam.
The petitioner is in custody since 24.06.2027 in connection with Chabua P.S. Case No. 188/2027 under Section 21(b) of
the NDPS Act. The quantity alleged is 38.6 grams, which is an intermediate quantity; the rigour of Section 37 is not
attracted. The FSL report is still awaited. The petitioner has no criminal antecedent.
The petitioner is allowed to go on bail of Rs. 30,000/- with one surety of the like amount to the satisfaction of
the learned Special Judge (NDPS), Dibrugarh, on condition that he shall appear on every date and shall not leave the
district of Dibrugarh without permission. The bail application stands disposed of.
                                                                            JUDGE
""")

# ---------------- C06 Ratul money suit (Civil Judge No. 1)
u("backlog/2027-06/IMG-20270618-WA0002.jpg", "handwritten_note_photo", M, "2027-06-18", ["C06"], ["C06-H01"], """
18-06-2027 শুক্ৰবাৰ
চিভিল জজ নং ১ - Money Suit 41/2027 - ৰাতুল দত্ত বনাম অনিল শইকীয়া
চমন (summons) জাৰি হৈছে (served), বিবাদী উপস্থিত নাছিল।
পৰৱৰ্তী তাৰিখ 23-07-2027
""")
u("backlog/2027-07/20270723_113348.jpg", "handwritten_note_photo", L, "2027-07-23", ["C06"], ["C06-H02"], """
23.7.27 CJ-1  Ratul v. Anil Saikia (MS 41/27)
Defdt appeared - Pradip Hazarika vakalatnama. Time for WS.
Ratul koise - Anil Saikia r bill PWD t pass hoi gol, taka pai ase, but dia nai.
ND 27.8.27
""")
u("backlog/2027-08/MS 41-2027 order sheet 27.08.2027.pdf", "certified_order_sheet_scan", "Civil Judge No. 1, Dibrugarh", "2027-08-31", ["C06"], ["C06-H03"], """
IN THE COURT OF THE CIVIL JUDGE No. 1, DIBRUGARH
Money Suit No. 41 of 2027     Ratul Dutta  -vs-  Anil Saikia
ORDER SHEET
27.08.2027
Plaintiff's side present. Defendant is represented. W.S. not filed. Ld. counsel for the defendant prays for further
time. The plaintiff objects. Considering the prayer, as a last chance, time is allowed subject to cost of Rs. 500/-
payable to the plaintiff. Fix 24.09.2027 for W.S.
                                                                       sd/- Civil Judge No. 1, Dibrugarh
""")
u("backlog/2027-09/ratul WS 24 sep.txt", "typed_note_txt", L, "2027-09-24", ["C06"], ["C06-H04"], """
24.9.27 CJ-1 Ratul money suit - WS filed by Anil (cost 500 paid).
Story: 1.5 lakh cash on 12.2.27 at shop - no receipt (!); 60 bags cement "set" returned. Ratul says totally false, no
cash, no return - godown stock register shows nothing came back. Get stock register + Kamal Das (their munshi) signed
challans. Issues next - ND 5.11.27
""")
u("backlog/2027-11/Issues MS 41 of 2027.docx", "typed_note_docx", L, "2027-11-05", ["C06"], ["C06-H05"], """
Money Suit 41/2027 - Ratul Dutta v. Anil Saikia - Civil Judge No. 1 - 05.11.2027
Issues framed (five):
1. Whether there is cause of action for the suit?
2. Whether the defendant paid Rs. 1,50,000/- in cash on 12.02.2027 to the plaintiff?
3. Whether 60 bags of cement were returned as defective?
4. Whether the plaintiff is entitled to a decree of Rs. 4,86,500/- with interest?
5. To what other relief(s)?
PE - ND 10.12.2027. PW1 Ratul, PW2 Gautam Das (accountant, stock register).
""")
u("backlog/2027-12/IMG_20271210_154402.jpg", "handwritten_note_photo", L, "2027-12-10", ["C06"], ["C06-H06"], """
10/12/27  CJ-1  Ratul MS
PW1 Ratul affidavit + Ext 1 to 18 (14 challans, notice, AD card, ledger).
Hazarika absent - junior: "Sir Guwahati t High Court t busy". Cross deferred.
Judge: next date no excuse.
ND 21.1.28
""")
u("backlog/2028-01/ratul cross 21-1-28.txt", "typed_note_txt", L, "2028-01-21", ["C06"], ["C06-H07"], """
21.1.28 CJ-1 Ratul PW1 cross by Hazarika
Ratul firm: "12.2.27 t dukan bondho asil - Magh Bihu r pisot dhan kata r bhoj, ami Majuli t asilu". Denied cash
receipt; denied any cement returned. Admits Kamal Das was Anil's munshi who always took delivery.
PW2 Gautam (accountant) absent - fever. ND 25.2.28
""")
u("backlog/2028-02/MS 41-2027 order 25.02.2028.pdf", "certified_order_sheet_scan", "Civil Judge No. 1, Dibrugarh", "2028-02-28", ["C06"], ["C06-H08"], """
IN THE COURT OF THE CIVIL JUDGE No. 1, DIBRUGARH
Money Suit No. 41 of 2027     Ratul Dutta  -vs-  Anil Saikia
25.02.2028
PW2 present. Ld. counsel for the defendant is reported to be engaged before the Hon'ble Gauhati High Court and
a petition for adjournment is filed. This is the second occasion on which the defendant's counsel is absent on the
same ground. Adjourned subject to cost of Rs. 1,000/- to be paid to the plaintiff before the next date.
Fix 07.04.2028 for PE.                                                  sd/- Civil Judge No. 1, Dibrugarh
""")
u("backlog/2028-04/PW2 Gautam Das 7.4.docx", "typed_note_docx", L, "2028-04-07", ["C06"], ["C06-H09"], """
07.04.2028 - MS 41/27 - Ratul v. Anil Saikia
Cost Rs 1,000 paid by Hazarika's clerk (receipt). PW2 Gautam Das (accountant) examined: proves stock register
2026-27 (Ext 19) - no entry of any cement returned; cash book - no Rs 1,50,000 receipt on 12.02.2027.
Cross short: suggested the books were written afterwards - denied.
PE closed. DE next - ND 12.5.28.
""")
u("backlog/2028-05/IMG_20280512_162015.jpg", "handwritten_note_photo", L, "2028-05-12", ["C06"], ["C06-H10"], """
12/5/28  CJ-1  Ratul v. Anil
DW1 Anil Saikia - affidavit in chief, says paid cash "Bihu r aagot" 12.2.27; Kamal Das no authority.
Our cross - next date. Prepare: Bihu bondh + Majuli; his own PWD bill of Feb 27.
ND 6.6.28
""")
u("backlog/2028-05/correction ratul ND.txt", "typed_note_txt", L, "2028-05-13", ["C06"], [], """
13.5.28 - CORRECTION - Ratul money suit (Anil Saikia)
My diary of yesterday says ND 6.6.28 - WRONG. Haren checked with the peshkar of CJ-1: next date is 05.06.2028
(Monday), for cross of DW1. Diary corrected.
""")

# ---------------- C07 Lakhi GR case (CJM)
u("backlog/2027-08/IMG-20270802-WA0010.jpg", "handwritten_note_photo", M, "2027-08-02", ["C07"], ["C07-H02"], """
02-08-2027 সোমবাৰ
মুখ্য বিচাৰবিভাগীয় দণ্ডাধীশ (CJM) - G.R. 2214/2027
ৰাজ্য বনাম লখীকান্ত গগৈ
নথি-পত্ৰৰ নকল দিয়া হ'ল। অভিযোগ গঠনৰ (charge) বাবে।
পৰৱৰ্তী তাৰিখ 06-09-2027
""")
u("backlog/2027-09/GR 2214-2027 order 06.09.2027.pdf", "certified_order_sheet_scan", "CJM, Dibrugarh", "2027-09-08", ["C07"], ["C07-H03"], """
IN THE COURT OF THE CHIEF JUDICIAL MAGISTRATE, DIBRUGARH
G.R. Case No. 2214 of 2027 (Dibrugarh P.S. Case No. 540/2027)   State of Assam -vs- Lakhi Kanta Gogoi
06.09.2027
Accused present on bail with Ld. counsel. Ld. APP present. Heard on charge. Materials on record disclose a prima
facie case u/s 115(2) and 351(2) of the B.N.S. Charge framed, read over and explained; the accused pleaded not
guilty and claimed to be tried. Issue summons to PWs. Fix 15.11.2027 for prosecution evidence.
                                                           sd/- Chief Judicial Magistrate, Dibrugarh
""")
u("backlog/2027-11/15 nov CJM + budhu.txt", "typed_note_txt", L, "2027-11-15", ["C07", "C01"], ["C07-H04"], """
15.11.27 Mon
1) CJM - Lakhi GR 2214/27 - PW1 Hiren Boruah (informant, neighbour) examined + cross by me.
   Hiren admits the fence (bera) dispute is pending before the Circle Officer; admits no injury report of his own;
   says Lakhi "hit with a dao handle" - but ejahar says "lathi". Good contradiction. ND 17.1.28
2) Budhu - Sanjay phoned: garden manager called Budhu to office and asked him to "compromise" for 60,000. Told
   him not to sign anything; our matter in Labour Court is on 8.12.
""")
u("backlog/2028-02/Lakhi PW2 28.2.docx", "typed_note_docx", L, "2028-02-28", ["C07"], ["C07-H06"], """
28.02.2028 - CJM Dibrugarh - GR 2214/2027 - State v. Lakhi Kanta Gogoi
PW2 Mridul Boruah (Hiren's nephew) examined. Did not support the prosecution on the assault - said he came after
the quarrel and saw only the broken fence. APP declared him hostile in part and cross-examined him; our cross short.
Remaining PWs: PW3 Dr. (BMO Lahowal? - the injury report) and the IO SI Pallavi Gogoi. ND 24.4.28
""")

# ---------------- the junior's chats
u("backlog/2027-07/WhatsApp Chat with Mousumi Jr.txt", "whatsapp_export", J, "2027-07-27", ["C03", "C07", "C04", "C02"], ["C03-H01", "C07-H01", "C03-H02", "C04-H02", "C02-H02"], """
14/06/27, 11:48 - Mousumi Jr: Sir MACT Dipankar case notice hoi gol OP 1 2 3 k. ND 19/7
28/06/27, 12:30 - Mousumi Jr: Sir CJM - Lakhi Kanta Gogoi appear korile, bail hoi gol 10,000 bond. Copy ajir pora nai. ND 2/8
28/06/27, 12:31 - Debajit Phukan Adv: ok. Lakhi k kobi next date t nijei ahibo lagibo
14/07/27, 15:05 - Mousumi Jr: Sir Pintu r bail - Special Judge t CD aji o aha nai. Neog baideo somoy loise. ND 20/7
14/07/27, 15:06 - Debajit Phukan Adv: 😡 ok
19/07/27, 13:10 - Mousumi Jr: Sir MACT - insurance r Kakoti sir ahisil, WS r babe somoy loise. Driver owner absent. ND 23.8.27
27/07/27, 12:55 - Mousumi Jr: Sir DJ court Hemanta Gogoi case - company r Sarma sir appear korise, objection r babe time. Head office r instruction lagibo buli koise. ND 7/9
27/07/27, 12:56 - Debajit Phukan Adv: Thik ase. Hemanta k khobor dibi
""")
u("backlog/2028-05/WhatsApp Chat with Mousumi Jr (2).txt", "whatsapp_export", J, "2028-05-08", ["C01", "C03", "C07"], ["C01-H04", "C03-H08", "C07-H05", "C07-H07", "C03-H10"], """
29/09/27, 11:20 - Mousumi Jr: Sir Labour Court - Budhu case - Kalita madam e garden k wage register, service register aru ATPPF r record produce korite order dile. ND 10/11
29/09/27, 11:21 - Debajit Phukan Adv: Good. Ami Guwahati t, Pintu r bail aji final hobo
29/09/27, 13:02 - Debajit Phukan Adv: Pintu bail granted!! 30,000 bond. Ramesh k koi dibi
17/01/28, 12:40 - Mousumi Jr: Sir CJM Lakhi case - aji kunu witness aha nai. Madam e summons punor issue korile aru SP thru serve koribo koise. ND 28/2
14/02/28, 14:15 - Mousumi Jr: Sir MACT - PW3 Tutu Hazarika r chief hoi gol. Kakoti sir e cross r babe somoy loise, insurer r pora instruction lagibo. ND 27/3
24/04/28, 12:05 - Mousumi Jr: Sir CJM - Lakhi case - doctor aru IO duyu absent. Madam e doctor r namot BW issue korile SP thru. ND 8/6/28
08/05/28, 15:30 - Mousumi Jr: Sir MACT Dipankar - insurer r investigator (Rajen Phukon) aha nai. Member e last chance dile, next date t witness nahile evidence close. ND 20.6.28
08/05/28, 15:31 - Debajit Phukan Adv: ok. 20 June ami jam
""")

# ---------------- register page about two matters, week plan, cause list
u("backlog/2028-04/IMG-20280405-WA0007.jpg", "handwritten_note_photo", M, "2028-04-05", ["C01", "C06"], ["C01-H09"], """
05-04-2028 বুধবাৰ
১) শ্ৰম আদালত - বুধু ওৰাং কেছ: MW1 ভূপেন শইকীয়াৰ জেৰা শেষ। বাগানৰ সাক্ষ্য বন্ধ (closed)।
   যুক্তি-তৰ্ক (argument) - পৰৱৰ্তী তাৰিখ 17-05-2028
২) ৰাতুল দত্তৰ কেছ - পৰহি (07-04) PW2 গৌতম দাস। গৌতমক ফোন কৰি দিয়া হ'ল, stock register লৈ আহিব।
""")
u("backlog/2028-06/Week plan 5-16 June.docx", "typed_note_docx", L, "2028-06-02", ["C02", "C06", "C07", "C01", "C03"], [], """
WEEK PLAN  05.06.2028 (Mon) - 16.06.2028 (Fri)
Mon 5/6   DJ court - Hemanta pipeline - Sarma's arguments; our written arguments already filed (19.5).
          CJ-1 - Ratul v. Anil - cross of DW1 Anil Saikia (Bihu / Majuli; PWD bill Feb 27). Mousumi to sit in DJ if clash.
Thu 8/6   CJM - Lakhi GR - PW3 doctor (BW) / IO. Lakhi must be present.
Tue 13/6  Labour Court - Budhu - management's arguments; reply points ready (MW1 admission, no service register).
Pending: Dipankar MACT on 20.06 - insurer investigator; think about Lok Adalat offer if insurer calls.
Bills: Hemanta - fee balance Rs. 15,000.
""")
u("backlog/2028-06/DJ Dibrugarh cause list 05.06.2028.pdf", "cause_list_pdf", "District Judge's Court, Dibrugarh", "2028-06-02", ["C02"], [], """
IN THE COURT OF THE DISTRICT JUDGE, DIBRUGARH - CAUSE LIST FOR MONDAY, 05.06.2028
Sl.  Case No.                     Parties                                              Purpose
1    Title Appeal 14/2026         Bipul Handique vs Mridula Handique                   Hearing
2    Misc. (P&MP) 7/2027          Hemanta Gogoi vs Purbanchal Petroleum Ltd. & Anr.    Argument
3    Misc. (J) 88/2027            Rekha Gohain vs Dibrugarh Municipal Board            Objection
4    Misc. Appeal 9/2028          Oriental Tea Co. vs Bhaben Sonowal                   Admission
""")
