"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


# ---------------------------------------------------------------- documents
up("backlog/2019-03/Scan_0042.pdf", "document_scan", "Sadananda Bangera, Raymond Pinto, Ramesh Suvarna", "2016-04-02", ["C01"], [], """
PARTNERSHIP AGREEMENT (BOAT)
This agreement is made at Bengre, Mangaluru on 2nd April 2016 between (1) Sri Sadananda Bangera, (2) Sri Raymond Pinto and (3) Sri Ramesh Suvarna, all of Bengre, Mangaluru.
1. The parties have jointly purchased the purse-seine trawler "SRI DURGA PARAMESHWARI" (Reg. No. IND-KA-02-MM-1187) for Rs. 84,00,000, each contributing one-third.
2. The catch shall be auctioned at the Mangaluru fisheries harbour and the net proceeds, after diesel, ice, crew bata and repairs, shared equally every season.
3. Sri Raymond Pinto shall keep the accounts and show them to the partners at the close of each season (31st May).
sd/- sd/- sd/-   Witnesses: 1. Dayananda Kotian  2. Stany Menezes
""")

up("backlog/2025-07/CamScanner 07-21-2025 11.40.pdf", "document_scan", "Praveen Rai", "2025-07-21", ["C05"], [], """
CANARA BANK, Bunder Branch, Mangaluru
RETURN MEMO   Date: 14.07.2025
Cheque No. 318842 dated 10.07.2025 for Rs. 4,75,000/- drawn on Karnataka Bank Ltd., Kankanady Branch, A/c of WILFRED LOBO
Payee: RAI MARINE ENGINES (Prop. Praveen Rai)
Reason: FUNDS INSUFFICIENT
---
SHREYAS BANGERA, Advocate, Canara Towers, Balmatta Road, Mangaluru
Date: 28.07.2025   By RPAD
To Sri Wilfred Lobo, Jeppu, Mangaluru
LEGAL NOTICE u/s 138 N.I. Act: under instructions from my client Sri Praveen Rai, Rai Marine Engines, your cheque No. 318842 dated 10.07.2025 for Rs. 4,75,000/- towards the balance price of the 120 HP Ashok Leyland marine engine supplied to your boat on 02.03.2025 was returned unpaid for "funds insufficient" on 14.07.2025. Pay the amount within 15 days of receipt, failing which my client will prosecute you.
sd/- Shreyas Bangera
""")

up("backlog/2025-11/NMPA cancellation order.pdf", "document_scan", "New Mangalore Port Authority", "2025-11-10", ["C03"], [], """
NEW MANGALORE PORT AUTHORITY
Traffic Department, Panambur, Mangaluru 575010
No. NMPA/TD/LIC/2025/447                                  Date: 10.11.2025
ORDER
Sub: Cancellation of Stevedoring and Shore Handling Licence No. SHL/118 of M/s Salian Marine Services
Ref: Show cause notice No. NMPA/TD/LIC/2025/431 dated 27.10.2025
The reply of the licensee dated 01.11.2025 has been considered and is not satisfactory. For the short loading of 312 MT of iron ore fines on M.V. Ocean Pearl on 14.09.2025 and non-payment of the penal charges of Rs. 3,80,000/-, the licence No. SHL/118 is hereby cancelled with immediate effect. The security deposit of Rs. 10,00,000/- stands forfeited.
sd/- Traffic Manager
""")

up("backlog/2025-10/Discharge summary Leela P.pdf", "document_scan", "Sea View Multispeciality Hospital", "2025-03-22", ["C06"], [], """
SEA VIEW MULTISPECIALITY HOSPITAL, Kadri, Mangaluru
DISCHARGE SUMMARY
Patient: Mrs. Leela Poojary, 64 F, Surathkal   IP No. 25/3318
Admitted: 11.03.2025   Discharged: 22.03.2025
Procedure: Total knee replacement (right) on 12.03.2025 by Dr. Ravindra Pai, Orthopaedic Surgeon
Course: Post-op fever from day 5; wound discharge on day 7; pus culture sent 19.03.2025; antibiotics changed.
Advice: dressing on alternate days; review after 1 week.
Bill: Rs. 3,42,600/- (paid)
""")

up("backlog/2024-06/palupatti 1976 copy.jpg", "document_photo", "Bhandary kutumba", "1976-05-14", ["C04"], [], """
PALUPATTI (list of shares) of the BHANDARY KUTUMBA, Kotekar - 14.05.1976
Under the Karnataka Aliyasantana Act, 1949, the kavarus of the kutumba of late Smt. Kaveri Bhandary:
Kavaru 1: Smt. Sundari Bhandary and her children  -  Sy. No. 87/1, 2.10 acres (paddy)
Kavaru 2: Smt. Kamala Bhandary and her children   -  Sy. No. 91/4, 1.40 acres
Sy. No. 87/2A (coconut garden, 1.85 acres, 212 trees) - kept in common for the kutumba daiva (Jumadi) seva; yajamana to manage.
Signed: Sundari Bhandary, Kamala Bhandary, (thumb) Narayana Bhandary, yajamana
""")

up("backlog/2026-09/FIR Cr 112-2026 Bantwal rural.pdf", "document_scan", "Bantwal Rural Police Station", "2026-09-04", ["C07"], [], """
FIRST INFORMATION REPORT (u/s 173 BNSS)
P.S.: Bantwal Rural   District: Dakshina Kannada   Cr. No. 112/2026   Date: 04.09.2026, 05.40 hrs
Acts: Ss. 4, 5, 7 and 12 of the Karnataka Prevention of Slaughter and Preservation of Cattle Act, 2020; s. 11 Prevention of Cruelty to Animals Act
Complainant: PSI Mahesh Naik
Facts: At about 04.30 hrs at Mani cross on the Bantwal-Vittal road a pick-up KA-19-AB-6621 driven by Ismail s/o Abdul Khader Beary, Farangipete, was stopped; 4 cows and 2 calves found tied without fodder or water. No permit. Driver arrested; vehicle seized.
""")

