"""The uploads of the Bhagalpur practice: what Awadhesh Jha, his junior Pritam, his Patna associate Shivani and his
muharrir Bhola actually kept."""

L, J, P, K = "Awadhesh Kumar Jha", "Pritam Kumar", "Shivani Priya", "Bhola Prasad Mandal (muharrir)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2023-02/plaint partition suit ramdeo.pdf", "document_scan", L, "2023-02-20", ["C01"], [], """
IN THE COURT OF SUB JUDGE-I, BHAGALPUR
Partition Suit No. 88 of 2023
Ramdeo Mandal, son of late Ramkishun Mandal, resident of village Shankarpur Diara, P.S. Nathnagar, District
Bhagalpur ..... Plaintiff
Versus
1. Sukhdeo Mandal, son of late Lakhan Mandal
2. Bhagwat Mandal  3. Shambhu Mandal, both sons of late Baldeo Mandal, all of village Shankarpur Diara ..... Defendants
PLAINT - suit for partition
1. That the land described in Schedule 'A' is recorded in the R.S. Khatian in the name of Lakhan Mandal, the
common ancestor of the parties.
2. Vanshavali: Lakhan Mandal had three sons - Ramkishun (dead, his son is the plaintiff), Sukhdeo (defendant 1)
and Baldeo (dead, his sons are defendants 2 and 3).
3. The suit land is diara land on the bank of the Ganga. It was cut away by the river after the flood of 1987 and
re-emerged about 2001-02; since then defendant 1 has been cultivating it alone and refuses the plaintiff his share.
4. There has never been any partition by metes and bounds. The plaintiff has 1/3 share.
Prayer: a decree for partition declaring the plaintiff's 1/3 share, his share to be carved out as a separate takhta.
Schedule 'A': Mauza Shankarpur, Thana No. 138, Khata No. 112, Khesra Nos. 345, 346, 351, total rakba 4 bigha
12 katha (diara). Chauhaddi - North: Ganga dhar; South: chaur of Bhagwat Mandal; East: khesra 352; West: rasta.
Verified at Bhagalpur on 20.02.2023.                Advocate for the plaintiff: Awadhesh Kumar Jha
""")
u("backlog/2026-01/WS D1 Sukhdeo scan.pdf", "document_scan", "Binod Bihari Mandal, Advocate (for D1)", "2026-01-09", ["C01"], [], """
IN THE COURT OF SUB JUDGE-I, BHAGALPUR
Partition Suit No. 88 of 2023    Ramdeo Mandal vs Sukhdeo Mandal & Ors.
WRITTEN STATEMENT ON BEHALF OF DEFENDANT NO. 1 SUKHDEO MANDAL
1. The suit as framed is not maintainable and is barred by limitation and by partial partition.
2. There was a panchayati bantwara (family partition) in the year 1998 before the village panch, in which the
diara land of khata 112 fell to the share of defendant 1, and the plaintiff's father took the basgit (homestead)
land at Shankarpur and 1 bigha at mauza Ratipur.
3. Defendant 1 is in exclusive possession of the diara land since it re-emerged in 2002 and pays lagan for it.
4. The claim of 1/3 share is false. The suit be dismissed with costs.
Filed on 09.01.2026.                              Binod Bihari Mandal, Advocate
""")
u("backlog/2026-11/IMG_20261126_101522.jpg", "document_photo", "Dr. S.N. Prasad, Tilkamanjhi", "2026-11-25", ["C01"], [], """
Dr. S. N. PRASAD   M.B.B.S., M.D. (Medicine)
Near Tilkamanjhi Chowk, Bhagalpur    Reg. No. BMC 21xxx
MEDICAL CERTIFICATE                                  Date: 25.11.2026
Certified that Sri Jaiprakash Singh, age 67 yrs, r/o Sikandarpur, Bhagalpur is suffering from viral fever with
hypertension and is advised complete bed rest from 25.11.2026 to 02.12.2026.
                                                     sd/- Dr. S.N. Prasad
""")
u("backlog/2026-04/CO report Ratanpur khesra 412.pdf", "document_scan", "Circle Officer, Jagdishpur", "2026-04-10", ["C02"], [], """
कार्यालय अंचल अधिकारी, जगदीशपुर, भागलपुर
पत्रांक 611 दिनांक 10.04.2026
सेवा में, भूमि सुधार उप समाहर्त्ता, सदर, भागलपुर
विषय: बी.एल.डी.आर. वाद संख्या 318/2025-26 कलावती देवी बनाम रामसागर यादव में प्रतिवेदन।
राजस्व कर्मचारी एवं अंचल निरीक्षक के जाँच प्रतिवेदन के आलोक में प्रतिवेदित है कि मौजा रतनपुर, खाता 56, खेसरा 412,
रकबा 62 डिसमिल रैयती भूमि है। आवेदिका कलावती देवी ने यह भूमि निबंधित केवाला (2019) से खरीदी है; दाखिल-खारिज वाद
संख्या 1841/2019-20 द्वारा जमाबंदी संख्या 712 आवेदिका के नाम से कायम है तथा लगान रसीद 2025-26 तक कटी है।
विपक्षी रामसागर यादव द्वारा बताया गया बंदोबस्ती पर्चा (1972) अंचल के बंदोबस्ती पंजी में दर्ज नहीं पाया गया।
स्थल पर विपक्षी द्वारा भूमि के उत्तरी भाग में बथान बनाया गया है।
                                                     ह०/- अंचल अधिकारी, जगदीशपुर
""")
u("backlog/2026-10/amin mapi report BLDR 318.pdf", "document_scan", "Anchal Amin, Jagdishpur", "2026-10-07", ["C02"], [], """
मापी प्रतिवेदन
बी.एल.डी.आर. वाद संख्या 318/2025-26 (कलावती देवी बनाम रामसागर यादव) - भूमि सुधार उप समाहर्त्ता, सदर के आदेश
दिनांक 12.08.2026 के अनुपालन में
दिनांक 05.10.2026 को दोनों पक्षों को नोटिस (तामिला 03.10.2026) देकर, थाना जगदीशपुर के पुलिस बल की उपस्थिति में
मौजा रतनपुर खेसरा 412 की मापी की गई। कुल रकबा 62 डिसमिल पाया गया।
खेसरा के उत्तरी भाग में लगभग 9 (नौ) डिसमिल पर विपक्षी रामसागर यादव का फूस का बथान एवं बाँस की घेराबंदी पाई गई।
शेष 53 डिसमिल पर आवेदिका का दखल है। नक्शा संलग्न।
                                                     ह०/- अंचल अमीन, जगदीशपुर   07.10.2026
""")
u("backlog/2024-05/FIR Mahila thana 61-2024.pdf", "document_scan", "Mahila Police Station, Bhagalpur", "2024-05-14", ["C03"], [], """
FIRST INFORMATION REPORT (Under Section 154 Cr.P.C.)
District: Bhagalpur   P.S.: Mahila Thana   Case No. 61/2024   Date: 14.05.2024
Sections: 498A, 323, 34 IPC and 3/4 Dowry Prohibition Act
Informant: Rinki Kumari w/o Pankaj Kumar Sah, d/o Bishundeo Sah, r/o Sultanganj, Bhagalpur
Statement: My marriage with Pankaj Kumar Sah took place on 22.04.2022 as per Hindu rites. At the tilak my father
gave Rs. 2,00,000 in cash and articles. After the marriage my husband Pankaj Kumar Sah, father-in-law Bhagirath
Sah and mother-in-law Sunaina Devi, all r/o Mirjanhat, P.S. Tatarpur, began demanding an Apache motorcycle and
Rs. 1,00,000 more, and assaulted me. On 02.02.2024 I was driven out of the house.
                                                     Officer in charge, Mahila P.S., Bhagalpur
""")
u("backlog/2022-03/iqrarnama karghe irfan.jpg", "document_photo", "Md. Irfan Ansari", "2022-03-12", ["C05"], [], """
इकरारनामा (100 रुपया स्टाम्प पेपर)
आज दिनांक 12.03.2022 को मैं मो. इरफान अंसारी, पिता मो. सलीम अंसारी, साकिन नाथनगर, भागलपुर, यह इकरार करता हूँ
कि मैंने मो. शमीम अंसारी, प्रो. चंपानगर तसर सिल्क उद्योग से 4 (चार) हस्तकरघा (हैंडलूम) एवं कतिया धागा हेतु कुल
3,12,000/- (तीन लाख बारह हजार) रुपया करघा ऋण के रूप में प्राप्त किया है। यह ऋण तसर थान की सप्लाई से 750/- रुपया
प्रति थान की दर से चुकाऊँगा। बकाया पर 1% माहवार सूद देय होगा।
गवाह: 1. मो. कलीम (मुनीम)  2. मो. जमील अंसारी
                                        ह० मो. इरफान अंसारी
""")
u("backlog/2023-09/legal notice irfan ansari.docx", "typed_note_docx", L, "2023-09-05", ["C05"], [], """
AWADHESH KUMAR JHA, Advocate
Seat No. 41, Purana Bar Library, Civil Court, Bhagalpur              Dated: 05.09.2023
Regd. Post A.D.
To: 1. Md. Irfan Ansari  2. Md. Salim Ansari, both of Nathnagar, Bhagalpur
Sub: Legal notice for payment of the loom loan
Under instructions from my client Md. Shamim Ansari, proprietor, Champanagar Tasar Silk Udyog: you took a loom
loan of Rs. 3,12,000 on 12.03.2022 for 4 handlooms and katia yarn, to be repaid by supply of tasar than at Rs. 750
per than. Only 96 than were supplied (Rs. 72,000 adjusted) and supply stopped after January 2023. You are called
upon to pay the balance Rs. 2,40,000 with interest within 30 days, failing which a money suit will be filed.
                                                     Advocate
""")
u("backlog/2024-09/decree eviction suit 14-2021.pdf", "document_scan", "Munsif-I, Bhagalpur", "2024-09-12", ["C06"], [], """
IN THE COURT OF MUNSIF-I, BHAGALPUR
Eviction Suit No. 14 of 2021     Gopal Tiwary vs Suresh Prasad Keshri
DECREE
It is ordered and decreed that the defendant do vacate and deliver vacant possession of the shop room
(12 ft x 10 ft) at Khalifabagh Chowk, Bhagalpur, within 60 days, and pay arrears of rent of Rs. 1,12,000/-
(at Rs. 3,500 per month for 32 months) to the plaintiff, with costs of the suit.
Dated 12.09.2024.                                    sd/- Munsif-I, Bhagalpur
""")
u("backlog/2026-08/Nazir report dakhal dihani 08.08.2026.pdf", "document_scan", "Nazir, Civil Court, Bhagalpur", "2026-08-10", ["C06"], [], """
कार्यालय नाजिर, व्यवहार न्यायालय, भागलपुर
इजराय वाद संख्या 6/2025 गोपाल तिवारी बनाम सुरेश प्रसाद केशरी - दखल दिहानी प्रतिवेदन
माननीय मुंसिफ-I के आदेश के अनुपालन में दिनांक 08.08.2026 को कोतवाली थाना के पु.अ.नि. एवं 6 सशस्त्र बल के साथ
खलीफाबाग चौक स्थित दुकान पर पहुँचा। निर्णीत ऋणी अनुपस्थित; ताला गवाहों के समक्ष तोड़ा गया, सामान की सूची बनाकर
डिक्रीदार गोपाल तिवारी को दुकान का दखल दिलाया गया एवं चाभी सौंपी गई।
                                                     ह०/- नाजिर, व्यवहार न्यायालय, भागलपुर  10.08.2026
""")
u("backlog/2026-11/IMG-20261121-WA0017.jpg", "document_photo", "Nazarat, Civil Court, Bhagalpur", "2026-11-21", ["C06"], [], """
CIVIL COURT BHAGALPUR - NAZARAT - DEPOSIT RECEIPT (CHALLAN)
Receipt No. 4471    Date: 21.11.2026
Received from Suresh Prasad Keshri (J.D.) in Execution Case No. 6/2025 (Gopal Tiwary vs Suresh Prasad Keshri)
the sum of Rs. 50,000/- (Rupees fifty thousand only) towards decretal amount.
                                                     Nazir / Cashier
""")
u("backlog/2026-02/special judge excise bail reject.pdf", "document_scan", "Special Judge (Excise)-I, Bhagalpur", "2026-02-27", ["C08"], [], """
IN THE COURT OF SPECIAL JUDGE (EXCISE)-I, BHAGALPUR
Bail Petition No. 318 of 2026     Dharmendra Paswan @ Dhamu vs State of Bihar
Sabour P.S. Case No. 41 of 2026, u/s 30(a) Bihar Prohibition and Excise Act, 2016
27.02.2026  Heard. The petitioner was arrested on 29.01.2026. As per the seizure list, 36 litres of country-made
(mahua) liquor in four plastic gallons was recovered from the bari behind his house. The petitioner has another
case, Sabour P.S. Case No. 212/2023, under the same Act. Considering the quantity and the antecedent, the
prayer for bail is rejected.                         sd/- Special Judge (Excise)-I, Bhagalpur
""")

