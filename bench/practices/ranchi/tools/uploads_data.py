"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []
PKM = "Prabhat Kumar Mahto"
NL = "Nikita Lakra"
RS = "Ramdeo Sahu"


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


# ---------------------------------------------------------------- documents (dated by their own date)
up("backlog/2024-05/Adobe Scan 20 May 2024.pdf", "document_scan", "Senior Superintendent of Police, Ranchi", "2024-05-12", ["C03"], [], """
OFFICE OF THE SENIOR SUPERINTENDENT OF POLICE, RANCHI
Memo No. 1876/2024/Estt.                                          Dated: 12.05.2024
ORDER
Constable No. 1123 Sunil Tirkey, Ranchi District Force, posted at Bero P.S., remained absent from duty without leave or information from 12.08.2023 to 13.11.2023 (94 days). Departmental Proceeding No. 14/2023 was initiated. The Enquiry Officer, Dy. S.P. (Headquarters), Ranchi, has found the charge of unauthorized absence and indiscipline proved.
The delinquent did not appear before the Enquiry Officer on several dates. The plea of illness is not supported by any certificate from a Government hospital.
Having considered the record, the undersigned is of the view that the delinquent is not fit to be retained in a disciplined force. Constable No. 1123 Sunil Tirkey is hereby DISMISSED from service with immediate effect.
Sd/- Senior Superintendent of Police, Ranchi
Copy to: Sergeant Major, Police Lines, Ranchi; Accounts Section; the delinquent (through O/C Bero P.S.)
""")

up("backlog/2025-07/Scan_0007.pdf", "document_scan", PKM, "2025-07-02", ["C06"], [], """
PRABHAT KUMAR MAHTO
Advocate, Civil Court & High Court, Ranchi
Chamber No. 214, New Advocates' Building, Civil Court Ranchi - 834001 | Mob. 94311xxxxx
Ref. No. PKM/N/112/2025                                            Date: 02/07/2025
BY REGISTERED POST A.D.
To,
Shri Mukesh Kumar Sinha, Proprietor, M/s Sinha Constructions, Near Bajra Chowk, Ratu Road, Ranchi - 834005
Sub: Legal notice under Section 138 of the Negotiable Instruments Act, 1881
Sir,
Under instructions from my client M/s Jai Maa Durga Hardware, Kantatoli Chowk, Ranchi, through its proprietor Shri Ravi Shankar Jaiswal, I give you notice as under:
1. You purchased cement, TMT bars and hardware goods from my client on credit between January and April 2025, and an amount of Rs. 3,45,000/- (Rupees three lakh forty five thousand only) remained due.
2. Towards discharge of the said liability you issued cheque No. 004512 dated 10.06.2025 for Rs. 3,45,000/- drawn on Bank of India, Kanke Road Branch, Ranchi.
3. The said cheque, presented through Punjab National Bank, Kantatoli Branch, was returned unpaid with the memo dated 16.06.2025 with the remark "FUNDS INSUFFICIENT".
4. You are called upon to pay the said sum of Rs. 3,45,000/- within 15 days of receipt of this notice, failing which my client shall file a complaint under Section 138 of the N.I. Act against you at your risk as to costs.
Sd/- (Prabhat Kumar Mahto), Advocate
""")

up("backlog/2025-09/FIR Namkum 318-25.pdf", "document_scan", "Officer-in-charge, Namkum P.S.", "2025-09-13", ["C02"], [], """
प्रथम सूचना प्रतिवेदन (धारा 173 भा.ना.सु.सं.)
जिला: राँची        थाना: नामकुम        कांड संख्या: 318/2025        दिनांक: 13.09.2025
धाराएँ: 318(4), 316(2), 61(2) भारतीय न्याय संहिता, 2023
सूचक: राजकुमार अग्रवाल, पिता स्व. श्यामलाल अग्रवाल, साकिन: खोजाटोली, नामकुम, राँची
अभियुक्त: (1) अजय मुंडा, पिता सोमरा मुंडा, साकिन: सिदरौल, नामकुम (2) एक अज्ञात
संक्षिप्त विवरण: सूचक का कहना है कि अभियुक्त अजय मुंडा ने टाटीसिलवे मौजा में 10 डिसमिल जमीन दिलाने के नाम पर दिनांक 05.03.2025 से 20.05.2025 के बीच कुल रु. 3,00,000/- (तीन लाख रुपये) नकद एवं ऑनलाइन लिए। न तो जमीन की रजिस्ट्री कराई गई और न ही पैसा लौटाया गया। बाद में पता चला कि उक्त जमीन किसी और के नाम पर है।
थाना प्रभारी द्वारा कांड दर्ज कर अनुसंधान पु.अ.नि. विकास कुमार को सौंपा गया।
ह०/- थाना प्रभारी, नामकुम थाना
""")

up("backlog/2026-01/Adobe Scan 16 Jan 2026.pdf", "document_scan", PKM, "2026-01-16", ["C01"], [], """
IN THE HIGH COURT OF JHARKHAND AT RANCHI
S.A. No. 87 of 2024
Budhwa Oraon & Anr. ... Appellants   Versus   Jagdish Prasad Keshri ... Respondent
TYPED ENGLISH TRANSLATION OF THE KHATIYAN (filed in compliance with order dated 09.12.2025)
Record of Rights (Khatiyan) - Cadastral Survey (finally published 1932), Mauza Pithoria, Thana No. 164, P.S. Kanke, District Ranchi
Khata No. 112
Name of raiyat: Mangra Oraon, son of Lodho Oraon; Caste: Oraon; Residence: Pithoria
Plot No. 548, Area 1 acre 32 decimals, class of land: Don II (paddy land)
Nature of right: Raiyati, kaimi (occupancy)
Remarks: nil
Translation of the recital of the sale deed No. 3318 dated 22.11.1989 (Registry Office, Ranchi): executed by Bandhu Oraon son of Mangra Oraon in favour of Jagdish Prasad Keshri for Rs. 9,000/-. No permission of the Deputy Commissioner under Section 46 of the C.N.T. Act is recited in the deed.
I, Nikita Lakra, Advocate, certify that this is a true translation of the Hindi original.
Filed through: Prabhat Kumar Mahto, Advocate for the appellants          Filing No. 1342/2026 dt. 16.01.2026
""")

up("backlog/1998-02/bantwara patra 1998 copy.pdf", "document_scan", "Bhola Mahto (defendants' document)", "1998-02-11", ["C04"], [], """
बंटवारा पत्र
आज दिनांक 11.02.1998 को हम लोग स्व. चैतू महतो के पुत्रगण (1) लखन महतो (2) भोला महतो, साकिन ओरमांझी, थाना ओरमांझी, जिला राँची, आपसी सहमति से अपनी पैतृक जमीन खाता संख्या 41, कुल रकबा 3.86 एकड़ का बंटवारा करते हैं।
लखन महतो के हिस्से में: प्लॉट 210, 211 (रकबा 1.20 एकड़)
भोला महतो के हिस्से में: प्लॉट 212, 215, 218 तथा पुश्तैनी खपड़ा मकान (रकबा 2.66 एकड़)
यह बंटवारा गाँव के पंचों के सामने हुआ।
गवाह: (1) जीतू महतो (2) बुधन महतो
निशान अँगूठा: लखन महतो          हस्ताक्षर: भोला महतो
(यह पत्र निबंधित नहीं है - प्रतिवादी द्वारा संशोधन आवेदन के साथ दाखिल फोटो प्रति)
""")

