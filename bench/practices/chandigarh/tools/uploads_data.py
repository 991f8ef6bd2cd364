"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


HSK = "Harsimran Kaur Dhillon"
ARSH = "Arshdeep Singh Virk"
BALKAR = "Balkar Singh"

# ---------------------------------------------------------------- documents
up("backlog/2025-07/IMG-20250716-WA0012.jpg", "document_photo", "Punjab & Sind Bank", "2025-07-14", ["C06"], [], """
PUNJAB & SIND BANK
Branch: Landran, Distt. SAS Nagar (Pb.)          Date: 14/07/2025
CHEQUE RETURN MEMO
Cheque No. 318842  dt. 05/07/2025  for Rs. 4,75,000.00
Drawer: Manjit Singh s/o Joginder Singh, A/c No. 0731xxxxxx2219
Payee: M/S BAINS TRACTORS & IMPLEMENTS
Reason of return: 01 - FUNDS INSUFFICIENT
Charges Rs. 590/- debited.
Branch Manager
""")

up("backlog/2025-11/Scan_0043.pdf", "document_scan", "Director Public Instructions (SE), Punjab", "2025-08-18", ["C01"], [], """
OFFICE OF THE DIRECTOR PUBLIC INSTRUCTIONS (SECONDARY EDUCATION), PUNJAB
PSEB Complex, Vidya Bhawan, Phase 8, S.A.S. Nagar
No. 14/27-2025 ACP(3)/ 5591                                    Dated: 18.08.2025
To
Smt. Gurpreet Kaur, Lecturer (Political Science), Govt. Senior Secondary School, Kurali (SAS Nagar)
Subject: Grant of 4-9-14 years Assured Career Progression - representation dated 02.05.2025.
With reference to the subject cited above, your claim for the second ACP on completion of 9 years of service
w.e.f. 21.03.2021 has been examined and is not found admissible, as your ad hoc service from 21.03.2012 to
30.06.2013 cannot be counted for ACP as per instructions of the Finance Department.
The representation is hereby filed.
sd/- Deputy Director (Services), for DPI (SE) Punjab
""")

up("backlog/2025-12/FIR 211 PS Sadar Kharar.pdf", "document_scan", "Punjab Police, PS Sadar Kharar", "2025-10-14", ["C02"], [], """
FIRST INFORMATION REPORT (Under Section 173 B.N.S.S.)
1. District: SAS Nagar   P.S.: Sadar Kharar   Year: 2025   FIR No.: 0211   Date: 14/10/2025
2. Acts & Sections: BNS 2023 - 318(4), 316(2), 61(2)
3. Occurrence: 03/2025 to 08/2025, Village Chhajju Majra, Kharar
4. Complainant: Kulwinder Singh s/o Mehar Singh, r/o Village Bhago Majra, Kharar
6. Accused: (1) Harjinder Singh @ Happy s/o Sarwan Singh, r/o Ward No. 9, Kharar (2) Ravinder Pal (agent), Jalandhar
Contents: Complainant states that accused No. 1 took Rs. 7,50,000/- in cash and through his account for sending
his son Arshpreet Singh to Canada on a work permit, showed a forged offer letter, and neither visa was arranged
nor money returned.
""")

up("backlog/2026-01/Ledger Kalsi Builders FY 2024-25.pdf", "document_scan", "M/s Saini Hardware Traders", "2025-06-30", ["C04"], [], """
M/S SAINI HARDWARE TRADERS
Shop No. 17, Sector 26 Grain Market, Chandigarh | GSTIN 04AXXPS1234X1Z9
LEDGER ACCOUNT: KALSI BUILDERS AND DEVELOPERS (site: Kalsi Greens, Zirakpur)     01.04.2024 to 30.06.2025
Bills SHT/24-25/101 to SHT/24-25/163 (CP fittings, sanitaryware, hardware)    Dr 12,92,500.00
By cheque 11.09.2024 (HDFC)                                                    Cr  2,50,000.00
By NEFT 28.01.2025                                                             Cr  2,00,000.00
Balance due as on 30.06.2025                                                   Dr  8,42,500.00
Interest @ 18% p.a. on bills unpaid after 30 days, as per terms on bills.
For Saini Hardware Traders - sd/- Rakesh Saini, Partner
""")

up("backlog/2026-02/rent deed SCO 24.jpeg", "document_photo", "Kamlesh Rani / Sukhdev Raj", "2019-04-01", ["C05"], [], """
RENT DEED
This rent deed is executed at Mohali on 01-04-2019 between Smt. Kamlesh Rani w/o Late Sh. Ram Parkash, r/o
H.No. 552, Phase 3B2, Mohali (LANDLADY) and Sh. Sukhdev Raj s/o Sh. Des Raj, r/o Balongi (TENANT).
1. Ground floor of SCO No. 24, Phase 3B2, Mohali is let out for a readymade garments shop.
2. Rent Rs. 21,000/- per month, payable by the 7th of each month, increase 5% every year.
3. Term 11 months, renewable by mutual consent.
Witnesses: 1. Amit Kumar  2. Sukhwinder Singh (property dealer)
""")

