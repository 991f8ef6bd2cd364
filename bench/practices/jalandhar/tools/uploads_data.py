"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


# ---------------------------------------------------------------- documents (dated by their own date)
up("backlog/2025-03/Decree sheet CS 884 of 2022.pdf", "document_scan", "Civil Judge (Sr. Div.), Jalandhar", "2025-03-11", ["C05"], [], """
IN THE COURT OF SH. VISHAL SOOD, CIVIL JUDGE (SENIOR DIVISION), JALANDHAR
CS No. 884 of 2022    CNR No. PBJL02-004417-2022
M/s Dhillon Agro Industries, Focal Point, Jalandhar, through its proprietor Kuldeep Singh Dhillon ... Plaintiff
Versus
Sukhdev Singh Randhawa s/o Gurbachan Singh, r/o village Dhogri, tehsil & district Jalandhar ... Defendant
Suit for recovery of Rs. 6,40,000/-
DECREE
This suit coming on this day for final disposal before me, it is ordered and decreed that the plaintiff do recover from the defendant a sum of Rs. 6,40,000/- (Rupees six lakh forty thousand only) with interest @ 9% per annum from the date of filing of the suit till realisation, together with costs of Rs. 18,450/-.
Given under my hand and the seal of the Court this 11th day of March, 2025.
sd/- Civil Judge (Sr. Div.), Jalandhar
""")

up("backlog/2025-07/CamScanner 07-03-2025 11.42.pdf", "document_scan", "HDFC Bank, Nakodar Road, Jalandhar", "2025-07-03", ["C07"], [], """
HDFC BANK LTD.   Nakodar Road Branch, Jalandhar
CHEQUE RETURN MEMO                                   Date: 03/07/2025
Drawer a/c: PAWAN KUMAR (CA 50100288431877)
Cheque No. 118845   Dated 20/06/2025   Amount Rs. 2,85,000.00
Presented by: SIDHU TILES & SANITARY, Punjab National Bank, Model Town
Reason for return: 01 - FUNDS INSUFFICIENT
Return charges debited: Rs. 590/-
Authorised Signatory
""")

up("backlog/2025-08/Dismissal order 1147-JRL.pdf", "document_scan", "Senior Superintendent of Police, Jalandhar (Rural)", "2025-08-14", ["C03"], [], """
OFFICE OF THE SENIOR SUPERINTENDENT OF POLICE, JALANDHAR (RURAL)
Order No. 4411/B                                          Dated 14.08.2025
Whereas Constable Rajan Masih No. 1147/JRL, posted at PS Kartarpur, has been named in FIR No. 92 dated 02.08.2025 u/s 21, 29 NDPS Act, PS Lohian;
And whereas the undersigned is satisfied that it is not reasonably practicable to hold a regular departmental enquiry as the witnesses are residents of the same area and are likely to be won over;
Now therefore, in exercise of the powers under Article 311(2)(b) of the Constitution of India read with Rule 16.1 of the Punjab Police Rules, 1934, Constable Rajan Masih No. 1147/JRL is dismissed from service with immediate effect.
sd/- SSP, Jalandhar (Rural)
""")

