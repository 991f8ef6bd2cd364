"""The uploads of the Tura practice: what Adv. Jengchang R. Marak, his junior Silchi and the muhuri Dilip kept."""

L, J, K = "Jengchang R. Marak", "Silchi Ch. Momin", "Dilip Kr. Saha (muhuri)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2024-11/deed of sale Bolsan Agarwal Chidaogre.pdf", "document_scan", "Sub-Registrar, Tura", "2024-11-22", ["C01"], [], """
DEED OF SALE
This deed of sale is made on this 22nd day of November 2024 at Tura between Shri Bolsan Ch. Marak s/o Late Rengchi
Ch. Marak, r/o Chidaogre, Rongram (Vendor) and Shri Ratan Kumar Agarwal s/o Shri Mohanlal Agarwal, r/o Dobasipara,
Tura (Purchaser). The vendor sells a plot measuring 2.40 acres at Chidaogre, by the side of the Tura-Dalu road, for
a consideration of Rs. 9,00,000/- (Rupees nine lakh) only, received in full.
The vendor declares that the land is his own and free from all encumbrances.
Registered as Document No. 1187 of 2024, Book I, Office of the Sub-Registrar, Tura.
(No permission of the Deputy Commissioner under the Meghalaya Transfer of Land (Regulation) Act, 1971 is annexed.)
""")
u("backlog/2025-10/plaint CS 14 of 2025 Chidaogre akhing.pdf", "document_scan", L, "2025-10-27", ["C01"], [], """
IN THE DISTRICT COUNCIL COURT, GARO HILLS AUTONOMOUS DISTRICT COUNCIL, TURA
Civil Suit No. 14 of 2025 (Land)
1. Smt. Gitchi Ch. Marak, w/o Shri Salgra N. Sangma       2. Shri Salgra N. Sangma, A·king Nokma of Chidaogre
                                                           ... Plaintiffs
        Versus
1. Shri Bolsan Ch. Marak, Chidaogre     2. Shri Ratan Kumar Agarwal, Dobasipara, Tura    ... Defendants
PLAINT
1. Plaintiff No. 1 is the nokna of the Chidaogre a·king of the Marak (Chidao) mahari and plaintiff No. 2, her husband,
is the A·king Nokma holding the a·king on behalf of the mahari according to Garo customary law.
2. Defendant No. 1, a member of the mahari, had only a right to cultivate (jhum) a portion. He has no right to sell.
3. By a deed dated 22.11.2024 he sold 2.40 acres of the a·king land to defendant No. 2, a non-tribal, for
Rs. 9,00,000 without the consent of the nokma or the mahari and without the permission required under the
Meghalaya Transfer of Land (Regulation) Act, 1971.
PRAYER: declare the sale void; permanent injunction restraining defendant No. 2 from constructing on the land.
Valuation: Rs. 9,00,000. Court fee paid as per the schedule of the District Council Court.
Advocate for the plaintiffs: J. R. Marak
""")
u("backlog/2026-04/Nokma certificate Chidaogre akhing GHADC.pdf", "document_scan", "Revenue Department, GHADC, Tura", "2026-04-20", ["C01"], [], """
GARO HILLS AUTONOMOUS DISTRICT COUNCIL :: REVENUE DEPARTMENT :: TURA
No. GHADC/REV/NC/311/2026                                   Dated Tura, the 20th April, 2026
CERTIFICATE
Certified that Shri Salgra N. Sangma is the A·king Nokma of Chidaogre A·king under Rongram Elaka, having married
Smt. Gitchi Ch. Marak, the nokna of the said a·king, and is recorded as such in the A·king register of this
Department. The a·king has not been partitioned and no permission for sale of any part of it has been issued.
                                                    Chief Executive Member / Revenue Officer, GHADC
""")
u("backlog/2026-03/WS Pilsrang CS 31-2025.pdf", "document_scan", "Smt. Rosemary N. Sangma, Advocate", "2026-03-05", ["C02"], [], """
IN THE DISTRICT COUNCIL COURT, GHADC, TURA       Civil Suit No. 31 of 2025 (Inheritance)
Jinjilla D. Shira ... Plaintiff  vs  Pilsrang M. Sangma ... Defendant
WRITTEN STATEMENT OF THE DEFENDANT
1. The defendant was married to late Dimsi D. Shira in 1994 and built the house at Chandmari with his own earnings
as a PWD work-charged driver. The house is his self-acquired property.
2. The plaintiff was never chosen nokna at any sitting of the mahari; the so-called sitting of 02.09.2025 was
called without notice to the defendant.
3. The defendant's second marriage in 2025 does not take away his right to the house he built.
                                                               Defendant, through counsel
""")
u("backlog/2025-08/FIR Tura PS 211(08)2025.pdf", "document_scan", "Tura Police Station", "2025-08-17", ["C03"], [], """
MEGHALAYA POLICE - FIRST INFORMATION REPORT
District: West Garo Hills   P.S.: Tura   Case No.: 211(08)2025   Date: 17.08.2025
Sections: 109(1) BNS
Complainant: Shri Tengsrang G. Momin, Ringrey, Tura
Brief: On 16.08.2025 at about 10.30 PM near Tura Super Market, Rakkam A. Sangma @ Bobby of Ringrey quarrelled with
the complainant over a parking place and stabbed him on the left arm with a knife, saying he would kill him.
The complainant was taken to Tura Civil Hospital.        O/C Tura PS
""")
u("backlog/2025-08/IMG_20250817_093012.jpg", "document_photo", "Tura Civil Hospital", "2025-08-17", ["C03"], [], """
TURA CIVIL HOSPITAL - INJURY REPORT
Name: Tengsrang G. Momin   Age 29 M   Brought by: SI, Tura PS   Date/Time: 16.08.2025, 11.05 PM
Injury: incised wound 4 cm x 1 cm x 0.5 cm over left forearm. Smell of alcohol present.
Nature: simple. Weapon: sharp.          Medical Officer (Casualty)
""")
u("backlog/2025-08/WhatsApp Image 2025-08-12 at 16.22.41.jpeg", "document_photo", "Meghalaya Rural Bank, Tura", "2025-08-12", ["C04"], [], """
MEGHALAYA RURAL BANK - TURA BRANCH
CHEQUE RETURN MEMO    Date: 12.08.2025
Cheque No. 082431 dated 05.08.2025 for Rs. 2,85,000/- drawn by Chengrak M. Sangma on SB A/c 3021xxxxxx,
presented by Maa Tara Traders through SBI Tura - RETURNED. Reason: Funds insufficient.
                                         Branch Manager
""")
u("backlog/2025-08/legal notice Chengrak 138.docx", "typed_note_docx", L, "2025-08-20", ["C04"], [], """
J. R. MARAK, Advocate, Chamber No. 9, District Court Complex, Hawakhana, Tura
Regd. A/D                                                            Dated 20.08.2025
To Shri Chengrak M. Sangma, Government Contractor, Rengchangre, Tura
Sub: Notice u/s 138 of the Negotiable Instruments Act, 1881
On the instructions of my client Maa Tara Traders, Tura Bazar, through its proprietor Shri Subhash Poddar: you
took cement and rods on credit for your PWD work at Rongkhon, and for the balance issued cheque No. 082431 dated
05.08.2025 for Rs. 2,85,000 on Meghalaya Rural Bank, Tura, which was returned for funds insufficient on 12.08.2025.
You are called upon to pay Rs. 2,85,000 within 15 days of receipt of this notice.
                                                                     Advocate
""")
u("backlog/2025-12/PM report Brisan R Marak.pdf", "document_scan", "Tura Civil Hospital", "2025-11-29", ["C08"], [], """
TURA CIVIL HOSPITAL, WEST GARO HILLS - POST MORTEM EXAMINATION REPORT No. 214/2025   Date: 29.11.2025
Deceased: Brisan R. Marak, 41 yrs, male, r/o Dalu. Brought by ASI, Dalu PS (Dalu PS UD/ Case No. 96(11)2025).
History: passenger in a Tata Sumo which fell off the road near Rongram bridge on the Tura-Dalu road on 28.11.2025.
Cause of death: head injury with fracture of skull, ante-mortem.
""")
u("backlog/2026-01/IMG_20260110_120455.jpg", "document_photo", "United India Insurance Co. Ltd., Tura", "2026-01-10", ["C08"], [], """
UNITED INDIA INSURANCE CO. LTD. - Tura Branch    Motor Package Policy (Commercial vehicle - taxi)
Vehicle: Tata Sumo Gold, ML-08-xxxx   Insured: Md. Jahirul Islam, Garobadha   Seating capacity: 9 + 1
Period: 14.03.2025 to 13.03.2026
(note in pen on the photo: permit valid only till 30.09.2025 - see DTO letter)
""")

