"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


# ---------------------------------------------------------------- documents (dated by their own date)
up("backlog/2024-07/L&L agreement gala 14.pdf", "document_scan", "Harshad Shah", "2021-03-25", ["C01"], [], """
LEAVE AND LICENCE AGREEMENT
This Agreement is made at Mumbai on this 25th day of March 2021 between Shri Harshad Ramniklal Shah, r/o 501 Shanti Kunj, Malad (W), Mumbai 400064 (the LICENSOR) and Shri Pramod Dattu Kamble, proprietor of Kamble Packaging, r/o Room 12, Santosh Nagar, Goregaon (E), Mumbai 400063 (the LICENSEE).
1. Premises: Gala No. 14, ground floor, Sunder Industrial Estate, off Western Express Highway, Goregaon (E), Mumbai 400063, admeasuring 650 sq. ft. carpet.
2. Period: 33 months from 01.04.2021 to 31.12.2023.
3. Licence fee: Rs. 38,000/- per month, payable on or before the 5th of each month.
4. Security deposit: Rs. 3,00,000/- (interest free), refundable on the licensee vacating the premises.
5. The licensee shall vacate on expiry. No tenancy is created. Any renewal shall be only by a fresh registered agreement.
Registered at the office of the Sub-Registrar, Borivali-4, Document No. BRL-4/5521/2021 on 25.03.2021.
LICENSOR sd/-                LICENSEE sd/-
""")

up("backlog/2024-09/WS Kamble.pdf", "document_scan", "Mukesh Trivedi", "2024-09-12", ["C01"], [], """
IN THE COURT OF SMALL CAUSES AT MUMBAI (BANDRA BRANCH)
L.E. SUIT NO. 112 OF 2024
Harshad Shah ... Plaintiff
Versus
Pramod Kamble ... Defendant
WRITTEN STATEMENT ON BEHALF OF THE DEFENDANT
1. The defendant denies that the licence came to an end on 31.12.2023.
2. On 20.12.2023 the plaintiff's brother Shri Ketan Shah, who always collected the licence fee, agreed orally that the licence would continue for three more years at Rs. 40,000/- per month.
3. The plaintiff accepted Rs. 38,000/- by NEFT on 08.01.2024 and on 06.02.2024, which shows that the licence continued.
4. The claim for compensation at Rs. 45,000/- per month is excessive; the market rate in the estate is not more than Rs. 36,000/- per month.
5. The security deposit of Rs. 3,00,000/- lies with the plaintiff and must be adjusted.
The suit deserves to be dismissed with costs.
Mumbai, 12.09.2024
Adv. Mukesh Trivedi, for the defendant
""")

up("backlog/2025-03/IMG_20250612_104512.jpg", "document_photo", "Om Sai Hardware & Sanitation", "2025-03-18", ["C02"], [], """
OM SAI HARDWARE & SANITATION
112, Kalbadevi Road, Mumbai 400002 | GSTIN 27ABCPP4471K1ZQ
TAX INVOICE
Invoice No.: OSH/1107          Date: 18/03/2025
Buyer: Jain Constructions, Site: Shanti Heights, Borivali West
1. EWC wall-hung (Aqualine) - 24 nos @ 2,850 = 68,400
2. CP fittings set - 24 sets @ 1,900 = 45,600
3. CPVC pipe 1 inch - 120 lengths @ 350 = 42,000
Taxable value 1,56,000
CGST 9% 14,040    SGST 9% 14,040
Total Rs. 1,84,080
Goods received in good condition - sd/- Mahesh (site supervisor)
""")

up("backlog/2025-05/Legal notice Jain Constructions.pdf", "document_scan", "Nandini Kulkarni", "2025-05-20", ["C02"], [], """
NANDINI KULKARNI
Advocate, High Court
Room 14, Ismail Building, Flora Fountain, Fort, Mumbai 400001

Date: 20.05.2025
By R.P.A.D. / Speed Post

To,
Mr. Rakesh Jain,
Proprietor, Jain Constructions,
Shop No. 4, Vrundavan Complex, S.V. Road, Borivali West, Mumbai 400092

Sub: Notice under Section 138 read with Section 142 of the Negotiable Instruments Act, 1881

Under instructions from my client M/s Om Sai Hardware & Sanitation, through its proprietor Mr. Dilip Patil, 112 Kalbadevi Road, Mumbai 400002, I state:
1. My client supplied sanitary ware and hardware for your site at Borivali under tax invoices Nos. OSH/1102 to OSH/1109 of March and April 2025, aggregating Rs. 6,80,000/-.
2. Towards the said liability you issued cheque No. 118834 dated 05.05.2025 for Rs. 6,80,000/- drawn on Bank of Baroda, Kalbadevi Branch.
3. The cheque, presented through my client's banker Saraswat Co-operative Bank Ltd., Kalbadevi, was returned unpaid with the memo dated 12.05.2025 "Funds Insufficient".
4. I therefore call upon you to pay the said sum of Rs. 6,80,000/- within 15 days of the receipt of this notice, failing which my client shall file a complaint under Section 138 of the said Act, at your risk as to costs.
Sd/-
(Nandini Kulkarni)
Advocate for M/s Om Sai Hardware & Sanitation
""")

