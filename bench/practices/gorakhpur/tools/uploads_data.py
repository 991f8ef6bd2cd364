"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []
DNT, RMN, SKY = "Devendra Nath Tripathi", "Ram Milan Nishad (munshi)", "Sandeep Kumar Yadav"


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


# ---------------------------------------------------------------- documents
up("backlog/2025-07/Cheque return memo PNB Golghar.jpg", "document_photo", "Punjab National Bank, Golghar", "2025-07-14", ["C07"], [], """
PUNJAB NATIONAL BANK  Golghar Branch, Gorakhpur
CHEQUE RETURN MEMO                        Date: 14.07.2025
Cheque No. 004417 dated 10.07.2025 for Rs. 3,75,000/- drawn by IMRAN ANSARI (A/c ...6621)
in favour of M/s SHUKLA TRADERS
returned unpaid for the reason: 01 - FUNDS INSUFFICIENT
Branch Manager (sd)
""")

up("backlog/2025-08/DIOS Gorakhpur letter vetan rok.pdf", "document_scan", "DIOS Gorakhpur", "2025-08-15", ["C02"], [], """
कार्यालय जिला विद्यालय निरीक्षक, गोरखपुर
पत्रांक: मा.वि./वेतन/3318/2025-26                      दिनांक: 14.08.2025
सेवा में, प्रधानाचार्य, आदर्श जनता इण्टर कालेज, कैम्पियरगंज, गोरखपुर
विषय: श्रीमती सुनीता मौर्या, सहायक अध्यापक का वेतन भुगतान रोके जाने के सम्बन्ध में।
उपरोक्त अध्यापिका के नियुक्ति अनुमोदन की पत्रावली में अनियमितता पाए जाने के कारण माह अगस्त 2025 से उनका वेतन भुगतान अग्रिम आदेश तक रोका जाता है।
जिला विद्यालय निरीक्षक, गोरखपुर (ह०)
""")

up("backlog/2025-11/Khatauni Mahewa khata 00123.pdf", "document_scan", "Tehsil Sadar, Gorakhpur", "2025-09-22", ["C05"], [], """
उद्धरण खतौनी  फसली वर्ष 1430-1435
ग्राम: महेवा  परगना: हवेली  तहसील: सदर  जनपद: गोरखपुर
खाता संख्या: 00123   श्रेणी 1-क भूमिधर
खातेदार: रामदुलारे पुत्र शिवनाथ (मृतक)  ... वरासत अपूर्ण
गाटा संख्या 88 रकबा 0.2530 हे.; गाटा संख्या 91 रकबा 0.1120 हे.
दाखिल खारिज: विपक्षी राजेन्द्र पासवान का नाम आदेश दिनांक 03.03.2025 से अंकित (विवादित)
""")

up("backlog/2026-07/FIR 0412 of 2026 PS Cantt.pdf", "document_scan", "PS Cantt, Gorakhpur", "2026-07-21", ["C03"], [], """
FIRST INFORMATION REPORT (Under Section 173 B.N.S.S.)
District: Gorakhpur   P.S.: Cantt   Year: 2026   FIR No.: 0412   Date: 21.07.2026
Acts & Sections: B.N.S. 316(2), 318(4)
Informant: Mohd. Shahid Ansari s/o Abdul Rashid, r/o Jafra Bazar, Gorakhpur
Accused: Arvind Chaurasia s/o Ram Dhani Chaurasia, r/o Rustampur, Gorakhpur (property dealer)
Brief: Informant paid Rs. 6,40,000 to the accused in 2025 for a plot at Taramandal; neither registry nor refund.
""")

# ---------------------------------------------------------------- Dec 2025
up("backlog/2025-12/IMG20251210191233.jpg", "handwritten_note_photo", DNT, "2025-12-10", ["C01"], ["C01-H01"], """
10/12/25  Budh  HC Ct 62 Tripathi J
Crl Appeal 4127/2024 Ramesh Nishad v. State  (304 IPC, 7 yr)
bail / suspension ki IA pe - AGA Manoj Shukla ne criminal history ke liye samay maangal gail, 4 hafta
jaj sahab pahile puchhlen "LCR aaya?" - naahi aail
agili tarikh 20.01.26
Suresh (bhai) ko phone - 20 ko aana zaruri nahi
""")

up("backlog/2025-12/IMG20251213174020.jpg", "handwritten_note_photo", RMN, "2025-12-13", ["C04"], ["C04-H01"], """
तारीख पेशी  13.12.2025  शनिवार
मूल वाद 312/2023 शिवप्रसाद यादव बनाम रामबचन यादव - सिविल जज (सी.डि.) चौहान साहब
PW1 मुद्दई की जिरह हेतु - मुद्दालेह के वकील राय साहब हाजिर नहीं, स्लिप भेजी (सेशन में व्यस्त)
अदालत ने 500/- हर्जा लगाकर तारीख दी
अगली तारीख 17.01.2026
प्रधान जी को बता दिया
""")

