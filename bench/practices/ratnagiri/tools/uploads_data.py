"""The uploads of the Ratnagiri practice: what Adv. Sawant, his junior Pranali and the karkun Dattaram actually kept."""

L, J, K = "Vinayak Shridhar Sawant", "Pranali Surve", "Dattaram Gurav (karkun)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2028-08/satbara Pawas gat 212.jpg", "document_photo", "Talathi, Saja Pawas", "2028-08-21", ["C01"], [], """
गाव नमुना सात (अधिकार अभिलेख पत्रक)   गाव: पावस   ता. रत्नागिरी   जि. रत्नागिरी
भूमापन क्रमांक / गट क्र. 212    क्षेत्र: 1.42.00 हे.आर   आकारणी: 3.75
भोगवटादार वर्ग-1: विष्णु गणेश गोखले (मयत) वारस - माधव विष्णु गोखले, अनंत विष्णु गोखले, सौ. सुमन श्रीधर दाते
फेरफार क्र. 1876 (वारस नोंद)
पिकाची नोंद: आंबा (हापूस) 118 झाडे, नारळ 14 झाडे  - बागायत
Digitally signed 7/12, dt. 21/08/2028
""")
u("backlog/2029-02/tokanama Bagwan 2029 season.pdf", "document_scan", "Madhav Vishnu Gokhale / Abdul Rehman Bagwan", "2029-01-15", ["C01"], [], """
ठोकनामा (TOKANAMA) - Amba season 2029
Madhav Vishnu Gokhale, Pawas (malak) gives the fruit of the hapus kalam (118 trees) in Gat No. 212 and 214, Pawas,
to Abdul Rehman Bagwan, amba vyapari, Vashi market, for the season Jan to May 2029 for a lump sum (thok) of
Rs. 4,50,000/- (Rupees four lakh fifty thousand only). Rs. 1,50,000 paid today by cheque, balance by 31.03.2029.
Spraying, rakhandari and kadhani by the vyapari.   Date: 15.01.2029
sd/- Madhav Gokhale        sd/- A. R. Bagwan         Witness: Raghunath Phadke
""")
u("backlog/2029-07/MMB cancellation letter berth.pdf", "document_scan", "Maharashtra Maritime Board, Ratnagiri", "2029-06-18", ["C03"], [], """
MAHARASHTRA MARITIME BOARD - Regional Port Officer, Ratnagiri
No. MMB/RPO/RTN/Berth/2029/447                                Date: 18.06.2029
To: The Chairman, Mirkarwada Machhimar Sahakari Sanstha Maryadit, Mirkarwada, Ratnagiri
Sub: Cancellation of berth allotment Nos. B-7 to B-11, Mirkarwada Fishing Harbour (Phase II)
The allotment of berths B-7 to B-11 is cancelled with effect from 01.08.2029 for non-payment of wharfage and for
reallotment under the revised scheme. Your 23 trawlers shall vacate the berths before the said date.
                                                 Regional Port Officer, Ratnagiri
""")
u("backlog/2029-06/Kadam plaint RCS Chiplun.pdf", "document_scan", L, "2029-06-05", ["C04"], [], """
IN THE COURT OF THE CIVIL JUDGE JUNIOR DIVISION AT CHIPLUN          R.C.S. No. 57 of 2029
Shantaram Dhondu Kadam, age 66, agriculturist, r/o Sawarde, Tal. Chiplun     ... Plaintiff
  Versus
Suresh Ramchandra Kadam, age 49, r/o Sawarde, Tal. Chiplun                    ... Defendant
SUIT FOR DECLARATION AND PERPETUAL INJUNCTION
3. The defendant got mutation entry (ferfar) No. 2187 certified on 11.02.2029 on the basis of a so-called
hakk-sod-patra (release deed) said to bear the plaintiff's thumb impression. The plaintiff never executed it; he
signs in Marathi and never puts a nishani (thumb impression).
4. By the said ferfar the plaintiff's name was deleted from the 7/12 of Gat No. 388, Sawarde (0.61.00 H.R.).
Prayer: (a) declare ferfar No. 2187 void and not binding; (b) restrain the defendant from alienating Gat No. 388.
Valuation Rs. 3,00,000; court fee paid.  Chiplun, 05.06.2029        Advocate for plaintiff (V. S. Sawant)
""")
u("backlog/2029-06/ferfar 2187 nakal.jpg", "document_photo", "Talathi, Saja Sawarde", "2029-06-03", ["C04"], [], """
फेरफार नोंदवही (गाव नमुना सहा)  गाव: सावर्डे   ता. चिपळूण
फेरफार क्र. 2187   दि. 28/01/2029
हक्कसोडपत्र दि. 12/03/2016 अन्वये शांताराम धोंडू कदम यांनी गट नं. 388 मधील आपला हिस्सा सुरेश रामचंद्र कदम यांचे नावे सोडला.
हरकत: नाही    मंजूर दि. 11/02/2029   मंडळ अधिकारी, सावर्डे
(नक्कल दि. 03/06/2029)
""")
u("backlog/2028-11/notice 138 Hodekar.docx", "typed_note_docx", L, "2028-10-29", ["C06"], [], """
V. S. SAWANT, Advocate, Sawant Chambers, near Maruti Mandir, Ratnagiri
RPAD                                                    Date: 29.10.2028
To, Shri. Rafiq Ismail Hodekar, owner of boat 'Al-Madina' (IND-MH-4-MM-xxxx), Rajiwada, Ratnagiri
Sub: Notice u/s 138 of the Negotiable Instruments Act, 1881
My client Konkan Barf Karkhana, Mirkarwada, through prop. Shri. Nitin Mayekar, supplied you block ice for your
boat for the season 2027-28. Towards the dues you gave cheque No. 091577 dated 10.10.2028 for Rs. 2,85,000/- on
Ratnagiri District Central Co-op. Bank, Rajiwada branch, which was returned 'funds insufficient' on 14.10.2028.
Pay Rs. 2,85,000 within 15 days of this notice, else a complaint will be filed before the JMFC, Ratnagiri.
""")
u("backlog/2028-10/return memo RDCC 091577.pdf", "document_scan", "Ratnagiri District Central Co-op. Bank", "2028-10-14", ["C06"], [], """
RATNAGIRI DISTRICT CENTRAL CO-OP. BANK LTD.   Branch: Rajiwada
CHEQUE RETURN MEMO   Date: 14/10/2028
Cheque No. 091577 dt. 10/10/2028  Amount Rs. 2,85,000.00  Drawer: Rafiq Ismail Hodekar
Presented by: Konkan Barf Karkhana (A/c with Bank of Maharashtra, Ratnagiri)
Reason for return: 01 - FUNDS INSUFFICIENT                       Manager
""")
u("backlog/2029-03/Disability certificate Sanket Ghag.pdf", "document_scan", "Civil Surgeon, District Hospital Ratnagiri", "2029-03-02", ["C07"], [], """
DISTRICT HOSPITAL, RATNAGIRI - DISABILITY CERTIFICATE (Medical Board)
Name: Sanket Suresh Ghag, M, 27 yrs, r/o Hatkhamba, Tal. Ratnagiri
Diagnosis: malunited fracture shaft of left femur with shortening 2.5 cm; stiffness of left knee.
Permanent physical disability: 35% (thirty five percent) in relation to the left lower limb.
Examined by Dr. Mandar Pednekar, Orthopaedic Surgeon, member, Medical Board.  Date: 02.03.2029   Civil Surgeon
""")
u("backlog/2029-06/FIR 141 Purnagad.pdf", "document_scan", "Purnagad Police Station", "2029-05-27", ["C08"], [], """
प्रथम खबर अहवाल (FIR)   पोलीस ठाणे: पूर्णगड   जि. रत्नागिरी   गु.र.नं. 141/2029   दि. 27/05/2029
कलम: भारतीय न्याय संहिता 118(1), 115(2), 352, 351(2)
फिर्यादी: दिनेश रघुनाथ फडके, वय 41, रा. पावस
हकीकत: दि. 26/05/2029 रोजी सायंकाळी 6.30 वा. पावस येथील गट नं. 214 मधील आंबा बागेत आंबे काढण्यावरून वाद होऊन
आरोपी पांडुरंग उर्फ पांडू घाणेकर याने कोयत्याच्या दांड्याने फिर्यादीच्या डोक्यावर मारून दुखापत केली व शिवीगाळ केली.
आरोपी दि. 28/05/2029 रोजी अटक.           पो.उ.नि. पूर्णगड
""")
u("backlog/2029-11/ALT Rajapur decision Rawool.pdf", "document_scan", "Tahsildar and Agricultural Lands Tribunal, Rajapur", "2029-11-26", ["C05"], [], """
BEFORE THE TAHSILDAR AND AGRICULTURAL LANDS TRIBUNAL, RAJAPUR
Tenancy Reference No. 9/2029 (u/s 85A of the Maharashtra Tenancy and Agricultural Lands Act, 1948, formerly the
Bombay Tenancy and Agricultural Lands Act)   Ref. from ADJ-2, Ratnagiri in R.C.A. 44/2028
Land: Survey No. 117/2, mauje Kondye, Tal. Rajapur (kulachi jamin of the Kulkarni khot)
DECISION: The 7/12 extracts from 1955-56 show Ganpat Rawool in the kul column. Rent receipts (khand) of 1958 to 1962
proved. Ganpat Rawool was a tenant on the tillers' day 01.04.1957 and is a deemed purchaser under s. 32G. The
purchase price is fixed at Rs. 1,840. Certificate u/s 32M to issue on payment. Answer to the reference: Yes.
Rajapur, 26.11.2029                                  Tahsildar & ALT, Rajapur
""")
u("backlog/2029-10/IMG_20291022_121530.jpg", "document_photo", "State Bank of India, Ratnagiri (civil court deposit)", "2029-10-22", ["C01"], [], """
CHALLAN - DEPOSIT IN COURT   Civil Judge S.D., Ratnagiri   S.C.S. No. 84/2028
Depositor: Madhav Vishnu Gokhale (Defendant No. 1)
Amount: Rs. 2,25,000/- (Rupees two lakh twenty five thousand only) as per order below Exh.5 dt. 08/08/2029
SBI Ratnagiri main branch - received 22/10/2029 - Cashier
""")