# ---------------- C01 Ramdeo partition
u("backlog/2026-01/IMG-20260109-WA0004.jpg", "handwritten_note_photo", K, "2026-01-09", ["C01"], ["C01-H01"], """
दिनांक 09.01.2026 (शुक्रवार)
सब जज-I कोर्ट (पाठक साहब)
बँटवारा वाद 88/2023 रामदेव मंडल बनाम सुखदेव मंडल वगैरह
प्रतिवादी 1 सुखदेव मंडल के तरफ से जवाब (W.S.) दाखिल भेलै।
प्रतिवादी 2-3 के वकील बिनोद बिहारी बाबू समय आवेदन देलकै - 200 रुपया खर्चा पर मंजूर।
अगला तारीख 13.02.2026
- भोला
""")
u("backlog/2026-02/IMG_20260213_164012.jpg", "handwritten_note_photo", L, "2026-02-13", ["C01"], ["C01-H02"], """
13.2.26  Sub Judge-I
P.S. 88/23 Ramdeo v. Sukhdeo - D2, D3 ne W.S. file kiya, D1 wala hi adopt (1998 ka panchayati bantwara).
Pichhla cost Rs 200 Binod babu ne de diya.
Issues ke liye put up 13.3.26.
Ramdeo ke bolo - 1998 ke bantwara ke koi kagaj wo log nai dikhaitai, likhit kuch nai chhai.
""")
u("backlog/2026-03/CamScanner 03-16-2026 11.02.pdf", "certified_order_sheet_scan", "Sub Judge-I, Bhagalpur", "2026-03-16", ["C01"], ["C01-H03"], """
IN THE COURT OF SRI ARUN KUMAR PATHAK, SUB JUDGE-I, BHAGALPUR
Partition Suit No. 88 of 2023
Ramdeo Mandal ......... Plaintiff    Vs.    Sukhdeo Mandal & Ors. ......... Defendants
ORDER SHEET
(31)
13.03.2026  Parties by pleader. Heard both sides on the points for determination. Following issues are framed:
 1. Is the suit as framed maintainable?
 2. Is the suit barred by limitation or by partial partition?
 3. Was there any previous partition by metes and bounds in the family in the year 1998 as alleged by the defendants?
 4. Is there unity of title and possession between the parties over the suit land?
 5. Is the plaintiff entitled to 1/3 share in the suit land as claimed?
 6. To what relief or reliefs, if any, is the plaintiff entitled?
 Plaintiff to produce the original R.S. Khatian and vanshavali with his list of witnesses.
 Put up on 17.04.2026 for evidence of the plaintiff.
                                                     Sd/- Sub Judge-I, Bhagalpur
Certified to be true copy. Copying Section, Civil Court, Bhagalpur. Applied 14.03.2026, ready 16.03.2026.
""")
u("backlog/2026-05/Ramdeo PW1 cross 15.05.26.docx", "typed_note_docx", L, "2026-05-15", ["C01"], ["C01-H05"], """
15.05.2026 - Partition Suit 88/2023 (Ramdeo Mandal v. Sukhdeo Mandal & Ors.) - Sub Judge-I
P.W.1 Ramdeo cross by Binod Bihari Mandal - about 1 ghanta.
Admissions (dhyan rakhna): 1987 ke baad puri diara jamin Ganga me kat gelai; 2001-02 me jamin wapas uthal.
2002 se D1 Sukhdeo hi jot rahe hain - "hamro hissa chhai lekin kabza okre chhai".
Denied 1998 ka bantwara - "koi panchayati bantwara nai bhelai, sirf basgit pe baat bhelai rahai".
Suggestion that plaintiff's father took Ratipur wala 1 bigha in lieu - denied.
Pathak sahab ne original R.S. khatian dekha - Ext. 1; vanshavali Ext. 2.
Next P.W.2 - put up 10.07.2026 (vacation ke baad).
""")
u("backlog/2026-07/IMG-20260710-WA0011.jpg", "handwritten_note_photo", K, "2026-07-10", ["C01"], ["C01-H06"], """
दिनांक 10.07.2026 - सब जज-I
रामदेव मंडल वाला बँटवारा केस 88/2023
प्रतिवादी 1 सुखदेव मंडल के मौत 22.06.2026 के होय गेलै - बिनोद बाबू कोर्ट में खबर देलकै।
जज साहब कहलकै - वादी तरफ से प्रतिस्थापन (substitution) आवेदन 90 दिन में दहो।
सुखदेव के दू बेटा - नरेश मंडल आरो उमेश मंडल।
अगला तारीख 21.08.2026
""")
u("backlog/2026-08/partition suit 21 aug.txt", "typed_note_txt", L, "2026-08-21", ["C01"], ["C01-H07"], """
21.8.26 Sub Judge-I - P.S. 88/23 Ramdeo
Substitution petition (O.22 r.4 CPC) filed 04.08.26 - aaj allow bhelai. D1 ke jagah Naresh Mandal & Umesh Mandal
as D1(a), D1(b). Binod babu hi unke vakil.
P.W.2 Kamleshwari Mandal (padosi, diara me kheti karta hai) examined. Bola - diara ke jamin ke bantwara kabhi nai
bhelai, Lakhan Mandal ke teeno bete ka tha.
Cross me: "hum 1998 me gaon me nai rahaliyai, Kolkata me kaam karait rahaliyai" - weak point, dhyan rakhna.
Next P.W.3 - amin Jaiprakash Singh (retd.) jo 2024 me naapi karke naksha banaya tha. Put up 27.11.26.
""")
u("backlog/2026-12/Scan_20261201_PS88.pdf", "certified_order_sheet_scan", "Sub Judge-I, Bhagalpur", "2026-12-01", ["C01"], ["C01-H08"], """
IN THE COURT OF SRI ARUN KUMAR PATHAK, SUB JUDGE-I, BHAGALPUR
Partition Suit No. 88 of 2023     Ramdeo Mandal Vs. Sukhdeo Mandal & Ors.
ORDER SHEET
(36)
27.11.2026  Plaintiff by pleader. Defendants by pleader. P.W.3 not present. A time petition has been filed on
 behalf of the plaintiff stating that P.W.3 Jaiprakash Singh is ill, with a medical certificate. Defendants object.
 Heard. Time allowed on cost of Rs. 300/- payable to the defendants. Plaintiff to ensure the attendance of P.W.3
 positively on the next date, failing which the evidence of the plaintiff may be closed.
 Put up on 22.01.2027 for P.W.
                                                     Sd/- Sub Judge-I, Bhagalpur
Certified copy. Applied 28.11.2026, ready 01.12.2026.
""")

