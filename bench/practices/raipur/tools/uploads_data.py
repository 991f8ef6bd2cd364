"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


# ---------------------------------------------------------------- documents (dated by their own date)
up("backlog/2025-08/DEO patra samviliyan Lata Sahu.pdf", "document_scan", "District Education Officer, Raipur", "2025-08-04", ["C01"], [], """
कार्यालय जिला शिक्षा अधिकारी, रायपुर (छत्तीसगढ़)
क्रमांक / 2213 / संविलियन / स्था. / 2025                                  रायपुर, दिनांक 04.08.2025
प्रति,
श्रीमती लता साहू, शिक्षाकर्मी वर्ग-3,
शासकीय प्राथमिक शाला टेकारी, जनपद पंचायत अभनपुर, जिला रायपुर
विषय:- संविलियन हेतु अभ्यावेदन दिनांक 16.05.2025 के संबंध में।
उपरोक्त विषयांतर्गत लेख है कि छत्तीसगढ़ शासन, स्कूल शिक्षा विभाग के आदेश दिनांक 30.06.2018 के अनुसार दिनांक 01.07.2018 की स्थिति में 08 वर्ष की सेवा पूर्ण करने वाले शिक्षक (पंचायत) संवर्ग का ही स्कूल शिक्षा विभाग में संविलियन किया गया है।
आपकी नियुक्ति जनपद पंचायत अभनपुर के संकल्प क्रमांक 14 दिनांक 12.07.2007 द्वारा संविदा पर हुई थी तथा नियमित वेतनमान दिनांक 01.08.2011 से दिया गया है। अतः आपकी गणना योग्य सेवा दिनांक 01.07.2018 को 06 वर्ष 11 माह है, जो 08 वर्ष से कम है।
अतः आपका अभ्यावेदन अमान्य किया जाता है।
                                                  जिला शिक्षा अधिकारी, रायपुर
प्रतिलिपि:- मुख्य कार्यपालन अधिकारी, जनपद पंचायत अभनपुर
""")

up("backlog/2024-09/ST 42-2022 nirnay antim prishth.pdf", "document_scan", "Additional Sessions Judge (FTC), Mahasamund", "2024-09-18", ["C02"], [], """
न्यायालय: अपर सत्र न्यायाधीश (एफ.टी.सी.), महासमुंद (छ.ग.)
सत्र प्रकरण क्रमांक 42/2022          छ.ग. शासन द्वारा थाना पिथौरा  विरुद्ध  बिसाहू राम ध्रुव, उम्र 49 वर्ष, निवासी ग्राम भेलवाडीह
निर्णय दिनांक 18.09.2024 (अंतिम पृष्ठ)
34. अभियोजन साक्षी क्रमांक 1 गणेशी बाई एवं साक्षी क्रमांक 2 रामखिलावन के कथन से यह प्रमाणित है कि दिनांक 14.03.2022 को खेत की मेड़ के विवाद पर अभियुक्त ने मृतक फूल सिंह ध्रुव के सिर पर लाठी से एक वार किया, जिससे उसकी मृत्यु दिनांक 16.03.2022 को डॉ. भीमराव अम्बेडकर स्मृति चिकित्सालय, रायपुर में हुई।
35. घटना अचानक हुए झगड़े में हुई है, पूर्व नियोजन प्रमाणित नहीं है, परंतु अभियुक्त को यह ज्ञान था कि सिर पर लाठी के वार से मृत्यु संभावित है। अतः अभियुक्त को भा.दं.सं. की धारा 302 के स्थान पर धारा 304 भाग-2 के अपराध में दोषसिद्ध किया जाता है।
36. दण्ड: अभियुक्त को धारा 304 भाग-2 भा.दं.सं. के अंतर्गत 07 (सात) वर्ष के सश्रम कारावास एवं 2,000/- रुपये अर्थदण्ड से दण्डित किया जाता है; अर्थदण्ड अदा न करने पर 06 माह का अतिरिक्त सश्रम कारावास।
37. अभियुक्त दिनांक 15.03.2022 से न्यायिक अभिरक्षा में है; निरोध अवधि धारा 428 दं.प्र.सं. के अनुसार समायोजित की जाए।
                                                  सही/- अपर सत्र न्यायाधीश (एफ.टी.सी.), महासमुंद
""")

up("backlog/2026-02/nominal roll Bisahu Ram.pdf", "document_scan", "Jail Superintendent, District Jail Mahasamund", "2026-02-05", ["C02"], [], """
OFFICE OF THE JAIL SUPERINTENDENT, DISTRICT JAIL MAHASAMUND (C.G.)
No. 318/Jail/Warrant/2026                                                Date 05.02.2026
NOMINAL ROLL (as called for by the Hon'ble High Court of Chhattisgarh in CRA No. 1186/2024, order dated 16.12.2025)
Name of prisoner: Bisahu Ram Dhruw s/o Late Sukhram Dhruw     Convict No. 2241
Case: S.T. No. 42/2022, Addl. Sessions Judge (FTC) Mahasamund, judgment dated 18.09.2024
Offence / sentence: s. 304 Part II IPC - 7 years R.I. and fine Rs. 2,000/- (fine deposited 18.09.2024)
Date of arrest: 15.03.2022
Custody undergone as on 05.02.2026 (actual): 03 years 10 months 21 days
Remission earned: 04 months 10 days
Total (actual + remission): 04 years 03 months 01 day
Conduct in jail: Satisfactory. No punishment. Works in the jail garden.
Other cases pending: Nil
                                                  sd/- Jail Superintendent, District Jail Mahasamund
""")

up("backlog/2026-01/FIR 21-2026 Saraipali.jpg", "document_photo", "Police Station Saraipali", "2026-01-11", ["C03"], [], """
प्रथम सूचना रिपोर्ट (धारा 173 भा.ना.सु.सं.)
जिला: महासमुंद     थाना: सरायपाली     वर्ष: 2026     अपराध क्रमांक: 0021     दिनांक: 11/01/2026
अधिनियम एवं धाराएँ: स्वापक औषधि एवं मन:प्रभावी पदार्थ अधिनियम 1985 - धारा 20(b)(ii)(B)
घटना स्थल: सिंघोड़ा चेक पोस्ट, NH-53, थाना से लगभग 18 कि.मी. पूर्व       घटना का समय: 11/01/2026 05:40 बजे
सूचनाकर्ता: उप निरीक्षक के.एल. पैकरा, थाना सरायपाली
विवरण: मुखबिर की सूचना पर नाकेबंदी के दौरान मोटर सायकल क्रमांक CG-06-AK-4471 को रोका गया। चालक ने अपना नाम रोहित कुर्रे पिता मनीराम कुर्रे, उम्र 23 वर्ष, साकिन किसड़ी थाना सरायपाली बताया। मोटर सायकल पर रखे दो प्लास्टिक बोरी की तलाशी गवाहों के समक्ष लेने पर कुल 18.400 कि.ग्रा. गांजा मिला। आरोपी को गिरफ्तार किया गया।
""")

up("backlog/2024-01/namantaran aadesh Tahsildar Arang.pdf", "document_scan", "Tahsildar, Arang", "2024-01-22", ["C04"], [], """
न्यायालय तहसीलदार, तहसील आरंग, जिला रायपुर (छ.ग.)
राजस्व प्रकरण क्रमांक 202401180300127/अ-6/2023-24       ग्राम: भंसोज, प.ह.नं. 27
आवेदक: दुखित राम वर्मा एवं संतोष वर्मा, पिता स्व. बिसरू राम वर्मा
आदेश दिनांक 22.01.2024
आवेदकगण द्वारा फौती नामांतरण हेतु आवेदन प्रस्तुत किया गया। पटवारी प्रतिवेदन एवं ग्राम पंचायत भंसोज के पंचनामा दिनांक 02.11.2023 के अनुसार मृतक भूमिस्वामी बिसरू राम वर्मा (मृत्यु दिनांक 14.08.2023) के वारिसान पुत्र दुखित राम एवं संतोष हैं; पुत्री श्रीमती जानकी बाई ने अपना हक त्याग दिया है। इश्तहार प्रकाशन पश्चात कोई आपत्ति प्राप्त नहीं हुई।
अतः ग्राम भंसोज स्थित खसरा नंबर 312 रकबा 0.94 हे., 313/1 रकबा 0.70 हे., 318 रकबा 0.50 हे., कुल रकबा 2.14 हेक्टेयर भूमि पर मृतक के स्थान पर दुखित राम वर्मा एवं संतोष वर्मा का नाम बराबर हिस्से में दर्ज किया जाए। प्रकरण नस्तीबद्ध।
                                                                   तहसीलदार, आरंग
""")

