"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []

ROMITA = "Ningombam Romita"   # the advocate: diary pages sent to her own Telegram and saved on the laptop, .txt, .docx
BIKRAM = "Bikramjit"          # the junior: WhatsApp, a few .txt reports typed on the chamber computer
TOMBA = "Tomba"               # the clerk: his register photographed on his keypad phone (Image(NNN).jpg)


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


# ---------------------------------------------------------------- documents (dated by their own date)
up("backlog/2023-03/handnote Tombi ima.jpg", "document_photo", "Khwairakpam Ibochouba Singh", "2023-03-03", ["C04"], [], """
HANDNOTE
I, Khwairakpam Ibochouba Singh, s/o (L) Kh. Tomba Singh of Sagolband Tera Sapam Leirak, Imphal West, do hereby
acknowledge that I have this day received a sum of Rs. 6,50,000/- (Rupees six lakh fifty thousand) only in cash
from Smt. Yumnam Tombi Devi w/o (L) Y. Gouramani Singh of Keishampat Thokchom Leirak, Imphal West, as loan for my
business, and I promise to repay the same within twelve months from today with interest at Rs. 2 per hundred per month.
Dated Imphal, the 3rd March, 2023.
Witnesses: 1. Oinam Bijoy Singh, Keishampat (sd/-)   2. Y. Premila Devi (sd/-)
                                   sd/- Kh. Ibochouba Singh (on revenue stamp)
""")

up("backlog/2025-09/EPSON014.PDF", "document_scan", "Chief Engineer, PHED, Manipur", "2025-09-12", ["C01"], [], """
GOVERNMENT OF MANIPUR
OFFICE OF THE CHIEF ENGINEER, PUBLIC HEALTH ENGINEERING DEPARTMENT, MANIPUR : IMPHAL
ORDER
No. PHED/CE/Contract/14/2025-26/1187                          Imphal, the 12th September, 2025
Whereas the work "Laying of 300 mm DI rising main from Wangoi WTP to Mayang Imphal (Package II)" was awarded to
M/s Loktak Builders & Suppliers, Wangoi, vide Agreement No. 14/EE/PHED-IW/2023-24 for Rs. 2,92,00,000/-;
And whereas the contractor has failed to achieve the milestones, and a show cause notice dated 11.08.2025 was issued;
Now, therefore, the contract is hereby terminated with immediate effect at the risk and cost of the contractor.
The performance security of Rs. 14,60,000/- (Rupees fourteen lakh sixty thousand) only is forfeited, and the firm
is debarred/blacklisted from participating in any tender of the Department for a period of 3 (three) years.
                                                     sd/- Chief Engineer, PHED, Manipur
Copy to: 1. The Commissioner (PHED)  2. The Executive Engineer, Imphal West Division  3. The firm.
""")

up("backlog/2025-08/allotment cancel order DC UKL.pdf", "document_scan", "Deputy Commissioner, Ukhrul", "2025-08-14", ["C03"], [], """
GOVERNMENT OF MANIPUR
OFFICE OF THE DEPUTY COMMISSIONER : UKHRUL DISTRICT
ORDER
No. DC/UKL/MKT/21/2021/318                                      Ukhrul, the 14th August, 2025
Whereas Plot No. 14 of the Ukhrul Town Market Complex was allotted to Shri Somi Luithui of Hungpung vide order of
even number dated 22.07.2021 on payment of Rs. 1,20,000/- for construction of a shop within two years;
And whereas no construction has been made on the plot till date;
Now, therefore, the allotment of Plot No. 14 in favour of Shri Somi Luithui is hereby cancelled, and the said plot
is allotted to Shri Mayori Shimray of Viewland, Ukhrul, with immediate effect.
                                              sd/- Deputy Commissioner, Ukhrul
""")

up("backlog/2025-09/Scanned_20250916-1814.pdf", "document_scan", "Huidrom Ibomcha Singh", "2021-03-28", ["C06"], [], """
DEED OF TENANCY
This deed is made at Imphal on the 28th day of March, 2021 between Shri Huidrom Ibomcha Singh of Paona Bazar,
Imphal West (LANDLORD) and Shri Rajesh Kumar Agarwal s/o Shri Mahavir Prasad Agarwal, proprietor, M/s Agarwal
Hardware & Sanitary, Thangal Bazar, Imphal (TENANT).
1. Premises: Shop No. 3, ground floor, "Ibomcha Complex", Paona Bazar, Imphal.
2. Term: eleven months from 01.04.2021, renewable by mutual consent.
3. Rent: Rs. 18,000/- (Rupees eighteen thousand) per month, payable by the 7th of each month. Security Rs. 54,000/-.
4. The tenant shall not sub-let or make structural changes.
Sd/- H. Ibomcha Singh (Landlord)        Sd/- Rajesh Kumar Agarwal (Tenant)
Witness: Huidrom Sanajaoba Singh
""")

up("backlog/2025-12/Scanned_20251202-1130.pdf", "document_scan", "court", "2025-11-26", ["C02"], [], """
IN THE COURT OF THE SPECIAL JUDGE (NDPS), IMPHAL EAST
Cril. Misc. (B) No. 402 of 2025
(Ref: FIR No. 112(10)2025 NAB-PS u/s 22(b)/29 ND&PS Act)
Laishram Inaocha Singh ...... Accused-petitioner
-Vs- State of Manipur ...... Respondent
ORDER dated 26.11.2025
The accused was arrested on 14.10.2025 at Khurai Lamlong Keithel with 390 (three hundred ninety) WY tablets said
to contain methamphetamine. The FSL report is awaited. The investigation is at a nascent stage and the possibility
of the accused being part of a larger network cannot be ruled out (IO: SI Lalminthang Kipgen, NAB).
The prayer for bail is rejected.                                  sd/- Special Judge (NDPS), Imphal East
""")

up("backlog/2026-02/income affidavit Naoba MS37.pdf", "document_scan", "Sorokhaibam Naoba Singh", "2026-02-24", ["C05"], [], """
IN THE COURT OF THE DISTRICT JUDGE, IMPHAL EAST
Misc. Case No. 12 of 2026 (arising out of Matri. Suit No. 37 of 2025)
AFFIDAVIT OF ASSETS, INCOME AND EXPENDITURE OF THE RESPONDENT (HUSBAND)
I, Sorokhaibam Naoba Singh, aged about 34 years, Constable, 2nd Bn Manipur Rifles, resident of Kongba Nandeibam Leikai,
Imphal East, do solemnly affirm:
1. My gross salary is Rs. 38,400/- per month; net in hand Rs. 29,650/- after GPF and loan recovery.
2. I maintain my widowed mother and pay Rs. 9,200/- per month as EMI of a house-building loan.
3. The petitioner is a staff nurse at a private hospital at Porompat earning about Rs. 14,000/- per month.
Deponent: sd/- S. Naoba Singh. Sworn before the Oath Commissioner, Imphal East, on 24.02.2026.
""")

