"""The uploads of the Kasaragod practice: what Adv. Ranjith, the junior Rinshana, the gumasthan Gopalan and the
Kochi associate Jayasree actually kept."""

L, J, K, A = "Ranjith Kumar P.V.", "Fathima Rinshana K.", "Gopalan K. (gumasthan)", "Jayasree Menon (HC associate)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2025-07/plaint OS Bhat partition final.pdf", "document_scan", L, "2025-07-14", ["C02"], [], """
BEFORE THE COURT OF THE SUBORDINATE JUDGE, KASARAGOD
O.S. No. ____ of 2025
Plaintiff: Narayana Bhat, aged 58, s/o Late Subraya Bhat, Kodimoole House, Badiadka village
Defendants: 1. Gopalakrishna Bhat, aged 62   2. Shankara Bhat, aged 55, both s/o Late Subraya Bhat, Badiadka
PLAINT FOR PARTITION AND SEPARATE POSSESSION
The plaint schedule property, 2.84 acres in Re.Sy. No. 112/3 of Badiadka village, is an areca-nut (adike) garden
with coconut and pepper vines, left by the late Subraya Bhat who died intestate on 04.03.2019. The plaintiff and
the defendants are entitled to 1/3 share each. The 1st defendant is in management and is taking the entire
income from the areca yield, about Rs. 9,00,000 a year, without accounting. The plaintiff prays for partition
of the plaint schedule property into three equal shares, separate possession of his 1/3 share, and mesne profits.
Valuation for court fee: Rs. 12,40,000.           Kasaragod, 14.07.2025        Counsel for the plaintiff
""")
u("backlog/2025-08/Return memo Federal Bank Uppala.pdf", "document_scan", "The Federal Bank Ltd., Uppala", "2025-07-28", ["C03"], [], """
THE FEDERAL BANK LTD.   Uppala Branch, Kasaragod Dist.
RETURN MEMO                                   Date: 28/07/2025
Cheque No. 004417 dated 21/07/2025 for Rs. 6,50,000/- (Rupees Six Lakh Fifty Thousand only) drawn by HARIS C.H.
on SB A/c 1455010xxxxxx, presented by ABDUL RASHEED M. through Canara Bank, Uppala - RETURNED UNPAID.
Reason: 01 - FUNDS INSUFFICIENT
                                                                   Branch Manager
""")
u("backlog/2025-08/Lawyer notice Haris 138.docx", "typed_note_docx", L, "2025-08-05", ["C03"], [], """
RANJITH KUMAR P.V., B.A., LL.B., Advocate, Chamber 14, Bar Association Building, Vidyanagar, Kasaragod
REGISTERED A/D                                                          05.08.2025
To: Haris C.H., s/o Hamza, Chemmanad House, Pachilampara, Uppala
Sir, under instructions from my client Abdul Rasheed M., Uppala, recently returned from Sharjah, I state that you
borrowed Rs. 6,50,000 from my client in February 2025 for your textile shop and issued cheque No. 004417 dated
21.07.2025 of the Federal Bank, Uppala in discharge. The cheque was returned unpaid on 28.07.2025 for 'funds
insufficient'. You are called upon to pay Rs. 6,50,000 within 15 days of receipt of this notice, failing which my
client will prosecute you under section 138 of the Negotiable Instruments Act.        sd/- Advocate
""")
u("backlog/2026-02/Land Tribunal order SM 441-2019 Kannan.pdf", "document_scan", "Land Tribunal (Special Tahsildar), Hosdurg", "2026-02-10", ["C07"], [], """
BEFORE THE LAND TRIBUNAL, HOSDURG (Special Tahsildar, LR)
S.M. No. 441/2019     Applicant: Kannan P., s/o Chathu, Pilicode   Landowner: Aboobacker Haji, Trikaripur
ORDER dated 10.02.2026
The applicant claims purchase certificate u/s 80B of the Kerala Land Reforms Act for 42 cents in Sy. No. 208/1A
of Pilicode village, as a kudikidappukaran since 1968. The landowner denies. The applicant has not produced the
1970 village records to show the hut. Claim rejected. Purchase certificate refused.          sd/- Land Tribunal
""")
u("backlog/2026-02/IMG_20260212_113402.jpg", "document_photo", "Govt. General Hospital, Kasaragod", "2026-02-12", ["C05"], [], """
GOVERNMENT GENERAL HOSPITAL, KASARAGOD       WOUND CERTIFICATE          OP/IP No. 2026/1877
Name: Mohammed Shafeeq, 27, M, Kunjathur    Brought by: Police, Manjeshwar PS, 11.02.2026 at 9.10 pm
Alleged cause: RTA - motorcycle hit by lorry on NH-66 near Manjeshwar check post
Injuries: 1. Closed fracture shaft of right femur  2. Abrasion 4x3 cm left elbow  3. Contusion over right knee
Opinion: Injury No. 1 is grievous. Referred to orthopaedics. Dr. Ashwin Rai, MS (Ortho)
""")
u("backlog/2026-05/Endosulfan Cell reply RTI Anitha.pdf", "document_scan", "Endosulfan Cell, Collectorate, Kasaragod", "2026-05-20", ["C01"], [], """
OFFICE OF THE DEPUTY COLLECTOR (ENDOSULFAN CELL), COLLECTORATE, KASARAGOD
No. ECK/RTI/118/2026                                                 Date: 20.05.2026
Reply under RTI Act to Smt. Sumathi, Swarga, Enmakaje
The name of Kum. Anitha d/o Ramanna, Swarga, is not included in the final list of Endosulfan victims prepared
after the medical camps of 2010-11 and 2017. Hence she is not eligible for the compensation of Rs. 5,00,000 as of
now. Appeal lies to the Appellate Authority, Collectorate.            Public Information Officer
""")
u("backlog/2026-07/WS D1 D2 Bhat partition.pdf", "document_scan", "Adv. Shivaram Bhat K.", "2026-07-07", ["C02"], [], """
IN THE COURT OF THE SUBORDINATE JUDGE, KASARAGOD     O.S. No. 214 of 2025
WRITTEN STATEMENT filed by Defendants 1 and 2
The suit is not maintainable. The property was orally partitioned among the three brothers in 1998 in the
presence of the elders, and each is in separate enjoyment of his portion since then. The plaintiff took his share
in cash, Rs. 1,20,000, to start his shop at Perla. The 1st defendant planted most of the 1,180 areca palms at his
own cost. The suit is barred by ouster and limitation. Dismiss with costs.
Kasaragod 07.07.2026                                         Counsel for D1 and D2
""")
u("backlog/2026-08/FIR 611-2026 Manjeshwar PS.pdf", "document_scan", "Manjeshwar Police Station", "2026-07-29", ["C08"], [], """
FIRST INFORMATION REPORT (u/s 173 BNSS)   District: Kasaragod   P.S.: Manjeshwar
Crime No. 611/2026   Date: 29.07.2026   Sections: 303(2) BNS, s. 20 Kerala Protection of River Banks and
Regulation of Removal of Sand Act, 2001
Information: at about 4.30 am near the Uppala river bank at Hosangadi, a tipper lorry KL-14-xxxx loaded with
river sand was found; the driver fled. Owner of the lorry is Ibrahim Badusha, Hosangadi. Sand seized, lorry
taken into custody. Accused: 1. unknown driver  2. Ibrahim Badusha (owner)          SI of Police, Manjeshwar
""")
u("backlog/2026-10/Commission report Sreeja Adv Badiadka.pdf", "document_scan", "Adv. Sreeja P., Advocate Commissioner", "2026-10-09", ["C02"], [], """
REPORT OF THE ADVOCATE COMMISSIONER  -  O.S. No. 214 of 2025, Sub Court, Kasaragod
I inspected the plaint schedule property on 19.09.2026 in the presence of the plaintiff, the 1st defendant and
counsel. Extent as measured with the help of the Taluk Surveyor: 2.84 acres. Improvements: 1,180 yielding areca
palms, 210 coconut trees, pepper vines on about 300 palms, one pump house and one old tiled house (occupied by the
1st defendant). No boundary or hedge dividing the property into separate portions was seen.
Plan and mahazar attached.                     Commissioner, 09.10.2026
""")
u("backlog/2027-02/IMG-20270207-WA0011.jpg", "document_photo", "Sree Kunhar Chamundi Kavu Committee", "2027-02-07", ["C04"], [], """
SREE KUNHAR CHAMUNDI KAVU, MADIKAI  -  Kaliyattam 2027 (03.02.2027 to 06.02.2027)
BHANDARAM OPENING - MAHAZAR                                    Date: 07.02.2027
Opened in the presence of the Village Officer, Madikai, the Committee President K. Raghavan and the 1st defendant's
nominee, as per the order of the Munsiff, Hosdurg.  Currency counted: Rs. 4,36,250/-
Gold: one small thali (approx. 2 g). Amount deposited in Kerala Gramin Bank, Madikai, in the committee's account.
sd/- Village Officer   sd/- K. Raghavan   sd/- Ambu (for D1)
""")
u("backlog/2027-03/Screenshot_20270312-101544_SBI.jpg", "document_photo", "State Bank of India", "2027-03-12", ["C01"], [], """
SBI YONO  -  Account Statement   A/c xxxx4471  ANITHA R (Guardian SUMATHI)   Branch: Perla
10-03-2027  NEFT CR  DIST COLLECTOR KASARAGOD ENDOSULFAN RELIEF  3,00,000.00 CR   Bal 3,04,118.40
""")

