"""The uploads of the Varanasi practice: what Adv. Upadhyay, his junior Vikas and the munshi Ram Lakhan kept."""

L, J, M = "Awadhesh Kumar Upadhyay", "Vikas Maurya", "Ram Lakhan Yadav (munshi)"
U = []
_DEV = str.maketrans("0123456789", "०१२३४५६७८९")


def dn(text: str) -> str:
    """The munshi writes Devanagari digits."""
    return text.translate(_DEV)


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2025-11/CamScanner 11-21-2025 12.04.pdf", "document_scan", L, "2025-11-21", ["C01"], [], """
IN THE COMMERCIAL COURT, VARANASI
Commercial Suit No. ____ of 2025
M/s Nizamuddin Silk Weavers, D 47/18 Madanpura, Varanasi, through partner Nizamuddin Ansari ...Plaintiff
Versus
M/s Agrawal Saree Kendra, 14 Burrabazar, Kolkata, through proprietor Rajesh Agrawal ...Defendant
SUIT FOR RECOVERY OF Rs. 14,82,600/- WITH PENDENTE LITE AND FUTURE INTEREST @ 18% p.a.
1. The plaintiff is a firm of Banarasi sari weavers (katan silk, kadhua and jangla work) at Madanpura.
2. Between 05.02.2024 and 28.08.2024 the plaintiff supplied 412 Banarasi saris against 11 invoices (bills no. 118 to 128).
3. The defendant paid Rs. 6,10,000 on account and the balance of Rs. 14,82,600 remains due as per the ledger.
4. Pre-institution mediation u/s 12A Commercial Courts Act before DLSA Varanasi failed (non-starter report dated 03.11.2025).
Verification ... Varanasi, dated 21.11.2025.          Plaintiff               through Awadhesh Kumar Upadhyay, Advocate
""")
u("backlog/2025-11/IMG20251118173522.jpg", "document_photo", "M/s Nizamuddin Silk Weavers", "2025-11-18", ["C01"], [], """
खाता बही - मे. अग्रवाल साड़ी केन्द्र, कलकत्ता
बिल नं. 118 से 128 तक कुल माल 412 साड़ी
जमा: 6,10,000    बाकी: 14,82,600
दस्तखत - शकील अहमद (मुनीम)
""")
u("backlog/2024-09/nagar nigam house tax B 3-84 Kedar Ghat.pdf", "document_scan", "Nagar Nigam Varanasi", "2024-08-30", ["C02"], [], """
नगर निगम वाराणसी - गृहकर रसीद
भवन संख्या: B 3/84, केदार घाट, वार्ड: भेलूपुर
स्वामी: स्व. पं. बैजनाथ पाण्डेय (वारिसान - काशीनाथ, विश्वनाथ, रामेश्वर नाथ)
वर्ष 2024-25   धनराशि: 4,860/-   रसीद दिनांक 30.08.2024
""")
u("backlog/2026-05/vasiyatnama mahant 2019.pdf", "document_scan", "Sub-Registrar, Varanasi", "2026-05-02", ["C03"], [], """
वसीयतनामा (पंजीकृत) - पंजीकरण दिनांक 14.03.2019, बही संख्या 3, जिल्द 212
मैं महन्त सीताराम दास, श्री गोपाल मठ, भदैनी, वाराणसी, अपने पूर्ण होश-हवास में यह वसीयत करता हूँ कि मेरे
पश्चात मेरे शिष्य (चेला) रामशरण दास श्री गोपाल मठ के महन्त होंगे और मठ की चल-अचल सम्पत्ति का प्रबन्ध करेंगे।
गवाह: 1. पं. गिरिजा शंकर मिश्र  2. बनवारी लाल
""")
u("backlog/2026-05/rent notice Salim Chowk.docx", "typed_note_docx", L, "2026-04-20", ["C04"], [], """
AWADHESH KUMAR UPADHYAY, Advocate, Takhat No. 47, Kachahari, Varanasi
Regd. Post                                          Dated 20.04.2026
To, Mohd. Salim s/o Mohd. Yusuf, tenant of shop no. 6, K 37/12 Thatheri Bazar, Chowk, Varanasi
Under instructions of my client Smt. Kusum Kesari: you have not paid rent of Rs. 6,000 per month since November 2024.
Arrears for 18 months come to Rs. 1,08,000. Pay within one month, else proceedings u/s 21 of the U.P. Regulation of
Urban Premises Tenancy Act, 2021 before the Rent Authority for eviction and recovery.
                                                    Advocate
