"""The uploads of the Gaya practice: what the lawyer, the junior Tabrez and the munshi Ramashish actually kept."""

L, J, K = "Rajeev Ranjan Sharma", "Md. Tabrez Alam", "Ramashish Prasad (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents (before and around the cases)
u("backlog/2023-06/Scan_20230619_1142.pdf", "document_scan", L, "2023-06-19", ["C01"], [], """
IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION)-I, GAYA
Partition Suit No. 118 of 2023
Kamla Devi, w/o late Shivnandan Mahto, r/o village Chandauti, P.S. Chandauti, District Gaya ... Plaintiff
Versus
1. Ramdeo Mahto  2. Bhagwat Mahto  3. Sukhdeo Mahto, all sons of late Jhaman Mahto  4. Parvati Devi, w/o late
Jhaman Mahto, all r/o village Chandauti ... Defendants
PLAINT FOR PARTITION
1. Late Jhaman Mahto was the recorded raiyat of khata no. 57, mauza Chandauti, thana no. 318, total area 2 acre
14 decimal, as per the Revisional Survey khatiyan. He died in 1996 leaving four sons: Shivnandan, Ramdeo, Bhagwat
and Sukhdeo. Shivnandan died in 2018 leaving the plaintiff, his widow, as his sole heir.
2. The land is joint and has never been partitioned by metes and bounds. Since 2019 the defendant no. 1 has not
given the plaintiff her share of the produce (dhaan and rabi).
3. The plaintiff is entitled to 1/4th share in khata 57 and prays for a preliminary decree for partition, separate
takhta, and appointment of a pleader commissioner to divide the land.
Valuation Rs. 4,20,000; court fee paid as per the Bihar Court Fees Act.
Vanshavali (genealogy) annexed as Annexure-1.               sd/- Kamla Devi (LTI)
Through: Rajeev Ranjan Sharma, Advocate, Gaya
""")
u("backlog/2026-01/WhatsApp Image 2026-01-05 at 10.12.44.jpeg", "document_photo", "Anchal Karyalay, Chandauti", "2026-01-05", ["C01"], [], """
खतियान (सत्यापित प्रतिलिपि) - रिवीजनल सर्वे
मौजा: चंडौती   थाना नं.: 318   अंचल: चंडौती   जिला: गया
खाता सं. 57   रैयत का नाम: झमन महतो, पिता - बुधन महतो
प्लॉट नं.  412 (धनहर) 0.86 एकड़   413 (धनहर) 0.72 एकड़   419 (भीठ) 0.56 एकड़
कुल रकबा: 2 एकड़ 14 डिसमिल    लगान: 4 रु. 10 पै.
प्रतिलिपि निर्गत 05.01.2026      ह०/- अभिलेखपाल, गया
""")
u("backlog/2026-02/CamScanner 02-25-2026 15.40.pdf", "document_scan", "Sri Kameshwar Prasad Verma, Advocate (for the defendants)", "2026-02-25", ["C02"], [], """
IN THE COURT OF CIVIL JUDGE (SENIOR DIVISION)-III, GAYA
Title Suit No. 264 of 2024
Jagdish Prasad Yadav ... Plaintiff   Versus   Sukhdeo Manjhi & Ors. ... Defendants
WRITTEN STATEMENT ON BEHALF OF DEFENDANT NOS. 1 TO 3
1. The suit is not maintainable; the plaintiff has no cause of action.
2. The defendant no. 1 Sukhdeo Manjhi has been cultivating plot no. 845, khata no. 112, mauza Manpur as bataidar
(under-raiyat on batai) since 1985, first under Ramchandra Yadav and after his death openly in his own right.
3. Since 2008 the defendants pay no share of produce to anyone and are in open, hostile and continuous possession;
they have perfected title by adverse possession. Their hut (jhopdi) stands on the land.
4. The plaintiff's rent receipts do not prove possession. The suit is barred by limitation.
                                         sd/- Sukhdeo Manjhi & ors.  Through Kameshwar Prasad Verma, Advocate
""")
u("backlog/2026-04/lagan rasid jagdish.jpeg", "document_photo", "Revenue and Land Reforms Dept., Bihar (online rent receipt)", "2026-04-06", ["C02"], [], """
बिहार सरकार - राजस्व एवं भूमि सुधार विभाग
ऑनलाइन लगान रसीद (भू-लगान)
रसीद सं.: 2026/MNP/0081734     दिनांक: 06.04.2026
रैयत: जगदीश प्रसाद यादव, पिता - रामचन्द्र यादव    अंचल: मानपुर    मौजा: मानपुर
जमाबंदी सं.: 733    खाता: 112    खेसरा: 845    रकबा: 0.62 एकड़
लगान वर्ष 2025-26   राशि: 148.00 रु.   बकाया: शून्य
""")
u("backlog/2026-05/IMG_20260518_113012.jpg", "document_photo", "Nazarat, Civil Court, Gaya", "2026-05-18", ["C02"], [], """
NAZARAT - CIVIL COURT, GAYA
RECEIPT No. 2917                                  Date: 18.05.2026
Received from: Jagdish Prasad Yadav (plaintiff), T.S. No. 264/2024, Court of Sub-Judge-III
the sum of Rs. 4,000/- (Rupees four thousand only) towards the fee of the pleader commissioner.
                                                   Nazir, Civil Court, Gaya
""")
u("backlog/2026-08/CamScanner 08-20-2026 14.22.pdf", "document_scan", "Sri Rambriksh Singh, Advocate (Pleader Commissioner)", "2026-08-20", ["C02"], [], """
REPORT OF THE SURVEY KNOWING PLEADER COMMISSIONER
In Title Suit No. 264 of 2024, Court of the Civil Judge (Sr. Div.)-III, Gaya
I visited mauza Manpur on 11.08.2026 with the amin Sri Lalan Prasad, after notice to both parties, and measured
plot no. 845 of khata 112 with reference to the Revisional Survey map (scale 16 inches = 1 mile).
1. Plot 845 measures 62 decimal on the spot and agrees with the R.S. map.
2. A hut (jhopdi) with a khapra roof of the defendant no. 1 stands on the north-east corner; with its angan and
   bari it covers about 9 decimal.
3. The rest (about 53 decimal) is paddy land; the paddy standing was said by both sides to have been sown by them.
4. The mend (boundary ridge) on the east is old; no new mend found.
Field book, trace map and 8 photographs annexed.     sd/- Rambriksh Singh, Advocate, Pleader Commissioner, 20.08.2026
""")
u("backlog/2025-11/CO Belaganj order dakhil kharij.pdf", "document_scan", "Circle Officer, Belaganj", "2025-11-28", ["C03"], [], """
कार्यालय अंचल अधिकारी, बेलागंज, गया
दाखिल-खारिज वाद सं. 2143/2025-26
आवेदिका: सुनैना देवी, पति - अवधेश सिंह      आपत्तिकर्ता: भोला सिंह
मौजा बेलागंज, खाता 204, खेसरा 1207, रकबा 15 डिसमिल, केवाला सं. 3318 दिनांक 12.03.2024
आदेश: आपत्तिकर्ता द्वारा दिनांक 2022 के इकरारनामा के आधार पर आपत्ति की गई है। मामला स्वत्व विवाद का है,
अतः दाखिल-खारिज आवेदन अस्वीकृत किया जाता है। पक्षकार सक्षम न्यायालय जा सकते हैं।
दिनांक 28.11.2025                 ह०/- अंचल अधिकारी, बेलागंज
""")
u("backlog/2025-05/SBI return memo Pintu.pdf", "document_scan", "State Bank of India, Gaya Town Branch", "2025-05-16", ["C04"], [], """
STATE BANK OF INDIA    Branch: Gaya Town (Code 00xx)
CHEQUE RETURN MEMO                                      Date: 16.05.2025
Cheque No. 004417 dated 10.05.2025 for Rs. 2,40,000/- drawn by Pintu Kumar Singh on SB A/c No. 3xxxxxxx8812,
presented through Bank of India, K.P. Road, by Maa Tara Enterprises - RETURNED UNPAID.
Reason for return: 01 - FUNDS INSUFFICIENT
                                                        Branch Manager
""")
u("backlog/2025-06/notice Pintu 138.docx", "typed_note_docx", L, "2025-06-02", ["C04"], [], """
RAJEEV RANJAN SHARMA, Advocate
Table No. 47, Bar Association Hall, Civil Court, Gaya
By Regd. Post with AD                                         Date: 02.06.2025
To, Sri Pintu Kumar Singh, s/o Ram Nandan Singh, Mohalla Nadraganj, Gaya
Sub: Legal notice under Section 138 of the Negotiable Instruments Act, 1881
On behalf of my client Maa Tara Enterprises, K.P. Road, Gaya, through its proprietor Sri Sanjay Kumar Gupta: you
took cement and TMT rods on credit for your house at Nadraganj and towards the dues issued cheque no. 004417 dated
10.05.2025 for Rs. 2,40,000 on SBI Gaya Town, which was returned 'funds insufficient' on 16.05.2025.
You are called upon to pay Rs. 2,40,000 within 15 days of receipt of this notice, failing which a complaint shall be
filed before the competent court at your risk as to costs.                             Advocate
""")
u("backlog/2025-03/FIR Mahila thana 88-2025.pdf", "document_scan", "Mahila Police Station, Gaya", "2025-03-14", ["C05"], [], """
प्रथम सूचना रिपोर्ट
जिला: गया    थाना: महिला थाना, गया    कांड सं. 88/2025    दिनांक 14.03.2025
धारा: 498(ए) भा.द.वि. एवं 3/4 दहेज प्रतिषेध अधिनियम
सूचिका: प्रीति कुमारी, पति - रवि रंजन कुमार, पिता - नागेन्द्र प्रसाद, सा० - मानपुर, गया
अभियुक्त: (1) रवि रंजन कुमार (पति) (2) उमेश प्रसाद (ससुर) (3) शीला देवी (सास) (4) अंजली कुमारी (ननद), सभी सा० डेल्हा, गया
सूचिका का कथन: शादी 22.04.2022 को हुई। शादी के बाद से दो लाख रुपये नकद और एक मोटरसाइकिल (अपाची) की माँग
की जाती थी। माँग पूरी न होने पर मारपीट की जाती थी। दिनांक 02.02.2024 को घर से निकाल दिया गया।
                                                      थानाध्यक्ष, महिला थाना, गया
""")
u("backlog/2026-10/mediation report cr misc 31245.pdf", "document_scan", "Patna High Court Mediation Centre", "2026-10-01", ["C06"], [], """
PATNA HIGH COURT MEDIATION CENTRE
Cr. Misc. No. 31245 of 2026 (Umesh Prasad & Ors. vs State of Bihar & Anr.)
Referred by order dated 06.08.2026 of Hon'ble Mr. Justice Sanjeev Kumar Prasad.
Sittings held on 29.08.2026, 12.09.2026 and 26.09.2026. Present: petitioners no. 1 and 2, Ravi Ranjan Kumar, and
O.P. No. 2 Priti Kumari with her father. O.P. No. 2 is willing to return only on a separate residence at Gaya and
Rs. 5,00,000 in a fixed deposit in her name; the husband's side offered a separate room in the family house.
Result: NOT SETTLED. Returned to the Hon'ble Court.         sd/- Mediator, 01.10.2026
""")
u("backlog/2025-07/SDO Tekari order PDS licence.pdf", "document_scan", "Sub-Divisional Officer, Tekari", "2025-07-14", ["C07"], [], """
कार्यालय अनुमंडल पदाधिकारी, टेकारी (गया)
जन वितरण प्रणाली अनुज्ञप्ति सं. 17/2011, अनुज्ञप्तिधारी: सुरेश पासवान, ग्राम - गुलेरियाचक, टेकारी
आदेश: प्रखंड आपूर्ति पदाधिकारी, टेकारी के जाँच प्रतिवेदन दिनांक 02.06.2025 के अनुसार जून 2025 का खाद्यान्न
उपभोक्ताओं को कम तौल में दिया गया एवं भंडार पंजी अद्यतन नहीं पाई गई। कारण-पृच्छा का कोई जवाब प्राप्त नहीं हुआ।
अतः अनुज्ञप्ति सं. 17/2011 तत्काल प्रभाव से रद्द की जाती है।
दिनांक 14.07.2025                     ह०/- अनुमंडल पदाधिकारी, टेकारी
""")
u("backlog/2026-07/show cause photo suresh.jpg", "document_photo", "Sub-Divisional Officer, Tekari", "2026-07-08", ["C07"], [], """
कारण-पृच्छा (Show Cause)   पत्रांक 911   दिनांक 20.06.2025
सेवा में, श्री सुरेश पासवान, जविप्र विक्रेता, गुलेरियाचक
आपके विरुद्ध कम तौल की शिकायत प्राप्त हुई है। तीन दिनों के अंदर स्पष्टीकरण दें।
[नीचे हाथ से लिखा] "विक्रेता के नहीं मिलने पर दुकान के दरवाजे पर चिपकाया गया - 21.06.25 - ह० अपठनीय"
""")