# ---------------- C01 Chidaogre a·king suit (DC Court)
u("backlog/2026-01/20260114_163005.jpg", "handwritten_note_photo", L, "2026-01-14", ["C01"], ["C01-H01"], """
14/1/26  DC Court (GHADC) - Bonjit sir
CS 14/25 Chidaogre a·king - Gitchi & Salgra v. Bolsan & Agarwal
Both D's appeared. Tengsak for Bolsan, Biswajit Dey for Agarwal. Time for WS.
Status quo on the 2.40 acre plot - no construction. Salgra nokma happy, mitela mitela.
ND 18/2/26
""")
u("backlog/2026-03/DCC 25.3.26 akhing suit.docx", "typed_note_docx", L, "2026-03-25", ["C01"], ["C01-H03"], """
25.03.2026 - District Council Court, GHADC - Civil Suit No. 14 of 2025 (Land) - Chidaogre a·king
WS of D2 (Agarwal) finally filed - says he is a bona fide purchaser, paid Rs. 9 lakh, registered deed.
Bonjit sir asked first for the a·king sketch map and the Nokma certificate from GHADC Revenue - "without the
certificate how do I know who is nokma". Told Salgra to get it from the Revenue Dept.
Also asked whether the Chidao mahari ever sat on the sale - mahari elders to be produced.
ND 06.05.2026 for issues.
""")
u("backlog/2026-05/CS 14-2025 order 06.05.2026.pdf", "certified_order_sheet_scan", "District Council Court, GHADC, Tura", "2026-05-08", ["C01"], ["C01-H04"], """
IN THE DISTRICT COUNCIL COURT, GARO HILLS AUTONOMOUS DISTRICT COUNCIL, TURA
Civil Suit No. 14 of 2025 (Land)
Smt. Gitchi Ch. Marak & Anr. ... Plaintiffs   vs   Shri Bolsan Ch. Marak & Anr. ... Defendants
ORDER SHEET
06.05.2026  Both sides present through counsel. Nokma certificate dated 20.04.2026 filed by the plaintiffs.
            From the pleadings the following issues are framed:
            1. Whether the suit land is part of the Chidaogre a·king held by the plaintiffs under Garo customary law?
            2. Whether defendant No. 1 had any right to sell the suit land without the consent of the nokma and mahari?
            3. Whether the sale deed dated 22.11.2024 is void?
            4. Whether defendant No. 2 is a bona fide purchaser?
            5. Whether the plaintiffs are entitled to the reliefs claimed?
            Plaintiffs' evidence on 17.06.2026. Interim status quo to continue.
                                                    Sd/- Judicial Officer, District Council Court, Tura
""")
u("backlog/2026-06/salgra PW1 17.6.txt", "typed_note_txt", L, "2026-06-17", ["C01"], ["C01-H05"], """
17.6.26 wed  DCC - a·king suit
PW1 Salgra examined - nokma since 2003 when he married Gitchi. Proved Nokma certificate Ext.1, sale deed Ext.2.
Tengsak cross (part): put to him that a·king belongs to whole mahari not to nokna - Salgra said "nokna holds for
the mahari, nokma manages, nobody sells without the mahari sitting". Good answer.
Biswajit Dey's cross remains. ND 5.8.26
""")
u("backlog/2026-09/Rengsan PW2 16-09-2026.docx", "typed_note_docx", L, "2026-09-16", ["C01"], ["C01-H07"], """
16.09.2026  DC Court - CS 14/2025 Chidaogre a·king
PW1 cross by Biswajit Dey completed - only on the registered deed; Salgra held firm: no mahari sitting, no DC permission.
PW2 Rengsan Ch. Marak (72), mahari elder of the Chidao mahari, examined:
 - the Chidaogre a·king was never partitioned; Bolsan only had a jhum plot for his use
 - no sitting of the mahari ever agreed to the sale; he came to know only when the godown work started
Cross by Tengsak: old man, hearing weak, but did not break. Bonjit sir recorded in Garo and English.
ND 11.11.26 - Laskar's report.
""")
u("backlog/2026-11/Laskar report Chidaogre.pdf", "document_scan", "Laskar, Rongram Elaka (GHADC)", "2026-11-02", ["C01"], [], """
REPORT OF LOCAL INSPECTION - Civil Suit No. 14 of 2025 (Land), District Council Court, Tura
Inspected the suit land at Chidaogre on 29.10.2026 in presence of both parties.
Found: an RCC godown of about 60 ft x 40 ft built on the plot by the side of the Tura-Dalu road, with a board
"Agarwal Cement & Hardware Store". Rest of the 2.40 acres fenced. Neighbouring villagers say the godown roof was put
after the order of status quo. Sketch map enclosed.          Laskar, Rongram Elaka
""")
u("backlog/2026-11/IMG_20261111_155930.jpg", "handwritten_note_photo", L, "2026-11-11", ["C01"], ["C01-H08"], """
11.11.26  DCC Bonjit sir
a·king suit - Laskar report read: RCC godown on the plot, roof AFTER status quo!
Bonjit sir: "noted, will be considered". PW closed by us.
DW - Bolsan to come. ND 9.12.26
(Wangala just over - court half empty)
""")