# ---------------------------------------------------------------- the lawyer's diary pages and notes
up("backlog/2025-12/PXL_20251208_181733412.jpg", "handwritten_note_photo", "Shreyas Bangera", "2025-12-08", ["C01"], ["C01-H01"], """
Mon 8/12/25
Bangera boat appeal (RFA 1422/24) - HC CH 9 by VC from the chamber. Hegde J took it around 12.15, first asked "where is the synopsis?" - we had filed it with the appeal, luckily Nishmitha had the page number ready. Appeal ADMITTED. LCR from Sr. Civil Judge Mlore to be called for. Clement D'Souza appeared for R1 Raymond Pinto, said his client is "willing to talk" - typical. R2 Ramesh Suvarna served, not appearing.
Sadananda called at 3, very happy, told him encha aand - admitted, now wait. NDOH 9.2.26.
""")

up("backlog/2025-12/10-12 notes.txt", "typed_note_txt", "Shreyas Bangera", "2025-12-10", ["C04"], ["C04-H01"], """
10.12.2025 Wed

OS 312/24 Vasanthi Bhandary - II Addl SCJ. Kudroli filed WS for D1 to D3 (Sanjeeva, Padmanabha, Sharada) - main plea: garden was given to Sanjeeva's kavaru in an oral partition in 1989, so not common. D4 Ramanath absent inspite of service, placed exparte. Judge panda: issues next time, come prepared with draft issues. ND 21.1.26.
Harshith (Vasanthi akka's son) came; told him to bring the 1976 palupatti original and the RTCs from 1990.
""")

up("backlog/2025-12/IMG20251215192244.jpg", "handwritten_note_photo", "Shreyas Bangera", "2025-12-15", ["C03"], ["C03-H01"], """
15.12.25
Salian port writ WP 20417/25 - Gowda J, CH 5, VC. Argued: show cause of 27.10 gave only 7 days, reply considered in 9 days, forfeiture of deposit Rs. 10 lakh without separate notice. Nitin Pai (NMPA standing counsel) took notice. Interim: cancellation order dt 10.11.2025 not to be given effect to till next date. Objections to be filed. NDOH 19/1/26.
Jayaram Salian to be told NOT to start loading till licence restored in writing from Port - he wanted to resume on Monday itself. Called him baijer, explained.
""")

up("backlog/2026-01/13-1-26 HC.docx", "typed_note_docx", "Shreyas Bangera", "2026-01-13", ["C02"], ["C02-H01"], """
13.01.2026 (Tue) - HC, CH 17, Sharada Nayak J (VC)
Crl.P. 8815/2025 - Gurudath Kamath v. State by Urwa PS & Mohammed Haneef.
Argued that the whole thing is a failed cashew sale: 18 MT of W320 kernels, advance Rs. 9,00,000 received, 11 MT supplied, balance refunded in part (Rs. 3,20,000). No dishonest intention at inception; purely civil. Ld. HCGP Kavya B. took notice for State. Interim: further proceedings in C.C. 4410/2025 on the file of the II JMFC, Mangaluru stayed till next date of hearing. Notice to R2 Haneef by RPAD and hand summons. Objections of State by next date.
NDOH 24.02.2026. Gurudath to be told the JMFC date 20.01 - file memo with the HC order copy there; Nishmitha to do.
""")

up("backlog/2026-01/IMG-20260121-WA0031.jpg", "handwritten_note_photo", "Dinakar Poojary", "2026-01-21", ["C04", "C06"], ["C04-H02", "C06-H01"], """
೦೭-೦೧-೨೦೨೬  ಗ್ರಾಹಕ ಆಯೋಗ - ಸಿ.ಸಿ. ೧೪೪/೨೦೨೫ ಲೀಲಾ ಪೂಜಾರಿ
ಆಸ್ಪತ್ರೆ (ಎದುರುದಾರ ೧) ಆಕ್ಷೇಪಣೆ ಸಲ್ಲಿಕೆ. ಡಾ. ರವೀಂದ್ರ ಪೈ (ಎದುರುದಾರ ೨) ಸಮಯ ಕೇಳಿದರು. ಮುಂದಿನ ದಿನಾಂಕ ೧೮-೦೨-೨೦೨೬
೨೧-೦೧-೨೦೨೬  ಓ.ಎಸ್. ೩೧೨/೨೦೨೪ ವಸಂತಿ ಭಂಡಾರಿ
ವಿವಾದಾಂಶಗಳು ರಚನೆ - ೫. ವಾದಿಯ ಸಾಕ್ಷ್ಯಕ್ಕೆ. ಮುಂದಿನ ದಿನಾಂಕ ೨೫-೦೨-೨೦೨೬
ಖರ್ಚು: ಪ್ರಮಾಣಿತ ಪ್ರತಿ ಶುಲ್ಕ ರೂ. ೧೮೦
""")

up("backlog/2026-01/19.01.2026.txt", "typed_note_txt", "Shreyas Bangera", "2026-01-19", ["C03"], ["C03-H02"], """
19.01.2026 Monday - WP 20417/25 Salian (port) - Gowda J

Nitin Pai filed a MEMO: "the Authority is reconsidering the licensing policy; a policy decision is pending before the Board". Wanted 4 weeks to file objections. I opposed - our men are sitting idle, 14 loaders without work from November. Judge gave 4 weeks but extended the interim. NDOH 16.02.26.
Jayaram said the Port's traffic manager told him orally "case withdraw maadi, new licence kodthivi". Told him: don't sign anything.
""")

up("backlog/2026-02/PXL_20260209_174511093.jpg", "handwritten_note_photo", "Shreyas Bangera", "2026-02-09", ["C01", "C03"], ["C01-H02"], """
9.2.26 Mon
Boat appeal - LCR not yet received from Mangaluru court (Dinakar to go to the Sr CJ record room tomorrow). Clement again: "settlement talks are on, my client Raymond wants to settle with Bangera, give some time". Sadananda on phone said no talks at all, Raymond did not even call him. Judge panda: "if talks, why not mediation? Think about it." Adj at R1's request. NDOH 23.3.26.
Salian writ is 16th - Pai's objections not served yet, write to him.
""")

up("backlog/2026-02/16022026.txt", "typed_note_txt", "Shreyas Bangera", "2026-02-16", ["C03"], ["C03-H03"], """
16/02/2026 Salian WP
Objections of NMPA filed (served on us only this morning by email, 38 pages). VC link from the chamber dropped twice when the matter was called at 11.40 - the court master recalled the matter at 3.30 pm after lunch. Gowda J asked Pai to produce the ORIGINAL FILE of the show cause proceedings - "I want to see the note sheet, who decided, when". Pai said file is with the Board. Judge: produce on next date. NDOH 16.3.26
Lesson: keep the phone hotspot ready for VC, chamber broadband is useless after 11.
""")

