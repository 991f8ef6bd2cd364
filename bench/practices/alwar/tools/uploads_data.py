"""The uploads of the Alwar practice: what Adv. Yashpal Yadav, his junior Sana and munshi Ramjilal actually kept."""

L, J, K = "Yashpal Singh Yadav", "Sana Parveen", "Ramjilal Saini (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2029-05/jamabandi jhiwana nakal.jpeg", "document_photo", "Patwari Halka Jhiwana", "2029-05-28", ["C01", "C07"], [], """
नकल जमाबंदी संवत 2082-85     मौजा झिवाना   तहसील तिजारा   जिला खैरथल-तिजारा
खाता संख्या 118     खातेदार: हरिसिंह पुत्र चन्दगीराम जाति अहीर (फौत)
खसरा नं. 212   रकबा 7 बीघा 2 बिस्वा   चाही
खसरा नं. 213   रकबा 5 बीघा 0 बिस्वा   बारानी
खसरा नं. 219   रकबा 6 बीघा 4 बिस्वा   बारानी
कुल रकबा 18 बीघा 6 बिस्वा
कैफियत: इन्तकाल नं. 1192 (वसीयत) शेरसिंह पुत्र हरिसिंह के नाम दर्ज - तस्दीक बाकी
नकल जारी 28.05.2029          ह./- पटवारी हल्का झिवाना
""")
u("backlog/2029-06/vasiyatnama Sher Singh copy.jpg", "document_photo", "Sher Singh (copy filed before the Tehsildar)", "2029-07-17", ["C07"], [], """
वसीयतनामा
मैं हरिसिंह पुत्र चन्दगीराम जाति अहीर निवासी झिवाना तहसील तिजारा होश-हवास में लिखता हूं कि मेरी मृत्यु के बाद मेरी
समस्त खातेदारी भूमि खसरा नं. 212, 213, 219 मौजा झिवाना मेरे पुत्र शेरसिंह को मिलेगी, क्योंकि वही मेरी सेवा करता है।
दिनांक 12.02.2027
गवाह 1: रतनलाल पुत्र मोतीराम, झिवाना      गवाह 2: सुरेन्द्र पुत्र भीमसिंह, टपूकड़ा
निशानी अंगूठा हरिसिंह          (पंजीकृत नहीं)
""")
u("backlog/2029-07/Labour Court award ID 88-2024 Kesar Auto.pdf", "document_scan", "Industrial Tribunal-cum-Labour Court, Alwar", "2029-07-11", ["C03"], [], """
IN THE COURT OF THE JUDGE, INDUSTRIAL TRIBUNAL-CUM-LABOUR COURT, ALWAR
I.D. Case No. 88/2024 (Reference No. F.7(14)/Lab/2023)
Rajesh Kumar Yadav s/o Bhagwana Ram, Chopanki, Bhiwadi   ...Workman
Versus
M/s Kesar Auto Components Pvt. Ltd., Plot E-41, RIICO Industrial Area, Chopanki, Bhiwadi   ...Management
AWARD
The workman was engaged as a machine operator from 02.04.2021 and his services were discontinued orally on
30.09.2022. He claims 240 days of continuous service in the preceding twelve months and that no notice or
retrenchment compensation under s. 25F of the Industrial Disputes Act, 1947 was given. The management says he was a
contractor's worker (M/s Shree Shyam Manpower) and abandoned the job. The workman has not proved 240 days by any
document; attendance register not summoned. The reference is answered against the workman. No order as to costs.
Dated 11.07.2029                       sd/- Judge, Industrial Tribunal-cum-Labour Court, Alwar
""")
u("backlog/2029-03/FIR 0061 PS Ramgarh Irshad.pdf", "document_scan", "Police Station Ramgarh", "2029-03-04", ["C02"], [], """
प्रथम सूचना रिपोर्ट (धारा 173 बीएनएसएस)
जिला: अलवर   थाना: रामगढ़   प्र.सू.रि. संख्या 0061   दिनांक 04.03.2029
धाराएं: 106(1), 281 भारतीय न्याय संहिता
सूचनाकर्ता: आस मोहम्मद पुत्र नूर मोहम्मद, निवासी घाटा
विवरण: आज शाम करीब 6.30 बजे मेरा चचेरा भाई इरशाद खान मोटरसाइकिल से अलवर-रामगढ़ रोड पर घाटा मोड़ के पास जा रहा था,
पीछे से ट्रक नं. RJ-32-GA-xxxx के चालक ने तेजी व लापरवाही से चलाकर टक्कर मारी। इरशाद को सामान्य चिकित्सालय अलवर ले गए
जहां डॉक्टर ने मृत घोषित किया। ट्रक चालक मुकेश मीणा मौके से भाग गया।
""")
u("backlog/2029-05/salary cert Irshad transport.jpg", "document_photo", "Mewat Roadlines, Alwar", "2029-05-02", ["C02"], [], """
MEWAT ROADLINES   Transport Nagar, Alwar
TO WHOM IT MAY CONCERN                                    Date 02.05.2029
Certified that Late Irshad Khan s/o Fazru Khan, r/o Ghata, worked with us as a pickup driver from 2025 till
03.03.2029 on a salary of Rs. 14,000 per month paid in cash.              sd/- Proprietor (Dinesh Khandelwal)
""")
u("backlog/2029-03/cheque return memo Salim BoB.pdf", "document_scan", "Bank of Baroda, Bhiwadi", "2029-02-27", ["C04"], [], """
BANK OF BARODA   Branch: Bhiwadi (Alwar Bypass)
CHEQUE RETURN MEMO                                   Date: 27.02.2029
Cheque No. 004417 dated 20.02.2029 for Rs. 6,80,000/- drawn by Mohd. Salim on A/c No. 2841xxxxxxx,
presented by Jai Ambey Steel Traders - RETURNED UNPAID. Reason: 01 FUNDS INSUFFICIENT
                                                     Authorised Signatory
""")
u("backlog/2029-03/notice 138 salim.docx", "typed_note_docx", L, "2029-03-09", ["C04"], [], """
YASHPAL SINGH YADAV, Advocate, Chamber 47, District Court Alwar
Regd. AD                                                    Dated: 09.03.2029
To: Mohd. Salim s/o Abdul Rashid, contractor, r/o Tapukara, Tehsil Tijara
Sub: Notice u/s 138 Negotiable Instruments Act, 1881
Under instructions of my client Jai Ambey Steel Traders, RIICO Bhiwadi, through its proprietor Sh. Naresh Agarwal:
you took TMT bars and angles on credit for your building contract and towards the balance issued cheque no. 004417
dated 20.02.2029 for Rs. 6,80,000 on Bank of Baroda, Bhiwadi, returned 'funds insufficient' on 27.02.2029. Pay
Rs. 6,80,000 within 15 days of receipt of this notice, failing which a complaint shall be filed.     Advocate
""")
u("backlog/2029-06/FIR 212 PS Nowgaon.pdf", "document_scan", "Police Station Nowgaon", "2029-05-30", ["C05"], [], """
प्रथम सूचना रिपोर्ट   जिला अलवर   थाना नौगांवा   प्र.सू.रि. संख्या 212/2029   दिनांक 30.05.2029
धाराएं: 318(4), 319(2), 61(2) भारतीय न्याय संहिता एवं 66डी आईटी एक्ट
विवरण: 1930 हेल्पलाइन पर शिकायत: ओएलएक्स पर सेना का जवान बनकर मोटरसाइकिल बेचने के नाम पर रु. 1,12,000 ठगे गए।
मोबाइल नम्बर की लोकेशन ग्राम बिलंदी। दबिश में साहुन खान पुत्र जुम्मे खान को गिरफ्तार किया, एक मोबाइल व दो सिम जब्त।
""")
u("backlog/2029-04/agreement to sell plot 27 scan.pdf", "document_scan", "Notary, Alwar (copy)", "2028-01-15", ["C06"], [], """
इकरारनामा बेचान (एग्रीमेंट टू सेल)
आज दिनांक 15.01.2028 को मैं गोपालदास खत्री पुत्र किशनलाल निवासी अलवर (विक्रेता) अपना भूखण्ड संख्या 27, स्कीम नं. 8,
अलवर, क्षेत्रफल 200 वर्गगज, श्रीमती कमला देवी शर्मा पत्नी रमेशचन्द शर्मा (क्रेता) को कुल कीमत रु. 18,00,000 में बेचने का
इकरार करता हूं। बयाना रु. 4,50,000 नकद प्राप्त किया। शेष रु. 13,50,000 रजिस्ट्री के समय 30.06.2028 तक।
गवाह: भगवान सहाय (स्टाम्प वेंडर), अलवर          ह./- गोपालदास खत्री       नोटरी प्रमाणित
""")
u("backlog/2030-01/tehsildar report batwara jhiwana.pdf", "document_scan", "Tehsildar, Tijara", "2030-01-20", ["C01"], [], """
कार्यालय तहसीलदार तिजारा
क्रमांक/रीडर/2030/64                                        दिनांक 20.01.2030
विषय: राजस्व वाद संख्या 47/2029 रामकिशन बनाम शेरसिंह वगैरह - रिपोर्ट
मौके पर पटवारी हल्का झिवाना व गिरदावर से जांच करवाई गई। खसरा नं. 212, 213, 219 कुल रकबा 18 बीघा 6 बिस्वा
इन्तकाल नं. 1207 (विरासत) दिनांक 25.09.2029 द्वारा रामकिशन, शेरसिंह, महेन्द्र पुत्रगण हरिसिंह व संतोष पुत्री हरिसिंह
के नाम 1/4-1/4 हिस्सा दर्ज है। खसरा गिरदावरी संवत 2086 अनुसार खसरा 212 (चाही, कुआं सहित) शेरसिंह के कब्जे में,
शेष पर रामकिशन व महेन्द्र काश्त करते हैं। प्रस्तावित नक्शा बटवारा संलग्न है।      ह./- तहसीलदार तिजारा
""")

