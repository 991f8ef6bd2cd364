"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


# ---------------------------------------------------------------- documents
up("backlog/2025-08/Rental agreement 22 Pycrofts Road.pdf", "document_scan", "Abdul Kareem", "2022-06-01", ["C02"], [], """
RENTAL AGREEMENT
This rental agreement is executed at Chennai on the 1st day of June 2022 between Mr. Abdul Kareem, s/o Late Mohamed Ismail, residing at No. 9, Big Street, Triplicane, Chennai 600005 (hereinafter the LANDLORD) and Mr. K. Venkatesan, s/o Kuppusamy, proprietor of Sri Murugan Tiffin Centre (hereinafter the TENANT).
1. Premises: ground floor shop, No. 22, Pycrofts Road, Triplicane, Chennai 600005, about 420 sq. ft.
2. Monthly rent: Rs. 18,000/- (Rupees eighteen thousand only), payable on or before the 5th of every English calendar month, by bank transfer to the landlord's account in Indian Bank, Triplicane branch, A/c No. 6055123478.
3. Advance: Rs. 1,50,000/- paid by the tenant, refundable without interest on vacating.
4. Period: eleven months from 01.06.2022, renewable by mutual consent. No payment in cash shall be valid unless acknowledged by the landlord in writing.
5. The tenant shall not sub-let and shall use the premises only for a tiffin centre.
LANDLORD sd/-          TENANT sd/-
Witnesses: 1. S. Imran  2. P. Dhandapani
""")

up("backlog/2025-04/IOB return memo.jpg", "document_photo", "Indian Overseas Bank", "2025-03-21", ["C03"], [], """
INDIAN OVERSEAS BANK - PARRYS CORNER BRANCH, CHENNAI 600001
CHEQUE RETURN MEMO                      Date: 21-03-2025
Cheque No.: 004512     Dated: 14-03-2025     Amount: Rs. 4,75,000.00
Drawn on: Indian Overseas Bank, Tambaram Branch
Drawer: S. RAGAVENDRAN (Ragavendra Constructions)
Payee / presented by: SRI BALAJI STEEL TRADERS, CA 1127 0200 0031 45
Returned unpaid for the reason: EXCEEDS ARRANGEMENT (Code 04)
Branch Manager (sd)
""")

up("backlog/2025-04/Notice u-s 138 Ragavendran.pdf", "document_scan", "K. Senthilvel", "2025-04-02", ["C03"], [], """
K. SENTHILVEL, B.A., B.L.
Advocate
No. 18, Second Line Beach Road, Parrys, Chennai 600001

02.04.2025
By RPAD and Courier

To
Mr. S. Ragavendran,
Proprietor, Ragavendra Constructions,
No. 14/6, Shanmugam Road, West Tambaram, Chennai 600045.

Sir,
Sub: Statutory notice under Section 138 (b) of the Negotiable Instruments Act, 1881.

Under instructions from my client M/s Sri Balaji Steel Traders, represented by its proprietor Mr. P. Muthukumaran, No. 211, Thambu Chetty Street, Parrys, Chennai 600001, I issue this notice:
1. My client supplied TMT bars (Fe 500D, 12 mm and 16 mm) for your site at Mudichur under invoices Nos. SBS/2425/0881, 0902 and 0917 dated January and February 2025, for a total of Rs. 4,75,000/-.
2. In discharge of the said liability you issued cheque No. 004512 dated 14.03.2025 for Rs. 4,75,000/- drawn on Indian Overseas Bank, Tambaram Branch.
3. The cheque, presented through my client's bank, was returned on 21.03.2025 with the endorsement "Exceeds Arrangement".
4. You are hereby called upon to pay Rs. 4,75,000/- within fifteen days of receipt of this notice, failing which my client will prosecute you under Section 138 of the Act, besides a civil suit, at your risk as to costs.
Yours faithfully,
(K. Senthilvel)
""")

up("backlog/2024-06/FIR 118 of 2024 Guduvanchery.pdf", "document_scan", "Guduvanchery Police Station", "2024-03-07", ["C04"], [], """
FIRST INFORMATION REPORT (Under Section 154 Cr.P.C.)
1. District: Chengalpattu   P.S.: Guduvanchery   Year: 2024   FIR No.: 118/2024   Date: 07.03.2024
2. Sections: 279, 304(A) IPC
3. Occurrence: 07.03.2024 at about 08.40 hrs, GST Road, near Nandhivaram bus stop, Guduvanchery
6. Complainant: Tmt. A. Selvi, w/o N. Arumugam, No. 3/112, Kamarajar Street, Urapakkam
7. Accused: driver of private bus bearing Reg. No. TN-11-AK-2290 (Sri Annamalai Travels)
12. Contents: My husband Arumugam (42), who runs a two-wheeler workshop "Arumugam Auto Works" at Urapakkam, was going to Guduvanchery on his TVS XL (TN-11-Z-4053). The private bus TN-11-AK-2290 coming from behind at high speed tried to overtake a lorry and hit his vehicle. He fell and the rear wheel ran over him. He died on the spot. The bus driver ran away.
Received by: S.I. of Police R. Gunasekaran
""")

up("backlog/2025-12/R2 counter MCOP 1189-2024.pdf", "document_scan", "K. Rajagopal", "2025-12-05", ["C04"], [], """
BEFORE THE MOTOR ACCIDENTS CLAIMS TRIBUNAL (IV JUDGE, COURT OF SMALL CAUSES), CHENNAI
M.C.O.P. No. 1189 of 2024
A. Selvi and 2 others ... Petitioners
Vs.
1. Sri Annamalai Travels, rep. by its proprietor
2. Pragathi General Insurance Co. Ltd., Chennai Regional Office ... Respondents
COUNTER STATEMENT FILED BY THE SECOND RESPONDENT
1. The second respondent admits the policy No. PGI/CV/2023/448120 valid from 12.11.2023 to 11.11.2024 for the bus TN-11-AK-2290, subject to proof of the driver's licence and permit.
2. The deceased was not wearing a helmet and suddenly turned to the right without signal; he contributed to the accident at least 50%.
3. The income of Rs. 25,000/- per month claimed for the deceased is not supported by any income tax return or accounts.
4. The claim of Rs. 38,00,000/- is excessive and exorbitant.
Chennai, 05.12.2025          K. Rajagopal, Counsel for R2
""")

