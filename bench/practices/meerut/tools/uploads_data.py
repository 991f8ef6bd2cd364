"""The uploads of the Meerut practice: what Tyagi ji, his junior Shivani and the munshi Iqbal actually kept."""

L, J, K = "Sanjeev Kumar Tyagi", "Shivani Chaudhary", "Iqbal Ahmad (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2025-08/postmortem Satish Kaily.pdf", "document_scan", "LLRM Medical College, Meerut (Mortuary)", "2025-08-12", ["C01"], [], """
POST MORTEM EXAMINATION REPORT - MORTUARY, L.L.R.M. MEDICAL COLLEGE, MEERUT
P.M. No. 1127/2025                                   Date & time of P.M.: 12.08.2025, 11.20 AM
Name of deceased: Satish Kumar s/o Rishipal, age about 38 yrs, r/o village Kaily, PS Kharkhauda, Distt. Meerut
Brought by: Const. 1142 Sompal, PS Kharkhauda. Inquest dated 11.08.2025.
History (as per police papers): hit by a truck on Meerut-Hapur road near Kharkhauda mod at about 9.40 PM on
11.08.2025 while going to the sugar mill on motorcycle.
Ante-mortem injuries: (1) lacerated wound 8 cm x 3 cm over left parietal region, bone deep; (2) multiple abrasions
over left side of chest and left arm; (3) fracture of left femur.
Cause of death: coma as a result of ante-mortem head injury.
                                                    sd/- Medical Officer, Mortuary
""")
u("backlog/2026-03/IMG_20260330_112716.jpg", "document_photo", "Shri Ram Sahkari Chini Mill Ltd., Kharkhauda", "2026-03-30", ["C01"], [], """
SHRI RAM SAHKARI CHINI MILL LTD., KHARKHAUDA, DISTT. MEERUT
Ref. No. SRSCM/Estt./2026/311                                       Dated: 30.03.2026
TO WHOM IT MAY CONCERN - SALARY CERTIFICATE
Certified that late Sri Satish Kumar s/o Sri Rishipal, Token No. F-217, was working as FITTER (Engineering Dept.,
permanent seasonal) in this mill from 02.11.2009 till his death on 11.08.2025. His monthly wages for July 2025 were:
Basic Rs. 13,900 + DA Rs. 4,330 + Off-season/retaining allowance Rs. 1,250 = Gross Rs. 19,480 (Rupees nineteen
thousand four hundred eighty only). Date of birth as per service record: 04.06.1987.
                                       sd/- Chief Accounts Officer / Time Office Incharge
""")
u("backlog/2025-11/vaad patra 116 Dharamveer.pdf", "document_scan", L, "2025-11-04", ["C02"], [], """
न्यायालय श्रीमान उपजिलाधिकारी महोदय, सरधना, जनपद मेरठ
वाद अन्तर्गत धारा 116 उत्तर प्रदेश राजस्व संहिता, 2006
धर्मवीर सिंह पुत्र स्व. सुखपाल सिंह निवासी मौजा दबथुआ, तहसील सरधना ..........वादी
बनाम
1. जयवीर सिंह 2. राजवीर सिंह पुत्रगण स्व. सुखपाल सिंह 3. उत्तर प्रदेश सरकार द्वारा कलेक्टर मेरठ ....प्रतिवादीगण
वाद बाबत विभाजन (बंटवारा) भूमि खाता संख्या 00214, खसरा सं. 311, 312 व 317, कुल रकबा 2.146 हेक्टेयर, मौजा दबथुआ
1. यह कि उपरोक्त भूमि खतौनी फसली 1433-1438 में वादी व प्रतिवादी सं. 1 व 2 के नाम बराबर 1/3 - 1/3 हिस्से में
   संक्रमणीय भूमिधर के रूप में दर्ज है।
2. यह कि भूमि का आज तक कोई विधिवत बंटवारा नहीं हुआ है, प्रतिवादीगण अच्छी उपजाऊ भूमि पर क़ाबिज़ हैं।
प्रार्थना: वादी का 1/3 हिस्सा अलग कर कुर्रा बनाकर कब्ज़ा दिलाया जाए।
दिनांक 04.11.2025                                       द्वारा: संजीव कुमार त्यागी, एडवोकेट
""")
u("backlog/2025-10/WhatsApp Image 2025-10-28 at 17.02.44.jpeg", "document_photo", "Tehsil Sardhana (khatauni nakal)", "2025-10-28", ["C02"], [], """
उद्धरण खतौनी  फसली वर्ष 1433-1438   ग्राम: दबथुआ   परगना/तहसील: सरधना   जनपद: मेरठ
खाता संख्या: 00214   श्रेणी 1-क (संक्रमणीय भूमिधर)
खातेदार: धर्मवीर सिंह, जयवीर सिंह, राजवीर सिंह पुत्रगण सुखपाल सिंह, निवासी ग्राम, बराबर हिस्सा
गाटा सं. 311 - 0.812 हे.   गाटा सं. 312 - 0.702 हे.   गाटा सं. 317 - 0.632 हे.   योग 3 गाटा 2.146 हे.
नकल जारी दिनांक 28.10.2025                    (कम्प्यूटरीकृत खतौनी - तहसील सरधना)
""")
u("backlog/2025-05/return memo Star Sports.pdf", "document_scan", "Bank of Baroda, Suraj Kund Road, Meerut", "2025-05-14", ["C03"], [], """
BANK OF BARODA - SURAJ KUND ROAD BRANCH, MEERUT
CHEQUE RETURN MEMO                                              Date: 14.05.2025
Cheque No. 002317 dated 10.05.2025 for Rs. 4,86,500/- drawn on A/c No. 2914xxxxxx (Star Sports, prop. Waseem Ahmad)
presented by: M/s Bharat Rubber & Bladder Works through Punjab National Bank, Sports Goods Complex.
Returned for the reason: FUNDS INSUFFICIENT.
                                                   Authorised Signatory
""")
u("backlog/2025-05/notice 138 Waseem Star Sports.docx", "typed_note_docx", L, "2025-05-26", ["C03"], [], """
SANJEEV KUMAR TYAGI, Advocate, Takht No. 84, Civil Court Compound, Meerut
Regd. A.D.                                                       Dated: 26.05.2025
To: Sri Waseem Ahmad, prop. Star Sports, Suraj Kund Road, Meerut
LEGAL NOTICE u/s 138 of the Negotiable Instruments Act, 1881
Under instructions of my client M/s Bharat Rubber & Bladder Works through its proprietor Sri Sanjay Jain: you
purchased football and volleyball bladders on credit from my client between Oct 2024 and Mar 2025 and, towards the
outstanding, gave cheque no. 002317 dated 10.05.2025 for Rs. 4,86,500 drawn on Bank of Baroda, Suraj Kund Road,
which was returned unpaid for "funds insufficient" on 14.05.2025. You are called upon to pay the said amount of
Rs. 4,86,500 within 15 days of the receipt of this notice, failing which my client shall proceed against you.
                                                                 Advocate
""")
u("backlog/2025-03/FIR 188 Kankerkhera.pdf", "document_scan", "Police Station Kankerkhera", "2025-03-18", ["C04"], [], """
प्रथम सूचना रिपोर्ट (धारा 173 भा.ना.सु.सं.)   जनपद: मेरठ   थाना: कंकरखेड़ा   मु.अ.सं. 0188/2025   दिनांक 18.03.2025
अधिनियम/धारा: भारतीय न्याय संहिता 2023 - 80(2), 85;  दहेज प्रतिषेध अधिनियम - 3/4
सूचनाकर्ता: रमेश चन्द पुत्र हरि सिंह, निवासी ग्राम भराला, थाना दौराला
नामजद: 1. अंकित कुमार (पति) 2. श्रीमती सुदेश (सास) 3. ब्रह्मपाल (ससुर)
विवरण: मेरी पुत्री प्रीति की शादी 24.11.2023 को अंकित कुमार से हुई थी। शादी के बाद से ही ससुराल वाले दहेज
में पाँच लाख रुपये और एक गाड़ी की माँग करते थे और प्रीति को परेशान करते थे। दिनांक 17.03.2025 की रात को
सूचना मिली कि प्रीति ने फाँसी लगा ली है। मुझे शक है कि उसे मारकर लटकाया गया है।
""")
u("backlog/2025-12/gang chart 212-2025 Lisari Gate.pdf", "document_scan", "Police Station Lisari Gate", "2025-12-02", ["C05"], [], """
गैंग चार्ट - थाना लिसाड़ी गेट, जनपद मेरठ (अनुमोदित: जिलाधिकारी मेरठ, दिनांक 28.11.2025)
मु.अ.सं. 212/2025 धारा 3(1) उ.प्र. गिरोहबन्द एवं समाज विरोधी क्रियाकलाप (निवारण) अधिनियम, 1986
गैंग लीडर: शहज़ाद उर्फ़ लल्ला पुत्र मुमताज़, निवासी लिसाड़ी गेट     सदस्य: 1. नदीम 2. आसिफ़ उर्फ़ टीपू
आपराधिक इतिहास (गैंग लीडर): 
1. मु.अ.सं. 77/2019 धारा 379, 411 भादवि   2. मु.अ.सं. 301/2020 धारा 307 भादवि   3. मु.अ.सं. 19/2021 धारा 25 आर्म्स एक्ट
4. मु.अ.सं. 145/2022 धारा 392 भादवि      5. मु.अ.सं. 88/2024 धारा 3/5/8 गोवध निवारण अधिनियम
6. मु.अ.सं. 170/2025 धारा 309(4) बीएनएस
""")
u("backlog/2023-12/notice 106 Arora Sadar shop.pdf", "document_scan", L, "2023-12-18", ["C06"], [], """
SANJEEV KUMAR TYAGI, Advocate, Civil Court Meerut                              Dated 18.12.2023
Regd. A.D.
To: Sri Manoj Kumar Arora, Arora Cloth House, Shop No. 14, Sadar Bazar, Meerut Cantt.
NOTICE u/s 106 T.P. Act read with s. 20(2)(a) U.P. Act No. 13 of 1972
Under instructions of my client Sri Om Prakash Goyal, owner-landlord of shop no. 14: you are a tenant at Rs. 3,200
per month. You have not paid rent since January 2023 despite demand. You are called upon to pay the arrears within
one month of receipt of this notice. Your tenancy stands terminated on the expiry of thirty days from the service of
this notice, and you are to vacate and hand over vacant possession of the shop.
                                                                        Advocate
""")
u("backlog/2026-02/WS SCC 87-2024 Arora.pdf", "document_scan", "Sudhir Goel (for the defendant)", "2026-02-06", ["C06"], [], """
IN THE COURT OF THE JUDGE, SMALL CAUSES COURT, MEERUT     S.C.C. Suit No. 87 of 2024
Om Prakash Goyal ... Plaintiff   Versus   Manoj Kumar Arora ... Defendant
WRITTEN STATEMENT ON BEHALF OF THE DEFENDANT
1. Para 1 of the plaint is admitted to the extent that the defendant is a tenant of shop no. 14.
2. Para 3 is denied. The defendant never committed default. The rent for January to March 2023 was sent by money
   order, which the plaintiff refused. The plaintiff wants to sell the shop to a showroom owner and has filed a false suit.
3. The defendant alone runs Arora Cloth House in the shop; there is no sub-tenant.
Verification at Meerut on 06.02.2026.                        Defendant, through Sudhir Goel, Advocate
""")
u("backlog/2019-08/BBA Shivalik Greens B-1204.pdf", "document_scan", "Shivalik Infrahomes Pvt. Ltd.", "2019-08-09", ["C07"], [], """
BUILDER BUYER AGREEMENT - SHIVALIK GREENS, DELHI ROAD, PARTAPUR, MEERUT (extract)
This agreement dated 09.08.2019 between Shivalik Infrahomes Pvt. Ltd. (the Developer) and Sri Vikas Tyagi and Smt.
Anu Tyagi (the Allottees) for Flat No. B-1204, Tower B, 12th floor, super area 1,385 sq ft, total sale consideration
Rs. 41,25,000 (construction linked plan).
Clause 14: The Developer shall hand over possession by 31.12.2022, with a grace period of six months. For delay beyond
the grace period the Developer shall pay Rs. 5 per sq ft per month as compensation.
""")
u("backlog/2025-10/Shivalik payments IMG_20251005_190233.jpg", "document_photo", "Shivalik Infrahomes Pvt. Ltd. (statement of account)", "2025-10-05", ["C07"], [], """
SHIVALIK INFRAHOMES PVT. LTD. - CUSTOMER LEDGER (Unit B-1204, Shivalik Greens)
Customer: Vikas Tyagi / Anu Tyagi           Printed on 05.10.2025
Total consideration: Rs. 41,25,000     Amount received till date: Rs. 38,60,000 (14 receipts, last 18.03.2022)
Balance due on offer of possession: Rs. 2,65,000     Status: Tower B - finishing work
""")