up("backlog/2026-09/Screenshot_2026-09-10-21-14-03-118_com.whatsapp.jpg", "document_photo", "Jharkhand Auto Parts Pvt. Ltd.", "2026-08-31", ["C05"], [], """
JHARKHAND AUTO PARTS PVT. LTD.
Plot A-17, Tupudana Industrial Area, Ranchi 834003
PAY SLIP FOR THE MONTH OF AUGUST 2026
Emp. Code: JAP/0418   Name: DEEPAK KUMAR PRASAD   Designation: Machine Operator (Gr. II)   DOJ: 01.04.2019
UAN: 1008xxxxxx21   Bank A/c: SBI xxxx6612
Earnings                         Deductions
Basic            16,500.00       PF (EE)          1,980.00
HRA               6,600.00       ESI                   0.00
Conveyance        2,400.00       Prof. Tax           180.00
Spl. Allowance    3,000.00       Canteen             500.00
                                 Advance recovery    500.00
GROSS            28,500.00       TOTAL DEDUCTION  3,160.00
NET PAY: Rs. 25,340.00 (Rupees Twenty Five Thousand Three Hundred Forty only)
This is a computer generated slip and needs no signature.
""")

# ---------------------------------------------------------------- certified copies of orders
up("backlog/2026-04/SA 87 of 2024 orders.pdf", "certified_order_sheet_scan", "High Court of Jharkhand", "2026-04-06", ["C01"], ["C01-H02", "C01-H03", "C01-H04"], """
IN THE HIGH COURT OF JHARKHAND AT RANCHI
S.A. No. 87 of 2024
Budhwa Oraon & Anr. ... Appellants
Versus
Jagdish Prasad Keshri ... Respondent
CORAM: HON'BLE MR. JUSTICE SHAILESH KUMAR BHAGAT
For the Appellants : Mr. Prabhat Kumar Mahto, Advocate
For the Respondent : Mr. Vaibhav Kumar Shahdeo, Advocate
06/Dated: 20.01.2026
The lower court records of Title Suit No. 45 of 2016 have been received; the records of Title Appeal No. 22 of 2019 are still awaited. Office to send a reminder to the learned District Judge-IV, Ranchi.
Typed English translation of the khatiyan and of the sale deed of 1989 has been filed on behalf of the appellants. Let it be kept on record.
Learned counsel for the respondent prays for time on the ground that his senior is not available today. As a last indulgence, list this case on 24.02.2026.
07/Dated: 24.02.2026
An interlocutory application, I.A. No. 2214 of 2026, under Order 41 Rule 27 CPC has been filed on behalf of the respondent seeking to bring on record a letter said to be of the Deputy Commissioner, Ranchi of the year 1990. Copy has been served upon learned counsel for the appellants only today in Court.
Let reply, if any, be filed within three weeks. The document annexed is in Hindi; the respondent shall also file its typed English translation.
List on 31.03.2026.
08/Dated: 31.03.2026
Reply to I.A. No. 2214 of 2026 has been filed on behalf of the appellants.
A slip has been circulated on behalf of learned counsel for the respondent that he is unwell. This Court records that it is the second occasion in this year when adjournment is sought at the instance of the respondent. No further adjournment shall be granted at the instance of the respondent.
List on 05.05.2026.
(Shailesh Kumar Bhagat, J.)
Certified to be true copy. Copying Section, High Court of Jharkhand, 06.04.2026
""")

up("backlog/2026-02/BA 9876 2025 order 12.02.2026.pdf", "certified_order_sheet_scan", "High Court of Jharkhand", "2026-02-14", ["C02"], ["C02-H01", "C02-H02", "C02-H03", "C02-H04"], """
IN THE HIGH COURT OF JHARKHAND AT RANCHI
B.A. No. 9876 of 2025
Ajay Munda ... Petitioner
Versus
The State of Jharkhand ... Opposite Party
CORAM: HON'BLE MRS. JUSTICE SUNITA KERKETTA
For the Petitioner : Mr. Prabhat Kumar Mahto, Advocate
For the State : Mr. Abhay Kumar Tiwary, A.P.P.
02/Dated: 11.12.2025
Learned A.P.P. submits that the case diary has not been received. Let the case diary along with the criminal antecedent report of the petitioner be called for from Namkum P.S. through the learned A.P.P. List on 08.01.2026.
03/Dated: 08.01.2026
Case diary received. Learned A.P.P. points out that the petitioner has two other criminal antecedents, namely Namkum P.S. Case No. 77 of 2019 and Hatia P.S. Case No. 201 of 2021. Learned counsel for the petitioner submits that in the first case the petitioner has been acquitted. Let a supplementary affidavit be filed along with the judgment. List on 29.01.2026.
04/Dated: 29.01.2026
Supplementary affidavit has been filed. Learned counsel for the petitioner seeks time to obtain instructions as to whether the petitioner is ready to deposit some amount towards the money allegedly taken from the informant. List on 12.02.2026.
05/Dated: 12.02.2026
Learned counsel for the petitioner, on instructions from the father of the petitioner, undertakes that a sum of Rs. 1,00,000/- (Rupees one lakh) shall be deposited by way of demand draft in favour of the informant before the court below within four weeks.
The petitioner is in custody since 14.09.2025; charge-sheet has been submitted. Considering the above, the petitioner is directed to be released on bail on furnishing bail bond of Rs. 25,000/- (Rupees twenty five thousand) with two sureties of the like amount each to the satisfaction of the learned C.J.M., Ranchi, in connection with Namkum P.S. Case No. 318 of 2025, subject to the conditions that (i) the amount undertaken above shall be deposited before release, (ii) the petitioner shall not leave the district of Ranchi without permission of the court below, and (iii) he shall furnish his mobile number and Aadhaar number to the court below.
This bail application is disposed of.
(Sunita Kerketta, J.)
""")

up("backlog/2026-09/WPS 3312-2025 judgment.pdf", "certified_order_sheet_scan", "High Court of Jharkhand", "2026-09-29", ["C03"], ["C03-H07"], """
IN THE HIGH COURT OF JHARKHAND AT RANCHI
W.P.(S) No. 3312 of 2025
Sunil Tirkey ... Petitioner
Versus
The State of Jharkhand & Ors. ... Respondents
CORAM: HON'BLE MR. JUSTICE MUKESH NANDAN PRASAD
For the Petitioner : Mr. Prabhat Kumar Mahto, Advocate
For the Respondents : Mr. Ritesh Kumar Jha, A.C. to S.C.-III
Dated: 17.09.2026
1. The petitioner, a constable of the Ranchi District Force, challenges the order of dismissal contained in Memo No. 1876/2024 dated 12.05.2024 passed by the Senior Superintendent of Police, Ranchi, and the appellate order dated 03.02.2025 passed by the Deputy Inspector General of Police, South Chotanagpur Range.
2. The original file of Departmental Proceeding No. 14/2023 was produced in a sealed cover pursuant to the order dated 07.05.2026. This Court has perused the same. There is nothing on the file to show that a copy of the enquiry report was ever served upon the petitioner, nor was a second show cause issued before the punishment was imposed.
3. The petitioner had pleaded illness (jaundice) with treatment papers of Sadar Hospital, Ranchi. The disciplinary authority has not considered them.
4. In view of the above, the order of dismissal dated 12.05.2024 and the appellate order dated 03.02.2025 are quashed. The petitioner shall be reinstated in service. The matter is remitted to the disciplinary authority to proceed afresh from the stage of service of the enquiry report, in accordance with law. The question of back wages for the intervening period shall be decided by the disciplinary authority. The exercise shall be completed within twelve weeks from the date of receipt/production of a copy of this order.
5. The writ petition is allowed to the extent indicated above.
(Mukesh Nandan Prasad, J.)
Certified copy. Applied on 18.09.2026; ready and delivered on 29.09.2026.
""")

