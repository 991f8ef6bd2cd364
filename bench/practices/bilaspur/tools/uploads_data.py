"""The uploads of the Bilaspur practice: what the lawyer, the junior Anmol and the munshi Bisahu actually kept."""

L, J, K = "Devendra Prasad Sahu", "Anmol Tiwari", "Bisahu Ram Yadav (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2025-09/dismissal order painkra.pdf", "document_scan", "Assistant Commissioner, Tribal Development, Gaurela-Pendra-Marwahi", "2025-09-12", ["C01"], [], """
कार्यालय सहायक आयुक्त, आदिवासी विकास, जिला गौरेला-पेण्ड्रा-मरवाही
क्रमांक/स्था./2025/1187                                   दिनांक 12.09.2025
आदेश
श्री रमेश कुमार पैंकरा, सहायक ग्रेड-3, विकासखण्ड शिक्षा कार्यालय मरवाही के विरुद्ध छात्रवृत्ति राशि में अनियमितता
के आरोप की विभागीय जांच में आरोप प्रमाणित पाए गए। अतः छत्तीसगढ़ सिविल सेवा (वर्गीकरण, नियंत्रण तथा अपील) नियम,
1966 के नियम 10 के अंतर्गत उन्हें सेवा से पदच्युत किया जाता है तथा राशि रु. 1,86,400/- की वसूली की जावे।
                                                   सहायक आयुक्त
""")
u("backlog/2025-10/plaint sunita kesharwani final.pdf", "document_scan", L, "2025-10-06", ["C06"], [], """
न्यायालय व्यवहार न्यायाधीश वर्ग-1, बिलासपुर
व्यवहार वाद क्र. ....../2025
श्रीमती सुनीता केशरवानी पत्नी स्व. राजेश केशरवानी, निवासी सरकण्डा, बिलासपुर ............ वादिनी
विरुद्ध
1. दिनेश केशरवानी पिता स्व. रामप्रसाद केशरवानी  2. श्रीमती उर्मिला केशरवानी ............ प्रतिवादीगण
वाद - स्वत्व घोषणा एवं स्थायी निषेधाज्ञा हेतु
1. यह कि मौजा सरकण्डा, प.ह.नं. 31, खसरा नं. 1123/4 रकबा 1800 वर्गफुट का भूखण्ड वादिनी के पति स्व. राजेश ने
   वर्ष 2009 में पंजीकृत विक्रय पत्र से क्रय किया था।
2. यह कि पति की मृत्यु (14.02.2024) के बाद प्रतिवादी क्र. 1 (देवर) भूखण्ड पर बाउंड्रीवाल तोड़कर कब्जा करना चाहता है।
मूल्यांकन रु. 9,00,000/-; न्याय शुल्क अदा।                          वादिनी द्वारा अधिवक्ता डी.पी. साहू
""")
u("backlog/2026-01/170B avedan budhram.docx", "typed_note_docx", L, "2026-01-28", ["C05"], [], """
न्यायालय अनुविभागीय अधिकारी (राजस्व) कोटा, जिला बिलासपुर (छ.ग.)
आवेदक : बुधराम गोंड पिता स्व. सुकालू गोंड, उम्र 67 वर्ष, ग्राम बेलगहना, तहसील कोटा
विरुद्ध
अनावेदक : हरीश अग्रवाल पिता स्व. मोतीलाल अग्रवाल, बेलगहना बाजार
आवेदन अंतर्गत धारा 170-ख छत्तीसगढ़ भू-राजस्व संहिता, 1959
1. यह कि आवेदक अनुसूचित जनजाति (गोंड) का सदस्य है। ग्राम बेलगहना की खसरा नं. 214/2 रकबा 1.20 हेक्टेयर भूमि
   आवेदक के पिता के नाम थी।
2. यह कि वर्ष 1986 में अनावेदक ने धोखे से कथित विक्रय कराकर भूमि पर कब्जा कर लिया; कलेक्टर की अनुमति (धारा 165(6))
   नहीं ली गई।
प्रार्थना: भूमि आवेदक को वापस दिलाई जावे।              आवेदक द्वारा अधिवक्ता देवेन्द्र प्रसाद साहू
""")
u("backlog/2026-01/IMG-20260130-WA0011.jpg", "document_photo", "Patwari, Halka No. 12, Belgahna", "2026-01-30", ["C05"], [], """
खसरा पांचसाला / बी-1 (नकल)   ग्राम बेलगहना   प.ह.नं. 12   तहसील कोटा   जिला बिलासपुर   वर्ष 2025-26
खसरा नं. 214/2   रकबा 1.20 हे.   भूमिस्वामी: हरीश अग्रवाल पि. मोतीलाल
कैफियत: पूर्व भूमिस्वामी सुकालू गोंड; नामांतरण पंजी क्र. 44 दिनांक 09.07.1986
नकल जारी दिनांक 30.01.2026                          हस्ता. पटवारी
""")
u("backlog/2025-08/FIR 388 takhatpur.pdf", "document_scan", "PS Takhatpur", "2025-06-18", ["C07"], [], """
प्रथम सूचना रिपोर्ट   जिला बिलासपुर   थाना तखतपुर   अपराध क्र. 388/2025   दिनांक 18.06.2025
धाराएं: 294, 506, 34 भा.दं.वि. एवं 3(1)(द), 3(1)(ध) अ.जा./अ.ज.जा. (अत्याचार निवारण) अधिनियम
सूचनाकर्ता: संतराम सूर्यवंशी, ग्राम जूनापारा
विवरण: दिनांक 17.06.2025 शाम करीब 7 बजे मुकेश जायसवाल की किराना दुकान के सामने उधारी के पैसे को लेकर
मुकेश जायसवाल व उसके भाई राकेश ने जातिसूचक गाली दी व जान से मारने की धमकी दी। घटना सेवक राम व दिलीप खुटे ने देखी।
""")
u("backlog/2025-06/panchnama excise dukalu.pdf", "document_scan", "Excise Sub-Inspector, Bilaspur", "2025-05-29", ["C08"], [], """
आबकारी विभाग जिला बिलासपुर    जप्ती पत्रक
प्रकरण क्र. 212/2025  दिनांक 29.05.2025  स्थान: ग्राम लमेर, दुकालू राम यादव की बाड़ी
जप्त: 4 जरीकेन में हाथभट्ठी महुआ शराब कुल 52 बल्क लीटर; 2 डेग, महुआ लाहन 150 किलो (नष्ट)
गवाह: 1. भोलाराम  2. पुनीत साहू        आरोपी: दुकालू राम यादव पि. बैसाखू
                                  आबकारी उप निरीक्षक अजय कुमार नेताम
""")
u("backlog/2026-07/FIR 214 ratanpur ganja.pdf", "document_scan", "PS Ratanpur", "2026-05-26", ["C04"], [], """
प्रथम सूचना रिपोर्ट  थाना रतनपुर  जिला बिलासपुर  अपराध क्र. 214/2026  दिनांक 26.05.2026
अधिनियम: स्वापक औषधि एवं मनःप्रभावी पदार्थ अधिनियम, 1985 धारा 20(b)(ii)(B)
विवरण: मुखबिर सूचना पर कटघोरा रोड पर मोटरसाइकिल सीजी-10-बीके-xxxx रोककर संतोष सूर्यवंशी पि. रामलाल निवासी
रतनपुर के बैग से 8.500 किलोग्राम गांजा जप्त किया गया।              सउनि. प्रमोद कुर्रे
""")
u("backlog/2026-03/jail medical bhagwat.pdf", "document_scan", "Medical Officer, Central Jail, Bilaspur", "2026-03-24", ["C03"], [], """
CENTRAL JAIL BILASPUR - JAIL HOSPITAL
MEDICAL CERTIFICATE                               Date: 24.03.2026
Convict No. 7412, Bhagwat Kewat s/o Itwari, age 63 years.
He is a known case of pulmonary tuberculosis (on DOTS since 02/2026) and hypertension. General condition fair.
Weight 46 kg. Advised regular follow-up at CIMS Bilaspur chest OPD.
                                                 Medical Officer, Central Jail
""")
u("backlog/2026-10/WhatsApp Image 2026-10-22 at 18.04.51.jpeg", "document_photo", "State Bank of India, Takhatpur", "2026-10-22", ["C02"], [], """
STATE BANK OF INDIA  Branch: Takhatpur
Passbook - A/c holder: RAMKHILAWAN SAHU  A/c No. 3409xxxxxx
Date        Particulars                           Withdrawal   Deposit      Balance
09.10.2026  NEFT CR SDO LA TAKHATPUR NH130A                    3,26,000.00  3,41,212.00
""")
u("backlog/2026-02/rasid sukhnandan fees.jpg", "document_photo", L, "2026-02-02", ["C02"], [], """
देवेन्द्र प्रसाद साहू, अधिवक्ता    उच्च न्यायालय छत्तीसगढ़, बिलासपुर
रसीद क्र. 058                                  दिनांक 02.02.2026
श्री सुखनंदन साहू, ग्राम सेण्डरी से WPC 2876/2025 हेतु फीस रु. 15,000/- (पंद्रह हजार) नगद प्राप्त किए।
शेष फीस रु. 10,000/- आदेश के बाद।                                 हस्ता.
""")
u("backlog/2026-12/judgment dukalu excise.pdf", "certified_order_sheet_scan", "JMFC Bilaspur", "2026-11-27", ["C08"], ["C08-H06"], """
न्यायालय न्यायिक मजिस्ट्रेट प्रथम श्रेणी, बिलासपुर (पीठासीन अधिकारी: श्री अभिषेक मिंज)
आपराधिक प्रकरण क्र. 1432/2025     छ.ग. शासन द्वारा आबकारी विभाग विरुद्ध दुकालू राम यादव
निर्णय (दिनांक 27.11.2026)
जप्ती के दोनों स्वतंत्र साक्षी भोलाराम (अ.सा.2) एवं पुनीत साहू (अ.सा.3) पक्षद्रोही हुए। रासायनिक परीक्षक की रिपोर्ट
प्रमाणित नहीं की गई तथा जप्त द्रव के नमूने की सीलबंदी का साक्ष्य नहीं है। अभियोजन आरोप संदेह से परे प्रमाणित करने में
असफल रहा। अतः आरोपी दुकालू राम यादव को धारा 34(2) छत्तीसगढ़ आबकारी अधिनियम के आरोप से दोषमुक्त किया जाता है।
जमानत मुचलके भारमुक्त।                                         हस्ता. JMFC बिलासपुर
""")

