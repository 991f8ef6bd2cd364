"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


# ---------------------------------------------------------------- documents (dated by their own date)
up("backlog/2024-03/Agreement to Sell - Flat 702 Sai Siddhi.pdf", "document_scan", "Ashish Gokhale", "2024-03-11", ["C01"], [], """
AGREEMENT TO SELL
This Agreement to Sell is made and executed at Pune on this 11th day of March 2024
BETWEEN Smt. Vandana Shashikant Bhosale, age 61, residing at Flat No. 702, Sai Siddhi Apartments, Survey No. 118/2, Paud Road, Kothrud, Pune 411038 (hereinafter called the VENDOR)
AND Shri Ashish Prakash Gokhale, age 36, residing at 14, Shreeji Park, Karvenagar, Pune 411052 (hereinafter called the PURCHASER).
1. The Vendor agrees to sell the residential Flat No. 702 on the 7th floor, carpet area 74.32 sq. mtrs., in Sai Siddhi Apartments, with covered parking No. 9, for a total consideration of Rs. 68,50,000/- (Rupees Sixty Eight Lakh Fifty Thousand only).
2. The Purchaser has paid Rs. 15,00,000/- (Rupees Fifteen Lakh only) as earnest money by cheque No. 004417 dated 11.03.2024 drawn on HDFC Bank, Karve Road branch, the receipt whereof the Vendor admits.
3. The balance consideration of Rs. 53,50,000/- shall be paid at the time of execution and registration of the Sale Deed, which shall be completed on or before 30.09.2024, after the Vendor obtains the No Objection of the Society.
4. The Vendor shall hand over vacant possession on registration of the Sale Deed.
Witnesses: 1. Hemant Limaye, Secretary, Sai Siddhi Co-op. Hsg. Society  2. Prakash Gokhale
sd/- Vendor                                   sd/- Purchaser
""")

up("backlog/2025-07/IMG-20250718-WA0021.jpg", "document_photo", "Cosmos Co-operative Bank", "2025-07-14", ["C03"], [], """
THE COSMOS CO-OPERATIVE BANK LTD. (Multi-State Scheduled Bank)
Branch: Kothrud, Pune 411038
CHEQUE RETURN MEMO                                    Date: 14/07/2025
Cheque No. 208817    Dated 05/07/2025    Amount Rs. 4,80,000.00
Drawer: RAHUL VASANT SHINDE, A/c No. 0410501xxxx77
Payee: SHREE GANESH TRADERS
Returned unpaid for the reason: FUNDS INSUFFICIENT (01)
Presented through: Janata Sahakari Bank, Market Yard branch
Authorised Signatory
""")

up("backlog/2024-10/MACP Waghmare claim petition.pdf", "document_scan", "Vikrant Kulkarni", "2024-10-21", ["C06"], [], """
BEFORE THE MOTOR ACCIDENT CLAIMS TRIBUNAL, PUNE
M.A.C.P. No. ______ of 2024
1. Sunita Ganesh Waghmare, age 33, widow
2. Kum. Sakshi Ganesh Waghmare, age 9, minor  3. Master Om Ganesh Waghmare, age 6, minor, through mother applicant 1
all r/o Waghmare Vasti, Uruli Kanchan, Tal. Haveli, Dist. Pune                          ... Claimants
VERSUS
1. Mahadev Sopan Korde, owner of truck No. MH-12-RT-4471, r/o Theur, Tal. Haveli
2. Sahyog General Insurance Co. Ltd., through its Divisional Manager, Bund Garden Road, Pune     ... Opponents
CLAIM PETITION UNDER SECTION 166 OF THE MOTOR VEHICLES ACT, 1988
1. On 14.08.2024 at about 7.30 p.m. deceased Ganesh Laxman Waghmare (38) was going on his motorcycle MH-12-KP-2209 from Loni Kalbhor towards Uruli Kanchan on the Pune-Solapur highway, when truck MH-12-RT-4471, driven rashly and negligently by its driver Dilip Korde, dashed it from behind near Kadamwakvasti. Ganesh died on the spot. Loni Kalbhor P.S. C.R. No. 388/2024.
2. The deceased was a tempo driver with Shivneri Dudh Dairy, earning Rs. 18,000 per month.
3. The truck was insured with opponent 2 under policy No. SGI/CV/2024/118842 valid on the date of the accident.
4. The claimants claim compensation of Rs. 45,00,000/- with interest at 9% p.a.
Pune, 21.10.2024                                     Adv. Vikrant Kulkarni, for claimants
""")

up("backlog/2025-09/Scan_20250903_1127.pdf", "document_scan", "Hadapsar Police Station", "2025-09-03", ["C04"], [], """
FIRST INFORMATION REPORT (Under Section 173 B.N.S.S.)
District: Pune City   P.S.: Hadapsar   Year: 2025   FIR No.: 145   Date: 03/09/2025
Acts & Sections: Bharatiya Nyaya Sanhita 2023 - 109, 118(2), 352, 351(2), 3(5)
Occurrence: 02/09/2025 at about 22:15 hrs near Sasane Nagar chowk, Hadapsar
Informant: Amol Shivaji Gaikwad, age 27, r/o Sasane Nagar, Hadapsar
Accused: (1) Sagar Ramesh Londhe, age 24, r/o Ramtekdi, Hadapsar (2) one unknown associate
Contents: The informant states that over an old quarrel about a parking place of rickshaws, accused Sagar Londhe abused him and struck him with a koyta on the left forearm and head; the other person held him. He was taken to Sassoon Hospital by his friend Santosh.
Officer: PSI Vishal Jagdale, Hadapsar P.S.
""")

up("backlog/2025-06/Sahyadri Heights letter 28-6-25.pdf", "document_scan", "Sahyadri Heights Co-operative Housing Society Ltd.", "2025-06-28", ["C05"], [], """
SAHYADRI HEIGHTS CO-OPERATIVE HOUSING SOCIETY LTD.
(Regd. No. PNA/PNA(4)/HSG/TC/10421/2014) S. No. 52/3, Baner, Pune 411045
Ref: SH/2025-26/37                                               Date: 28.06.2025
To, Smt. Meenakshi Anil Apte, Flat B-504
Sub: Non-occupancy charges and parking
Madam,
As per the resolution of the Special General Meeting held on 15.06.2025, you are called upon to pay non-occupancy charges of Rs. 1,85,000/- for the period April 2021 to March 2025, since your flat is let out. Further, allotment of parking slot P-14 stands withdrawn with effect from 01.07.2025. Failing payment within 15 days, the society will be constrained to stop the water supply to the flat.
For Sahyadri Heights CHS Ltd. - sd/- Hon. Secretary (Sanjay Marathe)
""")