# ---------------------------------------------------------------- C01 Gurpreet Kaur ACP writ
up("backlog/2025-12/IMG_20251209_191204.jpg", "handwritten_note_photo", HSK, "2025-12-09", ["C01"], ["C01-H01"], """
9/12 Tue  HC Ct 14 (Brar J)
CWP 18234/2025 Gurpreet Kaur v State - ACP 4-9-14 (Kurali lecturer)
Item 41, reached 12.30. Argued ad hoc service 21.3.2012-30.6.2013 to be counted - Finance Deptt instructions.
Notice of motion. Sh. V.S. Sandhu Addl AG accepts notice, asks 6 weeks for reply. Granted.
Brar J: "State should not take six weeks and then ask for more." - noted!
ND 04.02.2026. Tell Gurpreet ji - no need to come.
""")

up("backlog/2026-02/IMG_20260204_180233.jpg", "handwritten_note_photo", HSK, "2026-02-04", ["C01"], ["C01-H02"], """
04.02.26  Wed  HC - Ct 14
Gurpreet Kaur CWP - no reply by State. Sandhu AAG: "instructions awaited from DPI office", 4 wks more.
Brar J v. annoyed, asked him how many times he needs time. Granted 4 weeks, "as a last indulgence" (oral, not
in order).
NDOH 18-3-2026
Gurpreet ji phone kita - ohna nu dasya, next time State nu costs lag sakde ne.
""")

up("backlog/2026-03/PXL_20260318_141107.jpg", "handwritten_note_photo", HSK, "2026-03-18", ["C01"], ["C01-H03"], """
18/3  HC 14  Gurpreet Kaur ACP
Again no reply!! Sandhu: instructions awaited (3rd time same line).
Brar J - costs Rs 10,000 payable to petitioner, last opportunity, reply before next date. 
ND 6 May (06.05.26). Costs to be paid before ND - see if they pay.
""")

up("backlog/2026-03/CWP-18234-2025 order 18.03.2026.pdf", "certified_order_sheet_scan", "Punjab and Haryana High Court", "2026-03-18", ["C01"], ["C01-H03"], """
IN THE HIGH COURT OF PUNJAB AND HARYANA AT CHANDIGARH
CWP-18234-2025
Gurpreet Kaur                                                    ...Petitioner
Versus
State of Punjab and others                                       ...Respondents
Date of order: 18.03.2026
CORAM: HON'BLE MR. JUSTICE HARINDER SINGH BRAR
Present: Ms. Harsimran Kaur Dhillon, Advocate for the petitioner.
         Mr. Vikramjit Singh Sandhu, Addl. A.G., Punjab.
Learned State counsel again seeks time to file reply on the ground that instructions are awaited. This is the
third occasion. Last opportunity is granted subject to payment of costs of Rs.10,000/- to the petitioner.
Reply be filed before the next date of hearing, failing which the Director Public Instructions (SE), Punjab
shall remain present in person.
List on 06.05.2026.
(HARINDER SINGH BRAR) JUDGE
""")

up("backlog/2026-05/IMG_20260506_173540.jpg", "handwritten_note_photo", HSK, "2026-05-06", ["C01"], ["C01-H04"], """
6-5-26  HC Ct 14
Gurpreet - reply filed in court today by AAG (copy handed over, 22 pages, annex R-1 to R-4). 
Costs 10,000 NOT paid - pointed out; Brar J: "pay before next date, else DPI in person".
Replication 3 wks. Balkar - file replication, get diary no.
NDOH 15.07.2026
""")

up("backlog/2026-07/Doc1.docx", "typed_note_docx", HSK, "2026-07-15", ["C01"], ["C01-H05"], """
15th July 2026 - HC Court 14 - CWP 18234 of 2025 (Gurpreet Kaur)
Replication on record (Diary No. 118345 of 2026, filed 25.05.2026).
Listed for arguments. AAG Sandhu wanted time "to verify the service record of the petitioner" - fourth request.
Brar J refused to give time simpliciter; directed the DPI (SE) Punjab to file his PERSONAL affidavit explaining
why the ad hoc period is excluded when the Finance Deptt letter of 2019 counts it.
Costs of 10,000 still unpaid.
Next date: 09.09.2026.
""")

up("backlog/2026-09/IMG_20260909_165812.jpg", "handwritten_note_photo", HSK, "2026-09-09", ["C01"], ["C01-H06"], """
09/09/2026  Ct 14  Gurpreet Kaur writ
DPI personal affdt filed - says ACP file "under re-examination", will decide in 8 wks.
Costs 10,000 paid today - cheque given in court (SBI, no. 604512), Gurpreet ji nu de ditta.
Brar J: not accepting "re-examination" as an answer; will hear on merits.
Arguments. ND 28.10.26
""")

up("backlog/2026-11/IMG_20261118_190420.jpg", "handwritten_note_photo", HSK, "2026-11-18", ["C01"], ["C01-H08"], """
18.11 Wed - HC 14 - Gurpreet Kaur ACP
(28.10 was not reached - item 52)
Today heard ~25 min. Brar J asked AAG for the Finance Deptt letter of 2019 - State has not annexed it. 
Directed State to place it on record. Part heard.
NDOH 13.01.2027. Gurpreet ji hopeful - told her decision likely next date itself.
""")