up("backlog/2026-02/disability cert sunil.jpg", "document_photo", "Lokmanya Tilak Municipal General Hospital", "2026-02-10", ["C03"], [], """
LOKMANYA TILAK MUNICIPAL GENERAL HOSPITAL, SION, MUMBAI 400022
DEPARTMENT OF ORTHOPAEDICS - MEDICAL BOARD
DISABILITY CERTIFICATE
Cert. No. LTMGH/ORTH/DB/2026/0317          Date: 10/02/2026
This is to certify that Shri Sunil Dattatray Waghmare, male, aged 29 years, r/o Room 7, Ambedkar Nagar Chawl, Dharavi, Mumbai 400017, was examined by the Medical Board on 10/02/2026.
Diagnosis: malunited fracture of the left tibia (shaft) with shortening of 2 cm, following a road traffic accident on 14/08/2024; operated (ORIF) on 15/08/2024.
Permanent partial disability: 35% (thirty five percent) in relation to the left lower limb.
The condition is not likely to improve.
Members: Dr. Abhay Joshi (Associate Professor, Orthopaedics), Dr. S. K. Mulla, Dr. P. R. Nadkarni
(Seal)  Medical Superintendent
""")

up("backlog/2026-05/FIR 412-2026 MIDC.pdf", "document_scan", "MIDC Police Station", "2026-05-02", ["C06"], [], """
FIRST INFORMATION REPORT
(Under Section 173 B.N.S.S.)
1. District: Mumbai    P.S.: MIDC Police Station, Andheri (E)    Year: 2026    FIR No.: 0412    Date: 02/05/2026
2. Acts & Sections: Bharatiya Nyaya Sanhita, 2023 - 316(2), 318(4)
3. Occurrence: between 01/01/2026 and 31/03/2026 at Technova Systems Pvt. Ltd., Unit 204, Akruti Trade Centre, MIDC, Andheri (E)
4. Information received at P.S.: 02/05/2026 at 17:40 hrs
6. Complainant: Shri Rajiv Menon, Director, Technova Systems Pvt. Ltd.
7. Accused: Shri Vikram Nair, former store manager
10. Property: 14 laptops (Dell Latitude) valued at Rs. 8,40,000/-
12. Contents: The complainant states that the accused was the store manager in charge of the stock register; the annual stock audit of April 2026 found 14 laptops missing; the register shows them issued to employees who deny receiving them; the accused resigned on 15/04/2026 and has not returned the store keys.
Officer in charge: PSI Dinesh More
Sd/- Complainant
""")

up("backlog/2026-05/Gokhale report CC 88.pdf", "document_scan", "Anil V. Gokhale", "2026-05-12", ["C05"], [], """
ANIL V. GOKHALE
B.E. (Mech.), Chartered Engineer, Automobile Surveyor & Loss Assessor (IRDAI Lic. SLA-71245)
A-12, Saraswat Colony, Santacruz East, Mumbai 400055

Date: 12.05.2026
To, The President, District Consumer Disputes Redressal Commission, Mumbai Suburban, Bandra
In re: Consumer Complaint No. CC/88/2025 - Dr. Meenal Apte v. Zephyr Motors Pvt. Ltd. & Anr.

INSPECTION REPORT
Vehicle: Corvina Astra 1.5 DCT, Reg. No. MH-02-FG-7781, odometer 19,342 km.
Inspected on 06.05.2026 at the service centre of Zephyr Motors, Andheri (E), in the presence of both sides.
1. Road test: judder and shudder on take-off in first and second gear, reproduced 7 times out of 10.
2. Gearbox scan: repeated fault codes for clutch 1 over-temperature since 02.2025.
3. Job cards: the gearbox was attended 5 times (Feb 2025 to Jan 2026); the clutch pack was replaced once (Aug 2025) without cure.
4. Driving pattern: no evidence of abuse; clutch wear within normal limits for the mileage.
Opinion: the defect is a manufacturing defect in the dual-clutch transmission (clutch pack and its control unit), not caused by the manner of driving. Repair has not cured it.
Fee received: Rs. 15,000/-.
Sd/- Anil V. Gokhale
""")

# ---------------------------------------------------------------- notes, order sheets, chats (by date)
up("backlog/2025-12/sahil 3 dec.txt", "typed_note_txt", "Sahil", "2025-12-03", ["C02"], ["C02-H01"], """
3/12/25 - 47th court esplanade
om sai vs jain (CC 3390/SS/2025)
accused rakesh jain absent -> trivedi filed exemption appln, allowed for today only. gaikwad madam: next date accused must be hajar, otherwise warrant.
dilip bhau was present, gussa tha.
pudhchi tarikh 14/1/26 - appearance + plea
""")

up("backlog/2025-12/IMG-20251206-WA0003.jpg", "handwritten_note_photo", "Sahil", "2025-12-05", ["C03"], ["C03-H01"], """
5/12/25 MACT CR 4 - sunil waghmare (MACP 1456/24)
- new horizon ins. WS filed by pereira madam. defence: driver sandhu had LMV licence only (non transport), tempo is goods vehicle -> breach of policy.
- sandhu (owner-driver) served but absent -> ex parte against OP1.
- issues framed. our AW1 affidavit (sunil) filed today itself.
- bhosale saheb asked pereira - any offer? she said no instructions.
- next 20/2/26 cross of AW1.
""")

up("backlog/2025-12/PXL_20251209_194210.jpg", "handwritten_note_photo", "Nandini", "2025-12-09", ["C04"], ["C04-H01"], """
DECEMBER 2025
9 TUESDAY

Family Ct Bandra, Ct 3 - Kavita v Amol (F-540/2025). Both present. Sawant madam - first counsellor: Mrs. Nirmala Fernandes, sessions on 18/12 and 5/1. Interim appln for child maintenance (Exh 12, Rs 25,000 pm) filed today. Bhide for Amol. Next 13/1.
""")

