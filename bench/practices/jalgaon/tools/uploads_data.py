"""The uploads of the Jalgaon practice: what Adv. Attarde, his junior Kunal and the munshi Bhika actually kept."""

L, J, K = "Hemant Shriram Attarde", "Kunal Borse", "Bhika Dhondu Mali (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents (before and around the cases)
u("backlog/2028-03/IMG_20280302_181204.jpg", "document_photo", "Tapi Valley Cold Storage Pvt. Ltd., Savda", "2028-03-02", ["C01"], [], """
TAPI VALLEY COLD STORAGE PVT. LTD.
Gat No. 418, Raver-Savda Road, Savda, Tal. Raver, Dist. Jalgaon
INWARD RECEIPT (आवक पावती)   No. 2291          Date: 02/03/2028
Party: Shri Sudhakar Bhaurao Patil, At Post Vivre Bk., Tal. Raver
Goods: Banana (Grand Naine / G-9), raw green, 1,460 crates (approx. 292 qtl)
Chamber No. 3   Temp. to be maintained: 13 - 14 deg C   Charges: Rs. 9 per crate per day
Condition on inward: green, mature 3/4, no bruise
Subject to terms overleaf (cl. 7: liability of the company limited to Rs. 200 per crate)
                                   for Tapi Valley Cold Storage - Store Incharge
""")
u("backlog/2028-06/notice Tapi Valley cold storage.docx", "typed_note_docx", L, "2028-06-14", ["C01"], [], """
HEMANT S. ATTARDE, B.Com., LL.B., Advocate
Chamber 27, District Court premises, Jalgaon
RPAD                                                   Date: 14/06/2028
To, The Managing Director, Tapi Valley Cold Storage Pvt. Ltd., Savda, Tal. Raver
Sub: Notice for compensation - spoiled banana, inward receipt no. 2291
Under instructions of my client Shri Sudhakar Bhaurao Patil of Vivre Bk.: he kept 1,460 crates of G-9 banana in your
chamber no. 3 on 02/03/2028 for sale to Mahalaxmi Fruit Co., Vashi. When taken out on 16/03/2028 the entire lot was
black and over-ripe ("kala padla") and unfit for sale. The chamber temperature was not maintained. My client has
suffered loss of 292 quintal @ Rs. 3,340 per quintal = Rs. 9,75,280, which you are called upon to pay (rounded
Rs. 9,75,000) with Rs. 1,00,000 for harassment within 15 days, failing which a complaint will be filed before the
District Consumer Commission, Jalgaon.                                      Advocate
""")
u("backlog/2028-08/Estate Officer order Sonawane RB-II 214.pdf", "document_scan", "Estate Officer, Central Railway, Bhusawal", "2028-08-11", ["C02"], [], """
OFFICE OF THE ESTATE OFFICER (Sr. DEN/Co-ord), CENTRAL RAILWAY, BHUSAWAL DIVISION
Case No. EO/BSL/PPE/112/2027   Under the Public Premises (Eviction of Unauthorised Occupants) Act, 1971
In the matter of Railway Quarter No. RB-II/214/B, South Railway Colony (Tapti colony side), Bhusawal
Occupant: Smt. Shantabai Ramdas Sonawane w/o late Ramdas Sonawane, Ex-Trackman (retired 30.06.2019, died 2021)
ORDER u/s 5 and 7
The quarter was allotted to late Ramdas Sonawane. The permissible retention after retirement expired long ago.
The occupant's son Shri Vikas Ramdas Sonawane is employed at Ordnance Factory, Varangaon, and not in the Railways;
no regularisation is possible. The occupant shall vacate within 15 days. Damages for unauthorised occupation are
assessed at Rs. 1,86,400 for the period up to 31.07.2028.
Dated 11.08.2028                                       sd/- Estate Officer, Bhusawal
""")
u("backlog/2019-04/partnership deed Kankariya Visapure.pdf", "document_scan", "Sub-Registrar, Jalgaon-1", "2019-04-08", ["C03"], [], """
DEED OF PARTNERSHIP (on stamp paper of Rs. 500)
This deed is made at Jalgaon on 08/04/2019 between (1) Shri Sanjay Sukhlal Kankariya, r/o Navi Peth, Jalgaon and
(2) Shri Dilip Ramdas Visapure, r/o Ganesh Colony, Jalgaon.
1. Name: M/s KANKARIYA VISAPURE JEWELLERS, Shop No. 6, Subhash Chowk (Sarafa Bazar), Jalgaon.
2. Business: sale and manufacture of gold and silver ornaments.
3. Capital: Kankariya Rs. 45,00,000; Visapure Rs. 15,00,000 and his skill (karagiri).
4. Profit and loss: Kankariya 60%, Visapure 40%.
9. The partnership is at will; either partner may dissolve by notice. Accounts to be settled on the basis of stock
   at the rate of the Jalgaon Sarafa Association on the date of dissolution.
""")
u("backlog/2027-11/FIR 214-2027 Dharangaon.pdf", "document_scan", "Police Station Dharangaon", "2027-11-06", ["C04"], [], """
प्रथम खबर अहवाल (FIR)   जिल्हा: जळगाव   पोलीस ठाणे: धरणगाव   गु.र.नं. 214/2027   दि. 06/11/2027
कलम: भारतीय न्याय संहिता 80, 85, 3(5)
फिर्यादी: दिलीप ओंकार चौधरी, रा. पाळधी, ता. धरणगाव
आरोपी: 1) योगेश अशोक महाजन (पती) 2) अशोक शंकर महाजन (सासरे) 3) सुनंदा अशोक महाजन (सासू), रा. धरणगाव
हकीकत: माझी मुलगी रुपाली हिचे लग्न 2025 मध्ये योगेश याचेशी झाले. पिकअप गाडी घेण्यासाठी माहेरहून
2,00,000 रुपये आण म्हणून तिला सासरचे लोक त्रास देत होते. दि. 04/11/2027 रोजी ती भाजली व दि. 05/11/2027 रोजी
शासकीय वैद्यकीय महाविद्यालय, जळगाव येथे मरण पावली.
""")
u("backlog/2027-11/GMC Jalgaon case paper Rupali.pdf", "document_scan", "Government Medical College and Hospital, Jalgaon", "2027-11-05", ["C04"], [], """
GOVT. MEDICAL COLLEGE & HOSPITAL, JALGAON - BURNS WARD
IPD No. 27/48812   Name: Rupali Yogesh Mahajan  F/24   Adm: 04/11/2027 22:40
Brought by: husband Yogesh Mahajan and mother-in-law
History (as given by patient): "stove cha bhadka zala, sadi petli" - kerosene stove flare while cooking
Burns: 92% TBSA, superficial to deep. Patient conscious, oriented at admission.
MLC intimated to PS Dharangaon. Executive Magistrate informed for dying declaration.
Expired 05/11/2027 at 14:10. Cause: septicaemic shock due to burns.
""")
u("backlog/2028-03/Chopda rural spot panchnama.pdf", "document_scan", "Police Station Chopda Rural", "2028-03-12", ["C05"], [], """
घटनास्थळ पंचनामा   पोलीस ठाणे चोपडा ग्रामीण   अ.मृ./आ.र. 19/2028   दि. 12/03/2028
चोपडा-यावल रस्त्यावर, अडावद फाट्याजवळ, केळीचे घड भरलेला ट्रॅक्टर क्र. MH-19-AP-xxxx व ट्रॉली
(बिगर नोंदणी) उलटलेली. ट्रॅक्टरचा चालक: किशोर भगवान पाटील. मालक: भगवान ओंकार पाटील, रा. अडावद.
मयत: ज्ञानेश्वर सुकदेव कोळी, वय 34, केळी मजूर (हमाल), रा. वढोदे. दि. 11/03/2028 रोजी सायं. 6.30 वा.
ट्रॅक्टर भरधाव चालवल्याने वळणावर ट्रॉली उलटली, ज्ञानेश्वर ट्रॉलीवरून खाली पडून दबला.
पंच: 1) राजू गंगाराम भिल 2) संतोष कोळी
""")
u("backlog/2028-07/IMG20280702115530.jpg", "document_photo", "Vasant Ganpat Bhamre", "2028-07-02", ["C06"], [], """
भाडे पावती पुस्तक - वसंत गणपत भामरे, स्टेशन रोड, अमळनेर
पावती नं. 118   दि. 05/05/2026
श्री. शेख रफिक शेख गनी (रफिक सायकल मार्ट) यांचेकडून दुकान गाळा नं. 2 चे माहे एप्रिल 2026 चे भाडे
रु. 1,800/- (अक्षरी एक हजार आठशे फक्त) मिळाले.            सही - व. ग. भामरे
(यानंतर पावती नाही - मे 2026 पासून भाडे थकित)
""")
u("backlog/2028-09/DSO order Adavad FPS cancellation.pdf", "document_scan", "District Supply Officer, Jalgaon", "2028-08-21", ["C07"], [], """
OFFICE OF THE DISTRICT SUPPLY OFFICER, JALGAON
No. DSO/FPS/Chopda/1187/2028                                   Date: 21/08/2028
ORDER
Authorisation No. 54 of the fair price shop at Adavad, Tal. Chopda, run by Jay Bhavani Mahila Bachat Gat, is hereby
CANCELLED under clause 24 of the Maharashtra Scheduled Commodities (Regulation of Distribution) Order, 1975, in view
of complaints of card-holders and the report of the Tahsil supply inspector. The shop is attached to FPS No. 53,
Adavad, till further orders. The security deposit of Rs. 5,000 is forfeited.
                                              District Supply Officer, Jalgaon
""")
u("backlog/2028-07/7-12 gat 212 Marwad.jpg", "document_photo", "Talathi, saja Marwad", "2028-07-18", ["C08"], [], """
गाव नमुना सात (7/12 उतारा)   गाव: मारवड   ता. अमळनेर   जि. जळगाव
गट नं. 212   भूधारणा पद्धती: भोगवटादार वर्ग-1   क्षेत्र: 2.14 हे.आर.   आकारणी: रु. 6.25
भोगवटादाराचे नाव: साहेबराव रामचंद्र देवरे (फेरफार क्र. 3917)
[कंसातील जुने नाव: रामचंद्र भिका देवरे - मयत] 
पीक पाहणी 2027-28: कापूस 1.60, ज्वारी 0.54
दि. 18/07/2028                                            तलाठी, सजा मारवड
""")
u("backlog/2028-07/ferfar 3917 nakkal.pdf", "document_scan", "Talathi, saja Marwad", "2028-07-18", ["C08"], [], """
गाव नमुना सहा (फेरफार पत्रक) - नक्कल   गाव मारवड, ता. अमळनेर
फेरफार क्र. 3917   दि. 14/02/2028   प्रकार: वारस नोंद (varas nond)
रामचंद्र भिका देवरे दि. 09/11/2027 रोजी मयत. वारस: साहेबराव रामचंद्र देवरे (मुलगा).
(मुली सिंधुबाई व कमलबाई यांची नावे घेतली नाहीत - त्यांना नोटीस बजावल्याची नोंद नाही)
मंडळ अधिकारी, मारवड यांनी दि. 02/03/2028 रोजी प्रमाणित केली.
""")

