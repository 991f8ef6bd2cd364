"""The uploads of the Hassan practice: what Raghunandan, his junior Spoorthi and the gumastha Puttaraju kept."""

L, J, K = "K. S. Raghunandan", "Spoorthi B. M.", "Puttaraju (gumastha)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2027-07/IMG_20270720_112233.jpg", "document_photo", "Village Accountant, Hanbal", "2027-07-20", ["C01"], [], """
ಕರ್ನಾಟಕ ಸರ್ಕಾರ - ಪಹಣಿ ಪತ್ರಿಕೆ (RTC) ನಮೂನೆ 16
ಗ್ರಾಮ: ಹಾನುಬಾಳು (Hanbal)  ಹೋಬಳಿ: ಹಾನುಬಾಳು  ತಾಲ್ಲೂಕು: ಸಕಲೇಶಪುರ  ಜಿಲ್ಲೆ: ಹಾಸನ
ಸರ್ವೆ ನಂ. 57   ವಿಸ್ತೀರ್ಣ 24-10 (ಎಕರೆ-ಗುಂಟೆ)   ಸರ್ವೆ ನಂ. 58  ವಿಸ್ತೀರ್ಣ 17-12
ಖಾತೆದಾರರು: ಬಿ. ಎಂ. ಮಲ್ಲಿಕಾರ್ಜುನ ಬಿನ್ ಲೇಟ್ ಬಿ. ಮಲ್ಲೇಗೌಡ (ಕುಟುಂಬದ ಮುಖ್ಯಸ್ಥ)
ಬೆಳೆ: ಕಾಫಿ (ಅರೇಬಿಕಾ/ರೋಬಸ್ಟಾ), ಮೆಣಸು, ಅಡಿಕೆ
Mutation M.R. 6/2024-25 (pouthi khata) - in the name of the eldest son only.
Computer generated RTC, Bhoomi. Date 20.07.2027
""")
u("backlog/2027-08/Plaint OS 214-2027 Sakleshpur.pdf", "document_scan", L, "2027-08-09", ["C01"], [], """
IN THE COURT OF THE SENIOR CIVIL JUDGE AND JMFC AT SAKLESHPUR
O.S. No. 214/2027
B. M. Chandrashekar, s/o late B. Mallegowda, aged 44, Bettadamane Estate, Hanbal .... PLAINTIFF
v. 1. B. M. Mallikarjun  2. B. M. Devaraj  3. Smt. Sharadamma w/o K. Ramegowda .... DEFENDANTS
PLAINT UNDER ORDER VII RULE 1 CPC
The suit schedule properties - Bettadamane coffee estate in Sy. Nos. 57 (24 acres 10 guntas) and 58 (17 acres 12
guntas) of Hanbal village - are ancestral joint family properties of late B. Mallegowda. The 1st defendant, the eldest
brother, got the pouthi khata mutated to himself alone (M.R. 6/2024-25), takes the whole coffee and pepper yield and
sells it through the Sakleshpur curing works without accounting. The plaintiff demanded partition on 02.06.2027;
refused. The plaintiff prays for partition and separate possession of his 1/3rd share by metes and bounds, and for
accounts of the crop from 2024-25. Valuation u/s 35(2) KCF & SV Act; court fee paid.
Sakleshpur, 09.08.2027                         Advocate for Plaintiff (K. S. Raghunandan)
""")
u("backlog/2028-10/saguvali chit Thimmaiah 1968.pdf", "document_scan", "Tahsildar, Hassan (certified copy)", "2028-10-05", ["C02"], [], """
ಸಾಗುವಳಿ ಚೀಟಿ (GRANT CERTIFICATE) - certified copy issued 05.10.2028
Darkhast No. 112/67-68     Village: Kattaya, Hassan taluk
Granted to: Kariya bin Thimma (Adi Karnataka), landless agricultural labourer
Land: Sy. No. 89/2, 3 acres 10 guntas, dry land. Upset price Rs. 65. Date of grant 14.08.1968
Condition: the land shall not be alienated for a period of 15 years (ಪರಭಾರೆ ನಿಷೇಧ).
sd/- Tahsildar, Hassan taluk
""")
u("backlog/2028-09/Forest mahazar Yeslur Puttaswamy.pdf", "document_scan", "Range Forest Officer, Alur", "2028-09-12", ["C03"], [], """
KARNATAKA FOREST DEPARTMENT - ALUR RANGE, HASSAN DIVISION
CROP DAMAGE MAHAZAR (wild elephant)      Date: 12.09.2028
Owner: Puttaswamy s/o Honnegowda, Yeslur village, Sy. No. 34
Damage on the night of 09.09.2028 by a herd of 6 wild elephants (kaadaane): paddy 2 acres trampled, 310 areca
plants uprooted, about 400 banana plants eaten. Assessed as per G.O. rates: Rs. 32,500 (thirty two thousand five
hundred). Witnesses: Shivanna, Lakshmamma. sd/- Deputy RFO, Alur
""")
u("backlog/2028-06/SBI return memo Raghavendra.pdf", "document_scan", "State Bank of India, Hassan main branch", "2028-06-14", ["C04"], [], """
STATE BANK OF INDIA, HASSAN MAIN BRANCH (B.M. Road)          CHEQUE RETURN MEMO   14.06.2028
Cheque No. 018734 dt 10.06.2028 for Rs. 3,60,000/- drawn by Raghavendra K. S. on SB A/c 3201xxxxxxx,
presented by Sri Hoysala Chits Pvt. Ltd. through Karnataka Bank, Hassan - RETURNED.
Reason: FUNDS INSUFFICIENT.                                   Branch Manager
""")
u("backlog/2028-06/Notice 138 Raghavendra Hoysala.docx", "typed_note_docx", L, "2028-06-28", ["C04"], [], """
K. S. RAGHUNANDAN, B.A., LL.B., Advocate, Room 14, Advocates' Association Building, Hassan
RPAD                                                      Date: 28.06.2028
To: Sri Raghavendra K. S., s/o Shivappa, Vidyanagar, Hassan
Sub: Notice u/s 138 of the Negotiable Instruments Act
Under instructions from my client Sri Hoysala Chits Pvt. Ltd., Hassan (Manager Sri Sathyanarayana Bhat): you were a
subscriber of chit group HC-50/24 (chit value Rs. 5,00,000) and bid the chit in the 7th auction; towards the future
instalments you issued cheque No. 018734 dated 10.06.2028 for Rs. 3,60,000, returned 'funds insufficient' on
14.06.2028. Pay Rs. 3,60,000 within 15 days of receipt of this notice, failing which a complaint will be filed.
                                                          Advocate
""")
u("backlog/2028-02/IMG-20280220-WA0007.jpg", "document_photo", "Trustees, Sri Kodi Kalleshwara Swamy Temple Trust", "2028-02-20", ["C05"], [], """
ಶ್ರೀ ಕೋಡಿ ಕಲ್ಲೇಶ್ವರ ಸ್ವಾಮಿ ದೇವಸ್ಥಾನ ಟ್ರಸ್ಟ್ (ರಿ), ಹಳೇಬೀಡು
ಬಹಿರಂಗ ಹರಾಜು ಪ್ರಕಟಣೆ
ದೇವಸ್ಥಾನಕ್ಕೆ ಸೇರಿದ ಸರ್ವೆ ನಂ. 121 ರ 6 ಎಕರೆ 20 ಗುಂಟೆ ಜಮೀನನ್ನು 11 ವರ್ಷಗಳ ಗುತ್ತಿಗೆಗೆ ದಿನಾಂಕ 10.03.2028 ರಂದು ಹರಾಜು ಮಾಡಲಾಗುವುದು.
ಅಧ್ಯಕ್ಷರು: ಕೆ. ಟಿ. ಸಿದ್ದಲಿಂಗಪ್ಪ
""")
u("backlog/2028-07/Discharge summary Prajwal Shetty.pdf", "document_scan", "Hassan Institute of Medical Sciences (HIMS)", "2028-07-19", ["C06"], [], """
HASSAN INSTITUTE OF MEDICAL SCIENCES, HASSAN - DEPARTMENT OF ORTHOPAEDICS
DISCHARGE SUMMARY   IP No. 28/11472
Name: Prajwal Shetty, 23 yrs, M. DOA 02.07.2028  DOD 19.07.2028
History: RTA on Shiradi ghat near Maranahalli, bike vs lorry, 02.07.2028 about 4.30 pm. MLC No. 688/2028.
Diagnosis: fracture shaft of right femur; fracture right patella; abrasions face.
Procedure: ORIF with interlocking nail right femur (05.07.2028). Advised: non weight bearing 8 weeks, review.
Treating surgeon: Dr. Ashwin Rao, Assoc. Professor, Orthopaedics.
""")
u("backlog/2029-08/FOC 14 Belur sandalwood.pdf", "document_scan", "Range Forest Officer, Belur", "2029-07-30", ["C07"], [], """
KARNATAKA FOREST DEPARTMENT - BELUR RANGE
FOREST OFFENCE CASE No. 14/2029-30      Date: 30.07.2029
Offence u/ss 86, 87 of the Karnataka Forest Act, 1963 r/w s. 104
On credible information, at about 2.10 AM near Bikkodu cross on the Belur-Sakleshpur road, a Bolero pick-up
KA-13-xxxx was stopped; 84 kg of sandalwood billets (gandhada tundugalu) in 11 gunny bags found. Accused No. 2
Manjunatha @ Manja s/o Krishnegowda, Belur, arrested on the spot; Accused No. 1 (driver) fled.
sd/- RFO, Belur Range
""")
u("backlog/2029-06/20290610_093015.jpg", "document_photo", "Village Accountant, Hirisave", "2029-06-10", ["C08"], [], """
ಪಹಣಿ (RTC)  ಗ್ರಾಮ: ಹಿರೀಸಾವೆ  ತಾಲ್ಲೂಕು: ಚನ್ನರಾಯಪಟ್ಟಣ
ಸರ್ವೆ ನಂ. 45/3   2 ಎಕರೆ 08 ಗುಂಟೆ
ಖಾತೆದಾರರು / ಅನುಭವದಾರರು: ಗೌರಮ್ಮ ಕೋಂ ಲೇಟ್ ನಿಂಗೇಗೌಡ
ಮ್ಯುಟೇಷನ್: MR 22/2019-20 (ಪೌತಿ)    ಬೆಳೆ: ತೆಂಗು, ರಾಗಿ
Bhoomi RTC printed 10.06.2029
""")
u("backlog/2027-10/WS Gowramma OS 173-2027.pdf", "document_scan", L, "2027-10-23", ["C08"], [], """
IN THE COURT OF THE CIVIL JUDGE AND JMFC AT CHANNARAYAPATNA
O.S. No. 173/2027    Yogesh H. N. ... Plaintiff   v.   Smt. Gowramma ... Defendant
WRITTEN STATEMENT UNDER ORDER VIII RULE 1 CPC
The defendant denies that the plaintiff is in possession of Sy. No. 45/3 of Hirisave. The land fell to her husband
late Ningegowda in the partition of 1996; after his death the khata was mutated to her (M.R. 22/2019-20) and the RTC
stands in her name; she grows coconut and ragi. The plaintiff, her husband's brother's son, is trying to grab it.
The suit is not maintainable without a prayer for declaration. Dismiss with costs.
Channarayapatna, 23.10.2027                 Advocate for Defendant
""")
u("backlog/2029-04/IMG_20290406_101502.jpg", "document_photo", "Sri A. K. Suresh, Advocate-Commissioner", "2029-04-06", ["C01"], [], """
RECEIPT No. 07                                   Sakleshpur, 06.04.2029
Received from Sri B. M. Chandrashekar, plaintiff in O.S. 214/2027, a sum of Rs. 15,000/- (Rupees fifteen
thousand only) towards commissioner's fee and batta for local inspection and measurement of Bettadamane Estate.
sd/- A. K. Suresh, Advocate (Court Commissioner)
""")

