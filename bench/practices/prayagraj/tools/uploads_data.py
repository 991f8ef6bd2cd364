"""The uploads of the Prayagraj practice: what the lawyer, the junior Ayushi and the munshi Ram Sajivan kept."""

L, J, K = "Mohd. Tariq Zaidi", "Ayushi Pandey", "Ram Sajivan Yadav (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents (before and around the cases)
u("backlog/2025-08/BSA letter vetan rok.pdf", "document_scan", "Basic Shiksha Adhikari, Prayagraj", "2025-08-14", ["C01"], [], """
कार्यालय जिला बेसिक शिक्षा अधिकारी, प्रयागराज
पत्रांक: बे.शि./लेखा/3317/2025-26                                  दिनांक: 14.08.2025
सेवा में, प्रबन्धक, श्री गांधी स्मारक जूनियर हाई स्कूल, फूलपुर, प्रयागराज
विषय: सहायक अध्यापिका श्रीमती किरन लता मिश्रा के वेतन भुगतान के सम्बन्ध में।
ऑडिट आपत्ति के क्रम में श्रीमती किरन लता मिश्रा, सहायक अध्यापिका की वर्ष 2014 की नियुक्ति का वित्तीय अनुमोदन
कार्यालय अभिलेखों में उपलब्ध नहीं है। अतः अग्रिम आदेशों तक माह अगस्त 2025 से उनका वेतन भुगतान रोका जाता है।
                                          ह0 जिला बेसिक शिक्षा अधिकारी, प्रयागराज
""")
u("backlog/2026-06/IMG_5590.HEIC", "document_photo", "State Bank of India, Phulpur", "2026-06-05", ["C01"], [], """
STATE BANK OF INDIA   Branch: PHULPUR (PRAYAGRAJ)   IFSC SBIN000xxxx
Passbook - A/c No. 3081xxxxxx42   Name: SMT KIRAN LATA MISHRA
Date        Particulars                              Withdrawal     Deposit        Balance
31.07.2025  BY SALARY JUL-25 BSA PRAYAGRAJ                          52,400.00      1,18,305.12
30.08.2025  ATM WDL PHULPUR                          10,000.00                     1,08,305.12
.... (no salary credit Aug-25 to Apr-26) ....
02.06.2026  BY SALARY MAY-26 BSA PRAYAGRAJ                          52,400.00        61,977.40
""")
u("backlog/2023-11/LAR 77 of 2017 judgment ADJ 4.pdf", "document_scan", "Additional District Judge, Court No. 4, Prayagraj", "2023-11-28", ["C02"], [], """
IN THE COURT OF ADDITIONAL DISTRICT JUDGE, COURT NO. 4, PRAYAGRAJ
L.A.R. No. 77 of 2017 (Reference u/s 18 of the Land Acquisition Act, 1894)
Ram Dulare Patel & 4 others, r/o village Jhalwa, Prayagraj  ...  Claimants
Versus  State of U.P. through Collector, Prayagraj & Prayagraj Development Authority  ...  Opposite parties
JUDGMENT
Land measuring 0.632 hectare (6,320 sq m), arazi nos. 112 and 113, village Jhalwa, pargana Chail, was acquired for
the Kalindipuram residential scheme of the Prayagraj Development Authority (notification u/s 4 dated 11.06.2012).
The Special Land Acquisition Officer by award dated 30.03.2016 assessed the market value at Rs. 420 per sq m.
The claimants rely on a sale deed dated 18.02.2013 (Paper No. 31-Ga) of 210 sq m at Rs. 1,700 per sq m; it is a small
plot and a deduction is called for. Market value is determined at Rs. 650 per sq m, with solatium @ 30%, additional
amount @ 12% p.a. u/s 23(1-A) and interest u/s 28. Reference partly allowed.
Dated 28.11.2023                                  sd/- Additional District Judge, Court No. 4, Prayagraj
""")
u("backlog/2024-03/bainama 18.02.2013 exemplar Jhalwa.pdf", "document_scan", "Sub-Registrar, Sadar, Prayagraj", "2013-02-18", ["C02"], [], """
विक्रय पत्र (बैनामा)       उप निबन्धक कार्यालय सदर, इलाहाबाद       बही संख्या 1, जिल्द 4412, पृष्ठ 211-230, क्रमांक 1876
दिनांक 18.02.2013
विक्रेता: श्री शिवमूरत पुत्र बैजनाथ, निवासी ग्राम झलवा    क्रेता: श्रीमती अनीता श्रीवास्तव पत्नी श्री आलोक श्रीवास्तव
सम्पत्ति: आराजी संख्या 109मि, ग्राम झलवा, परगना चायल, क्षेत्रफल 210 वर्ग मीटर (60 फिट सड़क से लगा हुआ)
विक्रय मूल्य: रु0 3,57,000/- (तीन लाख सत्तावन हजार मात्र), अर्थात रु0 1,700 प्रति वर्ग मीटर
स्टाम्प शुल्क: रु0 25,000/-
""")
u("backlog/2025-11/FIR 214 Kareli NDPS.pdf", "document_scan", "Police Station Kareli, Prayagraj", "2025-11-26", ["C03"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)
District: Prayagraj   P.S.: Kareli   Case Crime No. 0214/2025   Date: 26.11.2025   Time: 21:40
Acts & Sections: NDPS Act, 1985 - 8/21
Information: During checking near Ghaus Nagar tiraha, Kareli at about 8.15 PM, a young man seeing the police tried
to run; caught at the spot, disclosed his name as Shahnawaz @ Sonu s/o Mohd. Yaseen r/o Kareli. On search in the
presence of a gazetted officer (CO Kareli) as per s. 50 NDPS Act, 62 grams of illegal smack in a polythene was
recovered from the right pocket of his jeans. Seized and sealed on the spot; sample drawn.   SI Rakesh Chaurasia
""")
u("backlog/2026-02/WhatsApp Image 2026-02-02 at 19.14.06.jpeg", "document_photo", "Swaroop Rani Nehru Hospital, Prayagraj", "2026-02-02", ["C03"], [], """
SWAROOP RANI NEHRU HOSPITAL (MLN MEDICAL COLLEGE), PRAYAGRAJ
DEPARTMENT OF NEPHROLOGY - OPD CARD                         CR No. 2026/0041877
Patient: SHABANA BEGUM   Age/Sex: 58/F   W/o: Mohd. Yaseen   Address: Kareli, Prayagraj
Diagnosis: CKD Stage V, on maintenance haemodialysis (twice weekly, Tue/Sat)
Advice: continue dialysis; Inj. EPO 4000 IU weekly; attendant required for each dialysis session.
Date: 02.02.2026                                                  sd/- Sr. Resident, Nephrology
""")
u("backlog/2024-06/summoning order ACJM III Naini.pdf", "document_scan", "Additional Chief Judicial Magistrate-III, Prayagraj", "2024-06-12", ["C04"], [], """
IN THE COURT OF ADDITIONAL CHIEF JUDICIAL MAGISTRATE-III, PRAYAGRAJ
Case No. 5521 of 2024   State vs Vinod Agrawal & Others   Case Crime No. 88 of 2024, P.S. Naini
u/s 406, 420, 506 IPC
12.06.2024  Charge sheet No. 61 of 2024 submitted against the accused Vinod Agrawal, Pramod Agrawal and Smt. Rekha
Agrawal. Perused the charge sheet and the case diary. Prima facie sufficient grounds exist. Cognizance taken. Summon
the accused for 18.07.2024.
                                                    ACJM-III, Prayagraj
""")
u("backlog/2025-08/Commissioner order batwara appeal 912.pdf", "document_scan", "Commissioner, Prayagraj Division", "2025-08-14", ["C05"], [], """
न्यायालय आयुक्त, प्रयागराज मण्डल, प्रयागराज
अपील संख्या 0912/2024 (कम्प्यूटरीकृत वाद संख्या C202410000912) अन्तर्गत धारा 207 उ0प्र0 राजस्व संहिता, 2006
श्रीमती सुमित्रा देवी आदि           बनाम           जगदम्बा प्रसाद मौर्य
ग्राम बहादुरपुर, परगना सिकन्दरा, तहसील फूलपुर, जनपद प्रयागराज
निर्णय
उपजिलाधिकारी फूलपुर द्वारा धारा 116 के वाद में पारित अन्तिम डिक्री दिनांक 09.05.2024 में कुर्रा इस प्रकार बनाया गया कि
अपीलार्थिनी के हिस्से में गाटा संख्या 318 का कुआँ व पक्के रास्ते से लगा भाग नहीं आया। कुर्रा साम्यपूर्ण नहीं है।
अपील स्वीकार की जाती है। अवर न्यायालय की डिक्री निरस्त कर नया कुर्रा बनाने हेतु पत्रावली प्रतिप्रेषित।
दिनांक 14.08.2025                                            ह0 आयुक्त, प्रयागराज मण्डल
""")
u("backlog/2025-09/IMG_20250920_112944.jpg", "document_photo", "Tehsil Phulpur (khatauni)", "2025-09-20", ["C05"], [], """
उद्धरण खतौनी   फसली वर्ष 1431-1436   भाग-1
ग्राम: बहादुरपुर   परगना: सिकन्दरा   तहसील: फूलपुर   जनपद: प्रयागराज
खाता संख्या: 00214   श्रेणी 1-क (भूमिधर संक्रमणीय)
खातेदार: जगदम्बा प्रसाद पुत्र रामलखन, नि0 ग्राम;  श्रीमती सुमित्रा देवी पत्नी स्व0 शिवबरन, नि0 ग्राम
गाटा संख्या    क्षेत्रफल (हे0)
318           0.810
319मि         0.404
योग   2   1.214
दिनांक 20.09.2025 (ऑनलाइन उद्धरण, भूलेख उ0प्र0)
""")
u("backlog/2022-11/notice u-s 106 Deepak Jaiswal.pdf", "document_scan", L, "2022-11-10", ["C06"], [], """
MOHD. TARIQ ZAIDI, Advocate, High Court, Allahabad        Chamber 4/17, New Advocates' Chambers, High Court
Regd. A.D.                                                      Dated: 10.11.2022
To, Sri Deepak Jaiswal s/o Sri Kanhaiya Lal Jaiswal, Shop No. 14, Chowk (near Ghantaghar), Prayagraj
NOTICE u/s 106 of the Transfer of Property Act read with s. 20(2)(a) of U.P. Act No. 13 of 1972
Under instructions from my client Haji Mohd. Ishaq: you are a tenant of shop no. 14 at a rent of Rs. 4,500 per
month. You have not paid rent since January 2022 (arrears 11 months, Rs. 49,500) in spite of demand. Your tenancy is
hereby terminated on the expiry of thirty days from the receipt of this notice. Pay the arrears and hand over
vacant possession, failing which a suit for ejectment will be filed at your cost.          Advocate
""")
u("backlog/2023-02/plaint SCC 88 of 2023.pdf", "document_scan", L, "2023-02-15", ["C06"], [], """
IN THE COURT OF JUDGE SMALL CAUSES, PRAYAGRAJ
S.C.C. Suit No. 88 of 2023
Haji Mohd. Ishaq s/o Late Haji Abdul Rasheed, r/o 61 Rani Mandi, Prayagraj  ...  Plaintiff
Versus  Deepak Jaiswal s/o Sri Kanhaiya Lal Jaiswal, Shop No. 14, Chowk, Prayagraj  ...  Defendant
SUIT FOR EJECTMENT AND RECOVERY OF ARREARS OF RENT AND DAMAGES
1. The defendant is a tenant of shop no. 14, Chowk (near Ghantaghar) at Rs. 4,500 per month.
2. The defendant has not paid rent since 01.01.2022 and is a defaulter within s. 20(2)(a) of U.P. Act No. 13 of 1972.
3. Notice dated 10.11.2022 terminating the tenancy was served on 14.11.2022; neither rent paid nor shop vacated.
Relief: (a) ejectment; (b) arrears of rent Rs. 58,500 (January 2022 to January 2023); (c) damages for use and
occupation @ Rs. 4,500 per month till delivery of possession; (d) costs.           Plaintiff, through counsel
""")
u("backlog/2023-05/WS Deepak Jaiswal SCC 88.pdf", "document_scan", "Sri Suresh Chandra Kesarwani, Advocate (for the defendant)", "2023-05-19", ["C06"], [], """
IN THE COURT OF JUDGE SMALL CAUSES, PRAYAGRAJ     S.C.C. Suit No. 88 of 2023
Haji Mohd. Ishaq vs Deepak Jaiswal
WRITTEN STATEMENT ON BEHALF OF THE DEFENDANT
1. Para 1 admitted. 2. Para 2 denied. The defendant paid rent every month in cash to the plaintiff's munim Sri Abdul
Hameed, who stopped giving receipts after December 2021 on one pretext or another.
3. The defendant has deposited the entire amount under s. 20(4) of the Act at the first hearing and is entitled to
its benefit. 4. The notice is illegal and was never served. The suit is liable to be dismissed with costs.
                                                  Defendant, through Suresh Chandra Kesarwani, Advocate
""")
u("backlog/2021-12/rent raseed dec 2021.jpg", "document_photo", "Abdul Hameed (munim of Haji Mohd. Ishaq)", "2021-12-05", ["C06"], [], """
किराया रसीद                                          रसीद नं0 0227
हाजी मो0 इसहाक, 61 रानी मंडी, इलाहाबाद
प्राप्त किया श्री दीपक जायसवाल से दुकान नं0 14 चौक (घंटाघर के पास) का माह दिसम्बर 2021 का किराया
रु0 4,500/- (चार हजार पाँच सौ रुपये मात्र)
दिनांक 05.12.2021                                  ह0 अब्दुल हमीद (मुनीम)
""")
u("backlog/2025-09/DDC order Sahson revision 1148.pdf", "document_scan", "Deputy Director of Consolidation, Prayagraj", "2025-09-22", ["C07"], [], """
न्यायालय उप संचालक चकबन्दी, प्रयागराज
निगरानी संख्या 1148/2024 अन्तर्गत धारा 48 उ0प्र0 जोत चकबन्दी अधिनियम, 1953
राम किशोर पटेल               बनाम               लालजी पटेल आदि
ग्राम सहसों, परगना सिकन्दरा, तहसील फूलपुर, जनपद प्रयागराज
आदेश
निगरानीकर्ता का कथन है कि गाटा संख्या 447 (नलकूप सहित) उसके पिता के पुराने मालियत क्षेत्र से जुड़ी है। बन्दोबस्त अधिकारी
चकबन्दी का आदेश निरस्त किया जाता है। गाटा संख्या 447 विपक्षी लालजी पटेल आदि के चक संख्या 212 से निकाल कर
निगरानीकर्ता के चक संख्या 118 में सम्मिलित की जाती है। निगरानी स्वीकार।
दिनांक 22.09.2025                                     ह0 उप संचालक चकबन्दी, प्रयागराज
""")

# ---------------- C01 Kiran Lata salary writ (Court 29)
u("backlog/2026-01/IMG_20260113_151122.jpg", "handwritten_note_photo", L, "2026-01-13", ["C01"], ["C01-H01"], """
13.1.26 (Tue)  Ct 29 - Mathur J - fresh list item 41
WA 8823/25 Kiran Lata Mishra v. State (Phulpur teacher, vetan band since Aug 25)
Notice. SC accepted notice for R1, R2. Ravindra Pratap Singh for BSA (R3, R4):
counter affidavit 3 hafte mein, rejoinder 1 hafte. List after 4 weeks - computer date 24.2.26.
Umesh ji (husband) ko bata diya. Fees baqi 10,000.
""")
u("backlog/2026-02/IMG_20260224_170540.jpg", "handwritten_note_photo", L, "2026-02-24", ["C01", "C03"], ["C01-H02", "C03-H02"], """
24.2.26  HC
1) Ct 29 Kiran Lata - RPS (BSA) phir: "counter affidavit taiyar hai, 2 hafte aur". Mil gaya, lekin Mathur J
   naraz - "not a third time". ND 16.3.26.