# ---------------- C01 Kamla bantwara suit (Sub-Judge-I)
u("backlog/2026-01/20260109_165512.jpg", "handwritten_note_photo", L, "2026-01-09", ["C01"], ["C01-H01"], """
9/1/26   Sub-Judge-I (Pandey ji)
P.S. 118/23 Kamla Devi vs Ramdeo Mahto - bantwara
D2 se D4 ka WS Shambhu Nath Singh ne file kiya. D1 Ramdeo ka WS nahi aaya - time maanga, mil gaya.
Kamla chachi aayi thin, bahut pareshan - kahalthi ki Ramdeo okra hissa ke khet se dhaan kaat le gaya.
agli tithi 13.2.26
""")
u("backlog/2026-02/IMG-20260213-WA0007.jpg", "handwritten_note_photo", K, "2026-02-13", ["C01"], ["C01-H02"], """
तारीख बही - 13.02.2026 (शुक्रवार)
सब जज-1 : बँटवारा वाद 118/2023 कमला देवी बनाम रामदेव महतो
प्रतिवादी सं. 1 (रामदेव) का लिखित बयान 300 रु. हर्जाना पर लिया गया। हर्जाना वादी को मिला।
हाकिम ने वंशावली माँगी - अगली तिथि पर दाखिल करना है।
अगली तिथि 27.03.2026 - वाद बिंदु (issues)
- रामाशीष
""")
u("backlog/2026-03/PS 118-2023 order 27.03.2026.pdf", "certified_order_sheet_scan", "Civil Court, Gaya", "2026-03-30", ["C01"], ["C01-H03"], """
न्यायालय : व्यवहार न्यायाधीश (वरीय कोटि)-प्रथम, गया
आदेश फलक
बँटवारा वाद संख्या 118/2023
कमला देवी ... वादी    बनाम    रामदेव महतो एवं अन्य ... प्रतिवादीगण
27.03.2026
पुकार हुई। वादी की ओर से विद्वान अधिवक्ता श्री राजीव रंजन शर्मा एवं प्रतिवादीगण की ओर से श्री शम्भु नाथ सिंह उपस्थित।
वादी की ओर से वंशावली दाखिल की गई, अभिलेख में रखी गई।
उभय पक्ष को सुना गया। निम्नलिखित वाद-बिंदु विरचित किए गए :
1. क्या वाद पोषणीय है?   2. क्या वादी को वाद का कारण प्राप्त है?   3. क्या वाद आवश्यक पक्षकार के अभाव में बाधित है?
4. क्या वर्ष 1978 में परिवार में मौखिक बँटवारा हुआ था?   5. क्या वादी खाता 57 की भूमि में 1/4 हिस्से की हकदार है?
6. वादी किस अनुतोष की हकदार है?
वादी साक्ष्य हेतु अगली तिथि 24.04.2026 निर्धारित की जाती है।
                                        ह०/- अनिल कुमार पाण्डेय, व्यवहार न्यायाधीश (वरीय कोटि)-प्रथम, गया
""")
u("backlog/2026-04/Kamla PS 118 24.04.docx", "typed_note_docx", L, "2026-04-24", ["C01"], ["C01-H04"], """
24.04.2026 (Fri) - Partition Suit 118/2023 - Kamla Devi v. Ramdeo Mahto - Sub-Judge-I
PW1 Kamla Devi ka chief on affidavit file hua. R.S. khatiyan (certified copy) Ext. 1 mark hua.
Cross nahi hua - Shambhu Nath Singh ji ka junior bola "sir ka tabiyat kharab hai". Pandey ji ne cross defer kiya,
bole next date pe cross nahi hua to opportunity closed.
ND 22.05.2026 for cross of PW1.
""")
u("backlog/2026-05/kamla PW1 cross 22.5.txt", "typed_note_txt", L, "2026-05-22", ["C01"], ["C01-H05"], """
22.5.26  Sub-Judge-I - Kamla bantwara
PW1 Kamla chachi ka cross Shambhu babu ne kiya, 40 min. Vanshavali admit - Jhaman Mahto ke 4 beta (Shivnandan,
Ramdeo, Bhagwat, Sukhdeo).
Suggestion ki 1978 me gharelu bantwara ho gaya tha aur Shivnandan ko Gaya wala makan mila - denied. Chachi boli
"ham to kabhi nai sunli kauno bantwara".
Cross me bola ki 2019 se dhaan ka hissa nahi mila.
ND 17.7.26 - PW2 Baleshwar.
""")
u("backlog/2026-07/IMG_20260717_171203.jpg", "handwritten_note_photo", L, "2026-07-17", ["C01"], ["C01-H06"], """
17.7.26  SJ-I
Kamla - PW2 Baleshwar Mahto (gotiya, padosi) examined + cross.
Bola khet abhi tak saajha hai, koi mend nahi bana. 1978 ke bantwara ka koi panchnama kabhi nai dekhlan.
Shambhu babu ka cross kamzor.
ND 21.8.26
""")
u("backlog/2026-08/IMG-20260821-WA0015.jpg", "handwritten_note_photo", K, "2026-08-21", ["C01"], ["C01-H07"], """
21.08.2026 शुक्रवार
सब जज-1 - कमला देवी बँटवारा वाद 118/2023
प्रतिवादी के वकील शम्भु बाबू बीमार, उनके जूनियर ने समय माँगा। हाकिम ने 500 रु. हर्जाना लगाकर समय दिया।
इस वाद में यह दूसरा हर्जाना है (पहला 300 रु. फरवरी में)।
अगली तिथि 25.09.2026
""")
u("backlog/2026-09/25.09 sj1 + jagdish call.txt", "typed_note_txt", L, "2026-09-25", ["C01", "C02"], ["C01-H08"], """
25/9/26 (shukr)
1) Kamla bantwara - PE closed by our petition. DW1 Ramdeo Mahto ka chief on affidavit file.
   Shambhu babu bole ek DW aur - DW2 Bhagwat Mahto.
   ND 27.11.26 for cross of DW1.
2) Jagdish Yadav ka phone (Manpur) - kahalthi ki Sukhdeo ke log plot 845 me dhaan kaatne ka taiyari kar rahe.
   Bola thana mat jaiyo, agli date pe injunction / receiver ka petition denge. Commissioner report me 9 decimal pe
   bas unka jhopdi hai.
""")
u("backlog/2026-11/DW1 cross Ramdeo 27-11-2026.docx", "typed_note_docx", L, "2026-11-27", ["C01"], ["C01-H09"], """
27.11.2026 - P.S. 118/2023 Kamla Devi v. Ramdeo Mahto - DE - Sub-Judge-I
DW1 Ramdeo Mahto ka cross by me (1 hr+).
Admitted: 1978 ka koi likhit bantwara-patra nahi hai, "zabani hua tha". Admitted Shivnandan ka naam bhi
jamabandi me hai. Admitted Gaya wala makan 1992 me Shivnandan ne apne paisa se kewala se kharida - family ka nahi.
Pandey ji ne kaha 2023 ka purana suit hai, jaldi khatam karna hai - next date DW2 compulsorily, no time.
ND 06.01.2027 - DW2 Bhagwat Mahto.
""")