# ---------------- clerk's register pages (Kannada)
u("backlog/2028-12/IMG-20281216-WA0004.jpg", "handwritten_note_photo", K, "2028-12-16", ["C02", "C05", "C08"], ["C02-H01", "C05-H01", "C08-H01"], """
ದಿನಚರಿ - ವಕೀಲರು ಕೆ.ಎಸ್. ರಘುನಂದನ್        ಡಿಸೆಂಬರ್ 2028
12/12  ಎ.ಸಿ. ಕೋರ್ಟ್ ಹಾಸನ - PTCL 19/28-29 ತಿಮ್ಮಯ್ಯ ವಿ. ಜಯರಾಮ - ಎದುರುದಾರರ ಪರ ರಮೇಶ್ ಕುಮಾರ್ ವಕೀಲರು ಹಾಜರು, ಆಕ್ಷೇಪಣೆಗೆ ಸಮಯ. ಮುಂದಿನ ದಿನಾಂಕ 09/01/2029
15/12  ಪ್ರ. ಜಿಲ್ಲಾ ನ್ಯಾಯಾಧೀಶರು - OS 5/28 ಕಲ್ಲೇಶ್ವರ ದೇವಸ್ಥಾನ - IA (ತಾತ್ಕಾಲಿಕ ನಿರ್ಬಂಧಕಾಜ್ಞೆ) - ಪ್ರತಿವಾದಿಗಳು ಆಕ್ಷೇಪಣೆಗೆ ಸಮಯ ಕೇಳಿದರು. ಮುಂ.ದಿ. 19/01/2029
16/12 (ಶನಿವಾರ) ಚನ್ನರಾಯಪಟ್ಟಣ - OS 173/27 ಗೌರಮ್ಮ - PW1 ಯೋಗೇಶ್ ಪ್ರಮಾಣ ಪತ್ರ (chief affidavit) ಸಲ್ಲಿಕೆ. ಮುಂ.ದಿ. 20/01/2029
""")
u("backlog/2029-01/IMG-20290120-WA0011.jpg", "handwritten_note_photo", K, "2029-01-20", ["C01", "C05"], ["C01-H02", "C05-H02"], """
ದಿನಚರಿ  ಜನವರಿ 2029
18/1  ಸಕಲೇಶಪುರ ಹಿರಿಯ ಸಿವಿಲ್ - OS 214/27 ಚಂದ್ರಶೇಖರ್ ವಿ. ಮಲ್ಲಿಕಾರ್ಜುನ - D3 ಶಾರದಮ್ಮ ಲಿಖಿತ ಹೇಳಿಕೆ ಸಲ್ಲಿಸಿದರು (ವಾದಿ ಪರ). D1 ಹೆಚ್ಚುವರಿ WS ಗೆ ಸಮಯ - ಮಲ್ಲೇಶ್ ವಕೀಲರು. ಮುಂ.ದಿ. 22/02/2029
19/1  ಪ್ರ. ಜಿಲ್ಲಾ ನ್ಯಾ. - OS 5/28 ದೇವಸ್ಥಾನ - D1 ರಿಂದ D5 ಆಕ್ಷೇಪಣೆ ಸಲ್ಲಿಕೆ, IA ವಾದ ಭಾಗಶಃ. ಮುಂ.ದಿ. 16/02/2029
20/1  ಚನ್ನರಾಯಪಟ್ಟಣ - ಸ್ಪೂರ್ತಿ ಮೇಡಂ ಹೋಗಿದ್ದರು (ನೋಡಿ ವಾಟ್ಸಾಪ್)
""")
u("backlog/2029-02/IMG-20290224-WA0002.jpg", "handwritten_note_photo", K, "2029-02-24", ["C01", "C08"], ["C01-H03", "C08-H03"], """
ದಿನಚರಿ ಫೆಬ್ರವರಿ 2029
22/2  ಸಕಲೇಶಪುರ - OS 214/27 - 6 ವಿವಾದಾಂಶಗಳು (issues) ರಚನೆ. ವಾದಿ ಪರ ಕಮಿಷನರ್ ನೇಮಕಕ್ಕೆ IA (O.26 R.9) ಸಲ್ಲಿಸಿದೆ. ಮುಂ.ದಿ. 29/03/2029
24/2 (ಶನಿ) ಚನ್ನರಾಯಪಟ್ಟಣ - OS 173/27 - PW2 ಗೈರುಹಾಜರು, ವಾದಿ ಪರ ಯತೀಶ್ ಕುಮಾರ್ ಸಮಯ ಕೇಳಿದರು. ಮುಂ.ದಿ. 31/03/2029
""")
u("backlog/2029-06/IMG-20290616-WA0009.jpg", "handwritten_note_photo", K, "2029-06-16", ["C06", "C02", "C08"], ["C06-H04", "C02-H05", "C08-H05"], """
ದಿನಚರಿ ಜೂನ್ 2029
11/6  MACT-II - MVC 1184/28 ಪ್ರಜ್ವಲ್ ಶೆಟ್ಟಿ - PW1 ಪಾಟೀಸವಾಲು (cross) ವಿಮಾ ಕಂಪನಿ ಪರ ಲತಾ ಪೈ ಮೇಡಂ. ಮುಂ.ದಿ. 23/07/2029
12/6  ಎ.ಸಿ. ಕೋರ್ಟ್ - PTCL 19 ತಿಮ್ಮಯ್ಯ - ನಮ್ಮ ವಾದ ಆಯಿತು. ರಮೇಶ್ ಕುಮಾರ್ ವಕೀಲರಿಗೆ ಆರೋಗ್ಯ ಸರಿಯಿಲ್ಲ, ಸಮಯ. ಮುಂ.ದಿ. 17/07/2029
16/6 (ಶನಿ) ಚನ್ನರಾಯಪಟ್ಟಣ - OS 173/27 - DW1 ಗೌರಮ್ಮ ಪ್ರಮಾಣ ಪತ್ರ, Ex.D1 ರಿಂದ D4 ಗುರುತು. ಮುಂ.ದಿ. 21/07/2029
""")
u("backlog/2029-09/IMG-20290915-WA0015.jpg", "handwritten_note_photo", K, "2029-09-15", ["C05", "C08"], ["C05-H07", "C08-H07"], """
ದಿನಚರಿ ಸೆಪ್ಟೆಂಬರ್ 2029
14/9  ಪ್ರ. ಜಿಲ್ಲಾ ನ್ಯಾ. - OS 5/28 ದೇವಸ್ಥಾನ - ಮುಜರಾಯಿ ತಹಶೀಲ್ದಾರ್ ವರದಿ ಬಂದಿಲ್ಲ. ಮುಂದೂಡಲಾಗಿದೆ. ಮುಂ.ದಿ. 23/11/2029
15/9 (ಶನಿ) ಚನ್ನರಾಯಪಟ್ಟಣ - OS 173/27 - DW2 ಗ್ರಾಮ ಲೆಕ್ಕಾಧಿಕಾರಿ ಮಂಜೇಶ್ ಪಹಣಿ ರಿಜಿಸ್ಟರ್ ಜೊತೆ ಹಾಜರು, ಸಾಕ್ಷ್ಯ ಆಯಿತು. ಪ್ರತಿವಾದಿ ಸಾಕ್ಷ್ಯ ಮುಕ್ತಾಯ. ಮುಂ.ದಿ. 27/10/2029 ವಾದಕ್ಕೆ
""")