up("backlog/2026-10/EPSON031.PDF", "document_scan", "Chief Engineer, PHED, Manipur", "2026-10-05", ["C01"], [], """
GOVERNMENT OF MANIPUR
OFFICE OF THE CHIEF ENGINEER, PHED, MANIPUR : IMPHAL
No. PHED/CE/Contract/14/2025-26/2290                             Imphal, the 5th October, 2026
To: M/s Loktak Builders & Suppliers, Wangoi, Imphal West
Sub: Show cause notice - in compliance of the judgment dated 25.08.2026 of the Hon'ble High Court of Manipur in WP(C) No. 612 of 2025
You are hereby asked to show cause within 15 (fifteen) days from the receipt of this notice why the contract under
Agreement No. 14/EE/PHED-IW/2023-24 should not be terminated for failure to achieve Milestone-2 (60% of pipe laying)
by 31.03.2025. You may also appear for a personal hearing on a date to be intimated.
                                                    sd/- Chief Engineer, PHED, Manipur
""")

up("backlog/2021-07/receipt plot14 Somi.jpg", "document_photo", "Deputy Commissioner, Ukhrul", "2021-07-22", ["C03"], [], """
OFFICE OF THE DEPUTY COMMISSIONER, UKHRUL
MONEY RECEIPT                                  No. 0417        Date 22/07/2021
Received from Shri Somi Luithui, Hungpung, the sum of Rupees One lakh twenty thousand only (Rs. 1,20,000/-)
towards allotment fee of Plot No. 14, Ukhrul Town Market Complex
vide order No. DC/UKL/MKT/21/2021 dated 22.07.2021.
Cash / DD No. ---                                   sd/- Nazir, DC Office, Ukhrul
""")

# ---------------------------------------------------------------- certified copies (dated the day the copy was received)
up("backlog/2026-02/WP(C) 612 of 2025 ord 10.02.26.pdf", "certified_order_sheet_scan", "court", "2026-02-16", ["C01"], ["C01-H03"], """
HIGH COURT OF MANIPUR AT IMPHAL
WP(C) No. 612 of 2025
M/s Loktak Builders & Suppliers ... Petitioner
-Versus- The State of Manipur & 3 Ors. ... Respondents
BEFORE HON'BLE MR. JUSTICE SOIBAM JOYKUMAR SINGH
10.02.2026
Heard Ms. N. Romita Devi, learned counsel for the petitioner, and Mr. H. Ranjit Singh, learned GA for the State respondents.
On the last date, i.e. 13.01.2026, four weeks' time was granted as a last chance to the State respondents to file
their affidavit-in-opposition. The same has not been filed; the learned GA again submits that instructions are awaited
from the office of the Chief Engineer.
This Court is not inclined to grant further time without costs. The State respondents are permitted to file their
affidavit-in-opposition within two weeks on payment of costs of Rs. 5,000/- to the petitioner.
The Chief Engineer, PHED, shall cause the original file relating to the termination of the contract to be produced
before this Court on the next date.
Interim order dated 09.12.2025 shall continue. List on 10.03.2026.
                                                                 JUDGE
""")

up("backlog/2026-02/BA 311-2025 bail order.pdf", "certified_order_sheet_scan", "court", "2026-02-13", ["C02"], ["C02-H05"], """
HIGH COURT OF MANIPUR AT IMPHAL
Bail Appln. No. 311 of 2025
Laishram Inaocha Singh ... Applicant  -Vs-  The State of Manipur ... Respondent
BEFORE HON'BLE MR. JUSTICE GAIKHANGAM PANMEI
11.02.2026
1. Heard Ms. N. Romita Devi, learned counsel for the applicant, and Mr. M. Rakesh Sharma, learned PP.
2. The case diary has been perused. The FSL report dated 29.01.2026 shows that the tablets contain methamphetamine,
net weight 38.6 grams, which is more than the small quantity but less than the commercial quantity. The rigour of
Section 37 of the ND&PS Act is therefore not attracted. The applicant is aged 23 and has been in custody since 14.10.2025.
3. The applicant is directed to be released on bail on his executing a bond of Rs. 50,000/- with two sureties of the
like amount to the satisfaction of the learned Special Judge (NDPS), Imphal East, subject to the conditions that he
(i) shall report before the Officer-in-charge, NAB Police Station, every Monday between 10 am and 12 noon till the
charge-sheet is filed; (ii) shall not leave the Imphal East district without leave of the trial court; and
(iii) shall not contact the prosecution witnesses.
4. The bail application is allowed and disposed of.
                                                                 JUDGE
""")

up("backlog/2026-03/Matri Suit 37 s24 order.pdf", "certified_order_sheet_scan", "court", "2026-04-02", ["C05"], ["C05-H04"], """
IN THE COURT OF THE DISTRICT JUDGE, IMPHAL EAST, POROMPAT
Misc. Case No. 12 of 2026 (ref. Matri. Suit No. 37 of 2025)
Smt. Thokchom Sanatombi Devi ... Petitioner
-Vs- Shri Sorokhaibam Naoba Singh ... Respondent
26.03.2026
Parties present with their counsel. Heard on the petition u/s 24 of the Hindu Marriage Act.
The affidavits of assets and liabilities of both sides are on record. The respondent is a constable drawing a gross
salary of Rs. 38,400/-; the petitioner earns about Rs. 14,000/- as a staff nurse.
The respondent is directed to pay interim maintenance of Rs. 8,000/- (Rupees eight thousand) per month to the
petitioner from 22.01.2026, the date of the petition, on or before the 10th of every month, and litigation expenses
of Rs. 10,000/- within one month. Misc. Case disposed of.
In the main suit, the following issues are framed: (1) Whether the respondent treated the petitioner with cruelty?
(2) Whether the respondent has deserted the petitioner for a continuous period of not less than two years?
(3) Whether the petitioner is entitled to a decree of divorce?
Fix 14.05.2026 for the petitioner's evidence.
                                                       District Judge, Imphal East
""")

up("backlog/2026-06/OS 118-2025 order sheet copy.pdf", "certified_order_sheet_scan", "court", "2026-06-02", ["C04"], ["C04-H05", "C04-H06"], """
IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION) NO. 2, IMPHAL WEST
O.S. No. 118 of 2025
Smt. Yumnam Tombi Devi ... Plaintiff  -Vs-  Shri Khwairakpam Ibochouba Singh ... Defendant
17.04.2026  Both sides present. Cross-examination of PW1 concluded. PW2 Shri Oinam Bijoy Singh examined-in-chief and
cross-examined. The defendant files I.A. No. 61 of 2026 under Order 26 Rule 10A CPC praying that the handnote
(Ext. P1) be sent to a handwriting expert. Copy served. Objection, if any, and hearing on 22.05.2026.
22.05.2026  Heard on I.A. No. 61 of 2026. In para 4 of his written statement the defendant admits that the signature
on the handnote is his and pleads only that the amount was smaller. The petition is filed at a belated stage only to
delay the suit. I.A. No. 61 of 2026 is rejected. Plaintiff closes evidence. Fix 10.07.2026 for defence evidence.
Sd/- Civil Judge (Sr. Divn.) No. 2, Imphal West
""")

