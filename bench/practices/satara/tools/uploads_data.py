"""The uploads of the Satara practice: what Adv. Jadhav, his junior Snehal and his karkun Datta actually kept."""

L, J, K = "Sachin Vasantrao Jadhav", "Snehal Kadam", "Dattatray Shinde (karkun)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2030-06/punarvasan nakar patra Salunkhe.pdf", "document_scan", "Rehabilitation Officer, Satara", "2030-06-08", ["C01"], [], """
कार्यालय, पुनर्वसन अधिकारी, सातारा
जा.क्र. पुनर्व/कोयना/कावि-४१२/२०३०            दिनांक : ०८/०६/२०३०
प्रति, श्री. सीताराम धोंडिबा साळुंखे, मु. नवजा, ता. पाटण, जि. सातारा
विषय : कोयना प्रकल्पग्रस्त म्हणून पर्यायी शेतजमीन वाटप मिळणेबाबत.
आपला दि. १४/०२/२०३० रोजीचा अर्ज. आपणास सन १९६७ मध्ये रोख मोबदला स्वीकारलेला असल्याने व लाभक्षेत्रात वाटपासाठी
जमीन उपलब्ध नसल्याने आपली पर्यायी जमीन वाटपाची मागणी मान्य करता येत नाही. सबब अर्ज नामंजूर करण्यात येत आहे.
                                              सही/- पुनर्वसन अधिकारी, सातारा
""")
u("backlog/2030-06/WhatsApp Image 2030-06-24 at 18.02.11.jpeg", "document_photo", "Krishna-Venna S.S.K. Ltd.", "2030-06-24", ["C02"], [], """
कृष्णा-वेण्णा सहकारी साखर कारखाना लि., ता. कोरेगाव, जि. सातारा
ऊस बिल पत्रक — गळीत हंगाम २०२९-३०      सभासद क्र. ७७१८   नाव: बाळासाहेब गणपत माने
एकूण ऊस पुरवठा : २१४.६२ मे. टन     एफ.आर.पी. दर : रु. ३,१५०/- प्रति टन
एकूण देय एफ.आर.पी. : रु. ६,७६,०५३/-     अदा : रु. ३,९१,४५३/-
बाकी : रु. २,८४,६००/-  (तोडणी-वाहतूक कपात व शेअर्स रक्कम कपात समायोजन प्रलंबित)
""")
u("backlog/2030-06/notice u-s 164 MCS Act Mane.docx", "typed_note_docx", L, "2030-05-28", ["C02"], [], """
SACHIN V. JADHAV, Advocate, 214 Sadashiv Peth, Satara
To: The Managing Director, Krishna-Venna Sahakari Sakhar Karkhana Ltd., Tal. Koregaon, Dist. Satara
Sub: Notice u/s 164 of the Maharashtra Co-operative Societies Act, 1960
My client Shri Balasaheb Ganpat Mane, member no. 7718, supplied 214.62 MT cane in season 2029-30. FRP balance of
Rs. 2,84,600 is unpaid and his request to transfer 5 shares to his son Rohit is kept pending. Pay within two months,
failing which a dispute u/s 91 will be filed before the Co-operative Court.      Date: 28.05.2030
""")
u("backlog/2029-03/ferfar nond 4518 Malkapur.pdf", "document_scan", "Talathi, Saja Malkapur", "2029-03-02", ["C03"], [], """
गाव नमुना नं. ६ (फेरफार नोंदवही)   मौजे मलकापूर, ता. कराड, जि. सातारा
फेरफार क्र. ४५१८   दिनांक २१/११/२०१६
हक्कसोडपत्र दस्त क्र. ६६१२/२०१६ (दुय्यम निबंधक कराड-२) अन्वये विश्वास शंकर पाटील यांनी गट नं. ४१२ मधील आपला
हिस्सा अशोक शंकर पाटील व सुनिल शंकर पाटील यांचे लाभात सोडला. नोंद प्रमाणित — मंडळ अधिकारी, कराड.
(नक्कल दि. ०२/०३/२०२९)  सही/- तलाठी
""")
u("backlog/2029-03/7-12 Gat 412 Malkapur.jpg", "document_photo", "Talathi, Saja Malkapur", "2029-03-02", ["C03"], [], """
गाव नमुना सात (अधिकार अभिलेख पत्रक) — मौजे मलकापूर, ता. कराड
भूमापन क्र./गट क्र. ४१२   क्षेत्र : १ हे. २२ आर   बागायत (विहीर)
भोगवटादाराचे नाव : अशोक शंकर पाटील, सुनिल शंकर पाटील   (फे.क्र. ४५१८)
पीक : ऊस
""")
u("backlog/2030-05/cheque return memo Rahul Pawar.pdf", "document_scan", "Bank of Maharashtra, Satara Road", "2030-03-18", ["C04"], [], """
BANK OF MAHARASHTRA  Branch: Satara Road (Padali)
CHEQUE RETURN MEMO   Date: 18.03.2030
Cheque No. 204871 dated 15.03.2030 for Rs. 3,40,000/- drawn by Rahul Dnyandeo Pawar, presented by Shri Ajinkya
Nagari Sahakari Patsanstha Maryadit, Satara - RETURNED. Reason: 01 FUNDS INSUFFICIENT
""")
u("backlog/2030-05/notice 138 Rahul Pawar.docx", "typed_note_docx", L, "2030-03-28", ["C04"], [], """
SACHIN V. JADHAV, Advocate, Satara      R.P.A.D.     Date: 28.03.2030
To: Shri Rahul Dnyandeo Pawar, r/o Degaon, Tal. & Dist. Satara
Notice u/s 138 N.I. Act: Under instructions of Shri Ajinkya Nagari Sahakari Patsanstha Maryadit through its recovery
officer Shri Prakash Gaikwad: towards repayment of loan account no. 1142 you issued cheque no. 204871 dated 15.03.2030
for Rs. 3,40,000 which was returned 'funds insufficient' on 18.03.2030. Pay within 15 days of receipt.
""")
u("backlog/2030-06/disability certificate Santosh Jagtap.pdf", "document_scan", "Civil Surgeon, District Hospital Satara", "2030-06-16", ["C05"], [], """
OFFICE OF THE CIVIL SURGEON, DISTRICT HOSPITAL, SATARA — DISABILITY CERTIFICATE
Name: Santosh Baban Jagtap, 34 yrs, r/o Shirwal, Tal. Khandala
Diagnosis: Malunited fracture shaft of right femur with knee stiffness (RTA on 11.03.2030, NH-48 near Shirwal)
Permanent physical disability: 30% (thirty percent) of right lower limb.     Date: 16.06.2030
Signed: Dr. Ajit Ghatge (Orthopaedic Surgeon), Board member
""")
u("backlog/2030-07/MACP 312 claim petition extract.docx", "typed_note_docx", L, "2030-07-05", ["C05"], [], """
BEFORE THE MOTOR ACCIDENT CLAIMS TRIBUNAL AT SATARA — M.A.C.P. No. ___ of 2030
Santosh Baban Jagtap ... Claimant  vs  1. Irfan Shaikh (owner, container truck MH-12-xx-4417)  2. The New India
Assurance Co. Ltd. ... Respondents
On 11.03.2030 at about 5.30 am the claimant was driving his Tata 407 tempo MH-11-xx-2093 (vegetables to Pune) on the
Pune-Bengaluru highway near Shirwal when the container truck took a sudden turn without indicator. Claimant's right
femur fractured. Income Rs. 18,000 p.m. Compensation claimed Rs. 15,00,000 with interest @ 9% p.a.
""")
u("backlog/2030-07/DV arj Varsha Bhoite.pdf", "document_scan", "Family Court, Satara (filed copy)", "2030-07-01", ["C06"], [], """
मा. कौटुंबिक न्यायालय, सातारा — कौटुंबिक हिंसाचारापासून महिलांचे संरक्षण अधिनियम कलम १२ व २६ अन्वये अर्ज
अर्जदार : सौ. वर्षा निलेश भोईटे, वय २९, रा. माहेर — मु. पो. वाठार स्टेशन, ता. कोरेगाव
सामनेवाला : निलेश प्रकाश भोईटे, रा. फलटण
लग्न दि. ०५/०५/२०२४. मुलगी कु. श्रावणी (वय ४). सासरच्या लोकांनी माहेरून दोन लाख रुपये आणण्यासाठी त्रास दिला, दि. १२/०१/२०३० रोजी
घराबाहेर काढले. अंतरिम पोटगी व स्त्रीधन (सोन्याचे मंगळसूत्र ३ तोळे) परत मिळावे.
""")
u("backlog/2030-08/TILR mojani notice Gat 118 Bavdhan.jpg", "document_photo", "Taluka Inspector of Land Records, Wai", "2030-12-20", ["C07"], [], """
उप अधीक्षक भूमि अभिलेख, वाई — मोजणी नोटीस
मो.र.नं. ३३१/२०३० (न्यायालयीन मोजणी, R.C.S. 204/2029)   मौजे बावधन गट नं. ११८ व ११९
मोजणी दिनांक ०८/०१/२०३१ सकाळी ११ वाजता. वादी व प्रतिवादी यांनी हजर रहावे.
""")
u("backlog/2031-03/FIR 143 Rahimatpur.pdf", "document_scan", "Rahimatpur Police Station", "2031-03-03", ["C08"], [], """
प्रथम खबरी अहवाल — रहिमतपूर पोलीस ठाणे, जि. सातारा   गु.र.नं. १४३/२०३१   दि. ०३/०३/२०३१
कलम : भारतीय न्याय संहिता ११८(१), १८९(२), १९१(२), १९०
फिर्यादी : किरण बाळू जाधव, रा. तडवळे. ग्रामपंचायत मतमोजणी निकालानंतर दि. ०२/०३/२०३१ रोजी सायंकाळी गावात दोन गटांत
मारामारी झाली. आरोपी क्र. ३ अमोल सुरेश घोरपडे याने लाकडी दांडक्याने डोक्यात मारले.
""")