# ---------------- C01 Bettadamane estate partition
u("backlog/2028-12/IMG_20281207_174512.jpg", "handwritten_note_photo", L, "2028-12-07", ["C01"], ["C01-H01"], """
7/12/28  Sakleshpur SCJ - Hegde sir
OS 214/27 Chandru v. Mallikarjun (Bettadamane estate partition)
D1 & D2 WS file aaytu - "no partition, estate was developed by D1's own earnings after 2001, plaintiff left to
Bengaluru". Plaint schedule 57, 58 admitted as ancestral though.
D3 Sharadamma absent. Chandru says akka is with us.
Call on 18.1.29
""")
u("backlog/2029-04/OS 214-27 order 29.03.2029.pdf", "certified_order_sheet_scan", "Senior Civil Judge and JMFC, Sakleshpur", "2029-03-29", ["C01"], ["C01-H04"], """
O.S. No. 214/2027 - ORDER SHEET (certified copy)
29.03.2029   Plff by Sri K.S.R., Adv.   D1, D2 by Sri D.M., Adv.   D3 in person.
Orders on I.A. No. 4 (O.26 R.9 CPC): Allowed. Sri A. K. Suresh, Advocate, Sakleshpur, is appointed as Court
Commissioner to visit the suit schedule estate, measure Sy. Nos. 57 and 58 with the help of the taluk surveyor, and
note the number of coffee plants, pepper standards, silver oak and the line houses. Commissioner's fee Rs. 15,000/-
payable by the plaintiff. Report within 8 weeks.
The parties being brothers and sister, they are referred to the Mediation Centre, Sakleshpur, meanwhile.
Call on 14.06.2029 for report.                                    Sd/- Senior Civil Judge, Sakleshpur
""")
u("backlog/2029-06/IMG_20290614_165830.jpg", "handwritten_note_photo", L, "2029-06-14", ["C01"], ["C01-H05"], """
14-6-29  Sakleshpur  OS 214/27 Chandru
Mediation failed - Mallikarjun not ready to give the 58 portion with the pulper & drying yard. Mediator report filed.
Commissioner Suresh sought time - male jaasti (heavy rain), estate road slushy, surveyor not coming. Hegde sir
gave time.  ND 26/7/29
Chandru worried abt this year's crop - D1 selling cherry to curing works. Think IA for receiver?
""")
u("backlog/2029-07/Bettadamane 26 July.docx", "typed_note_docx", L, "2029-07-26", ["C01"], ["C01-H06"], """
26.07.2029 - Senior Civil Judge, Sakleshpur (Hegde sir) - O.S. 214/2027 Chandrashekar v. Mallikarjun & Ors.
Commissioner's report filed. Sy. 57 + 58 measured together at 41 acres 22 guntas (RTC says 41-22, tallies).
18,400 coffee plants (Robusta mostly, Arabica on the upper block), about 2,100 pepper standards, 6 line houses, one
pulper shed and drying yard in Sy. 58. Estate workers (Tulu-speaking line people from Puttur side) told commissioner
"dhani Mallikarjun" pays them - recorded.
D1 filed objections to the report (says plants counted twice in the upper block).
PW1 Chandrashekar chief affidavit filed, documents Ex.P1 to P11 (RTCs, M.R. 6/2024-25, curing works receipts).
Next: 20.09.2029 for cross of PW1.
""")
u("backlog/2029-09/chandru PW1 cross 20.9.txt", "typed_note_txt", L, "2029-09-20", ["C01"], ["C01-H07"], """
20.9.29 Sakleshpur - OS 214/27 - PW1 Chandru cross by Mallesh (part)
Mallesh questions: since when in Bengaluru (2003-2019, software job - admitted); did he contribute to the
replanting of 2008 (said he sent Rs. 2 lakh, no receipts); is the 2014 drip irrigation loan on D1's name (yes).
Suggested estate was developed from D1's own income - denied.
Mallesh asked time for further cross, Hegde sir allowed - "last time for cross".
Mundina dinanka 23.11.2029 - further cross of PW1. Chandru to bring bank statements of 2008.
""")
u("backlog/2029-04/WhatsApp Chat with Chandru Bettadamane.txt", "whatsapp_export", "B. M. Chandrashekar", "2029-11-10", ["C01"], [], """
29/03/29, 18:02 - Chandru Bettadamane: Sir namaskara. Indu enaaytu?
29/03/29, 18:10 - Raghunandan Adv: Commissioner appoint aadru - Suresh avaru. 15000 fee neeve kodbeku. Mediation ge kalsidaare.
29/03/29, 18:12 - Chandru Bettadamane: Sari sir. Anna mediation ge bartaare antha nambike illa.
26/07/29, 19:40 - Raghunandan Adv: Report bantu. 41 acre 22 gunte, 18400 gida. Nimma chief affidavit file aaytu. Next 20 Sept cross.
10/11/29, 08:15 - Chandru Bettadamane: Sir 2008 bank statement sikkilla, bank avaru hale record illa antaare. Enu maadodu?
10/11/29, 08:30 - Raghunandan Adv: Parvagilla, passbook photocopy idre tagondu banni 23ke.
""")

