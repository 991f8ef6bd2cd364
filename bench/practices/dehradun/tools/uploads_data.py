"""Uploads of the Dehradun practice: as the lawyer (Bhuvan), juniors (Aditi, Pankaj) and clerk (Mohan) keep them."""

U = []


def u(file, type_, author, date, cases, hearings, text):
    U.append({"files": [f"backlog/{date[:7]}/{file}"], "type": type_, "author": author, "date": date,
              "case_ids": cases, "hearing_ids": hearings, "source_text": text.strip("\n")})


B, A, P, M = "Bhuvan", "Aditi", "Pankaj", "Mohan"

# ---------------- documents (before the hearings) ----------------
u("Prescribed Authority order Doon Stationers.pdf", "document_scan", "Prescribed Authority (Rent Control), Dehradun",
  "2025-08-12", ["C07"], [], """
COURT OF THE PRESCRIBED AUTHORITY (RENT CONTROL), DEHRADUN
P.A. Case No. 31 of 2023 - Prem Lal Uniyal vs M/s Doon Stationers (Ramesh Chandra Joshi)
Order dated 12.08.2025
Application u/s 21(1)(a) of U.P. Act No. 13 of 1972 (as applicable in Uttarakhand) for release of shop No. 22,
Paltan Bazar, Dehradun. Landlord requires the shop bona fide for his son Dr. Abhinav Uniyal to start a dental clinic.
The need is found genuine and pressing; comparative hardship favours the landlord. The application is allowed.
The tenant shall vacate the shop within 30 days. Rent at present Rs 6,500 per month.
sd/- Prescribed Authority""")

u("WhatsApp Image 2025-11-10 at 7.41.22 PM.jpeg", "document_photo", "Van Panchayat Sarkot Malla", "2025-11-10",
  ["C01"], [], """
VAN PANCHAYAT SARKOT MALLA, PATTI CHANDPUR, DISTT. CHAMOLI
Prastav (Resolution) dt. 02.11.2025
Aam baithak me sarvasammati se nirnay liya gaya ki van panchayat ki bhoomi (khasra 214, 215) par Himgiri Stone
Crushers ko pedon ke kataan ki koi sahmati nahin di gayi hai. Sarpanch Gopal Singh Rawat ko High Court me
yachika dayar karne ko adhikrit kiya jata hai.
ha0 Sarpanch, 9 sadasya upasthit""")

u("Award Nagni SLAO.pdf", "document_scan", "Special Land Acquisition Officer, Tehri Garhwal", "2021-03-18", ["C03"], [], """
OFFICE OF THE SPECIAL LAND ACQUISITION OFFICER, NEW TEHRI
Award No. 07/2021 - Village Nagni, Patti Dhar Akodia, Tehri Garhwal - widening of Chamba road
Market value determined: Rs 980 per sq m (on the basis of circle rate). Solatium 100%, additional amount 12% p.a.
Land of Smt. Kamla Devi Bhandari and co-sharers: 1,240 sq m (khasra 88, 89).
Reference court (ADJ, Tehri) by judgment dt. 14.02.2024 enhanced it to Rs 1,450 per sq m.""")

# ---------------- C01 / C03 December ----------------
u("Notes_20251209_1832.txt", "typed_note_txt", B, "2025-12-09", ["C01"], ["C01-H01"], """
9.12.25 HC Ct 4 Joshi J
WPMS 1842/25 Sarkot van panchayat - admission pe suna. Sahab bolin: notice jaari, R5 (Himgiri crusher) counter 4 hafte me.
Status quo on felling - ek bhi ped ni kategaa agli tarik tak. Gopal da ko phone kiya, bahut khush.
Sanjay Bhatt (R5) appeared on caveat, bole instructions lene hain.
agli tarik 20.01.2026""")

u("IMG_20251217_171005.jpg", "handwritten_note_photo", B, "2025-12-17", ["C03"], ["C03-H01"], """
17/12 Ct 11 - FA 96/24 Kamla Devi (Nagni road)
LCR nahi aaya. Bisht J - LCR summon karo ADJ Tehri se.
Kothari (BH State) - koi aapatti nahi.
ND 24/2/26""")

