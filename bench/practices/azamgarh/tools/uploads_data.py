"""The uploads of the Azamgarh practice: what Rai sahab, his junior Faisal and munshi Ramnaresh actually kept."""

L, J, K = "Shailendra Nath Rai", "Faisal Ahmad Ansari", "Ramnaresh Yadav (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2029-08/khatauni kotwa 1437F.jpg", "document_photo", "Lekhpal, Halqa Kotwa", "2029-08-30", ["C01"], [], """
उद्धरण खतौनी (अंश) - फसली वर्ष 1435-1440
ग्राम: कोटवा   परगना: माहुल   तहसील: फूलपुर   जनपद: आजमगढ़
खाता संख्या 00341   खातेदार: रामजतन यादव पुत्र स्व. सुखदेव यादव
गाटा संख्या 342 - 0.405 हे. (सड़क किनारे)   गाटा 517 - 0.220 हे.
चकबन्दी प्रक्रिया: धारा 4 विज्ञप्ति प्रभावी - चक संख्या 118 प्रस्तावित (सहायक चकबन्दी अधिकारी)
नकल जारी 30.08.2029        ह0 लेखपाल
""")
u("backlog/2029-09/ACO chak 118 allotment order.pdf", "document_scan", "Consolidation Officer, Phulpur", "2029-09-10", ["C01"], [], """
न्यायालय चकबन्दी अधिकारी, फूलपुर, आजमगढ़
वाद संख्या 1188/2029 अन्तर्गत धारा 21(1) उ.प्र. जोत चकबन्दी अधिनियम, 1953
रामजतन यादव बनाम शिवपूजन यादव आदि    ग्राम कोटवा
आदेश
आपत्तिकर्ता का कथन है कि उसका मूल गाटा 342 सड़क पर है और उसे चक 118 में ऊसर भूमि दी गई है। सहायक
चकबन्दी अधिकारी की प्रस्तावित योजना उचित है। आपत्ति निरस्त की जाती है। चक 121 (शिवपूजन यादव) यथावत।
दिनांक 10.09.2029                          ह0 चकबन्दी अधिकारी, फूलपुर
""")
u("backlog/2030-04/CamScanner 10-04-2030 12.05.pdf", "document_scan", "Assistant Consolidation Officer, Phulpur", "2030-04-10", ["C01"], [], """
मौका मुआयना रिपोर्ट - सहायक चकबन्दी अधिकारी, फूलपुर
अपील संख्या 214/2029 रामजतन यादव बनाम शिवपूजन यादव, ग्राम कोटवा
दिनांक 06.04.2030 को मौके पर दोनों पक्षों की उपस्थिति में निरीक्षण किया गया।
1. चक संख्या 118 (रामजतन) का लगभग 60 प्रतिशत भाग ऊसर है, सिंचाई का साधन नहीं।
2. मूल गाटा 342 सड़क किनारे है और अब चक 121 (शिवपूजन) में शामिल है।
3. चक 118 का कोई भाग सड़क से नहीं लगता; चकमार्ग प्रस्तावित है पर मौके पर नहीं बना।
ह0 सहायक चकबन्दी अधिकारी, फूलपुर   दिनांक 10.04.2030
""")
u("backlog/2029-07/GPA Naseem Riyadh attested.pdf", "document_scan", "Embassy of India, Riyadh", "2029-07-04", ["C02"], [], """
GENERAL POWER OF ATTORNEY
I, Naseem Ahmad s/o late Mohd. Idris, r/o Mohalla Purani Bazar, Qasba Phulpur, District Azamgarh, at present
working at Riyadh, Kingdom of Saudi Arabia (Iqama No. 24xxxxxxxx), appoint my wife Smt. Shabana Parveen as my
attorney to file and prosecute a suit for partition of the ancestral house and the two shops at Purani Bazar,
Phulpur, to sign plaints, affidavits and vakalatnamas, and to give evidence of facts within her knowledge.
Signed at Riyadh on 04.07.2029.
Attested: Consular Officer, Embassy of India, Riyadh (Attestation No. RIY/CONS/2029/18xxx), 04.07.2029
Adjudicated for stamp duty by Collector, Azamgarh on 29.07.2029.
""")
u("backlog/2030-01/batwara nama 2015 photocopy.jpg", "document_photo", "Jameel Ahmad (copy filed with WS)", "2030-01-07", ["C02"], [], """
बटवारा नामा (सादे कागज़ पर)   दिनांक 12.05.2015
हम तीनों भाई जमील अहमद, नसीम अहमद, अकील अहमद पुत्रगण मो. इदरीस आपसी रज़ामन्दी से बंटवारा करते हैं:
पुराना मकान जमील अहमद का, दोनों दुकानें अकील अहमद की, नसीम अहमद को नकद 2,00,000 रुपये।
गवाह: हाजी मुख्तार, अब्दुल वहीद       दस्तखत: जमील, नसीम(?), अकील
""")
u("backlog/2030-02/lekhpal report bhagatpur.pdf", "document_scan", "Lekhpal, Halqa Bhagatpur", "2030-02-12", ["C03"], [], """
सेवा में, उप जिलाधिकारी महोदय, लालगंज
विषय: वाद संख्या T202912430200871 सुखदेई देवी बनाम रामफेर आदि (धारा 116 उ.प्र. राजस्व संहिता)
आख्या: खाता 00217 में तीनों सहखातेदारों का अंश बराबर (1/3 प्रत्येक) है। सुखदेई देवी के पुनर्विवाह का
कोई अभिलेख ग्राम में नहीं है; वह ग्राम भगतपुर में ही अपने पुत्र के साथ रहती है।
ह0 लेखपाल, हल्का भगतपुर   दिनांक 12.02.2030     अग्रसारित: राजस्व निरीक्षक
""")
u("backlog/2029-11/gang chart Rinku Jiyanpur.pdf", "document_scan", "SHO Jiyanpur / DM Azamgarh", "2029-11-02", ["C04", "C05"], [], """
गैंग चार्ट - उ.प्र. गिरोहबन्द एवं समाज विरोधी क्रियाकलाप (निवारण) अधिनियम, 1986
थाना जीयनपुर, जनपद आजमगढ़   मु.अ.सं. 211/2029 धारा 2/3 गैंगस्टर एक्ट
गैंग लीडर: रिंकू उर्फ राजन यादव पुत्र जगदीश यादव   सदस्य: सोनू यादव, पप्पू उर्फ प्रदीप
आपराधिक इतिहास (रिंकू): 6 मुकदमे - 3/25 आर्म्स एक्ट (2027), 379/411 (2026), 60 आबकारी अधिनियम (2028) आदि
अनुमोदित: जिला मजिस्ट्रेट, आजमगढ़ दि. 28.10.2029     मुकदमा दर्ज दि. 02.11.2029
""")
u("backlog/2029-07/return memo Agrahari UBI.pdf", "document_scan", "Union Bank of India, Mubarakpur", "2029-07-11", ["C06"], [], """
UNION BANK OF INDIA - Branch Mubarakpur, Distt. Azamgarh
CHEQUE RETURN MEMO                Date: 11.07.2029
Cheque No. 773104 dated 05.07.2029 for Rs. 4,85,000/- drawn by Rakesh Agrahari (Agrahari Vastra Bhandar, Gorakhpur)
on Bank of Baroda, Golghar, presented by M/s Haji Abdul Sattar & Sons - RETURNED UNPAID. Reason: 01 FUNDS INSUFFICIENT
""")
u("backlog/2029-07/notice 138 Agrahari.docx", "typed_note_docx", L, "2029-07-22", ["C06"], [], """
SHAILENDRA NATH RAI, Advocate, Civil Court, Azamgarh        Regd. AD             Dated 22.07.2029
To, Sri Rakesh Agrahari, Prop. Agrahari Vastra Bhandar, Ghantaghar, Gorakhpur
Sub: Notice u/s 138 Negotiable Instruments Act, 1881
Under instructions from M/s Haji Abdul Sattar & Sons, Mubarakpur (prop. Haji Mohd. Salim): you purchased 212 Banarasi
silk saris (katan and organza) on credit between March and June 2029 and issued cheque no. 773104 dated 05.07.2029 for
Rs. 4,85,000, returned unpaid 'funds insufficient' on 11.07.2029. Pay within 15 days of receipt of this notice.
""")
u("backlog/2029-06/postmortem Phoolchand.pdf", "document_scan", "Post-mortem House, District Hospital Azamgarh", "2029-06-04", ["C08"], [], """
POST MORTEM REPORT - District Hospital, Azamgarh      PM No. 611/2029     Date 04.06.2029
Name: Phoolchand Prajapati s/o Ramdhani, age about 42 yrs, r/o Ward 6, Lalganj. Brought by Const. Ravi Kumar, PS Lalganj.
Alleged: hit by truck UP50 AT xxxx on Azamgarh-Varanasi road near Lalganj on 03.06.2029 at about 7.30 PM.
Cause of death: coma due to ante-mortem head injury.
""")