up("backlog/2026-03/Advocate Commissioner report OS 4471-2024.pdf", "document_scan", "S. Nagarajan", "2026-02-27", ["C05"], [], """
IN THE COURT OF THE XV ASSISTANT JUDGE, CITY CIVIL COURT, CHENNAI
O.S. No. 4471 of 2024
R. Kalaivani ... Plaintiff / Vs. / M. Dhanapal ... Defendant
REPORT OF THE ADVOCATE COMMISSIONER (appointed in I.A. No. 2 of 2025 on 17.12.2025)
1. I inspected the suit property on 21.02.2026 at 11 a.m. after notice to both counsel. The plaintiff with her son Arun and the defendant were present. Tmt. R. Maheswari, counsel for the defendant, was present.
2. Behind Door Nos. 45 and 47, Purasawalkam High Road, there is a passage running east-west, 10 ft wide and about 64 ft long, leading to Vellala Street.
3. At the eastern end of the passage, an iron gate of 8 ft width has been fixed to a newly raised pillar on the side of No. 45. The gate was locked with a padlock at the time of inspection. The key was with the defendant.
4. The back door of the plaintiff's building (No. 47) opens into the passage. The plaintiff's staff use the passage to bring goods.
5. The pillar appears to be freshly plastered; neighbours said it was put up in August 2024.
Rough sketch and 6 photographs are annexed. Commissioner's fee of Rs. 10,000/- received.
Chennai, 27.02.2026         S. Nagarajan, Advocate Commissioner
""")

up("backlog/2026-06/GCC rejection proceedings 26.6.26.pdf", "document_scan", "Greater Chennai Corporation", "2026-06-26", ["C01"], [], """
GREATER CHENNAI CORPORATION - BUILDING PLANS DEPARTMENT (ZONE V, ROYAPURAM)
Proceedings No. GCC/BP/REG/2026/0871                 Date: 26.06.2026
Sub: Regularisation of unauthorised construction under Section 113-C of the Tamil Nadu Town and Country Planning Act, 1971 - Door No. 47, Purasawalkam High Road - application of Tmt. R. Kalaivani dated 18.02.2026 - REJECTED - reg.
Ref: Order of the Hon'ble High Court in W.P. No. 18734 of 2025 dated 04.03.2026.
The applicant has applied for regularisation of the fourth floor of 1,150 sq. ft. built in deviation of the sanctioned plan (G+3). The applicant has not produced the No Objection Certificate of the Tamil Nadu Fire and Rescue Services as the building is a commercial building exceeding 15 metres in height after the deviation. The application is therefore rejected. The regularisation fee of Rs. 3,42,000/- paid will be adjusted if a fresh application is made within 90 days with the fire NOC.
Executive Engineer (Building Plans), Zone V
""")

up("backlog/2026-02/Mediation settlement FCOP 2207.pdf", "document_scan", "Mediation and Conciliation Centre", "2026-02-12", ["C06"], [], """
MEDIATION AND CONCILIATION CENTRE, FAMILY COURTS, CHENNAI
F.C.O.P. No. 2207 of 2025 - Dr. Nithya Sundaram vs Karthik Ramanan
MEMORANDUM OF SETTLEMENT (12.02.2026)
The parties, after four sittings (20.12.2025, 10.01.2026, 31.01.2026 and 12.02.2026), have agreed as follows:
1. The marriage solemnised on 27.08.2018 at Sri Kapaleeswarar Kalyana Mandapam, Mylapore, shall be dissolved by mutual consent under Section 13-B of the Hindu Marriage Act, 1955.
2. The respondent shall pay the petitioner Rs. 18,00,000/- as permanent alimony in full quit of all claims: Rs. 8,00,000/- by demand draft on the date of the first motion and Rs. 10,00,000/- by demand draft on the date of the second motion.
3. The respondent shall return the petitioner's jewels of 42 sovereigns (list annexed) on or before the first motion.
4. There is no child of the marriage. The parties withdraw all complaints against each other.
Petitioner sd/-   Respondent sd/-   Mediator: Tmt. V. Lalitha, Advocate-Mediator
""")

# ---------------------------------------------------------------- notes, orders, chats (by date)
up("backlog/2025-12/IMG_4102.jpeg", "handwritten_note_photo", "Senthilvel", "2025-12-05", ["C04"], ["C04-H01"], """
5 DECEMBER 2025  FRIDAY
MCOP 1189/24 (SELVI) - MACT IV
R2 insurer c/s filed by Rajagopal - helmet, 50% contrib, income not proved. R1 bus owner called absent - set ex parte.
Claim 38 L.
NDOH 9/1/26 - PW1 (Selvi) chief. Pl. keep ready: FIR, PM cert, MVI rpt, legal heir cert, workshop photos, GST regn of Arumugam Auto Works.
""")

up("backlog/2025-12/8 dec rent court.txt", "typed_note_txt", "Priyadharshini", "2025-12-08", ["C02"], ["C02-H01"], """
08/12/25 monday - small causes XIII crt (rent court)
rcop 412/25 kareem vs venkatesan
stanley sir filed counter today. their version: rent paid in cash every month to landlord's son imran, so no arrears. no receipts attached!!
we filed MP 1 for direction to deposit arrears (feb 25 onwards). copy served on stanley sir's junior.
next 19/1/26 for MP 1.
sir kitta sollanum - kareem sir says imran dubai la irukkaru 2023 la irundhu.
-PD
""")