u("New Microsoft Word Document.docx", "typed_note_docx", P, "2025-12-12", ["C04"], ["C04-H01"], """
ओ.एस. 212/2024 सुशीला जोशी बनाम कुलदीप सिंह नेगी - सिविल जज (सी.डि.) देहरादून
दिनांक 12.12.2025
आज वाद बिंदु (issues) बने - कुल 5 issues. मुख्य: क्या प्रतिवादी लाइसेंसी है? क्या वादी mesne profits 15,000 रु. माह की हकदार है?
वादी साक्ष्य हेतु PW affidavit दाखिल करें।
अगली तिथि 23.01.2026""")

u("aditi family court 19 dec.txt", "typed_note_txt", A, "2025-12-19", ["C05"], ["C05-H01"], """
Family Court, Dehradun - Pet. (Divorce) 388/2025 Anjali Rawat v. Manish Rawat
19.12.2025
Respondent appeared in person with counsel Ms. Poonam Chauhan. The Principal Judge asked both parties to
stand up, asked them whether they want to try once more. Referred to the Mediation Centre, first sitting 08.01.2026.
Judge said both parties must be present in person on every date.
NDOH 06.02.2026""")

u("aditi RCA 22.12.txt", "typed_note_txt", A, "2025-12-22", ["C07"], ["C07-H01"], """
RCA 14/2025 Doon Stationers v. Prem Lal Uniyal - ADJ-II (Rent Control Appellate Authority)
22/12/2025: Interim stay of the release order extended, on condition that the appellant keeps depositing
rent Rs 6,500 per month by the 7th of each month. Mr. Joshi (through us) gave an undertaking that he will not
sub-let the shop or alter its structure while the appeal is pending. Respondent to file objections.
Mr. Semwal (for landlord) present. Next date 16.02.2026.""")

# ---------------- Jan / Feb 2026 ----------------
u("Notes_20260120_1910.txt", "typed_note_txt", B, "2026-01-20", ["C01"], ["C01-H02"], """
20 jan - Sarkot writ, Joshi J
State ka CA file ho gaya (SC Kandpal ji). R5 ka counter ni aayi!! Bhatt ne time maang - 3 week aur.
Sahab thoda naraz - bola next time counter nahi to cost lagegi.
Status quo continue. agli tarik 3.3.26""")

u("पंकज 23.01.docx", "typed_note_docx", P, "2026-01-23", ["C04"], ["C04-H02"], """
सुशीला जोशी वाद - 23.01.2026
PW1 (सुशीला जी) का शपथपत्र दाखिल। जिरह होनी थी पर प्रतिवादी के वकील राजेन्द्र बिष्ट जी ने समय माँगा - बोले हाईकोर्ट नैनीताल में केस है।
मैडम ने इस बार बिना खर्चा समय दे दिया पर कहा अगली बार नहीं।
अगली तारीख 27.02.2026 - PW1 जिरह""")

u("aditi FC 6 feb.txt", "typed_note_txt", A, "2026-02-06", ["C05"], ["C05-H02"], """
Anjali Rawat divorce - 06.02.2026
Mediation Centre report: mediation failed (respondent did not attend the second sitting).
Court granted 30 days to the respondent for w/s. We filed the application u/s 24 HMA for interim maintenance
(Rs 25,000 pm claimed; husband is an assistant manager at a Selaqui pharma unit).
Both parties present in person as directed. NDOH 20.03.2026""")

u("Notes_20260210_2001.txt", "typed_note_txt", B, "2026-02-10", ["C02"], ["C02-H01"], """
10/2/26 Nainital Ct 7 Pant J
Rakesh Chauhan C528 - gangster act case 44/2025 Vikasnagar quash.
Argue kiya ki sirf ek hi FIR (mining) ke aadhar par gang chart bana, gang hi nahi hai.
Sahab (Pant J) ne notice kiya, AGA Tewari ji instructions leinge.
Interim: no coercive action against applicant till next date. Rakesh bhai ko bataya - court me haazir rahna ni padega.
ND 17.3.26""")

u("IMG-20260216-WA0011.jpg", "handwritten_note_photo", A, "2026-02-16", ["C07"], ["C07-H02"], """
16.02.26 RCA 14/25
Objections filed by resp. (Semwal). Record of P.A. case 31/2023 summoned.
Deposit receipts upto Feb - ok.
NDOH 6.4.26""")