# ---------------- C01 Koyna PAP writ (Bombay HC)
u("backlog/2030-09/WP 8841-2030 order 10.09.2030.pdf", "certified_order_sheet_scan", "High Court of Bombay", "2030-09-10", ["C01"], ["C01-H01"], """
IN THE HIGH COURT OF JUDICATURE AT BOMBAY — CIVIL APPELLATE JURISDICTION
WRIT PETITION NO. 8841 OF 2030
Sitaram Dhondiba Salunkhe ... Petitioner  Versus  The State of Maharashtra & Ors. ... Respondents
Mr. Sachin V. Jadhav, Advocate for the Petitioner.  Mr. Y.B. Mhatre, AGP for the Respondent-State.
CORAM : A.S. GOKHALE & N.R. BORKAR, JJ.    DATE : 10th SEPTEMBER, 2030
P.C.: 1. Issue notice. Learned AGP waives service for respondent nos. 1 to 3. 2. Affidavit in reply to be filed
within six weeks. 3. Stand over to 19th November, 2030.
""")
u("backlog/2030-11/IMG_20301119_174402.jpg", "handwritten_note_photo", L, "2030-11-19", ["C01"], ["C01-H02"], """
19/11/30  HC Ct 27 — Salunkhe Koyna WP 8841/30
Board var item 41, 3.40 la pukarla. Mhatre AGP: Collector kadun instructions nahit, vel magitla.
Reply file nahi. Bench nakhush — 'next date la reply nahi tar costs'.
pudhchi tarikh 14.01.2031.  Ganesh la phone karun sangitla.
""")
u("backlog/2031-01/WP 8841-2030 order 14.01.2031.pdf", "certified_order_sheet_scan", "High Court of Bombay", "2031-01-14", ["C01"], ["C01-H03"], """
WRIT PETITION NO. 8841 OF 2030
CORAM : A.S. GOKHALE & N.R. BORKAR, JJ.    DATE : 14th JANUARY, 2031
P.C.: 1. Despite time granted on 19.11.2030, no affidavit in reply is filed. Learned AGP again seeks time.
2. Time granted subject to costs of Rs. 5,000/- to be paid by the State to the petitioner.
3. The Collector, Satara shall file his personal affidavit stating whether land is available for allotment to the
petitioner under the Maharashtra Project Affected Persons Rehabilitation Act, 1999. 4. Stand over to 11th March, 2031.
""")
u("backlog/2031-03/Salunkhe WP note 11-03-2031.docx", "typed_note_docx", L, "2031-03-11", ["C01"], ["C01-H04"], """
Salunkhe — WP 8841/2030 — 11.03.2031 (Court Room 27)
Collector Satara's personal affidavit filed (dt 06.03.2031): 'land not available in the Koyna command area';
says PAP took cash compensation in 1967. Argued: cash was for the house only, land compensation never paid —
1967 award copy shown. Bench (Gokhale J) asked AGP: give a list of land available in Koregaon and Khatav talukas,
gayran or surplus, within 8 weeks. pudhchi tarikh 17.06.2031 (after vacation).
Asheelala sangitla: 1967 che award che original aani ration card gheun ya.
""")
u("backlog/2031-06/WP 8841-2030 order 17.06.2031.pdf", "certified_order_sheet_scan", "High Court of Bombay", "2031-06-17", ["C01"], ["C01-H05"], """
WRIT PETITION NO. 8841 OF 2030
CORAM : A.S. GOKHALE & N.R. BORKAR, JJ.    DATE : 17th JUNE, 2031
P.C.: 1. Pursuant to order dated 11.03.2031, the learned AGP has tendered a list of three parcels: Gat No. 77 at
Rahimatpur, Gat No. 203 at Pusesavali and Gat No. 15 at Vaduj. 2. The petitioner shall inspect the land and indicate
his choice within four weeks. 3. Stand over to 26th August, 2031.
""")
u("backlog/2031-07/WhatsApp Chat with Ganesh Salunkhe Koyna.txt", "whatsapp_export", "Ganesh Salunkhe (client's son)", "2031-07-09", ["C01"], ["C01-H04", "C01-H05"], """
11/03/31, 19:02 - Ganesh Salunkhe: साहेब, कलेक्टरचे उत्तर काय आले? बाबा विचारत आहेत
11/03/31, 19:20 - Adv Sachin Jadhav: कलेक्टर म्हणतात जमीन उपलब्ध नाही. कोर्टाने कोरेगाव-खटावमधील जमिनीची यादी मागितली आहे. पुढची तारीख १७ जून.
17/06/31, 18:40 - Adv Sachin Jadhav: यादी आली — रहिमतपूर गट ७७, पुसेसावळी गट २०३, वडूज गट १५. चार आठवड्यात पाहून पसंती कळवा. पुढची तारीख २६ ऑगस्ट.
09/07/31, 20:11 - Ganesh Salunkhe: साहेब रहिमतपूरची जमीन बघितली, पाणी आहे. बाबांची पसंती रहिमतपूर गट ७७. वडूजची जमीन खडकाळ आहे.
09/07/31, 20:15 - Adv Sachin Jadhav: ठीक. मी पसंतीचे affidavit तयार करतो. सही करायला शनिवारी या.
""")