u("backlog/2029-04/Gokhale WS D1 Exh.19.pdf", "document_scan", "Adv. Rajan Nachankar for Defendant No. 1", "2029-04-18", ["C01"], [], """
IN THE COURT OF CIVIL JUDGE SENIOR DIVISION, RATNAGIRI     S.C.S. No. 84 of 2028
WRITTEN STATEMENT ON BEHALF OF DEFENDANT No. 1 (Madhav Vishnu Gokhale)  - Exh. 19
2. The defendant denies that the suit bagayat is joint. There was an oral partition (tondi vatni) in 1994 after the
father's death and the defendant alone has tended the hapus kalam since then, spending on favarni, khat and rakhandari.
5. The tokanama of 15.01.2029 for Rs. 4,50,000 is admitted; the expenses for the season came to Rs. 2,10,000.
7. The plaintiff lives in Pune and has never contributed. The suit is bad for non-joinder of Bagwan. Dismiss with costs.
Ratnagiri, 18.04.2029                     Defendant No. 1 through Adv. R. Nachankar
""")
u("backlog/2030-03/IMG_20300320_113012.jpg", "document_photo", "Taluka Inspector of Land Records, Ratnagiri", "2030-03-20", ["C01"], [], """
उप अधीक्षक भूमी अभिलेख, रत्नागिरी - मोजणी फी पावती
पावती क्र. 4417   दि. 20/03/2030   मोजणी प्रकार: न्यायालयीन (S.C.S. 84/2028, दिवाणी न्यायाधीश व.स्तर)
गाव: पावस   गट नं. 212, 214    अर्जदार: अनंत विष्णु गोखले
रक्कम: Rs. 6,000/- (सहा हजार रुपये फक्त)    मोजणी दिनांक नंतर कळविण्यात येईल.
""")
u("backlog/2029-10/WhatsApp Chat with Anant Gokhale.txt", "whatsapp_export", "Anant Vishnu Gokhale", "2029-10-24", ["C01"], ["C01-H04", "C01-H05", "C01-H06"], """
08/08/29, 18:02 - Anant Gokhale: Vakil saheb, aajcha nikal kay?
08/08/29, 18:10 - Sawant Vakil: Exh.5 var order zhala. Madhav ne 2,25,000 court madhe bharayche 6 athavdyat. Pudhil tarikh 26 Sept.
08/08/29, 18:11 - Anant Gokhale: Ardhe tari milale! Dhanyavad 🙏
26/09/29, 17:45 - Anant Gokhale: Aaj Madhav ne paise bharle ka?
26/09/29, 17:52 - Sawant Vakil: Nahi. Nachankar ne punha vel magitla. Kulkarni sahebani 1500 kharcha lavla. Next 24 Oct.
24/10/29, 16:20 - Sawant Vakil: Paise bharle - 2,25,000 jama. Issues framed (6). Next 12 Dec, tumchi saaksh. Tumhi yayla pahije.
24/10/29, 16:25 - Anant Gokhale: Pune hun yeto. Ganpati nantar amba mohor changla aahe mhane Madhav, yandacha season kuni ghenar?
""")

