"""The uploads of the Udupi practice: what the advocate, the junior Ashwitha and the gumasta Venkatesha kept."""

L, J, K = "Nithyananda Poojary", "Ashwitha Salian", "Venkatesha Bhat (gumasta)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2025-08/OS 214-2025 plaint Kodavoor daiva sthana.pdf", "document_scan", L, "2025-08-20", ["C01"], [], """
IN THE COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE AT UDUPI
O.S. No. 214/2025
Shekara Poojary, aged 61, s/o late Babbu Poojary, Kodavoor village, Udupi Taluk ... PLAINTIFF
V/s  1. Sundara Poojary  2. Ramesh Poojary  3. Gulabi Poojarthi  4. Sri Jumadi Bante Daiva sthana rep. by its
mukhyastha (nominal) ... DEFENDANTS
PLAINT UNDER ORDER VII RULE 1 CPC
The plaintiff is the eldest male member of the Kodavoor Poojary family (guttu mane) and by custom the gurikara
(hereditary trustee) of Sri Jumadi Bante Daiva sthana. Since 2024 D1 and D2 have taken the keys of the bhandara
(the daiva's jewels and silver mask) and refused to hold the annual nema on the customary day. Prayer: declaration
that plaintiff is the hereditary gurikara; injunction restraining D1 to D3 from interfering with the bhandara and the
nema. Value for court fee: Rs. 1,00,000.        sd/- Nithyananda Poojary, Advocate for plaintiff
""")
u("backlog/2026-06/IMG_20260604_101522.jpg", "document_photo", "Partners", "2026-06-04", ["C02"], [], """
PARTNERSHIP DEED (photo of first two pages, stamp paper Rs. 200)
This deed made at Malpe on 02.04.2019 between Suresh Kunder s/o Sanjiva Kunder (first partner) and Dinesh Suvarna
s/o Rama Suvarna (second partner) for running the trawler boat 'Mahalakshmi' Reg. IND-KA-02-MM-4471, Malpe harbour.
Capital: each partner Rs. 12,50,000. Profit and loss 50:50 after diesel, ice, batta of khalasis and auction
commission. Accounts of each trip to be written in the boat book; the second partner to keep the books and the
auction slips of the Malpe fish market.
""")
u("backlog/2026-07/gratuity application Kamala Devadiga form N.pdf", "document_scan", L, "2026-08-03", ["C03"], [], """
BEFORE THE CONTROLLING AUTHORITY UNDER THE PAYMENT OF GRATUITY ACT, 1972 AND ASSISTANT LABOUR COMMISSIONER, UDUPI
FORM N - Application u/s 7(4)
Applicant: Kamala Devadiga, w/o Narayana Devadiga, Koteshwara (and 11 similar applications, P.G.A. 14/2026 to 25/2026)
Employer: Shree Durga Cashew Industries, Koteshwara, Kundapura Taluk (prop. Vasudeva Kamath)
Service: 1998 to 31.03.2026 (date of closure); last wages Rs. 11,400 p.m. (piece rate: cashew peeling / gerumbe)
Gratuity claimed: Rs. 1,84,000 (Kamala). Total of twelve claims: Rs. 14,62,800.
""")
u("backlog/2026-07/Gold loan pledge receipt Kharvi.jpg", "document_photo", "Sri Koteshwara Vyavasaya Seva Sahakari Bank", "2026-07-02", ["C04"], [], """
ಶ್ರೀ ಕೋಟೇಶ್ವರ ವ್ಯವಸಾಯ ಸೇವಾ ಸಹಕಾರಿ ಬ್ಯಾಂಕ್ ನಿಯಮಿತ - GOLD LOAN PLEDGE RECEIPT
Loan A/c GL/2341/2024   Date of loan 11.09.2024   Borrower: Mahesh Kharvi, Gangolli
Ornaments: 2 bangles, 1 chain (thali sara), gross 96.4 g, net 91.0 g, appraised by Ganesh Acharya (bank appraiser)
Loan sanctioned Rs. 3,10,000.  Re-appraisal on 14.05.2026: ornaments found spurious (gold-coated copper).
Outstanding on 30.06.2026 with interest: Rs. 3,85,000.       Manager: Santhosh Hebbar
""")
u("backlog/2026-06/Cheque return memo Nayak.pdf", "document_scan", "Karnataka Bank Ltd., Kundapura", "2026-06-03", ["C05"], [], """
KARNATAKA BANK LTD.  Kundapura Branch
CHEQUE RETURN MEMO   03.06.2026
Cheque No. 772145 dated 30.05.2026 for Rs. 4,80,000/- drawn by Ramachandra Nayak on SB A/c 7xxxxx, presented by
Mohammed Haneef (Haneef Hardwares) - RETURNED. Reason: Funds Insufficient.
""")
u("backlog/2026-06/Legal notice Ramachandra Nayak.docx", "typed_note_docx", L, "2026-06-15", ["C05"], [], """
NITHYANANDA POOJARY, B.A., LL.B., Advocate, Udupi / Kundapura
By RPAD                                                            15.06.2026
To: Sri Ramachandra Nayak, Vaderhobli, Kundapura
Under instructions from my client Sri Mohammed Haneef, prop. Haneef Hardwares, Kundapura: you purchased cement,
TMT rods and tiles on credit for your house and issued cheque No. 772145 dated 30.05.2026 for Rs. 4,80,000, which
was returned for 'funds insufficient' on 03.06.2026. Pay the amount within 15 days of this notice, failing which
my client will prosecute you u/s 138 of the N.I. Act.          sd/- Advocate
""")
u("backlog/2026-04/Discharge summary KMC Prakash Mendon.pdf", "document_scan", "Kasturba Hospital, Manipal", "2026-04-02", ["C06"], [], """
KASTURBA HOSPITAL, MANIPAL - DISCHARGE SUMMARY
Patient: Prakash Mendon, 44 M, Kukkikatte, Udupi.   DOA 12.03.2026  DOD 01.04.2026
History: RTA on NH-66 at Santhekatte, scooter hit by lorry from behind.
Diagnosis: Closed fracture shaft of left femur; fracture left distal radius.
Procedure: ORIF with interlocking nail left femur (14.03.2026).  Bill amount Rs. 2,36,450.
Advice: non-weight bearing 8 weeks; review in ortho OPD.      Dr. Sandeep Rao, Orthopaedics
""")
u("backlog/2027-02/FIR Kota PS Cr 31-2027.pdf", "document_scan", "Kota Police Station", "2027-02-07", ["C07"], [], """
FIRST INFORMATION REPORT - Kota Police Station, Udupi District   Crime No. 31/2027   Date: 07.02.2027
Sections: 125(b) BNS; Sec. 11 Prevention of Cruelty to Animals Act, 1960
Brief: At the Kota-Manur Kambala held on 06.02.2027, in the Negilu hiriya (senior plough) category, a buffalo pair
broke the bamboo fence at the finishing end and injured a spectator, Santhosh Gowda (fracture of right leg). The
organisers did not put the double barricade required by the conditions of the Deputy Commissioner. Accused:
1. Jayarama Shetty (president, Kambala samithi) 2. others.
""")
u("backlog/2026-10/CMC notice Lobo Thottam CRZ.jpg", "document_photo", "Udupi City Municipal Council", "2026-10-21", ["C08"], [], """
ಉಡುಪಿ ನಗರಸಭೆ / UDUPI CITY MUNICIPAL COUNCIL
No. UCMC/CRZ/112/2026-27                                       Date 21.10.2026
To Sri Wilfred Lobo and Smt. Flavia Lobo, Thottam, Malpe
NOTICE: The extension (ground + first floor, about 640 sq.ft) to your house in Sy. No. 88/2 of Thottam is within
CRZ-III (No Development Zone) under CRZ Notification 2019 and no clearance of the Karnataka Coastal Zone Management
Authority was obtained. You are directed to demolish it within 15 days, failing which the Council will demolish it
at your cost.                                   Commissioner, CMC Udupi
""")

