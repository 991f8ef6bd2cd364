"""The uploads of the Moradabad practice: what Syed Tariq Hasan, his junior Saqib and munshi Nazakat actually kept."""

L, J, M = "Syed Tariq Hasan", "Saqib Ali", "Nazakat Husain (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents (before and around the cases)
u("backlog/2025-09/Nagar Nigam house tax 114 Mughalpura.pdf", "document_scan", "Nagar Nigam, Moradabad", "2025-09-03", ["C07"], [], """
नगर निगम, मुरादाबाद — गृहकर / जलकर बिल   वित्तीय वर्ष 2025-26
भवन संख्या: 114, मोहल्ला मुगलपुरा, वार्ड 37
स्वामी / अध्यासी: हाजी अब्दुल मजीद (मृतक) — वारिसान
वार्षिक मूल्यांकन: Rs. 14,400    देय गृहकर: Rs. 2,160    बकाया: शून्य
दिनांक 03.09.2025                         कर अधीक्षक, जोन-2
""")
u("backlog/2025-09/IMG-20250905-WA0011.jpg", "document_photo", "copy filed by defendant 1 (photo sent by Shabana)", "2025-09-05", ["C07"], [], """
ہبہ نامہ (یادداشت)
میں حاجی عبدالمجید ولد حاجی عبدالرشید ساکن مکان نمبر 114 محلہ مغل پورہ مرادآباد، بقائمی ہوش و حواس اقرار کرتا ہوں
کہ میں نے اپنا مکان مذکورہ بطور ہبہ اپنے بیٹے محمد عارف کو دے دیا اور قبضہ بھی دے دیا۔
تاریخ ۱۱-۰۶-۲۰۱۹   گواہ: (۱) حافظ جمیل احمد  (۲) محمد یونس
(Hibanama memo dated 11.06.2019 - unregistered, on plain paper. Shabana: "abbu ke dastakhat nahi lagte")
""")
u("backlog/2026-01/PM report Neha Pakbara.pdf", "document_scan", "District Hospital, Moradabad (Post Mortem House)", "2026-01-16", ["C06"], [], """
POST MORTEM EXAMINATION REPORT   P.M. No. 58/2026   Date 16.01.2026, 11.30 AM
Name: Smt. Neha w/o Rajeev Chauhan, age about 24 yrs, r/o village Dhakia Pirru, PS Pakbara, Distt. Moradabad
Brought by: Const. 412 Ramvir, PS Pakbara, with inquest papers.
Ante-mortem injuries: (1) ligature mark 28 cm x 1.5 cm around neck, oblique, non-continuous; (2) contusion 6 cm x 4 cm on
left upper arm; (3) abrasion 3 cm x 2 cm on right forearm.
Cause of death: asphyxia as a result of ante-mortem hanging. Viscera preserved.     Dr. Alok Mittal, EMO
""")
u("backlog/2026-03/FIR Pakbara Salim accident.pdf", "document_scan", "Police Station Pakbara", "2026-03-10", ["C05"], [], """
प्रथम सूचना रिपोर्ट (धारा 173 बीएनएसएस)   जनपद मुरादाबाद   थाना पाकबड़ा   मु.अ.सं. 0164/2026   दिनांक 10.03.2026
धारा: 281, 106(1) BNS
सूचक: मोहम्मद असलम पुत्र अब्दुल हमीद, निवासी लाकड़ी फाजलपुर
विवरण: दिनांक 09.03.2026 को शाम करीब 7.40 बजे दिल्ली-लखनऊ हाईवे (NH-9) पर पाकबड़ा कट के पास ट्रक संख्या UP-21-CT-xxxx
के चालक ने तेजी व लापरवाही से चलाकर मोटरसाइकिल सवार सलीम अहमद को टक्कर मार दी, जिनकी मौके पर मृत्यु हो गई।
""")
u("backlog/2026-04/IMG_20260418_113012.jpg", "document_photo", "Hilal Brass Works, Lakdi Fazalpur", "2026-04-18", ["C05"], [], """
HILAL BRASS WORKS   Manufacturers of Brass Artware   Lakdi Fazalpur, Moradabad
TO WHOM IT MAY CONCERN                                   Date 18.04.2026
Certified that late Salim Ahmad s/o Abdul Hameed worked in our karkhana as a polish karigar since 2019 and was paid
Rs. 18,000/- per month (piece rate, average). He died in a road accident on 09.03.2026.
                                                 for Hilal Brass Works, sd/- (Partner)
""")
u("backlog/2026-05/BOB return memo Varshney.pdf", "document_scan", "Bank of Baroda, Kanth Road branch", "2026-05-16", ["C04"], [], """
BANK OF BARODA   Kanth Road Branch, Moradabad          RETURN MEMO       Date: 16.05.2026
Cheque No. 771904 dated 12.05.2026 for Rs. 4,62,500/- drawn by Deepak Varshney on A/c 3712010000xxxx
Presented by: M/s Ansari Metal Scrap (through Punjab National Bank, Galshaheed)
Returned for the reason: FUNDS INSUFFICIENT
""")
u("backlog/2026-05/notice 138 Deepak Varshney.docx", "typed_note_docx", L, "2026-05-28", ["C04"], [], """
SYED TARIQ HASAN, Advocate, Chamber No. 47, Civil Court, Moradabad
Regd. Post AD                                                   Dated 28.05.2026
To, Sri Deepak Varshney s/o Sri Ramesh Chandra Varshney, Varshney Metals, Kanth Road, Moradabad
LEGAL NOTICE u/s 138 Negotiable Instruments Act 1881
Under instructions from my client M/s Ansari Metal Scrap through its proprietor Haji Naseem Ansari, Galshaheed: you bought
brass and copper scrap (pital-tamba scrap, 1,850 kg) and towards the dues gave cheque no. 771904 dt. 12.05.2026 for
Rs. 4,62,500 of Bank of Baroda, Kanth Road, returned 'funds insufficient' on 16.05.2026. Pay the amount within 15 days.
""")
u("backlog/2026-06/GST DRC-07 Noor Metal Craft.pdf", "document_scan", "Deputy Commissioner, State Tax, Sector-4, Moradabad", "2026-06-12", ["C02"], [], """
GOVERNMENT OF UTTAR PRADESH — COMMERCIAL TAX (STATE TAX)   Form GST DRC-07   Summary of the order
GSTIN 09AXXPN4xxxxx1ZQ   M/s Noor Metal Craft (prop. Mohd. Anees Noori), Mohalla Peerzada, Moradabad
Order u/s 73 UPGST/CGST Act, tax period 2023-24, dated 12.06.2026
Input tax credit availed on invoices of M/s Shiv Shakti Metals, Ghaziabad (registration cancelled w.e.f. 01.10.2023
retrospectively): ITC reversed Rs. 6,84,320; interest u/s 50; penalty Rs. 68,432.
                                 sd/- Deputy Commissioner, State Tax, Sector-4, Moradabad
""")
u("backlog/2026-07/PIM non starter report DLSA.pdf", "document_scan", "District Legal Services Authority, Moradabad", "2026-07-10", ["C01"], [], """
DISTRICT LEGAL SERVICES AUTHORITY, MORADABAD
PRE-INSTITUTION MEDIATION (s. 12A Commercial Courts Act, 2015)   PIM No. 19/2026
M/s Zaidi Brass Art Exports vs Hartmann Home Decor GmbH & M/s Kapoor Sourcing Services
NON-STARTER REPORT: Notices issued to the opposite parties on 04.06.2026 and 19.06.2026. Opposite party no. 2 did not
appear; opposite party no. 1 did not respond by e-mail. Mediation is treated as a non-starter. Date 10.07.2026.
""")
u("backlog/2026-07/Plaint Zaidi vs Hartmann final.pdf", "document_scan", L, "2026-07-22", ["C01"], [], """
IN THE COURT OF THE COMMERCIAL COURT, MORADABAD       Commercial Suit No. ____ of 2026
M/s Zaidi Brass Art Exports, Gandhi Nagar, Moradabad, through partner Shahid Zaidi ........ Plaintiff
vs 1. Hartmann Home Decor GmbH, Hamburg, Germany  2. M/s Kapoor Sourcing Services, Sector 63, Noida (Indian agent) .. Defendants
SUIT FOR RECOVERY OF USD 48,600 (Rs. 40,35,000) WITH INTEREST
3. On purchase orders placed through defendant 2 the plaintiff shipped brass candle stands, urlis and lanterns in three
consignments (Invoices ZBA/EXP/112, 118 and 126 of 2025) from ICD Moradabad. Bills of lading were released on the
assurance of defendant 2 that payment would follow within 60 days. Defendant 2 took 4% commission.
7. Total outstanding USD 48,600 = Rs. 40,35,000 at the rate of the invoices, with interest @ 12% p.a.
""")
u("backlog/2026-08/FIR 0219 Katghar.pdf", "document_scan", "Police Station Katghar", "2026-08-30", ["C08"], [], """
प्रथम सूचना रिपोर्ट   जनपद मुरादाबाद   थाना कटघर   मु.अ.सं. 0219/2026   दिनांक 30.08.2026
धारा: 191(2), 191(3), 190, 109(1), 324(4) BNS व 7 सीएलए एक्ट
सूचक: उ.नि. सत्यवीर सिंह. जुलूस के दौरान कटघर चौराहे पर दो समुदायों के बीच पथराव हुआ; भीड़ में शामिल 14 नामजद व 60-70
अज्ञात व्यक्तियों ने ईंट-पत्थर फेंके, एक सिपाही को चोट आई, दो दुकानें व एक ई-रिक्शा क्षतिग्रस्त। नामजद में क्र.सं. 9 इमरान उर्फ छोटू
पुत्र मो. यासीन निवासी कटघर।
""")
u("backlog/2026-08/notice Shakir kiraya.docx", "typed_note_docx", L, "2026-08-14", ["C03"], [], """
SYED TARIQ HASAN, Advocate, Moradabad                                   Dated 14.08.2026
To, Mohd. Shakir s/o Mohd. Rafi, tenant of the ground-floor karkhana in House No. 2/61, Mohalla Peerzada, Moradabad
NOTICE (UP Regulation of Urban Premises Tenancy Act, 2021)
My client Smt. Kaushal Rastogi, landlady: rent Rs. 6,500 per month unpaid since December 2025 (9 months, Rs. 58,500).
You have also let a part of the karkhana to one Wasim, who runs a polishing unit there, without written consent.
Pay the arrears within one month, failing which an application for eviction will be filed before the Rent Authority.
""")
u("backlog/2026-09/WhatsApp Image 2026-09-07 at 16.22.41.jpeg", "document_photo", "GST portal (payment receipt)", "2026-09-07", ["C02"], [], """
GST PMT-06 / Challan  CPIN 26090900xxxxxx   Payment successful   07/09/2026 16:19
GSTIN 09AXXPN4xxxxx1ZQ  NOOR METAL CRAFT
Pre-deposit for appeal (10% of disputed tax): Rs. 68,432  (IGST 0, CGST 34,216, SGST 34,216)
""")
u("backlog/2026-10/Sessions bail reject Imran.pdf", "document_scan", "Sessions Judge, Moradabad", "2026-10-09", ["C08"], [], """
IN THE COURT OF SESSIONS JUDGE, MORADABAD    Bail Application No. 2876 of 2026
Imran @ Chhotu vs State of U.P.   Case Crime No. 0219/2026, PS Katghar
ORDER: The applicant is named in the FIR and is seen in the video clip collected by the police pelting stones. Offences
are serious and affect public order. No ground for bail. Rejected.       Dated 09.10.2026     sd/- Sessions Judge
""")