up("backlog/2026-05/CamScanner 05-20-2026 16.42.pdf", "certified_order_sheet_scan", "Civil Court, Ranchi", "2026-05-20", ["C04"], ["C04-H01", "C04-H02", "C04-H03", "C04-H04", "C04-H05", "C04-H06"], """
न्यायालय: व्यवहार न्यायाधीश (वरीय कोटि)-III, राँची
स्वत्व (बंटवारा) वाद संख्या 156/2023
सुमित्रा देवी ........ वादी      बनाम      भोला महतो एवं अन्य ........ प्रतिवादीगण
आदेश फलक (सत्यापित प्रतिलिपि)
13.12.2025  वादी की ओर से हाजिरी। वादी साक्षी सं. 1 (सुमित्रा देवी) का मुख्य परीक्षण शपथ पत्र के रूप में दाखिल। प्रतिवादी के विद्वान अधिवक्ता द्वारा प्रतिपरीक्षण हेतु समय की याचना। रु. 500/- खर्चा पर समय दिया गया, जो वादी को देय होगा। दिनांक 17.01.2026 को प्रतिपरीक्षण हेतु।
17.01.2026  खर्चा भुगतान किया गया। वा.सा.-1 का प्रतिपरीक्षण आंशिक रूप से हुआ। शेष हेतु दिनांक 14.02.2026।
14.02.2026  वा.सा.-1 का प्रतिपरीक्षण समाप्त। वा.सा.-2 अनुपस्थित। वादी को साक्षी प्रस्तुत करने का निर्देश। दिनांक 14.03.2026।
14.03.2026  वा.सा.-2 जीतू महतो का परीक्षण एवं प्रतिपरीक्षण हुआ। प्रतिवादी द्वारा लिखित कथन में संशोधन हेतु आदेश 6 नियम 17 व्य.प्र.सं. के अंतर्गत आवेदन दाखिल, प्रति वादी को दी गई। आपत्ति एवं सुनवाई हेतु दिनांक 18.04.2026।
18.04.2026  वादी की ओर से आपत्ति दाखिल। प्रतिवादी के अधिवक्ता अनुपस्थित, उनके कनिष्ठ द्वारा समय की याचना। अंतिम अवसर के रूप में रु. 1,000/- खर्चा पर समय दिया गया। दिनांक 16.05.2026।
16.05.2026  खर्चा भुगतान। संशोधन आवेदन पर दोनों पक्षों को सुना। विचारण प्रारंभ होने के पश्चात आवेदन दिया गया है तथा यह नहीं दर्शाया गया कि सम्यक तत्परता के बावजूद पहले यह बात नहीं उठाई जा सकी। आवेदन अस्वीकृत। वादी के आवेदन पर हल्का कर्मचारी, अंचल ओरमांझी को रजिस्टर-II के साथ वा.सा.-3 के रूप में समन निर्गत करें। दिनांक 11.07.2026।
ह०/- अमित कुमार टोप्पो, व्यवहार न्यायाधीश (वरीय कोटि)-III, राँची
""")

up("backlog/2026-03/OMC 214 interim order.pdf", "certified_order_sheet_scan", "Family Court, Ranchi", "2026-03-06", ["C05"], ["C05-H04"], """
IN THE COURT OF THE PRINCIPAL JUDGE, FAMILY COURT, RANCHI
Original Maintenance Case No. 214 of 2025
Rinki Kumari & Anr. ... Applicants   Vs.   Deepak Kumar Prasad ... Opposite Party
06.03.2026
Order on the petition for interim maintenance.
The applicant No. 1 is the wife and applicant No. 2 Master Aarav, aged about 4 years, is the minor son of the O.P. The O.P. claims to be a contract worker earning Rs. 12,000/- per month, but despite the order dated 09.01.2026 he has not filed his salary slips or bank statement. His affidavit of assets and liabilities shows a motorcycle and an LIC policy. An adverse inference is drawn for the present purpose.
The O.P. is directed to pay interim maintenance of Rs. 8,000/- per month to applicant No. 1 and Rs. 4,000/- per month to applicant No. 2, i.e. Rs. 12,000/- per month in all, from the date of the application (22.07.2025), by the 10th of every month. The arrears shall be paid in four equal monthly instalments.
Applicants' evidence on 10.04.2026.
Sd/- Meenakshi Mishra, Principal Judge, Family Court, Ranchi
""")

up("backlog/2026-03/CamScanner 03-02-2026 12.10.pdf", "certified_order_sheet_scan", "Civil Court, Ranchi", "2026-03-02", ["C06"], ["C06-H01", "C06-H02", "C06-H03"], """
IN THE COURT OF JUDICIAL MAGISTRATE 1ST CLASS, RANCHI
Complaint Case No. 2875 of 2025
M/s Jai Maa Durga Hardware through its proprietor Ravi Shankar Jaiswal ... Complainant   Vs.   Mukesh Kumar Sinha ... Accused
ORDER SHEET (certified copy)
18.12.2025  Complainant present through lawyer. Accused absent. A petition under Section 228 BNSS has been filed on behalf of the accused for dispensing with his personal attendance on the ground of illness, without any medical paper. Rejected. Issue B.W. against the accused. Put up on 22.01.2026.
22.01.2026  Accused appears and files petition for recall of B.W. Allowed. Accused is admitted to bail on furnishing bail bond of Rs. 10,000/- with one surety. Complainant files petition under Section 143A of the N.I. Act for interim compensation; copy served. Put up on 19.02.2026 for appearance and hearing.
19.02.2026  Accused present. Substance of accusation read over and explained to the accused, who pleads not guilty and claims to be tried. Heard on the petition u/s 143A N.I. Act. The accused is directed to pay interim compensation of 20% of the cheque amount, i.e. Rs. 69,000/-, to the complainant within 60 days. Put up on 26.03.2026 for complainant's evidence.
Sd/- S. Oraon, J.M. 1st Class, Ranchi
""")

up("backlog/2026-11/CamScanner 11-25-2026 15.20.pdf", "certified_order_sheet_scan", "Civil Court, Ranchi", "2026-11-25", ["C04"], ["C04-H07", "C04-H08", "C04-H09", "C04-H10"], """
न्यायालय: व्यवहार न्यायाधीश (वरीय कोटि)-III, राँची
स्वत्व (बंटवारा) वाद संख्या 156/2023 - सुमित्रा देवी बनाम भोला महतो एवं अन्य
आदेश फलक (सत्यापित प्रतिलिपि)
11.07.2026  वा.सा.-3 हल्का कर्मचारी समन तामीला के बावजूद अनुपस्थित। अंचलाधिकारी, ओरमांझी के माध्यम से पुनः समन निर्गत करें। दिनांक 22.08.2026।
22.08.2026  वा.सा.-3 श्री बिरेन्द्र उरांव, हल्का कर्मचारी उपस्थित, रजिस्टर-II प्रस्तुत। परीक्षण एवं प्रतिपरीक्षण हुआ। वादी का साक्ष्य समाप्त। प्रतिवादी साक्ष्य हेतु दिनांक 10.10.2026।
10.10.2026  प्रतिवादी साक्षी का शपथ पत्र दाखिल नहीं। प्रतिवादी के अधिवक्ता ने अगली तिथि पर निश्चित रूप से दाखिल करने का वचन दिया। अंतिम अवसर, रु. 1,000/- खर्चा पर। दिनांक 21.11.2026।
21.11.2026  खर्चा भुगतान। प्र.सा.-1 भोला महतो का मुख्य परीक्षण शपथ पत्र पर दाखिल। वादी की ओर से प्रतिपरीक्षण आंशिक। शेष प्रतिपरीक्षण हेतु दिनांक 19.12.2026।
ह०/- अमित कुमार टोप्पो
""")