up("backlog/2025-12/PXL_20251211_181544.jpg", "handwritten_note_photo", "Nandini", "2025-12-11", ["C01", "C05"], ["C01-H01", "C05-H01"], """
DECEMBER 2025
11 THURSDAY

Small Causes Bandra CR 9 - Kamble gala (LE 112/24). Issues framed - 4 issues; main one = whether licence renewed orally. Patwardhan sir to Trivedi: "no adjournment without costs in this court, tell your client". Next 15/1 - PW1 affidavit (Harshad bhai). Sahil to draft.

Consumer Bandra - Meenal car (CC/88/2025). Zephyr & Corvina filed written version today - late (beyond 30 days). Desai filed delay condonation appln. Kadam sir allowed subject to costs Rs.5000 payable to complainant. Next 22/1 - rejoinder + evidence. Tell Dr Apte re costs.
""")

up("backlog/2026-01/notes 13 jan.docx", "typed_note_docx", "Nandini", "2026-01-13", ["C04", "C02"], ["C04-H02"], """
13.1.2026 - Family Court Ct 3
Kavita Rane v Amol Rane
- Counsellor (Mrs. Fernandes) report: no settlement; both want custody.
- Sawant madam spoke to both parties. Interim access by consent: Amol to take Aarav every 2nd and 4th Saturday, 11 am to 5 pm, pick-up and drop at Kavita's building (Dahisar).
- Bhide to file say to Exh. 12 (maintenance). Next 24.02.2026.
- Kavita worried about Amol's mother - told her to keep a diary of each visit.
Tomorrow: Esplanade - Om Sai appearance and plea (Sahil).
""")

up("backlog/2026-01/14.1.26.txt", "typed_note_txt", "Sahil", "2026-01-14", ["C02"], ["C02-H02"], """
14.1.26 esplanade 47th ct
jain cheque - accused aala finally. PR bond 15k, bailable. plea recorded - "not guilty", claims trial.
we filed 143A appln (20% interim compensation). trivedi wants time for say.
madam asked both - mediation? trivedi: will take instructions. dilip bhau: only if full amount.
next 18/2 - say + hearing on 143A.
""")

up("backlog/2026-01/PXL_20260115_173302.jpg", "handwritten_note_photo", "Nandini", "2026-01-15", ["C01"], ["C01-H02"], """
JANUARY 2026
15 THURSDAY

Kamble suit - PW1 affidavit of evidence filed (Harshad bhai present). Trivedi not ready for cross - "busy in Sessions court, part heard matter". Patwardhan sir gave time but costs Rs 2,000/- to pltf. Next 26.2 for cross of PW1. Harshad bhai to keep L&L original + bank stmt Jan-Feb 2024 ready.
""")

up("backlog/2026-01/consumer 22jan.txt", "typed_note_txt", "Sahil", "2026-01-22", ["C05"], ["C05-H02"], """
22/1/2026 consumer bandra
meenal car (cc/88/2025) - quorum incomplete, member madam on leave. no hearing. next 26/2/26.
desai's costs rs 5000 (of 11 dec) - cheque given today to us, deposited.
our rejoinder filed in registry.
""")

up("backlog/2026-02/PXL_20260218_190511.jpg", "handwritten_note_photo", "Nandini", "2026-02-18", ["C02"], ["C02-H03"], """
FEBRUARY 2026
18 WEDNESDAY

Esplanade 47 - Om Sai v Jain. 143A argued by me. Gaikwad madam ALLOWED - 20% of 6,80,000 = Rs 1,36,000 to be deposited within 60 days. Trivedi: accused in financial difficulty - not accepted. Next 29/4 - cross of CW1 (Dilip). Tell Dilip bhau - carry invoices 1102-1109 + ledger.
""")

up("backlog/2026-02/IMG-20260221-WA0009.jpg", "handwritten_note_photo", "Sahil", "2026-02-20", ["C03"], ["C03-H02"], """
20.2.26 mact ct 4
waghmare - pereira madam not ready for cross, "file not recd from insurer". bhosale saheb: costs 1000/- to claimant. next 13/3 - cross of AW1 positively.
disability certificate (sion hospital board, 35%) filed today at exh 28.
rupali vahini aali hoti - asked when paisa milega. told: award nantar.
""")

up("backlog/2026-02/PXL_20260224_201217.jpg", "handwritten_note_photo", "Nandini", "2026-02-24", ["C04"], ["C04-H03"], """
FEBRUARY 2026
24 TUESDAY

Kavita custody - Amol absent, Bhide sought time to file say to Exh.12. Sawant madam annoyed - respondent to remain personally present on next date, say to be filed by 10/3, no further time. Next 24/3 for interim maintenance order.
""")

up("backlog/2026-02/26.2.26.docx", "typed_note_docx", "Nandini", "2026-02-26", ["C01", "C05"], ["C01-H03", "C05-H03"], """
26.02.2026 (Thu) - Bandra

1. LE 112/2024 Harshad Shah v. Kamble - CR 9
- Costs Rs. 2,000 of last date paid by Trivedi today (cash, receipt taken).
- Cross of PW1 started. Trivedi put the two NEFT credits of Rs. 38,000 (Jan & Feb 2024) - suggestion that the licence was renewed. Harshad bhai: those were arrears for Nov and Dec 2023, no renewal, Ketan had no authority. Recorded.
- Part heard. Next 23.04.2026.

2. CC/88/2025 Dr. Meenal Apte v. Zephyr Motors - Bench I
- Our application Exh. 14 for expert inspection ALLOWED. Shri Anil Gokhale (automobile engineer) appointed. Fee Rs. 15,000 to be deposited by complainant. Report in 8 weeks.
- Desai opposed - said car driven 18,000 km, no defect.
- Next 23.04.2026.
To do: Dr Apte - deposit 15k this week; Ganesh - nakal of Exh. 14 order.
""")