# ---------------- C01 Ramjatan chak appeal
u("backlog/2029-11/IMG_20291112_164210.jpg", "handwritten_note_photo", L, "2029-11-12", ["C01"], ["C01-H01"], """
12/11/29 - SOC Azamgarh (Tripathi ji)
अपील 214/29 रामजतन बनाम शिवपूजन - chak 118 (Kotwa)
Admit ho gayi. Notice to respondents. CO Phulpur se misil talab.
Ramjatan bole "bhaiya hamar sadak wala khet chal gail" - gata 342.
Next 17.12.29
""")
u("backlog/2029-12/munshi register 11-12 se 19-12.jpg", "handwritten_note_photo", K, "2029-12-19", ["C01", "C04"], ["C01-H02", "C04-H02", "C04-H03"], """
तारीख रजिस्टर - वकील साहब श्री शैलेन्द्र नाथ राय
11.12.2029 - स्पेशल जज गैंगस्टर - रिंकू जमानत - डी.जी.सी. साहब ने फिर केस डायरी हेतु समय लिया। अगली 19.12.2029
17.12.2029 सोमवार - बन्दोबस्त अधिकारी चकबन्दी - अपील 214/29 रामजतन - विपक्षी वकील मौर्या जी ने
   आपत्ति हेतु समय माँगा, मिसिल फूलपुर से नहीं आई। अगली तारीख 21.01.2030
19.12.2029 - रिंकू जमानत खारिज। जगदीश यादव को बता दिया, हाईकोर्ट जाना है।
""")
u("backlog/2030-01/ramjatan 21 jan.docx", "typed_note_docx", L, "2030-01-21", ["C01"], ["C01-H03"], """
21.01.2030 (Mon) - SOC Azamgarh - Appeal 214/2029 Ramjatan Yadav v. Shivpujan Yadav
Misil aa gayi from CO Phulpur. Maurya ji ne objection file kiya - says Shivpujan ka chak 121 bhi road par hai,
dono ko barabar.
SOC sahab ne mauka muayana order kiya: ACO Phulpur to inspect chak 118 and 121, report in 4 weeks.
Ramjatan ko bola ACO ke mauke par maujood rahe, gaon ke 2 log saath.
ND 04.03.2030
""")
u("backlog/2030-03/munshi 4 march.jpg", "handwritten_note_photo", K, "2030-03-04", ["C01"], ["C01-H04"], """
04.03.2030 सोमवार
चकबन्दी - रामजतन यादव अपील 214/2029
ए.सी.ओ. की मौका रिपोर्ट नहीं आई। पेशकार ने तारीख दी 15.04.2030
रामजतन जी आए थे, 500 रुपये मिसिल मुआयना खर्च दिया।
""")
u("backlog/2030-04/SOC order 15.04.2030 appeal 214.pdf", "certified_order_sheet_scan", "Settlement Officer (Consolidation), Azamgarh", "2030-04-17", ["C01"], ["C01-H05"], """
न्यायालय बन्दोबस्त अधिकारी चकबन्दी, आजमगढ़
अपील संख्या 214/2029 (धारा 21(2) उ.प्र. जोत चकबन्दी अधिनियम)   रामजतन यादव बनाम शिवपूजन यादव आदि
ग्राम कोटवा, परगना माहुल, तहसील फूलपुर
15.04.2030
पुकार कराई गई। अपीलार्थी की ओर से श्री शैलेन्द्र नाथ राय एडवोकेट उपस्थित। प्रत्यर्थी की ओर से श्री हरिशंकर मौर्या।
सहायक चकबन्दी अधिकारी की मौका मुआयना आख्या दिनांक 10.04.2030 पत्रावली पर प्राप्त। प्रत्यर्थी के विद्वान
अधिवक्ता ने आख्या पर आपत्ति हेतु समय चाहा। समय दिया गया। पत्रावली दिनांक 22.07.2030 को बहस हेतु पेश हो।
                                              ह0 बन्दोबस्त अधिकारी चकबन्दी, आजमगढ़
""")
u("backlog/2030-04/chak 118 report note.txt", "typed_note_txt", L, "2030-04-15", ["C01"], ["C01-H05"], """
15.4.30 - chakbandi SOC - Ramjatan
ACO report aa gayi - bahut achhi: chak 118 ka 60% usar, gata 342 ab Shivpujan ke chak 121 me, 118 road se nahi lagta.
Maurya ji ne phir time le liya objection ke liye (doosri baar).
ND 22.7.30 bahas.
""")
u("backlog/2030-07/22.07.30 chakbandi.txt", "typed_note_txt", L, "2030-07-22", ["C01"], ["C01-H06"], """
22.07.2030 - SOC Azamgarh - Ramjatan chak appeal
Bahas ke liye taiyar the. Maurya ji nahi aaye, unke junior ne kaha "sir ki tabiyat kharab hai" - teesri baar time.
Tripathi ji ne kaha agli tareekh par bahas hogi, ab aur mohlat nahi.
agli tareekh 14.10.2030 - bahas.
""")