# ---------------- C07 Jhiwana intkal (Tehsildar Tijara)
u("backlog/2029-06/IMG_20290619_142210.jpg", "handwritten_note_photo", L, "2029-06-19", ["C07"], ["C07-H01"], """
19/6/29 Tehsildar Tijara
Ramkishan - intkal 1192 (vasiyat) pe aapatti. Aapatti darj, Sher Singh ko notice. NDOH 17/7.
Ramkishan bola "mhara baapu ne koi vasiyat na likhi, wo to anguutha bhi na lagave tha" - dhyan rakhna.
Sher Singh ka vakil Bhupendra Gurjar.
""")
u("backlog/2029-07/IMG-20290717-WA0008.jpg", "handwritten_note_photo", K, "2029-07-17", ["C07"], ["C07-H02"], """
तारीख रजिस्टर   दिनांक 17.07.2029 (मंगलवार)
तहसीलदार तिजारा - इन्तकाल आपत्ति 12/2029 रामकिशन बनाम शेरसिंह
शेरसिंह ने वसीयतनामा दिनांक 12.02.2027 की प्रति पेश की, रजिस्टर्ड नहीं है।
तहसीलदार साहब ने कहा वसीयत के गवाह खुद हाजिर हों।
अगली तारीख 21.08.2029
- रामजीलाल
""")
u("backlog/2029-09/WhatsApp Chat with Ramkishan Jhiwana.txt", "whatsapp_export", "Ramkishan Yadav / " + L, "2029-09-18", ["C07", "C01"], ["C07-H03", "C07-H04", "C01-H03"], """
21/08/29, 4:12 pm - Ramkishan Jhiwana: Vakil sahab aaj ka hoya tehsil me?
21/08/29, 4:20 pm - Yashpal Yadav Adv: Sher Singh ka gawah Ratan Lal nahi aaya. Unke vakil ne time maanga. Agli 18/9
21/08/29, 4:21 pm - Ramkishan Jhiwana: Ratan Lal to kade na aavego, wo to us din gaam me hi na tha
04/09/29, 1:05 pm - Yashpal Yadav Adv: SDO court me Santosh bai ki taraf se Farha Naaz vakil aayi. Jawab ke liye time, agli 9/10
04/09/29, 1:07 pm - Ramkishan Jhiwana: thik h ji
18/09/29, 3:48 pm - Yashpal Yadav Adv: Mubarak ho. Tehsildar ne vasiyat wala intkal 1192 khariz kar diya. Virasat ka intkal chaaron waris ke naam - aap, Sher Singh, Mahendra aur Santosh, 1/4-1/4
18/09/29, 3:50 pm - Ramkishan Jhiwana: Ram Ram vakil sahab, bahut bhalo hoyo 🙏
18/09/29, 3:51 pm - Yashpal Yadav Adv: Ab batwara me Santosh bhi hissedar. Nakal order ki le lena patwari se naya intkal charhne ke baad
""")
u("backlog/2029-09/tehsildar order intkal 1192 dt 18.09.2029.pdf", "certified_order_sheet_scan", "Tehsildar, Tijara", "2029-09-20", ["C07"], ["C07-H04"], """
न्यायालय तहसीलदार, तिजारा
इन्तकाल आपत्ति संख्या 12/2029    रामकिशन बनाम शेरसिंह    (इन्तकाल नं. 1192 मौजा झिवाना)
आदेशिका
18.09.2029  पक्षकारान मय अधिवक्ता उपस्थित। शेरसिंह की ओर से प्रस्तुत वसीयतनामा दिनांक 12.02.2027 पंजीकृत नहीं है तथा
उसके अनुप्रमाणक गवाह रतनलाल को बार-बार अवसर देने पर भी पेश नहीं किया गया। अतः वसीयत प्रमाणित नहीं मानी जाती।
इन्तकाल नं. 1192 नामंजूर किया जाता है। मृतक खातेदार हरिसिंह के चारों वारिसान रामकिशन, शेरसिंह, महेन्द्र व संतोष के नाम
विरासत का इन्तकाल बराबर हिस्से में दर्ज किया जावे। पत्रावली दाखिल दफ्तर हो।       ह./- तहसीलदार तिजारा
""")