up("backlog/2026-11/causelist_24112026_court9.pdf", "cause_list_pdf", "High Court of Jharkhand", "2026-11-23", ["C01"], [], """
HIGH COURT OF JHARKHAND AT RANCHI
DAILY CAUSE LIST FOR TUESDAY, THE 24TH NOVEMBER, 2026
COURT NO. 9 - HON'BLE MR. JUSTICE SHAILESH KUMAR BHAGAT
At 10:30 A.M.
FOR ADMISSION
1. S.A. No. 311/2025  Ramesh Mahli vs Suresh Prasad Sahu & Ors.   Mr. Amit Kujur / Mr. R.N. Sahay
2. S.A. No. 12/2026  Phulo Devi vs Bimla Devi   Mr. S.K. Verma / -
FOR HEARING (PART HEARD)
7. S.A. No. 87/2024  Budhwa Oraon & Anr. vs Jagdish Prasad Keshri   Mr. Prabhat Kumar Mahto / Mr. Vaibhav Kumar Shahdeo
8. S.A. No. 402/2019  Mahabir Ganjhu vs The State of Jharkhand & Ors.   Mr. P. Tigga / S.C.-V
FOR ORDERS
15. C.M.P. No. 618/2026  Anjali Toppo vs Sukhdeo Bhagat   Ms. R. Ekka / Mr. A. Minz
""")

# ---------------------------------------------------------------- notes, Dec 2025 - Mar 2026
up("backlog/2025-12/OMC 214 5dec.txt", "typed_note_txt", NL, "2025-12-05", ["C05"], ["C05-H01"], """
5/12/25 fri - family court (principal judge madam)
OMC 214/25 Rinki vs Deepak Prasad
OP appeared thru Manoj Srivastava sir, vakalatnama filed. asked time for reply - granted.
interim maint petition also pending - madam said will take up with reply.
Rinki aayi thi with her papa, bachcha (Aarav) bhi. she asked "sir kab milega paisa" - told her interim pe next time bahas hoga.
ND 9.1.26 for reply + interim
""")

up("backlog/2025-12/IMG20251209191402.jpg", "handwritten_note_photo", PKM, "2025-12-09", ["C01"], ["C01-H01"], """
9.12.25 Tue  HC Ct 9 (Bhagat J)
SA 87/24 Budhwa Oraon - hearing
LCR nai aayis - neither TS 45/16 nor TA 22/19. Office to call for LCR.
Bhagat J: "Hindi / Kaithi documents I will not read without typed English translation" - file transln of khatiyan khata 112 + 1989 sale deed.
Shahdeo present, no objection.
Budhwa + Sukra both came from Pithoria, told them LCR aane me time lagega.
agla tarikh 20.1.26
TODO: Nikita - translation by 15th jan
""")

up("backlog/2025-12/bail munda 11.12.txt", "typed_note_txt", PKM, "2025-12-11", ["C02"], ["C02-H01"], """
11.12.2025 (Thu) HC court 14 - Kerketta J
BA 9876/25 Ajay Munda (Namkum 318/25)
APP Tiwary ji: case diary not received. Madam called for CD + criminal antecedent report from Namkum PS.
Somra Munda (father) outside court - very worried, Ajay in Hotwar since 14 Sept. Told him ka hoi, CD aane ke baad hi bahas hoga.
NDOH 08.01.2026
""")

up("backlog/2025-12/IMG_20251213_163015.jpg", "handwritten_note_photo", RS, "2025-12-13", ["C04"], ["C04-H01"], """
दि० 13.12.25 शनिवार
टोप्पो साहब का कोर्ट (CJSD-III)
सुमित्रा देवी बनाम भोला महतो - बंटवारा वाद 156/23
PW1 सुमित्रा देवी का एफिडेविट दाखिल।
पाठक जी (विपक्षी वकील) जिरह के लिए समय मांगे - 500 रु खर्चा लगा।
हाकिम बोले - आपस में सुलह का कोई रास्ता है क्या?
अगली तारीख 17.01.2026 - जिरह
""")

up("backlog/2025-12/IMG20251216190510.jpg", "handwritten_note_photo", PKM, "2025-12-16", ["C03"], ["C03-H01"], """
16/12/25  HC Ct 6 MN Prasad J
WPS 3312/25 Sunil Tirkey (constable, dismissal)
No counter. Jha (AC to SC-III) - "instructions awaited from SSP office" - 4 weeks granted.
Sunil called after - wants to know if he can join some private security job meanwhile. told him - no problem, but keep all medical papers of Sadar Hospital safe (jaundice treatment Aug-Nov 23).
ND 27.1.26
""")

up("backlog/2026-01/IMG20260109185011.jpg", "handwritten_note_photo", PKM, "2026-01-09", ["C02", "C05"], ["C02-H02", "C05-H02"], """
8.1.26 Thu - HC Ct 14
Munda bail: CD aa gaya. APP says 2 antecedents - Namkum 77/2019 + Hatia 201/2021. 77/2019 me acquittal hua tha (2022). Madam: supplementary affidavit with judgment. ND 29.1
- get certified copy of acquittal judgment (Ramdeo ji)

9.1.26 Fri - Family Court
Rinki OMC 214/25 - OP filed reply: says he is contract worker, only Rs 12,000/month. Rinki says he is permanent at Jharkhand Auto Parts, Tupudana.
Principal Judge madam: both sides affidavit of assets & liabilities; OP to file salary slips + bank stmt of last 12 months. Referred to mediation centre (Rinki + Deepak both to attend 23.1).
ND 6.2.26
""")

up("backlog/2026-01/SA 87 budhwa 20-01-26.txt", "typed_note_txt", PKM, "2026-01-20", ["C01"], ["C01-H02"], """
20-01-2026 Tuesday, HC Court 9
SA 87 of 2024 - Budhwa Oraon v. Jagdish Keshri
- TS 45/16 LCR received. TA 22/19 (DJ-IV) record still not come - reminder.
- our translation (khatiyan + sale deed) filed 16.1, on record. Bhagat J glanced and said ok.
- Shahdeo: "my senior Mr. A.K. Sinha not available today" - time. Judge: last indulgence.
- ND 24.02.2026
client call in evening: Sukra Oraon - Keshri's people came to the field again, asking them to sign some paper. told them sign nothing, note down who came.
""")

up("backlog/2026-01/nikita - JM court 22jan.txt", "typed_note_txt", NL, "2026-01-22", ["C06"], ["C06-H02"], """
22 jan 26 (thu) - JM 1st class, Oraon sir court
CC 2875/25 Durga Hardware vs Mukesh Sinha
accused Mukesh Sinha appeared today (after BW). Santosh Singh sir moved recall of BW - allowed, bail bond 10k with 1 surety.
we filed 143A petition (interim comp) - copy given to Singh sir.
Jaiswal ji (complainant) present. he asked - "paisa kab wapas aayega?" told him 143A pe order aane ke baad 20% milega.
next date - 19/2/26 for appearance + 143A hearing
""")

up("backlog/2026-01/Notes_27012026.txt", "typed_note_txt", PKM, "2026-01-27", ["C03", "C02"], ["C03-H02"], """
27.01.26 (Tue)
WPS 3312/25 Tirkey - again no counter. Jha sought time again, same excuse (instructions from SSP office). MN Prasad J: last chance, 3 weeks, else we will proceed.
ND 26/2
Munda bail (BA 9876/25, fixed 29.1): suppl. affidavit with acquittal judgment of Namkum 77/2019 filed today by Ramdeo ji, filing no. 2087/2026.
Somra Munda came to chamber - says he can arrange around 1 lakh by selling goats + loan from SHG. Will tell court on 29th if madam asks about deposit.
""")

