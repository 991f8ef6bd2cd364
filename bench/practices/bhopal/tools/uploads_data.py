"""The uploads of the Bhopal practice: what Adv. Farhat Siddiqui, her junior Aditya and the clerk Ramprasad kept."""

L, J, K = "Farhat Siddiqui", "Aditya Tiwari", "Ramprasad Malviya (typist-clerk)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2026-04/IMG20260418184512.jpg", "document_photo", "Narmada Greens Infra Pvt. Ltd.", "2026-04-18", ["C01"], [], """
NARMADA GREENS INFRA PVT. LTD.   Site Office: Narmada Greens Phase II, Kolar Road, Bhopal
STATEMENT OF ACCOUNT - Unit B-704 (3 BHK, 1,420 sq ft super built-up)
Allottees: Shri Anand Shrivastava & Smt. Richa Shrivastava      Agreement for sale dt. 12.03.2021
Total consideration: Rs. 38,50,000/-
Received till date: Rs. 35,20,000/- (incl. HDFC housing loan disbursements)
Balance on offer of possession: Rs. 3,30,000/-
Possession as per agreement: 31.12.2023 (clause 7.1)
MP RERA Regn. No. P-BPL-20-2391        Printed 18.04.2026
""")
u("backlog/2026-04/RERA complaint B-704 final.pdf", "document_scan", L, "2026-04-20", ["C01"], [], """
BEFORE THE MADHYA PRADESH REAL ESTATE REGULATORY AUTHORITY, BHOPAL
Complaint under Section 31 of the Real Estate (Regulation and Development) Act, 2016
Anand Shrivastava & Smt. Richa Shrivastava, r/o E-5/112 Arera Colony, Bhopal        ... Complainants
Versus
M/s Narmada Greens Infra Pvt. Ltd., through its Director Shri Pankaj Wadhwani, Kolar Road, Bhopal ... Respondent/Promoter
1. The complainants booked flat B-704 in the registered project Narmada Greens Phase II (P-BPL-20-2391) and have paid
Rs. 35,20,000 out of Rs. 38,50,000. Possession was to be handed over by 31.12.2023.
2. The work on Tower B has been stopped for months; no occupancy certificate has been obtained.
RELIEF: interest for every month of delay under Section 18 at the rate prescribed (SBI MCLR + 2%) from 01.01.2024 till
actual possession; possession with OC; Rs. 1,00,000 compensation for harassment (to be referred to the Adjudicating Officer).
Bhopal, 20.04.2026                              Through: Farhat Siddiqui, Advocate
""")
u("backlog/2026-05/RERA hearing notice 19.05.pdf", "document_scan", "MP RERA, Bhopal", "2026-05-06", ["C01"], [], """
MADHYA PRADESH REAL ESTATE REGULATORY AUTHORITY
Paryavas Bhawan, Bhopal
HEARING NOTICE
Complaint No. M-BPL-26-0417   Anand Shrivastava & Anr. vs M/s Narmada Greens Infra Pvt. Ltd.
You are informed that the above complaint is fixed for hearing before the Authority (Hearing Room 2) on 19.05.2026 at
11:30 AM. The parties may appear in person or through an authorised representative, or through the virtual link.
Dated 06.05.2026                                         Registrar, MP RERA
""")
u("backlog/2025-06/discharge summary Rafiq bhai.pdf", "document_scan", "Chirayu Heart Centre, Bhopal (invented unit)", "2025-06-14", ["C02"], [], """
DISCHARGE SUMMARY
Patient: Mohd. Rafiq Khan, 58 y, M     IPD No. 25/06/1183     DOA 06.06.2025  DOD 14.06.2025
Diagnosis: Triple vessel coronary artery disease; CABG done on 08.06.2025.
History: Chest pain on exertion since 2 months. No known history of diabetes. Hypertension since 2023 on Tab. Amlodipine 5 mg.
Final bill: Rs. 4,85,000/- (paid by patient; cashless denied by TPA)
Advice: review after 2 weeks.                                 Cardiothoracic Surgeon
""")
u("backlog/2026-03/CamScanner 02-03-2026 11.05.pdf", "document_scan", "District Consumer Commission, Bhopal (Bench 1)", "2026-02-27", ["C02"], [], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, BHOPAL (BENCH 1)
Complaint Case No. CC/611/2025   Mohd. Rafiq Khan vs Vindhya General Insurance Co. Ltd.
ORDER (27.02.2026)
The opposite party repudiated the claim on the ground of non-disclosure of hypertension, a pre-existing disease. The
policy had run for more than four continuous years and hypertension is not shown to have caused the coronary disease.
Repudiation held deficiency in service. The OP shall pay Rs. 4,85,000 with interest @ 9% p.a. from 14.06.2025,
Rs. 25,000 for mental agony and Rs. 5,000 as costs within 45 days.
                                                  President / Member
""")
u("backlog/2025-02/exoneration order SK Ahirwar.pdf", "document_scan", "Senior Superintendent of Post Offices, Bhopal", "2025-02-14", ["C03"], [], """
DEPARTMENT OF POSTS, INDIA - O/o the Senior Superintendent of Post Offices, Bhopal Division
Memo No. Vig/Rule-16/04/2023   Dated 14.02.2025
Sub: Proceedings under Rule 16 of CCS (CCA) Rules, 1965 against Shri Sunil Kumar Ahirwar, PA, Bhopal GPO
On consideration of the inquiry report, the charge of short remittance of Rs. 3,200 on 11.08.2023 is not proved; the
amount was found credited the next day. Shri S.K. Ahirwar is EXONERATED of the charge.
                                               Sr. Superintendent of Post Offices
""")
u("backlog/2026-04/HMA petition Pallavi final.pdf", "document_scan", L, "2026-04-15", ["C04"], [], """
IN THE COURT OF THE PRINCIPAL JUDGE, FAMILY COURT, BHOPAL
Petition under Section 13(1)(ia) of the Hindu Marriage Act, 1955
Smt. Pallavi Raikwar w/o Sandeep Raikwar, aged 29, r/o c/o her father Shri Gopal Prasad Namdev,
Shahjahanabad, Bhopal                                                   ... Petitioner
Versus
Sandeep Raikwar s/o Shri Hukum Chand Raikwar, aged 33, r/o Govindpura, Bhopal      ... Respondent
1. Marriage solemnised on 24.11.2021 at Bhopal by Hindu rites. No issue.
2. The respondent and his mother demanded Rs. 5,00,000 and a car; the petitioner was beaten on 02.03.2025 and left at
her father's house; complaint at Mahila Thana, Bhopal on 04.03.2025.
3. The petitioner has no income; the respondent earns about Rs. 55,000 per month from his hardware shop.
Prayer: decree of divorce; interim maintenance u/s 24 Rs. 15,000 p.m. and litigation expenses.
Bhopal, 15.04.2026                                    Through: Farhat Siddiqui, Advocate
""")
u("backlog/2026-10/WS Sandeep Raikwar.pdf", "document_scan", "Shri Rakesh Chourasia, Advocate for the respondent", "2026-10-05", ["C04"], [], """
IN THE FAMILY COURT, BHOPAL      HMA Case No. 418/2026
WRITTEN STATEMENT ON BEHALF OF THE RESPONDENT SANDEEP RAIKWAR
1. Denied that any dowry was demanded. The petitioner left the matrimonial home on her own on 02.03.2025.
2. The respondent's hardware shop is a family shop; his own income is not more than Rs. 18,000 per month.
3. The petitioner is a qualified B.Ed. and can earn. The respondent is ready to keep her.
Bhopal, 05.10.2026                     Through: Rakesh Chourasia, Advocate
""")
u("backlog/2025-11/WhatsApp Image 2025-11-02 at 6.14.55 PM.jpeg", "document_photo", "Maa Bhawani Chit Fund", "2025-11-02", ["C05"], [], """
माँ भवानी चिट फंड                 सदस्य पासबुक
सदस्य: हरिओम कुशवाहा   सदस्य क्र. MB/1147   चिट क्र. 25/40
मासिक किस्त ₹ 10,000 x 36 = ₹ 3,60,000 जमा (अप्रैल 2022 से मार्च 2025)
परिपक्वता पर देय: ₹ 4,20,000 (दि. 31.03.2025)
हस्ता. विनोद चौकसे (संचालक)       कार्यालय: 12, सुभाष नगर, अशोका गार्डन, भोपाल
""")
u("backlog/2025-11/FIR 318 Ashoka Garden.pdf", "document_scan", "Police Station Ashoka Garden, Bhopal", "2025-11-06", ["C05"], [], """
प्रथम सूचना रिपोर्ट (धारा 173 बी.एन.एस.एस.)
जिला: भोपाल   थाना: अशोका गार्डन   अपराध क्र. 0318/2025   दिनांक 06.11.2025
धाराएँ: 318(4), 316(5), 61(2) भारतीय न्याय संहिता, 2023
सूचनाकर्ता: हरिओम कुशवाहा पिता रामस्वरूप कुशवाहा, सब्जी व्यापारी, ऐशबाग
विवरण: आरोपी विनोद चौकसे एवं उसकी पत्नी अनीता चौकसे ने "माँ भवानी चिट फंड" के नाम से लगभग 140 सदस्यों से मासिक किस्तें
जमा कराईं; मार्च 2025 के बाद कार्यालय बंद कर फरार हो गए। सूचनाकर्ता के ₹ 3,60,000 जमा हैं।
                                                              थाना प्रभारी, अशोका गार्डन
""")
u("backlog/2026-07/DEO order recovery Shobha.pdf", "document_scan", "District Education Officer, Bhopal", "2026-07-20", ["C06"], [], """
कार्यालय जिला शिक्षा अधिकारी, भोपाल (म.प्र.)
क्रमांक/स्था./वेतन/2026/1842                        भोपाल, दिनांक 20.07.2026
आदेश
श्रीमती शोभा भदौरिया, माध्यमिक शिक्षक, शासकीय माध्यमिक शाला, बैरसिया का सातवें वेतनमान में वेतन निर्धारण
कोषालय की आपत्ति अनुसार त्रुटिपूर्ण पाया गया। पुनरीक्षित वेतन निर्धारण अनुसार अधिक भुगतान राशि ₹ 2,14,600 की वसूली
आगामी वेतन से ₹ 10,000 प्रतिमाह की दर से की जावे।
                                                       जिला शिक्षा अधिकारी, भोपाल
""")
u("backlog/2026-08/IMG20260801103322.jpg", "document_photo", "State Bank of India, Berasia", "2026-08-01", ["C06"], [], """
SBI  Berasia Branch   A/c 3254xxxx112   SHOBHA BHADORIYA
Date        Narration                                      Debit      Credit      Balance
01.08.2026  SALARY JUL-26 DEO BHOPAL (after ded.)                      38,420.00   61,902.15
            (gross 48,420 - recovery 10,000)
""")
u("backlog/2025-07/legal notice Pinnacle.docx", "typed_note_docx", L, "2025-07-21", ["C07"], [], """
FARHAT SIDDIQUI, Advocate - Chamber 41, District Court, Bhopal
Dated 21.07.2025        By Regd. Post
To: Pinnacle IIT Academy, through its Director, Zone-II, MP Nagar, Bhopal
Sub: Refund of fees of Ayaan Qureshi
My client Shri Javed Qureshi paid Rs. 1,20,000 on 10.06.2025 for a two-year JEE course for his son Ayaan. Classes did
not begin on the promised date, the promised faculty never came, and he withdrew within 3 weeks. Your refusal of refund
on the ground of "no refund policy" is an unfair trade practice. Refund Rs. 1,20,000 within 15 days.
                                                                Advocate
""")

# ---------------- C01 Narmada Greens RERA
u("backlog/2026-05/M-BPL-26-0417 proceedings 19.05.2026.pdf", "certified_order_sheet_scan", "MP RERA, Bhopal", "2026-05-19", ["C01"], ["C01-H01"], """
MADHYA PRADESH REAL ESTATE REGULATORY AUTHORITY, BHOPAL
PROCEEDINGS SHEET
Complaint No. M-BPL-26-0417   Anand Shrivastava & Anr. vs M/s Narmada Greens Infra Pvt. Ltd.
Coram: Shri Rajkumar Saxena, Member
19.05.2026
Complainants present with Ms. Farhat Siddiqui, Advocate. None for the respondent though served.
Heard. Issue notice to the promoter afresh by e-mail also. Reply be filed within three weeks with the latest
quarterly progress report of the project. List on 23.06.2026.
                                                        sd/- Member
""")
u("backlog/2026-06/IMG20260623134018.jpg", "handwritten_note_photo", L, "2026-06-23", ["C01"], ["C01-H02"], """
23/6/26  RERA - Narmada Greens (B-704) - Saxena sb
Agrawal (for builder) aaya, reply ke liye time. Said "Tower B ka kaam chalu hai".
Anand ji bahut gussa - 2.5 saal ho gaye. Samjhaya.
ND 28.7.26
""")
u("backlog/2026-07/narmada 28 july.txt", "typed_note_txt", L, "2026-07-28", ["C01"], ["C01-H03"], """
28.07.26 (tue) RERA - Narmada Greens - Saxena sahab
Reply finally filed by Agrawal. Defence: force majeure - covid lockdowns 2021, TNCP ne revised layout approval late di (2023),
labour shortage. Says possession "by March 2027".
Our point: agreement 12.03.2021 - covid already known; clause 7.1 grace of 6 months only.
Rejoinder 2 weeks me. ND 8.9.26
""")
u("backlog/2026-09/M-BPL-26-0417 proceedings 08.09.2026.pdf", "certified_order_sheet_scan", "MP RERA, Bhopal", "2026-09-08", ["C01"], ["C01-H04"], """
MADHYA PRADESH REAL ESTATE REGULATORY AUTHORITY, BHOPAL
PROCEEDINGS SHEET
Complaint No. M-BPL-26-0417
08.09.2026
Complainants with counsel Ms. Farhat Siddiqui. Shri Manish Agrawal for the respondent-promoter.
Rejoinder filed. Learned counsel for the promoter states that possession shall be offered by March 2027. The
complainants press for interest for the delay. The promoter is directed to file an affidavit stating the status of the
occupancy certificate and the last two quarterly progress reports (QPR) of the project. List on 27.10.2026.
                                                        sd/- Member
""")
u("backlog/2026-12/New Microsoft Word Document (3).docx", "typed_note_docx", L, "2026-12-15", ["C01"], ["C01-H06"], """
15 Dec 2026 - RERA Narmada Greens - arguments
Affidavit finally filed by builder: OC applied on 02.12.2026 to BMC, not granted yet. QPRs filed (Jun, Sep quarters).
I argued: s.18 interest from 01.01.2024; 35.20 lakh paid; force majeure clause doesn't cover TNCP delay of builder's own making.
Agrawal: buyers can take refund if they want - we said nakko, we want the flat + interest.
Saxena sahab: Authority's engineer to inspect Tower B and report. Part heard. ND 16.02.2027.
""")
u("backlog/2027-02/IMG20270216171102.jpg", "handwritten_note_photo", L, "2027-02-16", ["C01"], ["C01-H07"], """
16.2.27   RERA - Narmada Gr.
Engineer's report aa gayi - Tower B 72% complete, lifts not installed, fire NOC pending.
Agrawal - "3 mahine aur". Saxena sb: "March 2027 ka aapka hi promise tha".
Arguments continued. ND 6.4.27
""")
u("backlog/2027-02/inspection report Tower B.pdf", "document_scan", "Engineer, MP RERA", "2027-02-05", ["C01"], [], """
MP RERA - SITE INSPECTION REPORT
Project: Narmada Greens Phase II (P-BPL-20-2391), Kolar Road, Bhopal   Date of inspection: 03.02.2027
Tower B (G+11): structure complete; internal finishing about 60% on floors 7-11; overall progress about 72%.
Lifts: not installed. Fire NOC: applied, pending. STP: not commissioned.
Estimated time to completion: 5-6 months.                         Engineer, MP RERA
""")
u("backlog/2027-04/M-BPL-26-0417 proceedings 06.04.2027.pdf", "certified_order_sheet_scan", "MP RERA, Bhopal", "2027-04-06", ["C01"], ["C01-H08"], """
MADHYA PRADESH REAL ESTATE REGULATORY AUTHORITY, BHOPAL
PROCEEDINGS SHEET
Complaint No. M-BPL-26-0417
06.04.2027
Complainants with Ms. Farhat Siddiqui, Advocate. Shri Manish Agrawal for the promoter seeks time stating that the
parties are exploring a settlement. The complainants do not agree to any settlement without interest. As a final chance,
list for final arguments on 12.05.2027. No further time shall be granted to the promoter.
                                                        sd/- Member
""")

# ---------------- C02 Rafiq mediclaim appeal
u("backlog/2026-05/IMG20260521125530.jpg", "handwritten_note_photo", L, "2026-05-21", ["C02"], ["C02-H01"], """
21/5/26 State Commission Bench 2 - FA 512/26 Vindhya Gen. Ins. v. Rafiq Khan
Admission. Kirti Jain for insurer. Notice to us (caveat tha, accepted notice).
Stay of execution subject to 50% statutory deposit - 50% of award = approx 2.42 lakh + interest share.
ND 16.7.26 for reply. Rafiq bhai ko bola - ghabrao nakko, paisa commission me jama rahega.
""")
u("backlog/2026-09/rafiq 3 sept.txt", "typed_note_txt", L, "2026-09-03", ["C02"], ["C02-H03"], """
3.9.26  FA 512/2026 (Rafiq) - State Commission
Reply filed by us. Kirti Jain absent - proxy ne time maanga, "counsel not available". Singh sahab thoda naraz.
Insurer ne deposit kar diya tha - Rs. 2,57,500 (50%) - confirmed from registry.
ND 29.10.26
""")
u("backlog/2026-10/Doc1.docx", "typed_note_docx", L, "2026-10-29", ["C02"], ["C02-H04"], """
29.10.2026 - FA 512/2026 Vindhya General Insurance v. Mohd. Rafiq Khan - Bench 2
Part arguments. Kirti Jain: hypertension since 2023 not disclosed in proposal of renewal; clause 4.1 pre-existing disease.
Me: policy continuous since 2021 (4 yrs+), moratorium; HTN is not CAD; no nexus shown.
Singh sahab asked for (1) the claim form (2) the full exclusion clause 4.1 with the policy schedule. Both sides to file.
ND 14.01.2027.
""")
u("backlog/2027-03/IMG20270311160244.jpg", "handwritten_note_photo", L, "2027-03-11", ["C02"], ["C02-H06"], """
11/3/27 SCDRC Bench 2 - Rafiq appeal
Full arguments heard today - Kirti Jain 40 min, me 25 min. Singh sb read clause 4.1 himself.
Order reserved - to be pronounced 22.4.27.
""")
u("backlog/2027-04/FA-512-2026 final order 22.04.2027.pdf", "certified_order_sheet_scan", "M.P. State Consumer Commission, Bhopal", "2027-04-23", ["C02"], ["C02-H07"], """
MADHYA PRADESH STATE CONSUMER DISPUTES REDRESSAL COMMISSION, BHOPAL
FIRST APPEAL NO. 512 OF 2026
Vindhya General Insurance Co. Ltd.                        ... Appellant
Versus
Mohd. Rafiq Khan                                          ... Respondent
BEFORE: SHRI DEVENDRA PRATAP SINGH, PRESIDING MEMBER
Dated: 22.04.2027
ORDER
The insurer has not shown any nexus between the hypertension and the coronary artery disease for which the respondent
underwent CABG; the policy had been renewed without break since 2021. The District Commission rightly held the repudiation
to be deficiency in service. The appeal is dismissed with costs of Rs. 10,000. The amount deposited by the appellant
shall be released to the respondent, and the balance paid within 30 days.
                                                    PRESIDING MEMBER
""")
u("backlog/2027-04/WhatsApp Chat with Rafiq Bhai Budhwara.txt", "whatsapp_export", "Mohd. Rafiq Khan", "2027-04-24", ["C02"], ["C02-H07"], """
[16/07/26, 11:02:14 AM] Rafiq Bhai Budhwara: Madam aaj ki tareekh pe aana hai kya mujhe?
[16/07/26, 11:20:40 AM] Farhat Adv: Nakko Rafiq bhai, aaj sirf reply ka time liya hai humne. Agli 3 September
[22/04/27, 4:31:09 PM] Farhat Adv: Rafiq bhai mubarak ho - appeal dismiss ho gayi, 10,000 cost bhi insurance company pe. Jama paisa aapko milega
[22/04/27, 4:35:51 PM] Rafiq Bhai Budhwara: Alhamdulillah. Madam aapka bahut shukriya. Khan kab aaun office?
[22/04/27, 4:36:30 PM] Farhat Adv: Monday ko aao, release ki application lagani hai
[24/04/27, 10:12:03 AM] Rafiq Bhai Budhwara: Madam company wale bole Supreme... nahi National Commission jayenge
[24/04/27, 10:15:44 AM] Farhat Adv: Jaane do, 30 din me baaki paisa dena padega unko, order hai
""")

# ---------------- C03 Ahirwar promotion OA (CAT Jabalpur)
u("backlog/2026-07/OA 200-00388-2026 order 08.07.2026.pdf", "certified_order_sheet_scan", "Central Administrative Tribunal, Jabalpur Bench", "2026-07-09", ["C03"], ["C03-H01"], """
CENTRAL ADMINISTRATIVE TRIBUNAL, JABALPUR BENCH, JABALPUR
Original Application No. 200/00388/2026
Sunil Kumar Ahirwar                         ... Applicant
Versus
Union of India & Ors.                       ... Respondents
Date of order: 08.07.2026
Coram: Hon'ble Shri Akhilesh Kumar Shrivastava, Member (J); Hon'ble Ms. Nandini Rao, Member (A)
Ms. Farhat Siddiqui, counsel for the applicant (through video conference).
Heard on admission. Admit. Issue notice to the respondents. Reply be filed within four weeks; rejoinder, if any,
within two weeks thereafter. List on 19.08.2026.
                                                 Member (A)          Member (J)
""")
u("backlog/2026-08/GPO OA 19 aug.txt", "typed_note_txt", L, "2026-08-19", ["C03"], ["C03-H02"], """
19/08/26  CAT Jbp (VC from chamber) - Ahirwar OA 388/26
P.K. Mishra (Sr. SC for UoI): "instructions from the office of Postmaster General awaited" - 4 weeks time.
Bench gave time. ND 30.09.26.
Sunil ji ko phone - his juniors already LSG since DPC of 16.05.2025. Told him - be patient bhiya.
""")
u("backlog/2026-10/OA 200-00388-2026 order 30.09.2026.pdf", "certified_order_sheet_scan", "Central Administrative Tribunal, Jabalpur Bench", "2026-10-01", ["C03"], ["C03-H03"], """
CENTRAL ADMINISTRATIVE TRIBUNAL, JABALPUR BENCH, JABALPUR
Original Application No. 200/00388/2026
Date of order: 30.09.2026
Ms. Farhat Siddiqui, counsel for the applicant.
Shri P.K. Mishra, counsel for the respondents.
Reply has not been filed despite time. Learned counsel for the respondents again seeks time. As a last opportunity,
reply be filed within three weeks, failing which the matter shall be heard without reply. List on 11.11.2026.
                                                 Member (A)          Member (J)
""")
u("backlog/2026-11/Ahirwar OA 11.11.26.docx", "typed_note_docx", L, "2026-11-11", ["C03"], ["C03-H04"], """
11.11.2026  CAT Jabalpur - OA 200/00388/2026 - Sunil Kumar Ahirwar v. UoI
Reply filed today (advance copy given in court). Their stand: promotion kept in sealed cover because a Rule 16 charge-sheet
of 2023 was pending when the DPC met on 16.05.2025.
Our rejoinder: exoneration on 14.02.2025 - i.e. BEFORE the DPC! Sealed cover had no basis (Jankiraman).
Rejoinder in 2 weeks. ND 16.01.2027.
""")
u("backlog/2026-11/correction ahirwar ND.txt", "typed_note_txt", L, "2026-11-12", ["C03"], [], """
12.11.26 - CORRECTION: Ahirwar OA ki next date 16.01.2027 galat likhi kal ke note me.
Order sheet dekhi - correct next date is 16.12.2026 (Wednesday). Ramprasad se register bhi theek karwaya.
""")
u("backlog/2026-12/20261215 16 dec notes.txt", "typed_note_txt", L, "2026-12-16", ["C03", "C01"], ["C03-H05"], """
15-16 Dec notes
15/12 RERA Narmada - see docx, ND 16.2.27.
16/12 CAT (VC) Ahirwar - rejoinder with the exoneration memo dt 14.02.2025 already on record.
Bench (Shrivastava J Member): respondents to produce the DPC minutes of 16.05.2025 and the sealed cover on next date.
ND 10.02.2027.
""")
u("backlog/2027-02/OA 200-00388-2026 order 10.02.2027.pdf", "certified_order_sheet_scan", "Central Administrative Tribunal, Jabalpur Bench", "2027-02-11", ["C03"], ["C03-H06"], """
CENTRAL ADMINISTRATIVE TRIBUNAL, JABALPUR BENCH, JABALPUR
Original Application No. 200/00388/2026
Date of order: 10.02.2027
Ms. Farhat Siddiqui, counsel for the applicant.
Shri P.K. Mishra, counsel for the respondents.
Despite the order dated 16.12.2026 the DPC minutes and the sealed cover have not been produced. Learned counsel for the
respondents seeks time as the record has not been received from the Circle Office. Time granted subject to costs of
Rs. 2,000 payable to the applicant. The record shall be produced positively on the next date. List on 24.03.2027.
                                                 Member (A)          Member (J)
""")
u("backlog/2027-03/ahirwar 24.3.txt", "typed_note_txt", L, "2027-03-24", ["C03"], ["C03-H07"], """
24.3.27 CAT - Ahirwar
Sealed cover opened in court - DPC 16.05.2025 had found Sunil Kumar Ahirwar "FIT" for LSG!
Mishra: department will consider notional promotion. I pressed for promotion from 16.05.2025 with arrears.
Part arguments. ND 19.05.2027 - final hearing. Costs 2000 received? - ask Sunil ji.
""")

# ---------------- C04 Pallavi divorce
u("backlog/2026-08/IMG20260803124507.jpg", "handwritten_note_photo", L, "2026-08-03", ["C04"], ["C04-H02"], """
3/8/26  Family Ct - Pallavi v. Sandeep (HMA 418/26)
Sandeep appeared with Chourasia. Parihar madam - both to counsellor (Smt. Mehta), room 4.
ND 7.9.26 counselling report.
Pallavi ke papa bhi the - told them no talk outside court.
""")
u("backlog/2026-10/pallavi 5 oct.txt", "typed_note_txt", L, "2026-10-05", ["C04"], ["C04-H04"], """
5.10.26  Family Court - Pallavi
WS filed by Chourasia today - he says income only 18,000 pm, shop is "family" shop. Pallavi is B.Ed., can earn.
Argued s.24: GST registration of Raikwar Hardware in Sandeep's name (turnover ~ 40 lakh); she has no job.
Orders on s.24 next date. ND 16.11.26
""")
u("backlog/2026-11/HMA 418-2026 order 16.11.2026.pdf", "certified_order_sheet_scan", "Family Court, Bhopal", "2026-11-18", ["C04"], ["C04-H05"], """
IN THE COURT OF THE PRINCIPAL JUDGE, FAMILY COURT, BHOPAL
HMA Case No. 418/2026     Smt. Pallavi Raikwar vs Sandeep Raikwar
16.11.2026
Petitioner with counsel Ms. Farhat Siddiqui. Respondent with counsel Shri Rakesh Chourasia.
Order on I.A. No. 1 under Section 24 of the Hindu Marriage Act.
The GST record shows the business in the name of the respondent. The petitioner has no independent income. The
respondent shall pay interim maintenance of Rs. 9,000 per month from the date of the application, and litigation
expenses of Rs. 11,000, the arrears within two months. Case fixed for framing of issues on 18.01.2027.
                                                  Principal Judge, Family Court, Bhopal
""")
u("backlog/2027-01/pallavi issues 18 jan.docx", "typed_note_docx", L, "2027-01-18", ["C04"], ["C04-H06"], """
18.01.2027 - HMA 418/2026 Pallavi Raikwar v. Sandeep Raikwar - Family Court Bhopal
Issues framed - 5 issues (cruelty; desertion not pleaded; dowry demand; maintenance; relief).
PW1 Pallavi affidavit filed under Order 18 Rule 4.
Chourasia absent - his junior said busy in Sessions court (a murder trial), cross deferred.
Maintenance - not a rupee paid since the order. Parihar madam asked "maintenance de rahe ho ya nahi?" - respondent silent.
ND 22.02.2027 for cross of PW1.
""")
u("backlog/2027-02/IMG20270222142210.jpg", "handwritten_note_photo", L, "2027-02-22", ["C04"], ["C04-H07"], """
22/2/27  Family Ct - Pallavi PW1 cross (part)
Chourasia cross ~ 1 hr: suggested she left on her own; B.Ed. - why not working. She held well; Mahila Thana complaint
4.3.25 put to her - admitted.
Arrears NOT paid - 3 months. Madam warned respondent.
Remaining cross ND 5.4.27
""")
u("backlog/2027-03/WhatsApp Chat with Pallavi Raikwar.txt", "whatsapp_export", "Pallavi Raikwar", "2027-03-02", ["C04"], ["C04-H07"], """
22/02/27, 5:48 pm - Pallavi Raikwar: Ma'am aaj ka cross theek gaya na? Bahut dar lag raha tha
22/02/27, 5:52 pm - Farhat Adv: Bilkul theek gaya. Aapne sach bola, wahi kaafi hai. Next 5 April, baaki cross
22/02/27, 5:53 pm - Pallavi Raikwar: Ma'am maintenance ka 1 rupya nahi diya abhi tak
22/02/27, 5:55 pm - Farhat Adv: Hau, note hai. Next date pe strike off defence ki application lagayenge
02/03/27, 10:05 am - Pallavi Raikwar: Ma'am Sandeep ke bhai ka phone aaya tha, bol rahe the case wapas lo
02/03/27, 10:09 am - Farhat Adv: Unse baat nakko karna. Kuch bhi ho to mujhe batao
""")

# ---------------- C05 Maa Bhawani chit fund
u("backlog/2026-08/RCT 2214-2026 aadesh patrika 11.08.2026.pdf", "certified_order_sheet_scan", "JMFC, Bhopal", "2026-08-13", ["C05"], ["C05-H03"], """
न्यायालय: श्री कुणाल ठाकुर, न्यायिक मजिस्ट्रेट प्रथम श्रेणी, भोपाल
आर.सी.टी. क्रमांक 2214/2026     म.प्र. राज्य द्वारा थाना अशोका गार्डन  विरुद्ध  विनोद चौकसे एवं अन्य
आदेश पत्रिका
दिनांक 11.08.2026
अभियोजन द्वारा ए.डी.पी.ओ. श्रीमती रेखा उइके उपस्थित। आपत्तिकर्ता/पीड़ित की ओर से अधिवक्ता सुश्री फरहत सिद्दीकी उपस्थित।
आरोपीगण विनोद चौकसे एवं अनीता चौकसे सहित अधिवक्ता श्री अरविंद लोधी उपस्थित।
आरोपीगण को भा.न्या.सं. की धारा 318(4), 316(5), 61(2) के अंतर्गत आरोप पढ़कर सुनाए एवं समझाए गए। आरोपीगण ने अपराध
अस्वीकार किया, विचारण चाहा।
प्रकरण अभियोजन साक्ष्य हेतु दिनांक 22.09.2026 को पेश हो। साक्षी हरिओम कुशवाहा को समंस जारी हो।
                                                        न्यायिक मजिस्ट्रेट प्रथम श्रेणी, भोपाल
""")
u("backlog/2026-09/Hariom PW1 chief 22.9.docx", "typed_note_docx", L, "2026-09-22", ["C05"], ["C05-H04"], """
22.09.2026 - RCT 2214/2026 State v. Vinod Chouksey - JMFC Thakur sahab, Court Room 14
PW1 Hariom Kushwaha - examination in chief by ADPO Rekha Uikey; I assisted.
He proved passbook (36 kisht x 10,000 = 3,60,000), receipts, FIR. Said ~140 members; office at Subhash Nagar shut in
April 2025; Vinod's phone switched off.
Cross reserved - Lodhi asked time. ND 03.11.2026.
""")
u("backlog/2026-11/chit fund 3 nov.txt", "typed_note_txt", L, "2026-11-03", ["C05"], ["C05-H05"], """
3/11/26  JMFC - chit fund (Hariom)
Lodhi cross of PW1 for 45 min - suggested Hariom was an "agent" who earned commission; Hariom denied - "main sirf sadasya tha".
Cross part. ND 8.12.26.
Hariom bhai ne poocha paisa kab milega - told: criminal case se seedha paisa nahi, attachment application sochna padega.
""")
u("backlog/2027-01/IMG20270119131545.jpg", "handwritten_note_photo", L, "2027-01-19", ["C05"], ["C05-H07"], """
19/1/27  JMFC Ct 14 - Chouksey chit fund
PW1 Hariom - cross concluded (Lodhi).
PW2 Kamla Bai (widow, Aishbagh) - 2,40,000 jama - chief + cross same day. She identified Anita Chouksey as the one who
collected kisht at her house.
ND 2.3.27 - PW3 bank manager (Union Bank, Ashoka Garden) - summons.
""")
u("backlog/2027-04/chit fund 13.4.txt", "typed_note_txt", L, "2027-04-13", ["C05"], ["C05-H09"], """
13.04.27 (tue)  RCT 2214/26 - Thakur sahab
PW3 Rajesh Sahu, Branch Manager, Union Bank of India, Ashoka Garden - came today on second summons.
Proved statement of current a/c of Maa Bhawani Chit Fund: Rs. 1.86 crore withdrawn in cash between Jan and Mar 2025.
Lodhi cross short. IO (SI Prakash Dhurve) absent - warrant? Court issued summons through SP.
ND 25.05.2027 - IO.
""")

# ---------------- C06 Shobha pay-fixation writ (HC Jabalpur, VC)
u("backlog/2026-08/WP-18206-2026 order 24-08-2026.pdf", "certified_order_sheet_scan", "High Court of Madhya Pradesh, Jabalpur", "2026-08-25", ["C06"], ["C06-H01"], """
HIGH COURT OF MADHYA PRADESH AT JABALPUR
WP No. 18206 of 2026
(SMT. SHOBHA BHADORIYA Vs THE STATE OF MADHYA PRADESH AND OTHERS)
Dated : 24-08-2026
Ms. Farhat Siddiqui - Advocate for the petitioner (through video conferencing).
Shri Naveen Dubey - Government Advocate for the respondents/State.
Heard on admission and on I.A. No. 8841/2026, an application for interim relief.
Issue notice. Learned G.A. accepts notice. Reply within four weeks.
The petitioner is a Class III employee. Till the next date of hearing, the recovery pursuant to order dated 20.07.2026
shall remain stayed.
List on 12.10.2026.
                                                  (ALOK NARAYAN PATHAK) JUDGE
""")
u("backlog/2026-10/shobha writ 12 oct.txt", "typed_note_txt", L, "2026-10-12", ["C06"], ["C06-H02"], """
12.10.26  HC Jbp (VC) - WP 18206/26 Shobha madam
Item 34, reached at 3.10 pm. GA Dubey - "instructions from DEO Bhopal awaited", time 6 weeks. Granted.
Interim stay continues. ND 7.12.26
Shobha madam ko bataya - recovery band hai, salary full aa rahi hai since Sept (confirm).
""")
u("backlog/2026-12/IMG20261207155012.jpg", "handwritten_note_photo", L, "2026-12-07", ["C06"], ["C06-H03"], """
7/12/26 HC (VC) Pathak J - Shobha writ
Reply filed by State: excess payment Rs. 2,14,600 due to wrong fixation by the DDO (Principal) in 2017; treasury objection.
Rejoinder to be filed - no misrepresentation by her; Rafiq Masih para 18.
ND 8.2.27
""")
u("backlog/2027-02/WP-18206-2026 order 08-02-2027.pdf", "certified_order_sheet_scan", "High Court of Madhya Pradesh, Jabalpur", "2027-02-09", ["C06"], ["C06-H04"], """
HIGH COURT OF MADHYA PRADESH AT JABALPUR
WP No. 18206 of 2026
(SMT. SHOBHA BHADORIYA Vs THE STATE OF MADHYA PRADESH AND OTHERS)
Dated : 08-02-2027
Ms. Farhat Siddiqui - Advocate for the petitioner (through video conferencing).
Shri Naveen Dubey - Government Advocate for the respondents/State.
Learned G.A. is directed to seek instructions whether any undertaking was obtained from the petitioner at the time of
the fixation of her pay that excess payment, if any, would be recovered, and to produce the service book of the
petitioner on the next date. Interim order to continue.
List on 15.03.2027.
                                                  (ALOK NARAYAN PATHAK) JUDGE
""")
u("backlog/2027-03/shobha VC 15.3.txt", "typed_note_txt", L, "2027-03-15", ["C06"], ["C06-H05"], """
15/03/27  HC VC - Shobha writ - item 41
VC link failed at 2.40 pm - "host has ended the meeting" - tried 3 times. Matter called, not taken up.
Registry says adjourned: ND 19.04.2027. Interim continues (checked on website).
""")
u("backlog/2027-04/WP-18206-2026 order 19-04-2027.pdf", "certified_order_sheet_scan", "High Court of Madhya Pradesh, Jabalpur", "2027-04-20", ["C06"], ["C06-H06"], """
HIGH COURT OF MADHYA PRADESH AT JABALPUR
WP No. 18206 of 2026
(SMT. SHOBHA BHADORIYA Vs THE STATE OF MADHYA PRADESH AND OTHERS)
Dated : 19-04-2027
Ms. Farhat Siddiqui - Advocate for the petitioner (through video conferencing).
Shri Naveen Dubey - Government Advocate for the respondents/State.
The service book has been produced. Learned G.A. fairly states that no undertaking was obtained from the petitioner at
the time of fixation. Heard in part. List for final hearing after the summer vacation, on 06.07.2027.
Interim order to continue till then.
                                                  (ALOK NARAYAN PATHAK) JUDGE
""")

# ---------------- C07 Ayaan coaching refund
u("backlog/2026-05/IMG20260513122005.jpg", "handwritten_note_photo", L, "2026-05-13", ["C07"], ["C07-H01"], """
13/5/26  Distt Consumer Commission Bench 2 - Qureshi v. Pinnacle (CC 318/25)
OP reply filed (Rathore) - "no refund policy signed by parent". Our affidavit evidence next.
ND 17.6.26. Javed bhai ko affidavit pe sign ke liye bulaya.
""")
u("backlog/2026-07/pinnacle 22.7.txt", "typed_note_txt", L, "2026-07-22", ["C07"], ["C07-H03"], """
22.7.26  Consumer Comm. - Pinnacle coaching
Final arguments heard. Rathore: contract clause "fees non-refundable". Me: unfair term u/s 2(46) CPA 2019; services not
rendered; withdrew in 3 weeks. Shukla sahab - order on 26.08.2026.
""")
u("backlog/2026-08/CC-318-2025 final order 26.08.2026.pdf", "certified_order_sheet_scan", "District Consumer Commission, Bhopal", "2026-08-27", ["C07"], ["C07-H04"], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, BHOPAL (BENCH 2)
Complaint Case No. CC/318/2025    Javed Qureshi vs Pinnacle IIT Academy
Order dated 26.08.2026
A clause that no fee shall be refunded even when the service is not rendered is an unfair contract. The complainant
withdrew within three weeks. The OP shall refund Rs. 1,20,000 with interest @ 9% p.a. from 10.06.2025, pay Rs. 10,000 as
compensation and Rs. 5,000 as costs, within 45 days. Complaint allowed.
                                                   President
""")

