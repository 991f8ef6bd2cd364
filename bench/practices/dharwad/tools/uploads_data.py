"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []

LAWYER = "Pramod S. Hiremath"
JUNIOR = "Basavaraj M. Naikar"
CLERK = "Mallikarjun Gouda"


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


# ---------------------------------------------------------------- documents (dated by their own date)
up("backlog/2024-08/OS 143-2019 judgment & decree CC.pdf", "document_scan", "Senior Civil Judge & JMFC, Kundgol", "2024-07-22", ["C01"], [], """
IN THE COURT OF THE SENIOR CIVIL JUDGE & JMFC, KUNDGOL
Present: Sri Prakash V. Meti, B.A., LL.B.,  Senior Civil Judge & JMFC, Kundgol
Dated this the 22nd day of July, 2024
O.S. No. 143/2019
Plaintiffs: 1. Smt. Gangavva w/o Shivanand Kallur (nee Patil), aged 52 years, r/o Saunshi, Tq. Kundgol
            2. Smt. Savitri w/o Mallesh Hugar (nee Patil), aged 47 years, r/o Yaraguppi, Tq. Kundgol
            (By Sri P. S. Hiremath, Advocate)
Defendants: 1. Ramappa Basappa Patil  2. Fakirgouda Basappa Patil  3. Channappa Basappa Patil, all r/o Yaraguppi
            4. Smt. Parvatevva w/o late Basappa Patil, aged 76 years, r/o Yaraguppi
            (D1 to D3 by Sri S. B. Desai, Advocate; D4 placed ex parte)
Suit for partition and separate possession.
JUDGMENT - OPERATIVE PORTION
The suit of the plaintiffs is decreed in part.
Plaintiffs 1 and 2 are each entitled to 1/6th share in suit items 1 and 2, viz. Sy. No. 61/1 measuring 4 acres 12 guntas and Sy. No. 62/2 measuring 3 acres 05 guntas of Yaraguppi village.
The suit in respect of items 3 to 5, viz. Sy. No. 87/2 measuring 3 acres 30 guntas, Sy. No. 88/1 measuring 2 acres 20 guntas and the house bearing VPC No. 118 of Yaraguppi, is dismissed, holding that items 3 to 5 were divided among defendants 1 to 3 and their father under the family arrangement of the year 1994 and are no longer joint family properties.
Draw preliminary decree accordingly. Parties to bear their own costs.
                                                   (Sd/-) Senior Civil Judge & JMFC, Kundgol
CERTIFIED TO BE TRUE COPY - C.A. No. 2210/2024 dated 24.07.2024; copy ready on 09.08.2024; delivered on 12.08.2024.
""")

up("backlog/2025-08/SKM_C25825081914380.pdf", "document_scan", "Gokul Road Police Station, Hubballi", "2024-03-18", ["C02"], [], """
FIRST INFORMATION REPORT
(Under Section 154 Cr.P.C.)
1. District: Hubballi-Dharwad City    P.S.: Gokul Road    Year: 2024    FIR No.: 0088    Date: 18/03/2024
2. Acts & Sections: IPC 1860 - 406, 420, 506 r/w 34
3. Occurrence of offence: from 10/01/2023 to 15/02/2024; Place: Gokul Road, Hubballi
   Information received at P.S.: 18/03/2024 at 17.40 hrs
6. Complainant: Iranna Somappa Hadimani, aged 58 years, retired KSRTC employee, r/o Keshwapur, Hubballi
7. Details of known accused: A1 - Mahesh Channabasappa Angadi, r/o Vidyanagar, Hubballi
                             A2 - Praveen S. Angadi, r/o Vidyanagar, Hubballi
12. First information contents:
The complainant agreed to purchase site No. 17 formed in Sy. No. 45/2, Gokul Road, Hubballi, from the accused for Rs. 24,00,000/- under an agreement of sale dated 10/01/2023 and paid Rs. 12,50,000/- as advance (Rs. 5,00,000/- in cash and Rs. 7,50,000/- by RTGS). The accused did not execute the sale deed within six months as agreed. When the complainant asked on 15/02/2024, the accused abused him and threatened him with dire consequences. The complainant later learnt that the site was sold to another person. Hence this complaint.
13. Action taken: registered and taken up for investigation. Sd/- PSI, Gokul Road P.S.
""")

up("backlog/2025-09/WhatsApp Image 2025-09-02 at 11.47.20_3be91c0d.jpg", "document_photo", "Amminabhavi Grama Panchayat", "2025-05-12", ["C03"], [], """
AMMINABHAVI GRAMA PANCHAYAT, Tq. Dharwad, Dist. Dharwad
FORM No. 9 / 11A  (e-Swathu extract)
Property ID: 150300104400214        House property No. 214, Ward No. 3, near Kalmeshwar temple
Measurement: East-West 40 ft x North-South 30 ft    Nature: RCC house, ground floor
Khatedar (owner): GURUSIDDAPPA MALLAPPA HOSUR
Previous khatedar: RAGHAVENDRA NARAYAN KULKARNI (deceased)
Basis of transfer: Hakku Bidugade Patra dated 14.11.2019 (unregistered); application dated 02.05.2025
Date of mutation: 12.05.2025
Property tax demand 2025-26: Rs. 1,840
Sd/- Panchayat Development Officer, Amminabhavi G.P.   (seal)
""")

up("backlog/2025-03/photo_2025-03-08_10-15-42.jpg", "document_photo", "Canara Bank, Garag branch", "2025-03-07", ["C05"], [], """
CANARA BANK - GARAG BRANCH, Tq. & Dist. Dharwad
CHEQUE RETURN MEMO                         Date: 07/03/2025
Cheque No. 318842    dated 03/03/2025    Amount: Rs. 4,80,000.00
Drawer: MANJUNATH F KOTAGI   SB A/c No. 0627xxxxxx1184
Payee: SRI RENUKA AGRO KENDRA
Presented through: Karnataka Bank Ltd., Super Market branch, Dharwad
Reason for return: 01 - FUNDS INSUFFICIENT
Sd/- Authorised Signatory
""")

up("backlog/2025-03/Kotagi notice 20-3-25 signed.pdf", "document_scan", "Pramod S. Hiremath (for Sri Renuka Agro Kendra)", "2025-03-20", ["C05"], [], """
PRAMOD S. HIREMATH, B.A., LL.B., Advocate
1st floor, Shivashakti Complex, Koppikar Road, Hubballi 580020
Date: 20.03.2025                                                     By RPAD / Speed Post
To: Sri Manjunath Fakirappa Kotagi, cotton trader, r/o Garag, Tq. & Dist. Dharwad
Sub: Notice under Section 138(b) of the Negotiable Instruments Act, 1881
Under instructions from my client M/s Sri Renuka Agro Kendra, Super Market, Dharwad, represented by its proprietor Sri Vishwanath Shankar Hubli, I hereby give you notice as follows:
1. You purchased fertilisers (DAP, urea) and cotton seeds on credit from my client during kharif 2024 under bill Nos. 1187 to 1212, and towards the said dues you issued cheque No. 318842 dated 03.03.2025 for Rs. 4,80,000/- drawn on Canara Bank, Garag branch.
2. The cheque, presented through Karnataka Bank Ltd., Super Market branch, Dharwad, was returned unpaid with the endorsement "Funds Insufficient" by memo dated 07.03.2025.
3. You are hereby called upon to pay the said sum of Rs. 4,80,000/- within 15 days of receipt of this notice, failing which my client shall initiate proceedings under Section 138 of the N.I. Act.
                                                           Sd/- (Pramod S. Hiremath), Advocate
""")

up("backlog/2025-03/MVC 734-2024 award CC.pdf", "document_scan", "III Addl. District & Sessions Judge & MACT, Hubballi", "2025-03-17", ["C06"], [], """
IN THE COURT OF THE III ADDL. DISTRICT & SESSIONS JUDGE & MOTOR ACCIDENT CLAIMS TRIBUNAL, HUBBALLI
Dated this the 17th day of March 2025
M.V.C. No. 734/2024
Petitioners: 1. Smt. Kasturi w/o late Shivappa Bellad, aged 34 years
             2. Kum. Pavitra d/o late Shivappa Bellad, aged 12 years
             3. Master Prajwal s/o late Shivappa Bellad, aged 9 years
             (petitioners 2 and 3 minors, by their mother petitioner No. 1), all r/o Kusugal, Tq. Hubballi
Respondents: 1. Sri Ravi Hanumanthappa Byali, owner of tractor-trailer No. KA-25-TB-4471, r/o Kusugal
             2. The Divisional Manager, Sahyadri General Insurance Co. Ltd., Hubballi
AWARD (operative portion)
The petition filed under Section 166 of the M.V. Act is allowed in part. The petitioners are entitled to compensation of Rs. 14,60,000/- (Rupees fourteen lakh sixty thousand only) with interest at 6% p.a. from the date of petition (12.02.2024) till deposit, for the death of Shivappa Bellad in the accident of 04.01.2024 near Kusugal cross on the Hubballi-Navalgund road.
Respondent No. 1 (owner) alone is liable to pay the compensation. The petition against respondent No. 2 insurer is dismissed, since the policy of the tractor-trailer had expired on 02.01.2024 and was not in force on the date of the accident.
Apportionment: petitioner No. 1 - 50%; petitioners 2 and 3 - 25% each, to be kept in fixed deposit till they attain majority.
                                  (Sd/-) III Addl. District & Sessions Judge & MACT, Hubballi
""")

