"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


# ---------------------------------------------------------------- documents
up("backlog/2025-11/Scan_20251118_1042.pdf", "document_scan", "Deputy Commissioner, Kohima", "2025-10-14", ["C01"], [], """
GOVERNMENT OF NAGALAND
OFFICE OF THE DEPUTY COMMISSIONER : KOHIMA
ORDER
No. DCK/VC-12/2025/884                                         Dated Kohima, the 14th October, 2025
Whereas complaints have been received from a section of the villagers of Rüsoma that the Village Council
has failed to account for the VDB funds of 2023-24 and 2024-25;
And whereas the Village Council did not reply to the show cause notice dated 22.09.2025 within the time given;
Now, therefore, in exercise of the powers under Section 8 of the Nagaland Village and Area Councils Act, 1978,
the Rüsoma Village Council headed by Shri Vikheto Rio, Chairman, is hereby superseded with immediate effect,
and the Extra Assistant Commissioner, Kohima Sadar, shall manage its affairs till a new council is constituted.
Sd/- Deputy Commissioner, Kohima
""")

up("backlog/2026-01/IMG-20260129-WA0014.jpg", "document_photo", "Neikhrienuo Angami", "2026-01-29", ["C02"], [], """
GOVERNMENT OF NAGALAND
DIRECTORATE OF SCHOOL EDUCATION, KOHIMA
No. DSE/CT/ENG/2019/311                                   Dated: 04.03.2019
ENGAGEMENT ORDER
Miss Neikhrienuo Angami, B.A., B.Ed., is engaged as Contract Teacher (Graduate) at Government Middle School,
Chiephobozou, on a consolidated honorarium of Rs. 14,000/- per month, on contract basis, till further orders.
Sd/- Director of School Education
--------------------------------------
(handwritten at bottom, in blue pen:) honorarium not paid Jan 2023 to Mar 2025 = 27 months x 14,000 = 3,78,000
+ arrear DA diff. 8,400 = Rs 3,86,400 total claimed
""")

up("backlog/2025-11/CJM cognizance order GR 412.pdf", "document_scan", "Chief Judicial Magistrate, Kohima", "2025-11-11", ["C03"], [], """
IN THE COURT OF THE CHIEF JUDICIAL MAGISTRATE : KOHIMA
G.R. Case No. 412/2025 (arising out of Forest Offence Case No. 19/2025, Kohima Forest Division)
State of Nagaland ... Complainant  -vs-  Shri Imkong Longkumer ... Accused
ORDER dated 11.11.2025
Perused the complaint of the Range Forest Officer, Kohima Range, with the seizure list dated 03.08.2025 showing
seizure of 212 cft of sawn timber (Hollock) in truck NL-01 G 2290 at Zubza check gate without a valid transit pass.
Prima facie offences under Sections 41 and 42 of the Indian Forest Act, 1927, as applicable in Nagaland, are made out.
Cognisance taken. Issue summons to the accused for 09.01.2026.
Sd/- CJM Kohima
""")

up("backlog/2025-12/IMG_20251206_112907.jpg", "document_photo", "Mhasilie Angami", "2025-12-06", ["C04"], [], """
MHASILIE HARDWARE & BUILDING MATERIALS
Near Old MLA Hostel, Kohima
LEDGER - YANTHAN CONSTRUCTION (Chumbemo Yanthan)
12.01.2024  CGI sheets 0.47mm 300 nos      Ch. 1187    2,85,000
03.02.2024  Cement 50 kg 400 bags          Ch. 1203    1,90,000
21.03.2024  TMT bars 12mm                  Ch. 1251    2,15,000
            Total                                      6,90,000
10.06.2024  By cash                                    (50,000)
            BALANCE DUE                                6,40,000
""")

up("backlog/2025-11/Customary Court judgment CC 23 of 2024.pdf", "document_scan", "Customary Court, Kohima", "2025-10-27", ["C05"], [], """
IN THE CUSTOMARY COURT (DOBASHI COURT), KOHIMA
Customary Case No. 23 of 2024
Meyase clan, Jotsoma (through Shri Vizolie Meyase) ... Plaintiff
-versus-
Sorhie clan, Jotsoma (through Shri Neikhrielie Sorhie) ... Defendant
JUDGMENT dated 27.10.2025
The land known as "Kezie-ki" below the Jotsoma - Khonoma road, measuring about 4 acres, is claimed by both clans.
Having heard the elders and the Gaonburas of Jotsoma, and according to Angami customary law and practice,
the Court finds that the Meyase clan has cultivated the land since the time of their forefathers and the Sorhie
clan's claim of a gift (Kezha) is not proved. The land belongs to the Meyase clan. Each side to bear its own cost.
Sd/- Head Dobashi, Kohima
""")

up("backlog/2026-05/Spot inspection report Kezie-ki.pdf", "document_scan", "Dobashi, DC Court Kohima", "2026-05-22", ["C05"], [], """
SPOT INSPECTION REPORT - Civil Appeal No. 7/2025 (Sorhie clan vs Meyase clan)
Date of inspection: 22.05.2026, 10 am to 2 pm. Present: both parties, GBs of Jotsoma (Shri Kevi and Shri Zhaleo),
Dobashi Shri Neisavilie, counsel for both sides.
1. The land "Kezie-ki" has two old stone boundary markers (Kiju) on the upper side, which the Sorhie elders
   say were placed by their grandfather when the land was given.
2. A terrace field on the lower side is at present cultivated by the Meyase clan (paddy, 2025 season).
3. GBs stated that the boundary stones are old but could not say who placed them.
Sd/- Dobashi
""")

