"""The uploads of the Akola practice: what the lawyer, the junior Akshay and the karkun Vinayak actually kept."""

L, J, K = "Shrikant Madhukar Tayde", "Akshay Bhise", "Vinayak Thakre (karkun)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents (before and around the cases)
u("backlog/2028-05/cheque return memo Wankhade.pdf", "document_scan", "The Akola Urban Co-operative Bank Ltd., Akot branch", "2028-04-21", ["C01"], [], """
THE AKOLA URBAN CO-OPERATIVE BANK LTD.   Branch: Akot, Dist. Akola
CHEQUE RETURN MEMO                                     Date: 21.04.2028
Cheque No. 002741 dated 15.04.2028 for Rs. 6,40,000/- (Rupees Six Lakh Forty Thousand only)
Drawer: Pramod Wankhade, prop. Wankhade Cotton Traders, Telhara   A/c No. 10320xxxxx
Payee: Shree Gajanan Cotton Ginning & Pressing Factory, Akot
RETURNED UNPAID - Reason: Exceeds arrangement / Funds insufficient (Code 01)
                                           Branch Manager
""")
u("backlog/2028-05/ADCC demand notice Ingle.pdf", "document_scan", "Akola District Central Co-operative Bank Ltd., Borgaon Manju branch", "2028-03-02", ["C02"], [], """
अकोला जिल्हा मध्यवर्ती सहकारी बँक मर्या., अकोला   शाखा: बोरगाव मंजू
AKOLA DISTRICT CENTRAL CO-OPERATIVE BANK LTD.  -  DEMAND NOTICE        Date: 02.03.2028
To: Shri Dnyaneshwar Rambhau Ingle, at post Mhaisang, Tq. & Dist. Akola
Crop loan (pik karj) sanctioned 12.06.2025 for kharif, cotton and soyabean, Rs. 1,80,000/-.
Outstanding as on 29.02.2028: principal Rs. 1,80,000 + interest Rs. 66,300 = Rs. 2,46,300/-.
You are hereby called upon to repay the above within 15 days, failing which a dispute u/s 91 of the Maharashtra
Co-operative Societies Act, 1960 shall be filed before the Co-operative Court, Akola.
                                           Branch Manager
""")
u("backlog/2028-06/IMG_20280611_104210.jpg", "document_photo", "Jai Kisan Krushi Seva Kendra, Telhara", "2027-06-08", ["C03"], [], """
जय किसान कृषी सेवा केंद्र, तेल्हारा      Lic. No. AKL/SEED/2211
CASH MEMO / BILL No. 1187                Date: 08/06/2027
Customer: Sudhakar Dhore, Kanheri
Item: SUVARNA-7799 BG-II cotton seed (450 g pkt)  Lot No. SV/27/0413   Qty 12 pkt @ 864 = 10,368
Mfd. by Suvarna Hybrid Seeds Pvt. Ltd., MIDC Jalna
Total Rs. 10,368/-     Received with thanks       sd/- (proprietor)
""")
u("backlog/2028-06/seed committee panchnama Kanheri.pdf", "document_scan", "Taluka Seed Complaint Committee, Telhara", "2027-08-04", ["C03"], [], """
तालुका बियाणे तक्रार निवारण समिती, तेल्हारा - क्षेत्रीय पाहणी पंचनामा
दिनांक 04.08.2027   गाव: कानेरी   शेतकरी: सुधाकर भाऊराव ढोरे   गट नं. 88, क्षेत्र 6 एकर (2.43 हे.)
वाण: सुवर्णा-7799 BG-II, लॉट SV/27/0413, पेरणी दि. 21.06.2027
पाहणीत उगवण सरासरी 35% आढळली. पेरणीची पद्धत योग्य, पाऊस पुरेसा (तालुका पर्जन्य 212 मिमी जून-जुलै).
समितीचे मत: कमी उगवण बियाण्याच्या दोषामुळे.
sd/- तालुका कृषी अधिकारी (अध्यक्ष), कृषी अधिकारी पं.स., कृषी विज्ञान केंद्र प्रतिनिधी
""")
u("backlog/2027-11/7-12 gat 212 Mana.jpg", "document_photo", "Talathi, Saja Mana", "2027-11-02", ["C04"], [], """
गाव नमुना सात (अधिकार अभिलेख पत्रक)   गाव: माना   ता. मूर्तिजापूर   जि. अकोला
भूमापन क्र. / गट नं. 212     क्षेत्र: 1.62 हे.आर    आकारणी: 4.10
भोगवटदार: विठ्ठल किसन काळे
गट नं. 213 (लगत): रामदास किसन काळे  क्षेत्र 1.62 हे.आर
(वाटणी फेरफार क्र. 1432, दि. 14.05.2009)
तलाठी सजा माना       दि. 02.11.2027
""")
u("backlog/2027-11/RCS plaint Kale final.pdf", "document_scan", L, "2027-11-20", ["C04"], [], """
IN THE COURT OF THE CIVIL JUDGE (JUNIOR DIVISION), MURTIZAPUR
R.C.S. No. ______ of 2027
Vitthal Kisan Kale, aged 52, agriculturist, r/o Mana, Tq. Murtizapur     ...Plaintiff
Versus
Ramdas Kisan Kale, aged 48, agriculturist, r/o Mana                      ...Defendant
SUIT FOR DECLARATION OF BOUNDARY AND PERPETUAL INJUNCTION
1. The plaintiff and defendant are real brothers. By partition of 2009 (mutation no. 1432) Gat No. 212 came to the
plaintiff and Gat No. 213 to the defendant, each 1.62 H.R., divided by an old bund (dhura) running north-south.
2. In May 2027, before sowing, the defendant shifted the dhura by ploughing it westwards and took a strip of the
plaintiff's land into Gat No. 213.
Prayer: (a) declare the boundary as per the partition map; (b) restrain the defendant from disturbing the old bund;
(c) measurement through the TILR as court commissioner.
Valuation Rs. 10,000; court fee paid.                              Advocate for Plaintiff
""")
u("backlog/2028-02/PM report Dilip Sonone.pdf", "document_scan", "Government Medical College & Hospital, Akola", "2027-10-13", ["C05"], [], """
GOVERNMENT MEDICAL COLLEGE & HOSPITAL, AKOLA - DEPARTMENT OF FORENSIC MEDICINE
POST MORTEM REPORT No. 1612/2027            Date: 13.10.2027
Deceased: Dilip Vasant Sonone, male, 41 yrs, r/o Wadali Deshmukh, Tq. Akot. Brought by PSI, PS Akot Gramin.
Injuries: (1) lacerated wound 6 x 2 cm over left parietal region; (2) contusion over left shoulder; (3) abrasion left
forearm. Skull: depressed fracture left parietal.
Cause of death: head injury due to hard and blunt object.        Dr. Swati Mankar, Medical Officer
""")
u("backlog/2028-05/dismissal order Rafiq Ambika mills.pdf", "document_scan", "Shri Ambika Cotspin Mills Pvt. Ltd., MIDC Akola", "2028-03-18", ["C06"], [], """
SHRI AMBIKA COTSPIN MILLS PVT. LTD.   Plot E-41, MIDC Phase II, Akola
Ref: AMB/HR/DISC/2028/07                                       Date: 18.03.2028
To: Shri Shaikh Rafiq Shaikh Ismail, Ticket No. 1147, Winding Dept.
ORDER OF DISMISSAL
The domestic enquiry held into the charge-sheet dated 02.01.2028 (removal of 14 yarn cones from the winding
department on 28.12.2027) has found the charge proved. You are dismissed from service with immediate effect.
Last drawn wages Rs. 14,200 per month. Your dues will be settled in accordance with rules.
                                                   General Manager (Works)
""")
u("backlog/2028-07/Addl Collector order Sirsat 10-1A.pdf", "document_scan", "Additional Collector, Akola", "2028-06-30", ["C07"], [], """
अपर जिल्हाधिकारी, अकोला यांचे न्यायालय    प्रकरण क्र. 48/ग्रापं/2028
राजेंद्र गवळी विरुद्ध सौ. सुनिता अशोक सिरसाट, सदस्य, ग्रामपंचायत बोरगाव मंजू
ORDER: The respondent was elected from a seat reserved for OBC (woman) at the election held on 18.12.2026. She did not
submit the caste validity certificate within twelve months of the election as required by s. 10-1A of the
Maharashtra Village Panchayats Act, 1959. Her election stands void and she is disqualified as member.
Date: 30.06.2028                                    sd/- Additional Collector, Akola
""")

