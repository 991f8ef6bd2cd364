"""The uploads of the Muzaffarpur practice: what Binod babu, his junior Priyanka and munshi Ramashray actually kept."""

L, J, K = "Binod Kumar Shahi", "Priyanka Kumari", "Ramashray Sahni (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2023-05/khatiyan RS khata 117 rampur jalal.pdf", "document_scan", "Record Room, Collectorate, Muzaffarpur", "2023-05-16", ["C01"], [], """
खतियान (रिविजनल सर्वे) की सत्यापित प्रतिलिपि
मौजा: रामपुर जलाल   थाना नं० 214   अंचल: बोचहाँ   जिला: मुजफ्फरपुर
खाता सं० 117   जमाबंदी रैयत: बाबू रामलखन सिंह वल्द स्व० शिवनंदन सिंह
खेसरा सं० 842   रकबा 1 बीघा 7 कट्ठा 5 धूर   किस्म: बगीचा (लीची)
खेसरा सं० 843   रकबा 0 बीघा 9 कट्ठा 0 धूर   किस्म: भीठ
टिप्पणी: कोई बँटवारा दर्ज नहीं।
प्रतिलिपि निर्गत दिनांक 16.05.2023        ह०/- अभिलेखपाल, मुजफ्फरपुर
""")
u("backlog/2023-11/WS Umesh Singh TS 214-23.pdf", "document_scan", "Sri Awadhesh Narayan Choubey, Advocate for defendants", "2023-11-20", ["C01"], [], """
IN THE COURT OF SUB-JUDGE-I, MUZAFFARPUR
Title Suit No. 214 of 2023    Jagdish Prasad Singh ... Plaintiff   Vs.   Umesh Singh & Ors. ... Defendants
WRITTEN STATEMENT on behalf of defendant nos. 1 and 2
1. That the suit is not maintainable and is barred by limitation, estoppel and acquiescence.
2. That the ancestor Babu Ramlakhan Singh had three sons; there was an oral partition (bhinnata) among the three
branches in the year 1998 and since then the litchi orchard in khesra 842 has been in exclusive possession of the
branch of the defendants, who have planted new trees (about 40 of the 55 trees) and sold the crop every year.
3. That the plaintiff's branch took khesra 843 (bhith land) and a share of the ancestral house in lieu of the orchard.
4. That the genealogy (vanshavali) given in para 3 of the plaint is not admitted in full.
The suit is fit to be dismissed with costs.         Verification ... Advocate for defendants
""")
u("backlog/2026-06/CamScanner 06-24-2026 17.40.pdf", "document_scan", "Sri Bipin Bihari Sharan, Pleader Commissioner", "2026-06-24", ["C01"], [], """
IN THE COURT OF SUB-JUDGE-I, MUZAFFARPUR     T.S. No. 214 of 2023
REPORT OF THE PLEADER COMMISSIONER (litchi crop, season 2026)
In terms of the order dated 07.04.2026 and my appointment on 05.05.2026, I visited the orchard at khesra 842, Mauza
Rampur Jalal on 28.05.2026 in presence of both parties. 55 bearing litchi trees (Shahi variety) were counted. The
crop was sold by open bid on the spot; highest bid of Sri Nagendra Sahni, a litchi trader of Mushahari, Rs. 4,12,500/-
was accepted. Plucking (tudai) completed 02.06.2026 to 09.06.2026. The amount of Rs. 4,12,500/- has been deposited
in the court's account by treasury challan no. 311 dated 12.06.2026. Neither party raised objection on the spot.
Dated 24.06.2026                         Pleader Commissioner
""")
u("backlog/2026-05/CO Kurhani report BLDR 87.pdf", "document_scan", "Circle Officer, Kurhani", "2026-05-12", ["C02"], [], """
कार्यालय अंचल अधिकारी, कुढ़नी
पत्रांक 612 दिनांक 12.05.2026
सेवा में, भूमि सुधार उप समाहर्ता, मुजफ्फरपुर पूर्वी
विषय: BLDR वाद सं० 87/2025-26 सुनैना देवी बनाम भोला पासवान वगैरह में जाँच प्रतिवेदन
अंचल अमीन द्वारा दिनांक 06.05.2026 को दोनों पक्षों की उपस्थिति में खाता 212 खेसरा 1408 की मापी की गई।
मापी में पाया गया कि विपक्षी भोला पासवान द्वारा खेसरा 1408 के पूरब भाग में 11 धूर भूमि पर फूस का घर
एवं बथान बनाकर अतिक्रमण किया गया है। उक्त भूमि जमाबंदी सं० 384 में आवेदिका के पति स्व० रामदेव महतो के
नाम से कायम है और लगान रसीद 2025-26 तक कटी हुई है।
अंचल अधिकारी, कुढ़नी
""")
u("backlog/2024-06/FIR Sakra 112-2024.pdf", "document_scan", "P.S. Sakra", "2024-06-19", ["C03"], [], """
प्राथमिकी  सकरा थाना कांड सं० 112/2024   दिनांक 19.06.2024
धारा: 304(B), 498(A), 34 भा०द०वि० एवं 3/4 दहेज निषेध अधिनियम
सूचक: रामविलास महतो, पिता स्व० जगेश्वर महतो, ग्राम बाजी, थाना मीनापुर
अभियुक्त: (1) संजीव कुमार (पति) (2) ललिता देवी (सास) (3) रामाशीष साह (ससुर), सभी ग्राम सकरा
मेरी पुत्री पूजा कुमारी की शादी 2022 में संजीव कुमार से हुई थी। शादी के बाद से ही अभियुक्तगण एक अपाची
मोटरसाइकिल एवं दो लाख रुपये की माँग करते थे और नहीं देने पर मारपीट करते थे। दिनांक 18.06.2024 की रात
मेरी पुत्री की हत्या कर उसे फंदे से लटका दिया गया।
थानाध्यक्ष, सकरा
""")
u("backlog/2024-06/PM report SKMCH Puja Kumari.pdf", "document_scan", "SKMCH Muzaffarpur, Dept. of FMT", "2024-06-19", ["C03"], [], """
SRI KRISHNA MEDICAL COLLEGE & HOSPITAL, MUZAFFARPUR - DEPARTMENT OF FORENSIC MEDICINE & TOXICOLOGY
POST MORTEM EXAMINATION REPORT No. 742/2024      Date: 19.06.2024
Name: Puja Kumari w/o Sanjeev Kumar, F, 23 yrs, Sakra. Brought by SI Manoj Kumar Rajak, Sakra P.S.
Findings: a ligature mark, oblique, 28 cm, above the thyroid cartilage, with a gap at the back of the neck; no other
external injury seen. Stomach: no smell of poison; viscera preserved.
Opinion: death due to asphyxia as a result of ante-mortem hanging. Time since death 12 to 18 hours.
Dr. Anupam Kumar, Tutor, FMT
""")
u("backlog/2026-05/bail rejection special excise court Guddu.pdf", "document_scan", "Court of ADJ-cum-Special Judge (Excise)-II, Muzaffarpur", "2026-05-28", ["C04"], [], """
IN THE COURT OF ADJ-CUM-SPECIAL JUDGE (EXCISE)-II, MUZAFFARPUR
Bail Petition No. 1876 of 2026     Guddu Kumar @ Guddu Rai vs State of Bihar
Kanti P.S. Case No. 318 of 2026 u/s 30(a) Bihar Prohibition and Excise Act, 2016 and 25(1-b)a/26/35 Arms Act
Order dated 28.05.2026: The petitioner was arrested on 03.04.2026 from a Scorpio at Kanti toll plaza from which 86.4
litres of foreign liquor and one country-made pistol with two live cartridges were recovered. The petitioner has a
criminal antecedent. Considering the quantity and the recovery of firearm, I am not inclined to grant bail. Rejected.
""")
u("backlog/2026-04/IMG_20260420_112938.jpg", "document_photo", "Bela Industrial Area employer", "2026-04-20", ["C05"], [], """
MAA TARA AGRO FOODS PVT. LTD.  Plot 14, Bela Industrial Area Phase II, Muzaffarpur
SALARY SLIP - MARCH 2026
Employee: Manish Kumar Jha   Designation: Store Supervisor   Emp. Code MTAF-0231
Basic 12,000  HRA 3,000  Conveyance 1,500  Special allowance 1,500   Gross 18,000
Deduction PF 1,440   Net paid 16,560
""")
u("backlog/2025-11/13(2) notice Canara Bank Shree Shyam.pdf", "document_scan", "Canara Bank, Motijheel Branch, Muzaffarpur", "2025-11-14", ["C06"], [], """
CANARA BANK - Motijheel Branch, Muzaffarpur         Date: 14.11.2025
DEMAND NOTICE UNDER SECTION 13(2) OF THE SARFAESI ACT, 2002
To: M/s Shree Shyam Litchi Processing, prop. Sri Anil Kumar Agrawal, Khabra, Muzaffarpur; guarantor Smt. Sarita Agrawal
Your cash credit and term loan accounts have been classified NPA on 30.09.2025. An amount of Rs. 48,62,310/- (Rupees
forty eight lakh sixty two thousand three hundred ten only) is outstanding as on 31.10.2025 with further interest.
You are called upon to discharge the liability within 60 days, failing which the bank shall exercise its powers
under section 13(4) against the secured asset: the processing unit and cold room at Khabra, khata 55, khesra 318.
Authorised Officer
""")
u("backlog/2026-06/IMG-20260602-WA0019.jpg", "document_photo", "Canara Bank, Motijheel Branch", "2026-06-02", ["C06"], [], """
CANARA BANK  Motijheel Branch   CASH / TRANSFER RECEIPT
Date 02.06.2026   Received from M/s Shree Shyam Litchi Processing
Rs. 3,20,000/- (Rupees three lakh twenty thousand only) towards upfront deposit (10%) with OTS proposal of
Rs. 32,00,000/- in a/c no. 1234xxxxxx (NPA). Receipt no. 88/OTS.        Cashier
""")
u("backlog/2026-02/DEO letter salary Ranjana.pdf", "document_scan", "District Education Officer, Muzaffarpur", "2026-02-03", ["C07"], [], """
कार्यालय जिला शिक्षा पदाधिकारी, मुजफ्फरपुर     पत्रांक 418   दिनांक 03.02.2026
सेवा में, प्रधानाध्यापक, उत्क्रमित मध्य विद्यालय, चकमाधो, प्रखंड मीनापुर
विषय: बीपीएससी अध्यापक (TRE-1) श्रीमती रंजना कुमारी के वेतन भुगतान पर रोक के संबंध में।
श्रीमती रंजना कुमारी के B.Ed. प्रमाण पत्र का सत्यापन लंबित रहने के कारण जनवरी 2026 से वेतन भुगतान
अगले आदेश तक स्थगित किया जाता है।                     जिला शिक्षा पदाधिकारी, मुजफ्फरपुर
""")
u("backlog/2026-10/IMG_20261029_101544.jpg", "document_photo", "Nalanda Open University, Patna", "2026-10-28", ["C07"], [], """
NALANDA OPEN UNIVERSITY, PATNA  - Office of the Controller of Examinations
Letter No. NOU/Exam/Verif/2291    Date 28.10.2026
To: The District Education Officer, Muzaffarpur
Sub: Verification of B.Ed. certificate of Smt. Ranjana Kumari, Roll No. 2017-BED-40318
The certificate and marks statement have been verified with the tabulation register and are found GENUINE.
Controller of Examinations
""")
u("backlog/2025-02/plaint eviction Kailash Gupta.pdf", "document_scan", L, "2025-02-10", ["C08"], [], """
IN THE COURT OF MUNSIF-I, MUZAFFARPUR
Eviction Suit No. ____ of 2025
Kailash Prasad Gupta s/o late Ramchandra Sah, Saraiyaganj, Muzaffarpur ... Plaintiff
Versus  Md. Irfan s/o Md. Yunus, Saraiyaganj, Muzaffarpur ... Defendant
Suit for eviction under section 11(1)(c) and (d) of the Bihar Buildings (Lease, Rent and Eviction) Control Act, 1982
1. The defendant is a monthly tenant of shop no. 3 on the ground floor of holding no. 218, Ward 24, Saraiyaganj at a
rent of Rs. 4,500/- per month, payable by the 10th of each month.
2. The defendant has not paid rent since September 2023 and is a defaulter within the meaning of the Act.
3. The plaintiff's son Rohit Gupta, a qualified pharmacist (D.Pharm), needs the shop in good faith for a medical shop.
Prayer: decree for eviction, arrears of rent and mesne profits.          Plaintiff, through Binod Kumar Shahi, Adv.
""")

