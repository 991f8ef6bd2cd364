"""The uploads of the Sagar practice: what Dubey ji, his junior Pragya and the munshi Kallu Prasad actually kept."""

L, J, K = "Sanjay Kumar Dubey", "Pragya Jain", "Kallu Prasad Raikwar (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2029-10/tehsildar seemankan aadesh patna bujurg.pdf", "document_scan", "Tehsildar, Rehli", "2029-10-21", ["C01"], [], """
न्यायालय तहसीलदार, तहसील रहली, जिला सागर (म.प्र.)
प्रकरण क्रमांक 0112/अ-12/2028-29        आवेदक: भागीरथ कुर्मी  विरुद्ध  अनावेदक: हल्के प्रसाद लोधी
विषय: भूमि का सीमांकन, धारा 129 म.प्र. भू-राजस्व संहिता 1959 - ग्राम पटना बुजुर्ग, ख.नं. 214/1 (रकबा 1.214 हे.) एवं 214/2
आदेश (दिनांक 21.10.2029)
राजस्व निरीक्षक मंडल रहली द्वारा दिनांक 04.10.2029 को मौके पर सीमांकन किया गया। पंचनामा अनुसार अनावेदक हल्के प्रसाद
का ख.नं. 214/2 के 0.08 हे. पर कब्जा पाया गया। अनावेदक को आपत्ति का अवसर दिया गया, उपस्थित नहीं। सीमांकन पुष्ट किया जाता है।
                                                   तहसीलदार, रहली
""")
u("backlog/2029-10/cheque return memo SBI Bina.pdf", "document_scan", "State Bank of India, Bina", "2029-09-12", ["C02"], [], """
STATE BANK OF INDIA   Branch: Bina (Distt. Sagar)   IFSC SBIN00xxxxx
RETURN MEMO                                   Date: 12.09.2029
Cheque No. 731906 dated 10.09.2029 for Rs. 4,80,000/- drawn on A/c 3xxxxxxx of KAMTA PRASAD SONI
Presented by: BAJRANG TENDU PATTA TRADERS through Bank of Baroda, Katra, Sagar
RETURNED for the reason: FUNDS INSUFFICIENT
                                               Branch Manager
""")
u("backlog/2029-09/notice 138 kamta soni.docx", "typed_note_docx", L, "2029-09-24", ["C02"], [], """
SANJAY KUMAR DUBEY, Advocate - Chamber 41, Jila Adhivakta Sangh, Sagar
Regd. AD                                             Dinank: 24.09.2029
Prati: Shri Kamta Prasad Soni, phad munshi / thekedar, Khurai Road, Bina, Distt. Sagar
Vishay: Suchna patra dhara 138 Parkramya Likhat Adhiniyam 1881
Mere pakshkar Bajrang Tendu Patta Traders (prop. Mohd. Rafiq Ansari) ne 2029 ke tendu patta sangrahan season ke liye
aapko phad advance diya tha. Shesh rashi ke bhugtan hetu aapne cheque no. 731906 dinank 10.09.2029 rashi Rs. 4,80,000
SBI Bina ka diya jo 12.09.2029 ko "funds insufficient" se lauta. 15 din me Rs. 4,80,000 ada karen, anyatha parivad.
                                                      Adhivakta
""")
u("backlog/2029-11/FIR 118 khurai dehat.pdf", "document_scan", "Police Station Khurai Dehat", "2029-11-09", ["C03", "C04"], [], """
प्रथम सूचना रिपोर्ट   जिला सागर   थाना खुरई देहात   अपराध क्रमांक 118/2029   दिनांक 09.11.2029
धाराएं: 115(2), 352, 351(3) भारतीय न्याय संहिता, 3(1)(r), 3(1)(s), 3(2)(va) अनुसूचित जाति/जनजाति (अत्याचार निवारण) अधिनियम
सूचनाकर्ता: रामप्रसाद अहिरवार पिता हल्कू, ग्राम सिलोधा। दिनांक 08.11.2029 शाम करीब 7 बजे खेत की मेड़ पर पानी को लेकर
धीरेन्द्र सिंह ठाकुर उर्फ धीरू, गोलू ठाकुर व राजा ठाकुर ने जातिसूचक गालियां दीं, लाठी से मारपीट की, जान से मारने की धमकी दी।
विवेचक: सउनि रघुवीर सिंह यादव
""")
u("backlog/2029-11/rekha bharan poshan avedan.pdf", "document_scan", L, "2029-11-06", ["C05"], [], """
न्यायालय श्रीमान प्रधान न्यायाधीश, कुटुम्ब न्यायालय, सागर
आवेदिका: 1. श्रीमती रेखा यादव पत्नी संतोष यादव 2. कु. गुड़िया (नाबालिग) द्वारा माँ, निवासी बीना
विरुद्ध   अनावेदक: संतोष यादव पिता रामसेवक यादव, ट्रक चालक, निवासी इटावा रोड, बीना
आवेदन अंतर्गत धारा 144 भारतीय नागरिक सुरक्षा संहिता 2023 (भरण-पोषण)
1. विवाह 12.05.2022 को हिन्दू रीति से हुआ। 2. अनावेदक दहेज में मोटरसाइकिल की मांग करता था, 2 मार्च 2029 को मारपीट कर
घर से निकाल दिया। 3. अनावेदक ट्रक चलाकर लगभग रु. 25,000 मासिक कमाता है। 4. आवेदिका हेतु रु. 10,000 व पुत्री हेतु रु. 5,000 मासिक दिलाया जावे।
                                                 आवेदिका द्वारा अधिवक्ता संजय कुमार दुबे
""")
u("backlog/2030-02/IMG_20300214_152210.jpg", "document_photo", "National Insurance Co. Ltd.", "2030-02-14", ["C06"], ["C06-H02"], """
BEFORE THE MOTOR ACCIDENT CLAIMS TRIBUNAL, SAGAR    MACC No. 340/2029
Ghanshyam Lodhi vs Raju Khan & 2 Ors.
WRITTEN STATEMENT ON BEHALF OF RESPONDENT No. 3 (National Insurance Co. Ltd., Divisional Office Sagar)
1. Denied for want of knowledge. 2. The bus MP-15-P-xxxx was being plied on the Sagar-Damoh route without a valid
route permit on 22.08.2029, in breach of the policy; the insurer is not liable. 3. The claimant was riding without
helmet. 4. Claim of Rs. 12,50,000 is exaggerated.
Sd/- Sanjay Tiwari, Advocate for R3
""")
u("backlog/2030-06/WhatsApp Image 2030-06-05 at 19.02.44.jpeg", "document_photo", "Medical Board, Bundelkhand Medical College, Sagar", "2030-06-03", ["C06"], [], """
DISABILITY CERTIFICATE - DISTRICT MEDICAL BOARD, BUNDELKHAND MEDICAL COLLEGE & HOSPITAL, SAGAR
Name: Ghanshyam Lodhi s/o Mulayam, age 34, Baraitha, Garhakota
Diagnosis: malunited fracture shaft of femur (right) with shortening 2.5 cm
Permanent disability: 40% (forty percent) of the right lower limb      Date: 03.06.2030
Members: Dr. Sameer Khare (Ortho), Dr. R.K. Jain, Dr. Seema Patel
""")
u("backlog/2030-02/20300206_112630.jpg", "document_photo", "Mining Inspector, Sagar", "2030-02-06", ["C07"], [], """
जप्ती पंचनामा - खनिज शाखा, कलेक्टर कार्यालय सागर      दिनांक 06.02.2030
स्थान: सोनार नदी घाट, ग्राम देवरी कला के पास, तहसील रहली
ट्रैक्टर क्र. MP-15-AB-xxxx ट्रॉली सहित, स्वामी पुष्पेन्द्र राजपूत उर्फ पप्पू। ट्रॉली में लगभग 4 घन मीटर रेत भरी पाई गई, कोई
अभिवहन पास (TP) नहीं। चालक भाग गया। वाहन थाना देवरी की अभिरक्षा में रखा गया।   हस्ता. खनि निरीक्षक
""")
u("backlog/2030-07/challan receipt penalty pappu.jpg", "document_photo", "Treasury, Sagar", "2030-07-11", ["C07"], [], """
E-CHALLAN RECEIPT  -  MP TREASURY (CYBER TREASURY)
Head: 0853 - Non-ferrous Mining (Minor Minerals) penalty     Date: 11.07.2030
Depositor: Pushpendra Rajput, Deori Kalan       Amount: Rs. 1,25,000/- (One lakh twenty five thousand only)
Ref: Collector Sagar Case No. 0019/B-121/2029-30                 Status: SUCCESS
""")
u("backlog/2029-12/termination order meenakshi.pdf", "document_scan", "Registrar of the University, Sagar", "2029-11-30", ["C08"], [], """
OFFICE OF THE REGISTRAR  (A Central University)  SAGAR (M.P.)
No. Estt./T/2029/1184                                       Dated: 30.11.2029
ORDER
In pursuance of the decision of the Executive Council, the services of Dr. Meenakshi Chourasia, Assistant Professor,
Department of Botany, who is on probation, are hereby terminated with one month's salary in lieu of notice, her work
and conduct during probation having not been found satisfactory.
                                                         Registrar
""")

