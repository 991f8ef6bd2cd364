"""The uploads of the Solapur practice: what Adv. Mane, his junior Shweta and his karkun Mahadev actually kept."""

L, J, K = "Vishwas Dattatray Mane", "Shweta Gaikwad", "Mahadev Kamble (karkun)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2025-10/CamScanner 10-14-2025 11.22.pdf", "document_scan", "Shri Revansiddheshwar Gramin Bigarsheti Sahakari Patsanstha Maryadit, Akkalkot", "2025-10-14", ["C01"], [], """
श्री रेवणसिद्धेश्वर ग्रामीण बिगरशेती सहकारी पतसंस्था मर्यादित, अक्कलकोट   (नोंदणी क्र. SUR/AKT/RSR/112/1998)
जा.क्र. वसुली/417/2025                                         दिनांक : 14/10/2025
प्रति, श्री. मल्लिकार्जुन शिवप्पा बिरादार, मु.पो. दुधनी, ता. अक्कलकोट (जामीनदार क्र. 2)
विषय : कर्जदार श्री. बसवराज शिवलिंग पुजारी यांचे कर्ज खाते क्र. 2211 थकबाकी बाबत अंतिम नोटीस
कर्जदार यांनी दि. 05/03/2022 रोजी रु. 5,00,000/- चे कर्ज घेतले असून आपण त्यास जामीनदार आहात. आजअखेर व्याजासह
येणे रक्कम रु. 6,84,250/- थकीत आहे. सदर रक्कम 15 दिवसांत न भरल्यास म.स.सं. अधिनियम 1960 कलम 91 प्रमाणे दावा दाखल करण्यात येईल.
                                                      सचिव, सिदराम तुकाराम माळी
""")
u("backlog/2026-11/Scan_20261120_GEQD report.pdf", "document_scan", "Handwriting Expert (State Examiner of Documents, Pune)", "2026-11-20", ["C01"], [], """
OFFICE OF THE STATE EXAMINER OF DOCUMENTS, C.I.D., M.S., PUNE
Report No. SED/Q/2026/1418                                        Date: 20.11.2026
Ref: Co-operative Court, Solapur - Dispute No. 117/2025, letter dated 22.06.2026
Questioned: signature marked Q-1 on the surety form (jamindar patrak) dated 05.03.2022, in the name of Mallikarjun Biradar.
Standard: specimen signatures S-1 to S-6 taken in court, admitted signatures A-1 to A-3 (bank account opening form, 7/12 application).
OPINION: The questioned signature Q-1 and the standard signatures were NOT written by the same person. Differences in
the formation of 'ब' and the terminal stroke, pen pressure and line quality are fundamental.
                                                      sd/- Asst. State Examiner of Documents
""")
u("backlog/2025-12/IMG20251208104510.jpg", "document_photo", "Bank of India, Malshiras branch (passbook)", "2025-12-08", ["C02"], [], """
BANK OF INDIA  Malshiras Branch   SB A/c No. 0712101xxxx   Name: GANPAT RAJARAM SHINDE
Date        Particulars                                   Withdrawal   Deposit      Balance
18-01-2025  NEFT NIRMALGAD SSK LTD CANE BILL 1ST HAPTA                   1,42,800.00  1,55,310.00
27-03-2025  NEFT NIRMALGAD SSK LTD CANE BILL 2ND HAPTA                     53,200.00  2,01,120.00
(pen note by client: 68 ton oos, dar 2,800 milale - FRP 3,400 ahe, 600 prati ton baki)
""")
u("backlog/2026-07/RRC order Sugar Commissioner 22.07.2026.pdf", "document_scan", "Commissioner of Sugar, Maharashtra State, Pune", "2026-07-22", ["C02"], [], """
OFFICE OF THE COMMISSIONER OF SUGAR, MAHARASHTRA STATE, PUNE
No. SC/FRP/RRC/2024-25/Solapur/37                                   Date: 22.07.2026
ORDER under clause 3(8) of the Sugarcane (Control) Order, 1966
Nirmalgad Sahakari Sakhar Karkhana Ltd., Malshiras, Dist. Solapur has not paid the FRP for the crushing season 2024-25
to 42 cane growers (petitioners in W.P. No. 4417 of 2026). Amount due: Rs. 87,35,600/- with interest @ 15% p.a.
The Collector, Solapur is directed to recover the said amount as arrears of land revenue, by sale of sugar stock
and other property of the karkhana, and pay it to the cane growers.
                                                      Commissioner of Sugar
""")
u("backlog/2026-08/IMG-20260821-WA0006.jpg", "document_photo", "ESIC (card of Yallamma Hadimani)", "2026-08-21", ["C03"], [], """
EMPLOYEES' STATE INSURANCE CORPORATION - e-Pehchan Card
Insurance No. 3100xxxxxx   Name: YALLAMMA TIPPANNA HADIMANI   Employer Code: 3100045xxxx - SAI VASTRA UDYOG, SOLAPUR
Date of appointment: 01/04/2019   Dispensary: ESIC Dispensary, Ashok Chowk, Solapur
ಹೆಸರು: ಯಲ್ಲಮ್ಮ ಹಡಿಮನಿ (hand-written on the back by her son)
""")
u("backlog/2025-06/cheque return memo Lokhande BoM Barshi.pdf", "document_scan", "Bank of Maharashtra, Barshi branch", "2025-06-18", ["C04"], [], """
BANK OF MAHARASHTRA - Barshi Branch, Dist. Solapur
CHEQUE RETURN MEMO                                                   Date: 18.06.2025
Cheque No. 086472 dated 12.06.2025 for Rs. 4,60,000/- drawn by Dnyaneshwar Baburao Lokhande on SB A/c 6013xxxxxxx,
presented by M/s Barshi Krushi Seva Kendra through Solapur DCC Bank, Barshi - RETURNED UNPAID
Reason: 01 - FUNDS INSUFFICIENT
                                                      Branch Manager
""")
u("backlog/2025-06/notice Lokhande 138.docx", "typed_note_docx", L, "2025-06-30", ["C04"], [], """
V. D. MANE, B.S.L., LL.B., Advocate
'Shivkrupa', 157 Murarji Peth, Solapur
R.P.A.D.                                                       Date: 30/06/2025
To, Shri Dnyaneshwar Baburao Lokhande, At Post Vairag, Tal. Barshi, Dist. Solapur
NOTICE under Section 138 of the Negotiable Instruments Act, 1881
Under instructions of my client M/s Barshi Krushi Seva Kendra through its proprietor Shri Nitin Ravindra Sonawane:
you purchased fertilisers (urea, DAP, 10:26:26) and pesticides on credit for the kharif season; towards the dues you
issued cheque no. 086472 dated 12/06/2025 for Rs. 4,60,000/- which was returned 'funds insufficient' on 18/06/2025.
You are hereby called upon to pay the said amount within 15 days of receipt of this notice.
                                                                Advocate
""")
u("backlog/2024-07/Spl CS 88-2024 plaint.pdf", "document_scan", L, "2024-07-29", ["C06"], [], """
IN THE COURT OF THE CIVIL JUDGE SENIOR DIVISION, PANDHARPUR
Spl. C.S. No. ____ of 2024
Sou. Mangal Dnyandev Pawar, age 44, Occ. household, R/o Tembhurni, Tal. Madha (maher: Gursale)   ...Plaintiff
Versus
1. Haribhau Tukaram Kale  2. Sopan Tukaram Kale  3. Sakhubai Tukaram Kale (mother)  4. Sou. Sunita Balasaheb Jadhav  ...Defendants
SUIT FOR PARTITION AND SEPARATE POSSESSION  (Valuation Rs. 18,60,000; court fee paid)
1. The suit properties are ancestral: agricultural land Gat No. 214 (2 H 40 R) and Gat No. 219 (1 H 12 R) at
   Mouje Gursale, Tal. Pandharpur, and a house (Grampanchayat Milkat No. 311). The father Tukaram died on 02.02.2011.
2. The plaintiff, a daughter, is a coparcener by birth and is entitled to a 1/5 share.
3. The defendants 1 and 2 refused partition on 'vatni' when the plaintiff asked in June 2024.
""")
u("backlog/2026-01/IMG20260112170355.jpg", "document_photo", "Talathi, Saja Gursale (7/12 extract)", "2026-01-12", ["C06"], [], """
गाव नमुना सात (अधिकार अभिलेख पत्रक)        गाव : गुरसाळे   तालुका : पंढरपूर   जिल्हा : सोलापूर
भूमापन क्रमांक (गट नं.) 214      क्षेत्र : 2 हे. 40 आर      आकारणी : 6.25
भोगवटदाराचे नाव : हरिभाऊ तुकाराम काळे, सोपान तुकाराम काळे, सखुबाई तुकाराम काळे
इतर हक्क : फेरफार क्र. 1187 (हक्कसोड - प्रलंबित / प्रमाणित नाही)
पीक पाहणी 2025-26 : ऊस 2.00 हे.
दिनांक 12/01/2026                                   तलाठी सजा गुरसाळे
""")
u("backlog/2026-03/WS D1 D2 Exh 29 Spl CS 88.pdf", "document_scan", "Adv. B. N. Utpat for defendants 1 and 2", "2026-03-18", ["C06"], [], """
IN THE COURT OF THE CIVIL JUDGE SENIOR DIVISION, PANDHARPUR - Spl. C.S. No. 88/2024 - Exh. 29
WRITTEN STATEMENT ON BEHALF OF DEFENDANTS NO. 1 AND 2
3. The plaintiff was married in 1999 and was given 5 tola gold and Rs. 1,00,000 as hunda at the marriage.
4. After the death of Tukaram, the plaintiff voluntarily executed a registered hakksod patra (relinquishment deed)
   on 14.03.2011 at the Sub-Registrar, Pandharpur, giving up her share in favour of the defendants 1 and 2.
5. The suit is barred by limitation and is not maintainable. It deserves to be dismissed with costs.
Pandharpur, 18.03.2026                                   Advocate for defendants 1 and 2
""")
u("backlog/2025-08/RCS 212-2022 judgment Barshi.pdf", "document_scan", "Civil Judge Junior Division, Barshi", "2025-08-11", ["C07"], [], """
IN THE COURT OF CIVIL JUDGE JUNIOR DIVISION, BARSHI
R.C.S. No. 212/2022      Bhimrao Genba Chavan vs Tanaji Shankar Jagdale
JUDGMENT (Delivered on 11.08.2025)
The plaintiff seeks a perpetual injunction restraining the defendant from obstructing the shiv rasta running between
Gat No. 77 and Gat No. 78 at Mouje Pangri. No measurement by the TILR was brought on record. The plaintiff has failed
to prove the existence of the path as pleaded.
ORDER: The suit is dismissed. No order as to costs.
                                                      Civil Judge J.D., Barshi
""")
u("backlog/2026-06/WhatsApp Image 2026-06-08 at 12.41.07.jpeg", "document_photo", "Solapur Janata Sahakari Bank (DD counterfoil)", "2026-06-08", ["C05"], [], """
SOLAPUR JANATA SAHAKARI BANK LTD. - Navi Peth Branch
DEMAND DRAFT - CUSTOMER COPY      DD No. 512338     Date: 05/06/2026
Pay: SHRI GURUKRUPA TRADERS    Amount: Rs. 1,00,000/- (Rupees One Lakh only)   Payable at: Solapur
Applicant: RAVIKANT MALLINATH SWAMI
""")