up("backlog/2025-12/WP 18734 admission 10.12.25.docx", "typed_note_docx", "Senthilvel", "2025-12-10", ["C01"], ["C01-H01"], """
10.12.2025 (Wed) - High Court, Ct. 14 (VRJ)
W.P. 18734/2025 - R. Kalaivani v. Commissioner, GCC & 2 others (Purasawalkam lock & seal)
- Admitted. Notice. Mr. T. Ilango, Standing Counsel, takes notice for R1 to R3.
- Argued: sealing on 12.09.2025 of the entire building for a deviation only on the 4th floor - shop on ground and 1st floor closed for 3 months, Diwali sales lost.
- VRJ: ground and 1st floor to be de-sealed within one week, subject to petitioner filing an UNDERTAKING AFFIDAVIT that the 4th floor will not be used or let out till disposal. 4th floor to remain sealed.
- Counter in 3 weeks. NDOH 07.01.2026.
To do: undertaking affidavit by Friday (Kalaivani to sign); Murugan - order copy; tell Arun.
""")

up("backlog/2025-12/IMG_4130.jpeg", "handwritten_note_photo", "Senthilvel", "2025-12-11", ["C06"], ["C06-H01"], """
11 DECEMBER 2025  THURSDAY
FCOP 2207/25 - Dr Nithya v Karthik - II Addl FC (Jayanthi madam)
Sivasubramanian for resp. Both present. Madam sent to mediation - 1st sitting 20/12 at Mediation Centre, 10.30. Nithya not keen but agreed. Told her - if he offers decent alimony, mutual consent quicker.
NDOH 22/1.
""")

up("backlog/2025-12/20251212_165033.jpg", "handwritten_note_photo", "Priyadharshini", "2025-12-12", ["C03"], ["C03-H01"], """
12.12.25 fri saidapet FTC (XVIII MM)
STC 2786/25 balaji steels - accused ragavendran varala. stanley sir exemption petition pottaaru (site work at mudichur). allowed, but judge warned - next date absent na NBW.
next 23.1.26 appearance.
muthukumaran sir-ku call panniten.
""")

up("backlog/2025-12/IMG_4188.jpeg", "handwritten_note_photo", "Senthilvel", "2025-12-17", ["C05"], ["C05-H01"], """
17 DECEMBER 2025  WEDNESDAY
OS 4471/24 KALAIVANI v DHANAPAL (passage) - XV Asst CCC
IA 2/25 (Adv Commr) ALLOWED. Commr: Mr S. Nagarajan, adv. Fee Rs 10,000 by pltf. Note physical features of the passage + gate. Maheswari objected - passage is theirs as per 1998 sale deed - overruled for now.
NDOH 4/2/26 for report.
Arun to pay commr fee 10k.
""")

up("backlog/2026-01/IMG_4301.jpeg", "handwritten_note_photo", "Senthilvel", "2026-01-07", ["C01"], ["C01-H02"], """
7 JANUARY 2026  WEDNESDAY
WP 18734/25 Ct 14 - Ilango: counter not ready, "instructions awaited from Zone V". VRJ not happy - LAST CHANCE. Counter by 21/1, else the Commissioner to appear in person on next date.
Interim (de-sealing g+1) continues. NDOH 28/1.
Undertaking affidavit already filed 12/12 - shop open since 15/12.
""")

up("backlog/2026-01/9 jan mact.txt", "typed_note_txt", "Priyadharshini", "2026-01-09", ["C04"], ["C04-H02"], """
9/1/2026 mact IV court
mcop 1189/24 selvi - PW1 selvi chief (proof affidavit) filed. Ex P1 to P9 marked (fir, pm certificate, mvi report, legal heir, rc of tvs xl, workshop photos etc).
rajagopal sir cross ku time kettaaru - "file still with regional office". tribunal gave time, no costs.
next 13.2.26 for cross of PW1.
selvi kooda murali (brother in law) vandhaaru. rendu pasangalum school fees pending nu sonnaanga.
""")

up("backlog/2026-01/RCOP 412 proceedings.pdf", "certified_order_sheet_scan", "court", "2026-03-02", ["C02"], ["C02-H02", "C02-H03"], """
IN THE COURT OF SMALL CAUSES AT CHENNAI - XIII COURT (RENT COURT)
R.C.O.P. No. 412 of 2025
Abdul Kareem ... Petitioner / Landlord
Vs.
K. Venkatesan ... Respondent / Tenant
PROCEEDINGS
19.01.2026  M.P. No. 1 of 2025. Heard both. The tenant has not produced any receipt for the alleged cash payments. The respondent is directed to deposit the arrears of rent from February 2025 to December 2025 at Rs. 18,000/- per month, i.e. Rs. 1,98,000/-, to the credit of the R.C.O.P. within four weeks, and to continue to deposit the monthly rent on or before the 10th of every month. Failing which, the defence shall be struck off. Call on 23.02.2026.
23.02.2026  Respondent has deposited Rs. 1,00,000/- only on 16.02.2026. Counsel for respondent seeks two weeks for the balance. As a last opportunity, time granted to deposit the balance of Rs. 98,000/- on payment of costs of Rs. 2,500/- to the petitioner. Call on 16.03.2026.
Sd/- S. Bhuvaneswari, XIII Judge, Court of Small Causes, Chennai
Certified copy. Applied 24.02.2026; ready 02.03.2026.
""")

up("backlog/2026-01/IMG_4355.jpeg", "handwritten_note_photo", "Senthilvel", "2026-01-22", ["C06"], ["C06-H02"], """
22 JANUARY 2026  THURSDAY
Nithya FCOP - Karthik absent (Sivasubramanian: client in Bangalore, office audit). Jayanthi madam - both parties MUST be present in person next date, no exemption. Mediation: 2 sittings over (20/12, 10/1); next sitting 31/1.
NDOH 19/2.
Nithya - "he is dragging". Told her mediation is progressing: he has agreed to return jewels.
""")

