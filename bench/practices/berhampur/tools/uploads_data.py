"""The uploads of the Berhampur practice: what the lawyer, the juniors Smruti and Debasish and the munshi Bhagaban kept."""

L, J, K, D = "Prasanta Kumar Panigrahi", "Smruti Ranjan Sahu", "Bhagaban Behera (munshi)", "Debasish Mohanty"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2024-09/plaint CS 214-2024 Sabitri.pdf", "document_scan", L, "2024-09-16", ["C01"], [], """
IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION), BERHAMPUR, GANJAM
C.S. No. 214 of 2024
Smt. Sabitri Sahu, aged about 58 years, W/o late Kailash Sahu, At/P.O. Golabandha, P.S. Gopalpur, Dist. Ganjam
                                                                        ... Plaintiff
                                        Versus
1. Trinath Sahu  2. Ganesh Sahu  3. Laxman Sahu, all sons of late Banamali Sahu  4. Smt. Sumitra Sahu
                                                                        ... Defendants
SUIT FOR PARTITION AND ACCOUNTS
1. The suit land, Mouza Golabandha, Khata No. 312, Plot No. 788, Ac. 1.240 dec., kisam Bagayat (coconut orchard),
stands recorded in the Hal Settlement RoR in the name of late Banamali Sahu, father of the plaintiff and D1 to D4.
2. On the death of Banamali in 2009 the plaintiff, as a daughter, became a coparcener with equal share under s. 6
of the Hindu Succession Act as amended in 2005. Her share is 1/5th.
3. D1 Trinath has been plucking and selling the coconuts alone since 2015 and refuses to render accounts.
The plaintiff prays for a preliminary decree for partition of her 1/5th share and for accounts of the usufruct.
Valuation: Rs. 4,96,000.  Court fee paid.               Advocate for the plaintiff: P.K. Panigrahi
""")
u("backlog/2026-04/IMG_20260420_111532.jpg", "document_photo", "Tahasildar, Gopalpur (RoR copy)", "2026-04-20", ["C01"], [], """
ଓଡ଼ିଶା ସରକାର - ସ୍ୱତ୍ୱଲିପି (ଖତିୟାନ)   ମୌଜା: ଗୋଲାବନ୍ଧ   ତହସିଲ: ଗୋପାଳପୁର   ଜିଲ୍ଲା: ଗଞ୍ଜାମ
ଖାତା ନଂ. 312   ରାୟତଙ୍କ ନାମ: ବନମାଳୀ ସାହୁ, ପିତା ଦାମୋଦର ସାହୁ
ପ୍ଲଟ ନଂ. 788   କିସମ: ବଗାୟତ (ନଡ଼ିଆ)   ରକବା: Ac. 1.240 dec.
Certified copy issued 20.04.2026 - sd/- Tahasildar, Gopalpur
""")
u("backlog/2025-11/settlement khatian 1973 Badagada.pdf", "document_scan", "Tahasildar, Digapahandi (record room)", "2025-11-10", ["C02"], [], """
GOVERNMENT OF ODISHA - RECORD OF RIGHTS (Settlement 1973)   Mouza: Badagada   Tahasil: Digapahandi   Dist: Ganjam
Khata No. 87   Name of raiyat: Dasu Sabar, s/o Bhima Sabar, caste: Sabar (Scheduled Tribe)
Plot No. 1123   Kisam: Sarada-II   Area: Ac. 0.640 dec.   Status: Stitiban
Certified copy issued 10.11.2025
""")
u("backlog/2026-08/RI report Badagada scan.pdf", "document_scan", "Revenue Inspector, Digapahandi", "2026-08-14", ["C02"], [], """
OFFICE OF THE REVENUE INSPECTOR, DIGAPAHANDI
To the Tahasildar, Digapahandi.   Ref: OLR Case No. 37 of 2025 (Sukru Sabar vs Gopinath Patra)
Field enquiry report: On 11.08.2026 I visited Mouza Badagada. Plot No. 1123 (Ac. 0.640 dec.) of Khata No. 87 stands
recorded in the 1973 settlement in the name of Dasu Sabar, a member of the Sabar tribe (Scheduled Tribe). The O.P.
Gopinath Patra is in possession and cultivating paddy since 1999 on the basis of an unregistered sada kagaja.
No permission of the Revenue Officer under s. 22 of the OLR Act was obtained for the transfer. Submitted.
Dt. 14.08.2026                                                     sd/- R.I., Digapahandi
""")
u("backlog/2025-11/IMG_20251104_patta Appanna.jpg", "document_photo", "Tahasildar, Chhatrapur", "2025-11-04", ["C03"], [], """
ସ୍ୱତ୍ୱଲିପି  ମୌଜା: ଗୋଖରାକୁଦ   ତହସିଲ: ଛତ୍ରପୁର
Khata No. 45   Raiyat: Kalla Appanna, Kalla Simhadri, Kalla Rajulu, Kalla Laxmi
Plot No. 310/1   Ac. 0.860 dec.   Kisam: Gharabari / Bagayat
(Note in pencil by PKP: road to port passes through this plot since 2012 - no money received)
""")
u("backlog/2025-09/cheque return memo Yerrayya.pdf", "document_scan", "Odisha Gramya Bank, Gopalpur branch", "2025-09-08", ["C08"], [], """
ODISHA GRAMYA BANK   Branch: Gopalpur-on-Sea
CHEQUE RETURN MEMO                     Date: 08.09.2025
Cheque No. 071246 dated 01.09.2025 for Rs. 1,85,000/- drawn by Kolli Yerrayya, presented by Arjipalli Matsyajibi
Samabaya Samiti Ltd. - RETURNED UNPAID. Reason: Funds insufficient.
""")
u("backlog/2025-07/samiti ledger Simhachalam.jpg", "document_photo", "Arjipalli Matsyajibi Samabaya Samiti Ltd.", "2025-07-30", ["C04"], [], """
ARJIPALLI MATSYAJIBI SAMABAYA SAMITI LTD.  Regd. No. 112/GJM   - Loan Ledger (boat loan)
Member: Vasupalli Simhachalam, Arjipalli   Boat: FRP 'Sri Gangamma' with OBM engine, Regn. OR-03-MM-4xxx
12.03.2021  loan disbursed                      3,50,000
2021-2023   repaid in instalments                 62,000
Interest @ 12% p.a. to 31.07.2025               2,38,740
Balance due on 31.07.2025                       5,26,740
sd/- Secretary (M. Ramana)     sd/- Accountant (Budha Behera)
""")
u("backlog/2026-05/Caste certificate Bhagirathi.jpg", "document_photo", "Tahasildar, Berhampur", "2026-05-11", ["C05"], [], """
GOVERNMENT OF ODISHA - CASTE CERTIFICATE (Scheduled Caste)
This is to certify that Sri Bhagirathi Nayak, son of Kasinath Nayak, of village Kanisi, Tahasil Berhampur, District
Ganjam belongs to the Dhoba caste which is recognised as a Scheduled Caste.   Certificate No. SC/2026/0418
Issued on 11.05.2026                                    sd/- Tahasildar, Berhampur
""")
u("backlog/2023-06/PM report Narasingha Gouda.pdf", "document_scan", "MKCG Medical College, Berhampur", "2023-06-19", ["C06"], [], """
MKCG MEDICAL COLLEGE & HOSPITAL, BERHAMPUR - DEPARTMENT OF FORENSIC MEDICINE AND TOXICOLOGY
POST MORTEM REPORT No. 1277/2023        Date: 19.06.2023
Deceased: Narasingha Gouda, 44 yrs, village Golanthara. Police requisition: Golanthara PS Case No. 88/2023.
Injury: lacerated wound 6 cm x 2 cm on the left parietal region with depressed fracture of the skull.
Opinion: death due to head injury caused by hard and blunt weapon; ante-mortem.
                                          sd/- Dr. Ashis Kumar Rout, Asst. Professor, FMT