# ---------------- C02 Jinji nokna suit (DC Court)
u("backlog/2026-01/jinji 22 jan.txt", "typed_note_txt", L, "2026-01-22", ["C02"], ["C02-H01"], """
22.01.26 thu - DC Court - CS 31/2025 Jinjilla v. Pilsrang
Pilsrang appeared with Rosemary Sangma. Bonjit sir before anything: "this is a family matter - let the Shira
mahari sit first". Parties to go to the mahari and report.
Jinji's chra Nikseng to call the sitting at Chandmari. ND 5.3.26
""")
u("backlog/2026-03/IMG_20260305_170211.jpg", "handwritten_note_photo", L, "2026-03-05", ["C02"], ["C02-H02"], """
5/3/26 DCC
Jinji case - mahari sat on 21/2 but Pilsrang did not come. Report filed by Nikseng.
WS filed by Rosemary - says house is his self-acquired (PWD driver).
ND 16/4 - issues + PW1
""")
u("backlog/2026-04/Jinjilla PW1 16.4.docx", "typed_note_docx", L, "2026-04-16", ["C02"], ["C02-H03"], """
16.04.2026  DC Court, GHADC - CS 31/2025 (Inheritance) Jinjilla D. Shira v. Pilsrang M. Sangma
Issues framed (3): whether plaintiff is the nokna; whether the house is ancestral property of late Dimsi's mahari;
whether defendant lost his right by remarrying outside the mahari (akim broken).
PW1 Jinjilla examined and cross-examined the same day. She said: youngest daughter, chosen nokna at the mahari
sitting of 02.09.2025, looked after Ama till death. In cross admitted that Apa paid for the tin roof in 2012.
ND 11.06.2026 - PW2 (chra).
""")

# ---------------- C03 Bobby sessions case
u("backlog/2026-02/bobby 24.2.txt", "typed_note_txt", L, "2026-02-24", ["C03"], ["C03-H02"], """
24/2/26  Sessions - SC 19/2025 State v. Bobby
PW1 Tengsrang (injured) did not come. Kamal Sangma PP: summons not served, he shifted to Araimile.
Nongrum sir: fresh summons through the SP, West Garo Hills. Bobby still in jail - HC bail to be filed.
ND 24/3/26
""")
u("backlog/2026-03/SC 19-2025 PW1 cross 24.03.2026.docx", "typed_note_docx", L, "2026-03-24", ["C03"], ["C03-H03"], """
24.03.2026 - Sessions Case No. 19 of 2025 - State vs Rakkam A. Sangma @ Bobby - Nongrum sir
PW1 Tengsrang G. Momin examined in chief - says Bobby stabbed him with a knife after a quarrel over parking.
I asked to defer cross (papers of the hospital not with me) - Nongrum sir refused: "witness is present, cross
today itself". Cross done the same day.
In cross PW1 admitted: he had drinks that evening with friends; the place was dark (street light not working);
he did not see the knife clearly, "felt something sharp"; 5-6 boys were there.
ND 05.05.2026 - PW2.
""")
u("backlog/2026-05/IMG_4820.HEIC", "handwritten_note_photo", L, "2026-05-05", ["C03"], ["C03-H04"], """
5.5.26  SJ Tura
Bobby present (on bail now - HC order 15/4)
PW2 Sengbath Ch. Marak (friend of PW1) - chief & cross same day, Nongrum sir again no deferment.
PW2 says Bobby had a "dao" - PW1 said knife! Contradiction noted. Did not see the actual blow - was parking bike.
ND 9.6.26 PW3 doctor
""")
u("backlog/2026-07/doctor PW3 21 july.txt", "typed_note_txt", L, "2026-07-21", ["C03"], ["C03-H06"], """
21.07.2026 tue  SC 19/2025 Bobby - PW3 Dr. Anita Ch. Sangma, Tura Civil Hospital
Proved injury report: incised wound 4 cm on left forearm, SIMPLE in nature. Smell of alcohol.
Cross: injury not on a vital part; could be caused by a fall on a sharp object / broken glass - "possible".
This helps - at most 118 BNS, not 109. ND 25.8.26 seizure witness.
""")
u("backlog/2026-08/SC 19 of 2025 order 25.08.2026.pdf", "certified_order_sheet_scan", "District & Sessions Judge, West Garo Hills, Tura", "2026-08-27", ["C03"], ["C03-H07"], """
IN THE COURT OF THE DISTRICT & SESSIONS JUDGE :: WEST GARO HILLS :: TURA
Sessions Case No. 19 of 2025  (arising out of Tura PS Case No. 211(08)2025 u/s 109(1) BNS)
State of Meghalaya  vs  Rakkam A. Sangma @ Bobby
25.08.2026  Accused present on bail. Ld. PP present. Ld. defence counsel Shri J. R. Marak present.
            PW4 Md. Rafiqul Islam, shopkeeper and witness to the seizure list, examined. The witness did not support
            the prosecution and stated that he signed the seizure list at the police station and did not see any
            knife recovered. On the prayer of the Ld. PP he is declared hostile and cross-examined by the prosecution.
            Cross-examined by the defence. Discharged.
            Fix 06.10.2026 for the evidence of the I.O.
                                                       Sd/- D. R. Nongrum, District & Sessions Judge
""")
u("backlog/2026-10/20261008_183015.jpg", "handwritten_note_photo", L, "2026-10-08", ["C03", "C05"], ["C03-H08", "C05-H06"], """
week 5-9 Oct
Tue 6/10 SJ - Bobby: IO SI Dipankar Das absent - transferred to Williamnagar. PP time. Nongrum sir: SP to produce
the IO on next date. ND 17/11.
Thu 8/10 ADC court - 164 case (Agarwal v. Salgra): ORDER - proceeding kept in abeyance till DC Court decides the
a·king suit; status quo continues; police to patrol. Biswajit Dey not happy. ND 28/1/27 to report DCC stage.
""")
u("backlog/2026-11/IO cross Bobby 17.11.26.docx", "typed_note_docx", L, "2026-11-17", ["C03"], ["C03-H09"], """
17.11.2026 - SC 19/2025 State v. Bobby - PW5 I.O. SI Dipankar Das (came from Williamnagar)
Chief: investigation, seizure of knife at Bobby's house on 17.08.2025, charge-sheet.
Cross (me):
- no independent witness from the locality at the seizure; Rafiqul signed at PS (he admits "I called him")
- knife NOT sent to FSL; no blood test; no fingerprints
- CCTV of Super Market not collected
- did not record the statement of the other 5-6 boys present
PE closed. ND 12.1.2027 for statement of accused u/s 351 BNSS.
""")
u("backlog/2027-01/bobby 351 12.1.27.txt", "typed_note_txt", L, "2027-01-12", ["C03"], ["C03-H10"], """
12/1/27  SJ Tura - Bobby
Statement of accused u/s 351 BNSS recorded - denied all, says false case, the quarrel was between others.
Filed DW list: DW1 Nerila (mother) - no, drop; DW1 Jonathan Ch. Sangma (was at the spot).
ND 16.02.2027 for defence evidence.
""")

