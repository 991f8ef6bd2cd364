"""The uploads of the Gwalior practice: what Adv. Sikarwar, his junior Neha and his munshi Ramsevak actually kept."""

L, J, K = "Virendra Singh Sikarwar", "Neha Kushwah", "Ramsevak Baghel (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2025-12/batwara avedan Hakim Singh.pdf", "document_scan", L, "2025-12-22", ["C01"], [], """
न्यायालय तहसीलदार, तहसील अम्बाह, जिला मुरैना (म.प्र.)
आवेदक: हाकिम सिंह गुर्जर पुत्र लखन सिंह, निवासी ग्राम कुटघान
विरुद्ध अनावेदकगण: 1. रामविलास गुर्जर 2. बदन सिंह 3. श्रीमती गुड्डी बाई 4. मुकेश - सभी निवासी ग्राम कुटघान
आवेदन अंतर्गत धारा 178 म.प्र. भू-राजस्व संहिता 1959 (बंटवारा) एवं धारा 129 (सीमांकन)
1. यह कि ग्राम कुटघान स्थित सर्वे क्र. 412 रकबा 1.920 हेक्टेयर एवं सर्वे क्र. 413 रकबा 1.220 हेक्टेयर, कुल रकबा
   3.140 हेक्टेयर, आवेदक एवं अनावेदकगण के नाम शामिल खाते में दर्ज है। आवेदक का हिस्सा 1/2 है।
2. यह कि भूमि चम्बल के बीहड़ से लगी है, मेढ़ें कटाव से मिट गई हैं, अतः पहले सीमांकन आवश्यक है।
प्रार्थना: बंटवारा कर आवेदक का 1/2 हिस्सा पृथक किया जावे तथा सीमांकन कराया जावे।
दिनांक 22.12.2025              द्वारा अधिवक्ता वीरेन्द्र सिंह सिकरवार, ग्वालियर
""")
u("backlog/2026-04/WhatsApp Image 2026-04-10 at 5.02.41 PM.jpeg", "document_photo", "Patwari Halka 14, Kutghan", "2026-04-10", ["C01"], [], """
खसरा पंचसाला (नकल)  ग्राम कुटघान  प.ह.नं. 14  तहसील अम्बाह  वर्ष 2025-26
सर्वे नं. 412  रकबा 1.920  भूमि स्वामी: हाकिम सिंह, रामविलास, बदन सिंह, गुड्डी बाई, मुकेश (शामिल)  किस्म: बीहड़ / असिंचित
सर्वे नं. 413  रकबा 1.220  वही  किस्म: पड़त बीहड़
टीप: सर्वे 413 के उत्तरी भाग में लगभग 0.40 हे. शासकीय बीहड़ (सर्वे 414) से लगा हुआ है, मेढ़ स्पष्ट नहीं।
नकल जारी दिनांक 10.04.2026            हस्ता. पटवारी
""")
u("backlog/2024-11/FIR 318-2024 Bahodapur.pdf", "document_scan", "Police Station Bahodapur, Gwalior", "2024-11-03", ["C02"], [], """
प्रथम सूचना रिपोर्ट   जिला: ग्वालियर   थाना: बहोड़ापुर   अपराध क्र. 318/2024   दिनांक 03.11.2024
धाराएं: 307, 34 भा.द.वि. एवं 25(1-B)(a), 27 आयुध अधिनियम
सूचनाकर्ता: सोनू बघेल पुत्र हरिप्रसाद बघेल, निवासी आनंद नगर
विवरण: दिनांक 02.11.2024 को रात करीब 9.30 बजे आनंद नगर तिराहे पर पुरानी रंजिश पर रिंकू उर्फ रविन्द्र सिंह तोमर एवं
एक अज्ञात साथी ने कट्टे से फायर किया जो मेरी बाईं जांघ में लगा। मौके पर जितेन्द्र पाल ने देखा।
""")
u("backlog/2025-07/notice kirayedar Sushil Jain.docx", "typed_note_docx", L, "2025-07-21", ["C03"], [], """
VIRENDRA SINGH SIKARWAR, Advocate, Chamber 47, Adhivakta Bhawan, District Court Gwalior
Regd. AD                                                        Dated: 21.07.2025
To: Shri Sushil Jain, prop. Shivam Medical Stores, Shop No. 3, Mangal Bhawan, Sarafa Bazar, Lashkar, Gwalior
Sub: Notice of demand of arrears of rent and for vacating the shop (MP Accommodation Control Act, 1961)
Under instructions from my client Shri Gopaldas Mangal: you are a tenant of the above shop at Rs. 3,500 per month.
You have not paid the rent since January 2025. Further, my client bona fide requires the shop for his son Nitin Mangal,
who wishes to start his own sweets and namkeen business and has no other suitable non-residential accommodation in
Gwalior. You are called upon to pay the arrears within two months and to vacate the shop.
                                                                Advocate
""")
u("backlog/2026-01/WS RCS-A 145-2025 tenant.pdf", "document_scan", "Shri Anand Goyal, Advocate (for defendant)", "2026-01-21", ["C03"], [], """
IN THE COURT OF V CIVIL JUDGE SENIOR DIVISION, GWALIOR     RCS-A 145/2025
Gopaldas Mangal ... Plaintiff   vs   Sushil Jain ... Defendant
WRITTEN STATEMENT ON BEHALF OF THE DEFENDANT
1. Tenancy at Rs. 3,500 p.m. admitted. Rent was tendered but the plaintiff refused to accept it; arrears denied.
2. The need of the son Nitin Mangal is not bona fide; he is employed with a private company at Indore and the plaintiff
   has another shop vacant at Daulatganj.
3. The defendant is running a medical store for 22 years; the suit be dismissed with costs.
""")
u("backlog/2026-04/IMG_20260428_113502.jpg", "document_photo", "State Bank of India, Court Branch, Gwalior", "2026-04-28", ["C03"], [], """
STATE BANK OF INDIA - District Court Branch, Gwalior      CHALLAN (Civil Court Deposit)
Case: RCS-A 145/2025  Court: V CJ SD Gwalior   Deposited by: Sushil Jain (defendant)
Amount: Rs. 52,500/- (Rupees Fifty Two Thousand Five Hundred only)  towards arrears of rent u/s 13(1) MPAC Act
Date: 28.04.2026                                  Cashier's stamp
""")
u("backlog/2025-09/nilamban adesh Balveer Sachiv.pdf", "document_scan", "Chief Executive Officer, Zila Panchayat Gwalior", "2025-09-12", ["C04"], [], """
कार्यालय मुख्य कार्यपालन अधिकारी, जिला पंचायत ग्वालियर
क्रमांक/स्था./2025/4418                                     ग्वालियर, दिनांक 12.09.2025
आदेश
श्री बलवीर सिंह जाटव, सचिव ग्राम पंचायत सिरसा, जनपद पंचायत डबरा द्वारा प्रधानमंत्री आवास योजना (ग्रामीण) की किश्तों के
भुगतान में अनियमितता की शिकायत की प्रारंभिक जांच में प्रथम दृष्टया दोषी पाए जाने से म.प्र. पंचायत सचिव (भर्ती एवं सेवा
की शर्तें) नियम 2011 के अंतर्गत तत्काल प्रभाव से निलंबित किया जाता है। निलंबन अवधि में मुख्यालय जनपद पंचायत डबरा रहेगा
तथा नियमानुसार जीवन निर्वाह भत्ता देय होगा।
                                                  मुख्य कार्यपालन अधिकारी, जिला पंचायत ग्वालियर
""")
u("backlog/2026-03/salary slip Rahul Malanpur.jpg", "document_photo", "Shri Balaji Polymers, Malanpur", "2026-03-30", ["C05"], [], """
SHRI BALAJI POLYMERS PVT. LTD.  Plot 27, Industrial Area, Malanpur, Distt. Bhind
SALARY SLIP - FEBRUARY 2026
Employee: Rahul Jatav   Code: BP-0611   Designation: Machine Operator
Basic 14,200  HRA 3,000  Conveyance 1,200  Overtime 4,850   Gross 23,250
PF 1,704  ESI 175   Net Pay 21,371
""")
u("backlog/2025-08/Collector order khadan nirast Tighra.pdf", "document_scan", "Collector (Khanij Shakha), Gwalior", "2025-08-18", ["C06"], [], """
न्यायालय कलेक्टर (खनिज शाखा), जिला ग्वालियर     प्रकरण क्र. 12/खनिज/2024-25
मेसर्स माँ पीताम्बरा स्टोन क्रेशर प्रो. हरेन्द्र सिंह यादव, उत्खनिपट्टा ग्राम तिघरा खसरा 1120 रकबा 2.000 हे. (गिट्टी)
आदेश दिनांक 18.08.2025
खनि निरीक्षक के प्रतिवेदन अनुसार पट्टेदार द्वारा वर्ष 2023-24 एवं 2024-25 का डेड रेंट राशि रु. 3,60,000/- जमा नहीं किया
गया तथा स्वीकृत क्षेत्र के बाहर लगभग 0.30 हे. में उत्खनन पाया गया। अतः म.प्र. गौण खनिज नियम 1996 के अंतर्गत उत्खनिपट्टा
निरस्त किया जाता है।                                        कलेक्टर, ग्वालियर
""")
u("backlog/2025-09/cheque return memo Santosh Sharma.pdf", "document_scan", "State Bank of India, Morar Branch", "2025-09-04", ["C07"], [], """
STATE BANK OF INDIA   Branch: Morar, Gwalior
CHEQUE RETURN MEMO                                   Date: 04.09.2025
Cheque No. 071845 dated 30.08.2025 for Rs. 2,85,000/- drawn by Santosh Sharma on A/c No. 3862xxxxxxx
presented by Mukesh Goyal (Goyal Traders) through Bank of Baroda, Dal Bazar - RETURNED UNPAID
Reason: FUNDS INSUFFICIENT
                                                     Branch Manager
""")
u("backlog/2026-09/medical Santosh Sharma.jpg", "document_photo", "Dr. R.K. Bhargava, Morar", "2026-09-09", ["C07"], [], """
Dr. R.K. Bhargava  MBBS, MD   Bhargava Clinic, Thatipur, Morar, Gwalior
MEDICAL CERTIFICATE   Date: 09.09.2026
Certified that Shri Santosh Sharma, age 46, is suffering from acute lumbar pain (sciatica) and is advised complete bed
rest for 7 days from 09.09.2026.                                  sd/- Dr. R.K. Bhargava
""")