up("backlog/2026-08/eviction suit 9-2025 decree.pdf", "certified_order_sheet_scan", "court", "2026-08-20", ["C06"], ["C06-H08"], """
IN THE COURT OF THE CIVIL JUDGE (JUNIOR DIVISION) NO. 1, IMPHAL WEST
Eviction Suit No. 9 of 2025
Shri Huidrom Ibomcha Singh ... Plaintiff  -Vs-  Shri Rajesh Kumar Agarwal ... Defendant
13.08.2026
Both parties present in person with their counsel and identified. A joint petition of compromise under Order 23
Rule 3 CPC is filed. The defendant undertakes to vacate and hand over vacant and peaceful possession of Shop No. 3,
Ibomcha Complex, Paona Bazar, to the plaintiff on or before 31.03.2027, and to pay rent at Rs. 20,000/- per month from
September 2026 till he vacates. The amount deposited in court shall be released to the plaintiff.
The compromise is lawful and is accepted. The suit is decreed in terms of the compromise. No order as to costs.
Draw up the decree.                                Civil Judge (Jr. Divn.) No. 1, Imphal West
""")

up("backlog/2026-08/EPSON027.PDF", "certified_order_sheet_scan", "court", "2026-08-28", ["C03"], ["C03-H07"], """
HIGH COURT OF MANIPUR AT IMPHAL
WP(C) No. 1047 of 2025
Shri Somi Luithui ... Petitioner  -Versus-  The State of Manipur & 4 Ors. ... Respondents
BEFORE HON'BLE MRS. JUSTICE THOUNAOJAM BIDYAPATI DEVI
21.08.2026
Ms. N. Romita Devi, learned counsel for the petitioner, is present. Ms. Ch. Linthoi Chanu, learned GA, for the State
respondents. Mr. L. Ramson, learned counsel, appears on behalf of Mr. N. Khamrang, learned counsel for respondent No. 5,
and seeks an adjournment on the ground that his senior could not come down from Ukhrul because of the blockade.
This is the third time that respondent No. 5 has sought time. As a last opportunity, the matter is adjourned subject
to payment of costs of Rs. 3,000/- by respondent No. 5 to the petitioner. Status quo shall continue.
List on 09.10.2026 for final hearing.
                                                                 JUDGE
""")

up("backlog/2026-09/CC judgment WPC612.pdf", "certified_order_sheet_scan", "court", "2026-09-02", ["C01"], ["C01-H08"], """
HIGH COURT OF MANIPUR AT IMPHAL
WP(C) No. 612 of 2025
M/s Loktak Builders & Suppliers -Vs- The State of Manipur & 3 Ors.
BEFORE HON'BLE MR. JUSTICE SOIBAM JOYKUMAR SINGH
Date of judgment: 25.08.2026
JUDGMENT & ORDER (CAV)
... 14. The original file produced shows that the reply of the petitioner dated 20.08.2025 to the show cause notice
dated 11.08.2025 was received but was never placed before the Chief Engineer, and no personal hearing was given
before the order dated 12.09.2025 was passed. Blacklisting has serious civil consequences and cannot be imposed
without a specific show cause to that effect.
15. The objection that clause 25 (arbitration) of the agreement bars the writ is rejected: the challenge is to
blacklisting and to the decision-making process, and an arbitrator cannot quash a debarment.
16. The order dated 12.09.2025 terminating the contract, forfeiting the performance security of Rs. 14,60,000/- and
blacklisting the petitioner for three years is set aside. Liberty is given to the respondents to issue a fresh show
cause notice and pass a fresh order after giving a personal hearing, within 8 (eight) weeks. No costs.
The writ petition is allowed to the extent indicated. Disposed of.
                                                                 JUDGE
""")

up("backlog/2026-12/cause list 04-12-2026 CJSD2 IW.pdf", "cause_list_pdf", "court", "2026-12-02", ["C04"], [], """
DISTRICT COURTS, IMPHAL WEST - CHEIRAP COURT COMPLEX
CAUSE LIST FOR FRIDAY, 04.12.2026
COURT OF THE CIVIL JUDGE (SENIOR DIVISION) NO. 2, IMPHAL WEST (Court Room 6) - at 10.30 a.m.
FOR ARGUMENTS
1. O.S. 118/2025   Y. Tombi Devi  Vs.  Kh. Ibochouba Singh            N. Romita Devi / L. Premchand Singh
2. O.S. 71/2024    Th. Brojen Singh  Vs.  Manipur State Co-op Bank     A. Kiran / S. Dhanajit
FOR EVIDENCE
3. O.S. 203/2025   Md. Abdul Salam  Vs.  Md. Nazir Hussain             K. Imocha / In person
4. Misc. 14/2026   Ningthoujam Ongbi Rani Devi  Vs.  Ch. Nabachandra   R.K. Sanatomba / W. Premjit
""")

# ---------------------------------------------------------------- diary notes: Romita (diary pages photographed and sent to her own
# Telegram, saved on the laptop as photo_YYYY-MM-DD_HH-MM-SS.jpg; .txt typed at night; a few .docx), Bikramjit (.txt),
# Tomba the clerk (his register, photographed on his keypad phone: Image(NNN).jpg, dated the day he sent it)
up("backlog/2025-12/cheirap 05.12.txt", "typed_note_txt", ROMITA, "2025-12-05", ["C04"], ["C04-H01"], """
5/12 Fri - Cheirap, CJSD-2 (Ct room 6)
OS 118/2025 Tombi ima vs Ibochouba
W/S filed today by Premchand (late - served on us in court only). Gist: deft admits taking Rs 1,50,000 "only", says
repaid in 2023, denies 6.5 lakh. Para 4: admits signature on handnote but says figure was 1.5 and "6" added later!!
-> so signature is ADMITTED. note this for later.
Tombi ima ngasi yamna pukning phade, she cried outside. told her don't worry, handnote + Bijoy as witness is enough.
Ibochouba's cheque of 2 lakh (bounced june 2024) - 138 notice was never sent in 30 days, that's why civil suit. ok.
NDOH 07.01.26 - issues.
""")

