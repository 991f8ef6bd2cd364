"""The uploads of the Ulhasnagar practice: what Adv. Tolani, the junior Sneha, the clerk Datta and the clients kept."""

L, J, K = "Haresh Tolani", "Sneha Patil (junior)", "Dattatray Shinde (clerk)"
U = []
_DEV = str.maketrans("0123456789", "०१२३४५६७८९")


def dev(text: str) -> str:
    """The clerk writes his register with Devanagari digits."""
    return text.translate(_DEV)


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2025-08/Lalwani plaint SCS 214-2025.pdf", "document_scan", L, "2025-08-25", ["C01"], [], """
IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION) AT KALYAN
SPECIAL CIVIL SUIT NO. 214 OF 2025
Kishinchand Tahilram Lalwani, age 61, Occ. Business, r/o Block A-512, Room 1841, Camp No. 2, Ulhasnagar ...Plaintiff
Versus
1. Harish Tahilram Lalwani  2. Mrs. Bhavna Harish Lalwani  3. Mrs. Jaya Mohan Makhija  4. Mrs. Lata Suresh Keswani ...Defendants
SUIT FOR PARTITION, SEPARATE POSSESSION AND ACCOUNTS
1. The plaintiff and defendant No. 1 are sons of late Tahilram Lalwani, karta of the Lalwani Hindu Undivided Family,
who came to Ulhasnagar from Larkana, Sindh in 1950 and started a cloth business.
2. The joint family properties are: (a) shop 'Lalwani Cloth Stores', Japani Bazar, Ulhasnagar-2; (b) flat No. 3,
Tahil Niwas, Camp No. 2; (c) godown at Shahad, Gut No. 41. The shop was run out of the joint family nucleus.
3. After the death of the karta on 09.02.2023, defendant No. 1 has taken over the shop and refuses to give hisaab.
The plaintiff claims 1/2 share in the HUF properties and an account of the shop's income from 2012.
Valuation for court fee: Rs. 1,48,00,000.     Kalyan, 25.08.2025        Adv. H. R. Tolani, for the plaintiff
""")
u("backlog/2027-01/WS D1 D2 Lalwani.pdf", "document_scan", "Adv. Prakash Jagtap", "2027-01-18", ["C01"], [], """
SPECIAL CIVIL SUIT NO. 214 OF 2025 - WRITTEN STATEMENT ON BEHALF OF DEFENDANTS NO. 1 AND 2
1. The defendants deny that any Hindu Undivided Family exists. Late Tahilram had no business of his own after 1998.
2. The shop Lalwani Cloth Stores, Japani Bazar, is the self-acquired property of defendant No. 1, purchased in 2004
from his own earnings; the plaintiff left the business in 2011 and took Rs. 6,00,000 in full settlement.
3. The godown at Shahad is in the name of defendant No. 2 and is her stridhan.
4. The suit is barred by limitation and deserves to be dismissed with costs.
Kalyan, 18.01.2027                              Adv. Prakash Jagtap, for defendants No. 1 and 2
""")
u("backlog/2026-11/WhatsApp Image 2026-11-18 at 19.02.44.jpeg", "document_photo", "Ulhasnagar Municipal Corporation", "2026-11-18", ["C02"], [], """
उल्हासनगर महानगरपालिका, उल्हासनगर - ३      प्रभाग समिती क्र. ३
जा.क्र. उमपा/प्रस-३/अति/1187/2026          दिनांक: 16/11/2026
NOTICE UNDER SECTION 260 OF THE MAHARASHTRA MUNICIPAL CORPORATIONS ACT
To: Shri Gurmukhdas Motwani, Motwani Sadan, Barrack No. 1402, Camp No. 4, Ulhasnagar-4
It is noticed that you have constructed a third floor (approx. 1,150 sq. ft.) on the said building without the
permission of the Corporation. You are hereby directed to remove the said unauthorised construction within 7 days
failing which the Corporation shall demolish it at your risk and cost.
सदर अनधिकृत बांधकाम ७ दिवसांत काढून टाकावे, अन्यथा महानगरपालिका ते निष्कासित करेल.
                                     सहायक आयुक्त, प्रभाग समिती क्र. ३
""")
u("backlog/2026-09/society bill B-402 Keswani.pdf", "document_scan", "Shree Jhulelal CHS Ltd.", "2026-09-01", ["C03"], [], """
SHREE JHULELAL CO-OPERATIVE HOUSING SOCIETY LTD.  (Regn. No. TNA/ULN/HSG/(TC)/4412/2001)
Near Cheti Chand Chowk, Section 24, Ulhasnagar-4
STATEMENT OF DUES - Flat B-402 - Smt. Vandana Keswani        as on 31.08.2026
Maintenance / service charges Apr 2021 - Aug 2026                 Rs. 1,12,800
Non-occupancy charges                                              Rs.   28,500
Sinking fund and repair fund                                       Rs.   14,600
Interest @ 21% p.a. on arrears (as per bye-law 71)                 Rs.   30,550
TOTAL DUE                                                          Rs. 1,86,450
Secretary: Ashok Sadhwani            Chairman: Prakash Hotwani
""")
u("backlog/2026-07/Sai Denim ledger Raghav Garments.pdf", "document_scan", "M/s Sai Denim Works", "2026-07-10", ["C04"], [], """
M/s SAI DENIM WORKS  (Jeans manufacturing & washing)  Gala No. 12, Shanti Nagar, Ulhasnagar-3   GSTIN 27AXXPC....
LEDGER ACCOUNT: M/s RAGHAV GARMENTS, Bhiwandi (partner Mukesh Agarwal)     01.10.2025 to 30.06.2026
Inv 311  06.10.2025  1,200 pcs denim jeans (5-pocket, 32-36)      3,12,000
Inv 334  24.10.2025  1,020 pcs                                     2,65,200
Inv 352  12.11.2025  1,200 pcs (stone wash)                        3,15,400
Total 3,420 pcs                                                    8,92,600
By cheque 15.12.2025                                               (50,000)
BALANCE DUE                                                        8,42,600
Interest @ 18% p.a. as per invoice terms.     For Sai Denim Works - Deepak Chandwani
""")
u("backlog/2026-07/notice 138 Amol Shinde.docx", "typed_note_docx", L, "2026-07-05", ["C05"], [], """
H. R. TOLANI, Advocate, Office No. 7, Gurukripa Complex, near Ulhasnagar Court, Camp No. 3
RPAD                                                     Date: 05.07.2026
To: Shri Amol Shinde, Shivneri Chawl, Vithalwadi, Ulhasnagar-5
Sub: Notice u/s 138 of the Negotiable Instruments Act, 1881
Under instructions of my client Shri Hitesh Sachdev: you took a hand loan of Rs. 4,50,000 in January 2026 and issued
cheque no. 772145 dated 10.06.2026 drawn on TJSB Sahakari Bank, Ulhasnagar branch, which was returned unpaid with the
remark 'Funds Insufficient' on 22.06.2026. You are called upon to pay Rs. 4,50,000 within 15 days of receipt hereof.
                                                         Advocate
