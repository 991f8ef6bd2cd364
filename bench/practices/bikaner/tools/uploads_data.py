"""The uploads of the Bikaner practice: what Adv. Ojha, his junior Kavita and his munshi Bhanwarlal actually kept."""

L, J, K = "Radheshyam Ojha", "Kavita Bishnoi", "Bhanwarlal Swami (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- C01 Kesaram allotment revision (Board of Revenue, Ajmer)
u("backlog/2025-08/Addl Colonisation Commr appeal order 18.08.2025.pdf", "document_scan", "Additional Colonisation Commissioner, Bikaner", "2025-08-18", ["C01"], [], """
न्यायालय अतिरिक्त उपनिवेशन आयुक्त, इन्दिरा गांधी नहर परियोजना, बीकानेर
अपील संख्या 77/2024   केसाराम पुत्र धन्नाराम मेघवाल बनाम राज्य व गुरमीत सिंह
निर्णय
सहायक उपनिवेशन आयुक्त, खाजूवाला ने आदेश दिनांक 14.03.2024 द्वारा चक 7 के.जे.डी. मुरब्बा नम्बर 42 (25 बीघा) का
आवंटन (आवंटन संख्या 2311 दिनांक 12.02.2009) निरस्त किया क्योंकि शिकायतकर्ता गुरमीत सिंह के अनुसार अपीलार्थी के नाम
ग्राम बज्जू खाता संख्या 87 में 12 बीघा 5 बिस्वा भूमि थी, अतः वह भूमिहीन नहीं था। अपीलार्थी का कथन है कि उक्त भूमि उसके
पिता की है। अभिलेख के अवलोकन से अधीनस्थ न्यायालय के आदेश में कोई त्रुटि नहीं पाई गई। अपील खारिज।
दिनांक 18.08.2025                                   अतिरिक्त उपनिवेशन आयुक्त, बीकानेर
""")
u("backlog/2026-01/IMG_20260114_163502.jpg", "handwritten_note_photo", L, "2026-01-14", ["C01"], ["C01-H01"], """
14.1.26  BoR Ajmer - Ct 4 - Member sa R.P. Meena
Nigrani 4127/2025 Kesaram (murabba 42, chak 7 KJD)
Admission - notice issued. STAY: no dispossession, murabba 42 ka punar-aavantan (re-allotment) nahi hoga.
Member sa ne pehle poochha - allotment ri original misal kathe hai? GA Tak: Colony Tehsil se mangwayenge.
Peshi 11.3.26. Raat ri train su wapas Bikaner.
""")
u("backlog/2026-03/bor 11 march.txt", "typed_note_txt", L, "2026-03-11", ["C01"], ["C01-H02"], """
11.03.2026 - BoR Ajmer - Kesaram v. State (Nigrani 4127/2025/Colony)
Misal Colony Tehsil Khajuwala su koni aayi - GA Kishan Gopal Tak: "record awaited".
Navneet Sharma ne vakalatnama lagaya for R3 Gurmeet Singh, reply ke liye time manga. Mil gaya.
Stay continues. Agli peshi 06.05.2026.
Kharcha: Ajmer aana-jaana Rs. 1,850 - Mahendra se lena.
""")
u("backlog/2026-05/CamScanner 08-05-2026 11.02.pdf", "certified_order_sheet_scan", "Board of Revenue for Rajasthan, Ajmer", "2026-05-08", ["C01"], ["C01-H03"], """
राजस्व मण्डल, राजस्थान, अजमेर
निगरानी संख्या 4127/2025/कॉलोनी/बीकानेर
केसाराम पुत्र धन्नाराम मेघवाल बनाम राजस्थान राज्य व अन्य
06.05.2026
उपस्थित: श्री राधेश्याम ओझा, अधिवक्ता निगरानीकर्ता। श्री किशन गोपाल टाक, राजकीय अधिवक्ता।
         श्री नवनीत शर्मा, अधिवक्ता अप्रार्थी संख्या 3।
अप्रार्थी संख्या 3 की ओर से जवाब निगरानी पेश, प्रति निगरानीकर्ता को दी गई। तहसीलदार (उपनिवेशन), खाजूवाला को
निर्देशित किया जाता है कि मुरब्बा नम्बर 42 चक 7 के.जे.डी. की मूल आवंटन पत्रावली (मिसल) आगामी पेशी से पूर्व मण्डल
में भिजवाना सुनिश्चित करें। पूर्व स्थगन आदेश यथावत। पत्रावली दिनांक 22.07.2026 को पेश हो।
                                              (राजेन्द्र प्रसाद मीणा) सदस्य
""")
u("backlog/2026-09/BOR Kesaram 16-09-2026.docx", "typed_note_docx", L, "2026-09-16", ["C01"], ["C01-H05"], """
16 Sept 2026 - Board of Revenue, Ajmer - Nigrani 4127/2025 (Kesaram)
Finally original misal aa gayi from Colony Tehsil Khajuwala.
Argued 30 min: allotment 2009 me Kesaram alag parivar (ration card 2008 separate), Bajju ki zameen pita Dhannaram ke naam.
Member sa: "cutoff samvat ri jamabandi lao - Bajju, samvat 2066 - dekhna hai khata 87 me kiska naam tha."
Navneet Sharma: allottee was a co-sharer, not landless.
Peshi 18.11.2026. Mahendra ko bola patwari Bajju se nakal nikalwave.
""")
u("backlog/2026-11/WhatsApp Image 2026-11-04 at 11.58.12.jpeg", "document_photo", "Patwari Halqa Bajju", "2026-11-04", ["C01"], [], """
जमाबन्दी (नकल)  ग्राम बज्जू  तहसील बज्जू (पूर्व कोलायत)  जिला बीकानेर   संवत 2066
खाता संख्या 87   खातेदार: धन्नाराम पुत्र भूराराम जाति मेघवाल, हिस्सा 1/1
खसरा 311  12 बीघा 5 बिस्वा  बारानी
नकल जारी दिनांक 04.11.2026                       ह./- पटवारी हल्का बज्जू
""")
u("backlog/2026-11/Adobe Scan 20 Nov 2026.pdf", "certified_order_sheet_scan", "Board of Revenue for Rajasthan, Ajmer", "2026-11-20", ["C01"], ["C01-H06"], """
राजस्व मण्डल, राजस्थान, अजमेर
निगरानी संख्या 4127/2025/कॉलोनी/बीकानेर     केसाराम बनाम राज्य व अन्य
18.11.2026
उपस्थित: अधिवक्ता निगरानीकर्ता। राजकीय अधिवक्ता। अधिवक्ता अप्रार्थी संख्या 3 के कनिष्ठ।
निगरानीकर्ता की ओर से ग्राम बज्जू की जमाबन्दी संवत 2066 की नकल पेश की गई, रिकॉर्ड पर ली गई। अप्रार्थी संख्या 3 के
अधिवक्ता उच्च न्यायालय जयपुर पीठ में व्यस्त होने से समय चाहा गया। यह दूसरी बार समय चाहा गया है, अंतिम अवसर दिया जाता है।
पत्रावली वास्ते अंतिम बहस दिनांक 20.01.2027 को पेश हो।
                                              (राजेन्द्र प्रसाद मीणा) सदस्य
""")
u("backlog/2027-01/ajmer 20.1.27.txt", "typed_note_txt", L, "2027-01-20", ["C01"], ["C01-H07"], """
20.1.27 wed - BoR Ajmer - Kesaram (murabba 42)
Meri bahas poori - 40 min. Bajju jamabandi samvat 2066: khata 87 me akela Dhannaram, Kesaram ka naam nahi. So landless.
Member sa ne khud padhi nakal, note kiya.
Navneet Sharma ne part argue kiya - "joint family, ek chulha". Baki bahas aur GA ka jawab agli peshi.
Member sa: R3 written submissions 1 week me.
Agli peshi 17.02.2027. Stay continues.
""")
u("backlog/2026-03/WhatsApp Chat with Mahendra Kesaram Khajuwala.txt", "whatsapp_export", "Mahendra Meghwal", "2026-11-04", ["C01"], ["C01-H04"], """
14/01/26, 19:02 - Ojha Vakil Sa: Mahendra, stay mil gayo. Murabba 42 su koi koni hata sake. Peshi 11 March.
14/01/26, 19:10 - Mahendra Kesaram Khajuwala: Ram ram sa hukum! Bapu ghana raji huya.
20/03/26, 08:45 - Mahendra Kesaram Khajuwala: Vakil sa Gurmeet ra aadmi kal khet me aaya, dhamki di
20/03/26, 09:05 - Ojha Vakil Sa: Stay order ri copy Khajuwala thane me de do, report likhwao. Ghabrao mat.
22/07/26, 15:30 - Ojha Vakil Sa: Ajmer aayo ho, Member sa aaj chhutti pe. Reader sa peshi di 16 Sept.
22/07/26, 15:32 - Mahendra Kesaram Khajuwala: thik hai sa. Kharcho bata dijo
04/11/26, 12:01 - Mahendra Kesaram Khajuwala: Bajju ri jamabandi ri nakal patwari su le li sa, photo bhej rahyo hu
04/11/26, 12:03 - Mahendra Kesaram Khajuwala: <Media omitted>
04/11/26, 12:20 - Ojha Vakil Sa: Bhalo. 18 Nov ne Ajmer me pesh karsa. Original nakal sambhal ke rakhjo.
""")

