"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


# ------------------------------------------------------------------ documents (dated by their own date)
up("backlog/2025-11/ARO order khata cancel Girija.pdf", "document_scan", "Assistant Revenue Officer, BBMP", "2025-06-12", ["C01"], [], """
BRUHAT BENGALURU MAHANAGARA PALIKE
Office of the Assistant Revenue Officer, Banashankari Sub-Division
No. ARO/BSK/KH/118/2025-26                                  Date: 12-06-2025
ORDER
Sub: Cancellation of khata of property No. 47, Banashankari III Stage, Ward No. 180 (PID 180-42-47)
Ref: Complaint of Sri T. Narasimha Murthy dated 03-04-2025
On verification of the records it is noticed that the khata of the above property stands in the name of Smt. Girija Bhat w/o late Sri S. Ganapathi Bhat on the strength of a mutation of the year 1998, and the complainant claims that the site was allotted to his father. Pending the decision of the competent civil court, the khata in the name of Smt. Girija Bhat is hereby CANCELLED and the property is kept in the 'disputed' register.
Sd/-
Assistant Revenue Officer, Banashankari
Copy to: Smt. Girija Bhat, No. 47, 8th Cross, Banashankari III Stage, Bengaluru 560085
""")

up("backlog/2021-03/Agreement for Sale B-1104 extract.pdf", "document_scan", "Nandana Greens Developers Pvt. Ltd.", "2021-03-14", ["C04"], [], """
AGREEMENT FOR SALE
This Agreement for Sale is executed at Bengaluru on this 14th day of March 2021 between NANDANA GREENS DEVELOPERS PVT. LTD., a company having its office at No. 88, 2nd Floor, Kanakapura Main Road, J.P. Nagar 7th Phase, Bengaluru 560078 (the PROMOTER) represented by its Director Sri Harish Venkatachalam, AND (1) Sri Sudarshan Iyer and (2) Smt. Meghana Iyer, both r/o No. 12, 3rd Main, Vijayanagar, Bengaluru 560040 (the ALLOTTEES).
Schedule: Apartment No. B-1104, 11th floor, Block B, "Nandana Greens", Sy. Nos. 41/1 and 41/2, Doddakallasandra, Kanakapura Road, Bengaluru; super built-up area 1,420 sq. ft. with one covered car park. K-RERA Regn. No. PRM/KA/RERA/1251/310/PR/200911/003871.
Clause 4: Total consideration Rs. 78,00,000/- (Rupees Seventy Eight Lakhs only), payable as per the construction-linked schedule in Annexure C.
Clause 7.1: The Promoter shall hand over possession of the Apartment on or before 31-12-2023, with a grace period of six months, subject to force majeure.
Clause 7.4: If the Promoter fails to hand over possession, the Allottees may withdraw and the Promoter shall refund the amounts paid with interest as prescribed under the Act.
PROMOTER sd/-            ALLOTTEES sd/- sd/-
""")

up("backlog/2025-10/B-1104 customer ledger.pdf", "document_scan", "Nandana Greens Developers Pvt. Ltd.", "2025-10-06", ["C04"], [], """
NANDANA GREENS DEVELOPERS PVT. LTD. - CUSTOMER STATEMENT OF ACCOUNT
Unit: B-1104    Customers: Sudarshan Iyer / Meghana Iyer    Printed on: 06/10/2025
Date         Particulars                          Receipt No.    Amount (Rs.)
14/03/2021   Booking + 10% on agreement           NG/R/0412        7,80,000
30/06/2021   Foundation (HDFC disbursement)       NG/R/0788       15,60,000
15/01/2022   Completion of 4th floor slab         NG/R/1190       15,60,000
10/08/2022   Completion of 8th floor slab         NG/R/1642       11,70,000
20/03/2023   Completion of 12th floor slab        NG/R/2075       11,70,000
                                   TOTAL RECEIVED                62,40,000
Balance payable on possession: 15,60,000
Expected possession: Q2 2026 (subject to OC)
""")

up("backlog/2025-07/IMG-20250719-WA0007.jpg", "document_photo", "Canara Bank", "2025-07-18", ["C05"], [], """
CANARA BANK - Jayanagar 4th Block Branch, Bengaluru 560011
CHEQUE RETURN MEMO                               Date: 18/07/2025
Cheque No.: 004512      Dated: 10/07/2025      Amount: Rs. 8,75,000.00
Drawer: MOHAN STEEL TRADERS (Prop. Mohan Kumar)   A/c No. 0412201009981
Presented by: Rao Infra Solutions Pvt Ltd through Karnataka Bank, HSR Layout
Reason for return: ACCOUNT CLOSED
Sd/- Branch Manager
""")

up("backlog/2025-07/Legal notice Mohan Steel 25.07.2025.pdf", "document_scan", "Raghavendra Kamath", "2025-07-25", ["C05"], [], """
RAGHAVENDRA KAMATH, B.A., LL.B.
Advocate
No. 7, 1st Floor, Subbaramaiah Complex, 5th Main, Gandhinagar, Bengaluru 560009

Date: 25.07.2025
By RPAD and courier

To
Sri Mohan Kumar, Proprietor, Mohan Steel Traders,
No. 22, 1st Cross, Kalasipalya New Extension, Bengaluru 560002

Sub: Statutory notice u/s 138(b) of the Negotiable Instruments Act, 1881

Under instructions from my client M/s Rao Infra Solutions Pvt. Ltd., No. 1402, 27th Main, HSR Layout Sector 2, Bengaluru 560102, represented by its Director Sri Arvind Rao, I hereby give you notice as follows:
1. On 02.06.2025 my client paid you an advance of Rs. 8,75,000/- by RTGS for the supply of 14 MT of Fe-550 TMT bars for its site at Haralur Road.
2. You failed to supply the bars and, towards refund of the advance, issued cheque No. 004512 dated 10.07.2025 for Rs. 8,75,000/- drawn on Canara Bank, Jayanagar 4th Block Branch.
3. The said cheque was returned unpaid by your banker with the endorsement "Account Closed" under memo dated 18.07.2025.
4. You are called upon to pay Rs. 8,75,000/- within 15 days of the receipt of this notice, failing which my client will prosecute you u/s 138 of the Act.
Sd/-
(RAGHAVENDRA KAMATH)
Advocate
""")