up("backlog/2026-02/Commr report OS 287-25 Koti.pdf", "document_scan", "S. V. Koti, Advocate & Court Commissioner", "2026-02-26", ["C04"], [], """
BEFORE THE I ADDL. CIVIL JUDGE (JR. DN.), HUBBALLI
O.S. No. 287/2025    Siddappa Irappa Honnalli  ...Plaintiff   v.   Basalingappa Devendrappa Kuri  ...Defendant
REPORT OF THE COURT COMMISSIONER
Sir,
In pursuance of the commission warrant dated 09.01.2026, after notice to both the counsel, I visited Byahatti village on 21.02.2026 at 11.00 a.m. The plaintiff was present with Sri B. M. Naikar, Advocate; the defendant was present in person; his counsel did not attend. The village accountant produced the village map (gramada nakashe).
Observations:
1. A cart track about 8 feet wide runs from the Byahatti-Kusugal road along the western boundary of Sy. No. 142/3 (defendant's land) for about 140 metres and reaches the plaintiff's land Sy. No. 143/1.
2. Wheel marks of bullock carts and of a tractor are seen on the track. The village map shows a cart track (bandi daari) on the western side of Sy. No. 142/3.
3. At about 95 metres from the road, boulders and thorny fencing (bela) about 12 feet long are placed across the track; they appear recent.
4. The plaintiff's land has no other approach except a foot path along the canal bund on the northern side, about 2 km round.
Six photographs and a rough sketch are enclosed. Commission fee of Rs. 5,000/- received from the plaintiff.
Hubballi, 26.02.2026                               Sd/- S. V. Koti, Advocate & Court Commissioner
""")

up("backlog/2026-06/Byali undertaking affidavit.pdf", "document_scan", "Ravi Hanumanthappa Byali (JD)", "2026-06-11", ["C06"], [], """
BEFORE THE III ADDL. DISTRICT & SESSIONS JUDGE & MACT, HUBBALLI
Ex.P. No. 96/2025 in M.V.C. No. 734/2024
Smt. Kasturi Shivappa Bellad & Ors.  ...Decree holders   v.   Sri Ravi Hanumanthappa Byali  ...Judgment debtor
AFFIDAVIT OF UNDERTAKING
I, Ravi Hanumanthappa Byali, aged 41 years, agriculturist, r/o Kusugal, Tq. Hubballi, the judgment debtor, do hereby solemnly affirm and state as follows:
1. I have deposited Rs. 3,00,000/- by D.D. No. 604215 dated 10.06.2026 drawn on State Bank of India, Hubballi main branch, towards the decretal amount.
2. I undertake to pay the balance decretal amount at the rate of Rs. 1,00,000/- (Rupees one lakh only) per month, on or before the 10th of every month, commencing from July 2026, till the entire amount is paid.
3. In case of default in payment of any one instalment, the decree holders are at liberty to proceed with the sale of the attached land Sy. No. 56/1 measuring 2 acres 10 guntas of Kusugal village.
Sworn at Hubballi on this 11th day of June 2026.                       Deponent (sd/-)
Identified by me: Sd/- Shrikant R. Betageri, Advocate
""")

up("backlog/2026-12/dharwad_bench_cl_03-12-2026.pdf", "cause_list_pdf", "High Court of Karnataka, Dharwad Bench", "2026-12-02", ["C03"], [], """
HIGH COURT OF KARNATAKA - DHARWAD BENCH
DAILY CAUSE LIST FOR THURSDAY, 03-12-2026
COURT HALL 1 - HON'BLE MR. JUSTICE SURESH N. HOSMATH  (10.30 A.M.)
FOR ORDERS
1. WP 102877/2024 (GM-RES)   Basavaraj Hallikeri vs State of Karnataka & Ors.      S R Patil / AGA
2. WP 100318/2025 (LB-BMP)   Hubballi Dharwad Cycle Merchants Assn vs HDMC          M K Yaragatti / V S Kalasurmath
FOR HEARING
12. WP 101455/2025 (LB-RES)  Shankrappa Meti vs The PDO, Garag GP & Ors.            G B Kulkarni / AGA, P M Gadagin
13. WP 103256/2025 (LB-RES)  Smt Sushila Raghavendra Kulkarni vs State of Karnataka & Ors.
                             PRAMOD S HIREMATH / AGA, PRAKASH M GADAGIN, ASHOK KOTTURSHETTAR
14. WP 104012/2025 (KLR-RR/SUR)  Yallappa Bhajantri vs The Deputy Commissioner, Dharwad   A V Angadi / AGA
""")

# ---------------------------------------------------------------- certified order sheets
up("backlog/2026-03/CRL.P_101877_2025_11-03-2026.pdf", "certified_order_sheet_scan", "High Court of Karnataka, Dharwad Bench", "2026-03-11", ["C02"], ["C02-H04"], """
IN THE HIGH COURT OF KARNATAKA, DHARWAD BENCH
CRL.P. No. 101877 OF 2025
BETWEEN: Sri Mahesh Channabasappa Angadi                                  ...Petitioner
         (By Sri Pramod S. Hiremath, Advocate)
AND:     1. State of Karnataka, by Gokul Road Police Station, Hubballi,
            represented by the State Public Prosecutor, High Court of Karnataka, Dharwad Bench
         2. Sri Iranna Somappa Hadimani                                      ...Respondents
         (By Sri Ramesh K. Chigari, HCGP for R1; Sri Vijay S. Yaligar, Advocate for R2)
ORDER SHEET
11.03.2026    CORAM: HON'BLE MRS. JUSTICE ANURADHA V. MUDHOL
Learned counsel for the petitioner, on instructions, submits that without prejudice to his contentions, the petitioner is willing to deposit a sum of Rs. 5,00,000/- (Rupees five lakh only) before this Court within four weeks, to show his bona fides. The submission is placed on record. The petitioner shall file an affidavit of undertaking to that effect.
Learned counsel for respondent No. 2 seeks time to obtain instructions regarding settlement.
The interim order granted earlier is extended till the next date of hearing.
List on 15.04.2026.
                                                                          Sd/- JUDGE
""")

up("backlog/2026-03/WP 103256-2025 ord 5.3.26.pdf", "certified_order_sheet_scan", "High Court of Karnataka, Dharwad Bench", "2026-03-05", ["C03"], ["C03-H03"], """
IN THE HIGH COURT OF KARNATAKA, DHARWAD BENCH
W.P. No. 103256 OF 2025 (LB-RES)
Smt. Sushila Raghavendra Kulkarni  v.  State of Karnataka, Dept. of Rural Development & Panchayat Raj & Ors.
05.03.2026    CORAM: HON'BLE MR. JUSTICE SURESH N. HOSMATH
Sri Pramod S. Hiremath, Advocate for the petitioner; Smt. Sunanda P. Jigajinni, AGA for R1 to R3; Sri Prakash M. Gadagin, Advocate for R4; Sri Ashok Kotturshettar, Advocate for R5.
Despite the time granted on 29.01.2026, respondent No. 4 - Panchayat Development Officer has not filed the statement of objections. Learned counsel for R4 submits that the present PDO is deputed on election duty and needs further time.
This Court is not inclined to grant time endlessly. Time is granted subject to payment of costs of Rs. 2,000/- by R4 to the petitioner.
The Panchayat Development Officer, Amminabhavi Grama Panchayat, shall appear in person on the next date of hearing along with the original Form No. 9 register and the file relating to the mutation in favour of respondent No. 5.
The interim order of status quo dated 18.12.2025 shall continue.
List on 26.03.2026.
                                                                          Sd/- JUDGE
""")