# ---------------- C04 Poddar cheque case (JMFC)
u("backlog/2026-08/CW1 cross Maa Tara 11-08-26.docx", "typed_note_docx", L, "2026-08-11", ["C04"], ["C04-H06"], """
11.08.2026  JMFC Tura (Syiem madam) - C.R. 64/2025 NI Act - Maa Tara Traders v. Chengrak M. Sangma
CW1 Subhash Poddar cross-examined by Arbinstar Momin:
- admitted the ledger is kept in Bengali, no GST bill for some supplies
- denied that the cheque was a blank security cheque; said "Chengrak himself wrote the amount in my shop"
- supplies of cement and TMT rods from Jan to July 2025 for the Rongkhon PWD work
ND 22.09.2026 - CW2 bank.
""")
u("backlog/2026-09/CR 64-2025 order 22.09.2026.pdf", "certified_order_sheet_scan", "Judicial Magistrate First Class, Tura", "2026-09-24", ["C04"], ["C04-H07"], """
IN THE COURT OF THE JUDICIAL MAGISTRATE FIRST CLASS :: TURA :: WEST GARO HILLS
C.R. Case No. 64 of 2025 (NI Act)        Maa Tara Traders  vs  Chengrak M. Sangma
22.09.2026  Complainant present with Ld. counsel. Accused present with Ld. counsel Shri A. Ch. Momin.
            CW2 Smt. Dilsi R. Marak, Branch Manager, Meghalaya Rural Bank, Tura examined; proved the return memo
            dated 12.08.2025 (funds insufficient) and the account statement. Cross-examined. Discharged.
            Complainant's evidence closed. Fix 03.11.2026 for examination of the accused u/s 351 BNSS.
                                                       Sd/- B. Syiem, JMFC, Tura
""")
u("backlog/2026-12/poddar 8 dec 351.txt", "typed_note_txt", L, "2026-12-08", ["C04"], ["C04-H09"], """
8.12.26 tue  JMFC - Maa Tara cheque case
Chengrak came at last. 351 BNSS statement recorded. His defence (Arbinstar put it): cheque was given as security in
Jan 2025 for cement supply, blank, amount filled by Subhash; says he already paid Rs. 1,20,000 in cash.
Wants DW - his munshi Tapan. Syiem madam allowed one DW only.
ND 19.01.2027 for defence evidence.
""")

# ---------------- C05 Rongram 164 case (ADC)
u("backlog/2026-03/MC 22-2026 ADC order 12.03.2026.pdf", "certified_order_sheet_scan", "Additional Deputy Commissioner (Executive Magistrate), Tura", "2026-03-13", ["C05"], ["C05-H01"], """
IN THE COURT OF THE ADDITIONAL DEPUTY COMMISSIONER (EXECUTIVE MAGISTRATE) :: WEST GARO HILLS :: TURA
Misc. Case No. 22 of 2026 (u/s 164 BNSS)      Shri Ratan Kr. Agarwal ... 1st Party  vs  Shri Salgra N. Sangma & 3 Ors. ... 2nd Party
12.03.2026  Perused the report of the O/C Rongram PS dated 27.02.2026 that a dispute over the plot at Chidaogre by
            the Tura-Dalu road is likely to cause a breach of the peace. Satisfied, an order u/s 164(1) BNSS is
            passed. Both parties to put in written statements of their claims as to actual possession.
            O/C Rongram PS to submit a detailed report. Status quo as to possession meanwhile.
            Fix 09.04.2026.
                                                       Sd/- Additional Deputy Commissioner, Tura
""")
u("backlog/2026-04/20260409_155802.jpg", "handwritten_note_photo", L, "2026-04-09", ["C05"], ["C05-H02"], """
9/4/26 ADC court (DC office 2nd floor)
164 case - WS of 2nd party (Salgra & 3) filed - possession of a·king through nokma since 2003, jhum by Bolsan only.
Police report not yet - OC Rongram on law & order duty.
ND 14/5
""")
u("backlog/2026-05/Rongram PS report 164.pdf", "document_scan", "O/C Rongram Police Station", "2026-05-12", ["C05"], [], """
To The Additional Deputy Commissioner (Executive Magistrate), Tura
Sub: Report in Misc. Case No. 22/2026 u/s 164 BNSS
Sir, on enquiry it is found that the 1st party Ratan Kr. Agarwal has built a godown on the plot and is in
possession of the godown portion, while the remaining fenced land is claimed by the 2nd party as a·king land.
Villagers of Chidaogre under their nokma are opposed to the construction. There is tension in the village.
                                                    O/C Rongram PS, 12.05.2026
""")
u("backlog/2026-05/ADC 14 may.txt", "typed_note_txt", L, "2026-05-14", ["C05"], ["C05-H03"], """
14 May 26 - ADC, Tura - MC 22/2026 (164)
Police report of OC Rongram filed - godown is with Agarwal, rest fenced - tension. Copy taken.
I pointed out CS 14/2025 pending in the DC Court with a status quo order since Jan - parallel proceeding should go.
ADC: put it in writing. ND 2.7.26
""")
u("backlog/2026-07/ADC court 2.7.26.docx", "typed_note_docx", L, "2026-07-02", ["C05"], ["C05-H04"], """
02.07.2026 - ADC (Executive Magistrate), Tura - Misc. Case 22/2026 u/s 164 BNSS
Filed written argument: civil court (DC Court) seized of the same land, status quo order there - 164 proceeding
cannot run parallel.
Biswajit Dey for Agarwal asked time, saying talks of settlement with the nokma are going on (NOT true - Salgra
says no talks). ADC gave time. ND 13.08.2026.
""")