up("backlog/2026-03/FIR 211-2026 HSR Layout.pdf", "document_scan", "HSR Layout Police Station", "2026-03-20", ["C03"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)
1. District: Bengaluru City   P.S.: HSR Layout   Year: 2026   FIR No.: 0211   Date: 20/03/2026
2. Acts & Sections: BNS 2023 - 316(2), 318(4)
3. Occurrence: between 05/06/2025 and 30/06/2025, yard at Kalasipalya and site at Haralur Road
4. Information received at P.S.: 20/03/2026 at 19:10 hrs
6. Complainant: Sri Mohan Kumar s/o Late Ramanna, Proprietor, Mohan Steel Traders, Kalasipalya
7. Accused: Sri Arvind Rao, Director, Rao Infra Solutions Pvt. Ltd.
10. Property: 14 MT TMT bars, Rs. 11,40,000/-
12. Contents: The complainant states that the accused took delivery of 14 MT TMT bars from his yard in June 2025 promising to pay Rs. 11,40,000 within 30 days, did not pay, and has misused a blank cheque given as security to file a false cheque case against the complainant.
Officer: PSI Girish Nayak
""")

up("backlog/2023-08/IMG-20240302-WA0019.jpg", "document_photo", "Sunrise Apparels Pvt. Ltd.", "2023-08-03", ["C06"], [], """
SUNRISE APPARELS PVT. LTD.
Plot 118, 3rd Phase, Peenya Industrial Area, Bengaluru 560058
Ref: SA/HR/DIS/2023/066                                   03.08.2023
To: Sri K. Lokesh, Machine Operator, Emp. Code SA-2291
ORDER OF DISMISSAL
You have remained absent from 10.07.2023 without leave and misbehaved with the line supervisor on 09.07.2023. Your explanation is not satisfactory. The management has decided to dismiss you from service with immediate effect. Your full and final settlement will be paid on return of the ID card.
For Sunrise Apparels Pvt. Ltd.
Sd/- Sowmya Prabhu, Manager - HR
""")

up("backlog/2024-03/payslip july 2023 lokesh.jpg", "document_photo", "Sunrise Apparels Pvt. Ltd.", "2023-07-31", ["C06"], [], """
SUNRISE APPARELS PVT LTD - PAY SLIP FOR JULY 2023
Name: K LOKESH   Emp code: SA-2291   Dept: Sewing - Line 7   DOJ: 12.04.2016
Basic + DA 13,200 | HRA 2,600 | Attendance bonus 1,000 | Gross 16,800
PF 1,584 | ESI 126 | Net 15,090
Days paid: 9
""")

up("backlog/2026-03/Scan_20260312_1604.pdf", "document_scan", "H. S. Prasanna Kumar", "2026-03-02", ["C02"], [], """
IN THE COURT OF THE XXII ADDL. CITY CIVIL AND SESSIONS JUDGE, BENGALURU (CCH-23)
O.S. No. 4518/2022
B. Puttaswamy ... Plaintiff  v.  B. Ramaiah & others ... Defendants
REPORT OF THE COURT COMMISSIONER (appointed on I.A. No. 7 on 11.12.2025)
1. Notice of the spot inspection fixed for 17.01.2026 was served on all parties. The plaintiff, D2 and D3 were present. D1 Sri B. Ramaiah was present but refused to allow measurement of the eastern portion and left; the inspection was completed on 14.02.2026 with the help of the taluk surveyor Sri Mallikarjuna.
2. Sy. No. 64/2, Kogilu village: total extent on the spot 2 acres 6 guntas as against 2 acres 10 guntas in the RTC; 4 guntas have gone to the Kogilu main road widening.
3. On the eastern side D1 has put up a poultry shed of about 18 guntas with a tin roof, about 3 years old. The rest is dry land with 42 coconut trees.
4. House No. 18, 4th Cross, Malleswaram: ground and first floor, about 1,150 sq. ft. each; ground floor occupied by D1, first floor let out to a tenant at Rs. 14,000 per month, rent collected by D1.
5. Sketch prepared by the surveyor and 11 photographs enclosed.
Date: 02.03.2026                                    Sd/- H. S. Prasanna Kumar, Advocate & Court Commissioner
""")

# ------------------------------------------------------------------ C01 Girija khata writ
up("backlog/2025-12/20251208_172204.jpg", "handwritten_note_photo", "Raghavendra Kamath", "2025-12-08", ["C01"], ["C01-H01"], """
Mon 8/12
WP 18342/25 Girija - CH 14 (SBM J.)
item 31, called ~12.40
- AGA Rekha Patil takes notice R1,R2
- notice to R3 BBMP, R4 ARO -> RPAD + hand summons
- intm: no coercive steps re khata of site 47 till NDOH
- J. wants 1-pg synopsis w/ list of dates (!) next time
ND 19/1
Prakash (son) called from Pune - told him. Ajji need not come.
""")

up("backlog/2026-01/Daily Report - 19.01.2026.docx", "typed_note_docx", "Divya Shetty", "2026-01-19", ["C01"], ["C01-H02"], """
DAILY REPORT - Monday, 19th January 2026 (Divya)

1. W.P. No. 18342/2025 (Girija Bhat v. State & Ors.) - Court Hall 14
The matter was called at 11.55 am. Ld. counsel Sri Anand Hiremath entered appearance for R3 and R4 (BBMP) and sought time to file statement of objections, stating that the file is with the Joint Commissioner (South). His Lordship granted three weeks "as a last opportunity" and observed that no further time will be granted to the Corporation. Interim order dated 08.12.2025 continued.
The synopsis with the list of dates was handed up; His Lordship took it on record.
NDOH: 23.02.2026 (for objections).
""")

up("backlog/2026-02/Daily Report 23.02.2026.docx", "typed_note_docx", "Divya Shetty", "2026-02-23", ["C01"], ["C01-H03"], """
DAILY REPORT - 23rd February 2026

W.P. No. 18342/2025 - Court Hall 14
Statement of objections on behalf of R3 and R4 filed today (served on us in court, 14 pages). BBMP's stand: khata was cancelled on the complaint of T. Narasimha Murthy as the title is disputed; petitioner has an alternative remedy of appeal before the Joint Commissioner.
We are to file rejoinder. Sir to settle the rejoinder - point out that no notice was issued before cancellation (ARO order itself refers to no notice).
NDOH: 06.04.2026 (hearing).
Pending: Girija ajji to sign the rejoinder affidavit - Prakash will bring her on Saturday.
""")

up("backlog/2026-04/note 6 april.txt", "typed_note_txt", "Manjunath Gowda", "2026-04-06", ["C01"], ["C01-H04"], """
6/4 HC CH-14
girija writ - list alli item 58, board reach aagilla. not reached.
court officer helidru intm order extend aagide NDOH tanaka.
mundina date 15/6 (after vacation)
rejoinder already filed on 1/4 - copy office file alli ide
""")

up("backlog/2026-06/20260615_170931.jpg", "handwritten_note_photo", "Raghavendra Kamath", "2026-06-15", ["C01"], ["C01-H05"], """
15/6 Mon  HC-14  Girija WP
argued ~25 min. SBM J.: "where is the notice before cancellation?"
Hiremath - no answer, says file w/ Jt. Commr.
-> BBMP to produce ORIGINAL file of ARO (No. ARO/BSK/KH/118/2025-26) on NDOH
intm contd.
ND 3/8
tel Prakash: hearing went well.
""")

up("backlog/2026-08/WP 18342-2025 dt 03-08-2026.pdf", "certified_order_sheet_scan", "High Court of Karnataka", "2026-08-03", ["C01"], ["C01-H06"], """
IN THE HIGH COURT OF KARNATAKA AT BENGALURU
DATED THIS THE 3RD DAY OF AUGUST, 2026
BEFORE
THE HON'BLE MR. JUSTICE B. M. SIDDALINGAPPA
WRIT PETITION NO. 18342 OF 2025 (LB-BMP)
BETWEEN: SMT. GIRIJA BHAT ... PETITIONER
(BY SRI RAGHAVENDRA KAMATH, ADVOCATE)
AND: STATE OF KARNATAKA AND OTHERS ... RESPONDENTS
(BY SMT. REKHA PATIL, AGA FOR R1 AND R2; SRI ANAND HIREMATH, ADVOCATE FOR R3 AND R4)

ORDER
By order dated 15.06.2026 this Court directed respondents 3 and 4 to produce the original file relating to the order dated 12.06.2025. The file is not produced today. Learned counsel for the Corporation seeks further time on the ground that the file is with the Joint Commissioner. The explanation is not acceptable. Respondents 3 and 4 shall pay costs of Rs. 5,000/- to the petitioner, and shall produce the file on the next date of hearing. This is the last opportunity.
Interim order to continue.
List on 14.09.2026.
Sd/- JUDGE
""")

up("backlog/2026-09/20260914_163318.jpg", "handwritten_note_photo", "Raghavendra Kamath", "2026-09-14", ["C01"], ["C01-H07"], """
Mon 14/9  HC-14 Girija
file produced finally (Hiremath brought it in a cloth bundle)
- no notice to petnr in the file. only Narasimha Murthy's complaint + ARO noting.
- costs 5k paid - BBMP cheque handed over in court (give to Girija ajji)
SBM J. to Hiremath: take instrns whether BBMP will restore khata, else court will decide on merits.
ND 25/11 final hearing
""")

up("backlog/2026-11/causelist_HC_CH14_25.11.2026.pdf", "cause_list_pdf", "court", "2026-11-24", ["C01"], [], """
HIGH COURT OF KARNATAKA, BENGALURU
DAILY CAUSE LIST FOR WEDNESDAY, 25TH NOVEMBER 2026
COURT HALL NO. 14 - HON'BLE MR. JUSTICE B. M. SIDDALINGAPPA
AT 10.30 A.M.
FOR ORDERS
1. WP 22110/2026 (GM-RES)  Smt. Roopa K. v. State of Karnataka & Anr.
2. WP 9043/2026 (LB-BMP)  M/s Adarsh Traders v. BBMP & Anr.
FOR HEARING
14. WP 18342/2025 (LB-BMP)  Smt. Girija Bhat v. State of Karnataka & Ors.
    Raghavendra Kamath / AGA, Anand Hiremath
15. WP 301/2026 (KLR-RES)  Sri H. Thimmegowda v. Deputy Commissioner, Bengaluru Rural
16. WA 1177/2025  BBMP v. Sri Noor Ahmed
""")

# ------------------------------------------------------------------ C02 Kogilu partition
up("backlog/2026-04/OS 4518-2022 certified order sheet.pdf", "certified_order_sheet_scan", "City Civil Court, CCH-23", "2026-04-20", ["C02"], ["C02-H01", "C02-H02", "C02-H03", "C02-H04"], """
IN THE COURT OF THE XXII ADDL. CITY CIVIL AND SESSIONS JUDGE AT BENGALURU (CCH-23)
O.S. No. 4518/2022
B. Puttaswamy  vs  B. Ramaiah and others
ORDER SHEET (certified copy of the entries from 11.12.2025 to 16.04.2026)

11.12.2025  P - RK; D1 - KTV; D2, D3 - absent, placed ex parte earlier.
            Heard on I.A. No. 7 u/O XXVI R 9 CPC. For the reasons recorded separately, I.A. 7 is allowed. Sri H.S. Prasanna Kumar, Advocate, is appointed as Court Commissioner to inspect and measure the suit schedule properties with the help of the taluk surveyor. Commissioner's fee of Rs. 20,000/- to be paid by the plaintiff. Report within six weeks.
            Call on 05.02.2026.
05.02.2026  Commissioner's memo: D1 did not permit measurement on 17.01.2026; time sought. Granted.
            Call on 12.03.2026 for report.
12.03.2026  Commissioner's report filed. Counsel for D1 seeks time to file objections to the report. Granted subject to costs of Rs. 1,000/- payable to the plaintiff.
            Call on 16.04.2026.
16.04.2026  Costs paid. D1 files objections to the Commissioner's report. PW1 files affidavit in lieu of examination-in-chief; Ex. P1 to P9 marked.
            For cross of PW1. Plaintiff to be present. Call on 18.06.2026.
Sd/- XXII ACCJ
""")

up("backlog/2026-02/Note_20260205_1551.txt", "typed_note_txt", "Manjunath Gowda", "2026-02-05", ["C02"], ["C02-H02"], """
05/02/26 CCH 23 kogilu partition
commissioner prasanna kumar sir memo haakidru - 17/1 spot ge hodaaga ramaiah measure maadakke bidlilla, east side hodaaga galaate maadidru.
judge commissioner ge time kottru, report 12/3 ge
puttaswamy helidru ramaiah shed kattidaane east side alli, adu mention aagbeku report alli
next date 12.3.26
""")

up("backlog/2026-03/Daily Report 12.03.2026.docx", "typed_note_docx", "Divya Shetty", "2026-03-12", ["C02", "C05"], ["C02-H03", "C05-H03"], """
DAILY REPORT - Thursday, 12th March 2026

1. O.S. No. 4518/2022 (Puttaswamy v. Ramaiah) - CCH-23
Court Commissioner Sri Prasanna Kumar filed his report dated 02.03.2026 with sketch and photographs. The report records the poultry shed of D1 on about 18 guntas and that only 2 acres 6 guntas is available on the spot.
Ld. counsel Sri Venugopal for D1 sought time for objections. The learned Judge granted time but imposed costs of Rs. 1,000/- payable to the plaintiff and remarked that "every adjournment in this court will cost something".
NDOH: 16.04.2026 - objections and PW1 affidavit. Puttaswamy to sign the affidavit before that.

2. C.C. No. 21457/2025 (Rao Infra v. Mohan Kumar) - XXVIII ACMM, Nrupathunga Road
Listed for cross-examination of PW1. Ld. counsel Sri Sanjay Gopinath for the accused sought time as he was "on his legs in the High Court". Arvind sir was present and was unhappy. Adjourned.
NDOH: 22.04.2026 (cross of PW1).
""")

up("backlog/2026-06/IMG-20260619-WA0004.jpg", "handwritten_note_photo", "Manjunath Gowda", "2026-06-19", ["C02"], ["C02-H05"], """
18/6 kogilu OS - CCH23
PW1 puttaswamy cross by KTV (venugopal sir)
- suggestion: 1985 alli partition aagide oral aagi - DENIED
- suggestion: malleswaram mane ramaiah swantha duddu inda kattidu - denied, "appa kattidu" antha helidru
- poultry shed bagge: "nanna permission illa"
cross part, baaki next time
nxt dt 23/7
""")

up("backlog/2026-07/20260723_141052.jpg", "handwritten_note_photo", "Raghavendra Kamath", "2026-07-23", ["C02"], ["C02-H06"], """
Thu 23/7  CCH-23 Kogilu
KTV absent. his junior sought time - "sir in Mysore".
Judge refused - no costs this time, simply: cross of PW1 taken as NIL.
=> plff evidence stage over unless D1 moves recall appln.
Kiran (P's son) v. happy. told him D1 will surely file IA to recall.
ND 3/9
""")

up("backlog/2026-09/note 3 sept kogilu.txt", "typed_note_txt", "Manjunath Gowda", "2026-09-03", ["C02"], ["C02-H07"], """
3/9 CCH-23
kogilu partition - D1 recall IA no.11 (PW1 recall) - objection naavu haakidvi
judge allowed, but costs Rs 2000 to plaintiff. KTV paid? no - next date ge kodtini antha helidru
PW1 further cross + PW2 next date
mundina date 15/10
""")

up("backlog/2026-10/20261015_162540.jpg", "handwritten_note_photo", "Raghavendra Kamath", "2026-10-15", ["C02"], ["C02-H07", "C02-H08"], """
15/10  CCH-23  Kogilu OS
- costs 2000 (of 3/9) paid by KTV today
- PW1 further cross - 20 min, nothing new
- PW2 Shivanna (cousin) - chief affidavit + cross; says 1998 family panchayat never divided land
- Plff side evidence CLOSED
ND 3/12 - D1 evidence (DW1 Ramaiah)
""")

# ------------------------------------------------------------------ C03 Arvind quash petition
up("backlog/2026-04/CRLP 6021-2026 order 08.04.2026.pdf", "certified_order_sheet_scan", "High Court of Karnataka", "2026-04-08", ["C03"], ["C03-H01"], """
IN THE HIGH COURT OF KARNATAKA AT BENGALURU
CRIMINAL PETITION NO. 6021 OF 2026
Arvind Rao  ..  Petitioner
v.
State of Karnataka by HSR Layout Police Station and another  ..  Respondents
DATED: 08.04.2026
CORAM: HON'BLE MR. JUSTICE C. THIMMAIAH ARADHYA
ORDER
Sri Raghavendra Kamath for the petitioner. Sri Dinesh Bhat, learned HCGP, takes notice for respondent No. 1.
Issue notice to respondent No. 2.
Prima facie the dispute between the parties arises out of a commercial transaction of supply of steel, in respect of which a complaint under Section 138 of the N.I. Act is already pending at the instance of the petitioner's company. Till the next date of hearing, further investigation in Crime No. 211/2026 of HSR Layout Police Station shall remain stayed.
List after vacation, on 10.06.2026.
Sd/- JUDGE
""")

up("backlog/2026-06/Daily Report 10.06.2026.docx", "typed_note_docx", "Divya Shetty", "2026-06-10", ["C03"], ["C03-H02"], """
DAILY REPORT - Wednesday, 10th June 2026

Crl.P. No. 6021/2026 (Arvind Rao v. State by HSR Layout PS) - Court Hall 9
Notice to R2 Mohan Kumar is served. Ld. counsel Sri Sanjay Gopinath filed vakalath for R2 and sought four weeks to file objections. HCGP Sri Dinesh Bhat also wanted time for the status report. Granted. The interim stay of investigation is extended till the next date.
NDOH: 08.07.2026.
Note: Sanjay Gopinath is the same counsel who appears for the accused in our cheque case (C.C. 21457/2025).
""")

up("backlog/2026-06/correction crlp 6021.txt", "typed_note_txt", "Divya Shetty", "2026-06-12", ["C03"], ["C03-H02"], """
Correction to my report of 10th June: in Crl.P. 6021/2026 (Arvind) NDOH is 15.07.2026, NOT 08.07.2026. The office copy of the order sheet downloaded today shows 15.07.2026. Diary corrected. - Divya
""")

up("backlog/2026-07/Daily Report 15.07.2026.docx", "typed_note_docx", "Divya Shetty", "2026-07-15", ["C03"], ["C03-H03"], """
DAILY REPORT - 15th July 2026

Crl.P. No. 6021/2026 - Court Hall 9
HCGP filed statement of objections along with the status report of PSI Girish Nayak: investigation stayed; statements of two yard workers recorded before the stay. R2 (Mohan Kumar) also filed objections through Sri Sanjay Gopinath, alleging that the 14 MT bars were delivered and that the cheque was a blank security cheque.
We are to file reply to the objections; sir wants the RTGS receipt of 02.06.2025 and the ledger of Rao Infra annexed.
NDOH: 09.09.2026 (hearing). Interim continued.
""")

up("backlog/2026-10/Daily Report 14.10.2026.docx", "typed_note_docx", "Divya Shetty", "2026-10-14", ["C03"], ["C03-H05"], """
DAILY REPORT - Wednesday, 14th October 2026

Crl.P. No. 6021/2026 - Court Hall 9
Sir argued for about 40 minutes (RTGS advance, 'Account Closed' memo, FIR lodged eight months after the alleged delivery and only after summons in the cheque case). Sri Sanjay Gopinath replied briefly. HCGP relied on the status report.
Arguments concluded. Reserved for orders; to be pronounced on 04.11.2026.
""")

up("backlog/2026-11/CRLP 6021-2026 final order.pdf", "certified_order_sheet_scan", "High Court of Karnataka", "2026-11-04", ["C03"], ["C03-H06"], """
IN THE HIGH COURT OF KARNATAKA AT BENGALURU
DATED THIS THE 4TH DAY OF NOVEMBER, 2026
BEFORE THE HON'BLE MR. JUSTICE C. THIMMAIAH ARADHYA
CRIMINAL PETITION NO. 6021 OF 2026
Arvind Rao v. State of Karnataka by HSR Layout Police Station and Sri Mohan Kumar
ORDER
... 9. The complaint was lodged on 20.03.2026, nine months after the alleged transaction and after the second respondent was summoned in C.C. No. 21457/2025. The allegations, even if accepted in their entirety, disclose at best a civil dispute over the supply of steel and the price thereof. Permitting the investigation to continue would be an abuse of the process of law.
10. The petition is allowed. The proceedings in Crime No. 211/2026 of HSR Layout Police Station, registered for offences punishable under Sections 316(2) and 318(4) of the BNS, 2023, are quashed. It is made clear that the observations made herein shall not influence the trial in C.C. No. 21457/2025.
Sd/- JUDGE
""")

# ------------------------------------------------------------------ C04 Nandana Greens RERA
up("backlog/2025-12/Daily Report 16.12.2025.docx", "typed_note_docx", "Divya Shetty", "2025-12-16", ["C04"], ["C04-H01"], """
DAILY REPORT - Tuesday, 16th December 2025

Complaint No. CMP/251020/0014417 (Sudarshan & Meghana Iyer v. Nandana Greens) - K-RERA, Hearing Hall 2
First hearing (hybrid). Nobody appeared for the promoter. The office reported that the RPAD notice came back "not claimed". The Hon'ble Member directed fresh notice to the promoter by email and RPAD to the registered office at J.P. Nagar 7th Phase.
Meghana ma'am attended on video.
NDOH: 20.01.2026.
""")

up("backlog/2026-01/Daily Report 20.01.2026.docx", "typed_note_docx", "Divya Shetty", "2026-01-20", ["C04"], ["C04-H02"], """
DAILY REPORT - 20th January 2026

Nandana Greens RERA complaint
Smt. Tanuja Rai appeared for the promoter and sought time to file objections. The Member gave two weeks and said that the promoter "will not get more than two adjournments in this Authority".
NDOH: 17.02.2026.
""")

up("backlog/2026-02/Note_20260217_1820.txt", "typed_note_txt", "Manjunath Gowda", "2026-02-17", ["C04", "C06"], ["C04-H03", "C06-H02"], """
17/2 tues
1) RERA - nandana greens (divya madam HC alli idru, naanu hogide)
tanuja rai objection file maadidru - covid force majeure + OC apply maadidivi, june 2026 ge possession kodtivi antha
meghana madam phone alli helidru - possession beda, refund beku. 2 varsha kaaydidivi
member: next date arguments. nxt 24/3

2) 3pm labour court II - lokesh ID 64/24
WW1 lokesh cross by nirmala shenoy madam - 1 hr
- suggestion: july 2023 inda kelasakke baralilla, abandonment - lokesh denied, "gate alli security olage bidlilla"
- he admitted supervisor jothe jagala aaytu 9/7/23
cross part. nxt 20/3
""")

up("backlog/2026-03/Daily Report 24.03.2026.docx", "typed_note_docx", "Divya Shetty", "2026-03-24", ["C04"], ["C04-H04"], """
DAILY REPORT - 24th March 2026