# ---------------- C01 Rajbala MACT
u("backlog/2026-01/20260113_164012.jpg", "handwritten_note_photo", L, "2026-01-13", ["C01"], ["C01-H01"], """
13.1.26  MACT Ct 3 - Verma sahab
Rajbala v. Harinder Singh (MACP 318/25) - Satish fitter, chini mill
R1 Harinder (truck owner) aur R2 driver Pappu @ Pradeep - dono gaayab, service ho chuki - ex parte.
Oriental Insurance - R.P. Singh ne WS ke liye time maanga, mil gaya.
Rajbala ke saath devar Sonu aaya tha. ND 24.2.26
""")
u("backlog/2026-02/IMG-20260224-WA0007.jpg", "handwritten_note_photo", K, "2026-02-24", ["C01"], ["C01-H02"], """
दिनांक 24.02.2026 (मंगल)
मोटर दुर्घटना क्लेम कोर्ट नं. 3 - राजबाला बनाम हरिंदर सिंह
बीमा कम्पनी का जवाबदावा दाखिल हुआ - कहते हैं ड्राइवर का लाइसेंस फ़र्ज़ी है और ट्रक का परमिट नहीं था।
5 वाद बिन्दु बन गए। अगली तारीख पेशी 07.04.2026 - गवाही मुद्दई
- इक़बाल
""")
u("backlog/2026-04/Rajbala PW1 7.4.26.docx", "typed_note_docx", L, "2026-04-07", ["C01"], ["C01-H03"], """
07.04.2026 - MACP 318/2025 Rajbala & ors v. Harinder Singh & ors - MACT Ct. 3 (Verma sahab)
PW1 Rajbala - affidavit Ex. PW1/A tendered. Docs: FIR 341/25 PS Kharkhauda, PM report, charge sheet against Pappu.
R.P. Singh ki jirah: Satish raat ko 9.40 pe kyon ja raha tha - "night shift thi, mill season chal raha tha".
Helmet - "pehne the". Income - "19-20 hazaar milte the, mill ki parchi aati thi".
Verma sahab ne kaha original salary certificate aur mill ka wage register mangwao, photocopy se kaam na chalega.
Mill ke time office se Rakesh Sharma ko summon. ND 12.05.2026.
""")
u("backlog/2026-05/rajbala 12 may.txt", "typed_note_txt", L, "2026-05-12", ["C01"], ["C01-H04"], """
12 may 26 - MACT Ct 3 - Rajbala
PW2 Rakesh Sharma (time-keeper, Shri Ram Sahkari Chini Mill) aaya, wage register original le ke. Proved salary
Rs. 19,480 pm (July 2025) - Ex. PW2/1 certificate, register returned after comparison.
R.P. Singh cross: mill seasonal hai? - "permanent seasonal, off-season me retaining allowance milta hai". Achha hua.
ND 21.7.26 - PW3 Mahipal (eyewitness, cycle pe peeche tha).
""")
u("backlog/2026-09/20260915_173322.jpg", "handwritten_note_photo", L, "2026-09-15", ["C01"], ["C01-H06"], """
15/9 MACT Ct 3
Rajbala - PW3 Mahipal ho gaya. Bola truck galat side se overtake kar ra tha, Satish ki bike ko takkar maari.
R.P. Singh ki jirah: raat me number kaise dekha? - "truck ki light me, UP15 AT 4471, ruk ke dekha".
PE closed by our statement. ND 4.11.26 - insurer's evidence
""")
u("backlog/2026-09/correction MACT date.txt", "typed_note_txt", L, "2026-09-16", ["C01"], [], """
16/9 - CORRECTION (Rajbala MACT)
Kal ke diary page me ND 4.11 likh di - galat hai, 4.11 to Ankit wale ST (ADJ-7) ki tarikh hai.
MACT ki sahi agli tarikh 03.11.2026 (mangalwar), insurer ka investigator. Iqbal ne peshkar se confirm kiya.
""")
u("backlog/2026-11/MACP 318-2025 order 03.11.2026.pdf", "certified_order_sheet_scan", "Motor Accident Claims Tribunal, Meerut", "2026-11-05", ["C01"], ["C01-H07"], """
न्यायालय पीठासीन अधिकारी, मोटर दुर्घटना दावा अधिकरण, कोर्ट नं. 3, मेरठ
एम.ए.सी.पी. सं. 318/2025    श्रीमती राजबाला आदि बनाम हरिंदर सिंह आदि
03.11.2026
पत्रावली पेश हुई। याचीगण के विद्वान अधिवक्ता उपस्थित। विपक्षी सं. 3 बीमा कम्पनी की ओर से श्री रवीन्द्र पाल सिंह
अधिवक्ता उपस्थित। बीमा कम्पनी का साक्षी अन्वेषक आज भी उपस्थित नहीं है, स्थगन प्रार्थना पत्र दिया गया।
याचीगण की ओर से आपत्ति की गई। 500/- रुपये हर्जे पर, जो याचीगण को देय होगा, अंतिम अवसर दिया जाता है।
पत्रावली दिनांक 19.01.2027 को विपक्षी साक्ष्य हेतु पेश हो।
                                                                 पीठासीन अधिकारी
""")
u("backlog/2027-01/MACP 318 DW1 19.01.2027.docx", "typed_note_docx", L, "2027-01-19", ["C01"], ["C01-H08"], """
19.01.2027 - MACT Ct 3 - Rajbala v. Harinder (MACP 318/25)
Cost Rs. 500 of last date paid by R.P. Singh.
DW1 Vipin Chauhan (investigator, Oriental) - report Ex. DW1/A: DL of Pappu @ Pradeep "not found in ARTO Bulandshahr record".
Our cross: verification by phone only, no letter from ARTO. Then ARTO Bulandshahr's own report came on record
(summoned by court): licence no. UP13 2016000xxxx is GENUINE, valid till 2036, HTV endorsement. Insurer's defence gaya.
Evidence closed. Arguments - ND 16.02.2027.
Claim calculation: Rs. 19,480 x 12, add 25% future prospects (age 38), less 1/4 personal (5 dependents), multiplier 15.
""")