up("backlog/2026-02/display_pdf.pdf", "certified_order_sheet_scan", "II Addl. Civil Judge & JMFC, Dharwad", "2026-02-20", ["C05"], ["C05-H03"], """
IN THE COURT OF THE II ADDL. CIVIL JUDGE & JMFC, DHARWAD
C.C. No. 1542/2025
M/s Sri Renuka Agro Kendra  v.  Manjunath Fakirappa Kotagi
20.02.2026
Complainant present with Sri P. S. Hiremath. Accused present with Sri S. R. Betageri.
Orders on the application filed by the complainant under Section 143A of the N.I. Act.
Heard both sides. The accused has pleaded not guilty and claims that the cheque was a security cheque. The execution of the cheque is not in dispute at this stage. Considering the cheque amount of Rs. 4,80,000/-, the accused is directed to pay interim compensation of 20% of the cheque amount, i.e. Rs. 96,000/- (Rupees ninety six thousand only), to the complainant within 60 days from today.
For complainant's evidence, call on 27.03.2026.
                                        (Roopa S. Ittigi) II Addl. Civil Judge & JMFC, Dharwad
""")

up("backlog/2026-04/display_pdf (1).pdf", "certified_order_sheet_scan", "I Addl. Civil Judge (Jr. Dn.), Hubballi", "2026-04-22", ["C04"], ["C04-H04"], """
ಮಾನ್ಯ I ಅಪರ ಸಿವಿಲ್ ನ್ಯಾಯಾಧೀಶರು (ಕಿರಿಯ ವಿಭಾಗ), ಹುಬ್ಬಳ್ಳಿ
ಮೂಲ ದಾವೆ ಸಂಖ್ಯೆ: 287/2025
ಸಿದ್ದಪ್ಪ ಈರಪ್ಪ ಹೊನ್ನಳ್ಳಿ  ವಿರುದ್ಧ  ಬಸಲಿಂಗಪ್ಪ ದೇವೇಂದ್ರಪ್ಪ ಕುರಿ
22-04-2026
ವಾದಿ ಪರ: ಶ್ರೀ ಪಿ.ಎಸ್. ಹಿರೇಮಠ, ವಕೀಲರು.   ಪ್ರತಿವಾದಿ ಪರ: ಶ್ರೀ ಡಿ.ಬಿ. ಕುರಡಗಿ, ವಕೀಲರು.
ಐ.ಎ. ನಂ. 1 ರ ಮೇಲಿನ ಆದೇಶ:
ವಾದಿಯು ಆದೇಶ 39 ನಿಯಮ 1 ಮತ್ತು 2 ಸಿ.ಪಿ.ಸಿ. ಅಡಿಯಲ್ಲಿ ಸಲ್ಲಿಸಿದ ಐ.ಎ. ನಂ. 1 ನ್ನು ಮಂಜೂರು ಮಾಡಲಾಗಿದೆ. ಕೋರ್ಟ್ ಕಮಿಷನರ್ ವರದಿ ಹಾಗೂ ಗ್ರಾಮ ನಕಾಶೆಯ ಪ್ರಕಾರ ಸರ್ವೆ ನಂ. 142/3 ರ ಪಶ್ಚಿಮ ಬದಿಯಲ್ಲಿ ಬಂಡಿ ದಾರಿ ಇರುವುದು ಮೇಲ್ನೋಟಕ್ಕೆ ಕಂಡುಬರುತ್ತದೆ. ದಾವೆ ಇತ್ಯರ್ಥವಾಗುವವರೆಗೆ ಪ್ರತಿವಾದಿ ಅಥವಾ ಅವರ ಕಡೆಯವರು ಸದರಿ ಬಂಡಿ ದಾರಿಯಲ್ಲಿ ವಾದಿಯ ಓಡಾಟಕ್ಕೆ ಅಡ್ಡಿಪಡಿಸಬಾರದು ಎಂದು ತಾತ್ಕಾಲಿಕ ನಿರ್ಬಂಧಕಾಜ್ಞೆ ನೀಡಲಾಗಿದೆ. ವೆಚ್ಚ ದಾವೆಯ ಫಲಿತಾಂಶಕ್ಕೆ ಒಳಪಟ್ಟಿರುತ್ತದೆ.
ವಿವಾದಾಂಶಗಳ ರಚನೆಗಾಗಿ ಮುಂದಿನ ದಿನಾಂಕ: 08-06-2026.
                              (ಮಂಜುನಾಥ ಕೆ. ಸಂಕಣ್ಣವರ) I ಅಪರ ಸಿವಿಲ್ ನ್ಯಾಯಾಧೀಶರು (ಕಿ.ವಿ.), ಹುಬ್ಬಳ್ಳಿ
""")

up("backlog/2026-06/RFA 100412-24 ord dt 10-06-2026.pdf", "certified_order_sheet_scan", "High Court of Karnataka, Dharwad Bench", "2026-06-10", ["C01"], ["C01-H05"], """
IN THE HIGH COURT OF KARNATAKA, DHARWAD BENCH
R.F.A. No. 100412 OF 2024 (PAR)
Smt. Gangavva Basappa Patil & Anr.  v.  Sri Ramappa Basappa Patil & Ors.
10.06.2026    CORAM: HON'BLE MR. JUSTICE GIRISH B. BELAGALI
Sri Pramod S. Hiremath, Advocate for the appellants; Sri Shankargouda B. Desai, Advocate for R1 to R3; R4 served, unrepresented.
The appellants have filed the paper book.
Though this appeal was adjourned on 08.04.2026 at the request of the learned counsel for respondents 1 to 3, today again a request is made on the ground that the senior counsel is engaged before the Principal Bench at Bengaluru.
As a last opportunity, the matter is adjourned subject to payment of costs of Rs. 2,500/- by respondents 1 to 3 to the appellants. No further adjournment shall be granted on any ground.
The undertaking given by the learned counsel for respondents 1 to 3 on 10.12.2025 not to alienate suit items 3 to 5 shall continue.
List on 19.08.2026 for arguments.
                                                                          Sd/- JUDGE
""")

up("backlog/2026-06/SKM_C25826061516110.pdf", "certified_order_sheet_scan", "III Addl. District & Sessions Judge & MACT, Hubballi", "2026-06-12", ["C06"], ["C06-H04"], """
IN THE COURT OF THE III ADDL. DISTRICT & SESSIONS JUDGE & MACT, HUBBALLI
Ex.P. No. 96/2025 (in M.V.C. No. 734/2024)
Smt. Kasturi Shivappa Bellad & Ors.  v.  Ravi Hanumanthappa Byali
12.06.2026
DHs by Sri P. S. Hiremath / Sri B. M. Naikar, Advocates. JD by Sri S. R. Betageri, Advocate.
The JD has deposited Rs. 3,00,000/- by D.D. No. 604215 dated 10.06.2026 and has filed an affidavit undertaking to pay the balance decretal amount at Rs. 1,00,000/- per month on or before the 10th of every month from July 2026. The undertaking is accepted. It is made clear that on default of any instalment the Court shall proceed with the sale of the attached property without further notice to the JD.
DH No. 1 is permitted to withdraw Rs. 3,00,000/- on proper identification, out of which Rs. 1,50,000/- shall be kept in fixed deposit in the names of minor DHs 2 and 3 in equal shares.
Call on 14.08.2026 for report of payment.
                                     (C. R. Kalmath) III Addl. District & Sessions Judge & MACT, Hubballi
""")

up("backlog/2026-09/CRL.P_101877_2025_02-09-2026.pdf", "certified_order_sheet_scan", "High Court of Karnataka, Dharwad Bench", "2026-09-02", ["C02"], ["C02-H08"], """
IN THE HIGH COURT OF KARNATAKA, DHARWAD BENCH
DATED THIS THE 2ND DAY OF SEPTEMBER, 2026
BEFORE THE HON'BLE MRS. JUSTICE ANURADHA V. MUDHOL
CRIMINAL PETITION No. 101877 OF 2025 (528 BNSS)
Sri Mahesh Channabasappa Angadi  v.  State of Karnataka (Gokul Road P.S.) & Anr.
(By Sri Pramod S. Hiremath, Advocate for the petitioner; Sri Ramesh K. Chigari, HCGP for R1; Sri Vijay S. Yaligar, Advocate for R2)
ORDER
... 9. The allegations in the complaint, even if accepted in their entirety, disclose at best a breach of an agreement of sale and a claim for refund of the advance of Rs. 12,50,000/-, for which the second respondent has already instituted O.S. No. 412/2024 before the Prl. Senior Civil Judge, Hubballi. The ingredient of a dishonest intention at the inception of the transaction is absent. Permitting the proceedings to continue would be an abuse of the process of law.
10. Hence the following:
(i) The Criminal Petition is allowed.
(ii) The proceedings in C.C. No. 3310/2024 on the file of the III Addl. Civil Judge & JMFC, Hubballi, arising out of Crime No. 88/2024 of Gokul Road Police Station, are quashed insofar as the petitioner is concerned.
(iii) The sum of Rs. 5,00,000/- deposited by the petitioner shall be transmitted by the Registry to the Court of the Prl. Senior Civil Judge, Hubballi, to the credit of O.S. No. 412/2024, to abide by the result of the suit.
(iv) The observations made herein are only for the purpose of this petition.
                                                                          Sd/- JUDGE
""")

