"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []
KNJ = "Kameshwar Nath Jha"
MUN = "Ramdeo Yadav (munshi)"
PM = "Priyanka Mishra"


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


up("backlog/2025-08/IMG20250812104411.jpg", "document_photo", "Block Education Officer, Benipur", "2025-08-08", ["C02"], [], """
कार्यालय प्रखंड शिक्षा पदाधिकारी, बेनीपुर, दरभंगा
पत्रांक 412 / दिनांक 08.08.2025
सेवा में, श्रीमती सुनीता कुमारी झा, पंचायत शिक्षिका, प्राथमिक विद्यालय मकरमपुर, पंचायत बेनीपुर
विषय: वेतन भुगतान के संबंध में।
निगरानी पोर्टल पर आपके मैट्रिक एवं इंटर प्रमाण-पत्र का सत्यापन लंबित रहने के कारण माह अप्रैल 2024 से आपका वेतन स्थगित रखा गया है। सत्यापन प्राप्त होने पर नियमानुसार भुगतान किया जाएगा।
ह./- प्रखंड शिक्षा पदाधिकारी, बेनीपुर
""")

up("backlog/2025-11/CamScanner 11-02-2025 11.40.pdf", "document_scan", "Excise P.S. Darbhanga", "2025-09-27", ["C01"], [], """
FIRST INFORMATION REPORT (Under Section 173 B.N.S.S.)
District: Darbhanga   P.S.: Excise Thana, Darbhanga   Year: 2025   FIR No.: 311   Date: 27.09.2025
Acts & Sections: Bihar Prohibition and Excise Act, 2016 - Section 30(a)
Informant: S.I. (Excise) Pramod Kumar Choudhary
Accused: Sonu Kumar Paswan, s/o Rameshwar Paswan, village Kabirchak, P.S. Sadar, Darbhanga, age about 24 years
Contents: On secret information, at about 07:40 hrs near Donar chowk a red Hero motorcycle BR07-AK-4410 was stopped; from a
plastic gallon tied to the carrier 18.5 litres of country made liquor (chulai) was recovered. The rider disclosed his name
as above and was arrested on the spot. Seizure list prepared in presence of two witnesses.
""")

up("backlog/2025-12/IMG20251212191204.jpg", "handwritten_note_photo", KNJ, "2025-12-12", ["C04"], ["C04-H01"], """
12.12.25 (shukra)
TPS 112/21 Rahika batwara - Sub Judge-I
PW1 Shiv Kumar Jha ke chief affidavit pe file bhel.
Karn ji nai aael, hunkar junior aael.
agila tarikh 09.01.2026 - PW1 cross
Shiv babu ke kahal: original khatiyan ke copy aanu, 1972 ka panchnama bhi.
""")

up("backlog/2025-12/IMG20251216205530.jpg", "handwritten_note_photo", KNJ, "2025-12-16", ["C01"], ["C01-H01"], """
16/12/2025  Patna HC - Ct 22
Cr.Misc 41872/25 Sonu Paswan (sharab, 30(a))
Prasad J pahila sawal: "case diary kahan hai?"
APP Mahendra Yadav ji - instruction le lete hain.
CD call kiya gaya.  ND 20/01/26
Bablu ke bujhelon - CD thana se aabay me samay lagat, ham kichh nai kay sakai chhi.
fee baaki 5000.
""")

up("backlog/2025-12/20251222_172210.jpg", "handwritten_note_photo", MUN, "2025-12-22", ["C05", "C06"], ["C05-H01", "C06-H01"], """
मुंशी रजिस्टर
१९.१२.२०२५ - परिवाद सं. 1432/24 पूजा बनाम मनोज - CJM
A3 A4 का समन वापस, तामील नहीं। फिर से समन।
अगली तारीख २२.०१.२०२६
२२.१२.२०२५ - BLDR 67/25 सहनी बनाम झगरू मंडल - DCLR सदर
OP को नोटिस। अगली तारीख २७.०१.२०२६
नोटिस फीस ₹ 120 जमा
""")

up("backlog/2026-01/Note_20260108_1630.txt", "typed_note_txt", PM, "2026-01-08", ["C02"], ["C02-H01"], """
8 jan 2026 - CWJC 8841/2025 Sunita Kumari Jha vs State of Bihar - court 14, Sahay J
notice issued. CA 4 weeks me, reply 2 weeks uske baad.
SC-11 ke AC Kumar Gaurav appeared for State.
ND 12.02.2026
Sunita ji ko bola - salary slip (march 2024 tak), appointment letter aur Nigrani portal ka screenshot whatsapp karein.
""")

up("backlog/2026-01/IMG20260109184011.jpg", "handwritten_note_photo", KNJ, "2026-01-09", ["C04"], ["C04-H02"], """
09.01.26  TPS 112/21 batwara
Karn ji session court me phasal chhalaith - junior samay lel.
Hakim kahlkhin: "Rs 500 kharcha, agila ber nai chalat."
kharcha plaintiff ke dena.
ND 06.02.26  cross PW1
""")

