"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


# ---------------------------------------------------------------- documents (dated by their own date)
up("backlog/2025-11/anubandh plot 38 Bicholi.pdf", "document_scan", "Ramprasad Mukati / Suresh Chandra Jain", "2019-02-14", ["C01"], [], """
विक्रय अनुबंध पत्र (एग्रीमेंट टू सेल)
यह अनुबंध आज दिनांक 14.02.2019 को इन्दौर में निष्पादित किया गया।
विक्रेता: श्री रामप्रसाद पिता भेरूलाल मुकाती, निवासी ग्राम बिचौली मर्दाना, तहसील व जिला इन्दौर
क्रेता: श्री सुरेश चन्द्र पिता माणकचन्द जैन, निवासी 14, साउथ तुकोगंज, इन्दौर
1. विक्रेता का भूखण्ड क्रमांक 38, सर्वे नं. 211/3, ग्राम बिचौली मर्दाना, क्षेत्रफल 1500 वर्गफुट, कुल प्रतिफल रु. 42,00,000/- (बयालीस लाख रुपये) में विक्रय करने का अनुबंध किया गया।
2. बयाना राशि रु. 7,00,000/- (सात लाख रुपये) चेक क्र. 118842 द्वारा प्राप्त की।
3. शेष राशि रु. 35,00,000/- क्रेता छह माह के भीतर अर्थात दिनांक 14.08.2019 तक अदा कर रजिस्ट्री करवाएगा। समय इस अनुबंध का सार है। नियत अवधि में शेष राशि न देने पर बयाना राशि जप्त मानी जावेगी।
साक्षी: 1. दिनेश पाटीदार  2. मो. सलीम
हस्ताक्षर विक्रेता - रामप्रसाद मुकाती        हस्ताक्षर क्रेता - सुरेश चन्द्र जैन
""")

up("backlog/2025-11/CS 214-A-2021 judgment decree 22.08.2025.pdf", "document_scan", "court", "2025-08-22", ["C01"], [], """
IN THE COURT OF THE IIIrd ADDITIONAL DISTRICT JUDGE, INDORE
Civil Suit No. 214-A/2021
Suresh Chandra Jain ... Plaintiff
Versus
1. Smt. Kamla Bai w/o late Ramprasad Mukati  2. Rajesh s/o late Ramprasad Mukati ... Defendants
JUDGMENT (delivered on 22.08.2025)
1. The plaintiff sued for specific performance of the agreement to sell dated 14.02.2019 of plot No. 38, Survey No. 211/3, village Bicholi Mardana, for Rs. 42,00,000/-, of which Rs. 7,00,000/- was paid as earnest.
...
17. The defendants contend that time was the essence and the plaintiff had no funds to pay Rs. 35,00,000/- by 14.08.2019. The plaintiff's legal notice dated 02.08.2019 shows readiness. Issue No. 2 is answered in favour of the plaintiff.
DECREE: The suit is decreed. The plaintiff shall deposit the balance consideration of Rs. 35,00,000/- within two months, and on such deposit the defendants shall execute the sale deed of the suit plot within one month thereafter, failing which the Court shall execute it. Costs on the defendants.
sd/- IIIrd Additional District Judge, Indore
""")

up("backlog/2025-11/WhatsApp Image 2025-11-29 at 10.41.07_5c2e81aa.jpg", "document_photo", "Indore Municipal Corporation", "2025-11-28", ["C03"], [], """
नगर पालिक निगम, इन्दौर
भवन अनुज्ञा शाखा - झोन क्र. 14
क्रमांक/भ.अ./झो.14/2025/1187                                   दिनांक 28.11.2025
सूचना पत्र (म.प्र. नगर पालिक निगम अधिनियम 1956 की धारा 307 के अंतर्गत)
प्रति, श्री अब्दुल रशीद खान, मकान नं. 112, गली नं. 4, खजराना, इन्दौर
आपके द्वारा उक्त स्थान पर बिना अनुमति के भूतल, प्रथम तल एवं द्वितीय तल का निर्माण किया गया है। आपको निर्देशित किया जाता है कि सूचना प्राप्ति के 3 दिवस के भीतर अवैध निर्माण स्वयं हटा लेवें, अन्यथा निगम द्वारा रिमूवल की कार्यवाही की जाकर व्यय आपसे वसूला जावेगा।
भवन अधिकारी, झोन 14, नगर पालिक निगम इन्दौर
""")

up("backlog/2025-09/Ledger Rathi Foods FY24-25.pdf", "document_scan", "M/s Shree Balaji Agro Packaging", "2025-04-05", ["C04"], [], """
SHREE BALAJI AGRO PACKAGING
Plot 17-B, Sector E, Sanwer Road Industrial Area, Indore 452015   GSTIN 23AAxxx1234x1Zx
LEDGER ACCOUNT: M/s RATHI FOODS PVT. LTD., Pithampur (Sector 3)        01.04.2024 to 31.03.2025
Date        Particulars                                         Debit          Credit
08.04.2024  Inv. SBAP/24-25/011 laminated pouches 500 g           78,400.00
  ...       (24 invoices SBAP/24-25/011 to SBAP/24-25/163, Apr-Sep 2024)
Total of 24 invoices                                          21,74,500.00
12.07.2024  By NEFT                                                            3,00,000.00
Closing balance (Dr) as on 31.03.2025                          18,74,500.00
Interest @ 18% p.a. as per invoice terms. No debit note / quality complaint received in the period.
for Shree Balaji Agro Packaging - Vinod Agrawal, Partner
""")

up("backlog/2025-10/Charge order ST 412-2024.pdf", "document_scan", "court", "2025-10-27", ["C02"], [], """
न्यायालय: ग्यारहवें अपर सत्र न्यायाधीश, इन्दौर
सत्र प्रकरण क्र. 412/2024    म.प्र. राज्य द्वारा थाना तुकोगंज  विरुद्ध  महेन्द्र सिंह राठौर
अपराध क्र. 588/2021
आदेश दिनांक 27.10.2025
अभियोजन एवं बचाव पक्ष को आरोप पर सुना गया। फरियादी गुरप्रीत सिंह सलूजा (सलूजा टिम्बर मार्ट, सियागंज) का कथन है कि अभियुक्त ने दिनांक 12.03.2019 के भागीदारी अनुबंध पर उसके कूटरचित हस्ताक्षर कर रु. 23,50,000/- प्राप्त किए। प्रथम दृष्टया अभियुक्त के विरुद्ध भा.द.वि. की धारा 420, 467, 468, 471 सहपठित 120-बी के अंतर्गत आरोप विरचित किए जाने हेतु पर्याप्त आधार है। आरोप विरचित कर पढ़कर सुनाए गए, अभियुक्त ने अपराध अस्वीकार किया। प्रकरण अभियोजन साक्ष्य हेतु दिनांक 08.12.2025 को पेश हो।
""")

up("backlog/2025-10/Sec 13(4) possession notice Palda godown.pdf", "document_scan", "Bank of Maharashtra", "2025-10-03", ["C06"], [], """
BANK OF MAHARASHTRA - Siyaganj Branch, Indore
POSSESSION NOTICE [Rule 8(1)] (for immovable property)
Whereas the Authorised Officer of Bank of Maharashtra under the SARFAESI Act, 2002 issued a demand notice dated 12.06.2025 calling upon the borrower M/s Chhabra Steel Traders, Prop. Shri Harpreet Singh Chhabra, 44 Loha Mandi, Indore, to repay the amount of Rs. 1,26,40,000/- (Rupees One Crore Twenty Six Lakh Forty Thousand only) with interest within 60 days.
The borrower having failed to repay the amount, the undersigned has taken SYMBOLIC POSSESSION of the property described below on this 03rd day of October, 2025.
Description: Godown on Survey No. 144/2, Village Palda, Tehsil & District Indore, area 6,200 sq. ft.
Place: Indore  Date: 03.10.2025      sd/- Authorised Officer
""")

