"""The uploads of the Agra practice: what Upadhyay ji, the junior Neha and the munshi Nazir Hasan actually kept."""

L, J, M = "Brajesh Kumar Upadhyay", "Neha Parihar", "Nazir Hasan (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2025-06/notice 106 TPA Shakir.pdf", "document_scan", L, "2025-06-14", ["C01"], [], """
BRAJESH KUMAR UPADHYAY, Advocate, Takht No. 41, Diwani Kachehri, Agra
Regd. A.D.                                              Dated: 14.06.2025
To, Mohd. Shakir s/o Mohd. Yaqoob, tenant of shop no. 7, Kinari Bazar, Agra
NOTICE u/s 106 Transfer of Property Act
Under instructions of my client Smt. Kusum Lata Agarwal w/o late Shri Om Prakash Agarwal: you are tenant of the
said shop at Rs. 4,500/- per month. You have not paid rent since 01.09.2024 and have let a part of the shop to
another person without consent. Your tenancy is terminated on expiry of 30 days of receipt of this notice; vacate
and hand over peaceful possession and pay the arrears, failing which a suit will be filed at your cost.
                                                         sd/- Advocate
""")
u("backlog/2026-04/Scan_0043.pdf", "document_scan", "Sh. Rais Ahmad Qureshi (for the defendant)", "2026-04-15", ["C01"], [], """
न्यायालय श्रीमान जज स्मॉल काजेज, आगरा     एस.सी.सी. वाद सं. 117 सन 2025
श्रीमती कुसुम लता अग्रवाल ........ वादिनी   बनाम   मो. शाकिर ........ प्रतिवादी
प्रतिवादपत्र (लिखित कथन) की ओर से प्रतिवादी
1. यह कि धारा 1 वादपत्र स्वीकार है कि प्रतिवादी दुकान नं. 7 किनारी बाजार का किरायेदार है, किन्तु किराया रु. 3,000/- माह है, रु. 4,500/- नहीं।
2. यह कि प्रतिवादी ने दुकान का कोई भाग शिकमी (sub-let) नहीं किया; भतीजा साजिद केवल हाथ बटाता है।
3. यह कि वादिनी के मुंशी ने किराया लेने से इन्कार किया, अतः किराया धारा O.15 R.5 में जमा किया जा रहा है।
दिनांक 15.04.2026                                    ह. रईस अहमद कुरैशी, एडवोकेट
""")
u("backlog/2025-03/FIR 0088 Sikandra.pdf", "document_scan", "Police Station Sikandra, Agra", "2025-03-02", ["C02"], [], """
FIRST INFORMATION REPORT (Under Section 173 B.N.S.S.)   District: Agra   P.S.: Sikandra   FIR No. 0088  Date 02.03.2025
Sections: 85, 115(2), 352, 351(2) B.N.S. and 3/4 Dowry Prohibition Act
Informant: Smt. Shalini d/o Ramveer Singh r/o Etmadpur. Married to Gaurav Chaudhary on 26.11.2022. Husband
Gaurav, mother-in-law Kamla Devi, father-in-law Satpal and nanad Priya demanded a Creta car and Rs. 5 lakh;
beat her on 12.02.2025 and turned her out of the house on 14.02.2025.        SI Rajveer Singh, PS Sikandra
""")
u("backlog/2025-03/IMG_20250303_124410.jpg", "document_photo", "S.N. Medical College, Agra", "2025-03-03", ["C02"], [], """
INJURY REPORT   S.N. Medical College & Hospital, Agra    Date 03.03.2025
Name: Shalini w/o Gaurav, 27 F. Brought by: Ct. 1123 PS Sikandra.
1. Contusion 4 cm x 2 cm left forearm, reddish blue.  2. Complains of pain lower back; no visible injury.
Nature: simple. Duration: about 2-3 days. Caused by blunt object.          Dr. Anjali Verma, EMO
""")
u("backlog/2024-10/plaint OS Goswami ji first page.pdf", "document_scan", L, "2024-10-21", ["C03"], [], """
IN THE COURT OF CIVIL JUDGE (SENIOR DIVISION), MATHURA      O.S. No. ____ of 2024
Goswami Keshav Lal Sharma s/o late Goswami Banwari Lal, r/o Goswami gali, Vrindavan .......... Plaintiff
Versus  1. Shri Radha Damodar Ji Mandir Sewa Trust, Vrindavan through its secretary Sh. Giriraj Prasad Mittal
2-4. Trustees ........ Defendants
SUIT FOR DECLARATION AND PERMANENT INJUNCTION
1. That the seva-puja of Thakur Shri Radha Damodar Ji is performed by the sevayat families by turn (pali); by the
family settlement of 1961 the pali of the month of Kartik falls to the plaintiff's branch.
2. That since Kartik 2023 the trust has stopped the plaintiff from the seva and has itself taken the bhent and the
hundi of Kartik, which in 2023 came to Rs. 3,42,650/-.
Valuation for court fee Rs. 5,00,000/-.                                  Plaintiff / Advocate
""")
u("backlog/2024-08/dismissal letter Pappu Lal.jpg", "document_photo", "M/s Shiva Footwear Exports", "2024-08-05", ["C04"], [], """
SHIVA FOOTWEAR EXPORTS   C-14, Nunhai Industrial Estate, Agra
Ref: SFE/HR/112/24                                     Date: 05.08.2024
To: Sh. Pappu Lal Jatav, Token No. 318, Lasting Section
Order of dismissal. The enquiry officer has found you guilty of the charge of taking out 14 pairs of finished
uppers from the factory on 22.06.2024 without gate pass. You are dismissed from service with immediate effect.
Your full and final dues may be collected from the accounts office.          for Shiva Footwear Exports, Partner
""")
u("backlog/2025-06/BoB return memo Irfan.pdf", "document_scan", "Bank of Baroda, Belanganj", "2025-06-16", ["C05"], [], """
BANK OF BARODA   Belanganj Branch, Agra        CHEQUE RETURN MEMO     Date 16.06.2025
Cheque No. 004417 dated 10.06.2025  Amount Rs. 4,85,000/-   Drawer: Irfan Qureshi, prop. Al-Karim Footwear
Payee: Bansal Leather Traders      Reason of return: 01 - FUNDS INSUFFICIENT          Authorised Signatory
""")
u("backlog/2025-06/legal notice Bansal Irfan.docx", "typed_note_docx", L, "2025-06-25", ["C05"], [], """
Regd. A.D. / Speed Post                                      Dated 25.06.2025
To, Irfan Qureshi, prop. Al-Karim Footwear, Mantola, Agra
Notice u/s 138 N.I. Act. My client M/s Bansal Leather Traders, Hing ki Mandi, through Sh. Manoj Bansal, supplied
finished leather (sheep nappa and cow softy) on credit. Towards the balance you gave cheque no. 004417 dated
10.06.2025 for Rs. 4,85,000/- on Bank of Baroda, Belanganj, returned 'funds insufficient' on 16.06.2025. Pay within
15 days of receipt.                                          Brajesh Kumar Upadhyay, Advocate
""")
u("backlog/2026-03/WhatsApp Image 2026-03-02 at 13.15.52.jpeg", "document_photo", "State Bank of India, Raja ki Mandi", "2026-03-02", ["C06"], [], """
STATE BANK OF INDIA   Raja ki Mandi Branch, Agra     TERM DEPOSIT ADVICE
A/c holder: Rakesh Kumar Sharma (since deceased 11.11.2025)   Nominee: NIL
Principal Rs. 6,40,000/-   Date of deposit 18.04.2023   Period 36 months   Rate 7.10%
Note: claim without nomination above the limit requires succession certificate.
""")
u("backlog/2026-04/amar ujala cutting.jpg", "document_photo", "Amar Ujala, Agra edition", "2026-04-20", ["C06"], [], """
अमर उजाला, आगरा  20 अप्रैल 2026   सूचना - न्यायालय सिविल जज (सी.डि.) आगरा, प्रकीर्ण वाद सं. 57/2026
श्रीमती सुनीता शर्मा ने स्व. राकेश कुमार शर्मा के एस.बी.आई. राजा की मंडी के सावधि जमा हेतु उत्तराधिकार प्रमाणपत्र
मांगा है। जिस किसी को आपत्ति हो दिनांक 11.05.2026 को न्यायालय में उपस्थित हो।
""")
u("backlog/2026-02/star health repudiation.pdf", "document_scan", "Star Health and Allied Insurance Co. Ltd.", "2026-02-09", ["C08"], [], """
STAR HEALTH AND ALLIED INSURANCE CO. LTD.        Date: 09.02.2026
Claim No. CLI/2026/161100/0448812   Insured: Ramesh Chand Goyal, Policy: Family Health Optima
Hospital: Jeevan Jyoti Hospital, Agra. Procedure: PTCA with one stent. Claimed Rs. 2,86,400/-.
The claim is repudiated under exclusion Code-Excl01: pre-existing disease (hypertension since 2018) not disclosed
in the proposal form.                                                  Claims Department
""")
u("backlog/2026-01/IMG-20260118-WA0021.jpg", "document_photo", "Jeevan Jyoti Hospital, Agra", "2026-01-18", ["C08"], [], """
JEEVAN JYOTI HOSPITAL, Delhi Gate, Agra      FINAL BILL    Date of discharge 18.01.2026
Patient: Ramesh Chand Goyal, 66 M   Admitted 14.01.2026   Diagnosis: CAD - SVD; PTCA to LAD
Room 38,000  Cath lab & stent 1,92,000  Medicines 41,900  Investigations 14,500   TOTAL Rs. 2,86,400
""")