up("backlog/2025-07/IMG_20250721_113014402.jpg", "document_photo", "Bank of Baroda", "2025-07-19", ["C05"], [], """
BANK OF BARODA  बैंक ऑफ़ बड़ौदा      Telibandha Branch, G.E. Road, Raipur 492006
CHEQUE RETURN MEMO / चेक वापसी ज्ञापन                    Date: 19-07-2025
Cheque No. 204517     Cheque date 15-07-2025     Amount Rs. 4,85,000.00
Drawer A/c: 3391xxxxxx0872  CHANDRAKAR CONSTRUCTION (Prop. BHUPENDRA CHANDRAKAR)
Presented by: DEWANGAN HARDWARE & PAINTS through State Bank of India, Pandri branch
Reason for return:  [01] FUNDS INSUFFICIENT
Charges Rs. 590 debited.                                     Authorised signatory
""")

up("backlog/2025-03/Award LA 07-A-82 Sejbahar.pdf", "document_scan", "Land Acquisition Officer & SDO (Revenue), Raipur", "2025-03-27", ["C06"], [], """
न्यायालय भू-अर्जन अधिकारी एवं अनुविभागीय अधिकारी (राजस्व), रायपुर
भू-अर्जन प्रकरण क्रमांक 07/अ-82/2023-24     परियोजना: सेजबहार-मुजगहन मार्ग चौड़ीकरण (लोक निर्माण विभाग)
अवार्ड (धारा 23, भूमि अर्जन, पुनर्वासन और पुनर्व्यवस्थापन में उचित प्रतिकर और पारदर्शिता का अधिकार अधिनियम, 2013)    दिनांक 27.03.2025
धारा 11 अधिसूचना: 14.06.2023     धारा 19 घोषणा: 09.02.2024
भूमिस्वामी: गणेश राम साहू पिता स्व. मंगलू राम साहू, ग्राम सेजबहार, तहसील व जिला रायपुर
खसरा नं. 214/3, अर्जित रकबा 0.810 हेक्टेयर, भूमि का प्रकार: असिंचित कृषि (एक फसली)
बाजार मूल्य: कलेक्टर गाइडलाइन दर 2022-23 के अनुसार रु. 11,37,000 प्रति हेक्टेयर = Rs. 9,21,000 (rounded)
गुणांक (नगरीय क्षेत्र): 1.00
सोलेशियम 100% = Rs. 9,21,000
कुल प्रतिकर (Total compensation) = Rs. 18,42,000/-  (अठारह लाख बयालीस हजार रुपये मात्र)
भूमिस्वामी द्वारा आपत्ति: बाजार मूल्य कम आंका गया। आपत्ति अमान्य।
                                         भू-अर्जन अधिकारी एवं अनुविभागीय अधिकारी (राजस्व), रायपुर
""")

# ---------------------------------------------------------------- certified order sheets and the cause list
up("backlog/2026-02/Scanned_20260219-1630.pdf", "certified_order_sheet_scan", "court", "2026-02-19", ["C01"], ["C01-H03"], """
HIGH COURT OF CHHATTISGARH, BILASPUR
WPS No. 4127 of 2025
Smt. Lata Sahu  Versus  State of Chhattisgarh and others
17.02.2026
Ms. Sunita Tiwari, Advocate for the petitioner.
Mr. Rakesh Jha, Deputy Government Advocate for the State/respondents No. 1 to 3.
Notice was accepted on behalf of the State on 09.12.2025 and the return was to be filed within four weeks. On 20.01.2026 three weeks' further time was granted as a last opportunity. Even today no return has been filed and learned State counsel again prays for time on the ground that instructions are awaited from the District Education Officer, Raipur.
This Court is constrained to observe that the State, in service matters of this nature, has become habituated to seeking time. Two weeks' time is granted to file the return, subject to deposit of costs of Rs. 5,000/- with the High Court Legal Services Committee, Bilaspur. The District Education Officer, Raipur (respondent No. 3) shall also file his personal affidavit explaining the basis on which the petitioner's service from 2007 has not been counted.
List on 24.03.2026.
                                                                 Sd/- (Devendra Nath Kashyap) Judge
""")

up("backlog/2026-10/WPS_4127_2025_order_13-10-2026.pdf", "certified_order_sheet_scan", "court", "2026-10-16", ["C01"], ["C01-H08"], """
HIGH COURT OF CHHATTISGARH, BILASPUR
WPS No. 4127 of 2025         Order reserved on: 25.08.2026     Order delivered on: 13.10.2026
Smt. Lata Sahu, aged about 44 years, Shiksha Karmi Varg-3, Government Primary School Tekari, Janpad Panchayat Abhanpur --- Petitioner
Versus
1. State of Chhattisgarh through Secretary, School Education Department, Mahanadi Bhawan, Nava Raipur  2. Director of Public Instruction, Raipur  3. District Education Officer, Raipur  4. Chief Executive Officer, Janpad Panchayat Abhanpur --- Respondents
For Petitioner: Ms. Sunita Tiwari, Advocate.  For State: Mr. Rakesh Jha, Deputy Government Advocate.
Hon'ble Shri Justice Devendra Nath Kashyap
ORDER
1. The petitioner was appointed Shiksha Karmi Varg-3 by resolution No. 14 dated 12.07.2007 of the Janpad Panchayat Abhanpur after selection, against a sanctioned post, and has worked without a break ever since. Her claim for samviliyan (absorption) in the School Education Department has been rejected by letter dated 04.08.2025 on the ground that only her service from 01.08.2011, when she was given the regular pay scale, is countable, which comes to 6 years 11 months as on 01.07.2018.
2. The resolution of 2007 produced by the State shows that the appointment was made on a sanctioned post after a regular selection. The label of "contract" for the first years does not make the service any less continuous. The State cannot take advantage of its own delay in giving the pay scale.
3. The petition is allowed. The respondents shall count the petitioner's service from 12.07.2007 for the purpose of samviliyan and pass an order of her samviliyan with effect from 01.07.2018 with all consequential benefits, including arrears of pay, within 90 days from the date of receipt of a copy of this order.
4. No order as to costs.
                                                                 Sd/- (Devendra Nath Kashyap) Judge
""")

up("backlog/2026-02/CRA1186-2024 ordersheet.pdf", "certified_order_sheet_scan", "court", "2026-02-11", ["C02"], ["C02-H01", "C02-H02", "C02-H03"], """
HIGH COURT OF CHHATTISGARH, BILASPUR - ORDER SHEET
CRA No. 1186 of 2024      Bisahu Ram Dhruw  Vs.  State of Chhattisgarh
16.12.2025  Ms. Sunita Tiwari, counsel for the appellant. Mrs. Shubhra Pandey, Panel Lawyer for the State.
Heard on I.A. No. 01, application for suspension of sentence and grant of bail. Before considering the application, let the nominal roll of the appellant be called for from the Jail Superintendent, District Jail Mahasamund. Registry to requisition the record of the trial court (S.T. No. 42/2022). List on 13.01.2026.
13.01.2026  Counsel as before. Nominal roll has not been received. Learned Panel Lawyer prays for time. Registry to send a reminder to the Jail Superintendent. List on 10.02.2026.
10.02.2026  Counsel as before. Nominal roll dated 05.02.2026 has been received, according to which the appellant has undergone actual custody of about 3 years and 11 months of the sentence of 7 years R.I. His conduct in jail is reported to be satisfactory. Considering the period undergone, that the conviction is under Section 304 Part II IPC and that the appeal is not likely to be heard in the near future, I.A. No. 01 is allowed. The execution of the jail sentence is suspended during the pendency of the appeal and the appellant be released on bail on his furnishing a personal bond in the sum of Rs. 25,000/- with one surety in the like sum to the satisfaction of the trial court, and he shall appear before the trial court on 19.03.2026 and thereafter before the Registry of this Court as and when directed. List the appeal for final hearing in due course.
                                                      Sd/- (Vibha Agrawal Dubey) Judge
""")