2) Ct 66 Sonu bail (smack) - AGA ke instructions aa gaye: ek purana case - Crime No. 361/2022 u/s 8/20 NDPS
   (ganja), PS Kareli - usme zamanat mili hui hai. Bhatnagar J: FSL report kahan hai? aur 52A ka compliance?
   ND 17.3.26. Nawab ko bola FSL ki nakal ke liye Special Judge NDPS court me dekhe.
""")
u("backlog/2026-03/CamScanner 17-03-2026 10.02.pdf", "certified_order_sheet_scan", "High Court of Judicature at Allahabad", "2026-03-17", ["C01"], ["C01-H03"], """
HIGH COURT OF JUDICATURE AT ALLAHABAD

Court No. - 29

Case :- WRIT - A No. - 8823 of 2025

Petitioner :- Smt. Kiran Lata Mishra
Respondent :- State Of U.P. And 3 Others
Counsel for Petitioner :- Mohd. Tariq Zaidi
Counsel for Respondent :- C.S.C., Ravindra Pratap Singh

Hon'ble Vivek Chandra Mathur,J.

1. On 13.01.2026 learned counsel for respondent nos. 3 and 4 sought three weeks' time to file counter affidavit.
On 24.02.2026 further two weeks' time was granted. Today again no counter affidavit has been filed and further
time is prayed for.
2. The petitioner, an Assistant Teacher in a recognised and aided Junior High School, has not been paid her salary
since August, 2025, on the basis of an audit objection, without any notice to her.
3. The Basic Shiksha Adhikari, Prayagraj shall file his personal affidavit explaining why the salary of the
petitioner has been stopped, failing which he shall remain present in person before this Court on the next date.
4. List on 20.04.2026.

