"""The uploads of the Ujjain practice: what Adv. Vyas, his junior Ritika and his munshi Kailash actually kept."""

L, J, K = "Mahesh Narayan Vyas", "Ritika Joshi", "Kailash Parmar (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2025-11/vasiyatnama Ramprasad Patidar.pdf", "document_scan", "Sub-Registrar, Ujjain (Ghattia)", "2023-08-14", ["C01"], [], """
वसीयतनामा (पंजीकृत)        उप पंजीयक कार्यालय, उज्जैन - क्रमांक MP4812/2023/ब-3/1174
मैं रामप्रसाद पिता नाथूलाल पाटीदार, उम्र 71 वर्ष, निवासी ग्राम पानबिहार, तहसील घट्टिया, जिला उज्जैन,
पूर्ण होश-हवास में यह वसीयत करता हूँ कि मेरी मृत्यु के पश्चात ग्राम पानबिहार स्थित मेरी भूमि सर्वे क्रमांक
212 एवं 214 कुल रकबा 2.340 हेक्टेयर मेरे भतीजे दिनेश पिता मोहनलाल पाटीदार को प्राप्त होगी।
साक्षी: (1) भेरूलाल चौधरी, पानबिहार  (2) रामचंद्र सोलंकी, घट्टिया
दिनांक 14.08.2023                      हस्ताक्षर/अंगूठा - रामप्रसाद
""")
u("backlog/2025-12/IMG20251206114502.jpg", "document_photo", "Patwari Halka 23, Panbihar", "2025-12-06", ["C01"], [], """
खसरा पांचसाला / बी-1 की नकल    ग्राम पानबिहार  प.ह.नं. 23  तहसील घट्टिया  जिला उज्जैन   वर्ष 2025-26
भूमिस्वामी: रामप्रसाद पिता नाथूलाल पाटीदार (मृत)
सर्वे क्र. 212 - 1.420 हे.   सर्वे क्र. 214 - 0.920 हे.   कुल 2.340 हे.   सिंचित (कुआँ)
नामांतरण हेतु आवेदन: दिनेश पिता मोहनलाल, वसीयत के आधार पर - लंबित
नकल दिनांक 06.12.2025                        ह./- पटवारी
""")
u("backlog/2025-09/award LAO Chintaman Jawasiya ring road.pdf", "document_scan", "Land Acquisition Officer & SDO (Revenue), Ujjain", "2025-06-30", ["C03"], [], """
कार्यालय भू-अर्जन अधिकारी एवं अनुविभागीय अधिकारी (राजस्व), उज्जैन
भू-अर्जन प्रकरण क्र. 09/अ-82/2024-25  परियोजना: सिंहस्थ 2028 हेतु रिंग रोड (उज्जैन विकास प्राधिकरण)
अवार्ड (धारा 23, भूमि अर्जन, पुनर्वासन और पुनर्व्यवस्थापन में उचित प्रतिकर और पारदर्शिता का अधिकार अधिनियम, 2013)
ग्राम चिंतामण जवासिया, सर्वे क्र. 88/2, 89 - कुल रकबा 1.215 हेक्टेयर, भूमिस्वामी किशनलाल अंजना एवं 3 अन्य
बाजार मूल्य कलेक्टर गाइडलाइन दर से: रु. 14,20,000 प्रति हेक्टेयर; गुणांक 2, सोलेशियम 100%
कुल प्रतिकर: रु. 42,60,000 (बयालीस लाख साठ हजार)
दिनांक 30.06.2025                            ह./- भू-अर्जन अधिकारी, उज्जैन
""")
u("backlog/2025-09/CamScanner 09-10-2025 12.14.pdf", "document_scan", "Sub-Registrar, Ujjain", "2025-09-10", ["C03"], [], """
SALE DEED (certified copy) - Reg. No. MP4811/2024/A-1/8802 dated 21.03.2024
Vendor: Bhanwarlal s/o Kanhaiyalal Anjana; Vendee: Mahakal Colonizers Pvt. Ltd., Indore
Land: survey no. 91/1, village Chintaman Jawasiya, Tehsil & Distt. Ujjain, area 0.400 hectare, adjoining the
Ujjain-Chintaman road. Consideration Rs. 38,00,000 (Rupees thirty eight lakh) i.e. Rs. 95 lakh per hectare.
Certified copy issued 10.09.2025.
""")
u("backlog/2025-08/cheque return Rakesh Goyal BOI.pdf", "document_scan", "Bank of India, Freeganj Ujjain", "2025-08-06", ["C04"], [], """
BANK OF INDIA   Freeganj Branch, Ujjain (M.P.)
RETURN MEMO                                 Date: 06.08.2025
Cheque No. 716402 dated 02.08.2025 for Rs. 2,85,000/- drawn by Rakesh Goyal on SB A/c 9018xxxxxx, presented by
M/s Awantika Krishi Seva Kendra - returned unpaid.  Reason: 01 - FUNDS INSUFFICIENT
                                          Branch Manager
""")
u("backlog/2025-08/notice 138 Rakesh Goyal.docx", "typed_note_docx", L, "2025-08-20", ["C04"], [], """
MAHESH NARAYAN VYAS, Advocate
Chamber 47, Adhivakta Sangh Bhawan, District Court, Ujjain          Dinank: 20.08.2025
Regd. A.D.
Prati: Sh. Rakesh Goyal s/o Ramnarayan Goyal, Goyal Khad Beej Bhandar, Tarana Road, Makdone, Distt. Ujjain
Vishay: Notice u/s 138 Negotiable Instruments Act, 1881
My client M/s Awantika Krishi Seva Kendra, Freeganj, through prop. Sh. Sunil Jain, supplied you fertiliser (DAP,
urea) and soyabean seed on credit in the kharif season. Towards the dues you gave cheque no. 716402 dated 02.08.2025
for Rs. 2,85,000 on Bank of India, Freeganj, returned 'funds insufficient' on 06.08.2025. Pay Rs. 2,85,000 within
15 days of receipt of this notice, else a complaint shall be filed at your risk as to costs.
                                                         Advocate
""")
u("backlog/2026-03/FIR 318 Nanakheda.pdf", "document_scan", "Police Station Nanakheda, Ujjain", "2026-02-11", ["C05"], [], """
प्रथम सूचना रिपोर्ट (धारा 173 बीएनएसएस)    जिला उज्जैन   थाना नानाखेड़ा   अपराध क्र. 318/2026   दिनांक 11.02.2026
धारा: 331(4), 305 भारतीय न्याय संहिता
सूचनाकर्ता: श्रीमती सरिता मेहता, महानंदा नगर। दिनांक 09-10.02.2026 की रात्रि में घर का ताला तोड़कर सोने के
जेवर व नकद रु. 40,000 चोरी। सीसीटीवी फुटेज में दो लड़के दिखे। संदेही: सोनू उर्फ शुभम मालवीय पिता बाबूलाल।
""")
u("backlog/2026-03/bail reject order ASJ Sonu.pdf", "document_scan", "IVth Additional Sessions Judge, Ujjain", "2026-03-18", ["C05"], [], """
न्यायालय चतुर्थ अपर सत्र न्यायाधीश, उज्जैन
जमानत आवेदन क्र. 688/2026   सोनू उर्फ शुभम मालवीय विरुद्ध म.प्र. राज्य   अपराध क्र. 318/2026 थाना नानाखेड़ा
आदेश दिनांक 18.03.2026
अभियुक्त के विरुद्ध पूर्व में संपत्ति संबंधी दो अपराध पंजीबद्ध हैं, चोरी का माल (सोने की चेन) उसकी निशानदेही पर
बरामद हुआ है। अनुसंधान जारी है। जमानत आवेदन निरस्त किया जाता है।
""")
u("backlog/2025-03/MLC Mukesh Bairagi district hospital.pdf", "document_scan", "District Hospital (Charak Bhawan), Ujjain", "2024-10-13", ["C06"], [], """
MEDICO-LEGAL REPORT   District Hospital, Ujjain    MLC No. 2291/24   Date 13.10.2024, 11.40 PM
Name: Mukesh s/o Gopaldas Bairagi, 34 yrs, r/o Chimanganj Mandi.  Brought by: Const. 812, PS Chimanganj Mandi
Injuries: (1) incised wound 4 cm x 1.5 cm x muscle deep, left side of abdomen; (2) abrasion 2 cm over right forearm.
Weapon: sharp (inj. 1), hard and blunt (inj. 2). Advised X-ray and USG abdomen. Nature: inj. 1 kept under
observation.                                           Dr. Anjali Mehta, Medical Officer
""")
u("backlog/2025-12/RCSHM 214 petition Ankit Trivedi.pdf", "document_scan", "Sh. Sachin Mandloi, Adv. (for the petitioner)", "2025-11-20", ["C07"], [], """
BEFORE THE PRINCIPAL JUDGE, FAMILY COURT, UJJAIN
RCSHM No. ___/2025   Ankit Trivedi s/o Sureshchandra Trivedi, Mahashweta Nagar, Ujjain ... Petitioner
Vs. Neha Trivedi w/o Ankit Trivedi, presently at her father's house, Vijay Nagar, Dewas ... Respondent
PETITION U/S 13(1)(ia) OF THE HINDU MARRIAGE ACT, 1955
1. The marriage was solemnised on 06.12.2019 at Dewas according to Hindu rites.
2. The respondent left the matrimonial home on 14.03.2024 and has not returned; she insults the petitioner's parents,
threatened to file false dowry cases. The petitioner seeks dissolution of marriage by a decree of divorce.
""")
u("backlog/2024-07/notice 106 Irfan Khan dukan.pdf", "document_scan", L, "2024-05-02", ["C08"], [], """
NOTICE (Sec. 106 Transfer of Property Act read with MP Accommodation Control Act, 1961)
To: Irfan Khan s/o Rashid Khan, prop. Khan Auto Parts, Shop No. 3, Maheshwari Bhawan, Freeganj, Ujjain
My client Sh. Shantilal Maheshwari is the owner of the shop let to you at Rs. 6,500 per month. You have not paid
rent since January 2023 (arrears Rs. 1,04,000 up to April 2024). Further, my client bona fide requires the shop for
his son Vikas to start his own business (mobile phones). Pay the arrears within two months and vacate.
Dated 02.05.2024                                   Mahesh Narayan Vyas, Advocate
""")
u("backlog/2025-01/WS Irfan Khan RCSA 45.pdf", "document_scan", "Sh. Mohd. Arif Sheikh, Adv. (for the defendant)", "2024-11-29", ["C08"], [], """
IN THE COURT OF CIVIL JUDGE SENIOR DIVISION, UJJAIN     RCSA No. 45/2024
Shantilal Maheshwari vs Irfan Khan
WRITTEN STATEMENT ON BEHALF OF THE DEFENDANT
1. Tenancy admitted; rent is Rs. 5,000 p.m. and not Rs. 6,500 as alleged.
2. Rent was regularly paid in cash; the plaintiff refused to give receipts from 2023.
3. The plaintiff's son Vikas already runs a shop at Nai Sadak; the need is not bona fide.
4. The suit deserves dismissal with costs.
""")
u("backlog/2026-02/WhatsApp Image 2026-02-14 at 10.12.44.jpeg", "document_photo", "Shantilal Maheshwari", "2022-12-05", ["C08"], [], """
किराया रसीद   माहेश्वरी भवन, फ्रीगंज, उज्जैन        रसीद क्र. 118
श्री इरफान खान (खान ऑटो पार्ट्स) से दुकान नं. 3 का माह नवम्बर 2022 का किराया रु. 6,500 (छह हजार पाँच सौ) नगद प्राप्त हुआ।
दिनांक 05.12.2022                                 ह./- शांतिलाल माहेश्वरी
""")
u("backlog/2026-04/IMG_20260424_101530.jpg", "document_photo", "Dr. Pradeep Saxena, Makdone", "2026-04-23", ["C04"], [], """
Dr. Pradeep Saxena, MBBS   Saxena Clinic, Makdone, Distt. Ujjain
MEDICAL CERTIFICATE
Certified that Sh. Rakesh Goyal, 46 yrs, is suffering from viral fever with body ache and has been advised
bed rest for 5 days from 23.04.2026.                      Sd/- Dr. Pradeep Saxena  Regn. MP-11438
""")