# ---------------- C02 Bhagirath khatedari suit (SDO Lunkaransar)
u("backlog/2025-12/dawa Bhagirath dhara 88.pdf", "document_scan", L, "2025-12-08", ["C02"], [], """
न्यायालय उपखण्ड अधिकारी, लूणकरणसर
वाद अन्तर्गत धारा 88 एवं 188 राजस्थान काश्तकारी अधिनियम, 1955
भागीरथ पुत्र मुखराम जाति जाट (गोदारा) निवासी कालू, तहसील लूणकरणसर            ... वादी
बनाम
1. रामनिवास 2. सोहनलाल पुत्रान हेतराम निवासी कालू 3. राज्य राजस्थान जरिये तहसीलदार लूणकरणसर   ... प्रतिवादीगण
1. यह कि ग्राम कालू के खसरा नम्बर 412 रकबा 18 बीघा 6 बिस्वा जमाबन्दी में मुखराम व हेतराम के नाम शामलाती दर्ज है।
2. यह कि सन 1994 में दोनों भाइयों के बीच पंचों के समक्ष बंटवारा (बांट) हुआ जिसमें खसरा 412 पूरा मुखराम के हिस्से में आया
   और तब से वादी का परिवार उस पर अकेला काश्त करता आ रहा है। मुखराम की मृत्यु 2021 में हुई।
प्रार्थना: वादी को खसरा 412 का खातेदार घोषित किया जावे व प्रतिवादीगण को हस्तक्षेप से स्थायी रूप से रोका जावे।
दिनांक 08.12.2025                          वादी          द्वारा अधिवक्ता राधेश्याम ओझा
""")
u("backlog/2026-01/IMG-20260122-WA0004.jpg", "handwritten_note_photo", K, "2026-01-22", ["C02"], ["C02-H01"], """
22.01.2026 गुरुवार - पेशी रजिस्टर
SDO लूणकरणसर - भागीरथ बनाम रामनिवास (राजस्व वाद 63/2025)
तामील हो गई। प्रतिवादी 1, 2 की ओर से सियाग वकील साहब हाजिर, जवाबदावा के लिए समय मांगा।
तहसीलदार की ओर से कोई कोनी आयो।
अगली पेशी 19.02.2026
- भंवरलाल
""")
u("backlog/2026-03/IMG_20260319_154210.jpg", "handwritten_note_photo", L, "2026-03-19", ["C02"], ["C02-H03"], """
19.3.26 Lunkaransar SDO (Bhambhu sahab)
Bhagirath - jawabdawa aayo Ramniwas ro: "baant koni huyo, zameen shamil hai, dono ri kasht".
212 ri arji par bahas ki - 1994 ri baant-likhat, panch Gopiram. Siyag ne virodh kiyo.
Order 16.4 ne.
""")
u("backlog/2026-04/CamScanner 17-04-2026 10.40.pdf", "certified_order_sheet_scan", "SDO, Lunkaransar", "2026-04-17", ["C02"], ["C02-H04"], """
न्यायालय उपखण्ड अधिकारी, लूणकरणसर (जिला बीकानेर)
राजस्व वाद संख्या 63/2025   भागीरथ बनाम रामनिवास वगैरह
आदेशिका  दिनांक 16.04.2026
वादी मय अधिवक्ता उपस्थित। प्रतिवादी 1, 2 के अधिवक्ता श्री रमेश सियाग उपस्थित।
वादी के प्रार्थना पत्र अन्तर्गत धारा 212 राजस्थान काश्तकारी अधिनियम पर आदेश पृथक से पारित। उभय पक्ष खसरा 412 के कब्जे
के सम्बन्ध में यथास्थिति बनाये रखें तथा भूमि का बेचान न करें।
निम्न वाद बिन्दु विरचित किये गये:
1. क्या सन 1994 में पक्षकारान के मध्य बंटवारा हुआ जिसमें खसरा 412 मुखराम के हिस्से में आया? (भार वादी)
2. क्या वादी खसरा 412 का खातेदार घोषित होने का अधिकारी है? (भार वादी)
3. क्या वाद अवधि बाधित है? (भार प्रतिवादी)
4. अनुतोष।
पत्रावली वास्ते साक्ष्य वादी दिनांक 09.07.2026 को पेश हो।
                                        उपखण्ड अधिकारी, लूणकरणसर
""")
u("backlog/2026-07/Bhagirath PW1 9 July.docx", "typed_note_docx", L, "2026-07-09", ["C02"], ["C02-H05"], """
09.07.2026 - SDO Lunkaransar - Bhagirath v. Ramniwas (RS 63/2025)
Naya SDO - Smt. Neelam Saharan (RAS) ne join kar liya, Bhambhu sahab ro transfer Nagaur.
PW1 Bhagirath ro affidavit, cross Siyag ne 45 min kari. Bhagirath: "1994 su khasra 412 mhara bapu hi bovta, nahar ri
baari bhi unke naam." Denied ke zameen shamil me kasht hoti.
Madam ne khud bayan likhaya, dhyan su suni.
Agli peshi 20.08.2026 - PW2 Gopiram (panch, 72 saal) ne laavno hai.
""")
u("backlog/2026-11/20261119_172233.jpg", "handwritten_note_photo", L, "2026-11-19", ["C02"], ["C02-H08"], """
19/11/26  Lunkaransar - Bhagirath
DW1 Ramniwas - affidavit. Mhari jirah 1 ghanta.
Admitted: 1995 su girdawari me khasra 412 par kasht Mukhram ri likhi; nahar ri baari Mukhram ke naam.
Kehyo "bapu ne kade shikayat koni kari".
Agli peshi 21.1.27 - DW2 patwari Kalu (record ke saath).
""")