# ---------------- C01 Patsanstha surety dispute (Co-operative Court, Solapur)
u("backlog/2026-02/IMG-20260210-WA0011.jpg", "handwritten_note_photo", K, "2026-02-10", ["C01"], ["C01-H01"], """
तारीख डायरी - दि. 10/02/2026 मंगळवार
सहकार न्यायालय, सोलापूर - दावा क्र. 117/2025 पतसंस्था वि. बसवराज पुजारी व इतर
आपण सा.वा. क्र. 3 (बिरादार, जामीनदार) तर्फे हजर. म्हणणे (say) देण्यासाठी मुदत मागितली, मिळाली.
कुलकर्णी वकील संस्थेतर्फे हजर.
पुढील तारीख 10/03/2026 - म्हणणे
- महादेव
""")
u("backlog/2026-03/IMG20260310163344.jpg", "handwritten_note_photo", L, "2026-03-10", ["C01"], ["C01-H02"], """
10/3/26  Co-op Ct - Kadam saheb
Patsanstha v. Pujari - Biradar (O3) say filed Exh. 18 - signature on jamindar form NOT his, he never went to Akkalkot office.
Also appln Exh. 20: send surety form to handwriting expert (GEQD). Kulkarni to give say.
Kadam saheb: "original loan ledger and surety form in original aana" - to society.
ND 7/4/26
""")
u("backlog/2026-04/20260407_142218.jpg", "handwritten_note_photo", K, "2026-04-07", ["C01"], ["C01-H03"], """
दि. 07/04/2026 - सहकार न्यायालय
दावा 117/2025 (बिरादार) - संस्थेचे वकील कुलकर्णी गैरहजर. नि. 20 वर म्हणणे नाही.
मुदत दिली. पुढील तारीख 16/06/2026 (सुट्टीनंतर)
""")
u("backlog/2026-06/CamScanner 06-17-2026 10.05.pdf", "certified_order_sheet_scan", "Co-operative Court, Solapur", "2026-06-17", ["C01"], ["C01-H04"], """
IN THE CO-OPERATIVE COURT, SOLAPUR
Dispute No. 117/2025 (u/s 91 of the M.C.S. Act, 1960)
Shri Revansiddheshwar Gramin Bigarsheti Sahakari Patsanstha Maryadit ... Disputant  V/s  Basavraj Shivling Pujari & 2 Ors. ... Opponents
ROZNAMA
16/06/2026  Disputant through Adv. R.B. Kulkarni. O1 absent. O2 absent. O3 with Adv. V.D. Mane.
            Heard on Exh. 20. The O3 denies his signature on the surety form. Application Exh. 20 is allowed. The
            original surety form dated 05/03/2022 be sent to the State Examiner of Documents, Pune with the specimen
            signatures of O3 taken today (S-1 to S-6). Issues framed at Exh. 26.
            Adjd. to 21/07/2026 for disputant's evidence.
                                                      Judge, Co-operative Court, Solapur
""")
u("backlog/2026-07/Doc1.docx", "typed_note_docx", L, "2026-07-21", ["C01"], ["C01-H05"], """
21.07.2026 - Co-op Court - Dispute 117/25 (Biradar - surety)
Society's secretary Sidram Tukaram Mali filed evidence affidavit Exh. 31. Kulkarni asked to defer our cross till ledger produced -
he said "ledger audit sathi Pune la gela ahe". Kadam saheb allowed once: ledger next date compulsory.
Biradar came with his son Shivanand, speaks only Kannada; Shivanand translated.
ND 25.08.2026 - cross of Mali.
""")
u("backlog/2026-08/cross Mali 25-8.txt", "typed_note_txt", L, "2026-08-25", ["C01"], ["C01-H06"], """
25/8/26 - Co-op Ct - Patsanstha v. Pujari (Biradar O3)
Cross of Sidram Mali (secretary) done by me - 40 min.
Imp admissions: (1) jamindar form was brought signed by borrower Basavraj himself, Biradar was NOT present before him;
(2) no photo of surety on the form; (3) no KYC of Biradar in the loan file.
Ledger produced today (loan a/c 2211).
Expert report still awaited. ND 6/10/26.
""")
u("backlog/2026-10/IMG-20261006-WA0004.jpg", "handwritten_note_photo", K, "2026-10-06", ["C01"], ["C01-H07"], """
दि. 06/10/2026 - सहकार न्यायालय, सोलापूर
दावा 117/2025 बिरादार - हस्ताक्षर तज्ज्ञांचा अहवाल आला नाही. कोर्टाने पुणे कार्यालयाला स्मरणपत्र पाठवले.
पुढील तारीख 08/12/2026
""")
u("backlog/2026-12/IMG20261208151120.jpg", "handwritten_note_photo", L, "2026-12-08", ["C01"], ["C01-H08"], """
8/12/26 Co-op Ct
Biradar - expert report (20.11.26) on record: Q-1 signature NOT by same person. Good for us.
Kulkarni ne report var say sathi vel magitla - granted. Kadam saheb: "after say, we will see if society wants to examine the expert".
Will press for dismissal of the claim against O3.
ND 11/2/27 - say to report.
""")
u("backlog/2026-12/WhatsApp Chat with Mallikarjun Biradar Dudhani.txt", "whatsapp_export", "Mallikarjun Biradar (client)", "2026-12-09", ["C01"], [], """
08/12/26, 18:02 - Shivanand Biradar: Namaskar saheb. Appa kelat ahet report kay aala
08/12/26, 18:10 - Adv V D Mane: Report aplya bajune aala. Sahi tumchi nahi asa expert ne lihla. Pudhchi tarikh 11 Feb
08/12/26, 18:12 - Shivanand Biradar: ಧನ್ಯವಾದಗಳು ಸರ್. ಅಪ್ಪ ತುಂಬಾ ಖುಷಿ ಆಗಿದ್ದಾರೆ
08/12/26, 18:13 - Shivanand Biradar: Appa vicharat ahet 11 tarkhela yeu ka
08/12/26, 18:20 - Adv V D Mane: Nako. Tya divshi fakt society cha say ahe. Gharich rahu dya.
09/12/26, 09:41 - Shivanand Biradar: ಸರಿ ಸರ್. Fees che 5000 G-Pay kele
09/12/26, 09:45 - Adv V D Mane: Milale. Dhanyavad
""")