u("IMG_20260224_160233.jpg", "handwritten_note_photo", B, "2026-02-24", ["C03"], ["C03-H02"], """
24.2 - Nagni FA
LCR abhi bhi nahi aaya. Registry ko phir se likhne ka order. Bisht J: "LCR ke bina kuch nahi sun sakte".
ND 15.4.26""")

u("IMG_20260227_180455.jpg", "handwritten_note_photo", P, "2026-02-27", ["C04"], ["C04-H03"], """
27/2 सुशीला जोशी - PW1 की जिरह आंशिक। बिष्ट जी ने पूछा कि licence deed कहाँ है - PW1 ने कहा 2019 में मौखिक अनुमति दी थी।
अगली ति. 10.4.26""")

# ---------------- March ----------------
u("Notes_20260303_1845.txt", "typed_note_txt", B, "2026-03-03", ["C01"], ["C01-H03"], """
3 march - Sarkot writ
Wahi hwe jo socha tha - R5 ka counter phir ni aayi. Bhatt ne phir time maang.
Joshi J ne Rs 5,000 cost lagayi R5 par, petitioner ko dena hai. Last opportunity 4 weeks.
DFO Narendranagar ko site report - kitne ped mark hue, kitne kat gaye.
agli tarik 15.04.2026""")

u("CamScanner 03-03-2026 17.02.pdf", "certified_order_sheet_scan", "court", "2026-03-03", ["C01"], ["C01-H03"], """
HIGH COURT OF UTTARAKHAND AT NAINITAL
Writ Petition (M/S) No. 1842 of 2025
Van Panchayat Sarkot Malla ... Petitioner
Versus
State of Uttarakhand & Others ... Respondents
Hon'ble Harish Chandra Joshi, J.
03.03.2026
Mr. B.C. Thapliyal, Advocate for the petitioner. Mr. B.D. Kandpal, Standing Counsel for the State.
Mr. Sanjay Bhatt, Advocate for respondent No. 5.
Despite time granted on 09.12.2025 and 20.01.2026, respondent No. 5 has not filed its counter affidavit.
Last opportunity of four weeks is granted, subject to payment of costs of Rs. 5,000/- to the petitioner.
The Divisional Forest Officer, Narendranagar shall file a site report stating the number of trees marked and felled.
Interim order of status quo to continue. List on 15.04.2026.""")

u("WhatsApp Chat with Rakesh Chauhan.txt", "whatsapp_export", B, "2026-05-05", ["C02"], [], """
17/03/26, 6:12 pm - Bhuvan Thapliyal Adv: Rakesh ji aaj AGA ne time maang liya. No coercive action extend ho gaya, agli tarik 5 May.
17/03/26, 6:20 pm - Rakesh Chauhan: thik hai vakil sahab. police wale phir ghar aaye the kal
17/03/26, 6:25 pm - Bhuvan Thapliyal Adv: order ki copy thane me dikha dena. darne ki baat ni.
05/05/26, 5:40 pm - Bhuvan Thapliyal Adv: State ka counter aa gaya. 2 hafte me rejoinder. agli tarik 21 July.
05/05/26, 5:51 pm - Rakesh Chauhan: fees ka baki 20,000 kal bhej dunga""")

u("Notes_20260317_1920.txt", "typed_note_txt", B, "2026-03-17", ["C02"], ["C02-H02"], """
17.3.26 Pant J - Chauhan gangster
AGA Tewari: counter taiyar ni, time maang. Interim extended. 
ND 5.5.26""")

u("aditi 20-3 FC.txt", "typed_note_txt", A, "2026-03-20", ["C05"], ["C05-H03"], """
20.03.2026 Anjali v. Manish (Family Court)
W/s filed by the respondent today (denies cruelty, alleges petitioner left the matrimonial home at Prem Nagar on her own).
Ms. Chauhan sought time to reply the s.24 application. Granted.
Judge directed BOTH parties to file affidavits of assets and liabilities (Rajnesh v. Neha format) before next date.
Again told parties to be present in person. NDOH 08.05.2026""")