# ---------------- certified orders and proceedings
u("backlog/2026-09/WPC 21874-2026 order 15.09.2026.pdf", "certified_order_sheet_scan", "High Court of Kerala", "2026-09-17", ["C01"], ["C01-H03"], """
IN THE HIGH COURT OF KERALA AT ERNAKULAM
PRESENT: THE HONOURABLE MR. JUSTICE SREEKUMAR VARMA K.
TUESDAY, THE 15TH DAY OF SEPTEMBER 2026
WP(C) NO. 21874 OF 2026
PETITIONER: SUMATHI    RESPONDENTS: STATE OF KERALA AND OTHERS
BY ADVS. RANJITH KUMAR P.V., JAYASREE MENON        BY SRI. THOMAS KURIAN, SENIOR GOVERNMENT PLEADER
ORDER
A statement has been filed by the 3rd respondent stating that the petitioner's daughter was not in the list
prepared after the medical camps of 2010-11. The petitioner produces Ext. P4 disability certificate showing that
the child is bedridden since birth. The 3rd respondent (Endosulfan Cell) shall re-verify the case through the
District Medical Board within six weeks and file a report. Post on 10.11.2026.
                                                                  SREEKUMAR VARMA K., JUDGE
""")
u("backlog/2026-11/WPC 21874-2026 order 10.11.2026.pdf", "certified_order_sheet_scan", "High Court of Kerala", "2026-11-12", ["C01"], ["C01-H04"], """
IN THE HIGH COURT OF KERALA AT ERNAKULAM
PRESENT: THE HONOURABLE MR. JUSTICE SREEKUMAR VARMA K.
TUESDAY, THE 10TH DAY OF NOVEMBER 2026        WP(C) NO. 21874 OF 2026
ORDER
The learned Senior Government Pleader seeks further time as the report of the Medical Board is not ready. The
direction dated 15.09.2026 has not been complied with. As a last chance, time is granted on condition that the
State pays costs of Rs. 5,000/- to the petitioner. Post on 19.01.2027.
                                                                  SREEKUMAR VARMA K., JUDGE
""")
u("backlog/2027-01/WPC 21874-2026 order 19.01.2027.pdf", "certified_order_sheet_scan", "High Court of Kerala", "2027-01-21", ["C01"], ["C01-H05"], """
IN THE HIGH COURT OF KERALA AT ERNAKULAM
PRESENT: THE HONOURABLE MR. JUSTICE SREEKUMAR VARMA K.
TUESDAY, THE 19TH DAY OF JANUARY 2027        WP(C) NO. 21874 OF 2026
ORDER
The report of the District Medical Board dated 28.12.2026 is placed on record: the petitioner's daughter Anitha is
found eligible in the 'bedridden' category. Costs of Rs. 5,000 stated to have been paid. The respondents shall
disburse the compensation of Rs. 5,00,000/- within three months. Post for reporting compliance on 23.03.2027.
                                                                  SREEKUMAR VARMA K., JUDGE
""")
u("backlog/2026-10/AA 17-2026 judgment 21.10.2026.pdf", "certified_order_sheet_scan", "Appellate Authority (Land Reforms), Kasaragod", "2026-10-23", ["C07"], ["C07-H04"], """
BEFORE THE APPELLATE AUTHORITY (LAND REFORMS), KASARAGOD
Present: Sri. Suresh Babu V.               Wednesday, the 21st day of October, 2026
A.A. No. 17 of 2026 (against the order in S.M. No. 441/2019 of the Land Tribunal, Hosdurg)
Appellant: Kannan P.        Respondents: 1. Aboobacker Haji  2. Land Tribunal, Hosdurg
JUDGMENT
The Land Tribunal rejected the claim only for want of the 1970 village records, without calling for them from the
Village Office, Pilicode. The appellant produced the 1972 house-tax receipt of the Pilicode Panchayat. The enquiry
is incomplete. The appeal is allowed. The order is set aside and the matter is remanded to the Land Tribunal for
fresh enquiry after calling for the village records. Parties to appear before the Tribunal on 20.11.2026.
                                                                  sd/- Appellate Authority
""")
u("backlog/2026-08/BA 1456-2026 order 21.08.2026.pdf", "certified_order_sheet_scan", "District and Sessions Court, Kasaragod", "2026-08-22", ["C08"], ["C08-H03"], """
IN THE COURT OF THE SESSIONS JUDGE, KASARAGOD
Present: Sri. Manoj Kumar A., District and Sessions Judge        Friday, the 21st day of August 2026
B.A. No. 1456 of 2026 (Crime No. 611/2026 of Manjeshwar PS)
Petitioner/Accused No. 2: Ibrahim Badusha        Respondent: State of Kerala, rep. by the Public Prosecutor
ORDER
The case diary was perused. The petitioner is only the owner of the lorry, which has been seized. Custodial
interrogation is not necessary. In the event of arrest, the petitioner shall be released on bail on his executing a
bond for Rs. 50,000/- with two solvent sureties each for the like sum, to the satisfaction of the arresting officer.
He shall appear before the Investigating Officer on every Monday between 10 am and 12 noon for two months, shall
not involve in sand removal, and shall not leave the State without permission. Petition allowed.
Pronounced in open court on 21.08.2026.
                                                                  sd/- Sessions Judge
""")
u("backlog/2026-06/ST 1123-2025 proceedings copy.pdf", "certified_order_sheet_scan", "JFCM-II, Kasaragod", "2026-06-22", ["C03"], ["C03-H01", "C03-H02"], """
IN THE COURT OF THE JUDICIAL FIRST CLASS MAGISTRATE-II, KASARAGOD
S.T. No. 1123/2025      Complainant: Abdul Rasheed M.      Accused: Haris C.H.
14.05.2026   Complainant present. Counsel present. Accused absent. No petition. Summons served on 02.04.2026.
             Issue NBW against the accused. Posted to 18.06.2026.
18.06.2026   Complainant present. Accused present on NBW (surrendered). Warrant recalled. Accused released on bail,
             bond Rs. 25,000 with two sureties. Particulars of offence read over and explained; accused pleads not
             guilty. For evidence. Posted to 23.07.2026.           sd/- JFCM-II
""")
u("backlog/2026-10/OS 88-2026 IA 212 order.pdf", "certified_order_sheet_scan", "Munsiff Court, Hosdurg", "2026-10-31", ["C04"], ["C04-H04"], """
IN THE COURT OF THE MUNSIFF, HOSDURG
Present: Sri. Vinod Chandran M., Munsiff              Thursday, the 29th day of October 2026
I.A. No. 212/2026 in O.S. No. 88/2026
Petitioner/Plaintiff: Sree Kunhar Chamundi Kavu Committee, Madikai, rep. by President K. Raghavan
Respondents/Defendants: Kunhambu Nair and 3 others
ORDER
On a reading of the registered bye-law of 2011 and the minutes book, the committee has been conducting the
Kaliyattam since 2012. The tharavad's right to perform the rituals (the acharams) is not disputed by the plaintiff.
The petition is allowed in part. The plaintiff committee shall conduct the Kaliyattam of 2027. The 1st defendant's
tharavad shall continue the customary rituals. The bhandaram shall be opened only in the presence of both sides
and the Village Officer, Madikai, and the accounts filed in court. Posted to 17.12.2026.
                                                                  sd/- Munsiff
""")
u("backlog/2026-06/SC 56-2025 proceedings 16-17 June.pdf", "certified_order_sheet_scan", "Fast Track Special Court (POCSO), Kasaragod", "2026-06-20", ["C06"], ["C06-H01", "C06-H02"], """
FAST TRACK SPECIAL COURT (POCSO), KASARAGOD     S.C. No. 56/2025 (Crime No. 318/2024 Cheruvathur PS)
16.06.2026   SPP present. Accused present. Counsel present. PW1 (CW1) examined in camera through the support
             person; cross-examined by the defence. Ext. P1 (FIS) marked. For PW2. Posted to 17.06.2026.
17.06.2026   SPP present. Accused present. PW2 (CW2, mother of the victim) examined and cross-examined.
             Ext. P2 marked. For PW3 to PW4. Posted to 21.07.2026.          sd/- Special Judge
""")
u("backlog/2027-04/OPMV 412-2026 proceedings 08.04.2027.pdf", "certified_order_sheet_scan", "MACT, Kasaragod", "2027-04-10", ["C05"], ["C05-H08"], """
MOTOR ACCIDENTS CLAIMS TRIBUNAL, KASARAGOD     O.P.(MV) No. 412/2026
08.04.2027   Petitioner represented. R1, R2 ex parte. R3 represented. RW1 absent. Counsel for R3 seeks time.
             Last chance was already given on 04.03.2027. Time granted on payment of cost of Rs. 1,000/- to the
             petitioner. For evidence of R3. Posted to 06.05.2027.          sd/- Chairman, MACT
""")
u("backlog/2027-02/OS 214-2025 order 16.02.2027.pdf", "certified_order_sheet_scan", "Sub Court, Kasaragod", "2027-02-19", ["C02"], ["C02-H07"], """
IN THE COURT OF THE SUBORDINATE JUDGE, KASARAGOD     O.S. No. 214/2025
16.02.2027   Plaintiff present. Counsel present. Defendants represented. Proof affidavit of PW1 filed. Counsel for
             D1 and D2 seeks time for cross-examination. Allowed on cost of Rs. 1,500/-. Steps. For cross of PW1.
             Posted to 25.03.2027.                                  sd/- Sub Judge
""")