# ---------------- the munshi's register (Devanagari, kaithi-style abbreviations)
u("backlog/2026-03/IMG-20260320-WA0006.jpg", "handwritten_note_photo", K, "2026-03-20", ["C01", "C02", "C03"], ["C01-H01", "C02-H01", "C03-H01"], """
तारीख रजिस्टर - मार्च 2026
12.03.26 (बृहस्पति) - मु० स्वत्व वाद 214/23 जगदीश बाबू (लीची बगीचा) - अवर न्या०-1
  प्र० पक्ष से चौबे जी का टा०पे० (तबियत खराब) - मंजूर। हाकिम खतियान और वंशावली मांगे।
  अ०ता० 07.04.26 सुनवाई निषेधाज्ञा आवेदन
17.03.26 (मंगल) - BLDR 87/25-26 सुनैना देवी - DCLR पूर्वी
  विपक्षी हाजिर। अंचल अधिकारी कुढ़नी से रिपोर्ट व अमीन मापी मांगा गया। अ०ता० 21.04.26
19.03.26 (बृहस्पति) - सत्र वाद 318/25 संजीव वगैरह (सकरा दहेज) - ADJ-4
  PW-1 रामविलास महतो का मुख्य बयान। जिरह बाद में। अ०ता० 16.04.26
                                                    - रामाश्रय
""")
u("backlog/2026-05/IMG-20260515-WA0011.jpg", "handwritten_note_photo", K, "2026-05-15", ["C01", "C06", "C03"], ["C01-H03", "C06-H02", "C03-H03"], """
तारीख रजिस्टर - मई 2026
05.05.26 - स्व०वाद 214/23 जगदीश बाबू - अवर न्या०-1
  पैरवीकार कमिश्नर श्री विपिन बिहारी शरण नियुक्त, लीची तोड़ाई हेतु। फीस 7,500 वादी देंगे। अ०ता० 02.07.26
07.05.26 - मिस० 52/26 केनरा बैंक बनाम श्री श्याम लीची - CJM
  बैंक का जवाब दाखिल। हाकिम OTS का हाल पूछे। अ०ता० 04.06.26
14.05.26 - सत्र वाद 318/25 संजीव - ADJ-4
  अभियोजन का कोई गवाह हाजिर नहीं। APP साहब गवाह हेतु समय मांगे। सम्मन। अ०ता० 11.06.26
""")
u("backlog/2026-07/IMG-20260714-WA0003.jpg", "handwritten_note_photo", K, "2026-07-14", ["C05", "C03", "C08", "C02"], ["C05-H04", "C03-H05", "C08-H03", "C02-H04"], """
तारीख रजिस्टर - जुलाई 2026
07.07.26 - भरण पोषण वाद 211/25 रिंकी कुमारी - कुटुंब न्यायालय
  मनीष ने बकाया नहीं दिया। 125(3) में वसूली वारंट का आवेदन दिया। अ०ता० 11.08.26
09.07.26 - सत्र वाद 318/25 संजीव - ADJ-4
  फिर गवाह नहीं आया, APP समय मांगे। हाकिम IO पर वारंट और थानाध्यक्ष सकरा से कारण पृच्छा। अ०ता० 10.09.26
13.07.26 - बेदखली वाद 9/25 गुप्ता जी - मुंसिफ-1
  वाद बिंदु (issues) 5 बने। अ०ता० 17.08.26 वादी साक्ष्य
14.07.26 - BLDR 87/25-26 सुनैना - DCLR
  बहस सुनी गई। आदेश सुरक्षित। आदेश हेतु 04.08.26
""")
u("backlog/2026-11/IMG-20261125-WA0008.jpg", "handwritten_note_photo", K, "2026-11-25", ["C06", "C01", "C07", "C05"], ["C06-H05", "C01-H06", "C07-H04", "C05-H07"], """
तारीख रजिस्टर - नवम्बर 2026
12.11.26 - मिस० 52/26 श्री श्याम लीची - CJM
  DRT के आदेश अनुसार 5,00,000 रु० बैंक में 28.09.26 को जमा - रसीद दिखाई गई। धारा 14 की कार्यवाही
  स्थगित रखी गई। अ०ता० 28.01.27
19.11.26 - स्व०वाद 214/23 जगदीश बाबू - अवर न्या०-1
  चौबे जी फिर टा०पे० दिए (सेशन में व्यस्त)। 1,000 रु० हर्जा पर मंजूर, अंतिम अवसर। अ०ता० 17.12.26
23.11.26 - CWJC 11487/26 रंजना (पटना) - बाबू साहब गए थे
  सरकार का पूरक जवाब: प्रमाण पत्र सही पाया गया, नवम्बर से वेतन चालू। अ०ता० 18.01.27
24.11.26 - भरण पोषण 211/25 रिंकी - कुटुंब न्या०
  AW-2 शंभू झा (पिता) का बयान। आवेदिका साक्ष्य बंद। अ०ता० 16.02.27 विपक्षी साक्ष्य
""")
u("backlog/2027-01/IMG-20270129-WA0002.jpg", "handwritten_note_photo", K, "2027-01-29", ["C01", "C08", "C06"], ["C01-H08", "C08-H06", "C06-H06"], """
तारीख रजिस्टर - जनवरी 2027
21.01.27 - स्व०वाद 214/23 जगदीश बाबू - अवर न्या०-1
  प्रतिवादी का गवाह नहीं आया, चौबे जी का टा०पे०। अ०ता० 18.02.27 प्रति० साक्ष्य
25.01.27 - बेदखली 9/25 गुप्ता जी - मुंसिफ-1
  DW-1 मो० इरफान का बयान व जिरह। अ०ता० 01.03.27
28.01.27 - मिस० 52/26 श्री श्याम लीची - CJM
  बैंक वकील रवि शंकर शरण जी समय लिए (DRT की तारीख)। अ०ता० 09.03.27
""")
u("backlog/2027-03/IMG-20270302-WA0005.jpg", "handwritten_note_photo", K, "2027-03-02", ["C03", "C08", "C05", "C06", "C01"], ["C03-H10", "C08-H07"], """
तारीख रजिस्टर - फरवरी/मार्च 2027
25.02.27 - सत्र वाद 318/25 संजीव - ADJ-4
  बचाव पक्ष की बहस आंशिक। APP साहब समय लिए। अ०ता० 10.03.27
01.03.27 - बेदखली 9/25 गुप्ता जी - मुंसिफ-1
  प्रतिवादी साक्ष्य बंद। बहस हेतु अ०ता० 26.03.27
आगे की तारीखें: 09.03 रिंकी (कुटुंब) + श्री श्याम लीची (CJM) / 10.03 संजीव / 11.03 जगदीश बाबू
""")