up("backlog/2026-01/20260123_171802.jpg", "handwritten_note_photo", "Priyadharshini", "2026-01-23", ["C03"], ["C03-H02"], """
23/1/26 saidapet
STC 2786 - accused ragavendran appeared. bail bond 10,000 + one surety. substance of accusation explained, pleaded not guilty.
next 27/2 for CW1 (muthukumaran sir) evidence. proof affidavit ready pannanum + invoices 0881, 0902, 0917 originals.
""")

up("backlog/2026-01/WP 18734 order 28.1.26.pdf", "certified_order_sheet_scan", "court", "2026-02-03", ["C01"], ["C01-H03"], """
IN THE HIGH COURT OF JUDICATURE AT MADRAS
DATED: 28.01.2026
CORAM: THE HONOURABLE MR. JUSTICE V. RAGHUNATHAN
W.P. No. 18734 of 2025 and W.M.P. No. 20611 of 2025
R. Kalaivani ... Petitioner
Vs.
1. The Commissioner, Greater Chennai Corporation, Ripon Buildings, Chennai 600003
2. The Executive Engineer (Building Plans), Zone V, Greater Chennai Corporation
3. The Assistant Engineer, Ward 58, Greater Chennai Corporation ... Respondents
For Petitioner: Mr. K. Senthilvel
For Respondents: Mr. T. Ilango, Standing Counsel
ORDER
The counter affidavit has now been filed. According to the respondents, the fourth floor of 1,150 sq. ft. was put up in deviation of the planning permission for ground plus three floors. The learned counsel for the petitioner submits that the petitioner is willing to apply for regularisation under Section 113-C of the Tamil Nadu Town and Country Planning Act, 1971. The petitioner shall make such an application within three weeks. The interim arrangement made on 10.12.2025 shall continue. Post on 04.03.2026.
(V.R.J.)
Certified copy issued on 03.02.2026
""")

up("backlog/2026-02/4 feb ccc.txt", "typed_note_txt", "Priyadharshini", "2026-02-04", ["C05"], ["C05-H02"], """
4-2-26 city civil court XV asst
OS 4471/24 - commissioner report file aagala. nagarajan sir letter kuduthaaru: inspection on 31/1 was stopped - defendant not present, gate key illa. fresh inspection 21/2.
court gave time. next 4/3.
arun sir ku message panniten.
""")

up("backlog/2026-02/MCOP 1189 13.2.26.docx", "typed_note_docx", "Senthilvel", "2026-02-13", ["C04"], ["C04-H03"], """
13.02.2026 Fri - MACT IV (Elangovan)
MCOP 1189/2024 - Selvi & 2 v. Sri Annamalai Travels & Pragathi General
PW1 cross by Rajagopal:
(a) helmet - she was not present at the spot; "he always wore helmet". OK.
(b) income Rs 25,000 pm - no ITR; she produced workshop passbook (Indian Bank) - about Rs 20-28k credits monthly. Rajagopal: "cash business, no proof".
(c) wrong side turn - denied.
PW2 eyewitness Kumaresan (tea shop near Nandhivaram bus stop) - summons to be taken out.
NDOH 10.04.2026 for PW2.
""")

up("backlog/2026-02/IMG_4512.jpeg", "handwritten_note_photo", "Senthilvel", "2026-02-19", ["C06"], ["C06-H03"], """
19 FEBRUARY 2026  THURSDAY
FCOP 2207 Nithya - both present in person (!). Mediator's report: SETTLED on 12/2. Mutual consent, alimony 18 L (8 L + 10 L), 42 sovereigns to be returned before 1st motion. IA to convert FCOP to 13-B petition - allowed by consent.
NDOH 19/3 - first motion. Nithya relieved.
""")

up("backlog/2026-02/IMG-20260224-WA0004.jpg", "handwritten_note_photo", "Priyadharshini", "2026-02-23", ["C02"], ["C02-H03"], """
23/02/26 (mon) rent court
kareem rcop - tenant deposited only 1 lakh (16/2). stanley sir junior shalini mam asked 2 weeks for balance.
madam (XIII) - LAST OPPORTUNITY, balance 98,000 + costs rs 2500 to us. else defence struck off.
next 16/3.
""")

up("backlog/2026-02/27feb saidapet.txt", "typed_note_txt", "Priyadharshini", "2026-02-27", ["C03"], ["C03-H03"], """
27/02/2026 - XVIII MM saidapet
STC 2786/25: CW1 muthukumaran sir proof affidavit filed, Ex P1 - P7 marked (3 invoices, cheque, return memo dt 21.3.25, notice 2.4.25, ack card).
cross ku stanley sir ready illa - "will cross next date". judge gave time.
next 10.4.26 cross of CW1.
""")

up("backlog/2026-03/IMG_4620.jpeg", "handwritten_note_photo", "Senthilvel", "2026-03-04", ["C01", "C05"], ["C01-H04", "C05-H03"], """
4 MARCH 2026  WEDNESDAY
(1) Ct 14 - Kalaivani WP. Regularisation appln filed 18/2 (fee Rs 3,42,000 paid, Rcpt GCC/BP/REG/2026/0871). VRJ: GCC to consider & pass orders within 8 weeks. Interim to continue. NDOH 17/6 (after vacation).
(2) then XV Asst CCC - OS 4471 passage. Commr Nagarajan report filed (inspn 21/2): iron gate 8 ft across the 10 ft passage, LOCKED, key with Dhanapal. Good for us. Maheswari - objections in 2 wks. NDOH 8/4 - IA 1 args.
Arun came to both. Told him - 4th floor NOT to be touched.
""")