# ---------------- February - April 2026
u("backlog/2026-02/PXL_20260210_113207.jpg", "handwritten_note_photo", L, "2026-02-10", ["C01"], ["C01-H01"], """
10.2.26  HC Ct 7 - Banjare J
WPS 4512/25 Painkra (Marwahi babu) - dismissal + vasooli 1,86,400
Notice jaari. Reply 4 hafte me. Kunal Thakur Dy GA ne notice accept kiya.
Judge - "enquiry officer ne gawah ko cross karne diya ki nahi?" - humne bola nahi diya, PE ka ek bhi gawah nahi bulaya.
Agli tarik 17.3.26. Painkra la phone karna - copy of chargesheet chahiye.
""")
u("backlog/2026-02/WPC 2876 of 2025 order 24.02.2026.pdf", "certified_order_sheet_scan", "High Court of Chhattisgarh", "2026-02-24", ["C02"], ["C02-H01"], """
HIGH COURT OF CHHATTISGARH, BILASPUR
WPC No. 2876 of 2025
Sukhnandan Sahu and others  Vs.  State of Chhattisgarh and others
ORDER SHEET
24.02.2026   Shri D.P. Sahu, counsel for the petitioners.
             Shri Kunal Thakur, Deputy Government Advocate for the State / respondents No. 1 to 3.
Heard on admission. The grievance of the petitioners is that though the award under Section 3G of the National
Highways Act, 1956 was passed on 11.03.2024 for their land at village Sendri, the compensation of Rs. 14,62,000/-
has not been disbursed till date. Issue notice to respondent No. 4 (NHAI) on payment of process fee within one week.
List after six weeks.                                       Sd/- (Meenakshi Tamrakar) Judge
""")
u("backlog/2026-03/IMG-20260320-WA0004.jpg", "handwritten_note_photo", K, "2026-03-20", ["C06", "C05", "C01"], ["C06-H01", "C05-H01", "C06-H02", "C01-H02"], """
पेशी रजिस्टर - साहू वकील साहब                       फरवरी-मार्च 2026
13.02.26  सुनीता केशरवानी वि. दिनेश  (व्य.वाद 112-ए/25)  CJ-1 कुजूर सर  - प्रतिवादी 1 का जवाबदावा पेश। दूसरा प्रति.
          (उर्मिला) अनुपस्थित।  आगामी पेशी 13.03.26 वाद प्रश्न हेतु
19.02.26  बुधराम गोंड वि. हरीश अग्रवाल (170-ख) SDM कोटा - प्रकरण दर्ज, अनावेदक को सूचना पत्र, पटवारी प्रतिवेदन
          बुलाया।  आ.पे. 19.03.26
13.03.26  सुनीता केशरवानी - वाद प्रश्न 5 बने। आ.पे. 10.04.26 वादी साक्ष्य
17.03.26  पैंकरा WPS हाईकोर्ट कोर्ट 7 - शासन ने जवाब हेतु समय मांगा (निर्देश नहीं आये)। अगली 21.04.26
""")
u("backlog/2026-03/CRA 1187-2024 ordersheet 10.03.2026.pdf", "certified_order_sheet_scan", "High Court of Chhattisgarh", "2026-03-10", ["C03"], ["C03-H01"], """
HIGH COURT OF CHHATTISGARH, BILASPUR
CRA No. 1187 of 2024
Bhagwat Kewat  Vs.  State of Chhattisgarh
ORDER SHEET
10.03.2026   Shri D.P. Sahu, counsel for the appellant.
             Smt. Shweta Gupta, Panel Lawyer for the State.
I.A. No. 01/2024, application for suspension of sentence and grant of bail.
The appellant has been convicted under Section 304 Part-II IPC and sentenced to RI for 7 years by the Additional
Sessions Judge (F.T.C.), Kota, District Bilaspur, on 26.07.2024. He has undergone about 2 years.
Let the jail conduct report of the appellant be called from the Superintendent, Central Jail, Bilaspur.
List on 14.04.2026.                                        Sd/- (Alok Kumar Dixit) Judge
""")
u("backlog/2026-03/ordersheet special case 27-2025 charge.pdf", "certified_order_sheet_scan", "Special Judge (Atrocities), Bilaspur", "2026-03-05", ["C07"], ["C07-H01"], """
न्यायालय विशेष न्यायाधीश (अत्याचार निवारण), बिलासपुर   विशेष प्रकरण (अत्या.) क्र. 27/2025
छ.ग. शासन द्वारा थाना तखतपुर  विरुद्ध  मुकेश जायसवाल एवं एक अन्य
आदेश पत्रिका  दिनांक 05.03.2026
अभियोजन द्वारा श्री हेमंत बघेल विशेष लोक अभियोजक। आरोपीगण सहित श्री डी.पी. साहू अधिवक्ता।
उभयपक्ष को आरोप पर सुना। आरोपीगण के विरुद्ध धारा 294, 506 भाग-2 भा.दं.वि. एवं धारा 3(1)(द), 3(1)(ध) अ.जा./अ.ज.जा.
(अ.नि.) अधिनियम के अंतर्गत आरोप विरचित कर पढ़कर सुनाए गए, आरोपीगण ने अस्वीकार किया, विचारण चाहा।
अभियोजन साक्षी संतराम सूर्यवंशी को समंस जारी हो।  प्रकरण दिनांक 09.04.2026 को अभियोजन साक्ष्य हेतु पेश हो।
""")
u("backlog/2026-04/sendri 7.4.txt", "typed_note_txt", L, "2026-04-07", ["C02"], ["C02-H02"], """
7.4.26 WPC 2876/25 Sendri (muavza) - Tamrakar madam Ct 11
Vivek Mishra NHAI ke taraf se pehli baar aaye, bole reply ke liye time chahiye, NHAI ne amount SDO (LA) ko 2024 me hi
de diya hai, "hamari taraf se kuch baaki nai he".
Madam ne kaha - fir paisa kahan atka hai? SDO Takhatpur personal affidavit denge.
Next 07.07.2026 (vacation ke baad).
Sukhnandan dau court aaye the, unko samjhaya. Baaki fees 10,000 abhi nai liya.
""")
u("backlog/2026-04/IMG_20260410_181255.jpg", "handwritten_note_photo", L, "2026-04-10", ["C07", "C06"], ["C07-H02", "C06-H03"], """
9/4 Spl Judge Atrocities - Mukesh Jaiswal wala
PW1 Santram Suryavanshi - chief hua. Bola "dukaan ke saamne sab logon ke saamne jaati ka naam leke gaali diya".
Humne cross deferred liya (FIR copy me time 7 baje, chief me 'din me' bola - note kiya). ND 7.5.26 cross.
------------------------------------------
10/4 Sunita vs Dinesh - Kujur sir CJ-1
PW1 Sunita ka shapath-patra (O.18 R.4) pesh. Dubey vakil sessions me busy - cross deferred on their request.
ND 8.5.26.
""")
u("backlog/2026-04/IMG-20260430-WA0007.jpg", "handwritten_note_photo", K, "2026-04-30", ["C03", "C08", "C05"], ["C03-H02", "C08-H02", "C03-H03"], """
पेशी रजिस्टर - अप्रैल 2026
14.04.26  भागवत केवट CRA हाईकोर्ट कोर्ट 4 - जेल आचरण रिपोर्ट नहीं आई। आ.पे. 28.04.26
16.04.26  बुधराम (कोटा) - अनमोल भैया गए। (उनका मैसेज देखें)
24.04.26  दुकालू आबकारी JMFC-3 - आबकारी उपनिरीक्षक नेताम जी का बयान हुआ। आ.पे. 24.07.26
28.04.26  भागवत केवट - सजा निलंबित, जमानत। 25,000 का मुचलका। मनोज (बेटा) को फोन किया - खुश।
""")
u("backlog/2026-04/Painkra 21.04.26.docx", "typed_note_docx", L, "2026-04-21", ["C01"], ["C01-H03"], """
WPS No. 4512/2025 - Ramesh Kumar Painkra v. State of CG - Banjare J, Court No. 7 - 21.04.2026
1. Reply of State filed today (Kunal Thakur). Their stand: enquiry held, charge proved, shortfall Rs. 1,86,400 in
   post-matric scholarship of 2019-20.
2. I pressed interim relief on recovery. Court: "no coercive step for recovery of Rs. 1,86,400 till next date".
3. Rejoinder in two weeks. To point out: no Presenting Officer's witness examined; Painkra never given copy of the
   enquiry report before the penalty (second show cause).
4. Next date 14.07.2026.
Painkra's daughter's admission fee - he asked if salary can restart; told him no, only after final order.
""")
u("backlog/2026-04/CRA 1187 order 28.04.2026 suspension.pdf", "certified_order_sheet_scan", "High Court of Chhattisgarh", "2026-04-28", ["C03"], ["C03-H03"], """
HIGH COURT OF CHHATTISGARH, BILASPUR
CRA No. 1187 of 2024   Bhagwat Kewat Vs. State of Chhattisgarh
28.04.2026   Shri D.P. Sahu, counsel for the appellant. Smt. Shweta Gupta, Panel Lawyer for the State.
Jail conduct report received; the conduct of the appellant in jail is satisfactory. The appellant is aged about 63
years and is suffering from tuberculosis as per the medical certificate on record. Without commenting on the merits,
I.A. No. 01 is allowed. The execution of the jail sentence shall remain suspended and the appellant be released on
bail on his furnishing a personal bond in the sum of Rs. 25,000/- with one surety in the like sum to the
satisfaction of the trial court. Call for the record of the trial court. List after three months.
                                                           Sd/- (Alok Kumar Dixit) Judge
""")

