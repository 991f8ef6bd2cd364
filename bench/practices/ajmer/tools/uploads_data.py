"""The uploads of the Ajmer practice: what Adv. Paliwal, his juniors Pooja and Lokesh and the munshi Kanhaiya Lal kept."""

L, P, LJ, K = "Vinod Kumar Paliwal", "Pooja Harwani", "Lokesh Jangid", "Kanhaiya Lal Sen (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ================= C01 Gurjar mining lease writ (HC Jaipur)
u("backlog/2028-10/ME Ajmer cancellation order ML 28-2009.pdf", "document_scan", "Mining Engineer, Ajmer", "2028-09-22", ["C01"], [], """
राजस्थान सरकार
कार्यालय खनि अभियन्ता, अजमेर
क्रमांक: खअ/अज/ML-28/2009/3417                       दिनांक: 22.09.2028
आदेश
खनन पट्टा संख्या 28/2009 (चेजा पत्थर / masonry stone), ग्राम तिलोनिया, तहसील किशनगढ़, पट्टाधारी श्री गिरधारी लाल गुर्जर।
पट्टाधारी द्वारा वर्ष 2026-27 एवं 2027-28 का डेड रेन्ट राशि रु. 3,48,000/- जमा नहीं कराया गया तथा स्वीकृत क्षेत्र
से बाहर अवैध खनन पाया गया। अतः राजस्थान अप्रधान खनिज रियायत नियम, 2017 के तहत उक्त खनन पट्टा निरस्त किया जाता है।
                                                    खनि अभियन्ता, अजमेर
""")
u("backlog/2028-11/writ Gurjar admission 8.11.docx", "typed_note_docx", L, "2028-11-08", ["C01"], ["C01-H01"], """
SBCWP 14562/2028 Girdhari Lal Gurjar v. State - Jaipur Bench, Ct. 11, Bhandari J
8.11.2028 (Wed) - admission
Argued: cancellation without show cause on illegal mining point; dead rent dispute only.
Bhandari sahab ne pucha "original record kahan hai?" - AAG Chaturvedi ke paas nahi tha.
ORDER: notice; operation of cancellation order dt 22.09.2028 stayed subject to deposit of dead rent Rs. 3,48,000
within 4 weeks. ND 16.01.2029.
Girdhari ji ko bola - challan turant bharo, DMG ke naam.
""")
u("backlog/2028-11/IMG_20281202_113015.jpg", "document_photo", "State Bank of India, Kishangarh", "2028-12-02", ["C01"], [], """
STATE BANK OF INDIA  -  Madanganj Kishangarh branch
e-GRAS challan  No. 0093xxxx     Date 02/12/2028
Head: 0853 - Non-ferrous mining & metallurgical industries (Dead Rent)
Depositor: GIRDHARI LAL GURJAR   ML No. 28/2009   Office: Mining Engineer Ajmer
Amount: Rs. 3,48,000/- (Rupees Three Lakh Forty Eight Thousand only)      PAID
""")
u("backlog/2029-01/20290116_174402.jpg", "handwritten_note_photo", L, "2029-01-16", ["C01"], ["C01-H02"], """
16/1/29  Jaipur HC  Ct 11
Gurjar writ - AAG Chaturvedi: "instructions from Director Mines Udaipur awaited" - time maanga.
Bhandari J - original record next date pe chahiye, warna Mining Engineer personally.
Deposit receipt dikhaya - stay continue.
ND 12/3/29
""")
u("backlog/2029-03/SBCWP-14562-2028 order 12.03.2029.pdf", "certified_order_sheet_scan", "Rajasthan High Court, Bench at Jaipur", "2029-03-13", ["C01"], ["C01-H03"], """
HIGH COURT OF JUDICATURE FOR RAJASTHAN
BENCH AT JAIPUR
S.B. Civil Writ Petition No. 14562/2028
Girdhari Lal Gurjar                                              ----Petitioner
                                   Versus
State Of Rajasthan & Ors.                                        ----Respondents
For Petitioner(s)   : Mr. Vinod Kumar Paliwal
For Respondent(s)   : Mr. Vikram Chaturvedi, AAG
HON'BLE MR. JUSTICE HARISH CHANDRA BHANDARI
Order
12/03/2029
Reply on behalf of the respondents has been filed today; the original record has also been produced, which is
returned. The petitioner disputes the finding of mining outside the sanctioned area. Let the Mining Engineer, Ajmer
get a demarcation of the lease area done by DGPS survey in the presence of the petitioner and file the report within
six weeks. Interim order to continue.
List on 07.05.2029.
                                                        (HARISH CHANDRA BHANDARI),J
""")
u("backlog/2029-05/gurjar 7 may.txt", "typed_note_txt", L, "2029-05-07", ["C01"], ["C01-H04"], """
7.5.29 Jaipur - Gurjar writ
DGPS report file nahi hui. AAG ne kaha survey team Tilonia gayi thi, "barish/aandhi ke karan" nahi hua (may me!).
Bhandari J naraz - costs Rs. 5,000 on State, payable to petitioner. Report within 6 weeks, last opportunity.
ND 06.08.2029 (vacation ke baad)
""")
u("backlog/2029-07/DGPS demarcation report Tilonia ML 28-2009.pdf", "document_scan", "Mining Engineer, Ajmer", "2029-07-26", ["C01"], [], """
OFFICE OF THE MINING ENGINEER, AJMER
DGPS DEMARCATION REPORT - ML No. 28/2009 (masonry stone), village Tilonia, tehsil Kishangarh
Date of survey: 19.07.2029 in presence of lessee Sh. Girdhari Lal Gurjar and Surveyor Sh. Naveen Agrawal
Sanctioned area: 1.00 hectare (pillars P1-P4)
Findings: pits found outside pillar P3-P4 line over an area of 0.18 hectare towards khasra 611 (Govt. gair mumkin
magra). Depth 3 to 4 metres. Old working; no fresh excavation seen.
                                                    Mining Engineer, Ajmer
""")
u("backlog/2029-08/SBCWP-14562-2028 order 06.08.2029.pdf", "certified_order_sheet_scan", "Rajasthan High Court, Bench at Jaipur", "2029-08-07", ["C01"], ["C01-H05"], """
HIGH COURT OF JUDICATURE FOR RAJASTHAN
BENCH AT JAIPUR
S.B. Civil Writ Petition No. 14562/2028
Girdhari Lal Gurjar Versus State Of Rajasthan & Ors.
For Petitioner(s)   : Mr. Vinod Kumar Paliwal
For Respondent(s)   : Mr. Vikram Chaturvedi, AAG
HON'BLE MR. JUSTICE HARISH CHANDRA BHANDARI
Order
06/08/2029
The DGPS report has been placed on record. It finds old workings over 0.18 hectare outside the sanctioned area.
Learned counsel for the petitioner submits that the workings are of the previous lessee and no show cause notice on
this ground was ever issued. Rejoinder be filed within three weeks. Cost of Rs. 5,000/- imposed on 07.05.2029 has been
paid. List for final arguments on 22.10.2029.
                                                        (HARISH CHANDRA BHANDARI),J
""")

