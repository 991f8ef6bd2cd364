"""The uploads of the Ratlam practice: what Adv. Vyas, the junior Sachin and the munshi Kanhaiyalal actually kept."""

L, J, K = "Ashok Kumar Vyas", "Sachin Dhakad", "Kanhaiyalal Parmar (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2029-07/CamScanner 07-30-2029 11.02.pdf", "document_scan", "Tehsildar, Sailana", "2029-07-30", ["C01"], [], """
न्यायालय तहसीलदार, तहसील सैलाना, जिला रतलाम (म.प्र.)
प्र.क्र. 0311/अ-6/2028-29        ग्राम शिवगढ़
आवेदक: धन्ना पिता रूपा डामोर         विरुद्ध: नानूराम पिता स्व. थावरा डामोर व अन्य
आदेश (धारा 110 म.प्र. भू-राजस्व संहिता 1959)
आवेदक ने स्व. थावरा डामोर के भूमि सर्वे नं. 212 रकबा 1.250 हे. एवं 214 रकबा 0.840 हे. पर वसीयतनामा दिनांक
14.02.2027 के आधार पर नामांतरण चाहा है। इश्तहार जारी किया गया, आपत्ति प्राप्त नहीं हुई। पटवारी प्रतिवेदन अनुसार
वसीयत के आधार पर नामांतरण स्वीकार किया जाता है। राजस्व अभिलेख में आवेदक धन्ना का नाम दर्ज हो।
दिनांक 30.07.2029                                  तहसीलदार, सैलाना
""")
u("backlog/2029-08/IMG-20290812-WA0004.jpg", "document_photo", "Patwari halka 17, Shivgarh", "2029-08-12", ["C01"], [], """
खसरा पंचसाला / बी-1 की नकल   ग्राम शिवगढ़  प.ह.नं. 17  तहसील सैलाना
सर्वे नं. 212  रकबा 1.250 हे.  असिंचित   भूमिस्वामी: थावरा पिता नाथू डामोर (भील - अनुसूचित जनजाति)
सर्वे नं. 214  रकबा 0.840 हे.  सिंचित (कुआँ)
टीप: वर्ष 2029-30 में नामांतरण पंजी क्र. 88 से धन्ना पिता रूपा का नाम दर्ज।
नकल दी गई 12.08.2029      ह./- पटवारी
""")
u("backlog/2029-04/notice Anwar Hussain kirayedar.docx", "typed_note_docx", L, "2029-04-10", ["C02"], [], """
ASHOK KUMAR VYAS, Advocate, Chamber 41, Jila Nyayalaya, Ratlam
Regd. AD                                                  Dated: 10.04.2029
To, Shri Anwar Hussain Mansuri s/o Yusuf Mansuri, House No. 27, Railway Colony Road, Ratlam
Sub: Notice of demand of arrears of rent and to vacate (s. 12(1)(a), 12(1)(f) MP Accommodation Control Act, 1961)
On behalf of my client Shri Ramesh Chandra Joshi: you are a tenant at Rs. 2,800 per month. You have not paid rent
since October 2027, i.e. 18 months, Rs. 50,400. You are asked to pay the arrears within two months of this notice.
Further my client bona fide needs the house for his son Dr. Vivek Joshi (BDS) to open his dental clinic.
                                                           Advocate
""")
u("backlog/2029-05/IMG_20290503_102244.jpg", "document_photo", "Ramesh Chandra Joshi", "2029-05-03", ["C02"], [], """
किराया रसीद बुक  - मकान नं. 27, रेलवे कॉलोनी रोड
रसीद नं. 41  दिनांक 05.10.2027  प्राप्त किया श्री अनवर हुसैन से माह सितम्बर 2027 का किराया रु. 2800/-
ह. रमेशचन्द्र जोशी
(इसके बाद की रसीदें खाली - किराया नहीं आया)
""")
u("backlog/2029-04/cheque return memo Talreja.pdf", "document_scan", "Malwa Nagrik Sahakari Bank, Chandni Chowk branch", "2029-04-18", ["C03"], [], """
MALWA NAGRIK SAHAKARI BANK MYDT.  Branch: Chandni Chowk, Ratlam
CHEQUE RETURN MEMO                                    Date: 18.04.2029
Cheque No. 702915 dated 15.04.2029 for Rs. 4,85,000/- drawn by Sanjay Talreja, prop. Neelkanth Saree Centre, Jaora,
on Jaora Urban Co-op. Bank A/c 1140xxxx, presented by Shree Ambika Saree Bhandar.
Reason: FUNDS INSUFFICIENT
                                                     Branch Manager
""")
u("backlog/2029-04/Doc1.docx", "typed_note_docx", L, "2029-04-26", ["C03"], [], """
Legal notice u/s 138(b) NI Act - dt. 26.04.2029 - Regd AD + Speed post
To: Sanjay Talreja, Neelkanth Saree Centre, Nawab market, Jaora
Client Shree Ambika Saree Bhandar (Rajendra Kumar Mehta), Chandni Chowk, Ratlam - supplied Banarasi and Kota
doria saree consignments on credit; against the bahi khata balance you gave cheque no. 702915 dt 15.04.2029 for
Rs. 4,85,000 which was returned 'funds insufficient' on 18.04.2029. Pay within 15 days of receipt.
""")
u("backlog/2029-07/vaad patra Mahalaxmi Jewellers.pdf", "document_scan", L, "2029-07-22", ["C04"], [], """
न्यायालय श्रीमान व्यवहार न्यायाधीश कनिष्ठ खंड, जावरा, जिला रतलाम
वादी: महालक्ष्मी ज्वेलर्स, सराफा बाजार, जावरा द्वारा प्रोपराइटर जितेन्द्र सोनी
विरुद्ध प्रतिवादी: दिलीप पिता नारायण पवार, निवासी ईदगाह रोड, जावरा
वाद राशि वसूली हेतु - रु. 5,70,000/- मय ब्याज 12% वार्षिक
1. प्रतिवादी ने दिनांक 18.02.2028 को अपनी पुत्री के विवाह हेतु सोने के आभूषण (रानी हार, चूड़ियाँ, 22 कैरेट, 96.400
   ग्राम) कुल रु. 7,20,000/- के उधार क्रय किए, जो वादी की खाता बही (चोपड़ा) पृष्ठ 114 पर दर्ज है।
2. प्रतिवादी ने रु. 1,50,000/- दिनांक 30.06.2028 को अदा किए। शेष रु. 5,70,000/- बकाया है।
3. बार-बार उगाही करने पर भी प्रतिवादी ने राशि नहीं दी।
अतः वाद स्वीकार कर रु. 5,70,000/- मय ब्याज की डिक्री पारित की जावे।          वादी द्वारा अभिभाषक अशोक कुमार व्यास
""")
u("backlog/2029-10/jawab dava Dilip Pawar.pdf", "document_scan", "Deepak Bhandari, Adv. (for the defendant)", "2029-10-30", ["C04"], [], """
न्यायालय व्यवहार न्यायाधीश कनिष्ठ खंड, जावरा    आर.सी.एस.ए. 63/2029
जवाबदावा की ओर से प्रतिवादी दिलीप पवार
1. यह अस्वीकार है कि प्रतिवादी ने आभूषण उधार क्रय किए। प्रतिवादी ने अपनी पत्नी के पुराने आभूषण वादी के यहाँ गिरवी
   रखे थे तथा विवाह हेतु नए आभूषण बदले में लिए।
2. प्रतिवादी ने वादी को रु. 3,00,000/- नगद दिए जिसकी रसीद वादी ने नहीं दी। वादी की खाता बही मनगढ़ंत है।
3. वाद अवधि बाह्य एवं निरस्त योग्य है।                            प्रतिवादी द्वारा अभिभाषक दीपक भंडारी
""")
u("backlog/2029-11/Scan_20291126_1512.pdf", "document_scan", "Office of the DRM, Western Railway, Ratlam", "2029-11-26", ["C05"], [], """
WESTERN RAILWAY - OFFICE OF THE DIVISIONAL RAILWAY MANAGER, RATLAM
PAY SLIP for October 2029       Name: AMIT TRIVEDI     Designation: Office Superintendent (Commercial)
Gross: 71,860   Deductions: NPS 6,420; Income tax 4,300; GIS 60; Society loan 2,440
Net pay: 58,640
""")
u("backlog/2029-11/FIR 214 Kalukheda.pdf", "document_scan", "Police Station Kalukheda", "2029-10-02", ["C06"], [], """
प्रथम सूचना रिपोर्ट (धारा 173 BNSS)   जिला: रतलाम   थाना: कालूखेड़ा   अपराध क्र. 214/2029   दिनांक 02.10.2029
अधिनियम एवं धारा: स्वापक औषधि एवं मनःप्रभावी पदार्थ अधिनियम 1985 - धारा 8/15(बी)
विवरण: मुखबिर सूचना पर ग्राम बरडिया फंटे पर मोटरसायकल MP-43-xx-xxxx को रोका, चालक ने अपना नाम किशन सिंह पिता
भंवर सिंह सोंधिया बताया। प्लास्टिक कट्टे में 18 किलो डोडा चूरा (पोस्त भूसा) बरामद। आरोपी गिरफ्तार।
                                                       उनि. महेश यादव, थाना कालूखेड़ा
""")
u("backlog/2029-07/disability certificate Gopal.pdf", "document_scan", "District Medical Board, Ratlam", "2029-07-19", ["C07"], [], """
OFFICE OF THE CHIEF MEDICAL & HEALTH OFFICER, RATLAM - DISTRICT MEDICAL BOARD
DISABILITY CERTIFICATE No. DMB/RTM/2029/1187        Date: 19.07.2029
Shri Gopal Patidar s/o Mangilal, age 34, r/o Namli. Injury: compound fracture of left tibia and fibula (road
accident 03.05.2029), implant in situ, shortening 1.5 cm.
Permanent disability: 35% (thirty five per cent) of the left lower limb.
""")
u("backlog/2029-07/IMG_20290718_134010.jpg", "document_photo", "Jeevan Jyoti Hospital, Ratlam", "2029-07-18", ["C07"], [], """
JEEVAN JYOTI ORTHO & TRAUMA HOSPITAL, Do Batti, Ratlam
FINAL BILL  IPD No. 2029/0561   Patient: Gopal Patidar  DOA 03.05.2029  DOD 16.05.2029
Surgery (ORIF tibia), implant, OT, ward 13 days, medicines
TOTAL Rs. 1,84,600/-    Received with thanks.
""")

