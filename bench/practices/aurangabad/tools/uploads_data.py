"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []

VK = "Adv. Vivek Kulkarni"
PW = "Adv. Pooja Wankhede"
DG = "Dattu (clerk)"


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


# ------------------------------------------------------------------ documents
up("backlog/2025-11/Karkhana nivadnuk karyakram.pdf", "document_scan", "Election Officer, Godavari-Dudhna SSK", "2025-11-03", ["C01"], [], """
GODAVARI-DUDHNA SAHAKARI SAKHAR KARKHANA LTD., PARTUR, DIST. JALNA
ELECTION PROGRAMME - BOARD OF DIRECTORS 2025-2030
(Under the Maharashtra Co-operative Societies (Election to Committee) Rules, 2014)
Provisional voters' list published : 13.10.2025
Last date for objections           : 23.10.2025
Final voters' list published       : 03.11.2025 (active members: 18,402; names deleted as non-active: 1,146)
Nominations                        : 10.11.2025 to 14.11.2025
Polling (if necessary)             : 21.12.2025
Counting                           : 22.12.2025
Sd/- Returning Officer (Asst. Registrar, Co-op. Societies, Partur)
""")

up("backlog/2025-10/FIR 412-2025 Kranti Chowk.pdf", "document_scan", "Kranti Chowk Police Station", "2025-10-14", ["C02"], [], """
FIRST INFORMATION REPORT (Under Section 173 B.N.S.S.)
District: Chhatrapati Sambhajinagar City   P.S.: Kranti Chowk   FIR No. 0412   Date: 14/10/2025
Acts & Sections: Maharashtra Money-Lending (Regulation) Act, 2014 s. 39, 45; B.N.S. s. 308(2), 351(2)
Informant: Dilip Sakharam Sonawane, age 44, auto-rickshaw driver, r/o Begumpura
Accused: Irfan Khan Ayub Khan, r/o Roshan Gate
Brief: Informant took Rs. 1,50,000 in 2023 at 10% per month; accused holds blank signed promissory notes and
cheques, demands Rs. 4,20,000, threatened on 12.10.2025 at Roshan Gate. Accused has no money-lending licence.
Officer: PSI Mangesh Dhakne
""")

up("backlog/2025-08/PXL_20250818_121544211.jpg", "document_photo", "Deogiri Nagari Sahakari Bank", "2025-08-16", ["C05"], [], """
DEOGIRI NAGARI SAHAKARI BANK LTD., Jadhavwadi Branch, Chh. Sambhajinagar
CHEQUE RETURN MEMO                    Date: 16/08/2025
Cheque No. 118806 dt. 02/08/2025   Amount Rs. 4,80,000/-
Drawer: RAHUL SUDAM WAGH   A/c No. 10xxxx7731
Payee : PAWAR AGRO TRADERS
Reason for return: FUNDS INSUFFICIENT
""")

up("backlog/2024-06/7-12 Gat 143 Karmad.pdf", "document_scan", "Talathi, Saja Karmad", "2024-06-10", ["C03"], [], """
गाव नमुना सात (अधिकार अभिलेख पत्रक)
गाव: करमाड   तालुका: छत्रपती संभाजीनगर   जिल्हा: छत्रपती संभाजीनगर
गट क्रमांक: 143   क्षेत्र: 4 हे. 12 आर   पोट खराब: 0.20 आर
भोगवटदाराचे नाव: बाबुराव रामजी जाधव (मयत) यांचे वारस -
  1) काशिनाथ बाबुराव जाधव  2) ज्ञानोबा बाबुराव जाधव  3) सखुबाई भगवान पवार
फेरफार क्र. 2291 (वारस नोंद, दि. 18/02/2019)
पीक: कापूस, तूर
""")

up("backlog/2025-10/IMG20251021180412.jpg", "document_photo", "Kishor Laxmanrao Bhagat", "2025-10-05", ["C04"], [], """
BHAGAT BUILDING, GULMANDI, AURANGABAD
RENT RECEIPT No. 214
Received from Shri Shaikh Anwar Shaikh Ismail (Shop No. 7, ground floor, Anwar Cloth Centre)
the sum of Rs. 4,500/- (Rupees four thousand five hundred only) towards rent of the shop for the month of
September 2025.  Date 05/10/2025
Sd/- K. L. Bhagat (landlord)
""")

up("backlog/2026-09/talathi ahwal Gat 57.pdf", "document_scan", "Talathi, Saja Chittepimpalgaon", "2026-09-10", ["C07"], [], """
प्रति, उपविभागीय अधिकारी, छत्रपती संभाजीनगर
विषय: कुळ प्रकरण क्र. 22/2025 - गट क्र. 57, चित्तेपिंपळगाव बाबत अहवाल
अहवाल: गट क्र. 57 (क्षेत्र 2 हे. 30 आर) वर सन 1998 पासून बाबुराव किसन शिंदे हे वहिवाट करीत असल्याचे
पीक पाहणी नोंदीवरून दिसून येते (1998-99 ते 2011-12 कुळ म्हणून नोंद). 2012 नंतरच्या पीक पाहणीत
रामराव नारायण थोरात यांचे नाव. स्थळ पंचनामा दि. 08/09/2026 रोजी केला; विहीर व गोठा अर्जदाराचा.
तलाठी, सजा चित्तेपिंपळगाव   दि. 10/09/2026
""")