# ---------------- C02 Dabathua batwara (SDM Sardhana)
u("backlog/2026-02/IMG-20260209-WA0011.jpg", "handwritten_note_photo", K, "2026-02-09", ["C02"], ["C02-H01"], """
दिनांक 09.02.2026 सोमवार - तहसील सरधना, SDM कोर्ट
धर्मवीर बनाम जयवीर आदि (धारा 116)
मुद्दआलेहान की तरफ़ से यशपाल मलिक वकील ने वकालतनामा लगाया, आपत्ति दाखिल करने को मोहलत माँगी।
अगली तारीख 16.03.2026
धर्मवीर जी को फ़ोन कर दिया।
""")
u("backlog/2026-03/IMG-20260316-WA0004.jpg", "handwritten_note_photo", K, "2026-03-16", ["C06", "C02"], ["C06-H02", "C02-H02"], """
रजिस्टर तारीख पेशी - मार्च 2026
13.03.2026 (जुमा) - JSCC अदालत - गोयल बनाम अरोड़ा (दुकान सदर)
किरायेदार ने धारा 20(4) का किराया जमा नहीं किया, उनके वकील गोयल साहब ने मोहलत माँगी। अगली तारीख 24.04.2026
16.03.2026 (पीर) - सरधना - धर्मवीर बनाम जयवीर
SDM साहिबा अवकाश पर, पेशकार ने तारीख दे दी। अगली तारीख 20.04.2026
""")
u("backlog/2026-04/vaad 1548-2025 aadesh 20.04.2026.pdf", "certified_order_sheet_scan", "SDM Sardhana", "2026-04-22", ["C02"], ["C02-H03"], """
न्यायालय उपजिलाधिकारी, सरधना, जनपद मेरठ
वाद संख्या 1548/2025 अन्तर्गत धारा 116 उ.प्र. राजस्व संहिता   धर्मवीर सिंह बनाम जयवीर सिंह आदि
20.04.2026
पत्रावली पेश हुई। वादी के अधिवक्ता एवं प्रतिवादी सं. 1 व 2 के अधिवक्ता श्री यशपाल मलिक उपस्थित। प्रतिवादी
सं. 1 व 2 की ओर से आपत्ति प्रस्तुत की गई जिसमें कथन है कि वर्ष 2011 में परिवार में मौखिक (आपसी) बंटवारा हो
चुका है तथा सभी पक्ष अपने-अपने हिस्से पर क़ाबिज़ हैं। वादी ने इसका खण्डन किया। हल्का लेखपाल मौके पर जाकर
कब्ज़े की स्थिति की आख्या प्रस्तुत करें। पत्रावली दिनांक 15.06.2026 को आख्या हेतु पेश हो।
                                                    उपजिलाधिकारी, सरधना
""")
u("backlog/2026-06/sardhana 15 june.txt", "typed_note_txt", L, "2026-06-15", ["C02"], ["C02-H04"], """
15.6.26 - Sardhana SDM - Dharamveer batwara
Lekhpal (halka Dabathua, Sachin Kumar) ki aakhya abhi tak nahi aayi. Malik sahab khud nahi aaye - unke munshi ne
arzi lagayi "vakil sahab ki tabiyat kharab", mohlat mil gayi.
Dharamveer pareshan - bola bhai log 312 me ganne ki buaai kar rahe. Usko samjhaya ke faisla kurra se hoga.
ND 10.8.26
""")
u("backlog/2026-08/IMG-20260810-WA0002.jpg", "handwritten_note_photo", K, "2026-08-10", ["C02"], ["C02-H05"], """
दिनांक 10.08.2026 पीर - सरधना
धर्मवीर बनाम जयवीर - SDM साहिबा काँवड़ मेला ड्यूटी पर, सुनवाई नहीं हुई।
पेशकार ने अगली तारीख 21.09.2026 दी। लेखपाल की आख्या अभी भी दाखिल नहीं।
""")
u("backlog/2026-09/Dharamveer PW1 21-09-2026.docx", "typed_note_docx", L, "2026-09-21", ["C02"], ["C02-H06"], """
21.09.2026 (Mon) - SDM Sardhana - Case 1548/2025 u/s 116 - Dharamveer v. Jaiveer & ors
Lekhpal ki aakhya finally on record: gata 311 and 312 in the kabza of D1 Jaiveer and D2 Rajveer, gata 317 (0.632 ha)
with the plaintiff; "khatauni me sabhi ka naam sanjha darj, kagzi batwara nahi hua".
PW1 Dharamveer ka bayan + jirah by Malik: admitted he is cultivating 317 since 2011; "par wo kachcha intezam tha,
koi likha-padhi nahi hui". 317 me tubewell nahi, 311 pe tubewell - that is the real fight.
SDM madam ne kaha dono paksh kurra par sujhav de do.  ND 23.11.2026
""")
u("backlog/2026-11/20261123_151845.jpg", "handwritten_note_photo", L, "2026-11-23", ["C02"], ["C02-H07"], """
23/11  Sardhana
Dharamveer - Malik sahab fir nahi aaye, tabiyat ki arzi dobara. SDM madam thodi naraz - "agli baar bayan hoga hi".
DW1 Jaiveer aaya tha, wapas gaya. ND 21.12.26
""")
u("backlog/2026-12/vaad 1548-2025 aadesh 21.12.2026.pdf", "certified_order_sheet_scan", "SDM Sardhana", "2026-12-23", ["C02"], ["C02-H08"], """
न्यायालय उपजिलाधिकारी, सरधना, जनपद मेरठ
वाद संख्या 1548/2025 अन्तर्गत धारा 116 उ.प्र. राजस्व संहिता   धर्मवीर सिंह बनाम जयवीर सिंह आदि
21.12.2026
पत्रावली पेश हुई। उभय पक्ष के अधिवक्ता उपस्थित। प्रतिवादी सं. 1 जयवीर सिंह का बयान अंकित किया गया तथा वादी
के अधिवक्ता द्वारा जिरह की गई। प्रतिवादीगण ने अपना साक्ष्य समाप्त किया। उभय पक्ष का साक्ष्य समाप्त।
पत्रावली दिनांक 01.02.2027 को प्रारम्भिक डिक्री पर बहस हेतु पेश हो।
                                                    उपजिलाधिकारी, सरधना
""")