# ---------------- April - June 2029
u("backlog/2029-04/IMG_20290418_172210.jpg", "handwritten_note_photo", L, "2029-04-18", ["C01"], ["C01-H01"], """
18/4/29  Gokhale v/s Gokhale  SCS 84/28  Kulkarni saheb
D1 Madhav - WS dakhal (Nachankar). D2 D3 (Suman Date + her son) - WS sathi mudat magitli. Dili.
D1 WS: tokanama Bagwan la 4.5 lakh la dila he kabool, pan "kharcha jast, favarni, rakhandari" mhane.
Anant la sangitle - pudhil tarikh 13/6/29 (May sutti). Exh.5 draft karaycha - half tokanama deposit.
""")
u("backlog/2029-04/IMG-20290420-WA0011.jpg", "handwritten_note_photo", K, "2029-04-20", ["C07", "C05"], ["C07-H01", "C05-H01"], """
तारीख रजिस्टर - एप्रिल २०२९
१९/०४/२९  मो.अ.दा. न्यायाधिकरण  MACP १६३/२८  घाग वि. एस.टी.  - एस.टी. (पाडयाळ वकील) यांचे लेखी कैफियत दाखल. पुढील तारीख २८/०६/२९
२०/०४/२९  अ.जि.न्या.-२  RCA ४४/२८  कुलकर्णी वि. रावूळ - आपला नि. १४ (कलम ८५ अ) अर्ज, बापट वकील यांचे म्हणणे दाखल. पु.ता. १५/०६/२९
- दत्ताराम
""")
u("backlog/2029-06/pandu bail 7.6.txt", "typed_note_txt", L, "2029-06-07", ["C08"], ["C08-H01", "C08-H02"], """
Pandu Ghanekar bail - Cri.B.A. 318/2029 - ASJ-1 Bhosale saheb
04.06.2029 (Mon): APP Sathe saheb's say called. Court asked IO (PSI Purnagad) to produce the case diary. Next 7/6.
07.06.2029 (Thu): CD produced. Sathe saheb sought time - injured Dinesh Phadke's medical certificate (Civil Hospital)
awaited, "head injury grievous aahe ka he pahayche". Bhosale saheb gave time only till Monday: pudhil tarikh 11.06.2029.
Pandu's wife came to office, rs 10,000 fee baki. Surety: his mama from Gavkhadi ready.
""")
u("backlog/2029-06/Cri BA 318-2029 order 11.06.2029.pdf", "certified_order_sheet_scan", "Sessions Court, Ratnagiri", "2029-06-12", ["C08"], ["C08-H03"], """
IN THE COURT OF ADDITIONAL SESSIONS JUDGE-1, RATNAGIRI        CRIMINAL BAIL APPLICATION No. 318 of 2029
Pandurang @ Pandu Ghanekar  ... Applicant       V/s   State of Maharashtra (Purnagad P.S., C.R. 141/2029) ... Respondent
ORDER (11.06.2029)
Heard Adv. V. S. Sawant for the applicant and Shri. P. Sathe, learned APP. The medical certificate shows the injury
to be simple in nature. Investigation is complete so far as the applicant is concerned. The applicant is in custody
since 28.05.2029. He is released on bail on executing a P.R. bond of Rs. 25,000/- with one surety of the like amount.
He shall not enter village Pawas except for attending the hearing and shall not tamper with the evidence.
Application stands disposed of.                                  (M. K. Bhosale) Addl. Sessions Judge-1, Ratnagiri
""")
u("backlog/2029-06/Document 2029-06-13.docx", "typed_note_docx", L, "2029-06-13", ["C01"], ["C01-H02"], """
Gokhale SCS 84/2028 - 13.06.2029
D2 and D3 (Suman Date and her son Ajit) WS filed by Nachankar - they support partition but want their 1/3 share too.
Our Exh.5 filed today: D1 to deposit half the tokanama amount (Rs. 4,50,000 from Bagwan for season 2029) in court.
Kulkarni saheb: "7/12 chi taji nakkal aani TILR nakasha dakhal kara" - file certified 7/12 of Gat 212 and 214.
Say to Exh.5 - next date 11.07.2029.
""")
u("backlog/2029-06/PXL_20290615_143044.jpg", "handwritten_note_photo", L, "2029-06-15", ["C05"], ["C05-H02"], """
15.6.29  RCA 44/28  Kulkarni v. Rawool  ADJ-2 Ranade saheb
Nishani 14 var yukti-vad. Me: civil court la tenancy cha prashna tharavta yet nahi - s. 85 bar, 85A reference.
Bapat: "Rawool is only a kulagar by khand, not tenant; 1957 la kul nahi." Ranade saheb - order keli nahi, rakhun theVli.
Pu. ta. 6.7.29 - order.  Suresh Rawool la phone kela - 1958 chya khand pavtya shodhayla sangitle.
""")
u("backlog/2029-06/kadam chiplun 19.6.txt", "typed_note_txt", L, "2029-06-19", ["C04"], ["C04-H01"], """
Kadam v. Kadam RCS 57/2029 Chiplun - 19.06.2029 - Patil saheb
Suit registered, summons to the defendant. Exh.5 (temporary injunction) - ad-interim status quo asked, refused:
Patil saheb said "defendant la aikun gheu, ferfar already certified aahe". Notice on Exh.5.
Next date 24.07.2029 for appearance. Shantaram kaka upset; explained.
""")
u("backlog/2029-06/RCS 212-2028 roznama 21.06.2029.pdf", "certified_order_sheet_scan", "Civil Court Junior Division, Dapoli", "2029-06-24", ["C02"], ["C02-H02"], """
दिवाणी न्यायालय, कनिष्ठ स्तर, दापोली     रे.दि.मु. क्र. 212/2028      रोजनामा
सखाराम लक्ष्मण पवार वि. विठ्ठल लक्ष्मण पवार
दि. 21/06/2029   वादी हजर, वकील श्री. जोशी हजर. प्रतिवादी हजर, वकील श्री. सावंत हजर.
नि. 5 वर युक्तिवाद ऐकला. उभय पक्ष सख्खे भाऊ आहेत; नारळ बागेची वाटणी तडजोडीने शक्य. प्रकरण मध्यस्थीकडे पाठविण्यात येते.
पुढील तारीख: 02/08/2029 - मध्यस्थ अहवाल.                          (आर. एस. जाधव) दिवाणी न्यायाधीश क.स्त., दापोली
""")
u("backlog/2029-07/IMG-20290706-WA0004.jpg", "handwritten_note_photo", K, "2029-07-06", ["C07", "C05"], ["C07-H02", "C05-H03"], """
तारीख रजिस्टर - जून/जुलै २०२९
२८/०६/२९  MACP १६३/२८ घाग - मुद्दे निश्चित (issues). पुढील तारीख १६/०८/२९ - अर्जदार पुरावा
०६/०७/२९  RCA ४४/२८ रावूळ - नि. १४ मंजूर! कुळ प्रश्न तहसीलदार राजापूर कडे. पु.ता. ०५/१०/२९
साहेबांना कळवले. सुरेश रावूळ यांना फोन केला.   - दत्ताराम
""")
u("backlog/2029-07/RCA 44-2028 order Exh.14.pdf", "certified_order_sheet_scan", "District Court, Ratnagiri", "2029-07-08", ["C05"], ["C05-H03"], """
IN THE COURT OF ADDITIONAL DISTRICT JUDGE-2, RATNAGIRI     R.C.A. No. 44 of 2028
Prabhakar Keshav Kulkarni ... Appellant   V/s   Suresh Ganpat Rawool & 3 Ors. ... Respondents
ORDER BELOW EXH. 14 (06.07.2029)
The respondents claim that their predecessor Ganpat Rawool was a tenant of the suit land on 01.04.1957. Whether a
person is a tenant is an issue the civil court cannot decide (s. 85 of the Maharashtra Tenancy and Agricultural
Lands Act). The issue is referred under s. 85A to the Tahsildar and ALT, Rajapur, who shall decide it within six
months. Appeal stayed till then. Adjourned to 05.10.2029.                (V. G. Ranade) Addl. District Judge-2
""")
u("backlog/2029-07/IMG_20290711_165503.jpg", "handwritten_note_photo", L, "2029-07-11", ["C01"], ["C01-H03"], """
11/7  Gokhale - Exh.5 say - Nachankar ne parat mudat magitli ("client Mumbait aahe, instructions nahit").
Kulkarni saheb: "next time say nahi tar without say Exh.5 aikun gheu".
Anant kaka court madhe hote - naraz. Pudhil ta. 8.8.29.
""")
u("backlog/2029-07/WP 4512-2029 order 17.07.2029.pdf", "certified_order_sheet_scan", "Bombay High Court", "2029-07-19", ["C03"], ["C03-H01"], """
IN THE HIGH COURT OF JUDICATURE AT BOMBAY - CIVIL APPELLATE JURISDICTION
WRIT PETITION NO. 4512 OF 2029
Mirkarwada Machhimar Sahakari Sanstha Maryadit ... Petitioner  V/s  Maharashtra Maritime Board & Ors. ... Respondents
Mr. V. S. Sawant for the Petitioner. Ms. Kirti Bhave, AGP for the State. Mr. Nikhil Wagle for Respondent No. 1-MMB.
CORAM: RAHUL V. DESHMANE & SUNITA P. BHONSALE, JJ.     DATE: 17th JULY 2029
P.C.: 1. Issue notice. Ms. Bhave waives service for the State; Mr. Wagle waives for MMB.
2. Reply by MMB within three weeks. 3. Till the next date, no coercive steps shall be taken against the petitioner's
members' boats at berths B-7 to B-11. 4. Stand over to 21st August 2029.
""")
u("backlog/2029-07/WhatsApp Chat with Mahesh Sarang Sanstha.txt", "whatsapp_export", "Mahesh Sarang", "2029-10-10", ["C03"], ["C03-H01", "C03-H02", "C03-H03"], """
17/07/29, 13:02 - Sawant Vakil: Mahesh bhau, High Court ne notice kadhli. Pudhchi tarikh 21 August. Tova paryant boti hatvaychya nahit - no coercive steps order.
17/07/29, 13:05 - Mahesh Sarang: Dev bara karo! Sagle sabhasad khush. Port office la kalvu ka?
17/07/29, 13:06 - Sawant Vakil: Order chi copy aali ki deto. Tumhi tondi sanga.
21/08/29, 15:40 - Sawant Vakil: Aaj MMB ne reply dila nahi. Wagle ne vel magitla - Board kadun instructions nahit. Court ne last chance dila. Next 9 October.
21/08/29, 15:41 - Mahesh Sarang: Toparyant order chalu na?
21/08/29, 15:42 - Sawant Vakil: Ho, interim chalu.
09/10/29, 16:10 - Sawant Vakil: Reply aala. Bench ne MMB la 2027 chi berth allotment policy record var theva mhanun sangitle. Next 4 December.
09/10/29, 16:12 - Mahesh Sarang: Wharfage che 3.2 lakh bharayche ka aata?
10/10/29, 09:30 - Sawant Vakil: Under protest bharun taka, pavti jaPun theva.
""")