up("backlog/2026-01/IMG20260114171530.jpg", "handwritten_note_photo", KNJ, "2026-01-14", ["C07"], ["C07-H01"], """
14/1/26  W.C. 9/25 Lalbabu Sada - Labour office, Laheriasarai
Employer (Maa Tara Eent Udyog, prop. Dinesh Choudhary) thru Rajesh Thakur vakil - w/s ke liye samay.
ND 18.2.26
Lalbabu ke kahal: DMCH medical board me naam likhaabu, purji lel aabu.
""")

up("backlog/2026-01/Note_20260120_1502.txt", "typed_note_txt", PM, "2026-01-20", ["C01"], ["C01-H02"], """
20.01.26 Sonu Paswan bail (Ct 22)
CD nahi aaya. APP Mahendra Yadav ji: "case diary not received my lord, thana ko reminder gaya hai".
Prasad J ne 4 week diya.  ND 17.02.2026
Bablu ko call kiya, bahut pareshan hai - bhai 4 mahine se jail me.
""")

up("backlog/2026-01/20260127_165840.jpg", "handwritten_note_photo", MUN, "2026-01-27", ["C05", "C06"], ["C05-H02", "C06-H02"], """
२२.०१.२६ पूजा केस CJM - अभियुक्त हाजिर नहीं।
A1 मनोज, A2 रामबाबू यादव पर जमानतीय वारंट।
अ.ता. २७.०२.२६
२७.०१.२६ सहनी DCLR - नोटिस तामील, झगरू मंडल हाजिर नहीं।
अ.ता. ०२.०३.२६
""")

up("backlog/2026-01/IMG20260129211520.jpg", "handwritten_note_photo", KNJ, "2026-01-29", ["C03"], ["C03-H01"], """
29 Jan 26  Patna
SA 214/2019 Bhola Mishra - item 61, Ct 9 - not reached.
Thakur J ke board bahut lamba, 40 item ke baad uthi gelaah.
ND 02.04.2026 (office se puchhal)
Abhishek ke msg kay del.
""")

up("backlog/2026-02/IMG20260206180233.jpg", "handwritten_note_photo", KNJ, "2026-02-06", ["C04"], ["C04-H03"], """
06.02.2026 - Rahika batwara
Karn ji phir samay lel - bimaar (doctor ke parcha deluk).
Hakim kahlkhin: Rs 1000 kharcha.
samay lel gel - dosar ber!
ND 07.03.26 (shanidin)  PW1 cross
""")

up("backlog/2026-02/Note_20260212_1711.txt", "typed_note_txt", PM, "2026-02-12", ["C02"], ["C02-H02"], """
12 feb - CWJC 8841 - CA nahi aaya.
Kumar Gaurav: instructions awaited from DEO Darbhanga.
Sahay J unhappy: "last chance", cost Rs 2,000 payable to the petitioner.
ND 19.03.2026
""")

up("backlog/2026-02/Note_20260217_1420.txt", "typed_note_txt", PM, "2026-02-17", ["C01"], ["C01-H03"], """
17/2 Sonu bail - CD phir se nahi aaya.
Prasad J: "last opportunity; SP Darbhanga to ensure that the case diary reaches the APP".
judge ne puchha criminal antecedent hai ki nahi - humne bola koi nahi; supplementary affidavit file karna hai antecedent par.
ND 10.03.26
""")

up("backlog/2026-02/IMG20260218163522.jpg", "handwritten_note_photo", KNJ, "2026-02-18", ["C07"], ["C07-H02"], """
18.02.26  WC 9/25
employer ke w/s: "Lalbabu hamar majdoor nai, thekedar Bhuwan Sada ke aadmi chhal".
employment denied.
ND 25.03.2026 - medical board cert file karab.
""")

up("backlog/2026-02/WhatsApp Image 2026-02-27 at 17.52.08.jpeg", "handwritten_note_photo", MUN, "2026-02-27", ["C05"], ["C05-H03"], """
२७.०२.२०२६ पूजा बनाम मनोज
A1 से A4 हाजिर, बेल बांड ₹10,000 प्रत्येक।
अगली तारीख ०६.०४.२०२६ - CW1 गवाही
पूजा को खबर दिया।
""")

up("backlog/2026-03/IMG20260302163012.jpg", "handwritten_note_photo", KNJ, "2026-03-02", ["C06"], ["C06-H03"], """
2.3.26  DCLR Sadar - Sahni v Jhagru
OP appeared thru Dilip Choudhary - reply ke liye samay.
DCLR Mandal saheb: "CO report mangaa lebai".
Dilip ji undertaking delkhin - jab tak case chalat OP kono naya nirman nai karat (recorded).
ND 13.04.26
""")