# ---------------- C02 Thimmaiah PTCL
u("backlog/2029-01/thimmaiah AC 9.1.txt", "typed_note_txt", L, "2029-01-09", ["C02"], ["C02-H02"], """
9/1/29 AC court Hassan - PTCL/R/19/2028-29 Thimmaiah v. Jayarama
Objections filed by Ramesh Kumar for Jayarama: (1) application after 39 years, hopelessly delayed; (2) Jayarama a
bona fide purchaser for Rs. 12,000 in 1989 from Kariya's son; (3) the land is now an arecanut garden, improved.
AC sir: "grant file, saguvali chit and Tahsildar's report beku" - called for Tahsildar Hassan's report.
ND 13.2.29
""")
u("backlog/2029-03/20290313_124410.jpg", "handwritten_note_photo", L, "2029-03-13", ["C02"], ["C02-H04"], """
13/3/29 AC - Thimmaiah PTCL
Tahsildar report bantu!! Grant 14.08.1968, Darkhast 112/67-68, Adi Karnataka, non-alienation 15 yrs.
Sale deed 1989 (No. 2231/89-90) - no permission of Govt u/s 4(2). Jayarama in possession, areca.
Gave copy to Thimmaiah's son Mahesh.  ND 12.6.29 for args. (AC busy with elections work in Apr-May)
""")
u("backlog/2029-07/PTCL Thimmaiah args 17.07.docx", "typed_note_docx", L, "2029-07-17", ["C02"], ["C02-H06"], """
17.07.2029 AC Court, Hassan - PTCL 19/2028-29 - Thimmaiah v. K. N. Jayarama
Ramesh Kumar argued for the respondent: relies on Nekkanti Rama Lakshmi v. State of Karnataka (SC) - application
must be filed within a reasonable time; 39 years is unreasonable.
My reply: the 2023 amendment to the PTCL Act (s. 5(3)) says no limitation applies; s. 4 voids the sale itself;
Tahsildar's report shows no permission.
AC sir asked both for written arguments with citations. ND 21.8.2029.
""")
u("backlog/2029-08/AC order sheet PTCL 19 21-08-2029.pdf", "certified_order_sheet_scan", "Assistant Commissioner, Hassan Sub-Division", "2029-08-21", ["C02"], ["C02-H07"], """
ಉಪವಿಭಾಗಾಧಿಕಾರಿಗಳ ನ್ಯಾಯಾಲಯ, ಹಾಸನ ಉಪವಿಭಾಗ, ಹಾಸನ
ಪ್ರಕರಣ ಸಂಖ್ಯೆ: PTCL/R/19/2028-29    ಅರ್ಜಿದಾರರು: ತಿಮ್ಮಯ್ಯ ಬಿನ್ ಕರಿಯ   ಎದುರುದಾರರು: ಕೆ. ಎನ್. ಜಯರಾಮ
ಆದೇಶ ಹಾಳೆ
21.08.2029  ಅರ್ಜಿದಾರರ ಪರ ವಕೀಲರು ಮತ್ತು ಎದುರುದಾರರ ಪರ ವಕೀಲರು ಲಿಖಿತ ವಾದ ಸಲ್ಲಿಸಿರುತ್ತಾರೆ. ವಾದ ಮುಕ್ತಾಯವಾಗಿದೆ.
ಆದೇಶಕ್ಕಾಗಿ ದಿನಾಂಕ 27.11.2029 ಕ್ಕೆ ಮುಂದೂಡಲಾಗಿದೆ.            ಸಹಿ/- ಉಪವಿಭಾಗಾಧಿಕಾರಿ, ಹಾಸನ
""")