# ---------------- C02 Jagdish title suit (Sub-Judge-III)
u("backlog/2026-01/20260121_172045.jpg", "handwritten_note_photo", L, "2026-01-21", ["C02"], ["C02-H01"], """
21/1/26  SJ-III madam
T.S. 264/24 Jagdish v. Sukhdeo Manjhi - defendants ne Kameshwar Verma ji ke through haziri di, WS ke liye time.
Madam boli original lagan rasid le ke aaiye agli date pe, photocopy nahi chalega.
ND 25.2.26
""")
u("backlog/2026-02/IMG-20260225-WA0011.jpg", "handwritten_note_photo", K, "2026-02-25", ["C02"], ["C02-H02"], """
25.02.2026 बुधवार
सब जज-3 - स्वत्व वाद 264/2024 जगदीश प्रसाद यादव बनाम सुखदेव माँझी
प्रतिवादी का लिखित बयान दाखिल। कहते हैं 1985 से बटाईदार हैं, और अब कब्जा से मालिक।
अगली तिथि 08.04.2026 (वाद बिंदु)
""")
u("backlog/2026-04/TS 264-2024 order dt 08.04.2026.pdf", "certified_order_sheet_scan", "Civil Court, Gaya", "2026-04-10", ["C02"], ["C02-H03"], """
IN THE COURT OF SMT. NIVEDITA KUMARI, CIVIL JUDGE (SENIOR DIVISION)-III, GAYA
ORDER SHEET
Title Suit No. 264 of 2024     Jagdish Prasad Yadav ... Plaintiff   Vs.   Sukhdeo Manjhi & Ors. ... Defendants
08.04.2026
Called out. Ld. Advocate for the plaintiff and Sri Kameshwar Prasad Verma, Ld. Advocate for the defendants present.
The plaintiff produces the original rent receipts (lagan rasid) for 2023-24 to 2025-26; perused and returned after
keeping photocopies on record.
Issues framed (five): (i) Is the suit maintainable? (ii) Has the plaintiff raiyati title over plot no. 845,
khata no. 112, mauza Manpur? (iii) Are the defendants bataidars of the suit land since 1985? (iv) Have the
defendants perfected title by adverse possession? (v) To what relief is the plaintiff entitled?
The plaintiff has filed a petition for appointment of a survey knowing pleader commissioner to measure plot no.
845. Put up for hearing on the said petition on 13.05.2026.
                                                   sd/- Civil Judge (Sr. Div.)-III, Gaya
""")
u("backlog/2026-05/Jagdish commissioner 13 may.docx", "typed_note_docx", L, "2026-05-13", ["C02"], ["C02-H04"], """
13.05.2026 - T.S. 264/2024 Jagdish v. Sukhdeo Manjhi - SJ-III
Commissioner petition allowed. Sri Rambriksh Singh, Advocate (survey knowing) appointed pleader commissioner -
measure plot 845 with reference to R.S. map and report.
Fee Rs. 4,000 to be deposited by plaintiff in nazarat within 7 days.
Kameshwar ji ne objection kiya "bataidari ka mamla hai, napi ka kya kaam" - overruled.
ND 22.07.2026 for report.
""")
u("backlog/2026-08/IMG-20260826-WA0004.jpg", "handwritten_note_photo", K, "2026-08-26", ["C02"], ["C02-H06"], """
26.08.2026 बुधवार
सब जज-3 - जगदीश यादव स्वत्व वाद 264/2024
अमीन कमिश्नर (रामबृक्ष बाबू) का प्रतिवेदन दाखिल हुआ। प्रतिवादी की झोपड़ी प्लॉट 845 के 9 डिसमिल पर।
प्रतिवादी के वकील आपत्ति देंगे।
अगली तिथि 30.09.2026
""")
u("backlog/2026-09/20260930_163340.jpg", "handwritten_note_photo", L, "2026-09-30", ["C02"], ["C02-H07"], """
30.9.26  SJ-III - Jagdish T.S.
Kameshwar ji ka objection to commissioner report file (says napi bina notice ke hua - galat, notice diya tha).
PW1 Jagdish chief on affidavit; cross shuru. Bataidari pe bola: "Sukhdeo ka baap hamar harwaha tha, bataidar nahi".
Cross adhura.
ND 2.12.26
""")
u("backlog/2026-12/jagdish PW2 2.12.txt", "typed_note_txt", L, "2026-12-02", ["C02"], ["C02-H08"], """
2.12.26  SJ-III - T.S. 264/2024 Jagdish v. Sukhdeo Manjhi
PW1 Jagdish ka cross khatam. Admitted: lagan rasid 2019 se online kat raha hai; pehle ka rasid ghar me dimak kha gaya.
PW2 Ram Lakhan Yadav (bagal ka khet) examined - bola Sukhdeo 2018 tak Jagdish ka majdoor tha, batai nahi.
Cross me maan liya ki jhopdi 2017 se hai.
ND 20.01.2027 - PW3 karmchari.
""")
u("backlog/2026-12/correction jagdish ND.txt", "typed_note_txt", L, "2026-12-03", ["C02"], [], """
3/12 - CORRECTION
Jagdish title suit (T.S. 264/24): kal ke note me ND 20.01.2027 likh diye - galat, wo Ravi 498A wala date hai.
Sahi agli tithi 13.01.2027 (budh), PW3 halka karmchari ke liye. Ramashish ji peshkar se confirm kiye.
""")