# ---------------- C01 litchi orchard title suit
u("backlog/2026-04/TS 214-2023 order 07.04.2026.pdf", "certified_order_sheet_scan", "Sub-Judge-I, Muzaffarpur", "2026-04-09", ["C01"], ["C01-H02"], """
व्यवहार न्यायालय, मुजफ्फरपुर - न्यायालय अवर न्यायाधीश-प्रथम
स्वत्व वाद संख्या 214/2023   जगदीश प्रसाद सिंह बनाम उमेश सिंह वगैरह
आदेश-पत्र
07.04.2026  वादी की ओर से विद्वान अधिवक्ता श्री बिनोद कुमार शाही एवं प्रतिवादी सं० 1 व 2 की ओर से श्री अवधेश
            नारायण चौबे उपस्थित। आदेश 39 नियम 1 व 2 के आवेदन पर सुना। खेसरा 842 का लीची बगीचा संयुक्त है
            या बँटा हुआ, यह साक्ष्य का विषय है। अतः किसी पक्ष को अकेले फसल तोड़ने की अनुमति नहीं होगी। वर्ष
            2026 की लीची फसल एक पैरवीकार कमिश्नर की देखरेख में बेची जाएगी तथा बिक्री की राशि न्यायालय में
            जमा होगी। कमिश्नर की नियुक्ति हेतु दिनांक 05.05.2026 को पेश करें।
                                                   अवर न्यायाधीश-प्रथम, मुजफ्फरपुर
""")
u("backlog/2026-05/TS 214 commission 5 may.docx", "typed_note_docx", L, "2026-05-05", ["C01"], ["C01-H03"], """
05.05.2026 - T.S. 214/2023 Jagdish babu (litchi bagicha) - Sub-J I, Sinha sahab
Pleader commissioner: Sri Bipin Bihari Sharan, Adv. appointed. Fee Rs. 7,500 we pay (Jagdish babu to bring).
Commissioner to hold open bid on spot, tudai in presence of both sides, amount in court.
Sinha sahab phir kahlkai - khatiyan ke saath vanshavali ka certified copy lagaiye, Choubey ji okar objection karte hain.
Mausam shuru - Shahi litchi 25 May se tootegi. Jagdish babu ko bola bagicha pe aadmi rakhein.
Agla tarikh 02.07.2026 for commission report.
""")
u("backlog/2026-07/2.7 litchi report.txt", "typed_note_txt", L, "2026-07-02", ["C01"], ["C01-H04"], """
2.7.26 Thu - TS 214/23 (litchi) - Sub-J I
Commissioner ka report aa gaya - 55 ped, boli Nagendra Sahni (Mushahari wala vyapari) ne Rs. 4,12,500 lagaya, challan
se court me jama (challan 311 dt 12.6). Choubey ji objection ke liye time mange - diya.
Jagdish babu khush nai hain, kahte pichhle saal 5 lakh se upar bika tha. Ham kahlun - report pe objection nai, paisa to
court me hai, share decree ke baad.
ND 10.09.2026 PE (PW-1 Jagdish babu).
""")
u("backlog/2026-09/IMG_20260910_165212.jpg", "handwritten_note_photo", L, "2026-09-10", ["C01", "C03"], ["C01-H05", "C03-H06"], """
10/9/26 Thursday
(1) TS 214/23 litchi - Sub-J I: PW-1 Jagdish babu - chief affidavit + cross by Choubey ji. 1998 ka bhinnata koi
    nai bhelai - Jagdish babu dridh rahe. Lagan rasid sab ka naam se. PW-2 Ramsewak Sahni (bagal ke bagicha wala) chief.
    ND 19.11.26.
(2) ST 318/25 Sanjeev (Sakra dahej) - ADJ-4: PW-3 Dr. Anupam Kumar (SKMCH FMT) - PM kiye the. Chief: asphyxia due to
    ante-mortem hanging. Cross hamra: ligature mark oblique, gap at back - typical of hanging; no other injury on
    body; poison ka smell nai. Doctor ne maana strangulation ke koi lakshan nai. Accha raha.
    ND 05.11.26 (IO).
""")
u("backlog/2026-11/TS 214-2023 zimni 19.11.2026.pdf", "certified_order_sheet_scan", "Sub-Judge-I, Muzaffarpur", "2026-11-21", ["C01"], ["C01-H06"], """
व्यवहार न्यायालय, मुजफ्फरपुर - न्यायालय अवर न्यायाधीश-प्रथम
स्वत्व वाद संख्या 214/2023   जगदीश प्रसाद सिंह बनाम उमेश सिंह वगैरह
आदेश-पत्र
19.11.2026  वादी साक्षी PW-2 जिरह हेतु उपस्थित। प्रतिवादी की ओर से समय याचिका दाखिल कि उनके विद्वान अधिवक्ता
            सत्र न्यायालय में व्यस्त हैं। प्रतिवादी की ओर से यह दूसरी समय याचिका है तथा वादी का गवाह
            बार-बार लौट जाता है। 1,000/- रुपये हर्जा वादी को देने की शर्त पर समय याचिका स्वीकृत, अंतिम अवसर के रूप में।
            PW-2 की जिरह हेतु दिनांक 17.12.2026 को पेश करें।
                                                   अवर न्यायाधीश-प्रथम, मुजफ्फरपुर
""")
u("backlog/2026-12/IMG20261217143051.jpg", "handwritten_note_photo", L, "2026-12-17", ["C01"], ["C01-H07"], """
17.12.26 - TS 214/23 Jagdish babu - Sub-J I
Hr. 1000 ka kharcha Choubey ji diye (receipt). PW-2 Ramsewak Sahni ka cross - okar kahna: "bagicha sab ke sajha
hai, tudai sab milke karai chhal" - Choubey ji hila nai paye. Vadi saakshya band (PE closed).
Ag. ta. 21.01.2027 - pratiwadi saakshya (DE).
""")
u("backlog/2027-02/TS 214 DW1 Umesh 18-02-27.docx", "typed_note_docx", L, "2027-02-18", ["C01"], ["C01-H09"], """
18.02.2027 - T.S. 214/2023 (litchi bagicha, Rampur Jalal) - Sub-Judge I, Sinha sahab
DW-1 Umesh Singh - chief on affidavit (oral bhinnata 1998, 40 naye ped lagaye).
Cross by me (part): vanshavali me Ramlakhan Singh ke teen beta - maan gaye. Bhinnata ka koi kagaz, panchnama,
mutation nai hai - maan gaye. Khatiyan me bagicha sajha naam se - "hamra pata nai".
Cross adhura, baaki agli tarikh. Sinha sahab kahlkai next date pe cross khatam karein, DW-2 bhi laayein.
Agla tarikh 11.03.2027.
""")