# ---------------- C01 Kusum Lata vs Shakir
u("backlog/2026-03/IMG_20260310_165512.jpg", "handwritten_note_photo", L, "2026-03-10", ["C01"], ["C01-H01"], """
10/3/26  SCC 117/25 Kusum Lata v Shakir - JSCC Saxena sahab
Qureshi ne WS ke liye time maanga. Judge: "pehle kiraya jama karo, O.15 R.5 - nayin to defence strike".
haman kahi arrears Sept 24 se. ND 15/4 WS + deposit.
""")
u("backlog/2026-09/order sheet SCC 117-2025 certified.pdf", "certified_order_sheet_scan", "Judge Small Causes Court, Agra", "2026-09-25", ["C01"], ["C01-H01", "C01-H02", "C01-H03", "C01-H04", "C01-H05", "C01-H06"], """
न्यायालय जज स्मॉल काजेज, आगरा   एस.सी.सी. वाद सं. 117/2025   कुसुम लता अग्रवाल बनाम मो. शाकिर   (प्रमाणित प्रतिलिपि)
10.03.2026  पत्रावली पेश हुई। प्रतिवादी की ओर से लिखित कथन हेतु समय का प्रार्थनापत्र। स्वीकार। प्रतिवादी आदेश 15 नियम 5 सी.पी.सी. के अनुपालन में किराया जमा करे। दिनांक 15.04.2026 पेश हो।
15.04.2026  प्रतिवादी ने लिखित कथन दाखिल किया। प्रतिवादी ने रु. 40,500/- (सितम्बर 2024 से मई 2025 तक नौ माह @ 4,500) चालान द्वारा जमा किए। वाद बिन्दु हेतु दि. 20.05.2026.
20.05.2026  अधिवक्तागण शोक प्रस्ताव के कारण न्यायिक कार्य से विरत। पत्रावली दि. 08.07.2026 को पेश हो।
08.07.2026  वादिनी PW1 कुसुम लता का शपथपत्र दाखिल। आंशिक जिरह प्रतिवादी अधिवक्ता द्वारा। शेष जिरह हेतु दि. 12.08.2026.
12.08.2026  प्रतिवादी के अधिवक्ता अस्वस्थ - स्थगन प्रार्थनापत्र। रु. 500/- हर्जे पर स्वीकार। दि. 23.09.2026.
23.09.2026  PW1 की जिरह पूर्ण। वादिनी साक्ष्य समाप्त। प्रतिवादी DW1 शाकिर का शपथपत्र दाखिल। जिरह हेतु दि. 18.11.2026.
                                                           ह. जज स्मॉल काजेज, आगरा
""")
u("backlog/2026-11/IMG_20261118_154032.jpg", "handwritten_note_photo", L, "2026-11-18", ["C01"], ["C01-H07"], """
18.11.26 Shakir DW1 - haman ne jirah kari.
- maana: bhatija Sajid peeche wale hisse me "apna maal" (chappal ke sole) rakhta hai, alag gallaa. 
- maana: kiraya 4500 hi tha 2019 se, "3000 galat likh gayo"!! big admission.
- sub-letting ground strong. ND 20.1.27 args.
""")
u("backlog/2027-01/register 20-1-27 Nazir.jpg", "handwritten_note_photo", M, "2027-01-20", ["C01"], ["C01-H08"], """
बतारीख 20.01.2027   मुकदमा कुसुम लता बनाम शाकिर (अदालत खफीफा)
मुद्दई हाज़िर, मुद्दाअलैह गैर-हाज़िर। कुरैशी वकील साहब फिर बीमार - दरख्वास्त मुल्तवी।
हाकिम ने 1,000 रुपये हर्जा लगाया, "आखिरी मौका"। अगली पेशी 24.02.2027 बहस।
""")
u("backlog/2027-02/Kusum Lata args 24.2.docx", "typed_note_docx", L, "2027-02-24", ["C01"], ["C01-H09"], """
Kusum Lata v Shakir - arguments 24.02.2027
Argued ~40 min: (1) default - rent due from 01.09.2024, deposit only on the first date; (2) sub-letting to Sajid
(DW1's own admission 18.11); (3) rent Rs. 4,500 admitted in cross. Saxena sahab: "defendant ko bhi sun lenge".
Part heard. Qureshi to reply. ND 16.03.2027 for remaining arguments.
To carry: rent receipt book 2019-2024 (Ankur ke paas), Khursheed Alam ruling (sub-letting presumption).
""")
u("backlog/2027-01/WhatsApp Chat with Ankur Agarwal.txt", "whatsapp_export", "Ankur Agarwal (client's son)", "2027-01-20", ["C01"], ["C01-H05", "C01-H08"], """
12/08/26, 1:12 pm - Ankur Agarwal: Upadhyay ji aaj kya hua dukan wale case me
12/08/26, 1:40 pm - Brajesh Upadhyay Adv: Qureshi bimar bataye, tarikh ho gayi 23/9. 500 harja laga unpe
12/08/26, 1:41 pm - Ankur Agarwal: har baar yahi karte hain
20/01/27, 2:05 pm - Ankur Agarwal: sir aaj bahas hui?
20/01/27, 2:30 pm - Brajesh Upadhyay Adv: nayin. Qureshi fir bimar. 1000 harja. 24/2 ko bahas, last chance diyo judge ne
20/01/27, 2:31 pm - Ankur Agarwal: ok sir. mummy ko bata deta hu
""")