up("backlog/2025-09/FIR and PM report Yapang Sangtam.pdf", "document_scan", "Kohima North Police Station", "2025-06-04", ["C06"], [], """
FIRST INFORMATION REPORT - Kohima North PS Case No. 88/2025 u/s 281/106(1) BNS
Date of occurrence: 03.06.2025 at about 7.40 pm, NH-29, near Phesama junction.
Truck NL-07 A 4415 (owner Shri Hokuto Sema, Dimapur), driven rashly, hit the motorcycle of Shri Yapang Sangtam,
aged 38 years, driver in the PWD (work-charged), who died on the spot.
POST MORTEM (Naga Hospital Authority, Kohima): cause of death - haemorrhagic shock due to head injury.
Monthly wages of the deceased as per PWD certificate: Rs. 19,500/-.
""")

up("backlog/2026-05/FSL report Ikuiram.pdf", "document_scan", "State FSL, Nagaland", "2026-05-26", ["C07"], [], """
STATE FORENSIC SCIENCE LABORATORY, NAGALAND, DIMAPUR
Report No. FSL/NDPS/2026/147                                   Date: 26.05.2026
Ref: Kohima North PS Case No. 31/2026 u/s 21(b) NDPS Act (accused Ikuiram Zeliang)
Exhibit A: 12 vials containing brownish powder, gross 32 g.
Result: Exhibit A contains Diacetylmorphine (Heroin). Net weight 29.6 g.
""")

up("backlog/2026-08/Screenshot_20260826-154402.png", "document_photo", "Neikhrienuo Angami", "2026-08-26", ["C02"], [], """
SBI YONO
Credit received
A/c XXXX4471  26-08-2026
Rs. 2,94,000.00 credited by NEFT
From: DIR SCHOOL EDN NAGALAND  Ref: CT ARREAR NEIKHRIENUO
Avl bal: Rs. 3,02,116.40
""")

# ---------------------------------------------------------------- C01 Rüsoma village council writ
up("backlog/2025-12/IMG_20251209_165530.jpg", "handwritten_note_photo", "Theja", "2025-12-09", ["C01"], ["C01-H01"], """
9/12 Tue  HC Kohima Bench Ct 1 (Sema J)
WP(C) 212/25 Vikheto Rio & ors v State - Rüsoma VC supersession
motion - admitted. Notice. A/O 3 wks.
Interim: status quo, no new VC to be constituted till next date. Good.
Akum Sangtam Sr GA: "instructions awaited, file Home dept te ase"
NDOH 13.1.26
""")

up("backlog/2026-01/20260113_172201.jpg", "handwritten_note_photo", "Theja", "2026-01-13", ["C01"], ["C01-H02"], """
13.01.2026
Rüsoma VC writ - A/O nai. Akum Sangtam again time loise - file Home dept te, instructions aha nai.
Sema J: 2 weeks last chance, "no further time". Status quo continues.
Vikheto phone: EAC Sadar already calling village mtg - told him status quo order, send copy to EAC.
ND 3/2
""")

up("backlog/2026-02/WP(C) 212-2025 order 03.02.2026.pdf", "certified_order_sheet_scan", "court", "2026-02-06", ["C01"], ["C01-H03"], """
GAUHATI HIGH COURT
(HIGH COURT OF ASSAM, NAGALAND, MIZORAM AND ARUNACHAL PRADESH)
KOHIMA BENCH
WP(C) No. 212 of 2025
Vikheto Rio & Ors. -Vs- The State of Nagaland & Ors.
BEFORE HON'BLE MR. JUSTICE KAKHETO SEMA
03.02.2026
Heard Ms. T. Angami, learned counsel for the petitioners and Mr. A. Sangtam, learned Sr. Govt. Advocate.
Despite the last opportunity granted on 13.01.2026, no affidavit-in-opposition has been filed. Learned Sr. GA
again prays for time on the ground that the instructions from the Home Department are awaited.
Time is granted, subject to payment of cost of Rs. 2,000/- to the petitioners. The Deputy Commissioner, Kohima,
shall also keep the original file relating to the supersession ready for production.
Interim order dated 09.12.2025 to continue. List on 24.02.2026.
Sd/- JUDGE
""")

up("backlog/2026-02/Rusoma note 24 feb.txt", "typed_note_txt", "Theja", "2026-02-24", ["C01"], ["C01-H04"], """
24-02-2026 Rusoma VC writ (Sema J)
A/O filed today in court by Sr GA, cost Rs 2000 also paid (cash, Vikheto received).
State says VC did not reply to show cause - we say show cause never served on Chairman, only pasted at VDB office.
Sema J: DC Kohima to produce ORIGINAL supersession file next date. (as usual he wants the file - same he did in Imkong case with LCR)
Our reply (A/R) in 2 wks.
NDOH 24.3.2026
""")

up("backlog/2026-03/IMG_20260324_160218.jpg", "handwritten_note_photo", "Theja", "2026-03-24", ["C01"], ["C01-H05"], """
24/3 - WP(C) 212/25
A/R filed 9/3 (diary no. 1187).
Orig. file produced by EAC. Judge pora file dekhise - noting sheet shows show cause "pasted", no acknowledgment.
Sema J: "where is the service on the Chairman?" Sr GA no answer.
Heard in part. ND 21/4
""")

up("backlog/2026-04/VC writ + misc 21-04.txt", "typed_note_txt", "Theja", "2026-04-21", ["C01", "C02"], ["C01-H06"], """
21.4.26
1) Rüsoma VC - Sr GA Akum Sangtam says AG himself will argue, AG engaged in Guwahati. adj. Sema J not happy but gave date after vacation.
   NDOH 16.06.2026
2) Misc: Neikhrienuo came to chamber - wants to know when arrears will come. told her Director affidavit stage next month.
""")

