"""The uploads of the Belagavi practice: what Adv. Kittur, his junior Pooja and his gumasta Mallikarjun actually kept."""

L, J, K = "Sanjeev Basavaraj Kittur", "Pooja Lokur", "Mallikarjun Hiremath (gumasta)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2025-09/Canara return memo Angol.pdf", "document_scan", "Canara Bank, Angol branch", "2025-09-08", ["C01"], [], """
CANARA BANK  ::  ANGOL BRANCH, BELAGAVI
CHEQUE RETURN MEMO                                   Date: 08/09/2025
Chq No. 302118  dtd 01/09/2025  Amount Rs. 6,40,000/-
Drawer: SUNIL MALLAPPA PATIL   SB A/c 1102xxxxxx
Presented by: Sri Basaveshwar Pattina Souharda Sahakari Niyamit, Tilakwadi
Returned for the reason: 01 - FUNDS INSUFFICIENT
                                                Branch Manager
""")
u("backlog/2025-09/notice sunil patil 138.docx", "typed_note_docx", L, "2025-09-12", ["C01"], [], """
SANJEEV B. KITTUR, B.A., LL.B., Advocate
Chamber No. 47, Advocates' Association Building, District Court Complex, Belagavi
RPAD                                                         Date: 12.09.2025
To, Sri Sunil Mallappa Patil, H.No. 214, Maruti Galli, Angol, Belagavi
Sub: Statutory notice u/s 138 r/w 142 of the N.I. Act, 1881
Under instructions of my client Sri Basaveshwar Pattina Souharda Sahakari Niyamit, Tilakwadi, represented by its
branch manager Sri Shivanand Angadi: you availed a gold-less personal loan (Loan A/c PL/0917) and towards its
repayment issued cheque No. 302118 dated 01.09.2025 for Rs. 6,40,000/- drawn on Canara Bank, Angol, which was
returned "funds insufficient" on 08.09.2025. Pay the said sum within 15 days of receipt of this notice.
                                                             Advocate
""")
u("backlog/2025-06/IMG_20250614_112030.jpg", "document_photo", "Sri Siddharoodha Sugars Pvt. Ltd., Hudali", "2025-06-14", ["C02"], [], """
SRI SIDDHAROODHA SUGARS PVT. LTD., HUDALI, Tq. & Dist. BELAGAVI
CANE BILL STATEMENT - SEASON 2023-24        Grower Code: HD-0442
Grower: NINGAPPA BASAPPA KADAM, Hudali
Cane supplied (net weight): 412.600 MT     FRP @ Rs. 3,150/MT = Rs. 12,99,690
Less: Harvesting & Transport (H&T) @ Rs. 820/MT = Rs. 3,38,332
Paid (3 instalments): Rs. 4,75,000
Balance shown: Rs. 4,86,358   ** payable subject to availability of funds **
""")
u("backlog/2025-08/OS 231-2025 plaint Kadam.pdf", "document_scan", L, "2025-08-29", ["C02"], [], """
IN THE COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE AT BELAGAVI
O.S. No. ____ /2025
Plaintiff: Ningappa Basappa Kadam, aged 58, agriculturist, r/o Hudali, Tq. Belagavi
Defendant: Sri Siddharoodha Sugars Pvt. Ltd., Hudali, by its Managing Director
PLAINT UNDER ORDER VII RULE 1 CPC
3. The plaintiff supplied 412.6 MT of sugarcane in the crushing season 2023-24. The FRP fixed by the Government of
India is Rs. 3,150 per MT. After lawful deductions the defendant is due a balance of Rs. 4,86,500/- which it has
not paid in spite of the plaintiff's repeated requests and the notice dated 02.07.2025.
4. Under clause 3(3A) of the Sugarcane (Control) Order, 1966 the defendant is liable to pay interest at 15% p.a.
PRAYER: decree for Rs. 4,86,500/- with interest at 15% p.a. from 01.06.2024 till realisation, and costs.
""")
u("backlog/2024-08/RTC 143-2 Kangrali.jpg", "document_photo", "Bhoomi kiosk, Taluk Office, Belagavi", "2024-08-20", ["C04"], [], """
ಕರ್ನಾಟಕ ಸರ್ಕಾರ - ಪಹಣಿ ಪತ್ರಿಕೆ (RTC)   ನಮೂನೆ 16
ಗ್ರಾಮ: ಕಂಗ್ರಾಳಿ ಬಿ.ಕೆ.   ಹೋಬಳಿ: ಬೆಳಗಾವಿ   ತಾಲ್ಲೂಕು: ಬೆಳಗಾವಿ
ಸರ್ವೆ ನಂ. 143/2    ವಿಸ್ತೀರ್ಣ: 4 ಎಕರೆ 12 ಗುಂಟೆ
ಖಾತೆದಾರರ ಹೆಸರು: ಯಲ್ಲಪ್ಪ ಶಿವಪ್ಪ ನಾಯಿಕ   (ಎಂ.ಆರ್. ನಂ. 27/2019-20)
ಹಿಂದಿನ ಖಾತೆದಾರ: ಶಿವಪ್ಪ ಭರಮಪ್ಪ ನಾಯಿಕ (ಮೃತ)
ಬೆಳೆ: ಕಬ್ಬು   ನೀರಾವರಿ: ಬಾವಿ
Bhoomi RTC printed 20/08/2024
""")
u("backlog/2026-02/WS D1-D3 OS 512-2024.pdf", "document_scan", "Sri. Prakash R. Kulkarni, Advocate", "2026-02-09", ["C04"], [], """
IN THE COURT OF THE II ADDL. SENIOR CIVIL JUDGE, BELAGAVI     O.S. No. 512/2024
WRITTEN STATEMENT OF DEFENDANTS 1 TO 3 UNDER ORDER VIII RULE 1 CPC
4. The plaintiff was married in the year 2003 and at the time of marriage received gold and cash. On 17.05.2012 the
plaintiff executed a hakku bidugade patra (relinquishment deed) relinquishing her share in Sy. No. 143/2 in favour
of defendant No. 1 for a consideration of Rs. 50,000/-. Hence M.R. No. 27/2019-20 was rightly certified and the RTC
stands in the name of defendant No. 1 alone.
5. The suit is barred by limitation and the plaintiff is not in joint possession. Suit be dismissed with costs.
""")
u("backlog/2025-08/FIR 118-2025 Hirebagewadi PS.pdf", "document_scan", "Hirebagewadi Police Station", "2025-08-02", ["C05"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)
District: Belagavi   P.S.: Hirebagewadi   Cr. No. 118/2025   Date: 02.08.2025
Sections: 281, 106(1) BNS r/w 134(a)(b) IMV Act
On 02.08.2025 at about 7.30 PM on NH-48 near Hirebagewadi cross, lorry bearing No. KA-22-C-xxxx driven in a rash
and negligent manner by its driver dashed against the motorcycle of Ramesh Siddappa Gavade, aged 41, mason, r/o
Hirebagewadi, who died on the spot. Driver fled. Complainant: Santosh Kolkar (eyewitness).
""")
u("backlog/2026-03/wound certificate Kakati.pdf", "document_scan", "BIMS Hospital, Belagavi", "2026-03-02", ["C07"], [], """
BELAGAVI INSTITUTE OF MEDICAL SCIENCES (BIMS) HOSPITAL - WOUND CERTIFICATE   MLC No. 612/2026
Name: Shankar Durgappa Talwar, 34 yrs, r/o Kakati.  Brought by PC 1187, Kakati PS on 01.03.2026 at 11.20 PM
Injuries: 1) lacerated wound 4 cm x 1 cm over left forearm  2) contusion over right shoulder
Opinion: injuries are SIMPLE in nature, caused by blunt / hard object (stick).
""")
u("backlog/2026-09/WhatsApp Image 2026-09-09 at 12.41.07.jpeg", "document_photo", "Malaprabha Transport Co., Belagavi", "2026-09-09", ["C03"], [], """
MALAPRABHA TRANSPORT CO., Auto Nagar, Belagavi
PAY SLIP - AUGUST 2026
Name: Mahesh Vasant Jadhav    Designation: Driver (goods vehicle)
Basic 9,800  DA 1,700  Allowance 1,000     Gross: Rs. 12,500
Net pay: Rs. 12,500            (sd) Manager
""")
u("backlog/2026-11/IMG_20261124_121502.jpg", "document_photo", "Truth Forensic Document Examiners, Dharwad", "2026-11-24", ["C04"], [], """
TRUTH FORENSIC DOCUMENT EXAMINERS, Vidyagiri, Dharwad
RECEIPT No. 0391                                   Date: 24-11-2026
Received from Smt. Gangavva Shivappa Naik through Adv. S.B. Kittur the sum of Rs. 8,000/- (Rupees eight thousand
only) towards examination fee, O.S. No. 512/2024, II Addl. SCJ Belagavi (questioned document: relinquishment deed
dated 17.05.2012). Mode: cash.                      For Truth Forensic, sd/-
""")

# ---------------- C01 Souharda cheque case
u("backlog/2026-01/IMG-20260112-WA0014.jpg", "handwritten_note_photo", K, "2026-01-12", ["C01"], ["C01-H01"], """
ದಿನಾಂಕ 12-01-2026 ಸೋಮವಾರ
JMFC-II ಕೋರ್ಟ್ - C.C. 1187/2025 ಬಸವೇಶ್ವರ ಸೌಹಾರ್ದ vs ಸುನಿಲ ಪಾಟೀಲ
ಆರೋಪಿಗೆ ಸಮನ್ಸ್ ಜಾರಿ ಆಗಿಲ್ಲ - ಮನೆಗೆ ಬೀಗ (door lock).
ಮತ್ತೆ ಸಮನ್ಸ್. ಮುಂದಿನ ದಿನಾಂಕ 16-02-2026
- ಮಲ್ಲಿಕಾರ್ಜುನ
""")
u("backlog/2026-02/IMG_20260216_173512.jpg", "handwritten_note_photo", L, "2026-02-16", ["C01"], ["C01-H02"], """
16/2/26  JMFC II - souharda 138 (Sunil Patil, Angol)
Accd hajar with Desai vakilru. Bail - bond 10,000/- + 1 surety (his mava from Angol).
Copies furnished. Plea ki 20/3.
Angadi saheb ge phone madide - next time original loan ledger tarbeku.
""")
u("backlog/2026-03/CC 1187-2025 order 20.03.26.pdf", "certified_order_sheet_scan", "II Addl. Civil Judge & JMFC, Belagavi", "2026-03-21", ["C01"], ["C01-H03"], """
IN THE COURT OF THE II ADDL. CIVIL JUDGE & JMFC, BELAGAVI
C.C. No. 1187/2025
Complainant: Sri Basaveshwar Pattina Souharda Sahakari Niyamit     Accused: Sunil Mallappa Patil
ORDER SHEET
20.03.2026   Complainant by Sri. S.B.K., Adv.     Accused by Sri. M.B.D., Adv.
             Accused present. Substance of accusation read over and explained in Kannada. Accused pleaded not guilty
             and claims to be tried. Defence: the cheque was given as a blank signed security cheque at the time of
             the loan. Court suggested the parties to explore settlement.
             For complainant's evidence. Call on 24.04.2026.
                                                  II Addl. C.J. & JMFC, Belagavi