# ---------------- Oct-Dec 2026
u("backlog/2026-10/IMG_20261020_171204.jpg", "handwritten_note_photo", L, "2026-10-20", ["C01"], ["C01-H01"], """
20/10/26  Comm. Court — Zaidi v. Hartmann
D2 (Kapoor Sourcing) — Agarwal ne vakalatnama diya. D1 Hamburg — service nahi.
Mishra sb: summons D1 by e-mail (O.V r.9 as amended) allowed, Shahid bhai to give buyer's email ids.
ND 25/11 — WS of D2.   Agarwal: "hum to sirf agent the" — pata tha.
""")
u("backlog/2026-10/rubina MACT 28.10.txt", "typed_note_txt", L, "2026-10-28", ["C05"], ["C05-H01"], """
28.10.2026  MACT Court 1  Rubina vs Jagdish Singh (Salim accident, NH-9 Pakbara)
Insurer's WS already on record (Saxena): driver Rampal had LMV licence only, not HGV; denies negligence.
Owner Jagdish Singh served, absent -> ex parte against owner.
Issues framed today (5). Claim Rs. 48,50,000.
Next date 20.01.2027 for PE — Rubina PW1. Saqib to bring her with Aadhaar + marriage proof.
""")
u("backlog/2026-10/GST noor 29 oct.txt", "typed_note_txt", L, "2026-10-29", ["C02"], ["C02-H01"], """
29 oct 26 - Noor Metal Craft GST appeal (Dubey sb, Vanijya Kar Bhawan)
personal hearing. Gautam (DR) - supplier Shiv Shakti Metals ka jurisdiction (Ghaziabad) se report mangayi hai, abhi nahi aayi.
Dubey sb: "supplier ke GSTR-1 aur 3B dikhaiye, aur payment bank se hua ya cash?" -> Anees bhai se bank statement 2023-24.
ND 03.12.2026.
""")
u("backlog/2026-11/ST 402-2026 charge order 05.11.2026.pdf", "certified_order_sheet_scan", "Court of ADJ-5, Moradabad", "2026-11-05", ["C06"], ["C06-H01"], """
न्यायालय अपर सत्र न्यायाधीश, कोर्ट संख्या-5, मुरादाबाद
सत्र परीक्षण संख्या 402/2026   राज्य बनाम राजीव चौहान आदि   मु.अ.सं. 0087/2026 थाना पाकबड़ा
05.11.2026
पुकार करायी गयी। अभियुक्तगण राजीव चौहान, श्रीमती संतोष देवी एवं संजीव चौहान जमानत पर उपस्थित। ए.डी.जी.सी. उपस्थित।
अभियुक्तगण के विरुद्ध धारा 80, 85 बी.एन.एस. व 3/4 दहेज प्रतिषेध अधिनियम में आरोप विरचित कर पढ़कर सुनाया गया।
अभियुक्तगण ने आरोप से इंकार किया, विचारण की मांग की। अभियोजन साक्ष्य हेतु दिनांक 10.12.2026 नियत।   ह0 अपठनीय
""")
u("backlog/2026-11/munshi register 2-7 nov.jpg", "handwritten_note_photo", M, "2026-11-07", ["C03", "C06", "C07"], ["C03-H01", "C06-H01", "C07-H01"], """
رجسٹر تاریخ پیشی — نومبر ۲۰۲۶
۰۲-۱۱  کرایہ کیس (رستوگی بنام شاکر) — اے سی ایم صاحب — کرایہ دار حاضر، جواب کے لیے وقت — آئندہ تاریخ ۳۰-۱۱
۰۵-۱۱  سیشن ٹرائل ۴۰۲ (نیہا) — کورٹ ۵ — چارج لگ گیا، تینوں ملزم حاضر — آئندہ ۱۰-۱۲ گواہ
۰۷-۱۱  بٹوارہ مغل پورہ (شبانہ) — سول جج سینئر — عارف کا بیان تحریری داخل، ہبہ کی بات — آئندہ ۱۹-۱۲ جواب الجواب
(हिंदी) 07.11 — शबाना आपा को फोन किया, फीस बाकी Rs. 5,000
""")
u("backlog/2026-11/IMG_20261103_190455.jpg", "document_photo", L, "2026-11-03", ["C01"], [], """
RECEIPT  No. 214        Syed Tariq Hasan, Advocate, Moradabad        Date 03.11.2026
Received with thanks from M/s Zaidi Brass Art Exports (Shahid Zaidi) Rs. 50,000/- (Rupees fifty thousand only)
by NEFT towards professional fee, Commercial Suit No. 27 of 2026 (Zaidi vs Hartmann). Balance at final hearing.
""")
u("backlog/2026-11/zaidi WS 25 nov.txt", "typed_note_txt", L, "2026-11-25", ["C01"], ["C01-H02"], """
25.11.2026  Zaidi v Hartmann - Commercial Court
D2 Kapoor Sourcing WS filed (Agarwal): 'only a buying agent of D1, no privity, 4% commission was from D1 not from plaintiff';
also says goods had "tarnish / coating defects" - no such mail ever came. D1 served by e-mail on 02.11.2026 - absent.
120 days for D1 WS will run. Next date 09.02.2027 for case management hearing.
To do: replication to D2's WS within 30 days; list of documents; affidavit of admission-denial.
""")
u("backlog/2027-01/WhatsApp Chat with Faiz Naqvi Adv Allahabad.txt", "whatsapp_export", "Faiz Abbas Naqvi (HC correspondent) / " + L, "2027-01-18", ["C08"], ["C08-H01", "C08-H02", "C08-H03"], """
16/11/2026, 14:02 - Faiz Naqvi Adv HC: Tariq bhai, Imran @ Chhotu bail (31427/2026) aaj court 73 me laga tha. Singhal J. AGA Ashutosh Tiwari ne instructions ke liye time maanga. Next 14.12.2026
16/11/2026, 14:05 - Tariq Hasan Adv: Theek. Co-accused Danish ki bail ka order bhejta hoon, parity banegi.
14/12/2026, 15:40 - Faiz Naqvi Adv HC: C.A. aa gaya State ka. Criminal history 2 cases dikhaye - 1 NCR aur ek 2019 ka 151 CrPC challan. Maine bataya dono me koi conviction nahi. Judge ne parity ka poocha. Next 18.01.2027
18/01/2027, 13:12 - Faiz Naqvi Adv HC: Mubarak ho - bail allowed. Personal bond + 2 sureties. Condition: trial me co-operate, gawahon ko na dhamkaye. Order kal upload hoga.
18/01/2027, 13:15 - Tariq Hasan Adv: Alhamdulillah. Yaseen sahab ko bata deta hoon. Aapki fees 15,000 bhej di.
""")
u("backlog/2026-12/WhatsApp Chat with Saqib Jr.txt", "whatsapp_export", J + " / " + L, "2026-12-04", ["C03", "C02", "C04"], ["C03-H02", "C02-H02", "C04-H02"], """
30/11/26, 12:15 - Saqib Jr: Sir kiraya case - Naushad Ali ne jawab laga diya. Shakir kehta hai kiraya cash me marhoom Rastogi ji ko deta tha, sub-letting se inkaar.
30/11/26, 12:17 - Saqib Jr: ACM sb ne order kiya 30 din me baqaya Rs. 58,500 jama karo. ND 11.01.27
30/11/26, 12:20 - Tariq Hasan Adv: Good. Order ki copy ki application laga do.
03/12/26, 13:02 - Saqib Jr: Noor GST - Dubey sb ne phir date di, Ghaziabad wali report nahi aayi. ND 14/01/27
04/12/26, 11:48 - Saqib Jr: Sir Varshney 138 me accused gair haazir. Madam ne BW 10,000 ka jaari kiya. ND 08/01/2027
04/12/26, 11:50 - Tariq Hasan Adv: Haji sahab ko bata do. Warrant thane pe pairvi karna.
""")
u("backlog/2026-12/neha PW1 chief 10.12.txt", "typed_note_txt", L, "2026-12-10", ["C06"], ["C06-H02"], """
10.12.26 ST 402/26 Neha dowry death - ADJ 5 (Pandey sb)
PW1 Ram Autar Saini (father) - chief today by ADGC Yogendra Pal Singh, I assisted.
Bayan: shaadi 22.04.2023; dahej me Rs. 3,00,000 + Splendor motorcycle diya; baad me Alto car aur Rs. 2 lakh ki maang;
Neha ne 10.01.2026 ko phone pe bataya "maar peet karte hain". 15.01.2026 ko maut ki khabar.
Cross deferred on request of Sharma (defence). ND 21.01.2027.
""")