up("backlog/2026-03/IMG20260307175544.jpg", "handwritten_note_photo", KNJ, "2026-03-07", ["C04"], ["C04-H04"], """
०७.०३.२०२६ (शनि) बटवारा
PW1 शिव बाबू का जिरह शुरू।
Karn ji 2 ghanta puchhlan - 1972 ka panchnama ke bare me.
cross adhura.
ND 10.04.2026
hakim 2 baje ke baad gawahi lelaith - bhor me kono kaj nai.
""")

up("backlog/2026-03/WhatsApp Chat with Bablu Paswan.txt", "whatsapp_export", "Bablu Paswan", "2026-03-12", ["C01"], [], """
16/12/25, 9:12 pm - Bablu Paswan: pranam sir aaj ka kya hua bhaiya ka bail
16/12/25, 9:20 pm - Kameshwar Nath Jha: case diary mangaya gaya hai. 20 january ko next date.
20/01/26, 6:02 pm - Bablu Paswan: sir thana me gaye the daroga ji bole CD bhej diye hai
20/01/26, 6:10 pm - Kameshwar Nath Jha: APP ke paas nahi pahuncha. 17 feb
17/02/26, 7:45 pm - Bablu Paswan: sir ab kitna din lagega maa ro rahi hai
17/02/26, 7:51 pm - Kameshwar Nath Jha: judge ne last opportunity diya hai, 10 march ko
10/03/26, 4:31 pm - Kameshwar Nath Jha: bail ho gaya. 25000 ka bond, do jamaanatdaar. affidavit dena hai ki sharab nahi piyega nahi bechega
10/03/26, 4:33 pm - Bablu Paswan: jai ho sir 🙏🙏 jamaanatdaar mama aur pados ke mukhiya ji rahenge
12/03/26, 11:02 am - Bablu Paswan: sir order ka copy mil gaya, Darbhanga me excise court me bond bharenge
12/03/26, 11:05 am - Bablu Paswan: baaki fees 5000 kal munshi ji ko de denge
""")

up("backlog/2026-03/Scan_0312_001.pdf", "certified_order_sheet_scan", "Patna High Court", "2026-03-12", ["C01"], ["C01-H04"], """
IN THE HIGH COURT OF JUDICATURE AT PATNA
CRIMINAL MISCELLANEOUS No.41872 of 2025
Arising Out of PS. Case No.-311 Year-2025 Thana- EXCISE P.S. District- Darbhanga
Sonu Kumar Paswan ... Petitioner
Versus
The State of Bihar ... Opposite Party
CORAM: HONOURABLE MR. JUSTICE ALOK RANJAN PRASAD
ORAL ORDER
03   10-03-2026   Heard learned counsel for the petitioner and learned APP for the State. The case diary is now on
record. The petitioner is in custody since 27.09.2025 for alleged recovery of 18.5 litres of country made liquor from
the motorcycle. He has no criminal antecedent. Considering the period of custody, let the petitioner be released on
bail on furnishing bail bond of Rs. 25,000/- (Rupees Twenty Five Thousand) with two sureties of the like amount each to
the satisfaction of the learned Special Judge (Excise), Darbhanga, subject to the condition that the petitioner shall
file an affidavit that he shall not indulge in consumption or sale of liquor, and shall give his mobile number.
(Alok Ranjan Prasad, J)
""")

up("backlog/2026-03/Scan_20260316_103355.pdf", "document_scan", "Medical Board, DMCH Laheriasarai", "2026-03-12", ["C07"], [], """
OFFICE OF THE SUPERINTENDENT, DARBHANGA MEDICAL COLLEGE AND HOSPITAL, LAHERIASARAI
DISABILITY CERTIFICATE (Medical Board)   No. MB/2026/318   Date: 12.03.2026
This is to certify that Shri Lalbabu Sada, s/o late Jhuman Sada, village Singhwara, District Darbhanga, age 32 years,
was examined by the Medical Board on 12.03.2026. He has traumatic amputation of the index, middle and ring fingers of
the LEFT hand (injury dated 14.06.2025, crushed in brick moulding machine).
Permanent physical disability: 35% (thirty five percent). Condition is not likely to improve.
Sd/- Chairman, Medical Board; Member (Orthopaedics); Member (Surgery)
""")

up("backlog/2026-03/Note_20260319_1605.txt", "typed_note_txt", PM, "2026-03-19", ["C02"], ["C02-H03"], """
19.03.2026 CWJC 8841 - CA finally filed (in court, copy served today).
cost 2000 State ne nahi diya, Kumar Gaurav bole next date tak de denge.
reply 2 weeks.  ND 23.04.2026
""")

