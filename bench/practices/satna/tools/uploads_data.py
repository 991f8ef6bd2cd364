"""The uploads of the Satna practice: what Tiwari ji, the junior Shubham and the munshi Ramsajeevan actually kept."""

L, J, K = "Rajendra Prasad Tiwari", "Shubham Dwivedi", "Ramsajeevan Sahu (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2026-06/panchnama chakki sohawal.pdf", "document_scan", "MPPKVVCL, Vigilance, Satna", "2026-06-18", ["C06"], [], """
म.प्र. पूर्व क्षेत्र विद्युत वितरण कंपनी लिमिटेड, जबलपुर - संचारण/संधारण संभाग सतना
निरीक्षण पंचनामा (धारा 135 विद्युत अधिनियम, 2003)          दिनांक 18.06.2026  समय 11:20 बजे
स्थान: ग्राम सोहावल, गुप्ता आटा चक्की, उपभोक्ता: गुलाबचंद गुप्ता (कनेक्शन क्र. निरंक)
निरीक्षण में पाया गया कि 11 केवी लाइन से जुड़ी एलटी लाइन पर सीधे केबल डालकर (डायरेक्ट हुकिंग) 15 एचपी मोटर
की आटा चक्की चलाई जा रही थी। कोई मीटर नहीं। केबल लगभग 22 मीटर जप्त कर सील की गई।
निरीक्षणकर्ता: श्री विवेक शर्मा, सहायक यंत्री; श्री रमेश काछी, कनिष्ठ यंत्री; श्री भोला प्रसाद साकेत, लाइनमैन
पंच: 1. रामलखन 2. (हस्ताक्षर अपठनीय)      उपभोक्ता ने हस्ताक्षर करने से इंकार किया।
""")
u("backlog/2026-06/IMG_20260625_123310.jpg", "document_photo", "MPPKVVCL, Satna", "2026-06-25", ["C06"], [], """
म.प्र.पू.क्षे.वि.वि.कं.लि.  अनंतिम निर्धारण आदेश (धारा 126/135)
उपभोक्ता: गुलाबचंद गुप्ता, गुप्ता आटा चक्की, सोहावल     पंचनामा दि. 18.06.2026
संयोजित भार 15 HP (11.19 KW), अवधि 12 माह
सिविल दायित्व की निर्धारित राशि : रु. 1,84,620/- (एक लाख चौरासी हजार छः सौ बीस)
7 दिवस में जमा करें अन्यथा विशेष न्यायालय में प्रकरण प्रस्तुत किया जावेगा।
                                    सहायक यंत्री (सतर्कता), सतना
""")
u("backlog/2026-07/PM report Rekha Kolgawan.pdf", "document_scan", "District Hospital Satna", "2026-07-05", ["C03"], [], """
जिला चिकित्सालय सतना - शव परीक्षण प्रतिवेदन (POST MORTEM REPORT)  PM No. 611/2026   Date 05.07.2026
Name: Rekha w/o Rakesh Patel, age 24 yrs, r/o Ward 9 Kolgawan, Satna. Brought by ASI, PS Kolgawan.
Findings: ligature mark 28 cm, oblique, above thyroid cartilage, incomplete at nape; no other injury.
Opinion: death due to asphyxia as a result of hanging; ante-mortem; within 24 hours of examination.
Viscera preserved.                                      Dr. Seema Bagri, Medical Officer
""")
u("backlog/2026-07/WhatsApp Image 2026-07-28 at 17.02.44.jpeg", "document_photo", "State Bank of India, Maihar", "2026-07-28", ["C04"], [], """
STATE BANK OF INDIA  Branch: Maihar (Code 0xxxx)
RETURN MEMO                        Date 28/07/2026
Chq No 061174  dt 20/07/2026  Amt Rs 2,85,000.00  Drawer: RAJU SINGH PARIHAR
Payee: MAA SHARDA BUILDING MATERIAL
Reason for return: 01 - FUNDS INSUFFICIENT
""")
u("backlog/2026-08/notice 138 Raju Parihar.docx", "typed_note_docx", L, "2026-08-05", ["C04"], [], """
RAJENDRA PRASAD TIWARI, Advocate
Takht No. 41, Adhivakta Sangh, Zila Nyayalaya, Satna
By Regd. Post AD                                          Dinank: 05.08.2026
Prati: Shri Raju Singh Parihar s/o Baijnath Singh, Ward 6, Ghantaghar road, Maihar
Vishay: dhara 138 Parakramya Likhat Adhiniyam ke antargat soochna-patra
Mere pakshkar Maa Sharda Building Material, Maihar (prop. Dinesh Agrawal) se aapne sariya, cement aur gitti udhaar
li. Baki ke bhugtan me aapka cheque no. 061174 dinank 20.07.2026 rashi Rs. 2,85,000/- SBI Maihar ka 28.07.2026 ko
'funds insufficient' ke karan vapas hua. Soochna milne ke 15 din me rashi ada karen, anyatha parivad prastut hoga.
                                                           Adhivakta
""")
u("backlog/2024-08/bainama Kathaha VBCL.pdf", "document_scan", "Sub-Registrar, Amarpatan", "2024-08-12", ["C02"], [], """
विक्रय पत्र (बैनामा)  पंजीयन क्रमांक MP21xxxxxx/2024   उप पंजीयक कार्यालय अमरपाटन   दिनांक 12.08.2024
विक्रेता: शिवप्रताप सिंह बघेल पिता स्व. रामखिलावन सिंह, ग्राम कठहा, तहसील अमरपाटन
क्रेता: विन्ध्य भारत सीमेंट्स लिमिटेड, द्वारा अधिकृत हस्ताक्षरकर्ता श्री अमित खरे (लैंड मैनेजर)
भूमि: ख.नं. 118, 119/1 कुल रकबा 2.430 हेक्टेयर, ग्राम कठहा       प्रतिफल: रु. 21,87,000/-
प्रतिफल की राशि आरटीजीएस द्वारा प्राप्त होना लिखा गया है।
""")
u("backlog/2026-11/plaint Shivpratap vs VBCL.pdf", "document_scan", L, "2026-11-20", ["C02"], [], """
न्यायालय व्यवहार न्यायाधीश वरिष्ठ खंड, अमरपाटन जिला सतना
व्यवहार वाद क्रमांक ____/2026
शिवप्रताप सिंह बघेल ............. वादी   विरुद्ध   विन्ध्य भारत सीमेंट्स लि. व अन्य ............. प्रतिवादीगण
वाद - विक्रय पत्र दिनांक 12.08.2024 को शून्य घोषित करने एवं स्थाई निषेधाज्ञा हेतु
1. यह कि वादी ग्राम कठहा के ख.नं. 118, 119/1 रकबा 2.430 हे. का भूमिस्वामी है।
2. यह कि प्रतिवादी क्र. 1 के लैंड मैनेजर एवं दलाल प्रतिवादी क्र. 3 रामनरेश द्विवेदी ने प्लांट में पुत्र को स्थाई
   नौकरी का वचन देकर वादी से बैनामा करवाया; बैनामे में लिखित प्रतिफल में से वादी को केवल रु. 6,00,000/- मिले।
3. यह कि नौकरी नहीं दी गई तथा शेष प्रतिफल का भुगतान नहीं हुआ; बैनामा कपट द्वारा प्राप्त सहमति से शून्य है।
वाद मूल्यांकन रु. 21,87,000/-   कोर्ट फीस अदा।                         वादी  द्वारा अधिवक्ता आर.पी. तिवारी
""")
u("backlog/2027-01/tehsildar aadesh patta nirast.pdf", "document_scan", "Tehsildar, Maihar", "2027-01-28", ["C01"], [], """
न्यायालय तहसीलदार, तहसील मैहर जिला सतना
प्रकरण क्रमांक 0212/अ-19/2025-26     लल्लू प्रसाद पटेल विरुद्ध रामभजन कोल
आदेश
ग्राम भदनपुर स्थित शासकीय भूमि ख.नं. 214/2 रकबा 1.200 हेक्टेयर का पट्टा वर्ष 2004 में रामभजन कोल को दिया
गया था। शिकायतकर्ता के अनुसार पट्टाधारी भूमि पर कृषि नहीं करता तथा भूमि पड़ती है। पटवारी प्रतिवेदन एवं
सुनवाई के उपरांत पट्टा शर्तों के उल्लंघन के आधार पर निरस्त किया जाता है। भूमि शासकीय मद में दर्ज हो।
आदेश पारित दिनांक 28.01.2027                               तहसीलदार मैहर
""")
u("backlog/2027-02/IMG20270208_114502.jpg", "document_photo", "Patwari Halka Bhadanpur", "2027-02-08", ["C01"], [], """
खसरा पंचसाला (नकल)   ग्राम भदनपुर  प.ह.नं. 17  तहसील मैहर
ख.नं. 214/2   रकबा 1.200   भूमिस्वामी: म.प्र. शासन (पट्टेदार रामभजन कोल)
वर्ष 2021-22 अरहर / 2022-23 कोदो, तिल / 2023-24 अरहर / 2024-25 पड़ती / 2025-26 कोदो
नकल दिनांक 08.02.2027              पटवारी हल्का भदनपुर
""")
u("backlog/2027-02/lapse order Pathraha lease.pdf", "document_scan", "Directorate of Geology and Mining, MP", "2027-02-26", ["C05"], [], """
संचालनालय, भौमिकी तथा खनिकर्म, मध्यप्रदेश, भोपाल
क्रमांक 3318/खनि/2027                                           भोपाल, दिनांक 26.02.2027
आदेश
मेसर्स कैमोर चूना पत्थर उद्योग, भागीदार श्री अशोक कुमार जैन को ग्राम पथरहा, तहसील मैहर, जिला सतना की
4.860 हेक्टेयर भूमि पर चूना पत्थर (लाइमस्टोन) का खनिपट्टा स्वीकृत है। अभिलेख अनुसार पट्टेदार द्वारा लगातार दो
वर्ष तक खनन कार्य नहीं किया गया, अतः पट्टा व्यपगत (lapse) घोषित किया जाता है। बकाया डेड रेंट वसूली योग्य।
                                                                       संचालक
""")