# ------------------------------------------------------------------ certified order sheets
up("backlog/2026-01/CamScanner 09-01-2026 16.10.pdf", "certified_order_sheet_scan", "High Court, Aurangabad", "2026-01-08", ["C02"], ["C02-H01"], """
IN THE HIGH COURT OF JUDICATURE AT BOMBAY, BENCH AT AURANGABAD
CRIMINAL APPLICATION NO. 1893 OF 2025
Irfan Khan Ayub Khan ... Applicant   Versus   State of Maharashtra & Anr. ... Respondents
Mr. V. M. Kulkarni, Advocate for the applicant; Mr. A. D. Jadhav, APP for respondent No. 1.
CORAM: SMT. S. P. DESHPANDE & M. A. SHAIKH, JJ.   DATE: 08 JANUARY 2026
1. Issue notice to respondent No. 2, returnable on 05.02.2026.
2. Till then, no coercive steps against the applicant in connection with FIR No. 412/2025 registered with Kranti
Chowk Police Station. Applicant to co-operate with the investigation and attend the police station on every Monday
between 11 am and 1 pm.
3. Learned APP waives notice for respondent No. 1.
""")

up("backlog/2026-03/Scan_20260310_1145.pdf", "certified_order_sheet_scan", "High Court, Aurangabad", "2026-03-06", ["C03"], ["C03-H03"], """
IN THE HIGH COURT OF JUDICATURE AT BOMBAY, BENCH AT AURANGABAD
SECOND APPEAL NO. 512 OF 2024
Dnyanoba Baburao Jadhav ... Appellant  Versus  Kashinath Baburao Jadhav & Ors. ... Respondents
CORAM: VIKAS N. DHANDE, J.    DATE: 6th MARCH, 2026
1. Record and proceedings received. Heard Mr. Kulkarni for the appellant and Mr. S. A. Siddiqui for respondent Nos. 1 and 2.
2. Admit. The following substantial questions of law arise:
 (i) Whether the first appellate Court was right in holding that the appellant's sale deed of 2011 in respect of
     the share of Sakhubai was not binding for want of her signature on the partition memo?
 (ii) Whether the first appellate Court erred in allotting the well-side portion of Gat No. 143 to respondent No. 1
     without a finding on the equities of possession?
3. Civil Application for stay to be listed on 17.04.2026.
""")

up("backlog/2026-03/CamScanner 18-03-2026 12.02.pdf", "certified_order_sheet_scan", "Civil Judge Senior Division, Aurangabad", "2026-03-16", ["C04"], ["C04-H04"], """
IN THE COURT OF CIVIL JUDGE SENIOR DIVISION, AURANGABAD (Court No. 3)
R.C.S. No. 287/2025    Shaikh Anwar Shaikh Ismail ... Plaintiff  V/s  Kishor Laxmanrao Bhagat ... Defendant
ORDER BELOW EXH. 5   (Dt. 16/03/2026)   (Smt. R. S. Deshmukh, C.J.S.D.)
1. The plaintiff is in possession of shop No. 7 as a tenant since 2009; rent receipts up to September 2025 are on
record. Prima facie case and balance of convenience are in favour of the plaintiff.
2. Application Exh. 5 is allowed. The defendant, his agents or anybody claiming through him are restrained from
dispossessing the plaintiff from shop No. 7, Bhagat building, Gulmandi, otherwise than by due process of law, till
the decision of the suit.
3. Next date: 20/04/2026 for framing of issues.
""")

up("backlog/2026-04/Family court order 07.04.2026.pdf", "certified_order_sheet_scan", "Family Court, Aurangabad", "2026-04-07", ["C06"], ["C06-H04"], """
IN THE FAMILY COURT AT AURANGABAD
PETITION (MAINT.) NO. 145 OF 2025
Rukhsana Begum Salim Khan Pathan & Anr.  ...Petitioners   V/s   Salim Khan Pathan  ...Respondent
ORDER ON EXH. 8 (interim maintenance)       Dated 07.04.2026      (Smt. M. V. Joshi, Principal Judge)
The respondent admits he runs a mobile repair shop at Baijipura; his income cannot be less than Rs. 30,000 p.m.
The respondent shall pay interim maintenance of Rs. 6,000/- per month to petitioner No. 1 (wife) and Rs. 3,000/-
per month to petitioner No. 2 (minor son Ayaan) from the date of the petition, i.e. 25.11.2025. Arrears in two
instalments within 2 months. To come up for evidence on 07.07.2026.
""")

up("backlog/2025-12/JMFC 6 order 18.12.25.pdf", "certified_order_sheet_scan", "JMFC Court No. 6, Aurangabad", "2025-12-18", ["C05"], ["C05-H01"], """
IN THE COURT OF JUDICIAL MAGISTRATE FIRST CLASS, COURT NO. 6, AURANGABAD
S.C.C. (NI Act) No. 3310/2025   Pawar Agro Traders V/s Rahul Sudam Wagh
Roznama dt. 18/12/2025
Complainant present with Adv. Kulkarni. Accused absent though served (acknowledgment Exh. 9).
Issue bailable warrant against the accused in the sum of Rs. 5,000/-, returnable on 22/01/2026.
                                                           (A. A. Khan) JMFC, Aurangabad
""")

up("backlog/2026-06/WP 4127 order 16.6.26.pdf", "certified_order_sheet_scan", "High Court, Aurangabad", "2026-06-16", ["C01"], ["C01-H05"], """
IN THE HIGH COURT OF JUDICATURE AT BOMBAY, BENCH AT AURANGABAD
WRIT PETITION NO. 4127 OF 2025
Shivajirao Dagdu Kale & Ors. ... Petitioners  V/s  State of Maharashtra & Ors. ... Respondents
CORAM: ABHAY N. WAGHMARE, J.     DATE: 16th JUNE, 2026
1. Learned counsel Mr. Qureshi for respondent No. 4 (the Karkhana) seeks time on the ground that he is engaged
before the Hon'ble Supreme Court. This is the second time respondent No. 4 has sought time.
2. Time granted subject to costs of Rs. 2,000/- to be paid by respondent No. 4 to the petitioners before the next
date. No further time shall be granted to respondent No. 4.
3. Stand over to 21.07.2026.
""")

