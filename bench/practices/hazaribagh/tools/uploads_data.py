"""The uploads of the Hazaribagh practice: what the lawyer, the junior Rakesh and the munshi Bhuneshwar kept."""

L, J, K = "Shailendra Kumar Mahto", "Rakesh Kumar Ravi", "Bhuneshwar Prasad Mehta (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2018-11/Scan_20181126_award SLAO chepa kalan.pdf", "document_scan", "Special Land Acquisition Officer, Hazaribagh", "2018-11-26", ["C01"], [], """
KARYALAYA VISHESH BHU-ARJAN PADADHIKARI, HAZARIBAGH
L.A. Case No. 07/2011-12   Mauza: Chepa Kalan, Thana No. 141, Anchal Barkagaon
Requiring body: NTPC Ltd. (Pakri Barwadih Coal Mining Project)
AWARD u/s 11 L.A. Act, 1894
Land of khata no. 29, plots 611, 612, 618 (total 3.42 acre) of Bhola Mahto and co-sharers, class Don-I and Tanr-II.
Market value assessed: Don-I @ Rs. 2,10,000 per acre, Tanr-II @ Rs. 1,35,000 per acre, solatium 30% and interest
u/s 23(1A) extra. Total award for the khata: Rs. 9,86,400/-.
Announced 26.11.2018.                                  sd/- S.L.A.O., Hazaribagh
""")
u("backlog/2027-09/IMG_20270907_183012.jpg", "document_photo", "Registrar, Hazaribagh", "2027-09-07", ["C01"], [], """
Certified copy - Sale deed No. 4417 of 2016, Registry office Hazaribagh
Vendor: Kailash Prasad Mahto, Chepa Kalan   Vendee: Sri Durga Coke Pvt. Ltd.
Land: mauza Chepa Kalan, thana 141, khata 31, plot 640, rakba 0.50 acre (50 decimal), Don-I
Consideration Rs. 4,75,000/- (i.e. Rs. 9,500 per decimal)   Registered 14.06.2016
""")
u("backlog/2027-05/WhatsApp Image 2027-05-08 at 19.02.11.jpeg", "document_photo", "Anchal Karyalay, Katkamsandi", "2027-05-08", ["C02"], [], """
Khatiyan (Cadastral Survey 1932) - nakal   Mauza Hupad, Thana No. 184, Pargana Chai Champa
Khata No. 73   Raiyat: Budhu Manjhi s/o Lakhan Manjhi, jati Santhal, Dakhilkar raiyat
Plot 412  rakba 1.28 acre  Don-II   Lagan Rs. 1-4-0
(CNT Act lagu - adivasi raiyati; hastantaran bina upayukt anumati varjit)
""")
u("backlog/2027-04/SAR petition sukhram draft final.docx", "typed_note_docx", L, "2027-04-12", ["C02"], [], """
BEFORE THE SPECIAL OFFICER, S.A.R. COURT, HAZARIBAGH
SAR Case No. 41 of 2026-27     Sukhram Manjhi vs Ramdeo Sao
Petition u/s 71A of the Chotanagpur Tenancy Act, 1908 - note for hearing
1. Land: khata 73, plot 412, rakba 1.28 acre, mauza Hupad, Katkamsandi - recorded in the 1932 khatiyan in the name of
   Budhu Manjhi (Santhal), the applicant's father.
2. In 1968 a so-called "sada hukumnama" was made in favour of Ramdeo Sao's father - no permission of the Deputy
   Commissioner u/s 46; the OP is not a member of a Scheduled Tribe. Transfer void.
3. OP entered in 1991 and built a house on part. Applicant came to know in 2026 when dakhil-kharij was sought.
Relief: restoration of possession u/s 71A; OP's house part - compensation question for the court.
""")
u("backlog/2027-02/PMR santosh yadav.pdf", "document_scan", "Sadar Hospital Hazaribagh (Sheikh Bhikhari Medical College)", "2027-02-12", ["C03"], [], """
POST MORTEM REPORT  No. 311/27   Date 12.02.2027
Name: Santosh Yadav s/o Jageshwar Yadav, age about 34 yrs, r/o Sindoor, Hazaribagh. Brought by ASI Raju Kumar Minz,
Barkagaon P.S. History: motorcycle hit by coal-laden hyva truck JH-02-BF-xxxx near Pakri Barwadih mor, Hazaribagh-
Barkagaon road, on 11.02.2027 at about 7.30 PM.
Cause of death: haemorrhage and shock due to crush injuries of chest and pelvis, ante-mortem.
""")
u("backlog/2027-08/IMG_20270818_112740.jpg", "document_photo", "DTO Hazaribagh (printout)", "2027-08-18", ["C03"], [], """
Sarathi - DL extract   DL No. JH02 2014 00xxxxx   Holder: MD. SHAMIM s/o Md. Yunus
Class of vehicle: LMV (valid to 2034), HGMV/TRANS valid 03.05.2017 to 02.05.2026
(no renewal of transport endorsement on record)
""")
u("backlog/2027-04/claim petition rinku devi.docx", "typed_note_docx", L, "2027-04-05", ["C03"], [], """
IN THE COURT OF THE MOTOR ACCIDENT CLAIMS TRIBUNAL, HAZARIBAGH
Claim petition u/s 166 M.V. Act - Rinku Devi w/o late Santosh Yadav & 3 others vs Md. Irfan Ansari (owner, M/s Maa
Tara Coal Carriers) & Md. Shamim (driver) & Shriram General Insurance Co. Ltd.
Deceased 34 yrs, ran a mobile repair shop at Sindoor, income Rs. 22,000 p.m.; wife, two minor sons, mother.
Hyva JH-02-BF-xxxx carrying coal from Pakri Barwadih siding; rash driving; FIR Barkagaon P.S. Case No. 41/2027.
Compensation claimed: Rs. 48,50,000/- with interest.
""")
u("backlog/2027-04/CamScanner 04-22-2027 POR 31.pdf", "document_scan", "Range Officer, Katkamsandi Range, Hazaribagh West Forest Division", "2027-04-22", ["C04"], [], """
PRELIMINARY OFFENCE REPORT (POR) No. 31/2027-28    Katkamsandi Range
Date and place: 09.04.2027, Kubri jungle, compartment 14, Hazaribagh West Forest Division
Offence: illegal felling of sal (Shorea robusta) and transport - 14 sal logs (gol lakdi) loaded on tractor-trolley
JH-02-F-xxxx. Accused: (1) Jagdish Bhuiyan s/o Mangar Bhuiyan (2) Nandu Bhuiyan. Sections: 33, 41, 42 Indian Forest
Act. Seizure witnesses: Sanjay Kisku (Forest Guard), Mahavir Ganjhu (villager).
                                          sd/- Bipin Kumar Mandal, Forester
""")
u("backlog/2027-08/Bail rejection order SJ hazaribagh BP 1432.pdf", "document_scan", "Sessions Judge, Hazaribagh", "2027-08-12", ["C05"], [], """
IN THE COURT OF THE SESSIONS JUDGE, HAZARIBAGH
Bail Petition No. 1432 of 2027 - Manoj Ganjhu vs State, arising out of Barkagaon P.S. Case No. 212 of 2027
12.08.2027. Heard. The petitioner is named in the FIR as one of the persons who led the mob at Chirudih on 18.07.2027
which assaulted the CO's team and damaged a JCB of the coal project. Considering the gravity, not a fit case.
Bail petition is rejected.                                   Sessions Judge, Hazaribagh
""")
u("backlog/2026-09/plaint TS 88 korrah.pdf", "document_scan", L, "2026-09-14", ["C06"], [], """
IN THE COURT OF SUB JUDGE-I, HAZARIBAGH    Title Suit No. 88 of 2026
Awadhesh Kumar Singh vs Smt. Kalawati Devi & others
PLAINT: The plaintiff purchased 32 decimals of khata 112, plot 1890, mauza Korrah by registered sale deed no. 2217
dated 09.03.2004 and has been in possession, mutation done (Jamabandi No. 1140). Defendants in June 2026 started
raising a boundary wall claiming the land under an old "bandobasti" of 1956. Relief: declaration of title, confirmation
of possession, permanent injunction. Valuation Rs. 6,40,000.
""")
u("backlog/2026-11/notice zubair eviction.docx", "typed_note_docx", L, "2026-11-10", ["C07"], [], """
SHAILENDRA KUMAR MAHTO, Advocate, Civil Court, Hazaribagh      Regd. post    10.11.2026
To Md. Zubair Alam, prop. Alam Mobile Point, Jhanda Chowk, Hazaribagh
Under instructions of my client Smt. Geeta Agarwal: you are a monthly tenant of the ground-floor shop at Rs. 7,000 p.m.;
rent from December 2025 to date is unpaid (12 months, Rs. 84,000). My client needs the shop for her son Ankit's
business. Vacate and pay arrears within 30 days, failing which an eviction suit will be filed.
""")
u("backlog/2027-09/IMG-20270928-WA0007.jpg", "document_photo", "Sri Ashok Kumar Dubey, Pleader Commissioner", "2027-09-28", ["C06"], [], """
RECEIPT   Received from Sri Awadhesh Kumar Singh Rs. 6,000/- (Rupees six thousand only) as commission fee in T.S. 88/2026,
Sub Judge-I, Hazaribagh. Measurement fixed 16.10.2027, 11 AM at site; amin Sri Dilip Ram to assist.
28.09.2027                                   sd/- Ashok Kumar Dubey, Advocate
""")

