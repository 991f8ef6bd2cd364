"""The uploads of the Madikeri practice: what the lawyer, the junior Nidhin and the clerk Lokesh actually kept."""

L, J, K = "Chendrimada M. Poovaiah", "Nidhin Joseph", "Lokesh H.S. (clerk)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2025-11/Scan_20251120_plaint OS Kambeyanda.pdf", "document_scan", L, "2025-11-20", ["C01"], [], """
IN THE COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE & CJM, AT MADIKERI
O.S. No. ____ /2025
Kambeyanda B. Bopanna, s/o late Kambeyanda Belliappa, aged 58, Kadagadal village, Madikeri Tq.   ... Plaintiff
V/s  1. Kambeyanda B. Ponnappa (pattedara of the Kambeyanda okka), 2. Kambeyanda P. Kaveramma, 3-5 ... Defendants
PLAINT UNDER ORDER VII RULE 1 CPC
1. The plaintiff and D1 are sons of late Belliappa. The family holds the coffee estate in Sy. No. 112/3 of
Kadagadal village measuring 14.20 acres with the ainmane, and 6 acres of jamma bane land attached to it as per the
jamma bane register (Sagu No. 44).
2. D1 as pattedara is selling the arabica and robusta crop and the pepper from the estate since 2019 and has not
given the plaintiff his share. The plaintiff has a 1/2 share.
3. The jamma bane is part of the jamma holding and is now partible after the Karnataka Land Revenue (Amendment)
Act, 2011. Prayer: partition by metes and bounds, mesne profits, and injunction (IA-I) against alienation.
Madikeri, 20.11.2025                                          Advocate for plaintiff (C.M. Poovaiah)
""")
u("backlog/2026-08/WhatsApp Image 2026-08-21 at 10.14.52.jpeg", "document_photo", "Village Accountant, Kadagadal", "2026-08-21", ["C01"], [], """
ಪಹಣಿ / RTC  (ನಮೂನೆ 16)   ಗ್ರಾಮ: ಕಡಗದಾಳು   ತಾಲ್ಲೂಕು: ಮಡಿಕೇರಿ   ಸರ್ವೆ ನಂ: 112/3
ಖಾತೆದಾರರು: ಕಂಬೆಯಂಡ ಬೆಳ್ಳಿಯಪ್ಪ (ಮೃತ) - ಜಮ್ಮಾ
ವಿಸ್ತೀರ್ಣ: 14 ಎಕರೆ 20 ಸೆಂಟ್ಸ್   ಬೆಳೆ: ಕಾಫಿ (ರೋಬಸ್ಟಾ), ಕಾಳುಮೆಣಸು
ಬಾಣೆ: 6 ಎಕರೆ ಜಮ್ಮಾ ಬಾಣೆ (ಸಾಗು ನಂ. 44)
Nakal issued 21.08.2026          sd/- Grama Adalitha Adhikari, Kadagadal
""")
u("backlog/2026-05/notice u-s 80 CPC DCF Virajpet.docx", "typed_note_docx", L, "2026-05-06", ["C02"], [], """
C.M. POOVAIAH, B.A., LL.B., Advocate, Madikeri / Virajpet
RPAD                                                        Dated: 06.05.2026
To: 1. The Deputy Conservator of Forests, Virajpet Division, Virajpet.  2. The Principal Secretary, Forest, Ecology
and Environment Department, Bengaluru.
Sub: Notice under Section 80 CPC - crop loss by wild elephants at Siddapura
Under instructions from Sri. Chottangada K. Thimmaiah, Maldare-Siddapura: on the night of 11.03.2026 a herd of
seven wild elephants entered his estate from the Dubare side, the solar fence of the Forest Department being out
of order for four months, and destroyed 310 coffee plants, 120 areca palms, 400 banana plants and 85 standards with
pepper vines. The loss assessed by my client's surveyor is Rs. 6,40,000. The RFO Titimathi paid only Rs. 38,500 as
ex gratia. You are called upon to pay the balance within two months, failing which a suit will be filed.
""")
u("backlog/2026-03/ex gratia order RFO Titimathi.pdf", "document_scan", "Range Forest Officer, Titimathi", "2026-03-28", ["C02"], [], """
KARNATAKA FOREST DEPARTMENT - OFFICE OF THE RANGE FOREST OFFICER, TITIMATHI RANGE
No. RFO/TMT/BE/41/2025-26                         Date: 28.03.2026
PROCEEDINGS: Compensation for crop damage by wild animals (elephants) - Sri. C.K. Thimmaiah, Sy. No. 77/2, Siddapura
As per the mahazar of 12.03.2026 and the rates fixed in G.O. No. FEE 42 FWL 2023, ex gratia of Rs. 38,500/-
(Rupees thirty eight thousand five hundred only) is sanctioned towards coffee, areca and banana. Pepper vines not
covered. Amount credited to the applicant's account.                         sd/- RFO, Titimathi
""")
u("backlog/2026-04/IMG_20260412_183044.jpg", "document_photo", "Malnad Pepper Traders", "2026-04-12", ["C03"], [], """
MALNAD PEPPER TRADERS - Dealers in Coffee, Pepper & Cardamom, Old Bus Stand Road, Kushalnagar
RECEIPT No. 0871                                                    Date: 12.01.2026
Received from Malnad Pepper Traders by Sri. Ajjikuttira M. Devaiah, Suntikoppa, a sum of Rs. 4,80,000/- (Rupees four
lakh eighty thousand only) by RTGS as ADVANCE towards sale of 16 quintal black pepper (garbled, 550 g/l) to be
delivered on or before 28.02.2026 at Rs. 620/kg.
Signature of receiver: sd/- A.M. Devaiah                    (photo taken 12.04.2026 from shop file)
""")
u("backlog/2026-04/cheque return memo Devaiah.pdf", "document_scan", "Kodagu DCC Bank, Suntikoppa", "2026-04-08", ["C03"], [], """
THE KODAGU DISTRICT CO-OPERATIVE CENTRAL BANK LTD., SUNTIKOPPA BRANCH
CHEQUE RETURN MEMO                                             Date: 08.04.2026
Cheque No. 004417 dated 05.04.2026 for Rs. 4,80,000/- drawn by A.M. Devaiah on S.B. A/c 1102xxxx, presented by
Malnad Pepper Traders through Karnataka Bank, Kushalnagar - RETURNED UNPAID. Reason: FUNDS INSUFFICIENT
""")
u("backlog/2026-04/138 notice Devaiah pepper.docx", "typed_note_docx", L, "2026-04-20", ["C03"], [], """
C.M. POOVAIAH, Advocate, Chamber No. 9, Court Complex, Madikeri
Regd. Post AD                                                Dated: 20.04.2026
To: Sri. Ajjikuttira M. Devaiah, Kambibane, Suntikoppa, Somwarpet Tq.
Sub: Notice under Section 138 of the Negotiable Instruments Act, 1881
My client Malnad Pepper Traders, Kushalnagar (prop. K.A. Shafi) paid you Rs. 4,80,000 on 12.01.2026 as advance for
16 quintal black pepper. You delivered no pepper and, to return the advance, issued cheque No. 004417 dated
05.04.2026 on the Kodagu DCC Bank, Suntikoppa, which was dishonoured for 'funds insufficient' on 08.04.2026. Pay
Rs. 4,80,000 within 15 days of receipt of this notice.
""")
u("backlog/2026-08/Reference order ID Balele Glen.pdf", "document_scan", "Government of Karnataka, Labour Department", "2026-07-22", ["C04"], [], """
GOVERNMENT OF KARNATAKA - No. LD 188 IDM 2026, Bengaluru, dated 22.07.2026
ORDER OF REFERENCE under Section 10(1)(c) of the Industrial Disputes Act, 1947
Whereas a dispute exists between the Management of Balele Glen Estate (Highland Plantations Pvt. Ltd.), Balele,
Ponnampet Tq. and its workmen represented by the Kodagu Thotada Karmikara Sangha, the following is referred to the
Labour Court, Mysuru: "Whether the management is justified in terminating the services of 23 workmen with effect from
15.01.2026 and in not paying wages for December 2025 and bonus for 2024-25? If not, what relief?"
""")
u("backlog/2026-01/PXL_20260119_092210.jpg", "document_photo", "Balele Glen Estate", "2026-01-19", ["C04"], [], """
BALELE GLEN ESTATE (Highland Plantations Pvt. Ltd.)  -  NOTICE (pasted on the line house wall)
All workers of Lines 2 and 3 are informed that due to heavy loss after the 2025 monsoon and fall in robusta prices,
the services of 23 workers (list below) are terminated w.e.f. 15.01.2026. Dues will be settled after the crop sale.
Workers to vacate the line houses within 30 days.                         Manager, K.P. Cariappa
""")
u("backlog/2026-08/forest offence report Ponnampet.pdf", "document_scan", "Range Forest Officer, Ponnampet", "2026-08-24", ["C05", "C07"], [], """
KARNATAKA FOREST DEPARTMENT - PONNAMPET RANGE
FOREST OFFENCE CASE No. 19/2026-27     Date: 24.08.2026
On information, the RFO Sri. Naveen Kumar with staff stopped lorry KL-58-xxxx near Kutta check post at 4.30 AM. Found
loaded with 14 logs of rosewood (beete, Dalbergia latifolia). Driver Abdul Majeed of Iritty could not produce a
transit permit. The logs were cut from the estate of Sri. Kuttanda S. Somanna at Hathur without permission of the
Tree Officer. Offences u/s 86 and 87 Karnataka Forest Act, 1963 and s. 8 Karnataka Preservation of Trees Act, 1976.
Lorry and logs seized. Mahazar witnesses: Sri. P.K. Poovaiah and Sri. Ganesh.  A2 Abdul Majeed arrested.
""")
u("backlog/2026-09/cancellation order homestay Galibeedu.pdf", "document_scan", "Deputy Director of Tourism, Kodagu", "2026-09-10", ["C06"], [], """
DEPARTMENT OF TOURISM - OFFICE OF THE DEPUTY DIRECTOR, KODAGU DISTRICT, MADIKERI
No. PRV/HS/CR/221/2026-27                                     Date: 10.09.2026
ORDER: The registration of 'Mist Valley Homestay', Galibeedu (Reg. No. KDG/HS/0917) of Smt. Biddanda Dechamma is
hereby CANCELLED, as on inspection on 02.09.2026 the owner was found not residing in the premises, six rooms were
being let against the permitted four, and the property lies within the eco-sensitive zone of Pushpagiri Wildlife
Sanctuary. The owner shall stop taking guests forthwith.                     sd/- Deputy Director of Tourism
""")