# ---------------- C02 State vs Gaurav (and page about two matters)
u("backlog/2026-03/register page 17-19 march.jpg", "handwritten_note_photo", M, "2026-03-19", ["C05", "C02"], ["C05-H01", "C02-H01"], """
रजिस्टर - नज़ीर हसन
17.03.2026  मुकदमा बंसल लेदर बनाम इरफ़ान (138) - मुलज़िम इरफ़ान हाज़िर हुआ, ज़मानत मुचलका दाखिल, धारा 251 की नोटिस पढ़ कर सुनाई। अगली पेशी 28.04.2026.
19.03.2026  सरकार बनाम गौरव चौधरी (सिकन्दरा) ए.सी.जे.एम.-3 - चारों मुलज़िमान हाज़िर। फर्द-ए-जुर्म (चार्ज) लगी, मुलज़िमान ने इनकार किया। गवाह तलब। अगली पेशी 23.04.2026.
""")
u("backlog/2026-11/WhatsApp Chat with Neha Parihar Jr.txt", "whatsapp_export", J, "2026-11-24", ["C02", "C08"], ["C02-H02", "C02-H03", "C02-H06", "C08-H01", "C08-H02", "C08-H03"], """
[23/04/26, 12:48:10 PM] Neha Parihar: Sir Gaurav case - PW1 Shalini nahi aayi. Madam ne BW kar diya uske against. ND 28/5
[23/04/26, 12:49:02 PM] Brajesh Upadhyay Adv: thik. charon accused haazir the?
[23/04/26, 12:49:30 PM] Neha Parihar: haan sir, madam ne kaha evidence dates pe sab in person rahenge
[28/05/26, 1:15:44 PM] Neha Parihar: Shalini ka chief ho gaya. dahej me Creta + 5 lakh maangne ki baat boli. Kushwaha madam ne karaya. Cross aapke liye defer - 16/7
[04/08/26, 11:20:03 AM] Neha Parihar: Goyal ji ka consumer case admit ho gaya, notice Star Health ko. ND 29/9
[29/09/26, 12:02:51 PM] Neha Parihar: Star Health ka written version aa gaya - pre-existing hypertension wali hi baat. Mittal sir appear. ND 24/11 hamara affidavit
[08/10/26, 1:30:19 PM] Neha Parihar: Sir Gaurav case me PW3 doctor (Dr Anjali Verma) nahi aayi, madam ne BW jaari kiya. ND 26/11
[24/11/26, 12:40:00 PM] Neha Parihar: Goyal ji ka evidence affidavit file kar diya. Mittal sir ne OP evidence ke liye time liya. ND 19/1/27
""")
u("backlog/2026-07/Shalini cross 16-7.txt", "typed_note_txt", L, "2026-07-16", ["C02"], ["C02-H04"], """
State v Gaurav - PW1 Shalini cross 16.07.2026 (by me)
- she admitted she left matrimonial house on 14.02.2025 "apni marzi se, papa ke saath" - no one pushed her out that day.
- no medical on 12.02; first medical 03.03.2025 (after FIR).
- Creta demand: couldn't tell date or who said it first. "sab kehte the".
- Priya (nanad) lives at Gwalior since 2021 marriage - admitted.
ND 27.08.26 PW2.
""")
u("backlog/2026-08/PW2 Ramveer 27.8.docx", "typed_note_docx", L, "2026-08-27", ["C02"], ["C02-H05"], """
Gaurav 498A - PW2 Ramveer Singh (father) 27.08.2026
Chief: gave Rs. 5 lakh cash and jewellery at marriage 26.11.2022; later demand of Creta.
Cross: said cash was "shaadi ka kharcha" - no receipt, no bank withdrawal; sold no land. Admitted panchayat at
Etmadpur on 20.02.2025 where he asked only for "istridhan vaapas". Admitted no complaint before FIR.
ND 8/10 PW3 doctor.
""")
u("backlog/2026-11/IMG_20261126_172208.jpg", "handwritten_note_photo", L, "2026-11-26", ["C02", "C07"], ["C02-H07"], """
26/11/26 ACJM-3 Gaurav - HC order (28.10) file kiya: Priya ke against kaarvahi quash; Kamla Devi ke against chalegi.
madam ne order sheet pe note kiyo. PW3 Dr Anjali Verma aayi (BW ke baad) - injury simple, 2-3 din purani,
"blunt object", maana: forearm chot "gir ke bhi lag sakti". ND 14/1/27 IO.
""")
u("backlog/2027-01/register urdu 14-1-27.jpg", "handwritten_note_photo", M, "2027-01-14", ["C02"], ["C02-H08"], """
۱۴ جنوری ۲۰۲۷   مقدمہ سرکار بنام گورو چودھری   اے سی جے ایم ۳
تفتیشی افسر راجویر سنگھ غیر حاضر - عدالت نے وارنٹ ضمانتی جاری کیا
مُلزمان حاضر۔ اگلی پیشی 18.02.2027
""")
u("backlog/2027-02/order sheet 4471-2025 ACJM3.pdf", "certified_order_sheet_scan", "ACJM Court No. 3, Agra", "2027-02-20", ["C02"], ["C02-H07", "C02-H08", "C02-H09"], """
IN THE COURT OF ADDITIONAL CHIEF JUDICIAL MAGISTRATE NO. 3, AGRA   Criminal Case No. 4471/2025   State vs Gaurav Chaudhary & Ors.
26.11.2026  Copy of order of Hon'ble High Court dt. 28.10.2026 filed; proceedings against accused Priya Chaudhary stand quashed. PW3 Dr. Anjali Verma examined and cross-examined. List on 14.01.2027 for PW4.
14.01.2027  PW4 I.O. absent despite summons. Bailable warrant of Rs. 5,000 against SI Rajveer Singh. 18.02.2027.
18.02.2027  PW4 SI Rajveer Singh examined and cross-examined. Ld. APO closes prosecution evidence. Put up on 25.03.2027 for statement of accused u/s 351 BNSS. All accused to remain present.
                                                                  sd/- ACJM-3, Agra
""")