# ---------------- C01 Nanuram namantaran appeal (SDM Sailana)
u("backlog/2029-09/IMG_20290911_173512.jpg", "handwritten_note_photo", L, "2029-09-11", ["C01"], ["C01-H01"], """
11/9/29  SDM Sailana - Tiwari sahab
Nanuram Damor appeal (namantaran on wasiyat) - admit. Notice to Dhanna & 3 others.
Tehsildar ka record (0311/अ-6/2028-29) talab. Sahab ne pehle B-1 dekhi - bola "zameen adivasi ki hai?" - haan, Bhil.
Nanuram bola "mhara baa ne koi wasiyat nee likhi, angutha bhi nee lagaya" - baa anpadh tha.
Agli peshi 9.10.29
""")
u("backlog/2029-10/IMG-20291010-WA0011.jpg", "handwritten_note_photo", K, "2029-10-10", ["C01", "C07"], ["C01-H02", "C07-H01"], """
पेशी रजिस्टर - अक्टूबर 2029
09.10.29 मंगल - एस.डी.एम. सैलाना - नानूराम डामोर वि. धन्ना - धन्ना की ओर से निनामा वकील ने वकालतनामा लगाया,
          जवाब हेतु समय मांगा। अगली पेशी 13.11.29
10.10.29 बुध - क्लेम कोर्ट रतलाम - गोपाल पाटीदार वि. सलीम खान - बीमा कंपनी की ओर से मंडलोई जी उपस्थित।
          ड्राइवर सलीम व मालिक (मालवा रोडलाइंस) को तामील हो गई पर हाजिर नहीं। अगली पेशी 21.11.29
- कन्हैयालाल
""")
u("backlog/2029-11/shivgarh 13.11.txt", "typed_note_txt", L, "2029-11-13", ["C01"], ["C01-H03"], """
13.11.2029 - SDM Sailana - Nanuram v. Dhanna (namantaran appeal)
Ninama ne jawab pesh kiya. Basis: wasiyatnama dt 14.02.2027, "2 gawah" - Kalu Tadvi aur Bhuriya Bhagat.
Wasiyat registered nahi hai. Tehsildar ka record abhi tak nahi aaya - reader bola reminder jayega.
Nanuram ke saath gaon ka tadvi (Bhima) bhi aaya tha - bola Kalu Tadvi to 2026 me hi gujar gaya tha!! Check karna:
mrityu praman patra mangwao gram panchayat se.
Agli peshi 18.12.2029 - stay application pe bhi.
""")
u("backlog/2029-12/SDM Sailana aadesh patrika 18.12.2029.pdf", "certified_order_sheet_scan", "SDM Sailana", "2029-12-19", ["C01"], ["C01-H04"], """
न्यायालय अनुविभागीय अधिकारी (राजस्व), सैलाना, जिला रतलाम
अपील प्र.क्र. 0047/अपील/2029-30      नानूराम वि. धन्ना व अन्य
आदेश पत्रिका
18.12.2029  अपीलार्थी सहित अभिभाषक श्री अशोक व्यास उपस्थित। उत्तरवादी क्र. 1 की ओर से श्री भंवरलाल निनामा
अभिभाषक उपस्थित। तहसील न्यायालय का मूल अभिलेख प्राप्त। अपीलार्थी का स्थगन आवेदन सुना गया। वादग्रस्त भूमि
अनुसूचित जनजाति के सदस्य की है। अपील के निराकरण तक वादग्रस्त भूमि सर्वे नं. 212 एवं 214 के संबंध में यथास्थिति
बनाए रखी जावे, उत्तरवादी भूमि का अंतरण अथवा व्यपवर्तन (डायवर्सन) नहीं करेगा। प्रकरण तर्क हेतु दिनांक 22.01.2030 को
पेश हो।                                                         अनुविभागीय अधिकारी (रा.), सैलाना
""")
u("backlog/2030-02/20300226_181022.jpg", "handwritten_note_photo", L, "2030-02-26", ["C01"], ["C01-H06"], """
26.2.30  SDM Sailana
Nanuram appeal - maine args kiye: (1) wasiyat unregistered, (2) gawah Kalu Tadvi ki death 2026 me - mrityu praman
patra gram panchayat Shivgarh ka pesh kiya, (3) baa anpadh - sign kaise?, (4) s. 165(6) adivasi ki zameen.
Tiwari sahab ne poocha: "wasiyat registered kyon nahi? doosra gawah Bhuriya Bhagat kahan hai?"
Ninama chup. Agli peshi 2.4.30 - respondent ke args.
""")
u("backlog/2030-05/Nanuram args 7 may.docx", "typed_note_docx", L, "2030-05-07", ["C01"], ["C01-H08"], """
07.05.2030 - SDM Sailana - Nanuram Damor v. Dhanna Damor
Ninama ne aaj args shuru kiye (last time time liya tha - Dhanna Gujarat majdoori pe gaya tha).
His points: Dhanna ne baa ki seva ki, 10 saal saath raha; wasiyat ke liye registration zaroori nahi.
Humne reply me - Bhuriya Bhagat ko pesh kyon nahi kiya? Half args hi hue, time khatam.
Agli peshi 18.06.2030 - baaki args.
""")
u("backlog/2030-06/SDM Sailana aadesh patrika 18.06.2030.pdf", "certified_order_sheet_scan", "SDM Sailana", "2030-06-19", ["C01"], ["C01-H09"], """
न्यायालय अनुविभागीय अधिकारी (राजस्व), सैलाना     अपील प्र.क्र. 0047/अपील/2029-30
18.06.2030  उभय पक्ष सहित अभिभाषक उपस्थित। उत्तरवादी के शेष तर्क सुने गए। अपीलार्थी के प्रत्युत्तर तर्क सुने गए।
तर्क समाप्त। प्रकरण आदेश हेतु दिनांक 20.08.2030 को पेश हो। पूर्व में दिया गया यथास्थिति आदेश यथावत रहेगा।
                                                         अनुविभागीय अधिकारी (रा.), सैलाना
""")