# ---------------- May - August 2026
u("backlog/2026-05/santram cross 7.5.txt", "typed_note_txt", L, "2026-05-07", ["C07"], ["C07-H03"], """
07/05/2026  Spl. Case 27/25 State v Mukesh Jaiswal - PW1 Santram cross (by me)
- Maana ki Mukesh ki dukaan me 4,200 rupaye ki udhaari baaki thi, 2 saal se.
- Maana ki ghatna ke time dukaan ke andar sirf Mukesh, Rakesh aur woh khud the - "bahar sadak me koi nai rahis".
  (public view wala point - 3(1)(r) ke liye zaroori)
- Bola FIR agle din thane gaya kyunki "sarpanch ne kahis".
- Jaati ka naam kaun sa shabd bola - yaad nai.
Baghel PP ne re-exam nahi kiya. ND 9.7.26 - PW2 Sevak Ram.
""")
u("backlog/2026-05/sunita PW1 cross 8 may.docx", "typed_note_docx", L, "2026-05-08", ["C06"], ["C06-H04"], """
Civil Suit 112-A/2025 Sunita Kesharwani v. Dinesh - CJ Class-I, Ct 9 - 08.05.2026
PW1 Sunita cross-examined by Prakash Dubey (about 50 min).
- Admitted the sale deed of 2009 is in her husband Rajesh's name alone; said the money came from her stridhan gold.
- Denied that Dinesh paid Rs. 2,40,000 towards the plot. "Dinesh ne ek paisa nahi diya."
- Admitted the boundary wall was broken in March 2025 but she did not lodge an FIR, only an application at
  Sarkanda thana.
- Put to her that mother-in-law Urmila lives on the plot in a kutcha room - denied.
ND 03.07.2026 - PW2 (Gendlal Sahu, neighbour). Keep the thana application's receipt ready.
""")
u("backlog/2026-07/WhatsApp Chat with Anmol Tiwari Jr.txt", "whatsapp_export", J, "2026-07-24", ["C08", "C05"], ["C08-H01", "C05-H02", "C05-H03", "C05-H04", "C05-H05", "C08-H03"], """
27/02/26, 12:41 pm - Anmol Tiwari Jr: Sir Dukalu wala JMFC 3 - excise SI nai aaye. ADPO madam ne time mangis. ND 24/4/26
27/02/26, 12:44 pm - Devendra Sahu: ok. Dukalu aaya tha?
27/02/26, 12:45 pm - Anmol Tiwari Jr: Haan sir, haazir tha
19/03/26, 3:02 pm - Anmol Tiwari Jr: Sir Kota SDM - Budhram case. Harish Agrawal nai aaye, notice taamil nai hua. Ab Kotwar se notice jaahi. ND 16/04/26
16/04/26, 2:20 pm - Anmol Tiwari Jr: Sir Kota - Anil Jaiswal Agrawal ki taraf se aaye, jawab ke liye time mangis. SDM sir ne de diya. ND 21/5/26
21/05/26, 4:05 pm - Anmol Tiwari Jr: Sir jawab aa gaya. Bolte hain 1986 me Collector se 165(6) ki anumati li thi, aur 18,000 me kharida. Copy nai diye sir, anumati ka aadesh attach nai he!
21/05/26, 4:06 pm - Devendra Sahu: Good point. Note kar lo. Next?
21/05/26, 4:06 pm - Anmol Tiwari Jr: 25/06/26 Patwari prativedan
25/06/26, 1:15 pm - Anmol Tiwari Jr: Sir Patwari report aayi - 214/2 ka kabza Agrawal ke paas, usme dhaan boya he. SDM sir ne Tehsildar Kota ko 1986 ki anumati wali file pesh karne bola. ND 20.08.26
25/06/26, 1:17 pm - Devendra Sahu: 👍 Chaitram ko bata dena
24/07/26, 11:50 am - Anmol Tiwari Jr: Sir Dukalu - dono panch gawah Bholaram aur Punit Sahu pakshadrohi ho gaye! Bole hamare saamne kuch jabt nai hua, thane me sign karaye
24/07/26, 11:51 am - Anmol Tiwari Jr: ND 18/9/26 - 313 ke liye. ADPO ne chemical report ka gawah drop kar diya
24/07/26, 11:55 am - Devendra Sahu: Badhiya. 
""")
u("backlog/2026-06/WhatsApp Chat with Chaitram Belgahna.txt", "whatsapp_export", "Chaitram Gond (client's son)", "2026-08-21", ["C05"], ["C05-H05", "C05-H06"], """
25/06/26, 6:40 pm - Chaitram Belgahna: Namaste vakil sahab. Aaj Kota me ka hois? Dadda puchhat he
25/06/26, 7:02 pm - Devendra Sahu: Patwari ne likha hai kabza Harish Agrawal ka hai. Ab Tehsil se 1986 wali file mangai hai. Agli peshi 20 August.
25/06/26, 7:05 pm - Chaitram Belgahna: Ji. Dadda bolis 1986 me koi anumati nai mile rahis, Agrawal seth ne angutha lagwa ke 18 hazar thama dis
20/08/26, 5:30 pm - Chaitram Belgahna: Vakil sahab aaj Tehsildar ke babu bolis file record room me nai mili
20/08/26, 5:48 pm - Devendra Sahu: Haan Anmol ne bataya. Ye hamare liye achha hai - anumati sabit nai hogi. Next 15 October, us din Dadda ka bayan hoga, unko lekar aana.
21/08/26, 9:10 am - Chaitram Belgahna: Ji sahab, le aabo
""")
u("backlog/2026-07/IMG_20260703_164410.jpg", "handwritten_note_photo", L, "2026-07-03", ["C06"], ["C06-H05"], """
3/7/26  Sunita v Dinesh  CJ-1 Ct 9
PW2 Gendlal Sahu (padosi, 64 yrs) - chief + cross.
Bola: plot par 2009 se Rajesh-Sunita ka kabza, boundary Rajesh ne banwai; Dinesh Mungeli me rehta tha.
Cross me maana - Urmila (saas) kabhi kabhi aati thi; "kutcha kamra nai he, sirf ek chhappar".
PE close karne ke liye next date - ND 21.8.26
""")
u("backlog/2026-07/WPC 2876-2025 order dt 07.07.2026.pdf", "certified_order_sheet_scan", "High Court of Chhattisgarh", "2026-07-07", ["C02"], ["C02-H03"], """
HIGH COURT OF CHHATTISGARH, BILASPUR
WPC No. 2876 of 2025   Sukhnandan Sahu and others Vs. State of Chhattisgarh and others
07.07.2026   Shri D.P. Sahu, counsel for the petitioners.
             Shri Kunal Thakur, Deputy Government Advocate for the State.
             Shri Vivek Mishra, counsel for respondent No. 4 / NHAI.
Return filed by NHAI states that the entire amount of compensation was placed with the Competent Authority (Land
Acquisition), i.e. the SDO (Revenue), Takhatpur, in June 2024. The State has not explained why Rs. 14,62,000/- has
not reached the petitioners. Let the SDO (Revenue), Takhatpur file his personal affidavit explaining the delay.
List on 25.08.2026.                                        Sd/- (Meenakshi Tamrakar) Judge
""")
u("backlog/2026-07/IMG-20260715-WA0003.jpg", "handwritten_note_photo", K, "2026-07-15", ["C07", "C01"], ["C07-H04", "C01-H04"], """
पेशी रजिस्टर - जुलाई 2026
09.07.26  मुकेश जायसवाल (विशेष न्यायालय अत्याचार) - अ.सा.2 सेवक राम पक्षद्रोही। PP ने सूचक प्रश्न पूछे।
          अ.सा.3 दिलीप खुटे को समंस। आ.पे. 13.08.26
14.07.26  पैंकरा WPS - प्रत्युत्तर पेश। जज साहब ने विभागीय जांच की मूल नस्ती मंगाई। आ.पे. 08.09.26
""")
u("backlog/2026-07/Painkra rejoinder day 14.7.docx", "typed_note_docx", L, "2026-07-14", ["C01"], ["C01-H04"], """
14.07.2026 - WPS 4512/2025 Painkra - Banjare J
Rejoinder filed. Argued 10 min on (i) no witness examined in the enquiry, (ii) enquiry report not supplied before
penalty. Judge asked Kunal Thakur: "Where is the original enquiry file? Produce it on the next date."
Interim (no coercive recovery) continued.
NDOH 08.09.2026.
""")
u("backlog/2026-07/PXL_20260721_120530.jpg", "handwritten_note_photo", L, "2026-07-21", ["C04"], ["C04-H01"], """
21.7.26 HC Ct 15 - Netam J
MCRC 6630/26 Santosh Suryavanshi - bail (ganja 8.5 kg, Ratanpur)
Intermediate qty - 37 ki roke nai. Arrest 26.5.26.
Rajiv Ekka PL - case diary nai aaye. Court - case diary mangao.
ND 4/8/26. Kiran (patni) ko bola - 4 ko aana jaruri nai.
""")
u("backlog/2026-08/4 aug HC.jpg", "handwritten_note_photo", L, "2026-08-04", ["C03", "C04"], ["C03-H04", "C04-H02"], """
4 Aug 2026 - HC
(1) Ct 4 Dixit J - Bhagwat Kewat CRA: trial court record aa gaya. Paper book banana - registry. ND 6.10.26 final hearing.
    Bhagwat bahar he, Manoj bolis TB ki dawai chal rahi.
(2) Ct 15 Netam J - Santosh bail: case diary abhi bhi nai aaya. Ekka PL ne time liya. Judge thoda naraz.
    ND 18.8.26
""")
u("backlog/2026-08/santosh bail 18.8.txt", "typed_note_txt", L, "2026-08-18", ["C04"], ["C04-H03"], """
18-08-2026  MCRC 6630/2026 Santosh Suryavanshi v State - Netam J Ct 15
Case diary aaya. FSL report abhi tak nai aaya - sample 30.05.26 ko bheja tha.
Netam J ne pucha "koi aur case he kya iske upar?" Ekka PL: ek purana 2019 ka 25 Arms Act, Ratanpur - usme
acquittal ho chuka. Court ne kaha antecedents ka chart dijiye.
ND 01.09.2026. Kiran se acquittal judgment ki copy mangao.
""")
u("backlog/2026-08/IMG-20260822-WA0010.jpg", "handwritten_note_photo", K, "2026-08-22", ["C07", "C06"], ["C07-H05", "C06-H06"], """
पेशी रजिस्टर - अगस्त 2026
13.08.26  मुकेश जायसवाल (अत्याचार) - अ.सा.3 दिलीप खुटे अनुपस्थित, जमानतीय वारंट जारी। आ.पे. 24.09.26
21.08.26  सुनीता केशरवानी - वादी साक्ष्य समाप्त। प्रतिवादी साक्ष्य: दिनेश अनुपस्थित, 500 रु. हर्जाना पर समय।
          आ.पे. 09.10.26
""")
u("backlog/2026-08/sendri SDO affidavit 25.8.docx", "typed_note_docx", L, "2026-08-25", ["C02"], ["C02-H04"], """
WPC 2876/2025 (Sendri) - Tamrakar J - 25.08.2026
SDO (Revenue) Takhatpur's personal affidavit filed: amount Rs. 14,62,000 is lying in the treasury / PLA account;
delay because of "incomplete bank details and the namantaran (mutation) objection of one Dashrath Sahu" regarding
Sukhnandan's share. Madam recorded the undertaking: amount to be disbursed within 6 weeks to those whose title is
undisputed. ND 13.10.2026.
Sukhnandan upset - his own share is the disputed one. Dashrath is his cousin (bade pitaji ka beta).
""")