# ---------------- C03 Goswami ji vs Trust (Mathura)
u("backlog/2026-03/IMG_20260323_143301.jpg", "handwritten_note_photo", L, "2026-03-23", ["C03"], ["C03-H01"], """
23/3/26 Mathura - OS 88/24 Goswami ji v Mandir Trust. Dwivedi sahab.
Chaturvedi ji ne 39 r 1,2 pe aapatti ke liye time maango. Judge: "trust deed aur pali register dono laao".
kachhu nayin bhayo. ND 27/4.
""")
u("backlog/2026-04/register mathura 27-4.jpg", "handwritten_note_photo", M, "2026-04-27", ["C03"], ["C03-H02"], """
۲۷ اپریل ۲۰۲۶ متھرا دیوانی - مقدمہ گوسوامی کیشو لال بنام مندر ٹرسٹ
بار ایسوسی ایشن متھرا کی ہڑتال - وکلا کام سے دور۔ اگلی تاریخ 25.05.2026
(हड़ताल - अगली तारीख 25.05.2026)
""")
u("backlog/2026-05/goswami TI args 25.5.txt", "typed_note_txt", L, "2026-05-25", ["C03"], ["C03-H03"], """
Mathura 25.05.2026 - Goswami ji TI arguments
Argued 1961 family settlement (pali of Kartik to Banwari Lal branch), pali register entries 1962-2022.
Chaturvedi: trust deed 2009 gives trust "management of seva"; sevayats are only "pujari on honorarium".
Dwivedi sahab heard both ~1 hr; order later. Meanwhile: pali register not to be altered - status quo.
ND 13.07.26 order.
""")
u("backlog/2026-07/CamScanner 13-07-2026 16.41.pdf", "certified_order_sheet_scan", "Civil Judge (Senior Division), Mathura", "2026-07-13", ["C03"], ["C03-H04"], """
IN THE COURT OF CIVIL JUDGE (SENIOR DIVISION), MATHURA   O.S. No. 88/2024   Goswami Keshav Lal Sharma vs Shri Radha Damodar Ji Mandir Sewa Trust & Ors.
ORDER ON APPLICATION 6-C (Order 39 Rules 1 & 2 CPC)   13.07.2026
Prima facie the pali register and the family settlement of 1961 show that the seva in the month of Kartik has been
performed by the plaintiff's branch. The trust deed of 2009 cannot take away a hereditary right of seva. The
application is allowed in part: the defendants shall not obstruct the plaintiff in performing the seva-puja in his
pali of Kartik; the bhent and hundi of the Kartik pali shall be counted in the presence of both sides and kept in a
separate account, to abide the result of the suit. List for issues on 24.08.2026.         sd/- Civil Judge (S.D.), Mathura
""")
u("backlog/2026-08/IMG_20260824_131905.jpg", "handwritten_note_photo", L, "2026-08-24", ["C03"], ["C03-H05"], """
24.8.26 Mathura Goswami ji - 5 issues framed (sevayati right; 1961 settlement binding?; trust deed 2009; s.92 bar; relief)
Kartik ka hisab alag khaate me. Janmashtami ke kaaran bheed - train late. ND 5/10 PE.
""")
u("backlog/2027-02/WhatsApp Chat with Madhav Goswami.txt", "whatsapp_export", "Madhav Goswami (client's grandson)", "2027-02-22", ["C03"], ["C03-H06", "C03-H09"], """
05/10/26, 11:58 AM - Madhav Goswami: Radhe Radhe vakil sahab. aaj bhi hadtaal hai yahan, koi senior ka dehant hua, shok sabha
05/10/26, 12:10 PM - Brajesh Upadhyay Adv: Radhe Radhe. Chaturvedi ji ne bhi yahi kahi hogi. agli tarikh?
05/10/26, 12:16 PM - Madhav Goswami: 16/11 di hai peshkar ne
22/02/27, 3:20 PM - Madhav Goswami: Govind Das baba ka bayan commission report court me aa gayi. Next date 5/4
22/02/27, 3:24 PM - Brajesh Upadhyay Adv: thik. dadaji ko PW3 ke liye taiyar rakhna. Kartik hundi ka khaata bhi laana
""")
u("backlog/2026-11/Goswami PW1 16 Nov.docx", "typed_note_docx", L, "2026-11-16", ["C03"], ["C03-H07"], """
OS 88/2024 Mathura - 16.11.2026 - PW1 Goswami Keshav Lal
Chief by affidavit (Paper 41-Ga) filed and proved. Cross by Chaturvedi ji begun:
- PW1: "Kartik ki pali hamare baba ke baba se hai"; couldn't produce the original 1961 settlement (photo copy only).
- Admitted he took no salary from trust but took "bhent" in Kartik.
Cross part; ND 11.01.2027.
""")
u("backlog/2027-01/goswami 11 jan.txt", "typed_note_txt", L, "2027-01-11", ["C03"], ["C03-H08"], """
11.01.2027 Mathura. PW1 cross concluded (Chaturvedi ji ~50 min). nothing damaging.
PW2 Shri Govind Das (82 yrs, old sevayat, bedridden) - our application for commission to examine him at his house
allowed; Advocate Commissioner Sh. Lalit Sharma; report by next date. ND 22.2.27.
""")
u("backlog/2027-02/IMG_20270222_170011.jpg", "handwritten_note_photo", L, "2027-02-22", ["C03"], ["C03-H09"], """
22/2/27 Goswami ji - commission report aayo. Govind Das baba (PW2) ne kahi: "Kartik ki seva sadaa Banwari Lal
ke parivar ne kari, 1961 me panchon ke saamne likha-padhi bhayi". Chaturvedi ke cross me bhi tike rahe.
ND 5.4.27 PW3.
""")