up("backlog/2026-03/PXL_20260313_184455.jpg", "handwritten_note_photo", "Nandini", "2026-03-13", ["C03"], ["C03-H03"], """
MARCH 2026
13 FRIDAY

MACT 4 - Sunil Waghmare. Costs 1000 paid by Pereira. Cross of AW1: (1) income Rs 22,000 pm from QuickBasket payouts - no ITR, bank stmt only. (2) denied wrong side - tempo came from Dharavi side, took sudden right turn. (3) admitted helmet strap was open (!). Careful in args - contributory negl. Next 17/4 - AW2 Dr. Abhay Joshi - summons issued.
""")

up("backlog/2026-03/F-540 order 24.3.26.pdf", "certified_order_sheet_scan", "court", "2026-03-27", ["C04"], ["C04-H04"], """
IN THE FAMILY COURT AT BANDRA, MUMBAI
PETITION NO. F-540 OF 2025
Kavita Amol Rane ... Petitioner
Versus
Amol Vasant Rane ... Respondent
ORDER BELOW EXH. 12
1. Heard Adv. Kulkarni for the petitioner and Adv. Bhide for the respondent. Perused the say and the income affidavits.
2. The respondent is employed as a senior sales manager with a net salary of about Rs. 1,10,000/- per month. The minor Aarav, aged 6, studies in the 1st standard and lives with the petitioner.
3. The respondent shall pay interim maintenance of Rs. 15,000/- per month for the minor from the date of the application, i.e. 09.12.2025, payable by the 10th of every month. Arrears shall be paid within eight weeks.
4. The interim access arranged on 13.01.2026 (every 2nd and 4th Saturday, 11 a.m. to 5 p.m.) shall continue.
5. To 16.06.2026 for the petitioner's evidence.
Date: 24.03.2026
(R. D. Sawant)
Judge, Family Court, Bandra, Mumbai
Certified copy issued on 27.03.2026
""")

up("backlog/2026-04/17.4.26 mact.txt", "typed_note_txt", "Sahil", "2026-04-17", ["C03"], ["C03-H04"], """
17/04/26 mact ct 4
waghmare - dr abhay joshi nahi aaye, hospital ka letter - in OT (emergency surgery). bhosale saheb: doctor ko fixed date - 12/6/26 at 2.45 pm, witness summons again. pereira madam asked for copy of x-rays - given.
""")

up("backlog/2026-04/PXL_20260423_192040.jpg", "handwritten_note_photo", "Nandini", "2026-04-23", ["C01", "C05"], ["C01-H04", "C05-H04"], """
APRIL 2026
23 THURSDAY

CR9 Kamble - Trivedi absent, proxy (Jadhav) asked time, "Sir in HC". Patwardhan sir angry - LAST CHANCE, costs Rs 3000 to pltf. Cross of PW1 to be completed on 11/6 positively.
Consumer - Meenal car: Gokhale report not yet filed. His letter - needs 4 more weeks, car was at service centre. Next 28/5.
Harshad bhai ko call kar - cross baaki hai, 11 june aana hai.
""")

up("backlog/2026-04/BW jain.txt", "typed_note_txt", "Sahil", "2026-04-29", ["C02"], ["C02-H04"], """
29/04/2026 47th court
accused jain gairhajar again (2nd time - 1st was 3 dec). trivedi sir: client unwell, no medical. 143A amount (1,36,000) also NOT deposited.
gaikwad madam issued BW rs 10,000 against accused. cross of CW1 not taken up.
next 17.6.2026.
dilip bhau ko call kiya - khush hai BW se.
""")

up("backlog/2026-05/roznama LE 112-2024.pdf", "certified_order_sheet_scan", "court", "2026-05-04", ["C01"], ["C01-H01", "C01-H02", "C01-H03", "C01-H04"], """
IN THE COURT OF SMALL CAUSES AT MUMBAI (BANDRA BRANCH)
L.E. SUIT NO. 112 OF 2024
Harshad Shah ... Plaintiff
Versus
Pramod Kamble ... Defendant
ROZNAMA
11/12/2025  Adv. Kulkarni for plaintiff. Adv. Trivedi for defendant. Issues framed at Exh. 21. Plaintiff to file affidavit of evidence. Adjd. to 15/01/2026.
15/01/2026  Affidavit of evidence of PW1 filed at Exh. 24. Adv. for defendant seeks time to cross-examine on the ground that he is busy in the Sessions Court. Time granted subject to costs of Rs. 2,000/- payable to the plaintiff. Adjd. to 26/02/2026.
26/02/2026  Costs paid. Cross-examination of PW1 commenced. Part heard. Adjd. to 23/04/2026.
23/04/2026  Adv. for defendant absent. Proxy advocate seeks time. Last chance granted subject to costs of Rs. 3,000/- payable to the plaintiff. Cross of PW1 to be completed on the next date. Adjd. to 11/06/2026.
(S. R. Patwardhan)
Judge, Court of Small Causes, Mumbai
CERTIFIED TRUE COPY
Copy applied on 27/04/2026, ready on 04/05/2026
""")