# ---------------- C01 Tehsildar naamantaran
u("backlog/2026-01/IMG20260113150233.jpg", "handwritten_note_photo", L, "2026-01-13", ["C01"], ["C01-H01"], """
13/1/26  Tehsil Ghattia - Tehsildar Malviya sa.
Patidar naamantaran (Panbihar) - Dinesh vs Bhagwati Bai
Aapatti file kari - vasiyat par shanka, Ramprasad ji ke angoothe aur sign alag. Widow + 2 betiyan heirs.
Tehsildar ne Patwari prativedan bulaya. Panwar vakil bole vasiyat registered hai, kai shanka.
Next 10.3.26. Gopal ko bola betiyon ka hisaab (Kamla, Sunita) ke affidavit taiyar rakhe.
""")
u("backlog/2026-03/IMG-20260310-WA0021.jpg", "handwritten_note_photo", K, "2026-03-10", ["C01"], ["C01-H02"], """
तारीख रजिस्टर            10.03.2026 (मंगलवार)
तहसील घट्टिया - नामांतरण पानबिहार (दिनेश पाटीदार बनाम भगवती बाई)
पटवारी प्रतिवेदन आ गया - स. क्र. 212, 214 रामप्रसाद के नाम, कब्जा भगवती बाई का।
पंवार वकील ने वसीयत के गवाह पेश करने का समय माँगा।
अगली तारीख 07.04.2026 - गवाही
- कैलाश
""")
u("backlog/2026-04/bherulal cross 7.4.txt", "typed_note_txt", L, "2026-04-07", ["C01"], ["C01-H03"], """
7.4.26  Tehsildar Ghattia - Patidar naamantaran
Vasiyat ka gavah Bherulal Choudhary ka bayan hua (applicant side).
Apan ka cross:
- maana ki vasiyat likhte waqt Ramprasad ji hospital se aaye hi the, "kamzor the"
- typist ka naam nahi bata paya; Sub-Registrar office me Dinesh bhi saath tha - maana
- dusra gavah Ramchandra Solanki ko pehle se nahi jaanta tha
Achha gaya. Next 5.5.26 - dusre gavah ke liye.
""")
u("backlog/2026-05/IMG-20260505-WA0008.jpg", "handwritten_note_photo", K, "2026-05-05", ["C06", "C01"], ["C06-H04", "C01-H04"], """
तारीख रजिस्टर
28.04.2026 (मंगल)  सत्र न्यायालय (तृतीय ASJ) - ST 112/2025 देवेन्द्र राठौर
  PW2 राजू बैरागी का बयान व जिरह हो गई। डॉक्टर नहीं आईं। अगली 16.06.2026
05.05.2026 (मंगल)  तहसील घट्टिया - नामांतरण पानबिहार
  तहसीलदार साहब सिंहस्थ की बैठक में उज्जैन गए, पेशी नहीं हुई। अगली 09.06.2026
- कैलाश
""")
u("backlog/2026-07/WhatsApp Chat with Gopal Patidar Panbihar.txt", "whatsapp_export", "Gopal Patidar", "2026-08-25", ["C01", "C02"], ["C01-H05", "C01-H06", "C02-H01"], """
09/06/26, 2:48 pm - Gopal Patidar: Vakil sa. aaj Tehsil me kai hua? mummy puch rahi
09/06/26, 3:05 pm - Mahesh Vyas Adv: Dusra gavah Ramchandra aaya hi nahi. Tehsildar ne Panwar ko aakhri mauka diya. Agli 14 July
09/06/26, 3:06 pm - Gopal Patidar: thik h sa.
14/07/26, 5:21 pm - Mahesh Vyas Adv: Gopal bhai badhai. Tehsildar ne Dinesh ka vasiyat wala aavedan kharij kar diya - vasiyat vivadit hai, civil court jaye. Naamantaran sab vaaris ke naam - Bhagwati bai aur dono behno ke naam bhi
14/07/26, 5:23 pm - Gopal Patidar: 🙏🙏 mummy bahut khush. Mithai le ke aata hu
14/07/26, 5:24 pm - Mahesh Vyas Adv: nakal (certified copy) nikalwa lena, B-1 me amal karwana Patwari se
12/08/26, 11:40 am - Gopal Patidar: sa. Dinesh ne SDO ke yaha appeal lagai h, notice aaya 25 tarikh ka
12/08/26, 11:52 am - Mahesh Vyas Adv: aane do. Vakalatnama sign karne aa jana mummy ko leke
25/08/26, 4:10 pm - Mahesh Vyas Adv: SDO Ghattia - appeal admit hui, stay nahi diya. Apan ka jawab 22 Sept ko
""")
u("backlog/2026-07/naamantaran aadesh 14.07.2026 nakal.pdf", "certified_order_sheet_scan", "Tehsildar, Ghattia", "2026-07-16", ["C01"], ["C01-H06"], """
न्यायालय तहसीलदार, तहसील घट्टिया, जिला उज्जैन
राजस्व प्रकरण क्रमांक 0087/अ-6/2025-26       दिनेश पाटीदार बनाम भगवती बाई वगैरह
आदेश पत्रिका
14.07.2026   आवेदक की ओर से श्री एन.एस. पंवार अधिवक्ता। अनावेदिका भगवती बाई की ओर से श्री एम.एन. व्यास अधिवक्ता।
आवेदक द्वारा वसीयत दिनांक 14.08.2023 के आधार पर नामांतरण चाहा गया है। अनावेदिका ने वसीयत को कूटरचित बताया है।
द्वितीय साक्षी रामचंद्र अंतिम अवसर के बावजूद उपस्थित नहीं। वसीयत विवादित होने से स्वत्व का निराकरण सक्षम
सिविल न्यायालय द्वारा किया जाना उचित है। अतः वसीयत के आधार पर नामांतरण का आवेदन निरस्त किया जाता है।
म.प्र. भू-राजस्व संहिता की धारा 110 के अंतर्गत मृतक रामप्रसाद के समस्त वारिसान - भगवती बाई (पत्नी),
गोपाल (पुत्र), कमला एवं सुनीता (पुत्रियाँ) - के नाम नामांतरण किया जावे। प्रकरण नस्तीबद्ध।
                                                   तहसीलदार, घट्टिया
प्रमाणित प्रतिलिपि जारी दिनांक 16.07.2026
""")