up("backlog/2026-05/MCRC 1420-2026 bail order.pdf", "certified_order_sheet_scan", "court", "2026-05-06", ["C03"], ["C03-H05"], """
HIGH COURT OF CHHATTISGARH, BILASPUR
MCRC No. 1420 of 2026       Rohit Kurre  Vs.  State of Chhattisgarh
05.05.2026
Ms. Sunita Tiwari, counsel for the applicant. Mr. Deepak Chandravanshi, Panel Lawyer for the State.
1. This is the first bail application under Section 483 of the BNSS, 2023 of the applicant, who is in custody since 11.01.2026 in connection with Crime No. 21/2026 registered at Police Station Saraipali, District Mahasamund, for the offence under Section 20(b)(ii)(B) of the NDPS Act. His bail application was rejected by the Special Judge (NDPS), Mahasamund on 20.02.2026.
2. The case diary has been perused. The quantity is 18.400 kg of ganja, which is less than commercial quantity. The charge-sheet has been filed on 28.03.2026. The criminal antecedent pointed out by the State (Crime No. 144/2023, P.S. Basna) has ended in acquittal on 12.12.2024, as stated on affidavit and verified by the State counsel.
3. Without commenting on the merits, the applicant is directed to be released on bail on his furnishing a personal bond of Rs. 50,000/- with one surety in the like sum to the satisfaction of the trial court, on the condition that he shall mark his presence at Police Station Saraipali on the first Monday of every month till the conclusion of the trial and shall not change his residence without informing the trial court.
4. The MCRC is allowed and disposed of.
                                                      Sd/- (Narendra Prasad Kosle) Judge
""")

up("backlog/2026-03/Scanned_20260320-1215.pdf", "certified_order_sheet_scan", "court", "2026-03-20", ["C04"], ["C04-H01", "C04-H02", "C04-H03", "C04-H04"], """
न्यायालय: तृतीय व्यवहार न्यायाधीश वर्ग-1, रायपुर (पीठासीन अधिकारी: श्रीमती श्वेता गौरहा)
आदेश पत्रिका - व्यवहार वाद क्रमांक 87-ए/2025      श्रीमती जानकी बाई वर्मा  विरुद्ध  दुखित राम वर्मा एवं अन्य
11.12.2025  वादी द्वारा श्रीमती सुनीता तिवारी अधि.। प्रतिवादी क्र. 1, 2 के अधिवक्ता श्री अशोक कुमार बंजारे की ओर से आवेदन प्रस्तुत कि वे माननीय उच्च न्यायालय बिलासपुर में व्यस्त हैं। जवाबदावा प्रस्तुत नहीं। रु. 500/- वाद व्यय वादी को देय की शर्त पर अंतिम अवसर। प्रतिवादी क्र. 3 की ओर से शासकीय अधिवक्ता श्री गजेन्द्र सोनवानी। प्रकरण दिनांक 08.01.2026 जवाबदावा हेतु।
08.01.2026  वाद व्यय रु. 500/- अदा। प्रतिवादी क्र. 1, 2 द्वारा जवाबदावा एवं आदेश 7 नियम 11 सि.प्र.सं. का आवेदन प्रस्तुत, प्रति वादी को दी गई। शासकीय अधिवक्ता द्वारा प्रतिवादी क्र. 3 का जवाबदावा प्रस्तुत करने हेतु समय चाहा गया, तहसीलदार आरंग से निर्देश अप्राप्त। प्रकरण दिनांक 19.02.2026 आदेश 7 नियम 11 के आवेदन के जवाब, तर्क एवं प्रतिवादी क्र. 3 के जवाबदावा हेतु।
19.02.2026  वादी द्वारा आवेदन का जवाब प्रस्तुत। उभय पक्ष के तर्क सुने गए। वाद बंटवारे एवं स्वत्व घोषणा का है जो व्यवहार न्यायालय में ही विचारणीय है; छ.ग. भू-राजस्व संहिता की धारा 257 का वर्जन आकर्षित नहीं होता। आदेश 7 नियम 11 का आवेदन निरस्त। प्रतिवादी क्र. 3 का जवाबदावा 90 दिवस से अधिक समय बीतने के बाद भी प्रस्तुत नहीं, अतः जवाबदावा प्रस्तुत करने का अधिकार समाप्त। प्रकरण दिनांक 12.03.2026 वाद प्रश्न विरचना हेतु।
12.03.2026  उभय पक्ष के अभिवचनों के आधार पर निम्न वाद प्रश्न विरचित किए गए: (1) क्या वादी वादग्रस्त भूमि में 1/3 अंश की सह-भूमिस्वामी है? (2) क्या वादी ने पंचनामा दिनांक 02.11.2023 द्वारा अपना हक त्याग दिया है? (3) क्या तहसीलदार आरंग का नामांतरण आदेश दिनांक 22.01.2024 वादी पर बंधनकारी नहीं है? (4) क्या वाद का मूल्यांकन उचित है? (5) सहायता एवं व्यय? पारिवारिक विवाद होने से प्रकरण मध्यस्थता केंद्र, जिला न्यायालय रायपुर को प्रेषित, पक्षकार दिनांक 28.03.2026 को उपस्थित हों। प्रकरण दिनांक 16.04.2026 मध्यस्थता रिपोर्ट/वादी साक्ष्य हेतु।
                                                  सही/- तृतीय व्यवहार न्यायाधीश वर्ग-1, रायपुर
""")

up("backlog/2026-09/Scanned_20260910-1102.pdf", "certified_order_sheet_scan", "court", "2026-09-10", ["C04"], ["C04-H08", "C04-H09"], """
न्यायालय: तृतीय व्यवहार न्यायाधीश वर्ग-1, रायपुर
आदेश पत्रिका - व्यवहार वाद क्रमांक 87-ए/2025      श्रीमती जानकी बाई वर्मा  विरुद्ध  दुखित राम वर्मा एवं अन्य
06.08.2026  वादी सहित अधि.। प्रतिवादी क्र. 1, 2 के अधि.। वादी साक्षी हल्का पटवारी श्री रामप्रसाद मरकाम पर समंस की तामील होने के बावजूद द्वितीय बार अनुपस्थित। उनके विरुद्ध रु. 2,000/- का जमानती वारंट तहसीलदार आरंग के माध्यम से जारी हो। प्रकरण दिनांक 03.09.2026 वादी साक्ष्य हेतु।
03.09.2026  वादी साक्षी क्र. 2 रामप्रसाद मरकाम, हल्का पटवारी प.ह.नं. 27 उपस्थित, जमानती वारंट निरस्त। साक्षी का मुख्य परीक्षण एवं प्रतिपरीक्षण किया गया। साक्षी द्वारा खसरा पांचसाला वर्ष 2023-24 (प्र.पी.-4) एवं किश्तबंदी खतौनी बी-1 (प्र.पी.-5) प्रमाणित किए गए। वादी की ओर से साक्ष्य समाप्त घोषित। प्रकरण दिनांक 08.10.2026 प्रतिवादी साक्ष्य हेतु।
                                                  सही/- तृतीय व्यवहार न्यायाधीश वर्ग-1, रायपुर
""")

up("backlog/2026-07/HP Scan 01.07.2026.pdf", "certified_order_sheet_scan", "court", "2026-07-01", ["C05"], ["C05-H05", "C05-H06"], """
IN THE COURT OF JUDICIAL MAGISTRATE FIRST CLASS, RAIPUR (C.G.)  -  Presiding Officer: Kumari Priyanka Lakra
Criminal Complaint No. 2341/2025    M/s Dewangan Hardware & Paints through Prop. Manoj Dewangan  Vs.  Bhupendra Chandrakar
(Under Section 138 of the Negotiable Instruments Act, 1881)
22.05.2026  Complainant with counsel Ms. Sunita Tiwari (through Shri Tushar Thakur, Adv.). Accused absent. No application for exemption. Counsel for the accused Shri Nitin Agrawal also absent. The interim compensation of Rs. 97,000/- directed on 13.02.2026 has not been paid. Issue bailable warrant of Rs. 5,000/- against the accused. Case fixed for 26.06.2026 for evidence of the complainant.
26.06.2026  Complainant with counsel. Accused appears with counsel Shri Nitin Agrawal and prays for recall of the warrant. Warrant recalled; the accused is admitted to bail afresh on the earlier bond. The accused has deposited a demand draft of Rs. 50,000/- towards interim compensation; let it be paid to the complainant on identification. Shri Agrawal undertakes on behalf of the accused that the balance Rs. 47,000/- shall be deposited by 31.07.2026. Undertaking recorded. Cross-examination of CW-1 Manoj Dewangan concluded. Complainant prays to summon the Branch Manager, Bank of Baroda, Telibandha with the statement of account of the accused. Allowed. Issue summons. Case fixed for 21.08.2026.
                                                                 sd/- JMFC, Raipur
""")