Order Date :- 16.3.2026
Ishan
""")
u("backlog/2026-04/kiran lata 20.4.docx", "typed_note_docx", L, "2026-04-20", ["C01"], ["C01-H04"], """
20.04.2026 - WRIT-A 8823/2025 Kiran Lata Mishra v. State - Mathur J, Ct. 29
BSA ka personal affidavit (counter) finally filed - says financial approval of the 2014 appointment "not traceable
in the office", salary stopped on audit objection.
Mathur J: salary cannot be stopped without notice. Interim: current salary to be paid from May 2026 onwards;
arrears subject to the result of the writ. Rejoinder 2 hafte mein.
ND 18.05.2026. Umesh ji ko WhatsApp kar diya.
""")
u("backlog/2026-07/kiran lata 21-7.txt", "typed_note_txt", L, "2026-07-21", ["C01"], ["C01-H06"], """
21-7-26 Ct 29 Mathur J - Kiran Lata writ
Rejoinder on record. Bahas hui 20 min. RPS: approval letter dt 03.07.2014 file me nahi hai.
Judge: BSA apni original file (approval of 2014) le kar aaye next date pe - "original record to be produced".
Part heard. ND 8.9.26. Current salary mil rahi hai - May, June aayi (Umesh confirmed).
""")
u("backlog/2026-09/Doc1.docx", "typed_note_docx", L, "2026-09-08", ["C01"], ["C01-H07"], """
08.09.2026  Kiran Lata (WA 8823/25) - Ct 29
Original file produced by the BSA office clerk. Approval letter dated 03.07.2014 IS THERE at page 47!
Mathur J to RPS: "then why was the salary stopped?" - no answer.
Regularisation: our prayer under the 2016 G.O.; SC to take instructions from the Director of Education (Basic).
Arrears Aug 2025 - Apr 2026 (9 months x 52,400 = Rs. 4,71,600) still not paid.
Adjourned for want of time. ND 17.11.2026.
""")
u("backlog/2026-11/IMG_20261117_160233.jpg", "handwritten_note_photo", L, "2026-11-17", ["C01"], ["C01-H08"], """
17/11/26  Ct 29
Kiran Lata - SC Amit Srivastava: Director se regularisation pe instructions nahi aaye - time.
Mathur J: "last opportunity" - next date pe instructions nahi to Director personally affidavit de.
Interim (current salary) continue. Additional cause list me 4.1.27 (chhuttiyon ke baad).
""")
u("backlog/2026-11/WRIT-A_8823_2025_17112026.pdf", "certified_order_sheet_scan", "High Court of Judicature at Allahabad", "2026-11-18", ["C01"], ["C01-H08"], """
HIGH COURT OF JUDICATURE AT ALLAHABAD

Court No. - 29

Case :- WRIT - A No. - 8823 of 2025

Petitioner :- Smt. Kiran Lata Mishra
Respondent :- State Of U.P. And 3 Others
Counsel for Petitioner :- Mohd. Tariq Zaidi
Counsel for Respondent :- C.S.C., Ravindra Pratap Singh

Hon'ble Vivek Chandra Mathur,J.

1. Learned Standing Counsel prays for time to obtain instructions from the Director of Education (Basic) on the
claim of the petitioner for regularisation.
2. As a last opportunity, time is granted. If instructions are not received, the Director of Education (Basic),
U.P. shall file his personal affidavit.
3. The interim order dated 20.04.2026 shall continue.
4. List in the additional cause list on 04.01.2027.