# ---------------- the lawyer's diary (photos)
u("backlog/2026-06/IMG_20260609_174512.jpg", "handwritten_note_photo", L, "2026-06-09", ["C02", "C01"], ["C02-H01"], """
9/6/26  Sub Court  Bhat partition (OS 214/25)
 Defts appeared thru Shivaram Bhat. WS time chodichu - given. ND 7/7
 Narayana Bhat ivide undayirunnu - tension. "adike income ellam chettan edukkunnu" ennu paranju.
--
Sumathi (endosulfan) vilichu - WP file cheythu 22/6, Jayasree admission nokkum. Anitha-kku fever aanu.
""")
u("backlog/2026-07/20260716_181022.jpg", "handwritten_note_photo", L, "2026-07-16", ["C04"], ["C04-H02"], """
16.7.26 Hosdurg Munsiff - Madikai kavu
D1 Kunhambu Nair WS filed - 'tharavad-nu paramparya avakasham', committee-ku adhikaram illa ennu.
Munsiff: bye-law um minutes book um kondu varanam. Raghavan-ne ariyikkanam.
adutha posting 3.9.26
""")
u("backlog/2026-09/IMG_20260908_170301.jpg", "handwritten_note_photo", L, "2026-09-08", ["C02"], ["C02-H03"], """
8/9  Bhat partition - Commission report vannilla. Sreeja vakkeel: site inspection 19/9 (Sat).
Judge was a bit annoyed. ND 13/10.  Narayana Bhat-ne vilichu paranju - 19 nu veettil undavanam.
""")
u("backlog/2026-10/IMG_20261013_165522.jpg", "handwritten_note_photo", L, "2026-10-13", ["C02"], ["C02-H04"], """
13.10.26  OS 214 - Comm report filed. 2.84 ac, 1180 adike marangal, 210 thengu. No dividing line -> good for us
(no oral partition). Shivaram Bhat objection filed.
Sub Judge: mediation-nu refer cheythu. Mediation centre, Kasaragod. ND 24.11.26
""")
u("backlog/2026-07/IMG_20260721_163044.jpg", "handwritten_note_photo", L, "2026-07-21", ["C06"], ["C06-H03"], """
21/7 FTSC - Suresh POCSO
PW3 (neighbour Janaki) - HOSTILE! said she saw nothing. SPP declared hostile, cross by SPP.
PW4 headmistress vannilla - summons again. ND 18/8.   Suresh-nte amma kaanan vannu - kurachu samadhanam.
""")
u("backlog/2026-08/IMG_20260818_152210.jpg", "handwritten_note_photo", L, "2026-08-18", ["C06"], ["C06-H04"], """
18.8.26  SC 56/25  PW4 HM, GHSS Cheruvathur - admission register produced, DOB 12.03.2010 (Ext.P5).
Cross: register entry in different ink - put to her, she denied.  ND 6.10.26 (PW5 doctor)
""")
u("backlog/2027-01/IMG_20270121_171905.jpg", "handwritten_note_photo", L, "2027-01-21", ["C05"], ["C05-H06"], """
21/1/27 MACT - Shafeeq
PW2 Dr. Ashwin Rai examined. Permanent disability 18% (right lower limb), Ext. A13 disability cert.
Cross by Prasanna Shetty: 'no whole-body disability' - doctor held firm.  MACT: RW1 next.  ND 4/3/27
""")
u("backlog/2027-03/IMG_20270325_160417.jpg", "handwritten_note_photo", L, "2027-03-25", ["C02"], ["C02-H08"], """
25.3.27 Sub Court - Bhat case  PW1 (Narayana Bhat) cross by Shivaram Bhat - 1 1/2 hrs.
Put: Rs.1,20,000 took for Perla shop in 1998 -> PW1 denied, said it was a loan from amma.
Cross not over. Further cross ND 6.5.27.  Client-ku Kannada-il explain cheyyanam - Rinshana help.
""")
u("backlog/2027-03/IMG_20270309_154833.jpg", "handwritten_note_photo", L, "2027-03-09", ["C06"], ["C06-H08"], """
9/3/27 FTSC Suresh - PW7 CI (IO) examined. Contradictions in FIS marked (Ext.D1, D2). Prosecution evidence closed (PW1 to PW7, Exts. P1-P14).
313 questioning on 11.5.27. Suresh-ne prepare cheyyanam. Defence witness - amma? think.
""")
u("backlog/2027-02/IMG_20270211_124520.jpg", "handwritten_note_photo", L, "2027-02-11", ["C04"], ["C04-H06"], """
11.2.27 Hosdurg - kavu case
Kaliyattam 3-6 Feb nadannu, no problem. Bhandaram 7/2 thurannu - Village Officer present - Rs. 4,36,250.
Accounts filed today. Balakrishnan Nair - no objection for now. Issues-nu ND 18.3.27
""")
# the gumasthan's register (Malayalam, Arabic digits)
u("backlog/2026-06/IMG-20260612-WA0004.jpg", "handwritten_note_photo", K, "2026-06-12", ["C05", "C07", "C04"], ["C05-H01", "C07-H01", "C04-H01"], """
കേസ് ഡയറി  -  ജൂൺ 2026
02.06.2026  MACT  ഷഫീഖ് OP(MV) 412/26  -  R3 ഇൻഷുറൻസ് ഹാജർ. R1, R2 നോട്ടീസ് കിട്ടി.  അടുത്ത തീയതി 14.07.2026
04.06.2026  AA (LR)  കണ്ണൻ AA 17/26  -  നോട്ടീസ്. ലാൻഡ് ട്രിബ്യൂണൽ രേഖകൾ വിളിച്ചു.  അടുത്ത തീയതി 30.07.2026
11.06.2026  ഹോസ്ദുർഗ് മുൻസിഫ്  കാവ് കേസ് OS 88/26  -  എതിർകക്ഷികൾ ഹാജർ, WS സമയം.  അടുത്ത തീയതി 16.07.2026
""")
u("backlog/2026-08/IMG-20260814-WA0007.jpg", "handwritten_note_photo", K, "2026-08-14", ["C07", "C08"], ["C07-H02", "C08-H01", "C08-H02"], """
കേസ് ഡയറി  -  ജൂലൈ / ഓഗസ്റ്റ് 2026
30.07.2026  AA 17/26 കണ്ണൻ  -  രേഖകൾ വന്നു. R1 വക്കീൽ സമയം ചോദിച്ചു.  അടുത്ത തീയതി 17.09.2026
06.08.2026  സെഷൻസ് BA 1456/26 ബാദുഷ  -  PP-ക്ക് നോട്ടീസ്, കേസ് ഡയറി വിളിച്ചു. അടുത്ത തീയതി വരെ അറസ്റ്റ് പാടില്ല.  13.08.2026
13.08.2026  BA 1456/26  -  കേസ് ഡയറി വന്നില്ല, PP സമയം.  അടുത്ത തീയതി 21.08.2026
""")
u("backlog/2026-10/IMG-20261009-WA0002.jpg", "handwritten_note_photo", K, "2026-10-09", ["C07", "C06", "C03"], ["C07-H03", "C06-H05", "C03-H05"], """
കേസ് ഡയറി  -  സെപ്റ്റംബർ / ഒക്ടോബർ 2026
17.09.2026  AA 17/26 കണ്ണൻ  -  വാദം കേട്ടു. ഉത്തരവിന് 21.10.2026
06.10.2026  FTSC SC 56/25 സുരേഷ്  -  PW5 ഡോക്ടർ വിസ്തരിച്ചു.  അടുത്ത തീയതി 17.11.2026
08.10.2026  JFCM-II ST 1123/25 റഷീദ്  -  PW2 ബാങ്ക് മാനേജർ വന്നില്ല. വീണ്ടും സമൻസ്.  അടുത്ത തീയതി 19.11.2026
""")
u("backlog/2026-12/IMG-20261218-WA0010.jpg", "handwritten_note_photo", K, "2026-12-18", ["C06", "C05", "C04"], ["C06-H06", "C05-H05", "C04-H05"], """
കേസ് ഡയറി  -  നവംബർ / ഡിസംബർ 2026
17.11.2026  FTSC സുരേഷ്  -  PW6 SI വന്നില്ല (ശബരിമല ഡ്യൂട്ടി). സമൻസ്.  അടുത്ത തീയതി 14.01.2027
08.12.2026  MACT ഷഫീഖ്  -  PW2 ഡോക്ടർ വന്നില്ല. സമൻസ്.  അടുത്ത തീയതി 21.01.2027
17.12.2026  ഹോസ്ദുർഗ് കാവ് കേസ്  -  ഒത്തുതീർപ്പ് സംസാരം, ഒത്തുതീർപ്പ് ആയില്ല.  അടുത്ത തീയതി 11.02.2027
""")
u("backlog/2027-04/IMG-20270423-WA0003.jpg", "handwritten_note_photo", K, "2027-04-23", ["C04", "C05"], ["C04-H07", "C04-H08", "C05-H07"], """
കേസ് ഡയറി  -  മാർച്ച് / ഏപ്രിൽ 2027
04.03.2027  MACT ഷഫീഖ്  -  ഇൻഷുറൻസ് സാക്ഷി (RW1) വന്നില്ല. അവസാന അവസരം.  അടുത്ത തീയതി 08.04.2027
18.03.2027  ഹോസ്ദുർഗ് കാവ് കേസ്  -  തർക്കവിഷയങ്ങൾ (issues) തീരുമാനിച്ചു.  അടുത്ത തീയതി 22.04.2027
22.04.2027  കാവ് കേസ്  -  PW1 സത്യവാങ്മൂലം ഫയൽ ചെയ്തു. എതിർ വക്കീൽ സമയം ചോദിച്ചു.  അടുത്ത തീയതി 12.05.2027
""")