# ---------------- C03 Sattar camel partnership suit (Senior Civil Judge)
u("backlog/2025-11/Sattar plaint final.pdf", "document_scan", L, "2025-11-20", ["C03"], [], """
IN THE COURT OF THE SENIOR CIVIL JUDGE, BIKANER
Civil Original Suit No. ____ / 2025
Abdul Sattar s/o Haji Gafoor Khan, camel trader, Mohalla Chuningaran, Bikaner          ... Plaintiff
Versus
Mangilal s/o Jetharam Raika, r/o Pugal, District Bikaner                             ... Defendant
SUIT FOR DISSOLUTION OF PARTNERSHIP, RENDITION OF ACCOUNTS AND RECOVERY OF RS. 8,64,500
1. The plaintiff and the defendant carried on the business of buying and selling camels (oont) at the Kolayat, Pushkar
   and Nagaur fairs in partnership under a deed dated 01.04.2019, in equal shares (50:50).
2. The partnership was dissolved by the plaintiff's notice dated 10.02.2025.
3. At dissolution the defendant kept 23 camels of the firm and the sale proceeds of 11 camels sold at the Pushkar fair
   in November 2024 (Rs. 6,80,000), and has not rendered accounts.
4. The plaintiff's share, by the firm's bahi, comes to Rs. 8,64,500.
PRAYER: decree for Rs. 8,64,500 with interest at 12% p.a., and rendition of accounts.
Bikaner, 20.11.2025                                   Plaintiff   through Radheshyam Ojha, Advocate
""")
u("backlog/2026-02/jawabdawa Mangilal Raika.pdf", "document_scan", "Sh. Laxminarayan Acharya, Advocate (for defendant)", "2026-02-05", ["C03"], [], """
न्यायालय वरिष्ठ सिविल न्यायाधीश, बीकानेर
सिविल मूल वाद संख्या 118/2025   अब्दुल सत्तार बनाम मांगीलाल
जवाबदावा जानिब प्रतिवादी
1. भागीदारी पंजीकृत नहीं है, अतः धारा 69 भारतीय भागीदारी अधिनियम के तहत वाद पोषणीय नहीं।
2. जनवरी 2025 में पूगल में पंचों के समक्ष हिसाब हो चुका है, वादी को कुछ लेना बाकी नहीं।
3. 23 ऊंट प्रतिवादी के निजी हैं, फर्म के नहीं। वादी ने 2023 में फर्म से 1,20,000 रुपये नकद उठाये।
अतः वाद खारिज किया जावे।                         प्रतिवादी   द्वारा अधिवक्ता लक्ष्मीनारायण आचार्य
""")
u("backlog/2026-03/sattar 7-11 bahas 12.3.txt", "typed_note_txt", L, "2026-03-12", ["C03"], ["C03-H02"], """
12.3.2026 - Sr. Civil Judge Bikaner (Ahuja sahab) - Sattar v. Mangilal (COS 118/2025)
Our reply to 7/11 filed. Bahas: s. 69(3)(a) - suit for dissolution/accounts of a dissolved firm is saved; 7/11 me sirf
plaint dekhni hai, WS nahi. Acharya ji: "unregistered firm, recovery barred".
Judge: order 9.4 ne.
""")
u("backlog/2026-04/COS 118-2025 aadeshika 09.04.2026.pdf", "certified_order_sheet_scan", "Senior Civil Judge, Bikaner", "2026-04-13", ["C03"], ["C03-H03"], """
न्यायालय वरिष्ठ सिविल न्यायाधीश, बीकानेर
सिविल मूल वाद संख्या 118/2025   अब्दुल सत्तार बनाम मांगीलाल
09.04.2026
वादी की ओर से श्री राधेश्याम ओझा अधिवक्ता उपस्थित। प्रतिवादी की ओर से श्री लक्ष्मीनारायण आचार्य अधिवक्ता उपस्थित।
प्रतिवादी के प्रार्थना पत्र अन्तर्गत आदेश 7 नियम 11 सी.पी.सी. पर आदेश पृथक से लिखाया गया। विघटित फर्म के विघटन एवं
हिसाब हेतु वाद धारा 69(3)(क) भागीदारी अधिनियम से बाधित नहीं है। प्रार्थना पत्र खारिज किया जाता है।
पत्रावली वास्ते विवाद्यक निर्धारण दिनांक 14.05.2026 को पेश हो।
                                              वरिष्ठ सिविल न्यायाधीश, बीकानेर
""")
u("backlog/2026-05/IMG_20260514_132950.jpg", "handwritten_note_photo", L, "2026-05-14", ["C03"], ["C03-H04"], """
14.5.26  Ahuja sahab - Sattar oont case
6 issues framed (partnership, dissolution 10.2.25, Pugal settlement, 23 camels, Rs. 8,64,500, relief).
Gawah list 15 din me. PW1 Sattar, PW2 Ramzan (dalal Pushkar), PW3 Hanuman Sahu (munim).
Peshi 16.7.26 - PE.
""")
u("backlog/2026-07/Scan_20260718_1014.pdf", "certified_order_sheet_scan", "Senior Civil Judge, Bikaner", "2026-07-18", ["C03"], ["C03-H05"], """
न्यायालय वरिष्ठ सिविल न्यायाधीश, बीकानेर
सिविल मूल वाद संख्या 118/2025   अब्दुल सत्तार बनाम मांगीलाल
16.07.2026
वादी मय अधिवक्ता उपस्थित। प्रतिवादी की ओर से अधिवक्ता उपस्थित।
वादी अब्दुल सत्तार ने मुख्य परीक्षा का शपथ पत्र पेश किया। प्रतिवादी अधिवक्ता ने जिरह हेतु समय चाहा। समय 500 रुपये हर्जे
पर दिया जाता है जो वादी को देय होगा। पत्रावली वास्ते जिरह PW1 दिनांक 27.08.2026 को पेश हो।
                                              वरिष्ठ सिविल न्यायाधीश, बीकानेर
""")
u("backlog/2026-08/Sattar PW1 cross 27.8.docx", "typed_note_docx", L, "2026-08-27", ["C03"], ["C03-H06"], """
27.08.2026 - COS 118/2025 Sattar v. Mangilal - PW1 cross
Rs. 500 harja Acharya ji ne diya.
Cross 1 hr by Acharya. Bahi (ledger) Ex. P-4 proved. Sattar admitted 2023 me 1,20,000 cash uthaya tha (beti ri shaadi) -
but said it is debited in his account in bahi.
Denied any Pugal panchayat settlement: "koi hisab koni huyo".
23 oont - "firm ra hi, daag (brand) firm ro".
Peshi 15.10.2026 - PW2 Ramzan.
""")
u("backlog/2026-10/IMG-20261015-WA0011.jpg", "handwritten_note_photo", K, "2026-10-15", ["C03"], ["C03-H07"], """
15.10.2026 गुरुवार - पेशी रजिस्टर
सत्तार बनाम मांगीलाल (ऊंट वाला केस) - वरिष्ठ सिविल न्यायाधीश
गवाह PW2 रमजान खान (दलाल, पुष्कर मेला) के बयान व जिरह हुई।
बोला 11 ऊंट 6,80,000 में बिके, रुपया मांगीलाल ने लिया।
अगली पेशी 10.12.2026
""")
u("backlog/2026-12/IMG20261210141509.jpg", "handwritten_note_photo", L, "2026-12-10", ["C03"], ["C03-H08"], """
10.12.26 Ahuja sahab - Sattar
PW3 Hanuman Sahu (munim) koni aayo - beemar. Judge: "antim avsar", summons dasti.
Sattar ne bola munim ne Mangilal dhamka raha.
Peshi 27.1.27
""")
u("backlog/2026-12/sattar peshi sahi.txt", "typed_note_txt", L, "2026-12-11", ["C03"], [], """
11/12 - SUDHAR (correction)
Sattar oont case (COS 118/2025): kal diary me peshi 27.1.27 likh di - galat, wo Manju (Family Court) ri peshi hai.
Sahi agli peshi 28.01.2027 (Thursday) - PW3 munim Hanuman Sahu. Bhanwarlal ne eCourts app su confirm kiyo.
""")