# ---------------- C01 Halke seemankan appeal (SDO Rehli)
u("backlog/2029-12/IMG_20291217_163005.jpg", "handwritten_note_photo", L, "2029-12-17", ["C01"], ["C01-H01"], """
17/12/29  SDO Rehli (Tiwari madam)
Halke Lodhi - seemankan appeal u/s 44 (agst Tehsildar order 21.10.29)
Appeal admitted. Notice Bhagirath Kurmi ko. Tehsildar ka mool record (panchnama, fard) bulaya.
Halke bole "hamaao khet to bapu ke zamane se ohi mendh tak hai, kachu nai dabao". Usko samjhaya.
NDOH 21.1.30
""")
u("backlog/2030-01/SDO rehli 21 jan.txt", "typed_note_txt", L, "2030-01-21", ["C01"], ["C01-H02"], """
21.01.2030  SDO Rehli - Halke v. Bhagirath (seemankan appeal)
Notice tameel nahi hua - Bhagirath gaon me nahi mila (Bhopal gaya bataya). Fresh notice, PF jama.
Halke ke ladke Raju ne kaha patwari se naksha trace le aayenge.
Agli peshi 25.02.2030.
""")
u("backlog/2030-02/IMG-20300225-WA0007.jpg", "handwritten_note_photo", K, "2030-02-25", ["C01", "C07"], ["C01-H03"], """
तारीख रजिस्टर - दिनांक 25.02.2030 (सोमवार)
1. एसडीओ रहली - हल्के प्र. लोधी वि. भागीरथ कुर्मी (सीमांकन अपील) - भागीरथ की तरफ से पटेरिया वकील साहब हाजिर,
   जवाब हेतु समय मांगा, मिल गया। अगली पेशी 08.04.2030
2. कलेक्टर सागर - पप्पू राजपूत का ट्रैक्टर (रेत) - कारण बताओ सूचना मिली, जवाब 05.03.2030 तक देना है। दुबे साहब को बताया।
                                               - कल्लू प्रसाद
""")
u("backlog/2030-04/20300408_141522.jpg", "handwritten_note_photo", L, "2030-04-08", ["C01"], ["C01-H04"], """
8.4.30 SDO Rehli
Halke seemankan - Pateriya ne jawab pesh kiya: "seemankan vidhivat, padosi ko suchna di gayi thi".
Tehsil se record abhi tak nai aaya - madam ne reader ko Tehsildar ko smaran patra bhejne bola.
Madam chunav duty me - lambi tareekh 15.7.30.
""")
u("backlog/2030-07/SDO rehli order 15.07.2030.pdf", "certified_order_sheet_scan", "SDO (Revenue), Rehli", "2030-07-18", ["C01"], ["C01-H05"], """
न्यायालय अनुविभागीय अधिकारी (राजस्व), रहली, जिला सागर
प्रकरण क्रमांक 0045/अ-12/2029-30      हल्के प्रसाद लोधी   विरुद्ध   भागीरथ कुर्मी
आदेश पत्रिका
15.07.2030  अपीलार्थी की ओर से श्री संजय कुमार दुबे अधि. उपस्थित। प्रत्यर्थी की ओर से श्री राजेन्द्र पटेरिया अधि. उपस्थित।
तहसील रहली से मूल अभिलेख प्राप्त। अवलोकन से स्पष्ट है कि सीमांकन के समय अपीलार्थी को विधिवत सूचना का प्रमाण नहीं है।
अतः राजस्व निरीक्षक मंडल रहली को निर्देशित किया जाता है कि दोनों पक्षों की उपस्थिति में टी.एस.एम. (Total Station Machine)
से पुनः मौका सीमांकन कर प्रतिवेदन प्रस्तुत करें। प्रकरण दिनांक 23.09.2030 को प्रतिवेदन हेतु।
                                                  अनुविभागीय अधिकारी (राजस्व), रहली
""")
u("backlog/2030-09/23.09 rehli halke.docx", "typed_note_docx", L, "2030-09-23", ["C01"], ["C01-H06"], """
23 Sept 2030 - SDO Rehli - Halke Prasad v. Bhagirath (seemankan appeal)
RI Sh. Mahesh Ahirwar ka TSM report pesh: 214/2 ka 0.08 hectare Bhagirath ke kabze me, Halke ke nahi. Matlab Tehsildar
ka seemankan ulta tha! Report humare paksh me.
Pateriya ne report par aapatti ke liye samay manga - diya.
Halke khush: "ab to sach kachu chhupo nai".
Next 18.11.2030.
""")
u("backlog/2030-11/rehli 18 nov.txt", "typed_note_txt", L, "2030-11-18", ["C01"], ["C01-H07"], """
18/11/2030 SDO Rehli - Halke seemankan
Pateriya ki aapatti: RI ne gaon ke pathar (bench mark) galat liye. Humne kaha TSM do bench mark se, dono paksh ke hastakshar panchnama par.
Bahas adhoori - madam ke paas 40 prakaran, samay kam. Antim bahas 15.01.2031.
""")