# ---------------- C01 Akot cheque (JMFC Akot)
u("backlog/2028-07/20280706_151233.jpg", "handwritten_note_photo", L, "2028-07-06", ["C01"], ["C01-H01"], """
6/7/28  Akot - JMFC Kadu madam
SCC 418/28 Lahoti (Gajanan Ginning) v. Wankhade - 138
Verification zali - Lahoti seth chi statement. Process issued u/s 204. Pu.ta. 10/8/28
Madam ne vicharla "compounding hou shakte ka?" - seth nahi mhanla, 6.4 lakh purn pahije.
""")
u("backlog/2028-10/SCC 418-2028 order below Exh 18.pdf", "certified_order_sheet_scan", "JMFC, Akot", "2028-10-30", ["C01"], ["C01-H04"], """
IN THE COURT OF JUDICIAL MAGISTRATE FIRST CLASS, AKOT
S.C.C. No. 418/2028
Shree Gajanan Cotton Ginning & Pressing Factory, through prop. Omprakash Lahoti    ...Complainant
Versus
Pramod Wankhade                                                                  ...Accused
ORDER BELOW EXH. 18 (application u/s 143A of the N.I. Act)
26.10.2028
Complainant with Adv. S. M. Tayde. Accused with Adv. D. Tiwari. Substance of accusation explained; accused pleads not
guilty and claims that the cheque was issued as security. Heard on Exh. 18. The accused shall pay interim
compensation of 20% of the cheque amount, i.e. Rs. 1,28,000/-, to the complainant within 60 days. Parties asked
whether the matter can be compounded; the accused declines. Put up for complainant's evidence on 07.12.2028.
                                                  (Smt. M. K. Kadu) JMFC, Akot
""")
u("backlog/2028-10/akot 26.10 note.txt", "typed_note_txt", L, "2028-10-26", ["C01"], ["C01-H04"], """
26.10.28 Akot
Wankhade plea - not guilty. Defence: cheque was "security" for 300 bales not delivered - khota ahe, bales gele
Telhara la (Lahoti kade gate pass ahet).
143A allowed - 20% = 1,28,000 in 60 days. Tiwari objected, madam ne aikla nahi.
Pu.ta. 07.12.2028 CE.
""")
u("backlog/2028-12/IMG-20281207-WA0011.jpg", "handwritten_note_photo", K, "2028-12-07", ["C01"], ["C01-H05"], """
दिनांक 07.12.2028 (गुरुवार)  अकोट - जे.एम.एफ.सी.
एस.सी.सी. 418/2028 गजानन जिनिंग वि. वानखडे
आरोपी गैरहजर, वकील तिवारी यांनी माफी अर्ज (exemption) दिला, वेळ मागितला. मॅडमनी दिला.
पुढील तारीख 18.01.2029 - फिर्यादी पुरावा
- विनायक
""")
u("backlog/2029-01/Lahoti CW1 cross 18.01.2029.docx", "typed_note_docx", L, "2029-01-18", ["C01"], ["C01-H06"], """
18.01.2029 - SCC 418/2028 (Gajanan Ginning v. Wankhade) - JMFC Akot, Kadu madam
CW1 Omprakash Lahoti - affidavit evidence u/s 145 at Exh. 24 tendered. Tiwari cross started:
 - suggested cheque was blank security; denied. Gate passes and weighment slips shown - Exh. 25 to 31.
Cross remained in part.
143A interim compensation (Rs. 1,28,000) NOT paid - 60 days over on 25.12. Moved Exh. 33 for recovery as fine.
Madam again: "settle kara na" - Tiwari says client ready for 4 lakh. Lahoti refused.
ND 08.03.2029.
""")
u("backlog/2029-01/WhatsApp Chat with Lahoti Seth Ginning.txt", "whatsapp_export", "Omprakash Lahoti", "2029-04-20", ["C01", "C08"], [], """
09/11/28, 17:40 - Lahoti Seth Ginning: Vakil saheb Agrawal che sagle paise aale, 2,85,000 purn. Dhanyavad
09/11/28, 17:45 - Shrikant Tayde Adv: Ho seth, aaj compound zala. Case sampla.
19/01/29, 10:12 - Lahoti Seth Ginning: Wankhade ne 143A che paise bharle ka?
19/01/29, 10:30 - Shrikant Tayde Adv: Nahi. 1,28,000 bharle nahit. Exh. 33 dila ahe vasuli sathi.
20/04/29, 09:05 - Lahoti Seth Ginning: kal cha kay jhala? munim la kadhi yaycha?
20/04/29, 09:20 - Shrikant Tayde Adv: Tumcha cross sampla. Santosh (munim) che affidavit dile. 7 June la tyala ghevun ya Akot la, original bill book sobat.
""")