# ---------------- C02 Joshi eviction (CJ Sr Div Ratlam)
u("backlog/2029-08/IMG_20290823_164501.jpg", "handwritten_note_photo", L, "2029-08-23", ["C02", "C05"], ["C02-H01"], """
23/8/29
Joshi ji - RCSA 118/29 - Shrivastava madam (CJ SD-2)
Anwar hazir, Iqbal Qureshi ka vakalatnama. WS ke liye time. ND 27.9.29
Madam ne poocha kiraya kitna - 2800 mahina.
----
Priyanka Trivedi ka phone (shaam) - kal 30 ko Family Court me pehli date, pati ne talaq ka case lagaya hai.
Bol rahi thi "mere paas kuch nahi, mummy ke ghar Dongre Nagar me hoon". s. 24 application bana ke le jana hai.
""")
u("backlog/2029-09/IMG-20290927-WA0003.jpg", "handwritten_note_photo", K, "2029-09-27", ["C02"], ["C02-H02"], """
दिनांक 27.09.2029 गुरुवार
सिविल जज वरिष्ठ खंड-2 रतलाम - जोशी जी वि. अनवर हुसैन (बेदखली)
जवाबदावा पेश नहीं हुआ। कुरैशी वकील बोले "सुलह की बात चल रही है"। मैडम ने अंतिम अवसर दिया।
अगली पेशी 25.10.2029
- कन्हैयालाल
""")
u("backlog/2029-10/RCSA 118-2029 aadesh patrika 25.10.2029.pdf", "certified_order_sheet_scan", "Civil Judge Senior Division (2nd), Ratlam", "2029-10-26", ["C02"], ["C02-H03"], """
न्यायालय: व्यवहार न्यायाधीश वरिष्ठ खंड (द्वितीय), रतलाम     आर.सी.एस.ए. 118/2029
रमेशचन्द्र जोशी  वि.  अनवर हुसैन मंसूरी
25.10.2029  वादी सहित श्री अशोक व्यास अधिवक्ता। प्रतिवादी सहित श्री इकबाल कुरैशी अधिवक्ता।
प्रतिवादी द्वारा जवाबदावा पेश। वादी का आवेदन अंतर्गत धारा 13(1) म.प्र. स्थान नियंत्रण अधिनियम 1961 सुना गया।
प्रतिवादी को आदेशित किया जाता है कि वह अक्टूबर 2027 से मार्च 2029 तक का बकाया किराया रु. 50,400/- एक माह में
न्यायालय में जमा करे तथा आगे प्रतिमाह का किराया रु. 2,800/- प्रत्येक माह की 15 तारीख तक जमा करता रहे।
वाद प्रश्न निर्धारण हेतु दिनांक 06.12.2029।                                 व्यवहार न्यायाधीश वरिष्ठ खंड, रतलाम
""")
u("backlog/2029-12/joshi 6 dec issues.txt", "typed_note_txt", L, "2029-12-06", ["C02"], ["C02-H04"], """
06.12.2029 - Joshi v. Anwar - CJ SD-2 Ratlam
Deposit check kiya nazarat se: Anwar ne sirf Rs. 28,000 jama kiye (on 22.11), poore 50,400 nahi. 22,400 short.
Issues framed - 5 (arrears, bona fide need of Dr. Vivek, alternate accommodation, relief...).
Joshi ji ko bola 13(6) ki application lagayenge - defence strike off.
ND 17.01.2030 - PE, PW1 Joshi ji ka affidavit.
""")
u("backlog/2030-01/IMG-20300122-WA0009.jpg", "handwritten_note_photo", K, "2030-01-22", ["C07", "C02", "C01"], ["C07-H03", "C02-H05", "C01-H05"], """
पेशी रजिस्टर - जनवरी 2030 (तीसरा हफ्ता)
16.01.30 बुध - क्लेम कोर्ट - गोपाल पाटीदार - वाद प्रश्न बने। अगली 04.03.30 (गोपाल का बयान)
17.01.30 गुरु - सि.ज. व.खं.-2 - जोशी जी - जोशी जी का शपथपत्र पेश (मुख्य परीक्षण)। कुरैशी वकील ने फिर सुलह की
          बात कहकर प्रतिपरीक्षण टलवाया। अगली 21.02.30
22.01.30 मंगल - एस.डी.एम. सैलाना - नानूराम - साहब दौरे पर, पेशी बढ़ी। अगली 26.02.30
- कन्हैयालाल
""")
u("backlog/2030-02/IMG_20300221_150733.jpg", "handwritten_note_photo", L, "2030-02-21", ["C02"], ["C02-H06"], """
21/2/30  Joshi ji - PW1 cross by Qureshi
Q: aapke paas aur makan hai? - "Station road pe ek dukaan hai, makan nahi." Q: Vivek Indore me practice karta hai?
- "nahi, abhi Ratlam me kisi ke clinic me naukri, apna clinic chahiye". Q: kiraya lene se mana kiya? - "kabhi nahi".
Cross khatam. ND 27.3.30 - PW2 Vivek.
""")
u("backlog/2030-03/PW2 Vivek 27.03.docx", "typed_note_docx", L, "2030-03-27", ["C02"], ["C02-H07"], """
27.03.2030 - RCSA 118/2029 Joshi v. Anwar - PW2 Dr. Vivek Joshi
Chief by affidavit: BDS 2027 (Modern Dental College, Indore); ground floor of H.No. 27 suitable for clinic; Station
Road shop is 9x10 ft only.
Cross by Qureshi: earning? - Rs. 25,000 p.m. salary. Any bank loan applied? - yes, Rs. 6 lakh for dental chair.
Filed today: application u/s 13(6) MPAC Act - tenant failed to deposit arrears as per order dt 25.10.2029 (only
Rs. 28,000 against Rs. 50,400) and monthly rent not deposited Jan-Mar 2030. Reply ke liye ND 30.04.2030.
""")
u("backlog/2030-04/RCSA 118-2029 aadesh patrika 30.04.2030.pdf", "certified_order_sheet_scan", "Civil Judge Senior Division (2nd), Ratlam", "2030-05-02", ["C02"], ["C02-H08"], """
न्यायालय: व्यवहार न्यायाधीश वरिष्ठ खंड (द्वितीय), रतलाम     आर.सी.एस.ए. 118/2029
रमेशचन्द्र जोशी  वि.  अनवर हुसैन मंसूरी
30.04.2030  वादी सहित अधिवक्ता उपस्थित। प्रतिवादी उपस्थित, उसके अधिवक्ता श्री कुरैशी अनुपस्थित। प्रतिवादी ने बताया
कि पक्षों में सुलह वार्ता चल रही है, अतः समय चाहा। वादी ने आपत्ति की कि सुलह वार्ता का कथन तीसरी बार किया गया है।
न्यायहित में रु. 500/- व्यय पर अंतिम अवसर दिया जाता है। धारा 13(6) के आवेदन का उत्तर एवं तर्क हेतु दिनांक
09.07.2030 (ग्रीष्मावकाश पश्चात)।                                     व्यवहार न्यायाधीश वरिष्ठ खंड, रतलाम
""")
u("backlog/2030-07/RCSA 118-2029 aadesh patrika 09.07.2030.pdf", "certified_order_sheet_scan", "Civil Judge Senior Division (2nd), Ratlam", "2030-07-10", ["C02"], ["C02-H09"], """
न्यायालय: व्यवहार न्यायाधीश वरिष्ठ खंड (द्वितीय), रतलाम     आर.सी.एस.ए. 118/2029
रमेशचन्द्र जोशी  वि.  अनवर हुसैन मंसूरी
09.07.2030  उभय पक्ष सहित अधिवक्ता। व्यय राशि रु. 500/- अदा। धारा 13(6) के आवेदन पर उभय पक्ष के तर्क सुने।
प्रतिवादी ने आदेश दिनांक 25.10.2029 के अनुसार बकाया किराया पूर्ण जमा नहीं किया, केवल रु. 28,000/- जमा किए तथा
मासिक किराया भी नियमित जमा नहीं किया। अतः आवेदन स्वीकार कर प्रतिवादी का बेदखली के विरुद्ध बचाव समाप्त
(struck out) किया जाता है। वादी साक्ष्य समाप्त। अंतिम तर्क हेतु दिनांक 13.08.2030।
                                                                 व्यवहार न्यायाधीश वरिष्ठ खंड, रतलाम
""")
u("backlog/2030-08/joshi args 13.8.txt", "typed_note_txt", L, "2030-08-13", ["C02"], ["C02-H10"], """
13.08.2030 - Joshi v. Anwar - final args - CJ SD-2
Humne args kiye 30 min: 12(1)(a) arrears + 13(6) defence struck out so eviction follows; 12(1)(f) need of Dr. Vivek.
Cited Shrivastava madam ko order dt 09.07.2030 aur receipt book (last receipt Sept 2027).
Qureshi ne time liya - "apne args agli date pe". Madam: "agli baar dono ke args poore, fir judgment".
ND 03.10.2030.
""")
u("backlog/2030-08/correction joshi ND.txt", "typed_note_txt", L, "2030-08-14", ["C02"], ["C02-H10"], """
14/8/30 correction - Joshi eviction
Kal ke note me ND 03.10.2030 likh diya - GALAT. Kanhaiyalal ne reader se order sheet dekh ke bataya:
sahi agli peshi 03.09.2030 (Tuesday) - final args (Qureshi). Diary me bhi theek kar diya.
""")

