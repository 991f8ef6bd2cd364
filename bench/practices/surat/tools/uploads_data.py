"""The uploads of the Surat practice: what Bhavesh Desai, his junior Krupa and the munshi Jayantibhai actually kept."""

L, J, K = "Bhavesh N. Desai", "Krupa Patel", "Jayantibhai Rathod (munshi)"
U = []
GUJ = str.maketrans("0123456789", "૦૧૨૩૪૫૬૭૮૯")


def g(text: str) -> str:
    """The munshi writes Gujarati digits."""
    return text.translate(GUJ)


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2019-04/Shivam Gems partnership deed 2019 p7.pdf", "document_scan", "Notary, Surat (deed of partnership)", "2019-04-11", ["C02", "C07"], [], """
DEED OF PARTNERSHIP - M/s SHIVAM GEMS, 4th floor, Shreeji Arcade, Mini Bazar, Varachha Road, Surat
(page 7 of 9)
17. The firm shall carry on the business of manufacturing (cutting and polishing) and trading of diamonds. Profit and
loss: Harsh J. Bhanderi 40%, Kishor J. Bhanderi 30%, Mehul P. Dholakia 30%.
21. ARBITRATION: All disputes and differences between the partners touching the firm, its accounts or its dissolution
shall be referred to a sole arbitrator to be appointed by mutual consent, failing which as per the Arbitration and
Conciliation Act, 1996. Seat of arbitration: Surat.
Executed at Surat on 11.04.2019.                      Notarised, Reg. No. 1466/2019
""")
u("backlog/2025-08/IMG-20250814-WA0023.jpg", "document_photo", "Axis Bank Ltd., Malegaon branch", "2025-08-14", ["C03"], [], """
AXIS BANK LTD.   Malegaon (Nashik) Branch
CHEQUE RETURN MEMO                    Date: 14/08/2025
Cheque No. 002317 dt. 08/08/2025   Amount: Rs. 4,85,000/-
Drawer: IMRAN SHAIKH (prop. Zoya Fashion)   Payee: LAXMI CREATION
Presented through: The Surat People's Co-op. Bank, Ring Road
Reason for return: ACCOUNT CLOSED (Code 12)
                                                 Authorised Signatory
""")
u("backlog/2025-08/Notice u-s 138 Imran Shaikh Laxmi Creation.docx", "typed_note_docx", L, "2025-08-22", ["C03"], [], """
BHAVESH N. DESAI, ADVOCATE
204 Sahjanand Complex, Nanpura, Surat                        Date: 22/08/2025
RPAD
To, Shri Imran Shaikh, proprietor Zoya Fashion, Mohammadali Road, Malegaon, Dist. Nashik
Sub: Statutory notice under Section 138 of the Negotiable Instruments Act, 1881
Under instructions of my client Laxmi Creation, Shop 2114, Surat Textile Market, Ring Road, Surat, through its proprietor
Shri Rajubhai Goyani: you purchased sarees (dress material and printed georgette sarees) on credit and towards the
dues gave cheque no. 002317 dated 08/08/2025 for Rs. 4,85,000 on Axis Bank, Malegaon, which was returned unpaid
with the remark "Account Closed" on 14/08/2025. You are called upon to pay Rs. 4,85,000 within 15 days of receipt of
this notice.                                                            Advocate
""")
u("backlog/2025-09/DLSA Surat 12A report Umiya Navrang.pdf", "document_scan", "District Legal Services Authority, Surat", "2025-09-30", ["C01"], [], """
DISTRICT LEGAL SERVICES AUTHORITY, SURAT
Pre-Institution Mediation under Section 12A of the Commercial Courts Act, 2015
PIM Case No. 318/2025   Shree Umiya Textiles (Dineshbhai Kakadiya)  v/s  Navrang Saree Centre
NON-STARTER REPORT
Notice was issued to the opposite party for 16.09.2025 and 30.09.2025. The opposite party did not appear on either
date. The mediation is treated as a non-starter. The applicant is at liberty to institute the suit.
Surat, 30.09.2025                            Secretary, DLSA Surat
""")
u("backlog/2025-10/Scan_20251027_1142.pdf", "document_scan", L, "2025-10-27", ["C01"], [], """
IN THE COMMERCIAL COURT AT SURAT
COMMERCIAL CIVIL SUIT NO. ____ OF 2025
Shree Umiya Textiles, a proprietary concern of Dineshbhai Ravjibhai Kakadiya, Plot 44, Pandesara GIDC, Surat ... Plaintiff
Versus
(1) Navrang Saree Centre, a partnership firm, 3rd floor, Raghukul Textile Market, Ring Road, Surat
(2) Sanjay Agarwal, partner  (3) Pawan Agarwal, partner                                    ... Defendants
SUIT FOR RECOVERY OF RS. 22,76,800/- (Principal Rs. 18,64,500 + interest Rs. 4,12,300)
1. The plaintiff runs 36 power-looms at Pandesara and manufactures grey cloth (polyester grey, 60 GSM).
2. Between 06.01.2025 and 21.04.2025 the plaintiff supplied grey cloth to the defendants under 14 tax invoices,
   delivered through Bharat Roadlines; the defendants paid part and Rs. 18,64,500 remains due.
3. Pre-institution mediation ended as a non-starter (DLSA report dated 30.09.2025).
PRAYER: decree for Rs. 22,76,800 with interest at 18% p.a. from the suit till realisation; costs.
Surat, 27.10.2025          Plaintiff                                   Advocate for the plaintiff
""")
u("backlog/2026-02/IMG_20260216_174512.jpg", "document_photo", "Authorised Officer, Tapi Valley Co-operative Bank Ltd.", "2026-02-14", ["C04"], [], """
TAPI VALLEY CO-OPERATIVE BANK LTD.   Head Office: Udhna Darwaja, Surat
POSSESSION NOTICE  [Rule 8(1) of the Security Interest (Enforcement) Rules, 2002]  (for immovable property)
Whereas the Authorised Officer issued a demand notice dated 09.10.2025 u/s 13(2) to M/s Savani Weaving Works (prop.
Rameshbhai Savani) to repay Rs. 1,38,42,610/- ... the borrower having failed to repay, the undersigned has taken
SYMBOLIC POSSESSION of the property described below on 14.02.2026 u/s 13(4) of the Act.
Property: Industrial shed on Plot No. 117, Road No. 6, Sachin GIDC, Surat, with 24 power-looms.
Date: 14.02.2026   Place: Surat                       Authorised Officer
""")
u("backlog/2026-03/WS Navrang Saree Centre Exh 14.pdf", "document_scan", "Mr. Anil K. Jain, Advocate for the defendants", "2026-03-09", ["C01"], [], """
IN THE COMMERCIAL COURT AT SURAT   COMMERCIAL CIVIL SUIT NO. 214 OF 2025
WRITTEN STATEMENT ON BEHALF OF DEFENDANTS NO. 1 TO 3 (Exh. 14)
1. The suit is denied. The grey cloth supplied under invoices of February and March 2025 was defective: short length,
   weft breakage and oil stains. Two bales were returned by the defendants and a debit note of Rs. 2,10,000 was raised.