# ---------------- C07 Majeed bail (disposed)
u("backlog/2026-09/IMG_20260909_171532.jpg", "handwritten_note_photo", L, "2026-09-09", ["C07"], ["C07-H01"], """
9/9/26  PDJ Madikeri - Crl Misc 318/26 Majeed bail
Subbaiah PP objections filed - "accused from Kerala, will abscond". Rafeeq (brother) came from Iritty with
Aadhaar + lorry RC. Majeed ge 2 kids. Told Rafeeq local surety beku - Kodagu surety.
ND 16/9 args.
""")
u("backlog/2026-09/majeed bail args 16.9.txt", "typed_note_txt", L, "2026-09-16", ["C07"], ["C07-H02"], """
16.09.2026 PDJ Madikeri - Majeed bail argued.
My points: only a driver, logs loaded by Somanna's estate writer, no antecedents, 23 days in custody, charge sheet
about to be filed. PP: beete is a scheduled tree, racket across Kutta border.
PDJ asked - "Who will stand surety in Kodagu?" Said Rafeeq's friend Moidu at Gonikoppal, property there.
For orders 18.09.2026.
""")
u("backlog/2026-09/Crl Misc 318-2026 order 18.09.2026.pdf", "certified_order_sheet_scan", "Principal District & Sessions Judge, Kodagu", "2026-09-19", ["C07"], ["C07-H03"], """
IN THE COURT OF THE PRINCIPAL DISTRICT AND SESSIONS JUDGE, KODAGU, MADIKERI
Crl.Misc. No. 318/2026      Abdul Majeed  V/s  State by RFO Ponnampet
18.09.2026
Petr. by Sri. C.M. Poovaiah, Adv.  State by Sri. K.T. Subbaiah, PP.
ORDER: Petition allowed. The petitioner shall be released on bail on executing a personal bond for Rs. 50,000/- with
one surety for the like sum, resident of Kodagu district. He shall report before the RFO Ponnampet on every Monday
till the charge sheet is filed, shall not tamper with the witnesses, and shall not leave Karnataka and Kerala.
                                                    Principal District & Sessions Judge, Kodagu
""")

