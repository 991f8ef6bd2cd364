"""The uploads of the Deoghar practice: what Adv. Thakur, his junior Sarfaraz and his munshi Gopal actually kept."""

L, J, K = "Abhay Shankar Thakur", "Md. Sarfaraz Ansari", "Gopal Mandal (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents (before and around the cases)
u("backlog/2029-11/khatiyan Lakhanpur jamabandi 23.jpg", "document_photo", "Anchal Karyalay, Madhupur", "2029-11-28", ["C01"], [], """
खतियान भाग-2 (सत्यापित प्रतिलिपि)   मौजा: लखनपुर   थाना नं. 141   अंचल: मधुपुर   जिला: देवघर
(संथाल परगना सेटलमेंट, गैंटज़र सर्वे)
जमाबंदी नं. 23   रैयत: लखीराम मुरमू वल्द सोना मुरमू, जाति संथाल
दाग नं. 412  धनहर (दोन-2)  0 बीघा 18 कट्ठा
दाग नं. 413  बाड़ी          0 बीघा 8 कट्ठा      कुल: 1 बीघा 6 कट्ठा
अभियुक्ति: रैयती, अहस्तांतरणीय (SPT Act धारा 20)
वर्तमान जमाबंदी: बुधन मुरमू वल्द लखीराम मुरमू     प्रधान: सुखलाल हेम्ब्रम
नकल जारी दिनांक 28.11.2029       ह0/- अंचल निरीक्षक, मधुपुर
""")
u("backlog/2029-12/dafa 42 application Budhan Murmu.docx", "typed_note_docx", L, "2029-12-16", ["C01"], [], """
IN THE COURT OF THE SUB-DIVISIONAL OFFICER, MADHUPUR
SPT Misc. Case No. ____ of 2029-30
Budhan Murmu s/o late Lakhiram Murmu, mauza Lakhanpur, P.S. Madhupur, Distt. Deoghar ... Applicant
Versus
Shyam Sundar Gupta s/o Ramdeo Gupta, Madhupur Bazar ... Opposite Party
Application under Section 42 of the Santhal Pargana Tenancy (Supplementary Provisions) Act, 1949
1. That the applicant is the recorded raiyat of jamabandi no. 23, dag nos. 412 and 413, total 1 bigha 6 katha,
   mauza Lakhanpur, recorded in khatiyan part II as raiyati and non-transferable.
2. That in 2011 the OP got a so-called daan patra (gift deed) executed by the applicant's late father while he was ill,
   for no consideration but a loan of Rs. 40,000, and since then is in possession of the land.
3. That a transfer of raiyati land in breach of section 20 is void and the transferee is liable to be ejected
   under section 42 and possession restored to the raiyat.
Prayer: eject the OP and restore possession of dag nos. 412 and 413 to the applicant.
Filed on 16.12.2029.                         Abhay Shankar Thakur, Advocate
""")
u("backlog/2030-05/FIR Cyber PS 41-2030.pdf", "document_scan", "Cyber Police Station, Deoghar", "2030-05-09", ["C02"], [], """
प्राथमिकी (First Information Report)  - धारा 173 BNSS
जिला: देवघर   थाना: साइबर अपराध थाना, देवघर   कांड सं.: 41/2030   दिनांक: 09.05.2030
धारा: 318(4), 319(2), 336(3), 340(2), 61(2) BNS एवं 66C, 66D IT Act
गुप्त सूचना पर ग्राम पथरोल के पास बगीचा में छापामारी। 4 युवक मोबाइल से बैंक KYC अपडेट के नाम पर फर्जी कॉल
करते पकड़े गए। रवि कुमार दास उर्फ छोटू पिता सुरेश दास, ग्राम पथरोल के पास से 3 मोबाइल, 7 सिम, 2 ATM कार्ड बरामद।
प्रतिबिंब पोर्टल पर इन नंबरों से 11 शिकायतें, कुल ठगी लगभग 4,30,000 रुपये।
                                         पु.अ.नि. राजीव रंजन, साइबर थाना देवघर
""")
u("backlog/2030-06/BP 512-2030 rejection order Sessions Deoghar.pdf", "document_scan", "Principal District and Sessions Judge, Deoghar", "2030-06-19", ["C02"], [], """
IN THE COURT OF THE PRINCIPAL DISTRICT AND SESSIONS JUDGE, DEOGHAR
Bail Petition No. 512 of 2030   (arising out of Deoghar Cyber P.S. Case No. 41 of 2030)
Ravi Kumar Das @ Chhotu ... Petitioner   Versus   State of Jharkhand ... Opposite Party
19.06.2030  Heard the learned counsel for the petitioner and the learned P.P. The petitioner was caught on the spot
with three mobile phones and seven SIM cards; the amount defrauded is about Rs. 4,30,000 and the investigation is at
its initial stage. The petitioner also has a criminal antecedent. Not a fit case for bail. Bail petition rejected.
                                                   sd/- Principal District & Sessions Judge, Deoghar
""")
u("backlog/2029-08/legal notice Dilip Gorai.docx", "typed_note_docx", L, "2029-08-05", ["C03"], [], """
ABHAY SHANKAR THAKUR, Advocate, Civil Court Deoghar
Regd. Post with AD                                             Date: 05.08.2029
To, Sri Dilip Gorai, Maa Tara Pera Bhandar, Baba Mandir Road, Deoghar
Sub: Notice to vacate the shop and pay arrears of rent
On behalf of my client Sri Binod Kumar Dwari (Panda), the owner of the shop on the ground floor of holding no.
212, Baba Mandir Road: you took the shop on a monthly rent of Rs. 3,000 and have not paid rent since February 2028.
My client also needs the shop for his son Aditya Dwari, who is unemployed, to run a puja samagri and prasad shop.
You are asked to pay the arrears and vacate the shop within 30 days.          Advocate
""")
u("backlog/2030-02/WS Eviction 9-2029.pdf", "document_scan", "Sri Manoj Kumar Dwivedi (for the defendant)", "2030-02-12", ["C03"], ["C03-H01"], """
IN THE COURT OF CIVIL JUDGE (JR. DIVISION)-I, DEOGHAR
Eviction Suit No. 09 of 2029   Binod Kumar Dwari ... Plaintiff   Vs.   Dilip Gorai ... Defendant
WRITTEN STATEMENT on behalf of the defendant
1. The suit is not maintainable. The defendant has been running Maa Tara Pera Bhandar in the suit shop since 2009.
2. The defendant never defaulted. The plaintiff's munshi refused to accept the rent from March 2028 because the
   plaintiff wanted to raise the rent to Rs. 8,000 for the Shravani Mela season.
3. The plaintiff's son Aditya already sits at the family's lodge; the need is not bona fide.
4. The defendant is ready to deposit the rent as the court directs.
Filed on 12.02.2030.                              Manoj Kumar Dwivedi, Advocate for the defendant
""")
u("backlog/2028-11/plaint TPS Narauni.pdf", "document_scan", L, "2028-11-21", ["C04"], [], """
IN THE COURT OF CIVIL JUDGE (SENIOR DIVISION)-I, DEOGHAR
Title Partition Suit No. 27 of 2028
Shashi Shekhar Narauni s/o late Uma Kant Narauni, Bhitarkhanda, Deoghar ... Plaintiff
Versus  1. Kamla Kant Narauni  2. Rama Kant Narauni  3. Smt. Gita Devi w/o late Shri Kant Narauni ... Defendants
1. The common ancestor Pt. Lakshmi Kant Narauni, a panda of Baba Baidyanath temple, left the pilgrim lodge Narauni
   Yatri Niwas (holding no. 88, Bhitarkhanda, 14 rooms) and the yajman bahis (pilgrim registers) of the pilgrims of
   Bhagalpur and Purnea districts.
2. The plaintiff's father Uma Kant had a 1/4 share. The defendants keep the whole lodge's income and the dakshina of
   the Bhagalpur yajmans.
Prayer: a preliminary decree for 1/4 share in the lodge and in the yajman bahis; accounts of income.
Valuation Rs. 24,00,000; court fee paid.                       Advocate for the plaintiff
""")
u("backlog/2029-07/postmortem Mukesh Sah.pdf", "document_scan", "Sadar Hospital Deoghar", "2029-07-25", ["C05"], [], """
SADAR HOSPITAL, DEOGHAR - POST MORTEM REPORT No. 611/2029     Date: 25.07.2029
Name: Mukesh Sah s/o Jagdish Sah, age 34 yrs, r/o Rohini, Jasidih, Deoghar. Brought by ASI Naresh Paswan, Mohanpur P.S.
History: a kanwariya on foot on the kanwariya path near Kothia, hit by a Hyva truck on 24.07.2029 at about 4.30 AM.
Injuries: crush injury of chest and pelvis, fracture of ribs 3-8 left.
Cause of death: haemorrhage and shock due to crush injuries, ante-mortem.       sd/- Medical Officer
""")
u("backlog/2029-07/WhatsApp Image 2029-07-26 at 19.02.11.jpeg", "document_photo", "Mohanpur Police Station", "2029-07-26", ["C05"], [], """
प्राथमिकी - मोहनपुर थाना कांड सं. 188/2029   दिनांक 24.07.2029   धारा 106(1), 281 BNS
सूचक: बबलू यादव, कांवरिया, ग्राम सुल्तानगंज
श्रावणी मेला के दौरान कांवरिया पथ, कोठिया के पास सुबह लगभग 4.30 बजे तेज रफ्तार गिट्टी लदा हाइवा (JH-04-K-xxxx)
ने पैदल जा रहे कांवरिया मुकेश साह को कुचल दिया। चालक गाड़ी छोड़ कर भाग गया। गाड़ी मालिक मो. अनवर हुसैन, दुमका।
""")
u("backlog/2029-09/cheque return memo Binod Yadav.pdf", "document_scan", "Bank of India, Madhupur", "2029-09-02", ["C07"], [], """
BANK OF INDIA, MADHUPUR BRANCH            CHEQUE RETURN MEMO            Date: 02.09.2029
Cheque No. 771042 dated 28.08.2029 for Rs. 2,85,000/- drawn by Binod Yadav, Prop. Maa Durga Pera Bhandar,
Ghormara, on SBI Ghormara branch, presented by M/s Mondal Khoa Bhandar - RETURNED UNPAID.
Reason: "EXCEEDS ARRANGEMENT"                                        Branch Manager
""")
u("backlog/2029-09/seizure list POR 17.pdf", "document_scan", "Forest Guard, Madhupur Range", "2029-09-12", ["C08"], [], """
जब्ती सूची - P.O.R. No. 17/2029-30, मधुपुर वन क्षेत्र      दिनांक 12.09.2029, समय रात्रि 10.15
स्थान: करौं रोड, पत्थरचपटी मोड़ के पास
जब्त: एक ट्रैक्टर (महिंद्रा, लाल) ट्रॉली सहित, जिस पर साल के 9 लट्ठे (गोला) लदे थे; कोई अभिवहन अनुज्ञा पत्र (transit permit) नहीं।
चालक/मालिक: जितेन्द्र राय पिता भोला राय।
गवाह: 1. रामू मरांडी 2. ललन सिंह       ह0/- संतोष टुडू, वनरक्षी
""")
u("backlog/2030-05/challan deposit Gorai.jpg", "document_photo", "State Bank of India, Deoghar (treasury branch)", "2030-05-27", ["C03"], [], """
STATE BANK OF INDIA - Deoghar Main Branch        Civil Court Deposit Challan
Case: Eviction Suit No. 09/2029, Civil Judge (J.D.)-I, Deoghar
Deposited by: Dilip Gorai    Head: Deposit of arrears of rent (Feb 2028 - Jul 2029)
Amount: Rs. 54,000/- (Rupees fifty four thousand only)   Date: 27.05.2030      Cashier's stamp
""")
u("backlog/2030-04/WS National Insurance MACT 63.pdf", "document_scan", "Sri Arvind Kumar Sinha (for National Insurance Co.)", "2030-04-08", ["C05"], ["C05-H02"], """
BEFORE THE MOTOR ACCIDENT CLAIMS TRIBUNAL, DEOGHAR     MACT Case No. 63 of 2029
WRITTEN STATEMENT on behalf of O.P. No. 2, National Insurance Co. Ltd., Dumka Divisional Office
1. The Hyva JH-04-K-xxxx is a heavy goods vehicle; the driver Sanjay Turi held a licence for LMV (non-transport) only,
   so the owner has committed a wilful breach of the policy.
2. The vehicle had no valid permit on the date of the accident and was carrying stone chips beyond the registered
   load (overloaded).
3. The deceased was walking in the middle of the road against the rules of the kanwariya path; contributory negligence.
4. The claim of Rs. 48,00,000 is excessive. The insurer is not liable; in the alternative, pay and recover.
""")
u("backlog/2030-12/IMG_20301209_201455.jpg", "document_photo", "Maa Chhinnamasta Coal Washery, Chitra (salary slip)", "2030-12-09", ["C06"], [], """
MAA CHHINNAMASTA COAL WASHERY PVT. LTD., CHITRA, DEOGHAR      PAY SLIP - OCTOBER 2030
Employee: BIKASH MANDAL   Emp. Code: CW-0412   Designation: Loader Operator
Basic 18,500  HRA 4,000  Conveyance 2,000  Production Incentive 7,000     Gross: Rs. 31,500
Deductions: PF 2,220   Net paid: Rs. 29,280    credited to A/c ...5521 (Jharkhand Rajya Gramin Bank, Chitra)
""")