# ---------------- C01 Kutghan beehad batwara (Tehsildar Ambah)
u("backlog/2026-02/IMG-20260216-WA0011.jpg", "handwritten_note_photo", K, "2026-02-16", ["C01"], ["C01-H01"], """
पेशी रजिस्टर - 16.02.2026 (सोमवार)
तहसील अम्बाह - हाकिम सिंह गुर्जर बंटवारा, प्र.क्र. 0087/अ-27/2025-26
तहसीलदार मैडम ने अनावेदकों को सूचना पत्र जारी करे। पटवारी से प्रतिवेदन और खसरा-नक्शा बुलाओ गओ हौ।
मैडम पहलें पटवारी प्रतिवेदन मांगत हैं, बिना प्रतिवेदन के कछु नईं सुनत।
अगली पेशी 16.03.2026   - रामसेवक
""")
u("backlog/2026-03/IMG_20260316_151920.jpg", "handwritten_note_photo", L, "2026-03-16", ["C01"], ["C01-H02"], """
16/3/26 Ambah - Hakim Singh batwara
All 4 NA appeared through Mahesh Gurjar. Gurjar - "rajinama ki baat chal rahi hai, time chahiye". Reply nahi.
Hakim Singh says no rajinama talk at all - bahana hau.
Patwari report not yet.  ND 13.4.26 (reply)
""")
u("backlog/2026-04/aadesh patrika 0087-A-27 13.04.2026.pdf", "certified_order_sheet_scan", "Tehsildar, Ambah", "2026-04-15", ["C01"], ["C01-H03"], """
आदेश पत्रिका  न्यायालय तहसीलदार अम्बाह  प्र.क्र. 0087/अ-27/2025-26  हाकिम सिंह वि. रामविलास आदि
13.04.2026  आवेदक द्वारा श्री वी.एस. सिकरवार अधि.। अनावेदकगण द्वारा श्री महेश सिंह गुर्जर अधि.।
अनावेदकगण की ओर से जवाब प्रस्तुत। जवाब में कहा गया कि सर्वे 413 का लगभग 0.40 हे. भाग शासकीय बीहड़ है जो
बंटवारे योग्य नहीं। पटवारी प्रतिवेदन दिनांक 10.04.2026 प्राप्त। विवादित मेढ़ के निराकरण हेतु राजस्व निरीक्षक वृत्त अम्बाह को
निर्देशित किया जाता है कि दल गठित कर मौके पर सीमांकन कर पंचनामा सहित प्रतिवेदन प्रस्तुत करें।
प्रकरण दिनांक 08.06.2026 को सीमांकन प्रतिवेदन हेतु।              तहसीलदार, अम्बाह
""")
u("backlog/2026-06/ambah 8 june.txt", "typed_note_txt", L, "2026-06-08", ["C01"], ["C01-H04"], """
08.06.2026 Ambah Tehsil - Hakim Singh batwara
RI team gaya tha 30 may ko par seemankan nahi hua - Ramvilas ke ladke aur 10-12 log khet pe aa gaye, virodh kiya,
RI ne panchnama me likha "virodh ke karan seemankan sambhav nahi".
Tehsildar madam ne kaha: "ab police bal ke saath seemankan hoga" - thana Ambah ke TI ko patra jayega, RI 15 din me karein.
Gurjar ne phir rajinama ka gana gaya. Madam ne suna nahi.
ND 20.07.2026
""")
u("backlog/2026-07/seemankan panchnama Kutghan 11.07.pdf", "document_scan", "Revenue Inspector, Circle Ambah", "2026-07-11", ["C01"], [], """
सीमांकन पंचनामा   ग्राम कुटघान  दिनांक 11.07.2026
आज राजस्व निरीक्षक वृत्त अम्बाह, पटवारी हल्का 14 एवं थाना अम्बाह के पुलिस बल की उपस्थिति में सर्वे क्र. 412, 413 का
सीमांकन ETS मशीन से किया गया। सर्वे 413 की उत्तरी मेढ़ पर शासकीय सर्वे 414 (बीहड़) का कब्जा नहीं पाया गया; सर्वे 413 का पूरा
रकबा 1.220 हे. मौके पर उपलब्ध है। 5 स्थानों पर मुड्डे (चिन्ह) गाड़े गए।  उपस्थित: हाकिम सिंह, बदन सिंह; रामविलास ने
हस्ताक्षर से इंकार किया।                     रा.नि. अम्बाह, पटवारी, पंचगण
""")
u("backlog/2026-07/Doc 20-07-2026.docx", "typed_note_docx", L, "2026-07-20", ["C01"], ["C01-H05"], """
Hakim Singh batwara - Tehsildar Ambah - 20.07.2026
Seemankan ho gaya 11.07 ko police ke saath (ETS machine). Report on file: full 1.220 ha of S.No. 413 available; no
sarkari beehad in it. 0.40 ha objection gaya.
Gurjar ne report pe objection diya - "NA ko soochna nahi mili". Madam: objections with reply; patwari to prepare
batwara fard after hearing.
ND 26.10.2026
""")
u("backlog/2026-10/IMG-20261026-WA0004.jpg", "handwritten_note_photo", K, "2026-10-26", ["C01"], ["C01-H06"], """
पेशी रजिस्टर 26.10.2026
अम्बाह - हाकिम सिंह बंटवारा: पटवारी ने बंटवारा फर्द पेश करी। हाकिम सिंह को 412 को पूरब वारो हिस्सा और 413 को आधो।
दूसरे पक्ष को आपत्ति के लाने टाइम दओ।
अगली पेशी 18.01.2027   (बीच में कछु नईं)
""")
u("backlog/2027-01/kutghan 18.1.txt", "typed_note_txt", L, "2027-01-18", ["C01"], ["C01-H07"], """
18.01.2027 Ambah - Hakim Singh batwara
NA ne fard pe aapatti di: (1) kuan (well) wala hissa unko chahiye (2) raasta nahi chhoda.
Gurjar ne phir kaha rajinama ki baat chal rahi, time do. Madam ne last time diya.
ND 22.02.2027 - arguments on objections to batwara fard.
Hakim Singh ko bola vanshavali affidavit aur naksha trace le aaye.
""")
u("backlog/2026-06/WhatsApp Chat with Hakim Singh Kutghan.txt", "whatsapp_export", "Hakim Singh Gurjar", "2027-01-20", ["C01"], [], """
08/06/26, 18:40 - Hakim Singh Kutghan: वकील साब राम राम। आज कछु भओ?
08/06/26, 19:02 - Virendra Sikarwar Adv: Ram Ram. Police ke saath seemankan hoga ab. ND 20 July
12/07/26, 08:15 - Hakim Singh Kutghan: कल सीमांकन हो गओ साब, पुलिस आई हती। रामविलास ने दस्खत नईं करे
12/07/26, 08:30 - Virendra Sikarwar Adv: Badhiya. Panchnama ki copy le lena RI se
20/01/27, 11:10 - Hakim Singh Kutghan: साब राजीनामा की कोई बात नईं भई हमसे, गुर्जर वकील झूठ बोलत हैं
20/01/27, 11:12 - Virendra Sikarwar Adv: Theek hai. 22 Feb ko aap khud aana, naksha trace lekar
""")