# ---------------- C02 Rafiq bhai tendu cheque (JMFC Bina)
u("backlog/2030-01/IMG-20300108-WA0014.jpg", "handwritten_note_photo", K, "2030-01-08", ["C02", "C06"], ["C02-H01"], """
दिनांक 08.01.2030 (मंगलवार) बीना
बजरंग तेंदूपत्ता (रफीक भाई) वि. कामता सोनी - धारा 138 - आरोपी हाजिर नहीं, मैडम ने 5000 का जमानती वारंट किया।
अगली तारीख 12.02.2030
(गुरुवार 10.01 को MACT सागर घनश्याम का - दुबे साहब खुद जाएंगे)
""")
u("backlog/2030-03/bina 12.3.30.txt", "typed_note_txt", L, "2030-03-12", ["C02"], ["C02-H03"], """
12.3.30  JMFC Bina (Raikwar madam)  SCNIA 1187/29  Bajrang Tendu v. Kamta Soni
Kamta ko abhiyog ka saar samjhaya - not guilty. Defence (Deepak Jain): cheque khali hastakshar wala security me diya tha,
phad advance 2029 season ka hisaab alag. Rafiq bhai bole "sab patta ka hisab register me likho hai".
Madam: complainant har tareekh pe hazir rahe.
NDOH 23.4.30 - parivadi saakshya.
""")
u("backlog/2030-06/IMG_20300618_133812.jpg", "handwritten_note_photo", L, "2030-06-18", ["C02"], ["C02-H05"], """
18/6/30 Bina - Rafiq v Kamta
CW1 Rafiq ka cross (Jain) - 1 ghanta; phad register, bilty dikhaye. Cross adhoora.
143A NI Act ki arji lagayi - antarim pratikar 20%.
ND 6.8.30
""")
u("backlog/2030-08/SCNIA 1187-2029 order 06.08.2030.pdf", "certified_order_sheet_scan", "JMFC, Bina", "2030-08-08", ["C02"], ["C02-H06"], """
न्यायालय न्यायिक मजिस्ट्रेट प्रथम श्रेणी, बीना, जिला सागर (पीठासीन अधिकारी: कु. श्वेता रैकवार)
प्रकरण क्र. SCNIA 1187/2029    बजरंग तेंदूपत्ता ट्रेडर्स   विरुद्ध   कामता प्रसाद सोनी
06.08.2030  परिवादी स्वयं मय अधि. श्री संजय कुमार दुबे। आरोपी मय अधि. श्री दीपक जैन।
धारा 143-A परक्राम्य लिखत अधिनियम के आवेदन पर उभयपक्ष को सुना। आवेदन स्वीकार। आरोपी चेक राशि का 20 प्रतिशत अर्थात
रु. 96,000/- अंतरिम प्रतिकर 60 दिवस में परिवादी को अदा करे। परिवादी साक्षी क्र. 1 का प्रतिपरीक्षण पूर्ण।
प्रकरण दिनांक 17.09.2030 को शेष परिवादी साक्ष्य हेतु।
                                                   न्यायिक मजिस्ट्रेट प्रथम श्रेणी, बीना
""")
u("backlog/2030-11/WhatsApp Chat with Rafiq Bhai Tendu.txt", "whatsapp_export", "Mohd. Rafiq Ansari", "2030-11-06", ["C02"], ["C02-H07", "C02-H08"], """
[17/09/30, 4:12:09 PM] Rafiq Bhai Tendu: Dubey ji SBI wala babu aa gaya tha, bayan ho gaya
[17/09/30, 4:15:40 PM] Sanjay Dubey Adv: Haan Pragya ne bataya. CW2 ho gaya, hamara saakshya band. Agli 5 Nov.
[17/09/30, 4:16:02 PM] Rafiq Bhai Tendu: 96 hazar abhi tak nai diye Kamta ne
[17/09/30, 4:20:31 PM] Sanjay Dubey Adv: 60 din 5 Oct ko pure honge. Phir 143A me vasooli ki arji lagayenge.
[05/11/30, 2:48:55 PM] Rafiq Bhai Tendu: Sir aaj fir kamta nai aao. Jain vakil ne arji lagai
[05/11/30, 2:52:10 PM] Sanjay Dubey Adv: Madam ne 500 rupaye cost pe exemption diya. Bayan (351) agli baar. 12 Dec ko.
[06/11/30, 10:05:17 AM] Rafiq Bhai Tendu: tendu ka naya season aa raha, paisa phasa hai. kachu karo sir
[06/11/30, 10:09:44 AM] Sanjay Dubey Adv: 12.12 ko warrant ki maang karenge agar gair-hazir. Aap zaroor aana.
""")