up("backlog/2026-02/WhatsApp Image 2026-02-18 at 17.02.11.jpeg", "handwritten_note_photo", "Dinakar Poojary", "2026-02-18", ["C06"], ["C06-H02"], """
೧೮-೦೨-೨೦೨೬  ಸಿ.ಸಿ. ೧೪೪/೨೦೨೫ (ಗ್ರಾಹಕ ಆಯೋಗ)
ಡಾ. ರವೀಂದ್ರ ಪೈ ಆಕ್ಷೇಪಣೆ ಸಲ್ಲಿಸಿದರು. ದೂರುದಾರರ ಪ್ರಮಾಣಪತ್ರ ಸಾಕ್ಷ್ಯಕ್ಕೆ.
ಮುಂದಿನ ದಿನಾಂಕ ೨೫-೦೩-೨೦೨೬
""")

up("backlog/2026-02/HC 24.2 and tota 25.2.docx", "typed_note_docx", "Shreyas Bangera", "2026-02-25", ["C02", "C04"], ["C02-H02", "C04-H03"], """
24.02.2026 Tue - Kamath quash (Crl.P. 8815/25), Sharada Nayak J
Ld. HCGP sought time as "IO's report is awaited from Urwa PS". R2 Haneef served (hand summons) but no appearance. Stay extended till next date. NDOH 07.04.2026. Gurudath wanted to know why police take so long - told him it suits us, stay continues.

25.02.2026 Wed - Bhandary tota suit (OS 312/24)
Vasanthi akka's chief affidavit (PW1) filed. Marked Ex.P1 to P9: P1 palupatti 14.05.1976, P2-P5 RTCs Sy 87/2A 1990-2024, P6 Jumadi daiva seva receipts, P7 legal notice, P8 reply, P9 photos of the garden. Kudroli's junior (Rashmi) said sir is in Udupi court in a sessions trial, cross to be deferred. Judge allowed, but said next time no. ND 27.3.26 for cross of PW1.
""")

up("backlog/2026-03/IMG20260305191020.jpg", "handwritten_note_photo", "Shreyas Bangera", "2026-03-05", ["C05"], ["C05-H03"], """
5/3/26 Thu  JMFC III - Rai v. Lobo 138
Finally Wilfred Lobo appeared (after the NBW). Clement filed application to recall NBW, Shruthi Rao madam recalled it but made him sit till 5 pm, then bond Rs. 10,000 with one surety. Plea: not guilty, says "cheque given as security". Praveen was in court, angry - wanted to talk to Lobo outside, I stopped him.
NDOH 16.4.26 for CW1 evidence. Prepare affidavit + Ex. list: cheque, memo, notice, postal receipt, track report, complaint copy.
""")

up("backlog/2026-03/IMG20260323184458.jpg", "handwritten_note_photo", "Shreyas Bangera", "2026-03-23", ["C01"], ["C01-H03"], """
23.03.2026 - Bangera boat appeal. Hegde J himself said he will send it to mediation since "both are fishermen of the same Bengre, sit and talk". Referred to the Bengaluru Mediation Centre, online sittings permitted; first sitting 10.04.2026, 11 am. Clement agreed immediately (of course). Sadananda not happy - "Pinto saab is only buying time, the boat is earning every season" - told him to attend, Tulu/Konkani interpreter not needed, mediator knows Kannada.
Next in court 15.06.2026 for mediation report.
""")

up("backlog/2026-03/16.3.26 Salian.txt", "typed_note_txt", "Shreyas Bangera", "2026-03-16", ["C03"], ["C03-H04"], """
16.3.26  Salian port WP - CH 5
Pai did not produce the original file. Again the same memo line: "policy decision pending before the Board". Gowda J was annoyed: "Every time policy is pending. I asked for the file, not the policy." Costs of Rs. 5,000 imposed on the Port, payable to the petitioner, and file to be produced without fail. NDOH 13.04.2026.
Told Jayaram - cost is small but the order is good for us.
""")

up("backlog/2026-03/Order sheet HC WP 20417 16-03.pdf", "certified_order_sheet_scan", "High Court of Karnataka", "2026-03-16", ["C03"], ["C03-H04"], """
IN THE HIGH COURT OF KARNATAKA AT BENGALURU
W.P. No. 20417 of 2025 (GM-RES)
Salian Marine Services  vs  New Mangalore Port Authority & Anr.
16.03.2026
Before: Hon'ble Mr. Justice S.R. Gowda
ORDER
Learned counsel for respondent No. 1 submits that the original file could not be produced as a policy decision is pending. The direction dated 16.02.2026 was to produce the file, not the policy. Respondent No. 1 shall pay costs of Rs. 5,000/- to the petitioner. Original file to be produced on the next date without fail. Interim order to continue.
List on 13.04.2026.
""")

up("backlog/2026-03/27-3 tota.txt", "typed_note_txt", "Shreyas Bangera", "2026-03-27", ["C04"], ["C04-H04"], """
27.03.26 Fri - OS 312/24 Bhandary
PW1 Vasanthi akka present from 11 with Harshith. Kudroli again in Udupi (his junior Rashmi: "sir is in the Udupi Prl. Sessions court, murder trial, cross tomorrow"). Judge panda: only on costs, Rs. 500 to plaintiff. Adj for cross of PW1. ND 29.4.26.
Vasanthi akka asked "dayee ivolu late, nanala bayyo?" - told her the cost is ours, but the delay is also his client's choice.
""")

up("backlog/2026-03/OS 312-24 order 27.3.pdf", "certified_order_sheet_scan", "II Addl. Senior Civil Judge, Mangaluru", "2026-03-27", ["C04"], ["C04-H04"], """
IN THE COURT OF THE II ADDL. SENIOR CIVIL JUDGE, MANGALURU
O.S. No. 312/2024
27.03.2026  P-present. D1-3 by Sri A.R. Kudroli Adv. D4 ex parte.
For cross of PW1. Counsel for D1-3 engaged before Prl. Dist. & Sessions Judge, Udupi; time sought. Allowed subject to costs of Rs. 500/- payable to the plaintiff.
Call on 29.04.2026.
sd/- II Addl. SCJ
""")