# ---------------- C03 Ambika saree cheque case (JMFC Ratlam)
u("backlog/2029-10/IMG_20291003_131948.jpg", "handwritten_note_photo", L, "2029-10-03", ["C03"], ["C03-H02"], """
3/10/29  JMFC-3 Ratlam - Raghuwanshi sahab
Mehta ji (Ambika saree) v. Talreja - apradh ka vivran samjhaya (s. 274 BNSS) - Talreja: "guilty nahi".
Defence: cheque khali sign karke security me diya tha, maal kam aaya.
Kothari ne 145(2) ka aavedan lagaya - CW1 ke cross ke liye - turant allow.
ND 15.11.29 cross CW1. Mehta ji ko bahi khata saath lana hai.
""")
u("backlog/2029-11/CW1 cross Mehta 15.11.docx", "typed_note_docx", L, "2029-11-15", ["C03"], ["C03-H03"], """
15.11.2029 - SCNIA 2214/2029 Ambika Saree Bhandar v. Sanjay Talreja - JMFC-3 Ratlam
CW1 Rajendra Kumar Mehta - cross by Kothari (part):
- Saree kis kis date bheji? - bahi ke hisaab se 11 bilti (transport receipts), Dec 2028 to Mar 2029.
- GST bill diye? - "haan, sab pakke bill, 28 bill".
- Cheque pe likhavat aapki hai? - "rakam aur naam munim ne bhara, sign Talreja seth ke".
- Maal wapas aaya? - "ek bilti ki 40 saree wapas aayi thi, uska credit note diya".
Mehta ji ne Marwari me bola "mhane pura hisaab yaad hai" - court me hasi. Cross adhoora. ND 20.12.29
""")
u("backlog/2030-01/SCNIA 2214-2029 aadesh patrika 31.01.2030.pdf", "certified_order_sheet_scan", "JMFC (3rd), Ratlam", "2030-02-01", ["C03"], ["C03-H05"], """
न्यायालय: न्यायिक मजिस्ट्रेट प्रथम श्रेणी (तृतीय), रतलाम     एस.सी.एन.आई.ए. 2214/2029
श्री अम्बिका साड़ी भंडार  वि.  संजय तलरेजा
31.01.2030  परिवादी सहित श्री अशोक व्यास अधिवक्ता। अभियुक्त सहित श्री नितिन कोठारी अधिवक्ता।
अभियुक्त का आवेदन चेक को हस्तलेख विशेषज्ञ को भेजने बाबत (धारा 39 भारतीय साक्ष्य अधिनियम 2023) पर तर्क सुने।
अभियुक्त चेक पर अपने हस्ताक्षर स्वीकार करता है। धारा 20 परक्राम्य लिखत अधिनियम के प्रकाश में चेक की अन्य
प्रविष्टियाँ किसी अन्य द्वारा भरी जाना अपने आप में बचाव नहीं है। आवेदन निरस्त। परिवादी साक्षी CW1 का शेष
प्रतिपरीक्षण किया गया। प्रकरण शेष प्रतिपरीक्षण हेतु दिनांक 06.03.2030।                       JMFC, रतलाम
""")
u("backlog/2030-03/IMG-20300306-WA0014.jpg", "handwritten_note_photo", K, "2030-03-06", ["C03"], ["C03-H06"], """
दिनांक 06.03.2030 बुधवार
जे.एम.एफ.सी.-3 रतलाम - अम्बिका साड़ी (मेहता जी) वि. तलरेजा
आज अभिभाषक संघ का प्रतिवाद दिवस (स्टेट बार काउंसिल के आह्वान पर हड़ताल) - कोई कार्य नहीं हुआ।
मेहता जी आए थे, नाराज़ - "दुकान छोड़ के आया, फिर तारीख"। अगली पेशी 09.04.2030
- कन्हैयालाल
""")
u("backlog/2030-04/mehta 9 april.txt", "typed_note_txt", L, "2030-04-09", ["C03"], ["C03-H07"], """
9 April 2030 - Ambika saree v. Talreja (138) - JMFC-3
CW1 Mehta ji ka cross finally khatam (4th date pe!). Last questions: Talreja ki dukaan kab se jaante ho - "2019 se,
hundi bhi chalti thi". Credit note 40 saree Rs. 38,000 ka - bahi me chadha hai.
Bank manager ko CW2 summon - Malwa Nagrik Sahakari Bank, Chandni Chowk, return memo prove karne.
ND 21.05.2030.
""")
u("backlog/2030-07/IMG_20300702_141503.jpg", "handwritten_note_photo", L, "2030-07-02", ["C03"], ["C03-H09"], """
2/7/30  JMFC-3 - Mehta ji 138
CW2 Suresh Bairagi, branch manager, Malwa Nagrik SB - return memo 18.4.29 prove; "funds insufficient", account me
us din Rs. 62,310 hi the.
Kothari ki recall wali application (CW1 ko dobara bulane ki) - Raghuwanshi sahab ne wahi reject.
CE closed. ND 20.8.30 - accused ka bayan (351 BNSS).
Kothari ki har date nayi application: 145(2), fir handwriting expert, fir recall - teeno.
""")