# ---------------- C02 Rinku Arms Act trial (IV ASJ)
u("backlog/2026-02/ST 212 PW1 10.2.docx", "typed_note_docx", L, "2026-02-10", ["C02"], ["C02-H01"], """
ST 212/2025 State v Rinku @ Ravindra Singh Tomar - IV ASJ Saxena sahab - 10.02.2026
PW1 Sonu Baghel (injured/complainant) chief by Saxena APP: fire at Anand Nagar tiraha 02.11.2024, 9.30 pm.
Our cross: admitted street light was off; "andhera tha"; admitted earlier quarrel with Rinku over plot (rangish).
Admitted he did not see the katta in Rinku's hand, only heard the fire and felt the pain. Omission in 161 statement.
ND 12.03.2026 - PW2 Jitendra Pal.
""")
u("backlog/2026-03/10-12 march.docx", "typed_note_docx", L, "2026-03-12", ["C06", "C02"], ["C06-H02", "C02-H02"], """
Notes 10-12 March 2026
Tue 10.03 - Commissioner court, Tighra khadan appeal (Pitambara crusher): record from Collector still not come.
Stay heard. Commissioner sahab: status quo, subject to deposit of 50% of the dead rent, i.e. Rs. 1,80,000 in 30 days.
Harendra ji ko bataya. ND 21.04.2026.
Thu 12.03 - ST 212 Rinku: PW2 Jitendra Pal turned hostile - said he was at home, came after hearing noise, did not
see who fired. APP Pramod Saxena sought permission, declared hostile, cross by APP - denied his 161 statement.
Saxena sahab noted demeanour: "the witness appears to have been won over; he avoids looking towards the accused."
Our cross short - he admitted Sonu and Rinku have a plot dispute. ND 22.04.2026 - PW3 doctor.
""")
u("backlog/2026-04/IMG-20260422-WA0019.jpg", "handwritten_note_photo", K, "2026-04-22", ["C02"], ["C02-H03"], """
पेशी रजिस्टर 22.04.2026
IV ASJ - रिंकू तोमर ST 212/25: डॉक्टर साब (PW3) नईं आए। सक्सेना साब ने डॉक्टर को 5000 रु. को जमानती वारंट करो।
PP ने टाइम मांगो। रिंकू हाजिर हतो।
अगली पेशी 03.06.2026
""")
u("backlog/2026-06/PXL_20260603_142210.jpg", "handwritten_note_photo", L, "2026-06-03", ["C02"], ["C02-H04"], """
3.6.26  ST 212 Rinku
PW3 Dr. Pankaj Mishra (JAH) came on warrant. MLC proved: firearm wound left thigh, entry 1 cm, no exit, no
blackening/tattooing -> fired from distance. Injury simple in nature.
Cross: could not say the weapon; could not say distance; admitted no X-ray on record.
ND 15/7/26 PW4
""")
u("backlog/2026-07/ST 212-2025 order sheet 15.07.2026.pdf", "certified_order_sheet_scan", "IV Additional Sessions Judge, Gwalior", "2026-07-17", ["C02"], ["C02-H05"], """
न्यायालय चतुर्थ अपर सत्र न्यायाधीश, ग्वालियर   सत्र प्रकरण क्र. 212/2025   म.प्र. राज्य वि. रिंकू उर्फ रविन्द्र सिंह तोमर
15.07.2026  राज्य द्वारा श्री प्रमोद सक्सेना अति. लोक अभियोजक। आरोपी जमानत पर उपस्थित, सहित श्री वी.एस. सिकरवार अधि.।
अभियोजन साक्षी क्र. 4 कल्लू खान (जप्ती पंच) का कथन लिया गया। साक्षी ने जप्ती पत्रक पर हस्ताक्षर स्वीकार किए किंतु कहा कि
पुलिस ने थाने पर हस्ताक्षर कराए थे, उसके सामने कोई कट्टा जप्त नहीं हुआ। अभियोजन के निवेदन पर साक्षी पक्षविरोधी घोषित,
सूचक प्रश्न पूछे गए। बचाव पक्ष द्वारा प्रतिपरीक्षण किया गया।
प्रकरण विवेचक के कथन हेतु दिनांक 26.08.2026 को पेश हो।                   चतुर्थ अपर सत्र न्यायाधीश
""")
u("backlog/2026-10/ST 212 IO 7 oct.docx", "typed_note_docx", L, "2026-10-07", ["C02"], ["C02-H07"], """
ST 212/2025 Rinku - 07.10.2026
PW5 SI Rajesh Chauhan (IO) came at last (warrant via SP). Chief: seizure of katta .315 from accused's house.
Our cross: seizure at 11 pm at night, no independent witness from the mohalla; Kallu Khan is a thana regular; armourer
report not proved - armourer not cited/examined; katta not sent for ballistic match with the pellet.
APP closed prosecution evidence. ND 18.11.2026 - 313.
""")
u("backlog/2026-11/ST 212-2025 aadesh patrika 18.11.2026.pdf", "certified_order_sheet_scan", "IV Additional Sessions Judge, Gwalior", "2026-11-20", ["C02"], ["C02-H08"], """
न्यायालय चतुर्थ अपर सत्र न्यायाधीश, ग्वालियर   सत्र प्रकरण क्र. 212/2025
18.11.2026  राज्य द्वारा श्री प्रमोद सक्सेना अ.लो.अ.। आरोपी उपस्थित सहित अधिवक्ता।
आरोपी का धारा 313 द.प्र.सं. के अंतर्गत अभियुक्त परीक्षण किया गया। आरोपी ने स्वयं को निर्दोष बताया एवं झूठा फंसाया जाना
कहा। आरोपी ने बचाव साक्ष्य नहीं देना व्यक्त किया। प्रकरण अंतिम तर्क हेतु दिनांक 12.01.2027 को पेश हो।
""")
u("backlog/2027-01/rinku args 12.1.txt", "typed_note_txt", L, "2027-01-12", ["C02"], ["C02-H09"], """
12.01.2027 ST 212 Rinku - final args
APP Saxena argued 40 min - relies on PW1 + MLC. Our part: PW2 and PW4 hostile, no recovery witness, armourer not
examined, darkness admitted by PW1. Part heard - court rose (time khatam).
ND 16.02.2027 - defence arguments continue. Compile citations on hostile witness + 27 Arms Act without armourer.
""")