# ---------------- September - October 2028
u("backlog/2028-09/Kankariya Exh5 13.09.docx", "typed_note_docx", L, "2028-09-13", ["C03"], ["C03-H01"], """
13/09/2028 - Spl. C.S. 146/2028 Kankariya v. Visapure - CJSD Jalgaon (Deshmukh madam), Court No. 3
Exh. 5 (T.I. under O.39 r.1,2) moved. Ad-interim granted: deft. not to alienate / mortgage the stock of the firm
except sale in the ordinary course, and to keep day-book. Notice to deft. returnable.
Sanjay sheth present. Tyasni sangitla - dukanat roj jaaun day-book var sahi ghya.
P.T. 11/10/2028 - say & WS.
""")
u("backlog/2028-09/Marwad ferfar appeal 19.9.docx", "typed_note_docx", L, "2028-09-19", ["C08"], ["C08-H01"], """
19.09.2028 Tuesday - SDO (prant) office Amalner - RTS Appeal 56/2028 Sindhubai Deore v. Sahebrao Deore
Appeal u/s 247 MLRC against ferfar no. 3917 (varas nond of late Ramchandra Deore, gat 212 Marwad).
Delay condoned, appeal admitted. Notice to respondent; talathi saja Marwad to produce ferfar register & nakkal.
Prant saheb Rahul Pawar kahtat - "mulinchi nave ka naahi ghetli, mandal adhikaryala vichara".
Sindhubai sobat aali hoti, bhau (Sahebrao) naahi aala.  NEXT: 31/10/2028 - say.
""")
u("backlog/2028-09/SC 88-2028 charge 20.09.2028.pdf", "certified_order_sheet_scan", "Additional Sessions Judge-2, Jalgaon", "2028-09-22", ["C04"], ["C04-H01"], """
IN THE COURT OF ADDITIONAL SESSIONS JUDGE-2, JALGAON
SESSIONS CASE NO. 88/2028
State of Maharashtra (through PS Dharangaon, C.R. No. 214/2027)  V/s  Yogesh Ashok Mahajan & 2
ROZNAMA
20/09/2028   APP Smt. A. Wani for State. Adv. H. S. Attarde for accused nos. 1 to 3. Accused present (A1 in
judicial custody, A2 and A3 on bail).
Charge framed vide Exh. 18 for offences punishable u/ss 80, 85 r/w 3(5) of the BNS. Charge read over and explained
in Marathi. Accused pleaded not guilty and claim to be tried. Prosecution to keep witnesses present.
Adj. to 25/10/2028 for prosecution evidence.                 (P. N. Bhosale) Addl. Sessions Judge-2, Jalgaon
""")
u("backlog/2028-09/IMG_20280926_173012.jpg", "handwritten_note_photo", L, "2028-09-26", ["C01"], ["C01-H01"], """
26/9/28   Grahak Aayog (Consumer) - Dandage saheb
CC 118/28 Sudhakar Patil v. Tapi Valley C.S. - keli case
Admitted. Notice to O.P. Dandage saheb ni vicharla - "temperature register kuthe se?" -> O.P. kade asel, tyanna
produce karayla sangu.
Sudhakar bhau khush. Raver varun 4 shetkari sobat aale hote.
N.D. 7/11/28
""")
u("backlog/2028-10/IMG_20281005_164455.jpg", "handwritten_note_photo", L, "2028-10-05", ["C02"], ["C02-H01"], """
5/10/28 Bhusawal - ADJ-1 Kulkarni saheb
MCA 31/28 Shantabai Sonawane v. Estate Officer CR
Appeal adm. Stay to eviction order - condition: deposit Rs. 25,000 within 3 weeks.
Tiwari vakil (Rly) - "quarter dusra employee la allot zala se, lavkar khali kara"
Vikas la sangitla paise 20/10 paryant bharayche.   ND 9/11/28
""")
u("backlog/2028-10/IMG-20281011-WA0007.jpg", "handwritten_note_photo", K, "2028-10-11", ["C05", "C03"], ["C05-H01", "C03-H02"], """
दैनंदिनी - अॅड. हेमंत अत्तरदे साहेब
दि. 10/10/2028 मंगळवार
मोटार अपघात न्यायाधिकरण (शिंदे साहेब) - MACP 412/2028 संगीता कोळी वि. भगवान पाटील
   सामनेवाले 1 ते 3 यांना नोटीस काढली. प्रोसेस फी भरली रु. 120.  पुढील तारीख 28/11/2028
दि. 11/10/2028 बुधवार
दिवाणी न्यायाधीश व.स्तर कोर्ट 3 - स्पे.दि.मु. 146/2028 कांकरिया वि. विसपुते
   प्रतिवादीच्या वकिलांनी (भंगाळे) लेखी जबाब व से साठी वेळ मागितला. मनाई हुकूम चालू.
   पुढील तारीख 22/11/2028
- भिका
""")
u("backlog/2028-10/IMG_20281025_181511.jpg", "handwritten_note_photo", L, "2028-10-25", ["C04"], ["C04-H02"], """
25/10/28 Sessions - ASJ-2 Bhosale saheb - SC 88/28 Mahajan
PW1 Dilip Chaudhari (father) - chief by APP Wani. Deposition Marathi madhe. Saheb swatah lihun ghetat.
Said: pickup sathi 2 lakh magitle, Rupali 3 vela maher la aali. BUT FIR madhe "3 vela" nahi - omission!
Cross deferred on our request (case papers aaj milale). 
Next 29/11 - cross PW1.  Ashok Mahajan la sangitla - Yogesh cha jamin arj HC madhe? - nako, ata nahi.
""")
u("backlog/2028-10/IMG-20281031-WA0003.jpg", "handwritten_note_photo", K, "2028-10-31", ["C08"], ["C08-H02"], """
दि. 31/10/2028 मंगळवार
उपविभागीय अधिकारी (प्रांत) अमळनेर - आर.टी.एस. अपील 56/2028 सिंधुबाई देवरे वि. साहेबराव देवरे
   सामनेवाले साहेबराव गैरहजर. तलाठी यांनी फेरफार रजिस्टर आणले. सामनेवाले यांचे म्हणणे (से) साठी
   पुढील तारीख 05/12/2028
(कुणाल साहेब गेले होते)
- भिका
""")