up("backlog/2026-11/LAR 14-2025 nakal 20.11.26.pdf", "certified_order_sheet_scan", "court", "2026-11-20", ["C06"], ["C06-H07", "C06-H08", "C06-H09"], """
भूमि अर्जन, पुनर्वासन एवं पुनर्व्यवस्थापन प्राधिकरण, रायपुर (पीठासीन अधिकारी: श्री आलोक भारद्वाज)
LAR No. 14/2025      गणेश राम साहू  विरुद्ध  छ.ग. शासन द्वारा कलेक्टर रायपुर एवं अन्य      आदेश पत्रिका (सत्य प्रतिलिपि)
14.09.2026  Claimant with counsel Smt. Sunita Tiwari. Shri Gajendra Sonwani, G.P. for the State. Shri R.K. Shukla for respondent No. 2 (PWD). Final arguments on behalf of the claimant heard. G.P. seeks time to argue. Granted. Case fixed for 12.10.2026 for arguments of the State.
12.10.2026  Counsel for the claimant present. G.P. absent; it is informed that he is attending a meeting in the Collectorate. Shri Shukla for PWD adopts the arguments of the State. In the interest of justice, one last opportunity is granted to the State to argue. Case fixed for 16.11.2026.
16.11.2026  उभय पक्ष के अधिवक्ता उपस्थित। शासकीय अधिवक्ता के अंतिम तर्क सुने गए। दावेदार के अधिवक्ता को निर्देशित किया जाता है कि विक्रय पत्रों के आधार पर प्रति हेक्टेयर दर की गणना तालिका एवं लिखित तर्क दो सप्ताह में प्रस्तुत करें; शासन भी चाहे तो लिखित तर्क दे। प्रकरण दिनांक 14.12.2026 आदेश हेतु।
                                                  सही/- पीठासीन अधिकारी
""")

up("backlog/2026-12/DCL 03.12.2026 Court 11 Bilaspur.pdf", "cause_list_pdf", "court", "2026-12-02", ["C02"], [], """
HIGH COURT OF CHHATTISGARH, BILASPUR
DAILY CAUSE LIST - THURSDAY, 03.12.2026
COURT NO. 11 : HON'BLE SMT. JUSTICE VIBHA AGRAWAL DUBEY   (10:30 AM)
FRESH MATTERS (CRIMINAL)
1. CRMP 3017/2026   Sukhdev Yadav Vs. State of C.G.                         R.S. Markam / Govt. Adv.
2. CRA 2210/2025    Sanjay Nishad Vs. State of C.G. (I.A. 01 suspension)     A. Bhoi / P.L.
FINAL HEARING (CRIMINAL APPEALS) - PART HEARD
7. CRA 1186/2024    Bisahu Ram Dhruw Vs. State of C.G.                        Sunita Tiwari / Shubhra Pandey, P.L.
8. CRA 964/2023     Rameshwar Patel & Anr. Vs. State of C.G.                  K.K. Dewangan / P.L.
FOR ORDERS
11. ACQA 45/2024    State of C.G. Vs. Mohan Lal Sahu                          Dy. A.G. / V. Sinha
""")

# ---------------------------------------------------------------- Sunita's diary pages (Moto phone photos)
up("backlog/2025-12/IMG_20251209_201533118.jpg", "handwritten_note_photo", "Sunita", "2025-12-09", ["C01"], ["C01-H01"], """
Tue 9/12/25   BSP - Ct 7 - Kashyap J
WPS 4127/25  Lata Sahu v. State  (item 23)
- motion. Notice issd. Dy GA Rakesh Jha accepts notice for R1-R3, R4 Janpad CEO - notice by RAD.
- Return 4 wks. Rejoinder, if any, 2 wks thereafter.
- Kashyap sir asked "samviliyan circular ka date kya hai?" - told 30.06.2018. He noted it.
- Tushar: send PF + RAD for R4 by Fri.
ND 20/1/26
Lata ji ko phone - bataya. She asks kitna time lagega - told 6 months at least.
""")

up("backlog/2025-12/IMG_20251216_194210552.jpg", "handwritten_note_photo", "Sunita", "2025-12-16", ["C02"], ["C02-H01"], """
16.12.25  Bilaspur  Ct 11  Dubey madam
CRA 1186/24 Bisahu Ram Dhruw - IA 1 (susp. of sentence)
Argued: 304 II, 7 yrs RI, in jail since 15.3.2022 - more than half undergone (with remission).
Madam: "nominal roll aane do, phir sunenge" - called NR from Distt Jail Mahasamund. LCR requisitioned.
PL Shubhra Pandey - no objection to calling NR, opposes bail (single blow on head, eyewitnesses PW1 PW2).
Madam always wants NR first - note for all susp. matters in Ct 11.
NDOH 13.1.26
Dinesh (son) came - 2000 fine already deposited at trial court 18.9.24, receipt copy le liya.
""")

up("backlog/2026-01/IMG_20260120_212004870.jpg", "handwritten_note_photo", "Sunita", "2026-01-20", ["C06", "C01"], ["C06-H02", "C01-H02"], """
19 & 20 Jan 2026
(1) Mon 19/1 - LAR 14/25 Ganesh Ram Sahu (Sejbahar) - Bhardwaj sir
   reply nahi aaya. GP Sonwani - "LAO se instructions nahi mile". Time given.
   ND 23.2.26 for reply. PWD side (Shukla) also no reply.
   Ganesh ji bole - "sadak ban gis, paisa kab milihi?" Told him reference ka order aane me time lagega.
(2) Tue 20/1 - BSP Ct 7 - WPS 4127/25 Lata Sahu
   No return. Jha - DEO se instructions awaited. Kashyap sir not happy - 3 wks, "last opportunity" likha.
   ND 17/2
   Told Lata ji on phone. Tushar to check if DEO office received notice.
""")

up("backlog/2026-02/IMG_20260210_183347019.jpg", "handwritten_note_photo", "Sunita", "2026-02-10", ["C02"], ["C02-H03"], """
10/02/2026   Ct 11   CRA 1186/2024 Bisahu Ram
NR recd (dt 5.2.26): actual 3y 10m 21d, remission 4m 10d. conduct satisfactory.
IA 1 ALLOWED - sentence suspended. PB 25,000 + 1 surety same amt, satisfaction of trial court (Mahasamund).
Appear before trial court 19.3.26, thereafter HC registry as directed.
Appeal - final hearing "in due course". No ND given - watch cause list!
Dinesh ko bataya - surety: his mama Sukhlal Dhruw, rin pustika + B1 lana hai.
""")

up("backlog/2026-03/IMG_20260310_190122645.jpg", "handwritten_note_photo", "Sunita", "2026-03-10", ["C03"], ["C03-H01"], """
10.3.26  BSP Ct 4  Kosle sir
MCRC 1420/26 Rohit Kurre - 1st bail u/s 483 BNSS
Crime 21/2026 PS Saraipali, 20(b)(ii)(B) NDPS, 18.4 kg ganja (NOT commercial - 20 kg se kam)
in jail since 11.1.26. Spl Judge NDPS Mahasamund rejected 20.2.26.
Notice to State. PL Deepak Chandravanshi. Kosle sir - "case diary mangaiye" - CD called.
ND 24/3
Maniram (father) outside court - crying. Told him CD aane ke baad hi sunwai.
Filing: diary no. 11842/2026 dt 02.03.26 (e-filing), paid CF Rs 10.
""")

up("backlog/2026-04/IMG_20260407_200915330.jpg", "handwritten_note_photo", "Sunita", "2026-04-07", ["C03"], ["C03-H03"], """
07/04/26  Ct 4  Rohit Kurre MCRC 1420/26
CD finally aaya. Chargesheet filed 28.3.26.
PL: applicant has previous case - Crime 144/2023 PS Basna, u/s 20 NDPS.
Kosle sir: "antecedents pe affidavit do" - 2 wks.
Maniram says Rohit was acquitted in that case - judgment copy lana hai from Basna/Mahasamund court.
ND 21.4.26
Tushar to get certified copy of acquittal judgment (Spl Case 31/2023).
""")