# ---------------- July - September 2029
u("backlog/2029-07/WhatsApp Chat with Pranali Surve Adv.txt", "whatsapp_export", J, "2029-07-03", ["C02", "C06"], ["C02-H01", "C06-H01", "C06-H02", "C06-H03"], """
[24/04/29, 12:40:11 PM] Pranali Surve Adv: Sir barf karkhana case - Hodekar gairhajar. Mhatre madam ni BW kadhla Rs 5000. Next 22/5
[24/04/29, 12:41:30 PM] Sawant Vakil: ok. Mayekar na sang
[26/04/29, 1:14:02 PM] Pranali Surve Adv: Sir Dapoli - Pawar naral bag - aapla Nishani 5 la say dakhal kela. Joshi vakil hote. Pudhil tarikh 21/06
[22/05/29, 1:05:44 PM] Pranali Surve Adv: Sir Hodekar aala aaj. Bail 10,000. Plea recorded, not guilty. Aapla 143A arj dakhal kela. ND 3 July
[03/07/29, 12:58:20 PM] Pranali Surve Adv: Sir 143A allowed!! 20% interim compensation Rs 57,000 - 60 divsat bharayche. Madam ni accused la sangitle "every date hajar raha".
[03/07/29, 12:59:02 PM] Pranali Surve Adv: ND 14/8 - CW1 evidence
[03/07/29, 1:02:47 PM] Sawant Vakil: Chhan. Mayekar cha affidavit tayar kar
""")
u("backlog/2029-07/SCC 1184-2028 order 143A.pdf", "certified_order_sheet_scan", "JMFC Court, Ratnagiri", "2029-07-05", ["C06"], ["C06-H03"], """
IN THE COURT OF JUDICIAL MAGISTRATE FIRST CLASS, RATNAGIRI (COURT NO. 2)    S.C.C. No. 1184/2028
Konkan Barf Karkhana through prop. Nitin Mayekar ... Complainant  V/s  Rafiq Ismail Hodekar ... Accused
ORDER BELOW EXH. 12 (03/07/2029)
Application u/s 143A of the N.I. Act. Cheque amount Rs. 2,85,000/-. The accused has pleaded not guilty. The accused
is directed to pay interim compensation of Rs. 57,000/- (20% of the cheque amount) to the complainant within 60 days.
The accused is warned to remain present on every date.   Next date: 14/08/2029 for complainant's evidence.
                                                          (P. S. Mhatre) JMFC, Ratnagiri
""")
u("backlog/2029-08/WhatsApp Chat with Pranali Surve Adv (2).txt", "whatsapp_export", J, "2029-08-28", ["C04", "C02", "C06"], ["C04-H02", "C02-H03", "C06-H04", "C04-H03"], """
[24/07/29, 2:10:05 PM] Pranali Surve Adv: Sir Chiplun Kadam - summons served, pan defendant Suresh Kadam aala nahi. Koni vakil pan nahi. ND 28/08
[02/08/29, 3:22:51 PM] Pranali Surve Adv: Sir Dapoli Pawar - mediator report: bolni chalu aahe. Donhi bajune vel magitla. Pudhil tarikh 20/9
[02/08/29, 3:23:40 PM] Sawant Vakil: Vitthal la sang 18 zhaad chi offer theek aahe
[14/08/29, 12:35:12 PM] Pranali Surve Adv: Sir Barf karkhana - Mayekar cha affidavit Exh.21 dakhal. Mulla vakilani cross sathi vel magitla. ND 23/10
[14/08/29, 12:36:00 PM] Pranali Surve Adv: Interim compensation ajun bharli nahi
[28/08/29, 1:48:33 PM] Pranali Surve Adv: Sir Chiplun - Chalke vakil aale defendant sathi, vakalatnama dila. WS sathi vel. Pudhil tarikh 16/10
""")
u("backlog/2029-08/CamScanner 08-08-2029 17.42.pdf", "certified_order_sheet_scan", "Civil Court Senior Division, Ratnagiri", "2029-08-09", ["C01"], ["C01-H04"], """
IN THE COURT OF CIVIL JUDGE SENIOR DIVISION, RATNAGIRI         S.C.S. No. 84 of 2028
Anant Vishnu Gokhale ... Plaintiff  V/s  Madhav Vishnu Gokhale & 2 Ors. ... Defendants
ORDER BELOW EXH. 5 (08/08/2029)
The tokanama dt. 15.01.2029 shows that the fruit of the suit bagayat was given to Abdul Rehman Bagwan for the season
2029 for Rs. 4,50,000/-. Defendant No. 1 admits receipt. Pending partition, the plaintiff's share must be protected.
Defendant No. 1 is directed to deposit Rs. 2,25,000/- in this court within six weeks. Exh.5 partly allowed.
Next date: 26/09/2029.                                      (N. V. Kulkarni) Civil Judge S.D., Ratnagiri
""")
u("backlog/2029-08/ghag PW1 16.8.txt", "typed_note_txt", L, "2029-08-16", ["C07"], ["C07-H03"], """
Ghag MACP 163/2028 - 16.08.2029 - Salunkhe saheb
PW1 Sanket Ghag - affidavit of evidence Exh.34 tendered. Cross by Padyal (MSRTC): "tu helmet ghatla navhta", "overtaking
karat hotas". Sanket held well - bus was on the wrong side near Hatkhamba ghat turn. Salary slips (Rs. 18,500 p.m., Finolex
contract) produced. Next 18.10.2029 - PW2 doctor. Summons to Dr. Pednekar.
""")
u("backlog/2029-09/IMG_20290920_180112.jpg", "handwritten_note_photo", L, "2029-09-20", ["C02"], ["C02-H04"], """
20/9/29  Dapoli - Pawar v. Pawar RCS 212/28  Jadhav madam
Tadjod pursis nishani 31 dakhal: 38 naral zhade - 20 Sakharam la, 18 Vitthal la (aaplya client la vihir cha bhag + 18 zhade).
Vihir donhi la common. Madam ni donhi bhavanchi vidhane ghetli. Pu. ta. 4/10 - tadjod hukumnama.
""")
u("backlog/2029-09/IMG_20290926_191045.jpg", "handwritten_note_photo", L, "2029-09-26", ["C01", "C04"], ["C01-H05"], """
26/9  Gokhale - D1 ne paisa bharla nahi. Nachankar: "amba season kharab, Bagwan ne purna rakkam dili nahi". Kulkarni
saheb naraz - Rs 1500 costs D1 var, plaintiff la. Shevatchi sandhi: 24/10/29 - deposit + issues.
----
Shantaram Kadam phone (Chiplun case) - talathi kade junya 7/12 chya nakla milalya, 1998 paasun tyache nav. Next
Chiplun date 16/10 - Chalke WS. Tyala sangitle sahi che namune (specimen signatures) ghevun ye.
""")
u("backlog/2029-10/RCS 212-2028 compromise decree 04.10.2029.pdf", "certified_order_sheet_scan", "Civil Court Junior Division, Dapoli", "2029-10-07", ["C02"], ["C02-H05"], """
IN THE COURT OF CIVIL JUDGE JUNIOR DIVISION, DAPOLI      R.C.S. No. 212/2028
Sakharam Laxman Pawar ... Plaintiff  V/s  Vitthal Laxman Pawar ... Defendant
ORDER (04/10/2029)
Parties filed terms of compromise at Exh.31, verified before the court. The compromise is lawful. The suit is
decreed in terms of Exh.31 under Order 23 Rule 3 CPC: Survey No. 41/3, Harnai - 20 coconut trees on the eastern side
to the plaintiff and 18 trees with the western portion to the defendant; the well to remain common. No order as to
costs. Half court fee to be refunded under s. 16 of the Court Fees Act. Suit disposed of.    (R. S. Jadhav) CJJD, Dapoli
""")
u("backlog/2029-10/IMG-20291018-WA0009.jpg", "handwritten_note_photo", K, "2029-10-18", ["C05", "C04", "C07"], ["C05-H04", "C04-H04", "C07-H04"], """
तारीख रजिस्टर - ऑक्टोबर २०२९
०५/१०/२९  RCA ४४/२८ रावूळ (अ.जि.न्या.-२) - तहसीलदार राजापूर यांचा निर्णय आला नाही. कोर्टाने तारीख दिली. पु.ता. ०७/१२/२९
१६/१०/२९  RCS ५७/२९ कदम (चिपळूण) - चाळके वकील यांचे लेखी म्हणणे दाखल नाही. पुन्हा मुदत, रु. ५००/- खर्च. पु.ता. १८/१२/२९
१८/१०/२९  MACP १६३/२८ घाग - डॉ. पेडणेकर साक्ष. उलटतपास पुढे. पु.ता. २०/१२/२९
- दत्ताराम
""")
u("backlog/2029-10/ghag PW2 dr pednekar 18.10.txt", "typed_note_txt", L, "2029-10-18", ["C07"], ["C07-H04"], """
Ghag MACP - 18.10.2029
PW2 Dr. Mandar Pednekar (ortho, District Hospital) examined in chief: femur fracture, 2 surgeries (ORIF + bone graft),
shortening 2.5 cm, permanent disability 35% of left lower limb; functional disability for a fitter's job more.
Padyal (MSRTC) did not cross - took time ("MSRTC medical officer shi bolaycha aahe"). Next 20.12.2029 for cross of PW2.
Medical bills total Rs. 3,12,400 - exhibited through PW2.
""")
u("backlog/2029-10/WP 4512-2029 order 09.10.2029.pdf", "certified_order_sheet_scan", "Bombay High Court", "2029-10-12", ["C03"], ["C03-H03"], """
IN THE HIGH COURT OF JUDICATURE AT BOMBAY     WRIT PETITION NO. 4512 OF 2029
CORAM: RAHUL V. DESHMANE & SUNITA P. BHONSALE, JJ.     DATE: 9th OCTOBER 2029
P.C.: 1. Affidavit in reply of Respondent No. 1 is filed today. 2. The Maharashtra Maritime Board shall place on
record its berth allotment policy of 2027 and the list of allottees of Phase II. 3. Interim order to continue.
4. Stand over to 4th December 2029.
""")
u("backlog/2029-10/IMG_20291023_161507.jpg", "handwritten_note_photo", L, "2029-10-23", ["C06"], ["C06-H05"], """
23/10/29  SCC 1184/28  Barf karkhana v. Hodekar  Mhatre madam
CW1 Nitin Mayekar - cross by Mulla: "cheque security mhanun dila", "barf cha hishob chukla". Mayekar firm - ledger dakhvla.
Interim compensation Rs 57,000 - ajun bharli nahi! Madam ne accused la vicharle - "boat samudrat aahe, paisa nahi".
Pu. ta. 11/12/29 - 313.
""")
u("backlog/2029-10/Document 2029-10-24.docx", "typed_note_docx", L, "2029-10-24", ["C01"], ["C01-H06"], """
Gokhale partition - SCS 84/2028 - 24.10.2029 (Kulkarni saheb)
D1 filed the SBI challan: Rs. 2,25,000 deposited on 22.10.2029. Costs of Rs. 1,500 also paid to us.
Issues framed - six (6): 1. joint family property? 2. plaintiff's 1/3 share? 3. D1's claim of oral partition of 1994?
4. tokanama money - accounts? 5. mesne profits? 6. what decree?
Next date 12.12.2029 - plaintiff's evidence (PW1 Anant kaka). Prepare affidavit; get TILR map.
""")