# ---------------- the munshi's register (Devanagari, photographed)
u("backlog/2027-05/IMG-20270520-WA0011.jpg", "handwritten_note_photo", K, "2027-05-20", ["C01", "C02", "C06", "C04"], ["C01-H01", "C02-H01", "C06-H01", "C04-H01"], """
तारीख रजिस्टर - मई 2027          (भुनेश्वर)
06.05.27 बृहस्पतिवार - AJC-II टोप्पो साहब - LA रेफ 22/19 भोला महतो बनाम सरकार - NTPC की ओर से झा जी हाजिर। सरकारी वकील (GP) ने टाइम पीटीशन दिया, जवाब नहीं। अगली तारीख 08.07.27
10.05.27 सोमवार - SAR कोर्ट - सुखराम मांझी बनाम रामदेव साव - रामदेव हाजिर, गुप्ता जी वकील, कारण पृच्छा हेतु समय। अगली ता. 14.06.27
17.05.27 सोमवार - सब जज-1 - टाइटल सूट 88/26 अवधेश सिंह - प्रतिवादी का WS नहीं, टाइम पीटीशन 200 रु. खर्चा पर मंजूर। अगली ता. 12.07.27
20.05.27 बृहस्पतिवार - CJM - जगदीश भुइयां (जंगल केस) - सरेंडर, जमानत 10,000 दो जमानतदार। अगली ता. 24.06.27
""")
u("backlog/2027-07/IMG-20270719-WA0004.jpg", "handwritten_note_photo", K, "2027-07-19", ["C06", "C02"], ["C06-H02", "C02-H03"], """
12.07.27 सोमवार - सब जज-1 - अवधेश सिंह टाइटल सूट - कलावती देवी वगैरह का WS दाखिल। अगली ता. 23.08.27 (इशू)
19.07.27 सोमवार - SAR कोर्ट - सुखराम - साहब ने CO कटकमसांडी से कब्जा का रिपोर्ट मंगाया। अगली ता. 30.08.27
""")
u("backlog/2027-07/IMG-20270729-WA0019.jpg", "handwritten_note_photo", K, "2027-07-29", ["C04", "C07"], ["C04-H03", "C07-H01"], """
22.07.27 गुरुवार - मुंसिफ - बेदखली वाद 9/26 गीता अग्रवाल बनाम जुबैर आलम - किरायेदार का WS आया, हम लोग धारा 15 का पीटीशन दिए। अगली ता. 26.08.27
29.07.27 गुरुवार - CJM - जगदीश भुइयां - चार्ज गठन हुआ, अभियुक्त ने दोष से इनकार किया। अगली ता. 02.09.27 गवाही
""")
u("backlog/2027-09/IMG-20270925-WA0002.jpg", "handwritten_note_photo", K, "2027-09-25", ["C07"], ["C07-H03"], """
25.09.27 शनिवार - मुंसिफ साहब - गीता अग्रवाल बेदखली - जुबैर ने 84,000 रु. जमा कर दिया (चालान)। दोनों पक्ष सुलह की बात, समय मांगा। अगली ता. 11.11.27
""")
u("backlog/2028-01/IMG-20280113-WA0009.jpg", "handwritten_note_photo", K, "2028-01-13", ["C01", "C06"], ["C01-H07", "C06-H06"], """
10.01.28 सोमवार - सब जज-1 - अवधेश सिंह - कमिश्नर दुबे जी का रिपोर्ट दाखिल। प्रतिवादी ने आपत्ति के लिए समय लिया। अगली ता. 06.03.28
13.01.28 बृहस्पतिवार - टोप्पो साहब - भोला महतो LA रेफ - सरकार का कोई गवाह नहीं। GP का तीसरा टाइम पीटीशन, 500 रु. खर्चा पर। अगली ता. 17.02.28
""")
u("backlog/2027-11/IMG-20271125-WA0015.jpg", "handwritten_note_photo", K, "2027-11-25", ["C01"], ["C01-H06"], """
25.11.27 बृहस्पतिवार - टोप्पो साहब - भोला महतो - CW2 दुखन महतो (पड़ोसी रैयत) का बयान व जिरह। दावेदार पक्ष का साक्ष्य बंद। अगली ता. 13.01.28 सरकार का साक्ष्य
""")