# ---------------- C02 Kalawati BLDR
u("backlog/2026-01/IMG20260107174533.jpg", "handwritten_note_photo", L, "2026-01-07", ["C02"], ["C02-H01"], """
7.1.26  DCLR Sadar (Manish Ranjan sahab)
BLDR 318/2025-26 Kalawati Devi v. Ramsagar Yadav - khata 56, khesra 412, 62 dec., mauza Ratanpur (Jagdishpur anchal)
Notice O.P. ko. C.O. Jagdishpur se report mangaya (jamabandi + kabza).
Next 4.2.26. Rajesh (Kalawati ka beta) ke bolo kewala aur dakhil-kharij parcha ka copy lao.
""")
u("backlog/2026-02/IMG-20260204-WA0009.jpg", "handwritten_note_photo", K, "2026-02-04", ["C02"], ["C02-H02"], """
दिनांक 04.02.2026 बुधवार - DCLR सदर
कलावती देवी बनाम रामसागर यादव - BLDR 318/2025-26
विपक्षी रामसागर हाजिर भेलै, ओकर वकील सत्येंद्र नारायण सिंह। जवाब के लेली समय माँगलकै - मिल गेलै।
C.O. के रिपोर्ट नै ऐलै।
अगला तारीख 18.03.2026
""")
u("backlog/2026-04/dclr 22 april.txt", "typed_note_txt", L, "2026-04-22", ["C02"], ["C02-H04"], """
22.4.26 DCLR Sadar - Kalawati v. Ramsagar (BLDR 318/2025-26)
O.P. ka jawab aaj file bhelai - Satyendra babu: khesra 412 Gair Mazarua hai, Ramsagar ke pita Ramlakhan Yadav ko
1972 me bandobasti mila tha, parcha no. 88/1972. Parcha ka sirf photocopy.
C.O. Jagdishpur ka report (patrank 611, 10.04.2026) on record - raiyati jamin, jamabandi 712 Kalawati ke naam,
bandobasti panji me 1972 ka koi parcha nai. Hamra liye achha.
DCLR sahab: bahas agli date. Next 17.06.26.
""")
u("backlog/2026-06/IMG-20260617-WA0006.jpg", "handwritten_note_photo", K, "2026-06-17", ["C02"], ["C02-H05"], """
दिनांक 17.06.2026 - DCLR सदर
कलावती देवी वाला केस (318/2025-26)
विपक्षी के वकील नै ऐलै। रामसागर खुद समय माँगलकै। DCLR साहब कहलकै - अंतिम मौका।
अगला तारीख 12.08.2026
""")
u("backlog/2026-08/BLDR 318 aadesh 12.08.2026.pdf", "certified_order_sheet_scan", "DCLR Sadar, Bhagalpur", "2026-08-14", ["C02"], ["C02-H06"], """
न्यायालय भूमि सुधार उप समाहर्त्ता, सदर, भागलपुर
बी.एल.डी.आर. वाद संख्या 318/2025-26    कलावती देवी बनाम रामसागर यादव
आदेश फलक
12.08.2026  आवेदिका के विद्वान अधिवक्ता श्री अवधेश कुमार झा एवं विपक्षी के अधिवक्ता श्री सत्येंद्र नारायण सिंह उपस्थित।
 दोनों पक्षों को सुना गया। अंचल अधिकारी, जगदीशपुर को निर्देश दिया जाता है कि अंचल अमीन से खेसरा 412 की मापी
 दोनों पक्षों को नोटिस देकर पुलिस बल की उपस्थिति में कराकर चार सप्ताह में प्रतिवेदन दें।
 अगली तिथि 25.11.2026.
                                                     ह०/- भूमि सुधार उप समाहर्त्ता, सदर, भागलपुर
""")
u("backlog/2026-11/DCLR Kalawati 25.11.2026.docx", "typed_note_docx", L, "2026-11-25", ["C02"], ["C02-H07"], """
25.11.2026 - DCLR Sadar - BLDR 318/2025-26 Kalawati Devi v. Ramsagar Yadav
Amin ka mapi report (07.10.2026) on record - 9 decimal me Ramsagar ka bathan aur baans ka ghera; baaki 53 decimal
Kalawati ke dakhal me.
Satyendra babu ne report pe objection diya - "mapi ka notice nai mila". Tamila dikhaya - 03.10.2026 ko Ramsagar ke
bete ne receive kiya tha.
DCLR sahab ne objection sun liya; order reserved. Order ke liye 27.01.2027.
Rajesh ke bolo - order ke din aana.
""")