up("backlog/2026-03/25-3 consumer.jpg", "handwritten_note_photo", "Shreyas Bangera", "2026-03-25", ["C06"], ["C06-H03"], """
25.3.26 Wed - District Consumer Commission, Leela akka (CC 144/25) v. Sea View Hospital & Dr. Ravindra Pai
Filed complainant's affidavit evidence + docs: discharge summary, bills Rs. 3,42,600, second surgery (wash-out) bills at KMC Rs. 2,15,000, pus culture report (Staph aureus), photos of the wound. Deepa Kamath for both OPs filed IA asking that the records be sent to an expert body for opinion - "only experts can say if there was negligence". President Adiga sir said he usually does that in ortho cases. Objections by us next time.
ND 6.5.26.
""")

up("backlog/2026-04/HC 7.4.26.txt", "typed_note_txt", "Shreyas Bangera", "2026-04-07", ["C02"], ["C02-H03"], """
07.04.2026 Kamath quash
State objections filed by HCGP (IO report attached: says Kamath "received Rs. 9 lakh and did not supply" - ignores 11 MT!). R2 Haneef now appears through Adv. B. Ibrahim, who sought time to file objections. Stay extended. Long date because of vacation - NDOH 23.06.2026.
""")

up("backlog/2026-04/IMG20260413172212.jpg", "handwritten_note_photo", "Shreyas Bangera", "2026-04-13", ["C03"], ["C03-H05"], """
13/4/26 Salian WP. Original file PRODUCED in a sealed cover. Gowda J read the note sheet in court: the Traffic Manager recommended cancellation on 28.10.2025 itself, i.e. the DAY AFTER the show cause notice - before the reply came. Judge remarked "decision first, hearing later?" Heard in part. Costs Rs. 5,000 paid by Port by DD (given to Jayaram). Pai gave an UNDERTAKING on instructions: the Port will not allot the SHL/118 berth slot to anyone else till the WP is disposed - recorded.
NDOH 6.7.26 (after vacation).
""")

up("backlog/2026-04/29.4 OS312 PW1 cross.docx", "typed_note_docx", "Shreyas Bangera", "2026-04-29", ["C04"], ["C04-H05"], """
29.04.2026 - OS 312/24 - PW1 cross by Kudroli (he came himself, finally)
Cross in part, 2 hours. Main points put to Vasanthi akka:
- 1976 palupatti (Ex.P1) is not signed by all members of the kutumba - she ADMITTED that Ramanath's mother did not sign, said "she was in Bombay then".
- Suggested that after 1989 Sanjeeva's kavaru alone plucked the coconuts - denied; she said the income went to the daiva seva till 2019.
- Suggested she never paid kist - she said the yajamana paid from kutumba income.
Witness was tired; further cross deferred. Costs Rs. 500 of last time paid by Kudroli in court.
NDOH 10.06.2026
""")

up("backlog/2026-04/16-4-26 Rai.txt", "typed_note_txt", "Shreyas Bangera", "2026-04-16", ["C05"], ["C05-H04"], """
16-4-26  CC 2291/25 Rai v Lobo - JMFC III
CW1 Praveen Rai's affidavit in lieu of chief filed. Marked Ex.P1 cheque, P2 bank memo, P3 office copy of notice, P4 postal receipt, P5 track consignment, P6 engine invoice dt 02.03.2025 (Rs. 6,25,000 - 1,50,000 paid = 4,75,000). Clement not present, his junior said cross next time.
ND 28.5.26 cross of CW1.
""")

up("backlog/2026-05/CC144 6-5-26.txt", "typed_note_txt", "Shreyas Bangera", "2026-05-06", ["C06"], ["C06-H04"], """
6.5.26 consumer - Leela Poojary
Our objection to expert opinion IA argued - lost. Adiga sir: records (case sheet, x-rays, culture report, both discharge summaries) to be sent to the Medical Board, Government Wenlock Hospital, Mangaluru, for opinion on (a) whether the surgery was done as per standard practice (b) whether the post-op infection was managed in time. Complainant to pay Rs. 5,000 board fee? - no, Commission said OPs pay it since they asked. ND 22.7.26.
Sowmya (daughter) called at night, worried it will take a year. Told her 3-4 months.
""")

up("backlog/2026-05/Screenshot_2026-05-28-16-41-07-201_com.whatsapp.jpg", "document_photo", "Nishmitha Salian", "2026-05-28", ["C05"], ["C05-H05"], """
Nishmitha Jr
Sir Rai 138 - Clement sir not came, his junior said sir is in HC video hearing, cross tomorrow not possible
Madam gave time on cost 500 to complainant
ND 9/7 for CW1 cross
Praveen sir came and went, he is angry sir
4:41 PM
""")

up("backlog/2026-06/15062026 boat.txt", "typed_note_txt", "Shreyas Bangera", "2026-06-15", ["C01"], ["C01-H04"], """
15.06.2026 Mon - RFA 1422/24 Bangera - Hegde J (VC)
Mediation centre report: FAILED (2 sittings, 10.04 and 08.05; R1 Raymond offered Rs. 9 lakh for the 1/3 share, Sadananda wanted accounts from 2016 first). Filed IA 2/2026 u/O 41 R 27 CPC for additional evidence: (1) the boat's registration certificate under the Marine Fisheries Regulation (showing 3 owners) and (2) fish auction receipts of the Mangaluru harbour 2017-2019 (Rs. 1.2 crore approx sales). Objections in 3 weeks. NDOH 27.7.26.
Clement said "we will still try settlement" - again.
""")

up("backlog/2026-06/10.6 and 23.6.txt", "typed_note_txt", "Shreyas Bangera", "2026-06-23", ["C04", "C02"], ["C04-H06", "C02-H04"], """
10.6.26 - Bhandary OS 312
PW1 cross concluded. Last question by Kudroli: "you filed the suit only because Sanjeeva refused to give you Rs. 5 lakh from the sale of timber" - denied, stoutly. Re-exam nil. PW2 Kamalaksha Shetty (retd. village accountant, Kotekar) examined in chief - he speaks to the RTC mutation MR 14/1990-91 in the name of the kutumba yajamana and to the Jumadi nema held in the garden every year. Cross of PW2 next. ND 15.7.26.

23.6.26 - Kamath quash, Sharada Nayak J
R2's objections filed by B. Ibrahim. Arguments part heard (me, 25 min). Madam's remark: "Prima facie this looks like a civil dispute given a criminal colour. Why can't the parties settle?" Asked Ibrahim to get instructions on settlement. NDOH 4.8.26.
""")