# ---------------- C01 Ramkishan batwara (SDO Tijara)
u("backlog/2029-07/IMG_20290710_165530.jpg", "handwritten_note_photo", L, "2029-07-10", ["C01"], ["C01-H01"], """
10.7.29  SDO Tijara (Bhardwaj sb.)
Batwara RS 47/29 Ramkishan v Sher Singh
D1 D2 ki taraf se Ompal Yadav - jawab dava ke liye time. D3 Santosh (behan, Kotkasim byahi) tamil nahi.
SDO ne pehle latest jamabandi aur girdawari maangi - nakal lagani hai. Ompal ne time liya. ND 7.8.29
""")
u("backlog/2029-08/IMG-20290807-WA0014.jpg", "handwritten_note_photo", K, "2029-08-07", ["C01"], ["C01-H02"], """
तारीख रजिस्टर   दिनांक 07.08.2029
एसडीओ तिजारा - राजस्व वाद 47/2029 रामकिशन बनाम शेरसिंह
प्रतिवादी 1-2 (शेरसिंह, महेन्द्र) का जवाब दावा पेश। प्रतिवादी 3 संतोष को दस्ती नोटिस।
अगली तारीख 04.09.2029
""")
u("backlog/2029-10/Batwara issues 9 oct.docx", "typed_note_docx", L, "2029-10-09", ["C01"], ["C01-H04"], """
09.10.2029 - SDO Tijara - RS 47/2029 Ramkishan v Sher Singh & ors (batwara u/s 53 Rajasthan Tenancy Act)
Santosh ka jawab (Farha Naaz): wo bhi Hari Singh ki beti, 1/4 hissa maangti hai; hum virodh nahi karte - intkal 1207 me
bhi 1/4 hai. Sher Singh (Ompal) khasra 212 ka kuan apne hisse me chahta hai.
Vivaadak (issues) framed - 5:
1. kya vaadi hissedar khatedar hai?  2. kya bhoomi ka batwara sambhav hai?  3. kya khasra 212 ka kuan kisi ek ke hisse me?
4. kya pratividi 1 ne vasiyat se swamitva paya? (Ompal ne zor diya)  5. anutosh.
ND 13.11.2029.
""")
u("backlog/2029-11/RS 47-2029 aadeshika 13.11.2029.pdf", "certified_order_sheet_scan", "SDO, Tijara", "2029-11-15", ["C01"], ["C01-H05"], """
न्यायालय उपखण्ड अधिकारी, तिजारा
राजस्व वाद संख्या 47/2029   रामकिशन बनाम शेरसिंह वगैरह   (धारा 53 राजस्थान काश्तकारी अधिनियम, 1955)
आदेशिका
13.11.2029  वादी की ओर से श्री यशपाल सिंह यादव एडवोकेट, प्रतिवादी 1-2 की ओर से श्री ओमपाल यादव एवं प्रतिवादी 3 की ओर से
सुश्री फराह नाज एडवोकेट उपस्थित। तहसीलदार तिजारा से खातेदारी, मौका कब्जा एवं प्रस्तावित नक्शा बटवारा की रिपोर्ट मंगवाई जावे।
पेश हो दिनांक 18.12.2029।                              ह./- उपखण्ड अधिकारी तिजारा
""")
u("backlog/2030-01/WhatsApp Chat with Ramkishan Jhiwana (2).txt", "whatsapp_export", "Ramkishan Yadav / " + L, "2030-01-22", ["C01"], ["C01-H06", "C01-H07"], """
18/12/29, 2:30 pm - Yashpal Yadav Adv: Tehsildar ki report nahi aayi. SDO ne tareekh de di 22/1/30
18/12/29, 2:34 pm - Ramkishan Jhiwana: Girdawar ne to maukaa dekh liya tha. Ke karan aayo na?
18/12/29, 2:36 pm - Yashpal Yadav Adv: Reader keh raha tehsil se file nahi aayi. Agli baar aa jayegi
22/01/30, 5:02 pm - Yashpal Yadav Adv: Report aa gayi. 18 bigha 6 biswa chaaron ke naam 1/4. Khasra 212 kuan wala Sher Singh ke kabze me likha hai. Ompal ne aapatti lagayi report pe. Agli 5/3/30 - aapka bayan hoga, sab kaagaz le aana
22/01/30, 5:05 pm - Ramkishan Jhiwana: ji, aa jaunga. Hukam Chand ne bhi saath le aau ke?
22/01/30, 5:06 pm - Yashpal Yadav Adv: Haan, uski gawahi baad me
""")
u("backlog/2030-03/ramkishan PW1 5.3.txt", "typed_note_txt", L, "2030-03-05", ["C01"], ["C01-H08"], """
05.03.2030 SDO Tijara - batwara Jhiwana
PW1 Ramkishan bayan. Cross Ompal Yadav: kuan 212 pe kabza kiska? - Ramkishan: "kuan baapu ne khudwayo, sab ko paani milo karto". Vasiyat ke baare me sawal - intkal 1192 to khariz ho gaya, order 18.09.2029 dikhaya.
Ompal ne poochha Santosh ne kabhi kheti ki? - "byah ke baad na".
SDO ne kaha next time dono gawah puure karo. ND 16.4.30 - PW2 Hukam Chand.
""")
u("backlog/2030-04/IMG_20300416_131840.jpg", "handwritten_note_photo", L, "2030-04-16", ["C01"], ["C01-H09"], """
16/4/30  SDO Tijara
Jhiwana batwara: PW2 Hukam Chand (padosi khet) - bola "kuan ka paani chaaron bhai-behan ka saanjha". Ompal ka cross 10 min.
PE close kar di.
Ompal ne DE ke liye time maanga - SDO ne Rs 500 harjana laga ke time diya. ND 21.5.30
""")
u("backlog/2030-05/DW1 Sher Singh cross 21.05.2030.docx", "typed_note_docx", L, "2030-05-21", ["C01"], ["C01-H10"], """
21.05.2030 - SDO Tijara - RS 47/2029 batwara
Harjana Rs. 500 Ompal ne jama karaya.
DW1 Sher Singh ka bayan (affidavit). Our cross:
- maana ki vasiyat wala intkal khariz ho chuka, appeal nahi ki.
- maana ki kuan 1994 me baapu Hari Singh ne khudwaya.
- kaha ki "kuan ke bina mera hissa kis kaam ka" - naksha me 212 maang raha.
DW2 Mahendra agli tarikh. ND 12.06.2030.
""")