up("backlog/2026-11/cause list 18.11.2026 court 14.pdf", "cause_list_pdf", "Punjab and Haryana High Court", "2026-11-17", ["C01"], [], """
PUNJAB AND HARYANA HIGH COURT AT CHANDIGARH
CAUSE LIST FOR WEDNESDAY, 18TH NOVEMBER, 2026
COURT NO. 14 - HON'BLE MR. JUSTICE HARINDER SINGH BRAR
REGULAR MATTERS (ARGUMENTS)
36. CWP-9911-2024   Jagtar Singh v State of Punjab             Sh. R.S. Bawa
37. CWP-18234-2025  Gurpreet Kaur v State of Punjab and others    Ms. Harsimran Kaur Dhillon / Addl. AG Punjab
38. CWP-2207-2025   Rekha Rani v PSPCL                           Sh. Amanpreet Sodhi
""")

# ---------------------------------------------------------------- C02 Happy anticipatory bail
up("backlog/2025-12/CRM-M-45121-2025 order 16.12.2025.pdf", "certified_order_sheet_scan", "Punjab and Haryana High Court", "2025-12-16", ["C02"], ["C02-H01"], """
IN THE HIGH COURT OF PUNJAB AND HARYANA AT CHANDIGARH
CRM-M-45121-2025
Harjinder Singh @ Happy                                  ...Petitioner
Versus
State of Punjab                                           ...Respondent
Date: 16.12.2025
CORAM: HON'BLE MS. JUSTICE NAVJOT KAUR SIDHU
Present: Ms. Harsimran Kaur Dhillon, Advocate for the petitioner.
         Mr. Jasdeep Walia, DAG, Punjab.
Prayer is for grant of anticipatory bail in FIR No. 211 dated 14.10.2025 under Sections 318(4), 316(2), 61(2)
BNS, Police Station Sadar Kharar, District SAS Nagar.
Notice of motion for 20.01.2026.
In the meantime, the petitioner shall join the investigation within seven days and in the event of arrest he
shall be released on interim bail to the satisfaction of the arresting officer. He shall abide by the
conditions under Section 482(2) BNSS.
(NAVJOT KAUR SIDHU) JUDGE
""")

up("backlog/2026-01/20-01-26 happy bail.txt", "typed_note_txt", HSK, "2026-01-20", ["C02"], ["C02-H02"], """
20.01.2026 HC Ct 22 - Happy bail (CRM-M 45121/2025)
Happy joined investigation on 22.12.2025 at PS Sadar Kharar (zimni copy with DAG).
Sidhu J first question: "has he joined?" - yes. then asked about money - 7.5 lakh alleged.
Complainant's counsel Rajat Mehndiratta appeared (caveat type appearance), wants time to file reply on behalf of
complainant. 
Interim continues. Next date 24.02.2026.
Told Happy - arrange some refund, judge will ask.
""")

up("backlog/2026-02/IMG_20260224_150116.jpg", "handwritten_note_photo", HSK, "2026-02-24", ["C02"], ["C02-H03"], """
24/2 HC 22  Happy AB
State status report: Rs 3,50,000 returned to complainant by Happy (bank transfer 10.2.26) - good.
Mehndiratta not present - his proxy said he is busy in Ct 3. Passover - still not there after lunch.
Sidhu J: "complainant's counsel must be present next date" - adjd.
Interim protection extended. ND 07.04.26
""")

# two matters on one page: Happy (HC morning) + Bains 138 (Mohali afternoon)
up("backlog/2026-04/IMG_20260407_201455.jpg", "handwritten_note_photo", HSK, "2026-04-07", ["C02", "C06"], ["C02-H04", "C06-H03"], """
Tue 7 April 2026
(1) HC 22 - Happy bail: Mehndiratta argued - Happy is a habitual "agent", 2 more complaints (not FIRs).
Part heard. Sidhu J: petitioner to deposit his passport with the IO within a week. Interim continues.
ND 12/5/26.
(2) Mohali JMIC Sandhu madam - Bains 138 v Manjit: accused Manjit Singh appeared finally (after BW),
bail bonds 25,000 with one surety. Notice of accusation framed, pleaded not guilty, claims cheque was security
cheque. Our appln u/s 145(2) NI Act (accused wants to cross CW1) - reply by us.
ND 26.05.2026
""")

up("backlog/2026-05/CRM-M-45121-2025 final order.pdf", "certified_order_sheet_scan", "Punjab and Haryana High Court", "2026-05-12", ["C02"], ["C02-H05"], """
IN THE HIGH COURT OF PUNJAB AND HARYANA AT CHANDIGARH
CRM-M-45121-2025
Harjinder Singh @ Happy v. State of Punjab
Date of decision: 12.05.2026
CORAM: HON'BLE MS. JUSTICE NAVJOT KAUR SIDHU
Present: Ms. Harsimran Kaur Dhillon, Advocate for the petitioner.
         Mr. Jasdeep Walia, DAG, Punjab.
         Mr. Rajat Mehndiratta, Advocate for the complainant.
The petitioner joined the investigation on 22.12.2025, has refunded Rs.3,50,000/- and has deposited his
passport with the Investigating Officer. Custodial interrogation is not required.
The interim order dated 16.12.2025 is made absolute, subject to the conditions that the petitioner shall not
leave India without permission of the trial Court and shall join investigation as and when required.
Petition allowed.
(NAVJOT KAUR SIDHU) JUDGE
""")