up("backlog/2026-07/IMG20260706164233.jpg", "handwritten_note_photo", "Shreyas Bangera", "2026-07-06", ["C03"], ["C03-H06"], """
6 July 26  Salian WP
Pai filed a MEMO with the new "Licensing Policy 2026" notified 15.06.2026 - argues our licence would anyway have to be re-applied for under the new policy, so WP is infructuous. Gowda J: that's for later; the question is whether cancellation was lawful. Petitioner to file rejoinder to the memo in 4 weeks. NDOH 24.8.26.
Jayaram: loaders union is pressing him, 2 men left for Gulf.
""")

up("backlog/2026-07/Order RFA1422 27.07.2026.pdf", "certified_order_sheet_scan", "High Court of Karnataka", "2026-07-27", ["C01"], ["C01-H05"], """
IN THE HIGH COURT OF KARNATAKA AT BENGALURU
R.F.A. No. 1422 of 2024
Sadananda Bangera  vs  Raymond Pinto & Anr.
27.07.2026
Before: Hon'ble Mr. Justice K. Venkatesh Hegde
ORDER
Objections to I.A. No. 2/2026 not filed. Learned counsel for respondent No. 1 seeks time on the ground that the parties are in settlement talks. Mediation has already failed. As a last chance, time is granted subject to payment of costs of Rs. 2,000/- to the appellant. Objections, if any, to be filed within two weeks.
List on 07.09.2026.
""")

up("backlog/2026-07/9-7 & 15-7 notes.jpg", "handwritten_note_photo", "Shreyas Bangera", "2026-07-15", ["C05", "C04"], ["C05-H06", "C04-H07"], """
Thu 9/7/26 - Rai 138 - CW1 Praveen cross by Clement, 1 hr. Suggestion: cheque given as SECURITY for the engine warranty, not for balance - denied; Praveen answered well: "warranty card is separate, Ex.P6 invoice shows balance 4.75 L". Also suggested that Rs. 2 lakh cash was paid in Dec 2025 - denied, "no receipt, nothing". CW closed. ND 20/8 for 313.

Wed 15/7/26 - Bhandary tota OS 312 - PW2 Kamalaksha Shetty present (75 yrs, came by bus from Kotekar). Kudroli AGAIN in Udupi - this is the third time. Judge imposed Rs. 1,000 cost and said "next date no adjournment, counsel shall make arrangements". PW2 cross deferred. ND 19.8.26. Told Harshith to bring PW2 by auto next time, we pay.
""")

up("backlog/2026-07/OS 312 order 15.07.2026.pdf", "certified_order_sheet_scan", "II Addl. Senior Civil Judge, Mangaluru", "2026-07-15", ["C04"], ["C04-H07"], """
IN THE COURT OF THE II ADDL. SENIOR CIVIL JUDGE, MANGALURU
O.S. No. 312/2024
15.07.2026  P-present. PW2 present. D1-3 by Sri A.R. Kudroli Adv.
For cross of PW2. Counsel for D1-3 again engaged at Udupi. Time granted subject to costs of Rs. 1,000/- payable to the plaintiff. No further adjournment.
Call on 19.08.2026.
sd/- II Addl. SCJ
""")

up("backlog/2026-08/4.8.26.txt", "typed_note_txt", "Shreyas Bangera", "2026-08-04", ["C02"], ["C02-H05"], """
4.8.26 Tue - Kamath quash - list not reached, CH 17 rose at 4.15 with 11 matters left. Waited on VC from 2.30 for nothing. NDOH 15.9.26 (from the website).
""")

up("backlog/2026-08/19 aug tota PW2.docx", "typed_note_docx", "Shreyas Bangera", "2026-08-19", ["C04"], ["C04-H08"], """
19-08-2026  OS 312/24 Bhandary
PW2 Kamalaksha Shetty cross-examined by Kudroli (he came, the Rs. 1,000 costs also paid). PW2 firm: MR 14/1990-91 is in the name of "Narayana Bhandary, yajamana, Bhandary kutumba", not Sanjeeva; the garden was never separately assessed. Admitted he is a distant relative of Vasanthi's late husband - minor point.
Plaintiff's evidence CLOSED. ND 30.9.26 for DW evidence.
""")

up("backlog/2026-08/IMG20260824175510.jpg", "handwritten_note_photo", "Shreyas Bangera", "2026-08-24", ["C03"], ["C03-H07"], """
24/8/26 Mon - Salian port WP - Gowda J
Rejoinder to the policy memo filed on 12.08 (diary no. 61422/2026, Dinakar filed at the HC e-filing counter via the Mangaluru facilitation centre). Full arguments today: me 50 min on the note sheet of 28.10.2025 and the 7-day show cause; Pai 35 min - only "new policy, petitioner can apply afresh". Judge asked Pai twice: "who recommended cancellation before the reply?" - no answer. RESERVED. Listed for orders 16.11.2026.
Jayaram: told him orders may take time, Dasara vacation in between.
""")

up("backlog/2026-08/Rai 313 20.8.jpg", "handwritten_note_photo", "Shreyas Bangera", "2026-08-20", ["C05"], ["C05-H07"], """
20.8.26  Rai v Lobo 138 - 313 statement of Wilfred recorded. He says "security cheque, 2 lakh paid in cash". Wants to lead defence evidence. ND 1.10.26.
""")

up("backlog/2026-09/07092026 RFA.txt", "typed_note_txt", "Shreyas Bangera", "2026-09-07", ["C01"], ["C01-H06"], """
07.09.2026 - Bangera boat RFA - Hegde J
Objections to IA 2 filed last week (Clement paid the Rs. 2,000 costs by cheque to me today - gave it to Sadananda). IA 2 heard. Hegde J again: "Mr. Bangera, give me a synopsis of 5 pages and a list of dates, not the whole appeal memo." Orders on IA 2 on next date. NDOH 02.11.2026.
""")