Order Date :- 17.11.2026
Ishan
""")
u("backlog/2027-01/WhatsApp Chat - Umesh Mishra.txt", "whatsapp_export", "Umesh Mishra", "2027-01-02", ["C01"], ["C01-H04", "C01-H08"], """
[20/04/26, 4:12:33 PM] Tariq Zaidi Adv: Umesh ji aaj BSA ka counter aa gaya. Court ne May se current salary dene ka hukm diya hai. Arrears abhi nahi, writ ke faisle par.
[20/04/26, 4:20:01 PM] Umesh Mishra: Bahut bahut dhanyavad sir. Arrears kitna banta hai?
[20/04/26, 4:25:10 PM] Tariq Zaidi Adv: Aug 2025 se April 2026, 9 mahine - 52,400 ke hisaab se 4,71,600.
[05/06/26, 10:02:44 AM] Umesh Mishra: Sir May ki salary account me aa gayi 52,400. Passbook ki photo bhej raha hun
[05/06/26, 10:02:51 AM] Umesh Mishra: <attached: IMG_5590.HEIC>
[17/11/26, 5:40:19 PM] Tariq Zaidi Adv: Aaj SC ne regularisation par instructions ke liye time liya. Court ne last opportunity di hai. Agli tareekh 4 January 2027.
[17/11/26, 5:44:02 PM] Umesh Mishra: Sir arrears ka kya hua?
[17/11/26, 5:46:30 PM] Tariq Zaidi Adv: Arrears ka sawal regularisation ke saath hi tay hoga. Ghabraiye mat.
[02/01/27, 8:15:10 PM] Umesh Mishra: Sir 4 ko Kiran ji ko aana hai kya?
[02/01/27, 8:20:55 PM] Tariq Zaidi Adv: Zaroorat nahi. Court 29, additional cause list me hai. Main dekh lunga.
""")

# ---------------- C02 Jhalwa LA first appeal (Court 5)
u("backlog/2026-02/FA 412 Jhalwa 25.2.docx", "typed_note_docx", L, "2026-02-25", ["C02"], ["C02-H02"], """
25.02.2026 - FIRST APPEAL 412/2024 Ram Dulare Patel v. State - Verma J, Ct. 5
Heard briefly. Ma'am: "give me a tabulated chart of the exemplars - sale deed, date, area, rate per sq m - both sides".
Our exemplar: bainama dt 18.02.2013, 210 sq m at Jhalwa @ Rs. 1,700 per sq m (Paper 31-Ga before the ref. court).
SLAO award Rs. 420 per sq m; reference court gave Rs. 650; we claim Rs. 1,850 per sq m + solatium 30% + 12%.
ND 08.04.2026. Santosh ko chart ke liye baaki bainame (4 more) lane ko bola.
""")
u("backlog/2026-05/jhalwa FA 13.5.txt", "typed_note_txt", L, "2026-05-13", ["C02"], ["C02-H04"], """
13.5.26  Ct 5  Jhalwa FA (Ram Dulare)
Chart filed - 5 exemplars (2011-2014), avg Rs. 1,640 per sq m. Argued 1 hr 10 min.
Ma'am: "belt area abutting the 60 ft road - why one rate for the whole 6,320 sq m?" - debate on 1/3 deduction for
development. CSC: no instructions on 2013 Act (s. 24(2)) point.
Part heard. ND 5.8.26 (vacation ke baad).
""")
u("backlog/2026-08/Adobe Scan 06 Aug 2026.pdf", "certified_order_sheet_scan", "High Court of Judicature at Allahabad", "2026-08-06", ["C02"], ["C02-H05"], """
HIGH COURT OF JUDICATURE AT ALLAHABAD

Court No. - 5

Case :- FIRST APPEAL No. - 412 of 2024

Appellant :- Ram Dulare Patel And 4 Others
Respondent :- State Of U.P. And Another
Counsel for Appellant :- Mohd. Tariq Zaidi
Counsel for Respondent :- C.S.C., Kaushal Kishore Tiwari

Hon'ble Mrs. Shashi Prabha Verma,J.

1. Illness slip has been circulated on behalf of Sri Kaushal Kishore Tiwari, learned counsel for respondent no. 2,
Prayagraj Development Authority.
2. This is the third occasion on which the appeal could not proceed on account of counsel for respondent no. 2
(illness slip on 21.01.2026, pass over and non-availability on 08.04.2026). The appellants are agriculturists
whose land was acquired in 2012.
3. The request is allowed subject to payment of costs of Rs. 5,000/- to the appellants within two weeks.
4. List on 07.10.2026 for hearing on behalf of respondent no. 2.

Order Date :- 5.8.2026
Saurabh
""")
u("backlog/2026-10/20261007_163015.jpg", "handwritten_note_photo", L, "2026-10-07", ["C02"], ["C02-H06"], """
7/10  Ct 5 - Jhalwa FA
Tiwari argued 40 min: exemplar chhota plot hai, comparable nahi; "Rs. 650 is already generous".
Costs Rs. 5,000 paid - DD Santosh ko de diya.
Ma'am asked PDA: scheme me plots kis rate pe beche? - Tiwari: no instructions.
ND 9.12.26
""")
u("backlog/2026-12/FA 412 args concluded 9.12.docx", "typed_note_docx", L, "2026-12-09", ["C02"], ["C02-H07"], """
09.12.2026 - FA 412/2024 - Jhalwa - Ct 5
Arguments concluded both sides. Put PDA's own brochure to Tiwari: Kalindipuram plots sold @ Rs. 14,500 per sq m
in 2019. Ma'am: written submissions 2 hafte mein, max 5 pages, both sides.
ND 20.01.2027 (after winter vacation). Santosh ko bataya - faisla shayad Feb-March tak.
""")

# ---------------- C03 Shahnawaz NDPS bail (Court 66)
u("backlog/2026-02/sonu bail 10.2.txt", "typed_note_txt", L, "2026-02-10", ["C03"], ["C03-H01"], """
10.2.26  Ct 66 Bhatnagar J - Shahnawaz @ Sonu bail (Kareli, 8/21 NDPS, 62 gm smack) - fresh
AGA Pramod Dwivedi: instructions nahi aaye thane se.
Judge ka pehla sawal: criminal history? Maine kaha none to my knowledge - AGA to verify.
Jail since 26.11.2025. Ammi (Shabana Begum) dialysis par - papers on record.
ND 24.2.26. Nawab ko phone kiya.
""")
u("backlog/2026-03/IMG_5218.HEIC", "handwritten_note_photo", L, "2026-03-17", ["C03"], ["C03-H03"], """
17.3.26  Ct 66 - Sonu bail
FSL report aa gayi: 62 g, diacetylmorphine 2.1% only - intermediate qty, s. 37 ki rigour nahi.
52A: inventory before magistrate on 04.12.2025 (8 din baad).
AGA counter 1 hafte mein. ND 7.4.26.
""")
u("backlog/2026-04/BAIL 6218 of 2026 order 07.04.2026.pdf", "certified_order_sheet_scan", "High Court of Judicature at Allahabad", "2026-04-08", ["C03"], ["C03-H04"], """
HIGH COURT OF JUDICATURE AT ALLAHABAD

Court No. - 66

Case :- CRIMINAL MISC. BAIL APPLICATION No. - 6218 of 2026