""")
u("backlog/2026-05/WhatsApp Image 2026-05-16 at 11.20.44.jpeg", "document_photo", "Smt. Kusum Kesari", "2026-05-16", ["C04"], [], """
किराया रसीद बुक - दुकान नं. 6, ठठेरी बाजार, चौक
अक्टूबर 2024 - 6000/- प्राप्त - कुसुम केसरी
(नवम्बर 2024 से आगे की रसीदें खाली)
""")
u("backlog/2025-10/cheque return memo Pintu Yadav.pdf", "document_scan", "Union Bank of India, Lahurabir", "2025-10-09", ["C05"], [], """
UNION BANK OF INDIA - Lahurabir Branch, Varanasi
CHEQUE RETURN MEMO                          Date: 09.10.2025
Cheque No. 084417 dated 01.10.2025 for Rs. 2,35,000/- drawn by Pintu Yadav on A/c 4102xxxxxx,
presented by Shyam Sundar Jaiswal (Jaiswal Building Material) - RETURNED: FUNDS INSUFFICIENT
""")
u("backlog/2025-10/notice 138 Pintu Yadav.docx", "typed_note_docx", L, "2025-10-20", ["C05"], [], """
Legal notice u/s 138 N.I. Act - dated 20.10.2025
To Pintu Yadav s/o Ramjatan Yadav, Shivpur, Varanasi.
My client Shyam Sundar Jaiswal supplied sariya, cement and gitti for your house on credit. Towards Rs. 2,35,000 you gave
cheque no. 084417 dated 01.10.2025 on Union Bank, Lahurabir, returned unpaid on 09.10.2025. Pay within 15 days.
""")
u("backlog/2025-10/arji 144 BNSS Sunita.pdf", "document_scan", L, "2025-10-30", ["C06"], [], """
न्यायालय प्रधान न्यायाधीश, परिवार न्यायालय, वाराणसी
वाद संख्या ____ सन 2025 (धारा 144 भा.ना.सु.सं. / धारा 125 दं.प्र.सं.)
सुनीता देवी पुत्री रामधनी प्रजापति बनाम राजू प्रजापति पुत्र छेदी लाल, निवासी लोहता
प्रार्थिनी का विवाह 2019 में हुआ; एक पुत्र आयुष (4 वर्ष)। विपक्षी ने 2024 में घर से निकाल दिया। विपक्षी पावरलूम
चलाता है, आय लगभग 30,000/- मासिक। प्रार्थिनी व पुत्र हेतु 10,000/- मासिक भरण-पोषण दिलाया जाए।
""")
u("backlog/2026-08/FIR 0214 Dashashwamedh.pdf", "document_scan", "Police Station Dashashwamedh", "2026-08-09", ["C07"], [], """
प्रथम सूचना रिपोर्ट - जनपद वाराणसी, थाना दशाश्वमेध, मु.अ.सं. 0214/2026, दिनांक 09.08.2026
धारा 115(2), 118(1), 352 भारतीय न्याय संहिता
वादी: गुड्डू साहनी (नाविक), दशाश्वमेध घाट। सवारी बैठाने को लेकर विवाद में भोला निषाद ने पतवार से
सिर व हाथ पर मारा, गाली दी। घटना समय शाम 6.30 बजे, गंगा आरती के पहले।
""")
u("backlog/2026-08/injury report Guddu Sahni.pdf", "document_scan", "SSPG Divisional Hospital, Kabirchaura", "2026-08-10", ["C07"], [], """
S.S.P.G. DIVISIONAL HOSPITAL, KABIRCHAURA, VARANASI - INJURY REPORT
Name: Guddu Sahni, 29 yrs. Date 09.08.2026, 8.10 PM.
1. Lacerated wound 3 cm x 0.5 cm on left parietal region. 2. Swelling left forearm - X-ray advised.
Nature: simple (injury no. 2 kept under observation). Weapon: hard and blunt.
""")
u("backlog/2025-09/BoB OA 412 statement of account.pdf", "document_scan", "Bank of Baroda, Godowlia", "2025-09-20", ["C08"], [], """
BANK OF BARODA - Godowlia Branch, Varanasi
Statement of dues of M/s Kashi Handloom Exports (prop. Manoj Kumar Gupta) as on 20.09.2025
Cash Credit A/c ...0418: Rs. 31,20,000   Term Loan A/c ...7702: Rs. 17,40,000
Total dues: Rs. 48,60,000/- plus interest. Account NPA since 31.03.2025.
""")

# ---------------- C01 Nizamuddin sari money suit (Commercial Court)
u("backlog/2026-04/IMG20260417143210.jpg", "handwritten_note_photo", L, "2026-04-17", ["C01"], ["C01-H01"], """
17/4/26 Comm. Court - Nizamuddin v. Agrawal Saree
Irfan Ahmad ne WS file kiya - 30 din baad, delay appl. ke saath.
Humne objection diya - O.8 R.1 proviso, 120 din max. Srivastava sahab - "order next date".
agli tithi 15.5.26
""")
u("backlog/2026-05/CS 38-2025 order 15.05.2026.pdf", "certified_order_sheet_scan", "Commercial Court, Varanasi", "2026-05-16", ["C01"], ["C01-H02"], """
न्यायालय वाणिज्यिक न्यायालय, वाराणसी
Commercial Suit No. 38 of 2025   M/s Nizamuddin Silk Weavers Vs. M/s Agrawal Saree Kendra
15.05.2026
पुकार करायी गयी। वादी की ओर से विद्वान अधिवक्ता श्री अवधेश कुमार उपाध्याय एवं प्रतिवादी की ओर से श्री इरफान अहमद उपस्थित।
पत्रावली पेश हुई। The written statement has been filed within 120 days of service. Delay is condoned subject to costs
of Rs. 5,000/- payable to the plaintiff. WS taken on record. Parties to file affidavits of admission and denial of
documents under Order XI Rule 4 as applicable to commercial disputes.
दिनांक 10.07.2026 को पेश हो।                                  (अनिल कुमार श्रीवास्तव) Commercial Court, Varanasi
""")
u("backlog/2026-07/Document (3).docx", "typed_note_docx", L, "2026-07-10", ["C01"], ["C01-H03"], """
10.07.2026 - Comm. Suit 38/2025 Nizamuddin
Admission/denial: Agrawal ne bill no. 121, 124, 127 deny kiye (teen invoice) - kehte hain maal wapas kiya tha.
Rs. 5,000 costs received, Nizamuddin bhai ko de diya.
CMH 07.08.2026. Shakeel munim ko ledger ke saath taiyar rakhna.
""")
u("backlog/2026-08/CS 38-2025 order 07.08.2026 CMH.pdf", "certified_order_sheet_scan", "Commercial Court, Varanasi", "2026-08-08", ["C01"], ["C01-H04"], """
Commercial Suit No. 38 of 2025
07.08.2026  Case management hearing.
पुकार करायी गयी। उभय पक्ष के अधिवक्ता उपस्थित। Following five issues framed: (1) whether goods worth the suit amount were
supplied; (2) whether goods under bills 121, 124 and 127 were returned; (3) limitation; (4) interest; (5) relief.
Plaintiff to file evidence affidavits within four weeks; cross-examination to be completed by 20.11.2026. No adjournment
shall be granted beyond the timeline.  दिनांक 18.09.2026 को पेश हो।
""")
u("backlog/2026-09/IMG20260918160105.jpg", "handwritten_note_photo", L, "2026-09-18", ["C01"], ["C01-H05"], """
18.9.26 Comm Ct
Nizamuddin bhai PW1 - affidavit tendered. Irfan ka cross - adha hua; return of saris pe sawal, koi challan nahi dikha paye.
ND 16.10.26
""")
u("backlog/2026-10/sari suit 16 oct.txt", "typed_note_txt", L, "2026-10-16", ["C01"], ["C01-H06"], """
16.10.26 - Nizamuddin sari suit - Comm. Court
Irfan Ahmad hazir nahi - unka junior: "sir Allahabad HC me busy hain". Srivastava sahab naraz - Rs. 3,000 cost,
kaha timeline 20.11 tak hai. PW1 cross pending.
agli tithi 20.11.2026
""")
u("backlog/2027-01/WhatsApp Chat with Vikas Maurya Jr (2).txt", "whatsapp_export", J, "2027-03-02", ["C01", "C03", "C04", "C05"], ["C05-H05", "C04-H07", "C01-H08", "C03-H06", "C05-H06"], """
01/12/26, 13:02 - Vikas Maurya Jr: Bhaiya Jaiswal wala - CW1 Shyam Sundar ji ka cross ho gaya Sanjay Yadav ne kiya. Kaafi der chala. ND 2/2/27
01/12/26, 13:05 - Adv Upadhyay: theek. Shyam Sundar ji ke bata dena
09/12/26, 15:40 - Vikas Maurya Jr: Bhaiya Rent Authority - Kesarwani ji phir time le liye, kahe dusre court me busy. Rai sahab ne kaha agli baar bahas hogi. ND 20.1.27
15/01/27, 12:20 - Vikas Maurya Jr: Bhaiya Comm court - Agrawal ki taraf se DW affidavit nahi aaya, Irfan ji ne time maanga. Srivastava sahab ne last opportunity diya. ND 19/2
19/01/27, 14:10 - Vikas Maurya Jr: Bhaiya Allahabad - math wala case, Shukla ji ka illness slip aa gaya. Saxena J ne kaha next date pe bahas pakka. ND 2.3.27
19/01/27, 14:11 - Adv Upadhyay: ka bhail, phir se? Mahant ji ke bata do
02/02/27, 12:45 - Vikas Maurya Jr: Bhaiya 138 me Pintu Yadav nahi aaye, exemption lagi, allow. CW2 bank wala summon time pe nahi gaya. ND 16.3.27
02/03/27, 16:30 - Adv Upadhyay: aaj math me humara bahas pura. kal hoi baat
""")
u("backlog/2026-11/IMG-20261121-WA0009.jpg", "handwritten_note_photo", M, "2026-11-21", ["C01", "C02", "C04"], ["C01-H07", "C02-H06", "C04-H06"], dn("""
पेशी रजिस्टर - नवम्बर 2026
04.11.2026 बुध - रेन्ट अथॉरिटी - कुसुम केसरी बनाम सलीम - शपथपत्र दाखिल, अगली तिथि 09.12.2026
20.11.2026 शुक्र - कामर्शियल कोर्ट - निजामुद्दीन बनाम अग्रवाल - PW1 जिरह पूरी, PW2 शकील अहमद (मुनीम) का बयान, वादी साक्ष्य समाप्त। अगली तिथि 15.01.2027
25.11.2026 बुध - सि.ज.सी.डि. - पाण्डेय बंटवारा - पीठासीन अधिकारी अवकाश पर, तारीख पड़ल 13.01.2027
- राम लखन
"""))
u("backlog/2027-02/Doc1.docx", "typed_note_docx", L, "2027-02-19", ["C01"], ["C01-H09"], """
19.02.2027 Comm Suit 38/25 - Nizamuddin v. Agrawal Saree Kendra
DW1 Rajesh Agrawal (prop.) - affidavit filed. Our cross part: admitted the 11 bills, admitted Rs. 6,10,000 paid; says
saris of bills 121, 124, 127 returned "through transporter" but no GR / bilty. Good for us.
ND 26.03.2027
""")
u("backlog/2027-03/nizamuddin 26.3.txt", "typed_note_txt", L, "2027-03-26", ["C01"], ["C01-H10"], """
26.3.27 - sari suit (Nizamuddin) - Comm court
DW1 Rajesh Agrawal cross concluded - transporter ka naam tak nahi bata paye. DE closed by Irfan.
Srivastava sahab: final arguments, written submissions 1 week pehle.
agli tithi 23.04.2027 - final bahas. Nizamuddin bhai ko bola ledger ki original copy le aayen.
""")

# ---------------- C02 Kedar Ghat partition (CJSD)
u("backlog/2026-04/IMG-20260423-WA0004.jpg", "handwritten_note_photo", M, "2026-04-23", ["C02", "C03"], ["C02-H01"], dn("""
पेशी रजिस्टर - अप्रैल 2026
22.04.2026 बुध - सि.ज.सी.डि. - रामेश्वर नाथ पाण्डेय बनाम काशीनाथ - प्रतिवादी 2 विश्वनाथ पर तामील नहीं, नया सम्मन। अगली तिथि 20.05.2026
महन्त जी का केस हाईकोर्ट में दाखिल करना है - कागज तैयार - 04.05.2026
"""))
u("backlog/2026-05/20260520_131540.jpg", "handwritten_note_photo", L, "2026-05-20", ["C02"], ["C02-H02"], """
20/5/26 CJSD Dwivedi madam - Pandey bantwara
Kashinath (D1) ka WS - kehte hain ghat ki taraf wali dukan unki kamai se bani. Mishra ji vakil.
Vishwanath (D2) khud hazir - bola "hum bantwara chahte hain". Madam ne bhaiyon se samjhauta ki baat ki.
ND 8.7.26 (June chhutti)
""")
u("backlog/2026-07/OS 512-2024 order 08.07.2026.pdf", "certified_order_sheet_scan", "Civil Judge (Senior Division), Varanasi", "2026-07-09", ["C02"], ["C02-H03"], """
न्यायालय सिविल जज (सीनियर डिवीजन), वाराणसी     मूल वाद संख्या 512 सन 2024
रामेश्वर नाथ पाण्डेय बनाम काशीनाथ पाण्डेय आदि
08.07.2026
पुकार करायी गयी। वादी व प्रतिवादीगण के अधिवक्ता उपस्थित। पत्रावली पेश हुई। Six issues framed. Plaintiff's application
(paper no. 24 ग) for appointment of an advocate commissioner to measure the house B 3/84 Kedar Ghat and report its
floors and the shop facing the ghat - objections invited.  दिनांक 05.08.2026 को पेश हो।
""")
u("backlog/2026-08/New Microsoft Word Document.docx", "typed_note_docx", L, "2026-08-05", ["C02"], ["C02-H04"], """
05.08.2026 - OS 512/2024 Pandey bantwara - Dwivedi madam
Commission allowed. Sri Prakash Chandra Shukla, Adv. appointed advocate commissioner; fee Rs. 4,000 by plaintiff.
Mishra ji ka objection (ghat wali dukan D1 ki kamai) - madam: report aane do.
Report by next date 14.10.2026 (long date - commissioner busy). Rameshwar ji fee de denge kal.
""")
u("backlog/2026-10/IMG20261014122010.jpg", "handwritten_note_photo", L, "2026-10-14", ["C02"], ["C02-H05"], """
14.10.26 CJSD - bantwara
Commission report aa gaya: teen manzil, ground floor pe ghat ki taraf dukan (12x9 ft), upar 2 kamre har manzil.
Mishra ji ne objection file kiya (paper 41 ग). ND 25.11.26 objection pe sunwai
""")
u("backlog/2027-01/OS 512-2024 order 13.01.2027.pdf", "certified_order_sheet_scan", "Civil Judge (Senior Division), Varanasi", "2027-01-14", ["C02"], ["C02-H07"], """
मूल वाद संख्या 512 सन 2024   रामेश्वर नाथ पाण्डेय बनाम काशीनाथ पाण्डेय आदि
13.01.2027
पुकार करायी गयी। उभय पक्ष उपस्थित। पत्रावली पेश हुई। Objections (paper no. 41 ग) of defendant no. 1 to the commission
report heard. The commissioner measured in the presence of all three brothers; objections are vague and are
rejected. Commission report confirmed. Plaintiff to lead evidence.  दिनांक 24.02.2027 को पेश हो।
""")
u("backlog/2027-02/pandey PW1 24 feb.txt", "typed_note_txt", L, "2027-02-24", ["C02"], ["C02-H08"], """
24.02.27 Pandey bantwara - CJSD
Rameshwar ji PW1 - chief by affidavit filed. Mishra ji ne cross ke liye time maanga (kehte hain Kashinath bimar).
Madam: next date cross zaroor. agli tithi 14.04.2027
""")

# ---------------- C03 Gopal Math (Allahabad HC)
u("backlog/2026-05/MUA 4412-2026 order 12.05.2026.pdf", "certified_order_sheet_scan", "High Court of Judicature at Allahabad", "2026-05-13", ["C03"], ["C03-H01"], """
HIGH COURT OF JUDICATURE AT ALLAHABAD
MATTERS UNDER ARTICLE 227 No. - 4412 of 2026
Petitioner :- Mahant Ramsharan Das
Respondent :- Keshav Das And Another
Counsel for Petitioner :- Awadhesh Kumar Upadhyay
Counsel for Respondent :- Rajeev Shukla
Hon'ble Vivek Narayan Saxena,J.
1. Heard. The petitioner, chela of the late Mahant Sitaram Das, claims the mahantship of Shri Gopal Math, Bhadaini,
Varanasi under a registered will. The trial court has restrained him from managing the math.
2. Issue notice. Till the next date of listing the petitioner shall not be prevented from performing the daily puja
and bhog at the math; the restraint on alienation of math property shall continue.
3. List on 14.07.2026.
Order Date :- 12.5.2026
""")
u("backlog/2026-08/WhatsApp Chat with Vikas Maurya Jr.txt", "whatsapp_export", J, "2026-08-21", ["C03", "C04", "C05", "C07"], ["C04-H02", "C03-H02", "C05-H02", "C04-H03", "C07-H02"], """
01/07/26, 14:05 - Vikas Maurya Jr: Bhaiya Rent Authority me Salim ki taraf se Kesarwani ji aaye, jawab ke liye time maange. Mil gaya. ND 29/7
01/07/26, 14:07 - Adv Upadhyay: thik ba. Kusum ji ke bata dena
14/07/26, 17:15 - Vikas Maurya Jr: Bhaiya Allahabad se - math wala case pukar nahi bhail, not reached. ND 25.8.26
21/07/26, 12:30 - Vikas Maurya Jr: Bhaiya 138 me Pintu Yadav aaj surrender kiye, bail ho gayi. Sanjay Yadav unke vakil. ND 1/9
29/07/26, 15:10 - Vikas Maurya Jr: Bhaiya Salim ka jawab file hua - kehta hai kiraya 4,500 tha 6,000 nahi, aur kuch cash diya tha. ND 26.8
21/08/26, 13:40 - Vikas Maurya Jr: Bhaiya Bhola wala bail - CD nahi aayi, ADGC Dubey ji ne time maanga. ND 26/8
21/08/26, 13:45 - Adv Upadhyay: Phoolmati ke bolo ghabraye nahi, 26 ke ho jaayi
""")
u("backlog/2026-08/IMG20260825111832.jpg", "handwritten_note_photo", L, "2026-08-25", ["C03"], ["C03-H03"], """
25/8/26 Alld HC Ct 34 Saxena J
Math wala 227 - Shukla ji: counter ke liye 3 hafte. Granted. Interim continues (puja-bhog).
ND 6.10.26.  Mahant ji ko bola 1938 ka vyavasthapatra (trust deed) dhoondhein.
""")
u("backlog/2026-10/MUA 4412-2026 order 06.10.2026.pdf", "certified_order_sheet_scan", "High Court of Judicature at Allahabad", "2026-10-07", ["C03"], ["C03-H04"], """
HIGH COURT OF JUDICATURE AT ALLAHABAD
MATTERS UNDER ARTICLE 227 No. - 4412 of 2026   Mahant Ramsharan Das vs. Keshav Das And Another
Hon'ble Vivek Narayan Saxena,J.
Counter affidavit filed today is taken on record. Rejoinder affidavit, if any, within two weeks.
Learned counsel for the petitioner shall place on record a copy of the registered will dated 14.03.2019 and the deed of
1938 by which the math was dedicated, with the line of succession (guru-shishya parampara) followed in the math.
Interim order dated 12.05.2026 extended. List on 17.11.2026.
Order Date :- 6.10.2026
""")
u("backlog/2026-11/math 17 nov.docx", "typed_note_docx", L, "2026-11-17", ["C03"], ["C03-H05"], """
17.11.2026 Alld HC - Saxena J - Ct 34 - Gopal Math 227
RA filed 20.10 with will of 2019 and 1938 deed (certified copy from Sub-Registrar). Heard in part 20 min - Saxena J
asked whether Keshav Das was ever initiated as chela (diksha). Shukla: yes, 2011. Time up.
ND 19.01.2027
""")
u("backlog/2027-03/math args 2.3.txt", "typed_note_txt", L, "2027-03-02", ["C03"], ["C03-H07"], """
2.3.27 - Alld HC - math wala (Gopal Math, Bhadaini) - Saxena J
Humara bahas pura hua - will registered, witness Girija Shankar Mishra alive; Keshav Das ki diksha ka koi record nahi.
Shukla ji reply bahas karenge next date. Interim (puja-bhog) chalta rahega.
agli tithi 20.04.2027
""")

# ---------------- C04 Chowk eviction (Rent Authority)
u("backlog/2026-06/IMG-20260604-WA0011.jpg", "handwritten_note_photo", M, "2026-06-04", ["C04", "C05"], ["C04-H01", "C05-H01"], dn("""
पेशी रजिस्टर - जून 2026
03.06.2026 बुध - रेन्ट अथॉरिटी (कलेक्ट्रेट) - कुसुम केसरी बनाम मो. सलीम - किरायेदार हाजिर नहीं, रजिस्टर्ड डाक से नोटिस। अगली तिथि 01.07.2026
09.06.2026 मंगल - ए.सी.जे.एम. तृतीय - श्यामसुन्दर जायसवाल बनाम पिन्टू यादव - मुलजिम गैरहाजिर, जमानती वारंट। अगली तिथि 21.07.2026
"""))
u("backlog/2026-08/Rent Case 17-2026 order 26.08.2026.pdf", "certified_order_sheet_scan", "Rent Authority, Varanasi", "2026-08-27", ["C04"], ["C04-H04"], """
न्यायालय किराया प्राधिकारी (अपर नगर मजिस्ट्रेट प्रथम), वाराणसी
वाद संख्या 17/2026   श्रीमती कुसुम केसरी बनाम मो. सलीम   अन्तर्गत धारा 21 उ.प्र. नगरीय परिसर किरायेदारी विनियमन अधिनियम, 2021
26.08.2026
पत्रावली पेश हुई। उभय पक्ष उपस्थित। The tenant disputes the rate of rent but admits non-payment since November 2024.
The tenant is directed to deposit arrears of Rs. 1,08,000/- (18 months at Rs. 6,000) within 30 days, without prejudice
to his plea on the rate. Failure shall entail consequences under the Act.  दिनांक 30.09.2026 को पेश हो।
                                                            (मनोज कुमार राय) किराया प्राधिकारी