2. The defendants deny receipt of the goods under challan nos. 511, 517 and 523.
3. Interest at 18% is not agreed; no such term on the invoices.
Surat, 09.03.2026                                       Advocate for the defendants
""")
u("backlog/2026-03/Scan DD ack DRT Savani 10 lakh.pdf", "document_scan", "Registry, DRT-II Ahmedabad", "2026-03-30", ["C04"], [], """
DEBTS RECOVERY TRIBUNAL-II, AHMEDABAD
ACKNOWLEDGEMENT   S.A. No. 311 of 2026
Received from the applicant M/s Savani Weaving Works a Demand Draft No. 804415 dated 28.03.2026 drawn on Bank of
Baroda, Sachin branch, for Rs. 10,00,000/- (Rupees Ten Lakh only) in favour of Tapi Valley Co-operative Bank Ltd.,
deposited in compliance of order dated 17.03.2026.
Date: 30.03.2026                                  Section Officer, DRT-II
""")
u("backlog/2026-04/FIR Varachha Krishna Diamonds.pdf", "document_scan", "Varachha Police Station, Surat City", "2026-04-12", ["C06"], [], """
FIRST INFORMATION REPORT (u/s 173 BNSS)
Surat City, Varachha Police Station   FIR No. 11210052260418/2026   Date: 12.04.2026
Sections: 306, 3(5) Bharatiya Nyaya Sanhita, 2023
Complainant: Ashwinbhai Lakhani, owner, Krishna Diamonds, 2nd floor, Mahidharpura Hira Bazar.
Facts: 86.40 carats of polished diamonds worth about Rs. 21,40,000 kept in the factory's safe for assortment went
missing on 10.04.2026. The karigar Nilesh Vaghela, working for 3 years, did not report for work since 10.04.2026.
Suspicion on him and one unknown person.                       PSI R. D. Chauhan, Varachha PS
""")
u("backlog/2026-04/WhatsApp Image 2026-04-27 at 19.02.11.jpeg", "document_photo", "SMIMER Hospital, Surat", "2026-04-27", ["C06"], [], """
SURAT MUNICIPAL INSTITUTE OF MEDICAL EDUCATION AND RESEARCH (SMIMER), UMARWADA, SURAT
MEDICAL CERTIFICATE
This is to certify that Smt. Savitaben Vaghela, age 61, mother of Nilesh Vaghela, r/o Hirabaug, Varachha, is admitted
in Medicine Ward 4 since 25.04.2026 with uncontrolled diabetes and a non-healing foot ulcer; she needs an attendant.
Date: 27.04.2026                                 RMO, SMIMER
""")
u("backlog/2026-06/Court Commissioner report Shivam Gems Exh 22.pdf", "document_scan", "Adv. Niyati Shah, Court Commissioner", "2026-06-20", ["C02"], [], """
IN THE COMMERCIAL COURT AT SURAT   Commercial Civil Misc. Application No. 41 of 2026
REPORT OF THE COURT COMMISSIONER (Exh. 22)
Pursuant to the order dated 05.05.2026 I visited the office of Shivam Gems, Mini Bazar, Varachha Road, on 14.05.2026
at 11.00 a.m. in presence of both sides. Inventory: polished diamonds 312.46 carats in 41 packets (parcel slips
attached); rough 88.10 carats in 9 packets; one safe of the firm sealed with my seal and the key handed to the
respondent Harsh Bhanderi on his undertaking. The books for 2025-26 were not produced; the respondents said they are
with the CA. Fee received Rs. 25,000.            Surat, 20.06.2026           Court Commissioner
""")
u("backlog/2019-03/rent receipt Bharucha Trust March 2019.jpg", "document_photo", "Bharucha Family Trust", "2019-03-05", ["C05"], [], """
BHARUCHA FAMILY TRUST   Bharucha Building, Zampa Bazar, Surat
RENT RECEIPT No. 0388                           Date 05-03-2019
Received from Smt. Jayshree Kapadia, shop no. 4 (ground floor with old wooden mezzanine), rent for the months
January and February 2019 @ Rs. 3,200 per month: Rs. 6,400/-
                                              for Trustees, R. K. Bharucha
""")
u("backlog/2026-08/IMG_20260818_121530.jpg", "document_photo", "Nazir, Small Causes Court, Surat", "2026-08-18", ["C05"], [], """
COURT OF SMALL CAUSES, SURAT - NAZIR BRANCH
CHALLAN (Deposit in Court)   Rent Suit No. 412/2023
Deposited by: Jayshree Kapadia (defendant)   Amount: Rs. 38,400/- (Rupees thirty eight thousand four hundred)
Towards: arrears of rent as per order dated 09.07.2026 (Exh. 61)   Date: 18.08.2026
                                                   Nazir
""")

# ---------------- certified order sheets (rojkam / orders)
u("backlog/2026-04/Com Suit 214-2025 rojkam 07.04.2026.pdf", "certified_order_sheet_scan", "Commercial Court, Surat", "2026-04-07", ["C01"], ["C01-H02"], """
IN THE COMMERCIAL COURT AT SURAT       COMMERCIAL CIVIL SUIT NO. 214/2025
Shree Umiya Textiles  v/s  Navrang Saree Centre & Ors.
ROJKAM / ORDER SHEET                                         Date: 07/04/2026
Coram: R. M. Vyas, Judge, Commercial Court, Surat
Adv. Desai for plaintiff present. Adv. Jain for defendants present.
Order below Exh. 16 (application for condonation of delay in filing written statement):
The written statement (Exh. 14) is filed within 120 days of service but beyond 30 days. In view of the proviso to
O. VIII r. 1 CPC as amended by the Commercial Courts Act, the WS is taken on record subject to payment of costs of
Rs. 15,000/- (Rupees fifteen thousand) to the plaintiff within two weeks. Exh. 16 is allowed accordingly.
Next: admission / denial of documents. S.O. to 16/06/2026.
                                                     sd/- R. M. Vyas