up("backlog/2025-12/WhatsApp Image 2025-12-16 at 18.40.02.jpeg", "certified_order_sheet_scan", "High Court of Judicature at Allahabad", "2025-12-16", ["C02"], ["C02-H01"], """
HIGH COURT OF JUDICATURE AT ALLAHABAD
WRIT - A No. 15634 of 2025
Smt. Sunita Maurya ..Petitioner   Vs.   State of U.P. and 3 others ..Respondents
Counsel for Petitioner: Devendra Nath Tripathi   Counsel for Respondent: C.S.C., Rakesh Chandra Pandey
Hon'ble Alok Kumar Srivastava, J.
1. Learned Standing Counsel seeks time to obtain instructions.
2. Issue notice to respondent no. 4 (Committee of Management). Counter affidavit within three weeks.
3. List on 13.01.2026.
Order Date: 16.12.2025
""")

up("backlog/2025-12/IMG20251219180511.jpg", "handwritten_note_photo", RMN, "2025-12-19", ["C06", "C07"], ["C06-H01", "C07-H01"], """
19.12.25 शुक्रवार - पेशी
(1) घरेलू हिंसा 2241/25 पूजा चौहान बनाम विकास चौहान - JM-II
   विपक्षीगण हाजिर, वकील सुनील श्रीवास्तव। धारा 23 प्रार्थना पत्र पर आपत्ति हेतु समय। अगली 23.01.26
(2) परिवाद 5530/25 शुक्ला ट्रेडर्स बनाम इमरान अंसारी - ACJM-III
   अभियुक्त हाजिर नहीं। जमानती वारंट 10,000/- जारी। अगली 29.01.26
""")

# ---------------------------------------------------------------- Jan 2026
up("backlog/2026-01/IMG20260108163015.jpg", "handwritten_note_photo", RMN, "2026-01-08", ["C05"], ["C05-H01"], """
08.01.2026 गुरुवार  तहसील सदर - SDM साहब
वाद सं. 1187/2025 धारा 144 रा.सं. - कमला देवी बनाम राजेन्द्र पासवान
तहसीलदार से आख्या (रिपोर्ट) मांगी गई
अगली तारीख 05.02.2026
राजेश (बेटा) साथ था, 200 रु पेशकार
""")

up("backlog/2026-01/WhatsApp Image 2026-01-13 at 17.02.44.jpeg", "handwritten_note_photo", DNT, "2026-01-13", ["C02"], ["C02-H02"], """
13 Jan 26 - HC Ct 29  Srivastava J
Sunita Maurya writ - CA nahi aail. SC Pandey ji: "instructions nahi mili"
jaj sahab kahlen: agar agili tarikh tak CA na aail to DIOS personal affidavit dihen
ND 10.02.2026
Manoj (pati) ke batana - salary abhi band
""")

up("backlog/2026-01/IMG20260117172240.jpg", "handwritten_note_photo", DNT, "2026-01-17", ["C04"], ["C04-H02"], """
17/1 Sat  CJ(SD) Chauhan - batwara Shiv Prasad
PW1 Shiv Prasad ki jirah (cross) Rai ji ne shuru kiya - vanshavali, 1359 F khatauni pe sawaal
cross in part. Shiv Prasad thik bolen, bas gata 217 ke rakbe me atke
NDOH 14.02.26  - cross jaari
""")

up("backlog/2026-01/CamScanner 01-21-2026 11.18.pdf", "certified_order_sheet_scan", "High Court of Judicature at Allahabad", "2026-01-20", ["C01"], ["C01-H02"], """
HIGH COURT OF JUDICATURE AT ALLAHABAD
CRIMINAL APPEAL No. 4127 of 2024
Ramesh Nishad ..Appellant  Vs.  State of U.P. ..Opposite Party
Hon'ble Vivek Narayan Tripathi, J.
Heard learned counsel for the appellant and learned A.G.A. on the application for suspension of sentence.
The appellant has been in jail for about two years and four months. Without expressing any opinion on merits, let the appellant Ramesh Nishad be released on bail during the pendency of the appeal on his furnishing a personal bond of Rs. 50,000/- and two sureties each in the like amount to the satisfaction of the court concerned. Realisation of fine shall remain stayed.
Office to summon the lower court record forthwith.
List on 24.02.2026 for report regarding LCR.
Order Date: 20.01.2026
""")

up("backlog/2026-01/IMG20260123175531.jpg", "handwritten_note_photo", RMN, "2026-01-23", ["C06"], ["C06-H02"], """
23.01.2026  पूजा चौहान DV - JM-II मैडम
विपक्षी की ओर से धारा 23 पर आपत्ति दाखिल। अंतरिम भरण पोषण पर बहस सुनी गई
आदेश हेतु 20.02.2026
""")