# ---------------- C02 SDO appeal
u("backlog/2026-08/SDO Ghattia aadesh patrika 25.08.26.pdf", "certified_order_sheet_scan", "SDO (Revenue), Ghattia", "2026-08-27", ["C02"], ["C02-H01"], """
न्यायालय अनुविभागीय अधिकारी (राजस्व), घट्टिया, जिला उज्जैन
अपील प्रकरण क्रमांक 0041/अपील/2026-27       दिनेश पाटीदार विरुद्ध भगवती बाई वगैरह
आदेश पत्रिका
25.08.2026   अपीलार्थी की ओर से श्री पंवार अधिवक्ता। उत्तरवादी क्र. 1 की ओर से श्री व्यास अधिवक्ता उपस्थित।
अपील धारा 44 म.प्र. भू-राजस्व संहिता के अंतर्गत समयावधि में है, ग्राह्य की जाती है। स्थगन आवेदन पर विचार
किया गया - नामांतरण का अमल हो चुका है, स्थगन का कोई औचित्य नहीं, आवेदन अस्वीकार।
उत्तरवादीगण जवाब प्रस्तुत करें। पेशी दिनांक 22.09.2026।
                                                   अनुविभागीय अधिकारी (राजस्व), घट्टिया
""")
u("backlog/2026-09/Doc1.docx", "typed_note_docx", L, "2026-09-22", ["C02"], ["C02-H02"], """
22.09.2026   SDO Ghattia - Dinesh Patidar appeal (apan respondent - Bhagwati Bai)
Jawab file kiya (12 paras) - main point: vasiyat par dono gavah nahi aaye, ek ne hi bayan diya; Tehsildar ka aadesh
sahi; title ka faisla civil court me. Kamla aur Sunita ke affidavit bhi lagaye.
Panwar ne pratyuttar (rejoinder) ke liye time maanga, mil gaya.
SDO sa. bole agli peshi par bahas karenge, likhit tark bhi de dena.
Agli tarikh 27.10.2026.
""")
u("backlog/2026-10/WhatsApp Chat with Ritika Joshi Jr.txt", "whatsapp_export", J, "2026-10-27", ["C02", "C04", "C06"], ["C04-H07", "C06-H07", "C04-H08", "C02-H03"], """
11/09/26, 1:12 pm - Ritika Joshi Jr: Sir Goyal wale 138 me aaj CW1 Sunil ji ka cross khatam ho gaya. Qureshi sir ne security cheque wala hi lagaya
11/09/26, 1:13 pm - Ritika Joshi Jr: 143A wala 57,000 abhi tak jama nahi kiya accused ne. Madam ne note kiya. ND 16 Oct CW2 bank wale
11/09/26, 1:30 pm - Mahesh Vyas Adv: thik. Bank of India se Vinod Rajput ko summons ka confirm karna
15/09/26, 12:20 pm - Ritika Joshi Jr: Sir Rathore case - IO Tomar phir nahi aaye. Judge sahab ne SP Ratlam ke through bailable warrant kiya. ND 27/10
15/09/26, 12:22 pm - Mahesh Vyas Adv: dusri baar hai. Chourasia madam kai bole?
15/09/26, 12:25 pm - Ritika Joshi Jr: bole next date pe pakka aa jayenge sir
16/10/26, 2:02 pm - Ritika Joshi Jr: Sir CW2 Vinod Rajput (BOI Freeganj) ka bayan ho gaya - return memo aur account statement exhibit. CE close. ND 27 Nov accused statement
27/10/26, 3:40 pm - Ritika Joshi Jr: Sir Ghattia - SDO sahab Collector ki Simhastha review meeting me gaye, peshi nahi hui. ND 26.11.26
27/10/26, 3:41 pm - Mahesh Vyas Adv: ok. mai Rathore me tha, IO aaya. Baad me batata hu
""")
u("backlog/2026-11/IMG20261126172910.jpg", "handwritten_note_photo", L, "2026-11-26", ["C02"], ["C02-H04"], """
26/11/26  SDO Ghattia - Dinesh appeal
Panwar ki bahas (aadhi): registered vasiyat ka presumption, Tehsildar ko title me jaane ka adhikar nahi tha...
Phir bola Sub-Registrar office se vasiyat ki praman. pratilipi file karni hai - time le liya.
SDO sa. - "ab aur time nahi milega".
Next 15.12.26
""")
u("backlog/2026-12/dinesh appeal 15.12.txt", "typed_note_txt", L, "2026-12-15", ["C02"], ["C02-H05"], """
15/12/2026 - SDO Ghattia - Dinesh Patidar v. Bhagwati Bai (appeal)
Panwar ki bahas poori - certified copy of will file ki.
Apan ne bahas shuru ki: (1) s. 110 me Tehsildar title tay nahi karta, vivad ho to civil court; (2) gavah Ramchandra
teen baar bulane par bhi nahi aaya; (3) naamantaran ka amal ho chuka.
SDO sa. ne kaha ek hafte me likhit tark (written arguments) do, baaki bahas agli tarikh.
Agli tarikh 21.01.2027 - apan ki shesh bahas.
""")

