"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


# ---------------------------------------------------------------- documents (dated by their own date)
up("backlog/2023-03/pronote Batra.jpg", "document_photo", "Manohar Lal Batra", "2023-03-15", ["C02"], [], """
PRO-NOTE                                   Rs. 12,75,000/-
On demand I, Manohar Lal Batra s/o Late Sh. Kishan Lal Batra, r/o 16/41, W.E.A., Karol Bagh, New Delhi 110005, promise to pay Sh. Tejinder Pal Singh Anand, proprietor Anand Caterers, J-118 Rajouri Garden, New Delhi, or order, the sum of Rs. Twelve Lakh Seventy Five Thousand only with interest @ 12% per annum, for value received (Rs. 8,00,000/- by RTGS and Rs. 4,75,000/- by cheque).
Delhi, 15.03.2023
(revenue stamp) sd/- Manohar Lal Batra
Witness: sd/- Harmeet Singh Chadha, 7/22 Tilak Nagar, New Delhi

RECEIPT: Received Rs. 12,75,000/- as above. sd/- M. L. Batra 15.03.2023
""")

up("backlog/2024-04/HDFC stmt extract Anand Caterers.pdf", "document_scan", "HDFC Bank", "2023-03-31", ["C02"], [], """
HDFC BANK LTD - RAJOURI GARDEN BRANCH
Statement of Account: ANAND CATERERS (Prop. Tejinder Pal Singh Anand)   A/c No. 50200014478213
Period: 01/03/2023 to 31/03/2023 (extract)
Date        Narration                                             Chq/Ref No.        Withdrawal     Deposit      Balance
10/03/23    NEFT CR-SHARMA WEDDINGS                                N069230311          -          1,20,000.00  19,84,310.00
14/03/23    RTGS DR-PUNB0KAROL-MANOHAR LAL BATRA                   HDFCR52023031411     8,00,000.00   -           11,84,310.00
16/03/23    CHQ PAID-771208-MANOHAR LAL BATRA                      771208               4,75,000.00   -            7,09,310.00
21/03/23    CASH DEP RAJOURI GARDEN                                -                    -            65,000.00    7,74,310.00
(certified true extract) sd/- Branch Manager, 03/04/2024
""")

up("backlog/2024-08/WS Batra.pdf", "document_scan", "Vikas Nagpal", "2024-08-19", ["C02"], [], """
IN THE COURT OF SH. DEVENDER KUMAR TANWAR, ADJ-05 (CENTRAL), TIS HAZARI COURTS, DELHI
CS DJ No. 1187/2024
Tejinder Pal Singh Anand ... Plaintiff
Versus
Manohar Lal Batra ... Defendant
WRITTEN STATEMENT ON BEHALF OF THE DEFENDANT
PRELIMINARY OBJECTIONS: The suit is false and the plaintiff has concealed material facts.
ON MERITS:
1. The defendant never took any loan of Rs. 12,75,000/- from the plaintiff.
2. In 2021 the defendant signed some blank papers and a revenue-stamped paper for a committee (chit) run by the plaintiff's friend; the so-called pro-note of 15.03.2023 has been filled in on one of those papers.
3. The amount of Rs. 4,75,000/- received by cheque was payment for 900 waiters' uniforms supplied by the defendant's firm Batra Garments to Anand Caterers in 2022, and not a loan.
4. The sum of Rs. 8,00,000/- received by RTGS was returned in cash in instalments in 2023-24.
It is prayed that the suit be dismissed with exemplary costs.
Delhi, 19.08.2024
Through: Vikas Nagpal, Advocate, Ch. No. 508, Western Wing, Tis Hazari
""")

up("backlog/2025-10/Award Kestrel v Sehgal - operative part.pdf", "document_scan", "Justice (Retd.) H. C. Bali", "2025-09-12", ["C01"], [], """
IN THE MATTER OF ARBITRATION BETWEEN
SEHGAL FABRICATORS (Claimant)  AND  KESTREL BUILDTECH PVT. LTD. (Respondent)
Before: Justice (Retd.) H. C. Bali, Sole Arbitrator (DIAC Ref. No. DIAC/4419/03-24)
AWARD (operative part, pages 61-63)
112. In view of the above, the following award is passed:
(a) the Respondent shall pay the Claimant Rs. 42,40,000/- towards unpaid running bills Nos. 7 to 11 for the structural steel work at the Respondent's warehouse, Sector 17, Bahadurgarh;
(b) Rs. 6,20,000/- towards price escalation of steel under clause 14.3 of the work order dated 02.08.2022;
(c) total Rs. 48,60,000/- with simple interest at 9% per annum from 01.04.2023 till realisation;
(d) costs of the arbitration quantified at Rs. 2,50,000/-.
113. The counter-claim for liquidated damages of Rs. 31,00,000/- for delay is rejected.
Delhi, 12th September 2025                                           sd/- (H. C. Bali) Sole Arbitrator
""")

up("backlog/2025-10/rent agreement B-23 Malviya Nagar.jpg", "document_photo", "Kamla Rani Ahuja", "2019-04-01", ["C03"], [], """
RENT AGREEMENT
This rent agreement is executed at New Delhi on 1st April 2019 between Smt. Kamla Rani Ahuja w/o Late Sh. Harish Chander Ahuja, r/o B-23 (First Floor), Malviya Nagar, New Delhi 110017 (LANDLADY) and Sh. Sushil Garg s/o Sh. Ramesh Garg, proprietor Garg Stationers & Xerox (TENANT).
1. Premises: Shop on the ground floor of property No. B-23, Malviya Nagar main market, New Delhi, about 180 sq. ft.
2. Rent: Rs. 9,500/- per month excluding electricity and water, payable by the 7th of every month.
3. Period: eleven months from 01.04.2019; may be renewed by mutual consent.
4. The shop shall be used for stationery and photocopying only and shall not be sublet.
5. Security: Rs. 30,000/- (refundable without interest).
LANDLADY sd/-     TENANT sd/-     Witnesses: 1. sd/- Rohit Ahuja  2. sd/- illegible
""")