up("backlog/2025-12/DIR Nisha Solanki.pdf", "document_scan", "Protection Officer", "2025-12-30", ["C05"], [], """
प्ररूप - 1 (घरेलू घटना रिपोर्ट / DIR)  - घरेलू हिंसा से महिलाओं का संरक्षण अधिनियम, 2005 की धारा 9(ख)
संरक्षण अधिकारी: श्रीमती रेखा यादव, महिला एवं बाल विकास, इन्दौर           दिनांक 30.12.2025
व्यथित महिला: श्रीमती निशा सोलंकी पति विक्रम सोलंकी, हाल निवास पिता श्री कैलाश परमार, राऊ, इन्दौर
प्रत्यर्थीगण: 1. विक्रम सोलंकी (पति) 2. श्रीमती कुसुम सोलंकी (सास) 3. रामसिंह सोलंकी (ससुर), निवासी भंवरकुआं, इन्दौर
घटनाएँ: दहेज में कार की मांग को लेकर ताने; दिनांक 02.06.2025 को मारपीट कर घर से निकाला; स्त्रीधन (सोने का मंगलसूत्र, 2 कंगन) ससुराल में।
व्यथित महिला विवाह (21.11.2022) के पश्चात से प्रताड़ित, वर्तमान में पिता के घर रह रही है तथा एक निजी विद्यालय में शिक्षिका है।
""")

up("backlog/2026-03/IMG_20260330_133412412.jpg", "document_photo", "High Court of M.P., Indore Bench", "2026-03-30", ["C01"], [], """
HIGH COURT OF MADHYA PRADESH, BENCH AT INDORE
CHALLAN / RECEIPT - DEPOSIT IN COURT
Receipt No. IND/DEP/2026/0692            Date: 30/03/2026
Case: F.A. No. 1184/2025  (Kamla Bai & Anr. v. Suresh Chandra Jain)
Amount: Rs. 5,00,000/- (Rupees Five Lakh only) by DD No. 402117, SBI Palasia
Deposited by: Rajesh Mukati (Appellant No. 2) as per order dated 24.02.2026
Cashier sd/-
""")

up("backlog/2026-10/IMC compounding order Khan 05.10.2026.pdf", "document_scan", "Indore Municipal Corporation", "2026-10-05", ["C03"], [], """
नगर पालिक निगम, इन्दौर - भवन अनुज्ञा शाखा, झोन 14
प्रकरण: श्री अब्दुल रशीद खान, मकान नं. 112, गली 4, खजराना - कम्पाउंडिंग आवेदन दिनांक 08.05.2026 (आवक क्र. 4471)
आदेश दिनांक 05.10.2026 (माननीय उच्च न्यायालय के आदेश दिनांक 04.08.2026 के पालन में)
आवेदक को सुना गया। स्थल निरीक्षण में भूतल एवं प्रथम तल का निर्माण नियमानुसार कम्पाउंडिंग योग्य पाया गया। कम्पाउंडिंग शुल्क रु. 3,48,000/- जमा करने पर भूतल व प्रथम तल का निर्माण नियमित किया जाता है।
द्वितीय तल पर पीछे की ओर लगभग 220 वर्गफुट का निर्माण सेटबैक में होने से कम्पाउंडिंग योग्य नहीं है; आवेदक इसे 30 दिवस में स्वयं हटावे।
भवन अधिकारी, झोन 14
""")

up("backlog/2026-10/OTS sanction letter BoM 16.10.2026.pdf", "document_scan", "Bank of Maharashtra", "2026-10-16", ["C06"], [], """
BANK OF MAHARASHTRA - Zonal Office, Bhopal (Recovery Dept.)
Ref: ZO/BPL/REC/OTS/2026-27/311                                  Date: 16.10.2026
To: M/s Chhabra Steel Traders, Prop. Shri Harpreet Singh Chhabra, 44 Loha Mandi, Indore
Sub: One Time Settlement of your NPA account - Siyaganj Branch
We are pleased to convey sanction of OTS at Rs. 1,04,00,000/- (Rupees One Crore Four Lakh only) on the following terms:
1. 25% of the OTS amount, i.e. Rs. 26,00,000/-, within 30 days from this letter.
2. Balance Rs. 78,00,000/- on or before 15.04.2027, with interest at 9% on the balance from the 31st day.
3. On default, the OTS shall stand cancelled and the amounts paid shall be adjusted to the dues.
4. S.A. No. 218/2025 before DRT Jabalpur to be withdrawn on full payment.
Deputy General Manager
""")

# ---------------------------------------------------------------- certified / downloaded orders
up("backlog/2026-02/FA-1184-2025_24-02-2026.pdf", "certified_order_sheet_scan", "court", "2026-02-26", ["C01"], ["C01-H03"], """
HIGH COURT OF MADHYA PRADESH
AT INDORE
BEFORE
HON'BLE SHRI JUSTICE PRANAY DUBEY
ON THE 24th OF FEBRUARY, 2026
FIRST APPEAL No. 1184 of 2025
SMT. KAMLA BAI MUKATI AND OTHERS  Versus  SURESH CHANDRA JAIN
Appearance: Shri Rajendra Patidar, learned counsel for the appellants. Shri Pankaj Bohra, learned counsel for the respondent.
ORDER
Heard on I.A. No. 9914/2025, an application under Order 41 Rule 5 CPC for stay of execution of the decree dated 22.08.2025.
Reply has been filed. The record of the trial court has not been received; office to send a reminder.
Considering the nature of the decree, execution of the decree shall remain stayed subject to the appellants depositing a sum of Rs. 5,00,000/- (Rupees Five Lakh) in the Registry of this Court within six weeks from today. In default, the interim protection shall stand vacated without reference to the Court.
List after six weeks.
(PRANAY DUBEY) JUDGE
""")

up("backlog/2026-07/FA-1184-2025_14-07-2026.pdf", "certified_order_sheet_scan", "court", "2026-07-16", ["C01"], ["C01-H05"], """
HIGH COURT OF MADHYA PRADESH AT INDORE
BEFORE HON'BLE SHRI JUSTICE PRANAY DUBEY - ON THE 14th OF JULY, 2026
FIRST APPEAL No. 1184 of 2025 - SMT. KAMLA BAI MUKATI AND OTHERS Versus SURESH CHANDRA JAIN
Appearance: Shri Rajendra Patidar for the appellants; Shri Pankaj Bohra for the respondent.
The record of the trial court has been received. The appellants have deposited Rs. 5,00,000/- on 30.03.2026 in compliance of order dated 24.02.2026.
Learned counsel for both sides shall file a brief synopsis of their submissions, not exceeding two pages, within two weeks.
List for final hearing on 22.09.2026. Interim order to continue.
(PRANAY DUBEY) JUDGE
""")

up("backlog/2026-04/CRR 2876-2025 order 23.04.2026.pdf", "certified_order_sheet_scan", "court", "2026-04-27", ["C02"], ["C02-H04"], """
HIGH COURT OF MADHYA PRADESH AT INDORE
BEFORE HON'BLE SMT. JUSTICE RASHMI TIWARI - ON THE 23rd OF APRIL, 2026
CRIMINAL REVISION No. 2876 of 2025 - MAHENDRA SINGH RATHORE Versus THE STATE OF MADHYA PRADESH AND ANOTHER
Appearance: Shri Rajendra Patidar, counsel for the applicant. Shri Alok Khare, Dy. G.A. for the State. Shri Harjeet Singh Bhatia, counsel for respondent No. 2.
Reply on behalf of respondent No. 2 is filed today; taken on record.
By order dated 12.03.2026 the State was directed to produce the case diary. Learned Dy. G.A. submits that the case diary is with the Investigating Officer and could not be obtained. This is not appreciated. The case diary be produced positively on the next date of hearing, failing which the Superintendent of Police, Indore shall file his personal explanation.
List on 09.07.2026. Interim order dated 16.12.2025 staying further proceedings of S.T. No. 412/2024 is extended till the next date of hearing.
(RASHMI TIWARI) JUDGE
""")