# ---------------- November - December 2028
u("backlog/2028-11/IMG_20281103_183320.jpg", "handwritten_note_photo", L, "2028-11-03", ["C06"], ["C06-H02"], """
3/11/28 Amalner - CJJD Wankhede madam - RCS 77/28 Bhamre v. Rafiq
WS filed by Sisodiya: "bhade money order ne pathavle, malakane ghetle nahi" - MO receipts 6 attach.
Amhi: fakt 6 MO, tehi 2027 che; 26 mahine thakit se. Sec. 15(3) cha arj dila - arrears jama karayla.
Vasantrao mhanle - "Nikhil cha dawakhana tithech karaycha se".   ND 8/12/28 - say on 15(3) arj.
""")
u("backlog/2028-11/WP-9412-2028 order 21.11.2028.pdf", "certified_order_sheet_scan", "High Court of Judicature at Bombay, Bench at Aurangabad", "2028-11-23", ["C07"], ["C07-H01"], """
IN THE HIGH COURT OF JUDICATURE AT BOMBAY, BENCH AT AURANGABAD
WRIT PETITION NO. 9412 OF 2028
Jay Bhavani Mahila Bachat Gat, Adavad, Tq. Chopda, Dist. Jalgaon ...Petitioner
Versus
The State of Maharashtra and others ...Respondents
Mr. H. S. Attarde, Advocate for the Petitioner.
Mr. A. S. Ghodke, AGP for Respondent-State.
CORAM: V. D. KHARAT AND S. R. THORAT, JJ.
DATE: 21st NOVEMBER, 2028
PER COURT:
1. Issue notice to the respondents, returnable on 16.01.2029.
2. The learned AGP waives service for the State.
3. In the meantime, the respondents shall not grant a fresh authorisation for the fair price shop at Adavad to any
   other person.
""")
u("backlog/2028-11/IMG_20281122_190233.jpg", "handwritten_note_photo", L, "2028-11-22", ["C07", "C03"], ["C07-H01", "C03-H03"], """
21-22 Nov 2028
(21/11) Aurangabad HC - Kharat-Thorat bench, Ct 4 - WP 9412/28 Adavad ration shop
Notice ret. 16/1/29. Interim: dusrya konalahi shop deu naye. AGP Ghodke waived. Lata tai la phone kela.
Ratri Devgiri ne paratle.
(22/11) CJSD Jalgaon - Kankariya v. Visapure - Bhangale ni WS + say to Exh.5 file kele.
Defence: "Sanjay sheth ne 2027 madhe 800 gram sona ghari nela, hishob nahi". Exh. 5 var argue kela - 40 min.
Order sathi 20/12/28.
""")
u("backlog/2028-12/WhatsApp Chat with Kunal Borse Jr.txt", "whatsapp_export", J, "2028-11-28", ["C06", "C01", "C02", "C05"], ["C06-H01", "C01-H02", "C02-H02", "C05-H02"], """
15/09/28, 12:52 pm - Kunal Borse Jr: Sir Amalner - Bhamre case madhe Rafiq haajar zala, Sisodiya vakil. WS sathi vel magitla, dila. ND 3/11/28
15/09/28, 12:55 pm - Hemant Attarde Adv: ok. Vasantrao la sang
07/11/28, 1:10 pm - Kunal Borse Jr: Sir consumer - keli case madhe OP tarfe Nilesh Chaudhari aale, written version sathi time magitla. Dandage saheb ne dila pan "next time no time" mhanle. ND 12/12/28
07/11/28, 1:11 pm - Hemant Attarde Adv: 👍
09/11/28, 3:40 pm - Kunal Borse Jr: Sir Bhusawal - 25000 bharle challan ne, receipt file la lavli. Railway tarfe Tiwari - DRM office kadun instructions nahi ale mhanun say sathi vel. ND 14/12/28
28/11/28, 2:05 pm - Kunal Borse Jr: Sir MACT - Koli case. R1 R2 served pan absent. Insurance che Nemade sir ne WS sathi time ghetla. ND 9/1/29
28/11/28, 2:06 pm - Kunal Borse Jr: Shinde saheb vicharat hote insurer offer deto ka
28/11/28, 2:20 pm - Hemant Attarde Adv: Sangita bai la kalav. Tichya bhau la nako, tila direct
""")
u("backlog/2028-12/prant office 5.12.txt", "typed_note_txt", L, "2028-12-05", ["C08"], ["C08-H03"], """
5.12.28 prant office Amalner - Sindhubai appeal (RTS 56/28)
Sahebrao tarfe Adv. Mahesh Patil haajar. Say dila: 2011 madhe bahininni "hakksod patra" (relinquishment) dila
hota mhane. Copy dili - NOTARISED only, registered nahi! Sindhubai mhane sahi kadhi keli nahi.
Argument: hakksod registered document shivay chalat nahi; varas nondit sarv varsanchi nave pahijet.
Prant saheb: arguments & order 24/1/29.
""")
u("backlog/2028-12/RCS 77-2028 order 08.12.2028.pdf", "certified_order_sheet_scan", "Civil Judge Junior Division, Amalner", "2028-12-11", ["C06"], ["C06-H03"], """
IN THE COURT OF CIVIL JUDGE JUNIOR DIVISION, AMALNER
R.C.S. No. 77/2028   Vasant Ganpat Bhamre  ...Plaintiff   V/s   Shaikh Rafiq Shaikh Gani  ...Defendant
Order below Exh. 19 (application u/s 15(3) of the Maharashtra Rent Control Act, 1999)
Heard both sides. The defendant admits the tenancy and the rent of Rs. 1,800 per month. The money orders relied
upon relate to 2027 only. The defendant is directed to deposit the arrears of Rs. 46,800 (May 2026 to June 2028)
in the court within 60 days and to continue to deposit the monthly rent regularly till the decision of the suit.
Adj. to 19/01/2029 for framing of issues.
Date: 08/12/2028                               (S. B. Wankhede) C.J.J.D., Amalner
""")
u("backlog/2028-12/CC 118-2028 roznama 12.12.2028.pdf", "certified_order_sheet_scan", "District Consumer Disputes Redressal Commission, Jalgaon", "2028-12-14", ["C01"], ["C01-H03"], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, JALGAON
Consumer Complaint No. CC/118/2028
Sudhakar Bhaurao Patil ... Complainant   V/s   Tapi Valley Cold Storage Pvt. Ltd. ... Opposite Party
Coram: Shri V. V. Dandage, President; Smt. K. R. Joshi, Member
12/12/2028  Complainant with Adv. Attarde. O.P. through Adv. N. Chaudhari. Written version of O.P. filed at Exh. 14.
O.P. pleads that there was power failure from the MSEDCL feeder from 08/03/2028 to 11/03/2028, that the generator
was used, that the fruit was already over-mature when received, and that its liability is limited to Rs. 200 per
crate under clause 7 of the receipt. O.P. is directed to produce the temperature log of chamber no. 3 for March 2028.
Complainant to file rejoinder and evidence affidavit. Next date 23/01/2029.
                                                         President
""")
u("backlog/2028-12/Scan_20281214_0001.pdf", "certified_order_sheet_scan", "Additional District Judge-1, Bhusawal", "2028-12-18", ["C02"], ["C02-H03"], """
IN THE COURT OF ADDITIONAL DISTRICT JUDGE-1, BHUSAWAL (Appellate Officer u/s 9, P.P. Act)
Misc. Civil Appeal No. 31/2028   Smt. Shantabai Ramdas Sonawane  V/s  Estate Officer, Central Railway, Bhusawal
14/12/2028  Adv. Attarde for appellant. Adv. R. K. Tiwari for respondent.
Say of the respondent filed at Exh. 11. It is contended that the retention period expired on 31.12.2019 and that
the son of the appellant is employed with Ordnance Factory, Varangaon, and is not eligible for regularisation of
the quarter. Call for the record and proceedings of the Estate Officer. Stay to continue.
Next date 15/03/2029 for arguments.                              (S. R. Kulkarni) ADJ-1, Bhusawal
""")
u("backlog/2028-12/SCS 146-2028 order below Exh 5.pdf", "certified_order_sheet_scan", "Civil Judge Senior Division, Jalgaon", "2028-12-22", ["C03"], ["C03-H04"], """
IN THE COURT OF CIVIL JUDGE SENIOR DIVISION, JALGAON (Court No. 3)
Special Civil Suit No. 146/2028   Sanjay Sukhlal Kankariya  V/s  Dilip Ramdas Visapure
ORDER BELOW EXH. 5 (dt. 20/12/2028)
1. The application is partly allowed.
2. The defendant is restrained from alienating, pledging or removing the gold and silver stock of M/s Kankariya
   Visapure Jewellers except sales in the ordinary course, which shall be entered in the day-book daily.
3. The defendant shall produce the stock register of the firm as on 31/08/2028 on the next date.
4. The prayer for appointment of Court Receiver is rejected at this stage.
Next date 07/02/2029.                                                 (M. A. Deshmukh) C.J.S.D., Jalgaon
""")
u("backlog/2028-12/PW1 deposition SC 88-2028.pdf", "document_scan", "Additional Sessions Judge-2, Jalgaon", "2028-12-04", ["C04"], ["C04-H02", "C04-H03"], """
सत्र खटला क्र. 88/2028   साक्षीदार क्र. 1 (नि. 24)   दिलीप ओंकार चौधरी, वय 52, शेती, रा. पाळधी
शपथेवर: (दि. 25/10/2028) रुपाली माझी मुलगी. लग्नात आम्ही 5 तोळे सोने दिले. लग्नानंतर 6 महिन्यांनी
पिकअप गाडीसाठी 2 लाख आण म्हणून तिचा छळ सुरू झाला. ती तीन वेळा माहेरी आली होती.
उलटतपासणी (दि. 29/11/2028, अॅड. अत्तरदे): पोलिसांना जबाबात "तीन वेळा माहेरी आली" हे सांगितले होते हे
खरे नाही - (पोलीस जबाबात नाही, omission दाखवली). पिकअप गाडी आरोपीने 2026 मध्येच घेतली होती हे खरे आहे.
रुपालीने कधी पोलिसात तक्रार दिली नाही हे खरे आहे. स्टोव्ह जुना होता हे मला माहीत नाही.
R.O. & admitted correct.                                  (पी. एन. भोसले) अति. सत्र न्यायाधीश-2
""")

# ---------------- January - March 2029
u("backlog/2029-01/MACP 412 WS 9.1.txt", "typed_note_txt", L, "2029-01-09", ["C05"], ["C05-H03"], """
9.1.2029 MACT Jalgaon (Shinde saheb) - Koli tractor claim MACP 412/28
Insurer WS (Nemade): (1) driver Kishor Patil had LMV-NT licence only, no endorsement for tractor with trolley;
(2) trolley not registered - breach of policy; (3) deceased Dnyaneshwar was sitting on the mudguard - gratuitous
passenger, not covered. R1 owner Bhagwan Patil & R2 driver - no WS, ex parte order.
Aaple points: hamal hota, keli bharayla kamavar nelela - employee of owner, policy madhe 1 coolie covered? premium
receipt check karaycha.   ND 20.2.29 issues.
""")
u("backlog/2029-01/Mahajan PW2 10.1.29.docx", "typed_note_docx", L, "2029-01-10", ["C04"], ["C04-H04"], """
10/01/2029 - SC 88/2028 Mahajan - ASJ-2 Bhosale saheb
PW2 Mangala Dilip Chaudhari (mother of Rupali) - chief by APP; cross by me same day.
Chief: same as PW1 - 2 lakh for pickup. New: "Sunanda sasu ne kerosene cha dabba lapvun thevla".
Cross: admitted she never went to Dharangaon after the marriage; admitted Rupali phoned her on 03/11/2027 and
"kahi tras nahi" said (!!) - major admission. Omission of kerosene dabba from police statement brought out.
Bhosale saheb recorded in Marathi himself, read over to her.
ND 14/02/2029 - Naib Tahsildar (DD). Ashok rao la sangitla - Yogesh jail madhe bhetayla jaaych.
""")
u("backlog/2029-01/IMG-20290124-WA0002.jpg", "handwritten_note_photo", K, "2029-01-24", ["C06", "C08"], ["C06-H04", "C08-H04"], """
दि. 19/01/2029 शुक्रवार
दि.न्या. क.स्तर अमळनेर - रे.दि.मु. 77/2028 भामरे वि. शेख रफिक
   वादमुद्दे (issues) काढले - 4. प्रतिवादीने अजून रक्कम भरली नाही. पुढील तारीख 06/04/2029 - वादीचा पुरावा
दि. 24/01/2029 बुधवार
प्रांत कार्यालय अमळनेर - अपील 56/2028 सिंधुबाई देवरे
   अपील मंजूर! फेरफार 3917 रद्द. तहसीलदारांकडे परत - सर्व वारसांची नावे घेऊन नवीन वारस नोंद करावी.
   प्रकरण संपले. सिंधुबाईंनी पेढे आणले.
- भिका
""")
u("backlog/2029-01/SDO Amalner order RTS 56-2028.pdf", "certified_order_sheet_scan", "Sub-Divisional Officer, Amalner", "2029-01-29", ["C08"], ["C08-H04"], """
उपविभागीय अधिकारी, अमळनेर भाग, अमळनेर यांचे न्यायालय
आर.टी.एस. अपील क्र. 56/2028   सिंधुबाई रामचंद्र देवरे - अपीलार्थी   वि.   साहेबराव रामचंद्र देवरे - सामनेवाले
आदेश (दि. 24/01/2029)
मौजे मारवड ता. अमळनेर येथील गट नं. 212 बाबत फेरफार क्र. 3917 ही वारस नोंद घेताना मयताच्या मुलींना नोटीस
दिलेली नाही. सामनेवाले यांनी सादर केलेले हक्कसोड पत्र नोंदणीकृत नाही, त्यामुळे ते ग्राह्य धरता येत नाही.
1) अपील मंजूर करण्यात येते. 2) फेरफार क्र. 3917 रद्द करण्यात येतो. 3) प्रकरण तहसीलदार अमळनेर यांच्याकडे
परत पाठविण्यात येते; सर्व वारसांना नोटीस देऊन नव्याने वारस नोंद घ्यावी.
                                                  (राहुल पवार) उपविभागीय अधिकारी, अमळनेर
