"""The uploads of the Begusarai practice: what Adv. Shailendra Jha, his junior Aditya and munshi Ramsevak kept."""

L, J, K = "Shailendra Kumar Jha", "Aditya Raj", "Ramsevak Mahto (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2018-11/DLAO award Papraur refinery.pdf", "document_scan", "District Land Acquisition Officer, Begusarai", "2018-11-26", ["C01"], [], """
कार्यालय जिला भू-अर्जन पदाधिकारी, बेगूसराय
OFFICE OF THE DISTRICT LAND ACQUISITION OFFICER, BEGUSARAI
L.A. Case No. 06/2011-12   Mauza: Papraur   Thana No. 412   P.S. Barauni
Purpose: expansion of the refinery at Barauni (requiring body)
AWARD u/s 11 of the Land Acquisition Act, 1894
Total land acquired: 2.86 acres (286 decimal) of khata nos. 77, 79 and 112 of the raiyats Ramashish Singh and others.
Nature of land: dhanhar (paddy land) 2.10 acres; bhith (homestead) 0.76 acre.
Market value fixed: Rs. 2,800/- per decimal for dhanhar and Rs. 4,200/- per decimal for bhith, on the basis of the
MVR (minimum value register) of 2011; solatium 30% and additional amount 12% p.a. as per law.
Total compensation: Rs. 12,31,944/- (Rupees twelve lakh thirty one thousand nine hundred forty four only).
Raiyats received under protest.                         sd/- DLAO, Begusarai   26.11.2018
""")
u("backlog/2028-08/Scan_sale deed 2011 Papraur exemplar.pdf", "document_scan", "District Sub-Registrar, Begusarai", "2011-09-14", ["C01"], [], """
निबंधित केवाला (SALE DEED)   Deed No. 8841/2011   Registered on 14.09.2011, D.S.R. Begusarai
Vendor: Rambalak Thakur s/o late Sukhdeo Thakur, mauza Papraur
Vendee: Smt. Kanti Devi w/o Mahesh Choudhary, Barauni
Land: khata 81, khesra 655, area 12 decimal, dhanhar, mauza Papraur, thana no. 412, adjoining NH-31
Consideration: Rs. 1,14,000/- (Rupees one lakh fourteen thousand) i.e. Rs. 9,500/- per decimal
""")
u("backlog/2024-06/plaint TS 118-2024 Chamtha diara.docx", "typed_note_docx", L, "2024-06-20", ["C02"], [], """
IN THE COURT OF THE LEARNED MUNSIF-I, BEGUSARAI
Title Suit No. ____ of 2024
Bindeshwar Yadav s/o late Jagdish Yadav, r/o village Chamtha, P.S. Bachhwara, Distt. Begusarai ... Plaintiff
Versus
1. Lalbabu Singh  2. Rajkumar Singh, both s/o Ramdhari Singh  3. Sri Kant Singh, all of Chamtha ... Defendants
Suit for declaration of title and confirmation of possession.
1. That the suit land, 3 acres 42 decimal of khata 211, khesra 1402 and 1403, mauza Chamtha, stands recorded in the
Cadastral Survey (CS) khatian of 1911 and the Revisional Survey (RS) khatian in the name of the plaintiff's
grandfather late Sheo Nandan Yadav, and the plaintiff has paid rent (lagan) to the State of Bihar till date.
2. That the land was diluviated by the Ganga in 2016 and re-emerged as diara (char) in 2021; under the law a raiyat's
title is not lost by diluvion and on re-formation at the same site the land reverts to the owner.
3. That on 11.11.2023 the defendants, with lathi and bhala, forcibly sowed masoor and kalai on khesra 1402.
Valuation: Rs. 1,80,000/-; court fee paid accordingly.   Prayer: declare title, confirm possession, permanent injunction.
""")
u("backlog/2025-02/IMG20250214_lagan rasid Chamtha.jpg", "document_photo", "Anchal Karyalay (Circle Office), Bachhwara", "2025-02-14", ["C02"], [], """
बिहार सरकार - राजस्व एवं भूमि सुधार विभाग   ऑनलाइन लगान रसीद
अंचल: बछवाड़ा   मौजा: चमथा   थाना नं. 117
रैयत का नाम: बिन्देश्वर यादव पिता स्व. जगदीश यादव   जमाबंदी सं. 1186   खाता 211   खेसरा 1402, 1403   रकबा 3 ए. 42 डि.
भुगतान वर्ष: 2024-25   कुल राशि: ₹ 684/-   रसीद संख्या: BR-1186-2425-009912   दिनांक 14.02.2025
""")
u("backlog/2027-10/PM report Rinki Devi Bachhwara.pdf", "document_scan", "Sadar Hospital, Begusarai", "2027-07-03", ["C03"], [], """
SADAR HOSPITAL, BEGUSARAI - POST MORTEM REPORT No. 611/2027     Date: 03.07.2027
Deceased: Rinki Devi w/o Pankaj Kumar Mahto, age about 23 yrs, r/o Rupnagar, P.S. Bachhwara
Brought by: SI Mukesh Kumar, Bachhwara P.S.   Bachhwara P.S. Case No. 145/2027
Findings: a single oblique ligature mark, 28 cm, high up on the neck, above thyroid cartilage, gap at the back; no
other injury; hyoid intact. Viscera preserved.
Opinion: death due to asphyxia as a result of hanging. Time since death 12 to 24 hours.
                                           sd/- Dr. Anil Kumar Singh, Medical Officer
""")
u("backlog/2027-12/commitment order CJM ST 211.pdf", "document_scan", "Chief Judicial Magistrate, Begusarai", "2027-11-25", ["C03"], [], """
IN THE COURT OF THE CHIEF JUDICIAL MAGISTRATE, BEGUSARAI
G.R. No. 1890/2027 arising out of Bachhwara P.S. Case No. 145/2027
State vs Pankaj Kumar Mahto, Shivnath Mahto (father-in-law) and Kalawati Devi (mother-in-law)
25.11.2027  Accused present on bail. Copies under s. 230 BNSS supplied. The offence u/s 80(2) BNS being exclusively
triable by the Court of Session, the case is committed to the Court of Sessions, Begusarai. Accused to appear
before the Sessions Judge on 29.11.2027.                         sd/- CJM, Begusarai (Sri Alok Ranjan Mishra)
""")
u("backlog/2027-09/plaint MS 37-2027 bank.pdf", "document_scan", "Anga Gramin Bank (through panel advocate)", "2027-09-14", ["C04"], [], """
IN THE COURT OF SUB JUDGE-I, BEGUSARAI     Money Suit No. 37 of 2027
Anga Gramin Bank, Teghra branch, through its Branch Manager ... Plaintiff
Vs. 1. Jai Maa Durga Dairy through proprietor Sudhir Kumar Rai  2. Sudhir Kumar Rai, Teghra ... Defendants
The defendants availed a term loan of Rs. 9,80,000/- on 16.02.2023 for purchase of 8 milch cows (HF cross) under the
dairy scheme; instalments of Rs. 21,400/- monthly; account became NPA on 31.03.2025. Outstanding as on 31.03.2027
Rs. 12,46,318/- with future interest at 11.25% p.a. Demand notice dated 02.05.2027 unanswered.
""")
u("backlog/2027-05/IMG_20270509_demand notice bank.jpg", "document_photo", "Anga Gramin Bank, Teghra", "2027-05-02", ["C04"], [], """
ANGA GRAMIN BANK  Teghra Branch   Ref: AGB/TEG/REC/2027/114   Date: 02.05.2027
To, Sri Sudhir Kumar Rai, prop. Jai Maa Durga Dairy, Ward 7, Teghra
Sub: Recall of loan - A/c no. 3318xxxxxx (Dairy term loan)
Your account has been classified NPA. You are called upon to pay Rs. 12,46,318/- within 30 days, failing which the
Bank shall initiate recovery proceedings.                  Branch Manager
""")
u("backlog/2027-08/vet certificate LSD 4 cows.jpg", "document_photo", "Veterinary Officer, Teghra", "2025-09-18", ["C04", "C07"], [], """
कार्यालय प्रखंड पशुपालन पदाधिकारी, तेघड़ा
प्रमाण-पत्र   दिनांक 18.09.2025
प्रमाणित किया जाता है कि श्री सुधीर कुमार राय, जय माँ दुर्गा डेयरी, तेघड़ा की 4 (चार) दुधारू गायों की मृत्यु
लम्पी स्किन डिजीज (LSD) से दिनांक 09.09.2025 से 16.09.2025 के बीच हुई। पोस्टमार्टम किया गया।
कान के टैग (ear tag) मृत पशुओं के साथ दफना दिए गए।          ह०/- पशु चिकित्सा पदाधिकारी, तेघड़ा
""")
u("backlog/2027-02/repudiation letter Kaveri insurance.pdf", "document_scan", "Kaveri General Insurance Co. Ltd.", "2027-02-08", ["C07"], [], """
KAVERI GENERAL INSURANCE CO. LTD.   Divisional Office, Begusarai
Claim Nos. CT/BGS/25/0311 to 0314    Date: 08.02.2027
Insured: Sudhir Kumar Rai (Jai Maa Durga Dairy), Cattle policy no. 42110xxxx, sum insured Rs. 60,000 per animal
Your claim for the death of 4 cows is repudiated since the ear tags of the dead animals were not submitted with the
claim, as required by the policy condition no. 6. Claim closed as 'No Claim'.
""")
u("backlog/2028-03/FIR Teghra 88-2028 excise.pdf", "document_scan", "Teghra Police Station", "2028-03-22", ["C05"], [], """
प्राथमिकी   तेघड़ा थाना कांड सं. 88/2028   दिनांक 22.03.2028
धारा: 30(a) बिहार मद्यनिषेध एवं उत्पाद अधिनियम, 2016
वाहन जाँच के दौरान NH-28 पर पोखरिया चौक के पास एक मोटरसाइकिल (BR-09-xx-xxxx) की डिक्की एवं बोरे से
750 ml की 36 बोतल विदेशी शराब (कुल 27 लीटर) बरामद। चालक ने अपना नाम छोटू कुमार उर्फ छोटू साह बताया। जब्ती सूची
बनाई गई। अभियुक्त गिरफ्तार।                              SI रंजीत कुमार, तेघड़ा थाना
""")
u("backlog/2027-11/DEO letter salary stop Sunita.pdf", "document_scan", "District Education Officer, Begusarai", "2027-10-27", ["C06"], [], """
कार्यालय जिला शिक्षा पदाधिकारी, बेगूसराय       पत्रांक 2291   दिनांक 27.10.2027
विषय: श्रीमती सुनीता कुमारी, विद्यालय अध्यापक, उत्क्रमित मध्य विद्यालय, बरौनी का वेतन भुगतान स्थगित करने के संबंध में।
निगरानी जाँच में आपका B.Ed. प्रमाण-पत्र (सत्र 2014-15) संदिग्ध पाया गया है। अतः अगले आदेश तक आपका वेतन भुगतान
स्थगित किया जाता है एवं सेवा समाप्ति की कार्रवाई प्रस्तावित है।     ह०/- जिला शिक्षा पदाधिकारी, बेगूसराय
""")
u("backlog/2028-09/university verification letter Sunita BEd.pdf", "document_scan", "Registrar, Maharaja Ganga Singh University (Examination branch)", "2028-09-04", ["C06"], [], """
OFFICE OF THE CONTROLLER OF EXAMINATIONS   No. Exam/Verif/2028/7714   Dated 04.09.2028
To the District Education Officer, Begusarai (copy to the candidate)
Sub: Verification of B.Ed. marks-sheet and degree of Smt. Sunita Kumari, Roll No. 140338, session 2014-15
On verification of the tabulation record it is certified that the B.Ed. degree and marks-sheet are GENUINE and were
issued by this University. The earlier report sent under this office's letter dated 12.06.2027 related to Roll No.
140388 (a different candidate) and was sent by clerical mistake.
""")