up("backlog/2026-02/IMG_4521.HEIC", "handwritten_note_photo", NL, "2026-02-26", ["C03"], ["C03-H03"], """
26/2/26 HC ct 6
WPS 3312/25 (Sunil Tirkey)
counter affidavit of R2-R4 (SSP Ranchi etc.) filed in court today, copy given to us.
Counter says: enquiry report sent by post to village address at Bero, returned "not found".
no postal receipt annexed!!
rejoinder - 2 weeks
NDOH 9.4.26
- Sir ko batana: postal AD nahi hai counter me
""")

up("backlog/2026-02/IMG_4498.HEIC", "handwritten_note_photo", NL, "2026-02-19", ["C06"], ["C06-H03"], """
19.02.2026 Thu - JM court
Mukesh Sinha case (138)
substance of accusation explained. accused - not guilty. says cheque was "security cheque" given in 2024 for supply.
143A - ordered!! 20% = Rs 69,000 within 60 days.
Santosh Singh sir objected, said will challenge. Oraon sir didnt listen.
ND 26.3 - CW1 evidence (Jaiswal ji affidavit ready karna)
""")

up("backlog/2026-02/IMG_20260224_172210.jpg", "handwritten_note_photo", RS, "2026-02-24", ["C01"], ["C01-H03"], """
24.02.2026 मंगलवार - हाई कोर्ट कोर्ट 9
S.A. 87/24 बुधवा उरांव
विपक्षी शाहदेव जी कल शाम I.A. 2214/2026 (आदेश 41 नियम 27) दाखिल किये - 1990 का DC का पत्र।
नकल आज कोर्ट में मिला।
हुजूर बोले - 3 हफ्ता में जवाब, और पत्र हिन्दी में है तो उसका अंग्रेज़ी अनुवाद भी विपक्षी देगा।
अगली तिथि 31.03.2026
वकील साहब को बताना: DC ऑफिस से पत्र का मेमो नं. का रजिस्टर निकलवाना है
""")

up("backlog/2026-02/IMG20260214181230.jpg", "handwritten_note_photo", PKM, "2026-02-14", ["C04"], ["C04-H03"], """
14.2.26 Sat - Toppo sahab (CJSD III)
Sumitra devi partition - PW1 cross finished (Pathak ~ 40 min). She stood firm: "bantwara kabhi nai hua, sab sanjha khet".
PW2 Jitu Mahto - gawah nai aayis. Dinesh says he went to Ramgarh for shaadi.
Toppo sahab - evidence sirf lunch ke baad lenge, 2 baje ke baad. Wasted whole morning.
agla tarikh 14.3 - PW2 ko lana hi hai
""")

up("backlog/2026-03/IMG20260331201145.jpg", "handwritten_note_photo", PKM, "2026-03-31", ["C01"], ["C01-H04"], """
31/3/26 HC Ct 9 - Budhwa SA 87/24
our reply to IA 2214/26 filed on 17.3 - on record. DC office register shows no memo of that number in 1990 (Ramdeo got RTI reply).
Shahdeo - slip: unwell. Bhagat J annoyed: "second time this year respondent is seeking time" - no further adj at respondent's instance.
ND 5/5/26
""")

up("backlog/2026-03/Sumitra PW2 14-03.txt", "typed_note_txt", PKM, "2026-03-14", ["C04"], ["C04-H04"], """
14.03.2026 (Sat) Toppo court - TPS 156/23
PW2 Jitu Mahto examined after lunch (2.15 pm). Chief: he is cousin, lives next door, says land always cultivated jointly, Lakhan + Bhola dono ka dhaan ek khalihan me aata tha.
Cross by Pathak: asked about 1998 bantwara patra - Jitu said "hamar angutha nai hai usme", he never saw any bantwara. Good witness.
Pathak filed amendment petition O6 R17 - wants to add plea of 1998 family settlement (bantwara patra dt 11.02.1998, unregistered) in WS.
Toppo sahab again: "settlement kar lijiye, bhai-bhai ka mamla hai".
ND 18.04 - our objection + hearing on amendment
""")

up("backlog/2026-03/IMG_20260326_142010.jpg", "handwritten_note_photo", RS, "2026-03-26", ["C06"], ["C06-H04"], """
26.03.26 गुरुवार - JM कोर्ट (उरांव साहब)
जय माँ दुर्गा हार्डवेयर बनाम मुकेश सिन्हा, CC 2875/25
CW1 रवि शंकर जायसवाल जी का एफिडेविट दाखिल। Ext-1 चेक, Ext-2 रिटर्न मेमो, Ext-3 नोटिस, Ext-4 डाक रसीद, Ext-5 शिकायत - सब मार्क हुआ।
अभियुक्त नहीं आया - सिंह जी फिर हाजिरी माफी का आवेदन दिए (बीमार), आज मंजूर हो गया। जिरह अगली तारीख पर।
69,000 अभी तक नहीं दिया।
अगली तारीख 07.05.2026
""")

up("backlog/2026-04/9-10 april notes.txt", "typed_note_txt", PKM, "2026-04-10", ["C03", "C05"], ["C03-H04", "C05-H05"], """
9.4.26 thu - HC Ct 6
Tirkey WPS 3312/25: rejoinder filed 19.03 (filing no. 4471/2026) on record. Argued: no postal AD, no 2nd show cause, medical papers ignored.
MN Prasad J asked Jha: "where is the original D.P. file? was the enquiry report served or not?" - State to produce original DP file (DP 14/2023) + state on affidavit whether served.
ND 7.5.26

10.4.26 fri - family court
Rinki OMC: OP has not paid a single rupee of interim (order of 6.3). We filed petition to strike off defence.
Madam to Srivastava: pay arrears by next date otherwise defence struck off. Srivastava: "client will pay, give some time".
AW1 Rinki affidavit filed.
ND 8.5 - cross of AW1
Rinki's papa very angry outside, said Deepak goes around on new bike. hmm.
""")

up("backlog/2026-04/IMG_20260418_151140.jpg", "handwritten_note_photo", RS, "2026-04-18", ["C04"], ["C04-H05"], """
18.04.2026 शनि - CJSD-III टोप्पो साहब
सुमित्रा देवी केस - हमारा objection (संशोधन आवेदन पर) दाखिल।
पाठक जी नहीं आये - उनका जूनियर बोला साहब हाई कोर्ट में हैं। हाकिम नाराज़ - अंतिम मौका, 1000 रु खर्चा।
अगली तारीख 16.05.2026
दिनेश जी को फोन करके बताया।
""")

up("backlog/2026-05/New Text Document (2).txt", "typed_note_txt", PKM, "2026-05-05", ["C01"], ["C01-H05"], """
05.05.26 tue
SA 87/24 budhwa - finally argued! about 35 min.
SQL: whether the sale deed of 1989 by Bandhu Oraon (ST) to Keshri (non-ST) without DC's permission u/s 46 CNT Act is void and courts below erred in decreeing title.
Bhagat J asked Shahdeo where the English translation of the 1990 DC letter is - not filed yet. Judge: "same rule for both sides".
IA 2214/26 (O41 R27) - to be heard with the appeal.
heard in part. ND 7.7.26 (after vacation)
""")