Nandana Greens RERA complaint - Hearing Hall 2
Arguments heard on both sides. Ld. counsel for the promoter repeated the force majeure plea and offered possession by June 2026. The Member observed that COVID extension was already given by the Authority for the project and the delay is beyond it.
Complainants are to file a memo of calculation of interest (payment-wise, at SBI MCLR + 2%) by the next date.
NDOH: 21.04.2026.
""")

up("backlog/2026-04/20260421_125815.jpg", "handwritten_note_photo", "Raghavendra Kamath", "2026-04-21", ["C04"], ["C04-H05"], """
Tue 21/4  RERA  Iyer v. Nandana
memo of calc. filed - int. Rs 19,86,400 up to 31.3.26 on 62.4 L
Tanuja: no objn to calculation, only "time for refund - 12 months"
Member: ORDER reserved. -> 9/6
""")

up("backlog/2026-06/RERA order CMP 14417 dt 09.06.2026.pdf", "certified_order_sheet_scan", "Karnataka RERA", "2026-06-09", ["C04"], ["C04-H06"], """
KARNATAKA REAL ESTATE REGULATORY AUTHORITY, BENGALURU
Complaint No. CMP/251020/0014417
Complainants: Sri Sudarshan Iyer and Smt. Meghana Iyer
Respondent: Nandana Greens Developers Pvt. Ltd.
Presided by: Sri N. Basavarajaiah, Member
Date of order: 09.06.2026
ORDER
1. The complaint is allowed.
2. The respondent-promoter is directed to refund Rs. 62,40,000/- paid by the complainants, with interest at SBI MCLR + 2% per annum from the respective dates of payment till realisation, within sixty days from today.
3. If the promoter fails to comply, the complainants are at liberty to seek a recovery certificate.
4. The complainants shall execute a cancellation of the agreement for sale on receipt of the full amount.
Sd/- Member
""")

up("backlog/2026-10/WhatsApp Chat - Meghana Iyer/_chat.txt", "whatsapp_export", "Raghavendra Kamath", "2026-10-12", ["C04"], ["C04-H01", "C04-H03", "C04-H06"], """
[16/12/25, 7:41:02 PM] Meghana Iyer: Sir, Divya told us the builder didn't even come today. Is that normal?
[16/12/25, 7:49:30 PM] Raghavendra Kamath: Quite normal for the first date. Notice will go again by email. Next date 20 Jan.
[17/02/26, 6:12:44 PM] Meghana Iyer: Sir they are again saying June possession. We have heard this since 2023. We want our money back, please don't agree to anything.
[17/02/26, 6:20:15 PM] Raghavendra Kamath: Understood. Refund it is. Keep the HDFC loan statement ready, we need it for the interest memo.
[09/06/26, 4:05:51 PM] Raghavendra Kamath: Good news - RERA has ordered refund of 62.4 lakhs with interest, within 60 days.
[09/06/26, 4:07:03 PM] Meghana Iyer: ‎image omitted
[09/06/26, 4:07:40 PM] Meghana Iyer: Thank you so much sir!! Sudarshan is so relieved
[28/08/26, 11:02:19 AM] Meghana Iyer: Sir they have transferred 20,00,000 today by RTGS. Nothing about the balance or interest.
[28/08/26, 11:15:26 AM] Raghavendra Kamath: Noted. The 60 days ended on 8th August. If the balance does not come by end of September we will apply for a recovery certificate.
[10/10/26, 8:30:12 PM] Meghana Iyer: Sir no further payment. Please go ahead with the recovery.
[10/10/26, 8:41:55 PM] Raghavendra Kamath: Will draft the application this week. Send me the RTGS credit screenshot.
""")

# ------------------------------------------------------------------ C05 Mohan cheque case
up("backlog/2025-12/Note_20251210_1734.txt", "typed_note_txt", "Manjunath Gowda", "2025-12-10", ["C05"], ["C05-H01"], """
10/12/25 XXVIII ACMM nrupathunga road
rao infra v mohan kumar CC 21457/25
accused mohan kumar bandru (first time), sanjay gopinath vakalath
bail - bond 25,000 one surety. surety avra bhava
plea record aaytu - not guilty antha helidru
PW1 affidavit next date ge. arvind sir ge heli affidavit sign maadbeku
nxt dt 28/1
""")

up("backlog/2026-01/IMG-20260129-WA0011.jpg", "handwritten_note_photo", "Manjunath Gowda", "2026-01-29", ["C05"], ["C05-H02"], """
28/1 mohan cheque CC
PW1 arvind rao affidavit filed
Ex P1 cheque, P2 memo, P3 notice, P4 postal rcpt, P5 reply illa (no reply), P6 RTGS, P7 board resolution
total P1-P7
sanjay gopinath: cross next date
next date 12/3
""")

up("backlog/2026-04/note 22 apr mohan.txt", "typed_note_txt", "Manjunath Gowda", "2026-04-22", ["C05"], ["C05-H04"], """
22.04.26 ACMM 28
PW1 arvind sir cross by sanjay gopinath - 45 min
- suggestion: cheque security ge kottidu, blank - denied
- suggestion: 14 MT steel supply aagide - denied, "not even 1 kg came"
- sanjay sir HSR FIR bagge helidru, judge: "that is not before me"
cross over.
accused statement 351 BNSS next date - 24/6
""")

up("backlog/2026-06/CC 21457-2025 order sheet 24.06.pdf", "certified_order_sheet_scan", "XXVIII ACMM, Bengaluru", "2026-06-30", ["C05"], ["C05-H05"], """
IN THE COURT OF THE XXVIII ADDL. CHIEF METROPOLITAN MAGISTRATE, BENGALURU
C.C. No. 21457/2025
M/s Rao Infra Solutions Pvt. Ltd. v. Mohan Kumar
ORDER SHEET
24.06.2026  Complainant present. Accused present. Counsel for accused files memo seeking adjournment as he is unwell. This is the third adjournment sought by the accused at this stage. Adjourned subject to costs of Rs. 1,000/- payable to the complainant. Last chance for recording statement of the accused under Section 351 of BNSS.
            Call on 05.08.2026.