# ---------------- C01 Papraur LA reference
u("backlog/2028-02/IMG-20280207-WA0014.jpg", "handwritten_note_photo", K, "2028-02-07", ["C01", "C03"], ["C01-H01"], """
तारिख रजिस्टर   07.02.2028 सोमबार
(1) ए.डी.जे.-1 इजलास - एल.ए. रेफरेंस 23/2019 रामासीस सिंह बनाम सरकार
    सरकारी बकील (जी.पी.) अऊर रिफाइनरी के बकील हाजिर, जबाब (W.S.) के लिए समय। अगिला तारिख 20.03.2028
(2) ए.डी.जे.-3 - सेसन ट्रायल 211/2027 पंकज महतो - आज तारिख नहि, अगिला 28.02 पहिले से है
    लखन महतो को फोन किया, सब मुलजिम हाजिर रहेंगे।
- रामसेबक
""")
u("backlog/2028-03/LA ref 23-19 note 20.3.docx", "typed_note_docx", L, "2028-03-20", ["C01"], ["C01-H02"], """
20.03.2028 - LA Ref 23/2019 (Papraur, refinery) - ADJ-I Pandey ji
GP Rajendra babu filed State's WS - says award on MVR is correct, no enhancement.
Vivek Anand for refinery: "instructions awaited from refinery land cell" - sought time. Granted, last time.
Court: DLAO to produce the original award file with the sale-deed exemplars considered. Judge asked us also - which
exemplars? Told him: keval of Rambalak Thakur 2011, Rs 9,500 per decimal. Judge: prove it by a witness, just filing
won't do.
NDOH 08.05.2028.  Ramashish babu ko bata diya, sab raiyat log aayenge.
""")
u("backlog/2028-05/20280508_163012.jpg", "handwritten_note_photo", L, "2028-05-08", ["C01"], ["C01-H03"], """
8/5/28  ADJ-I  LA Ref 23/19 Papraur
Refinery ka WS aa gaya - kahte hain 2,800 per decimal adequate, land 'low lying dhanhar', no potential.
Hum kahe - NH-31 ke bagal, 2011 me hi 9,500/dec keval hua. Issues next date.
Agla 17.7.28.  Ramashish babu bad khush nai - "muawaza kahiya bhetat?" (Maithili me puchhlain)
""")
u("backlog/2028-07/LA ref issues 17.07.2028 order.pdf", "certified_order_sheet_scan", "Court of ADJ-I, Begusarai", "2028-07-18", ["C01"], ["C01-H04"], """
ORDER SHEET     L.A. Reference Case No. 23 of 2019
Ramashish Singh & Ors. vs State of Bihar & Anr.
Sl. No. of order: 31     Date: 17.07.2028
Claimants through Sri S.K. Jha, Advocate. State through learned G.P. Requiring body through Sri V. Anand.
Pleadings complete. Following issues are framed:
(i) Whether the market value of the acquired land on the date of notification u/s 4 was more than that awarded?
(ii) Whether the claimants are entitled to enhanced compensation, and at what rate per decimal?
(iii) To what other relief, if any, are the claimants entitled?
Put up on 28.08.2028 for evidence of the claimants.          sd/- ADJ-I, Begusarai
""")
u("backlog/2028-08/PW1 Ramashish cross 28.8.txt", "typed_note_txt", L, "2028-08-28", ["C01"], ["C01-H05"], """
28.08.2028  LA Ref 23/2019  ADJ-I
PW1 Ramashish Singh examined. Proved the 2011 keval (deed 8841/2011) of Rambalak Thakur - Ext-1 - Rs 9,500 per
decimal, 12 decimal, touching NH-31.
Cross by GP: admitted his own plots 77/79 are 300-400 ft away from NH, "beech me bandh aur pokhar hai".
Cross by Vivek Anand: admitted paddy only one crop. Said bhith land has pakka ghar since 1985.
Next: PW2 (Bhola Rai, neighbour raiyat) - 30.10.2028.
""")
u("backlog/2028-10/IMG_20281030_141522.jpg", "handwritten_note_photo", L, "2028-10-30", ["C01"], ["C01-H06"], """
30.10.28 ADJ-I  Papraur LA ref
PW2 Bhola Rai - chief & cross done by GP. Refinery side koi nai aayal (Vivek Anand absent)
Court ne 1,000/- cost lagaya on requiring body. Hum kahlahu - evidence close karba.
ND 4.12.28 - OP evidence (DLAO ka Kanungo)
""")
u("backlog/2028-12/WhatsApp Chat with Aditya Raj Jr.txt", "whatsapp_export", J, "2028-12-19", ["C01", "C02", "C04"], ["C01-H07", "C04-H07", "C02-H09"], """
28/11/28, 12:52 - Aditya Raj Jr: Sir dairy wala case - PW1 manager ka cross khatam ho gaya. Choudhary ji ne PE close kar diya. ND 23/1/29 DE ke liye
28/11/28, 12:53 - Aditya Raj Jr: Choubey ji fir puche OTS ka koi chance hai? Maine bola client 7.5 lakh se upar nahi ja sakta
28/11/28, 13:10 - Shailendra Jha Adv: ok. Sudhir ko bolo DE me khud aana hai, apna gawah bhi
04/12/28, 15:31 - Aditya Raj Jr: Sir LA ref - claimants evidence close. DLAO ka Kanungo nahi aaya, GP ne time liya. ND 11.01.2029
04/12/28, 15:33 - Shailendra Jha Adv: Pandey ji kuch bole?
04/12/28, 15:34 - Aditya Raj Jr: Bole next date pe witness nahi aaya to OP evidence close
19/12/28, 14:02 - Aditya Raj Jr: Sir Chamtha diara - PW2 Ram Prakash Sahni ho gaya, chief aur cross dono. Mahto ji ne bahut lamba cross kiya, nav (boat) wala sawal
19/12/28, 14:04 - Aditya Raj Jr: ND 23.01.29 for PE. Bindeshwar ji bole teesra gawah Mukhiya ji honge
19/12/28, 14:06 - Shailendra Jha Adv: 👍 theek
""")
u("backlog/2029-01/kanungo DW1 11.01.docx", "typed_note_docx", L, "2029-01-11", ["C01"], ["C01-H08"], """
11.01.2029 - LA Ref 23/2019 - ADJ-I
DW1 Shambhu Nath Paswan, Kanungo, DLAO office, examined for OP.
Chief: award based on MVR 2011; no sale exemplar was considered ("MVR hi aadhar tha").
Our cross: admitted the DLAO did not inspect the site; admitted NH-31 is within 200 metres of khata 79; admitted he
has not seen deed 8841/2011. Could not say why bhith and dhanhar same village differ only by Rs 1,400.
OP evidence closed. Arguments on 05.02.2029. Prepare written arguments with the 2011 exemplar + SC judgments on
exemplar deductions (one-third deduction for development).
""")