""")
u("backlog/2026-07/10.07 souharda CW1.txt", "typed_note_txt", L, "2026-07-10", ["C01"], ["C01-H06"], """
10.07.2026 souharda 138 (Sunil Patil) - JMFC II, Kulkarni madam
CW1 Shivanand Angadi cross finally over. Desai 40 min tried security cheque theory - Angadi said loan sanctioned
8,50,000 in 2023, repaid part, balance 6,40,000 on the date of cheque. Ledger extract Ex.P7 marked.
Madam again asked "settle madkolri" - Desai said client ready to talk.
CW2 = bank manager Canara Angol - summons issued. ND 21.8.26
""")
u("backlog/2026-08/IMG20260821183045.jpg", "handwritten_note_photo", L, "2026-08-21", ["C01"], ["C01-H07"], """
21/8  souharda 138
CW2 (Canara Angol manager) gairu hajar - summons served but not come.
Desai: accd wants to settle, offer 3 lakh now + rest in 10 months. Angadi says board approval beku, min 5 lakh.
Madam gave time for settlement. ND 9/10/26 - CW2 or settlement.
""")
u("backlog/2026-10/Document_2026-10-09.docx", "typed_note_docx", L, "2026-10-09", ["C01"], ["C01-H08"], """
09.10.2026 - C.C. 1187/2025 (Souharda v. Sunil Patil) - JMFC-II
Settlement failed - souharda board did not accept Rs. 3 lakh offer.
CW2 Sri Rajesh Kage, Branch Manager, Canara Bank Angol examined: proved return memo (Ex.P3) and that the account had
a balance of Rs. 11,240 on 08.09.2025. Desai's cross short - only asked whether a stop payment came: no.
CE closed. 313 statement - ND 20.11.2026.
""")
u("backlog/2026-11/CC 1187-2025 order 20.11.2026.pdf", "certified_order_sheet_scan", "II Addl. Civil Judge & JMFC, Belagavi", "2026-11-23", ["C01"], ["C01-H09"], """
IN THE COURT OF THE II ADDL. CIVIL JUDGE & JMFC, BELAGAVI
C.C. No. 1187/2025
20.11.2026   Complainant by Sri. S.B.K., Adv.     Accused by Sri. M.B.D., Adv.
             Accused present. Statement of the accused under Section 351 of BNSS recorded. Accused denies the
             incriminating evidence and submits that he will lead defence evidence.
             For defence evidence. Call on 07.01.2027.
                                                  II Addl. C.J. & JMFC, Belagavi