# ---------------- C03 Dhiru bail appeal (HC)
u("backlog/2030-02/CRA 4412 jbp 4.2.docx", "typed_note_docx", L, "2030-02-04", ["C03"], ["C03-H01"], """
04.02.2030 - High Court Jabalpur, Court 11 (Pathak J)
CRA 4412/2030 Dhirendra Singh Thakur @ Dhiru v. State of MP & Anr. (appeal u/s 14-A(2), bail rejected by Special Judge Sagar on 16.01.2030)
Judge ne pehle poochha - victim (Ramprasad Ahirwar) ko 15-A(3) ka notice? Nahi tha. Notice issue, SHO Khurai Dehat ke through.
PL Alok Shrivastava ko case diary mangane ko kaha.
ND 18.02.2030. Bhupendra Singh (father) ko phone kiya.
""")
u("backlog/2030-03/WhatsApp Chat with Pragya Jain Jr.txt", "whatsapp_export", J, "2030-04-23", ["C03", "C02", "C08"], ["C03-H02", "C03-H03", "C02-H02", "C08-H02", "C02-H04", "C08-H03"], """
12/02/2030, 13:40 - Pragya Jain Jr: Sir Bina - Kamta Soni aaj aa gaya, bail ho gayi 10k ki. Copies de di. ND 12.3 (plea)
12/02/2030, 13:42 - Sanjay Dubey Adv: 👍 Rafiq bhai ko bata do
18/02/2030, 15:05 - Pragya Jain Jr: Sir Dhiru wali CRA - victim ko notice tameel nahi hua. Pathak sir ne SHO Khurai Dehat ke through fresh notice kiya. ND 4 March
04/03/2030, 14:21 - Pragya Jain Jr: Sir Dhiru CRA - Suresh Chaudhary victim ki taraf se aa gaye, objection diya. PL bole case diary nahi aayi, 1 week time. ND 11.03
04/03/2030, 14:22 - Sanjay Dubey Adv: 11 ko main khud aaunga
19/03/2030, 12:30 - Pragya Jain Jr: Sir Meenakshi ma'am WP - Dwivedi ji ne return ke liye time liya, 4 week. ND 23.04
23/04/2030, 11:02 - Pragya Jain Jr: Sir Bina - Kamta absent, exemption lag gayi. CW1 Rafiq ka affidavit file kar diya. ND 18.6
23/04/2030, 16:45 - Pragya Jain Jr: Sir WP - University ka return aa gaya. Rejoinder ke liye time mila. ND 2 July
23/04/2030, 16:47 - Sanjay Dubey Adv: Return ki copy bhejo, Meenakshi ji ko bhi
""")
u("backlog/2030-03/CRA-4412-2030 order 11.03.2030.pdf", "certified_order_sheet_scan", "High Court of Madhya Pradesh", "2030-03-13", ["C03"], ["C03-H04"], """
HIGH COURT OF MADHYA PRADESH AT JABALPUR
CRA No. 4412 of 2030   (DHIRENDRA SINGH THAKUR @ DHIRU Vs THE STATE OF MADHYA PRADESH AND ANOTHER)
Dated : 11-03-2030
Shri Sanjay Kumar Dubey - Advocate for the appellant.
Shri Alok Shrivastava - Panel Lawyer for the respondent No.1/State.
Shri Suresh Chaudhary - Advocate for the respondent No.2/victim.
Heard. Case diary perused. The appellant is in custody since 10.11.2029. Charge-sheet has been filed. Injuries are
simple in nature. Without commenting on the merits, the appeal is allowed. The appellant be released on bail on
furnishing a personal bond of Rs. 50,000/- with one solvent surety of the like amount to the satisfaction of the
trial Court. He shall not enter village Silodha except on the dates of trial and shall not contact the witnesses.
                                                          (HARSHVARDHAN PATHAK) JUDGE
""")