Applicant :- Shahnawaz @ Sonu
Opposite Party :- State of U.P.
Counsel for Applicant :- Mohd. Tariq Zaidi
Counsel for Opposite Party :- G.A.

Hon'ble Ajay Narain Bhatnagar,J.

1. Heard learned counsel for the applicant and Sri Pramod Kumar Dwivedi, learned A.G.A. for the State.
2. The applicant is in jail since 26.11.2025 in Case Crime No. 214 of 2025, u/s 8/21 NDPS Act, P.S. Kareli,
District Prayagraj. The alleged recovery is 62 grams of smack; the FSL report shows diacetylmorphine content of
2.1 per cent. The quantity is intermediate and the bar of Section 37 of the NDPS Act is not attracted.
3. The applicant has one previous case (Case Crime No. 361 of 2022, u/s 8/20 NDPS Act) in which he is on bail.
4. Without expressing any opinion on the merits, let the applicant Shahnawaz @ Sonu be released on bail on his
furnishing a personal bond and two sureties each in the like amount to the satisfaction of the court concerned,
subject to the conditions that he shall not tamper with the evidence and shall appear on each date fixed.
5. The bail application is allowed.

Order Date :- 7.4.2026
Vikas
""")
u("backlog/2026-04/WhatsApp Chat - Nawab Kareli.txt", "whatsapp_export", "Nawab (brother of Shahnawaz)", "2026-04-14", ["C03"], ["C03-H04"], """
[02/02/26, 7:15:40 PM] Nawab Kareli: Assalam alaikum sir. Ammi ke dialysis ke papers bhej raha hun
[02/02/26, 7:15:52 PM] Nawab Kareli: <attached: WhatsApp Image 2026-02-02 at 19.14.06.jpeg>
[02/02/26, 7:30:11 PM] Tariq Zaidi Adv: Walaikum assalam. Mil gaye, bail application ke saath lagwa raha hun.
[07/04/26, 1:05:12 PM] Tariq Zaidi Adv: Nawab, Sonu ki zamanat ho gayi. Do zamanatdar taiyar rakho, "like amount". Order website par kal tak aa jayega.
[07/04/26, 1:10:47 PM] Nawab Kareli: Alhamdulillah sir! Ammi bahut khush hain. Baaki fees 15,000 kal chamber me de dunga
[09/04/26, 11:20:03 AM] Nawab Kareli: Sir order ki copy mil gayi, kal Special Judge NDPS ke yahan bonds bharenge
[14/04/26, 6:48:29 PM] Nawab Kareli: Sir Sonu Naini jail se bahar aa gaya. Shukriya sir
""")

# ---------------- C04 Agrawal 482 (Court 77)
u("backlog/2026-01/Agrawal 482 notes 19.01.docx", "typed_note_docx", L, "2026-01-19", ["C04"], ["C04-H01"], """
19.01.2026 - APPLICATION U/S 482 No. 30517/2024 Vinod Agrawal & 2 ors v. State & Rakesh Agrahari - Farooqui J, Ct. 77
Imtiaz Ahmad Ansari (for OP2): counter affidavit file nahi hua, 3 hafte ka samay maanga - mil gaya.
Interim order (no coercive action, dt 15.07.2024) extended till next date. ND 23.02.2026.
Note: OP2 claims Rs. 8,40,000 for cement and TMT steel supplied in 2023; our case - short supply, defective TMT,
amount disputed, purely civil dispute.
""")
u("backlog/2026-02/482 30517-2024 order 23.02.2026.pdf", "certified_order_sheet_scan", "High Court of Judicature at Allahabad", "2026-02-24", ["C04"], ["C04-H02"], """
HIGH COURT OF JUDICATURE AT ALLAHABAD

Court No. - 77

Case :- APPLICATION U/S 482 No. - 30517 of 2024

Applicant :- Vinod Agrawal And 2 Others
Opposite Party :- State Of U.P. And Another
Counsel for Applicant :- Mohd. Tariq Zaidi
Counsel for Opposite Party :- G.A., Imtiaz Ahmad Ansari

Hon'ble Nadeem Akhtar Farooqui,J.

1. Counter affidavit filed today on behalf of opposite party no. 2 is taken on record.
2. The dispute appears to be essentially of a monetary nature. Learned counsel for the parties agree that the
matter be referred to the Allahabad High Court Mediation and Conciliation Centre.
3. The parties shall appear before the Centre on 12.03.2026. The Centre shall submit its report.
4. List on 13.04.2026 along with the report. Interim order to continue till the next date.

Order Date :- 23.2.2026
Rizwan
""")
u("backlog/2026-05/IMG_20260511_141507.jpg", "handwritten_note_photo", L, "2026-05-11", ["C04"], ["C04-H04"], """
11/5  Ct 77 - Agrawal 482
Mediation FAILED - non-starter report. Agrahari byaaj (interest) ke bina 5 lakh maanne ko taiyar nahi.
Farooqui J: "then on merits". Rejoinder 2 weeks. Interim continue.
ND 13.7.26
""")
u("backlog/2026-08/New Microsoft Word Document (3).docx", "typed_note_docx", L, "2026-08-24", ["C04"], ["C04-H06"], """
24.08.2026 - Ct 77 - Agrawal 482 (30517/2024)
Argued 35 min: (1) summoning order non-speaking; (2) dispute purely civil.
Judge asked: "Is a civil suit pending?" - yes: O.S. No. 611 of 2024, Rakesh Agrahari v. Agrawal Cement Agency,
recovery of Rs. 8,40,000, Civil Judge (Sr. Div.), Prayagraj - showed the plaint copy. Judge noted it.
Part heard. ND 12.10.26. Interim continues.
""")
u("backlog/2026-10/agrawal 482 12 oct.txt", "typed_note_txt", L, "2026-10-12", ["C04"], ["C04-H07"], """
12.10.26  Ct 77 - Agrawal 482
Imtiaz sahab ke ghar me death (bereavement) - unke junior ne adjournment maanga, court ne de diya.
Interim continues. ND 16.11.26
""")
u("backlog/2026-10/correction agrawal ND.txt", "typed_note_txt", L, "2026-10-13", ["C04"], [], """
13/10 - CORRECTION
Agrawal 482 (Ct 77): kal ke note me ND 16.11 likh diya - galat. HC website (case status) par 14.12.2026 hai.
Ram Sajivan ne listing section se bhi confirm kiya. Vinod ji ko sahi tareekh 14 December bata di.
""")
u("backlog/2026-12/IMG_20261214_155810.jpg", "handwritten_note_photo", L, "2026-12-14", ["C04"], ["C04-H08"], """
14.12.26  Ct 77 - Agrawal 482
Humne bahas poori ki (concluded). Imtiaz ne shuru kiya - "cheques bhi bounce hue, shuru se niyat kharab" -
aadha ghanta, fir time over.
ND 11.1.27 - OP2 ki baaki bahas.
""")

# ---------------- C05 Bahadurpur batwara second appeal (Board of Revenue)
u("backlog/2026-01/IMG-20260130-WA0008.jpg", "certified_order_sheet_scan", "Board of Revenue, U.P., Prayagraj", "2026-01-30", ["C05"], ["C05-H01"], """
न्यायालय सदस्य (न्यायिक)-4, राजस्व परिषद, उत्तर प्रदेश, प्रयागराज
द्वितीय अपील संख्या 1184/2025 (कम्प्यूटरीकृत वाद संख्या R20251540001184) अन्तर्गत धारा 208 उ0प्र0 राजस्व संहिता, 2006
जगदम्बा प्रसाद मौर्य                बनाम                श्रीमती सुमित्रा देवी आदि
आदेश पत्रक
28.01.2026  अपीलार्थी के विद्वान अधिवक्ता श्री मो0 तारिक ज़ैदी को सुना। अपील ग्रहण की जाती है। प्रत्यर्थीगण को
            नोटिस जारी हो। अगली तिथि तक आयुक्त के आदेश दिनांक 14.08.2025 के अनुपालन में नये कुर्रा के अनुसार
            कब्जा परिवर्तन की कार्यवाही स्थगित रहेगी। पत्रावली दिनांक 11.03.2026 को पेश हो।
                                                              ह0 सदस्य (न्यायिक)