# ---------------- C04 Jaswant doda post bail (Rajasthan High Court, Jodhpur)
u("backlog/2025-10/FIR 211 PS Naal.pdf", "document_scan", "Police Station Naal, Bikaner", "2025-10-12", ["C04"], [], """
प्रथम सूचना रिपोर्ट (धारा 173 BNSS)   जिला बीकानेर   थाना नाल   एफ.आई.आर. संख्या 211   दिनांक 12.10.2025
अधिनियम एवं धाराएं: स्वापक औषधि एवं मन:प्रभावी पदार्थ अधिनियम 1985 - धारा 8/15(सी)
नाकाबन्दी के दौरान बोलेरो पिकअप RJ-07-GC-xxxx को रोका गया, चालक रणजीत सिंह व पास बैठे जसवंत सिंह पुत्र गुरनाम सिंह
निवासी अबोहर (पंजाब)। तलाशी में 12 कट्टों में कुल 216 किलो डोडा पोस्त बरामद। मौके पर नमूने लिये गये।
                                                           थानाधिकारी, थाना नाल
""")
u("backlog/2026-01/NDPS court bail reject 20.01.2026.pdf", "document_scan", "Special Judge (NDPS Cases), Bikaner", "2026-01-20", ["C04"], [], """
न्यायालय विशिष्ट न्यायाधीश (एन.डी.पी.एस. प्रकरण), बीकानेर
जमानत प्रार्थना पत्र संख्या 41/2026   जसवंत सिंह बनाम राज्य
बरामदगी 216 किलो डोडा पोस्त वाणिज्यिक मात्रा है। धारा 37 एन.डी.पी.एस. अधिनियम की शर्तें पूरी नहीं होतीं।
जमानत प्रार्थना पत्र अस्वीकार किया जाता है।   दिनांक 20.01.2026
""")
u("backlog/2026-02/jodhpur 16.2.txt", "typed_note_txt", L, "2026-02-16", ["C04"], ["C04-H01"], """
16-2-26 HC Jodhpur - Ct 12 - Soni J
S.B. Cr. Misc. Bail 4512/2026 - Jaswant Singh (doda post 216 kg, FIR 211/25 PS Naal)
Notice to PP. Judge ne PP Chouhan ko kaha: FSL report aur criminal antecedents next date pe.
Custody since 12.10.25 - 4 mahine.
Peshi 9.3.26. Harpreet ne fees 15,000 di (baki 10,000).
""")
u("backlog/2026-03/IMG_20260309_180455.jpg", "handwritten_note_photo", L, "2026-03-09", ["C04"], ["C04-H02"], """
9/3/26  Jodhpur Ct 12
Jaswant bail - FSL report koni aayi. PP ne time liyo. Soni J: "next date FSL must".
Co-accused Ranjit (driver) ne 2.3.26 ne dusri bench su bail mil gayi (Bail Appl. 2877/2026) - parity!
Peshi 6.4.26
""")
u("backlog/2026-04/WhatsApp Chat with Harpreet Abohar.txt", "whatsapp_export", "Harpreet Singh", "2026-04-27", ["C04"], ["C04-H03"], """
06/04/26, 16:10 - Ojha Adv Bikaner: Harpreet ji, aaj bahas ho gayi. FSL aa gayi - positive. Maine 52A ka point aur Ranjit ki parity rakhi.
06/04/26, 16:11 - Ojha Adv Bikaner: Order 27 April ko.
06/04/26, 16:30 - Harpreet Abohar: Sat sri akal ji. Rab mehar kare. Bhaji nu ki dasaan?
27/04/26, 13:05 - Ojha Adv Bikaner: Bail ho gayi! 1 lakh ka bond aur 50-50 hazaar ki do zamanat. Bikaner NDPS court me bharni hai.
27/04/26, 13:09 - Harpreet Abohar: Waheguru! Kal hi Bikaner aaunga zamanti le ke
""")
u("backlog/2026-04/Order_27-04-2026_SBCRLMB_4512_2026.pdf", "certified_order_sheet_scan", "Rajasthan High Court, Jodhpur", "2026-04-28", ["C04"], ["C04-H04"], """
HIGH COURT OF JUDICATURE FOR RAJASTHAN AT JODHPUR
S.B. Criminal Miscellaneous Bail Application No. 4512/2026
Jaswant Singh S/o Shri Gurnam Singh, Aged About 34 Years, R/o Abohar, District Fazilka (Punjab).
(At Present Lodged In Central Jail, Bikaner)                                         ----Petitioner
Versus
State Of Rajasthan, Through PP                                                      ----Respondent
For Petitioner(s)  : Mr. Radheshyam Ojha
For Respondent(s)  : Mr. Devendra Singh Chouhan, PP
HON'BLE MR. JUSTICE PRAKASH CHAND SONI
Order
27/04/2026
1. The petitioner, arrested in FIR No. 211/2025 of Police Station Naal, District Bikaner for offences under Sections 8/15(c)
of the NDPS Act, seeks regular bail under Section 483 BNSS.
2. The co-accused Ranjit Singh has been enlarged on bail by a co-ordinate Bench. The samples were drawn at the spot and not
before a Magistrate as required by Section 52A. The petitioner has no criminal antecedents and is in custody since 12.10.2025.
3. Without commenting on the merits, the bail application is allowed. The petitioner shall be released on bail on furnishing
a personal bond of Rs. 1,00,000/- with two sureties of Rs. 50,000/- each to the satisfaction of the learned trial Court,
and shall appear on each date of trial.
                                                             (PRAKASH CHAND SONI),J
45-Mahesh/-
""")