# ---------------- C01 Rambhajan patta appeal (SDO Maihar)
u("backlog/2027-03/IMG_20270303_161540.jpg", "handwritten_note_photo", L, "2027-03-03", ["C01"], ["C01-H01"], """
3/3/27  SDO Maihar - Rambhajan Kol (patta appeal)
Appeal u/s 44 MPLRC grahya (admit). Kabza se bedakhli par stay - agli tareekh tak.
Tehsildar ka mool abhilekh (0212/अ-19) mangaya.
Rambhajan aur uska ladka Santlal aaye rahe. Khasra panchsala ki nakal lagai.
ND 7/4/27
""")
u("backlog/2027-04/WhatsApp Chat with Shubham Dwivedi Jr.txt", "whatsapp_export", J, "2027-04-07", ["C04", "C01"], ["C04-H01", "C04-H02", "C01-H02"], """
22/01/27, 12:41 pm - Shubham Dwivedi Jr: Sir pranam. Sharda 138 me Parihar nahi aaya. JMFC sahab ne 5000 ka BW jari kiya
22/01/27, 12:42 pm - Shubham Dwivedi Jr: ND 26.2.27
22/01/27, 12:50 pm - Rajendra Tiwari: thik. Dinesh ji ko bata dena
26/02/27, 11:58 am - Shubham Dwivedi Jr: Sir Parihar aaj aaya, Soni vakil ke saath. Jamanat ho gai
26/02/27, 11:59 am - Shubham Dwivedi Jr: plea me bol rahe ki cheque security ka tha, udhaar pahle hi chukta. Trial hoi
26/02/27, 12:00 pm - Shubham Dwivedi Jr: ND 9.4.27 CE
26/02/27, 12:15 pm - Rajendra Tiwari: Dinesh ji ka affidavit bana ke rakho
07/04/27, 03:10 pm - Shubham Dwivedi Jr: Sir Rambhajan wale me Tehsildar office se record abhi nahi aaya. SDO sahab ne reminder likha
07/04/27, 03:11 pm - Shubham Dwivedi Jr: stay chalu ahai. ND 5/5/27
07/04/27, 03:12 pm - Rajendra Tiwari: 👍
""")
u("backlog/2027-05/register page 05-05-2027.jpg", "handwritten_note_photo", K, "2027-05-05", ["C01"], ["C01-H03"], """
तारीख रजिस्टर    दिनांक 05.05.2027 (बुधवार)
एसडीओ मैहर - रामभजन कोल बनाम शासन (पट्टा अपील)
तहसील से रिकार्ड आ गया। लल्लू पटेल की ओर से गुप्ता वकील ने जवाब हेतु समय मांगा, दे दिया।
स्थगन जारी। आगामी तिथि 07.07.2027
- रामसजीवन
""")
u("backlog/2027-07/rambhajan 7 july.txt", "typed_note_txt", L, "2027-07-07", ["C01"], ["C01-H04"], """
7.7.27 SDO Maihar - Rambhajan patta appeal
Santosh Gupta ne jawab diya (Lallu Patel ki or se). Mukhya aapatti: appeal samay-seema ke bahar (limitation) aur
bhoomi padti rahti hai.
Humne bola - order 28.01.2027 ka, appeal 15.02.2027 ko - 45 din ke andar.
SDO sahab ne Patwari halka Bhadanpur se kabze par prativedan mangaya.
ND 1.9.27. Stay barkarar.
""")
u("backlog/2027-09/patwari prativedan bhadanpur.pdf", "document_scan", "Patwari Halka Bhadanpur", "2027-09-01", ["C01"], ["C01-H05"], """
प्रति, माननीय अनुविभागीय अधिकारी (राजस्व) मैहर       प्रकरण 0071/अपील/2026-27
विषय: ख.नं. 214/2 ग्राम भदनपुर पर कब्जे के संबंध में प्रतिवेदन
मौका निरीक्षण दिनांक 24.08.2027 को किया गया। खसरा पंचसाला एवं मौके अनुसार अपीलार्थी रामभजन कोल वर्ष 2004 से
भूमि पर काबिज है। मौके पर कच्चा मकान एवं एक कुआं बना है तथा भूमि पर कोदो बोई गई है।
                                         पटवारी हल्का भदनपुर   दिनांक 01.09.2027
""")
u("backlog/2027-10/register page 27-10-2027.jpg", "handwritten_note_photo", K, "2027-10-27", ["C01"], ["C01-H06"], """
दिनांक 27.10.2027 (बुधवार)
एसडीओ मैहर - रामभजन पट्टा अपील - बहस
साहब प्रोटोकॉल ड्यूटी में (मंत्री जी का दौरा, माँ शारदा मंदिर)। सुनवाई नहीं हुई।
आगामी तिथि 15.12.2027
""")
u("backlog/2027-12/0071-appeal aadesh patrika 15.12.2027.pdf", "certified_order_sheet_scan", "SDO (Revenue), Maihar", "2027-12-16", ["C01"], ["C01-H07"], """
न्यायालय अनुविभागीय अधिकारी (राजस्व) मैहर जिला सतना
आदेश पत्रिका      प्रकरण क्रमांक 0071/अपील/2026-27    रामभजन कोल विरुद्ध म.प्र. शासन व अन्य
15.12.2027
अपीलार्थी की ओर से श्री आर.पी. तिवारी अधिवक्ता उपस्थित। उत्तरवादी क्र. 2 की ओर से श्री संतोष गुप्ता अधिवक्ता उपस्थित।
शासन की ओर से नायब तहसीलदार उपस्थित।
अपीलार्थी के अधिवक्ता के तर्क सुने गए। पटवारी प्रतिवेदन दिनांक 01.09.2027 अभिलेख पर। उत्तरवादी क्र. 2 के तर्क
हेतु प्रकरण दिनांक 02.02.2028 को पेश हो। पूर्व में दिया गया स्थगन आदेश आगामी तिथि तक जारी रहेगा।
                                                         अनुविभागीय अधिकारी (राजस्व) मैहर
""")