# ---------------- C03 LAR reference
u("backlog/2026-01/IMG20260120124511.jpg", "handwritten_note_photo", L, "2026-01-20", ["C03"], ["C03-H01"], """
20/1/26  Pratham ADJ - LAR 14/25 Chintaman Jawasiya (Simhastha ring road)
Kishanlal Anjana & 3 - muavza badhane ka reference.
GP Praveen Tiwari ne haziri di, jawab ke liye time. UDA ki taraf se koi nahi (Dubey ko notice served).
Judge sa. bole sale instances ki certified copy lagao - Bhanwarlal wali deed (95 lakh/hect.) already hai.
Next 6.4.26
""")
u("backlog/2026-04/IMG-20260406-WA0014.jpg", "handwritten_note_photo", K, "2026-04-06", ["C03"], ["C03-H02"], """
तारीख रजिस्टर    06.04.2026 (सोमवार)
प्रथम ADJ - LAR 14/2025 किशनलाल अंजना बनाम म.प्र. शासन
शासन (GP तिवारी जी) का जवाब पेश हुआ। उज्जैन विकास प्राधिकरण का जवाब नहीं आया - दुबे वकील ने समय माँगा,
जज साहब ने 500 रुपये हर्जाना लगाया (क्लेमेंट्स को)।
अगली तारीख 07.07.2026 (छुट्टियों के बाद)
- कैलाश
""")
u("backlog/2026-07/LAR 14-25 issues 7.7.docx", "typed_note_docx", L, "2026-07-07", ["C03"], ["C03-H03"], """
07.07.2026 - LAR Case 14/2025 - 1st ADJ Ujjain (Shrivastava sa.)
UDA reply finally filed (Dubey): says award at guideline rate is market value, land agricultural, no potential.
Costs Rs. 500 paid to Kishanlal.
Issues framed (3):
 1. Whether the market value of the land on the date of notification was more than Rs. 14,20,000 per hectare?
 2. Whether the claimants are entitled to enhanced compensation, if so how much?
 3. Relief.
Claimants' evidence next - 18.08.2026. Affidavit of Kishanlal + sale deeds (Bhanwarlal 21.03.2024, two more) ready karo.
""")
u("backlog/2026-08/LAR 14-2025 order sheet 18.08.2026.pdf", "certified_order_sheet_scan", "1st Additional District Judge, Ujjain", "2026-08-20", ["C03"], ["C03-H04"], """
न्यायालय प्रथम अपर जिला न्यायाधीश, उज्जैन
एल.ए.आर. प्रकरण क्रमांक 14/2025        किशनलाल अंजना वगैरह विरुद्ध म.प्र. शासन वगैरह
18.08.2026
आवेदकगण की ओर से श्री एम.एन. व्यास अधिवक्ता। अनावेदक क्र. 1 शासन की ओर से श्री प्रवीण तिवारी, शासकीय अधिवक्ता।
अनावेदक क्र. 2 उ.वि.प्रा. की ओर से श्री अनुराग दुबे अधिवक्ता।
आवेदक साक्षी क्र. 1 किशनलाल अंजना का मुख्य परीक्षण शपथपत्र पर लिया गया। विक्रय पत्र प्रदर्श पी-4 से पी-6
प्रदर्शित। शासकीय अधिवक्ता द्वारा प्रतिपरीक्षण किया गया। आवेदक साक्ष्य हेतु प्रकरण दिनांक 06.10.2026 को पेश हो।
                                                   प्रथम अपर जिला न्यायाधीश, उज्जैन
""")
u("backlog/2026-10/valuer PW2 6 oct.txt", "typed_note_txt", L, "2026-10-06", ["C03"], ["C03-H05"], """
6 Oct 2026 - LAR Chintaman Jawasiya - PW2 valuer Er. Sanjay Gupta (Govt. approved valuer, Indore)
Chief: market value Rs. 92 lakh per hectare on the date of notification, based on 3 sale instances within 1 km,
land on Ujjain-Chintaman road, colonies coming up for Simhastha.
Dubey (UDA) ne cross ke liye time maanga - report ki copy late mili bole. Judge sa. ne diya, agli baar no time.
GP Tiwari ne cross nahi kiya, UDA ke saath adopt karenge bole.
ND 17.11.26
""")
u("backlog/2026-11/WhatsApp Chat with Ritika Joshi Jr (2).txt", "whatsapp_export", J, "2026-11-27", ["C03", "C04", "C07"], ["C03-H06", "C07-H07", "C04-H09"], """
17/11/26, 1:48 pm - Ritika Joshi Jr: Sir LAR me Dubey sir ne valuer ka cross kiya 40 min - guideline rate aur 'agricultural land' pe hi tike rahe. Gupta sir ne sab sambhal liya
17/11/26, 1:49 pm - Ritika Joshi Jr: Claimants evidence close. ND 22 Dec State evidence - Patwari aayega
17/11/26, 1:55 pm - Mahesh Vyas Adv: 👍 Kishanlal ji ko bata dena
19/11/26, 6:02 pm - Mahesh Vyas Adv: Neha case me Ankit ka cross ho gaya aaj, PE close. 28 Jan ko apan ka evidence - Neha ka affidavit banana h
19/11/26, 6:04 pm - Ritika Joshi Jr: ok sir, draft bana deti hu
27/11/26, 12:35 pm - Ritika Joshi Jr: Sir Goyal fir nahi aaya. Qureshi sir ne exemption lagayi, madam ne 500 cost ke saath allow ki. Accused statement nahi hua. ND 29.01.27
27/11/26, 12:36 pm - Ritika Joshi Jr: aur 57,000 interim compensation abhi bhi jama nahi hua sir
27/11/26, 12:40 pm - Mahesh Vyas Adv: 148 ki tarah recovery ke liye s. 143A(5) ka aavedan lagate hai next date pe
""")
u("backlog/2026-12/IMG20261222162040.jpg", "handwritten_note_photo", L, "2026-12-22", ["C03"], ["C03-H07"], """
22/12/26  Pratham ADJ - LAR Chintaman Jawasiya
State evidence - DW1 Halka Patwari Dinesh Sisodiya: guideline rate ka panchnama, "bhoomi krishi, sinchit".
Apan ka cross - maana ki 500 meter par Mahakal Colonizers ki colony kati hai; ring road ke dono taraf plotting.
Maana Bhanwarlal ki sale deed ki jaankari nahi.
Next 9.1.27 - UDA evidence
""")
u("backlog/2026-12/sahi tarikh LAR.txt", "typed_note_txt", L, "2026-12-23", ["C03"], [], """
23/12 - correction
Kal ke diary page me LAR Chintaman Jawasiya ki next 9.1.27 likh di - galat. Kailash ne peshkar se confirm kiya:
sahi agli tarikh 09.02.2027 (UDA evidence). 9 Jan to chhutti ke baad ka Saturday hai hi nahi court ka.
""")