up("backlog/2026-10/CRR_2876_2025_FinalOrder_08-10-2026.pdf", "certified_order_sheet_scan", "court", "2026-10-12", ["C02"], ["C02-H07"], """
HIGH COURT OF MADHYA PRADESH AT INDORE
BEFORE HON'BLE SMT. JUSTICE RASHMI TIWARI - ON THE 8th OF OCTOBER, 2026
CRIMINAL REVISION No. 2876 of 2025 - MAHENDRA SINGH RATHORE Versus THE STATE OF MADHYA PRADESH AND ANOTHER
ORDER
1. This revision is directed against the order dated 27.10.2025 passed by the 11th Additional Sessions Judge, Indore in S.T. No. 412/2024 framing charges under Sections 420, 467, 468, 471 read with 120-B IPC.
2. At the stage of framing of charge the Court is not to hold a mini trial; it has only to see whether the material collected by the prosecution discloses a prima facie case.
3. The alleged document is an agreement of partnership dated 12.03.2019. A partnership agreement is not a 'valuable security' within the meaning of Section 467 IPC, and the FSL report relied upon does not attribute the disputed signature to the applicant. The charges under Sections 467, 468 and 471 IPC are, therefore, set aside.
4. There is, however, prima facie material of inducement and receipt of Rs. 23,50,000/-; the charge under Section 420 read with 120-B IPC is maintained.
5. The revision is partly allowed. The trial court shall proceed in accordance with law; the applicant shall appear before the trial court on 03.11.2026.
(RASHMI TIWARI) JUDGE
""")

up("backlog/2026-02/WP-31542-2025_17-02-2026.pdf", "certified_order_sheet_scan", "court", "2026-02-19", ["C03"], ["C03-H03"], """
HIGH COURT OF MADHYA PRADESH AT INDORE
BEFORE HON'BLE SHRI JUSTICE HEMANT SAXENA - ON THE 17th OF FEBRUARY, 2026
WRIT PETITION No. 31542 of 2025 - ABDUL RASHID KHAN Versus INDORE MUNICIPAL CORPORATION AND OTHERS
Appearance: Shri Rajendra Patidar for the petitioner. Shri Sanjay Dixit, counsel for the respondent Corporation.
The petitioner has filed photographs of the structure and a copy of the permission of 1998 as directed.
Learned counsel for the Corporation again prays for time on the ground that instructions from the Building Officer are awaited. This is the second occasion. Time is granted, subject to payment of costs of Rs. 2,000/- to the petitioner.
Interim order dated 03.12.2025 that no coercive action shall be taken shall continue. List on 24.03.2026.
(HEMANT SAXENA) JUDGE
""")

up("backlog/2026-04/WP-31542-2025_28-04-2026.pdf", "certified_order_sheet_scan", "court", "2026-04-30", ["C03"], ["C03-H05"], """
HIGH COURT OF MADHYA PRADESH AT INDORE
BEFORE HON'BLE SHRI JUSTICE HEMANT SAXENA - ON THE 28th OF APRIL, 2026
WRIT PETITION No. 31542 of 2025 - ABDUL RASHID KHAN Versus INDORE MUNICIPAL CORPORATION AND OTHERS
Shri Nitin Verma, Building Officer, Zone 14, is present with the record.
It is stated on behalf of the Corporation that the ground and first floor may be compoundable under the rules, but the construction on the second floor rear portion falls in the setback.
Learned counsel for the petitioner, on instructions, undertakes that the petitioner shall apply for compounding within two weeks and shall not raise any further construction on the premises. The undertaking is accepted.
The Corporation shall consider the application in accordance with law. Interim protection to continue. List on 04.08.2026.
(HEMANT SAXENA) JUDGE
""")

up("backlog/2026-03/certified copy COMS 84-2025 ordersheet.pdf", "certified_order_sheet_scan", "court", "2026-03-23", ["C04"], ["C04-H03", "C04-H04"], """
न्यायालय: वाणिज्यिक न्यायालय (जिला न्यायाधीश स्तर), इन्दौर
COMS No. 84/2025 - M/s Shree Balaji Agro Packaging vs M/s Rathi Foods Pvt. Ltd.
ORDER SHEET (certified copy)
26.02.2026  Plaintiff through Shri Rajendra Patidar Adv. Defendant through Shri Pankaj Bohra Adv. Defendant has not filed affidavit of admission and denial of plaintiff's documents as required under Order XI Rule 4 as applicable to commercial suits. Counsel prays for time. Time granted subject to costs of Rs. 5,000/- payable to the plaintiff before the next date. Case management hearing on 19.03.2026.
19.03.2026  Both parties present through counsel. Costs of Rs. 5,000/- paid. Case management hearing held. Following issues are framed: (1) Whether the plaintiff supplied goods under 24 invoices and Rs. 18,74,500/- is due from the defendant? (2) Whether the goods were defective and the defendant is entitled to adjust Rs. 3,20,000/-? (3) Whether the plaintiff is entitled to interest at 18% p.a.? (4) Whether the suit is within limitation? (5) Relief and costs. Schedule: plaintiff's affidavits of evidence by 15.04.2026; cross-examination of plaintiff's witnesses on 30.04.2026. No adjournment shall be granted except on costs.
sd/- Ashutosh Mishra, Commercial Court, Indore
""")

up("backlog/2026-09/COMS 84-2025 order 24.09.2026.pdf", "certified_order_sheet_scan", "court", "2026-09-28", ["C04"], ["C04-H08"], """
न्यायालय: वाणिज्यिक न्यायालय (जिला न्यायाधीश स्तर), इन्दौर
COMS No. 84/2025 - M/s Shree Balaji Agro Packaging vs M/s Rathi Foods Pvt. Ltd.
24.09.2026  Plaintiff through Shri Rajendra Patidar Adv. Defendant through Shri Pankaj Bohra Adv. Case fixed for defendant's evidence. Affidavit of DW1 has not been filed within three weeks as directed on 13.08.2026. Counsel for the defendant seeks further time. Considering Section 35 CPC as amended by the Commercial Courts Act, time granted as LAST OPPORTUNITY subject to costs of Rs. 10,000/- payable to the plaintiff. In case of failure, defendant's evidence shall be closed. Be listed on 19.11.2026 for defendant's evidence.
sd/- Ashutosh Mishra, Commercial Court, Indore
""")

up("backlog/2026-05/MJCR 3318-2025 aadesh 08.05.2026.pdf", "certified_order_sheet_scan", "court", "2026-05-14", ["C05"], ["C05-H06"], """
न्यायालय: न्यायिक मजिस्ट्रेट प्रथम श्रेणी, कोर्ट क्र. 14, इन्दौर
एम.जे.सी.आर. क्र. 3318/2025   श्रीमती निशा सोलंकी विरुद्ध विक्रम सोलंकी एवं अन्य
आदेश दिनांक 08.05.2026 (धारा 23 घरेलू हिंसा से महिलाओं का संरक्षण अधिनियम)
उभयपक्ष के आय-व्यय के शपथपत्र (रजनेश विरुद्ध नेहा के प्रारूप में) एवं संरक्षण अधिकारी की घरेलू घटना रिपोर्ट का अवलोकन किया गया। प्रत्यर्थी क्र. 1 ने स्वयं की आय रु. 28,000/- प्रतिमाह बताई है, किन्तु उसके नाम पर एक मोबाइल दुकान एवं चारपहिया वाहन है।
अतः प्रत्यर्थी क्र. 1 को निर्देशित किया जाता है कि वह आवेदिका को आवेदन दिनांक 14.10.2025 से रु. 9,000/- (नौ हजार रुपये) प्रतिमाह अंतरिम भरण-पोषण अदा करे। 30.04.2026 तक की बकाया राशि रु. 58,500/- तीन मासिक किश्तों में तथा आगामी राशि प्रत्येक माह की 10 तारीख तक अदा की जावे।
प्रत्यर्थी क्र. 1 आवेदिका के कार्यस्थल (विद्यालय) पर नहीं जाएगा और न ही उससे संपर्क करेगा।
प्रकरण आवेदिका की साक्ष्य हेतु दिनांक 10.07.2026 को पेश हो।
जे.एम.एफ.सी., इन्दौर
""")