# ---------------- C01 Kambeyanda partition
u("backlog/2026-09/IMG_20260914_165810.jpg", "handwritten_note_photo", L, "2026-09-14", ["C01", "C02"], ["C01-H01"], """
14.9.26 Mon - Prl SCJ Mdk - Kambeyanda OS 214/25
Appaiah: time for objections to IA-I, "D1 is pattedara, jamma bane not partible, Govt land". Kulkarni sir gave time,
told him RTC + bane register copy file maadi. ND 7/10.
Bopanna ge phone: Ponnappa is selling robusta this season too - get the curing works receipts (Ganapathy Curing,
Kushalnagar).
-- Thimmaiah came to chamber: aane again came 2 days back, 40 banana gone. Photos send maadi. (no date in his case today)
""")
u("backlog/2026-10/Kambeyanda IA-I 7.10.docx", "typed_note_docx", L, "2026-10-07", ["C01"], ["C01-H02"], """
07.10.2026 - Kambeyanda partition - Prl. SCJ Madikeri
Objections to IA-I filed by D1 & D2. Their line: bane is Govt land given for the jamma holding, "privilege only",
cannot be partitioned; ainmane and the kaimada belong to the whole okka.
Argued IA-I in part - showed RTC (jamma, 14.20 acres) and Sagu No. 44 bane. Kulkarni sir: "2011 amendment - bane is
now part of the holding, argue on that next time."
Continued for args on IA-I; mundina date 18.11.2026.
""")
u("backlog/2026-11/OS 214-2025 order IA-I 18.11.2026.pdf", "certified_order_sheet_scan", "Principal Senior Civil Judge & CJM, Madikeri", "2026-11-20", ["C01"], ["C01-H03"], """
IN THE COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE & CJM, MADIKERI
O.S. No. 214/2025
18.11.2026   Plff. by Sri. C.M.P., Adv.   Defts. 1 & 2 by Sri. M.K.A., Adv.
Orders on I.A. No. I pronounced in open court (vide separate order). I.A. No. I is allowed in part. Defendants 1 and 2
are restrained from alienating or encumbering the suit coffee estate and the jamma bane land till disposal of the
suit. D1 shall keep accounts of the sale of coffee and pepper from the suit estate and produce them before the Court.
Call on 16.12.2026 for framing of issues.
                                                 Principal Senior Civil Judge & CJM, Madikeri
""")
u("backlog/2026-12/IMG-20261216-WA0007.jpg", "handwritten_note_photo", K, "2026-12-16", ["C01", "C05"], ["C01-H04", "C05-H03"], """
ಡೈರಿ - ಡಿಸೆಂಬರ್ 2026 (ಲೋಕೇಶ್)
04.12.2026 ಶುಕ್ರವಾರ - ವಿರಾಜಪೇಟೆ ಹೆಚ್ಚುವರಿ JMFC - ಸೋಮಣ್ಣ ಬೀಟೆ ಕೇಸ್ (C.C. 612/26)
  APP ಅವರು ಆಕ್ಷೇಪಣೆಗೆ ಸಮಯ ಕೇಳಿದರು. ಮುಂದಿನ ದಿನಾಂಕ 15.01.2027
16.12.2026 ಬುಧವಾರ - ಮಡಿಕೇರಿ ಪ್ರಧಾನ ಹಿರಿಯ ಸಿವಿಲ್ ನ್ಯಾಯಾಧೀಶರು - ಕಂಬೆಯಂಡ ವಿಭಾಗ ದಾವೆ (O.S. 214/25)
  ವಿವಾದಾಂಶಗಳು ರಚನೆ - 5 ವಿವಾದಾಂಶಗಳು. ಜಮ್ಮಾ ಬಾಣೆ ಭಾಗವಾಗುತ್ತದೆಯೇ ಎಂಬುದು ಒಂದು.
  ಮುಂದಿನ ದಿನಾಂಕ 20.01.2027 - ವಾದಿ ಸಾಕ್ಷ್ಯ (PW1 ಬೋಪಣ್ಣ)
""")
u("backlog/2027-01/kambeyanda PW1 20.1.txt", "typed_note_txt", L, "2027-01-20", ["C01"], ["C01-H05"], """
20.1.27 Kambeyanda - PE
PW1 Bopanna affidavit filed (chief), Ex P1 RTC, P2 bane register extract Sagu 44, P3 Ganapathy Curing Works receipts
for D1's robusta sale 2024-25 (Rs. 11,60,000).
Appaiah - "not ready, cross next date" - Kulkarni sir allowed but said next time costs.
ND 17.2.27.
""")
u("backlog/2027-02/OS 214-2025 order sheet 17.02.2027.pdf", "certified_order_sheet_scan", "Principal Senior Civil Judge & CJM, Madikeri", "2027-02-19", ["C01"], ["C01-H06"], """
IN THE COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE & CJM, MADIKERI
O.S. No. 214/2025
17.02.2027   Plff. present with counsel. Counsel for D1 & D2 absent; memo by proxy that counsel is busy before the
Hon'ble High Court. Cross of PW1 not done. In the interest of justice one more opportunity is given subject to
payment of cost of Rs. 500/- to the plaintiff. Call on 17.03.2027 for cross of PW1.
                                                 Principal Senior Civil Judge & CJM, Madikeri
""")
u("backlog/2027-03/IMG_20270317_142205.jpg", "handwritten_note_photo", L, "2027-03-17", ["C01"], ["C01-H07"], """
17/3/27 Kambeyanda - PW1 cross (part)
Appaiah cross: "you never took part in the estate work?" - Bopanna: worked in Bangalore till 2016, came back every
Puthari & Kailpodh, paid the labour in 2017 when Appa was sick.
Q. ainmane repair 2021 - who paid? - "Ponnappa, from estate money".
Rs. 500 cost paid by Appaiah today.  Cross to continue. ND 21.4.27.
""")
u("backlog/2027-04/Kambeyanda 21 april.docx", "typed_note_docx", L, "2027-04-21", ["C01"], ["C01-H08"], """
21.04.2027 - O.S. 214/2025 Kambeyanda - Prl. SCJ
PW1 cross concluded. Appaiah put suggestion that bane was cleared and planted only by D1 - denied.
Filed IA-V (Or. 26 R. 9 CPC) for a commissioner to survey the bane and the coffee blocks and to count the
standards. Objections by 23.6.
ND 23.06.2027 (court vacation in May).
""")
u("backlog/2027-06/OS 214-2025 order IA-V 23.06.2027.pdf", "certified_order_sheet_scan", "Principal Senior Civil Judge & CJM, Madikeri", "2027-06-24", ["C01"], ["C01-H09"], """
IN THE COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE & CJM, MADIKERI
O.S. No. 214/2025
23.06.2027  Orders on I.A. No. V: I.A. No. V is allowed. The ADLR, Madikeri or a surveyor deputed by him is appointed
as Court Commissioner to measure the suit coffee estate and the jamma bane land, to note the blocks of arabica and
robusta and the pepper standards, and to submit a report with a sketch. Plaintiff to pay commission fee of Rs. 8,000/-.
Call on 18.08.2027 for commissioner's report.
""")
u("backlog/2027-08/IMG_20270818_161150.jpg", "handwritten_note_photo", L, "2027-08-18", ["C01"], ["C01-H10"], """
18.8.27 Kambeyanda - Commr report not filed. Surveyor letter - heavy rain, Kadagadal road slip, bane not
accessible. Kulkarni sir - "after monsoon". Bopanna upset, wants it fast - told him Kaveri Sankramana kaLeda mele.
ND 13.11.27
""")
u("backlog/2027-08/correction kambeyanda ND.txt", "typed_note_txt", L, "2027-08-19", ["C01"], ["C01-H10"], """
19.08.2027 - CORRECTION to yesterday's note: Kambeyanda OS 214/25 next date is 13.10.2027 (NOT 13.11 - I wrote it
wrong). Lokesh checked with the sheristedar and the order sheet: "Call on 13.10.2027 for commissioner report".
""")