# ---------------- C02 cement plant land suit (Amarpatan)
u("backlog/2027-01/20270119_163022.jpg", "handwritten_note_photo", L, "2027-01-19", ["C02"], ["C02-H01"], """
19.1.27  Amarpatan CJSD - Baghel vs Vindhya Bharat Cements
Company ki or se Manish Agrawal. Sab prativadi upasthit.
Agrawal ne O7 R11 ki arzi lagai - vaad samay-badhit, aur mulya kam aanka.
WS ke liye samay liya. Hamein O7R11 ka jawab dena hai.
ND 23.2.27
""")
u("backlog/2027-02/week plan 22-27 feb.docx", "typed_note_docx", L, "2027-02-23", ["C02"], ["C02-H02"], """
Hafte ka kaam - 22 se 27 Feb 2027
Som 22.2 - office; Rekha ST ke PW-1 ke cross ke points
Mangal 23.2 - Amarpatan: Baghel case - O7 R11 ka jawab file kiya. Bahas 30.3.27 ko (Chouhan sahab).
Budh 24.2 - Satna 1st ADJ - koi case nahi, Gulab Gupta se milna (chakki)
Shukr 26.2 - Maihar JMFC Sharda 138 - Shubham jayega
Shani 27.2 - Jabalpur ke liye Kaimor wale Jain sahab ki file padhna (lapse order 26.2 aaya)
""")
u("backlog/2027-03/RCS-A 58-2026 order 30.03.2027.pdf", "certified_order_sheet_scan", "Civil Judge Senior Division, Amarpatan", "2027-03-31", ["C02"], ["C02-H03"], """
न्यायालय व्यवहार न्यायाधीश वरिष्ठ खंड, अमरपाटन जिला सतना
व्यवहार वाद क्र. आरसीएसए 58/2026      शिवप्रताप सिंह बघेल विरुद्ध विन्ध्य भारत सीमेंट्स लि. व अन्य
30.03.2027
वादी द्वारा श्री आर.पी. तिवारी अधिवक्ता। प्रतिवादी क्र. 1 द्वारा श्री मनीष अग्रवाल अधिवक्ता।
प्रतिवादी क्र. 1 के आवेदन अंतर्गत आदेश 7 नियम 11 व्य.प्र.सं. पर उभयपक्ष के तर्क सुने। वाद पत्र में कपट एवं
प्रतिफल अदा न होने के अभिवचन हैं जो साक्ष्य का विषय हैं; वाद पत्र प्रथम दृष्टया वाद कारण प्रकट करता है। आवेदन
निरस्त किया जाता है। प्रतिवादीगण 30 दिवस में जवाबदावा प्रस्तुत करें। प्रकरण दिनांक 27.04.2027 को पेश हो।
                                                             व्यवहार न्यायाधीश वरिष्ठ खंड, अमरपाटन
""")
u("backlog/2027-04/register page 27-04-2027.jpg", "handwritten_note_photo", K, "2027-04-27", ["C02"], ["C02-H04"], """
दिनांक 27.04.2027 (मंगलवार) अमरपाटन
शिवप्रताप बघेल बनाम सीमेंट कंपनी - कंपनी ने जवाबदावा पेश नहीं किया।
साहब ने 500 रुपये हर्जाना लगाकर अंतिम अवसर दिया।
अगली तारीख 13.07.2027 (छुट्टी के बाद)
""")
u("backlog/2027-07/WS VBCL RCS-A 58-2026.pdf", "document_scan", "Vindhya Bharat Cements Ltd. (through Manish Agrawal, Adv.)", "2027-07-13", ["C02"], ["C02-H05"], """
न्यायालय व्यवहार न्यायाधीश वरिष्ठ खंड, अमरपाटन   आरसीएसए 58/2026
प्रतिवादी क्र. 1 का जवाबदावा
1. यह कि वादी ने स्वेच्छा से बैनामा निष्पादित किया; नौकरी का कोई वचन कंपनी ने नहीं दिया।
2. यह कि संपूर्ण प्रतिफल रु. 21,87,000/- वादी के बैंक खाते में RTGS द्वारा दिनांक 12.08.2024 को अंतरित किया गया।
3. यह कि प्रतिवादी क्र. 3 रामनरेश द्विवेदी से कंपनी का कोई संबंध नहीं। वाद निरस्त किया जाए।
                                                   प्रतिवादी क्र. 1 द्वारा अधिवक्ता मनीष अग्रवाल
""")
u("backlog/2027-07/IMG_20270713_170118.jpg", "handwritten_note_photo", L, "2027-07-13", ["C02"], ["C02-H05"], """
13/7/27 Amarpatan - Baghel case
Cost 500 jama karke WS diya. Kehte hain poora 21,87,000 RTGS se diya - bank statement mangana hai Shivpratap se
(uske khaate me 6 lakh hi aaye, baaki kahan gaya?).
Issues bane - 6 vivadhyak prashn. Bhaar humpar kapat ka.
ND 24.8.27 vadi saakshya
""")
u("backlog/2027-08/diary page 20 and 24 aug.jpg", "handwritten_note_photo", L, "2027-08-24", ["C06", "C02"], ["C06-H05", "C02-H06"], """
20/8 Satna Spl Judge (Bijli) - Gulab Gupta
PW-2 JE Ramesh Kachhi ka mukhya kathan. Panchnama ka samarthan kiya.
Bagri sahab ne company vakil Pandey se poochha - samjhauta / compounding (dhara 152) ki koi sambhavna? Jama rashi kitni?
Gulab ko bola sochkar bataye. ND 8.10.27 (PW-2 cross)

24/8 Amarpatan - Baghel: PW-1 Shivpratap ka mukhya kathan affidavit se pesh. Agrawal ne cross tala -
HC me vyast (Jabalpur). ND 5.10.27
""")
u("backlog/2027-10/baghel PW1 cross 5.10.txt", "typed_note_txt", L, "2027-10-05", ["C02"], ["C02-H07"], """
05.10.2027  Amarpatan - RCS-A 58/2026 Baghel v. VBCL - PW-1 cross by Manish Agrawal (part)
- Mana ki bainame par dastakhat uske hain aur registry office gaya tha.
- Mana ki bank khata SBI Amarpatan me hai; 12.08.2024 ko 6,00,000 aaye, baaki ki jaankari nahi.
- Inkar: beta naukri ke liye kabhi apply nahi kiya - galat.
- Ramnaresh Dwivedi dalal company ki gaadi me aata tha.
Cross adhoora. ND 23.11.27
""")
u("backlog/2027-11/IMG_20271123_154907.jpg", "handwritten_note_photo", L, "2027-11-23", ["C02"], ["C02-H08"], """
23.11.27 Amarpatan - Baghel v. cement co.
PW-1 ka cross pura. Agla gawah PW-2 Patwari halka Kathaha (Sunil Singh Parihar) - 119/1 ka namantaran record leke.
Summons jari. ND 18.1.28
""")
u("backlog/2027-11/correction baghel ND.txt", "typed_note_txt", L, "2027-11-24", ["C02"], ["C02-H08"], """
Sudhaar - Baghel case (Amarpatan): kal ki diary me ND 18.1.28 galat likha gaya.
Reader se order sheet dekhi - agli tareekh 25.01.2028 hai (18 ko saheb training me Jabalpur).
PW-2 Patwari ka summons 25.01.2028 ke liye.
""")