up("backlog/2026-03/IMG20260325170450.jpg", "handwritten_note_photo", KNJ, "2026-03-25", ["C07"], ["C07-H03"], """
25/3/26  bhatta case (WC 9/25)
DMCH medical board cert dt 12.03.2026 - 35% permanent disablement (3 aangur, baayan haath) file kail.
Thakur ji copy lel.
ND 06.05.26 - AW1 evidence
Lalbabu ke aabay-jaay ke bhada Rs 300 del.
""")

up("backlog/2026-04/IMG20260402214433.jpg", "handwritten_note_photo", KNJ, "2026-04-02", ["C03"], ["C03-H02"], """
०२.०४.२६ पटना  SA 214/19
Pathak ji (resp) kahlkhin: resp no. 3 Sitaram Thakur ke mrityu 11.02.2026 ke bhel.
substitution IA file karay parat - 90 din ke bhitar!
ND 07.05.2026
Abhishek se death certificate aa LR sab ke naam mangab.
""")

up("backlog/2026-04/20260410_181230.jpg", "handwritten_note_photo", MUN, "2026-04-10", ["C05", "C04"], ["C05-H04", "C04-H05"], """
०६.०४.२६ - पूजा केस - CW1 पूजा कुमारी का बयान (पूर्व-आरोप साक्ष्य)।
अ.ता. ११.०५.२६ CW2
१०.०४.२६ - बटवारा TPS 112/21 - PW1 का जिरह खत्म।
PW2 अमरनाथ झा का शपथपत्र दाखिल।
अ.ता. १५.०५.२६
""")

up("backlog/2026-04/IMG20260413165002.jpg", "handwritten_note_photo", KNJ, "2026-04-13", ["C06"], ["C06-H04"], """
13.04.26  DCLR - Sahni
OP ke jawab daakhil: "zameen hamar purkha se dakhal me, Sahni ke kono haq nai".
DCLR: CO Sadar se Amin napi report.
ND 08.06.2026
Sahni ji ke kahal - lagaan rasid aa kewala ke sab kagaj jama karu.
""")

up("backlog/2026-04/Scan_0425_002.pdf", "certified_order_sheet_scan", "Patna High Court", "2026-04-25", ["C02"], ["C02-H04"], """
IN THE HIGH COURT OF JUDICATURE AT PATNA
Civil Writ Jurisdiction Case No.8841 of 2025
Sunita Kumari Jha ... Petitioner
Versus
The State of Bihar & Ors. ... Respondents
CORAM: HONOURABLE MS. JUSTICE NIVEDITA SAHAY
ORDER
04   23-04-2026   The counter affidavit filed on behalf of the State does not disclose why the salary of the
petitioner for the period April 2024 to March 2025 has been withheld. The District Education Officer, Darbhanga
shall file his personal affidavit explaining the same. The cost of Rs. 2,000/- imposed on 12.02.2026 has not been paid;
the same shall be paid before the next date. List on 09.07.2026.
(Nivedita Sahay, J)
""")

up("backlog/2026-05/IMG20260506172012.jpg", "handwritten_note_photo", KNJ, "2026-05-06", ["C07"], ["C07-H04"], """
6 May 26  W.C. 9/25
AW1 Lalbabu Sada ke bayan.
Thakur ji cross: "tum thekedar Bhuwan Sada ke saath aaye the?"
Lalbabu: "nai, Dinesh babu ke munshi Shankar hamra rakhlkhin, Rs 350 roj".
cross khatam.
ND 24.06.2026 OP evidence
""")

up("backlog/2026-05/IMG20260507220105.jpg", "handwritten_note_photo", KNJ, "2026-05-07", ["C03"], ["C03-H03"], """
07.05.2026  Patna - SA 214/19
I.A. No. 3 of 2026 (substitution) daakhil - diary no. 24519/2026
LRs of resp 3: Rakesh Thakur (beta), Sunaina Devi, Rinki Kumari (beti)
notice to LRs.
ND 23.07.26
""")

up("backlog/2026-05/New Text Document (2).txt", "typed_note_txt", PM, "2026-05-11", ["C05"], ["C05-H05"], """
11.05.26 Pooja vs Manoj (CJM)
CW2 Sheela Devi (Pooja ki maa) ka bayan hua.
Ansari sahab ne charge par bahas ke liye time manga, CJM madam ne de diya.
ND 22/06/2026
CJM madam ne phir poocha - "mediation me bhej dein?" - Pooja ke papa Rajendra ji ne mana kiya.
""")

up("backlog/2026-05/20260515_170133.jpg", "handwritten_note_photo", MUN, "2026-05-15", ["C04"], ["C04-H06"], """
१५.०५.२६ बटवारा - PW2 जिरह
करण जी हाई कोर्ट में, समय।
₹1000 खर्चा।
अ.ता. २०.०६.२६
""")