""")
u("backlog/2026-11/IMG-20261120-WA0009.jpg", "handwritten_note_photo", K, "2026-11-20", ["C01", "C04"], ["C01-H09"], """
ದಿನಾಂಕ 20-11-2026 ಶುಕ್ರವಾರ
1) JMFC-II - ಸೌಹಾರ್ದ 138 - 313 ಹೇಳಿಕೆ ಆಯಿತು. ಆರೋಪಿ ಪರ ಸಾಕ್ಷಿ ಕೊಡುತ್ತೇನೆ ಅಂದರು.
   ಮುಂದಿನ ದಿನಾಂಕ 07-01-2027 (DE)
2) ಗಂಗವ್ವ ಪಾಲು ದಾವೆ - ಕೈಬರಹ ತಜ್ಞರ ಫೀ 8,000 ಇನ್ನೂ ಕಟ್ಟಿಲ್ಲ. ಗಂಗವ್ವಗೆ ಫೋನ್ ಮಾಡಿದೆ.
- ಮಲ್ಲಿಕಾರ್ಜುನ
""")

# ---------------- C02 Kadam cane price suit
u("backlog/2026-01/IMG-20260119-WA0021.jpg", "handwritten_note_photo", K, "2026-01-19", ["C02"], ["C02-H01"], """
ದಿನಾಂಕ 19-01-2026
ಪ್ರಧಾನ ಹಿರಿಯ ಸಿವಿಲ್ ನ್ಯಾಯಾಧೀಶರು - ಓ.ಎಸ್. 231/2025 ಕದಮ vs ಸಿದ್ಧಾರೂಢ ಶುಗರ್ಸ್
ಕಾರ್ಖಾನೆ ಕಡೆಯಿಂದ ಲಿಖಿತ ಹೇಳಿಕೆ (WS) ಹಾಕಿಲ್ಲ. ಹಿರೇಮಠ ವಕೀಲರು ಸಮಯ ಕೇಳಿದರು. ಕೊನೆಯ ಅವಕಾಶ.
ಮುಂದಿನ ದಿನಾಂಕ 23-02-2026
""")
u("backlog/2026-02/kadam WS 23 feb.txt", "typed_note_txt", L, "2026-02-23", ["C02"], ["C02-H02"], """
23 feb 26 - Kadam v Siddharoodha Sugars, Prl SCJ (Hegde saheb)
WS filed by Hiremath today. Main defence: H&T (harvesting and transport) deduction Rs. 820 per tonne is as per the
agreement signed by the grower; balance is only Rs. 1,48,000 after "recovery of advance"; interest not payable
because factory is in loss. No document of advance given to us!
Kadam says he never took any advance - only fertiliser on credit, already adjusted.
Next: issues, 30.3.26
""")
u("backlog/2026-03/CamScanner 03-31-2026 11.05.pdf", "certified_order_sheet_scan", "Principal Senior Civil Judge, Belagavi", "2026-03-31", ["C02"], ["C02-H03"], """
ಪ್ರಧಾನ ಹಿರಿಯ ಸಿವಿಲ್ ನ್ಯಾಯಾಧೀಶರ ನ್ಯಾಯಾಲಯ, ಬೆಳಗಾವಿ
ಅಸಲು ದಾವೆ ಸಂಖ್ಯೆ 231/2025
30-03-2026   ವಾದಿ ಪರ ಶ್ರೀ ಎಸ್.ಬಿ.ಕೆ., ವಕೀಲರು.  ಪ್ರತಿವಾದಿ ಪರ ಶ್ರೀ ಎ.ಎಸ್.ಎಚ್., ವಕೀಲರು.
             ಉಭಯ ಪಕ್ಷಕಾರರ ವಕೀಲರನ್ನು ಆಲಿಸಲಾಯಿತು. ಐದು (5) ವಿವಾದಾಂಶಗಳನ್ನು ರಚಿಸಲಾಗಿದೆ.
             ವಾದಿಯ ಸಾಕ್ಷ್ಯಕ್ಕಾಗಿ (PE) ಪ್ರಕರಣವನ್ನು 15-06-2026 ಕ್ಕೆ ಮುಂದೂಡಲಾಗಿದೆ.
                                                  ಪ್ರಧಾನ ಹಿರಿಯ ಸಿವಿಲ್ ನ್ಯಾಯಾಧೀಶರು, ಬೆಳಗಾವಿ
""")
u("backlog/2026-06/IMG_20260615_165810.jpg", "handwritten_note_photo", L, "2026-06-15", ["C02"], ["C02-H04"], """
15/6/26  Prl SCJ  Kadam cane suit
PW1 Ningappa affidavit filed. Ex.P1 to P14 marked - cane bill stmt, 38 weighment slips (bunch as P5), notice, RPAD.
Hegde saheb: "weighment slips original irli" - originals shown, returned.
Hiremath cross ge time ketru. ND 27.7
""")
u("backlog/2026-09/20260907_172233.jpg", "handwritten_note_photo", L, "2026-09-07", ["C02", "C05"], ["C02-H06"], """
7/9/26 Kadam cane suit - Prl SCJ
PW2 Basavaraj Hudedmani (Hudali raitha sangha secretary) examined - says factory paid other growers full FRP
without H&T above 650/tonne. Cross: admits he is Kadam's neighbour & relative. PE closed. DE - 26/10.
---- Gavade MACT: Laxmi bai phone - Santosh Kolkar (PW2) ge TA kodbeku, 500 kottide. (no hearing today)
""")
u("backlog/2026-10/OS 231-2025 order 26.10.2026.pdf", "certified_order_sheet_scan", "Principal Senior Civil Judge, Belagavi", "2026-10-27", ["C02"], ["C02-H07"], """
IN THE COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE, BELAGAVI          O.S. No. 231/2025
26.10.2026   Pltf by Sri. S.B.K., Adv.   Deft by Sri. A.S.H., Adv.
             DW1 not present. Counsel for the defendant seeks time on the ground that the cane manager is on
             crushing-season duty. Time granted subject to costs of Rs. 500/- payable to the plaintiff. No further
             time will be granted. For DE. Call on 07.12.2026.
                                                  Prl. Senior Civil Judge, Belagavi