# ---------------- C03 Puttaswamy elephant writ
u("backlog/2028-12/WP 18544 Puttaswamy 4 dec.txt", "typed_note_txt", L, "2028-12-04", ["C03"], ["C03-H01"], """
4.12.2028 HCK Bengaluru CH-9 Hosmani J - WP 18544/2028 (GM-FOR) Puttaswamy v. State & ors
Item 41, reached around 12.30. Sri Shivakumar AGA takes notice for R1 to R3 (Forest Secy, PCCF, DC Hassan).
Emergent notice to R4 DCF Hassan Division - PF & RPAD in a week.
Our claim: Rs. 2,85,000 loss as per horticulture officer's estimate vs Rs. 32,500 in the mahazar; 4 earlier raids
not even inspected. Next 22.01.2029.
""")
u("backlog/2029-01/IMG_20290122_151107.jpg", "handwritten_note_photo", L, "2029-01-22", ["C03"], ["C03-H02"], """
22/1/29 HC CH 9 - Puttaswamy aane case
AGA sought 4 weeks for objections, "instructions from DCF awaited". Hosmani J granted.
R4 served (RPAD ack back). ND 5/3/29
""")
u("backlog/2029-03/WP 18544-2028 order 05.03.2029.pdf", "certified_order_sheet_scan", "High Court of Karnataka", "2029-03-05", ["C03"], ["C03-H03"], """
IN THE HIGH COURT OF KARNATAKA AT BENGALURU
W.P. No. 18544 of 2028 (GM-FOR)
05.03.2029   ORDER
Sri K. S. Raghunandan, Advocate for petitioner; Sri G. Shivakumar, AGA for R1 to R4.
Learned AGA seeks further time. Despite the time granted on 22.01.2029 no statement of objections is filed.
As a last chance, the respondents shall file their statement of objections, producing the spot mahazar and the
Government Order under which compensation for crop loss by wild elephants is fixed. List on 18.06.2029.
                                                            Sd/- JUDGE
""")
u("backlog/2029-06/Puttaswamy WP 18.06.docx", "typed_note_docx", L, "2029-06-18", ["C03"], ["C03-H04"], """
18.06.2029 HC CH-9 Hosmani J - W.P. 18544/2028 Puttaswamy
Objections of R4 DCF filed today: Rs. 32,500 paid on the spot mahazar of 12.09.2028 by RTGS; the G.O. of 2017 rates
applied; areca plants counted as "young plants" at Rs. 150 each.
Our rejoinder orally: revised G.O. of 2023 doubles the rates for areca and paddy; bearing plants of 7 years, not young.
Petitioner claims Rs. 2,85,000. Court asked AGA whether the revised G.O. was applied - AGA unsure.
ND 30.07.2029 for final hearing.
""")
u("backlog/2029-07/WP 18544-2028 final order 30.07.2029.pdf", "certified_order_sheet_scan", "High Court of Karnataka", "2029-07-30", ["C03"], ["C03-H05"], """
IN THE HIGH COURT OF KARNATAKA AT BENGALURU
W.P. No. 18544 of 2028 (GM-FOR)
30.07.2029   ORDER
The petitioner's crops in Sy. No. 34 of Yeslur village were damaged by wild elephants on 09.09.2028. Compensation
of Rs. 32,500 was paid at the rates of an older G.O. The 4th respondent is directed to reconsider the petitioner's
claim by applying the revised rates in force on the date of the damage, after a fresh spot inspection with notice
to the petitioner, and pay the differential compensation within eight weeks from the date of receipt of a copy of
this order. The petition is disposed of accordingly.                Sd/- JUDGE
""")
u("backlog/2029-08/WhatsApp Chat with Puttaswamy Yeslur.txt", "whatsapp_export", "Puttaswamy", "2029-10-26", ["C03"], [], """
30/07/29, 17:20 - Raghunandan Adv: Puttaswamy avre, case mugitu. DCF 8 vaarada olage hosa rate nalli lekka maadi kodbeku antha order.
30/07/29, 17:35 - Puttaswamy Yeslur: Dhanyavaada saar. Aane matte bandittu ninne, baale ella hoytu.
30/07/29, 17:40 - Raghunandan Adv: Adakke bere arji kodi RFO ge, mahazar maadisi.
26/10/29, 11:05 - Puttaswamy Yeslur: Saar 8 vaara aaytu, DCF office innu duddu kottilla. Inspection bandidru 14 Sept.
26/10/29, 11:20 - Raghunandan Adv: Certified copy order kalsidini DCF ge RPAD. Innu 2 vaara nodi, illa andre contempt haakona.
""")