Sd/- XXVIII ACMM
""")

up("backlog/2026-06/note 24-6.txt", "typed_note_txt", "Manjunath Gowda", "2026-06-24", ["C05"], ["C05-H05"], """
24/6 mohan CC - sanjay sir barlilla, memo "unwell". judge costs 1000 haakidru + LAST CHANCE
mohan kumar court alli idru, arvind sir ge phone maadi helde
nxt 5/8
""")

up("backlog/2026-08/Note_20260805_1702.txt", "typed_note_txt", "Manjunath Gowda", "2026-08-05", ["C05"], ["C05-H05", "C05-H06"], """
5th aug ACMM
mohan cheque - 1000 costs kottru (cash, receipt ide)
351 BNSS statement record aaytu. accused: "security cheque, steel kottidini". defence evidence kodtini antha helidru - accountant?
nxt 9/9 DE
""")

# ------------------------------------------------------------------ days of two matters (RK's diary)
up("backlog/2026-09/20260909_181144.jpg", "handwritten_note_photo", "Raghavendra Kamath", "2026-09-09", ["C03", "C05"], ["C03-H04", "C05-H07"], """
Wed 9/9
(a) HC-9 Arvind Crl.P 6021
Sanjay G. argued 30 min for R2. Aradhya J. asked both: "can't the cheque matter be settled?" Told him we are open if full 8.75 L paid.
ND 14/10 for our reply args.
(b) 3.15 pm ACMM-28, Mohan CC
no DW. accountant not brought -> DE closed.
Magistrate referred to Bengaluru Mediation Centre (Nyaya Degula) - 1st sitting 30/9
ND 4/11
Arvind - inform both.
""")

up("backlog/2026-11/20261104_190503.jpg", "handwritten_note_photo", "Raghavendra Kamath", "2026-11-04", ["C03", "C05"], ["C03-H06", "C05-H08"], """
4/11 Wed - good day
HC-9: Crl.P 6021 ALLOWED - FIR 211/26 quashed. (civil dispute; 9 months delay)
ACMM-28: mediation FAILED - Mohan offered 5 L in 10 instalments, Arvind said no.
our args heard (complainant) - 35 min
ND 9/12 accused args. Sanjay G. wants to cite the HC order?? - it's in our favour.
TODO: written args + citations before 9/12
""")

# ------------------------------------------------------------------ C06 Lokesh labour case
up("backlog/2026-01/Note_20260109_1615.txt", "typed_note_txt", "Manjunath Gowda", "2026-01-09", ["C06"], ["C06-H01"], """
9/1/26 II addl labour court
lokesh ID 64/24 - WW1 affidavit file aaytu
Ex W1 to W6 (appt letter, ID card, payslip july23, dismissal order 3/8/23, ESI card, conciliation failure report)
management side nirmala shenoy madam - cross next date
nxt 17.2.26 (tuesday - PO special sitting)
""")

up("backlog/2026-03/IMG-20260321-WA0003.jpg", "handwritten_note_photo", "Manjunath Gowda", "2026-03-21", ["C06"], ["C06-H03"], """
20/3 labour court - lokesh
WW1 cross over (shenoy madam 40 min more)
- admitted he got 2 memos in 2022 for late coming
- denied any enquiry notice bandilla - "yaavde notice bandilla"
management evidence next
ND 8/5
""")

up("backlog/2026-06/Labour Court ID 64-2024 order sheet.pdf", "certified_order_sheet_scan", "II Additional Labour Court, Bengaluru", "2026-06-25", ["C06"], ["C06-H04", "C06-H05"], """
BEFORE THE II ADDITIONAL LABOUR COURT, BENGALURU
I.D. No. 64/2024
Sri K. Lokesh ... First Party (Workman)
v.
The Management of Sunrise Apparels Pvt. Ltd. ... Second Party
ORDER SHEET
08.05.2026  First party and his counsel present. Second party's counsel present; MW1 absent, memo that she is on leave. Time sought. Adjourned on costs of Rs. 500/- payable to the first party.
            For management evidence, 19.06.2026.