# ---------------- the clerk's register (Devanagari), photographed
u("backlog/2026-06/IMG-20260617-WA0014.jpg", "handwritten_note_photo", K, "2026-06-17", ["C07"], ["C07-H02"], """
दैनिक पंजी - 17.06.2026 बुधवार
जिला उपभोक्ता आयोग बेंच 2 - जावेद कुरैशी बनाम पिनेकल आई.आई.टी. अकादमी - CC 318/2025
परिवादी का शपथ पत्र साक्ष्य पेश किया। विपक्षी के वकील राठौर जी ने साक्ष्य हेतु समय लिया।
अगली पेशी 22.07.2026 - अंतिम तर्क
""")
u("backlog/2026-07/IMG-20260708-WA0006.jpg", "handwritten_note_photo", K, "2026-07-08", ["C04", "C05", "C03", "C02"], ["C04-H01", "C05-H02"], """
दैनिक पंजी - सप्ताह 06.07.2026 से 08.07.2026
06.07 सोमवार - कुटुम्ब न्यायालय - पल्लवी रैकवार बनाम संदीप रैकवार (HMA 418/26)
  प्रतिवादी पर तामील नहीं हुई। रजिस्टर्ड डाक व दस्ती से नया नोटिस। अगली पेशी 03.08.2026
07.07 मंगलवार - जे.एम.एफ.सी. कक्ष 14 - शासन बनाम विनोद चौकसे (RCT 2214/26)
  आरोपी क्र. 2 अनीता चौकसे अनुपस्थित - लोधी जी ने हाजिरी माफी का आवेदन दिया, स्वीकार। अगली पेशी 11.08.2026 आरोप
08.07 बुधवार - कैट जबलपुर (वी.सी.) - सुनील अहिरवार - मैडम ने ऑनलाइन की, अलग नोट
नोट: 16.07 राज्य आयोग - रफीक खान अपील - जवाब हेतु
""")
u("backlog/2026-07/IMG-20260716-WA0003.jpg", "handwritten_note_photo", K, "2026-07-16", ["C02"], ["C02-H02"], """
दैनिक पंजी - 16.07.2026 गुरुवार
राज्य उपभोक्ता आयोग बेंच 2 - प्रथम अपील 512/2026 - विंध्य जनरल इंश्योरेंस बनाम मो. रफीक खान
हमारी ओर से उपस्थिति। जवाब हेतु समय लिया। बीमा कंपनी ने 50% राशि जमा कर दी है - रजिस्ट्री से पुष्टि करनी है।
अगली पेशी 03.09.2026
""")
u("backlog/2026-10/IMG-20261027-WA0011.jpg", "handwritten_note_photo", K, "2026-10-27", ["C01"], ["C01-H05"], """
दैनिक पंजी - 27.10.2026 मंगलवार
रेरा - आनंद श्रीवास्तव बनाम नर्मदा ग्रीन्स (M-BPL-26-0417)
बिल्डर ने ओ.सी. की स्थिति का शपथ पत्र पेश नहीं किया। अग्रवाल जी ने समय माँगा। प्राधिकरण ने ₹ 5,000 हर्जाना लगाया,
शिकायतकर्ता को देय। अगली पेशी 15.12.2026
""")
u("backlog/2027-03/IMG-20270302-WA0008.jpg", "handwritten_note_photo", K, "2027-03-02", ["C05"], ["C05-H08"], """
दैनिक पंजी - 02.03.2027 मंगलवार
जे.एम.एफ.सी. कक्ष 14 - शासन बनाम विनोद चौकसे (चिट फंड) - RCT 2214/26
अभि. सा. 3 बैंक मैनेजर (यूनियन बैंक, अशोका गार्डन) अनुपस्थित। पुनः समंस जारी।
अगली पेशी 13.04.2027
""")
u("backlog/2027-04/IMG-20270405-WA0019.jpg", "handwritten_note_photo", K, "2027-04-05", ["C04"], ["C04-H08"], """
दैनिक पंजी - 05.04.2027 सोमवार
कुटुम्ब न्यायालय - पल्लवी बनाम संदीप रैकवार
प्रतिवादी के वकील चौरसिया जी सत्र न्यायालय में व्यस्त - तारीख बढ़ी। भरण-पोषण बकाया 4 माह।
न्यायाधीश महोदया ने चेतावनी दी - अगली पेशी तक बकाया नहीं दिया तो बचाव समाप्त (strike off defence) पर विचार।
अगली पेशी 12.05.2027
""")