# ---------------- April ----------------
u("aditi RCA 6.4.26.txt", "typed_note_txt", A, "2026-04-06", ["C07"], ["C07-H03"], """
06.04.2026 - RCA 14/2025 Doon Stationers
P.A. record received. Matter was for arguments, but Mr. Semwal was absent; his junior sought time.
Court adjourned. Appellant's deposit for March confirmed. NDOH 13.07.2026""")

u("IMG_20260410_175812.jpg", "handwritten_note_photo", P, "2026-04-10", ["C04"], ["C04-H04"], """
10.04.2026 सुशीला जोशी बनाम नेगी
प्रतिवादी अधिवक्ता बीमार - फिर स्थगन माँगा। मैडम ने 1,000 रु. हर्जाना लगाया, वादी को देय।
PW1 अगली तारीख पर जिरह पूरी होगी। अगली तारीख 22.05.2026""")

u("Nainital 15 april.docx", "typed_note_docx", B, "2026-04-15", ["C01", "C03"], ["C01-H04", "C03-H03"], """
15.04.2026 Nainital - do matter
(1) Sarkot writ (Ct 4): R5 ka counter aakhir file hua, cost 5,000 bhi jama. DFO ki site report aayi - 412 ped mark, 38 pehle hi kaat diye!!
Rejoinder 3 hafte me. agli tarik 8.7.26
(2) Nagni FA (Ct 11): LCR aa gaya. Humne O.41 R.27 IA di - do sale deeds (2017, Rs 3,900 per sq m, village Nagni hi ke) additional evidence.
Paper book bane. ND 11.08.2026
Sarkot ke Gopal da ko 38 ped wali baat batai - gaon me meeting karenge""")

# ---------------- May ----------------
u("Notes_20260505_1750.txt", "typed_note_txt", B, "2026-05-05", ["C02"], ["C02-H03"], """
5/5 Chauhan C528 - State ka counter file. Rejoinder 2 week. ND 21.7.26""")

u("aditi 8 may FC.txt", "typed_note_txt", A, "2026-05-08", ["C05"], ["C05-H04"], """
08.05.2026 Anjali Rawat - order on s.24 HMA
Interim maintenance allowed: Rs 12,000 per month from the date of application, plus Rs 15,000 litigation expenses,
payable by the 10th of every month. Both parties filed affidavits of assets. NDOH 03.07.2026 for issues.""")

u("IMG_20260522_181020.jpg", "handwritten_note_photo", P, "2026-05-22", ["C04"], ["C04-H05"], """
22/5/26 सुशीला जोशी - PW1 की जिरह समाप्त। 1,000 हर्जाना प्रतिवादी ने अदा किया।
PW2 महेश थपलियाल (पड़ोसी) का मुख्य परीक्षण - बताया कि नेगी 2019 से केवल देखभाल हेतु रह रहे थे।
अगली ति. 17.07.2026 - PW2 जिरह""")

# ---------------- July ----------------
u("aditi 3.7.26 FC.txt", "typed_note_txt", A, "2026-07-03", ["C05"], ["C05-H05"], """
03.07.2026 Anjali v. Manish - issues framed (3). Petitioner's evidence next.
Respondent has not paid maintenance for May and June - arrears Rs 24,000. Judge warned him.
NDOH 21.08.2026""")

u("Notes_20260708_1900.txt", "typed_note_txt", B, "2026-07-08", ["C01"], ["C01-H05"], """
8.7 Sarkot writ - humne rejoinder file kiya. Bhatt phir adjournment - bole senior (Sh. Pande) bimaar hain.
Sahab ne de diya par bola ab arguments honge. agli tarik 2.9.26""")

u("aditi RCA 13-07.txt", "typed_note_txt", A, "2026-07-13", ["C07"], ["C07-H04"], """
13/07/2026 RCA 14/25 - appellant's arguments heard (Sir argued). 
Court asked Mr. Semwal whether the landlord's vacant godown at Karanpur could serve as the clinic (alternative
accommodation) and asked us whether rent has been deposited till date. NDOH 07.09.2026""")