# ---------------- munshi's peshi register pages (Devanagari), the junior's chats, C01 and C08 (Madhupur)
u("backlog/2030-03/IMG-20300306-WA0004.jpg", "handwritten_note_photo", K, "2030-03-06", ["C08", "C01"], ["C08-H01", "C01-H01"], """
पेशी रजिस्टर - मार्च 2030                                    पृष्ठ 31
दिनांक | मुकदमा | न्यायालय | कार्यवाही | अगली तिथि
04.03.30 (सोम) | फॉरेस्ट केस 31/29, जितेन्द्र राय | JM मधुपुर (प्रीति हेम्ब्रम मैडम) | सार समझाया गया, अभियुक्त ने दोष से इनकार किया | 29.04.30 गवाही
06.03.30 (बुध) | SPT मिस. 37/2029-30, बुधन मुरमू बनाम श्यामसुंदर गुप्ता | SDO कोर्ट मधुपुर | विपक्षी हाजिर, केदारनाथ राय वकील, कारण-पृच्छा हेतु समय मांगा | 10.04.30
नोट: सनातन मुरमू को फोन कर दिया। हाजिरी फीस 200 रु. बाकी।
- गोपाल
""")
u("backlog/2030-06/WhatsApp Chat with Sarfaraz Jr.txt", "whatsapp_export", J, "2030-06-24", ["C01", "C08"], ["C01-H02", "C08-H02", "C01-H03", "C08-H03"], """
10/04/30, 13:12 - Sarfaraz Jr: Sir Madhupur SDO court - Budhan Murmu wala. Gupta ki taraf se show cause file hua. Daan patra 2011 ka aur 18 saal se kabza bol rahe hain
10/04/30, 13:14 - Sarfaraz Jr: SDO sahab ne pradhan ka report aur CO Madhupur ka report mangaya hai, jamabandi ke saath. ND 5.6.30
10/04/30, 13:20 - Abhay Thakur Adv: ok. Sanatan ko bolo pradhan ji se mil le
29/04/30, 12:05 - Sarfaraz Jr: Sir forest case Jitendra Rai - koi gawah nahi aaya. APO Soren ji bole vanrakshi ki duty mela me hai. Court ne forest guard aur Range Officer dono ko summons kiya. ND 24/6
05/06/30, 14:40 - Sarfaraz Jr: Sir Budhan wala - pradhan Sukhlal Hembrom ka report aa gaya. Likha hai jamin Budhan ki raiyati hai, gram sabha ne koi daan/hastantaran nahi mana. CO ka report abhi nahi aaya
05/06/30, 14:41 - Sarfaraz Jr: ND 17.7.30 CO report ke liye
05/06/30, 14:45 - Abhay Thakur Adv: Badhiya. report ka nakal le lena
24/06/30, 15:10 - Sarfaraz Jr: Sir forest case me PW1 Santosh Tudu vanrakshi ka gawahi hua. Jirah maine kiya - maan gaya ki jabti ke waqt dono gawah Ramu Marandi aur Lalan Singh wahan nahi the, sign baad me thane pe karwaya
24/06/30, 15:11 - Sarfaraz Jr: Range Officer nahi aaye. ND 26/8/30
24/06/30, 15:13 - Abhay Thakur Adv: very good Sarfaraz. Jitendra ko bol dena har date aaye
""")
u("backlog/2030-07/SPT 37 order 17.07.2030.pdf", "certified_order_sheet_scan", "SDO court, Madhupur", "2030-07-19", ["C01"], ["C01-H04"], """
न्यायालय अनुमंडल पदाधिकारी, मधुपुर
SPT विविध वाद सं. 37/2029-30     बुधन मुरमू ... आवेदक     बनाम     श्यामसुंदर गुप्ता ... विपक्षी
आदेश फलक
17.07.2030  आवेदक की ओर से विद्वान अधिवक्ता श्री अभय शंकर ठाकुर उपस्थित। विपक्षी के अधिवक्ता श्री केदारनाथ राय
अस्वस्थ होने के कारण समय की प्रार्थना।
अंचल अधिकारी, मधुपुर का प्रतिवेदन प्राप्त। प्रतिवेदन के अनुसार जमाबंदी सं. 23, दाग सं. 412 एवं 413 वर्तमान में
आवेदक बुधन मुरमू के नाम से कायम है तथा विपक्षी का दाखिल-खारिज वाद सं. 204/2012-13 अस्वीकृत किया गया था।
ग्राम प्रधान का प्रतिवेदन पूर्व में प्राप्त है। विपक्षी को अंतिम रूप से समय दिया जाता है।
अगली तिथि 04.09.2030 बहस हेतु।                                ह0/- अनुमंडल पदाधिकारी, मधुपुर
""")
u("backlog/2030-07/WhatsApp Chat with Sanatan Murmu.txt", "whatsapp_export", "Sanatan Murmu (client's son)", "2030-07-18", ["C01"], ["C01-H04"], """
17/07/30, 18:02 - Sanatan Murmu: Johar vakil sahab. aaj hamra jamin wala case me ki hoy gelai? hamra babu bahut chinta kar rahal chhai
17/07/30, 18:10 - Abhay Thakur Adv: Johar Sanatan. CO ka report aa gaya - jamabandi 23 abhi bhi tumhare babu Budhan ke naam hai. Gupta ka dakhil-kharij 2013 me reject hua tha
17/07/30, 18:11 - Abhay Thakur Adv: Gupta ke vakil bimar the, time liya. Agla date 4 September bahas
17/07/30, 18:15 - Sanatan Murmu: ee to badhiya. Gupta log kahin aur jamin bech to na detai? hamra dar lagai chhai
17/07/30, 18:20 - Abhay Thakur Adv: raiyati jamin bech nahi sakta, dafa 20 SPT. Chinta mat karo. 4 sep ko pradhan ji ko bhi saath le aana
18/07/30, 07:45 - Sanatan Murmu: thik chhai. Johar
""")
u("backlog/2030-09/budhan args 4.9.txt", "typed_note_txt", L, "2030-09-04", ["C01"], ["C01-H05"], """
04.09.2030  SDO court Madhupur - Budhan Murmu vs Shyam Sundar Gupta (dafa 42 SPT)
Maine bahas kiya ~30 min: khatiyan part II me 'raiyati, ahastantaraniya'; daan patra bhi transfer hai, dafa 20 me
void; pradhan ka report aur CO report dono hamare paksh me. Gift ka koi consideration nahi - sirf 40,000 ka karz.
Kedar Nath Rai ji (OP) ne bahas ke liye time manga - "daan patra ki registry copy mangai hai".
SDO Kisku sahab: next date pe OP ki bahas, dobara time nahi milega.
Next date 20.11.2030.
Budhan khud aaye the, Sanatan saath me. Pradhan Sukhlal ji bhi aaye.
""")
u("backlog/2030-11/WhatsApp Chat with Sarfaraz Jr (2).txt", "whatsapp_export", J, "2030-11-20", ["C08", "C01"], ["C08-H05", "C08-H06", "C01-H06"], """
21/10/30, 12:30 - Sarfaraz Jr: Sir forest case - Range Officer Amrendra Kumar aaj bhi nahi aaye. BW ke baad bhi. Hembrom madam ne PE close kar diya
21/10/30, 12:32 - Sarfaraz Jr: 313 ka bayan ho gaya, Jitendra ne kaha jabti jhootha hai, tractor khali tha. Bahas bhi sun li. Judgment 11.11.30
21/10/30, 12:40 - Abhay Thakur Adv: achha hai. written argument de dena
11/11/30, 13:05 - Sarfaraz Jr: Sir Jitendra Rai BARI ho gaya!! Forest case 31/29 me acquittal. Madam ne likha seizure ke gawah hostile, range officer nahi aaye, transit permit wala baat sabit nahi hua
11/11/30, 13:07 - Abhay Thakur Adv: Shabash. Jitendra ko bolo tractor release ke liye petition lagana hai
20/11/30, 14:22 - Sarfaraz Jr: Sir Budhan wala SDO court - Kedar Nath Rai ji ne aadhi bahas ki, phir bole daan patra ka certified copy registry office se nahi mila. SDO sahab ne last chance diya, certified copy file kare
20/11/30, 14:23 - Sarfaraz Jr: ND 22.01.2031 - OP ka bahas
20/11/30, 14:30 - Abhay Thakur Adv: ok. mai khud aaunga 22 ko
""")
u("backlog/2031-01/20310122_173012.jpg", "handwritten_note_photo", L, "2031-01-22", ["C01"], ["C01-H07"], """
22.1.31 (बुध)  SDO कोर्ट मधुपुर - बुधन मुरमू (दफा 42)
केदारनाथ राय - दानपत्र की सत्यापित प्रति दाखिल, बहस पूरी। बोले 18 साल का कब्ज़ा, सुधार किया है।
मैंने जवाब दिया - SPT में कब्ज़ा से हक नहीं बनता, दफा 20 का बंधन।
बहस समाप्त, आदेश सुरक्षित। आदेश हेतु 19.02.2031.
सनातन को बता दिया - "ho jaitai na sir?" - बोला आदेश के दिन आना।
""")
u("backlog/2030-08/26.08.30 ranchi + madhupur.txt", "typed_note_txt", L, "2030-08-26", ["C02", "C08"], ["C02-H02", "C08-H04"], """
26.08.2030 (Mon)
1) Ranchi HC, Ct. 11, Pandey J - B.A. 6215/2030 Chhotu (cyber thana Deoghar)
   APP Anup Lal ji: case diary abhi tak nahi aaya. Judge naraz - "every time case diary". Order: APP to produce the case
   diary and criminal antecedents of the petitioner by next date. ND 16.09.2030.
   Sunita Devi (maa) corridor me thi, bahut ro rahi thi.
2) Madhupur JM - forest case Jitendra Rai (Sarfaraz ne phone pe bataya)
   Range Officer Amrendra Kumar phir absent. Madam ne bailable warrant kiya aur last chance. ND 21.10.2030.
""")