# ---------------- C01 Chepa Kalan LA reference
u("backlog/2027-07/20270708_154411.jpg", "handwritten_note_photo", L, "2027-07-08", ["C01"], ["C01-H02"], """
8/7/27  AJC-II Toppo sb.  LA Ref 22/19 Bhola Mahto
State ka written objection file - award sahi hai, "land is Tanr, not Don" bol rahe.
NTPC (Jha ji) ne time petition diya - allowed.
Toppo sb: "exemplar sale deed usi mauza, usi saal ka lao" - Chepa Kalan ka deed dhoondhna hai.
ND 5/8/27 - issues.
""")
u("backlog/2027-08/LA Ref 22-2019 order sheet 05.08.2027.pdf", "certified_order_sheet_scan", "Court of Addl. Judicial Commissioner-II, Hazaribagh", "2027-08-07", ["C01"], ["C01-H03"], """
ORDER SHEET   L.A. Reference Case No. 22 of 2019
Bhola Mahto & Ors. ...Claimants  Vs  State of Jharkhand & Anr. ...Opposite Parties
Sl. No. of order: 41     Date of order: 05.08.2027
Parties by lawyers. Written objection on behalf of O.P. No. 2 (NTPC Ltd.) filed. Perused. The following issues are
framed: (i) Is the reference maintainable? (ii) Was the market value of the land on the date of notification u/s 4
more than that awarded? (iii) Are the claimants entitled to enhanced compensation, and at what rate? (iv) To what other
relief? Claimants to adduce evidence. Put up on 09.09.2027.
                                  sd/- Addl. Judicial Commissioner-II, Hazaribagh
Office action taken: Noted.
""")
u("backlog/2027-09/LA ref bhola CW1 9 sept.docx", "typed_note_docx", L, "2027-09-09", ["C01"], ["C01-H04"], """
09.09.2027 - LA Ref 22/2019 (Bhola Mahto) - AJC-II Toppo sahab
CW1 Bhola Mahto - chief examination by affidavit; exhibits: sale deed 4417/2016 Ext. 1 (Rs. 9,500 per decimal, i.e.
Rs. 9.5 lakh per acre), khatiyan Ext. 2, award copy Ext. 3.
GP Sinha ji ne cross ke liye time maanga - "busy in sessions trial". Toppo sb ne allow kiya, par bole agli baar cross
hoga hi. Toppo sahab ne phir poochha - koi aur exemplar deed 2010-11 ka? Dhoondhna hai.
Our claim: Don-I at least Rs. 9,50,000 per acre vs award Rs. 2,10,000.
ND 21.10.2027 (after Durga Puja chhutti).
""")
u("backlog/2027-10/IMG_20271021_162205.jpg", "handwritten_note_photo", L, "2027-10-21", ["C01"], ["C01-H05"], """
21.10.27 Toppo sb - Bhola Mahto LA ref
CW1 ka cross - GP: "sale deed company ke saath hai, inflated". Bhola: "hamar Don khet me dhaan do fasal hota".
NTPC Jha: no question on rate, only that possession given 2012.
ND 25/11 - CW2 Dukhan.
""")
u("backlog/2028-02/LA ref 17.2.28 state evidence.docx", "typed_note_docx", L, "2028-02-17", ["C01"], ["C01-H08"], """
17.02.2028 - L.A. Ref 22/2019 - AJC-II
OPW1 Ramashish Singh, Kanungo, Barkagaon Anchal - examined for the State. Said: land classification taken from
Register II; "Don-I aur Tanr-II dono the"; admitted in cross that no sale statistics of Chepa Kalan of 2010-11 were
collected, only of Barkagaon town. State's evidence closed.
ND 23.03.2028 - arguments. Written notes of arguments taiyar karna.
""")
u("backlog/2028-03/bhola args 23-3.txt", "typed_note_txt", L, "2028-03-23", ["C01"], ["C01-H09"], """
23.3.28 AJC-II Toppo sb - LA Ref 22/19
Hamari bahas puri hui (45 min): exemplar Ext 1, Kanungo ka admission, Don-I rate.
Toppo sb ne GP ko bola agli date pe reply, written notes dono taraf se.
Pending: written notes of arguments file karna (10 pages), interest u/s 28 ka calculation chart.
ND 04.05.2028 - GP reply.
""")