# ---------------- C03 Mangal eviction (V CJ SD)
u("backlog/2026-01/IMG-20260121-WA0008.jpg", "handwritten_note_photo", K, "2026-01-21", ["C03"], ["C03-H01"], """
पेशी रजिस्टर 21.01.2026
पंचम व्यवहार न्यायाधीश वरिष्ठ खण्ड - मंगल जी दुकान (RCS-A 145/25): सुशील जैन को जवाब दावा पेश भओ।
हमने धारा 13(1) को आवेदन लगाओ - किराया जमा करवाबे के लाने। मैडम ने असल किराया रसीदें मांगी हैं, मंगल जी से लानी हैं।
अगली पेशी 25.02.2026
""")
u("backlog/2026-02/RCS-A 145-2025 order sheet 25.02.2026.pdf", "certified_order_sheet_scan", "V Civil Judge Senior Division, Gwalior", "2026-02-27", ["C03"], ["C03-H02"], """
न्यायालय पंचम व्यवहार न्यायाधीश वरिष्ठ खण्ड, ग्वालियर   RCS-A 145/2025  गोपालदास मंगल वि. सुशील जैन
25.02.2026  वादी द्वारा श्री वी.एस. सिकरवार अधि.। प्रतिवादी द्वारा श्री आनंद गोयल अधि.।
प्रतिवादी की ओर से धारा 13(1) के आवेदन का जवाब प्रस्तुत नहीं, समय चाहा गया। रु. 500/- व्यय पर समय दिया जाता है।
वादी असल किराया रसीद पुस्तिका आगामी तिथि पर पेश करे। प्रकरण 01.04.2026 को जवाब एवं तर्क हेतु पेश हो।
""")
u("backlog/2026-04/RCS-A 145-2025 order 01.04.2026.pdf", "certified_order_sheet_scan", "V Civil Judge Senior Division, Gwalior", "2026-04-04", ["C03"], ["C03-H03"], """
न्यायालय पंचम व्यवहार न्यायाधीश वरिष्ठ खण्ड, ग्वालियर   RCS-A 145/2025
01.04.2026  उभयपक्ष अधिवक्ता उपस्थित। व्यय रु. 500 अदा। धारा 13(1) म.प्र. स्थान नियंत्रण अधिनियम के आवेदन पर तर्क सुने।
वादी ने असल रसीद पुस्तिका पेश की जिसमें दिसम्बर 2024 तक का किराया दर्ज है। अतः आदेशित किया जाता है कि प्रतिवादी जनवरी 2025
से मार्च 2026 तक का बकाया किराया रु. 52,500/- एक माह में न्यायालय में जमा करे तथा आगे प्रतिमाह रु. 3,500/- प्रत्येक माह की
15 तारीख तक जमा करता रहे। प्रकरण 06.05.2026 को जमा की पुष्टि एवं वादप्रश्न हेतु।
""")
u("backlog/2026-05/20260506_165812.jpg", "handwritten_note_photo", L, "2026-05-06", ["C03"], ["C03-H04"], """
6/5/26  Mangal v Sushil Jain  CJSD-5
Deposit done 28.4 - challan Rs. 52,500 shown. Madam checked challan first.
Issues framed - 5: (1) arrears 12(1)(a) (2) bona fide need 12(1)(f) (3) alternative accommodation Daulatganj
(4) relief (5) costs.  ND 08.07.26 PE - PW1 affidavit.
""")
u("backlog/2026-07/IMG-20260708-WA0022.jpg", "handwritten_note_photo", K, "2026-07-08", ["C03"], ["C03-H05"], """
पेशी रजिस्टर 08.07.2026
मंगल जी दुकान: PW1 गोपालदास जी को शपथ पत्र पेश भओ। गोयल वकील ने कही क्रॉस की तैयारी नईं, टाइम चाहिए।
मैडम ने 500 रु. खर्चा पे टाइम दओ।
अगली पेशी 12.08.2026
""")
u("backlog/2026-08/Mangal PW1 PW2 12.8.docx", "typed_note_docx", L, "2026-08-12", ["C03"], ["C03-H06"], """
RCS-A 145/2025 - 12.08.2026
PW1 Gopaldas Mangal cross by Goyal: admitted Daulatganj shop exists but is a godown 8x10 on first floor, rented to
a tailor since 2019. Admitted Nitin worked at Indore till March 2025; says he is back in Gwalior since April 2025.
PW2 Nitin Mangal: wants to open "Mangal Mishthan" in the shop; has done a course; savings Rs. 6 lakh.
Cross: denied he still has an Indore job. Costs Rs. 500 of 08.07 received.
ND 04.11.2026 (long date - civil side full board).
""")
u("backlog/2026-11/RCS-A 145-2025 aadesh 04.11.2026.pdf", "certified_order_sheet_scan", "V Civil Judge Senior Division, Gwalior", "2026-11-06", ["C03"], ["C03-H07"], """
न्यायालय पंचम व्यवहार न्यायाधीश वरिष्ठ खण्ड, ग्वालियर   RCS-A 145/2025
04.11.2026  प्रतिवादी द्वारा आदेश 6 नियम 17 सी.पी.सी. का आवेदन प्रस्तुत कर जवाब दावा में यह जोड़ना चाहा कि वादी का पुत्र
इंदौर में नौकरी करता है। आवेदन वादी साक्ष्य प्रारंभ होने के बाद प्रस्तुत है तथा सम्यक तत्परता दर्शित नहीं है। आवेदन रु. 1,000/-
व्यय सहित निरस्त। वादी साक्ष्य समाप्त घोषित। प्रकरण प्रतिवादी साक्ष्य हेतु दिनांक 16.12.2026 को पेश हो।
""")
u("backlog/2026-12/sushil DW1 16 dec.txt", "typed_note_txt", L, "2026-12-16", ["C03"], ["C03-H08"], """
16.12.2026 Mangal eviction - DW1 Sushil Jain affidavit filed.
Our cross (part): admits no rent paid Jan 2025 to Mar 2026 till the court's order; says Mangal ji refused rent but
no money order / no notice of tender sent. Admits his son runs another medical store at Kampoo.
Rest of cross next date. ND 10.02.2027
""")
u("backlog/2027-02/IMG_20270210_154433.jpg", "handwritten_note_photo", L, "2027-02-10", ["C03"], ["C03-H09"], """
10/2/27 Mangal v Sushil Jain
DW1 cross concluded - admitted Kampoo shop of son is 2 km away.
Goyal: DW2 (neighbour shopkeeper) not present - time. Madam: Rs. 500 cost, LAST OPPORTUNITY for DW2.
Madam again asked - monthly deposit challans upto date? Yes, Jan 27 challan seen.
ND 3.3.27 DW2
""")

