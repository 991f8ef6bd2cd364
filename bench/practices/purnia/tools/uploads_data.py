"""The uploads of the Purnia practice: what Adv. Jha, his junior Tabrez and the munshi Ramashish actually kept."""

L, J, K = "Shailendra Kumar Jha", "Md. Tabrez Alam", "Ramashish Mandal (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2026-09/IMG_20260910_113022.jpg", "document_photo", "Ramanand Mukhiya / Bholanath Yadav", "2026-09-10", ["C01"], [], """
पट्टा (इकरारनामा)  -- पोखर बंदोबस्ती
मैं भोलानाथ यादव, पिता स्व. रामखेलावन यादव, साकिन खुश्कीबाग, थाना के. हाट, जिला पूर्णियाँ, अपना निजी पोखर "बड़का पोखर"
खेसरा 311, रकबा 2 बीघा 4 कट्ठा, मखाना खेती हेतु रामानन्द मुखिया को 5 (पाँच) साल के लिए Rs. 1,20,000/- सालाना पर देता हूँ।
Patta 01.04.2024 se 31.03.2029 tak. Pehla saal ka paisa naqad mila.
गवाह: 1. सुखदेव सहनी  2. मो. इसराइल      ह./- भोलानाथ यादव   ह./- रामानन्द मुखिया
""")
u("backlog/2026-09/plaint TS makhana final.pdf", "document_scan", L, "2026-09-14", ["C01"], [], """
IN THE COURT OF SUB JUDGE-I, PURNIA
Title Suit No. ____ of 2026
Ramanand Mukhiya, s/o late Jhaman Mukhiya, r/o Khuskibagh, P.S. K. Hat, Distt. Purnia ....... Plaintiff
                                   Versus
1. Bholanath Yadav  2. Pintu Yadav  3. Matsyajivi Sahyog Samiti Ltd., Srinagar (through Secretary) .... Defendants
Suit for declaration that the plaintiff is the lawful lessee (pattedar) of the pond known as Badka Pokhar, khesra 311,
area 2 bigha 4 katha, mauza Khuskibagh, for makhana cultivation for five years from 01.04.2024 at Rs. 1,20,000 per
annum, and for permanent injunction restraining the defendants from interfering with the harvest (makhana guri
nikalna) of 2026-27.
3. That on 22.08.2026 defendant no. 2 with 10-12 men stopped the plaintiff's labourers (gotakhor) from entering the
pond and threatened them ...
Valuation: Rs. 6,00,000 (five years' rent) ; court fee paid accordingly.
Purnia, 14.09.2026                           Filed through Shailendra Kumar Jha, Advocate
""")
u("backlog/2026-06/IMG-20260620-WA0011.jpg", "document_photo", "Md. Anwarul Haque", "2026-06-20", ["C02"], [], """
KATA PARCHI / BILTY SUMMARY (photo of the munim's khata, sent by Haque sahab)
Maal: Pat (jute) TD-5, Thakurganj se Gulabbagh
Party: Maa Bhagwati Jute Traders, Gulabbagh, Purnia
Aug-Oct 2025: 14 truck, total 312 quintal, @ Rs. 5,450 / qtl = Rs. 17,00,400
Jama (received): Rs. 8,53,900    Baki: Rs. 8,46,500
hisab 31.10.2025 tak    munim: Md. Ekramul
""")
u("backlog/2026-10/CO Rupauli dakhil kharij order 1421.pdf", "document_scan", "Circle Officer, Rupauli", "2026-10-10", ["C03"], [], """
कार्यालय अंचल अधिकारी, रुपौली, पूर्णियाँ
दाखिल-खारिज वाद सं. 1421/2025-26      आवेदक: रामविलास सिंह, सा. भौरही
मौजा भौरही, खाता 212, खेसरा 1187, रकबा 2 बीघा 5 कट्ठा 10 धूर (कोसी दियारा, 2024 बाढ़ के बाद उभरी भूमि)
राजस्व कर्मचारी एवं अंचल निरीक्षक के प्रतिवेदन के आलोक में दाखिल-खारिज स्वीकृत। जमाबंदी कायम करें।
आदेश दिनांक 10.10.2026          ह./- अंचल अधिकारी, रुपौली
(Note in margin, SKJ: Jageshwar ko notice nahi, objection suna hi nahi. BLDR me jaana hai.)
""")
u("backlog/2026-09/SBI return memo Pappu Singh.jpg", "document_photo", "State Bank of India, Kasba", "2026-08-28", ["C04"], [], """
STATE BANK OF INDIA   Branch: Kasba (Distt. Purnia)   CHEQUE RETURN MEMO
Cheque No. 418822 dated 20.08.2026   Amount Rs. 2,45,000/-
Drawer: Pappu Kumar Singh   A/c No. xxxxxxx4417
Payee: M/s Maa Tara Khad Bhandar
Reason for return: 01 - FUNDS INSUFFICIENT            Date: 28.08.2026
""")
u("backlog/2026-09/legal notice 138 Pappu Singh.pdf", "document_scan", L, "2026-09-05", ["C04"], [], """
REGD. A/D & SPEED POST
Shailendra Kumar Jha, Advocate, Civil Court, Purnia                       Date: 05.09.2026
To, Pappu Kumar Singh, s/o Ramjatan Singh, Vill. Majhua, P.S. Kasba, Distt. Purnia
LEGAL NOTICE u/s 138 of the Negotiable Instruments Act, 1881
Under instructions of my client M/s Maa Tara Khad Bhandar, Kasba (prop. Binod Kumar Bhagat) ... you purchased urea,
DAP and potash on credit in the rabi season 2025-26 and towards the dues issued cheque no. 418822 dated 20.08.2026 for
Rs. 2,45,000 drawn on SBI Kasba, which was returned unpaid on 28.08.2026 with the remark "funds insufficient". You are
called upon to pay the said amount within 15 days of receipt of this notice, failing which ...
""")
u("backlog/2027-07/seizure list excise 311.pdf", "document_scan", "Utpad (Excise) P.S., Purnia", "2027-07-10", ["C05"], [], """
जब्ती सूची (Seizure List)   उत्पाद थाना पूर्णियाँ कांड सं. 311/2027   दिनांक 10.07.2027
धारा 30(a) बिहार मद्यनिषेध एवं उत्पाद अधिनियम, 2016
स्थान: कसबा बाजार, गुदरी के पास, राजकुमार साह के गुमटी के पीछे
जब्त: देशी शराब 200 ml के 180 पाउच = 36 लीटर
अभियुक्त: राजकुमार साह, पिता स्व. जगलाल साह, सा. कसबा वार्ड 9 (मौके पर गिरफ्तार)
गवाह: 1. मो. सलीम  2. बिरजू पासवान     ह./- अवर निरीक्षक उत्पाद
""")
u("backlog/2026-08/PM report Suresh Paswan.pdf", "document_scan", "Sadar Hospital (GMCH), Purnia", "2026-08-15", ["C06"], [], """
POST MORTEM EXAMINATION REPORT   Government Medical College & Hospital, Purnia
Name: Suresh Paswan, s/o Bhagwat Paswan, age about 34 yrs, r/o Belouri, P.S. K. Nagar
Brought by: Constable, K. Nagar P.S. (U.D./road accident, K. Nagar P.S. Case No. 402/2026)
Date of PM: 15.08.2026
Injuries: crush injury head and chest; multiple fractures ribs left side ...
Opinion: death due to shock and haemorrhage as a result of the above injuries, caused by hard and blunt force,
consistent with road traffic accident. Time since death within 24 hours.
""")
u("backlog/2026-04/Rinku termination letter.pdf", "document_scan", "Panchayat Niyojan Ikai, Sirsi (Baisi)", "2026-04-20", ["C08"], [], """
कार्यालय पंचायत नियोजन इकाई, ग्राम पंचायत सिरसी, प्रखंड बायसी, पूर्णियाँ
पत्रांक 17 / दिनांक 20.04.2026
सेवा में, श्रीमती रिंकू कुमारी, पंचायत शिक्षिका, उत्क्रमित मध्य विद्यालय सिरसी
निगरानी जाँच में आपका TET प्रमाण-पत्र संदिग्ध पाया गया है। अतः आपकी सेवा तत्काल प्रभाव से समाप्त की जाती है तथा
माह 04/2026 से मानदेय/वेतन भुगतान बंद किया जाता है।          ह./- मुखिया-सह-अध्यक्ष, पंचायत नियोजन इकाई
""")
u("backlog/2024-03/injury report Rukhsar.jpg", "document_photo", "PHC Baisi", "2024-03-11", ["C07"], [], """
INJURY REPORT   Primary Health Centre, Baisi
Name: Rukhsar Khatoon w/o Md. Shahnawaz Alam, age 23 yrs. Brought by self with father Md. Jalil
Date 11.03.2024, 4.15 PM. Injury: simple abrasion left forearm 2 cm x 1 cm. No other visible injury.
Nature: simple. Weapon: hard & blunt.     sd/- Medical Officer, PHC Baisi
""")
u("backlog/2027-02/CamScanner 03-02-2027 16.41.pdf", "document_scan", "Sri Pramod Kumar Choudhary (for defendant)", "2027-02-03", ["C02"], [], """
IN THE COURT OF SUB JUDGE-II, PURNIA   Money Suit No. 37 of 2026
Md. Anwarul Haque .... Plaintiff  vs  M/s Maa Bhagwati Jute Traders, Gulabbagh (prop. Dinesh Kumar Agrawal) .... Defendant
WRITTEN STATEMENT on behalf of the defendant
5. That the jute supplied in the months of September and October 2025 had moisture of more than 20% and was of
TD-6/TD-7 grade and not TD-5 as claimed; the defendant suffered loss in weight and price.
9. That the defendant claims set-off of Rs. 1,10,000 towards moisture and quality deduction (katauti), and the
balance, if any, is not payable with interest as claimed.
Verified at Purnia on 03.02.2027.                       Through: Pramod Kumar Choudhary, Advocate
""")
u("backlog/2027-05/IMG_20270519_102244.jpg", "document_photo", "Halka Karmchari, Rupauli", "2027-05-19", ["C03"], [], """
बिहार सरकार - लगान रसीद (ऑनलाइन)   अंचल रुपौली   मौजा भौरही   हल्का 4
रैयत: जागेश्वर मंडल, पिता स्व. बुधन मंडल     खाता 212  खेसरा 1187
लगान अवधि: 2019-20 से 2026-27       कुल भुगतान Rs. 1,284/-
रसीद सं. 0098127   दिनांक 19.05.2027
""")