up("backlog/2026-01/IMG20260129182210.jpg", "handwritten_note_photo", DNT, "2026-01-29", ["C07"], ["C07-H02"], """
29.1.26  ACJM-III Maurya sahab
Shukla Traders v Imran Ansari 138 - accused hazir hua, BW recall, bail bond. Siddiqui vakil
plea/ substance explained - not guilty bola
humne 143A ka IA diya (20% interim compensation)
agli tarikh 12.03.26 - 143A pe
Ajay Shukla ji ka phone: kab tak paisa milega? - samjhaya
""")

# ---------------------------------------------------------------- Feb 2026
up("backlog/2026-02/IMG20260205160004.jpg", "handwritten_note_photo", RMN, "2026-02-05", ["C05"], ["C05-H02"], """
05.02.26  SDM सदर - कमला देवी 144
तहसीलदार की आख्या नहीं आई। SDM साहब ने लेखपाल को अगली तारीख पर हाजिर होने का आदेश
अगली 05.03.26
""")

up("backlog/2026-02/Scan_20260211_0003.pdf", "certified_order_sheet_scan", "High Court of Judicature at Allahabad", "2026-02-10", ["C02"], ["C02-H03"], """
HIGH COURT OF JUDICATURE AT ALLAHABAD
WRIT - A No. 15634 of 2025   Smt. Sunita Maurya Vs. State of U.P. and 3 others
Hon'ble Alok Kumar Srivastava, J.
Counter affidavit filed on behalf of respondent no. 3 (District Inspector of Schools, Gorakhpur) today in Court is taken on record.
Petitioner may file rejoinder affidavit within two weeks.
List on 09.03.2026.
Order Date: 10.02.2026
""")

up("backlog/2026-02/IMG20260214171945.jpg", "handwritten_note_photo", RMN, "2026-02-14", ["C04"], ["C04-H03"], """
14.02.2026 शनिवार
मूल वाद 312/23 शिवप्रसाद - PW1 की जिरह पूरी हुई (राय साहब)
अब PW2 जगदीश निषाद (पड़ोसी) की गवाही, समन/साथ लाना है
अगली तारीख 21.03.2026
""")

up("backlog/2026-02/WhatsApp Image 2026-02-20 at 19.31.08.jpeg", "certified_order_sheet_scan", "Judicial Magistrate-II, Gorakhpur", "2026-02-20", ["C06"], ["C06-H03"], """
न्यायालय न्यायिक मजिस्ट्रेट द्वितीय, गोरखपुर
परिवाद (घरेलू हिंसा) सं. 2241/2025  श्रीमती पूजा चौहान बनाम विकास चौहान आदि
20.02.2026
पत्रावली पेश हुई। धारा 23 घरेलू हिंसा अधिनियम के प्रार्थना पत्र पर आदेश पारित। विपक्षी सं. 1 विकास चौहान को आदेशित किया जाता है कि वह पीड़िता को अंतरिम भरण-पोषण के रूप में रु. 8,000/- (आठ हजार) प्रतिमाह प्रार्थना पत्र की तिथि से अदा करे तथा पीड़िता को साझा गृह से बेदखल न करे।
पत्रावली वास्ते सुनवाई दिनांक 27.03.2026 को पेश हो।
(शालिनी त्रिपाठी) न्यायिक मजिस्ट्रेट-द्वितीय
""")

up("backlog/2026-02/WhatsApp Image 2026-02-24 at 19.02.11.jpeg", "handwritten_note_photo", RMN, "2026-02-24", ["C01"], ["C01-H03"], """
24.02.26  हाईकोर्ट - रमेश निषाद अपील (संदीप बाबू ने फोन पर बताया)
LCR अभी तक नहीं आया। ऑफिस रिपोर्ट - सत्र न्यायालय को रिमाइंडर
अगली तारीख 07.04.2026
""")

# ---------------------------------------------------------------- Mar 2026
up("backlog/2026-03/IMG20260305165210.jpg", "handwritten_note_photo", DNT, "2026-03-05", ["C05"], ["C05-H03"], """
5/3/26 Thu - SDM Sadar, Kamla Devi 144 (Mahewa)
Lekhpal aailen, report file - report me Kamla Devi ka kabza likha hai, naam Ramdulare ke varis me
Rajnath Pandey (OP) - report pe aapatti ke liye 2 hafta
ND 09.04.26
""")

up("backlog/2026-03/Scan_20260310_0001.pdf", "certified_order_sheet_scan", "High Court of Judicature at Allahabad", "2026-03-09", ["C02"], ["C02-H04"], """
HIGH COURT OF JUDICATURE AT ALLAHABAD
WRIT - A No. 15634 of 2025   Smt. Sunita Maurya Vs. State of U.P. and 3 others
Hon'ble Alok Kumar Srivastava, J.
Rejoinder affidavit filed. Heard learned counsel for the petitioner and learned Standing Counsel.
Prima facie the salary of the petitioner could not have been stopped without notice. As an interim measure, the District Inspector of Schools, Gorakhpur shall ensure payment of current salary to the petitioner from March 2026 onwards. The question of arrears shall be considered on the next date.
List on 21.04.2026.
Order Date: 09.03.2026
""")