up("backlog/2026-05/IMG20260518093025.jpg", "handwritten_note_photo", KNJ, "2026-05-18", ["C04"], ["C04-H06"], """
18.5.26
munshi ji register me Rahika batwara ke tarikh 20.06 likhlan - galat.
peshkar se puchhal: ND 19.06.2026 (shukra). sudhar kay lebai.
Karn ji ke ee tesar samay chhal (9.1, 6.2, 15.5) - har ber kono bahana.
""")

up("backlog/2026-06/New Microsoft Word Document.docx", "typed_note_docx", PM, "2026-06-27", ["C02", "C04", "C05", "C06", "C07"], [], """
WEEK PLAN 29 June - 4 July 2026 (koi date nahi - drafting week)
1. Sunita writ - DEO ka personal affidavit aane wala hai, reply draft ready rakhna; BSEB ko verification ke liye letter.
2. Rahika batwara - PW2 Amarnath Jha ko cross ke liye taiyar karna (1972 panchnama, khatiyan).
3. Pooja case - charge ke baad PW1 ke liye Pooja ka taiyari, istridhan list.
4. Sahni DCLR - CO office jaakar Amin report ka follow up (Ramdeo ji).
5. Bhatta case - OP ke gawah Shankar Mandal ke liye cross ke sawal; haziri register ka notice to produce.
""")

up("backlog/2026-06/IMG20260608163311.jpg", "handwritten_note_photo", KNJ, "2026-06-08", ["C06"], ["C06-H05"], """
०८.०६.२०२६  DCLR
CO report nai aael. reminder.
ND 13.07.26
Mandal saheb: "CO ke last reminder, agila ber report nai ta CO ke spashtikaran".
""")

up("backlog/2026-06/IMG20260622190740.jpg", "handwritten_note_photo", KNJ, "2026-06-22", ["C04", "C05"], ["C04-H07", "C05-H06"], """
19.06 - batwara - hakim chhuttee par (leave). ND 17.07.26
22.06.26 - Pooja case - charge framed 498A IPC (ab 85 BNS) + 4 DP Act.
sab accused "not guilty", trial.
Ansari sahab bahar me bajlaah "compromise ke chance chhai".
ND 03.08.2026  PW1
""")

up("backlog/2026-06/Note_20260624_1544.txt", "typed_note_txt", PM, "2026-06-24", ["C07"], ["C07-H05"], """
24 jun 26  WC 9/25
OP witness (bhatta ka munshi Shankar Mandal) absent. Rajesh Thakur ji ne time liya.
Commissioner Choudhary sir: "next date OPW nahi aaya to OP evidence close".
ND 05.08.2026
""")

up("backlog/2026-07/Scan_20260706_121500.pdf", "document_scan", "District Education Officer, Darbhanga", "2026-07-06", ["C02"], [], """
IN THE HIGH COURT OF JUDICATURE AT PATNA - C.W.J.C. No. 8841 of 2025
PERSONAL AFFIDAVIT ON BEHALF OF THE DISTRICT EDUCATION OFFICER, DARBHANGA
I, Sanjay Kumar Karn, District Education Officer, Darbhanga, do hereby solemnly affirm and state as follows:
3. That the salary of the petitioner was withheld from April 2024 because her Matriculation and Intermediate
certificates could not be verified, her folder being not available with the Bihar School Examination Board.
4. That the matter has been referred again to the BSEB by letter no. 1187 dated 30.06.2026 and on verification the
salary shall be paid forthwith.
Sworn at Darbhanga on 06.07.2026.
""")

up("backlog/2026-07/Note_20260709_1653.txt", "typed_note_txt", PM, "2026-07-09", ["C02"], ["C02-H05"], """
9.7.26 - Sunita writ
DEO ka personal affidavit record par: withheld for certificate verification, folder BSEB me nahi mila.
Sahay J: BSEB 4 hafte me verify kare.
cost Rs 2,000 - aaj Kumar Gaurav ne DD diya (finally).
ND 20.08.2026
""")

up("backlog/2026-07/CamScanner 07-14-2026 12.05.pdf", "document_scan", "Circle Officer, Sadar, Darbhanga", "2026-07-04", ["C06"], [], """
कार्यालय अंचल अधिकारी, सदर, दरभंगा
मापी प्रतिवेदन - BLDR वाद सं. 67/2025 (राम सागर सहनी बनाम झगरू मंडल)
मौजा बहादुरपुर, खाता 214, खेसरा 1103, रकबा 0.16 एकड़
दिनांक 01.07.2026 को दोनों पक्षों की उपस्थिति में मापी की गई। खेसरा 1103 के उत्तरी भाग में लगभग 4 (चार) डिसमिल पर
झगरू मंडल का फूस का घर एवं बाँस की बाड़ पाया गया। शेष भाग आवेदक के दखल में है।
ह./- अमीन सुरेश पासवान      ह./- अंचल अधिकारी, सदर   दिनांक 04.07.2026
""")