# ---------------- C02 Nirmalgad FRP writ (Bombay High Court)
u("backlog/2026-04/WP 4417-2026 order 09.04.2026.pdf", "certified_order_sheet_scan", "Bombay High Court", "2026-04-13", ["C02"], ["C02-H02"], """
IN THE HIGH COURT OF JUDICATURE AT BOMBAY
CIVIL APPELLATE JURISDICTION
WRIT PETITION NO. 4417 OF 2026
Ganpat Rajaram Shinde & Ors.                          ...Petitioners
        Versus
The State of Maharashtra & Ors.                       ...Respondents
Mr. V. D. Mane, for the Petitioners.
Smt. N. S. Ghorpade, AGP for Respondent Nos. 1 to 3-State.
Mr. Ashutosh Pendse, for Respondent No. 4-Karkhana.
CORAM : MILIND A. DHAVALE & REVATI P. GOKHALE, JJ.
DATE  : 9th APRIL 2026
P.C. :
1. Learned counsel for Respondent No. 4 seeks time to file reply as the accounts of the crushing season are under audit.
2. Respondent No. 2, the Commissioner of Sugar, shall file an affidavit stating the FRP payable and paid to the
   petitioners for the season 2024-25 and the action taken under clause 3(8) of the Sugarcane (Control) Order, 1966.
3. Stand over to 18th June 2026.
        (REVATI P. GOKHALE, J.)                    (MILIND A. DHAVALE, J.)
""")
u("backlog/2026-06/FRP writ 18 june.docx", "typed_note_docx", L, "2026-06-18", ["C02"], ["C02-H03"], """
WP 4417/2026 - Nirmalgad FRP - Ct 27, Dhavale-Gokhale JJ - 18.06.2026
Sugar Commissioner's affidavit (dated 10.06.26) filed by AGP Ghorpade: FRP 2024-25 Rs. 3,400/ton; karkhana paid Rs. 2,800/ton;
dues to our 42 petitioners Rs. 87,35,600 (14,559 ton x 600). RRC proposal pending with Commissioner since Feb.
Pendse: sugar prices low, karkhana in loss, want time. Bench not impressed.
Order: Commissioner to decide RRC within 4 weeks. ND 06.08.2026.
Called Ganpatrao from Mumbai - told him.
""")
u("backlog/2026-08/WP 4417-2026 order 06.08.2026.pdf", "certified_order_sheet_scan", "Bombay High Court", "2026-08-10", ["C02"], ["C02-H04"], """
IN THE HIGH COURT OF JUDICATURE AT BOMBAY
CIVIL APPELLATE JURISDICTION
WRIT PETITION NO. 4417 OF 2026
Ganpat Rajaram Shinde & Ors. V/s. The State of Maharashtra & Ors.
CORAM : MILIND A. DHAVALE & REVATI P. GOKHALE, JJ.
DATE  : 6th AUGUST 2026
P.C. :
1. The learned AGP places on record the order dated 22.07.2026 of the Commissioner of Sugar issuing a Revenue Recovery
   Certificate for Rs. 87,35,600/- with interest.
2. Mr. Pendse, on instructions from the Managing Director, makes a statement that Respondent No. 4 shall pay the
   amount to the petitioners in three instalments, the first of Rs. 30,00,000/- on or before 30.09.2026. Statement accepted.
3. List on 15th October 2026 for compliance.
""")
u("backlog/2026-10/HC 15 oct FRP.txt", "typed_note_txt", L, "2026-10-15", ["C02"], ["C02-H05"], """
15/10/26 Mumbai - WP 4417 FRP - Ct 27
Karkhana paid 1st hapta Rs. 30,00,000 on 28/9 (RTGS to petitioners as per list). Pendse asked time for rest.
Bench: second instalment Rs. 30,00,000 by 31.12.2026; if paid, Collector will not sell sugar stock till then. Third to be fixed later.
ND 21/1/27.
Train back - Siddheshwar Express.
""")
u("backlog/2027-01/IMG_5532.HEIC", "handwritten_note_photo", L, "2027-01-21", ["C02"], ["C02-H06"], """
21/1/27  BHC Ct 27 - FRP writ (Nirmalgad)
2nd hapta - only Rs. 20,00,000 paid on 30/12 - short by Rs. 10 lakh.
Dhavale J angry: "statement made to the court is not a formality". Collector Solapur to act on RRC for the shortfall.
Pendse: third instalment schedule next date.
ND 4/3/27.
""")
u("backlog/2027-01/WhatsApp Chat with Ganpatrao Shinde FRP.txt", "whatsapp_export", "Ganpat Rajaram Shinde (client)", "2027-01-22", ["C02"], [], """
28/09/26, 19:15 - Ganpatrao Shinde: Saheb karkhanyache paise khatyat aale. Sagalya 42 lokanna milale
28/09/26, 19:20 - Adv V D Mane: Chan. 15 tarkhela court madhe sangto
31/12/26, 11:02 - Ganpatrao Shinde: साहेब दुसरा हप्ता पूर्ण नाही आला. फक्त 20 लाख आले
31/12/26, 11:30 - Adv V D Mane: Notice la ghetla ahe. 21 Jan la court la sangu
22/01/27, 08:50 - Ganpatrao Shinde: कालचा निकाल काय झाला साहेब
22/01/27, 09:05 - Adv V D Mane: Court ne Collector la RRC pramane karvai karayla sangitli ahe, baki 10 lakh sathi. Pudhchi tarikh 4 March
""")