# ---------------- C04 Mahalaxmi recovery (CJ Jr Div Jaora)
u("backlog/2030-01/jaora PW1 29 jan.docx", "typed_note_docx", L, "2030-01-29", ["C04"], ["C04-H04"], """
29.01.2030 - RCSA 63/2029 Mahalaxmi Jewellers v. Dilip Pawar - CJ JD Jaora (Malviya madam)
PW1 Jitendra Soni - chief by affidavit tendered. Original chopda (khata bahi 2027-28) produced - page 114 entry
18.02.2028 Rs. 7,20,000 - Ex P-3; jama Rs. 1,50,000 on 30.06.2028 - Ex P-4.
Madam ne original dekh ke photocopy attested karayi, original wapas.
Bhandari ne cross ke liye time - ND 12.03.2030.
""")
u("backlog/2030-04/haresh munim 23.4.txt", "typed_note_txt", L, "2030-04-23", ["C04"], ["C04-H06"], """
23.04.2030 Jaora - Mahalaxmi v. Pawar
PW2 Haresh Panchal (munim, 22 saal se Soni ji ke yahan) examined.
Chief: entry maine apne haath se likhi thi, Dilip ne bahi pe sahi bhi ki thi (Ex P-3 pe sign).
Cross by Bhandari: girvi register alag rakhte ho? - "haan, girvi register alag che, usme Dilip nu naam nathi".
Rs. 3 lakh cash? - "koi rokad nathi aavi, khali 1.5 lakh cheque thi".
PE closed. ND 16.07.2030 (vacation ke baad) - DE.
""")
u("backlog/2030-07/RCSA 63-2029 aadesh patrika 16.07.2030.pdf", "certified_order_sheet_scan", "Civil Judge Junior Division (1st), Jaora", "2030-07-17", ["C04"], ["C04-H07"], """
न्यायालय: व्यवहार न्यायाधीश कनिष्ठ खंड (प्रथम), जावरा     आर.सी.एस.ए. 63/2029
महालक्ष्मी ज्वेलर्स  वि.  दिलीप पवार
16.07.2030  वादी की ओर से श्री सचिन धाकड़ अधिवक्ता। प्रतिवादी की ओर से श्री दीपक भंडारी अधिवक्ता।
प्रतिवादी साक्ष्य हेतु नियत। प्रतिवादी स्वयं (DW1) अनुपस्थित, अधिवक्ता ने बीमारी के आधार पर समय चाहा, कोई चिकित्सा
प्रमाण पत्र पेश नहीं। रु. 1,000/- व्यय पर अंतिम अवसर। आगामी तिथि पर साक्ष्य न होने पर प्रतिवादी साक्ष्य समाप्त की
जावेगी। प्रतिवादी साक्ष्य हेतु दिनांक 27.08.2030।                         व्यवहार न्यायाधीश कनिष्ठ खंड, जावरा
""")
u("backlog/2030-03/WhatsApp Chat with Jitendra Soni Mahalaxmi.txt", "whatsapp_export", "Jitendra Soni", "2030-03-13", ["C04"], ["C04-H02", "C04-H03", "C04-H05"], """
30/10/2029, 6:12 pm - Jitendra Soni Mahalaxmi: Jai Shri Krishna saheb. Sachin bhai e kidhu ke Dilip e jawab ma lakhyu ke girvi hatu ane 3 lakh rokda aapya. Aa to sav khotu che
30/10/2029, 6:20 pm - Ashok Vyas Adv: Jai Shri Krishna Soni ji. Jawab aa gaya hai, pledge aur cash ka bahana. Apne chopde me sab likha hai na? Next 11 Dec issues
30/10/2029, 6:21 pm - Jitendra Soni Mahalaxmi: haa saheb chopdo ekdum barobar che
11/12/2029, 1:40 pm - Ashok Vyas Adv: Soni ji aaj issues ban gaye, 6 vaad prashn. Madam ne bola original chopda court me lana padega agli date 29 jan ko
11/12/2029, 1:45 pm - Jitendra Soni Mahalaxmi: original? e to dukan no chopdo che saheb, haju lakhvanu chalu che 🙏
11/12/2029, 1:47 pm - Ashok Vyas Adv: sirf dikha ke wapas mil jayega, photocopy attest hogi
12/03/2030, 5:05 pm - Jitendra Soni Mahalaxmi: saheb aaje Bhandari vakil e mane 1 kalak sudhi puchhyu - GST bill kem nathi, hallmark kem nathi
12/03/2030, 5:09 pm - Ashok Vyas Adv: Sachin ne bataya. Aapne theek jawab diye. 2028 me udhari ka GST bill baad me banta hai, wo bataya na?
12/03/2030, 5:10 pm - Jitendra Soni Mahalaxmi: haa. next date 23 april, Haresh munim ne laavanu che
13/03/2030, 10:02 am - Jitendra Soni Mahalaxmi: saheb paisa kyare aavse? 2 varas thaya 🙏
""")