# ---------------- C02 Mane FRP (Co-op Court)
u("backlog/2030-09/IMG_20300925_193015.jpg", "handwritten_note_photo", K, "2030-09-25", ["C02", "C04"], ["C02-H01", "C02-H02", "C04-H01"], """
तारीख रजिस्टर — ऑगस्ट/सप्टेंबर २०३०   (दत्ता शिंदे)
२१/०८  सहकार न्यायालय — माने वि. कृष्णा-वेण्णा कारखाना (दावा ४६/३०) — कारखाना हजर, निंबाळकर वकील. कैफियत (जबाब) साठी मुदत. पुढील तारीख २५/०९
२७/०८  JMFC ३ — अजिंक्य पतसंस्था वि. राहुल पवार (SCC २२१५/३०) — आरोपी गैरहजर. जामीनपात्र वॉरंट. पु.ता. ०१/१०
२५/०९  सहकार न्यायालय — माने दावा — कारखान्याचा जबाब आला नाही. रु. १,०००/- खर्चावर मुदत दिली (हुकूम). पु.ता. २३/१०
""")
u("backlog/2030-10/Mane karkhana WS 23.10.txt", "typed_note_txt", L, "2030-10-23", ["C02"], ["C02-H03"], """
23.10.2030 Co-op Court Satara — Mane v. Krishna-Venna SSK (Dispute 46/2030)
Costs Rs. 1,000 paid by Nimbalkar. WS filed today. Karkhana's stand: FRP balance adjusted — harvesting & transport
(todni-vahatuk) Rs. 1,86,000 and share amount Rs. 50,000 deducted; Mane 'not an active member' as he supplied less
cane in 2 of last 5 seasons, so share transfer refused under bye-law 12.
Our point: todni-vahatuk was by Mane's own tractor — karkhana never harvested. Need oos pavti (cane slips) and
karkhana ledger. pudhchi tarikh 11.12.2030 for issues.
""")
u("backlog/2030-12/PXL_20301211_181250.jpg", "handwritten_note_photo", L, "2030-12-11", ["C02", "C05"], ["C02-H04", "C05-H03"], """
11.12.30  (Satara — don courts)
(1) Co-op Ct — Mane FRP: issues framed (5). Our arj for production of oos pavti + ledger 2029-30 — ALLOWED,
karkhana to produce by next date. Deshmukh saheb: 'slips aalyashivay evidence nahi'. ND 12.02.2031.
(2) MACT — Santosh Jagtap: issues framed (4). Deshpande said insurer will examine investigator. Affidavit of PW1
taiyar karaycha. ND 22.01.2031.
""")
u("backlog/2031-02/Rojnama Dispute 46-2030 dt 12.02.2031.pdf", "certified_order_sheet_scan", "Co-operative Court, Satara", "2031-02-12", ["C02"], ["C02-H04", "C02-H05"], """
सहकार न्यायालय, सातारा — दावा क्र. सीसी/सातारा/४६/२०३० — रोजनामा
११/१२/२०३०  वादमुद्दे निश्चित. वादीचा अर्ज नि. १८ मंजूर — प्रतिवादी कारखान्याने ऊस पावत्या व खतावणी हजर कराव्यात. पु.ता. १२/०२/२०३१
१२/०२/२०३१  वादी बाळासाहेब माने यांचे सरतपासणीचे शपथपत्र दाखल. प्रतिवादीतर्फे उलटतपासणीसाठी मुदत मागितली. मुदत दिली. पु.ता. ०९/०४/२०३१
                                         सही/- न्यायाधीश, सहकार न्यायालय, सातारा
""")
u("backlog/2031-04/20310409_170533.jpg", "handwritten_note_photo", L, "2031-04-09", ["C02"], ["C02-H06"], """
9/4/31 Co-op Ct — Mane v. karkhana
Mane cha uttartapasni (cross) by Nimbalkar — 1 1/2 taas. Admitted: own tractor for todni-vahatuk, karkhana slips
show 'swatah todni'. Good for us. Ledger produced — Rs. 2,84,600 shown as 'suspense'.
Karkhana's witness — chief accountant Sunil Bhosale — next. pudhchi tarikh 20.08.2031 (long date, vacation madhe court band nahi pan board full).
""")