# ---------------- C02 Chhotu cyber bail (Jharkhand High Court)
u("backlog/2030-07/Ranchi 29 July BA 6215.docx", "typed_note_docx", L, "2030-07-29", ["C02"], ["C02-H01"], """
29.07.2030 - Jharkhand High Court, Ranchi - Court No. 11 - Hon'ble Pandey J
B.A. No. 6215 of 2030 - Ravi Kumar Das @ Chhotu vs State (Deoghar Cyber P.S. Case No. 41/2030)
Item 37 on the list. Reached at 3.10 pm.
Submitted: petitioner 21 years, in custody since 09.05.2030, nothing recovered from his account, only mobile/SIM;
co-accused Akash Mandal already on bail (B.A. 5120/2030).
APP Anup Kumar Lal sought time to obtain the case diary. Court: "Let the case diary be called for."
Next date 26.08.2030.
Kharcha: Ranchi train (Vananchal) + clerk Rs. 1,500 - Sunita Devi se lena hai.
""")
u("backlog/2030-09/WhatsApp Chat with Chhotu Mummy.txt", "whatsapp_export", "Sunita Devi (client's mother)", "2030-09-16", ["C02"], ["C02-H01", "C02-H03"], """
[29/07/30, 4:05:12 PM] Chhotu Mummy: Pranam vakil babu. hamar beta ke bail ho jaitai ki? kahiya chhoot tai?
[29/07/30, 4:20:40 PM] Abhay Thakur Adv: Pranam. Aaj sarkari vakil ne case diary ke liye time liya. Agla date 26 August
[29/07/30, 4:22:03 PM] Chhotu Mummy: hamra ta kuchh samajh nai aabai chhai. Chhotu kahin kuchh nai karlkai, doston ne phansa delkai
[16/09/30, 5:12:55 PM] Abhay Thakur Adv: Aaj case diary aa gaya. Judge sahab ne poochha kitna paisa recover hua - 1,12,000 bank me freeze hai, total thagi 4,30,000 bataya
[16/09/30, 5:13:30 PM] Abhay Thakur Adv: Jamtara wala purana case bhi judge ne dekha (112/2028) - usme Chhotu bail par hai. Agla date 15 October
[16/09/30, 5:20:01 PM] Chhotu Mummy: bhagwan ke bharose. 15 ke pahile paisa ka intjam kar detiyai
""")
u("backlog/2030-09/BA 6215 of 2030 order 16.09.2030.pdf", "certified_order_sheet_scan", "Jharkhand High Court, Ranchi", "2030-09-18", ["C02"], ["C02-H03"], """
IN THE HIGH COURT OF JHARKHAND AT RANCHI
B.A. No. 6215 of 2030
Ravi Kumar Das @ Chhotu                                   ... ... Petitioner
                     Versus
The State of Jharkhand                                   ... ... Opp. Party
CORAM: HON'BLE MR. JUSTICE SHAILESH KUMAR PANDEY
For the Petitioner : Mr. Abhay Shankar Thakur, Advocate
For the State      : Mr. Anup Kumar Lal, A.P.P.
03/Dated: 16.09.2030
The case diary has been produced. It appears that complaints on the Pratibimb portal relate to eleven victims and a
sum of about Rs. 4,30,000; a sum of Rs. 1,12,000 stands frozen in the accounts linked to the SIM cards. The
petitioner has one criminal antecedent, Jamtara Cyber P.S. Case No. 112 of 2028, in which he is on bail.
Let the learned A.P.P. obtain instruction as to whether the charge-sheet has been submitted.
List this case on 15.10.2030.                                     (Shailesh Kumar Pandey, J.)
""")
u("backlog/2030-10/BA_6215_2030_order_15102030.pdf", "certified_order_sheet_scan", "Jharkhand High Court, Ranchi", "2030-10-16", ["C02"], ["C02-H04"], """
IN THE HIGH COURT OF JHARKHAND AT RANCHI
B.A. No. 6215 of 2030
Ravi Kumar Das @ Chhotu ... ... Petitioner   Versus   The State of Jharkhand ... ... Opp. Party
CORAM: HON'BLE MR. JUSTICE SHAILESH KUMAR PANDEY
04/Dated: 15.10.2030
Heard. The charge-sheet has been submitted. The petitioner is in custody since 09.05.2030. Considering the period of
custody and that the co-accused has been enlarged on bail, the petitioner is directed to be released on bail on
furnishing bail bond of Rs. 25,000/- (Rupees Twenty Five Thousand) with two sureties of the like amount, one of
whom must be a local resident of Deoghar, to the satisfaction of the learned C.J.M., Deoghar, subject to the conditions
that he shall not change his mobile number, shall not obtain any new SIM card without informing the I.O., and
shall appear before the Cyber P.S. on the first Monday of every month till the trial ends.
This bail application is allowed.                                  (Shailesh Kumar Pandey, J.)
""")