""")
u("backlog/2029-01/keli case 23.1.txt", "typed_note_txt", L, "2029-01-23", ["C01"], ["C01-H04"], """
23/1/29 - Consumer - keli case (CC 118/28)
Rejoinder + Sudhakar bhau che evidence affidavit file kele (Exh. 17, 18). Sobat: inward receipt 2291, Mahalaxmi
Fruit Co. Vashi cha rejection letter (17/03/2028 - "whole lot black, not accepted"), photos 12.
OP ne temperature log aajun dila nahi. Nilesh Chaudhari - "affidavit sathi vel dya". Dila. 
Dandage saheb: "pudhchya veli affidavit nahi tar costs".   P.T. 6/3/29.
""")
u("backlog/2029-02/Document (3).docx", "typed_note_docx", L, "2029-02-07", ["C03"], ["C03-H05"], """
07.02.2029 - Kankariya v. Visapure - CJSD Jalgaon
Visapure ne stock register produce kele (as on 31/08/2028): gold ornaments 2,814 grams, silver 11.6 kg,
cash in hand Rs. 3,12,000. Sanjay sheth mhantat stock 3.2 kg hota - 400 gram kami dakhavle.
Deshmukh madam ne doghana mediation la pathavla - District Mediation Centre, 1st sitting 21/02.
ND 21/3/29 - mediation report.
""")
u("backlog/2029-02/IMG-20290214-WA0011.jpg", "handwritten_note_photo", K, "2029-02-14", ["C04", "C05"], ["C04-H05"], """
दि. 14/02/2029 बुधवार
सत्र न्यायालय कोर्ट 8 (भोसले साहेब) - स.ख. 88/2028 महाजन
   नायब तहसीलदार (मृत्युपूर्व जबाब घेणारे) गैरहजर. सरकारी वकील वाणी मॅडम यांनी वेळ मागितला.
   साक्षीदाराला समन्स. पुढील तारीख 14/03/2029