# ---------------- C03 Pankaj 498A / C05 loom loan (a page about two matters)
u("backlog/2026-03/IMG_20260324_171502.jpg", "handwritten_note_photo", L, "2026-03-24", ["C03", "C05"], ["C03-H02", "C05-H01"], """
24.3.26 (Tue)
(1) ACJM-III - G.R. 1187/24 (Pankaj) - Rinki (P.W.1) ka cross kiya, 1.5 ghanta.
 - maani: 02.02.2024 ko apne man se maike gayi, bhai aake le gaya.
 - Apache ki maang ka koi likhit nai; 164 ke bayan me Apache ka zikar nai chhai - court me pehli baar.
 - "mar-peet ke baad koi dawa-daru nai karaye".
 Next 28.4.26 P.W.2 (Bishundeo, pita).
(2) Sub Judge-III - M.S. 17/2024 Shamim v. Irfan (loom loan) - P.W.1 Shamim ka chief. Iqrarnama Ext. 1,
 bahi-khata Ext. 2 mark bhelai. Afroz Alam cross ke liye time liye. Next 21.4.26.
""")
u("backlog/2026-04/IMG-20260428-WA0014.jpg", "handwritten_note_photo", K, "2026-04-28", ["C03"], ["C03-H03"], """
दिनांक 28.04.2026 - ACJM-III
पंकज साह वाला दहेज केस (G.R. 1187/2024)
गवाह बिशुनदेव साह (P.W.2) नै ऐलै। जज साहब गवाह पर जमानतीय वारंट (B.W.) जारी करलकै।
अभियुक्त तीनों हाजिर।
अगला तारीख 26.05.2026
""")
u("backlog/2026-05/bishundeo cross 26.5.txt", "typed_note_txt", L, "2026-05-26", ["C03"], ["C03-H04"], """
26.5.26 ACJM-III (Kundan Kishore sahab) - G.R. 1187/24 State v. Pankaj Kumar Sah & ors
P.W.2 Bishundeo Sah (informant ke pita) - B.W. ke baad aaj aaye. Chief: tilak me 2 lakh diye, baad me Apache maanga.
Cross (by me): maane ki "tilak me 2 lakh apni khushi se diye the, beti ke bhavishya ke liye"; Apache ki maang unke
saamne kabhi nai bhelai, beti ne phone pe bataya tha (hearsay).
Also maane ki Rinki 2.2.24 se maike me hai aur Family Court me kharcha ka case chal raha hai.
Next 14.7.26 for P.W.3.
""")
u("backlog/2026-07/Pankaj Sah dono case 17.07.2026.docx", "typed_note_docx", L, "2026-07-17", ["C03", "C04"], ["C03-H05", "C04-H04"], """
PANKAJ KUMAR SAH - dono case ka update (17.07.2026)
1. G.R. 1187/2024 (Mahila P.S. 61/24), ACJM-III - 14.07.2026: Bhagirath Sah (pita) bimar, 355 BNSS (purana 317)
   ka petition diya - allow bhelai. P.W.3 Sunita Devi (Rinki ki maa) examined; cross me maani ki mar-peet apni
   aankh se nai dekhi. Next 01.09.2026 - I.O. aur doctor.
2. Maintenance Case 142/2025, Family Court - 17.07.2026: Pankaj ne Rs. 12,000 court me jama kiya (April-June;
   arrears aanshik, July ka baaki). A.W.1 Rinki examined; cross by me - maani ki B.A. pass hai, silai aur tuition
   se thoda kama leti hai. Next 18.09.2026 for A.W.2.
Pankaj ko bola - har mahina 10 tarikh tak 4,000 jama karo, warna warrant.
""")
u("backlog/2026-09/GR 1187-2024 aadesh 01.09.2026.pdf", "certified_order_sheet_scan", "ACJM-III, Bhagalpur", "2026-09-03", ["C03"], ["C03-H06"], """
न्यायालय अपर मुख्य न्यायिक दंडाधिकारी-III, भागलपुर
जी.आर. संख्या 1187/2024 (महिला थाना कांड संख्या 61/2024)
राज्य बनाम पंकज कुमार साह वगैरह
आदेश
01.09.2026  अभियुक्तगण अधिवक्ता के माध्यम से हाजिर। अभियोजन साक्षी अनुपस्थित। अनुसंधानकर्ता पु.अ.नि. किरण कुमारी
 समन तामिल होने के बावजूद अनुपस्थित। अनुसंधानकर्ता के विरुद्ध जमानतीय वारंट निर्गत करें तथा थानाध्यक्ष, महिला
 थाना से कारण पृच्छा करें। अभियोजन को साक्ष्य हेतु अंतिम अवसर। अगली तिथि 27.10.2026 साक्ष्य हेतु।
                                                     ह०/- अ.मु.न्या.दं.-III, भागलपुर
""")
u("backlog/2026-10/IMG_20261027_160245.jpg", "handwritten_note_photo", L, "2026-10-27", ["C03"], ["C03-H07"], """
27.10.26  ACJM-III - Pankaj 498A
I.O. SI Kiran Kumari (P.W.4) aayi - B.W. ke baad. Chief formal. Cross:
 - koi independent (mohalla ka) gawah nai liya - "parivar ke hi log gawah hain" - maani.
 - injury report / dawa ka parcha case diary me nai chhai - maani.
 - Apache ki maang ka 161 me zikar nai.
Next 15.12.26 - doctor (P.W.5) / closure.
APP Manoj Jha bole doctor ka transfer Munger ho gaya hai.
""")