""")
u("backlog/2026-07/s24 petition Laxmipriya.pdf", "document_scan", "Smt. Sujata Dash, Advocate for the wife", "2026-07-23", ["C07"], [], """
IN THE COURT OF THE JUDGE, FAMILY COURT, BERHAMPUR
I.A. No. 61 of 2026 in C.P. No. 142 of 2025
Smt. Laxmipriya Panda ... Petitioner (Respondent in the main C.P.)   vs   Sri Santosh Kumar Panda ... Opp. Party
PETITION UNDER SECTION 24 OF THE HINDU MARRIAGE ACT
The opposite party is a Government school teacher at Aska drawing about Rs. 52,000 per month. The petitioner has no
income. She prays for maintenance pendente lite of Rs. 15,000 per month and Rs. 25,000 towards litigation expenses.
""")
u("backlog/2026-04/Scan_20260408_WS Simhachalam.pdf", "document_scan", "Sri Srinibas Rath, Advocate for the defendant", "2026-04-08", ["C04"], [], """
IN THE COURT OF THE CIVIL JUDGE (JUNIOR DIVISION)-I, BERHAMPUR
M.S. No. 61 of 2025    Arjipalli Matsyajibi Samabaya Samiti Ltd. vs Vasupalli Simhachalam
WRITTEN STATEMENT OF THE DEFENDANT
The defendant admits the loan of Rs. 3,50,000 but states that the boat 'Sri Gangamma' was badly damaged in cyclone
Dana in October 2024. The society received insurance of Rs. 1,20,000 on the boat which it has not adjusted. The
interest claimed at 12% is excessive and the claim of Rs. 5,26,740 is not maintainable. The suit be dismissed.
""")
u("backlog/2026-04/DD receipt Yerrayya 85000.jpg", "document_photo", "Arjipalli Matsyajibi Samabaya Samiti Ltd.", "2026-04-10", ["C08"], [], """
ARJIPALLI MATSYAJIBI SAMABAYA SAMITI LTD.   Money Receipt No. 0934   Dt. 10.04.2026
Received from Sri Kolli Yerrayya Rs. 85,000/- (Rupees eighty five thousand only) by Demand Draft No. 554810 of
Odisha Gramya Bank towards the cheque amount in I.C.C. 1104/2025. Balance Rs. 1,00,000/-.
                                          sd/- Secretary
""")

# ---------------- C01 Sabitri partition + others (munshi register, lawyer diary)
u("backlog/2026-02/IMG-20260213-WA0007.jpg", "handwritten_note_photo", K, "2026-02-13", ["C01", "C05"], ["C01-H01", "C05-H01"], """
ତାରିଖ ଖାତା  - ଫେବୃଆରୀ ୨୦୨୬
09.02.2026 (ସୋମ) - C.S. 214/24 ସାବିତ୍ରୀ ସାହୁ ବନାମ ତ୍ରିନାଥ ସାହୁ - ସିଭିଲ ଜଜ୍ (ସି.ଡି.)
   D1 ରୁ D3 ଲିଖିତ ବୟାନ (W.S.) ଦାଖଲ କଲେ। D4 ସୁମିତ୍ରା ଆସିଲେନି - ex parte.
   ପରବର୍ତ୍ତୀ ତାରିଖ 09.03.2026 - issue ପାଇଁ
12.02.2026 (ଗୁରୁ) - I.C.C. 23/25 ଭଗୀରଥି ନାୟକ - Spl. Judge (SC/ST)
   ଫରିଯାଦୀଙ୍କ ପ୍ରାରମ୍ଭିକ ବୟାନ ହେଲା। ପରବର୍ତ୍ତୀ ତାରିଖ 12.03.2026 - ସାକ୍ଷୀ ଆଣିବାକୁ
- ଭଗବାନ
""")
u("backlog/2026-03/20260309_171204.jpg", "handwritten_note_photo", L, "2026-03-09", ["C01"], ["C01-H02"], """
9/3/26  CJ (SD) Bam
Sabitri partition - issues pain thila. Patnaik babu absent - his jr. said "engaged in Sessions court, S.T. case
running". Hakim gave time. Next 6.4.26 for settlement of issues.
Sabitri nani asithile, bahut dukha - told her bagicha case is slow, be patient.
""")
u("backlog/2026-07/CS 214-24 order sheet certified copy.pdf", "certified_order_sheet_scan", "Civil Judge (Sr. Divn.), Berhampur", "2026-07-10", ["C01"], ["C01-H03", "C01-H04"], """
IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION), BERHAMPUR
C.S. No. 214 of 2024          Sabitri Sahu  -vrs-  Trinath Sahu & Ors.
ORDER SHEET (certified copy)
Sl. No. & date of order | Order with signature of the Court | Note of action taken
06.04.2026  Order No. 27.  Plaintiff files hazira through advocate. D1 to D3 file hazira. D4 is ex parte.
    Heard on settlement of issues. The following issues are framed: (1) Is the suit maintainable? (2) Has the
    plaintiff cause of action? (3) Is the suit bad for non-joinder? (4) Is the plaintiff a coparcener entitled to 1/5th
    share in the suit land? (5) Is D1 liable to render accounts of the usufruct? (6) To what relief?
    Six issues framed. Plaintiff to file certified copy of the RoR of the suit land. Put up on 06.07.2026 for P.W.
                                                                          sd/- D.N. Sethy, Civil Judge (Sr. Divn.)