# ---------------- C03 Star Sports cheque case
u("backlog/2026-04/Star Sports 9.4.26.docx", "typed_note_docx", L, "2026-04-09", ["C03"], ["C03-H03"], """
09.04.2026 (Thu) - ACJM-II Meerut - Complaint 5621/2025 Bharat Rubber v. Waseem Ahmad (Star Sports)
Mediation centre report: "asafal" - Waseem offered Rs. 2 lakh in 10 kisht, Jain sahab refused, wants full Rs. 4,86,500.
CW1 Sanjay Jain - affidavit u/s 145 NI Act tendered, ledger and bills (Ex. CW1/1 to CW1/6).
Ansari ne cross ke liye time liya. ND 21.5.26.
""")
u("backlog/2026-07/waseem CW1 cross 9 july.txt", "typed_note_txt", L, "2026-07-09", ["C03"], ["C03-H05"], """
9 july 26 ACJM-II - Star Sports cheque case
CW1 Sanjay Jain ki jirah by Farooq Ansari, 40 min.
Suggestion: bladders kharab the, Rs. 1.2 lakh ka maal wapas kiya - denied; no return entry in ledger.
Suggestion: cheque khali security me diya tha 2024 me - denied. Jain sahab ne bahut achha bayan diya.
Waseem khud aaya tha aaj. ND 20.8.26.
""")
u("backlog/2026-08/parivad 5621-2025 aadesh 20.08.2026.pdf", "certified_order_sheet_scan", "ACJM Court No. 2, Meerut", "2026-08-24", ["C03"], ["C03-H06"], """
न्यायालय अपर मुख्य न्यायिक मजिस्ट्रेट, कोर्ट नं. 2, मेरठ
परिवाद सं. 5621/2025 अन्तर्गत धारा 138 एन.आई. एक्ट   मै. भारत रबर एण्ड ब्लैडर वर्क्स बनाम वसीम अहमद
20.08.2026
पत्रावली पेश हुई। परिवादी मय अधिवक्ता उपस्थित। अभियुक्त की ओर से हाज़िरी माफ़ी प्रार्थना पत्र प्रस्तुत किया गया।
यह दूसरा अवसर है। प्रार्थना पत्र 300/- रुपये हर्जे पर स्वीकार किया जाता है, जो परिवादी को देय होगा। परिवादी
की ओर से बैंक अधिकारी को साक्षी के रूप में तलब करने का प्रार्थना पत्र स्वीकार। बैंक ऑफ़ बड़ौदा, सूरजकुण्ड रोड
शाखा के अधिकारी को सम्मन जारी हो। पत्रावली दिनांक 08.10.2026 को परिवादी साक्ष्य हेतु पेश हो।
                                                  अपर मुख्य न्यायिक मजिस्ट्रेट
""")
u("backlog/2026-10/IMG-20261008-WA0015.jpg", "handwritten_note_photo", K, "2026-10-08", ["C03"], ["C03-H07"], """
दिनांक 08.10.2026 जुमेरात - ACJM कोर्ट नं. 2
परिवाद 5621/2025 भारत रबर बनाम वसीम अहमद (चेक केस)
बैंक ऑफ़ बड़ौदा के अफ़सर नितिन गुप्ता का बयान हुआ, रिटर्न मेमो साबित किया। मुलज़िम के वकील ने जिरह नहीं की।
परिवादी साक्ष्य बंद। अगली तारीख 26.11.2026 - बयान मुलज़िम
""")