# ---------------- C04 Pankaj maintenance
u("backlog/2026-01/family court 16 jan.txt", "typed_note_txt", L, "2026-01-16", ["C04"], ["C04-H01"], """
16.01.26 Family Court Bhagalpur - Maintenance Case 142/2025 Rinki Kumari v. Pankaj Kumar Sah (u/s 144 BNSS)
Pankaj appeared; show cause reply file kiya - Rinki apni marzi se gayi, wo rakhne ko taiyar.
Nusrat Jahan (Rinki ki vakil) - interim maintenance petition pe zor.
Sahay madam ne dono ko counsellor ke paas bheja (family counselling) - aur dono ko har date pe khud aana hai.
Next 27.03.26.
""")
u("backlog/2026-03/Maintenance 142-2025 order 27.03.2026.pdf", "certified_order_sheet_scan", "Family Court, Bhagalpur", "2026-03-30", ["C04"], ["C04-H02"], """
IN THE COURT OF THE PRINCIPAL JUDGE, FAMILY COURT, BHAGALPUR
Maintenance Case No. 142 of 2025     Rinki Kumari .... Applicant   Vs.   Pankaj Kumar Sah .... Opposite Party
27.03.2026  Both parties present in person with their lawyers. Report of the counsellor received: the applicant is
 not willing to return unless a separate residence is provided; reconciliation failed. Heard on the petition for
 interim maintenance. The O.P. runs a mobile repair shop at Tilkamanjhi; his income is assessed at about
 Rs. 15,000 per month. The O.P. is directed to pay interim maintenance of Rs. 4,000/- (Rupees four thousand) per
 month to the applicant from the date of this order, by the 10th of every month. Both parties shall remain present
 in person on every date. Put up on 08.05.2026 for compliance and evidence of the applicant.
                                                     Principal Judge, Family Court, Bhagalpur
""")
u("backlog/2026-05/IMG-20260508-WA0003.jpg", "handwritten_note_photo", K, "2026-05-08", ["C04"], ["C04-H03"], """
दिनांक 08.05.2026 - फैमिली कोर्ट
रिंकी कुमारी बनाम पंकज साह (भरण-पोषण 142/2025)
पंकज अप्रैल के 4000 रुपया नै देलकै। सहाय मैडम बोललकै - अगला तारीख तक बकाया जमा नै करलकै तऽ वारंट।
पंकज के आमदनी के शपथ पत्र (affidavit) दाखिल करे ल कहलकै।
अगला तारीख 17.07.2026
""")
u("backlog/2026-09/20260918_170412.jpg", "handwritten_note_photo", L, "2026-09-18", ["C04"], ["C04-H05"], """
18.9.26  Family Court - Rinki v. Pankaj (142/25)
A.W.2 Bishundeo Sah examined; cross by me - maane ki Pankaj ka dukan kiraye ka hai; Rinki ke silai machine se
aamdani - "thoda bahut".
Applicant evidence closed. Pankaj ne Aug-Sept ka 8,000 jama kiya.
Next 20.11.26 - O.P. evidence (O.W.1 Pankaj).
""")
u("backlog/2027-01/pankaj OW1 15.1.27.txt", "typed_note_txt", L, "2027-01-15", ["C04"], ["C04-H07"], """
15.01.2027 Family Court - Maintenance 142/2025 Rinki v. Pankaj
Pankaj (O.W.1) cross by Nusrat Jahan, 45 min. Maana: dukan me do ladke kaam karte hain; UPI se payment aata hai.
Denied ki income Rs. 30,000 mahina hai.
Sahay madam - dono party present; agli date pe bhi.
Next 19.02.2027 - O.W.2 Md. Arif (bagal ke dukan wala).
""")