# ---------------- C04 Hoysala chit cheque
u("backlog/2029-02/IMG_20290207_143356.jpg", "handwritten_note_photo", L, "2029-02-07", ["C04"], ["C04-H03"], """
7/2/29  Prl JMFC Hassan (Ct 6) - CC 1123/28 Hoysala Chits v. Raghavendra
Plea recorded. Accused pleaded not guilty. Defence (Devadiga): "cheque was given blank as security at the time of
the chit auction, amount filled by the company". Chit agreement clause 14 - security cheques - check!
Bhat to bring the chit register & auction minutes.  ND 7/3/29 CE
""")
u("backlog/2029-03/Hoysala CE 7 march.docx", "typed_note_docx", L, "2029-03-07", ["C04"], ["C04-H04"], """
07.03.2029 - Prl. Civil Judge & JMFC, Hassan - C.C. 1123/2028
PW1 Sri Sathyanarayana Bhat, Manager, Sri Hoysala Chits Pvt. Ltd. - chief affidavit tendered.
Marked Ex.P1 to P9: authorisation (P1), chit agreement (P2), auction minutes of 7th auction (P3), cheque (P4),
return memo (P5), notice (P6), postal receipt (P7), acknowledgment (P8), reply notice (P9).
Devadiga sought time for cross; madam allowed. ND 4.4.29
""")
u("backlog/2029-06/CamScanner 06-06-2029 18.22.pdf", "handwritten_note_photo", L, "2029-06-06", ["C04"], ["C04-H06"], """
6/6/29 JMFC Hassan - Hoysala chit case - PW1 Bhat cross by Devadiga
- Suggested: cheque taken blank as security at the auction - denied; Bhat says cheque given on 10.6.28 after default
  of 4 instalments.
- Admitted: chit register shows 4 instalments of Rs. 12,500 unpaid at that time (=50,000), rest future instalments.
- Suggested the company filled the amount - denied.
Bhat did well. ND 11/7/29 - SBI official summons.
""")
u("backlog/2029-07/hoysala PW2 11-07.txt", "typed_note_txt", L, "2029-07-11", ["C04"], ["C04-H07"], """
11.07.2029 JMFC Hassan - CC 1123/28 Hoysala
PW2 Sri Praveen Kumar, Dy. Manager, SBI Hassan main branch, examined with summons - account statement of accused
(Ex.P10): balance on 13.06.2028 was Rs. 4,212 only. Cross: nothing material.
CE closed. ND 22.08.2029 for 313.
""")
u("backlog/2029-10/CC 1123-2028 order sheet 03.10.2029.pdf", "certified_order_sheet_scan", "Principal Civil Judge and JMFC, Hassan", "2029-10-03", ["C04"], ["C04-H09"], """
C.C. No. 1123/2028 - ORDER SHEET
03.10.2029  Complainant by Sri K.S.R.; Accused present with Sri K.D., Adv.
Statement of the accused under Section 313 Cr.P.C. (351 BNSS) recorded. Accused submits that he wants to lead
defence evidence. For D.E. Call on 28.11.2029.                       Sd/- Prl. C.J. & JMFC, Hassan
""")

# ---------------- C05 Kalleshwara temple suit
u("backlog/2028-12/20281215_160522.jpg", "handwritten_note_photo", L, "2028-12-15", ["C05"], ["C05-H01"], """
15/12/28 PDJ Hassan - OS 5/28 Kalleshwara temple (92 CPC)
IA 2 for TI: restrain trustees from leasing temple land Sy. 121 (6 acres 20 guntas) & from spending hundi money
without accounts. Prasanna (for trustees) wants time for objections. Kulkarni sir: "accounts ellide?" (where are the
accounts) - asked trustees to come ready with accounts.  ND 19.1.29
Basavaraju says jatra in Feb - trustees collecting.
""")
u("backlog/2029-02/OS 5-2028 order on IA 2 16.02.2029.pdf", "certified_order_sheet_scan", "Principal District and Sessions Judge, Hassan", "2029-02-16", ["C05"], ["C05-H03"], """
IN THE COURT OF THE PRINCIPAL DISTRICT AND SESSIONS JUDGE AT HASSAN
O.S. No. 5/2028
16.02.2029   ORDERS ON I.A. No. 2
I.A. No. 2 is allowed in part. Defendants 1 to 5 are restrained from leasing or alienating the temple's land in
Sy. No. 121 of Halebeedu (6 acres 20 guntas) till the disposal of the suit. The defendants shall maintain accounts
of the hundi and the jatra collections and file the accounts of 2028 before the next date. Prayer to restrain
expenditure rejected. For W.S. and accounts call on 23.03.2029.        Sd/- Prl. District and Sessions Judge
""")
u("backlog/2029-03/temple 23.3.txt", "typed_note_txt", L, "2029-03-23", ["C05"], ["C05-H04"], """
23-3-29 PDJ Hassan OS 5/28 temple
Trustees no WS, no accounts. Prasanna: "jatra just over, accounts with auditor". Kulkarni sir displeased -
time given on costs Rs. 1,000 payable to plaintiffs. ND 8.6.29 (after vacation).
""")
u("backlog/2029-06/IMG_20290608_171845.jpg", "handwritten_note_photo", L, "2029-06-08", ["C05"], ["C05-H05"], """
8/6/29 PDJ - temple suit
WS of D1-D5 filed + jatra 2028 accounts: hundi Rs. 7,42,310; expenditure Rs. 6,98,000 (of which "decoration & band"
Rs. 2,40,000 - no bills!). Cost Rs. 1000 paid to Basavaraju in court.
ND 20/7/29 issues
""")
u("backlog/2029-09/temple 14 sep.txt", "typed_note_txt", L, "2029-09-14", ["C05"], ["C05-H07"], """
14/9/29 PDJ Hassan - OS 5/2028 Kalleshwara temple
Muzrai Tahsildar report not come. Kulkarni sir adjourned. Next date 16.11.2029.
Basavaraju to meet Muzrai Tahsildar Belur and push.
""")
u("backlog/2029-09/correction temple ND.txt", "typed_note_txt", L, "2029-09-16", ["C05"], ["C05-H07"], """
16/9/29 - correction: temple suit (OS 5/28) next date is NOT 16.11 - Puttaraju checked the register with the
sheristedar: it is 23.11.2029. 16.11 was the Channarayapatna date I mixed up. Told Basavaraju.
""")

# ---------------- two matters on one page (Fri and Sat)
u("backlog/2029-07/IMG_20290721_190233.jpg", "handwritten_note_photo", L, "2029-07-21", ["C05", "C08"], ["C05-H06", "C08-H06"], """
20/7 (Fri) PDJ - temple OS 5/28 - issues framed (5). Kulkarni sir called for Muzrai (Endowment) Tahsildar's report
on whether the temple is a notified institution. ND 14.9.29
----------
21/7 (Sat) CRP - Gowramma OS 173/27 - DW1 Gowramma cross by Yathish Kumar. She answered in Kannada, firm: "naanu
ganda satta mele 10 varsha inda bele tegeetha iddini" (cultivating for 10 yrs since husband died). Suggested
that Yogesh's father paid the kandaya - denied. ND 15/9/29
""")