""")
u("backlog/2026-06/cheque return memo TJSB.pdf", "document_scan", "TJSB Sahakari Bank Ltd., Ulhasnagar", "2026-06-22", ["C05"], [], """
TJSB SAHAKARI BANK LTD. - ULHASNAGAR BRANCH
CHEQUE RETURN MEMO                                  22/06/2026
Chq No. 772145  Dt. 10/06/2026  Amount Rs. 4,50,000.00  Drawer: AMOL SHINDE  A/c 0091xxxxxxx
Presented by: HITESH SACHDEV through Cosmos Bank, Ulhasnagar
Reason for return: 01 - FUNDS INSUFFICIENT
""")
u("backlog/2025-04/leave licence agreement Gidwani shop.pdf", "document_scan", "Sub-Registrar, Ulhasnagar-1", "2025-04-01", ["C06"], [], """
LEAVE AND LICENCE AGREEMENT (registered, Doc. No. ULH1-3318-2025)
Licensor: Smt. Pushpa Gidwani   Licensee: Shri Sandeep Kulkarni
Premises: Shop No. 5, Gidwani Market, Station Road, Ulhasnagar-3, about 220 sq. ft.
Period: 11 months from 01.05.2025 to 31.03.2026.  Licence fee Rs. 18,000 per month.  Refundable deposit Rs. 1,00,000.
The licensee shall not claim tenancy or any other right. On expiry the licensee shall hand over vacant possession.
Witnesses: 1. Lachman Rohra  2. Vijay Gidwani
""")
u("backlog/2027-07/FIR CR 412-2027 Hill Line.pdf", "document_scan", "Hill Line Police Station", "2027-07-04", ["C08"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)
Dist: Thane (Ulhasnagar Police Commissionerate - Zone IV)   P.S.: Hill Line   C.R. No. 0412/2027   Date: 03.07.2027
Sections: 118(1), 352, 351(2) BNS
Complainant: Nilesh Gaikar, r/o Camp No. 4. On 02.07.2027 at about 22.30 hrs near Ganesh Nagar, over parking of a
two-wheeler, Vikas @ Vicky Jadhav abused him and hit him on the head with an iron rod; he was taken to Central
Hospital, Ulhasnagar. Accused arrested on 03.07.2027.          PSI Rahul Waghmare
""")
u("backlog/2027-07/IMG_20270713_183012.jpg", "document_photo", "Central Hospital, Ulhasnagar", "2027-07-13", ["C08"], [], """
GOVT. CENTRAL HOSPITAL, ULHASNAGAR-3     MEDICO-LEGAL CERTIFICATE
MLC No. 2207/2027   Name: Nilesh Gaikar  M/32   Brought by: HC Kale, Hill Line PS   on 02.07.2027, 23.10 hrs
Injury: CLW 4 cm x 1 cm over left parietal region; X-ray skull: no fracture.
Nature: simple, caused by hard and blunt object.   Admitted; discharged 05.07.2027.
                                                   Medical Officer
""")
u("backlog/2027-05/IMG_20270528_121540.jpg", "document_photo", "Nazir, Civil Court Ulhasnagar", "2027-05-28", ["C04"], [], """
CIVIL COURT, ULHASNAGAR - NAZIR'S RECEIPT   No. 664/2027        Date 28/05/2027
Received from M/s Raghav Garments (defendant) in Summary Suit No. 37 of 2026 a sum of Rs. 4,00,000/- (Rupees
four lakh only) by DD No. 118204 on State Bank of India, Bhiwandi, as per order dated 16.04.2027.
                                                    Nazir
""")
u("backlog/2027-04/Ramchandani assets affidavit husband.pdf", "document_scan", "Adv. Dinesh Bhatija", "2027-04-23", ["C07"], [], """
FAMILY COURT, THANE - PETITION No. E-612 OF 2026
AFFIDAVIT OF DISCLOSURE OF ASSETS AND LIABILITIES OF THE RESPONDENT (Suresh Ramchandani)
Occupation: runs a mobile repairing shop 'Riya Mobile', Ulhasnagar-2. Monthly income: about Rs. 22,000.
Liabilities: shop rent Rs. 9,000 p.m.; personal loan Bajaj Finance EMI Rs. 6,200 p.m.; mother's medicines.
Vehicle: Activa 2019. No immovable property in own name.        Solemnly affirmed at Thane on 23.04.2027
""")