# ---------------- C02 Sukhram CNT restoration (SAR)
u("backlog/2027-06/20270614_131500.jpg", "handwritten_note_photo", L, "2027-06-14", ["C02"], ["C02-H01", "C02-H02"], """
14/6/27 SAR Court (Lakra sb)  Sukhram v Ramdeo Sao
Pichhli date 10/5 - Ramdeo appeared, Gupta ji ne show cause ke liye time liya.
Aaj show cause file: kahte hain 1968 me kharid, "hukumnama", 30 saal se adhik - limitation. Also "Ramdeo bhi Teli -
backward" - irrelevant, 71A me ST ki zameen non-ST ke paas.
ND 19/7/27.
""")
u("backlog/2027-08/sukhram SAR 30.8.txt", "typed_note_txt", L, "2027-08-30", ["C02"], ["C02-H04"], """
30.08.27 SAR Court - Sukhram Manjhi
CO Katkamsandi ka report nahi aaya. Lakra sb ne CO ko reminder bheja - "report within 4 weeks".
Birsa ko bola halka karmachari se milke report jaldi karwaye.
ND 4.10.27.
""")
u("backlog/2027-10/20271004_diary both.jpg", "handwritten_note_photo", L, "2027-10-04", ["C02", "C05"], ["C02-H05", "C05-H02"], """
4.10.27 (Mon)
(1) SAR Court - Sukhram - CO report aa gaya! CO Katkamsandi: plot 412 pe Ramdeo Sao ka kabza, 0.20 acre pe pakka
    makan, baaki 1.08 acre me kheti. Jamabandi Ramdeo ke naam 1991 se (correction slip). ND 22.11.27 - applicant evidence.
(2) Ranchi - Manoj Ganjhu B.A. 7781/27 - Rakesh gaya tha (phone pe bataya): case diary nahi aaya, APP Tiwary ne time
    liya. ND 8.11.27. Sarita ko bata diya.
""")
u("backlog/2027-11/Sukhram AW1 evidence 22.11.docx", "typed_note_docx", L, "2027-11-22", ["C02"], ["C02-H06"], """
22.11.2027 - SAR Case 41/2026-27 - Lakra sahab
AW1 Sukhram Manjhi examined: father Budhu Manjhi; 1932 khatiyan Ext. A; never sold; "hukumnama par angutha father ka
nahi". Gupta ji ne cross ke liye time petition diya - allowed.
Lakra sb ne kaha agli date pe cross, phir OP evidence. ND 17.01.2028.
""")
u("backlog/2028-01/SAR 41 order sheet 17.01.2028.pdf", "certified_order_sheet_scan", "S.A.R. Court, Hazaribagh", "2028-01-18", ["C02"], ["C02-H07"], """
ORDER SHEET - SAR Case No. 41 of 2026-27 (Sukhram Manjhi vs Ramdeo Sao)
Order No. 15   Dt. 17.01.2028
Both parties present with learned lawyers. AW1 cross-examined on behalf of the O.P. Applicant closes his evidence.
O.P. to adduce evidence. Put up on 21.02.2028.          sd/- Special Officer, S.A.R., Hazaribagh
""")
u("backlog/2028-02/IMG_20280221_140317.jpg", "handwritten_note_photo", L, "2028-02-21", ["C02"], ["C02-H08"], """
21/2/28 SAR - Sukhram
OPW1 Ramdeo Sao khud: "1968 me 600 rupya me liye the, hukumnama"; cross me maan gaya DC ka permission nahi liya tha,
aur 1991 tak zameen Budhu ke kabze me thi. Good admission!
ND 27/3/28 - args.
""")
u("backlog/2028-03/sukhram 27 march.txt", "typed_note_txt", L, "2028-03-27", ["C02"], ["C02-H09"], """
27.03.28 SAR Court - Sukhram v Ramdeo
Gupta ji ne time petition diya - tabiyat kharab. Lakra sb allowed, bole next date pe bahas nishchit.
Teesri baar Gupta ji ka time (10/5/27 show cause, 22/11/27 cross, aaj).
ND 25.04.2028 - ARGUMENTS. 71A proviso + Ramdeo ka admission ready rakhna.
""")
u("backlog/2028-03/WhatsApp Chat with Birsa Manjhi.txt", "whatsapp_export", "Birsa Manjhi (client's son)", "2028-03-27", ["C02"], ["C02-H04", "C02-H09"], """
30/08/27, 17:12 - Birsa Manjhi: Sir aaj ki bhelak? CO ke report aalak ki nay?
30/08/27, 17:20 - Shailendra Mahto Adv: Nahi aaya. 4 October agla date. Karmachari se milo.
30/08/27, 17:22 - Birsa Manjhi: Thik ba sir, hamin kaal anchal jaibo
27/03/28, 16:40 - Birsa Manjhi: Sir Ramdeo ke vakil fer time le lelak? Baba bahut chinta karo hathin
27/03/28, 16:45 - Shailendra Mahto Adv: Haan, Gupta ji bimar. 25 April ko bahas hai, Sukhram ji ko lekar aana.
27/03/28, 16:46 - Birsa Manjhi: Ji sir, aabo
""")