# ---------------- C02 Thimmaiah elephant suit

u("backlog/2026-10/IMG-20261028-WA0002.jpg", "handwritten_note_photo", K, "2026-10-28", ["C02", "C06"], ["C02-H01", "C02-H02"], """
ಡೈರಿ - ಸೆಪ್ಟೆಂಬರ್ / ಅಕ್ಟೋಬರ್ 2026 (ಲೋಕೇಶ್)
22.09.2026 ಮಂಗಳವಾರ - ವಿರಾಜಪೇಟೆ ಹಿರಿಯ ಸಿವಿಲ್ ನ್ಯಾಯಾಧೀಶರು - ತಿಮ್ಮಯ್ಯ ಆನೆ ಕೇಸ್ (O.S. 88/26)
  ಸರ್ಕಾರಿ ವಕೀಲರು ಮಂಜುನಾಥ್ ಹಾಜರು. ಲಿಖಿತ ಹೇಳಿಕೆಗೆ ಸಮಯ ಕೇಳಿದರು (DCF ಸೂಚನೆ ಬೇಕು). ಮುಂದಿನ ದಿನಾಂಕ 27.10.2026
27.10.2026 ಮಂಗಳವಾರ - ತಿಮ್ಮಯ್ಯ ಆನೆ ಕೇಸ್ - ಲಿಖಿತ ಹೇಳಿಕೆ ಸಲ್ಲಿಸಿಲ್ಲ. ಮತ್ತೆ ಸಮಯ. ನ್ಯಾಯಾಧೀಶರು "ಕೊನೆಯ ಅವಕಾಶ" ಎಂದರು.
  ಮುಂದಿನ ದಿನಾಂಕ 24.11.2026
ಹೈಕೋರ್ಟ್ - ದೇಚಮ್ಮ ಹೋಂಸ್ಟೇ ರಿಟ್ - 13.10.2026 ತಡೆಯಾಜ್ಞೆ ಸಿಕ್ಕಿದೆ. ಆದೇಶದ ಪ್ರತಿ ಬಂದಿದೆ.
""")
u("backlog/2026-06/complaint CC Malnad Pepper.pdf", "document_scan", L, "2026-06-20", ["C03"], [], """
IN THE COURT OF THE CIVIL JUDGE AND JMFC, AT SOMWARPET
P.C.R. No. ___/2026  Malnad Pepper Traders, Kushalnagar, rep. by its proprietor K.A. Shafi ... Complainant
V/s Ajjikuttira M. Devaiah, Kambibane, Suntikoppa ... Accused
COMPLAINT UNDER SECTION 200 BNSS R/W SECTION 138 OF THE N.I. ACT
The complainant paid the accused Rs. 4,80,000 on 12.01.2026 as advance for 16 quintal black pepper. The accused did
not deliver and issued cheque No. 004417 dated 05.04.2026 for Rs. 4,80,000 towards repayment; it was returned
unpaid on 08.04.2026 (funds insufficient). Notice dated 20.04.2026 was served on 25.04.2026; no payment.
Somwarpet, 20.06.2026                                            Advocate for the complainant
""")
u("backlog/2026-11/IMG_4471.HEIC", "handwritten_note_photo", L, "2026-11-03", ["C03", "C01"], ["C03-H02"], """
3 Nov 26 - Somwarpet. Devaiah absent - BW by Pavan sir. Shafi was there, angry - "he is selling pepper to
Kerala traders now". Told him BW will be executed by Suntikoppa police. ND 8.12.
Kambeyanda - Bopanna phone: Ponnappa cut 3 silver oak in the bane for firewood - note for IA (contempt?) - talk
on 18/11.
""")
u("backlog/2026-11/WS defendants OS 88-2026.pdf", "document_scan", "Government Pleader, Virajpet", "2026-11-24", ["C02"], ["C02-H03"], """
IN THE COURT OF THE SENIOR CIVIL JUDGE & JMFC, VIRAJPET      O.S. No. 88/2026
WRITTEN STATEMENT OF DEFENDANTS 1 AND 2 (State of Karnataka by DCF Virajpet Division and RFO Titimathi)
1. The suit is not maintainable. Crop loss by wild animals is compensated as ex gratia under the Government Order;
Rs. 38,500 has been paid to the plaintiff on 28.03.2026 and he received it without protest.
2. The solar fence near Dubare was damaged by the elephants themselves and repairs were in progress; there is no
negligence. Pepper vines are not a listed crop. The valuation of Rs. 6,40,000 is exaggerated.
Filed on 24.11.2026 by H.R. Manjunath, Government Pleader.
""")
u("backlog/2026-11/IMG_20261124_130944.jpg", "handwritten_note_photo", L, "2026-11-24", ["C02"], ["C02-H03"], """
24/11 Vpt SCJ - Thimmaiah aane case - WS finally filed by Manjunath GP (took 2 dates). Defence: ex gratia paid,
accepted without protest, fence damaged by aane itself. Pepper not listed crop!
Need: surveyor Kushalappa + horticulture officer for valuation. ND 5.1.27 issues.
""")
u("backlog/2027-01/IMG-20270105-WA0011.jpg", "handwritten_note_photo", K, "2027-01-05", ["C02", "C04"], ["C02-H04"], """
ಡೈರಿ - ಜನವರಿ 2027 (ಲೋಕೇಶ್)
05.01.2027 ಮಂಗಳವಾರ - ವಿರಾಜಪೇಟೆ ಹಿರಿಯ ಸಿವಿಲ್ ನ್ಯಾಯಾಧೀಶರು - ತಿಮ್ಮಯ್ಯ ಆನೆ ಪರಿಹಾರ ದಾವೆ (O.S. 88/26)
  ವಿವಾದಾಂಶಗಳು ರಚನೆ ಆಯಿತು. ಮುಂದಿನ ದಿನಾಂಕ 09.02.2027 - ವಾದಿ ಸಾಕ್ಷ್ಯ
ಮೈಸೂರು ಕಾರ್ಮಿಕ ನ್ಯಾಯಾಲಯ - ಬಾಳೆಲೆ ಕಾರ್ಮಿಕರ ಕೇಸ್ - ಸಾಜಿ ಅವರ ಅಫಿಡವಿಟ್ ತಯಾರಿ, 04.02.2027 ಕ್ಕೆ.
""")
u("backlog/2027-02/Document (4).docx", "typed_note_docx", L, "2027-02-09", ["C02"], ["C02-H05"], """
9.2.2027 Thimmaiah v State - Sr Civil Judge Virajpet
PW1 Thimmaiah chief by affidavit: herd of 7 aane, night of 11.03.2026, from Dubare side; solar fence dead for 4
months - he complained to RFO in writing on 02.12.2025 (Ex P4 acknowledgement). Ex P5 photos, Ex P6 mahazar copy.
Manjunath GP - "cross next date, RFO to instruct". Allowed. ND 16.03.2027.
""")
u("backlog/2027-03/thimmaiah PW1 PW2 16.3.txt", "typed_note_txt", L, "2027-03-16", ["C02"], ["C02-H06"], """
16.3.27 Virajpet - aane case
PW1 cross by GP: "you got 38,500, why suit?" - T: "that is for banana only, my pepper of 85 standards gone, 6 yrs to
regrow." Admitted he signed the ex gratia receipt - "they said sign or no money".
PW2 P.M. Kushalappa (neighbour, planter) examined: saw the herd at 2 am, 7 aane incl 1 calf; fence not working since
Nov. Cross short.
Gowda madam - horticulture officer next time for valuation. ND 20.4.27.
""")
u("backlog/2027-04/PXL_20270420_173301.jpg", "handwritten_note_photo", L, "2027-04-20", ["C02"], ["C02-H07"], """
20/4/27  Thimmaiah - PW3 Sri. Ravikiran, Asst. Director of Horticulture, Virajpet - valuation Rs. 6,12,000 (close!)
incl pepper standards at Rs. 2,400 each. GP cross - "rates not of 2026" - he said 2025-26 rates.
PE closed by our memo. DE - RFO.  ND 6.7.27 (after vacation).
""")
u("backlog/2027-07/OS 88-2026 order sheet 06.07.2027.pdf", "certified_order_sheet_scan", "Senior Civil Judge & JMFC, Virajpet", "2027-07-08", ["C02"], ["C02-H08"], """
IN THE COURT OF THE SENIOR CIVIL JUDGE & JMFC, AT VIRAJPET
O.S. No. 88/2026
06.07.2027   Plff. & counsel present. GP for D1 & D2 present. DW-1 (RFO, Titimathi) absent; GP files memo that the
witness is deputed on elephant-drive duty at Anechowkur. The defendants have taken time on earlier occasions as well.
Time granted as last chance subject to cost of Rs. 1,000/- payable to the plaintiff. For DE. Call on 10.08.2027.
                                                 Senior Civil Judge & JMFC, Virajpet
""")
u("backlog/2027-08/aane case DW1 10 aug.txt", "typed_note_txt", L, "2027-08-10", ["C02"], ["C02-H09"], """
10.08.2027 Virajpet - Thimmaiah v State - DE
DW1 Smt. Kavya B.R., RFO Titimathi, chief: fence repaired in "January 2026" - but her own mahazar of 12.03.2026 says
"solar fence not functioning" (Ex P6)! Cross in part - put Ex P6, she said "battery was stolen".
Rs. 1,000 cost paid by GP. Cross to continue. ND 28.09.2027.
""")