# ---------------- C04 Pappu Lal vs Shiva Footwear (Labour Court)
u("backlog/2026-04/pappu lal 10 apr.txt", "typed_note_txt", L, "2026-04-10", ["C04"], ["C04-H01"], """
Labour Court-I Agra, Adj. Case 23/2025 Pappu Lal v Shiva Footwear. 10.04.2026
Employer's WS filed (Goyal): domestic enquiry held, 14 pairs uppers, gate pass nahi; dismissal justified.
Rejoinder by us. ND 15.5.26.
""")
u("backlog/2026-05/Document (3).docx", "typed_note_docx", L, "2026-05-15", ["C04"], ["C04-H02"], """
Pappu Lal - 15.05.2026. Rejoinder filed (workman never given copy of the enquiry report; no presenting officer;
not allowed a co-worker as defence assistant).
PO sahab ne kaha "pehle enquiry file dikhao, fir merits" - management directed to produce complete enquiry file.
ND 17.07.2026.
""")
u("backlog/2026-07/IMG_20260717_141520.jpg", "handwritten_note_photo", L, "2026-07-17", ["C04"], ["C04-H03"], """
17/7 Labour Ct - enquiry file aa gayi (Goyal). file me: chargesheet 24.6.24, EO R.C. Bhardwaj, enquiry ek hi din
(15.7.24) me poori! Pappu ka sign "refused". preliminary issue - fairness of enquiry. ND 11/9 MW1.
""")
u("backlog/2026-09/MW1 Bhardwaj cross.docx", "typed_note_docx", L, "2026-09-11", ["C04"], ["C04-H04"], """
Adj. 23/2025 - 11.09.2026 - MW1 R.C. Bhardwaj (enquiry officer), cross by me
- admitted he is the factory's retained "legal adviser", paid by the management.
- admitted enquiry held on a single day, 15.07.2024; no notice of the date given in writing.
- admitted the gate register and CCTV were not shown to the workman.
- admitted Pappu Lal asked for union man Ramesh Kardam as helper - "allowed nahi kiya, rule nahi hai".
ND 06.11.2026 arguments on preliminary issue.
""")
u("backlog/2026-11/register 6-11 labour.jpg", "handwritten_note_photo", M, "2026-11-06", ["C04"], ["C04-H05"], """
बतारीख 06.11.2026  लेबर कोर्ट - पप्पू लाल बनाम शिवा फुटवियर
मालिकान के वकील गोयल साहब ने वक्त माँगा, बहस नहीं हुई। वर्कमैन हाज़िर (यूनियन के कर्दम साथ)।
अगली पेशी 08.01.2027.
""")
u("backlog/2027-01/Labour court order 08.01.2027.pdf", "certified_order_sheet_scan", "Labour Court (I), Agra", "2027-01-08", ["C04"], ["C04-H06"], """
LABOUR COURT (I), U.P., AGRA    Adjudication Case No. 23 of 2025    Pappu Lal Jatav vs M/s Shiva Footwear Exports
ORDER ON PRELIMINARY ISSUE   08.01.2027
The enquiry was concluded in a single sitting by an officer in the retained service of the employer; the
workman was denied the assistance of a co-worker and no copy of the enquiry report was furnished. The domestic
enquiry is held to be not fair and proper. The employer, having sought the opportunity in its written statement,
may prove the misconduct before this Court. List on 19.02.2027 for management evidence.      sd/- Presiding Officer
""")
u("backlog/2027-02/IMG_20270219_155802.jpg", "handwritten_note_photo", L, "2027-02-19", ["C04"], ["C04-H07"], """
19/2/27 Labour Ct - MW2 Naresh Kumar (supervisor) chief: "Pappu ke thaile me 14 jode upper mile, gate pe".
cross (mera): gate pe koi likhit fard nahi, gatekeeper ka naam nahi bata paaya. CCTV "kharab tha".
cross part. ND 2/4/27
""")
u("backlog/2027-02/correction pappu lal date.txt", "typed_note_txt", L, "2027-02-22", ["C04"], ["C04-H07"], """
CORRECTION - Pappu Lal labour case: diary me 19.02 ke baad ND 2/4 likh diyo - galat. peshkar se confirm kiya:
sahi agli tarikh 09.04.2027 (MW2 remaining cross). 2/4 ko Labour Court me PO sahab training pe hain.
""")