up("backlog/2026-05/WhatsApp Chat with Happy Kharar.txt", "whatsapp_export", "Harjinder Singh @ Happy", "2026-05-12", ["C02"], ["C02-H01", "C02-H05"], """
[16/12/25, 4:12:03 PM] Happy Kharar: Sat sri akal madam ji, ki hoya ajj?
[16/12/25, 4:20:41 PM] Harsimran Dhillon Adv: Interim protection mil gayi. 7 din de andar PS Sadar Kharar ja ke investigation join karni hai. Order di copy bhej rahi haan.
[16/12/25, 4:21:10 PM] Happy Kharar: Thank you ji. Kulwinder wale paise di gal kar raha haan.
[22/12/25, 1:05:55 PM] Happy Kharar: Madam aj thane join kar aaya, SI Baljinder ne zimni likhi
[11/02/26, 9:44:12 AM] Happy Kharar: 3.5 lakh Kulwinder nu transfer kar dite kal, screenshot bhej deta
[12/05/26, 2:31:18 PM] Harsimran Dhillon Adv: Happy ji, bail absolute ho gayi. Passport IO kol hi rahega, India ton bahar nahi jaana bina permission.
[12/05/26, 2:33:50 PM] Happy Kharar: Waheguru mehar kare. Fees da baaki 20,000 kal bhej dunga
[12/05/26, 2:34:02 PM] Harsimran Dhillon Adv: Theek hai
""")

# ---------------------------------------------------------------- C03 Simran divorce (Family Court)
up("backlog/2025-12/simran fc 11 dec.txt", "typed_note_txt", ARSH, "2025-12-11", ["C03"], ["C03-H01"], """
11/12/25 family court chd - simranjeet kaur v jaskaran gill HMA 311/2025
resp jaskaran appeared in person with counsel karanbir grewal. madam ne dono parties nu bulaya, puchhya koi
settlement? grewal said "settlement di gal chal rahi hai" - simran ji refused, said no compromise.
reply + reply to s.24 appln in 4 weeks.
nd 9.1.26
""")

up("backlog/2026-01/simran 9-1-26.txt", "typed_note_txt", ARSH, "2026-01-09", ["C03"], ["C03-H02"], """
9 jan 2026 FC chd Simran v Jaskaran
reply to petition + reply to sec 24 filed by resp (copy recd, resp claims salary only 38,000 pm, Gill Motors
Zirakpur - jhooth, he is partner).
madam referred to mediation centre sec 43, first sitting 23.01.26.
grewal again said parties can settle - madam: "then settle in mediation, not here".
ND 13/02/2026
""")

up("backlog/2026-02/IMG_20260213_172709.jpg", "handwritten_note_photo", HSK, "2026-02-13", ["C03"], ["C03-H03"], """
13.2.26 Fri - Family Ct Chd - Simran divorce
Mediation failed (report 06.02.26). Principal Judge asked both for affidavits of assets & liabilities (Rajnesh v Neha
format) - both to file before ND. Jaskaran present in person - judge insists parties present every date.
s.24 args next date.
ND 27/03/26
""")

up("backlog/2026-03/HMA-311-2025 order 27.03.2026.pdf", "certified_order_sheet_scan", "Family Court, Chandigarh", "2026-03-27", ["C03"], ["C03-H04"], """
IN THE COURT OF MS. ANUPAM SHARMA, PRINCIPAL JUDGE, FAMILY COURT, CHANDIGARH
HMA No. 311 of 2025   CNR No. CHCH03-004411-2025
Simranjeet Kaur vs Jaskaran Singh Gill
Order on application under Section 24 of the Hindu Marriage Act
Present: Petitioner in person with Ms. Harsimran Kaur Dhillon, Advocate.
         Respondent in person with Sh. Karanbir Grewal, Advocate.
27.03.2026
Both sides have filed affidavits of assets and liabilities. The respondent is a partner in Gill Motors, Zirakpur
and his income cannot be taken as Rs.38,000/- per month as claimed. The petitioner has no independent income.
The respondent is directed to pay maintenance pendente lite of Rs.18,000/- per month to the petitioner from the
date of filing of the application, and Rs.15,000/- as litigation expenses. Arrears be cleared within two months.
To come up for framing of issues on 08.05.2026.
Principal Judge, Family Court, Chandigarh
""")

up("backlog/2026-03/simran call 28-3.txt", "typed_note_txt", HSK, "2026-03-28", ["C03"], [], """
28.03.2026 - Simranjeet Kaur phone (evening)
Happy with 18k order. Asks if Jaskaran can be made to pay from Oct (filing) - yes, order says from date of
application. She says his brother threatening her father at Kharar - told her to give written complaint to
SSP Mohali, keep copy. Next date 8 May - she must come in person (PJ insists).
""")

up("backlog/2026-05/8.5.26 FC.txt", "typed_note_txt", ARSH, "2026-05-08", ["C03"], ["C03-H05"], """
8.5.26 family court - simran v jaskaran
issues framed - 4 (cruelty, desertion not pleaded so only 13(1)(ia); relief; maintenance arrears).
arrears under s.24 not paid yet - grewal said client "arranging".
PW evidence - our affidavit of simran ji to be ready.
agli tareek 10.07.2026
""")