up("backlog/2026-03/IMG20260312174402.jpg", "handwritten_note_photo", DNT, "2026-03-12", ["C07"], ["C07-H03"], """
12.3.26 ACJM-III
Imran Ansari 138 - 143A pe order: accused 20% yaani 75,000/- interim compensation 60 din me complainant ko dega
Siddiqui ji ne virodh kiya, nahi chala
NDOH 30.04.26 - CW1 Ajay Shukla ka affidavit (evidence) taiyar karna
""")

up("backlog/2026-03/IMG20260321173055.jpg", "handwritten_note_photo", RMN, "2026-03-21", ["C04"], ["C04-H04"], """
21.03.2026 शनिवार - शिवप्रसाद बंटवारा
PW2 जगदीश निषाद नहीं आए (बीमार बताया)। हमारी ओर से समय माँगा
चौहान साहब: "अंतिम अवसर" - अगली बार गवाह न आया तो साक्ष्य बंद
अगली तारीख 25.04.2026
""")

up("backlog/2026-03/IMG20260327180116.jpg", "handwritten_note_photo", DNT, "2026-03-27", ["C06"], ["C06-H04"], """
27.03.26  JM-II - Pooja DV
madam ne dono paksh ko mediation centre bhej diya (jaisa har DV me karti hain pahle)
Vikas aaya tha, 8000 ab tak ek bhi paisa nahi diya - humne bataya
ND 08.05.26 mediation report
""")

# ---------------------------------------------------------------- Apr 2026
up("backlog/2026-04/CamScanner 04-08-2026 10.52.pdf", "certified_order_sheet_scan", "High Court of Judicature at Allahabad", "2026-04-07", ["C01"], ["C01-H04"], """
HIGH COURT OF JUDICATURE AT ALLAHABAD
CRIMINAL APPEAL No. 4127 of 2024   Ramesh Nishad Vs. State of U.P.
Hon'ble Vivek Narayan Tripathi, J.
Office reports that the lower court record has been received. Let paper books be prepared.
List for final hearing on 07.07.2026.
Order Date: 07.04.2026
""")

up("backlog/2026-04/IMG20260409152230.jpg", "handwritten_note_photo", RMN, "2026-04-09", ["C05"], ["C05-H04"], """
09.04.26  तहसील सदर
कमला देवी 144 - आज SDM साहब सम्पूर्ण समाधान दिवस में रहे, अदालत नहीं बैठी। पेशकार ने तारीख दी
अगली 14.05.2026
""")

up("backlog/2026-04/WhatsApp Image 2026-04-21 at 16.47.30.jpeg", "handwritten_note_photo", DNT, "2026-04-21", ["C02"], ["C02-H05"], """
21-4-26  Ct 29
Sunita writ - March ki salary mil gayi (college se confirm). arrears (Aug 25-Feb 26) pe SC Pandey phir: "instructions nahi mili"
jaj sahab naraz, par time de dihlen
ND 07.07.26 (vacation ke baad)
""")

up("backlog/2026-04/IMG20260425175820.jpg", "handwritten_note_photo", RMN, "2026-04-25", ["C04"], ["C04-H05"], """
25.04.2026 शनिवार  मूल वाद 312/23
PW2 जगदीश निषाद की गवाही हुई - मुख्य परीक्षा व जिरह दोनों। जगदीश ने बताया दोनों गाटा पुश्तैनी, बंटवारा कभी नहीं हुआ
मुद्दई साक्ष्य समाप्त
अगली तारीख 30.05.2026 - मुद्दालेह साक्ष्य (DW)
""")

up("backlog/2026-04/IMG20260430170744.jpg", "handwritten_note_photo", DNT, "2026-04-30", ["C07"], ["C07-H04"], """
30/04/2026 ACJM-III
Shukla Traders 138: CW1 Ajay Shukla ka affidavit (evidence) file - Ex. C1 cheque, C2 return memo, C3 notice, C4 postal receipt
Imran phir gair hazir - Siddiqui ne exemption application di, allowed
cross Siddiqui ne tal diya
agli tarikh 11.06.26 - CW1 cross
""")

# ---------------------------------------------------------------- May-Jun 2026
up("backlog/2026-05/IMG20260508181040.jpg", "handwritten_note_photo", RMN, "2026-05-08", ["C06"], ["C06-H05"], """
08.05.2026  पूजा चौहान DV
मध्यस्थता विफल (रिपोर्ट आई)। भरण पोषण 8000/- माह अब तक अदा नहीं - हमारी ओर से वसूली प्रार्थना पत्र
मैडम ने विकास को चेताया
अगली 19.06.2026
""")