up("backlog/2025-12/LTD application Garg.pdf", "document_scan", "Vikas Nagpal", "2025-11-28", ["C03"], [], """
IN THE COURT OF MS. NAVNEET KAUR GILL, SCJ-CUM-RENT CONTROLLER (SOUTH), SAKET COURTS, NEW DELHI
E-412/2025   Smt. Kamla Rani Ahuja vs Sh. Sushil Garg
APPLICATION UNDER SECTION 25B(4) OF THE DELHI RENT CONTROL ACT, 1958 SEEKING LEAVE TO CONTEST
1. The respondent has been a tenant in the shop since 2011, first under the petitioner's late husband, and runs Garg Stationers & Xerox, his family's only livelihood.
2. The petitioner's son Sh. Rohit Ahuja is settled in Dubai and employed with a pharmacy chain there; the need is a pretext to get a higher rent.
3. The petitioner has a second shop, B-27, in the same market, let to a mobile phone dealer at Rs. 32,000/- per month, which she can use.
4. The petitioner had demanded that the rent be raised to Rs. 25,000/- in 2024, which the respondent refused.
These are triable issues and leave to contest ought to be granted.
Affidavit of Sushil Garg attached.  New Delhi, 28.11.2025   Through Vikas Nagpal, Advocate
""")

up("backlog/2025-05/Anand Caterers bill 0213 Pinnacle.pdf", "document_scan", "Anand Caterers", "2025-02-15", ["C05"], [], """
ANAND CATERERS  |  J-118, Rajouri Garden, New Delhi 110027  |  GSTIN 07AAHPA6614R1ZK
BILL No. AC/24-25/0213                        Date: 15.02.2025
To: Pinnacle Banquets LLP, Plot 6, Chhatarpur Farms Road, New Delhi 110074
Event: Wedding reception (Malhotra - Kapoor), 14.02.2025, Lawn 2
1. Dinner buffet - 450 covers @ Rs. 800        3,60,000.00
2. Live counters (chaat, jalebi) - lump sum         25,000.00
Total                                         Rs. 3,85,000.00
(Rupees Three Lakh Eighty Five Thousand only; GST charged separately on bill AC/24-25/0213-G)
Received payment by cheque No. 004417 dated 10.05.2025 (post-dated) - sd/- Kunal Seth
""")

up("backlog/2025-06/legal notice Pinnacle 138.pdf", "document_scan", "Jasmeet Kaur Grewal", "2025-06-02", ["C05"], [], """
JASMEET KAUR GREWAL
Advocate | Chamber 219, Lawyers' Chamber Block II, Saket Courts, New Delhi 110017 | 98110 46672
Dated: 02.06.2025                                   By Speed Post / e-mail
To
1. Pinnacle Banquets LLP, Plot 6, Chhatarpur Farms Road, New Delhi 110074
2. Sh. Kunal Seth, Designated Partner, at the same address
LEGAL NOTICE UNDER SECTION 138 OF THE NEGOTIABLE INSTRUMENTS ACT, 1881
Under instructions of my client Anand Caterers, through its proprietor Sh. Tejinder Pal Singh Anand:
1. My client catered the wedding reception at your banquet on 14.02.2025 under bill No. AC/24-25/0213 for Rs. 3,85,000/-.
2. In discharge you issued cheque No. 004417 dated 10.05.2025 for Rs. 3,85,000/- drawn on Punjab & Sind Bank, Greater Kailash-I, New Delhi.
3. The cheque, presented through HDFC Bank, Rajouri Garden, was returned unpaid with the remark "PAYMENT STOPPED BY DRAWER" vide return memo dated 16.05.2025.
4. You are called upon to pay Rs. 3,85,000/- within 15 days of receipt of this notice, failing which my client shall file a complaint under Section 138 N.I. Act.
sd/- (Jasmeet Kaur Grewal) Advocate
""")

up("backlog/2026-06/FIR 318-2026 PS Malviya Nagar.pdf", "document_scan", "PS Malviya Nagar", "2026-05-29", ["C04"], [], """
FIRST INFORMATION REPORT (Under Section 173 B.N.S.S.)
District: South   P.S.: Malviya Nagar   Year: 2026   FIR No.: 0318   Date: 29/05/2026  Time: 16:40
Acts & Sections: BNS 2023 - 316(2), 318(4)
Complainant: Arvind Sachdeva, General Manager, Zenlux Motors Pvt. Ltd. (showroom), Press Enclave Road, Saket, New Delhi
Accused: Aman Khurana s/o Devinder Khurana, r/o 44-C, Shivalik, Malviya Nagar, aged 29, Sales Manager
Contents: The accused, posted as sales manager since 2023, collected booking amounts from 11 customers between January and April 2026 in cash and by UPI to his personal account and did not deposit them with the company. Total amount Rs. 7,40,000/-. On audit on 26.05.2026 the accused was asked to explain and has since stopped attending office. Copies of booking forms and UPI screenshots attached.
Registered and investigation entrusted to SI Rakesh Dahiya.   sd/- SHO, PS Malviya Nagar
""")

up("backlog/2026-10/counter affidavit DoE WPC 8841.pdf", "document_scan", "Preeti Oberoi", "2026-09-30", ["C06"], [], """
IN THE HIGH COURT OF DELHI AT NEW DELHI
W.P.(C) 8841/2026   Neelam Rawat ... Petitioner  versus  Directorate of Education, GNCTD & Anr. ... Respondents
COUNTER AFFIDAVIT ON BEHALF OF RESPONDENT NO. 1 (extract)
3. The petitioner retired as Vice-Principal, Govt. Sarvodaya Kanya Vidyalaya, Janakpuri, on superannuation on 31.03.2025.
4. In the audit of the school for 2016-2019 (audit para No. 7/2020) excess House Rent Allowance of Rs. 1,26,000/- was found paid to the petitioner, who was allotted a government quarter for part of that period.
5. The gratuity of Rs. 14,80,000/- and leave encashment of Rs. 6,12,400/- were therefore kept pending till the audit para is settled.
6. No disciplinary or judicial proceedings are pending against the petitioner.
7. The answering respondent is ready to release the dues after recovering Rs. 1,26,000/-.
Deponent: Dy. Director of Education (West-B). Verified at Delhi on 30.09.2026.
Through: Preeti Oberoi, Standing Counsel (Civil), GNCTD
""")