# ---------------- C05 Manju maintenance (Family Court)
u("backlog/2026-01/IMG-20260129-WA0008.jpg", "handwritten_note_photo", K, "2026-01-29", ["C05"], ["C05-H01"], """
29.01.2026 - फैमिली कोर्ट बीकानेर
मंजू कंवर बनाम भवानी सिंह (धारा 144 BNSS)
अप्रार्थी फौजी भवानी सिंह छुट्टी लेकर हाजिर, वकील राठौड़ साहब।
मैडम ने दोनों को काउंसलिंग (परामर्श) के लिए भेजा।
अगली पेशी 05.03.2026
""")
u("backlog/2026-03/manju 5.3.txt", "typed_note_txt", L, "2026-03-05", ["C05"], ["C05-H02"], """
5.3.26 - Family Court - Manju Kanwar v. Bhawani Singh (144 BNSS, purana 125 CrPC)
Counsellor ri report: rajinama koni huyo - Manju sasural koni jaana chahti.
Rathore ne jawab diya: "patni apni marzi su gayi, 3,000 mahina bhej raha".
Madam: dono pakshon ne assets & liabilities ro affidavit (Rajnesh v. Neha format) agli peshi pe.
Interim application pending. Peshi 13.5.26.
""")
u("backlog/2026-05/New Microsoft Word Document (3).docx", "typed_note_docx", L, "2026-05-13", ["C06", "C05"], ["C06-H04", "C05-H03"], """
12-13 May 2026

Tue 12.5 - DJ court - Daga probate (Sushil ji)
PW1 Sushil Kumar Daga - affidavit tendered, will Ex. P-1. Nirmala Kothari ne cross shuru kari - Parkinson's, hastakshar,
"aap will banwane me saath the?" - Sushil: "CA Joshi ji ke office gaye, bapuji khud bole."
Cross adhuri. Peshi 7.7.26 - PW2 Joshi ji.

Wed 13.5 - Family Court - Manju
Bhawani Singh ro affidavit aayo: gross 68,420, net 46,300 (loan EMI). Madam ne interim order kiyo:
Manju ne 9,000 aur beti Divya ne 4,000 - kul 13,000 mahina. Peshi 15.7.26 - AE (Manju ra bayan).
""")
u("backlog/2026-05/CrMisc 97-2025 antrim aadesh 13.05.2026.pdf", "certified_order_sheet_scan", "Family Court, Bikaner", "2026-05-15", ["C05"], ["C05-H03"], """
न्यायालय पारिवारिक न्यायालय, बीकानेर
फौजदारी विविध प्रकरण संख्या 97/2025 (धारा 144 बी.एन.एस.एस.)   मंजू कंवर व अन्य बनाम भवानी सिंह
13.05.2026
प्रार्थिया मय अधिवक्ता उपस्थित। अप्रार्थी मय अधिवक्ता उपस्थित। अप्रार्थी ने आय-व्यय शपथ पत्र पेश किया।
अन्तरिम भरण पोषण प्रार्थना पत्र स्वीकार कर अप्रार्थी को आदेशित किया जाता है कि वह प्रार्थिया संख्या 1 को 9,000 रुपये
एवं नाबालिग पुत्री प्रार्थिया संख्या 2 को 4,000 रुपये प्रतिमाह अन्तरिम भरण पोषण प्रार्थना पत्र प्रस्तुति की तिथि से अदा करे।
पत्रावली वास्ते साक्ष्य प्रार्थिया दिनांक 15.07.2026 को पेश हो।
                                              न्यायाधीश, पारिवारिक न्यायालय, बीकानेर
""")
u("backlog/2026-05/IMG_20260513_121040.jpg", "document_photo", "Pay Accounts Office (Other Ranks)", "2026-05-13", ["C05"], [], """
PAY SLIP - MARCH 2026
No. 4xxxx17 Hav BHAWANI SINGH   Unit: 2xx Fd Regt, C/o 56 APO
Basic Pay 41,200  MSP 5,200  DA 19,360  Tpt Allce 2,660        GROSS 68,420
Deductions: AFPP 9,000  AGI 5,000  Loan (Army Group) 7,620  Tax 500
NET 46,300      Credited to SBI Deshnoke A/c xxxx4412
""")
u("backlog/2026-07/WhatsApp Chat with Sawai Singh Deshnoke.txt", "whatsapp_export", "Sawai Singh", "2026-09-01", ["C05"], ["C05-H04"], """
15/07/26, 14:20 - Ojha Vakil Sa: Hukum, aaj Manju baisa ra bayan huya. Rathore sa ne jirah kari, baisa thik boli.
15/07/26, 14:21 - Ojha Vakil Sa: Agli peshi 2 Sept. Thane bhi gawahi deni hai.
15/07/26, 18:40 - Sawai Singh Deshnoke: Khamma ghani sa. Paisa abhi bhi ek mahino ro hi aayo hai, 13000.
01/09/26, 20:15 - Sawai Singh Deshnoke: Vakil sa kal aa rahya hu. Bhawani Singh aagey paisa koni bhej rahyo.
01/09/26, 20:22 - Ojha Vakil Sa: Aa jao. Vasuli ri arji laga deva.
""")
u("backlog/2026-09/Manju AW2 2 Sept.docx", "typed_note_docx", L, "2026-09-02", ["C05"], ["C05-H05"], """
02.09.2026 - Family Court Bikaner - Manju Kanwar v. Bhawani Singh
Bakaya: May se ab tak sirf July ra 13,000 aaya. Baki 39,000 bakaya (May, June, Aug).
Vasuli ri arji u/s 144(3) BNSS (recovery warrant) lagayi. Notice.
AW2 Sawai Singh (pita) ra bayan, jirah Rathore ne - short.
Peshi 28.10.2026.
""")
u("backlog/2026-10/Scan 30-Oct-2026.pdf", "certified_order_sheet_scan", "Family Court, Bikaner", "2026-10-30", ["C05"], ["C05-H06"], """
न्यायालय पारिवारिक न्यायालय, बीकानेर
फौजदारी विविध प्रकरण संख्या 97/2025   मंजू कंवर व अन्य बनाम भवानी सिंह
28.10.2026
उभय पक्ष मय अधिवक्ता उपस्थित। अप्रार्थी ने बकाया अन्तरिम भरण पोषण राशि 52,000 रुपये का डिमाण्ड ड्राफ्ट पेश किया जो
प्रार्थिया को सुपुर्द किया गया। वसूली प्रार्थना पत्र निस्तारित। प्रार्थिया पक्ष की साक्ष्य समाप्त।
पत्रावली वास्ते साक्ष्य अप्रार्थी दिनांक 09.12.2026 को पेश हो।
                                              न्यायाधीश, पारिवारिक न्यायालय, बीकानेर
""")
u("backlog/2026-12/IMG_20261209_160318.jpg", "handwritten_note_photo", L, "2026-12-09", ["C05"], ["C05-H07"], """
9.12.26  Family Court - Manju
NAW1 Bhawani Singh - affidavit. Mhari jirah part:
admitted gross 68,420; admitted Deshnoke me plot (2 biswa) uske naam; "loan khud ri marzi su liyo".
Time khatam. Baki jirah + NAW2 (maa) - peshi 27.1.27.
""")