up("backlog/2025-11/7-12 Kesnand gat 214.jpg", "document_photo", "Talathi, Sajja Kesnand", "2025-11-24", ["C02"], [], """
महाराष्ट्र शासन - गाव नमुना सात (अधिकार अभिलेख पत्रक)
गाव: केसनंद   तालुका: हवेली   जिल्हा: पुणे
भूमापन क्रमांक / गट क्रमांक: 214      क्षेत्र: 1 हे. 96 आर   आकारणी: 4.12
भोगवटादाराचे नाव: मारुती गेणू हरपळे (मयत) यांचे वारस - 1) ज्ञानेश्वर मारुती हरपळे 2) सोपान मारुती हरपळे 3) बाळासाहेब मारुती हरपळे 4) सुनंदा विठ्ठल जगताप
फेरफार क्र.: 3321 (वारस नोंद)
इतर हक्क: सोसायटी कर्ज बोजा रु. 2,40,000/- (केसनंद वि.का.स. सोसायटी)
पीक पाहणी 2024-25: ऊस 1.20 हे., कांदा 0.50 हे.
तलाठी, सजा केसनंद   दि. 24/11/2025
""")

up("backlog/2026-01/DOC-20260105-WA0007.pdf", "document_scan", "Court of Additional Sessions Judge, Pune", "2026-01-05", ["C04"], ["C04-H02"], """
IN THE COURT OF THE ADDITIONAL SESSIONS JUDGE, PUNE (Court No. 12)
Criminal Bail Application No. 2291 of 2025 (in Sessions Case No. 318 of 2025)
Sagar Ramesh Londhe ... Applicant/accused   V/s   State of Maharashtra (Hadapsar P.S. C.R. 145/2025) ... Respondent
Coram: R. M. Deshmukh, Addl. Sessions Judge            Date: 05/01/2026
ORDER
1. Heard Adv. Kulkarni for the applicant and Ld. APP Smt. Bhalerao for the State. Perused the say of the IO.
2. The charge-sheet has been filed. The applicant is in custody since 04.09.2025. Injuries to the informant are described as simple in the medical certificate, though one is on the head. Custodial interrogation is no longer required.
3. The applicant is released on bail on executing a P.R. bond of Rs. 25,000/- with one solvent surety of the like amount, on conditions: (a) he shall attend Hadapsar Police Station every Sunday between 10 a.m. and 1 p.m. till the charge is framed; (b) he shall not enter the area of Sasane Nagar except for attending court; (c) he shall not contact the informant or the witnesses; (d) he shall attend the trial regularly.
4. Application allowed accordingly.
sd/- (R. M. Deshmukh) Addl. Sessions Judge, Pune
""")

up("backlog/2026-04/Challan - court deposit SCS 412.pdf", "document_scan", "Nazir, Civil Court Pune", "2026-04-13", ["C01"], [], """
CIVIL COURT, SENIOR DIVISION, PUNE - NAZIR BRANCH
CHALLAN / RECEIPT FOR DEPOSIT IN COURT            Receipt No. 1846/2026    Date: 13-04-2026
In Spl. C.S. No. 412/2024 (Ashish P. Gokhale v/s Vandana S. Bhosale)
Deposited by: plaintiff, through Adv. V. Kulkarni
Amount: Rs. 53,50,000/- (Rupees Fifty Three Lakh Fifty Thousand only) by Demand Draft No. 771204 dt. 10.04.2026, HDFC Bank
Purpose: balance consideration as per order dt. 19.01.2026
To be invested in FD with a nationalised bank as per order.
sd/- Nazir
""")

up("backlog/2026-06/DOC-20260606-WA0003.pdf", "document_scan", "Vikrant Kulkarni", "2026-06-06", ["C03"], ["C03-H05"], """
IN THE COURT OF THE JUDICIAL MAGISTRATE FIRST CLASS, COURT NO. 4, SHIVAJINAGAR, PUNE
S.C.C. No. 5623/2025     Shree Ganesh Traders ... Complainant   V/s   Rahul Vasant Shinde ... Accused
PURSHIS OF COMPROMISE
The complainant and the accused jointly submit as under:
1. The accused admits the liability of Rs. 4,80,000/- under cheque No. 208817.
2. The accused shall pay the said amount in four equal instalments of Rs. 1,20,000/- each: first today by DD; second on or before 31.07.2026; third on or before 07.09.2026; fourth on or before 16.10.2026.
3. On payment of the full amount the complainant shall have no objection to compounding of the offence under Section 147 of the N.I. Act.
4. In default of any instalment the complainant shall be at liberty to proceed with the complaint.
Pune, 06.06.2026
sd/- Kiran Mutha (prop.)   sd/- Rahul Shinde   sd/- Adv. V. Kulkarni   sd/- Adv. S. Pathan
Received DD No. 552190 for Rs. 1,20,000/-.  Seen. - JMFC
""")

# ---------------------------------------------------------------- certified order sheets (Roznama)
up("backlog/2026-01/Roznama 19-01-2026 SCS412.pdf", "certified_order_sheet_scan", "Court of Civil Judge (S.D.), Pune", "2026-01-19", ["C01"], ["C01-H01", "C01-H02"], """
IN THE COURT OF CIVIL JUDGE SENIOR DIVISION, PUNE (Court No. 7)
Spl. C.S. No. 412/2024   Ashish P. Gokhale v/s Vandana S. Bhosale
ROZNAMA
08/12/2025  Pl. and Adv. present. Def. absent, her Adv. (Ghaisas for Sathe) present. W/s not filed. Adj. application Exh. 14 filed stating Adv. Sathe busy in Hon'ble High Court, Bombay. Allowed subject to costs of Rs. 1,000/- payable to the plaintiff. To: 19/01/2026 for w/s.
19/01/2026  Pl. and Adv. present. Def.'s Adv. present. Costs of Rs. 1,000/- paid. W/s filed at Exh. 17. Issues framed at Exh. 18 (five issues). Plaintiff to deposit the balance consideration of Rs. 53,50,000/- in court within twelve weeks, failing which the Court may draw inference as to readiness and willingness. To: 20/04/2026 for compliance and plaintiff's evidence.
sd/- S. R. Joshi, C.J.S.D., Pune
""")

up("backlog/2026-02/CamScanner 04-02-2026 16.22.pdf", "certified_order_sheet_scan", "दिवाणी न्यायाधीश क.स्तर, पुणे", "2026-02-04", ["C02"], ["C02-H01", "C02-H02"], """
मा. दिवाणी न्यायाधीश, कनिष्ठ स्तर, पुणे यांचे न्यायालय (कोर्ट क्र. 15)
नियमित दिवाणी दावा क्र. 1187/2023    सोपान मारुती हरपळे वि. ज्ञानेश्वर मारुती हरपळे व इतर
रोजनामा
10/12/2025  वादीतर्फे वकील हजर. प्रतिवादी 1 व 2 तर्फे वकील श्री. काळे हजर. नि. 5 वर दोन्ही बाजूंचा युक्तिवाद ऐकला. आदेशासाठी दि. 04/02/2026.
04/02/2026  वादी हजर, वकील हजर. प्रतिवादी 1 व 2 तर्फे वकील हजर. नि. 5 वर आदेश पारित: अर्ज अंशतः मंजूर. दाव्याचा निकाल लागेपर्यंत गट क्र. 214, मौजे केसनंद बाबत दोन्ही पक्षांनी जैसे थे परिस्थिती (status quo) ठेवावी. गट क्र. 215 बाबत मागणी नामंजूर. पुढील तारीख 18/03/2026 - मुद्दे काढण्यासाठी.
सही/- ए. बी. शेख, दिवाणी न्यायाधीश क.स्तर, पुणे
""")