# ---------------- the clerk's register (Marathi, Devanagari digits)
u("backlog/2026-12/IMG-20261218-WA0007.jpg", "handwritten_note_photo", K, "2026-12-18", ["C04", "C05", "C06"], ["C04-H01", "C05-H01", "C06-H01"], dev("""
तारीख रजिस्टर - डिसेंबर 2026
11/12/2026 उल्हासनगर दिवाणी (व.स्त.) - समरी सूट 37/2026 साई डेनिम वि. राघव गारमेंट्स - प्रतिवादी हजर. समन्स फॉर जजमेंट काढणे. पुढील तारीख 29/01/2027
14/12/2026 JMFC उल्हासनगर - SCC 1844/2026 सचदेव वि. शिंदे - आरोपी गैरहजर. जामीनपात्र वॉरंट रु. 5000. पुढील तारीख 25/01/2027
18/12/2026 स्मॉल कॉजेस ठाणे - L.E.&C. 112/2026 गिडवानी वि. कुलकर्णी - प्रतिवादी हजर, लेखी जबाबसाठी मुदत. पु.ता. 05/02/2027
- दत्ता
"""))
u("backlog/2027-02/IMG-20270215-WA0011.jpg", "handwritten_note_photo", K, "2027-02-15", ["C07", "C01"], ["C07-H02", "C01-H03"], dev("""
तारीख रजिस्टर - फेब्रुवारी 2027
12/02/2027 कौटुंबिक न्यायालय ठाणे - E-612/2026 कविता रामचंदानी वि. सुरेश - समुपदेशक अहवाल: तडजोड नाही. दोघांनी मालमत्ता व देणी प्रतिज्ञापत्र द्यावे. पुढील तारीख 26/03/2027
15/02/2027 कल्याण दिवाणी (व.स्त.) - स्पे.दि.दा. 214/2025 लालवाणी वि. लालवाणी - देशपांडे साहेबांनी प्रकरण मध्यस्थी केंद्राकडे पाठवले. पुढील तारीख 23/03/2027
- दत्ता
"""))
u("backlog/2027-03/IMG-20270303-WA0004.jpg", "handwritten_note_photo", K, "2027-03-03", ["C03"], ["C03-H03"], dev("""
दिनांक 03/03/2027 (बुधवार)
सहकार न्यायालय क्र. 2, ठाणे - वाद क्र. CCT/118/2026 झुलेलाल सोसायटी वि. केसवानी
साळुंखे साहेबांनी सोसायटीचे उपविधी (बाय-लॉज) व सर्वसाधारण सभेचे ठराव दाखल करण्यास सांगितले.
वालेचा वकील हजर. सचिव सधवानी हजर.
पुढील तारीख 21/04/2027
- दत्ता
"""))
u("backlog/2027-07/IMG-20270730-WA0019.jpg", "handwritten_note_photo", K, "2027-07-30", ["C04"], ["C04-H06"], dev("""
दिनांक 30/07/2027
उल्हासनगर दिवाणी (व.स्त.) - समरी सूट 37/2026 साई डेनिम
प्रतिवादींचा लेखी जबाब दाखल झाला. मुद्दे (इश्यूज) काढले - 5 मुद्दे.
वादीचा पुरावा. पुढील तारीख 24/09/2027
दीपक शेठ यांना कळवले.   - दत्ता
"""))

u("backlog/2027-10/IMG-20271008-WA0002.jpg", "handwritten_note_photo", K, "2027-10-08", ["C03", "C07"], ["C03-H07", "C07-H07"], dev("""
तारीख रजिस्टर - ऑक्टोबर 2027
06/10/2027 सहकार न्यायालय 2 ठाणे - झुलेलाल सोसायटी वि. केसवानी - सचिवांची उलटतपासणी पूर्ण. वादीचा पुरावा बंद. पुढील तारीख 24/11/2027 - सामनेवालीचा पुरावा
08/10/2027 कौटुंबिक न्यायालय ठाणे - कविता रामचंदानी वि. सुरेश - अर्जदार (PW1) उलटतपासणी पूर्ण. पुढील तारीख 10/12/2027
- दत्ता
"""))

# ---------------- C01 Lalwani HUF partition
u("backlog/2026-12/20261207_163812.jpg", "handwritten_note_photo", L, "2026-12-07", ["C01"], ["C01-H01"], """
7/12/26  Kalyan CJSD - Deshpande saheb
Lalwani HUF (SCS 214/25) - Jagtap: WS not ready, "client bahar gaon". Time granted.
Kishin sethji present, naraz - cha thiyo? har dafa time. Told him court gives 1st time easily.
S.O. to 18.1.27 for WS of D1 D2.
""")
u("backlog/2027-01/Lalwani WS 18 jan.docx", "typed_note_docx", L, "2027-01-18", ["C01"], ["C01-H02"], """
18.01.2027 - SCS 214/2025 Lalwani v. Lalwani - CJSD Kalyan (Deshpande)
WS of D1 Harish and D2 Bhavna filed today by Jagtap. Copy received.
Their line: no HUF at all; dukaan in Japani Bazar is Harish's self-acquired (bought 2004); Kishin took Rs. 6 lakh
in 2011 and left. Shahad godown = Bhavna's stridhan (!). Limitation also pleaded.
To do: get 1998-2011 hisaab bahi from Kishin sethji; old partnership deed of Lalwani Cloth Stores; electricity bill
of godown in Tahilram's name.
S.O. to 15.02.2027 for issues.
""")
u("backlog/2027-03/SCS 214-2025 roznama 23.03.2027.pdf", "certified_order_sheet_scan", "Civil Judge (Senior Division), Kalyan", "2027-03-25", ["C01"], ["C01-H04"], """
IN THE COURT OF CIVIL JUDGE (SENIOR DIVISION), KALYAN
Special Civil Suit No. 214 of 2025
ROZNAMA
23.03.2027
Adv. Tolani for plaintiff present. Adv. Jagtap for defendants No. 1 and 2 present. Defendants No. 3 and 4 absent.
Report of the Mediator, Court Annexed Mediation Centre, Kalyan received: mediation failed.
Issues framed at Exh. 31 (six issues). Plaintiff to lead evidence.
S.O. to 20.04.2027 for plaintiff's evidence.
                                          (A. R. Deshpande) Civil Judge (S.D.), Kalyan
True copy applied 24.03.2027, ready 25.03.2027.
""")
u("backlog/2027-04/20270420_145501.jpg", "handwritten_note_photo", L, "2027-04-20", ["C01"], ["C01-H05"], """
20.4.27 Kalyan - Lalwani
PW1 Kishin sethji affidavit in lieu of chief filed (Exh. 35). Jagtap - time for cross, "documents study karne hain".
Deshpande saheb: granted on costs Rs. 2000 payable to pltf. Cost paid in court.
S.O. 15.6.27 for cross of PW1. (vacation in between)
Sethji ko bolo hisaab bahi 2012-2020 sab leke aao.
""")
u("backlog/2027-06/lalwani PW1 cross 15.6.txt", "typed_note_txt", L, "2027-06-15", ["C01"], ["C01-H06"], """
15.06.2027 Lalwani HUF - PW1 cross (Jagtap)
Cross started 12.20, till 1.45. Mostly on hisaab books 2012-2020.
- Suggested that entries in the rokad bahi are in Kishin's own hand and written later - denied.
- Asked about the Rs. 6 lakh of 2011: Kishin said it was for daughter's marriage, from dukaan, not settlement. Good answer.
- Asked who paid godown electricity - said father till 2023.
Cross not over. agyon tareekh 20.07.2027.
""")
u("backlog/2027-09/Lalwani PE closed 14.9.27.docx", "typed_note_docx", L, "2027-09-14", ["C01"], ["C01-H08"], """
14.09.2027 - SCS 214/2025 Lalwani - CJSD Kalyan
PW2 CA Vinod Bajaj (Bajaj & Associates, Ulhasnagar) appeared on summons. Examined in chief: proved the HUF's income-tax
returns 2014-15 to 2019-20, filed in the name of 'Tahilram Lalwani (HUF)', PAN of HUF, shop income shown as HUF income.
Jagtap's cross 40 min: suggested returns filed only for tax saving - witness said HUF returns were filed since 1996.
Closing pursis filed. PE closed.
S.O. to 24.11.2027 for defendants' evidence - DW1 Harish.
""")
u("backlog/2027-09/WhatsApp Chat with Kishin Sethji.txt", "whatsapp_export", "Kishinchand Lalwani (client)", "2027-09-15", ["C01"], ["C01-H07", "C01-H08"], """
20/07/27, 14:02 - Kishin Sethji: سائين، اڄ ڇا ٿيو؟ (cha thiyo aaj?)
20/07/27, 14:20 - Haresh Tolani Adv: Sethji aapka cross khatam. Jagtap ne bahut kuch poocha, aap theek rahe. Ab CA Bajaj ko summons nikala hai, PW2.
20/07/27, 14:21 - Haresh Tolani Adv: agyon tareekh 14 September
20/07/27, 14:25 - Kishin Sethji: Bajaj saab khud aayenge? fees kitni?
20/07/27, 14:31 - Haresh Tolani Adv: Summons se aayenge. Unki fee 11,000 bataya hai, aap direct dena
14/09/27, 16:10 - Kishin Sethji: اڳين تاريخ ڪڏهن آهي؟
14/09/27, 16:40 - Haresh Tolani Adv: Bajaj ki gawahi ho gayi, hamara evidence close. Ab Harish ka evidence. 24 November
15/09/27, 09:05 - Kishin Sethji: ٺيڪ آهي سائين 🙏 dukaan ji chaavi ab bhi Harish vat aahe
""")