# ---------------- hearings: C01 daiva sthana, C02 trawler (Udupi civil courts)
u("backlog/2026-10/IMG_20261005_173344.jpg", "handwritten_note_photo", L, "2026-10-05", ["C01", "C02"], ["C01-H01"], """
5/10 Mon   Prl SCJ Udupi
Jumadi sthana OS 214/25 - Adiga asked time for WS for D1-3. Madam: "last chance". mundina dinanka 16/11.
Shekara anna came with his son; helidru the nema is due in Dec, Sundara's people holding the keys still.
Kunder boat case (II Addl) - listed 26/10, RPAD ack not back yet. Check.
""")
u("backlog/2026-09/Kunder boat note 14 sep.txt", "typed_note_txt", L, "2026-09-14", ["C02"], ["C02-H01"], """
14.09.2026 - OS 88/2026 Suresh Kunder v. Dinesh Suvarna, II Addl SCJ Udupi
Defendant absent. Summons returned 'door locked - gone to sea'. Fresh summons by RPAD ordered. ND 26.10.2026.
Suresh helidru Dinesh has taken the boat to Mangaluru (Bunder) for repair, boat book also with him.
""")
u("backlog/2026-10/OS 88-2026 order sheet 26.10.2026.pdf", "certified_order_sheet_scan", "II Addl. Senior Civil Judge, Udupi", "2026-10-26", ["C02"], ["C02-H02"], """
O.S. No. 88/2026        ORDER SHEET (certified copy)
26.10.2026   Call on. Plaintiff present. Counsel for plaintiff present.
Defendant present. Sri Vishwanath Karanth files vakalath for defendant and seeks time for written statement.
Granted. For W.S. call on 07.12.2026.                               II Addl. Senior Civil Judge, Udupi
""")
u("backlog/2026-11/ರಿಜಿಸ್ಟರ್ ಪುಟ ೧೬-೧೧.jpg", "handwritten_note_photo", K, "2026-11-16", ["C01", "C06"], ["C01-H02"], """
ದಿನಾಂಕ ೧೬-೧೧-೨೦೨೬ ಸೋಮವಾರ
ಓ.ಎಸ್. ೨೧೪/೨೦೨೫ (ಪ್ರ. ಹಿ. ಸಿ. ನ್ಯಾ.) ಕೊಡವೂರು ದೈವಸ್ಥಾನ - ಪ್ರತಿವಾದಿ ೧-೩ ಲಿಖಿತ ಹೇಳಿಕೆ ಸಲ್ಲಿಕೆ ಆಯಿತು. ಐ.ಎ. ೧ ವಾದ ಕೇಳಿದರು.
ಮುಂದಿನ ದಿನಾಂಕ ೧೪-೧೨-೨೦೨೬ - ಐ.ಎ. ಮೇಲೆ ಆದೇಶ.
ಎಂ.ವಿ.ಸಿ. ೬೧೨/೨೦೨೬ ಮೆಂಡನ್ - ೯-೧೨ ಕ್ಕೆ ಸಾಕ್ಷಿ (ಹಳೆ ದಿನಾಂಕ, ಬದಲಾವಣೆ ಇಲ್ಲ).
""")
u("backlog/2026-12/Daiva sthana IA order 14.12.2026.pdf", "certified_order_sheet_scan", "Principal Senior Civil Judge, Udupi", "2026-12-14", ["C01"], ["C01-H03"], """
O.S. No. 214/2025     ORDER ON I.A. No. 1 (O.39 R.1 and 2 CPC)          14.12.2026
Plaintiff present. Counsel for plaintiff present. Counsel for D1 to D3 present. D4 placed ex parte earlier.
Heard. The question who is the hereditary gurikara is to be decided on evidence. Pending the suit, both sides shall
maintain status quo as to the bhandara; the keys shall remain in the custody of D1, who shall produce the inventory
of jewels within 2 weeks. The annual nema shall be held jointly by both branches of the family, with intimation to
the Tahsildar, Udupi. I.A. No. 1 partly allowed.  Call on 18.01.2027 for issues.
                                                                   Principal Senior Civil Judge, Udupi
""")
u("backlog/2026-12/WhatsApp Chat with Suresh Kunder Malpe.txt", "whatsapp_export", "Suresh Kunder and " + L, "2026-12-07", ["C02"], ["C02-H03"], """
07/12/26, 10:02 am - Suresh Kunder Malpe: Anna namaskara. Innu court da? Yaan Malpe dakke poyi, boat bandu
07/12/26, 10:04 am - Nithyananda Poojary: Barodu maraya, order sheet ullerge. 11 ge court hall 6
07/12/26, 1:15 pm - Nithyananda Poojary: WS file aapundu. Dinesh counter claim Rs. 6,40,000 diesel baaki panpina. Next date 25.01.2027
07/12/26, 1:17 pm - Suresh Kunder Malpe: Diesel 6 lakh 40?? Dada maraya sullu! Diesel bill ellam Malpe bunk da, yaan kodtini
07/12/26, 1:20 pm - Nithyananda Poojary: Bill ellam photo kalpu. Commissioner application panpini next date
""")
u("backlog/2027-01/Register page 18-01 and 25-01.jpg", "handwritten_note_photo", K, "2027-01-25", ["C01", "C02"], ["C01-H04", "C02-H04"], """
೧೮-೦೧-೨೦೨೭  ಓ.ಎಸ್. ೨೧೪/೨೫ ದೈವಸ್ಥಾನ - ವಿವಾದಾಂಶಗಳು ರಚನೆ (೫ ವಿವಾದಾಂಶ). ವಾದಿ ಸಾಕ್ಷ್ಯಕ್ಕೆ ೦೧-೦೩-೨೦೨೭.
೨೫-೦೧-೨೦೨೭  ಓ.ಎಸ್. ೮೮/೨೬ ಮಲ್ಪೆ ದೋಣಿ - ಕಮಿಷನರ್ ಅರ್ಜಿ ಮಂಜೂರು. ವಕೀಲರು ಜಯಪ್ರಕಾಶ್ ರಾವ್ ಕಮಿಷನರ್.
   ಕಮಿಷನರ್ ವರದಿಗೆ ೦೫-೦೪-೨೦೨೭.
""")
u("backlog/2027-03/Jumadi PW1 note 1 march.docx", "typed_note_docx", L, "2027-03-01", ["C01"], ["C01-H05"], """
01.03.2027  O.S. 214/2025 (Kodavoor daiva sthana) - for plaintiff's evidence
PW1 Shekara Poojary's affidavit in lieu of chief filed; Ex.P1 to P9 marked (incl. the 1962 panchayat tirpu and the
kadata of 1931 showing Babbu Poojary as gurikara). Adiga vakilaru said he is not ready for cross, asked time;
madam gave it with a warning. Next date 14.06.2027 (court summer vacation in May).
Nema held on 22.12.2026 jointly - peaceful, Tahsildar's RI present. Good.
""")
u("backlog/2027-06/WhatsApp Chat with Ashwitha Jr.txt", "whatsapp_export", J + " and " + L, "2027-06-21", ["C01", "C02"], ["C01-H06", "C02-H06"], """
14/06/27, 12:40 pm - Ashwitha Jr: Sir Jumadi case PW1 cross aayitu part. Adiga sir 1.5 hrs questions on the nema
day and who holds the silver mask. Shekara anna answered well. Balance cross 02.08.2027
14/06/27, 12:41 pm - Nithyananda Poojary: Ok. Did he put the 1962 tirpu?
14/06/27, 12:43 pm - Ashwitha Jr: Yes sir, suggested it is a forged copy, denied.
21/06/27, 3:05 pm - Ashwitha Jr: Sir boat case commissioner report filed. Plaintiff share due Rs.9,18,500 as per report
21/06/27, 3:06 pm - Ashwitha Jr: Karanth sir asked time for objections, judge gave costs Rs.500. ND 23/8
21/06/27, 3:10 pm - Nithyananda Poojary: Super. Suresh ge call maadu
""")
u("backlog/2027-04/boat commissioner 5 april.txt", "typed_note_txt", L, "2027-04-05", ["C02"], ["C02-H05"], """
5/4/27 OS 88/26 Malpe boat. Commissioner (Jayaprakash Rao) not filed report. He says Dinesh gave only 2019-2022
auction slips, 2023-25 books "lost in the boat". Commissioner asked 2 months. ND 21.06.2027.
""")
u("backlog/2027-08/IMG_20270802_162011.jpg", "handwritten_note_photo", L, "2027-08-02", ["C01"], ["C01-H07"], """
2/8 Mon  OS 214/25 Jumadi
PW1 cross over - Adiga finished in 40 min. No damage.
Summons to PW2 Babu Pambada (the patri / darshana of the daiva) - he must say who gave him the 'prasada' at
the nema as gurikara. mundina dinanka 27-9-27.
""")
u("backlog/2027-08/Order sheet OS 88-2026 23.08.2027.pdf", "certified_order_sheet_scan", "II Addl. Senior Civil Judge, Udupi", "2027-08-23", ["C02"], ["C02-H07"], """
O.S. No. 88/2026         ORDER SHEET
23.08.2027  Call on. Plaintiff present. Counsel for defendant present.
Defendant files objections to the Commissioner's report. Copy served. For hearing on report, call on 04.10.2027.
                                                              II Addl. Senior Civil Judge, Udupi
""")