# ---------------- C03 Malnad Pepper cheque case
u("backlog/2026-12/WhatsApp Chat with Nidhin Jr.txt", "whatsapp_export", J, "2026-12-08", ["C03", "C04", "C06"], ["C03-H01", "C03-H02", "C03-H03", "C04-H01", "C06-H02"], """
29/09/26, 12:10 - Nidhin Jr: Sir Somwarpet - Shafi pepper case vilichu. Accused summons not served, "address
incomplete" nu report. Fresh summons ittu. ND 3/11
29/09/26, 12:12 - CM Poovaiah Adv: Shafi ge heli Kambibane full address kodu
08/10/26, 15:40 - Nidhin Jr: Sir Labour Court Mysuru - Balele case. Hegde sir management vakil, counter statement ku time chodichu. PO allowed. ND 12.11.26
08/10/26, 15:41 - Nidhin Jr: Saji chettan came with 9 workers, all waiting outside 😅
03/11/26, 12:25 - Nidhin Jr: Sir Devaiah vannilla, summons served aanu. Pavan sir BW ittu. ND 8 dec
03/11/26, 12:26 - CM Poovaiah Adv: good
26/11/26, 11:05 - Nidhin Jr: Sir HC - homestay writ, CH 11. AGA Shivaprakash Rao time chodichu for objections, DC instructions. Interim stay continues. ND 14.01.2027
08/12/26, 13:02 - Nidhin Jr: Sir Devaiah appeared today with Lokanath sir. Bail aayi, bond 10,000 + surety. ND 19/1/27 plea
08/12/26, 13:03 - CM Poovaiah Adv: 👍 Shafi ge call maadi
""")
u("backlog/2027-01/Shafi plea 19.1.27.docx", "typed_note_docx", L, "2027-01-19", ["C03"], ["C03-H04"], """
19.01.2027 - JMFC Somwarpet - Malnad Pepper v Devaiah
Plea recorded. Pleaded not guilty. Lokanath's defence (told the court): cheque was a "security cheque" given in
January itself, pepper was ready but Shafi did not come to weigh it ("garbled not weighed").
Our answer: receipt of 12.01.2026 says delivery on or before 28.02.2026 - no pepper ever offered in writing.
Pavan sir - complainant must be present each date. ND 23.02.2027 CE.
""")
u("backlog/2027-02/IMG-20270223-WA0004.jpg", "handwritten_note_photo", K, "2027-02-23", ["C03", "C04"], ["C03-H05", "C04-H04"], """
ಡೈರಿ - ಫೆಬ್ರವರಿ 2027 (ಲೋಕೇಶ್)
04.02.2027 ಗುರುವಾರ - ಮೈಸೂರು ಕಾರ್ಮಿಕ ನ್ಯಾಯಾಲಯ - ಬಾಳೆಲೆ ಗ್ಲೆನ್ ಕಾರ್ಮಿಕರು
  WW1 ಸಾಜಿ ವರ್ಗೀಸ್ ಅಫಿಡವಿಟ್ ಸಾಕ್ಷ್ಯ ಸಲ್ಲಿಸಲಾಗಿದೆ. ಮುಂದಿನ ದಿನಾಂಕ 11.03.2027 - ಪಾಟೀ ಸವಾಲು
23.02.2027 ಮಂಗಳವಾರ - ಸೋಮವಾರಪೇಟೆ JMFC - ಶಾಫಿ ಮೆಣಸು ಚೆಕ್ ಕೇಸ್
  CW1 ಶಾಫಿ ಅಫಿಡವಿಟ್. ಆರೋಪಿ ವಕೀಲರು ಪಾಟೀ ಸವಾಲಿಗೆ ಸಮಯ ಕೇಳಿದರು. ಮುಂದಿನ ದಿನಾಂಕ 30.03.2027
""")
u("backlog/2027-03/shafi cw1 cross.txt", "typed_note_txt", L, "2027-03-30", ["C03"], ["C03-H06"], """
30.3.27 Somwarpet - CW1 Shafi cross by Lokanath
Q. you gave advance to many growers? - yes, 11 growers in 2026 season.
Q. the cheque was blank, filled by you? - denied; Devaiah himself wrote it in the shop on 05.04.2026 when he said
pepper crop failed (vines got 'soft rot' / kole roga).
Q. you did not go to weigh? - "he never called".  Cross over.  ND 4/5/27 - CW2 bank manager.
""")
u("backlog/2027-05/medical certificate Devaiah.jpg", "document_photo", "Dr. B.K. Uthappa, Suntikoppa", "2027-05-03", ["C03"], [], """
Dr. B.K. UTHAPPA, M.B.B.S., Uthappa Clinic, Suntikoppa           Date: 03.05.2027
MEDICAL CERTIFICATE: This is to certify that Sri. A.M. Devaiah, aged 61, is suffering from acute lumbar strain
(fall in the estate) and is advised complete bed rest for 10 days from 03.05.2027.      sd/-
""")
u("backlog/2027-06/WhatsApp Chat with Nidhin Jr (2).txt", "whatsapp_export", J, "2027-06-10", ["C03", "C04"], ["C03-H07", "C04-H05", "C04-H06"], """
11/03/27, 16:20 - Nidhin Jr: Sir Mysuru - Saji chettan cross kazhinju. Hegde sir asked about union membership receipts, he showed 2025 receipts. WW2 Lakshmi also examined - she said 14 yrs in Balele, Dec salary not paid, bonus 2024-25 not paid.
11/03/27, 16:21 - Nidhin Jr: ND 10/6 for management evidence
11/03/27, 16:30 - CM Poovaiah Adv: Good. Lakshmi's cross?
11/03/27, 16:31 - Nidhin Jr: Hegde sir only 2 questions sir, Malayalam translator was there
04/05/27, 12:40 - Nidhin Jr: Sir Somwarpet - Devaiah absent, Lokanath filed exemption with medical certificate (back pain). Allowed. CW2 bank manager also not came. ND 15.6.27
04/05/27, 12:41 - CM Poovaiah Adv: summons to bank again, through court. Tell Shafi.
10/06/27, 15:55 - Nidhin Jr: Sir Labour Court - MW1 Cariappa manager not present, "gone abroad to Vietnam for coffee meet". Hegde sir took time. PO not happy. ND 5 aug
10/06/27, 15:56 - CM Poovaiah Adv: ok. Next time I'll come.
""")
u("backlog/2027-06/CC 1043-2026 order sheet 15.06.2027.pdf", "certified_order_sheet_scan", "Civil Judge & JMFC, Somwarpet", "2027-06-17", ["C03"], ["C03-H08"], """
IN THE COURT OF THE CIVIL JUDGE AND JMFC, SOMWARPET
C.C. No. 1043/2026      Malnad Pepper Traders V/s A.M. Devaiah
15.06.2027   Complainant present. Accused present. CW-2 Sri. Suresh Rai, Branch Manager, KDCC Bank Suntikoppa,
examined, Ex. P7 (ledger extract) marked. Cross by counsel for accused nil. Complainant side evidence closed.
For recording statement of accused u/s 351 BNSS. Call on 27.07.2027.
""")
u("backlog/2027-07/IMG_20270727_153012.jpg", "handwritten_note_photo", L, "2027-07-27", ["C03"], ["C03-H09"], """
27/7/27 Smp JMFC - Devaiah 313 / 351 BNSS stmt recorded - all "false". Wants to lead DE - himself as DW1 + one
"weighing clerk" Appanna. Lokanath said will file list.
ND 21.9.27 DE.  Shafi - keep the 2026 purchase register ready for cross of Devaiah.
""")