# ---------------- C05 Bansal vs Irfan
u("backlog/2027-02/WhatsApp Chat with Neha Parihar Jr (2).txt", "whatsapp_export", J, "2027-02-09", ["C05"], ["C05-H02", "C05-H04", "C05-H07"], """
[28/04/26, 1:05:12 PM] Neha Parihar: Sir Bansal case - 143A ki application pe bahas ho gayi. Tariq Anwar sir ne oppose kiya. Order next date 7/7
[18/08/26, 12:33:40 PM] Neha Parihar: Irfan aaj nahi aaya, Tariq sir ne exemption lagayi - allow. 143A ka paisa ek rupya nahi diya abhi tak
[18/08/26, 12:34:05 PM] Brajesh Upadhyay Adv: recovery ki application banao 421 type (BNSS 461). ND?
[18/08/26, 12:34:40 PM] Neha Parihar: 13/10 sir, CW1 evidence
[09/02/27, 2:10:22 PM] Neha Parihar: Irfan ka 351 BNSS statement ho gaya. bola cheque "security me diya tha, blank". Defence evidence 16/3 - Tariq sir DW laayenge
[09/02/27, 2:11:00 PM] Brajesh Upadhyay Adv: thik. baki 47,000 143A ka kab de raha?
[09/02/27, 2:11:30 PM] Neha Parihar: kuch nahi bola sir
""")
u("backlog/2026-07/Bansal 143A order 07.07.2026.pdf", "certified_order_sheet_scan", "Spl. ACJM (N.I. Act), Agra", "2026-07-07", ["C05"], ["C05-H03"], """
COURT OF SPECIAL ADDITIONAL CHIEF JUDICIAL MAGISTRATE (N.I. ACT), AGRA    Complaint Case No. 2210/2025
M/s Bansal Leather Traders vs Irfan Qureshi        07.07.2026
Application u/s 143A N.I. Act (paper 14-Kha) allowed. The accused shall pay interim compensation of 20% of the
cheque amount, i.e. Rs. 97,000/-, to the complainant within 60 days. Original return memo seen and returned.
List on 18.08.2026 for complainant's evidence.                        sd/- Spl. ACJM (NI Act), Agra
""")
u("backlog/2026-10/bansal CW1 13 oct.txt", "typed_note_txt", L, "2026-10-13", ["C05"], ["C05-H05"], """
Bansal v Irfan - 13.10.2026 - CW1 Manoj Bansal affidavit (s.145 NI) + ledger, bills, return memo exhibited.
Tariq Anwar cross (part): suggested cheque was blank security cheque of 2023 - denied by CW1.
CW1 said ledger balance Rs. 4,85,000 on 31.05.2025. ND 8.12.26.
""")
u("backlog/2026-12/IMG_20261208_130844.jpg", "handwritten_note_photo", L, "2026-12-08", ["C05"], ["C05-H06"], """
8/12/26 Rana madam - Bansal cheque. CW1 cross over. Irfan ne 143A ke 50,000 DD se diye (court me), baki 47,000
"agli date tak". madam: "baaki nayin diyo to recovery". ND 9/2/27 - 351 statement.
""")
u("backlog/2027-02/register 9-2-27.jpg", "handwritten_note_photo", M, "2027-02-09", ["C05"], ["C05-H07"], """
बतारीख 09.02.2027  बंसल लेदर बनाम इरफ़ान  मुलज़िम का बयान दफ़ा 351 बी.एन.एस.एस. क़लमबंद हुआ।
मुलज़िम ने सफ़ाई सबूत देने को कहा। अगली पेशी 16.03.2027 सफ़ाई गवाह।
""")