# ---------------- C04 Silodha atrocity trial (Special Court)
u("backlog/2030-04/IMG-20300415-WA0003.jpg", "handwritten_note_photo", K, "2030-04-15", ["C04"], ["C04-H01"], """
दिनांक 15.04.2030 सोमवार - विशेष न्यायालय (अत्याचार) सागर
शासन वि. धीरेन्द्र सिंह उर्फ धीरू व 2 अन्य - आरोप पर बहस हुई। दुबे साहब ने कहा 3(2)(va) बनता ही नहीं।
अगली तारीख 20.05.2030 (आरोप हेतु)। धीरू, गोलू, राजा तीनों हाजिर।
""")
u("backlog/2030-05/special court 20.5.30.txt", "typed_note_txt", L, "2030-05-20", ["C04"], ["C04-H02"], """
20.5.30  Spl. Judge (Atro) Sagar - Bhatele sahab - State v. Dhirendra & 2
Aarop viracheet: 115(2), 352 BNS aur 3(1)(r), 3(1)(s) SC/ST Act. 351(3) BNS aur 3(2)(va) ke aarop nahi lagaye - hamara tark mana.
Teeno ne aarop asvikar kiye, vichaaran chahte hain.
PE: 8.7.30 - PW1 Ramprasad ko summons.
""")
u("backlog/2030-07/IMG_20300708_124411.jpg", "handwritten_note_photo", L, "2030-07-08", ["C04", "C01"], ["C04-H03"], """
8/7/30 Spl Ct - Dhiru trial
PW1 Ramprasad nai aaya. Sahu madam (Spl PP) ne samay manga. Bhatele sahab - summons fir se, thane ke through. ND 12.8.30
------
Halke Lodhi ka phone: Rehli 15.7 ko RI ki report ki baat, TSM ka kharcha kaun dega? - bataya aadesh ke baad.
""")
u("backlog/2030-08/dhiru PW1 cross 12.08.docx", "typed_note_docx", L, "2030-08-12", ["C04"], ["C04-H04"], """
12 August 2030 - Special Court (Atrocities) Sagar - State v. Dhirendra Singh Thakur & 2 Ors.
PW1 Ramprasad Ahirwar (complainant) - mukhya pariksha Sahu madam ne li.
Humara cross (45 min): ghatna shaam 7 baje, andhera tha; "lathi kisne maari main dekh nai paya, pichhe se lagi" - recorded.
Paani ki mendh ka vivad pehle se - Tehsil me bhi shikayat thi - admitted.
Jaatisoochak shabd - kaun sa shabd bola, yaad nahi - recorded.
Next 16.09.2030 - PW2 Munna Patel, PW3 Sunita.
""")
u("backlog/2030-09/IMG-20300916-WA0011.jpg", "handwritten_note_photo", K, "2030-09-16", ["C04", "C06"], ["C04-H05", "C06-H06"], """
तारीख रजिस्टर - 12.09.2030 एवं 16.09.2030
12.09 (गुरुवार) MACT सागर - घनश्याम लोधी - डॉ. समीर खरे (हड्डी रोग) का बयान हो गया, हमारी गवाही बंद। अगली 31.10.2030
16.09 (सोमवार) विशेष न्यायालय - धीरू केस - PW3 सुनीता अहिरवार (पत्नी) का बयान, जिरह दुबे साहब ने की। PW2 मुन्ना पटेल गैरहाजिर।
       अगली तारीख 21.10.2030
                                                   - कल्लू
""")
u("backlog/2030-10/Special Case 37-2030 order 21.10.2030.pdf", "certified_order_sheet_scan", "Special Judge (SC/ST PA Act), Sagar", "2030-10-23", ["C04"], ["C04-H06"], """
न्यायालय विशेष न्यायाधीश (अनुसूचित जाति/जनजाति अत्याचार निवारण अधिनियम), सागर
विशेष प्रकरण (अत्याचार) क्र. 37/2030      म.प्र. शासन द्वारा थाना खुरई देहात   विरुद्ध   धीरेन्द्र सिंह ठाकुर व 2 अन्य
21.10.2030  राज्य द्वारा श्रीमती नीलम साहू विशेष लोक अभियोजक। आरोपीगण जमानत पर मय अधि. श्री संजय कुमार दुबे।
अभियोजन साक्षी क्र. 2 मुन्ना पटेल का कथन लेखबद्ध। साक्षी ने घटना देखने से इंकार किया, अभियोजन द्वारा पक्षद्रोही घोषित कर
सूचक प्रश्न पूछे गए। अ.सा. 4 डॉ. नितिन जैन, सामुदायिक स्वास्थ्य केन्द्र खुरई ने एम.एल.सी. प्रमाणित की (चोटें साधारण)।
विवेचक सउनि रघुवीर सिंह यादव को समन। प्रकरण दिनांक 25.11.2030 को शेष अभियोजन साक्ष्य हेतु।
                                                          विशेष न्यायाधीश, सागर
""")
u("backlog/2030-11/dhiru 25 nov IO absent.txt", "typed_note_txt", L, "2030-11-25", ["C04"], ["C04-H07"], """
25.11.30 Spl Ct Sagar - Dhiru trial
IO ASI Raghuveer Singh Yadav absent - Chhatarpur transfer ho gaya. Bhatele sahab naraz - IO ke viruddh jamaanti warrant, SP Chhatarpur ke through.
Sahu madam: agli baar IO aa jayenge.
Agli tareekh 16.12.2030. Dhiru + Golu + Raja present.
""")