# ---------------- C02 Shabnam MACT (MACT No. 1 Alwar)
u("backlog/2029-07/20290712_121503.jpg", "handwritten_note_photo", L, "2029-07-12", ["C02"], ["C02-H01"], """
12.7.29  MACT-1 Alwar (Chaturvedi sb)
Shabnam v Mukesh Meena - claim 48.5 lakh
Insurer Oriental - Vinod Khandelwal present. Mukesh (driver) & Satpal Gurjar (owner) served, absent.
Judge: income ka saboot kya hai? - Mewat Roadlines certificate dikhaya, Rs 14,000 pm. ND 9.8.29
""")
u("backlog/2029-08/MACT 214 jawab 9.8.docx", "typed_note_docx", L, "2029-08-09", ["C02"], ["C02-H02"], """
09.08.2029 - MAC 214/2029 Shabnam v Mukesh Meena - MACT No. 1 Alwar
Khandelwal ne insurer ka jawab diya: (1) truck ka national permit khatam tha 2028 me, (2) driver Mukesh ka licence
fake hone ka shak, verification mangaya, (3) income Rs 14,000 saabit nahi.
R1 R2 absent again. ND 13.09.2029 - ex parte karwana hai.
""")
u("backlog/2029-09/MAC 214-2029 order sheet 13.09.2029.pdf", "certified_order_sheet_scan", "MACT No. 1, Alwar", "2029-09-16", ["C02"], ["C02-H03"], """
न्यायालय मोटर दुर्घटना दावा अधिकरण संख्या 1, अलवर
एम.ए.सी. प्रकरण संख्या 214/2029   शबनम वगैरह बनाम मुकेश मीणा वगैरह
13.09.2029  प्रार्थीगण की ओर से श्री यशपाल सिंह यादव एडवोकेट, अप्रार्थी संख्या 3 बीमा कम्पनी की ओर से श्री विनोद खण्डेलवाल
एडवोकेट उपस्थित। अप्रार्थी संख्या 1 व 2 तामील के बावजूद अनुपस्थित, अतः उनके विरुद्ध एकपक्षीय कार्यवाही की जाती है।
निम्न विवाद्यक विरचित किये गये: (1) दुर्घटना ट्रक के चालक की लापरवाही से? (2) चालक के पास वैध लाइसेंस? (3) वाहन का परमिट?
(4) अनुतोष। प्रार्थी साक्ष्य हेतु पेश हो दिनांक 25.10.2029।             ह./- पीठासीन अधिकारी
""")
u("backlog/2029-10/shabnam AW1 25-10.txt", "typed_note_txt", L, "2029-10-25", ["C02"], ["C02-H04"], """
25.10.29 MACT-1 Alwar - Shabnam claim
AW1 Shabnam - affidavit tender. Khandelwal ka cross: salary cash me kyu, bank khata? - "unko naqad milte the, mhane koni pata khata". 3 bachche, saas Zaitoon (age 58) dependent.
Judge ne poochha original salary certificate - file kiya.
AW2 Aas Mohammad (chachera bhai, FIR wala, eyewitness) agli tarikh. ND 6.12.29
""")
u("backlog/2029-12/IMG-20291206-WA0021.jpg", "handwritten_note_photo", K, "2029-12-06", ["C02"], ["C02-H05"], """
तारीख रजिस्टर   दिनांक 06.12.2029 (गुरुवार)
मोटर दुर्घटना अधिकरण 1 अलवर - शबनम बनाम मुकेश मीणा
गवाह आस मोहम्मद बीमार, नहीं आया। हमारी तरफ से समय लिया।
अगली तारीख 17.01.2030 - गवाह को साथ लाना है
""")
u("backlog/2030-03/IMG_20300328_163005.jpg", "handwritten_note_photo", L, "2030-03-28", ["C02"], ["C02-H08"], """
28/3/30 MACT-1 - Shabnam
NAW1 Ravi Sharma (insurer investigator) - report: truck permit expired 31.12.2028, licence genuine (DTO Dausa verified).
Our cross: maana licence sahi hai; permit ka accident se koi lena dena nahi.
Insurer evidence closed. ND 2.5.30 args.
""")
u("backlog/2030-05/shabnam args 2 may.txt", "typed_note_txt", L, "2030-05-02", ["C02"], ["C02-H09"], """
02.05.2030 MACT-1 Alwar - Shabnam v Mukesh Meena (claim 48.5 lakh)
Part args. Chaturvedi sb ne insurer se offer poochha. Khandelwal: Rs. 21,50,000 full & final.
Shabnam aur saas se baat ki - mana kar diya, kam hai (multiplier 17, income 14,000 + future prospects 40%).
Judge: theek hai, final arguments. Sana ne ND 4.7.30 likha hai - check karo.
""")
u("backlog/2030-05/correction shabnam ND.txt", "typed_note_txt", L, "2030-05-03", ["C02"], ["C02-H09"], """
03.05.2030 - correction
Shabnam MACT: kal ke note me Sana ka diya ND 04.07.2030 - galat. Reader se confirm kiya: agli tarikh 11.07.2030 (final arguments).
Register me bhi theek karwaya.
""")