up("backlog/2026-05/IMG20260507192233.jpg", "handwritten_note_photo", PKM, "2026-05-07", ["C03", "C06"], ["C03-H05", "C06-H05"], """
7 May 26 Thu
(1) HC Ct 6 - Tirkey WPS: State did not produce DP file. Jha: "file not traceable in SSP office". MN Prasad J very upset - SSP Ranchi to file personal affidavit + produce original DP file, otherwise SSP to appear in person next date.
ND 9/7/26
(2) JM court - Nikita went (I was in HC): CW1 Jaiswal ji cross done by Santosh Singh - suggestion "security cheque" denied. CE closed. We filed petition - 69,000 (143A) still not paid, recover as fine u/s 143A(5).
ND 23/7 - stmt of accused (s.351 BNSS)
""")

up("backlog/2026-05/IMG20260516190012.jpg", "handwritten_note_photo", PKM, "2026-05-16", ["C04"], ["C04-H06"], """
16.5.26 Sat - Toppo court
TPS 156/23 Sumitra: amendment petition REJECTED - trial already started, no due diligence shown (O6 R17 proviso). cost 1000 paid by Pathak's side before hearing.
our petition allowed - summons to Halka Karmchari, Ormanjhi with Register II as PW3.
Toppo sahab again asked - "koi baat-cheet hui kya settlement ka?" Dinesh says Bhola ready to give only 1 acre.
ND 11.7.26
""")

up("backlog/2026-05/rinki AW1 cross 8 may.txt", "typed_note_txt", NL, "2026-05-08", ["C05"], ["C05-H06"], """
8 may 2026 (fri) family court
rinki OMC 214/25
OP paid Rs 24,000 by DD in court today (srivastava sir said for march + april). arrears still not paid!
AW1 Rinki cross by Srivastava sir ~ 1 hr. he asked why she left matrimonial home - she said dowry demand of 2 lakh and beating, FIR not lodged because papa said wait. she cried but answered ok.
suggestion that she works in beauty parlour - denied.
next date 3.7.26 - AW2 (her papa)
""")

up("backlog/2026-07/IMG_20260709_170010.jpg", "handwritten_note_photo", RS, "2026-07-09", ["C01", "C03"], ["C01-H06", "C03-H06"], """
07.07.26 मंगल - कोर्ट 9
बुधवा SA 87/24 - आज नहीं पहुँचा (not reached). अगली तिथि 18.08.2026

09.07.26 गुरु - कोर्ट 6
सुनील तिर्की WPS - DP फाइल सील बंद लिफाफा में पेश हुआ। हुजूर ने फाइल देखे - जाँच रिपोर्ट की तामीला का कोई कागज नहीं।
बहस सुने। अंतिम सुनवाई 17.09.2026
सुनील जी को खबर दिया।
""")

up("backlog/2026-07/IMG_20260711_154402.jpg", "handwritten_note_photo", RS, "2026-07-11", ["C04"], ["C04-H07"], """
11.07.2026 शनिवार - टोप्पो साहब
सुमित्रा देवी बंटवारा - PW3 हल्का कर्मचारी समन के बाद भी नहीं आये (गवाह नहीं आया)।
अंचल अधिकारी ओरमांझी के माध्यम से फिर से समन।
अगली तारीख 29.08.2026
""")

up("backlog/2026-07/correction ormanjhi date.txt", "typed_note_txt", PKM, "2026-07-13", ["C04"], ["C04-H07"], """
13.7.26 mon
CORRECTION - Sumitra Devi partition (Toppo court): next date is 22.08.2026, NOT 29.08 as in Ramdeo ji's khata of 11.7. I checked with peshkar today - 22/8 for PW3 (Halka Karmchari, fresh summons through CO Ormanjhi).
Dinesh ko bhi bata diya - 22 August.
""")

up("backlog/2026-07/Rinki OMC - AW2 03.07.2026.docx", "typed_note_docx", PKM, "2026-07-03", ["C05"], ["C05-H07"], """
Rinki Kumari v. Deepak Kumar Prasad - OMC 214/2025 - Family Court
03.07.2026 (Friday)
AW2 Shyam Sundar Gupta (Rinki's father) examined in chief.
He says: Rinki married on 18.02.2020; Deepak demanded Rs. 2 lakh for a car in 2023; Rinki sent back to Harmu in Dec 2024 with Aarav; since then not a rupee.
Cross by Mr. Srivastava: suggested Rinki left on her own and father keeps her - denied. Asked about father's income - kirana shop.
Applicant's evidence closed.
Interim: OP paid one more DD of Rs. 12,000 for May. June pending. Arrears (about Rs. 90,000) still not paid at all.
Next date: 07.08.2026 - OP's evidence.
""")

up("backlog/2026-07/313 stmt mukesh 23.7.txt", "typed_note_txt", NL, "2026-07-23", ["C06"], ["C06-H06"], """
23.07.2026 - JM Oraon sir
CC 2875/25 - Mukesh Sinha statement u/s 351 BNSS (old 313) recorded. he repeated security cheque story, says goods were defective, "kuch bhi baki nahi".
he wants to lead defence evidence - Singh sir says will examine his accountant.
143A amount (69k) still not paid - court said will consider our petition at final stage.
ND 3 Sept 2026 - DE
""")

up("backlog/2026-08/budhwa SA cost 2000 18.8.txt", "typed_note_txt", PKM, "2026-08-18", ["C01"], ["C01-H07"], """
18/08/2026 Tue - HC Ct 9
SA 87/24 (Budhwa) - Shahdeo AGAIN sought time - "engaged before Division Bench". Bhagat J allowed but on cost Rs 2,000 payable to appellants. "Last time I said no further adjournment."
Shahdeo paid 2000 to me in corridor - will hand over to Budhwa.
ND 29.09.2026
""")

up("backlog/2026-08/22.08.2026 sat toppo court PW3.txt", "typed_note_txt", PKM, "2026-08-22", ["C04"], ["C04-H08"], """
22.08.2026 Saturday - CJSD-III Ranchi (Toppo)
TPS 156/2023 Sumitra Devi v Bhola Mahto
PW3 Birendra Oraon, Halka Karmchari, Ormanjhi came with Register II. Jamabandi of khata 41 running jointly in name of Lakhan Mahto and Bhola Mahto since 1979; rent receipts in both names till 2016. No separate jamabandi after 1998 - kills their bantwara story.
Cross by Pathak: only asked if he knows the family personally - "nahi".
Plaintiff evidence closed.
ND 10.10.2026 - DE (DW1)
""")

up("backlog/2026-09/Deepak cross OPW1 11-9-26.docx", "typed_note_docx", PKM, "2026-09-11", ["C05"], ["C05-H09"], """
OMC 214/25 - Rinki v. Deepak - Family Court, Ranchi
11.09.2026 (Fri) - OPW1 Deepak Kumar Prasad
Chief (affidavit): contract worker, Rs. 12,000 p.m., mother dependent, loan EMI.
My cross (about 50 min):
- Confronted with his own pay slip for August 2026 (Rinki got a screenshot from his cousin): he admitted he is Machine Operator Gr. II at Jharkhand Auto Parts, on rolls since 01.04.2019 - NOT contract.
- Admitted gross salary Rs. 28,500 and net Rs. 25,340; PF deducted every month (UAN in slip).
- Admitted Pulsar motorcycle bought in 2025 on EMI.
- Admitted he has not paid arrears of interim maintenance; said "paisa nahi hai".
OP's evidence closed.
Principal Judge madam remarked to Srivastava: "your client told the court Rs. 12,000 on affidavit".
Next date: 09.10.2026 - arguments.
""")