# ---------------- C05 Rekha kharcha (Family Court)
u("backlog/2030-01/family court 16.1.txt", "typed_note_txt", L, "2030-01-16", ["C05"], ["C05-H01"], """
16.01.2030 Kutumb Nyayalay Sagar (Khare madam) - MJCR 214/29 Rekha Yadav v. Santosh Yadav
Santosh aaya, Vinod Rai vakil. Jawab pesh: "Rekha apni marzi se maayke gayi, main bulane gaya tha".
Madam ne dono ko counsellor ke paas bheja (paramarsh). ND 20.2.30.
Rekha: "bo hamaao gahno bhi rakh lao, gudiya ko dekhan bhi nai aao".
""")
u("backlog/2030-02/IMG_20300220_155120.jpg", "handwritten_note_photo", L, "2030-02-20", ["C05"], ["C05-H02"], """
20/2/30 FC Sagar - Rekha
Counsellor report - samjhauta nahi. Santosh bole le jaunga par motorcycle wali baat pe chup.
Antarim bharan-poshan ki arji par bahas ki. Santosh truck driver - apni aay 8,000 batata hai.
Order 27.3.30.
""")
u("backlog/2030-03/MJCR 214-2029 antarim aadesh 27.03.2030.pdf", "certified_order_sheet_scan", "Family Court, Sagar", "2030-03-29", ["C05"], ["C05-H03"], """
न्यायालय प्रधान न्यायाधीश, कुटुम्ब न्यायालय, सागर (श्रीमती सुधा खरे)
एम.जे.सी.आर. 214/2029    श्रीमती रेखा यादव व एक अन्य   विरुद्ध   संतोष यादव
27.03.2030  अंतरिम भरण-पोषण आवेदन पर आदेश: अनावेदक ट्रक चालक है, उसके द्वारा बताई गई आय रु. 8,000 विश्वसनीय नहीं।
अनावेदक आवेदिका क्र. 1 को रु. 6,000/- एवं आवेदिका क्र. 2 (पुत्री) को रु. 3,000/- प्रतिमाह अंतरिम भरण-पोषण आवेदन दिनांक से
अदा करे। प्रकरण 22.05.2030 को आवेदिका साक्ष्य हेतु।
                                                   प्रधान न्यायाधीश, कुटुम्ब न्यायालय, सागर
""")
u("backlog/2030-05/IMG-20300522-WA0005.jpg", "handwritten_note_photo", K, "2030-05-22", ["C05"], ["C05-H04"], """
दिनांक 22.05.2030 बुधवार - कुटुम्ब न्यायालय सागर
रेखा यादव वि. संतोष - रेखा बाई का शपथ पत्र (AW1) पेश हुआ। राय वकील साहब ने जिरह के लिए समय मांगा।
अगली तारीख 17.07.2030. संतोष ने अप्रैल-मई का खर्चा नहीं दिया।
""")
u("backlog/2030-07/rekha cross 17.7.docx", "typed_note_docx", L, "2030-07-17", ["C05"], ["C05-H05"], """
17.07.2030 - Family Court Sagar - Rekha v. Santosh
AW1 Rekha cross by Vinod Rai: "tum apni marzi se gayi" - denied; "motorcycle ki maang hui" - firm rahi.
Baki: antarim ka bakaya Rs. 27,000 (April se July). Vasooli ki arji (recovery) pesh ki.
Madam: next date tak poora bakaya jama karo warna warrant.
ND 04.09.2030 - anaavedak saakshya.
""")
u("backlog/2030-09/rekha NAW1 4.9.txt", "typed_note_txt", L, "2030-09-04", ["C05"], ["C05-H06"], """
4.9.30 FC Sagar - Rekha
NAW1 Santosh ka bayan. Hamara cross: truck MP-15-HA-xxxx kiske naam? - "seth ka". Mahine me 20-22 din trip - maana.
Bakaya me se Rs. 18,000 jama kiye court me, 9,000 abhi bhi baki.
Agli 16.10.30 - antim tark.
""")
u("backlog/2030-10/IMG_20301016_120144.jpg", "handwritten_note_photo", L, "2030-10-16", ["C05"], ["C05-H07"], """
16.10.30 FC - Rekha v Santosh
Vinod Rai gair-hazir (bimaar bataya), junior ne samay manga. Khare madam naraz, par diya.
Arg. ND 27.11.30
""")
u("backlog/2030-11/WhatsApp Chat with Rekha Bina.txt", "whatsapp_export", "Rekha Yadav", "2030-11-28", ["C05"], ["C05-H08"], """
27/11/2030, 17:10 - Rekha Bina: Sir aaj ka bhao?
27/11/2030, 17:14 - Sanjay Dubey Adv: Bahas ho gayi dono taraf ki. Madam order 18 December ko sunayengi.
27/11/2030, 17:15 - Rekha Bina: Sir hamaao kachu milhe ki nai?
27/11/2030, 17:19 - Sanjay Dubey Adv: Antarim to mil hi raha hai 6000+3000. Final me badhne ki ummeed hai. Ghabrao nai.
28/11/2030, 09:02 - Rekha Bina: sir santosh ne novembar ka nai diyo
28/11/2030, 09:10 - Sanjay Dubey Adv: Note kar liya. 18.12 ko court ko bata denge.
""")

