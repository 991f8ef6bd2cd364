"""The uploads of the Anantnag practice: what Mir Aijaz, his junior Insha and the munshi Mohi-ud-Din kept."""

L, J, K = "Mir Aijaz Ahmad", "Insha Nazir", "Ghulam Mohi-ud-Din Kak (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2025-09/WhatsApp Image 2025-09-18 at 12.40.07.jpeg", "document_photo", "Patwari Halqa Waghama", "2025-09-18", ["C01"], [], """
NAQAL JAMABANDI 2019-20     Mauza Waghama   Tehsil Bijbehara   Zila Anantnag
Khewat No. 48   Khatoni No. 93
Malik: Ghulam Rasool Wani s/o Habib Wani (fout - intiqal virasat No. 611 pending)
Kasht: Khud kasht - Abdul Rashid Wani s/o Ghulam Rasool (girdawari kharif 2024: bagh-e-seb, qabiz D1)
Khasra No. 1123   7 kanal 2 marla   bagh-e-seb (apple orchard)
Khasra No. 1124   7 kanal 4 marla   bagh-e-seb
Kul raqba 14 kanal 6 marla
Naqal jari 18.09.2025        sd/- Patwari Halqa Waghama
""")
u("backlog/2025-10/Plaint Wani partition final.docx", "typed_note_docx", L, "2025-10-06", ["C01"], [], """
IN THE COURT OF SUB-JUDGE, BIJBEHARA
Ghulam Nabi Wani s/o Ghulam Rasool Wani r/o Waghama, Tehsil Bijbehara          ...Plaintiff
Versus
1. Abdul Rashid Wani  2. Mohammad Ayoub Wani  3. Mst. Haleema (all children of late Ghulam Rasool Wani), Waghama
                                                                                ...Defendants
SUIT FOR PARTITION, SEPARATE POSSESSION AND RENDITION OF ACCOUNTS
1. Late Ghulam Rasool Wani owned an apple orchard (bagh) under khasra nos. 1123 and 1124 measuring 14 kanal 6 marla at
   Waghama. He died on 11.02.2021. The plaintiff is entitled to a 2/7 share under Muslim personal law.
2. Defendant No. 1 has got the girdawari entered in his sole name as khud kasht and is selling the whole apple crop
   at the Bijbehara/Anantnag mandi without giving the plaintiff his share.
3. The plaintiff prays for partition by metes and bounds, correction of the girdawari entry and accounts of the
   crop of 2022 to 2025.
Valued for court fee and jurisdiction at Rs. 2,40,000.
Through: Mir Aijaz Ahmad, Advocate, Anantnag                                   06.10.2025
""")
u("backlog/2025-12/rent deed dukaan Lal Chowk.pdf", "document_scan", "Stamp vendor / deed writer, Anantnag", "2014-04-01", ["C02"], [], """
KIRAYANAMA (RENT DEED)
This deed of tenancy is made at Anantnag on 01.04.2014 between Haji Ghulam Qadir Shah s/o Ghulam Mohammad Shah
r/o Sarnal, Anantnag (landlord) and Bashir Ahmad Dar s/o Abdul Aziz Dar r/o Kadipora, Anantnag (tenant).
Shop No. 3, ground floor, Shah Complex, Lal Chowk, Anantnag, let out for a cloth business at a monthly rent of
Rs. 4,500 (Rupees four thousand five hundred), payable by the 10th of each month. Pagri (advance) of Rs. 1,50,000
received by the landlord. Witnesses: Abdul Rashid Kumar, Mohammad Yaqoob.
""")
u("backlog/2026-04/WS Bashir Dar final.docx", "typed_note_docx", L, "2026-04-29", ["C02"], [], """
IN THE COURT OF MUNSIFF, ANANTNAG - Civil Suit No. 47 of 2025
Haji Ghulam Qadir Shah vs Bashir Ahmad Dar
WRITTEN STATEMENT ON BEHALF OF THE DEFENDANT
1. The defendant is a tenant of Shop No. 3, Shah Complex, Lal Chowk since 01.04.2014 at Rs. 4,500 p.m.; he paid a
   pagri of Rs. 1,50,000. He has run Dar Cloth House there for twelve years.
2. Rent was tendered every month; the landlord refused it from April 2025 to force a rise to Rs. 12,000. The
   defendant is ready to deposit all arrears in court.
3. The so-called personal need of the landlord's son Imtiyaz is false: he already runs a shop at Khanabal.
Through: Mir Aijaz Ahmad, Advocate                                                 29.04.2026
""")
u("backlog/2026-06/FIR 61-2026 PS Bijbehara.pdf", "document_scan", "Police Station Bijbehara", "2026-05-30", ["C03"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)
District: Anantnag   P/S: Bijbehara   FIR No. 61/2026   Date: 30.05.2026
Sections: 8/21 NDPS Act
During naka checking at Goriwan crossing, a youth on foot tried to flee. Apprehended, disclosed his name as Adil
Rashid Malik s/o Abdul Rashid Malik r/o Goriwan, age 24. On search, 32 grams of a brown powder suspected to be
heroin (brown sugar) recovered from his pheran pocket. Seized, sealed, sample drawn. Accused arrested.
SI Tanveer Ahmad, P/S Bijbehara
""")
u("backlog/2026-07/FSL report Adil.pdf", "document_scan", "Forensic Science Laboratory, Srinagar", "2026-07-16", ["C03"], [], """
FORENSIC SCIENCE LABORATORY, J&K, SRINAGAR - Narcotics Division
Report No. FSL/NDPS/1402/2026        Dated: 16.07.2026
Ref: FIR No. 61/2026 P/S Bijbehara u/s 8/21 NDPS Act
Exhibit A (sample, 5 g out of 32 g): diacetylmorphine (heroin) detected; purity 4.1 %.
                                             Scientific Officer
""")
u("backlog/2025-03/PM report Yousuf Sheikh GMC Anantnag.pdf", "document_scan", "GMC Anantnag, Dept. of Forensic Medicine", "2025-03-04", ["C04"], [], """
GOVERNMENT MEDICAL COLLEGE, ANANTNAG - DEPARTMENT OF FORENSIC MEDICINE
POST MORTEM REPORT No. 112/2025        Date: 04.03.2025
Name: Mohammad Yousuf Sheikh s/o Ghulam Qadir Sheikh, age 42 yrs, r/o Sangam, Bijbehara.
History: passenger in Tata Sumo JK03E-xxxx hit by truck PB06-xxxx on NH-44 near Sangam on 03.03.2025, 7.40 AM.
Cause of death: cranio-cerebral injury due to blunt trauma, ante-mortem.
""")
u("backlog/2025-07/IMG_20250715_112233.jpg", "document_photo", "Haji Mohammad Akbar Bhat (orchard owner, Sangam)", "2025-07-15", ["C04"], [], """
TO WHOM IT MAY CONCERN
Certified that Mohammad Yousuf Sheikh s/o Ghulam Qadir Sheikh r/o Sangam worked in my apple orchards at Sangam and
Kanelwan as a permanent labourer (munshi of the bagh) from 2016 till his death on 03.03.2025, on a wage of
Rs. 15,000 (fifteen thousand) per month.       sd/- Haji Mohammad Akbar Bhat, 15.07.2025
""")
u("backlog/2025-08/WhatsApp Image 2025-08-28 at 16.02.11.jpeg", "document_photo", "Tehsildar Anantnag", "2025-08-28", ["C05"], [], """
OFFICE OF THE TEHSILDAR, ANANTNAG
No. TA/LA/2025/884     Dated 28.08.2025
Fard: Land of village Dialgam utilised by R&B Division Anantnag for widening of the Anantnag-Kokernag road:
Khasra No. 311 - 5 kanal 1 marla (Abdul Ahad Malik & brothers)   Khasra No. 312 - 4 kanal 3 marla (same)
Total 9 kanal 4 marla. Possession taken in 2023. Compensation: not paid, no award so far.
""")
u("backlog/2026-11/Award No 04 of 2026 Collector LA Anantnag.pdf", "document_scan", "Collector Land Acquisition (ACR), Anantnag", "2026-11-14", ["C05"], [], """
OFFICE OF THE COLLECTOR LAND ACQUISITION (ADDL. DEPUTY COMMISSIONER REVENUE), ANANTNAG
AWARD No. 04 of 2026        Dated 14.11.2026
Village Dialgam: 9 kanal 4 marla under khasra nos. 311, 312 for widening of the Anantnag-Kokernag road.
Market value at Rs. 9,50,000 per kanal = Rs. 87,40,000; interest u/s 80 for the period of possession.
Total award: Rs. 1,04,60,000 (Rupees one crore four lakh sixty thousand). Solatium: not added.
sd/- Collector LA, Anantnag
""")
u("backlog/2025-11/petition 144 BNSS Rafeeqa.docx", "typed_note_docx", L, "2025-11-10", ["C06"], [], """
IN THE COURT OF JUDICIAL MAGISTRATE 1ST CLASS (MUNSIFF), KULGAM
Mst. Rafeeqa Bano d/o Ghulam Hassan Mir r/o Qaimoh and minor Faizan Altaf (4 yrs) through mother  ...Petitioners
Versus  Mohammad Altaf Bhat s/o Ghulam Mohammad Bhat r/o Yaripora, Kulgam                          ...Respondent
PETITION UNDER SECTION 144 BNSS (old Sec. 125 CrPC) FOR MAINTENANCE
Married on 14.06.2019 (nikah, mehr Rs. 51,000). Turned out of the house in August 2024. Respondent plies a Tata Sumo
on the Kulgam-Srinagar route and earns about Rs. 40,000 a month. Prayed: Rs. 10,000 p.m. for the wife and Rs. 5,000
p.m. for the minor.                                                                      10.11.2025
""")
u("backlog/2026-10/IMG-20261020-WA0007.jpg", "document_photo", "ARTO Kulgam (registration certificate)", "2026-10-20", ["C06"], [], """
CERTIFICATE OF REGISTRATION - UT OF J&K     ARTO KULGAM
Regn No. JK18B-xxxx   Maker: TATA MOTORS - SUMO GOLD   Class: Motor Cab (taxi)
Owner: MOHAMMAD ALTAF BHAT S/O GHULAM MOHAMMAD BHAT, YARIPORA KULGAM
Date of Regn: 02.03.2022    Permit: Kulgam-Srinagar
""")
u("backlog/2024-10/bilty 950 peti.jpg", "document_photo", "M/s Kashmir Valley Fruit Co., Fruit Mandi Anantnag", "2024-10-09", ["C07"], [], """
M/s KASHMIR VALLEY FRUIT CO. - Commission Agents - Fruit Mandi, Anantnag
RECEIPT (BILTY) No. 2291        Dt. 09.10.2024
Recd. from Mohammad Ramzan Ganie, Kanelwan: 950 (nine hundred fifty) peti apple, Delicious, A grade,
for sale at Delhi (Azadpur) on commission. Sale proceeds to be paid after sale.   sd/- Munshi
""")
u("backlog/2025-08/legal notice Kashmir Valley Fruit.docx", "typed_note_docx", L, "2025-08-05", ["C07"], [], """
MIR AIJAZ AHMAD, Advocate, District Court Anantnag                               Dated 05.08.2025
To: M/s Kashmir Valley Fruit Co., Fruit Mandi Anantnag, through its proprietor Tariq Ahmad Zargar
Sub: Legal notice for recovery of Rs. 3,80,000
My client Mohammad Ramzan Ganie consigned 950 boxes of A-grade Delicious apples to you vide bilty No. 2291 dated
09.10.2024. You sold them at Azadpur but have not paid Rs. 3,80,000 due after commission. Pay within 15 days.
""")

# ---------------- C01 Wani orchard partition (Sub-Judge Bijbehara)
u("backlog/2026-05/IMG_20260512_141530.jpg", "handwritten_note_photo", L, "2026-05-12", ["C01"], ["C01-H01"], """
12/5/26  Sub Judge Bijbehara (Rubeena madam)
Wani bagh partition - CS 112/25
D1 Abdul Rashid ka WS file. D2 Ayoub + D3 Haleema - no WS, Bhat ne time liya.
WS me D1 says abbaji ne zindagi me hi bagh use de diya (oral hiba) !!
ND 9/6 - WS D2 D3
""")
u("backlog/2026-06/IMG-20260609-WA0011.jpg", "handwritten_note_photo", K, "2026-06-09", ["C01"], ["C01-H02"], """
رجسٹر تاریخ پیشی - جون ۲۰۲۶
09.06.2026  سب جج بجبہاڑہ
غلام نبی وانی بنام عبدالرشید وانی - تقسیم باغ
مدعا علیہ نمبر 2 اور 3 کا جواب دعویٰ داخل ہوا۔
عدالت نے تحصیلدار بجبہاڑہ کو جمع بندی اور گرداوری خسرہ نمبر 1123، 1124 پیش کرنے کا حکم دیا۔
آئندہ تاریخ 14.07.2026
- محی الدین
""")
u("backlog/2026-07/wani bagh 14 july.txt", "typed_note_txt", L, "2026-07-14", ["C01"], ["C01-H03"], """
14.07.2026 Bijbehara - Wani partition
Patwari Halqa Waghama came with the record. Girdawari kharif 2024 and rabi 2025 - D1 Abdul Rashid shown in kasht of
the whole bagh (both khasras). Jamabandi still in abbaji's name, virasat intiqal 611 pending.
Madam asked Patwari why girdawari changed without order - no answer. Noted.
Issues framed - 5 (partition, shares, oral hiba by D1, accounts, correction of girdawari).
ND 18.08.26 for PE. Ghulam Nabi ko affidavit ke liye bulana hai.
""")
u("backlog/2026-08/20260818_152204.jpg", "handwritten_note_photo", L, "2026-08-18", ["C01"], ["C01-H04"], """
18.8.26 - Bijbehara
Wani - PW1 Ghulam Nabi chief by affidavit tendered.
Bhat: "cross ke liye time, client Delhi gaya hai crop bechne" - granted.
Crop season shuru - application for account of crop ready rakho.
ND 22.9
""")
u("backlog/2026-09/Wani cross 22.9.docx", "typed_note_docx", L, "2026-09-22", ["C01"], ["C01-H05"], """
22.09.2026 - CS 112/2025 Wani vs Wani - Sub-Judge Bijbehara
PW1 Ghulam Nabi cross-examined by Ashraf Bhat for about an hour. He held firm: abbaji never gave the bagh to
Rashid; hiba story is after-thought. Admitted he lives at Srinagar (Bemina) since 2012 and comes in harvest.
Our application for account of the crop: Madam directed D1 to deposit Rs. 1,50,000 (one lakh fifty thousand) out of
this year's crop sale in court within 3 weeks. Also moved LC application for demarcation - reply by Bhat.
ND 27.10.2026
""")
u("backlog/2026-10/Scan_20261028_CS112.pdf", "certified_order_sheet_scan", "Court of Sub-Judge, Bijbehara", "2026-10-28", ["C01"], ["C01-H06"], """
IN THE COURT OF SUB-JUDGE, BIJBEHARA
(Presiding Officer: Rubeena Akhter)
Civil Suit No. 112/2025     Ghulam Nabi Wani  V/s  Abdul Rashid Wani & Ors.
27.10.2026
Present: Mir Aijaz Ahmad, Adv. for the plaintiff. Mohammad Ashraf Bhat, Adv. for the defendants.
Application for appointment of local commissioner heard. Objections of the defendants considered. Adv. Ishfaq Ahmad
Dar is appointed Local Commissioner to visit the orchard under khasra nos. 1123, 1124 at Waghama with the Patwari
concerned, measure it, count the fruit-bearing trees and report on the possession of the parties. Fee of
Rs. 6,000/- to be paid by the plaintiff. Defendant No. 1 has deposited Rs. 1,50,000/- as directed. Report before
the next date. To come up on 08.12.2026.
                                                       Sd/- Sub-Judge, Bijbehara
""")
u("backlog/2026-12/register Dec 2026 page 3.jpg", "handwritten_note_photo", K, "2026-12-11", ["C01", "C04", "C06"], ["C01-H07", "C04-H07", "C06-H07"], """
رجسٹر تاریخ پیشی - دسمبر ۲۰۲۶  (صفحہ ۳)
08.12.2026  سب جج بجبہاڑہ - وانی تقسیم باغ: کمشنر کی رپورٹ نہیں آئی، موقع پر برف۔ آئندہ تاریخ 09.03.2027
10.12.2026  موٹر ایکسیڈنٹ ٹربیونل اننت ناگ - شمیمہ اختر: انشورنس کا گواہ حاضر نہیں، 2000 روپے ہرجانہ۔ آئندہ تاریخ 18.03.2027
11.12.2026  جے ایم آئی سی کلگام - رفیقہ بانو خرچہ: ریشی صاحب غیر حاضر، ہماری بحث سنی گئی۔ آئندہ تاریخ 19.03.2027
سردیوں کی چھٹیاں 01.01.2027 سے
- محی الدین
""")
u("backlog/2027-03/wani LC report 9 march.txt", "typed_note_txt", L, "2027-03-09", ["C01"], ["C01-H08"], """
09.03.27 Bijbehara. Wani partition.
LC report finally filed by Ishfaq Dar (visited on 02.03 after snow melted):
- total 14 kanal 6 marla as per record, on spot slightly less (14K 1M) because of the kuhl (water channel) on east side
- 212 fruit-bearing trees (Delicious 148, American 41, Ambri 23)
- whole bagh in possession of D1 Abdul Rashid; plaintiff's old kotha (store room) on khasra 1124
Bhat wants to file objections. Madam gave him till ND.
ND 13.04.2027
""")
u("backlog/2027-04/IMG_20270413_124810.jpg", "handwritten_note_photo", L, "2027-04-13", ["C01"], ["C01-H09"], """
13/4/27  Bijbehara - Wani
Bhat ke objections to LC report - trees ka count galat, kuhl wala hissa unka. Reply hum denge.
PW2 Mohammad Shafi Lone (hamsaya, neighbour bagh) examined + crossed. Said abbaji till 2020 khud bagh dekhte the,
Rashid sirf spray karta tha. Good witness.
ND 18/5 - PW3 patwari / objections
""")

# ---------------- C02 Lal Chowk shop eviction (Munsiff Anantnag)
u("backlog/2026-05/dukaan case 6 may.docx", "typed_note_docx", L, "2026-05-06", ["C02"], ["C02-H01"], """
06.05.2026 - Munsiff Anantnag - Qadir Shah vs Bashir Dar (CS 47/2025)
WS filed on behalf of Bashir. Sajad Shah pressed his application for deposit of rent.
Munsiff sahib: tenant to deposit arrears of rent from April 2025 to March 2026 - 12 months x 4,500 = Rs. 54,000 -
within one month, and keep depositing monthly rent by the 10th. Bashir present, agreed.
ND 03.06.2026 (deposit / replication)
""")
u("backlog/2026-06/challan receipt 54000 JK Bank.pdf", "document_scan", "J&K Bank, Court Road Branch, Anantnag", "2026-06-01", ["C02"], ["C02-H02"], """
THE JAMMU & KASHMIR BANK LTD.  Court Road Branch, Anantnag
TREASURY CHALLAN - COURT DEPOSIT      Date: 01.06.2026
Deposited by: Bashir Ahmad Dar   In: Civil Suit No. 47/2025, Court of Munsiff Anantnag
Amount: Rs. 54,000/- (Rupees fifty four thousand only) - arrears of rent April 2025 to March 2026
Bank seal / cashier
""")
u("backlog/2026-07/IMG-20260708-WA0004.jpg", "handwritten_note_photo", K, "2026-07-08", ["C02"], ["C02-H02", "C02-H03"], """
رجسٹر تاریخ پیشی - جون / جولائی ۲۰۲۶
03.06.2026  منصف اننت ناگ - حاجی غلام قادر شاہ بنام بشیر احمد ڈار (دکان)
کرایہ 54000 روپے جمع کا چالان داخل۔ مدعی کی طرف سے جواب الجواب داخل۔ آئندہ تاریخ 08.07.2026
08.07.2026  وہی مقدمہ
سجاد شاہ صاحب ہائی کورٹ سرینگر میں مصروف، تاریخ لے لی۔ آئندہ تاریخ 05.08.2026
- محی الدین
""")
u("backlog/2026-08/dukaan issues 5.8.txt", "typed_note_txt", L, "2026-08-05", ["C02"], ["C02-H04"], """
5.8.26 Munsiff Anantnag - Bashir dukaan case
Issues framed (4):
1. Whether the plaintiff bonafide needs the shop for his son Imtiyaz? OPP
2. Whether the defendant is in arrears / wilful defaulter? OPP
3. Whether the pagri of Rs. 1,50,000 was paid? OPD
4. Relief.
ND 9.9.26 PE. Tell Bashir to bring Khanabal shop photos + trade licence of Imtiyaz if possible.
""")
u("backlog/2026-09/20260909_161122.jpg", "handwritten_note_photo", L, "2026-09-09", ["C02"], ["C02-H05"], """
9/9/26 Munsiff - dukaan
PW1 Imtiyaz Qadir (landlord ka beta) - chief affidavit. Cross part: says he has MBA, wants to open
"readymade garments" in Shop 3. Denied Khanabal shop - "woh mama ki dukaan hai".
Baaki cross ND 14.10
""")
u("backlog/2026-10/order sheet CS 47 14.10.2026.pdf", "certified_order_sheet_scan", "Court of Munsiff, Anantnag", "2026-10-15", ["C02"], ["C02-H06"], """
IN THE COURT OF MUNSIFF (JUDICIAL MAGISTRATE 1ST CLASS), ANANTNAG
Civil Suit No. 47/2025     Haji Ghulam Qadir Shah  V/s  Bashir Ahmad Dar
14.10.2026
Present: Defendant in person with his counsel Mir Aijaz Ahmad, Adv. PW1 present.
Counsel for the plaintiff not present; a clerk reports that he is busy before the Hon'ble High Court at Srinagar.
This is the second time. Adjourned subject to costs of Rs. 1,000/- payable to the defendant. Remaining
cross-examination of PW1 on 18.11.2026.
                                                      Sd/- Munsiff, Anantnag
""")
u("backlog/2026-11/Bashir PW1 cross 18 Nov.docx", "typed_note_docx", L, "2026-11-18", ["C02"], ["C02-H07"], """
18.11.2026 - CS 47/2025 (Qadir Shah v. Bashir Dar) - Munsiff Anantnag
Costs Rs. 1,000 paid by Sajad to Bashir.
PW1 Imtiyaz cross concluded. Big admission: "It is correct that I sit at a shop in Khanabal chowk, Imtiyaz
Footwear, for the last three years; the trade licence is in my name." Also admitted rent was refused "on father's
instruction" after April 2025.
PW2 Abdul Rashid Kumar (neighbour shopkeeper) absent - summons again.
ND 17.03.2027 (after winter vacation)
""")
u("backlog/2027-03/IMG_20270317_130214.jpg", "handwritten_note_photo", L, "2027-03-17", ["C02"], ["C02-H08"], """
17.3.27 Munsiff Anantnag - dukaan
PW2 Ab. Rashid Kumar - says Imtiyaz needs shop, but in cross admitted he is a witness to the 2014 kirayanama
and that pagri 1,50,000 was given in his presence!!  (issue 3 ours)
PE closed by plaintiff.
ND 21.4 - DE. Bashir affidavit taiyar karo.
""")

# ---------------- C03 Adil NDPS bail
u("backlog/2026-07/WhatsApp Chat with Abdul Rashid Malik Goriwan.txt", "whatsapp_export", "Abdul Rashid Malik (client's father)", "2026-07-21", ["C03"], ["C03-H01", "C03-H02", "C03-H04"], """
16/06/26, 15:10 - Mir Aijaz Adv: Malik sahab, aaj PP ne objections ke liye time liya, case diary nahi aayi. Agli tareekh 23 June.
16/06/26, 15:14 - Abdul Rashid Malik: Janaab, kyah karun wun? Adil ki maa bahut pareshan hai
16/06/26, 15:15 - Mir Aijaz Adv: Sabr karo. Ek hafte ki baat hai
23/06/26, 14:02 - Mir Aijaz Adv: Objections aa gaye. Judge sahib ne poochha quantity kitni hai - 32 gram, intermediate hai, commercial nahi. FSL report abhi nahi aayi. ND 7 July arguments
23/06/26, 14:05 - Abdul Rashid Malik: Allah madad kare
21/07/26, 13:40 - Mir Aijaz Adv: Mubarak ho, Adil ko bail mil gayi. 50,000 ka personal bond aur ek zamanat. Kal surety lekar aao court, zamin ki fard ya gaadi ki RC lao
21/07/26, 13:41 - Abdul Rashid Malik: Shukriya janaab, Khodayas hawaale
""")
u("backlog/2026-07/Adil bail args 7 july.docx", "typed_note_docx", L, "2026-07-07", ["C03"], ["C03-H03"], """
07.07.2026 - Bail App. 88/2026 (Adil Rashid Malik) - PDJ Anantnag
Argued: 32 g is intermediate quantity - rigours of Sec 37 NDPS not attracted; no recovery of cash or weighing
scale; Sec 52A inventory not prepared before a Magistrate; accused a student of B.Sc. (GDC Bijbehara), no previous
FIR. In custody since 30.05.2026.
PP Showkat Rather: accused "habitual", one DDR entry of 2025 at P/S Bijbehara (no FIR). Said FSL report awaited.
Judge: "FSL report should come, I will decide on next date." Called for FSL report from SHO.
ND 21.07.2026 (orders)
""")
u("backlog/2026-07/Bail order 88-2026 dt 21.07.2026.pdf", "certified_order_sheet_scan", "Court of Principal District and Sessions Judge, Anantnag", "2026-07-22", ["C03"], ["C03-H04"], """
IN THE COURT OF PRINCIPAL DISTRICT & SESSIONS JUDGE, ANANTNAG (Special Judge NDPS)
Bail Application No. 88/2026     Adil Rashid Malik  V/s  UT of J&K through SHO P/S Bijbehara
FIR No. 61/2026, u/s 8/21 NDPS Act
21.07.2026
Present: Mir Aijaz Ahmad, Adv. for the applicant. Mr. Showkat Ahmad Rather, learned PP.
The FSL report dated 16.07.2026 shows diacetylmorphine in the sample. The total recovery is 32 grams, which is more
than small quantity but less than commercial quantity. The bar of Section 37 of the NDPS Act is not attracted. The
applicant is a student and has no criminal antecedents. Investigation is complete so far as the recovery goes.
The applicant is admitted to bail on furnishing a personal bond of Rs. 50,000/- with one surety of the like amount
to the satisfaction of the Chief Judicial Magistrate, Anantnag, subject to the conditions that he shall not leave
the UT without permission and shall appear before the SHO P/S Bijbehara on the first Sunday of every month.
Application disposed of.
                                                      Sd/- Principal District & Sessions Judge, Anantnag
""")

# ---------------- C04 Shameema MACT; C06 Rafeeqa maintenance (the junior's chats)
u("backlog/2026-06/WhatsApp Chat with Insha Nazir Adv.txt", "whatsapp_export", J, "2026-06-25", ["C04", "C06", "C05"], ["C04-H01", "C06-H01", "C06-H02", "C04-H02", "C05-H01"], """
08/05/26, 13:05 - Insha Nazir Adv: Sir Kulgam - Rafeeqa case. Reshi sb ne objections file kiye. Kehte hain Altaf mazdoor hai, 9000 kamata hai. Humne interim maintenance ki application daal di. ND 12 June
08/05/26, 13:07 - Mir Aijaz Ahmad: Theek. Sumo wali baat objections me hai?
08/05/26, 13:08 - Insha Nazir Adv: Nahi sir, Sumo ka zikr hi nahi 🙄
14/05/26, 16:20 - Insha Nazir Adv: Sir Srinagar - Dialgam road writ. AAG Andrabi sb ne objections nahi diye, "instructions awaited from Collector". Qureshi sir ne 4 weeks di, last opportunity. ND 18.06
21/05/26, 12:44 - Insha Nazir Adv: Sir MACT - Shameema case. Kuchay sb ne insurance ke objections ke liye time maanga. Jamwal sir ne de diya. ND 25/6
12/06/26, 14:30 - Insha Nazir Adv: Sir Kulgam 🎉 interim maintenance allow - Rs 4000 Rafeeqa ke liye + Rs 2000 bacche Faizan ke liye per month, application ki date se. ND 17 July evidence
12/06/26, 14:31 - Mir Aijaz Ahmad: Mashallah. Rafeeqa ko bata do, evidence ke liye taiyaar rahe
25/06/26, 15:02 - Insha Nazir Adv: Sir MACT - insurer ke objections aa gaye. Truck driver Gurmeet Singh ka DL accident ke din expired tha (valid till 11.01.2025) - yahi unka main point hai. Owner ex parte. ND 30 July issues
25/06/26, 15:03 - Mir Aijaz Ahmad: Expired DL is not "no licence". Case law nikaal ke rakho.
""")
u("backlog/2026-07/IMG-20260730-WA0009.jpg", "handwritten_note_photo", K, "2026-07-31", ["C04", "C07"], ["C04-H03", "C07-H02"], """
رجسٹر تاریخ پیشی - جون / جولائی ۲۰۲۶ (صفحہ ۸)
30.06.2026  سب جج اننت ناگ - محمد رمضان گنائی بنام کشمیر ویلی فروٹ کمپنی
تنقیحات وضع ہوئیں۔ عدالت نے مقدمہ ثالثی (میڈی ایشن) کے لیے بھیجا۔ آئندہ تاریخ 11.08.2026
30.07.2026  موٹر ایکسیڈنٹ ٹربیونل - شمیمہ اختر بنام گرمیت سنگھ
تنقیحات وضع ہوئیں، دعویداروں کی شہادت۔ آئندہ تاریخ 03.09.2026
- محی الدین
""")
u("backlog/2026-09/IMG_20260903_145012.jpg", "handwritten_note_photo", L, "2026-09-03", ["C04"], ["C04-H04"], """
3.9.26 MACT Anantnag - Shameema
CW1 Shameema examined. Wage 15,000 pm (bagh munshi) - certificate Haji Akbar Bhat exhibited.
3 children + old mother-in-law dependent.
Kuchay cross: Yousuf Sumo me "overloaded" passenger tha? - she said 9 sawari thi, normal.
ND 8/10 - CW2 Manzoor (Sumo driver)
""")
u("backlog/2026-11/WhatsApp Chat with Insha Nazir Adv (2).txt", "whatsapp_export", J, "2026-11-12", ["C04", "C05", "C06"], ["C04-H05", "C05-H04", "C06-H05", "C04-H06"], """
25/09/26, 13:15 - Insha Nazir Adv: Sir Kulgam - PW2 Ghulam Hassan Mir (Rafeeqa ke abba) ka statement ho gaya. Aur Altaf ne court me hi 18000 arrears diye, madam ne receipt pe likhwaya. ND 6.11
25/09/26, 13:16 - Mir Aijaz Ahmad: Good. Baaki arrears?
25/09/26, 13:18 - Insha Nazir Adv: Sir 6000 x 4 = 24000 banta tha, 6000 abhi baaki
01/10/26, 15:40 - Insha Nazir Adv: Sir HC - road writ. Collector ka koi compliance nahi. Qureshi sir bahut naraz - "Collector LA Anantnag shall appear in person on next date". ND 19/11
08/10/26, 12:22 - Insha Nazir Adv: Sir MACT - CW2 Manzoor Ganai nahi aaya, woh Sumo lekar Jammu gaya hai. Summons jaari. ND 12.11
12/11/26, 14:10 - Insha Nazir Adv: Sir MACT - Manzoor aa gaya az. Chief + cross dono ho gaye. Said truck wrong side se aaya, overtaking kar raha tha near Sangam bridge. Kuchay ne cross me kuch khaas nahi nikala. CE closed. ND 10 Dec RE
12/11/26, 14:12 - Mir Aijaz Ahmad: Shabash Insha 👍
""")
u("backlog/2027-03/MACT 214 order 18.03.2027.pdf", "certified_order_sheet_scan", "Motor Accident Claims Tribunal, Anantnag", "2027-03-19", ["C04"], ["C04-H08"], """
BEFORE THE MOTOR ACCIDENT CLAIMS TRIBUNAL, ANANTNAG
(Presiding Officer: Rajinder Singh Jamwal)
Claim File No. 214/2025     Mst. Shameema Akhter & Ors.  V/s  Gurmeet Singh & Ors.
18.03.2027
Present: Mir Aijaz Ahmad, Adv. for the claimants. Parvaiz Ahmad Kuchay, Adv. for the insurer. Respondents 1 and 2
ex parte.
Costs of Rs. 2,000/- imposed on 10.12.2026 paid. RW1 Harpreet Singh, Clerk, office of the DTO Pathankot, examined
with the licence record: the driving licence of respondent No. 1 was valid up to 11.01.2025 and was renewed on
22.04.2025. Cross-examined. The insurer closes its evidence. To come up for arguments on 22.04.2027.
                                                      Sd/- Presiding Officer, MACT Anantnag
""")
u("backlog/2027-03/shameema RE 18.3.txt", "typed_note_txt", L, "2027-03-18", ["C04"], ["C04-H08"], """
18.3.27 MACT - Shameema
RW1 DTO Pathankot clerk - DL expired 11.01.2025, renewed 22.04.2025 - i.e. not valid on 03.03.2025 by 51 days.
In cross admitted: licence was for HTV, renewal did not need a fresh test. So driver was "duly licensed" in sense of
the judgments - expired licence within the grace/renewal - argue pay and recover at worst.
ND 18.04.2027 args.
""")
u("backlog/2027-03/correction shameema ND.txt", "typed_note_txt", L, "2027-03-20", ["C04"], ["C04-H08"], """
Correction - Shameema MACT: in my note of 18.3 I wrote ND 18.04.2027 - WRONG (18.04 is a Sunday anyway).
Certified order says "to come up for arguments on 22.04.2027". Correct next date 22.04.2027. Mohi-ud-Din ko register
me theek karne ko bola.
""")

# ---------------- page about two matters
u("backlog/2027-04/IMG_20270422_161907.jpg", "handwritten_note_photo", L, "2027-04-22", ["C02", "C04"], ["C02-H09", "C04-H09"], """
21-22 April 27
(1) 21/4 Munsiff - Bashir dukaan: DW1 Bashir chief affidavit tendered. Sajad ne cross ke liye time maanga,
    "file padhni hai". ND 26.5.27
(2) 22/4 MACT - Shameema: args. Kuchay ne phir time liya - "senior counsel of company will argue". Jamwal sir:
    last time for insurer. ND 18.5.27. Written submissions ready - claim 38 lakh, multiplier 14 (age 42).
""")

# ---------------- C05 Dialgam road writ (HC Srinagar)
u("backlog/2026-06/WP(C) 1874-2025 order 18.06.2026.pdf", "certified_order_sheet_scan", "High Court of J&K and Ladakh at Srinagar", "2026-06-19", ["C05"], ["C05-H02"], """
HIGH COURT OF JAMMU & KASHMIR AND LADAKH AT SRINAGAR
WP(C) No. 1874/2025
Abdul Ahad Malik and others                                    ...Petitioner(s)
Versus
UT of J&K and others                                           ...Respondent(s)
CORAM: HON'BLE MR. JUSTICE M. YASEEN QURESHI, JUDGE
Through: Mr. Mir Aijaz Ahmad, Advocate for the petitioners. Mr. Imtiyaz Ahmad Andrabi, AAG for the respondents.
18.06.2026
Learned AAG again seeks time, stating that instructions are awaited from the Collector. Be that as it may, the
Collector Land Acquisition, Anantnag shall file a status report indicating whether any award has been made for
the land of the petitioners at Dialgam utilised for the Anantnag-Kokernag road, and if not, why. List on 06.08.2026.
                                                      (M. YASEEN QURESHI) JUDGE
""")
u("backlog/2026-08/WP(C) 1874-2025 order 06.08.2026.pdf", "certified_order_sheet_scan", "High Court of J&K and Ladakh at Srinagar", "2026-08-07", ["C05"], ["C05-H03"], """
HIGH COURT OF JAMMU & KASHMIR AND LADAKH AT SRINAGAR
WP(C) No. 1874/2025   Abdul Ahad Malik and others  Vs  UT of J&K and others
CORAM: HON'BLE MR. JUSTICE M. YASEEN QURESHI, JUDGE
06.08.2026
Status report filed by the Collector Land Acquisition, Anantnag. It admits that 9 kanal 4 marla of the
petitioners' land was utilised in the year 2023 and that no award has been made as funds are awaited from the
R&B Department. Land cannot be taken without compensation (Article 300-A). The Collector shall make the award within
eight weeks. List on 01.10.2026 for compliance.
                                                      (M. YASEEN QURESHI) JUDGE
""")
u("backlog/2026-08/road writ 6 aug.txt", "typed_note_txt", L, "2026-08-06", ["C05"], ["C05-H03"], """
6 Aug 26 - HC Srinagar Ct 4 - Dialgam road writ
Status report: land taken 2023, no award, "funds awaited from R&B". Qureshi J quoted 300-A, gave 8 weeks for award.
Ahad Malik aur bhai court me the - khush. Ab award ka rate dekhna hai - market rate Dialgam ~ 12 lakh/kanal
(road-side). ND 1.10.26
""")
u("backlog/2026-11/road writ 19 nov.docx", "typed_note_docx", L, "2026-11-19", ["C05"], ["C05-H05"], """
19.11.2026 - WP(C) 1874/2025 - Qureshi J, Court 4, Srinagar
Collector LA (ACR Anantnag) appeared virtually. Produced Award No. 04 of 2026 dated 14.11.2026 - Rs. 1,04,60,000
total, at Rs. 9,50,000 per kanal. I pointed out: no solatium (100% u/s 30 of the 2013 Act) - award is short.
Court: petitioners may file objections to the award; AAG to get instructions on solatium.
ND 04.03.2027 (after winter vacation).
""")
u("backlog/2027-03/WP(C) 1874-2025 order 04.03.2027.pdf", "certified_order_sheet_scan", "High Court of J&K and Ladakh at Srinagar", "2027-03-05", ["C05"], ["C05-H06"], """
HIGH COURT OF JAMMU & KASHMIR AND LADAKH AT SRINAGAR
WP(C) No. 1874/2025   Abdul Ahad Malik and others  Vs  UT of J&K and others
CORAM: HON'BLE MR. JUSTICE M. YASEEN QURESHI, JUDGE
04.03.2027
Heard in part. The petitioners object that solatium under Section 30 of the Right to Fair Compensation and
Transparency in Land Acquisition, Rehabilitation and Resettlement Act, 2013 has not been added in Award No. 04 of
2026. The amount admittedly awarded shall be disbursed to the petitioners within four weeks, without prejudice. The
Collector shall file an affidavit on the question of solatium. List on 20.05.2027.
                                                      (M. YASEEN QURESHI) JUDGE
""")

# ---------------- C06 Rafeeqa maintenance
u("backlog/2026-07/IMG_20260717_155510.jpg", "handwritten_note_photo", L, "2026-07-17", ["C06"], ["C06-H03"], """
17.7.26 JMIC Kulgam - Rafeeqa 144 BNSS
PW1 Rafeeqa examined. Reshi cross 40 min - "you left on your own" - she denied, said saas (mother-in-law) ne
nikala, August 2024. Mehr 51,000 not paid.
Interim not paid by Altaf - 2 months. Tell madam ND.
ND 21.8
""")
u("backlog/2026-08/WhatsApp Chat with Rafeeqa Bano.txt", "whatsapp_export", "Mst. Rafeeqa Bano (client)", "2026-08-21", ["C06"], ["C06-H04"], """
21/08/26, 12:50 - Mir Aijaz Adv: Rafeeqa, aaj Reshi sahab ne date le li, kehte hain tabiyat kharab hai. Altaf ne court me kaha next date tak arrears dega. ND 25 September
21/08/26, 12:58 - Rafeeqa Bano: Janaab woh kabhi nahi dega. Faizan ki school fees 3 mahine se baaki hai
21/08/26, 13:00 - Mir Aijaz Adv: Agar nahi diya to warrant ki application daalenge. Abba ko 25 ko saath lana, unka statement hai
""")
u("backlog/2026-11/Altaf cross 6 nov.txt", "typed_note_txt", L, "2026-11-06", ["C06"], ["C06-H06"], """
06.11.2026 Kulgam - Rafeeqa vs Altaf
RW1 Altaf in chief: "labourer, 9,000 a month, no property".
My cross (with RC JK18B Sumo Gold in his name, registered 02.03.2022, taxi permit Kulgam-Srinagar):
- admitted the Sumo is his, "loan pe li hai", plies it "kabhi kabhi"
- admitted 4-5 trips a week Kulgam-Srinagar, Rs. 250 per sawari
- admitted his father has 6 kanal orchard at Yaripora
RE closed. ND 11.12.26 args.
""")
u("backlog/2027-04/WhatsApp Chat with Insha Nazir Adv (3).txt", "whatsapp_export", J, "2027-04-23", ["C06"], ["C06-H08", "C06-H09"], """
19/03/27, 14:20 - Insha Nazir Adv: Sir Kulgam - Reshi sb ne finally arguments kiye. Bole Rafeeqa apni marzi se gayi, isliye maintenance nahi banti. Madam ne orders ke liye rakha. ND 23 April
19/03/27, 14:22 - Mir Aijaz Ahmad: Unhone Sumo ke baare me kuch kaha?
19/03/27, 14:23 - Insha Nazir Adv: Sir bole Sumo bank loan pe hai, EMI 14,000. Koi paper nahi diya
23/04/27, 12:05 - Insha Nazir Adv: Sir Kulgam - madam leave pe hain aaj, orders nahi sunaye. Reader ne ND 18.5.27 di
23/04/27, 12:06 - Mir Aijaz Ahmad: Ok. 18 ko main khud aaunga Kulgam, MACT Insha tum dekhna
""")

# ---------------- C07 Ramzan apple recovery
u("backlog/2026-05/IMG_20260519_143302.jpg", "handwritten_note_photo", L, "2026-05-19", ["C07"], ["C07-H01"], """
19/5/26 Sub Judge Anantnag (Khanday sb) - Ramzan vs Kashmir Valley Fruit
WS filed by Mattoo: boxes were "B-grade, daagi (spotted)", Azadpur rates fell in Oct 2024 - sold at loss,
only Rs. 1,10,000 due after freight + commission. Bilty says A grade - good for us.
ND 30/6 issues
""")
u("backlog/2026-08/ramzan mediation 11.8.txt", "typed_note_txt", L, "2026-08-11", ["C07"], ["C07-H03"], """
11.08.2026 - Mediation Centre, District Court Anantnag - Ramzan apple boxes
Mediator: Adv. Bilal Ahmad Shah. Tariq Zargar (fruit co.) offered Rs. 2,50,000, then Rs. 3,00,000. Ramzan wants
3,40,000. Nearly done - Ramzan will think. Court ND 15.09.2026 (report of mediator / compromise).
""")
u("backlog/2026-09/compromise deed Ramzan Kashmir Valley.pdf", "document_scan", "Parties (compromise filed in court)", "2026-09-15", ["C07"], ["C07-H04"], """
IN THE COURT OF SUB-JUDGE (CJSD), ANANTNAG - Civil Suit No. 66 of 2025
COMPROMISE under Order 23 Rule 3 CPC
1. The defendant shall pay the plaintiff Rs. 3,10,000 (three lakh ten thousand) in full settlement.
2. Rs. 1,60,000 paid today in court by cheque; balance Rs. 1,50,000 by demand draft on or before 31.10.2026.
3. On payment the suit be decreed in terms of this compromise; no costs.
Dated 15.09.2026   sd/- Mohammad Ramzan Ganie (plaintiff)   sd/- Tariq Ahmad Zargar (defendant)
""")
u("backlog/2026-11/CS 66-2025 order 03.11.2026.pdf", "certified_order_sheet_scan", "Court of Sub-Judge (CJSD), Anantnag", "2026-11-04", ["C07"], ["C07-H05"], """
IN THE COURT OF SUB-JUDGE (CIVIL JUDGE SENIOR DIVISION), ANANTNAG
(Presiding Officer: Ajaz Ahmad Khanday)
Civil Suit No. 66/2025     Mohammad Ramzan Ganie  V/s  M/s Kashmir Valley Fruit Co.
03.11.2026
Present: Plaintiff with counsel Mir Aijaz Ahmad, Adv. Defendant with counsel Feroz Ahmad Mattoo, Adv.
The plaintiff states that the balance of Rs. 1,50,000/- has been received by demand draft. In terms of the
compromise dated 15.09.2026, which is lawful, the suit is decreed for Rs. 3,10,000/- as compromised. No costs.
Decree sheet be drawn. File be consigned to records after due completion.
                                                      Sd/- Sub-Judge, Anantnag
""")

# ---------------- plan and cause list
u("backlog/2027-05/Plan 17-22 May.docx", "typed_note_docx", L, "2027-05-16", ["C01", "C04", "C06", "C05", "C02"], [], """
PLAN - week of 17 May 2027 (Mon 17 = Eid-ul-Adha, courts closed)
Tue 18/5  Kulgam JMIC - Rafeeqa, orders (me). MACT Anantnag - Shameema args (Insha; written submissions in file).
          Bijbehara - Wani partition, PW3 patwari + our reply to Bhat's objections (go after Kulgam, 2 pm).
Thu 20/5  HC Srinagar Ct 4 - Dialgam road writ, solatium affidavit of Collector. Check disbursement done?
Wed 26/5  Munsiff - Bashir dukaan, DW1 cross.
Pending: Wani - LC fee Rs. 6,000 bill to Ghulam Nabi; Adil - trial court copy of challan.
""")
u("backlog/2027-05/MACT Anantnag cause list 18.05.2027.pdf", "cause_list_pdf", "District Courts, Anantnag", "2027-05-15", ["C04"], [], """
DISTRICT COURT ANANTNAG - CAUSE LIST FOR 18.05.2027 (TUESDAY)
MOTOR ACCIDENT CLAIMS TRIBUNAL, ANANTNAG (Presiding Officer: Rajinder Singh Jamwal)
S.No.  File No.       Title                                               Stage
1      MACT/88/2024   Mst. Mehmooda vs Bilal Ahmad Dar & Ors.             Evidence
2      MACT/214/2025  Mst. Shameema Akhter & Ors. vs Gurmeet Singh & Ors. Arguments
3      MACT/301/2025  Javaid Ahmad Rather vs Oriental Ins. Co.            Objections
4      MACT/17/2026   Sakina Begum vs Mohammad Shafi Wagay                Issues
""")

# ---------------- late additions found in the phone
u("backlog/2025-10/notice eviction Qadir Shah.pdf", "document_scan", "Adv. Sajad Hussain Shah (for the landlord)", "2025-10-20", ["C02"], [], """
SAJAD HUSSAIN SHAH, Advocate, Anantnag / Srinagar                     Dated 20.10.2025
To: Bashir Ahmad Dar, Dar Cloth House, Shop No. 3, Shah Complex, Lal Chowk, Anantnag
NOTICE: Under instructions from my client Haji Ghulam Qadir Shah, you are in arrears of rent since April 2025 and
my client requires the shop bonafide for his son Imtiyaz Qadir, who is unemployed. You are called upon to vacate
and hand over the vacant possession of the shop within 30 days, failing which a suit for eviction will be filed.
""")
u("backlog/2026-09/IMG-20260925-WA0015.jpg", "document_photo", "Reader, Court of JMIC Kulgam (receipt)", "2026-09-25", ["C06"], ["C06-H05"], """
RECEIPT
Received from Mohammad Altaf Bhat (respondent) in open court a sum of Rs. 18,000/- (eighteen thousand) towards
arrears of interim maintenance in File No. 19/Misc of 2025, Rafeeqa Bano vs Altaf Bhat, paid to the petitioner
Mst. Rafeeqa Bano.           Dated 25.09.2026       sd/- Rafeeqa Bano (thumb)   sd/- Reader
""")