# ---------------- C02 Naseem partition suit
u("backlog/2030-01/naseem WS 7 jan.docx", "typed_note_docx", L, "2030-01-07", ["C02"], ["C02-H03"], """
07.01.2030 - CJJD Phulpur (Verma madam) - O.S. 146/2029 Naseem Ahmad v. Jameel Ahmad & ors
WS filed by D1 Jameel and D2 (Jameel's wife? no - D2 is Mehrunnisa, mother) through Ziaul Haq: plea of family
settlement - batwara-nama dt 12.05.2015, plaintiff took Rs. 2 lakh cash, so no partition.
D3 Aqeel filed separate WS supporting us - says no batwara ever happened.
Madam: "GPA ki original lekar aaiye next date" - attested at Indian Embassy Riyadh.
ND 11.02.2030. Shabana ko bola original GPA safe rakh ke laye.
""")
u("backlog/2030-02/CJJD Phulpur OS 146 order 11.02.2030.pdf", "certified_order_sheet_scan", "Civil Judge (Junior Division), Phulpur", "2030-02-13", ["C02"], ["C02-H04"], """
न्यायालय सिविल जज (जू.डि.), फूलपुर, आजमगढ़
मूल वाद संख्या 146/2029   नसीम अहमद बनाम जमील अहमद आदि
11.02.2030
वादी की ओर से मुख्तारआम श्रीमती शबाना परवीन मय अधिवक्ता उपस्थित। प्रतिवादीगण के अधिवक्ता उपस्थित।
मूल मुख्तारनामा (दूतावास रियाद द्वारा सत्यापित) अवलोकन के बाद वापस किया गया। वादी की ओर से प्रतिउत्तर दाखिल।
निम्न वाद बिन्दु विरचित किए गए:
1. क्या वादी विवादित मकान एवं दुकानों में 1/3 अंश का स्वामी है?  2. क्या दिनांक 12.05.2015 को पारिवारिक
बंटवारा हो चुका है?  3. क्या वाद का मूल्यांकन कम है?  4. क्या वाद धारा 34 विशिष्ट अनुतोष अधिनियम से बाधित है?
5. अनुतोष।   वादी साक्ष्य हेतु दिनांक 18.03.2030 नियत।
                                              सिविल जज (जू.डि.), फूलपुर
""")
u("backlog/2030-03/IMG_20300318_151122.jpg", "handwritten_note_photo", L, "2030-03-18", ["C02"], ["C02-H05"], """
18.3.30  Phulpur - Naseem batwara
Shabana (GPA) ko PW1 banana chahte the - Madam ne kaha GPA holder sirf apni jaankari ke tathya bata sakti hai,
makan ki tameer / paisa bhejna - plaintiff khud bataye (Janki Vashdeo wala point).
VC se Naseem ka bayan - appl. allowed. Riyadh se Indian Embassy / Skype? - NIC VC link court dega.
ND 22.4.30
""")
u("backlog/2030-07/naseem cross 8.7.txt", "typed_note_txt", L, "2030-07-08", ["C02"], ["C02-H07"], """
8 july 30 - Phulpur - Naseem v Jameel - PW1 cross via VC (Riyadh, 2.30 pm IST)
Link do baar kat gaya. Ziaul Haq ne 50 min jirah ki.
Naseem: batwara-nama par "dastakhat hamare nahi hain, 2015 me main Riyadh me tha" - passport entries dikhaye (Ex. 9).
SBI NRE statement Ex. 7 - total Rs. 11,40,000 bheja, 7,80,000 Jameel ko makan ke liye.
ND 19.8.30 - PW2 Shabana.
""")
u("backlog/2030-08/Naseem PW2 19-08-2030.docx", "typed_note_docx", L, "2030-08-19", ["C02"], ["C02-H08"], """
19.08.2030 - O.S. 146/2029 - Naseem v. Jameel - CJJD Phulpur
PW2 Shabana Parveen (GPA holder) examined - chief by affidavit, cross by Ziaul Haq 30 min. Stood firm: first floor
2018-19 me bani, paisa Naseem ne bheja.
Moved appl. u/O 26 r 10A CPC - handwriting expert for signature on batwara-nama 2015. Reply by defts.
NDOH 16.11.2030 for reply + PW3 (Aqeel).
""")
u("backlog/2030-08/correction naseem date.txt", "typed_note_txt", L, "2030-08-20", ["C02"], [], """
20/8 - SUDHAR (correction)
Naseem batwara (Phulpur): kal ke note me agli tarikh 16.11.2030 likh di - galat. Faisal ne peshkar se confirm kiya:
sahi tarikh 16.10.2030 (budhwar) - handwriting expert appl. par reply + PW3 Aqeel.
""")
u("backlog/2029-10/WhatsApp Chat with Shabana Naseem Phulpur.txt", "whatsapp_export", "Shabana Parveen", "2030-09-28", ["C02"], [], """
05/10/29, 21:14 - Shabana Naseem Phulpur: Assalamualaikum vakeel sahab. Naseem ji Riyadh se pooch rahe hain mukadma kab lagega
05/10/29, 21:30 - S N Rai Adv: Walaikum assalam. 22 October ko pehli tareekh hai Phulpur me. Aap aa jaiyega.
22/04/30, 18:05 - Shabana Naseem Phulpur: Aaj VC me Naseem ji ko dikh raha tha? unka internet kamzor tha
22/04/30, 18:20 - S N Rai Adv: Haan, unka bayan (chief) ho gaya. Jirah agli tareekh 8 July ko, VC se hi.
28/09/30, 11:02 - Shabana Naseem Phulpur: Jameel bhai kah rahe hain 3 lakh lekar mamla khatam karo
28/09/30, 11:15 - S N Rai Adv: Naseem ji se poochh kar batayein. Hamari taraf se 1/3 hissa ka hi daawa hai. 16 Oct ko court me baat hogi.
""")