# ---------------- C05 Priyanka divorce (Family Court Ratlam)
u("backlog/2029-08/Priyanka 30 aug.docx", "typed_note_docx", L, "2029-08-30", ["C05"], ["C05-H01"], """
30.08.2029 - Family Court Ratlam - HMA 87/2029 Amit Trivedi v. Priyanka Trivedi (we are for Priyanka)
Priyanka appeared with her father Rameshwar Pandya. Vakalatnama filed. Application u/s 24 HMA filed:
Rs. 20,000 p.m. + litigation expenses Rs. 25,000 - Amit is OS in DRM office, Western Railway.
Shukla sahab: pehle counsellor ke paas bhejo - Family Court counsellor Smt. Meena Bhatnagar.
Sahab ne poocha bachcha hai? - nahi.
Counselling 2 sessions, report ke liye ND 17.10.2029.
""")
u("backlog/2029-10/IMG-20291017-WA0006.jpg", "handwritten_note_photo", K, "2029-10-17", ["C05"], ["C05-H02"], """
दिनांक 17.10.2029 बुधवार
कुटुंब न्यायालय रतलाम - अमित त्रिवेदी वि. प्रियंका (हमारी तरफ प्रियंका बहन)
परामर्शदाता की रिपोर्ट आई - समझौता नहीं हुआ (असफल)। अमित की वकील रेखा जैन मैडम ने धारा 24 के जवाब के लिए
समय मांगा। अगली पेशी 28.11.2029
- कन्हैयालाल
""")
u("backlog/2029-11/s24 args 28.11.txt", "typed_note_txt", L, "2029-11-28", ["C05"], ["C05-H03"], """
28.11.2029 - Priyanka s. 24 args - Family Court
Pay slip Oct 2029 laga diya: net Rs. 58,640. Rekha Jain: Amit ki maa ki dawai, society loan, Priyanka B.Ed hai -
kama sakti hai. Humne kaha - kama sakti hai, kamati nahi; mummy ke ghar pe hai.
Shukla sahab ne order reserve kiya. ND 09.01.2030 (order on s. 24).
""")
u("backlog/2030-01/CamScanner 01-09-2030 14.32.pdf", "certified_order_sheet_scan", "Family Court, Ratlam", "2030-01-10", ["C05"], ["C05-H04"], """
न्यायालय: प्रधान न्यायाधीश, कुटुंब न्यायालय, रतलाम     प्रकरण क्र. 87/2029 (हि.वि.अ.)
अमित त्रिवेदी  वि.  श्रीमती प्रियंका त्रिवेदी
09.01.2030  उभय पक्ष सहित अधिवक्ता उपस्थित। अनावेदिका के धारा 24 हिन्दू विवाह अधिनियम के आवेदन पर आदेश पृथक से
पारित। आवेदक (पति) का शुद्ध वेतन रु. 58,640/- प्रतिमाह है। आवेदक अनावेदिका को आवेदन दिनांक से रु. 9,000/- प्रतिमाह
भरण-पोषण तथा रु. 10,000/- वाद व्यय अदा करे। अनावेदिका ने जवाब पेश किया। वाद प्रश्न हेतु दिनांक 20.02.2030।
                                                      प्रधान न्यायाधीश, कुटुंब न्यायालय, रतलाम
""")
u("backlog/2030-02/IMG_4471.HEIC", "handwritten_note_photo", L, "2030-02-20", ["C05"], ["C05-H05"], """
20.2.30  Family Ct - Priyanka
Issues framed (3): cruelty? desertion? relief.
Amit ne s. 24 ka ek paisa nahi diya - arrears Aug 29 se ab tak. Humne bola execution/strike off defence.
Shukla sahab ne Amit ko bola "agli date tak baki rakam jama karo warna..." ND 16.4.30 - PW1 Amit.
Priyanka ro padi bahar - mummy saath thi.
""")
u("backlog/2030-04/Amit cross 16 april.docx", "typed_note_docx", L, "2030-04-16", ["C05"], ["C05-H06"], """
16.04.2030 - HMA 87/2029 - PW1 Amit Trivedi
Aaj Amit ne Rs. 27,000 ka DD court me diya (3 months) - baaki arrears abhi bhi baaki.
Chief by affidavit: cruelty - Priyanka ne maa ke saath jhagda kiya, 11.03.2029 ko ghar chhod ke gayi.
Our cross (part): Q. police me kabhi report? - nahi. Q. Priyanka ko lene gaye? - "ek baar gaya tha".
Q. dahej ki maang? - denied. Time khatam, cross adhoora. ND 25.06.2030.
""")
u("backlog/2030-08/kusum PW2 6.8.txt", "typed_note_txt", L, "2030-08-06", ["C05"], ["C05-H08"], """
06.08.2030 - Family Court - Priyanka matter
PW2 Smt. Kusum Trivedi (Amit ki maa) examined - pichhli baar nahi aayi thi (25.06 ko absent, Rekha Jain ne time liya).
Chief: bahu khana nahi banati thi, mayke baar baar jaati thi.
Our cross: Q. aapke ilaaj ka kharcha kaun deta hai? - "Amit". Q. bahu ko 11.03.2029 ko ghar se nikala? - "nahi, khud gayi".
Q. Priyanka ka stridhan aapke paas hai? - "pata nahi".
PE closed by Rekha Jain. Ab humari evidence - Priyanka ka affidavit. ND 17.09.2030.
""")