# ---------------- C03 Sunaina mutation appeal (DCLR Sadar)
u("backlog/2026-04/IMG_20260416_154402.jpg", "handwritten_note_photo", L, "2026-04-16", ["C03"], ["C03-H03"], """
16/4/26  DCLR Sadar
Sunaina dakhil-kharij appeal 47/25-26 - Bhola Singh ka jawab (Dilip Sinha) - kehta hai 2022 me ekrarnama hua tha
usse, isliye aapatti. CO Belaganj ka record aa gaya.
DCLR sahab ne poocha jamabandi register-II me kya entry hai - karmchari report: seller Ram Pravesh Singh ke naam
jamabandi no. 412 chalu.
ND 21.5.26
""")
u("backlog/2026-07/Sunaina DCLR args 02.07.docx", "typed_note_docx", L, "2026-07-02", ["C03"], ["C03-H05"], """
02.07.2026 - DCLR Sadar, Gaya - Mutation Appeal 47/2025-26 Sunaina Devi v. Bhola Singh
Argued: registered kewala no. 3318 dt 12.03.2024; seller's jamabandi 412 chalu; unregistered ekrarnama se koi hak
nahi banta; dakhil-kharij title nahi deta (fiscal entry); CO title vivad decide nahi kar sakte.
Dilip Sinha: title suit? - poocha to bole abhi tak koi suit file nahi kiya Bhola Singh ne.
DCLR sahab: order 23.07.2026 ko.
""")
u("backlog/2026-07/Mutation Appeal 47 order 23.07.2026.pdf", "certified_order_sheet_scan", "DCLR, Sadar, Gaya", "2026-07-27", ["C03"], ["C03-H06"], """
न्यायालय भूमि सुधार उप समाहर्ता, सदर, गया
दाखिल-खारिज अपील वाद सं. 47/2025-26
सुनैना देवी ... अपीलार्थी    बनाम    भोला सिंह एवं अन्य ... उत्तरवादी
23.07.2026
उभय पक्ष की बहस दिनांक 02.07.2026 को सुनी गई थी। अपीलार्थी ने निबंधित केवाला सं. 3318 दिनांक 12.03.2024 से भूमि
क्रय की है तथा विक्रेता के नाम जमाबंदी सं. 412 कायम है। उत्तरवादी का अनिबंधित इकरारनामा कोई स्वत्व प्रदान नहीं करता
एवं उत्तरवादी ने कोई स्वत्व वाद दायर नहीं किया है। दाखिल-खारिज स्वत्व का निर्धारण नहीं है।
अतः अपील स्वीकृत की जाती है। अंचल अधिकारी, बेलागंज का आदेश दिनांक 28.11.2025 निरस्त किया जाता है तथा उन्हें
निदेश दिया जाता है कि 30 दिनों के अंदर अपीलार्थी के नाम दाखिल-खारिज करें।
                                                        ह०/- भूमि सुधार उप समाहर्ता, सदर, गया
""")