up("backlog/2026-06/SA 512 order 19 June.pdf", "certified_order_sheet_scan", "High Court, Aurangabad", "2026-06-19", ["C03"], ["C03-H05"], """
IN THE HIGH COURT OF JUDICATURE AT BOMBAY, BENCH AT AURANGABAD
CIVIL APPLICATION NO. 3318 OF 2026 IN SECOND APPEAL NO. 512 OF 2024
CORAM: VIKAS N. DHANDE, J.    DATE: 19 JUNE 2026
1. The parties are real brothers. The dispute is about 4 hectares 12 ares of ancestral land. Parties shall
maintain status quo in respect of possession of Gat No. 143, village Karmad, till the next date.
2. The parties are referred to the Mediation Centre of this Court. First sitting on 03.07.2026 at 3 pm.
Parties to remain present in person.
3. List on 04.09.2026 with the report of the Mediator.
""")

up("backlog/2026-11/WP 4127 order 17.11.2026.pdf", "certified_order_sheet_scan", "High Court, Aurangabad", "2026-11-17", ["C01"], ["C01-H08"], """
IN THE HIGH COURT OF JUDICATURE AT BOMBAY, BENCH AT AURANGABAD
WRIT PETITION NO. 4127 OF 2025
CORAM: ABHAY N. WAGHMARE, J.    DATE: 17 NOVEMBER 2026
1. Heard Mr. V. M. Kulkarni for the petitioners at length. Hearing of the respondents remains.
2. All the parties shall file short notes of arguments, not exceeding five pages, with a compilation of the
documents relied upon, within one week.
3. Part heard. Stand over to 08.12.2026 at 2.30 pm.
""")

up("backlog/2026-11/SDO roznama 26.11.2026.pdf", "certified_order_sheet_scan", "Sub-Divisional Officer, Aurangabad", "2026-11-26", ["C07"], ["C07-H06"], """
मा. उपविभागीय अधिकारी, छत्रपती संभाजीनगर यांचे न्यायालय
कुळ प्रकरण क्र. 22/2025   बाबुराव किसन शिंदे वि. रामराव नारायण थोरात
रोजनामा दि. 26/11/2026
अर्जदारातर्फे अ‍ॅड. कुलकर्णी हजर. गैरअर्जदारातर्फे अ‍ॅड. सुनील देशमुख हजर.
अर्जदारातर्फे युक्तिवाद अंशतः ऐकला. दोन्ही पक्षांनी दोन आठवड्यांत लेखी युक्तिवाद दाखल करावा.
पुढील तारीख: 11/12/2026
                                              उपविभागीय अधिकारी, छत्रपती संभाजीनगर
""")

up("backlog/2026-12/causelist_Aurangabad_08122026.pdf", "cause_list_pdf", "court", "2026-12-04", ["C01"], [], """
HIGH COURT OF JUDICATURE AT BOMBAY, BENCH AT AURANGABAD
DAILY CAUSE LIST FOR TUESDAY, 8TH DECEMBER 2026
COURT NO. 9   HON'BLE SHRI JUSTICE ABHAY N. WAGHMARE
AT 2.30 P.M.  PART HEARD
  1  WP/4127/2025  SHIVAJIRAO DAGDU KALE AND ORS  V/S  STATE OF MAHARASHTRA AND ORS
                   ADV. V.M. KULKARNI        AGP / ADV. R.S. QURESHI
FINAL HEARING
  2  WP/9981/2024  GANGADHAR S. MUNDE V/S ZILLA PARISHAD BEED     ADV. P.R. KATNESHWARKAR
  3  WP/2210/2025  SHARDA S. TIDKE V/S STATE OF MAHARASHTRA       ADV. M.B. SOLUNKE
""")

# ------------------------------------------------------------------ the lawyer's diary (photos), typed notes, docx
up("backlog/2025-12/IMG20251209190233.jpg", "handwritten_note_photo", VK, "2025-12-09", ["C01"], ["C01-H01"], """
9/12 Tue  HC Ct 9 - Waghmare J
WP 4127/25 Kale & 11 ors - karkhana election (1,146 names deleted from voters list)
Notice to R1-R4, returnable 13.1.26. No interim - saheb bole "election programme la aata haat lavnar nahi"
Kale anna + 4 members haajar. Told them polling on 21/12 will go on.
Serve R4 karkhana by hand + RPAD. Aff. of service before ND.
ND 13/01/2026
""")

up("backlog/2025-12/IMG20251212173018.jpg", "handwritten_note_photo", VK, "2025-12-12", ["C03"], ["C03-H01"], """
12.12.25 (Fri)
SA 512/24 Dnyanoba Jadhav v. Kashinath - Ct 14 Dhande J
Admission. Saheb - "R&P mangva, pahila record baghto" - R&P called from Dist Court (RCA 77/2019).
Siddiqui appeared on caveat for R1-R2, says SA barred - 4 days delay, CA for condonation already on file.
pudhchi tarikh 23/1
""")

up("backlog/2025-12/PXL_20251215_141127902.jpg", "handwritten_note_photo", VK, "2025-12-15", ["C04"], ["C04-H01"], """
15/12 Mon  CJSD Ct 3 (Deshmukh madam)
RCS 287/25 Anwar bhai v. Bhagat - shop no. 7 Gulmandi
Exh 5 TI application - deft appeared through Adv Yogesh Patil, sought time for say + w/s.
Madam: "say next date la, nahi tar without say hearing" - ad-interim status quo continued till ND
Anwar bhai worried - Bhagat's son came to shop with 2 men on 10/12, told him to vacate by Jan.
ND 19.1.26 (say + w/s)
""")