up("backlog/2026-05/Scan_20260515_0002.pdf", "certified_order_sheet_scan", "SDM Sadar, Gorakhpur", "2026-05-14", ["C05"], ["C05-H05"], """
न्यायालय उपजिलाधिकारी सदर, गोरखपुर
वाद संख्या 1187/2025 अन्तर्गत धारा 144 उ.प्र. राजस्व संहिता 2006   कमला देवी बनाम राजेन्द्र पासवान आदि
14.05.2026
विपक्षी की ओर से लेखपाल आख्या पर आपत्ति प्रस्तुत। वाद बिन्दु निर्मित किए गए। वादिनी साक्ष्य हेतु दिनांक 16.07.2026 नियत।
उपजिलाधिकारी सदर
""")

up("backlog/2026-05/IMG20260530173301.jpg", "handwritten_note_photo", DNT, "2026-05-30", ["C04"], ["C04-H06"], """
30.5.26 Sat - batwara Shiv Prasad, Chauhan sahab
Rai ji ka DW1 affidavit taiyar nahi - samay maangal gail. Chauhan sahab ne 1,000/- cost lagaya
(sahab bina cost ke adjournment nahi dete)
ND 11.07.26 DW1
""")

up("backlog/2026-06/IMG20260619172509.jpg", "handwritten_note_photo", RMN, "2026-06-19", ["C06"], ["C06-H06"], """
19.06.26  JM-II  पूजा DV
विपक्षी ने अदालत में 24,000/- का डिमांड ड्राफ्ट जमा किया (तीन माह)। बाकी बकाया शेष
अब पीड़िता का साक्ष्य - अगली तारीख 07.08.2026
""")

up("backlog/2026-06/IMG20260611165830.jpg", "handwritten_note_photo", DNT, "2026-06-11", ["C07"], ["C07-H05"], """
11/6 - ACJM-III, Imran Ansari 138
CW1 Ajay Shukla ka cross Siddiqui ne kiya: "cheque security me diya tha" suggestion - Ajay ne inkaar kiya. cross pura
143A ka 75,000 abhi tak jama nahi - humne bataya, court ne note kiya
ND 23.07.26 - 313 ke liye
""")

# ---------------------------------------------------------------- Jul 2026
up("backlog/2026-07/IMG20260707194455.jpg", "handwritten_note_photo", DNT, "2026-07-07", ["C01", "C02"], ["C01-H05", "C02-H06"], """
7.7.26 Tue  Allahabad HC
1) Nishad Crl Appeal - Ct 62 Tripathi J - final hearing
   AGA Manoj Shukla: senior AGA dusre court me busy, samay maangal gail. jaj sahab: "last opportunity" - agli baar bahas honi hi hai
   ND 08.09.26
2) Sunita Maurya writ - Ct 29 - board reach nahi bhail (not reached)
   ND 04.08.26
Sandeep ko: paper book ki copy dono matter ki
""")

up("backlog/2026-07/IMG20260711171902.jpg", "handwritten_note_photo", RMN, "2026-07-11", ["C04"], ["C04-H07"], """
11.07.2026 शनिवार  मूल वाद 312/23
DW1 रामबचन यादव (मुद्दालेह 1) का शपथपत्र दाखिल। हमारी ओर से जिरह शुरू - आंशिक
अगली 22.08.2026 - जिरह जारी
""")

up("backlog/2026-07/IMG20260716160312.jpg", "handwritten_note_photo", RMN, "2026-07-16", ["C05"], ["C05-H06"], """
16.07.26  SDM सदर  कमला देवी 144
विपक्षी के वकील राजनाथ पाण्डेय ने स्थानान्तरण प्रार्थना पत्र (DM के यहाँ) दाखिल होने की बात कहकर तारीख माँगी
वादिनी साक्ष्य नहीं हुआ। अगली 03.09.2026
""")

up("backlog/2026-07/IMG20260723175012.jpg", "handwritten_note_photo", DNT, "2026-07-23", ["C07"], ["C07-H06"], """
23-07-26  ACJM-III
Imran Ansari phir na aailen. Siddiqui ki exemption application - is baar Maurya sahab ne reject kiya
accused ke khilaf phir bailable warrant (dusri baar)
agli tarikh 10.09.26 - 313
""")

# ---------------------------------------------------------------- Aug 2026
up("backlog/2026-08/IMG20260804182240.jpg", "handwritten_note_photo", DNT, "2026-08-04", ["C02"], ["C02-H07"], """
04.08.26 - Ct 29 Srivastava J - Sunita Maurya
arrears ab bhi nahi diya. Jaj sahab kahlen: DIOS Gorakhpur agili tarikh pe khud (in person) hazir hon
ND 01.09.2026
Manoj ji ko bata diya - khush
""")

up("backlog/2026-08/IMG20260807173120.jpg", "handwritten_note_photo", RMN, "2026-08-07", ["C06"], ["C06-H07"], """
07.08.2026  पूजा चौहान DV
पीड़िता पूजा (PW1) का मुख्य साक्ष्य शपथपत्र पर। जिरह हेतु विपक्षी वकील श्रीवास्तव जी ने समय माँगा (तैयारी नहीं)
अगली तारीख 18.09.2026
""")