# ---------------- C04 Maa Tara cheque case (JM-7)
u("backlog/2026-03/Complaint Case 1876-2025 order 23.03.2026.pdf", "certified_order_sheet_scan", "Civil Court, Gaya (Criminal)", "2026-03-25", ["C04"], ["C04-H03"], """
IN THE COURT OF SRI MANOJ KUMAR TIWARY, JUDICIAL MAGISTRATE 1ST CLASS, GAYA
ORDER SHEET
Complaint Case No. 1876 of 2025     Maa Tara Enterprises  Vs.  Pintu Kumar Singh
23.03.2026
Complainant present through Sri Sanjay Kumar Gupta with Ld. Advocate. Accused present on bail with Sri Rakesh
Ranjan, Advocate. The substance of accusation under Section 138 of the N.I. Act was explained to the accused under
Section 274 BNSS. He pleaded not guilty and claimed to be tried. He states that the cheque was given in 2024 as
a security for goods and not for any existing debt.
Put up for complainant's evidence on 27.04.2026.
                                                   sd/- J.M. 1st Class, Gaya
""")
u("backlog/2026-07/maa tara CW1 cross 6.7.txt", "typed_note_txt", L, "2026-07-06", ["C04"], ["C04-H05"], """
6.7.26  JM-7 Tiwary ji - C.C. 1876/25 Maa Tara v. Pintu
CW1 Sanjay Gupta ka cross by Rakesh Ranjan. Suggestion: cheque 2024 me security ke taur pe diya, blank tha - denied.
Gupta ji bole bahi-khata (ledger) me 30.04.2025 ko baki Rs. 2,40,000 hai; ledger Ext. 4.
Ab CW2 - bank wala (SBI Gaya Town) ko summon.
ND 10.8.26
""")
u("backlog/2026-12/Pintu 351 statement 07.12.2026.docx", "typed_note_docx", L, "2026-12-07", ["C04"], ["C04-H09"], """
07.12.2026 (Mon) - Complaint Case 1876/2025 - Maa Tara Enterprises v. Pintu Kumar Singh - JM-7
Aaj finally Pintu haazir. Statement u/s 351 BNSS (313 wala) record hua. Bola cheque security tha, paisa chuka diya
tha cash me - koi rasid nahi.
Rakesh Ranjan ne bola defence evidence denge - DW1 khud Pintu aur ek mistri.
Tiwary ji: "next date DE nahi hua to closed, teen baar hazri petition ho chuka".
ND 06.01.2027 - DE.
""")