up("backlog/2026-02/IMG20260210184551.jpg", "handwritten_note_photo", VK, "2026-02-10", ["C01"], ["C01-H03"], """
10/2/26  WP 4127 Kale - Ct 9
Karkhana (R4) reply filed today through Qureshi - says deleted members did not supply cane for 5 yrs, so non-active u/s 26 MCS Act.
AGP Bharaswadkar - "instructions awaited from RJD Sugar" - vel maagitla.
Waghmare J: State - last chance, reply by ND, otherwise will proceed.
Our rejoinder to R4 reply - draft by Pooja, file before ND.
ND 17/3
""")

up("backlog/2026-03/IMG20260306185540.jpg", "handwritten_note_photo", VK, "2026-03-06", ["C02", "C03"], ["C02-H03", "C03-H03"], """
5/3 Thu - DB Ct 2
Irfan Khan Cri Appln 1893 - IO (PSI Dhakne) affidavit filed by APP: says 3 blank promissory notes + 2 cheques seized from applicant's shop.
Bhosale (for informant R2) HAAJAR NAHI - no one for R2.
Interim (no coercive) continued. ND 9/4.
Irfan - attending PS every Monday, keep doing it, told him.
----------------------------
6/3 Fri - Ct 14 Dhande J
SA 512 Jadhav - R&P came. ADMITTED!! 2 substantial Qs framed (sale deed of Sakhubai share / well-side portion).
CA for stay - ND 17/4. Dnyanoba mama very happy, pedhe in office.
""")

up("backlog/2026-04/IMG_4821.HEIC", "handwritten_note_photo", VK, "2026-04-09", ["C02"], ["C02-H04"], """
9 April - DB Ct 2 - Irfan quashing
Today Bhosale's junior came, Bhosale in Jalna court - sought time to file reply of R2 (informant).
Deshpande madam: "reply in 4 weeks, no further time". Interim continued (same terms).
APP Jadhav - chargesheet not filed yet, investigation on.
ND 11.06.2026 (after vacation)
""")

up("backlog/2026-03/IMG20260310191200.jpg", "handwritten_note_photo", VK, "2026-03-10", ["C06"], ["C06-H03"], """
10/3 Family Ct - Rukhsana v. Salim Pathan
Counsellor report: counselling failed, Salim not ready to take her back w/o "conditions".
Exh 8 interim maint. argued. Salim's say: earns only 8-10k from mobile shop.
We showed photos of shop + his Bullet bike + rent agreement of shop (Rs 12,000 pm rent!)
Joshi madam - kya bole: "12 hazaar bhada deta, aur 8 hazaar kamata? nakko" - order on ND
ND 7/4/26
""")

up("backlog/2026-04/IMG20260420175020.jpg", "handwritten_note_photo", VK, "2026-03-16", ["C04"], ["C04-H04"], """
16/3 Mon  RCS 287 Anwar - Exh 5 order pronounced - ALLOWED. TI till decision of suit. (certified copy applied - Dattu)
Patil: will go in appeal (MCA). Let him.
ND 20/4 issues.
Told Anwar bhai - pay rent every month by money order / bank, keep receipts. Bhagat refusing rent since Oct.
""")

up("backlog/2026-06/IMG20260616200114.jpg", "handwritten_note_photo", VK, "2026-06-16", ["C01"], ["C01-H05"], """
16.6.26 Ct 9 WP 4127
Qureshi AGAIN time - "Supreme Court madhe matter aahe". 2nd time for him!
Waghmare J irritated - costs Rs 2000 on R4 payable to petitioners, "no further time to R4".
Election result (declared 22/12/25) remains subject to petition - earlier order.
ND 21/07/2026
Kale anna call kela - told him costs, he laughed "paise nako, nikal pahije"
""")

up("backlog/2026-06/IMG20260619183305.jpg", "handwritten_note_photo", VK, "2026-06-19", ["C05", "C03"], ["C05-H06", "C03-H05"], """
18/6 Thu  JMFC 6 - Pawar v. Wagh 138
CW1 Sandeep Pawar cross by Patil (finally!) - suggestion: cheque given as security for fertiliser credit in 2023, blank. Denied.
Admitted: no written agreement of credit; bills of Rs 4,80,000 (Exh 17 to 23) produced.
CE closed. ND 23/7 for 351 BNSS statement.
==========
19/6 Fri  Ct 14  SA 512 Jadhav - CA 3318 for stay
Dhande J - "bhau-bhau aahat, mediation la java" - status quo on Gat 143, mediation centre, 1st sitting 3/7 3 pm.
Siddiqui - no objection to mediation.
ND 4/9
""")

up("backlog/2026-08/IMG20260806180022.jpg", "handwritten_note_photo", VK, "2026-08-06", ["C02"], ["C02-H06"], """
6/8 Thu DB Ct 2 - Irfan Cri Appln 1893
Argued - no licence needed? No - our point: transaction of 2023 is a hand loan between friends, no business of money-lending,
informant himself says only one loan. S. 39 needs "business".
Shaikh J asked APP: "where are the promissory notes? show us". APP to produce copies of seized promissory notes + cheques.
Interim continued.
ND 08/10/2026
""")

up("backlog/2026-09/IMG20260915191540.jpg", "handwritten_note_photo", VK, "2026-09-15", ["C01"], ["C01-H07"], """
15/9 WP 4127 Kale - Ct 9
RJD (Sugar) Nanded affidavit filed - admits 1,146 names deleted without individual notice; says notice published in newspaper (Lokmat 14.10.25).
Qureshi - time to reply to RJD affidavit. Saheb gave time but said "last" - no costs this time.
That is Qureshi's 3rd time (13/1, 16/6, today).
ND 17/11
""")

up("backlog/2026-09/IMG20260904170245.jpg", "handwritten_note_photo", VK, "2026-09-04", ["C03"], ["C03-H06"], """
4-9-26  SA 512 Jadhav - Ct 14
Mediator report: FAILED. Kashinath not ready to give well-side portion; Dnyanoba offered Rs 3 lakh owelty - refused.
Dhande J: "then final hearing". Status quo continued.
ND 20/11/26 final hearing
""")