# ================= C02 Bhanwar doda post (NDPS Ajmer)
u("backlog/2028-09/FIR 211 PS Nasirabad Sadar.pdf", "document_scan", "Police Station Nasirabad Sadar", "2028-08-16", ["C02"], [], """
प्रथम सूचना रिपोर्ट (धारा 173 बीएनएसएस)
जिला: अजमेर   थाना: नसीराबाद सदर   एफआईआर संख्या: 0211   दिनांक: 16.08.2028
अधिनियम एवं धाराएं: एनडीपीएस एक्ट 1985 - 8/15
विवरण: नाकाबंदी के दौरान ब्यावर रोड पर एक पिकअप RJ-01-GA-xxxx को रोका गया। चालक ने अपना नाम भंवरलाल पुत्र मांगीलाल
जाट निवासी ग्राम श्रीनगर बताया। तलाशी में दो प्लास्टिक कट्टों में डोडा पोस्त कुल वजन 38 किलो 600 ग्राम बरामद।
मौके पर दो नमूने 500-500 ग्राम लिए गए। अभियुक्त गिरफ्तार।        उप निरीक्षक हनुमान सहाय मीणा, थाना नसीराबाद सदर
""")
u("backlog/2028-10/IMG-20281005-WA0011.jpg", "handwritten_note_photo", K, "2028-10-05", ["C02"], ["C02-H01"], """
दिनांक 05.10.2028 (गुरुवार)
एनडीपीएस कोर्ट अजमेर - स्टेट बनाम भंवरलाल जाट (डोडा पोस्त)
जमानत अर्जी पे बहस कोनी होई। पीपी माथुर साब बोल्या एफएसएल रिपोर्ट अर केस डायरी कोनी आई।
सोहनलाल जी (भाई) आया था, फीस 5,000 जमा।
अगली तारीख 13.10.2028
- कन्हैया
""")
u("backlog/2028-10/bhanwar bail args 13.10.txt", "typed_note_txt", L, "2028-10-13", ["C02"], ["C02-H02"], """
13.10.28 NDPS Ct Ajmer - Bhanwar Lal bail
Argued 40 min: 38.6 kg = intermediate qty (commercial is 50 kg) so s.37 rigour nahi; in jail since 16.08; challan
already filed; FSL report abhi tak nahi; no criminal antecedents.
Mathur PP: pickup owner ka pata nahi, accused ne source nahi bataya.
Tanwar sahab: "order 20 tarikh ko sunayenge". Order reserved. ND 20.10.2028
""")
u("backlog/2028-10/NDPS 37-2028 bail order 20.10.2028.pdf", "certified_order_sheet_scan", "Special Judge, NDPS Act Cases, Ajmer", "2028-10-23", ["C02"], ["C02-H03"], """
न्यायालय विशिष्ट न्यायाधीश, एनडीपीएस एक्ट प्रकरण, अजमेर
पीठासीन अधिकारी: श्री राजीव कुमार तंवर, आरएचजेएस
सेशन प्रकरण (एनडीपीएस) संख्या 37/2028        राज्य बनाम भंवरलाल पुत्र मांगीलाल जाट
एफआईआर 211/2028 थाना नसीराबाद सदर, धारा 8/15 एनडीपीएस एक्ट
आदेशिका दिनांक 20.10.2028
राज्य की ओर से श्री महावीर प्रसाद माथुर, विशिष्ट लोक अभियोजक उपस्थित। अभियुक्त की ओर से श्री विनोद कुमार पालीवाल
अधिवक्ता उपस्थित। अभियुक्त न्यायिक अभिरक्षा में।
जमानत प्रार्थना पत्र पर आदेश सुनाया गया। बरामद मात्रा 38 किलो 600 ग्राम वाणिज्यिक मात्रा से कम है, आरोप पत्र प्रस्तुत
हो चुका है। अतः जमानत प्रार्थना पत्र स्वीकार कर अभियुक्त को रु. 1,00,000/- के व्यक्तिगत मुचलके एवं रु. 50,000-50,000/-
की दो जमानतों पर रिहा किए जाने का आदेश दिया जाता है। अभियुक्त प्रत्येक तारीख पेशी पर उपस्थित रहेगा।
पत्रावली वास्ते बहस चार्ज दिनांक 28.11.2028 को पेश हो।
                                                        विशिष्ट न्यायाधीश
""")
u("backlog/2028-11/doda post charge 28-11-28.docx", "typed_note_docx", L, "2028-11-28", ["C02"], ["C02-H04"], """
State v. Bhanwar Lal - NDPS 37/2028 - 28.11.2028
Charge framed u/s 8/15(b) NDPS (intermediate). Accused pleaded not guilty, claimed trial.
Discharge plea on 52A not accepted at this stage - "trial me dekhenge" (Tanwar sahab).
Prosecution list: PW1 SI Hanuman Sahay Meena, PW2 Ladu Ram (motbir), PW3 HC Shyam Lal (malkhana), PW4 IO
CI Bhagwan Singh. ND 18.01.2029 PE.
""")
u("backlog/2029-03/bhanwar PW1 cross 6.3.29.docx", "typed_note_docx", L, "2029-03-06", ["C02"], ["C02-H06"], """
NDPS 37/2028 - 06.03.2029 - PW1 SI Hanuman Sahay Meena (came on BW)
Cross points:
- weighing on spot with "kanta" of a kiryana shop on Beawar road - shop owner not made witness.
- admitted: no Gazetted officer / magistrate called; 50(1) notice in Hindi, accused "angutha" only.
- admitted: naka ka rojnamcha entry 9.10 PM, seizure memo time 8.40 PM (!)
- no independent witness from the village; Ladu Ram is a tea-stall man of Nasirabad.
ND 24.04.2029 for PW2.
""")
u("backlog/2029-03/PW1 bayan certified copy NDPS 37-2028.pdf", "document_scan", "Special Judge, NDPS Act Cases, Ajmer", "2029-03-08", ["C02"], ["C02-H06"], """
बयान अभियोजन साक्षी संख्या 1 - हनुमान सहाय मीणा, उप निरीक्षक, थाना नसीराबाद सदर   दिनांक 06.03.2029
(शपथ पर) दिनांक 16.08.2028 को मैं मय जाब्ता नाकाबंदी पर था। पिकअप रोकी, चालक भंवरलाल था। कट्टों में डोडा पोस्त था।
मौके पर पास की दुकान के कांटे से तौल किया, वजन 38 किलो 600 ग्राम आया।
जिरह: यह सही है कि कांटे वाले दुकानदार को गवाह नहीं बनाया। यह सही है कि मौके पर कोई राजपत्रित अधिकारी नहीं बुलाया।
यह कहना गलत है कि पिकअप किसी और की थी और अभियुक्त केवल ड्राइवर था।
                                             आरओएसी   विशिष्ट न्यायाधीश
""")
u("backlog/2029-04/IMG_20290424_162205.jpg", "handwritten_note_photo", L, "2029-04-24", ["C02"], ["C02-H07"], """
24/4/29 NDPS - Bhanwar
PW2 Ladu Ram motbir - HOSTILE. bola "main to chai pila raha tha, kagaz pe sign police ne thane me karaye".
PP Mathur ne cross kiya - declared hostile. Humne cross nahi kiya (zaroorat nahi).
ND 19/6 - PW3 malkhana.
""")
u("backlog/2029-06/ndps 19 june.txt", "typed_note_txt", L, "2029-06-19", ["C02"], ["C02-H08"], """
19.06.29 NDPS (criminal courts chalu, civil me vacation)
PW3 HC Shyam Lal (malkhana moharrir) examined.
Cross: admitted s. 52A inventory/sampling before magistrate NOT done; samples sent to FSL on 03.09.2028 (18 days late).
Tanwar sahab ne khud pucha "52A ka certificate kahan hai?" - PP ke paas nahi.
ND 21.08.2029 for IO.
""")