# ---------------------------------------------------------------- notes, orders, chats, in date order
up("backlog/2025-12/5.12 tis hazari.txt", "typed_note_txt", "Kartik", "2025-12-05", ["C02"], ["C02-H01"], """
5.12 - Tis Hazari, ADJ-05 room 312 (Tanwar sahab)
Batra suit / CS DJ 1187/24 - PE
PW1 Tejinder ji present. Affidavit tendered = Ex PW1/A, docs Ex PW1/1 to PW1/6 (pronote original shown, HDFC stmt, legal notice etc)
Nagpal (deft counsel) not ready for cross - said busy in HC matter. Judge not happy, gave time subject to costs Rs 3000 payable to plaintiff.
cross of PW1 deferred.
nxt dt 29.01.2026 - xxn of PW1
judge told ma'am via me: next time originals of bank stmt also bring (certified copy kaafi nahi)
""")

up("backlog/2025-12/20251210_183012.jpg", "handwritten_note_photo", "Jasmeet", "2025-12-10", ["C01"], ["C01-H01"], """
Wed 10/12   HC Ct 27  AS J   item 34
OMP (COMM) 214/25  Kestrel v. Sehgal
- Dhingra (Sr) for pet'r, Bakshi instructing. argued s.34 - escalation clause, 'no escalation' letter of 2023
- me: caveat; opposed any stay w/o full deposit
- ORDER: notice. Award stayed subject to deposit of 50% = Rs 24,30,000 with Regr Genl within 6 wks. Reply 4 wks.
- NDOH 18.2.26
call Jaspreet ji - tell him 50% only, balance later. He will be upset.
""")

up("backlog/2025-12/OMP COMM 214-2025 order 10.12.2025.pdf", "certified_order_sheet_scan", "court", "2025-12-12", ["C01"], ["C01-H01"], """
$~34
* IN THE HIGH COURT OF DELHI AT NEW DELHI
+ O.M.P. (COMM) 214/2025
KESTREL BUILDTECH PVT. LTD. ..... Petitioner
Through: Mr. Sanjeev Dhingra, Sr. Advocate with Mr. Kunal Bakshi, Advocate.
versus
SEHGAL FABRICATORS ..... Respondent
Through: Ms. Jasmeet Kaur Grewal and Mr. Kartik Rana, Advocates.
CORAM: HON'BLE MS. JUSTICE ANURADHA SABHARWAL
ORDER
10.12.2025
1. Issue notice. Ms. Grewal accepts notice on behalf of the respondent (caveator). Reply be filed within four weeks; rejoinder, if any, within four weeks thereafter.
2. Subject to the petitioner depositing 50% of the awarded amount, i.e. Rs. 24,30,000/-, with the Registrar General of this Court within six weeks, there shall be a stay of the award dated 12.09.2025 till the next date. The Registry shall keep the amount in an interest-bearing FDR.
3. List on 18.02.2026.
ANURADHA SABHARWAL, J
DECEMBER 10, 2025
""")

up("backlog/2025-12/20251215_190455.jpg", "handwritten_note_photo", "Jasmeet", "2025-12-15", ["C03"], ["C03-H01"], """
15/12/25 (Mon) Saket, Ct 608 - RC Gill madam
E-412/25 Kamla aunty v. Garg
Nagpal filed LTD appln u/s 25B(4) - grounds: Rohit settled in Dubai, 2nd shop B-27 let out @32k, rent hike demand.
Our reply in 2 wks. NDOH 9.2.26
TO DO: get from Rohit - Dubai relieving letter + proof he is back; B-27 lease (it is let since 2016, long before petition!) + Kamla aunty's affidavit.
""")

up("backlog/2026-01/NI act 12 jan.txt", "typed_note_txt", "Kartik", "2026-01-12", ["C05"], ["C05-H01"], """
12 jan 26 - saket ct 112, MM NI act-03 Bhardwaj ma'am
Anand Caterers v Pinnacle (CT 6612/25)
accused Kunal Seth present with Bawa. notice framed u/s 251/274 - pleaded not guilty
defence: cheque was given but stopped payment bcz 23 guests got food poisoning at the reception, they say complaint was made to us on 16 feb (we never got any such letter - tell ma'am)
145(2) appln of accused allowed -> cross of complainant
ma'am judge said complainant must be present personally next date, no exemption
nxt dt 9/3 - CE / cross of CW1
Tejinder ji informed on phone
""")

up("backlog/2026-01/IMG-20260130-WA0004.jpg", "handwritten_note_photo", "Kartik", "2026-01-29", ["C02"], ["C02-H02"], """
29/1 Thurs - TH ADJ-05
Batra suit - Rs 3000 costs paid by Nagpal in court (cash, recd by Tejinder ji, noted in order)
PW1 xxn by Nagpal (after lunch, 2.15 pm) - put that Rs 4.75 lakh was for waiters uniforms, PW1 denied, said uniforms were paid separately in 2022 by cash
- put that pronote blank paper; denied, "Batra sahab signed in front of me and Harmeet ji in my office"
xxn part heard, contd
NDOH 19.3.26
""")

up("backlog/2026-02/20260209_184633.jpg", "handwritten_note_photo", "Jasmeet", "2026-02-09", ["C03"], ["C03-H02"], """
9 Feb - RC Saket
Kamla aunty - our reply to LTD filed (29.12) on record. Nagpal wants time for rejoinder "busy in HC, arguing a matter before DB". Gill madam: last opportunity, rejoinder within 2 wks with advance copy.
NDOH 06.04.26 - args on LTD
Rohit ji still hasn't sent relieving letter. Reminded (3rd time).
""")