up("backlog/2026-03/16 march rcop.txt", "typed_note_txt", "Priyadharshini", "2026-03-16", ["C02"], ["C02-H04"], """
16/3/26 rent court XIII
rcop 412 - balance 98,000 deposited on 12/3 + costs 2500 paid to us (cash, receipt vaanginen).
PW1 kareem sir proof affidavit filed. Ex P1-P6 (rental agreement 1.6.22, notice 5.7.25, ack, eb bill, indian bank stmt, photo).
next 13/4 cross of PW1.
""")

up("backlog/2026-03/IMG_4701.jpeg", "handwritten_note_photo", "Senthilvel", "2026-03-19", ["C06"], ["C06-H04"], """
19 MARCH 2026  THURSDAY
Nithya 13-B - FIRST MOTION: statements of both recorded. DD 8 L (HDFC, Anna Nagar) handed over in court. Jewels returned on 14/3 (list tallied, 42 sov).
Filed IA for waiver of 6 month cooling period (Amardeep Singh) - Sivasubramanian consents.
NDOH 16/4 for waiver.
""")

up("backlog/2026-04/IMG_4788.jpeg", "handwritten_note_photo", "Senthilvel", "2026-04-08", ["C05"], ["C05-H04"], """
8 APRIL 2026  WEDNESDAY
OS 4471 - IA 1/24 (interim inj.) args. Me: commr rpt - gate locked; back door of 47 opens only to passage; 40 yrs use. Maheswari: 1998 sale deed of Dhanapal includes passage; plaintiff has front entrance. Objections to commr rpt filed today by her.
Orders 22/4.
""")

up("backlog/2026-04/10 april.txt", "typed_note_txt", "Priyadharshini", "2026-04-10", ["C03", "C04"], ["C03-H04", "C04-H04"], """
10.04.26 (fri)
1) saidapet STC 2786 - accused ABSENT, no petition filed, stanley sir also varala. judge issued NBW against ragavendran. next 22/5.
2) mact IV selvi - PW2 kumaresan varala, summons not served ("no such person" - address wrong, tea shop moved). fresh summons with correct address (near nandhivaram bus stop, opp. Murugan temple). next 17/4.
   ** correction: NDOH changed to 24/4 - bench clerk first said 17, diary la 24 nu irukku. 24/4 confirmed. **
sir-kku whatsapp panniten.
""")

up("backlog/2026-04/13.4 rcop.txt", "typed_note_txt", "Priyadharshini", "2026-04-13", ["C02"], ["C02-H05"], """
13/4 mon - rcop 412 kareem
stanley sir HC la busy (Ct 7 part heard). shalini mam adjournment kettaanga for cross of PW1. judge grudgingly gave - "no further adjournment" recorded. no costs this time.
next 15/6/26 (after vacation).
kareem sir was upset - he came from triplicane at 10.
""")

up("backlog/2026-04/IMG_4830.jpeg", "handwritten_note_photo", "Senthilvel", "2026-04-16", ["C06"], ["C06-H05"], """
16 APRIL 2026  THURSDAY
Nithya - waiver IA DISMISSED. Jayanthi madam: separation only since Oct 2025, no exceptional hardship; parties to wait the statutory period. 2nd motion after 19/9.
NDOH 24/9/26 - second motion.
Nithya upset - wanted to move to Hyderabad by July. Told her - appeal not worth it, 5 months only.
""")

up("backlog/2026-04/OS 4471 IA 1 order.pdf", "certified_order_sheet_scan", "court", "2026-04-30", ["C05"], ["C05-H05"], """
IN THE COURT OF THE XV ASSISTANT JUDGE, CITY CIVIL COURT, CHENNAI
Present: Tmt. R. Padmavathi, M.L., XV Assistant Judge
Wednesday, the 22nd day of April 2026
I.A. No. 1 of 2024 in O.S. No. 4471 of 2024
R. Kalaivani ... Petitioner / Plaintiff
Vs.
M. Dhanapal ... Respondent / Defendant
ORDER
1. This is a petition for temporary injunction restraining the respondent from obstructing the petitioner's use of the common passage behind Door Nos. 45 and 47, Purasawalkam High Road.
2. The Advocate Commissioner's report dated 27.02.2026 shows that an iron gate has been fixed across the passage and is kept locked. The back door of the petitioner's building opens only into the passage. Prima facie the petitioner has used the passage.
3. In the result, the petition is allowed in part. Till the disposal of the suit, the respondent shall keep the gate open from 6 a.m. to 10 p.m. every day and shall not put up any further construction in the passage. No costs.
Call on 10.06.2026 for framing of issues.
Sd/- XV Assistant Judge
Certified copy issued on 30.04.2026
""")

up("backlog/2026-04/IMG_4851.jpeg", "handwritten_note_photo", "Senthilvel", "2026-04-24", ["C04"], ["C04-H05"], """
24 APRIL 2026  FRIDAY
Selvi MCOP - PW2 Kumaresan came (Murali brought him). Chief: bus came fast from Tambaram side, overtook a lorry on the wrong side, hit the TVS XL from behind; Arumugam WAS wearing helmet, it came off. Rajagopal cross - "you are a relative" - denied, only a regular customer. Good witness.
NDOH 12/6 - R side evidence.
""")

up("backlog/2026-05/STC 2786 proceedings.pdf", "certified_order_sheet_scan", "court", "2026-05-29", ["C03"], ["C03-H04", "C03-H05"], """
IN THE COURT OF THE XVIII METROPOLITAN MAGISTRATE (FAST TRACK COURT), SAIDAPET, CHENNAI
S.T.C. No. 2786 of 2025
M/s Sri Balaji Steel Traders, rep. by P. Muthukumaran ... Complainant
Vs.
S. Ragavendran ... Accused
10.04.2026  Complainant present. Accused absent. No petition. Issue N.B.W. against the accused. Call on 22.05.2026.
22.05.2026  Accused surrendered; petition to recall the N.B.W. filed. N.B.W. recalled on payment of costs of Rs. 1,000/- to the complainant, paid. CW1 cross-examined by the counsel for the accused and discharged. Call on 03.07.2026 for questioning the accused under Section 351 B.N.S.S.
Sd/- M. Saravanan, XVIII Metropolitan Magistrate
Certified copy issued 29.05.2026
""")