# ---------------- C06 Sunita succession
u("backlog/2026-04/sunita 6 april.docx", "typed_note_docx", L, "2026-04-06", ["C06"], ["C06-H01"], """
Misc. Case 57/2026 Smt. Sunita Sharma - succession certificate (s.372 ISA) - CJSD Agra Gautam sahab - 06.04.2026
Notice/citation ordered; publication in 'Amar Ujala' at applicant's cost; notice to Mukesh Sharma (deceased's brother)
and to SBI. Judge: "publication ki cutting aur affidavit agli date pe zaroor". ND 11.05.2026.
""")
u("backlog/2026-05/IMG_20260511_121744.jpg", "handwritten_note_photo", L, "2026-05-11", ["C06"], ["C06-H02"], """
11/5/26 Sunita - Amar Ujala cutting 20.4 + affidavit file. Mukesh Sharma (devar) ne Tomar vakil ke through aapatti
daari: "bhai ke FD me mera paisa hai, 2 lakh". kachhu kagaz nayin. ND 20/7.
""")
u("backlog/2026-07/register 20 july.jpg", "handwritten_note_photo", M, "2026-07-20", ["C06"], ["C06-H03"], """
बतारीख 20.07.2026  मिसलेनियस 57/2026 सुनीता शर्मा - आपत्ति का जवाब दाखिल, सुनीता का हलफ़नामा (AW1) दाखिल।
मुतर्रिज़ मुकेश हाज़िर। अगली पेशी 14.09.2026 जिरह।
""")
u("backlog/2026-09/sunita AW1 cross.txt", "typed_note_txt", L, "2026-09-14", ["C06"], ["C06-H04"], """
14.09.2026 Sunita AW1 cross by Tomar: asked about 2 lakh given by Mukesh - she said "mujhe pata nayin, FD
pati ne apni tankhwah se banwayi". Mukesh absent today. Tomar: written arguments. ND 26.10.26 order.
""")
u("backlog/2026-10/succession order 26.10.2026.pdf", "certified_order_sheet_scan", "Civil Judge (Senior Division), Agra", "2026-10-28", ["C06"], ["C06-H05"], """
IN THE COURT OF CIVIL JUDGE (SENIOR DIVISION), AGRA   Misc. Case No. 57/2026   In re: Smt. Sunita Sharma
ORDER 26.10.2026
The objector Mukesh Sharma has produced no document for his claim of a contribution of Rs. 2,00,000 to the deposit.
The applicant is the widow and, with her two minor children, the Class-I heir. Objection rejected. Let a succession
certificate issue in favour of the applicant for the fixed deposit of Rs. 6,40,000/- with SBI, Raja ki Mandi, on her
furnishing a security bond of the like amount with one surety. Case disposed of.        sd/- Civil Judge (S.D.), Agra
""")