# ---------------- C04 Sachiv suspension writ (HC Gwalior)
u("backlog/2026-01/WP 18754-2025 order 08.01.2026.pdf", "certified_order_sheet_scan", "High Court of Madhya Pradesh, Bench at Gwalior", "2026-01-12", ["C04"], ["C04-H01"], """
HIGH COURT OF MADHYA PRADESH, BENCH AT GWALIOR
WP No. 18754 of 2025   Balveer Singh Jatav vs State of MP and others
Gwalior, Dated: 08.01.2026
Shri V.S. Sikarwar, learned counsel for the petitioner. Shri Rakesh Tiwari, learned Government Advocate for the
respondents/State, on advance copy.
The petitioner, a Panchayat Secretary, is under suspension since 12.09.2025; no charge-sheet is issued so far and
subsistence allowance is said to be unpaid. Issue notice. Learned GA seeks time to obtain instructions.
List after four weeks.                                   (DEVENDRA NATH PARIHAR) JUDGE
""")
u("backlog/2026-02/balveer 12 feb.txt", "typed_note_txt", L, "2026-02-12", ["C04"], ["C04-H02"], """
12.02.26 HC Ct 5 - Balveer sachiv WP
Tiwari GA: "record Zila Panchayat se abhi nahi aaya, instructions awaited" - 4 weeks le liye.
Parihar J asked me: charge sheet diya? - No. Subsistence allowance? - Nil since Sept.
ND 19.03.2026
""")
u("backlog/2026-03/WP 18754-2025 order 19.03.2026.pdf", "certified_order_sheet_scan", "High Court of Madhya Pradesh, Bench at Gwalior", "2026-03-23", ["C04"], ["C04-H03"], """
HIGH COURT OF MADHYA PRADESH, BENCH AT GWALIOR   WP No. 18754 of 2025
Gwalior, Dated: 19.03.2026
Shri V.S. Sikarwar, counsel for the petitioner. Shri Rakesh Tiwari, GA for the State.
Despite time, no reply. Learned GA again submits that the record is awaited from the Zila Panchayat. This is the second
occasion. As a last opportunity, four weeks are granted subject to payment of costs of Rs. 2,000/- to the petitioner.
List on 30.04.2026.                                      (DEVENDRA NATH PARIHAR) JUDGE
""")
u("backlog/2026-04/WP 18754 30 april.docx", "typed_note_docx", L, "2026-04-30", ["C04"], ["C04-H04"], """
WP 18754/2025 Balveer - 30.04.2026
Reply filed on behalf of CEO Zila Panchayat (costs Rs. 2,000 paid - DD given to Balveer). Reply says charge-sheet issued
on 02.04.2026 (after our writ!) and enquiry officer appointed - CEO Janpad Dabra.
Rejoinder in 3 weeks. ND 09.07.2026 (after vacation).
""")
u("backlog/2026-07/IMG_20260709_124015.jpg", "handwritten_note_photo", L, "2026-07-09", ["C04"], ["C04-H05"], """
9.7.26 HC - Balveer WP
Rejoinder on record. Parihar J - "produce the original record of the enquiry". GA to produce.
ND 8.10.26
""")
u("backlog/2026-10/WP 18754-2025 order 08.10.2026.pdf", "certified_order_sheet_scan", "High Court of Madhya Pradesh, Bench at Gwalior", "2026-10-12", ["C04"], ["C04-H06"], """
HIGH COURT OF MADHYA PRADESH, BENCH AT GWALIOR   WP No. 18754 of 2025
Gwalior, Dated: 08.10.2026
Record produced by the learned GA and perused. The petitioner has been under suspension for more than a year and the
enquiry has not made any progress beyond the appointment of the enquiry officer. The respondents shall explain why the
enquiry is not concluded. The CEO, Zila Panchayat Gwalior shall also file his personal affidavit stating whether
subsistence allowance has been paid to the petitioner. List on 26.11.2026.   (DEVENDRA NATH PARIHAR) JUDGE
""")
u("backlog/2026-11/balveer HC 26.11.txt", "typed_note_txt", L, "2026-11-26", ["C04"], ["C04-H07"], """
26.11.2026 HC Ct 5 - Balveer sachiv WP
CEO ka affidavit aaya: 50% subsistence allowance paid for Sept 2025 - Oct 2026 (Rs. 1,12,000 approx), balance 25%
increase "under consideration". Enquiry to be concluded in 3 months - undertaking.
Argued 15 min - suspension beyond 1 yr without progress. Part heard; board over.
ND 04.03.2027 - final hearing.
""")
u("backlog/2026-07/WhatsApp Chat with Balveer Sachiv Dabra.txt", "whatsapp_export", "Balveer Singh Jatav", "2026-12-02", ["C04"], [], """
09/07/26, 14:20 - Balveer Sachiv Dabra: Sir kya hua aaj
09/07/26, 14:35 - Virendra Sikarwar Adv: Judge ne enquiry ka record mangaya. ND 8 Oct
02/12/26, 10:05 - Balveer Sachiv Dabra: Sir aadha nirvah bhatta khate me aa gaya 1,12,000. Baki kab milega
02/12/26, 10:20 - Virendra Sikarwar Adv: 4 March ko final hearing hai, wahi bolenge. Enquiry me jo notice aaye mujhe bhejna
""")