# ---------------- Jan-Mar 2027
u("backlog/2027-01/munshi register jan page.jpg", "handwritten_note_photo", M, "2027-01-11", ["C04", "C03"], ["C04-H03", "C03-H03"], """
رجسٹر تاریخ پیشی — جنوری ۲۰۲۷
۰۸-۰۱  ۱۳۸ (انصاری بنام ورشنے) — اے سی جے ایم ۳ — ملزم حاضر، وارنٹ منسوخ، ضمانت — آئندہ ۱۲-۰۲
۱۱-۰۱  کرایہ کیس — شاکر نے صرف ۲۶۰۰۰ جمع کیے، باقی کے لیے وقت — آئندہ ۱۵-۰۲
(हिंदी) किरायेदार ने 26,000 जमा किया, बाकी 32,500
""")
u("backlog/2027-01/Noor GST arguments 14.01.2027.docx", "typed_note_docx", L, "2027-01-14", ["C02"], ["C02-H03"], """
NOOR METAL CRAFT — GST APPEAL No. 417/2026 — note of hearing dated 14.01.2027
Before: Sri R.N. Dubey, Addl. Commissioner Gr-2 (Appeals)-I.   For the department: Sri O.P. Gautam.
Argued: (1) all 23 invoices of Shiv Shakti Metals paid through bank (Union Bank, Peerzada); (2) e-way bills generated;
(3) supplier's registration was live on the portal on the invoice dates up to 30.09.2023 - retrospective cancellation
cannot defeat a bona fide buyer (s. 16(2)); (4) goods (brass ingots, 7.2 MT) entered in stock register.
Department: invoices after the cancellation date are not eligible.
Dubey sb: written submissions in 7 days with the invoice-wise chart. Order on 18.02.2027.
""")
u("backlog/2027-01/IMG_20270121_182233.jpg", "handwritten_note_photo", L, "2027-01-21", ["C05", "C06"], ["C05-H02", "C06-H03"], """
20 & 21 Jan '27
(1) Rubina MACT - 20/1 - PW1 Rubina ka bayan. Saxena ka cross: Salim ki aamdani ka saboot? - Hilal Brass ka certificate,
    18,000 p.m. Bachche 3 (Aman 9, Sana 6, Zoya 3). Gawah theek rahi. ND 3/3 - PW2 Aslam (eye witness).
(2) Neha ST 402 - 21/1 - PW1 Ram Autar ka cross by Sharma vakeel - 2 ghante. Suggestion: Neha depression me thi, suicide.
    Ram Autar ne inkaar kiya. Car ki maang wali baat pe tika raha. ND 25/2 - PW2 maa (Kamla).
""")
u("backlog/2027-01/Bail order Imran 18.01.2027.pdf", "certified_order_sheet_scan", "Allahabad High Court, Court No. 73", "2027-01-18", ["C08"], ["C08-H03"], """
HIGH COURT OF JUDICATURE AT ALLAHABAD
Criminal Misc. Bail Application No. 31427 of 2026   Applicant: Imran @ Chhotu   Opposite Party: State of U.P.
Counsel for Applicant: Faiz Abbas Naqvi, Syed Tariq Hasan   Counsel for Opposite Party: G.A.
Hon'ble Rajesh Kumar Singhal, J.
1. Heard learned counsel for the applicant and learned A.G.A. for the State.
2. The applicant is in jail since 31.08.2026 in Case Crime No. 0219 of 2026, PS Katghar, Moradabad.
3. Co-accused Danish has been granted bail; the role of the applicant is similar. The criminal history of two cases is
explained; no conviction. Without expressing any opinion on the merits, let the applicant be released on bail on his
furnishing a personal bond and two sureties each in the like amount to the satisfaction of the court concerned.
Order Date: 18.1.2027
""")
u("backlog/2027-02/OS 588-2025 issues 06.02.2027.pdf", "certified_order_sheet_scan", "Court of Civil Judge (S.D.), Moradabad", "2027-02-06", ["C07"], ["C07-H03"], """
न्यायालय सिविल जज (सीनियर डिवीजन), मुरादाबाद    मूल वाद संख्या 588/2025   शबाना परवीन बनाम मो. आरिफ आदि
06.02.2027   पुकार करायी गयी। वादिनी की ओर से विद्वान अधिवक्ता उपस्थित। प्रतिवादी सं. 1 के अधिवक्ता उपस्थित।
वाद बिन्दु विरचित किये गये:
1. क्या वादिनी वादग्रस्त भवन संख्या 114, मोहल्ला मुगलपुरा में 7/48 अंश की स्वामिनी है?
2. क्या हाजी अब्दुल मजीद ने दिनांक 11.06.2019 को प्रतिवादी सं. 1 के पक्ष में वैध हिबा मय कब्जा किया?
3. क्या वाद कम मूल्यांकित है?  4. क्या वाद कालबाधित है?  5. क्या वाद पक्षकारों के असंयोजन से बाधित है?  6. अनुतोष?
वादी साक्ष्य हेतु दिनांक 20.03.2027 नियत।
""")
u("backlog/2027-02/CS27-2026 order 09.02.2027.pdf", "certified_order_sheet_scan", "Commercial Court, Moradabad", "2027-02-09", ["C01"], ["C01-H03"], """
IN THE COURT OF COMMERCIAL COURT, MORADABAD     Commercial Suit No. 27 of 2026
M/s Zaidi Brass Art Exports vs Hartmann Home Decor GmbH & Anr.
09.02.2027   Case management hearing (Order XV-A CPC as applicable to commercial disputes).
Present: Sri Syed Tariq Hasan for the plaintiff; Sri Vivek Agarwal for defendant no. 2. None for defendant no. 1.
Defendant no. 1 served by e-mail on 02.11.2026; no written statement within 120 days; its right to file WS stands
forfeited. Replication to the WS of D2 on record. Issues framed:
1. Whether defendant no. 2 acted as agent of defendant no. 1 and is liable with it? 2. Whether the goods were defective?
3. Whether the plaintiff is entitled to USD 48,600 / Rs. 40,35,000? 4. Interest? 5. Relief.
Timeline: plaintiff's affidavits of evidence within 4 weeks; cross-examination on 16.03.2027; no adjournment without costs.
Put up on 16.03.2027.
""")
u("backlog/2027-02/Appeal order Noor Metal 18.02.2027.pdf", "certified_order_sheet_scan", "Addl. Commissioner Gr-2 (Appeals)-I, State Tax, Moradabad", "2027-02-18", ["C02"], ["C02-H04"], """
OFFICE OF THE ADDITIONAL COMMISSIONER GRADE-2 (APPEALS)-I, STATE TAX, MORADABAD
Appeal No. 417/2026   M/s Noor Metal Craft vs Deputy Commissioner, State Tax, Sector-4   Order dated 18.02.2027
The supplier's registration was cancelled on 12.02.2024 with effect from 01.10.2023. Invoices up to 30.09.2023 were
issued by a registered person, paid through bank and supported by e-way bills: ITC of Rs. 5,12,900 on them is allowed.
Invoices dated on or after 01.10.2023: ITC of Rs. 1,71,420 is not allowed; interest thereon payable; penalty reduced
proportionately. The appeal is partly allowed.              sd/- R.N. Dubey, Additional Commissioner Gr-2 (A)-I
""")
u("backlog/2027-02/ACJM3 ordersheet CC 4127-2026.pdf", "certified_order_sheet_scan", "Court of ACJM-3, Moradabad", "2027-02-15", ["C04"], ["C04-H01", "C04-H02", "C04-H03", "C04-H04"], """
न्यायालय अपर मुख्य न्यायिक मजिस्ट्रेट कक्ष सं.-3, मुरादाबाद   परिवाद सं. 4127/2026   मै. अंसारी मेटल स्क्रैप बनाम दीपक वार्ष्णेय   धारा 138 एन.आई. एक्ट
(आदेश पत्रक की प्रमाणित प्रतिलिपि)
23.10.2026  पुकार करायी गयी। परिवादी उपस्थित। अभियुक्त पर समन तामील नहीं। पुनः समन जारी हो। दिनांक 04.12.2026 पेश हो।
04.12.2026  पुकार करायी गयी। अभियुक्त अनुपस्थित, तामील पर्याप्त। अभियुक्त के विरुद्ध रु. 10,000/- का जमानती वारंट जारी हो। नियत तिथि 08.01.2027
08.01.2027  अभियुक्त उपस्थित, वारंट निरस्त। रु. 20,000/- के व्यक्तिगत बंधपत्र व एक जमानतदार पर जमानत। नकलें दी गयीं। नियत तिथि 12.02.2027
12.02.2027  अभियुक्त उपस्थित। धारा 274 बी.एन.एस.एस. के अंतर्गत अभियोग का सार समझाया गया; अभियुक्त ने अपराध से इंकार किया।
            परिवादी साक्ष्य हेतु दिनांक 19.03.2027 नियत।
""")
u("backlog/2027-02/ST402 PW2 Kamla 25.02.docx", "typed_note_docx", L, "2027-02-25", ["C06"], ["C06-H04"], """
ST 402/2026 — State vs Rajeev Chauhan & 2 — 25.02.2027 — ADJ Court 5
PW2 Smt. Kamla (mother of Neha) examined and cross-examined the same day.
Chief: Neha came home on Holi 2025, had marks on arm; said saas Santosh Devi and husband demanded an Alto car.
Cross (Sharma): she admitted she did not go to the police before the death; denied that Neha was treated for depression.
Contradiction sought on "Rs. 2 lakh" (FIR says Rs. 2,00,000 and car - consistent).
Next: PW3 doctor (Dr. Alok Mittal, EMO) on 08.04.2027. ADGC to send summons through CMO.
""")
u("backlog/2027-03/munshi register march.jpg", "handwritten_note_photo", M, "2027-03-20", ["C01", "C04", "C07"], ["C01-H04", "C04-H05", "C07-H04"], """
رجسٹر تاریخ پیشی — مارچ ۲۰۲۷
۱۶-۰۳  کمرشل کورٹ (زیدی) — شاہد صاحب کا حلف نامہ داخل، اگروال صاحب نے جرح کے لیے وقت لیا، ۵۰۰۰ روپے خرچہ — آئندہ ۲۰-۰۴
۱۹-۰۳  ۱۳۸ انصاری — حاجی صاحب کا حلف نامہ (گواہ نمبر ۱) — ملزم کا وکیل جرح کے لیے وقت — آئندہ ۲۳-۰۴
۲۰-۰۳  بٹوارہ (شبانہ) — شبانہ آپا کا حلف نامہ داخل، جرح آئندہ — آئندہ ۰۱-۰۵
(हिंदी) 19.03 — अंसारी 138 अगली तारीख 23.04.2027 (रीडर से पूछी)
""")
u("backlog/2027-03/IMG_20270319_132847.jpg", "handwritten_note_photo", L, "2027-03-19", ["C04"], ["C04-H05"], """
19.3.27  ACJM-3  Ansari v Varshney (138)
CW1 Haji Naseem - affidavit u/s 145 NI Act tendered. Gupta vakeel: cross ke liye time. Madam ne diya.
Madam asked both: "samjhauta ho sakta hai?" Gupta - "party se baat karenge".
Defence = security cheque for future scrap supply. Our ledger + kanta parchi (1,850 kg) ready rakho.
ND 30/4
""")
u("backlog/2027-03/correction varshney ND.txt", "typed_note_txt", L, "2027-03-20", ["C04"], ["C04-H05"], """
20.03.2027 - CORRECTION: Ansari v Varshney 138 - next date is 23.04.2027 (Friday), NOT 30/4 as written in my diary of 19.3.
Nazakat ne reader se confirm kiya. Haji sahab ko bhi bata diya 23 April.
""")
u("backlog/2027-03/rastogi 29.3 affidavits.txt", "typed_note_txt", L, "2027-03-29", ["C03"], ["C03-H05"], """
29/03/2027  Rent Authority (ACM-I) - Rastogi vs Shakir
(15.02 was a blank date - ACM sb VIP duty me the, no sitting; date 29.03 lagi thi.)
Today: landlady's affidavit filed + copy of GST registration of "Wasim Brass Polish" (GSTIN 09xxxxx) showing the principal
place of business as 2/61 Mohalla Peerzada - the same karkhana. Tenant's affidavit: Wasim is only his karigar.
Balance arrears Rs. 32,500 still not deposited. Naushad Ali said he will file an application for spot inspection.
ND 03.05.2027.
""")