# ---------------- C06 Daga will probate (District Judge)
u("backlog/2025-11/vasiyatnama Jugal Kishore Daga.pdf", "document_scan", "Jugal Kishore Daga (testator)", "2019-06-05", ["C06"], [], """
वसीयतनामा
मैं जुगल किशोर डागा पुत्र स्व. श्री रामरतन डागा, निवासी डागा चौक, बीकानेर, पूर्ण होशो-हवास में यह वसीयत करता हूँ कि
मेरी मृत्यु के पश्चात डागा चौक स्थित हवेली, रानी बाजार औद्योगिक क्षेत्र का गोदाम तथा एस.बी.आई. की सावधि जमा मेरे पुत्र
सुशील कुमार डागा को मिलेंगे। मेरी पुत्री श्रीमती पुष्पा रामपुरिया को 5,00,000 रुपये दिये जावें। सुशील को निष्पादक नियुक्त
करता हूँ।  दिनांक 05.06.2019        हस्ताक्षर वसीयतकर्ता
गवाह: 1. गोपाल कृष्ण जोशी, सी.ए., के.ई.एम. रोड, बीकानेर   2. मोहनलाल सेठिया, रांगड़ी चौक, बीकानेर
""")
u("backlog/2026-01/Probate 19-2025 order 20.01.2026.pdf", "certified_order_sheet_scan", "District and Sessions Judge, Bikaner", "2026-01-22", ["C06"], ["C06-H01"], """
न्यायालय जिला एवं सेशन न्यायाधीश, बीकानेर
प्रोबेट प्रकरण संख्या 19/2025   सुशील कुमार डागा बनाम राज्य व अन्य
20.01.2026
प्रार्थी मय अधिवक्ता श्री राधेश्याम ओझा उपस्थित। सूचना (citation) दैनिक राजस्थान पत्रिका दिनांक 28.12.2025 में प्रकाशित।
श्रीमती पुष्पा रामपुरिया (पुत्री) की ओर से श्रीमती निर्मला कोठारी अधिवक्ता ने आपत्ति पेश की। प्रकरण विवादित हो गया है,
वाद की तरह चलेगा। आपत्तिकर्ता लिखित आपत्तियां पेश करे। पत्रावली दिनांक 24.02.2026 को पेश हो।
                                              जिला एवं सेशन न्यायाधीश, बीकानेर
""")
u("backlog/2026-02/IMG_20260224_145530.jpg", "handwritten_note_photo", L, "2026-02-24", ["C06"], ["C06-H02"], """
24.2.26  DJ sahab - Daga probate
Pushpa ji ri likhit aapatti aayi: bapuji 2018 su Parkinson's, hastakshar kaanpte; will Sushil ne banwai; beti ne 5 lakh
hi kyun. Copy li.
Issues ke liye peshi 7.4.26. Sushil ji ne bolo - medical papers hamare paas hai (Dr. Purohit, neuro).
""")
u("backlog/2026-04/IMG-20260407-WA0019.jpg", "handwritten_note_photo", K, "2026-04-07", ["C06"], ["C06-H03"], """
07.04.2026 मंगलवार - जिला जज साहब
डागा प्रोबेट केस - वाद बिन्दु (issues) बन गये।
प्रार्थी की गवाही - अगली पेशी 12.05.2026
सुशील जी को बता दिया।
""")
u("backlog/2026-07/daga PW2 7.7.txt", "typed_note_txt", L, "2026-07-07", ["C06"], ["C06-H05"], """
7.7.26 - DJ Bikaner - Probate 19/2025 Daga
PW2 Gopal Krishan Joshi (CA, attesting witness 1): will unke KEM Road office me type hui, bapuji ne dono gawahon ke
saamne sign kiya, "poora hosh me the". Cross by Kothari 1.5 hr - Parkinson's pe: "haath kaanpta tha par dimag saaf".
PW3 Mohanlal Sethia (attesting witness 2) - 81 saal, hip fracture, bistar pe. Commission ki arji lagani hai.
Peshi 18.8.26.
""")
u("backlog/2026-08/WhatsApp Image 2026-08-14 at 10.21.40.jpeg", "document_photo", "PBM Hospital, Bikaner", "2026-08-14", ["C06"], [], """
SARDAR PATEL MEDICAL COLLEGE & ASSOCIATED GROUP OF P.B.M. HOSPITALS, BIKANER - DEPT. OF ORTHOPAEDICS
MEDICAL CERTIFICATE                                              Date: 14.08.2026
Certified that Sh. Mohanlal Sethia, aged 81 years, r/o Rangari Chowk, Bikaner, operated for fracture neck of femur
(left) on 02.08.2026, is bedridden and advised complete bed rest for 3 months. He is unable to attend court.
                                                         sd/- Asst. Professor, Orthopaedics
""")
u("backlog/2026-08/Probate 19-2025 aadeshika 18.08.2026.pdf", "certified_order_sheet_scan", "District and Sessions Judge, Bikaner", "2026-08-20", ["C06"], ["C06-H06"], """
न्यायालय जिला एवं सेशन न्यायाधीश, बीकानेर
प्रोबेट प्रकरण संख्या 19/2025   सुशील कुमार डागा बनाम राज्य व अन्य
18.08.2026
प्रार्थी मय अधिवक्ता उपस्थित। आपत्तिकर्ता की अधिवक्ता उपस्थित।
साक्षी मोहनलाल सेठिया (PW3) चिकित्सा प्रमाण पत्र अनुसार शय्याग्रस्त है। कमीशन प्रार्थना पत्र स्वीकार कर श्री सुरेश हर्ष
अधिवक्ता को कमिश्नर नियुक्त किया जाता है जो साक्षी के निवास पर बयान लेखबद्ध करेंगे। कमीशन फीस 3,100 रुपये प्रार्थी
वहन करेगा। पत्रावली दिनांक 06.10.2026 को पेश हो।
                                              जिला एवं सेशन न्यायाधीश, बीकानेर
""")
u("backlog/2026-11/WhatsApp Chat - Sushil Daga/_chat.txt", "whatsapp_export", "Sushil Kumar Daga", "2026-11-17", ["C06"], ["C06-H07", "C06-H08"], """
[06/10/26, 2:14:05 PM] Ojha Advocate: Sushil ji, commission report aa gayi - Sethia ji ne 12 Sept ko ghar pe bayan diye, will ki poori baat kahi.
[06/10/26, 2:15:30 PM] Ojha Advocate: Kothari madam ne handwriting expert ki arji lagayi hai. Jawab 17 Nov ko.
[06/10/26, 6:02:11 PM] Sushil Kumar Daga: OK. Bank me papa ke signature wale purane cheques hain, chahiye to.
[17/11/26, 1:40:27 PM] Ojha Advocate: Aaj DJ sahab ne expert wali arji partly allow ki - Pushpa ji apna expert apne kharche pe la sakti hain. Hamari PE close.
[17/11/26, 1:41:02 PM] Ojha Advocate: Ab unki gawahi - 2 Feb 2027.
[17/11/26, 1:55:48 PM] Sushil Kumar Daga: Thank you sir. Fees ka bill bhej dijiye.
""")
u("backlog/2026-11/Daga probate PE closed 17.11.docx", "typed_note_docx", L, "2026-11-17", ["C06"], ["C06-H08"], """
17.11.2026 - DJ Bikaner - Probate 19/2025 (Daga)
Objector's application for handwriting expert: DJ sahab - FSL ko nahi bhejenge; objector may examine a private expert at
her own cost, admitted signatures from SBI records. Partly allowed.
Our PE closed by statement (PW1 Sushil, PW2 Joshi, PW3 Sethia on commission).
Next: objector's evidence, OW1 Pushpa Rampuria - peshi 02.02.2027.
""")