up("backlog/2026-10/IMG20261008183010.jpg", "handwritten_note_photo", VK, "2026-10-08", ["C04", "C02"], ["C04-H09", "C02-H07"], """
5/10 Mon  RCS 287 - PW2 Rameshwar Sonar (neighbour, shop no. 6) examined-in-chief + cross by Patil same day.
PW2 - Anwar in shop since 2009, Bhagat took rent in cash. Plaintiff's evidence CLOSED (pursis Exh 41).
ND 23/11 for DE.
--------
8/10 Thu  DB - Irfan 1893: APP produced copies of 3 promissory notes (Rs 50,000 each, dt. 2023) - no interest rate written!
Bench - "final hearing on 10.12.2026", interim continues till then.
""")

up("backlog/2026-03/IMG20260326172233.jpg", "handwritten_note_photo", VK, "2026-03-26", ["C05"], ["C05-H04"], """
26/3 JMFC Ct 6 Khan saheb  SCC 3310/25 Pawar v Wagh
CW1 Sandeep Pawar - affidavit of evidence Exh 14 filed + documents (cheque Exh 15, return memo Exh 16, notice + postal receipts).
Patil - "cross next date, documents copy nahi mile". Khan saheb gave copies in court and said next date cross compulsory.
Accused present today. ND 23/4
""")

up("backlog/2026-04/IMG20260423160058.jpg", "handwritten_note_photo", PW, "2026-04-23", ["C05"], ["C05-H05"], """
23.04.2026 - JMFC 6 - Pawar vs Wagh
Sir was in HC. I attended.
Adv Patil sent application for adj. - he is in Sessions Court (murder trial). Khan saheb allowed but noted "last adjournment for cross".
Sandeep seth was present, upset - came from Jadhavwadi shop for nothing.
ND 18/6/26 cross of CW1
""")

up("backlog/2026-07/IMG20260727180511.jpg", "handwritten_note_photo", VK, "2026-07-27", ["C04"], ["C04-H07"], """
27/7 Mon CJSD 3 - Anwar v Bhagat
PW1 cross - Patil not ready, "client out of station". Madam - costs Rs 1000 payable to plaintiff, PW1 cross on ND positively.
3rd time Patil vel maagitla in this suit (19/1 w/s, today). Actually 2nd - 19/1 and today.
ND 24/8
""")

up("backlog/2026-06/IMG20260622190120.jpg", "handwritten_note_photo", VK, "2026-06-22", ["C04"], ["C04-H06"], """
22 jun  RCS 287/25
PW1 Anwar - affidavit in lieu of exam-in-chief filed (Exh 28) + rent receipts list Exh 29.
Cross by deft - ND.
Madam asked whether MCA filed against Exh 5 order - Patil said "not yet". (So no appeal till now.)
ND 27.07.2026
""")

up("backlog/2026-08/IMG20260811175540.jpg", "handwritten_note_photo", PW, "2026-08-11", ["C06"], ["C06-H06"], """
11/8 Family Court - Rukhsana v Salim
PW1 Rukhsana cross by Bhosale (he came today). Long cross ~1.5 hr.
Suggestion she left house on her own in Jan 2025 - denied; she said he beat her on 7 Jan 2025 and sent her to her mother's at Kiradpura.
Joshi madam asked Salim about arrears - he said "paisa nahi". Madam: "recovery warrant nikalegi next time".
Arrears as of today approx Rs 72,000.
ND 13/10 RE
""")

up("backlog/2026-05/IMG20260514165510.jpg", "handwritten_note_photo", VK, "2026-05-14", ["C07"], ["C07-H03"], """
14/5  SDO office - Tenancy 22/25 Shinde v Thorat
Finally board zala. Thorat's say filed by Adv Sunil Deshmukh - says Shinde was a "saldar" (labourer), not kul.
SDO saheb - talathi report mangavla: pik pahani 1998 to 2025, ferfar, spot panchnama.
Baburao kaka - 7/12 of 1998-2012 shows his name in kul column! Get certified copies from tahsil.
ND 16/7
""")

up("backlog/2026-01/IMG20260120103312.jpg", "handwritten_note_photo", DG, "2026-01-20", ["C05", "C04"], ["C05-H01", "C04-H02"], """
तारीख रजिस्टर - डिसेंबर / जानेवारी
दि. 18/12/2025  जे.एम.एफ.सी. 6  एस.सी.सी. 3310/25 पवार वि. वाघ - आरोपी गैरहजर, जामीनपात्र वॉरंट रु. 5,000
                पुढील तारीख 22/01/2026
दि. 19/01/2026  दिवाणी न्या. व.स्तर 3  आर.सी.एस. 287/25 शेख अन्वर वि. भगत - प्रतिवादीने लेखी जबाब दिला नाही,
                वकील पाटील यांनी मुदत मागितली, रु. 500 खर्च (कॉस्ट) वर मुदत. पुढील तारीख 16/02/2026
""")

up("backlog/2026-02/IMG20260217114405.jpg", "handwritten_note_photo", DG, "2026-02-17", ["C04", "C01"], ["C04-H03"], """
तारीख रजिस्टर - फेब्रुवारी 2026
दि. 16/02/2026  आर.सी.एस. 287/25 अन्वर वि. भगत - लेखी जबाब व नि. 5 वर म्हणणे दाखल. रु. 500 खर्च दिला.
                नि. 5 वर युक्तिवाद पुढील तारखेस. पुढील तारीख 16/03/2026
दि. 17/02/2026  W.P. 4127 - वकील साहेबांचे प्रत्युत्तर (rejoinder) दाखल, डायरी क्र. 2026/AUR/18842
""")