up("backlog/2026-10/SA 218-2025 order dt 21.10.2026.pdf", "certified_order_sheet_scan", "court", "2026-10-26", ["C06"], ["C06-H07"], """
DEBTS RECOVERY TRIBUNAL, JABALPUR
S.A. No. 218/2025 - M/s Chhabra Steel Traders vs Bank of Maharashtra
Date: 21.10.2026 (through video conference)
Present: Shri Rajendra Patidar, Adv. for the applicant (VC from Indore). Shri Kapil Bhargava, Adv. for the respondent bank.
Counsel for the bank places on record the sanction letter dated 16.10.2026 by which OTS has been sanctioned at Rs. 1,04,00,000/- payable 25% within 30 days and the balance on or before 15.04.2027. Counsel for the applicant accepts the terms on instructions.
In view of the settlement, the S.A. is kept pending to watch compliance. The interim order dated 18.12.2025 shall continue. The amount of Rs. 10,00,000/- deposited by the applicant shall remain with the Tribunal till further orders.
List on 16.12.2026 for report of compliance.
Presiding Officer
""")

up("backlog/2026-12/District Court Indore cause list 03-12-2026 Comm Court.pdf", "cause_list_pdf", "court", "2026-12-02", ["C04"], [], """
DISTRICT COURT INDORE - DAILY CAUSE LIST
Date: 03/12/2026 (Thursday)
COMMERCIAL COURT (DISTRICT JUDGE LEVEL) - SHRI ASHUTOSH MISHRA - COURT ROOM 22
FOR ORDERS
1. COMS/61/2024  Malwa Cotspin LLP vs Nimar Ginning Co.          S. Vyas / R. Gupta
FOR FINAL ARGUMENTS
2. COMS/84/2025  M/s Shree Balaji Agro Packaging vs M/s Rathi Foods Pvt. Ltd.   R. Patidar / P. Bohra
3. COMS/112/2025 Indo Pack Films vs Dewas Dairy Pvt. Ltd.        A. Soni / In person
FOR EVIDENCE
4. COMA/9/2026   Shreeji Transport vs Apex Logistics              M. Saxena / K. Jain
""")

# ---------------------------------------------------------------- notes: Rajendra (photos of his diary, a Motorola
# phone: IMG_YYYYMMDD_HHMMSSmmm.jpg; Notepad .txt and Word .docx on the chamber laptop), Ankit the junior (.txt typed
# on his phone, WhatsApp), Ramesh Malviya the munshi (photos of the tarikh register, Devanagari, sent on WhatsApp and
# saved by WhatsApp Desktop on Windows: "WhatsApp Image <date> at <time>_<hash>.jpg" = day received)
up("backlog/2025-12/IMG_20251203_191522604.jpg", "handwritten_note_photo", "Rajendra", "2025-12-03", ["C03"], ["C03-H01"], """
3/12 budh - HC Ct 11 Saxena saheb
Abdul Rashid Khan v IMC - WP 31542/25 (s.307 notice 28.11.25, 3 din ka time)
urgent mention - 2nd no. pe aaya. Saheb ne pehle photos maange - "structure ki photo kahan hai?" - nahi thi!! next time photo + 1998 ki permission zaroor.
Dixit (IMC) - instructions nahi. 
Interim: no coercive action till NDOH. Reply 4 wk.
Khan sahab bahar khade the, bola "bhai saab ghar bach gaya na?" - hau, abhi ke liye.
NDOH 13.1.26
""")

up("backlog/2025-12/ct14 5-12 ankit.txt", "typed_note_txt", "Ankit", "2025-12-05", ["C05"], ["C05-H01"], """
5/12/25 fri JMFC ct 14 (bhadoriya mam)
MJCR 3318/25 nisha solanki v vikram solanki
all 3 resp. appeared thru irfan qureshi. vakalatnama filed. reply ke liye time manga, mam ne de diya
mam ne PO (rekha yadav) ko DIR ke liye bola - report agli date tak
mam ne poocha aavedika kahan hai - nisha school me thi. mam bole next date pe dono party in person
nisha ke papa kailash ji aaye the, unko bataya
ND 09.01.2026
""")

up("backlog/2025-12/IMG_20251209_184410221.jpg", "handwritten_note_photo", "Rajendra", "2025-12-09", ["C01"], ["C01-H01"], """
9.12.25 Tue  HC Ct 3 - Dubey saheb
FA 1184/25 Kamla Bai Mukati v S.C. Jain (plot 38 Bicholi Mardana, decree of SP dt 22.8.25)
Admitted. Notice to resp. LCR called.
IA stay - saheb ne bola "LCR aane do, phir stay pe detail me sunenge" - abhi STATUS QUO on plot, no 3rd party rights (dono side).
Rajesh (beta) aaya tha - plot pe Jain ka board laga hai, kai karna? told him status quo hai, haath mat lagao.
Tarik lagi 20.1.26
""")

up("backlog/2025-12/comm court 11.12.txt", "typed_note_txt", "Ankit", "2025-12-11", ["C04"], ["C04-H01"], """
11.12.2025 thu - commercial court room 22 (mishra sir)
COMS 84/25 balaji agro v rathi foods
deft appeared thru pankaj bohra. summons served 20.11.2025.
bohra sir bole WS 30 din me dege. mishra sir - "120 din ke baad ek din bhi nahi milega, commercial suit hai"
vinod ji (plaintiff) present, unko pre-institution mediation ki non-starter report ka original chahiye tha file me - laga diya
NDOH 22.01.2026 - WS
""")

up("backlog/2025-12/IMG_20251216_190233745.jpg", "handwritten_note_photo", "Rajendra", "2025-12-16", ["C02"], ["C02-H01"], """
16/12 Tue - HC Ct 7 Tiwari madam
CRR 2876/25 Mahendra Singh Rathore v State & Saluja
(charge u/s 420/467/468/471/120B - ST 412/24, 11th ASJ, order dt 27.10.25)
admission - madam ne 467 pe poocha "partnership deed valuable security kaise?" - Khare (Dy GA) chup.
Notice to R2 (Gurpreet Singh Saluja). State - Khare accepts notice.
Further proceedings of ST 412/24 STAYED till next date only. (trial me 8.12 ko PW aane wale the - trial court ko order bhejna)
Rathore ji khush, maine bola - sirf next date tak.
NDOH 29.1.26
""")

up("backlog/2025-12/drt vc 18-12-25.txt", "typed_note_txt", "Rajendra", "2025-12-18", ["C06"], ["C06-H01"], """
18-12-2025 (Thu) DRT Jabalpur - VC from chamber
SA 218/2025 Chhabra Steel Traders v Bank of Maharashtra (Palda godown, s.13(4) symbolic possn 03.10.25, dues 1,26,40,000)
Matter called after lunch ~2:45 (PO sir takes VC matters post lunch only - keep laptop ready from 2:30)
Bank - Kapil Bhargava (Jabalpur).
PO sir first question: "OTS ka koi proposal hai?" - told him client wants to settle, needs time.
Interim: bank shall not take physical possession till next date, SUBJECT to deposit of Rs. 10,00,000 with the Tribunal within 2 weeks.
Harpreet ji ko bola - 10 lakh ka DD 1 Jan se pehle.
Next 28.01.2026
""")