# ---------------- C08 Agrawal cheque (JMFC Akola Ct 4)
u("backlog/2028-08/IMG_20280803_123455.jpg", "handwritten_note_photo", L, "2028-08-03", ["C08"], ["C08-H01"], """
3.8.28  JMFC Ct 4 Akola - Chavan saheb
SCC 1122/28 Gajanan Ginning v. Nitin Agrawal (Rs. 2,85,000 cheque)
Accused hajar, Rathi vakil. Saheb ne mediation centre la pathavla.
Pu.ta. 7.9.28
""")
u("backlog/2028-09/agrawal settlement 7 sept.txt", "typed_note_txt", L, "2028-09-07", ["C08"], ["C08-H02"], """
07.09.2028 - SCC 1122/2028 Agrawal - settlement through mediation
Total Rs. 2,85,000 in three instalments: Rs. 1,00,000 today by DD (paid, received by Lahoti),
Rs. 1,00,000 by 10.10.2028, Rs. 85,000 by 09.11.2028. Rathi agreed. Terms signed before mediator.
ND 09.11.2028 for compounding.
""")
u("backlog/2028-11/SCC 1122-2028 final order 09.11.2028.pdf", "certified_order_sheet_scan", "JMFC, Court No. 4, Akola", "2028-11-13", ["C08"], ["C08-H03"], """
IN THE COURT OF JUDICIAL MAGISTRATE FIRST CLASS, COURT NO. 4, AKOLA
S.C.C. No. 1122/2028   Shree Gajanan Cotton Ginning & Pressing Factory vs Nitin Agrawal
09.11.2028
Complainant with Adv. Tayde. Accused with Adv. K. Rathi. As per the settlement before the mediator the accused has
paid the entire amount of Rs. 2,85,000/-. Complainant's pursis Exh. 21 to compound. Offence compounded u/s 147 of the
N.I. Act. Accused acquitted u/s 278 of the BNSS. Bail bonds cancelled. Proceedings closed.
                                                  (A. B. Chavan) JMFC, Court No. 4, Akola
""")

# ---------------- Junior's chat: Akot, Co-op court, Commission, Nagpur (July-Sept 2028)
u("backlog/2028-09/WhatsApp Chat with Akshay Bhise Jr.txt", "whatsapp_export", J, "2028-09-14", ["C02", "C01", "C07", "C03"], ["C02-H01", "C01-H02", "C07-H02", "C03-H02", "C01-H03"], """
12/07/28, 13:02 - Akshay Bhise Jr: Saheb co-op court Ingle matter - aapan WS sathi time ghetla, Jagtap saheb ne dila. Pu.ta. 23/8
12/07/28, 13:05 - Shrikant Tayde Adv: ok. Ingle la karjmafi chi yadi anayla sang
10/08/28, 12:40 - Akshay Bhise Jr: Saheb Akot - Wankhade la summons nahi bajawla, address var nahi bhetla bapa. Fresh summons through PS Akot City. Pu.ta. 14/9
28/08/28, 15:10 - Akshay Bhise Jr: Saheb Nagpur varun Wadhwani sir cha phone - Sirsat writ madhe AGP Bhonde ne reply sathi vel magitla, instructions from Collector. Pu.ta. 9/10
06/09/28, 14:20 - Akshay Bhise Jr: Dhore seed case - dealer (OP1) aala, company (OP2) nahi aali. Reply sathi time. Pu.ta. 11/10
14/09/28, 13:15 - Akshay Bhise Jr: Akot - Wankhade aala, Tiwari vakil. Bail bond 15,000. Copies dilya. Pu.ta. 26/10 plea
14/09/28, 13:16 - Shrikant Tayde Adv: Chan. 143A cha arj tayar thev
""")

# ---------------- Junior's chat (2)
u("backlog/2029-03/WhatsApp Chat with Akshay Bhise Jr (2).txt", "whatsapp_export", J, "2029-03-08", ["C01"], ["C01-H07"], """
08/03/29, 12:50 - Akshay Bhise Jr: Saheb Akot - Tiwari vakil aalech nahit, junior ne adjournment magitla. Kadu madam ne 500 costs lavle. Pu.ta. 19/4
08/03/29, 12:52 - Akshay Bhise Jr: Madam parat vicharat hotya compound karnar ka mhanun
08/03/29, 13:01 - Shrikant Tayde Adv: Hao. Wankhade kade 1,28,000 ajun pending ahe te pan record var ghe.
""")