# ---------------- C05 Shamim loom loan
u("backlog/2026-04/Shamim PW1 cross.docx", "typed_note_docx", L, "2026-04-21", ["C05"], ["C05-H02"], """
21.04.2026 - Sub Judge-III (Verma sahab) - M.S. 17/2024 Champanagar Tasar Silk Udyog (Md. Shamim Ansari) v.
Md. Irfan Ansari & anr.
P.W.1 Shamim cross by Afroz Alam:
Maana: 96 than (tasar) mile Apr 2022 - Jan 2023, @ Rs. 750 = Rs. 72,000 adjust - plaint me pehle se ghata hua.
Denied: 4 karghe 2023 me wapas - "karghe aaj bhi Irfan ke ghar Nathnagar me chal rahe hain".
Afroz ka suggestion: iqrarnama blank stamp paper pe sign liya - denied.
Next 12.05.26 for P.W.2 (munim Kalim).
""")
u("backlog/2026-05/MS 17-2024 order 12.05.2026.pdf", "certified_order_sheet_scan", "Sub Judge-III, Bhagalpur", "2026-05-14", ["C05"], ["C05-H03"], """
IN THE COURT OF SRI RAKESH RANJAN VERMA, SUB JUDGE-III, BHAGALPUR
Money Suit No. 17 of 2024    Champanagar Tasar Silk Udyog vs Md. Irfan Ansari & Anr.
ORDER SHEET
(22)
12.05.2026  Plaintiff by pleader. P.W.2 present. A time petition is filed on behalf of the defendants stating that
 their learned lawyer is unable to attend owing to the illness of his mother. Plaintiff objects. Time allowed on
 cost of Rs. 300/- payable to the plaintiff. Put up on 07.07.2026 for P.W.
                                                     Sd/- Sub Judge-III, Bhagalpur
""")
u("backlog/2026-07/IMG-20260707-WA0019.jpg", "handwritten_note_photo", K, "2026-07-07", ["C05"], ["C05-H04"], """
दिनांक 07.07.2026 - सब जज-III
शमीम अंसारी वाला करघा कर्ज केस (मनी सूट 17/2024)
मुनीम मो. कलीम (P.W.2) के गवाही होय गेलै - बही-खाता के एंट्री साबित करलकै; जिरह अफरोज आलम करलकै।
300 रुपया पिछला खर्चा मिल गेलै।
वादी के गवाही बंद (P.E. closed)।
अगला तारीख 18.08.2026 - प्रतिवादी के गवाही
""")
u("backlog/2026-08/irfan DW1 18.8.txt", "typed_note_txt", L, "2026-08-18", ["C05"], ["C05-H05"], """
18.8.26 Sub Judge-III - Shamim v. Irfan (loom loan)
D.W.1 Irfan Ansari chief on affidavit. Cross by me:
 - iqrarnama (Ext. 1) pe sign maana - "sign hamre chhai, lekin kagaj khali rahai".
 - SBI Champanagar se NEFT Rs. 1,50,000 on 14.03.2022 mila - maana.
 - 4 karghe 2023 me wapas kiye - koi receipt nai, bhai ke alawa koi gawah nai.
Next D.W.2 - 29.10.2026.
""")
u("backlog/2026-08/correction irfan date.txt", "typed_note_txt", L, "2026-08-19", ["C05"], [], """
19/8 - CORRECTION
Shamim v. Irfan (M.S. 17/2024): kal ke note me next date 29.10 likh gelai - galat hai, 29.10 ko to court ka
koi date nai. Bhola ne peshkar se confirm kiya: sahi agla tarikh 29.09.2026 (Tuesday), D.W.2 ke liye.
""")
u("backlog/2026-09/20260929_162755.jpg", "handwritten_note_photo", L, "2026-09-29", ["C05"], ["C05-H06"], """
29/9/26  Sub Judge-III - Loom case
D.W.2 Md. Jamil Ansari (bunkar, Nathnagar) examined - bola 2023 me karghe thela pe lad ke wapas gaye, dekha tha.
Cross: maana ki iqrarnama pe bhi wahi gawah hai, aur Irfan ka sala (brother-in-law) hai!
D.E. closed. Arguments - 08.12.26.
""")
u("backlog/2026-12/argument shamim 8 dec.docx", "typed_note_docx", L, "2026-12-08", ["C05"], ["C05-H07"], """
08.12.2026 Sub Judge-III - M.S. 17/2024 - argued for plaintiff 35 min:
 - iqrarnama pe sign admitted; blank paper ka koi saboot nai.
 - NEFT Rs. 1,50,000 admitted; bahi-khata munim ne prove kiya.
 - D.W.2 interested witness (sala).
Verma sahab ne poocha - interest 12% kis basis pe? - iqrarnama me 1% maheena likha hai, dikhaya.
Afroz Alam ne defendants ke bahas ke liye time liya. Next 28.01.2027.
""")
u("backlog/2026-12/WhatsApp Chat with Shamim Silk Champanagar.txt", "whatsapp_export", "Md. Shamim Ansari", "2026-12-08", ["C05"], [], """
12/03/26, 19:04 - Shamim Silk Champanagar: Adaab vakil sahab. Bahi-khata ka original kal le aayenge chamber me
12/03/26, 19:20 - Awadhesh Jha Adv: Theek. 24 tarikh ko aapka bayan hai, time se aana
05/05/26, 20:11 - Shamim Silk Champanagar: Irfan ke ghar me aaj bhi hamara karghe chal rahe hain, photo bhej rahe hain
05/05/26, 20:12 - Shamim Silk Champanagar: <Media omitted>
05/05/26, 20:30 - Awadhesh Jha Adv: Photo rakh lijiye, date wala. Court me kaam aayega
08/12/26, 16:45 - Awadhesh Jha Adv: Aaj hamari bahas ho gayi. 28 January ko Afroz bahas karega
08/12/26, 17:02 - Shamim Silk Champanagar: Shukriya. Faisla kab tak?
08/12/26, 17:05 - Awadhesh Jha Adv: Unki bahas ke baad judgment ka date milega
""")

# ---------------- C06 Gopal Tiwary execution
u("backlog/2026-01/IMG-20260112-WA0002.jpg", "handwritten_note_photo", K, "2026-01-12", ["C06"], ["C06-H01"], """
दिनांक 12.01.2026 - मुंसिफ-I
इजराय वाद (Execution) 6/2025 गोपाल तिवारी बनाम सुरेश प्रसाद केशरी
नोटिस (O.21 r.22) के बाद सुरेश केशरी हाजिर भेलै। ओकर वकील राजकिशोर प्रसाद आपत्ति के लेली समय माँगलकै।
अगला तारीख 16.02.2026
""")
u("backlog/2026-02/execution 16 feb.txt", "typed_note_txt", L, "2026-02-16", ["C06"], ["C06-H02"], """
16.2.26 Munsif-I (Anand sahab) - Ex. Case 6/2025 Gopal Tiwary v. Suresh Keshri
JD ne objection u/s 47 CPC file kiya: (i) dukan ka maalik Gopal nai, Thakurbari trust hai - decree nullity;
(ii) 2023 me bechne ka agreement ka baat.
Humne oral reply diya - ye sab eviction suit me tay ho chuka hai, executing court decree ke peeche nai ja sakta.
Rajkishore babu ne bahas ke liye time liya. Next 20.04.26.
""")
u("backlog/2026-04/Ex Case 6-2025 order 20.04.2026.pdf", "certified_order_sheet_scan", "Munsif-I, Bhagalpur", "2026-04-23", ["C06"], ["C06-H03"], """
IN THE COURT OF SRI ABHISHEK ANAND, MUNSIF-I, BHAGALPUR
Execution Case No. 6 of 2025     Gopal Tiwary .... Decree-holder   Vs.   Suresh Prasad Keshri .... Judgment-debtor
(14)
20.04.2026  D.H. by pleader. J.D. by pleader. Heard on the objection u/s 47 CPC filed by the J.D. The objection
 raises questions of title already decided in Eviction Suit No. 14 of 2021; the executing court cannot go behind
 the decree. The objection is rejected. Issue writ of delivery of possession to the Nazir for execution within
 30 days. The J.D. is also directed to deposit the decretal amount of Rs. 1,12,000/-.
 Put up on 25.05.2026 for report of the Nazir.
                                                     Sd/- Munsif-I, Bhagalpur
""")
u("backlog/2026-07/IMG_20260713_153020.jpg", "handwritten_note_photo", L, "2026-07-13", ["C06"], ["C06-H05"], """
13.7.26  Munsif-I - Ex. 6/25 Gopal Tiwary
Court ne SHO Kotwali ko force dene ka order kiya - dakhal dihani 10.08.26 tak.
Rajkishore babu bole JD ne Patna HC me civil revision file kiya hai - koi stay order nai dikhaya.
Anand sahab: "stay nai hai to execution chalega".
Next 24.8.26.
""")
u("backlog/2026-08/Gopal Tiwary execution 24.08.docx", "typed_note_docx", L, "2026-08-24", ["C06"], ["C06-H06"], """
24.08.2026 - Munsif-I - Ex. Case 6/2025 Gopal Tiwary v. Suresh Prasad Keshri
Nazir ka report on record: dakhal dihani ho gaya 08.08.2026 ko, Kotwali ke force ke saath; dukan ki chabhi Gopal
Tiwary ko mili.
Ab decretal amount Rs. 1,12,000 - JD ne kuch jama nai kiya. Court ne JD ko teen mahina me jama karne bola,
warna kurki (attachment). Next 23.11.2026.
""")
u("backlog/2026-11/IMG-20261123-WA0008.jpg", "handwritten_note_photo", K, "2026-11-23", ["C06"], ["C06-H07"], """
दिनांक 23.11.2026 - मुंसिफ-I
गोपाल तिवारी वाला इजराय 6/2025
सुरेश केशरी 50,000 रुपया चालान से जमा करलकै (21.11.2026)। बाकी 62,000।
जज साहब कहलकै 18.01.2027 तक बाकी जमा करो।
अगला तारीख 18.01.2027
""")
u("backlog/2026-12/call gopal tiwary 2 dec.txt", "typed_note_txt", L, "2026-12-02", ["C06"], [], """
2/12 call - Gopal Tiwary (Khalifabagh)
Dukan me naya kirayedar rakhna chahte hain - poochha koi dikkat? Bola dakhal mil gaya hai, rakh sakte hain. Suresh
ka jo saman Nazir ki suchi me hai wo alag rakhna, haath nai lagana.
Fees baaki Rs. 5,000 - agli baar denge bole.
""")