up("backlog/2026-06/IMG_5012.jpeg", "handwritten_note_photo", "Senthilvel", "2026-06-10", ["C05"], ["C05-H06"], """
10 JUNE 2026  WEDNESDAY
OS 4471 passage - issues framed (4): (1) easementary / customary right over passage? (2) whether def. obstructed? (3) pltf entitled to perm. inj.? (4) relief.
PW1 (Kalaivani) proof affidavit filed today. Maheswari wanted LONG date - "senior counsel to be engaged for cross". Granted.
NDOH 26/8 - cross of PW1.
Arun: gate is open in the day now, they lock it by 10.30-11 at night.
""")

up("backlog/2026-06/mact 12 june.txt", "typed_note_txt", "Priyadharshini", "2026-06-12", ["C04"], ["C04-H06"], """
12/06/2026 mact IV
selvi case - rajagopal sir varala, proxy (kannan) came and said RW not ready. tribunal costs rs 1500 to petitioners, payable next date.
next 3/7/26 RW1.
murali sir phone panni kettaaru - offer eppo varum nu.
""")

up("backlog/2026-06/RCOP 412 PW1 cross 15.6.26.docx", "typed_note_docx", "Senthilvel", "2026-06-15", ["C02"], ["C02-H06"], """
15.06.2026 Mon - Rent Court XIII
RCOP 412/2025 Abdul Kareem v. Venkatesan - cross of PW1 by Stanley Devaraj (in person today).
- Suggestion: rent Feb 2025 onwards paid in cash to Imran every month. DENIED. PW1: Imran has been working in Dubai since March 2023; he came only once, for 10 days in Ramzan 2025.
- Suggestion: agreement allows cash - PW1: clause 4, no cash unless acknowledged in writing.
- Deposits into court (1,98,000) admitted by Stanley as made "under protest".
Cross over. NDOH 20.07.2026 - RW1.
Kareem - get Imran's passport copy with Dubai entry/exit stamps.
""")

up("backlog/2026-07/3.7.26.docx", "typed_note_docx", "Senthilvel", "2026-07-03", ["C03", "C04"], ["C03-H06", "C04-H07"], """
03.07.2026 (Fri)
1. MACT IV - Selvi MCOP 1189/24
- Costs Rs 1,500 of 12/6 paid by Rajagopal.
- RW1 Ms. Deepa Natarajan (Asst Manager, Pragathi General) examined. Ex R1 policy. In cross she admitted no investigator's report filed on helmet.
- Elangovan asked for an offer before args: Rajagopal offered Rs 16,00,000. Selvi refused (wants at least 25 L). I agree - income + 3 dependants.
- NDOH 21.08.2026 - arguments.
2. Saidapet STC 2786 (PD attended)
- Accused questioned u/s 351 BNSS. Says cheque was given as SECURITY for a future order, no liability. No defence witness - Stanley said so.
- NDOH 25.09.2026 - arguments.
""")

up("backlog/2026-07/IMG_5190.jpeg", "handwritten_note_photo", "Senthilvel", "2026-07-08", ["C01"], ["C01-H06"], """
8 JULY 2026  WEDNESDAY
Kalaivani WP Ct 14. (17/6 not reached - item 58, court rose.)
Ilango produced GCC proceedings dt 26/6 - regularisation REJECTED, no Fire NOC (bldg > 15 m after 4th flr). VRJ: petitioner may file addl affidavit + amend prayer to challenge 26/6 rejection (WMP for amendment). Interim continues.
NDOH 25/11 (VRJ's own date - final hearing).
To do: fire NOC appln through Arun's architect (Mr. Sekar); WMP amendment - draft by PD.
""")

up("backlog/2026-07/20 july rcop.txt", "typed_note_txt", "Priyadharshini", "2026-07-20", ["C02"], ["C02-H07"], """
20/07/26 rcop 412 XIII court
RW1 venkatesan chief (proof affidavit) + sir cross pannaaru.
admissions: no receipt for any cash payment; paid "to imran or his man"; couldnt say imran's phone number; doesnt know imran is in dubai.
no other RW. evidence closed both sides.
next 12/10/26 arguments (madam gave long date bcoz of arrears deposited).
""")

up("backlog/2026-08/20260821_180455.jpg", "handwritten_note_photo", "Priyadharshini", "2026-08-21", ["C04"], ["C04-H08"], """
21/8/26 mact IV
selvi mcop - args over. sir argued: income 25k, future prospects 25%, 3 dependants (1/4 deduction), multiplier 14 (age 42). rajagopal sir: 50% contributory + notional income 12,000.
reserved for award. next 9/10.
""")

up("backlog/2026-08/IMG_5344.jpeg", "handwritten_note_photo", "Senthilvel", "2026-08-26", ["C05"], ["C05-H07"], """
26 AUG 2026  WEDNESDAY
OS 4471 - PW1 Kalaivani cross by Maheswari (no senior engaged after all). Main: Dhanapal's 1998 sale deed boundaries include passage - PW1: our 1979 parent deed shows "common passage 10 ft" on the west; gate came only Aug 2024. Ex P1-P8 marked.
NDOH 14/10 - PW2.
Arun - gate locked at 8 pm on 3 days in Sept? - he says photos with time stamp. Collect.
""")