# ---------------- C06 Kishan doda chura bail (HC Indore)
u("backlog/2029-11/MCRC 41877 first listing 20.11.docx", "typed_note_docx", L, "2029-11-20", ["C06"], ["C06-H01"], """
20.11.2029 - HC Indore, Court 6 - Agrawal J - MCRC 41877/2029 Kishan Singh Sondhiya v. State
First bail (s. 483 BNSS). Crime 214/2029 PS Kalukheda, 8/15(b) NDPS, 18 kg doda chura - intermediate quantity
(commercial is 50 kg), so s. 37 bar nahi.
Sunil Dubey PL: case diary nahi aaya, criminal record bhi mangaya. Judge: "CD and antecedents next date".
In custody since 02.10.2029. ND 04.12.2029.
""")
u("backlog/2029-12/IMG_20291214_170255.jpg", "handwritten_note_photo", L, "2029-12-14", ["C06"], ["C06-H03"], """
14/12/29 Indore Ct 6 - Kishan bail
CD aa gayi (2nd time late tha 4.12 ko). Argued: 18 kg intermediate; s. 52A sampling magistrate ke samne nahi hui;
no antecedents - PL ne confirm kiya "koi record nahi".
Agrawal J: "FSL report aayi?" - nahi aayi. PL ko FSL status lane bola. ND 8.1.30 (vacation ke baad).
Ranjit ko bola surety ready rakho.
""")
u("backlog/2030-01/MCRC 41877-2029 order 08.01.2030.pdf", "certified_order_sheet_scan", "High Court of Madhya Pradesh, Indore Bench", "2030-01-09", ["C06"], ["C06-H04"], """
HIGH COURT OF MADHYA PRADESH, BENCH AT INDORE
MCRC No. 41877 of 2029     (KISHAN SINGH SONDHIYA Vs THE STATE OF MADHYA PRADESH)
Dated : 08-01-2030
Shri Ashok Kumar Vyas - Advocate for the applicant.
Shri Sunil Dubey - Panel Lawyer for the respondent/State.
This is the first bail application under Section 483 of BNSS. The applicant is in custody since 02.10.2029 in
connection with Crime No. 214/2029 registered at Police Station Kalukheda, District Ratlam for the offence
punishable under Section 8/15(b) of the NDPS Act. The alleged recovery is 18 kg of poppy straw, which is an
intermediate quantity. FSL report is awaited. The applicant has no criminal antecedents.
Without commenting on the merits, the application is allowed. The applicant shall be released on bail on his
furnishing a personal bond in the sum of Rs. 50,000/- with one solvent surety in the like amount to the
satisfaction of the trial Court. He shall mark his presence at PS Kalukheda on the first day of every month till
the charge-sheet is filed. Certified copy as per rules.
                                                  (PRAMOD KUMAR AGRAWAL) JUDGE
""")

# ---------------- C07 Gopal MACT
u("backlog/2029-11/gopal mact 21 nov.txt", "typed_note_txt", L, "2029-11-21", ["C07"], ["C07-H02"], """
21/11/2029 - MACC 298/2029 Gopal Patidar v. Salim Khan & Ors - MACT Ratlam (Tomar sahab)
R1 Salim Khan (driver) aur R2 Malwa Roadlines (owner) phir absent - ekpakshiya (ex parte).
R3 Bharat Suraksha General Insurance - Mandloi ne WS diya: driver ka licence LMV ka tha, truck (transport vehicle,
12 chakka) chalane ka endorsement nahi; route permit bhi nahi. Claim Rs. 14,60,000 ka hai humara.
ND 16.01.2030 - issues.
""")
u("backlog/2030-03/20300304_174530.jpg", "handwritten_note_photo", L, "2030-03-04", ["C07"], ["C07-H04"], """
4.3.30  MACT - Gopal
PW1 Gopal - affidavit, disability cert. 35% (Ex P-7), hospital bill Rs. 1,84,600 (Ex P-8).
Mandloi cross: helmet tha? - "haan". Kamai? - "kheti + doodh dairy, mahine ke 25-30 hazar".
Income proof? - KCC + doodh dairy ki parchiyan dikhayi.
ND 22.4.30 - PW2 doctor (Dr. Anil Chouhan, District Hospital) summons.
""")
u("backlog/2030-06/Dr Chouhan PW2 10.6.docx", "typed_note_docx", L, "2030-06-10", ["C07"], ["C07-H06"], """
10.06.2030 - MACC 298/2029 - PW2 Dr. Anil Chouhan, Orthopaedic Surgeon, District Hospital Ratlam
(22.04 ko summons ke baad bhi nahi aaye the - OT me the; dobara summons.)
Chief: member of the Medical Board; 35% permanent disability of left lower limb; Gopal cannot squat or climb.
Cross by Mandloi: whole body disability kitni? - "about 12 to 15 percent". Functional disability for farming? -
"he cannot do heavy field work".
PE closed. ND 22.08.2030 - insurer's evidence (their investigator + RTO clerk for licence).
""")
u("backlog/2030-06/IMG-20300626-WA0002.jpg", "handwritten_note_photo", K, "2030-06-26", ["C07", "C01", "C05"], ["C07-H06", "C01-H09", "C05-H07"], """
पेशी रजिस्टर - जून 2030
10.06.30 सोम - क्लेम कोर्ट - गोपाल पाटीदार - डॉक्टर चौहान साहब का बयान हुआ। वादी साक्ष्य बंद। अगली 22.08.30
18.06.30 मंगल - एस.डी.एम. सैलाना - नानूराम डामोर - बहस पूरी, आदेश के लिए 20.08.30
25.06.30 मंगल - कुटुंब न्यायालय - प्रियंका बहन - अमित का प्रतिपरीक्षण पूरा। अमित की माँ (PW2) नहीं आईं, रेखा जैन
          मैडम ने समय लिया। अगली 06.08.30
- कन्हैयालाल
""")

# ---------------- C08 Raju excise bail
u("backlog/2030-03/WhatsApp Chat with Mangu Meda Raoti.txt", "whatsapp_export", "Mangu Meda", "2030-03-14", ["C08"], ["C08-H01", "C08-H02"], """
10/03/2030, 8:14 am - Mangu Meda Raoti: vakil sahab ram ram. mharo bhai Raju ne Raoti thana wala pakdi lidho. mahua ni daru 48 litar bataya. aai (maa) roti ri hai
10/03/2030, 9:02 am - Ashok Vyas Adv: Ram ram Mangu. JMFC ne bail reject ki hai na? Sessions me lagayenge. Aadhar card aur zamin ki B-1 lao surety ke liye
12/03/2030, 4:10 pm - Ashok Vyas Adv: Mangu aaj Saxena sahab ke yahan bail lagi. Sharma ji APP ne case diary mangi. Parso 14 tarikh ko
12/03/2030, 4:12 pm - Mangu Meda Raoti: haau sahab. aai ne kidu bhagat ne puja kari hai 🙏
14/03/2030, 3:30 pm - Ashok Vyas Adv: Raju ki bail ho gayi. 30,000 ka bond, ek zamanat. Patel ji (surety) ko kal subah 10 baje court lao
14/03/2030, 3:33 pm - Mangu Meda Raoti: 🙏🙏 aai khush hai. kal haat hai, parso aavaanga
14/03/2030, 3:34 pm - Ashok Vyas Adv: Nahi kal hi aana. Bond kal bharna hai
""")
u("backlog/2030-03/Bail 612-2030 order 14.03.2030.pdf", "certified_order_sheet_scan", "3rd Additional Sessions Judge, Ratlam", "2030-03-15", ["C08"], ["C08-H02"], """
न्यायालय: तृतीय अपर सत्र न्यायाधीश, रतलाम     जमानत आवेदन क्र. 612/2030
राजू उर्फ राजेश मेड़ा  वि.  म.प्र. राज्य (थाना रावटी, अपराध क्र. 41/2030, धारा 34(2) म.प्र. आबकारी अधिनियम)
14.03.2030  आवेदक की ओर से श्री अशोक व्यास अधिवक्ता। राज्य की ओर से श्री रामनारायण शर्मा अति. लोक अभियोजक।
केस डायरी प्राप्त। अभियोजन अनुसार 48 बल्क लीटर महुआ शराब जप्त। आवेदक का पूर्व आपराधिक रिकॉर्ड नहीं, अभियोग पत्र
प्रस्तुत हो चुका है। आवेदन स्वीकार। आवेदक रु. 30,000/- की जमानत एवं इतनी ही राशि के एक सक्षम जमानतदार के
बंधपत्र पर विचारण न्यायालय की संतुष्टि पर मुक्त किया जावे।                 तृतीय अपर सत्र न्यायाधीश, रतलाम
""")