# ---------------- C06 Chimchi teacher writ (HC Tura sitting)
u("backlog/2026-03/WPC 88 admission 18.3.docx", "typed_note_docx", L, "2026-03-18", ["C06"], ["C06-H01"], """
18.03.2026 - High Court of Meghalaya, Tura sitting - Nongbri J - WP(C) No. 88 of 2026 Chimchi K. Marak v. State
Admitted. Notice. Ms. Kharkongor, Addl. Sr. GA accepted notice for the State respondents.
Affidavit-in-opposition in 4 weeks. Salary not paid since April 2023 - argued she teaches daily, 61 children.
ND 13.05.2026 (next Tura sitting).
""")
u("backlog/2026-05/chimchi 13 may HC.txt", "typed_note_txt", L, "2026-05-13", ["C06"], ["C06-H02"], """
13/5/26 HC Tura sitting - Chimchi writ
No affidavit. Kharkongor: instructions awaited from the DSEO Tura. Nongbri J: 2 weeks, "file it or the DSEO
comes in person". ND 24.6.26
""")
u("backlog/2026-06/WP(C) 88-2026 order 24.06.2026.pdf", "certified_order_sheet_scan", "High Court of Meghalaya", "2026-06-26", ["C06"], ["C06-H03"], """
HIGH COURT OF MEGHALAYA AT SHILLONG (Sitting at Tura)
WP(C) No. 88 of 2026
Smt. Chimchi K. Marak ... Petitioner   vs   State of Meghalaya & 3 Ors. ... Respondents
Coram: Hon'ble Mr. Justice K. L. Nongbri, Judge
Appearance: For the Petitioner: Mr. J. R. Marak, Adv.   For the Respondents: Ms. A. Kharkongor, Addl. Sr. GA
Date of Order: 24.06.2026
:: ORDER (ORAL) ::
The affidavit-in-opposition is filed stating that the petitioner was not appointed against a sanctioned post.
The District School Education Officer, Tura is directed to produce the original file relating to the appointment of
2019 and the sanction of posts for Rongkhon Govt. L.P. School on the next date.
List on 09.09.2026.
                                                                             Judge
""")

# ---------------- C07 Bobby HC bail
u("backlog/2026-03/BA bobby 19.3.txt", "typed_note_txt", L, "2026-03-19", ["C07"], ["C07-H01"], """
19.3.26 HC Tura sitting - BA 23/2026 Bobby - Dkhar J
Notice. Syngkon Addl. PP: needs case diary. Dkhar J: "case diary first, then I hear".
Argued: in custody since 17.08.2025, injury simple, charge framed, trial on.
ND 8.4.26
""")
u("backlog/2026-04/HC Tura sitting April.docx", "typed_note_docx", L, "2026-04-15", ["C07"], ["C07-H02", "C07-H03"], """
HC Tura sitting - April 2026
Wed 08.04.26 - BA 23/2026 Bobby - case diary not received from Tura PS. Syngkon asked time. ND 15.04.26.
Wed 15.04.26 - BA 23/2026 - case diary produced. BAIL GRANTED. Bond Rs. 20,000 with one local surety to the
satisfaction of the Sessions Judge. Conditions: appear on every date; shall not contact Tengsrang or the
prosecution witnesses; not to leave West Garo Hills without permission.
Nerila (mother) to stand surety - her house patta at Ringrey.
""")
u("backlog/2026-04/BA 23-2026 order 15.04.2026.pdf", "certified_order_sheet_scan", "High Court of Meghalaya", "2026-04-16", ["C07"], ["C07-H03"], """
HIGH COURT OF MEGHALAYA AT SHILLONG (Sitting at Tura)
BA No. 23 of 2026      Shri Rakkam A. Sangma @ Bobby ... Petitioner   vs   State of Meghalaya ... Respondent
Coram: Hon'ble Ms. Justice S. Dkhar, Judge
Date of Order: 15.04.2026
:: ORDER (ORAL) ::
Heard. Perused the case diary. The petitioner is in custody since 17.08.2025; the charge-sheet is filed, the charge
framed, and the injury is opined to be simple. Without expressing any opinion on the merits, the petitioner is
enlarged on bail on furnishing a bond of Rs. 20,000/- with one surety of the like amount to the satisfaction of the
learned Sessions Judge, West Garo Hills, Tura, on condition that he shall appear on every date, shall not contact
the injured or the witnesses, and shall not leave the district without permission. The bail application is allowed
and disposed of.
                                                                             Judge
""")