# ---------------- C02 Motwani UMC writ
u("backlog/2026-12/WP 8842-2026 order 10.12.2026.pdf", "certified_order_sheet_scan", "Bombay High Court", "2026-12-11", ["C02"], ["C02-H01"], """
IN THE HIGH COURT OF JUDICATURE AT BOMBAY
CIVIL APPELLATE JURISDICTION
WRIT PETITION NO. 8842 OF 2026
Gurmukhdas Motwani                                 ...Petitioner
Versus
Ulhasnagar Municipal Corporation & Ors.            ...Respondents
Mr. H. R. Tolani for the Petitioner.
Mrs. Shubhangi Mhatre for Respondent-UMC.
CORAM: G. S. PATWARDHAN & FARHAN MERCHANT, JJ.
DATE: 10 DECEMBER 2026
P.C.:
1. Stand over to 21st January 2027. Respondent-Corporation to file reply.
2. In the meantime, no coercive steps pursuant to the notice dated 16th November 2026 under Section 260.
3. The petitioner shall not carry out any further construction.
""")
u("backlog/2027-01/Motwani writ 21 jan.docx", "typed_note_docx", L, "2027-01-21", ["C02"], ["C02-H02"], """
21.01.2027 - WP 8842/2026 Motwani v. UMC - Ct. 31 (Patwardhan-Merchant)
Reached at 3.40 pm. Mhatre madam: affidavit in reply not ready, Commissioner's approval pending; sought 4 weeks.
Court granted time; ad-interim (no coercive steps) continues. Bench asked me whether the third floor is occupied -
said yes, Guru sethji's son's family.
SO to 04.03.2027.
Mumbai trip: 8.12 fast from Ulhasnagar; next time take 7.40.
""")
u("backlog/2027-03/WP 8842-2026 order 04.03.2027.pdf", "certified_order_sheet_scan", "Bombay High Court", "2027-03-05", ["C02"], ["C02-H03"], """
IN THE HIGH COURT OF JUDICATURE AT BOMBAY - CIVIL APPELLATE JURISDICTION
WRIT PETITION NO. 8842 OF 2026
Gurmukhdas Motwani vs Ulhasnagar Municipal Corporation & Ors.
Mr. H. R. Tolani for the Petitioner.  Mrs. Shubhangi Mhatre for Respondent No. 1.
CORAM: G. S. PATWARDHAN & FARHAN MERCHANT, JJ.
DATE: 4 MARCH 2027
P.C.:
1. Affidavit in reply of the Corporation is tendered; it states that the petitioner's application for regularisation
was rejected on 12.08.2019. Taken on record.
2. Rejoinder, if any, within two weeks. Stand over to 15th April 2027. Ad-interim order to continue.
""")
u("backlog/2027-04/motwani 15 april HC.txt", "typed_note_txt", L, "2027-04-15", ["C02"], ["C02-H04"], """
15.04.2027 HC Ct 31 - Motwani writ
Rejoinder filed on 24.03 (served Mhatre). Argued 15 min: the building is of 1978 (Sindhi barrack converted), third
floor of 2014, regularisation rejected in 2019 without hearing.
Bench: Corporation to file affidavit of the Asst. Commissioner, Prabhag Samiti 3 - with a structural audit of the
building, whether third floor is safe. Ad-interim continues.
SO 24.06.2027. Tell Guru sethji structural engineer report bhi hum karwa lein - Er. Sunil Bhambhani.
""")
u("backlog/2027-06/WhatsApp Chat with Sneha Patil.txt", "whatsapp_export", J, "2027-06-24", ["C03", "C05", "C02"], ["C03-H01", "C03-H02", "C05-H02", "C05-H04", "C05-H05", "C03-H05", "C02-H05"], """
16/12/26, 13:10 - Sneha Patil Jr: Sir Co-op court Thane - Keswani madam appeared through Valecha. WS sathi time dila. Pudhil tarikh 27/1
16/12/26, 13:11 - Haresh Tolani Adv: ok. Sadhwani la sang
25/01/27, 12:45 - Sneha Patil Jr: Sir Sachdev cheque case - Shinde aala aaj, bail zala 15000. Plea - not guilty, bolto security cheque hota bishi sathi. Aapli 143A application dili. ND 8/3
27/01/27, 14:02 - Sneha Patil Jr: Sir Keswani WS filed. NOC charges 10% peksha jast illegal mhanun. Issues sathi 3 March
19/04/27, 12:30 - Sneha Patil Jr: Sir Thorat saheb ne 145(2) application allow keli, CW1 affidavit tender zala. Pudhil tarikh 24/5
24/05/27, 13:15 - Sneha Patil Jr: Sir CW1 Hitesh cha cross zala partly, More sir ne 40 min ghetla. 143A che 90000 ajun bharle nahit. ND 12/7
24/05/27, 13:16 - Haresh Tolani Adv: Note that. Next date la non-payment cha point ghya
23/06/27, 12:50 - Sneha Patil Jr: Sir Keswani ne deposit bharla nahi 😕 Valecha ne time magitla, Salunkhe saheb ne 1000 cost lavli. ND 11/8
24/06/27, 17:05 - Sneha Patil Jr: Sir HC update - Motwani matter board var hota pan reach zala nahi. SO 5 August
24/06/27, 17:06 - Haresh Tolani Adv: 👍 Guru sethji la phone karto
""")
u("backlog/2027-08/WP 8842-2026 order 05.08.2027.pdf", "certified_order_sheet_scan", "Bombay High Court", "2027-08-06", ["C02"], ["C02-H06"], """
IN THE HIGH COURT OF JUDICATURE AT BOMBAY - CIVIL APPELLATE JURISDICTION
WRIT PETITION NO. 8842 OF 2026
Gurmukhdas Motwani vs Ulhasnagar Municipal Corporation & Ors.
Mr. H. R. Tolani for the Petitioner.  Mrs. Shubhangi Mhatre for Respondent No. 1.
CORAM: G. S. PATWARDHAN & FARHAN MERCHANT, JJ.
DATE: 5 AUGUST 2027
P.C.:
1. The affidavit of the Assistant Commissioner with the structural audit report shows that the structure including
the third floor is structurally stable.
2. The petitioner has filed a fresh application for regularisation on 20.07.2027. The Corporation shall decide it
within eight weeks after hearing the petitioner. Till then no coercive action.
3. Stand over to 14th October 2027 for compliance.
""")
u("backlog/2027-10/20271014_172233.jpg", "handwritten_note_photo", L, "2027-10-14", ["C02"], ["C02-H07"], """
14/10/27  HC Ct 31 - Motwani v UMC
UMC ne decision nahi liya! Mhatre: hearing done on 22.9, file with Commissioner.
Bench naraz - 4 weeks more, "last chance", else Commissioner to remain present.
No coercive action continues. SO 9.12.2027.
""")
u("backlog/2027-10/WhatsApp Chat with Guru Sethji.txt", "whatsapp_export", "Gurmukhdas Motwani (client)", "2027-10-14", ["C02"], ["C02-H07"], """
22/09/27, 18:12 - Guru Sethji: Vakil saab UMC mein aaj hearing thi, engineer ne 1.5 lakh penalty ki baat ki. Hisaab samjho
22/09/27, 18:30 - Haresh Tolani Adv: Sethji likhit mein kuch mat dena. Order aane do.
14/10/27, 17:40 - Haresh Tolani Adv: Sethji aaj HC - UMC ne decision nahi liya, court ne 4 hafte aur diye. Tab tak koi action nahi. Agli date 9 December
14/10/27, 17:52 - Guru Sethji: مهرباني سائين. 🙏 ghar waro tension mein aahe
""")

