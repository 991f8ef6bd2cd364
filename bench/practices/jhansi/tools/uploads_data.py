"""The uploads of the Jhansi practice: what the lawyer Santosh Parihar, the junior Neha and the munshi Ramkishore kept."""

L, J, K = "Santosh Kumar Parihar", "Neha Kushwaha", "Ramkishore Pal (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2025-08/plaint OS batwara Halke.pdf", "document_scan", L, "2025-08-18", ["C01"], [], """
न्यायालय श्रीमान सिविल जज (सीनियर डिवीजन), झाँसी
मूल वाद संख्या ....... सन् 2025
हल्के प्रसाद पुत्र स्व० भोला कुशवाहा, निवासी ग्राम बड़ागाँव, तहसील व जिला झाँसी ........ वादी
बनाम
1. मुलायम सिंह  2. रामसेवक  3. श्रीमती गिरजा देवी पत्नी स्व० बाबूलाल ........ प्रतिवादीगण
वाद बाबत बँटवारा (partition) एवं स्थायी निषेधाज्ञा
1. यह कि ग्राम बड़ागाँव स्थित पुश्तैनी मकान व आबादी भूखण्ड गाटा संख्या 412 रकबा 0.089 हे० वादी व प्रतिवादीगण की संयुक्त सम्पत्ति है।
2. यह कि वादी का उसमें 1/3 हिस्सा है; प्रतिवादी संख्या 1 पूरे आँगन व कुएँ वाले हिस्से पर कब्जा कर वादी को बेदखल करना चाहता है।
3. यह कि दिनांक 02.07.2025 को पंचायत में बँटवारे की बात से प्रतिवादी संख्या 1 मुकर गया।
मालियत वाद हेतु रु० 4,80,000/- ; न्याय शुल्क अदा।
अतः प्रार्थना है कि वादी को 1/3 हिस्सा पृथक कर कब्जा दिलाया जावे।         ह० वादी      द्वारा सन्तोष कुमार परिहार, एडवोकेट
""")
u("backlog/2025-08/IMG20250811104512.jpg", "document_photo", "Gram Pradhan, Baragaon", "2025-08-11", ["C01"], [], """
परिवार रजिस्टर / वंशावली (नकल)    ग्राम पंचायत बड़ागाँव, विकास खण्ड बड़ागाँव, जनपद झाँसी
भोला कुशवाहा (मृतक 2019) — पुत्र: 1. हल्के प्रसाद  2. मुलायम सिंह  3. बाबूलाल (मृतक 2022), पत्नी गिरजा देवी
ह० ग्राम प्रधान / सचिव   मोहर   दि० 11.08.2025
""")
u("backlog/2026-02/DDC order Punchh chak 118.pdf", "document_scan", "Deputy Director of Consolidation, Jhansi", "2026-02-06", ["C02"], [], """
न्यायालय उप संचालक चकबन्दी, झाँसी
निगरानी संख्या 77/2025  अन्तर्गत धारा 48 उ०प्र० जोत चकबन्दी अधिनियम   ग्राम पूँछ, परगना मोठ
ग्यासीराम बनाम भगवानदास अहिरवार व अन्य
आदेश — ... पत्रावली के अवलोकन से स्पष्ट है कि निगरानीकर्ता का मूल गाटा नलकूप (ट्यूबवेल) के पास था। अतः चक संख्या 118 का
नलकूप वाला भाग निगरानीकर्ता के चक में तथा विपक्षी भगवानदास को चक संख्या 118 के स्थान पर पश्चिमी भाग में 1.150 हे०
दिया जाता है। निगरानी स्वीकार।      दि० 06.02.2026      ह० उप संचालक चकबन्दी, झाँसी
""")
u("backlog/2026-03/WhatsApp Image 2026-03-01 at 18.22.40.jpeg", "document_photo", "Bhagwandas Ahirwar", "2026-03-01", ["C02"], [], """
[photo of a hand-drawn chak naksha, pencil]  ग्राम पूँछ  — चक 118 (भगवानदास) — ट्यूबवेल  — नाला — चक 121 (ग्यासीराम)
नीचे लिखा: "हमाओ चक ट्यूबवेल से हटा के नाले के पार कर दओ। पानी कैसे जैहे" — भगवानदास
""")
u("backlog/2025-11/postmortem Ramsevak Pal.pdf", "document_scan", "Maharani Laxmi Bai Medical College, Jhansi", "2025-11-24", ["C04"], [], """
POST MORTEM EXAMINATION REPORT     M.L.B. Medical College & Hospital, Jhansi   P.M. No. 1843/2025
Name: Ramsevak Pal s/o Ghasiram, age about 42 yrs, r/o Babina Cantt. (village Sukwan)   Brought by: Ct. Ajay Kumar, PS Babina
Date of P.M.: 24.11.2025, 11:30 AM
Injuries: crush injury of chest and abdomen; multiple fractures of ribs (left 3rd–8th); laceration of liver.
Cause of death: shock and haemorrhage as a result of ante-mortem injuries.     Dr. S.K. Chaurasia, Medical Officer
""")
u("backlog/2025-11/FIR 0389 PS Babina truck.pdf", "document_scan", "Police Station Babina", "2025-11-23", ["C04"], [], """
प्रथम सूचना रिपोर्ट (धारा 173 BNSS)  जिला झाँसी  थाना बबीना  मु०अ०सं० 0389/2025  दि० 23.11.2025
धारा 281, 106(1) BNS
सूचनाकर्ता: अरविन्द पाल पुत्र रामसेवक पाल। मेरे पिता साइकिल से NH-44 पर बबीना टोल प्लाजा से आगे सर्विस लेन में जा रहे थे, शाम करीब
6:15 बजे ट्रक नं० UP-93-AT-xxxx के चालक ने तेजी व लापरवाही से चलाकर टक्कर मार दी। चालक मुन्नालाल मौके से भाग गया।
""")
u("backlog/2026-01/claim petition Kamla Devi first page.pdf", "document_scan", L, "2026-01-12", ["C04"], [], """
BEFORE THE MOTOR ACCIDENT CLAIMS TRIBUNAL, JHANSI
Claim Petition u/s 166 M.V. Act, 1988     M.A.C.P. No. ____ of 2026
Smt. Kamla Devi Pal (widow, 38), Arvind Pal (son, 19), Km. Sonam (daughter, 15), Smt. Ramdulari (mother, 67) ...... Claimants
Vs. 1. Munna Lal (driver)  2. Jagat Singh (owner, truck UP-93-AT-xxxx)  3. Bharat Suraksha General Insurance Co. Ltd.
Deceased Ramsevak Pal, aged 42, mason (raj mistri), earning Rs. 15,000 p.m.
Compensation claimed: Rs. 42,50,000/- (Rupees forty two lakh fifty thousand) with interest @ 12% p.a.
""")
u("backlog/2022-09/FIR 212 PS Moth.pdf", "document_scan", "Police Station Moth", "2022-09-07", ["C05"], [], """
प्रथम सूचना रिपोर्ट   जनपद झाँसी  थाना मोठ  अपराध संख्या 212/2022  दि० 07.09.2022
धारा 323, 504, 506 भादवि व 3(1)(द)(ध) एससी/एसटी एक्ट
वादी दयाराम अहिरवार निवासी भसनेह। दि० 06.09.2022 को शाम करीब 7 बजे खेत की मेड़ को लेकर प्रकाश उर्फ पप्पू यादव, उसके भाई
राजू व पिता मूलचन्द ने मुझे व मेरी पत्नी सुनीता को जातिसूचक गालियाँ दीं व लाठी से मारा।
""")
u("backlog/2022-09/injury report Sunita CHC Moth.pdf", "document_scan", "CHC Moth", "2022-09-07", ["C05"], [], """
INJURY REPORT   Community Health Centre, Moth, Jhansi   No. 118/22   07.09.2022, 1:10 AM
Name: Smt. Sunita w/o Dayaram, 34 F.  Brought by: HCP Ramnath, PS Moth
1. Contusion 6 cm x 3 cm on left forearm. 2. Abrasion 2 cm x 1 cm on right knee.
All injuries simple, caused by hard and blunt object, duration about 6 hours.    Dr. Anand Tiwari, M.O., CHC Moth
""")
u("backlog/2019-02/judgment ACJM Mauranipur Kalicharan.pdf", "document_scan", "ACJM, Mauranipur", "2019-02-15", ["C06"], [], """
न्यायालय अपर मुख्य न्यायिक मजिस्ट्रेट, मऊरानीपुर, झाँसी
फौजदारी वाद संख्या 644/2016  राज्य बनाम कालीचरण राजपूत  थाना मऊरानीपुर  धारा 325, 504 भादवि
निर्णय — ... अभियुक्त कालीचरण को धारा 325 भादवि में दोषी पाते हुए एक वर्ष के साधारण कारावास एवं रु० 5,000/- अर्थदण्ड से दण्डित किया
जाता है; धारा 504 में दोषमुक्त।   दि० 15.02.2019   ह० ACJM
""")
u("backlog/2024-11/recall notice Jhansi Nagar Sahkari Bank.pdf", "document_scan", "Jhansi Nagar Sahkari Bank Ltd., Sipri Bazar branch", "2024-11-30", ["C08"], [], """
JHANSI NAGAR SAHKARI BANK LTD.   Branch: Sipri Bazar, Jhansi
Ref: JNSB/SB/REC/2024/211     Date: 30.11.2024      REGISTERED A.D.
To: Sri Ramesh Chandra Gupta, prop. Gupta Kirana Store, Sipri Bazar; Sri Om Prakash Gupta (guarantor)
Your cash credit limit of Rs. 10,00,000 (A/c CC/0413) has been classified NPA on 30.09.2024. The outstanding of Rs. 11,40,000
including interest up to 30.11.2024 is recalled. Pay within 15 days failing which legal action will follow.     Branch Manager
""")
u("backlog/2026-02/WS D1 Gupta OS 57-2025.docx", "typed_note_docx", L, "2026-02-10", ["C08"], ["C08-H01"], """
IN THE COURT OF ADDL. CIVIL JUDGE (SR. DIV.), COURT NO. 4, JHANSI     O.S. No. 57 of 2025
Jhansi Nagar Sahkari Bank Ltd. vs Ramesh Chandra Gupta & Anr.
WRITTEN STATEMENT ON BEHALF OF DEFENDANT NO. 1 (filed 10.02.2026)
1. Para 1-3 admitted to the extent that a CC limit of Rs. 10,00,000 was sanctioned. Rest denied.
2. The claimed Rs. 11,40,000 includes penal interest and compounding contrary to the sanction letter.
3. The shop suffered loss in the COVID period; the defendant is willing for a one time settlement (OTS).
-- note at bottom (mine): WS file ho gaya aaj 10.02. Sahu ji ne kaha replication denge. ND 24.03.26. Gupta ji ko bola OTS ka paisa jodo.
""")
# ---------------- C01 Halke batwara
u("backlog/2026-02/IMG_20260205_165503.jpg", "handwritten_note_photo", L, "2026-02-05", ["C01"], ["C01-H01"], """
5/2/26  CJSD — OS 214/25 Halke batwara
D1 Mulayam ka WS aa gaya — kehta hai 1988 me maukhik batwara ho chuka, aangan uske hisse me.
D2 Ramsevak, D3 Girja — Dubey ji ne time maanga, WS nai aao.
Halke bahut naraz — "bhaiya hamaye hisse ko kuan bhi jat rao".  ND 9.3.26
""")
u("backlog/2026-03/IMG-20260309-WA0014.jpg", "handwritten_note_photo", K, "2026-03-09", ["C01", "C08"], ["C01-H02"], """
तारीख रजिस्टर — फाल्गुन/चैत्र   सोमवार ०९-०३-२०२६
१. मूल वाद २१४/२५ हल्के प्र० बनाम मुलायम — सिविल जज (सी०डि०) — प्रति० २, ३ का ज०बयान ५०० रु० हर्जे पर लिया गया। अगली तारीख ०७-०४-२०२६ (वाद बिन्दु)
२. मूल वाद ५७/२५ सहकारी बैंक बनाम गुप्ता — कोर्ट ४ — आज नहीं, २४-०३ की है, याद रखें। वकील साहब को बताना।
हर्जा ५०० रु० हल्के जी को मिला, रसीद फाइल में।
""")
u("backlog/2026-04/Halke issues 7.4.26.docx", "typed_note_docx", L, "2026-04-07", ["C01"], ["C01-H03"], """
OS 214/2025 Halke Prasad v Mulayam Singh — CJSD Jhansi — 07.04.2026
Issues framed (5):
1. Whether the house and abadi plot gata 412 is joint family property of the parties? (on plaintiff)
2. Whether an oral partition took place in 1988 as pleaded by D1? (on D1)
3. Whether the plaintiff is entitled to 1/3 share with separate possession?
4. Whether the suit is undervalued / court fee insufficient?
5. Relief.
Moved amin commission appl. (paper no. 24-Ga) for survey and naksha nazri of the house. Dubey ji objection dene ko time.
ND 05.05.2026 for disposal of commission appl.
""")
u("backlog/2026-05/OS 214-2025 order sheet 05.05.2026.pdf", "certified_order_sheet_scan", "Civil Judge (Senior Division), Jhansi", "2026-05-08", ["C01"], ["C01-H04"], """
न्यायालय सिविल जज (सीनियर डिवीजन), झाँसी      मूल वाद संख्या 214/2025   हल्के प्रसाद बनाम मुलायम सिंह आदि
आदेश पत्रक
दिनांक 05.05.2026
पत्रावली पेश हुई। वादी की ओर से विद्वान अधिवक्ता श्री सन्तोष कुमार परिहार तथा प्रतिवादीगण की ओर से श्री रामनरेश दुबे उपस्थित।
वादी के कमीशन प्रार्थना पत्र 24ग पर उभय पक्ष को सुना। विवादित मकान की स्थिति स्पष्ट करने हेतु मौके का नक्शा नजरी आवश्यक है।
प्रार्थना पत्र 24ग स्वीकार किया जाता है। श्री राजाराम, अमीन को कमीशन नियुक्त किया जाता है जो उभय पक्ष को सूचना देकर मौका मुआयना
कर नक्शा नजरी सहित आख्या प्रस्तुत करें। कमीशन व्यय रु० 2,500/- वादी जमा करे।
पत्रावली दिनांक 14.07.2026 को अमीन आख्या हेतु पेश हो।
                                                              ह० अपठनीय   सिविल जज (सी०डि०), झाँसी
सत्य प्रतिलिपि — प्रतिलिपिकार  08.05.2026
""")
u("backlog/2026-08/Halke amin report 21.8.txt", "typed_note_txt", L, "2026-08-21", ["C01"], ["C01-H06"], """
21.08.26 CJSD — Halke batwara
Amin Rajaram ki report aakhir aa gayi (14 July ko nahi aayi thi). Naksha nazri me aangan 18 x 22 ft, kuan aangan ke uttar kone me.
Report hamaye pakh me — aangan teeno ke common use me dikhaya.
Dubey ji ne turant objection (aapatti) daal di — "amin ne D1 ko suchna nahi di". Unka har baar yahi — time ya objection.
Srivastava sahab: "objection ka jawab do, suit ke saath tay hogi."
ND 06.10.2026
""")
u("backlog/2026-10/IMG_20261006_153021.jpg", "handwritten_note_photo", L, "2026-10-06", ["C01"], ["C01-H07"], """
6.10.26  CJSD  Halke
Objections on amin report — court ne kaha suit ke saath decide honge. Hamne reply de diya tha.
PW1 Halke ka affidavit (chief) file. Cross Dubey ji agli date pe.
Halke ko samjhaya — cross me 1988 wale batware pe pakka "nai bhao" bolna hai.  ND 03.12.26
""")
u("backlog/2026-12/Halke PW1 cross 03-12-2026.docx", "typed_note_docx", L, "2026-12-03", ["C01"], ["C01-H08"], """
O.S. 214/2025 — 03.12.2026 — PW1 Halke Prasad cross-examined (part) by Sri R.N. Dubey
- Admitted the kuan (well) was dug by father in 1975; denied any panchayat partition of 1988.
- Suggestion that he lives in Jhansi city since 2010 — denied; he said "gaon me kheti karte, Sipri me beta rehta".
- Dubey ji ne cross poori nahi ki, time maanga — court ne aakhri mauka.
Srivastava sahab ne kaha next date pe cross khatam karke DW shuru.
Next date 17.02.2027 — PW1 further cross.
""")
u("backlog/2026-12/OS 214-2025 order sheet 03.12.2026.pdf", "certified_order_sheet_scan", "Civil Judge (Senior Division), Jhansi", "2026-12-07", ["C01"], ["C01-H08"], """
न्यायालय सिविल जज (सीनियर डिवीजन), झाँसी      मूल वाद संख्या 214/2025
दिनांक 03.12.2026
पत्रावली पेश हुई। उभय पक्ष के अधिवक्तागण उपस्थित। PW1 हल्के प्रसाद से प्रतिवादी पक्ष द्वारा आंशिक जिरह की गयी। प्रतिवादी के
अधिवक्ता ने शेष जिरह हेतु समय चाहा। अन्तिम अवसर देते हुए पत्रावली दिनांक 17.02.2027 को शेष जिरह PW1 हेतु पेश हो।
                                                              ह० अपठनीय   सिविल जज (सी०डि०), झाँसी
""")
# ---------------- C02 chak writ
u("backlog/2026-03/Writ-B 3187-2026 order 17.03.2026.pdf", "certified_order_sheet_scan", "High Court of Judicature at Allahabad", "2026-03-19", ["C02"], ["C02-H01"], """
HIGH COURT OF JUDICATURE AT ALLAHABAD
Court No. - 29      Case :- WRIT - B No. - 3187 of 2026
Petitioner :- Bhagwandas Ahirwar   Respondent :- Deputy Director Of Consolidation, Jhansi And 3 Others
Counsel for Petitioner :- Anupam Dwivedi, Santosh Kumar Parihar   Counsel for Respondent :- C.S.C., Shailendra Pratap Singh
Hon'ble Vivek Narayan Tripathi, J.
Heard learned counsel for the petitioner and learned Standing Counsel. Issue notice to respondent no. 4. Counter affidavit may be
filed within four weeks. Till the next date of listing, the parties shall maintain status quo as regards possession over chak no.
118 of village Punchh, pargana Moth, district Jhansi. List on 12.05.2026.
Order Date :- 17.3.2026
""")
u("backlog/2026-05/chak writ 12 may call dwivedi.txt", "typed_note_txt", L, "2026-05-12", ["C02"], ["C02-H02"], """
12.05.26 — phone Dwivedi ji (Allahabad) after 4 pm
Bhagwandas writ Ct 29 — Shailendra Pratap Singh ne counter ke liye time liya, CSC ne bhi. Counter abhi tak nahi.
Status quo chalu hai. ND 04.08.2026 (June me HC ki chhutti).
Bhagwandas ko bataya, bole "kheton me baani (bowai) kaise karein" — samjhaya status quo hai, jo jahan hai wahin.
""")
u("backlog/2026-08/Writ-B 3187-2026 order 04.08.2026.pdf", "certified_order_sheet_scan", "High Court of Judicature at Allahabad", "2026-08-06", ["C02"], ["C02-H03"], """
HIGH COURT OF JUDICATURE AT ALLAHABAD
Court No. - 29      Case :- WRIT - B No. - 3187 of 2026
Hon'ble Vivek Narayan Tripathi, J.
Counter affidavit filed on behalf of respondent no. 4 (Gyasi Ram) today is taken on record. Learned counsel for the petitioner
prays for and is granted two weeks' time to file rejoinder affidavit. Interim order to continue. List on 13.10.2026.
Order Date :- 4.8.2026
""")
u("backlog/2026-10/13.10 HC punchh.txt", "typed_note_txt", L, "2026-10-13", ["C02"], ["C02-H04"], """
13/10/26 Dwivedi ji ka msg — Bhagwandas writ Ct 29 aaj nahi pahuncha (not reached), list khatam. Status quo continue.
Rejoinder 20 Aug ko file ho gaya tha. Agli tarikh 19.01.2027.
Do baar se yahi: pehle counter nahi, ab not reached. Bhagwandas ko phir se samjhana padega.
""")
u("backlog/2027-01/Bhagwandas writ 19 jan.docx", "typed_note_docx", L, "2027-01-19", ["C02"], ["C02-H05"], """
Writ-B 3187/2026 Bhagwandas — Ct 29, Tripathi J — 19.01.2027 (went myself to Prayagraj, Dwivedi ji with me)
Part heard. Tripathi J ne pucha CH Form 23 (chak allotment) aur chak ka naksha kahan hai — "without the consolidation map I cannot
see where the tubewell is". Supplementary affidavit with CH Form 23 and naksha to be filed.
Next date: 02.03.2027. Bhagwandas ko bola Moth tehsil se CH-23 ki nakal nikalwao, chakbandi lekhpal se naksha.
""")
# ---------------- C03 Rajni maintenance + C07 revision
u("backlog/2026-02/IMG-20260212-WA0031.jpg", "handwritten_note_photo", K, "2026-02-12", ["C03", "C05"], ["C03-H01"], """
तारीख रजिस्टर  माघ  गुरुवार १२.०२.२०२६
परिवार न्यायालय — मु०नं० ३१२/२५ रजनी यादव बनाम धर्मेन्द्र — दोनों हाजिर, मध्यस्थता केन्द्र भेजा। अगली तारीख १६.०३.२०२६
स्पेशल कोर्ट — पप्पू वाला केस अगली तारीख १९.०२ (गवाह दयाराम) — याद दिलाना है।
""")
u("backlog/2026-03/IMG_20260316_141210.jpg", "handwritten_note_photo", L, "2026-03-16", ["C03"], ["C03-H02"], """
16/3/26 Family Ct — Rajni v Dharmendra
Mediation fail — Dharmendra bola "naukri nai, kheti bhi baap ki". Mediator report: not settled.
Interim (antarim bharan-poshan) appl. argued — hamne maanga 10,000 p.m.; Rajput: he earns nothing, lorry driver tha ab band.
Madam ne pehle pucha "kitna diya ab tak?" — kuch nahi.  Order 16.4.26
""")
u("backlog/2026-04/Misc 312-2025 interim order 16.04.2026.pdf", "certified_order_sheet_scan", "Family Court, Jhansi", "2026-04-18", ["C03"], ["C03-H03"], """
न्यायालय प्रधान न्यायाधीश, परिवार न्यायालय, झाँसी
वाद संख्या 312/2025 (अन्तर्गत धारा 144 भा०ना०सु०सं०)   श्रीमती रजनी यादव बनाम धर्मेन्द्र यादव
दिनांक 16.04.2026
अन्तरिम भरण-पोषण प्रार्थना पत्र 6ग पर आदेश। विपक्षी स्वस्थ व्यक्ति है तथा ट्रक चालक के रूप में कार्य कर चुका है। अतः विपक्षी
को आदेशित किया जाता है कि वह प्रार्थिनी को अन्तरिम भरण-पोषण हेतु रु० 6,000/- (छः हजार) प्रतिमाह प्रार्थना पत्र की तिथि
से अदा करे। विपक्षी अपनी आय का शपथ पत्र प्रस्तुत करे। पत्रावली दिनांक 20.05.2026 को पेश हो।
                                                          ह० प्रधान न्यायाधीश, परिवार न्यायालय, झाँसी
""")
u("backlog/2026-07/rajni PW1 22.7.txt", "typed_note_txt", L, "2026-07-22", ["C03"], ["C03-H05"], """
22.07.26 Family Court — Rajni
PW1 Rajni ka examination-in-chief ho gaya (affidavit 14Ga + oral). Rajput ji busy bataye, cross next date.
Arrears ab tak: April se July — ek paisa nahi diya. Madam ne kaha "arrears pehle, baaki baad me" — agli date pe recovery appl. dalo.
ND 10.09.2026
""")
u("backlog/2026-09/IMG_20260910_124755.jpg", "handwritten_note_photo", L, "2026-09-10", ["C03"], ["C03-H06"], """
10.9.26  FC  Rajni
PW1 cross by Rajput — 40 min. Puchha maike me kaise rehti — "silai karke 2-3 hazaar". Theek nibhaya.
Recovery appl. u/s 144(3) BNSS (purani 125(3)) filed — arrears Rs. 36,000 (6 mahine x 6,000, April se September).
Madam again: "pehle bakaya jama karo phir suni jayegi" (husband ki baat).  ND 18.11.26
""")
u("backlog/2027-01/rajni 28 jan FC.txt", "typed_note_txt", L, "2027-01-28", ["C03"], ["C03-H08"], """
28.01.2027 Family Court Jhansi — Rajni Yadav v Dharmendra
Dharmendra ne court me Rs. 20,000 jama kiye (bakaya 36,000 me se) — madam ne kaha baaki 16,000 agli date tak, warna recovery warrant.
DW1 Dharmendra ka cross shuru — maine puchha truck licence abhi valid? haan bola. Part cross, baaki agli date.
ND 17.02.2027 — DW1 further cross. Rajni ko 20,000 ka cheque/parchi dilwaya.
""")
u("backlog/2027-01/IMG-20270128-WA0008.jpg", "document_photo", "Family Court, Jhansi (Nazarat)", "2027-01-28", ["C03"], [], """
परिवार न्यायालय, झाँसी — नजारत रसीद
रसीद सं० 4471   दि० 28.01.2027   वाद सं० 312/2025 रजनी बनाम धर्मेन्द्र
प्राप्त किये रु० 20,000/- (बीस हजार मात्र) विपक्षी धर्मेन्द्र यादव से, भरण-पोषण बकाया मद में।        ह० नाजिर
""")
u("backlog/2026-07/Crl Rev 1475-2026 order 20.07.2026.pdf", "certified_order_sheet_scan", "High Court of Judicature at Allahabad", "2026-07-23", ["C07"], ["C07-H01"], """
HIGH COURT OF JUDICATURE AT ALLAHABAD
Court No. - 64      Case :- CRIMINAL REVISION No. - 1475 of 2026
Revisionist :- Dharmendra Yadav   Opposite Party :- State of U.P. and Another
Counsel for Revisionist :- Vikas Shukla   Counsel for Opposite Party :- G.A., Santosh Kumar Parihar
Hon'ble Sanjeev Kumar Saxena, J.
Issue notice to opposite party no. 2. Till the next date, no coercive recovery shall be made against the revisionist under the
order dated 16.04.2026 passed by the Principal Judge, Family Court, Jhansi, provided he deposits Rs. 18,000/- before the Family
Court within four weeks from today. In default, this interim order shall stand vacated. List on 14.09.2026.
Order Date :- 20.7.2026
""")
u("backlog/2026-09/revision HC 14.9.txt", "typed_note_txt", L, "2026-09-14", ["C07"], ["C07-H02"], """
14.9.26 HC Ct 64 — Dharmendra revision (Rajni OP2)
Hamari objection / counter on behalf of OP2 file (Dwivedi ji ne kal file kara di thi).
Dharmendra ne 18,000 deposit nahi kiya — 4 hafte kab ke nikal gaye. To stay apne aap gaya (in default vacated).
Shukla ji ne mention kiya "deposit kar denge". ND 23.11.2026.
""")
u("backlog/2026-01/WhatsApp Chat with Rajni Yadav.txt", "whatsapp_export", "Rajni Yadav", "2026-11-24", ["C03", "C07"], ["C07-H03"], """
15/01/2026, 7:12 pm - Rajni Yadav: Namaste vakil sahab. 12 tarik ko aana hai na family court
15/01/2026, 7:40 pm - Santosh Parihar Adv: Haan 12 Feb, 10 baje. Saath me shaadi ki photo aur aadhar
16/04/2026, 5:02 pm - Santosh Parihar Adv: Rajni ji, court ne 6000 mahina antarim kharcha bandh diya hai. Arzi ki tarikh se.
16/04/2026, 5:30 pm - Rajni Yadav: Bahut dhanyawad sahab 🙏 par vo dega kab
28/07/2026, 11:15 am - Rajni Yadav: sahab unhone allahabad me kuch daala hai kya? unke bhai bol rahe
28/07/2026, 11:40 am - Santosh Parihar Adv: Haan revision daala hai. HC ne kaha 18000 jama karo 4 hafte me tab tak vasuli nahi. Ghabrao mat
14/09/2026, 6:05 pm - Santosh Parihar Adv: Usne 18000 jama nahi kiya. Stay khatam. Recovery ki arzi family court me chalegi
24/11/2026, 9:20 am - Santosh Parihar Adv: Kal HC me revision pesh nahi hua, aage badh gaya. Agli tarikh 08.03.2027. Interim order extend nahi hua kyunki deposit nahi kiya
24/11/2026, 9:31 am - Rajni Yadav: ji. Family court ki kab hai
24/11/2026, 9:33 am - Santosh Parihar Adv: 28 Jan
""")
# ---------------- junior chat 1 and 2 (Neha)
u("backlog/2026-05/WhatsApp Chat with Neha Jr.txt", "whatsapp_export", J, "2026-07-14", ["C04", "C03", "C01"], ["C04-H01", "C03-H04", "C01-H05"], """
24/02/2026, 11:52 am - Neha Kushwaha Jr: Sir MACT Kamla Devi - owner Jagat Singh served, insurance se Khare sir aaye. Mishra sir ne ND 1.4.26 di
24/02/2026, 11:53 am - Santosh Parihar Adv: ok. owner ka vakil?
24/02/2026, 11:55 am - Neha Kushwaha Jr: koi nai aao sir
20/05/2026, 12:40 pm - Neha Kushwaha Jr: Sir family court Rajni - Dharmendra ka income affidavit nahi aaya. Madam ne 1000 rs cost lagai Rajni ke paksh me. ND 22/07
20/05/2026, 12:41 pm - Neha Kushwaha Jr: Madam boli pehle arrears ka batao kitna diya - Rajput sir chup 😅
20/05/2026, 12:45 pm - Santosh Parihar Adv: 👍 cost ki raseed le lena
14/07/2026, 3:10 pm - Neha Kushwaha Jr: Sir Halke wale me amin report nahi aayi. Rajaram amin ne bola naap ho gayi, type baaki. ND 21.08.2026
14/07/2026, 3:12 pm - Santosh Parihar Adv: amin ko phone karo kal
""")
u("backlog/2026-10/WhatsApp Chat with Neha Jr (2).txt", "whatsapp_export", J, "2026-11-18", ["C04", "C03"], ["C04-H06", "C03-H07"], """
29/10/2026, 1:05 pm - Neha Kushwaha Jr: Sir MACT me RTO Jhansi ka clerk summon tha licence record lekar, nahi aaya. Mishra sir ne phir se talab kiya, aur Khare sir ko bola investigator ki report lao
29/10/2026, 1:06 pm - Neha Kushwaha Jr: ND 17.12.2026 sir
29/10/2026, 1:10 pm - Santosh Parihar Adv: theek. Kamla ji ko mat bulana us din
18/11/2026, 12:20 pm - Neha Kushwaha Jr: Sir family court - recovery appl pe notice ho gaya, Dharmendra ka DW1 affidavit file hua
18/11/2026, 12:21 pm - Neha Kushwaha Jr: ND 28.01.2027 sir. madam ne bola agli baar bakaya lekar aana
""")
# ---------------- C04 MACT
u("backlog/2026-04/MACP 88 insurer WS 1.4.docx", "typed_note_docx", L, "2026-04-01", ["C04"], ["C04-H02"], """
MACP 88/2026 Kamla Devi — 01.04.2026 — MACT Jhansi (Mishra sahab)
Insurer (Bharat Suraksha) ka WS — Khare ji:
 (a) driver Munna Lal ka DL fake / farzi — DL no. MP-07-xxxx "issued by RTO Gwalior" — verification report lagayi
 (b) deceased cycle se service lane me galat disha me tha — contributory negligence
 (c) income 15,000 proved nahi
Owner Jagat Singh ka WS — truck insured tha, driver ke paas valid licence.
Next 07.05.2026 for issues. Arvind ko bola pita ki raj mistri ki kamai ka saboot (thekedar ka parcha) lao.
""")
u("backlog/2026-05/IMG-20260507-WA0019.jpg", "handwritten_note_photo", K, "2026-05-07", ["C04", "C06"], ["C04-H03"], """
तारीख रजिस्टर — वैशाख   गुरुवार ०७/०५/२०२६
MACT मुकदमा ८८/२६ कमला देवी — वाद बिन्दु बन गये (४)। अगली तारीख ०९-०७-२०२६ गवाही वादी।
कोर्ट ३ — कालीचरण अपील — १४ मई को बहस (याद रहे, मऊरानीपुर से कालीचरण को बुलाना)।
""")
u("backlog/2026-07/kamla PW1 9 july.txt", "typed_note_txt", L, "2026-07-09", ["C04"], ["C04-H04"], """
9.7.26 MACT — Kamla Devi PW1
Kamla Devi ka bayan — rote rote diya. Pati raj mistri, 500 roz, mahine me 25 din.
Khare ji ka cross: "aap maukey par nahi thi" — haan nahi thi, beta Arvind ne bataya. Licence pe kuch nahi puchha.
ND 27.08.2026 — PW2 eyewitness Brijesh Kumar (chai ki dukan, toll ke paas).
""")
u("backlog/2026-08/IMG_20260827_161144.jpg", "handwritten_note_photo", L, "2026-08-27", ["C04"], ["C04-H05"], """
27/8/26 MACT — Kamla
PW2 Brijesh Kumar (toll ke paas chai dhaba) — dekha truck service lane me ghus ke cycle ko maara. Cross me tika raha.
Khare: "cycle galat side thi?" — "nai, apni side thi".  PE closed by us.
Mishra sahab ne RTO Jhansi se licence ka record talab karne ka order kiya — khud hi. ND 29.10.26 DE
""")
u("backlog/2026-12/MACP 88-2026 order sheet 17.12.2026.pdf", "certified_order_sheet_scan", "Motor Accident Claims Tribunal, Jhansi", "2026-12-19", ["C04"], ["C04-H07"], """
न्यायालय मोटर दुर्घटना दावा अधिकरण / अपर जिला जज, कोर्ट संख्या 1, झाँसी
एम०ए०सी०पी० संख्या 88/2026   श्रीमती कमला देवी पाल आदि बनाम जगत सिंह आदि
दिनांक 17.12.2026
पत्रावली पेश हुई। याचीगण के अधिवक्ता तथा बीमा कम्पनी के अधिवक्ता श्री आलोक खरे उपस्थित। बीमा कम्पनी की ओर से DW1 सुरेश
चन्द्र, अन्वेषक (investigator) का बयान अंकित किया गया एवं याचीगण की ओर से जिरह की गयी। RTO झाँसी से प्राप्त आख्या पत्रावली पर
है जिसके अनुसार चालक का लाइसेंस उनके कार्यालय से जारी नहीं है। बीमा कम्पनी ने साक्ष्य समाप्त किया।
पत्रावली दिनांक 22.02.2027 को अन्तिम बहस हेतु पेश हो।
                                                    ह० पीठासीन अधिकारी, मो०दु०दा०अ०, झाँसी
""")
u("backlog/2026-12/WhatsApp Chat with Arvind Pal.txt", "whatsapp_export", "Arvind Pal", "2026-12-20", ["C04"], [], """
10/01/2026, 8:05 pm - Arvind Pal: Namaskar sir. Papa ke case ke kagaj - PM report, FIR, ration card bhej diye
10/01/2026, 8:30 pm - Santosh Parihar Adv: mil gaye. claim 42.5 lakh ka banega, 12 Jan ko file karenge
27/08/2026, 6:40 pm - Arvind Pal: sir Brijesh bhaiya keh rahe the gawahi achhi hui
27/08/2026, 6:55 pm - Santosh Parihar Adv: haan. ab insurance ki baari
20/12/2026, 10:02 am - Arvind Pal: sir 17 ko kya hua
20/12/2026, 10:15 am - Santosh Parihar Adv: insurance ka investigator Suresh Chandra aaya, cross kiya. RTO ne likh diya licence unke yahan se jaari nahi hua. Ab 22 Feb ko bahas
20/12/2026, 10:16 am - Arvind Pal: 🙏🙏
""")
# ---------------- C05 Pappu SC/ST trial
u("backlog/2026-03/IMG_20260320_131902.jpg", "handwritten_note_photo", L, "2026-03-20", ["C05"], ["C05-H01", "C05-H02"], """
20.3.26  Spl Judge SC/ST — ST 41/23 Pappu & ors
(19 Feb ko PW1 Dayaram nahi aaya tha, summons gaye the.)
Aaj PW1 Dayaram ka chief — FIR wali baat dohrai, lathi se mara, jaati-suchak gaali. Cross deferred on our request (FIR copy ki certified nakal nahi thi).
Pappu, Raju, Mulchand haazir.  ND 23.04.26 cross PW1
""")
u("backlog/2026-04/PW1 Dayaram cross 23.04.26.docx", "typed_note_docx", L, "2026-04-23", ["C05"], ["C05-H03"], """
ST 41/2023 State v Prakash @ Pappu & 2 — Special Judge (SC/ST Act), Jhansi — 23.04.2026
PW1 Dayaram cross-examined by me (1 hr 10 min). Points:
1. FIR me ghatna shaam 7 baje, court me bola raat 9 baje — contradiction recorded.
2. Medh ka jhagda pehle se — 2021 me tehsil me paimaish ki arzi di thi (admits).
3. Gaaliyan kis shabd me — yaad nahi.
4. Koi swatantra gawah nahi — "gaon wale darte hain".
SPP Hariom Verma: next PW2 Sunita (injured). ND 16.07.2026.
""")
u("backlog/2026-07/ST 41-2023 order sheet 16.07.2026.pdf", "certified_order_sheet_scan", "Special Judge (SC/ST Act), Jhansi", "2026-07-20", ["C05"], ["C05-H04"], """
न्यायालय विशेष न्यायाधीश (एस०सी०/एस०टी० एक्ट), झाँसी
विशेष सत्र परीक्षण संख्या 41/2023   राज्य बनाम प्रकाश उर्फ पप्पू आदि   अ०सं० 212/2022 थाना मोठ
दिनांक 16.07.2026
पत्रावली पेश हुई। अभियोजन की ओर से विशेष लोक अभियोजक उपस्थित। अभियुक्तगण हाजिर। बचाव पक्ष के अधिवक्ता उपस्थित।
साक्षी PW2 श्रीमती सुनीता समन तामील होने के बावजूद अनुपस्थित। साक्षी के विरुद्ध जमानतीय वारण्ट रु० 5,000/- का जारी हो।
पत्रावली दिनांक 13.08.2026 को साक्ष्य अभियोजन हेतु पेश हो।
                                                          ह० विशेष न्यायाधीश (एस०सी०/एस०टी० एक्ट), झाँसी
""")
u("backlog/2026-08/sunita PW2 13.08.txt", "typed_note_txt", L, "2026-08-13", ["C05"], ["C05-H05"], """
13.08.2026 Special court — Pappu trial
PW2 Sunita aayi (bailable warrant ke baad). Chief + cross same day.
Cross me: chot baayi baanh pe, "Raju ne mara", Pappu ka naam baad me liya. Dhoop me thi ya andhere me — "andhera ho gaya tha".
Judge sahab ne SPP se pucha aur kitne gawah — doctor aur IO baaki. ND 24.09.2026 — PW3 Dr. Anand Tiwari.
""")
u("backlog/2026-09/IMG_20260924_120044.jpg", "handwritten_note_photo", L, "2026-09-24", ["C05"], ["C05-H06"], """
24/9/26 Spl Ct — Pappu
PW3 Dr. Anand Tiwari (ab CHC Mauranipur me) — injury report Sunita prove kiya, Ex.Ka-3. Sab chotein saadharan (simple), 6 ghante purani.
Cross: chot girne se bhi aa sakti — "sambhav hai". Good point.
ND 26.11.26 IO.
""")
u("backlog/2026-11/IMG-20261126-WA0022.jpg", "handwritten_note_photo", K, "2026-11-26", ["C05"], ["C05-H07"], """
तारीख रजिस्टर  अगहन (मार्गशीर्ष)  गुरुवार २६-११-२०२६
स्पे० कोर्ट एससी/एसटी — एस०टी० ४१/२३ पप्पू — विवेचक (IO) नहीं आये, वारण्ट जारी। अगली तारीख २१-०१-२०२७
पप्पू को बता दिया, हाजिरी माफी की जरूरत नहीं, आना है।
""")
u("backlog/2027-01/pappu IO 21.1.27.txt", "typed_note_txt", L, "2027-01-21", ["C05"], ["C05-H08"], """
21.01.2027 Special Judge SC/ST — ST 41/23 Pappu
PW4 IO SI Rakesh Yadav (ab PS Garautha) aaye — chief ho gaya, naksha nazri aur bayan prove kiye.
Cross humne defer karwaya — case diary ke panne chahiye the (site plan me khet ki medh nahi dikhayi).
Next date 17.02.2027 — cross of IO.
""")
# ---------------- C06 Kalicharan appeal
u("backlog/2026-03/kalicharan appeal 5.3.txt", "typed_note_txt", L, "2026-03-05", ["C06"], ["C06-H01"], """
5.3.26  ADJ Ct 3 (Sonkar madam) — Crl Appeal 17/2019 Kalicharan
7 saal purani appeal! LCR Mauranipur se aa gaya aakhir. Madam ne kaha bahas karo next date.
Kalicharan 70 ke paas, ghutne kharab. Bail pe hai appeal ke dauran.  ND 9.4.26
""")
u("backlog/2026-04/IMG-20260409-WA0011.jpg", "handwritten_note_photo", K, "2026-04-09", ["C06", "C01"], ["C06-H02"], """
तारीख रजिस्टर  चैत्र  गुरुवार ०९.०४.२०२६
कोर्ट ३ अपर जिला जज — फौ० अपील १७/१९ कालीचरण — सरकारी वकील (DGC) बाजपेई जी सेशन ट्रायल में व्यस्त, समय माँगा। अगली तारीख १४.०५.२०२६
हल्के प्रसाद आये थे — अमीन का खर्चा २५०० पूछ रहे थे।
""")
u("backlog/2026-05/Kalicharan arguments 14-05-2026.docx", "typed_note_docx", L, "2026-05-14", ["C06"], ["C06-H03"], """
Crl. Appeal 17/2019 Kalicharan Rajput v State — ADJ-3 — 14.05.2026 — my arguments
1. Injured Harishankar's fracture (ulna) — X-ray plate never proved; radiologist not examined. So s. 325 not made out; at best s. 323.
2. Sudden quarrel over drain water (naali ka paani), no premeditation.
3. Appellant 69 yrs, no other case, 7 yrs of pendency; probation / sentence undergone.
Madam noted points; DGC reply next date. ND 07.07.2026.
""")
u("backlog/2026-07/IMG_20260707_150230.jpg", "handwritten_note_photo", L, "2026-07-07", ["C06"], ["C06-H04"], """
7/7/26  ADJ-3  Kalicharan appeal
Bajpai ji (DGC) ki bahas — "fracture ka saboot doctor ka bayan hai". Madam ne LCR me X-ray dhundha — mila nahi.
Judgment reserved — 28.07.26 ko faisla.
""")
u("backlog/2026-07/Crl Appeal 17-2019 judgment 28.07.2026.pdf", "certified_order_sheet_scan", "Additional District Judge, Court No. 3, Jhansi", "2026-07-31", ["C06"], ["C06-H05"], """
न्यायालय अपर जिला एवं सत्र न्यायाधीश, कोर्ट संख्या 3, झाँसी
फौजदारी अपील संख्या 17/2019   कालीचरण राजपूत बनाम उत्तर प्रदेश राज्य
निर्णय दिनांक 28.07.2026
... अस्थिभंग (fracture) का एक्स-रे प्रदर्शित नहीं किया गया है, अतः धारा 325 भादवि का अपराध सिद्ध नहीं है। अपीलार्थी का दोष धारा 323
भादवि में परिवर्तित किया जाता है। अपीलार्थी की आयु व वाद के लम्बित रहने की अवधि को देखते हुए उसे पूर्व में भुगती गयी अवधि
तथा रु० 3,000/- अर्थदण्ड से दण्डित किया जाता है। अपील आंशिक रूप से स्वीकार।
                                                          ह० अपर जिला एवं सत्र न्यायाधीश, कोर्ट सं० 3, झाँसी
""")
# ---------------- C08 Gupta bank suit
u("backlog/2026-04/IMG_20260428_171530.jpg", "handwritten_note_photo", L, "2026-04-28", ["C08"], ["C08-H02", "C08-H03"], """
28.4.26  ACJSD Ct 4 — OS 57/25 Bank v Gupta
(24.3 ko Sahu ji ne replication ke liye time liya tha — instructions.)
Aaj OTS ka prastav diya — Rs. 7,50,000 ek mushth, 3 kisht me. Shalini madam ne bank se kaha instructions lo.
Sahu ji: "head office Lucknow jayega".  ND 21.7.26
""")
u("backlog/2026-07/OS 57-2025 order sheet 21.07.2026.pdf", "certified_order_sheet_scan", "Additional Civil Judge (Senior Division), Court No. 4, Jhansi", "2026-07-24", ["C08"], ["C08-H04"], """
न्यायालय अपर सिविल जज (सीनियर डिवीजन), कोर्ट संख्या 4, झाँसी
मूल वाद संख्या 57/2025   झाँसी नगर सहकारी बैंक लि० बनाम रमेश चन्द्र गुप्ता आदि
दिनांक 21.07.2026
पत्रावली पेश हुई। वादी बैंक के अधिवक्ता ने कथन किया कि प्रतिवादी संख्या 1 का एकमुश्त समझौता (OTS) प्रस्ताव रु० 7,50,000/- बैंक
द्वारा अस्वीकार कर दिया गया है। अतः निम्न 6 वाद बिन्दु विरचित किये गये ... पत्रावली दिनांक 08.09.2026 को साक्ष्य वादी हेतु पेश हो।
                                                          ह० अपर सिविल जज (सी०डि०), कोर्ट सं० 4, झाँसी
""")
u("backlog/2026-09/gupta bank PW1 8.9.txt", "typed_note_txt", L, "2026-09-08", ["C08"], ["C08-H05"], """
08/09/2026 Ct 4 — Bank v Gupta
PW1 Vinod Kumar Nigam, branch manager Sipri Bazar — chief by affidavit; statement of account Ex. (photocopy!).
Gupta ji ko bola bank ka OTS reject ho gaya, ab ladna padega. Wo bole 8 lakh tak jod sakte.
ND 27.10.2026 — cross PW1.
""")
u("backlog/2026-10/Gupta PW1 cross 27.10.26.docx", "typed_note_docx", L, "2026-10-27", ["C08"], ["C08-H06"], """
O.S. 57/2025 — 27.10.2026 — cross of PW1 Vinod Kumar Nigam (branch manager)
- Admits statement of account filed is a computer printout, not certified under s. 2A Bankers' Books Evidence Act.
- Admits penal interest 2% charged over the sanction letter rate.
- Admits NPA date 30.09.2024; no notice before classification.
Sahu ji ne kaha certified statement file karenge. ND 15.12.2026.
""")
u("backlog/2026-12/IMG_20261215_160812.jpg", "handwritten_note_photo", L, "2026-12-15", ["C08"], ["C08-H07"], """
15/12/26  Ct 4  Gupta bank
Bank ne certified statement (BBE Act) file kiya. Sahu ji phir: "OTS pe naye sire se instructions lenge" — Rs. 8,25,000 pe baat.
Shalini madam: "settle kar lo, dono ke liye achha". ND 9.2.27
Gupta ji — 8.25 lakh me 2 lakh abhi, baaki 6 mahine.
""")
u("backlog/2027-02/gupta OTS 9 feb.txt", "typed_note_txt", L, "2027-02-09", ["C08"], ["C08-H08"], """
09.02.2027 ACJSD Ct 4 — Bank v Ramesh Gupta
Bank ne OTS Rs. 8,25,000 siddhant me maan liya (head office ki chitthi dikhayi). Samjhauta patra (compromise) agli date pe file hoga.
Pehla OTS 7.5 lakh July me reject kiya tha — ab 8.25 pe maane.
ND 03.04.2027 — compromise.
""")
u("backlog/2027-02/correction gupta ND.txt", "typed_note_txt", L, "2027-02-10", ["C08"], [], """
10.02.2027 CORRECTION — Gupta bank suit (Ct 4)
Kal ke note me ND galat likh di (03.04 likh diya — ulta padh liya). Munshi ne ahlmad se register dekha: sahi agli tarikh 04.03.2027 hai
(compromise ke liye). Diary me bhi theek kar diya.
""")
# ---------------- week plan, cause list, notes
u("backlog/2027-02/Plan 15-20 Feb.docx", "typed_note_docx", L, "2027-02-13", ["C01", "C03", "C05", "C04", "C02", "C08"], [], """
Hafta 15-20 Feb 2027 — kaam
Mon 15: Bhagwandas — CH Form 23 ki nakal Moth tehsil se aayi? supplementary affidavit draft karke Dwivedi ji ko bhejna (writ 2 March).
Tue 16: Kamla Devi MACT — bahas ke liye Sarla Verma / Pranay Sethi multiplier chart; 22 Feb ko bahas.
Wed 17: BHARI DIN — (1) Halke batwara PW1 baaki cross, Ct CJSD; (2) Rajni family court DW1 Dharmendra ka cross + baaki 16,000 bakaya;
        (3) Pappu special court — IO Rakesh Yadav ka cross (case diary ke panne le jaana). Neha family court sambhalegi pehle.
Thu 18: Gupta ji — compromise draft bank ko.
Sat 20: chamber — fees register.
""")
u("backlog/2027-02/Family Court cause list 17.02.2027.pdf", "cause_list_pdf", "Family Court, Jhansi", "2027-02-16", ["C03"], [], """
परिवार न्यायालय, झाँसी — प्रधान न्यायाधीश — दैनिक वाद सूची दिनांक 17.02.2027 (बुधवार)
क्र०  वाद संख्या            पक्षकार                                   प्रयोजन
1   वैवाहिक 88/2024      सीमा बनाम अजय कुमार                         साक्ष्य
2   धारा 144 बी०एन०एस०एस० 401/2025   गीता देवी बनाम रामबाबू         सुलह
3   धारा 144 बी०एन०एस०एस० 312/2025   रजनी यादव बनाम धर्मेन्द्र यादव   साक्ष्य विपक्षी (DW1 जिरह)
4   वैवाहिक 17/2026      प्रियंका बनाम सौरभ                          मध्यस्थता आख्या
5   संरक्षकता 9/2026     मो० इरफान बनाम शबाना                       आदेश
""")
u("backlog/2026-11/note 18-11 two matters.txt", "typed_note_txt", L, "2026-11-19", ["C03", "C06"], [], """
19.11.26 — chamber note
(1) Rajni — Neha ne bataya kal recovery appl pe notice, ND 28.01.27. Arrears 36,000 ab bhi baaki.
(2) Kalicharan aaye the — fine 3,000 jama kar diya tha August me, raseed di. Certified copy of judgment le gaye. Pension ke liye
    conviction 323 wali baat poochh rahe the. Fees baaki 5,000 bole dete hain.
""")