up("backlog/2026-03/Scan_20260306_1405.pdf", "certified_order_sheet_scan", "Co-operative Court No. 2, Pune", "2026-03-06", ["C05"], ["C05-H02", "C05-H03"], """
IN THE CO-OPERATIVE COURT NO. 2, PUNE
Dispute No. CCP/96/2025   Smt. Meenakshi Anil Apte ... Disputant   V/s   Sahyadri Heights CHS Ltd., Baner & 2 Ors. ... Opponents
ROZNAMA
30/01/2026  Disputant's Adv. present. Opp. 1's Adv. Kale present. W.S. filed at Exh. 11. Disputant files application Exh. 6 for interim relief. Say of opp. To: 06/03/2026.
06/03/2026  Both Advs. present. Say to Exh. 6 filed. Adv. Kale for the society makes a statement that the society shall not disconnect the water supply of Flat B-504 and shall not take any coercive steps to recover the demand of Rs. 1,85,000/- till the decision of Exh. 6. Statement accepted and recorded. Heard in part. To: 10/04/2026 for further hearing of Exh. 6.
sd/- S. S. Patil, Judge, Co-operative Court No. 2, Pune
""")

up("backlog/2026-08/Roznama SC 318 10.8.26.pdf", "certified_order_sheet_scan", "Court of Additional Sessions Judge, Pune", "2026-08-10", ["C04"], ["C04-H06", "C04-H07"], """
IN THE COURT OF ADDITIONAL SESSIONS JUDGE, PUNE (Court No. 12)
Sessions Case No. 318/2025   State of Maharashtra v/s Sagar Ramesh Londhe
ROZNAMA
06/07/2026  APP present. Accused present with Adv. Kulkarni. PW IO PSI V. Jagdale absent; report that he is transferred to Satara. Issue summons to IO through S.P. Satara. To: 10/08/2026.
10/08/2026  APP present. Accused present with Adv. Kulkarni. IO absent though served. APP seeks time. Issue bailable warrant of Rs. 5,000/- against IO PSI Vishal Jagdale through S.P. Satara. Copy to S.P. Satara to ensure presence. To: 07/09/2026 for evidence of IO.
sd/- R. M. Deshmukh, Addl. Sessions Judge, Pune
""")

up("backlog/2026-08/IMG_20260820_111502.jpg", "certified_order_sheet_scan", "दिवाणी न्यायाधीश क.स्तर, पुणे", "2026-08-20", ["C02"], ["C02-H06", "C02-H07"], """
मा. दिवाणी न्यायाधीश, कनिष्ठ स्तर, पुणे (कोर्ट क्र. 15)
नि.दि.दा. क्र. 1187/2023 - हरपळे वि. हरपळे
रोजनामा
15/07/2026  वादी हजर. वादी साक्षीदार क्र. 1 (सोपान हरपळे) यांची उलटतपासणी प्रतिवादी 1 व 2 तर्फे अंशतः घेतली. पुढील उलटतपासणीसाठी 19/08/2026.
19/08/2026  वादी व वकील हजर. प्रतिवादी 1 व 2 तर्फे वकील गैरहजर, मुदतीचा अर्ज त्यांच्या लिपिकाने दिला. रु. 500/- खर्च वादीस देण्याच्या अटीवर अर्ज मंजूर. पक्षकारांनी आपसात तडजोडीचा विचार करावा. पुढील तारीख 23/09/2026 - उलटतपासणी.
सही/- ए. बी. शेख
""")

up("backlog/2026-09/Roznama MACP 744 21-9.pdf", "certified_order_sheet_scan", "Motor Accident Claims Tribunal, Pune", "2026-09-21", ["C06"], ["C06-H05", "C06-H06"], """
BEFORE THE MOTOR ACCIDENT CLAIMS TRIBUNAL, PUNE
M.A.C.P. No. 744/2024   Sunita Ganesh Waghmare & 2 Ors. v/s Mahadev Sopan Korde & Anr.
ROZNAMA
27/07/2026  Claimants' Adv. present. Opp. 2 (insurer) Adv. Oswal present. Opp. 1 ex parte. Opp. 2 seeks time to examine its investigator. Granted. To: 21/09/2026 for opp. 2's evidence.
21/09/2026  Claimants' Adv. present. Opp. 2 Adv. present. Investigator not present. Opp. 2 seeks time again. Granted as a last chance subject to costs of Rs. 1,500/- payable to the claimants. Opp. 2 to consider the matter for settlement; parties may approach the Lok Adalat. To: 26/10/2026.
sd/- M. A. Inamdar, Member, M.A.C.T., Pune
""")

up("backlog/2026-10/Roznama SCC 5623 final.pdf", "certified_order_sheet_scan", "Court of JMFC, Court No. 4, Pune", "2026-10-16", ["C03"], ["C03-H07", "C03-H08"], """
IN THE COURT OF JUDICIAL MAGISTRATE FIRST CLASS, COURT NO. 4, SHIVAJINAGAR, PUNE
S.C.C. No. 5623/2025   Shree Ganesh Traders v/s Rahul Vasant Shinde
ROZNAMA
07/09/2026  Complainant's Adv. present. Accused present. Third instalment as per purshis Exh. 31 not paid. Accused seeks time to pay. Accused warned that in default the matter shall proceed on merits. To: 16/10/2026.
16/10/2026  Complainant (Kiran Mutha) present. Accused present with Adv. Pathan. Accused pays the balance Rs. 2,40,000/- by DD No. 553871; the complainant acknowledges receipt of the entire Rs. 4,80,000/-. Application Exh. 36 for compounding u/s 147 of the N.I. Act allowed. Offence compounded. Accused acquitted u/s 147 N.I. Act r/w s. 278 BNSS. Bail bond cancelled. Case disposed of.
sd/- P. V. Kadam, JMFC, Pune
""")

up("backlog/2026-11/Roznama 23-11-2026 SCS 412.pdf", "certified_order_sheet_scan", "Court of Civil Judge (S.D.), Pune", "2026-11-23", ["C01"], ["C01-H06", "C01-H07"], """
IN THE COURT OF CIVIL JUDGE SENIOR DIVISION, PUNE (Court No. 7)
Spl. C.S. No. 412/2024   Ashish P. Gokhale v/s Vandana S. Bhosale
ROZNAMA
05/10/2026  Pl. and Adv. present. Def.'s Adv. present. Cross of PW2 Hemant Limaye concluded. Pl. closes evidence by purshis Exh. 52. To: 23/11/2026 for defendant's evidence.
23/11/2026  Pl. and Adv. present. Def. absent. Adv. Ghaisas for Adv. Sathe files application Exh. 54 for time, as Adv. Sathe is engaged in the Hon'ble High Court, Bombay. Affidavit of DW1 not filed. The defendant has taken time on earlier occasions. Allowed as LAST CHANCE subject to costs of Rs. 3,000/- payable to the plaintiff before the next date. No further time. To: 14/12/2026 for defendant's evidence.
sd/- S. R. Joshi, C.J.S.D., Pune
""")