# ---------------- C02 Sunaina BLDR
u("backlog/2026-05/sunaina DCLR 19 may.txt", "typed_note_txt", L, "2026-05-19", ["C02"], ["C02-H03"], """
19/5 - BLDR 87/2025-26 Sunaina Devi v. Bhola Paswan - DCLR Muzaffarpur East (Alok Ranjan sahab)
CO Kurhani ka report aa gaya (patrank 612 dt 12.05.26): amin measurement - khesra 1408 ke purab 11 dhur pe Bhola ka
phoos ka ghar aur bathan. Jamabandi 384 Ramdeo Mahto ke naam, rasid 2025-26 tak.
Lalbabu Ray (OP) objection dene ke liye time mange - DCLR sahab diye, 14 July.
Sunaina ji ko bataye - chinta nai karo.
""")
u("backlog/2026-08/DCLR order BLDR 87 dt 04.08.2026.pdf", "certified_order_sheet_scan", "DCLR, Muzaffarpur East", "2026-08-06", ["C02"], ["C02-H05"], """
न्यायालय भूमि सुधार उप समाहर्ता, मुजफ्फरपुर पूर्वी
बिहार भूमि विवाद निराकरण अधिनियम, 2009 के अंतर्गत BLDR वाद सं० 87/2025-26
सुनैना देवी बनाम भोला पासवान वगैरह
04.08.2026  उभय पक्ष की बहस दिनांक 14.07.2026 को सुनी गई थी। अंचल अधिकारी, कुढ़नी के प्रतिवेदन एवं अमीन की मापी
            से स्पष्ट है कि विपक्षी ने खेसरा 1408 के पूरबी भाग के 11 धूर पर अतिक्रमण किया है। विपक्षी कोई
            दस्तावेज प्रस्तुत नहीं कर सके। आवेदन स्वीकृत। अंचल अधिकारी, कुढ़नी को निदेश कि 30 दिनों के अंदर
            अतिक्रमण हटाकर आवेदिका को दखल कब्जा दिलाएँ, आवश्यकता हो तो पुलिस बल की सहायता लें। वाद निष्पादित।
                                                   भूमि सुधार उप समाहर्ता, मुजफ्फरपुर पूर्वी
""")
u("backlog/2026-08/WhatsApp Chat with Sunaina Devi Kurhani.txt", "whatsapp_export", "Sunaina Devi", "2026-10-09", ["C02"], [], """
04/08/26, 15:10 - Binod Shahi Adv: Sunaina ji, DCLR sahab aapke paksh me faisla de dele. CO ke 30 din me kabja dilana hai.
04/08/26, 15:32 - Sunaina Devi Kurhani: Pranam vakil sahab. Bhagwan bhala kare. Ab Bhola hatatai ki?
04/08/26, 15:35 - Binod Shahi Adv: Order ke copy le ke CO office jaiye. Ham likh ke de denge.
21/09/26, 10:02 - Sunaina Devi Kurhani: Vakil sahab, CO sahab ke ehan 3 baar gelun. Abhi tak naapi wala nai aelai.
21/09/26, 10:20 - Binod Shahi Adv: Ham DCLR sahab ke ehan compliance ke liye aavedan de dete hain.
09/10/26, 18:44 - Sunaina Devi Kurhani: Aaj police ke saath CO sahab aelai, ghar hata delkai. Kabja mil gelai.
""")