up("backlog/2026-09/SA 87-2024 arguments 29.09.2026.docx", "typed_note_docx", PKM, "2026-09-29", ["C01"], ["C01-H08"], """
S.A. No. 87 of 2024 - Budhwa Oraon & Anr. v. Jagdish Prasad Keshri
Court No. 9, Bhagat J - 29.09.2026 (Tuesday)
Respondent's arguments (Mr. Shahdeo, with Sr. Adv. A.K. Sinha):
1. Bandhu Oraon sold in 1989 of his own will; possession with Keshri for 35 years; adverse possession in the alternative.
2. The 1990 DC letter (I.A. 2214/2026) shows permission was granted after the sale.
3. Relied on judgments on post-facto permission.
Court's questions to them: Can permission under s.46 be granted after the transfer? Where is the English translation of the DC letter - still filed only in Hindi (Bhagat J: "I have said it thrice").
Order: both sides to file written notes of argument with list of judgments within 2 weeks.
Our written notes - to be filed by 13.10.2026 (Nikita drafting; Ramdeo ji to file).
Next date: 24.11.2026 - reply arguments.
""")

up("backlog/2026-10/IMG20261010184540.jpg", "handwritten_note_photo", PKM, "2026-10-10", ["C04"], ["C04-H09"], """
10.10.26 Sat  Toppo sahab
Sumitra partition - DE: DW1 (Bhola) affidavit NOT filed. Pathak asked time again - cost Rs 1000, last chance. Pathak gave undertaking - DW1 affidavit will positively be filed on next date.
Toppo sahab asked both sides about settlement - third or fourth time now. Pathak said Bhola may give 1.5 acre.
agla tarikh 21.11.26
""")

up("backlog/2026-10/fam court args 9 oct.txt", "typed_note_txt", PKM, "2026-10-09", ["C05"], ["C05-H10"], """
9/10/2026 friday - family court
Rinki OMC 214/25 - our arguments done (~25 min): Rajnesh v Neha, pay slip Rs 28,500 vs affidavit Rs 12,000, wilful non payment of arrears.
prayed: Rs 10,000 for Rinki + Rs 6,000 for Aarav (school fee from April).
Srivastava sought time to argue - "papers with senior". Madam allowed, but said arrears must be cleared.
ND 13.11.2026
""")

up("backlog/2026-10/DW1 pankaj cross 15.10.2026.txt", "typed_note_txt", PKM, "2026-10-15", ["C06"], ["C06-H08"], """
15.10.2026 Thu - JM court, Oraon sahab - CC 2875/25 (Jaiswal ji's cheque case)
DW1 Pankaj Kumar, accountant of Sinha Constructions, examined by Santosh Singh.
Chief: cheque 004512 given in 2024 as "security" while opening credit account; no liability on 10.06.2025.
My cross:
- admitted he never wrote any letter asking return of the security cheque.
- admitted the firm's own ledger shows purchases from Jai Maa Durga Hardware Jan-Apr 2025.
- could not say how much was paid; "mujhe yaad nai".
- admitted cheque signature is of Mukesh Sinha.
DE closed.
ND 26.11.26 - arguments
""")

up("backlog/2026-10/call dinesh 28-10.txt", "typed_note_txt", PKM, "2026-10-28", ["C04"], [], """
28.10.26 - call from Dinesh (Sumitra Devi's son), 7.40 pm
Bhola's side (through mukhiya) offering 1.5 acre of khata 41 but NO share in the khapra house.
Sumitra Devi says ghar me hissa chahiye, wahi unka sasural ka ghar hai. Dinesh himself ok with land + Rs 2 lakh for house share.
Told him: no hurry, DW1 cross is next; after that we talk. Put anything in writing through mukhiya only.
""")

up("backlog/2026-11/IMG20261113190208.jpg", "handwritten_note_photo", PKM, "2026-11-13", ["C05"], ["C05-H11"], """
13.11.26 Fri - Family Ct
Rinki OMC - Srivastava finally argued (15 min): only "he has mother to look after, EMI of bike".
Principal Judge madam: order on 11.12.2026.
Arrears still not cleared - madam noted it in order.
Rinki asked if order will come on 11th - told her yes, probably.
""")

up("backlog/2026-11/DW1 bhola cross 21.11.26.txt", "typed_note_txt", PKM, "2026-11-21", ["C04"], ["C04-H10"], """
21/11/26 Sat - Toppo court (after lunch, as usual)
TPS 156/23 - DW1 Bhola Mahto affidavit filed (chief). Cost of last date (1000) paid.
My cross (part):
- admitted jamabandi is still joint in his and Lakhan's names.
- admitted rent receipts till 2016 in both names.
- said bantwara patra 1998 is with him but "register nai karaye".
- admitted Lakhan's widow (Sumitra) lives in one room of the khapra house.
Cross remains - ND 19.12.2026.
Toppo sahab yet again - "settle kar lijiye". Told him talks on through mukhiya.
""")

up("backlog/2026-11/IMG20261124183020.jpg", "handwritten_note_photo", PKM, "2026-11-24", ["C01"], ["C01-H09"], """
24.11.26 Tue HC Ct 9 - item 7
Budhwa SA 87/24 - my reply args ~ 30 min. Point: permission after transfer is no permission; s.46 bar is absolute; 1990 letter has no memo in DC register (RTI reply).
Shahdeo - short rejoinder.
Bhagat J: "Judgment reserved." CAV.
No date given. Budhwa + Sukra told - faisla aane me time lagega, phone karenge.
""")

up("backlog/2026-11/week plan 30 nov - 5 dec.txt", "typed_note_txt", PKM, "2026-11-29", ["C04", "C05", "C06", "C03", "C01"], [], """
WEEK PLAN 30.11 - 05.12.2026
- Sumitra partition: prepare rest of DW1 cross (ask about the house - who pays bijli bill, when was tile roof repaired). Get Dinesh to chamber.
- Rinki OMC: check arrears calculation for execution (if arrears still unpaid after order). Rinki coming Thursday.
- Jaiswal ji 138: written arguments + 143A(5) recovery; list of judgments on security cheque.
- Tirkey: copy with representation given in SSP office on 5.10 - 12 weeks = 28.12.2026. Still not reinstated. Draft contempt only after 28.12.
- Budhwa: nothing till judgment; tell Nikita to keep checking the judgment list of Ct 9 daily.
- Fees: Jaiswal ji balance fee Rs 5,000 pending.
""")

# ---------------------------------------------------------------- WhatsApp exports
up("backlog/2026-03/WhatsApp Chat with Somra Munda Bail.txt", "whatsapp_export", "Somra Munda", "2026-03-10", ["C02"], ["C02-H03", "C02-H04"], """
29/01/26, 11:02 am - Messages and calls are end-to-end encrypted. Only people in this chat can read, listen to, or share them. Learn more.
29/01/26, 1:47 pm - Prabhat Mahto: Somra ji, aaj madam puchhin ki paisa jama karbe ki nai. Time liye hain 12 Feb tak. Kitna intezam hoi?
29/01/26, 6:20 pm - Somra Munda: Sir 1 lakh tak ho jaayega. Bakri bech denge aur samooh se loan
29/01/26, 6:22 pm - Prabhat Mahto: Thik. 12 tarikh ke court me bolenge 1 lakh. Aap 11 ko chamber aaiye
12/02/26, 3:05 pm - Prabhat Mahto: Bail ho gaya. 25000 ka bail bond, 2 jamanatdar. Pehle 1 lakh ka DD informant Rajkumar Agarwal ke naam se niche court me jama karna hai, 4 hafta me. Ranchi jila chhod ke nai jaana hai.
12/02/26, 3:09 pm - Somra Munda: Bahut dhanyawad sir. Bhagwan aapka bhala kare
12/02/26, 3:10 pm - Somra Munda: Jamanatdar kaun ho sakta hai sir
12/02/26, 3:14 pm - Prabhat Mahto: Koi bhi jiske paas zameen ka rasid ya naukri ho. 2 aadmi. Aadhaar laana
27/02/26, 12:40 pm - Somra Munda: Sir DD ban gaya SBI Namkum 1,00,000
27/02/26, 12:41 pm - Somra Munda: <Media omitted>
27/02/26, 1:02 pm - Prabhat Mahto: Ramdeo ji ko de dijiye, Monday ko CJM court me jama hoga
02/03/26, 5:30 pm - Prabhat Mahto: DD jama ho gaya, bail bond bhi accept. Release order Hotwar bhej diya gaya
03/03/26, 8:15 pm - Somra Munda: Ajay ghar aa gaya sir. Johar
03/03/26, 8:16 pm - Prabhat Mahto: Johar. Har tarikh pe trial court me hazir rehna hai, bhulna mat
10/03/26, 10:05 am - Somra Munda: Sir baki fees kitna hai
10/03/26, 10:30 am - Prabhat Mahto: 8000 baki hai, aaram se dijiye
""")