up("backlog/2026-09/consumer 9.9.txt", "typed_note_txt", "Shreyas Bangera", "2026-09-09", ["C06"], ["C06-H06"], """
9.9.26 - Leela Poojary CC 144/25
Medical Board opinion (Wenlock) RECEIVED, dated 24.08.2026: (a) surgery as per accepted practice, (b) "there was a delay of about 4 days in starting culture-specific antibiotics after wound discharge was noted on 18.03.2025, which contributed to the need for the second surgery". Good for us on (b). Deepa Kamath wants to file OP affidavits. ND 28.10.26.
""")

up("backlog/2026-09/Bail Crl Misc 1876 filing.jpg", "document_photo", "Dinakar Poojary", "2026-09-18", ["C07"], [], """
ಪ್ರಧಾನ ಜಿಲ್ಲಾ ಮತ್ತು ಸತ್ರ ನ್ಯಾಯಾಲಯ, ಮಂಗಳೂರು
ಕ್ರಿ.ಮಿ. ೧೮೭೬/೨೦೨೬  ಇಸ್ಮಾಯಿಲ್ ಬ್ಯಾರಿ - ಜಾಮೀನು ಅರ್ಜಿ
ಸಲ್ಲಿಕೆ ದಿನಾಂಕ ೧೮-೦೯-೨೦೨೬, ಡೈರಿ ಸಂಖ್ಯೆ ೪೪೧೮
ಮೊದಲ ದಿನಾಂಕ ೨೧-೦೯-೨೦೨೬
""")

up("backlog/2026-09/15-9 kamath.txt", "typed_note_txt", "Shreyas Bangera", "2026-09-15", ["C02"], ["C02-H06"], """
15.09.2026 - Kamath quash - Sharada Nayak J
B. Ibrahim: "My client is willing to settle, talks are on; Rs. 6,50,000 has been offered by the petitioner." (Offer was Gurudath's, through Haneef's brother-in-law at Kulai - he did not tell me before!) Madam: "Either file a compromise petition or argue. I will not keep it pending for talks." NDOH 10.11.2026.
Gurudath to decide by October whether he pays. My advice: the 6.5 L settlement is cheaper than a trial.
""")

up("backlog/2026-09/ismail bail 26.9 29.9.docx", "typed_note_docx", "Shreyas Bangera", "2026-09-29", ["C07"], ["C07-H02", "C07-H03"], """
26.09.2026 (Sat) - Crl.Misc. 1876/26 Ismail Beary, PDJ court
PP Harish Rai filed objections: one previous case against Ismail, Cr. 88/2023 of Vittal PS, same Act, pending trial; says he is a "habitual transporter". Argued: he is only the driver, paid Rs. 800 a trip; vehicle belongs to one Abdul Sattar; investigation complete, charge sheet in a month; custody from 04.09. Orders on Tuesday. ND 29.9.

29.09.2026 - BAIL GRANTED. Conditions: bond Rs. 1,00,000 with two sureties of like sum; not to tamper with witnesses; mark attendance before Bantwal Rural PS on the 1st and 15th of every month till charge sheet; not to leave Dakshina Kannada without permission. Haris (brother) arranging sureties - his friend Ashraf and their uncle Moideen.
""")

up("backlog/2026-09/Bail order Crl.Misc.1876-2026.pdf", "certified_order_sheet_scan", "Principal District and Sessions Judge, Mangaluru", "2026-09-29", ["C07"], ["C07-H03"], """
IN THE COURT OF THE PRINCIPAL DISTRICT AND SESSIONS JUDGE, DAKSHINA KANNADA, MANGALURU
Crl.Misc. No. 1876/2026
Ismail Beary  vs  State by Bantwal Rural Police
29.09.2026
ORDER
The petitioner is the driver of the vehicle. Investigation is complete. The previous case is pending trial and no conviction is shown. The petition is allowed. The petitioner shall be released on bail in Cr. No. 112/2026 of Bantwal Rural P.S. on executing a bond for Rs. 1,00,000/- with two sureties for the like sum, subject to: (i) he shall not tamper with the prosecution witnesses; (ii) he shall mark his attendance before the SHO, Bantwal Rural P.S. on the 1st and 15th of every month till the filing of the charge sheet; (iii) he shall not leave the jurisdiction of Dakshina Kannada without permission of the Court.
sd/- Principal District and Sessions Judge
""")

up("backlog/2026-09/IMG-20260930-WA0012.jpg", "handwritten_note_photo", "Dinakar Poojary", "2026-09-30", ["C04"], ["C04-H09"], """
೩೦-೦೯-೨೦೨೬  ಓ.ಎಸ್. ೩೧೨/೨೦೨೪ ಭಂಡಾರಿ
ಪ್ರತಿವಾದಿ ೧ ಸಂಜೀವ ಭಂಡಾರಿ ಪ್ರಮಾಣಪತ್ರ (DW1) ಸಲ್ಲಿಕೆ. ನಮ್ಮ ಪಾಟಿ ಸವಾಲಿಗೆ.
ಮುಂದಿನ ದಿನಾಂಕ ೧೧-೧೧-೨೦೨೬
""")

up("backlog/2026-10/1.10.26 Rai.txt", "typed_note_txt", "Shreyas Bangera", "2026-10-01", ["C05"], ["C05-H08"], """
1.10.26 Rai 138. Defence evidence - Wilfred absent again, Clement filed exemption (medical certificate from a clinic at Ullal, "viral fever"). Allowed - this is the same thing Clement did in December. ND 12.11.26. Praveen wants to know if we can ask for costs - told him madam did not give.
""")

up("backlog/2026-10/28-10-26 consumer.jpg", "handwritten_note_photo", "Shreyas Bangera", "2026-10-28", ["C06"], ["C06-H07"], """
28.10.26 Wed  DCDRC - Leela akka
OPs filed affidavits: OP1 hospital (by its Medical Superintendent Dr. Vinod Shenoy) and OP2 Dr. Ravindra Pai. Both say the delay was because the culture report came only on 22.03. President: no cross-examination in consumer cases normally; both sides to file WRITTEN ARGUMENTS in 6 weeks. ND 9.12.26.
Our claim: Rs. 18,00,000 (compensation 12 L, medical costs 5,57,600 = 3,42,600 + 2,15,000, litigation 43,000... round it in the arguments).
""")