""")
u("backlog/2026-12/kadam DW1 7 dec.txt", "typed_note_txt", L, "2026-12-07", ["C02"], ["C02-H08"], """
7 dec - Kadam v Siddharoodha Sugars - Prl SCJ
Costs 500 paid by Hiremath (handed to Kadam in court).
DW1 Suresh Yaragatti, Cane Development Officer of the factory - chief by affidavit filed; produces "H&T agreement"
dated 10.10.2023 said to be signed by Kadam (Ex.D1 - we objected, marked subject to objection).
Our cross deferred - need the 2023-24 H&T rate notification of the Sugarcane Commissioner first.
ND 12.01.2027 - cross of DW1.
""")
u("backlog/2026-12/WhatsApp Chat with Santosh Kadam (Ningappa son).txt", "whatsapp_export", "Santosh Kadam (client's son)", "2026-12-08", ["C02"], ["C02-H07", "C02-H08"], """
26/10/26, 5:12 pm - Santosh Kadam: Namaskara sir, appaji kelidru case yenaytu ivattu
26/10/26, 5:40 pm - Sanjeev Kittur Adv: Factory witness bandilla. Judge 500 rupees cost haakidru. Next 7 December
26/10/26, 5:41 pm - Santosh Kadam: 🙏 ok sir
07/12/26, 6:02 pm - Sanjeev Kittur Adv: Factory officer Yaragatti affidavit haakidare. Appaji sign madida H&T agreement anta ondu kagada tandidare. Appajige kelu - 10 October 2023 ge yavdadru agreement ge sign madidara?
07/12/26, 6:15 pm - Santosh Kadam: Illa sir, slip ge matra sign madtare. Yaavdu agreement illa
07/12/26, 6:16 pm - Santosh Kadam: Next date yavaga sir
07/12/26, 6:20 pm - Sanjeev Kittur Adv: 12 January. Appaji barbeku.
08/12/26, 9:03 am - Santosh Kadam: Ok sir 🙏
""")

# ---------------- C03 Savita maintenance
u("backlog/2026-01/IMG_20260121_142210.jpg", "handwritten_note_photo", L, "2026-01-21", ["C03"], ["C03-H01"], """
21/1/26 Family Ct - Savita Jadhav maintenance (Hindalga)
Mahesh hajar with Rekha Sutar. Objections ge time. Savita rdl - "tyane ek paisa dila nahi" (Marathi).
Pranali (daughter, 6 yrs) school fees pending.
ND 25.2.26 objections.
""")
u("backlog/2026-04/Family Court order Crl Misc 88-2025 22.04.2026.pdf", "certified_order_sheet_scan", "Principal Judge, Family Court, Belagavi", "2026-04-24", ["C03"], ["C03-H04"], """
IN THE COURT OF THE PRINCIPAL JUDGE, FAMILY COURT, BELAGAVI
Crl.Misc. No. 88/2025          Savita & Anr. vs Mahesh Vasant Jadhav
22.04.2026   Petitioners by Sri. S.B.K., Adv.   Respondent by Smt. R.N.S., Adv.
ORDERS ON I.A. No. I
The respondent admittedly works as a driver. Pending disposal of the petition, the respondent shall pay interim
maintenance of Rs. 6,000/- per month to petitioner No. 1 and Rs. 3,000/- per month to petitioner No. 2 (minor
daughter), from the date of the petition, on or before the 10th of every month. Arrears to be cleared within
eight weeks. I.A. No. I allowed in part.
For petitioners' evidence. Call on 10.06.2026.
                                                  Principal Judge, Family Court, Belagavi