# ---------------- C05 Manisha maintenance (Family Court)
u("backlog/2026-05/MJC 318-2025 antarim aadesh 11.05.2026.pdf", "certified_order_sheet_scan", "Family Court, Gwalior", "2026-05-13", ["C05"], ["C05-H04"], """
न्यायालय प्रधान न्यायाधीश, कुटुम्ब न्यायालय, ग्वालियर   MJC 318/2025   श्रीमती मनीषा जाटव व अन्य वि. राहुल जाटव
11.05.2026  आवेदिकागण द्वारा श्री वी.एस. सिकरवार अधि.। अनावेदक सहित श्री विनोद यादव अधि.।
अंतरिम भरण-पोषण के आवेदन पर आदेश पारित। उभयपक्ष के आय एवं संपत्ति के शपथ पत्र तथा वेतन पर्ची (सकल रु. 23,250) का
अवलोकन किया। अनावेदक आवेदिका क्र. 1 पत्नी को रु. 5,000/- प्रतिमाह एवं आवेदिका क्र. 2 पुत्री पारी को रु. 3,000/- प्रतिमाह
अंतरिम भरण-पोषण आवेदन दिनांक से प्रत्येक माह की 10 तारीख तक अदा करे। प्रकरण 13.07.2026 को साक्ष्य हेतु।
""")
u("backlog/2026-07/manisha 13 july.txt", "typed_note_txt", L, "2026-07-13", ["C05"], ["C05-H05"], """
13.07.2026 Family Court - Manisha v Rahul (MJC 318/25)
Rahul ne ek paisa nahi diya interim ka - May, June, July. Arrears from Nov 2025 (application date) ~ Rs. 72,000.
Filed application for recovery warrant u/s 144(3) BNSS. Vinod Yadav - "company me kaam kam hai, overtime band".
Judge: pay something next date or warrant.  ND 24.08.2026 - AW1 evidence.
""")
u("backlog/2026-08/Manisha AW1 24-08-2026.docx", "typed_note_docx", L, "2026-08-24", ["C05"], ["C05-H06"], """
MJC 318/2025 Manisha - 24.08.2026
Rahul paid Rs. 16,000 in court today (cash, receipt). Baaki bakaya abhi bhi - not paid in full. Recovery app pending.
AW1 Manisha examined (affidavit). Cross by Vinod Yadav: she admitted she left the matrimonial home on 14.03.2025 after a
quarrel; denied she is doing any tailoring job; said Rahul earns about Rs. 25,000 at the Malanpur factory with overtime.
ND 23.11.2026 - NAW1 Rahul.
""")
u("backlog/2026-11/IMG_20261123_130244.jpg", "handwritten_note_photo", L, "2026-11-23", ["C05"], ["C05-H07"], """
23/11/26 FC Manisha v Rahul
NAW1 Rahul - says salary only Rs. 9,000 now, overtime band, "machine operator nahi, helper hoon".
Our cross: shown Feb 26 slip gross 23,250 - admitted his; admitted bike EMI Rs. 3,200 p.m. (Pulsar, 2025).
Admitted not paid interim since Aug.
ND 11.1.27 args
""")