up("backlog/2026-01/WhatsApp Image 2026-01-09 at 18.22.05_1b7e0c94.jpg", "handwritten_note_photo", "Ramesh Malviya", "2026-01-09", ["C05"], ["C05-H02"], """
दि. ०९.०१.२०२६ शुक्रवार
जे.एम.एफ.सी. कोर्ट १४ - एम.जे.सी.आर. ३३१८/२५ निशा सोलंकी
संरक्षण अधिकारी की रिपोर्ट (DIR) पेश हुई, नकल ले ली।
प्रत्यर्थी का जवाब पेश नहीं - कुरैशी साहब ने समय मांगा।
मैडम ने परिवार परामर्श केन्द्र भेजा - दि. २४.०१.२०२६ को दोनों पक्ष उपस्थित हों।
अंकित भैया उपस्थित थे।
अगली तारीख १३.०२.२०२६
""")

up("backlog/2026-01/HC 13 jan wp khan.txt", "typed_note_txt", "Ankit", "2026-01-13", ["C03"], ["C03-H02"], """
13 jan 2026 tue HC ct 11 saxena sir
WP 31542/25 abdul rashid khan v IMC
sir was in other court (FA arguments), i attended
dixit sir (IMC) - instructions awaited from building officer, time manga. saxena sir not happy but gave time
sir ne bola petitioner photographs + 1998 wali permission file kare - i said will file
interim (no coercive action) continued
khan sahab ko photo ke liye bola - 4 side se + 2nd floor ki
ND 17.02.2026
""")

up("backlog/2026-01/WhatsApp Image 2026-01-29 at 19.04.51_8c1f2a3e.jpg", "handwritten_note_photo", "Ramesh Malviya", "2026-01-29", ["C01", "C04", "C02"], ["C01-H02", "C04-H02", "C02-H02"], """
तारीख रजिस्टर - जनवरी २०२६ (पृष्ठ ३)
२०.०१ मंगल - हाईकोर्ट कोर्ट ३ - एफ.ए. ११८४/२५ कमला बाई मुकाती
   बोहरा वकील साहब ने जवाब हेतु ३ सप्ताह मांगे, मिले। स्थिति यथावत।   अगली ता. २४.०२.२०२६
२२.०१ गुरु - वाणिज्यिक न्यायालय - कॉम्स ८४/२५ बालाजी एग्रो
   प्रतिवादी का जवाबदावा (WS) १९.०१ को पेश - माल खराब बताया, डेबिट नोट ३,२०,००० । प्रत्युत्तर (replication) पेश करना।
   दस्तावेज स्वीकार/अस्वीकार शपथपत्र १५ दिन में।   अगली ता. २६.०२.२०२६
२९.०१ गुरु - हाईकोर्ट कोर्ट ७ - सी.आर.आर. २८७६/२५ राठौर
   सलूजा (उत्तरवादी २) पर तामील नहीं - "पता छोड़ दिया" लिखकर लौटा। नया नोटिस, दस्ती भी। स्टे बढ़ा।   अगली ता. १२.०३.२०२६
""")

up("backlog/2026-02/IMG_20260213_175840117.jpg", "handwritten_note_photo", "Rajendra", "2026-02-13", ["C05"], ["C05-H03"], """
13.2 Fri - JMFC Ct 14 (Bhadoriya madam)
Nisha Solanki DV - MJCR 3318/25
Counselling FAILED - PPK report: husband ready to take her back only if she leaves job. Nisha - nee (no).
Reply of resp filed today (denies everything, says she left on her own on 2.6.25).
s.23 interim (20k pm claimed) argued part. Madam: both sides Rajnesh v Neha affidavit of assets/income in 2 wk. Madam again - "parties har date pe in person aayenge".
Qureshi - objected, said husband's shop is in loss. 
NDOH 13.3.26
""")

up("backlog/2026-02/FA mukati 24feb.txt", "typed_note_txt", "Rajendra", "2026-02-24", ["C01"], ["C01-H03"], """
24 Feb 26 - HC Ct 3 - FA 1184/25 Kamla Bai
Stay IA heard. Bohra ka reply aa gaya tha.
Dubey saheb: execution stayed - CONDITION: appellants deposit Rs 5,00,000 in Registry within 6 weeks (i.e. by 7 April). Default = stay gone.
LCR abhi tak nahi aaya - office ko reminder.
Saheb ne dobara bola jab tak LCR nahi, final hearing nahi.
Call Rajesh Mukati 6:30 pm - 5 lakh ka intezaam karenge, SBI Palasia se DD banayenge. Kamla Bai ki tabiyat theek nahi, court nahi aayengi.
NDOH 7.4.26
""")

up("backlog/2026-02/IMG_20260226_181205930.jpg", "handwritten_note_photo", "Rajendra", "2026-02-26", ["C04"], ["C04-H03"], """
26/2 Thu - Comm. Court (Mishra saheb) - Balaji v Rathi Foods COMS 84/25
Bohra ka admission/denial affidavit NAHI. Bohra - "client Pithampur me hai, sign nahi hue". Time maanga.
Mishra saheb: costs Rs 5000 to plaintiff, before next date. Bola - "commercial court me har adjournment ki keemat hai".
Replication humne file kar di (Ankit).
Vinod ji - "5000 se kya hoga saheb" :)
CMH 19.3.26
""")

up("backlog/2026-03/WhatsApp Image 2026-03-13 at 20.15.33_e4d0a971.jpg", "handwritten_note_photo", "Ramesh Malviya", "2026-03-13", ["C02", "C05"], ["C02-H03", "C05-H04"], """
दि. १२.०३.२०२६ गुरुवार - हाईकोर्ट कोर्ट ७ - राठौर सी.आर.आर.
सलूजा की तरफ से भाटिया वकील साहब आए, जवाब हेतु २ सप्ताह मांगे।
मैडम ने शासन (खरे साहब) को केस डायरी पेश करने को कहा। स्टे आगे बढ़ा।
अगली ता. २३.०४.२०२६

दि. १३.०३.२०२६ शुक्रवार - जे.एम.एफ.सी. १४ - निशा सोलंकी
पति विक्रम का आय शपथपत्र पेश नहीं। कुरैशी साहब ने फिर समय मांगा।
मैडम ने रु. १,००० हर्जाना (कॉस्ट) लगाया - आवेदिका को देना।
अगली ता. १७.०४.२०२६
""")

up("backlog/2026-03/drt 5 march ankit.txt", "typed_note_txt", "Ankit", "2026-03-05", ["C06"], ["C06-H03"], """
05/03/2026 thursday DRT jabalpur VC (from chamber, sir in HC)
SA 218/25 chhabra steel v bank of maharashtra
bank ka reply filed (bhargava sir) - copy mail pe aayi
PO sir ne phir OTS ka poocha. bole "dono baith ke settle karo, godown bechne se kisi ko fayda nahi"
client ko OTS proposal bank ko dena hai - harpreet ji se baat karni hai amount ke liye
interim continue
VC 3 baar cut hua, audio nahi aa raha tha - mobile hotspot se join kiya
ND 15.04.2026
""")

up("backlog/2026-03/IMG_20260324_190012568.jpg", "handwritten_note_photo", "Rajendra", "2026-03-24", ["C03"], ["C03-H04"], """
24.3 Tue - HC Ct 11 - Khan v IMC WP 31542/25
Costs 2000 - Dixit ne de diye (Khan sahab ko).
IMC reply filed: says 2nd floor rear (approx 220 sq ft) 2024 me bana, bina permission; ground + 1st 1998 permission se different.
Saxena saheb: Building Officer Zone 14 to APPEAR in person with record next date. Photos dekh ke bola "2nd floor to naya lag raha hai".
Khan sahab ko samjhaya - 2nd floor pe compounding ka rasta dekhna padega.
NDOH 28.4.26
""")