# ---------------- C04 Preeti dowry death ST (we defend)
u("backlog/2026-01/ST 412-2025 charge 21.01.2026.pdf", "certified_order_sheet_scan", "Court of ADJ Court No. 7, Meerut", "2026-01-23", ["C04"], ["C04-H01"], """
न्यायालय अपर सत्र न्यायाधीश, कोर्ट नं. 7, मेरठ
सत्र परीक्षण सं. 412/2025   राज्य बनाम अंकित कुमार आदि   मु.अ.सं. 188/2025 थाना कंकरखेड़ा
21.01.2026
पत्रावली पेश हुई। अभियुक्तगण अंकित कुमार व श्रीमती सुदेश जमानत पर उपस्थित। विद्वान ए.डी.जी.सी. (फौजदारी)
श्री हेमन्त कौशिक उपस्थित। उभय पक्ष को आरोप पर सुना। अभियुक्तगण के विरुद्ध धारा 80(2), 85 भारतीय न्याय संहिता
एवं धारा 3/4 दहेज प्रतिषेध अधिनियम के अन्तर्गत आरोप विरचित कर पढ़कर सुनाए व समझाए गए। अभियुक्तगण ने आरोप
से इन्कार किया एवं विचारण की याचना की। पत्रावली दिनांक 18.02.2026 को अभियोजन साक्ष्य हेतु पेश हो।
                                                       अपर सत्र न्यायाधीश
""")
u("backlog/2026-02/20260218_170455.jpg", "handwritten_note_photo", L, "2026-02-18", ["C04"], ["C04-H02"], """
18/2/26  ADJ-7 Sharma ji
Preeti ST - PW1 Ramesh Chand (ladki ka baap) ka mukhya bayan: "5 lakh aur Creta gaadi maangte the".
Cross humne defer karwaya - FIR aur 180 ke bayan se milana hai. Kaushik ne oppose nahi kiya.
Brahmpal ji ko bola Ankit aur mummy dono har tareekh pe haazir rahen. ND 11.3.26
""")
u("backlog/2026-03/PW1 cross Ramesh Chand 11.03.2026.docx", "typed_note_docx", L, "2026-03-11", ["C04"], ["C04-H03"], """
11.03.2026 - S.T. 412/2025 State v. Ankit Kumar & anr - ADJ-7 - PW1 Ramesh Chand, cross by us (1 hr 10 min)
Admissions:
1. Preeti ki maut (17.03.2025) se pehle kabhi police, mahila thana ya panchayat me dahej ki koi shikayat nahi ki.
2. Preeti Holi pe (14.03.2025) maayke aayi thi, khushi-khushi wapas gayi - "haan, Ankit lene aaya tha".
3. "Creta" ka lafz 180 BNSS ke bayan me nahi hai - confronted, portion A to A marked. Bayan me sirf "gaadi" hai.
4. Shaadi 24.11.2023 - dahej ki list nahi di court me.
Denied: that Preeti was under treatment for depression. ND 15.4.26 - PW2 (Kusum, maa).
""")
u("backlog/2026-04/IMG-20260415-WA0009.jpg", "handwritten_note_photo", K, "2026-04-15", ["C04"], ["C04-H04"], """
दिनांक 15.04.2026 बुध - ADJ कोर्ट नं. 7
सत्र परीक्षण 412/2025 राज्य बनाम अंकित - गवाह PW2 (मृतका की माँ कुसुम) हाज़िर नहीं।
ADGC कौशिक साहब ने मोहलत माँगी, गवाह को सम्मन दोबारा। अगली तारीख 10.06.2026
(जून में फौजदारी अदालतें चलेंगी)
""")
u("backlog/2026-06/Kusum PW2 10 June.docx", "typed_note_docx", L, "2026-06-10", ["C04"], ["C04-H05"], """
10 June 2026 - ST 412/25 - ADJ-7 (criminal side working in vacation) - PW2 Smt. Kusum
Chief: same as PW1 - 5 lakh + gaadi; Preeti ne phone pe bataya tha Jan 2025 me.
Cross by us:
- Shaadi ke baad ek baar bhi Preeti ke sasural nahi gayi - admitted.
- Phone wali baat 180 ke bayan me nahi - confronted, marked B to B.
- Admitted Brahmpal (sasur) alag makaan me rehta hai (he was discharged at charge stage, so useful).
ND 29.7.26 - PW3 doctor.
""")
u("backlog/2026-07/29.7.26 ADJ-7.txt", "typed_note_txt", L, "2026-07-29", ["C04"], ["C04-H06"], """
29.7.26 (budh) ADJ-7 - Preeti dowry death ST
Koi gawah nahi aaya. ADGC Kaushik ne fir time maanga - doosri baar "gawah haazir nahi".
Sharma ji ne PW3 Dr. Alok Bhardwaj (post-mortem doctor, LLRM) ko bailable warrant jaari kiya, CMO ke through.
Ankit aur Sudesh ji haazir. ND 16.9.26.
""")
u("backlog/2026-09/PW3 doctor 16.9.26.docx", "typed_note_docx", L, "2026-09-16", ["C04"], ["C04-H07"], """
16.09.2026 - ST 412/2025 - PW3 Dr. Alok Bhardwaj (PM doctor, LLRM Medical College)
Proved PM report Ex. Ka-5. Cause of death: asphyxia due to ante-mortem hanging.
Our cross: ligature mark oblique, non-continuous at the back of the neck - "typical of hanging"; no other external
injury on the body; no sign of struggle; viscera preserved - FSL report not on file (IO ne bheja hi nahi?).
Good for us. Sharma ji ne note kiya "no other injury". ND 4.11.26 - PW4 IO.
""")
u("backlog/2026-11/ST 412-2025 order 04.11.2026.pdf", "certified_order_sheet_scan", "Court of ADJ Court No. 7, Meerut", "2026-11-06", ["C04"], ["C04-H08"], """
न्यायालय अपर सत्र न्यायाधीश, कोर्ट नं. 7, मेरठ
सत्र परीक्षण सं. 412/2025   राज्य बनाम अंकित कुमार आदि
04.11.2026
पत्रावली पेश हुई। अभियुक्तगण हाज़िर। विवेचक उपनिरीक्षक दिनेश कुमार सम्मन तामील के बावजूद उपस्थित नहीं।
विद्वान ए.डी.जी.सी. ने साक्षी प्रस्तुत करने हेतु समय की याचना की। अभियोजन को अंतिम अवसर दिया जाता है।
विवेचक को सम्मन वरिष्ठ पुलिस अधीक्षक, मेरठ के माध्यम से तामील कराया जाए। पत्रावली दिनांक 16.12.2026 को
अभियोजन साक्ष्य हेतु पेश हो।
                                                       अपर सत्र न्यायाधीश
""")
u("backlog/2026-12/20261216_162530.jpg", "handwritten_note_photo", L, "2026-12-16", ["C04"], ["C04-H09"], """
16.12.26 ADJ-7
Preeti ST - PW4 IO SI Dinesh Kumar aaya (SSP ke through). Chief ho gaya - naksha nazri, panchayatnama, 180 ke bayan.
Hamari cross shuru: FSL report kyon nahi mangayi? - "bhej di thi, report pending". Ligature cloth (chunni) seal nahi kiya.
Cross adhoori, time khatam. ND 1.2.27 for remaining cross of IO.
""")