# ---------------- C03 Karad partition
u("backlog/2030-08/IMG_20300808_162210.jpg", "handwritten_note_photo", L, "2030-08-08", ["C03"], ["C03-H01"], """
8/8/30 Karad CJSD — Patil partition (Spl CS 118/29)
PW1 Vishwas — sarantapasni affidavit dakhal (Exh. 58). Thorat: cross next date.
Vishwas la sangitla: hakka sod patra 2016 var sahi aapli nahi he thampane sangayche. Wada Shaniwar Peth che ghar
patti pavtya aana. ND 12.9.30.
""")
u("backlog/2030-10/WhatsApp Chat with Snehal Kadam Jr.txt", "whatsapp_export", J, "2030-10-17", ["C03"], ["C03-H02", "C03-H03"], """
12/09/30, 17:05 - Snehal Kadam Jr: Sir Karad Patil case — Thorat sirancha cross 1 taas zhala, part. Vishwas ne hakka sod patra var sahi nakarli. Thorat ne 2016 cha Sub-Registrar photo dakhavla. ND 17.10.30
12/09/30, 17:07 - Adv Sachin Jadhav: ok. photo baddal Vishwas ne kay sangitla?
12/09/30, 17:09 - Snehal Kadam Jr: To mhanala photo kadhla pan kagad vachun dakhavla nahi, loan che papers mhanun sahi ghetli
17/10/30, 13:20 - Snehal Kadam Jr: Sir Karad — Thorat sir HC la busy, samorchya vakilanni vel magitla. Kulkarni saheb ne dila pan 'next date la cross purna kara' mhanale. ND 5/12/30
17/10/30, 13:22 - Adv Sachin Jadhav: Exh 64 arj (handwriting expert) tayar thev, 5 Dec la argue karu
""")
u("backlog/2030-12/Patil partition 05.12.2030.docx", "typed_note_docx", L, "2030-12-05", ["C03"], ["C03-H04"], """
Karad CJSD — Spl. C.S. 118/2029 — Patil partition — 05.12.2030
PW1 Vishwas cross concluded (Thorat). Suggestion put: 'you relinquished for Rs. 2,00,000 received' — denied.
Argued Exh. 64 — to send the original hakka sod patra (Doc. No. 6612/2016, SRO Karad-2) with Vishwas's admitted
signatures to the Regional Examiner of Questioned Documents, Pune. Thorat opposed (delay). Order on 16.01.2031.
""")
u("backlog/2031-01/Rojnama SCS 118-2029 16.01.2031.pdf", "certified_order_sheet_scan", "Civil Judge (Senior Division), Karad", "2031-01-16", ["C03"], ["C03-H05"], """
दिवाणी न्यायाधीश (वरिष्ठ स्तर), कराड — विशेष दिवाणी दावा क्र. ११८/२०२९ — रोजनामा
१६/०१/२०३१  नि. ६४ वरील आदेश जाहीर. अर्ज मंजूर. वादग्रस्त हक्कसोडपत्र व वादीच्या मान्य सह्या प्रादेशिक प्रश्नांकित दस्तऐवज
परीक्षक, पुणे यांच्याकडे पाठविण्यात याव्यात. खर्च वादीने करावा. पु.ता. २०/०३/२०३१ — वादीचा पुरावा.
""")
u("backlog/2031-03/Patil PW2 Maruti Yadav 20-3.txt", "typed_note_txt", L, "2031-03-20", ["C03"], ["C03-H06"], """
20.03.2031 Karad — Patil partition
PW2 Maruti Yadav (attesting witness on hakka sod patra) examined: he signed at Ashok's shop, not before Sub-Registrar;
Vishwas was not present when he signed. Cross by Thorat — 40 min; could not shake him on 'Vishwas not present'.
QD report not yet received from Pune. pudhchi tarikh 24.07.2031 (court vacation May).
""")
u("backlog/2031-07/IMG_20310724_175801.jpg", "handwritten_note_photo", L, "2031-07-24", ["C03"], ["C03-H07"], """
24/7/31 Karad Patil — QD report aala (Pune): disputed signature on hakka sod patra 'not written by the writer of
the admitted signatures' — in our favour!
Thorat ne objection sathi vel magitla. mudat dili. pudhchi tarikh 14.08.31.
Vishwas khush. Ferfar 4518 cancel sathi Tahsildar Karad kade arj — nantar.
""")
u("backlog/2031-07/correction Karad tarikh.txt", "typed_note_txt", L, "2031-07-25", ["C03"], ["C03-H07"], """
25.07.2031 — CORRECTION: kalchya diary madhe Karad Patil chi pudhchi tarikh 14.08 lihili — chuk. Snehal ne rojnama
pahila: sahi pudhchi tarikh 21.08.2031 (QD report var objection). 14 August la Karad nahi.
""")