# ---------------- C02 Chamtha diara title suit
u("backlog/2028-01/20280118_123344.jpg", "handwritten_note_photo", L, "2028-01-18", ["C02"], ["C02-H01"], """
18.1.28  Munsif-I  TS 118/24 Chamtha diara
D1 D2 ka WS file - kahte hain 'naya diara sarkari (gair-mazarua) zameen, plaintiff ka koi haq nai, hum bataidar'.
D3 Sri Kant Singh - notice ke baad bhi absent -> ex parte.
Judge ne pucha CS khatian & RS khatian ki certified copy - lagi hai, dikha diya.
ND 22.2.28
""")
u("backlog/2028-02/IMG-20280222-WA0007.jpg", "handwritten_note_photo", K, "2028-02-22", ["C02", "C04"], ["C02-H02"], """
22.02.2028 मंगलबार
मुंसिफ-1 - टाइटल सुट 118/2024 बिन्देस्वर यादव बनाम लालबाबु सिंह
हमारा दरखास (ओ. 26 नि. 9) सर्वे जानकार पिलडर कमिसनर के लिए। मुदालह के बकील देबकी नंदन महतो सेसन कोर्ट में
बिजी, जबाब के लिए समय लिए। अगिला तारिख 04.04.2028
दुध डेयरी बाला सुधीर राय आए थे, बैंक का मोकदमा का कागज दे गए (WS के लिए 28.03 तारिख)।
- रामसेबक
""")
u("backlog/2028-04/TS 118-2024 order sheet 04.04.2028.pdf", "certified_order_sheet_scan", "Court of Munsif-I, Begusarai", "2028-04-05", ["C02"], ["C02-H03"], """
आदेश-फलक (ORDER SHEET)   स्वत्व वाद संख्या (Title Suit No.) 118/2024
बिन्देश्वर यादव बनाम लालबाबू सिंह वगैरह
आदेश की क्रम संख्या: 14        दिनांक: 04.04.2028
वादी की ओर से विद्वान अधिवक्ता श्री एस.के. झा उपस्थित। प्रतिवादी सं. 1 व 2 की ओर से श्री डी.एन. महतो उपस्थित।
वादी के आवेदन आदेश 26 नियम 9 सी.पी.सी. पर सुना। दियारा भूमि में नदी की धारा बदलने से सीमा विवादित है, अतः
स्थानीय जाँच आवश्यक है। सर्वे जानकार अधिवक्ता आयुक्त श्री नवल किशोर ठाकुर, अधिवक्ता नियुक्त किए जाते हैं।
आयुक्त शुल्क ₹ 7,500/- वादी द्वारा देय। आयुक्त CS एवं RS नक्शा के आधार पर खेसरा 1402 एवं 1403 की मापी कर
प्रतिवेदन समर्पित करें। दिनांक 16.05.2028 को प्रतिवेदन हेतु।                ह०/- मुंसिफ-I, बेगूसराय
""")
u("backlog/2028-05/munsif 16 may.txt", "typed_note_txt", L, "2028-05-16", ["C02"], ["C02-H04"], """
16.05.28 Munsif-I - TS 118/24 Chamtha
Commission report nahi aaya. Naval Kishore babu bole - diara me abhi paani nai hai lekin Amin nai mila, aur defendants
ne mapi ke din lathi lekar rok diya (11.05.28). Court ne commissioner ko time diya, police help ke liye SHO Bachhwara
ko letter. ND 25.07.2028.
Bindeshwar ji ko bola Amin ka kharcha 3,000 alag se dena padega.
""")
u("backlog/2028-07/commission report Chamtha diara.pdf", "document_scan", "Sri Naval Kishore Thakur, Advocate Commissioner", "2028-07-22", ["C02"], [], """
REPORT OF THE SURVEY-KNOWING ADVOCATE COMMISSIONER - Title Suit No. 118/2024, Munsif-I, Begusarai
Local inspection held on 02.07.2028 in presence of both parties and Amin Sri Vijay Paswan, with police help from
Bachhwara P.S.
Findings: (1) Khesra 1402 (1 acre 90 decimal) and 1403 (1 acre 52 decimal) located on the RS map with reference to the
fixed point (the old pipal tree and the Chamtha-Rupnagar bandh). (2) Khesra 1402 found under cultivation of the
defendants (masoor stubble). (3) Khesra 1403 found fallow, with a thatched machan of the plaintiff. (4) The western
boundary pillar is missing; the Ganga's current channel is about 600 metres to the south.
Map annexed.                                                 sd/- Advocate Commissioner, 22.07.2028
""")
u("backlog/2028-07/IMG-20280725-WA0021.jpg", "handwritten_note_photo", K, "2028-07-25", ["C02", "C01"], ["C02-H05"], """
25.07.2028 मंगलबार
मुंसिफ-1 - बिन्देस्वर यादव - कमिसनर का रिपोट दाखिल। मुदालह ने आपती (objection) दिया। अगिला तारिख 29.08.2028
ए.डी.जे.-1 एल.ए. रेफरेंस का तारिख 28.08 - रामासीस सिंह को खबर कर दिया, गवाही में आना है।
""")
u("backlog/2028-08/TS118 issues 29.08.docx", "typed_note_docx", L, "2028-08-29", ["C02"], ["C02-H05", "C02-H06"], """
29.08.2028 - TS 118/2024 - Munsif-I
Defendants' objection to the commission report (25.07) heard and rejected - "mere objection without evidence".
Issues framed (5): maintainability; title of plaintiff over khesra 1402-1403; whether land re-emerged at the same
site; whether defendants are bataidar/in adverse possession; relief.
Next 19.09.2028 for plaintiff's evidence. Bindeshwar Yadav PW1, then Ram Prakash Sahni (boatman, neighbour), then
Mukhiya Chamtha panchayat.
""")
u("backlog/2028-09/20280919_130501.jpg", "handwritten_note_photo", L, "2028-09-19", ["C02", "C06"], ["C02-H07", "C06-H05"], """
19/9/28 - do jagah
(a) Munsif-I Chamtha: PW1 Bindeshwar ka chief (affidavit) file. Mahto ji phir Sessions me busy - cross ke liye time.
    Aditya ko bheja tha, wahi dekha. ND 14.11.28
(b) Patna HC (Sinha J) Sunita writ - rejoinder file, university ka letter (04.09.28: certificate GENUINE) laga diya.
    Judge ne SC-7 se poochha - "show cause kyun nahi diya salary rokne se pehle?" Richa ji koi jawab nai.
    ND 21.11.28
""")
u("backlog/2028-11/WhatsApp Chat with Bindeshwar Yadav Chamtha.txt", "whatsapp_export", "Bindeshwar Yadav (client)", "2028-11-14", ["C02"], ["C02-H08"], """
13/11/28, 19:40 - Bindeshwar Yadav Chamtha: Vakil saheb pranam. Kaal hamme aabi jaibai, kaagaz sab le ke. Kaun kaagaz laana chhai?
13/11/28, 19:44 - Shailendra Jha Adv: Lagan rasid ke original aur RS khatian ke nakal. 10 baje tak.
14/11/28, 15:12 - Bindeshwar Yadav Chamtha: Vakil saheb hamar jirah (cross) hoi gelai. Mahto vakil puchlkai ki 2016 me dhar me zameen dubi gelai ta kahiya nikalal. Hamme kahalkai 2021 me.
14/11/28, 15:13 - Bindeshwar Yadav Chamtha: Aur puchalkai ki lagan rasid 2022 ke pahile ke kahan chhai. Hamme kahalkai sab rasid Anchal me jama chhai
14/11/28, 15:20 - Shailendra Jha Adv: thik. agla tarikh?
14/11/28, 15:22 - Bindeshwar Yadav Chamtha: 19 disambar. Ram Prakash ke la ke aaibai
""")