up("backlog/2026-08/Scan_20260819_0001.pdf", "certified_order_sheet_scan", "High Court of Judicature at Allahabad", "2026-08-18", ["C03"], ["C03-H01"], """
HIGH COURT OF JUDICATURE AT ALLAHABAD
CRIMINAL MISC. ANTICIPATORY BAIL APPLICATION U/S 482 BNSS No. 9821 of 2026
Arvind Chaurasia ..Applicant   Vs.   State of U.P. ..Opposite Party
Hon'ble Saurabh Rai, J.
Issue notice to the informant. Learned A.G.A. may file counter affidavit.
Till the next date of listing no coercive action shall be taken against the applicant in Case Crime No. 412 of 2026, P.S. Cantt, District Gorakhpur, provided he cooperates with the investigation.
List on 22.09.2026.
Order Date: 18.08.2026
""")

up("backlog/2026-08/IMG20260822174530.jpg", "handwritten_note_photo", DNT, "2026-08-22", ["C04"], ["C04-H08"], """
22/8 Sat  batwara - DW1 cross
Rai ji phir na aailen - slip: "Sessions court me busy" (ee teesri baar hai!)
Chauhan sahab naraz: 1,000/- cost phir. "Teesri baar adjournment" order me likhwaye
ND 26.09.26
Shiv Prasad ji ko samjhaya - cost ka paisa hame milega
""")

# ---------------------------------------------------------------- Sep 2026
up("backlog/2026-09/Scan_20260902_0004.pdf", "certified_order_sheet_scan", "High Court of Judicature at Allahabad", "2026-09-01", ["C02"], ["C02-H08"], """
HIGH COURT OF JUDICATURE AT ALLAHABAD
WRIT - A No. 15634 of 2025   Smt. Sunita Maurya Vs. State of U.P. and 3 others
Hon'ble Alok Kumar Srivastava, J.
Sri Ramesh Chandra Siddiqui, District Inspector of Schools, Gorakhpur is present in person.
He states and undertakes before this Court that the arrears of salary of the petitioner for the period August 2025 to February 2026, amounting to Rs. 4,86,000/-, shall be paid within six weeks from today. The undertaking is accepted. Personal appearance is exempted for the future.
List on 13.10.2026 for compliance.
Order Date: 01.09.2026
""")

up("backlog/2026-09/IMG20260903170218.jpg", "handwritten_note_photo", RMN, "2026-09-03", ["C05"], ["C05-H07"], """
03.09.2026  SDM सदर  कमला देवी 144
वादिनी कमला देवी का बयान हुआ, राजनाथ पाण्डेय जी ने जिरह की। कब्जा 30 साल से बताया
अगली तारीख 15.11.2026
""")

up("backlog/2026-09/Kamla Devi tarikh sudhaar.txt", "typed_note_txt", DNT, "2026-09-05", ["C05"], ["C05-H07"], """
Kamla Devi 144 (SDM Sadar) - SUDHAAR
Munshi ji ki diary me 03.09 ki peshi ke baad agli tarikh 15.11.2026 likhi hai - galat.
Peshkar se dobara puchha: agli tarikh 15.10.2026 hai (OP evidence). Diary me theek kar lena.
""")

up("backlog/2026-09/IMG20260908200130.jpg", "handwritten_note_photo", DNT, "2026-09-08", ["C01"], ["C01-H06"], """
8 Sep 2026  HC Ct 62 Tripathi J  - Nishad appeal
bahas kiya (argued in part): (i) achanak jhagda, koi purv yojana nahi - 304 II bhi nahi banta, 304A/323 tak
(ii) PW1 aur PW3 ke bayan me virodh - lathi kisne mari
(iii) post mortem: ek hi chot
jaj sahab ne dhyan se suna, AGA ko jawab ke liye
ND 17.11.26
""")

up("backlog/2026-09/IMG20260910173940.jpg", "handwritten_note_photo", DNT, "2026-09-10", ["C07"], ["C07-H07"], """
10.09.26 ACJM-III Maurya sahab
Imran hazir (BW ke baad). 351 BNSS (313) ka bayan: "cheque security ke taur pe diya tha, maal ka hisaab baaki" - sab inkaar
defence evidence ke liye 22.10.26
""")

up("backlog/2026-09/IMG20260918172215.jpg", "handwritten_note_photo", RMN, "2026-09-18", ["C06"], ["C06-H08"], """
18.09.2026  JM-II  पूजा चौहान
PW1 पूजा की जिरह श्रीवास्तव जी ने की - जिरह समाप्त
अब विपक्षी साक्ष्य। अगली तारीख 30.10.2026
""")

up("backlog/2026-09/WhatsApp Image 2026-09-26 at 18.12.57.jpeg", "handwritten_note_photo", RMN, "2026-09-26", ["C04"], ["C04-H09"], """
26.09.2026 शनिवार  मूल वाद 312/2023 शिवप्रसाद यादव
DW1 रामबचन यादव की जिरह पूरी हुई (हमारी ओर से)। मुद्दालेह ने साक्ष्य बंद किया
अगली 31.10.2026 - बहस
""")

