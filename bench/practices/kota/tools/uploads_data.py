"""The uploads of the Kota practice: what the advocate, the junior Priyanshi and the munshi Ramkishan kept."""

L, J, K = "Devendra Singh Hada", "Priyanshi Goyal", "Ramkishan Bairwa (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2025-12/Pinnacle fee receipts scan.pdf", "document_scan", "Pinnacle Academy Pvt. Ltd., Kota", "2025-12-01", ["C01"], [], """
PINNACLE ACADEMY PVT. LTD.   Jawahar Nagar, Kota (Raj.) 324005
FEE RECEIPT  No. PA/26/04418            Date: 01.12.2025
Student: Aarav Choudhary   Course: NEET Nurture (Class XI), Batch N-7   Roll No. 2611047
Received from Sh. Mahendra Choudhary Rs. 1,45,000/- (Rupees One Lakh Forty Five Thousand only) - full year course fee
Mode: UPI / NEFT     Note: Fee once paid is non-refundable after 15 days of commencement of batch (see prospectus cl. 9)
                                          Accounts Officer
""")
u("backlog/2026-02/legal notice Pinnacle refund.docx", "typed_note_docx", L, "2026-02-11", ["C01"], [], """
DEVENDRA SINGH HADA, Advocate
Chamber 41, Advocates' Chambers, District Court Campus, Kota
Regd. AD                                                  Dated: 11.02.2026
To, The Director, Pinnacle Academy Pvt. Ltd., Jawahar Nagar, Kota
Sub: Notice for refund of fee of Aarav Choudhary
Under instructions of my client Sh. Mahendra Choudhary r/o Nagaur: his son Aarav joined your NEET Nurture batch
on 08.12.2025 and left on 27.01.2026 after 7 weeks due to illness (anxiety, under treatment at
MBS Hospital, Kota). You refused refund of Rs. 1,45,000 citing your "non-refundable" clause, which is unfair trade
practice and contrary to the Ministry of Education's Guidelines for Regulation of Coaching Centres, 2024 (pro-rata
refund within 10 days). Refund the fee for the unexpired period within 15 days, failing which a complaint will be
filed before the District Consumer Commission, Kota.                              Advocate
""")
u("backlog/2026-02/IMG_20260213_180212.jpg", "document_photo", "Bank of Baroda, Rawatbhata Road Branch, Kota", "2026-02-06", ["C03"], [], """
BANK OF BARODA  Rawatbhata Road Branch, Kota
POSSESSION NOTICE [Rule 8(1)] (For immovable property)     Date: 06.02.2026
Whereas the Authorised Officer of Bank of Baroda issued demand notice dated 15.04.2025 u/s 13(2) calling upon the
borrower M/s Hadoti Agro Foods (partners Jitendra Maheshwari, Sarita Maheshwari) to repay Rs. 1,96,42,310/-.
The borrower having failed, the undersigned has taken symbolic possession on 06.02.2026 of: industrial plot
No. F-118, RIICO Industrial Area, Kota, with factory shed and machinery.        Authorised Officer
""")
u("backlog/2026-02/SA draft Hadoti final.docx", "typed_note_docx", L, "2026-02-14", ["C03"], [], """
BEFORE THE DEBT RECOVERY TRIBUNAL, JAIPUR
S.A. No. ____ /2026    M/s Hadoti Agro Foods & Ors. ... Applicants   vs   Bank of Baroda ... Respondent
Securitisation Application u/s 17 of the SARFAESI Act, 2002
Grounds (short): (a) account classified NPA on 31.03.2025 though dues were regularised in March - wrong
classification; (b) objection dt 02.05.2025 u/s 13(3A) never answered; (c) no valuation before sale steps;
(d) possession notice of 06.02.2026 not published in a Hindi daily of Kota.
Relief: set aside the s. 13(4) measures; interim: restrain physical possession.
Court fee as per the Rules; filed through Adv. Devendra Singh Hada. Jitendra ji ke sign baaki on vakalatnama.
""")
u("backlog/2026-02/demand notice s8 Rathore Infracon.pdf", "document_scan", L, "2026-02-10", ["C04"], [], """
FORM 3 (Rule 5 of the Insolvency and Bankruptcy (Application to Adjudicating Authority) Rules, 2016)
DEMAND NOTICE u/s 8 of the IBC, 2016                                   Date: 10.02.2026
To: Rathore Infracon Pvt. Ltd., 2nd Floor, Gumanpura, Kota - through its Directors Rajveer Singh Rathore and Meenu Rathore
From: Chambal Steel Fabricators, Road No. 5, Indraprastha Industrial Area, Kota (prop. Suresh Nagar)
Unpaid operational debt: Rs. 38,60,000/- (invoices CSF/118 to CSF/131, Aug-Nov 2025, steel structures for the
Kunhari commercial project) with interest @ 18% p.a. Demand to repay within 10 days of receipt.
Authorised by the operational creditor: Devendra Singh Hada, Advocate
""")
u("backlog/2026-03/WhatsApp Image 2026-03-02 at 12.14.55.jpeg", "document_photo", "State Bank of India, Kaithoon Branch", "2026-01-19", ["C08"], [], """
STATE BANK OF INDIA   Kaithoon Branch (Distt. Kota)
RETURN MEMO                                         19.01.2026
Cheque No. 604117 dt 15.01.2026 Rs. 2,80,000/- drawer Shankar Lal Meghwal, A/c 3xxxxxx0912
Payee: Gurjar Building Material Suppliers
Reason for return: 01 - Funds Insufficient
""")
u("backlog/2026-03/complaint 138 Bhanwar Lal.docx", "typed_note_docx", L, "2026-03-05", ["C08"], [], """
IN THE COURT OF SPECIAL JUDICIAL MAGISTRATE (NI ACT CASES) NO. 2, KOTA
Gurjar Building Material Suppliers through prop. Bhanwar Lal Gurjar, Kaithoon Road, Kota ... Complainant
vs Shankar Lal Meghwal s/o Gheesa Lal, r/o Borkhera, Kota ... Accused
Complaint u/s 138 of the NI Act, 1881
The accused bought bajri, cement and saria on credit for his house at Borkhera; towards the balance he gave cheque
no. 604117 dated 15.01.2026 of Rs. 2,80,000 on SBI Kaithoon, returned "funds insufficient" on 19.01.2026. Notice dated
27.01.2026 served on 31.01.2026; no payment within 15 days. Complaint within time.   Filed 05.03.2026
""")
u("backlog/2026-03/District Commission order Harsh Vardhan.pdf", "document_scan", "District Consumer Disputes Redressal Commission, Kota", "2026-02-20", ["C05"], [], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, KOTA
Complaint Case No. CC/57/2025     Harsh Vardhan Yadav vs Vidyasthal Career Institute
ORDER   Dated 20.02.2026
The complainant, a JEE aspirant, left the institute after 2 months on medical ground. The clause of non-refund
is one-sided and an unfair trade practice. The OP is directed to refund Rs. 97,000/- with interest @ 9% p.a. from
the date of complaint, and to pay Rs. 10,000 for mental agony and Rs. 5,000 litigation costs, within 45 days.
sd/- President        sd/- Member
""")
u("backlog/2026-05/sealing order Nagar Nigam.pdf", "document_scan", "Nagar Nigam Kota Dakshin (Fire Wing)", "2026-04-28", ["C06"], [], """
NAGAR NIGAM KOTA DAKSHIN - AGNISHAMAN SHAKHA (FIRE WING)
No. NNKD/Fire/2026/311                                       Date: 28.04.2026
SEALING ORDER
Premises: Shri Krishna Residency (boys' hostel, 64 rooms), Plot 22, Coral Park, Kota. Owner: Mohit Gurjar.
On inspection dt 26.04.2026 the premises were found running without a valid fire NOC (last NOC expired 31.03.2025),
with one staircase only and no fire alarm on floors 3 to 5. Under the Rajasthan Municipalities Act, 2009 and the
Fire NOC bye-laws, the premises are sealed. Students to be shifted within 48 hours.    Chief Fire Officer
""")
u("backlog/2026-06/OA summons Hadoti.pdf", "document_scan", "Debt Recovery Tribunal, Jaipur", "2026-05-26", ["C07"], [], """
DEBT RECOVERY TRIBUNAL, JAIPUR
O.A. No. 310/2026        Bank of Baroda vs M/s Hadoti Agro Foods & Ors.
SUMMONS u/s 19(4) of the RDB Act, 1993
The applicant bank claims Rs. 2,14,60,000/- with pendente lite and future interest. You are directed to show cause
within 30 days why the relief prayed for should not be granted, and to file your written statement. Appear before
the Presiding Officer on 16.06.2026 at 10.30 AM.                 By order, Registrar
""")
u("backlog/2026-05/Screenshot_20260518-211542.png", "document_photo", "Shruti Meena", "2026-05-18", ["C02"], [], """
Shri Balaji Girls Hostel - Landmark City, Kunhari
Rent-cum-mess receipt  No. 0587   Date 05.07.2025
Name: Shruti Meena   Room 207   Security (refundable): Rs. 40,000/-   Rent+mess Jul: Rs. 14,500/-
Rakesh Nagar (prop.)        *Security refundable on vacating with 1 month notice*
""")

# ---------------- C01 Pinnacle fee refund (DCDRC Kota)
u("backlog/2026-03/IMG_20260318_151020.jpg", "handwritten_note_photo", L, "2026-03-18", ["C01"], ["C01-H01"], """
18/3/26 Wed - Dist. Commission Kota
CC/212/2026 Aarav (Pinnacle) - admitted. Notice to OP. Goyal sahab ne prospectus cl. 9 ki copy maangi.
Mahendra ji ne Nagaur se phone kiyo - told him 22.4 aano koni zaroori.
ND 22.4.26
""")
u("backlog/2026-04/IMG-20260422-WA0007.jpg", "handwritten_note_photo", K, "2026-04-22", ["C01"], ["C01-H02"], """
दिनांक 22.04.2026  जिला उपभोक्ता आयोग कोटा
CC/212/2026 आरव बनाम पिनेकल अकादमी - विपक्षी की ओर से अनुपम जैन साहब हाजिर। जवाब के लिए समय मांगा।
अगली तारीख 27.05.2026 जवाब हेतु।
""")
u("backlog/2026-05/Pinnacle CC 212 order sheet 27.05.2026.pdf", "certified_order_sheet_scan", "District Consumer Disputes Redressal Commission, Kota", "2026-05-29", ["C01"], ["C01-H03"], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, KOTA
Complaint Case No. CC/212/2026
Aarav Choudhary through father Mahendra Choudhary ... Complainant   Vs.   Pinnacle Academy Pvt. Ltd. ... Opposite Party
ORDER SHEET
27.05.2026  Present: Sh. Devendra Singh Hada, counsel for the complainant. Sh. Anupam Jain, counsel for the OP.
            Version not filed. Counsel for the OP seeks further time. The period prescribed u/s 38(2)(a) of the
            Consumer Protection Act, 2019 is about to lapse. Last opportunity is granted subject to costs of
            Rs. 2,000/- payable to the complainant. List on 15.07.2026 for version.
            sd/- Member                     sd/- President
""")
u("backlog/2026-07/pinnacle 15 july.txt", "typed_note_txt", L, "2026-07-15", ["C01"], ["C01-H04"], """
15.07.26  CC/212/2026 Pinnacle - Dist Commission
Version aa gayo finally. Costs 2000 paid in court (Mahendra ji ko cash diya, receipt li).
OP stand: cl. 9 prospectus - no refund after 15 days; also "seat blocked, other student could not be admitted".
Our point: coaching guidelines 2024 pro-rata refund, and Aarav left on medical ground (MBS Hospital OPD slips).
Evidence - our affidavit next. ND 26.08.26.
""")
u("backlog/2026-08/Document_2026-08-26.docx", "typed_note_docx", L, "2026-08-26", ["C01", "C02"], ["C01-H05", "C02-H03"], """
26.08.2026 - District Commission Kota (both our matters same day)

1. CC/212/2026 Aarav v Pinnacle: affidavit evidence of Mahendra Choudhary filed with fee receipt PA/26/04418, MBS OPD
   slips and the notice dt 11.02.2026. OP to file evidence. ND 07.10.2026.

2. CC/389/2026 Shruti v Balaji Hostel: OP absent despite service (dasti notice served on Rakesh Nagar on 10.08).
   Commission proceeded ex parte against OP. Ex parte evidence next. ND 30.09.2026.
   Shruti ko bataya - aglo date pe aano koni zaroori, affidavit sign karwa lenge.
""")
u("backlog/2026-10/IMG_20261007_162233.jpg", "handwritten_note_photo", L, "2026-10-07", ["C01"], ["C01-H06"], """
7/10/26 Commission
Pinnacle - OP ne centre head Vikas Sharma ka affidavit diyo. Says Aarav attended 41 classes, study material issued.
Cross nahi hota consumer me - written args. Goyal sahab: "arguments next date, ready rehna."
ND 25/11
""")
u("backlog/2026-11/pinnacle args 25.11.txt", "typed_note_txt", L, "2026-11-25", ["C01"], ["C01-H07"], """
25.11.2026 wed - CC/212/2026 Aarav v Pinnacle - args
Humne args kiye 30 min: (1) cl. 9 one-sided; (2) guidelines 16.01.2024 - pro rata refund + hostel/mess refund;
(3) Vidyasthal case - District Commission ne same point pe refund diyo, State Commission ne appeal dismiss kari 29.10.26.
President ne Vidyasthal order ki copy maangi - file kar di.
Anupam Jain ne written args ke liye time maangyo. ND 20.01.2027.
""")
u("backlog/2027-01/CC 212-2026 order 20.01.2027.pdf", "certified_order_sheet_scan", "District Consumer Disputes Redressal Commission, Kota", "2027-01-22", ["C01"], ["C01-H08"], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, KOTA
Complaint Case No. CC/212/2026     Aarav Choudhary vs Pinnacle Academy Pvt. Ltd.
20.01.2027  Present: Counsel for the complainant. Sh. Rahul Soni, Adv., proxy for Sh. Anupam Jain, counsel for the OP.
            Proxy counsel states that the main counsel is unwell. Arguments of the complainant already heard on
            25.11.2026. Last opportunity to the OP to address arguments and file written arguments, failing which
            the matter shall be decided on the record. List on 04.03.2027.
            sd/- Member                     sd/- President
""")

# ---------------- C02 Shruti hostel
u("backlog/2026-05/IMG-20260520-WA0015.jpg", "handwritten_note_photo", K, "2026-05-20", ["C02"], ["C02-H01"], """
20.05.2026  उपभोक्ता आयोग
CC/389/2026 श्रुति मीणा बनाम श्री बालाजी गर्ल्स हॉस्टल - परिवाद दर्ज (admit)। नोटिस जारी। प्रोसेस फीस जमा करा दी।
अगली पेशी 08.07.2026
""")
u("backlog/2026-07/WhatsApp Chat with Shruti Meena.txt", "whatsapp_export", "Shruti Meena", "2026-11-12", ["C02"], ["C02-H02", "C02-H05"], """
08/07/26, 14:05 - Hada Sir Adv: Shruti aaj notice serve koni huyo, hostel wale ne lena se mana kar diyo. Dasti notice le liyo. Next 19 Aug.
08/07/26, 14:20 - Shruti Meena: Ok sir. Main Jaipur aa gayi hu, papa aa jayenge agar zarurat ho
08/07/26, 14:22 - Hada Sir Adv: Koi zarurat koni abhi.
18/09/26, 20:11 - Shruti Meena: Sir hostel wale uncle ne call kiya, bol rahe 20000 le lo aur case wapas lo
18/09/26, 20:30 - Hada Sir Adv: Koi baat mat karo unse. Deposit 40000 + ilaaj ka kharcha + compensation maange hai. Mujhe batao agar fir call aaye.
12/11/26, 11:40 - Hada Sir Adv: Kal 11 Nov ne unko reply aa gayo - bolte hai deposit room ki deewar aur almirah tootne me adjust kiyo. Photos lagaya hai.
12/11/26, 11:41 - Hada Sir Adv: Aapko apna affidavit dena hai, next date 13 Jan. Medical bills sab bhejo - Sudha hospital wale.
12/11/26, 11:55 - Shruti Meena: Sir almirah pehle se tooti thi!! Maine warden ko bataya tha july me. Bills bhejti hu
""")
u("backlog/2026-09/CC 389-2026 ordersheet 30.09.2026.pdf", "certified_order_sheet_scan", "District Consumer Disputes Redressal Commission, Kota", "2026-10-03", ["C02"], ["C02-H04"], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, KOTA
Complaint Case No. CC/389/2026     Shruti Meena vs Shri Balaji Girls Hostel through prop. Rakesh Nagar
30.09.2026  Present: Sh. D.S. Hada, counsel for the complainant. Sh. Yogesh Hada, counsel for the OP.
            Application on behalf of the OP to set aside the order dated 19.08.2026 proceeding ex parte. Heard.
            The OP states that the proprietor was out of station. Though the explanation is not satisfactory, in
            the interest of justice the application is allowed subject to costs of Rs. 3,000/- payable to the
            complainant. OP to file version. List on 11.11.2026.
            sd/- Member                     sd/- President
""")
u("backlog/2027-01/shruti evidence 13.1.docx", "typed_note_docx", L, "2027-01-13", ["C02"], ["C02-H06"], """
13.01.2027 Wed - CC/389/2026 Shruti v Balaji Hostel
Complainant's affidavit evidence filed. Annexed: receipt no. 0587 (security Rs. 40,000), Sudha Hospital bills total
Rs. 8,450 (food poisoning, admitted 21-23 Sept 2025 - four girls of the hostel fell ill same night), warden WhatsApp
of July 2025 about the broken almirah.
Yogesh Hada: OP's evidence next - Rakesh Nagar + mess cook ka affidavit.
ND 10.03.2027 for OP evidence.
""")

# ---------------- C03 SA and C07 OA (DRT Jaipur)
u("backlog/2026-02/WhatsApp Chat with Priyanshi Jr.txt", "whatsapp_export", J, "2026-07-14", ["C03", "C04", "C07"], ["C03-H01", "C03-H02", "C04-H02", "C03-H04", "C07-H01"], """
24/02/26, 12:48 - Priyanshi Jr: Sir SA 77/2026 Hadoti - PO sahab ne notice issue kiya. Interim: bank shall not take physical possession till next date. ND 24 March
24/02/26, 12:50 - Hada Sir Adv: 👍 Jitendra ji ko bata do
24/03/26, 13:15 - Priyanshi Jr: Sir Hadoti - PO ne interim extend kiya but condition: 10 lakh deposit in 4 weeks with the Registrar (FDR/DD). Ms Bhatnagar ne oppose kiya, wanted 25%. ND 5 May
24/03/26, 13:17 - Hada Sir Adv: Ok. 10 lakh ka intezam Jitendra ji karenge. DD banwa lo 15 April tak
02/06/26, 15:30 - Priyanshi Jr: Sir NCLT Chambal Steel - Rathore Infracon ki taraf se Saurabh Mittal appear hue, reply ke liye time. ND 7 July. Member (T) ne poocha demand notice service proof?
02/06/26, 15:31 - Priyanshi Jr: Track report de diya
16/06/26, 12:10 - Priyanshi Jr: Sir OA 310 bank vs Hadoti - appearance de di, WS ke liye time. ND 25 Aug (same day as SA)
14/07/26, 11:05 - Priyanshi Jr: Sir DRT me PO sahab leave par. Registrar ne SA 77 adjourn kar diya - 25/08/2026
14/07/26, 11:06 - Hada Sir Adv: Theek. Rejoinder ready rakhna
""")
u("backlog/2026-05/SA 77 munshi diary May.jpg", "handwritten_note_photo", K, "2026-05-05", ["C03"], ["C03-H03"], """
05.05.2026  ऋण वसूली अधिकरण जयपुर (DRT)
SA/77/2026 हाड़ौती एग्रो फूड्स बनाम बैंक ऑफ बड़ौदा - 10 लाख का डीडी रजिस्ट्रार के पास जमा (DD no. 318744 दि. 16.04.2026)।
बैंक का जवाब पेश। अगली तारीख 14.07.2026 प्रत्युत्तर (rejoinder) हेतु।
""")
u("backlog/2026-08/PXL_20260825_154410.jpg", "handwritten_note_photo", L, "2026-08-25", ["C03", "C07"], ["C03-H05", "C07-H02"], """
25/8/26 DRT Jaipur - PO Saxena
SA 77 Hadoti: rejoinder filed. Args started - 13(2) notice ma dues galat, NPA 31.3.25 wrong since March installments
paid; 13(3A) objection ka jawab koni diyo. PO asked Bhatnagar madam - reply to objection kathe?
ND 13.10
OA 310 (bank v Hadoti): WS ready koni - humne time maangyo (Jitendra ji ke accounts baaki). ND 13.10 same day.
""")
u("backlog/2026-10/DRT 13.10 both matters.txt", "typed_note_txt", L, "2026-10-13", ["C03", "C07"], ["C03-H06", "C07-H03"], """
13.10.2026 DRT Jaipur (Presiding Officer Sh. A.K. Saxena)
SA/77/2026 - part args. PO directed the bank to produce (i) the valuation report relied on, (ii) its reply to our
objection u/s 13(3A) dt 02.05.2025, on the next date. Interim to continue. ND 08.12.2026.
OA/310/2026 - our WS filed (denied the figure 2,14,60,000; interest charged above contract rate; set-off of the 10 lakh
deposited in SA). Bank to file replication. ND 08.12.2026.
""")
u("backlog/2026-12/SA 77-2026 OA 310-2026 order 08.12.2026.pdf", "certified_order_sheet_scan", "Debt Recovery Tribunal, Jaipur", "2026-12-10", ["C03", "C07"], ["C03-H07", "C07-H04"], """
DEBT RECOVERY TRIBUNAL, JAIPUR
S.A. No. 77/2026 (M/s Hadoti Agro Foods & Ors. vs Bank of Baroda) with O.A. No. 310/2026 (Bank of Baroda vs M/s Hadoti Agro Foods & Ors.)
08.12.2026  Present: Sh. Devendra Singh Hada, Ld. counsel for the applicants in SA / defendants in OA.
            Ms. Neha Bhatnagar, Ld. counsel for the bank.
            SA 77/2026: Ld. counsel for the bank seeks time to produce the valuation report and the reply u/s 13(3A)
            as directed on 13.10.2026, stating the record is with the Regional Office. Time granted as a last
            chance. Interim order to continue.
            OA 310/2026: Replication filed. Since the parties and the account are common, the OA shall be listed
            and heard along with SA 77/2026.
            List both on 16.02.2027.
            sd/- Presiding Officer
""")
u("backlog/2027-02/WhatsApp Chat with Priyanshi Jr (2).txt", "whatsapp_export", J, "2027-02-16", ["C03", "C04", "C07"], ["C04-H05", "C03-H08", "C07-H05"], """
22/09/26, 16:02 - Priyanshi Jr: Sir NCLT Chambal - args complete. Bench reserved, pronouncement 3 Nov
22/09/26, 16:03 - Hada Sir Adv: Mittal ne kya bola end me?
22/09/26, 16:05 - Priyanshi Jr: Same pre existing dispute, email 12 Jan. Member (J) said email is after the last invoice and before the demand notice, will see
16/02/27, 13:30 - Priyanshi Jr: Sir DRT - bank ne valuation report produce kar di (valuer Er. Pankaj Bhargava, dt 11.09.2025, FMV 3.12 cr). 13(3A) reply still not produced!
16/02/27, 13:32 - Priyanshi Jr: Humne args kiye part, PO ne kaha reply nahi hai to presumption against bank, next date par bank ka args. ND 23 March
16/02/27, 13:35 - Priyanshi Jr: OA me bank ne Chief Manager Sh. Lalit Chhabra ka evidence affidavit file kiya. Cross ke liye 23 March
16/02/27, 13:40 - Hada Sir Adv: Good. Jitendra ji ko report ki copy bhejo
""")
u("backlog/2026-03/DRT SA order 24.03.2026.pdf", "certified_order_sheet_scan", "Debt Recovery Tribunal, Jaipur", "2026-03-26", ["C03"], ["C03-H02"], """
DEBT RECOVERY TRIBUNAL, JAIPUR
S.A. No. 77/2026     M/s Hadoti Agro Foods & Ors. vs Bank of Baroda
24.03.2026  Present: Ms. Priyanshi Goyal, Adv. for Sh. D.S. Hada, counsel for the applicants.
            Ms. Neha Bhatnagar, counsel for the respondent bank.
            Heard on interim relief. The applicants are directed to deposit Rs. 10,00,000/- (Rupees Ten Lakh) with
            the Registrar of this Tribunal within four weeks. Subject to the deposit, the respondent bank shall not
            take physical possession of the secured asset till the next date. Reply by the bank in the meantime.
            List on 05.05.2026.
            sd/- Presiding Officer
""")

# ---------------- C04 NCLT
u("backlog/2026-04/nclt 21 april.txt", "typed_note_txt", L, "2026-04-21", ["C04"], ["C04-H01"], """
21.04.26 NCLT Jaipur Court-I - CP(IB)/145/JPR/2026 Chambal Steel v Rathore Infracon (s. 9)
First listing. Member (Judicial) Rajawat madam + Member (Technical) Varshney. Notice to CD, returnable 02.06.
Member (T) asked: s. 8 notice delivered kab? - 12.02.2026 speed post, tracking filed. Also record of default (NeSL?) - not
mandatory for s. 9, said so.
Suresh Nagar ji bahar baithe the - told him 6 months lagenge minimum.
""")
u("backlog/2026-07/CP IB 145 JPR 2026 order 07.07.2026.pdf", "certified_order_sheet_scan", "National Company Law Tribunal, Jaipur Bench", "2026-07-09", ["C04"], ["C04-H03"], """
NATIONAL COMPANY LAW TRIBUNAL, JAIPUR BENCH, COURT-I
CP(IB)/145/JPR/2026     Chambal Steel Fabricators ... Operational Creditor   vs   Rathore Infracon Pvt. Ltd. ... Corporate Debtor
CORAM: Smt. Sudha Rajawat, Member (Judicial); Sh. Deepak Varshney, Member (Technical)
07.07.2026  Present: Sh. Devendra Singh Hada, Adv. for the Operational Creditor; Sh. Saurabh Mittal, Adv. for the Corporate Debtor.
            Reply filed by the Corporate Debtor, taking the plea of a pre-existing dispute regarding the quality of
            the steel structures, relying on an e-mail dated 12.01.2026. Rejoinder, if any, within two weeks.
            List on 18.08.2026 for hearing.
            sd/- Member (T)          sd/- Member (J)
""")
u("backlog/2026-08/IMG_20260818_170502.jpg", "handwritten_note_photo", L, "2026-08-18", ["C04"], ["C04-H04"], """
18/8/26 NCLT Ct-I
Chambal v Rathore: rejoinder on record. Args - e-mail 12.1.26 sent 2 months after last invoice CSF/131 (24.11.25),
no complaint earlier; CD's own ledger admits 38.60 lakh; part-payment 5 lakh on 20.12.25 without any protest.
Mittal - dispute genuine, photos of rusted beams. Member (J): "spurious dispute test - Mobilox".
Part heard. ND 22.9
""")
u("backlog/2026-11/CP(IB)145 admission order 03.11.2026.pdf", "certified_order_sheet_scan", "National Company Law Tribunal, Jaipur Bench", "2026-11-05", ["C04"], ["C04-H06"], """
NATIONAL COMPANY LAW TRIBUNAL, JAIPUR BENCH, COURT-I
CP(IB)/145/JPR/2026     Chambal Steel Fabricators vs Rathore Infracon Pvt. Ltd.
03.11.2026  ORDER (pronounced in open court)
            The e-mail of 12.01.2026 raised, for the first time, a grievance about the quality of the goods after
            delivery and part-payment without demur; it is a moonshine dispute. The operational debt of
            Rs. 38,60,000/- is due and payable and in default. The application u/s 9 is admitted.
            The Corporate Insolvency Resolution Process of Rathore Infracon Pvt. Ltd. is initiated and a moratorium
            u/s 14 is declared. Mr. Girish Tak (Reg. No. IBBI/IPA-001/IP-P0xxxx) is appointed as the Interim
            Resolution Professional (IRP). The Operational Creditor shall deposit Rs. 2,00,000/- with the IRP
            towards initial CIRP costs. The IRP shall file a progress report. List on 12.01.2027.
            sd/- Member (T)          sd/- Member (J)
""")
u("backlog/2027-01/nclt chambal 12 jan.docx", "typed_note_docx", L, "2027-01-12", ["C04"], ["C04-H07"], """
12.01.2027 Tue  NCLT Jaipur Court-I  CP(IB)/145/JPR/2026 Chambal Steel v Rathore Infracon
IRP Girish Tak ki progress report: public announcement 06.11.2026; claims received 11 (financial creditors - SBI
and Kotak; operational - 9 incl. us); CoC constituted 02.12.2026; first CoC meeting 09.12.2026.
Chambal Steel is not in the CoC (operational creditor, below 10%) - only if authorised representative needed, no.
Suspended director Rajveer Rathore approached Suresh ji for settlement u/s 12A - offer 28 lakh in 3 instalments.
Bench: any 12A application needs 90% CoC approval, file it if parties settle.
Suresh ji says 28 lakh kam hai, 32 se neeche koni. ND 04.03.2027 - IRP's further report.
""")

# ---------------- C05 State Commission appeal (disposed)
u("backlog/2026-04/IMG_20260416_141900.HEIC", "handwritten_note_photo", L, "2026-04-16", ["C05"], ["C05-H01"], """
16.4.26 Thu - State Commission Jaipur, Bench 2
Vidyasthal v Harsh Vardhan (A/612/2026) - we are for respondent. Notice issued. Stay of District Commission order
subject to deposit of 50% of awarded amount by appellant within 30 days.
Rajendra Yadav ji ko phone - chinta mat karo, 50% deposit hogo.
ND 9.7.26
""")
u("backlog/2026-07/munshi diary July.jpg", "handwritten_note_photo", K, "2026-07-09", ["C05", "C08"], ["C05-H02", "C08-H03"], """
03.07.2026  न्यायालय विशिष्ट न्यायिक मजिस्ट्रेट (एन.आई. एक्ट) क्र. 2 कोटा
भंवर लाल गुर्जर बनाम शंकर लाल मेघवाल - मुलजिम हाजिर हुआ, जमानत मुचलके पेश, नकलें दी गई। अगली 07.08.2026।

09.07.2026  राज्य उपभोक्ता आयोग जयपुर (वकील साहब गए)
विद्यास्थल बनाम हर्षवर्धन - अपीलार्थी ने 48,500 रु. जमा किए, हमारी हाजरी। अगली 17.09.2026 बहस।
""")
u("backlog/2026-09/vidyasthal args 17.9.txt", "typed_note_txt", L, "2026-09-17", ["C05"], ["C05-H03"], """
17/09/2026  State Commission Bench 2 - A/612/2026 Vidyasthal Career Institute v Harsh Vardhan
Khandelwal (for institute) args: student enrolled with open eyes; non-refund clause binding; coaching not a "service"?
- Bench didn't accept that, said coaching is service, several NCDRC rulings.
Our args 20 min - medical certificate; 2 months only; guidelines 2024.
Reserved. Orders on 29.10.2026.
""")
u("backlog/2026-10/State Commission A-612-2026 judgment 29.10.2026.pdf", "certified_order_sheet_scan", "Rajasthan State Consumer Disputes Redressal Commission, Jaipur", "2026-11-02", ["C05"], ["C05-H04"], """
RAJASTHAN STATE CONSUMER DISPUTES REDRESSAL COMMISSION, JAIPUR - BENCH 2
First Appeal No. A/612/2026     Vidyasthal Career Institute ... Appellant   vs   Harsh Vardhan Yadav ... Respondent
29.10.2026  Present: Sh. Naveen Khandelwal for the appellant. Sh. D.S. Hada for the respondent.
            ORDER: A clause forfeiting the entire fee of a student who leaves within the first months is unfair.
            We find no infirmity in the order of the District Commission, Kota dated 20.02.2026 directing refund
            of Rs. 97,000/- with 9% interest. The appeal is dismissed with costs of Rs. 5,000/- to the respondent.
            The amount deposited (Rs. 48,500/-) be released to the respondent.
            sd/- Member          sd/- Member (Judicial)
""")

# ---------------- C06 writ (Rajasthan HC Jaipur)
u("backlog/2026-05/SBCWP 4417-2026 order 13.05.2026.pdf", "certified_order_sheet_scan", "Rajasthan High Court, Jaipur Bench", "2026-05-15", ["C06"], ["C06-H01"], """
HIGH COURT OF JUDICATURE FOR RAJASTHAN BENCH AT JAIPUR
S.B. Civil Writ Petition No. 4417/2026
Mohit Gurjar                                                  ...Petitioner
Versus
State of Rajasthan & Ors.                                     ...Respondents
HON'BLE MR. JUSTICE ASHOK KUMAR JHALANI
Order   13/05/2026
Mr. Devendra Singh Hada for the petitioner. Mr. Kailash Chand Meena, AAG.
Issue notice. The petitioner shall submit a representation to the Commissioner, Nagar Nigam Kota Dakshin within
a week, which shall be decided by a speaking order. Till the next date, no coercive action in respect of the
ground floor (residence of the petitioner's family). List on 21.07.2026.
(ASHOK KUMAR JHALANI),J
""")
u("backlog/2026-07/writ mohit 21.7.txt", "typed_note_txt", L, "2026-07-21", ["C06"], ["C06-H02"], """
21.7.26 - Jaipur bench, Ct 12 Jhalani J - SBCWP 4417/2026 Mohit hostel sealing
Meena AAG ne reply ke liye time maangyo - Nigam se para-wise comments koni aaye. Judge thoda naraz: "6 hafte
ho gaye". Representation ka bhi decision koni huyo.
Next date 01.09.2026. Mohit ko bola 64 bachhon ke parents ka pressure alag hai - fire audit kara lo private.
""")
u("backlog/2026-09/IMG_20260901_133045.jpg", "handwritten_note_photo", L, "2026-09-01", ["C06"], ["C06-H03"], """
1/9/26 Jaipur Ct 12
Mohit writ - reply aa gayo: NOC expired 31.3.25, one staircase, no alarm 3rd-5th floor. AAG: apply afresh, Nigam
will consider. Judge - "petitioner apply kare, CFO inspect kare".
Mohit to apply with private fire audit (Agni Safety Consultants) report.
ND 27/10
""")
u("backlog/2026-10/PXL_20261027_144012.jpg", "handwritten_note_photo", K, "2026-10-27", ["C06"], ["C06-H04"], """
27.10.2026  उच्च न्यायालय जयपुर पीठ
मोहित गुर्जर की रिट - नया आवेदन पेश कर दिया (16.10.2026)। जज साहब ने मुख्य अग्निशमन अधिकारी को दो सप्ताह में निरीक्षण का आदेश दिया।
अगली तारीख 19.01.2027।  (वकील साहब ने फोन पर बताया)
""")
u("backlog/2027-01/mohit writ 19.1.27.txt", "typed_note_txt", L, "2027-01-19", ["C06"], ["C06-H05"], """
19-01-2027  SBCWP 4417/2026 Mohit Gurjar v State - Ct 12
CFO report on record (inspection 11.11.2026): alarm + extinguishers now OK; deficiency - no second staircase
(required above 15 m height), building is 17.5 m. Judge: compliance karo ya top floor band karo.
Mohit ready to close 5th floor (12 rooms) till external staircase bane.
ND 16.03.2027 for compliance affidavit.
""")

# ---------------- C08 cheque case (Kota)
u("backlog/2026-03/IMG-20260327-WA0021.jpg", "handwritten_note_photo", K, "2026-03-27", ["C08"], ["C08-H01"], """
27.03.2026  विशिष्ट न्यायिक मजिस्ट्रेट (एन.आई. एक्ट) क्र. 2, कोटा
परिवाद सं. 1187/2026 गुर्जर बिल्डिंग मटेरियल बनाम शंकर लाल - प्रसंज्ञान लिया, मुलजिम को समन। तलबाना जमा।
अगली तारीख 08.05.2026
""")
u("backlog/2026-05/bhanwarlal 8 may.txt", "typed_note_txt", L, "2026-05-08", ["C08"], ["C08-H02"], """
8.5.26 SJM NI Act-2 Kota - Bhanwar Lal v Shankar Lal (1187/2026)
Summons tameel koni hua - Borkhera me ghar band. Madam ne jamanati warrant 5000 ka kiyo.
ND 3.7.26. Bhanwar Lal ji ne kaha shankar lal Baran bhag gaya - Baran address bhi diya.
""")
u("backlog/2026-08/IMG_20260807_124401.jpg", "handwritten_note_photo", L, "2026-08-07", ["C08"], ["C08-H04"], """
7/8/26 SJM-2 Kota
Bhanwar Lal 138 - accusation padhi gayi, Shankar Lal ne guilty nahi mana. Defence: cheque "security" me diyo,
maal kam aayo. Harish Sen for accused.
143A application filed by us - reply next.
ND 25/9
""")
u("backlog/2026-09/1187-2026 zimni 25.09.2026.pdf", "certified_order_sheet_scan", "Special Judicial Magistrate (NI Act Cases) No. 2, Kota", "2026-09-28", ["C08"], ["C08-H05"], """
न्यायालय विशिष्ट न्यायिक मजिस्ट्रेट (एन.आई. एक्ट प्रकरण) क्रम-2, कोटा
फौजदारी परिवाद सं. 1187/2026   गुर्जर बिल्डिंग मटेरियल सप्लायर्स बनाम शंकर लाल मेघवाल
25.09.2026  परिवादी मय अधिवक्ता श्री डी.एस. हाड़ा उपस्थित। मुलजिम मय अधिवक्ता श्री हरीश सेन उपस्थित।
            CW1 भंवर लाल का शपथपत्र साक्ष्य में पेश। मुलजिम के अधिवक्ता द्वारा जिरह आंशिक। शेष जिरह हेतु तथा धारा 143A
            के प्रार्थना पत्र पर बहस हेतु पत्रावली दिनांक 20.11.2026 को पेश हो।
            ह. पीठासीन अधिकारी
""")
u("backlog/2026-11/bhanwar lal 20.11.docx", "typed_note_docx", L, "2026-11-20", ["C08"], ["C08-H06"], """
20.11.2026 Fri  SJM NI Act-2 Kota  1187/2026 Bhanwar Lal v Shankar Lal
Accused absent - Harish Sen ne exemption lagayi (beemar, Baran). Allowed.
143A allowed: interim compensation 20% of cheque amount = Rs. 56,000, to be paid within 60 days.
CW1 remaining cross next date.
ND 22.01.2027.
""")
u("backlog/2027-01/IMG_20270122_130515.jpg", "handwritten_note_photo", L, "2027-01-22", ["C08"], ["C08-H07"], """
22/1/27 SJM-2
Bhanwar Lal: CW1 cross complete. Sen's suggestion - maal me bajri kam aayi, 40 trolley ki jagah 31 - denied.
56000 interim compensation - NOT paid yet (due 19 Jan). Madam ne kaha next date pe dekhenge, 148? no - 143A(5) recovery.
CW2 - SBI Kaithoon branch official summoned with the return memo.
ND 5/3/27
""")

# ---------------- registers, plans, corrections, cause list
u("backlog/2026-06/munshi diary 02.06.jpg", "handwritten_note_photo", K, "2026-06-02", ["C04"], ["C04-H02"], """
02.06.2026  एनसीएलटी जयपुर (प्रियांशी मैडम गई)
चंबल स्टील बनाम राठौड़ इंफ्राकॉन - कंपनी की ओर से वकील हाजिर, जवाब के लिए समय। अगली 07.07.2026।
""")
u("backlog/2026-04/IMG-20260415-WA0011.jpg", "handwritten_note_photo", K, "2026-04-15", ["C05", "C01"], [], """
सप्ताह की तारीखें (अप्रैल)
16.04 गुरु - राज्य आयोग जयपुर - विद्यास्थल अपील (वकील साहब)
21.04 मंगल - एनसीएलटी जयपुर - चंबल स्टील
22.04 बुध - जिला आयोग कोटा - आरव पिनेकल
""")
u("backlog/2026-11/correction pinnacle ND.txt", "typed_note_txt", L, "2026-11-26", ["C01"], [], """
26.11.26 - correction
Kal ke pinnacle note me ND 20.01.2027 sahi hai, but munshi ji ne diary me 27.01 likh diyo - wo galat hai.
Commission ki cause list check kari: CC/212/2026 - 20.01.2027. Priyanshi - calendar me 20 Jan hi rakhna.
""")
u("backlog/2026-11/munshi diary Nov.jpg", "handwritten_note_photo", K, "2026-11-25", ["C01", "C02"], ["C02-H05", "C01-H07"], """
11.11.2026  जिला उपभोक्ता आयोग
श्रुति मीणा बनाम बालाजी हॉस्टल - विपक्षी का जवाब पेश। 3000 रु. खर्चा पिछली बार का मिल गयो। अगली 13.01.2027 साक्ष्य।

25.11.2026  जिला उपभोक्ता आयोग
आरव बनाम पिनेकल - हमारी बहस हुई। विपक्षी ने लिखित बहस का समय लियो। अगली 27.01.2027
""")
u("backlog/2027-02/week plan 1-6 march.txt", "typed_note_txt", L, "2027-02-27", ["C01", "C04", "C08", "C02"], [], """
WEEK 01-06 MARCH 2027
Mon 1.3 - office; Shruti - OP evidence copy aayi kya? (10.3)
Tue 2.3 - draft 12A settlement terms for Suresh ji (32 lakh, 4 instalments?) before Thursday
Wed 3.3 - Kota office; Bhanwar Lal ko bolo SBI wale ka summons tameel karwaye
Thu 4.3 - Pinnacle args (Kota Commission, 11 am) + NCLT Jaipur Chambal (Priyanshi jayegi, IRP report)
Fri 5.3 - SJM-2 Bhanwar Lal CW2
Sat 6.3 - accounts; fees due - Mohit (writ), Jitendra ji (DRT)
""")
u("backlog/2027-03/Kota District Commission cause list 04.03.2027.pdf", "cause_list_pdf", "District Consumer Disputes Redressal Commission, Kota", "2027-03-03", ["C01"], [], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, KOTA
CAUSE LIST FOR THURSDAY, 04.03.2027     (President: Sh. Mahesh Chandra Goyal)
S.No.  Case No.        Parties                                                   Stage
1      CC/118/2025     Kamal Singh Hada vs Star Health & Allied Insurance Co.   Arguments
2      CC/201/2025     Renu Sharma vs Motion Hostel Services                   Evidence of OP
3      CC/212/2026     Aarav Choudhary vs Pinnacle Academy Pvt. Ltd.            Final arguments (OP)
4      CC/244/2026     Dinesh Agarwal vs Kota Electricity Distribution Ltd. (KEDL)  Version
5      CC/301/2026     Pooja Nagar vs Ola Electric Mobility Ltd.                 Admission
6      EA/19/2025      Hemraj Meghwal vs Sanjay Coaching Classes                 Execution
""")
u("backlog/2026-12/client call notes dec.txt", "typed_note_txt", L, "2026-12-15", ["C05", "C03"], [], """
15.12.26 calls
- Rajendra Yadav (Harsh): State Commission ka order aa gayo 29.10 ko; released amount 48,500 ki cheque le jao office se.
  Baki 48,500 + interest + costs 5,000 - institute ko letter bhejo, nahi to execution (EA) District Commission me.
- Jitendra Maheshwari: bank wale OTS ki baat kar rahe hain - 1.65 cr offer. Told him SA chalne do, 16 Feb ko valuation
  report aayegi to pata chalega FMV kitni hai.
""")
u("backlog/2027-01/sudha hospital discharge shruti.pdf", "document_scan", "Sudha Hospital & Medical Research Centre, Kota", "2025-09-23", ["C02"], [], """
SUDHA HOSPITAL & MEDICAL RESEARCH CENTRE, TALWANDI, KOTA
DISCHARGE SUMMARY        IPD No. 25/9/3318
Patient: Ms. Shruti Meena, F/19 y   Admitted: 21.09.2025 (night)   Discharged: 23.09.2025
Diagnosis: Acute gastroenteritis with moderate dehydration (? food poisoning - h/o mess dinner, 3 other hostel mates with similar complaints)
Treatment: IV fluids, antiemetics, antibiotics. Advice: soft diet, review after 5 days.
Final bill: Rs. 8,450/- (paid)                         Consultant Physician
""")