up("backlog/2026-06/Rusoma hearing 16.6.docx", "typed_note_docx", "Theja", "2026-06-16", ["C01"], ["C01-H07"], """
WP(C) 212/2025 - Rüsoma Village Council - 16.06.2026
Argued for about 40 mins. Points: (1) no service of show cause on Chairman; (2) s.8 power needs enquiry;
(3) EAC managing the village for 8 months, no VDB meeting.
Sema J remarked: "Supersession is the last resort, not the first."
AG did not come, Sr GA argued. State to file short written note in 1 week.
Next date 08.09.2026 (for judgment, per the bench clerk).
""")

up("backlog/2026-09/WP(C) 212 of 2025 judgment 08.09.2026.pdf", "certified_order_sheet_scan", "court", "2026-09-11", ["C01"], ["C01-H08"], """
GAUHATI HIGH COURT - KOHIMA BENCH
WP(C) No. 212 of 2025
Vikheto Rio & Ors. -Vs- The State of Nagaland & Ors.
BEFORE HON'BLE MR. JUSTICE KAKHETO SEMA
Date of judgment: 08.09.2026
JUDGMENT AND ORDER (ORAL)
... 14. The original file produced before this Court does not show that the show cause notice dated 22.09.2025
was ever served on the Chairman. Supersession of an elected Village Council without giving it an opportunity
of being heard cannot be sustained.
15. The order dated 14.10.2025 of the Deputy Commissioner, Kohima, is set aside. The Deputy Commissioner shall
hold a fresh enquiry after hearing the Village Council, within 8 (eight) weeks from today. Till then the
petitioners shall continue to function as the Village Council.
16. List on 08.12.2026 for reporting compliance.
Sd/- JUDGE
""")

up("backlog/2026-09/IMG_20260908_131744.jpg", "handwritten_note_photo", "Theja", "2026-09-08", ["C01"], ["C01-H08"], """
8 Sept - RÜSOMA WON!! supersession set aside.
fresh enquiry by DC within 8 wks after hearing VC. VC continues.
compliance ND 8.12.26
Vikheto ke phone koise - he will arrange feast (told him wait for DC enquiry first)
""")

# ---------------------------------------------------------------- C02 teacher arrears
up("backlog/2026-02/Neikhrienuo writ 10-2-26.txt", "typed_note_txt", "Theja", "2026-02-10", ["C02"], ["C02-H01"], """
10/02/2026 Tue - Ct 2 Ao J
WP(C) 87/2026 Neikhrienuo Angami v State (School Edn) - contract teacher arrears 3,86,400 (Jan 23 - Mar 25)
Notice. GA Imtisenla Jamir accepts notice.
Ao J: State to file statement of dues WITH CALCULATION CHART, month-wise.
ND 17.3.26
""")

up("backlog/2026-03/PXL_20260317_174011.jpg", "handwritten_note_photo", "Theja", "2026-03-17", ["C02", "C03"], ["C02-H02", "C03-H03"], """
17.3.26 HC
(1) Ct 2 - Neikhrienuo arrears: GA Imtisenla Jamir time loise for instructions, statement of dues nai. ND 14/4
(2) Ct 1 - Imkong Crl.Pet 31/26: LCR from CJM received finally. Addl PP Tsenlo Kikon - case diary nai.
    Sema J: PP to produce case diary next date, "otherwise we will hear without it". stay continues. ND 28/4
""")

up("backlog/2026-04/20260414_155920.jpg", "handwritten_note_photo", "Theja", "2026-04-14", ["C02"], ["C02-H03"], """
14/4 Neikhrienuo - statement of dues filed by State: admits only Rs 2,94,000 (21 months).
They say Jan-Apr 2023 she was "not in attendance" - NOT TRUE, she has pay slips/attendance cert from HM.
Ao J: petitioner reply with pay slips. ND 19.5.26
""")

up("backlog/2026-05/Report 19.05.2026 Ao J.docx", "typed_note_docx", "Aienla", "2026-05-19", ["C02"], ["C02-H04"], """
Ma'am, report of today (19.05.2026), WP(C) 87/2026 Neikhrienuo Angami
- Our reply with HM's attendance certificate + pay slips was on record (filed 12.05, diary no. 2265).
- Ao J asked GA why only 2,94,000 admitted. GA had no answer.
- Ao J directed the Director of School Education to file PERSONAL AFFIDAVIT explaining delay and the disputed months.
- Next date: 07.07.2026
Aienla
""")

up("backlog/2026-07/WP(C) 87-2026 order 07.07.2026.pdf", "certified_order_sheet_scan", "court", "2026-07-10", ["C02"], ["C02-H05"], """
GAUHATI HIGH COURT - KOHIMA BENCH
WP(C) No. 87 of 2026
Neikhrienuo Angami -Vs- The State of Nagaland & Ors.
BEFORE HON'BLE MRS. JUSTICE TEMJENLA AO
07.07.2026
Personal affidavit of the Director of School Education is on record. It is stated that the admitted arrears of
Rs. 2,94,000/- could not be paid for want of fund release from the Finance Department, which has now been
obtained. The Director undertakes that the admitted amount shall be paid to the petitioner on or before
31.08.2026. The undertaking is accepted. The question of the balance amount shall be considered on the next date.
List on 01.09.2026.
Sd/- JUDGE
""")