06.07.2026  Order No. 28.  Plaintiff files hazira and certified copy of RoR (Khata 312). Evidence affidavit of
    P.W.1 filed and tendered. Advocate for D1 to D3 files petition for time to cross-examine P.W.1 as he is engaged
    in the Court of the 1st A.S.J. Allowed. Put up on 03.08.2026 for cross of P.W.1.
                                                                          sd/- D.N. Sethy
Certified to be true copy. Applied 07.07.2026, ready 10.07.2026.
""")
u("backlog/2026-08/partition PW1 cross 3 aug.docx", "typed_note_docx", L, "2026-08-03", ["C01"], ["C01-H05"], """
03.08.2026 - C.S. 214/2024 Sabitri v. Trinath - CJ (SD) Berhampur
P.W.1 Sabitri cross-examined by Patnaik babu for about 1 hour. She stood firm: after father's death in 2009 D1
Trinath is plucking all nadia alone, sells to the Gopalpur trader; she never got any share.
Admitted in cross: she married in 1988 and lives in Golabandha itself (so no ouster plea for them).
We filed petition u/O 26 r 9 CPC for an Amin Commissioner to count the trees and measure the plot.
Next date 07.09.2026 for hearing on the commission petition.
""")
u("backlog/2026-11/sabitri commission report 30.11.txt", "typed_note_txt", L, "2026-11-30", ["C01"], ["C01-H07"], """
30.11.26 Mon - Sabitri partition (CJ SD)
Amin Commissioner Khageswar Pradhan's report filed today. Finds: Plot 788 is Ac. 1.240 dec. on the ground, 198
bearing coconut trees + 31 young trees; D1 Trinath alone plucks, has a thatched watch-hut on the north side.
Report good for us - yield approx 40 nuts per tree per year.
Patnaik babu took time for objection to the report, again saying busy in Sessions. Third time he took time in this
suit. Next 11.01.2027.
""")
u("backlog/2027-01/IMG-20270116-WA0003.jpg", "handwritten_note_photo", K, "2027-01-16", ["C01", "C06"], ["C01-H08", "C06-H07"], """
ତାରିଖ ଖାତା  - ଜାନୁଆରୀ ୨୦୨୭
11.01.2027 - C.S. 214/24 ସାବିତ୍ରୀ ସାହୁ - ସି.ଜେ. (ସି.ଡି.)
   Bar Association ପ୍ରସ୍ତାବ ଅନୁସାରେ ଓକିଲମାନେ କାମ ବନ୍ଦ କଲେ। କିଛି ହେଲାନି।
   ପରବର୍ତ୍ତୀ ତାରିଖ 08.02.2027 - objection
15.01.2027 - S.T. 67/24 ଗଙ୍ଗାଧର ଗଉଡ଼ - 1st A.S.J.
   I.O. ଆସିଲେନି (ତୃତୀୟ ଥର)। ହାକିମ NBW କଲେ। ପରବର୍ତ୍ତୀ ତାରିଖ 28.01.2027
- ଭଗବାନ
""")

# ---------------- junior Smruti's WhatsApp (many matters)
u("backlog/2026-11/WhatsApp Chat with Smruti Jr.txt", "whatsapp_export", J, "2026-11-17", ["C01", "C02", "C04", "C08"],
  ["C01-H06", "C02-H01", "C02-H02", "C02-H04", "C02-H07", "C04-H06", "C08-H01"], """
17/02/26, 13:40 - Smruti Jr: Sir, Digapahandi Tahasil re Sukru case dakila. OP Gopinath Patra asile nahin, notice served heichhi. Next 17.3.26
17/02/26, 13:42 - PK Panigrahi Adv: Ok. Sukru ku kahiba next date re asiba.
27/02/26, 12:10 - Smruti Jr: Sir SDJM court re Yerrayya case - accused appear hela, bail hela 10000 bond re. Venkata Rao babu kahile compromise karibe. Next 10/4/26
17/03/26, 15:05 - Smruti Jr: Sir OLR case re OP pakhya re P.K. Sahu babu vakalatnama dele, show cause pain time nele. Next 21.4.26
07/07/26, 11:30 - Smruti Jr: Sir Tahasildar babu flood duty re, aji sitting nahin. Peshkar next date 18.8.26 dele
07/09/26, 16:48 - Smruti Jr: Sir Sabitri case re Amin Commissioner appoint hela - Khageswar Pradhan (retd. Amin). Fee Rs. 6,000 plaintiff deba. Next 30.11.26 report pain
07/09/26, 16:50 - PK Panigrahi Adv: Good. Sabitri nani ku fee kathata kahidia.
07/10/26, 12:15 - Smruti Jr: Sir Simhachalam case re defendant asile nahin - Rath babu kahile samudra ku jaichhi (fishing season). Madam Rs. 500 cost re time dele. Next 11.11.26
17/11/26, 16:20 - Smruti Jr: Sir Sukru case re order hela!! Restoration allowed - Ac. 0.640 dec. Sukru nku pheri milila. OP 30 dina bhitare chhadiba.
17/11/26, 16:21 - PK Panigrahi Adv: Bahut bhala. Certified copy pain apply kara.
""")

# ---------------- C02 Sukru OLR
u("backlog/2026-04/OLR 37-25 note 21 april.docx", "typed_note_docx", L, "2026-04-21", ["C02"], ["C02-H03"], """
21.04.2026 - OLR Case No. 37/2025 (Sukru Sabar v. Gopinath Patra) - Tahasildar, Digapahandi
O.P. filed show cause: says he purchased the plot by sada kagaja in 1999 for Rs. 18,000 and is in possession since
1999; pleads the application is barred.
Our reply: transfer by a Sabar (ST) without s. 22 permission is void; s. 23 restoration.
Tahasildar directed R.I. Digapahandi to do field enquiry and report. Next 07.07.2026.
""")
u("backlog/2026-08/PTL_OLR_18-8.txt", "typed_note_txt", L, "2026-08-18", ["C02"], ["C02-H05"], """
18/8/26 - Sukru OLR - Digapahandi
RI report on record. RI says: 1973 settlement RoR in name of Dasu Sabar (ST), OP Gopinath in possession since 1999
on sada kagaja, no s. 22 permission. This is our whole case. Tahasildar babu as usual read only the RI report.
Next 29.9.26 hearing.
""")
u("backlog/2026-09/IMG20260929_175510.jpg", "handwritten_note_photo", L, "2026-09-29", ["C02"], ["C02-H06"], """
29.9.26  Digapahandi Tahasil
Sukru OLR - argued 20 min. Sahu babu filed written note (long possession 27 yrs, adverse possession).
Tahasildar: "orders will be passed". Reserved - order date 17.11.26.
Sukru + son Rama came on bus, gave Rs. 300 for their fare back.
""")
u("backlog/2026-11/OLR order 17.11.2026 Digapahandi.pdf", "certified_order_sheet_scan", "Tahasildar, Digapahandi", "2026-11-24", ["C02"], ["C02-H07"], """
IN THE COURT OF THE TAHASILDAR-CUM-REVENUE OFFICER, DIGAPAHANDI
OLR Case No. 37 of 2025        Sukru Sabar  -vrs-  Gopinath Patra
17.11.2026  Order No. 12.  Both parties present through advocates. Perused the R.I. report dated 14.08.2026 and the
    1973 RoR. The land Plot No. 1123, Ac. 0.640 dec. of Khata No. 87 stood recorded in the name of Dasu Sabar, a
    member of a Scheduled Tribe. The transfer in favour of the O.P. was without permission under s. 22 of the OLR Act
    and is void. The plea of long possession does not help the O.P. The land is restored to the applicant Sukru
    Sabar, the legal heir of Dasu Sabar. The O.P. shall deliver vacant possession within 30 days, failing which the
    R.I. shall deliver possession. Case disposed of.
                                                    sd/- Tahasildar-cum-Revenue Officer, Digapahandi