up("backlog/2026-07/20260710_164233.jpg", "handwritten_note_photo", HSK, "2026-07-10", ["C03"], ["C03-H06"], """
10/07/26 FC Chd Simran
PW1 Simranjeet Kaur - affidavit Ex. PW1/A tendered, docs Ex P1 to P9 (whatsapp msgs, medical of 14.8.24).
Grewal not ready for cross - "need time to prepare" - madam allowed but said PW1 will not be called again &
again.
Arrears s.24 still NOT paid (now 9 months). We moved appln u/s 28A? - no, moved for striking off defence.
ND 21.8.26
""")

up("backlog/2026-10/Simranjeet PW2 16.10.docx", "typed_note_docx", HSK, "2026-10-16", ["C03"], ["C03-H08"], """
16-10-2026 Family Court - Simranjeet v Jaskaran
Jaskaran paid arrears Rs 1,08,000 by DD (HDFC Zirakpur) in court, after last date's warning. Simran ji received.
PW2 Baljit Kaur (mother) examined, cross by Grewal ~40 min - she stood firm about the 14.08.2024 incident.
One more witness? - decided no. Close PE next date.
ND 20.11.2026
""")

up("backlog/2026-11/PE closed simran.txt", "typed_note_txt", ARSH, "2026-11-20", ["C03"], ["C03-H09"], """
20.11.26 fc - simran
PE closed by our statement (madam recorded HSK mam's stmt). now RE - resp evidence.
grewal said jaskaran wil examine himself + 1 witness (his partner). again he mentioned settlement - simran ji
said ik vaari fir: no.
nd 18.12.26 for RE.
""")

# ---------------------------------------------------------------- C04 Saini recovery (CJSD Chandigarh)
up("backlog/2026-02/IMG-20260124-WA0007.jpg", "handwritten_note_photo", BALKAR, "2026-01-24", ["C04"], ["C04-H02"], """
24-1-26  ਸਨਿੱਚਰਵਾਰ
ਸੈਣੀ ਹਾਰਡਵੇਅਰ ਬਨਾਮ ਕਲਸੀ ਬਿਲਡਰਜ਼ - CS 1142/2025 - ਜੱਜ ਰਮਨਦੀਪ ਕੌਰ ਮੈਡਮ
ਜਵਾਬ ਦਾਅਵਾ (WS) ਅੱਜ ਵੀ ਨਹੀਂ ਆਇਆ। ਭਾਰਦਵਾਜ ਵਕੀਲ ਨੇ ਫਿਰ ਟਾਈਮ ਮੰਗਿਆ।
ਆਖਰੀ ਮੌਕਾ, ਖਰਚਾ 1500 ਰੁਪਏ।
ਅਗਲੀ ਤਰੀਕ 28-2-26
""")

up("backlog/2026-02/saini 28 feb.txt", "typed_note_txt", ARSH, "2026-02-28", ["C04"], ["C04-H03"], """
28/02/2026 CJSD chd - saini hardware v kalsi builders
ws filed today by bhardwaj (defence: goods defective, only 4.9 lakh due, rest "adjusted"). cost 1500 paid
in court - received by me.
replication filed same day (we had kept ready). ramandeep kaur madam very strict - said no adj without costs
in this case.
nd 11-4-26 for issues
""")

up("backlog/2026-04/IMG_20260411_142950.jpg", "handwritten_note_photo", HSK, "2026-04-11", ["C04"], ["C04-H04"], """
11/4 Sat  CJSD Chd (Ct room 12) - Saini v Kalsi
Issues framed - 5:
1. plff entitled to recovery of 8,42,500 + int? OPP
2. rate of interest? OPP
3. goods defective? OPD
4. suit bad for non-joinder? OPD
5. relief.
PW evidence - affidavit of Rakesh ji + summon HDFC Sec 35 official for cheques/NEFT.
NDOH 23.05.26
""")

up("backlog/2026-05/Saini PW1 notes.docx", "typed_note_docx", HSK, "2026-05-23", ["C04"], ["C04-H05"], """
Saturday 23 May 2026 - Civil Judge (SD) Chandigarh - CS 1142/2025 Saini Hardware v Kalsi Builders
PW1 Rakesh Saini: affidavit Ex. PW1/A tendered; documents Ex. P1 (ledger), Ex. P2 to P64 (bills), Ex. P65
(legal notice 12.07.2025) exhibited.
Cross: Bhardwaj asked for adjournment - "not ready, documents bulky". Madam allowed only because PW1 was
tendered today, but said next date PW1 to be cross-examined positively.
Next date 18.07.2026 - PW1 cross, PW2 summon.
""")

up("backlog/2026-07/IMG_20260718_155010.jpg", "handwritten_note_photo", HSK, "2026-07-18", ["C04"], ["C04-H06"], """
18-7-26 Sat CJSD - Saini
PW1 cross by Bhardwaj - 1 hr. Put "goods defective" - Rakesh ji: no complaint in writing ever, site engineer
signed every challan. Admitted 2 bills (P17, P18) had rate revision - OK.
PW2 HDFC Sector 35 - summons issued for ND with record of A/c of Kalsi Builders.
ND 29/8/26
""")