# ---------------- C06 Tighra mining appeal (Commissioner)
u("backlog/2026-01/khadan appeal 27 jan.docx", "typed_note_docx", L, "2026-01-27", ["C06"], ["C06-H01"], """
Appeal 0034/2025-26 (Mining) - Pitambara Stone Crusher v State - Commissioner Gwalior Division, Moti Mahal - 27.01.2026
Admitted. Commissioner sahab called the record from Collector (Khanij Shakha) and the Mining Inspector's report with
the lease map. Stay app - notice to State. K.K. Sharma panel lawyer appeared.
Harendra ji: dead rent was not paid because the quarry was closed by the Forest dept objection for 8 months.
ND 10.03.2026
""")
u("backlog/2026-04/IMG-20260421-WA0013.jpg", "handwritten_note_photo", K, "2026-04-21", ["C06"], ["C06-H03"], """
पेशी रजिस्टर 21.04.2026
कमिश्नर कोर्ट (मोती महल) - पीताम्बरा क्रेशर अपील: 1,80,000 को चालान 15.04 को जमा करो, पेश करो।
खनि अधिकारी को जवाब आ गओ। अगली पेशी 16.06.2026 बहस के लाने।
""")
u("backlog/2026-06/20260616_133501.jpg", "handwritten_note_photo", L, "2026-06-16", ["C06"], ["C06-H04"], """
16.6.26 Commissioner - khadan appeal
Argued 30 min: (1) no show cause notice before cancellation (2) 0.30 ha outside area - no joint measurement, only MI's
eye estimate (3) dead rent - forest closure period.  K.K. Sharma - time to argue, file not with him.
ND 4/8/26
""")
u("backlog/2026-08/khadan 4 aug.txt", "typed_note_txt", L, "2026-08-04", ["C06"], ["C06-H05"], """
04.08.2026 Commissioner court - Pitambara appeal
Sharma argued - lessee was given notice (showed a dispatch register entry). Our reply - no acknowledgement.
Arguments complete. Order reserved (aadesh surakshit).
ND 15.09.2026 for order.
""")
u("backlog/2026-09/aadesh appeal 0034 15.09.2026.pdf", "certified_order_sheet_scan", "Commissioner, Gwalior Division", "2026-09-18", ["C06"], ["C06-H06"], """
न्यायालय आयुक्त, ग्वालियर संभाग, ग्वालियर   अपील क्र. 0034/2025-26 (खनिज)
15.09.2026  आदेश
अभिलेख से स्पष्ट है कि पट्टा निरस्ती से पूर्व पट्टेदार को सुनवाई का युक्तियुक्त अवसर नहीं दिया गया तथा स्वीकृत क्षेत्र के बाहर
उत्खनन का निष्कर्ष संयुक्त मापन के बिना निकाला गया है। अतः कलेक्टर का आदेश दिनांक 18.08.2025 अपास्त किया जाता है। प्रकरण
कलेक्टर को प्रत्यावर्तित कि पट्टा क्षेत्र का नवीन सीमांकन कर पट्टेदार को सुनवाई का अवसर देकर पुनः आदेश पारित करें। अपीलार्थी
द्वारा जमा रु. 1,80,000 डेड रेंट में समायोजित होगा। अपील आंशिक स्वीकार। प्रकरण समाप्त।       आयुक्त, ग्वालियर संभाग
""")

# ---------------- C07 Goyal cheque case (JMFC)
u("backlog/2026-04/SCNIA 2317-2025 order 16.04.2026.pdf", "certified_order_sheet_scan", "Judicial Magistrate First Class, Gwalior", "2026-04-20", ["C07"], ["C07-H03"], """
न्यायालय न्यायिक मजिस्ट्रेट प्रथम श्रेणी, ग्वालियर   SCNIA 2317/2025   मुकेश गोयल वि. संतोष शर्मा
16.04.2026  परिवादी सहित श्री वी.एस. सिकरवार अधि.। अभियुक्त सहित श्री दीपक अग्रवाल अधि.।
अभियुक्त को अभियोग का सार (धारा 138 परक्राम्य लिखत अधिनियम) पढ़कर सुनाया, अभियुक्त ने अपराध अस्वीकार किया, विचारण चाहा;
अभियुक्त ने कहा चेक सिक्योरिटी में दिया था। परिवादी के धारा 143-ए के आवेदन पर सुनवाई उपरांत अभियुक्त को चेक राशि रु.
2,85,000 का 20 प्रतिशत अर्थात रु. 57,000/- अंतरिम प्रतिकर 60 दिवस में परिवादी को अदा करने का आदेश। प्रकरण परिवादी साक्ष्य
हेतु 23.07.2026 को पेश हो।
""")
u("backlog/2026-07/CW1 Goyal cross 23.07.docx", "typed_note_docx", L, "2026-07-23", ["C07"], ["C07-H04"], """
SCNIA 2317/2025 Goyal v Santosh Sharma - 23.07.2026 - Rathore sahab
Santosh absent - Agrawal ne exemption lagayi (shaadi me bahar), Rathore sahab ne allow kar di.
CW1 Mukesh Goyal cross by Agrawal: admitted no written agreement for the loan/goods; said Santosh took kirana goods
on credit Apr-Aug 2025 (bill book shown); denied cheque was blank security.
Interim compensation Rs. 57,000 - 60 days khatam 15 June ko, ab tak nahi diya.
ND 10.09.2026
""")
u("backlog/2026-10/IMG-20261029-WA0006.jpg", "handwritten_note_photo", K, "2026-10-29", ["C07"], ["C07-H06"], """
पेशी रजिस्टर 29.10.2026
JMFC राठौर साब - गोयल चेक केस: SBI मुरार के मैनेजर (CW2) आए, रिटर्न मेमो साबित करो। परिवादी साक्ष्य बंद।
संतोष शर्मा आज हाजिर हतो।
अगली पेशी 10.12.2026 - 313 के लाने
""")
u("backlog/2026-12/goyal 10 dec.txt", "typed_note_txt", L, "2026-12-10", ["C07"], ["C07-H07"], """
10.12.2026 JMFC - Goyal v Santosh Sharma
Santosh phir absent. Agrawal ne exemption lagayi - Rathore sahab ne reject kar di, bailable warrant Rs. 10,000.
313 nahi hua. ND 21.01.2027
""")
u("backlog/2026-12/New Text Document (2).txt", "typed_note_txt", L, "2026-12-11", ["C07"], [], """
correction - Goyal cheque case
Kal ke note me ND 21.01.2027 likh di thi - galat hai. Reader se order sheet dekhi: sahi agli peshi 28.01.2027.
(21.01 ko JMFC ki chhutti/training hai.)  Mukesh ji ko bhi bata diya.
""")