# ---------------- C04 Awantika cheque case
u("backlog/2026-06/WhatsApp Chat with Ritika Joshi.txt", "whatsapp_export", J, "2026-07-17", ["C04", "C05"], ["C04-H01", "C04-H02", "C04-H04", "C05-H02", "C04-H06"], """
16/01/26, 12:50 pm - Ritika Joshi: Sir Awantika wale case me accused Goyal nahi aaya. Madam ne 5000 ka bailable warrant kiya. ND 20 Feb
16/01/26, 12:58 pm - Mahesh Vyas Adv: thik. Sunil ji ko bata do
20/02/26, 1:15 pm - Ritika Joshi: Sir Goyal aaj aaya, bail bond bhar diya, copy de di. Qureshi sir uske vakil. ND 27.3
23/04/26, 4:30 pm - Mahesh Vyas Adv: Indore se - Sonu wali bail me case diary nahi aayi, PL ne time liya. 7 May
24/04/26, 11:40 am - Ritika Joshi: Sir Goyal fir absent - medical lagaya (viral fever). Exemption allow. CW1 ka affidavit file kar diya. ND 5 June
24/04/26, 11:42 am - Ritika Joshi: madam boli complainant next date pe khud rahe cross ke liye
17/07/26, 1:20 pm - Ritika Joshi: Sir 143A ka aavedan allow ho gaya!! 20% - Rs 57,000 - 60 din me jama karna h accused ko. Goyal aaj bhi exemption pe tha
17/07/26, 1:21 pm - Ritika Joshi: ND 11 Sept CW1 ka baaki cross
17/07/26, 1:30 pm - Mahesh Vyas Adv: shabash 👏
""")
u("backlog/2026-03/SCNIA 2417-2025 aadesh patrika 27.03.26.pdf", "certified_order_sheet_scan", "JMFC, Ujjain", "2026-03-30", ["C04"], ["C04-H03"], """
न्यायालय न्यायिक मजिस्ट्रेट प्रथम श्रेणी, उज्जैन
प्रकरण क्रमांक SCNIA/2417/2025     अवंतिका कृषि सेवा केन्द्र विरुद्ध राकेश गोयल
27.03.2026
परिवादी की ओर से श्री व्यास अधिवक्ता। अभियुक्त सहित श्री इमरान कुरैशी अधिवक्ता।
अभियुक्त को धारा 138 परक्राम्य लिखत अधिनियम के अंतर्गत अपराध का सार पढ़कर सुनाया व समझाया गया। अभियुक्त ने
अपराध अस्वीकार किया, विचारण चाहता है। बचाव - चेक सुरक्षा (सिक्योरिटी) के रूप में कोरा दिया था।
परिवादी साक्ष्य हेतु दिनांक 24.04.2026 नियत।
""")
u("backlog/2026-06/CW1 cross Sunil Jain 5 June.docx", "typed_note_docx", L, "2026-06-05", ["C04"], ["C04-H05"], """
05.06.2026 - SCNIA 2417/2025 Awantika v. Rakesh Goyal - JMFC Chouksey madam
CW1 Sunil Jain cross by Qureshi (part):
- maana ki Goyal se 2019 se len-den; khata bahi (ledger) me udhari Rs. 2,85,000 dikhaya
- suggestion ki cheque khali security me liya - denied
- "cheque par likhawat alag" - Sunil ji ne kaha amount aur tarikh Goyal ke munim ne bhare
Cross incomplete, Qureshi ne baaki ke liye time. Madam ne 143A application par notice kiya.
ND 17.07.2026.
""")
u("backlog/2026-07/SCNIA 2417 order 17.07.2026.pdf", "certified_order_sheet_scan", "JMFC, Ujjain", "2026-07-20", ["C04"], ["C04-H06"], """
न्यायालय न्यायिक मजिस्ट्रेट प्रथम श्रेणी, उज्जैन      प्रकरण क्रमांक SCNIA/2417/2025
17.07.2026
परिवादी सहित श्री व्यास अधिवक्ता। अभियुक्त अनुपस्थित, उसकी ओर से हाजिरी माफी आवेदन - स्वीकार।
परिवादी के धारा 143-ए परक्राम्य लिखत अधिनियम के आवेदन पर उभयपक्ष के तर्क सुने। चेक राशि रु. 2,85,000 का
20 प्रतिशत अर्थात रु. 57,000 अंतरिम प्रतिकर अभियुक्त 60 दिवस में परिवादी को अदा करे।
प्रकरण परिवादी साक्षी क्र. 1 के शेष प्रतिपरीक्षण हेतु दिनांक 11.09.2026 को पेश हो।
""")
u("backlog/2026-09/IMG-20260911-WA0031.jpg", "handwritten_note_photo", K, "2026-09-11", ["C04"], ["C04-H07"], """
तारीख रजिस्टर   11.09.2026 (शुक्रवार)
JMFC चौकसे मैडम - SCNIA 2417/2025 अवंतिका (सुनील जैन) बनाम राकेश गोयल
सुनील जी की जिरह पूरी। अंतरिम प्रतिकर 57,000 जमा नहीं हुआ। बैंक वाले गवाह का समन।
अगली 16.10.2026
""")
u("backlog/2026-10/CW2 bank 16.10.txt", "typed_note_txt", J, "2026-10-16", ["C04"], ["C04-H08"], """
16.10.26 - JMFC Ujjain - Awantika v Goyal (note by Ritika)
CW2 Sh. Vinod Rajput, Asst. Manager, Bank of India Freeganj: proved return memo dt 06.08.2025 (funds insufficient)
and statement of Goyal's account - balance on 05.08.2025 was Rs. 11,240 only.
Qureshi sir cross: signature on cheque is of account holder - admitted by witness, haha helps us.
CE closed. ND 27.11.26 for accused statement.
""")