up("backlog/2026-04/IMG_20260428_192740061.jpg", "handwritten_note_photo", "Sunita", "2026-04-28", ["C01"], ["C01-H05"], """
28.04.26  Ct 7  WPS 4127/25 Lata Sahu
Rejoinder filed 06.04 (diary no. 9817/26) - on record.
Heard in part - argued 2007 appt on sanctioned post, selection by Janpad, continuous service.
Jha: service before 1.8.2011 was samvida, not countable - relies on circular 12.03.2019.
Kashyap sir: State to produce Janpad Abhanpur resolution dt 12.07.2007 (Resolution No. 14) + selection record.
He again asked for my one-page list of dates - gave it (2nd time he asks for this - keep ready always in his court).
ND 14/7 (after summer vacation)
""")

up("backlog/2026-08/IMG_20260818_204455713.jpg", "handwritten_note_photo", "Sunita", "2026-08-18", ["C02"], ["C02-H04"], """
18 Aug 26   CRA 1186/24  Ct 11 - final hearing
Listed at item 5. PL Pandey - "LCR incomplete, PW-4 (Dr. R.K. Mire) ka deposition nahi hai", time mangi.
Madam gave time, registry to call missing pages from Mahasamund.
ND 22.9.26
Dinesh - papa theek hai, Mahasamund court me 19.3 ko hazir hue the. Har tarikh pe aate hai.
""")

up("backlog/2026-08/IMG_20260825_193318402.jpg", "handwritten_note_photo", "Sunita", "2026-08-25", ["C01"], ["C01-H07"], """
25/8/26  BSP  Kashyap J   WPS 4127/25 Lata Sahu - FINAL
State produced resolution 14 dt 12.7.2007 - it shows selection on sanctioned post. Good for us!
Jha argued circular 12.3.2019: samvida period not counted.
Kashyap sir remark: "karmchari ko shasan ki der ki saza nahi di ja sakti" (on pay scale given late in 2011).
Argued 50 min. Orders on 13.10.26.
ND 13/10 for orders
""")

up("backlog/2026-10/IMG_20261027_190506228.jpg", "handwritten_note_photo", "Sunita", "2026-10-27", ["C02"], ["C02-H06"], """
27.10.2026   Ct 11   CRA 1186/2024 Bisahu Ram Dhruw
PL Shubhra Pandey argued: blow on head = vital part, lathi carried from home, PW1 Ganeshi Bai + PW2 Ramkhilawan eyewitness.
Said sentence should not be reduced.
Madam: both sides file written synopsis - 2 pages max, with citations - within 2 wks.
Same as she did in other appeals - she always wants short synopsis before closing.
ND 3.12.26 (Thu)
Our synopsis: single blow, sudden fight over medh, no weapon brought with intent, 4 yrs+ undergone -> period undergone. Cite Pulicherla Nagaraju? - check.
""")

up("backlog/2026-11/IMG_20261116_184051977.jpg", "handwritten_note_photo", "Sunita", "2026-11-16", ["C06"], ["C06-H09"], """
16/11/26  LAR 14/25 Ganesh Ram Sahu - Bhardwaj sir
GP Sonwani finally argued (after 2 dates!): sale deeds are small plots (0.20, 0.12 ha), not comparable to 0.81 ha; deduction 1/3 for development.
My reply: both deeds within 300 m, same road, 2022 = before s.11 notification.
Bhardwaj sir: calculation chart + written submissions in 2 wks.
Order on 14.12.2026.
Ganesh ji - "ka hoil didi?" - told order Dec me aayega.
""")

# ---------------------------------------------------------------- Dukalu's register pages (Telegram photos), Devanagari
up("backlog/2025-12/photo_2025-12-11_17-42-10.jpg", "handwritten_note_photo", "Dukalu", "2025-12-11", ["C04"], ["C04-H01"], """
दिनांक 11/12/2025 गुरुवार
व्यवहार वाद 87-ए/2025 जानकी बाई विरुद्ध दुखित राम
तृतीय व्यवहार न्यायाधीश वर्ग-1 - गौरहा मैडम
आज प्रतिवादी के वकील बंजारे साहब हाईकोर्ट बिलासपुर गे रहिन, ओकर जूनियर अर्जी दिस।
जवाबदावा नइ आइस। मैडम 500 रु. हर्जाना लगाइस, अंतिम अवसर।
शासन कोती ले सोनवानी साहब जी.पी. उपस्थित।
अगली पेशी 08/01/2026 जवाबदावा हेतु।
जानकी बाई अउ दामाद हेमलाल आय रहिन।
""")

up("backlog/2026-01/photo_2026-01-08_18-05-33.jpg", "handwritten_note_photo", "Dukalu", "2026-01-08", ["C04"], ["C04-H02"], """
08/01/2026
जानकी बाई वाला केस (87-ए/25)
500 रु. खर्चा बंजारे साहब कोती ले मिलिस - रसीद फाइल म।
प्रतिवादी 1, 2 के जवाबदावा आइस, संग म आदेश 7 नियम 11 के आवेदन घलो दिस (धारा 257 भू-राजस्व संहिता, मूल्यांकन कम)।
जी.पी. सोनवानी साहब - तहसीलदार आरंग ले निर्देश नइ मिले हे, टाइम मांगिस।
अगली तारीख 19/02/2026 - आवेदन के जवाब अउ बहस।
मैडम बोलिस - "घर के मामला हे, बइठ के सुलझावव"।
""")

up("backlog/2026-07/photo_2026-07-09_17-20-48.jpg", "handwritten_note_photo", "Dukalu", "2026-07-09", ["C04"], ["C04-H07"], """
9/7/26 गुरुवार  जानकी बाई केस
जानकी बाई (वादी साक्षी-1) के प्रतिपरीक्षण बंजारे साहब पूरा करिन।
हल्का पटवारी रामप्रसाद मरकाम ल समंस तामील होय रहिस, फेर साक्षी नइ आइस।
मैडम फेर से समंस जारी करे बर बोलिस।
अगली पेशी 06/08/2026 वादी साक्ष्य (पटवारी)।
""")

up("backlog/2026-08/photo_2026-08-06_16-58-02.jpg", "handwritten_note_photo", "Dukalu", "2026-08-06", ["C04"], ["C04-H08"], """
06/08/2026
87-ए/25 जानकी बाई - पटवारी मरकाम आज घलो नइ आइस (दूसरा बार)।
मैडम 2000 रु. के जमानती वारंट तहसीलदार आरंग के मार्फत निकालिस।
अगली तारीख 03/09/2026।
वकील मैडम ल फोन म बता देंव।
""")

up("backlog/2026-08/photo_2026-08-21_18-31-15.jpg", "handwritten_note_photo", "Dukalu", "2026-08-21", ["C05"], ["C05-H07"], """
21/08/2026 शुक्रवार
चेक केस 2341/25 देवांगन हार्डवेयर विरुद्ध भूपेन्द्र चंद्राकर - लकड़ा मैडम JMFC
बैंक वाला साहब (साक्षी-2) नइ आइस।
आरोपी के वकील अग्रवाल साहब समझौता के बात करिन। मैडम लोक अदालत म भेज दिस।
बाकी 47,000 रु. 29/07 के जमा हो गे रहिस - नजारत ले पूछ लेंव।
अगली पेशी 21/09/2026 लोक अदालत।
""")

up("backlog/2026-10/photo_2026-10-12_17-10-44.jpg", "handwritten_note_photo", "Dukalu", "2026-10-12", ["C06"], ["C06-H08"], """
12/10/2026 सोमवार
एल.ए.आर. 14/2025 गणेश राम साहू - भारद्वाज साहब
जी.पी. सोनवानी साहब आज नइ आइन, कलेक्टोरेट म मीटिंग बताइन।
PWD के शुक्ला साहब शासन के बहस ल अपनाइन।
साहब अंतिम अवसर दिस।
अगली पेशी 16/11/2026 शासन के बहस।
गणेश जी के फोन आय रहिस - पइसा कब मिलही पूछत रहिन।
""")

# ---------------------------------------------------------------- Sunita's typed notes (laptop, Notepad)
up("backlog/2025-12/LAR sejbahar 15.12.txt", "typed_note_txt", "Sunita", "2025-12-15", ["C06"], ["C06-H01"], """
LAR 14/2025 - Ganesh Ram Sahu v State (Collector Rpr) & EE PWD
LARR Authority Raipur - Bhardwaj sir - 15 dec 2025 (Mon)
first date after registration. GP Gajendra Sonwani appeared for State, R.K. Shukla for PWD (R2).
both want time for reply. given.
ND 19.01.2026 - reply
Award recap (for my file): 0.81 ha kh. 214/3, award dt 27.03.2025, total Rs 18,42,000 (MV 9,21,000 + solatium 9,21,000) @ guideline 11,37,000/ha.
Our claim: MV 47,50,000 per ha (sale deed kh. 215/2 dt 14.06.2022 - 0.20 ha for 9,50,000) -> total with solatium Rs 76,95,000.
Ganesh ji recd award amount under protest 20.05.2025, reference appl same day.
""")