# ---------------- C03 Dwari pera shop eviction (CJJD-I Deoghar)
u("backlog/2030-03/Eviction 9-29 order 15.03.2030.pdf", "certified_order_sheet_scan", "Civil Judge (Jr. Div.)-I, Deoghar", "2030-03-18", ["C03"], ["C03-H02"], """
न्यायालय: असैनिक न्यायाधीश (कनीय कोटि)-I, देवघर
बेदखली वाद सं. 09/2029     विनोद कुमार द्वारी ... वादी     बनाम     दिलीप गोराई ... प्रतिवादी
आदेश पत्रक
15.03.2030  वादी की ओर से अधिवक्ता श्री अभय शंकर ठाकुर एवं प्रतिवादी की ओर से श्री मनोज कुमार द्विवेदी उपस्थित।
किराया जमा करने संबंधी याचिका पर सुना। प्रतिवादी स्वीकार करता है कि फरवरी 2028 से किराया वादी को नहीं दिया
गया। प्रतिवादी को निर्देश दिया जाता है कि फरवरी 2028 से जुलाई 2029 तक का बकाया किराया 18 माह x 3,000 रु.
= 54,000 रु. (चौवन हजार रुपये) 30 दिनों के अंदर न्यायालय में जमा करे तथा वर्तमान किराया प्रति माह जमा करता रहे।
अगली तिथि 29.05.2030 जमा की पुष्टि एवं वाद-बिंदु निर्धारण हेतु।          ह0/- असैनिक न्यायाधीश (क0को0)-I, देवघर
""")
u("backlog/2030-05/dwari 29 may.txt", "typed_note_txt", L, "2030-05-29", ["C03"], ["C03-H03"], """
29.05.2030 - Munsif court-I (Tiwary sahab) - Dwari vs Gorai, eviction
Gorai ne 27.05 ko SBI me challan se 54,000 jama kar diya - challan ki copy record pe. Isliye striking off ka petition
nahi chala. Issues framed - 5 vad-bindu:
 1. suit maintainable?  2. default in payment of rent?  3. bonafide personal necessity of plaintiff for son Aditya?
 4. partial eviction possible?  5. relief?
Tiwary sahab: har mahine ka kiraya 3,000 court me jama hoga, ek bhi mahina chhuta to defence strike.
Next date 08.07.2030 PE (vadi ki gawahi). Binod ji ko affidavit ke liye bulana hai.
""")
u("backlog/2030-07/IMG-20300708-WA0011.jpg", "handwritten_note_photo", K, "2030-07-08", ["C05", "C03"], ["C05-H03", "C03-H04"], """
पेशी रजिस्टर - जुलाई 2030                                    पृष्ठ 58
01.07.30 (सोम) | MACT 63/29 ललिता देवी | MACT (ADJ-II) | AW1 ललिता देवी का बयान व जिरह पूरा | 12.08.30
08.07.30 (सोम) | बेदखली 09/29 द्वारी बनाम गोराई | मुंसिफ-I | PW1 विनोद द्वारी का शपथ पत्र पर मुख्य परीक्षा दाखिल, जिरह
              स्थगित - द्विवेदी जी सेशन कोर्ट में व्यस्त, प्रतिवादी की प्रार्थना पर | 31.08.30
नोट: श्रावणी मेला शुरू, कचहरी में भीड़ कम। 31 अगस्त शनिवार है।
- गोपाल
""")
u("backlog/2030-08/PW1 PW2 cross Dwari 31.08.docx", "typed_note_docx", L, "2030-08-31", ["C03"], ["C03-H05"], """
31.08.2030 (Saturday) - Eviction Suit 09/2029, Munsif-I Deoghar
PW1 Binod Kumar Dwari - jirah by Dwivedi ji (about 40 min):
 - Q: aapka beta Aditya lodge pe baithta hai? A: lodge bhaiyon ka hai, Aditya ka hissa nahi. (good)
 - Q: munshi ne kiraya lene se mana kiya? A: nahi, koi kiraya dene aaya hi nahi.
 - Admitted: Shravani Mela me dukan ka kiraya bazaar me 8,000-10,000 chalta hai.
PW2 Mahesh Barnwal (bagal ke dukandar, Barnwal Prasad Bhandar) - examined: Gorai ne 2028 se kiraya nahi diya, khud
usne bataya tha. Jirah me hila nahi.
Next date 17.10.2030 - DE (pratiwadi ki gawahi).
""")
u("backlog/2030-10/ES 09-2029 order 17.10.2030.pdf", "certified_order_sheet_scan", "Civil Judge (Jr. Div.)-I, Deoghar", "2030-10-21", ["C03"], ["C03-H06"], """
न्यायालय: असैनिक न्यायाधीश (कनीय कोटि)-I, देवघर     बेदखली वाद सं. 09/2029
17.10.2030  वादी पक्ष का साक्ष्य समाप्त घोषित। प्रतिवादी पक्ष का कोई साक्षी उपस्थित नहीं। प्रतिवादी के अधिवक्ता द्वारा
समय की प्रार्थना। 1,000 रु. (एक हजार रुपये) हर्जाना वादी को देने की शर्त पर समय दिया जाता है।
अगली तिथि 28.11.2030 प्रतिवादी साक्ष्य हेतु।                     ह0/- असैनिक न्यायाधीश (क0को0)-I, देवघर
""")
u("backlog/2030-11/IMG_20301128_165540.jpg", "handwritten_note_photo", L, "2030-11-28", ["C03"], ["C03-H07"], """
28/11/30  मुंसिफ-I  द्वारी vs गोराई
हर्जाना 1000 मिला (द्विवेदी जी ने दिया)।
DW1 दिलीप गोराई - शपथ पत्र पर मुख्य परीक्षा। बोला: "हम 2009 से दुकान चला रहे, मुंशी किराया नहीं लिया"
मेरी जिरह आधी - रसीद कोई नहीं, मनीऑर्डर भी नहीं भेजा - माना।
बाकी जिरह 9.1.31
""")
u("backlog/2031-01/gorai DW1 9 jan.txt", "typed_note_txt", L, "2031-01-09", ["C03"], ["C03-H08"], """
09.01.2031 Munsif-I - Dwari eviction
DW1 Dilip Gorai ka baaki jirah poora kiya. Maana ki Bhitarkhanda me uska apna ek aur dukan hai (bhai ke naam se).
Shravani Mela me 8,000 kiraya pe sub-let nahi kiya - inkar.
DW2 (Gorai ka gawah, Ramesh Keshri) nahi aaya. Dwivedi ji ne samay manga.
ND 06.02.2031 DW2 ke liye.
""")
u("backlog/2031-01/correction dwari ND.txt", "typed_note_txt", L, "2031-01-10", ["C03"], ["C03-H08"], """
correction - Dwari vs Gorai (eviction 09/2029)
9 jan wale note me ND 06.02.2031 likh diya tha - galat. Peshkar se dobara poochha aur order sheet dekha:
sahi agli tithi 05.02.2031 (Wednesday) hai, DW2 ke liye. Diary me bhi theek kar diya.
""")