# ---------------- C03 Rajesh Kesar Auto writ (HC Jaipur)
u("backlog/2029-08/SBCWP 14236 admission 27.8.docx", "typed_note_docx", L, "2029-08-27", ["C03"], ["C03-H01"], """
27.08.2029 - Jaipur Bench, Court 19 (Purohit J) - SBCWP 14236/2029 Rajesh Kumar Yadav v Kesar Auto Components
Admission. Argued: Labour Court ne attendance register summon nahi kiya, 240 days ka burden management pe.
Judge ne poochha s. 25F compensation tender hua ya nahi - award me nahi.
Order: Issue notice. Record of the Labour Court (I.D. 88/2024) be called. ND 15.10.2029.
Rajesh ko bataya - wo Chopanki me ab ek doosri factory me contract pe hai.
""")
u("backlog/2029-10/SBCWP 14236-2029 order 15.10.2029.pdf", "certified_order_sheet_scan", "Rajasthan High Court, Jaipur Bench", "2029-10-17", ["C03"], ["C03-H02"], """
HIGH COURT OF JUDICATURE FOR RAJASTHAN BENCH AT JAIPUR
S.B. Civil Writ Petition No. 14236/2029
Rajesh Kumar Yadav                                        ----Petitioner
Versus
M/s Kesar Auto Components Pvt. Ltd. & Anr.              ----Respondents
For Petitioner(s)  : Mr. Yashpal Singh Yadav
For Respondent(s)  : Mr. Siddharth Kasliwal
HON'BLE DR. JUSTICE ALOK KUMAR PUROHIT
Order
15/10/2029
Learned counsel for the respondent-management prays for time to file reply as instructions from the management are
awaited. Time allowed. List on 10.12.2029.
(ALOK KUMAR PUROHIT),J
""")
u("backlog/2029-12/jaipur 10 dec.txt", "typed_note_txt", L, "2029-12-10", ["C03"], ["C03-H03"], """
10/12/29 Jaipur Ct 19 - Rajesh v Kesar Auto
Kasliwal ne reply diya: Rajesh contractor Shree Shyam Manpower ka aadmi tha, company ka nahi. Rejoinder 3 hafte me.
Judge ne poocha LC record aaya? - reader: aa gaya.
ND 12.02.2030. Rejoinder me contractor ka licence (CLRA) na hona likhna hai.
""")
u("backlog/2030-04/Document_2030-04-08.docx", "typed_note_docx", L, "2030-04-08", ["C03"], ["C03-H05"], """
08.04.2030 - Jaipur Bench Ct 19 - Purohit J - Rajesh Kumar Yadav v Kesar Auto
Part heard 30 min. Judge ne do baatein poochhi: (1) company attendance register kyun nahi laayi - 240 din ka hisaab wahi
se hoga; (2) s. 25F ka retrenchment compensation tender kiya tha ya nahi.
Kasliwal ne kaha register contractor ke paas hai.
Order: management to file attendance register 2021-22 and proof of tender of s. 25F compensation by affidavit.
ND 09.07.2030 (vacation ke baad).
""")
u("backlog/2030-04/SBCWP-14236-2029 order dt 08-04-2030.pdf", "certified_order_sheet_scan", "Rajasthan High Court, Jaipur Bench", "2030-04-10", ["C03"], ["C03-H05"], """
HIGH COURT OF JUDICATURE FOR RAJASTHAN BENCH AT JAIPUR
S.B. Civil Writ Petition No. 14236/2029
Rajesh Kumar Yadav Vs. M/s Kesar Auto Components Pvt. Ltd. & Anr.
HON'BLE DR. JUSTICE ALOK KUMAR PUROHIT
Order
08/04/2030
Heard in part. The respondent-management shall file, by an affidavit of a responsible officer, the attendance register
of the petitioner for 2021-22 and proof, if any, of the tender of retrenchment compensation under Section 25F of the
Industrial Disputes Act, 1947. List on 09.07.2030.
(ALOK KUMAR PUROHIT),J
""")

# ---------------- C04 Jai Ambey cheque (ACJM Tijara)
u("backlog/2029-08/notice 274 salim 23.8.docx", "typed_note_docx", L, "2029-08-23", ["C04"], ["C04-H03"], """
23.08.2029 - ACJM Tijara (Kirti Meena madam) - Cr. Compl. 611/2029 Jai Ambey Steel v Mohd. Salim
Notice u/s 274 BNSS - accused ne inkaar kiya. Defence: cheque security me diya tha, maal poora nahi mila (kam TMT aaya).
Zakir Hussain for accused. CE ke liye ND 04.10.2029. Naresh ji ko affidavit ke liye bulana.
""")
u("backlog/2029-10/IMG-20291004-WA0006.jpg", "handwritten_note_photo", K, "2029-10-04", ["C04", "C06"], ["C04-H04", "C06-H04"], """
तारीख रजिस्टर   दिनांक 04.10.2029 (गुरुवार)
1. एसीजेएम तिजारा - जय अम्बे स्टील बनाम मो. सलीम (138)
   परिवादी नरेश जी का शपथपत्र पेश। मुल्जिम की हाजिरी माफी जाकिर साहब ने लगाई, मंजूर।  अगली तारीख 08.11.2029
2. सिविल जज (व.ख.) नं. 2 अलवर - कमला देवी बनाम गोपालदास खत्री
   अस्थायी निषेधाज्ञा पर बहस हुई। भूखण्ड पर यथास्थिति का आदेश। अगली तारीख 16.11.2029 (विवाद्यक)
- रामजीलाल
""")
u("backlog/2029-11/cw1 cross 8 nov.txt", "typed_note_txt", L, "2029-11-08", ["C04"], ["C04-H05"], """
8.11.29 ACJM Tijara - Jai Ambey v Salim
CW1 Naresh Agarwal cross by Zakir Hussain (part): bills dikhaye - 14 bill, total maal Rs 9,20,000, payment Rs 2,40,000 mila.
Zakir: "security cheque" - Naresh: "security koni, baaki ka payment tha".
Cross adhura. ND 13.12.29
""")
u("backlog/2029-12/Cr Compl 611-2029 order sheet 13.12.2029.pdf", "certified_order_sheet_scan", "ACJM, Tijara", "2029-12-16", ["C04"], ["C04-H06"], """
न्यायालय अतिरिक्त मुख्य न्यायिक मजिस्ट्रेट, तिजारा
फौजदारी परिवाद संख्या 611/2029   जय अम्बे स्टील ट्रेडर्स बनाम मो. सलीम   धारा 138 एन.आई. एक्ट
13.12.2029  परिवादी मय अधिवक्ता उपस्थित। अभियुक्त अनुपस्थित, अधिवक्ता श्री जाकिर हुसैन द्वारा हाजिरी माफी प्रार्थना पत्र प्रस्तुत,
कोई चिकित्सा प्रमाण पत्र संलग्न नहीं, अतः अस्वीकार। अभियुक्त के विरुद्ध रु. 10,000 का जमानती वारंट जारी हो।
सीडब्ल्यू 1 नरेश अग्रवाल की जिरह पूर्ण। पेश हो दिनांक 24.01.2030।        ह./- अ.मु.न्या.म. तिजारा
""")
u("backlog/2030-01/20300124_145512.jpg", "handwritten_note_photo", L, "2030-01-24", ["C04"], ["C04-H07"], """
24.1.30 ACJM Tijara - Salim 138
Salim warrant pe haazir, bail fir se.
CW2 Manish Jain, Bank of Baroda Bhiwadi - return memo proved, 'funds insufficient'; khate me us din Rs 18,412 the.
CE close. ND 7.3.30 - 351 statement.
""")
u("backlog/2030-04/DW1 Aslam cross 25.04.2030.docx", "typed_note_docx", L, "2030-04-25", ["C04"], ["C04-H09"], """
25.04.2030 - ACJM Tijara - Jai Ambey v Salim (138)
DW1 Aslam (Salim ka bhai, site supervisor): bola maal kam aaya, cheque blank security me diya.
Our cross: maana ki kam maal ki koi shikayat likhit me nahi ki; maana ki notice ka jawab nahi diya.
DE closed. ND 12.06.2030 - final arguments. Naresh ji ko bata diya.
""")