up("backlog/2026-08/saini 29.08.txt", "typed_note_txt", ARSH, "2026-08-29", ["C04"], ["C04-H07"], """
29.08.2026 saini hardware case
PW2 Neeraj Arora, Branch Ops Manager HDFC Bank Sec 35-B, examined - proved cheque 11.09.2024 Rs 2.5 lakh and
NEFT 28.01.2025 Rs 2 lakh (Ex PW2/1 statement). short cross - nothing.
PE closed by our stmt.
DW evidence next - nd 10.10.2026
""")

up("backlog/2026-09/Rakesh Saini call.txt", "typed_note_txt", HSK, "2026-09-20", ["C04"], [], """
20/9/26 Sun - Rakesh Saini call
Says Kalsi's man came to shop - offering Rs 5 lakh full and final. Rakesh ji not agreeable; wants at least
7.5 lakh + costs. Told him: don't sign anything at shop, any offer through counsel. DW evidence on 10.10.
""")

up("backlog/2026-10/CS-1142-2025 zimni 10.10.2026.pdf", "certified_order_sheet_scan", "Civil Judge (Senior Division), Chandigarh", "2026-10-10", ["C04"], ["C04-H08"], """
IN THE COURT OF MS. RAMANDEEP KAUR, CIVIL JUDGE (SENIOR DIVISION), CHANDIGARH
CS No. 1142 of 2025
M/s Saini Hardware Traders vs M/s Kalsi Builders and Developers
10.10.2026
Present: Ms. Harsimran Kaur Dhillon, Adv. for the plaintiff.
         Sh. Ashwani Bhardwaj, Adv. for the defendant.
ਅੱਜ ਮਿਸਲ ਮੁਦਾਲਾ ਦੀ ਗਵਾਹੀ ਲਈ ਲੱਗੀ ਹੈ। ਕੋਈ ਗਵਾਹ ਹਾਜ਼ਰ ਨਹੀਂ।
No DW present. Learned counsel for the defendant seeks adjournment. Last opportunity is granted subject to
costs of Rs.2,000/- payable to the plaintiff. ਮਿਸਲ 14.11.2026 ਲਈ ਮੁਦਾਲਾ ਦੀ ਗਵਾਹੀ ਵਾਸਤੇ ਪੇਸ਼ ਹੋਵੇ।
To come up on 14.11.2026 for DW evidence at own responsibility.
CJSD, Chandigarh
""")

up("backlog/2026-11/IMG_20261114_162301.jpg", "handwritten_note_photo", HSK, "2026-11-14", ["C04"], ["C04-H09"], """
14.11.26 (Sat) Saini v Kalsi - CJSD
Cost 2000 paid (Bhardwaj handed cash, receipt given).
DW1 Jaspal Singh Kalsi (partner) - affidavit Ex DW1/A. Cross by me - 45 min: admitted no written complaint
about quality!! Admitted site engineer Gagan signed challans. Cross remaining - bank entries.
Madam: will not adjourn RE further, DW1 to come on ND without fail.
ND 12.12.2026 - DW1 further cross.
""")

# ---------------------------------------------------------------- C05 Kamlesh Rani rent petition (RC Mohali)
up("backlog/2025-12/RP-88-2025 order 19.12.2025.pdf", "certified_order_sheet_scan", "Rent Controller, SAS Nagar", "2025-12-19", ["C05"], ["C05-H01"], """
IN THE COURT OF SH. GAURAV DHIMAN, RENT CONTROLLER, SAS NAGAR (MOHALI)
RP No. 88 of 2025
Smt. Kamlesh Rani vs Sukhdev Raj
19.12.2025
Present: Ms. Harsimran Kaur Dhillon, Adv. for the petitioner-landlady.
         Sh. Navdeep Chhabra, Adv. for the respondent-tenant.
Learned counsel for the respondent has tendered Rs.1,26,000/- towards arrears of rent from 01.04.2025 to
30.11.2025 with interest and costs as assessed, without prejudice and under protest. The same is accepted by
learned counsel for the petitioner under protest as well. The petition on the ground of bona fide requirement
shall proceed. Reply be filed. To come up on 07.02.2026.
Rent Controller, SAS Nagar
""")

up("backlog/2025-12/kamlesh rani 19 12.txt", "typed_note_txt", HSK, "2025-12-19", ["C05"], ["C05-H01"], """
19/12/2025 Fri - RC Mohali (Dhiman sahib) - Kamlesh Rani v Sukhdev Raj
First thing Dhiman sahib asked: "rent tender kitta?" - Chhabra tendered 1,26,000 (Apr-Nov 25 arrears + int
+ costs) under protest. We accepted under protest - so arrears ground gone; need ground (bona fide need for son
Amit's dental clinic) continues.
Kamlesh ji unhappy - told her arrears ground always goes on first date tender under the Act.
ND 7.2.26 reply.
""")

up("backlog/2026-02/IMG-20260207-WA0015.jpg", "handwritten_note_photo", BALKAR, "2026-02-07", ["C05"], ["C05-H02"], """
7/2/26  ਮੋਹਾਲੀ ਰੈਂਟ ਕੰਟਰੋਲਰ
ਕਮਲੇਸ਼ ਰਾਣੀ ਬਨਾਮ ਸੁਖਦੇਵ ਰਾਜ - RP 88/2025
ਕਿਰਾਏਦਾਰ ਵੱਲੋਂ ਜਵਾਬ ਦਾਖਲ। ਕਾਪੀ ਮਿਲ ਗਈ (12 ਸਫ਼ੇ)।
ਰਿਜੋਇੰਡਰ ਅਗਲੀ ਤਰੀਕ ਤੇ।
ਅਗਲੀ ਤਰੀਕ 21-03-2026
""")