up("backlog/2026-07/20260717_180005.jpg", "handwritten_note_photo", MUN, "2026-07-17", ["C06", "C04"], ["C06-H06", "C04-H08"], """
१३.०७.२६ DCLR - अमीन रिपोर्ट आई। ४ डिसमिल पर झगरू का कब्जा।
अ.ता. २४.०८.२६ आपत्ति
१७.०७.२६ बटवारा - PW2 का जिरह खत्म।
PW3 अमीन रामलखन मंडल का बयान।
अ.ता. २१.०८.२६
""")

up("backlog/2026-07/IMG20260723204418.jpg", "handwritten_note_photo", KNJ, "2026-07-23", ["C03"], ["C03-H04"], """
23/07/2026  SA 214/19
substitution allowed - LRs brought on record.
Thakur J: "admission par sunab".
Pathak ji absent, hunkar junior.
ND 03.09.2026
""")

up("backlog/2026-07/WhatsApp Chat with Abhishek Mishra.txt", "whatsapp_export", "Abhishek Mishra", "2026-07-25", ["C03"], [], """
29/01/26, 10:14 pm - Abhishek Mishra: Namaste sir papa puch rahe the appeal ka kya hua aaj
29/01/26, 10:30 pm - Kameshwar Nath Jha: not reached. 2 april.
02/04/26, 9:50 pm - Kameshwar Nath Jha: Sitaram Thakur ji ka dehant ho gaya hai kya? unke vakil ne bataya
02/04/26, 10:05 pm - Abhishek Mishra: haan sir 11 feb ko. unka beta Rakesh hai aur do beti Sunaina aur Rinki. death certificate panchayat se nikalwa ke bhejte hai
09/04/26, 8:12 am - Abhishek Mishra: <Media omitted>
09/04/26, 8:13 am - Abhishek Mishra: sir death certificate bhej diya. ek baat papa bol rahe hai Kameshwar Thakur log settlement ki baat kar rahe hai gaon me, 10 katha de denge bol rahe
09/04/26, 8:40 am - Kameshwar Nath Jha: settlement ke liye likhit me aaye tab sochenge. papa ko boliye kuchh sign na karein
23/07/26, 9:02 pm - Kameshwar Nath Jha: substitution allow ho gaya. 3 september ko admission
25/07/26, 7:15 pm - Abhishek Mishra: thank you sir. fees ka 10000 papa ne bhej diya hai google pay pe
""")

up("backlog/2026-08/IMG20260805183020.jpg", "handwritten_note_photo", KNJ, "2026-08-05", ["C05", "C07"], ["C05-H07", "C07-H06"], """
3.8.26  Pooja - PW1 chief bhel.
Ansari: cross defer karay ke arzi, CJM madam maan lelkhin.
ND 14.09.26
5.8.26  bhatta - OPW1 Shankar Mandal (bhatta ke munshi) ke bayan: "Lalbabu ke ham nai rakhlon".
cross me maanlak je haziri register bhatta par rakhal jaait chhai - register nai laael.
ND 09.09.2026  bahas
""")

up("backlog/2026-08/Note_20260820_1712.txt", "typed_note_txt", PM, "2026-08-20", ["C02"], ["C02-H06"], """
20 Aug - CWJC 8841
BSEB verification report on record: Matric 2006 & Inter 2008 certificates genuine.
Sahay J: "then why is the salary not paid?" State ko next date tak explain/pay karna hai.
ND 17.09.2026
""")

up("backlog/2026-08/WhatsApp Chat with Rohit Jha Rahika.txt", "whatsapp_export", "Rohit Jha", "2026-08-22", ["C04"], [], """
[09/01/26, 8:41:10 PM] Rohit Jha: Pranam chacha ji, aaj Karn vakil phir nahi aaye kya? papa bol rahe the
[09/01/26, 8:55:32 PM] Kameshwar Nath Jha: haan, 500 kharcha laga. 6 feb
[06/02/26, 7:20:03 PM] Rohit Jha: aaj bhi date badh gaya?? ye log jaan boojh ke late kar rahe hai
[06/02/26, 7:31:44 PM] Kameshwar Nath Jha: bimar the bole. 1000 kharcha. 7 march ko papa ka cross hoga, papa ko 1972 wala panchnama yaad kara dena
[15/05/26, 6:10:12 PM] Rohit Jha: sir Amarnath kaka ka cross hua?
[15/05/26, 6:30:50 PM] Kameshwar Nath Jha: nahi, Karn ji high court me the. 1000 kharcha
[21/08/26, 5:48:27 PM] Rohit Jha: sir aaj kya hua amin wale ka
[21/08/26, 6:02:19 PM] Kameshwar Nath Jha: Karn ji fir samay liye, 2000 kharcha, last chance. 25 sept
[22/08/26, 9:15:40 AM] Rohit Jha: sir ab tak kharcha ka paisa mila kitna? papa puch rahe
[22/08/26, 9:40:02 AM] Kameshwar Nath Jha: 500 aur pehla 1000 mila hai. baaki 3000 abhi nahi diya
""")