# ---------------- C08 Pilchi MACT
u("backlog/2026-03/pilchi MACT 26.3.txt", "typed_note_txt", L, "2026-03-26", ["C08"], ["C08-H02"], """
26/3/26 MACT (Kharshiing madam) - Pilchi claim
Owner Jahirul Islam absent though served - ex parte likely. Insurer: Sujit Dey, sought time for WS. Granted.
Madam to Dey: "bring an offer also, this is a death case, widow with 2 children".
ND 7/5/26
""")
u("backlog/2026-05/MACT 17-2026 WS issues 7.5.docx", "typed_note_docx", L, "2026-05-07", ["C08"], ["C08-H03"], """
07.05.2026 - MACT, West Garo Hills - MACT Case No. 17 of 2026 - Pilchi D. Shira & 2 Ors. v. Md. Jahirul Islam & Anr.
Insurer's WS (Sujit Dey): (1) route permit of the Sumo expired on 30.09.2025; (2) vehicle overloaded - 14
passengers in a 9+1 seater; (3) driver Habibur Rahman's licence to be verified. Owner set ex parte.
Issues framed (4). Kharshiing madam again asked Dey about an offer - "no instructions".
ND 25.06.2026 for PW1.
""")
u("backlog/2026-06/IMG_20260625_152244.jpg", "handwritten_note_photo", L, "2026-06-25", ["C08"], ["C08-H04"], """
25/6/26 MACT
PW1 Pilchi - chief by affidavit, Ext: PMR, FIR, ration card.
Husband Brisan - carpenter (mistri), Rs. 18,000 p.m., 41 yrs. 2 children - Saljrang 12, Rikme 8.
Dey cross: no salary slip - she: daily work, contractor Walbakgre pays weekly.
ND 27/8 PW2 eyewitness
""")
u("backlog/2026-10/pilchi PW2 15.10.txt", "typed_note_txt", L, "2026-10-15", ["C08"], ["C08-H06"], """
15.10.26 thu - MACT - Pilchi
PW2 Jangsan Ch. Marak (co-passenger, survived) examined: Sumo had 14 people, driver was speeding on the turn near
Rongram bridge, talking on phone. Dey cross: "you also knew it was overloaded?" - "all Sumos carry like that".
Claimants' evidence closed. Insurer's evidence next.
ND 3.11.26
""")
u("backlog/2026-10/correction pilchi ND.txt", "typed_note_txt", L, "2026-10-16", ["C08"], [], """
16/10 - CORRECTION
Pilchi MACT note of yesterday says ND 3.11.26 - WRONG, that is the Poddar cheque date in JMFC.
Checked the MACT order sheet with the bench clerk: correct next date is 03.12.2026 (insurer's evidence).
Diary also corrected.
""")
u("backlog/2027-01/MACT 17-2026 order 14.01.2027.pdf", "certified_order_sheet_scan", "MACT, West Garo Hills, Tura", "2027-01-15", ["C08"], ["C08-H08"], """
IN THE COURT OF THE ADDL. DISTRICT & SESSIONS JUDGE-CUM-MEMBER, MOTOR ACCIDENT CLAIMS TRIBUNAL, WEST GARO HILLS, TURA
MACT Case No. 17 of 2026    Smt. Pilchi D. Shira & 2 Ors.  vs  Md. Jahirul Islam & Anr.
14.01.2027  Ld. counsel for the claimants present. Opposite party No. 1 ex parte. Ld. counsel Shri S. Dey for the
            insurer present. DW1 Shri Amitava Chakraborty, investigator of the insurer, examined and cross-examined.
            In cross he admitted that the DTO Tura verified the driving licence of the driver as genuine.
            On being asked by the Tribunal, the insurer has offered Rs. 14,00,000/- in full and final settlement,
            which the claimants have not accepted. Insurer's evidence closed. Fix 11.02.2027 for arguments.
                                                       Sd/- E. Kharshiing, Member, MACT
""")

# ---------------- the muhuri's register pages (Bengali script; figures in English)
u("backlog/2026-01/IMG-20260123-WA0002.jpg", "handwritten_note_photo", K, "2026-01-23", ["C03", "C02"], ["C03-H01", "C02-H01"], """
তারিখ রেজিস্টার — জানুয়ারি 2026
20.01.2026 (মঙ্গল) সেশন জজ — S.C. 19/2025 রাষ্ট্র বনাম রাক্কাম সাংমা (ববি)
    চার্জ গঠন হইল (109(1) BNS), আসামী দোষ অস্বীকার। পরবর্তী তারিখ 24.02.2026 — সাক্ষী
22.01.2026 (বৃহস্পতি) ডি.সি. কোর্ট — C.S. 31/2025 জিনজিল্লা বনাম পিলস্রাং
    মাহারি বসিবে, রিপোর্ট দিতে হইবে। পরবর্তী তারিখ 05.03.2026
— দিলীপ
""")
u("backlog/2026-02/IMG-20260220-WA0009.jpg", "handwritten_note_photo", K, "2026-02-20", ["C04", "C08", "C01"], ["C04-H01", "C08-H01", "C01-H02"], """
তারিখ রেজিস্টার — ফেব্রুয়ারি 2026
10.02.2026 JMFC — C.R. 64/2025 মা তারা ট্রেডার্স বনাম চেংরাক সাংমা
    আসামী হাজির নাই। BW 5,000 টাকা। পরবর্তী তারিখ 17.03.2026
12.02.2026 MACT — MACT 17/2026 পিলচি শিরা বনাম জাহিরুল ইসলাম
    দাবি 28,50,000 টাকা, রেজিস্ট্রি হইল, নোটিশ জারি। পরবর্তী তারিখ 26.03.2026
18.02.2026 ডি.সি. কোর্ট — C.S. 14/2025 চিদাওগ্রে আকিং (সালগ্রা নকমা)
    বলসানের WS জমা। আগরওয়ালের উকিল বিশ্বজিৎ দে সময় চাহিলেন — আপোষের কথা চলিতেছে বলিয়া। পরবর্তী তারিখ 25.03.2026
— দিলীপ
""")
u("backlog/2026-06/IMG-20260612-WA0014.jpg", "handwritten_note_photo", K, "2026-06-12", ["C04", "C03", "C02"], ["C04-H04", "C03-H05", "C02-H04"], """
তারিখ রেজিস্টার — জুন 2026
02.06.2026 JMFC — C.R. 64/2025 মা তারা
    মিডিয়েশন ফেল — চেংরাক 1,50,000 টাকা কিস্তিতে দিতে চায়, সুভাষবাবু রাজি নন। CW1 এফিডেভিট জমা। পরবর্তী তারিখ 07.07.2026
09.06.2026 সেশন — S.C. 19/2025 ববি
    PW3 ডাক্তার ছুটিতে, আসিলেন না। পি.পি. সময় চাহিলেন। পরবর্তী তারিখ 21.07.2026
11.06.2026 ডি.সি. কোর্ট — C.S. 31/2025 জিনজি
    PW2 Nikseng D. Shira (chra) সাক্ষী দিলেন। রোজমেরি ম্যাডাম আপোষের কথা বলিলেন। পরবর্তী তারিখ 20.08.2026
— দিলীপ
""")
u("backlog/2026-08/IMG-20260814-WA0003.jpg", "handwritten_note_photo", K, "2026-08-14", ["C01", "C04", "C05"], ["C01-H06", "C04-H06", "C05-H05"], """
তারিখ রেজিস্টার — আগস্ট 2026
05.08.2026 ডি.সি. কোর্ট — C.S. 14/2025 আকিং
    আগরওয়ালের উকিল অনুপস্থিত, 500 টাকা খরচ দিয়া সময়। পরবর্তী তারিখ 16.09.2026
11.08.2026 JMFC — C.R. 64/2025 মা তারা — CW1 সুভাষবাবুর জেরা হইল। পরবর্তী তারিখ 22.09.2026
13.08.2026 এ.ডি.সি. কোর্ট — Misc. 22/2026 (164) — শুনানি হইল, অর্ডার রিজার্ভ। পরবর্তী তারিখ 08.10.2026
— দিলীপ
""")
u("backlog/2026-12/IMG-20261211-WA0006.jpg", "handwritten_note_photo", K, "2026-12-11", ["C01", "C04", "C08"], ["C01-H09", "C04-H09", "C08-H07"], """
তারিখ রেজিস্টার — ডিসেম্বর 2026
03.12.2026 MACT — পিলচি — বীমা কোম্পানির সাক্ষী আসিলেন না। ম্যাডাম অফার চাহিলেন। পরবর্তী তারিখ 14.01.2027
08.12.2026 JMFC — মা তারা — আসামীর 351 বয়ান হইল। পরবর্তী তারিখ 19.01.2027 — DE
09.12.2026 ডি.সি. কোর্ট — আকিং — বলসান আসিলেন না। শেষ সুযোগ। পরবর্তী তারিখ 19.01.2027
— দিলীপ (ছুটি 24.12 হইতে 01.01)
""")