up("backlog/2026-09/display_pdf (4).pdf", "certified_order_sheet_scan", "II Addl. Civil Judge & JMFC, Dharwad", "2026-09-11", ["C05"], ["C05-H08"], """
ಮಾನ್ಯ II ಅಪರ ಸಿವಿಲ್ ನ್ಯಾಯಾಧೀಶರು ಮತ್ತು ಜೆ.ಎಂ.ಎಫ್.ಸಿ. ನ್ಯಾಯಾಲಯ, ಧಾರವಾಡ
ಸಿ.ಸಿ. ನಂ. 1542/2025
ಶ್ರೀ ರೇಣುಕಾ ಅಗ್ರೋ ಕೇಂದ್ರ  ವಿರುದ್ಧ  ಮಂಜುನಾಥ ಫಕೀರಪ್ಪ ಕೋಟಗಿ
11-09-2026
ಫಿರ್ಯಾದಿ ಹಾಗೂ ಫಿರ್ಯಾದಿ ಪರ ವಕೀಲರು ಹಾಜರು. ಆರೋಪಿ ಗೈರು; ಆರೋಪಿ ಪರ ವಕೀಲರು ಸಮಯ ಕೋರಿದ್ದಾರೆ.
ಆರೋಪಿಯ ಸಾಕ್ಷ್ಯಕ್ಕಾಗಿ (ಡಿ.ಡಬ್ಲ್ಯೂ.1) ಇಂದು ನಿಗದಿಯಾಗಿತ್ತು. ಆರೋಪಿ ಹಾಜರಾಗಿಲ್ಲ. ಕೊನೆಯ ಅವಕಾಶವಾಗಿ ರೂ. 500/- ವೆಚ್ಚ ವಿಧಿಸಿ ಪ್ರಕರಣವನ್ನು ಮುಂದೂಡಲಾಗಿದೆ. ವೆಚ್ಚವನ್ನು ಮುಂದಿನ ದಿನಾಂಕದೊಳಗೆ ಫಿರ್ಯಾದಿಗೆ ಪಾವತಿಸತಕ್ಕದ್ದು.
ಮುಂದಿನ ದಿನಾಂಕ: 13-11-2026 - ಆರೋಪಿಯ ಸಾಕ್ಷ್ಯಕ್ಕಾಗಿ.
                         (ರೂಪಾ ಎಸ್. ಇಟ್ಟಿಗಿ) II ಅಪರ ಸಿವಿಲ್ ನ್ಯಾಯಾಧೀಶರು ಮತ್ತು ಜೆ.ಎಂ.ಎಫ್.ಸಿ., ಧಾರವಾಡ
""")

# ---------------------------------------------------------------- notes, Dec 2025 - Mar 2026
up("backlog/2025-12/crlp angadi 3-12.txt", "typed_note_txt", LAWYER, "2025-12-03", ["C02"], ["C02-H01"], """
3.12.25 Budhavara - Dwd Bench CH-6 (Mudhol madam)
Crl.P 101877/25  Mahesh Angadi v State & Iranna Hadimani
item 43, called only at 3.10 pm
HCGP Chigari: case diary not recd from Gokul Rd PS, sought time. R2 not represented yet (office note says served on 21.11).
Madam extended interim stay "till next date of hearing" only - NOT till disposal. Told Chigari keep CD + charge sheet ready next time.
ND 07.01.2026
Mahesh called 6.40 pm - explained. He is worried abt the C.C. at Hubli (JMFC-III) - told him stay continues, no need to go there. Reminded balance fee 15k.
""")

up("backlog/2025-12/photo_2025-12-10_19-04-51.jpg", "handwritten_note_photo", LAWYER, "2025-12-10", ["C01"], ["C01-H01"], """
10/12/25  Budhavara   HC Dwd CH-3  Belagali J
RFA 100412/24  Gangavva & Savitri v Ramappa Patil
- 1st thing judge asked: "LCR bandide?" - NOT recd from Kundgol. Office to secure.
- IA 1 (no alienation): Desai (R1-3) gave undertaking - R1 to R3 will not
  alienate items 3 to 5 till ND. Recorded.
- R4 mother Parvatevva - served, absent.
ND 21/1/26
call Prakash (Gangavva's son) - tell him no sale possible now.
""")

up("backlog/2025-12/basu dwd jmfc 12.12.txt", "typed_note_txt", JUNIOR, "2025-12-12", ["C05"], ["C05-H01"], """
12-12-2025 friday, JMFC-II dharwad, ittigi madam
CC 1542/25 renuka agro v kotagi
accused absent again. betageri sir filed exemption appln (205) - no medical paper, only says "accused gone to vijayapura for marriage". madam rejected, said without medical no exemption.
BW issued Rs 10,000 against accused.
our client vishwanath sir present - madam asked "complainant bandiddara?" first thing. he was there, good.
ND 16.1.26 for appearance of accused.
- basu
""")

up("backlog/2025-12/IMG_20251219_201133_HDR.jpg", "handwritten_note_photo", LAWYER, "2025-12-19", ["C03", "C06"], ["C03-H01", "C06-H01"], """
18/12 Guruvara - HC CH-1  Hosmath J
WP 103256/25  Sushilamma khata
AGA Jigajinni accepts notice R1-3. Gadagin for R4 PDO.
R5 Hosur - Kotturshettar filed vakalat today, seeks time for obj.
Judge: STATUS QUO re khata of H.No. 214; R4 not to effect any
further change / transfer in Form 9/11A.
ND 29.1.26 (R4 obj)
Anant (son-in-law) present, happy.

19/12 Shukravara - MACT Hbl (Basu attended)
EP 96/25  Kasturi Bellad v Ravi Byali
JD appeared thru Betageri - "JD will pay, give time".
Kalmath sir: first file affidavit of assets O21 R41 in 3 wks,
then talk of time.
ND 27/2/26
""")

up("backlog/2026-01/WhatsApp Image 2026-01-07 at 19.22.41_7c0e55a2.jpg", "handwritten_note_photo", LAWYER, "2026-01-07", ["C02"], ["C02-H02"], """
7/1/26 Budha - CH-6 Mudhol J
Angadi Crl.P
Yaligar appeared for R2 Iranna - filed obj + IA to vacate stay,
copy served on us in court.
Chigari: ch. sheet filed 28.11.24 - CC 3310/24 JMFC-III Hbl.
Madam asked Yaligar: your client filed civil suit also? - yes,
O.S. 412/2024 Prl SCJ Hubli for refund of 12.5 L.
Madam: "prima facie a civil dispute given a criminal colour" - noted!!
Interim extended till ND.
ND 11.2.26 - reply to IA (Basu draft)
""")

up("backlog/2026-01/ಓಎಸ್ 287 ತಾ 9-1-26.txt", "typed_note_txt", CLERK, "2026-01-09", ["C04"], ["C04-H02"], """
ಓ.ಎಸ್. 287/2025 - ಸಿದ್ದಪ್ಪ ಹೊನ್ನಳ್ಳಿ ವಿ. ಬಸಲಿಂಗಪ್ಪ ಕುರಿ
ದಿನಾಂಕ 09-01-2026, I ಅಪರ ಸಿವಿಲ್ ನ್ಯಾಯಾಲಯ, ಹುಬ್ಬಳ್ಳಿ
- ಹಿಂದಿನ ದಿನಾಂಕದ ವೆಚ್ಚ ರೂ. 300 ಕುರಡಗಿ ವಕೀಲರು ಕೊಟ್ಟರು (ನನ್ನ ಕೈಗೆ, ರಸೀದಿ ಕೊಟ್ಟಿದ್ದೇನೆ).
- ಪ್ರತಿವಾದಿಯ ಲಿಖಿತ ಹೇಳಿಕೆ (w/s) ಮತ್ತು ಐ.ಎ. 1 ಕ್ಕೆ ತಕರಾರು ಸಲ್ಲಿಸಿದರು.
- ನಮ್ಮ ಐ.ಎ. 2 (ಕಮಿಷನರ್) ಮಂಜೂರು. ಕೋರ್ಟ್ ಕಮಿಷನರ್: ಶ್ರೀ ಎಸ್.ವಿ. ಕೋಟಿ ವಕೀಲರು. ಫೀ ರೂ. 5,000 ವಾದಿ ಕಡೆಯಿಂದ. 4 ವಾರದಲ್ಲಿ ವರದಿ.
- ಮುಂದಿನ ದಿನಾಂಕ: 06-03-2026
ಸಿದ್ದಪ್ಪನವರಿಗೆ ಫೋನ್ ಮಾಡಿ ಫೀ ಹಣ ತರಲು ಹೇಳಿದ್ದೇನೆ.
- ಮಲ್ಲಿಕಾರ್ಜುನ
""")