# ---------------- September - December 2026
u("backlog/2026-09/MCRC 6630-2026 order 01.09.2026.pdf", "certified_order_sheet_scan", "High Court of Chhattisgarh", "2026-09-01", ["C04"], ["C04-H04"], """
HIGH COURT OF CHHATTISGARH, BILASPUR
MCRC No. 6630 of 2026   Santosh Suryavanshi Vs. State of Chhattisgarh
01.09.2026   Shri D.P. Sahu, counsel for the applicant. Shri Rajiv Ekka, Panel Lawyer for the State.
This is the first bail application under Section 483 of the BNSS. The applicant is in custody since 26.05.2026 for
an offence under Section 20(b)(ii)(B) of the NDPS Act; the quantity seized (8.500 kg ganja) is less than commercial
quantity. Charge sheet has been filed. The only other case against him ended in acquittal.
The application is allowed. The applicant shall be released on bail on furnishing a personal bond of Rs. 50,000/-
with one surety in the like sum to the satisfaction of the trial court; he shall mark his presence at PS Ratanpur
on the first Monday of every month till the trial concludes.           Sd/- (Kailash Chandra Netam) Judge
""")
u("backlog/2026-09/WPS 4512-2025 ordersheet 08.09.2026.pdf", "certified_order_sheet_scan", "High Court of Chhattisgarh", "2026-09-08", ["C01"], ["C01-H05"], """
HIGH COURT OF CHHATTISGARH, BILASPUR
WPS No. 4512 of 2025   Ramesh Kumar Painkra Vs. State of Chhattisgarh and others
08.09.2026   Shri D.P. Sahu, counsel for the petitioner. Shri Kunal Thakur, Deputy Government Advocate for the State.
Despite the order dated 14.07.2026, the original record of the departmental enquiry has not been produced. Learned
State counsel submits that the record is not traceable in the office of the Assistant Commissioner. This is not
acceptable. Costs of Rs. 5,000/- are imposed on the respondent State, payable to the petitioner. The original record
shall be produced on the next date positively, failing which the Assistant Commissioner shall remain present in
person. Interim order to continue. List on 17.11.2026.               Sd/- (Sudhir Kumar Banjare) Judge
""")
u("backlog/2026-09/PW3 dilip khute 24.9.txt", "typed_note_txt", L, "2026-09-24", ["C07"], ["C07-H06"], """
24.9.26 Mukesh Jaiswal - Spl Judge Atrocities (Lakra madam)
PW3 Dilip Khute warrant pe aaya. Chief: "Mukesh ne gaali di, Santram la jaat ke naam se bolis."
Cross (me):
 - maana ki woh Santram ka sala hai (relative witness!)
 - maana ki woh 60-70 feet door paan thele par tha, "aawaz saaf nai sunais"
 - FIR me uska naam hai par 161 ka bayan 3 mahine baad (12.09.2025) liya gaya - IO se puchhna.
Madam ne IO ko summons - ND 19.11.26
""")
u("backlog/2026-10/PXL_20261006_141802.jpg", "handwritten_note_photo", L, "2026-10-06", ["C03"], ["C03-H05"], """
6/10/26 Ct 4 Dixit J - Bhagwat Kewat CRA final hearing
Shweta Gupta PL absent (AG office se koi nai). Judge bole "State should be ready next time".
Humne 10 min bola bhi nai. ND 01.12.26.
Manoj ko bola paper book ki copy le jaye.
""")
u("backlog/2026-10/DW1 dinesh chief 9.10.docx", "typed_note_docx", L, "2026-10-09", ["C06"], ["C06-H07"], """
09.10.2026 - Sunita v. Dinesh - CJ-I Kujur sir
Costs Rs. 500 paid by Dubey today (receipt taken).
DW1 Dinesh Kesharwani - affidavit in chief: says he paid Rs. 2,40,000 in cash to brother Rajesh in 2009 for half the
plot; no receipt, "bhai-bhai me rasid nai hoti".
Cross began (by me): admitted he never paid any property tax to Nagar Nigam for the plot; admitted he lives at Mungeli
since 2005. Rest of cross on next date. ND 04.12.2026.
""")
u("backlog/2026-10/sendri 13 oct.txt", "typed_note_txt", L, "2026-10-13", ["C02"], ["C02-H05"], """
13.10.2026  WPC 2876/25 Sendri - Ct 11 Tamrakar madam
SDO ne compliance affidavit diya: 3 petitioners ko Rs. 9,80,000 paid on 09.10.2026 (Ramkhilawan 3,26,000 etc).
Sukhnandan ka hissa Rs. 4,82,000 roka - Dashrath Sahu ki namantaran aapatti Tehsildar ke paas pending.
Madam: "SDO cannot sit over it, the objection has to be decided." Next 08.12.2026.
Ramkhilawan ne passbook ki photo bheji.
""")
u("backlog/2026-10/budhram bayan 15.10.docx", "typed_note_docx", L, "2026-10-15", ["C05"], ["C05-H07"], """
SDM Kota - Budhram Gond v. Harish Agrawal (170-B) - 15.10.2026 (went myself)
Budhram's statement recorded (Gondi + Chhattisgarhi; reader wrote in Hindi):
 - "Zameen mor baap Sukalu ke naam rahis. 1986 me seth ha angutha lagwa lis, 18 hazar dis."
 - Never went to Collector office; never heard of any anumati.
Cross by Anil Jaiswal: admitted he took Rs. 18,000; admitted he cultivated elsewhere since 1987. Denied that he sold
willingly. Jaiswal put that Tehsildar's file was lost in the 2002 record-room flood - Budhram: "mola nai maloom".
SDM fixed arguments. ND 10.12.2026. Chaitram came with him.
""")
u("backlog/2026-11/PXL_20261117_162233.jpg", "handwritten_note_photo", L, "2026-11-17", ["C01"], ["C01-H06"], """
17.11.26  Banjare J Ct 7 - Painkra
Original enquiry file aa gayi (Asst. Commr ka babu laya). Judge ne khud padhi - "there is no witness, only the
audit note". Part heard. Kunal Thakur ne 5,000 cost jama karne ka challan dikhaya.
ND 19.1.27 (final hearing, top of board?)
Painkra bahut emotional - 14 mahine se tankhwah nai.
""")
u("backlog/2026-11/IMG-20261128-WA0001.jpg", "handwritten_note_photo", K, "2026-11-28", ["C07", "C08"], ["C07-H07", "C08-H06"], """
पेशी रजिस्टर - नवंबर 2026
19.11.26  मुकेश जायसवाल (अत्याचार) - विवेचक डी.एस.पी. अनुपस्थित (VIP ड्यूटी)। पुनः समंस। आ.पे. 14.01.27
27.11.26  दुकालू आबकारी - फैसला - दोषमुक्त!! दुकालू ने मिठाई दी। प्रकरण समाप्त।
""")
u("backlog/2026-12/CRA 1187-2024 order 01.12.2026.pdf", "certified_order_sheet_scan", "High Court of Chhattisgarh", "2026-12-01", ["C03"], ["C03-H06"], """
HIGH COURT OF CHHATTISGARH, BILASPUR
CRA No. 1187 of 2024   Bhagwat Kewat Vs. State of Chhattisgarh
01.12.2026   Shri D.P. Sahu, counsel for the appellant. Smt. Shweta Gupta, Panel Lawyer for the State.
Heard in part. Learned counsel for the appellant submits that the incident occurred in a sudden quarrel over the
bund (med) of a field, a single blow was given with a stick, and the case would at best fall under Section 304-A or
325 IPC; PW-4 Sampat Bai, the only eyewitness, is the wife of the deceased. Part heard. Due to paucity of time, list
for further hearing on 09.02.2027.                               Sd/- (Alok Kumar Dixit) Judge
""")
u("backlog/2026-12/DW1 cross 4 dec.txt", "typed_note_txt", L, "2026-12-04", ["C06"], ["C06-H08"], """
4.12.26  Sunita v Dinesh - Kujur sir
DW1 Dinesh cross concluded (my cross, 40 min).
- Maana ki 2009 me uski naukri nai thi, "thoda kheti se aata tha".
- 2,40,000 kahan se aaya - "dai (maa) ke gahne bech ke" - par kaun sunar, yaad nai.
- Maana ki boundary wall March 2025 me usne "thoda sa" todi, "rasta banane".
DW2 - Urmila (saas) - next date. ND 22.01.27
""")
u("backlog/2026-12/correction sunita ND.txt", "typed_note_txt", L, "2026-12-05", ["C06"], ["C06-H08"], """
5.12.26 - correction
Sunita wale case me kal ki note me ND 22.01.27 likh diya - galat he. Bisahu ne reader se confirm kiya:
sahi agli tarik 15.01.2027 (DW2 Urmila). Diary me bhi sudhaar diya.
""")
u("backlog/2026-12/WPC 2876-2025 order 08.12.2026.pdf", "certified_order_sheet_scan", "High Court of Chhattisgarh", "2026-12-08", ["C02"], ["C02-H06"], """
HIGH COURT OF CHHATTISGARH, BILASPUR
WPC No. 2876 of 2025   Sukhnandan Sahu and others Vs. State of Chhattisgarh and others
08.12.2026   Shri D.P. Sahu, counsel for the petitioners. Shri Kunal Thakur, Deputy Government Advocate.
             Shri Vivek Mishra, counsel for NHAI.
Compensation has been paid to petitioners No. 2 to 4. As regards petitioner No. 1, the amount of Rs. 4,82,000/- is
withheld on account of an objection to mutation. The Tehsildar, Takhatpur is directed to decide the objection within
30 days from today after hearing the parties, and the SDO (Revenue) shall disburse the amount within 15 days
thereafter if the objection fails. List for compliance on 16.02.2027.     Sd/- (Meenakshi Tamrakar) Judge
""")
u("backlog/2026-12/WhatsApp Chat with Anmol Tiwari Jr (2).txt", "whatsapp_export", J, "2027-01-21", ["C07", "C08", "C05", "C01"], ["C07-H05", "C08-H04", "C08-H05", "C05-H08", "C01-H07", "C05-H09"], """
13/08/26, 1:10 pm - Anmol Tiwari Jr: Sir Mukesh wala - PW3 Dilip Khute nai aaya, madam ne bailable warrant kar diya. ND 24/9
18/09/26, 12:30 pm - Anmol Tiwari Jr: Sir Dukalu ka 313 ho gaya. Bola "mola fasaye hain, gaon ke sarpanch se jhagda he". Defence evidence nai denge. ND 30/10 antim tark
30/10/26, 3:45 pm - Anmol Tiwari Jr: Sir Dukalu - arguments ho gaye, maine sample seal wala point aur panch hostile wala bola. Faisla 27/11
30/10/26, 3:46 pm - Devendra Sahu: Shabash
10/12/26, 12:05 pm - Anmol Tiwari Jr: Sir Kota - SDM sir chunav duty me Bilaspur gaye hain, reader ne date di. ND 21/01/27 arguments
10/12/26, 12:06 pm - Devendra Sahu: Anil Jaiswal aaya tha?
10/12/26, 12:06 pm - Anmol Tiwari Jr: Nai sir, unka junior tha
19/01/27, 4:40 pm - Anmol Tiwari Jr: Sir Painkra - Ct 7 me board nai pahuncha, item 38 tha. Reader ne 08/02/27 di
21/01/27, 2:15 pm - Anmol Tiwari Jr: Sir Kota - maine half hour arguments kiya (165(6) anumati sabit nai, file gayab, 18,000 ka angutha). Anil Jaiswal ne aur time mangis apne arguments ke liye. ND 11/02/27
21/01/27, 2:17 pm - Devendra Sahu: ok. 11 ko main khud jaunga
""")
u("backlog/2027-01/IO cross 14 jan.docx", "typed_note_docx", L, "2027-01-14", ["C07"], ["C07-H08"], """
14.01.2027 - Special Case (Atrocities) 27/2025 - State v. Mukesh Jaiswal - Lakra madam
PW5 (IO) Shri R.K. Bhagat, Dy. SP (AJK), examined in chief; proved FIR, spot map, caste certificate of Santram.
Cross (part, by me):
 - admitted the spot map shows the shop's inner counter, not the road;
 - admitted Dilip Khute's statement u/s 161 was recorded on 12.09.2025, "late due to other duties";
 - did not seize any CCTV although there is a camera at the next shop.
Rest of cross next date. ND 12.02.2027.
""")
u("backlog/2027-01/IMG-20270116-WA0005.jpg", "handwritten_note_photo", K, "2027-01-16", ["C06"], ["C06-H09"], """
पेशी रजिस्टर - जनवरी 2027
15.01.27  सुनीता केशरवानी - प्रति.सा.2 उर्मिला केशरवानी अनुपस्थित (बीमार बताया)। न्यायालय ने समंस जारी किया।
          आ.पे. 08.02.27
""")
u("backlog/2027-02/HC cause list 08.02.2027 court 7.pdf", "cause_list_pdf", "High Court of Chhattisgarh", "2027-02-06", ["C01"], [], """
HIGH COURT OF CHHATTISGARH, BILASPUR - DAILY CAUSE LIST FOR MONDAY, 08.02.2027
COURT NO. 7 - HON'BLE SHRI JUSTICE SUDHIR KUMAR BANJARE
FINAL HEARING
 21. WPS 3390/2023  Kamla Dhruw Vs. State of C.G.                          Adv. S.K. Pandey / Dy. GA
 22. WPS 4512/2025  Ramesh Kumar Painkra Vs. State of C.G. & Ors.          Adv. D.P. Sahu / Kunal Thakur, Dy. GA
 23. WPS 118/2024   Sheela Markam Vs. C.G. State Power Distribution Co.   Adv. Ritu Agrawal / Adv. A. Shukla
 24. WPC 905/2022   Nagar Panchayat Bodri Vs. Ramanand Kaushik            Adv. V. Shrivastava / Adv. R. Sahu
""")
u("backlog/2027-02/plan 8-12 feb.docx", "typed_note_docx", L, "2027-02-06", ["C01", "C06", "C03", "C05", "C07", "C02"], [], """
Week plan 8-12 Feb 2027 (and 16th)
Mon 8/2  HC Ct 7 - Painkra final hearing (item 22). Keep enquiry file inspection notes + 5,000 costs challan.
         Sunita v Dinesh (CJ-I) - DW2 Urmila - Anmol to go, cross questions given; if Urmila absent again press for
         closing DE.
Tue 9/2  HC Ct 4 - Bhagwat Kewat CRA - reply to "only eyewitness" point; judgments on 304-A (single blow) - 3 copies.
Thu 11/2 SDM Kota - Budhram 170-B - I go myself. Reply to Jaiswal. Chaitram to bring Budhram.
Fri 12/2 Spl Judge - Mukesh - IO cross continues: CCTV, late 161 of Dilip Khute.
Tue 16/2 HC Ct 11 - Sendri compliance: ask Sukhnandan whether Tehsildar decided Dashrath's objection. STILL NO NEWS.
""")