# ---------------- C04 Balele estate workers
u("backlog/2026-11/Balele counter 12 nov.docx", "typed_note_docx", L, "2026-11-12", ["C04"], ["C04-H02"], """
12.11.2026 - Labour Court Mysuru - I.D. 37/2026 Balele Glen workmen
Counter statement filed by Hegde for management: closure of Lines 2 & 3 due to loss; "retrenchment" with 25F
compensation offered; workers refused. Says wages of Dec 2025 paid in cash (no register!).
PO Nagaraj sir - wants both sides to try settlement next date, Saji + manager in person.
ND 17.12.2026.
""")
u("backlog/2026-12/balele settlement 17.12.txt", "typed_note_txt", L, "2026-12-17", ["C04"], ["C04-H03"], """
17.12.26 Mysuru Labour Court - settlement talk in PO's chamber
Management (Cariappa + Hegde) offered Rs. 15,000 per worker, full and final, no reinstatement.
Saji and the workers (Lakshmi, Murugan, Thankamma...) refused - want reinstatement or at least 2 yrs wages + Dec
salary + bonus. Thankamma in Malayalam: "15000 kondu enthu cheyyum?"
No settlement. Trial. ND 04.02.2027 for WW1.
""")
u("backlog/2027-08/Balele MW1 5.8.docx", "typed_note_docx", L, "2027-08-05", ["C04"], ["C04-H07"], """
05.08.2027 - Labour Court Mysuru - Balele Glen - MW1 Sri. K.P. Cariappa, Manager
Chief: loss of Rs. 1.8 crore in 2025, closure of 2 lines, 25F compensation cheques sent (returned by workers).
Cross by me: no closure notice to Govt under s. 25FFA; no seniority list displayed; 6 new workers from Assam taken
in March 2026 on the same lines! He admitted the Assam workers "through a contractor".
Cross to continue. ND 23.09.2027.
""")