up("backlog/2026-01/photo_2026-01-16_18-47-09.jpg", "handwritten_note_photo", LAWYER, "2026-01-16", ["C05"], ["C05-H02"], """
16.1.26 Shukra - JMFC-II Dwd
Renuka Agro v Kotagi  CC 1542/25
Accused APPEARED (after BW). BW recalled, bail - own bond 25,000
+ 1 surety.
Plea recorded s.251 - pleads not guilty, "cheque was security" (Betageri)
Filed our appln u/s 143A (interim comp 20%) - copy served. Obj by ND.
Vishwanath present. Madam again: complainant to be present every date.
ND 20/2/26 - 143A
""")

up("backlog/2026-01/rfa gangavva 21jan.txt", "typed_note_txt", LAWYER, "2026-01-21", ["C01"], ["C01-H02"], """
21-01-2026 (Wed) HC Dharwad Bench CH-3, Belagali J, item 17
RFA 100412/2024 - Gangavva & Anr v Ramappa Patil & Ors
LCR received (Kundgol court sent it on 12.1). Judge checked that first again - "LCR bandide, good".
Desai said family "compromise maadkotivi", talks on. Judge: family partition - go to mediation first. Referred to HC Mediation Centre, Dharwad Bench. 1st sitting 07.02.2026 at 11 am, parties to be personally present.
Undertaking (no alienation items 3-5) continues.
mundina dinanka: 04.03.2026 for mediation report.
Called Prakash 7.15 pm - told him mother & aunt must go on 7 Feb personally, bring Aadhaar. He says Ramappa maava will not come, "avru bandre ne aascharya".
""")

up("backlog/2026-02/crlp 11.2 basu.txt", "typed_note_txt", JUNIOR, "2026-02-11", ["C02"], ["C02-H03"], """
11.02.26 - HC CH-6 - crl.p 101877/25 angadi
sir was in CH-3 so i went.
yaligar sir not present, his junior gave memo - yaligar sir unwell (fever), seeks time.
chigari sir ready with CD this time.
madam extnded interim order till next date only, said "not again on a sick memo".
mundina dinanka 11.03.2026
mahesh angadi came to court, i told him.
-basu
""")

up("backlog/2026-02/IMG_20260227_183402_HDR.jpg", "handwritten_note_photo", LAWYER, "2026-02-27", ["C06"], ["C06-H02"], """
27/2/26  MACT Hbl - Kalmath sir
EP 96/25 Bellad v Byali
NO affidavit of assets by JD. Betageri: "JD's mother unwell, he is in Bagalkot".
Sir not convinced.
Our appln for attachment - allowed. Warrant of attachment:
tractor KA-25-TB-4471 + land Sy.No. 56/1 Kusugal (2 A 10 G).
Bailiff batta paid 650 (Mallu).
ND 10.4.26 for bailiff return.
EP amt 16,05,400 (14.60 L + int 1,42,900 + cost 2,500) - int upto 30.9.25
""")

up("backlog/2026-03/photo_2026-03-05_20-11-37.jpg", "handwritten_note_photo", LAWYER, "2026-03-05", ["C01", "C03"], ["C01-H03", "C03-H03"], """
4/3 Budha - CH-3 - RFA Gangavva
Mediation report: FAILED. Ramappa did not come for 2nd sitting (21.2).
Fakirgouda & Channappa came, said "annana maatu".
Desai filed IA 2/2026 u/O41 R27 - to produce "vatni patra" of 1994
(unregistered partition list). Our obj in 2 wks.
Undertaking continued.
ND 8/4/26
5/3 Guru - CH-1 Hosmath J - Sushilamma WP
R4 PDO no obj AGAIN. Gadagin: "new PDO on election duty".
Judge angry - costs 2000 on R4 to petnr; PDO to appear IN PERSON
with orig Form 9 register + mutation file. Status quo contd.
ND 26/3
""")

up("backlog/2026-03/hbl civil 6-3.txt", "typed_note_txt", JUNIOR, "2026-03-06", ["C04"], ["C04-H03"], """
06/03/2026 - I addl civil judge hubli - OS 287/25 siddappa v kuri
commissioner koti sir report filed (dt 26.2). copy taken.
kuradagi sir asked time to file obj to report - "defendant gone to belagavi side for sugarcane cutting work, instructions beku".
sankannavar sir gave time but costs Rs 300 again (2nd time in this suit).
matter called only after lunch, 3.15.
obj to report by 20.4, IA 1 args and orders - ND 22.04.2026
siddappa called me 8 pm, asked when order. told 22 april.
""")

up("backlog/2026-03/angadi 11.3.26.txt", "typed_note_txt", LAWYER, "2026-03-11", ["C02"], ["C02-H04"], """
11 March 2026 - CH-6 Mudhol J - Angadi Crl.P
Madam asked both whether settlement possible. Suggested petitioner deposit something "to show bona fides". On Mahesh's instructions (on phone, he was outside the court hall) I said 5 lakh without prejudice, within 4 weeks. Recorded. Undertaking affidavit to be filed.
Yaligar: time for instructions on settlement.
Interim extended till ND.
ND 15.04.2026
To do: Mahesh to arrange DD 5,00,000 - Basu check with filing section in whose favour. File undertaking affidavit by 18.3.
Mahesh called again 9 pm - asks "will I get this 5 lakh back?" Told him it depends on the final order.
""")

up("backlog/2026-03/WhatsApp Image 2026-03-27 at 20.03.15_91d4e2bb.jpg", "handwritten_note_photo", LAWYER, "2026-03-27", ["C03", "C05"], ["C03-H04", "C05-H04"], """
26/3 Guru CH-1 - khata WP
PDO Ningappa Kambli PRESENT in person with Form 9 register.
Admits: entry for R5 made on R5's appln dt 2.5.25 - no GP resolution,
no notice to Sushilamma.
Judge: "On an unregistered hakku bidugade patra how did you change
khata?" - PDO silent.
Costs 2000 paid by Gadagin in court (DD).
R5 Kotturshettar - obj in 3 wks.  ND 4/6 (after vacation)
27/3 Shukra JMFC-II Dwd (Basu) - Kotagi CC
PW1 Vishwanath - chief affidavit filed, Ex.P1 to P7 marked (cheque,
memo, notice, postal receipts, ack, bills, seed licence).
Betageri: cross later, sought time. Given.   ND 29/5
""")

# ---------------------------------------------------------------- notes, Apr - Jul 2026
up("backlog/2026-04/week 6-11 april.txt", "typed_note_txt", LAWYER, "2026-04-11", ["C01", "C06"], ["C01-H04", "C06-H03"], """
Week 6-11 April 2026
Wed 8.4 - RFA Gangavva (CH-3): our obj to IA 2 filed (diary no. 4417/2026 dt 6.4). Desai absent - his junior: "sir engaged at Principal Bench, Bengaluru". Belagali J: appellants to file paper book in 4 weeks. ND 10.06.2026.
Fri 10.4 - MACT Hbl EP 96/25 (Basu): bailiff return - tractor NOT found at JD's house, JD's brother says sold to someone in Navalgund; land Sy.No. 56/1 attached, prohibitory order proclaimed by tom-tom on 28.3. Betageri: JD ready to pay 3 lakh now, rest monthly. Kalmath sir: "deposit first, then undertaking on affidavit". ND 12.06.2026.
To do: paper book - Mallu to get xerox of LCR exhibits (Ex.P1-P14, Ex.D1-D6). Tell Kasturi's brother Mahantesh about 12 June.
""")