# ---------------- C03 dowry death trial
u("backlog/2026-03/IMG_20260319_133017.jpg", "handwritten_note_photo", L, "2026-03-19", ["C03"], ["C03-H01"], """
19.3.26 - ST 318/25 (Sakra dahej) - ADJ-IV Pandey sahab
PW-1 Ramvilas Mahto (informant, ladki ke papa) - chief: Apache motorcycle + 2 lakh ki maang, 18.6.24 raat me
maar ke latka diya. Cross hamra request pe defer - FIR aur 161 ka bayan milaan karna hai.
Rajeev (Sanjeev ka bhai) aaya tha, fees 5000 diya.
ND 16.4.26 cross.
""")
u("backlog/2026-04/ST 318 PW1 cross 16.04.docx", "typed_note_docx", L, "2026-04-16", ["C03"], ["C03-H02"], """
16.04.2026 - S.T. 318/2025 State v. Sanjeev Kumar & Ors. - ADJ-IV
PW-1 Ramvilas Mahto - CROSS by me:
- Shaadi 2022 me hui, dahej me 3 lakh diye the - koi receipt nai.
- Do saal me ek bhi baar thana ya panchayat me shikayat nai ki - maana.
- Ghatna ki raat wo Bazi (Minapur) me tha, Sakra nai gaya; subah phone se khabar mili - maana.
- Puja ke sasural me Sanjeev alag kamre me rehta tha - "pata nai".
Addl. PP Mishra ji re-exam nahi kiye. ND 14.05.2026.
""")
u("backlog/2026-06/PW2 sugiya devi 11.6.txt", "typed_note_txt", L, "2026-06-11", ["C03"], ["C03-H04"], """
11.6.26 ST 318/25 Sakra - ADJ-4
PW-2 Sugiya Devi (mother of deceased) - chief: beti phone pe bolti thi Apache motorcycle aur 2 lakh rupya ke liye
saas maarti hai. Cross hamra: phone wali baat kabhi kisi ko nai batayi FIR se pehle - maani. Beti ka mobile number yaad
nai. Boli "ham anpadh hain, jo gaon ke log bataye wahi bole" - ye important hai, hearsay.
ND 9.7.26.
""")
u("backlog/2026-07/ST 318-2025 order 09.07.2026.pdf", "certified_order_sheet_scan", "ADJ-IV, Muzaffarpur", "2026-07-11", ["C03"], ["C03-H05"], """
व्यवहार न्यायालय, मुजफ्फरपुर - न्यायालय अपर जिला एवं सत्र न्यायाधीश-चतुर्थ
सत्रवाद संख्या 318/2025 (सकरा थाना कांड सं० 112/2024, जी.आर. सं० 2214/2024)   राज्य बनाम संजीव कुमार वगैरह
आदेश-पत्र
09.07.2026  अभियुक्तगण उपस्थित। अभियोजन की ओर से आज भी कोई साक्षी उपस्थित नहीं। विद्वान अपर लोक अभियोजक
            द्वारा साक्षी हेतु समय की प्रार्थना। अनुसंधानकर्ता पु.अ.नि. मनोज कुमार राजक को सम्मन तामिल होने के
            बावजूद अनुपस्थित। उनके विरुद्ध जमानतीय वारंट निर्गत करें तथा थानाध्यक्ष, सकरा से कारण पृच्छा करें कि
            क्यों न उनके विरुद्ध प्रतिवेदन वरीय पुलिस अधीक्षक को भेजा जाए। चिकित्सक साक्षी को भी सम्मन।
            अभियोजन साक्ष्य हेतु दिनांक 10.09.2026 को पेश करें।
                                                   अपर जिला एवं सत्र न्यायाधीश-चतुर्थ, मुजफ्फरपुर
""")
u("backlog/2026-11/IO cross Sakra 5 nov.docx", "typed_note_docx", L, "2026-11-05", ["C03"], ["C03-H07"], """
05.11.2026 - ST 318/2025 - ADJ-IV - PW-4 IO SI Manoj Kumar Rajak
Chief: FIR, inquest, spot map, arrest of Sanjeev, chargesheet.
Cross by me:
- Ghatna sthal ke aas paas ka koi independent witness (padosi) ka bayan nai liya - maana.
- Dahej maang ka koi likhit saboot nai mila - maana.
- Puja ka mobile zabt nai kiya, CDR nai mangaya - maana.
- Informant ne 161 me Apache ka naam nai liya tha, sirf "gaadi" kaha - IO ne case diary se confirm kiya.
Prosecution evidence closed today. ND 03.12.2026 for 313.
""")
u("backlog/2026-12/IMG_20261203_150402.jpg", "handwritten_note_photo", L, "2026-12-03", ["C03"], ["C03-H08"], """
3/12/26 ST 318/25 ADJ-IV
Teenon accused ka 313 bayan - sab inkaar, "jhootha fasaya gaya". Sanjeev: "Puja ke depression ke ilaj SKMCH me
karaye the" - prescription DW me lana hai.
Defence witness list diye: DW-1 Pramod Sah (padosi).
ND 7.1.27.
""")
u("backlog/2027-01/DW1 pramod 7 jan.txt", "typed_note_txt", L, "2027-01-07", ["C03"], ["C03-H09"], """
07.01.2027 - ST 318/25 Sanjeev - ADJ-IV
DW-1 Pramod Sah (padosi, kirana dukan) - chief: raat 11 baje tak Sanjeev dukan pe tha, Puja ke ghar se kabhi maar-peet
ki awaaz nai suni. Mishra ji ka cross: Sanjeev ka dost hai - inkaar. Defence evidence closed.
Pandey sahab kahlkai args ke liye written notes bhi de dijiye.
ND 25.02.2027 arguments.
""")
u("backlog/2027-02/IMG_20270225_144410.jpg", "handwritten_note_photo", L, "2027-02-25", ["C03"], ["C03-H10"], """
25.2.27 - ST 318/25 Sakra dahej - ADJ-4 - BAHAS
Hamar bahas 40 min: (1) 304B ke liye "soon before death" maang ka saboot nai, (2) PW-1, PW-2 hearsay, (3) IO maana
independent witness nai, (4) PM - hanging, no other injury. Written notes diye.
Mishra ji (APP) jawab ke liye time mange. Pandey sahab diye - last.
ND 10.03.2027.
""")

# ---------------- C04 Guddu bail (Patna HC)
u("backlog/2026-06/patna 22 june guddu.txt", "typed_note_txt", L, "2026-06-22", ["C04"], ["C04-H01"], """
22.06.2026 Patna HC Ct 31 - Jha J - Cr. Misc. 41872/2026 Guddu @ Guddu Rai (Kanti PS 318/26, excise + Arms)
Listed first time after vacation. APP Kamlesh Pandey ji: case diary nahi aaya. Judge ne kaha State to obtain case
diary and criminal antecedent report of petitioner. Ham bole 86.4 litre ka recovery gaadi se, petitioner sirf driver,
gaadi ka malik alag; katta bhi gaadi ke dashboard me, body se nai.
ND 20.07.2026. Phulo Devi (mai) ko bata diye.
""")
u("backlog/2026-07/Patna 20.07.2026.docx", "typed_note_docx", L, "2026-07-20", ["C04"], ["C04-H02"], """
20.07.2026 (Mon) - Patna HC - Cr. Misc. No. 41872/2026 (Guddu bail) - Hon'ble Jha J, Ct. 31
Case diary abhi bhi nai aaya. APP sought time - "case diary awaited from SSP office".
Judge ne kaha next date pe case diary and antecedent report must; otherwise court will proceed.
Guddu 3.4.26 se jail me - Shaheed Khudiram Bose Central Jail, Muzaffarpur. 3.5 mahina ho gaya.
ND 10.08.2026.
""")
u("backlog/2026-08/IMG_20260810_124811.jpg", "handwritten_note_photo", L, "2026-08-10", ["C04"], ["C04-H03"], """
10/8/26 Patna HC Ct 31 Jha J - Guddu bail
Case diary aa gaya. Antecedent: ek aur excise case - Kanti PS 77/2023, usme bail pe hai. Judge pehle antecedent
hi dekhe. Argued: driver only, chargesheet filed, 4 mahina custody, trial me der.
Judge: "put up for orders" - ND 24.8.26.
""")
u("backlog/2026-08/Cr.Misc. 41872-2026 order 24-08-2026.pdf", "certified_order_sheet_scan", "Patna High Court", "2026-08-25", ["C04"], ["C04-H04"], """
IN THE HIGH COURT OF JUDICATURE AT PATNA
CRIMINAL MISCELLANEOUS No.41872 of 2026
Arising Out of PS. Case No.-318 Year-2026 Thana- KANTI District- Muzaffarpur
Guddu Kumar @ Guddu Rai ... Petitioner   Versus   The State of Bihar ... Opposite Party
Appearance: For the Petitioner: Mr. Binod Kumar Shahi, Advocate   For the State: Mr. Kamlesh Kumar Pandey, APP
CORAM: HONOURABLE MR. JUSTICE SUDHANSHU SHEKHAR JHA
ORAL ORDER
4   24-08-2026   Heard learned counsel for the petitioner and learned APP for the State. The petitioner is in custody
since 03.04.2026. Chargesheet has been submitted. The petitioner is said to be the driver of the vehicle. He has one
antecedent under the Excise Act in which he is on bail. Let the petitioner be released on bail on furnishing bail bond
of Rs. 25,000/- (twenty five thousand) with two sureties of the like amount each to the satisfaction of the learned
ADJ-cum-Special Judge (Excise)-II, Muzaffarpur, subject to the condition that he shall give an undertaking that he
shall not indulge in any liquor trade, and shall cooperate with the trial. The petition stands allowed.
(Sudhanshu Shekhar Jha, J)
""")