# ---------------- C05 Sahun bail (ADJ-3 Alwar)
u("backlog/2029-06/IMG_20290620_113402.jpg", "handwritten_note_photo", L, "2029-06-20", ["C05"], ["C05-H01"], """
20/6/29 ADJ-3 Alwar (Sharma sb)
Sahun Khan bail - FIR 212/29 Nowgaon, cyber thagi (OLX fauji).
Judge ne case diary mangayi. PP Lokesh Saini. ND 25/6
Jumme Khan (father) bola "mhara chhora to kheti kare hai, phone uske bhai ko diyo tho".
""")
u("backlog/2029-06/Bail order Sahun Khan 28.06.2029.pdf", "certified_order_sheet_scan", "Additional Sessions Judge No. 3, Alwar", "2029-06-29", ["C05"], ["C05-H03"], """
न्यायालय अपर सेशन न्यायाधीश संख्या 3, अलवर
जमानत प्रार्थना पत्र संख्या 1187/2029   साहुन खान बनाम राजस्थान राज्य   (प्र.सू.रि. 212/2029 थाना नौगांवा)
28.06.2029  प्रार्थी की ओर से श्री यशपाल सिंह यादव, राज्य की ओर से श्री लोकेश सैनी लोक अभियोजक उपस्थित। केस डायरी का अवलोकन किया।
अभियुक्त 30.05.2029 से न्यायिक अभिरक्षा में है, अनुसंधान में बरामदगी हो चुकी है। प्रार्थना पत्र स्वीकार किया जाता है। अभियुक्त
रु. 50,000 का व्यक्तिगत बंधपत्र तथा रु. 25,000-25,000 की दो जमानतें प्रस्तुत करने पर रिहा किया जावे। शर्त: अभियुक्त अपना मोबाइल
नम्बर नहीं बदलेगा व अनुसंधान में सहयोग करेगा।                       ह./- अपर सेशन न्यायाधीश संख्या 3, अलवर
""")

# ---------------- C06 Kamla Devi plot suit (CJ(SD) No. 2 Alwar)
u("backlog/2029-07/kamla devi 6 july.txt", "typed_note_txt", L, "2029-07-06", ["C06"], ["C06-H01"], """
06.07.29 CJ(SD) No. 2 Alwar - Bairwa sb
Kamla Devi v Gopal Das Khatri (specific performance, plot 27 Scheme 8)
Mittal ne WS ke liye time maanga. Judge ne Rs 300 harjana laga ke time diya. ND 3.8.29
Ramesh ji (pati) aaye the - TI application pe jaldi karwana hai, Khatri plot kisi aur ko bechne ki baat kar raha.
""")
u("backlog/2029-08/IMG_20290803_124417.jpg", "handwritten_note_photo", L, "2029-08-03", ["C06"], ["C06-H02"], """
3.8.29 CJ(SD)-2 Alwar
Kamla Devi - WS aaya. Khatri keh raha bayana 4.5 lakh "udhaar" tha, agreement pe sign "blank kagaz" pe liye.
Replication 7.9.29. Notary register ki copy nikalwani hai.
""")
u("backlog/2029-09/IMG-20290907-WA0003.jpg", "handwritten_note_photo", K, "2029-09-07", ["C06"], ["C06-H03"], """
तारीख रजिस्टर   दिनांक 07.09.2029 (शुक्रवार)
सिविल जज (व.ख.) 2 अलवर - कमला देवी बनाम गोपालदास
प्रतिउत्तर (रेप्लीकेशन) पेश। अस्थायी निषेधाज्ञा प्रार्थना पत्र का जवाब आया। बहस हेतु अगली तारीख 04.10.2029
""")
u("backlog/2029-11/issues CS 92-2029.docx", "typed_note_docx", L, "2029-11-16", ["C06"], ["C06-H05"], """
16.11.2029 - CS 92/2029 Kamla Devi Sharma v Gopal Das Khatri - CJ(SD) No. 2 Alwar
Issues framed (6):
1. Whether the defendant executed the agreement to sell dated 15.01.2028 and received bayana Rs. 4,50,000? (OPP)
2. Whether the plaintiff was ready and willing to perform her part? (OPP)
3. Whether Rs. 4,50,000 was a loan and not bayana? (OPD)
4. Whether the suit is barred by limitation? (OPD)
5. Whether the plaintiff is entitled to specific performance or refund? (OPP)
6. Relief.
Status quo continues. ND 21.12.2029 PE - PW1 Kamla Devi affidavit file karna.
""")
u("backlog/2030-02/PW1 kamla cross 1.2.txt", "typed_note_txt", L, "2030-02-01", ["C06"], ["C06-H07"], """
01/02/30 CJ(SD)-2 Alwar - Kamla Devi plot
PW1 Kamla Devi cross by Mittal - 40 min. Sawal: 13.5 lakh ka intezaam tha? - bank FD aur pati ka PF dikhaya.
30.06.2028 ko registry ke liye sub-registrar office gaye, Khatri nahi aaya - maana.
ND 8.3.30 PW2 Bhagwan Sahai (stamp vendor, gawah).
""")
u("backlog/2030-03/CS 92-2029 order sheet 08.03.2030.pdf", "certified_order_sheet_scan", "Civil Judge (Senior Division) No. 2, Alwar", "2030-03-11", ["C06"], ["C06-H08"], """
न्यायालय सिविल न्यायाधीश (वरिष्ठ खण्ड) संख्या 2, अलवर
सिविल वाद संख्या 92/2029   श्रीमती कमला देवी शर्मा बनाम गोपालदास खत्री
08.03.2030  वादिया की ओर से श्री यशपाल सिंह यादव, प्रतिवादी की ओर से श्री राकेश मित्तल एडवोकेट उपस्थित। पीडब्ल्यू 2 भगवान सहाय के
बयान अंकित किये गये, जिरह की गई। वादिया ने साक्ष्य समाप्त की। प्रतिवादी साक्ष्य हेतु पेश हो दिनांक 26.04.2030।
                                                           ह./- सिविल न्यायाधीश (व.ख.) सं. 2 अलवर
""")
u("backlog/2030-04/IMG_20300426_154021.jpg", "handwritten_note_photo", L, "2030-04-26", ["C06"], ["C06-H09"], """
26/4/30 CJ(SD)-2 - Kamla Devi v Khatri
DW1 Gopal Das - cross part: maana ki agreement pe uske dastakhat, par "kagaz blank tha". Notary register me entry hai - dikhaya.
Mittal ne kaha doosri court me busy, baaki cross agli baar. ND 24.5.30
""")