up("backlog/2026-02/HC 18.02.26.docx", "typed_note_docx", "Jasmeet", "2026-02-18", ["C01"], ["C01-H02"], """
18.02.2026 | Delhi HC | Court 27 | AS J | item 12
Kestrel v. Sehgal - OMP (COMM) 214/2025
- Deposit of Rs 24,30,000 made by Kestrel on 20.01.2026 (Registry report on record). FDR being made.
- Our reply (filed 07.01.2026) on record. Bakshi: rejoinder in 4 weeks - granted.
- AS J at the end: "Counsel will file a synopsis, not more than five pages, three days before the next date. I will not read compilations of 400 pages." -> note for all her matters.
- NDOH 22.04.2026 - arguments.
Jaspreet ji asked if he can withdraw the 24.3 lakh - NO, only after the petition is decided / on an application with security. Told him.
""")

up("backlog/2026-03/9 march saket.txt", "typed_note_txt", "Kartik", "2026-03-09", ["C05"], ["C05-H02"], """
9.3.26 Saket MM NI-03
Pinnacle 138 - listed for cross of CW1
Tejinder ji NOT present, he is in Amritsar for niece wedding (told ma'am only yesterday). I sought adj.
Bhardwaj ma'am very strict - "complainant ko hi interest nahi hai to court kyun wait kare" - adj granted subject to costs Rs 2000 payable to accused. paid right there by me (ma'am's chamber cash), receipt taken from Bawa's clerk. recover from Tejinder ji.
NDOH 27.4.26
""")

up("backlog/2026-03/19.3.26.txt", "typed_note_txt", "Kartik", "2026-03-19", ["C02"], ["C02-H03"], """
19.3.26 TH
batra - PW1 further xxn by Nagpal, concluded. PW1 discharged.
key admission NIL from our side, he stood firm. Nagpal asked about ITR - Tejinder ji said loan shown in ITR for AY 2023-24 (need copy!!)
PW2 Harmeet Singh Chadha absent - summons not served (wrong address Tilak Nagar, he shifted to Janakpuri). fresh summons, dasti.
NDOH 12/5 - PW2
""")

up("backlog/2026-04/20260406_191120.jpg", "handwritten_note_photo", "Jasmeet", "2026-04-06", ["C03", "C02"], ["C03-H03"], """
06.04.26 Mon
(1) RC Gill madam - Kamla aunty v Garg. Args on LTD. Nagpal argued B-27 shop is 'alternative accommodation'. I showed B-27 let out since 2016 + it is 90 sq ft only.
Gill madam wants: (a) Rohit's relieving letter from Dubai (Al Noor Pharmacy LLC) (b) copy of his drug licence application to Drugs Control Dept. File by next date, with affidavit.
part heard -> NDOH 25.5.26
(2) Batra suit - NDOH changed to 14/5 (not 12/5 - Kartik wrote wrong; Ompal saw the board/order). PW2 dasti summons - Kartik to serve at Janakpuri personally.
""")

up("backlog/2026-04/20260422_200515.jpg", "handwritten_note_photo", "Jasmeet", "2026-04-22", ["C01"], ["C01-H03"], """
22/4 HC - AS J, Ct 27
Kestrel - Dhingra sb unwell, Bakshi sought passover; at 3.30 sought adj. Rejoinder STILL not filed.
I opposed - 2nd time they are not ready (synopsis filed by us on 18/4 as directed).
Costs Rs 20,000 payable to us + last opp for rejoinder. Judge: "no further adjournment will be granted on any ground".
NDOH 15.7.26 (after vacation)
""")

up("backlog/2026-04/OMP 214-2025 order 22.04.2026.pdf", "certified_order_sheet_scan", "court", "2026-04-24", ["C01"], ["C01-H03"], """
$~21
* IN THE HIGH COURT OF DELHI AT NEW DELHI
+ O.M.P. (COMM) 214/2025
KESTREL BUILDTECH PVT. LTD. ..... Petitioner
Through: Mr. Kunal Bakshi, Advocate.
versus
SEHGAL FABRICATORS ..... Respondent
Through: Ms. Jasmeet Kaur Grewal, Advocate.
CORAM: HON'BLE MS. JUSTICE ANURADHA SABHARWAL
ORDER
22.04.2026
1. An adjournment is sought on the ground that the learned Senior Counsel for the petitioner is unwell. The rejoinder has also not been filed though four weeks were granted on 18.02.2026.
2. Though the request is opposed, in the interest of justice the matter is adjourned subject to costs of Rs. 20,000/- payable by the petitioner to the respondent. Rejoinder be filed within two weeks, as a last opportunity.
3. No further adjournment shall be granted on any ground.
4. List for arguments on 15.07.2026. Interim order to continue.
ANURADHA SABHARWAL, J
APRIL 22, 2026
""")

up("backlog/2026-04/27 apr NI.txt", "typed_note_txt", "Kartik", "2026-04-27", ["C05"], ["C05-H03"], """
27/04 - NI-03 saket
Pinnacle - CW1 Tejinder ji xxn by Bawa ~45 min.
- Q food poisoning: CW1 - no complaint ever recd, Pinnacle used us again for 2 events in March 2025 (good point!)
- Q why post dated chq: CW1 - Kunal Seth asked 3 months time
- xxn concluded.
Judge asked both parties about settlement, referred to Saket Mediation Centre - 8th May 26, 2 pm.
NDOH 06.07.26 - report of mediation / CE
""")

up("backlog/2026-05/20260514_193040.jpg", "handwritten_note_photo", "Jasmeet", "2026-05-14", ["C02"], ["C02-H04"], """
Thu 14th May - Tis Hazari ADJ-05 (went myself)
Batra - PW2 Harmeet ji PRESENT (came from Janakpuri, 10 am, waited till lunch)
Nagpal sought adj - mother's surgery at Ganga Ram today. Tanwar sahab: costs Rs 5,000 payable to PW2 as diet & travel, LAST OPPORTUNITY for xxn of PW2. Nagpal's junior paid 5000 to Harmeet ji in court.
Judge again: evidence only after lunch in this court - keep witnesses from 2 pm, don't make them sit from 10.
NDOH 9.7.26 PW2
Harmeet ji annoyed - promised him we will finish next date. Tejinder ji to drop him.
""")