# ---------------- C05 Sonu Malviya bail (HC Indore)
u("backlog/2026-04/sonu bail indore 9 apr.docx", "typed_note_docx", L, "2026-04-09", ["C05"], ["C05-H01"], """
09.04.2026 - HC Indore, Ct. 6 - Dwivedi J - MCRC 21456/2026 Sonu @ Shubham Malviya v. State
First bail u/s 483 BNSS (ASJ-IV Ujjain rejected 18.03.26). Crime 318/26 PS Nanakheda, 331(4), 305 BNS.
Argued: in custody since 14.02.2026, recovery of chain is planted, CCTV unclear, charge-sheet not yet.
Court: "case diary mangwaiye" - PL Ashish Gupta to produce case diary. Listed 23.04.2026.
Kamla Bai (mother) came to Indore, told her kuch din aur.
""")
u("backlog/2026-05/MCRC-21456-2026 order 07-05-2026.pdf", "certified_order_sheet_scan", "High Court of Madhya Pradesh, Bench at Indore", "2026-05-09", ["C05"], ["C05-H03"], """
IN THE HIGH COURT OF MADHYA PRADESH AT INDORE
BEFORE HON'BLE SHRI JUSTICE ALOK VARDHAN DWIVEDI
MISC. CRIMINAL CASE No. 21456 of 2026
SONU @ SHUBHAM MALVIYA  Versus  THE STATE OF MADHYA PRADESH
Appearance: Shri Mahesh Narayan Vyas, learned counsel for the applicant.
            Shri Ashish Gupta, learned Panel Lawyer for the respondent/State.
Dated : 07.05.2026
Case diary is produced. It shows two more cases against the applicant - Crime Nos. 77/2024 and 190/2025, both of
PS Madhavnagar. Learned counsel for the applicant to file the status of those cases by an affidavit.
List after summer vacation, on 18.06.2026.            (ALOK VARDHAN DWIVEDI) JUDGE
""")
u("backlog/2026-06/MCRC-21456-2026 order 18-06-2026.pdf", "certified_order_sheet_scan", "High Court of Madhya Pradesh, Bench at Indore", "2026-06-20", ["C05"], ["C05-H04"], """
IN THE HIGH COURT OF MADHYA PRADESH AT INDORE
BEFORE HON'BLE SHRI JUSTICE ALOK VARDHAN DWIVEDI
MISC. CRIMINAL CASE No. 21456 of 2026      SONU @ SHUBHAM MALVIYA  Versus  THE STATE OF MADHYA PRADESH
Dated : 18.06.2026
Heard. Affidavit filed: in Crime No. 77/2024 the applicant stands acquitted; in 190/2025 he is on bail. The applicant
is in custody since 14.02.2026; charge-sheet has been filed. Without commenting on the merits, the application is
allowed. The applicant shall be released on bail on his furnishing a personal bond in the sum of Rs. 50,000/- with
one solvent surety in the like amount to the satisfaction of the trial court. He shall mark his presence at PS
Nanakheda on the first Monday of every month till the conclusion of trial. C.c. as per rules.
                                                      (ALOK VARDHAN DWIVEDI) JUDGE
""")

# ---------------- C06 Rathore sessions trial
u("backlog/2026-01/IMG20260122160355.jpg", "handwritten_note_photo", L, "2026-01-22", ["C06"], ["C06-H01"], """
22/1/26  Teesre ASJ Shrivas sa. - ST 112/25 Dev Rathore (Chimanganj chaku case)
Charge laga - 307/34, 294, 506-II IPC. Dev aur Lakhan (A-2) dono ne inkaar kiya. A-2 ke vakil Bhati ji.
Chourasia madam (Addl PP) - PW list 9 gavah, pehle Mukesh.
Next 26.2.26 - PW1
""")
u("backlog/2026-02/IMG-20260226-WA0005.jpg", "handwritten_note_photo", K, "2026-02-26", ["C06"], ["C06-H02"], """
तारीख रजिस्टर    26.02.2026 (गुरुवार)
तृतीय ASJ - ST 112/2025 म.प्र. शासन बनाम देवेन्द्र उर्फ देव राठौर
फरियादी मुकेश बैरागी नहीं आया, समन फिर से जारी। अगली 24.03.2026
""")
u("backlog/2026-03/PW1 Mukesh cross 24.3.docx", "typed_note_docx", L, "2026-03-24", ["C06"], ["C06-H03"], """
24.03.2026 - ST 112/2025 - IIIrd ASJ Ujjain - PW1 Mukesh Bairagi (injured)
Chief: 13.10.2024 raat 10-10.30 baje Chimanganj mandi gate ke paas Dev ne chaku maara, Lakhan ne pakda.
Our cross:
- maana ki wahan street light band thi, "andhera tha"
- purana jhagda - Dev ke papa se mandi ki dukan ka vivad (admitted)
- chaku kisne maara pakka nahi dekha, "bheed me laga" - IMPORTANT
- FIR 2 ghante baad, hospital se - maana
Next 28.4.26 - PW2 Raju, PW3 doctor
""")
u("backlog/2026-06/Dr Anjali PW3 16.6.txt", "typed_note_txt", L, "2026-06-16", ["C06"], ["C06-H05"], """
16.06.26 - ST 112/25 Rathore - PW3 Dr. Anjali Mehta (District Hospital)
MLC proved (Ex. P-7). Incised wound 4 cm left abdomen, muscle deep; USG - no internal organ injury.
Cross: maana injury "simple in nature" ho sakti hai, X-ray/USG report me koi gambhir chot nahi. 307 ke liye kamzor.
Also maana ki chot "fall on sharp object" se bhi sambhav - partly.
IO next. ND 4.8.26
""")
u("backlog/2026-08/ST 112-2025 order sheet 04.08.2026.pdf", "certified_order_sheet_scan", "IIIrd Additional Sessions Judge, Ujjain", "2026-08-06", ["C06"], ["C06-H06"], """
न्यायालय तृतीय अपर सत्र न्यायाधीश, उज्जैन
सत्र प्रकरण क्रमांक 112/2025     म.प्र. राज्य द्वारा थाना चिमनगंज मंडी विरुद्ध देवेन्द्र उर्फ देव राठौर वगैरह
04.08.2026
राज्य की ओर से श्रीमती सुनीता चौरसिया, अति. लोक अभियोजक। अभियुक्त क्र. 1 सहित श्री व्यास अधिवक्ता, अभियुक्त
क्र. 2 सहित श्री भाटी अधिवक्ता।
विवेचक उप निरीक्षक महेन्द्र सिंह तोमर, जिनका स्थानांतरण रतलाम हो गया है, समन तामील होने के बावजूद अनुपस्थित।
अभियोजन द्वारा समय चाहा गया। विवेचक को पुनः समन जारी हो। अभियोजन साक्ष्य हेतु दिनांक 15.09.2026।
""")
u("backlog/2026-10/IO Tomar cross 27 oct.docx", "typed_note_docx", L, "2026-10-27", ["C06"], ["C06-H08"], """
27 Oct 2026 - ST 112/2025 State v. Dev Rathore - PW4 IO SI Mahendra Singh Tomar (now PS Station Road, Ratlam)
Came on the bailable warrant. Chief: FIR, spot map, seizure of knife from Dev's house on 15.10.2024.
Cross:
- seizure witnesses (Pappu, Sonu) dono hostile already - PW5, PW6 ki jagah not examined (PP gave up)
- knife par khoon - FSL report not on record, maana
- spot map me street light ka zikr nahi
- Mukesh ka bayan 161 hospital me 14.10 ko, FIR ke baad
Prosecution evidence closed. ND 08.12.2026 for 313.
""")
u("backlog/2026-12/IMG20261208154411.jpg", "handwritten_note_photo", L, "2026-12-08", ["C06"], ["C06-H09"], """
8/12/26  Teesre ASJ - Dev Rathore ST 112/25
313 ke bayan hue - Dev: "jhootha fansaya, mandi ki dukan ke vivad se". Lakhan bhi same.
Defence witness list di - DW1 Shyam Lal Gehlot (mandi chowkidar) - "wo wahan tha, Dev nahi tha".
Next 21.1.27 bachav saakshya. Shyam Lal ko summons.
""")