up("backlog/2026-05/CC 3390 rojnama.jpg", "certified_order_sheet_scan", "court", "2026-05-06", ["C02"], ["C02-H03", "C02-H04"], """
IN THE COURT OF THE METROPOLITAN MAGISTRATE, 47TH COURT, ESPLANADE, MUMBAI
C.C. No. 3390/SS/2025
M/s Om Sai Hardware & Sanitation .. Complainant
V/s
Rakesh Jain .. Accused
18/02/2026 - Complainant with Adv. Kulkarni. Accused with Adv. Trivedi. Heard on application u/s 143A of the N.I. Act (Exh. 9). Accused is directed to pay interim compensation of 20% of the cheque amount, i.e. Rs. 1,36,000/- within 60 days. To 29/04/2026 for cross-examination of CW1.
29/04/2026 - Accused absent. Adv. Trivedi submits accused is unwell; no medical certificate. Accused absent on earlier date also. Interim compensation not deposited. Issue B.W. of Rs. 10,000/- against the accused. To 17/06/2026.
Sd/- A. K. Gaikwad, Metropolitan Magistrate, 47th Court
True copy. Issued on 06/05/2026
""")

up("backlog/2026-05/PXL_20260515_185930.jpg", "handwritten_note_photo", "Nandini", "2026-05-15", ["C06"], ["C06-H01"], """
MAY 2026
15 FRIDAY

Sessions CR 52 - Vikram Nair ABA 1822/26 (FIR 412/26 MIDC). Chavan sir - ad-interim: no coercive steps till next date; V to attend MIDC PS on 18, 19, 20 May, 11 to 2, cooperate. APP Mhatre to file IO's say. Next 29/5. Told Vikram - carry the handover sheet of 15 April (keys).
""")

up("backlog/2026-05/28.5.26 consumer.txt", "typed_note_txt", "Sahil", "2026-05-28", ["C05"], ["C05-H05"], """
28.05.26 - consumer commission bandra
meenal apte car - gokhale report filed (dated 12.5.26). finding: DCT gearbox judder = manufacturing defect, not driving. OPs (desai) to file objections within 4 weeks.
next 2/7/26.
dr apte happy. she wants refund only, no repair.
""")

up("backlog/2026-05/PXL_20260529_190102.jpg", "handwritten_note_photo", "Nandini", "2026-05-29", ["C06"], ["C06-H02"], """
MAY 2026
29 FRIDAY

Vikram ABA - APP Mhatre filed IO's say: custodial interrogation needed to recover 14 laptops. I showed: handover sheet dt 15/4 signed by their admin (Ms. Rao); V attended PS all 3 days. Chavan sir - args heard, interim protection continues. Order 12/6.
""")

up("backlog/2026-06/notes 11 june.txt", "typed_note_txt", "Sahil", "2026-06-11", ["C01"], ["C01-H05"], """
11/6/26 small causes cr 9
kamble suit (LE 112/24)
- PW1 harshad bhai cha cross complete zhala. trivedi sir himself aale aaj.
- admission: feb 2024 chi receipt ketan bhai ne sign keli (10.02.2024). baki renewal nahi - firm on that.
- pltf evidence closed.
- trivedi ne 3000 costs abhi tak nahi bhare. patwardhan sir: pay before next date else DW evidence will not be taken.
- deft to file affidavit of DW1 (kamble). next dt 16.7.26
- madam was in HC so i attended
""")

up("backlog/2026-06/update 12-6.txt", "typed_note_txt", "Sahil", "2026-06-12", ["C03", "C06"], ["C03-H05", "C06-H03"], """
12 june update (sahil)

1) MACT ct 4 - waghmare: AW2 dr abhay joshi aale 2.45 la. chief: 35% permanent partial disability of left lower limb, malunion of tibia, will limp. cross by pereira: admitted he was not the treating doctor in 2024, examined sunil only on 10.02.2026 as board member. bhosale saheb asked pereira for offer - "will get instructions". next 31/7.

2) sessions CR 52 - vikram nair ABA 1822/26: ALLOWED by chavan sir. PR bond 30,000 with one surety, attend MIDC police stn every monday 11 to 1 for 2 months, not to contact complainant's employees. madam (NK) argued, i sat.
bond to be furnished within 1 week - vikram's cousin will stand surety.
""")

up("backlog/2026-06/ABA 1822 order.pdf", "certified_order_sheet_scan", "court", "2026-06-15", ["C06"], ["C06-H03"], """
IN THE COURT OF SESSIONS FOR GREATER MUMBAI AT MUMBAI
ANTICIPATORY BAIL APPLICATION NO. 1822 OF 2026
Vikram Nair ... Applicant
Versus
The State of Maharashtra (MIDC Police Station, C.R. No. 412 of 2026) ... Respondent
Coram: K. D. Chavan, Additional Sessions Judge, C.R. No. 52
Date: 12.06.2026
ORDER
1. The applicant apprehends arrest in C.R. No. 412 of 2026 registered for offences punishable under Sections 316(2) and 318(4) of the Bharatiya Nyaya Sanhita.
2. The learned A.P.P. relies on the say of the Investigating Officer that custodial interrogation is necessary to recover 14 laptops.
3. The applicant attended the police station on 18, 19 and 20 May 2026 as directed. The dispute is about stock entries and is documentary in nature; the register is with the company. Custodial interrogation is not necessary.
(i) The application is allowed.
(ii) In the event of arrest, the applicant be released on bail on his executing a P.R. bond of Rs. 30,000/- with one surety in the like amount.
(iii) The applicant shall attend MIDC Police Station every Monday between 11 a.m. and 1 p.m. for two months, and thereafter as and when called.
(iv) He shall not contact or influence the employees of the complainant company.
(v) The application stands disposed of.
Certified copy issued on 15.06.2026
""")