# ---------------- C05 Lalla gangster bail (HC)
u("backlog/2026-05/lalla bail HC 6 may.txt", "typed_note_txt", L, "2026-05-06", ["C05"], ["C05-H01"], """
6.5.26 Allahabad HC - Ct 71 - Srivastava J
Lalla (Shahzad) ki gangster bail - Anuj ji ke saath gaya tha, main argue karne khada hua.
AGA Ajay Tripathi: counter affidavit ke liye time, criminal history bhi lagayenge.
Court: CA within 2 weeks, "criminal history ke har case ka status". ND 22.5.26.
Irfan ko bataya - 22 ko Allahabad nahi aana, phone pe bata denge.
""")
u("backlog/2026-05/Lalla bail 22 May.docx", "typed_note_docx", L, "2026-05-22", ["C05"], ["C05-H02"], """
22.05.2026 - Crl. Misc. Bail Application No. 28741 of 2026 - Shahzad @ Lalla v. State of U.P. - Ct. 71
Counter affidavit filed by AGA: six cases in criminal history (gang chart).
Srivastava J: "give a chart - each case, its stage, bail or acquittal" by supplementary affidavit.
Summer vacation - ND 08.07.2026. Anuj ji will file supp. affidavit by 30 June.
Irfan to get certified copies of the acquittal judgments (77/2019, 301/2020, 19/2021) from Meerut court.
""")
u("backlog/2026-07/WhatsApp Chat with Irfan Lisari Gate.txt", "whatsapp_export", "Irfan (brother of Shahzad)", "2026-07-16", ["C05"], ["C05-H03", "C05-H04"], """
02/07/26, 21:14 - Irfan Lisari Gate: Vakil sahab adaab. Faisle ki nakal teeno ki mil gayi, Anuj sahab ko bhej di
02/07/26, 21:20 - Sanjeev Tyagi Adv: Shukriya. 8 July ko lagegi
08/07/26, 15:40 - Sanjeev Tyagi Adv: Aaj chart wala supplementary affidavit laga, 3 me bari, 3 me zamanat. Judge sahab ne poori baat suni. Order ke liye 15 July rakh li.
08/07/26, 15:42 - Irfan Lisari Gate: Allah kare ho jaaye
15/07/26, 14:05 - Sanjeev Tyagi Adv: Mubarak ho, Lalla ki bail ho gayi. Do zamanti tayyar rakho, CJM court me bond bharenge.
15/07/26, 14:07 - Irfan Lisari Gate: Bahut bahut shukriya vakil sahab 🙏
16/07/26, 10:30 - Irfan Lisari Gate: Zamanti ek mamu hain aur ek padosi Shakeel bhai, dono ke paas khatauni hai
""")
u("backlog/2026-07/BAIL-28741-2026 order 15.07.2026.pdf", "certified_order_sheet_scan", "High Court of Judicature at Allahabad", "2026-07-17", ["C05"], ["C05-H04"], """
HIGH COURT OF JUDICATURE AT ALLAHABAD
Court No. - 71
Case :- CRIMINAL MISC. BAIL APPLICATION No. - 28741 of 2026
Applicant :- Shahzad @ Lalla
Opposite Party :- State of U.P.
Counsel for Applicant :- Sanjeev Kumar Tyagi, Anuj Tyagi
Counsel for Opposite Party :- G.A.
Hon'ble Alok Narain Srivastava, J.
1. Heard learned counsel for the applicant and learned A.G.A. for the State.
2. The applicant is in jail since 05.12.2025 in Case Crime No. 212 of 2025, under Section 3(1) of the U.P. Gangsters
and Anti-Social Activities (Prevention) Act, 1986, Police Station Lisari Gate, District Meerut.
3. The criminal history of six cases has been explained in the chart annexed to the supplementary affidavit: the
applicant stands acquitted in three and is on bail in the remaining three.
4. Without expressing any opinion on the merits, let the applicant be released on bail on his furnishing a personal
bond and two sureties each in the like amount to the satisfaction of the court concerned, on the conditions that he
shall not tamper with evidence and shall appear on each date fixed.
Order Date :- 15.7.2026
""")