""")

# ---------------- C03 Gopalpur port writ (Orissa HC)
u("backlog/2026-02/WhatsApp Chat with Debasish CTC.txt", "whatsapp_export", D, "2026-11-25", ["C03"],
  ["C03-H01", "C03-H02", "C03-H06"], """
24/02/26, 14:02 - Debasish CTC: Sir WPC 21457/25 Appanna - Dash J Ct 11. Notice issued. Mohanty AGA accepted notice for State. Counter in 4 weeks. Listed 7.4.26
24/02/26, 14:05 - PK Panigrahi Adv: Thanks. Mu VC re join karithili kintu link drop hela.
07/04/26, 15:30 - Debasish CTC: Sir Appanna matter - counter filed hoini. AGA Mohanty sir "instructions awaited from SLAO" kahile. IDCO pain Tripathy sir appear hele. Next 5.5.26
25/11/26, 16:10 - Debasish CTC: Sir Appanna writ - heard in part today. Judge seemed convinced notice was not served. Tripathy sir (IDCO) sought time to take instructions on paying compensation. Next 10.02.2027
25/11/26, 16:12 - PK Panigrahi Adv: Bhala. Appanna ku phone karuchhi.
""")
u("backlog/2026-05/WPC 21457-2025 order 05.05.2026.pdf", "certified_order_sheet_scan", "Orissa High Court, Cuttack", "2026-05-06", ["C03"], ["C03-H03"], """
ORISSA HIGH COURT : CUTTACK
W.P.(C) No. 21457 of 2025
Kalla Appanna and others          ....   Petitioners
                                         Mr. P.K. Panigrahi, Advocate
                    -versus-
State of Odisha and others        ....   Opposite Parties
                                         Mr. S.C. Mohanty, Addl. Government Advocate
                                         Mr. A.K. Tripathy, Advocate (for IDCO)
CORAM: JUSTICE M.R. DASH
Order No. 03                       ORDER                        05.05.2026
1. This matter is taken up through hybrid arrangement (video conferencing/physical mode).
2. Learned Addl. Government Advocate again seeks time to file counter affidavit as instructions are awaited from
the Special Land Acquisition Officer, Berhampur. As a last chance, four weeks' time is allowed. If the counter is not
filed by then, the Special Land Acquisition Officer, Berhampur shall appear in person on the next date.
3. List on 21.07.2026.                                                          (M.R. Dash) Judge
""")
u("backlog/2026-07/WPC 21457-2025 order 21.07.2026.pdf", "certified_order_sheet_scan", "Orissa High Court, Cuttack", "2026-07-22", ["C03"], ["C03-H04"], """
ORISSA HIGH COURT : CUTTACK
W.P.(C) No. 21457 of 2025
Kalla Appanna and others  ....  Petitioners        -versus-        State of Odisha and others  ....  Opposite Parties
CORAM: JUSTICE M.R. DASH
Order No. 04                       ORDER                        21.07.2026
1. This matter is taken up through hybrid arrangement (video conferencing/physical mode).
2. Counter affidavit on behalf of O.P. Nos. 1 to 3 is filed. It is stated that the land was acquired by Award No. 4
of 2011 and the compensation of Rs. 1,18,400 was deposited in the Court of the Civil Judge (Sr. Divn.), Berhampur in
2012. Mr. Panigrahi submits that no notice of the award was ever served on the petitioners.
3. The Special Land Acquisition Officer, Berhampur shall file his own affidavit stating how notice under Section 12(2)
of the L.A. Act was served on the petitioners, with the records.
4. List on 15.09.2026.                                                          (M.R. Dash) Judge
""")
u("backlog/2026-09/Appanna writ 15 sep.docx", "typed_note_docx", L, "2026-09-15", ["C03"], ["C03-H05"], """
15.09.2026 - W.P.(C) 21457/2025 Appanna v. State - Dash J, Ct. 11 (joined through VC from chamber)
SLAO's affidavit filed: admits notice was served "by affixture" on the village chaura only - no personal service,
no signature of any petitioner. Good for us.
Judge: "why should the poor people go to the reference court now, after 14 years?"
We to file rejoinder within 2 weeks. Next 25.11.2026.
Appanna's son called - in Telugu: "dabbulu eppudu vastayi sir?" Told him wait for next date.
""")

# ---------------- C04 Samiti boat-loan suit + Ramana's WhatsApp
u("backlog/2026-03/20260303_132817.jpg", "handwritten_note_photo", L, "2026-03-03", ["C04"], ["C04-H01"], """
3/3/26  CJ (JD)-I  Ct 4
Samiti v. Simhachalam M.S. 61/25 - Dft appeared thru Srinibas Rath babu. Time for W.S. Next 8/4/26.
Ramana (secy) says Simhachalam still goes to sea daily with same boat !!
""")
u("backlog/2026-04/IMG-20260408-WA0011.jpg", "handwritten_note_photo", K, "2026-04-08", ["C04"], ["C04-H02"], """
08.04.2026 - M.S. 61/25 ଅରଜିପଲ୍ଲୀ ସମିତି ବନାମ ସିଂହାଚଳମ୍ - C.J. (J.D.)-I
ବିବାଦୀ W.S. ଦାଖଲ କଲେ - ବାତ୍ୟା (Dana) ରେ ଡଙ୍ଗା ନଷ୍ଟ, ବୀମା ଟଙ୍କା 1,20,000 adjust କରିବାକୁ କହିଛନ୍ତି।
ପରବର୍ତ୍ତୀ ତାରିଖ 13.05.2026 - issue
- ଭଗବାନ
""")
u("backlog/2026-05/MS 61-25 order sheet.pdf", "certified_order_sheet_scan", "Civil Judge (Jr. Divn.)-I, Berhampur", "2026-07-14", ["C04"], ["C04-H03", "C04-H04"], """
IN THE COURT OF THE CIVIL JUDGE (JUNIOR DIVISION)-I, BERHAMPUR
M.S. No. 61 of 2025    Arjipalli Matsyajibi Samabaya Samiti Ltd.  -vrs-  Vasupalli Simhachalam
13.05.2026  Order No. 14.  Both parties file hazira. Heard. Issues framed: (1) maintainability (2) cause of action
    (3) whether the defendant is liable to repay Rs. 5,26,740 with interest (4) whether the insurance amount is to be
    adjusted (5) relief. Put up on 08.07.2026 for P.W.                     sd/- P.P. Das, C.J. (J.D.)-I