up("backlog/2026-06/16 june FC.txt", "typed_note_txt", "Sahil", "2026-06-16", ["C04"], ["C04-H05"], """
16/6/26 family court ct 3
kavita v amol - amol paid arrears rs 60,000 by DD today in court (dec to march). april onwards 15k monthly coming by NEFT - kavita confirmed.
petitioner's affidavit of evidence filed.
sawant madam: child (aarav) to be brought on next date - she will talk to him in chambers.
next 25/8/26 - cross of petitioner + child interaction.
""")

up("backlog/2026-06/PXL_20260617_193355.jpg", "handwritten_note_photo", "Nandini", "2026-06-17", ["C02"], ["C02-H05"], """
JUNE 2026
17 WEDNESDAY

Om Sai v Jain - accused present, BW cancelled. DD of Rs 1,36,000 deposited (interim comp) - finally. Cross of CW1 Dilip bhau by Trivedi: "cheque was blank security cheque for future orders" - Dilip denied, said material already supplied under invoices 1102 to 1109, goods delivered at Jain's Borivali site. Cross over. Next 22/7. Gaikwad madam again mentioned mediation.
""")

up("backlog/2026-07/PXL_20260702_185012.jpg", "handwritten_note_photo", "Nandini", "2026-07-02", ["C05"], ["C05-H06"], """
JULY 2026
2 THURSDAY

Consumer - Meenal car. OPs filed objections to Gokhale report (generic - "no test on dyno"). Desai offered new gearbox + 3 yr extended warranty. Dr Apte: NO, refund only. Kadam sir: written args both sides within 6 weeks; last chance to OPs. Next 17/9.
Written args - draft by 10 Aug (Sahil first draft).
""")

up("backlog/2026-07/Kamble cross DW1.docx", "typed_note_docx", "Nandini", "2026-07-16", ["C01"], ["C01-H06"], """
LE 112/2024 - Harshad Shah v. Pramod Kamble - CR 9, Small Causes, Bandra
Cross of DW1 Pramod Kamble - 16.07.2026

Costs Rs. 3,000 (of 23.04) paid today before the cross began.
1. Admits no licence fee paid after March 2024. "Paisa Ketan bhai ko dena tha, unhone liya nahi."
2. Oral renewal: says Ketan agreed on 20.12.2023, 3 more years at Rs. 40,000 p.m. No writing, no witness, no stamp paper, not registered.
3. Admits he runs another godown at Vasai (Navghar) since 2025.
4. Admits the security deposit of Rs. 3,00,000 is with Harshad bhai - wants it adjusted.
Cross over. Defence evidence closed.
Next 17.09.2026 - arguments. Patwardhan sir: both sides to be ready, no more time.
- NK
""")

up("backlog/2026-07/IMG-20260723-WA0011.jpg", "handwritten_note_photo", "Sahil", "2026-07-22", ["C02"], ["C02-H06"], """
22/7 esplanade 47
om sai - jain: both sides agreed -> referred to mediation centre (esplanade court bldg, 3rd floor). 1st sitting 5/8 at 3 pm.
next dt 9/9/26 - mediation report.
dilip bhau says min 6 lakh otherwise no.
""")

up("backlog/2026-07/mact 31 jul.txt", "typed_note_txt", "Sahil", "2026-07-31", ["C03"], ["C03-H06"], """
31/7/26 mact 4 waghmare
pereira madam: insurer offer Rs 6,25,000 full & final. sunil + rupali vahini said NO - min 9 lakh (per madam's calculation). bhosale saheb: fine, insurer to lead evidence. RW1 affidavit to be filed before next date.
next 9/10/26.
""")

up("backlog/2026-08/WhatsApp Chat with Sunil Waghmare.txt", "whatsapp_export", "Nandini", "2026-08-01", ["C03"], ["C03-H05", "C03-H06"], """
12/06/26, 6:15 pm - Nandini Kulkarni: Sunil, doctor ki gawahi aaj ho gayi. 35% disability bola. Next date 31 July.
12/06/26, 6:40 pm - Sunil Waghmare: Thank you madam 🙏
30/07/26, 9:02 pm - Sunil Waghmare: Madam kal insurance wale kitna denge? Rupali bol rahi hai jaldi settle karo, ghar ka rent baaki hai
30/07/26, 9:10 pm - Nandini Kulkarni: Kal offer aayega. Mere hisaab se 9 lakh se kam mat lena. Income 22,000, 35% disability, future prospects - award isse zyada ho sakta hai.
31/07/26, 5:30 pm - Nandini Kulkarni: Offer 6,25,000. Aapne mana kiya, theek kiya. Next 9 October.
31/07/26, 5:45 pm - Sunil Waghmare: Ha madam. Par 9 lakh aaye to le lena. Aur kitna time lagega?
31/07/26, 5:47 pm - Nandini Kulkarni: 2-3 dates aur. Insurer ka witness, phir arguments.
01/08/26, 10:05 am - Sunil Waghmare: <Media omitted>
""")

up("backlog/2026-08/todo.txt", "typed_note_txt", "Nandini", "2026-08-03", [], [], """
to do - aug
- bar council renewal fee - pay online before 31 aug
- car insurance renewal 14 aug - call Mr. Sawant (agent)
- Aai chi medicines - Dadar
- Sahil stipend from Sept - 12,000 -> 15,000
- Bombay Bar Association library subscription
""")