# ---------------- C07 Anil Singh revision
u("backlog/2026-01/IMG_20260128_142233.jpg", "handwritten_note_photo", L, "2026-01-28", ["C07"], ["C07-H01"], """
28.1.26  ADJ-IV (Choudhary sahab)
Cr. Rev. 52/25 Anil Singh v. State & Ramprit Yadav - admission.
Admit bhelai; L.C.R. CJM court se mangaya; notice O.P.2 Ramprit ko.
Stay of further proceedings - refused; "niche court me hazri maaf karwa lo".
Next 11.3.26.
""")
u("backlog/2026-04/IMG-20260415-WA0010.jpg", "handwritten_note_photo", K, "2026-04-15", ["C07"], ["C07-H03"], """
दिनांक 15.04.2026 - ADJ-IV
अनिल सिंह वाला रिवीजन (52/2025)
विपक्षी रामप्रीत यादव के वकील कामेश्वर पासवान हाजिर भेलै, वकालतनामा देलकै।
बहस के लेली अगला तारीख 13.05.2026
""")
u("backlog/2026-05/anil revision args 13.5.txt", "typed_note_txt", L, "2026-05-13", ["C07"], ["C07-H04"], """
13.5.26 ADJ-IV - Cr. Rev. 52/2025 Anil Kumar Singh
Argued: (1) ghatna 02.11.2022, complaint 04.10.2023 - 11 mahina deri, koi karan nai; (2) Title Suit No. 301 of 2022
(Sub Judge-II) dono party ke beech usi jamin pe pending - civil vivad ko criminal rang; (3) 323 ke liye koi injury
report nai.
Kameshwar Paswan: summoning order interlocutory hai, revision maintainable nai - humne bola nai.
Choudhary sahab ne order reserve kiya; judgment 29.05.26.
""")
u("backlog/2026-06/Cr Rev 52-2025 judgment 29.05.2026.pdf", "certified_order_sheet_scan", "ADJ-IV, Bhagalpur", "2026-06-02", ["C07"], ["C07-H05"], """
IN THE COURT OF SRI VINOD KUMAR CHOUDHARY, ADDITIONAL DISTRICT & SESSIONS JUDGE-IV, BHAGALPUR
Criminal Revision No. 52 of 2025    Anil Kumar Singh .... Revisionist   Versus   The State of Bihar & Anr.
29.05.2026  The revisionist challenges the order dated 18.08.2025 taking cognizance u/s 323, 341, 379, 504 IPC in
 Complaint Case No. 845 of 2023. The complaint was filed eleven months after the alleged occurrence; Title Suit
 No. 301 of 2022 between the same parties over the same land is pending. The dispute is essentially civil and the
 learned Magistrate did not consider these facts. The order dated 18.08.2025 so far as it relates to the
 revisionist is set aside. The revision is allowed. Send a copy of this order with the L.C.R. to the court below.
                                                     Sd/- ADJ-IV, Bhagalpur
""")

# ---------------- C08 Dhamu excise bail (Patna)
u("backlog/2026-04/Dhamu bail Patna 8.4.docx", "typed_note_docx", L, "2026-04-08", ["C08"], ["C08-H01"], """
08.04.2026 - Patna HC, Justice P.N. Sinha (Ct. 21) - Cr. Misc. 28417/2026 Dhamu bail (Excise, Sabour 41/26)
Item 34, lagbhag 1 baje number aaya. APP Arvind Thakur: case diary nai aaya, time maanga.
Court: "Let the case diary be produced; list after two weeks."
Vikramshila se wapas. Shivani dekhegi listing - next 22.04.26.
Sarita (Dhamu ki patni) ko bola - jaldi nai hoga, C.D. ke baad.
""")
u("backlog/2026-05/WhatsApp Chat with Shivani Priya Patna HC.txt", "whatsapp_export", P, "2026-05-07", ["C08"], ["C08-H02", "C08-H03"], """
22/04/26, 16:40 - Shivani Priya Adv Patna: Sir Dhamu wala matter aaj Sinha J ke yahan item 61 tha, not reached. Next listing 06/05 dikha raha hai website pe
22/04/26, 16:52 - Awadhesh Jha Adv: Ok. C.D. aaya ki nai pata karo APP office se
06/05/26, 15:20 - Shivani Priya Adv Patna: Sir aaj matter liya gaya. APP ne criminal antecedent bataya - Sabour P.S. Case 212/2023 (excise). Court ne supplementary affidavit maanga antecedent ke status ke saath. 13/05 ko phir
06/05/26, 15:31 - Awadhesh Jha Adv: 212/2023 me wo bail pe hai, charge-sheet abhi nai hua. Affidavit bana ke bhejta hoon kal
07/05/26, 11:05 - Awadhesh Jha Adv: Supplementary affidavit mail kar diya, file kara dena
07/05/26, 11:40 - Shivani Priya Adv Patna: Done sir, filed
""")
u("backlog/2026-05/CRMISC 28417 of 2026 order 13-05-2026.pdf", "certified_order_sheet_scan", "High Court of Judicature at Patna", "2026-05-15", ["C08"], ["C08-H04"], """
IN THE HIGH COURT OF JUDICATURE AT PATNA
CRIMINAL MISCELLANEOUS No.28417 of 2026
Arising Out of PS. Case No.-41 Year-2026 Thana- SABOUR District- Bhagalpur
======================================================
DHARMENDRA PASWAN @ DHAMU, Son of Late Jhagru Paswan, Resident of Village- Mamalkha, P.S.- Sabour,
District- Bhagalpur                                            ... ... Petitioner/s
Versus
The State of Bihar                                             ... ... Opposite Party/s
======================================================
Appearance :
For the Petitioner/s     :  Mr. Awadhesh Kumar Jha, Advocate;  Ms. Shivani Priya, Advocate
For the Opposite Party/s :  Mr. Arvind Kumar Thakur, APP
======================================================
CORAM: HONOURABLE MR. JUSTICE PRAKASH NARAYAN SINHA
ORAL ORDER
4   13-05-2026   Heard learned counsel for the petitioner and learned APP for the State.
 The petitioner is in custody since 29.01.2026 for the offence under Section 30(a) of the Bihar Prohibition and
 Excise Act, 2016; 36 litres of country-made liquor is said to have been recovered from the bari behind his house,
 an open place. The antecedent (Sabour P.S. Case No. 212 of 2023) is explained in the supplementary affidavit.
 Let the petitioner be released on bail on furnishing bail bonds of Rs. 10,000/- (ten thousand) with two sureties
 of the like amount each to the satisfaction of the learned Special Judge (Excise)-I, Bhagalpur, subject to the
 condition that he shall give an undertaking before the court below that he shall not indulge in any activity
 related to liquor, failing which the bail shall be cancelled.
                                                     (Prakash Narayan Sinha, J)
""")