u("IMG_20260717_173344.jpg", "handwritten_note_photo", P, "2026-07-17", ["C04"], ["C04-H06"], """
17.07.26 - सुशीला जोशी वाद
PW2 की जिरह हुई। छावनी परिषद (Cantonment Board) के लिपिक विनोद कुमार को PW3 के रूप में GLR रिकॉर्ड के साथ तलब किया।
मैडम: गवाह 10.30 बजे हाज़िर रहे।
अगली तारीख 28.08.2026""")

u("Notes_20260721_1600.txt", "typed_note_txt", B, "2026-07-21", ["C02"], ["C02-H04"], """
21 july - Pant J chutti par (court on leave). Chauhan C528 - date lag gayi 15.9.26. Interim ka order pehle se continue.""")

# ---------------- August ----------------
u("Notes_20260811_1815.txt", "typed_note_txt", B, "2026-08-11", ["C03"], ["C03-H04"], """
11/8 Nagni FA - Kothari (State) ne IA ka reply nahi diya, time maang. Bisht J ne 4 hafte diye.
ND 6.10.26""")

u("aditi FC 21.08.txt", "typed_note_txt", A, "2026-08-21", ["C05"], ["C05-H06"], """
21.08.2026 Anjali Rawat divorce
PW1 Anjali examined in chief (affidavit tendered, Ex. P1 to P6 - photos, medical slip of 2024, WhatsApp prints).
Ms. Chauhan deferred cross - sought time, said she had no instructions on the exhibits. Granted.
NDOH 23.10.2026""")

u("पंकज 28.8.26.txt", "typed_note_txt", P, "2026-08-28", ["C04"], ["C04-H07"], """
28.08.2026 - ओ.एस. 212/2024
PW3 (छावनी लिपिक) समन के बावजूद नहीं आए। प्रतिवादी के अधिवक्ता ने भी समय माँगा।
मैडम ने प्रतिवादी पर 2,000 रु. हर्जाना लगाया। PW3 को पुनः समन, दस्ती भी।
अगली तारीख 09.10.2026""")

u("Scan_20260829_0003.pdf", "certified_order_sheet_scan", "court", "2026-08-28", ["C04"], ["C04-H07"], """
IN THE COURT OF CIVIL JUDGE (SENIOR DIVISION), DEHRADUN
Original Suit No. 212 of 2024
Smt. Sushila Joshi ... Plaintiff  Vs.  Kuldeep Singh Negi ... Defendant
28.08.2026
Plaintiff with counsel. Defendant's counsel present.
PW3 not present despite service. Learned counsel for the defendant also seeks time, which is opposed.
Adjourned subject to costs of Rs. 2,000/- payable by the defendant to the plaintiff.
Issue fresh summons to PW3, also dasti. Put up on 09.10.2026 for PW3.
sd/- Civil Judge (S.D.), Dehradun""")

# ---------------- September ----------------
u("Notes_20260902_1930.txt", "typed_note_txt", B, "2026-09-02", ["C01"], ["C01-H06"], """
2.9.26 Sarkot writ - arguments shuru. Meri arguments part heard.
Joshi J ne poochha: "forest clearance ke waqt van panchayat ki sahmati ka prastav liya gaya tha?" - maine prastav dt 2.11.25 dikhaya ki sahmati NAHI di.
Kandpal ji ke paas jawab ni tha. agli tarik 14.10.26""")

u("aditi RCA 7-9-26.txt", "typed_note_txt", A, "2026-09-07", ["C07"], ["C07-H05"], """
07.09.2026 RCA 14/2025 - Mr. Semwal argued for the landlord and filed written arguments (need of son, dental clinic).
Court directed the appellant to file all rent deposit receipts from Sept 2025 to date. NDOH 02.11.2026""")

u("Notes_20260915_1805.txt", "typed_note_txt", B, "2026-09-15", ["C02"], ["C02-H05"], """
15/9 Pant J - Chauhan gangster. Suni gayi. Sahab bolin AGA original gang chart aur DM ki approval (joint meeting ki minutes) le ke aao.
No coercive action continues. ND 10.11.2026""")