# ---------------- C05 Somanna beete case
u("backlog/2026-09/PXL_20260925_121540.jpg", "handwritten_note_photo", L, "2026-09-25", ["C05"], ["C05-H01"], """
25.9.26 Addl JMFC Vpt - CC 612/26 State v Somanna & Majeed (beete)
Both appeared. Majeed out on bail since 18/9. Charge sheet copies given - 14 beete logs, RFO Naveen Kumar, mahazar
witnesses Poovaiah (P.K.) and Ganesh. Somanna says: trees were on his jamma land, he applied for permission on
02.07.2026 to the Tree Officer, no reply in 60 days = deemed permission?
ND 30.10 - file discharge.
""")
u("backlog/2026-10/discharge somanna.docx", "typed_note_docx", L, "2026-10-30", ["C05"], ["C05-H02"], """
30.10.2026 - Somanna/Majeed - Addl. JMFC Virajpet
Filed discharge application (s. 250 BNSS) for A1 and A2:
 - A1 applied on 02.07.2026 under s. 8 of the Preservation of Trees Act; Tree Officer did not decide in 60 days.
 - Rosewood on jamma land - Govt's right to the tree is disputed; no valuation of logs by the range surveyor.
 - A2 only driver.
Court: APP to file objections. ND 04.12.2026.
""")
u("backlog/2027-01/CC 612-2026 order 15.01.2027.pdf", "certified_order_sheet_scan", "Addl. Civil Judge & JMFC, Virajpet", "2027-01-18", ["C05"], ["C05-H04"], """
IN THE COURT OF THE ADDL. CIVIL JUDGE AND JMFC, VIRAJPET
C.C. No. 612/2026    State by RFO Ponnampet  V/s  Kuttanda S. Somanna & another
15.01.2027   A1, A2 present. APP present. Orders on the application for discharge pronounced: there is prima facie
material; the question of deemed permission is a matter of evidence. Application rejected. Charge framed, read over
and explained to A1 and A2 in Kannada and Malayalam; pleaded not guilty and claim to be tried.
For prosecution evidence. Issue summons to PW-1 and PW-2. Call on 26.02.2027.
""")
u("backlog/2027-02/beete case 26 feb.txt", "typed_note_txt", L, "2027-02-26", ["C05"], ["C05-H05"], """
26/02/2027 Virajpet Addl JMFC - beete case
PW1 RFO Naveen Kumar absent - APP Pushpalatha says he is on Kutta border night patrol (tiger scare). Patil madam:
summons through DCF, "prosecution to secure witness". ND 09.04.2027.
Somanna asked - can he get the lorry released for Majeed? told - separate application under s. 503 BNSS, later.
""")
u("backlog/2027-04/Somanna PW1 9.4.docx", "typed_note_docx", L, "2027-04-09", ["C05"], ["C05-H06"], """
09.04.2027 - Somanna beete - PW1 RFO Naveen Kumar
Chief: the stop at Kutta check post, 14 logs, no transit permit, logs measured 4.2 cubic metre.
My cross: admitted the Tree Officer's file has Somanna's application of 02.07.2026 and no order was passed on it;
admitted no valuation by the range surveyor before the mahazar; the logs were "not yet sent to the depot".
ND 04.06.2027 - PW2 mahazar witness.
""")
u("backlog/2027-06/IMG_20270604_124418.jpg", "handwritten_note_photo", L, "2027-06-04", ["C05"], ["C05-H07"], """
4/6/27 Vpt Addl JMFC - Somanna - PW2 P.K. Poovaiah (mahazar witness) - HOSTILE. Said he signed the mahazar
at the range office next day, did not see the lorry at Kutta. APP treated hostile, cross by APP - nothing.
Our cross: none needed. ND 23.7.27 PW3 range surveyor.
""")
u("backlog/2027-07/CC 612-2026 order sheet 23.07.2027.pdf", "certified_order_sheet_scan", "Addl. Civil Judge & JMFC, Virajpet", "2027-07-26", ["C05"], ["C05-H08"], """
IN THE COURT OF THE ADDL. CIVIL JUDGE AND JMFC, VIRAJPET
C.C. No. 612/2026
23.07.2027   A1, A2 present. APP present. PW-3 (Range Surveyor, Ponnampet) absent; summons returned unserved as the
witness is transferred to Hunsur. Issue fresh summons to PW-3 through the Deputy Conservator of Forests, Hunsur.
Call on 21.09.2027.
""")