# ---------------------------------------------------------------- cause list
up("backlog/2026-11/MACT board 30.11.2026.pdf", "cause_list_pdf", "Motor Accident Claims Tribunal, Pune", "2026-11-28", ["C06"], [], """
MOTOR ACCIDENT CLAIMS TRIBUNAL, PUNE - COURT HALL 2 (Smt. M. A. Inamdar, Member)
CAUSE LIST FOR MONDAY 30/11/2026 (11.00 a.m.)
Sr.  Case No.          Parties                                         Stage
1    MACP 1102/2023    Kamble Sushila v/s Oriental ... & Anr.          Evidence
4    MACP 219/2025     Desai Rohan v/s Patil Amit & Anr.               Issues
7    MACP 588/2024     Thorat Vaishali v/s Sahyog General Ins.         Evidence (AW1)
9    MACP 744/2024     Waghmare Sunita & 2 v/s Korde Mahadev & Anr.    Arguments
12   MACP 903/2025     Jadhavrao Nitin v/s Shinde Kailas & Anr.        Filing of WS
15   MACP 1177/2025    More Anita v/s Bajaj ... & Anr.                 Lok Adalat report
Note: Matters in which the insurer has offered settlement may be referred to the Lok Adalat of 12/12/2026.
""")

# ---------------------------------------------------------------- Vikrant's diary pages (photos) and typed notes
up("backlog/2025-12/IMG_20251208_192233.jpg", "handwritten_note_photo", "Vikrant Kulkarni", "2025-12-08", ["C01"], ["C01-H01"], """
Mon 8/12/25
Ct 7 - Gokhale v. Bhosale (SCS 412/24)
- w/s nahi. Sathe cha junior Ghaisas aala - "saheb Mumbai HC madhe aahet" - adj appln.
- Joshi madam: written appln shivay time nahi, Rs 1000 costs to pltf.
- NDOH 19/1 for w/s.
- Ashish la sangitla - tension gheu naka, costs milale.
""")

up("backlog/2025-12/New Text Document.txt", "typed_note_txt", "Vikrant Kulkarni", "2025-12-10", ["C02"], ["C02-H01"], """
10.12.2025 wed - Harpale partition, RCS 1187/23, Ct 15 (Shaikh saheb)

Exh 5 (TI - restrain D1 from selling/developing Gat 214) argued today.
Kale for D1 D2: says there was a "tondi vatni" (oral partition) in 1998, D1 in exclusive possession of 214 since then, plaintiff got 215. No document of this vatni. 7/12 still shows all 4 heirs jointly, ME 3321 varas nond.
I argued - joint 7/12, D1 has brought a builder (Kesnand Landmark) for development agreement - photos of the JCB on the land.
Shaikh saheb asked both - "bhavanni basun mitva, court madhe bhandu naka" - said he will pass order.
Order on Exh 5 on 04.02.2026.
Sopan kaka called at night - worried D1 will sign the development agreement before 4th Feb. Told him to send photos if any work starts.
""")

up("backlog/2025-12/IMG_20251217_201455.jpg", "handwritten_note_photo", "Vikrant Kulkarni", "2025-12-17", ["C04"], ["C04-H01"], """
17.12.25 (Wed)
ASJ Ct 12 - Londhe bail - Cri BA 2291/25 (SC 318/25)
APP Bhalerao madam filed IO say - opposes: "accused has 2 NC complaints, may threaten witnesses".
Argued: ch-sheet filed, in custody since 4/9, injuries simple per MLC, no recovery pending.
Deshmukh saheb heard fully, order on 5/1/26.
Shobha tai (mother) - arrange surety - her brother Vilas Kharat (Manjari) ready, 7/12 + aadhar.
""")

up("backlog/2026-01/05.01.26.txt", "typed_note_txt", "Vikrant Kulkarni", "2026-01-05", ["C04"], ["C04-H02"], """
5/1/2026 Mon

Londhe - BAIL GRANTED. Deshmukh saheb.
PR bond 25,000 + one surety same amt. Vilas Kharat surety.
Conditions: every Sunday 10 to 1 attend Hadapsar PS (till charge); not to enter Sasane Nagar; no contact with Amol Gaikwad or witnesses.
Bond furnished by 4 pm, release order sent to Yerawada through Datta.
Sessions case next 09/02/2026 for charge.
Told Shobha tai: Sagar must not go near Sasane Nagar even for his friends' rickshaw stand - one complaint and bail will go.
""")

up("backlog/2026-01/IMG_20260119_173010.jpg", "handwritten_note_photo", "Dattatray Pawar", "2026-01-19", ["C01"], ["C01-H02"], """
दि. १९/०१/२०२६ सोमवार
कोर्ट नं. ७ - स्पे.दि.मु. 412/24 गोखले वि. भोसले
प्रतिवादीचा लेखी जबाब दाखल (नि. 17). रु. 1000/- खर्च वादीस दिला - साहेबांकडे जमा.
मुद्दे काढले - 5 मुद्दे.
वादीने उर्वरित रक्कम 53,50,000 कोर्टात 12 आठवड्यात भरायची. शेवटची तारीख 13/04/2026 - गोखले साहेबांना फोन करून सांगितले.
पुढील तारीख 20/04/2026
""")

up("backlog/2026-02/Doc1.docx", "typed_note_docx", "Neha Jadhav", "2026-02-04", ["C06", "C02"], ["C06-H02", "C02-H02"], """
Notes - Neha (2 & 4 Feb 2026)

Mon 02.02.2026 - MACT, Waghmare (MACP 744/24), Inamdar madam
- Issues framed (5). Owner Korde already ex parte.
- AW1 Sunita tai's affidavit of evidence filed today, copy given to Oswal sir.
- Oswal sir again said licence issue - driver Dilip Korde had only LMV licence, truck is HGV. He will cross on that.
- Inamdar madam asked Oswal sir "what is your offer?" - he said no instructions yet.
- ND 20/04/2026 for cross of AW1.

Wed 04.02.2026 - Ct 15, Harpale (RCS 1187/23)
- Order on Exh 5: partly allowed - STATUS QUO on Gat 214 till disposal of suit. For Gat 215 rejected.
- Kale sir said they will go in appeal. (no appeal received till now)
- Sopan kaka happy, Ganesh (son) took photo of order copy.
- ND 18.3.26 for issues.
""")

up("backlog/2026-02/IMG_20260209_190544.jpg", "handwritten_note_photo", "Vikrant Kulkarni", "2026-02-09", ["C04"], ["C04-H03"], """
9 Feb 26, Mon
SC 318/25 Londhe - Ct 12
Charge framed - 109, 118(2), 352, 351(2) r/w 3(5) BNS. Read over in Marathi. Accused pleaded not guilty, claims trial.
APP to keep PW1 (Amol) present next date.
Deshmukh saheb: "Cross tyach divshi - deferment milnar nahi. Tayari karun ya."
ND 9/3 - PW1.
""")