# ---------------- C03 Sai Vastra powerloom complaint (Labour Court, Solapur)
u("backlog/2026-02/IMG-20260213-WA0009.jpg", "handwritten_note_photo", K, "2026-02-13", ["C03"], ["C03-H01"], """
दि. 13/02/2026 शुक्रवार - कामगार न्यायालय, सोलापूर
ULP तक्रार 21/2025 चिलका व इतर वि. साई वस्त्र उद्योग (गाजम)
मालकाचे वकील अदम गैरहजर. नि. 5 (अंतरिम अर्ज) वर म्हणणे द्यायचे आहे.
पुढील तारीख 13/03/2026
""")
u("backlog/2026-03/labour ct 13.3.txt", "typed_note_txt", L, "2026-03-13", ["C03"], ["C03-H02"], """
13/3 Labour Ct - Pawar madam - ULP 21/2025 (Sai Vastra, yantramag kamgar)
Adam filed WS: says the 14 are "job workers" paid per meter (maktedari), not employees; no termination, they "left".
But ESIC/PF codes of Sai Vastra Udyog are on their slips! Collect all slips from Shankar.
ND 17/4 - Exh. 5 arguments + issues.
""")
u("backlog/2026-04/ULP 21-2025 roznama 17.04.2026.pdf", "certified_order_sheet_scan", "Labour Court, Solapur", "2026-04-20", ["C03"], ["C03-H03"], """
IN THE LABOUR COURT AT SOLAPUR
Complaint (ULP) No. 21/2025
Shankar Narsayya Chilka & 13 Ors. ... Complainants  V/s  M/s Sai Vastra Udyog ... Respondent
ROZNAMA
17/04/2026  Complainants with Adv. V.D. Mane. Respondent with Adv. G.M. Adam.
            Heard on Exh. 5. Reinstatement as an interim measure cannot be granted at this stage. However the respondent
            shall preserve and produce the muster roll, wage register and ESIC/PF returns for 2023 to 2025. Exh. 5
            partly allowed. Issues framed at Exh. 19.
            Adjd. to 12/06/2026 for complainants' evidence.
                                                      Judge, Labour Court, Solapur
""")
u("backlog/2026-06/CW1 Shankar 12.06.docx", "typed_note_docx", L, "2026-06-12", ["C03"], ["C03-H04"], """
12.06.2026 - Labour Court - ULP 21/2025
CW1 Shankar Narsayya Chilka - affidavit in lieu of chief Exh. 22 tendered.
Cross by Adam: Shankar admitted rate was Rs. 2.10 per meter, 8 looms per worker, 12 hr shift; denied that he worked for
other loom owners. Said "Gajam sheth ne 2 September la gate band kela, minimum wage magitli mhanun".
ND 17.07.2026 - CW2.
""")
u("backlog/2026-07/ULP 21-2025 roznama 17.07.2026.pdf", "certified_order_sheet_scan", "Labour Court, Solapur", "2026-07-20", ["C03"], ["C03-H05"], """
IN THE LABOUR COURT AT SOLAPUR
Complaint (ULP) No. 21/2025      Shankar Narsayya Chilka & 13 Ors. V/s M/s Sai Vastra Udyog
ROZNAMA
17/07/2026  Complainants with Adv. V.D. Mane; CW2 present.
            Respondent's advocate absent. No application. The witness of the complainants is present and is sent back.
            Adjourned subject to costs of Rs. 500/- to be paid by the respondent to the complainants.
            Adjd. to 21/08/2026 for CW2.
""")
u("backlog/2026-08/IMG20260821124455.jpg", "handwritten_note_photo", L, "2026-08-21", ["C03"], ["C03-H06"], """
21/8  Labour Ct - Sai Vastra
CW2 Yallamma Tippanna Hadimani (bobbin winder, from Nagansur side - Kannada) examined - I did chief orally, interpreter.
Produced ESIC card - employer code of Sai Vastra. Also 6 PF slips. Adam cross - short, asked only about her village.
Costs Rs. 500 of last date paid by Adam today.
ND 25/9
""")
u("backlog/2026-09/labour 25 sept.txt", "typed_note_txt", L, "2026-09-25", ["C03"], ["C03-H07"], """
25/09/26 - Labour Court Solapur - ULP 21/2025
Closed our evidence by purshis (Exh. 41). Adam sought time for employer's evidence.
Pawar madam: muster roll and wage register "must be produced on next date, else adverse inference".
ND 27/11/26.
""")
u("backlog/2026-11/RW1 Gajam cross 27.11.docx", "typed_note_docx", L, "2026-11-27", ["C03"], ["C03-H08"], """
27.11.2026 - Labour Court - ULP 21/2025 (Sai Vastra)
RW1 Venkatesh Ramulu Gajam (owner) - affidavit Exh. 47. Cross by me started.
Muster roll produced only for 2024 (Jan-Dec); 2023 and 2025 "pani lagun kharab zale" per him. Wage register not produced.
Cross incomplete - 35 min. ND 15.01.2027 for remaining cross.
""")
u("backlog/2027-01/IMG20270115131702.jpg", "handwritten_note_photo", L, "2027-01-15", ["C03"], ["C03-H09"], """
15/1/27 Labour Ct
Sai Vastra - RW1 Gajam cross completed. ADMITTED: all 14 complainants' names are in the ESIC contribution list of his unit
for 2024-25. Also admitted no written job-work contract with any of them.
Employer's evidence closed. Arguments ND 11/2/27. Prepare written arguments + citations (item 1 Sch. IV).
""")