# ---------------- C05 Ravi 498A trial (ACJM-II)
u("backlog/2026-01/IMG_20260128_141120.jpg", "handwritten_note_photo", L, "2026-01-28", ["C05"], ["C05-H01"], """
28/1/26  ACJM-II
G.R. 2214/25 (Mahila thana 88/25) - Ravi Ranjan
Discharge petition file kiye - shadi ke 2 saal baad FIR, general allegations, koi injury report nahi.
APP Nand Kishore ji ne reply ke liye bola. Madam ne charge pe sunwai agli date.
Ravi aur uske papa Umesh ji aaye the. HC me quash bhi file ho gaya hai (parents + Anjali ke liye).
ND 11.3.26
""")
u("backlog/2026-03/GR 2214-25 charge order 11.03.2026.pdf", "certified_order_sheet_scan", "Civil Court, Gaya (Criminal)", "2026-03-13", ["C05"], ["C05-H02"], """
न्यायालय : अपर मुख्य न्यायिक दंडाधिकारी-द्वितीय, गया
आदेश फलक
जी.आर. सं. 2214/2025 (महिला थाना कांड सं. 88/2025)    राज्य बनाम रवि रंजन कुमार
11.03.2026
पुकार हुई। अभियुक्त रवि रंजन कुमार सशरीर उपस्थित। अभियोजन की ओर से सहायक अभियोजन पदाधिकारी उपस्थित।
अभियुक्त की ओर से दायर उन्मोचन (discharge) आवेदन पर सुनवाई की गई। केस डायरी एवं सूचिका के बयान से प्रथम दृष्टया
भा.द.वि. की धारा 498(ए) एवं दहेज प्रतिषेध अधिनियम की धारा 4 का मामला बनता है। उन्मोचन आवेदन अस्वीकृत।
अभियुक्त को आरोप पढ़कर सुनाया एवं समझाया गया, अभियुक्त ने आरोप अस्वीकार किया एवं विचारण की माँग की।
अभियोजन साक्ष्य हेतु अगली तिथि 22.04.2026। गवाहों को सम्मन निर्गत करें।
                                              ह०/- अपर मुख्य न्यायिक दंडाधिकारी-द्वितीय, गया
""")
u("backlog/2026-05/Ravi 498A PW1 27 may.docx", "typed_note_docx", L, "2026-05-27", ["C05"], ["C05-H04"], """
27.05.2026 - G.R. 2214/2025 State v. Ravi Ranjan Kumar - ACJM-II
PW1 Priti Kumari (informant) ka examination-in-chief hua - dahej me 2 lakh nakad aur Apache motorcycle ki maang,
02.02.2024 ko ghar se nikaal diya.
Hamne cross ke liye time maanga - FIR aur 161 wala bayan ka certified copy abhi nahi mila. Madam ne diya,
bole next date pe cross zaroor.
ND 15.07.2026.
""")
u("backlog/2026-07/Priti PW1 cross 15.7.txt", "typed_note_txt", L, "2026-07-15", ["C05"], ["C05-H05"], """
15.7.26  ACJM-II - Ravi 498A
PW1 Priti ka cross, 1.5 ghanta.
Admitted: 02.02.2024 ko apne papa ke saath khud gayi thi, koi maar-peet ka doctor ka parcha nahi hai.
Admitted: shadi me Apache ka koi baat likhit me nahi. FIR 14.03.2025 ko - 13 mahina baad - kaaran: "samjhauta ka
koshish chal raha tha".
Admitted Anjali (nanad) 2019 se sasural Aurangabad me rehti hai.
ND 19.8.26 - PW2.
""")
u("backlog/2026-08/IMG_20260819_160517.jpg", "handwritten_note_photo", L, "2026-08-19", ["C05"], ["C05-H06"], """
19.8.26  ACJM-II
Ravi - PW2 Nagendra Prasad (Priti ke papa) examined + cross.
Bola 2 lakh ka maang Ravi ke papa ne phone pe kiya tha - kaun si date, yaad nahi. Cross me maana koi recording nahi.
I.O. ko agli date ke liye summon.
ND 23.9.26
""")
u("backlog/2026-09/IMG-20260923-WA0019.jpg", "handwritten_note_photo", K, "2026-09-23", ["C04", "C05"], ["C04-H07", "C05-H07"], """
तारीख बही - सप्ताह 14.09.2026 से 23.09.2026
14.09.2026 सोमवार - जे.एम.-7 - माँ तारा इंटरप्राइजेज बनाम पिंटू कुमार सिंह (परिवाद 1876/2025)
   बैंक के गवाह (CW2) स्टेट बैंक गया टाउन के अधिकारी श्री अमरेन्द्र कुमार की गवाही हुई। परिवादी साक्ष्य बंद।
   अगली तिथि 12.10.2026 (अभियुक्त बयान)
23.09.2026 बुधवार - ए.सी.जे.एम.-2 - राज्य बनाम रवि रंजन (जी.आर. 2214/2025)
   कोई गवाह नहीं आया। आई.ओ. एस.आई. रेखा कुमारी के विरुद्ध जमानतीय वारंट।
   अगली तिथि 09.12.2026
- रामाशीष
""")
u("backlog/2026-12/ravi 9 dec.txt", "typed_note_txt", L, "2026-12-09", ["C05"], ["C05-H08"], """
9.12.26  ACJM-II - G.R. 2214/25 Ravi
I.O. SI Rekha Kumari fir absent - warrant ka tameela report nahi. Madam naraz - I.O. ko show cause, SP Gaya ke
through.
APP bole I.O. ka transfer Jehanabad ho gaya hai.
Ravi ko bola har date pe haazir rahna, madam hazri petition pasand nahi kartin.
ND 20.01.2027 - I.O.
""")