up("backlog/2026-10/Sandeep HC chat Aug-Oct 2026.txt", "whatsapp_export", SKY, "2026-10-27", ["C03", "C02"], ["C03-H02", "C03-H03", "C02-H09"], """
[22/09/26, 12:41:05 PM] Sandeep Yadav Jr: Sir Chaurasia AB - Ct 71 me laga tha
[22/09/26, 12:41:48 PM] Sandeep Yadav Jr: AGA ne CA ke liye time maanga, informant ki taraf se Faizan Siddiqui aaye, oppose kiya ki paisa 6.40 lakh le ke baitha hai
[22/09/26, 12:42:30 PM] Sandeep Yadav Jr: interim protection extend ho gaya. next 27.10.2026
[22/09/26, 12:50:11 PM] Devendra Nath Tripathi: thik. Arvind ko bata do IO ke paas jaata rahe
[13/10/26, 3:05:40 PM] Sandeep Yadav Jr: Sir Sunita Maurya writ - DIOS ka compliance affidavit aa gaya
[13/10/26, 3:06:22 PM] Sandeep Yadav Jr: 4,86,000 me se DA arrear 1,12,000 abhi bhi nahi diya, SC Pandey ji bole instructions nahi mili DA pe
[13/10/26, 3:07:01 PM] Sandeep Yadav Jr: Judge ne time diya, next 08.12.2026
[13/10/26, 3:09:45 PM] Devendra Nath Tripathi: compliance affidavit ki copy bhejo, reply banana hai
[27/10/26, 11:58:19 AM] Sandeep Yadav Jr: Chaurasia - Faizan Siddiqui bimaar, unke junior ne adjournment liya. interim chalta rahega
[27/10/26, 11:58:50 AM] Sandeep Yadav Jr: ND 24.11.26 sir
""")

# ---------------------------------------------------------------- Oct 2026
up("backlog/2026-10/IMG20261015163307.jpg", "handwritten_note_photo", RMN, "2026-10-15", ["C05"], ["C05-H08"], """
15.10.2026  तहसील सदर  कमला देवी
आज फिर SDM साहब समाधान दिवस में - अदालत नहीं बैठी (दूसरी बार ऐसा)
अगली तारीख 19.11.2026 - विपक्षी साक्ष्य
""")

up("backlog/2026-10/IMG20261022172850.jpg", "handwritten_note_photo", DNT, "2026-10-22", ["C07"], ["C07-H08"], """
22.10.26  ACJM-III - Shukla Traders v Imran
DE: Siddiqui ji - DW (bank wala) nahi aaya, time maanga. mila
ND 28.11.26
""")

up("backlog/2026-10/IMG20261030181412.jpg", "handwritten_note_photo", DNT, "2026-10-30", ["C06"], ["C06-H09"], """
30/10/26 JM-II - Pooja DV, respondent evidence
Vikas na aailen. Srivastava ji phir wahi: "client Surat me hai, kaam pe" - har baar yahi bahana
madam ne chetavni di: agli tarikh pe Vikas hazir na hue to saakshya band + maintenance recovery ka warrant
agili tarikh 11.12.2026
bakaya maintenance: ab tak sirf 24,000 mila
""")

up("backlog/2026-10/IMG20261031165505.jpg", "handwritten_note_photo", RMN, "2026-10-31", ["C04"], ["C04-H10"], """
31.10.2026 शनिवार  शिवप्रसाद बंटवारा - बहस
पीठासीन अधिकारी अवकाश पर। तारीख बढ़ी
अगली 28.11.2026
""")

up("backlog/2026-10/WhatsApp Chat with Ajay Shukla Golghar.txt", "whatsapp_export", "Ajay Shukla", "2026-10-24", ["C07"], [], """
[05/08/26, 7:12:40 PM] Ajay Shukla Golghar: Tripathi ji namaskar. Imran wala 75 hazaar kab milega? 60 din to kab ke beet gaye
[05/08/26, 7:20:03 PM] Devendra Nath Tripathi: Shukla ji, court ko bata diya hai ki jama nahi hua. 313 ke baad vasooli ki arzi denge
[24/10/26, 8:01:55 PM] Ajay Shukla Golghar: 22 ko kya hua? unka gawah aaya?
[24/10/26, 8:10:31 PM] Devendra Nath Tripathi: nahi aaya, Siddiqui sahab ne phir time liya. 28 Nov ko hai. aap aana zaruri nahi
""")

