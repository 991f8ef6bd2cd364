"""The uploads of the Rewa practice: what Dwivedi ji, the junior Anurag and the munshi Ramsajivan actually kept."""

L, J, M = "Shailendra Kumar Dwivedi", "Anurag Patel", "Ramsajivan Saket (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents (before and around the cases)
u("backlog/2025-09/naib tehsildar order naamantaran pipraha.pdf", "document_scan", "Naib Tehsildar, Vritt Gurh, Tehsil Huzur", "2025-09-18", ["C01"], [], """
न्यायालय नायब तहसीलदार वृत्त गुढ़, तहसील हुजूर, जिला रीवा (म.प्र.)
प्रकरण क्रमांक 0412/अ-6/2024-25        आवेदक: शिवनन्दन पटेल पिता स्व. रामभरोसे पटेल, ग्राम पिपरहा
विषय: नामांतरण (वसीयत के आधार पर)
आदेश
आवेदक ने स्व. रामशरण पटेल द्वारा दिनांक 02.07.2023 को निष्पादित अपंजीकृत वसीयत के आधार पर ग्राम पिपरहा स्थित
खसरा नंबर 212/1 रकबा 0.410 हे. एवं 212/3 रकबा 0.283 हे. पर नामांतरण हेतु आवेदन प्रस्तुत किया। इश्तहार जारी किया गया,
नियत तिथि पर कोई आपत्ति प्राप्त नहीं हुई। वसीयत के साक्षी रामबहोर पटेल के कथन लिए गए। अतः आवेदक शिवनन्दन पटेल का नाम
उक्त भूमि पर भूमिस्वामी के रूप में दर्ज किया जावे। हल्का पटवारी अभिलेख दुरुस्त करें।
आदेश आज दिनांक 18.09.2025 को पारित।                     ह./- नायब तहसीलदार, वृत्त गुढ़
""")
u("backlog/2025-11/IMG-20251112-WA0031.jpg", "document_photo", "Halka Patwari, Pipraha", "2025-11-12", ["C01", "C02"], [], """
खसरा पांचसाला / बी-1 की नकल      ग्राम: पिपरहा   प.ह.नं. 27   रा.नि.मं. गुढ़   तहसील हुजूर   जिला रीवा
खसरा नं.   रकबा (हे.)   भूमिस्वामी
212/1      0.410       शिवनन्दन पटेल पिता रामभरोसे (नामांतरण आदेश दि. 18.09.2025 प्र.क्र. 0412/अ-6/2024-25)
212/3      0.283       शिवनन्दन पटेल पिता रामभरोसे (उपरोक्त)
213        0.520       शिवनन्दन पटेल पिता रामभरोसे
(पूर्व प्रविष्टि: 212/1, 212/3 - रामशरण पटेल पिता रामभरोसे)
नकल जारी दिनांक 12.11.2025                       ह./- हल्का पटवारी
""")
u("backlog/2025-06/FIR 0331 Mangawan.pdf", "document_scan", "Police Station Mangawan", "2025-06-14", ["C03"], [], """
प्रथम सूचना रिपोर्ट (धारा 173 भा.ना.सु.सं.)
जिला: रीवा   थाना: मनगवां   अपराध क्रमांक: 0331/2025   दिनांक: 14.06.2025 समय 00:40
धाराएं: 109(1), 115(2), 296, 351(3), 3(5) भारतीय न्याय संहिता
सूचनाकर्ता: संजय तिवारी पिता रामसुमन तिवारी, ग्राम कटरा
विवरण: दिनांक 13.06.2025 को रात करीब 9 बजे मेड़ के झगड़े को लेकर रामकृपाल तिवारी और उसके लड़के मनोज तिवारी ने
मां-बहन की गालियां दीं, रामकृपाल ने लाठी से और मनोज ने जान से मारने की नीयत से सिर पर मारा, सिर से खून निकला।
मेरी पत्नी गीता बचाने आई। जान से मारने की धमकी दी।          ह./- थाना प्रभारी, मनगवां
""")
u("backlog/2025-06/MLC Sanjay Tiwari SGMH.pdf", "document_scan", "Sanjay Gandhi Memorial Hospital, Rewa", "2025-06-14", ["C03"], [], """
SANJAY GANDHI MEMORIAL HOSPITAL, REWA (attached to S.S. Medical College)
MEDICO-LEGAL REPORT   MLC No. 2817/25   Date 14.06.2025  1.20 AM
Name: Sanjay Tiwari s/o Ramsuman, 41 yrs, Katra, PS Mangawan. Brought by Constable 412.
Injuries: (1) incised wound 6 cm x 1 cm x bone deep over left parietal region, fresh bleeding
          (2) abrasion 3 x 2 cm left forearm.
X-ray skull advised. Opinion: injury no. 1 caused by sharp object; kept under observation.
                                        Dr. Alok Verma, Medical Officer (Casualty)
""")
u("backlog/2026-02/FIR 0012 Chakghat NDPS.pdf", "document_scan", "Police Station Chakghat", "2026-01-09", ["C04"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)
District: Rewa   P.S.: Chakghat   FIR No. 0012/2026   Date: 08.01.2026
Acts & Sections: NDPS Act, 1985 - 8/21(b), 29
On information, a Bolero at the Chakghat border check post (UP side road) was stopped; from a cartoon in the dickey
9 bottles of codeine phosphate cough syrup (100 ml each) without bill were recovered. Persons: Rinku Kol (driver)
and Sonu @ Saurabh Kesharwani s/o Omprakash Kesharwani, Chakghat. Both arrested. Samples sealed for FSL Sagar.
""")
u("backlog/2025-10/DEO Rewa recovery order Vidyawati.pdf", "document_scan", "District Education Officer, Rewa", "2025-09-12", ["C05"], [], """
कार्यालय जिला शिक्षा अधिकारी, जिला रीवा (म.प्र.)
क्रमांक/स्था.-3/वसूली/2025/4417                      रीवा, दिनांक 12.09.2025
आदेश
श्रीमती विद्यावती शुक्ला, सेवानिवृत्त उच्च श्रेणी शिक्षक, शा.उ.मा.वि. क्र. 2 रीवा (सेवानिवृत्ति 31.07.2025) के वेतन
निर्धारण में वर्ष 2009 से त्रुटिपूर्ण क्रमोन्नति वेतनमान दिए जाने के कारण अधिक भुगतान राशि रुपये 3,84,612/- की वसूली
उनके उपादान (ग्रेच्युटी) एवं अवकाश नगदीकरण की राशि से की जावे।        ह./- जिला शिक्षा अधिकारी, रीवा
""")
u("backlog/2026-01/IMG_20260110_112233.jpg", "document_photo", "M.P. Poorv Kshetra Vidyut Vitaran Co. Ltd., Chorhata DC", "2025-12-18", ["C06"], [], """
मध्यप्रदेश पूर्व क्षेत्र विद्युत वितरण कंपनी लिमिटेड   वितरण केन्द्र: चोरहटा, रीवा
पूरक देयक (Supplementary Bill)      दिनांक 18.12.2025
उपभोक्ता: दिनेश कुमार गुप्ता, मां शारदा आटा चक्की एवं मसाला उद्योग, चोरहटा   IVRS No. N3312xxxxxx   LV-4 (औद्योगिक)
विवरण: मीटर जांच में मीटर 33.4% धीमा पाया गया (MT प्रयोगशाला रिपोर्ट), अवधि 06/2023 से 11/2025 का आकलन।
पूरक राशि: रुपये 2,86,450/-   भुगतान की अंतिम तिथि 02.01.2026। भुगतान न होने पर विद्युत प्रदाय विच्छेदित किया जाएगा।
                                                   सहायक यंत्री, चोरहटा
""")
u("backlog/2026-01/plaint Dinesh Gupta vs MPEZ.docx", "typed_note_docx", L, "2026-01-14", ["C06"], [], """
न्यायालय प्रथम व्यवहार न्यायाधीश वरिष्ठ खण्ड, रीवा
व्यवहार वाद क्रमांक ____/2026
दिनेश कुमार गुप्ता पिता स्व. रामलाल गुप्ता, प्रो. मां शारदा आटा चक्की, चोरहटा, रीवा          वादी
विरुद्ध
1. म.प्र. पूर्व क्षेत्र विद्युत वितरण कंपनी लि. द्वारा प्रबंध संचालक, जबलपुर  2. सहायक यंत्री, वितरण केन्द्र चोरहटा   प्रतिवादीगण
वाद घोषणा एवं स्थायी निषेधाज्ञा बाबत
1. यह कि वादी का औद्योगिक कनेक्शन है और वह हर माह बिल जमा करता आया है।
2. यह कि प्रतिवादी क्र. 2 ने दिनांक 18.12.2025 को रुपये 2,86,450/- का पूरक देयक बिना वादी की उपस्थिति में मीटर जांच किए,
   30 माह पीछे का आकलन कर जारी किया है जो विद्युत अधिनियम 2003 की धारा 56(2) से बाधित और शून्य है।
3. यह कि प्रतिवादी बिजली काटने की धमकी दे रहे हैं, जिससे चक्की बंद होकर वादी को अपूरणीय क्षति होगी।
सहायता: पूरक देयक शून्य घोषित हो; विद्युत विच्छेदन से स्थायी रूप से रोका जावे।
वाद मूल्यांकन: घोषणा हेतु रुपये 2,86,450/-                        वादी द्वारा अधिवक्ता शैलेन्द्र कुमार द्विवेदी
""")
u("backlog/2022-11/notice kirayedar Shakeel Ansari.docx", "typed_note_docx", L, "2022-11-21", ["C07"], [], """
SHAILENDRA KUMAR DWIVEDI, Advocate, Chamber 47, Naveen Adhivakta Bhawan, Rewa
Regd. A.D.                                                  Dated 21.11.2022
To: Mohd. Shakeel Ansari, Ansari Electricals, Shop at Ghoda Chauraha, Rewa
Sub: Notice to pay arrears of rent and vacate
On behalf of my client Smt. Kamla Devi Agrawal: you are a monthly tenant of her shop at Ghoda Chauraha at Rs. 4,500
per month and have not paid rent since April 2021. My client bona fide needs the shop for her son Anil Agrawal's
business. Pay the arrears within two months of this notice and vacate the shop, failing which a suit u/s 12 of the
M.P. Accommodation Control Act, 1961 shall be filed at your cost.                       Advocate
""")
u("backlog/2026-02/RI prativedan seemankan 24.02.26.pdf", "document_scan", "Revenue Inspector, RI Circle Gurh", "2026-02-24", ["C02"], [], """
कार्यालय राजस्व निरीक्षक, रा.नि.मं. गुढ़, तहसील हुजूर
सीमांकन प्रतिवेदन   प्र.क्र. 0156/अ-12/2025-26 (आवेदक राजेन्द्र पटेल)        दिनांक 24.02.2026
मौके पर आवेदक एवं हल्का पटवारी उपस्थित, अनावेदक शिवनन्दन पटेल सूचना के बावजूद उपस्थित नहीं हुए।
नक्शा अनुसार खसरा 212/3 का सीमांकन जरीब से किया गया। पाया गया कि खसरा 212/3 के उत्तरी भाग का रकबा
0.06 हे. खसरा 213 के भूमिस्वामी शिवनन्दन पटेल के कब्जे में है, मेड़ हटाकर जुताई की गई है। पंचनामा संलग्न।
                                                 ह./- राजस्व निरीक्षक
""")
u("backlog/2026-10/dal prativedan 29.09.2026 pipraha.pdf", "document_scan", "Seemankan dal (RI + 2 Patwari), Tehsil Huzur", "2026-09-29", ["C02"], [], """
तहसील हुजूर, जिला रीवा - सीमांकन दल का प्रतिवेदन       प्र.क्र. 0156/अ-12/2025-26
दिनांक 29.09.2026 को दल (रा.नि. गुढ़, पटवारी प.ह. 27, पटवारी प.ह. 28) द्वारा TSM (टोटल स्टेशन मशीन) से स्थायी
बिन्दु (ग्राम पिपरहा का तिगड्डा पत्थर) से सीमांकन किया गया। खसरा 212/3 का 0.055 हे. रकबा खसरा 213 वाले
शिवनन्दन पटेल के कब्जे में पाया गया। मौके पर मुनारे गाड़े गए। शिवनन्दन पटेल ने पंचनामे पर हस्ताक्षर से इंकार किया।
पंचान: भैयालाल कोल, रामनरेश पटेल (कोटवार)
""")
u("backlog/2026-04/undertaking 2009 Vidyawati service book.jpg", "document_photo", "Office of the Principal, Govt. HSS No. 2, Rewa", "2026-04-15", ["C05"], [], """
वचन पत्र (Undertaking)
मैं विद्यावती शुक्ला, उ.श्रे.शि., शा.उ.मा.वि. क्र. 2 रीवा, वचन देती हूं कि क्रमोन्नति वेतनमान के निर्धारण में यदि कोई
अधिक भुगतान पाया जाता है तो उसकी वसूली मुझसे की जा सकेगी।
दिनांक 14.08.2009                                ह./- विद्यावती शुक्ला
(सेवा पुस्तिका पृष्ठ 41 पर चस्पा - सत्यप्रतिलिपि, शासकीय अधिवक्ता द्वारा उत्तर के साथ प्रस्तुत)
""")
u("backlog/2026-01/receipt 50000 MPEZ deposit.jpg", "document_photo", "MPEZ cash counter, Chorhata DC", "2026-01-21", ["C06"], [], """
म.प्र.पू.क्षे.वि.वि.कं.लि.  नकद/ऑनलाइन जमा रसीद   रसीद क्र. 7719204
दिनांक 21.01.2026   IVRS N3312xxxxxx   दिनेश कुमार गुप्ता
जमा राशि: रुपये 50,000/- (पचास हजार मात्र)  - न्यायालय आदेश दि. 16.01.2026 (व्यवहार वाद) अनुसार, पूरक देयक विरुद्ध
                                              कैशियर
""")

# ---------------- C01 Phoolmati naamantaran appeal (SDO Huzur) and C02 Pipraha seemankan (Tehsildar Huzur)
u("backlog/2026-06/WhatsApp Chat with Anurag Patel Jr.txt", "whatsapp_export", J, "2026-06-04", ["C01", "C02"], ["C02-H01", "C02-H02", "C01-H02", "C01-H05"], """
13/01/26, 12:51 pm - Anurag Patel Jr: Sir pranam. Tehsil me Rajendra ka seemankan wala prakaran darj ho gaya, 0156/अ-12/2025-26
13/01/26, 12:52 pm - Anurag Patel Jr: Tehsildar madam RI ka aadesh kar diye, sab medh wale (adjoining) ko notice. Agli peshi 10.02.2026
13/01/26, 1:10 pm - Shailendra Dwivedi: thik. Rajendra ko bata do RI aaye to khet pe rahe
10/02/26, 1:32 pm - Anurag Patel Jr: Sir RI report nahi aaya. RI sahab farmer registry me lage baatay kahin. Peshi 17.03.2026
10/02/26, 1:33 pm - Shailendra Dwivedi: RI se milo, hamaar naam le lena
05/03/26, 2:05 pm - Anurag Patel Jr: Sir SDM court - Phoolmati wali appeal me Mishra ji aaye, jawab ke liye time maange. mil gaya. agli 02.04.2026
05/03/26, 2:06 pm - Anurag Patel Jr: Shivnandan bhi aaya tha, baahar bol raha tha vasiyat asli baatay, Rambahor gawah hai
04/06/26, 3:15 pm - Anurag Patel Jr: Sir SDO court. tehsil ka record aa gaya. Mishra ji fir nahi aaye, unka proxy junior time maanga
04/06/26, 3:16 pm - Anurag Patel Jr: SDM sahab order sheet me "antim avsar" likhe. Next 09.07.2026 bahas
04/06/26, 3:20 pm - Shailendra Dwivedi: teesri baar time. theek, note kar lo
""")
u("backlog/2026-02/IMG_20260205_163012.jpg", "handwritten_note_photo", L, "2026-02-05", ["C01"], ["C01-H01"], """
5/2/26  SDM Huzur (Chauhan sahab)
Phoolmati vs Shivnandan - naamantaran apeal
Admit. Respondent ko notice. Tehsil se mool abhilekh (record) mangaya.
Hamaar request pe - agli peshi tak bhumi ka aage vikray/antaran nahi.
Delay 18 din - vilamb mafi ka aavedan saath me.  ND 5.3.26
Phoolmati amma aur Rajendra aaye the. fees 5000 baaki.
""")
u("backlog/2026-04/SDO aadesh patrika 0087 dt 02.04.2026.pdf", "certified_order_sheet_scan", "Court of SDO (Revenue) Huzur, Rewa", "2026-04-06", ["C01"], ["C01-H03"], """
न्यायालय अनुविभागीय अधिकारी (राजस्व) हुजूर, जिला रीवा (म.प्र.)
प्रकरण क्रमांक 0087/अपील/2025-26      श्रीमती फूलमती पटेल वगैरह  बनाम  शिवनन्दन पटेल
आदेश पत्रिका
दिनांक 02.04.2026
अपीलार्थीगण की ओर से अधिवक्ता श्री शैलेन्द्र कुमार द्विवेदी उपस्थित। उत्तरवादी की ओर से अधिवक्ता श्री कामता प्रसाद मिश्रा उपस्थित।
उत्तरवादी द्वारा जवाब प्रस्तुत किया गया, जिसमें आपत्ति ली गई है कि अपील 18 दिवस विलम्ब से प्रस्तुत है।
विलम्ब क्षमा आवेदन पर तर्क हेतु एवं तहसील अभिलेख की प्रतीक्षा में प्रकरण पेशी दिनांक 30.04.2026 को नियत।
                                                     ह./- अनुविभागीय अधिकारी (रा.) हुजूर
""")
u("backlog/2026-04/register 30.04.2026.jpg", "handwritten_note_photo", M, "2026-04-30", ["C01"], ["C01-H04"], """
दैनिक पेशी रजिस्टर  -  दिनांक 30.04.2026 (गुरुवार)
क्र.  न्यायालय       प्रकरण                        कार्यवाही                                   आगामी पेशी
1   एस.डी.एम. हुजूर   फूलमती / शिवनन्दन (अपील)   विलम्ब माफ हुआ। तहसील का रिकार्ड नहीं आया,    04.06.2026
                                                नायब तहसीलदार को स्मरण पत्र
2   तहसील हुजूर       (कोई पेशी नहीं)
- रामसजीवन
""")
u("backlog/2026-07/IMG_20260709_170405.jpg", "handwritten_note_photo", L, "2026-07-09", ["C01"], ["C01-H06"], """
9/7/26  SDM court
Phoolmati appeal - bahas ke liye laga tha.
Chauhan sahab bole "ghar ka maamla hai, raajinama kar lo, dono paksh baith ke baat karein"
Rajendra tayyar nahi, amma thodi naram. Shivnandan 212/1 dene ko kahe, 212/3 nahi.
ND 6.8.26 - raajinama / bahas
""")
u("backlog/2026-08/WhatsApp Chat with Rajendra Patel Pipraha.txt", "whatsapp_export", "Rajendra Patel (client)", "2026-08-06", ["C01"], ["C01-H07"], """
01/08/26, 8:12 pm - Rajendra Patel Pipraha: Vakil sahab pranam. Shivnandan dada raajinama nahi karihain, 212/3 chhodai ka tayyar nahi
01/08/26, 8:20 pm - Shailendra Dwivedi: thik hai Rajendra, tab bahas hogi. 6 tarikh ko aa jana
06/08/26, 2:40 pm - Shailendra Dwivedi: Aaj raajinama nahi hua, court ko bata diya. Mishra vakil fir absent, proxy time le gaya
06/08/26, 2:41 pm - Shailendra Dwivedi: SDM sahab likhe hain agli peshi pe nahi aaye to ekpaksheey karwahi. Agli 3 September
06/08/26, 2:45 pm - Rajendra Patel Pipraha: ji. tohaar fees ka baaki 5000 amma de dihin agli baar
""")
u("backlog/2026-09/Phoolmati appeal bahas 3.9.26.docx", "typed_note_docx", L, "2026-09-03", ["C01"], ["C01-H08"], """
03.09.2026 - SDO Huzur - प्र.क्र. 0087/अपील/2025-26 Phoolmati v. Shivnandan
Hamari bahas (40 min):
(1) vasiyat apanjikrit (unregistered), 02.07.2023 ki; Ramsharan ji us samay SGMH me bharti the - discharge ticket lagaya.
(2) naamantaran me vaidh varis (Phoolmati - patni, Rajendra - putra) ko notice nahi; sirf ishtihar. MPLRC s.110 ka ullanghan.
(3) vasiyat ka vivad siviil court ka vishay - Naib Tehsildar ko vasiyat ki satyata tay karne ka adhikar nahi.
Mishra ji aaj aaye, s. 49 MPLRC ke tahat atirikt saakshya ka aavedan diya - gawah Rambahor Patel ke kathan.
Hamara jawab agli peshi. Agli 15.10.2026 - uttarvadi ki bahas.
""")
u("backlog/2026-10/SDO aadesh patrika 0087 dt 15.10.2026.pdf", "certified_order_sheet_scan", "Court of SDO (Revenue) Huzur, Rewa", "2026-10-20", ["C01"], ["C01-H09"], """
न्यायालय अनुविभागीय अधिकारी (राजस्व) हुजूर, जिला रीवा (म.प्र.)
प्रकरण क्रमांक 0087/अपील/2025-26      श्रीमती फूलमती पटेल वगैरह  बनाम  शिवनन्दन पटेल
आदेश पत्रिका
दिनांक 15.10.2026
उभयपक्ष अधिवक्तागण उपस्थित। उत्तरवादी के अधिवक्ता के अंतिम तर्क सुने गए। अपीलार्थी का प्रत्युत्तर सुना गया।
उत्तरवादी का अतिरिक्त साक्ष्य का आवेदन अपील के साथ निराकृत किया जावेगा।
प्रकरण आदेश हेतु सुरक्षित। पेशी दिनांक 19.11.2026 आदेश हेतु।
                                                     ह./- अनुविभागीय अधिकारी (रा.) हुजूर
""")
u("backlog/2026-11/register 19.11.2026.jpg", "handwritten_note_photo", M, "2026-11-19", ["C01"], ["C01-H10"], """
दैनिक पेशी रजिस्टर  -  दिनांक 19.11.2026 (गुरुवार)
1   एस.डी.एम. हुजूर   फूलमती / शिवनन्दन   आदेश हेतु था। आदेश तैयार नहीं - साहब धान उपार्जन          21.01.2027
                                      केन्द्र निरीक्षण में। रीडर बोले अगली पेशी पर आदेश होगा।
2   जिला न्यायालय कक्ष 4   दिनेश गुप्ता / बिजली कंपनी   कल 20.11 को है - डी.डब्लू.1
- रामसजीवन
""")
u("backlog/2026-04/tehsil aadesh patrika 0156 dt 28.04.2026.pdf", "certified_order_sheet_scan", "Court of Tehsildar Huzur, Rewa", "2026-05-02", ["C02"], ["C02-H04"], """
न्यायालय तहसीलदार तहसील हुजूर, जिला रीवा (म.प्र.)
प्रकरण क्रमांक 0156/अ-12/2025-26        राजेन्द्र पटेल  बनाम  शिवनन्दन पटेल      (धारा 129 म.प्र.भू.रा.सं.)
आदेश पत्रिका
दिनांक 28.04.2026
आवेदक की ओर से श्री अनुराग पटेल अधिवक्ता (श्री शैलेन्द्र द्विवेदी के साथ) उपस्थित। अनावेदक की ओर से श्री के.पी. मिश्रा अधिवक्ता।
अनावेदक ने रा.नि. के सीमांकन प्रतिवेदन दि. 24.02.2026 पर आपत्ति प्रस्तुत की - सीमांकन की सूचना नहीं मिली तथा
स्थायी बिन्दु (फिक्स पॉइंट) गलत लिए गए। आवेदक ने आपत्ति का जवाब प्रस्तुत किया। आपत्ति पर सुनवाई हेतु पेशी 26.05.2026।
                                                     ह./- तहसीलदार हुजूर
""")
u("backlog/2026-05/pipraha seemankan 26 may.txt", "typed_note_txt", L, "2026-05-26", ["C02"], ["C02-H05"], """
26.05.26 Tehsil Huzur - Parihar madam
Rajendra seemankan - objection pe sunwai hui.
Madam boli jab ek paksh ko suchna nahi to dobara sahi. Naya seemankan DAL se - RI + 2 patwari, TSM machine se,
sthayi bindu se. Sab medh walon ko fir se notice.
Hamaar objection tha ki Shivnandan jaan bujh ke nahi aaya - madam ne suna, par dal bana diya.
Agli peshi 14.7.2026 - dal ka prativedan.
Kharcha: dal ki fees Rs. 1,500 challan se jama karni hai (Rajendra ko bola)
""")
u("backlog/2026-10/WhatsApp Chat with Anurag Patel Jr (2).txt", "whatsapp_export", J, "2026-10-13", ["C02"], ["C02-H06", "C02-H07"], """
14/07/26, 1:05 pm - Anurag Patel Jr: Sir tehsil. Dal ka seemankan nahi bhaa - khet me dhaan ka ropa laga baatay aur paani bharaa
14/07/26, 1:06 pm - Anurag Patel Jr: madam bolin barsaat ke baad. Peshi 13.10.2026
14/07/26, 1:20 pm - Shailendra Dwivedi: thik. Rajendra ko bolo medh pe aur kuch na kare
13/10/26, 12:30 pm - Anurag Patel Jr: Sir dal ka prativedan aa gaya (29.09 ka). 0.055 hectare Shivnandan ke kabje me
13/10/26, 12:31 pm - Anurag Patel Jr: Shivnandan panchname pe sign nahi kiye. Mishra ji objection dene ka time maange
13/10/26, 12:33 pm - Anurag Patel Jr: Agli peshi 17.11.2026
13/10/26, 12:40 pm - Shailendra Dwivedi: badhiya. ab 250 ka aavedan banao kabja wapsi ka
""")

# ---------------- C03 Ramkripal sessions (IV ASJ Rewa) and the Tuesday pages shared with C02
u("backlog/2026-01/IMG_20260120_141530.jpg", "handwritten_note_photo", L, "2026-01-20", ["C03"], ["C03-H01"], """
20.1.26  ADJ-4 (Agnihotri sahab) Ct 11
ST 214/25 State v. Ramkripal - Katra 109
Koi gawah nahi aaya. Addl PP Shukla ji - "saman tameel nahi". Court ne SP ke madhyam se saman.
Ramkripal, Manoj dono hazir (jamanat pe).  ND 17.2.26 - abhiyojan saakshya
""")
u("backlog/2026-02/PW1 Sanjay cross 17.02.docx", "typed_note_docx", L, "2026-02-17", ["C03"], ["C03-H02"], """
17.02.2026  ST 214/2025 - IV ASJ Rewa - PW1 Sanjay Tiwari (complainant)
Chief (Addl PP Shukla): medh ke jhagde me 13.6.25 raat 9 baje Ramkripal ne lathi, Manoj ne farsa se sir pe mara.
Cross begun:
- Bhai-bhai ka (chachera) medh ka purana vivad maana. Revenue case Mangawan tehsil me pending maana.
- FIR raat 00:40 pe, ghatna 9 baje - 3.5 ghante der ka karan "aspatal pahle gaye".
Cross adhoora - court ka samay khatam. Agli 17.03.2026 - PW1 ka shesh cross.
""")
u("backlog/2026-03/IMG_20260317_183322.jpg", "handwritten_note_photo", L, "2026-03-17", ["C02", "C03"], ["C02-H03", "C03-H03"], """
17/3/26 (Mangalwar) - do jagah
(1) Tehsil - Rajendra seemankan: RI ka prativedan 24.2 ka record pe aa gaya.
    0.06 he. 212/3 ka Shivnandan ke kabje me. Madam ne aapatti mangi. ND 28.4.26
    Anurag gaya tha tehsil, maine phone pe suna.
(2) ADJ-4 - Ramkripal ST: PW1 Sanjay ka cross poora.
    - FIR me "farsa" shabd nahi, sirf "maara". Court me pehli baar farsa bola - omission marked.
    - raat 9 baje andhera tha, light nahi thi - maana.
    - gawah Geeta (patni) us samay ghar ke andar thi - maana.
    ND 21.4.26 - PW2 Geeta
""")
u("backlog/2026-04/ST 214-2025 aadesh patrika 21.04.2026.pdf", "certified_order_sheet_scan", "Court of IV Additional Sessions Judge, Rewa", "2026-04-24", ["C03"], ["C03-H04"], """
न्यायालय चतुर्थ अपर सत्र न्यायाधीश, रीवा (म.प्र.)
सत्र प्रकरण क्रमांक 214/2025          म.प्र. राज्य द्वारा आरक्षी केन्द्र मनगवां  विरुद्ध  रामकृपाल तिवारी वगैरह
आदेश पत्रिका
21.04.2026
राज्य द्वारा श्री विनोद कुमार शुक्ला अति. लोक अभियोजक। अभियुक्तगण जमानत पर उपस्थित, सह अधिवक्ता श्री एस.के. द्विवेदी।
प्रकरण अभियोजन साक्ष्य हेतु नियत। अ.सा. क्र. 2 गीता तिवारी समन तामील होने के बावजूद अनुपस्थित।
उसके विरुद्ध रुपये 5,000/- का जमानतीय वारंट जारी किया जावे। अभियोजन साक्ष्य हेतु प्रकरण दिनांक 19.05.2026 को पेश हो।
                                                     ह./- चतुर्थ अपर सत्र न्यायाधीश, रीवा
""")
u("backlog/2026-05/geeta PW2 19 may.txt", "typed_note_txt", L, "2026-05-19", ["C03"], ["C03-H05"], """
19.5.26 ADJ-4 - Ramkripal ST - PW2 Geeta Tiwari (wife of Sanjay) - warrant pe aayi
Chief: jhagda dekha, Manoj ke haath me farsa tha.
Cross (maine kiya):
- ghatna ke samay wo rasoi me thi, chillane pe bahar aayi - maana. tab tak Sanjay gir chuke the.
- farsa police ne kahan se jabt kiya pata nahi - maana.
- Police ko bayan 3 din baad diya - maana.
Achchha gaya. Agli 23.6.26 - PW3 doctor.
(civil court me garmi ki chhuttiyan chal rahi - criminal court chalu)
""")
u("backlog/2026-06/register 23.06.2026.jpg", "handwritten_note_photo", M, "2026-06-23", ["C03"], ["C03-H06"], """
दैनिक पेशी रजिस्टर  -  दिनांक 23.06.2026 (मंगलवार)
1   ए.डी.जे.-4 कक्ष 11   रामकृपाल तिवारी (सत्र)   डाक्टर आलोक वर्मा (अ.सा.3) नहीं आए। डीन मेडिकल कालेज        21.07.2026
                                          के माध्यम से समन। साहब नाराज।
(आज बाकी कोई पेशी नहीं)
- रामसजीवन
""")
u("backlog/2026-07/Dr Alok Verma PW3 cross 21.7.docx", "typed_note_docx", L, "2026-07-21", ["C03"], ["C03-H07"], """
21.07.2026  ST 214/2025 Ramkripal - PW3 Dr. Alok Verma (SGMH casualty MO)
Chief: MLC 2817/25 - incised wound 6 x 1 cm bone deep, left parietal; abrasion forearm.
Cross (important):
- X-ray me koi fracture nahi - maana. Injury "simple" thi, grievous nahi likha.
- ye chot nukeele pathar par girne se bhi aa sakti hai - "sambhav hai" kaha.
- marij ne history me "farsa" nahi bataya, "jhagde me chot" bataya - maana.
109 ke liye kamzor. Agli 25.8.26 - PW4 jabti gawah Bhola Prasad Kol.
""")
u("backlog/2026-08/IMG_20260825_160210.jpg", "handwritten_note_photo", L, "2026-08-25", ["C03"], ["C03-H08"], """
25/8/26 ADJ-4
Ramkripal - PW4 Bhola Prasad Kol (jabti ka panch)
Pakshdrohi (hostile)! bola "thane me sign karwaye, farsa hamare saamne nahi mila"
Addl PP ne suchak prashn puchhe - kuch nahi nikla.
ND 6.10.26 - PW5 vivechak SI Baghel
""")
u("backlog/2026-10/WhatsApp Chat with Manoj Tiwari Katra.txt", "whatsapp_export", "Manoj Tiwari (client)", "2026-10-06", ["C03"], ["C03-H09"], """
05/10/26, 7:48 pm - Manoj Tiwari Katra: Vakil sahab kaal peshi baatay na? Dadda aur ham dono aaib
05/10/26, 7:55 pm - Shailendra Dwivedi: haan, 11 baje tak court 11 me. Vivechak ka bayan hai
06/10/26, 1:15 pm - Shailendra Dwivedi: Manoj, SI Baghel nahi aaye - Sidhi transfer ho gaye. PP ne time liya
06/10/26, 1:16 pm - Shailendra Dwivedi: Agli tarikh 17 November. Dono log aana
06/10/26, 1:30 pm - Manoj Tiwari Katra: ji. Sanjay bhaiya gaon me raajinama ki baat kahat rahe
06/10/26, 1:34 pm - Shailendra Dwivedi: 109 me raajinama nahi hota. Kuch mat bolna kisi se
""")
u("backlog/2026-11/register 17.11.2026.jpg", "handwritten_note_photo", M, "2026-11-17", ["C02", "C03"], ["C02-H08", "C03-H10"], """
दैनिक पेशी रजिस्टर  -  दिनांक 17.11.2026 (मंगलवार)
1   ए.डी.जे.-4 कक्ष 11   रामकृपाल (सत्र)    अ.सा.5 विवेचक एस.आई. दिनेश सिंह बघेल का मुख्य व प्रतिपरीक्षण हुआ   15.12.2026
2   तहसील हुजूर        राजेन्द्र / शिवनन्दन (सीमांकन)   मिश्रा वकील ने दल प्रतिवेदन पर आपत्ति हेतु समय लिया   15.12.2026
- रामसजीवन
""")
u("backlog/2026-12/register 15.12.2026.jpg", "handwritten_note_photo", M, "2026-12-15", ["C02", "C03"], ["C02-H09", "C03-H11"], """
दैनिक पेशी रजिस्टर  -  दिनांक 15.12.2026 (मंगलवार)
1   ए.डी.जे.-4 कक्ष 11   रामकृपाल (सत्र)   अ.सा.6 पटवारी (नक्शा मौका) का बयान। अभियोजन साक्ष्य बंद।       12.01.2027
                                         अगली पेशी अभियुक्त कथन (धारा 351 बी.एन.एस.एस.)
2   तहसील हुजूर        राजेन्द्र / शिवनन्दन   आपत्ति पेश। हमारा धारा 250 का आवेदन पेश - कब्जा वापसी।     12.01.2027
                                         शिवनन्दन को सूचना। तर्क।
- रामसजीवन
""")
u("backlog/2026-12/tehsil aadesh patrika 0156 dt 15.12.2026.pdf", "certified_order_sheet_scan", "Court of Tehsildar Huzur, Rewa", "2026-12-19", ["C02"], ["C02-H09"], """
न्यायालय तहसीलदार तहसील हुजूर, जिला रीवा (म.प्र.)
प्रकरण क्रमांक 0156/अ-12/2025-26        राजेन्द्र पटेल  बनाम  शिवनन्दन पटेल
आदेश पत्रिका
दिनांक 15.12.2026
उभयपक्ष अधिवक्ता उपस्थित। अनावेदक ने सीमांकन दल के प्रतिवेदन दिनांक 29.09.2026 पर आपत्ति प्रस्तुत की।
आवेदक ने धारा 250 म.प्र.भू.रा.सं. के अंतर्गत 0.055 हे. भूमि का कब्जा वापस दिलाए जाने हेतु आवेदन प्रस्तुत किया।
अनावेदक को आवेदन की प्रति दी गई। आपत्ति एवं धारा 250 के आवेदन पर तर्क हेतु पेशी दिनांक 12.01.2027।
                                                     ह./- तहसीलदार हुजूर
""")

# ---------------- C04 Sonu NDPS bail (High Court, Jabalpur)
u("backlog/2026-04/WhatsApp Chat with Omprakash Kesharwani.txt", "whatsapp_export", "Omprakash Kesharwani (client's father)", "2026-04-20", ["C04"], ["C04-H01", "C04-H04"], """
16/03/26, 4:10 pm - Shailendra Dwivedi: Omprakash ji, aaj Jabalpur me Sonu ki zamanat laga thi. Sarkari vakil case diary ke liye time le liye. Agli 30 March
16/03/26, 4:14 pm - Omprakash Kesharwani: vakil sahab ladka do mahina se jail me baatay, kuch karo
16/03/26, 4:20 pm - Shailendra Dwivedi: Rinku Kol ko Satna wale court se bail mili hai, uska order bhejo - parity ka aadhar banega
20/04/26, 12:48 pm - Shailendra Dwivedi: Badhai! Sonu ki zamanat mil gayi. 50,000 ka bond, ek zamanatdar
20/04/26, 12:49 pm - Shailendra Dwivedi: Har mahine pehli tarikh ko thana Chakghat me haziri. Certified copy kal tak
20/04/26, 12:55 pm - Omprakash Kesharwani: bahut dhanyavaad. zamanatdar hamaar saala Rajkumar rahi
""")
u("backlog/2026-03/sonu bail 30.3.txt", "typed_note_txt", L, "2026-03-30", ["C04"], ["C04-H02"], """
30.3.26 HC Jabalpur (VC se) - Saxena J, Ct 19
MCRC 11842/2026 Sonu @ Saurabh - NDPS 8/21(b), 29
Case diary aa gayi. Panel lawyer Nigam: 9 bottle x 100 ml = 900 ml, codeine intermediate quantity, commercial nahi.
Judge sahab ne FSL report aur aaropi ka aapraadhik record (antecedents) maanga.
Sonu ka koi record nahi - Omprakash se thana ka likhit mangaya.
ND 13.4.26
""")
u("backlog/2026-04/Sonu bail 13.04 notes.docx", "typed_note_docx", L, "2026-04-13", ["C04"], ["C04-H03"], """
13.04.2026 - M.Cr.C. 11842/2026 - Hon'ble Saxena J
State: FSL Sagar report abhi nahi aayi (samples 10.01.2026 ko bheje).
Antecedents: NIL - thana Chakghat ka prativedan on record.
Hamari bahas: (i) co-accused Rinku Kol (driver, jiski Bolero thi) ko 12.03.2026 ko zamanat mili - parity;
(ii) intermediate quantity, s. 37 ki rok nahi; (iii) charge-sheet file ho chuki, 95 din se jail me.
Court: "FSL ke liye ek hafte ka aur samay, next week list karo." ND 20.04.2026
""")
u("backlog/2026-04/MCRC 11842-2026 order 20.04.2026.pdf", "certified_order_sheet_scan", "High Court of Madhya Pradesh, Jabalpur", "2026-04-22", ["C04"], ["C04-H04"], """
HIGH COURT OF MADHYA PRADESH AT JABALPUR
M.Cr.C. No. 11842 of 2026
(SONU @ SAURABH KESHARWANI  Vs  THE STATE OF MADHYA PRADESH)
Dated : 20-04-2026
Shri Shailendra Kumar Dwivedi - Advocate for the applicant.
Shri Alok Nigam - Panel Lawyer for the respondent/State.
This is the first application u/s 483 of BNSS for regular bail in Crime No. 12/2026 registered at P.S. Chakghat,
District Rewa for offences under Sections 8/21(b) and 29 of the NDPS Act. The quantity is intermediate; the applicant
has no criminal antecedents; the co-accused has been enlarged on bail; charge-sheet has been filed.
Without commenting on the merits, the application is allowed. The applicant be released on bail on his furnishing a
personal bond in the sum of Rs. 50,000/- with one solvent surety of the like amount to the satisfaction of the
trial court. He shall mark his presence at P.S. Chakghat on the first day of every month till the trial concludes.
                                                  (AMITABH RAI SAXENA) JUDGE
""")

# ---------------- C05 Vidyawati recovery writ (High Court, Jabalpur)
u("backlog/2026-01/WP 31457-2025 order 21.01.2026.pdf", "certified_order_sheet_scan", "High Court of Madhya Pradesh, Jabalpur", "2026-01-24", ["C05"], ["C05-H01"], """
HIGH COURT OF MADHYA PRADESH AT JABALPUR
W.P. No. 31457 of 2025
(SMT. VIDYAWATI SHUKLA  Vs  THE STATE OF MADHYA PRADESH AND OTHERS)
Dated : 21-01-2026
Shri S.K. Dwivedi - Advocate for the petitioner.   Shri Pushpendra Yadav - Government Advocate for the State.
Issue notice. Learned GA accepts notice. Reply be filed within four weeks.
In the meanwhile, no further recovery shall be made from the retiral dues of the petitioner pursuant to order dated
12.09.2025. List after four weeks.
                                                  (RAJEEV NAYAN KHARE) JUDGE
""")
u("backlog/2026-03/vidyawati 11 march.txt", "typed_note_txt", L, "2026-03-11", ["C05"], ["C05-H02"], """
11.3.26 HC - Khare J, Ct 7 (VC)
Vidyawati writ - reply nahi aaya. GA Yadav: "DEO Rewa se nirdesh praapt nahi hue."
Time de diya. Stay (no further recovery) jaari.
ND 15.4.26. Madam ko phone kiya - DEO daftar me chakkar na lagayein.
""")
u("backlog/2026-04/IMG_20260415_131005.jpg", "handwritten_note_photo", L, "2026-04-15", ["C05"], ["C05-H03"], """
15/4/26  HC Khare J
Vidyawati - State ka jawab aaya. Kehte hain 14.8.2009 ka vachan-patra (undertaking) diya tha, isliye Rafiq Masih laagu nahi.
Undertaking ki copy saath lagi hai. Pratyuttar (rejoinder) - Rafiq Masih (2015) + Jagdev Singh (2016) dekho.
Madam kahti hain unhone koi vachan nahi diya - service book dikhwana padega.
ND 8.7.26
""")
u("backlog/2026-07/Vidyawati rejoinder 8.7.docx", "typed_note_docx", L, "2026-07-08", ["C05"], ["C05-H04"], """
08.07.2026 - W.P. 31457/2025 - Khare J
Rejoinder filed (8 pages): undertaking par hastakshar vivadit; class III karmchari, retire ho chuki;
5 saal se zyada purani vasooli - State of Punjab v. Rafiq Masih (2015) 4 SCC 334 para 18(i),(ii),(iii).
GA ne kaha service book DEO office se mangwa ke pesh karenge. Court: "produce the original service book".
ND 09.09.2026
""")
u("backlog/2026-09/WP 31457-2025 order 09.09.2026.pdf", "certified_order_sheet_scan", "High Court of Madhya Pradesh, Jabalpur", "2026-09-12", ["C05"], ["C05-H05"], """
HIGH COURT OF MADHYA PRADESH AT JABALPUR
W.P. No. 31457 of 2025
Dated : 09-09-2026
Shri S.K. Dwivedi - Advocate for the petitioner.   Shri Pushpendra Yadav - Government Advocate for the State.
Despite the order dated 08.07.2026 the original service book has not been produced. As a last opportunity, the State
is granted time to produce it, subject to payment of costs of Rs. 2,000/- to the petitioner. Interim order to continue.
List on 25.11.2026.
                                                  (RAJEEV NAYAN KHARE) JUDGE
""")
u("backlog/2026-11/vidyawati 25.11 HC.txt", "typed_note_txt", L, "2026-11-25", ["C05"], ["C05-H06"], """
25.11.26 HC Jabalpur - Khare J (main khud gaya, train se)
Vidyawati writ. GA ne original service book pesh ki - page 41 pe 14.08.2009 wala vachan-patra chaspa.
Hastakshar madam ke jaise hi lagte hain. Maine kaha undertaking "pay fixation" ke samay ka nahi, kramonnati ke baad ka.
Judge: part heard. Final hearing 20.1.2027.
Costs Rs. 2,000 abhi tak State ne nahi diye - agli baar bolna.
""")
u("backlog/2026-11/HC Jabalpur cause list 25.11.2026 ct 7.pdf", "cause_list_pdf", "High Court of Madhya Pradesh, Jabalpur", "2026-11-24", ["C05"], ["C05-H06"], """
HIGH COURT OF MADHYA PRADESH : JABALPUR
DAILY CAUSE LIST FOR WEDNESDAY, 25-11-2026
COURT NO. 7 : HON'BLE SHRI JUSTICE RAJEEV NAYAN KHARE
(SERVICE MATTERS - FOR HEARING)
31. WP 28810/2025  Ramesh Prasad Kushwaha Vs State of M.P.          Adv: Shri R.K. Tiwari
32. WP 31457/2025  Smt. Vidyawati Shukla Vs State of M.P. & Ors.   Adv: Shri S.K. Dwivedi   GA: Shri P. Yadav
33. WP 4412/2026   Shivkumar Saket Vs Rewa Nagar Nigam            Adv: Smt. Neelam Gupta
34. WP 9120/2026   Dr. Sandhya Pandey Vs State of M.P.           Adv: Shri A.P. Singh
""")

# ---------------- C06 chakki bijli suit (I Civil Judge Sr. Div., Rewa)
u("backlog/2026-01/RCSA 58-2026 aadesh patrika 16.01.2026.pdf", "certified_order_sheet_scan", "Court of First Civil Judge Senior Division, Rewa", "2026-01-19", ["C06"], ["C06-H01"], """
न्यायालय प्रथम व्यवहार न्यायाधीश वरिष्ठ खण्ड, रीवा (म.प्र.)
आर.सी.एस.ए. क्रमांक 58/2026          दिनेश कुमार गुप्ता  विरुद्ध  म.प्र.पू.क्षे.वि.वि.कं.लि. वगैरह
आदेश पत्रिका
16.01.2026
वादी की ओर से श्री शैलेन्द्र कुमार द्विवेदी अधिवक्ता उपस्थित। वाद पंजीबद्ध हो। प्रतिवादीगण को समन एवं आदेश 39 नियम 1, 2
के आवेदन की सूचना जारी हो। अंतरिम रूप से, यदि वादी 7 दिवस में पूरक देयक के विरुद्ध रुपये 50,000/- जमा करता है तथा
चालू देयकों का भुगतान करता रहता है, तो आगामी तिथि तक वादी का विद्युत प्रदाय विच्छेदित न किया जावे।
प्रकरण दिनांक 06.02.2026 को पेश हो।                              ह./- प्रथम व्यवहार न्यायाधीश वरिष्ठ खण्ड, रीवा
""")
u("backlog/2026-02/IMG_20260206_152948.jpg", "handwritten_note_photo", L, "2026-02-06", ["C06"], ["C06-H02"], """
6/2/26  1st CJSD (Chaurasia madam) Ct 4
Chakki bijli suit - Dinesh ki 50,000 jama ki rasid (21.1.26) pesh ki - madam santusht.
Soni vakil (MPEZ) - TI ka jawab pesh kiya. WS ke liye samay maanga.
Madam ne bola agli baar WS nahi to 'antim avsar'.  ND 6.3.26
""")
u("backlog/2026-03/chakki TI 6 march.txt", "typed_note_txt", L, "2026-03-06", ["C06"], ["C06-H03"], """
6.3.26 - Dinesh Gupta v MPEZ - TI aavedan pe aadesh
Madam ne 39(1)(2) ka aavedan sashart sweekar kiya: nirakaran tak bijli nahi kategi, yadi Dinesh 30 din me
aur Rs. 50,000 jama kare (yaani kul 1,00,000) aur chalu bill bharta rahe.
WS ke liye MPEZ ko antim avsar. ND 10.4.26
Dinesh ko bataya - 2nd kisht 50,000 5 April tak.
""")
u("backlog/2026-04/WS MPEZ RCSA 58-2026.pdf", "document_scan", "Sunil Kumar Soni, Advocate for the defendants", "2026-04-10", ["C06"], ["C06-H04"], """
न्यायालय प्रथम व्यवहार न्यायाधीश वरिष्ठ खण्ड, रीवा   आर.सी.एस.ए. 58/2026
प्रतिवादीगण की ओर से लिखित कथन (वादोत्तर)
1. यह कि वादी का मीटर दिनांक 22.11.2025 को सतर्कता दल द्वारा जांचा गया और MT प्रयोगशाला में 33.4% धीमा पाया गया।
2. यह कि विद्युत प्रदाय संहिता 2021 के अनुसार कम बिलिंग की राशि वसूलने का अधिकार कंपनी को है; धारा 56(2) लागू नहीं
   क्योंकि राशि पहली बार 18.12.2025 को देय हुई।
3. यह कि वादी ने जांच पंचनामे पर स्वयं हस्ताक्षर किए हैं। वाद सव्यय निरस्त हो।
प्रस्तुत दिनांक 10.04.2026                       द्वारा अधिवक्ता सुनील कुमार सोनी
""")
u("backlog/2026-05/RCSA 58-2026 aadesh patrika 08.05.2026.pdf", "certified_order_sheet_scan", "Court of First Civil Judge Senior Division, Rewa", "2026-05-12", ["C06"], ["C06-H05"], """
न्यायालय प्रथम व्यवहार न्यायाधीश वरिष्ठ खण्ड, रीवा (म.प्र.)
आर.सी.एस.ए. क्रमांक 58/2026          दिनेश कुमार गुप्ता  विरुद्ध  म.प्र.पू.क्षे.वि.वि.कं.लि. वगैरह
08.05.2026
उभयपक्ष अधिवक्ता उपस्थित। अभिवचनों के आधार पर निम्न वाद प्रश्न विरचित किए गए:
1. क्या दिनांक 18.12.2025 का रुपये 2,86,450/- का पूरक देयक अवैध एवं शून्य है?
2. क्या मीटर जांच वादी की उपस्थिति में विधिवत की गई?
3. क्या पूरक देयक विद्युत अधिनियम 2003 की धारा 56(2) से बाधित है?
4. क्या वादी स्थायी निषेधाज्ञा का पात्र है?  5. सहायता एवं व्यय?
वादी साक्ष्य हेतु प्रकरण दिनांक 10.07.2026 को पेश हो। (दिनांक 18.05.2026 से ग्रीष्मावकाश)
""")
u("backlog/2026-07/IMG_20260710_144501.jpg", "handwritten_note_photo", L, "2026-07-10", ["C06"], ["C06-H06"], """
10/7/26  Ct 4 Chaurasia madam
Dinesh bijli - PW1 Dinesh ka mukhya parikshan shapath-patra se pesh.
Soni vakil pratiparikshan ke liye taiyaar nahi - samay maanga.
Madam ne Rs. 500 vyay (cost) lagaya, vadi ko dena.  ND 21.8.26 - PW1 cross + PW2
""")
u("backlog/2026-08/PW1 Dinesh cross 21.8.docx", "typed_note_docx", L, "2026-08-21", ["C06"], ["C06-H07"], """
21.08.2026 - RCSA 58/2026 - Chakki bijli suit
Cost Rs. 500 Soni ji ne de di (Dinesh ko).
PW1 Dinesh - cross by Soni: panchnama pe hastakshar maane, par kaha "padh ke nahi, JE ne kaha sign karo".
  meter seal ke saamne nahi khola gaya - dohraya.
PW2 Santosh Vishwakarma (chakki ka karigar) - meter jaanch ke din Dinesh Satna gaye the, dukaan pe sirf wo tha.
Vadi saakshya band. ND 9.10.26 - prativadi saakshya (DW1 JE).
""")
u("backlog/2026-10/WhatsApp Chat with Dinesh Gupta Chakki.txt", "whatsapp_export", "Dinesh Kumar Gupta (client)", "2026-10-09", ["C06"], ["C06-H08"], """
09/10/26, 11:02 am - Dinesh Gupta Chakki: bhaiya aaj court aaun ki nahi?
09/10/26, 11:05 am - Shailendra Dwivedi: zaroorat nahi, aaj bijli company ke JE ka bayan hai
09/10/26, 1:40 pm - Shailendra Dwivedi: JE Praveen Kushwaha nahi aaye - Jabalpur training me baatay. Madam ne Rs. 1,000 cost lagaya company pe
09/10/26, 1:41 pm - Shailendra Dwivedi: Agli tarikh 20.11.2026
09/10/26, 1:50 pm - Dinesh Gupta Chakki: badhiya kiye. company waale har baar yahi karat hain
""")
u("backlog/2026-11/chakki DW1 20.11.txt", "typed_note_txt", L, "2026-11-20", ["C06"], ["C06-H09"], """
20.11.26 Ct 4 - Dinesh v MPEZ
Pichhli cost Rs. 1,000 jama hui.
DW1 JE Praveen Kushwaha - mukhya shapath-patra se. Maine cross kiya:
- jaanch ke samay upbhokta (Dinesh) maujood nahi tha - maana. karigar ko dikhaya.
- meter lab me bheja tab seal ki video nahi - maana.
- 30 mahine ka aakalan "upar ke adhikari ke nirdesh se" kiya.
Bahut achchha cross. ND 18.12.26 - DW2 (MT lab ke AE)
""")
u("backlog/2026-12/IMG_20261218_151207.jpg", "handwritten_note_photo", L, "2026-12-18", ["C06"], ["C06-H10"], """
18/12/26  Ct 4
Chakki - DW2 (MT lab AE Jabalpur) nahi aaye. Soni - "gawah ko suchna nahi mili".
Madam naraz: antim avsar, Rs. 1,000 cost fir se (teesri baar cost company pe).
ND 15.1.27 - DW2
""")
u("backlog/2026-12/correction chakki ND.txt", "typed_note_txt", L, "2026-12-19", ["C06"], ["C06-H10"], """
19.12.26 - sudhar (correction)
Kal ki diary me chakki bijli case (Dinesh v MPEZ) ki agli tarikh 15.1.27 likh di thi - GALAT.
Ramsajivan ne reader se order sheet dekhi: sahi agli tarikh 22.01.2027 (DW2). 15.1 ko madam ka prashikshan hai.
Register bhi sudhaar diya.
""")

# ---------------- C07 Kamla Devi eviction (II Civil Judge Jr. Div., Rewa) - disposed
u("backlog/2026-02/IMG_20260212_173055.jpg", "handwritten_note_photo", L, "2026-02-12", ["C07"], ["C07-H01"], """
12/2/26  2nd CJJD Namdev sahab Ct 16
Kamla Devi v Shakeel - antim tark (final args) - hamari bahas poori.
12(1)(a): April 2021 se kiraya nahi, notice 21.11.22, 2 mahine me jama nahi - s. 13 ka jama bhi nahi kiya.
12(1)(f): Anil ke liye dukaan ki sadbhavi aavashyakta.
Siddiqui vakil agli baar.  ND 13.3.26
""")
u("backlog/2026-03/register 13.03.2026.jpg", "handwritten_note_photo", M, "2026-03-13", ["C07"], ["C07-H02"], """
दैनिक पेशी रजिस्टर  -  दिनांक 13.03.2026 (शुक्रवार)
1   व्य.न्या. क.ख.-2 कक्ष 16   कमला देवी / शकील (बेदखली)   सिद्दीकी वकील ने बहस के लिए समय लिया    09.04.2026
2   व्य.न्या. व.ख.-1 कक्ष 4    दिनेश गुप्ता / बिजली कंपनी   (आज नहीं - 10.04 को)
- रामसजीवन
""")
u("backlog/2026-04/kamla devi args 9.4.txt", "typed_note_txt", L, "2026-04-09", ["C07"], ["C07-H03"], """
9.4.26 Namdev sahab - Kamla Devi eviction
Siddiqui ki bahas: kiraya money order se bheja par liya nahi gaya; Anil ki apni dukaan hai Sirmaur Chauraha pe.
Mera jawab: money order ki koi rasid record pe nahi; Sirmaur wali dukaan kiraye ki hai (agreement Ex. P-7).
Namdev sahab - nirnay ke liye 29.4.26. (chhoti tarikh - jaisa unka tareeka hai)
""")
u("backlog/2026-04/RCSA 112-2023 nirnay 29.04.2026.pdf", "certified_order_sheet_scan", "Court of Second Civil Judge Junior Division, Rewa", "2026-05-04", ["C07"], ["C07-H04"], """
न्यायालय द्वितीय व्यवहार न्यायाधीश कनिष्ठ खण्ड, रीवा (म.प्र.)
आर.सी.एस.ए. क्रमांक 112/2023        श्रीमती कमला देवी अग्रवाल  विरुद्ध  मोहम्मद शकील अंसारी
निर्णय (सारांश) एवं आदेश पत्रिका दिनांक 29.04.2026
वाद स्वीकार किया जाता है। प्रतिवादी धारा 12(1)(क) एवं 12(1)(च) म.प्र. स्थान नियंत्रण अधिनियम, 1961 के अंतर्गत
बेदखली का भागी है। प्रतिवादी दो माह के भीतर वादग्रस्त दुकान (घोड़ा चौराहा) का रिक्त कब्जा वादी को सौंपे तथा
अप्रैल 2021 से मार्च 2023 तक का बकाया किराया रुपये 1,08,000/- (24 माह x 4,500) अदा करे। वाद व्यय प्रतिवादी वहन करेगा।
डिक्री तदनुसार बने।                                     ह./- द्वितीय व्यवहार न्यायाधीश कनिष्ठ खण्ड, रीवा
""")
u("backlog/2026-04/WhatsApp Chat with Anil Agrawal.txt", "whatsapp_export", "Anil Agrawal (client's son)", "2026-04-29", ["C07"], ["C07-H04"], """
29/04/26, 5:02 pm - Shailendra Dwivedi: Anil ji, Kamla Devi ji ka case jeet gaye. Bedakhli ki decree, 2 mahine me dukaan khali
29/04/26, 5:03 pm - Shailendra Dwivedi: bakaya kiraya 1,08,000 bhi, kharche ke saath
29/04/26, 5:10 pm - Anil Agrawal: dhanyavaad vakil sahab! amma bahut khush. Shakeel appeal karega kya?
29/04/26, 5:15 pm - Shailendra Dwivedi: kar sakta hai, 30 din hain. 2 mahine baad khali na kare to execution lagayenge
""")

# ---------------- the week plan before the lawyer's day
u("backlog/2027-01/week plan 11-16 jan.docx", "typed_note_docx", L, "2027-01-09", ["C01", "C02", "C03", "C05", "C06"], [], """
HAFTE KA KAAM - 11 se 16 January 2027
Mangal 12.1 - (1) ADJ-4 Ct 11: Ramkripal ST - abhiyukt kathan (351 BNSS). Ramkripal aur Manoj dono ko bula lo.
             (2) Tehsil Huzur: Rajendra seemankan - dal prativedan pe aapatti aur dhara 250 ke aavedan pe tark.
                 Anurag tehsil jaayega, main 12 baje tak ADJ-4 ke baad pahunchunga.
Budh 13.1 - Vidyawati writ ki final hearing (20.1) ki taiyari - Rafiq Masih, service book page 41.
Shukra 15.1 - chakki case NAHI hai (sahi date 22.1).
Agle hafte: 20.1 HC Vidyawati final; 21.1 SDM Phoolmati appeal - aadesh; 22.1 chakki DW2.
""")