08.07.2026  Order No. 15.  P.W.1 Mylapalli Ramana present. As the witness is conversant only in Telugu, his
    evidence is recorded through the Court's Telugu interpreter Sri K. Suryanarayana. P.W.1 examined in chief; Ext.1
    to Ext.3 marked. Cross-examination in part. Put up on 12.08.2026 for further cross.
                                                                            sd/- P.P. Das
Certified copy, ready 14.07.2026.
""")
u("backlog/2026-08/samiti PW2 12 aug.txt", "typed_note_txt", L, "2026-08-12", ["C04"], ["C04-H05"], """
12.8.26 - Samiti boat loan suit - Court 4
P.W.1 Ramana's cross over (through interpreter again). Admitted the society got Rs. 1,20,000 insurance on the boat
in 2025 - said it went to the old loan of the society with the Central Co-op Bank, not to Simhachalam's account.
P.W.2 Budha Behera, accountant, proved loan ledger as Ext.4. Our evidence closed.
Next 7.10.26 for D.W.
""")
u("backlog/2026-12/WhatsApp Chat with Ramana Samiti.txt", "whatsapp_export", "Mylapalli Ramana (Secretary, Samiti)", "2026-12-20", ["C04", "C08"],
  ["C04-H07", "C04-H08", "C08-H03"], """
22/06/26, 13:15 - Ramana Samiti: Namaskaram sir. Yerrayya balance 1 lakh DD ichadu today. Case close aa?
22/06/26, 13:30 - PK Panigrahi Adv: Haan Ramana babu, SDJM compounded u/s 147 today. Accused acquitted, samiti ku puro 1,85,000 milila. Case sesha.
22/06/26, 13:31 - Ramana Samiti: Chala thanks sir 🙏
11/11/26, 18:02 - PK Panigrahi Adv: Aji Simhachalam D.W.1 re deposition dela. Mu cross karili - admitted he did not inform the samiti about cyclone damage for 6 months. Rs. 500 cost bhi deichhi aji. Next 16.12.
11/11/26, 18:10 - Ramana Samiti: Sare sir. Padava (పడవ) still using he is, sir, every day sea ki veltadu.
16/12/26, 17:40 - PK Panigrahi Adv: Madam settlement kahile. Simhachalam 3,00,000 deba kahuchhi, 10 kisti re (instalments). Managing Committee resolution aniba next date ku - 28.01.2027.
16/12/26, 17:55 - Ramana Samiti: Committee meeting 10 January pettamu sir. Resolution testanu.
20/12/26, 09:12 - Ramana Samiti: Sir 3 lakh takkuva (less). Minimum 3,50,000 principal cheppandi.
""")

# ---------------- C05 Bhagirathi SC/ST complaint
u("backlog/2026-03/PTL notes SC ST 12-3.docx", "typed_note_docx", L, "2026-03-12", ["C05"], ["C05-H02"], """
12.03.2026 - I.C.C. Case No. 23/2025 Bhagirathi Nayak v. Purna Chandra Padhy & Ors. - Special Judge (SC/ST), Bam
Inquiry u/s 225 BNSS. W.1 Smt. Kuni Nayak (wife of complainant) examined: on 14.10.2025 at the Kanisi tube well
A1 Padhy abused Bhagirathi by caste name in front of the whole sahi and pushed him; A2 and A3 broke his bucket.
W.2 Lingaraj Sethi did not come (gone to Surat for work). Next 16.04.2026.
""")
u("backlog/2026-04/20260416_154411.jpg", "handwritten_note_photo", L, "2026-04-16", ["C05"], ["C05-H03"], """
16.4.26 Spl Court
Bhagirathi - W.2 Lingaraj Sethi examined (came back from Surat). Saw A1 abusing "by caste name" at tube well.
Parida sir asked for caste certificate of complainant - "file it before cognizance". Get from Tahasil.
Next 14.5.26 for cognizance.
""")
u("backlog/2026-05/ICC 23-2025 order 14.05.2026.pdf", "certified_order_sheet_scan", "Special Judge, Berhampur", "2026-05-20", ["C05"], ["C05-H04"], """
IN THE COURT OF THE SPECIAL JUDGE (SC & ST (PoA) ACT), BERHAMPUR
I.C.C. Case No. 23 of 2025     Bhagirathi Nayak  -vrs-  Purna Chandra Padhy & two others
14.05.2026  Order No. 9.  Complainant present with advocate. Caste certificate No. SC/2026/0418 filed. Perused the
    initial statement of the complainant and the statements of W.1 and W.2 recorded at the inquiry. A prima facie case
    is made out u/s 3(1)(r) and 3(1)(s) of the SC & ST (PoA) Act and ss. 115(2) and 351(2) BNS against all the three
    accused. Cognizance taken. Issue summons to the accused. Put up on 09.07.2026 for appearance.
                                                                 sd/- R. Parida, Special Judge, Berhampur