up("backlog/2026-04/ankit HC 7.4.txt", "typed_note_txt", "Ankit", "2026-04-07", ["C01"], ["C01-H04"], """
7.4.26 tues - HC ct 3 dubey sir - FA 1184/25 mukati
deposit ki receipt (30.03.2026, rs 5 lakh, receipt no IND/DEP/2026/0692) court ko dikhayi - recorded
LCR abhi bhi nahi aaya. dubey sir ne registry se poocha - trial court se reminder gaya hai
bohra sir ne time manga - unke senior DB me busy hain, final pe wahi bolenge. sir ne de diya, after vacation
ND 14.07.2026
""")

up("backlog/2026-04/IMG_20260415_171540302.jpg", "handwritten_note_photo", "Rajendra", "2026-04-15", ["C06"], ["C06-H04"], """
15/4 Wed - DRT Jbp (VC) - Chhabra SA 218/25
OTS proposal Rs 95 lakh sent to bank on 2.4.26 (Zonal Office Bhopal) - bank says under consideration.
VC link FAILED at 2:40 - PO sir ne matter pass over kiya, 3:15 pe dobara call hua.
PO sir - "bank decide kare, applicant bhi thoda upar aaye" - interim continues.
Harpreet ji - 95 se upar mushkil, stock bechna padega.
ND 24.6.26
""")

up("backlog/2026-04/IMG_20260423_183522019.jpg", "handwritten_note_photo", "Rajendra", "2026-04-23", ["C02"], ["C02-H04"], """
23/4 Thu - HC Ct 7 - Rathore CRR 2876/25
Bhatia (for Saluja) reply filed today - relies on FSL report (signature on partnership deed 12.3.19 "disguised").
Khare - case diary NAHI laya, "IO ke paas hai". Tiwari madam naraz - "case diary ke bina kaise sunu?" - next date positively else SP Indore personal explanation.
Stay of ST extended till next date.
Madam reads CD herself - keep our compilation short, 15 pages max.
NDOH 9.7.26
""")

up("backlog/2026-04/COMS 84 PW1 cross 30-4.docx", "typed_note_docx", "Rajendra", "2026-04-30", ["C04"], ["C04-H05"], """
COMS 84/2025 - Balaji Agro v Rathi Foods - 30.04.2026 (Thursday) - Commercial Court, Mishra saheb
PW1 Vinod Agrawal - affidavit of evidence (filed 14.04.2026, Exs. P-1 to P-31) tendered.
Cross by Bohra (part):
- Q: quality test report diya tha kya? A: koi test report nahi maangi gayi thi, sample approve hua tha (Ex. P-3 email 02.04.2024).
- Admitted: no written contract, only purchase orders.
- Denied that pouches leaked / seal faulty. Denied receiving any debit note before the legal notice of 10.02.2025.
- Bohra asked about the Rs 3,00,000 NEFT of 12.07.2024 - PW1: on account, against old bills.
Cross remained incomplete at 4:45 pm - deferred. Mishra saheb: "next date cross poora hoga, no adjournment".
Vinod ji did well, bit angry on the leakage question.
NDOH 09.07.2026 - remaining cross of PW1 + PW2 (Sunil Jain, accountant).
""")

up("backlog/2026-07/IMG_20260709_192047836.jpg", "handwritten_note_photo", "Rajendra", "2026-07-09", ["C02", "C04"], ["C02-H05", "C04-H06"], """
9.7.26 Thu
(1) HC Ct 7 Tiwari madam - Rathore CRR: CD produced finally (Khare). Madam ne CD khud padhi, 20 min.
Args part heard. Madam remark: "at the stage of charge, no mini trial - but partnership deed valuable security nahi lagta". Bhatia - FSL report pe zor.
Stay extended. NDOH 20.8.26
(2) Comm Ct - Balaji (Ankit attended, phone pe bataya): PW1 Vinod ji cross over. PW2 Sunil Jain (CA/accountant) chief done - ledger + GST returns. Bohra ka junior ne PW2 ka cross defer karwaya - "Bohra sir HC me hain". Mishra saheb - last time.
NDOH 13.8.26
""")

up("backlog/2026-07/nisha 10-7.txt", "typed_note_txt", "Ankit", "2026-07-10", ["C05"], ["C05-H07"], """
10.07.2026 fri - JMFC 14 - nisha solanki DV
AW1 nisha ka affidavit (chief) tendered. cross ke liye qureshi sir ne time manga - unke client ko documents dikhane hai
mam ne de diya but warning di
arrears ki pehli kisht (58,500 ki) nahi aayi - june ka current maintenance 9000 aaya (nisha ne bataya)
recovery ki application banani hai - sir se baat
NDOH 28.08.2026
""")

up("backlog/2026-07/WhatsApp Image 2026-07-13 at 11.02.19_70a5bd3c.jpg", "handwritten_note_photo", "Ramesh Malviya", "2026-07-13", ["C05", "C01"], ["C05-H07"], """
सुधार - दि. १३.०७.२०२६
निशा सोलंकी (एम.जे.सी.आर. ३३१८/२५) की अगली तारीख २८.०८ नहीं है - २८ को रक्षाबंधन की छुट्टी है।
कोर्ट १४ के रीडर से आदेश पत्रिका देखी - अगली तारीख २१.०८.२०२६ (शुक्रवार) है। अंकित भैया के नोट में गलत लिखी।
डायरी में सुधार कर दिया।
कल १४.०७ हाईकोर्ट कोर्ट ३ - मुकाती एफ.ए. - एल.सी.आर. आ गया है (रजिस्ट्री में देखा)।
""")

up("backlog/2026-07/IMG_20260714_175502663.jpg", "handwritten_note_photo", "Rajendra", "2026-07-14", ["C01"], ["C01-H05"], """
14/7 Tue - HC Ct 3 - FA 1184/25 Mukati
LCR RECEIVED. Dubey saheb - "ab sunenge" - both sides 2 page synopsis in 2 weeks (not more than 2 pages - he said twice).
Listed for FINAL HEARING 22.9.26. Interim (stay on deposit) continues.
Points: (i) time essence - cl. 3 of anubandh, 14.08.2019 (ii) readiness & willingness - Jain's bank stmt Aug 2019 only 2.1 lakh (iii) notice 2.8.19 is an afterthought.
Synopsis - Ankit draft by 22.7, filing by 27.7.
""")

up("backlog/2026-08/WhatsApp Image 2026-08-04 at 18.40.02_0fd6b2a8.jpg", "handwritten_note_photo", "Ramesh Malviya", "2026-08-04", ["C03"], ["C03-H06"], """
दि. ०४.०८.२०२६ मंगलवार - हाईकोर्ट कोर्ट ११ - डब्ल्यू.पी. ३१५४२/२५ अब्दुल रशीद खान
कम्पाउंडिंग आवेदन दि. ०८.०५.२०२६ को निगम झोन १४ में जमा (आवक क्र. ४४७१) - अभी तक निर्णय नहीं।
साहब ने निगम को ६ सप्ताह में बोलता हुआ आदेश (speaking order) पारित करने का निर्देश दिया। अंतरिम राहत जारी।
अगली तारीख १३.१०.२०२६
खान साहब को फोन पर बता दिया।
""")

up("backlog/2026-08/comm ct 13 aug.txt", "typed_note_txt", "Ankit", "2026-08-13", ["C04"], ["C04-H07"], """
13 aug 2026 thu - commercial court - balaji v rathi COMS 84/25
PW2 sunil jain cross by bohra sir (aaj khud aaye). asked about GST returns - PW2 said all 24 invoices shown in GSTR-1, rathi foods ne ITC bhi liya hai!! good point for us
cross concluded. plaintiff evidence closed (sir ki taraf se closing pursis diya)
mishra sir - DW affidavit 3 weeks me
ND 24.09.2026 - defendant evidence
""")