# ---------------- C03 Jhulelal society
u("backlog/2027-04/CCT 118-2026 roznama 21.04.2027.pdf", "certified_order_sheet_scan", "Co-operative Court No. 2, Thane", "2027-04-26", ["C03"], ["C03-H04"], """
CO-OPERATIVE COURT NO. 2, THANE
Dispute No. CCT/118/2026   Shree Jhulelal CHS Ltd. vs Smt. Vandana Keswani
ROZNAMA
21/04/2027
Adv. Tolani for disputant present. Adv. Valecha for opponent present.
Disputant filed copies of bye-laws and resolutions of the general body dated 29.09.2019 and 24.09.2023 (Exh. 14).
Issues framed. The opponent is directed to deposit Rs. 50,000/- in this Court towards undisputed service charges
by the next date, without prejudice.
S.O. to 23/06/2027 for deposit and disputant's evidence.
                                               (V. B. Salunkhe) Judge, Co-operative Court No. 2, Thane
""")
u("backlog/2027-09/WhatsApp Chat with Sneha Patil (2).txt", "whatsapp_export", J, "2027-09-13", ["C03", "C05", "C08"], ["C03-H06", "C05-H06", "C05-H07", "C08-H01", "C08-H02"], """
08/07/27, 15:20 - Sneha Patil Jr: Sir Kalyan sessions - Vicky Jadhav bail. Jyoti Patil APP ne IO cha say magavla. Bhosale saheb - ND 14/7
08/07/27, 15:22 - Haresh Tolani Adv: Sunita bai la sang 14 la yaycha
12/07/27, 12:40 - Sneha Patil Jr: Sir Sachdev - CW1 cross complete. CW2 TJSB bank officer la summons. Accused absent - exemption dila. ND 13/9
14/07/27, 14:05 - Sneha Patil Jr: Sir IO say filed - bail la virodh, injured la dokyala 4 cm jakham. Arguments 19 July
11/08/27, 13:30 - Sneha Patil Jr: Sir Keswani ne 50000 deposit bharla aaj 👍 Sadhwani sir che affidavit filed, Valecha ne cross partly ghetla - bye-law 71 interest var. ND 6/10
11/08/27, 13:33 - Haresh Tolani Adv: Good. 6 Oct la mi yeto
13/09/27, 12:55 - Sneha Patil Jr: Sir Sachdev - CW2 Santosh Bhoir TJSB examined, CE closed. Pudhil tarikh 6 December - 351 statement sathi
""")
u("backlog/2027-10/20271006_141915.jpg", "handwritten_note_photo", L, "2027-10-06", ["C03"], ["C03-H07"], """
6.10.27  Co-op Ct 2 Thane - Salunkhe saheb - Jhulelal v. Keswani
Sadhwani cross contd by Valecha - on NOC charges 28,500 - he admitted no separate GB resolution for NOC rate
before 2019. Otherwise ok. Cross over. Our evidence closed (pursis).
S.O. 24.11.27 opponent's evidence. Keswani madam will depose herself.
""")