# ---------------- C06 Goyal shop eviction (JSCC)
u("backlog/2026-04/SCC 87-2024 aadesh 24.04.2026.pdf", "certified_order_sheet_scan", "Judge Small Causes Court, Meerut", "2026-04-27", ["C06"], ["C06-H03"], """
न्यायालय न्यायाधीश, लघुवाद न्यायालय, मेरठ
लघुवाद सं. 87/2024   ओम प्रकाश गोयल बनाम मनोज कुमार अरोड़ा
24.04.2026
पत्रावली पेश हुई। उभय पक्ष के अधिवक्ता उपस्थित। प्रतिवादी द्वारा धारा 20(4) अधिनियम सं. 13 सन 1972 के
अन्तर्गत 1,15,200/- रुपये जमा किए गए। वादी की ओर से आपत्ति कि जमा राशि अपूर्ण है, ब्याज व वाद व्यय जमा नहीं
किया गया; आपत्ति का निस्तारण अंतिम सुनवाई पर होगा। वाद बिन्दु विरचित किए गए। पत्रावली दिनांक 17.07.2026 को
वादी साक्ष्य हेतु पेश हो।
                                                 न्यायाधीश, लघुवाद न्यायालय
""")
u("backlog/2026-07/17 july goyal + sardhana call.txt", "typed_note_txt", L, "2026-07-17", ["C06", "C02"], ["C06-H04"], """
17.07.26 friday
1) Goyal dukaan (SCC 87/24) - PW1 Om Prakash Goyal ka bayan. Goel vakil ki jirah: money order refuse kyon kiya?
   - "koi money order aaya hi nahi". Showroom ko bechna chahte ho? - "nahi". Jirah theek rahi.
   ND 21.8.26 - DE (DW1 Manoj Arora).
2) Dharamveer ka phone (batwara, Sardhana) - lekhpal Sachin Kumar ne mauka dekh liya, report "jaldi" dega. Dharamveer
   bola lekhpal ko "kharcha-paani" maang raha - mana kiya, kuch nahi dena. Sardhana ki tarikh 10 August hai.
""")
u("backlog/2026-08/IMG_20260821_165510.jpg", "handwritten_note_photo", L, "2026-08-21", ["C06"], ["C06-H05"], """
21.8.26  JSCC - Goyal v. Arora
DW1 Manoj Arora ka bayan. Meri jirah me maan gaya: dukaan ke aage wale hisse me "Shivam Mobile" baithta hai 2022 se,
Shivam uska saala hai, "kiraya nahi leta, bas baitha hai". Goyal ji ki ijazat nahi li - admitted!
Sub-letting ground pakka. ND 9.10.26 bahas.
""")
u("backlog/2026-10/goyal args 9 oct.txt", "typed_note_txt", L, "2026-10-09", ["C06"], ["C06-H06"], """
9 oct 26 (fri) JSCC - Goyal v. Arora (Sadar shop)
Meri bahas 30 min: (i) default - deposit under 20(4) incomplete, interest and costs nahi; (ii) sub-letting - DW1 ne
21.8 ko khud maana ke Shivam Mobile dukaan me baithta hai bina ijazat, s. 20(2)(e).
Goel sahab ne jawabi bahas ke liye time maanga, madam ne diya par kaha agli baar poori.
ND 4.12.26.
""")
u("backlog/2026-12/Goyal SCC 87-2024 args 04.12.2026.docx", "typed_note_docx", L, "2026-12-04", ["C06"], ["C06-H07"], """
04.12.2026 - SCC Suit 87/2024 Om Prakash Goyal v. Manoj Kumar Arora - JSCC Meerut
Goel's reply arguments: money orders refused (no postal receipt filed though), 'Shivam is family not sub-tenant'.
Our rejoinder: relative or not, parting with possession without consent = sub-letting; rulings filed.
Arguments concluded. Madam: judgment on 05.02.2027.
Goyal ji ko bataya - 5 Feb ko aana zaroori nahi, hum dekh lenge.
""")

# ---------------- C07 Shivalik flat complaint
u("backlog/2026-03/Shivalik WV 25-03-26.docx", "typed_note_docx", L, "2026-03-25", ["C07"], ["C07-H02"], """
25.03.2026 - Consumer Commission Meerut - CC 118/2025 Vikas Tyagi & anr v. Shivalik Infrahomes Pvt. Ltd.
Written version filed by Pallavi Rastogi: (1) force majeure - Covid lockdown 2020-21 and NGT ban on construction;
(2) RERA UP extended the project completion till 30.06.2024; (3) complainants are "investors", not consumers;
(4) offer of possession will be made on receipt of OC.
Our rejoinder in 30 days. ND 13.05.2026.
Vikas ji: paid Rs. 38,60,000 out of 41,25,000; wants refund with 18% interest, not the flat any more.
""")
u("backlog/2026-07/20260722_181205.jpg", "handwritten_note_photo", L, "2026-07-22", ["C07"], ["C07-H04"], """
22.7.26  Consumer Comm.
Shivalik - Vikas Tyagi ka evidence affidavit file kar diya (14 receipts + BBA + RERA printout). Anu ji ka bhi.
Pallavi Rastogi ne OP ke evidence ke liye time liya - President ne 2 maah diye.
ND 23.9.26
""")
u("backlog/2026-11/WhatsApp Chat with Vikas Tyagi Shivalik.txt", "whatsapp_export", "Vikas Tyagi", "2026-11-12", ["C07"], ["C07-H05", "C07-H06"], """
[23/09/26, 4:12:37 PM] Sanjeev Tyagi Adv: Vikas ji, builder ki taraf se director Rohit Bhalla ka evidence affidavit aaj file hua. Copy mil gayi, bhej raha hun. Agli tarikh 11 Nov.
[23/09/26, 4:30:02 PM] Vikas Tyagi: Ji bhaisahab. Usme kya bola hai?
[23/09/26, 4:35:44 PM] Sanjeev Tyagi Adv: Wahi purana - covid, NGT, RERA extension. Possession ki koi date nahi di abhi bhi.
[11/11/26, 1:02:10 PM] Sanjeev Tyagi Adv: Aaj Commission me quorum nahi tha, Member madam chhutti pe. Doosri baar aisa hua. Agli tarikh 10 Feb 2027, final arguments.
[11/11/26, 1:05:19 PM] Vikas Tyagi: Ye to bahut lamba ho gaya. 2022 ka flat 2027 tak bhi nahi
[12/11/26, 9:14:51 AM] Sanjeev Tyagi Adv: Samajh raha hun. Written arguments main January me file kar dunga taaki 10 Feb ko order ke liye ho jaye.
""")

# ---------------- C08 Rubina custody (Family Court)
u("backlog/2026-02/IMG_5520.HEIC", "handwritten_note_photo", L, "2026-02-16", ["C08"], ["C08-H01"], """
16.2.26 Family Court - Principal Judge
Rubina v. Salman (G&W 41/25) - Ayaan ki custody
Salman aaya with Naushad Ali. Judge ne dono ko mediation centre bheja - pehli sitting 2.3.26.
Rubina ro rahi thi, samjhaya. ND 6.4.26
""")
u("backlog/2026-04/rubina 6.4.txt", "typed_note_txt", L, "2026-04-06", ["C08"], ["C08-H02"], """
6.4.26 FC Meerut - Rubina custody
Mediation ki 2 sitting ho chuki (2.3 and 23.3), baat aage badh rahi.
Judge madam ne Ayaan ko chamber me bulaya, 15 min baat ki - bachcha ammi ke paas rehna chahta hai, "abbu se Sunday ko
milna hai". Interim: Salman har Sunday 11 se 1 baje court ke child room me milega.
Naushad Ali ne bola Salman kharcha dega. ND 24.7.26.
""")
u("backlog/2026-07/IMG-20260724-WA0006.jpg", "handwritten_note_photo", K, "2026-07-24", ["C08"], ["C08-H03"], """
दिनांक 24.07.2026 जुमा - फ़ैमिली कोर्ट
रुबीना बनाम सलमान (बच्चे की सुपुर्दगी) - मध्यस्थता केन्द्र से सुलह की रिपोर्ट आ गई।
दोनों फ़रीक़ सुलहनामे की तस्दीक़ के लिए 25.09.2026 को हाज़िर हों।
""")
u("backlog/2026-09/GW 41-2025 order 25.09.2026.pdf", "certified_order_sheet_scan", "Family Court, Meerut", "2026-09-28", ["C08"], ["C08-H04"], """
न्यायालय प्रधान न्यायाधीश, परिवार न्यायालय, मेरठ
संरक्षकता वाद सं. 41/2025   रुबीना बनाम सलमान
25.09.2026
पत्रावली पेश हुई। उभय पक्ष मय अधिवक्ता उपस्थित। मध्यस्थता केन्द्र की सुलह रिपोर्ट दिनांक 15.07.2026 पत्रावली पर
है। उभय पक्ष ने सुलहनामे की तस्दीक़ की। शर्तें: नाबालिग अयान की अभिरक्षा माता रुबीना के पास रहेगी; पिता सलमान
प्रत्येक माह के दूसरे व चौथे रविवार को प्रातः 10 बजे से सायं 4 बजे तक बच्चे से मिल सकेंगे; पिता बच्चे के खर्च हेतु
6,000/- रुपये प्रतिमाह देंगे। सुलहनामा आदेश का भाग होगा। वाद तद्नुसार निस्तारित। पत्रावली दाखिल दफ़्तर हो।
                                                 प्रधान न्यायाधीश, परिवार न्यायालय
""")