up("backlog/2026-09/FCOP 2207 decree.pdf", "certified_order_sheet_scan", "court", "2026-09-30", ["C06"], ["C06-H06"], """
IN THE COURT OF THE II ADDITIONAL PRINCIPAL JUDGE, FAMILY COURT, CHENNAI
Present: Tmt. K. Jayanthi, M.A., M.L.
Thursday, the 24th day of September 2026
F.C.O.P. No. 2207 of 2025 (converted under Section 13-B of the Hindu Marriage Act)
Dr. Nithya Sundaram ... 1st Petitioner / Karthik Ramanan ... 2nd Petitioner
DECREE
The first motion was recorded on 19.03.2026. The petitioners have again appeared in person today and reiterated their consent. The second petitioner has paid the balance permanent alimony of Rs. 10,00,000/- by demand draft today. The marriage solemnised between the petitioners on 27.08.2018 is dissolved by a decree of divorce by mutual consent. No costs.
Certified copy issued on 30.09.2026
""")

up("backlog/2026-09/25 sep saidapet.txt", "typed_note_txt", "Priyadharshini", "2026-09-25", ["C03"], ["C03-H07"], """
25-09-26 fri saidapet ftc
STC 2786 balaji - args ku list. before args judge asked settlement. stanley sir offered rs 3,50,000 in 5 instalments. muthukumaran sir refused - full 4,75,000 + interest venum nu sonnaaru.
judge: "settle in 6 weeks, otherwise arguments" - next 6/11/26.
""")

up("backlog/2026-10/9 oct mact.txt", "typed_note_txt", "Priyadharshini", "2026-10-09", ["C04"], ["C04-H09"], """
9/10 mact IV - selvi award ready aagala. PO on leave (medical). bench clerk gave 13/11/26.
murali sir ku sonnen.
""")

up("backlog/2026-10/IMG_5501.jpeg", "handwritten_note_photo", "Senthilvel", "2026-10-12", ["C02"], ["C02-H08"], """
12 OCT 2026  MONDAY
RCOP 412 Kareem - my args (1 hr): s.21 arrears > 2 months, clause 4 no cash, Imran in Dubai (passport copy - Ex P7 sought to be received, allowed). Stanley NOT ready for his args, instead filed MP 3 to reopen evidence - to mark a "rent notebook" of tenant. Our counter to MP 3 by next date.
NDOH 16/11.
""")

up("backlog/2026-10/IMG_5523.jpeg", "handwritten_note_photo", "Senthilvel", "2026-10-14", ["C05"], ["C05-H08"], """
14 OCTOBER 2026  WED
OS 4471 - PW2 (Jagannathan, No. 49, neighbour) NOT examined today - filed IA 7/26 u/O 39 R 2A (disobedience): gate locked at 8 pm on 12/9, 19/9, 27/9 - 3 photos with time stamp. Notice to Dhanapal. Maheswari to file counter.
NDOH 2/12 - counter in IA 7 + PW2.
""")

up("backlog/2026-10/WhatsApp Chat - Arun Kalaivani Silks/_chat.txt", "whatsapp_export", "Senthilvel", "2026-10-15", ["C01", "C05"], ["C01-H03", "C01-H05", "C05-H05", "C05-H08"], """
[28/01/26, 6:02:41 PM] Senthilvel Advocate: Arun, counter filed by Corporation today. Judge wants you to apply for regularisation in 3 weeks. Please meet me Saturday with the plan copies.
[28/01/26, 6:30:12 PM] Arun Kalaivani Silks: Ok sir. How much fees for regularisation?
[28/01/26, 6:33:55 PM] Senthilvel Advocate: Architect will calculate. Roughly 3 to 3.5 lakhs.
[22/04/26, 5:47:20 PM] Senthilvel Advocate: Passage case - interim order in our favour. Gate must be kept open 6 am to 10 pm. No new construction.
[22/04/26, 5:49:03 PM] Arun Kalaivani Silks: Super sir 🙏 Amma is very happy
[17/06/26, 7:15:36 PM] Senthilvel Advocate: Writ not reached today. Next 8 July.
[17/06/26, 7:20:10 PM] Arun Kalaivani Silks: Sir, Corporation engineers came for inspection last week. Fire NOC they are asking
[17/06/26, 7:22:48 PM] Senthilvel Advocate: Send me the copy. We will take it up on 8th.
[14/10/26, 8:05:11 PM] Senthilvel Advocate: IA 7 filed for the locking. Notice ordered. Next date 2 December. Bring Jagannathan sir that day for evidence.
[14/10/26, 8:09:40 PM] Arun Kalaivani Silks: Sure sir. He is 74, I will bring him by car
""")

up("backlog/2026-11/STC 2786 args 6.11.26.docx", "typed_note_docx", "Senthilvel", "2026-11-06", ["C03"], ["C03-H08"], """
06.11.2026 Fri - XVIII MM (FTC) Saidapet
STC 2786/2025 Sri Balaji Steel Traders v. S. Ragavendran
- No settlement (Ragavendran did not increase beyond 3.5 L).
- My args: presumption u/s 139; security-cheque defence is only a suggestion, no evidence; 3 invoices admitted in cross; no reply to notice.
- Stanley: cheque was a blank security cheque; no debt on 14.03.2025.
- Saravanan: judgment on 04.12.2026.
Tell Muthukumaran - personal presence on 4/12 not needed but better to come.
""")

up("backlog/2026-11/WhatsApp Chat with Muthukumaran Balaji Steels.txt", "whatsapp_export", "Priyadharshini", "2026-11-07", ["C03"], ["C03-H04", "C03-H05", "C03-H08"], """
10/04/26, 1:14 pm - Priyadharshini Adv: Sir, accused did not come today. Judge issued NBW. Next date 22 May.
10/04/26, 1:20 pm - Muthukumaran Balaji Steels: Very good madam. Let police catch him
22/05/26, 4:48 pm - Priyadharshini Adv: Sir, Ragavendran surrendered, warrant recalled. He paid 1000 costs to us, I will give you the cash. Your cross finished today. Senthil sir says you answered well.
22/05/26, 4:55 pm - Muthukumaran Balaji Steels: Thank u madam. They asked security cheque. I said no, it is for bill amount only
06/11/26, 2:31 pm - Priyadharshini Adv: Sir arguments over. Judgment on 4th December.
06/11/26, 2:40 pm - Muthukumaran Balaji Steels: Ok madam. If they come with 4 lakh before that shall I accept?
06/11/26, 2:46 pm - Priyadharshini Adv: Sir please talk to Senthil sir directly before accepting anything
""")