# ---------------- C03 Rekha dowry death ST (1st ADJ Satna)
u("backlog/2027-01/ST 112-2026 order 14.01.2027.pdf", "certified_order_sheet_scan", "First Additional Sessions Judge, Satna", "2027-01-15", ["C03"], ["C03-H01"], """
न्यायालय प्रथम अपर सत्र न्यायाधीश, सतना (म.प्र.)
सत्र प्रकरण क्र. 112/2026     म.प्र. राज्य द्वारा आरक्षी केन्द्र कोलगवां   विरुद्ध   राकेश पटेल व एक अन्य
14.01.2027
राज्य द्वारा श्री दिनेश प्रसाद गर्ग अति. लोक अभियोजक। अभियुक्त राकेश पटेल जेल से पेश, अभियुक्ता श्यामकली पटेल
जमानत पर उपस्थित, सहित श्री आर.पी. तिवारी अधिवक्ता।
आरोप पर तर्क सुने। अभियुक्तगण के विरुद्ध धारा 80, 85 भारतीय न्याय संहिता एवं धारा 4 दहेज प्रतिषेध अधिनियम के
आरोप विरचित कर पढ़कर सुनाए, अभियुक्तगण ने अपराध अस्वीकार कर विचारण चाहा। अभियोजन साक्षी सूची अनुसार
प्रथम साक्षी को दिनांक 11.02.2027 हेतु आहूत किया जावे।
                                                             प्रथम अपर सत्र न्यायाधीश, सतना
""")
u("backlog/2027-02/20270211_133455.jpg", "handwritten_note_photo", L, "2027-02-11", ["C03"], ["C03-H02"], """
11/2/27 1st ADJ - Rekha ST 112/26
PW-1 Ramsharan Patel (pita) ka mukhya kathan: shaadi ke baad Rs. 1 lakh aur Bullet motorcycle ki maang, Rakesh
aur saas Shyamkali marpeet karte. Cross humne tala - 180 BNSS ke bayan ki copy poori nahi mili.
ND 18.3.27 PW-1 cross
""")
u("backlog/2027-03/rekha PW1 cross.docx", "typed_note_docx", L, "2027-03-18", ["C03"], ["C03-H03"], """
18.03.2027 - ST 112/2026 (State v. Rakesh Patel) - PW-1 Ramsharan Patel - cross by us
1. Mana ki Rekha ki maut se pehle dahej ki koi likhit shikayat na thane me ki, na samaj ki panchayat me.
2. Mana ki shaadi 2023 me hui, Bullet motorcycle 'apni khushi se' di thi - baad me bola maang par.
3. Mana ki 3 July 2026 ko Rekha ne phone par sirf 'mayke aana hai' kaha tha.
4. Inkar: ki Rekha ka ilaj depression ke liye Rewa me chal raha tha - suggestion diya.
ND 15.4.27 PW-2 (maa Kusum)
""")
u("backlog/2027-04/register page 15-04-2027.jpg", "handwritten_note_photo", K, "2027-04-15", ["C03"], ["C03-H04"], """
दिनांक 15.04.2027 (गुरुवार)  प्रथम अपर सत्र न्यायाधीश सतना
रेखा दहेज मृत्यु केस (राकेश पटेल) - गवाह कुसुम पटेल (मृतका की माँ) हाजिर नहीं।
मैडम ने जमानती वारंट जारी किया। राकेश जेल से पेश।
अगली तारीख 17.06.2027
""")
u("backlog/2027-06/rekha PW2 17.6.txt", "typed_note_txt", L, "2027-06-17", ["C03"], ["C03-H05"], """
17.6.27 1st ADJ Satna - Rekha ST - PW-2 Kusum Patel (maa)
BW par aayi. Mukhya kathan me wahi baat - 1 lakh aur Bullet.
Cross: mana ki Rekha ne kabhi maar-peet ki baat likhit me nahi bataai; mana ki Rakesh ke ghar 2 baar khud gayi, koi
jhagda nahi dekha. Hum satisfied.
ND 15.7.27 - doctor (PM).
""")
u("backlog/2027-07/IMG_20270715_124012.jpg", "handwritten_note_photo", L, "2027-07-15", ["C03"], ["C03-H06"], """
15/7/27  Rekha ST - PW-3 Dr. Seema Bagri (PM karne wali)
Ligature mark 28 cm, oblique, gardan ke peeche adhoora - hanging. Koi aur chot nahi.
Cross: mana ki aisa nishan aatmahatya me hota hai; galaghont ke lakshan nahi. Viscera report abhi nahi aayi.
ND 19.8.27 PW-4
""")
u("backlog/2027-08/rekha PW4 santosh.docx", "typed_note_docx", L, "2027-08-19", ["C03"], ["C03-H07"], """
19.08.2027 - ST 112/2026 - PW-4 Santosh Patel (Rekha ka chacha)
Mukhya kathan me dahej maang ki baat sunne se palat gaya - PP Garg ne pakshdrohi (hostile) ghoshit karwaya, aanshik.
Humare cross me: mana ki Rakesh aur Rekha alag kamre me khush rehte the, jhagde ki baat suni-sunai.
ND 16.9.27
""")
u("backlog/2027-09/WhatsApp Chat with Mukesh Patel Kolgawan.txt", "whatsapp_export", "Mukesh Patel (client's brother)", "2027-09-16", ["C07", "C03"], ["C07-H04", "C03-H08"], """
09/08/27, 4:05 pm - Rajendra Tiwari: Mukesh ji, Jabalpur se khabar - Rakesh ki bail ho gai. 50,000 ka bond, har mahine thane Kolgawan me hazri
09/08/27, 4:07 pm - Mukesh Patel: Tiwari ji bahut dhanyavad 🙏 Amma ro rahi hain khushi se
09/08/27, 4:09 pm - Rajendra Tiwari: order ki copy aate hi Satna me bond bharna hai, guarantor tayar rakhna
16/09/27, 1:22 pm - Mukesh Patel: vakil sahab aaj koi gawah nahi aaya? Rakesh bhaiya puchh rahe
16/09/27, 1:30 pm - Rajendra Tiwari: PP ka gawah Devendra nahi aaya. Madam ne jamanti warrant nikala. Agli tareekh 21.10.27
16/09/27, 1:31 pm - Mukesh Patel: ji thik
""")
u("backlog/2027-10/IMG_20271021_150233.jpg", "handwritten_note_photo", L, "2027-10-21", ["C03"], ["C03-H09"], """
21.10.27 Rekha ST - PW-5 Devendra Singh (padosi)
Poori tarah mukar gaya - hostile. PP ne cross kiya, kuch nahi mila.
Humara cross nahi kiya.
Ab IO SI Pushpendra Tomar bacha. ND 9.12.27
""")
u("backlog/2027-12/cause list 1st ADJ 09.12.2027.pdf", "cause_list_pdf", "District Court Satna (e-Courts)", "2027-12-08", ["C03"], ["C03-H10"], """
ZILA EVAM SATRA NYAYALAYA SATNA - DAINIK VAAD SOOCHI (CAUSE LIST) - 09.12.2027
Court: First Additional Sessions Judge, Satna (Smt. Nandini Shrivastava)
Sr  Case No.          Parties                                          Stage
1   ST 41/2025        State vs Kallu @ Kamlesh Saket                   Arguments
2   ST 112/2026       State vs Rakesh Patel & Anr.                     Prosecution Evidence
3   ST 206/2026       State vs Ramkishore Mishra & 2 Ors.              Prosecution Evidence
4   SC 18/2027        State vs Bablu Kushwaha                          Charge
5   CRA 77/2027       Sunil Vishwakarma vs State                       Admission
6   BA 1904/2027      Dheeraj Singh vs State                           Bail
""")
u("backlog/2027-12/register page dec 2027.jpg", "handwritten_note_photo", K, "2027-12-17", ["C03", "C01", "C06"], ["C03-H10", "C01-H07", "C06-H08"], """
तारीख रजिस्टर - दिसंबर 2027
09.12.2027 गुरु  1 एडीजे सतना - रेखा केस (राकेश पटेल) - विवेचक एस.आई. पुष्पेन्द्र तोमर अवकाश पर, गवाही नहीं।
               अगली तिथि 20.01.2028
15.12.2027 बुध  एसडीओ मैहर - रामभजन पट्टा - वकील साहब ने बहस की। अगली तिथि 02.02.2028
17.12.2027 शुक्र  विशेष न्यायाधीश (बिजली) - गुलाबचंद गुप्ता - लाइनमैन भोला प्रसाद साकेत हाजिर नहीं, कंपनी ने
               समय लिया। अगली तिथि 20.01.2028
- रामसजीवन
""")