# ---------------- the junior's chats
u("backlog/2026-10/WhatsApp Chat with Aditya Tiwari Jr.txt", "whatsapp_export", J, "2026-10-27", ["C05", "C04", "C01"], ["C05-H01", "C04-H03", "C01-H05"], """
26/05/26, 1:14 pm - Aditya Tiwari Jr: Ma'am chit fund wale case me aaj copies de di accused ko, dono aaye the. ND 7 July
26/05/26, 1:15 pm - Farhat Adv: ok. Hariom bhiya ko bata dena
07/09/26, 12:40 pm - Aditya Tiwari Jr: Ma'am Pallavi wale me counsellor ki report aa gayi - settlement nahi hua. Chourasia sir ne WS aur s.24 reply ke liye time le liya. ND 5/10
07/09/26, 12:41 pm - Farhat Adv: Theek. Pallavi ko bolo 5 oct ko aana
27/10/26, 12:05 pm - Aditya Tiwari Jr: Ma'am RERA me builder ka affidavit nahi aaya OC wala. Saxena sir ne 5000 cost lagayi, Agrawal sir ne time liya. ND 15 Dec
27/10/26, 12:07 pm - Farhat Adv: Badhiya. Cost humein milegi na? Order ki copy le lena
27/10/26, 12:08 pm - Aditya Tiwari Jr: Hau ma'am, complainants ko payable
""")
u("backlog/2027-04/WhatsApp Chat with Aditya Tiwari Jr (1).txt", "whatsapp_export", J, "2027-04-05", ["C05", "C02", "C04"], ["C05-H06", "C02-H05", "C04-H08"], """
08/12/26, 12:55 pm - Aditya Tiwari Jr: Ma'am chit fund - aaj Vinod Chouksey khud absent, Lodhi sir ne medical lagaya, exemption ho gayi. Cross nahi hua. ND 19/1/27
08/12/26, 12:57 pm - Farhat Adv: Doosri exemption hai is case me (pehle Anita ki thi July me). Thakur sahab ne kuch bola?
08/12/26, 12:58 pm - Aditya Tiwari Jr: Bole next date pe dono accused present rahein warna warrant
14/01/27, 11:30 am - Aditya Tiwari Jr: Ma'am State Commission me Bench 2 nahi baithi aaj, member leave pe. Rafiq wali appeal ND 11 March
14/01/27, 11:31 am - Farhat Adv: ok khan. Rafiq bhai ko msg kar do
05/04/27, 12:20 pm - Aditya Tiwari Jr: Ma'am Pallavi - Chourasia sir phir sessions me busy, tareekh badh gayi. Madam bahut naraz, maintenance 4 mahine ka baaki. ND 12 May
05/04/27, 12:22 pm - Farhat Adv: Strike off defence ki application draft karo, 12 May ko file karenge
""")