# ---------------- C06 in-laws quash (Patna HC, Prasad J)
u("backlog/2026-02/cr misc 19.2.txt", "typed_note_txt", L, "2026-02-19", ["C06"], ["C06-H01"], """
19.02.2026 (Thu) Patna HC - Ct 21 - Prasad J
Cr. Misc. 31245/2026 Umesh Prasad & ors v. State - quash of cognizance dt 18.08.2025 (G.R. 2214/25) for parents +
Anjali.
Admission pe sunwai - notice to O.P. No. 2 (Priti). Till next date no coercive step against petitioners.
Judge ne poocha: "the sister-in-law was living where?" - bola Aurangabad, married 2019.
ND 09.04.2026. Umesh ji ko phone kar diye.
""")
u("backlog/2026-04/IMG_5521.HEIC", "handwritten_note_photo", L, "2026-04-09", ["C06"], ["C06-H02"], """
9/4/26  Patna - Ct 21
Cr. Misc. 31245/26 (Umesh ji) - APP Shahid Akhtar: case diary abhi nahi aaya Mahila thana se, time maanga.
Interim continue. ND 14.5.26 (vacation se pehle).
""")
u("backlog/2026-05/Document (3).docx", "typed_note_docx", L, "2026-05-14", ["C06"], ["C06-H03"], """
14 May 2026 - Patna High Court, Court 21 - Cr. Misc. No. 31245 of 2026
O.P. No. 2 (Priti) ki taraf se Reena Kumari appear hui, counter affidavit ke liye time. Case diary APP ne aaj de
diya.
Prasad J: interim order (no coercive step) extended till next date.
ND 06.08.2026 (after vacation).
""")
u("backlog/2026-08/Cr Misc 31245 order 06.08.2026.pdf", "certified_order_sheet_scan", "Patna High Court", "2026-08-10", ["C06"], ["C06-H04"], """
IN THE HIGH COURT OF JUDICATURE AT PATNA
CRIMINAL MISCELLANEOUS No.31245 of 2026
Arising Out of PS. Case No.-88 Year-2025 Thana- MAHILA P.S. District- Gaya
======================================================
1. Umesh Prasad  2. Sheela Devi  3. Anjali Kumari                      ... ... Petitioner/s
Versus
1. The State of Bihar  2. Priti Kumari                                  ... ... Opposite Party/s
======================================================
Appearance :
For the Petitioner/s  : Mr. Rajeev Ranjan Sharma, Advocate
For the State         : Md. Shahid Akhtar, APP
For the O.P. No. 2    : Mrs. Reena Kumari, Advocate
======================================================
CORAM: HONOURABLE MR. JUSTICE SANJEEV KUMAR PRASAD
ORAL ORDER
4   06-08-2026   Counter affidavit on behalf of O.P. No. 2 has been filed. The dispute is matrimonial. Learned
counsel for both sides agree that an attempt at settlement be made. The matter is referred to the Patna High Court
Mediation Centre; the parties shall appear before it on 29.08.2026. Interim order to continue.
List on 08.10.2026.
                                                        (Sanjeev Kumar Prasad, J)
""")
u("backlog/2026-10/patna 8 oct.txt", "typed_note_txt", L, "2026-10-08", ["C06"], ["C06-H05"], """
8.10.26 Patna Ct 21 - Umesh ji ka quash
Mediation report - NOT SETTLED (Priti ki maang alag makan Gaya me + 5 lakh FD).
Argued for Anjali: married 2019, Aurangabad me sasural, FIR me sirf naam, koi specific role nahi. Parents ke liye:
omnibus allegations.
Reena Kumari: saas-sasur ne hi maang kiya. Prasad J ne phir poocha Anjali kahan rehti thi - marriage card dikhaya.
Part heard. ND 10.12.2026.
""")
u("backlog/2026-12/Cr Misc 31245 order 10.12.2026.pdf", "certified_order_sheet_scan", "Patna High Court", "2026-12-14", ["C06"], ["C06-H06"], """
IN THE HIGH COURT OF JUDICATURE AT PATNA
CRIMINAL MISCELLANEOUS No.31245 of 2026
Arising Out of PS. Case No.-88 Year-2025 Thana- MAHILA P.S. District- Gaya
======================================================
Umesh Prasad & Ors.  Versus  The State of Bihar & Anr.
======================================================
CORAM: HONOURABLE MR. JUSTICE SANJEEV KUMAR PRASAD
ORAL ORDER
6   10-12-2026   Heard learned counsel for the parties. The petitioner no. 3 Anjali Kumari is the married sister of
the husband and has been living at her matrimonial home at Aurangabad since 2019; the allegations against her are
general and omnibus. The order taking cognizance dated 18.08.2025 in G.R. No. 2214 of 2025, so far as it relates
to petitioner no. 3, is quashed. As regards petitioners no. 1 and 2, the parents-in-law with whom the informant
lived, specific allegations of demand are made; no case for interference is made out, and the petition is
dismissed as against them. They may raise all their pleas at the trial.
The petition stands allowed in part.
                                                        (Sanjeev Kumar Prasad, J)
""")

# ---------------- C07 Suresh PDS writ (Patna HC, Jha J)
u("backlog/2026-01/CWJC 9914 16.01.docx", "typed_note_docx", L, "2026-01-16", ["C07"], ["C07-H01"], """
16.01.2026 - CWJC No. 9914 of 2025 - Suresh Paswan v. State of Bihar - Patna HC, Ct 9, Jha J
Admission. Argued: licence 17/2011 cancelled 14.07.2025 by SDO Tekari bina show cause serve kiye; Collector ne
appeal 03.10.2025 ko bina sunwai reject kiya.
Vinay Kishore SC-11: instructions lene ke liye time. Jha J: "get instructions, else the SDO's order will be
examined on the record as it stands".
ND 06.03.2026.
""")
u("backlog/2026-04/CWJC 9914-2025 order 17.04.2026.pdf", "certified_order_sheet_scan", "Patna High Court", "2026-04-20", ["C07"], ["C07-H03"], """
IN THE HIGH COURT OF JUDICATURE AT PATNA
Civil Writ Jurisdiction Case No.9914 of 2025
======================================================
Suresh Paswan                                               ... ... Petitioner/s
Versus
The State of Bihar through the Principal Secretary, Food and Consumer Protection Department & Ors. ... Respondent/s
======================================================
Appearance :
For the Petitioner/s  : Mr. Rajeev Ranjan Sharma, Advocate
For the State         : Mr. Vinay Kishore, SC-11
======================================================
CORAM: HONOURABLE MR. JUSTICE ARVIND KUMAR JHA
ORAL ORDER
3   17-04-2026   On 06.03.2026 four weeks' time was granted to the State to file counter affidavit. No counter
affidavit has been filed and learned SC-11 again prays for time. As a last chance, four weeks' time is granted
subject to payment of cost of Rs. 5,000/- to the petitioner. List after the summer vacation on 10.07.2026.
                                                        (Arvind Kumar Jha, J)
""")
u("backlog/2026-07/IMG_20260710_133852.jpg", "handwritten_note_photo", L, "2026-07-10", ["C07"], ["C07-H04"], """
10.7.26  Patna Ct 9 Jha J
Suresh PDS writ - State ka counter finally file (cost 5000 bhi de diye - Suresh ko DD diye). Counter me bola
show cause 20.06.25 ko chipkaya gaya tha dukan pe. Reply to counter 4 hafta me.
ND 4.9.26
""")
u("backlog/2026-09/suresh writ 4 sept.txt", "typed_note_txt", L, "2026-09-04", ["C07"], ["C07-H05"], """
4.9.26 Patna - CWJC 9914/25 Suresh Paswan
Reply to counter file kiye - Suresh 19.06.25 se 25.06.25 tak PMCH me bhartee tha (beti ka operation), discharge
slip annex.
Jha J: SDO Tekari personally affidavit de ki show cause kaise serve hua, koi gawah tha ki nahi.
ND 20.11.2026.
""")
u("backlog/2026-11/Suresh args 20.11.docx", "typed_note_docx", L, "2026-11-20", ["C07"], ["C07-H06"], """
20.11.2026 - CWJC 9914/2025 - Suresh Paswan v. State - Jha J, Ct 9
SDO Tekari ka personal affidavit file: maana ki show cause dukan ke darwaze pe chipkaya gaya, koi gawah ka sign nahi,
registered post se nahi bheja.
Argued 20 min - natural justice, no personal service, appellate order without hearing.
Vinay Kishore ne rejoinder ke liye time liya. Part heard.
ND 08.01.2027 for arguments.
""")