up("backlog/2026-09/IMG_20260901_170355.jpg", "handwritten_note_photo", "Theja", "2026-09-01", ["C02"], ["C02-H06"], """
1/9 Neikhrienuo - 2,94,000 PAID on 26.8 (she sent screenshot). Recorded.
Balance Rs 92,400 - argued. GA says attendance register of 2023 to be checked.
Ao J - heard, ND 17/11
""")

up("backlog/2026-11/WP(C) 87 of 2026 ord 17-11-2026.pdf", "certified_order_sheet_scan", "court", "2026-11-20", ["C02"], ["C02-H07"], """
GAUHATI HIGH COURT - KOHIMA BENCH
WP(C) No. 87 of 2026
Neikhrienuo Angami -Vs- The State of Nagaland & Ors.
BEFORE HON'BLE MRS. JUSTICE TEMJENLA AO
17.11.2026
Learned Govt. Advocate prays for time to verify the attendance register of Government Middle School,
Chiephobozou, for January to April, 2023. As a last chance, time is allowed. The District Education Officer,
Kohima, shall produce the attendance register on the next date.
List on 15.12.2026.
Sd/- JUDGE
""")

up("backlog/2026-11/teacher case 17 nov.txt", "typed_note_txt", "Theja", "2026-11-17", ["C02"], ["C02-H07"], """
17 nov - arrears writ. GA Imtisenla time loise again (attendance register). last chance. DEO to bring register.
next date kitia - 15/12. tell Neikhrienuo to get HM Khrieleno to come if possible.
""")

# ---------------------------------------------------------------- C03 Imkong Crl.Pet.
up("backlog/2026-01/Crl.Pet. 31-2026 order dt 20.1.2026.pdf", "certified_order_sheet_scan", "court", "2026-01-23", ["C03"], ["C03-H01"], """
GAUHATI HIGH COURT - KOHIMA BENCH
Crl.Pet. No. 31 of 2026
Imkong Longkumer -Vs- The State of Nagaland
BEFORE HON'BLE MR. JUSTICE KAKHETO SEMA
20.01.2026
Heard Ms. T. Angami for the petitioner and Mr. T. Kikon, learned Addl. P.P.
The petitioner assails the order dated 11.11.2025 of the CJM, Kohima, taking cognisance in G.R. Case No. 412/2025.
It is urged that the timber was covered by a transit pass of the Mokokchung Forest Division.
Admit. Call for the LCR. Further proceedings in G.R. Case No. 412/2025 shall remain stayed till the next date.
List on 17.02.2026.
Sd/- JUDGE
""")

up("backlog/2026-01/IMG_20260120_141233.jpg", "handwritten_note_photo", "Theja", "2026-01-20", ["C03"], ["C03-H01"], """
20.1 Imkong Crl Pet - admitted, LCR called, STAY of GR 412/25 till ND.
Imkong koise transit pass original is with his driver's brother in Mkg, will bring.
ND 17.2.26
""")

up("backlog/2026-02/IMG_20260217_152610.jpg", "handwritten_note_photo", "Theja", "2026-02-17", ["C03"], ["C03-H02"], """
17 Feb - Imkong - LCR aha nai from CJM. Addl PP Tsenlo Kikon time loise.
Sema J: registry to send reminder. stay extended.
ND 17/3
""")

up("backlog/2026-04/Imkong 28.4.26.txt", "typed_note_txt", "Theja", "2026-04-28", ["C03"], ["C03-H04"], """
28/04/26 Crl.Pet 31/26 Imkong
Tsenlo Kikon again: case diary with Range Forest Officer, not received. 2nd time on CD. time loise.
Sema J: "last chance to the State", stay extended till ND.
ND 14.07.2026
""")

up("backlog/2026-07/Imkong hearing 14 July.docx", "typed_note_docx", "Theja", "2026-07-14", ["C03"], ["C03-H05"], """
Crl.Pet. 31/2026 - 14.07.2026
Case diary produced by PP. Heard in part.
Sema J asked for copy of the transit pass (TP No. MKG/TP/2025/0631) - petitioner to place it by affidavit.
PP said TP is for round logs, not sawn timber. Judge pora koise: "then the CJM should have looked at it".
Next date 06.10.2026. Stay continues.
""")

up("backlog/2026-10/IMG_20261006_124501.jpg", "handwritten_note_photo", "Theja", "2026-10-06", ["C03"], ["C03-H06"], """
6.10.26 Imkong - PP aha nai (Tsenlo Kikon on leave). adj.
stay extended till ND.
TP affidavit filed 29/9 (diary no 4410) ✓
ND 8/12
""")

# ---------------------------------------------------------------- C04 Mhasilie money suit
up("backlog/2025-12/IMG_20251212_150042.jpg", "handwritten_note_photo", "Theja", "2025-12-12", ["C04"], ["C04-H01"], """
12/12/25 Fri  CJ Kohima (Akala Longkumer madam)
MS 14/25 Mhasilie v Chumbemo Yanthan - 6,40,000
w/s nai. Renthungo Lotha time loise. CJ: cost Rs 500, no further time.
ND 16.1.26
""")

up("backlog/2026-02/IMG_20260220_161530.jpg", "handwritten_note_photo", "Theja", "2026-02-20", ["C04"], ["C04-H03"], """
20.2.26 - Mhasilie MS - issues framed (4):
1 supply of material on credit? 2 balance 6,40,000 due? 3 suit barred? 4 relief
Lotha wanted time for additional w/s - CJ refused.
PE ND 27.3
""")