# ---------------- C04 Sharda 138 (JMFC Maihar)
u("backlog/2027-04/register page 09-04-2027.jpg", "handwritten_note_photo", K, "2027-04-09", ["C04"], ["C04-H03"], """
दिनांक 09.04.2027 (शुक्रवार) जेएमएफसी मैहर
माँ शारदा बिल्डिंग मटेरियल बनाम राजू सिंह परिहार (चेक केस)
दिनेश अग्रवाल जी का शपथपत्र (सीडब्ल्यू-1) पेश। आरोपी गैरहाजिर, सोनी वकील ने हाजिरी माफी ली। प्रतिपरीक्षण नहीं हुआ।
अगली तारीख 09.07.2027
""")
u("backlog/2027-07/20270709_130215.jpg", "handwritten_note_photo", L, "2027-07-09", ["C04"], ["C04-H04"], """
9/7/27 JMFC Maihar - Sharda 138
CW-1 Dinesh Agrawal ka cross Soni ne kiya - security cheque ka suggestion, Dinesh ne inkar kiya; bahi-khata dikhaya.
Tripathi sahab ne dono se kaha - aapas me baat kar lo, samjhauta karo.
ND 27.8.27 rajinama ke liye
""")
u("backlog/2027-08/rasid pehli kist parihar.jpg", "document_photo", "Dinesh Agrawal (Maa Sharda Building Material)", "2027-08-27", ["C04"], ["C04-H05"], """
रसीद
प्राप्त किया श्री राजू सिंह परिहार से रु. 1,50,000/- (एक लाख पचास हजार) नगद, चेक प्रकरण के राजीनामा की
पहली किश्त। शेष रु. 1,35,000/- दिनांक 24.09.2027 तक देय।
दिनांक 27.08.2027            ह. दिनेश अग्रवाल, माँ शारदा बिल्डिंग मटेरियल मैहर
""")
u("backlog/2027-09/WhatsApp Chat with Shubham Dwivedi Jr (2).txt", "whatsapp_export", J, "2027-09-01", ["C04", "C01"], ["C04-H05", "C01-H05"], """
27/08/27, 1:05 pm - Shubham Dwivedi Jr: Sir Sharda wale me rajinama ho gaya - kul 2,85,000, do kist me
27/08/27, 1:06 pm - Shubham Dwivedi Jr: pehli kist 1,50,000 aaj court me di, rasid ban gai. Baki 24.9.27 ko
27/08/27, 1:20 pm - Rajendra Tiwari: badhiya. compounding application 24 ko
01/09/27, 2:40 pm - Shubham Dwivedi Jr: Sir Rambhajan me Patwari ka prativedan aa gaya - 2004 se kabza, kuaa aur kachcha ghar
01/09/27, 2:41 pm - Shubham Dwivedi Jr: SDO sahab bole ab bahas hoi. ND 27.10.27
01/09/27, 2:45 pm - Rajendra Tiwari: bahas main khud karunga
""")
u("backlog/2027-09/SCNIA 1432-2026 order 24.09.2027.pdf", "certified_order_sheet_scan", "JMFC, Maihar", "2027-09-25", ["C04"], ["C04-H06"], """
न्यायालय न्यायिक मजिस्ट्रेट प्रथम श्रेणी, मैहर जिला सतना
एससीएनआईए 1432/2026     माँ शारदा बिल्डिंग मटेरियल द्वारा प्रो. दिनेश अग्रवाल विरुद्ध राजू सिंह परिहार
24.09.2027
परिवादी सहित श्री शुभम द्विवेदी अधिवक्ता। अभियुक्त सहित श्री प्रकाश नारायण सोनी अधिवक्ता।
उभयपक्ष द्वारा धारा 147 परक्राम्य लिखत अधिनियम के अंतर्गत राजीनामा आवेदन प्रस्तुत। परिवादी ने शेष राशि
रु. 1,35,000/- प्राप्त होना स्वीकार किया; कुल रु. 2,85,000/- प्राप्त। राजीनामा स्वेच्छा से होना पाया गया।
अपराध का शमन स्वीकार कर अभियुक्त को दोषमुक्त किया जाता है। प्रकरण समाप्त।
                                                          न्यायिक मजिस्ट्रेट प्रथम श्रेणी, मैहर
""")