up("backlog/2026-08/CRR rathore 20.8.txt", "typed_note_txt", "Ankit", "2026-08-20", ["C02"], ["C02-H06"], """
20/08/2026 thu HC ct 7 tiwari mam
CRR 2876/25 rathore v state
args concluded today. sir argued 467 - partnership deed not valuable security, FSL report does not say signature is of applicant
bhatia sir ne FSL report padhi, "disguised signature" bola. khare sir ne CD ke statements padhe
mam - reserved for orders. stay continues till order
rathore ji ko bataya. unhone poocha kab aayega order - said not fixed
""")

up("backlog/2026-08/IMG_20260826_184933401.jpg", "handwritten_note_photo", "Rajendra", "2026-08-26", ["C05", "C06"], ["C05-H08", "C06-H06"], """
21 & 26 Aug
21/8 Fri JMFC 14 - Nisha DV: AW1 Nisha CROSS by Qureshi - 1 hr. Q: you left house voluntarily on 2.6.25? - she denied, said she was thrown out after beating. Q on her salary - Rs 14,000 pm (private school). Held well.
Recovery appln for arrears Rs 58,500 filed today (notice to R1).
NDOH 9.10.26 - AW2 (her father Kailash Parmar)
26/8 Wed DRT (VC) - Chhabra: bank rejected 95 L earlier (24.6) and said 1.08 Cr. Today on instructions we offered Rs 1,02,00,000. Bhargava - will take instructions from Zonal Office Bhopal. PO sir - "next date tak final karo". NDOH 21.10.26.
""")

up("backlog/2026-09/FA 1184 arguments 22.09.2026.docx", "typed_note_docx", "Rajendra", "2026-09-22", ["C01"], ["C01-H06"], """
F.A. 1184/2025 - Kamla Bai Mukati & Anr. v. Suresh Chandra Jain - Final hearing, 22.09.2026 (Tuesday), Court No. 3, Justice Pranay Dubey
Our arguments (about 55 minutes) - CONCLUDED.
1. Time was the essence: clause 3 of the agreement dated 14.02.2019 - balance Rs. 35,00,000 by 14.08.2019, forfeiture clause.
2. Readiness and willingness not proved: plaintiff's own bank statement (Ex. P-9) showed Rs. 2.1 lakh in August 2019; no loan sanction.
3. The notice of 02.08.2019 is a paper readiness; plaintiff came to court only in 2021.
4. Discretion under s. 20 of the Specific Relief Act (as it stood) - price of plot now about four times.
Saheb's questions: "Is forfeiture of earnest not enough remedy for you?" and "Did the plaintiff ever tender the balance?" - answered: never tendered.
Bohra: will reply next date; asked for a long date, saheb gave 17.11.
Note: Saheb read our 2-page synopsis in court (filed 27.07.2026, Diary No. 41877/2026) - kept it on top of the file.
NDOH 17.11.2026 - respondent's reply arguments.
""")

up("backlog/2026-10/8 & 9 oct.txt", "typed_note_txt", "Rajendra", "2026-10-09", ["C02", "C05"], ["C02-H07", "C05-H09"], """
8 Oct 26 (Thu) - HC Ct 7 - Rathore CRR 2876/25 - ORDER
Revision PARTLY ALLOWED. 467, 468, 471 set aside. 420 + 120B maintained. Trial court to proceed.
Rathore ji to appear before 11th ASJ on 03.11.2026. Told him - trial continues but only on 420, no forgery charge now.
Certified copy applied (Ramesh).

9 Oct 26 (Fri) - JMFC 14 - Nisha DV
AW2 Kailash Parmar (father) examined + cross by Qureshi same day. Said he took Nisha back on 2.6.25 night from Bhawarkua, she had injury on arm. Qureshi - no MLC? - A: went to family doctor.
Applicant evidence CLOSED.
Recovery appln - R1 reply not filed.
Madam - R1 Vikram MUST be present next date for his evidence, in person.
NDOH 27.11.26 - respondent's evidence.
""")

up("backlog/2026-10/khan wp 13.10.txt", "typed_note_txt", "Rajendra", "2026-10-13", ["C03"], ["C03-H07"], """
13.10.2026 Tue - HC Ct 11 - Khan v IMC, WP 31542/25
IMC's order of 05.10.2026 placed on record by Dixit: compounding ALLOWED for ground + 1st floor on fee Rs 3,48,000; 2nd floor rear (approx 220 sq ft, in setback) NOT compoundable - to be removed in 30 days.
Saxena saheb asked: petitioner accepts or challenges? - I said need instructions. Saheb: "take instructions, if you accept then fee deposit and we dispose".
Interim continues. 
NDOH 10.12.26.
To do: meeting with Khan sahab + his son Sameer - fee 3.48 L and the 2nd floor room (his son's room).
""")

up("backlog/2026-11/IMG_20261117_183010559.jpg", "handwritten_note_photo", "Rajendra", "2026-11-17", ["C01"], ["C01-H07"], """
17/11 Tue - HC Ct 3 - Mukati FA - Bohra's reply
Bohra argued ~20 min (notice of 2.8.19 = readiness; defendants never returned earnest). Then - "citations file karne ka time chahiye". Dubey saheb irritated - "aap har baar time lete ho" - LAST opportunity, no further time.
NDOH 8.12.26 - further args of resp. Our rejoinder same day - keep 10 min points ready.
Rajesh Mukati present - asked if 5 lakh will come back if we win - yes, on application after judgment.
""")

up("backlog/2026-11/Rathi DW1 cross 19.11.docx", "typed_note_docx", "Rajendra", "2026-11-19", ["C04"], ["C04-H09"], """
COMS 84/2025 Balaji Agro v Rathi Foods - 19.11.2026 (Thu) - Commercial Court
DW1 Mukesh Rathi (Director, Rathi Foods Pvt. Ltd.) - affidavit filed on 17.11.2026 (costs Rs 10,000 paid by DD today, Vinod ji received).
My cross (1 hr 10 min), CONCLUDED:
- Admitted all 24 invoices received and goods used in production; GST input credit taken.
- Admitted the debit note of Rs 3,20,000 was first sent with the reply to our legal notice, i.e. after 10.02.2025.
- No lab report of leakage; "verbal complaints to Vinod ji on phone" - no call record produced.
- Admitted part payment of Rs 3,00,000 on 12.07.2024.
Bohra closed defence evidence (only DW1).
Mishra saheb: "final arguments 3 December, written submissions 2 days before, no adjournment for arguments."
NDOH 03.12.2026 - FINAL ARGUMENTS. Written submissions to be filed by 1.12 (done by Ankit on 30.11?).
""")

up("backlog/2026-11/nisha 27 nov.txt", "typed_note_txt", "Ankit", "2026-11-27", ["C05"], ["C05-H10"], """
27/11/2026 friday - JMFC ct 14 - nisha v vikram solanki
resp evidence fixed. vikram absent!! qureshi sir ne exemption application lagayi - viral fever, doctor ki parchi
mam ne reject kar di - "last date pe bola tha in person" - warning ki next date absent raha to evidence band
vikram ke papa (R3) ne court me Rs 18,000 ka DD diya arrears ke towards - nisha ko mila. baki 40,500
ND 18.12.2026 - RW1 vikram evidence
""")