# ---------------- C03 Rinku hyva claim (MACT)
u("backlog/2027-08/MACT 57 insurer WS 19 aug.docx", "typed_note_docx", L, "2027-08-19", ["C03"], ["C03-H03"], """
19.08.2027 - M.A.C. 57/2027 Rinku Devi - MACT (DJ-III Oraon sahab)
Insurer (Shriram) WS filed through Deepak Verma:
 (a) driver Md. Shamim's HGMV/transport endorsement expired on 02.05.2026 - no valid licence on 11.02.2027;
 (b) route permit only for Pakri Barwadih-Banadag siding, vehicle was on Barkagaon road - permit violation;
 (c) overloading (coal 31 MT).
Owner Irfan Ansari's WS (filed 15.07) says driver had licence, "renewal applied".
Oraon sahab: "owner permit aur fitness ka original laye". ND 23.09.2027 issues.
""")
u("backlog/2027-11/rinku AW1 18 nov.txt", "typed_note_txt", L, "2027-11-18", ["C03"], ["C03-H05"], """
18/11/27 MACT - Rinku Devi (AW1)
Affidavit Ext; FIR Barkagaon 41/27 Ext 1, PMR Ext 2, charge sheet against driver Shamim Ext 3.
Verma cross: income proof? - shop ka trade licence nahi, only "Santosh Mobile" board photo & bank passbook (SBI Sindoor).
Rinku: "roz 700-800 kamaate the". Helmet? "pahne the".
ND 16.12.27 AW2 eyewitness Lalu Ram.
""")
u("backlog/2027-12/PXL_20271216_071544.jpg", "handwritten_note_photo", L, "2027-12-16", ["C03"], ["C03-H06"], """
16.12.27 MACT
Rinku claim - AW2 Lalu Ram Mahto nahi aaya (Barkagaon se bus nahi mili). Humne time petition diya. Allowed.
ND 3.2.28. Pappu ko bola gawah ko lekar aana.
""")
u("backlog/2028-02/rinku AW2 lalu ram 3-2-28.docx", "typed_note_docx", L, "2028-02-03", ["C03"], ["C03-H07"], """
03.02.2028 - MACT 57/2027 - AW2 Lalu Ram Mahto (eyewitness, tea shop at Pakri Barwadih mor)
Chief: hyva "bahut tej" from Barkagaon side, hit Santosh's motorcycle from front-right; driver ran away, khalasi caught.
Verma cross: shop is 40-50 ft from spot; it was dark? - "street light tha, hyva ka headlight". Did not go to police -
"daroga ji ne bayan liya tha 12 tarikh ko".
Claimants' evidence closed. ND 16.03.2028 insurer's evidence.
""")
u("backlog/2028-03/MAC 57-2027 order 16.03.2028.pdf", "certified_order_sheet_scan", "MACT, Hazaribagh", "2028-03-17", ["C03"], ["C03-H08"], """
IN THE COURT OF DISTRICT & ADDITIONAL SESSIONS JUDGE-III-CUM-M.A.C.T., HAZARIBAGH
M.A.C. Case No. 57 of 2027   Rinku Devi & Ors. vs Md. Irfan Ansari & Ors.
Order No. 19   16.03.2028
Claimants by lawyer. O.P. No. 3 (insurer) by Sri D.K. Verma. The investigator of the insurer is not present; a time
petition is filed. Allowed as a last chance. The insurer shall produce its investigator and the DTO record of the
driving licence on the next date, failing which its evidence shall be closed. Put up on 25.04.2028.
                                          sd/- DJ-III-cum-MACT, Hazaribagh
""")
u("backlog/2028-03/WhatsApp Chat with Pappu Yadav Rinku bhai.txt", "whatsapp_export", "Pappu Yadav (client's brother)", "2028-03-16", ["C03"], ["C03-H08"], """
16/03/28, 14:05 - Pappu Yadav: Sir aaj ka bhela? Bima company ka aadmi aail?
16/03/28, 14:11 - Shailendra Mahto Adv: Nahi aaya investigator. Judge sahab ne last chance diya. 25 April agla date.
16/03/28, 14:12 - Pappu Yadav: Kitna din aur lagtau sir, didi ke do bachcha hai
16/03/28, 14:15 - Shailendra Mahto Adv: Insurer ka evidence khatam hote hi bahas. 2-3 date aur.
""")