""")
u("backlog/2026-04/IMG-20260422-WA0011.jpg", "handwritten_note_photo", K, "2026-04-22", ["C05"], ["C05-H03"], """
दिनांक 22.04.2026 बुधवार
राजस्व परिषद कोर्ट 4 - जगदम्बा प्रसाद बनाम सुमित्रा देवी (द्वितीय अपील 1184/2025)
प्रत्यर्थी 1 से 3 की ओर से वकील श्री हरिशंकर पाल आए, वकालतनामा दाखिल, आपत्ति के लिए समय माँगा।
स्थगन आदेश जारी। अगली तारीख 20.05.2026
- रामसजीवन
""")
u("backlog/2026-07/8.7.26 board + call.txt", "typed_note_txt", L, "2026-07-08", ["C05", "C02"], ["C05-H05"], """
8.7.26 (wed)
1) Rev Board Ct 4 - Jagdamba 2nd appeal: Pal ki aapatti (objection) file - says SDM ne kurra galat banaya,
   Sumitra ke hisse me kuan (well) wala hissa nahi aaya. Gautam sahab: "misil (SDM Phulpur ki original file) tallab ho"
   - misil summoned. Stay extended. ND 27.8.26.
2) Santosh Patel (Jhalwa FA) ka phone - PDA wale gaon me naye sire se survey kar rahe hain; told him appeal pending,
   koi kagaz sign na karein. FA me agli tareekh 5 Aug.
""")
u("backlog/2026-08/IMG-20260827-WA0004.jpg", "handwritten_note_photo", K, "2026-08-27", ["C05"], ["C05-H06"], """
दिनांक 27.08.2026 गुरुवार
राजस्व परिषद - जगदम्बा प्रसाद मौर्य की अपील
मिसल (अवर न्यायालय की पत्रावली) नहीं आई। उपजिलाधिकारी फूलपुर को रिमाइंडर जारी।
स्थगन आदेश अगली तिथि तक बढ़ा। अगली तारीख 14.10.2026
- रामसजीवन
""")
u("backlog/2026-10/jagdamba board 14.10.docx", "typed_note_docx", L, "2026-10-14", ["C05"], ["C05-H07"], """
14.10.2026 - Board of Revenue, Ct 4 (Gautam sahab) - Second Appeal 1184/2025 Jagdamba Prasad v. Sumitra Devi
Misil finally aa gayi (SDM Phulpur). Argued 30 min: s. 116 - kurra as per the lekhpal's report and the
fard batwara signed on the spot by Sumitra's son Rakesh; the Commissioner ignored this consent.
Pal ne kaha reply next date. Stay continues. ND 02.12.2026.
""")
u("backlog/2026-12/IMG-20261202-WA0016.jpg", "handwritten_note_photo", K, "2026-12-02", ["C05"], ["C05-H08"], """
दिनांक 02.12.2026 बुधवार
राजस्व परिषद कोर्ट 4 - जगदम्बा प्रसाद बनाम सुमित्रा देवी
पुकार पर प्रत्यर्थी के अधिवक्ता श्री पाल उपस्थित नहीं। सदस्य महोदय ने प्रत्यर्थीगण को अंतिम अवसर दिया।
स्थगन जारी। अगली तारीख 13.01.2027
- रामसजीवन
""")

# ---------------- C06 Chowk shop eviction (JSCC, Kachehri)
u("backlog/2026-02/ishaq SCC DW1 cross 6.2.txt", "typed_note_txt", L, "2026-02-06", ["C06"], ["C06-H02"], """
6.2.26  SCC Ct 2 (Rai sahab) - Haji Ishaq v. Deepak Jaiswal - DW1 cross by me, 50 min
Admitted: last written receipt Dec 2021; uske baad "Hameed munim ko cash diya, raseed nahi li".
Admitted no bank entry, no witness of any payment.
Admitted s. 20(4) deposit at the first hearing was Rs. 54,000 only (12 months) - not arrears + interest + costs.
Katra wali dukaan ke baare me poocha - admitted! "Katra me bhai ki dukaan hai, main bhi baithta hun".
ND 13.3.26 - DW2.
""")
u("backlog/2026-03/SCC 88-2023 ordersheet 13.03.2026.pdf", "certified_order_sheet_scan", "Judge Small Cause Court, Prayagraj", "2026-03-16", ["C06"], ["C06-H03"], """
न्यायालय लघुवाद न्यायाधीश, प्रयागराज
एस.सी.सी. वाद संख्या 88/2023       हाजी मो0 इसहाक बनाम दीपक जायसवाल
13.03.2026  पत्रावली पेश हुई। वादी के विद्वान अधिवक्ता उपस्थित। प्रतिवादी का साक्षी डी.डब्लू.-2 उपस्थित नहीं।
            प्रतिवादी अधिवक्ता द्वारा स्थगन प्रार्थना पत्र प्रस्तुत। ₹500/- हर्जे पर स्वीकार, जो वादी को देय होगा।
            पत्रावली दिनांक 10.04.2026 को साक्ष्य प्रतिवादी हेतु पेश हो।
                                                            ह0 लघुवाद न्यायाधीश, प्रयागराज