up("backlog/2026-03/MS 14 PW1 27-03-2026.txt", "typed_note_txt", "Theja", "2026-03-27", ["C04"], ["C04-H04"], """
27.03.2026  Money Suit 14/2025
PW1 Mhasilie Angami - examination-in-chief on affidavit tendered. Exhibits: Ext.1 ledger, Ext.2-4 challans 1187/1203/1251,
Ext.5 legal notice, Ext.6 postal receipt, Ext.7 reply of def.
Cross: Lotha prayed to defer cross - CJ allowed, but "cost next time if not ready".
NDOH 08/05/2026 for cross of PW1
""")

up("backlog/2026-05/PW1 cross Mhasilie.docx", "typed_note_docx", "Aienla", "2026-05-08", ["C04"], ["C04-H05"], """
MS 14/2025 - 08.05.2026 - PW1 cross
Renthungo Lotha cross-examined Mhasilie for 1 hr.
Suggestion that CGI sheets were defective - PW1 denied; said no complaint in writing ever came.
Admitted that Rs 50,000 cash was received on 10.06.2024 (already in ledger).
PW1 discharged.
Next: 19.06.2026 PW2
""")

up("backlog/2026-11/MS 14-2025 order sheet certified.pdf", "certified_order_sheet_scan", "court", "2026-11-17", ["C04"], ["C04-H07", "C04-H08", "C04-H09"], """
IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION) : KOHIMA
Money Suit No. 14 of 2025
Shri Mhasilie Angami ... Plaintiff  -vs-  Shri Chumbemo Yanthan ... Defendant
ORDER SHEET
07.08.2026  Both sides present. Fixed for defendant's evidence. The defendant is not ready and prays for time.
            Allowed subject to cost of Rs. 1,000/- payable to the plaintiff. Fix 25.09.2026 for DE.
25.09.2026  Cost paid. DW1 Shri Chumbemo Yanthan examined-in-chief. Cross-examination by the plaintiff in part.
            Fix 13.11.2026 for further cross of DW1.
13.11.2026  Cross-examination of DW1 concluded. The defendant closes his evidence. Fix 11.12.2026 for arguments.
                                                                  Sd/- Civil Judge (Sr. Div.), Kohima
""")

up("backlog/2026-09/20260925_170012.jpg", "handwritten_note_photo", "Theja", "2026-09-25", ["C04"], ["C04-H08"], """
25/9 Mhasilie - DW1 Chumbemo in chief: says CGI sheets leaked, so withheld payment.
our cross (part): ADMITTED signatures on challans 1187, 1203, 1251 (Ext 2-4) and that he never wrote any complaint letter.
cost 1000 received ✓
ND 13/11 further cross
""")

up("backlog/2026-11/Mhasilie 13-11.txt", "typed_note_txt", "Theja", "2026-11-13", ["C04"], ["C04-H09"], """
13.11.2026 Mhasilie money suit - DW1 cross over. DE closed. args next.
prepare: written notes of argument, O.7/limitation point (last bill 21.3.24, suit 18.8.25 - within 3 yrs),
interest @ 12% claim - find the judgment on interest in trade supply.
next date kitia: 11.12.26 args
""")

# ---------------------------------------------------------------- C05 Jotsoma clan land appeal
up("backlog/2026-01/IMG_20260109_153302.jpg", "handwritten_note_photo", "Theja", "2026-01-09", ["C05"], ["C05-H01"], """
9 Jan - DC court (ADC Vilhouzo Rio)
CA 7/25 Sorhie clan v Meyase clan - Kezie-ki land, Jotsoma
appeal admitted. records of customary court (CC 23/24) called.
status quo on land - no new cultivation/construction by either clan.
ND 13/2
Neikhrielie apuh very happy, koise clan meeting will contribute for fees.
""")

up("backlog/2026-03/IMG_20260313_162044.jpg", "handwritten_note_photo", "Theja", "2026-03-13", ["C05"], ["C05-H03"], """
13.3.26 Jotsoma clan land - ADC Rio: "you are two clans of one village - sit with the GBs and village council first".
Both clans to try settlement before Jotsoma VC + GBs, report next date.
Medo Kikon came today.
ND 24/4
""")

up("backlog/2026-04/CA 7-2025 DC court order 24.04.26.pdf", "certified_order_sheet_scan", "court", "2026-04-28", ["C05"], ["C05-H04"], """
IN THE COURT OF THE DEPUTY COMMISSIONER : KOHIMA
Civil Appeal No. 7 of 2025
Sorhie clan, Jotsoma -Appellant-  vs  Meyase clan, Jotsoma -Respondent-
Present: Shri Vilhouzo Rio, NCS, Additional Deputy Commissioner
24.04.2026
The report of the Chairman, Jotsoma Village Council, shows that the talks between the two clans held on
11.04.2026 did not succeed. To appreciate the boundary claimed, a spot inspection of the land "Kezie-ki" shall
be made by the Dobashi of this Court in the presence of the Gaonburas of Jotsoma and both parties on 22.05.2026.
Report to be placed on the next date. Status quo to continue. Fix 29.05.2026.
Sd/- ADC, Kohima
""")

up("backlog/2026-05/IMG_20260529_143810.jpg", "handwritten_note_photo", "Theja", "2026-05-29", ["C05"], ["C05-H05"], """
29.05 Jotsoma - inspection report placed (22.5). Kiju stones on upper side found! GBs could not say who put.
Copy taken. Args ND 17/7.
""")

up("backlog/2026-07/Jotsoma appeal args 17.07.2026.docx", "typed_note_docx", "Theja", "2026-07-17", ["C05"], ["C05-H06"], """
Civil Appeal 7/2025 (DC Court) - 17.07.2026
Argued for appellant Sorhie clan: (i) Kezha (gift) proved by Kiju boundary stones found at spot inspection;
(ii) Customary court did not examine Sorhie elders; (iii) cultivation by Meyase was permissive.
ADC Rio asked whether GBs of Khonoma could be called as neutral elders - said he will see.
Respondent to argue on 18.09.2026.
""")