up("backlog/2026-05/CS DJ 1187-24 ordersheet certified.pdf", "certified_order_sheet_scan", "court", "2026-05-20", ["C02"], ["C02-H03", "C02-H04"], """
IN THE COURT OF SH. DEVENDER KUMAR TANWAR, ADDITIONAL DISTRICT JUDGE-05, CENTRAL, TIS HAZARI COURTS, DELHI
CS DJ No. 1187/2024   Tejinder Pal Singh Anand Vs. Manohar Lal Batra
19.03.2026
Present: Plaintiff with Ms. Jasmeet Kaur Grewal, Ld. Counsel (through proxy Sh. Kartik Rana).
Defendant with Sh. Vikas Nagpal, Ld. Counsel.
Further cross-examination of PW1 recorded and concluded. He is discharged.
PW2 not present; summons received back unserved. Let fresh summons be issued to PW2 at the new address, also dasti.
Put up for PE on 14.05.2026.
(D. K. Tanwar) ADJ-05/Central/THC/19.03.2026

14.05.2026
Present: As before. PW2 Sh. Harmeet Singh Chadha present.
Ld. counsel for the defendant seeks adjournment on the ground of personal difficulty. Request opposed. Witness has come from a distance. In the interest of justice, adjournment is granted subject to costs of Rs. 5,000/- payable to PW2, which are paid in court. Last opportunity to the defendant to cross-examine PW2.
Put up for PE on 09.07.2026.
(D. K. Tanwar) ADJ-05/Central/THC/14.05.2026
""")

up("backlog/2026-05/25.05.2026 RC.docx", "typed_note_docx", "Jasmeet", "2026-05-25", ["C03"], ["C03-H04"], """
25.05.2026 - Saket, Court 608 - Gill madam (RC South)
E-412/2025 Kamla Rani Ahuja v. Sushil Garg
* Filed with affidavit: Rohit's relieving letter (Al Noor Pharmacy LLC, Dubai, relieving date 31.01.2026), his D.Pharm certificate, drug licence application dt 12.03.2026 to Drugs Control Dept, GNCTD.
* Nagpal: letter is "manufactured", Rohit can go back any time. Argued 40 min.
* Reply by me: need of a son for business is the landlady's need (family member); B-27 is let out since 2016.
* Arguments concluded. Orders on 13.07.2026.
Kamla aunty wanted to know "kab tak khali hogi" - explained: if LTD dismissed, eviction order, but tenant gets 6 months by law. She said ok.
""")

up("backlog/2026-06/20260608_175522.jpg", "handwritten_note_photo", "Jasmeet", "2026-06-08", ["C04"], ["C04-H01"], """
8/6 Mon  ASJ-03 Saket Ct 404 Rathee sahab (vacation - criminal courts working)
Aman Khurana bail - FIR 318/26 PS MVN, 316(2)/318(4) BNS
arrested 2/6, in JC since 3/6 (Tihar jail no. 4)
Notice to State. Addl PP Sunaina Verma: IO to file reply.
NDOH 11/6.
Devinder ji (father) crying outside. Told him to arrange surety - property papers or FD, a relative in Delhi.
""")

up("backlog/2026-06/aman bail 11-6.txt", "typed_note_txt", "Kartik", "2026-06-11", ["C04"], ["C04-H02"], """
11-6-26 Aman bail (Rathee sahab)
IO ne reply file nahi kiya. APP Sunaina Verma ma'am sought time - IO on leave
Judge got angry - directed IO SI Rakesh Dahiya to appear IN PERSON on next date with the case file/CD, and tell how much amount recovered.
NDOH 16/6
Devinder ji ko bata diya. He asked can Aman's mama (Harvinder Malik, Kalkaji) be surety - yes ma'am said ok on phone.
""")

up("backlog/2026-06/20260616_181409.jpg", "handwritten_note_photo", "Jasmeet", "2026-06-16", ["C04"], ["C04-H03"], """
Tues 16.6 - Aman bail
IO SI Rakesh Dahiya present with CD. Status report: Rs 2,10,000 recovered from Aman's account / UPI; 4 customers' money traced to his personal a/c; chargesheet not yet.
Complainant's counsel (for Zenlux) opposed - "he will run".
Me: 29 yrs, no PCC, family in Malviya Nagar, custody not needed, recovery done as far as possible, ready to deposit.
args heard. Orders 19/6.
""")

up("backlog/2026-06/bail order Aman Khurana 19.06.2026.pdf", "certified_order_sheet_scan", "court", "2026-06-19", ["C04"], ["C04-H04"], """
IN THE COURT OF SH. PRADEEP RATHEE, ADDITIONAL SESSIONS JUDGE-03 (SOUTH), SAKET COURTS, NEW DELHI
Bail Matters No. 2291/2026   Aman Khurana Vs. State
FIR No. 318/2026, PS Malviya Nagar, U/s 316(2), 318(4) BNS
19.06.2026
ORDER
... The applicant has been in judicial custody since 03.06.2026. Recovery of Rs. 2,10,000/- has been effected. The evidence is largely documentary and in the custody of the company. No previous involvement is reported.
The applicant is admitted to regular bail on his furnishing a personal bond of Rs. 50,000/- with one surety of the like amount, to the satisfaction of the learned Duty MM / Trial Court, subject to the conditions:
(i) he shall not leave Delhi/NCR without permission of the Court;
(ii) he shall join investigation as and when called;
(iii) he shall not contact the complainant company's employees or customers;
(iv) he shall keep his mobile phone switched on and share his location with the IO.
The application stands disposed of.
(Pradeep Rathee) ASJ-03/South/Saket/19.06.2026
""")