# ---------------- C03 cashew gratuity
u("backlog/2026-10/gratuity hearing 8 oct.txt", "typed_note_txt", J, "2026-10-08", ["C03"], ["C03-H01"], """
08.10.2026 Labour office Manipal - PGA 14 to 25/2026 (cashew workers)
ALC issued notice to employer Shree Durga Cashew Industries. Kamala akka and 6 others came in a tempo from
Koteshwara. Next 12.11.2026.
""")
u("backlog/2026-11/WhatsApp Chat with Kamala akka.txt", "whatsapp_export", "Kamala Devadiga and " + J, "2026-11-12", ["C03"], ["C03-H02"], """
12/11/26, 11:30 am - Kamala akka: Madam innu yenu aayitu? Kamath sahukararu bandidra?
12/11/26, 1:02 pm - Ashwitha Jr: Akka, Deepa Rao madam reply kottiddare. Neevu seasonal, piece rate, continuous service
illa antha helidru. Next date 07.01.2027, aa dina neevu saakshi heLabeku
12/11/26, 1:04 pm - Kamala akka: 27 varsha gerumbe sulidde, seasonal ante! Sari madam, barteeni
""")
u("backlog/2027-01/PGA evidence 7 jan.docx", "typed_note_docx", J, "2027-01-07", ["C03"], ["C03-H03"], """
07.01.2027 PGA 14/2026 etc. - applicants' evidence
AW1 Kamala Devadiga examined. Deposed: joined 1998, worked every month except 2-3 weeks of raw nut shortage,
paid by kg of peeled kernels, ESI card produced (Ex.A3). Cross by Deepa Rao: admitted factory closed in monsoon
weeks some years. ALC asked employer to bring attendance registers. Next 18.02.2027 for employer's evidence.
""")
u("backlog/2027-02/IMG_20270218_140509.jpg", "handwritten_note_photo", L, "2027-02-18", ["C03"], ["C03-H04"], """
18/2  ALC - cashew gratuity
MW1 Prakash Pai (manager) examined. Registers 2014-2025 produced. In cross (me): admitted each of the 12 workers
shown present more than 240 days in every year 2014-2025. That finishes their seasonal plea.
Args on 8/4.
""")
u("backlog/2027-04/cashew args 8.4.27.txt", "typed_note_txt", L, "2027-04-08", ["C03"], ["C03-H04", "C03-H05"], """
08.04.2027 - gratuity args before ALC Sandeep Nayak. Relied on MW1's admission (240 days every year) from 18.02
and s. 2A. Deepa Rao argued piece-rate wages. Reserved. Orders on 10.06.2027.
""")
u("backlog/2027-06/PGA 14-2026 order 10.06.2027.pdf", "certified_order_sheet_scan", "Controlling Authority, Udupi", "2027-06-10", ["C03"], ["C03-H06"], """
BEFORE THE CONTROLLING AUTHORITY UNDER THE P.G. ACT & ALC, UDUPI   P.G.A. No. 14/2026 to 25/2026   10.06.2027
ORDER: The employer's own registers show each applicant worked more than 240 days a year. The applicants were in
continuous service within s. 2A. The applications are allowed. The employer shall pay gratuity of Rs. 14,62,800 in
all to the twelve applicants (Kamala Devadiga Rs. 1,84,000) with simple interest at 10% p.a. from the date due,
within 30 days. Compliance: 12.08.2027.                Controlling Authority & ALC, Udupi
""")
u("backlog/2027-08/cashew compliance 12 aug.txt", "typed_note_txt", J, "2027-08-12", ["C03"], ["C03-H07"], """
12.08.2027 PGA cashew - compliance. No deposit by Kamath. Filed application u/s 8 for recovery certificate to the
DC Udupi (recovery as arrears of land revenue). ALC: notice to employer on the application. ND 30.09.2027.
""")