રોજકામ: પ્રતિવાદીએ રૂ. ૧૫,૦૦૦ ખર્ચ ચૂકવવો. મુદત ૧૬/૦૬/૨૦૨૬.
""")
u("backlog/2026-07/Com Suit 214-2025 order 14.07.2026 issues.pdf", "certified_order_sheet_scan", "Commercial Court, Surat", "2026-07-14", ["C01"], ["C01-H04"], """
IN THE COMMERCIAL COURT AT SURAT       COMMERCIAL CIVIL SUIT NO. 214/2025
ORDER (Case Management Hearing under O. XV-A CPC)                      Date: 14/07/2026
Both advocates present. Issues are framed at Exh. 29:
(1) Whether the plaintiff proves supply of grey cloth worth Rs. 18,64,500 remaining unpaid? (2) Whether the
defendants prove that the goods were defective and a debit note of Rs. 2,10,000 was rightly raised? (3) Whether the
defendants received goods under challans 511, 517 and 523? (4) Whether the plaintiff is entitled to interest, and
at what rate? (5) Whether the suit is within limitation? (6) What order and decree?
Time-table: affidavits in lieu of examination-in-chief of plaintiff's witnesses by 11/08/2026; plaintiff's evidence
to conclude by 30/09/2026; defendants' evidence thereafter. No adjournment beyond the time-table.
S.O. to 11/08/2026 for plaintiff's evidence.                sd/- Judge, Commercial Court, Surat
""")
u("backlog/2027-01/Com Suit 214-2025 rojkam 19.01.2027.pdf", "certified_order_sheet_scan", "Commercial Court, Surat", "2027-01-19", ["C01"], ["C01-H09"], """
IN THE COMMERCIAL COURT AT SURAT       COMMERCIAL CIVIL SUIT NO. 214/2025
ROJKAM                                                        Date: 19/01/2027
DW2 (Pawan Agarwal) not present. Adv. Jain seeks time to examine DW2. Plaintiff opposes. The defendants were given
the time-table on 14/07/2026 and time on the last date also. No further time. Defendants' evidence is closed.
Both sides to argue. S.O. to 23/02/2027 for final arguments.
                                                     sd/- R. M. Vyas
રોજકામ: પ્રતિવાદીનો પુરાવો બંધ. દલીલ માટે ૨૩/૦૨/૨૦૨૭.
""")
u("backlog/2026-04/CMA 41-2026 order 21.04.2026.pdf", "certified_order_sheet_scan", "Commercial Court, Surat", "2026-04-21", ["C02"], ["C02-H01"], """
IN THE COMMERCIAL COURT AT SURAT
COMMERCIAL CIVIL MISC. APPLICATION NO. 41/2026 (u/s 9 of the Arbitration and Conciliation Act, 1996)
Mehul P. Dholakia  v/s  Shivam Gems & 2 Ors.
ORDER ON EXH. 5                                                Date: 21/04/2026
Heard Adv. Desai for the applicant. Issue notice returnable on 05/05/2026. Till then the respondents shall maintain
status quo as regards the stock of polished and rough diamonds of the firm and shall not operate the firm's current
account with Bank of Baroda, Varachha branch, except for payment of wages of karigars.
                                                    sd/- R. M. Vyas, Judge, Commercial Court
""")
u("backlog/2026-06/CMA 41-2026 rojkam 23.06.2026.pdf", "certified_order_sheet_scan", "Commercial Court, Surat", "2026-06-23", ["C02"], ["C02-H03"], """
કોમર્શિયલ કોર્ટ, સુરત     COMMERCIAL CIVIL MISC. APPLICATION NO. 41/2026
રોજકામ તા. 23/06/2026
Court Commissioner's report received at Exh. 22 (312.46 carats polished, 41 packets; 88.10 carats rough). Copy given
to both sides. Adv. Mehta for respondents seeks time to file objections to the report; granted. Interim order to
continue. S.O. to 21/07/2026 for arguments on Exh. 5.
કમિશનરનો રિપોર્ટ નિ. ૨૨ રજૂ. વાંધા માટે સમય. મનાઈ હુકમ ચાલુ. મુદત ૨૧/૦૭/૨૦૨૬.      sd/- R. M. Vyas
""")
u("backlog/2026-07/CC 23417-2025 order 143A 23.07.2026.pdf", "certified_order_sheet_scan", "9th Addl. Chief Judicial Magistrate (NI Act), Surat", "2026-07-23", ["C03"], ["C03-H04"], """
IN THE COURT OF THE 9TH ADDL. CHIEF JUDICIAL MAGISTRATE (N.I. ACT), SURAT
Criminal Case No. 23417/2025     Laxmi Creation  v/s  Imran Shaikh
ORDER BELOW EXH. 19 (application u/s 143A N.I. Act)                    Date: 23/07/2026
The complainant's affidavit of evidence (CW1 Rajubhai Goyani) is on record at Exh. 17. The accused has pleaded not
guilty. Application u/s 145(2) by the accused to cross-examine CW1 is allowed. Having regard to the cheque amount of
Rs. 4,85,000, the accused is directed to pay interim compensation of 20%, i.e. Rs. 97,000/- (Rupees ninety seven
thousand) to the complainant within 60 days.
Next date: 27/08/2026 for cross-examination of CW1.                      sd/- K. J. Parmar
""")
u("backlog/2026-03/SA 311-2026 DRT-II order 17.03.2026.pdf", "certified_order_sheet_scan", "Debts Recovery Tribunal-II, Ahmedabad", "2026-03-17", ["C04"], ["C04-H01"], """
DEBTS RECOVERY TRIBUNAL-II, AHMEDABAD
S.A. No. 311 of 2026     M/s Savani Weaving Works  Vs.  Tapi Valley Co-operative Bank Ltd.
Date: 17.03.2026      Present: Ld. Adv. Shri B. N. Desai for the applicant; Ld. Adv. Shri C. Thakkar for the bank.
ORDER: The SA is filed within 45 days of the possession notice dated 14.02.2026 and is admitted. Issue notice. The
applicant offers to deposit. Subject to the applicant depositing Rs. 10,00,000/- (Rupees ten lakh) with the bank
within two weeks, the respondent bank shall not take physical possession of the secured asset (Plot No. 117, Sachin
GIDC) till the next date. Reply by the bank. List on 22.04.2026.
                                                    (Manoj Kumar Tiwari) Presiding Officer
""")
u("backlog/2027-02/SA 311-2026 DRT-II order 03.02.2027.pdf", "certified_order_sheet_scan", "Debts Recovery Tribunal-II, Ahmedabad", "2027-02-03", ["C04"], ["C04-H08"], """
DEBTS RECOVERY TRIBUNAL-II, AHMEDABAD
S.A. No. 311 of 2026     M/s Savani Weaving Works  Vs.  Tapi Valley Co-operative Bank Ltd.
Date: 03.02.2027
Ld. counsel for the bank places on record the letter of the bank dated 29.01.2027: the Board of Directors has accepted
in principle the applicant's revised One Time Settlement offer of Rs. 1,18,00,000/- (Rupees one crore eighteen lakh),
the amount of Rs. 10,00,000 already deposited to be adjusted, 25% of the OTS amount to be paid on or before
15.03.2027 and the balance in 6 monthly instalments. Interim order to continue. List on 24.03.2027 for compliance.
                                                    (Manoj Kumar Tiwari) Presiding Officer