up("backlog/2026-09/IMG_20260918_112231.jpg", "handwritten_note_photo", "Theja", "2026-09-18", ["C05"], ["C05-H07"], """
18/9 Jotsoma appeal - Medo Kikon aha nai AGAIN, junior says "engaged in High Court". 2nd time same excuse (Feb also).
ADC Rio warned: next date no adjournment.
ND 30.10
""")

up("backlog/2026-10/CA 7 of 2025 order 30.10.2026.pdf", "certified_order_sheet_scan", "court", "2026-11-03", ["C05"], ["C05-H08"], """
IN THE COURT OF THE DEPUTY COMMISSIONER : KOHIMA
Civil Appeal No. 7 of 2025
Sorhie clan -vs- Meyase clan
Present: Shri Vilhouzo Rio, NCS, Additional Deputy Commissioner
30.10.2026
Heard Shri Medo Kikon for the respondent clan in reply, and Ms. Thejangulie Angami for the appellant clan in rejoinder.
Arguments are closed. Orders reserved. Order to be pronounced on 18.12.2026. Status quo on the land to continue till then.
Sd/- ADC, Kohima
""")

up("backlog/2026-10/jotsoma 30 oct.txt", "typed_note_txt", "Theja", "2026-10-30", ["C05"], ["C05-H08"], """
30 Oct - Jotsoma - Kikon finally argued, says Kiju stones are "field markers, not gift markers". our rejoinder done.
ORDERS RESERVED. order 18/12.
Neikhrielie to inform clan; no one to touch the land till order.
""")

# ---------------------------------------------------------------- C06 Asangla MACT
up("backlog/2026-01/MACT 38 22.1.26.txt", "typed_note_txt", "Theja", "2026-01-22", ["C06"], ["C06-H02"], """
22.1.2026 MACT Kohima (Lanu Jamir madam)
MACT 38/25 Asangla Sangtam v Hokuto Sema & New India Assurance - claim 28,50,000
Insurer w/s filed by Atoho Sema - defence: driver's DL "fake", truck permit not for NH-29.
Owner Hokuto Sema absent despite service - set ex parte.
MACT madam to Atoho: "any offer?" - he said no offer, DL fake.
ND 26/2 issues
""")

up("backlog/2026-04/IMG_4471.HEIC", "handwritten_note_photo", "Theja", "2026-04-09", ["C06"], ["C06-H04"], """
9/4/26 MACT 38/25
PW1 Asangla examined - proved FIR, PM report, PWD wage cert (19,500 pm), 3 children (ages 11, 8, 4).
Cross by Atoho Sema: only on income + "deceased himself negligent". she stood firm.
MACT madam again to insurer: offer? Atoho: will consult. (every date she asks!)
ND 21.5 PW2
""")

up("backlog/2026-08/MACT DW1 20.8.26.txt", "typed_note_txt", "Theja", "2026-08-20", ["C06"], ["C06-H07"], """
20-08-2026 MACT - DW1 Kuholi Chishi (insurer's investigator) examined.
Says DL no. NL-07 2019 0012345 "not found" in DTO Dimapur - but only a letter, no register copy.
Our cross: he never visited DTO himself; did not meet the driver; report prepared in 2 days.
Atoho wants to call DTO official also. ND 8.10.26
""")

up("backlog/2026-10/MACT 38-2025 order 08.10.2026.pdf", "certified_order_sheet_scan", "court", "2026-10-12", ["C06"], ["C06-H08"], """
IN THE MOTOR ACCIDENT CLAIMS TRIBUNAL : KOHIMA
MACT Case No. 38 of 2025
Smti Asangla Sangtam & Ors. ... Claimants  -vs-  Shri Hokuto Sema & Anr. ... Opposite Parties
Present: Smt. Lanu Jamir, Member, MACT
08.10.2026
The O.P. No. 2 (insurer) prays for time to examine an official of the DTO, Dimapur. This is the second time the
insurer seeks time for its evidence. As a last chance time is granted on payment of cost of Rs. 1,000/- to the
claimants. Learned counsel for the insurer is asked to obtain instructions on settlement.
Fix 26.11.2026 for D.W.
Sd/- Member, MACT, Kohima
""")

up("backlog/2026-11/mact 26-11-26 aienla.txt", "typed_note_txt", "Aienla", "2026-11-26", ["C06"], ["C06-H09"], """
mact 38/25 - 26.11.26
DW2 Ms. Vibeiu Zeliang, record keeper DTO Dimapur examined. register of 2019 page torn, cant say if DL issued.
our cross (i did it ma'am): she admitted there is a RENEWAL entry of same DL no. in 2024 register!
cost 1000 paid by insurer today.
insurer evidence closed. args.
ND 10.12.26
""")

up("backlog/2026-11/correction MACT date.txt", "typed_note_txt", "Theja", "2026-11-28", ["C06"], ["C06-H09"], """
28.11.26 CORRECTION - Asangla MACT: next date is 17.12.2026 (arguments), NOT 10.12 as in Aienla's note of 26/11.
Pukhayi checked the order sheet with the bench clerk today. Diary also corrected.
""")