up("backlog/2026-11/02-11-2026.txt", "typed_note_txt", "Shreyas Bangera", "2026-11-02", ["C01"], ["C01-H07"], """
02-11-2026 Mon - RFA 1422/24 Bangera - order on IA 2
IA 2 allowed IN PART: the boat registration certificate (showing 3 owners, 1/3 each) taken on record as additional evidence; the fish auction receipts REJECTED - "could have been produced before the trial court with due diligence". Fixed for FINAL HEARING. Hegde J: "synopsis, not more than 5 pages, and list of dates, one week before." NDOH 14.12.2026.
Synopsis to be filed by 7.12 - Nishmitha drafting.
""")

up("backlog/2026-11/Nov 10 Kamath.docx", "typed_note_docx", "Shreyas Bangera", "2026-11-10", ["C02"], ["C02-H07"], """
10/11/2026 Tue - Crl.P. 8815/25 Kamath - Sharada Nayak J
No compromise - Haneef wanted Rs. 9 lakh full, Gurudath would not go beyond 6.5. Arguments concluded: me 40 min, HCGP 10 min, Ibrahim 20 min. Madam reserved; orders to be pronounced on 10.12.2026. Interim stay to continue till then.
""")

up("backlog/2026-11/HC order Crl.P.8815 10.11.pdf", "certified_order_sheet_scan", "High Court of Karnataka", "2026-11-10", ["C02"], ["C02-H07"], """
IN THE HIGH COURT OF KARNATAKA AT BENGALURU
Criminal Petition No. 8815 of 2025
Gurudath Kamath  vs  State of Karnataka by Urwa Police Station & Anr.
10.11.2026
Before: Hon'ble Mrs. Justice M. Sharada Nayak
ORDER
Heard the learned counsel for the petitioner, the learned HCGP for respondent No. 1 and the learned counsel for respondent No. 2. Arguments concluded. For orders on 10.12.2026. Interim order granted earlier to continue till then.
""")

up("backlog/2026-11/11.11.26 DW1 cross.txt", "typed_note_txt", "Shreyas Bangera", "2026-11-11", ["C04"], ["C04-H10"], """
11.11.2026 - Bhandary OS 312/24 - cross of DW1 Sanjeeva Bhandary (by me)
Good day. Sanjeeva admitted: (1) the garden gives about 2,400 coconuts a harvest, 4 harvests a year, and since 2019 he alone has kept the income; (2) no written partition of 1989 exists - "it was oral, in front of the daiva"; (3) the Jumadi nema in the garden was paid for by the kutumba till 2019, after that by him. Denied that he stopped the nema to grab the garden.
Kudroli says he will examine DW2 (Padmanabha, D2) next. ND 16.12.2026 for DW2.
""")

up("backlog/2026-11/IMG20261112181506.jpg", "handwritten_note_photo", "Shreyas Bangera", "2026-11-12", ["C05"], ["C05-H09"], """
12.11.26 Thu - Rai 138 - DW1 Wilfred Lobo in the box. Chief: cheque was blank security for the engine, he paid Rs. 2,00,000 cash in Dec 2025 to Praveen at the Bunder shop. My cross: no receipt, no withdrawal from his bank, no witness; admitted signature on cheque and that the engine is working on his boat "St. Antony" even now. Also admitted he got the legal notice and did not reply!! Defence closed. ND 17.12.26 for arguments.
""")

up("backlog/2026-11/Order WP 20417-2025 dt 16.11.2026.pdf", "certified_order_sheet_scan", "High Court of Karnataka", "2026-11-16", ["C03"], ["C03-H08"], """
IN THE HIGH COURT OF KARNATAKA AT BENGALURU
W.P. No. 20417 of 2025 (GM-RES)
Salian Marine Services  vs  New Mangalore Port Authority & Anr.
16.11.2026
Before: Hon'ble Mr. Justice S.R. Gowda
ORDER (operative portion)
The original file shows that the recommendation to cancel the licence was made on 28.10.2025, before the petitioner's reply dated 01.11.2025 was received. The hearing was an empty formality. The order dated 10.11.2025 cancelling Licence No. SHL/118 and forfeiting the security deposit is quashed. Respondent No. 1 may pass a fresh order after giving the petitioner a fair hearing, within six weeks from today. Till then the petitioner may operate under the licence. No order as to costs.
Writ petition allowed.
""")

up("backlog/2026-11/IMG20261116190033.jpg", "handwritten_note_photo", "Shreyas Bangera", "2026-11-16", ["C03"], ["C03-H08"], """
16.11.26 !!! Salian WP ALLOWED. Gowda J - cancellation quashed, deposit forfeiture quashed, Port may pass a fresh order within 6 weeks after a proper hearing. We can operate meanwhile. Jayaram cried on the phone. Fees balance Rs. 75,000 he will pay after Deepavali (Deepavali is over!). Fresh hearing notice from the Port - watch for it.
""")

# ---------------------------------------------------------------- WhatsApp exports
up("backlog/2026-11/WhatsApp Chat - Nishmitha Jr Adv.txt", "whatsapp_export", "Nishmitha Salian", "2026-11-30", ["C05", "C06", "C07"], ["C05-H01", "C05-H02", "C06-H05", "C07-H01"], """
18/12/25, 4:02 pm - Nishmitha Jr Adv: Sir Rai 138 update - accused Wilfred absent, Clement sir filed exemption with medical certificate (BP, doctor Kankanady). Madam allowed but said last chance, next date accused must be present
18/12/25, 4:03 pm - Nishmitha Jr Adv: ND 29.1.26
18/12/25, 4:10 pm - Shreyas Bangera: ok. tell Praveen
29/01/26, 3:47 pm - Nishmitha Jr Adv: Sir Lobo again absent. Clement sir tried exemption again, madam refused and issued NBW against accused 🙏
29/01/26, 3:48 pm - Nishmitha Jr Adv: ND 5/3
29/01/26, 3:55 pm - Shreyas Bangera: Good. Send NBW copy to Praveen, he can give it to Kankanady police
22/07/26, 1:15 pm - Nishmitha Jr Adv: Sir Leela Poojary consumer - Wenlock board opinion not received yet. Adiga sir ordered reminder letter to the Medical Board. ND 9.9.26
22/07/26, 1:16 pm - Shreyas Bangera: encha maadodu. ok. Sowmya ge call maadi heli
22/07/26, 1:30 pm - Nishmitha Jr Adv: Told sir, she said ok
21/09/26, 12:20 pm - Nishmitha Jr Adv: Sir Ismail bail Crl.Misc - PDJ court. PP sought time for objections, madam... sorry sir judge gave till Saturday. ND 26/9
21/09/26, 12:22 pm - Shreyas Bangera: Saturday is fine. I will come myself
21/09/26, 12:40 pm - Nishmitha Jr Adv: Haris (brother) asking fees, I told him talk to you sir
30/11/26, 6:12 pm - Nishmitha Jr Adv: Sir synopsis for boat RFA draft sent to your mail, 4 and half pages. list of dates 2 pages
30/11/26, 6:30 pm - Shreyas Bangera: will see tonight. file by 7th
""")