# ---------------- C07 Priya quashing (Allahabad HC)
u("backlog/2026-08/HC correspondent 5 aug.docx", "typed_note_docx", "Adv. Saurabh Mishra (Allahabad correspondent)", "2026-08-05", ["C07"], ["C07-H01"], """
From: Saurabh Mishra, Advocate, Allahabad.  Dated 05.08.2026
Re: Appl. u/s 528 BNSS No. 9874/2026 Priya Chaudhary & Anr v State of UP & Anr - Court No. 71, Tiwari J.
Heard at admission. Notice issued to OP No. 2 (Shalini); AGA Srivastava accepted notice for State. Lordship asked
"where does the married sister-in-law live?" - told Gwalior since 2021. Till next date no coercive action against
applicants. Next 09.09.2026.
""")
u("backlog/2026-09/hc 9 sept.txt", "typed_note_txt", L, "2026-09-09", ["C07"], ["C07-H02"], """
Saurabh Mishra on phone 9.9.26: OP2 counsel (Kushwaha madam's Allahabad correspondent) took time for counter.
Interim continues. ND 28.10.2026.
""")
u("backlog/2026-10/HC order 28.10.2026 Priya.pdf", "certified_order_sheet_scan", "Allahabad High Court", "2026-10-28", ["C07"], ["C07-H03"], """
HIGH COURT OF JUDICATURE AT ALLAHABAD   Court No. 71   APPLICATION U/S 528 BNSS No. 9874 of 2026
Priya Chaudhary and another vs State of U.P. and another      Hon'ble Shekhar Prakash Tiwari, J.   28.10.2026
Applicant no. 1, the married sister-in-law, has lived at Gwalior since 2021; the allegations against her are
general and omnibus. The proceedings of Criminal Case No. 4471 of 2025 (PS Sikandra) are quashed qua applicant
no. 1 only. As regards applicant no. 2, the mother-in-law, there are specific allegations; the prayer is rejected.
The application is partly allowed.
""")

# ---------------- C08 Goyal vs Star Health
u("backlog/2027-01/consumer order 19-01-2027.pdf", "certified_order_sheet_scan", "District Consumer Disputes Redressal Commission, Agra", "2027-01-19", ["C08"], ["C08-H04"], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, AGRA   C.C. No. 145/2026   Ramesh Chand Goyal vs Star Health & Allied Insurance Co. Ltd.
19.01.2027  Evidence of the opposite party not filed despite time on 24.11.2026. Last opportunity subject to
costs of Rs. 2,000/- payable to the complainant. List on 02.03.2027.     sd/- President   sd/- Member
""")
u("backlog/2027-03/goyal 2 march.docx", "typed_note_docx", L, "2027-03-02", ["C08"], ["C08-H05"], """
Goyal v Star Health - 02.03.2027 - Jain sahab.
OP evidence affidavit filed (their medical officer: hypertension "since 2018" from a 2019 OPD slip). Costs 2,000 paid.
Our point: proposal 2021 - no question on BP in the form; no medical done by insurer. Written arguments both sides.
ND 13.04.2027.
""")

# ---------------- week plan, cause list
u("backlog/2027-03/Week plan 15-20 March.docx", "typed_note_docx", L, "2027-03-13", ["C01", "C05", "C02"], [], """
WEEK 15-20 MARCH 2027 (Holi 22nd - Mathura ke log chhutti pe)
Tue 16/3  JSCC Saxena sahab - Kusum Lata v Shakir, remaining args. Rent receipt book 2019-24 Ankur se lena (Mon
          shaam tak). Khursheed Alam ruling print. Qureshi fir beemari bole to costs paid receipt dikhana.
Tue 16/3  Spl ACJM Rana madam - Bansal v Irfan, defence evidence. Neha jayegi. 47,000 ki recovery application
          (143A) saath me move karni hai.
Thu 18/3  Office - Gaurav ke 351 BNSS ke sawaal padh lena; charon... (ab teen) accused ko 25/3 ko haazir rehne ki baat.
Sat 20/3  Goswami ji ko phone - PW3 5/4 ke liye.
""")
u("backlog/2027-03/causelist JSCC 16.03.2027.pdf", "cause_list_pdf", "Judge Small Causes Court, Agra", "2027-03-15", ["C01"], [], """
न्यायालय जज स्मॉल काजेज, आगरा    वाद सूची दिनांक 16.03.2027 (मंगलवार)
क्र.  वाद सं.            पक्षकार                                     प्रयोजन
1    SCC 44/2023      राम बाबू गुप्ता बनाम सुरेश चंद                   आदेश
2    SCC 209/2024     निर्मला जैन बनाम आगरा फुटवियर मार्ट               साक्ष्य
3    SCC 117/2025     कुसुम लता अग्रवाल बनाम मो. शाकिर                बहस
4    SCC 31/2026      मो. इस्लाम बनाम राजेन्द्र सिंह                   लिखित कथन
5    Misc. 12/2026    विनोद खंडेलवाल बनाम दीपक                       निस्तारण
""")