# ---------------- C03 Pankaj dowry death trial
u("backlog/2028-01/ST 211-2027 charge 24.01.2028.pdf", "certified_order_sheet_scan", "Court of ADJ-III, Begusarai", "2028-01-25", ["C03"], ["C03-H01"], """
IN THE COURT OF ADDITIONAL DISTRICT & SESSIONS JUDGE-III, BEGUSARAI
Sessions Trial No. 211 of 2027   (arising out of Bachhwara P.S. Case No. 145/2027, G.R. No. 1890/2027)
State of Bihar vs Pankaj Kumar Mahto, Shivnath Mahto and Kalawati Devi
Order No. 4     Date: 24.01.2028
Accused persons present on bail. Addl. P.P. Sri S.B. Singh for the State. Sri S.K. Jha for the defence.
Heard on charge. Charges framed u/ss 80(2) and 85 of the BNS, 2023 and u/s 3/4 of the Dowry Prohibition Act against
all the three accused, read over and explained in Hindi; they pleaded not guilty and claimed to be tried.
Prosecution to produce its witnesses. Summons to PW1 Ramjatan Mahto (informant), PW2 Sumitra Devi.
Put up on 28.02.2028.                                         sd/- ADJ-III, Begusarai
""")
u("backlog/2028-02/register 28.02.jpg", "handwritten_note_photo", K, "2028-02-28", ["C03"], ["C03-H02"], """
28.02.2028 सोमबार
ए.डी.जे.-3 - सेसन 211/2027 सरकार बनाम पंकज महतो
सरकार के गबाह नहि आए। अपर लोक अभियोजक समय लिए। हाकिम (मैडम) ने सम्मन दुबारा, एस.पी. को पत्र।
तीनो मुलजिम हाजिर थे। अगिला तारिख 27.03.2028
""")
u("backlog/2028-03/ST211 PW1 chief 27.3.txt", "typed_note_txt", L, "2028-03-27", ["C03"], ["C03-H03"], """
27.03.2028 ST 211/2027 ADJ-III (Nivedita madam)
PW1 Ramjatan Mahto (informant, father of Rinki) - chief by Addl PP: marriage 12.05.2025, Rs 2 lakh nagad + Apache
motorcycle ka demand, Rinki ko maarte the; 02.07.2027 ko beti mari, khabar dusre se mili.
We moved petition to defer cross (certified copy of fardbeyan and case diary para not yet received). Allowed.
Cross on 24.04.2028. Points for cross: fardbeyan me motorcycle ka zikr nahi; no panchayati, no earlier complaint;
he lives 40 km away.
""")
u("backlog/2028-04/IMG_20280424_172210.jpg", "handwritten_note_photo", L, "2028-04-24", ["C03", "C05"], ["C03-H04", "C05-H03"], """
24.4.28
ADJ-III - Pankaj ST - PW1 ka cross kiya: maana ki shaadi ke baad 2 saal tak koi likhit shikayat nahi; fardbeyan me
motorcycle nahi likha; Rinki ke mobile pe last call maike ka tha. "Hum sune ki maarta tha" - hearsay. ND 22.5.28
Excise court - Chhotu ki bail ho gayi!! 25,000 bond, 2 jamanatdar, affidavit ki ab daru ka dhandha nai karega.
Phulo Devi ko bata diya.
""")
u("backlog/2028-05/ST211 PW2 22.05.docx", "typed_note_docx", L, "2028-05-22", ["C03"], ["C03-H05"], """
22.05.2028 - ST 211/2027 - ADJ-III
PW2 Sumitra Devi (mother of deceased) examined and cross-examined same day.
Chief: sas (Kalawati) taana deti thi, "nagad lao"; Rinki phone pe roti thi.
Cross: she never went to Rupnagar after the marriage; admitted Rinki came home for Chhath 2026 and went back happily;
admitted no dowry list was given at the time of marriage. Contradiction with PW1 on amount: she said 1 lakh, PW1 said
2 lakh.
Next 10.07.2028 - PW3 brother Dilip / doctor.
""")
u("backlog/2028-07/20280710_ADJ3.jpg", "handwritten_note_photo", K, "2028-07-10", ["C03"], ["C03-H06"], """
10.07.2028 सोमबार
ए.डी.जे.-3 सेसन 211/27 - आज कोई गबाह नहि। डाक्टर साहेब (सदर अस्पताल) पर जमानतीय बारंट। अगिला 07.08.2028
मुलजिम पंकज का हाजिरी - ठीक।
""")
u("backlog/2028-08/doctor PW3 7 aug.txt", "typed_note_txt", L, "2028-08-07", ["C03"], ["C03-H07"], """
07.08.2028  ST 211/2027  ADJ-III
PW3 Dr. Anil Kumar Singh, MO Sadar Hospital - proved PM report 611/2027 (Ext-3): single oblique ligature mark high on
neck, gap at back, hyoid intact - asphyxia due to hanging.
Our cross: admitted the ligature is consistent with suicidal hanging; no sign of struggle, no injury elsewhere;
viscera report not received by him.
ND 11.09.2028 - remaining PWs.
""")
u("backlog/2028-09/IMG-20280911-WA0003.jpg", "handwritten_note_photo", K, "2028-09-11", ["C03"], ["C03-H08"], """
11.09.2028 सोमबार
ए.डी.जे.-3 - पंकज महतो - गबाह राजेस पासबान (पड़ोसी) आए, लेकिन सरकार के पक्छ में नहि बोले - पछद्रोही (hostile)
घोसित। बोले "हम कुछो नै देखलियै, झगड़ा के कोनो बात नै सुनलियै"।
अगिला तारिख 06.11.2028 - आई.ओ. का गबाही।
""")
u("backlog/2028-11/ST 211-2027 order 06.11.2028.pdf", "certified_order_sheet_scan", "Court of ADJ-III, Begusarai", "2028-11-07", ["C03"], ["C03-H09"], """
Sessions Trial No. 211 of 2027     State vs Pankaj Kumar Mahto & Ors.
Order No. 13     Date: 06.11.2028
Accused present. Prosecution witness, the I.O. SI Mukesh Kumar, absent despite summons and the letter to the S.P.
Addl. P.P. prays for time. This is the last chance to the prosecution to produce the I.O.; failing which the
prosecution evidence shall be closed. Let a letter again be sent to the Superintendent of Police, Begusarai, to ensure
the presence of the I.O. on the next date.
Put up on 11.12.2028.                                          sd/- ADJ-III, Begusarai
""")
u("backlog/2028-12/IO cross 11.12.28.docx", "typed_note_docx", L, "2028-12-11", ["C03"], ["C03-H10"], """
11.12.2028 - ST 211/2027 - ADJ-III - IO SI Mukesh Kumar (PW5)
Chief: fardbeyan of Ramjatan Mahto recorded at Rupnagar on 03.07.2027; inquest; PM; arrested Pankaj 05.07.2027.
Cross (ours):
- admitted no independent villager of Rupnagar said dowry was demanded;
- admitted he did not seize Rinki's mobile phone;
- admitted the room's door was broken open by the villagers before police came - i.e. locked from inside;
- the dupatta used was seized but not sent to FSL.
Prosecution evidence closed. Next 29.01.2029 for statement of accused u/s 351 BNSS.
Prepare: defence witness? Lakhan Mahto says Mukhiya of Rupnagar will depose.
""")