# ================= C03 Santosh MACT (MACT-1 Ajmer)
u("backlog/2028-08/claim petition Santosh Devi MACT.pdf", "document_scan", L, "2028-08-14", ["C03"], [], """
BEFORE THE MOTOR ACCIDENT CLAIMS TRIBUNAL NO. 1, AJMER
Claim Petition u/s 166 Motor Vehicles Act, 1988
Smt. Santosh Devi w/o late Ramkishore Prajapat & 3 others, r/o Champanagar, Beawar           ...Claimants
Versus
1. Sukhdev Singh (driver)  2. Harjeet Transport Co., Bhilwara (owner)  3. National Insurance Co. Ltd.   ...Non-applicants
On 03.06.2028 at about 7.30 PM deceased Ramkishore (age 34) was going on his motorcycle from Ajmer to Beawar when
trailer no. RJ-06-GC-xxxx, driven rashly by NA1, hit him from behind near Saradhana on the Ajmer-Beawar highway. He
died on the spot. The deceased worked as a tile fitter with Balaji Tiles, Beawar earning Rs. 18,000 per month.
Compensation claimed: Rs. 42,60,000 with interest @ 9%.
""")
u("backlog/2028-11/santosh mact 29.11.txt", "typed_note_txt", L, "2028-11-29", ["C03"], ["C03-H02"], """
29.11.28 MACT-1 Ajmer - Santosh Devi
NA3 National Insurance (Lodha) reply: driver Sukhdev ka DL LMV + HTV, but HTV/transport endorsement expired
11.02.2028 (accident 03.06.2028) - "breach of policy". Also contributory negligence - no helmet.
NA1 NA2 served, absent - ex parte proceed.
Bhargava sahab ne insurer se pucha "koi offer hai?" - Lodha: divisional office se puchhenge.
ND 23.01.2029 issues.
""")
u("backlog/2029-01/IMG-20290123-WA0004.jpg", "handwritten_note_photo", K, "2029-01-23", ["C03"], ["C03-H03"], """
दिनांक 23.01.2029
एमएसीटी-1 अजमेर - संतोष देवी बनाम सुखदेव सिंह
पांच विवाद्यक बणाया। बीमा कंपनी वाला लोढ़ा साब फेर बोल्या ऑफर कोनी।
अगली तारीख 20.03.2029 प्रार्थी साक्ष्य - संतोष देवी ने साथ लावणो है।
- कन्हैया
""")
u("backlog/2029-03/Santosh AW1 20.03.2029.docx", "typed_note_docx", L, "2029-03-20", ["C03"], ["C03-H04"], """
MAC 118/2028 - 20.03.2029 - AW1 Santosh Devi
Chief by affidavit tendered. Cross by Lodha:
- admitted she did not see the accident; heard from Mohan Lal.
- husband's salary "18 hazaar, haath me milta tha" - no salary slip, only a letter of Balaji Tiles.
- two children (8 and 5) and mother-in-law dependent.
Bhargava sahab: "insurer offer laye agli baar" - Lodha silent.
ND 15.05.2029 for AW2 eyewitness.
""")
u("backlog/2029-05/20290515_131850.jpg", "handwritten_note_photo", L, "2029-05-15", ["C03"], ["C03-H05"], """
15/5 MACT - Santosh
AW2 Mohan Lal Regar (eyewitness, chai ki thadi near Saradhana) - chief done: trailer was overtaking a roadways bus,
hit the bike from behind.
Lodha - cross ke liye time, "divisional office Jaipur se instructions".
ND 17/7/29
""")
u("backlog/2029-07/MAC 118-2028 order sheet 17.07.2029.pdf", "certified_order_sheet_scan", "MACT No. 1, Ajmer", "2029-07-19", ["C03"], ["C03-H06"], """
MOTOR ACCIDENT CLAIMS TRIBUNAL NO. 1, AJMER
MAC Case No. 118/2028     Smt. Santosh Devi & Ors. vs Sukhdev Singh & Ors.
17.07.2029
Present: Sh. Vinod Kumar Paliwal for the claimants. Sh. Pradeep Lodha for NA3. NA1 and NA2 ex parte.
AW2 Mohan Lal cross-examined by counsel for NA3. AW3 Suresh Soni, proprietor Balaji Tiles, Beawar examined; he
proves the letter Ex. C-9 that the deceased was paid Rs. 18,000 per month in cash. Cross-examined. Claimants' evidence
closed. NA3 to lead evidence; it wishes to examine the clerk of the licensing authority, DTO Bhilwara.
Put up on 04.09.2029 for NA evidence.
                                                         Judge, MACT No. 1, Ajmer
""")
u("backlog/2029-10/MACT-1 Ajmer cause list 10.10.2029.pdf", "cause_list_pdf", "District Courts, Ajmer", "2029-10-09", ["C03"], [], """
DISTRICT COURTS AJMER - DAILY CAUSE LIST - WEDNESDAY 10.10.2029
COURT: MOTOR ACCIDENT CLAIMS TRIBUNAL NO. 1, AJMER (Sh. Anil Kumar Bhargava)
Sr.  Case No.        Title                                          Stage
1    MAC/77/2027    Rukmani Devi vs Rajasthan State Road Trans. Corp  Arguments
2    MAC/118/2028   Santosh Devi vs Sukhdev Singh                  NA Evidence
3    MAC/201/2028   Farida Bano vs Shriram General Insurance       Issues
4    MAC/36/2029    Naresh Saini vs Gopal Lal                      Reply
5    MAC/140/2029   Kavita Tak vs United India Insurance           Lok Adalat reference
""")