up("backlog/2026-03/New Text Document (2).txt", "typed_note_txt", "Vikrant Kulkarni", "2026-03-09", ["C04"], ["C04-H04"], """
09.03.2026  Londhe  SC 318/2025  ASJ 12

PW1 Amol Gaikwad (injured/informant) - chief by APP from 11.30 to 1.
I asked to defer cross to next date since the MLC copy supplied to us is illegible. Deshmukh saheb refused: "cross aajach, deferment nahi - MLC copy dusri deto". Gave a clean copy in 10 min. Cross after lunch 2.45 to 4.30.
In cross PW1 admitted: (1) street light was off near the chowk; (2) he had drunk "thodi" that evening; (3) the quarrel with Sagar over the rickshaw parking was 2 years old and there was an NC by Sagar against him in 2024; (4) he did not see who held him.
Cross concluded today itself.
ND 27/4/26 - PW2 (panch) and PW3 (doctor).
""")

up("backlog/2026-03/IMG_20260318_162140.jpg", "handwritten_note_photo", "Dattatray Pawar", "2026-03-18", ["C02"], ["C02-H03"], """
१८/३/२६ बुधवार - कोर्ट 15, हरपळे दावा (1187/23)
प्रतिवादी 3 सुनंदा जगताप (बहीण) हजर - लेखी म्हणणे दिले, वादीच्या बाजूने - वाटणी पाहिजे.
6 मुद्दे काढले.
काळे वकील: अपील केलेले नाही.
पुढील तारीख 22/04/2026 - वादीचा पुरावा (शपथपत्र).
सोपान काकांकडून 7/12 व फेरफार 3321 ची सही-शिक्क्याची नक्कल आणायची.
""")

up("backlog/2026-04/IMG_20260420_190812.jpg", "handwritten_note_photo", "Vikrant Kulkarni", "2026-04-20", ["C01", "C06"], ["C01-H03", "C06-H03"], """
Mon 20.4.26
(1) Ct 7 Gokhale - deposit 53.5 L done on 13/4 (challan 1846) - on record, Joshi madam satisfied. PW1 (Ashish) affidavit of evidence filed.
   Sathe's junior - no objection, "cross next date".  NDOH 15/6 cross PW1.
(2) MACT - Waghmare - AW1 Sunita tai cross by Oswal 12 to 1.15. Suggestions: Ganesh was riding without helmet, came on wrong side; salary 18000 not proved (no salary slips). She denied. Dairy certificate to be proved - call Shivneri dairy manager?
   ND 22/6 - AW2 eyewitness Balu Shelke.
""")

up("backlog/2026-04/Harpale PW1 evidence.docx", "typed_note_docx", "Neha Jadhav", "2026-04-22", ["C02"], ["C02-H04"], """
Harpale - RCS 1187/2023 - 22.04.2026 (Wed)

Filed PW1 Sopan Harpale affidavit of evidence in lieu of chief (in Marathi, Shaikh saheb wanted Marathi) - filing diary no. D-4821/2026.
Documents exhibited: 7/12 extracts of Gat 214 and 215 (Exh. 41, 42), mutation entry ME 3321 (Exh. 43), death certificate of Maruti Harpale (Exh. 44).
Kale sir objected to the 7/12 of 215 (not certified) - kept open.
Shaikh saheb again asked if brothers can sit together. Kale sir: "client la vicharun sangto".
ND 17.06.2026 - cross of PW1.
""")

up("backlog/2026-04/Londhe 27-04-2026.txt", "typed_note_txt", "Vikrant Kulkarni", "2026-04-27", ["C04"], ["C04-H05"], """
27-04-2026 Mon - Londhe (SC 318/25), Ct 12

PW2 Santosh Kamble - spot panch + the "friend who took Amol to Sassoon" in the FIR. Turned HOSTILE: said police took his sign on blank paper at the chowki, he did not see any koyta. APP declared him hostile and cross-examined him; nothing came out.
PW3 Dr. Rohini Gadgil, CMO Sassoon - proved MLC: CLW on left forearm 6x1 cm, CLW on scalp 3x0.5 cm, both SIMPLE, caused by hard and sharp object. In our cross: "such injuries are possible by fall on a sharp stone" - ADMITTED "possible". Also patient smelt of alcohol - noted in MLC.
Good day.
ND 06/07/2026 - IO.
""")

up("backlog/2026-06/IMG_20260615_184016.jpg", "handwritten_note_photo", "Vikrant Kulkarni", "2026-06-15", ["C01"], ["C01-H04"], """
15-6-26  Gokhale SCS 412  Ct 7
PW1 ready for cross, Ashish took leave from office.
Sathe ABSENT again - Ghaisas: "saheb Bombay HC madhe part-heard". 2nd time same reason!!
Joshi madam annoyed - allowed adj. only on costs Rs 2000 + "last chance to cross PW1".
ND 20/7.
Ashish angry - told him costs are for him. Ask Ashish for leave in advance for 20/7.
""")

up("backlog/2026-06/26.6.26 coop court.txt", "typed_note_txt", "Vikrant Kulkarni", "2026-06-26", ["C05"], ["C05-H05"], """
26.6.26 Fri - Co-op Court 2 - Apte v. Sahyadri Heights

Minutes book of the SGM dt 15.06.2025 produced by the society (Kale). Patil saheb went through it himself: quorum of 20 members needed, only 14 signatures in the attendance register. Noted it in the roznama.
Issues framed (4): whether the society proves the resolution was validly passed; whether the non-occupancy charges exceed 10% of service charges as per the govt notification; parking slot; relief.
Exh 6 - disposed of; Kale's statement of 6 March to continue till decision of the dispute (no water cut, no recovery).
ND 07/08/2026 - disputant's evidence.
Apte madam wants her tenant's leave and licence agreement kept ready - she says tenant pays society Rs 2,500 pm directly.
""")

up("backlog/2026-07/IMG_20260715_200251.jpg", "handwritten_note_photo", "Vikrant Kulkarni", "2026-07-15", ["C02"], ["C02-H06"], """
15/7 Wed - Harpale, Ct 15
Cross of PW1 Sopan kaka by Kale - 11.45 to 1.
Suggested: 1998 madhe tondi vatni zali, 215 tumhala ani 214 Dnyaneshwar la. Kaka denied - "kadhich vatni zali nahi, saglyanchi nave 7/12 var aahet".
Suggested he sold 10 guntha of 215 in 2011 - kaka admitted sale but said "apla hissa mhanun vikla".  (!! need to explain in re-exam)
Deposition in Marathi.
Part cross. ND 19/8.
""")

up("backlog/2026-07/20-7 Gokhale.txt", "typed_note_txt", "Vikrant Kulkarni", "2026-07-20", ["C01"], ["C01-H05"], """
20-7-2026 Mon, Gokhale flat suit, SCS 412/24, CJSD Ct 7

Sathe came personally today (first time this year!). Cross of PW1 Ashish 11.30 to 3.30 with lunch break.
Main line of cross: that Ashish did not have the funds in Sept 2024 and the home loan sanction came only in Dec 2024 - so not ready and willing. Ashish answered well - FD of 25 lakh + sanction letter of HDFC dt 02.09.2024 (need to exhibit). Also suggested the society NOC was refused because of Ashish - denied.
Cross of PW1 concluded.
PW2 Hemant Limaye (society secretary, attesting witness to the agreement) - affidavit of evidence tendered.
ND 05.10.2026 for cross of PW2.
""")