# ---------------- the junior's chats (ACJM-II, Consumer, Small Causes, a MACT date)
u("backlog/2026-02/WhatsApp Chat with Shivani Chaudhary.txt", "whatsapp_export", J, "2026-02-12", ["C03", "C07", "C06"], ["C03-H01", "C07-H01", "C06-H01", "C03-H02"], """
08/01/26, 12:20 - Shivani Chaudhary: Sir Star Sports wale case me Waseem nahi aaya. Yadav sir ne bailable warrant kar diya. ND 12/2
08/01/26, 12:22 - Sanjeev Tyagi Adv: ok. Jain sahab ko bata do
29/01/26, 13:10 - Shivani Chaudhary: Sir consumer me Shivalik ki taraf se Pallavi Rastogi ma'am aayi, written version ke liye time le liya. ND 25 march
06/02/26, 12:45 - Shivani Chaudhary: Sir JSCC - Goyal wale me Arora ka WS aa gaya. Keh rahe money order bheja tha, Goyal ji ne refuse kiya. ND 13.3.26
06/02/26, 12:47 - Sanjeev Tyagi Adv: Copy le lena WS ki, scan karke bhejo
12/02/26, 11:58 - Shivani Chaudhary: Sir Waseem aaj aa gaya, zamanat ho gayi. Farooq Ansari uske vakil. Yadav sir ne accusation samjha ke mediation bhej diya. ND 9/4
12/02/26, 12:01 - Sanjeev Tyagi Adv: 👍 mediation me Jain sahab khud jayenge
""")
u("backlog/2026-08/WhatsApp Chat with Shivani Chaudhary (2).txt", "whatsapp_export", J, "2026-08-20", ["C03", "C07", "C01"], ["C03-H04", "C07-H03", "C01-H05", "C03-H06"], """
13/05/26, 12:35 - Shivani Chaudhary: Sir consumer me aaj quorum nahi tha, member ma'am leave pe. ND 22/7
21/05/26, 11:50 - Shivani Chaudhary: Sir Waseem absent, Ansari sir ne hazri maafi lagayi, allow ho gayi. CW1 ki jirah nahi hui. ND 9 july
21/05/26, 11:52 - Sanjeev Tyagi Adv: Pehli baar hai, theek. Agli baar oppose karna
21/07/26, 12:40 - Shivani Chaudhary: Sir MACT me Mahipal nahi aaya, Rajbala ji bol rahi uska phone band hai. Humne time le liya. ND 15/9
21/07/26, 12:41 - Sanjeev Tyagi Adv: Sonu ko bolo Mahipal ko ghar se le ke aaye agli baar
20/08/26, 12:15 - Shivani Chaudhary: Sir Waseem fir absent. Hazri maafi 300 cost pe allow. Bank wale ko summon ho gaya. ND 8/10
20/08/26, 12:16 - Sanjeev Tyagi Adv: Doosri baar. Note kar lo
""")
u("backlog/2026-11/WhatsApp Chat with Shivani Chaudhary (3).txt", "whatsapp_export", J, "2026-11-26", ["C01", "C07", "C03"], ["C01-H07", "C03-H08"], """
03/11/26, 13:05 - Shivani Chaudhary: Sir MACT me Oriental ka investigator fir nahi aaya. Verma sir ne 500 cost lagayi, last opportunity. ND 19.1.27
03/11/26, 13:06 - Sanjeev Tyagi Adv: Theek. ARTO Bulandshahr wali report ka kya hua? court se letter gaya?
03/11/26, 13:10 - Shivani Chaudhary: Haan sir, court ne ARTO ko report ke liye likh diya
11/11/26, 12:30 - Shivani Chaudhary: Sir consumer me aaj bhi quorum nahi. ND 10 Feb
26/11/26, 12:25 - Shivani Chaudhary: Sir Waseem teesri baar absent. Ansari sir ne medical laga ke hazri maafi li. Yadav sir bole agli baar NBW. 351 ka bayan nahi hua. ND 11/2/27
26/11/26, 12:27 - Sanjeev Tyagi Adv: Teesri hazri maafi. Agli date pe NBW ki arzi taiyar rakhna
""")

# ---------------- plan and cause list
u("backlog/2027-01/Plan 25 Jan - 6 Feb.docx", "typed_note_docx", L, "2027-01-23", ["C02", "C04", "C06", "C07", "C03", "C01"], [], """
PLAN - 25 Jan to 6 Feb 2027 (and the week after)
Mon 1/2  Sardhana SDM - Dharamveer batwara - bahas on preliminary decree. Shivani jayegi, kurra ka sujhav (311 tubewell
         wala hissa) ready. Khatauni + lekhpal report file me.
Mon 1/2  ADJ-7 - Preeti ST - IO ki baaki jirah (FSL report, chunni seal nahi). Main khud. Brahmpal ji ko phone.
Fri 5/2  JSCC - Goyal dukaan - judgment. Shivani.
Wed 10/2 Consumer - Shivalik - final arguments. Written arguments abhi tak file nahi hue - 5/2 tak file karne hain!
Thu 11/2 ACJM-II - Star Sports - 351 BNSS statement; NBW arzi if Waseem absent.
Tue 16/2 MACT Ct 3 - Rajbala - arguments; compensation chart (multiplier 15) ready.
Fees: Goyal ji se baaki Rs. 15,000.
""")
u("backlog/2027-01/ADJ-7 cause list 01.02.2027.pdf", "cause_list_pdf", "Civil Court (Judgeship) Meerut", "2027-01-30", ["C04"], [], """
JUDGESHIP MEERUT - DAILY CAUSE LIST FOR MONDAY 01.02.2027
COURT OF SRI VINOD KUMAR SHARMA, ADDITIONAL SESSIONS JUDGE, COURT NO. 7
Sr.  Case No.        Parties                                   Police Station    Stage
1    S.T. 88/2023    State vs Sonu @ Sunil                     Partapur          Final arguments
2    S.T. 412/2025   State vs Ankit Kumar & Anr.               Kankerkhera       Prosecution evidence (PW4)
3    S.T. 19/2026    State vs Mohd. Aqib                       Brahmpuri         Charge
4    Bail 4411/2027  Vishal vs State                           Medical           Bail hearing
5    S.T. 301/2024   State vs Rahul & 2 Ors.                   Sardhana          Defence evidence
""")