# ---------------- more papers, a client's chat, a page of the register, calls
u("backlog/2026-02/jawabdava dinesh.pdf", "document_scan", "Shri Prakash Dubey, Adv. (for defendants)", "2026-02-13", ["C06"], ["C06-H01"], """
न्यायालय व्यवहार न्यायाधीश वर्ग-1, बिलासपुर   व्यवहार वाद क्र. 112-ए/2025
श्रीमती सुनीता केशरवानी  विरुद्ध  दिनेश केशरवानी वगैरह
प्रतिवादी क्र. 1 का जवाबदावा
1. यह कि वाद भूखण्ड खसरा नं. 1123/4 संयुक्त परिवार की संपत्ति है; प्रतिवादी क्र. 1 ने वर्ष 2009 में अपने बड़े भाई
   राजेश को रु. 2,40,000/- नगद देकर आधे हिस्से का भुगतान किया था।
2. यह कि प्रतिवादी क्र. 2 (माता उर्मिला) उक्त भूखण्ड के एक कमरे में निवासरत है।
3. यह कि वादिनी का वाद आधारहीन है, सव्यय निरस्त किया जावे।          प्रति. क्र. 1 द्वारा अधिवक्ता प्रकाश दुबे
दिनांक 13.02.2026
""")
u("backlog/2025-03/IMG_20250318_141022.jpg", "document_photo", "PS Sarkanda", "2025-03-18", ["C06"], [], """
थाना सरकण्डा, जिला बिलासपुर   आवेदन पावती
आवेदिका: श्रीमती सुनीता केशरवानी, सरकण्डा    दिनांक 18.03.2025
विषय: देवर दिनेश केशरवानी द्वारा भूखण्ड की बाउंड्रीवाल तोड़ने बाबत शिकायत।  आवेदन क्र. 512/2025 प्राप्त।
                                                          थाना प्रभारी (मुहर)
""")
u("backlog/2026-04/kewat 14.4.txt", "typed_note_txt", L, "2026-04-14", ["C03"], ["C03-H02"], """
14/4/26 Dixit J Ct 4 - Bhagwat Kewat CRA, IA-01 suspension
Jail conduct report nai aaya. Shweta Gupta PL: jail se report mangwa rahe hain, 2 hafte do.
Dixit J: "medical certificate on record? TB?" - haan, 24.03 wala jail hospital certificate laga diya tha.
Short date 28.04.2026. Manoj (beta) ko bola 25,000 ke zamanatdar ka intezaam kare - apna khet ka parcha.
""")
u("backlog/2026-12/IMG-20261212-WA0002.jpg", "handwritten_note_photo", K, "2026-12-12", ["C03", "C06", "C02", "C05"], ["C03-H06", "C06-H08", "C02-H06", "C05-H08"], """
पेशी रजिस्टर - दिसंबर 2026
01.12.26  भागवत केवट CRA - आंशिक बहस हुई। आ.पे. 09.02.27
04.12.26  सुनीता केशरवानी - प्रति.सा.1 दिनेश का प्रतिपरीक्षण पूर्ण। आ.पे. 15.01.27 (रीडर से पूछा)
08.12.26  सेण्डरी WPC - तहसीलदार 30 दिन में आपत्ति तय करें। आ.पे. 16.02.27
10.12.26  बुधराम (कोटा) - SDM साहब चुनाव ड्यूटी पर, रीडर ने तारीख दी। आ.पे. 21.01.27
""")
u("backlog/2026-10/WhatsApp Chat with Sunita Didi Sarkanda.txt", "whatsapp_export", "Sunita Kesharwani (client)", "2026-12-05", ["C06"], ["C06-H06", "C06-H07", "C06-H08"], """
21/08/26, 5:12 pm - Sunita Didi Sarkanda: Bhaiya aaj ka hua? Dinesh aaya tha?
21/08/26, 5:30 pm - Devendra Sahu: Nahi aaya. Judge ne 500 rupaye harjana lagaya unpar. Hamara saboot poora ho gaya. Agli tarikh 9 October.
21/08/26, 5:31 pm - Sunita Didi Sarkanda: Achha hua 🙏
09/10/26, 6:02 pm - Sunita Didi Sarkanda: Bhaiya Dinesh ne kya bola court me?
09/10/26, 6:15 pm - Devendra Sahu: Usne bola 2,40,000 diya tha Rajesh bhaiya ko, par koi rasid nahi. Property tax kabhi nahi bhara usne - maan gaya. 4 December ko baaki jirah.
04/12/26, 7:20 pm - Sunita Didi Sarkanda: Bhaiya aaj ka hua
04/12/26, 7:41 pm - Devendra Sahu: Dinesh ki jirah khatam. Ab saas (Urmila ji) ki gawahi. Date 22 Jan
05/12/26, 10:03 am - Devendra Sahu: Sorry Sunita ji, date 15 January hai, 22 nahi. Bisahu ne confirm kiya.
05/12/26, 10:10 am - Sunita Didi Sarkanda: Ok bhaiya. Mummy ji to bimar rehti hain, aayengi ki nahi pata nahi
""")
u("backlog/2026-11/painkra call 30 nov.txt", "typed_note_txt", L, "2026-11-30", ["C01"], [], """
30.11.26 - Painkra ka phone (raat 9 baje)
Pucha ki 5,000 cost ka paisa kab milega - bola registry me jama hua he, application deke nikaalenge.
Bola Asst. Commissioner office wale "samjhauta" ki baat kar rahe - reinstatement with stoppage of 2 increments, aur
vasooli half (93,200). Maine kaha likhit me aaye tab sochenge; hum final hearing me jeet sakte hain.
Unki patni ki tabiyat kharab - CIMS me bharti.
""")
u("backlog/2027-01/tehsildar notice dashrath objection.jpg", "document_photo", "Tehsildar, Takhatpur", "2027-01-05", ["C02"], [], """
न्यायालय तहसीलदार तखतपुर, जिला बिलासपुर   रा.प्र.क्र. 0093/अ-6/2026-27
दशरथ साहू विरुद्ध सुखनंदन साहू - नामांतरण आपत्ति
सूचना पत्र
माननीय उच्च न्यायालय के आदेश दिनांक 08.12.2026 के पालन में उक्त आपत्ति की सुनवाई दिनांक 29.01.2027 को
न्यायालय तहसीलदार तखतपुर में नियत है। आप अपने दस्तावेज (ऋण पुस्तिका, बंटवारा नामा) सहित उपस्थित रहें।
दिनांक 05.01.2027                                          तहसीलदार तखतपुर
""")
u("backlog/2026-09/santosh release 3.9.txt", "typed_note_txt", J, "2026-09-03", ["C04"], [], """
3 Sep 2026 - Santosh Suryavanshi (MCRC 6630/26) - release
Bail bond Rs. 50,000 + surety (Kiran's brother Ajay, his Bolero RC as solvency) furnished before Special Judge (NDPS)
Bilaspur today. Release order sent to Central Jail; Santosh released at 6.30 pm. Told him: first Monday every month
haaziri at PS Ratanpur. Fee balance Rs. 7,000 pending. - Anmol
""")