up("backlog/2025-10/FIR 187 PS City Nakodar.pdf", "document_scan", "Punjab Police, PS City Nakodar", "2025-10-02", ["C01"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)
District: Jalandhar (Rural)   P.S.: City Nakodar   FIR No. 0187   Date: 02/10/2025
Acts & Sections: BNS 318(4), 316(2), 61(2)
Complainant: Lakhwinder Singh s/o Mohan Singh, village Shankar, tehsil Nakodar
Accused: Jasvir Singh Kang, prop. Kang Overseas Consultants, Nakodar, and unknown
Contents: The complainant and three others of village Shankar paid Rs. 14,50,000/- in all to the accused between January and May 2025 for Canada work permits. Passports of the four were kept by the accused. No visa came; the accused stopped taking calls and shut his office in August 2025.
Recorded by ASI Kulwant Singh.
""")

up("backlog/2025-06/Baldev GPA scan.pdf", "document_scan", "Baldev Singh Bains", "2025-05-14", ["C08"], [], """
GENERAL POWER OF ATTORNEY
KNOW ALL MEN BY THESE PRESENTS that I, BALDEV SINGH BAINS s/o late Sh. Kartar Singh Bains, presently residing at 58 Sandalwood Parkway, Brampton, Ontario, Canada, an Indian-origin Canadian citizen (OCI No. A1822310), owner of land measuring 9 kanal 4 marla, khewat No. 211, khatauni No. 318, village Bilga, tehsil Phillaur, district Jalandhar, do hereby appoint my cousin HARDEEP SINGH BAINS s/o Sh. Ajit Singh, r/o village Bilga, as my lawful attorney to manage the said land, to file and defend suits, to appear before any court or revenue officer, and to depose on my behalf.
Signed at Brampton on 14 May 2025 before a Notary Public, Ontario. Apostille No. ON-2025-118402.
Endorsement: Adjudicated under s. 18 Indian Stamp Act by the Collector, Jalandhar on 20.06.2025; stamp duty Rs. 1,000 paid.
""")

up("backlog/2026-01/IMG20260110101455.jpg", "document_photo", "Paramjit Kaur Sandhu", "2019-04-01", ["C04"], [], """
RENT NOTE
This rent note is executed at Jalandhar on 01.04.2019 between Smt. Paramjit Kaur Sandhu w/o late Sh. Joginder Singh Sandhu (landlady) and Sh. Ashok Bhatia s/o Sh. Om Parkash Bhatia (tenant).
Shop No. 23, Rainak Bazar, Jalandhar, is let out for the business of hosiery at a rent of Rs. 9,000/- per month, payable by the 7th of each month. Tenancy for 11 months, renewable. No subletting.
sd/- Landlady   sd/- Tenant   Witnesses: 1. Harinder Singh  2. Vijay Kumar
""")

# ---------------------------------------------------------------- certified orders
up("backlog/2026-02/RSA-2214-2024 order 04.02.2026.pdf", "certified_order_sheet_scan", "court", "2026-02-09", ["C02"], ["C02-H02"], """
IN THE HIGH COURT OF PUNJAB AND HARYANA AT CHANDIGARH
RSA-2214-2024 (O&M)
Karnail Singh Gill and another ... Appellants
versus
Mohinder Kaur ... Respondent
CORAM: HON'BLE MR. JUSTICE DEEPAK MOHAN GREWAL
Present: Mr. Arshdeep Singh, Advocate, for Mr. Vikramjit Chadha, Advocate, for the appellants.
Mr. Gurpreet Singh Johal, Advocate, for the respondent (caveator).
A request is made for adjournment on the ground that learned counsel for the appellants is unwell. Medical slip produced. This is the second adjournment at the instance of the appellants. Adjourned to 18.03.2026, subject to payment of Rs. 5,000/- as costs to the respondent. Interim order of status quo to continue.
04.02.2026    (DEEPAK MOHAN GREWAL) JUDGE
""")

up("backlog/2026-03/Order 26.03.2026 NACT 2187.pdf", "certified_order_sheet_scan", "court", "2026-03-30", ["C07"], ["C07-H03"], """
IN THE COURT OF MS. EKTA SHARMA, JMIC, JALANDHAR
NACT No. 2187 of 2025   CNR PBJL03-011872-2025
Sidhu Tiles & Sanitary vs Pawan Kumar
26.03.2026
Present: Ld. counsel for the complainant. Accused on bail with Sh. Ajay Kalia, Adv.
Arguments heard on the application u/s 143A N.I. Act. The accused has pleaded not guilty and his defence that the cheque was given as security is yet to be proved. Accused is directed to pay interim compensation of 20% of the cheque amount, i.e. Rs. 57,000/-, to the complainant within 60 days. Now to come up for complainant's evidence on 14.05.2026.
sd/- JMIC, Jalandhar
""")

up("backlog/2026-04/HMA 311 s24 order.pdf", "certified_order_sheet_scan", "court", "2026-04-27", ["C06"], ["C06-H04"], """
IN THE COURT OF SH. RAJESH KUMAR BHARDWAJ, PRINCIPAL JUDGE, FAMILY COURT, JALANDHAR
HMA No. 311 of 2025
Amandeep Kaur vs Gurjeet Singh
Order on application u/s 24 of the Hindu Marriage Act
20.04.2026
The petitioner is a teacher in a private school drawing about Rs. 11,000 per month; the respondent admittedly runs a dairy and a milk collection centre at Adampur. Considering the status of the parties, the respondent is directed to pay maintenance pendente lite of Rs. 15,000/- per month to the petitioner from the date of the application (09.03.2026) and Rs. 21,000/- as litigation expenses. Arrears within two months. To come up for framing of issues and PW evidence on 06.07.2026.
sd/- Principal Judge, Family Court
""")

up("backlog/2026-05/CRM-M-58213-2025 final order 13.05.2026.pdf", "certified_order_sheet_scan", "court", "2026-05-18", ["C01"], ["C01-H05"], """
IN THE HIGH COURT OF PUNJAB AND HARYANA AT CHANDIGARH
CRM-M-58213-2025
Jasvir Singh Kang vs State of Punjab
Date of decision: 13.05.2026
CORAM: HON'BLE MR. JUSTICE RAJBIR SINGH SEHGAL
Present: Mr. Gurpreet Singh Johal, Advocate, for the petitioner. Ms. Shruti Bansal, DAG, Punjab. Mr. Navdeep Randhawa, Advocate, for the complainant.
The petitioner has joined investigation and, as directed on 08.04.2026, has deposited Rs. 3,00,000/- before the learned trial Court as a mark of bona fides. The passports of the complainant side have been handed over to the IO. Custodial interrogation is not required. The order dated 15.12.2025 is made absolute, subject to the conditions that the petitioner shall surrender his passport, shall not leave India without permission of the trial Court and shall not contact the complainant party. Petition allowed.
(RAJBIR SINGH SEHGAL) JUDGE
""")

up("backlog/2026-06/RP 57 order 29-05-2026.pdf", "certified_order_sheet_scan", "court", "2026-06-02", ["C04"], ["C04-H05"], """
IN THE COURT OF MS. NAVNEET KAUR WALIA, RENT CONTROLLER, JALANDHAR
RP No. 57 of 2024    Paramjit Kaur Sandhu vs Ashok Bhatia
29.05.2026
Present: Counsel for the petitioner with PW1. Counsel for the respondent.
PW1 is present for cross-examination. Ld. counsel for the respondent again seeks time on the ground that he is busy before the Hon'ble High Court. Last adjournment was also at his request. Allowed subject to costs of Rs. 1,000/- payable to the petitioner. Cross-examination of PW1 and PW2 on 25.07.2026.
sd/- Rent Controller
""")

up("backlog/2026-07/CWP 27645 order 14-07-26.pdf", "certified_order_sheet_scan", "court", "2026-07-20", ["C03"], ["C03-H04"], """
IN THE HIGH COURT OF PUNJAB AND HARYANA AT CHANDIGARH
CWP-27645-2025
Rajan Masih vs State of Punjab and others
CORAM: HON'BLE MRS. JUSTICE SUKHVINDER KAUR MANN
Present: Mr. Gurpreet Singh Johal, Advocate, for the petitioner. Mr. Amit Sood, AAG, Punjab.
The impugned order records only that witnesses are likely to be won over. Nothing is placed to show that the satisfaction was based on any material. Let the Senior Superintendent of Police, Jalandhar (Rural), file his personal affidavit explaining the reasons for dispensing with the regular departmental enquiry, and the material on which they were recorded. List on 01.09.2026.
14.07.2026    (SUKHVINDER KAUR MANN) JUDGE
""")

up("backlog/2026-09/CS 1459 order VC.pdf", "certified_order_sheet_scan", "court", "2026-09-30", ["C08"], ["C08-H06"], """
IN THE COURT OF MS. JASLEEN KAUR, CIVIL JUDGE (JUNIOR DIVISION), JALANDHAR
CS No. 1459 of 2025   Baldev Singh Bains vs Jagtar Singh Bains
26.09.2026
Application of the plaintiff to be examined through video conferencing from Canada. The plaintiff is 71 years old and resides at Brampton, Ontario. The objection of the defendant that an attorney cannot depose to facts within the personal knowledge of the principal is a reason to allow, not to refuse, the plaintiff's own examination. Application allowed under the VC Rules of the High Court. The plaintiff shall join from a place certified by the coordinator; the defendant's counsel may cross-examine the same day. To come up for PW2 on 21.11.2026.
sd/- CJ(JD), Jalandhar
""")

up("backlog/2026-11/causelist HC 26.11.2026 ct14.pdf", "cause_list_pdf", "High Court", "2026-11-25", ["C02"], [], """
HIGH COURT OF PUNJAB AND HARYANA AT CHANDIGARH
CAUSE LIST FOR THURSDAY, 26TH NOVEMBER, 2026
COURT NO. 14   HON'BLE MR. JUSTICE DEEPAK MOHAN GREWAL
REGULAR MATTERS (AFTER MEDIATION)
31. RSA-2214-2024   KARNAIL SINGH GILL AND ANR  Vs  MOHINDER KAUR       VIKRAMJIT CHADHA / GURPREET SINGH JOHAL
    CM-14820-C-2026 (O41 R27 CPC)
32. RSA-3106-2023   BALKAR SINGH Vs GURNAM KAUR                        R.S. MANN / SUKHDEV SINGH
""")

# ---------------------------------------------------------------- notes, diary pages, chats (in date order)
up("backlog/2025-12/rp57 5dec.txt", "typed_note_txt", "Gurpreet", "2025-12-05", ["C04"], ["C04-H01"], """
5/12/25 Fri - RC court (Walia madam), RP 57/2024 Sandhu v Bhatia
Bhatia ne first date te hi tender kar ditta under protest - arrears 36,000 (4 months @9000) + int 3,240 + costs 1,500. Total 40,740 by DD.
So arrears ground gaya, hun sirf personal necessity (Harinder de layi shop) te chalna.
Reply filed by Ramesh Sharma. Replication sade wallon.
ND 16.1.26 replication.
Bibi ji (Paramjit Kaur) nu phone kita - she said "DD nahi chahida, dukaan chahidi". Explained tender is law, take the DD, it does not finish the case.
""")

up("backlog/2025-12/IMG20251208175320.jpg", "handwritten_note_photo", "Balwinder Singh", "2025-12-08", ["C06"], ["C06-H01"], """
੦੮-੧੨-੨੦੨੫ ਸੋਮਵਾਰ
ਫੈਮਿਲੀ ਕੋਰਟ - ਅਮਨਦੀਪ ਕੌਰ ਬਨਾਮ ਗੁਰਜੀਤ ਸਿੰਘ (HMA 311)
ਮੁੰਡਾ ਆਪ ਆਇਆ, ਵਕੀਲ ਰੀਤੂ ਕਪੂਰ।
ਜੱਜ ਸਾਹਿਬ ਨੇ ਦੋਵਾਂ ਨੂੰ ਕਾਊਂਸਲਰ ਕੋਲ ਭੇਜਿਆ।
ਅਗਲੀ ਤਰੀਕ ੧੯-੦੧-੨੦੨੬
""")

up("backlog/2025-12/diary 10-11 dec.txt", "typed_note_txt", "Gurpreet", "2025-12-11", ["C02", "C07"], ["C02-H01", "C07-H01"], """
Wed 10.12.25 - HC Chd, Ct 14 (Grewal J)
RSA 2214/24 Gill v Mohinder Kaur - Chadha ne adjournment mangi, "busy in Ct 3". Jaj saab ne keha status quo continues, but next time no adj. ND 4.2.26.
Sukhpal (Mohinder Kaur da munda) gusse vich - they have put a gate on the rasta again at night. Told him - take photos with date, we will show.

Thu 11.12.25 - JMIC Ekta Sharma, NACT 2187/25 Sidhu Tiles v Pawan
Accused nai aaya. BW Rs 10,000 issued. ND 5.2.26.
Jaswinder Sidhu ji says Pawan is doing a kothi contract in Maqsudan, roz othe hunda.
""")

up("backlog/2025-12/IMG20251212163108.jpg", "handwritten_note_photo", "Balwinder Singh", "2025-12-12", ["C05"], ["C05-H01"], """
੧੨-੧੨-੨੦੨੫
ਇਜਰਾ ੧੧੨/੨੦੨੫ ਢਿੱਲੋਂ ਐਗਰੋ ਬਨਾਮ ਸੁਖਦੇਵ ਸਿੰਘ ਰੰਧਾਵਾ - ਸੂਦ ਸਾਹਿਬ
JD ਦੀ ਤਾਮੀਲ ਹੋ ਗਈ, ਪਰ ਹਾਜ਼ਰ ਨਹੀਂ।
ਟਰੈਕਟਰ (ਸਵਰਾਜ ੭੪੪) ਦੀ ਕੁਰਕੀ ਦਾ ਵਰੰਟ ਜਾਰੀ।
ਬੇਲਿਫ਼ ਫੀਸ ੫੦੦ ਜਮ੍ਹਾਂ ਕਰਵਾਈ।
ਅਗਲੀ ਤਰੀਕ ੩੦-੦੧-੨੦੨੬
""")

up("backlog/2025-12/kang bail 15.12.txt", "typed_note_txt", "Gurpreet", "2025-12-15", ["C01"], ["C01-H01"], """
15.12.2025 Mon HC Ct 27 Sehgal J
CRM-M-58213-2025 Jasvir Kang - ABA (FIR 187/25 Nakodar, 318(4) BNS, visa money 14.5 lakh)
Filed 09.12 - diary no. 2025-HC-CRM-118734.
Notice of motion for 22.01.2026. Interim: no coercive steps, SUBJECT to joining investigation within 7 days + whenever called.
Sehgal J's first question - "has he joined investigation?" Then - "how much is he ready to pay?" Same as in the other ABA last year. Warn Kang: he will ask for money as bona fides.
Told Kang to go to PS City Nakodar by 20.12 with the passports he has.
""")

up("backlog/2025-12/Simran 17 Dec.txt", "typed_note_txt", "Simranjit", "2025-12-17", ["C08"], ["C08-H01"], """
17/12/2025 - CJJD Jasleen Kaur madam, CS 1459/2025 Baldev Bains v Jagtar Bains (Bilga land)
WS filed by def (Ranjit Singh Dhillon adv). Main defence:
1. GPA invalid - not attested by Indian consulate, not stamped
2. land is joint family, he is in possession since 1998 with consent
3. Baldev has no locus, lives in Canada 30 yrs
Copy recd. Replication 4 weeks.
ND 07.02.2026 - objection to GPA
Sir - Hardeep (GPA) was present, he was very worried about the GPA point. Pls call Baldev uncle.
""")

up("backlog/2026-01/rc 16.1 + family court 19.1.txt", "typed_note_txt", "Simranjit", "2026-01-19", ["C04", "C06"], ["C04-H02", "C06-H02"], """
16.01.26 (Fri) RC - RP 57 Sandhu v Bhatia
Replication filed. Issues not framed, Ramesh Sharma ne keha draft issues ready nahi, time. Granted.
ND 27.02.26

19.01.26 (Mon) Family Ct - HMA 311 Amandeep v Gurjeet
Counsellor's report - reconciliation failed. Gurjeet wants her back "but only if she leaves her job". Aman refused.
Judge sahib asked both personally in chamber "koi gunjaish hai?" - both said no.
Next 09.03.26 for w/s. Ritu Kapoor said s.24 reply bhi tab tak.
""")

up("backlog/2026-01/PXL_20260122_133412118.jpg", "handwritten_note_photo", "Gurpreet", "2026-01-22", ["C01"], ["C01-H02"], """
22/1/26 Thu
Kang ABA - Ct 27
DAG Bansal - "status report not ready" - time
interim continues
ND 26.2
Kang joined invstg 18.12 + 9.1 (IO ASI Kulwant)
""")

up("backlog/2026-01/IMG20260130174015.jpg", "handwritten_note_photo", "Balwinder Singh", "2026-01-30", ["C05"], ["C05-H02"], """
੩੦-੦੧-੨੦੨੬ ਸ਼ੁੱਕਰਵਾਰ
ਇਜਰਾ ੧੧੨ - ਰੰਧਾਵਾ ਵਕੀਲ ਤਰਸੇਮ ਲਾਲ ਨਾਲ ਆਇਆ
ਧਾਰਾ ੪੭ ਦੇ ਇਤਰਾਜ਼ ਦਿੱਤੇ
ਟਰੈਕਟਰ ਨਹੀਂ ਮਿਲਿਆ - ਬੇਲਿਫ਼ ਦੀ ਰਿਪੋਰਟ "ਟਰੈਕਟਰ ਭਰਾ ਦੇ ਨਾਮ"
ਅਗਲੀ ਤਰੀਕ ੧੩-੦੩-੨੦੨੬ ਜਵਾਬ
""")

up("backlog/2026-02/notes 4-7 feb.txt", "typed_note_txt", "Gurpreet", "2026-02-07", ["C02", "C07", "C08"], ["C02-H02", "C07-H02", "C08-H02"], """
4 Feb (Wed) HC - Gill RSA
Chadha again not there, proxy Arshdeep with medical slip. 2nd time!! Grewal J not happy - "medical slips every date" - costs 5000 to us. ND 18/3.
Ask Sukhpal to collect 5k from Chadha's office before 18/3.

5 Feb (Thu) JMIC - Pawan Kumar aaya, bail bonds 50,000 with surety (his brother-in-law). Notice framed - not guilty, says "security cheque given for tiles on credit". ND 26/3 for 143A app (we filed today).

7 Feb (Sat) CJJD - Bains suit. Def pressed GPA objection. Jaj madam ne keha "original GPA lao". Baldev ji nu message - original is with Hardeep? or in Canada?? ND 21/3.
""")

up("backlog/2026-02/PXL_20260226_124130502.jpg", "handwritten_note_photo", "Gurpreet", "2026-02-26", ["C01"], ["C01-H03"], """
26/2/26 HC Ct 27 Kang ABA
SR filed - joined twice, 4 passports NOT recovered
Randhawa (for complainant) - time for reply
ND 8/4/26
Kang - get passports to IO before next date!!
""")

up("backlog/2026-02/rc 27-2-26.txt", "typed_note_txt", "Simranjit", "2026-02-27", ["C04"], ["C04-H03"], """
27.2.26 RP 57 - issues framed:
1. whether petitioner requires the shop bona fide for her son Harinder Singh for his own business? OPP
2. whether tender made on first date is valid and sufficient? OPR
3. relief
Petitioner evidence - ND 17/04/26. Bibi ji affidavit (PW1) to be drafted + Harinder's (PW2). He comes back from Dubai in April.
""")

up("backlog/2026-03/IMG20260309162045.jpg", "handwritten_note_photo", "Balwinder Singh", "2026-03-09", ["C06"], ["C06-H03"], """
੦੯-੦੩-੨੦੨੬
ਅਮਨਦੀਪ ਕੌਰ ਕੇਸ - ਜਵਾਬ ਦਾਵਾ (w/s) ਦਾਇਰ
ਧਾਰਾ ੨੪ ਦੀ ਅਰਜ਼ੀ ਤੇ ਬਹਿਸ ਹੋਈ
ਹੁਕਮ ਲਈ ੨੦-੦੪-੨੦੨੬
""")

up("backlog/2026-03/13.3.26 sood sahib.txt", "typed_note_txt", "Gurpreet", "2026-03-13", ["C05"], ["C05-H03"], """
13.03.26 CJSD Sood sahib - Exe 112/25 Dhillon Agro v Randhawa
Reply to s.47 objections filed (objections are only "decree obtained by fraud" - no basis, same pleas as in the suit).
Sood sahib called JD to the dais: "Randhawa ji, ajj kinna de sakde ho?" JD through Tarsem Lal offered 50,000 per month. Kuldeep ji (DH) said no - decree is 6.4 lakh + interest since 2022, 50k a month is 2 years.
Objections for orders. ND 24.4.26.
""")

up("backlog/2026-03/Simran 18 n 21 march.txt", "typed_note_txt", "Simranjit", "2026-03-21", ["C02", "C08"], ["C02-H03", "C08-H03"], """
18-03-2026 HC Ct 14 (Sir argued, I took notes)
RSA 2214/2024 - ADMITTED.
Substantial qs framed: (i) whether the passage is an easement of necessity when the plaintiff has another way of 3 feet? (ii) whether the courts below misread the revenue record (aks shajra)?
Status quo till disposal. Costs of 5,000 paid by appellants' side in court (Sukhpal received).
ND 21/07/2026.

21-03-2026 CJJD - Bains suit
Hardeep brought original GPA - apostille from Ontario + adjudication by Collector Jalandhar (Rs 1000 stamp). Court compared and returned. Def counsel Dhillon still says "not attested by consulate" - madam noted the objection, will decide with issues.
ND 09/05/2026 - issues.
""")

up("backlog/2026-03/NACT 2187 - 26.3.txt", "typed_note_txt", "Simranjit", "2026-03-26", ["C07"], ["C07-H03"], """
26.3.26 JMIC - Sidhu Tiles v Pawan Kumar
143A allowed - 20% = 57,000 in 60 days. Kalia objected that accused is "a small contractor", madam said 143A is the rule in her court unless defence is very strong.
ND 14.5.26 CE. Jaswinder ji ka affidavit tayyar karna, documents: cheque, memo, legal notice dt 15.7.25, postal receipts, ledger.
""")

up("backlog/2026-04/8 april chd.txt", "typed_note_txt", "Gurpreet", "2026-04-08", ["C01"], ["C01-H04"], """
8.4.2026 Wed Chandigarh
Kang ABA, Ct 27 - arguments heard. Passports handed to IO on 2.4 (I put the receipt on record).
Sehgal J: "paisa jama karauna paina" - petitioner to deposit Rs 3,00,000 with trial court (CJM Jalandhar / Illaqa Magistrate Nakodar) within 3 weeks as bona fides. Interim continues.
ND 13.5.26.
Kang says he can arrange 3 lakh by selling his car. Told him deposit + receipt copy to me by 29 April.
""")

up("backlog/2026-04/17.04.2026 two courts.txt", "typed_note_txt", "Gurpreet", "2026-04-17", ["C03", "C04"], ["C03-H03", "C04-H04"], """
17/04/2026 Fri - me at HC, Simran at RC Jalandhar

HC Ct 9 Mann J - CWP 27645/25 Rajan Masih
WS of State filed today (late, last opp was given). Replication 2 weeks. AAG Amit Sood said DE record "with SSP office, not received". Mann J: bring the record next date, she wants to see what material SSP had.
ND 14.07.26 (after vacation).

RC (Simran's call at 1.15) - RP 57
PW1 Bibi ji affidavit tendered, Ex PW1/A, rent note Ex PW1/1. Ramesh Sharma "not prepared, cross next date" - deferred. Simran objected, madam allowed but warned.
ND 29.05.26 cross of PW1.
""")

up("backlog/2026-04/Dhillon Agro Kuldeep whatsapp.txt", "whatsapp_export", "Gurpreet", "2026-04-30", ["C05"], ["C05-H01", "C05-H03", "C05-H04"], """
12/12/25, 5:02 pm - Adv Gurpreet Johal: Kuldeep ji, JD didn't come. Court issued warrant of attachment of his tractor. Next date 30 Jan.
12/12/25, 5:15 pm - Kuldeep Dhillon Agro: Vadiya ji. Tractor ohde bhra de naam te hai shayad, dhyan rakhna
12/12/25, 5:16 pm - Adv Gurpreet Johal: Ok. Then we go for his plot. Send me the fard of the Kartarpur plot.
13/03/26, 4:40 pm - Adv Gurpreet Johal: Aaj judge sahib ne Randhawa nu pucheya kinna de sakda. He offered 50k per month. You said no in court, fine. Objections on 24 April.
13/03/26, 4:52 pm - Kuldeep Dhillon Agro: 50 hazaar mahina? 2 saal? Nahi ji. Ik vaari vich 3 lakh deve tan gall kariye
24/04/26, 2:10 pm - Adv Gurpreet Johal: Objections dismissed. Randhawa paid Rs 1,00,000 by DD in court today, DD in favour of Dhillon Agro Industries, DD no. 402215 PNB. Collect from munshi Balwinder.
24/04/26, 2:12 pm - Kuldeep Dhillon Agro: 🙏 pehli vaar kuch aaya
24/04/26, 2:13 pm - Adv Gurpreet Johal: Next 30 May. If no more money, we ask attachment of plot.
30/04/26, 11:05 am - Kuldeep Dhillon Agro: DD encash ho gya ji. Fard bhej reha Kartarpur plot di
30/04/26, 11:06 am - Kuldeep Dhillon Agro: <Media omitted>
""")

up("backlog/2026-04/IMG20260424160211.jpg", "handwritten_note_photo", "Balwinder Singh", "2026-04-24", ["C05"], ["C05-H04"], """
੨੪-੦੪-੨੦੨੬
ਇਜਰਾ ੧੧੨ - ਇਤਰਾਜ਼ ਖਾਰਜ
ਰੰਧਾਵਾ ਨੇ ੧,੦੦,੦੦੦ ਦਾ ਡਰਾਫਟ ਅਦਾਲਤ ਵਿੱਚ ਦਿੱਤਾ (PNB 402215)
ਡਰਾਫਟ ਕੁਲਦੀਪ ਜੀ ਨੂੰ ਦੇ ਦਿੱਤਾ, ਰਸੀਦ ਲਈ
ਅਗਲੀ ਤਰੀਕ ੩੦-੦੫-੨੦੨੬
""")

up("backlog/2026-04/family ct 20.4.26.txt", "typed_note_txt", "Simranjit", "2026-04-20", ["C06"], ["C06-H04"], """
20/4/26 Family court - Aman v Gurjeet, order on s.24:
Rs 15,000 per month from 9.3.26 (date of app) + 21,000 litigation expenses. Arrears in 2 months.
Judge sahib again asked both parties personally whether they want to live together - "bachcha nahi hai, zindagi lambi hai". Aman said no. Gurjeet kept quiet.
ND 6.7.26 - issues + PW1.
Aman's father (Surinder Singh ji) was happy, said he will also depose.
""")

up("backlog/2026-05/IMG20260509130322.jpg", "handwritten_note_photo", "Balwinder Singh", "2026-05-09", ["C08"], ["C08-H04"], """
੦੯-੦੫-੨੦੨੬ ਸ਼ਨੀਵਾਰ
ਬੈਂਸ ਕੇਸ (CS ੧੪੫੯) - ਇਸ਼ੂ ਬਣੇ (੫)
ਮੁਦਈ ਦੀ ਗਵਾਹੀ ੦੮-੦੮-੨੦੨੬
ਹਰਦੀਪ ਸਿੰਘ ਨੂੰ ਦੱਸ ਦਿੱਤਾ
""")

up("backlog/2026-05/CE 14 may sidhu.txt", "typed_note_txt", "Simranjit", "2026-05-14", ["C07"], ["C07-H04"], """
14 May 2026 JMIC - NACT 2187/25
CW1 Jaswinder Singh Sidhu - affidavit Ex CW1/A tendered. Docs exhibited: cheque Ex CW1/1, return memo CW1/2, legal notice CW1/3, postal receipts CW1/4 & CW1/5, ledger extract CW1/6.
Cross deferred - Kalia wants certified copy of ledger and the bill book first.
Interim comp 57k - NOT paid yet (60 days end 25 May).
ND 18.07.26 cross CW1.
""")

up("backlog/2026-05/Kang chat.txt", "whatsapp_export", "Gurpreet", "2026-05-13", ["C01"], ["C01-H01", "C01-H04", "C01-H05"], """
15/12/25, 3:30 pm - Adv Gurpreet Johal: Kang sahib, notice for 22 Jan. Interim protection mil gayi, but you MUST join investigation within 7 days. Go to PS City Nakodar.
15/12/25, 3:41 pm - Jasvir Kang Nakodar: Thanks veer ji. Passport vali gall vi karange?
15/12/25, 3:45 pm - Adv Gurpreet Johal: Passports of those boys jo tuhade kol ne, IO nu de do. Eh hi sab ton vadda point hai.
08/04/26, 1:50 pm - Adv Gurpreet Johal: Judge has asked 3 lakh deposit in 3 weeks as bona fides. Then bail can be made absolute on 13 May.
08/04/26, 2:20 pm - Jasvir Kang Nakodar: 3 lakh kithon lyaan ji... theek hai, gaddi vech dinda haan
27/04/26, 12:02 pm - Jasvir Kang Nakodar: Deposit kar dita Nakodar court vich. Receipt di photo
27/04/26, 12:02 pm - Jasvir Kang Nakodar: <Media omitted>
13/05/26, 12:40 pm - Adv Gurpreet Johal: Bail made absolute. Conditions: passport surrender, don't leave India, no contact with complainant side. Trial court vich har tareek te jana.
13/05/26, 12:44 pm - Jasvir Kang Nakodar: Waheguru mehar kare. Fees baki 25,000 kal bhej dinda
""")

up("backlog/2026-05/RC 29.5.txt", "typed_note_txt", "Gurpreet", "2026-05-29", ["C04"], ["C04-H05"], """
29/5/26 RC Walia madam - RP 57
Bibi ji present for cross, sat from 10 to 1. Ramesh Sharma AGAIN - "busy in HC". This is his 3rd time taking time in this case (issues, PW1 cross twice).
Madam: costs 1,000 to petitioner; cross of PW1 and PW2 both on 25.7.26 (Saturday - she keeps rent matters on Saturdays).
Bibi ji very upset - "vakeel saab, dukaan kado milu?" Told her evidence will finish this year if Sharma stops.
""")

up("backlog/2026-05/IMG20260530154400.jpg", "handwritten_note_photo", "Balwinder Singh", "2026-05-30", ["C05"], ["C05-H05"], """
੩੦-੦੫-੨੦੨੬ ਸ਼ਨੀਵਾਰ
ਇਜਰਾ ੧੧੨ ਰੰਧਾਵਾ - ਹੋਰ ਪੈਸੇ ਨਹੀਂ ਦਿੱਤੇ
ਕਰਤਾਰਪੁਰ ਵਾਲੇ ਪਲਾਟ (੧੦ ਮਰਲੇ, ਖਸਰਾ ੧੧੮//੨੧) ਦੀ ਕੁਰਕੀ ਦਾ ਵਰੰਟ
ਪਟਵਾਰੀ ਦੀ ਰਿਪੋਰਟ ਲਗਾਉਣੀ
ਅਗਲੀ ਤਰੀਕ ੧੪-੦੮-੨੦੨੬
""")

up("backlog/2026-09/Rajan Masih.txt", "whatsapp_export", "Gurpreet", "2026-09-01", ["C03"], ["C03-H01", "C03-H02", "C03-H04", "C03-H05"], """
09/01/26, 1:15 pm - Adv Gurpreet Johal: Rajan, notice issued. Next 20 Feb. State will file reply.
09/01/26, 1:30 pm - Rajan Masih: Thank you sir. Sir mera FIR vich vi challan nahi aaya, 5 mahine ho gaye
09/01/26, 1:33 pm - Adv Gurpreet Johal: Good point for us. Get me a certified copy of the FIR zimni / status from Lohian PS if possible.
20/02/26, 2:05 pm - Adv Gurpreet Johal: State asked time for reply. Judge gave 6 weeks as last opportunity. Next 17 April.
14/07/26, 1:48 pm - Adv Gurpreet Johal: Very good hearing. Judge has asked SSP Rural to file personal affidavit - why no inquiry, what material. Next 1 Sept.
14/07/26, 1:52 pm - Rajan Masih: Prabhu Yesu da shukar. Sir SSP sahib badal gaye ne, navein aaye ne
14/07/26, 1:53 pm - Adv Gurpreet Johal: Doesn't matter, the office files affidavit.
01/09/26, 3:10 pm - Adv Gurpreet Johal: SSP affidavit filed. It only says "secret information" - no material shown. Arguments part heard. Next 10 Nov.
01/09/26, 3:15 pm - Rajan Masih: Sir NDPS case vich vi hun tak challan nahi. Main trial court vich bail te haan
""")

up("backlog/2026-07/RC 25.07.2026 cross.txt", "typed_note_txt", "Gurpreet", "2026-07-25", ["C04"], ["C04-H06"], """
25.07.2026 Sat - RC, RP 57
Costs 1000 paid by Sharma to Bibi ji in court (receipt signed).
PW1 cross concluded - only suggestions "Harinder has business in Dubai, doesn't need shop". Bibi ji firm: "munda waapas aa gaya, hun ithe hi rahu".
PW2 Harinder Singh Sandhu (son) - affidavit Ex PW2/A; passport Ex PW2/1 (exit stamp Dubai 28.03.2026), his cancelled Dubai visa Ex PW2/2. Cross - he said he will open an electronics shop; has no other shop in Jalandhar. Held up well.
ND 12.9.26 remaining PE / close.
""")

up("backlog/2026-07/PXL_20260706_113201877.jpg", "handwritten_note_photo", "Gurpreet", "2026-07-06", ["C06"], ["C06-H05"], """
6/7/26 Mon Family Ct
Aman v Gurjeet - issues framed (cruelty / desertion not pleaded)
PW1 Aman affidavit tendered
Gurjeet - maint. NOT paid after May (paid Apr-May only)
ND 31/8 PW1 cross + PW2 father
""")

up("backlog/2026-07/notes 18-21 july.txt", "typed_note_txt", "Gurpreet", "2026-07-21", ["C07", "C02"], ["C07-H05", "C02-H04"], """
18/7/26 Sat JMIC - Sidhu Tiles v Pawan
CW1 Jaswinder ji cross by Kalia - 40 min. Suggestion that cheque was blank security; CW1 denied, said bill no. 771 to 790 (tiles for Maqsudan kothi) are in ledger. CE closed by our statement.
143A 57k still NOT paid - filed application for recovery as fine (s.421 BNSS). Madam said she will take it up with 313.
ND 22.9.26 s.313.

(21/7 Tue HC - Gill RSA, Ct 14) Chadha came himself this time and asked time to file O41 r27 application (new aks shajra). 3rd adjournment by them. Grewal J gave time but said last. ND 6/10.
""")

up("backlog/2026-08/8.8.26 bains PW1.docx", "typed_note_docx", "Simranjit", "2026-08-08", ["C08"], ["C08-H05"], """
CS 1459/2025 Baldev Singh Bains v Jagtar Singh Bains - 08.08.2026 (Sat), CJJD Jasleen Kaur
PW1 Hardeep Singh Bains (GPA holder) - affidavit Ex PW1/A, GPA Ex PW1/1, jamabandi 2022-23 Ex PW1/2, khasra girdawari Ex PW1/3.
Cross by Ranjit Singh Dhillon (1 hr 20 min):
- admitted he was not born when Baldev left for Canada in 1994 (he is 29)
- admitted he does not know personally whether Baldev gave consent to Jagtar to cultivate in 1998
- said the tubewell connection is in Baldev's name (bill produced, Ex PW1/4)
Dhillon objected throughout: "attorney cannot depose about facts in the personal knowledge of the principal" (Janki Vashdeo). Madam recorded the objection.
Sir's instruction after court: file application for Baldev's evidence by VC. Draft by Tuesday.
ND 26.09.2026.
""")

up("backlog/2026-08/IMG20260814163320.jpg", "handwritten_note_photo", "Balwinder Singh", "2026-08-14", ["C05"], ["C05-H06"], """
੧੪-੦੮-੨੦੨੬ ਸ਼ੁੱਕਰਵਾਰ
ਇਜਰਾ ੧੧੨ ਰੰਧਾਵਾ
ਪਲਾਟ ਦੀ ਕੁਰਕੀ ੨੯-੦੭-੨੦੨੬ ਨੂੰ ਹੋ ਗਈ (ਮੁਨਾਦੀ ਕਰਵਾਈ, ਨਾਇਬ ਨਾਜ਼ਰ ਦੀ ਰਿਪੋਰਟ)
ਹੁਣ ਨੀਲਾਮੀ ਦਾ ਇਸ਼ਤਿਹਾਰ (ਪ੍ਰੋਕਲੇਮੇਸ਼ਨ) ਬਣਨਾ
ਤਰਸੇਮ ਲਾਲ ਨੇ ਕਿਹਾ ਰੰਧਾਵਾ ਪੈਸੇ ਦਾ ਇੰਤਜ਼ਾਮ ਕਰ ਰਿਹਾ
ਅਗਲੀ ਤਰੀਕ ੨੬-੦੯-੨੦੨੬
""")

up("backlog/2026-09/31 aug + 1 sep.txt", "typed_note_txt", "Simranjit", "2026-09-01", ["C06"], ["C06-H06"], """
31.08.26 Mon Family Court - HMA 311
PW1 Aman cross by Ritu Kapoor - suggestions that she left the matrimonial home on her own on 14.2.2025 and took gold. Aman denied - she was sent back to her parents after the Lohri fight; gold list is in the s.27 app.
PW2 Surinder Singh (father) examined - deposed about the 14 Feb 2025 incident, he picked her up from Adampur. Cross short.
PE closed.
Judge sahib asked again about settlement (3rd-4th time now, he does it every date), Gurjeet said "maintenance di tension hai". Judge: pay first, then talk.
ND 19/10/26 RE.
(1 Sep - Sir in HC for Masih CWP, see his WA to Rajan.)
""")

up("backlog/2026-09/12 sep RC.txt", "typed_note_txt", "Simranjit", "2026-09-12", ["C04"], ["C04-H07"], """
12/9/2026 (Sat) RC - RP 57 Sandhu v Bhatia
PE closed by statement of counsel.
RE - Ramesh Sharma filed list of witnesses: RW1 Ashok Bhatia, RW2 Manoj Bhatia (CA, his nephew) for accounts. 
ND 31/10/2026 RE.
Bibi ji called at 6pm - I told her. She asks if Harinder can open the shop meanwhile in some other place. Told her to ask Sir.
""")

up("backlog/2026-09/IMG20260926145032.jpg", "handwritten_note_photo", "Balwinder Singh", "2026-09-26", ["C05", "C08"], ["C05-H07", "C08-H06"], """
੨੬-੦੯-੨੦੨੬ ਸ਼ਨੀਵਾਰ
੧) ਇਜਰਾ ੧੧੨ - ਰੰਧਾਵਾ ਨੇ ੨,੦੦,੦੦੦ ਜਮ੍ਹਾਂ ਕਰਵਾਏ (ਚਲਾਨ)
   ਬਾਕੀ ਲਈ ੨ ਮਹੀਨੇ ਮੰਗੇ। ਅਗਲੀ ਤਰੀਕ ੦੭-੧੧-੨੦੨੬
੨) ਬੈਂਸ ਕੇਸ - ਵੀਡੀਓ ਕਾਨਫਰੰਸ ਵਾਲੀ ਅਰਜ਼ੀ ਮਨਜ਼ੂਰ
   ਅਗਲੀ ਤਰੀਕ ੨੧-੧੧-੨੦੨੬ (ਬਲਦੇਵ ਸਿੰਘ ਦੀ ਗਵਾਹੀ ਕੈਨੇਡਾ ਤੋਂ)
""")

up("backlog/2026-09/jmic 22.9.26.txt", "typed_note_txt", "Simranjit", "2026-09-22", ["C07"], ["C07-H06"], """
22-09-26 JMIC Sidhu Tiles v Pawan Kumar
s.313 statement of accused recorded - all denied, "cheque was given blank as security in 2023 for tiles on udhaar, I paid 1.9 lakh cash later". Wants to lead DE - DW1 HDFC branch official (account statement), DW2 himself.
143A application for recovery - madam issued notice to accused for non-payment of 57k.
ND 04/11/26 DE.
""")

up("backlog/2026-10/Chd 6 Oct.txt", "typed_note_txt", "Gurpreet", "2026-10-06", ["C02"], ["C02-H05"], """
06.10.2026 Tue HC Ct 14 Grewal J - RSA 2214/2024
O41 r27 app (CM-14820-C-2026) filed by Chadha - new aks shajra of 1968 to show the passage was a "khal" (water channel), not rasta. Reply by us.
Grewal J (as he does in every neighbours' rasta/nali dispute) asked both sides to go to the HC Mediation & Conciliation Centre - "guaandi ho, roz milna". Mediation on 27.10 at 2 pm. Appellant Karnail Singh + Mohinder Kaur/Sukhpal to go personally.
ND 26.11.26 for report. Status quo continues.
""")

up("backlog/2026-10/family court 19-10.txt", "typed_note_txt", "Gurpreet", "2026-10-19", ["C06"], ["C06-H07"], """
19/10/26 Mon - Family Ct, Aman v Gurjeet
RE listed but first thing the judge asked: maintenance? Ritu Kapoor: husband's dairy is in loss. Judge: "not paid since June - if arrears of Rs 60,000 not paid by next date, defence will be struck off". Gurjeet undertook in court to pay 60,000 by DD on next date.
(Correct figure: 4 months Jul-Oct x 15,000 = 60,000; litigation exp 21k was paid in May.)
ND 23.11.26 RE + arrears.
Aman told me outside - he has a new Scorpio. Note for cross of RW1.
""")

up("backlog/2026-10/RC 31 oct RW1.txt", "typed_note_txt", "Gurpreet", "2026-10-31", ["C04"], ["C04-H08"], """
31.10.2026 (Sat) RC Walia madam
RP 57 - RW1 Ashok Bhatia examined and crossed by me.
Admissions:
- he has a godown in Basti Sheikh since 2021, hosiery stock kept there
- shop remains shut on Tuesdays (market off day) and "sometimes" Mondays
- he has not paid rent since Aug 2026; says he will deposit in court
- does not know whether Harinder has any other shop
RW2 Manoj Bhatia (CA) not present. ND 28/11/26.
""")

up("backlog/2026-11/chamber WA group.txt", "whatsapp_export", "Gurpreet", "2026-11-07", ["C02", "C05", "C07"], ["C07-H07", "C05-H08"], """
Johal Law Chamber - group export
27/10/26, 5:40 pm - Sukhpal Mohinder Kaur: Sir mediation vich oh log kehnde 3 karam rasta chhad dange, 6 nahi. Bebe ne mana kar ditta
27/10/26, 5:47 pm - Adv Gurpreet Johal: Theek kita. Decree 6 karam di hai, do courts ne ditti.
04/11/26, 1:22 pm - Simran Heer: Sir JMIC - Pawan case, DW1 (bank official) nai aaya, not even summoned by Kalia. Madam gave LAST opportunity, costs 2,000 to complainant. ND 06.12.26
04/11/26, 1:24 pm - Adv Gurpreet Johal: 6 Dec is a Sunday. Check with the reader.
04/11/26, 1:51 pm - Simran Heer: Sorry sir, reader says 16.12.26 (Wed). I wrote wrong. ND 16/12/2026 for DE.
04/11/26, 1:52 pm - Simran Heer: Also 57k of 143A still not paid, notice served on him.
07/11/26, 12:30 pm - Balwinder Munshi: ਰੰਧਾਵਾ ਇਜਰਾ - ਬਕਾਇਆ ਦਾ ਹਿਸਾਬ ਦਿੱਤਾ ੬,੧੫,੯੨੦। ਜੱਜ ਸਾਹਿਬ ਨੇ ਕਿਹਾ ਪੈਸੇ ਜਮ੍ਹਾਂ ਕਰਾਓ ਨਹੀਂ ਤਾਂ ਨੀਲਾਮੀ। ਅਗਲੀ ਤਰੀਕ ੧੨-੧੨-੨੦੨੬
07/11/26, 12:41 pm - Adv Gurpreet Johal: Kuldeep ji nu dass deo. Balance statement copy file vich lao.
""")

up("backlog/2026-11/New Text Document (2).txt", "typed_note_txt", "Simranjit", "2026-11-04", ["C07"], ["C07-H07"], """
04.11.2026 JMIC - NACT 2187/2025
DW1 (HDFC official) absent - Kalia had not even applied for summons. Kalia sought time (2nd time he delays - first was CW1 cross in May).
Madam: last opportunity, costs Rs 2,000 payable to complainant. 
ND 06.12.2026
143A - 57,000 still unpaid. notice served.
""")

up("backlog/2026-11/exe 112 balance 7.11.txt", "typed_note_txt", "Gurpreet", "2026-11-07", ["C05"], ["C05-H08"], """
7/11/2026 Sat - CJSD Sood sahib, Exe 112/25 Dhillon Agro v Randhawa
Filed statement of balance (Kuldeep ji's CA sheet attached):
decree 6,40,000 + interest @9% from 18.05.2022 (date of suit) to 07.11.2026 = 2,57,470 + costs 18,450 = 9,15,920
less paid: 1,00,000 (24.4.26) + 2,00,000 (26.9.26) = 3,00,000
BALANCE Rs 6,15,920 (interest continues @9% on it).
Sood sahib to Randhawa: "pichhli vaari 2 mahine mange si, hun kinna?" JD silent. Tarsem Lal: "will pay by next date".
Judge: deposit balance by next date or sale proclamation will be issued, no more time.
ND 12.12.2026.
""")

up("backlog/2026-11/CWP masih 10.11.txt", "typed_note_txt", "Gurpreet", "2026-11-10", ["C03"], ["C03-H06"], """
10 Nov 2026 Tue - HC Ct 9, Mann J
CWP 27645/25 Rajan Masih - arguments continued. I argued: (1) SSP's affidavit only says "secret information" - no material; (2) FIR 92/2025 - no challan in 15 months; (3) Jaswant Singh / Tarsem Singh line.
AAG Amit Sood: witnesses would turn hostile. Mann J: "Produce the original dismissal file and the preliminary inquiry report. I will read the file myself." (She did the same in the ASI Bhupinder matter last year - reads the noting.)
ND 15.12.2026. Replication already on record (diary no. 2026-HC-CWP-44187 filed 28.04.26).
""")

up("backlog/2026-11/PXL_20261121_130045390.jpg", "handwritten_note_photo", "Gurpreet", "2026-11-21", ["C08"], ["C08-H07"], """
21/11/26 Sat - CJJD Bains suit
Baldev ji on VC from Brampton (7.30 am there)
chief exam done - deposed he let Jagtar cultivate only till 2015, notice 2019, GPA
link dropped x3 - cross NOT begun
ND 19/12/26 cross of PW2 on VC
""")

up("backlog/2026-11/family ct 23.11.26.txt", "typed_note_txt", "Simranjit", "2026-11-23", ["C06"], ["C06-H08"], """
23-11-2026 Family Court HMA 311 Aman v Gurjeet
Arrears 60,000 paid by DD in court (DD no. 118223, SBI Adampur) - Aman received.
RW1 Gurjeet Singh affidavit tendered. Cross by Sir next date.
Judge sahib asked again "settlement di koi gall?" - Gurjeet said he is ready for mutual consent if she returns the gold. Aman: no gold with her.
ND 14.12.26 cross of RW1.
""")

up("backlog/2026-11/RSA 26 nov.txt", "typed_note_txt", "Gurpreet", "2026-11-26", ["C02"], ["C02-H06"], """
26.11.26 Thu HC Ct 14 - Gill RSA
Mediation report: failed (they offered 3 karam, we stand on decree 6 karam).
Grewal J: will hear the RSA finally with the O41 r27 app. Chadha wanted a longer date, judge gave 19.01.2027 - "no adjournment on that day, medical slip or not".
Sukhpal says the gate is still locked at night. Told him - contempt of status quo? Collect photos + two neighbours' affidavits. Discuss in Dec.
""")

up("backlog/2026-11/IMG20261128161500.jpg", "handwritten_note_photo", "Balwinder Singh", "2026-11-28", ["C04"], ["C04-H09"], """
੨੮-੧੧-੨੦੨੬ ਸ਼ਨੀਵਾਰ
ਕਿਰਾਇਆ ਕੇਸ ਸੰਧੂ ਬਨਾਮ ਭਾਟੀਆ (RP ੫੭)
RW2 ਮਨੋਜ ਭਾਟੀਆ ਹਾਜ਼ਰ ਨਹੀਂ
ਸ਼ਰਮਾ ਵਕੀਲ ਨੇ ਫੇਰ ਸਮਾਂ ਮੰਗਿਆ - ਆਖਰੀ ਮੌਕਾ
ਅਗਲੀ ਤਰੀਕ ੦੯-੦੧-੨੦੨੭
""")

up("backlog/2026-11/rc 28.11 + call bibi ji.txt", "typed_note_txt", "Gurpreet", "2026-11-28", ["C04"], ["C04-H09"], """
28/11/2026 Sat RC RP 57
RW2 Manoj Bhatia (CA) absent again. Ramesh Sharma asked time - 4th time in this case he has taken time. Walia madam: LAST opportunity to respondent, no further adj. ND 9/1/2027.
Tenant has not paid rent Aug-Nov (4 x 9000 = 36,000). Consider application u/s 13(2)(i) for fresh default? - check.
Call with Bibi ji 7pm: she wants to know "agli tareek te faisla ho jau?" Told her no - after RE closes, arguments, then order. Maybe Feb-March 2027.
""")

up("backlog/2026-11/Baldev Bains Canada chat export.txt", "whatsapp_export", "Gurpreet", "2026-11-22", ["C08"], ["C08-H01", "C08-H02", "C08-H03", "C08-H05", "C08-H06", "C08-H07"], """
2025-12-17, 9:20 p.m. - Baldev Bains Canada: Sat Sri Akal vakeel sahib. Hardeep ne dasya Jagtar ne jawab de dita te kehnda GPA galat hai. Eh ki gall hoyi? Main 2025 vich Brampton notary kol sign kitti si, apostille vi karvayi si, te Hardeep ne Jalandhar DC office vich stamp vi lagvaya. Hun hor ki chahida? Mainu samajh nahi aundi, mera bhra hi meri zameen te kabza karke baitha hai te hun kagaz vi galat kehnda. Please dasso.
2025-12-18, 8:02 a.m. - Adv Gurpreet Johal: Sat Sri Akal Baldev ji. Your GPA is apostilled and adjudicated by the Collector - that is the correct way now, consulate attestation is not needed after apostille. Court will decide on 7 Feb. Don't worry.
2026-02-07, 9:45 p.m. - Adv Gurpreet Johal: Baldev ji, today judge madam asked for the ORIGINAL GPA. Is it with Hardeep or with you in Canada? Next date 21 March.
2026-02-07, 10:30 p.m. - Baldev Bains Canada: Original Hardeep kol hai ji, almari vich. Main usnu hune phone karda. Vakeel sahib ik gall hor, Jagtar da munda kal phone kar reha si ki zameen saanu vech do, 18 lakh killa de dende haan. Main saaf mana kar dita. Eh zameen mere bapu di hai te main apne munde Arshpreet layi rakhni hai. Court vich settlement di gall aaye tan vi mera jawab na hai. Te fees di gall - agli kisht main Hardeep raahi bhej dinda.
2026-03-21, 7:10 p.m. - Adv Gurpreet Johal: Original GPA produced and returned. Objection will be decided later. Issues on 9 May.
2026-08-08, 9:05 p.m. - Adv Gurpreet Johal: Hardeep deposed today. Their lawyer says attorney cannot speak about your personal knowledge (1994-1998 things). Best is YOU give evidence by video from Canada. We are filing the application. Are you ok with early morning Canada time?
2026-08-08, 11:58 p.m. - Baldev Bains Canada: Haan ji bilkul. Main subah 6 vaje vi uth janda haan, Gurudwara jaana hunda. Par mera internet ghar da thik hai, jo vi laptop chahida main munde ton set karva lavanga. Ik gall, main 71 saal da haan te sugar hai, lambi gawahi ch problem na hove. Te eh vi dasso ki Jagtar nu pata lagu ki main video te haan? Oh mainu dekh ke gussa karuga. Sab kuch sach hi boluga, 1998 vich main kiha si ki tu vah lai jadon tak main nahi aunda, 2015 vich main vapis mangi si te oh mukar gaya.
2026-09-26, 8:40 p.m. - Adv Gurpreet Johal: VC application allowed today. Your evidence on 21 November. Court's coordinator will send a link; you must sit alone in a room with your passport/ID.
2026-11-21, 10:15 a.m. - Baldev Bains Canada: Vakeel sahib, link 3 vaari kat gaya, mainu bahut afsos hai. Main sara sach das dita ki 2015 tak hi dita si te 2019 vich notice bhejya si. Cross hun kado? Mainu dubara 7.30 vaje uthna paina, koi gall nahi. Court nu dasso ki mera net thik hai, udhar da link kharab si.
2026-11-21, 10:40 a.m. - Adv Gurpreet Johal: You did well. Cross by their counsel on 19 December, same time. Keep the 2019 notice copy and the hydro bill handy.
2026-11-22, 6:30 p.m. - Baldev Bains Canada: Theek hai ji 19 December. Main Hardeep nu fees di agli kisht 40,000 de dita hai, receipt bhej deo.
""")

up("backlog/2026-11/Amandeep Kaur export 23-11/_chat.txt", "whatsapp_export", "Gurpreet", "2026-11-23", ["C06"], ["C06-H04", "C06-H07", "C06-H08"], """
[20/04/26, 6:12:40 PM] Adv Gurpreet Johal: Aman, maintenance order: 15,000 per month from 9 March + 21,000 litigation expenses.
[20/04/26, 6:20:02 PM] Amandeep Kaur: Thank you sir 🙏 par oh denge? Ohna di dairy bahut vadiya chaldi
[20/04/26, 6:21:15 PM] Adv Gurpreet Johal: If not, we file for striking off defence. Judge is strict about this.
[28/05/26, 8:02:11 PM] Amandeep Kaur: Sir April May da 30,000 te 21,000 aa gaye account vich
[19/10/26, 5:35:50 PM] Adv Gurpreet Johal: Judge warned Gurjeet - pay 60,000 arrears by 23 Nov or defence struck off. He undertook to pay.
[19/10/26, 5:41:33 PM] Amandeep Kaur: Sir ohne navi Scorpio layi hai September vich, te court vich kehnda loss hai
[19/10/26, 5:42:10 PM] Adv Gurpreet Johal: Send me the photo and the number if you have it. Useful in his cross.
[23/11/26, 4:10:27 PM] Amandeep Kaur: Sir DD mil gaya 60,000. Hun agli tareek 14 December na?
[23/11/26, 4:12:03 PM] Adv Gurpreet Johal: Yes 14 Dec, I will cross-examine him myself. Come at 10.
""")

up("backlog/2026-12/week plan 7-12 dec.txt", "typed_note_txt", "Gurpreet", "2026-12-04", ["C03", "C05", "C06", "C07", "C08"], [], """
WEEK 7-12 DEC (typed Fri 4/12)
Mon 7 - Aman divorce: prepare cross of Gurjeet (Scorpio Sept 2026, dairy milk collection register, GST returns). Cross is on 14th.
Tue 8 - Masih CWP: short synopsis + 3 judgments (311(2)(b) - Jaswant Singh, Tarsem Singh, Reena Rani) for 15th. Simran to index.
Wed 9 - Chd: no matter of ours listed. Inspection of Masih file record if AAG office allows.
Thu 10 - Kuldeep ji 5pm: if Randhawa does not deposit on Saturday, we press sale proclamation; get valuation of Kartarpur plot from patwari.
Fri 11 - Sidhu Tiles: costs 2,000 + 57,000 (143A) recovery - draft application for warrant of levy. Jaswinder ji to bring ledger original.
Sat 12 - Sood sahib - Randhawa exe.
Also: Baldev ji VC test call with court coordinator before 19th; Bibi ji (RP 57) - rent default Aug-Nov, draft application; Sukhpal - photos of the locked gate + neighbours' affidavits.
""")