up("backlog/2026-09/IMG20260918121920.jpg", "handwritten_note_photo", DG, "2026-09-18", ["C05", "C07"], ["C05-H08", "C07-H05"], """
तारीख रजिस्टर - सप्टेंबर 2026
दि. 10/09/2026  जे.एम.एफ.सी. 6  पवार वि. वाघ - बचाव पुरावा, आरोपीचे वकील पाटील यांनी पुन्हा मुदत मागितली.
                पुढील तारीख 15/10/2026
दि. 17/09/2026  उपविभागीय अधिकारी - कुळ प्र. 22/25 शिंदे वि. थोरात - तलाठी अहवाल आला, पंचनामा 08/09.
                युक्तिवादासाठी पुढील तारीख 26/11/2026
""")

up("backlog/2026-11/IMG20261121093045.jpg", "handwritten_note_photo", VK, "2026-11-21", ["C01", "C05", "C03"], ["C01-H08", "C05-H10", "C03-H07"], """
this week  17-20 Nov
Tue 17/11 - WP 4127 Kale: argued 1.5 hrs, Waghmare J - short notes 5 pages max + compilation in 1 week. Part heard. ND 8/12 2.30.
   (Qureshi + AGP yet to argue)
Thu 19/11 - Pawar v Wagh - args. Patil "not ready", Khan saheb - "last time, next date without fail". ND 17/12.
   Patil's 4th time for time in this case (23/4, 10/9, today... + cross deferral 26/3)
Fri 20/11 - SA 512 - not reached, board over at 4.45. ND 15/1/27.
""")

up("backlog/2026-01/IMG20260108180040.jpg", "handwritten_note_photo", VK, "2026-01-08", ["C02"], ["C02-H01"], """
08-01-26  DB Ct 2  Cri Appln 1893/25 Irfan Khan
Notice to R2 (informant Sonawane) ret. 5/2. No coercive steps till ND.
Condition - attend Kranti Chowk PS every Monday 11 to 1.
Irfan's brother Salman paid fees balance Rs 15,000 (cash) - receipt given.
ND 5.2.26
""")

up("backlog/2026-05/IMG20260515101530.jpg", "handwritten_note_photo", VK, "2026-05-15", ["C02", "C05"], [], """
15/5 misc
- Irfan called: police called him on Sunday also, not only Monday. Told him - only Monday as per order, carry certified copy.
- Sandeep Pawar called - Wagh's brother came to shop offering Rs 3 lakh full & final. Told him: 4.80 + costs or nothing. Client agrees - "nakko 3 lakh".
""")

up("backlog/2026-12/IMG20261203211512.jpg", "handwritten_note_photo", VK, "2026-12-03", ["C06", "C02"], [], """
3/12 evening
Rukhsana came with Ayaan - Salim has stopped paying again since Oct. Total arrears ~ Rs 54,000 after the 30,000 paid.
=> file recovery application (s. 144(3) BNSS) before 15/12. Pooja to draft.
Irfan's brother - asked whether 10/12 final; told him yes, DB final hearing.
""")

# typed notes (.txt)
up("backlog/2026-03/WP 4127 17-03-26.txt", "typed_note_txt", VK, "2026-03-17", ["C01"], ["C01-H04"], """
17-03-2026  W.P. 4127/2025 (Kale & ors v. State) - Ct 9, Waghmare J

State (R1-R3) reply filed today by AGP Bharaswadkar - RJD Sugar justifies deletion: members not supplying cane for 5 years.
Our interim prayer (to stay declaration of results) - court: polling already over on 21.12.2025, results declared 22.12.2025.
Order: "result of the election shall be subject to the outcome of the petition". New board may function.
Kale anna not happy, wanted fresh election. Explained.
Rejoinder to State reply - 2 weeks.
NDOH 16.06.2026 (after summer vac.)
""")

up("backlog/2026-02/Irfan 1893 5.2.26.txt", "typed_note_txt", PW, "2026-02-05", ["C02"], ["C02-H02"], """
5 feb 2026 - Cri appln 1893 Irfan Khan - DB ct 2
sir argued 10 min, APP Jadhav sir said IO affidavit not ready, vel maagitla 4 weeks.
Bench: IO affidavit to be filed, interim continued.
R2 served (informant) - no one appeared for him today.
pudhchi tarikh 05/03/2026
""")

up("backlog/2026-04/SA512 17.4.txt", "typed_note_txt", VK, "2026-04-17", ["C03"], ["C03-H04"], """
17.4.26 SA 512/24 - CA 3318/2026 (stay) - Dhande J
Siddiqui - time for reply to CA, "client in village, instructions". Granted 2 weeks - no costs.
Meanwhile Kashinath started digging new borewell near well-side portion (Dnyanoba says). Photos taken - file with rejoinder.
ND 19.06.2026
""")

up("backlog/2026-04/Anwar issues 20.4.txt", "typed_note_txt", VK, "2026-04-20", ["C04"], ["C04-H05"], """
20/04/2026  RCS 287/25 Anwar v. Bhagat  - CJSD Ct 3
Issues framed - 4:
 1. Does pl. prove he is a tenant of shop no. 7 since 2009?
 2. Does pl. prove the deft tried to dispossess him on 10.12.2025?
 3. Is pl. entitled to perpetual injunction?
 4. What order?
Patil - no MCA against Exh 5 order till date.
Plaintiff's evidence - NDOH 22/06/26
""")

up("backlog/2026-07/Wagh 351 statement 23-7.txt", "typed_note_txt", PW, "2026-07-23", ["C05"], ["C05-H07"], """
23-07-26  JMFC 6  Pawar v. Wagh
Accused statement u/s 351 BNSS recorded. He said: "cheque was given blank as security in 2023, I have paid all
bills in cash". Wants to lead defence evidence - will examine himself + bank manager.
Khan saheb: DE list in 1 week.
ND 10/9/2026
""")