# ---------------- C04 Lokhande cheque case (JMFC Barshi)
u("backlog/2026-06/SCC 1186-2025 order Exh 14 19.06.2026.pdf", "certified_order_sheet_scan", "JMFC, Barshi", "2026-06-22", ["C04"], ["C04-H04"], """
IN THE COURT OF JUDICIAL MAGISTRATE FIRST CLASS, BARSHI (COURT NO. 2)
S.C.C. No. 1186/2025      Barshi Krushi Seva Kendra V/s Dnyaneshwar Baburao Lokhande
ORDER BELOW EXH. 14 (application u/s 143A of the N.I. Act)
19/06/2026
The accused has pleaded not guilty. The cheque amount is Rs. 4,60,000/-. The accused does not dispute his signature.
The accused is directed to pay interim compensation of 20% of the cheque amount i.e. Rs. 92,000/- to the complainant
within 60 days from today. Application Exh. 14 is allowed accordingly.
Next date 24/07/2026 for complainant's evidence.
                                                      JMFC, Barshi
""")
u("backlog/2026-09/New Microsoft Word Document.docx", "typed_note_docx", L, "2026-09-04", ["C04"], ["C04-H06"], """
4 Sept 2026 - Barshi JMFC - SCC 1186/25 Lokhande
CW1 Nitin Sonawane cross by Dhumal - 1 hr. Suggestion: cheque was blank signed security for credit. Nitin denied; showed
khata vahi (credit ledger) entries Rs. 4,60,000 up to 10.06.2025.
143A interim comp Rs. 92,000 - 60 days over on 18 Aug, NOT paid. Filed application for recovery as fine (Exh. 31).
ND 16 Oct 2026.
""")
u("backlog/2027-01/IMG-20270122-WA0017.jpg", "handwritten_note_photo", K, "2027-01-22", ["C04"], ["C04-H09"], """
दि. 22/01/2027 - बार्शी (फोनवरून श्वेता मॅडम)
एस.सी.सी. 1186/2025 बार्शी कृषी सेवा केंद्र वि. लोखंडे
आरोपीचा जबाब (313) नोंदवला. बचाव पुरावा द्यायचा आहे असे आरोपी म्हणाला.
पुढील तारीख 11/02/2027 - बचाव पुरावा
""")