# ---------------- typed notes (.docx)
u("backlog/2026-06/Endosulfan WP admission note.docx", "typed_note_docx", L, "2026-06-30", ["C01"], ["C01-H01"], """
WP(C) 21874/2026 - Sumathi v State of Kerala (Anitha, Endosulfan)
29.06.2026 - Court Hall 7, Varma J. Jayasree appeared, I joined online (VC).
Admitted. Sri. Thomas Kurian, Sr. GP took notice for R1 to R4. Statement within 4 weeks.
Judge asked: 'has the petitioner moved the Cell first?' - RTI reply dt 20.05.2026 shown.
Posted to 04.08.2026.
""")
u("backlog/2026-07/Rasheed ST PW1 chief.docx", "typed_note_docx", L, "2026-07-23", ["C03"], ["C03-H03"], """
S.T. 1123/2025 - Rasheed v Haris - 23.07.2026 (JFCM-II)
PW1 Abdul Rasheed - proof affidavit filed, chief over. Marked Exts. P1 to P6 (cheque, return memo, notice, postal
receipt, A/D card, reply not sent). Rasheedkka nervous aayirunnu - Beary-il samsarichu, ok aayi.
Noushad Ali sought time for cross. Posted to 31.08.2026.
""")
u("backlog/2026-08/Rasheed PW1 cross 31.8.docx", "typed_note_docx", L, "2026-08-31", ["C03"], ["C03-H04"], """
Rasheed cheque - 31.08.2026 - PW1 cross by Noushad Ali (40 min)
Line: the signature on cheque 004417 is not Haris's; the cheque was a blank security cheque given in 2023 to a chitty.
PW1: 'I gave the money in cash, from my Sharjah savings, Rs. 6,50,000, in Feb 2025 at his shop.'
Suggestion of no capacity to lend - denied; PW1 said he had a gratuity of AED 38,000.
Next: PW2 bank manager to be summoned. ND 08.10.2026.
""")
u("backlog/2026-07/Shafeeq MACT counter R3.docx", "typed_note_docx", L, "2026-07-14", ["C05"], ["C05-H02"], """
OP(MV) 412/2026 Shafeeq - 14.07.2026 MACT Kasaragod
R3 United India Insurance counter filed (Prasanna Shetty): driver Prakash Poojary held LMV licence only - not
valid for heavy goods vehicle; also contributory negligence - petitioner was riding without helmet.
R1 (driver), R2 (owner, Mangaluru) absent despite notice - set ex parte.
For evidence. ND 10.09.2026. Get the licence extract from RTO Mangaluru (KA-19).
""")
u("backlog/2026-09/Shafeeq PW1 chief 10.9.docx", "typed_note_docx", L, "2026-09-10", ["C05"], ["C05-H03"], """
Shafeeq MACT - 10.09.2026
PW1 Mohammed Shafeeq - chief affidavit filed. Exts. A1 to A12 marked (FIR, charge sheet, wound cert, discharge
summary, bills Rs. 2,86,400, salary cert from Mangaluru shop Rs. 18,000 pm). Claim Rs. 18,00,000.
Cross by insurer deferred at their request. ND 27.10.2026.
""")
u("backlog/2026-10/Document_2026-10-27.docx", "typed_note_docx", L, "2026-10-27", ["C05"], ["C05-H04"], """
27.10.26 - MACT - Shafeeq PW1 cross (Prasanna Shetty)
Q: helmet? - 'helmet was there, it fell off'. Q: speed? - '40-45 only, lorry came to wrong side near check post'.
Shetty put contributory negligence - denied. Doctor PW2 to be summoned - Dr. Ashwin Rai, GGH Kasaragod.
ND 8.12.26
""")
u("backlog/2026-07/Bhat partition WS and commission.docx", "typed_note_docx", L, "2026-07-07", ["C02"], ["C02-H02"], """
OS 214/2025 - Bhat partition - 07.07.2026
WS of D1 and D2 filed - plea of oral partition of 1998 and Rs. 1,20,000 given to plaintiff.
Our IA for advocate commission allowed. Adv. Sreeja P. appointed commissioner; batta Rs. 7,500 by plaintiff.
To note extent, palms, improvements and whether any physical division. ND 08.09.2026.
""")
u("backlog/2026-11/Bhat mediation failed 24.11.docx", "typed_note_docx", L, "2026-11-24", ["C02"], ["C02-H05"], """
OS 214/2025 - 24.11.2026
Mediation report: failed. Two sittings (5.11 and 17.11). Gopalakrishna Bhat agreed to 1/3 but wanted the house
portion and the pump house; Narayana Bhat refused. Posted for framing of issues. ND 12.01.2027.
""")
u("backlog/2027-01/OS214 issues 12.1.27.docx", "typed_note_docx", L, "2027-01-12", ["C02"], ["C02-H06"], """
Bhat partition - 12.01.2027 - Issues framed (5):
1. Whether there was an oral partition in 1998?  2. Whether the plaintiff received Rs. 1,20,000 in lieu of share?
3. Whether the suit is barred by ouster/limitation?  4. Whether the plaintiff is entitled to 1/3 share?
5. Mesne profits and reliefs.   Plaintiff's evidence next. ND 16.02.2027.
""")
u("backlog/2026-09/Kavu case bye-law produced.docx", "typed_note_docx", L, "2026-09-03", ["C04"], ["C04-H03"], """
OS 88/2026 Hosdurg - 03.09.2026
Produced: registered bye-law of 2011 (Reg. No. 114/2011) and minutes book 2012-2026. Munsiff went through it.
IA 212 heard - for committee conducting Kaliyattam 2027. Balakrishnan Nair argued tharavad's right since
'kaalangalaayi'. Munsiff: 'try to settle before the festival'. For orders ND 29.10.2026.
""")
u("backlog/2027-01/Suresh PW6 SI 14.1.27.docx", "typed_note_docx", L, "2027-01-14", ["C06"], ["C06-H07"], """
SC 56/2025 FTSC - 14.01.2027
PW6 SI (registered FIR) examined. Delay of 9 days in FIR - explained as 'victim's family hesitant'. Cross: no
entry in GD about first information. Ext. P9 FIR. PW7 Inspector next. ND 09.03.2027.
""")
u("backlog/2027-05/Week plan 3-8 May.docx", "typed_note_docx", L, "2027-05-01", ["C02", "C03", "C05", "C04", "C06"], [], """
WEEK PLAN  3 - 8 May 2027
Mon 3/5  - Bhat partition: prepare re-exam points for PW1 (Rs.1,20,000 loan from amma). Call Narayana Bhat.
Tue 4/5  - Shafeeq MACT: insurer RW1 - cross points on licence (LMV only). Ask Rinshana to get RTO extract.
Wed 5/5  - Rasheed: 313 questions draft; if Haris absent again, press for warrant.
Thu 6/5  - Sub Court (Bhat PW1 cross), JFCM-II (Rasheed 313), MACT (Shafeeq RW1).  Rinshana to JFCM-II.
Fri 7/5  - Suresh POCSO 313 prep (11/5).  Kavu case PW1 on 12/5 - Raghavan to come.
""")