up("backlog/2026-04/photo_2026-04-15_19-30-02.jpg", "handwritten_note_photo", LAWYER, "2026-04-15", ["C02"], ["C02-H05"], """
15/4/26  CH-6 Mudhol J - Angadi
Deposit 5,00,000 done on 9.4 (DD no. 118734, SBI Vidyanagar) -
Registry receipt filed. Undertaking affidavit on record.
Settlement: Yaligar - R2 wants full 12.5 L + 18% int. No.
Argued for petnr ~25 min: civil suit OS 412/24 pending, agreement
of sale, no deception at inception.
Madam: "refund of advance is a civil remedy, is it not?"
Interim contd.
ND 17/6 - R2 args
""")

up("backlog/2026-05/PW1 cross Renuka Agro 29.5.docx", "typed_note_docx", LAWYER, "2026-05-29", ["C05"], ["C05-H05"], """
C.C. No. 1542/2025 - Sri Renuka Agro Kendra v. Manjunath Kotagi - JMFC-II, Dharwad - 29.05.2026
Cross-examination of PW1 (Vishwanath S. Hubli) by Sri S. R. Betageri - my notes
- Suggested: cheque was a blank signed security cheque given in 2023 when accused took fertiliser on credit. PW1 denied; says cheque given on 03.03.2025 in the shop towards dues of kharif 2024 (bills 1187 to 1212).
- Suggested: complainant has no licence for cotton seeds. PW1: licence produced, Ex.P7.
- Admitted: accused had paid Rs. 1,20,000 in cash during 2024; PW1 says that was for the earlier rabi account, not these bills.
- Admitted: no written agreement for credit; ledger kept in computer (Tally).
Complainant's evidence closed.
Interim compensation Rs. 96,000 (order 20.02.2026) NOT paid - 60 days were over on 21.04. Filed application for recovery u/s 143A(5) r/w s.421 Cr.P.C. (s.461 BNSS).
Next: 03.07.2026 - statement of accused.
""")

up("backlog/2026-06/khata wp 4 june.txt", "typed_note_txt", LAWYER, "2026-06-04", ["C03"], ["C03-H05"], """
04.06.2026 Thu - HC CH-1 - WP 103256/25 Sushilamma
R5 obj filed (late - 2 months!) - says R5 in possession since 2019, paid tax from 2020, Raghavendra Kulkarni gave hakku bidugade for Rs. 3 lakh.
Our rejoinder filed in court itself (diary no. 7702/2026).
Kotturshettar: R5 has filed O.S. 56/2026 before Prl Civil Judge, Dwd for declaration & injunction. Copy given.
Hosmath J: status quo continues.
ND 09.07.2026 for args
Anant (son-in-law) called 8 pm - asks whether civil suit affects WP. Told him khata is only a revenue entry; we argue PDO acted without jurisdiction and without notice.
""")

up("backlog/2026-06/issues OS 287.txt", "typed_note_txt", JUNIOR, "2026-06-08", ["C04"], ["C04-H05"], """
08.06.2026 monday - OS 287/25 hubli I addl cj
4 issues framed:
1) whether plf proves cart track (bandi daari) thru western side of sy no 142/3 to his land 143/1 since ancestors time?
2) whether plf proves obstruction by deft on 02.06.2025?
3) whether deft proves it is only a foot path (kaalu daari) for his own family?
4) what decree/order?
plf evidence - ND 06.07.2026
kuradagi sir absent, his junior only. no costs this time.
-basu
""")

up("backlog/2026-06/IMG_20260610_194512_HDR.jpg", "handwritten_note_photo", LAWYER, "2026-06-10", ["C01"], ["C01-H05"], """
10-6-26  Budha   CH-3  RFA Gangavva
Paper book filed 26.5 (diary no. 6105/26).
Desai AGAIN - junior: "senior at Principal Bench Bengaluru".
Same excuse as 8.4.
Belagali J: last opportunity, costs Rs. 2,500 payable to appellants.
No further adj.  Undertaking continues.
ND 19.8.26 - arguments. Prepare synopsis (judge wants it short - 5 pages max).
""")

up("backlog/2026-06/crlp 17-6 basu.txt", "typed_note_txt", JUNIOR, "2026-06-17", ["C02"], ["C02-H06"], """
17 june 26 - crlp angadi - CH-6
called at 12.40. no one for R2!! yaligar sir absent, no memo also this time.
chigari sir (HCGP) argued - said IO found money paid, site sold to 3rd person in 2024.
madam: "last chance to R2, next time we will decide on the record". interim extnded till ND.
ND 22.07.2026
- basu
""")

up("backlog/2026-07/photo_2026-07-06_18-55-20.jpg", "handwritten_note_photo", LAWYER, "2026-07-06", ["C04"], ["C04-H06"], """
6/7/26 Soma - Hbl I Addl CJ - Siddappa daari suit
PW1 Siddappa - chief affidavit filed, marked Ex.P1 to P6
(RTC 143/1, RTC 142/3, village map, 4 photos as P4, M.R. copy,
complaint to PSI dt 3.6.25).
Kuradagi: cross later - "defendant not here, instructions".
Sankannavar sir allowed, cross deferred. (no costs today!)
Called after lunch as usual, 3 pm.
ND 7/9/26 - cross of PW1. PW2 Fakirappa Talawar to be kept ready.
""")

up("backlog/2026-07/WP khata 9-7-26.txt", "typed_note_txt", LAWYER, "2026-07-09", ["C03"], ["C03-H06"], """
9.7.26 Guru  HC CH-1 Hosmath J - item 21
WP 103256/25
Argued ~35 min: (i) khata changed on an unregistered hakku bidugade - s.17 Registration Act, no transfer; (ii) no notice to the khatedar's widow; (iii) no GP resolution - PDO admitted it on 26.3.
Jigajinni AGA: time for instructions from CEO ZP on the RDPR circular on e-Swathu mutations.
Judge granted, but said "next date no time".
ND 24.09.2026.
""")

up("backlog/2026-07/New Microsoft Word Document.docx", "typed_note_docx", LAWYER, "2026-07-22", ["C02"], ["C02-H07"], """
Crl.P. 101877/2025 - Angadi - 22.07.2026 - CH-6
Yaligar argued for R2 (about 30 min):
1. Deception from inception: accused showed a forged e-khata of site No. 17 to take the advance.
2. Site sold to a third person (Smt. Rekha Kamat) on 05.02.2024 while the agreement subsisted.
3. Civil suit does not bar a criminal case.
My reply (10 min): e-khata not forged - it stood in A1's wife's name till 2024; sale to a 3rd party itself gives a civil cause; the 12.5 L is claimed in OS 412/24 with interest.
HCGP: nothing beyond the CD.
Mudhol J: "Orders reserved." Deposit of Rs. 5 lakh to remain in the Registry. Interim stay continues till orders.
Mallu to watch the list for pronouncement.
""")

# ---------------------------------------------------------------- notes, Aug - Nov 2026
up("backlog/2026-08/EP byali 14-8.txt", "typed_note_txt", JUNIOR, "2026-08-14", ["C06"], ["C06-H05"], """
14-8-26 MACT hubli kalmath sir
EP 96/25 kasturi v byali
JD paid july instalment 1 lakh on 9.7 (challan). august 10th ki kattilla - default.
betageri sir: "JD will pay both next month sir". sir said "no more indulgence, undertaking broken". DH to file draft sale proclamation of sy no 56/1.
ND 25.9.26
kasturi's brother mahantesh came, told him.
-basu
""")

up("backlog/2026-08/ತಿದ್ದುಪಡಿ EP 96.txt", "typed_note_txt", CLERK, "2026-08-17", ["C06"], ["C06-H05"], """
ತಿದ್ದುಪಡಿ - ಇ.ಪಿ. 96/2025 (ಕಸ್ತೂರಿ ಬೆಳ್ಳದ ವಿ. ರವಿ ಬ್ಯಾಳಿ), MACT ಹುಬ್ಬಳ್ಳಿ
ಬಸು ಸರ್ ಬರೆದ ಮುಂದಿನ ದಿನಾಂಕ 25-09-2026 ತಪ್ಪು. ಇಂದು ಶಿರಸ್ತೇದಾರರ ಹತ್ತಿರ ಆರ್ಡರ್ ಶೀಟ್ ನೋಡಿದೆ.
ಸರಿಯಾದ ಮುಂದಿನ ದಿನಾಂಕ: 18-09-2026 (ಶುಕ್ರವಾರ) - ಡ್ರಾಫ್ಟ್ ಸೇಲ್ ಪ್ರೊಕ್ಲಮೇಶನ್ ಮತ್ತು ಕಂತು ಪಾವತಿ.
ಡೈರಿಯಲ್ಲಿ ತಿದ್ದಿದ್ದೇನೆ.
- ಮಲ್ಲಿಕಾರ್ಜುನ, 17-08-2026
""")