# ---------------- C05 limestone lease writ (HC Jabalpur)
u("backlog/2027-04/WP 8841-2027 order 05.04.2027.pdf", "certified_order_sheet_scan", "High Court of Madhya Pradesh, Jabalpur", "2027-04-06", ["C05"], ["C05-H01"], """
HIGH COURT OF MADHYA PRADESH AT JABALPUR
WP No. 8841 of 2027
(KAIMOR CHUNA PATHAR UDYOG  Vs  THE STATE OF MADHYA PRADESH AND OTHERS)
Dated: 05-04-2027
Shri R.P. Tiwari, learned counsel for the petitioner.
Shri Alok Bajpai, learned Government Advocate for the respondents/State.
Issue notice. Learned GA accepts notice; return within four weeks.
Petitioner assails the order dated 26.02.2027 declaring the limestone mining lease at village Pathraha lapsed.
Till the next date of hearing no coercive action shall be taken against the petitioner, subject to deposit of
dead rent of Rs. 3,40,000/- within two weeks. List on 26.04.2027 for compliance.
                                                     (PRANAY KUMAR DUBEY) JUDGE
""")
u("backlog/2027-04/kaimor 26 april note.docx", "typed_note_docx", L, "2027-04-26", ["C05"], ["C05-H02"], """
26.04.2027 - WP 8841/2027 Kaimor Chuna Pathar Udyog - Dubey J, Ct. 12, Jabalpur
Dead rent Rs. 3,40,000 ka challan (jama 20.04.2027, Collector khanij shakha Satna) record par rakha.
Interim protection jaari. GA Bajpai ko return 4 hafte me.
Jain sahab ko bataya - forest NOC ka file number bhejein.
ND 12.07.2027
""")
u("backlog/2027-07/jabalpur 12 july.jpg", "handwritten_note_photo", L, "2027-07-12", ["C05"], ["C05-H03"], """
12/7/27 Jabalpur Ct 12 Dubey J - Kaimor lease writ
Return nahi aaya. Bajpai GA - "instructions awaited from the Directorate, Bhopal". Samay mila.
Interim jaari. ND 30.8.27
Neelesh ke chamber me ruke. Raat Rewanchal se wapas.
""")
u("backlog/2027-08/kaimor return 30.8.txt", "typed_note_txt", L, "2027-08-30", ["C05"], ["C05-H04"], """
30.08.2027 Jabalpur - WP 8841/2027 (Kaimor) - Dubey J
State ka return aaya: 2 saal khanan nahi, isliye lapse; dead rent baki tha.
Hamein rejoinder 3 hafte me - point: forest NOC 2024 se Van Mandal Satna me pending, kaam rukna petitioner ki galti
nahi; dead rent ab jama.
ND 18.10.27
""")
u("backlog/2027-10/kaimor rejoinder hearing 18.10.docx", "typed_note_docx", L, "2027-10-18", ["C05"], ["C05-H05"], """
18.10.2027 - WP 8841/2027 - Dubey J
Rejoinder record par. Forest NOC ka aavedan 2024 se DFO Satna ke yahan lambit - dikhaya.
Court ne State se khanij vibhag ki mool lease file (original lease file) agli tareekh par mangai.
ND 06.12.2027
""")
u("backlog/2027-12/IMG_20271206_181120.jpg", "handwritten_note_photo", L, "2027-12-06", ["C05"], ["C05-H06"], """
6/12/27 Jabalpur - Kaimor writ
Lease file GA ne pesh ki. Part heard - Dubey J ne kaha time kam hai, final hearing par lagao.
ND 7.2.28 final hearing. Jain sahab ko phone kiya.
""")