# ---------------- C07 Rukma mutation appeal (RAA Bikaner)
u("backlog/2026-02/IMG-20260210-WA0006.jpg", "handwritten_note_photo", K, "2026-02-10", ["C07"], ["C07-H01"], """
10.02.2026 मंगलवार - RAA बीकानेर
रुकमा देवी बनाम भंवरलाल (अपील 211/2025) - नामान्तरण 1187 ग्राम गाडियाला
अपील ग्रहण हुई। तहसील कोलायत से मिसल तलब। बेचान पर रोक (स्टे)।
अगली पेशी 17.03.2026
""")
u("backlog/2026-05/rukma RAA 5.5.txt", "typed_note_txt", L, "2026-05-05", ["C07"], ["C07-H03"], """
5 May 26 - RAA Bikaner - Rukma Devi v. Bhanwarlal
Misal Kolayat tehsil su aa gayi. Bahas ki: intkal 1187 bina notice ke, unregistered will par; vidhwa ro hak.
Beniwal: "Rukma ne sahmati di thi" - koi likhat nahi.
Order 16.6.26 ne.
""")
u("backlog/2026-06/RAA appeal 211-2025 order 16.06.2026.pdf", "certified_order_sheet_scan", "Revenue Appellate Authority, Bikaner", "2026-06-18", ["C07"], ["C07-H04"], """
न्यायालय राजस्व अपील अधिकारी, बीकानेर
अपील संख्या 211/2025   रुकमा देवी बनाम भंवरलाल व अन्य
16.06.2026
अपीलार्थी की ओर से अधिवक्ता श्री राधेश्याम ओझा एवं प्रत्यर्थीगण की ओर से श्री हरफूल राम बेनीवाल उपस्थित।
नामान्तरण संख्या 1187 ग्राम गाडियाला अपीलार्थी को सुने बिना स्वीकृत किया गया। अपील स्वीकार कर नामान्तरण निरस्त किया
जाता है तथा प्रकरण तहसीलदार कोलायत को पुनः निर्णय हेतु प्रतिप्रेषित। पक्षकार दिनांक 08.07.2026 को तहसीलदार के समक्ष उपस्थित हों।
                                              राजस्व अपील अधिकारी, बीकानेर
""")

# ---------------- C08 Chhangani eviction (Rent Tribunal)
u("backlog/2025-06/notice Rajkumar Agarwal bhujia dukan.pdf", "document_scan", L, "2025-06-10", ["C08"], [], """
RADHESHYAM OJHA, ADVOCATE, Seat No. 47, Naya Bar Bhawan, Bikaner              Dated: 10.06.2025
To: Sh. Rajkumar Agarwal, prop. Shree Laxmi Bhujia Bhandar, Shop No. 4, Chhangani Market, Station Road, Bikaner
Sub: Notice to vacate
Under instructions from my client Sh. Kanhaiyalal Chhangani: you are a tenant of shop no. 4 at Rs. 6,500 per month. You have
not paid rent since July 2024 (sic: arrears continue) and my client needs the shop bona fide for his son Nitin to start his own
business. You are called upon to clear the arrears and vacate the shop within 30 days.          Advocate
""")
u("backlog/2026-03/IMG_20260302_173011.jpg", "handwritten_note_photo", L, "2026-03-02", ["C08"], ["C08-H01"], """
2.3.26  Rent Tribunal - Chhangani v. Rajkumar (bhujia dukan)
Anwar Hussain ne jawab pesh kiyo: need jhoothi, Nitin Jaipur me naukri kare; kiraya bheja par liya koni.
Hamari arji - arrears jama karwane ri. Peshi 13.4.26.
""")
u("backlog/2026-04/Eviction 33-2025 order 13.04.2026.pdf", "certified_order_sheet_scan", "Rent Tribunal, Bikaner", "2026-04-15", ["C08"], ["C08-H02"], """
न्यायालय किराया अधिकरण, बीकानेर
बेदखली याचिका संख्या 33/2025   कन्हैयालाल छंगाणी बनाम राजकुमार अग्रवाल
13.04.2026
याची मय अधिवक्ता तथा अप्रार्थी के अधिवक्ता श्री अनवर हुसैन कुरैशी उपस्थित।
अप्रार्थी किरायेदार को आदेशित किया जाता है कि वह जुलाई 2025 से मार्च 2026 तक का बकाया किराया 58,500 रुपये (9 माह
x 6,500) 30 दिवस में अधिकरण में जमा कराये तथा आगे का किराया प्रतिमाह 15 तारीख तक जमा कराता रहे।
पत्रावली दिनांक 18.05.2026 को पेश हो।
                                              किराया अधिकरण, बीकानेर
""")
u("backlog/2026-07/IMG-20260720-WA0013.jpg", "handwritten_note_photo", K, "2026-07-20", ["C08"], ["C08-H04"], """
20.07.2026 सोमवार - किराया अधिकरण
छंगाणी जी बनाम राजकुमार (भुजिया दुकान)
कन्हैयालाल जी (AW1) की जिरह अनवर साहब ने करी। नितिन (AW2) का शपथ पत्र पेश।
अगली पेशी 26.10.2026
""")
u("backlog/2026-10/Chhangani AW2 Nitin 26.10.docx", "typed_note_docx", L, "2026-10-26", ["C08"], ["C08-H05"], """
26.10.2026 - Rent Tribunal Bikaner - Chhangani v. Rajkumar Agarwal
AW2 Nitin Chhangani cross by Anwar Hussain 40 min. Admitted Jaipur job till March 2026, resigned - "ab khud ri mobile ri
dukan kholni hai". Resignation letter Ex. A-7.
Our evidence closed. Peshi 14.12.2026 - tenant's evidence.
""")
u("backlog/2026-12/IMG_20261214_151207.jpg", "handwritten_note_photo", L, "2026-12-14", ["C08"], ["C08-H06"], """
14.12.26  Rent Tribunal - Chhangani
NAW1 Rajkumar Agarwal - affidavit. Mhari jirah part: ADMITTED Rani Bazar me ek aur dukan patni ke naam, beta chalave!
Anwar Hussain ne baki jirah ke liye time maango (NAW1 ro BP). Peshi 27.1.27.
""")