# ---------------- C03 Sukhdei batwara (SDM Lalganj)
u("backlog/2029-11/munshi 20-11 lalganj.jpg", "handwritten_note_photo", K, "2029-11-20", ["C03"], ["C03-H01"], """
20.11.2029 मंगलवार - तहसील लालगंज
उप जिलाधिकारी न्यायालय - सुखदेई देवी बनाम रामफेर (धारा 116 बंटवारा)
सहखातेदारों को नोटिस जारी, लेखपाल से आख्या तलब।
अगली तारीख 08.01.2030
सुखदेई जी का किराया 100 रु दिया।
""")
u("backlog/2030-01/munshi register jan 8.jpg", "handwritten_note_photo", K, "2030-01-08", ["C03"], ["C03-H02"], """
08.01.2030 - लालगंज एसडीएम कोर्ट
सुखदेई बंटवारा - एसडीएम साहब अवकाश पर। पेशकार ने तारीख दी 19.02.2030
""")
u("backlog/2030-02/20300219_171530.jpg", "handwritten_note_photo", L, "2030-02-19", ["C03"], ["C03-H03"], """
19-2-30 SDM Lalganj - Sukhdei v Rampher
Pandey ji ki objection: Sukhdei ne doosri shaadi kar li, isliye hissa nahi (!). Bilkul jhooth.
Lekhpal report aa gayi: teeno ka 1/3 - 1/3, punarvivah ka koi record nahi. Achha.
ND 2.4.30 - prarambhik decree.
""")
u("backlog/2030-04/SDM Lalganj order 02.04.2030.pdf", "certified_order_sheet_scan", "SDM, Lalganj", "2030-04-04", ["C03"], ["C03-H04"], """
न्यायालय उप जिलाधिकारी, लालगंज, आजमगढ़
वाद संख्या T202912430200871 अन्तर्गत धारा 116 उ.प्र. राजस्व संहिता, 2006
सुखदेई देवी बनाम रामफेर आदि       ग्राम भगतपुर, खाता संख्या 00217
02.04.2030
पत्रावली पेश हुई। उभय पक्ष के अधिवक्तागण को सुना। लेखपाल आख्या से स्पष्ट है कि खाता 00217 में वादिनी
सुखदेई देवी का 1/3 अंश है। प्रतिवादी का पुनर्विवाह सम्बन्धी कथन साक्ष्य से सिद्ध नहीं। अतः प्रारम्भिक
डिक्री पारित की जाती है कि वादिनी 1/3 अंश (0.405 हे.) की हकदार है। लेखपाल/राजस्व निरीक्षक मौके पर
कुर्रा बनाकर प्रस्तुत करें। दिनांक 14.05.2030 को पेश हो।
                                              ह0 उप जिलाधिकारी, लालगंज
""")
u("backlog/2030-05/sukhdei 14 may.txt", "typed_note_txt", L, "2030-05-14", ["C03"], ["C03-H05"], """
14.5.30 Lalganj
Sukhdei batwara - kurra nahi bana, lekhpal bole RI sahab ke saath mauke par jaana baki.
SDM sahab tehsil samadhan diwas me the, peshkar ne date de di - 16.07.2030.
Sukhdei ka beta Santram bola "ka ho vakil sahab, kab le?" - samjhaya.
""")
u("backlog/2030-07/Lalganj 116 kurra 16.07.docx", "typed_note_docx", L, "2030-07-16", ["C03"], ["C03-H06"], """
16.07.2030 - SDM Lalganj - Sukhdei Devi v. Rampher (u/s 116 UPRC)
Kurra filed by lekhpal + RI: Sukhdei ko purab wala hissa 0.405 ha, tubewell ke paas.
Pandey ji ne kurra par objection di - "tubewell wala hissa Rampher ka, usne boring karai thi 2019 me".
Reply hum denge. ND 22.10.2030 - objection par sunwai / antim decree.
""")