# ---------------- C05 Gurukrupa cheque case (JMFC 7, Solapur) - defence
u("backlog/2026-02/20260216_130512.jpg", "handwritten_note_photo", K, "2026-02-16", ["C05"], ["C05-H01"], """
दि. 16/02/2026 - न्या. दंडाधिकारी प्र.व. कोर्ट क्र. 7, सोलापूर
SCC 3390/2025 गुरुकृपा ट्रेडर्स वि. रविकांत स्वामी (आपण आरोपीतर्फे)
आरोपी समन्सवर हजर. रु. 15,000 चा PR बॉण्ड घेतला.
पुढील तारीख 16/03/2026
""")
u("backlog/2026-03/swami 16 march.txt", "typed_note_txt", L, "2026-03-16", ["C05"], ["C05-H02"], """
16/3/26 JMFC 7 - Gurukrupa v. Swami (we for accused)
Plea recorded - not guilty. Joshi madam asked both "settle karta ka?" - referred to Mediation Centre, Dist. Court Solapur.
Ravikant ready to pay principal only, no interest. Waghmare wants Rs. 2 lakh.
ND 20/4/26 - mediation report.
""")
u("backlog/2026-04/Adobe Scan 21 Apr 2026.pdf", "certified_order_sheet_scan", "JMFC, Court No. 7, Solapur", "2026-04-21", ["C05"], ["C05-H03"], """
IN THE COURT OF JUDICIAL MAGISTRATE FIRST CLASS, COURT NO. 7, SOLAPUR
S.C.C. No. 3390/2025      Shri Gurukrupa Traders V/s Ravikant Mallinath Swami
ROZNAMA
20/04/2026  Complainant with Adv. A.S. Waghmare. Accused with Adv. V.D. Mane.
            Report of the Mediation Centre received: parties settled for Rs. 1,75,000/- payable Rs. 1,00,000/- on or
            before 05/06/2026 and Rs. 75,000/- on or before 05/07/2026. Settlement at Exh. 17.
            Adjd. to 08/06/2026 for compliance.
""")
u("backlog/2026-06/swami DD paid.txt", "typed_note_txt", L, "2026-06-08", ["C05"], ["C05-H04"], """
8/6/26 JMFC 7 - Swami 138
1st part Rs. 1,00,000 paid by DD no. 512338 (SJSB) dt 5/6 - handed over in court, Waghmare acknowledged on roznama.
Balance Rs. 75,000 by 5 July. ND 8/7 - compounding.
""")
u("backlog/2026-07/SCC 3390-2025 final order 08.07.2026.pdf", "certified_order_sheet_scan", "JMFC, Court No. 7, Solapur", "2026-07-10", ["C05"], ["C05-H05"], """
IN THE COURT OF JUDICIAL MAGISTRATE FIRST CLASS, COURT NO. 7, SOLAPUR
S.C.C. No. 3390/2025      Shri Gurukrupa Traders V/s Ravikant Mallinath Swami
08/07/2026
The complainant admits receipt of the balance of Rs. 75,000/- today, in all Rs. 1,75,000/- as per the settlement Exh. 17.
Joint application for compounding Exh. 21 under section 147 of the N.I. Act is allowed. The offence is compounded.
The accused is acquitted. His bail bond stands cancelled. Case disposed of.
                                                      JMFC, Court No. 7, Solapur
""")