# ---------------- C02 Ingle crop loan (Co-op Court)
u("backlog/2028-08/Ingle WS Exh 14 note.docx", "typed_note_docx", L, "2028-08-23", ["C02"], ["C02-H02"], """
23.08.2028 - Dispute No. 77/2028 ADCC Bank v. Dnyaneshwar Ingle - Co-op Court Akola (Jagtap saheb)
Our WS filed at Exh. 14. Grounds:
1. Name in the karjmafi (loan waiver) list of 2026 - bank did not give the benefit.
2. Interest charged at penal rate from 2026; crop loan up to 3 lakh should be at concessional rate.
3. Kharif 2026 cotton failed (pink bondali) - panchnama by talathi.
Patil (bank panel) said bank will file ledger. ND 04.10.2028.
""")
u("backlog/2028-10/IMG-20281004-WA0006.jpg", "handwritten_note_photo", K, "2028-10-04", ["C02"], ["C02-H03"], """
दिनांक 04.10.2028 (बुधवार)  सहकार न्यायालय, अकोला
वाद क्र. 77/2028 जिल्हा बँक वि. ज्ञानेश्वर इंगळे
बँकेचे वकील पाटील साहेबांनी वेळ मागितला. साहेबांनी बँकेला कर्ज खतावणी (ledger) व कर्जमाफी यादी हजर करण्याचा आदेश दिला.
पुढील तारीख 22.11.2028
- विनायक
""")
u("backlog/2028-11/co-op 22.11.txt", "typed_note_txt", L, "2028-11-22", ["C02"], ["C02-H04"], """
22/11 co-op court - Ingle
Ledger produced by bank. Karjmafi list - Ingle's name at Sr. 3317 but "pending verification" (Aadhaar mismatch).
Jagtap saheb suggested OTS - "shetkaryala ek rakkami settlement dya". Bank offered OTS Rs. 1,95,000. Ingle says too much.
Next 10.1.29 - bank witness.
""")
u("backlog/2029-01/Ingle bank witness 10-01-29.docx", "typed_note_docx", L, "2029-01-10", ["C02"], ["C02-H05"], """
10.01.2029 - Co-op Court - Dispute 77/2028
Bank's witness: Shri Anil Deshpande, Branch Manager, Borgaon Manju branch - affidavit of evidence.
Our cross: admitted that Ingle's name is in the karjmafi list; admitted that the Aadhaar mismatch was the bank's own
data entry error; admitted penal interest charged from 2026.
Jagtap saheb again: OTS kara. Bank will place OTS at lower figure before its board.
ND 14.03.2029.
""")
u("backlog/2029-03/Dispute 77-2028 roznama 14.03.2029.pdf", "certified_order_sheet_scan", "Co-operative Court, Akola", "2029-03-16", ["C02"], ["C02-H06"], """
IN THE CO-OPERATIVE COURT, AKOLA
Dispute No. 77/2028
Akola District Central Co-operative Bank Ltd.                  ...Disputant
Versus
Dnyaneshwar Rambhau Ingle                                      ...Opponent
ROZNAMA
14.03.2029  Adv. N. Patil for the disputant bank. Adv. S. M. Tayde for the opponent. Pursis Exh. 39 filed by the bank:
the board of directors has approved a one time settlement at Rs. 1,72,500/-. The opponent agrees to pay the said
amount on or before 30.04.2029. On payment the bank shall withdraw the dispute. S.O. 13.06.2029 for compliance.
                                                  (H. N. Jagtap) Judge, Co-operative Court, Akola
""")
u("backlog/2029-04/WhatsApp Chat with Dnyaneshwar Ingle Mhaisang.txt", "whatsapp_export", "Dnyaneshwar Ingle", "2029-04-27", ["C02"], [], """
14/03/29, 18:10 - Dnyaneshwar Ingle Mhaisang: Saheb, 1,72,500 kuthun aanu? soyabean vikla tari kami padte
14/03/29, 18:22 - Shrikant Tayde Adv: 30 April paryant bharayche. Nahi bharle tar parat purn 2,46,300 chi case chalel.
27/04/29, 16:40 - Dnyaneshwar Ingle Mhaisang: Saheb aaj bank madhe 1,72,500 bharle. Pavti no. 5521. Photo pathavto.
27/04/29, 16:45 - Shrikant Tayde Adv: Chan zhala. Pavti chi xerox chamber la dya. 13 June la court madhe dakhvu.
""")