# ---------------- C04 / C05 Rinku bail
u("backlog/2029-12/rinku bail 4 dec.txt", "typed_note_txt", L, "2029-12-04", ["C04"], ["C04-H01"], """
4.12.29 - Spl Judge Gangster Act (Pandey ji, court 3) - Rinku @ Rajan bail, mu.a.sa. 211/29 Jiyanpur, 2/3 Gangster Act
DGC Awadhesh Singh: case diary aur aapradhik itihas nahi aaya, time. Judge ne kaha gang chart bhi lao.
ND 11.12.29. Jagdish Yadav (father) bahut pareshan.
""")
u("backlog/2029-12/Special Judge Gangster order 19.12.2029.pdf", "certified_order_sheet_scan", "Special Judge (UP Gangsters Act), Azamgarh", "2029-12-20", ["C04"], ["C04-H03"], """
न्यायालय विशेष न्यायाधीश (गैंगस्टर एक्ट), आजमगढ़
जमानत प्रार्थना पत्र संख्या 1876/2029   रिंकू उर्फ राजन यादव बनाम उ.प्र. राज्य
मु.अ.सं. 211/2029 धारा 2/3 उ.प्र. गिरोहबन्द अधिनियम, थाना जीयनपुर
19.12.2029
अभियुक्त की ओर से श्री शैलेन्द्र नाथ राय एवं राज्य की ओर से श्री अवधेश कुमार सिंह, जिला शासकीय अधिवक्ता
(फौजदारी) को सुना। केस डायरी एवं आपराधिक इतिहास का अवलोकन किया। अभियुक्त के विरुद्ध छः आपराधिक
मुकदमे हैं तथा गैंग चार्ट जिला मजिस्ट्रेट द्वारा अनुमोदित है। अपराध की गम्भीरता को देखते हुए जमानत का
पर्याप्त आधार नहीं है। जमानत प्रार्थना पत्र निरस्त किया जाता है।
                                              ह0 विशेष न्यायाधीश (गैंगस्टर एक्ट), आजमगढ़
""")
u("backlog/2030-01/rinku HC 29 jan.txt", "typed_note_txt", L, "2030-01-29", ["C05"], ["C05-H01"], """
29.01.2030 - Allahabad HC - Crl Misc Bail Appl 4512/2030 Rinku @ Rajan - Saxena J, court 71
Pankaj Tripathi ji (Prayagraj) ne mention kiya, main bhi gaya tha. Notice, AGA Pramod Tiwari ko 3 hafte counter.
ND 26.02.2030. Train se wapas (Saryu Yamuna?) - no, bus.
""")
u("backlog/2030-02/Rinku HC 26 feb.docx", "typed_note_docx", L, "2030-02-26", ["C05"], ["C05-H02"], """
26.02.2030 - HC Allahabad - Rinku bail (Ct 71)
AGA ne counter file nahi kiya - "instructions from SSP Azamgarh awaited". Time diya.
Judge ne poochha - criminal history 6 cases hai, har ek ka status? - hamein supplementary affidavit dena hoga.
ND 09.04.2030. Jagdish ji se 6 mukadmon ke order/ zamanat papers mangwaye.
""")
u("backlog/2030-04/HC order Rinku 09.04.2030.pdf", "certified_order_sheet_scan", "High Court of Judicature at Allahabad", "2030-04-11", ["C05"], ["C05-H03"], """
HIGH COURT OF JUDICATURE AT ALLAHABAD
CRIMINAL MISC. BAIL APPLICATION No. 4512 of 2030
Applicant :- Rinku @ Rajan Yadav      Opposite Party :- State of U.P.
Counsel for Applicant :- Pankaj Tripathi, Shailendra Nath Rai      Counsel for Opposite Party :- G.A.
Hon'ble Alok Kumar Saxena, J.
09.04.2030
Counter affidavit filed today by learned AGA is taken on record. The applicant shall file a supplementary affidavit
explaining his criminal history case-wise, stating the present status of each of the six cases, within two weeks.
Rejoinder, if any, within the same period. List on 07.05.2030.
""")
u("backlog/2030-05/rinku 7 may HC.txt", "typed_note_txt", L, "2030-05-07", ["C05"], ["C05-H04"], """
7/5/30 HC - Rinku bail - court 71 me list 64 number par tha, reach nahi hua. Court uthi 3.45 pe.
ND 10.07.2030 (chhuttiyon ke baad). Supplementary affidavit (6 cases) file ho chuka 20.4 ko.
""")
u("backlog/2030-07/HC order Rinku 10.07.2030.pdf", "certified_order_sheet_scan", "High Court of Judicature at Allahabad", "2030-07-12", ["C05"], ["C05-H05"], """
HIGH COURT OF JUDICATURE AT ALLAHABAD
CRIMINAL MISC. BAIL APPLICATION No. 4512 of 2030
Applicant :- Rinku @ Rajan Yadav      Opposite Party :- State of U.P.
Hon'ble Alok Kumar Saxena, J.
10.07.2030
Heard in part. Learned counsel for the applicant submits that co-accused Sonu Yadav has been enlarged on bail by a
coordinate Bench and the applicant is entitled to parity. Learned AGA prays for time to obtain instructions regarding
the bail of the co-accused and the role assigned to the applicant in the gang chart. List on 15.10.2030.
""")
u("backlog/2030-07/IMG_20300710_192233.jpg", "handwritten_note_photo", L, "2030-07-10", ["C05"], ["C05-H05"], """
10/7/30 Prayagraj - Rinku
Part heard. Sonu Yadav (co-accd) ko bail mil chuki - parity argue kiya. AGA ne instructions ke liye time.
Saxena J "gang leader aur member me fark hai" - risk.
Next 15 Oct 2030. Jagdish ji ko bataya.
""")