# ---------------- C04 dairy money suit
u("backlog/2028-02/IMG-20280214-WA0010.jpg", "handwritten_note_photo", K, "2028-02-14", ["C04", "C07"], ["C04-H01"], """
14.02.2028 सोमबार
सब जज-1 - मनी सुट 37/2027 बैंक बनाम जय माँ दुर्गा डेयरी - हमलोग हाजिर हुए, जबाब (WS) के लिए समय लिए। अगिला 28.03.2028
सुधीर राय से कहे - बीमा कंपनी का कागज (उपभोक्ता आयोग बाला) भी लाना।
""")
u("backlog/2028-03/WS MS 37-2027 dairy.docx", "typed_note_docx", L, "2028-03-28", ["C04"], ["C04-H02"], """
IN THE COURT OF SUB JUDGE-I, BEGUSARAI - Money Suit No. 37 of 2027
WRITTEN STATEMENT on behalf of defendants 1 and 2 (filed on 28.03.2028)
1. The loan of Rs. 9,80,000 is admitted; it was for 8 HF cross cows.
2. Between 09.09.2025 and 16.09.2025, 4 of the cows died of lumpy skin disease (LSD), certified by the Veterinary
Officer, Teghra. The cows were insured through the Bank itself with Kaveri General Insurance Co. Ltd.; the Bank
deducted the premium from the loan account. The insurance claim was wrongly repudiated and Consumer Complaint No.
56/2027 is pending before the District Consumer Commission, Begusarai.
3. The interest at 11.25% and penal interest are excessive; the defendants are ready for a one time settlement.
""")
u("backlog/2028-05/register 02.05.2028.jpg", "handwritten_note_photo", K, "2028-05-02", ["C04"], ["C04-H03"], """
02.05.2028 मंगलबार
सब जज-1 - बैंक बनाम डेयरी (मनी सुट 37/27)
हमलोग ओ.टी.एस. का प्रस्ताब दिए - 7,50,000 रुपया। बैंक के बकील परमोद चौधरी बोले रिजनल आफिस से निर्देस नहि आया,
समय मांगे। चौबे जी बोले अगिला तारिख पर बैंक साफ बताए। अगिला तारिख 04.07.2028
""")
u("backlog/2028-07/sub judge 4 july dairy.txt", "typed_note_txt", L, "2028-07-04", ["C04"], ["C04-H04"], """
4.7.28 Sub Judge-I - Money Suit 37/27 (dairy)
Bank ne OTS reject kiya - regional office letter dated 20.06.2028: "minimum 10,40,000". Sudhir bole itna nai hoga.
Choubey ji ne issues frame kiye: (1) amount due (2) rate of interest (3) effect of insurance/ LSD deaths (4) relief.
ND 22.08.28 PE (bank manager).
""")
u("backlog/2028-08/20280822_dairy PW1.jpg", "handwritten_note_photo", L, "2028-08-22", ["C04", "C06"], ["C04-H05", "C06-H04"], """
22/8/28
Sub Judge-I dairy: PW1 Sri Amit Ranjan, Branch Mgr - chief affidavit. Cross shuru - maana ki insurance premium
loan account se kata (Rs 19,200). Baaki cross next: 10.10.28
Patna - Sunita writ: State ne supplementary CA diya (Nigrani report). Hum rejoinder ke liye time liye. ND 19.9.28
(Manish ji ne mention kiya, hum Begusarai me the)
""")
u("backlog/2028-11/WhatsApp Chat with Sudhir Rai Dairy.txt", "whatsapp_export", "Sudhir Kumar Rai (client)", "2028-11-02", ["C04", "C07"], ["C04-H06", "C07-H06", "C07-H07"], """
07/09/28, 16:05 - Sudhir Rai Dairy: Vakil saheb aaj ayog me bahas hoi gelai? Hamme nai aabi sakliyai, gaay sab bimar chhai
07/09/28, 16:30 - Shailendra Jha Adv: Haan bahas ho gaya, order ke liye 2 nov. Aapko aana hai us din.
10/10/28, 13:45 - Sudhir Rai Dairy: Aaj bank wala manager nai aelai. Choudhary vakil bolalkai regional office se instruction nai aayal. Tarikh 28 november
10/10/28, 13:47 - Shailendra Jha Adv: Thik. Choubey ji kuch bole?
10/10/28, 13:50 - Sudhir Rai Dairy: Bolalkai agla baar cross pura karna hai
02/11/28, 15:15 - Shailendra Jha Adv: Sudhir ji badhai! Ayog ne complaint allow kar diya. 2,40,000 aur 9% byaj, 20,000 mansik pida, 10,000 kharcha. 45 din me dena hai
02/11/28, 15:18 - Sudhir Rai Dairy: Jai Maa Durga! Vakil saheb bahut upkar. Ee paisa bank me jama kar deb?
02/11/28, 15:20 - Shailendra Jha Adv: haan, Sub Judge ke yahan bhi dikhayenge. Order ki certified copy le lete hain
""")