# ---------------- C07 Trivedi divorce
u("backlog/2026-02/IMG20260203120815.jpg", "handwritten_note_photo", L, "2026-02-03", ["C07"], ["C07-H01"], """
3/2/26  Kutumb Nyayalaya - Agrawal madam - Ankit v. Neha Trivedi (apan Neha ki taraf)
Neha aur papa (Sharma ji) aaye. Madam ne counsellor ke paas bheja - dono ki counselling.
Mandloi vakil husband ki taraf.
Next 5.3.26 counsellor report
""")
u("backlog/2026-03/WhatsApp Chat with Neha Trivedi.txt", "whatsapp_export", "Neha Trivedi", "2026-10-08", ["C07"], ["C07-H02", "C07-H04", "C07-H06"], """
05/03/26, 1:35 pm - Neha Trivedi: Sir counsellor ne report de di, kuch nahi hua. Ankit aur mummyji apni baat pe ade rahe
05/03/26, 1:50 pm - Mahesh Vyas Adv: Koi baat nahi beta. Ab jawab (WS) aur 24 ka aavedan lagayenge. Agli tarikh 16 April. Salary slip aur uske ITR ki copy bhejo
05/03/26, 1:52 pm - Neha Trivedi: ok sir
09/07/26, 4:45 pm - Mahesh Vyas Adv: Neha, 24 ka order ho gaya - 8000 rs mahina aur 10,000 kharcha mukadma. Aavedan ki tarikh se
09/07/26, 4:50 pm - Neha Trivedi: thank you sir 🙏 papa bhi bol rahe thank you
20/08/26, 6:10 pm - Neha Trivedi: Sir aaj to Ankit ne paise nahi diye na?
20/08/26, 6:15 pm - Mahesh Vyas Adv: nahi diye. Madam ne bola agli tarikh tak baaki jama kare. Issues ban gaye. 8 Oct
08/10/26, 2:20 pm - Mahesh Vyas Adv: Aaj court me 24,000 jama kiye Ankit ne (3 mahine). Cheque le lena office se. Ankit ka affidavit aa gaya, cross apan 19 Nov ko karenge
08/10/26, 2:22 pm - Neha Trivedi: ok sir. Baaki ka kya?
08/10/26, 2:30 pm - Mahesh Vyas Adv: aavedan ki tarikh se hisaab - agli baar baki ka aavedan lagate hai
""")
u("backlog/2026-04/WS Neha Trivedi 16.04.docx", "typed_note_docx", L, "2026-04-16", ["C07"], ["C07-H03"], """
16.04.2026 - RCSHM 214/2025 Ankit v. Neha - Family Court Ujjain
Filed today: Written statement of Neha (20 paras) - denies cruelty; she was sent to Dewas on 14.03.2024 by the
petitioner's mother after the demand of Rs. 5 lakh for a car; she is ready to live with him.
Also s. 24 HMA application: Ankit is an engineer at a Pithampur pharma unit, salary approx Rs. 65,000 p.m.; Neha
has no income. Asked Rs. 20,000 p.m. + Rs. 25,000 litigation expenses.
Mandloi sought time for reply to s. 24. ND 09.07.2026 (after vacation).
""")
u("backlog/2026-07/RCSHM 214-2025 order 09.07.2026.pdf", "certified_order_sheet_scan", "Family Court, Ujjain", "2026-07-11", ["C07"], ["C07-H04"], """
कुटुंब न्यायालय, उज्जैन        प्रकरण क्रमांक RCSHM/214/2025      अंकित त्रिवेदी विरुद्ध नेहा त्रिवेदी
09.07.2026
आवेदक की ओर से श्री सचिन मंडलोई अधिवक्ता। अनावेदिका सहित श्री एम.एन. व्यास अधिवक्ता।
अनावेदिका के धारा 24 हिंदू विवाह अधिनियम के आवेदन पर तर्क सुने गए। आवेदक की मासिक आय लगभग रु. 55,000 मानी जाती है।
अनावेदिका को आवेदन दिनांक से रु. 8,000 प्रतिमाह भरण-पोषण एवं रु. 10,000 वाद व्यय दिलाया जाता है।
प्रकरण वाद प्रश्न निर्धारण हेतु दिनांक 20.08.2026 को पेश हो।
""")
u("backlog/2026-08/IMG-20260820-WA0017.jpg", "handwritten_note_photo", K, "2026-08-20", ["C07"], ["C07-H05"], """
तारीख रजिस्टर    20.08.2026 (गुरुवार)
कुटुंब न्यायालय - अंकित त्रिवेदी बनाम नेहा त्रिवेदी
वाद प्रश्न बने। भरण-पोषण की राशि जमा नहीं - मैडम ने अगली तारीख तक जमा करने को कहा।
अगली तारीख 08.10.2026 आवेदक साक्ष्य
""")
u("backlog/2026-10/neha 8 oct.txt", "typed_note_txt", L, "2026-10-08", ["C07"], ["C07-H06"], """
8/10/26 Family Ct - Trivedi
Ankit ne Rs. 24,000 jama kiye (July-Sept). Abhi bhi aavedan ki tarikh (16.04) se arrears baki.
PW1 Ankit Trivedi - affidavit under O.18 R.4 file. Apan ne cross ke liye time liya - Neha ke papa ke paas Ankit ki
WhatsApp chats hai, pen drive me lena hai. Madam ne de diya, agli baar cross pakka.
ND 19.11.26
""")
u("backlog/2026-11/IMG20261119191205.jpg", "handwritten_note_photo", L, "2026-11-19", ["C07", "C02"], ["C07-H07"], """
19/11/26 (Guru)
(1) Kutumb Nyayalaya - Ankit v. Neha - PW1 Ankit ka cross kiya 1 ghanta:
   - maana ki car ki baat hui thi "par maang nahi thi"
   - maana Neha ko Dewas chhodne uski mummy gayi thi
   - Pithampur me salary 62,000 (slip dikhai)
   PE closed. Next 28.1.27 - apan ka evidence (Neha ka affidavit).
(2) Gopal Patidar ka phone - Dinesh wale appeal me Panwar gaon me bol raha "SDO se order palat denge".
   Gopal ko bola ghabrao mat, 26 Nov ko bahas hai, mummy ko laana zaruri nahi.
""")