उद्या - नाही. 20/02 ला MACT कोळी केस - वादमुद्दे.
- भिका
""")
u("backlog/2029-02/MACP 412-2028 roznama 20.02.2029.pdf", "certified_order_sheet_scan", "Motor Accident Claims Tribunal, Jalgaon", "2029-02-23", ["C05"], ["C05-H04"], """
BEFORE THE MOTOR ACCIDENT CLAIMS TRIBUNAL, JALGAON
M.A.C.P. No. 412/2028   Sangita Dnyaneshwar Koli & 3  V/s  Bhagwan Onkar Patil & 2
20/02/2029  Adv. Attarde for claimants. Adv. Y. Nemade for R3 (Insurer). R1, R2 ex parte.
Issues framed at Exh. 22. Claimant no. 1 filed her affidavit in lieu of examination-in-chief at Exh. 24.
Insurer to cross-examine. Adj. to 27/03/2029.                  (A. K. Shinde) Member, M.A.C.T., Jalgaon
""")
u("backlog/2029-03/IMG-20290315-WA0004.jpg", "handwritten_note_photo", K, "2029-03-15", ["C01", "C04", "C02"], ["C01-H05", "C04-H06", "C02-H04"], """
दि. 06/03/2029 मंगळवार  ग्राहक आयोग - केळी केस (सुधाकर पाटील)
   सामनेवाले यांचे शपथपत्र दाखल नाही. रु. 2,000 खर्च लावून वेळ दिला. पुढील तारीख 10/04/2029