# ---------------- December 2029 - January 2030
u("backlog/2029-12/HC 4.12 not reached.txt", "typed_note_txt", L, "2029-12-04", ["C03"], ["C03-H04"], """
4.12.2029 - Bombay HC - WP 4512/2029 Mirkarwada jetty - Court 27
MMB has produced the berth allotment policy of 2027 (compilation). Board was long - matter not reached at 4.45 pm.
Stand over to 29.01.2030. Train back by Konkan Kanya. Mahesh Sarang told.
""")
u("backlog/2029-12/PXL_20291207_150233.jpg", "handwritten_note_photo", L, "2029-12-07", ["C05"], ["C05-H05"], """
7/12/29  Rawool appeal  ADJ-2
ALT Rajapur cha nirnay aala (26.11.29) - Ganpat Rawool kul + 32G deemed purchaser! Kharedi kimat Rs 1,840.
Bapat - arguments sathi vel magitla, "ALT decision challenge karnar ka te vicharayche aahe". Ranade saheb - dile.
Pudhil tarikh 8.2.2030 - arguments. Suresh Rawool la pedhe :)
""")
u("backlog/2029-12/IMG_20291212_174020.jpg", "handwritten_note_photo", L, "2029-12-12", ["C01"], ["C01-H07"], """
12.12.29  Gokhale - PW1 Anant kaka - affidavit Exh.48 dakhal. Nachankar cross - 1994 oral partition suchavle; kaka
"kadhihi vatni zali nahi, 7/12 var tighanchi nave". Cross ardhavat. Pu. ta. 23/1/2030 - cross chalu.
""")
u("backlog/2029-12/Document 2029-12-18.docx", "typed_note_docx", L, "2029-12-18", ["C04"], ["C04-H05"], """
Kadam v. Kadam - RCS 57/2029 - Chiplun - 18.12.2029
Chalke finally filed the WS (after costs of Rs. 500 last time). Defence: hakk-sod-patra dated 12.03.2016 signed by
the plaintiff with his thumb (nishani) before two witnesses; ferfar 2187 rightly certified.
We produced the certified 7/12 of Gat 388 and the ferfar 2187 nakkal at Exh.22.
Next 12.02.2030 - issues. Move application to send the disputed thumb impression to the handwriting/fingerprint expert.
""")
u("backlog/2030-02/WhatsApp Chat with Pranali Surve Adv (3).txt", "whatsapp_export", J, "2030-02-14", ["C06", "C07"], ["C06-H06", "C07-H05", "C06-H07", "C07-H06"], """
[11/12/29, 12:20:41 PM] Pranali Surve Adv: Sir Hodekar aaj pan nahi - Mulla vakilani exemption takla, "boat samudrat aahe, fishing la gela". Madam ni allow kela. 313 zhala nahi. ND 22/1/30
[20/12/29, 1:33:10 PM] Pranali Surve Adv: Sir Ghag - Dr Pednekar cha cross Padyal ni kela, 35% var theek. PE closed. ND 14/2/30 - MSRTC driver
[22/01/30, 12:51:08 PM] Pranali Surve Adv: Sir Hodekar hajar. 313 statement recorded - "cheque security mhanun dila hota barf purvathyasathi". ND 12/3 - DE
[22/01/30, 12:52:30 PM] Sawant Vakil: Compensation che vichar
[22/01/30, 12:53:01 PM] Pranali Surve Adv: Ajun nahi bharli sir. Madam ni note kela
[14/02/30, 2:05:19 PM] Pranali Surve Adv: Sir Ghag - RW1 driver Baban Jadhav. Tyane kabool kela bus 60 chya speed la hoti ghat valnavar. Aapla cross zhala. ND 4/4/30
[14/02/30, 2:06:00 PM] Sawant Vakil: Shabbas!
""")
u("backlog/2030-01/gokhale 23.1 PW1 cross over.txt", "typed_note_txt", L, "2030-01-23", ["C01"], ["C01-H08"], """
Gokhale SCS 84/2028 - 23.01.2030
PW1 cross concluded (Nachankar ~1 hr). Admitted: D1 looked after the kalam for 10 years. Denied oral partition.
Filed Exh.55 - application to appoint TILR (taluka inspector of land records) to measure Gat 212 and 214 and count
the hapus kalam - D1 says 96 trees, 7/12 says 118. Next date 06.03.2030 - say to Exh.55 and PW2.
""")
u("backlog/2030-01/WP 4512-2029 order 29.01.2030.pdf", "certified_order_sheet_scan", "Bombay High Court", "2030-01-31", ["C03"], ["C03-H05"], """
IN THE HIGH COURT OF JUDICATURE AT BOMBAY     WRIT PETITION NO. 4512 OF 2029
CORAM: RAHUL V. DESHMANE & SUNITA P. BHONSALE, JJ.     DATE: 29th JANUARY 2030
P.C.: 1. Heard in part. 2. The petitioner's representation dated 02.07.2029 is pending with the Maharashtra Maritime
Board. The Board shall decide it within eight weeks, after hearing the petitioner, in terms of its policy of 2027.
3. Interim order to continue. 4. Stand over to 23rd April 2030 to report the decision.
""")