# ---------------- C08 Freeganj eviction
u("backlog/2026-01/eviction 13(6) 9 jan.txt", "typed_note_txt", L, "2026-01-09", ["C08"], ["C08-H01"], """
9 Jan 26 - IInd CJ Sr Div (Bais sa.) - RCSA 45/24 Shantilal Maheshwari v. Irfan Khan (Freeganj dukan)
Filed application u/s 13(6) MPAC Act - tenant ne s. 13(1) ke hisaab se kiraya jama nahi kiya, defence struck off karo.
Arif Sheikh ne jawab ke liye time maanga. ND 13.2.26.
Shantilal ji: bola ki Irfan ne 2023 se ek paisa nahi diya. Rent Rs 6,500 - receipt book me Nov 2022 ki last raseed.
""")
u("backlog/2026-02/IMG20260213131702.jpg", "handwritten_note_photo", L, "2026-02-13", ["C08"], ["C08-H02"], """
13/2/26  Bais sa. - Maheshwari v. Irfan
Irfan ne court me Rs. 78,000 jama kiye (12 mahine x 6,500). 13(6) aavedan - Bais sa. bole ab press mat karo,
har mahine 15 tarikh tak kiraya jama kare - order me likha.
Not pressed. PE - 17.4.26
""")
u("backlog/2026-04/RCSA 45-2024 aadesh patrika 17.04.26.pdf", "certified_order_sheet_scan", "IInd Civil Judge Senior Division, Ujjain", "2026-04-20", ["C08"], ["C08-H03"], """
न्यायालय द्वितीय व्यवहार न्यायाधीश वरिष्ठ खंड, उज्जैन
व्यवहार वाद क्रमांक RCSA/45/2024      शांतिलाल माहेश्वरी विरुद्ध इरफान खान
17.04.2026
वादी सहित श्री व्यास अधिवक्ता। प्रतिवादी की ओर से श्री अरिफ शेख अधिवक्ता।
वादी साक्षी क्र. 1 शांतिलाल का मुख्य परीक्षण शपथपत्र आदेश 18 नियम 4 सी.पी.सी. पर प्रस्तुत। प्रतिवादी अधिवक्ता ने
प्रतिपरीक्षण हेतु समय चाहा, अंतिम अवसर दिया जाता है। वादी साक्ष्य हेतु दिनांक 10.07.2026।
""")
u("backlog/2026-07/Shantilal PW1 cross.docx", "typed_note_docx", L, "2026-07-10", ["C08"], ["C08-H04"], """
10.07.2026 - RCSA 45/2024 - PW1 Shantilal Maheshwari cross by Arif Sheikh
- rent Rs. 6,500 - receipt of Nov 2022 exhibited (P-3); Sheikh's suggestion that rent was 5,000 denied
- Vikas (son) ki Nai Sadak wali dukan: Shantilal ne kaha wo kiraye ki thi, 2025 me khali kar di - IMPORTANT, need PW2 to prove
- no notice of enhancement - maana rent 2019 se 6,500
Cross over. ND 21.08.26 - PW2 Vikas.
""")
u("backlog/2026-08/IMG-20260821-WA0009.jpg", "handwritten_note_photo", K, "2026-08-21", ["C08"], ["C08-H05"], """
तारीख रजिस्टर    21.08.2026 (शुक्रवार)
द्वितीय व्य.न्या. वरिष्ठ खंड - शांतिलाल माहेश्वरी बनाम इरफान खान
प्रतिवादी के वकील अरिफ शेख नहीं आए। जज साहब ने 300 रु. हर्जाना लगाया। विकास (PW2) आया था, वापस गया।
अगली 25.09.2026
""")
u("backlog/2026-09/WhatsApp Chat with Shantilal ji Freeganj.txt", "whatsapp_export", "Shantilal Maheshwari", "2026-11-06", ["C08"], ["C08-H06", "C08-H07"], """
25/09/26, 2:10 pm - Mahesh Vyas Adv: Shantilal ji, Vikas ka bayan aur cross dono ho gaye, accha bola. Nai Sadak dukan ki kiraye ki chitthi bhi exhibit. PE close. Agli 6 Nov
25/09/26, 2:30 pm - Shantilal ji Freeganj: dhanyawad vakil sa.
15/10/26, 7:45 pm - Shantilal ji Freeganj: vakil sa. Irfan ne Sept aur Oct ka kiraya court me jama nahi kiya, munshi ne bataya
15/10/26, 7:50 pm - Mahesh Vyas Adv: note kar liya. 6 Nov ko aavedan lagayenge
06/11/26, 1:05 pm - Mahesh Vyas Adv: Aaj Irfan khud gavahi me nahi aaya, Sheikh ne time liya. Apan ne default ka aavedan laga diya (13(6)). Agli 11 Dec
06/11/26, 1:10 pm - Shantilal ji Freeganj: 🙏
""")
u("backlog/2026-12/DW1 Irfan 11.12.txt", "typed_note_txt", L, "2026-12-11", ["C08"], ["C08-H08"], """
11/12/2026 - Bais sa. - Maheshwari v Irfan Khan - DW1 Irfan Khan
Chief: rent 5,000, paid in cash, no receipts.
Cross by apan:
- maana Nov 2022 ki raseed par uske sign hai aur usme 6,500 likha hai
- maana Sept-Oct 2026 ka kiraya deri se 3 Nov ko jama kiya
- maana Vikas ki Nai Sadak wali dukan 2025 me band ho gayi
DE closed. ND 22.01.2027 final arguments. 13(6) aavedan bhi saath me sunenge.
""")

# ---------------- plans, cause list
u("backlog/2027-01/week plan 18-23 jan.docx", "typed_note_docx", L, "2027-01-17", ["C02", "C06", "C08", "C07", "C04", "C03"], [], """
WEEK PLAN 18-23 Jan 2027 (Sunday raat ko banaya)
Thu 21.1 - (a) Teesre ASJ: Dev Rathore ST 112/25 - bachav saakshya, DW1 Shyam Lal Gehlot ko laana (Kailash phone kare)
         - (b) SDO Ghattia: Dinesh appeal - apan ki shesh bahas. Likhit tark file ho chuke (22.12).
         Dono ek din - Ghattia 3 baje ke baad, Ritika pehle jaake haziri de.
Fri 22.1 - Bais sa.: Maheshwari v Irfan - final bahas, judgments: default in deposit u/s 13(6) MPAC.
Next week: 28.1 Neha ka affidavit (Family Ct), 29.1 Goyal - 143A(5) recovery aavedan, 9.2 LAR UDA evidence.
""")
u("backlog/2027-01/causelist ujjain 21.01.2027.pdf", "cause_list_pdf", "District Court, Ujjain", "2027-01-20", ["C06"], [], """
जिला एवं सत्र न्यायालय, उज्जैन - दैनिक वाद सूची दिनांक 21.01.2027 (गुरुवार)
न्यायालय: श्री दिलीप कुमार श्रीवास, तृतीय अपर सत्र न्यायाधीश, उज्जैन (कक्ष क्र. 14)
क्र.  प्रकरण क्रमांक        पक्षकार                                          प्रक्रम
1    ST/58/2024          म.प्र. राज्य विरुद्ध शंकरलाल                          अंतिम तर्क
2    ST/112/2025         म.प्र. राज्य विरुद्ध देवेन्द्र उर्फ देव राठौर वगैरह      बचाव साक्ष्य
3    ST/20/2026          म.प्र. राज्य विरुद्ध रईस खान                          अभियोजन साक्ष्य
4    CRA/301/2025        भगवान सिंह विरुद्ध म.प्र. राज्य                        तर्क
5    BA/1402/2027        कमलेश विरुद्ध म.प्र. राज्य                            जमानत
""")