up("backlog/2025-12/photo_2025-12-09_19-42-07.jpg", "handwritten_note_photo", ROMITA, "2025-12-09", ["C01"], ["C01-H01"], """
HC Ct 2 - Joykumar J
WP(C) 612/25 Loktak Bldrs (Rajen) v State/PHED
admission - notice issued. GA Ranjit accepted notice.
Interim: forfeiture of PS 14.60 L + blacklisting STAYED till ND.
A/O in 3 wks. Rejoinder thereafter.
Rajen very happy - "Eche, thabak houjik hourak-ke?" - told him NO, stay is only on forfeiture/blacklist,
termination stands. Work not to restart.
ND 13.1.26
""")

up("backlog/2025-12/photo_2025-12-12_18-05-51.jpg", "handwritten_note_photo", ROMITA, "2025-12-12", ["C03"], ["C03-H01"], """
HC Ct 3 - Bidyapati J
WP(C) 1047/25 Somi Luithui (Ukhrul plot 14)
admitted. notice to R1-R5. Status quo on Plot No. 14 till ND.
GA Linthoi Chanu for State. R5 (Mayori Shimray) not yet served - dasti allowed, Tomba to send by Ukhrul bus parcel.
Somi came down from Ukhrul yesterday night, 6 hrs road. Told him: no construction on plot by anybody now.
ND 16.01.2026
""")

up("backlog/2025-12/photo_2025-12-17_20-10-33.jpg", "handwritten_note_photo", ROMITA, "2025-12-17", ["C02"], ["C02-H01"], """
HC Ct 4 - Panmei J - Bail Appln 311/25 Inaocha (NDPS, 390 WY tab)
notice. PP Rakesh Sharma. J asked 1st thing - "where is CD?" - PP to produce CD + seizure list ND.
J asked quantity - told him no FSL yet. He said he will not hear bail w/o FSL + CD.
Ibemhal ima waiting outside Ct 4 whole day. explained.
ND 7.1
""")

up("backlog/2025-12/porompat 18 dec.txt", "typed_note_txt", ROMITA, "2025-12-18", ["C05"], ["C05-H01"], """
18.12.2025 (Thu) - Porompat, DJ Imphal East
Matri Suit 37/2025 - Sanatombi vs Naoba
Naoba appeared in person (uniform, came from duty), with Robindro.
DJ as usual - first thing: "mediation" - referred both to the Mediation Centre, Imphal East. 1st sitting 08.01.2026, 11 am.
DJ told both: parties must come in person on every date, no proxy.
Sanatombi does not want to go back. she said "eina yade, 3 years sel piramde". ok, go to mediation anyway, say no there.
W/S - husband to file after mediation.
NDOH 22/01/2026.
""")

up("backlog/2025-12/Image(041).jpg", "handwritten_note_photo", TOMBA, "2025-12-11", ["C06"], ["C06-H01"], """
11-12-25  CJJD-1 Cheirap
Evic. 9/25  Ibomcha - Agarwal
Deft. apprd. w/s time.
Ct order: arrear 1,44,000 deposit 4 wks, monthly rent 10 tarikh.
ND 15-1-26
ঙসি মপু লাক্লে
""")

up("backlog/2026-01/7 jan HC + cheirap.txt", "typed_note_txt", ROMITA, "2026-01-07", ["C02", "C04"], ["C02-H02", "C04-H02"], """
Wed 07/01/26

1) HC Ct 4, Panmei J - BA 311/25 (Inaocha)
PP Rakesh Sharma again WITHOUT case diary. said IO (SI Kipgen, NAB) on law & order duty at Moreh side, could not bring CD.
J annoyed - "CD must be produced positively next date, IO to be present in person".
Argued custody since 14.10.25, 390 tabs = intermediate qty (s.22(b)), no 37 bar. J: "first FSL".
ND 21/1.

2) Cheirap, CJSD-2 - OS 118/25 Tombi ima
Issues framed - 4:
 (i) whether deft took loan of Rs 6,50,000 on 03.03.2023 on handnote?
 (ii) whether deft repaid any amount? (iii) whether suit within limitation? (iv) relief / interest.
Plff's evidence next - PW1 Tombi + PW2 Bijoy (attesting witness). Affidavit of PW1 to be ready.
Madam said: original handnote must be in court on evidence date, not photocopy.
ND 13.2.26.
""")

up("backlog/2026-01/photo_2026-01-13_19-02-44.jpg", "handwritten_note_photo", ROMITA, "2026-01-13", ["C01"], ["C01-H02"], """
HC Ct 2 - WP(C) 612/25 Loktak
No A/O. GA Ranjit: "instructions awaited from CE's office, file with Chief Engineer".
Joykumar J gave 4 wks "as LAST CHANCE". interim continues.
told Rajen - ꯉꯁꯤ ꯐꯖꯩ - stay continues.
ND 10/2
""")

up("backlog/2026-01/Image(052).jpg", "handwritten_note_photo", TOMBA, "2026-01-15", ["C06"], ["C06-H02"], """
15/1/26 Evic 9/25 (Agarwal)
w/s filed. arrear 1,44,000 NOT deposited.
Sanjoy advocate 2 wk more time prayed - granted.
ND 12/2/26
টকা জমা তৌদ্রি
""")

up("backlog/2026-01/bikram - matri 22-1.txt", "typed_note_txt", BIKRAM, "2026-01-22", ["C05"], ["C05-H02"], """
matri suit 37/25 porompat 22.01.26 - bikram
mediation report came - FAILED (husband says he wants her back, she refused).
naoba filed w/s today. denies cruelty, says she left on her own in sept 2023.
we filed s.24 petition for sanatombi - registered as Misc Case 12/2026 - prayed Rs 15,000/- pm.
DJ directed both sides affidavit of assets & income (Rajnesh format) by next date.
both parties present in person (DJ asked again).
ND 26.2.26
""")

up("backlog/2026-02/inaocha bail 4.2.26.txt", "typed_note_txt", ROMITA, "2026-02-04", ["C02"], ["C02-H04"], """
4 Feb 2026, Wednesday - HC Court 4 (Panmei J) - Bail Appln. 311/2025
FSL report finally produced by PP: methamphetamine, net wt 38.6 g (390 tabs). So INTERMEDIATE - above 5 g small, below 50 g commercial.
Argued ~40 min: (1) no s.37 bar, (2) custody since 14.10.2025 - almost 4 months, (3) age 23, no previous case,
(4) s.52A inventory/sampling before Magistrate done only on 02.12.2025 - 7 weeks after seizure.
PP: "part of a network", asked for rejection. J asked PP whether any other case against accused - PP said none.
Orders reserved. ND 11.02.2026 for orders.
Ibemhal ima - arrange 2 sureties of 50k each in advance (J likely 50,000). Her brother Tomchou + one govt servant.
""")

up("backlog/2026-02/Image(058).jpg", "handwritten_note_photo", TOMBA, "2026-02-12", ["C06"], ["C06-H03"], """
12.02.2026  CJJD-1  Evic. 9/2025
Tenant deposited Rs 1,44,000 by challan dt 10.02.2026 (SBI Imphal main br.)
Issue framed.
ND 19/3/2026 - PW1 Ibomcha evidence
ইবোমচা মপুদা খঙহনখ্রে
""")