# ---------------- C04 Sai Denim
u("backlog/2027-01/20270129_124407.jpg", "handwritten_note_photo", L, "2027-01-29", ["C04"], ["C04-H02"], """
29/1/27 Ulhasnagar CJSD - Gaikwad madam
Sai Denim v Raghav - SJ served (Exh. 9). Imran Shaikh - time for leave to defend affidavit. Granted.
Deepak sethji - "maal sab theek tha, 50,000 ka cheque bhi diya unho ne" - note for arguments.
ND 12.3.27
""")
u("backlog/2027-03/Sai Denim leave affidavit 12.3.docx", "typed_note_docx", L, "2027-03-12", ["C04"], ["C04-H03"], """
12.03.2027 - Summary Suit 37/2026 - Sai Denim v. Raghav Garments - CJSD Ulhasnagar
Affidavit for leave to defend by Mukesh Agarwal (partner) filed. Defence: 600 pcs of Inv 352 (stone wash) had shade
variation, returned through Shree Ganesh Roadlines LR No. 4471 dated 02.12.2025; so only about Rs. 6.8 lakh due, and
that too after 'credit note'. No denial of the other two invoices.
Our reply: no credit note ever; LR is a fabricated document; the 50,000 payment on 15.12.2025 was after the alleged return.
Arguments on SJ on 16.04.2027.
""")
u("backlog/2027-04/SS 37-2026 order 16.04.2027.pdf", "certified_order_sheet_scan", "Civil Judge (Senior Division), Ulhasnagar", "2027-04-19", ["C04"], ["C04-H04"], """
IN THE COURT OF CIVIL JUDGE (SENIOR DIVISION), ULHASNAGAR
Summary Suit No. 37 of 2026
M/s Sai Denim Works ... Plaintiff   Versus   M/s Raghav Garments & Anr. ... Defendants
ORDER BELOW EXH. 9 (Summons for Judgment)
Heard Adv. Tolani for the plaintiff and Adv. Shaikh for the defendants. The defence of shade variation raises a
triable issue only as to part of the claim. Leave to defend is granted on condition that the defendants deposit
Rs. 4,00,000/- in this Court within six weeks. In default, the plaintiff may apply for judgment.
S.O. to 18.06.2027.
Ulhasnagar, 16.04.2027                          (M. S. Gaikwad) Civil Judge (S.D.), Ulhasnagar
""")
u("backlog/2027-06/sai denim 18 june.txt", "typed_note_txt", L, "2027-06-18", ["C04"], ["C04-H05"], """
18.06.2027 Sai Denim - CJSD Uln
Deposit of Rs. 4,00,000 made by DD on 28.05.2027 (Nazir receipt 664). So leave stands.
Shaikh sought time for WS. Granted. ND 30.07.2027.
Deepak sethji asked if he can withdraw the 4 lakh against security - told him apply after issues; FD in court.
""")
u("backlog/2027-09/week 20-24 sept.docx", "typed_note_docx", L, "2027-09-24", ["C06", "C04"], ["C06-H06", "C04-H07"], """
WEEK 20-24 September 2027 (what happened)

Fri 17.09 (last week, Thane Small Causes) - Gidwani v. Kulkarni - DW1 Sandeep Kulkarni cross by me, 1 hr.
He admitted signature on the registered leave and licence agreement and that he paid Rs. 18,000 every month
"as licence fee" till March 2026. Says pagdi 3 lakh was paid in cash - no receipt. Evidence closed both sides.
Arguments on 22.10.2027.

Fri 24.09 Ulhasnagar CJSD - Sai Denim - PW1 Deepak Chandwani affidavit filed (Exh. 41). Imran Shaikh absent, busy in
Bhiwandi court; his junior asked time. Gaikwad madam: cross deferred on costs Rs. 1,500 to the plaintiff.
ND 3 December 2027 (Friday) for cross of PW1.

Pending: Kavita - arrears calculation sheet; Motwani - compliance check with UMC clerk.
""")

# ---------------- C05 Sachdev cheque
u("backlog/2027-03/SCC 1844-2026 order 143A 08.03.2027.pdf", "certified_order_sheet_scan", "JMFC, Ulhasnagar", "2027-03-10", ["C05"], ["C05-H03"], """
IN THE COURT OF JUDICIAL MAGISTRATE FIRST CLASS, ULHASNAGAR (COURT NO. 2)
S.C.C. No. 1844 of 2026   Hitesh Sachdev ... Complainant   vs   Amol Shinde ... Accused
ORDER BELOW EXH. 12 (Application u/s 143A of the N.I. Act)
The accused has pleaded not guilty. Having regard to the cheque amount of Rs. 4,50,000/-, the accused is directed to
pay interim compensation of 20% of the cheque amount, i.e. Rs. 90,000/-, to the complainant within 60 days.
Next date 19.04.2027 for complainant's evidence.
Date: 08.03.2027                          (R. P. Thorat) JMFC, Ulhasnagar
""")
u("backlog/2027-09/WhatsApp Chat with Hitu Sachdev.txt", "whatsapp_export", "Hitesh Sachdev (client)", "2027-09-13", ["C05"], ["C05-H07"], """
08/03/27, 18:20 - Hitu Sachdev: sirji 90 hazaar kab milenge?? 60 din bola na
08/03/27, 18:41 - Haresh Tolani Adv: 60 din mein dena hai usko. Nahi diya to recovery application denge.
13/09/27, 13:30 - Hitu Sachdev: Sneha madam bole bank wala aa gaya aaj. Ab kya?
13/09/27, 13:44 - Haresh Tolani Adv: Haan, bank officer Bhoir ki gawahi ho gayi. Hamara evidence khatam. 6 Dec ko accused ka statement
13/09/27, 13:50 - Hitu Sachdev: 90 hazaar ab tak nahi diya usne 😡
""")