# ---------------- C06 Ghanshyam MACT
u("backlog/2030-01/MACT 10.1.30.docx", "typed_note_docx", L, "2030-01-10", ["C06"], ["C06-H01"], """
10.01.2030 - MACT Sagar (Tamrakar sahab) - MACC 340/2029 Ghanshyam Lodhi v. Raju Khan (driver), Bundelkhand Travels (owner), National Insurance
R1 Raju Khan, R2 owner - tameel, gair-hazir. R3 insurer ki taraf se Sanjay Tiwari hazir, WS ke liye time.
Ghanshyam: 22.08.2029 Garhakota ke paas, bus ne saamne se motorcycle ko maari, jaangh ki haddi (femur) tooti, BMC Sagar me 19 din bharti.
Claim Rs. 12,50,000. ND 14.02.2030.
""")
u("backlog/2030-04/IMG_20300404_130902.jpg", "handwritten_note_photo", L, "2030-04-04", ["C06"], ["C06-H03"], """
4.4.30 MACT Sagar - Ghanshyam
Vaad prashn (issues) tay - 4 issues; permit wala issue alag se (bus bina route permit).
ND 6.6.30 - PW1 Ghanshyam. Disability certificate medical board se lana hai.
""")
u("backlog/2030-06/ghanshyam PW1 6 june.txt", "typed_note_txt", L, "2030-06-06", ["C06"], ["C06-H04"], """
06.06.2030 MACT Sagar - Ghanshyam Lodhi (PW1)
Affidavit Ex P-1, FIR 287/2029 PS Garhakota Ex P-2, disability cert. 40% Ex P-3, bills Rs. 1,84,000 Ex P-4 to P-19.
Tiwari ka cross: helmet? - "pahne the". Kaam? - kheti aur mazdoori, roz 400. Abhi kaam kar sakte? - "lang ke chalat, bhaari kaam nai hot".
ND 1.8.30 - PW2 Dr. Sameer Khare (BMC).
""")
u("backlog/2030-08/IMG-20300801-WA0009.jpg", "handwritten_note_photo", K, "2030-08-01", ["C06"], ["C06-H05"], """
दिनांक 01.08.2030 गुरुवार - दावा अधिकरण सागर
घनश्याम लोधी वि. राजू खान - डॉक्टर साहब (BMC) नहीं आए, ऑपरेशन में थे। तामरकर साहब ने फिर से समन जारी किया।
अगली तारीख 12.09.2030
""")
u("backlog/2030-10/MACC 340-2029 order 31.10.2030.pdf", "certified_order_sheet_scan", "MACT, Sagar", "2030-11-02", ["C06"], ["C06-H07"], """
न्यायालय प्रथम अपर जिला न्यायाधीश एवं सदस्य, मोटर दुर्घटना दावा अधिकरण, सागर
एम.ए.सी.सी. 340/2029     घनश्याम लोधी   विरुद्ध   राजू खान व 2 अन्य
31.10.2030  आवेदक मय अधि. श्री दुबे। अनावेदक क्र. 3 बीमा कंपनी की ओर से श्री संजय तिवारी अधि.।
अनावेदक क्र. 3 का साक्षी (आर.टी.ओ. कार्यालय का लिपिक) अनुपस्थित। अधिवक्ता बीमा कंपनी ने बताया कि कंपनी रु. 3,40,000/- में
समझौते को तैयार है; आवेदक ने प्रस्ताव अस्वीकार किया। अनावेदक क्र. 3 को साक्ष्य हेतु अंतिम अवसर। प्रकरण 12.12.2030 को।
                                                    सदस्य, मोटर दुर्घटना दावा अधिकरण, सागर
""")

# ---------------- C07 Pappu ret tractor (Collector)
u("backlog/2030-03/pappu jawab collector 5.3.docx", "typed_note_docx", L, "2030-03-05", ["C07"], ["C07-H01"], """
05.03.2030 - Collector (Khanij) Sagar - Pushpendra @ Pappu Rajput ka tractor MP-15-AB-xxxx
Kaaran batao soochna ka jawab pesh: tractor kheti ka hai, ret apne ghar ke nirmaan ke liye, nadi se nahi nale se; chaalak ka naam nahi.
Collector sahab ne Khanij Nirikshak se prativedan manga. ND 09.04.2030.
Pappu: "tractor chhuda lo sir, kachu bhi karo, fasal katni hai".
""")
u("backlog/2030-04/collector 9 april.txt", "typed_note_txt", L, "2030-04-09", ["C07"], ["C07-H02"], """
9.4.30  Collector court - Pappu tractor
Khanij Nirikshak ka prativedan: 4 ghan meter ret, Sonar nadi ghaat, TP nahi. Niyam ke anusaar royalty ka 15 guna / shaasti.
Baat ki - compounding ka rasta behtar, confiscation se bachega. ND 14.5.30.
""")
u("backlog/2030-05/IMG-20300514-WA0002.jpg", "handwritten_note_photo", K, "2030-05-14", ["C07"], ["C07-H03"], """
दिनांक 14.05.2030 - कलेक्टर न्यायालय सागर
पप्पू राजपूत ट्रैक्टर प्रकरण - कलेक्टर साहब दौरे पर (बीना), पेशी नहीं हुई। रीडर ने अगली तारीख दी 11.06.2030
""")
u("backlog/2030-06/11.06 collector pappu.docx", "typed_note_docx", L, "2030-06-11", ["C07"], ["C07-H04"], """
11 June 2030 - Collector Sagar - Pappu ret tractor
Bahas ki. Pehla aparadh, Pappu ka koi purana prakaran nahi. Shaman (compounding) aavedan pesh kiya.
Collector sahab: "rule ke hisaab se penalty bharo, gaadi chhod denge". Aadesh 09.07.2030.
""")
u("backlog/2030-07/collector order 09.07.2030 pappu.pdf", "certified_order_sheet_scan", "Collector (Mining), Sagar", "2030-07-10", ["C07"], ["C07-H05"], """
न्यायालय कलेक्टर, जिला सागर (खनिज शाखा)
प्रकरण क्रमांक 0019/ब-121/2029-30     म.प्र. शासन   विरुद्ध   पुष्पेन्द्र राजपूत (ट्रैक्टर क्र. MP-15-AB-xxxx)
09.07.2030  अनावेदक मय अधि. श्री संजय कुमार दुबे। खनि निरीक्षक उपस्थित।
प्रकरण में अवैध परिवहन प्रमाणित। अनावेदक का प्रथम अपराध है। अनावेदक द्वारा रु. 1,25,000/- (एक लाख पच्चीस हजार) शास्ति
जमा करने पर ट्रैक्टर-ट्रॉली मुक्त की जावे। प्रकरण नस्तीबद्ध।
                                                         कलेक्टर, सागर
""")