# ---------------- C04 gold loan, C05 cheque (Kundapura)
u("backlog/2026-09/IMG-20260922-WA0011.jpg", "handwritten_note_photo", J, "2026-09-22", ["C04", "C05"], ["C04-H01"], """
22/9 Kundapura
OS 156/26 bank v Kharvi - D absent tho served. CJ gave one more chance. ND 3/11
CC 1422/26 Haneef - on 24/9 (Thu). Summons status nodbeku.
""")
u("backlog/2026-09/Kundapura 24.9 Haneef.txt", "typed_note_txt", J, "2026-09-24", ["C05"], ["C05-H01"], """
24.09.2026  CC 1422/2026 Haneef v Ramachandra Nayak - Addl JMFC Kundapura
Summons to accused returned unserved (address Vaderhobli - "shifted"). Fresh summons to new address at Hemmady.
ND 05.11.2026.
""")
u("backlog/2026-11/ರಿಜಿಸ್ಟರ್ ೦೩-೧೧ ಕುಂದಾಪುರ.jpg", "handwritten_note_photo", K, "2026-11-05", ["C04", "C05"], ["C04-H02", "C05-H02"], """
ಕುಂದಾಪುರ ನ್ಯಾಯಾಲಯ
೦೩-೧೧-೨೦೨೬ ಓ.ಎಸ್. ೧೫೬/೨೬ ಬ್ಯಾಂಕ್ - ಖಾರ್ವಿ : ಪ್ರತಿವಾದಿ ಹಾಜರ್, ವಕೀಲರು ಶರತ್ ಶೆಟ್ಟಿ. ಲಿಖಿತ ಹೇಳಿಕೆಗೆ ೧೫-೧೨-೨೦೨೬.
೦೫-೧೧-೨೦೨೬ ಸಿ.ಸಿ. ೧೪೨೨/೨೬ ಹನೀಫ್ : ಆರೋಪಿ ಗೈರು (ಸಮನ್ಸ್ ಜಾರಿ ಆಗಿದೆ). ಜಾಮೀನುರಹಿತ ವಾರಂಟ್. ಮುಂದಿನ ದಿನಾಂಕ ೧೭-೧೨-೨೦೨೬.
""")
u("backlog/2026-12/Kundapura 15 & 17 dec.docx", "typed_note_docx", J, "2026-12-17", ["C04", "C05"], ["C04-H03", "C05-H03"], """
Kundapura - two matters this week
15.12.2026 OS 156/2026 (bank v Kharvi): WS filed. Defence - the ornaments were appraised and accepted by the bank's
own appraiser Ganesh Acharya, so the bank cannot blame the borrower; also says he pledged genuine gold and it was
swapped in the locker. Next 09.02.2027 for issues.
17.12.2026 CC 1422/2026 (Haneef): accused Ramachandra Nayak appeared, NBW recalled, bail on bond of Rs. 10,000 with
one surety. Plea recorded - pleads not guilty. Next 04.02.2027 for complainant's evidence.
""")
u("backlog/2027-02/ಕುಂದಾಪುರ ೦೪-೦೨ ೦೯-೦೨.jpg", "handwritten_note_photo", K, "2027-02-09", ["C04", "C05"], ["C04-H04", "C05-H04"], """
೦೪-೦೨-೨೦೨೭ ಸಿ.ಸಿ. ೧೪೨೨/೨೬ ಹನೀಫ್ - ಪಿ.ಡಬ್ಲ್ಯು ೧ ಪ್ರಮಾಣಪತ್ರ ಸಲ್ಲಿಕೆ. ಪಾಟೀ ಸವಾಲು ಮುಂದಕ್ಕೆ (ಉದಯ ಕುಮಾರ್ ಶೆಟ್ಟಿ ಕೇಳಿದರು). ೧೮-೦೩-೨೦೨೭.
೦೯-೦೨-೨೦೨೭ ಓ.ಎಸ್. ೧೫೬/೨೬ ಬ್ಯಾಂಕ್ - ವಿವಾದಾಂಶ ರಚನೆ. ಪಿ.ಡಬ್ಲ್ಯು ೧ ಸಂತೋಷ್ ಹೆಬ್ಬಾರ್ ಪ್ರಮಾಣಪತ್ರ. ೨೩-೦೩-೨೦೨೭.
""")
u("backlog/2027-03/Haneef PW1 cross 18.3.docx", "typed_note_docx", L, "2027-03-18", ["C05"], ["C05-H05"], """
18.03.2027 CC 1422/2026 - PW1 Mohammed Haneef cross-examined by Udaya Kumar Shetty
Defence put: the cheque was a blank signed cheque given in 2024 as security for a chit run by Haneef's brother-in-law;
no goods were supplied. Haneef denied; identified the delivery challans (Ex.P7 to P12) and his ledger (Ex.P13).
Suggestion that Haneef runs a chit - denied. Next 13.05.2027 for 313.
""")
u("backlog/2027-03/20270323_134455.jpg", "handwritten_note_photo", J, "2027-03-23", ["C04"], ["C04-H05"], """
23/3 OS 156 bank
PW1 Hebbar cross by Sharath Shetty - on appraisal procedure, touchstone test, why re-appraisal after 20 months.
Hebbar said re-appraisal was on the RBI/NABARD inspection. Summons to appraiser Ganesh Acharya as PW2.
ND 8/6 (summer vacation May).
""")
u("backlog/2027-05/Haneef 313 13 may.txt", "typed_note_txt", J, "2027-05-13", ["C05"], ["C05-H06"], """
13.05.2027 CC 1422/26 - 313 statement of accused recorded. He says false case, wants to lead defence evidence.
Next 08.07.2027 DE.
""")
u("backlog/2027-06/OS 156-2026 order sheet 08.06.2027.pdf", "certified_order_sheet_scan", "Civil Judge (Jr. Dn.) and JMFC, Kundapura", "2027-06-08", ["C04"], ["C04-H06"], """
O.S. No. 156/2026       ORDER SHEET
08.06.2027  Call on. Plaintiff by Manager present. Counsel for plaintiff present. Counsel for defendant present.
PW2 Ganesh Acharya examined in chief, Ex.P8 (appraisal register) marked. Cross-examined by counsel for defendant.
Plaintiff's side closed. For defendant's evidence call on 20.07.2027.
                                                   Civil Judge (Jr. Dn.) and JMFC, Kundapura
""")
u("backlog/2027-07/Kundapura 8 & 20 July page.jpg", "handwritten_note_photo", L, "2027-07-20", ["C04", "C05"], ["C05-H07", "C04-H07"], """
8/7  CC 1422 Haneef - DW1 Nayak examined; my cross: admitted signature on cheque, admitted he built house in 2025,
     could not name chit or its members. ND 26/8 args.
20/7 OS 156 bank - DW1 Kharvi absent. Sharath asked time. CJ: "last chance", ND 14-9-27.
""")
u("backlog/2027-08/WhatsApp Chat with Ashwitha Jr (2).txt", "whatsapp_export", J + " and " + L, "2027-08-26", ["C05"], ["C05-H08"], """
26/08/27, 12:15 pm - Ashwitha Jr: Sir Haneef case - Udaya Kumar Shetty sir argued 40 min, security cheque, no
debt, relied on 2 judgments. Madam told us to file written arguments
26/08/27, 12:16 pm - Ashwitha Jr: Next date 27.09.2027 for our arguments
26/08/27, 12:20 pm - Nithyananda Poojary: Ok draft ready maadu, Rangappa judgment and the challans table
""")
u("backlog/2027-09/Kharvi DW1 14.09.txt", "typed_note_txt", J, "2027-09-14", ["C04"], ["C04-H08"], """
14.09.2027 OS 156/2026 bank v Kharvi - DW1 Mahesh Kharvi examined in chief. Cross by us part - he admitted he
never complained to the bank or police about any "swap" in the locker till the suit. Balance cross 12.10.2027.
""")