""")
u("backlog/2026-07/Rent Suit 412-2023 rojkam 09.07.2026.pdf", "certified_order_sheet_scan", "Small Causes Court, Surat", "2026-07-09", ["C05"], ["C05-H03"], """
સ્મોલ કોઝીઝ કોર્ટ, સુરત (કોર્ટ નં. ૩)      ભાડા દાવા નં. 412/2023
બરૂચા ફેમિલી ટ્રસ્ટ  વિ.  જયશ્રી કાપડીયા
રોજકામ તા. 09/07/2026
PW1 Rustom Bharucha's cross-examination by Adv. Desai concluded. Order below Exh. 61: the defendant shall deposit the
arrears of rent from 01.07.2025 to 30.06.2026 (12 months @ Rs. 3,200), i.e. Rs. 38,400/-, in this Court within 6
weeks and continue to deposit the monthly rent; the defendant's defence will be heard thereafter.
પ્રતિવાદીએ બાકી ભાડું રૂ. ૩૮,૪૦૦ છ અઠવાડિયામાં જમા કરાવવું. મુદત ૨૦/૦૮/૨૦૨૬ (વાદીનો પુરાવો - PW2).
                                                  sd/- N. B. Solanki, Judge
""")
u("backlog/2026-05/CrMA 2231-2026 bail order 08.05.2026.pdf", "certified_order_sheet_scan", "4th Additional Sessions Judge, Surat", "2026-05-08", ["C06"], ["C06-H04"], """
IN THE COURT OF THE 4TH ADDITIONAL SESSIONS JUDGE, SURAT
Criminal Misc. Application No. 2231 of 2026 (regular bail u/s 483 BNSS)
Nilesh Mansukhbhai Vaghela  v/s  State of Gujarat       Varachha P.S. FIR No. 11210052260418/2026
ORDER                                                          Date: 08/05/2026
Heard Adv. B. N. Desai for the applicant and Ld. APP Shri N. Joshi. 22.10 carats have been recovered at the instance
of the applicant; the charge-sheet is yet to be filed; the applicant is in custody since 14.04.2026; his mother is
admitted in SMIMER hospital. The application is allowed. The applicant be released on bail on executing a personal
bond of Rs. 25,000/- with one surety of the like amount, on conditions: (a) he shall mark attendance at Varachha
Police Station on the 1st and 15th of every month till the charge-sheet; (b) he shall not contact the complainant or
the witnesses; (c) he shall surrender his passport, if any.                      sd/- H. P. Trivedi
""")
u("backlog/2026-06/R-PET-ARB 212-2026 order 29.06.2026.pdf", "certified_order_sheet_scan", "High Court of Gujarat", "2026-06-29", ["C07"], ["C07-H01"], """
IN THE HIGH COURT OF GUJARAT AT AHMEDABAD
R/PETITION UNDER ARBITRATION ACT NO. 212 of 2026
MEHUL PRAVINBHAI DHOLAKIA  Versus  HARSH JAYANTILAL BHANDERI & ANR.
Appearance: MR BHAVESH N DESAI(6512) for the Petitioner(s) No. 1
CORAM: HONOURABLE MR. JUSTICE ANIRUDH S. MANKAD          Date: 29/06/2026
ORAL ORDER
Issue Notice, returnable on 03/08/2026. Direct service is permitted.
                                                      (ANIRUDH S. MANKAD, J)
""")
u("backlog/2026-09/R-PET-ARB 212-2026 order 14.09.2026.pdf", "certified_order_sheet_scan", "High Court of Gujarat", "2026-09-14", ["C07"], ["C07-H03"], """
IN THE HIGH COURT OF GUJARAT AT AHMEDABAD
R/PETITION UNDER ARBITRATION ACT NO. 212 of 2026
CORAM: HONOURABLE MR. JUSTICE ANIRUDH S. MANKAD          Date: 14/09/2026
ORAL ORDER
Affidavit-in-reply filed by the respondents. Learned advocate Mr. Devang Nanavati for the respondents submits that the
deed of 2019 stood substituted by a deed of retirement-cum-reconstitution dated 02.01.2023 which contains no
arbitration clause. Both sides to produce the originals of the deeds dated 11.04.2019 and 02.01.2023 on the next date.
S.O. to 30/11/2026.                                   (ANIRUDH S. MANKAD, J)
""")
u("backlog/2027-03/R-PET-ARB 212-2026 order 08.03.2027.pdf", "certified_order_sheet_scan", "High Court of Gujarat", "2027-03-08", ["C07"], ["C07-H06"], """
IN THE HIGH COURT OF GUJARAT AT AHMEDABAD
R/PETITION UNDER ARBITRATION ACT NO. 212 of 2026
CORAM: HONOURABLE MR. JUSTICE ANIRUDH S. MANKAD          Date: 08/03/2027
ORAL ORDER
Heard learned advocates for the parties at length. Arguments concluded. List for orders on 26/03/2027.
                                                      (ANIRUDH S. MANKAD, J)