# ---------------- C06 Gidwani licence eviction
u("backlog/2027-02/Gidwani WS 5 feb.docx", "typed_note_docx", L, "2027-02-05", ["C06"], ["C06-H02"], """
05.02.2027 - L.E.&C. 112/2026 Gidwani v. Kulkarni - Small Causes, Thane (Pawar)
WS filed by Rupali Kadam. Defence: he is a tenant, not licensee; paid pagdi Rs. 3,00,000 in cash to late Mr. Gidwani
in 2019; 'leave and licence' signed only for form.
We took out notice of motion for interim compensation (Rs. 35,000 p.m. market rate; report of valuer Er. Thakur).
S.O. 19.03.2027 for hearing of the NM.
Pushpa aunty - keep her calm; she wants to sell the dukaan.
""")
u("backlog/2027-03/LEC 112-2026 order NM 19.03.2027.pdf", "certified_order_sheet_scan", "Court of Small Causes, Thane", "2027-03-22", ["C06"], ["C06-H03"], """
IN THE COURT OF SMALL CAUSES AT THANE
L.E. & C. Suit No. 112 of 2026 - Smt. Pushpa Gidwani vs Sandeep Kulkarni
ORDER ON NOTICE OF MOTION No. 44 of 2027
The defendant admittedly paid Rs. 18,000/- per month till March 2026. Pending the suit, the defendant shall pay or
deposit interim compensation at the rate of Rs. 18,000/- per month from April 2027, on or before the 10th of each
month. Issues framed at Exh. 20. S.O. to 11.06.2027 for plaintiff's evidence.
Thane, 19.03.2027                            (H. D. Pawar) Judge, Court of Small Causes, Thane
""")
u("backlog/2027-06/20270611_160214.jpg", "handwritten_note_photo", L, "2027-06-11", ["C06"], ["C06-H04"], """
11.6.27 Thane SCC - Pawar saheb - Gidwani
PW1 Pushpa aunty affidavit (Exh. 24). Kadam cross part - on pagdi, on late Gidwani ji's dealings, on 2019.
Aunty thak gayi, 1 hr. Cross to continue.
S.O. 23.7.27
Kulkarni has paid interim compensation for April & May only.
""")
u("backlog/2027-07/20270723_175530.jpg", "handwritten_note_photo", L, "2027-07-23", ["C06", "C07"], ["C06-H05", "C07-H05"], """
23/7/27 THANE day
(1) Small Causes - Gidwani v Kulkarni: PW1 cross over. PE closed. DW1 Kulkarni affidavit filed today.
    S.O. 17.9.27 for DW1 cross.
(2) Family Ct - Kavita v Suresh: arrears not paid - Rs. 45,000 (Apr-Jun). Recovery appln (distress warrant) filed.
    Bhatija: dukaan mein loss. Naik madam - pay or go to jail. S.O. 10.9.27.
Lunch at Gokhale Rd - Rs. 340
""")
u("backlog/2027-10/20271022_161005.jpg", "handwritten_note_photo", L, "2027-10-22", ["C06"], ["C06-H07"], """
22.10.27 Thane Small Causes - Gidwani v Kulkarni
Arguments 45 min. Kadam argued tenancy + pagdi. I: registered L&L, admissions of DW1, s. 24 presumption.
Pawar saheb - closed for judgment.
S.O. 29.11.27 for judgment.
""")
u("backlog/2027-10/correction gidwani date.txt", "typed_note_txt", L, "2027-10-25", ["C06"], ["C06-H07"], """
25.10.2027 CORRECTION - Gidwani (L.E.&C. 112/2026)
My diary of 22.10 says judgment on 29.11 - WRONG. Datta checked the roznama: S.O. to 26.11.2027 (Friday) for judgment.
Tell Pushpa aunty 26 November.
""")