# ---------------- C04 patsanstha 138
u("backlog/2030-11/IMG-20301126-WA0014.jpg", "handwritten_note_photo", K, "2030-11-26", ["C04"], ["C04-H02", "C04-H03"], """
तारीख रजिस्टर — अजिंक्य पतसंस्था वि. राहुल पवार, SCC २२१५/२०३०, JMFC कोर्ट ३
०१/१०  आरोपी हजर — जामीन झाला (रु. १५,०००/- जामीन). घाडगे वकील. पु.ता. २६/११
२६/११  आरोपीचा जबाब (plea) — गुन्हा नाकबूल. बचाव : चेक सिक्युरिटीसाठी दिला होता. पु.ता. ०७/०१/२०३१ — फिर्यादीचा पुरावा
""")
u("backlog/2031-02/WhatsApp Chat with Snehal Kadam Jr (2).txt", "whatsapp_export", J, "2031-02-25", ["C04"], ["C04-H04", "C04-H05"], """
07/01/31, 12:40 - Snehal Kadam Jr: Sir patsanstha 138 — Gaikwad saheb (recovery officer) che affidavit CW1 tender kela. Ghadge sir ne cross sathi vel magitla. ND 25.2.31
07/01/31, 12:41 - Adv Sachin Jadhav: ok. 143A cha arj pan tayar kar
25/02/31, 13:05 - Snehal Kadam Jr: Sir Rahul Pawar gairhajar. Ghadge sir ne exemption arj dila — medical. Jagdale madam ne allow kela pan Rs 500 costs. Cross nahi zhala. ND 8/4/31
25/02/31, 13:06 - Snehal Kadam Jr: madam mhanalya next date la cross nahi kela tar cross closed
25/02/31, 13:10 - Adv Sachin Jadhav: 👍 143A arj aajach file kar
""")
u("backlog/2031-04/PXL_20310408_135522.jpg", "handwritten_note_photo", L, "2031-04-08", ["C04"], ["C04-H06"], """
8.4.31 JMFC 3 — Ajinkya patsanstha v. Rahul Pawar
CW1 Prakash Gaikwad — cross by Ghadge done. Suggestion: loan of Ajinkya to Rahul's brother, Rahul only guarantor,
cheque blank security — denied. Ledger Exh. 21 proved.
143A arj argued — 20% interim compensation. Sahebanni (madam) order rakhun thevla. ND 10.6.31
""")
u("backlog/2031-06/SCC 2215-2030 order below Exh 27.pdf", "certified_order_sheet_scan", "JMFC Court No. 3, Satara", "2031-06-10", ["C04"], ["C04-H07"], """
IN THE COURT OF JUDICIAL MAGISTRATE FIRST CLASS, COURT NO. 3, SATARA
S.C.C. No. 2215/2030 — Shri Ajinkya Nagari Sahakari Patsanstha Maryadit vs Rahul Dnyandeo Pawar
ORDER BELOW EXH. 27 (application u/s 143A N.I. Act)                       Date: 10.06.2031
The accused has pleaded not guilty. The complainant has made out a prima facie case. The accused is directed to pay
interim compensation of 20% of the cheque amount i.e. Rs. 68,000/- (Rupees sixty-eight thousand only) to the
complainant within 60 days from today. Complainant's evidence closed. Next date 15.07.2031 for statement of accused.
                                              (M.S. Jagdale) JMFC, Court No. 3, Satara
""")
u("backlog/2031-07/IMG_20310715_191044.jpg", "handwritten_note_photo", K, "2031-07-15", ["C04", "C06"], ["C04-H08"], """
तारीख रजिस्टर — जुलै २०३१ (दत्ता)
१५/०७  JMFC ३ — अजिंक्य पतसंस्था वि. पवार — आरोपी पुन्हा गैरहजर, हजेरी माफीचा अर्ज मंजूर. ६८,०००/- भरले नाहीत.
        आरोपीचा जबाब (कलम ३५१) झाला नाही. पु.ता. १३/०८/२०३१
१६/०७  वर्षा भोईटे — ताईंचा फोन : नवऱ्याने जुलैची पोटगी दिली नाही. (तारीख नाही, फक्त निरोप) — पु.ता. २०/०८
""")