""")
u("backlog/2026-07/bhagirathi 9 july.txt", "typed_note_txt", L, "2026-07-09", ["C05"], ["C05-H05"], """
9 July 26 - Bhagirathi SC/ST - Spl Court
All 3 accused appeared through Rabi Narayan Panda babu. Bail allowed - bond Rs. 10,000 each with one surety.
Panda babu immediately filed discharge petition - his line: "it is a land dispute over the sahi path, false case".
Next 24.9.26 for hearing on discharge.
""")
u("backlog/2026-10/IMG-20261010-WA0002.jpg", "handwritten_note_photo", K, "2026-10-10", ["C05", "C06"], ["C05-H06", "C06-H05"], """
ତାରିଖ ଖାତା - ସେପ୍ଟେମ୍ବର/ଅକ୍ଟୋବର ୨୦୨୬
24.09.2026 - I.C.C. 23/25 ଭଗୀରଥି - Spl. Court: discharge ଉପରେ ଶୁଣାଣି ହେଲା। order ପାଇଁ ପରବର୍ତ୍ତୀ ତାରିଖ 05.11.2026
09.10.2026 - S.T. 67/24 ଗଙ୍ଗାଧର - 1st A.S.J.: I.O. ଆସିଲେନି। B.W. ଜାରି। ପରବର୍ତ୍ତୀ ତାରିଖ 04.12.2026
- ଭଗବାନ
""")
u("backlog/2026-11/bhagirathi charge 5.11.docx", "typed_note_docx", L, "2026-11-05", ["C05"], ["C05-H07"], """
05.11.2026 - Bhagirathi v. Padhy - Special Judge (SC/ST)
Discharge petition REJECTED. Court: "land dispute between parties is no licence to abuse by caste name".
Charge framed u/s 3(1)(r), 3(1)(s) SC&ST Act and 115(2), 351(2) BNS. All three accused pleaded not guilty, claimed
trial. Next 18.02.2027 for P.W. evidence - summons to Kuni and Lingaraj.
Bhagirathi wants compensation under the Act - told him to apply to the DSWO (relief under Rule 12).
""")

# ---------------- C06 Gangadhar sessions trial
u("backlog/2026-03/ST 67-24 P.W.4 20 march.docx", "typed_note_docx", L, "2026-03-20", ["C06"], ["C06-H01"], """
20.03.2026 - S.T. Case No. 67/2024 State v. Gangadhar Gouda & Anr. - 1st A.S.J., Berhampur
P.W.4 Sankar Gouda (said eye witness) examined by Addl. PP Swain babu: says A1 Gangadhar hit Narasingha with a
"thenga" (lathi) on the head at the canal point at about 7 PM.
Our cross: it was dark, no light at the canal; he reached only after hearing shouts; he has a civil case against
A1 over the same canal water. Good contradictions with his 161 statement.
Next 08.05.2026 for P.W.5 (doctor).
""")
u("backlog/2026-05/20260508_124502.jpg", "handwritten_note_photo", L, "2026-05-08", ["C06"], ["C06-H02"], """
8/5/26  1st ASJ
Gangadhar S.T. - doctor P.W.5 absent (MKCG duty). Swain babu prayed time. Summons again.
Next 26/6/26.
""")
u("backlog/2026-06/ST 67-24 order sheet 26.06.pdf", "certified_order_sheet_scan", "1st Addl. Sessions Judge, Berhampur", "2026-06-30", ["C06"], ["C06-H03"], """
IN THE COURT OF THE 1ST ADDITIONAL SESSIONS JUDGE, BERHAMPUR
S.T. Case No. 67 of 2024 (arising out of Golanthara P.S. Case No. 88 of 2023)     State  -vrs-  Gangadhar Gouda & another
26.06.2026  Order No. 41.  Accused persons are present on bail. Addl. P.P. is present. P.W.5 Dr. Ashis Kumar Rout,
    Asst. Professor, F.M.T., M.K.C.G. Medical College, Berhampur is present, examined, cross-examined and discharged.
    P.M. report marked Ext.6. Issue summons to the remaining witnesses. Put up on 21.08.2026 for P.W.
                                                          sd/- S.C. Behera, 1st Addl. Sessions Judge, Berhampur
