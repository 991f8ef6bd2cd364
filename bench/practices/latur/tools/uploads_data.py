"""The uploads of the Latur practice: what Adv. Kadam, his junior Rohit and the munshi Datta actually kept."""

L, J, M = "Sanjay Gopalrao Kadam", "Rohit Kamble", "Datta Bhise (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents (before and around the cases)
u("backlog/2025-07/Screenshot_20250728-171455_PMFBY.jpg", "document_photo", "PMFBY portal", "2025-07-28", ["C04"], [], """
PRADHAN MANTRI FASAL BIMA YOJANA - Kharif 2025 - Application Acknowledgement
Farmer: NAGNATH VYANKATRAO BIRADAR   Village: Harangul Bk.   Taluka/District: Latur
Crop: Soybean   Survey/Gat No.: 241/2   Area insured: 2.40 ha
Sum insured: Rs. 1,37,280   Farmer share of premium: Rs. 1/-  (Sarvasamaveshak Pik Vima Yojana, Govt. of Maharashtra)
Insurance company: Bharatiya Krishi Suraksha General Insurance Co. Ltd.   Through: CSC Harangul
Application No. 0925-2025-LTR-0441xxxx   Date: 28/07/2025
""")
u("backlog/2025-10/panchnama soybean Harangul 04.10.2025.pdf", "document_scan", "Joint survey committee, Latur taluka", "2025-10-04", ["C04"], [], """
पंचनामा (संयुक्त सर्वेक्षण) - खरीप 2025 - अतिवृष्टी / स्थानिक आपत्ती
गाव: हरंगुळ बु.  ता. जि. लातूर      दिनांक: 04/10/2025
शेतकरी: नागनाथ व्यंकटराव बिरादार   गट क्र. 241/2   पीक: सोयाबीन   क्षेत्र 2.40 हे.
दिनांक 21/09/2025 रोजी झालेल्या अतिवृष्टीमुळे शेतात पाणी साचून सोयाबीन पीक कुजले. पिकाचे नुकसान 68 टक्के.
सर्वेक्षण: कृषी सहाय्यक श्री. एस. बी. माने, तलाठी हरंगुळ, विमा कंपनी प्रतिनिधी श्री. अमोल वाघ
सही / - कृषी सहाय्यक      सही / - तलाठी      सही / - विमा प्रतिनिधी
""")
u("backlog/2025-10/notice Vilas Chavan rasta.docx", "typed_note_docx", L, "2025-10-20", ["C05"], [], """
SANJAY G. KADAM, B.Com., LL.B., Advocate
Ganjgolai Complex, near Shivaji Chowk, Latur
R.P.A.D.                                                     Date: 20/10/2025
To, Shri Vilas Maruti Chavan, r/o Chincholi (Ballalnath), Tq. & Dist. Latur
Sub: Notice regarding obstruction of cart-way (vahivaticha bail-gadi rasta) over gat no. 112
Under instructions of my client Shri Dnyaneshwar Sopan Jadhav, owner of gat no. 113: my client and his ancestors
have used the 10 feet cart-way along the eastern bandh of your gat no. 112 openly, peaceably and as of right since
more than 30 years to reach gat no. 113. On 12/10/2025 you dug a trench (chari) across the way and put thorny
fencing. You are called upon to remove the obstruction within 7 days, failing which my client will file a suit for
declaration of easement and injunction at your cost.
                                                              Advocate
""")
u("backlog/2025-12/claim rejection BKSGIC Biradar.pdf", "document_scan", "Bharatiya Krishi Suraksha General Insurance Co. Ltd.", "2025-12-22", ["C04"], [], """
BHARATIYA KRISHI SURAKSHA GENERAL INSURANCE CO. LTD. - District Office, Latur
Ref: PMFBY/KH25/LTR/REJ/1187                               Date: 22.12.2025
To: Shri Nagnath Vyankatrao Biradar, Harangul Bk., Tq. Latur
Sub: Your claim for localized calamity (inundation), soybean, gat 241/2, Kharif 2025
Your intimation of loss was received on 27.09.2025, i.e. beyond 72 hours of the event dated 21.09.2025, as required
under para 17.4 of the Operational Guidelines. Your claim is therefore REJECTED as 'late intimation'.
                                           For the Company, District Coordinator
""")
u("backlog/2026-01/recall notice Gore Agro Traders.pdf", "document_scan", "Manjara Nagari Sahakari Bank Ltd., Latur", "2026-01-08", ["C01"], [], """
MANJARA NAGARI SAHAKARI BANK LTD., LATUR (Urban Co-operative Bank)   Main Branch, Gandhi Chowk, Latur
Ref: MNSB/REC/CC-118/2026                                          Date: 08/01/2026
To: (1) Shri Balaji Dhondiba Gore, Prop. Gore Agro Traders, Ausa Road, Latur (Borrower)
    (2) Shri Ramesh Tukaram Salunke, Latur (Guarantor)   (3) Shri Mahadev Shankar Kale, Latur (Guarantor)
RECALL NOTICE: Cash Credit A/c No. CC/118 (limit Rs. 15,00,000 sanctioned 18/03/2022) has been irregular since
June 2024 and is classified NPA. Outstanding as on 31/12/2025: Rs. 18,42,650/- (principal Rs. 14,96,200 + interest).
You are called upon jointly and severally to pay the said amount with further interest at 13.5% p.a. within 15 days.
                                                  Branch Manager
""")
u("backlog/2026-02/IMG_20260205_113012.jpg", "document_photo", "Manjara Nagari Sahakari Bank Ltd.", "2026-02-05", ["C01"], [], """
LETTER OF GUARANTEE (Cash Credit A/c CC/118 - Gore Agro Traders)            Dated: 18/03/2022
We, (1) Ramesh Tukaram Salunke and (2) Mahadev Shankar Kale, jointly and severally guarantee to Manjara Nagari
Sahakari Bank Ltd., Latur the repayment of all sums due under the cash credit limit of Rs. 15,00,000 sanctioned to
Shri Balaji Dhondiba Gore ...
Guarantor 1: sd/- R. T. Salunke        Guarantor 2: sd/- M. S. Kale       Witness: sd/- (illegible)
""")
u("backlog/2026-02/Spl CS 87-2026 plaint Manjara bank.pdf", "document_scan", L, "2026-02-16", ["C01"], [], """
IN THE COURT OF CIVIL JUDGE SENIOR DIVISION, LATUR
SPECIAL CIVIL SUIT NO. 87/2026
Manjara Nagari Sahakari Bank Ltd., Latur, through its Branch Manager Shri Sanjay Vitthal Patil ... Plaintiff
Versus
1. Balaji Dhondiba Gore  2. Ramesh Tukaram Salunke  3. Mahadev Shankar Kale ... Defendants
SUIT FOR RECOVERY OF Rs. 18,42,650/-
... 7. The defendant no. 1 availed cash credit limit of Rs. 15,00,000; defendants 2 and 3 executed the letter of
guarantee dated 18/03/2022. ... PRAYER: (a) decree for Rs. 18,42,650/- with future interest at 13.5% p.a. from
01/01/2026 till realisation, jointly and severally; (b) costs.
Latur, 16/02/2026                              Advocate for Plaintiff (S. G. Kadam)
""")
u("backlog/2026-01/WS Vilas Chavan RCS 214-2025.pdf", "document_scan", "Adv. R. B. Deshmukh", "2026-01-19", ["C05"], [], """
IN THE COURT OF CIVIL JUDGE SENIOR DIVISION, LATUR      R.C.S. NO. 214/2025
Dnyaneshwar Sopan Jadhav ... Plaintiff  V/s  Vilas Maruti Chavan ... Defendant
WRITTEN STATEMENT ON BEHALF OF THE DEFENDANT (Exh. 14)
2. The defendant denies that there is any cart-way over his gat no. 112. The plaintiff reaches gat no. 113 by the
shiv rasta (government boundary road) between Chincholi and Bori, which is an alternative way. 3. The plaintiff
used the bandh only by permission (parvangi) of the defendant's father, which was withdrawn. No easement by
prescription arises. The suit deserves to be dismissed with compensatory costs u/s 35-A CPC.
Latur, 19/01/2026                             Advocate for Defendant (R. B. Deshmukh)
""")
u("backlog/2026-03/satbara gat 112 Chincholi.jpg", "document_photo", "Talathi, Sajja Chincholi", "2026-03-02", ["C05"], [], """
गाव नमुना सात (7/12 उतारा)     गाव: चिंचोली (बल्लाळनाथ)   ता. लातूर   जि. लातूर
भूमापन क्र. / गट क्र.: 112      एकूण क्षेत्र: 2 हे. 10 आर    पोटखराबा: 0.08
भोगवटादाराचे नाव: विलास मारुती चव्हाण
इतर हक्क: --- (रस्त्याची नोंद नाही)
पीक पाहणी 2025-26 खरीप: सोयाबीन
दिनांक 02/03/2026     सही / - तलाठी सज्जा चिंचोली
""")
u("backlog/2026-11/FIR 214-2026 PS Vivekanand Chowk.pdf", "document_scan", "Police Station Vivekanand Chowk, Latur", "2026-11-14", ["C07", "C06"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)
District: Latur   P.S.: Vivekanand Chowk   FIR No. 0214   Date: 14/11/2026
Sections: 85, 115(2), 351(2), 3(5) Bharatiya Nyaya Sanhita, 2023
Informant: Sneha Omkar Swami, age 29, r/o presently with her father at Prakash Nagar, Latur
Accused: (1) Omkar Shivshankar Swami (husband) (2) Shivshankar Gurappa Swami (father-in-law) (3) Mahananda
Shivshankar Swami (mother-in-law) (4) Pallavi Rahul Deshmane (sister-in-law, married, r/o Pune)
Gist: married on 05.05.2021; demand of Rs. 5,00,000 for Omkar's shop; beaten on 10.11.2026 and driven out of the
house at Ambajogai Road, Latur.      PSI M. R. Gite, PS Vivekanand Chowk
""")
u("backlog/2026-11/medical certificate Sneha VDGIMS.pdf", "document_scan", "Vilasrao Deshmukh Govt. Institute of Medical Sciences, Latur", "2026-11-13", ["C06", "C07"], [], """
VILASRAO DESHMUKH GOVERNMENT INSTITUTE OF MEDICAL SCIENCES, LATUR - Casualty
MLC No. 2026/8841      Date: 13/11/2026
Name: Sneha Omkar Swami, F/29.  Alleged history: assault by husband at home on 10/11/2026.
Findings: (1) contusion 6 x 3 cm on left forearm, reddish blue; (2) abrasion 2 x 1 cm over right knee.
Nature: simple. Age of injuries: 48-72 hours.      CMO, Casualty
""")
u("backlog/2026-12/Biradar complaint final.docx", "typed_note_docx", L, "2026-12-04", ["C04"], [], """
BEFORE THE DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, LATUR
Consumer Complaint No. ____/2026 (u/s 35 Consumer Protection Act, 2019)
Nagnath Vyankatrao Biradar, agriculturist, Harangul Bk. ... Complainant
V/s (1) Bharatiya Krishi Suraksha General Insurance Co. Ltd., through District Coordinator, Latur
    (2) Taluka Agriculture Officer, Latur ... Opponents
... 6. The complainant intimated the loss on the toll-free helpline 14447 on 22.09.2025, the very next day of the
excess rain of 21.09.2025, and again through CSC on 27.09.2025. The joint panchnama assessed 68% loss.
PRAYER: (a) claim amount of Rs. 93,350/- (68% of sum insured Rs. 1,37,280) with interest at 9% p.a.;
(b) compensation for mental agony Rs. 50,000/-; (c) costs Rs. 10,000/-.
Latur, 04/12/2026
""")
u("backlog/2027-04/DIR Sneha Swami Protection Officer.pdf", "document_scan", "Protection Officer, Latur", "2027-04-05", ["C06"], [], """
DOMESTIC INCIDENT REPORT (Form I, Rule 5(1) PWDV Rules)
Name of aggrieved person: Sneha Omkar Swami   Respondents: Omkar Swami (husband), Shivshankar Swami, Mahananda
Swami, Pallavi Deshmane
Incidents: taunts for dowry of Rs. 5 lakh for shop; physical assault on 10.11.2026 (MLC VDGIMS 2026/8841); driven
out of the shared household at Ambajogai Road, Latur; stridhan (gold 6 tola) retained by mother-in-law.
Reliefs needed: protection order, residence order, monetary relief, return of stridhan.
Date: 05/04/2027           Smt. Kavita Gaikwad, Protection Officer, Latur
""")

# ---------------- March-April 2027
u("backlog/2027-03/IMG_20270310_173522.jpg", "handwritten_note_photo", L, "2027-03-10", ["C01"], ["C01-H01"], """
10/3/27  2nd Jt. CJSD - Jadhav saheb
Manjara bank v. Gore (Spl CS 87/26)
D1 WS filed by Lokhande - admits CC limit, says bank charged penal int.
D2 Salunke (Gunjal) & D3 Kale - time for WS. Granted.
Pudhil tarikh 12/4/27. Patil manager la kalavla.
""")
u("backlog/2027-03/priyanka 15.3.txt", "typed_note_txt", L, "2027-03-15", ["C02"], ["C02-H01"], """
15.03.2027 - Family Court Latur - Wankhede saheb
Pet E 142/2026 Priyanka Mane & Ovi v. Sachin Mane (poteegi / maintenance)
Sachin hajar, Adv. Vaishali Jagtap tyanchya tarfe. Saheb ni donhi parties la marriage counsellor (Smt. Joshi) kade pathavle.
Sachin ne Ovi chya custody sathi vegli Pet D takliy - copy ajun milali nahi.
Next 19.04.2027 - counsellor report.
""")
u("backlog/2027-06/WhatsApp Chat with Nagnath Biradar Harangul.txt", "whatsapp_export", L, "2027-06-16", ["C04"], ["C04-H01", "C04-H02", "C04-H03"], """
17/03/27, 2:10 pm - Adv Kadam: Namaskar Biradar saheb. Aaj commission madhe company che vakil Bhosale aale, lekhi jabab sathi vel magitla. Pudhchi tarikh 21/04/27.
17/03/27, 2:14 pm - Nagnath Biradar: ho saheb. paise kadhi miltil?
17/03/27, 2:16 pm - Adv Kadam: Vel lagel. Tumcha 14447 la kelela call cha screenshot asel tar pathva.
21/04/27, 3:02 pm - Adv Kadam: Company cha lekhi jabab (written version) aala - tyanche mhanne late intimation, 72 tasanantar kalavle. Krushi adhikari (OP2) gairhajar. Next 16/06/27.
21/04/27, 3:05 pm - Nagnath Biradar: मी दुसऱ्याच दिवशी फोन केला होता साहेब, 22 तारखेला
16/06/27, 1:40 pm - Adv Kadam: Taluka krushi adhikari yancha jabab aala - joint survey madhe 68% nuksan manya kele. Aapalya sathi changla. Next 21/07/27, tumcha affidavit karaycha ahe, 19 la office la ya.
16/06/27, 1:42 pm - Nagnath Biradar: 👍 yeto
""")
u("backlog/2027-03/IMG_20270324_164015.jpg", "handwritten_note_photo", L, "2027-03-24", ["C05"], ["C05-H01"], """
24.3.27  CJSD Dixit madam - RCS 214/25 Chincholi rasta
Exh. 5 (T.I.) argued - 30 min. Deshmukh: alternative shiv rasta aahe, parvangi ne vapar.
Madam ne 7/12 ani gat nakasha magitla - dakhal kela. Order 13/4.
""")
u("backlog/2027-04/RCS 214-2025 roznama 13.04.2027.pdf", "certified_order_sheet_scan", "Civil Judge Senior Division, Latur", "2027-04-15", ["C05"], ["C05-H02"], """
न्यायालय: दिवाणी न्यायाधीश (वरिष्ठ स्तर), लातूर       नियमित दिवाणी दावा क्र. 214/2025
ज्ञानेश्वर सोपान जाधव  ... वादी     विरुद्ध     विलास मारुती चव्हाण  ... प्रतिवादी
रोजनामा
दि. 13/04/2027
वादीतर्फे वकील श्री. कदम हजर. प्रतिवादीतर्फे वकील श्री. देशमुख हजर.
नि. 5 वरील आदेश जाहीर केला. अर्ज अंशतः मंजूर. दाव्याचा निकाल लागेपर्यंत प्रतिवादीने गट क्र. 112 च्या पूर्व
बांधालगतच्या 10 फूट बैलगाडी रस्त्याच्या वापरात वादीस अडथळा करू नये.
पुढील तारीख 08/06/2027 मुद्दे निश्चितीसाठी.
                                     सही / - दिवाणी न्यायाधीश (व.स्तर), लातूर
खरी नक्कल
""")
u("backlog/2027-04/Spl CS 87-2026 roznama 12.04.2027.pdf", "certified_order_sheet_scan", "2nd Jt. Civil Judge Senior Division, Latur", "2027-04-14", ["C01"], ["C01-H02"], """
न्यायालय: दुसरे सह दिवाणी न्यायाधीश (वरिष्ठ स्तर), लातूर      विशेष दिवाणी दावा क्र. 87/2026
मांजरा नागरी सहकारी बँक लि. लातूर ... वादी     विरुद्ध     बालाजी धोंडिबा गोरे व इतर 2 ... प्रतिवादी
रोजनामा
दि. 12/04/2027
वादीतर्फे वकील श्री. कदम हजर. प्रतिवादी क्र. 1 तर्फे वकील श्री. लोखंडे, प्रतिवादी क्र. 2 तर्फे वकील श्री. गुंजाळ हजर.
प्रतिवादी क्र. 2 यांनी लेखी कैफियत नि. 24 दाखल केली; जामीनपत्रावरील सही आपली नसल्याचे नमूद.
प्रतिवादी क्र. 3 यांनी मुदतीत कैफियत दाखल केली नाही. दावा प्रतिवादी क्र. 3 विरुद्ध कैफियतीशिवाय चालविण्यात येतो.
पुढील तारीख 14/06/2027 मुद्दे निश्चितीसाठी.
                                     सही / - 2 रे सह दिवाणी न्यायाधीश (व.स्तर), लातूर
""")
u("backlog/2027-04/IMG_20270419_165840.jpg", "handwritten_note_photo", L, "2027-04-19", ["C02", "C03"], ["C02-H02", "C03-H01"], """
19/4/27  Family Court - Wankhede saheb
(1) Pet E 142/26 Priyanka - counsellor report: tadjod nahi (no settlement). Exh. 5 interim var Jagtap ne say dila
    - mhane Priyanka B.Ed. ahe, kamavu shakte. Next 21/6.
(2) Pet D 37/27 Sachin v. Priyanka (Ovi custody) - amcha say filed. Sachin cha Exh. 7 - visitation sathi. Next 21/6.
Priyanka la sangitla - Ovi la ghabru deu naka.
""")

# ---------------- May-June 2027
u("backlog/2027-05/sneha DV 3 may.txt", "typed_note_txt", L, "2027-05-03", ["C06"], ["C06-H01"], """
03/05/2027 - JMFC Ct 3 Mundhe saheb - Cri MA 311/2027 Sneha Swami v. Omkar Swami & 3 (DV)
Respondents hajar through Adv. Amit Patwari. PO Kavita Gaikwad cha DIR record var aahe, saheb ni vachla.
Patwari ne say sathi vel magitla. Interim application (Exh. 5) - protection, residence, Rs. 10,000 p.m.
ND 07/06/2027.
Sneha - criminal (FIR 214/26) la in-laws HC madhe quashing la janar ashi khabar.
""")
u("backlog/2027-06/IMG-20270607-WA0001.jpg", "handwritten_note_photo", M, "2027-06-07", ["C06"], ["C06-H02"], """
तारीख वही - जून 2027
दि. 07/06/2027 सोमवार
JMFC कोर्ट 3 - स्नेहा स्वामी वि. ओंकार स्वामी (DV) फौ.कि.अ. 311/27
सामनेवाले यांचा अंतरिम अर्जावर से दाखल. आरोप नाकारले.
पुढील तारीख 19/07/2027 अंतरिम युक्तिवाद.
- दत्ता
""")
u("backlog/2027-06/IMG-20270614-WA0004.jpg", "handwritten_note_photo", M, "2027-06-14", ["C05", "C01"], ["C05-H03", "C01-H03"], """
तारीख वही
दि. 08/06/2027 मंगळवार - दिवाणी न्या. व.स्तर (दीक्षित मॅडम) - चिंचोली रस्ता दावा 214/25
मुद्दे काढले (5 मुद्दे). पुढील तारीख 06/07/2027.
दि. 14/06/2027 सोमवार - 2 रे सह दि.न्या. (जाधव साहेब) - मांजरा बँक वि. गोरे 87/26
मुद्दे निश्चित - 6 मुद्दे. पुढे वादीचा पुरावा. पुढील तारीख 12/07/2027. बँकेचे पाटील साहेब यांना कळविले.
- दत्ता
""")
u("backlog/2027-06/Family court 21.06.2027.docx", "typed_note_docx", L, "2027-06-21", ["C02", "C03"], ["C02-H03", "C03-H02"], """
21.06.2027 - Family Court, Latur (Wankhede saheb) - both Mane matters together

Pet E 142/2026 (Priyanka maintenance) - Exh. 5 interim argued. Jagtap: wife is B.Ed., was working at a coaching
class before marriage. Me: she is not working since Ovi's birth, husband is a ZP teacher with fixed salary. Order on
05.07.2027.

Pet D 37/2027 (Ovi custody) - Exh. 7 decided: father to meet Ovi on 2nd and 4th Sundays, 10 am to 1 pm, in the
children's room of the Family Court; mother to bring the child. Next 23.08.2027 - saheb will talk to Ovi in chambers
with the counsellor.
""")
u("backlog/2027-06/CrAppln 1488-2027 order 22.06.2027.pdf", "certified_order_sheet_scan", "Bombay High Court, Bench at Aurangabad", "2027-06-24", ["C07"], ["C07-H01"], """
IN THE HIGH COURT OF JUDICATURE AT BOMBAY
BENCH AT AURANGABAD
CRIMINAL APPLICATION NO. 1488 OF 2027
Shivshankar Gurappa Swami and others                 ...Applicants
Versus
The State of Maharashtra and another                 ...Respondents
Mr. Amit Patwari, Advocate for the Applicants.
Mrs. S. V. Rathod, APP for Respondent No. 1 - State.
Mr. S. G. Kadam, Advocate for Respondent No. 2.
CORAM: ANAND GOKHALE & MEERA PATHRIKAR, JJ.
DATE : 22nd JUNE, 2027
P.C. :
1. Issue notice to the respondents, returnable on 04.08.2027. Respondent No. 2 to file reply.
2. The applicants shall state on affidavit where each of them resides and since when.
3. Till then, no coercive steps against the applicants in connection with FIR No. 214 of 2026 registered with
Vivekanand Chowk Police Station, Latur.
                                     (MEERA PATHRIKAR, J.)     (ANAND GOKHALE, J.)
""")

# ---------------- July-August 2027
u("backlog/2027-07/Pet E 142-2026 order Exh 5 05.07.2027.pdf", "certified_order_sheet_scan", "Family Court, Latur", "2027-07-07", ["C02"], ["C02-H04"], """
IN THE FAMILY COURT AT LATUR
PETITION E NO. 142 OF 2026
Priyanka Sachin Mane and another ... Applicants   V/s   Sachin Dattatray Mane ... Respondent
ORDER BELOW EXH. 5 (interim maintenance)
... The respondent is an Assistant Teacher with the Zilla Parishad drawing a regular salary. Merely because the
applicant holds a B.Ed. degree it cannot be presumed that she is earning. Hence:
1. The respondent shall pay interim maintenance of Rs. 6,000/- per month to applicant no. 1 and Rs. 4,000/- per
   month to applicant no. 2 (minor Ovi) from the date of the application, i.e. 20.11.2026.
2. Arrears to be cleared within two months; future maintenance by the 10th of every month.
Latur, 05/07/2027                               (V. P. Wankhede) Judge, Family Court, Latur
""")
u("backlog/2027-07/manjara PW1 12.7.txt", "typed_note_txt", L, "2027-07-12", ["C01"], ["C01-H04"], """
12.07.2027 Spl CS 87/26 Manjara bank v Gore - Jadhav saheb
PW1 Sanjay Vitthal Patil (branch manager) affidavit of evidence Exh. 41 filed with account extract, sanction letter,
guarantee letter. Lokhande: cross sathi vel pahije - saheb ni Rs. 500 costs laavun vel dila. Jadhav saheb: "costs
shivay adjournment nahi".
Gunjal (D2) - signature chya mudyavar expert sathi arj karnar mhanale.
ND 09.08.2027 - PW1 cross.
""")
u("backlog/2027-07/rasta Exh 31 6.7.txt", "typed_note_txt", L, "2027-07-06", ["C05"], ["C05-H04"], """
6/7/2027 CJSD Dixit madam - Chincholi rasta (RCS 214/25)
Amcha Exh. 31 - court commissioner / moj-mapanisathi arj. Madam ni TILR Latur (bhumi abhilekh) la rasta mojun nakasha
dyaycha aadesh dila. Fee vadi ne bharaychi. Deshmukh ne virodh kela - "shiv rasta aahe" - pan arj manjur.
ND 17/8/2027.
""")
u("backlog/2027-07/biradar 21 july.txt", "typed_note_txt", L, "2027-07-21", ["C04"], ["C04-H04"], """
21.07.2027 Consumer Commission Latur - Sonwane madam - CC 118/2026 Biradar pik vima
Complainant che affidavit of evidence dakhal (Biradar swataha aale hote). Bhosale ne company cha purava dyayla vel
magitla - madam thodya naraz, "next date la nakki". Madam ne vicharla - 14447 call cha record company kade asel na?
ND 15.09.2027.
""")
u("backlog/2027-07/IMG_20270719_163302.jpg", "handwritten_note_photo", L, "2027-07-19", ["C06"], ["C06-H03"], """
19/7/27 JMFC 3 - Sneha DV
Interim argued. Patwari: Sneha swataha ghar sodun geli, residence claim khota.
Me: MLC 8841, DIR. Mundhe saheb: order 2/8.
""")
u("backlog/2027-08/CrAppln 1488 Aurangabad 4 Aug.docx", "typed_note_docx", L, "2027-08-04", ["C07"], ["C07-H02"], """
04.08.2027 - Aurangabad HC, Court No. 4 (Gokhale-Pathrikar DB) - Cri. Appln. 1488/2027 (Swami quashing)
Our reply for R2 (Sneha) filed - affidavit of 14 pages with MLC and DIR. APP Rathod: investigation complete,
chargesheet ready.
Bench asked Patwari where Pallavi lives - Pune since marriage in 2019. Patwari sought time for rejoinder; granted.
Interim (no coercive steps) continues. ND 06.10.2027.
Travel: left Latur 4 am by car, back 9 pm. Fee to be taken from Sneha's father.
""")
u("backlog/2027-08/IMG_20270802_DV order.pdf", "certified_order_sheet_scan", "JMFC Court No. 3, Latur", "2027-08-04", ["C06"], ["C06-H04"], """
न्यायालय: न्यायदंडाधिकारी प्रथम वर्ग, न्यायालय क्र. 3, लातूर
फौजदारी किरकोळ अर्ज क्र. 311/2027 (कौटुंबिक हिंसाचार कायदा कलम 12)
स्नेहा ओंकार स्वामी ... अर्जदार     विरुद्ध     ओंकार शिवशंकर स्वामी व इतर 3 ... सामनेवाले
नि. 5 वरील आदेश - दि. 02/08/2027
1. सामनेवाले यांनी अर्जदारास कोणत्याही प्रकारे कौटुंबिक हिंसाचार करू नये (संरक्षण आदेश).
2. सामनेवाले क्र. 1 यांनी अर्जदारास अंतरिम आर्थिक मदत म्हणून दरमहा रु. 7,000/- अर्ज दिनांकापासून द्यावेत.
3. निवासाचा आदेश अंतरिम टप्प्यावर नाकारण्यात येतो.
पुढील तारीख 18/10/2027 अर्जदाराच्या पुराव्यासाठी.
                                     सही / - न्यायदंडाधिकारी प्रथम वर्ग, लातूर
""")
u("backlog/2027-08/Gore PW1 cross 09-08-2027.docx", "typed_note_docx", L, "2027-08-09", ["C01"], ["C01-H05"], """
09-08-2027  Manjara bank v. Gore & ors. (Spl CS 87/2026) - 2nd Jt. CJSD Jadhav saheb
PW1 Sanjay Patil cross by Lokhande (D1) - 50 min:
- Admitted that D1 Gore gave an OTS proposal of Rs. 12 lakh (Rs. 12,00,000) in March 2025; the board of directors
  rejected it as below the principal.
- Denied penal interest; interest at 13.5% as per sanction letter.
Cross by Gunjal (D2) - only put that Salunke never came to the bank on 18.03.2022. PW1: "he signed before me".
ND 13.09.2027.
""")
u("backlog/2027-08/RCS 214-2025 roznama 17.08.2027.pdf", "certified_order_sheet_scan", "Civil Judge Senior Division, Latur", "2027-08-19", ["C05"], ["C05-H05"], """
न्यायालय: दिवाणी न्यायाधीश (वरिष्ठ स्तर), लातूर       नियमित दिवाणी दावा क्र. 214/2025
रोजनामा
दि. 17/08/2027
वादीतर्फे वकील श्री. कदम हजर. प्रतिवादीतर्फे वकील श्री. देशमुख हजर.
उप अधीक्षक भूमि अभिलेख, लातूर यांचा मोजणी अहवाल प्राप्त नाही. वादीने मोजणी फी रु. 9,000/- भरल्याची पावती दाखल केली.
उप अधीक्षक भूमि अभिलेख यांना स्मरणपत्र पाठवावे.
पुढील तारीख 28/09/2027.
                                     सही / - दिवाणी न्यायाधीश (व.स्तर), लातूर
""")
u("backlog/2027-08/IMG-20270823-WA0009.jpg", "document_photo", "Nazir, Family Court, Latur", "2027-08-23", ["C02"], [], """
FAMILY COURT, LATUR - NAZIR SECTION - RECEIPT No. 1147        Date: 23/08/2027
Received from: Sachin Dattatray Mane (Respondent) in Pet E 142/2026
Amount: Rs. 20,000/- (Rupees Twenty Thousand only) towards arrears of interim maintenance
Mode: Cash                                          Nazir
""")
u("backlog/2027-08/WhatsApp Chat with Priyanka Mane.txt", "whatsapp_export", L, "2027-08-24", ["C02", "C03"], ["C02-H05", "C03-H03"], """
10/08/27, 9:12 am - Priyanka Mane: सर, अजून एक रुपयाही पोटगी मिळाली नाही. ऑर्डर होऊन महिना झाला.
10/08/27, 9:30 am - Adv Kadam: 23 tarkhela recovery cha arj (Exh. 21) takto. Ovi la pan gheun ya tya divashi, saheb tichyashi bolnar ahet.
23/08/27, 4:05 pm - Adv Kadam: Aaj Sachin ne court madhe Rs. 20,000 bharle, nazir kade pavti. Baki arrears (ajun 1 lakh chya var) sathi Exh. 21 pending. Pudhil tarikh 20/09/27 - tumcha purava.
23/08/27, 4:07 pm - Priyanka Mane: फक्त 20 हजार? 😞
23/08/27, 4:10 pm - Adv Kadam: Custody madhe pan aaj saheb ni Ovi shi chamber madhe counsellor samor bolun ghetle. Ti aai kadech rahnar mhanali. Next 4/10/27.
24/08/27, 8:45 am - Priyanka Mane: thank you sir 🙏
""")

# ---------------- September-October 2027
u("backlog/2027-09/WhatsApp Chat with Rohit Kamble Jr.txt", "whatsapp_export", J, "2027-09-20", ["C01", "C04", "C02"], ["C01-H06", "C04-H05", "C02-H06"], """
13/09/27, 12:48 pm - Rohit Kamble Jr: Sir Manjara bank - Gunjal ne Exh. 52 dila, guarantee var chi sahi handwriting expert kade pathavnyasathi. Jadhav saheb ni amcha say magitla. ND 11/10
13/09/27, 12:50 pm - Adv Kadam: Say mi lihito. Oppose karu, pan expert la jaude tari harkat nahi - sahi tyachich ahe.
15/09/27, 1:20 pm - Rohit Kamble Jr: Sir consumer - company tarfe district coordinator Amol Wagh yanche affidavit of evidence aale. Tyat mhantle intimation 27/09 la CSC madhun aale. Call log baddal kahi nahi. ND 17/11/27
15/09/27, 1:22 pm - Adv Kadam: Wagh ha panchnamya var sahi kelela pratinidhi ahe. Note kar.
20/09/27, 3:35 pm - Rohit Kamble Jr: Sir Priyanka madam cha PW1 affidavit dakhal, Jagtap madam ni cross ghetla 40 min. Tyanni B.Ed. baddal vicharla - Priyanka mhanalya B.Ed. ahe pan lagnanantar kuthe kaam kela nahi, not working since 2021.
20/09/27, 3:36 pm - Rohit Kamble Jr: Sachin ne sept cha hapta pan bharla nahi. ND 15/11/2027
20/09/27, 3:40 pm - Adv Kadam: ok. Arrears cha hishob karun thev.
""")
u("backlog/2027-09/TILR mojani nakasha gat 112 Exh 38.pdf", "document_scan", "Taluka Inspector of Land Records, Latur", "2027-09-20", ["C05"], [], """
कार्यालय: उप अधीक्षक भूमि अभिलेख, लातूर      मोजणी प्रकरण क्र. 3391/2027 (न्यायालयीन मोजणी)
दिवाणी दावा क्र. 214/2025 (मा. दिवाणी न्यायाधीश व.स्तर, लातूर यांचे आदेशानुसार)
मौजे चिंचोली (बल्लाळनाथ), गट क्र. 112 व 113
मोजणी दि. 14/09/2027 रोजी उभय पक्षकारांच्या समक्ष केली.
निष्कर्ष: गट क्र. 112 च्या पूर्व बांधालगत 3.2 मीटर रुंदीचा मळलेला (वापरातील) गाडी रस्ता गट क्र. 113 पर्यंत जातो.
शिव रस्ता (चिंचोली-बोरी) गट 113 च्या उत्तरेस असून पावसाळ्यात ओढ्यामुळे बंद होतो.
सोबत: मोजणी नकाशा.      सही / - उप अधीक्षक भूमि अभिलेख, लातूर
""")
u("backlog/2027-09/20270928_171950.jpg", "handwritten_note_photo", L, "2027-09-28", ["C05"], ["C05-H06"], """
28.9.27  Dixit madam - Chincholi rasta
TILR cha nakasha aala - Exh. 38: 3.2 m rasta gat 112 chya purva bandhalagat. Shiv rasta pavsalyat band.
PW1 Dnyaneshwar affidavit of evidence filed. Deshmukh - cross next date.
ND 23/11/27.  Dnyaneshwar la sangitle - nakashachi prat thev.
""")
u("backlog/2027-10/Spl CS 87-2026 roznama 11.10.2027.pdf", "certified_order_sheet_scan", "2nd Jt. Civil Judge Senior Division, Latur", "2027-10-13", ["C01"], ["C01-H07"], """
न्यायालय: दुसरे सह दिवाणी न्यायाधीश (वरिष्ठ स्तर), लातूर      विशेष दिवाणी दावा क्र. 87/2026
रोजनामा
दि. 11/10/2027
उभय पक्षांचे वकील हजर. प्रतिवादी क्र. 2 चा अर्ज नि. 52 (हस्ताक्षर तज्ज्ञाकडे जामीनपत्र पाठविणे) वर आदेश:
अर्ज मंजूर. दि. 18/03/2022 चे जामीनपत्र व प्रतिवादी क्र. 2 च्या नमुना सह्या प्रादेशिक न्याय सहाय्यक
वैज्ञानिक प्रयोगशाळा, औरंगाबाद (RFSL) कडे पाठवावे. खर्च रु. 5,000/- प्रतिवादी क्र. 2 ने भरावा.
पुढील तारीख 13/12/2027 अहवालासाठी.
                                     सही / - 2 रे सह दिवाणी न्यायाधीश (व.स्तर), लातूर
""")
u("backlog/2027-10/abad 6 oct.txt", "typed_note_txt", L, "2027-10-06", ["C07"], ["C07-H03"], """
6 Oct 2027 - Aurangabad, Ct 4 DB - Swami quashing (Cri Appln 1488/27)
Board khup motha - item 61, not reached. Court rose at 4.45. Ajun rejoinder aala nahi Patwari kadun.
ND 08.12.2027 (office la kalavle).
Wasted trip. Sneha chya vadilanna sangitle.
""")

# ---------------- November-December 2027
u("backlog/2027-11/IMG-20271117-WA0002.jpg", "handwritten_note_photo", M, "2027-11-17", ["C02", "C04"], ["C02-H07", "C04-H06"], """
तारीख वही - नोव्हेंबर 2027
दि. 15/11/2027 सोमवार - कौटुंबिक न्यायालय - प्रियंका माने पोटगी (पिटी. ई 142/26)
सचिन यांची पगार स्लिप दाखल (एकूण पगार 58,400). RW1 सचिन सरतपासणी झाली. सप्टें-ऑक्टो पोटगी भरली नाही.
पुढील तारीख 10/01/2028.
दि. 17/11/2027 बुधवार - ग्राहक आयोग - बिरादार पीक विमा
आपल्या लेखी युक्तिवाद (written notes) दाखल. कंपनीचे वकील भोसले गैरहजर. सोनवणे मॅडमनी तारीख दिली.
पुढील तारीख 19/01/2028.
- दत्ता
""")
u("backlog/2027-11/salary slip Sachin Mane Oct 2027.pdf", "document_scan", "Zilla Parishad Latur, Education Dept.", "2027-11-05", ["C02"], [], """
ZILLA PARISHAD LATUR - EDUCATION DEPARTMENT (PRIMARY)   PAY SLIP - OCTOBER 2027
Name: SACHIN DATTATRAY MANE   Designation: Assistant Teacher   School: ZPPS Nilanga (Kanya)
Basic 41,200  DA 14,420  HRA 2,780   GROSS: Rs. 58,400
Deductions: DCPS 5,562  PT 200  GIS 60  Society loan 6,428   NET: Rs. 46,150
""")
u("backlog/2027-11/rasta PW1 cross 23.11.txt", "typed_note_txt", L, "2027-11-23", ["C05"], ["C05-H07"], """
23.11.2027 Chincholi rasta - Dixit madam
PW1 Dnyaneshwar cha cross Deshmukh kadun, 1 taas. Tyanni shiv rasta cha mudda ghetla - Dnyaneshwar ne kabul kele ki
unhalyat shiv rastyane jaata yete, pan pavsalyat odha bharto. Parvangi ne vapar - nakarle.
Cross sampla. PW2 Baburao Kale pudhchya tarkhela.
ND 12/12/2027.
""")
u("backlog/2027-11/correction rasta ND.txt", "typed_note_txt", L, "2027-11-24", ["C05"], ["C05-H07"], """
24.11.2027 - DURUSTI (correction)
Kalchya Chincholi rasta note madhe ND 12/12/2027 lihili - chuk. 12 December la Sunday ahe.
Roznama pahila: khari pudhil tarikh 21.12.2027 (Tuesday) - PW2 Baburao Kale sathi. Datta ne vahit 21/12 lihile ahe.
""")
u("backlog/2027-12/Ovi custody PW1 cross 6.12.27.docx", "typed_note_docx", L, "2027-12-06", ["C03"], ["C03-H05"], """
06.12.2027 - Family Court Latur - Pet D 37/2027 Sachin v. Priyanka (Ovi custody)
PW1 Sachin - our cross (1 hr 10 min). Admissions:
- He works at ZP school, Nilanga, 45 km from Latur; leaves home at 7.30 am, returns 7 pm.
- Lives with his parents (aai-vadil) at Nilanga; his mother Shantabai will look after Ovi.
- Did not attend any of the 2nd/4th Sunday visitation on 10.10 and 24.10 (Diwali).
Jagtap: PW2 Shantabai next date. ND 07.02.2028.
""")
u("backlog/2027-12/CrAppln 1488-2027 order 08.12.2027.pdf", "certified_order_sheet_scan", "Bombay High Court, Bench at Aurangabad", "2027-12-10", ["C07"], ["C07-H04"], """
IN THE HIGH COURT OF JUDICATURE AT BOMBAY
BENCH AT AURANGABAD
CRIMINAL APPLICATION NO. 1488 OF 2027
Shivshankar Gurappa Swami and others ...Applicants  Versus  The State of Maharashtra and another ...Respondents
Mr. Amit Patwari, Advocate for the Applicants. Mrs. S. V. Rathod, APP for the State.
Mr. S. G. Kadam, Advocate for Respondent No. 2.
CORAM: ANAND GOKHALE & MEERA PATHRIKAR, JJ.
DATE : 8th DECEMBER, 2027
ORDER:
... 9. Applicant No. 3 Pallavi is a married sister-in-law residing at Pune since 2019. The allegations against
her are general and omnibus. The FIR and the proceedings qua applicant No. 3 are quashed.
10. As regards applicant Nos. 1 and 2, the parents-in-law residing in the same household, the FIR discloses
specific allegations of demand and assault. No case for quashing is made out. The application qua them is rejected.
11. Criminal Application is partly allowed and disposed of. Interim protection stands vacated qua applicants 1 and 2.
                                     (MEERA PATHRIKAR, J.)     (ANAND GOKHALE, J.)
""")
u("backlog/2027-12/IMG-20271213-WA0011.jpg", "handwritten_note_photo", M, "2027-12-13", ["C03", "C07", "C01"], ["C03-H05", "C07-H04", "C01-H08"], """
तारीख वही - डिसेंबर 2027
दि. 06/12/2027 - कौटुंबिक न्यायालय - ओवी ताबा (सचिन वि. प्रियंका) - PW1 सचिन उलटतपासणी झाली. पु.ता. 07/02/2028
दि. 08/12/2027 - औरंगाबाद हायकोर्ट - स्वामी अर्ज 1488/27 - निकाल: पल्लवी विरुद्ध FIR रद्द, सासू-सासरे यांचा अर्ज फेटाळला. प्रकरण संपले.
दि. 13/12/2027 - 2 रे सह दि.न्या. - मांजरा बँक - RFSL अहवाल आला नाही. पुढील तारीख 17/01/2028.
- दत्ता
""")
u("backlog/2027-12/RCS 214-2025 roznama 21.12.2027.pdf", "certified_order_sheet_scan", "Civil Judge Senior Division, Latur", "2027-12-23", ["C05"], ["C05-H08"], """
न्यायालय: दिवाणी न्यायाधीश (वरिष्ठ स्तर), लातूर       नियमित दिवाणी दावा क्र. 214/2025
रोजनामा
दि. 21/12/2027
वादीतर्फे वकील श्री. कदम हजर. प्रतिवादीतर्फे वकील श्री. देशमुख हजर.
वादीचा साक्षीदार PW2 बाबुराव कोंडिबा काळे (वय 71) यांचा सरतपासणीचा पुरावा नोंदविला. साक्षीदार सांगतो की 1985
पासून तो स्वतः व वादी गट 112 च्या बांधावरून बैलगाडीने ये-जा करतात.
प्रतिवादीचे वकील उलटतपासणीसाठी वेळ मागतात. रु. 1,000/- खर्चाच्या अटीवर वेळ देण्यात येतो.
पुढील तारीख 01/02/2028.
                                     सही / - दिवाणी न्यायाधीश (व.स्तर), लातूर
""")
u("backlog/2027-12/WhatsApp Chat with Rohit Kamble Jr (2).txt", "whatsapp_export", J, "2027-12-20", ["C03", "C06"], ["C03-H04", "C06-H05", "C06-H06"], """
04/10/27, 1:05 pm - Rohit Kamble Jr: Sir Ovi custody - Sachin PW1 cha chief affidavit aala. Aapan cross sathi vel magitla (tumhi sangitlyapramane - Aurangabad la hota tumhi). Wankhede saheb ni dila. ND 6/12/27
04/10/27, 1:06 pm - Adv Kadam: 👍
18/10/27, 12:30 pm - Rohit Kamble Jr: Sir Sneha DV - Omkar ne 7000 cha ek pan hapta bharla nahi. Sneha madam cha affidavit of evidence dakhal kela. ND 20/12
18/10/27, 12:33 pm - Adv Kadam: Arrears sathi recovery arj tayar kar.
20/12/27, 4:50 pm - Rohit Kamble Jr: Sir Sneha madam cha cross Patwari ne 2 taas ghetla. Coaching class madhe job karta ka vicharle - tya mhanalya lagnapurvi 2019 paryant hota, aata nahi. Stridhan baddal pan vicharle.
20/12/27, 4:51 pm - Rohit Kamble Jr: ND 21/02/2028 - samnewale yancha purava
20/12/27, 4:55 pm - Adv Kadam: Changla. Thanks Rohit.
""")

# ---------------- January-March 2028
u("backlog/2028-01/sachin RW1 cross 10 jan.txt", "typed_note_txt", L, "2028-01-10", ["C02"], ["C02-H08"], """
10.01.2028 - Pet E 142/2026 Priyanka maintenance - Wankhede saheb
RW1 Sachin - our cross:
- salary slip admitted; society loan deduction voluntary.
- ADMITTED he owns 2 acres agricultural land at Ausa (inherited), soybean-tur, income "not much".
- Admitted arrears unpaid for Sept to Dec 2027 again.
Respondent's evidence closed. Final arguments. ND 08.03.2028.
""")
u("backlog/2028-01/RFSL report Spl CS 87-2026.pdf", "document_scan", "Regional Forensic Science Laboratory, Aurangabad", "2027-12-28", ["C01"], [], """
REGIONAL FORENSIC SCIENCE LABORATORY, AURANGABAD - QUESTIONED DOCUMENTS DIVISION
Report No. RFSL/QD/2027/1562            Date: 28/12/2027
Ref: Spl. C.S. No. 87/2026, 2nd Jt. Civil Judge S.D., Latur
Questioned: signature marked Q1 on letter of guarantee dated 18/03/2022 (guarantor no. 1).
Standard: S1-S8 specimen signatures of Ramesh Tukaram Salunke taken in court.
Opinion: The person who wrote S1-S8 also wrote the questioned signature Q1.
                                           Asst. Director (Documents)
""")
u("backlog/2028-01/20280117_181204.jpg", "handwritten_note_photo", L, "2028-01-17", ["C01"], ["C01-H09"], """
17/1/28  Jadhav saheb - Manjara bank v Gore
RFSL report aala: Q1 sahi Salunke chich (same person). Gunjal shant.
Amcha PE closed (purshis dili). Pudhe DE (defendants' evidence) - D1 Gore ani D2 Salunke.
ND 13/3/28.  Patil saheb la phone - OTS chi navi offer aali tar board samor theva.
""")
u("backlog/2028-01/Biradar args 19.01.2028.docx", "typed_note_docx", L, "2028-01-19", ["C04"], ["C04-H07"], """
19.01.2028 - District Consumer Commission, Latur - CC/118/2026 Biradar v. BKSGIC
Argued 35 min. Bhosale for OP1: late intimation, para 17.4, 72 hours; CSC entry dated 27.09.2025.
Me: call on helpline 14447 on 22.09.2025 - within 72 hours of the rain of 21.09.2025; OP2's panchnama 68%; OP1's own
representative Amol Wagh signed the panchnama.
Sonwane madam asked OP1 to produce the call log of the helpline 14447 for the complainant's mobile for 21 to 24
September 2025. Also asked both sides for short written notes (she had ours already).
ND 16.02.2028.
""")
u("backlog/2028-01/CC-118-2026 daily order 19-01-2028.pdf", "certified_order_sheet_scan", "District Consumer Disputes Redressal Commission, Latur", "2028-01-21", ["C04"], ["C04-H07"], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, LATUR
Consumer Complaint No. CC/118/2026
Nagnath Vyankatrao Biradar ... Complainant  V/s  Bharatiya Krishi Suraksha General Insurance Co. Ltd. & Anr. ... Opponents
Coram: Smt. Rekha Sonwane, President; Shri D. S. Gore, Member
Date: 19/01/2028
Daily order: Heard Adv. Kadam for the complainant and Adv. Bhosale for OP1. OP2 absent. OP1 is directed to produce
the call log of the Krishi Rakshak helpline (14447) for the complainant's registered mobile number for the period
21.09.2025 to 24.09.2025. OP1 to file written notes of arguments. Adjourned to 16/02/2028.
                                                      President
""")
u("backlog/2028-02/IMG_20280201_170233.jpg", "handwritten_note_photo", L, "2028-02-01", ["C05"], ["C05-H09"], """
1/2/28  Dixit madam - Chincholi rasta
PW2 Baburao Kale cha cross - Deshmukh: vay, drushti, 1985 cha purava? Baburao thaam - "mi tya rastyane 40 varsha
bail-gadi nelay". Costs Rs. 1,000 Deshmukh ne bharle.
Amcha PE closed. Pudhe DE. ND 8/3/28.
""")
u("backlog/2028-02/IMG_20280207_163118.jpg", "handwritten_note_photo", L, "2028-02-07", ["C03"], ["C03-H06"], """
7/2/28  Family Ct - Ovi custody (Pet D 37/27)
PW2 Shantabai gairhajar (aajari). Jagtap ne purava band kela - closing purshis.
Pudhe amcha purava (RE) - Priyanka RW1 affidavit tayar karaycha.
ND 8/3/28 - same day as Priyanka maintenance args.
""")
u("backlog/2028-02/pik vima call log 16.2.txt", "typed_note_txt", L, "2028-02-16", ["C04"], ["C04-H08"], """
16.02.2028 Consumer - Biradar pik vima
Company ne 14447 cha call log dakhal kela - Biradar chya mobile varun 22.09.2025 la 10.42 am la 4 min call, docket no.
KRPH/2025/LTR/77312 - mhanje 72 tasanchya aat! Bhosale kade uttar nahi, "instructions ghetoy" mhanale.
Sonwane madam: arguments closed, for order.
ND 22.03.2028 - order (nikal).
Biradar la kalavle - to khush.
""")
u("backlog/2028-02/WhatsApp Chat with Rohit Kamble Jr (3).txt", "whatsapp_export", J, "2028-02-21", ["C06"], ["C06-H07"], """
21/02/28, 12:15 pm - Rohit Kamble Jr: Sir Sneha DV - aaj samnewale yancha purava hota, pan Omkar gairhajar. Patwari ne sangitle to Pune la ahe, vel dya. Mundhe saheb ni dila, pan "next time purava band karu" mhanale.
21/02/28, 12:16 pm - Rohit Kamble Jr: ND 10/04/2028
21/02/28, 12:20 pm - Adv Kadam: Ok. Arrears recovery arj (7000 x 6 mahine) pudhchya tarkhela press kar.
21/02/28, 12:21 pm - Rohit Kamble Jr: Ho sir
""")
u("backlog/2028-03/Plan 6-13 March 2028.docx", "typed_note_docx", L, "2028-03-04", ["C02", "C03", "C05", "C01", "C04", "C06"], [], """
PLAN - week 6 to 13 March 2028
Wed 8/3  Family Court - Priyanka maintenance: FINAL ARGUMENTS (written notes ready; arrears chart Sept-Dec).
         Family Court - Ovi custody: our evidence (RE) - Priyanka RW1 affidavit to be filed.
         CJSD Dixit madam - Chincholi rasta: DE (defendant's evidence) - Vilas Chavan DW1. Rohit to sit there;
         I will come after Family Court.
Mon 13/3 2nd Jt CJSD - Manjara bank: DE. Patil saheb to be present.
Later: 22/3 Consumer - Biradar order. 10/4 JMFC - Sneha DV, respondents' evidence.
Fees: Biradar - nil till order. Manjara bank - bill Rs. 15,000 for Jan-Feb.
""")
u("backlog/2028-03/Family Court Latur cause list 08.03.2028.pdf", "cause_list_pdf", "Family Court, Latur", "2028-03-07", ["C02", "C03"], [], """
FAMILY COURT, LATUR - DAILY CAUSE LIST FOR WEDNESDAY, 08/03/2028
Before: Shri V. P. Wankhede, Judge, Family Court
Sr.  Case No.               Parties                                         Stage
1    Pet A 88/2026         Swati Deshmukh v. Rahul Deshmukh                Counsellor report
2    Pet E 142/2026        Priyanka Sachin Mane & Anr. v. Sachin Mane      Final arguments
3    Pet D 37/2027         Sachin Dattatray Mane v. Priyanka Mane          Respondent's evidence
4    Pet A 301/2027        Kiran Pawar v. Madhuri Pawar                    Issues
5    M.J. Pet 12/2028      Anita Bhosale v. Suresh Bhosale                 Notice
""")