u("FIR 318 PS Raipur.pdf", "document_scan", "Police Station Raipur, Dehradun", "2026-09-09", ["C06"], [], """
FIRST INFORMATION REPORT (u/s 173 BNSS)
District Dehradun  P.S. Raipur  FIR No. 318/2026  Date 09.09.2026
Act & Sections: Sec. 60(1) Uttarakhand (U.P.) Excise Act, 1910
Accused: Sunil Bisht @ Sonu s/o Late Sher Singh Bisht, r/o Maldevta Road, Raipur
Recovery: 12 cartons (576 pouches) of country liquor without licence from a Maruti van near Sahastradhara crossing.
Informant: SI Deepak Rana""")

u("पंकज बेल 21-09.txt", "typed_note_txt", P, "2026-09-21", ["C06"], ["C06-H01"], """
जमानत प्रा.प. 1123/2026 सुनील बिष्ट उर्फ सोनू - ए.एस.जे. तृतीय
21.09.2026 - जमानत प्रार्थना पत्र पेश। थाना रायपुर से रिपोर्ट तलब।
अगली तारीख 25.09.2026""")

u("पंकज बेल 25-09.txt", "typed_note_txt", P, "2026-09-25", ["C06"], ["C06-H02"], """
25.09.2026 सोनू बिष्ट जमानत - पुलिस रिपोर्ट व केस डायरी नहीं आई। ए.डी.जी.सी. तरुण उनियाल जी ने समय माँगा।
साहब ने कहा बिना केस डायरी जमानत नहीं सुनेंगे, थाने को निश्चित रूप से रिपोर्ट भेजने का आदेश।
अगली तारीख 30.09.2026""")

u("Notes_20260930_1700.txt", "typed_note_txt", B, "2026-09-30", ["C06"], ["C06-H03"], """
30.9 Sonu bail - Khulbe sahab ne CD dekhi, suna. Maine bola recovery van se hai, van Sonu ki nahi, 21 din se jail me, koi purana record nahi.
Uniyal ji (ADGC) ne virodh kiya. Order 3.10 (Sat) ko. Govind (bhai) ko 2 zamanatdar taiyaar rakhne bola.""")

# ---------------- October ----------------
u("IMG-20261003-WA0004.jpg", "document_photo", "court", "2026-10-03", ["C06"], ["C06-H04"], """
IN THE COURT OF ADDITIONAL SESSIONS JUDGE-III, DEHRADUN
Bail Application No. 1123 of 2026 - Sunil Bisht @ Sonu vs State of Uttarakhand
FIR No. 318/2026, P.S. Raipur, u/s 60 Excise Act
Order dt. 03.10.2026
Heard. Perused the case diary. The applicant is in custody since 09.09.2026; no criminal history is shown.
The bail application is allowed. The applicant be released on his furnishing a personal bond of Rs. 50,000/-
and two sureties each of the like amount, on condition that he shall attend the trial and not repeat the offence.""")

u("WhatsApp Chat with Govind Bisht.txt", "whatsapp_export", B, "2026-10-06", ["C06"], [], """
03/10/26, 1:15 pm - Bhuvan Thapliyal Adv: Govind bhai bail ho gayi Sonu ki! 50,000 ka bond aur 2 zamanatdar.
03/10/26, 1:22 pm - Govind Bisht: dhanyavaad sir. zamanatdar Trilok Rawat ji aur mama ji
06/10/26, 11:02 am - Govind Bisht: sir verification ho gaya, Sonu ghar aa gaya
06/10/26, 11:05 am - Bhuvan Thapliyal Adv: badiya. trial me har tarik pe aana hai, bata dena""")

u("Notes_20261006_1840.txt", "typed_note_txt", B, "2026-10-06", ["C03"], ["C03-H05"], """
6.10.26 Nagni FA - Kothari ka reply aa gaya. IA suni - ALLOWED. Dono sale deeds (Rs 3,900 per sq m) record par.
Bisht J: final hearing me dono taraf comparable sales ka chart laana. ND 17.11.2026""")

u("पंकज 09-10-26.docx", "typed_note_docx", P, "2026-10-09", ["C04"], ["C04-H08"], """
09.10.2026 सुशीला जोशी बनाम कुलदीप नेगी
PW3 विनोद कुमार (छावनी परिषद) उपस्थित - General Land Register (GLR) का उद्धरण पेश, मकान नं. 7 गढ़ी कैंट वादी के पति के नाम old grant पर दर्ज। प्रतिवादी की ओर से जिरह - कुछ खास नहीं।
वादी साक्ष्य समाप्त (PE closed)।
2,000 रु. का हर्जाना अभी तक नहीं दिया गया।
अगली तारीख 20.11.2026 - प्रतिवादी साक्ष्य (DW)""")