# ---------------- WhatsApp: the junior Silchi
u("backlog/2026-08/WhatsApp Chat with Silchi Jr.txt", "whatsapp_export", J, "2026-08-27", ["C04", "C08", "C01"], ["C04-H02", "C04-H03", "C04-H05", "C08-H05", "C01-H06"], """
17/03/2026, 12:40 - Silchi Jr: Sir Maa Tara case - Chengrak appeared today, bail done, BW recalled. Copies given. Arbinstar for him. ND 21/4
17/03/2026, 12:52 - Jengchang R. Marak: Oe good. Tell Subhash babu
21/04/2026, 13:15 - Silchi Jr: Sir plea done, not guilty. Defence "security cheque". Syiem madam referred to mediation, ND 2/6
21/04/2026, 13:16 - Jengchang R. Marak: Ok
07/07/2026, 11:58 - Silchi Jr: Sir Chengrak absent, Arbinstar filed exemption petition. Madam allowed but cost Rs 300 to complainant. CW1 cross not done 😕 ND 11/8
07/07/2026, 12:01 - Jengchang R. Marak: First exemption. note it
05/08/2026, 15:20 - Silchi Jr: Sir DCC a·king - Biswajit Dey absent, junior said he is in Shillong. Bonjit sir gave time but Rs 500 cost. ND 16/9
27/08/2026, 12:30 - Silchi Jr: Sir Pilchi MACT - PW2 Jangsan not came, he is in Guwahati for his wife's treatment. I took time 🙏 Madam gave, ND 15/10
27/08/2026, 12:31 - Jengchang R. Marak: Ok. Call him, tell him come 14th night itself
""")
u("backlog/2026-12/WhatsApp Chat with Silchi Jr (2).txt", "whatsapp_export", J, "2026-12-09", ["C04", "C08", "C01"], ["C04-H08", "C08-H07", "C01-H09"], """
03/11/2026, 12:10 - Silchi Jr: Sir Chengrak absent again - exemption petition, medical (Guwahati). Madam allowed, 351 not done. ND 8/12
03/11/2026, 12:12 - Jengchang R. Marak: Second exemption. Next time we oppose strongly
03/12/2026, 13:05 - Silchi Jr: Sir MACT - insurer's investigator Amitava Chakraborty not came. Dey took time. Kharshiing madam asked Dey "what is your offer?" - Dey said will get instructions. ND 14/1/27
03/12/2026, 13:06 - Jengchang R. Marak: Ok mitela
09/12/2026, 14:40 - Silchi Jr: Sir DCC - Bolsan did not come for DW1, Tengsak said he is sick at Rongram. Bonjit sir gave LAST CHANCE. ND 19/1/27
09/12/2026, 14:42 - Jengchang R. Marak: Oe. Tell Salgra nokma
""")