up("backlog/2026-03/rent mohali 21.3.txt", "typed_note_txt", ARSH, "2026-03-21", ["C05"], ["C05-H03"], """
21.3.26 RC mohali kamlesh rani
rejoinder filed. issues framed - 3: (1) bona fide need of son amit for dental clinic? OPP (2) tenant has other
premises? - no, that is for landlord.. (2) petitioner owns other vacant building in urban area? OPR (3) relief
AW evidence. dhiman sahib said evidence by affidavit.
nd 2 may 2026
""")

up("backlog/2026-05/IMG_20260502_131844.jpg", "handwritten_note_photo", HSK, "2026-05-02", ["C05"], ["C05-H04"], """
2-5-26 RC Mohali - Kamlesh Rani
AW1 Amit Kumar (son, BDS) - affidavit Ex AW1/A tendered, docs: BDS degree, Dental Council regn, quotation for
chairs (Ex A1-A6). Chhabra reserved cross - Dhiman sahib allowed.
Tenant still paying rent by money order every month - noted by RC.
ND 04.07.26
""")

up("backlog/2026-07/RC mohali 4 july.txt", "typed_note_txt", ARSH, "2026-07-04", ["C05"], ["C05-H05"], """
4/7/26 rent case kamlesh rani - RC mohali
AW1 amit cross by chhabra - he asked why clinic not in phase 3B2 own house - amit: residential, not allowed
(good ans). also asked abt amit working at PGI dental - amit said contract ended march 2026.
AW2 Manav Bedi architect - plan of SCO 24 ground floor for clinic (Ex AW2/1) - short cross.
AE closed.
nd 22.8.26 RW evidence
""")

up("backlog/2026-09/rent ND correction.txt", "typed_note_txt", HSK, "2026-09-28", ["C05"], ["C05-H07"], """
28.09.2026 - CORRECTION
Arsh's message of 26.09 says Kamlesh Rani rent case ND is 31.10 - WRONG. Balkar checked with the ahlmad of Dhiman
sahib today: next date is 07.11.2026 (Sat), for RW evidence, last opportunity to tenant, costs Rs 1,000 imposed
on 26.09. Diary corrected. Kamlesh ji also informed.
""")

# ---------------------------------------------------------------- C06 Bains 138 (JMIC Mohali)
up("backlog/2026-02/NACT-3456-2025 order 17.02.2026.pdf", "certified_order_sheet_scan", "JMIC, SAS Nagar", "2026-02-17", ["C06"], ["C06-H02"], """
IN THE COURT OF MS. KIRANDEEP KAUR SANDHU, JMIC, SAS NAGAR (MOHALI)
NACT No. 3456 of 2025
M/s Bains Tractors & Implements vs Manjit Singh
17.02.2026
Present: Sh. Arshdeep Singh Virk, Adv. for the complainant.
         Accused absent despite personal service (report of process server dated 29.01.2026).
ਦੋਸ਼ੀ ਤਾਮੀਲ ਹੋਣ ਦੇ ਬਾਵਜੂਦ ਗੈਰ ਹਾਜ਼ਰ ਹੈ।
Accused be summoned through bailable warrants in the sum of Rs.10,000/- with one surety in the like amount for
07.04.2026.
JMIC, SAS Nagar
""")

up("backlog/2026-05/bains 26-5.txt", "typed_note_txt", ARSH, "2026-05-26", ["C06"], ["C06-H04"], """
26/05/26 JMIC mohali - bains tractors v manjit singh (138)
145(2) appln allowed - accused can cross CW1 harpal singh bains. 
thakur sahib (accused counsel) also moved exemption for manjit - "gone to UP for wheat harvest payments" - 
madam allowed exemption for today only. 
next date 21.07.2026 for cross of CW1. harpal ji nu dass dita, must come with original bills + ledger.
""")

up("backlog/2026-09/IMG_20260915_181207.jpg", "handwritten_note_photo", HSK, "2026-09-15", ["C06"], ["C06-H06"], """
15/9  JMIC Mohali - Bains 138
CW1 Harpal Singh Bains cross by Thakur - defence: cheque given as security for tractor loan, blank signed.
Harpal ji firm: cheque for balance of Swaraj 855 tractor + rotavator, invoice 118 dt 02.04.2025. 
Thakur again moved exemption appln for accused - 3rd time. Sandhu madam warned: next time NBW.
CW2 - Punjab & Sind Bank Landran official summoned.
ND 03.11.26
""")

# ---------------------------------------------------------------- two matters on one page
up("backlog/2026-08/IMG_20260822_203015.jpg", "handwritten_note_photo", HSK, "2026-08-22", ["C03", "C05"], ["C03-H07", "C05-H06"], """
21/8 Fri + 22/8 Sat
* Simran divorce (FC Chd) 21.8 - PW1 cross by Grewal done, ~1.5 hrs. Asked about job at Zirakpur boutique -
  she said only 3 months in 2023. Arrears of s.24 = 1,08,000 still unpaid!! PJ warned Jaskaran in open court: pay
  before ND or defence struck off. ND 16.10.26
* Kamlesh Rani RP (Mohali) 22.8 - RW evidence. Chhabra: tenant Sukhdev Raj unwell, medical of Fortis.
  Adjd without cost (Dhiman sahib lenient 1st time). ND 26.9.26
""")