up("backlog/2026-01/ni jmfc 16-1-26.txt", "typed_note_txt", "Sunita", "2026-01-16", ["C05"], ["C05-H01"], """
16-01-26 Fri  JMFC Raipur (Ct 14, Lakra madam)
Cr Complaint 2341/2025 Dewangan Hardware v Bhupendra Chandrakar - 138 NI
accused appeared today on summons with Nitin Agrawal. bail bond Rs 10,000, surety his brother.
substance of accusation explained (s.274 BNSS) - accused denies, says cheque was "security" given in 2024 for some other work.
filed our appl u/s 143A for interim compensation - copy given to Agrawal.
ND 13.2.26 - 143A arguments
Manoj bhaiya present. He says the 2024 story is false - supplies were Mar-Jun 2025, ledger hai.
""")

up("backlog/2026-02/143A order 13.2.txt", "typed_note_txt", "Sunita", "2026-02-13", ["C05"], ["C05-H02"], """
13 feb 2026 - NI 2341/25 (Chandrakar) - 143A
Agrawal opposed - "accused ki financial condition kharab".
Lakra madam: 143A is for this only - ordered 20% of cheque amt = Rs 97,000/- within 60 days to complainant.
She does this in almost every 138 - first date after plea, 143A.
ND 20/03/2026 for CE (complainant evidence) - CW1 affidavit ready karna.
""")

up("backlog/2026-02/janki bai 19.02.26.txt", "typed_note_txt", "Sunita", "2026-02-19", ["C04"], ["C04-H03"], """
19.02.26 - CS 87-A/25 Janki Bai v Dukhit Ram - 3rd CJ-I Gourha madam
O.7 r.11 appl of D1-D2 (Banjare): argued s.257 CG LRC bars civil court; suit undervalued.
My reply: partition + title = civil court only; 257 bars only revenue questions. Court fee paid on 1/3 share market value.
Madam REJECTED the O7r11 same day.
D3 (State) WS - GP Sonwani again no WS -> madam closed D3's right to file WS (90 days over). She does not wait.
ND 12/3 - issues.
Janki Bai asked - "ab zameen mor naam ma kab aahi?" told her suit will take time, 1-2 saal.
""")

up("backlog/2026-02/LAR reply 23-2.txt", "typed_note_txt", "Sunita", "2026-02-23", ["C06"], ["C06-H03"], """
23/2/26 LAR 14/25 Sejbahar
State reply filed today (GP) - says award at Collector guideline 2022-23, sale deeds of small plots not comparable. PWD adopts State reply.
Points for determination (Bhardwaj sir):
 1. Whether the market value of the acquired land on the date of s.11 notification was more than Rs 11,37,000 per ha?
 2. To what enhanced compensation is the claimant entitled?
ND 23.3.2026 - claimant's evidence. AW1 affidavit + AW2 from Sub-Registrar office.
Bhardwaj sir said - sale deed ki certified copy se kaam nahi chalega, registry ka aadmi bula ke prove karao.
""")

up("backlog/2026-03/janki issues 12.3.txt", "typed_note_txt", "Sunita", "2026-03-12", ["C04"], ["C04-H04"], """
12 march 26 - Janki Bai partition (87-A/25)
5 issues framed (1/3 co-owner; hak tyag by panchnama 2.11.2023; mutation 22.01.2024 not binding; valuation; relief).
Madam sent to mediation centre, District Court Raipur - sitting 28.03.2026, 11 am. Parties in person.
"ghar ka mamla hai" - she said this again.
ND 16.04.26 - mediation report / PE
To do: PW1 affidavit (Janki Bai) draft; list of witnesses - PW2 halka patwari PH 27 with P-II, B-1, fauti register.
""")

up("backlog/2026-03/NI + LAR 20 aur 23 march.txt", "typed_note_txt", "Sunita", "2026-03-23", ["C05", "C06"], ["C05-H03", "C06-H04"], """
Fri 20.03.26 - JMFC - NI 2341/25 Chandrakar
CW1 Manoj Dewangan affidavit evidence filed & tendered. Exh P-1 cheque, P-2 return memo, P-3 notice dt 02.08.25, P-4 postal receipt, P-5 tracking report (served 06.08.25), P-6 ledger extract.
Accused absent - exemption appl allowed. Agrawal: not ready to cross, time.
ND 17/4 cross of CW1.
97,000 - not yet paid (60 days till 14.04).

Mon 23.03.26 - LAR 14/25
AW1 Ganesh Ram Sahu affidavit filed. GP not ready to cross - deferred.
ND 27.4.26 - cross of AW1.
""")

up("backlog/2026-03/bsp 24.3.26.txt", "typed_note_txt", "Sunita", "2026-03-24", ["C01", "C03"], ["C01-H04", "C03-H02"], """
BSP 24.3.26 (Tue) - two matters
1) Ct 7 - WPS 4127/25 Lata Sahu
   Return filed 21.03 + DEO's personal affidavit. Costs Rs 5000 deposited with HCLSC (receipt annexed to return).
   DEO affidavit: service counted from 01.08.2011 only, as per circular dt 12.03.2019.
   Rejoinder 2 wks. Kashyap sir: "list of dates ek page me dena next time".
   ND 28/4
2) Ct 4 - MCRC 1420/26 Rohit Kurre
   PL Chandravanshi: case diary not received from PS Saraipali. Time again.
   Kosle sir won't hear without CD. ND 7.4.26
""")

up("backlog/2026-04/rpr 16-17 april.txt", "typed_note_txt", "Sunita", "2026-04-17", ["C04", "C05"], ["C04-H05", "C05-H04"], """
16.4 Thu - Janki Bai (87-A/25)
mediation report - FAILED. Dukhit Ram offered Rs 3 lakh cash in lieu of share, Janki Bai refused - "paisa nai, zameen chahi".
PW1 affidavit (O.18 r.4) filed today + list of witnesses.
ND 18/06/2026 (civil vacation in between) - cross of PW1.

17.4 Fri - NI 2341/25 - CW1 cross by Agrawal (part)
suggestions: cheque given blank as security in 2024, amount filled by complainant - denied by Manoj bhaiya. Ledger shows bills 12.03.25 to 20.06.25.
Interim comp 97,000 NOT paid - 60 days over on 14.04. Madam warned accused's counsel - recovery as fine u/s 143A(5).
ND 22.5.26 - further cross CW1.
""")

up("backlog/2026-04/LAR AW1 cross 27.4.txt", "typed_note_txt", "Sunita", "2026-04-27", ["C06"], ["C06-H05"], """
27/04/2026 LAR 14/25 - AW1 cross by GP Sonwani
- land 40 m from Raipur-Arang road (AW1). GP suggested land is interior, ek fasli - AW1 admitted single crop, denied interior.
- admitted he never sold any part of his land, no sale deed of his own.
- admitted he took award amt 18,42,000 under protest.
AW1 over. AW2 - summons to Sub-Registrar office Raipur with original volumes of sale deeds dt 14.06.2022 and 03.11.2022.
ND 06/07/2026
""")

up("backlog/2026-07/LAR AW2 6-7-26.txt", "typed_note_txt", "Sunita", "2026-07-06", ["C06"], ["C06-H06"], """
6 July 2026 - LAR 14/25 Sejbahar
AW2 Hemant Thakur, record keeper, Sub-Registrar office Raipur - came with original volumes.
Proved sale deed dt 14.06.2022 (kh. 215/2, 0.20 ha, Rs 9,50,000) - Ex A-5
and sale deed dt 03.11.2022 (kh. 209/1, 0.12 ha, Rs 5,40,000) - Ex A-6.
GP cross: small plots, residential use? - witness: registered as agricultural (krishi bhumi).
Claimant's evidence closed. GP: State leads no evidence; award file Ex R-1 by consent.
ND 14.9.26 - final arguments.
""")