# ---------------- C06 Mendon MACT
u("backlog/2026-09/MACT 16.9 Mendon.txt", "typed_note_txt", L, "2026-09-16", ["C06"], ["C06-H01"], """
16.9.26 MVC 612/2026 Mendon - I Addl DJ & MACT Udupi. R2 United India appeared by Ravindra Bhat. R1 Abdul Rasheed
(owner-cum-driver of lorry KA-20-C-7xx8) absent, placed ex parte. R2 objections: ND 28.10.2026.
""")
u("backlog/2026-10/MVC 612-2026 order sheet 28.10.2026.pdf", "certified_order_sheet_scan", "MACT, Udupi", "2026-10-28", ["C06"], ["C06-H02"], """
M.V.C. No. 612/2026     ORDER SHEET
28.10.2026  Petitioner present. Counsel for petitioner present. R1 ex parte. Counsel for R2 present.
R2 files statement of objections: denies the policy liability as R1 did not hold a valid driving licence to drive a
transport vehicle on the date of accident; pleads contributory negligence of petitioner. For petitioner's evidence,
call on 09.12.2026.                                        I Addl. District & Sessions Judge and MACT, Udupi
""")
u("backlog/2026-12/IMG_20261209_121817.jpg", "handwritten_note_photo", L, "2026-12-09", ["C06"], ["C06-H03"], """
9/12  MVC 612 Mendon
PW1 affidavit filed. Ex.P1 FIR, P2 charge sheet, P3 wound cert, P4 discharge summary, P5 bills Rs 2,36,450.
Judge asked Ravindra Bhat: any offer? Bhat - "instructions". Cross 27/1.
""")
u("backlog/2027-01/Mendon cross 27.1.27.docx", "typed_note_docx", J, "2027-01-27", ["C06"], ["C06-H04"], """
27.01.2027 MVC 612/2026 - PW1 Prakash Mendon cross by Ravindra Bhat: suggested he came out of the Santhekatte service
road without indicator; denied. Admitted he works again at the fish-meal plant but on lighter work, salary cut to
Rs. 14,000 from Rs. 22,000. Summons to Dr. Sandeep Rao (KMC) - ND 10.03.2027.
""")
u("backlog/2027-03/Dr Sandeep Rao evidence 10.3.txt", "typed_note_txt", L, "2027-03-10", ["C06"], ["C06-H05"], """
10.03.2027 MVC 612 - PW2 Dr. Sandeep Rao (orthopaedics, KMC Manipal) examined. Assessed 28% permanent disability of
the left lower limb (shortening 1.5 cm, knee flexion restricted); whole body about 10%. Cross by Bhat on the
McBride table. ND 21.04.2027 for R2's evidence.
""")
u("backlog/2027-04/Register 21-04.jpg", "handwritten_note_photo", K, "2027-04-21", ["C06"], ["C06-H06"], """
೨೧-೦೪-೨೦೨೭ ಎಂ.ವಿ.ಸಿ. ೬೧೨/೨೦೨೬ ಮೆಂಡನ್ - ಆರ್.ಡಬ್ಲ್ಯು ೧ ವಿಮಾ ಅಧಿಕಾರಿ ವಿಚಾರಣೆ ಆಯಿತು. ಲೈಸೆನ್ಸ್ ಪ್ರತಿ ಹಾಜರು.
ವಾದಕ್ಕೆ ಮುಂದಿನ ದಿನಾಂಕ ೦೭-೦೭-೨೦೨೭.
""")
u("backlog/2027-07/Mendon args 7 july.docx", "typed_note_docx", L, "2027-07-07", ["C06"], ["C06-H07"], """
07.07.2027 MVC 612/2026 - for arguments. Judge again asked insurer for offer: Bhat offered Rs. 4,50,000. Prakash
declined (we claim Rs. 18,60,000). I argued: licence extract itself shows LMV + transport endorsement till 2028,
so their own RW1 proves it. Balance args 18.08.2027.
""")
u("backlog/2027-08/MVC 612 order sheet 18.08.2027.pdf", "certified_order_sheet_scan", "MACT, Udupi", "2027-08-18", ["C06"], ["C06-H08"], """
M.V.C. No. 612/2026    ORDER SHEET
18.08.2027  Petitioner present. Counsel for petitioner and counsel for R2 present. Arguments heard. For judgment,
call on 29.09.2027.                                       I Addl. District & Sessions Judge and MACT, Udupi
""")