u("Notes_20261014_1500.txt", "typed_note_txt", B, "2026-10-14", ["C01"], ["C01-H07"], """
14/10 Sarkot writ - board lamba tha, matter reach ni hua. agli tarik 24.11.26""")

u("aditi FC 23 oct.txt", "typed_note_txt", A, "2026-10-23", ["C05"], ["C05-H07"], """
23.10.2026 Anjali Rawat v. Manish Rawat
PW1 cross-examined by Ms. Chauhan (about 1 hour). Anjali denied that she left on her own; admitted she works
part-time at a school in Prem Nagar since April 2026.
Judge once more suggested counselling; both parties said no.
Arrears of maintenance now Rs 36,000 (July to September). We filed an application to strike off the defence for
non-payment of interim maintenance. NDOH 20.11.2026""")

# ---------------- November ----------------
u("aditi RCA 2.11.txt", "typed_note_txt", A, "2026-11-02", ["C07"], ["C07-H06"], """
02.11.2026 RCA Doon Stationers - deposit receipts filed (Sept 2025 - Oct 2026, all Rs 6,500 each).
Mr. Semwal sought time for rejoinder arguments - he said he is busy in a Sessions trial. Granted.
NDOH 14.12.2026""")

u("Filing register Nov 2026.docx", "typed_note_docx", M, "2026-11-06", ["C02", "C05", "C07"], [], """
FILING REGISTER - NOV 2026 (Mohan)
02.11.26  RCA 14/25 Doon Stationers - deposit receipts (14 nos.) - filed in court
04.11.26  C528 711/2026 Rakesh Chauhan - rejoinder affidavit (extra copy) - Diary No. 18842/2026 HC Nainital (by courier to Rawat ji Nainital)
05.11.26  Pet. 388/2025 Anjali - list of documents + copy of strike-off appl. served on Ms. Chauhan - receipt taken
06.11.26  FA 96/24 Kamla Devi - chart of comparable sale deeds - Diary No. 19107/2026 HC Nainital""")

u("WhatsApp Chat with Ramesh Joshi Doon Stationers.txt", "whatsapp_export", A, "2026-11-03", ["C07"], [], """
02/11/26, 6:40 pm - Aditi Bhandari: Joshi ji, today receipts were filed. Next date is 21.12.2026.
02/11/26, 6:55 pm - Ramesh Joshi Doon Stationers: Ok madam. November ka kiraya 7 tak jama kar dunga
03/11/26, 10:10 am - Aditi Bhandari: Please send the challan photo after depositing.""")

u("Notes_20261103_0930.txt", "typed_note_txt", B, "2026-11-03", ["C07"], ["C07-H06"], """
3.11.26 - SUDHAR (correction): Aditi ke 2.11 ke note me RCA Doon Stationers ki agli tarik 14.12 likhi hai - galat hai.
Peshkar se confirm kiya, order sheet me 21.12.2026 hai. Sahi agli tarik 21.12.2026 (rejoinder args / orders).""")

u("IMG_20261110_163511.jpg", "handwritten_note_photo", B, "2026-11-10", ["C02"], ["C02-H06"], """
10 Nov - Pant J Ct 7 - Chauhan C528
AGA ne original gang chart pesh kiya. Approval sirf SSP ki - DM ke sath joint meeting ki minutes NAHI hain!
Sahab ne gaur se padha, note kiya. Tewari ji ne kaha affidavit denge.
No coercive action continue. agli tarik 15/12/26""")

u("Nautiyal madam + FC 20.11.26.txt", "typed_note_txt", B, "2026-11-20", ["C04", "C05"], ["C04-H09", "C05-H08"], """
20.11.2026 - Dehradun, dono matter ek din
Sushila ji suit (CJSD): DW1 (Kuldeep Negi) ka affidavit ni aayi. Bisht ji ne phir time maang - ye chautha baar hai.
Madam bolin: LAST OPPORTUNITY, agli baar affidavit nahi to evidence band. 2,000 wala cost abhi bhi baki.
agli tarik 18.12.2026
Anjali divorce (FC): Manish ne court me 24,000 ka DD diya - arrears me se. Baki 12,000 abhi bhi.
Strike off appl. par Chauhan madam ka reply file. PW2 - Anjali ki maa Smt. Savitri Rawat ka bayan hua (beti ko maar ke ghar bheja tha, Jan 2025).
Lakhera sahab ne phir dono ko haazir rahne ko kaha. ND 8.1.27""")