up("backlog/2026-06/WhatsApp Chat with Devinder Khurana.txt", "whatsapp_export", "Jasmeet", "2026-06-22", ["C04"], ["C04-H01", "C04-H03", "C04-H04"], """
08/06/26, 9:12 pm - Devinder Khurana: Madam Aman theek hai na? Jail mein ghar ka khana de sakte hain?
08/06/26, 9:20 pm - Jasmeet Kaur Grewal: Ji, mulakaat ho sakti hai, jail no. 4. Tussi fikar na karo. Surety da intezaam karo, Delhi wala koi relative.
16/06/26, 7:45 pm - Devinder Khurana: IO ne kitna recovery dikhaya madam?
16/06/26, 7:51 pm - Jasmeet Kaur Grewal: 2,10,000. Order 19 June nu aayega.
19/06/26, 4:05 pm - Jasmeet Kaur Grewal: Bail ho gayi ji. PB 50,000 one surety. Harvinder ji nu kal 10 vaje Saket bulao, RC aur Aadhaar original lekar.
19/06/26, 4:07 pm - Devinder Khurana: Waheguru ji da shukar hai 🙏🙏 Madam aapki fees kal de dunga
20/06/26, 6:58 pm - Devinder Khurana: Aman ghar aa gaya madam. Tihar se 6 baje nikla.
22/06/26, 11:10 am - Devinder Khurana: Madam company wale phone kar rahe hain Aman ko. Kya kare?
22/06/26, 11:18 am - Jasmeet Kaur Grewal: Aman kisi se baat nahi karega - condition hai bail ki. Number block karo, aur calls ka screenshot rakho.
""")

up("backlog/2026-07/6.7.26.txt", "typed_note_txt", "Kartik", "2026-07-06", ["C05"], ["C05-H04"], """
6.7.26 NI-03
Pinnacle - mediation report recd: NOT SETTLED.
(at mediation on 8/5 accused offered Rs 2,00,000 full & final, Tejinder ji wanted full 3,85,000 + Rs 40,000 kharcha - no meeting point)
CE closed by our statement. Matter for statement of accused u/s 313 CrPC / 351 BNSS.
NDOH 24.08.26
""")

up("backlog/2026-07/20260708_190210.jpg", "handwritten_note_photo", "Jasmeet", "2026-07-08", ["C06", "C02"], ["C06-H01"], """
Wed 8/7
HC Ct 11 - KSB J - W.P.(C) 8841/26 Neelam ma'am v. DoE
Fresh matter, item 48. Argued: retired 31.3.25, gratuity 14.80 L + leave encashment 6,12,400 held 15 months over an audit para, no DE pending.
Notice. Ms Preeti Oberoi (SC GNCTD) accepts. Counter in 4 wks. NDOH 26.8.
KSB J (orally): "Why should a retired teacher run to court for her gratuity?"
-- kal Batra: PW2 at 2 pm only (Tanwar sahab after lunch), Kartik to bring Harmeet ji + original pronote. Haje Tejinder ji ne ITR copy nahi bheji.
""")

up("backlog/2026-07/IMG-20260710-WA0002.jpg", "handwritten_note_photo", "Kartik", "2026-07-09", ["C02"], ["C02-H05"], """
9/7 TH - Batra suit
PW2 Harmeet Singh Chadha - chief by affidavit Ex PW2/A, identified his sign on pronote at point B (Ex PW1/2).
xxn by Nagpal 2.10 - 3.00 pm: "Batra ji signed in Tejinder ji's office, Rajouri Garden, on 15 March 2023, amount was written before he signed" - did not budge.
PE closed. DE - deft to file evidence affidavit in 4 weeks, advance copy.
NDOH 03.09.26 DE
""")

up("backlog/2026-07/20260713_201133.jpg", "handwritten_note_photo", "Jasmeet", "2026-07-13", ["C03"], ["C03-H05"], """
13.07 - Saket RC
Kamla aunty - orders NOT pronounced, Gill madam on leave today. Reader gave NDOH 10.08.26 for orders.
Rohit ji called twice - he has taken a shop counter at Khirki Extension on temporary basis - DON'T mention anywhere till order.
""")

up("backlog/2026-07/20260715_185840.jpg", "handwritten_note_photo", "Jasmeet", "2026-07-15", ["C01", "C03"], ["C01-H04"], """
15/7 HC AS J
Kestrel - Bakshi handed over cheque Rs 20,000 (costs of 22/4) in court - recorded. Rejoinder filed on 4/5 (late, but on record).
Dhingra sb argued 1 hr 10 min: (i) escalation of 6.20 L barred by clause 14.3 (ii) arbitrator ignored 'no claim' letter. Part heard.
NDOH 9.9.26 - petr to conclude, then us.
** Kamla aunty: NDOH changed to 14.08.26 - NOT 10/8. Ompal checked the cause list of RC - reader had seen another file. Inform aunty + Rohit.
""")

up("backlog/2026-08/20260814_171201.jpg", "handwritten_note_photo", "Jasmeet", "2026-08-14", ["C03"], ["C03-H06"], """
14/8 Fri - RC Gill madam - ORDER in Kamla aunty v Garg
LTD application DISMISSED. Eviction order u/s 14(1)(e) passed. Tenant can't be evicted for 6 months (s.14(7)) -> possession after 14.02.2027.
Nagpal told me outside "we will go to High Court" - watch for RC.REV (HC) notice.
Called aunty - she was very happy, "Waheguru mehar kare". Sweets for Ompal.
Apply certified copy - Ompal.
""")

up("backlog/2026-08/CamScanner 08-17-2026 11.42.pdf", "certified_order_sheet_scan", "court", "2026-08-17", ["C03"], ["C03-H06"], """
IN THE COURT OF MS. NAVNEET KAUR GILL, SENIOR CIVIL JUDGE-CUM-RENT CONTROLLER (SOUTH), SAKET COURTS, NEW DELHI
E-412/2025   Smt. Kamla Rani Ahuja Vs. Sh. Sushil Garg
Order: 14.08.2026
... 21. The respondent has not been able to show that shop No. B-27 is a suitable alternative accommodation; it has been let out since the year 2016, much before the need arose, and is of about 90 sq. ft. The relieving letter of the petitioner's son dated 31.01.2026 and his application for a drug licence show the need to be bona fide.
22. No triable issue is raised. The application for leave to defend is dismissed.
23. Eviction order is passed under Section 14(1)(e) of the DRC Act in respect of the shop on the ground floor of B-23, Malviya Nagar, New Delhi, as shown in red in the site plan. The petitioner shall not be entitled to recover possession before the expiry of six months from today in terms of Section 14(7) of the Act.
File be consigned to the record room.
(Navneet Kaur Gill) SCJ-cum-RC (South)/Saket/14.08.2026
""")