# ---------------- C07 Kambala ABA
u("backlog/2027-02/Kambala ABA 15.2.docx", "typed_note_docx", L, "2027-02-15", ["C07"], ["C07-H01"], """
15.02.2027 Crl.Misc. 405/2027 Jayarama Shetty (Kota Kambala) - PDJ Udupi
Filed u/s 482 BNSS. PDJ granted interim: no arrest till next date. PP M. Prakash to file objections. ND 22.02.2027.
Jayarama helidru the DC's conditions had a single barricade only for junior category; the samithi had put
double barricade at the finishing end; the fence broke because the kona (buffalo) slipped in the slush.
""")
u("backlog/2027-02/PDJ cause list 22.02.2027.pdf", "cause_list_pdf", "District Court, Udupi", "2027-02-22", ["C07"], ["C07-H02"], """
IN THE COURT OF THE PRINCIPAL DISTRICT AND SESSIONS JUDGE, UDUPI - CAUSE LIST FOR 22.02.2027 (MONDAY)
BAIL APPLICATIONS
1. Crl.Misc. 388/2027  Mohammed Irfan vs State by Malpe PS           P.K. Shenoy / PP
2. Crl.Misc. 405/2027  Jayarama Shetty vs State by Kota PS             N. Poojary / PP
3. Crl.Misc. 411/2027  Roshan D'Cunha vs State by Brahmavar PS         A. Pinto / PP
SESSIONS CASES - EVIDENCE
4. S.C. 77/2025        State vs Naveen Kotian                          PP / R. Hegde
5. Family Court transfer M.C. 140/2026  Sunitha vs Harish (for orders on I.A.)   ---
--- handwritten on the margin: 405 - PP time for case diary; interim extended; 3/3
""")
u("backlog/2027-03/Kambala 3 and 8 march.txt", "typed_note_txt", L, "2027-03-08", ["C07"], ["C07-H03", "C07-H04"], """
3.3.27 Kambala ABA - PP filed objections (injured Santhosh Gowda: fracture). Argued 30 min. Orders 8/3.
8.3.27 - ABA ALLOWED. Conditions: bond Rs. 1,00,000 with 2 sureties; appear before IO Kota PS within 10 days;
not to tamper; not to leave Udupi district without permission. Jayarama very happy - says "dada maraya, Kambala
next season ge samithi da ellaru barpere". Matter over.
""")