u("causelist_cj_sd_dehradun_20-11-2026.pdf", "cause_list_pdf", "court", "2026-11-19", ["C04"], [], """
CIVIL JUDGE (SENIOR DIVISION), DEHRADUN - CAUSE LIST FOR 20.11.2026 (FRIDAY)
EVIDENCE
11. O.S. 188/2023  Ramesh Kumar vs Dehradun Cantonment Board
12. O.S. 212/2024  Smt. Sushila Joshi vs Kuldeep Singh Negi   - DW
13. O.S. 09/2025   Harpal Singh vs Savita Devi""")

u("IMG_20261117_165901.jpg", "handwritten_note_photo", B, "2026-11-17", ["C03"], ["C03-H06"], """
17.11.26 Ct 11 Nagni FA - final hearing shuru
Maine chart diya: 2017 ki do sale deeds @ 3,900, aur road ke baad circle rate. Kothari ne bola deeds chhote plots ki hain.
Bisht J: State bhi apna chart de, 1,450 ka kya aadhar tha.
ND 09.02.2027 (lamba date, winter)""")

u("Notes_20261124_1915.txt", "typed_note_txt", B, "2026-11-24", ["C01"], ["C01-H08"], """
24.11 Sarkot writ - Kandpal ji (State) aur Bhatt (R5) ne argue kiya.
Joshi J ki tippani: "prima facie, van panchayat ki sahmati ke bina forest clearance tik nahi sakti" - order me nahi likha, bas bola.
Status quo continue. R5 ka reply arguments baaki. agli tarik 12.01.2027
Gopal da ko phone - gaon walon ko bata diya""")

u("causelist_hc_nainital_24112026.pdf", "cause_list_pdf", "court", "2026-11-23", ["C01"], [], """
HIGH COURT OF UTTARAKHAND AT NAINITAL - DAILY CAUSE LIST TUESDAY 24.11.2026
COURT NO. 4 - HON'BLE MR. JUSTICE HARISH CHANDRA JOSHI
FOR HEARING
27. WPMS 1842/2025  Van Panchayat Sarkot Malla vs State of Uttarakhand & Ors.   B.C. Thapliyal / S.C., Sanjay Bhatt
28. WPMS 2210/2025  Kedar Singh vs State of Uttarakhand""")

u("WhatsApp Chat with Anjali Rawat.txt", "whatsapp_export", A, "2026-11-28", ["C05"], [], """
20/11/26, 7:02 pm - Aditi Bhandari: Anjali ji, Manish paid 24,000 by DD today. 12,000 still due. Next date 8 January, you and your mother must come in person.
20/11/26, 7:30 pm - Anjali Rawat: thank you mam. DD kab milega?
21/11/26, 10:12 am - Aditi Bhandari: We will apply for release on the next date.
28/11/26, 8:44 pm - Anjali Rawat: mam Manish ke ghar wale phone kar rahe hain samjhauta ke liye. kya karun?
28/11/26, 8:50 pm - Aditi Bhandari: Don't commit anything on phone. Sir will speak to you on Monday.""")

# ---------------- week plan (no hearing) ----------------
u("Week list 7 to 12 Dec.docx", "typed_note_docx", M, "2026-12-04", ["C02", "C04", "C07"], [], """
HAFTE KI LIST (7-12 DEC 2026) - Mohan
Som 7.12 - chamber: Sushila ji (OS 212/24) - DW ki taiyari, Kuldeep Negi ka cross ka draft
Mangal 8.12 - Nainital jaana: Chauhan C528 ki file, gang chart ki copy (15 ko date)
Budh 9.12 - Doon Stationers: Nov ka challan lena Joshi ji se
Shukra 11.12 - Anjali wali file Aditi madam ko
Shani 12.12 - fees register""")