# ---------------- C06 bijli chori (Special Judge Satna)
u("backlog/2027-02/20270205_142751.jpg", "handwritten_note_photo", L, "2027-02-05", ["C06"], ["C06-H01"], """
5.2.27 Vishesh Nyayadhish (Vidyut) Satna - Gulab Chand Gupta
Dhara 135 ka aarop - Gulab ne inkar kiya, vichaaran.
Bagri sahab ne poochha - nirdharit rashi 1,84,620 me kuch jama kiya? - nahi.
ND 12.3.27 PW-1
""")
u("backlog/2027-03/register page 12-03-2027.jpg", "handwritten_note_photo", K, "2027-03-12", ["C06"], ["C06-H02"], """
दिनांक 12.03.2027 (शुक्रवार)  विशेष न्यायालय (बिजली) सतना
बिजली कंपनी बनाम गुलाबचंद गुप्ता - कंपनी के गवाह ए.ई. विवेक शर्मा नहीं आए। पाण्डेय वकील ने समय मांगा।
अगली तारीख 23.04.2027
""")
u("backlog/2027-04/gulab PW1 23 april.txt", "typed_note_txt", L, "2027-04-23", ["C06"], ["C06-H03"], """
23.4.27 Special Judge (Electricity) Satna - Gulab Chand Gupta
PW-1 AE Vivek Sharma ka mukhya kathan - panchnama, 22 meter cable jabt.
Cross humne taala - panchnama ki prati padhne layak nahi (photocopy dhundhli). Court ne saaf prati dene ko kaha.
ND 23.7.27
""")
u("backlog/2027-07/gulab PW1 cross.docx", "typed_note_docx", L, "2027-07-23", ["C06"], ["C06-H04"], """
23.07.2027 - Special Case 47/2026 - PW-1 AE Vivek Sharma - cross
1. Mana ki nirikshan ki koi videography ya photo nahi li gai.
2. Mana ki jabt cable ki seal par upabhokta ke hastakshar nahi hain.
3. Mana ki panch Ramlakhan company ka thekedar ka aadmi hai.
4. Inkar ki chakki us din band thi.
ND 20.8.27 PW-2
""")
u("backlog/2027-10/Special Case 47-2026 order 08.10.2027.pdf", "certified_order_sheet_scan", "Special Judge (Electricity Act), Satna", "2027-10-09", ["C06"], ["C06-H06"], """
न्यायालय विशेष न्यायाधीश (विद्युत अधिनियम) एवं द्वितीय अपर सत्र न्यायाधीश, सतना
विशेष प्रकरण (विद्युत) क्र. 47/2026     म.प्र.पू.क्षे.वि.वि.कं.लि. विरुद्ध गुलाबचंद गुप्ता
08.10.2027
कंपनी द्वारा श्री विनोद कुमार पाण्डेय अधिवक्ता। अभियुक्त सहित श्री आर.पी. तिवारी अधिवक्ता।
अ.सा. 2 रमेश काछी कनिष्ठ यंत्री का प्रतिपरीक्षण अभियुक्त की ओर से किया गया।
अभियुक्त की ओर से धारा 152 विद्युत अधिनियम के अंतर्गत शमन हेतु आवेदन प्रस्तुत। कंपनी अगली तिथि तक विचार कर
सूचित करे। अभियुक्त बताए कि निर्धारित राशि में से कितनी जमा करने को तैयार है। पेशी 19.11.2027।
                                                                     विशेष न्यायाधीश, सतना
""")
u("backlog/2027-11/gulab 19 nov.txt", "typed_note_txt", L, "2027-11-19", ["C06"], ["C06-H07"], """
19.11.27 Satna Spl Judge - Gulab Gupta
Pandey ne bataya company shaman (compounding) poori rashi 1,84,620 se kam par nahi karegi. Gulab 1 lakh de sakta
hai bas. Bagri sahab ne phir poochha jama kya hua - 50,000 ka demand draft dikhaya.
Ab PW-3 lineman Bhola Prasad Saket ka summons. ND 17.12.27
""")
u("backlog/2028-01/week plan 17-22 jan 2028.docx", "typed_note_docx", L, "2028-01-16", ["C03", "C06", "C02"], [], """
Hafte ka plan - 17 se 22 January 2028
Som 17.1 - office, Kaimor writ ke final hearing ka note (7.2.28)
Guru 20.1 - Satna: (1) 1st ADJ - Rekha ST 112/26 - IO SI Pushpendra Tomar ki gawahi, cross ki taiyari: FIR me
  der, 180 ke bayan, viscera report. (2) Spl Judge Bijli - Gulab Gupta - PW-3 lineman Bhola Prasad Saket.
Mangal 25.1 (agla hafta) - Amarpatan Baghel - PW-2 Patwari Sunil Singh Parihar
""")