# ---------------- C06 Prajwal ghat accident
u("backlog/2028-12/MVC 1184-2028 order sheet 18.12.2028.pdf", "certified_order_sheet_scan", "MACT-II, Hassan", "2028-12-18", ["C06"], ["C06-H01"], """
M.V.C. No. 1184/2028 - ORDER SHEET
18.12.2028  Petitioner by Sri K.S.R., Adv. R1 served, absent, called out - placed ex parte. R2 (United India
Insurance Co. Ltd.) by Smt. L.P., Adv. - seeks time for objections. Granted. Call on 29.01.2029.
                                                                   Sd/- Member, MACT-II
""")
u("backlog/2029-01/prajwal MVC 29.1.txt", "typed_note_txt", L, "2029-01-29", ["C06"], ["C06-H02"], """
29/1/29 MACT-II Hassan - MVC 1184/28 Prajwal Shetty v. Abdul Rasheed (owner of lorry KA-19-xxxx) & United India
Insurer objections (Latha Pai): (1) claimant riding without helmet - contributory negligence 50%; (2) claim of
Rs. 18,00,000 excessive; (3) claimant's salary Rs. 22,000 p.m. at the estate office not proved.
Policy admitted. Driver's licence - valid, not disputed.  ND 12.3.29
""")
u("backlog/2029-03/IMG_20290312_124040.jpg", "handwritten_note_photo", L, "2029-03-12", ["C06"], ["C06-H03"], """
12/3/29 MACT-II Vidya Rao madam - Prajwal
Issues framed (3). PW1 chief affidavit filed today, Ex.P1 to P14 (FIR Sakleshpur PS, spot mahazar, wound cert.,
discharge summary, bills Rs. 2,86,400). Madam: next date cross, no more time. ND 11/6/29
""")
u("backlog/2029-06/Prajwal deposition 11.06.2029.pdf", "certified_order_sheet_scan", "MACT-II, Hassan", "2029-06-11", ["C06"], ["C06-H04"], """
M.V.C. No. 1184/2028 - DEPOSITION OF PW1 (certified copy)
ಪಿ.ಡಬ್ಲ್ಯೂ.1 ಪ್ರಜ್ವಲ್ ಶೆಟ್ಟಿ, 24 ವರ್ಷ - ಪ್ರಮಾಣ ವಚನ ಸ್ವೀಕರಿಸಿ ನುಡಿದಿದ್ದು:
ಪಾಟೀಸವಾಲು (ವಿಮಾ ಕಂಪನಿ ಪರ): ಅಪಘಾತವಾದಾಗ ನಾನು ಹೆಲ್ಮೆಟ್ ಧರಿಸಿದ್ದೆ ಎಂದರೆ ಸರಿ. ಹೆಲ್ಮೆಟ್ ಒಡೆದು ಹೋಯಿತು.
ಲಾರಿ ಹೇರ್‌ಪಿನ್ ತಿರುವಿನಲ್ಲಿ ತಪ್ಪು ದಿಕ್ಕಿನಲ್ಲಿ ವೇಗವಾಗಿ ಬಂತು ಎಂದರೆ ಸರಿ. ನಾನು ವೇಗವಾಗಿ ಬರುತ್ತಿದ್ದೆ ಎಂಬುದು ಸುಳ್ಳು.
ನನ್ನ ಸಂಬಳ ತಿಂಗಳಿಗೆ 22,000 ರೂ. ಸಂಬಳ ಪತ್ರ ಇಲ್ಲ ಎಂದರೆ ಸರಿ, ಎಸ್ಟೇಟ್ ಕಚೇರಿ ಪತ್ರ ಹಾಜರುಪಡಿಸುತ್ತೇನೆ.
RO & AC.   Sd/- Member, MACT-II, Hassan   11.06.2029
""")
u("backlog/2029-07/IMG_20290723_130512.jpg", "handwritten_note_photo", L, "2029-07-23", ["C06"], ["C06-H05"], """
23/7/29 MACT-II - Prajwal
PW2 Dr. Ashwin Rao, HIMS ortho - chief: permanent disability 28% of right lower limb, 10% whole body; implant
removal needed later (approx Rs. 60,000). Latha Pai wanted time for cross, "expert, need to prepare". Madam gave
one date only. ND 27.8.29
""")
u("backlog/2029-11/prajwal RW1 19.11.txt", "typed_note_txt", L, "2029-11-19", ["C06"], ["C06-H08"], """
19.11.2029 MACT-II - MVC 1184/28 Prajwal
RW1 Sri Santosh Kamath, Administrative Officer, United India Insurance, Mangaluru DO - examined: policy admitted,
says spot mahazar shows no helmet at the spot. Our cross: mahazar lists "broken helmet pieces" at item 6 - he
admitted he had not read it fully. RE closed.
Next 10.12.2029 for arguments. Prepare a memo of calculation (disability 10%, income 22,000).
""")
u("backlog/2029-01/WhatsApp Chat with Prajwal Shetty.txt", "whatsapp_export", "Prajwal Shetty", "2029-11-19", ["C06"], [], """
12/03/29, 18:30 - Prajwal Shetty: Sir enchina aaND? (what happened) chief affidavit sign maadidde
12/03/29, 18:41 - Raghunandan Adv: Filed. Next 11 June nimma cross. Helmet prashne keltaare, ninu sariyaagi heLu.
11/06/29, 16:05 - Prajwal Shetty: Sir yaan correct pandhe (I said it correctly). Helmet odedhu hoytu antha heLide
19/11/29, 17:15 - Raghunandan Adv: Insurance avara officer sakshi aaytu. Next 10 December arguments. Ninu barodu beda.
19/11/29, 17:20 - Prajwal Shetty: ok sir. Ijji problem. Thank you
""")

# ---------------- C07 Manja sandalwood bail
u("backlog/2029-08/WhatsApp Chat with Kavya (Manja wife).txt", "whatsapp_export", "Kavya", "2029-08-28", ["C07"], ["C07-H01"], """
09/08/29, 10:12 - Kavya Belur: Sir naavu Manja avara hendati. Bail arji haakidra?
09/08/29, 10:30 - Raghunandan Adv: Haakidini. 13ke listing.
13/08/29, 15:02 - Raghunandan Adv: Indu PP objection ge time tagondru. 17 Friday ge.
13/08/29, 15:05 - Kavya Belur: Avrige jail nalli oota sari illa antaare sir
24/08/29, 16:40 - Raghunandan Adv: Vaada aaytu. 28 Tuesday order.
28/08/29, 14:10 - Raghunandan Adv: Bail sikkitu. 1 lakh bond, ibbaru surety beku. Nimma anna mattu Ramesh ready maadi.
28/08/29, 14:12 - Kavya Belur: Devru olledu maadli sir 🙏
""")
u("backlog/2029-08/manja bail 17.8.docx", "typed_note_docx", L, "2029-08-17", ["C07"], ["C07-H02"], """
17.08.2029 - Prl. District & Sessions Judge, Hassan - Crl.Misc. 812/2029 Manjunatha @ Manja v. State by RFO Belur
PP Sri Nagendra filed objections: accused involved in two other forest cases (F.O.C. 31/2026-27 and F.O.C. 9/2027-28,
Belur range, both sandalwood); likely to abscond; A1 absconding.
Our points: A2 was only a loader, arrested 30.07.2029, no recovery from him personally; the other two cases - he is
on bail in both and attending. ND 24.08.2029 for arguments.
""")
u("backlog/2029-08/IMG_20290824_173002.jpg", "handwritten_note_photo", L, "2029-08-24", ["C07"], ["C07-H03"], """
24/8 PDJ - Manja bail - args heard both. Kulkarni sir asked PP: "charge sheet yaavaga?" - PP: 60 days. Sir asked
us whether he will report to RFO. Said yes. Orders on 28.8.29
""")
u("backlog/2029-08/Crl Misc 812-2029 bail order.pdf", "certified_order_sheet_scan", "Principal District and Sessions Judge, Hassan", "2029-08-28", ["C07"], ["C07-H04"], """
IN THE COURT OF THE PRINCIPAL DISTRICT AND SESSIONS JUDGE AT HASSAN
Crl.Misc. No. 812/2029     ORDER  28.08.2029
The petitioner/A2 in F.O.C. No. 14/2029-30 of Belur Range (ss. 86, 87 Karnataka Forest Act) is in custody since
30.07.2029. The contraband is seized; investigation is nearly complete. The petition is allowed. The petitioner shall
be released on bail on executing a bond for Rs. 1,00,000/- with two sureties for the like sum, to the satisfaction
of the JMFC, Belur; shall appear before the Range Forest Officer, Belur on every first Monday till the complaint is
filed; shall not tamper with the witnesses.                      Sd/- Prl. District and Sessions Judge
""")