# ---------------- junior chats
u("backlog/2026-04/WhatsApp Chat with Neha Kushwah Jr.txt", "whatsapp_export", J, "2026-04-06", ["C07", "C05"], ["C07-H01", "C07-H02", "C05-H01", "C05-H02", "C05-H03"], """
19/01/26, 12:10 - Neha Kushwah Jr: Sir family court Manisha wala - Rahul aaya tha, judge ne counsellor ke paas bhej diya. ND 23/2
19/01/26, 12:11 - Virendra Sikarwar Adv: ok
05/02/26, 13:02 - Neha Kushwah Jr: Sir Goyal cheque - accused Santosh nahi aaya, Rathore sir ne 10000 ka bailable warrant kar diya. ND 9 march
23/02/26, 14:20 - Neha Kushwah Jr: Manisha - counselling fail. Reply aa gaya. Judge ne dono se income aur assets ka affidavit manga hai (Rajnesh v Neha wala format). ND 6 april
23/02/26, 14:22 - Virendra Sikarwar Adv: Manisha se salary slip ka kuch milega to mangwao
09/03/26, 12:44 - Neha Kushwah Jr: Sir Santosh aaj aa gaya, bail ho gayi, Agrawal ji uske vakil. Humne 143A application laga di. ND 16.4
06/04/26, 13:15 - Neha Kushwah Jr: Sir Manisha - affidavits file, interim par bahas ho gayi. Order ke liye ND 11.5.26
06/04/26, 13:16 - Neha Kushwah Jr: Rahul ki Feb ki salary slip mil gayi Manisha ke bhai se, file kar di
""")
u("backlog/2027-01/WhatsApp Chat with Neha Kushwah Jr (1).txt", "whatsapp_export", J, "2027-01-28", ["C02", "C07", "C05"], ["C02-H06", "C07-H05", "C05-H08", "C07-H08"], """
26/08/26, 12:30 - Neha Kushwah Jr: Sir Rinku ST - IO nahi aaya. PP Saxena ne time maanga. Judge sahab ne SP ke through warrant bheja IO ko. ND 7/10
26/08/26, 12:31 - Virendra Sikarwar Adv: 👍
10/09/26, 11:58 - Neha Kushwah Jr: Sir Goyal case - Santosh absent again, medical lagaya, exemption mil gayi. Doosri baar.
10/09/26, 11:59 - Neha Kushwah Jr: 57,000 interim compensation abhi tak nahi diya usne. Humne recovery ki application di. ND 29.10
11/01/27, 12:40 - Neha Kushwah Jr: Sir Manisha - Vinod Yadav ji nahi aaye, args nahi hui. ND 15/02/27 final args
11/01/27, 12:41 - Virendra Sikarwar Adv: 15 ko main aaunga. Rahul ki EMI wala point note karo
28/01/27, 13:05 - Neha Kushwah Jr: Sir Goyal cheque - Santosh aaya, 313 ho gaya. Defence evidence ke liye ND 25/2/27
28/01/27, 13:06 - Neha Kushwah Jr: Agrawal ji bole ek DW laayenge - Santosh ka munim
""")

# ---------------- plan and cause list
u("backlog/2027-02/Week plan 15-27 Feb.docx", "typed_note_docx", L, "2027-02-12", ["C05", "C02", "C01", "C03", "C07", "C04"], [], """
PLAN 15 Feb - 27 Feb 2027
Mon 15/2  Family Court - Manisha kharcha - final args. Points: slip gross 23,250; bike EMI 3,200; arrears unpaid. Neha + me.
Tue 16/2  IV ASJ - Rinku ST - defence args contd. Compile citations on hostile witness; armourer not examined - 27
          Arms Act; PW1 darkness. Keep seizure memo and PW4 statement flagged.
Mon 22/2  Ambah Tehsil - Kutghan batwara - args on fard objections. Patwari se naksha trace; Hakim Singh ka vanshavali
          affidavit banana hai.
Thu 25/2  JMFC - Goyal cheque - DE (their munim). Prepare cross; bill book copies.
Pending: Mangal - DW2 on 3/3; Balveer WP final hearing 4/3 - compile judgments on prolonged suspension.
""")
u("backlog/2027-02/Family Court cause list 15.02.2027.pdf", "cause_list_pdf", "Family Court, Gwalior", "2027-02-13", ["C05"], [], """
कुटुम्ब न्यायालय, ग्वालियर - दैनिक वाद सूची दिनांक 15.02.2027 (सोमवार)
न्यायालय: प्रधान न्यायाधीश श्रीमती सुनीता दुबे
क्र.  प्रकरण क्र.        पक्षकार                                  प्रक्रम
1    HMA 411/2025     राकेश कुशवाह वि. प्रीति                     साक्ष्य
2    MJC 318/2025     श्रीमती मनीषा जाटव वि. राहुल जाटव            अंतिम तर्क
3    MJC 77/2026      सुमन बाथम वि. दिनेश बाथम                    काउंसलिंग
4    HMA 102/2026     अंकित राठौर वि. शिवानी                      जवाब
""")