# ---------------- C06 Haji Salim cheque case
u("backlog/2029-12/munshi 3 dec register.jpg", "handwritten_note_photo", K, "2029-12-03", ["C06"], ["C06-H02"], """
03.12.2029 सोमवार
ए.सी.जे.एम. द्वितीय - परिवाद 4127/2029 हाजी अब्दुल सत्तार एण्ड संस बनाम राकेश अग्रहरि
अभियुक्त राकेश अग्रहरि हाज़िर हुआ, जमानत हो गई, नकलें दी गईं।
अगली तारीख 15.01.2030
हाजी सलीम साहब को फोन पर बता दिया।
""")
u("backlog/2030-01/haji salim 15 jan mediation.docx", "typed_note_docx", L, "2030-01-15", ["C06"], ["C06-H03"], """
15.01.2030 - ACJM-II (Rizvi madam) - Complaint 4127/2029 - Haji Abdul Sattar & Sons v. Rakesh Agrahari
Agrahari ne Srivastava ji ke through kaha - paisa denge, 50,000 mahina kisht.
Madam ne mediation centre bhej diya (1st sitting 28.01.2030). Haji Salim: "karigaron ki mazdoori rukii hai, jaldi ho".
ND 20.02.2030.
""")
u("backlog/2030-02/ACJM II order 20.02.2030 complaint 4127.pdf", "certified_order_sheet_scan", "ACJM-II, Azamgarh", "2030-02-22", ["C06"], ["C06-H04"], """
न्यायालय अपर मुख्य न्यायिक मजिस्ट्रेट-द्वितीय, आजमगढ़
परिवाद संख्या 4127/2029   मे. हाजी अब्दुल सत्तार एण्ड संस बनाम राकेश अग्रहरि   धारा 138 एन.आई. एक्ट
20.02.2030
मध्यस्थता केन्द्र की आख्या प्राप्त - अभियुक्त ने केवल एक किश्त 50,000 रुपये अदा की, शेष के लिए मध्यस्थता
असफल। अभियुक्त को धारा 274 भा.ना.सु.सं. के अन्तर्गत अभियोग का सार पढ़कर सुनाया गया, अभियुक्त ने अपराध
अस्वीकार किया और विचारण की माँग की। परिवादी साक्ष्य हेतु दिनांक 03.04.2030 नियत।
                                              अपर मुख्य न्यायिक मजिस्ट्रेट-द्वितीय, आजमगढ़
""")
u("backlog/2030-04/haji 3.4.txt", "typed_note_txt", L, "2030-04-03", ["C06"], ["C06-H05"], """
3.4.30 ACJM-II - sari wala 138
CW1 Haji Mohd Salim ka affidavit (chief) tender - Ex CW1/A; bill book, ledger, cheque, return memo, notice Ex. 1-6.
Agrahari absent - Srivastava ji ne exemption lagai aur jirah ke liye time maanga. Mila.
ND 8.5.30
""")
u("backlog/2030-05/20300508_133015.jpg", "handwritten_note_photo", L, "2030-05-08", ["C06"], ["C06-H06"], """
8/5/30 - Court 14 ACJM-II - Haji Salim
CW1 ki jirah aadhi hui. Srivastava: "cheque security me diya tha 2028 me, saree kharab mal tha" - Haji ji ne inkaar.
Bills par Agrahari ke dastakhat hain. Baki jirah 12.6.30 (criminal courts June me chalu).
""")
u("backlog/2030-08/CW1 cross concluded 7 aug.docx", "typed_note_docx", L, "2030-08-07", ["C06"], ["C06-H08"], """
07.08.2030 - ACJM-II - Complaint 4127/2029 - Haji Abdul Sattar & Sons v. Rakesh Agrahari
Last date ka Rs. 1,000 harjana Srivastava ji ne diya (receipt li).
CW1 Haji Salim ki jirah poori - 212 saree, katan aur organza, bill no. 1141 to 1187. Bakaya Rs. 4,85,000 me se
Rs. 50,000 mediation me mila - ab Rs. 4,35,000 baki.
CW2 Mohd. Danish (clerk, Union Bank Mubarakpur) ne return memo prove kiya. Parivadi saakshya band.
ND 11.09.2030 - bayan abhiyukt (351 BNSS).
""")
u("backlog/2030-09/ACJM II complaint 4127 order 11.09.2030.pdf", "certified_order_sheet_scan", "ACJM-II, Azamgarh", "2030-09-13", ["C06"], ["C06-H09"], """
न्यायालय अपर मुख्य न्यायिक मजिस्ट्रेट-द्वितीय, आजमगढ़
परिवाद संख्या 4127/2029   मे. हाजी अब्दुल सत्तार एण्ड संस बनाम राकेश अग्रहरि
11.09.2030
पत्रावली अभियुक्त के बयान अन्तर्गत धारा 351 भा.ना.सु.सं. हेतु नियत। अभियुक्त अनुपस्थित, उसकी ओर से
चिकित्सीय आधार पर हाज़िरी माफी प्रार्थना पत्र प्रस्तुत। स्वीकार किया गया। अभियुक्त को चेतावनी दी जाती है कि
आगामी तिथि पर अनुपस्थित रहने पर गैर-जमानती वारण्ट जारी किया जाएगा। दिनांक 14.10.2030 को पेश हो।
                                              अपर मुख्य न्यायिक मजिस्ट्रेट-द्वितीय, आजमगढ़
""")
u("backlog/2029-10/WhatsApp Chat with Haji Salim Mubarakpur.txt", "whatsapp_export", "Haji Mohd. Salim", "2030-09-12", ["C06"], [], """
30/10/29, 19:40 - Haji Salim Mubarakpur: Vakeel sahab aadab. Aaj Agrahari aaya?
30/10/29, 19:52 - S N Rai Adv: Aadab Haji sahab. Nahi aaya, madam ne 10,000 ka zamanti warrant kar diya. Agli tareekh 3 December.
15/01/30, 20:11 - Haji Salim Mubarakpur: Mediation me kya hoga? hamare karigar 3 mahine se intezar me hain
15/01/30, 20:20 - S N Rai Adv: 28 Jan ko mediation centre chaliye. Kisht ki baat likhit me lenge.
12/09/30, 10:05 - Haji Salim Mubarakpur: Kal phir nahi aaya wo? Ab kya?
12/09/30, 10:12 - S N Rai Adv: Nahi, medical laga diya. Madam ne kaha agli baar NBW. 14 October ko bayan hai, aap bhi aaiyega.
""")