# ---------------- WhatsApp: clients
u("backlog/2026-12/WhatsApp Chat with Subhash Poddar Maa Tara.txt", "whatsapp_export", "Subhash Poddar", "2026-12-08", ["C04"], ["C04-H04", "C04-H09"], """
02/06/2026, 16:10 - Subhash Poddar Maa Tara: Dada mediation e ki holo? Ami to bolechi 1,50,000 installment e nebo na
02/06/2026, 16:25 - Jengchang R. Marak: Mediation failed. Your affidavit filed today as CW1. Next 7 July, you come.
02/06/2026, 16:26 - Subhash Poddar Maa Tara: Thik ache dada. Pura 2,85,000 chai
08/12/2026, 15:02 - Subhash Poddar Maa Tara: Dada aaj ki holo? Chengrak eshechilo?
08/12/2026, 15:20 - Jengchang R. Marak: Yes he came. 351 done. He says he paid 1,20,000 cash - bring your ledger, any receipt? Next 19 Jan defence evidence
08/12/2026, 15:22 - Subhash Poddar Maa Tara: Mitthe kotha dada! Kono cash payment nei. Ledger niye ashbo
""")
u("backlog/2026-12/WhatsApp Chat with Salgra Nokma.txt", "whatsapp_export", "Salgra N. Sangma", "2026-12-10", ["C01", "C05"], ["C05-H04", "C01-H09"], """
02/07/2026, 17:30 - Salgra Nokma: Sir ADC court-o Agarwal-ni vakil settlement ine agana? Anga ong·ja! Ka·sakija
02/07/2026, 17:41 - Jengchang R. Marak: Oe, Biswajit Dey told ADC settlement talks are on and got time till 13 Aug. I told court we have no talks.
02/07/2026, 17:43 - Salgra Nokma: Mitela sir. A·king a·a nokna-ni, mahari-ni. Sell ka·ja
09/12/2026, 18:05 - Salgra Nokma: Sir Bolsan ra·baja ma? Silchi miss said
09/12/2026, 18:10 - Jengchang R. Marak: Bolsan did not come, said sick. Last chance given. 19 January you also come, 10 am, DC Court.
10/12/2026, 07:15 - Salgra Nokma: Oe sir. Rengsan chra-ko ba·sibo?
10/12/2026, 07:20 - Jengchang R. Marak: No need, his evidence is over. Only you.
""")
u("backlog/2026-10/WhatsApp Chat with Jinji.txt", "whatsapp_export", "Jinjilla D. Shira", "2026-10-12", ["C02"], ["C02-H05"], """
20/08/2026, 13:10 - Jinji: Sir mitela!! Nok angni ha·ni. Apa-ko 1,50,000 ra·aniko?
20/08/2026, 13:22 - Jengchang R. Marak: Yes. Compromise decree today - the Chandmari house and land are yours as nokna. You pay Pilsrang Rs. 1,50,000 in two instalments of 75,000 (by 15.10.2026 and 31.03.2027). He vacates by 31.03.2027.
20/08/2026, 13:25 - Jinji: Oe sir. Chra Nikseng also happy
12/10/2026, 11:02 - Jinji: Sir first 75,000 given to Apa today in front of Nikseng chra, receipt photo sending
12/10/2026, 11:05 - Jengchang R. Marak: Good. Keep original receipt safe.
""")
u("backlog/2026-10/IMG_20261012_112230.jpg", "document_photo", "Pilsrang M. Sangma", "2026-10-12", ["C02"], [], """
RECEIPT
Received from Smt. Jinjilla D. Shira the sum of Rs. 75,000/- (Rupees seventy five thousand) only in cash, being the
first instalment under the compromise decree dated 20.08.2026 in Civil Suit No. 31 of 2025 (Inheritance), District
Council Court, Tura.
Tura, 12.10.2026          Sd/- Pilsrang M. Sangma (revenue stamp)
Witness: Nikseng D. Shira
""")
u("backlog/2026-08/CS 31-2025 compromise decree 20.08.2026.pdf", "certified_order_sheet_scan", "District Council Court, GHADC, Tura", "2026-08-24", ["C02"], ["C02-H05"], """
IN THE DISTRICT COUNCIL COURT, GARO HILLS AUTONOMOUS DISTRICT COUNCIL, TURA
Civil Suit No. 31 of 2025 (Inheritance)     Jinjilla D. Shira ... Plaintiff   vs   Pilsrang M. Sangma ... Defendant
20.08.2026  Parties present with counsel. A joint petition of compromise arrived at before the Shira mahari is filed
            and the parties admit it. Terms: (1) the plaintiff is the nokna of late Dimsi D. Shira and the house and
            land at Chandmari vest in her under Garo custom; (2) the plaintiff shall pay the defendant Rs. 1,50,000/-
            in two instalments of Rs. 75,000/- each, by 15.10.2026 and 31.03.2027; (3) the defendant shall vacate by
            31.03.2027. Suit decreed in terms of the compromise. Disposed of.
                                                    Sd/- Judicial Officer, District Council Court, Tura
""")
u("backlog/2026-11/WhatsApp Chat with Chimchi Teacher.txt", "whatsapp_export", "Chimchi K. Marak", "2026-11-26", ["C06"], ["C06-H04", "C06-H05"], """
09/09/2026, 14:30 - Chimchi Teacher: Sir ia salo court-o ma·mang? DSEO sir file ra·baaha?
09/09/2026, 14:45 - Jengchang R. Marak: Yes DSEO brought the file. It shows your post was sanctioned in 2021! Nongbri J told State to decide your salary and regularisation within 8 weeks. Next 25 Nov.
09/09/2026, 14:47 - Chimchi Teacher: Mitela sir, Salgra-ko mitela 🙏
25/11/2026, 15:10 - Jengchang R. Marak: GA filed decision: arrears Rs. 3,84,000 sanctioned (April 2023 to Oct 2026), but regularisation refused - they say you need to pass TET. We will reply. Next 20 Jan 2027.
25/11/2026, 15:14 - Chimchi Teacher: Sir TET 2022-o passaha! Certificate dakgen
26/11/2026, 09:00 - Chimchi Teacher: Sir TET certificate photo sent. Mitela
""")
u("backlog/2026-11/HC Tura sitting 25 Nov.docx", "typed_note_docx", L, "2026-11-25", ["C06"], ["C06-H05"], """
25.11.2026 - HC Tura sitting - Nongbri J - WP(C) 88/2026 Chimchi
Kharkongor filed the State's decision dated 20.11.2026: salary arrears Rs. 3,84,000 (April 2023 - Oct 2026)
sanctioned, to be paid within 6 weeks; regularisation refused on the ground that she has not passed TET.
Chimchi says she passed TET in 2022 - get certificate. Reply in 4 weeks.
ND 20.01.2027.
""")

# ---------------- more notes
u("backlog/2026-06/jinji PW2 chra 11.6.docx", "typed_note_docx", L, "2026-06-11", ["C02"], ["C02-H04"], """
11.06.2026  DC Court - Jinji nokna suit
PW2 Nikseng D. Shira (chra - Dimsi's brother) examined: the Shira mahari sat on 02.09.2025 at Chandmari and chose
Jinji as nokna; Pilsrang married Rebecca outside the mahari in April 2025, so akim is broken.
Cross by Rosemary short. After that Rosemary said outside: Pilsrang wants money and a room till March - compromise?
Told Jinji to think. ND 20.08.2026.
""")

# ---------------- plan and cause list
u("backlog/2027-01/Plan 18-23 Jan 2027.docx", "typed_note_docx", L, "2027-01-16", ["C01", "C04", "C06", "C05", "C03", "C08"], [], """
PLAN - week 18 to 23 Jan 2027
Tue 19/1  10 am DC Court - a·king suit (DW1 Bolsan) - cross ready: jhum plot only, no mahari sitting, Laskar report.
          then JMFC - Maa Tara cheque - DW (Chengrak's munshi Tapan) - Silchi to hold till I come. Ledger from Subhash.
Wed 20/1  HC Tura sitting - Chimchi writ - reply with TET certificate 2022.
Thu 21/1  Meghalaya Day - holiday.
Pending:
- 164 ADC case 28/1 - just report DCC stage.
- Bobby DE 16/2 - talk to Jonathan; MACT args 11/2 - written notes, offer Rs 14 lakh too low (claim 28.5 lakh).
""")
u("backlog/2027-01/JMFC Tura cause list 19.01.2027.pdf", "cause_list_pdf", "District Courts, West Garo Hills, Tura", "2027-01-18", ["C04"], [], """
COURTS OF WEST GARO HILLS DISTRICT, TURA - DAILY CAUSE LIST FOR 19.01.2027 (TUESDAY)
COURT OF SMT. B. SYIEM, JUDICIAL MAGISTRATE FIRST CLASS, TURA
Sl.  Case No.                 Parties                                              Stage
1    G.R. 412/2025            State vs Md. Abdul Kalam                            Evidence
2    C.R. 64/2025 (NI)        Maa Tara Traders vs Chengrak M. Sangma              Defence evidence
3    C.R. 101/2026 (NI)       Garo Hills Agro Centre vs Sengkrim A. Sangma        Appearance
4    G.R. 88/2026             State vs Wilbert Ch. Momin                          Charge
""")