# ---------------- C05 Chhotu excise bail
u("backlog/2028-04/chhotu bail 10 april.txt", "typed_note_txt", L, "2028-04-10", ["C05"], ["C05-H01"], """
10.04.2028 - Excise court (Tiwari ji) - BP 1422/2028 Chhotu Kumar @ Chhotu Sah, Teghra PS 88/2028
Bail moved. Points: 36 bottles (27 lit.) - no independent witness in seizure list, only chaukidar; vehicle not his
(registered to Mohan Sah, his uncle); in custody since 22.03.2028; no criminal antecedent.
Court called for case diary. ND 17.04.2028. Phulo Devi (maa) aayi thi, ro rahi thi.
""")
u("backlog/2028-04/IMG-20280417-WA0005.jpg", "handwritten_note_photo", K, "2028-04-17", ["C05"], ["C05-H02"], """
17.04.2028 सोमबार
उत्पाद बिसेस न्यायालय (ए.डी.जे.-6) - जमानत अरजी 1422/2028 छोटू साह
केस डायरी नहि आया। बिसेस लोक अभियोजक कौसल किसोर जी समय मांगे। अगिला तारिख 24.04.2028
फुलो देबी को बता दिया।
""")
u("backlog/2028-04/BP 1422-2028 bail order 24.04.pdf", "certified_order_sheet_scan", "Court of Special Judge (Excise)-cum-ADJ-VI, Begusarai", "2028-04-25", ["C05"], ["C05-H03"], """
IN THE COURT OF SPECIAL JUDGE (EXCISE)-CUM-ADJ-VI, BEGUSARAI
Bail Petition No. 1422 of 2028     Chhotu Kumar @ Chhotu Sah vs State of Bihar
Teghra P.S. Case No. 88/2028 u/s 30(a) Bihar Prohibition and Excise Act, 2016
24.04.2028  Heard Sri S.K. Jha for the petitioner and Sri Kaushal Kishore, Spl. P.P. (Excise). Case diary perused.
The petitioner is in custody since 22.03.2028; the recovery is 27 litres of foreign liquor; the seizure list bears no
independent witness; he has no criminal antecedent. Let the petitioner be released on bail on furnishing bail bond
of Rs. 25,000/- (twenty five thousand) with two sureties of the like amount each to the satisfaction of the learned
Special Judge, on condition that he files an affidavit that he shall not indulge in the trade of liquor, and appears
on each date. Bail petition allowed.                                 sd/- Special Judge (Excise), Begusarai
""")