# ---------------- C06 Gursale partition suit (CJSD Pandharpur)
u("backlog/2026-02/IMG20260218160233.jpg", "handwritten_note_photo", L, "2026-02-18", ["C06"], ["C06-H01"], """
18/2/26  Pandharpur - CJSD Dongre saheb
Spl CS 88/24 Mangal tai v. Haribhau Kale
D3 Sakhubai (aai) came with Utpat's junior and filed purshis - "mulila hissa dyayla mazi harkat nahi" (no objection).
D1 D2 - WS not filed, Utpat time. Granted "last chance". Dongre saheb asked for ferfar nond (mutation) extracts.
ND 18/3/26.
""")
u("backlog/2026-03/IMG-20260318-WA0020.jpg", "handwritten_note_photo", K, "2026-03-18", ["C06"], ["C06-H02"], """
दि. 18/03/2026 - दिवाणी न्यायाधीश व.स्त., पंढरपूर
स्पे. दि. दा. 88/2024 मंगल पवार वि. हरिभाऊ काळे
प्रतिवादी 1 व 2 यांचा लेखी जबाब नि. 29 दाखल. त्यात 2011 चा हक्कसोड पत्र आहे म्हणतात.
पुढील तारीख 22/04/2026 - मुद्दे
""")
u("backlog/2026-04/Spl CS 88-2024 roznama 22.04.2026.pdf", "certified_order_sheet_scan", "Civil Judge Senior Division, Pandharpur", "2026-04-24", ["C06"], ["C06-H03"], """
IN THE COURT OF CIVIL JUDGE SENIOR DIVISION, PANDHARPUR
Spl. C.S. No. 88/2024      Sou. Mangal Dnyandev Pawar V/s Haribhau Tukaram Kale & Ors.
ROZNAMA
22/04/2026  Plaintiff with Adv. V.D. Mane. D1, D2 by Adv. B.N. Utpat. D3 absent (purshis Exh. 24 on record). D4 absent.
            Issues framed at Exh. 35 (five issues, incl. whether the defendants prove the relinquishment deed dated
            14/03/2011 and whether the suit is within limitation).
            Adjd. to 10/06/2026 for plaintiff's evidence.
                                                      Civil Judge S.D., Pandharpur
""")
u("backlog/2026-07/Mangal tai PW1 cross.docx", "typed_note_docx", L, "2026-07-15", ["C06"], ["C06-H05"], """
15 July 2026 - Pandharpur - Spl CS 88/24 - PW1 Mangal tai cross by Utpat (1.5 hrs)
She denied executing the hakksod patra knowingly. Said: "baba gelyavar teravyachya divshi Haribhau ne korya stamp paper var
sahi ghetli, 'tehsil che kagad' mhanun" - signature taken on blank stamp paper on the terava day (13th day) in Feb 2011.
Admitted she got 5 tola gold at marriage; denied Rs. 1 lakh cash. Held well.
ND 19.08.2026 - PW2 Talathi (witness summons issued).
""")
u("backlog/2026-08/Spl CS 88-2024 roznama 19.08.2026.pdf", "certified_order_sheet_scan", "Civil Judge Senior Division, Pandharpur", "2026-08-21", ["C06"], ["C06-H06"], """
IN THE COURT OF CIVIL JUDGE SENIOR DIVISION, PANDHARPUR
Spl. C.S. No. 88/2024      Sou. Mangal Dnyandev Pawar V/s Haribhau Tukaram Kale & Ors.
ROZNAMA
19/08/2026  Plaintiff with Adv. V.D. Mane. PW2 (Talathi, Saja Gursale) present on summons.
            Advocate for D1 and D2 absent; adjournment sought by his clerk. Adjourned subject to costs of Rs. 1,000/-
            payable by D1 and D2 to the plaintiff. Witness to remain present.
            Adjd. to 23/09/2026 for P.E.
""")
u("backlog/2026-09/gursale talathi 23.9.txt", "typed_note_txt", L, "2026-09-23", ["C06"], ["C06-H07"], """
23/9/26 - Pandharpur - Mangal tai partition
PW2 Talathi Saja Gursale (Shri Prakash Wadekar) examined: ferfar no. 1187 on the hakksod patra was entered in 2011 but
NEVER certified (pramanit nahi) - objection raised then by Mangal tai's husband. 7/12 still shows it "pralambit".
Utpat cross - short. Costs Rs. 1,000 paid by Utpat.
PE closed by purshis. ND 18/11 - DE.
""")
u("backlog/2026-11/20261118_171005.jpg", "handwritten_note_photo", L, "2026-11-18", ["C06"], ["C06-H08"], """
18/11/26 Pandharpur
Spl CS 88 - DW1 Haribhau Kale affidavit Exh. 61 filed. My cross started - 1 hr.
He says deed executed "swekhushine" at Sub-Registrar Pandharpur, 14.3.2011, attesting witness = Dattu Shinde (cousin).
Cross to continue. ND 13/1/27.
""")
u("backlog/2027-01/DW1 cross over 13 jan.docx", "typed_note_docx", L, "2027-01-13", ["C06"], ["C06-H09"], """
13.01.2027 - CJSD Pandharpur - Spl. C.S. 88/2024 (Gursale vatni)
DW1 Haribhau cross completed. KEY ADMISSION: "Mangal la hakksod sathi kahi paise dile nahit" - no consideration paid.
Also admitted Mangal tai was not at the Sub-Registrar office when the deed was registered - "tine aadhich sahi keli hoti".
DW2 Dattu Shinde (attesting witness) absent - Utpat sought time.
ND 10.02.2027 - DW2.
""")
u("backlog/2027-01/correction Gursale ND.txt", "typed_note_txt", L, "2027-01-14", ["C06"], [], """
14/1/27 - DURUSTI (correction)
Gursale partition (Spl CS 88/24): kalchya note madhe ND 10.02.2027 lihili - chuk, ti dusrya matter chi tarikh.
Shweta ne bench clerk kadun roznama baghitla: pudhil tarikh 17.02.2027 (Wednesday), DW2 Dattu Shinde sathi.
Diary madhe durusti keli.
""")

# ---------------- C07 Pangri shiv rasta appeal (DJ-3 Solapur)
u("backlog/2026-02/IMG-20260224-WA0013.jpg", "handwritten_note_photo", K, "2026-02-24", ["C07"], ["C07-H01"], """
दि. 24/02/2026 - जिल्हा न्यायाधीश-3, सोलापूर
दि. अपील (RCA) 145/2025 भीमराव चव्हाण वि. तानाजी जगदाळे
प्रतिवादी तर्फे ॲड. जगताप हजर. खालच्या कोर्टाचे रेकॉर्ड (R&P) बार्शीहून मागवले.
पुढील तारीख 15/04/2026
""")
u("backlog/2026-04/RCA 145 15.4.txt", "typed_note_txt", L, "2026-04-15", ["C07"], ["C07-H02"], """
15/4/26 DJ-3 Sathe saheb - RCA 145/25 Chavan v. Jagdale (Pangri shiv rasta)
R&P from Barshi not received - court issued reminder.
Filed appln Exh. 12 u/O 41 R 27 CPC - additional evidence: TILR Barshi measurement map (mojani dt 03.02.2026) showing
shiv rasta 8 ft between Gat 77 & 78. Jagtap to file say.
ND 23/6/26.
""")
u("backlog/2026-06/IMG20260623145530.jpg", "handwritten_note_photo", L, "2026-06-23", ["C07"], ["C07-H03"], """
23/6 DJ-3  Chavan appeal
R&P received from Barshi. Jagtap filed say to Exh. 12 - opposes: "appellant could have got mojani done during trial".
Sathe saheb: has read the R&P, will hear Exh. 12 with reasons why TILR not done earlier.
ND 4/8/26.
""")
u("backlog/2026-08/RCA 145-2025 roznama 04.08.2026.pdf", "certified_order_sheet_scan", "District Judge-3, Solapur", "2026-08-06", ["C07"], ["C07-H04"], """
IN THE COURT OF DISTRICT JUDGE-3 AND ADDITIONAL SESSIONS JUDGE, SOLAPUR
R.C.A. No. 145/2025      Bhimrao Genba Chavan V/s Tanaji Shankar Jagdale
ROZNAMA
04/08/2026  Appellant with Adv. V.D. Mane. Respondent with Adv. R.S. Jagtap.
            Heard both on Exh. 12. Application Exh. 12 under Order 41 Rule 27 C.P.C. shall be decided along with the
            appeal. Points for determination framed at Exh. 16.
            Adjd. to 29/09/2026 for arguments.
""")
u("backlog/2026-09/RCA Chavan args 29-09-2026.docx", "typed_note_docx", L, "2026-09-29", ["C07"], ["C07-H05"], """
29/09/2026 - DJ-3 Solapur - RCA 145/2025 (Pangri shiv rasta)
Argued 45 min for appellant: trial court ignored the 1972 village map (gav nakasha) showing the shiv rasta; PW3 neighbour
Dagdu Kshirsagar's evidence unrebutted; Exh. 12 TILR map needed for a just decision.
Sathe saheb: "written notes of arguments dya" - to file with case law. Part heard; board over at 5 pm.
ND 01/12/2026.
""")
u("backlog/2026-12/1 Dec notes.txt", "typed_note_txt", L, "2026-12-01", ["C07", "C06"], ["C07-H06"], """
1/12/26
(1) DJ-3 - RCA 145 Chavan v. Jagdale: Jagtap sought adjournment - his father admitted in hospital (medical cert filed).
    Sathe saheb granted, but "next date final, respondent to argue". ND 19/1/27. Written notes of appellant filed today.
(2) Call from Mangal tai (Gursale partition): asks if she can sell her share of ganna (cane) from Gat 214 - told NO,
    suit pending, don't do anything with the land; next date in that case is 13 Jan.
""")
u("backlog/2027-01/IMG20270119163010.jpg", "handwritten_note_photo", L, "2027-01-19", ["C07"], ["C07-H07"], """
19/1/27 DJ-3 RCA 145 Pangri
Jagtap argued 40 min - relies on panchnama of 2021, says no shiv rasta, only bandh (bund).
Sathe saheb: both to file written notes within 2 weeks. Then judgment.
ND 23/2/27 - judgment.
""")