# ---------------- C08 Meenakshi writ (HC)
u("backlog/2030-01/WP 18874 order 29.01.2030.pdf", "certified_order_sheet_scan", "High Court of Madhya Pradesh", "2030-01-31", ["C08"], ["C08-H01"], """
HIGH COURT OF MADHYA PRADESH AT JABALPUR
WP No. 18874 of 2029   (DR. MEENAKSHI CHOURASIA Vs UNION OF INDIA AND OTHERS)
Dated : 29-01-2030
Shri Sanjay Kumar Dubey - Advocate for the petitioner.
Shri Ashutosh Dwivedi - Advocate for the respondent-University.
Issue notice. Learned counsel for the University accepts notice. Return within four weeks.
In the meantime, the post of Assistant Professor (Botany) vacated by the petitioner shall not be filled till the next date.
List on 19-03-2030.
                                                          (NANDITA SAXENA) JUDGE
""")
u("backlog/2030-07/WP meenakshi 2.7.30.txt", "typed_note_txt", L, "2030-07-02", ["C08"], ["C08-H04"], """
02.07.2030 HC Jabalpur Ct 23 (Saxena J) - Meenakshi v. UoI (WP 18874/29)
Rejoinder file kiya - probation report me koi adverse nahi, sirf HoD ka ek patra.
Judge: University Executive Council ka resolution (termination wala) pesh kare - Dwivedi ji ko kaha.
Interim (post not to be filled) continue. ND 27.08.2030.
""")
u("backlog/2030-08/IMG_20300827_170215.jpg", "handwritten_note_photo", L, "2030-08-27", ["C08"], ["C08-H05"], """
27/8/30 JBP Ct 23
Meenakshi WP - EC resolution dated 28.11.29 pesh (sealed cover nahi, copy hume bhi). Board lamba, matter not reached.
ND 8.10.30. Interim contd.
""")
u("backlog/2030-10/WhatsApp Chat with Pragya Jain Jr (2).txt", "whatsapp_export", J, "2030-11-12", ["C08", "C06", "C02"], ["C08-H06", "C08-H07", "C06-H07", "C02-H08"], """
08/10/2030, 16:20 - Pragya Jain Jr: Sir Meenakshi ma'am WP not reached, item 47 tha. ND 12.11.30. Interim continue
08/10/2030, 16:22 - Sanjay Dubey Adv: ok. Ma'am ko bata do
31/10/2030, 15:02 - Sanjay Dubey Adv: MACT Ghanshyam - insurance wale 3.40 lakh ki offer de rahe the, Ghanshyam ne mana kar diya. RTO clerk nahi aaya. ND 12.12
31/10/2030, 15:05 - Pragya Jain Jr: Sir theek kiya, 40% disability hai
05/11/2030, 13:15 - Pragya Jain Jr: Sir Bina - Kamta phir absent, Jain ji ne exemption lagai. Madam ne 500 cost lagaya. ND 12.12
12/11/2030, 17:30 - Pragya Jain Jr: Sir WP - arguments part heard. Dwivedi ji ne selection committee ki file ke liye time manga, mil gaya. ND 21.01.2031
12/11/2030, 17:31 - Sanjay Dubey Adv: Theek. Ma'am ko bolo probation extension wala letter dhoondh ke rakhein
""")

# ---------------- plan, cause list
u("backlog/2030-12/Saptah yojana 9-18 Dec.docx", "typed_note_docx", L, "2030-12-07", ["C02", "C06", "C04", "C05", "C01", "C08"], [], """
SAPTAH YOJANA - 9 se 18 December 2030
Guru 12/12  Bina JMFC - Rafiq bhai v Kamta (351 BNSS bayan). Gair-hazir ho to warrant + 143A vasooli. Pragya jaayegi.
Guru 12/12  MACT Sagar - Ghanshyam - insurer ka RTO gawah. Main khud. Permit ka RTO record nikalwao.
Som 16/12   Spl Court - Dhiru - IO ka bayan. Case diary ke virodhabhas (7 baje andhera) taiyar.
Budh 18/12  Family Court - Rekha - order. Rekha ko bulao, November ka bakaya likh ke do.
Baaki:
- Halke seemankan: 13.01.31 antim bahas - likhit tark taiyar karna.
- Meenakshi WP: probation extension letter Meenakshi ji se mangwana.
""")
u("backlog/2030-12/MACT sagar cause list 12.12.2030.pdf", "cause_list_pdf", "District Court, Sagar", "2030-12-11", ["C06"], [], """
जिला न्यायालय सागर - दैनिक वाद सूची दिनांक 12.12.2030 (गुरुवार)
न्यायालय: प्रथम अपर जिला न्यायाधीश एवं सदस्य MACT, सागर (श्री अशोक कुमार तामरकर)
क्र.  प्रकरण क्र.        पक्षकार                                          प्रक्रम
1    MACC 118/2028    श्रीमती कमला बाई वि. नेशनल इंश्योरेंस            अंतिम तर्क
2    MACC 340/2029    घनश्याम लोधी वि. राजू खान व 2 अन्य                 अनावेदक साक्ष्य
3    MACC 402/2029    सुरेश अहिरवार वि. यूनाइटेड इंडिया इंश्यो.          आवेदक साक्ष्य
4    MACC 77/2030     रामकली वि. मोहन सिंह                              तामील
""")

# ---------------- a correction the day after
u("backlog/2030-11/sudhar tareekh halke.txt", "typed_note_txt", L, "2030-11-19", ["C01"], ["C01-H07"], """
SUDHAR (19.11.2030): kal ke Rehli note (18/11) me galti - maine 15.01.2031 likh diya tha, wo Bina wale kisi aur prakaran ki tareekh thi.
Reader se phone pe confirm kiya: Halke seemankan - 13.01.2031 (Somvar). Halke ko bhi bata diya.
""")