# ---------------- C07 Rukhsar maintenance
u("backlog/2029-11/rukhsar notice 13 nov.docx", "typed_note_docx", L, "2029-11-13", ["C07"], ["C07-H01"], """
13.11.2029 - Family Court Azamgarh - Misc Case 612/2029 (144 BNSS) - Rukhsar Bano v. Mohd. Arif
Arif Dubai me - notice uske walid Mohd. Yunus (Sarai Mir) ke zariye aur WhatsApp par bhi - court ne allow kiya.
Dwivedi ji ne kaha dono paksh apni aamdani ka halafnama denge (Rajnesh v Neha format).
ND 10.12.2029.
""")
u("backlog/2029-12/munshi 10 dec family court.jpg", "handwritten_note_photo", K, "2029-12-10", ["C07"], ["C07-H02"], """
10.12.2029 - परिवार न्यायालय
रुखसार बानो बनाम मो. आरिफ - विपक्षी की ओर से शमशेर अली वकील आए, दुबई से दस्तखत वकालतनामा लगाया।
जवाब के लिए समय माँगा। अगली तारीख 14.01.2030
""")
u("backlog/2030-01/rukhsar 14.1.txt", "typed_note_txt", L, "2030-01-14", ["C07"], ["C07-H03"], """
14.1.30 FC - Rukhsar
Shamsher Ali ne jawab diya: Rukhsar apni marzi se gayi, dahej ki maang jhooth, Arif ki tankhwah sirf 1,800 dirham.
Arif ke income affidavit me salary certificate nahi. Hamara affidavit Rukhsar ka - koi aamdani nahi, silai ka kaam bhi nahi.
Judge: dono affidavits on record, next date interim par.
ND 18.2.30
""")
u("backlog/2030-02/IMG_20300218_160344.jpg", "handwritten_note_photo", L, "2030-02-18", ["C07"], ["C07-H04"], """
18.2.30 Family Ct
Rukhsar - interim par bahas se pehle judge ne mediation bheja (Arif VC se judega). 
Abdul Rahim (walid) bole "sulah nahi, bachchi ka kharcha chahiye".
ND 25.3.30
""")
u("backlog/2030-03/Family Court order 25.03.2030 misc 612.pdf", "certified_order_sheet_scan", "Family Court, Azamgarh", "2030-03-27", ["C07"], ["C07-H05"], """
न्यायालय प्रधान न्यायाधीश, परिवार न्यायालय, आजमगढ़
प्रकीर्ण वाद संख्या 612/2029   रुखसार बानो आदि बनाम मो. आरिफ   (धारा 144 भा.ना.सु.सं.)
25.03.2030
मध्यस्थता आख्या: विपक्षी वीडियो कॉल पर नहीं जुड़ा, मध्यस्थता असफल। अंतरिम भरण-पोषण प्रार्थना पत्र पर सुना।
विपक्षी दुबई में कार्यरत है; उसके आय शपथपत्र के साथ वेतन प्रमाणपत्र नहीं है। अतः विपक्षी को निर्देशित किया
जाता है कि वह प्रार्थिनी को 8,000 रुपये तथा पुत्री कु. अलीज़ा को 4,000 रुपये, कुल 12,000 रुपये प्रतिमाह
अंतरिम भरण-पोषण प्रार्थना पत्र की तिथि से अदा करे। साक्ष्य हेतु दिनांक 06.05.2030 नियत।
                                              प्रधान न्यायाधीश, परिवार न्यायालय, आजमगढ़
""")
u("backlog/2030-05/rukhsar PW1 6 may.docx", "typed_note_docx", L, "2030-05-06", ["C07"], ["C07-H06"], """
06.05.2030 - FC Azamgarh - Rukhsar Bano v. Mohd. Arif
PW1 Rukhsar ka mukhya bayan (affidavit) - dahej me motorcycle ki maang, 11.03.2028 ko maar kar nikala.
Interim kharcha ek paisa nahi diya - arrears 12,000 x 1 + application date se. Vasooli (recovery) appl. u/s 144(3)
BNSS file ki. Shamsher Ali ne jirah ke liye time.
ND 01.07.2030.
""")
u("backlog/2030-07/rukhsar 1 july.txt", "typed_note_txt", L, "2030-07-01", ["C07"], ["C07-H07"], """
1.7.30 FC - Rukhsar
PW1 jirah Shamsher Ali - 45 min. Rukhsar ne saaf kaha Dubai jaane se pehle Arif ne talaq ki dhamki di thi.
PW2 Abdul Rahim (walid) ka bayan + jirah.
Arif ke walid Yunus ne court me Rs. 36,000 diye (3 mahine ka) - recovery appl. par. Rasid li.
ND 26.8.30 - vipakshi saakshya.
""")
u("backlog/2030-07/receipt 36000 Rukhsar.jpg", "document_photo", "Family Court, Azamgarh (nazarat receipt)", "2030-07-01", ["C07"], [], """
रसीद - नज़ारत, परिवार न्यायालय, आजमगढ़      दिनांक 01.07.2030
प्रकीर्ण वाद 612/2029 रुखसार बानो बनाम मो. आरिफ
प्राप्त: 36,000 रुपये (छत्तीस हज़ार) - मो. यूनुस (विपक्षी के पिता) द्वारा, भरण-पोषण बकाया मद में
प्रार्थिनी रुखसार बानो को भुगतान किया गया।        ह0 नाज़िर
""")
u("backlog/2030-08/20300826_150912.jpg", "handwritten_note_photo", L, "2030-08-26", ["C07"], ["C07-H08"], """
26/8/30  Parivar nyayalay - Rukhsar
Hamara saakshya band. Vipakshi saakshya - Shamsher Ali ne kaha Arif ka halafnama Dubai se aa raha (notary + embassy).
Time mil gaya. Judge naraz: "agli tareekh par saakshya nahi to band".
ND 18.10.30
""")

# ---------------- C08 Kalawati MACT
u("backlog/2030-01/kalawati 24 jan.txt", "typed_note_txt", L, "2030-01-24", ["C08"], ["C08-H03"], """
24.01.2030 - MACT Azamgarh (Shukla ji, court 5) - MACP 318/2029 Kalawati Devi v. Ram Milan Yadav
National Insurance ka WS (Rajiv Ranjan Srivastava): driver Ram Milan ka licence LMV ka tha, truck heavy transport
vehicle - licence valid nahi. Permit bhi challenge.
Issues framed (4). ND 07.03.2030 - PW1 Kalawati.
Phoolchand mitti ke bartan + chaak ka kaam, approx 15,000 mahina.
""")
u("backlog/2030-03/MACP 318 PW1 7.3.docx", "typed_note_docx", L, "2030-03-07", ["C08"], ["C08-H04"], """
07.03.2030 - MACT Azamgarh - MACP 318/2029 - Kalawati Devi & ors v. Ram Milan Yadav & anr
PW1 Kalawati ka bayan (affidavit) + jirah by Rajiv Ranjan Srivastava. Income proof? - "kumhaar ka kaam, haat me
bartan bechte the". Chaar aashrit: Kalawati, 2 bachche, saas.
FIR 155/2029 PS Lalganj Ex. A-1, PM report Ex. A-2.
ND 25.04.2030 - PW2 Santosh (chashmdeed).
""")
u("backlog/2030-07/MACT order MACP 318 25.07.2030.pdf", "certified_order_sheet_scan", "MACT, Azamgarh", "2030-07-26", ["C08"], ["C08-H06"], """
न्यायालय पीठासीन अधिकारी, मोटर दुर्घटना दावा अधिकरण / अपर जिला जज, कोर्ट संख्या 5, आजमगढ़
एम.ए.सी.पी. संख्या 318/2029   कलावती देवी आदि बनाम राम मिलन यादव आदि
25.07.2030
याचीगण के अधिवक्ता एवं बीमा कम्पनी के अधिवक्ता श्री राजीव रंजन श्रीवास्तव उपस्थित। पी.डब्लू.-2 संतोष कुमार
की जिरह बीमा कम्पनी की ओर से की गई। याचीगण के अधिवक्ता के कथन पर याची साक्ष्य समाप्त। विपक्षीगण
साक्ष्य हेतु दिनांक 19.09.2030 नियत। विपक्षीगण अपने साक्षी उपस्थित रखें।
                                              पीठासीन अधिकारी, एम.ए.सी.टी., आजमगढ़
""")
u("backlog/2030-09/IMG_20300919_142801.jpg", "handwritten_note_photo", L, "2030-09-19", ["C08"], ["C08-H07"], """
19.9.30  MACT ct 5 - Kalawati
Insurance ka investigator (DW1 Sri Alok Mishra) nahi aaya - Rajiv Ranjan ne time maanga.
Shukla ji: "antim avsar", agle par nahi aaya to saakshya band.
ND 7.11.30
""")