# ---------------- Apr-Jul 2027
u("backlog/2027-04/ST402 order 08.04.2027.pdf", "certified_order_sheet_scan", "Court of ADJ-5, Moradabad", "2027-04-08", ["C06"], ["C06-H05"], """
न्यायालय अपर सत्र न्यायाधीश, कोर्ट संख्या-5, मुरादाबाद    एस.टी. 402/2026   राज्य बनाम राजीव चौहान आदि
08.04.2027  पुकार करायी गयी। अभियुक्तगण उपस्थित। ए.डी.जी.सी. उपस्थित। सूचक के अधिवक्ता उपस्थित।
साक्षी डॉ. आलोक मित्तल (पी.डब्लू.-3) समन के बावजूद अनुपस्थित। मुख्य चिकित्सा अधिकारी, मुरादाबाद के माध्यम से
साक्षी को तलब किया जाए; अनुपस्थिति की दशा में दण्डात्मक कार्यवाही की जाएगी। साक्ष्य हेतु दिनांक 13.05.2027 नियत।
""")
u("backlog/2027-04/Rubina PW2 Aslam 07.04.docx", "typed_note_docx", L, "2027-04-07", ["C05"], ["C05-H04"], """
MACT 211/2026 Rubina v Jagdish Singh - 07.04.2027
(3 March: Aslam did not come - his daughter's nikah; date taken by us.)
PW2 Mohd. Aslam (eyewitness, informant of FIR 164/2026) examined today. Says truck came from Rampur side at high speed,
hit Salim's motorcycle from behind near Pakbara cut, driver ran away.
Saxena's cross: only on the licence - driver Rampal had an LMV licence, truck is HGV (goods). Suggestion that Salim came
on the wrong side - denied. Insurer to lead evidence: investigator + DL extract.
ND 19.05.2027.
""")
u("backlog/2027-04/PW1 cross notes Zaidi 20.4.docx", "typed_note_docx", L, "2027-04-20", ["C01"], ["C01-H05"], """
Zaidi Brass Art Exports v Hartmann & Kapoor Sourcing — 20.04.2027 — PW1 Shahid Zaidi cross-examined by Sri Vivek Agarwal
- Admitted: commission of 4% was paid by Hartmann, not by us; no written agency agreement seen by him.
- Put: the e-mails of 14.03.2025 and 02.05.2025 from Rohit Kapoor ("payment will be released after Diwali, please ship")
  - PW1 proved them with certificate u/s 63 BSA (electronic record).
- Denied: any complaint of tarnish; no rejection note was ever received.
- Cross lasted about 1.5 hours. Costs of Rs. 5,000 of 16.03 paid by Agarwal today.
Next: 13.07.2027 - PW2 Faizan Ahmad (export manager) with bills of lading.
""")
u("backlog/2027-04/varshney CW1 cross 23 april.txt", "typed_note_txt", L, "2027-04-23", ["C04"], ["C04-H06"], """
23 april 27 - Ansari 138 - ACJM 3
CW1 Haji Naseem cross by Gupta - part. Gupta: cheque was blank security cheque given in 2025 for future supply.
Haji sahab: kanta parchi and ledger show 1,850 kg delivered in April 2026 - remained firm.
Off record Gupta ne offer kiya Rs. 3,00,000 full & final - Haji sahab ne mana kar diya (cheque 4,62,500 ka hai).
Cross baaki. ND 04.06.2027.
""")
u("backlog/2027-05/munshi register may.jpg", "handwritten_note_photo", M, "2027-05-03", ["C07", "C03"], ["C07-H05", "C03-H06"], """
رجسٹر تاریخ پیشی — مئی ۲۰۲۷
۰۱-۰۵  بٹوارہ (شبانہ) — صدیقی صاحب نے شبانہ آپا سے جرح کی — آئندہ ۱۷-۰۷ (جون کی چھٹی)
۰۳-۰۵  کرایہ کیس — نوشاد علی کی درخواست موقع معائنہ منظور، امین رپورٹ دے گا — آئندہ ۰۵-۰۷
""")
u("backlog/2027-05/Shabana PW1 cross 1 May.docx", "typed_note_docx", L, "2027-05-01", ["C07"], ["C07-H05"], """
OS 588/2025 Shabana Parveen v Mohd. Arif — 01.05.2027 — PW1 cross-examined by Sri Iqbal Ahmad Siddiqui
- Shabana: abbu (Haji Abdul Majeed) lived in House 114 till his death on 03.02.2024; ammi Zubaida Begum still lives there.
- The hibanama of 11.06.2019 was never shown in the family; she saw it first with Arif's WS.
- Siddiqui's suggestion: she got her share in mehr/jahez - denied. Admitted she lives in Bareilly since her marriage.
- Shares under Muslim law: widow 1/8; residue to 2 sons and 2 daughters (son = two daughters) -> each daughter 7/48.
ND 17.07.2027 — PW2 Zubaida Begum (mother).
""")
u("backlog/2027-05/Rent Case 14 order 03.05.2027.pdf", "certified_order_sheet_scan", "Rent Authority (ACM-I), Moradabad", "2027-05-03", ["C03"], ["C03-H06"], """
न्यायालय किराया प्राधिकारी / अपर नगर मजिस्ट्रेट-प्रथम, मुरादाबाद
वाद संख्या 14/2026   श्रीमती कौशल रस्तोगी बनाम मो. शाकिर   उ.प्र. नगरीय परिसर किरायेदारी विनियमन अधिनियम 2021
03.05.2027  पुकार करायी गयी। उभयपक्ष के अधिवक्ता उपस्थित। किरायेदार की ओर से मौका मुआयना हेतु प्रार्थना पत्र प्रस्तुत।
सुना। प्रार्थना पत्र स्वीकार। अमीन तहसील सदर मौके पर जाकर परिसर 2/61 मोहल्ला पीरज़ादा में चल रही इकाइयों की रिपोर्ट प्रस्तुत करें।
किरायेदार शेष बकाया रु. 32,500 जमा करे। आख्या हेतु दिनांक 05.07.2027 नियत।        ह0 अपर नगर मजिस्ट्रेट-प्रथम
""")
u("backlog/2027-05/PXL_20270513_114502.jpg", "handwritten_note_photo", L, "2027-05-13", ["C06"], ["C06-H06"], """
13/5/27  ST 402 - Neha - Court 5
PW3 Dr. Alok Mittal (EMO) aaye - CMO ke through. Bayan: ligature mark + 2 chotein (left arm contusion, right forearm
abrasion) - ante mortem, maut se pehle ki. Sharma's cross: hanging suicidal ho sakti hai? Dr: "ligature se yeh kehna mushkil,
par chotein 24 ghante ke andar ki". Good for us.
IO SI Rakesh Tomar ab Bareilly me posted - Pandey sb: SSP Bareilly ke through summons. ND 19/8
""")
u("backlog/2027-05/MACT 211-2026 order 19.05.2027.pdf", "certified_order_sheet_scan", "MACT Court No. 1, Moradabad", "2027-05-19", ["C05"], ["C05-H05"], """
IN THE COURT OF MOTOR ACCIDENT CLAIMS TRIBUNAL, COURT NO. 1, MORADABAD
Claim Petition No. 211 of 2026   Smt. Rubina & Ors. vs Jagdish Singh & Anr.
19.05.2027  Called out. Claimants with counsel present. Sri R.K. Saxena for the insurer present. Owner ex parte.
Claimants' evidence closed. Learned counsel for the insurer states that the company is willing to pay Rs. 24,50,000 in
full and final settlement. Claimant no. 1 is not agreeable. Insurer to lead evidence. Put up on 21.07.2027.
""")
u("backlog/2027-07/WhatsApp Chat with Shakeel Rubina ke bhai.txt", "whatsapp_export", "Shakeel (brother of Rubina) / " + L, "2027-07-21", ["C05"], ["C05-H05", "C05-H06"], """
19/05/2027, 16:10 - Shakeel Rubina Bhai: Vakeel sahab aadab. Aaj insurance wale 24 lakh 50 hazar de rahe the, baji ne mana kar diya thik kiya?
19/05/2027, 16:25 - Tariq Hasan Adv: Aadab. Haan. Claim 48.5 lakh ka hai; 3 bachche hain. Kam se kam 32-35 lakh banta hai. Agli tareekh 21 July.
21/07/2027, 15:02 - Shakeel Rubina Bhai: aaj kya hua janab?
21/07/2027, 15:20 - Tariq Hasan Adv: Insurance ka gawah Vikas Tyagi (investigator) aaya. Maine jirah ki - usne maana ki driver Rampal ka licence RTO Rampur se verify hi nahi karaya, sirf photocopy dekhi. Ab bahas 15 September.
21/07/2027, 15:21 - Shakeel Rubina Bhai: Allah aapko khush rakhe
""")
u("backlog/2027-07/WhatsApp Chat with Saqib Jr (2).txt", "whatsapp_export", J + " / " + L, "2027-07-05", ["C03", "C05", "C04"], ["C03-H04", "C05-H03", "C04-H07", "C03-H07"], """
15/02/27, 11:30 - Saqib Jr: Sir Rastogi kiraya case - ACM sb aaj nahi baithe, VIP duty. Date 29.03.27 lagi.
03/03/27, 12:40 - Saqib Jr: Sir Rubina MACT - Aslam (PW2) nahi aaya, beti ka nikah hai. Humne date li. ND 07/04/27
03/03/27, 12:42 - Tariq Hasan Adv: ok. Aslam ko agli baar khud le aana.
04/06/27, 10:55 - Saqib Jr: Sir aaj bar ki hartal hai (Bar Association ka prastav - vakeel pe hamla Kanth Road). Varshney 138 me koi kaam nahi. ND 16.07.2027
05/07/27, 13:30 - Saqib Jr: Sir kiraya case me amin ki report aa gayi: parisar me 2 unit chal rahi hain, ek par board "Wasim Brass Polish", alag bijli meter. Naushad Ali ne objection ke liye time liya.
05/07/27, 13:31 - Saqib Jr: ND 09/08/27 bahas
05/07/27, 13:40 - Tariq Hasan Adv: Badhiya. Report ki nakal nikalwa lo.
""")
u("backlog/2027-07/zaidi PW2 13 july.txt", "typed_note_txt", L, "2027-07-13", ["C01"], ["C01-H06"], """
13.07.2027 - Commercial Court - Zaidi v Hartmann
PW2 Faizan Ahmad (export manager, Zaidi Brass Art) - proved 3 bills of lading (ICD Moradabad -> Hamburg), shipping bills
and the BRC status 'unrealised'. Agarwal's cross short (20 minutes) - only asked whether Kapoor ever signed a guarantee. No.
Plaintiff's evidence closed. Next 24.08.2027 - DE (Rohit Kapoor DW1).
""")
u("backlog/2027-07/Ansari 138 16.07.docx", "typed_note_docx", L, "2027-07-16", ["C04"], ["C04-H08"], """
Ansari Metal Scrap v Deepak Varshney - CC 4127/2026 - ACJM-3 - 16.07.2027
(04.06 - strike, no work.)
CW1 cross concluded today. Last questions on the kanta parchi of 1,850 kg and the GST invoices of April 2026. Haji sahab firm.
Our application u/s 94 BNSS allowed - summon the branch manager / official of Bank of Baroda, Kanth Road with the return memo
and the account statement of the accused. ND 27.08.2027.
""")
u("backlog/2027-07/IMG-20270717-WA0007.jpg", "handwritten_note_photo", L, "2027-07-17", ["C07"], ["C07-H06"], """
17/7/27 (Sat) Civil Judge SD - Shabana batwara
PW2 Zubaida Begum (walida) - bayan: "marhoom ne koi hiba nahi kiya, makaan me hum sab rehte the, Arif upar wale hisse me".
Jirah Siddiqui: umar 71, padhi-likhi nahi - maana ki Arif bijli ka bill bharta hai. Hiba ke gawah Hafiz Jameel ko nahi jaanti.
PE closed. ND 4/9 - DE (Arif).
""")
u("backlog/2027-07/WhatsApp Chat with Shabana Aapa.txt", "whatsapp_export", "Shabana Parveen / " + L, "2027-07-17", ["C07"], ["C07-H02", "C07-H03", "C07-H06"], """
19/12/2026, 13:05 - Tariq Hasan Adv: Shabana aapa, aaj replication (jawab-ul-jawab) laga diya. Agli tareekh 6 Feb 2027.
19/12/2026, 13:20 - Shabana Aapa: Shukriya bhai. Arif bhai ne ammi ko phir dhamkaya hai
06/02/2027, 12:45 - Tariq Hasan Adv: Issues ban gaye - 6 issues. Hiba wala issue Arif par hai (burden). Aapka bayan 20 March ko.
06/02/2027, 12:47 - Shabana Aapa: ji, Bareilly se aa jaungi
17/07/2027, 14:10 - Tariq Hasan Adv: Ammi ka bayan ho gaya, acchi rahi. Humari gawahi khatam. Ab Arif ki gawahi 4 September ko.
17/07/2027, 14:30 - Shabana Aapa: Alhamdulillah. fees ka 10,000 bhej diya hai Google Pay se
""")