# ---------------- junior chats
u("backlog/2029-07/WhatsApp Chat with Sana Jr.txt", "whatsapp_export", J + " / " + L, "2029-07-19", ["C04", "C05"], ["C04-H01", "C05-H02", "C04-H02"], """
14/06/29, 12:40 pm - Sana Parveen Jr: Sir Tijara ACJM - Salim wala 138. Accused nahi aaya. Madam ne BW 10,000 ka nikaal diya. ND 19/7
14/06/29, 12:42 pm - Yashpal Yadav Adv: ok. Naresh ji ko bata do
25/06/29, 11:15 am - Sana Parveen Jr: Sir ADJ-3 me Sahun ki bail - case diary nahi aayi, PP ne time liya. Judge ne 28/6 rakhi hai
25/06/29, 11:16 am - Yashpal Yadav Adv: 28 ko main khud aaunga
19/07/29, 1:30 pm - Sana Parveen Jr: Sir Salim aaj aa gaya warrant ke baad, bail bonds bhar diye. Copies de di. Notice ke liye 23/8
19/07/29, 1:31 pm - Yashpal Yadav Adv: 👍
""")
u("backlog/2030-03/WhatsApp Chat with Sana Jr (2).txt", "whatsapp_export", J + " / " + L, "2030-03-07", ["C02", "C03", "C04", "C06"], ["C06-H06", "C02-H06", "C03-H04", "C02-H07", "C04-H08"], """
21/12/29, 11:02 am - Sana Parveen Jr: Sir aaj Alwar me vakilon ki hadtal hai, Bar ne kaam band rakha. Kamla Devi wale me koi kaam nahi hua, judge ne 1/2/30 de di
21/12/29, 11:03 am - Yashpal Yadav Adv: theek. Kamla ji ko phone kar dena
17/01/30, 3:10 pm - Sana Parveen Jr: Sir Shabnam MACT - Aas Mohammad aaya, uska chief aur cross dono ho gaye. Khandelwal ne poochha accident ke waqt wo kitni door tha - "bees kadam". AE close. ND 21/2/30
12/02/30, 4:45 pm - Sana Parveen Jr: Sir Jaipur Ct 19 me Rajesh wala reach nahi hua, time khatam. Next 8/4/30
12/02/30, 4:46 pm - Yashpal Yadav Adv: ok
21/02/30, 12:20 pm - Sana Parveen Jr: Sir MACT - insurer ka investigator nahi aaya, Khandelwal ne time liya. ND 28/3/30
07/03/30, 1:55 pm - Sana Parveen Jr: Sir Tijara - Salim ka 351 statement ho gaya. Bola cheque security tha. DE ke liye 25/4/30
07/03/30, 1:57 pm - Yashpal Yadav Adv: good. DW list maang lena
""")
u("backlog/2030-05/WhatsApp Chat with Sana Jr (3).txt", "whatsapp_export", J + " / " + L, "2030-05-24", ["C06", "C02"], ["C06-H10"], """
02/05/30, 6:10 pm - Sana Parveen Jr: Sir Shabnam ki next date maine 4/7 note ki thi
02/05/30, 6:12 pm - Yashpal Yadav Adv: kal reader se pakka karna
24/05/30, 12:35 pm - Sana Parveen Jr: Sir Kamla Devi - DW1 Gopal Das ka cross poora ho gaya. DW2 nahi aaya, Mittal ne phir time maanga. Judge ne 1000 rupay harjana lagaya. ND 5/7/30 (chhuttiyon ke baad)
24/05/30, 12:36 pm - Yashpal Yadav Adv: theek hai
""")

# ---------------- plan and cause list
u("backlog/2030-06/Plan 10-15 June.docx", "typed_note_docx", L, "2030-06-08", ["C01", "C02", "C03", "C04", "C06"], [], """
Week plan 10-15 June 2030 (civil courts and HC on summer vacation)
Mon 10.6 - Alwar: Shabnam MACT ki written arguments taiyar (ND 11.07.2030); Kamla Devi - DW2 ke liye cross points (ND 05.07.2030)
Tue 11.6 - Rajesh Kesar Auto: company ka affidavit aaya ya nahi check (Jaipur ND 09.07.2030)
Wed 12.6 - TIJARA: ACJM - Jai Ambey v Salim final arguments; SDO - Jhiwana batwara DW2 Mahendra cross
Thu 13.6 - chamber; Ramkishan ko naksha batwara samjhana
""")
u("backlog/2030-06/ACJM Tijara cause list 12.06.2030.pdf", "cause_list_pdf", "ACJM, Tijara", "2030-06-11", ["C04"], [], """
न्यायालय अतिरिक्त मुख्य न्यायिक मजिस्ट्रेट, तिजारा - वाद सूची दिनांक 12.06.2030 (बुधवार)
1. फौ.प. 402/2028  राजस्थान राज्य बनाम अकरम वगैरह (थाना तिजारा)        अभियोजन साक्ष्य
2. फौ.प. 611/2029  जय अम्बे स्टील ट्रेडर्स बनाम मो. सलीम (138 एनआई एक्ट)  अंतिम बहस
3. फौ.प. 77/2030   हरियाणा रोडवेज बनाम सतबीर (138 एनआई एक्ट)           प्रसंज्ञान
4. फौ.प. 1290/2029 राजस्थान राज्य बनाम जुबेर (थाना भिवाड़ी फेज-3)       आरोप
5. फौ.प. 455/2029  श्याम सुन्दर बनाम इकबाल (138 एनआई एक्ट)             परिवादी साक्ष्य
""")