# ---------------- junior's chats (CJM, MACT, Ranchi)
u("backlog/2027-09/WhatsApp Chat with Rakesh Ravi Jr.txt", "whatsapp_export", J, "2027-09-23", ["C03", "C04", "C05"], ["C03-H01", "C03-H02", "C04-H02", "C04-H04", "C05-H01", "C03-H04"], """
13/05/27, 13:02 - Rakesh Ravi Jr: Sir MACT Rinku wala - notice issue ho gaya owner, driver, insurer teeno ko. ND 15/7
24/06/27, 12:40 - Rakesh Ravi Jr: Sir CJM me Jagdish ka complaint copy aur POR copy mil gaya. ND 29/7
15/07/27, 13:15 - Rakesh Ravi Jr: Sir MACT - owner Irfan ka WS aa gaya. Insurance wale Verma ji ne WS ke liye time liya. ND 19/8
02/09/27, 12:20 - Rakesh Ravi Jr: Sir jungle case me forest wala koi gawah nahi aaya. CJM sahab ne Forester ko summon kiya. ND 5/10
02/09/27, 12:22 - Shailendra Mahto Adv: ok. Jagdish ko bolo har date pe hazri de
06/09/27, 15:30 - Rakesh Ravi Jr: Sir Ranchi - Manoj Ganjhu BA 7781 - Tirkey J ne case diary mangaya. ND 4 Oct
23/09/27, 13:05 - Rakesh Ravi Jr: Sir MACT issues frame ho gaya (5 issues). ND 18/11 AW1
""")
u("backlog/2028-04/WhatsApp Chat with Rakesh Ravi Jr (2).txt", "whatsapp_export", J, "2028-04-18", ["C04"], ["C04-H06", "C04-H09"], """
30/11/27, 12:50 - Rakesh Ravi Jr: Sir jungle case - CW2 Sanjay Kisku (forest guard) absent. ND 11/1/28
30/11/27, 12:51 - Shailendra Mahto Adv: doosri baar koi gawah nahi. Note rakho
18/04/28, 13:10 - Rakesh Ravi Jr: Sir Jagdish case - seizure witness Mahavir Ganjhu nahi aaya. Humne petition diya ki prosecution evidence close ho. CJM sahab ne Forest Pleader se reply manga. ND 16/5/28
18/04/28, 13:12 - Shailendra Mahto Adv: theek. 16 May ko main rahunga
""")

# ---------------- C04 Jagdish forest case
u("backlog/2027-10/jagdish CW1 forester 5-10.docx", "typed_note_docx", L, "2027-10-05", ["C04"], ["C04-H05"], """
05.10.2027 - CJM Hazaribagh - Complaint Case 1487/2027 (Forest) - Jagdish Bhuiyan
CW1 Bipin Kumar Mandal, Forester - chief: on 09.04.2027 patrolling, found tractor with 14 sal logs in Kubri jungle,
Jagdish driving, Nandu ran away.
Our cross: no hammer mark / stump matching done; no independent witness signed at the spot, seizure list prepared at
range office; tractor owner not Jagdish (owner Dinesh Yadav); admitted "lakdi ka naap-jokh range office me hua".
ND 30.11.27 - CW2.
""")
u("backlog/2028-01/Complaint 1487-2027 order 11.01.2028.pdf", "certified_order_sheet_scan", "CJM, Hazaribagh", "2028-01-12", ["C04"], ["C04-H07"], """
IN THE COURT OF THE CHIEF JUDICIAL MAGISTRATE, HAZARIBAGH
Complaint Case No. 1487 of 2027 (Forest)   State through Range Officer, Katkamsandi vs Jagdish Bhuiyan & Anr.
11.01.2028  Accused Jagdish Bhuiyan present. Hazri filed. Complainant's witness CW2 absent despite summons, for the
second consecutive date. Issue show cause to the D.F.O., Hazaribagh West Forest Division as to why the witness is not
being produced. Put up on 22.02.2028 for evidence.         sd/- C.J.M., Hazaribagh
""")
u("backlog/2028-02/IMG_20280222_125030.jpg", "handwritten_note_photo", L, "2028-02-22", ["C04"], ["C04-H08"], """
22.2.28 CJM - Jagdish (sal lakdi)
CW2 Sanjay Kisku forest guard aaya (DFO ko show cause ke baad!). Chief: "lakdi tractor pe thi". Cross: raat 9 baje,
torch ki roshni; Jagdish ko pehle se nahi jaanta; seizure list pe gaon ka koi sign nahi.
ND 18/4/28 seizure witness Mahavir.
""")
u("backlog/2028-04/jagdish 18.4.txt", "typed_note_txt", L, "2028-04-18", ["C04"], ["C04-H09"], """
18.04.2028 CJM - Jagdish forest case (Rakesh gaya tha)
Seizure witness Mahavir Ganjhu absent. Chauthi baar koi prosecution gawah nahi aaya (2/9/27, 30/11/27, 11/1/28, aaj).
Petition to close prosecution evidence diya. Reply of Forest Pleader Mehta ji. ND 16.05.2028.
""")