up("backlog/2026-10/Pawar v Wagh DW1 15.10.txt", "typed_note_txt", VK, "2026-10-15", ["C05"], ["C05-H09"], """
15/10/26 - JMFC 6 - SCC 3310/25
DW1 Rahul Wagh examined-in-chief. Cross by me:
 - admits signature on cheque Exh 15
 - admits he got 42 bags DAP + urea on credit in July 2025 (!)
 - no receipt for any cash payment
 - never replied to our legal notice dt. 25.08.2025
Bank manager not examined - Patil gave up.
ND 19/11 arguments
""")

up("backlog/2026-07/Rukhsana 7-7-26.txt", "typed_note_txt", PW, "2026-07-07", ["C06"], ["C06-H05"], """
7 july - family court - rukhsana
bhosale haajar nahi, his proxy sought time.  salim present.
arrears of interim maintenance - NOT paid at all (apr-jul).
joshi madam warned salim: pay or recovery warrant + will not hear his side. "next date evidence positively"
ND 11/08/26
""")

up("backlog/2026-10/Rukhsana 13.10.26.txt", "typed_note_txt", PW, "2026-10-13", ["C06"], ["C06-H07"], """
13.10.2026  Family Ct  Pet 145/25
RW1 Salim examined + cross by sir. Admits shop rent 12,000 pm and bike loan EMI 4,200.
Salim paid Rs 30,000 in court today by DD towards arrears - Rukhsana received.
Evidence closed both sides. Arguments ND 15/12/2026.
""")

up("backlog/2026-11/anwar DE + sdo 26.11.txt", "typed_note_txt", PW, "2026-11-26", ["C04", "C07"], ["C04-H10", "C07-H06"], """
23/11 mon - RCS 287 anwar - DE
deft Bhagat absent, patil said bhagat gone to Shirdi. madam gave LAST CHANCE with costs Rs 1500 to plaintiff.
pudhchi tarikh 14/12 for DW1.

26/11 thu - SDO - tenancy 22/25 shinde
sir argued 40 min on pik pahani 1998-2012 + talathi ahwal. deshmukh to argue ND.
sdo saheb: both to file written notes within 2 weeks.
ND 11/12
""")

up("backlog/2026-11/New Text Document (2).txt", "typed_note_txt", PW, "2026-11-27", ["C04"], [], """
correction - anwar RCS 287 ND is 21/12/2026 NOT 14/12. I wrote wrong in my 26/11 note.
dattu checked the board diary with the bench clerk today - 21.12.26 (Mon), for DW1 / last chance.
sorry sir
""")

up("backlog/2026-11/plan 30 Nov - 5 Dec.txt", "typed_note_txt", VK, "2026-11-28", ["C01", "C02", "C04", "C07", "C03"], [], """
WEEK 30/11 - 5/12  (to do)
- Kale WP: short notes (5 pg) + compilation - was due 24/11 - FILED? check with Dattu. Serve copy on Qureshi + AGP.
- Irfan 1893: prepare for final hg - judgments on "business of money-lending" (s. 39). Pooja.
- Anwar RCS: costs Rs 1500 - check if Patil paid. If not, pursis.
- Shinde tenancy: written notes due ~10/12. Get 7/12 extracts 1998-2012 certified from tahsil (Dattu).
- Sat: Karmad visit? (Dnyanoba mama) - maybe.
""")

# docx
up("backlog/2026-07/WP 4127 hearing 21.7.26.docx", "typed_note_docx", VK, "2026-07-21", ["C01"], ["C01-H06"], """
W.P. No. 4127 of 2025 - hearing note dated 21.07.2026 (Court 9, Waghmare J)
1. Costs of Rs. 2,000 paid by R4 (Karkhana) by cheque in court - handed over to Kale.
2. Argued on Rule 12 of the Election Rules: no individual notice to 1,146 members before deletion.
3. Court: Regional Joint Director (Sugar), Nanded to file personal affidavit stating whether individual notices were issued
   to the 1,146 members and how "active member" was decided.
4. Part heard. Next: 15.09.2026.
""")

up("backlog/2026-06/Irfan 11.6.docx", "typed_note_docx", VK, "2026-06-11", ["C02"], ["C02-H05"], """
Cri. Appln. 1893/2025 - 11 June 2026
Reply of R2 (informant) filed by Bhosale at the last moment, copy given in court.
Reply says: applicant lends to many auto drivers at Roshan Gate - no names given.
APP: chargesheet not yet filed.
Interim protection continued. Next 06.08.2026.
Sayyed (Irfan's friend) says informant wants to settle for Rs 2 lakh - NOT to be discussed in court.
""")

up("backlog/2026-08/Anwar PW1 cross 24.8.docx", "typed_note_docx", VK, "2026-08-24", ["C04"], ["C04-H08"], """
RCS 287/2025 - PW1 cross (24.08.2026)
Rs 1,000 costs paid by Patil before cross.
Cross by Adv. Yogesh Patil (about 1 hr):
- Q: no rent agreement? A: oral tenancy since 2009, Rs. 2,000 then, Rs. 4,500 now.
- Q: you have another shop at Shahganj? A: denied; it is my brother Aslam's.
- Suggested that Bhagat wants the shop for his son's business - "I don't know".
Cross over. PW2 next. Next date 05.10.2026.
""")