up("backlog/2026-11/week recap 7 nov.txt", "typed_note_txt", ARSH, "2026-11-07", ["C05", "C06"], ["C06-H07", "C05-H08"], """
week recap - 3 nov to 7 nov 2026

tue 3/11 - bains 138, JMIC mohali
CW2 Gurmeet Singh (branch manager, P&S Bank Landran) examined - proved return memo 14.07.2025 (funds insufficient)
and that A/c of manjit had bal Rs 3,212 only on 14.7. Accused present today (after NBW warning).
CE closed. nd 8.12.26 - statement of accused u/s 351 BNSS.

sat 7/11 - kamlesh rani rent, RC mohali
RW1 Sukhdev Raj examined, cross by HSK mam. admitted he has a shop at Balongi in his wife's name! cost 1000
(of 26.9) paid. RE closed.
nd 5-12-2026 for args. arguments to be written - HSK mam to prepare brief by 3.12
""")

# ---------------------------------------------------------------- chats
up("backlog/2026-05/WhatsApp Chat with Balkar Munshi.txt", "whatsapp_export", BALKAR, "2026-05-25", ["C04", "C06", "C01"], ["C04-H01", "C06-H01"], """
12/12/25, 2:41 pm - Balkar Munshi: Madam ji Saini hardware vich Kalsi wale da vakeel Bhardwaj aa gaya, WS nahi laya, time mangya
12/12/25, 2:42 pm - Balkar Munshi: ਅਗਲੀ ਤਰੀਕ 24-01-26
12/12/25, 2:50 pm - Harsimran Dhillon Adv: ok. Rakesh ji nu dass dena
06/01/26, 12:15 pm - Balkar Munshi: Bains 138 - summon wapas aaye, Manjit Singh Landran ton shift ho gaya, navin pata nahi
06/01/26, 12:16 pm - Balkar Munshi: madam ne fresh summon + dasti de dite. ਤਰੀਕ 17-2-26
06/01/26, 12:30 pm - Harsimran Dhillon Adv: Harpal ji ton Manjit da navan address puchho, dasti aap le jao
25/05/26, 4:05 pm - Balkar Munshi: CWP Gurpreet Kaur replication file ho gayi. Diary No. 118345 of 2026
25/05/26, 4:06 pm - Harsimran Dhillon Adv: 👍 copy AAG office ch de aao
""")

up("backlog/2026-11/WhatsApp Chat with Arsh Jr.txt", "whatsapp_export", ARSH, "2026-11-20", ["C01", "C03", "C05", "C06"], ["C06-H05", "C03-H07", "C05-H06", "C05-H07", "C01-H07", "C03-H09"], """
21/07/26, 11:52 am - Arsh Jr: Mam bains 138 - manjit fir exempt, thakur ne application laayi "back pain". CW1 cross nahi hoya, thakur ne keha documents nahi mile
21/07/26, 11:53 am - Arsh Jr: agli tareek 15.09.2026
21/07/26, 11:58 am - Harsimran Dhillon Adv: Same game every date. Next time oppose exemption in writing
21/08/26, 1:30 pm - Arsh Jr: mam simran da cross khatam, grewal ne bahut lamba cross kita. judge madam ne jaskaran nu warning ditti arrears di
22/08/26, 12:10 pm - Arsh Jr: rent case adjourned ji, chhabra - tenant bimaar. nd 26.9
26/09/26, 1:02 pm - Arsh Jr: kamlesh rani - chhabra fir adj mangi, "busy at kharar court". dhiman sahib ne 1000 cost laayi. nd 31.10
26/09/26, 1:03 pm - Harsimran Dhillon Adv: Ok
28/10/26, 3:45 pm - Arsh Jr: mam gurpreet kaur CWP reach nahi hoyi, item 52 si, court 14 utthi 3.30 te. nd 18.11.26
28/10/26, 3:47 pm - Harsimran Dhillon Adv: ok, inform Gurpreet ji
20/11/26, 12:40 pm - Arsh Jr: simran PE close ho gayi, RE 18.12 nu
""")

# ---------------------------------------------------------------- week plan (names cases, no hearing)
up("backlog/2026-11/New Text Document (3).txt", "typed_note_txt", HSK, "2026-11-28", ["C03", "C04", "C05", "C06", "C02"], [], """
PLAN - week 30.11 to 5.12 and after

- Kamlesh Rani rent: written arguments ready by Thu 3/12; ask Amit for PGI contract end letter. Sat args at Mohali.
- Bains 138: draft questions for statement of accused - put to him the bank balance (3,212). Harpal ji to pay
  Arsh the process fee 1,500 pending.
- Saini v Kalsi: prepare further cross of DW1 - bank entries (NEFT 28.01.2025). Rakesh ji to send GST returns.
- Simran: list of RW cross points; get Gill Motors partnership deed from ROC/registrar of firms.
- Fees: Happy's balance 20,000 - received? check with Balkar.
""")