up("backlog/2026-07/IMG_20260731_134455.jpg", "handwritten_note_photo", "Dattatray Pawar", "2026-07-31", ["C03"], ["C03-H06"], """
दि. ३१/७/२०२६ शुक्रवार
कोर्ट 4 JMFC - शिंदे चेक केस (SCC 5623/25)
आरोपीने दुसरा हप्ता रु. 1,20,000 DD ने कोर्टात दिला - मुथा शेठ यांना DD दिला.
आता एकूण 2,40,000 मिळाले. बाकी 2,40,000.
पुढील तारीख 7/9/26 - तिसरा हप्ता.
""")

up("backlog/2026-08/Apte evidence filed.docx", "typed_note_docx", "Neha Jadhav", "2026-08-07", ["C05"], ["C05-H06"], """
07/08/2026 - Co-op Court 2 - Apte v. Sahyadri Heights (Dispute 96/2025)

Filed affidavit of evidence of the disputant Meenakshi Apte (inward no. 1733 dt 07/08/2026) with docs: society letter dt 28.06.2025 (Rs 1,85,000 demand + parking P-14 withdrawn), maintenance receipts 2021-25, leave & licence agreement with tenant, copy of the govt notification on non-occupancy charges.
Kale sir was present only for 5 minutes, said cross next date.
Patil saheb asked the society to also keep the parking allotment register ready.
ND 25/09/2026 - cross of disputant.
""")

up("backlog/2026-08/correction Londhe date.txt", "typed_note_txt", "Vikrant Kulkarni", "2026-08-12", ["C04"], ["C04-H07"], """
12/08/26

CORRECTION - Londhe SC 318/25: Neha's whatsapp of 10/8 says ND 14/9. WRONG. Datta got the roznama copy today - next date is 07.09.2026 (Monday) for evidence of IO. BW issued to IO PSI Jagdale through SP Satara. Corrected in the diary.
(14/9 is Ganpati - court holiday anyway.)
""")

up("backlog/2025-12/IMG_20251222_175530.jpg", "handwritten_note_photo", "Dattatray Pawar", "2025-12-22", ["C06"], ["C06-H01"], """
२२/१२/२०२५ सोमवार - MACT पुणे
वाघमारे क्लेम (MACP 744/24) - इनामदार मॅडम
विमा कंपनीचे (सहयोग जनरल) लेखी म्हणणे दाखल - ओसवाल वकील. ड्रायव्हरकडे जड वाहनाचा परवाना नव्हता असा बचाव.
ट्रक मालक कोरडे गैरहजर - एकतर्फी (ex parte) आदेश.
पुढील तारीख 02/02/2026 - मुद्दे.
सुनीता ताईंना फोन केला, दीर संदीप यांना सांगितले.
""")

up("backlog/2026-05/IMG_20260512_211309.jpg", "handwritten_note_photo", "Vikrant Kulkarni", "2026-05-12", ["C05"], [], """
12/5 Tue - call: Apte madam (9.10 pm)
- society secretary Marathe sent a WhatsApp to all members: "defaulters list" with her name + Rs 1.85 L.
- asks - is it contempt of the statement before Patil saheb? Told her: statement was only no water cut / no coercive recovery; a list is not recovery but we will point it out on next date (26/6).
- she will send screenshot. Keep in Apte file.
- also: tenant vacating in Oct, she may shift back - then non-occupancy issue ends from Nov.
""")

up("backlog/2026-06/IMG_20260617_150812.jpg", "handwritten_note_photo", "Dattatray Pawar", "2026-06-17", ["C02"], ["C02-H05"], """
दि. 17 जून 2026 बुधवार
कोर्ट 15 - हरपळे (नि.दि.दा. 1187/23)
सोपान काका उलटतपासणीसाठी हजर होते, मुलगा गणेश सोबत.
प्रतिवादीचे वकील काळे - "तयारी नाही, कागदपत्रे मिळाली नाहीत" - मुदत मागितली. मुदत दिली (खर्च नाही).
शेख साहेबांनी परत विचारले - भावांनी आपसात बसून मिटवा.
पुढील तारीख 15/07/2026 - उलटतपासणी.
""")

up("backlog/2026-09/IMG_20260907_192746.jpg", "handwritten_note_photo", "Vikrant Kulkarni", "2026-09-07", ["C04", "C03"], ["C04-H08", "C03-H07"], """
7/9/26 Mon
* Ct 12 Londhe - IO PSI Jagdale came from Satara (after BW). Examined as PW4.
  Cross: no independent witness at recovery of koyta; koyta recovered from open space behind Ramtekdi - accessible to all; spot panchnama prepared at 1 am by torch; CDR of Sagar not collected. Admitted he did not record statement of the rickshaw stand people.
  APP closed prosecution evidence. ND 5/10 - 351 BNSS statement.
* JMFC Ct 4 (Neha went) - Shinde: 3rd instalment 1.2 L NOT paid. Pathan - "client la thoda vel dya". Kadam madam warned accused - default madhe case merit var chalel. ND 16/10.
""")

up("backlog/2026-09/Harpale 23.9.txt", "typed_note_txt", "Vikrant Kulkarni", "2026-09-23", ["C02"], ["C02-H08"], """
23.09.26 Wed - Harpale partition - Ct 15

Costs of Rs 500 (of 19/8) paid by Kale's clerk to Sopan kaka in court.
Further cross of PW1 - 30 min. Kale put the 2011 sale deed of 10 guntha of Gat 215 to kaka. Re-exam: kaka explained the sale was with the consent of all brothers, money used for sister Sunanda's marriage debt - D3 Sunanda present and nodding.
PW1 cross closed.
PW2 Bhimrao Kolte (82 yrs, neighbour, Kesnand) - chief: all four children of Maruti cultivated together till 2015, no vatni ever in the village. Cross by Kale: could not say the exact boundaries of 214 and 215; admitted he is related to Sopan's wife (mavas bhau).
Plaintiff closed evidence - purshis filed.
ND 09.12.2026 for defendants' evidence. Long date - Diwali vacation in between.
""")

up("backlog/2026-09/IMG_20260925_140022.jpg", "handwritten_note_photo", "Dattatray Pawar", "2026-09-25", ["C05"], ["C05-H07"], """
२५/०९/२०२६ शुक्रवार
सहकार न्यायालय क्र. 2 - आपटे वि. सह्याद्री हाइट्स (96/25)
आपटे मॅडम उलटतपासणीसाठी हजर होत्या.
सोसायटीचे वकील काळे गैरहजर - दुसऱ्यांदा. पाटील साहेबांनी रु. 1000/- खर्च लावला (डिस्प्युटंटला देणे).
पुढील तारीख 20/11/2026 - उलटतपासणी.
""")