""")
u("backlog/2026-08/WhatsApp Image 2026-08-26 at 17.05.11.jpeg", "handwritten_note_photo", L, "2026-08-26", ["C04", "C07"], ["C07-H03", "C04-H04"], """
26.8.26 (budh) - do kaam
1) Bhola Nishad bail - ADJ-5 D.P. Singh sahab - BAIL GRANTED. Personal bond + 2 sureties Rs. 50,000 each. Dubey ji ne
   kaha patwar se sir pe maara, par injury simple nikli. Phoolmati ko bola jamanatdar (2) kal CJM court laayein.
2) Kesari - Rai sahab ne 1,08,000 deposit ka order kiya (30 din). Kusum ji khush.
""")
u("backlog/2026-09/20260930_154412.jpg", "handwritten_note_photo", L, "2026-09-30", ["C04"], ["C04-H05"], """
30/9/26 Rent Authority - Kesari v. Salim
Salim ne sirf Rs. 54,000 jama kiya (aadha). Kesarwani ji - "baaki ke liye 1 mahina". Rai sahab ne time de diya, kaha
agli baar poora nahi to defence strike. ND 4.11.26
""")
u("backlog/2027-01/kesari rent 20 jan.docx", "typed_note_docx", L, "2027-01-20", ["C04"], ["C04-H08"], """
20.01.2027 Rent Case 17/2026 - Kusum Kesari v. Mohd. Salim - Rent Authority
Bahas hui. Humne: 1,08,000 ke against sirf 54,000 jama, baaki kabhi nahi; tenancy agreement ka rent Rs. 6,000.
Kesarwani: rent 4,500, cash payments. Rai sahab ne order reserve kiya.
Order ke liye 13.04.2027.
""")

# ---------------- C05 Jaiswal cheque (ACJM-III)
u("backlog/2026-09/IMG20260901130522.jpg", "handwritten_note_photo", L, "2026-09-01", ["C05"], ["C05-H03"], """
1.9.26 ACJM-III - Jaiswal v. Pintu
Substance of accusation explained (s. 274 BNSS) - Pintu ne inkar kiya, bola cheque security me diya tha.
ND 13.10.26 CE
""")
u("backlog/2026-10/WhatsApp Chat with Shyam Sundar Jaiswal.txt", "whatsapp_export", "Shyam Sundar Jaiswal", "2026-10-13", ["C05"], ["C05-H04"], """
13/10/26, 11:10 - Shyam Sundar Jaiswal: Vakil sahab hum kachahari aa gaye, ACJM teen ke court ke bahar hain
13/10/26, 12:40 - Adv Upadhyay: Aapka affidavit CW1 daakhil ho gaya. Pintu ke vakil Sanjay Yadav hazir nahi the, cross nahi bhail.
13/10/26, 12:41 - Adv Upadhyay: agli tarikh 1 December
13/10/26, 12:45 - Shyam Sundar Jaiswal: Thik ba. Paisa kab milega bhaiya?
""")
u("backlog/2027-03/IMG20270316141009.jpg", "handwritten_note_photo", L, "2027-03-16", ["C05"], ["C05-H07"], """
16.3.27 ACJM-III Gautam madam
Jaiswal 138 - CW2 Sri Dinesh Chaurasia, Union Bank Lahurabir - return memo prove kiya. CE closed.
Next - 351 BNSS statement of accused. ND 12.5.27
""")
u("backlog/2027-03/correction jaiswal ND.txt", "typed_note_txt", L, "2027-03-17", ["C05"], [], """
17.3.27 - correction: Jaiswal v. Pintu (ACJM-III) - kal diary me ND galat likha 12.5.27.
Munshi ne peshkar se confirm kiya - sahi tithi 12.04.2027 (statement of accused). Diary me theek kar lo.
""")

# ---------------- C06 Sunita maintenance (Family Court)
u("backlog/2026-05/IMG20260506120455.jpg", "handwritten_note_photo", L, "2026-05-06", ["C06"], ["C06-H01"], """
6/5/26 Family Court - Sunita v. Raju (144 BNSS)
Raju hazir, Neelam Singh vakil - objection ke liye time. ND 7.7.26
Sunita ke papa Ramdhani ji saath the.
""")
u("backlog/2026-07/IMG-20260708-WA0002.jpg", "handwritten_note_photo", M, "2026-07-08", ["C06", "C02"], ["C06-H02"], dn("""
पेशी रजिस्टर - जुलाई 2026
07.07.2026 मंगल - परिवार न्यायालय - सुनीता देवी बनाम राजू प्रजापति - आपत्ति दाखिल, मध्यस्थता केन्द्र भेजा गया। अगली तिथि 11.08.2026
08.07.2026 बुध - पाण्डेय बंटवारा - वाद बिन्दु बने
"""))
u("backlog/2026-08/WhatsApp Chat with Sunita Lohta.txt", "whatsapp_export", "Sunita Devi", "2026-12-16", ["C06"], ["C06-H03"], """
11/08/26, 13:20 - Sunita Lohta: Vakil sahab mediation me Raju bola hum na rakhab, kharcha bhi na deb
11/08/26, 13:35 - Adv Upadhyay: Mediation fail report chala gaya. Judge sahab ne interim kharcha pe bahas suni. 8 September ke order.
08/09/26, 15:02 - Adv Upadhyay: Sunita ji, 6000 mahina interim kharcha ka order ho gaya, arji ki tarikh se.
30/10/26, 18:10 - Sunita Lohta: Bhaiya ek paisa nahi diya ab tak
16/12/26, 10:15 - Sunita Lohta: Kal 12000 mila court me. Baaki kab milega?
16/12/26, 10:30 - Adv Upadhyay: Vasooli (recovery) ki arji pending ba. Agli tithi 9 feb.
""")
u("backlog/2026-09/Misc Case 212-2025 order 08.09.2026.pdf", "certified_order_sheet_scan", "Family Court, Varanasi", "2026-09-09", ["C06"], ["C06-H04"], """
न्यायालय प्रधान न्यायाधीश, परिवार न्यायालय, वाराणसी
वाद संख्या 212 सन 2025 (धारा 144 BNSS)   सुनीता देवी बनाम राजू प्रजापति
08.09.2026
पुकार करायी गयी। प्रार्थिनी स्वयं व अधिवक्ता उपस्थित, विपक्षी की ओर से अधिवक्ता श्रीमती नीलम सिंह उपस्थित।
Heard on interim maintenance. The opposite party runs a powerloom unit at Lohta. He is directed to pay interim
maintenance of Rs. 6,000/- per month (Rs. 4,000 to the applicant and Rs. 2,000 to the minor son Ayush) from the date of
the application, by the 10th of every month.  दिनांक 27.10.2026 को पेश हो।
""")
u("backlog/2026-10/sunita 27.10.txt", "typed_note_txt", L, "2026-10-27", ["C06"], ["C06-H05"], """
27.10.26 Family Court - Sunita kharcha case
PW1 Sunita ka bayan - Neelam Singh ne cross kiya (dahej ki baat pe). Raju ne interim abhi tak ek rupaya nahi diya -
arrears 6,000 x 12 months = 72,000. Recovery application (s. 144(3)) file kiya.
ND 15.12.2026
""")
u("backlog/2026-12/Document_15-12-2026.docx", "typed_note_docx", L, "2026-12-15", ["C06"], ["C06-H06"], """
15.12.2026 Family Court - Sunita Devi v. Raju Prajapati
Raju ne court me Rs. 12,000 jama kiya (2 mahine ka) - judge ne kaha baaki arrears next date tak, warna recovery warrant.
PE closed. OP evidence next. ND 09.02.2027
""")
u("backlog/2027-02/IMG20270209151244.jpg", "handwritten_note_photo", L, "2027-02-09", ["C06"], ["C06-H07"], """
9.2.27 Fam. Court - Sunita
DW1 Raju Prajapati - apna bayan: powerloom band, aamdani 8-10 hazar. Cross me maana ki 2 loom chal rahe.
Koi aur gawah nahi. ND 12.4.27 bahas
""")

# ---------------- C07 Bhola bail (ADJ-5)
u("backlog/2026-08/bhola bail 18.8.txt", "typed_note_txt", L, "2026-08-18", ["C07"], ["C07-H01"], """
18.8.26 - Bhola Nishad bail - ADJ Court No. 5 (D.P. Singh sahab)
CJM ne 12.08 ko bail reject kiya tha. Aaj sessions me - CD aur injury report talab. ADGC Umesh Dubey ji ne oppose kiya.
ND 21.8.26. Phoolmati (patni) ko bola nao ka licence aur Nagar Nigam naav registration laayein.
""")
u("backlog/2026-08/Bail 3318-2026 order 26.08.2026.pdf", "certified_order_sheet_scan", "Sessions Court, Varanasi", "2026-08-27", ["C07"], ["C07-H03"], """
न्यायालय अपर सत्र न्यायाधीश, कोर्ट नं. 5, वाराणसी
जमानत प्रार्थना पत्र संख्या 3318 सन 2026   भोला निषाद बनाम उत्तर प्रदेश राज्य
मु.अ.सं. 0214/2026, थाना दशाश्वमेध, धारा 115(2), 118(1), 352 BNS
26.08.2026
Heard learned counsel for the applicant and the learned ADGC (Crl.). The injury report shows one lacerated wound and
a swelling, simple in nature. The applicant is in jail since 10.08.2026. Without expressing any opinion on merits, the
bail application is allowed. Let the applicant be released on bail on his furnishing a personal bond and two sureties
of Rs. 50,000/- each to the satisfaction of the court concerned.
""")

# ---------------- C08 BoB OA (DRT Allahabad)
u("backlog/2026-07/DRT OA 412 note 16.07.docx", "typed_note_docx", L, "2026-07-16", ["C08"], ["C08-H01"], """
16.07.2026 - DRT Allahabad - O.A. 412/2025 Bank of Baroda v. Kashi Handloom Exports
Manish Agrahari for D1-D3 (firm, Manoj Gupta, guarantor Sushila Gupta) - WS ke liye time. PO Mathur sahab granted.
ND 17.09.2026. Branch (Alok Ranjan ji) ko email kiya.
""")
u("backlog/2026-09/drt 17 sep.txt", "typed_note_txt", L, "2026-09-17", ["C08"], ["C08-H02"], """
17.9.26 DRT Alld - BoB v Kashi Handloom
WS of D1 to D3 filed: handloom business down after 2024, ask for OTS; guarantor says no notice under s. 13(2).
Replication by bank. Mathur sahab: "explore OTS". ND 19.11.26
""")
u("backlog/2026-11/IMG20261119160301.jpg", "handwritten_note_photo", L, "2026-11-19", ["C08"], ["C08-H03"], """
19/11/26 DRT Allahabad
BoB v Kashi Handloom - Agrahari ne OTS ka prastav diya Rs. 31 lakh (against 48.60 lakh). Bank ko consider karne ko kaha.
ND 28.1.27
""")
u("backlog/2027-01/email draft BoB OTS.docx", "typed_note_docx", L, "2027-01-28", ["C08"], ["C08-H04"], """
To: Branch Manager, Bank of Baroda, Godowlia        28.01.2027
Sub: O.A. No. 412 of 2025 - BoB v. M/s Kashi Handloom Exports - DRT Allahabad
Sir, today the Tribunal was informed that the competent authority has rejected the OTS offer of Rs. 31,00,000. The
bank's evidence affidavit (of Sri Alok Ranjan, Branch Manager) was filed. The defendants will cross-examine.
Next date: 15.04.2027. Kindly ensure Sri Alok Ranjan is present with the original loan documents.
Awadhesh Kumar Upadhyay, Advocate
""")

# ---------------- plan and cause list
u("backlog/2027-04/plan 12-17 april.docx", "typed_note_docx", L, "2027-04-10", ["C05", "C06", "C04", "C02", "C08", "C03", "C01"], [], """
Is hafte (12-17 April 2027)
Som 12.4 - Jaiswal 138 (ACJM-III, statement of accused) + Sunita kharcha (Family Court, bahas) - dono Kachahari
Mangal 13.4 - Kesari rent - order (Rent Authority, Collectorate) - Vikas jaayega
Budh 14.4 - Pandey bantwara - PW1 cross (Rameshwar ji ko subah 10 baje bulao)
Guru 15.4 - DRT Allahabad - BoB, Alok Ranjan ji ke saath; raat ki train
Agle hafte: 20.4 math (Alld HC), 23.4 Nizamuddin final bahas - written submissions 16.4 tak
""")
u("backlog/2027-04/ACJM-III cause list 12.04.2027.pdf", "cause_list_pdf", "Civil Court, Varanasi", "2027-04-11", ["C05"], [], """
जनपद न्यायालय वाराणसी - वाद सूची दिनांक 12.04.2027 (सोमवार)
न्यायालय अपर मुख्य न्यायिक मजिस्ट्रेट - तृतीय, वाराणसी
क्र.  वाद संख्या               पक्षकार                                       प्रक्रम
1    परिवाद 2290/2024         आईसीआईसीआई बैंक बनाम राकेश सिंह               साक्ष्य
2    परिवाद 4471/2025         श्यामसुन्दर जायसवाल बनाम पिन्टू यादव           बयान अभियुक्त (351 BNSS)
3    परिवाद 5102/2025         बनारस मोटर्स बनाम अजय पटेल                    हाजिरी
4    फौजदारी 812/2026         राज्य बनाम मुन्ना सोनकर                       आरोप
""")