# ================= C04 Shiv Shakti marble recovery (Kishangarh)
u("backlog/2028-07/legal notice Sanwariya Stone.docx", "typed_note_docx", L, "2028-07-10", ["C04"], [], """
VINOD KUMAR PALIWAL, Advocate, Chamber 47, Kutchery Road, Ajmer
Regd. AD                                                          Dated 10.07.2028
To, M/s Sanwariya Stone Traders, through prop. Sh. Mukesh Khandelwal, Hanuman Market, Madanganj-Kishangarh
Sub: Legal notice for recovery of Rs. 2,84,600/-
My client M/s Shiv Shakti Marbles, RIICO Marble Area, Kishangarh, through prop. Sh. Dinesh Kumawat supplied you
Makrana/Kishangarh white marble slabs (total 4,120 sq ft) under bills no. 112, 127 and 139 between 02.01.2028 and
20.02.2028. Against Rs. 4,34,600 you paid only Rs. 1,50,000. You are called upon to pay Rs. 2,84,600 with interest
@ 18% p.a. within 15 days, failing which a suit shall be filed at your risk and cost.
""")
u("backlog/2028-08/Shiv Shakti ledger Sanwariya account.pdf", "document_scan", "M/s Shiv Shakti Marbles", "2028-08-20", ["C04"], [], """
SHIV SHAKTI MARBLES - LEDGER  A/c: SANWARIYA STONE TRADERS, MADANGANJ   (Tally print)
02-01-2028  Bill 112  white marble slab 1,450 sqft              1,52,250 Dr
25-01-2028  Bill 127  white marble slab 1,320 sqft              1,38,600 Dr
20-02-2028  Bill 139  Albeta / white slab 1,350 sqft            1,43,750 Dr
10-03-2028  By cheque HDFC 004412                               1,00,000 Cr
05-04-2028  By cash                                               50,000 Cr
Closing balance                                                 2,84,600 Dr
""")
u("backlog/2029-01/civil suit 56-2028 aadeshika 31.01.2029.pdf", "certified_order_sheet_scan", "Civil Judge and ACJM, Kishangarh", "2029-02-02", ["C04"], ["C04-H03"], """
न्यायालय सिविल न्यायाधीश एवं अतिरिक्त मुख्य न्यायिक मजिस्ट्रेट, किशनगढ़
सिविल वाद संख्या 56/2028   मै. शिव शक्ति मार्बल्स बनाम मै. सांवरिया स्टोन ट्रेडर्स
आदेशिका दिनांक 31.01.2029
वादी की ओर से श्री लोकेश जांगिड़ अधिवक्ता (श्री विनोद कुमार पालीवाल की ओर से) उपस्थित। प्रतिवादी की ओर से श्री अशोक
खण्डेलवाल अधिवक्ता उपस्थित। उभयपक्ष के अभिवचनों के आधार पर निम्न छः विवाद्यक विरचित किए गए:
1. क्या वादी ने प्रतिवादी को माल सप्लाई कर रु. 2,84,600 बकाया है?  2. क्या सप्लाई की गई स्लैब दोषपूर्ण थीं?
3. क्या प्रतिवादी रु. 61,000 के मुजरा (set-off) का अधिकारी है?  4. ब्याज  5. क्षेत्राधिकार  6. अनुतोष
वादी अपनी साक्ष्य दिनांक 15.03.2029 को प्रस्तुत करे। वादी मूल बिल एवं लेजर साथ लावे।
                                                   सिविल न्यायाधीश एवं एसीजेएम, किशनगढ़
""")
u("backlog/2029-04/marble suit PW1 cross 26-4.docx", "typed_note_docx", L, "2029-04-26", ["C04"], ["C04-H05"], """
CS 56/2028 Kishangarh - 26.04.2029 - PW1 Dinesh Kumawat cross by Khandelwal
- admitted 3 slabs of bill 139 had "hairline crack", replaced free on 05.03.2028 (Dinesh ne khud bola - galti!)
- denied that whole lot of bill 139 was "pila" (yellow tint); said Albeta slab ka natural colour.
- ledger Ex. P-4 and bills Ex. P-1 to P-3 exhibited; originals shown to Purohit madam.
- cheque Rs. 1,00,000 admitted; cash Rs. 50,000 - no receipt but ledger entry.
ND 12.07.2029 PW2 accountant.
""")
u("backlog/2029-09/IMG_20290913_140522.jpg", "handwritten_note_photo", L, "2029-09-13", ["C04"], ["C04-H07"], """
13/9 Kishangarh - Shiv Shakti
PW2 Manoj Sharma (accountant, Tally) - ledger proved, 65B certificate diya.
Khandelwal ka cross 10 min - only "entries baad me daali".
PE closed. DE - DW1 Mukesh Khandelwal (owner, vakil ka bhai nahi!) ka affidavit next date.
ND 25/10/29
""")