# ---------------- C04 Narauni panda partition (CJSD-I Deoghar)
u("backlog/2030-02/IMG-20300220-WA0002.jpg", "handwritten_note_photo", K, "2030-02-20", ["C07", "C04"], ["C07-H01", "C04-H01"], """
पेशी रजिस्टर - फरवरी 2030                                    पृष्ठ 22
18.02.30 (सोम) | परिवाद 1418/29 मंडल खोआ भंडार बनाम विनोद यादव | JM-III देवघर | सम्मन तामील नहीं, अभियुक्त
              घोरमारा में नहीं मिला। रजिस्टर्ड डाक से नया सम्मन | 26.03.30
20.02.30 (बुध) | टाइटल पार्टीशन 27/28 नरौनी | सब जज-I | प्रतिवादी 1 व 2 का लिखित कथन दाखिल, प्रतिवादी 3 गीता देवी
              पर एकपक्षीय | 03.04.30
- गोपाल
""")
u("backlog/2030-02/20300220_162211.jpg", "handwritten_note_photo", L, "2030-02-20", ["C04"], ["C04-H01"], """
20.2.30  Sub Judge-I (Nivedita madam)  TPS 27/28 Narauni
WS of D1 Kamla Kant & D2 Rama Kant filed - Umesh Mishra ji.
Unka kehna: Uma Kant (Shashi ke pita) ko 1998 me hi hissa mil gaya tha - 'ghareluu bantwara', kagaz nahi.
Yajman bahi Bhagalpur wale D1 ke paas, Purnea wale D2 ke paas.
D3 Gita Devi (chachi) nahi aayi - ex parte.
Madam ne vanshavali (genealogy) maangi dono taraf se.
ND 3.4.30
""")
u("backlog/2030-04/IMG-20300408-WA0007.jpg", "handwritten_note_photo", K, "2030-04-08", ["C04", "C05"], ["C04-H02", "C05-H02"], """
पेशी रजिस्टर - अप्रैल 2030                                    पृष्ठ 37
03.04.30 (बुध) | टाइटल पार्टीशन 27/28 नरौनी | सब जज-I | वंशावली दोनों तरफ से दाखिल। मैडम ने मामला देवघर
              मध्यस्थता केंद्र भेजा | 22.05.30
08.04.30 (सोम) | MACT 63/29 ललिता देवी | MACT | बीमा कंपनी का लिखित कथन दाखिल, वाद-बिंदु बने, DAR मंगाया | 01.07.30
- गोपाल
""")
u("backlog/2030-05/TPS 27-2028 order 22.05.2030.pdf", "certified_order_sheet_scan", "Civil Judge (Sr. Div.)-I, Deoghar", "2030-05-24", ["C04"], ["C04-H03"], """
न्यायालय: असैनिक न्यायाधीश (वरीय कोटि)-I, देवघर
स्वत्व विभाजन वाद सं. 27/2028     शशि शेखर नरौनी ... वादी     बनाम     कमला कांत नरौनी एवं अन्य ... प्रतिवादीगण
22.05.2030  मध्यस्थता केंद्र, देवघर का प्रतिवेदन प्राप्त - मध्यस्थता असफल। पक्षकारों को सुना गया।
निम्नलिखित 6 (छह) वाद-बिंदु निर्धारित किए जाते हैं:
1. क्या वाद पोषणीय है?  2. क्या 1998 में पारिवारिक बंटवारा हुआ था?  3. क्या नरौनी यात्री निवास (होल्डिंग 88) संयुक्त
संपत्ति है?  4. क्या यजमान बही विभाज्य संपत्ति है?  5. क्या वादी 1/4 हिस्सा पाने का हकदार है?  6. अन्य अनुतोष?
अगली तिथि 24.07.2030 वादी साक्ष्य हेतु।                          ह0/- असैनिक न्यायाधीश (व0को0)-I, देवघर
""")
u("backlog/2030-07/narauni 24.7.txt", "typed_note_txt", L, "2030-07-24", ["C04"], ["C04-H04"], """
24.07.2030 Sub Judge-I - Narauni partition
PW1 Shashi Shekhar ka chief affidavit file kiya (21 para, vanshavali Ext. 1, holding tax receipts Ext. 2 series).
Umesh Mishra ji ne jirah ke liye time manga - "Shravani Mela me panda parivar vyast, client nahi aa sakte, hum bhi
busy". Madam ne diya but bola agli baar jirah zaroor.
Next date 28.09.2030 (Saturday - 4th Sat, court khula).
Shashi ji bole mela me lodge ke 14 kamre full, roz ka 1,200 per kamra.
""")
u("backlog/2030-09/PW1 cross Narauni 28-09-30.docx", "typed_note_docx", L, "2030-09-28", ["C04"], ["C04-H05"], """
28.09.2030 - TPS 27/2028 Narauni - PW1 Shashi Shekhar Narauni - jirah by Umesh Chandra Mishra
 - Maana: 1998 me pita Uma Kant alag rasoi me rehne lage (separate mess), par lodge ki aamdani me hissa milta tha.
 - Yajman bahi: Bhagalpur ki bahi Kamla Kant ke paas, Purnea ki Rama Kant ke paas; Shashi ke paas sirf Munger ki
   purani bahi ka ek khand - "wo bhi phati hui".
 - Inkar: ki 1998 me koi likhit bantwara hua.
 - Lodge ka register (aagantuk panji) defendants ke paas; unhone produce nahi kiya.
Madam: yajman bahi vibhajya sampatti hai ya nahi - ye kanooni prashna, bahas me dekhenge.
Next date 13.11.2030 - PW2.
""")
u("backlog/2030-11/PXL_20301113_115802.jpg", "handwritten_note_photo", L, "2030-11-13", ["C04"], ["C04-H06"], """
13.11.2030  सब जज-I  नरौनी बंटवारा
PW2 बृजेश नरौनी (चचेरा भाई) - मुख्य व जिरह। बोला 1998 में कोई बंटवारा नहीं, सब एक चूल्हा... लॉज की कमाई
कमला कांत रखते हैं।
हमने पिटीशन दिया - pleader commissioner for measurement of lodge (14 rooms) & rent.
मिश्रा जी ने विरोध किया। मैडम: आदेश अगली तिथि को।
ND 15.01.2031
""")
u("backlog/2031-01/TPS 27 of 2028 order dt 15.01.2031.pdf", "certified_order_sheet_scan", "Civil Judge (Sr. Div.)-I, Deoghar", "2031-01-17", ["C04"], ["C04-H07"], """
न्यायालय: असैनिक न्यायाधीश (वरीय कोटि)-I, देवघर     स्वत्व विभाजन वाद सं. 27/2028
15.01.2031  वादी की याचिका दिनांक 13.11.2030 (पैरवीकार आयुक्त की नियुक्ति हेतु) पर आदेश।
श्री अजय कुमार रजक, अधिवक्ता को पैरवीकार आयुक्त (pleader commissioner) नियुक्त किया जाता है, जो नरौनी यात्री
निवास, होल्डिंग सं. 88, भीतरखंडा के कमरों की नाप-जोख एवं उपयोग का प्रतिवेदन देंगे। आयुक्त शुल्क 7,500 रु.
(सात हजार पाँच सौ रुपये) वादी द्वारा एक सप्ताह में जमा किया जाए।
अगली तिथि 26.02.2031 आयुक्त प्रतिवेदन हेतु।                      ह0/- असैनिक न्यायाधीश (व0को0)-I, देवघर
""")