up("backlog/2026-02/photo_2026-02-13_18-31-09.jpg", "handwritten_note_photo", ROMITA, "2026-02-13", ["C04"], ["C04-H03"], """
Cheirap CJSD-2 - OS 118/25 - Tombi ima
PW1 Tombi - affidavit in chief tendered. Exhibited:
 Ext P1 handnote 03.03.2023 (ORIGINAL shown to court, madam checked & returned)
 Ext P2 cheque 2,00,000 (SBI) of deft, Ext P3 return memo 14.06.2024.
Cross - Premchand "not ready, client not briefed me on documents" - wanted adj.
Madam: no adj without cost -> Rs 500 cost to plff. granted.
ND 13.3.26 cross of PW1.
""")

up("backlog/2026-02/photo_2026-02-20_17-48-26.jpg", "handwritten_note_photo", ROMITA, "2026-02-20", ["C03"], ["C03-H03"], """
HC Ct 3 - Somi / Plot 14 Ukhrul
R5 A/O filed by Khamrang (served on us today in court). R5 says he already laid foundation?? - NO, status quo since 12/12.
State - no A/O. GA Linthoi sought time.
Bidyapati J: DC Ukhrul to file PERSONAL affidavit - why cancelled w/o notice, and why re-allotted same day.
Status quo continues.
ND 27.03.26
""")

up("backlog/2026-02/bikram 26feb.txt", "typed_note_txt", BIKRAM, "2026-02-26", ["C05"], ["C05-H03"], """
26/02 porompat - matri 37/25
naoba ABSENT. robindro said "client on duty at 2nd MR, election/law & order duty, could not get leave" - exemption petition filed, allowed for today.
DJ not happy - said next date husband MUST be present in person.
reply to s24 filed by husband. his income affidavit filed (dt 24.02) - gross 38,400, says net 29,650, EMI 9,200.
our income affidavit of sanatombi already filed.
DJ: last chance for any further affidavit. s.24 to be heard next date.
ND 26.03.26
""")

up("backlog/2026-03/photo_2026-03-10_19-15-40.jpg", "handwritten_note_photo", ROMITA, "2026-03-10", ["C01"], ["C01-H04"], """
HC Ct 2 - Loktak WP(C) 612
A/O FILED today in court by GA (after cost order). Costs 5000 - GA says "will be paid", not yet.
ORIGINAL FILE produced by AE (PHED) - Joykumar J read it himself in court ~15 min!
J noted: our reply dt 20.08.25 to show cause is IN the file but never put up to CE. good for us.
J asked me: clause 25 of agreement = arbitration; why writ? - to address next date (blacklisting = civil death, arbitrator can't quash debarment).
Rejoinder in 2 wks.
ND 21.4.26
""")

up("backlog/2026-03/eviction PW1 19-03.txt", "typed_note_txt", ROMITA, "2026-03-19", ["C06"], ["C06-H04"], """
19-03-2026 Thu, Cheirap CJJD-1, Eviction Suit 9/2025 (Ibomcha Complex shop no 3)
PW1 Ibomcha (landlord) - chief by affidavit tendered. Exts: tenancy deed 28.03.2021, rent register, legal notice.
PW1 said in chief: son Huidrom Sanajaoba Singh has B.Pharm, licence applied, needs Shop No. 3 for his pharmacy -
only ground-floor shop facing the road; other shops let out to old tenants.
Cross by Sanjoy (part): put that son can use the 1st floor room - PW1: 1st floor is godown, no road access, no.
Sanjoy then says "settlement possible, client will talk". Madam gave time.
ND 23.04.26 - further cross of PW1.
""")

up("backlog/2026-03/Image(066).jpg", "handwritten_note_photo", TOMBA, "2026-03-24", ["C01"], [], """
24/3/26 HC filing section
WP(C) 612/2025 (Loktak) - REJOINDER filed
Diary No. 1187/2026, 2 sets, copy served on GA office (recd. stamp)
ND 21/4 - list ready
""")

up("backlog/2026-03/matri 26.03.docx", "typed_note_docx", ROMITA, "2026-03-26", ["C05"], ["C05-H04"], """
Matri. Suit No. 37 of 2025 - Sanatombi v. Naoba - 26.03.2026 (DJ Imphal East)
Both present in person (DJ insisted again; Naoba came in uniform).
s.24 (Misc. Case 12/2026) heard and ordered today:
- Interim maintenance Rs. 8,000 per month from 22.01.2026 (date of petition), payable by the 10th of each month.
- Litigation expenses Rs. 10,000 within one month.
We had asked 15,000. DJ took her salary of about 14,000 into account.
Issues framed - 3 (cruelty, desertion 2 yrs, relief).
Next: 14.05.2026 - PW1 Sanatombi evidence. Prepare affidavit in chief (hospital records of Aug 2023 injury, her brother's photos).
Sanatombi: "Eche, 8,000 is less but ok if he pays on time." He has a habit of not paying - watch arrears.
""")

up("backlog/2026-03/photo_2026-03-27_18-22-15.jpg", "handwritten_note_photo", ROMITA, "2026-03-27", ["C03"], ["C03-H04"], """
HC Ct 3 Somi - Plot 14
DC Ukhrul personal affidavit filed: says allotment cancelled because "no construction within 2 yrs" (cond. of allotment 22.07.21),
and re-allotted to R5 on 14.08.25 - ADMITS no notice given to Somi!
Khamrang handed up an ADDITIONAL AFFIDAVIT of R5 in court today - not served before. objected. J took it on record, gave us 3 wks to reply.
(2nd time he does this - A/O also served only in court)
ND 8 May.
Somi: construction stopped 2023 - no cement/iron could come up Ukhrul road for months. get photos + supplier letter.
""")

up("backlog/2026-04/tombi PW1 PW2 17.4.txt", "typed_note_txt", ROMITA, "2026-04-17", ["C04"], ["C04-H05"], """
17 April 26 - Cheirap - OS 118/25 (Tombi ima)
PW1 cross CONCLUDED. Premchand tried: handnote written at Tombi's house by her nephew, "6" added. She held firm - counted
6,50,000 in 500-notes in front of Bijoy, money from her GPF + selling her gold.
PW2 Oinam Bijoy Singh (attesting witness, Keishampat) - chief + cross same day.
 PW2 said: he was present 03.03.2023 evening at Tombi's house, saw Ibochouba count the money and sign the handnote on a revenue stamp; he and Premila signed as witnesses.
 cross: only suggestion that he is Tombi's relative - he said neighbour only, not relative.
Then Premchand filed IA 61/2026 - to send handnote to handwriting expert!! at this stage.
Madam gave us time for objection; ND 22.05.26 for hearing of IA.
Draft objection: W/S para 4 admits signature.
""")