# ---------------- C05 Manoj Ganjhu bail (HC)
u("backlog/2027-08/BA Manoj Ganjhu filing note.docx", "typed_note_docx", L, "2027-08-24", ["C05"], [], """
24.08.2027 - Filing: B.A. No. 7781 of 2027 (Jharkhand HC) - Manoj Ganjhu vs State
Barkagaon P.S. Case No. 212/2027, ss. 191(2), 190, 121(1), 132 BNS. In custody since 19.07.2027 (Hazaribagh Central
Jail - Jai Prakash Narayan Kendriya Kara). SJ rejected 12.08.2027 (BP 1432/27).
Grounds: not named for assault on CO, only "bheed me shamil"; co-accused Tileshwar Sao bailed by SJ; displaced raiyat
protesting the coal project's compensation; family - wife Sarita, 3 children. Court fee and Vakalatnama ready.
""")
u("backlog/2027-11/manoj BA 8 nov.txt", "typed_note_txt", L, "2027-11-08", ["C05"], ["C05-H03"], """
8.11.27 Ranchi - Tirkey J, Ct 11 - B.A. 7781/2027 Manoj Ganjhu
Case diary aa gaya. Tirkey J ne antecedents poochha - APP Tiwary: 2 aur case (Barkagaon 88/2023 - acquitted; 150/2025
pending, bail me). Court ne status report maanga.
ND 29.11.27. Sarita ko acquittal ka judgment copy lana hai.
""")
u("backlog/2027-11/BA 7781-2027 order 29.11.2027.pdf", "certified_order_sheet_scan", "Jharkhand High Court", "2027-11-30", ["C05"], ["C05-H04"], """
IN THE HIGH COURT OF JHARKHAND AT RANCHI
B.A. No. 7781 of 2027
Manoj Ganjhu ... Petitioner   Versus   The State of Jharkhand ... Opposite Party
CORAM: HON'BLE MR. JUSTICE RAMESH CHANDRA TIRKEY
For the Petitioner: Mr. Shailendra Kumar Mahto, Advocate
For the State: Mr. Vikash Kumar Tiwary, A.P.P.
Order No. 04 / Dated: 29.11.2027
Heard. The petitioner is in custody since 19.07.2027. Of the two other cases, he has been acquitted in one and is on
bail in the other. The charge-sheet has been submitted. The petitioner is directed to be released on bail on
furnishing bail bond of Rs. 25,000/- (Rupees Twenty Five Thousand) with two sureties of the like amount each to the
satisfaction of the learned C.J.M., Hazaribagh, in connection with Barkagaon P.S. Case No. 212 of 2027, subject to the
condition that he shall appear before the police station on every first Monday of the month till the trial ends.
                                                     (Ramesh Chandra Tirkey, J.)
""")
u("backlog/2027-11/WhatsApp Chat with Sarita Ganjhu.txt", "whatsapp_export", "Sarita Devi (client's wife)", "2027-12-03", ["C05"], ["C05-H04"], """
29/11/27, 15:02 - Shailendra Mahto Adv: Sarita ji, Manoj ko bail mil gaya. 25 hazar ka bond, do jamanatdar. CJM Hazaribagh me bond bharna hai.
29/11/27, 15:10 - Sarita Ganjhu: Sir bhagwan aapke bhala kare. Jamanatdar ke kagaz ki ki lagtai?
29/11/27, 15:14 - Shailendra Mahto Adv: LPC ya rasid aur aadhar. Har mahine pehle Monday thana me hazri dena hoga.
03/12/27, 11:30 - Sarita Ganjhu: Sir aaj chhut gelay. Dhanyawad
""")

# ---------------- C06 Awadhesh title suit
u("backlog/2027-08/TS 88-2026 order sheet 23.08.2027.pdf", "certified_order_sheet_scan", "Court of Sub Judge-I, Hazaribagh", "2027-08-25", ["C06"], ["C06-H03"], """
ORDER SHEET  Title Suit No. 88 of 2026  (Awadhesh Kumar Singh vs Kalawati Devi & Ors.)
Order No. 17  Date 23.08.2027
Parties by lawyers. Heard on the points of issues. The following 6 issues are framed: (1) maintainability (2) cause of
action (3) valuation and court fee (4) whether the plaintiff has title over 32 decimals of plot 1890 by sale deed
no. 2217 of 2004 (5) possession (6) relief. Petition of the plaintiff for appointment of a survey-knowing pleader
commissioner filed; defendants to file rejoinder. Put up on 27.09.2027.      sd/- Sub Judge-I
""")
u("backlog/2027-09/IMG_20270927_170930.jpg", "handwritten_note_photo", L, "2027-09-27", ["C06"], ["C06-H04"], """
27/9/27 SJ-I Kachhap madam - Awadhesh TS 88/26
Commissioner petition allowed. Sri Ashok Kumar Dubey, Adv. (survey knowing) pleader commissioner - fee Rs 6,000
by plaintiff. Measure plot 1890 with amin, report in 6 weeks. Nawal Kishore ji ne objection kiya, reject.
ND 15/11/27.
""")
u("backlog/2027-11/awadhesh 15 nov.txt", "typed_note_txt", L, "2027-11-15", ["C06"], ["C06-H05"], """
15.11.27 Sub Judge-I - Awadhesh title suit
Commissioner report file nahi hua (Dubey ji: measurement 16/10 hua, map bana rahe). Time.
ND 17.01.2028.
""")
u("backlog/2027-11/correction awadhesh ND.txt", "typed_note_txt", L, "2027-11-16", ["C06"], ["C06-H05"], """
16/11/27 CORRECTION - Awadhesh TS 88/26: kal ke note me ND galat likha (17.01.28 Sukhram SAR ka date hai).
Bhuneshwar ne peshkar se confirm kiya - Awadhesh ka ND 10.01.2028 hai, commissioner report ke liye.
""")
u("backlog/2028-01/korrah commission report 10 jan.docx", "typed_note_docx", L, "2028-01-10", ["C06"], ["C06-H06"], """
10.01.2028 - T.S. 88/2026 - Sub Judge-I
Commissioner (Dubey ji) report filed: plot 1890 total 1.14 acre; our 32 decimals as per sale deed boundaries found on
the spot; defendants' new boundary wall runs over 4 decimals of our portion (north side, 62 ft long).
Nawal Kishore ji - time for objection to the report. ND 06.03.2028 - plaintiff's evidence.
""")
u("backlog/2028-03/IMG_20280306_151122.jpg", "handwritten_note_photo", L, "2028-03-06", ["C06"], ["C06-H07"], """
6.3.28 SJ-I - Awadhesh
PW1 Awadhesh - chief by affidavit, sale deed 2217/2004 Ext 1, mutation (Jamabandi 1140) Ext 2, rasid Ext 3.
Nawal Kishore ji ne cross ke liye time liya ("senior se instruction"). Madam bole next date cross hoga.
ND 8/5/28.
""")