# ---------------- plan and cause list (the lawyer's day: Wednesday 12.05.2027)
u("backlog/2027-05/week plan 10-19 may.docx", "typed_note_docx", L, "2027-05-08", ["C01", "C04", "C03", "C05", "C06", "C02"], [], """
WEEK PLAN  10-19 May 2027
Wed 12/5  11.30 RERA - Narmada Greens - FINAL ARGUMENTS (Saxena sb). Carry inspection report + interest chart.
          Family Court - Pallavi - PW1 remaining cross + strike off defence application (arrears). Aditya to hold till I come.
Wed 19/5  CAT Jabalpur (VC) - Ahirwar - final hearing. Jankiraman + sealed cover opened.
Tue 25/5  JMFC - chit fund - IO evidence. Aditya.
Pending:
- Rafiq: application for release of deposit - FILED 26.04, follow up.
- Shobha writ: after vacation (6 July). Nothing to do now.
""")
u("backlog/2027-05/RERA cause list 12.05.2027.pdf", "cause_list_pdf", "MP RERA, Bhopal", "2027-05-11", ["C01"], [], """
MADHYA PRADESH REAL ESTATE REGULATORY AUTHORITY, BHOPAL
CAUSE LIST - WEDNESDAY 12.05.2027 - HEARING ROOM 2 (Shri Rajkumar Saxena, Member)
S.No.  Complaint No.       Parties                                                   Purpose
1      M-BPL-25-1190       Sudha Malviya vs Sagar Estates                            Compliance
2      M-BPL-26-0417       Anand Shrivastava & Anr. vs Narmada Greens Infra Pvt Ltd  Final arguments
3      M-BPL-26-0532       Rohit Jain vs Ashima Builders                             Reply
4      M-IND-26-0088       Prakash Verma vs Shubham Homes                            Orders
""")