up("backlog/2026-08/Scan_0824_003.pdf", "certified_order_sheet_scan", "Civil Court, Darbhanga", "2026-08-24", ["C04"], ["C04-H08", "C04-H09"], """
न्यायालय सब जज प्रथम, दरभंगा
स्वत्व बंटवारा वाद सं. 112/2021
शिव कुमार झा वगैरह बनाम उदय कान्त झा वगैरह
17.07.2026  वादी की ओर से PW2 अमरनाथ झा का प्रतिपरीक्षण पूर्ण। PW3 रामलखन मंडल (अमीन) का मुख्य परीक्षण हुआ।
            प्रतिपरीक्षण हेतु दिनांक 21.08.2026 को पेश हो।
21.08.2026  प्रतिवादी की ओर से समय हेतु आवेदन, कारण: पक्षकार से निर्देश प्राप्त नहीं। पूर्व में भी प्रतिवादी द्वारा
            बार-बार समय लिया गया है। ₹2,000/- (दो हजार) खर्चा वादी को देय शर्त पर अंतिम अवसर दिया जाता है।
            दिनांक 25.09.2026 को PW3 का प्रतिपरीक्षण हो।
""")

up("backlog/2026-08/IMG20260824170115.jpg", "handwritten_note_photo", KNJ, "2026-08-24", ["C06"], ["C06-H07"], """
24.8.26  DCLR - Sahni
Dilip Choudhary ji Amin report par aapatti daakhil: "napi bina notice ke bhel".
(galat - dunu paksh 01.07 ke napi me chhal, Jhagru ke dastkhat report par!)
ND 28.09.2026 bahas
""")

up("backlog/2026-09/IMG20260903213050.jpg", "handwritten_note_photo", KNJ, "2026-09-03", ["C03"], ["C03-H05"], """
३.९.२६  पटना - SA 214/19 admit bhel!
substantial question: nichla appeal court Ex. 4 (1962 ke kewala) ke bina praman ke kona manlak.
LCR mangaol gel.
ND 05.11.2026
Bhola babu ke phone kail - bahut khush.
""")

up("backlog/2026-09/Note_20260909_1620.txt", "typed_note_txt", PM, "2026-09-09", ["C07"], ["C07-H07"], """
09/09/26  WC 9/25 bahas
humne Sec 3 + Sec 4 par bahas ki: 60% x Rs 9,000 x factor 207.98 x 35% = Rs 3,93,082.
Rajesh Thakur ji: employer-employee relationship disputed, thekedar ka aadmi.
Commissioner: haziri register nahi laaye to adverse inference. award 04.11.2026 ko.
""")

up("backlog/2026-09/Note_20260914_1530.txt", "typed_note_txt", PM, "2026-09-14", ["C05"], ["C05-H08"], """
14.9.26 Pooja case (CJM)
Ansari sahab phir time - "samjhauta ki baat chal rahi hai".
CJM madam: "yeh teesri baar hai Ansari ji".
ND 12.10.2026 cross PW1
Rajendra ji (Pooja ke papa) bole koi samjhauta nahi, Manoj ke ghar wale ab bhi Rs 5 lakh maang rahe the.
""")

up("backlog/2026-09/IMG20260917201233.jpg", "handwritten_note_photo", KNJ, "2026-09-17", ["C02"], ["C02-H07"], """
17.09.2026  CWJC 8841 Sunita
State: 4 mahina ke vetan Rs 1,16,000 de del gel (Dec 24 - Mar 25).
baaki 8 mahina Rs 2,32,000 par SC bajlaah "DPO establishment se nirdesh".
Sahay J naraz: "why should the court not impose cost on the DEO personally?"
ND 19.11.2026
""")

up("backlog/2026-09/20260928_171802.jpg", "handwritten_note_photo", MUN, "2026-09-28", ["C04", "C06"], ["C04-H10", "C06-H08"], """
२५.०९.२६ बटवारा - PW3 का जिरह खत्म। वादी साक्ष्य बंद।
अ.ता. ०६.११.२६ DW
२८.०९.२६ DCLR - बहस आंशिक।
अ.ता. ०२.११.२६
""")

up("backlog/2026-10/IMG20261012175012.jpg", "handwritten_note_photo", KNJ, "2026-10-12", ["C05"], ["C05-H09"], """
12/10/26  Pooja
PW1 cross by Ansari done (2 ghanta - dahej ke maang kab, kekra saamne).
CJM madam mediation centre bhejlkhin - 31.10 ke mediator ke saamne.
ND 23.11.2026
""")