up("backlog/2026-08/correction NI date.txt", "typed_note_txt", "Sunita", "2026-08-22", ["C05"], ["C05-H07"], """
22.8.26 CORRECTION - Dewangan cheque case (2341/25)
Dukalu ke register me ND "21/09" likha hai - GALAT.
Lok Adalat date is Sat 12.09.2026 (National Lok Adalat). Checked with reader today.
Manoj bhaiya ko 12 Sept bataya hai. Diary me bhi theek kiya.
""")

up("backlog/2026-09/patwari gawahi 3-9.txt", "typed_note_txt", "Sunita", "2026-09-03", ["C04"], ["C04-H09"], """
03.09.26  Janki Bai - PW2 patwari Ramprasad Markam (PH 27) - finally came (after BW)
Exam in chief: proved P-II khasra panchshala 2023-24 (Ex P-4), B-1 (Ex P-5). Fauti register entry shown.
KEY: admitted the panchnama dt 02.11.2023 has NO signature or thumb impression of Janki Bai; he did not see her at the gram sabha.
Cross by Banjare: he only made entry as per Tehsildar's order; hak tyag not his job.
PE closed.
ND 8/10 for DE (DW1 Dukhit Ram affidavit).
""")

up("backlog/2026-09/lok adalat 12.9.txt", "typed_note_txt", "Sunita", "2026-09-12", ["C05"], ["C05-H08"], """
12/9/26 (Sat) National Lok Adalat - bench no. 9 - NI 2341/25 Chandrakar
Accused offered Rs 3,00,000 in 6 instalments. Manoj bhaiya refused - wants full 4,85,000 (97,000 already recd towards it).
Agrawal - "cheque security tha, itna bhi bahut hai". No settlement.
Case back to regular court.
ND 09.10.2026 - CW2 bank officer.
""")

up("backlog/2026-10/NI CW2 9 oct.txt", "typed_note_txt", "Sunita", "2026-10-09", ["C05"], ["C05-H09"], """
9 Oct 2026 - NI 2341/25 - CW2 Abhishek Kujur, Asst Manager, BoB Telibandha
proved statement of a/c of Chandrakar Construction (Ex P-7): balance on 19.07.2025 = Rs 12,340 only.
cheque leaf 204517 - from cheque book series 204501-204525 issued 11.03.2024 (Agrawal got this in cross - will say "2024 security").
but balance shows insufficiency - our point.
CE closed.
ND 13.11.26 - accused statement u/s 351 BNSS.
""")

up("backlog/2026-11/is hafte ka kaam.txt", "typed_note_txt", "Sunita", "2026-11-29", ["C02", "C04", "C05", "C06", "C01"], [], """
is hafte ka kaam (30 nov - 5 dec), likha 29.11 Sunday

- Bisahu Ram appeal (Ct 11) - synopsis already filed 10.11 (diary 21377/26). Print 2 extra copies + Pulicherla judgment. Leave for Bilaspur early, Dubey madam starts sharp 10:30.
- Janki Bai suit - DW1 further cross. Prepare on the Rs 4 lakh cooperative bank loan he took on the land in 2024 - get bank NOC / loan papers from Arang branch (Hemlal bringing). Ask about 02.11.2023 gram sabha attendance register.
- Chandrakar cheque case - accused's 351 statement. Dukalu: check if Rs 500 cost of last date paid to Manoj bhaiya (NOT yet as of today).
- Sejbahar LAR - written submissions + calculation chart NOT FILED YET. Must file before order date. Chart: 47.5 lakh/ha x 0.81 = 38,47,500 + solatium 100% = 76,95,000; minus award 18,42,000 = 58,53,000 enhancement + interest s.72.
- Lata Sahu - certified copy sent to DEO by speed post 28.10. 90 days run till ~mid Jan 2027. If no order - contempt petition.
""")

# ---------------------------------------------------------------- Word files (Sunita's prep notes)
up("backlog/2026-06/Janki PW1 cross 18.06.docx", "typed_note_docx", "Sunita", "2026-06-18", ["C04"], ["C04-H06"], """
CS 87-A/2025 - Smt. Janki Bai Verma v. Dukhit Ram Verma & Ors.
PW1 Janki Bai - cross by Shri A.K. Banjare (D1, D2) - 18.06.2026 (part)
1. Married in 1989 to Hemraj Verma of village Nawagaon; lives there.
2. Suggestion: father gave her silver, utensils and Rs 20,000 at marriage as her share ("dahej me hissa de diye") - DENIED. She said: "mor baap ke zameen ma mor hak he".
3. Admitted she did not go to Tehsil Arang after father's death (14.08.2023) - says brothers told her "sab theek ho jahi".
4. Denied she attended any panchayat on 02.11.2023. Denied thumb impression on any paper.
5. Admitted she came to know of mutation in 2025 when applying for PM Kisan.
Cross not over - Banjare wants more time, madam allowed.
ND 09.07.2026 - further cross PW1 + PW2 patwari.
""")

up("backlog/2026-09/CRA 1186 args 22-9.docx", "typed_note_docx", "Sunita", "2026-09-22", ["C02"], ["C02-H05"], """
CRA No. 1186 of 2024 - Bisahu Ram Dhruw v. State of C.G.
Final hearing - 22.09.2026 - Court No. 11 - my arguments (heard in part)
1. Incident 14.03.2022 - quarrel over medh (field bund) between cousins; sudden fight; single lathi blow.
2. Lathi is what every farmer carries to the field - not brought with intention.
3. Trial court itself found no premeditation (para 35) - that is why 304 Part II.
4. Appellant in custody from 15.03.2022 till release on 13.02.2026 = about 3 years 11 months actual; with remission over 4 years 3 months.
5. Prayer: maintain conviction if court so finds, but reduce sentence to the period already undergone. Fine Rs 2,000 already paid.
Madam asked whether the appellant has any other case - told none (nominal roll: other cases nil).
PL to reply on next date. ND 27.10.2026.
""")

up("backlog/2026-11/DW1 Dukhit cross points 19.11.docx", "typed_note_docx", "Sunita", "2026-11-19", ["C04"], ["C04-H11"], """
Janki Bai partition suit (CS 87-A/2025) - DW1 Dukhit Ram Verma - 19.11.2026
DW1 affidavit filed today (after costs Rs 1,000 on last date - paid today).
My cross (part):
- Admitted: Janki Bai did not sign before him on the panchnama of 02.11.2023; "gaon ke sarpanch likhe rahis".
- Admitted: after mutation he took a loan of Rs 4,00,000 from the cooperative bank (Arang) mortgaging khasra 312 in 2024.
- Admitted: land is still joint, no partition by metes and bounds.
- Denied: that he asked his sister's consent ever.
Further cross remains - time over at 5 pm.
ND 10/12/2026 - further cross of DW1.
""")