# ---------------- C05 Lalita Devi kanwariya claim (MACT Deoghar)
u("backlog/2030-02/mact lalita 25.2.txt", "typed_note_txt", L, "2030-02-25", ["C05"], ["C05-H01"], """
25.02.2030 MACT Deoghar (Mahto sahab, ADJ-II) - MACT 63/2029 Lalita Devi vs Md. Anwar Hussain & National Insurance
Insurer ki taraf se Arvind Kumar Sinha ji ne vakalatnama diya. Owner Anwar Hussain (Dumka) notice ke baad bhi nahi
aaya - ex parte against O.P. 1.
Mahto sahab ne poochha DAR (detailed accident report) Mohanpur thana se aaya ki nahi - nahi aaya. Sinha ji ko WS ke
liye time. ND 08.04.2030.
Lalita ke saath dono bachche aaye the (Sonu 9 saal, Pinki 6 saal). Claim 48 lakh ka hai.
""")
u("backlog/2030-07/AW1 Lalita cross 1.7.docx", "typed_note_docx", L, "2030-07-01", ["C05"], ["C05-H03"], """
01.07.2030 - MACT Case No. 63 of 2029 - AW1 Lalita Devi (widow)
Chief by affidavit: Mukesh pera aur prasad ki dukan pe kaam karta tha, Rs. 12,000 mahina; Shravan me har saal
Sultanganj se jal leke Baba Dham paidal aata tha.
Cross by Sinha ji (insurer):
 - Q: aap ghatna ke samay wahan thi? A: nahi, Rohini me ghar pe thi. Bablu Yadav ne phone kiya.
 - Q: kamai ka koi kagaz? A: nahi, malik se certificate laye hain (Ext. 4).
 - Suggestion: Mukesh sadak ke beech chal raha tha - inkar.
Mahto sahab ne phir DAR ke baare me poocha: thane se aa gaya, record pe hai.
Next 12.08.2030 - AW2 eyewitness.
""")
u("backlog/2030-08/IMG_20300812_140301.jpg", "handwritten_note_photo", L, "2030-08-12", ["C05"], ["C05-H04"], """
12/8/30  MACT - ललिता देवी
AW2 बबलू यादव (सुल्तानगंज, साथ का कांवरिया) - बोला हाइवा बहुत तेज़ था, बत्ती भी नहीं जल रही थी, मुकेश किनारे
कांवरिया पथ पर था। चालक भाग गया।
सिन्हा जी की जिरह - "अंधेरा था, नंबर कैसे देखा?" - बोला गाड़ी वहीं छोड़ कर भागा, नंबर सबने देखा। ठीक रहा।
ND 23.9.30
""")
u("backlog/2030-09/MACT 63-2029 order 23.09.2030.pdf", "certified_order_sheet_scan", "MACT-cum-ADJ-II, Deoghar", "2030-09-25", ["C05"], ["C05-H05"], """
IN THE COURT OF THE MOTOR ACCIDENT CLAIMS TRIBUNAL-CUM-ADDITIONAL DISTRICT JUDGE-II, DEOGHAR
MACT Case No. 63 of 2029       Lalita Devi & Ors. ... Claimants   Vs.   Md. Anwar Hussain & Anr. ... O.Ps.
23.09.2030  Claimants' side closes its evidence. O.P. No. 2 (insurer) present through Sri A.K. Sinha. RW1 not present;
prayer for time to produce the witness and the driving licence verification report of the DTO, Dumka. Allowed as a
last opportunity. Put up on 18.11.2030 for evidence of O.P. No. 2.
                                         sd/- Presiding Officer, MACT-cum-ADJ-II, Deoghar
""")
u("backlog/2030-11/RW1 cross mact 18 nov.txt", "typed_note_txt", L, "2030-11-18", ["C05"], ["C05-H06"], """
18.11.2030 MACT - Lalita Devi claim
RW1 Manish Kumar, Asst. Manager, National Insurance Dumka - chief affidavit + DL verification report from DTO Dumka
(Ext. A): driver Sanjay Turi ka licence LMV (non-transport) only, Hyva heavy goods vehicle hai.
Meri jirah: policy valid thi 24.07.2029 ko - maana. Permit ke baare me koi kagaz nahi laya - maana. DTO ka report
sirf photocopy hai, jisne banaya wo nahi aaya.
Mahto sahab: DTO office ka clerk RW2 ke roop me aaye, warna report ka koi mol nahi.
Next date 13.01.2031 RW2.
""")
u("backlog/2031-01/WhatsApp Chat with Sarfaraz Jr (3).txt", "whatsapp_export", J, "2031-01-29", ["C05", "C07", "C06"], ["C05-H07", "C07-H08", "C06-H07"], """
13/01/31, 12:50 - Sarfaraz Jr: Sir MACT Lalita Devi - DTO Dumka ka clerk RW2 nahi aaya. Sinha ji ne phir time manga
13/01/31, 12:52 - Sarfaraz Jr: Mahto sahab ne last chance diya, 2000 rs harjana insurance company pe, claimants ko milega. ND 10.02.31
13/01/31, 13:00 - Abhay Thakur Adv: ok. Lalita ko bata do 2000 milega
20/01/31, 11:35 - Sarfaraz Jr: Sir khoa cheque case - Binod Yadav phir absent. Pawan Yadav ji ne exemption diya, beemar hai bola. Allow ho gaya
20/01/31, 11:36 - Sarfaraz Jr: 351 ka bayan nahi hua. ND 5.2.31. Tapan da naraz the, bole "ei bhabe kotodin cholbe"
20/01/31, 11:40 - Abhay Thakur Adv: 5 feb ko BW ke liye petition dena hai, draft kar lo
29/01/31, 15:15 - Sarfaraz Jr: Sir Family court Soma wala - Bikash ka evidence close ho gaya, aur koi gawah nahi. Murmu madam ne bahas ke liye 12.02.2031 rakha
29/01/31, 15:16 - Sarfaraz Jr: Madam ne poochha interim ka baaki arrear diya ki nahi - Barnwal madam boli February me de denge
29/01/31, 15:20 - Abhay Thakur Adv: theek. written argument main likhunga
""")