# ---------------- C05 Rinki maintenance
u("backlog/2026-03/IMG_20260324_152530.jpg", "handwritten_note_photo", L, "2026-03-24", ["C05"], ["C05-H01"], """
24.3.26 - Maint. Case 211/25 Rinki v. Manish Jha - Family Court (Principal Judge madam)
Counselling - Manish bola "saath rakhenge" but Rinki nai jaana chahti (maarpeet). Fail.
Madam ne kaha dono ka income-asset affidavit (Rajnesh v Neha format) do. Hamar affidavit de diye; Shamim Akhtar ji
bole client ki naukri chhoot gayi, aamdani nai - affidavit nai diye. Last chance.
ND 28.4.26.
""")
u("backlog/2026-04/rinki interim 28.4.txt", "typed_note_txt", L, "2026-04-28", ["C05"], ["C05-H02"], """
28/4/26 Family Court - Rinki 125 (211/2025)
Manish ka income affidavit finally - Rs. 18,000 p.m., Maa Tara Agro Foods, Bela (salary slip bhi). Shamim ji phir bole
"bahut kam aamdani hai, maa-baap ka bhaar". Madam ne dono affidavit dekhi, interim pe suni.
Hamar demand - 1/4 of income at least, plus Rinki ka dawai. ND 26.5.26 order on interim.
""")
u("backlog/2026-05/MC 211-2025 order 26.05.2026.pdf", "certified_order_sheet_scan", "Family Court, Muzaffarpur", "2026-05-28", ["C05"], ["C05-H03"], """
कुटुंब न्यायालय, मुजफ्फरपुर - प्रधान न्यायाधीश
भरण-पोषण वाद संख्या 211/2025   रिंकी कुमारी बनाम मनीष कुमार झा
आदेश-पत्र
26.05.2026  अंतरिम भरण-पोषण के आवेदन पर आदेश। दोनों पक्षों के आय एवं संपत्ति के शपथ पत्र देखे गए। विपक्षी की
            मासिक आय 18,000/- रुपये है तथा आवेदिका की कोई आय नहीं है। विपक्षी को निदेश दिया जाता है कि वह
            आवेदिका को 6,000/- (छह हजार) रुपये प्रतिमाह अंतरिम भरण-पोषण आवेदन की तिथि 12.08.2025 से दे।
            बकाया राशि तीन माह में। अगली तिथि 07.07.2026 अनुपालन एवं साक्ष्य हेतु।
                                                   प्रधान न्यायाधीश, कुटुंब न्यायालय, मुजफ्फरपुर
""")
u("backlog/2026-03/WhatsApp Chat with Shambhu Jha Pupri.txt", "whatsapp_export", "Shambhu Jha (Rinki's father)", "2026-12-01", ["C05"], ["C05-H01"], """
24/03/26, 18:05 - Shambhu Jha Pupri: Vakil babu pranam. Aaj ki bhel? Manish aayal chhal?
24/03/26, 18:20 - Binod Shahi Adv: Aayal rahe. Counselling fail. Madam affidavit mangli, okar vakil nai delkai. 28 April.
26/05/26, 17:40 - Binod Shahi Adv: Jha ji, 6000 mahina ke interim order bhel, 12.08.2025 se.
26/05/26, 17:52 - Shambhu Jha Pupri: Bhagwati ke kripa. Muda Manish ta ekko paisa nai del achhi ekhan tak.
12/08/26, 09:15 - Shambhu Jha Pupri: Priyanka ji kahlaith je kaalh 30 hazaar jama bhel. Baki kahiya?
12/08/26, 09:30 - Binod Shahi Adv: Baki bhi vasool karab. Rinki ke kahu 22 Sept ke affidavit pe aabe.
01/12/26, 20:10 - Shambhu Jha Pupri: Hum 24 ke gawahi delahun. Aab agila tarikh kahiya achhi?
01/12/26, 20:14 - Binod Shahi Adv: 16 Feb. Ohi din Manish ke gawahi.
""")
u("backlog/2026-09/Rinki AW1 22-09-2026.docx", "typed_note_docx", L, "2026-09-22", ["C05"], ["C05-H06"], """
22.09.2026 - Maintenance Case 211/2025 Rinki Kumari v. Manish Kumar Jha - Family Court
AW-1 Rinki - chief on affidavit. Cross by Md. Shamim Akhtar:
- B.A. pass, tuition padhati hai? - "kabhi kabhi, 1500-2000 mahina" (theek jawab).
- Apni marzi se maike gayi - inkaar; 14.02.2025 ko maar ke nikaala.
Shamim ji ne phir kaha Manish ki aamdani kam hai - court ne kaha argument me boliyega.
Arrears: Rs. 30,000 paid on 11.08; balance still due. ND 24.11.2026 AW-2 (father).
""")
u("backlog/2027-02/IMG_20270216_161120.jpg", "handwritten_note_photo", L, "2027-02-16", ["C05"], ["C05-H08"], """
16.2.27 - Rinki 125 - Family Court
OPW-1 Manish - chief: naukri wahi Maa Tara Agro me, ab Rs. 19,500; maa-baap dependent.
Cross hamra (part): LIC ki do policy, premium 2,400 mahina - maana. Bela me ek kamra bhada pe diye hain,
3,000 mahina kiraya - maana!! (affidavit me nai likha). Arrears abhi bhi 42,000 baki.
Cross adhura. ND 09.03.2027.
""")