# ---------------- the junior's chats (Pritam)
u("backlog/2026-05/WhatsApp Chat with Pritam Jr.txt", "whatsapp_export", J, "2026-05-25", ["C03", "C07", "C02", "C01", "C06"], ["C03-H01", "C07-H02", "C02-H03", "C01-H04", "C06-H04"], """
24/02/26, 12:55 - Pritam Jr: Sir ACJM-III me Pankaj wala G.R. 1187/24 - P.W.1 Rinki ka chief hua. Aap Sub Judge-I me the to cross ke liye humne time le liya, Kishore sir bole agli date pe zaroor cross. Next 24/3
24/02/26, 13:02 - Awadhesh Jha Adv: Thik. 164 ka bayan nikal ke rakhna
11/03/26, 12:10 - Pritam Jr: Sir ADJ-IV - Anil Singh ka revision - LCR aa gaya, lekin Ramprit pe notice tameel nai hua (S.R. nai aaya). Fresh notice, next 15/4
18/03/26, 12:20 - Pritam Jr: Sir DCLR sahab aaj vidhi-vyavastha duty me hain (Ram Navami ke pehle flag march), court nai baithal. Kalawati wala case 22/4 pe gaya
18/03/26, 12:21 - Awadhesh Jha Adv: Rajesh ko bata dena
17/04/26, 13:10 - Pritam Jr: Sir Sub Judge-I me Ramdeo ka P.W.1 chief ho gaya (affidavit pe). Binod babu cross ke liye time maangle, Pathak sir de diye. Next 15/5
25/05/26, 12:35 - Pritam Jr: Sir Munsif-I - Gopal Tiwary ka execution - Nazir ka report aa gaya, dukan pe virodh hua, bheed jama ho gayi. Humne police bal ke liye petition de diya. Anand sir bole SHO ko likhenge. Next 13/7
25/05/26, 12:40 - Awadhesh Jha Adv: 👍
""")
u("backlog/2027-01/WhatsApp Chat with Pritam Jr (2).txt", "whatsapp_export", J, "2027-01-18", ["C04", "C03", "C06"], ["C04-H06", "C03-H08", "C06-H08"], """
20/11/26, 14:15 - Pritam Jr: Sir Family Court - Pankaj ka O.W.1 chief (affidavit) file ho gaya, Nusrat madam cross ke liye time li. Sahay madam bole dono party agle date pe zaroor rahe. Next 15/1/27
15/12/26, 13:02 - Pritam Jr: Sir Pankaj ka 498A - doctor nai aaye. Kishore sir bole next date pe prosecution ka last chance, nai aaye to P.E. close. Next 22/1/27
15/12/26, 13:05 - Awadhesh Jha Adv: Thik. 313 ka taiyari karna hai
18/01/27, 12:40 - Pritam Jr: Sir Gopal Tiwary execution - JD aaj bhi nai aaya, baaki 62000 jama nai. Anand sir ne attachment warrant (kurki) nikal diya JD ke naye dukan ke saman pe. Next 22/2/27
18/01/27, 12:44 - Awadhesh Jha Adv: Gopal ji ko bata do
""")

# ---------------- plan and cause list
u("backlog/2027-01/Week 18-23 Jan 2027.docx", "typed_note_docx", L, "2027-01-16", ["C06", "C05", "C02", "C01", "C03", "C04"], [], """
HAFTA - 18 se 23 Jan 2027
Som 18.1 - Munsif-I - Gopal Tiwary execution (baaki 62,000) - kurki ki prayer. (Pritam)
Mangal 19.1 - chamber: Shamim ka written argument taiyar karna (28.1 ko Afroz bahas karega).
Budh 20.1 - Kalawati DCLR ka order 27.1 ko - Rajesh ko bolo aayega.
Shukra 22.1 - (1) Sub Judge-I - Ramdeo partition - P.W.3 amin Jaiprakash Singh ki gawahi. Unko gaadi bhej ke
  bulana; 2024 wala naksha ka original saath me. Pichhla cost Rs 300 de diya - rasid file me.
  (2) ACJM-III - Pankaj 498A - doctor P.W.5; nai aaye to P.E. close karne ki prayer; 313 ki taiyari.
Baaki: Pankaj maintenance - O.W.2 Md. Arif ka affidavit 19.2 se pehle.
""")
u("backlog/2027-01/cause list sub judge I 22.01.2027.pdf", "cause_list_pdf", "Civil Court, Bhagalpur", "2027-01-21", ["C01"], [], """
CIVIL COURT, BHAGALPUR - DAILY CAUSE LIST - COURT OF SUB JUDGE-I - FRIDAY, 22.01.2027
Sl.  Case No.              Parties                                              Purpose
1    T.S. 212/2018         Md. Habib vs Bihar State Housing Board               Argument
2    P.S. 88/2023          Ramdeo Mandal vs Sukhdeo Mandal & Ors.               P.W.
3    T.S. 40/2021          Urmila Devi vs Dilip Choudhary & Ors.                Issue
4    Misc. Case 14/2025    Ajay Kumar Singh vs Arvind Kumar Singh               Hearing
5    P.S. 17/2022          Basudeo Yadav vs Kailash Yadav & Ors.                W.S.
6    T.S. 95/2020          Kaushalya Devi vs State of Bihar & Ors.              Argument
""")