""")
u("backlog/2026-05/WhatsApp Chat with Savita Jadhav.txt", "whatsapp_export", "Savita Mahesh Jadhav (client)", "2026-05-12", ["C03"], ["C03-H04"], """
22/04/26, 6:48 pm - Savita Jadhav: Namaskar sir, aaj kay zhala? Mi kamavar hote mhanun aale nahi
22/04/26, 7:05 pm - Sanjeev Kittur Adv: Savitatai, interim order zhala. Tumhala 6000 ani Pranalila 3000 mahina. Total 9000 per month from petition date.
22/04/26, 7:06 pm - Savita Jadhav: खरंच? धन्यवाद सर 🙏
22/04/26, 7:07 pm - Savita Jadhav: paisa kadhi milnar
22/04/26, 7:10 pm - Sanjeev Kittur Adv: Dar mahinyachya 10 tarkhepurvi. Arrears 8 athavdyat. Pudhchi tarikh 10 June - tumhi yaycha, evidence aahe.
12/05/26, 10:31 am - Savita Jadhav: sir ajun ek rupaya pan aala nahi
12/05/26, 10:40 am - Sanjeev Kittur Adv: 10 June la court la sangu, recovery application taku
""")
u("backlog/2026-09/IMG-20260909-WA0006.jpg", "handwritten_note_photo", K, "2026-09-09", ["C03"], ["C03-H07"], """
ದಿನಾಂಕ 09-09-2026 ಬುಧವಾರ
ಕುಟುಂಬ ನ್ಯಾಯಾಲಯ - ಸವಿತಾ ಜಾಧವ ಜೀವನಾಂಶ
ಪ್ರತಿವಾದಿ ಮಹೇಶ RW1 ಮುಖ್ಯ ವಿಚಾರಣೆ ಆಯಿತು. ಸಂಬಳ ಚೀಟಿ 12,500 ಹಾಜರು ಪಡಿಸಿದರು.
ನ್ಯಾಯಾಧೀಶರು ಬಾಕಿ ಜೀವನಾಂಶ ಕೇಳಿದರು.
ಮುಂದಿನ ದಿನಾಂಕ 04-11-2026 (RW1 ಪಾಟೀ ಸವಾಲು)
""")

# ---------------- junior chats
u("backlog/2026-03/WhatsApp Chat with Pooja Lokur Jr.txt", "whatsapp_export", J, "2026-03-25", ["C03", "C07"], ["C03-H02", "C07-H01", "C03-H03"], """
25/02/26, 12:48 pm - Pooja Lokur Jr: Sir Savita matter - Sutar madam objections file madidru. Wife left on her own, he earns only 12,000 as driver anta.
25/02/26, 12:49 pm - Pooja Lokur Jr: Kallur madam sent both to counsellor. ND 25/3 for counsellor report
25/02/26, 12:55 pm - Sanjeev Kittur Adv: ok. Savita ge tilsu, counsellor hattira Marathi li maatadbahudu
09/03/26, 11:32 am - Pooja Lokur Jr: Sir Pakya bail PDJ court - PP Marihal sir objections ge time ketru, police papers bandilla
09/03/26, 11:33 am - Pooja Lokur Jr: Judge asked wound certificate and previous cases of accused. ND 13/3
09/03/26, 11:40 am - Sanjeev Kittur Adv: Renuka bai ge heli, she should bring ration card & Aadhaar for surety
25/03/26, 1:15 pm - Pooja Lokur Jr: Savita - counsellor report: conciliation failed. Mahesh not ready to take her back unless she leaves her mother's house
25/03/26, 1:16 pm - Pooja Lokur Jr: IA for interim maintenance argued by me sir 😅 Sutar madam argued low income. Orders on 22/4
25/03/26, 1:20 pm - Sanjeev Kittur Adv: Good 👍
""")
u("backlog/2026-06/WhatsApp Chat with Pooja Lokur Jr (2).txt", "whatsapp_export", J, "2026-06-10", ["C01", "C03"], ["C01-H04", "C01-H05", "C03-H05"], """
24/04/26, 11:05 am - Pooja Lokur Jr: Sir souharda 138 - CW1 Angadi sir affidavit filed. Desai sir absent, his junior took time for cross
24/04/26, 11:06 am - Pooja Lokur Jr: ND 5 June
24/04/26, 11:10 am - Sanjeev Kittur Adv: ok note in diary
05/06/26, 12:20 pm - Pooja Lokur Jr: Sir CW1 cross started, Desai sir asked about blank cheque, loan ledger. Half done. He again wanted time - given. ND 10/7
05/06/26, 12:22 pm - Sanjeev Kittur Adv: Angadi ge heli ledger original next time tarbeku
10/06/26, 3:40 pm - Pooja Lokur Jr: Savita matter - PW1 Savita affidavit filed, documents marked. Arrears ek rupaya pan dila nahi, madam was angry - told Mahesh pay or face recovery warrant
10/06/26, 3:41 pm - Pooja Lokur Jr: Cross on 22/7 sir
""")
u("backlog/2026-12/WhatsApp Chat with Pooja Lokur Jr (3).txt", "whatsapp_export", J, "2026-12-16", ["C01", "C03"], ["C03-H08", "C01-H09", "C03-H09"], """
04/11/26, 1:02 pm - Pooja Lokur Jr: Sir Savita - RW1 Mahesh cross done. He admitted auto-rickshaw KA-22-B-xxxx is in his name, rented out 😀
04/11/26, 1:03 pm - Pooja Lokur Jr: Also admits he did not pay from July. ND 16/12 arguments
04/11/26, 1:10 pm - Sanjeev Kittur Adv: Super. RC extract tegedukondu ba RTO inda
20/11/26, 12:30 pm - Pooja Lokur Jr: Souharda 138 - 313 recorded sir. Desai sir says DE - accused himself will enter box. ND 7 Jan
16/12/26, 2:45 pm - Pooja Lokur Jr: Sir Savita arguments - I argued our side with the RC extract. Sutar madam sought time for her reply arguments
16/12/26, 2:46 pm - Pooja Lokur Jr: ND 07.01.2027 sir. Same day souharda DE & Gavade args also 🙈
16/12/26, 2:50 pm - Sanjeev Kittur Adv: Fine, I'll take MACT first, you JMFC
""")

# ---------------- C04 Gangavva partition
u("backlog/2026-02/IMG_20260209_160144.jpg", "handwritten_note_photo", L, "2026-02-09", ["C04"], ["C04-H01"], """
9/2/26  II Addl SCJ (Bhat) - Gangavva partition, Kangrali Sy 143/2
WS of D1-D3 filed by P.R. Kulkarni - set up HAKKU BIDUGADE PATRA dt 17.5.2012 for Rs. 50,000!!
Gangavva says she never signed, only gave thumb?? - ask her clearly. D4 Tahsildar absent - exparte.
IA 1 (TI - no alienation) - ND 16/3
""")
u("backlog/2026-03/IMG-20260316-WA0011.jpg", "handwritten_note_photo", K, "2026-03-16", ["C04"], ["C04-H02"], """
ದಿನಾಂಕ 16-03-2026
II ಅಪರ ಹಿರಿಯ ಸಿವಿಲ್ ನ್ಯಾಯಾಧೀಶರು - ಓ.ಎಸ್. 512/2024 ಗಂಗವ್ವ vs ಯಲ್ಲಪ್ಪ
IA-1 ಮೇಲೆ ವಾದ ಭಾಗಶಃ ಆಯಿತು. ನ್ಯಾಯಾಧೀಶರು 2005 ರಿಂದ ಎಲ್ಲಾ ವರ್ಷಗಳ ಪಹಣಿ ಮತ್ತು ಎಂ.ಆರ್. ಪ್ರತಿ ಕೇಳಿದರು.
ಮುಂದಿನ ದಿನಾಂಕ 13-04-2026
""")
u("backlog/2026-04/CamScanner 04-13-2026 16.42.pdf", "certified_order_sheet_scan", "II Additional Senior Civil Judge, Belagavi", "2026-04-15", ["C04"], ["C04-H03"], """
II ಅಪರ ಹಿರಿಯ ಸಿವಿಲ್ ನ್ಯಾಯಾಧೀಶರ ನ್ಯಾಯಾಲಯ, ಬೆಳಗಾವಿ        ಅಸಲು ದಾವೆ ಸಂಖ್ಯೆ 512/2024
13-04-2026   ವಾದಿ ಪರ ಶ್ರೀ ಎಸ್.ಬಿ.ಕೆ.   ಪ್ರತಿವಾದಿ 1-3 ಪರ ಶ್ರೀ ಪಿ.ಆರ್.ಕೆ.
             ಮಧ್ಯಂತರ ಅರ್ಜಿ ಸಂಖ್ಯೆ 1 ಮಂಜೂರು ಮಾಡಲಾಗಿದೆ. ದಾವೆ ಇತ್ಯರ್ಥವಾಗುವವರೆಗೆ ಪ್ರತಿವಾದಿಗಳು ಸರ್ವೆ ನಂ. 143/2
             ಜಮೀನನ್ನು ಪರಭಾರೆ (alienation) ಮಾಡಬಾರದು.
             IA No. 1 allowed. Defendants restrained from alienating Sy. No. 143/2 till disposal of the suit.
             ವಿವಾದಾಂಶ ರಚನೆಗಾಗಿ 22-06-2026 ಕ್ಕೆ ಮುಂದೂಡಲಾಗಿದೆ.
                                                  II ಅಪರ ಹಿರಿಯ ಸಿವಿಲ್ ನ್ಯಾಯಾಧೀಶರು