up("backlog/2026-04/agarwal 23 apr.txt", "typed_note_txt", BIKRAM, "2026-04-23", ["C06"], ["C06-H05"], """
eviction 9/25 - 23/04/2026 - bikram
settlement talk FAILED. agarwal wants 2 yrs time to vacate, ibomcha ready to give only till dec 2026. no.
also: april rent NOT deposited by 10th (court order). we filed petition to strike off defence - registered Misc Case 44/2026.
sanjoy adv said "talks still going on" again, asked time to reply.
PW1 further cross not taken up today.
ND 28/5/26 - hearing misc case 44 + PW1.
""")

up("backlog/2026-05/photo_2026-05-14_20-40-12.jpg", "handwritten_note_photo", ROMITA, "2026-05-14", ["C05"], ["C05-H05"], """
Porompat DJ - Matri 37/25 Sanatombi
PW1 Sanatombi - affidavit tendered + cross by Robindro (1.5 hrs). She did well. Admitted she works night shifts (they put
that she "neglected home") - ok.
Maintenance: NOT paid since Feb - arrears Rs 24,000 (Feb-Apr). litigation exp 10,000 paid in April only.
DJ warned Naoba - defence can be struck off. Robindro UNDERTOOK that arrears will be paid before next date.
ND 16/7 ?? (noisy court - confirm with Tomba)
""")

up("backlog/2026-05/Image(079).jpg", "handwritten_note_photo", TOMBA, "2026-05-15", ["C05"], ["C05-H05"], """
15.5.26 - Matri Suit 37/2025 (Sanatombi)
Eche's diary ND 16/7 is WRONG.
Peshkar register + order sheet yengle: ND = 23.07.2026 (Thu) - PW2 + arrears.
ND 23-07-2026 তাং ২৩.০৭.২০২৬
""")

up("backlog/2026-05/IA 61 rejected.txt", "typed_note_txt", BIKRAM, "2026-05-22", ["C04"], ["C04-H06"], """
22/5 cheirap - OS 118/25 - bikram
IA 61/2026 (handwriting expert) REJECTED. madam read W/S para 4 aloud - signature admitted - said petition only to delay.
premchand said he will go in revision. (let him)
plaintiff evidence closed by us.
ND 10.07.2026 for defence evidence (DW1 Ibochouba).
tombi ima was there, very happy, gave us kabok.
""")

up("backlog/2026-05/Image(084).jpg", "handwritten_note_photo", TOMBA, "2026-05-28", ["C06"], ["C06-H06"], """
28/05/26  Evic 9/25
April + May rent deposited today only (late).
Misc Case 44 - defence NOT struck off, but COST Rs 2,000 on tenant to plff.
PW1 cross closed (Sanjoy - no more question).
DW1 Agarwal chief affidavit filed.
ND 2-7-26 DW1 cross
""")

up("backlog/2026-06/tombi ima call.txt", "typed_note_txt", ROMITA, "2026-06-03", ["C04"], [], """
3 June - call from Tombi ima (9.15 pm)
- asking how much she will get. Told: claim is Rs 7,05,000 (principal 6,00,000 after 50,000 repaid in Nov 2023 + interest
  12% p.a. from 03.03.2024 till filing = 1,05,000) + pendente lite interest if court allows.
- she heard Ibochouba is selling his land at Lamsang. wants attachment before judgment. Told her we need proof
  (sale agreement/ advertisement) - O.38 r.5 petition only with material. She will ask her nephew.
- she asked about the 500 cost - told her it was paid to us in court on 13.03, will give her.
""")

up("backlog/2026-07/photo_2026-07-10_19-55-30.jpg", "handwritten_note_photo", ROMITA, "2026-07-10", ["C03", "C04"], ["C03-H06", "C04-H07"], """
10/7 Fri - two courts
(a) HC Ct 3 - Somi Plot 14: Somi says NO to Plot 22 - it is at the back of the complex, no road frontage, nobody will
    come to a shop there. Told J so. J: "then we decide on merits".
    Khamrang sought time - "NH-202 blockade, my senior/ client cannot come from Ukhrul" (again!). Allowed. status quo.
    ND 21/8
(b) Cheirap CJSD-2 - OS 118 Tombi: DW1 affidavit NOT filed. Premchand: "client in Guwahati for treatment" - no medical paper.
    Madam: last chance, COST Rs 1,000 to plff. ND 7/8 DW1.
ꯋꯥꯌꯦꯜ ꯌꯥꯗꯔꯤ (no wayel yet)
""")

up("backlog/2026-07/photo_2026-07-14_18-12-02.jpg", "handwritten_note_photo", ROMITA, "2026-07-14", ["C01"], ["C01-H07"], """
HC Ct 2 - Loktak 612/25 - FINAL HEARING
argued 1 hr: (1) reply to show cause dt 20.08.25 never placed before CE (file noting p. 41), (2) no personal hearing,
(3) blacklisting w/o specific show cause - Gorkha Security line, (4) clause 25 arbitration no bar for debarment.
GA Ranjit: delay of 9 months in Milestone-2, LD already imposed.
Judgment RESERVED (CAV). Listed for judgment 25.08.2026.
Rajen asked again if he can restart - NO, wait.
""")

up("backlog/2026-08/DW1 cross Ibochouba.docx", "typed_note_docx", ROMITA, "2026-08-07", ["C04"], ["C04-H08"], """
O.S. 118/2025 - Tombi Devi v. Ibochouba Singh - 07.08.2026 (CJSD No. 2, Imphal West)
DW1 Khwairakpam Ibochouba Singh - affidavit in chief tendered (cost of Rs 1,000 paid to us in court today).
My cross (about 50 minutes). Admissions:
1. Signature on Ext. P1 (handnote) is his.
2. He RECEIVED Rs. 6,50,000 from the plaintiff in March 2023 - but says it was "investment in my business (tent house), not loan" and she was to get a share of profit.
3. No partnership deed, no account, no receipt for any profit paid to her.
4. Cheque Ext. P2 (Rs. 2,00,000) was given "for the profit share" - could not say why a profit share bounced.
5. Repaid only Rs. 50,000 (Nov 2023), by cash, no receipt.
6. Was not in Guwahati on 10.07.2026 - then said he went the next day. (Premchand looked down.)
Re-exam: none.
Premchand says DW2 (his brother-in-law) next date.
ND 18.09.2026.
""")