# ---------------- C06 Sunita teacher writ (Patna HC)
u("backlog/2028-03/CWJC 9876-2027 order 14.03.2028.pdf", "certified_order_sheet_scan", "Patna High Court", "2028-03-15", ["C06"], ["C06-H01"], """
IN THE HIGH COURT OF JUDICATURE AT PATNA
CIVIL WRIT JURISDICTION CASE No.9876 of 2027
Sunita Kumari ... Petitioner   Versus   The State of Bihar & Ors. ... Respondents
Appearance: For the Petitioner: Mr. Shailendra Kumar Jha, Advocate; For the State: Ms. Richa Kumari, SC-7
CORAM: HONOURABLE MR. JUSTICE ARVIND PRASAD SINHA
ORAL ORDER
2   14-03-2028   Heard learned counsel for the petitioner and learned SC-7. The petitioner, a school teacher, assails
the letter no. 2291 dated 27.10.2027 of the DEO, Begusarai stopping her salary. Let the respondents file counter
affidavit within four weeks. List after six weeks.                                 (Arvind Prasad Sinha, J)
""")
u("backlog/2028-04/Patna 25 april sunita.txt", "typed_note_txt", L, "2028-04-25", ["C06"], ["C06-H02"], """
25.04.2028 Patna HC Ct 9 - CWJC 9876/2027 Sunita - item 34, aaya 3.10 pm
No counter affidavit. Richa Kumari SC-7: "time for counter affidavit, DEO se parwad (para-wise comments) nahi aaya".
Sinha J nakhush - 'last opportunity', list on 11.07.2028 (after vacation).
Manoj Thakur (husband) ko bata diya - salary 6 mahine se band hai, ghar chalana mushkil.
""")
u("backlog/2028-07/CWJC 9876-2027 order 11.07.2028.pdf", "certified_order_sheet_scan", "Patna High Court", "2028-07-12", ["C06"], ["C06-H03"], """
IN THE HIGH COURT OF JUDICATURE AT PATNA   CIVIL WRIT JURISDICTION CASE No.9876 of 2027
Sunita Kumari vs The State of Bihar & Ors.
4   11-07-2028   A counter affidavit has been filed on behalf of the DEO, Begusarai stating that the B.Ed. certificate
of the petitioner was found not genuine on verification by the Vigilance (Nigrani). Learned counsel for the
petitioner submits that the verification report relates to a different roll number. Let the respondent DEO obtain a
fresh verification report directly from the University. List on 22.08.2028.              (Arvind Prasad Sinha, J)
""")
u("backlog/2028-11/CWJC 9876-2027 order 21.11.2028.pdf", "certified_order_sheet_scan", "Patna High Court", "2028-11-22", ["C06"], ["C06-H06"], """
IN THE HIGH COURT OF JUDICATURE AT PATNA   CIVIL WRIT JURISDICTION CASE No.9876 of 2027
Sunita Kumari vs The State of Bihar & Ors.
7   21-11-2028   The University, by letter dated 04.09.2028, has certified the petitioner's B.Ed. degree as genuine.
No show cause was issued before the salary of the petitioner was stopped. Prima facie the action is arbitrary.
The District Education Officer, Begusarai shall file his personal affidavit explaining the stoppage. In the
meantime, the salary of the petitioner shall be released from November 2028, subject to the result of the writ.
List on 06.02.2029.                                                              (Arvind Prasad Sinha, J)
""")