up("backlog/2026-08/PXL_20260825_200744.jpg", "handwritten_note_photo", "Nandini", "2026-08-25", ["C04"], ["C04-H06"], """
AUGUST 2026
25 TUESDAY

Kavita custody - Sawant madam spoke to Aarav in chambers (15 min). Cross of Kavita by Bhide - on her shift timing at the pharmacy (till 8 pm), who picks Aarav from school (her mother). She did well. Amol filed Exh 31 - overnight access every 2nd Sat. Our say by next date. Next 6/10.
Kavita upset about Exh 31 - call her tonight.
""")

up("backlog/2026-09/9 sept.txt", "typed_note_txt", "Sahil", "2026-09-09", ["C02"], ["C02-H07"], """
9/9/2026 47th ct
jain matter - mediation FAILED. report filed. jain offered 4 lakh in 8 kisht, dilip bhau refused (wants 6.8 + interest).
gaikwad madam: then trial chalega. next 14/10 - statement of accused u/s 351 BNSS.
""")

up("backlog/2026-09/WhatsApp Chat with Dilip Patil Om Sai.txt", "whatsapp_export", "Nandini", "2026-09-10", ["C02"], ["C02-H01", "C02-H03", "C02-H04", "C02-H05", "C02-H07"], """
03/12/25, 6:40 pm - Nandini Kulkarni: Dilip ji, aaj accused aaya nahi. Exemption mila. Next 14 January.
03/12/25, 6:52 pm - Dilip Patil Om Sai: Madam ye log time pass kar rahe hai. 6 lakh 80 hazar ka maal diya hai
18/02/26, 5:15 pm - Nandini Kulkarni: Good news. Court ne 20% interim compensation order kiya - Rs 1,36,000, 60 din me jama karna hai.
18/02/26, 5:20 pm - Dilip Patil Om Sai: 👍🙏
29/04/26, 7:02 pm - Dilip Patil Om Sai: Sahil ne bataya warrant nikla. Paisa jama kiya kya unhone?
29/04/26, 7:10 pm - Nandini Kulkarni: Nahi. Isiliye BW nikla hai. Next date 17 June.
17/06/26, 8:30 pm - Nandini Kulkarni: Aaj aapka cross ho gaya, achha bola aapne. 1,36,000 ka DD bhi jama hua.
17/06/26, 8:41 pm - Dilip Patil Om Sai: Thank you madam. Ab aage kya?
17/06/26, 8:45 pm - Nandini Kulkarni: Next date 22 July. Madam mediation ka bolegi, sochke rakhna.
05/08/26, 5:58 pm - Dilip Patil Om Sai: Mediation me Jain bol raha 4 lakh, woh bhi kisht me. Main nahi maanunga.
05/08/26, 6:05 pm - Nandini Kulkarni: Aapki marzi. Kam se kam kitna chalega batao.
05/08/26, 6:11 pm - Dilip Patil Om Sai: 6 lakh cash ek baar me. Nahi to case chalne do.
09/09/26, 4:47 pm - Nandini Kulkarni: Mediation fail report aa gaya. Ab trial. Next 14 Oct - accused ka statement.
10/09/26, 9:12 am - Dilip Patil Om Sai: <Media omitted>
""")

up("backlog/2026-09/PXL_20260917_191828.jpg", "handwritten_note_photo", "Nandini", "2026-09-17", ["C01", "C05"], ["C01-H07", "C05-H07"], """
SEPTEMBER 2026
17 THURSDAY

1) Kamble - Trivedi wanted time for args. Patwardhan sir REFUSED - "last chance was on 23.4". Our args done (1 hr) - s.41, licence ended 31.12.23, no renewal in writing. Deft args 22/10 positively.
2) Meenal car - OP written args not filed in spite of last chance. Kadam sir closed their right. Oral args heard both sides. Reserved for order. Order on 12.11.2026.
Call Dr Apte + Harshad bhai.
""")

up("backlog/2026-10/PXL_20261006_171544.jpg", "handwritten_note_photo", "Nandini", "2026-10-06", ["C04"], ["C04-H07"], """
OCTOBER 2026
6 TUESDAY

Kavita v Amol - Exh 31 (overnight access) REJECTED for now - Sawant madam: child is 6, not yet. BUT Diwali - Aarav with father from 8/11 10 am to 9/11 6 pm, one night only. Respondent's evidence (Amol affidavit) - next 1/12/2026. Bhide to file affidavit 1 week before.
""")

up("backlog/2026-10/WhatsApp Chat - Kavita Rane/_chat.txt", "whatsapp_export", "Nandini", "2026-10-07", ["C04"], ["C04-H02", "C04-H04", "C04-H06", "C04-H07"], """
[13/01/26, 8:14:02 PM] Kavita Rane: Madam, Saturday ko Amol ki mummy bhi aayegi kya? Aarav darta hai unse
[13/01/26, 8:20:45 PM] Nandini Kulkarni: Order me sirf Amol hai. Kuch hua to mujhe turant batao, diary rakho har visit ki.
[24/03/26, 6:05:11 PM] Nandini Kulkarni: Kavita, interim maintenance order ho gaya - 15,000 per month from 9 December. Arrears 8 weeks me.
[24/03/26, 6:09:30 PM] Kavita Rane: Thank you madam 🙏 25 maanga tha na?
[24/03/26, 6:12:48 PM] Nandini Kulkarni: Haan, par unki salary ke hisaab se 15 reasonable hai. School fees alag se maang sakte hai baad me.
[25/08/26, 9:31:16 PM] Kavita Rane: Madam overnight bilkul nahi. Aarav raat ko mere bina sota nahi.
[25/08/26, 9:40:02 PM] Nandini Kulkarni: Samajh gayi. Hum say me yahi likhenge. Judge ne Aarav se baat ki hai, woh bhi dekhengi.
[06/10/26, 5:02:37 PM] Nandini Kulkarni: Overnight application reject. Sirf Diwali ke liye ek raat - 8 Nov subah 10 se 9 Nov shaam 6.
[06/10/26, 5:10:19 PM] Kavita Rane: Theek hai madam. Ek raat chalega.
[07/10/26, 10:15:44 AM] Kavita Rane: \u200eimage omitted
""")