up("backlog/2026-08/Loktak judgment note for Rajen.docx", "typed_note_docx", ROMITA, "2026-08-25", ["C01"], ["C01-H08"], """
WP(C) 612 of 2025 - Judgment pronounced today 25.08.2026 - note for Shri Yumnam Rajen Singh (Loktak Builders)
1. The writ is ALLOWED. The order of 12.09.2025 (termination, forfeiture of the performance security of Rs. 14,60,000 and blacklisting for 3 years) is SET ASIDE.
2. Ground: your reply of 20.08.2025 was never placed before the Chief Engineer; no personal hearing.
3. The arbitration objection (clause 25) is rejected.
4. BUT: liberty to PHED to issue a fresh show cause notice and decide again after a personal hearing, within 8 weeks.
   So expect a fresh notice by October. Do NOT ignore it - bring it to me the same day.
5. Blacklisting is gone - you may bid in tenders now. Keep a certified copy with every tender.
6. No costs. (The Rs. 5,000 cost of 10.02.2026 was already paid to you by cheque on 21.04.2026.)
""")

up("backlog/2026-09/photo_2026-09-03_19-20-48.jpg", "handwritten_note_photo", ROMITA, "2026-09-03", ["C05"], ["C05-H07"], """
Porompat DJ - Matri 37/25
DW1 Naoba - affidavit in chief tendered (says she left voluntarily, he went 3 times to bring her back - Luhongba photos).
my cross started - 40 min - he admitted he has not given her any money from Sept 2023 till court order.
admitted he sent no notice / no RCR petition ever.
rest of cross ND. DJ again: both in person next date.
ND 8/10
""")

up("backlog/2026-09/cheirap 18.9.txt", "typed_note_txt", BIKRAM, "2026-09-18", ["C04"], ["C04-H09"], """
18.09.2026 - cheirap cjsd 2 - OS 118/25
DW2 (brother-in-law) NOT produced. premchand asked time again, madam refused - "enough". defence evidence CLOSED.
fixed for arguments - ND 20/11/2026.
written arguments can be filed before that. eche to argue.
""")

up("backlog/2026-10/porompat 8.10 costs.txt", "typed_note_txt", ROMITA, "2026-10-08", ["C05"], ["C05-H08"], """
08.10.2026 - Porompat - Matri Suit 37/2025
Naoba ABSENT again (2nd time he skips - Feb, and now). Robindro: "on duty, Jiribam deployment".
DJ: no exemption this time. Adjourned on COSTS Rs 1,000 payable to the petitioner (wife). Husband to be present in person, no further chance.
Sanatombi was present since 10 am, took leave from hospital - angry. "eigi leave-si kanana piba?"
ND 19.11.2026 - further cross of DW1.
""")

up("backlog/2026-10/photo_2026-10-09_18-44-37.jpg", "handwritten_note_photo", ROMITA, "2026-10-09", ["C03"], ["C03-H08"], """
HC Ct 3 - Somi Plot 14 - FINAL HEARING
cost Rs 3,000 (of 21.8) paid by Khamrang's junior to us in court today.
I argued 45 min: no notice before cancellation (DC's own affidavit para 6), re-allotment the same day = pre-decided,
delay due to 2023 blockades - supplier letter of Ukhrul Hardware (Annex P-7).
Khamrang (came today) started - maintainability, disputed facts, "petitioner should go to civil court". part heard.
ND 6.11.26
""")

up("backlog/2026-10/Image(112).jpg", "handwritten_note_photo", TOMBA, "2026-10-19", ["C01"], [], """
19/10/2026  PHED CE office, Lamphelpat
Loktak - reply to show cause (dt 05.10.26) SUBMITTED. recd. no. 3342 dt 19.10.26
CE office: personal hearing date "will intimate".
ঙসি থাবক তৌরে
""")

up("backlog/2026-11/photo_2026-11-06_17-30-55.jpg", "handwritten_note_photo", ROMITA, "2026-11-06", ["C03"], ["C03-H09"], """
HC Ct 3 - Somi/Plot 14 - Khamrang AGAIN sought time - medical (fever certificate). 4th time he takes time in this writ.
Bidyapati J: granted "as the very last" - NO further adjournment on any ground; R5 to conclude reply arguments ND.
Status quo continues.
ND 11.12.2026
To do before 11/12: compile judgments on cancellation w/o hearing; DC affidavit para 6 flagged; Somi to bring ORIGINAL allotment order of 22.07.2021 + fee receipt Rs 1,20,000.
""")

up("backlog/2026-11/args OS118 20-11.txt", "typed_note_txt", ROMITA, "2026-11-20", ["C04"], ["C04-H10"], """
20/11/26 Fri - Cheirap CJSD-2 - OS 118/2025 Tombi ima - ARGUMENTS
I argued ~35 min: handnote Ext P1 signature admitted (W/S para 4, DW1 in cross), DW1 admits receipt of 6,50,000,
"investment" story has no paper, cheque Ext P2 bounced, PW2 Bijoy consistent. Limitation: handnote 03.03.2023 -> suit 18.08.2025 within 3 yrs.
Premchand: not ready, "need time to file written arguments" - time given (madam said last, no cost this time).
ND 04.12.2026 - defendant's arguments.
file our written notes of arguments + 2 citations (on handnote + admission) before 4/12.
""")

up("backlog/2026-11/plan 30.11 - 5.12.txt", "typed_note_txt", ROMITA, "2026-11-28", ["C01", "C03", "C04", "C05"], [], """
WEEK PLAN  30 Nov - 5 Dec 2026
Mon 30 - Chamber: Tombi ima written notes of arguments - finalise, 2 copies. Bikram to type citations.
Tue 1  - Somi (Ukhrul plot) - list of dates + compilation; call Somi for original allotment order (he is coming down Wed/Thu).
Wed 2  - Sanatombi matri - prepare arguments (cruelty: Aug 2023 injury record; desertion from Sept 2023). Call her Sat.
Thu 3  - Rajen (Loktak) - PHED fresh show cause: reply filed 19.10, hearing date still not intimated. 8 weeks over on 20.10!! - draft contempt/ mention letter? discuss with Rajen.
Fri 4  - CHEIRAP - Tombi ima - file written notes before madam sits.
Sat 5  - accounts; Tomba - certified copy applications.
""")