up("backlog/2026-11/IMG20261104190422.jpg", "handwritten_note_photo", KNJ, "2026-11-04", ["C06", "C07"], ["C06-H09", "C07-H08"], """
2.11.26  DCLR - naya DCLR Pathak saheb (Mandal saheb ke transfer).
bahas phir se. written arguments agila tarikh tak.
ND 08.12.2026
4.11.26  bhatta case - AWARD Rs 3,93,082 + 12% byaj!
30 din me jama. ND 09.12.26 compliance.
Lalbabu kaanay lagal.
""")

up("backlog/2026-11/Note_20261105_2010.txt", "typed_note_txt", PM, "2026-11-05", ["C03"], ["C03-H06"], """
5 Nov - SA 214/19 (Ct 9)
LCR nahi aaya. Office ko reminder to District Judge Darbhanga.
ND 14.01.2027
""")

up("backlog/2026-11/Scan_1106_001.pdf", "certified_order_sheet_scan", "Commissioner, Employee's Compensation, Darbhanga", "2026-11-06", ["C07"], ["C07-H08"], """
कार्यालय कर्मचारी प्रतिकर आयुक्त -सह- श्रम अधीक्षक, दरभंगा
W.C. Case No. 9 of 2025
Lalbabu Sada ... Applicant   Versus   Proprietor, Maa Tara Eent Udyog, Singhwara ... Opposite Party
04.11.2026  AWARD. The opposite party did not produce the attendance register though called upon; adverse inference
            is drawn. The applicant was a workman employed at the kiln and suffered the injury on 14.06.2025 in the
            course of employment. Loss of earning capacity 35%. Monthly wages Rs. 9,000/-, relevant factor 207.98.
            Compensation: Rs. 3,93,082/- (Rupees three lakh ninety three thousand eighty two) with simple interest @ 12%
            per annum from 14.07.2025. The opposite party shall deposit the amount within 30 days. Put up on
            09.12.2026 for compliance.
            Sd/- Brajesh Choudhary, Commissioner
""")

up("backlog/2026-11/IMG20261106174500.jpg", "handwritten_note_photo", KNJ, "2026-11-06", ["C04"], ["C04-H11"], """
०६.११.२०२६  बटवारा
DW1 Uday Kant Jha ke chief affidavit daakhil.
Karn ji aai samay nai lelaith!
ND 11.12.2026 - DW1 cross hamra karbak.
taiyari: 1972 panchnama, khatiyan, Ex. 3.
""")

up("backlog/2026-11/Note_20261119_1655.txt", "typed_note_txt", PM, "2026-11-19", ["C02"], ["C02-H08"], """
19.11.26 Sunita writ - heard.
Sahay J: "put up for orders".
balance Rs 2,32,000 abhi tak nahi mila.
ND 10.12.2026 (orders). Sunita ji ko bata diya.
""")

up("backlog/2026-11/20261123_165530.jpg", "handwritten_note_photo", MUN, "2026-11-23", ["C05"], ["C05-H10"], """
२३.११.२०२६ पूजा केस
मध्यस्थता विफल रिपोर्ट।
PW2 शीला देवी गैरहाजिर, समन।
अ.ता. १४.१२.२०२६
""")

up("backlog/2026-11/WhatsApp Chat with Raju Sada Singhwara.txt", "whatsapp_export", "Raju Sada", "2026-11-28", ["C07"], [], """
04/11/26, 7:40 pm - Raju Sada: sir papa bahut khush hai. paisa kab tak milega
04/11/26, 7:52 pm - Kameshwar Nath Jha: 30 din me jama karna hai malik ko. 9 december ko dekhenge
21/11/26, 8:05 pm - Raju Sada: sir Dinesh Choudhary ka aadmi aaya tha ghar, bol raha tha 1 lakh le lo aur case khatam karo
21/11/26, 8:20 pm - Kameshwar Nath Jha: kuchh nahi lena, kisi kagaz pe sign nahi. award ka paisa commissioner ke yahan jama hoga
28/11/26, 6:30 pm - Raju Sada: sir suna hai malik high court jayega appeal me. kya hoga
28/11/26, 6:45 pm - Kameshwar Nath Jha: appeal ke liye bhi pehle paisa jama karna padta hai. ghabraiye mat
""")

up("backlog/2026-12/IMG20261205202011.jpg", "handwritten_note_photo", KNJ, "2026-12-05", ["C06", "C07", "C02", "C04", "C05"], [], """
05.12.26  ee hafta:
Mangal 8 - DCLR Sahni: written arguments daakhil karab (Priyanka draft kelni)
Budh 9 - bhatta compliance - jama bhel ki nai dekhu
Brihaspati 10 - Patna, Sunita writ orders (Priyanka jaaeti)
Shukra 11 - batwara DW1 cross (ham)
Soma 14 - Pooja case PW2 Sheela Devi - summons tamil?
""")