दि. 14/03/2029 बुधवार  सत्र न्यायालय - महाजन केस
   नायब तहसीलदार सुनील बारी यांची साक्ष झाली. मृत्युपूर्व जबाब नि. 41. उलटतपासणी झाली.
   पुढील तारीख 13/06/2029 (डॉक्टर)
दि. 15/03/2029 गुरुवार  भुसावळ अति. जिल्हा न्या.-1 - शांताबाई सोनवणे अपील
   रेकॉर्ड आले. आपल्या बाजूने युक्तिवाद झाला. पुढील तारीख 21/06/2029
- भिका
""")
u("backlog/2029-03/PW3 Naib Tahsildar deposition.pdf", "document_scan", "Additional Sessions Judge-2, Jalgaon", "2029-03-20", ["C04"], ["C04-H06"], """
सत्र खटला क्र. 88/2028   साक्षीदार क्र. 3 (नि. 40)   सुनील रघुनाथ बारी, नायब तहसीलदार, जळगाव
शपथेवर (दि. 14/03/2029): दि. 04/11/2027 रोजी रात्री 11.30 वा. GMC जळगाव बर्न वॉर्ड मध्ये रुपाली महाजन हिचा
मृत्युपूर्व जबाब घेतला. डॉक्टरांनी ती शुद्धीत असल्याचे प्रमाणित केले. ती म्हणाली "स्वयंपाक करताना स्टोव्हचा
भडका झाला, साडी पेटली. कोणाविरुद्ध तक्रार नाही." जबाब नि. 41 वर आहे.
उलटतपासणी (अॅड. अत्तरदे): जबाब घेताना नातेवाईक कोणी जवळ नव्हते हे खरे आहे. तिने सासरच्या लोकांविरुद्ध
काहीही सांगितले नाही हे खरे आहे.
(सरकारी वकिलांची पुनर्तपासणी नाही)                       (पी. एन. भोसले) अति. सत्र न्यायाधीश-2
""")
u("backlog/2029-03/IMG_20290321_175840.jpg", "handwritten_note_photo", L, "2029-03-21", ["C03"], ["C03-H06"], """
21/3/29  CJSD Ct 3 - Kankariya
Mediation failed (report: Visapure 800 gram cha mudda sodayla tayar nahi).
Issues framed - 6 (dissolution date; accounts; 800 gm; goodwill; stock valuation rate; costs).
PW1 Sanjay sheth che affidavit in lieu of chief filed. Bhangale - cross sathi vel.
ND 27/6/29 - cross PW1. (madam May madhe suttit)
""")
u("backlog/2029-03/IMG_20290327_170205.jpg", "handwritten_note_photo", L, "2029-03-27", ["C05"], ["C05-H05"], """
27/03/29 MACT - Koli
PW1 Sangita cross by Nemade: income - "roj 450 rupaye, season madhe 600" - no proof of income, salary slip nahi.
Mudguard var basla hota ka? - "nahi, trolley var keliche ghad utrayla basla hota".
Age of deceased 34 - PM report madhe pan 34. Shinde saheb ni parat insurer la offer vicharla - "instructions ghetat".
Next 26/6/29 - PW2 Raju Bhil (eye witness, panch pan).
""")

# ---------------- April - June 2029
u("backlog/2029-04/amalner 6.4.txt", "typed_note_txt", J, "2029-04-06", ["C06"], ["C06-H05"], """
6/4/29 Amalner (Kunal)
Rafiq ne 46,800 bharle - 1 April la challan. Madam ne record var ghetle.
PW1 Vasantrao - cross by Sisodiya 1.5 taas: "Nikhil la Dhule la clinic se ka?" - nahi, to Amalner la Sai hospital
madhe nokri karto, swatahcha clinic nahi. "Dusre gale rikame se ka?" - nahi, donhi bhadyane dile.
ND 27/7/29 - PW2 Dr. Nikhil.
""")
u("backlog/2029-04/CC118 OP affidavit notes 10.04.2029.docx", "typed_note_docx", L, "2029-04-10", ["C01"], ["C01-H06"], """
10/04/2029 - CC 118/2028 keli case - Consumer Commission, Jalgaon
O.P. affidavit filed - Girish Nehete, manager. Costs Rs. 2,000 paid to us (cheque - Sudhakar bhau la dila).
Temperature log (chamber 3) annexed: 08/03 - 21 deg C, 09/03 - 21 deg C, 10/03 - 21 deg C; 11/03 - 16; after
that 13.5. Required 13-14! So 3 divas 21 deg - keli pikli, kali padli. Their own document proves it.
Generator log: diesel only 40 litres for 4 days - generator chalu nhavta.
Dandage saheb: "arguments next date". ND 17/7/2029 - arguments. Written notes of arguments tayar karne.
""")
u("backlog/2029-04/IMG_20290403_211500.jpg", "handwritten_note_photo", L, "2029-04-03", ["C07"], ["C07-H04"], """
3/4/29 HC Aurangabad - WP 9412 Adavad
Rejoinder filed. Argued - Kharat J: "show cause notice dili hoti ka? personal hearing?" - AGP kade uttar nahi.
Thorat J: DSO che original record magva. Part heard.
Next 12/6/29 (after vacation) - final.  Bus madhe lihila.
""")
u("backlog/2029-01/aurangabad 16 jan.txt", "typed_note_txt", L, "2029-01-16", ["C07"], ["C07-H02"], """
16 jan 2029 - Aurangabad bench - WP 9412/2028 (Adavad ration dukan)
AGP Ghodke - affidavit in reply sathi 4 weeks time. Dila. Interim chalu - dusrya la shop nahi.
Lata tai aani 3 bachat gat baya aalya hotya. Khandeshi madhe bolat hotya - "amle dukan parat milaan ka?"
ND 27.2.2029.
""")
u("backlog/2029-02/WP 9412 reply points.docx", "typed_note_docx", L, "2029-02-27", ["C07"], ["C07-H03"], """
27.02.2029 - WP 9412/2028 - HC Aurangabad
State's affidavit-in-reply (by DSO Jalgaon) filed today: 14 card-holders' complaints; inspection on 02/08/2028 by
supply inspector found shortage of 23 quintals wheat and 9 quintals rice.
Our points for rejoinder: (1) no show cause notice, no hearing before cancellation; (2) inspection panchnama not
signed by any bachat gat member; (3) shortage because the July 2028 allotment came late from the godown.
ND 03/04/2029 - rejoinder & hearing.
""")
u("backlog/2029-06/13 june sessions.txt", "typed_note_txt", L, "2029-06-13", ["C04"], ["C04-H07"], """
13/06/29 Sessions ASJ-2 - Mahajan SC 88/28
PW4 Dr. Sameer Khan (GMC burns ward) - 92% burns, cause septicaemic shock. Cross: patient conscious, history given
by patient "stove flare" - case paper madhe lihile se; smell of kerosene on body - noted nahi; no injury other
than burns. Very good for us.
IO PI Ganesh Wagh gairhajar - Bhosale saheb ni BW kadhla (bailable warrant Rs. 5,000).
ND 22/8/29 - IO.
""")
u("backlog/2029-06/WP-9412-2028 judgment 12.06.2029.pdf", "certified_order_sheet_scan", "High Court of Judicature at Bombay, Bench at Aurangabad", "2029-06-18", ["C07"], ["C07-H05"], """
IN THE HIGH COURT OF JUDICATURE AT BOMBAY, BENCH AT AURANGABAD
WRIT PETITION NO. 9412 OF 2028
CORAM: V. D. KHARAT AND S. R. THORAT, JJ.     DATE: 12th JUNE, 2029
JUDGMENT (Per S. R. Thorat, J.):
... 7. The record produced by the learned AGP shows that no show cause notice was issued to the petitioner and no
opportunity of hearing was given before the authorisation was cancelled on 21.08.2028. The order is in breach of
the principles of natural justice and cannot stand.
8. Rule is made absolute. The order dated 21.08.2028 of the District Supply Officer, Jalgaon is quashed and set
aside. The matter is remitted to the District Supply Officer to decide afresh after giving a show cause notice and a
personal hearing to the petitioner, within eight weeks. Till then the petitioner shall continue to run the shop.
No costs.
""")
u("backlog/2029-06/WhatsApp Chat with Lata tai Bachat Gat.txt", "whatsapp_export", "Lata Dhangar (Bachat Gat president)", "2029-08-20", ["C07"], ["C07-H05"], """
12/06/29, 4:45 pm - Hemant Attarde Adv: Lata tai, HC ne order tumchya baju ne dila. Dukan tumhi chalu thevaych. DSO 8 athavdyat parat sunavni ghetil
12/06/29, 5:02 pm - Lata Tai Bachat Gat: देव तुमनं भलं करो वकील साहेब 🙏 आमले दुकान परत मिळनं
12/06/29, 5:03 pm - Lata Tai Bachat Gat: बाकी फी किती द्याची से?
12/06/29, 5:10 pm - Hemant Attarde Adv: Rs. 15,000 baki. Order chi copy aali ki DSO la dyaychi
21/06/29, 11:20 am - Lata Tai Bachat Gat: order copy DSO office la dili. तहसीलदार साहेबांनी पण पाहिली
20/08/29, 6:40 pm - Lata Tai Bachat Gat: DSO नं नोटीस दिली 28 तारखेला सुनावणी से. तुम्ही याल का?
20/08/29, 6:52 pm - Hemant Attarde Adv: Kunal yeil. Stock register ani July 2028 chi challan copy ghevun ya
""")
u("backlog/2029-06/Kankariya PW1 cross 27.06.2029.docx", "typed_note_docx", L, "2029-06-27", ["C03"], ["C03-H07"], """
27.06.2029 - Spl. C.S. 146/2028 - Kankariya v. Visapure - CJSD Ct. 3
PW1 Sanjay Kankariya - cross by Bhangale started 12.15, till 4.30 (lunch madhe break).
Suggestions: 800 gram gold taken home in Diwali 2027 - denied; ledger entries by munim Pravin - admitted munim's
handwriting; "Visapure ne 2024 pasun karagiri sodli" - admitted partly.
Cross not over - Bhangale: "30 minutes aajun". 
ND 19/07/2029 - remaining cross PW1. CA Mukund Joshi (PW2) la summons nantar.
""")
u("backlog/2029-06/correction sarafa ND.txt", "typed_note_txt", L, "2029-06-29", ["C03"], [], """
29/6 - CORRECTION
Kankariya (sarafa) case chi 27.06 chi note: ND 19/07/2029 lihili - CHUK. Diary madhe 19/9 hoti, madam July
madhe leave var se. Bench clerk kade confirm kele - sahi pudhil tarikh 19/09/2029 (remaining cross of PW1).
Sanjay sheth la pan sangitle.
""")
u("backlog/2029-08/WhatsApp Chat with Kunal Borse Jr (2).txt", "whatsapp_export", J, "2029-08-02", ["C02", "C05", "C06"], ["C02-H05", "C05-H06", "C06-H06", "C02-H06"], """
21/06/29, 1:35 pm - Kunal Borse Jr: Sir Bhusawal - Tiwari sir ne railway cha argument kela. Kulkarni saheb mhanale appellant ne vacate karnyasathi undertaking dyave, mag damages var vichar karu. ND 2/8/29
21/06/29, 1:36 pm - Hemant Attarde Adv: Vikas la bolav udya office la
26/06/29, 2:50 pm - Kunal Borse Jr: Sir MACT - PW2 Raju Bhil chi saksh zali. Cross madhe tyane sangitla Dnyaneshwar trolley var basla hota, mudguard var nahi. 
26/06/29, 2:52 pm - Kunal Borse Jr: Insurance ne offer dili 9,50,000. Sangita bai ne nakar dila. ND 27/9/29 insurer evidence
26/06/29, 3:10 pm - Hemant Attarde Adv: Barobar. 9.5 lakh khup kami. Claim 32 lakh se
27/07/29, 1:15 pm - Kunal Borse Jr: Sir Amalner - Dr. Nikhil Bhamre chi saksh zali, Sisodiya cross 40 min. PE closed. ND 7/9/29 DE
02/08/29, 12:40 pm - Kunal Borse Jr: Sir Bhusawal - undertaking file kele - 31/03/2030 paryant quarter khali karu. Railway la damages 1,86,400 maaf karnyasathi instructions ghyayla vel. ND 20/9/29
02/08/29, 12:41 pm - Hemant Attarde Adv: 👍 Shantabai la sang
""")
u("backlog/2029-08/WhatsApp Chat with Vikas Sonawane.txt", "whatsapp_export", "Vikas Sonawane (son of client)", "2029-08-03", ["C02"], ["C02-H06"], """
05/10/28, 6:10 pm - Vikas Sonawane: साहब आज क्या हुआ? मम्मी को कुछ बताया नहीं
05/10/28, 6:25 pm - Hemant Attarde Adv: Stay mila hai. 25,000 court me bharna hai 3 hafte me. Kunal se challan lena
02/08/29, 7:30 pm - Vikas Sonawane: साहब undertaking तो दे दिया, अब 1,86,400 damages भी भरना पड़ेगा क्या? इतना पैसा नहीं है
02/08/29, 7:41 pm - Hemant Attarde Adv: Abhi nahi. Railway 20 Sept ko batayegi. Hum bolenge widow hai, pension 9,000 hai, damages maaf karo
03/08/29, 9:05 am - Vikas Sonawane: ठीक है साहब. Varangaon quarter का application भी दे दिया है OF में
""")
u("backlog/2029-07/17.07 consumer args.txt", "typed_note_txt", L, "2029-07-17", ["C01"], ["C01-H07"], """
17/07/2029 - Consumer - keli case CC 118/28 - arguments
Argued 35 min. Points: (1) OP's own temperature log - 3 days 21 deg C; (2) generator diesel only 40 litres;
(3) inward receipt says "green, mature 3/4, no bruise" - over-ripe defence falls; (4) cl. 7 limit of Rs. 200 per
crate is unfair contract term - CPA 2019 s. 2(46). Written notes of arguments filed.
Nilesh Chaudhari: "tayari nahi, next date dya". Dandage saheb - last chance for OP arguments.
ND 25/09/2029 - OP arguments.
""")

# ---------------- August - September 2029
u("backlog/2029-08/Mahajan IO cross 22.8.29.docx", "typed_note_docx", L, "2029-08-22", ["C04"], ["C04-H08"], """
22/08/2029 - SC 88/2028 - ASJ-2 Bhosale saheb
PW5 PI Ganesh Wagh (IO) appeared (BW recalled). Chief by APP Wani. Cross by me 1 hr:
- admitted stove seized, old and with a broken pin; no kerosene can seized from the house;
- admitted DD (Exh. 41) recorded before FIR and he did not investigate the stove flare version;
- admitted no neighbour stated any dowry demand.
APP - "prosecution evidence closed" pursis Exh. 52.
ND 18/09/2029 - statements of accused u/s 351 BNSS. Yogesh, Ashok, Sunanda - tighanna haajar theva.
""")
u("backlog/2029-09/amalner 7 sept.txt", "typed_note_txt", J, "2029-09-07", ["C06"], ["C06-H07"], """
7/9/29 Amalner - Bhamre v. Rafiq (Kunal)
DW1 Rafiq aala nahi - Sisodiya ne medical certificate dile (typhoid). Madam ne Rs. 500 costs lavun vel dila.
Costs Vasantrao la dile. DW1 affidavit pan aajun file nahi.
ND 9/10/29 - DE.
""")
u("backlog/2029-09/week plan 17-21 sept.txt", "typed_note_txt", L, "2029-09-15", ["C04", "C03", "C02", "C01", "C05"], [], """
WEEK PLAN 17-21 Sept 2029 (+ next week)
Tue 18/9 - Sessions Ct 8 - Mahajan - 351 statements. Questions draft tayar kara, 3 accused. ME.
Wed 19/9 - CJSD Ct 3 - Kankariya - remaining cross PW1 (Bhangale). ME. PW2 CA Mukund Joshi summons status vichara.
Thu 20/9 - Bhusawal ADJ-1 - Shantabai - railway instructions on damages. KUNAL.
Tue 25/9 - Consumer - keli case - OP arguments (last chance).
Thu 27/9 - MACT - Koli - insurer evidence. Counter offer? Sangita bai la vicharun.
Office: Lata tai fee Rs. 15,000 baki. Sindhubai - tahsil madhe navin varas nond zali ka vichara.
""")
u("backlog/2029-09/ASJ-2 cause list 18.09.2029.pdf", "cause_list_pdf", "District and Sessions Court, Jalgaon", "2029-09-17", ["C04"], [], """
DISTRICT AND SESSIONS COURT, JALGAON - DAILY BOARD FOR 18/09/2029 (TUESDAY)
COURT OF SHRI P. N. BHOSALE, ADDITIONAL SESSIONS JUDGE-2 (Court Hall No. 8)
Sr.  Case No.              Parties                                           Stage
1    Bail Appl. 1421/2029  Sachin Dilip Koli vs State                         Say of APP
2    S.C. 41/2027          State vs Ramesh Tukaram Bhil                       Arguments
3    S.C. 88/2028          State vs Yogesh Ashok Mahajan & 2                  Statement of accused (351 BNSS)
4    S.C. 132/2028         State vs Pandurang Shivram Sonar & 1               Prosecution evidence
5    Cri. Appeal 57/2029   Nitin Vasant Chaudhari vs State                    Admission
""")