# ---------------------------------------------------------------- WhatsApp exports (dated the day exported)
up("backlog/2026-11/WhatsApp Chat with RD Chambers.txt", "whatsapp_export", ROMITA, "2026-11-30",
   ["C01", "C02", "C03", "C04", "C05", "C06"],
   ["C02-H03", "C04-H04", "C01-H05", "C03-H05", "C01-H06", "C06-H07", "C05-H06", "C03-H07", "C05-H09"], """
06/01/2026, 09:12 - Messages and calls are end-to-end encrypted. Only people in this chat can read, listen to, or share them. Learn more.
06/01/2026, 09:12 - You created group "RD Chambers"
06/01/2026, 09:13 - You added Bikramjit Jr and Tomba Clerk
21/01/2026, 12:48 - Bikramjit Jr: Eche, Inaocha bail (ct 4) - PP brought CD today 👍 J perused CD. FSL still awaited, PP says sample sent 20.10 to FSL Pangei
21/01/2026, 12:50 - Bikramjit Jr: J asked PP to explain s.52A inventory - when sampling done before magistrate. PP no answer, will file. ND 4/2
21/01/2026, 12:55 - Romita Adv: ok. note the date of 52A - important
13/03/2026, 16:20 - Bikramjit Jr: OS 118 - PW1 cross today by Premchand, 1 hr. he put that handnote forged, "6" added later. Tombi ima denied firmly 💪 cross not over. ND 17/4
13/03/2026, 16:22 - Bikramjit Jr: 500 cost of last date paid to us in court today, receipt given
13/03/2026, 16:30 - Romita Adv: Good. keep the 500 for Tombi ima
24/03/2026, 15:02 - Tomba Clerk: Loktak rejoinder filed. diary no 1187/2026
21/04/2026, 13:10 - Bikramjit Jr: Loktak (Ct 2) - our rejoinder on record. GA paid the 5000 cost - cheque dt 20.04 in favour of Loktak Builders, handed to me in court
21/04/2026, 13:12 - Bikramjit Jr: heard in part, J asked GA about the show cause reply of 20.08.25. ND 19/5
21/04/2026, 13:20 - Romita Adv: give the cheque to Rajen against receipt
08/05/2026, 12:05 - Bikramjit Jr: Somi plot 14 (ct 3) - our reply is on record (diary 2231/2026). J asked if petitioner will accept alternative Plot No. 22 in same complex. Khamrang said R5 has no objection 🙄
08/05/2026, 12:06 - Bikramjit Jr: told J we need instructions. ND 10/7
08/05/2026, 12:30 - Romita Adv: I'll call Somi tonight
19/05/2026, 15:40 - Bikramjit Jr: Loktak - not reached, board very long today, item 31 only reached item 24. ND 14.07.2026 (after vacation)
02/07/2026, 14:15 - Bikramjit Jr: Agarwal eviction - DW1 cross done by me (eche in HC). He admitted son of landlord has pharmacy licence application pending. At the end Sanjoy said client ready to vacate by March 2027 if rent not increased much 😮
02/07/2026, 14:17 - Bikramjit Jr: 2000 cost paid. ND 13/8
02/07/2026, 14:25 - Romita Adv: Excellent. I will talk to Ibomcha - march 2027 ok if rent 20,000 and compromise decree
23/07/2026, 13:02 - Bikramjit Jr: Matri 37 - arrears 24,000 paid by Naoba by demand draft in court today. PW2 Sanatombi's mother (Thokchom Ongbi Sakhi Devi) examined, cross 20 min, she said Naoba hit Sanatombi in Aug 2023, she took her to RIMS. Our evidence closed. ND 3/9
23/07/2026, 13:05 - Romita Adv: 👍
21/08/2026, 12:40 - Bikramjit Jr: Somi writ - Khamrang absent, his junior Ramson sought time - Ukhrul blockade again. J: last opportunity, cost 3000 on R5. status quo. ND 9/10
19/11/2026, 15:30 - Bikramjit Jr: Matri 37 - Naoba present today. Eche's cross of DW1 concluded (eche came at 12). 1000 cost of last date paid to Sanatombi in court. DW evidence closed. ND 17.12.2026 for arguments
19/11/2026, 15:31 - Tomba Clerk: ND 17/12 noted in diary
""")

up("backlog/2026-02/WhatsApp Chat with Ibemhal Ima.txt", "whatsapp_export", ROMITA, "2026-02-20", ["C02"], ["C02-H01", "C02-H05"], """
17/12/25, 8:05 pm - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.
17/12/25, 8:05 pm - Romita Adv: Ima, ngasi notice thokle. Judge wants the case diary first. Next date 7 January.
17/12/25, 8:20 pm - Ibemhal Ima: Ebemma thagatchari. Inaocha jail da yamna waire. Kadaida sel thokpa?
17/12/25, 8:24 pm - Romita Adv: Ima, no need for any money now. Only keep 2 persons ready for surety later.
04/02/26, 6:40 pm - Romita Adv: Ima FSL report came - 38.6 gram. Good for bail. Orders on 11 Feb.
11/02/26, 1:15 pm - Romita Adv: Ima BAIL GRANTED. Bond Rs 50,000 with 2 sureties. Inaocha must go to NAB police station every Monday 10 to 12. Cannot go outside Imphal East district.
11/02/26, 1:16 pm - Ibemhal Ima: Ebemma!!! 🙏🙏🙏 Ibungo Panmei-bu thagatchari
11/02/26, 1:30 pm - Ibemhal Ima: Surety - Tomchou (my brother) and Bijen (he is LDA in Agriculture office). ok?
11/02/26, 1:33 pm - Romita Adv: Ok. Both bring Aadhaar and Bijen his service ID. Tomba will take you to Special Court on Friday.
16/02/26, 5:50 pm - Ibemhal Ima: Inaocha lakle. Sajiwa jail-dagi houjik lakle. 🙏
16/02/26, 5:52 pm - Romita Adv: Very good. Tell him - EVERY Monday NAB PS. If he misses even once bail can be cancelled.
20/02/26, 9:10 am - Ibemhal Ima: Monday 16 gi matungda lakpa, 23 Monday da chatke. Thagatchari
""")

up("backlog/2026-11/WhatsApp Chat with Somi Ukhrul Plot14.txt", "whatsapp_export", ROMITA, "2026-11-07", ["C03"],
   ["C03-H02", "C03-H05", "C03-H09"], """
16/01/2026, 7:02 pm - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.
16/01/2026, 7:02 pm - Romita Adv: Somi, today R5's lawyer Khamrang appeared and prayed 4 weeks time for their affidavit. Status quo continues. Next 20 Feb.
16/01/2026, 9:48 pm - Somi Luithui: Thank you madam. Network very poor here. Mayori people came to see the plot yesterday with a mason.
16/01/2026, 9:50 pm - Romita Adv: If they start any work, take photos with date and send me. Status quo order is there.
08/05/2026, 8:15 pm - Romita Adv: Somi, the judge asked whether you will take Plot No. 22 instead of Plot 14. Think and tell me before July.
08/05/2026, 10:02 pm - Somi Luithui: Madam Plot 22 is at the back side near the drain, no road frontage. Who will come to my shop there? I paid 1,20,000 for plot 14 in 2021. I will not take 22.
08/05/2026, 10:05 pm - Romita Adv: Understood. I will tell the court. Next date 10 July.
06/11/2026, 6:30 pm - Romita Adv: Khamrang took time again today - medical certificate. Judge said this is the very last, no more adjournment. Next 11 December. Please come to Imphal before that with the ORIGINAL allotment order of 22.07.2021 and the receipt of 1,20,000.
06/11/2026, 7:45 pm - Somi Luithui: Ok madam. I will come down on 9 Dec by Winger, road open now. Fourth time they take time, they want me to get tired.
""")