# ---------------- C07 Rakesh bail (HC Jabalpur)
u("backlog/2027-06/IMG_20270621_172008.jpg", "handwritten_note_photo", L, "2027-06-21", ["C07"], ["C07-H01"], """
21.6.27 Jabalpur Ct 27 Agnihotri J - MCRC 22815/27 Rakesh Patel (2nd bail)
Panel lawyer Rahul Jain. Court ne case diary mangai. Rakesh 11 mahine se jail me.
ND 5.7.27
""")
u("backlog/2027-10/WhatsApp Chat with Neelesh Chaturvedi Jbp.txt", "whatsapp_export", "Neelesh Chaturvedi (Jabalpur correspondent)", "2027-10-18", ["C07", "C05"], ["C07-H02", "C07-H03", "C05-H05"], """
05/07/27, 2:15 pm - Neelesh Chaturvedi: Tiwari ji, Rakesh Patel MCRC me case diary nahi aai. Panel lawyer ne time liya. ND 26.7.27
05/07/27, 2:20 pm - Rajendra Tiwari: ok bhai, 26 ko main aaunga
26/07/27, 5:48 pm - Rajendra Tiwari: Neelesh ji, aaj case diary aa gai. Madam ne poochha trial me kitne gawah hue - bataya 3 PW ho chuke
26/07/27, 5:49 pm - Rajendra Tiwari: order ke liye ND 9.8.27
18/10/27, 1:02 pm - Neelesh Chaturvedi: Kaimor me aaj rejoinder par suna, lease file mangai State se. ND 6.12.27
18/10/27, 1:03 pm - Rajendra Tiwari: dhanyavad 🙏
""")
u("backlog/2027-07/IMG_20270726_190455.jpg", "handwritten_note_photo", L, "2027-07-26", ["C07"], ["C07-H03"], """
26/7/27 Jabalpur Ct 27 - Rakesh 2nd bail
Case diary aa gai. Agnihotri J ne poochha trial kahan tak - 3 PW ho chuke (maa-baap aur doctor).
Rahul Jain ne virodh kiya - dahej mrityu, gambhir.
Order ke liye ND 9.8.27
""")
u("backlog/2027-08/MCRC 22815-2027 order 09.08.2027.pdf", "certified_order_sheet_scan", "High Court of Madhya Pradesh, Jabalpur", "2027-08-10", ["C07"], ["C07-H04"], """
HIGH COURT OF MADHYA PRADESH AT JABALPUR
MCRC No. 22815 of 2027   (RAKESH PATEL Vs THE STATE OF MADHYA PRADESH)
Dated: 09-08-2027
Shri R.P. Tiwari, learned counsel for the applicant. Shri Rahul Jain, learned Panel Lawyer for the State.
This is the second application u/s 483 BNSS. Case diary perused. Applicant is in custody since 05.07.2026. Three
prosecution witnesses including the parents of the deceased have been examined. Without commenting on the merits,
the application is allowed. Applicant be released on his furnishing a personal bond of Rs. 50,000/- with one
solvent surety to the satisfaction of the trial court. He shall mark his presence at PS Kolgawan once a month.
                                                        (RASHMI AGNIHOTRI) JUDGE
""")