# ---------------------------------------------------------------- WhatsApp exports
up("backlog/2026-11/Tushar Jr के साथ WhatsApp चैट.txt", "whatsapp_export", "Sunita", "2026-11-14",
   ["C02", "C03", "C05", "C01", "C06", "C04"],
   ["C02-H02", "C03-H04", "C03-H05", "C05-H05", "C01-H06", "C06-H07", "C04-H10", "C05-H10"], """
13/01/26, 13:05 - संदेश और कॉल एंड-टू-एंड एन्क्रिप्टेड हैं. WhatsApp समेत, इस चैट के बाहर का कोई भी व्यक्ति इन्हें पढ़ या सुन नहीं सकता है.
13/01/26, 13:05 - Tushar Jr: Mam CRA 1186 Bisahu ram - nominal roll nai aaya abhi tak jail se. PL pandey mam ne time liya
13/01/26, 13:06 - Tushar Jr: Madam ne registry ko reminder bhejne bola. ND 10/2
13/01/26, 13:20 - Sunita Tiwari: ok. Dinesh ko bata dena. Mahasamund jail me bhi ek baar phone karwa do
21/04/26, 15:42 - Tushar Jr: Mam Rohit Kurre MCRC - affidavit dikha diya, acquittal 12.12.24 ka. PL ne verify kar liya
21/04/26, 15:43 - Tushar Jr: Kosle sir ne sun liya, orders ke liye 5/5 rakha
21/04/26, 15:50 - Sunita Tiwari: 👍 Maniram ko bolo 5 tarikh ko aane ki zaroorat nahi, hum bata denge
05/05/26, 12:31 - Tushar Jr: Mam Rohit ko bail mil gayi!! 50000 PB + 1 surety, har mahine pehle Monday thana saraipali me hazri
05/05/26, 12:40 - Sunita Tiwari: Good. Certified copy apply karo aaj hi
22/05/26, 14:10 - Tushar Jr: Mam NI case 2341 - accused absent, koi application bhi nahi. Agrawal sir bhi nahi aaye
22/05/26, 14:11 - Tushar Jr: Lakra madam ne 5000 ka BW kar diya. 97000 abhi bhi nahi diya unhone. ND 26/6
22/05/26, 14:30 - Sunita Tiwari: theek. Manoj bhaiya ko main bata deti hun
14/07/26, 16:22 - Tushar Jr: Mam Lata mam wala WPS not reached. Item 38 tha, court 4:15 pe uth gayi
14/07/26, 16:23 - Tushar Jr: ND 25/8
14/07/26, 16:40 - Sunita Tiwari: 😞 ok. Lata ji ko message kar deti hun
14/09/26, 15:05 - Tushar Jr: Mam LAR - aapke jaane ke baad GP Sonwani sir ne time le liya bahas ke liye. ND 12/10
14/09/26, 15:06 - Sunita Tiwari: Phir se! Note karo - reply me bhi 2 baar time liya tha
08/10/26, 13:15 - Tushar Jr: Mam Janki bai - DW1 ka affidavit nai aaya. Banjare sir ka junior bola sir Bilaspur HC me hain
08/10/26, 13:16 - Tushar Jr: Madam ne 1000 cost lagaya, last opportunity. ND 19/11
08/10/26, 13:30 - Sunita Tiwari: Ye Bilaspur wala bahana har baar. Dec 25 me bhi yahi kiya tha 500 cost pe
13/11/26, 12:48 - Tushar Jr: Mam NI - accused fir absent, medical lagaya (viral fever). Exemption 500 cost pe allow
13/11/26, 12:49 - Tushar Jr: 351 statement nahi hua. ND 11/12
13/11/26, 12:55 - Sunita Tiwari: Cost Manoj bhaiya ko milna hai, note kar lena
""")

up("backlog/2026-11/Lata Sahu Teacher WPS के साथ WhatsApp चैट.txt", "whatsapp_export", "Sunita", "2026-11-05", ["C01"],
   ["C01-H03", "C01-H04", "C01-H08"], """
17/02/26, 19:02 - संदेश और कॉल एंड-टू-एंड एन्क्रिप्टेड हैं. WhatsApp समेत, इस चैट के बाहर का कोई भी व्यक्ति इन्हें पढ़ या सुन नहीं सकता है.
17/02/26, 19:02 - Sunita Tiwari: Lata ji, sarkar ne aaj bhi jawab nahi diya. Judge sahab ne 5000 rupaye cost lagaya (Legal Services Committee me jama hoga) aur DEO sahab ko khud affidavit dene bola hai. Agli tarikh 24 March.
17/02/26, 19:10 - Lata Sahu Teacher WPS: Didi 18 saal se padha rahi hun, fir bhi 8 saal nahi hua bolte hain 🙏
17/02/26, 19:12 - Sunita Tiwari: Isi baat ka jawab dena padega unko. Dhairya rakhiye.
24/03/26, 18:40 - Sunita Tiwari: Sarkar ka jawab aa gaya. 2 hafte me hum pratyuttar (rejoinder) denge. Aap 2007 ka niyukti aadesh aur pehli salary slip bhej dijiye.
24/03/26, 19:05 - Lata Sahu Teacher WPS: Ji didi, kal Tekari school se nikal ke bhejti hun
13/10/26, 17:15 - Sunita Tiwari: Badhai ho! Writ allow ho gayi. 12.07.2007 se aapki seva ginegi, 01.07.2018 se samviliyan, saare labh ke saath. 90 din me order karna hai sarkar ko.
13/10/26, 17:20 - Lata Sahu Teacher WPS: Didi bahut bahut dhanyawad 🙏🙏 arrears bhi milega kya?
13/10/26, 17:24 - Sunita Tiwari: Haan, consequential benefits me arrears aata hai. Certified copy aate hi DEO ko bhejenge.
04/11/26, 11:02 - Lata Sahu Teacher WPS: Didi DEO office wale bol rahe copy nahi mili
04/11/26, 11:30 - Sunita Tiwari: Tushar ne 28.10 ko speed post se bheji thi, receipt hai. Aap ye copy le jaiye office me, receiving le lena.
""")

up("backlog/2026-10/Dinesh Dhruw के साथ WhatsApp चैट.txt", "whatsapp_export", "Sunita", "2026-10-28", ["C02"], ["C02-H03", "C02-H06"], """
10/02/26, 17:48 - संदेश और कॉल एंड-टू-एंड एन्क्रिप्टेड हैं. WhatsApp समेत, इस चैट के बाहर का कोई भी व्यक्ति इन्हें पढ़ या सुन नहीं सकता है.
10/02/26, 17:48 - Sunita Tiwari: Dinesh, papa ki saza suspend ho gayi. 25,000 ka bond aur ek jamanatdar Mahasamund court me dena hai.
10/02/26, 17:55 - Dinesh Dhruw: Didi bahut badhiya. Jamanatdar mama ji rahenge. Ka ka lagihi?
10/02/26, 17:58 - Sunita Tiwari: Mama ji ki rin pustika, B-1 aur aadhar. Kal Mahasamund wale vakil sahab se milo.
13/02/26, 20:11 - Dinesh Dhruw: Didi papa aaj ghar aa gaye 🙏 4 saal baad
13/02/26, 20:15 - Sunita Tiwari: Bahut khushi hui. 19 March ko trial court me zaroor hazir hona hai, yaad rakhna.
27/10/26, 18:20 - Sunita Tiwari: Aaj sarkari vakil ki behas hui. Judge madam ne dono taraf se 2 page ka likhit synopsis manga hai. Agli tarikh 3 December.
27/10/26, 18:31 - Dinesh Dhruw: Ka hoga didi? Saza kam hogi?
27/10/26, 18:35 - Sunita Tiwari: Humne prarthana ki hai ki jitni saza kaat li (4 saal se zyada) utne pe chhod diya jaye. Faisla judge madam ka hai.
28/10/26, 09:02 - Dinesh Dhruw: Ji didi. Papa 3 tarikh ko Bilaspur aayenge kya?
28/10/26, 09:10 - Sunita Tiwari: Zaroorat nahi hai, bail pe hain. Main bata dungi.
""")

up("backlog/2026-10/WhatsApp Chat with Manoj Bhaiya Hardware.txt", "whatsapp_export", "Sunita", "2026-10-09", ["C05"],
   ["C05-H02", "C05-H06", "C05-H08", "C05-H09"], """
13/02/26, 6:12 pm - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.
13/02/26, 6:12 pm - Sunita Tiwari: Manoj bhaiya, court ne 97,000 interim compensation 60 din me dene ka order kiya hai Chandrakar ko.
13/02/26, 6:20 pm - Manoj Bhaiya Hardware: Wah didi. Woh dega kya? Uski site band pade hain Telibandha me
15/04/26, 10:05 am - Manoj Bhaiya Hardware: Didi 60 din ho gaya, paisa nai aaya
15/04/26, 10:30 am - Sunita Tiwari: 17 ko court ko batayenge. Nahi diya to fine ki tarah vasooli hoti hai.
26/06/26, 5:45 pm - Sunita Tiwari: Aaj 50,000 ka DD court me diya unhone. Baaki 47,000 31 July tak dena hai, unke vakil ne undertaking di hai. Aapka cross bhi khatam.
26/06/26, 5:52 pm - Manoj Bhaiya Hardware: 👍 DD kab milega?
26/06/26, 5:55 pm - Sunita Tiwari: Identification ke baad, Dukalu aapke saath nazarat jayega.
30/07/26, 1:14 pm - Manoj Bhaiya Hardware: Didi nazarat se phone aaya 47000 jama hua 29 tarikh ko
12/09/26, 2:40 pm - Manoj Bhaiya Hardware: 3 lakh 6 kist me? nai didi. Poora 4,85,000 chahiye. Itna saal se maal ka paisa ruka hai
12/09/26, 2:45 pm - Sunita Tiwari: Theek hai, court me hi ladenge. 97,000 jo mila hai woh adjust hoga.
09/10/26, 4:10 pm - Sunita Tiwari: Bank wale sahab ki gawahi ho gayi. Unke khate me 19.07.2025 ko sirf 12,340 the. Ab accused ka bayan 13 November.
""")