# ================= C05 Pushkar hotel eviction (Rent Tribunal)
u("backlog/2028-09/lease deed Brahma Vilas Pushkar.pdf", "document_scan", "Sub Registrar, Pushkar", "2022-04-01", ["C05"], [], """
LEASE DEED (registered, Sub Registrar Pushkar, Book No. 1, Document No. 2022004417)
Lessor: Smt. Kamla Parashar w/o late Shiv Narayan Parashar, Varah Ghat Road, Pushkar
Lessee: M/s Sarovar Heritage Hospitality, a partnership firm, through partner Sh. Rohit Malhotra
Premises: Hotel Brahma Vilas, 14 rooms with terrace, near Varah Ghat, Pushkar
Term: 9 years from 01.04.2022. Rent: Rs. 1,00,000 per month for first 3 years, then Rs. 1,10,000, payable by the
10th of each month. The lessee shall not sublet or part with possession of any portion without written consent.
""")
u("backlog/2028-11/IMG_20281115_125544.jpg", "handwritten_note_photo", L, "2028-11-15", ["C05"], ["C05-H01"], """
15/11/28  Rent Tribunal - Brahma Vilas (Parashar)
Bhardwaj appeared for Sarovar Heritage - reply ke liye time.
Joshi sahab: "pehle kiraya jama karao, baaki baad me" - arrears application ka notice.
Girish ji ko bataya - rooftop cafe "Lake View Cafe" ka photo + menu card lao (subletting proof).
ND 10/1/29
""")
u("backlog/2029-01/brahma vilas reply 10 jan.txt", "typed_note_txt", L, "2029-01-10", ["C05"], ["C05-H02"], """
10.01.2029 Rent Tribunal - Parashar v. Sarovar Heritage
Reply filed by Bhardwaj: (1) registered lease of 9 years, commercial hotel - "business" not "premises", Tribunal has
no jurisdiction; (2) rent paid till Aug 2028; (3) cafe is run by the firm's own staff, no subletting.
Our count: arrears Sep 2028 - Feb 2029 = 6 months x 1,10,000 = 6,60,000.
ND 21.02.2029 deposit application.
""")
u("backlog/2029-02/EP 22-2028 Rent Tribunal order 21.02.2029.pdf", "certified_order_sheet_scan", "Rent Tribunal, Ajmer", "2029-02-23", ["C05"], ["C05-H03"], """
न्यायालय किराया अधिकरण, अजमेर
बेदखली याचिका संख्या 22/2028   श्रीमती कमला पाराशर बनाम मै. सरोवर हेरिटेज हॉस्पिटैलिटी
आदेशिका दिनांक 21.02.2029
याचिकाकर्ता की ओर से श्री विनोद कुमार पालीवाल, अप्रार्थी की ओर से श्री रोहित भारद्वाज अधिवक्ता उपस्थित।
किराया जमा कराने के प्रार्थना पत्र पर बहस सुनी। अप्रार्थी को आदेश दिया जाता है कि वह सितम्बर 2028 से फरवरी 2029 तक का
बकाया किराया रु. 6,60,000/- तीस दिवस में अधिकरण में जमा करावे तथा आगे का किराया रु. 1,10,000/- प्रतिमाह प्रत्येक
माह की 15 तारीख तक जमा करावे। क्षेत्राधिकार की आपत्ति पर आदेश बाद में।
पत्रावली वास्ते पालना दिनांक 18.04.2029 को पेश हो।
                                                          किराया अधिकरण, अजमेर
""")
u("backlog/2029-04/18.4.29 kutchery.txt", "typed_note_txt", L, "2029-04-18", ["C05", "C07"], ["C05-H04", "C07-H04"], """
18.04.2029 (Wed) - Ajmer kutchery, do matter

1) Rent Tribunal - Brahma Vilas: Sarovar ne sirf Rs. 3,30,000 jama kiya (aadha). Baaki ke liye "season off tha"
bola Bhardwaj. Humne defence strike off ki application di (s. 19 ke under). Joshi sahab - reply 23 May tak. ND 23.05.2029.

2) ADJ-2 Vyas sahab - Vaswani partition: PW1 Kishore ka chief (affidavit) + part cross by Motwani.
Motwani: "upar ki manzil Kishore ne 2015 me khud banwai, baap ke paise se nahi" - Kishore denied, bola papa ki
pension + dukaan ki kamai se bani. Baaki cross next. ND 19.07.2029 (vacation June).
""")
u("backlog/2029-05/IMG-20290523-WA0008.jpg", "handwritten_note_photo", K, "2029-05-23", ["C05"], ["C05-H05"], """
दिनांक 23.05.2029 - किराया अधिकरण अजमेर
ब्रह्मा विलास पुष्कर वालो केस - जोशी साब ने भारद्वाज जी की क्षेत्राधिकार आळी आपत्ति खारिज कर दी।
बाकी किरायो 15 दिन में जमा करावणो। नहीं तो बचाव खत्म।
अब याचिकाकर्ता की गवाही - गिरीश जी ने लावणो।
अगली तारीख 08.08.2029
- कन्हैया
""")
u("backlog/2029-08/parashar PW1 8.8.txt", "typed_note_txt", L, "2029-08-08", ["C05"], ["C05-H06"], """
08.08.29 Rent Tribunal - Brahma Vilas
PW1 Girish Parashar chief (affidavit) + exhibits: lease deed Ex. P-1, cafe photos Ex. P-5 to P-8, Zomato listing
printout "Lake View Cafe - managed by Anand Hospitality" Ex. P-9.
Bhardwaj cross (1 hr): rent receipts; "aapne 2027 me cafe ke liye oral permission di thi?" - Girish: "kabhi nahi".
Cross incomplete. ND 17.10.2029.
Balance Rs. 3,30,000 deposited by Sarovar on 05.06.2029 (checked in tribunal file).
""")
u("backlog/2029-08/WhatsApp Chat with Girish Parashar Pushkar.txt", "whatsapp_export", "Girish Parashar", "2029-09-02", ["C05"], [], """
14/02/29, 19:12 - Girish Parashar: Namaskar vakil sahab. Cafe wala board abhi bhi laga hai, photo bhej raha hu
14/02/29, 19:13 - Girish Parashar: <Media omitted>
14/02/29, 19:40 - Vinod Paliwal Adv: Theek hai. Menu card bhi le aana, aur date wali bill
06/06/29, 10:05 - Girish Parashar: Sir unhone baaki 3,30,000 kal jama kar diya hai suna
06/06/29, 10:20 - Vinod Paliwal Adv: Haan, file me dekh lenge. Gawahi 8 Aug ko hai, aap khud aana
02/09/29, 18:30 - Girish Parashar: Sir Pushkar mela (Kartik) se pehle faisla ho sakta hai kya? Booking ho rahi hai unki
02/09/29, 18:45 - Vinod Paliwal Adv: Mushkil hai. 17 Oct ko aapka cross baaki hai.
""")