# ---------------- the junior's chats
u("backlog/2029-12/WhatsApp Chat with Sachin Dhakad Jr.txt", "whatsapp_export", J, "2029-12-20", ["C03", "C04", "C06"], ["C03-H01", "C04-H01", "C04-H02", "C06-H02", "C04-H03", "C03-H04"], """
28/08/2029, 12:10 pm - Sachin Dhakad Jr: Sir Ambika saree wale me Talreja aa gaya, 10000 ki bail ho gayi. Kothari sir uske vakil. Copies de di. ND 3/10
28/08/2029, 12:14 pm - Ashok Vyas Adv: 👍 Mehta ji ko bata do
19/09/2029, 1:32 pm - Sachin Dhakad Jr: Sir Jaora - Mahalaxmi wale me Dilip Pawar ki taraf se Bhandari sir aaye, WS ke liye time. ND 30/10
30/10/2029, 2:05 pm - Sachin Dhakad Jr: Sir Jaora WS aa gaya. Likha hai gehne girvi rakhe the aur 3 lakh cash diye. ND 11/12 issues
30/10/2029, 2:06 pm - Ashok Vyas Adv: Jhootha hai. Soni ji ko phone karta hoon
04/12/2029, 11:48 am - Sachin Dhakad Jr: Sir Indore Ct 6 - Kishan bail - PL ne bola CD abhi bhi nahi aayi. Judge ne 14/12 di, bola "last time"
04/12/2029, 11:50 am - Ashok Vyas Adv: 14 ko main aaunga
11/12/2029, 1:20 pm - Sachin Dhakad Jr: Jaora - issues ban gaye 6. Madam bol rahi original chopda lana. ND 29/1/30 PE
20/12/2029, 12:55 pm - Sachin Dhakad Jr: Sir Mehta ji case - Kothari sir ne nayi application lagayi, cheque handwriting expert ko bhejne ki. Reply ke liye 31/1/30
20/12/2029, 12:57 pm - Ashok Vyas Adv: Ye uski teesri chaal hai. Reply main likhta hoon
""")
u("backlog/2030-07/WhatsApp Chat with Sachin Dhakad Jr (2).txt", "whatsapp_export", J, "2030-07-16", ["C01", "C04", "C07", "C03"], ["C01-H07", "C04-H05", "C07-H05", "C03-H08", "C04-H07"], """
12/03/2030, 2:40 pm - Sachin Dhakad Jr: Sir Jaora - Soni ji ka cross hua, Bhandari sir 1 ghanta GST bill aur hallmark pe poochte rahe. Poora hua. ND 23/4
02/04/2030, 1:15 pm - Sachin Dhakad Jr: Sir Sailana - Nanuram wale me Ninama sir bole Dhanna Gujarat majdoori pe gaya hai, time de do. SDM sahab ne de diya. ND 7/5
02/04/2030, 1:17 pm - Ashok Vyas Adv: Nanuram ko bolo chinta na kare, stay hai
22/04/2030, 12:30 pm - Sachin Dhakad Jr: Sir claim court - Dr Chouhan nahi aaye, OT me the. Dobara summons. ND 10/6
21/05/2030, 1:05 pm - Sachin Dhakad Jr: Sir Mehta ji case me bank manager nahi aaya, summons fir se. Aur Kothari sir ne CW1 ko recall karne ki application di. ND 2/7
21/05/2030, 1:06 pm - Ashok Vyas Adv: Haha. Har baar naya aavedan
16/07/2030, 12:45 pm - Sachin Dhakad Jr: Sir Jaora - DW1 Dilip Pawar nahi aaya, Bhandari sir ne bimari ka bola, koi certificate nahi. Madam ne 1000 cost lagayi, last opportunity. ND 27/8
16/07/2030, 12:47 pm - Ashok Vyas Adv: Soni ji ko bata dena, cost ka paisa unka hai
""")

# ---------------- plan and cause list
u("backlog/2030-08/New Microsoft Word Document.docx", "typed_note_docx", L, "2030-08-17", ["C01", "C03", "C07", "C04", "C02", "C05"], [], """
HAFTE KA PLAN - 19 se 24 Aug 2030
Mangal 20/8  Ratlam JMFC-3 - Mehta ji 138 - accused ka bayan 351 BNSS (main)
             Sailana SDM - Nanuram appeal - ORDER (Sachin jayega, copy ke liye aavedan de dena)
Guru 22/8    MACT - Gopal - insurer ki evidence; RTO Ratlam ka licence record dekh lena
Mangal 27/8  Jaora - Mahalaxmi v. Pawar - DW1; cost Rs. 1,000 paid hui ki nahi check
Baaki:
- Joshi ji: 3 Sept final args - Qureshi ke liye judgments ka set banana (13(6) pe)
- Priyanka: affidavit (evidence) draft karna 17 Sept se pehle; arrears ka hisaab
""")
u("backlog/2030-08/JMFC Ratlam cause list 20.08.2030.pdf", "cause_list_pdf", "District Court Ratlam (e-Courts)", "2030-08-19", ["C03"], [], """
DISTRICT COURT RATLAM - DAILY CAUSE LIST - 20.08.2030 (TUESDAY)
COURT OF SHRI AKASH RAGHUWANSHI, JMFC (3rd), RATLAM - Court Room 14
Sr.  Case No.            Parties                                              Purpose
1    SCNIA/1987/2028     Ratlam Urban Co-op Bank vs Kamal Bohra                 Final Arguments
2    SCNIA/2214/2029     Shree Ambika Saree Bhandar vs Sanjay Talreja           Accused Statement
3    RCT/455/2029        State vs Firoz @ Pappu                                 Prosecution Evidence
4    SCNIA/0310/2030     Jain Textiles vs Rohit Pamecha                         Appearance
5    MJCR/122/2030       Sunita vs Lakhan                                       Reply
""")