# ---------------- C06 Shree Shyam Litchi SARFAESI
u("backlog/2026-04/Shree Shyam objection CJM 9.4.docx", "typed_note_docx", L, "2026-04-09", ["C06"], ["C06-H01"], """
09.04.2026 - Misc. Case 52/2026 (s. 14 SARFAESI) Canara Bank v. M/s Shree Shyam Litchi Processing - CJM Muzaffarpur
Our objection petition filed: (1) NPA wrongly classified - litchi season account (seasonal CC) should be seen on
crop cycle; (2) 13(2) notice ka objection u/s 13(3A) ka reply bank ne nai diya; (3) OTS under negotiation.
Ravi Shankar Sharan (bank) bole objection maintainable nai, s. 14 me CJM only ministerial. CJM ne bank ko reply kaha.
Agrawal ji ko bola DRT me SA ka bhi taiyari rakhiye. ND 07.05.2026.
""")
u("backlog/2026-06/shyam litchi 4.6.txt", "typed_note_txt", L, "2026-06-04", ["C06"], ["C06-H03"], """
4/6/26 - CJM - Canara Bank v. Shree Shyam (Misc 52/26)
OTS proposal dikhaye - Rs. 32 lakh total, upfront 10% = Rs. 3,20,000 jama 02.06.2026 (receipt 88/OTS).
Sharan ji bole circle office Patna se instruction lena hai. CJM sahab phir OTS ka haal puchhe aur kahlkai OTS decide
hone tak bank zid nai kare.
Litchi season chal raha hai - unit band hua to Agrawal ji ka pura maal sad jayega.
ND 03.09.2026 (long date, CJM ne khud diya).
""")
u("backlog/2026-09/IMG_20260903_174455.jpg", "handwritten_note_photo", L, "2026-09-03", ["C06"], ["C06-H04"], """
3.9.26 CJM - Shree Shyam Litchi (s.14)
Bank ne OTS reject kar diya (July). Hamne DRT Patna me SA No. 211/2026 file kiya - DRT ne possession pe interim
stay diya, shart: Rs. 5 lakh 4 hafte me bank me jama. Copy CJM ko di.
CJM sahab: DRT order ka compliance dikhaiye. ND 12.11.26.
Agrawal ji ko bola 5 lakh ka intezaam 25 Sept tak.
""")
u("backlog/2026-10/call agrawal ji + sunaina 10.10.txt", "typed_note_txt", L, "2026-10-10", ["C06", "C02"], [], """
10.10.26 - phone calls
1) Anil Agrawal ji (Shree Shyam Litchi): 5 lakh 28 Sept ko Motijheel branch me jama ho gaya, UTR mil gaya. DRT
   me compliance affidavit file karna hai - Patna wale Sinha ji ko bhej diye. Next CJM date 12 Nov.
2) Sunaina ji ka phone - kabja mil gaya kal police ke saath. Fees baki 3,000 de jayengi.
""")

# ---------------- C07 Ranjana CWJC (Patna HC)
u("backlog/2026-07/CWJC ranjana 6 july.txt", "typed_note_txt", L, "2026-07-06", ["C07"], ["C07-H01"], """
6.7.26 Patna HC Ct 12 - Pathak J - CWJC 11487/2026 Ranjana Kumari v. State
Admission. Argued: TRE-1 appointment 2023, joined, salary Jan 2026 se rok diya DEO ne - bas "certificate
verification pending" - koi show cause nai, koi sunwai nai.
Notice issued; State (AC to SC-14 Prabhat Ranjan ji) to file counter affidavit in 4 weeks. ND 17.08.2026.
""")
u("backlog/2026-08/patna 17.8 ranjana.docx", "typed_note_docx", L, "2026-08-17", ["C07"], ["C07-H02"], """
17.08.2026 - Patna HC - CWJC 11487 of 2026 - Pathak J
No counter affidavit. Prabhat Ranjan ji: "instructions awaited from DEO Muzaffarpur", time mange.
Pathak J ne kaha: last chance; if counter affidavit not filed by next date, the DEO, Muzaffarpur shall appear in
person. Ranjana ji court me thi - 8 mahina se vetan nai, ro rahi thi.
(Gupta ji ka eviction aaj Munsif me - Priyanka gayi.) ND 14.09.2026.
""")
u("backlog/2026-09/CWJC-11487-2026 order 14.09.2026.pdf", "certified_order_sheet_scan", "Patna High Court", "2026-09-16", ["C07"], ["C07-H03"], """
IN THE HIGH COURT OF JUDICATURE AT PATNA
CIVIL WRIT JURISDICTION CASE No.11487 of 2026
Ranjana Kumari ... Petitioner   Versus   The State of Bihar & Ors. ... Respondents
Appearance: For the Petitioner: Mr. Binod Kumar Shahi, Advocate   For the State: Mr. Prabhat Ranjan, AC to SC-14
CORAM: HONOURABLE MR. JUSTICE RAJIV RANJAN PATHAK
ORAL ORDER
3   14-09-2026   A counter affidavit has been filed stating that the verification report from Nalanda Open University
is awaited. The salary of a teacher cannot be withheld indefinitely for want of verification. The District Education
Officer, Muzaffarpur shall get the verification done within four weeks and file a supplementary counter affidavit.
List on 23.11.2026.
""")
u("backlog/2026-11/ranjana 23 nov patna.docx", "typed_note_docx", L, "2026-11-23", ["C07"], ["C07-H04"], """
23.11.2026 - CWJC 11487/2026 - Pathak J
Supplementary CA filed: NOU letter dt 28.10.2026 - certificate GENUINE. Salary released from November 2026.
Arrears Jan-Oct 2026 (10 mahine) ke baare me State chup. Ham prayer kiye - arrears with interest.
Judge: State to take instructions on arrears. ND 18.01.2027.
""")
u("backlog/2027-01/IMG_20270118_131822.jpg", "handwritten_note_photo", L, "2027-01-18", ["C07"], ["C07-H05"], """
18/1/27 Patna HC Ct 12 - Ranjana CWJC
Pathak J: arrears of salary (Jan 2026 to Oct 2026) to be paid within 8 weeks; DEO to file compliance with payment
statement. Interest pe baad me.
ND 15.02.2027 compliance.
Ranjana ji ko message kar diye.
""")
u("backlog/2027-01/correction ranjana ND.txt", "typed_note_txt", L, "2027-01-19", ["C07"], [], """
19.01.2027 - CORRECTION
Ranjana CWJC (11487/26): kal diary me ND 15.02.2027 likhe the - galat. 8 hafte ka samay diye hain to compliance
ke liye list hoga. HC website pe order dekha: "List on 15.03.2027". Sahi agla tarikh 15.03.2027 (Monday).
Ranjana ji ko dubara bata diye.
""")