up("backlog/2026-11/Sadananda Bangera WA.txt", "whatsapp_export", "Sadananda Bangera", "2026-11-20", ["C01"], [], """
[02/11/26, 7:45:10 PM] Shreyas Bangera: Sadananda, IA order came. RC accepted, auction receipts not accepted. Final hearing 14 December.
[02/11/26, 8:02:33 PM] Sadananda Bangera: Anna auction receipts not accepted?? Those are the main proof of income
[02/11/26, 8:05:01 PM] Shreyas Bangera: We have the trial court evidence of the harbour clerk (PW3) for income. RC shows 1/3 ownership, that is the main point.
[02/11/26, 8:06:40 PM] Sadananda Bangera: ok anna. Raymond told people in Bengre he will give 12 lakh now. should I talk?
[02/11/26, 8:10:12 PM] Shreyas Bangera: Don't talk directly. If he is serious let his lawyer write to me. Anything in writing only.
[20/11/26, 9:14:55 AM] Sadananda Bangera: Anna, Clement sir called me directly!! said 12 lakh final, settle before 14th
[20/11/26, 9:20:31 AM] Shreyas Bangera: He should not call you directly. I will write to him. Don't agree to anything on phone.
""")

up("backlog/2026-10/Gurudath K chat.txt", "whatsapp_export", "Gurudath Kamath", "2026-10-22", ["C02"], [], """
14/10/2026, 19:02 - Gurudath Kamath: Shreyas, kitem zalem? Haneef's people came to the factory again asking 9 lakh
14/10/2026, 19:10 - Shreyas Bangera: Don't pay anything without a signed compromise. Our offer was 6.5. If you want to go higher tell me, I will talk to Ibrahim.
14/10/2026, 19:15 - Gurudath Kamath: Naka. 6.5 is the maximum. I already refunded 3.2 lakh.
22/10/2026, 11:40 - Gurudath Kamath: OK then we argue on 10th. You are confident?
22/10/2026, 11:47 - Shreyas Bangera: Madam herself said civil dispute. Good chance. But no guarantee.
""")

# ---------------------------------------------------------------- week plan, correction, cause list
up("backlog/2026-11/New Text Document (3).txt", "typed_note_txt", "Shreyas Bangera", "2026-11-28", ["C01", "C02", "C03", "C04", "C05", "C06", "C07"], [], """
WEEK PLAN 30.11 - 12.12 (typed Sat 28.11)
- Boat RFA: synopsis (max 5 pages) + list of dates - FILE by Mon 7.12 (Hegde J wants it one week before 14.12). Nishmitha drafting. Reply to Clement re his direct call to Sadananda.
- Leela akka consumer: written arguments due 9.12 - draft by Fri 4.12; claim table 18 L; quote Wenlock opinion para (b) (4 days delay).
- Kamath quash: orders on 10.12 - nothing to do; keep Gurudath calm, tell him not to pay Haneef's people.
- Tota suit: DW2 Padmanabha on 16.12 - prepare cross; get the 1990 MR copy certified (Dinakar).
- Rai 138: arguments 17.12 - written synopsis with Ex.P6 invoice; case law on security cheques (Sripati Singh 2021, Rangappa).
- Salian: fees balance 75,000 - remind Jayaram. Watch for Port's fresh hearing notice.
- Ismail: 1st Dec attendance at Bantwal PS - Haris to confirm he went.
""")

up("backlog/2026-11/correction to 12.11 note.txt", "typed_note_txt", "Shreyas Bangera", "2026-11-13", ["C05"], [], """
13.11.26 - correction to my note of 12.11 (Rai 138): I wrote that Wilfred "did not reply" to the legal notice. Checked the file - a reply WAS sent by Clement on 20.08.2025 (security cheque plea), it is in our file as the last page, we did not mark it. So the admission is only that he RECEIVED the notice; don't argue "no reply" on 17.12. Consider marking the reply ourselves?
""")

up("backlog/2026-12/DCDRC causelist 09.12.2026.pdf", "cause_list_pdf", "District Consumer Disputes Redressal Commission, Dakshina Kannada", "2026-12-03", ["C06"], [], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, DAKSHINA KANNADA, MANGALURU
CAUSE LIST FOR WEDNESDAY 09.12.2026 (published 03.12.2026)
Sl. 1  C.C. 88/2024    R. Shenoy vs Manipal Housing     - Arguments
Sl. 2  C.C. 144/2025   Leela Poojary vs Sea View Multispeciality Hospital & Anr.  - WRITTEN ARGUMENTS (both sides)
Sl. 3  C.C. 201/2025   K. Kotian vs Bajaj Allianz  - Evidence of OP
Sl. 4  E.A. 12/2026    M. Hegde vs Prestige Motors  - Execution
""")

up("backlog/2026-12/IMG-20261201-WA0007.jpg", "document_photo", "Haris Beary", "2026-12-01", ["C07"], [], """
BANTWAL RURAL POLICE STATION
Attendance register (bail condition) - Cr. No. 112/2026
Name: Ismail s/o Abdul Khader Beary    Date: 01.12.2026   Time: 10.20 am   Sign: Ismail
Earlier: 01.10.2026 ✓  15.10.2026 ✓  01.11.2026 ✓  15.11.2026 ✓
sd/- ASI
""")