""")
u("backlog/2026-08/gangadhar PW6 hostile.txt", "typed_note_txt", L, "2026-08-21", ["C06"], ["C06-H04"], """
21.8.26 - Gangadhar 302 - 1st ASJ
P.W.6 Kabi Gouda (brother-in-law of deceased) - did not support prosecution. Said he was at the Digapahandi haat
that evening and came back at night, saw only the body. Declared hostile, PP cross. Nothing against A1.
Next date 9.10.2026 - I.O. (SI Pradeep Kumar Nayak).
Pitabas (A1's son) paid Rs. 5,000 towards fee.
""")
u("backlog/2026-12/gangadhar 4 dec IO absent.docx", "typed_note_docx", L, "2026-12-04", ["C06"], ["C06-H06"], """
04.12.2026 - S.T. 67/2024 - 1st A.S.J.
I.O. SI Pradeep Kumar Nayak absent again - second time. Swain babu says he is transferred to Koraput district.
Court issued fresh B.W. through S.P., Koraput. Behera sir said "no further adjournment for the I.O.".
Next 15.01.2027.
""")
u("backlog/2027-01/Cause List 28-01-2027 1st ASJ Bam.pdf", "cause_list_pdf", "District Court Berhampur (eCourts)", "2027-01-27", ["C06"], [], """
DISTRICT COURT, GANJAM AT BERHAMPUR - CAUSE LIST FOR 28.01.2027 (THURSDAY)
COURT OF THE 1ST ADDITIONAL SESSIONS JUDGE, BERHAMPUR - Sri S.C. Behera
Sl.  Case No.                 Parties                                      Advocate                Stage
1    S.T. 12/2022             State vs Dhaneswar Behera                    S.K. Mishra             Argument
2    S.T. 67/2024             State vs Gangadhar Gouda & Anr.              P.K. Panigrahi          P.W. (I.O.)
3    Crl. Appeal 44/2025      Prafulla Sahu vs State                       B. Tripathy             Hearing
4    S.T. 101/2025            State vs Chandramani Nahak                   R.N. Panda              Charge
5    Bail Appl. 1802/2026     Kumuda Pradhan vs State                      A. Dalei                Hearing
6    S.T. 8/2026              State vs Ghanashyam Reddy & 2 ors            K. Srinivas             P.W.
""")

# ---------------- C07 Santosh divorce
u("backlog/2026-04/santosh divorce 23.4.txt", "typed_note_txt", L, "2026-04-23", ["C07"], ["C07-H01"], """
23.4.26 - Santosh v. Laxmipriya C.P. 142/25 - Family Court
Wife appeared with Sujata Dash madam. Madam Judge referred both to the Family Court counsellor (Smt. Rina Mohanty),
sessions every Saturday. Next 23.7.26 for counsellor's report.
Santosh master upset - wants early divorce. Told him counselling is compulsory first.
""")
u("backlog/2026-07/20260723_163020.jpg", "handwritten_note_photo", L, "2026-07-23", ["C07"], ["C07-H02"], """
23/7/26  Family Ct
Santosh divorce - counsellor report: reconciliation failed (wife won't go back to Aska, husband won't shift to Bam).
Sujata Dash filed s.24 petition - claims Rs. 15,000 p.m. + 25,000 litigation.
Our reply in 2 wks. Next 3/9/26 for hearing s.24.
""")
u("backlog/2026-09/CP 142-25 order 03.09.2026.pdf", "certified_order_sheet_scan", "Judge, Family Court, Berhampur", "2026-09-09", ["C07"], ["C07-H03"], """
IN THE COURT OF THE JUDGE, FAMILY COURT, BERHAMPUR
C.P. No. 142 of 2025 (I.A. No. 61 of 2026)     Santosh Kumar Panda  -vrs-  Laxmipriya Panda
03.09.2026  Order No. 11.  Both parties present with their advocates. Heard on the petition u/s 24 HMA. The husband
    is a school teacher; the wife has no independent income. The husband shall pay interim maintenance of Rs. 8,000
    (Rupees eight thousand) per month from the date of the petition and Rs. 10,000 as litigation expenses, within two
    months. W.S. of the wife to the main petition be filed. Put up on 19.11.2026.
                                                         sd/- M. Patnaik, Judge, Family Court, Berhampur
""")
u("backlog/2026-11/santosh WS 19 nov.txt", "typed_note_txt", L, "2026-11-19", ["C07"], ["C07-H04"], """
19.11.26 - Santosh divorce - Family Court
Wife's W.S. filed: denies cruelty, says husband's mother drove her out in 2024; she is ready to live at Aska.
Santosh paid arrears Rs. 16,000 (Sept + Oct) by cheque in court; litigation Rs. 10,000 still due.
Next 11.2.27 for issues.
""")
u("backlog/2026-11/correction santosh ND.txt", "typed_note_txt", L, "2026-11-21", ["C07"], ["C07-H04"], """
21.11.26 - CORRECTION
Santosh divorce (C.P. 142/25) - in my 19.11 note I wrote next date 11.2.27 - bhul (wrong). Checked order sheet
through Smruti: correct next date is 04.02.2027 (Thursday) for settlement of issues. Diary re sudharili.
""")

# ---------------- C08 Yerrayya cheque case
u("backlog/2026-04/yerrayya compromise 10.4.docx", "typed_note_docx", L, "2026-04-10", ["C08"], ["C08-H02"], """
10.04.2026 - I.C.C. 1104/2025 Samiti v. Kolli Yerrayya (138 NI Act) - SDJM, Berhampur
Compromise talk before SDJM Mishra sir. Yerrayya paid Rs. 85,000 by DD today in court (receipt no. 0934).
Balance Rs. 1,00,000 to be paid by the next date; then joint petition u/s 147 NI Act.
Venkata Rao babu (for accused) cooperative. Yerrayya speaks only Telugu - Ramana translated.
Next 22.06.2026.
""")
u("backlog/2026-06/SDJM order 22.06.2026 ICC 1104.pdf", "certified_order_sheet_scan", "SDJM, Berhampur", "2026-06-25", ["C08"], ["C08-H03"], """
IN THE COURT OF THE S.D.J.M., BERHAMPUR
I.C.C. Case No. 1104 of 2025     Arjipalli Matsyajibi Samabaya Samiti Ltd.  -vrs-  Kolli Yerrayya
22.06.2026  Order No. 8.  Complainant through its Secretary and the accused are present. A joint petition u/s 147 of
    the N.I. Act is filed stating that the accused has paid the entire cheque amount of Rs. 1,85,000. The offence is
    compounded. The accused is acquitted u/s 147 N.I. Act read with s. 359 BNSS. Bail bonds cancelled. Case disposed of.
                                                                       sd/- S. Mishra, S.D.J.M., Berhampur
""")

# ---------------- week plans, calls and mixed pages
u("backlog/2026-02/Appanna writ first hearing 24 feb.txt", "typed_note_txt", L, "2026-02-24", ["C03"], ["C03-H01"], """
24.2.26 - Orissa HC - WPC 21457/25 (Gopalpur port land) - Dash J
Joined from chamber by VC. Notice issued. S.C. Mohanty AGA takes notice for State (Revenue Dept., Collector Ganjam,
SLAO Berhampur). IDCO to be served separately. Counter 4 weeks. Next 7.4.26.
Appanna, Simhadri came with their Telugu neighbour for translation. They say since 2012 road to port over their land.
""")
u("backlog/2026-04/HC + SDJM week 6-10 apr.docx", "typed_note_docx", L, "2026-04-11", ["C01", "C03", "C04", "C08"],
  ["C01-H03", "C03-H02", "C04-H02", "C08-H02"], """
Week 6-10 April 2026 (diary copy)

Mon 06.04 - Sabitri partition - CJ (SD): 6 issues framed. Hakim wants certified RoR of Khata 312 - apply at Gopalpur
Tahasil. ND 06.07.2026 (after vacation).
Tue 07.04 - Appanna writ - HC (Debasish attended): counter not filed, AGA time. ND 05.05.2026.
Wed 08.04 - Samiti v. Simhachalam - W.S. filed (cyclone Dana + insurance). ND 13.05.2026.
Fri 10.04 - Yerrayya 138 - SDJM: Rs. 85,000 paid by DD. ND 22.06.2026.
""")
u("backlog/2026-05/IMG-20260515-WA0004.jpg", "handwritten_note_photo", K, "2026-05-15", ["C04", "C05"], ["C04-H03", "C05-H04"], """
ତାରିଖ ଖାତା - ମେ ୨୦୨୬
13.05.2026 - M.S. 61/25 ସମିତି - issue ହେଲା (୫ ଟି)। ପରବର୍ତ୍ତୀ ତାରିଖ 08.07.2026
14.05.2026 - I.C.C. 23/25 ଭଗୀରଥି - cognizance ହେଲା, ୩ ଜଣଙ୍କୁ summons। ପରବର୍ତ୍ତୀ ତାରିଖ 09.07.2026
ଛୁଟି (summer vacation) 18.05 ରୁ - civil court ବନ୍ଦ, criminal ଚାଲିବ
- ଭଗବାନ
""")
u("backlog/2026-07/OLR 7 july flood duty.txt", "typed_note_txt", L, "2026-07-08", ["C02", "C04"], ["C02-H04", "C04-H04"], """
7-8 July 26 - two matters
7/7 Sukru OLR, Digapahandi: Smruti went - Tahasildar babu on flood duty (Rushikulya water rising), no sitting.
    Peshkar gave 18.08.2026. Tahasildar babu is on some duty or other every monsoon.
8/7 Samiti suit, Ct 4: P.W.1 Ramana in chief through Telugu interpreter Suryanarayana babu. Ext.1-3 (bye-laws,
    loan application, agreement). Cross part by Rath babu - on insurance. ND 12.08.2026.
""")
u("backlog/2026-09/call santosh 5 sep.txt", "typed_note_txt", L, "2026-09-05", ["C07"], [], """
5/9 call - Santosh master (Aska)
Unhappy with Rs. 8,000 p.m. - says his salary slip shows Rs. 46,800 net after GPF loan. Asked about appeal/revision.
Told him: interim order, pay first, else his defence may be struck off. He agreed to pay from October salary.
""")
u("backlog/2026-10/IMG20261007_WA0015.jpg", "handwritten_note_photo", L, "2026-10-07", ["C04"], ["C04-H06"], """
7.10.26  Ct 4
Simhachalam absent - "at sea". Rath babu time. Madam: cost Rs. 500 payable to plaintiff. Next 11.11.26 D.W.
Same excuse as in July when he didn't come for Ramana's cross? - no, that time he came. Note it.
""")
u("backlog/2026-11/11 nov DW1 simhachalam.docx", "typed_note_docx", L, "2026-11-11", ["C04"], ["C04-H07"], """
11.11.2026 - M.S. 61/2025 Samiti v. Simhachalam - C.J. (J.D.)-I
Cost Rs. 500 paid by the defendant before the court. D.W.1 Simhachalam examined (Telugu, through interpreter).
Our cross: admitted he is still fishing with the same boat after repairs costing about Rs. 40,000; admitted he did
not tell the samiti about the cyclone damage for 6 months; could not show any repayment after 2023.
Next 16.12.2026 for arguments.
""")
u("backlog/2026-12/gangadhar + samiti dec.txt", "typed_note_txt", L, "2026-12-17", ["C04", "C06"], ["C04-H08", "C06-H06"], """
Dec notes - two matters
4/12 Gangadhar S.T.: I.O. again absent (2nd time), B.W. through SP Koraput. ND 15.1.27.
16/12 Samiti suit: Madam asked "why not settle?" - Simhachalam offers Rs. 3,00,000 in 10 instalments. Samiti to
    bring Managing Committee resolution. ND 28.01.2027 for compromise/arguments. Ramana wants 3,50,000.
""")
u("backlog/2027-01/week plan 25-29 jan.txt", "typed_note_txt", L, "2027-01-24", ["C04", "C06", "C01", "C07", "C03"], [], """
WEEK 25 - 29 JAN 2027
Mon 25 - chamber: draft rejoinder points Appanna (HC 10.2); Sabitri objection reply (8.2)
Tue 26 - Republic Day - court closed
Wed 27 - collect Samiti resolution from Ramana; cause list check
Thu 28 - 10.30 1st ASJ: Gangadhar S.T. - I.O. (NBW returned?) - press for closing P.W. if I.O. absent
       - 11.30 Ct 4: Samiti v. Simhachalam - compromise / arguments; resolution; Rs. 3,50,000 or 3 lakh?
Fri 29 - Family Ct: nothing; Santosh on 4.2
""")
u("backlog/2027-01/WhatsApp Chat with Pitabas Gouda.txt", "whatsapp_export", "Pitabas Gouda (son of A1)", "2027-01-15", ["C06"], ["C06-H07"], """
15/01/27, 14:10 - Pitabas Gouda: Sir aji kana hela? Bapa court ru phone uthauni.
15/01/27, 14:25 - PK Panigrahi Adv: I.O. aji bhi asile nahin - tini thara hela. Hakim NBW kale, prosecution ku last chance. Next 28.01.2027. Bapa ku sei dina aniba.
15/01/27, 14:26 - Pitabas Gouda: Ajnya sir.
""")
u("backlog/2026-02/SC ST complaint initial statement 12.2.txt", "typed_note_txt", L, "2026-02-12", ["C05"], ["C05-H01"], """
12.2.26 Spl Court (SC/ST) - Bhagirathi complaint
Initial statement u/s 223 BNSS recorded - he told the full story in Odia, the court recorded in English.
Police (Gopalpur PS? no - Golanthara PS jurisdiction) had refused to register FIR on 15.10.25 - our complaint since.
Next 12.3.26 - bring W.1 Kuni and W.2 Lingaraj.
""")
u("backlog/2026-06/WhatsApp Chat with Sabitri nani.txt", "whatsapp_export", "Sabitri Sahu (client, through grandson)", "2026-09-09", ["C01"], [], """
30/06/26, 19:02 - Sabitri nani: Babu mu Sabitri, nati phone re lekhuchhi. 6 tarikh re jibi ki?
30/06/26, 19:10 - PK Panigrahi Adv: Haan nani, 6 July asiba, evidence affidavit sign karibaku.
09/09/26, 18:30 - Sabitri nani: Amin babu nku 6000 tanka deli. Receipt achhi.
09/09/26, 18:32 - PK Panigrahi Adv: Bhala, receipt photo pathaa.
""")
u("backlog/2026-12/DSWO letter Bhagirathi relief.pdf", "document_scan", "District Social Welfare Officer, Ganjam", "2026-12-28", ["C05"], [], """
OFFICE OF THE DISTRICT WELFARE OFFICER, GANJAM, CHHATRAPUR
Letter No. 4471/DWO  Dt. 28.12.2026   To: Sri Bhagirathi Nayak, Kanisi
Sub: Monetary relief under Rule 12(4) of the SC & ST (PoA) Rules, 1995
Your application has been received. On framing of charge in I.C.C. Case No. 23/2025, relief of Rs. 25,000 (being the
second instalment admissible) is sanctioned and will be credited to your bank account.
""")