# ---------------- C08 Lobo CRZ writ (Bengaluru)
u("backlog/2026-11/WP 21455-2026 order 18.11.2026.pdf", "certified_order_sheet_scan", "High Court of Karnataka", "2026-11-18", ["C08"], ["C08-H01"], """
IN THE HIGH COURT OF KARNATAKA AT BENGALURU
W.P. No. 21455/2026 (GM-RES)       DATED THIS THE 18TH DAY OF NOVEMBER 2026
BEFORE THE HON'BLE MR. JUSTICE S. R. GOWDA
ORDER: Issue notice. Smt. Lakshmi Narasimhan, learned AGA, accepts notice for R1 and R2. Notice to R3 (KCZMA) and
R4 (CMC Udupi). Meanwhile, no coercive action shall be taken pursuant to the notice dated 21.10.2026 (Annexure-A).
List on 06.01.2027.                                                                  Sd/- JUDGE
""")
u("backlog/2026-11/WhatsApp Chat with Flavia Lobo.txt", "whatsapp_export", "Flavia Lobo and " + L, "2026-11-18", ["C08"], ["C08-H01"], """
18/11/26, 4:12 pm - Flavia Lobo: Vakilaru, kitem zalem Bengaluru? Wilfred is very tense
18/11/26, 4:30 pm - Nithyananda Poojary: Good news. Judge ordered no coercive action on the CMC notice. They cannot
demolish now. Next date 06.01.2027
18/11/26, 4:31 pm - Flavia Lobo: Dev borem korum! Thank you. Bapu will be relieved
18/11/26, 4:33 pm - Flavia Lobo: Should we stop the painting work?
18/11/26, 4:35 pm - Nithyananda Poojary: Yes, no new work at all till the case is over. Don't give them a chance
""")
u("backlog/2027-01/CRZ writ 6 jan.txt", "typed_note_txt", J, "2027-01-06", ["C08"], ["C08-H02"], """
06.01.2027 WP 21455/2026 - mentioned through agent Sri Dinesh Hegde (Bengaluru). AGA and KCZMA counsel Kiran Joshi
sought time for objections. Interim continued. Next 24.02.2027.
""")
u("backlog/2027-02/Lobo writ 24 feb.docx", "typed_note_docx", L, "2027-02-24", ["C08"], ["C08-H03"], """
24.02.2027 WP 21455/2026 (GM-RES) CH 17, Gowda J - I went to Bengaluru (KSRTC airavat night).
KCZMA filed objections: as per the approved CZMP 2019 map Thottam falls in CRZ-III, NDZ 50 m from HTL. We say the
extension is 78 m from HTL as per our surveyor. Judge: "Let the authority inspect and file a report." Called for
site inspection report. Next date 09.06.2027 (after summer vacation).
""")
u("backlog/2027-06/Register page Bengaluru 09-06.jpg", "handwritten_note_photo", K, "2027-06-09", ["C08", "C01"], ["C08-H04"], """
೦೯-೦೬-೨೦೨೭ ಹೈಕೋರ್ಟ್ ಡಬ್ಲ್ಯು.ಪಿ. ೨೧೪೫೫/೨೬ ಲೋಬೋ - ಕೆ.ಸಿ.ಝಡ್.ಎಂ.ಎ ವರದಿ ಸಲ್ಲಿಸಿಲ್ಲ. ಕೊನೆಯ ಅವಕಾಶ. ನಮ್ಮ ರಿಜಾಯಿಂಡರ್ ಸಲ್ಲಿಕೆ.
ಮುಂದಿನ ದಿನಾಂಕ ೨೧-೦೭-೨೦೨೭.
(ಓ.ಎಸ್. ೨೧೪/೨೫ ದೈವಸ್ಥಾನ ೧೪-೦೬ ಕ್ಕೆ - ಸಾಕ್ಷಿ ಶೇಖರ ಪೂಜಾರಿ ಬರಬೇಕು ಎಂದು ತಿಳಿಸಿದೆ)
""")
u("backlog/2027-07/WP 21455 21.07.2027 order.pdf", "certified_order_sheet_scan", "High Court of Karnataka", "2027-07-21", ["C08"], ["C08-H05"], """
W.P. No. 21455/2026 (GM-RES)        DATED 21.07.2027        HON'BLE MR. JUSTICE S. R. GOWDA
Learned counsel for R3 (KCZMA) files the site inspection report dated 02.07.2027. It records that the extension is
at a distance of 78 metres from the HTL and falls outside the No Development Zone. Petitioners' counsel seeks
time to file a memo. List on 08.09.2027. Interim order to continue.                         Sd/- JUDGE
""")
u("backlog/2027-09/WhatsApp Chat with Flavia Lobo (2).txt", "whatsapp_export", "Flavia Lobo and " + L, "2027-09-08", ["C08"], ["C08-H06"], """
08/09/27, 5:40 pm - Flavia Lobo: Kitem zalem today? Sorry to disturb
08/09/27, 5:52 pm - Nithyananda Poojary: Part heard. CMC counsel argued the 2011 map. Judge had no time, stay continues.
Next date 06.10.2027
08/09/27, 5:53 pm - Flavia Lobo: Ok vakilaru. Bapu is asking when it will end
""")