""")
u("backlog/2026-09/CC 9812-2025 order compounding 03.09.2026.pdf", "certified_order_sheet_scan", "9th Addl. Chief Judicial Magistrate (NI Act), Surat", "2026-09-03", ["C08"], ["C08-H04"], """
IN THE COURT OF THE 9TH ADDL. CHIEF JUDICIAL MAGISTRATE (N.I. ACT), SURAT
Criminal Case No. 9812/2025     Ambika Yarn Agency  v/s  Dineshbhai R. Kakadiya
ORDER BELOW EXH. 24 (joint purshis for compounding)                    Date: 03/09/2026
The complainant Vinodbhai Shah, present in person, states that the entire amount of Rs. 2,60,000/- has been received
in four instalments as per the settlement purshis Exh. 21 dated 30/04/2026. The offence is compounded u/s 147 of the
N.I. Act. The accused is acquitted. Bail bonds cancelled.                  sd/- K. J. Parmar
""")

# ---------------- the lawyer's diary (photos of handwritten pages)
u("backlog/2026-03/IMG_20260310_163012.jpg", "handwritten_note_photo", L, "2026-03-10", ["C01"], ["C01-H01"], """
10/3/26  Tue   Comm. Court - Vyas saheb
Umiya v Navrang (grey cloth) - Jain ae WS aaje j file karyu (Exh 14) + delay appl. Exh 16. 30 days gaya, 120 ni andar.
Apde objection - costs mango. Saheb: "javab aapo, 7/4 e order".
WS ma: defective maal, short length, weft breakage, 2 bales return, debit note 2,10,000. Challan 511/517/523 deny.
-> Dineshbhai ne kehvu: Bharat Roadlines na LR + challan copies shodhi lavo.   ND 07.04.2026
""")
u("backlog/2026-04/IMG_20260424_141907.jpg", "handwritten_note_photo", L, "2026-04-24", ["C06"], ["C06-H01"], """
24.4.26  Sessions - 4th ASJ Trivedi saheb - Nilesh Vaghela bail (CrMA 2231/26)
Notice to APP Joshi. Saheb ae IO ne case papers sathe hajar rehva kahyu. "recovery ketli?" - puchhyu.
Mukesh (bhai) court ma hato. Mother SMIMER ma dakhal - certificate lavvanu.
ND 29/4
""")
u("backlog/2026-05/IMG_20260505_175540.jpg", "handwritten_note_photo", L, "2026-05-05", ["C02"], ["C02-H02"], """
5-5-26   CMA 41/26 Shivam Gems (Dholakia) - Vyas saheb
Mehta no javab: firm to dissolve thai gai che notice thi (Jan 26), stock vechai gayo. Aapde: parcel slips + BOB statement.
Hukam: Court Commissioner - Adv. Niyati Shah - stock nu inventory 10 divas ma. Fee Rs. 25,000 applicant bharse.
Status quo chalu.   Mehulbhai ne fee mate phone karyo - kaale aapshe.
ND 23.06.2026 (vacation pachhi)
""")
u("backlog/2026-05/IMG_20260506_130244.jpg", "handwritten_note_photo", L, "2026-05-06", ["C06"], ["C06-H03"], """
6/5  Nilesh bail - args puri.
APP: 86.40 ct ma thi 22.10 ct recovered from his mama na ghar (Kamrej). Charge-sheet baaki.
Apde: 3 varsh thi karigar, koi antecedent nathi, mother SMIMER ma, custody 14.4 thi.
Saheb: "orders on Friday". ND 8/5.
""")
u("backlog/2026-06/IMG_20260611_162233.jpg", "handwritten_note_photo", L, "2026-06-11", ["C05"], ["C05-H02"], """
11.6.26  Small Causes Ct 3 - Solanki ben - Bharucha Trust v Jayshree Kapadia
PW1 Rustom Bharucha - cross (part). Admitted: mezzanine "was there when my father was alive", rent receipt 2019 ma
"old wooden mezzanine" lakhyu che - confronted, admitted receipt. Bona fide need: son Zubin Canada ma che - admitted!
Dastur upset. Baaki cross next time.   ND 09/07/2026
""")
u("backlog/2026-06/IMG_20260616_170815.jpg", "handwritten_note_photo", L, "2026-06-16", ["C01"], ["C01-H03"], """
16/6/26  Umiya v Navrang - admission/denial (O.XI r.4)
Costs 15,000 - Jain ae cheque aapyo (Dineshbhai ne aapi didho).
Defs ae 14 ma thi 11 invoices admit, challan 511, 517, 523 vala 3 deny. Debit note - apde deny.
Vyas saheb: "CMH next date, issues propose karo".   ND 14.07
""")
u("backlog/2026-08/IMG_20260827_155004.jpg", "handwritten_note_photo", L, "2026-08-27", ["C03"], ["C03-H05"], """
27.08.26  9th Addl CJM Parmar saheb - Laxmi Creation v Imran (CC 23417/25)
CW1 Rajubhai cross by Pathan (part): suggestion - cheque "security" tarike aapyo, maal "on approval" hato ane parat
karyo. Rajubhai: denied, no goods return entry. Ledger Exh 23 mark.
143A na 97,000 haju jama nathi karya. ND 8/10.
""")
u("backlog/2026-10/IMG_20261006_184401.jpg", "handwritten_note_photo", L, "2026-10-06", ["C01", "C04"], ["C01-H07"], """
6/10/26 (Tue)
(1) Umiya v Navrang - PW2 Ramesh Chaudhary, munim of Bharat Roadlines - 14 LRs proved incl. challan 511, 517, 523
deliveries (signature of Navrang's godown man "Pappu"). Jain cross weak. PE closed by pursis.
Vyas saheb: DW affidavits by next date.  ND 08.12.2026
(2) Rameshbhai Savani no phone (sanje 7) - bank walo OTS 1.05 cr mate "na" kahe che evu sambhadyu; DRT 28/10 che.
Kehvu ke revised figure vichari rakhe. Board meeting Nov ma.
""")
u("backlog/2026-12/IMG_20261208_165720.jpg", "handwritten_note_photo", L, "2026-12-08", ["C01"], ["C01-H08"], """
8-12-26  Comm Ct - Umiya v Navrang - DE
DW1 Sanjay Agarwal affidavit. Maro cross: admitted - quality ni koi lekhit complaint notice pehla nathi karyo;
debit note Rs. 2,10,000 suit notice pachhi banavi. 2 bales return nu koi LR nathi.
Pawan Agarwal DW2 aavta vakhte.   ND 19/1/27
""")
u("backlog/2026-12/IMG_20261210_131248.jpg", "handwritten_note_photo", L, "2026-12-10", ["C05"], ["C05-H06"], """
10/12/26  Small Causes - Kapadia
PW2 Kaizad Mistry (engineer, plaintiff's) examined - "mezzanine is RCC, recent". My cross: he visited only once in
2023, no photo, no measurement book; admitted wooden planks seen. PE closed.
Last date na Rs. 500 costs Dastur ae aapya.   ND 11.02.2027 - DW1 Jayshreeben.
""")
u("backlog/2026-12/IMG_20261216_192010.jpg", "handwritten_note_photo", L, "2026-12-16", ["C04"], ["C04-H07"], """
16.12.26  DRT-II Ahd - Savani SA 311/26 - Tiwari saheb
Args mara puri. Thakkar: bank written submissions aapse. Interim (no physical possession) chalu.
PO: "why not a better OTS?" - Rameshbhai 1.18 sudhi jaay che.   ND 03.03.2027
""")
u("backlog/2027-02/IMG_4412.HEIC", "handwritten_note_photo", L, "2027-02-11", ["C05"], ["C05-H07"], """
11 Feb 27   Kapadia - DW1 Jayshreeben chief (affidavit Exh 78) - mezzanine 1988 thi, father-in-law ae banavelu.
Dastur cross part - 45 min. Baaki next date.   Saheb: "Dastur saheb, finish next time".
ND 25/03/2027
""")
u("backlog/2027-02/IMG_20270223_172536.jpg", "handwritten_note_photo", L, "2027-02-23", ["C01"], ["C01-H10"], """
23.2.27  Umiya v Navrang - final args
Mari dalil 1 kalak: issues 1, 3 LR thi proved; issue 2 - debit note post-notice, no complaint; interest 18% -
invoices par "interest @18% after 30 days" printed che. Jain ae time mangyo - written args sathe.
ND 23/03/2027 (defs args). Dineshbhai ne update.
""")

# ---------------- the munshi's register (Gujarati, Gujarati digits)
u("backlog/2026-04/IMG-20260410-WA0007.jpg", "handwritten_note_photo", K, "2026-04-10", ["C03", "C08", "C05"], ["C03-H01", "C08-H01", "C05-H01"], g("""
તારીખ રજીસ્ટર - ભાવેશભાઈ દેસાઈ સાહેબ            માર્ચ / એપ્રિલ 2026
12/03/2026  ૯મી એડી. સી.જે.એમ. - લક્ષ્મી ક્રિએશન વિ. ઈમરાન - સમન્સ બજ્યો નથી, માલેગાંવ પોલીસ મારફત ફરી સમન્સ. આવતી મુદત 16/04/2026
26/03/2026  ૯મી એડી. સી.જે.એમ. - અંબિકા યાર્ન વિ. દિનેશભાઈ (આપણે આરોપી તરફે) - આરોપી હાજર, સમાધાનની વાત. મુદત 30/04/2026
09/04/2026  સ્મોલ કોઝીઝ કોર્ટ ૩ - બરૂચા ટ્રસ્ટ વિ. જયશ્રીબેન - વાદી PW1 રુસ્તમ બરૂચાની જુબાની. મુદત 11/06/2026
નોંધ: 3 ફાઈલ ઓફિસમાં - જયંતીભાઈ
"""))
u("backlog/2026-07/IMG-20260730-WA0012.jpg", "handwritten_note_photo", K, "2026-07-30", ["C08", "C02", "C04"], ["C08-H03", "C02-H04", "C04-H04"], g("""
તારીખ રજીસ્ટર                                      જુલાઈ 2026
02/07/2026  અંબિકા યાર્ન વિ. દિનેશભાઈ - બે હપ્તા (65,000 x 2) ભરાઈ ગયા, બાકી બે. મુદત 03/09/2026
21/07/2026  કોમર્શિયલ કોર્ટ - શિવમ જેમ્સ (મેહુલભાઈ) - દલીલ થઈ, હાઈકોર્ટ કલમ 11 નો નિર્ણય ન થાય ત્યાં સુધી સ્ટેટસ ક્વો ચાલુ. મુદત 15/09/2026
29/07/2026  ડી.આર.ટી.-2 અમદાવાદ - સવાણી - સાહેબ રજા પર, રજીસ્ટ્રારે મુલતવી. મુદત 09/09/2026
"""))
u("backlog/2026-09/IMG-20260916-WA0003.jpg", "handwritten_note_photo", K, "2026-09-16", ["C08", "C07", "C02"], ["C08-H04", "C07-H03", "C02-H05"], g("""
તારીખ રજીસ્ટર                                      સપ્ટેમ્બર 2026
03/09/2026  અંબિકા યાર્ન વિ. દિનેશભાઈ - પૂરા પૈસા ચૂકવાયા, કેસ કમ્પાઉન્ડ, આરોપી છૂટ્યા. કેસ પૂરો.
14/09/2026  હાઈકોર્ટ કોર્ટ 11 - મેહુલભાઈ કલમ 11 - સામાવાળાનો જવાબ આવ્યો, અસલ ડીડ રજૂ કરવા. મુદત 30/11/2026
15/09/2026  કોમર્શિયલ કોર્ટ - શિવમ જેમ્સ - મહેતા સાહેબે હાઈકોર્ટ કારણે સમય માંગ્યો. મુદત 27/10/2026
"""))
u("backlog/2026-10/IMG-20261029-WA0001.jpg", "handwritten_note_photo", K, "2026-10-29", ["C03", "C05", "C02", "C04"], ["C03-H06", "C05-H05", "C02-H06", "C04-H06"], g("""
તારીખ રજીસ્ટર                                      ઓક્ટોબર 2026
08/10/2026  ૯મી એડી. સી.જે.એમ. - લક્ષ્મી ક્રિએશન વિ. ઈમરાન - આરોપી ગેરહાજર, માફી અરજી રૂ. 1,000 ખર્ચ સાથે મંજૂર. મુદત 03/12/2026
15/10/2026  સ્મોલ કોઝીઝ - બરૂચા ટ્રસ્ટ - વાદીનો એન્જિનિયર PW2 ફરી ગેરહાજર, વાદીને રૂ. 500 ખર્ચ. મુદત 10/12/2026
27/10/2026  કોમર્શિયલ કોર્ટ - શિવમ જેમ્સ - હાઈકોર્ટની રાહ, સ્ટેટસ ક્વો ચાલુ. મુદત 12/01/2027
28/10/2026  ડી.આર.ટી. - સવાણી - બેંકે ઓ.ટી.એસ. ના પાડી, દલીલ અધૂરી. મુદત 16/12/2026
દિવાળી વેકેશન 07/11 થી 22/11 - કોર્ટ બંધ.
"""))
u("backlog/2027-01/IMG-20270113-WA0009.jpg", "handwritten_note_photo", K, "2027-01-13", ["C07", "C03", "C02"], ["C07-H04", "C03-H07", "C02-H07"], g("""
તારીખ રજીસ્ટર                                      નવેમ્બર 2026 - જાન્યુઆરી 2027
30/11/2026  હાઈકોર્ટ - મેહુલભાઈ કલમ 11 - બોર્ડ પર ન આવ્યું (not reached). મુદત 18/01/2027
03/12/2026  ૯મી એડી. સી.જે.એમ. - લક્ષ્મી ક્રિએશન - CW1 ની ઉલટતપાસ પૂરી, ફરિયાદીનો પુરાવો બંધ. 97,000 હજી જમા નથી. મુદત 21/01/2027
12/01/2027  કોમર્શિયલ કોર્ટ - શિવમ જેમ્સ - હાઈકોર્ટ બાકી, સ્ટેટસ ક્વો ચાલુ. મુદત 19/03/2027
"""))
u("backlog/2027-02/IMG-20270226-WA0004.jpg", "handwritten_note_photo", K, "2027-02-26", ["C07", "C03"], ["C07-H05", "C03-H08", "C03-H09"], g("""
તારીખ રજીસ્ટર                                      જાન્યુઆરી - ફેબ્રુઆરી 2027
18/01/2027  હાઈકોર્ટ - મેહુલભાઈ કલમ 11 - અસલ ડીડ રજૂ, અધૂરી સુનાવણી. મુદત 08/03/2027
21/01/2027  ૯મી એડી. સી.જે.એમ. - લક્ષ્મી ક્રિએશન - આરોપીનું નિવેદન લેવાયું, બચાવ પુરાવો. મુદત 25/02/2027
25/02/2027  ૯મી એડી. સી.જે.એમ. - લક્ષ્મી ક્રિએશન - આરોપીએ પોતાની જુબાની માટે સમય માંગ્યો. મુદત 19/03/2027
"""))

# ---------------- typed notes (.docx and .txt)
u("backlog/2026-04/settlement purshis Ambika 30.04.2026.docx", "typed_note_docx", L, "2026-04-30", ["C08"], ["C08-H02"], """
IN THE COURT OF THE 9TH ADDL. CHIEF JUDICIAL MAGISTRATE (N.I. ACT), SURAT
Criminal Case No. 9812/2025        Ambika Yarn Agency  v/s  Dineshbhai R. Kakadiya
PURSHIS (joint) - Exh. 21                                       Date: 30/04/2026
The complainant and the accused have settled. The accused shall pay Rs. 2,60,000/- in 4 instalments of Rs. 65,000/-
each on or before 31.05.2026, 30.06.2026, 31.07.2026 and 31.08.2026 by RTGS to the complainant's account. On payment
of the last instalment the parties shall apply for compounding u/s 147.
Complainant: Vinodbhai Shah        Accused: Dineshbhai Kakadiya        Adv. for accused: B. N. Desai
(My note: filed today, Parmar saheb accepted and kept 02/07/2026 for reporting the instalments.)
""")
u("backlog/2026-04/nilesh bail 29.4.txt", "typed_note_txt", L, "2026-04-29", ["C06"], ["C06-H02"], """
29.04.2026 - Nilesh Vaghela bail, 4th ASJ
IO PSI Chauhan hajar nahi, APP Joshi ae time mangyo - "recovery chalu che". Saheb naraj: IO must remain present on
next date with case diary. Mother's SMIMER certificate (27.4) produced, copy to APP.
Mukeshbhai ne kahyu - 6 May aavjo, surety taiyar rakho (Rs. 25,000 jetlu).
Next date: 06.05.2026
""")
u("backlog/2026-08/HC 3 aug.txt", "typed_note_txt", L, "2026-08-03", ["C07"], ["C07-H02"], """
3 Aug 2026 - Gujarat HC, Court 11, Mankad J - Dholakia s.11 (R/Pet Arb 212/26)
Nanavati appeared for Bhanderis (both). Sought 4 weeks for affidavit-in-reply - granted; J: "no further time".
Told Mehulbhai: HC next 14.09.2026; s.9 at Surat on 15.09 (Vyas saheb) - status quo still there.
""")
u("backlog/2026-08/Umiya PW1 cross 11.08.docx", "typed_note_docx", L, "2026-08-11", ["C01"], ["C01-H05"], """
Umiya Textiles v Navrang - Comm. Suit 214/2025 - 11.08.2026
PW1 Dineshbhai Kakadiya: affidavit in lieu of chief Exh. 34 filed as per time-table; 14 invoices Exh. 35/1 to 35/14.
Cross by Jain (part, 1 hr): questions on GSM and length; Dineshbhai firm - "koi complaint aavi j nathi".
Jain asked for originals of 3 challans - Vyas saheb: "bring originals next date".
Next date 08.09.2026 - remaining cross of PW1. Bharat Roadlines munim nu summons kadhavanu.
""")
u("backlog/2026-08/Kapadia 20.08.docx", "typed_note_docx", L, "2026-08-20", ["C05"], ["C05-H04"], """
Bharucha Family Trust v Jayshree Kapadia - Rent Suit 412/2023 - 20.08.2026
Challan of Rs. 38,400 (deposit of arrears) dated 18.08.2026 produced - Solanki ben satisfied; defence to be heard.
PW2 (plaintiff's engineer Kaizad Mistry) not present. Dastur sought time. Adjourned.
Next date: 15.10.2026.
""")
u("backlog/2026-09/notes 8 sept.txt", "typed_note_txt", L, "2026-09-08", ["C01"], ["C01-H06"], """
08/09/2026 Tue
Umiya v Navrang: PW1 cross concluded (Jain 40 min). Originals of challan 511/517/523 shown; Jain could not shake.
Summons to Bharat Roadlines (PW2 Ramesh Chaudhary) issued for next date. Time-table: PE by 30.09 - Vyas saheb
extended to next date since summons witness. ND 06/10/2026.
""")
u("backlog/2026-09/savani DRT 9-9.txt", "typed_note_txt", L, "2026-09-09", ["C04"], ["C04-H05"], """
9.9.2026 DRT-II Ahmedabad - Savani Weaving v Tapi Valley Bank (SA 311/26)
Rejoinder filed. I put OTS proposal Rs. 1.05 crore (1,05,00,000) incl. 10 lakh already deposited - Tiwari saheb asked
Thakkar to place it before the bank. Interim continues.
ND 28.10.2026. Rameshbhai happy - "saheb, looms chalu rakhva che".
""")
u("backlog/2026-12/correction savani ND.txt", "typed_note_txt", L, "2026-12-17", ["C04"], ["C04-H07"], """
17.12.26 - CORRECTION
Savani DRT - in yesterday's diary (16.12) I wrote ND 03.03.2027. WRONG. Krupa checked the DRT daily order: next date
is 03.02.2027 (Wed). Munshi register ma pan 03.02.2027 lakhvu.
""")
u("backlog/2027-01/Goyani 21-1-27.txt", "typed_note_txt", L, "2027-01-21", ["C03"], ["C03-H08"], """
21-1-27  Laxmi Creation v Imran - 9th Addl CJM
Further statement of accused recorded (s.351 BNSS). Defence: security cheque, goods on approval returned - no
documents. Accused wants to lead defence evidence, will examine himself. 143A amount (97,000) still not paid -
we will move for recovery under s.143A(5).  ND 25.02.2027.
""")
u("backlog/2027-01/HC s11 18 jan.docx", "typed_note_docx", L, "2027-01-18", ["C07"], ["C07-H05"], """
18 Jan 2027 - High Court, Court 11 - Mankad J - Dholakia v Bhanderi (s.11)
Originals of the deeds dated 11.04.2019 and 02.01.2023 produced. Part heard: my point - the 2023 deed is only a
retirement deed of one Vipul Bhanderi and says "other terms of the 2019 deed remain unchanged" (clause 9), so
clause 21 (arbitration) survives. Nanavati to reply.  Next: 08.03.2027.
""")
u("backlog/2027-03/week plan 15-20 March.docx", "typed_note_docx", L, "2027-03-13", ["C01", "C02", "C03", "C04", "C05", "C07"], [], """
WEEK PLAN  15 - 20 March 2027 (Bhavesh)
Mon 15   Savani - 25% OTS (29.5 lakh) bank ma bharya ke? Rameshbhai ne phone. Receipt lai levi.
Tue 16   Umiya - reply to Jain's written args draft (if filed).
Wed 17   Kapadia - prepare re-exam points for DW1; Dastur cross continues on 25.03.
Thu 18   Laxmi Creation - cross of accused (DW1) - questions ready; 143A(5) application.
Fri 19   Comm Ct: Shivam Gems s.9 + 9th Addl CJM: Laxmi Creation (Krupa to go to CJM first).
Next week: 23.03 Umiya args (Jain) / 24.03 DRT Savani compliance / 25.03 Kapadia / 26.03 HC orders Dholakia.
""")

# ---------------- WhatsApp exports
u("backlog/2026-06/WhatsApp Chat - Krupa Patel Jr.txt", "whatsapp_export", J, "2026-06-18", ["C03", "C04"], ["C03-H02", "C04-H02", "C04-H03", "C03-H03"], """
[16/04/26, 12:41:07 PM] Krupa Patel Jr: Sir Laxmi Creation v Imran ma accused gerhajar. Parmar saheb ae BW kadhyu Rs. 5,000 nu, Malegaon police through
[16/04/26, 12:41:40 PM] Krupa Patel Jr: ND 18/06/2026
[16/04/26, 12:55:02 PM] Bhavesh Desai: ok. Rajubhai ne kehje
[22/04/26, 3:18:25 PM] Krupa Patel Jr: Sir DRT Savani - 10 lakh nu DD jama thai gayu e record par lidhu. Bank nu reply haju nathi aavyu, Thakkar sir ae time mangyo
[22/04/26, 3:18:51 PM] Krupa Patel Jr: Interim continued. ND 10.06.2026
[22/04/26, 3:30:12 PM] Bhavesh Desai: 👍
[10/06/26, 4:02:44 PM] Krupa Patel Jr: Sir DRT - bank ae reply file karyu. Kahe che 13(2) notice 09.10.2025 e serve thai hati ane 13(3A) no javab aapyo hato. Rejoinder aapde aapvanu
[10/06/26, 4:03:10 PM] Krupa Patel Jr: ND 29/07/2026
[18/06/26, 1:15:37 PM] Krupa Patel Jr: Sir Imran aaje aavyo, Pathan sir sathe. Bail thai gayo (BW cancel), plea recorded - not guilty
[18/06/26, 1:16:02 PM] Krupa Patel Jr: ND 23.07.2026 CW1 affidavit mate + 143A ni application aapde aapi didhi
[18/06/26, 1:20:44 PM] Bhavesh Desai: Good. Rajubhai nu affidavit taiyar che
""")
u("backlog/2027-02/WhatsApp Chat - Krupa Patel Jr (2).txt", "whatsapp_export", J, "2027-02-25", ["C03", "C04"], ["C03-H07", "C04-H08", "C03-H09"], """
[03/12/26, 11:52:10 AM] Krupa Patel Jr: Sir Laxmi Creation - CW1 Rajubhai ni cross puri thai. CE closed
[03/12/26, 11:52:48 AM] Krupa Patel Jr: 143A na 97k haju deposit nathi karya. ND 21.01.2027
[03/12/26, 12:10:03 PM] Bhavesh Desai: note kar, 143A(5) ni application banavie
[03/02/27, 2:47:31 PM] Krupa Patel Jr: Sir DRT Savani!! Bank ni letter - board ae OTS 1.18 cr accept karyu in principle. 25% 15.03.2027 sudhi, baaki 6 hapta
[03/02/27, 2:48:05 PM] Krupa Patel Jr: ND 24.03.2027 compliance mate
[03/02/27, 2:55:40 PM] Bhavesh Desai: superb. Rameshbhai ne hu phone karu chu
[25/02/27, 1:05:19 PM] Krupa Patel Jr: Sir Laxmi Creation - DE ma accused ae potani jubani mate time mangyo. Pathan sir kahe "next time definitely"
[25/02/27, 1:05:44 PM] Krupa Patel Jr: ND 19.03.2027
[25/02/27, 1:06:30 PM] Bhavesh Desai: ok, 19 march Comm Ct pan che (Shivam), tu CJM ma pehla jaje
""")
u("backlog/2026-09/WhatsApp Chat with Dineshbhai Umiya.txt", "whatsapp_export", "Dineshbhai Kakadiya (client)", "2026-09-03", ["C01", "C08"], ["C01-H04", "C08-H03", "C08-H04"], """
14/07/26, 6:10 pm - Bhavesh Desai: Dineshbhai, Navrang case ma aaje issues frame thaya, 6 issues. Time-table: tamaru affidavit 11.08 sudhi. Aavta week office aavjo
14/07/26, 6:22 pm - Dineshbhai Umiya: Ok saheb. Ambika valo case?
14/07/26, 6:25 pm - Bhavesh Desai: Ambika ma 2/7 e 2 hapta report karya, baaki 2 hapta 31.7 ane 31.8 sudhi. Next 3 Sept
31/08/26, 8:02 pm - Dineshbhai Umiya: Saheb chhello hapto 65,000 RTGS karyo aaje. Screenshot moklu
31/08/26, 8:03 pm - Dineshbhai Umiya: <Media omitted>
03/09/26, 1:34 pm - Bhavesh Desai: Ambika case compounded aaje, tame acquitted. Case puro 👍
03/09/26, 1:40 pm - Dineshbhai Umiya: Jai Shree Krishna saheb 🙏
""")
u("backlog/2026-10/WhatsApp Chat with Rameshbhai Savani.txt", "whatsapp_export", "Rameshbhai Savani (client)", "2026-10-28", ["C04"], ["C04-H06"], """
28/10/26, 5:41 pm - Bhavesh Desai: Rameshbhai, DRT ma aaje bank ae OTS 1.05 cr rejected kahyu. Arguments part heard. ND 16.12.2026
28/10/26, 5:45 pm - Rameshbhai Savani: Saheb shed jase to 24 loom ane 40 karigar rasta par. Su karvu
28/10/26, 5:50 pm - Bhavesh Desai: Interim chalu che, physical possession nahi le. Diwali pachhi malo, revised figure nakki karie
28/10/26, 6:02 pm - Rameshbhai Savani: Ok. 1.15 sudhi try karu
""")

# ---------------- a cause list with other people's cases
u("backlog/2027-02/causelist 9th addl cjm 25022027.pdf", "cause_list_pdf", "NI Act Courts, Surat (e-Courts cause list)", "2027-02-25", ["C03"], ["C03-H09"], """
DISTRICT COURT, SURAT - CAUSE LIST   Court: 9th Addl. Chief Judicial Magistrate (N.I. Act), Surat
Judge: Shri K. J. Parmar                                   Date: 25-02-2027 (Thursday)
Sr  Case No.           Parties                                          Stage
1   Cri.C. 4412/2024   Vardhman Fabrics vs Rakesh Bhalala               Evidence
2   Cri.C. 18820/2025  Ashapura Silk Mills vs Nitin Sojitra             Plea
3   Cri.C. 23417/2025  Laxmi Creation vs Imran Shaikh                   Defence Evidence   (Adv. B.N. Desai / S. Pathan)
4   Cri.C. 1109/2026   Radhe Krishna Creation vs Altaf Memon            Summons
5   Cri.C. 2765/2026   Sai Yarn Traders vs Hiteshbhai Ghevariya         Warrant
6   Cri.C. 3391/2026   Om Jari Works vs Bhavna Jariwala                 Further statement
7   Cri.C. 5020/2026   Maruti Emb. vs Dipak Vekariya                    Argument
""")