# ================= C06 Dargah Bazar shop rent (Rent Tribunal)
u("backlog/2028-11/money order wapas Haji sahab.jpg", "document_photo", "India Post, Ajmer HO", "2028-11-05", ["C06"], [], """
INDIA POST - MONEY ORDER (e-MO) - RETURNED
Payee: Smt. Shakuntala Devi Gupta, Civil Lines, Ajmer     Amount: Rs. 4,500/-
Remitter: Abdul Rasheed, Garib Nawaz Chadar Ghar, Dargah Bazar, Ajmer   Message: kiraya October 2028
Remark: "Lene se inkar" (Refused)   Date 05.11.2028   Ajmer H.O.
""")
u("backlog/2028-12/IMG-20281213-WA0015.jpg", "handwritten_note_photo", K, "2028-12-13", ["C06"], ["C06-H01"], """
दिनांक 13.12.2028 - किराया अधिकरण
हाजी अब्दुल रशीद साब (दरगाह बाजार दुकान) - कुरैशी जी मालकिन की तरफ सूं। किरायो 4,500 सूं 18,000 करावणो चाहवे।
हाजी साब हाजिर। जवाब पेश करणो।
अगली तारीख 07.02.2029
- कन्हैया
""")
u("backlog/2029-02/haji sahab reply 7.2.txt", "typed_note_txt", L, "2029-02-07", ["C06"], ["C06-H02"], """
07.02.29 Rent Tribunal - Shakuntala Gupta v. Haji Abdul Rasheed (chadar ghar)
Reply filed: shop 9x11 ft, 1987 se kirayedar (walid Haji Ghulam Nabi ke zamane se); market rent near Nizam Gate
around 8-9 thousand not 18,000; landlady refused MO.
Rent deposit of Rs. 27,000 (Oct 2028 - Mar 2029, 6 x 4,500) taken on record.
Qureshi ji ne kaha valuation report denge. ND 04.04.2029.
""")
u("backlog/2029-04/20290404_154010.jpg", "handwritten_note_photo", L, "2029-04-04", ["C06"], ["C06-H03"], """
4/4/29 Rent Trib. - Haji sahab
Joshi sahab: "9,000 pe raazi ho jao dono, case khatam" - Qureshi: client se puchhenge. Haji sahab: 8,000 max.
Urs ke baad ki baat - Haji sahab bole "inshallah nipat jayega".
ND 16/5
""")
u("backlog/2029-05/RP 61-2028 compromise order 16.05.2029.pdf", "certified_order_sheet_scan", "Rent Tribunal, Ajmer", "2029-05-18", ["C06"], ["C06-H04"], """
न्यायालय किराया अधिकरण, अजमेर
किराया याचिका संख्या 61/2028   श्रीमती शकुन्तला देवी गुप्ता बनाम हाजी अब्दुल रशीद
आदेशिका दिनांक 16.05.2029
याचिकाकर्ता स्वयं मय अधिवक्ता श्री इकबाल अहमद कुरैशी। अप्रार्थी स्वयं मय अधिवक्ता श्री विनोद कुमार पालीवाल।
उभयपक्ष द्वारा राजीनामा प्रस्तुत किया गया। राजीनामा अनुसार दुकान का किराया दिनांक 01.06.2029 से रु. 8,500/- प्रतिमाह
होगा, जिसमें प्रत्येक तीन वर्ष पश्चात 5 प्रतिशत की वृद्धि होगी। अधिकरण में जमा किराया याचिकाकर्ता को देय होगा।
याचिका राजीनामा के आधार पर निस्तारित की जाती है। पत्रावली बाद तकमील दाखिल दफ्तर हो।
                                                          किराया अधिकरण, अजमेर
""")

# ================= C07 Vaswani partition (ADJ-2 Ajmer)
u("backlog/2029-02/commission report Naya Bazar house.pdf", "document_scan", "Sh. Sunil Bhagnani, Advocate (Local Commissioner)", "2029-02-09", ["C07"], [], """
REPORT OF THE LOCAL COMMISSIONER - Civil Suit No. 112/2027, ADJ No. 2, Ajmer
Kishore Kumar Vaswani vs Smt. Jamna Bai Vaswani & Ors.
Site visited on 02.02.2029 in presence of the plaintiff, D1 and D2 and their counsel.
House No. 14/212, Naya Bazar, Ajmer (near Agra Gate): ground floor 1,240 sq ft - front shop "Vaswani Dry Fruits"
(in use of D2 Prakash) and two rooms behind; first floor 1,180 sq ft - three rooms and kitchen (plaintiff living).
Staircase common. Site plan annexed (Annexure A). Approximate market value Rs. 1.35 crore as per DLC rates.
                                                    Sunil Bhagnani, Advocate / Local Commissioner
""")
u("backlog/2028-10/Vaswani issues 19.10.2028.docx", "typed_note_docx", L, "2028-10-19", ["C07"], ["C07-H01"], """
CS 112/2027 Vaswani - ADJ-2 Vyas sahab - 19.10.2028
Issues framed (five): share of each (1/4 - Amma, Kishore, Prakash, Bhavna); whether the ground floor shop is D2's
self-acquired business; whether partition by metes and bounds possible; mesne profits; relief.
Motwani (for Jamna Bai and Prakash) - bola "Amma chahti hai dukaan Prakash ke paas rahe". Bhavna (D3, Ulhasnagar) ex parte.
ND 14.12.2028 - our application for local commission.
""")
u("backlog/2028-12/IMG-20281214-WA0019.jpg", "handwritten_note_photo", K, "2028-12-14", ["C07"], ["C07-H02"], """
दिनांक 14.12.2028 - एडीजे-2 अजमेर
वासवानी बंटवारा - कमीशन की अर्जी मंजूर। एडवोकेट सुनील भगनानी कमिश्नर। फीस 7,000 वादी देसी।
मोटवानी जी विरोध कियो, पण व्यास साब बोल्या नक्शो जरूरी है।
अगली तारीख 15.02.2029
- कन्हैया
""")
u("backlog/2029-02/vaswani 15 feb.txt", "typed_note_txt", L, "2029-02-15", ["C07"], ["C07-H03"], """
15.2.29 ADJ-2 - Vaswani
LC report filed (Bhagnani). Motwani objections for D2: valuation too high; shop is Prakash's own business since 2009,
not "joint". Vyas sahab: objections on record, decide with the suit.
Kishore ji ne kaha Amma (Jamna Bai) ab Ulhasnagar Bhavna ke paas jaana chahti hai.
ND 18.04.2029 PE.
""")
u("backlog/2029-08/Vaswani PW1 cross complete 30.08.docx", "typed_note_docx", L, "2029-08-30", ["C07"], ["C07-H06"], """
Vaswani partition - ADJ-2 - 30.08.2029
Mediation report: FAILED. Jamna Bai wants ground floor (dukaan) to Prakash, Kishore ko upar ki manzil - Kishore not
agreeable without owelty money; Prakash offered Rs. 15 lakh, Kishore asking 30.
PW1 Kishore cross concluded by Motwani: admitted electricity bill of ground floor in Prakash's name since 2011.
Next: PW2 - Bhavna (sister) will come from Ulhasnagar to support.
ND 10.11.2029
""")
u("backlog/2029-08/correction vaswani ND.txt", "typed_note_txt", L, "2029-08-31", ["C07"], [], """
CORRECTION 31.8.29 - Vaswani partition: kal ke note me ND 10.11.2029 likh diya - GALAT. Order sheet me 10.10.2029 hai
(Pooja ne reader se confirm kiya). Sahi agli tarikh 10.10.2029, PW2 Bhavna.
""")