up("backlog/2026-10/New Text Document (4).txt", "typed_note_txt", "Vikrant Kulkarni", "2026-10-05", ["C01", "C04"], ["C01-H06", "C04-H09"], """
05/10/2026 (Mon) - two courts

1) Ct 7 Gokhale - PW2 Hemant Limaye cross by Ghaisas (Sathe not there again). Limaye firm: Bhosale signed the agreement in his presence, the society NOC was applied and given on 18.07.2024 - so NOC was never the problem; Bhosale wanted more money after prices went up. Good for us.
   Pltf evidence closed (purshis Exh 52). ND 23/11 - defendant's evidence.

2) Ct 12 Londhe - 351 BNSS statement of Sagar recorded (63 questions). He says false case due to old rickshaw stand dispute. No defence witness - we decided not to examine Shobha tai.
   APP Bhalerao argued (1 hr) - relies on PW1 + PW3 + recovery.
   ND 02.11.2026 - defence arguments.
""")

up("backlog/2026-11/PXL_20261102_181544210.jpg", "handwritten_note_photo", "Vikrant Kulkarni", "2026-11-02", ["C04"], ["C04-H10"], """
2 Nov 26 - Londhe SC 318 - Ct 12
Defence args - 12 to 1.30. Points: PW2 hostile, injuries simple + "possible by fall" (PW3), no independent witness to recovery, street light off, PW1 drunk, old enmity.
Deshmukh saheb: wants WRITTEN NOTES of arguments with citations on s.109 BNS (intention) - "tondi nako, lihun dya" - file by next date.
To do: written notes + 3 citations (State of MP v. Kanha, Jage Ram, one Bom HC on 307 simple injury).
ND 7/12/26 - remaining defence args + written notes.
""")

up("backlog/2026-11/Apte 20-11.txt", "typed_note_txt", "Vikrant Kulkarni", "2026-11-20", ["C05"], ["C05-H08"], """
20/11/2026 Fri - Apte v Sahyadri Heights, Co-op Ct 2 (Patil saheb)

Kale present today. Cross of Apte madam 12.15 to 1.25.
- she admitted the flat was let out from April 2021 to Oct 2026 (tenant left on 15 Oct; she moved back).
- she denied that she was informed of the SGM of 15.06.2025 - says notice was only put on the notice board, not sent by post.
- Kale put that she had paid non-occupancy charges in 2019 without protest - she said "that was Rs 500 pm, not 1.85 L".
Costs of Rs 1,000 of 25/9 - NOT paid by the society yet. Mentioned to Patil saheb - "pudhchya tarkhela bhara" he told Kale.
Part cross. ND 18.12.2026 - further cross.
""")

up("backlog/2026-11/30-11 MACT args.txt", "typed_note_txt", "Vikrant Kulkarni", "2026-11-30", ["C06"], ["C06-H08"], """
30.11.26 Mon - MACT Waghmare (MACP 744/24), Sr. 9 on board

Arguments started. I argued - negligence proved by AW2 Balu Shelke + spot panchnama + chargesheet against driver Dilip Korde; income Rs 18,000 pm + 40% future prospects (age 38), 1/4 deduction (3 dependants), multiplier 15.
Inamdar madam asked Oswal "what is your offer" - he said insurer's offer Rs 28,00,000 (all inclusive) if claimants accept today, else they will press the licence defence and recovery rights.
Madam told me to take instructions - "Lok Adalat la 12 tarkhela thevayche asel tar sanga".
Sandip (dir) + Sunita tai outside - Sunita tai says "30 lakh khali nahi". Told them to think and tell by Monday 7/12; my working comes to about 36 lakh.
ND 16/12/2026 for remaining arguments / settlement.
""")

up("backlog/2026-11/plan 30.11 - 5.12.txt", "typed_note_txt", "Vikrant Kulkarni", "2026-11-28", ["C06", "C04", "C02", "C01", "C05"], [], """
Plan - week 30 Nov to 5 Dec (and next Mon-Wed)

Mon 30/11 - MACT Waghmare args (Sr 9). Carry salary certificate of Shivneri dairy + calculation sheet.
Tue 1/12 - Londhe written notes: draft + 3 citations - Neha to print.
Wed 2/12 - office; Gokhale: check whether Sathe's side paid Rs 3000 costs; draft application for closing defendant's evidence if DW1 not filed on 14/12.
Thu 3/12 - Harpale: ask Sopan kaka to bring the 2011 sale deed original + Sunanda tai's letter; prepare for D1's cross (Dnyaneshwar).
Fri 4/12 - Apte: remind Patil saheb about unpaid costs Rs 1000 on 18/12; keep tenant's vacating letter.
Sat 5/12 - Waghmare family decision on offer (deadline Mon 7/12).
Mon 7/12 - FILE Londhe written notes in Ct 12 without fail.
Wed 9/12 - Harpale, D's evidence.
""")

# ---------------------------------------------------------------- WhatsApp exports
up("backlog/2026-04/WhatsApp Chat with Neha Jadhav Jr.txt", "whatsapp_export", "Neha Jadhav", "2026-04-18",
   ["C03", "C05"], ["C03-H01", "C05-H01", "C03-H02", "C05-H02", "C03-H03", "C05-H04", "C03-H04"], """
12/12/25, 1:14 pm - Neha Jadhav Jr: PTT-20251212-WA0004.opus (file attached)
12/12/25, 1:16 pm - Neha Jadhav Jr: Sir VN summary - Shinde cheque case JMFC 4: accused absent again, Kadam madam issued BW Rs 5000. Pathan sir not there. ND 16/1/26
12/12/25, 1:20 pm - Vikrant Kulkarni: ok. tell Mutha sheth
19/12/25, 12:41 pm - Neha Jadhav Jr: PTT-20251219-WA0011.opus (file attached)
19/12/25, 12:43 pm - Neha Jadhav Jr: Summary: Apte matter co-op court 2 - society WS not filed. Kale sir asked time, said secretary was out of station. Patil saheb gave time. ND 30.01.2026
16/01/26, 2:02 pm - Neha Jadhav Jr: Sir Shinde appeared today, BW cancelled, bail bond 15000. Plea recorded - "not guilty". Pathan sir says cheque given as security for a site contract, not for any debt. ND 20/2
16/01/26, 2:05 pm - Vikrant Kulkarni: security cheque - expected. Ask Mutha sheth for the ledger and the delivery challans
30/01/26, 1:30 pm - Neha Jadhav Jr: PTT-20260130-WA0006.opus (file attached)
30/01/26, 1:33 pm - Neha Jadhav Jr: VN summary - Apte: society WS filed today (Exh 11). We moved Exh 6 interim appln (no water cut, stay to demand). Say of society on next date. ND 6/3
20/02/26, 12:55 pm - Neha Jadhav Jr: Sir Mutha case - CW1 affidavit (Kiran Mutha) filed. Pathan sir asked time for cross, given. ND 17.4.26
20/02/26, 12:58 pm - Vikrant Kulkarni: 👍
10/04/26, 1:48 pm - Neha Jadhav Jr: PTT-20260410-WA0015.opus (file attached)
10/04/26, 1:52 pm - Neha Jadhav Jr: Summary: Apte - Patil saheb directed the society to produce the minutes book of the SGM dated 15.06.2025 + attendance register. Kale sir asked time to bring it, said it is with the old secretary. Statement of 6/3 to continue. ND 26/06/2026
10/04/26, 1:53 pm - Vikrant Kulkarni: good. Apte madam la kalav
17/04/26, 4:10 pm - Neha Jadhav Jr: Sir Shinde matter - cross of CW1 done, 40 min. Pathan sir asked about the 2nd cheque, Mutha sheth said it was returned. Then Kadam madam asked both - "settle kara, hapte thevun" - Pathan sir said accused can pay in instalments. ND 6/6 (Saturday) for settlement
17/04/26, 4:12 pm - Vikrant Kulkarni: Saturday? ok first saturday. Tell Mutha sheth to think about instalments
18/04/26, 10:05 am - Vikrant Kulkarni: Neha pls export this chat and send me, I am keeping in files
""")