# ---------------- plans and corrections
u("backlog/2026-11/Week plan 16-21 Nov.docx", "typed_note_docx", L, "2026-11-14", ["C01", "C03", "C08"], ["C01-H02", "C03-H02", "C08-H01"], """
WEEK PLAN 16.11.2026 - 21.11.2026
Mon 16.11  Udupi Prl SCJ - Jumadi sthana WS + IA 1 (me)
Thu 12.11 already done -> cashew gratuity reply came (Ashwitha)
Wed 18.11  Bengaluru - Lobo CRZ writ, CH 17, first hearing (me; leave Tuesday night bus)
Sat 21.11  office - Kharvi bank plaint copy to Manager
""")
u("backlog/2027-09/Correction Kharvi date.txt", "typed_note_txt", J, "2027-09-15", ["C04"], ["C04-H08"], """
CORRECTION - 15.09.2027: in my 14.09 note on OS 156/2026 (bank v Kharvi) please read the next date as 12.10.2027 as
written. Venkatesha anna wrote 21.10 in the register by mistake; I checked with the shirastedar today - it is
12.10.2027 (Tuesday) for balance cross of DW1.
""")
u("backlog/2027-09/Week plan 27 Sep - 2 Oct.txt", "typed_note_txt", L, "2027-09-25", ["C01", "C05", "C06", "C03", "C02", "C08", "C04"], [], """
WEEK 27.09.2027 (Mon) - 02.10.2027
Mon 27.09 - Udupi Prl SCJ: Jumadi sthana, PW2 Babu Pambada (summons served? ask Venkatesha)
          - Kundapura Addl JMFC: Haneef cheque, our written args (Ashwitha to file, I argue after lunch)
Wed 29.09 - MACT Udupi: Mendon judgment
Thu 30.09 - ALC: cashew recovery certificate application
Sat 02.10 - Gandhi Jayanti holiday
Next week: 04.10 boat report hearing, 06.10 Bengaluru Lobo, 12.10 Kharvi DW1.
""")