# ---------------- C07 Geeta eviction
u("backlog/2027-08/Eviction suit 9-2026 order 26.08.2027.pdf", "certified_order_sheet_scan", "Court of Munsif, Hazaribagh", "2027-08-28", ["C07"], ["C07-H02"], """
ORDER SHEET  Eviction Suit No. 9 of 2026 (Geeta Agarwal vs Md. Zubair Alam)
Order No. 11  Date 26.08.2027
Heard on the petition u/s 15 of the Bihar Buildings (Lease, Rent and Eviction) Control Act, 1982. The defendant-tenant
is directed to deposit the arrears of rent of Rs. 84,000/- (Rs. 7,000 x 12 months) in court within 30 days and to
continue to deposit monthly rent by the 15th of every month. Put up on 25.09.2027.          sd/- Munsif, Hazaribagh
""")
u("backlog/2027-11/Geeta compromise 11.11.docx", "typed_note_docx", L, "2027-11-11", ["C07"], ["C07-H04"], """
11.11.2027 - Munsif - Eviction Suit 9/2026 - Geeta Agarwal
Compromise petition filed (both sides signed, Quamruddin ji for Zubair). Terms: tenant to vacate the shop by
31.03.2028; arrears Rs. 84,000 deposited in court to be withdrawn by plaintiff; rent till vacating Rs. 7,000 p.m.;
no damages. Munsif sahab decreed the suit in terms of compromise. DISPOSED.
To do: withdrawal petition for Rs. 84,000 (challan). Geeta ji ko fee ka balance Rs. 5,000.
""")
u("backlog/2027-07/geeta 22 july.txt", "typed_note_txt", L, "2027-07-22", ["C07"], ["C07-H01"], """
22/7/27 Munsif - Geeta v Zubair
Zubair ka WS: rent 5,000 hi tha, 7,000 nahi; personal necessity false, son Ankit already runs shop at Matwari.
Humne s.15 petition diya - arrears deposit karwane ke liye. ND 26/8.
""")

# ---------------- C05 first hearing and C01 first, misc
u("backlog/2027-09/Ranchi 6 sept BA note.docx", "typed_note_docx", L, "2027-09-06", ["C05"], ["C05-H01"], """
06.09.2027 - Jharkhand HC - Tirkey J (Court 11) - B.A. 7781/2027 Manoj Ganjhu
Rakesh mentioned; Tirkey J: "call for the case diary, State to file". No interim. ND 04.10.2027.
Note: Tirkey J asks criminal antecedents every time - get certified copy of Barkagaon 88/2023 judgment.
""")
u("backlog/2027-05/IMG_20270506_173355.jpg", "handwritten_note_photo", L, "2027-05-06", ["C01", "C03"], ["C01-H01"], """
6/5/27
LA ref Bhola - Toppo sb. GP Sinha ji ka time petition (instruction SLAO se nahi aaya). NTPC ke Jha ji hazir.
ND 8/7/27 (June me civil court chhutti).
Rinku claim - filed 5.4, pehli date 13/5 MACT, Rakesh jayega.
""")

# ---------------- plan and cause list
u("backlog/2028-04/Week plan 24-29 April 2028.docx", "typed_note_docx", L, "2028-04-22", ["C02", "C03", "C01", "C06", "C04"], [], """
WEEK PLAN 24-29 April 2028
Tue 25/4  SAR Court - Sukhram - ARGUMENTS. Ramdeo ka admission (21/2), khatiyan 1932, CO report. Birsa + Sukhram aayenge.
Tue 25/4  MACT Court 4 - Rinku - insurer evidence, last chance. Rakesh MACT me rahega; main SAR ke baad.
Thu 27/4  Written notes of args - LA ref Bhola (file before 4/5).
Sat 29/4  Awadhesh - PW1 cross preparation (8/5).
Pending: Jagdish - reply of Forest Pleader on close-evidence petition (16/5); Geeta - Rs 84,000 withdrawal challan.
""")
u("backlog/2028-04/Hazaribagh civil court cause list 25.04.2028.pdf", "cause_list_pdf", "Civil Court, Hazaribagh", "2028-04-24", ["C03"], [], """
CIVIL COURT, HAZARIBAGH - DAILY CAUSE LIST DATED 25.04.2028 (TUESDAY)
COURT OF DISTRICT & ADDL. SESSIONS JUDGE-III-CUM-M.A.C.T. (Court Room 4)
Sl.  Case                 Parties                                        Purpose
1    M.A.C. 31/2025       Sabita Kumari vs Ramesh Singh & Ors.           Argument
2    M.A.C. 57/2027       Rinku Devi & Ors. vs Md. Irfan Ansari & Ors.   Evidence of O.P.
3    M.A.C. 102/2026      Anwar Hussain vs Oriental Insurance Co.        Issue
4    S.T. 211/2024        State vs Bablu Rana                            Prosecution evidence
""")