up("backlog/2026-11/plan 30nov-5dec.txt", "typed_note_txt", "Rajendra", "2026-11-28", ["C04", "C01", "C03", "C06", "C05"], [], """
Week 30 Nov - 5 Dec 2026 + next
- Thu 3.12 Comm Ct: Balaji v Rathi - FINAL ARGS. Written submissions filed? (Ankit). Interest calc @18% till date - Sunil Jain se lena. Vinod ji ko 10:30 bulaya.
- Tue 8.12 HC Ct 3: Mukati FA - rejoinder points (10 min), Bohra's citations dekhna jab file kare.
- Thu 10.12 HC Ct 11: Khan WP - instructions? Khan sahab Sat 5.12 ko chamber aayenge with Sameer. Fee 3.48 L or challenge the 2nd floor part?
- Wed 16.12 DRT VC: Chhabra - compliance; 26 L paid on 14.11 - bank ki acknowledgment letter lena Harpreet ji se.
- Fri 18.12 JMFC: Nisha - RW1 cross ki taiyari (his shop, car, Instagram photos).
- Ramesh: Rathore CRR certified copy le aaye? (applied 9.10)
""")

# ---------------------------------------------------------------- WhatsApp exports (the advocate's phone)
up("backlog/2026-11/WhatsApp Chat with Ankit Adv.txt", "whatsapp_export", "Rajendra", "2026-11-28", ["C05", "C04"],
   ["C05-H04", "C05-H05", "C05-H06", "C04-H06", "C04-H07", "C05-H10"], """
13/03/26, 1:12 pm - Ankit Adv: sir nisha matter me kureshi sir ne fir time liya affidavit ke liye, madam ne 1000 cost lagai. and the 17 april
13/03/26, 1:13 pm - Ankit Adv: *ND 17 april
13/03/26, 1:20 pm - Rajendra Patidar: ok. cost Nisha ko milni chahiye, likh lena
17/04/26, 2:05 pm - Ankit Adv: sir vikram ka affidavit aa gaya income 28000 per month bataya mobile shop se. humne bola car hai shop hai. arguments complete, order reserved 8 may
17/04/26, 2:06 pm - Rajendra Patidar: 👍 uski dukan ka GST no nikalo
08/05/26, 5:40 pm - Ankit Adv: sir order aa gaya 9000 per month from application date. school pe nahi jayega vikram. errors 58500 teen kist me
08/05/26, 5:41 pm - Ankit Adv: *arrears
08/05/26, 5:45 pm - Rajendra Patidar: Theek. 20k maange the, 9 bhi theek hai. Nisha ko bata do, certified copy apply karo
08/05/26, 5:47 pm - Ankit Adv: ji sir. next date 10 july evidence
09/07/26, 4:52 pm - Ankit Adv: sir balaji me PW1 vinod ji ka cross khatam. PW to sunil jane ka chief ho gaya. bohra sir ka junior aaya tha, PW to ka cross defer karwaya bole bohra sir high court me hai. mishra sir ne bola last time. next 13 august
09/07/26, 4:58 pm - Rajendra Patidar: Bohra ka roz ka hai. Ok
13/08/26, 1:30 pm - Ankit Adv: sir PW to cross over, GST wala point aa gaya - rati foods ne ITC liya hai. plaintiff evidence close. DW affidavit 3 week me. and the 24 sept
13/08/26, 1:35 pm - Rajendra Patidar: Badhiya. Closing pursis diya?
13/08/26, 1:36 pm - Ankit Adv: haan sir diya
27/11/26, 12:48 pm - Ankit Adv: sir vikram nahi aaya, exemption reject. mam bahut naraz thi. 18000 ka DD diya uske papa ne errors ka. next 18 december RW1
27/11/26, 12:50 pm - Rajendra Patidar: Baki kitna?
27/11/26, 12:52 pm - Ankit Adv: 40500 sir
28/11/26, 9:10 am - Ankit Adv: sir written submissions balaji ke ready hai, monday file kar du?
28/11/26, 9:14 am - Rajendra Patidar: Haan 30 ko file karo, mishra saheb ne 2 din pehle bola hai
""")

up("backlog/2026-11/WhatsApp Chat - Vinod Agrawal Balaji/_chat.txt", "whatsapp_export", "Rajendra", "2026-11-30", ["C04"],
   ["C04-H02", "C04-H08", "C04-H09"], """
[22/01/26, 6:15:10 PM] Rajendra Patidar: Vinod ji, Rathi Foods ne WS file kiya hai, bol rahe hain pouches kharab the, 3,20,000 ka debit note. Next date 26 Feb.
[22/01/26, 6:30:44 PM] Vinod Agrawal Balaji: Saheb jhooth hai. Kabhi complaint nahi aayi. Unhone to agla order bhi diya tha October me
[22/01/26, 6:32:02 PM] Rajendra Patidar: Woh order ki copy bhej do, replication me lagayenge.
[22/01/26, 6:40:15 PM] Vinod Agrawal Balaji: ‎document omitted
[24/09/26, 3:10:51 PM] Rajendra Patidar: Aaj fir Bohra ne time liya DW ke liye. Court ne 10,000 cost lagayi, last opportunity. Next 19 Nov.
[24/09/26, 3:25:33 PM] Vinod Agrawal Balaji: Pehle 5000, ab 10000. Saheb interest kab milega? 18% hi milega na?
[24/09/26, 3:29:40 PM] Rajendra Patidar: 18% invoice ki term hai, court ka discretion hai. Maangenge poora.
[19/11/26, 5:02:18 PM] Rajendra Patidar: Mukesh Rathi ne cross me maan liya - sab 24 invoice ka maal mila, GST credit liya. Debit note notice ke baad bheja. Final arguments 3 December.
[19/11/26, 5:10:07 PM] Vinod Agrawal Balaji: 🙏 10,000 ka DD mil gaya aaj. 3 tarikh ko main aaunga.
[30/11/26, 8:45:12 PM] Vinod Agrawal Balaji: Saheb kal Pithampur wale ka phone aaya tha, 15 lakh me settle karne ki baat kar rahe. Kya bolu?
[30/11/26, 8:52:40 PM] Rajendra Patidar: Kuch commit mat karo. 3 tarikh ke baad baat karenge. Principal hi 18,74,500 hai.
""")

up("backlog/2026-11/WhatsApp Chat with Harpreet Singh Chhabra.txt", "whatsapp_export", "Rajendra", "2026-11-16", ["C06"],
   ["C06-H02", "C06-H05", "C06-H07"], """
28/01/26, 4:05 pm - Rajendra Patidar: Harpreet ji, aaj DRT me 10 lakh ka deposit record ho gaya (30.12.25 wala DD). Bank ne reply ke liye time liya. Stay continue. Next 5 March.
28/01/26, 4:20 pm - Harpreet Singh Chhabra: Thank you ji. Bank wale godown pe aaye the kal, photo le gaye
28/01/26, 4:22 pm - Rajendra Patidar: Photo lene do, physical possession nahi le sakte. Koi aaye to mujhe call karna.
24/06/26, 5:15 pm - Rajendra Patidar: Bank ne 95 lakh reject kiya. Unka counter 1.08 crore hai. PO sir keh rahe the dono thoda adjust karo. Next 26 August.
24/06/26, 5:40 pm - Harpreet Singh Chhabra: 1.08 bahut zyada hai ji. 1 crore tak kar sakte hain, Manpreet (bhai) se baat karta hu
24/06/26, 5:42 pm - Rajendra Patidar: 1.02 tak soch lo, bank 1.05 ke aas paas aayega.
21/10/26, 4:30 pm - Rajendra Patidar: OTS sanction ho gaya 1,04,00,000. 25% yaani 26 lakh 30 din me (letter 16 Oct ka hai, to 15 Nov tak), baaki 78 lakh 15 April 2027 tak. Next date 16 December compliance.
21/10/26, 4:45 pm - Harpreet Singh Chhabra: Waheguru 🙏 26 lakh ka intezaam ho jayega
14/11/26, 12:10 pm - Harpreet Singh Chhabra: 26 lakh RTGS kar diya aaj bank ko. UTR MAHBR52026111400871
14/11/26, 12:15 pm - Rajendra Patidar: Badhiya. UTR aur bank ki receipt sambhal ke rakho, 16 Dec ko Tribunal ko batana hai.
""")