up("backlog/2026-08/RFA 100412 synopsis points.docx", "typed_note_docx", LAWYER, "2026-08-19", ["C01"], ["C01-H06"], """
RFA 100412/2024 - Gangavva & Anr v Ramappa Patil & Ors - arguments 19.08.2026 - Belagali J, CH-3
Costs Rs. 2,500 paid by Desai's clerk before the matter was called (receipt with Mallu).
Argued for appellants (about 40 min):
1. Daughters are coparceners by birth - s.6 HSA as amended in 2005; Vineeta Sharma (2020): applies though the father died in 2003.
2. The so-called 1994 "vatni patra" is unregistered, not signed by the daughters or the mother; never acted upon - RTCs of items 3 and 4 stood in joint names till 2019 (Ex.P5, P6).
3. Explanation to s.6(5): only a registered partition deed or a court decree before 20.12.2004 saves a partition.
4. IA 2/2026 under O.41 R.27 - the document was always with R1 and was not produced at trial: no ground.
Belagali J: both sides to file a written synopsis of not more than 5 pages within 2 weeks. IA 2 to be considered along with the main appeal.
Respondents to argue on ND.
ND 23.09.2026.
""")

up("backlog/2026-09/HC 23-24 sept.txt", "typed_note_txt", LAWYER, "2026-09-24", ["C01", "C03"], ["C01-H07", "C03-H07"], """
23.09.2026 Wed - CH-3 - RFA Gangavva - item 61. NOT REACHED. Board stopped at item 38. ND 04.11.2026 (after Dasara vac).
Our synopsis filed on 1.9 (5 pages). Desai's not yet.

24.09.2026 Thu - CH-1 - WP 103256/25 khata
AGA filed memo with RDPR circular dt 11.10.2024 (no mutation in e-Swathu on unregistered documents).
Kotturshettar now says WP not maintainable - (a) appeal lies to EO, TP under the KGS&PR Act [check section], (b) R5's O.S. 56/2026 pending on title.
Hosmath J: will hear maintainability first.
ND 19.11.2026.
Read: khata/mutation does not confer title; writ lies when PDO acts without jurisdiction.
""")

up("backlog/2026-10/PW2 talawar 5.10.txt", "typed_note_txt", JUNIOR, "2026-10-05", ["C04"], ["C04-H08"], """
05.10.2026 monday - OS 287/25 hubli
PW2 fakirappa talawar (neighbour, sy no 141) came today finally. chief - says for 40 yrs bullock carts going by that daari, his own cart also.
cross by kuradagi sir - asked if PW2 is relative of plf - he said no, only same village. asked about canal bund route - PW2 said bund route is only foot path, cart cannot go.
our IA 4 u/o 39 r 2A filed today - deft again put stones & bela on the track on 20.9.26, photos (4) attached, siddappa's affidavit.
ND 07.11.2026 - obj to IA 4.
siddappa called on 21.9 itself, very upset, sir told him we will file 2A. done.
-basu
""")

up("backlog/2026-11/WhatsApp Image 2026-11-07 at 21.14.08_0f6a3c19.jpg", "handwritten_note_photo", LAWYER, "2026-11-07", ["C01", "C06", "C04"], ["C01-H08", "C06-H07", "C04-H09"], """
4/11 Budha  CH-3  RFA Gangavva
Desai argued ~1 hr: 1994 list acted upon - mutation M.R. 112/1995 in
R1's name for item 3; sisters got "arishina kumkuma" gold at marriage.
Sought time to file citations.
Belagali J: list 9.12.2026 for reply & orders.
Desai's synopsis filed today only (7 pages!) - judge noticed.
6/11 Shukra  MACT Hbl (Basu)  EP 96/25
JD absent. Betageri: "JD's mother expired last week".
Proclamation terms settled - upset price as per our draft.
Balance due Rs. 11,05,400 + int from 1.10.25.
ND 4.12.26
7/11 Shani  Hbl I Addl CJ - Siddappa
Kuradagi filed obj to IA 4 (2A) - denies putting stones.
PE closed (memo filed).
ND 5/12/26 - IA 4 args + DE.
""")

up("backlog/2026-11/kotagi DW1 13 nov.txt", "typed_note_txt", LAWYER, "2026-11-13", ["C05"], ["C05-H09"], """
13.11.2026 Friday - JMFC-II Dharwad - CC 1542/25 Renuka Agro v Kotagi
Costs Rs 500 (of 11.9) paid by Betageri to Vishwanath today.
DW1 = accused Manjunath Kotagi himself. Chief: cheque was a blank security cheque given in Jan 2023; he repaid all dues in cash; no receipts.
My cross (~45 min): admits signature on cheque; admits he never gave stop-payment instructions or wrote to the bank or to complainant asking for the cheque back; admits no reply to legal notice dt 20.03.2025; cannot say how much he owes; admits cotton sale proceeds Nov 2024 about Rs. 9 lakh.
DE closed.
Ittigi madam: "why don't you settle in Lok Adalat?" - National Lok Adalat on 12.12.2026. Kotagi says he can pay "half". Vishwanath wants full 4.8 L.
Interim comp: 50,000 paid on 7.8; balance 46,000 still due.
ND 11.12.2026 - arguments.
""")

up("backlog/2026-11/photo_2026-11-19_19-48-33.jpg", "handwritten_note_photo", LAWYER, "2026-11-19", ["C03"], ["C03-H08"], """
19/11/26 Guru  CH-1 Hosmath J - khata WP (maintainability)
I argued: alternative remedy no bar where the order is without
jurisdiction + breach of natural justice (Whirlpool). PDO himself
admitted no notice.
Kotturshettar: sought time to file citations on the appeal remedy.
Judge: "last time; come ready".
Status quo contd.
ND 3/12/26
""")

up("backlog/2026-11/vaara plan 30-11.txt", "typed_note_txt", LAWYER, "2026-11-29", ["C01", "C03", "C04", "C05", "C06"], [], """
Vaara plan 30.11 - 05.12.2026
Mon 30 - office. Renuka Agro - written args draft (Basu). Call Vishwanath re Lok Adalat 12.12.
Tue 1 - Sushilamma WP - citations set ready (Whirlpool, Harbanslal Sahnia), paper sets x3.
Wed 2 - no court. Prakash (Gangavva's son) coming 4 pm re RFA reply args.
Thu 3 - HC CH-1 khata WP (maintainability contd).
Fri 4 - MACT Hbl EP Kasturi - sale proclamation; Basu to go; check if JD paid anything.
Sat 5 - Hbl civil - Siddappa daari suit, IA 4 args. Take photos set & Siddappa.
Next week: 9.12 RFA reply + orders (CH-3); 11.12 Kotagi args JMFC-II.
""")

# ---------------------------------------------------------------- WhatsApp exports
up("backlog/2026-09/WhatsApp Chat with Basu Jr Adv.txt", "whatsapp_export", LAWYER, "2026-09-12", ["C06", "C03", "C05", "C04"],
   ["C06-H01", "C03-H02", "C05-H03", "C05-H04", "C06-H03", "C04-H04", "C06-H05", "C04-H07", "C05-H08"], """
19/12/25, 12:41 pm - Basu Jr Adv: Sir EP 96 Kasturi - JD came with Betageri sir. He says will pay, asking time. Kalmath sir told JD file affidavit of assets O21 R41 in 3 weeks first. ND 27.2.26
19/12/25, 12:43 pm - Pramod S Hiremath: Ok. Tell Kasturi's brother.
29/01/26, 1:15 pm - Basu Jr Adv: Sir WP khata CH-1 - Gadagin sir said PDO transferred, new PDO took charge last week, needs time for objections. Judge gave 4 weeks. ND 05.03.2026. Status quo contd.
29/01/26, 1:16 pm - Pramod S Hiremath: 👍
20/02/26, 1:02 pm - Basu Jr Adv: Sir Kotagi 143A allowed!! 20% - 96,000 within 60 days. ND 27.3 PW1 chief
20/02/26, 1:05 pm - Pramod S Hiremath: Good. Send order copy when uploaded
27/03/26, 12:20 pm - Basu Jr Adv: Sir Kotagi CC - PW1 chief affidavit filed, P1-P7 marked. Betageri sir cross later, madam gave. ND 29.5.26
10/04/26, 1:40 pm - Basu Jr Adv: Sir EP Byali - bailiff return: tractor not found, JD brother says sold at Navalgund. Land attached. Betageri: 3 lakh now rest monthly. Sir said deposit first. ND 12.6.26
10/04/26, 1:42 pm - Pramod S Hiremath: Ask bailiff for copy of mahazar
22/04/26, 4:05 pm - Basu Jr Adv: Sir Siddappa suit IA 1 ALLOWED 🙏 TI granted. Order in Kannada, will get certified copy. ND 08.06.2026 issues
22/04/26, 4:06 pm - Pramod S Hiremath: Super. Inform Siddappa. Tell him not to widen the path or do anything, just use it.
14/08/26, 1:10 pm - Basu Jr Adv: Sir Byali defaulted august instalment. Sir said no more indulgence. Draft sale proclamation to file. ND 25.9
14/08/26, 1:11 pm - Pramod S Hiremath: Check the date with sheristedar, 25th is it sure?
14/08/26, 1:30 pm - Basu Jr Adv: Yes sir I noted like that
07/09/26, 5:20 pm - Basu Jr Adv: Sir Siddappa - PW1 cross over. Kuradagi sir suggested it is only kaalu daari not bandi daari, Siddappa denied. He admitted there is canal bund route but said only for walking. PW2 Fakirappa saakshi bandilla sir, phone switch off. ND 5.10.26
07/09/26, 5:22 pm - Pramod S Hiremath: Take summons to PW2 through court. Today itself
11/09/26, 12:55 pm - Basu Jr Adv: Sir Kotagi - DW1 absent again, Betageri sir asked time. Madam last chance, cost 500. ND 13.11.26
11/09/26, 12:57 pm - Pramod S Hiremath: Ok. Mark in diary.
""")