up("backlog/2026-08/24 aug NI.txt", "typed_note_txt", "Kartik", "2026-08-24", ["C05"], ["C05-H05"], """
24 aug - Pinnacle 138 (NI-03)
313/351 statement of Kunal Seth recorded. said "cheque given as security only, stopped because of guests' food complaints".
Bawa wants DE - 1 witness: Gaurav Juneja, banquet manager of Pinnacle. Allowed.
NDOH 12/10 DE.
""")

up("backlog/2026-08/26.8.26 HC.docx", "typed_note_docx", "Jasmeet", "2026-08-26", ["C06"], ["C06-H02"], """
26.8.26 HC Ct 11 KSB J
W.P.(C) 8841/2026 Neelam Rawat v DoE
No counter filed. Ms Oberoi: "instructions awaited from the Department, the file is with Finance".
KSB J: costs Rs 10,000 on respondents payable to petitioner within 2 weeks; counter within 3 weeks; DDE (West-B) to remain present virtually if not filed.
NDOH 07.10.2026
Neelam ma'am present in court - told her costs will come to her, keep bank details ready.
""")

up("backlog/2026-09/20260903_192250.jpg", "handwritten_note_photo", "Jasmeet", "2026-09-03", ["C02"], ["C02-H06"], """
3 Sept Thurs - TH ADJ-05 - Batra suit - DE
DW1 Manohar Lal Batra: affidavit Ex DW1/A tendered.
My xxn (2.20-4.05 pm):
- ADMITS signature on pronote Ex PW1/2 and on the receipt. Says "blank tha jab sign kiya"
- admits receiving 8 lakh RTGS on 14.3.23 - says returned in cash, no receipt, no witness!
- uniforms story: no invoice of 2022 produced, says "bill ghar pe hai"
xxn part heard -> NDOH 15.10.26
Tanwar sahab asked Nagpal to produce the uniform invoice original next date.
""")

up("backlog/2026-09/20260909_201045.jpg", "handwritten_note_photo", "Jasmeet", "2026-09-09", ["C01"], ["C01-H05"], """
9.9.26 AS J Ct 27 - Kestrel v Sehgal
Dhingra sb concluded (35 min). My reply started - award reasoned, arbitrator's view plausible, no patent illegality (s.34(2A)); 'no claim' letter was under economic duress (para 64 of award).
AS J asked me for a short note (2-3 pages) on the escalation of 6.20 lakh - clause 14.3 + steel price index - file in 2 wks.
NDOH 28.10.26 - our reply to continue
Jaspreet ji was in court - happy.
""")

up("backlog/2026-10/20261007_174530.jpg", "handwritten_note_photo", "Jasmeet", "2026-10-07", ["C06"], ["C06-H03"], """
7/10 Wed - HC KSB J - Neelam ma'am writ
Counter filed on 30.9 (audit para 7/2020 - excess HRA Rs 1,26,000). Costs of 26/8 NOT paid yet - pointed out.
KSB J: no DE/judicial proceedings pending -> gratuity cannot be withheld. Directed release of gratuity + leave encashment within SIX WEEKS. Excess HRA if any - dept may proceed in accordance with law, but NOT to adjust it from gratuity.
Compliance - NDOH 9.12.26
Six weeks = 18.11.26. Diary it.
""")

up("backlog/2026-10/12.10 saket.txt", "typed_note_txt", "Kartik", "2026-10-12", ["C05"], ["C05-H06"], """
12.10.26 - NI-03 Bhardwaj ma'am
Pinnacle 138 - DE. DW1 Gaurav Juneja NOT present. Bawa sought time - "witness in Jaipur for a wedding function of the banquet chain".
Ma'am: costs Rs 3,000 payable to complainant + LAST OPPORTUNITY for DE, otherwise DE closed.
Bawa said costs will be paid on next date.
NDOH 30.11.26 DE
""")

up("backlog/2026-10/20261015_190015.jpg", "handwritten_note_photo", "Jasmeet", "2026-10-15", ["C02"], ["C02-H07"], """
15/10 TH - Batra suit
DW1 further xxn by me. Uniform invoice NOT produced - Nagpal: "not traceable". Put: no repayment receipt, no bank withdrawal for cash repayment - DW1: "koi likhat nahi hai". Concluded.
DW2 Sunil Kakkar (Batra's accountant) - DROPPED by Nagpal. DE closed.
Final args - NDOH 03.12.26.
Tanwar sahab: written synopsis + judgments to be given on the day of args.
""")

up("backlog/2026-10/WhatsApp Chat with Tejinder Anand.txt", "whatsapp_export", "Jasmeet", "2026-10-16", ["C02", "C05"], ["C05-H02", "C02-H04", "C05-H04", "C02-H07"], """
08/03/26, 10:41 pm - Tejinder Anand: Madam ji kal main nahi aa sakda, Amritsar aa gaya bhatiji da viah hai. Kartik nu bhej do please
08/03/26, 10:50 pm - Jasmeet Kaur Grewal: Tejinder ji MM madam bahut strict hai, costs lag sakdi hai. Next time zaroor aana.
09/03/26, 1:15 pm - Jasmeet Kaur Grewal: 2000 costs lagi aapke absence te. Kartik ne de diti. Next 27 April - aana hi aana.
14/05/26, 6:20 pm - Jasmeet Kaur Grewal: Batra case: Nagpal ne phir time liya, 5000 costs Harmeet ji nu mili. Next 9 July.
14/05/26, 6:31 pm - Tejinder Anand: Eh banda time pass kar reha hai ji. Harmeet nu main chhad dunga next date
06/07/26, 8:02 pm - Tejinder Anand: Pinnacle wale 2 lakh hi de rahe si mediation vich. Maine mana kar ditta. Theek kitta na?
06/07/26, 8:15 pm - Jasmeet Kaur Grewal: Theek hai. Cheque 3.85 da hai, case strong hai. Hun unka statement, phir defence.
15/10/26, 7:30 pm - Jasmeet Kaur Grewal: Batra case evidence complete. Final arguments 3 December. ITR AY 2023-24 di copy hun tak nahi aayi - please bhejo, argument ch chahidi hai.
15/10/26, 7:44 pm - Tejinder Anand: Ji CA nu keh ditta hai, is hafte bhej dunga
16/10/26, 11:02 am - Tejinder Anand: <Media omitted>
16/10/26, 11:03 am - Tejinder Anand: Eh 2022 wali uniform di payment di cash book entry hai, kaam aayegi?
""")