# ---------------- C05 Jagtap MACT
u("backlog/2030-09/Jagtap MACT 04.09.2030.txt", "typed_note_txt", L, "2030-09-04", ["C05"], ["C05-H01"], """
4.9.2030 MACT Satara (DJ-3 Pawar saheb) — MACP 312/2030 Santosh Jagtap
R2 New India Assurance appeared through Adv. Shirish Deshpande; sought time for WS. R1 Irfan Shaikh (owner) served,
absent. pudhchi tarikh 09.10.2030.  Santosh la sangitla — Pune hospital che bill originals aana.
""")
u("backlog/2030-10/MACP 312-2030 order 09.10.2030.pdf", "certified_order_sheet_scan", "MACT Satara", "2030-10-09", ["C05"], ["C05-H02"], """
MOTOR ACCIDENT CLAIMS TRIBUNAL, SATARA — M.A.C.P. No. 312/2030
09.10.2030  Claimant with Adv. S.V. Jadhav. R2 insurer through Adv. S.S. Deshpande. R1 absent though served.
Written statement of R2 filed at Exh. 19 (contributory negligence of claimant; claimant held no valid badge for
goods vehicle). Proceed ex parte against R1. Issues on 11.12.2030.            Member, MACT, Satara
""")
u("backlog/2031-01/Scan_2031-01-22_Jagtap.pdf", "handwritten_note_photo", L, "2031-01-22", ["C05"], ["C05-H04"], """
22/1/31 MACT Jagtap — PW1 Santosh — affidavit Exh. 31 tender. Deshpande cross: badge? — Santosh: LMV-transport
licence valid till 2033, badge not required for 407 (produce DL). Speed? 40-45. Container took U-turn at Shirwal
cut. Dr. Ghatge la summons. ND 19.3.31
""")
u("backlog/2031-03/WhatsApp Chat with Snehal Kadam Jr (3).txt", "whatsapp_export", J, "2031-04-23", ["C05", "C08"], ["C05-H05", "C05-H06", "C08-H02"], """
18/03/31, 14:15 - Snehal Kadam Jr: Sir Ghorpade bail — IO cha say aala nahi, Phadtare madam ne vel magitla. Walvekar saheb ne 24.3 dili
19/03/31, 13:30 - Snehal Kadam Jr: Sir MACT Jagtap — Dr. Ghatge aale nahit, OPD. Witness summons kadhla. ND 23/4/31
23/04/31, 16:45 - Snehal Kadam Jr: Sir Dr. Ghatge cha saksh zhala — 30% disability proved. Deshpande sir ni cross kela. Pawar saheb ne settlement vicharla — insurer ne Rs. 4,50,000 offer dila. Santosh ne nakar dila. ND 2.7.31
23/04/31, 16:50 - Adv Sachin Jadhav: barobar. 4.5 lakh khup kami aahe, income 18,000 aahe
""")
u("backlog/2031-07/IMG_20310702_172733.jpg", "handwritten_note_photo", L, "2031-07-02", ["C05"], ["C05-H07"], """
2/7/31 MACT — Jagtap. Claimant side evidence closed (purshis Exh. 40). Insurer's evidence — investigator Sanjay
Dixit to be examined. Deshpande ne vel magitla nahi. ND 03.09.2031.
""")