up("backlog/2026-10/IMG-20261010-WA0002.jpg", "handwritten_note_photo", "Sahil", "2026-10-09", ["C03"], ["C03-H07"], """
9/10/26 mact 4
waghmare - RW1 nitin salvi (new horizon, legal officer) cross by madam. admitted: RTO licence verification report NOT produced, investigator not examined. insurer evidence closed.
bhosale saheb: written submissions with calculation of compensation by both, next 4/12/2026 arguments.
todo: calculation sheet - income 22k, 35%, multiplier - madam.
""")

up("backlog/2026-10/14 oct.txt", "typed_note_txt", "Sahil", "2026-10-14", ["C02"], ["C02-H08"], """
14.10.26 esplanade
om sai v jain - accused ka statement u/s 351 bnss record hua. all incriminating - "false, cheque given as security".
trivedi: defence evidence - will examine accountant hitesh vora as DW1.
next 2/12/2026 - defence evidence (DW1).
madam (NK) to cross DW1 - ledger of jain constructions mangwana hai (notice to produce) - draft by 25 nov.
""")

up("backlog/2026-10/notes 22 oct.docx", "typed_note_docx", "Nandini", "2026-10-22", ["C01"], ["C01-H08"], """
22 Oct 2026
Kamble gala - defence args by Trivedi: (a) NEFT of Jan/Feb 2024 = acceptance = renewal, (b) deposit Rs. 3 lakh to be adjusted. Our reply: arrears only; s. 55 Maharashtra Rent Control Act - licence must be in writing and registered.
Patwardhan sir: written notes of arguments by both sides within 2 weeks (i.e. by 05.11.2026). Judgment on 27.11.2026.
To do: our written notes - Sahil draft by 30 Oct, I'll settle. File by 5 Nov.
""")

up("backlog/2026-11/PXL_20261112_180230.jpg", "handwritten_note_photo", "Nandini", "2026-11-12", ["C05"], ["C05-H08"], """
NOVEMBER 2026
12 THURSDAY

MEENAL CAR - ORDER! Allowed partly. Refund Rs 13,25,000 (10% deducted for use) + 9% interest from 30.6.25, compensation 50,000, costs 25,000. 45 days to comply. Car to be returned on payment. Dr Apte called - very happy. Ganesh - apply for certified copy today.
""")

up("backlog/2026-11/CC-88-2025 final order.pdf", "certified_order_sheet_scan", "court", "2026-11-18", ["C05"], ["C05-H08"], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, MUMBAI SUBURBAN
Administrative Building, 3rd floor, Bandra (E), Mumbai 400051
Consumer Complaint No. CC/88/2025
Date of filing: 30.06.2025          Date of order: 12.11.2026
Dr. Meenal Apte ... Complainant
Versus
1. Zephyr Motors Pvt. Ltd., Andheri (E)
2. Corvina Automobiles India Ltd. ... Opposite Parties
Coram: Shri P. N. Kadam, President; Smt. Leena Gore, Member
Appearance: Adv. N. Kulkarni for the complainant; Adv. R. Desai for the opposite parties.
FINAL ORDER (Per Shri P. N. Kadam, President)
1. The complainant bought a Corvina Astra 1.5 DCT from opposite party No. 1 on 22.11.2024 for Rs. 14,72,000/-. The gearbox judder began within three months.
2. The expert appointed by this Commission (Exh. 32) found a manufacturing defect in the dual-clutch transmission which repairs did not cure. The vehicle was attended five times. The offer of a new gearbox, made on 02.07.2026, came some twenty months after the sale.
3. The opposite parties did not file written arguments in spite of a last chance; their right was closed on 17.09.2026.
ORDER
1. Complaint No. CC/88/2025 is partly allowed.
2. The opposite parties jointly and severally shall refund Rs. 13,25,000/- (the price of Rs. 14,72,000/- less 10% for use) to the complainant with interest at 9% per annum from 30.06.2025 till payment, against return of the vehicle.
3. The opposite parties shall pay Rs. 50,000/- as compensation for mental agony and Rs. 25,000/- as costs.
4. Comply within 45 days from the date of this order.
Certified copy issued free of cost on 18.11.2026.
""")

up("backlog/2026-11/causelist_27-11-2026_CR9.pdf", "cause_list_pdf", "court", "2026-11-26", ["C01"], [], """
COURT OF SMALL CAUSES AT MUMBAI - BANDRA BRANCH
BOARD OF COURT ROOM NO. 9 - H.H. JUDGE SHRI S. R. PATWARDHAN
FRIDAY, 27/11/2026 (11.00 a.m.)
FOR JUDGMENT
1.  L.E. Suit No. 87/2022      Fernandes v. Almeida
2.  L.E. Suit No. 112/2024     Harshad Shah v. Pramod Kamble       Adv. N. Kulkarni / Adv. M. Trivedi
FOR EVIDENCE
3.  R.A.E. Suit No. 240/2021   Bhanushali v. Solanki
4.  L.E. Suit No. 31/2025      Gada Properties v. Shaikh Anwar
FOR ARGUMENTS
5.  R.A.E. Suit No. 901/2019   Desouza v. Coelho Trust
""")