# ---------------------------------------------------------------- Nov 2026
up("backlog/2026-11/Scan_20261118_0002.pdf", "certified_order_sheet_scan", "High Court of Judicature at Allahabad", "2026-11-17", ["C01"], ["C01-H07"], """
HIGH COURT OF JUDICATURE AT ALLAHABAD
CRIMINAL APPEAL No. 4127 of 2024   Ramesh Nishad Vs. State of U.P.
Hon'ble Vivek Narayan Tripathi, J.
Heard Sri Manoj Kumar Shukla, learned A.G.A. in reply. Arguments of the appellant were heard on 08.09.2026.
Both sides shall file their written submissions, not exceeding five pages, within three weeks.
List on 12.01.2027 for further hearing.
Order Date: 17.11.2026
""")

up("backlog/2026-11/IMG20261117201844.jpg", "handwritten_note_photo", DNT, "2026-11-17", ["C01"], ["C01-H07"], """
17.11.26  Ct 62 - Nishad
AGA ne jawab diya - PW1 chashmdeed, lathi sir pe. Humne rejoinder me PM report dikhayi
Tripathi J kahlen: dono paksh 3 hafte me written submissions (5 page) dein
ND 12.01.2027
Suresh ka phone - faisla kab? bataya Jan me
""")

up("backlog/2026-11/IMG20261119160220.jpg", "handwritten_note_photo", RMN, "2026-11-19", ["C05"], ["C05-H09"], """
19.11.2026  SDM सदर  कमला देवी बनाम राजेन्द्र पासवान
विपक्षी साक्ष्य - पाण्डेय जी ने गवाह तैयार न होने से समय माँगा
SDM साहब: अंतिम अवसर
अगली तारीख 17.12.2026
""")

up("backlog/2026-11/WhatsApp Chat - Sandeep Jr Nov26.txt", "whatsapp_export", SKY, "2026-11-24", ["C03"], ["C03-H04"], """
[24/11/26, 2:14:33 PM] Sandeep Yadav Jr: Sir Chaurasia AB allowed!!
[24/11/26, 2:15:02 PM] Sandeep Yadav Jr: arrest hone pe 25,000 ka bond aur 2 sureties, conditions - investigation me sahyog, bina anumati desh na chhode, informant ko dhamki nahi
[24/11/26, 2:15:40 PM] Devendra Nath Tripathi: badhiya. order ki certified copy apply kar do
[24/11/26, 2:16:10 PM] Sandeep Yadav Jr: ji sir, apply kar diya, diary no. 58817/2026
""")

up("backlog/2026-11/IMG20261128181530.jpg", "handwritten_note_photo", RMN, "2026-11-28", ["C04", "C07"], ["C04-H11", "C07-H09"], """
28.11.2026 शनिवार - तारीख पेशी
(1) मूल वाद 312/23 शिवप्रसाद यादव बनाम रामबचन - चौहान साहब
    मुद्दई की बहस सुनी गई (वकील साहब)। मुद्दालेह की बहस अगली तारीख पर
    अगली 19.12.2026 - उससे पहले लिखित बहस और वंशावली की प्रमाणित प्रति दाखिल करनी है
(2) परिवाद 5530/25 शुक्ला ट्रेडर्स - ACJM-III
    बचाव पक्ष ने कोई गवाह पेश नहीं किया, बचाव साक्ष्य बंद। अंतिम बहस हेतु 14.12.2026
    143A का 75,000 अब भी जमा नहीं
""")

up("backlog/2026-11/Nishad appeal - written submissions draft.docx", "typed_note_docx", DNT, "2026-11-30", ["C01"], [], """
Criminal Appeal No. 4127 of 2024 - Ramesh Nishad v. State of U.P.
WRITTEN SUBMISSIONS ON BEHALF OF THE APPELLANT (draft, to be filed before 08.12.2026)
1. The occurrence of 12.03.2022 at village Bhauwapar arose out of a sudden quarrel over irrigation water; no premeditation.
2. PW1 (Shyam Lal) says the appellant struck with a lathi; PW3 (Kailash) says co-villager Mohan struck first: material contradiction.
3. Post-mortem: a single injury on the head; no repeated blows; at most Section 304 Part II was not made out, the case falls under a lesser offence.
4. The appellant has undergone about 2 years 4 months; on bail since 20.01.2026 without misuse.
""")

# ---------------------------------------------------------------- Dec 2026
up("backlog/2026-12/plan 7-12 Dec.txt", "typed_note_txt", DNT, "2026-12-05", ["C01", "C02", "C04", "C06", "C07"], [], """
Agla hafta (7-12 Dec) - kaam
- Sunita Maurya writ (Prayagraj, Tue): DIOS compliance affidavit pe reply/supplementary affidavit 7 Dec tak file - DA arrear 1,12,000 baaki hai, dikhana
- Nishad appeal: written submissions (5 page) 8 Dec tak file karni - Sandeep HC me jama kare
- Pooja DV (Fri): Vikas hazir na ho to saakshya band karne ki arzi; maintenance bakaya ka hisaab
- Shukla Traders 138: bahas ke notes, 143A non-payment ka point
- batwara Shiv Prasad: likhit bahas + vanshavali praman-prati 19 se pahle
""")