# ---------------- C06 Varsha maintenance
u("backlog/2030-08/IMG_20300814_180044.jpg", "handwritten_note_photo", L, "2030-08-14", ["C06"], ["C06-H01"], """
14/8/30 Family Ct Satara — Varsha Bhoite v. Nilesh (A-87/30 + MA 15/30 DV)
Nilesh hajar, Raut vakil — vakalatnama dila. Madam ne marriage counsellor kade pathavle. ND 18.9.30
Varsha sobat aai hoti. Mulgi Shravani.
""")
u("backlog/2030-09/IMG-20300918-WA0022.jpg", "handwritten_note_photo", K, "2030-09-18", ["C06"], ["C06-H02"], """
तारीख रजिस्टर — कौटुंबिक न्यायालय — वर्षा भोईटे वि. निलेश भोईटे
१८/०९/३०  समुपदेशकाचा अहवाल — तडजोड झाली नाही. अंतरिम पोटगी अर्ज (नि. ५) वर सामनेवाल्याने म्हणणे द्यावे. पु.ता. १६/१०/३०
""")
u("backlog/2030-10/Varsha interim 16.10.2030.txt", "typed_note_txt", L, "2030-10-16", ["C06"], ["C06-H03"], """
16.10.2030 Family Court — Varsha v. Nilesh — Exh. 5 interim maintenance
Nilesh's reply: he is a driver earning Rs. 12,000 p.m.; Varsha left on her own. Argued: he owns a Bolero on hire
in Phaltan (RTO extract), 2 acres at Sakharwadi; earns 35-40k. Raut sought to file salary slip — none.
Arguments over. Order on 20.11.2030.
""")
u("backlog/2030-11/A-87-2030 order Exh 5 dt 20.11.2030.pdf", "certified_order_sheet_scan", "Family Court, Satara", "2030-11-20", ["C06"], ["C06-H04"], """
FAMILY COURT, SATARA — Petition No. A-87/2030 — ORDER BELOW EXH. 5        Date: 20.11.2030
The respondent-husband shall pay interim maintenance of Rs. 6,000/- per month to the petitioner-wife and
Rs. 3,000/- per month to the minor daughter Shravani from the date of the application (01.07.2030), on or before
the 10th of every month. Arrears in 8 weeks. Next date 15.01.2031.                   Judge, Family Court, Satara
""")
u("backlog/2031-03/WhatsApp Chat with वर्षा ताई.txt", "whatsapp_export", "Varsha Bhoite (client)", "2031-03-05", ["C06"], ["C06-H05", "C06-H06"], """
15/01/31, 18:30 - वर्षा ताई: साहेब आज कोर्टात काय झाले? मी बाहेर थांबले होते
15/01/31, 18:42 - Adv Sachin Jadhav: पोटगीची थकबाकी ५४,०००/- झाली आहे. निलेशने पुढच्या तारखेपर्यंत २०,०००/- भरण्याची हमी दिली. पुढची तारीख ५ मार्च.
15/01/31, 18:45 - वर्षा ताई: बाकीचे पैसे कधी?
05/03/31, 17:10 - Adv Sachin Jadhav: आज २०,०००/- भरले. तुमचे शपथपत्र (साक्ष) दाखल केले. त्यांच्या वकिलांनी उलटतपासणीसाठी वेळ मागितला. पुढची तारीख १८ जून.
05/03/31, 17:12 - वर्षा ताई: ठीक आहे साहेब 🙏
""")
u("backlog/2031-06/Document 6.docx", "typed_note_docx", L, "2031-06-18", ["C06"], ["C06-H07"], """
18.06.2031 Family Court — Varsha Bhoite
Cross of Varsha by Raut (about 1 hr): stridhan list, why she left on 12.01.2030, Shravani's school at Vathar.
She stood firm. Our evidence closed (purshis). Respondent Nilesh's evidence next. pudhchi tarikh 20.08.2031.
Arrears now Rs. 61,000 (after 20k paid). Recovery (vasuli) arj next date la.
""")

# ---------------- C07 Wai boundary
u("backlog/2030-08/Rojnama RCS 204-2029 Wai 29.08.pdf", "certified_order_sheet_scan", "Civil Judge (Junior Division), Wai", "2030-08-29", ["C07"], ["C07-H01"], """
दिवाणी न्यायाधीश (कनिष्ठ स्तर), वाई — नियमित दिवाणी दावा क्र. २०४/२०२९ — रोजनामा
२९/०८/२०३०  वादीतर्फे अॅड. जाधव. प्रतिवादीतर्फे अॅड. सावंत. नि. ५ वर प्रतिवादीचे म्हणणे बाकी. पुढील तारखेपर्यंत उभय
पक्षांनी गट नं. ११८ व ११९ मधील बांधाबाबत जैसे थे स्थिती ठेवावी. पु.ता. १०/१०/२०३०
""")
u("backlog/2030-10/IMG_20301010_163015.jpg", "handwritten_note_photo", L, "2030-10-10", ["C07"], ["C07-H02"], """
10/10/30 Wai CJJD — Shantabai More v. Dilip Gole
Exh. 22 court commissioner (TILR mojani) — allowed. Mojani fee Rs. 6,500 TILR office madhe bharaychi — Shantabai cha
mulga Dattu. Sawant ne virodh kela (old bandh). ND 12.12.30.
""")
u("backlog/2030-12/IMG-20301212-WA0031.jpg", "handwritten_note_photo", K, "2030-12-12", ["C07"], ["C07-H03"], """
तारीख रजिस्टर — वाई — मोरे वि. गोळे (RCS २०४/२९)
१२/१२/३०  TILR मोजणी झाली नाही. मोजणीची तारीख ०८/०१/२०३१ दिली. अहवालासाठी पु.ता. १३/०२/२०३१
""")
u("backlog/2031-02/More v Gole TILR 13.2.docx", "typed_note_docx", L, "2031-02-13", ["C07"], ["C07-H04"], """
Wai — R.C.S. 204/2029 — 13.02.2031
TILR map and report filed (M.R. No. 331/2030): Gole's new stone wall on the east bandh encroaches 2.5 guntha
(0 H 02.5 R) of Gat 118. Sawant filed objection to the map — says old bandh shifted in 2005 by consent.
Exh. 5 to be heard with the map. ND 10.04.2031.
""")
u("backlog/2031-06/WhatsApp Chat with Snehal Kadam Jr (4).txt", "whatsapp_export", J, "2031-06-26", ["C07"], ["C07-H05", "C07-H06"], """
10/04/31, 15:20 - Snehal Kadam Jr: Sir Wai More case — Exh 5 ALLOWED 🎉 temporary injunction — Gole ne vaad jagevar bandhkam karu naye. ND 26.6.31
10/04/31, 15:25 - Adv Sachin Jadhav: Shantabai la sang. Order chi certified copy kadh.
26/06/31, 14:10 - Snehal Kadam Jr: Sir Wai — vaad mudde (issues) framed, 5 issues. Mohite saheb: plaintiff's evidence next. ND 13/8/31
26/06/31, 14:11 - Adv Sachin Jadhav: 13 la mi Satara la JMFC 3 madhe aahe — tu Wai la ja, Shantabai cha affidavit file kar
""")