up("backlog/2026-10/28.10.26.docx", "typed_note_docx", "Jasmeet", "2026-10-28", ["C01"], ["C01-H06"], """
28.10.26 | HC | AS J | Kestrel v Sehgal
* Our reply args concluded (50 min); Dhingra sb rejoinder 10 min.
* Note on escalation (filed 21.09) - AS J had read it, asked 2 questions on the steel index.
* JUDGMENT RESERVED. Written submissions by both sides within one week, max 5 pages.
* Deposit of 24.30 L with Registry continues.
TO DO: written subs by 4.11 - Kartik first draft by 31.10.
""")

up("backlog/2026-10/WPC 8841-2026 order 07.10.2026.pdf", "certified_order_sheet_scan", "court", "2026-10-09", ["C06"], ["C06-H03"], """
$~48
* IN THE HIGH COURT OF DELHI AT NEW DELHI
+ W.P.(C) 8841/2026
NEELAM RAWAT ..... Petitioner
Through: Ms. Jasmeet Kaur Grewal, Advocate.
versus
DIRECTORATE OF EDUCATION, GNCTD & ANR. ..... Respondents
Through: Ms. Preeti Oberoi, Standing Counsel (Civil), GNCTD.
CORAM: HON'BLE MR. JUSTICE KULDEEP SINGH BHANDARI
ORDER
07.10.2026
1. The counter affidavit is on record. It is admitted that no disciplinary or judicial proceedings are pending against the petitioner, who retired on 31.03.2025.
2. Gratuity cannot be withheld for an audit objection. The respondents are directed to release the gratuity of Rs. 14,80,000/- and the leave encashment of Rs. 6,12,400/- to the petitioner within six weeks from today. The alleged excess payment of HRA shall not be adjusted from the gratuity; the respondents may proceed in accordance with law.
3. The costs of Rs. 10,000/- imposed on 26.08.2026 be paid within one week.
4. List for compliance on 09.12.2026.
KULDEEP SINGH BHANDARI, J
OCTOBER 7, 2026
""")

up("backlog/2026-11/WhatsApp Chat - Neelam Rawat Maam/_chat.txt", "whatsapp_export", "Jasmeet", "2026-11-24", ["C06"], ["C06-H02", "C06-H03"], """
[26/08/26, 7:02:41 PM] Neelam Rawat: Jasmeet ji, today's hearing I could not understand fully. Will they pay the 10,000 to me directly?
[26/08/26, 7:10:15 PM] Jasmeet Kaur Grewal: Yes ma'am, costs are payable to you. Please send a cancelled cheque, I will give the details to their counsel.
[07/10/26, 5:48:09 PM] Jasmeet Kaur Grewal: Ma'am, good order today. Gratuity and leave encashment to be released within 6 weeks. They cannot cut the HRA from gratuity. Next date 9 December.
[07/10/26, 6:01:33 PM] Neelam Rawat: God bless you beta. 18 months I ran to Old Secretariat.
[20/11/26, 1:14:50 PM] Neelam Rawat: Jasmeet ji, Rs 13,54,000 credited in my SBI account today. Gratuity was 14,80,000! They have cut 1,26,000. Leave encashment nothing yet. The 10,000 also not received.
[20/11/26, 1:30:02 PM] Jasmeet Kaur Grewal: Ma'am this is against the order. Please send me the SBI passbook entry / SMS screenshot. We will point this out on 9th Dec and ask for action.
[24/11/26, 10:05:27 AM] Neelam Rawat: ‎image omitted
[24/11/26, 10:06:11 AM] Neelam Rawat: Passbook entry sent. Should I come on 9th?
[24/11/26, 10:20:44 AM] Jasmeet Kaur Grewal: Yes ma'am, please come. Bring the passbook.
""")

up("backlog/2026-11/week plan 30 nov.txt", "typed_note_txt", "Jasmeet", "2026-11-26", ["C02", "C05", "C06", "C01"], [], """
WEEK - 30 Nov to 4 Dec
Mon 30/11 - Saket NI-03 Pinnacle DE (Kartik). Last opp for Bawa's witness; 3000 costs of 12/10 still not paid -> insist. If DW1 absent, pray DE be closed.
Thu 3/12 - TH Batra final args (ME). Synopsis ready? - NO, Kartik drafting. Judgments: s.118 NI Act presumption on pronote; blank-signed-paper defence. ITR copy STILL pending from Tejinder ji (call CA Mehta directly).
Neelam ma'am (9/12) - prepare application / short affidavit showing 1,26,000 deducted + leave encashment 6,12,400 unpaid + costs 10,000 unpaid. Draft by Fri 4/12.
Kestrel - written subs filed 04.11 ✓. Judgment awaited - check cause list daily for pronouncement.
personal: Bar assn. dues Rs 2,500; car insurance renewal 6/12; Gurpurab langar seva done.
""")

up("backlog/2026-11/causelist MM NI-03 Saket 30.11.2026.pdf", "cause_list_pdf", "court", "2026-11-27", ["C05"], [], """
SAKET COURTS, NEW DELHI - CAUSE LIST
COURT OF MS. KAVYA BHARDWAJ, METROPOLITAN MAGISTRATE (NI ACT)-03, SOUTH, COURT NO. 112
MONDAY, 30.11.2026
FOR DEFENCE EVIDENCE
14. CT Cases 4471/2024   Sharma Traders Vs. Deepak Bhalla
15. CT Cases 6612/2025   Anand Caterers Vs. Pinnacle Banquets LLP     Ms. J. K. Grewal / Sh. R. Bawa
16. CT Cases 7080/2025   Gill Hosiery Vs. Sunny Textiles
FOR APPEARANCE
17. CT Cases 10244/2026  Malik Electricals Vs. Om Infra
""")