# ---------------- junior's chats
u("backlog/2026-07/WhatsApp Chat with Shweta Gaikwad Jr.txt", "whatsapp_export", J, "2026-07-24", ["C04", "C02", "C06"], ["C04-H01", "C04-H02", "C04-H03", "C02-H01", "C06-H04", "C04-H05"], """
06/02/26, 12:48 - Shweta Gaikwad Jr: Sir Barshi - Lokhande case madhe accused served aahe pan absent. Bhise sir ni BW kela Rs 5000. ND 6/3
06/02/26, 12:50 - Adv V D Mane: Ok. Nitin la kalav
05/03/26, 16:22 - Shweta Gaikwad Jr: Sir Mumbai - FRP writ 4417 mention zala. Notice issued, AGP ni notice waive keli. Karkhana la reply file karaycha. ND 9 April
06/03/26, 13:05 - Shweta Gaikwad Jr: Sir Lokhande aala aaj, BW cancel, bond ghetla. Apan 143A cha arj Exh. 14 dila. Dhumal vakil aahet tyache. ND 10/4
10/04/26, 12:30 - Shweta Gaikwad Jr: Sir plea zali - not guilty. Dhumal mhantat cheque security sathi dila hota, blank sahi. 143A var say dila. ND 19/6
10/06/26, 15:40 - Shweta Gaikwad Jr: Sir Pandharpur - Mangal tai PW1 affidavit Exh. 38 dila. Utpat ni cross sathi vel magitla, dila. ND 15/7
10/06/26, 15:41 - Adv V D Mane: 15 July la mi yeto. Mangal tai la tayari karun ghe
24/07/26, 13:15 - Shweta Gaikwad Jr: Sir Barshi - Nitin che affidavit Exh. 22 (CW1) dila. Dhumal ni cross sathi time ghetla. ND 4/9
""")
u("backlog/2026-12/WhatsApp Chat with Shweta Gaikwad Jr (2).txt", "whatsapp_export", J, "2026-12-04", ["C04"], ["C04-H07", "C04-H08"], """
16/10/26, 12:10 - Shweta Gaikwad Jr: Sir Lokhande absent parat. Dhumal ni exemption arj dila - mulgi ajari. Allow zala. ND 4/12
16/10/26, 12:12 - Adv V D Mane: 92,000 anun bharle ka vichar
16/10/26, 12:20 - Shweta Gaikwad Jr: Nahi sir. Exh. 31 var order pudhchya tarkhela mhane
04/12/26, 13:30 - Shweta Gaikwad Jr: Sir CW2 Gholap (BoM Barshi branch officer) cha evidence zala - return memo Exh. 34 prove kela. CE closed. ND 22/1/27 - 313
04/12/26, 13:31 - Shweta Gaikwad Jr: Bhise sir ni Exh. 31 var accused la 92,000 bharayla 30 divas dile, nahitar warrant
04/12/26, 13:35 - Adv V D Mane: Good. Note kar
""")

# ---------------- plan and cause list
u("backlog/2027-02/Week plan 8-13 Feb.docx", "typed_note_docx", L, "2027-02-06", ["C01", "C03", "C04", "C06", "C07", "C02"], [], """
WEEK PLAN  8 Feb - 13 Feb 2027  (and after)
Thu 11/2  Co-op Court Solapur - Biradar (patsanstha) - society's say to expert report. Oppose any prayer to examine expert late.
Thu 11/2  Labour Court Solapur - Sai Vastra - ARGUMENTS. Written arguments + 3 citations ready. Shankar to come.
Thu 11/2  JMFC Barshi - Lokhande 138 - DE. Shweta to go. Press Exh. 31 warrant if 92,000 not paid.
Wed 17/2  Pandharpur - Mangal tai - DW2 Dattu Shinde cross. Carry certified copy of deed + ferfar 1187.
Tue 23/2  DJ-3 - Chavan appeal - judgment. Written notes FILED on 1/2.
Thu 4/3   BHC - FRP writ - compliance; ask Collector's report on RRC sale of sugar stock.
""")
u("backlog/2027-02/Barshi cause list 11.02.2027.pdf", "cause_list_pdf", "District Court, Solapur (Barshi courts)", "2027-02-10", ["C04"], [], """
JUDICIAL MAGISTRATE FIRST CLASS, BARSHI - COURT NO. 2 (SHRI. A. N. BHISE)
DAILY BOARD  -  11/02/2027 (THURSDAY)
Sr.  Case No.            Parties                                                  Stage
1    SCC/0742/2024       Vairag Nagari Sahakari Patsanstha V/s Sachin Mote         Evidence
2    RCC/0318/2025       State V/s Anil Dhavan                                     Plea
3    SCC/1186/2025       Barshi Krushi Seva Kendra V/s Dnyaneshwar B. Lokhande     Defence evidence
4    SCC/1502/2025       Shri Bhagwant Traders V/s Kiran Pawar                     Appearance
5    MA/0044/2026        Rekha Surwase V/s Sunil Surwase (s. 125 Cr.P.C.)          Say
""")