up("backlog/2026-10/WhatsApp Chat - Sunil Tirkey/_chat.txt", "whatsapp_export", "Sunil Tirkey", "2026-10-06", ["C03"], ["C03-H06", "C03-H07"], """
[09/07/26, 2:41:10 PM] Prabhat Mahto: Sunil, aaj DP file court me khula. Enquiry report aapko serve hua tha, uska koi kagaz nahi hai file me. Final hearing 17 Sept ko.
[09/07/26, 6:55:32 PM] Sunil Tirkey: Sir thank you. Hum 17 ko aayenge
[17/09/26, 1:12:05 PM] Prabhat Mahto: Writ allow ho gaya. Dismissal quash. Reinstatement ka order hai, back wages SSP decide karenge. 12 hafta me.
[17/09/26, 1:13:44 PM] Sunil Tirkey: Sir sach me? Bahut bahut dhanyawad sir 🙏🙏
[17/09/26, 1:20:09 PM] Sunil Tirkey: Sir duty kab se join karna hai
[17/09/26, 1:24:51 PM] Prabhat Mahto: Certified copy nikalna padega. Kal apply karenge. Copy milne ke baad SSP office me representation ke saath dena hai, tab order niklega
[29/09/26, 4:02:17 PM] Prabhat Mahto: Certified copy mil gaya. Kal chamber aake le jaiye, representation bhi ready hai
[05/10/26, 5:47:30 PM] Sunil Tirkey: Sir aaj SSP office ke Estt section me de diye, receiving le liye hain
[05/10/26, 5:47:52 PM] Sunil Tirkey: ‎image omitted
[06/10/26, 9:10:03 AM] Prabhat Mahto: Good. 12 hafta ka time 28 December tak. Tab tak wait karo, phir contempt dekhenge
""")

up("backlog/2026-11/WhatsApp Chat with Nikita Lakra Jr.txt", "whatsapp_export", NL, "2026-11-30", ["C06", "C05"], ["C06-H01", "C05-H03", "C06-H05", "C05-H08", "C06-H07", "C06-H09"], """
18/12/25, 12:58 pm - Nikita Lakra: Sir JM court - Mukesh Sinha absent. Singh sir ne exemption petition diya, bimar hai bol ke, koi medical paper nahi. Oraon sir rejected and BW issued 🙂
18/12/25, 12:59 pm - Nikita Lakra: ND 22.1.26
18/12/25, 1:05 pm - Prabhat Mahto: 👍 Jaiswal ji ko bata do
06/02/26, 1:31 pm - Nikita Lakra: Sir family court - Rinki matter. mediation failed report aa gaya. Deepak ne salary slip file nahi kiya. Srivastava sir bole employer slip nahi de raha
06/02/26, 1:32 pm - Nikita Lakra: madam said interim pe order next date. ND 6 March
06/02/26, 1:40 pm - Prabhat Mahto: Ok. Interim order ke liye Rinki ka affidavit of assets ready rakho
07/05/26, 2:10 pm - Nikita Lakra: JM - Jaiswal ji ka cross ho gaya sir, security cheque wala suggestion deny kiya unhone. CE closed. 143A wala petition bhi file kar diya
07/05/26, 2:11 pm - Nikita Lakra: next 23 July for 351 statement
07/08/26, 12:47 pm - Nikita Lakra: Sir Rinki OMC - Deepak absent today. Srivastava sir bole "client Jamshedpur me duty pe hai". madam gave last chance
07/08/26, 12:48 pm - Nikita Lakra: ND 11/9 for OP evidence
07/08/26, 12:52 pm - Prabhat Mahto: Har baar yahi. Note kar lo, pehle salary slip, fir duty outside. Agli baar main jaunga
03/09/26, 1:15 pm - Nikita Lakra: Sir JM court - Singh sir ka DW (accountant) nahi aaya. Mukesh Sinha bhi absent, phir se exemption petition. time diya
03/09/26, 1:16 pm - Nikita Lakra: ND 15.10.2026
03/09/26, 1:20 pm - Prabhat Mahto: 15 Oct ko main cross karunga. Ledger ka copy nikalo
26/11/26, 3:22 pm - Nikita Lakra: Sir 138 Jaiswal - our arguments done (I argued! 20 min). Singh sir ne time maanga arguments ke liye, Oraon sir ne diya
26/11/26, 3:23 pm - Nikita Lakra: ND 17/12/2026 - defence args
26/11/26, 3:30 pm - Prabhat Mahto: Well done 👏 Written args bhi file karenge us din
30/11/26, 9:02 am - Nikita Lakra: Sir aaj chamber late aaungi, RIMS jana hai mummy ke saath
""")

# ---------------------------------------------------------------- added: the munshi's filing page, the constable's representation
up("backlog/2026-10/IMG_20261013_173358.jpg", "handwritten_note_photo", RS, "2026-10-13", ["C01", "C06"], [], """
फाइलिंग रजिस्टर - अक्टूबर 2026
13.10.2026  S.A. 87/24 बुधवा उरांव - लिखित बहस (written notes of argument) + फैसलों की सूची दाखिल, हाई कोर्ट फाइलिंग नं. 9918/2026। विपक्षी शाहदेव जी को प्रति दिया, रिसीविंग लिया।
13.10.2026  CC 2875/25 जायसवाल जी - ledger की प्रमाणित प्रति के लिए आवेदन (DW1 जिरह हेतु) - JM कोर्ट, आवेदन सं. 311/2026
कोर्ट फीस टिकट - 65 रु
""")

up("backlog/2026-10/Adobe Scan 05 Oct 2026.pdf", "document_scan", "Sunil Tirkey", "2026-10-05", ["C03"], [], """
To,
The Senior Superintendent of Police, Ranchi
Sub: Representation for reinstatement in compliance of the judgment dated 17.09.2026 passed by the Hon'ble High Court of Jharkhand in W.P.(S) No. 3312 of 2025.
Sir,
I, Sunil Tirkey, Ex-Constable No. 1123, Ranchi District Force, respectfully submit that the Hon'ble High Court by judgment dated 17.09.2026 has quashed the order of dismissal dated 12.05.2024 (Memo No. 1876/2024) and the appellate order dated 03.02.2025, and directed my reinstatement and fresh proceeding from the stage of service of the enquiry report, within twelve weeks.
A certified copy of the judgment is enclosed. I request that I be reinstated and permitted to join duty at the earliest.
Yours faithfully,
Sunil Tirkey, Vill. + P.O. Bero, Dist. Ranchi. Mob. 70047xxxxx
Date: 05.10.2026
Received: Estt. Section, SSP Office, Ranchi - 05/10/26 (Diary No. 4412)
""")