# ---------------- February - April 2030
u("backlog/2030-02/IMG_20300208_170322.jpg", "handwritten_note_photo", L, "2030-02-08", ["C05"], ["C05-H06"], """
8/2/30  RCA 44/28 Kulkarni v Rawool - Ranade saheb
Bapat - appellant che arguments suru: ALT report "perverse", 1957 la Rawool kulagar navhta. 45 min. Part heard.
Mi - reply baki. Pu. ta. 12/4/30.
""")
u("backlog/2030-02/RCS 57-2029 roznama 12.02.2030.pdf", "certified_order_sheet_scan", "Civil Court Junior Division, Chiplun", "2030-02-14", ["C04"], ["C04-H06"], """
दिवाणी न्यायालय, कनिष्ठ स्तर, चिपळूण      रे.दि.मु. क्र. 57/2029       रोजनामा
शांताराम धोंडू कदम वि. सुरेश रामचंद्र कदम
दि. 12/02/2030   उभय पक्षांचे वकील हजर. वादमुद्दे नि. 28 प्रमाणे निश्चित केले (एकूण पाच).
वादीतर्फे नि. 30 - हक्कसोडपत्रावरील अंगठ्याचा ठसा तज्ज्ञांकडे पाठविण्याबाबत अर्ज दाखल. प्रतिवादीस म्हणणे देण्यास नोटीस.
Issues framed: five. Exh.30 filed by plaintiff. पुढील तारीख: 09/04/2030.      (एस. बी. पाटील) दिवाणी न्यायाधीश क.स्त., चिपळूण
""")
u("backlog/2030-03/IMG_20300306_175512.jpg", "handwritten_note_photo", L, "2030-03-06", ["C01"], ["C01-H09"], """
6/3/30  Gokhale - Kulkarni saheb
Exh.55 allowed - TILR Ratnagiri la mojni (measurement) + kalam count, report 6 athavdyat. Mojni fee Rs 6,000 aapan bharayche.
PW2 Kashinath Bhide (shejari, bagayatdar) - summons. Pudhil tarikh 16/3/30 - PW2.
""")
u("backlog/2030-03/correction gokhale date.txt", "typed_note_txt", L, "2030-03-07", ["C01"], ["C01-H09"], """
CORRECTION - Gokhale SCS 84/2028
In yesterday's diary (6.3.30) I wrote the next date as 16/3/30 - WRONG. 16 March 2030 is a Saturday. Checked with
the Nazar's board today: the next date is 16.04.2030 (Tuesday) for PW2 Kashinath Bhide. Dattaram la register
durust karayla sangitle. Bhide kaka la 16 April sangitle.
""")
u("backlog/2030-03/hodekar DE 12.3.txt", "typed_note_txt", L, "2030-03-12", ["C06"], ["C06-H08"], """
Barf karkhana v. Hodekar - SCC 1184/2028 - 12.03.2030 - Mhatre madam
Defence evidence: Mulla said the accused's brother (boat tandel) will be DW1 - not present. Time sought - third time
Mulla takes time in this case (cross of CW1 in Aug, exemption in Dec, now DE). Madam: "last chance, nantar DE closed".
Interim compensation Rs. 57,000 still unpaid - moved application for recovery u/s 143A(5) as fine. Next 16.04.2030.
""")
u("backlog/2030-04/WhatsApp Chat with Pranali Surve Adv (4).txt", "whatsapp_export", J, "2030-04-12", ["C07", "C04", "C05"], ["C07-H07", "C04-H07", "C05-H07"], """
[04/04/30, 1:40:12 PM] Pranali Surve Adv: Sir Ghag - MSRTC ne RE closed kela. Aapan arguments kele (mi 20 min). Padyal arguments pudhil tarkhela. Salunkhe saheb ni vicharle Lok Adalat madhe tadjod hoil ka - MSRTC offer nahi. ND 25/4/30
[09/04/30, 2:15:55 PM] Pranali Surve Adv: Sir Chiplun Kadam - Chalke ni Nishani 30 var say sathi vel magitla. Patil saheb dile. ND 11/6/30 (sutti nantar)
[09/04/30, 2:16:30 PM] Sawant Vakil: Parat vel! Shantaram kaka la kalav
[12/04/30, 12:30:08 PM] Pranali Surve Adv: Sir Rawool appeal - Bapat sir aale nahit, High Court madhe busy. Adjourned. ND 14/06/30
[12/04/30, 12:31:00 PM] Sawant Vakil: ok
""")
u("backlog/2030-04/IMG-20300412-WA0015.jpg", "handwritten_note_photo", K, "2030-04-12", ["C04", "C05", "C01", "C06"], ["C04-H07", "C05-H07"], """
तारीख रजिस्टर - एप्रिल २०३०
०९/०४/३०  RCS ५७/२९ कदम (चिपळूण) - नि. ३० वर म्हणणे नाही, चाळके वकील मुदत. पु.ता. ११/०६/३०
१२/०४/३०  RCA ४४/२८ रावूळ - बापट वकील गैरहजर. पु.ता. १४/०६/३०
येणाऱ्या तारखा: १६/०४/३० (मंगळ) - गोखले SCS ८४/२८ साक्षीदार २ ; हॉडेकर SCC ११८४/२८ बचाव पुरावा
- दत्ताराम
""")
u("backlog/2030-04/Week plan 15-20 April.docx", "typed_note_docx", L, "2030-04-13", ["C01", "C06", "C03", "C07"], [], """
WEEK PLAN 15 - 20 April 2030
Tue 16/4  CJSD Ratnagiri - Gokhale - PW2 Kashinath Bhide. TILR report? (mojni fee Rs 6,000 paid 20.3). Me.
Tue 16/4  JMFC Ct 2 - Hodekar cheque - DE last chance; press Exh. for recovery of Rs 57,000. Pranali.
Wed 17/4  Draft written arguments - Ghag MACP (disability 35%, income Rs 18,500, medical Rs 3,12,400).
Pending: Mirkarwada - MMB decision on representation due (8 weeks from 29.1 = 26.3) - ask Mahesh if hearing held.
Bombay 23/4 - WP 4512 - book Tutari Express.
""")
u("backlog/2030-04/JMFC Ratnagiri cause list 16.04.2030.pdf", "cause_list_pdf", "Courts at Ratnagiri", "2030-04-15", ["C06"], [], """
JUDICIAL MAGISTRATE FIRST CLASS, COURT NO. 2, RATNAGIRI - BOARD DATED 16/04/2030 (TUESDAY)
Sr.  Case No.           Parties                                             Stage
1    SCC/882/2027      Ratnagiri Urban Co-op Bank v. Sachin Mhaske           Arguments
2    RCC/211/2029      State v. Vilas Kadu (Rajapur P.S.)                    Evidence
3    SCC/1184/2028     Konkan Barf Karkhana v. Rafiq Ismail Hodekar          Defence evidence
4    SCC/1502/2029     Bhalchandra Sagvekar v. Ismail Phanse                 Summons
5    MA/44/2030        Shaila Nevrekar v. Santosh Nevrekar (DV Act)          Reply
""")