# ---------------- C08 Gowramma Hirisave suit
u("backlog/2029-03/20290331_161240.jpg", "handwritten_note_photo", L, "2029-03-31", ["C08"], ["C08-H04"], """
31/3/29 (Sat) Channarayapatna - OS 173/27 Gowramma
PW2 Marigowda (neighbour) - chief & cross. In cross admitted: "Gowramma's coconut trees, she plucks" - good for us.
PE closed. ND 16.6.29 for our DE - Gowramma + RTCs.
""")
u("backlog/2029-10/gowramma args 27.10.txt", "typed_note_txt", L, "2029-10-27", ["C08"], ["C08-H08"], """
27/10/29 Sat - CRP Civil Judge - OS 173/2027 Yogesh v. Gowramma
Yathish Kumar argued for plaintiff ~40 min: possession by his father since 1996 "oral family arrangement".
Patil sir asked him: where is the RTC in your name? - none.
Our arguments next - 24.11.2029 (Sat). Take: RTC Ex.D1-D4, PW1 & PW2 admissions, Anathula Sudhakar on bare injunction.
""")

# ---------------- junior's chats
u("backlog/2029-04/WhatsApp Chat with Spoorthi Jr.txt", "whatsapp_export", J, "2029-04-04", ["C04", "C02", "C08"], ["C04-H01", "C04-H02", "C02-H03", "C08-H02", "C04-H05"], """
05/12/28, 12:40 - Spoorthi Jr: Sir Hoysala chit case - accused bandilla, summons served. Madam BW haakidru 5000ke. ND 10/1
05/12/28, 12:42 - Raghunandan Adv: ok. Bhat avrige tiLisi
10/01/29, 13:15 - Spoorthi Jr: Sir Raghavendra bandru, Devadiga sir vakalath haakidru. BW recall, bail aaytu. Copies kottidini. ND 7.2.29
20/01/29, 14:05 - Spoorthi Jr: Sir CRP - PW1 Yogesh cross maadide. Admit maadida RTC & khata Gowramma hesaralli 2019-20 inda ide antha 👍 ND 24/2
20/01/29, 14:07 - Raghunandan Adv: Super. Deposition copy ge arji haaki.
13/02/29, 11:50 - Spoorthi Jr: Sir AC court Thimmaiah - Tahsildar report innu bandilla, AC sir adjourn maadidru. ND 13.3.29
04/04/29, 12:30 - Spoorthi Jr: Sir Hoysala - Devadiga sir absent, HC alli idaare antha. Madam 500 cost haaki adjourn maadidru. ND 6/6/29
04/04/29, 12:31 - Raghunandan Adv: Eradane sala cross ge time. Note maadi.
""")
u("backlog/2029-11/WhatsApp Chat with Spoorthi Jr (2).txt", "whatsapp_export", J, "2029-11-12", ["C04", "C06"], ["C04-H08", "C06-H06", "C06-H07"], """
22/08/29, 12:10 - Spoorthi Jr: Sir Hoysala - accused absent, exemption haakidru Devadiga sir (medical). Allow aaytu. 313 aagilla. ND 3.10.29
27/08/29, 13:45 - Spoorthi Jr: Sir MACT Prajwal - Dr Ashwin Rao cross aaytu. Latha madam helmet bagge kelidru, doctor helidru head injury illa because helmet. PE close. ND 8/10
08/10/29, 12:55 - Spoorthi Jr: Sir MACT - insurance witness bandilla. Latha madam time kelidru. Vidya Rao madam "last chance" andru. ND 19.11.29
08/10/29, 12:56 - Raghunandan Adv: Ok. 19ke naane barteeni.
12/11/29, 18:20 - Spoorthi Jr: Sir Hoysala DE ge Raghavendra avre DW1 antha memo haakidaare Devadiga sir. 28th ge.
""")

# ---------------- plan and cause list
u("backlog/2029-11/Week plan 19-24 Nov.docx", "typed_note_docx", L, "2029-11-17", ["C06", "C01", "C05", "C08", "C02", "C04"], [], """
WEEK PLAN 19-24 Nov 2029 (K.S.R.)
Mon 19  MACT-II - Prajwal - RW1 insurer's officer (self)
Tue 20  drafting - receiver IA in Bettadamane? talk to Chandru first
Thu 22  Sakleshpur - no matter. Spoorthi: CRP copies
Fri 23  Sakleshpur SCJ 11 am - Chandru PW1 further cross (Mallesh)  |  PDJ Hassan - temple suit, Muzrai report
        -> Spoorthi to PDJ, I go to Sakleshpur; back by 3
Sat 24  Channarayapatna - Gowramma our arguments
Next week: Tue 27 AC - Thimmaiah PTCL orders;  Wed 28 JMFC - Hoysala DW1 cross
""")
u("backlog/2029-11/PDJ Hassan cause list 23.11.2029.pdf", "cause_list_pdf", "District Court, Hassan", "2029-11-22", ["C05"], [], """
IN THE COURT OF THE PRINCIPAL DISTRICT AND SESSIONS JUDGE, HASSAN - DAILY CAUSE LIST FOR FRIDAY 23.11.2029
Sl  Case No.            Parties                                                 Stage
1   Crl.A. 44/2028      State v. Chandregowda                                     Arguments
2   O.S. 5/2028         H. G. Basavaraju & Ors. v. K. T. Siddalingappa & Ors.     Report / Evidence
3   R.A. 61/2027        Lakshmamma v. Puttegowda                                  Arguments
4   Crl.Misc. 1021/2029 Kumara v. State by Alur PS                                Objections
5   M.A. 12/2029        Hassan CMC v. Shabbir Ahmed                               Hearing
""")