# ---------------- typed notes (.txt)
u("backlog/2026-11/rasheed PW2 bank 19.11.txt", "typed_note_txt", L, "2026-11-19", ["C03"], ["C03-H06"], """
19.11.26 JFCM-II Rasheed
PW2 - Branch Manager, Federal Bank Uppala - examined. Ext P7 (account extract + specimen signature card).
Signature on cheque tallies with specimen. Noushad Ali cross - only 10 min, nothing much.
313 ND 7.1.27
""")
u("backlog/2027-04/rasheed 1.4.27.txt", "typed_note_txt", J, "2027-04-01", ["C03"], ["C03-H09"], """
1/4/27 JFCM-II - Rasheed v Haris
Magistrate leave aayirunnu. Bench clerk posted. 313 - ND 5.5.27
Haris today present undayirunnu (first time in 3 postings!).
""")
u("backlog/2027-04/correction rasheed ND.txt", "typed_note_txt", J, "2027-04-02", ["C03"], ["C03-H09"], """
Correction - Rasheed cheque case: innale njan 5.5.27 ennu ezhuthi - thettu. Bench clerk-inodu veendum chodichu,
proceedings nokki. Correct next date 06.05.2027 (Thursday) - 313 questioning. Sir-nte diary-ilum mattanam.
""")