""")
u("backlog/2026-04/IMG-20260410-WA0019.jpg", "handwritten_note_photo", K, "2026-04-10", ["C06"], ["C06-H04"], """
दिनांक 10.04.2026 शुक्रवार - कचहरी, लघुवाद न्यायालय
इसहाक साहब बनाम दीपक जायसवाल (SCC 88/2023)
प्रतिवादी साक्षी DW2 मुन्ना लाल (बगल के दुकानदार) का बयान हुआ - बोले दीपक हर महीने मुनीम हमीद को किराया देता था,
"अपनी आँखों से देखा"। वकील साहब की जिरह में रकम और तारीख नहीं बता पाए।
पिछली तारीख का हर्जा 500 रुपये मिल गया। प्रतिवादी साक्ष्य समाप्त।
अगली तारीख 08.05.2026 - बहस
""")
u("backlog/2026-07/ishaq args 10.07.docx", "typed_note_docx", L, "2026-07-10", ["C06"], ["C06-H06"], """
10.07.2026 - SCC 88/2023 Haji Mohd. Ishaq v. Deepak Jaiswal - JSCC Ct 2
Bahas from our side 40 min: default of more than four months - s. 20(2)(a); s. 20(4) deposit short; tenant has
another shop in Katra (DW1's own admission).
Kesarwani moved amendment application (O. 6 R. 17 CPC) to plead that Ishaq sahab's son Faisal took rent online on
PhonePe (!). Reply by us next date. ND 21.08.26.
""")
u("backlog/2026-08/SCC 88-2023 order 21.08.2026.pdf", "certified_order_sheet_scan", "Judge Small Cause Court, Prayagraj", "2026-08-24", ["C06"], ["C06-H07"], """
न्यायालय लघुवाद न्यायाधीश, प्रयागराज
एस.सी.सी. वाद संख्या 88/2023       हाजी मो0 इसहाक बनाम दीपक जायसवाल
21.08.2026  पत्रावली पेश हुई। प्रतिवादी के संशोधन प्रार्थना पत्र 41-ग पर उभय पक्ष को सुना। प्रार्थना पत्र बहस के
            चरण में, साक्ष्य समाप्त होने के पश्चात दिया गया है; प्रतिवादी यह नहीं दर्शा सका कि सम्यक तत्परता के बावजूद
            यह तथ्य पूर्व में क्यों नहीं लाया जा सका (आदेश 6 नियम 17 का परन्तुक)। प्रार्थना पत्र ₹1,000/- हर्जे सहित
            निरस्त किया जाता है। पत्रावली दिनांक 09.10.2026 को प्रतिवादी की बहस हेतु पेश हो।
                                                            ह0 लघुवाद न्यायाधीश, प्रयागराज
""")
u("backlog/2026-11/ishaq SCC 27.11.txt", "typed_note_txt", L, "2026-11-27", ["C06"], ["C06-H09"], """
27.11.26  SCC Ct 2 - Ishaq v. Deepak Jaiswal
Kesarwani argued 1 hr: s. 20(4) benefit; payments to munim; "no receipt is landlord's fault".
Our rebuttal 10 min: deposit short by Rs. 1,04,000; no receipt after Dec 2021; PhonePe story rejected already.
Rai sahab: judgment 4.1.2027.
Costs: 500 wala mil gaya tha (10.4), 1000 wala abhi tak NAHI diya - next date pe uthana hai.
Ishaq sahab ko bataya.
""")

# ---------------- C07 Sahson chakbandi writ (Court 34)
u("backlog/2026-01/20260115_153344.jpg", "handwritten_note_photo", L, "2026-01-15", ["C07"], ["C07-H01"], """
15/1/26  Ct 34 Dubey J - fresh item 28
Lalji Patel chakbandi writ (WC 21876/25) - notice. SC for R1-R4 (DDC, SOC, CO, state). R5 Ram Kishore Patel - notice.
Interim: status quo regarding possession of gata 447 (tubewell) till next date.
ND 19.2.26. Lalji & Bhaiyalal ko bataya - boring pe koi chhed-chhaad nahi.
""")
u("backlog/2026-02/IMG-20260219-WA0006.jpg", "handwritten_note_photo", K, "2026-02-19", ["C07"], ["C07-H02"], """
दिनांक 19.02.2026 गुरुवार
हाईकोर्ट कोर्ट 34 - लालजी पटेल बनाम उप संचालक चकबन्दी (रिट सी 21876/2025)
प्रत्यर्थी 5 के वकील विंध्याचल सिंह पटेल ने काउंटर के लिए 3 हफ्ते का समय माँगा।
यथास्थिति (status quo) जारी। अगली तारीख 09.04.2026
- रामसजीवन
""")
u("backlog/2026-04/lalji writ 9.4.docx", "typed_note_docx", L, "2026-04-09", ["C07"], ["C07-H03"], """
09.04.2026 - WRIT-C 21876/2025 Lalji Patel v. DDC - Dubey J, Ct 34
R5's counter filed: says gata 447 was in the purana mal of R5's father; tubewell put up in 2011 by Lalji without consent.
Judge: chak naksha (chak allotment map) and CH Form 23 le kar aaiye, and the basic year (aadhar varsh) khatauni -
both sides. Status quo continues.
ND 14.05.26
""")
u("backlog/2026-07/sahson writ args 16.7.txt", "typed_note_txt", L, "2026-07-16", ["C07"], ["C07-H05"], """
16.7.26  Ct 34 - Sahson chakbandi writ (Lalji)
Argued 45 min with the chak naksha: basic year khatauni shows Lalji's father Ramdeen as bhumidhar of gata 447;
nalkoop (tubewell) on it since 2011, bijli connection in Lalji's name (bill annexed as RA-2).
DDC ne hume suna hi nahi - no notice for 15.09.2025, order 22.09.2025.
Dubey J seemed convinced - "original holder ko uska nalkoop wala plot milna chahiye".
Vindhyachal Patel ne bahas ke liye time maanga. ND 17.9.26.
""")
u("backlog/2026-09/WRIT-C_21876_2025_17092026.pdf", "certified_order_sheet_scan", "High Court of Judicature at Allahabad", "2026-09-18", ["C07"], ["C07-H06"], """
HIGH COURT OF JUDICATURE AT ALLAHABAD

Court No. - 34

Case :- WRIT - C No. - 21876 of 2025

Petitioner :- Lalji Patel And Another
Respondent :- Deputy Director Of Consolidation, Prayagraj And 4 Others
Counsel for Petitioner :- Mohd. Tariq Zaidi
Counsel for Respondent :- C.S.C., Vindhyachal Singh Patel

Hon'ble Prakash Chandra Dubey,J.

1. Heard learned counsel for the petitioners, learned Standing Counsel for respondent nos. 1 to 4 and Sri Vindhyachal
Singh Patel for respondent no. 5.
2. The Deputy Director of Consolidation by the order dated 22.09.2025 has taken out plot no. 447, on which the
petitioners' tubewell stands, from their chak no. 212 and placed it in the chak of respondent no. 5, without
affording any opportunity of hearing to the petitioners.
3. The order dated 22.09.2025 is quashed. The matter is remitted to the Deputy Director of Consolidation, Prayagraj
to decide the revision afresh after hearing the parties, within three months from the date of production of a
certified copy of this order. Till then the parties shall maintain status quo over plot no. 447.
4. The writ petition is allowed.

Order Date :- 17.9.2026
Anil
""")

# ---------------- the munshi's month page
u("backlog/2026-05/IMG-20260521-WA0002.jpg", "handwritten_note_photo", K, "2026-05-20", ["C07", "C01", "C05"], ["C07-H04", "C01-H05", "C05-H04"], """
तारीख रजिस्टर - मई 2026
14.05.2026 गुरुवार - कोर्ट 34 - लालजी पटेल (चकबन्दी रिट) - केस नहीं पहुँचा। अगली तारीख 16.07.2026
18.05.2026 सोमवार - कोर्ट 29 - किरन लता मिश्रा (रिट ए 8823/2025) - केस नहीं पहुँचा। अगली तारीख 21.07.2026
20.05.2026 बुधवार - राजस्व परिषद कोर्ट 4 - जगदम्बा प्रसाद - सदस्य महोदय अवकाश पर, तारीख बदली। अगली तारीख 08.07.2026
- रामसजीवन
""")
u("backlog/2026-04/IMG-20260408-WA0013.jpg", "handwritten_note_photo", K, "2026-04-08", ["C02"], ["C02-H03"], """
दिनांक 08.04.2026 बुधवार
हाईकोर्ट कोर्ट 5 - राम दुलारे पटेल बनाम उ0प्र0 सरकार (प्रथम अपील 412/2024, झलवा मुआवजा)
पी.डी.ए. के वकील तिवारी जी ने पास ओवर लिया, फिर केस नहीं पहुँचा।
अगली तारीख 13.05.2026
- रामसजीवन
""")

# ---------------- the junior's chats (iPhone export)
u("backlog/2026-05/WhatsApp Chat - Ayushi Pandey Jr.txt", "whatsapp_export", J, "2026-05-20", ["C02", "C06", "C05", "C04"], ["C06-H01", "C02-H01", "C05-H02", "C04-H03", "C06-H05", "C05-H04"], """
[09/01/26, 12:41:07 PM] Ayushi Pandey Jr: Sir SCC me Deepak Jaiswal (DW1) ka affidavit (chief) file ho gaya. Humara cross Rai sir ne next date pe rakha, time over ho gaya tha. Next 06.02.26
[09/01/26, 12:44:30 PM] Tariq Zaidi Adv: Theek. Cross main karunga, file mere table pe rakh dena
[21/01/26, 11:48:20 AM] Ayushi Pandey Jr: Sir Court 5 me Jhalwa wali FA item 12 pe aayi. Tiwari ji ki taraf se illness slip lag gayi, ma'am ne adjourn kar diya. Next 25.02.26
[21/01/26, 11:50:02 AM] Tariq Zaidi Adv: Hmm. Phir wahi. Note karo
[11/03/26, 2:15:44 PM] Ayushi Pandey Jr: Sir Revenue Board - Jagdamba ji wali appeal: respondents ka tameela (service report) nahi aaya. Fresh notice regd. post + dasti. Next 22.04.26, stay continue
[13/04/26, 12:30:04 PM] Ayushi Pandey Jr: Sir Court 77 - Agrawal 482: mediation centre ki report aayi, "mediation in progress". Vinod ji ne 5 lakh ka offer diya installments me, Agrahari side 8.4 lakh + byaaj maang rahi. Ek sitting aur 28 April ko. Next 11.05.26
[08/05/26, 11:05:19 AM] Ayushi Pandey Jr: Sir Kachehri me aaj hadtal hai, advocates ne kaam se virat rakha. SCC me next date 10.07.26 mil gayi (June chhuttiyan)
[20/05/26, 3:02:58 PM] Ayushi Pandey Jr: Sir Board me Gautam sir chhutti par hain, tareekh badal gayi - 08.07.26
[20/05/26, 3:04:11 PM] Tariq Zaidi Adv: ok. Misil ki application ready rakhna July ke liye
""")
u("backlog/2026-12/WhatsApp Chat - Ayushi Pandey Jr (1).txt", "whatsapp_export", J, "2026-12-02", ["C04", "C06", "C05"], ["C04-H05", "C06-H08", "C05-H08"], """
[13/07/26, 1:20:35 PM] Ayushi Pandey Jr: Sir 77 me Imtiaz sahab ne pass over liya, fir board hi nahi pahunchi. Next 24.08.26. Interim extend ho gaya
[13/07/26, 1:22:10 PM] Tariq Zaidi Adv: Ye doosri baar hai Imtiaz ka - pehle counter ke liye time, ab pass over
[09/10/26, 12:10:48 PM] Ayushi Pandey Jr: Sir SCC - Kesarwani sir unwell, unke junior ne adjournment application di, Rai sir ne de di. Next 27.11.26. Costs nahi lagi
[09/10/26, 12:12:00 PM] Tariq Zaidi Adv: 1000 wala hurja abhi tak nahi diya unhone. Yaad rakhna
[02/12/26, 1:45:31 PM] Ayushi Pandey Jr: Sir Board me Pal sahab pukar pe nahi the. Gautam sir ne respondents ko last opportunity de di. Next 13.01.27, stay continue
""")

# ---------------- plan and cause list
u("backlog/2026-12/plan 4-15 jan 2027.docx", "typed_note_docx", L, "2026-12-31", ["C01", "C06", "C04", "C05", "C02", "C07"], [], """
PLAN - 4 Jan to 15 Jan 2027 (chhuttiyon ke baad)
Mon 4/1  HC Ct 29 - Kiran Lata (additional list) - SC's instructions on regularisation; carry the original file's
         p. 47 copy (approval 03.07.2014). Arrears Rs. 4,71,600 ka point uthana hai.
Mon 4/1  Kachehri SCC Ct 2 - Ishaq v. Deepak Jaiswal - JUDGMENT. Ayushi jayegi; 1000 ka hurja uthana.
Mon 11/1 HC Ct 77 - Agrawal 482 - Imtiaz ki baaki bahas; rebuttal: OS 611/2024 pending, mediation offer 5 lakh.
Wed 13/1 Rev Board Ct 4 - Jagdamba - Pal ki bahas (last opportunity). Fard batwara ki copy.
Pending:
- Jhalwa FA (Ct 5, 20/1): written submissions (5 pages) - draft ready, file 2.1.27 HC khulte hi. Due date nikal gayi!
- Lalji (Sahson): remand before DDC - certified copy filed 05.10.2026; Lalji khud DDC ke yahan jayenge.
- Fees: Ishaq sahab Rs. 25,000 baki; Umesh ji Rs. 10,000 baki.
""")
u("backlog/2027-01/HC additional cause list 04.01.2027 Ct 29.pdf", "cause_list_pdf", "High Court of Judicature at Allahabad", "2027-01-03", ["C01"], [], """
HIGH COURT OF JUDICATURE AT ALLAHABAD
ADDITIONAL CAUSE LIST FOR MONDAY, THE 4TH JANUARY, 2027
COURT NO. 29      HON'BLE VIVEK CHANDRA MATHUR, J.
FRESH CASES
1   WRIT - A 19/2027     Pushpa Devi Vs. State Of U.P. And 3 Others          Ashok Kumar Yadav / C.S.C.
2   WRIT - A 33/2027     Rajesh Kumar Tiwari Vs. State Of U.P. And 2 Others   Shivam Srivastava / C.S.C.
ADDITIONAL CASES
3   WRIT - A 14421/2024  Ram Kumar Yadav Vs. State Of U.P. And 2 Others       Vikas Mishra / C.S.C., Anil Kumar Pandey
4   WRIT - A 8823/2025   Smt. Kiran Lata Mishra Vs. State Of U.P. And 3 Others   Mohd. Tariq Zaidi / C.S.C., Ravindra Pratap Singh
5   WRIT - A 2208/2026   Sunita Gupta Vs. State Of U.P. And 4 Others          Nazia Parveen / C.S.C.
6   WRIT - A 11940/2026  Om Prakash Bind Vs. U.P. Basic Education Board And 2 Others   Ravi Shankar Pal / Ravindra Pratap Singh
""")