# ---------------- C08 Gupta eviction
u("backlog/2026-04/Eviction 9-2025 order 13.04.2026.pdf", "certified_order_sheet_scan", "Munsif-I, Muzaffarpur", "2026-04-15", ["C08"], ["C08-H01"], """
व्यवहार न्यायालय, मुजफ्फरपुर - न्यायालय मुंसिफ-प्रथम
बेदखली वाद संख्या 09/2025   कैलाश प्रसाद गुप्ता बनाम मो० इरफान
आदेश-पत्र
13.04.2026  प्रतिवादी की ओर से लिखित कथन दाखिल। वादी की ओर से बिहार भवन (पट्टा, किराया एवं बेदखली) नियंत्रण
            अधिनियम की धारा 15 के अंतर्गत आवेदन। प्रतिवादी किराया 4,500/- प्रतिमाह स्वीकार करते हैं। प्रतिवादी
            को निदेश कि सितम्बर 2024 से मार्च 2026 तक का बकाया किराया 81,000/- रुपये 30 दिनों के अंदर न्यायालय में
            जमा करें तथा आगे का किराया प्रत्येक माह जमा करते रहें। अनुपालन हेतु दिनांक 18.05.2026.
                                                   मुंसिफ-प्रथम, मुजफ्फरपुर
""")
u("backlog/2026-09/Document1 gupta PW2.docx", "typed_note_docx", L, "2026-09-28", ["C08"], ["C08-H05"], """
28.09.2026 - Eviction Suit 9/2025 Kailash Gupta v. Md. Irfan - Munsif-I
PW-2 Rohit Gupta (son) - chief: D.Pharm 2021, drug licence ka aavedan, dukan chahiye medical shop ke liye.
Cross by Thakur ji: abhi kahan kaam karte ho - Juran Chhapra me ek medical pe naukri, 12,000 - theek.
Koi aur dukan nahi hai Gupta ji ke paas Saraiyaganj me - dridh.
Plaintiff evidence closed. Long date (Puja + Chhath). ND 25.01.2027.
""")
u("backlog/2027-01/irfan DW1 25.01.txt", "typed_note_txt", L, "2027-01-25", ["C08"], ["C08-H06"], """
25.1.27 - Eviction 9/25 Gupta ji - Munsif-I  (Priyanka + me)
DW-1 Md. Irfan - chief: rent de raha tha, Gupta ji rasid nai dete the isliye band kiya.
Cross hamra: (1) Juran Chhapra Road pe ek aur dukan hai, bhai ke naam se, usme bhi wahi kaam (chappal) - maana.
(2) 13.04.26 ke order ke baad sirf 40,500 jama kiye, baki nai - maana. (3) Rasid maangne ka koi notice nai diya.
ND 01.03.2027.
""")

# ---------------- the junior's chats
u("backlog/2026-08/WhatsApp Chat with Priyanka Jr.txt", "whatsapp_export", J, "2026-08-17", ["C02", "C08", "C05"], ["C02-H02", "C08-H02", "C05-H05", "C08-H04"], """
21/04/26, 13:40 - Priyanka Jr: Sir DCLR Sunaina wala - CO ka report nai aaya. Reminder gaya. ND 19.05.26
21/04/26, 13:42 - Binod Shahi Adv: ok. Sunaina ji ko phone kar dijiye
18/05/26, 12:55 - Priyanka Jr: Sir Gupta ji wala - Irfan ne sirf 40,500 jama kiya, baki ke liye Thakur ji time mange. Munsif sahab diye. ND 13.07.26
18/05/26, 12:57 - Binod Shahi Adv: Aadha hi? 81,000 tha. Theek hai, 15(3) ka petition taiyar rakhiye
11/08/26, 14:10 - Priyanka Jr: Sir Rinki maintenance - Manish ne court me 30,000 jama kiya (DD). Baki ke liye Shamim ji bole "aamdani kam hai, kist me denge". ND 22.09.26
11/08/26, 14:12 - Binod Shahi Adv: Baki abhi bhi 42,000. Note kariye.
17/08/26, 15:30 - Priyanka Jr: Sir Gupta ji eviction - PW-1 Kailash ji ka chief aur cross ho gaya. Thakur ji ne personal necessity pe cross kiya, Gupta ji theek rahe. ND 28.09.26
17/08/26, 15:45 - Binod Shahi Adv: Shabash. Patna me Ranjana wala - last chance mila State ko.
""")
u("backlog/2027-01/WhatsApp Chat with Priyanka Jr (2).txt", "whatsapp_export", J, "2027-01-28", ["C01", "C08", "C06"], ["C01-H08", "C08-H06", "C06-H06"], """
21/01/27, 12:20 - Priyanka Jr: Sir Jagdish babu wala - Choubey ji phir time petition diye, DW nai aaya. Sinha sahab bole agli date pe DW-1 zaroor. ND 18.02.27
21/01/27, 12:22 - Binod Shahi Adv: Teesra time petition. Hisaab rakhiye.
25/01/27, 16:05 - Priyanka Jr: Sir Irfan ka cross bahut accha raha 👍 note bana liye
28/01/27, 13:30 - Priyanka Jr: Sir CJM - bank wale Sharan ji time le liye, bole DRT me 18 Feb hai. ND 09.03.27
28/01/27, 13:31 - Binod Shahi Adv: ok, 9 March ko ham rahenge. Agrawal ji ko bata dijiye
""")

# ---------------- plan and cause list
u("backlog/2027-03/plan 8-13 march.docx", "typed_note_docx", L, "2027-03-06", ["C05", "C06", "C03", "C01", "C07", "C08"], [], """
PLAN - 8 se 13 March 2027
Tue 9/3  Family Court - Rinki 125 - Manish ka cross poora karna: LIC ki do policy aur Bela ka kamra (3,000 kiraya)
         pe; arrears ka hisaab (42,000 baki) likh ke dena. Rinki aur Jha ji ko 10 baje bulaya.
Tue 9/3  CJM - Shree Shyam Litchi - DRT SA 211/2026 ka status + 5 lakh jama ka rasid. Agrawal ji aayenge.
Wed 10/3 ADJ-IV - Sanjeev ST - APP ka jawab; hamara reply on "soon before death". Written notes ka 2nd copy.
Thu 11/3 Sub-J I - Jagdish babu - DW-1 Umesh ka baaki cross; CS khatiyan ka certified copy nikalwana (record room).
Mon 15/3 Patna - Ranjana compliance (arrears). Sinha ji se mention karwana agar late ho.
Pending: Gupta ji eviction - written arguments 26/3 se pehle.
""")
u("backlog/2027-03/Family Court cause list 09.03.2027.pdf", "cause_list_pdf", "Family Court, Muzaffarpur", "2027-03-08", ["C05"], [], """
कुटुंब न्यायालय, मुजफ्फरपुर - वाद सूची दिनांक 09.03.2027 (मंगलवार)
प्रधान न्यायाधीश
क्र०  वाद संख्या                 पक्षकार                                   प्रक्रम
1    मैट्रिमोनियल 88/2024        सोनी कुमारी बनाम राकेश कुमार                  साक्ष्य
2    भरण-पोषण 211/2025           रिंकी कुमारी बनाम मनीष कुमार झा               विपक्षी साक्ष्य
3    भरण-पोषण 17/2026            गुड़िया देवी बनाम पप्पू सहनी                    उपस्थिति
4    मैट्रिमोनियल 140/2025       अंकित राज बनाम नेहा भारती                   परामर्श
""")
u("backlog/2027-03/CJM cause list 09-03-2027.pdf", "cause_list_pdf", "Civil Court, Muzaffarpur (CJM)", "2027-03-08", ["C06"], [], """
व्यवहार न्यायालय, मुजफ्फरपुर - मुख्य न्यायिक दण्डाधिकारी का न्यायालय - वाद सूची दिनांक 09.03.2027
क्र०  वाद संख्या                          पक्षकार                                        प्रक्रम
1    परिवाद पत्र (Complaint Case) 2341/2025   मीना देवी बनाम अरुण कुमार वगैरह              संज्ञान
2    जी.आर. 1876/2026 (अहियापुर थाना कांड 92/26)   राज्य बनाम मो० कलीम                       आरोप
3    मिस० केस 52/2026 (SARFAESI धारा 14)       केनरा बैंक बनाम मे० श्री श्याम लीची प्रोसेसिंग       सुनवाई
4    परिवाद पत्र 4410/2026                   तिरहुत ट्रेडर्स बनाम विकास कुमार (138 NI Act)      उपस्थिति
5    जी.आर. 3302/2025 (काँटी थाना कांड 512/25)   राज्य बनाम राजू सहनी                       साक्ष्य
""")