# ---------------- WhatsApp exports
u("backlog/2026-08/WhatsApp Chat with Jayasree Menon HC.txt", "whatsapp_export", A, "2027-03-23", ["C01"], ["C01-H02", "C01-H04", "C01-H06"], """
04/08/26, 3:12 pm - Jayasree Menon Adv: Ranjith, WP 21874 came up. GP Thomas Kurian sought time - instructions from Endosulfan Cell awaited. Posted 15/09.
04/08/26, 3:20 pm - Ranjith Kasaragod: ok thanks chechi. RTI reply copy already in file alle?
04/08/26, 3:22 pm - Jayasree Menon Adv: Yes, Ext P3.
10/11/26, 12:41 pm - Jayasree Menon Adv: Report not filed again. Varma J was upset - last chance, cost 5000 on State. Next 19/01/2027.
10/11/26, 12:45 pm - Ranjith Kasaragod: Good. Sumathi chechi-ye ariyikkam.
23/03/27, 2:05 pm - Jayasree Menon Adv: Compliance today. GP reported 3 lakh paid on 10/03, balance 2 lakh awaiting budget allotment. Judge directed report. Posted 02/06/2027, after vacation.
23/03/27, 2:10 pm - Ranjith Kasaragod: Sumathi SBI statement ayachu thannirunnu, 3,00,000 credit 10-03. Thanks chechi.
""")
u("backlog/2026-05/WhatsApp Chat with Rinshana Jr.txt", "whatsapp_export", J, "2027-03-04", ["C03", "C05"], ["C03-H01", "C03-H07", "C03-H08", "C05-H07"], """
14/05/26, 11:48 am - Rinshana Jr: Sir, Rasheed case - accused Haris absent, petition illa. Madam NBW issue cheythu. ND 18/6
14/05/26, 11:50 am - Ranjith Sir: ok. Rasheedkka-ye vilichu parayu.
14/05/26, 11:52 am - Rinshana Jr: Paranju sir. Ikka happy aanu 😄
07/01/27, 12:15 pm - Rinshana Jr: Sir Rasheed 313 nadannilla. Haris absent, Noushad Ali exemption petition koduthu - allowed. ND 25/2
25/02/27, 11:30 am - Rinshana Jr: Sir Haris again absent 😤 exemption petition - madam allowed but warning koduthu "next time NBW". ND 1/4/27
25/02/27, 11:31 am - Ranjith Sir: Note it. 2 times continuous exemption.
04/03/27, 1:02 pm - Rinshana Jr: Sir MACT Shafeeq - insurance RW1 vannilla. Prasanna Shetty time chodichu. Tribunal last chance ennu paranju. ND 8/4/27
04/03/27, 1:03 pm - Ranjith Sir: 👍
""")
u("backlog/2026-09/WhatsApp Chat with Rasheedkka Uppala.txt", "whatsapp_export", "Abdul Rasheed M.", "2027-04-03", ["C03"], [], """
02/09/26, 8:14 pm - Rasheedkka Uppala: Vakkeel saare, yenkk case nte kaaryam entha aayi? Haris ippo Dubai poyi ennu kettu
02/09/26, 8:30 pm - Ranjith Adv: Illa ikka, avan ivide thanne undu. Cross kazhinju. Next bank manager.
19/11/26, 6:02 pm - Rasheedkka Uppala: Bank manager bele vanno?
19/11/26, 6:10 pm - Ranjith Adv: Vannu ikka, signature sheri aanu ennu paranju. Nammukku nallathu.
03/04/27, 7:45 pm - Rasheedkka Uppala: 6,50,000 kittumo saare? yenkk gulf il ninnu vanna paisa aanu 😔
03/04/27, 7:58 pm - Ranjith Adv: Ikka, adutha date 6/5. 313 kazhinjal arguments. Vidhi vannal compensation kittum, insha allah.
""")
u("backlog/2026-10/WhatsApp Chat with Narayana Bhat Badiadka.txt", "whatsapp_export", "Narayana Bhat", "2027-03-26", ["C02"], [], """
13/10/26, 7:10 pm - Narayana Bhat Badiadka: ನಮಸ್ಕಾರ ವಕೀಲರೇ. Commission report bandideya? 
13/10/26, 7:25 pm - Ranjith Adv: Namaskara. Banthu. 1180 adike mara, no dividing line. Mediation ge kalisidaru, 24/11.
24/11/26, 5:40 pm - Narayana Bhat Badiadka: Mediation aagalilla. Anna mane beku antha helthare. ನನಗೆ ಒಪ್ಪಿಗೆ ಇಲ್ಲ.
24/11/26, 5:52 pm - Ranjith Adv: Ok, issues next 12/1/27.
26/03/27, 9:05 am - Narayana Bhat Badiadka: ನಿನ್ನೆ cross thumba kashta aaythu. Next date yavaga?
26/03/27, 9:20 am - Ranjith Adv: 6/5/27. Rinshana will explain in Kannada. 1,20,000 was amma's loan - same answer.
""")

# ---------------- cause list
u("backlog/2027-05/MACT cause list 06.05.2027.pdf", "cause_list_pdf", "MACT, Kasaragod", "2027-05-05", ["C05"], [], """
MOTOR ACCIDENTS CLAIMS TRIBUNAL, KASARAGOD - CAUSE LIST FOR THURSDAY 06.05.2027 (11.00 AM)
EVIDENCE
 1. OP(MV) 118/2025  Beefathumma v Shivappa & Ors.          Adv. K. Abdulla / Adv. Prasanna Shetty
 2. OP(MV) 412/2026  Mohammed Shafeeq v Prakash Poojary & Ors.  Adv. Ranjith Kumar P.V. / Adv. Prasanna Shetty  (RW1)
 3. OP(MV) 233/2026  Lakshmi v KSRTC                        Adv. M. Narayanan / Standing Counsel KSRTC
HEARING
 4. OP(MV) 971/2024  Jayaram Rai v Oriental Insurance Co.   Adv. Sathish Alva / Adv. Ramlath C.
 5. EP 44/2026 in OP(MV) 310/2023  Kunhikrishnan v Abdul Khader   Adv. Girish K. / none
""")