up("backlog/2026-11/WhatsApp Chat with Neha Jadhav Jr (2).txt", "whatsapp_export", "Neha Jadhav", "2026-11-24",
   ["C06", "C04", "C03", "C01"], ["C06-H04", "C04-H06", "C06-H05", "C04-H07", "C03-H07", "C06-H07", "C01-H07"], """
22/06/26, 1:35 pm - Neha Jadhav Jr: PTT-20260622-WA0009.opus (file attached)
22/06/26, 1:38 pm - Neha Jadhav Jr: VN summary - MACT Waghmare: AW2 Balu Shelke examined. He says he was behind the bike on his own scooter, truck came fast from behind and hit. Oswal sir cross - Balu admitted he did not give statement to police for 2 months. Claimants evidence closed. ND 27/07
06/07/26, 3:10 pm - Neha Jadhav Jr: Sir Londhe - IO Jagdale absent, transferred to Satara. Court issued summons through SP Satara. ND 10/8
06/07/26, 3:11 pm - Vikrant Kulkarni: ok. Shobha tai la sang, Sagar must attend every date
27/07/26, 1:05 pm - Neha Jadhav Jr: PTT-20260727-WA0003.opus (file attached)
27/07/26, 1:07 pm - Neha Jadhav Jr: Summary: Waghmare - Oswal sir asked time to examine their investigator (Dhamale), says he is out of Pune. Granted. Inamdar madam asked again about offer, Oswal sir - no instructions. ND 21.9.26
10/08/26, 2:20 pm - Neha Jadhav Jr: Sir Londhe IO absent again. BW against IO. ND 14/9
10/08/26, 2:24 pm - Vikrant Kulkarni: 14/9? Ganpati aahe. confirm from roznama
07/09/26, 12:30 pm - Neha Jadhav Jr: Sir Shinde - 3rd hapta not paid, Pathan sir asked time. ND 16/10. Writing to Mutha sheth
26/10/26, 2:45 pm - Neha Jadhav Jr: PTT-20261026-WA0012.opus (file attached)
26/10/26, 2:49 pm - Neha Jadhav Jr: VN summary - Waghmare: investigator Sanjay Dhamale examined as DW1 (costs 1500 of last date paid). He says driver Dilip had LMV licence only, no HGV endorsement. In our cross he admitted he never went to the RTO himself and the licence extract he produced is a photocopy. Insurer closed. ND 30/11 for arguments
23/11/26, 1:15 pm - Neha Jadhav Jr: Sir Gokhale - Ghaisas sir again, Sathe sir in HC. DW1 affidavit not filed. Joshi madam very angry - "last chance", costs 3000 to plaintiff. ND 14/12
23/11/26, 1:17 pm - Vikrant Kulkarni: 3rd time same Bombay HC story. Note it
24/11/26, 9:02 am - Vikrant Kulkarni: export again pls
""")

up("backlog/2026-10/WhatsApp Chat with Kiran Mutha Ganesh Traders.txt", "whatsapp_export", "Kiran Mutha", "2026-10-17",
   ["C03"], ["C03-H05", "C03-H06", "C03-H07", "C03-H08"], """
05/06/26, 8:10 pm - Kiran Mutha Ganesh Traders: Vakil saheb udya saturday court aahe na? 10 vajta yeto
05/06/26, 8:12 pm - Vikrant Kulkarni: ho. 10.30 la Ct 4 bahar bheta. Aadhaar copy ani stamp aana
06/06/26, 1:40 pm - Kiran Mutha Ganesh Traders: DD milala 1,20,000. Dhanyavad saheb 🙏
06/06/26, 1:42 pm - Vikrant Kulkarni: Purshis filed. Baki 3 hapte - 31/7, 7/9, 16/10. ND 31/7
31/07/26, 2:15 pm - Kiran Mutha Ganesh Traders: dusra hapta milala. Datta mamani DD dila
07/09/26, 6:50 pm - Kiran Mutha Ganesh Traders: aaj paise nahi dile mhane. pudhe kay?
07/09/26, 7:02 pm - Vikrant Kulkarni: Judge ne warning dili aahe. 16/10 la don hapte ekdam (2,40,000) nahi dile tar case merit var chalel. Tumhi 16/10 la hajar raha
16/10/26, 1:20 pm - Kiran Mutha Ganesh Traders: Saheb sagle 4,80,000 milale. case sampli. Thank you 🙏🙏
16/10/26, 1:25 pm - Vikrant Kulkarni: Ho, compounded, accused acquitted. Fees balance 15,000 pending - send when convenient
17/10/26, 11:00 am - Kiran Mutha Ganesh Traders: fees GPay kela 15000
""")

up("backlog/2026-09/WhatsApp Chat - Sopan Kaka Harpale/_chat.txt", "whatsapp_export", "Sopan Maruti Harpale", "2026-09-24",
   ["C02"], ["C02-H07", "C02-H08"], """
[19/08/26, 6:20:11 PM] Sopan Kaka Harpale: ‎<attached: 00000021-PHOTO-2026-08-19-18-20-11.jpg>
[19/08/26, 6:21:40 PM] Sopan Kaka Harpale: saheb he bagha 214 madhe JCB ubha aahe. Dnyaneshwar builder la gheun aala hota
[19/08/26, 6:40:02 PM] Vikrant Kulkarni: Status quo order aahe. Kam suru zale tar lagech photo ani video pathva, amhi contempt (Or 39 r 2A) application karu
[19/08/26, 6:41:15 PM] Sopan Kaka Harpale: ho. aaj Kale vakil ale nahi na?
[19/08/26, 6:45:30 PM] Vikrant Kulkarni: Nahi. 500 kharcha lavla tyanna, tumhala milnar. Pudhchi tarikh 23/9
[24/08/26, 9:12:44 AM] Sopan Kaka Harpale: JCB gela. kam nahi kela
[23/09/26, 7:30:18 PM] Sopan Kaka Harpale: saheb Bhimrao kaka khush hote. 500 rupaye milale
[23/09/26, 7:35:51 PM] Vikrant Kulkarni: Aaj aamcha puravaa sampla. Pudhchi tarikh 9 December - tyancha puravaa. Dnyaneshwar la saksh dyavi lagel
[24/09/26, 8:05:09 AM] Sopan Kaka Harpale: 👍
""")