# ---------------- C03 Dhore seed complaint (District Consumer Commission)
u("backlog/2028-07/dhore CC admitted 27.7.txt", "typed_note_txt", L, "2028-07-27", ["C03"], ["C03-H01"], """
27.07.2028 District Consumer Commission Akola - Wasnik saheb (President)
CC/63/2028 Sudhakar Dhore v. Jai Kisan Krushi Seva Kendra (OP1) & Suvarna Hybrid Seeds (OP2)
Admitted. Notice to OP1, OP2. Claim: compensation Rs. 3,60,000 (6 acre x 60,000 loss) + seed cost 10,368 + costs.
Wasnik saheb first question: "seed committee cha report ahe ka?" - yes, panchnama 04.08.2027, annexed.
ND 6.9.28.
""")
u("backlog/2028-10/20281011_134502.jpg", "handwritten_note_photo", L, "2028-10-11", ["C03"], ["C03-H03"], """
11/10/28 Consumer Comm. - Dhore
OP2 company reply by Kothari: germination low due to "less rainfall & improper sowing depth", seed tested OK at
company lab. Wasnik saheb: committee report original file kara. Kothari - paus kami hota.
Pu.ta. 13.12.28
""")
u("backlog/2028-12/Dhore committee report filed.docx", "typed_note_docx", L, "2028-12-13", ["C03"], ["C03-H04"], """
13.12.2028 - CC/63/2028 Dhore v. Suvarna Hybrid Seeds - Commission Akola
Filed certified copy of Taluka Seed Complaint Committee report: germination 35%, sowing proper, rainfall 212 mm
adequate - defect in seed. Kothari again rainfall argument; now asks for lab test of sample (Lot SV/27/0413) at
STL Akola. We said no sample left - all sown. Wasnik saheb kept the application for say.
ND 07.02.2029 - complainant's evidence.
""")
u("backlog/2029-02/CC-63-2028 order 07.02.2029.pdf", "certified_order_sheet_scan", "District Consumer Disputes Redressal Commission, Akola", "2029-02-09", ["C03"], ["C03-H05"], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, AKOLA
Consumer Complaint No. CC/63/2028
Sudhakar Bhaurao Dhore ...Complainant   V/s   Jai Kisan Krushi Seva Kendra & Anr. ...Opposite Parties
Coram: Shri P. D. Wasnik, President; Smt. R. S. Kokate, Member
07.02.2029
Complainant's affidavit of evidence filed. OP No. 1 adopts its reply. OP No. 2 has not filed evidence and seeks time
for the second time. Time granted subject to costs of Rs. 1,000/- payable to the complainant. The application for
testing of the sample is rejected as no sample is available and the Committee's report is on record.
Next date 04.04.2029 for OP's evidence.
""")
u("backlog/2029-04/IMG_20290404_170318.jpg", "handwritten_note_photo", L, "2029-04-04", ["C03", "C04"], ["C03-H06"], """
4/4/29  Comm. - Dhore: OP2 evidence affidavit (their area manager) + written notes filed. Kothari - same rainfall
story. Final args pu.ta. 07.06.2029.
---
Vitthal Kale aala chamber la - bhavane parat dhura var nangar fervla mhanto. Status quo order chi copy dili,
police complaint karu naka ata, 18 April la court la sangu.
""")

# ---------------- C04 Kale boundary (CJJD Murtizapur)
u("backlog/2028-06/IMG-20280628-WA0004.jpg", "handwritten_note_photo", K, "2028-06-28", ["C04"], ["C04-H01"], """
दिनांक 28.06.2028 (बुधवार)  मूर्तिजापूर - दिवाणी न्यायाधीश क.स्त.
आर.सी.एस. 146/2027 विठ्ठल काळे वि. रामदास काळे
प्रतिवादी रामदास यांचा लेखी जबाब (WS) दाखल - वकील धागे.
पुढील तारीख 02.08.2028 - नि. 5 (मनाई अर्ज) वर सुनावणी
- विनायक
""")
u("backlog/2028-08/RCS 146-2027 roznama 02.08.2028.pdf", "certified_order_sheet_scan", "Civil Judge (Junior Division), Murtizapur", "2028-08-04", ["C04"], ["C04-H02"], """
IN THE COURT OF CIVIL JUDGE (JUNIOR DIVISION), MURTIZAPUR
R.C.S. No. 146/2027    Vitthal Kisan Kale  V/s  Ramdas Kisan Kale
ROZNAMA
02.08.2028  Plaintiff with Adv. Tayde. Defendant with Adv. G. Dhage. Heard on Exh. 5. Both parties shall maintain
status quo in respect of the bund (dhura) between Gat No. 212 and 213 of mauje Mana till the decision of the suit.
Exh. 5 is partly allowed. S.O. 13.09.2028 for framing of issues.
                                                  (R. G. Pande) C.J.J.D., Murtizapur
""")
u("backlog/2028-09/20280913_160010.jpg", "handwritten_note_photo", L, "2028-09-13", ["C04"], ["C04-H03"], """
13.9.28 Murtizapur - Pande saheb
Kale v Kale - issues framed (3): boundary as per partition map? defendant shifted dhura? injunction?
Exh. 27 - court commissioner (TILR) arj dila. Dhage say sathi. Pu.ta. 25.10.28
Pande saheb: "jamin mojli ki sagla spashta hoil".
""")
u("backlog/2028-10/murtizapur 25-10.txt", "typed_note_txt", L, "2028-10-25", ["C04"], ["C04-H04"], """
25.10.2028 Murtizapur - RCS 146/2027
Exh. 27 allowed over Dhage's objection. Commission to TILR Murtizapur (Taluka Inspector of Land Records) to measure
Gat 212 and 213 and show the old bund on a map. Commission fee Rs. 4,500 to be deposited by plaintiff - Vitthal
deposited same day (chalan).
ND 03.01.2029.
""")
u("backlog/2029-01/IMG-20290103-WA0002.jpg", "handwritten_note_photo", K, "2029-01-03", ["C04"], ["C04-H05"], """
दिनांक 03.01.2029 (बुधवार)  मूर्तिजापूर
काळे वि. काळे - भूमी अभिलेख (TILR) कडून मोजणी झाली नाही. उप अधीक्षक यांचे पत्र - मोजणी दि. 22.01.2029 रोजी.
अहवाल आला नाही म्हणून तारीख.
पुढील तारीख 21.02.2029
- विनायक
""")
u("backlog/2029-02/TILR mojani map Gat 212-213.pdf", "document_scan", "Taluka Inspector of Land Records, Murtizapur", "2029-02-12", ["C04"], [], """
कार्यालय, उप अधीक्षक भूमी अभिलेख, मूर्तिजापूर   मोजणी प्र. क्र. 2291/2029 (कोर्ट कमिशन)
RCS 146/2027 - गाव माना, गट नं. 212 व 213    मोजणी दि. 22.01.2029
निष्कर्ष: फाळणी नकाशाप्रमाणे जुना धुरा (बांध) पश्चिमेकडे 1.2 मीटर सरकवलेला आढळला. गट 212 मधील 0.07 हे.आर (7 आर) क्षेत्र
गट 213 च्या वहितीत आढळले. नकाशा 'अ' सोबत.
sd/- भूकरमापक        sd/- उप अधीक्षक भूमी अभिलेख, मूर्तिजापूर      दि. 12.02.2029
""")
u("backlog/2029-02/Kale TILR report 21.2.docx", "typed_note_docx", L, "2029-02-21", ["C04"], ["C04-H06"], """
21.02.2029 - RCS 146/2027 Kale v. Kale - CJJD Murtizapur (Pande saheb)
TILR report and map received on record (measured 22.01.2029):
 - old dhura shifted 1.2 m to the west;
 - 7 R (0.07 H) of Gat 212 in Ramdas's cultivation.
Dhage filed objection at Exh. 41 - says measurement done without notice. But he signed the notice! (copy in file).
ND 18.04.2029 - our evidence.
""")
u("backlog/2029-04/week 18-19 april.docx", "typed_note_docx", L, "2029-04-19", ["C04", "C01"], ["C04-H07", "C01-H08"], """
Week notes - 18/19 April 2029

Wed 18.04.29 - Murtizapur, Kale v. Kale
Dhage sought time to file say on the TILR report, granted. PW1 Vitthal's evidence affidavit filed. ND 21.06.2029.

Thu 19.04.29 - Akot, SCC 418/2028 Wankhade
CW1 Lahoti cross concluded (Tiwari was present today). CW2 Santosh Bhople (munim) affidavit filed. 143A amount still
not paid. Kadu madam again asked about compounding.
ND 07.06.2029 - CW2 cross.
""")
u("backlog/2029-04/correction kale ND.txt", "typed_note_txt", L, "2029-04-20", ["C04"], [], """
Correction - Kale v. Kale (Murtizapur)
Kalchya notes madhe ND 21.06 lihila - chuk. Te Dhore chya junya file varun ghetla. Vinayak ne board varun confirm kela:
Sahi pudhil tarikh 14.06.2029 (civil courts summer vacation nantar).
""")

# ---------------- C05 Bandu murder trial (ASJ-2 Akola)
u("backlog/2028-06/Bandu charge 20.06.docx", "typed_note_docx", L, "2028-06-20", ["C05"], ["C05-H01"], """
20.06.2028 - Sessions Case No. 61/2028 State v. Sanjay @ Bandu Gawande - ASJ-2 Akola (Dongre saheb)
Crime No. 233/2027, PS Akot Gramin - s. 103(1) BNS (murder of Dilip Sonone, 12.10.2027, Wadali Deshmukh shivar,
over a shet-raasta dispute).
Charge framed and read over in Marathi. Accused pleads not guilty, claims trial.
APP Meshram: witness list 14; will examine informant first. ND 18.07.2028 - PW1.
Manda tai (wife) met - bail application to be moved after 3-4 witnesses.
""")
u("backlog/2028-07/20280718_175022.jpg", "handwritten_note_photo", L, "2028-07-18", ["C05"], ["C05-H02"], """
18/7/28 Sessions ASJ-2 - Bandu
PW1 Kavita Sonone (widow, informant) - chief: "navra shetat gela, Bandu ne kurhadine maarla, Nilesh ne pahila"
- she herself did not see; heard from Nilesh.
Cross in part by me - FIR 3 hrs late. Pu.ta. 22.8.28
""")
u("backlog/2028-08/IMG-20280822-WA0019.jpg", "handwritten_note_photo", K, "2028-08-22", ["C05"], ["C05-H03"], """
दिनांक 22.08.2028 (मंगळवार)  सत्र न्यायालय, अकोला - अति. सत्र न्यायाधीश-2
स.खटला 61/2028 सरकार वि. संजय उर्फ बंडू गावंडे
सा.क्र. 1 कविता सोनोने यांची उलटतपासणी पूर्ण. सा.क्र. 2 निलेश खरात गैरहजर - समन्स.
पुढील तारीख 19.09.2028
- विनायक
""")
u("backlog/2028-09/bandu 19 sept.txt", "typed_note_txt", L, "2028-09-19", ["C05"], ["C05-H04"], """
19.09.28 - Bandu sessions - Dongre saheb
PW2 Nilesh Kharat not present - summons not served (police report: "gavat nahi, Pune la kamala").
APP Meshram sought time. Saheb issued bailable warrant against PW2 through SP Akola. Saheb: "next date la witness
aalach pahije".
ND 24.10.2028.
""")
u("backlog/2028-10/SC 61-2028 deposition PW2 24.10.2028.pdf", "certified_order_sheet_scan", "Additional Sessions Judge-2, Akola", "2028-10-27", ["C05"], ["C05-H05"], """
IN THE COURT OF ADDITIONAL SESSIONS JUDGE-2, AKOLA
Sessions Case No. 61/2028   State of Maharashtra V/s Sanjay @ Bandu Gawande
Exh. 44 - Deposition of P.W. 2 Nilesh Bhimrao Kharat, age 29, r/o Wadali Deshmukh (on S.A.)
सरतपासणी (APP): मी मयत दिलीप सोनोने यांना ओळखतो. घटनेच्या दिवशी सायंकाळी मी अकोट रोडवरील ढाब्यावर होतो. मी घटना पाहिली नाही.
पोलिसांनी माझा जबाब घेतला नाही. (At the request of the learned APP the witness is declared hostile and permitted
to be cross-examined by the prosecution.)
उलटतपासणी (APP): मी पोलिसांना 'बंडूने कुऱ्हाडीने मारताना पाहिले' असे सांगितले हे खरे नाही.
उलटतपासणी (बचाव): मी आरोपीला घटनेच्या दिवशी पाहिले नाही.
R.O. & A.C.                                         (S. V. Dongre) Addl. Sessions Judge-2, Akola  24.10.2028
""")
u("backlog/2028-10/Bandu PW2 hostile.docx", "typed_note_docx", L, "2028-10-24", ["C05"], ["C05-H05"], """
24.10.2028 - SC 61/2028 Bandu - PW2 Nilesh Kharat (the only "eyewitness")
Came on the BW. Said he was at the dhaba on Akot road; did not see the incident. Declared hostile on APP's request.
APP's cross - denied the police statement. Our cross short: did not see the accused that day.
Big gain. Dongre saheb recorded in Marathi himself, as usual.
ND 05.12.2028 - PW3 panch, PW4 doctor.
""")
u("backlog/2028-12/Bandu PW3 PW4 5.12.docx", "typed_note_docx", L, "2028-12-05", ["C05"], ["C05-H06"], """
05.12.2028 - SC 61/2028 - ASJ-2 Akola
PW3 Ganesh Bhagat (panch on spot panchnama and seizure of kurhad/axe) - says signed at police station, did not go
to the spot. Hostile.
PW4 Dr. Swati Mankar, MO, GMC Akola - PM report Exh. 52: three injuries, cause of death head injury due to hard and
blunt object. In our cross: injury No. 1 possible by fall on a stone - "possible" (admitted). No blood on the axe in
CA report.
So far 2 hostile (PW2, PW3). ND 16.01.2029.
""")
u("backlog/2029-01/IMG-20290116-WA0008.jpg", "handwritten_note_photo", K, "2029-01-16", ["C05"], ["C05-H07"], """
दिनांक 16.01.2029 (मंगळवार)  सत्र न्यायालय अकोला
बंडू गावंडे खटला - तपासी अधिकारी (I.O.) रजेवर. सरकारी वकील मेश्राम यांनी वेळ मागितला.
पुढील तारीख 27.02.2029
- विनायक
""")
u("backlog/2029-02/SC 61-2028 order below Exh 58.pdf", "certified_order_sheet_scan", "Additional Sessions Judge-2, Akola", "2029-03-01", ["C05"], ["C05-H08"], """
IN THE COURT OF ADDITIONAL SESSIONS JUDGE-2, AKOLA
Sessions Case No. 61/2028   State of Maharashtra V/s Sanjay @ Bandu Gawande
ORDER BELOW EXH. 58 (application for bail during trial)
27.02.2029
The accused is in custody since 13.10.2027. It is urged that P.W. 2 and P.W. 3 have turned hostile. The
investigating officer is under examination and material witnesses remain. At this stage the change in circumstances
is not such as to grant bail. The application is rejected. The trial be expedited.
P.W. 5 API Sachin Dhote examined in chief at Exh. 63; cross-examination in part. S.O. 10.04.2029.
                                                  (S. V. Dongre) Addl. Sessions Judge-2, Akola
""")
u("backlog/2029-04/bandu PE closed 10.4.txt", "typed_note_txt", L, "2029-04-10", ["C05"], ["C05-H09"], """
10.04.2029 - Bandu sessions
PW5 API Sachin Dhote cross concluded: admitted FIR registered at 11.40 pm though incident at 7 pm; no independent
witness at seizure; CA report - no blood on axe.
APP closed prosecution evidence by pursis Exh. 71 after 5 witnesses (of 14 cited).
ND 12.06.2029 - statement of accused u/s 351 BNSS.
Manda tai la sangitla - ata defence evidence vichar karu.
""")

# ---------------- C06 Rafiq mill dismissal (Labour Court Akola)
u("backlog/2028-07/rafiq ULP 14 july.txt", "typed_note_txt", L, "2028-07-14", ["C06"], ["C06-H01"], """
14.07.28 Labour Court Akola - Gawai madam
Complaint (ULP) 42/2028 Shaikh Rafiq v. Ambika Cotspin Mills
Mill ki taraf se Joshi madam aayi, WS ke liye time manga. Mila.
Rafiq bhai ko bataya - wages 14,200 thi, back wages claim hai. ND 18.8.28
""")
u("backlog/2028-08/20280818_143355.jpg", "handwritten_note_photo", L, "2028-08-18", ["C06"], ["C06-H02"], """
18/8/28 Labour Ct - Rafiq
Mill WS filed: DE held, charge of 14 yarn cones proved, dismissal proper. Denied victimisation (Rafiq union
member).
Pu.ta. 29/9 - issues.
""")
u("backlog/2028-09/IMG-20280929-WA0010.jpg", "handwritten_note_photo", K, "2028-09-29", ["C06"], ["C06-H03"], """
दिनांक 29.09.2028 (शुक्रवार)  कामगार न्यायालय, अकोला
तक्रार (ULP) 42/2028 शेख रफिक वि. अंबिका कॉटस्पिन मिल्स
मॅडमनी प्राथमिक मुद्दा ठरवला - खातेनिहाय चौकशी (DE) योग्य व न्याय्य होती का?
पुढील तारीख 24.11.2028 - तक्रारदाराचा पुरावा
- विनायक
""")
u("backlog/2028-11/Rafiq deposition 24.11.docx", "typed_note_docx", L, "2028-11-24", ["C06"], ["C06-H04"], """
24.11.2028 - Labour Court Akola - ULP 42/2028
Rafiq deposed on preliminary issue (Hindi, recorded in English): charge-sheet given in English, he knows only
Marathi/Urdu; no co-worker allowed as defence representative; enquiry over in 2 sittings.
Joshi madam cross: he signed the enquiry proceedings - "sahi kiya, padh nahi sakta".
ND 25.01.2029 - management witness.
""")
u("backlog/2029-01/rafiq EO cross 25.1.txt", "typed_note_txt", L, "2029-01-25", ["C06"], ["C06-H05"], """
25.01.2029 Labour Court - Rafiq
Management witness: Shri Prakash Mohod, enquiry officer (retd. HR of another mill).
In my cross he admitted: charge-sheet and enquiry notices were only in English; no interpreter was given; the
worker's request for a co-worker as representative was refused; the 14 cones were never produced in the enquiry.
Good for us. ND 22.03.2029 - arguments on preliminary issue.
""")
u("backlog/2029-03/20290322_121004.jpg", "handwritten_note_photo", L, "2029-03-22", ["C06"], ["C06-H06"], """
22/3/29 Labour Ct - Rafiq
Args on prelim. issue - me + Joshi madam. Relied on EO's admissions. Gawai madam: order on 5/6/29.
""")
u("backlog/2029-06/Rafiq prelim issue order 05.06.2029.docx", "typed_note_docx", L, "2029-06-05", ["C06"], ["C06-H07"], """
05.06.2029 - ULP 42/2028 Rafiq v. Ambika Cotspin - Labour Court Akola
Order on the preliminary issue pronounced by Gawai madam: the domestic enquiry is held NOT fair and proper -
charge-sheet in English to a worker who does not know English, no interpreter, defence representative refused.
Findings of the enquiry officer set aside. Management given opportunity to prove the misconduct before the Court.
ND 06.07.2029 - management's evidence on misconduct.
""")
u("backlog/2029-06/WhatsApp Chat with Rafiq Bhai.txt", "whatsapp_export", "Shaikh Rafiq", "2029-06-05", ["C06"], [], """
22/03/29, 19:10 - Rafiq Bhai: Vakil saab aaj kya hua? 
22/03/29, 19:25 - Shrikant Tayde Adv: Bahas ho gayi. Order 5 June ko.
05/06/29, 15:02 - Rafiq Bhai: Saab suna enquiry galat thehri? naukri wapas milegi?
05/06/29, 15:20 - Shrikant Tayde Adv: Haan, enquiry galat thehri. Abhi mill ko court me chori sabit karni padegi. Agli tarikh 6 July.
""")

# ---------------- C07 Sirsat writ (Nagpur Bench)
u("backlog/2028-07/WP 5127-2028 order 24.07.2028.pdf", "certified_order_sheet_scan", "High Court of Judicature at Bombay, Nagpur Bench", "2028-07-26", ["C07"], ["C07-H01"], """
IN THE HIGH COURT OF JUDICATURE AT BOMBAY, NAGPUR BENCH, NAGPUR
WRIT PETITION NO. 5127 OF 2028
Sau. Sunita Ashok Sirsat ...Petitioner   Versus   State of Maharashtra and others ...Respondents
Mr. S. M. Tayde, Advocate for the petitioner.
Mr. R. Bhonde, AGP for respondents No. 1 to 4.
CORAM : NITIN P. BHALERAO, J.
DATE : 24.07.2028
1. Issue notice to the respondents, returnable on 28.08.2028.
2. The petitioner applied to the Scrutiny Committee within time; the validity certificate is said to have been issued
on 12.03.2028, after the twelve months. Till the next date, the effect and operation of the order dated 30.06.2028
passed by the Additional Collector, Akola shall remain stayed.
                                                  JUDGE
""")
u("backlog/2028-10/Sirsat writ 9 oct.docx", "typed_note_docx", L, "2028-10-09", ["C07"], ["C07-H03"], """
09.10.2028 - WP 5127/2028 Sirsat - Bhalerao J, Nagpur Bench
AGP Bhonde filed reply of Collector: certificate came after 12 months, so s. 10-1A applies automatically.
Ghoshal (for R5 Rajendra Gawali) supported.
Bhalerao J asked me for a chart of dates: nomination 28.11.2026 with proof of application to Scrutiny Committee
(filed 20.11.2026), election 18.12.2026, certificate 12.03.2028 - delay of Committee, not ours.
Interim stay continued. Chart to be filed. ND 04.12.2028 - final disposal.
""")
u("backlog/2028-12/WP 5127-2028 judgment 04.12.2028.pdf", "certified_order_sheet_scan", "High Court of Judicature at Bombay, Nagpur Bench", "2028-12-07", ["C07"], ["C07-H04"], """
IN THE HIGH COURT OF JUDICATURE AT BOMBAY, NAGPUR BENCH, NAGPUR
WRIT PETITION NO. 5127 OF 2028
CORAM : NITIN P. BHALERAO, J.      DATE : 04.12.2028
ORAL JUDGMENT: Rule. Rule made returnable forthwith. Heard finally by consent.
The chart of dates shows that the petitioner applied to the Scrutiny Committee before filing her nomination, and the
delay in issuance of the validity certificate is attributable to the Committee and not to the petitioner. The
consequence under s. 10-1A of the Maharashtra Village Panchayats Act, 1959 cannot visit a candidate for the
Committee's delay. The order dated 30.06.2028 of the Additional Collector, Akola is quashed and set aside. The writ
petition is allowed. Rule made absolute in the above terms. No costs.
                                                  JUDGE
""")

# ---------------- plan, cause list
u("backlog/2029-06/plan 4-15 June.docx", "typed_note_docx", L, "2029-06-02", ["C06", "C01", "C03", "C05", "C02", "C04"], [], """
Plan - 4 to 15 June 2029 (civil courts open on 4 June after vacation)
Tue 05.06 - Labour Ct: Rafiq prelim order
Thu 07.06 - 11 am Akot: Wankhade SCC - CW2 Santosh munim (Lahoti to bring bill book); 3 pm Consumer Comm. Akola:
            Dhore final args - Akshay to go first and seek passover
Tue 12.06 - ASJ-2: Bandu - 351 statement, prepare question list with Manda tai
Wed 13.06 - Co-op Ct: Ingle OTS receipt (pavti 5521), withdrawal pursis
Thu 14.06 - Murtizapur: Kale - PW1 evidence, Vitthal to come with 7/12
""")
u("backlog/2029-06/Akot JMFC board 07.06.2029.pdf", "cause_list_pdf", "Court of JMFC, Akot", "2029-06-06", ["C01"], [], """
JUDICIAL MAGISTRATE FIRST CLASS, AKOT - DAILY BOARD (CAUSE LIST) DATED 07.06.2029 (THURSDAY)
Presiding Officer: Smt. M. K. Kadu
Sr.  Case No.            Parties                                              Stage
1    R.C.C. 212/2026     State v. Gopal Ingole & 2                           Evidence
2    S.C.C. 418/2028     Shree Gajanan Cotton Ginning v. Pramod Wankhade     Complainant's evidence (CW2)
3    S.C.C. 77/2029      Bharat Agro Industries v. Sachin Raut               Verification
4    M.A. 41/2029        Shabana Parveen v. Javed Khan (s. 144 BNSS)         Reply
5    R.C.C. 598/2027     State v. Vijay Dhakad                               Arguments
""")