# ---------------- the junior's chats (Faisal)
u("backlog/2030-01/WhatsApp Chat with Faisal Jr.txt", "whatsapp_export", J, "2030-01-08", ["C02", "C06", "C08"], ["C08-H01", "C02-H01", "C06-H01", "C02-H02", "C08-H02"], """
22/10/29, 13:10 - Faisal Jr: Sir Phulpur - Naseem wale me defendants aa gaye, Ziaul Haq sahab ne WS ke liye waqt liya. ND 26/11
22/10/29, 13:12 - S N Rai Adv: Theek. Shabana ko bata do
25/10/29, 12:40 - Faisal Jr: Sir MACT Kalawati - teeno vipakshi ko notice jari ho gaya. ND 6.12.29
30/10/29, 14:05 - Faisal Jr: Sir ACJM-II - Agrahari hazir nahi hua, madam ne 10,000 ka BW kar diya. ND 3/12
26/11/29, 13:30 - Faisal Jr: Sir Phulpur - WS phir nahi aaya. Madam ne 500 rupaye harjana lagaya, ND 7 Jan
26/11/29, 13:31 - S N Rai Adv: Harjana hamein milega na?
26/11/29, 13:33 - Faisal Jr: Ji sir, vaadi ko
06/12/29, 12:55 - Faisal Jr: Sir MACT - malik (owner) ka WS aa gaya, insurance company ne WS ke liye waqt liya. ND 24.1.30
""")
u("backlog/2030-09/WhatsApp Chat with Faisal Jr (2).txt", "whatsapp_export", J, "2030-09-19", ["C02", "C06", "C08"], ["C02-H06", "C08-H05", "C06-H07", "C08-H07"], """
22/04/30, 16:45 - Faisal Jr: Sir Naseem bhai ka bayan VC se ho gaya (chief). Jirah Ziaul Haq sahab ne taal di - bole documents dekhne hain. ND 8 July
22/04/30, 16:46 - S N Rai Adv: Ok
25/04/30, 13:20 - Faisal Jr: Sir MACT - Santosh (PW2) ka mukhya bayan ho gaya. Rajiv Ranjan ji ne jirah ke liye waqt maanga. ND 25.7.30
12/06/30, 12:15 - Faisal Jr: Sir ACJM-II me Srivastava ji nahi aaye, session me busy. Agrahari ki haziri maafi lagi. Madam ne 1000 harjana lagaya. ND 7/8
12/06/30, 12:17 - S N Rai Adv: Haji sahab ko batana
19/09/30, 14:40 - Faisal Jr: Sir MACT me investigator phir nahi aaya, Shukla sir ne last opportunity di. ND 7 Nov
""")

# ---------------- a page about two matters, the plan, the cause list
u("backlog/2030-10/Scan_20301005 register page.jpg", "handwritten_note_photo", K, "2030-10-05", ["C06", "C03"], [], """
05.10.2030 शनिवार - रजिस्टर
1. हाजी सलीम साहब (मुबारकपुर) आए - फीस 5,000 रुपये दिए। 14.10 को बयान अभियुक्त, साथ में बिल बुक लाएंगे।
2. सुखदेई देवी का लड़का संतराम आया - कुर्रा आपत्ति का जवाब तैयार करना है, 22.10.2030 लालगंज।
""")
u("backlog/2030-10/week plan 14-19 oct.docx", "typed_note_docx", L, "2030-10-12", ["C01", "C06", "C05", "C02", "C07", "C03"], [], """
HAFTE KA PLAN - 14 se 22 October 2030
Som 14/10  SOC chakbandi - Ramjatan bahas (ACO report 10.04.30 padh lena). 11 baje.
           ACJM-II - Haji Salim 138 - bayan 351 BNSS; absent ho to NBW ki maang. Faisal pehle pahunchega.
Mangal 15/10  HC Allahabad - Rinku bail, court 71 (Pankaj ji ko brief bheja, main nahi jaunga).
Budh 16/10  Phulpur - Naseem - handwriting expert appl. + PW3 Aqeel. Faisal.
Shukra 18/10  Family court - Rukhsar - vipakshi saakshya; Arif ka halafnama aaya ki nahi dekhna.
Mangal 22/10  Lalganj SDM - Sukhdei kurra objection ka jawab.
Pending: Kalawati MACT - DW1 ke liye 7 Nov tak kuch nahi; Rinku ke 6 cases ki list update.
""")
u("backlog/2030-10/ACJM II cause list 14.10.2030.pdf", "cause_list_pdf", "District Court, Azamgarh", "2030-10-12", ["C06"], [], """
जनपद न्यायालय आजमगढ़ - वाद सूची दिनांक 14.10.2030 (सोमवार)
न्यायालय अपर मुख्य न्यायिक मजिस्ट्रेट-द्वितीय, कक्ष संख्या 14
क्र.  वाद संख्या              पक्षकार                                          प्रक्रम
1    परिवाद 2218/2028       बैंक ऑफ बड़ौदा बनाम इरशाद अहमद                  साक्ष्य
2    परिवाद 4127/2029       हाजी अब्दुल सत्तार एण्ड संस बनाम राकेश अग्रहरि   बयान अभियुक्त
3    परिवाद 511/2030        अंसारी हैण्डलूम बनाम मो. शाहिद                   हाज़िरी
4    फौ.वा. 1902/2029       राज्य बनाम दिनेश राजभर (आबकारी)                 बहस
""")