# ---------------- munshi's register (Devanagari, Devanagari digits)
u("backlog/2026-11/IMG-20261130-WA0004.jpg", "handwritten_note_photo", K, "2026-11-30", ["C01", "C02", "C03", "C04"], ["C01-H01", "C02-H01", "C03-H01", "C04-H01"], """
तारीख रजिस्टर — वकील साहब श्री शैलेन्द्र कुमार झा        नवम्बर २०२६
२३.११.२६  टाइटल सूट २१४/२६ मुखिया जी (पोखर)  सब जज-१  प्रतिवादी हाजिर, रमेश बाबू वकील। W.S. हेतु समय।  अगिला तारीख २१.१२.२६
२५.११.२६  मनी सूट ३७/२६ हक साहब (पाट)  सब जज-२  प्रतिवादी उपस्थित, W.S. का समय।  अगिला तारीख ०६.०१.२७
२६.११.२६  BLDR ८६/२६-२७ जागेश्वर मंडल  DCLR सदर  नोटिस जारी, CO रुपौली से रिपोर्ट।  अगिला तारीख १७.१२.२६
३०.११.२६  कम्प्लेन केस १८३४/२६ खाद भंडार  JM-१  S.A. हुआ, संज्ञान, सम्मन।  अगिला तारीख ११.०१.२७
खर्चा: तलवाना ४०/- , नकल ६०/-      — रामाशीष
""")
u("backlog/2026-11/khad bhandar SA 30.11.txt", "typed_note_txt", L, "2026-11-30", ["C04"], ["C04-H01"], """
30.11.2026 - Maa Tara Khad Bhandar vs Pappu Kumar Singh, C.C. 1834/2026, JM-I Pandey ji
Binod Bhagat ka S.A. (solemn affirmation) record hua. Cheque 418822, Rs 2,45,000, return memo 28.08.26, notice 05.09.26,
notice served 09.09.26 (AD card filed). Cognizance u/s 138 NI Act taken. Summons issued; talwana jama.
agila tarikh 11.01.2027 for appearance.
Binod ji ko bola - accused Majhua ka hai, summons thana se jayega, pairvi karte rahiye.
""")
u("backlog/2026-12/Doc1.docx", "typed_note_docx", L, "2026-12-02", ["C06"], ["C06-H01"], """
Sunita Devi & Ors. vs Md. Firoz Alam & Anr. - MACT Claim Case 58/2026 - MACT Purnia (ADJ-I)
02.12.2026
Claim u/s 166 MV Act. Suresh Paswan (34) died 14.08.2026 on NH-31 near Belouri - truck BR-11G-xxxx hit the motorcycle
from behind. K. Nagar P.S. Case 402/2026. Income: mason (raj-mistri), Rs. 18,000 p.m. claimed. Claim Rs. 42,50,000.
Today: notice to OPs. OP2 National Insurance Co. - notice served. OP1 owner Firoz Alam (Dalkhola side) - not appeared.
Next date 13.01.2027.
To do: certified copy of chargesheet from K. Nagar; driving licence of driver Babloo (DTO Kishanganj verification).
""")
u("backlog/2026-12/IMG_20261208_165510.jpg", "handwritten_note_photo", L, "2026-12-08", ["C07"], ["C07-H01"], """
8/12/26  Shahnawaz 498A (GR 1256/24) - JM-IV Naaz madam
Discharge petn for A-3 (saas, Jaitun Nisa) argued. Point: no specific role, FIR me omnibus, injury simple only
(PHC Baisi - abrasion 2cm). APP + Ashraf sahab opposed. Madam ne poochha - "samjhauta ka koi scope?" -
Shahnawaz tayyar, ladki paksh nahi.
Order on discharge - 20.1.27
""")
u("backlog/2026-12/CWJC 14512 of 2026 order 09.12.2026.pdf", "certified_order_sheet_scan", "Patna High Court", "2026-12-09", ["C08"], ["C08-H01"], """
IN THE HIGH COURT OF JUDICATURE AT PATNA
Civil Writ Jurisdiction Case No. 14512 of 2026
Rinku Kumari ... Petitioner  Versus  The State of Bihar & Ors. ... Respondents
CORAM: HONOURABLE MR. JUSTICE ALOK RANJAN PRASAD
ORAL ORDER
1/ 09-12-2026   Heard learned counsel for the petitioner and learned AC to SC-12 for the State.
The petitioner, a Panchayat Teacher, assails letter no. 17 dated 20.04.2026 terminating her service on the ground
that her TET certificate is suspicious, without any notice or opportunity. Issue notice to respondent nos. 5 and 6.
Let a counter affidavit be filed by the State within six weeks. List after six weeks.
(Alok Ranjan Prasad, J)
""")
u("backlog/2027-01/WhatsApp Chat with Tabrez Jr.txt", "whatsapp_export", J, "2027-01-11", ["C03", "C01", "C02", "C04"], ["C03-H02", "C01-H02", "C02-H02", "C04-H02"], """
17/12/26, 12:41 pm - Tabrez Jr: Assalamualaikum sir. DCLR me Jageshwar wala case pukara gaya. OP log ka koi hazri nahi, notice served nahi hua report aaya. Fresh notice ka order. Agla date 21.01.2027
17/12/26, 12:43 pm - Shailendra Jha: thik. Jageshwar ko bata dijiye, dasti notice le jaye
17/12/26, 12:44 pm - Tabrez Jr: ji sir
21/12/26, 11:58 am - Tabrez Jr: Sir Mukhiya ji ka pokhar case - Sub Judge-I. Bholanath ka W.S. file nahi hua. Ramesh babu ka pairvikar aaya tha time petition le ke. Sinha sahab ne Rs 200 kharcha pe time diya. Next date 19.01.27
21/12/26, 12:02 pm - Shailendra Jha: kharcha jama hua?
21/12/26, 12:05 pm - Tabrez Jr: ji sir, 200 ka receipt le liya
06/01/27, 1:15 pm - Tabrez Jr: Sir Haque sahab ka money suit - Singh madam. WS abhi bhi nahi. Choudhary ji ne phir time manga. madam ne last time bola. Agla date 03.02.2027
06/01/27, 1:16 pm - Shailendra Jha: 👍
11/01/27, 12:30 pm - Tabrez Jr: Sir khad bhandar 138 - summons wapas hi nahi aaya thana se. Fresh summons ka order hua, Binod ji ko talwana de diye. Date 15.02.27
11/01/27, 12:31 pm - Tabrez Jr: Binod ji bol rahe the Pappu Singh gaon me hi ghoom raha hai 😡
11/01/27, 12:40 pm - Shailendra Jha: dasti summons bhi le lijiye
""")
u("backlog/2027-01/Sunita 13 jan.txt", "typed_note_txt", L, "2027-01-13", ["C06"], ["C06-H02"], """
13.01.27 MACT 58/26 Sunita Devi
Insurer appeared today - Niraj Mishra ji (National Insurance panel). Sought time for WS. Granted. Owner Firoz Alam
again absent - paper publication / ex parte at next date.
agila tarikh 10.02.2027 (WS of insurer)
Sunita aayal rahathin, saath me devar Mahesh. Kahalakh ki truck wala admi gaon aa ke samjhauta ka baat kar raha tha -
kahalaun kono kagaj par sign nai karab bina puchhle.
""")
u("backlog/2027-01/IMG_20270119_173512.jpg", "handwritten_note_photo", L, "2027-01-20", ["C01", "C07"], ["C01-H03", "C07-H02"], """
19/1 Mukhiya pokhar - SJ-I
W.S. file bhelai. Bholanath & Samiti: pokhar gair-mazarua "jalkar" hai, Matsyajivi Sahyog Samiti ko bandobast,
Bholanath ka niji nahi - isliye patta void.  !! khatiyan + Samiti ka bandobasti parcha mangana
Injunction petn (O.39 r.1,2) pe sunvai 16.2.27
--------------------------------------------------------
20/1 Shahnawaz 498A - JM-IV
Discharge (A-3 saas) REJECTED. Charge framed against all 3 - s.498A/34 IPC + 3/4 DP Act. Sab ne inkaar kiya.
PW ke liye 24.2.27.  Naaz madam ne phir bola settle karne ka try kariye.
""")
u("backlog/2027-01/GR 1256-2024 order 20.01.2027.pdf", "certified_order_sheet_scan", "Court of JM 1st Class-IV, Purnia", "2027-01-20", ["C07"], ["C07-H02"], """
न्यायालय न्यायिक दंडाधिकारी प्रथम श्रेणी-IV, पूर्णियाँ        जी.आर. सं. 1256/2024
महिला थाना कांड सं. 45/2024     राज्य बनाम मो. शाहनवाज आलम वगैरह
20.01.2027   Case record put up. APP present. Accused persons present on hazri. Adhivakta upasthit.
Heard on the discharge petition filed on behalf of accused no. 3 Jaitun Nisa. Perused the case diary. There is
specific allegation of demand of Rs. 2,00,000 and a motorcycle as dowry against all the accused. Petition rejected.
Charge under sections 498A/34 IPC and 3/4 D.P. Act framed against all three accused, read over and explained in
Hindi, to which they pleaded not guilty and claimed to be tried.
Put up for prosecution evidence on 24.02.2027. Issue summons to PWs.        sd/- JM 1st Class-IV
""")
u("backlog/2027-02/IMG-20270210-WA0002.jpg", "handwritten_note_photo", K, "2027-02-10", ["C03", "C02", "C06"], ["C03-H03", "C02-H03", "C06-H03"], """
तारीख रजिस्टर  जनवरी–फरवरी २०२७
२१.०१.२७  BLDR ८६ जागेश्वर — DCLR  विपक्षी हाजिर, अरविन्द मिश्र वकील, जवाब हेतु समय।  अ.ता. १८.०२.२७
०३.०२.२७  मनी सूट ३७ हक साहब — सब जज-२  W.S. दाखिल, set-off १,१०,०००  अ.ता. ०३.०३.२७
१०.०२.२७  MACT ५८ सुनीता देवी — ADJ-१  बीमा कम्पनी का W.S. (लाइसेंस LMV)  अ.ता. १७.०३.२७
मुखिया जी से तलवाना ५०/- लेना बाकी।   — रामाशीष
""")
u("backlog/2027-02/1834 BW 15.2.txt", "typed_note_txt", L, "2027-02-15", ["C04"], ["C04-H03"], """
15.02.2027  C.C. 1834/2026  Khad Bhandar vs Pappu Singh  (JM-I)
Summons served (dasti + thana). Accused absent, no lawyer. Pandey ji ne bailable warrant issue kiya, bond Rs. 10,000.
Next 15.03.2027.
Binod ji khush - "ab aayega". BW Kasba thana jayega, munshi se follow karwana.
""")
u("backlog/2027-02/injunction args pokhar.docx", "typed_note_docx", L, "2027-02-16", ["C01"], ["C01-H04"], """
TS 214/2026 Ramanand Mukhiya vs Bholanath Yadav & Ors. - Sub Judge-I, Purnia
Injunction petition - arguments 16.02.2027
Our points: (1) patta dated 01.04.2024, Rs. 1,20,000 p.a., first year paid in cash, rent receipts for 2025-26 and
2026-27; (2) plaintiff in possession - makhana crop already in the pond (guri), harvest due Aug-Oct; (3) Samiti's
"bandobasti" is of a different pond (khesra 309, Chhotka Pokhar) - amin map.
Their points (R.C. Jha): jalkar is gair-mazarua malik, only Samiti can be settled under the Bihar Jalkar policy;
Bholanath had no title to lease.
Sinha sahab asked both: who harvested in 2025? We said plaintiff, with labourers' affidavits.
Order on injunction petn on 02.03.2027.
""")
u("backlog/2027-02/CWJC 14512 of 2026 order 17.02.2027.pdf", "certified_order_sheet_scan", "Patna High Court", "2027-02-17", ["C08"], ["C08-H02"], """
IN THE HIGH COURT OF JUDICATURE AT PATNA
Civil Writ Jurisdiction Case No. 14512 of 2026
2/ 17-02-2027   Learned AC to SC-12 seeks further time to file counter affidavit as instructions from the District
Programme Officer (Establishment), Purnia are awaited. Though six weeks' time was granted on 09.12.2026, no counter
affidavit has been filed. As a last chance, four weeks' time is granted to the respondents to file counter affidavit,
failing which the Court shall proceed to hear the matter on the basis of the materials on record.
List on 08.04.2027.
(Alok Ranjan Prasad, J)
""")
u("backlog/2027-03/WhatsApp Chat with Tabrez Jr (2).txt", "whatsapp_export", J, "2027-03-18", ["C03", "C07", "C04"], ["C03-H04", "C07-H03", "C04-H04", "C03-H05"], """
18/02/27, 1:05 pm - Tabrez Jr: Sir DCLR - OP ka jawab (reply) file ho gaya, copy le liye. CO ka report abhi tak nahi aaya, DCLR sahab ne CO Rupauli ko reminder bhejne bola. Agla date 18.03.27
18/02/27, 1:07 pm - Shailendra Jha: reply ka photo bhejiye
24/02/27, 11:20 am - Tabrez Jr: Sir Shahnawaz wala - informant Rukhsar hazir nahi hui. APP ne time liya, gawah ke liye summons. Next 07.04.2027
24/02/27, 11:21 am - Tabrez Jr: Ashraf sahab bole ladki Kishanganj gayi hai
15/03/27, 12:50 pm - Tabrez Jr: Sir Pappu Singh aa gaya!! BW pe surrender kiya, Sanjay Singh ji uska vakil. Bail mil gaya Rs 10,000 ka bond do zamanatdar ke saath. Copy de di gayi. Next 19.04.27
15/03/27, 12:52 pm - Shailendra Jha: bahut badhiya. Binod ji ko bata dijiye
18/03/27, 2:10 pm - Tabrez Jr: Sir Jageshwar case me CO report aa gaya 👍 Amin naapi kiya - zameen 2024 Kosi baadh ke baad nikla hai, kabza Jageshwar ka hai, fasal (makai) lagi hai. Report hamare favour me
18/03/27, 2:11 pm - Tabrez Jr: Argument ke liye date 22.04.2027
18/03/27, 2:15 pm - Shailendra Jha: Mashallah. Report ka nakal nikaliye
""")
u("backlog/2027-03/TS 214-2026 order 02.03.2027.pdf", "certified_order_sheet_scan", "Court of Sub Judge-I, Purnia", "2027-03-02", ["C01"], ["C01-H05"], """
IN THE COURT OF SUB JUDGE-I, PURNIA        Title Suit No. 214 of 2026
Ramanand Mukhiya  vs  Bholanath Yadav & Ors.
02.03.2027   Case record put up. Parties through their learned advocates. Order on the injunction petition.
Prima facie the plaintiff has shown a lease (patta) dated 01.04.2024 and payment of rent; the question whether the
pond is a gair-mazarua jalkar is a mixed question for trial. The makhana crop is standing in the pond. Balance of
convenience lies in permitting the plaintiff to harvest the current crop, subject to his depositing Rs. 60,000
(sixty thousand) in the Nazarat within four weeks, to abide the result of the suit. The defendants shall not obstruct
the harvest. Petition allowed in part. Put up for settlement of issues on 06.04.2027.
                                                                      sd/- Sub Judge-I, Purnia
""")
u("backlog/2027-03/IMG20270303174010.jpg", "handwritten_note_photo", L, "2027-03-03", ["C02"], ["C02-H04"], """
3/3/27  Haque sahab - MS 37/26 - Singh madam (SJ-II)
Issues framed - 6 issues. Main: (iii) whether jute was of TD-5 grade? (iv) set-off of Rs 1,10,000 ?
(v) interest rate. Madam ne kaha plaintiff original bahi-khata aur kata parchi le ke aaye.
Haque sahab ko bolna - munim Ekramul bhi gawah hoga.
agila tarikh 7/4 - PE
""")
u("backlog/2027-03/MACT 58-2026 order 17.03.2027.pdf", "certified_order_sheet_scan", "MACT, Purnia", "2027-03-17", ["C06"], ["C06-H04"], """
IN THE COURT OF THE MOTOR ACCIDENT CLAIMS TRIBUNAL, PURNIA (ADJ-I)      Claim Case No. 58 of 2026
Sunita Devi & Ors. vs Md. Firoz Alam & Anr.
17.03.2027   Case record put up. Claimants through Sri S.K. Jha, Advocate. O.P. No. 2 (National Insurance Co. Ltd.)
through Sri N.K. Mishra. Notice on O.P. No. 1 (owner) was served by paper publication; none appears. Proceed ex parte
against O.P. No. 1. Following issues are framed: (1) whether the accident on 14.08.2026 on NH-31 near Belouri
occurred due to rash and negligent driving of truck BR-11G-xxxx? (2) whether the driver held a valid and effective
driving licence? (3) to what compensation are the claimants entitled and from whom?
Put up for claimants' evidence on 21.04.2027.                 sd/- Presiding Officer, MACT
""")
u("backlog/2027-04/pokhar issues 6.4.docx", "typed_note_docx", L, "2027-04-06", ["C01"], ["C01-H06"], """
06.04.2027 - TS 214/26 (Mukhiya ji) - SJ-I Sinha sahab
Deposit of Rs. 60,000 made in Nazarat on 24.03.2027 (challan filed today).
Issues framed - 5 (five):
1. Is the suit maintainable?  2. Is the pond a gair-mazarua jalkar settled with defendant no. 3?
3. Is the lease dated 01.04.2024 valid and binding?  4. Is the plaintiff entitled to injunction?  5. Other relief.
Both parties present, Sinha sahab wanted parties in person for issues. Harvest done - Mukhiya ji says 38 quintal guri.
Next date 13.07.2027 for PE (after June chhutti). PW1 Mukhiya ji, PW2 Sukhdeo Sahni, PW3 amin.
""")
u("backlog/2027-04/IMG_20270407_174433.jpg", "handwritten_note_photo", L, "2027-04-07", ["C02", "C07"], ["C02-H05", "C07-H04"], """
7/4/27 (Wed) - do court, ek din
(1) Haque MS 37 - SJ-II : PW1 Haque sahab ka chief by affidavit file. Choudhary ji (def) - "busy in Sessions" -
    cross ke liye time. Madam grudgingly allowed. ND 5/5/27
(2) Shahnawaz 498A - JM-IV : PW1 Rukhsar aayi. Chief hua - dowry Rs 2 lakh + motorcycle demand, maarpeet.
    Hum log ne cross defer karwaya (Shahnawaz ke abbu hospital me the, instruction lena tha). ND 12/5/27
""")
u("backlog/2027-04/C.C. 1834-2026 order 19.04.2027.pdf", "certified_order_sheet_scan", "Court of JM 1st Class-I, Purnia", "2027-04-19", ["C04"], ["C04-H05"], """
न्यायालय न्यायिक दंडाधिकारी प्रथम श्रेणी-I, पूर्णियाँ         परिवाद पत्र सं. 1834/2026
मे. माँ तारा खाद भंडार बनाम पप्पू कुमार सिंह
19.04.2027   Case record put up. Complainant present with learned advocate. Accused present, hazri filed.
The substance of accusation under section 138 N.I. Act explained to the accused in Hindi; he pleaded not guilty and
claimed trial. Defence: the cheque was given blank as security in 2024. Put up for complainant's evidence on
24.05.2027.                                                   sd/- JM 1st Class-I
""")
u("backlog/2027-04/Sunita AW1 21.4.txt", "typed_note_txt", L, "2027-04-21", ["C06"], ["C06-H05"], """
21.04.2027 MACT 58/2026 Sunita Devi - ADJ-I
AW1 Sunita Devi examined. Chief: husband raj-mistri, Rs 18,000 mahina, 3 bachche (11, 8, 4 saal), saas Kaushalya Devi
dependent. Cross by Niraj Mishra ji (insurer): income ka koi kagaz nahi; accident dekhi nahi. Suggestion that Suresh
bina helmet tha - denied.
Presiding Officer ne insurer se poochha offer doge? Mishra ji: licence issue hai, offer nahi.
agila tarikh 14.07.2027 - AW2 eyewitness Ramdeo Rishideo.
""")
u("backlog/2027-04/DCLR args 22.04.docx", "typed_note_docx", L, "2027-04-22", ["C03"], ["C03-H06"], """
BLDR Case 86/2026-27 - Jageshwar Mandal vs Ramvilas Singh - DCLR Sadar Purnia
22.04.2027 - arguments (part)
Argued: (a) CO Rupauli allowed dakhil-kharij 1421/2025-26 without notice to Jageshwar though he had filed objection on
RTPS counter; (b) land is old raiyati of Budhan Mandal (father) in khatiyan, washed away in Kosi and re-emerged after
2024 flood - re-emerged land goes back to the old raiyat; (c) CO's own report dated 18.03 shows Jageshwar's possession.
Arvind Mishra ji (OP): Ramvilas bought by kebala of 2019 from Budhan's bhatija.
DCLR sahab asked for: khatiyan (revisional survey) and lagan rasid of Jageshwar. Next date 20.05.2027.
""")
u("backlog/2027-07/WhatsApp Chat with Haque Sahab Thakurganj.txt", "whatsapp_export", "Md. Anwarul Haque", "2027-07-21", ["C02"], ["C02-H05", "C02-H06", "C02-H07"], """
07/04/27, 6:10 pm - Haque Sahab Thakurganj: Vakil sahab aadab. Aaj ka hazri ka kya hua?
07/04/27, 6:22 pm - Shailendra Jha: Aadab Haque sahab. Aapka affidavit (chief) file ho gaya. Unke vakil ne jirah (cross) ke liye time le liya. Agli tarikh 5 May.
07/04/27, 6:23 pm - Haque Sahab Thakurganj: har baar time hi lete hain. theek hai 5 ko aa jaunga
05/05/27, 4:40 pm - Shailendra Jha: Haque sahab aaj aapka jirah khatam. Ekramul bhai ka bhi gawahi ho gaya, kata parchi aur bilty dono prove. Agli tarikh 21.07.2027
05/05/27, 4:45 pm - Haque Sahab Thakurganj: Alhamdulillah 🙏 faisla kab tak hoga vakil sahab?
05/05/27, 4:47 pm - Shailendra Jha: abhi unki gawahi baaki hai. Is saal ke andar koshish hai
21/07/27, 3:05 pm - Shailendra Jha: Haque sahab, aaj hamari taraf se gawahi band (PE closed). Unhone petition diya hai ki aapka bahi-khata handwriting expert ko bheja jaye. Hum log objection denge. Agli tarikh 01.09.2027
21/07/27, 3:30 pm - Haque Sahab Thakurganj: bahi to munim ka likha hai, koi gadbad nahi hai. Aap objection lagaiye
""")
u("backlog/2027-05/Shahnawaz PW1 cross 12.5.txt", "typed_note_txt", L, "2027-05-12", ["C07"], ["C07-H05"], """
12.05.2027  GR 1256/2024 (Mahila PS 45/24) - JM-IV Naaz madam
PW1 Rukhsar Khatoon cross-examined by me. Admissions:
- shaadi 2021 me, 2 saal saath rahi; dowry demand ki koi panchayati nahi hui, koi likhit shikayat nahi pehle
- injury report sirf PHC Baisi ka, abrasion; doctor ko nahi bulaya gaya abhi tak
- Family Court me maintenance case alag se chal raha hai (usme hum nahi hain - Haque sahab? nahi, Irfan Ali vakil)
Madam ne phir poochha settlement? Ashraf sahab: mehar ka paisa aur saman wapas ho to baat ho sakti hai.
agila tarikh 11.08.2027 - PW2 (abbu Md. Jalil).
""")
u("backlog/2027-05/IMG-20270524-WA0009.jpg", "handwritten_note_photo", K, "2027-05-24", ["C03", "C04"], ["C03-H07", "C04-H06"], """
तारीख रजिस्टर   मई २०२७
२०.०५.२७  BLDR ८६ जागेश्वर — DCLR   लगान रसीद दाखिल, बहस खतम, आदेश सुरक्षित।  अ.ता. ०८.०७.२७
२४.०५.२७  परिवाद १८३४ खाद भंडार — JM-१   CW-१ बिनोद भगत का चीफ एफिडेविट, जिरह हेतु अभियुक्त पक्ष को समय।  अ.ता. १९.०७.२७
जून में छुट्टी — कोर्ट १ जुलाई से।  — रामाशीष
""")
u("backlog/2027-05/CW1 affidavit khad bhandar.docx", "typed_note_docx", L, "2027-05-24", ["C04"], ["C04-H06"], """
24.05.2027 - C.C. 1834/2026 Maa Tara Khad Bhandar - JM-I
CW1 Binod Kumar Bhagat - evidence on affidavit filed and tendered. Exhibits: Ext-1 cheque no. 418822, Ext-2 return
memo 28.08.2026, Ext-3 legal notice 05.09.2026, Ext-4 postal receipt and AD, Ext-5 ledger extract of the shop.
Sanjay Singh ji (for accused) - sought time to cross, "file abhi mila". Allowed. Next 19.07.2027 (after vacation).
Note: ledger shows khad udhaar Rs 2,45,000 rabi 2025-26 - keep the original bahi ready, Pandey ji may want it.
""")
u("backlog/2027-07/CWJC 14512 reply & 7.7 order note.txt", "typed_note_txt", L, "2027-07-07", ["C08"], ["C08-H04"], """
07.07.2027 - Patna HC, Court 11, Prasad J - CWJC 14512/2026 Rinku Kumari
Mentioned by Pankaj Mishra ji (Patna), I argued on VC from Purnia.
State's CA (filed 08.04) relies on a "Nigrani" list; our reply: no show-cause, no hearing, BSEB never asked.
Court: DPO (Establishment), Purnia to produce the original verification record and BSEB's report on the next date.
Next date 15.09.2027.
""")
u("backlog/2027-07/WhatsApp Chat with Rinku Madam Teacher.txt", "whatsapp_export", "Smt. Rinku Kumari", "2027-07-07", ["C08"], ["C08-H03", "C08-H04"], """
08/04/27, 5:02 pm - Rinku Madam Teacher: Pranam sir. Aaj Patna me kya hua?
08/04/27, 5:15 pm - Shailendra Jha: Pranam. Sarkar ka counter affidavit aaj file hua. Hum log ko 3 hafte me jawab (reply) dena hai. Agla date 07.07.2027 hai.
08/04/27, 5:16 pm - Rinku Madam Teacher: sir salary ka kuch? 12 mahina ho gaya
08/04/27, 5:20 pm - Shailendra Jha: dheeraj rakhiye. TET ka original aur BSEB ka admit card le ke chamber aaiye, reply banana hai
07/07/27, 4:10 pm - Shailendra Jha: Rinku ji, aaj court ne DPO Purnia ko original verification record le ke aane bola. Agli tarikh 15.09.2027
07/07/27, 4:12 pm - Rinku Madam Teacher: dhanyawad sir 🙏 hamar certificate sahi achi, BSEB se likha ke la denge
""")
u("backlog/2027-07/BLDR 86-2026-27 order 08.07.2027.pdf", "certified_order_sheet_scan", "DCLR Sadar, Purnia", "2027-07-08", ["C03"], ["C03-H08"], """
न्यायालय भूमि सुधार उप समाहर्त्ता (DCLR), सदर पूर्णियाँ
बिहार भूमि विवाद निराकरण अधिनियम, 2009 के अंतर्गत वाद सं. 86/2026-27
जागेश्वर मंडल बनाम रामविलास सिंह वगैरह
आदेश दिनांक 08.07.2027
उभय पक्ष की बहस सुनी गई। अंचल अधिकारी, रुपौली का प्रतिवेदन दिनांक 18.03.2027 एवं अमीन की मापी से स्पष्ट है कि विवादित
भूमि (खाता 212, खेसरा 1187) कोसी नदी की 2024 की बाढ़ के बाद पुनः उभरी है तथा इस पर आवेदक का दखल-कब्जा है। आवेदक द्वारा
2019-20 से लगान रसीद दाखिल है। दाखिल-खारिज वाद सं. 1421/2025-26 में आवेदक को सुनवाई का अवसर नहीं दिया गया।
अतः अंचल अधिकारी, रुपौली का आदेश दिनांक 10.10.2026 निरस्त किया जाता है तथा मामला अंचल अधिकारी को वापस भेजा जाता है
कि दोनों पक्षों को सुनकर विधिवत आदेश पारित करें। वाद निष्पादित।        ह./- भूमि सुधार उप समाहर्त्ता, सदर पूर्णियाँ
""")
u("backlog/2027-07/IMG_20270713_181502.jpg", "handwritten_note_photo", L, "2027-07-13", ["C01"], ["C01-H07"], """
13/7/27  Mukhiya pokhar TS 214 - SJ-I
PW1 Mukhiya ji - chief hua (patta, Rs 1,20,000 saal, 2025 aur 2027 ka harvest, 38 qtl guri).
R.C. Jha sahab absent - unka junior bola sahab bimar achi. Cross defer - Sinha sahab ne Rs 300 kharcha lagaya.
Mukhiya ji naraz - "hamar din barbad". agila tarikh 24/8 - PW1 cross + PW2
""")
u("backlog/2027-07/Guddi Devi WhatsApp.txt", "whatsapp_export", "Guddi Devi (wife of Rajkumar Sah)", "2027-08-03", ["C05"], ["C05-H01", "C05-H02", "C05-H03"], """
20/07/27, 2:30 pm - Guddi Devi Kasba: Vakil babu ka bhelai aaj
20/07/27, 2:41 pm - Shailendra Jha: Bail petition sunai bhelai. Court ne case diary mangaya hai. Agila tarikh 27 July.
20/07/27, 2:42 pm - Guddi Devi Kasba: 🙏🙏
27/07/27, 1:10 pm - Shailendra Jha: Aaj case diary nai aayal. Spl PP Yadav ji time le lelkhin. Court ne reminder bhejlkai. Agila tarikh 03.08.2027
27/07/27, 1:12 pm - Guddi Devi Kasba: bachha sab pareshan achi vakil babu
03/08/27, 12:55 pm - Shailendra Jha: Bail bhel gelai. Rs 25,000 ka bond, 2 zamanatdar, ek local hona chahi. Affidavit bhi dena hai ki sharab ka dhandha nai karat. Aaj sham tak bond bhar dijiye
03/08/27, 12:58 pm - Guddi Devi Kasba: bhagwan bhala kare 🙏 Bhagat ji zamanatdar banthin
""")
u("backlog/2027-07/IMG-20270721-WA0015.jpg", "handwritten_note_photo", K, "2027-07-21", ["C04", "C05", "C02"], ["C04-H07", "C05-H01", "C02-H07"], """
तारीख रजिस्टर   जुलाई २०२७
१९.०७.२७  परिवाद १८३४ खाद भंडार — JM-१   अभियुक्त अनुपस्थित, हाजिरी माफी (२०५) मंजूर, जिरह नहीं।  अ.ता. २३.०८.२७
२०.०७.२७  जमानत याचिका १६५२/२७ राजकुमार साह (उत्पाद ३११/२७) — ADJ-४   केस डायरी मांगा गया।  अ.ता. २७.०७.२७
२१.०७.२७  मनी सूट ३७ हक साहब — सब जज-२   PE बंद, हस्तलेख विशेषज्ञ पिटीशन।  अ.ता. ०१.०९.२७
— रामाशीष
""")
u("backlog/2027-08/Bail Petn 1652-2027 order 03.08.2027.pdf", "certified_order_sheet_scan", "Court of Special Judge (Excise)-cum-ADJ-IV, Purnia", "2027-08-03", ["C05"], ["C05-H03"], """
IN THE COURT OF SPECIAL JUDGE (EXCISE)-CUM-ADJ-IV, PURNIA
Bail Petition No. 1652 of 2027   arising out of Purnia Utpad P.S. Case No. 311/2027
Rajkumar Sah  vs  State of Bihar
03.08.2027   Case record put up. Case diary received. Heard learned counsel for the petitioner and the learned Spl. P.P.
(Excise). The petitioner is in custody since 10.07.2027 for recovery of 36 litres of country liquor from behind his
gumti. No criminal antecedent is shown in the case diary. Considering the period of custody and that charge-sheet is
yet to be submitted, the petitioner is directed to be released on bail on furnishing bail bond of Rs. 25,000/- (twenty
five thousand) with two sureties of the like amount, one of whom must be a local, to the satisfaction of learned
CJM, Purnia, on condition that he files an affidavit that he shall not indulge in sale or storage of liquor.
Bail petition allowed.                                        sd/- Special Judge (Excise)-cum-ADJ-IV
""")
u("backlog/2027-07/sunita 14.7.txt", "typed_note_txt", L, "2027-07-14", ["C06"], ["C06-H06"], """
14.7.27 MACT 58/26 Sunita
AW2 Ramdeo Rishideo (eyewitness, chai dukan NH-31 Belouri) nai aayal - beta ka shaadi. Hum log ka taraf se time petition.
PO sahab ne time de dele, kahalakh next date pe gawah nai aayal to AE close.
Mishra ji ne FIR aur chargesheet ka certified copy file karne ko bola - filed today (chargesheet against driver Babloo
Kumar u/s 281, 106(1) BNS).
agila tarikh 18.08.2027
""")
u("backlog/2027-08/Shahnawaz PW2 11.8.docx", "typed_note_docx", L, "2027-08-11", ["C07"], ["C07-H06"], """
GR 1256/2024 - State vs Md. Shahnawaz Alam & 2 Ors. - JM-IV, Purnia
11.08.2027
PW2 Md. Jalil (informant's father) examined in chief by APP and cross-examined by me.
Cross: he was not present at the in-laws' house on any date of the alleged beating; "beti ne phone pe bataya";
Rs. 2 lakh demand - hearsay from daughter; motorcycle (Pulsar) - he admits no motorcycle was ever given or asked in
his presence.
Prosecution: I.O. (S.I. Meena Kumari, Mahila P.S.) not present; court issued summons to the I.O. and the doctor.
Naaz madam - third time asked about settlement; Ashraf sahab said talks on through the Family Court mediation.
Next date 17.11.2027 - I.O.
""")
u("backlog/2027-08/IMG_20270818_170245.jpg", "handwritten_note_photo", L, "2027-08-18", ["C06"], ["C06-H07"], """
18/8/27  Sunita MACT 58 - ADJ-I
AW2 Ramdeo Rishideo aayal. Chief: truck pichhe se aayal, tej raftar, motorcycle ke thokar maralkai, driver bhag gelai.
Cross (Mishra ji): chai dukan se 40-50 feet; raat 8 baje - light tha. Firm.
AE closed. Insurer's evidence - licence DTO report.
agila tarikh 10/11/27 (chhath ke baad)
""")
u("backlog/2027-08/khad 23.8.txt", "typed_note_txt", L, "2027-08-23", ["C04"], ["C04-H08"], """
23.08.2027 CC 1834/26 khad bhandar - JM-I
CW1 Binod Bhagat ka cross finally hua (Sanjay Singh ji). Suggestion: cheque blank security 2024 ka - denied; ledger
me Pappu ka khata 2025-26 ka dikhaya. Cross khatam.
Pandey ji ne SBI Kasba branch manager ko summons - account statement aur cheque book issue register ke saath.
Next 27.09.2027.
""")
u("backlog/2027-08/New Microsoft Word Document.docx", "typed_note_docx", L, "2027-08-24", ["C01"], ["C01-H08"], """
TS 214/2026 - Mukhiya ji ka pokhar case - SJ-I - 24.08.2027
PW1 Ramanand Mukhiya - cross by R.C. Jha ji (finally present). Long cross on Samiti's bandobasti; he admitted he is
not a member of Matsyajivi Sahyog Samiti; denied that pond is jalkar; said Bholanath ka bap-dada ka pokhar hai.
PW2 Sukhdeo Sahni (gotakhor, witness to patta) - examined and crossed same day. Stood firm that patta was signed in
his presence on 01.04.2024.
Next 09.11.2027 - PW3 amin (Chandrashekhar Das) with map. Court closed for Durga Puja and Chhath in between.
""")
u("backlog/2027-09/MS 37-2026 order 01.09.2027.pdf", "certified_order_sheet_scan", "Court of Sub Judge-II, Purnia", "2027-09-01", ["C02"], ["C02-H08"], """
IN THE COURT OF SUB JUDGE-II, PURNIA             Money Suit No. 37 of 2026
Md. Anwarul Haque vs M/s Maa Bhagwati Jute Traders
01.09.2027   Case record put up. Parties through learned advocates. Heard on the defendant's petition dated
21.07.2027 to send the plaintiff's bahi-khata to a handwriting expert. The entries were proved by PW2 (munim) who
wrote them; the defendant did not cross-examine PW2 on the handwriting; the petition is filed only to delay.
Petition rejected. Defendant to adduce evidence. Put up for D.E. on 08.11.2027.      sd/- Sub Judge-II
""")
u("backlog/2027-09/CWJC 14512 of 2026 order 15.09.2027.pdf", "certified_order_sheet_scan", "Patna High Court", "2027-09-15", ["C08"], ["C08-H05"], """
IN THE HIGH COURT OF JUDICATURE AT PATNA
Civil Writ Jurisdiction Case No. 14512 of 2026
5/ 15-09-2027   The District Programme Officer (Establishment), Purnia is present with the record. The report of the
Bihar School Examination Board dated 28.08.2027 shows that the petitioner's TET certificate (roll no. as stated) is
genuine. Learned AC to SC-12 seeks time to obtain instructions on reinstatement of the petitioner and payment of her
arrears of salary. Let the respondents take a decision and place it on record. List on 24.11.2027.
(Alok Ranjan Prasad, J)
""")
u("backlog/2027-09/Rinku 15.9 note.docx", "typed_note_docx", L, "2027-09-15", ["C08"], ["C08-H05"], """
15.09.2027 - CWJC 14512/2026 Rinku Kumari - Patna HC Court 11
DPO (Estt.) Purnia was personally present with the original record. BSEB letter dt. 28.08.2027: certificate GENUINE.
Prasad J visibly unhappy with the State - asked AC to SC-12 why the teacher was terminated without show-cause.
State to take instructions on reinstatement + arrears (since 04/2026, about 17 months).
Next 24.11.2027. Rinku ko phone kiya - ro padi.
""")
u("backlog/2027-09/khad 27.9.txt", "typed_note_txt", L, "2027-09-27", ["C04"], ["C04-H09"], """
27.9.27 CC 1834/26 - JM-I
CW2 SBI Kasba manager absent - summons served but no one came; bank ne letter bheja "audit me hain".
Pandey ji: summons re-issue, manager to appear with record.
agila tarikh 01.11.2027
""")
u("backlog/2027-09/correction khad ND.txt", "typed_note_txt", L, "2027-09-28", ["C04"], ["C04-H09"], """
CORRECTION - 28.09.2027
Kal ke note (khad bhandar CC 1834/26, 27.9) me agila tarikh galat likha - 01.11 nahi. Court Diwali-Chhath chhutti me
band rahega (28.10 se 06.11). Order sheet dekha: next date 08.11.2027 for CW2 (SBI manager).
Binod ji ko bhi bata diya.
""")
u("backlog/2027-10/IMG-20271001-WA0003.jpg", "handwritten_note_photo", K, "2027-10-01", ["C07", "C06", "C04", "C01", "C02", "C08"], ["C07-H06", "C06-H07", "C04-H08", "C01-H08", "C02-H08", "C08-H05", "C04-H09"], """
तारीख रजिस्टर   अगस्त–सितम्बर २०२७
११.०८.२७  जी.आर. १२५६/२४ शाहनवाज — JM-४   PW-२ जलील गवाही, I.O. को सम्मन।  अ.ता. १७.११.२७
१८.०८.२७  MACT ५८ सुनीता — ADJ-१   AW-२ रामदेव गवाही, AE बंद।  अ.ता. १०.११.२७
२३.०८.२७  परिवाद १८३४ खाद भंडार — JM-१   CW-१ जिरह खतम, बैंक मैनेजर सम्मन।  अ.ता. २७.०९.२७
२४.०८.२७  टाइटल सूट २१४ मुखिया जी — सब जज-१   PW-१ जिरह, PW-२ सुखदेव।  अ.ता. ०९.११.२७
०१.०९.२७  मनी सूट ३७ हक साहब — सब जज-२   पिटीशन खारिज, DE।  अ.ता. ०८.११.२७
१५.०९.२७  CWJC १४५१२ रिंकू कुमारी — पटना हाईकोर्ट   DPO हाजिर, सर्टिफिकेट सही।  अ.ता. २४.११.२७
२७.०९.२७  परिवाद १८३४ खाद भंडार — JM-१   बैंक मैनेजर नहीं आए।  अ.ता. ०८.११.२७
दुर्गा पूजा छुट्टी ०७.१० से १६.१०   — रामाशीष
""")
u("backlog/2027-11/causelist civil court purnia 08.11.2027.pdf", "cause_list_pdf", "Civil Court, Purnia (e-Courts)", "2027-11-06", ["C02", "C04"], [], """
CIVIL COURT, PURNIA - DAILY CAUSE LIST FOR MONDAY 08.11.2027
COURT OF SUB JUDGE-II (Smt. Shweta Kumari Singh)
1. M.S. 12/2024   Kanhaiya Lal Kedia vs Purnia Cold Storage Pvt. Ltd.      for D.E.
2. T.S. 402/2019  Rambriksh Rishideo vs Sahdeo Rishideo & Ors.            for arguments
3. M.S. 37/2026   Md. Anwarul Haque vs M/s Maa Bhagwati Jute Traders       for D.E.
4. T.S. 77/2025   Nasreen Begum vs Md. Alauddin & Ors.                     for W.S.
COURT OF JM 1ST CLASS-I (Sri Pawan Kumar Pandey)
1. C.C. 902/2025  Seemanchal Agencies vs Rupesh Kumar Mehta                 for appearance
2. C.C. 1834/2026 M/s Maa Tara Khad Bhandar vs Pappu Kumar Singh            for C.E. (CW2)
3. G.R. 2210/2023 State vs Chhotu Paswan & Ors.                              for P.E.
4. C.C. 1188/2026 Jha Motors vs Md. Sabir                                    for S.A.
""")
u("backlog/2027-11/week plan 8-13 nov.docx", "typed_note_docx", L, "2027-11-06", ["C01", "C02", "C04", "C06", "C07", "C08"], [], """
WEEK PLAN - courts reopen after Chhath - 08.11.2027 (Mon) to 13.11.2027
Mon 8.11 - SJ-II: Haque money suit (Gulabbagh jute), D.E. - Choudhary ji will seek time, press for closing.
         - JM-I: khad bhandar 138 - CW2 SBI manager; ask for coercive step if absent again.
Tue 9.11 - SJ-I: Mukhiya pokhar suit - PW3 amin Chandrashekhar Das with map. Mukhiya ji to bring rent receipts.
Wed 10.11 - MACT: Sunita claim - insurer's evidence (DTO licence report). Prepare on "pay and recover".
Thu 11.11 - chamber: draft written arguments, DCLR remand follow-up before CO Rupauli (Jageshwar) - not a court date.
Later: 17.11 JM-IV Shahnawaz 498A (I.O.); 24.11 Patna HC Rinku writ - go to Patna on 23rd by Jan Shatabdi? no - Kosi Exp.
""")