# ================= C08 Sendra khatedari suit (SDO Beawar)
u("backlog/2028-09/jamabandi nakal Sendra khasra 1123 1124.jpg", "document_photo", "Patwari Halqa Sendra", "2028-09-18", ["C08"], [], """
जमाबन्दी नकल   ग्राम: सेन्दड़ा   तहसील: ब्यावर   संवत 2082-2085
खाता संख्या 241   खातेदार: गोपीराम पुत्र हरजी रावत (फौत) - वारिसान: भागीरथ, रामस्वरूप पुत्रान ... (नामान्तरण 312 द्वारा)
खसरा 1123  बारानी-प्रथम  1.27 हैक्टेयर
खसरा 1124  चाही         1.14 हैक्टेयर         कुल 2.41 हैक्टेयर
नामान्तरण संख्या 312 दिनांक 14.06.2027 - "आपसी बंटवारा" के आधार पर खसरा 1124 रामस्वरूप के नाम
नकल जारी 18.09.2028                                          पटवारी हल्का सेन्दड़ा
""")
u("backlog/2028-09/girdawari Sendra 1124.pdf", "document_scan", "Patwari Halqa Sendra", "2028-09-18", ["C08"], [], """
खसरा गिरदावरी - ग्राम सेन्दड़ा, तहसील ब्यावर
खसरा 1124 (चाही, 1.14 है.)
संवत 2083 खरीफ: काश्त भागीरथ - मूंग/बाजरा;   रबी: काश्त भागीरथ - गेहूं
संवत 2084 खरीफ: काश्त भागीरथ - बाजरा;        रबी: काश्त भागीरथ - जौ
संवत 2085 खरीफ: काश्त भागीरथ - ग्वार
                                                          पटवारी हल्का सेन्दड़ा
""")
u("backlog/2029-01/IMG-20290109-WA0021.jpg", "handwritten_note_photo", K, "2029-01-09", ["C08"], ["C08-H02"], """
दिनांक 09.01.2029 - एसडीओ कोर्ट ब्यावर
भागीरथ बनाम रामस्वरूप - चौधरी जी जवाब पेश कियो। बोल्या बंटवारो 2027 में पंचां के सामने होयो।
एसडीओ साब पटवारी ने गिरदावरी अर नक्शो ट्रेस लेर बुलायो।
अगली तारीख 27.02.2029
- कन्हैया
""")
u("backlog/2029-02/Revenue Suit 47-2028 aadeshika 27.02.2029.pdf", "certified_order_sheet_scan", "SDO-cum-Assistant Collector, Beawar", "2029-03-01", ["C08"], ["C08-H03"], """
न्यायालय उपखण्ड अधिकारी एवं सहायक कलक्टर, ब्यावर
राजस्व वाद संख्या 47/2028 (धारा 88, 188 राजस्थान काश्तकारी अधिनियम, 1955)
भागीरथ पुत्र गोपीराम रावत बनाम रामस्वरूप पुत्र गोपीराम रावत वगैरह
आदेशिका दिनांक 27.02.2029
पटवारी हल्का सेन्दड़ा मय रिकॉर्ड उपस्थित। खसरा गिरदावरी संवत 2083 से 2085 तक खसरा 1124 पर काश्त वादी भागीरथ की दर्ज है।
प्रथम दृष्टया वादी का कब्जा है। धारा 212 के अस्थायी निषेधाज्ञा प्रार्थना पत्र को स्वीकार कर प्रतिवादीगण को आदेशित किया
जाता है कि वे वाद के निस्तारण तक खसरा 1124 में वादी के कब्जे में हस्तक्षेप न करें एवं भूमि का हस्तान्तरण न करें।
पत्रावली वास्ते जवाब दावा / तनकीहात दिनांक 16.04.2029 को पेश हो।
                                                   उपखण्ड अधिकारी एवं सहायक कलक्टर, ब्यावर
""")
u("backlog/2029-04/BoR revision notice Ram Swaroop.pdf", "document_scan", "Board of Revenue for Rajasthan, Ajmer", "2029-04-10", ["C08"], [], """
BOARD OF REVENUE FOR RAJASTHAN, AJMER
Revision No. 1187/2029/TA/Ajmer-Beawar
Ram Swaroop s/o Gopi Ram Rawat vs Bhagirath s/o Gopi Ram Rawat
Revision u/s 230 Rajasthan Tenancy Act against the order dated 27.02.2029 of the SDO-cum-Assistant Collector, Beawar
(temporary injunction). Notice to the non-petitioner. Stay application to be heard on 22.05.2029.
                                                    Registrar, Board of Revenue
""")
u("backlog/2029-05/sendra 28 may.txt", "typed_note_txt", L, "2029-05-28", ["C08"], ["C08-H05"], """
28.05.29 SDO Beawar - Bhagirath v. Ram Swaroop
BoR (Ajmer) ne 22.05 ko stay nahi diya - revision pending, injunction kayam.
SDO sahab ne 4 issues banaye: (1) khatedari of plaintiff in 1124 (2) naamantaran 312 void? (3) aapsi batwara hua ya
nahi (4) relief. Choudhary bole batwara likhit nahi, "zubani" tha - note kar liya!
ND 24.07.2029 PE.
""")
u("backlog/2029-07/PXL_20290724_122918.jpg", "handwritten_note_photo", L, "2029-07-24", ["C08"], ["C08-H06"], """
24/7 Beawar SDO - Bhagirath
PW1 Bhagirath chief + cross by Choudhary.
- 1124 me kuan (well) papa ne 1994 me khudwaya; bijli connection Bhagirath ke naam 2016 se.
- admitted 1123 Ram Swaroop jotata hai.
- batwara: "koi batwara nahi hua, naamantaran meri gair-hazri me khula".
ND 25/9 - PW2 Patwari (summons).
""")