# ---------------- the junior's chats
u("backlog/2026-05/WhatsApp Chat with Kavita Bishnoi Jr.txt", "whatsapp_export", J, "2026-05-18", ["C02", "C03", "C07", "C08"], ["C02-H02", "C03-H01", "C07-H02", "C08-H03"], """
05/02/26, 12:35 - Kavita Bishnoi Jr: Sir Sattar wale me Acharya ji ne jawabdawa diya, saath me 7/11 ki arji - sec 69 partnership, unregistered firm. Jawab ke liye 12 March
05/02/26, 12:40 - Ojha Sir: Thik. Copy scan karke bhejo
19/02/26, 15:45 - Kavita Bishnoi Jr: Sir Lunkaransar SDO sahab law and order duty pe the, reader ne peshi 19 March di. Siyag ji ka jawabdawa bhi nahi aaya
19/02/26, 15:50 - Ojha Sir: Hmm. Bhagirath ko phone kar dena
17/03/26, 13:10 - Kavita Bishnoi Jr: Sir RAA me Rukma wale ki misal Kolayat se koni aayi. Beniwal ji haazir the. Peshi 5 May
18/05/26, 12:05 - Kavita Bishnoi Jr: Sir Chhangani wale me kirayedar ne 58,500 jama kara diye (challan copy li). Kanhaiyalal ji ka affidavit AW1 file kar diya. Peshi 20 July
18/05/26, 12:07 - Ojha Sir: 👍
""")
u("backlog/2027-01/WhatsApp Chat with Kavita Bishnoi Jr (2).txt", "whatsapp_export", J, "2027-01-21", ["C02"], ["C02-H06", "C02-H07", "C02-H09"], """
20/08/26, 14:02 - Kavita Bishnoi Jr: Sir Lunkaransar - Gopiram baa (PW2) ke bayan ho gaye. Bole 1994 me baant unke saamne hui thi, 412 Mukhram ko. Siyag ji ki jirah 30 min. PE close
20/08/26, 14:03 - Kavita Bishnoi Jr: Peshi 8 Oct
20/08/26, 14:10 - Ojha Sir: Badhiya. Gopiram baa ne dhanyawad bol dena
08/10/26, 13:20 - Kavita Bishnoi Jr: Sir aaj SDO madam CM ke Bikaner daure me VIP duty pe, court nahi lagi. Reader ne peshi 19 Nov di
21/01/27, 15:30 - Kavita Bishnoi Jr: Sir Bhagirath - DW2 patwari Kalu (Omprakash Jyani) aaye girdawari register ke saath. Cross me maana 1995 se 412 pe kasht Mukhram ki. DE close
21/01/27, 15:31 - Kavita Bishnoi Jr: Final bahas 25 Feb
21/01/27, 15:35 - Ojha Sir: Shabash. Written arguments taiyar karenge
""")

# ---------------- plan and cause list
u("backlog/2027-01/Plan 27 Jan - 25 Feb.docx", "typed_note_docx", L, "2027-01-23", ["C05", "C08", "C03", "C06", "C01", "C02"], [], """
PLAN - 27 Jan to 25 Feb 2027 (26 Jan chhutti)
Wed 27/1  Family Court - Manju: baki jirah NAW1 Bhawani Singh (plot Deshnoke, loan) + NAW2 maa.
Wed 27/1  Rent Tribunal - Chhangani: NAW1 Rajkumar ri baki jirah - Rani Bazar wali dukan. Kavita pehle jaave.
Thu 28/1  Sr CJ - Sattar: PW3 munim Hanuman Sahu - dasti summons tameel karwao!
Tue 2/2   DJ - Daga probate: OW1 Pushpa ji - cross taiyar (Parkinson's papers, SBI signatures).
Wed 17/2  BoR Ajmer - Kesaram: Sharma ri baki bahas. Tickets book karo (Ajmer).
Thu 25/2  SDO Lunkaransar - Bhagirath: final bahas, written arguments.
Pending: Jaswant - trial court me peshi har date; Harpreet ri baki fees 10,000.
""")
u("backlog/2027-01/Family Court Bikaner cause list 27.01.2027.pdf", "cause_list_pdf", "Family Court, Bikaner", "2027-01-25", ["C05"], [], """
पारिवारिक न्यायालय, बीकानेर - वाद सूची दिनांक 27.01.2027 (बुधवार)
क्र.  प्रकरण संख्या                 पक्षकार                                   प्रक्रम
1    HMA 211/2025                 सरोज बनाम महेन्द्र कुमार                    साक्ष्य प्रार्थी
2    HMA 17/2026                  दीपिका बनाम विकास स्वामी                   परामर्श रिपोर्ट
3    Cr.Misc. 63/2025 (144 BNSS)  रेखा बनाम सुरेश कुमार                     बहस
4    G&W 9/2026                   मोहम्मद इकबाल बनाम शबनम                   जवाब
5    Cr.Misc. 97/2025 (144 BNSS)  मंजू कंवर व अन्य बनाम भवानी सिंह           साक्ष्य अप्रार्थी
6    HMA 88/2026                  पूनम बनाम राजेन्द्र सिंह                    तामील
7    Cr.Misc. 140/2026            सुमन बनाम ओमप्रकाश                        अन्तरिम आदेश
""")