up("backlog/2026-11/MCOP 1189 award.pdf", "certified_order_sheet_scan", "court", "2026-11-20", ["C04"], ["C04-H10"], """
BEFORE THE MOTOR ACCIDENTS CLAIMS TRIBUNAL (IV JUDGE, COURT OF SMALL CAUSES), CHENNAI
Present: Thiru A. Elangovan, B.Sc., B.L.
Friday, the 13th day of November 2026
M.C.O.P. No. 1189 of 2024
1. A. Selvi  2. Minor A. Kavin  3. Minor A. Yazhini (minors rep. by their mother, the first petitioner) ... Petitioners
Vs.
1. Sri Annamalai Travels (ex parte)  2. Pragathi General Insurance Co. Ltd. ... Respondents
AWARD (extract)
The tribunal holds that the accident was caused by the rash and negligent driving of the driver of the bus TN-11-AK-2290 (PW2's evidence; no contributory negligence proved). Monthly income taken at Rs. 16,000/- (income of Rs. 25,000/- not fully proved), future prospects 25%, deduction 1/4, multiplier 14.
Loss of dependency Rs. 25,20,000/-; conventional heads (consortium, loss of estate, funeral expenses) Rs. 2,20,000/-; total compensation Rs. 27,40,000/-. The claim is allowed in part.
The second respondent shall deposit Rs. 27,40,000/- with interest at 7.5% per annum from the date of petition (20.06.2024) within six weeks. Apportionment: first petitioner 50%; petitioners 2 and 3 - 25% each, to be kept in fixed deposit in a nationalised bank till they attain majority.
Certified copy issued on 20.11.2026
""")

up("backlog/2026-11/WhatsApp Chat - Murali Selvi case/_chat.txt", "whatsapp_export", "Senthilvel", "2026-11-14", ["C04"], ["C04-H07", "C04-H10"], """
[03/07/26, 6:41:10 PM] Murali (Selvi): Sir today what happened? Selvi akka is crying
[03/07/26, 6:48:31 PM] Senthilvel Advocate: Insurance offered 16 lakh. Selvi refused. Correct decision. Arguments on 21 August.
[03/07/26, 6:50:02 PM] Murali (Selvi): Sir if 20 lakh they give we can take?
[03/07/26, 6:55:44 PM] Senthilvel Advocate: Let us see after arguments. Tribunal may give more.
[13/11/26, 5:12:09 PM] Senthilvel Advocate: Award passed. Rs 27,40,000 with 7.5% interest. Insurance to deposit in 6 weeks. Children's share in FD till 18.
[13/11/26, 5:20:51 PM] Murali (Selvi): Thank you sir!!! 🙏🙏 Selvi akka wants to meet you and give sweets
[13/11/26, 5:22:30 PM] Senthilvel Advocate: Come to office on Saturday. Bring bank passbook of Selvi for withdrawal petition later.
""")

up("backlog/2026-11/16 nov rcop.txt", "typed_note_txt", "Priyadharshini", "2026-11-16", ["C02"], ["C02-H09"], """
16.11.26 monday - rent court XIII
rcop 412 - MP 3 (reopen evidence) heard. our counter: notebook produced after 1 yr, not in counter, no imran signature. stanley sir args on main also finished today.
madam: orders on MP 3 and main RCOP on 7/12/26.
kareem sir ku call panniten - he asked eviction order vandha evlo naal la kaali pannuvaanga nu. sir kitta kekkanum.
""")

up("backlog/2026-11/cl_25112026_ct14.pdf", "cause_list_pdf", "court", "2026-11-24", ["C01"], [], """
HIGH COURT OF JUDICATURE AT MADRAS
DAILY CAUSE LIST - WEDNESDAY, 25TH NOVEMBER 2026
COURT NO. 14 - THE HONOURABLE MR. JUSTICE V. RAGHUNATHAN
AT 10.30 A.M. - FOR ADMISSION
1. W.P. 30112/2026  Tamil Selvan vs The District Collector, Tiruvallur    M/S. R. Anand / Spl. GP
FINAL HEARING
57. W.P. 18734/2025  R. Kalaivani vs The Commissioner, Greater Chennai Corporation and 2 others    M/S. K. Senthilvel, R. Priyadharshini / Mr. T. Ilango, SC (GCC)
58. W.P. 9920/2024  Lakshmi Ammal vs The Tahsildar, Mylapore    M/S. S. Ramesh / Addl. GP
""")

up("backlog/2026-11/IMG_5688.jpeg", "handwritten_note_photo", "Senthilvel", "2026-11-25", ["C01"], ["C01-H07"], """
25 NOVEMBER 2026  WEDNESDAY
Item 57 reached at 3.10. Kalaivani WP - heard fully. Ilango: no fire NOC, bldg > 15 m, cannot regularise. Me: fire NOC appln made 22/9 (Sekar), pending with TNFRS; sealing of entire bldg disproportionate. VRJ: produce the status of the fire NOC appln + TNFRS acknowledgement. Posted for orders 9/12.
To do before 9/12: Arun - TNFRS ack + inspection report if any; typed set with page nos (VRJ insists).
""")

up("backlog/2026-11/todo 30.11.txt", "typed_note_txt", "Senthilvel", "2026-11-30", [], [], """
this week - personal / office
- bar association subscription Rs 2,400 - pay by Thursday
- car insurance (Innova) expires 6/12 - renew online
- Murugan's salary + Deepavali bonus balance
- printer cartridge, A4 bundles x 4
- call CA re advance tax (15/12)
""")