# ================= the juniors' chats
u("backlog/2029-02/WhatsApp Chat with Pooja Harwani Jr.txt", "whatsapp_export", P, "2029-02-01", ["C03", "C02"], ["C03-H01", "C02-H05"], """
11/10/28, 12:10 - Pooja Harwani Jr: Sir MACT-1 Santosh Devi wala - notice issue ho gaye teeno NA ko. ND 29.11.28
11/10/28, 12:11 - Pooja Harwani Jr: PF aur dasti ki copies le li hai
11/10/28, 12:30 - Vinod Paliwal Adv: ok. Lodha insurance ka hai, dekhna
20/10/28, 15:02 - Vinod Paliwal Adv: Bhanwar ko bail mil gayi! Sohan ko bolo sureties le aaye, 2 chahiye 50-50 hazaar ki
20/10/28, 15:04 - Pooja Harwani Jr: Wah sir 👏 bata deti hu
18/01/29, 13:15 - Pooja Harwani Jr: Sir NDPS - Bhanwar wala - koi PW nahi aaya. Tanwar sir ne SI Hanuman Sahay ko BW kar diya. Mathur sir bole summons tameel nahi hua
18/01/29, 13:16 - Pooja Harwani Jr: ND 6.3.29. Bhanwar haazir tha
18/01/29, 13:30 - Vinod Paliwal Adv: theek. 52A wali file ready rakho
""")
u("backlog/2029-09/WhatsApp Chat with Pooja Harwani Jr (2).txt", "whatsapp_export", P, "2029-09-05", ["C07", "C02", "C03"], ["C07-H05", "C02-H09", "C03-H07"], """
19/07/29, 12:40 - Pooja Harwani Jr: Sir Vaswani partition - Motwani sir nahi aaye, unke junior ne adjournment maanga
19/07/29, 12:41 - Pooja Harwani Jr: Vyas sir ne mediation me bhej diya, dono party 2 Aug ko mediation centre. ND 30.8.29
19/07/29, 12:55 - Vinod Paliwal Adv: Kishore ji ko bata do. Amma ko bhi le aaye
19/07/29, 12:58 - Pooja Harwani Jr: Kishore uncle bole "ammi ne to Prakash nu hi chahiye dukaan" 😅 (Sindhi me)
21/08/29, 13:05 - Pooja Harwani Jr: Sir NDPS Bhanwar - IO CI Bhagwan Singh nahi aaye. Tanwar sir ne BW 5000 ka kiya. ND 16.10.29
21/08/29, 13:06 - Pooja Harwani Jr: Mathur sir bole IO ka transfer Jhalawar ho gaya
04/09/29, 12:20 - Pooja Harwani Jr: Sir MACT Santosh - insurance ka gawah (DTO Bhilwara ka clerk) nahi aaya. Lodha sir ne time maanga
04/09/29, 12:21 - Pooja Harwani Jr: Bhargava sir ne 1000 cost lagayi claimants ko. Aur fir pucha "offer kab?" ND 10.10.29
04/09/29, 12:40 - Vinod Paliwal Adv: 10 Oct ko main khud aaunga. Costs ki raseed le lena
""")
u("backlog/2029-03/WhatsApp Chat with Lokesh Jangid.txt", "whatsapp_export", LJ, "2029-03-16", ["C04", "C08"], ["C04-H01", "C04-H02", "C08-H01", "C04-H04"], """
26/10/28, 11:50 - Lokesh Jangid: Sir Kishangarh Shiv Shakti wala - Khandelwal ji haazir hue, jawab dawa ke liye time. ND 7/12
26/10/28, 11:52 - Vinod Paliwal Adv: ok
21/11/28, 13:40 - Lokesh Jangid: Sir Beawar SDO - Bhagirath wala me notice ho gaya, status quo rakhne ka order. ND 9.1.29
21/11/28, 13:41 - Lokesh Jangid: Ram Swaroop ki taraf se Jeetmal Choudhary aaye the
07/12/28, 12:15 - Lokesh Jangid: Sir marble case me WS aa gaya - bolte hai slab kharab thi (crack + pila rang), 61,000 ka set-off maanga hai. ND 31.1.29
07/12/28, 12:20 - Vinod Paliwal Adv: set-off ki court fee di hai kya dekhna
15/03/29, 12:30 - Lokesh Jangid: Sir Kishangarh - PW1 Dinesh ji ka affidavit de diya. Khandelwal ji nahi aaye, bole Ajmer me busy hai. Purohit madam ne 500 cost lagayi. ND 26.4.29
15/03/29, 12:31 - Lokesh Jangid: madam bole next date pe original bill lekar aana
""")
u("backlog/2029-09/WhatsApp Chat with Lokesh Jangid (2).txt", "whatsapp_export", LJ, "2029-09-26", ["C04", "C08"], ["C04-H06", "C08-H04", "C08-H07"], """
16/04/29, 14:10 - Lokesh Jangid: Sir Beawar - Choudhary ji ne BoR me revision daal di, notice dikhaya. SDO sahab ne aage badha di. ND 28.5.29
16/04/29, 14:12 - Vinod Paliwal Adv: 22 May ko BoR me main dekh lunga
12/07/29, 12:45 - Lokesh Jangid: Sir Kishangarh marble - Khandelwal ji bole settlement ki baat chal rahi hai, time do. Madam ne 1000 cost pe time diya. ND 13.9.29
12/07/29, 12:47 - Lokesh Jangid: Mukesh ji 2 lakh full and final bol rahe hai, Dinesh ji kahte 2.5 se kam nahi
12/07/29, 13:00 - Vinod Paliwal Adv: Dinesh ji se baat karunga. Koi settlement nahi hua to PW2 ready
25/09/29, 15:30 - Lokesh Jangid: Sir Beawar SDO - SDO sahab "Prashasan Gaon ke Sang" camp me gaye hue, reader ne date de di. ND 6.11.29
25/09/29, 15:31 - Lokesh Jangid: Patwari ka summons reissue karwa diya
""")

# ================= week plan
u("backlog/2029-10/week plan 8-13 Oct.docx", "typed_note_docx", L, "2029-10-06", ["C03", "C07", "C02", "C05", "C01", "C04"], [], """
WEEK 8-13 Oct 2029
Wed 10/10 - MACT-1: Santosh (NA evidence - DTO Bhilwara clerk). Keep DL extract + endorsement dates chart. Costs 1000 receipt.
Wed 10/10 - ADJ-2: Vaswani - PW2 Bhavna (coming from Ulhasnagar 9th night). Pooja to attend ADJ-2 first.
Next week:
Tue 16/10 - NDPS: Bhanwar - IO. Prepare 52A + time gap (rojnamcha 9.10 PM vs memo 8.40 PM).
Wed 17/10 - Rent Tribunal: Brahma Vilas - Girish cross continues.
Mon 22/10 - Jaipur: Gurjar writ final args - rejoinder filed? CHECK (due 3 weeks from 6.8).
Thu 25/10 - Kishangarh: Shiv Shakti DE - DW1 Mukesh.
Pending: Santosh - interest calculation sheet; Girdhari ji se fees baaki Rs. 25,000.
""")