19.06.2026  Costs paid. MW1 Smt. Sowmya Prabhu, Manager-HR, filed affidavit; Ex. M1 to M4 marked. Cross-examined by counsel for the first party.
            For arguments, 14.08.2026.
Sd/- Presiding Officer
""")

up("backlog/2026-06/20260619_173027.jpg", "handwritten_note_photo", "Raghavendra Kamath", "2026-06-19", ["C06"], ["C06-H05"], """
19/6 Fri  Lab. Ct II  Lokesh
cross of MW1 Sowmya Prabhu (HR) - did it myself
* ADMITTED: no charge sheet, no domestic enquiry held before dismissal
* Ex M3 "absence notices" - no postal ack. produced
* she signed the dismissal order herself; not the disciplinary authority per standing orders
=> dismissal bad in law; case for reinstatement + back wages
ND 14/8 args
""")

up("backlog/2026-08/note 14-8 labour.txt", "typed_note_txt", "Manjunath Gowda", "2026-08-14", ["C06"], ["C06-H06"], """
14/8 lab court - PO leave. no business. bench clerk date kottru 25/9
lokesh avra brother ravi ge message maadide
""")

up("backlog/2026-09/Note_20260925_1648.txt", "typed_note_txt", "Manjunath Gowda", "2026-09-25", ["C06"], ["C06-H07"], """
25/9 labour court II
PO shenoy madam ge kelidru settlement figure enu antha - management 3,00,000 lump sum full & final offer
lokesh refuse maadidru - "kelsa vaapas beku, duddu alla"
nammadu (workman) arguments RK sir maadidru 30 min - no enquiry, MW1 admission
mgmt arguments next
nxt 6/11
""")

up("backlog/2026-11/Note_20261106_1530.txt", "typed_note_txt", "Manjunath Gowda", "2026-11-06", ["C06"], ["C06-H08"], """
6th nov - lokesh ID
shenoy madam arguments - 1hr, 2 citations kottru (abandonment), copy namge kottilla. kelbeku
PO: award 11/12/26
""")

up("backlog/2026-11/WhatsApp Chat with Ravi Lokesh Bro.txt", "whatsapp_export", "Raghavendra Kamath", "2026-11-07", ["C06"], ["C06-H04", "C06-H05", "C06-H07", "C06-H08"], """
08/05/26, 5:41 pm - Ravi (Lokesh bro): sir namaskara, ivattu enaaytu?
08/05/26, 6:02 pm - Raghavendra Kamath: Their HR witness did not come. Court put Rs 500 costs on management. Next date 19 June.
19/06/26, 7:15 pm - Raghavendra Kamath: Ravi, good day. HR manager admitted there was no enquiry before dismissal. Tell Lokesh.
19/06/26, 7:20 pm - Ravi (Lokesh bro): ತುಂಬಾ ಧನ್ಯವಾದಗಳು ಸರ್ 🙏
25/09/26, 6:48 pm - Ravi (Lokesh bro): sir management 3 lakh kodtare antha manju helidru. lokesh beda antidaane. neevu enu heltira?
25/09/26, 7:05 pm - Raghavendra Kamath: 3 lakh is low - 3 years' back wages alone are about 6 lakh. If he wants the job back, we wait for the award. His choice.
25/09/26, 7:09 pm - Ravi (Lokesh bro): avanige kelsa ne beku sir. wait maadtivi
06/11/26, 4:10 pm - Raghavendra Kamath: Arguments over. Award on 11 December.
06/11/26, 4:12 pm - Ravi (Lokesh bro): <Media omitted>
""")

# ------------------------------------------------------------------ the client in two matters (Android export)
up("backlog/2026-11/WhatsApp Chat with Arvind Rao.txt", "whatsapp_export", "Raghavendra Kamath", "2026-11-05", ["C03", "C05"], ["C03-H01", "C05-H04", "C03-H04", "C05-H07", "C03-H06", "C05-H08"], """
08/04/2026, 14:02 - Raghavendra Kamath: Arvind, HC has stayed the investigation in the HSR FIR. Notice to Mohan. Next date 10 June. You need not go to the police station.
08/04/2026, 14:10 - Arvind Rao: Superb sir. Inspector Girish was calling me daily.
22/04/2026, 18:30 - Arvind Rao: Sir today that Sanjay fellow kept asking about steel delivery. I said not even 1 kg came. Ok?
22/04/2026, 18:41 - Raghavendra Kamath: Perfect answer. Cross is over. Next is his statement on 24 June.
09/09/2026, 19:22 - Raghavendra Kamath: Two things. HC judge asked if the cheque case can be settled. And the magistrate sent the cheque case to mediation, first sitting 30 Sept at Nyaya Degula. Please attend personally.
09/09/2026, 19:30 - Arvind Rao: I will settle only for full 8.75 plus my legal costs. Not a rupee less.
30/09/2026, 13:05 - Arvind Rao: Mediator asked me to come again on 21 Oct. Mohan said he can give 5 lakh in instalments 😂
04/11/2026, 18:55 - Raghavendra Kamath: FIR quashed by the HC today. And mediation has officially failed, arguments started in the cheque case. Next date 9 Dec.
04/11/2026, 19:01 - Arvind Rao: 🙏🙏 Best news this year sir. Send me the order copy, my bank wants it.
""")

# ------------------------------------------------------------------ the week ahead (no hearing)
up("backlog/2026-11/this week.txt", "typed_note_txt", "Raghavendra Kamath", "2026-11-23", ["C01", "C02", "C05", "C06", "C04"], [], """
wk of 23/11
- Girija WP - Wed 25/11 final hrg item 14. Synopsis (1 pg!) + compilation of ARO order & BBMP file noting. carry orig. khata extract of 1998.
- Kogilu OS 3/12 - DW1 Ramaiah cross: poultry shed (Comm. report para 3), rent Rs 14,000 from 1st floor tenant never shared. Get latest RTC Sy 64/2 from Kiran.
- Mohan CC 9/12 - written args ready by 7/12; add HC order in Crl.P 6021 dt 4/11.
- Lokesh award 11/12 - Manju to attend.
- Nandana: recovery cert. appln - still not filed (Meghana's RTGS screenshot came 12/10). DO THIS WEEK.
- AAB subscription Rs 2,400 - pay at the Association office.
""")