# ---------------- C06 Soma maintenance (Family Court Deoghar)
u("backlog/2030-05/WhatsApp Chat with Soma Madhupur.txt", "whatsapp_export", "Soma Mandal (client)", "2030-05-08", ["C06"], ["C06-H01", "C06-H03"], """
15/02/30, 16:10 - Soma Madhupur: Dada namaskar. aaj ki holo? ami court e chilam, kichhu bujhte parini
15/02/30, 16:25 - Abhay Thakur Adv: Bikash aaya tha, Barnwal madam uski vakil. Judge madam ne dono ko counsellor ke paas bheja hai. Agla date 27 March
15/02/30, 16:27 - Soma Madhupur: o ki amake niye jabe? ami jabo na dada. dowry er jonno maar dhor korechhe, 2 lakh taka chaichhilo
15/02/30, 16:30 - Abhay Thakur Adv: counselling me bas apni baat bolna. Zabardasti koi nahi le jayega
08/05/30, 15:40 - Abhay Thakur Adv: Soma, interim maintenance mil gaya - tumhe 5,000 mahina aur Rintu ko 2,500 mahina, petition ki tarikh se
08/05/30, 15:42 - Soma Madhupur: thik ache dada, bhalo khobor. kobe theke taka debe?
08/05/30, 15:45 - Abhay Thakur Adv: har mahine 10 tarikh tak. Arrear bhi dena hoga. Next date 21 August
""")
u("backlog/2030-03/family court 27.3.docx", "typed_note_docx", L, "2030-03-27", ["C06"], ["C06-H02"], """
27.03.2030 - Family Court Deoghar (Principal Judge Smt. Shobha Murmu)
Original Maintenance Case No. 112 of 2029 - Soma Mandal vs Bikash Mandal
Counsellor ka report: counselling failed. Bikash bola "le jaunga" but 2 lakh ke dahej ki baat pe chup; Soma jaane
ko taiyar nahi - pehle bhi maar-peet.
Interim maintenance petition par bahas: maine 10,000 + 5,000 maanga. Barnwal madam: Bikash majdoor hai, 9,000 kamata hai.
Order ke liye 08.05.2030.
""")
u("backlog/2030-05/OMC 112-2029 interim order 08.05.2030.pdf", "certified_order_sheet_scan", "Family Court, Deoghar", "2030-05-10", ["C06"], ["C06-H03"], """
IN THE COURT OF THE PRINCIPAL JUDGE, FAMILY COURT, DEOGHAR
Original Maintenance Case No. 112 of 2029      Soma Mandal & Anr. ... Petitioners   Vs.   Bikash Mandal ... O.P.
08.05.2030  Order on the petition for interim maintenance.
The O.P. admits the marriage and that the minor son Rintu (4 years) lives with the petitioner at Madhupur. He claims to
be a daily labourer, but the petitioner shows that he works at a coal washery at Chitra. Considering the materials
on record, the O.P. is directed to pay interim maintenance of Rs. 5,000/- per month to the petitioner no. 1 and
Rs. 2,500/- per month to the petitioner no. 2 (minor son) from the date of filing of the petition, by the 10th of
each month. Arrears to be paid within three months. Put up on 21.08.2030 for evidence.
                                              sd/- Principal Judge, Family Court, Deoghar
""")
u("backlog/2030-08/20300821_154420.jpg", "handwritten_note_photo", L, "2030-08-21", ["C06"], ["C06-H04"], """
21.8.30  Family Court - Soma vs Bikash
Murmu madam ne pehle arrear ka poochha - Bikash ne kuchh nahi diya tha. Madam: "pehle arrear, phir sunwai."
Bikash ne court me hi 30,000 rs (cash) jama kiya, baaki arrear 3 mahine me.
AW1 Soma ka mukhya pariksha (chief) hua - dahej 2 lakh, maar-peet, 2028 me ghar se nikala.
Jirah next date.  ND 19.10.30 (Sat)
""")
u("backlog/2030-10/soma AW1 cross 19.10.txt", "typed_note_txt", L, "2030-10-19", ["C06"], ["C06-H05"], """
19.10.2030 (Sat) Family Court - Soma maintenance
AW1 Soma - jirah by Rekha Barnwal: "aap apni marzi se mayke gayi" - inkar; "aap silai ka kaam karti hain, 8,000
kamati hain" - Soma: kabhi kabhi blouse silti hoon, 1,000-1,500 mahina.
AW2 Haripada Mandal (Soma ke baba, Madhupur) - bola shaadi me 1.5 lakh cash aur ek Hero motorcycle diya tha;
baad me 2 lakh aur maanga. Bengali me bole, madam ne Hindi me likhwaya.
ND 11.12.2030 - OP ka evidence.
""")
u("backlog/2030-12/OPW1 cross Bikash 11.12.2030.docx", "typed_note_docx", L, "2030-12-11", ["C06"], ["C06-H06"], """
11.12.2030 - OMC 112/2029 - OPW1 Bikash Mandal (husband)
Chief: "mai coal washery me majdoor hoon, mahina 12,000 milta hai, maa-baap ka bhi kharcha".
My cross with the pay slip of October 2030 (Soma ke bhai ne Chitra se laya): Maa Chhinnamasta Coal Washery,
Loader Operator, Gross Rs. 31,500. Bikash: "haan, incentive milta hai par har mahina nahi". Pay slip mark kiya.
Maana: 2 bigha jamin gaon me, ek motorcycle.
Dahej maangne se inkar.
ND 29.01.2031 - baaki OP evidence.
""")