up("backlog/2026-11/WhatsApp Chat with PSH Chamber.txt", "whatsapp_export", LAWYER, "2026-11-28", ["C04", "C01", "C05", "C06", "C02"],
   ["C04-H01", "C05-H06", "C06-H05", "C02-H08", "C06-H06", "C01-H07", "C04-H09"], """
06/12/25, 2:10 pm - Mallu Clerk: ಓ.ಎಸ್. 287 ಸಿದ್ದಪ್ಪ ಕೇಸ್ - ಪ್ರತಿವಾದಿ ಕಡೆ w/s ಹಾಕಿಲ್ಲ. ಕುರಡಗಿ ವಕೀಲರು ಸಮಯ ಕೇಳಿದರು. ರೂ. 300 ವೆಚ್ಚ ಹಾಕಿದ್ದಾರೆ. ಮುಂದಿನ ದಿನಾಂಕ 09-01-2026.
06/12/25, 2:25 pm - Pramod S Hiremath: ok mallu
06/04/26, 5:05 pm - Mallu Clerk: RFA ಗಂಗವ್ವ - ಐ.ಎ. 2 ಕ್ಕೆ ಆಕ್ಷೇಪಣೆ ಫೈಲ್ ಮಾಡಿದ್ದೇನೆ. ಡೈರಿ ನಂ. 4417/2026.
26/05/26, 4:40 pm - Mallu Clerk: RFA ಪೇಪರ್ ಬುಕ್ ಫೈಲ್ ಆಯಿತು. ಡೈರಿ ನಂ. 6105/2026.
03/07/26, 1:30 pm - Mallu Clerk: ಕೋಟಗಿ ಸಿ.ಸಿ. - ಆರೋಪಿ ಗೈರು, ವೈದ್ಯಕೀಯ ಪ್ರಮಾಣಪತ್ರ ಹಾಕಿ ವಿನಾಯಿತಿ ಕೇಳಿದರು, ಮೇಡಂ ಒಪ್ಪಿದರು. ನಮ್ಮ ವಸೂಲಿ ಅರ್ಜಿಗೆ ನೋಟಿಸ್. ಮುಂದಿನ ದಿನಾಂಕ 07-08-2026. ವಿಶ್ವನಾಥ ಸೇಠ್ ಹಾಜರಿದ್ದರು.
03/07/26, 1:45 pm - Pramod S Hiremath: Sari. Basu 313 questions ready maadu.
03/07/26, 1:52 pm - Basu Jr Adv: Ok sir
17/08/26, 11:20 am - Mallu Clerk: ಬ್ಯಾಳಿ ಇ.ಪಿ. ಮುಂದಿನ ದಿನಾಂಕ 18-09-2026. 25 ಅಲ್ಲ. ಶಿರಸ್ತೇದಾರರ ಹತ್ತಿರ ನೋಡಿದೆ.
17/08/26, 11:24 am - Basu Jr Adv: Sorry sir, my mistake 🙏
02/09/26, 11:50 am - Pramod S Hiremath: Angadi Crl.P ALLOWED. CC 3310/24 quashed. 5 lakh to go to OS 412/24 court. Mallu apply for certified copy today.
02/09/26, 11:52 am - Basu Jr Adv: Congrats sir 🙏
02/09/26, 12:30 pm - Mallu Clerk: ಪ್ರಮಾಣಿತ ಪ್ರತಿಗೆ ಅರ್ಜಿ ಹಾಕಿದೆ, ಸಿ.ಸಿ. ಅರ್ಜಿ ನಂ. 9931/2026.
02/09/26, 7:40 pm - Pramod S Hiremath: Mahesh asking about his 5 lakh. Told him it stays with the civil court till the suit is decided.
18/09/26, 2:05 pm - Basu Jr Adv: Sir EP Byali - JD paid 1 lakh in court today (DD). Betageri sir said balance after cotton crop sale in november. Our draft proclamation filed. ND 06.11.2026
18/09/26, 2:07 pm - Pramod S Hiremath: Balance?
18/09/26, 2:15 pm - Basu Jr Adv: 16,05,400 minus 5 lakh = 11,05,400 sir + interest
23/09/26, 4:45 pm - Pramod S Hiremath: RFA not reached today. ND 4.11.
07/11/26, 3:30 pm - Mallu Clerk: ಸಿದ್ದಪ್ಪ ಕೇಸ್ - ಕುರಡಗಿ ವಕೀಲರು 2A ಅರ್ಜಿಗೆ ತಕರಾರು ಹಾಕಿದರು. ವಾದಿ ಸಾಕ್ಷ್ಯ ಮುಕ್ತಾಯ. ಮುಂದಿನ ದಿನಾಂಕ 05-12-2026.
28/11/26, 6:10 pm - Pramod S Hiremath: Next week: Thu WP khata, Fri EP (Basu), Sat Siddappa. Mallu - Siddappa photos set ready.
28/11/26, 6:12 pm - Mallu Clerk: ಸರಿ ಸರ್.
""")

up("backlog/2026-11/WhatsApp Chat - Vishwanath Hubli Renuka/_chat.txt", "whatsapp_export", LAWYER, "2026-11-20", ["C05"], ["C05-H07", "C05-H09"], """
[21/04/26, 10:12:05 AM] Vishwanath Hubli Renuka: Namaskara sir. 60 days over, Kotagi 96,000 kottilla. Yen maadodu?
[21/04/26, 10:30:41 AM] Pramod S Hiremath: Namaskara. We will file for recovery on the next date, 29th May. Court can recover it like a fine.
[28/05/26, 8:02:11 PM] Vishwanath Hubli Renuka: Sir naale cross ide alva? Naanu 10.30 ge barteeni.
[28/05/26, 8:05:40 PM] Pramod S Hiremath: Yes. Bring your ledger printout and the seed licence. Don't get angry in the box 🙂
[07/08/26, 2:18:09 PM] Pramod S Hiremath: Vishwanath avre, Kotagi paid Rs 50,000 in court today towards interim compensation. Balance 46,000. His statement recorded. Next 11 Sept - his evidence.
[07/08/26, 2:40:55 PM] Vishwanath Hubli Renuka: Ok sir. 50 saavira kottana! Finally. Cheque yavaga sir?
[07/08/26, 2:42:30 PM] Pramod S Hiremath: Court will order withdrawal, Basu will apply.
[13/11/26, 6:15:02 PM] Pramod S Hiremath: Today his evidence over, I cross-examined him. He admitted signature and no reply to notice. Arguments 11 Dec. Judge asked about Lok Adalat 12 Dec.
[13/11/26, 6:31:47 PM] Vishwanath Hubli Renuka: Sir Lok Adalat alli half ge naanu oppalla. Full 4.8 beku, interest beda.
[13/11/26, 6:33:10 PM] Pramod S Hiremath: Understood. We'll see what he offers. Don't commit anything without me.
[20/11/26, 9:05:18 AM] Vishwanath Hubli Renuka: Sir, Kotagi's brother came to shop yesterday, says 3 lakh one time settlement. Naanu yenu heLilla.
[20/11/26, 9:20:02 AM] Pramod S Hiremath: Good you didn't commit. Let's discuss on Monday 30th.
""")