# ---------------- C07 cattle insurance complaint
u("backlog/2028-01/ayog 20 jan.txt", "typed_note_txt", J, "2028-01-20", ["C07"], ["C07-H01"], """
20.01.2028 - Consumer Commission Begusarai - CC 56/2027 Sudhir Kumar Rai vs Kaveri General Insurance
Admission ho gaya, notice to OP (insurance co.) by regd. post. ND 02.03.2028.
Sir ko bata diya - Aditya
""")
u("backlog/2028-03/IMG-20280302-WA0011.jpg", "handwritten_note_photo", K, "2028-03-02", ["C07"], ["C07-H02"], """
02.03.2028 बृहसपतिबार
उपभोक्ता आयोग - सुधीर राय बनाम काबेरी बीमा कंपनी - बीमा कंपनी के बकील अमरनाथ झा हाजिर, लिखित बयान (W.V.)
के लिए समय। अगिला तारिख 13.04.2028
""")
u("backlog/2028-04/consumer WV 13.4.docx", "typed_note_docx", L, "2028-04-13", ["C07"], ["C07-H03"], """
13.04.2028 - CC 56/2027 - DCDRC Begusarai
OP's written version filed by Amarnath Jha: (a) ear tags of the dead cows not surrendered - policy condition 6;
(b) claim intimation late by 9 days. No dispute that the cows died of LSD.
Our reply: vet certificate says tags were buried with carcasses under the LSD disposal protocol; premium was
deducted by the Bank. Evidence by affidavit next date 25.05.2028.
""")
u("backlog/2028-05/ayog evidence 25.5.txt", "typed_note_txt", J, "2028-05-25", ["C07"], ["C07-H04"], """
25.05.28 Ayog - Sudhir Rai cattle claim
Complainant ka evidence affidavit file kiya with vet certificate, policy copy, bank passbook entry (premium 19,200).
OP ko evidence ke liye ND 20.07.2028.
""")
u("backlog/2028-07/IMG_20280720_DCDRC.jpg", "handwritten_note_photo", L, "2028-07-20", ["C07"], ["C07-H05"], """
20.7.28 Consumer Commission - Sudhir ka gaay insurance
OP ki taraf se koi nahi. President Verma sahab ne Rs 2,000 cost lagaya OP pe, last chance for evidence.
ND 7.9.28 arguments if no evidence.
""")
u("backlog/2028-11/CC 56-2027 final order 02.11.2028.pdf", "certified_order_sheet_scan", "District Consumer Disputes Redressal Commission, Begusarai", "2028-11-04", ["C07"], ["C07-H07"], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, BEGUSARAI
Consumer Complaint No. 56 of 2027     Sudhir Kumar Rai vs Kaveri General Insurance Co. Ltd.
Date of order: 02.11.2028
The death of 4 insured cows from lumpy skin disease is not disputed. The ear tags were buried with the carcasses under
the disposal protocol, as the Veterinary Officer certifies; repudiation on that ground alone is deficiency in service.
The OP is directed to pay Rs. 2,40,000/- (4 x Rs. 60,000) with interest @ 9% p.a. from 08.02.2027 till payment,
Rs. 20,000/- compensation for mental agony and Rs. 10,000/- litigation cost, within 45 days.
Complaint allowed.                            sd/- President         sd/- Member
""")

# ---------------- general: week plan, correction, cause list
u("backlog/2029-01/week plan 15-27 jan.docx", "typed_note_docx", L, "2029-01-14", ["C01", "C02", "C03", "C04", "C06"], [], """
WEEK PLAN 15.01.2029 - 27.01.2029 (Aditya + Ramsevak ke liye)
Mon 15 - LA Ref 23/2019: written arguments draft (2011 keval + one-third deduction judgments). Arguments 15.02.
Tue 16 - Sunita writ: DEO ka personal affidavit aaya ki nahi, Manish ji se poochhna (Patna 06.02).
Thu 18 - Pankaj ST: 313 ke sawal ka draft, Lakhan Mahto ko bulana.
Tue 23 - Munsif-I Chamtha PE (PW3 Mukhiya) + Sub Judge-I dairy DE (DW1 Sudhir). Dono ek hi din - Aditya Munsif me.
Mon 29 - ADJ-III Pankaj ST - statement of accused.
""")
u("backlog/2029-01/correction LA ref date.txt", "typed_note_txt", L, "2029-01-12", ["C01"], [], """
CORRECTION - 12.01.2029
Kal ke note (kanungo DW1 11.01) me arguments ki tarikh 05.02 likh diya - galat. Peshkar se order sheet milan kiya:
LA Ref 23/2019 (Papraur) ka agli tarikh 15.02.2029 (arguments), 5 feb nahi. Ramsevak register theek kare.
""")
u("backlog/2029-01/Begusarai civil court cause list 23.01.2029.pdf", "cause_list_pdf", "Civil Court, Begusarai (e-Courts)", "2029-01-22", ["C02", "C04"], [], """
CIVIL COURT BEGUSARAI - DAILY CAUSE LIST FOR 23.01.2029 (TUESDAY)
COURT OF MUNSIF-I (Sri Abhishek Ranjan)
Sr.  Case                 Parties                                           Purpose
1    T.S. 41/2019         Sheonandan Rai vs Ramvilas Rai                    Argument
2    T.S. 118/2024        Bindeshwar Yadav vs Lalbabu Singh                 Plaintiff Evidence
3    Eviction S. 7/2022   Md. Sakil vs Shyam Sundar Poddar                   Defendant Evidence
4    T.S. 266/2025        Anita Devi vs Bihar State                         Appearance
COURT OF SUB JUDGE-I (Sri Sanjay Kumar Choubey)
1    M.S. 12/2026         Punjab Traders vs Raju Sahni                       Issue
2    M.S. 37/2027         Anga Gramin Bank vs Jai Maa Durga Dairy           Defendant Evidence
3    Partition S. 88/2021 Gita Devi vs Ramashray Singh                       Final Decree
""")