""")
u("backlog/2026-06/New Microsoft Word Document (3).docx", "typed_note_docx", L, "2026-06-22", ["C04"], ["C04-H04"], """
22.06.2026  O.S. 512/2024 Gangavva v. Yallappa Naik - II Addl SCJ, Bhat saheb
Issues framed - 6 + additional issue 1(a): "Whether the defendants prove that the plaintiff executed the
relinquishment deed dated 17.05.2012 for Rs. 50,000?" - burden on defendants. Good.
Bhat saheb again wants RTC of every year from 2005-06 to 2025-26 and M.R. 27/2019-20 certified - we have to file.
Gangavva's affidavit PW1 - 20.07.2026.
""")
u("backlog/2026-07/gangavva PW1 20.7.txt", "typed_note_txt", L, "2026-07-20", ["C04"], ["C04-H05"], """
20.7.26 Gangavva partition - II Addl SCJ
PW1 Gangavva chief affidavit filed. Certified RTCs 2005-06 to 2025-26 (pahani) marked Ex.P3 to P8, M.R. 27/2019-20
Ex.P9 - mutation done on the "varadi" of D1 without notice to the sisters.
Kulkarni to cross - ND 24.8.26
""")
u("backlog/2026-08/IMG-20260824-WA0017.jpg", "handwritten_note_photo", K, "2026-08-24", ["C04"], ["C04-H06"], """
ದಿನಾಂಕ 24-08-2026
ಗಂಗವ್ವ ಪಾಲು ದಾವೆ - ಪ್ರತಿವಾದಿ ವಕೀಲರು ಕುಲಕರ್ಣಿ ಅವರಿಗೆ ಆರೋಗ್ಯ ಸರಿಯಿಲ್ಲ (ಮೆಮೊ). ಪಾಟೀ ಸವಾಲು ಆಗಿಲ್ಲ.
ಮುಂದೂಡಲಾಗಿದೆ. ಮುಂದಿನ ದಿನಾಂಕ 28-09-2026
""")
u("backlog/2026-09/20260928_175540.jpg", "handwritten_note_photo", L, "2026-09-28", ["C04"], ["C04-H07"], """
28/9 Gangavva - PW1 cross by Kulkarni (1.5 hrs)
Shown the 17.5.2012 bidugade patra - Gangavva: "sahi nanddalla" - denies signature; admits thumb on one paper at
appa's tithi (funeral) - bank paper anta helidru.
Filed IA u/s 39 BSA (45 IEA) - send the deed + admitted signatures to handwriting expert. Obj. by Kulkarni.
ND 16/11
""")
u("backlog/2026-11/IMG_20261116_170318.jpg", "handwritten_note_photo", L, "2026-11-16", ["C04"], ["C04-H08"], """
16/11/26  Gangavva - IA (handwriting expert) ALLOWED.
Deed dt 17.5.2012 + admitted sign (vakalat, affidavit) to Truth Forensic, Dharwad. Fee 8,000 by plaintiff.
Report ge - ND 18.1.27
""")
u("backlog/2026-11/correction gangavva ND.txt", "typed_note_txt", L, "2026-11-17", ["C04"], ["C04-H08"], """
17.11.2026 - correction. In yesterday's diary page (Gangavva partition) I wrote ND 18.1.27 - wrong, that was the
Hosamani-type Dharwad date in my head. Gumasta checked with sheristedar: Gangavva next date is 11.01.2027
(Monday) - for expert report / PE. Diary corrected.
""")

# ---------------- C05 Gavade MACT
u("backlog/2026-01/IMG-20260127-WA0008.jpg", "handwritten_note_photo", K, "2026-01-27", ["C05"], ["C05-H01"], """
ದಿನಾಂಕ 27-01-2026
MACT-II - ಎಂ.ವಿ.ಸಿ. 1342/2025 ಲಕ್ಷ್ಮೀ ಗವಾಡೆ vs ಇರ್ಫಾನ ಮುಲ್ಲಾ
ಲಾರಿ ಮಾಲೀಕ (R1) ಗೈರುಹಾಜರ - ಏಕಪಕ್ಷೀಯ (exparte). ವಿಮಾ ಕಂಪನಿ ಪರ ಮಡಿವಾಳರ ವಕೀಲರು ಹಾಜರು.
ಮುಂದಿನ ದಿನಾಂಕ 05-03-2026
""")
u("backlog/2026-03/Gavade objections notes.docx", "typed_note_docx", L, "2026-03-05", ["C05"], ["C05-H02"], """
05.03.2026  MVC 1342/2025 Laxmi Gavade v. Irfan Mulla & New India Assurance - MACT-II (Hosmani saheb)
R2 insurer's objections filed by S.K. Madiwalar: (1) deceased riding without helmet - contributory negligence 50%;
(2) lorry driver had no valid badge; (3) income Rs. 18,000 p.m. as mason not proved.
Claim Rs. 45,00,000 (Rs. 45 lakh). Hosmani saheb: "income proof tarri - mestri certificate, bank passbook".
Issues - 09.04.2026.
""")
u("backlog/2026-04/MVC 1342-2025 order 09.04.2026.pdf", "certified_order_sheet_scan", "II Addl. District & Sessions Judge and MACT-II, Belagavi", "2026-04-10", ["C05"], ["C05-H03"], """
IN THE COURT OF THE II ADDL. DISTRICT & SESSIONS JUDGE AND MACT-II, BELAGAVI
M.V.C. No. 1342/2025
09.04.2026   Petitioners by Sri. S.B.K., Adv.    R1 - exparte.    R2 by Sri. S.K.M., Adv.
             Issues framed. Petitioners to lead evidence and to produce proof of income of the deceased.
             Call on 11.06.2026 for petitioners' evidence.
                                                  II Addl. D.&S.J. & MACT-II, Belagavi