# ---------------- C08 Ghorpade bail
u("backlog/2031-03/Ghorpade bail 12.3.txt", "typed_note_txt", L, "2031-03-12", ["C08"], ["C08-H01"], """
12.03.2031 Sessions Court Satara — ASJ-2 Walvekar saheb — Cri. B.A. 612/2031 Amol Ghorpade
Rahimatpur C.R. 143/2031 (Tadavale GP counting clash, 02.03.2031). Amol in MCR since 04.03.2031.
Notice to APP Phadtare madam; IO's say called. ND 18.03.2031. Suresh (vadil) la sangitla — surety tayar theva.
""")
u("backlog/2031-03/IMG_20310324_170211.jpg", "handwritten_note_photo", L, "2031-03-24", ["C08"], ["C08-H03"], """
24/3/31 ASJ-2 — Ghorpade bail. IO say filed: injured Kiran Jadhav — head injury, CT normal, discharged 06.03.
APP opposed — 'witnesses same village, election rivalry'. Argued: simple injury, 20 days custody, no antecedents.
Sahebanni order rakhun thevla. Order 27.03.31.
""")
u("backlog/2031-03/B.A. 612-2031 order 27.03.2031.pdf", "certified_order_sheet_scan", "Additional Sessions Judge-2, Satara", "2031-03-27", ["C08"], ["C08-H04"], """
IN THE COURT OF ADDITIONAL SESSIONS JUDGE-2, SATARA — Criminal Bail Application No. 612/2031
Amol Suresh Ghorpade ... Applicant vs State of Maharashtra (through Rahimatpur P.S.) ... Respondent
ORDER (27.03.2031): The applicant be released on bail on executing a P.R. bond of Rs. 25,000/- with one solvent
surety of the like amount. He shall not enter village Tadavale till the charge-sheet is filed except to attend the
Rahimatpur police station on every Sunday between 10 am and 1 pm. He shall not tamper with witnesses. Disposed of.
""")
u("backlog/2031-03/IMG-20310318-WA0007.jpg", "handwritten_note_photo", K, "2031-03-18", ["C08"], ["C08-H02"], """
तारीख रजिस्टर — सत्र न्यायालय — अमोल घोरपडे जामीन अर्ज ६१२/३१
१८/०३  तपास अधिकाऱ्याचे म्हणणे आले नाही. सरकारी वकील फडतरे मॅडम यांनी मुदत मागितली. पु.ता. २४/०३
""")

# ---------------- plan and cause list
u("backlog/2031-08/week plan 11-23 Aug.docx", "typed_note_docx", L, "2031-08-09", ["C04", "C07", "C02", "C06", "C03", "C01"], [], """
WEEK PLAN 11-23 Aug 2031
Wed 13/8  Satara JMFC 3 — Ajinkya patsanstha v. Pawar — 351 statement; 143A Rs. 68,000 not paid -> arj for recovery
          as fine (s. 143A(5)). ME.   Wai CJJD — More v. Gole — plaintiff's evidence, Shantabai affidavit — SNEHAL.
Fri 15/8  holiday.
Wed 20/8  Co-op Ct — Mane — karkhana's accountant Bhosale; cross points ready.  Family Ct — Varsha — Nilesh's evidence.
Thu 21/8  Karad — Patil — objection to QD report (NOT 14th).
Pending: Koyna — Salunkhe's choice affidavit (Rahimatpur gat 77) to be filed before 26/8. HC costs Rs. 5,000 still not received.
""")
u("backlog/2031-08/Satara JMFC cause list 13.08.2031.pdf", "cause_list_pdf", "District Court, Satara", "2031-08-12", ["C04"], [], """
DISTRICT COURT SATARA — CAUSE LIST 13.08.2031 (WEDNESDAY)
COURT OF SMT. M.S. JAGDALE, JMFC, COURT NO. 3, SATARA
Sr.  Case No.            Parties                                                   Stage
1    SCC/1870/2029      Yashwant Co-op Bank vs Mahesh Kale                         Evidence
2    SCC/2215/2030      Shri Ajinkya Nagari Sah. Patsanstha vs Rahul D. Pawar      Statement of accused
3    RCC/402/2028       State vs Santosh Mohite                                    Arguments
4    SCC/3011/2030      Krishna Sahakari Bank vs Vijay Shelke                      Appearance
""")