# ---------------- Aug-Oct 2027
u("backlog/2027-08/PXL_20270809_161020.jpg", "handwritten_note_photo", L, "2027-08-09", ["C03"], ["C03-H08"], """
9/8/27  Rent Authority - Rastogi v Shakir - bahas
Humari bahas: s. 21(2) - (a) arrears > 2 months, balance Rs. 32,500 still not deposited despite order of 30.11.26 & 3.5.27;
(b) sub-letting w/o written consent - amin report, Wasim's GST regn, separate meter.
Naushad Ali: Wasim karigar hai, partner nahi; kiraya cash me diya.
ACM sb: order reserved. ND 18/10 for order.
(Call: Kaushal ji - betiyan chahti hain karkhana khali ho to godown banayein.)
""")
u("backlog/2027-08/IO evidence 19 aug.txt", "typed_note_txt", L, "2027-08-19", ["C06"], ["C06-H07"], """
19.08.2027  ST 402/26 - Neha dowry death - Court 5
PW4 SI Rakesh Tomar (IO) came from Bareilly. Proved site plan, inquest, arrest of 3 accused on 18.01.2026, statements of
neighbours; recovery of the dupatta. Sharma's cross: no independent witness of dowry demand in the village - IO admitted.
ADGC closed the prosecution evidence. Next 21.10.2027 - statements of accused u/s 351 BNSS.
Ram Autar ji ko bataya: DW aa sakte hain, defence ne 2 gawah ki list di hai.
""")
u("backlog/2027-08/varshney CW2 bank 27.8.txt", "typed_note_txt", L, "2027-08-27", ["C04"], ["C04-H09"], """
27/08/27 - ACJM 3 - Ansari v Varshney
CW2 Sri Pankaj Saxena, Deputy Manager, Bank of Baroda Kanth Road - proved return memo dt 16.05.2026 (funds insufficient)
and the statement: balance on 16.05.2026 was Rs. 11,240 only. Gupta's cross: no question on signature.
Complainant's evidence closed. ND 22.10.2027 for statement of accused u/s 351 BNSS.
""")
u("backlog/2027-08/munshi register aug.jpg", "handwritten_note_photo", M, "2027-08-27", ["C06", "C01", "C04"], ["C06-H07", "C01-H07", "C04-H09"], """
رجسٹر تاریخ پیشی — اگست ۲۰۲۷
۱۹-۰۸  سیشن ٹرائل ۴۰۲ — آئی او راکیش تومر کا بیان — استغاثہ کی گواہی ختم — آئندہ ۲۱-۱۰
۲۴-۰۸  کمرشل کورٹ (زیدی) — روہت کپور (ڈی ڈبلیو ۱) کا حلف نامہ، جرح ادھوری — آئندہ ۲۸-۰۹
२७-०८  अंसारी 138 — बैंक वाले का बयान — परिवादी साक्ष्य बंद — अगली तिथि 22.10.2027
""")
u("backlog/2027-08/Zaidi DW1 chief 24.08.docx", "typed_note_docx", L, "2027-08-24", ["C01"], ["C01-H07"], """
Zaidi v Hartmann — 24.08.2027 — DW1 Rohit Kapoor (partner, Kapoor Sourcing Services) — affidavit in chief filed
His case: Kapoor Sourcing only 'facilitated' - the buyer paid its commission; it had no authority to promise payment.
Our cross (part): confronted with his mail of 02.05.2025 "payment will be released after Diwali, please ship" -
he admitted the mail but said "it was the buyer's message forwarded". Asked about the 4% - admitted it was on the invoice value.
Cross remaining. Next 28.09.2027.
""")
u("backlog/2027-09/mughalpura 4.9.txt", "typed_note_txt", L, "2027-09-04", ["C07"], ["C07-H04", "C07-H07"], """
04.09.2027 (Sat) - Shabana batwara - CJSD
Presiding officer on leave (Chaudhary sb) - no work, date given 16.10.2027 for DE (Arif's affidavit).
Reminder: PW1 affidavit of 20.03 was filed with the tax bill of House 114 and the hibanama copy; Siddiqui had taken time then.
""")
u("backlog/2027-09/rubina args 15.9.txt", "typed_note_txt", L, "2027-09-15", ["C05"], ["C05-H07"], """
15/9/27 MACT 1 - Rubina v Jagdish - arguments
Our argument part: income Rs. 18,000 p.m. + 40% future prospects (age 34), deduction 1/4 (4 dependants), multiplier 16;
consortium and funeral. Our calculation: about Rs. 33,00,000. Pay and recover against the insurer on the licence point.
MACT sb short of time (a Lok Adalat-type list), rest of arguments and Saxena's reply next. ND 27.10.2027.
""")
u("backlog/2027-09/Commercial court cause list 28.09.2027.pdf", "cause_list_pdf", "District Courts, Moradabad", "2027-09-27", ["C01"], [], """
DISTRICT COURT, MORADABAD — CAUSE LIST FOR 28.09.2027 (TUESDAY)
COMMERCIAL COURT, MORADABAD (Sri Anand Prakash Mishra)
Sl.  Case No.                 Parties                                              Stage
1    Comm. Suit 11/2025       M/s Rajdhani Brass vs M/s Gupta Handicrafts           Arguments
2    Comm. Suit 27/2026       M/s Zaidi Brass Art Exports vs Hartmann Home Decor   DE (cross of DW1)
3    Comm. Execution 4/2026   State Bank of India vs M/s Oriental Metal Works       Objection
4    Comm. Appeal 2/2027      M/s Nafees Exports vs Union of India                 Admission
""")
u("backlog/2027-09/Zaidi DW1 cross 28.09.docx", "typed_note_docx", L, "2027-09-28", ["C01"], ["C01-H08"], """
Zaidi v Hartmann — 28.09.2027 — DW1 Rohit Kapoor — cross concluded
Admitted: Kapoor Sourcing raised the purchase orders on its own letterhead; the buyer never wrote to the plaintiff directly.
Admitted he visited the Zaidi karkhana at Gandhi Nagar twice for quality checks and passed the goods (inspection reports).
Defendants' evidence closed by Agarwal. Mishra sb: written arguments to be filed 1 week before. Final arguments 26.10.2027.
""")
u("backlog/2027-10/DW1 affidavit Arif 16.10.txt", "typed_note_txt", L, "2027-10-16", ["C07"], ["C07-H08"], """
16.10.27 (Sat) - Shabana batwara - Civil Judge (SD) Chaudhary sb
DW1 Mohd. Arif - affidavit in chief filed by Siddiqui: says the hiba was oral, made on 11.06.2019 before Hafiz Jameel
Ahmad and Mohd. Younus, possession delivered, he pays the house tax and electricity bill since then.
Our cross next date. Need: Nagar Nigam record - tax bill 2025-26 is still in the name of Haji Abdul Majeed (waris).
ND 20.11.2027 - cross of DW1.
""")
u("backlog/2027-10/munshi register oct.jpg", "handwritten_note_photo", M, "2027-10-16", ["C07", "C01"], ["C07-H08", "C01-H08"], """
رجسٹر تاریخ پیشی — ستمبر / اکتوبر ۲۰۲۷
۲۸-۰۹  کمرشل کورٹ (زیدی) — کپور کی جرح مکمل، ڈی ای بند — آئندہ ۲۶-۱۰ بحث
۱۶-۱۰  بٹوارہ (شبانہ) — عارف کا حلف نامہ داخل — آئندہ ۲۰-۱۱ جرح
""")
u("backlog/2027-10/Plan 18-27 Oct.docx", "typed_note_docx", L, "2027-10-16", ["C03", "C06", "C04", "C01", "C05"], [], """
PLAN — 18 Oct to 27 Oct 2027
Mon 18/10  Rent Authority (ACM-I) - Rastogi v Shakir - ORDER. Saqib to attend; Kaushal ji informed.
Thu 21/10  Court 5 - Neha ST 402 - 351 BNSS statements of accused. Ram Autar ji to be present.
Fri 22/10  ACJM 3 - Ansari 138 - 351 statement of Varshney. Keep questions list ready.
Tue 26/10  Commercial Court - Zaidi - FINAL ARGUMENTS. Written arguments to be filed by 19/10!
Wed 27/10  MACT 1 - Rubina - remaining arguments + Saxena's reply. Compensation chart (Rs. 33 lakh).
Pending: Shabana - Nagar Nigam certified copy of the tax register (for cross of Arif on 20/11).
""")