# ---------------------------------------------------------------- C07 Ikuiram NDPS
up("backlog/2026-03/Spl Case NDPS 9-2026 bail order 13.3.pdf", "certified_order_sheet_scan", "court", "2026-03-16", ["C07"], ["C07-H02"], """
IN THE COURT OF THE SPECIAL JUDGE (NDPS) : KOHIMA
Spl. Case (NDPS) No. 9 of 2026 (Kohima North PS Case No. 31/2026 u/s 21(b) NDPS Act)
State of Nagaland -vs- Shri Ikuiram Zeliang
Present: Shri Mhonlumo Yanthan, Special Judge
13.03.2026
Case diary received. Heard the learned Special P.P. and learned counsel for the accused on bail petition.
The accused was arrested on 02.02.2026 with 12 vials of suspected heroin, gross 32 g. The FSL report is still
awaited and the investigation is not complete. At this stage I am not inclined to enlarge the accused on bail.
Bail petition rejected. Fix 15.05.2026 for charge-sheet.
Sd/- Special Judge (NDPS), Kohima
""")

up("backlog/2026-05/NDPS 29-5.txt", "typed_note_txt", "Theja", "2026-05-29", ["C07"], ["C07-H04"], """
29/5/26 - Ikuiram 2nd bail. FSL report came (26.5): net 29.6 g heroin - intermediate qty, s.37 bar not applicable.
Vitsino Rio Spl PP opposed - "he is a regular peddler" but no previous case shown.
Spl Judge heard; order on 5/6.
""")

up("backlog/2026-06/NDPS bail order 05.06.2026.pdf", "certified_order_sheet_scan", "court", "2026-06-08", ["C07"], ["C07-H05"], """
IN THE COURT OF THE SPECIAL JUDGE (NDPS) : KOHIMA
Spl. Case (NDPS) No. 9 of 2026
State of Nagaland -vs- Shri Ikuiram Zeliang
05.06.2026
The FSL report shows a net weight of 29.6 g of heroin, which is above small but below commercial quantity.
The charge-sheet has been filed. The accused is in custody since 02.02.2026.
The accused is allowed bail on furnishing a bond of Rs. 50,000/- with two sureties of the like amount, on the
conditions that he shall report to the O/C, Kohima North P.S., every Monday, and shall not leave the district
of Kohima without leave of this Court. Fix 31.07.2026 for charge.
Sd/- Special Judge (NDPS), Kohima
""")

up("backlog/2026-07/IMG_20260731_151126.jpg", "handwritten_note_photo", "Theja", "2026-07-31", ["C07"], ["C07-H06"], """
31/7 Ikuiram - charge framed u/s 21(b) NDPS. pleaded not guilty.
জামিন ঠিক আছে - he is reporting every Monday, Kengurei confirmed.
PE ND 16.10.26
""")

up("backlog/2026-11/Ikuiram PW1 20.11.2026.docx", "typed_note_docx", "Aienla", "2026-11-20", ["C07"], ["C07-H08"], """
Spl Case NDPS 9/2026 - 20.11.2026
PW1 SI Imnasenla Longkumer (seizing officer) examined in chief: seizure on 02.02.2026 at Forest Colony junction,
12 vials from jacket pocket. Seizure list Ext.P1.
Not completed - chief to continue. She could not say who the two independent witnesses were ("they left").
Spl Judge: PW1 to come again. Next date 14.12.2026 (Monday).
""")

# ---------------------------------------------------------------- WhatsApp exports
up("backlog/2026-06/WhatsApp Chat with Aienla Jr.txt", "whatsapp_export", "Theja", "2026-06-30",
   ["C04", "C06", "C07"], ["C06-H01", "C04-H02", "C06-H03", "C07-H01", "C07-H03", "C06-H05", "C04-H06"], """
16/12/25, 13:02 - Aienla Jr: Ma'am MACT 38 - insurer w/s nai, Atoho Sema time loise. ND 22/1
16/12/25, 13:05 - Theja: ok. ki koise madam?
16/12/25, 13:07 - Aienla Jr: She gave time without cost but said w/s next date compulsory
16/01/26, 12:40 - Aienla Jr: Mhasilie suit - w/s filed today by Lotha. Cost 500 also paid, i took it. ND 20/2 for issues
16/01/26, 12:41 - Theja: 👍 give cash to Pukhayi for account
26/02/26, 14:15 - Aienla Jr: MACT issues framed (5). claimant evidence ND 9/4. Madam asked Atoho if insurer will make offer, he said "DL fake, no offer"
06/03/26, 11:50 - Aienla Jr: NDPS Ikuiram bail - Spl PP says case diary not received. Judge koise no bail hearing without CD. ND 13/3
06/03/26, 11:52 - Theja: same as always with Yanthan sir. ok
15/05/26, 15:30 - Aienla Jr: Ikuiram - charge sheet filed on 28.4, copies given today. I filed 2nd bail petition. ND 29/5. FSL still nai
21/05/26, 16:10 - Aienla Jr: MACT PW2 Yanbemo Lotha eyewitness done ma'am. He said truck was on wrong side, overtaking at speed, no horn
21/05/26, 16:11 - Aienla Jr: cross by Atoho - he admitted he was about 20 m behind on scooter, at night. but firm on wrong side
21/05/26, 16:12 - Aienla Jr: claimant evidence closed. ND 2/7 for insurer evidence
21/05/26, 16:20 - Theja: Good job 👏
19/06/26, 13:35 - Aienla Jr: Mhasilie PW2 Kevisedenuo (shop manager) examined + crossed. Lotha asked only about stock register. PE closed. ND 7/8 DE
19/06/26, 13:36 - Theja: ok. tell Mhasilie
""")