# ------------------------------------------------------------------ WhatsApp exports
up("backlog/2026-03/WhatsApp Chat with Pooja Wankhede Jr.txt", "whatsapp_export", VK, "2026-03-20", ["C05", "C06", "C07"], ["C06-H01", "C05-H02", "C06-H02", "C07-H01", "C05-H03"], """
06/01/26, 1:12 pm - Pooja Wankhede Jr: Sir family court Rukhsana - Salim appeared today with Adv Bhosale. Say in 4 weeks. ND 3/2
06/01/26, 1:13 pm - Vivek Kulkarni: ok. Rukhsana la sang, documents of his shop gheun ye
22/01/26, 12:40 pm - Pooja Wankhede Jr: Sir Pawar v Wagh - accused aala finally 🙏 BW cancelled, bail bond 10,000 with surety. Patil for accused. ND 19/2 for plea
22/01/26, 12:41 pm - Vivek Kulkarni: 👍 Sandeep seth la kalav
03/02/26, 2:05 pm - Pooja Wankhede Jr: Sir Rukhsana - Salim's say filed (he says she left on her own). Joshi madam referred to marriage counsellor, 1st sitting 17/2. ND 10/3
03/02/26, 2:06 pm - Vivek Kulkarni: Counsellor la jaanyaadhi mala bhet, Rukhsana la sang
12/02/26, 4:30 pm - Pooja Wankhede Jr: Sir SDO tenancy Shinde - Thorat appeared thru Adv Sunil Deshmukh, say time. ND 19/3
12/02/26, 4:31 pm - Vivek Kulkarni: ok
19/02/26, 1:20 pm - Pooja Wankhede Jr: Sir Wagh 138 plea recorded - pleaded not guilty, says "security cheque". Khan saheb fixed CE. ND 26/3
19/02/26, 1:22 pm - Vivek Kulkarni: Sandeep seth chi affidavit draft kar. Exh list pan
""")

up("backlog/2026-07/WhatsApp Chat with Kale Anna Karkhana.txt", "whatsapp_export", VK, "2026-07-22", ["C01"], ["C01-H02", "C01-H04", "C01-H06"], """
[13/01/26, 3:44:10 PM] Vivek Kulkarni: Namaskar anna. Aaj karkhana che vakil Qureshi yanni vel maagitla, reply tayar nahi mhane. Pudhchi tarikh 10 Feb.
[13/01/26, 3:52:31 PM] Kale Anna Karkhana: Namaskar vakil saheb. Tyanna kiti vel denar court? Amche 1146 sabhasad baher ahet
[13/01/26, 3:53:05 PM] Vivek Kulkarni: Pahila vel aahe, court deta. Pudhchya veli nahi.
[17/03/26, 5:10:44 PM] Vivek Kulkarni: Anna, court ne nivadnuk result "subject to outcome of petition" kela. Navin board kaam karu shakte pan nikal aaplya petition var avalambun.
[17/03/26, 5:15:02 PM] Kale Anna Karkhana: Punha nivadnuk pahije hoti. Theek aahe. Pudhe?
[17/03/26, 5:15:40 PM] Vivek Kulkarni: 16 June, suttinantar.
[21/07/26, 6:02:18 PM] Vivek Kulkarni: Anna, aaj karkhanyane 2000 costs dile, cheque tumchyakade deto. Court ne RJD Sugar la affidavit dyayla sangitla - 1146 lokanna notice dili hoti ka. Next 15 Sept.
[21/07/26, 6:04:51 PM] Kale Anna Karkhana: Chan. RJD ne notice dili nahi, he khara aahe. 🙏
""")

up("backlog/2026-11/WhatsApp Chat with Sandeep Pawar Agro.txt", "whatsapp_export", VK, "2026-11-19", ["C05"], ["C05-H05", "C05-H08", "C05-H10"], """
23/04/26, 6:15 pm - Sandeep Pawar Agro: Vakil saheb aaj pan kaahi zala nahi. Dukan band karun gelo hoto
23/04/26, 6:20 pm - Vivek Kulkarni: Sorry seth. Tyancha vakil Sessions court madhe hota. Judge ne last adjournment mhanun lihila. 18 June la cross.
10/09/26, 5:48 pm - Sandeep Pawar Agro: Aaj kaay zala?
10/09/26, 5:55 pm - Vivek Kulkarni: Patil ne punha vel maagitla, defence evidence sathi. Pudhchi tarikh 15 Oct. Aapan objection ghetla, judge ne ekda vel dila.
10/09/26, 5:56 pm - Sandeep Pawar Agro: Ha manus pratyek veli vel maagto 😡
19/11/26, 4:40 pm - Vivek Kulkarni: Seth, aaj arguments hote. Patil ready nahi. Khan saheb ne "last time" sangitla. Pudhchi tarikh 17 December.
19/11/26, 4:42 pm - Sandeep Pawar Agro: 17 la mi yeu ka?
19/11/26, 4:43 pm - Vivek Kulkarni: Garaj nahi, arguments aahet. Pan jar compensation baddal vicharla tar yaa. 
""")

up("backlog/2026-11/WhatsApp Chat with Dattu Clerk.txt", "whatsapp_export", VK, "2026-11-21", ["C03", "C07"], ["C03-H02", "C07-H02", "C07-H04", "C03-H07"], """
23/01/26, 1:05 pm - Dattu Clerk: साहेब SA 512 जाधव - R&P आले नाही. पुढील तारीख 06/03/2026
23/01/26, 1:06 pm - Vivek Kulkarni: ok. District court la jaun R&P pathavle ka vichar
19/03/26, 12:30 pm - Dattu Clerk: साहेब SDO साहेब दौऱ्यावर, बोर्ड झाला नाही. कुळ प्र. 22/25 पुढील तारीख 14/05/2026
19/03/26, 12:31 pm - Vivek Kulkarni: 👍 Baburao kakanna kalav
16/07/26, 3:15 pm - Dattu Clerk: साहेब शिंदे कुळ केस - तलाठी अहवाल आला नाही. पुढील तारीख 17/09/2026
16/07/26, 3:18 pm - Vivek Kulkarni: Talathi la bhet, ahwal lavkar de mhanun sang
20/11/26, 4:52 pm - Dattu Clerk: साहेब SA 512 बोर्ड संपला, पोहोचले नाही. पुढील तारीख 15/01/2027
20/11/26, 4:53 pm - Vivek Kulkarni: ok
""")