""")
u("backlog/2026-06/IMG20260611173002.jpg", "handwritten_note_photo", L, "2026-06-11", ["C05"], ["C05-H04"], """
11/6/26 Gavade MACT - Hosmani
PW1 Laxmi chief affidavit. Ex.P1 to P12: FIR, spot mahazar, charge sheet, PM report, DL extract, mestri certificate
(income 18,000), ration card, children's birth certs.
Madiwalar cross - time. ND 16.7
""")
u("backlog/2026-07/July 2026 notes.docx", "typed_note_docx", L, "2026-07-27", ["C05", "C03", "C02"], ["C05-H05", "C03-H06", "C02-H05"], """
JULY 2026 - matters I attended myself

16.07 Thu - Gavade MACT (MACT-II). PW1 Laxmi cross by Madiwalar: helmet question - she said Ramesh always wore a
helmet, helmet found broken at the spot (mahazar Ex.P2 mentions "broken helmet"). Insurer wants eyewitness;
summons to Santosh Kolkar. ND 27.08.

22.07 Wed - Savita maintenance (Family Court). PW1 Savita cross by Rekha Sutar - put to her that she left on her own
to live with her mother at Hindalga; she denied, says thrown out after dowry demand. Mahesh paid Rs. 20,000 of the
arrears in court (arrears then due about Rs. 72,000). Kallur madam: rest to be paid before next date. ND 09.09.

27.07 Mon - Kadam cane suit (Prl SCJ). PW1 cross by Hiremath on weighment slips - suggested slips P5 are not of
the factory; Kadam firm. Hiremath admitted H&T is "as per factory rate" but no rate notification filed. ND 07.09.
""")
u("backlog/2026-08/santosh PW2 27.8.txt", "typed_note_txt", L, "2026-08-27", ["C05"], ["C05-H06"], """
27 aug - Gavade MACT, MACT-II
PW2 Santosh Kolkar (eyewitness, also FIR complainant) examined: lorry came on wrong side at Hirebagewadi cross,
Ramesh had helmet on. Cross by Madiwalar - only that he was 50 m away and it was dusk. Solid.
PE closed. Insurer's evidence - ND 8.10.26
""")
u("backlog/2026-10/IMG-20261008-WA0019.jpg", "handwritten_note_photo", K, "2026-10-08", ["C05"], ["C05-H07"], """
ದಿನಾಂಕ 08-10-2026 ಗುರುವಾರ
MACT-II - ಗವಾಡೆ ಕ್ಲೇಮ್ - ವಿಮಾ ಕಂಪನಿಯ ಆಡಳಿತ ಅಧಿಕಾರಿ ಶ್ರೀ ಪ್ರಶಾಂತ ದೇಶಪಾಂಡೆ RW1 ಮುಖ್ಯ ವಿಚಾರಣೆ.
ಮುಂದಿನ ದಿನಾಂಕ 26-11-2026 (RW1 ಪಾಟೀ ಸವಾಲು)
""")
u("backlog/2026-11/MVC 1342-2025 order 26.11.2026.pdf", "certified_order_sheet_scan", "II Addl. District & Sessions Judge and MACT-II, Belagavi", "2026-11-27", ["C05"], ["C05-H08"], """
IN THE COURT OF THE II ADDL. DISTRICT & SESSIONS JUDGE AND MACT-II, BELAGAVI
M.V.C. No. 1342/2025
26.11.2026   Petitioners by Sri. S.B.K., Adv.    R1 - exparte.    R2 by Sri. S.K.M., Adv.
             RW1 cross-examined by the counsel for the petitioners. R2 closes its side. No further evidence.
             For arguments. Call on 07.01.2027.
                                                  II Addl. D.&S.J. & MACT-II, Belagavi
""")
u("backlog/2026-11/IMG20261126180512.jpg", "handwritten_note_photo", L, "2026-11-26", ["C05"], ["C05-H08"], """
26/11 Gavade - RW1 Prashant Deshpande cross by me: admits no investigator report filed on helmet, admits driver's
badge not checked by them. RE closed. Arguments 7/1/27 - prepare Sarla Verma multiplier 14 (age 41), future
prospects 25%. Laxmi bai ge heli.
""")

# ---------------- C06 Hosamani RSA (Dharwad Bench)
u("backlog/2026-02/RSA 100318-2024 order dt 04.02.2026.pdf", "certified_order_sheet_scan", "High Court of Karnataka, Dharwad Bench", "2026-02-06", ["C06"], ["C06-H01"], """
IN THE HIGH COURT OF KARNATAKA, DHARWAD BENCH
DATED THIS THE 4TH DAY OF FEBRUARY, 2026
BEFORE THE HON'BLE MR. JUSTICE ANIL R. HOSUR
REGULAR SECOND APPEAL NO. 100318 OF 2024 (DEC/POS)
BETWEEN: Bhimappa Siddappa Hosamani ... APPELLANT (By Sri. Sanjeev B. Kittur, Advocate)
AND: Kallappa Rudrappa Mali ... RESPONDENT
ORDER
I.A. No. 1/2024 for condonation of delay of 27 days is allowed. Issue notice to the respondent. Call for the records
of the trial court and the first appellate court (O.S. No. 77/2016 on the file of the Senior Civil Judge, Hukkeri and
R.A. No. 21/2022 on the file of the VI Addl. District Judge, Belagavi). Till the next date of hearing, execution of the
decree is stayed. List on 18.03.2026.
                                                                    Sd/- JUDGE