# ---------------- C07 Kavita maintenance
u("backlog/2027-01/Kavita maintenance 8 jan.docx", "typed_note_docx", L, "2027-01-08", ["C07"], ["C07-H01"], """
08.01.2027 - Petition E-612/2026 Kavita v. Suresh Ramchandani - Family Court Thane, Naik madam
Suresh appeared with Adv. Dinesh Bhatija. Naik madam referred both to the marriage counsellor (Mrs. Joshi) - first
session today itself at 3 pm. Kavita says she won't go back to the joint family at Ulhasnagar-2.
Riya (daughter, 6 yrs) school fees Rs. 28,000 per year - get receipt.
S.O. 12.02.2027 for counsellor's report.
""")
u("backlog/2027-03/20270326_152218.jpg", "handwritten_note_photo", L, "2027-03-26", ["C07"], ["C07-H03"], """
26.3.27 Fam Ct Thane - Kavita
Our assets & liab. affidavit filed. Suresh - not filed. Bhatija: "CA busy".
Naik madam - costs 2000 to petitioner. Last chance.
ND 23.4.27 - interim maint. args also.
""")
u("backlog/2027-04/E-612-2026 order interim maintenance 23.04.2027.pdf", "certified_order_sheet_scan", "Family Court, Thane", "2027-04-27", ["C07"], ["C07-H04"], """
FAMILY COURT, THANE
Petition No. E-612 of 2026   Kavita Ramchandani ... Petitioner   vs   Suresh Ramchandani ... Respondent
ORDER BELOW EXH. 5 (interim maintenance)
The respondent runs a mobile shop and discloses income of about Rs. 22,000 per month, which appears understated
considering his expenses. The respondent shall pay interim maintenance of Rs. 10,000/- per month to the petitioner
and Rs. 5,000/- per month to the minor daughter Riya, in all Rs. 15,000/- per month, from the date of the application,
on or before the 10th of every month.
S.O. to 23.07.2027.
Thane, 23.04.2027                                 (S. A. Naik) Judge, Family Court, Thane
""")
u("backlog/2027-09/kavita 10 sept.txt", "typed_note_txt", L, "2027-09-10", ["C07"], ["C07-H06"], """
10.09.2027 Kavita - Fam Ct
Suresh brought Rs. 60,000 by DD, paid in court. Undertook to clear balance arrears by December.
Kavita's affidavit of evidence (PW1) filed.
ND 8.10.2027 for cross of PW1.
Kavita wants to move for school fees separately - think.
""")
u("backlog/2027-10/Kavita PW1 cross 8.10.docx", "typed_note_docx", L, "2027-10-08", ["C07"], ["C07-H07"], """
08.10.2027 - E-612/2026 - Kavita PW1 cross by Bhatija (1 hr 10 min)
- Suggested she left the house on her own in March 2026 - denied; said mother-in-law turned her out.
- Suggested she works in a beauty parlour at Camp 2 earning Rs. 12,000 - she said she helped her cousin only for two
  months in 2025, no salary.
- Suggested Riya's school is costly by choice - she said same school since nursery.
Cross over. Next: our PW2 (her father, Mohan Lakhiani) / respondent's evidence. S.O. 10.12.2027.
""")

# ---------------- C08 Vicky bail
u("backlog/2027-07/20270719_150233.jpg", "handwritten_note_photo", L, "2027-07-19", ["C08"], ["C08-H03"], """
19.7.27 ASJ Kalyan - Bhosale saheb - Vicky bail (BA 1923/27)
Argued: simple injury, no fracture (MLC), custody since 3.7, no antecedents.
APP Jyoti Patil: iron rod, head injury. Bhosale saheb wants discharge card of injured.
ND 22.7.27. Sunita bai ko bolo discharge card Central Hospital se nikalo.
""")
u("backlog/2027-07/BA 1923-2027 order 22.07.2027.pdf", "certified_order_sheet_scan", "Additional Sessions Judge, Kalyan", "2027-07-23", ["C08"], ["C08-H04"], """
IN THE COURT OF ADDITIONAL SESSIONS JUDGE, KALYAN
Criminal Bail Application No. 1923 of 2027
Vikas @ Vicky Jadhav ... Applicant   vs   State of Maharashtra (Hill Line P.S., C.R. No. 0412/2027) ... Respondent
ORDER
Heard Adv. Tolani for the applicant and Smt. Jyoti Patil, learned APP. The medical papers show a simple injury and
discharge of the injured on 05.07.2027. Investigation is substantially complete.
The applicant be released on bail on executing PR bond of Rs. 25,000/- with one surety of the like amount. He shall
attend Hill Line Police Station every Sunday between 10 a.m. and 12 noon till the charge-sheet is filed, and shall
not contact the complainant. Application disposed of.
Kalyan, 22.07.2027                          (N. G. Bhosale) Addl. Sessions Judge, Kalyan
""")
u("backlog/2027-07/WhatsApp Chat with Sunita Jadhav.txt", "whatsapp_export", "Sunita Jadhav (client's mother)", "2027-07-22", ["C08"], ["C08-H04"], """
17/07/27, 10:05 - Sunita Jadhav: saheb Vicky la kadhi sodnar? 🙏
17/07/27, 10:20 - Haresh Tolani Adv: Aai, 19 la arguments aahet. Kalji karu naka.
22/07/27, 15:30 - Haresh Tolani Adv: Vicky cha bail zala. 25,000 cha PR bond, ek surety lagel. Darr ravivari Hill Line police station la hajari.
22/07/27, 15:34 - Sunita Jadhav: dhanyavad saheb 🙏🙏 surety maza bhau deil
""")

# ---------------- plan and cause list for the day
u("backlog/2027-11/plan 22-26 nov.docx", "typed_note_docx", L, "2027-11-20", ["C01", "C03", "C06", "C04", "C05"], [], """
PLAN - week of 22 Nov 2027
Mon 22/11  office - draft written arguments Gidwani (just in case); Kavita arrears sheet.
Wed 24/11  KALYAN CJSD 11 am - Lalwani HUF - DW1 Harish evidence; get cross ready (Rs. 6 lakh of 2011, HUF ITRs, godown bill).
           then THANE Co-op Ct 2 - Jhulelal v Keswani - opponent's evidence; Sneha to hold till I reach.
Fri 26/11  Thane Small Causes - Gidwani - JUDGMENT. Pushpa aunty to come.
Next week: Fri 3/12 Sai Denim PW1 cross (Uln); Mon 6/12 Sachdev 351 (Sneha).
""")
u("backlog/2027-11/Kalyan CJSD causelist 24.11.2027.pdf", "cause_list_pdf", "District Court Thane (Kalyan Court)", "2027-11-23", ["C01"], [], """
CIVIL COURT SENIOR DIVISION, KALYAN - BOARD / CAUSE LIST FOR 24/11/2027 (WEDNESDAY)
COURT OF SHRI A. R. DESHPANDE, CIVIL JUDGE (S.D.), C.R. NO. 4
Sr.  Case No.            Parties                                          Stage
1    SCS/88/2022         Bhoir Dnyaneshwar vs Patil Kamlakar & Ors.      Arguments
2    SCS/214/2025        Lalwani Kishinchand vs Lalwani Harish & Ors.    Defendants' evidence
3    SCS/301/2024        Kalyan Janata Sahakari Bank vs Pawar Vinod      Plaintiff's evidence
4    CMA/17/2027         Mhatre Sushila vs Mhatre Balaram                Say
5    SCS/19/2026         Sindhi Panchayat Ulhasnagar vs Kriplani Ramesh  Issues
""")