up("backlog/2026-11/WhatsApp Chat with Aienla Jr (2).txt", "whatsapp_export", "Theja", "2026-11-28",
   ["C06", "C07"], ["C06-H06", "C06-H07", "C06-H08", "C07-H07"], """
02/07/26, 12:20 - Aienla Jr: MACT - Atoho Sema time loise, wants to examine their investigator. ND 20/8
02/07/26, 12:21 - Aienla Jr: Madam asked offer again. Atoho: will consult regional office Guwahati
02/07/26, 12:30 - Theja: Typical. Note it, we'll ask for cost next time
20/08/26, 17:05 - Theja: DW1 done, I did the cross. ND 8/10
08/10/26, 12:48 - Aienla Jr: MACT insurer time again for DTO official!! Madam gave last chance, cost Rs 1000 to us. ND 26/11
08/10/26, 12:50 - Theja: that's his 3rd time loise in this case. Fine
16/10/26, 11:15 - Aienla Jr: Ikuiram - PW1 SI Imnasenla aha nai, she is on training. Spl PP time. summons reissued. ND 20/11
16/10/26, 11:16 - Theja: ok. Tell Kengurei Ikuiram must be present
""")

up("backlog/2026-11/WhatsApp Chat with Asangla Sangtam.txt", "whatsapp_export", "Theja", "2026-11-30",
   ["C06"], ["C06-H04", "C06-H09"], """
09/04/26, 18:30 - Theja: Asangla, your evidence today went well. Don't worry
09/04/26, 18:45 - Asangla Sangtam: Thank you madam. Money kitia pabo? School fees for children pending
09/04/26, 18:47 - Theja: Insurer still fighting. After their evidence and arguments only. I will tell you
26/11/26, 19:02 - Asangla Sangtam: Madam Aienla koise next date 10 December?
28/11/26, 10:15 - Theja: No Asangla, it is 17 December, arguments. Please bring PWD salary certificate original and children's birth certificates before that
28/11/26, 10:20 - Asangla Sangtam: Ok madam. I will come on 15th
""")

up("backlog/2026-08/WhatsApp Chat with Kengurei Zeliang.txt", "whatsapp_export", "Theja", "2026-08-01",
   ["C07"], ["C07-H02", "C07-H05", "C07-H06"], """
13/03/26, 15:10 - Theja: Kengurei, bail rejected today. FSL report nai, judge will not grant till then. We will file again after charge sheet
13/03/26, 15:25 - Kengurei Zeliang: Madam ki koribo? Apu is crying
13/03/26, 15:30 - Theja: Be patient. 2 months
05/06/26, 14:02 - Theja: Bail granted! Bond Rs 50,000 with two sureties. Need 2 sureties with land holding certificate from the GB
05/06/26, 14:10 - Kengurei Zeliang: Thank you madam!! Sureties will be me and uncle Namdibe
06/06/26, 17:40 - Kengurei Zeliang: He is out madam. Released 5 pm
06/06/26, 17:45 - Theja: Tell him report to OC Kohima North PS every Monday. Must not miss
31/07/26, 16:00 - Theja: Charge framed today. Trial will start 16 October. He must come every date
01/08/26, 09:12 - Kengurei Zeliang: ok madam. fees balance 10,000 will give next week
""")

up("backlog/2026-10/WhatsApp Chat with Pukhayi Clerk.txt", "whatsapp_export", "Pukhayi", "2026-10-10",
   ["C05", "C01", "C02", "C03"], ["C05-H02"], """
13/02/26, 14:30 - Pukhayi Clerk: Madam DC court Jotsoma case - records of customary court received. Kikon sir aha nai, his junior koise engaged in High Court. ND 13/3
13/02/26, 14:31 - Theja: ok
09/03/26, 12:05 - Pukhayi Clerk: Rusoma reply filed, diary no 1187
12/05/26, 11:40 - Pukhayi Clerk: Neikhrienuo reply filed, diary no 2265
29/09/26, 15:22 - Pukhayi Clerk: Imkong TP affidavit filed diary no 4410
29/09/26, 15:30 - Theja: 👍
""")

# ---------------------------------------------------------------- cause list and the week plan
up("backlog/2026-12/Kohima Bench advance list 08.12.2026.pdf", "cause_list_pdf", "court", "2026-12-04", ["C01", "C03"], [], """
GAUHATI HIGH COURT - KOHIMA BENCH
ADVANCE CAUSE LIST FOR TUESDAY, 08.12.2026
COURT NO. 1 - HON'BLE MR. JUSTICE KAKHETO SEMA (10.30 A.M.)
FOR COMPLIANCE
1. WP(C) 212/2025  Vikheto Rio & Ors. Vs. State of Nagaland & Ors.     T. Angami / Sr. GA
2. WP(C) 301/2024  Zhavise Kire Vs. State of Nagaland                   K. Ngullie / GA
FOR HEARING
3. Crl.Pet. 31/2026  Imkong Longkumer Vs. State of Nagaland             T. Angami / Addl. PP
4. Crl.Pet. 44/2026  Lima Ao Vs. State of Nagaland                      I. Walling / Addl. PP
""")

up("backlog/2026-12/this week next week.txt", "typed_note_txt", "Theja", "2026-12-04", ["C01", "C03", "C04", "C06", "C02"], [], """
Plan - w/e 4 Dec 2026
Sat 5: call Vikheto - has DC held the fresh enquiry? 8 wks from 8/9 over on 3/11. If not, affidavit of non-compliance for Rüsoma.
Mon 7: Imkong - print TP affidavit + CJM order set; read PP's objection.
Tue 8: HC Ct 1 both Rüsoma and Imkong.
Wed 9 - Thu 10: Mhasilie written args (limitation + interest 12%). Mhasilie still owes fees Rs 15,000.
Sat 12: Asangla - collect PWD salary cert original + birth certs (MACT args).
Also: Neikhrienuo - ask HM Khrieleno for attendance register copy.
""")