""")
u("backlog/2026-03/dharwad 18 march.txt", "typed_note_txt", L, "2026-03-18", ["C06"], ["C06-H02"], """
18.3.26 Dharwad - Hosamani RSA (Hosur J, CH-2)
Yadawad appeared for Kallappa Mali, vakalat filed. Opposed stay - says respondent's decree is 8 years old.
Hosur J continued stay, said "LCR bandmele nodona". Posted after vacation - 17.6.26.
Bus back 6.15 pm, Bhimappa came till Dharwad with 2 relatives - told him not to come every date.
""")
u("backlog/2026-06/dharwad 17 june.txt", "typed_note_txt", J, "2026-06-17", ["C06"], ["C06-H03"], """
17 June 2026 - Pooja - Dharwad Bench, CH-2
Hosamani RSA 100318/2024 called at 12.40. Registry: LCR from Hukkeri and Belagavi not yet received.
Court adjourned - reminder to lower courts. Interim stay extended. ND 12.08.2026.
""")
u("backlog/2026-08/Doc1.docx", "typed_note_docx", L, "2026-08-12", ["C06"], ["C06-H04"], """
12.08.2026 Dharwad - RSA 100318/2024 Hosamani v. Mali
LCR received (both courts). Yadawad sought time - "engaged in the Division Bench". Hosur J granted, but said next
date he will hear on admission and frame the question himself if we don't give it in one line.
To do: one-line substantial question - Ex.D4 registered gift deed of 1998 ignored by the first appellate court.
ND 07.10.2026.
""")
u("backlog/2026-10/RSA 100318-2024 order 07.10.2026.pdf", "certified_order_sheet_scan", "High Court of Karnataka, Dharwad Bench", "2026-10-09", ["C06"], ["C06-H05"], """
IN THE HIGH COURT OF KARNATAKA, DHARWAD BENCH
DATED THIS THE 7TH DAY OF OCTOBER, 2026
BEFORE THE HON'BLE MR. JUSTICE ANIL R. HOSUR
REGULAR SECOND APPEAL NO. 100318 OF 2024 (DEC/POS)
JUDGMENT ON ADMISSION / ORDER
Heard the learned counsel for the appellant and the respondent. Admit. The following substantial question of law
arises: "Whether the first appellate court was justified in ignoring Ex.D4, the registered gift deed dated
14.09.1998, while reversing the finding of the trial court on title?" Interim order of stay to continue till
disposal. List for final hearing on 09.12.2026.
                                                                    Sd/- JUDGE
""")
u("backlog/2026-12/IMG_20261209_191420.jpg", "handwritten_note_photo", L, "2026-12-09", ["C06"], ["C06-H06"], """
9/12/26 Dharwad CH-2 Hosamani RSA - final hearing
Not reached - board long, Hosur J on part-heard DB? matters till 4.30. Adjourned to 10.2.27.
Stay continues. Told Bhimappa on phone.
""")

# ---------------- C07 Pakya bail
u("backlog/2026-03/IMG_20260313_141005.jpg", "handwritten_note_photo", L, "2026-03-13", ["C07"], ["C07-H02"], """
13/3 PDJ - Pakya (Prakash Kamble) bail, Kakati PS Cr 56/26
PP Marihal objections filed - "accused has 2 prior cases (NC) and may threaten injured".
Wound cert: SIMPLE injuries only (BIMS). Doddamani saheb asked antecedents - we said no conviction.
Args 17/3.
""")
u("backlog/2026-03/pakya args 17.3.txt", "typed_note_txt", L, "2026-03-17", ["C07"], ["C07-H03"], """
17 March - Pakya bail, PDJ Belagavi
Argued: jatra fight, simple injuries, 118(1) BNS max 3 yrs, in custody since 02.03.2026, charge sheet not needed
for further custody. PP: he is a rowdy of Kakati, 2 NCRs. Judge: "attendance condition haakona". Orders 20.3.26.
""")
u("backlog/2026-03/Crl Misc 1421-2026 bail order.pdf", "certified_order_sheet_scan", "Principal District & Sessions Judge, Belagavi", "2026-03-21", ["C07"], ["C07-H04"], """
IN THE COURT OF THE PRINCIPAL DISTRICT & SESSIONS JUDGE, BELAGAVI
Crl.Misc. No. 1421/2026
Prakash @ Pakya Yallappa Kamble ... Petitioner/Accused    vs    State by Kakati PS ... Respondent
ORDER dated 20.03.2026
The petition under Section 483 of BNSS is allowed. The petitioner shall be released on bail in Cr. No. 56/2026 of
Kakati PS on executing a personal bond of Rs. 50,000/- with one surety for the like sum, subject to the conditions:
(i) he shall mark his attendance before the SHO, Kakati PS on every second Sunday till the charge sheet is filed;
(ii) he shall not threaten the injured or witnesses; (iii) he shall not leave Belagavi district without permission.
                                                  Prl. District & Sessions Judge, Belagavi
""")

# ---------------- plans and lists
u("backlog/2027-01/week 4-9 jan.txt", "typed_note_txt", L, "2027-01-02", ["C01", "C03", "C05", "C04", "C02"], [], """
WEEK 4-9 JAN 2027
Mon 4 - office; Gavade args note (multiplier 14, 25% FP, consortium); Savita RC extract copy
Tue 5 - Kadam: get Sugarcane Commissioner H&T rate circular 2023-24 (cane dev office, Belagavi)
Wed 6 - Gangavva: check whether Truth Forensic sent report to court
Thu 7 - Gavade MACT args (MACT-II) 11 am; Savita reply args (Family Ct); souharda DE (Pooja to JMFC-II)
Fri 8 - -
Next week: Mon 11 Gangavva, Tue 12 Kadam DW1 cross
""")
u("backlog/2027-01/Causelist MACT-II Belagavi 07-01-2027.pdf", "cause_list_pdf", "II Addl. District & Sessions Judge and MACT-II, Belagavi", "2027-01-06", ["C05"], [], """
IN THE COURT OF THE II ADDL. DISTRICT & SESSIONS JUDGE AND MACT-II, BELAGAVI
CAUSE LIST FOR THURSDAY, 07-01-2027   (11.00 A.M.)
Sl  Case No.            Parties                                        Advocates              Stage
1   MVC 880/2024        Sunita Halli vs NWKRTC                          V.S. Patil / K.M. Gouda   Judgment
2   MVC 1342/2025       Laxmi Gavade & ors vs Irfan Mulla & anr          S.B. Kittur / S.K. Madiwalar  Arguments
3   MVC 1502/2025       Mehboob Shaikh vs Shriram GI Co.                  A.A. Mujawar / R.B. Joshi  Evidence
4   S.C. 64/2024        State vs Maruti Chougule                          PP / N.S. Pawar            Evidence
5   MVC 211/2026        Dattatray Gurav vs ICICI Lombard                 P.P. Kadolkar / S.K. Madiwalar  Objections
6   Crl.A. 19/2025      Vilas Patil vs State                             G.R. Desai / PP            Arguments
""")