# ---------------- C07 khoa cheque case (JM-III Deoghar)
u("backlog/2030-03/khoa case BW 26.3.txt", "typed_note_txt", L, "2030-03-26", ["C07"], ["C07-H02"], """
26.03.2030 JM-III Deoghar (Kundan Singh sahab) - Mondal Khoa Bhandar vs Binod Yadav, CC 1418/2029
Summons registry se serve ho gaya (AD card wapas aaya), phir bhi accused Binod Yadav absent.
Sahab ne BW kiya - Rs. 5,000 ka, Ghormara OP (Mohanpur thana) ke through.
Tapan da khud aaye the Madhupur se - bole "ei lok pera bechte bechte amar 2,85,000 kheye niyechhe".
ND 06.05.2030
""")
u("backlog/2030-06/WhatsApp Chat with Tapan Da Khoa.txt", "whatsapp_export", "Tapan Mondal (client)", "2030-06-17", ["C07"], ["C07-H03", "C07-H04"], """
06/05/30, 14:02 - Tapan Da Khoa: Thakur babu, Binod eshechhilo? ki holo?
06/05/30, 14:15 - Abhay Thakur Adv: Haan Tapan da, warrant ke baad aaya, bail ho gaya. Humne 143A ka petition diya - interim compensation ke liye. ND 17 June
06/05/30, 14:17 - Tapan Da Khoa: bhalo. taka kobe pabo?
17/06/30, 13:30 - Abhay Thakur Adv: Tapan da, aaj Binod ne guilty nahi maana, bola cheque security ka tha, khoa ka paisa de diya. Court ne 143A me 20% interim compensation diya - 57,000, 60 din me dena hai
17/06/30, 13:35 - Tapan Da Khoa: 57 hajar? thik ache. baaki?
17/06/30, 13:36 - Abhay Thakur Adv: baaki case ke end me. Aapko 5 August ko gawahi dena hai, affidavit ke liye khata-bahi le aana
""")
u("backlog/2030-06/CC 1418-2029 order 17.06.2030.pdf", "certified_order_sheet_scan", "Judicial Magistrate 1st Class, Deoghar", "2030-06-19", ["C07"], ["C07-H04"], """
न्यायालय: न्यायिक दंडाधिकारी प्रथम श्रेणी (JM-III), देवघर
परिवाद पत्र सं. 1418/2029     मे. मंडल खोआ भंडार द्वारा प्रो. तपन मंडल ... परिवादी     बनाम     विनोद यादव ... अभियुक्त
17.06.2030  अभियुक्त उपस्थित। अभियुक्त को अभियोग का सार (धारा 138 NI Act) पढ़ कर सुनाया गया; अभियुक्त ने दोष से
इनकार किया एवं विचारण की मांग की। अभियुक्त का कथन: चेक सुरक्षा के रूप में दिया गया था।
परिवादी की धारा 143A NI Act की याचिका स्वीकृत। अभियुक्त चेक राशि 2,85,000 रु. का 20% अर्थात 57,000 रु. (सत्तावन
हजार रुपये) अंतरिम प्रतिकर के रूप में 60 दिनों के भीतर परिवादी को भुगतान करे।
अगली तिथि 05.08.2030 परिवादी साक्ष्य हेतु।                      ह0/- न्यायिक दंडाधिकारी प्रथम श्रेणी, देवघर
""")
u("backlog/2030-08/IMG_20300805_124017.jpg", "handwritten_note_photo", L, "2030-08-05", ["C07"], ["C07-H05"], """
5/8/30  JM-III  खोआ चेक केस
CW1 तपन मंडल - शपथ पत्र (मुख्य परीक्षा) दाखिल, चेक Ext-1, रिटर्न मेमो Ext-2, नोटिस Ext-3.
अभियुक्त अनुपस्थित - पवन यादव जी ने हाजिरी माफी (exemption) दिया, "श्रावणी मेला में दुकान".
जिरह नहीं हुआ।  अगली तिथि 30.9.30
""")
u("backlog/2030-09/CW1 cross khoa 30.09.docx", "typed_note_docx", L, "2030-09-30", ["C07"], ["C07-H06"], """
30.09.2030 - CC 1418/2029 (Mondal Khoa Bhandar vs Binod Yadav) - JM-III Deoghar
CW1 Tapan Mondal cross by Pawan Kumar Yadav:
 - "cheque security me diya tha, khoa ka hisab chuk gaya" - inkar; khata-bahi me baaki 2,85,000 dikhaya (Ext. 4).
 - "Bengali me bahi hai, koi nahi padh sakta" - court ne kaha anuvad file karo.
Interim compensation 57,000 abhi tak nahi diya - 60 din beet gaye. Humne 143A ke recovery ka petition diya.
Kundan Singh sahab: recovery petition next date pe.
ND 25.11.2030 - CW2 bank.
""")
u("backlog/2030-11/IMG-20301128-WA0014.jpg", "handwritten_note_photo", K, "2030-11-28", ["C07", "C03"], ["C07-H07", "C03-H07"], """
पेशी रजिस्टर - नवंबर 2030                                    पृष्ठ 104
25.11.30 (सोम) | परिवाद 1418/29 खोआ चेक | JM-III | CW2 सुब्रत घोष, बैंक ऑफ इंडिया मधुपुर - रिटर्न मेमो साबित।
              परिवादी साक्ष्य समाप्त | 20.01.31 अभियुक्त बयान
28.11.30 (गुरु) | बेदखली 09/29 द्वारी | मुंसिफ-I | DW1 दिलीप गोराई की मुख्य परीक्षा, आधी जिरह | 09.01.31
नोट: 14 दिसंबर दूसरा शनिवार - कचहरी बंद। 24 दिसंबर से 1 जनवरी शीतावकाश।
- गोपाल
""")

# ---------------- the week ahead and the day's cause list
u("backlog/2031-02/plan 3-14 feb.docx", "typed_note_docx", L, "2031-02-01", ["C03", "C07", "C05", "C06", "C01", "C04"], [], """
PLAN - 3 se 14 February 2031
Wed 05.02 - Munsif-I: Dwari vs Gorai - DW2 (Ramesh Keshri). Jirah ki taiyari: Shravani Mela sub-letting.
Wed 05.02 - JM-III: khoa cheque case - accused ka 351 BNSS bayan; BW petition (Sarfaraz ka draft).
Mon 10.02 - MACT: Lalita Devi - RW2 last chance. 2,000 harjana dilwana.
Wed 12.02 - Family Court: Soma - bahas. Written argument + pay slip ka para.
Wed 19.02 (next week) - SDO Madhupur: Budhan Murmu - order. Sanatan ko bulana.
Wed 26.02 - Sub Judge-I: Narauni - commissioner report (fee 7,500 jama ho gaya? Shashi se poochhna).
Ranchi - koi matter nahi is hafte.
""")
u("backlog/2031-02/JM-III Deoghar cause list 05.02.2031.pdf", "cause_list_pdf", "Civil Court, Deoghar", "2031-02-04", ["C07"], [], """
CIVIL COURT, DEOGHAR - DAINIK WAAD SOOCHI (CAUSE LIST) - 05.02.2031 (WEDNESDAY)
COURT OF SRI KUNDAN KUMAR SINGH, JUDICIAL MAGISTRATE 1ST CLASS (JM-III), DEOGHAR
Sl.  Case No.               Parties                                              Stage
1    G.R. 1877/2027         State vs Pappu Rawani & ors (Jasidih P.S.)           Prosecution evidence
2    C.C. 1418/2029         Mondal Khoa Bhandar vs Binod Yadav                   Statement of accused (351 BNSS)
3    C.C. 233/2030          Baidyanath Vastralaya vs Sunil Keshri                Appearance
4    G.R. 402/2029          State vs Md. Salim (Kunda P.S.) (Excise)             Charge
5    C.C. 911/2028          Tiwary Cloth House vs Raju Gorai                     Arguments
6    G.R. 77/2030           State vs Bhagirath Mahto (Town P.S.)                 Evidence
""")