# ---------------- C06 homestay writ (HC)
u("backlog/2026-10/WP 21407-2026 order 13.10.2026.pdf", "certified_order_sheet_scan", "High Court of Karnataka", "2026-10-15", ["C06"], ["C06-H01"], """
IN THE HIGH COURT OF KARNATAKA AT BENGALURU
W.P. No. 21407 OF 2026 (GM-RES)
BETWEEN: Smt. Biddanda Dechamma ... Petitioner  AND: State of Karnataka & Others ... Respondents
13.10.2026  (BEFORE THE HON'BLE MR. JUSTICE RAGHUNATH S. HIREMATH)
ORDER: Sri. C.M. Poovaiah, learned counsel for the petitioner. Sri. Shivaprakash Rao, learned AGA, accepts notice for
R1 to R3. Issue notice to R4 (Galibeedu Grama Panchayat). The cancellation order dated 10.09.2026 was passed without
a show-cause notice. Till the next date of hearing, the order dated 10.09.2026 shall remain stayed, subject to the
petitioner letting not more than four rooms. List on 26.11.2026.
""")
u("backlog/2027-01/homestay objections 14.1.docx", "typed_note_docx", L, "2027-01-14", ["C06"], ["C06-H03"], """
14.01.2027 - HC CH 11 - Mist Valley homestay (Dechamma)
AGA filed objections for R1-R3: owner lives in Bengaluru, homestay run by a manager from Kerala; 2 extra rooms built
without panchayat licence; Galibeedu is within 10 km of Pushpagiri - "eco-sensitive zone draft notification".
Hiremath J: rejoinder in 3 weeks; interim order to continue. R4 panchayat still unrepresented.
ND 04.03.2027. Dechamma says she stays there from Oct to May - get her Aadhaar with Galibeedu address + electricity
bills.
""")
u("backlog/2027-03/homestay 4.3 not reached.txt", "typed_note_txt", L, "2027-03-04", ["C06"], ["C06-H04"], """
4.3.27 HC - homestay writ item 62 in CH 11, not reached. Court rose at 4.45. Interim continues (order says "till
next date"). Rejoinder already filed on 02.02.2027. Next listing 17.06.2027 per the court website.
""")
u("backlog/2027-06/WP 21407-2026 order 17.06.2027.pdf", "certified_order_sheet_scan", "High Court of Karnataka", "2027-06-21", ["C06"], ["C06-H05"], """
IN THE HIGH COURT OF KARNATAKA AT BENGALURU
W.P. No. 21407 OF 2026 (GM-RES)
17.06.2027  (BEFORE THE HON'BLE MR. JUSTICE RAGHUNATH S. HIREMATH)
ORDER: Heard in part. The learned AGA shall place on record the report of the Deputy Commissioner, Kodagu, on whether
the petitioner's property at Galibeedu falls within the eco-sensitive zone as finally notified. Interim order
granted on 13.10.2026 is extended till the next date. List on 19.08.2027.
""")
u("backlog/2027-08/WhatsApp Chat with Dechamma Mist Valley.txt", "whatsapp_export", "Biddanda Dechamma (client)", "2027-08-19", ["C06"], ["C06-H06"], """
18/08/27, 19:02 - Dechamma Mist Valley: Poovaiah, enna? Tomorrow case in HC no? Booking for Kailpodh week - 4 rooms only, as told 🙏
18/08/27, 19:10 - CM Poovaiah Adv: Yes tomorrow. Nidhin is going. 4 rooms only till the court decides.
19/08/27, 14:32 - CM Poovaiah Adv: Today AGA took time again - DC's eco zone report not ready. Stay continues. Next date 27.09.2027.
19/08/27, 14:35 - Dechamma Mist Valley: Ayyo. Again time! How many times will Govt take time?
19/08/27, 14:36 - CM Poovaiah Adv: This is the second time they took time in your case. Judge warned them. Don't worry.
""")

# ---------------- plan and cause list
u("backlog/2027-09/Week plan 20-28 Sept.docx", "typed_note_docx", L, "2027-09-18", ["C03", "C05", "C04", "C06", "C02", "C01"], [], """
WEEK PLAN - 20 to 28 Sept 2027
Tue 21/9  Somwarpet JMFC - Shafi v Devaiah - DE (DW1 Devaiah). Cross: 2026 purchase register, receipt 0871.
          then Virajpet Addl JMFC - Somanna beete - PW3 surveyor (Nidhin to go first, hold the case).
Thu 23/9  Mysuru Labour Court - Balele - MW1 Cariappa cross contd. (Assam workers, s. 25FFA).
Mon 27/9  HC Bengaluru - homestay writ - DC's report? leave Sunday night by KSRTC.
Tue 28/9  Virajpet SCJ - Thimmaiah aane - DW1 RFO cross contd. (Ex P6 mahazar).
Pending: Kambeyanda - commissioner fee Rs. 8,000 paid? ask Bopanna. Bill to Malnad Pepper Rs. 15,000.
""")
u("backlog/2027-09/Somwarpet JMFC cause list 21.09.2027.pdf", "cause_list_pdf", "Civil Judge & JMFC, Somwarpet", "2027-09-20", ["C03"], [], """
IN THE COURT OF THE CIVIL JUDGE AND JMFC, SOMWARPET - CAUSE LIST FOR TUESDAY 21.09.2027
Sl.  Case No.            Parties                                              Stage
1    C.C. 877/2025       State by Kushalnagar PS V/s Raju @ Ravi               Evidence
2    C.C. 1043/2026      Malnad Pepper Traders V/s A.M. Devaiah                Defence evidence
3    O.S. 61/2024        Muthamma V/s Belliappa                               Issues
4    C.C. 1190/2026      Coorg Coffee Curing Works V/s Harish                   Appearance
5    Misc. 12/2027       Shanthi V/s Ramesh                                   Objections
""")