# ---------------- the junior's chats (Gaya verandah, DCLR, Patna mentions)
u("backlog/2026-05/WhatsApp Chat with Tabrez Jr.txt", "whatsapp_export", J, "2026-05-21", ["C04", "C03", "C07", "C05"],
  ["C04-H01", "C04-H02", "C03-H01", "C07-H02", "C03-H02", "C05-H03", "C04-H04", "C03-H04"], """
12/01/26, 13:02 - Tabrez Jr: Sir Maa Tara wala 138 me accused nahi aaya, Tiwary sir ne W/A (bailable) kar diye. ND 16/2
12/01/26, 13:05 - Rajeev Sharma Adv: ok. Gupta ji ko bata dena
05/02/26, 14:20 - Tabrez Jr: Sir DCLR me Sunaina wala appeal admit ho gaya, notice issue. CO Belaganj se record mangaya. ND 12.3
16/02/26, 12:48 - Tabrez Jr: Sir Pintu aaj aaya, 10000 ka bail bond, copy de diya. Rakesh Ranjan ji uske vakil. ND 23/3
06/03/26, 15:30 - Tabrez Jr: Sir Patna se - Suresh ka CWJC, SC-11 ne counter ke liye 4 week maanga, mil gaya. ND 17 April
12/03/26, 13:10 - Tabrez Jr: Sir DCLR - Bhola Singh ki taraf se Dilip Sinha ji aaye, jawab ke liye time. CO ka record ab tak nai aaya. ND 16.4
22/04/26, 12:35 - Tabrez Jr: Sir Ravi wala 498A me koi gawah nai aaya, summons fir se. ND 27 may
27/04/26, 12:58 - Tabrez Jr: Sir Pintu absent, Rakesh Ranjan ji hazri petition diye, allow ho gaya. CW1 Gupta ji ka affidavit file kar diye. ND 6/7
27/04/26, 13:00 - Rajeev Sharma Adv: theek. Gupta ji ko bolna July me cross hoga, bahi-khata leke aayen
21/05/26, 16:45 - Tabrez Jr: Sir DCLR sahab aaj nai baithe, election training me gaye. Peshkar ne date diya 2.7.26
21/05/26, 16:47 - Rajeev Sharma Adv: hau, Sunaina ji ko bata do
""")
u("backlog/2026-10/WhatsApp Chat with Tabrez Jr (2).txt", "whatsapp_export", J, "2026-10-12", ["C02", "C04"], ["C02-H05", "C04-H06", "C04-H08"], """
22/07/26, 12:20 - Tabrez Jr: Sir Jagdish wala title suit me commissioner ka report nai aaya. Rambriksh babu bole barsaat me napi nai hua. ND 26.8
22/07/26, 12:22 - Rajeev Sharma Adv: unko bolo 15 Aug se pehle napi kar len
10/08/26, 13:15 - Tabrez Jr: Sir Maa Tara case - Pintu fir absent, hazri petition. Tiwary sir ne 200 cost lagake allow kiye. CW2 bank wala bhi nai aaya. ND 14.9
10/08/26, 13:16 - Rajeev Sharma Adv: ye doosra hazri hai. SBI ko summon fir se bhejwao
12/10/26, 12:50 - Tabrez Jr: Sir Pintu teesri baar absent - hazri petition (bimar, parcha lagaya). Allow ho gaya. Bayan (313) nai hua. ND 7/12
12/10/26, 12:52 - Rajeev Sharma Adv: Teesra hazri. Agli date pe warrant ka prayer karenge
""")
u("backlog/2026-02/WhatsApp Chat with Umesh ji Delha.txt", "whatsapp_export", "Umesh Prasad", "2026-12-10", ["C06", "C05"], [], """
19/02/26, 17:40 - Rajeev Sharma Adv: Umesh ji, Patna me aaj notice ho gaya. Agli date tak koi giraftari nai hogi aapki, Sheela ji aur Anjali ki.
19/02/26, 17:55 - Umesh ji Delha: Pranam vakil sahab. Bahut rahat mila
06/08/26, 16:10 - Rajeev Sharma Adv: Judge sahab mediation me bhej diye. 29 August ko Patna mediation centre jaana hai, sab log.
06/08/26, 16:30 - Umesh ji Delha: Ham log jayenge. Priti ke papa bhi aayenge ki?
06/08/26, 16:31 - Rajeev Sharma Adv: Haan, unko bhi notice hai
10/12/26, 15:05 - Rajeev Sharma Adv: Umesh ji, Anjali ka case quash ho gaya. Aapke aur Sheela ji ke liye petition reject - trial me hi bahas hoga. Gaya wala case me haazir rahna hai ab.
10/12/26, 15:20 - Umesh ji Delha: Chaliye beti to bach gayi. Ravi ka date kab hai?
10/12/26, 15:22 - Rajeev Sharma Adv: 20 January.
""")

# ---------------- plan and cause list
u("backlog/2027-01/plan 4-9 jan.docx", "typed_note_docx", L, "2027-01-03", ["C01", "C04", "C07", "C02", "C05"], [], """
PLAN - 4 Jan to 9 Jan 2027 (chhutti ke baad)
Budh 6/1  SJ-I - Kamla bantwara - DW2 Bhagwat Mahto ka cross. 1978 wala point + Gaya makan ka kewala (1992) saath rakhna.
Budh 6/1  JM-7 - Maa Tara v. Pintu - DE. DE nahi hua to closing ka petition; Gupta ji ko bula lena.
Shukr 8/1 Patna Ct 9 - Suresh PDS writ - args. SDO affidavit ka para 4 flag karna; Tabrez ko Patna bhejna ek din pehle.
Pending:
- Jagdish T.S. - 13/1 PW3 karmchari ka summons nikla ki nahi - Ramashish ji dekhen.
- Ravi 498A - 20/1; Anjali ka quash order ka certified copy ACJM-II me file karna hai.
- Sunaina - CO Belaganj ne ab tak dakhil-kharij nahi kiya (30 din kab ke khatam) - contempt nahi, DCLR ko reminder petition.
""")
u("backlog/2027-01/Gaya civil court cause list 06.01.2027 SJ-I.pdf", "cause_list_pdf", "Civil Court, Gaya", "2027-01-05", ["C01"], [], """
CIVIL COURT, GAYA - DAILY CAUSE LIST FOR 06.01.2027 (WEDNESDAY)
COURT OF SRI ANIL KUMAR PANDEY, CIVIL JUDGE (SENIOR DIVISION)-I, GAYA
Sl.  Case No.               Parties                                         Stage
1    T.S. 412/2011          Ramswaroop Singh vs Bhagirath Singh             Argument
2    P.S. 118/2023          Kamla Devi vs Ramdeo Mahto & Ors.               D.E. (DW2)
3    T.S. 77/2019           Shanti Devi vs State of Bihar                   Evidence
4    Eviction 9/2022        Md. Islam vs Brij Mohan Agrawal                 Hearing
5    Misc. Case 31/2025     Lalmuni Devi vs Ganesh Yadav                    Order
""")