# ---------------- more papers
u("backlog/2029-06/vaad patra batwara RS 47.docx", "typed_note_docx", L, "2029-06-05", ["C01"], [], """
न्यायालय श्रीमान उपखण्ड अधिकारी महोदय, तिजारा
राजस्व वाद संख्या ...../2029
रामकिशन पुत्र स्व. हरिसिंह जाति अहीर निवासी झिवाना ........ वादी
बनाम
1. शेरसिंह 2. महेन्द्र पुत्रगण स्व. हरिसिंह 3. श्रीमती संतोष पुत्री स्व. हरिसिंह पत्नी रामफल निवासी कोटकासिम ...... प्रतिवादीगण
वाद अन्तर्गत धारा 53 राजस्थान काश्तकारी अधिनियम, 1955 बाबत बटवारा खातेदारी भूमि
1. यह कि मौजा झिवाना में खाता संख्या 118 की भूमि खसरा नं. 212, 213, 219 कुल रकबा 18 बीघा 6 बिस्वा वादी के पिता
स्व. हरिसिंह की खातेदारी की थी, जिनकी मृत्यु दिनांक 09.11.2028 को हो गई।
2. यह कि प्रतिवादी 1 शेरसिंह ने एक फर्जी वसीयत के आधार पर इन्तकाल नं. 1192 अपने नाम भरवा लिया, जिस पर वादी ने तहसीलदार
तिजारा के समक्ष आपत्ति प्रस्तुत की है।
3. यह कि वादी भूमि में अपने हिस्से का अलग कब्जा चाहता है; कुआं खसरा नं. 212 में है जो सबका साझा है।
अतः प्रार्थना है कि भूमि का बटवारा कर वादी के हिस्से का पृथक कब्जा दिलाया जावे।          वादी द्वारा अधिवक्ता
""")
u("backlog/2029-03/postmortem Irshad GH Alwar.pdf", "document_scan", "Rajiv Gandhi General Hospital, Alwar", "2029-03-05", ["C02"], [], """
RAJIV GANDHI GENERAL HOSPITAL, ALWAR - MEDICO-LEGAL / POST MORTEM EXAMINATION REPORT
P.M. No. 311/2029    Date: 05.03.2029
Name: Irshad Khan s/o Fazru Khan, age about 31 years, r/o Ghata, Tehsil Ramgarh. Brought by HC Om Prakash, PS Ramgarh.
History: road accident on 04.03.2029 at about 6.30 PM (truck hit motorcycle).
Opinion: death due to head injury (fracture of the skull with laceration of brain), ante-mortem, caused by blunt force,
sufficient to cause death in the ordinary course of nature.          sd/- Medical Board
""")
u("backlog/2029-05/claim petition Shabnam MACT.pdf", "document_scan", L, "2029-05-10", ["C02"], [], """
BEFORE THE MOTOR ACCIDENT CLAIMS TRIBUNAL No. 1, ALWAR
Claim Petition u/s 166 of the Motor Vehicles Act, 1988
1. Smt. Shabnam w/o late Irshad Khan (27)  2-4. minor children Aamir (8), Sahil (5), Noor (2) through mother
5. Smt. Zaitoon w/o Fazru Khan (58), mother of the deceased, all r/o village Ghata, Tehsil Ramgarh, Distt. Alwar ...Claimants
Versus
1. Mukesh Meena (driver)  2. Satpal Gurjar (owner of truck RJ-32-GA-xxxx)  3. The Oriental Insurance Co. Ltd., Alwar ...Respondents
Accident: 04.03.2029, about 6.30 PM, Alwar-Ramgarh road near Ghata mod; FIR 61/2029 PS Ramgarh.
Deceased: Irshad Khan, 31, pickup driver with Mewat Roadlines, income Rs. 14,000 per month.
Compensation claimed: Rs. 48,50,000 with interest @ 12% p.a.
""")
u("backlog/2029-12/Aas Mohammad medical.jpg", "document_photo", "CHC Ramgarh", "2029-12-05", ["C02"], [], """
COMMUNITY HEALTH CENTRE, RAMGARH (ALWAR)
OPD slip No. 18842     Date 05.12.2029
Name: Aas Mohammad  Age 34 M   r/o Ghata
Diagnosis: Enteric fever (typhoid). Advised bed rest for 7 days.      sd/- Medical Officer
""")
u("backlog/2029-08/WS Gopal Das Khatri CS 92.pdf", "document_scan", "Sh. Rakesh Mittal, Advocate for the defendant", "2029-08-03", ["C06"], [], """
न्यायालय श्रीमान सिविल न्यायाधीश (वरिष्ठ खण्ड) संख्या 2, अलवर
सिविल वाद संख्या 92/2029   श्रीमती कमला देवी शर्मा बनाम गोपालदास खत्री
जवाबदावा की ओर से प्रतिवादी
1. यह कि प्रतिवादी ने कोई इकरारनामा बेचान नहीं किया। वादिया के पति से रु. 4,50,000 उधार लिये थे, जिसकी जमानत के तौर पर
कुछ खाली कागजों पर हस्ताक्षर करवाये गये थे।
2. यह कि वाद मियाद बाहर है तथा वादिया कभी शेष राशि देने को तत्पर एवं इच्छुक नहीं रही।
अतः वाद मय खर्चा खारिज किया जावे।                          प्रतिवादी द्वारा अधिवक्ता राकेश मित्तल
""")
u("backlog/2029-03/IMG_20290310_101122.jpg", "document_photo", "India Post, Bhiwadi", "2029-03-10", ["C04"], [], """
INDIA POST   Bhiwadi HO 301019
Registered Letter with AD   RL No. RJ55xxxx418IN   Date 10/03/2029   Time 10:58
To: Mohd. Salim, Tapukara, Tijara     Weight 20 g    Amount Rs. 41.30
""")
u("backlog/2029-06/WhatsApp Chat with Jumme Khan.txt", "whatsapp_export", "Jumme Khan / " + L, "2029-06-29", ["C05"], ["C05-H03"], """
28/06/29, 2:14 pm - Yashpal Yadav Adv: Jumme Khan ji, Sahun ki bail ho gayi. 50 hazaar ka bond aur 25-25 hazaar ki do zamanat chahiye
28/06/29, 2:20 pm - Jumme Khan Bilandi: shukriya vakil sahab. Zamanti kaun ho sake? mhara bhai Yusuf aur Sarpanch Hakam Khan
28/06/29, 2:22 pm - Yashpal Yadav Adv: Jamabandi ki nakal dono ki le aao, kal munshi ji ke paas
29/06/29, 5:40 pm - Jumme Khan Bilandi: chhora ghar aa gayo 🙏
""")
u("backlog/2030-05/IMG-20300502-WA0017.jpg", "handwritten_note_photo", K, "2030-05-02", ["C02", "C06"], ["C02-H09"], """
तारीख रजिस्टर   दिनांक 02.05.2030 (गुरुवार)
1. मोटर दुर्घटना अधिकरण 1 अलवर - शबनम बनाम मुकेश मीणा: बहस हुई, अगली तारीख 04.07.2030 (सना मैडम से)
2. कमला देवी बनाम गोपालदास - तारीख 24.05.2030 है, गवाह डीडब्ल्यू 2 के लिये प्रतिवादी को
- रामजीलाल
""")
u("backlog/2030-02/khasra girdawari jhiwana 2086.jpg", "document_photo", "Patwari Halka Jhiwana", "2030-02-14", ["C01"], [], """
नकल खसरा गिरदावरी संवत 2086 (रबी)   मौजा झिवाना   तहसील तिजारा
खसरा 212  7-02  चाही (कुआं)   सरसों   काश्तकार: शेरसिंह
खसरा 213  5-00  बारानी        गेहूं    काश्तकार: रामकिशन
खसरा 219  6-04  बारानी        चना     काश्तकार: महेन्द्र, रामकिशन
नकल जारी 14.02.2030                       ह./- पटवारी
""")
u("backlog/2029-08/New Microsoft Word Document (2).docx", "typed_note_docx", L, "2029-08-21", ["C07"], ["C07-H03"], """
21.8.2029 tehsil Tijara - intkal 1192 objection
Bhupendra Gurjar ne kaha gawah Ratan Lal bahar gaya hai (Haryana, Nuh), time chahiye. Tehsildar ne 18.9.29 di, kaha "gawah hazir na hua to vasiyat saabit nahi maani jaayegi".
Doosra gawah Surender (Tapukara) - uske baare me Sher Singh chup.
""")
