"""The uploads of the Mysuru practice: what Adv. Manjunath Urs, his junior Pavithra and gumasta Basavaraju kept."""

L, J, K = "K. Manjunath Urs", "Pavithra S. Gowda", "Basavaraju M. (gumasta)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2026-04/MUDA endorsement Sharadamma.pdf", "document_scan", "Commissioner, MUDA", "2026-04-18", ["C01"], [], """
ಮೈಸೂರು ನಗರಾಭಿವೃದ್ಧಿ ಪ್ರಾಧಿಕಾರ / MYSURU URBAN DEVELOPMENT AUTHORITY
No. MUDA/LAQ/50:50/Kesare/412/2025-26                         Date: 18.04.2026
ENDORSEMENT
Sub: Request of Smt. H. Sharadamma for allotment of developed sites under the 50:50 scheme - Sy. No. 62, Kesare.
Ref: Her application dated 09.11.2021.
The request is examined. The Government has withdrawn the 50:50 incentive scheme by its order dated
27.10.2024 and no allotment can be made under the said scheme. The applicant may receive compensation as per the
award. Hence the request is rejected.
                                           sd/- Commissioner, MUDA, Mysuru
""")
u("backlog/2023-09/KIADB award Kadakola Sy 211.pdf", "document_scan", "Special Land Acquisition Officer, KIADB, Mysuru", "2023-09-14", ["C02"], [], """
OFFICE OF THE SPECIAL LAND ACQUISITION OFFICER, KIADB, MYSURU
AWARD No. SLAO/KIADB/MYS/Kadakola/07/2023                      Date: 14.09.2023
Village: Kadakola, Mysuru taluk.  Sy. No. 211, extent 3 acres 20 guntas.  Khatedar: Puttaswamy Gowda s/o Kalegowda
Market value fixed at Rs. 18,00,000 per acre on the basis of the sales statistics of the preceding three years.
Solatium and additional market value as per law.
Compensation for 3 acres 20 guntas: Rs. 63,00,000 plus statutory benefits.
The claimant received under protest and sought a reference u/s 18.
                                              sd/- SLAO, KIADB, Mysuru
""")
u("backlog/2025-08/termination notice Mahadeva Prasad shop.docx", "typed_note_docx", L, "2025-08-28", ["C05"], [], """
K. MANJUNATH URS, B.A., LL.B., Advocate
Chamber No. 47, Advocates' Association Building, Court Complex, Mysuru
RPAD / Speed Post                                                  Date: 28.08.2025
To: Sri. Mahadeva Prasad, M/s Chamundi Handicrafts, Shop No. 3, Srikantaiah Buildings, Sayyaji Rao Road, Mysuru
Sub: Notice terminating the lease u/s 106 of the Transfer of Property Act
Under instructions from my client Sri. B.R. Srikantaiah: you are a lessee of the above shop on a monthly rent of
Rs. 30,000 under the lease deed dated 01.09.2022 for three years, which expires on 31.08.2025. You have also not
paid the rent for June, July and August 2025 (Rs. 90,000). My client does not intend to renew the lease. You are
called upon to quit and deliver vacant possession on the expiry of 15 days from the receipt of this notice, and to
pay the arrears, failing which my client will sue for ejectment and mesne profits at Rs. 45,000 per month.
                                                                   Advocate
""")
u("backlog/2025-11/OS plaint Srikantaiah vs Mahadeva Prasad.pdf", "document_scan", L, "2025-11-24", ["C05"], [], """
IN THE COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE AT MYSURU
O.S. No. ____ / 2025
Sri. B.R. Srikantaiah, aged 67, r/o Lakshmipuram, Mysuru ...Plaintiff
v/s
Sri. Mahadeva Prasad, prop. M/s Chamundi Handicrafts, Sayyaji Rao Road, Mysuru ...Defendant
PLAINT UNDER ORDER VII RULE 1 CPC
1. The plaintiff is the owner of Srikantaiah Buildings, Sayyaji Rao Road, Mysuru. Shop No. 3 was leased to the
defendant for three years from 01.09.2022 at Rs. 30,000 per month.
2. The lease expired on 31.08.2025 and was terminated by notice dated 28.08.2025 served on 02.09.2025.
3. The defendant has not paid arrears of Rs. 90,000 and continues in possession, stocking Dasara goods.
PRAYER: (a) ejectment of the defendant from Shop No. 3; (b) arrears Rs. 90,000; (c) mesne profits at Rs. 45,000
per month from 01.10.2025 till delivery of possession; (d) costs.
Valuation: under s. 41 of the Karnataka Court Fees and Suits Valuation Act.
Mysuru, 24.11.2025                                       Advocate for plaintiff
""")
u("backlog/2025-06/IMG-20250614-WA0019.jpg", "document_photo", "Sri. B.R. Srikantaiah", "2025-06-14", ["C05"], [], """
ಬಾಡಿಗೆ ರಶೀದಿ / RENT RECEIPT        No. 0147
Received from Sri. Mahadeva Prasad (Chamundi Handicrafts), Shop No. 3, Sayyaji Rao Road
a sum of Rs. 30,000/- (Rupees Thirty Thousand only) towards rent for the month of May 2025.
Cash / Cheque No. ---           Date: 14.06.2025
                                 sd/- B.R. Srikantaiah (owner)
""")
u("backlog/2025-03/Canara bank return memo Raghavendra.pdf", "document_scan", "Canara Bank, Mandi Mohalla branch, Mysuru", "2025-03-06", ["C04"], [], """
CANARA BANK   Mandi Mohalla Branch, Mysuru
CHEQUE RETURN MEMO                                   Date: 06.03.2025
Cheque No. 612290 dated 01.03.2025 for Rs. 4,85,000/- drawn by Raghavendra, Sri Raghavendra Silks,
Devaraja Urs Road, on SB/CA No. 1204xxxxxx, presented by M/s Noor Silk Weavers through Karnataka Bank,
Shanthinagar - RETURNED UNPAID.   Reason: 01 - FUNDS INSUFFICIENT
                                     Branch Manager
""")
u("backlog/2025-10/MC 318 objections respondent.pdf", "document_scan", "Sri. Vinay Kashyap (for the respondent)", "2025-10-22", ["C03"], [], """
BEFORE THE PRINCIPAL JUDGE, FAMILY COURT, MYSURU
M.C. No. 318/2025     Smt. Nagarathna ...Petitioner  v/s  Sri. Prashanth Kumar ...Respondent
STATEMENT OF OBJECTIONS FILED BY THE RESPONDENT
1. The allegations of cruelty are false. The petitioner left the matrimonial home at Vijayanagar 2nd Stage on
14.02.2025 on her own with the minor daughter Chinmayi.
2. The respondent is a software engineer drawing a modest salary; he is ready to take the petitioner back.
3. The respondent seeks custody of the minor daughter, who is studying in the 4th standard at Mysuru.
Hence the petition may be dismissed.           Advocate for Respondent
""")
u("backlog/2026-08/Prashanth salary slip July 2026.pdf", "document_scan", "Employer of Sri. Prashanth Kumar", "2026-08-05", ["C03"], [], """
SYNCLOUD TECHNOLOGIES PVT. LTD., Hebbal Industrial Area, Mysuru
PAYSLIP FOR THE MONTH OF JULY 2026
Employee: Prashanth Kumar   Emp. No. SC-1182   Designation: Senior Software Engineer
Gross earnings: Rs. 1,12,400   Deductions (PF, PT, TDS): Rs. 21,950   Net pay: Rs. 90,450
Credited to HDFC Bank A/c xxxx4471 on 31.07.2026
""")
u("backlog/2026-12/IMG-20261207-WA0004.jpg", "document_photo", "Dr. S. Prakash, Vikram Hospital", "2026-12-07", ["C04"], [], """
VIKRAM HOSPITAL, Mysuru                         MEDICAL CERTIFICATE
This is to certify that Sri. Raghavendra, aged 52, is under treatment for acute lumbar disc prolapse and is
advised bed rest from 07.12.2026 to 20.12.2026.
Date: 07.12.2026                                sd/- Dr. S. Prakash, MS (Ortho), KMC Reg. 48xxx
""")
u("backlog/2026-08/RTC pahani Bannur 143-2.jpg", "document_photo", "Village Accountant, Bannur", "2026-08-22", ["C06"], [], """
ಪಹಣಿ (RTC) - ಗ್ರಾಮ: ಬನ್ನೂರು   ಹೋಬಳಿ: ಬನ್ನೂರು   ತಾಲ್ಲೂಕು: ತಿ. ನರಸೀಪುರ   ಜಿಲ್ಲೆ: ಮೈಸೂರು
ಸರ್ವೆ ನಂ. 143/2   ವಿಸ್ತೀರ್ಣ: 2 ಎಕರೆ 10 ಗುಂಟೆ
ಖಾತೆದಾರರು: ಮಾದೇಗೌಡ ಬಿನ್ ಲೇ. ಸಿದ್ದೇಗೌಡ
ಕಾಲಂ 12(2): ಎಂ.ಆರ್. 14/2024-25 ಉಪವಿಭಾಗಾಧಿಕಾರಿಗಳ ಆದೇಶದಂತೆ ಕೆಂಪಮ್ಮ ರವರ ಹೆಸರು ತೆಗೆಯಲಾಗಿದೆ
(Land Tribunal order LRF/TNP/118/1979 - occupancy rights to Chikkanna)
ದಿನಾಂಕ: 22.08.2026      ಗ್ರಾಮ ಲೆಕ್ಕಿಗರು
""")
u("backlog/2026-08/FIR Nazarbad 88-2026.pdf", "document_scan", "Nazarbad Police Station, Mysuru City", "2026-08-11", ["C07"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)
District: Mysuru City   P.S.: Nazarbad   FIR No. 0088/2026   Date: 11.08.2026
Acts & Sections: BNS 2023 - 318(4), 316(2)
Complainant: Sri. Devaraj K., Ittigegud, Mysuru
Brief: The complainant paid Rs. 6,40,000 to Suhas Gowda, who was running a seettu (chit) group, between 2024 and
2025; the chit amount was not paid and the accused is avoiding. Suspected cheating and criminal breach of trust.
                                                PSI, Nazarbad PS
""")

# ---------------- C01 Sharadamma MUDA writ
u("backlog/2026-08/20260824_181205.jpg", "handwritten_note_photo", L, "2026-08-24", ["C01"], ["C01-H01"], """
24/8/26 Mon - HC Bengaluru CH 9 - Ramachandraiah J
WP 18734/26 Sharadamma v. MUDA (Kesare 50:50 site)
Prelim hrg. Judge kept asking - 'where is MUDA's file?' Emergent notice to R2 MUDA. AGA takes notice for R1.
Ramachandraiah J very sharp on MUDA - 'every week one MUDA matter'.
ND 28.9.26. Girish ge phone maadi heLde.
""")
u("backlog/2026-11/WhatsApp Chat with Girish MUDA.txt", "whatsapp_export", L, "2027-03-02", ["C01"], ["C01-H02", "C01-H03", "C01-H05"], """
28/09/26, 4:41 pm - Manjunath Urs Adv: Girish avare, indu MUDA case bantu. MUDA vakeelaru Dayanand 3 weeks time kelidru statement of objections ge. Judge kottidaare.
28/09/26, 4:42 pm - Manjunath Urs Adv: Mundina date 16.11.2026
28/09/26, 7:10 pm - Girish MUDA: ಸರಿ ಸರ್. ಅಮ್ಮ ಕೇಳ್ತಿದ್ರು site sigutta anta
28/09/26, 7:12 pm - Manjunath Urs Adv: Swalpa time aagutte. Objections bandmele gottagutte.
16/11/26, 3:05 pm - Manjunath Urs Adv: Innu objections file maadilla MUDA. Judge Rs. 5,000 costs haakidru MUDA mele, last chance kottidaare.
16/11/26, 3:06 pm - Manjunath Urs Adv: ND 11.01.2027
16/11/26, 6:30 pm - Girish MUDA: 🙏 thank you sir
01/03/27, 5:15 pm - Manjunath Urs Adv: MUDA Commissioner affidavit file aagide. Avaru heLodu - Vijayanagar 4th Stage nalli 50:50 sites ellaa already allot aagide anta. Naavu rejoinder haakbeku.
01/03/27, 5:16 pm - Manjunath Urs Adv: Next date 12.04.2027. Rejoinder ge amma sign beku, Thursday chamber ge banni
02/03/27, 9:02 am - Girish MUDA: ಗುರುವಾರ ಬರ್ತೀನಿ ಸರ್
""")
u("backlog/2026-11/WP 18734-2026 order 16.11.2026.pdf", "certified_order_sheet_scan", "High Court of Karnataka", "2026-11-19", ["C01"], ["C01-H03"], """
IN THE HIGH COURT OF KARNATAKA AT BENGALURU
W.P. No. 18734 OF 2026 (LB-RES)
BETWEEN: SMT. H. SHARADAMMA                                        ...PETITIONER
AND: STATE OF KARNATAKA & OTHERS                                  ...RESPONDENTS
16.11.2026
(BEFORE THE HON'BLE MR. JUSTICE K.S. RAMACHANDRAIAH)
Sri. K. Manjunath Urs, Advocate for the petitioner.
Smt. Rekha N., AGA for R1.
Sri. R. Dayanand, Advocate for R2-MUDA.
ORDER
Learned counsel for R2 seeks further time to file statement of objections. Time was granted on 28.09.2026. No
objections are filed. As a last chance, time is granted subject to payment of costs of Rs. 5,000/- to the
petitioner. If objections are not filed by the next date, the matter will be heard without them.
List on 11.01.2027.                                                  Sd/- JUDGE
""")
u("backlog/2027-01/WP 18734 notes 11.01.2027.docx", "typed_note_docx", L, "2027-01-11", ["C01"], ["C01-H04"], """
11.01.2027 - W.P. 18734/2026 Sharadamma v. State & MUDA - CH 9, Ramachandraiah J
- Dayanand filed statement of objections today; costs Rs. 5,000 paid by DD.
- MUDA's stand: 50:50 scheme withdrawn by Govt. order dated 27.10.2024; Sharadamma's application of 09.11.2021
  was "not processed" - so no vested right.
- My reply: application before withdrawal; others in the same notification (Sy. 58, 61 Kesare) got sites in
  Vijayanagar 4th Stage in 2022.
- Judge: MUDA Commissioner to file an affidavit listing sites allotted under 50:50 from the Kesare notification.
- NDOH 01.03.2027.
""")
u("backlog/2027-04/muda 12 april.txt", "typed_note_txt", L, "2027-04-12", ["C01"], ["C01-H06"], """
12.04.27 HC CH 9 - WP 18734/26 (MUDA site)
Rejoinder filed last week (served on Dayanand). Matter at Sl. No. 41, not reached - judge rose at 4.15.
Adjourned. ND 21.06.2027 (after vacation).
Bus back to Mysuru 6.30.
""")
u("backlog/2027-06/20270621_170944.jpg", "handwritten_note_photo", L, "2027-06-21", ["C01"], ["C01-H07"], """
21.6.27 HC CH 9 - MUDA (Sharadamma)
Argued 35 min. Judge: "how were Sy. 58 & 61 given sites and not this one?" Dayanand - no answer, says register
with the Commissioner. Judge ordered original allotment register of 2021 to be produced.
Part heard. ND 9.8.27
""")
u("backlog/2027-06/WP 18734-2026 order 21.06.2027.pdf", "certified_order_sheet_scan", "High Court of Karnataka", "2027-06-24", ["C01"], ["C01-H07"], """
IN THE HIGH COURT OF KARNATAKA AT BENGALURU
W.P. No. 18734 OF 2026 (LB-RES)
21.06.2027
(BEFORE THE HON'BLE MR. JUSTICE K.S. RAMACHANDRAIAH)
ORDER
Heard in part. Learned counsel for R2-MUDA is directed to produce the original allotment register of the year
2021 relating to the 50:50 allotments made from the lands notified at Kesare village. List on 09.08.2027 for
further hearing.                                                    Sd/- JUDGE
""")

# ---------------- C02 Kadakola LAC
u("backlog/2026-08/IMG_20260806_131522.jpg", "handwritten_note_photo", K, "2026-08-06", ["C02"], ["C02-H01"], """
ದಿನಾಂಕ 06.08.2026 ಗುರುವಾರ
ಪ್ರಧಾನ ಹಿರಿಯ ಸಿವಿಲ್ ನ್ಯಾಯಾಧೀಶರು, ಮೈಸೂರು (ಹಾಲ್ 3)
ಎಲ್.ಎ.ಸಿ. 214/2024 ಪುಟ್ಟಸ್ವಾಮಿಗೌಡ ವಿ. ಕೆಐಎಡಿಬಿ
ಪಿ.ಡಬ್ಲ್ಯೂ.1 ಪುಟ್ಟಸ್ವಾಮಿಗೌಡ ಮುಖ್ಯ ಸಾಕ್ಷಿ ಪ್ರಮಾಣಪತ್ರ ಹಾಜರು.
ಮುಂದಿನ ದಿನಾಂಕ 03.09.2026 - ಪಾಟೀ ಸವಾಲು
- ಬಸವರಾಜು
""")
u("backlog/2026-09/LAC 3.9.txt", "typed_note_txt", L, "2026-09-03", ["C02"], ["C02-H02"], """
3.9.26 - LAC 214/24 Kadakola (Puttaswamy Gowda) - Prl SCJ Kulkarni
PW1 cross by GP Lokesh - 40 min. Line: land is dry (khushki), no irrigation, far from the ring road; the 2012 sale
deeds are of small bits and not comparable. PW1 held well - said borewell since 2009, ragi and coconut.
KIADB's own counsel absent. Cross not over.
ND 08.10.2026 for remaining cross.
""")
u("backlog/2026-10/IMG_20261008_165530.jpg", "handwritten_note_photo", L, "2026-10-08", ["C02"], ["C02-H03"], """
8/10/26 Prl SCJ - LAC 214/24
PW1 cross over. PW2 Shankaregowda (sold 10 guntas to Ranganath in 2012 @ Rs. 42 lakh per acre) - chief affidavit filed.
Kulkarni saheb: "bring the certified copy of that sale deed, not xerox".
ND 3.12.26 - PW2 cross.
""")
u("backlog/2026-12/20261203_174210.jpg", "handwritten_note_photo", L, "2026-12-03", ["C02", "C05"], ["C02-H04", "C05-H05"], """
3.12.26 Thu - Prl SCJ Hall 3 (both matters same court)
(1) LAC 214/24 Kadakola - PW2 Shankaregowda cross by GP. Certified sale deed dt 17.05.2012 marked Ex.P-6
    (Rs. 42 lakh per acre). Claimant's evidence closed. ND 7.1.27 - RW evidence.
(2) OS 612/25 Srikantaiah shop - PW1 Srikantaiah chief affidavit filed. Chethan: "not ready, cross next date".
    Kulkarni saheb allowed, warned - no more time. ND 21.1.27 cross of PW1.
""")
u("backlog/2027-01/IMG-20270107-WA0011.jpg", "handwritten_note_photo", K, "2027-01-07", ["C02"], ["C02-H05"], """
ದಿನಾಂಕ 07.01.2027
ಎಲ್.ಎ.ಸಿ. 214/2024 - ಕಡಕೊಳ
ಆರ್.ಡಬ್ಲ್ಯೂ.1 ವಿಶೇಷ ತಹಸೀಲ್ದಾರರು ಹಾಜರಾಗಿಲ್ಲ. ಸರ್ಕಾರಿ ವಕೀಲರು ಸಮಯ ಕೇಳಿದರು.
ನ್ಯಾಯಾಧೀಶರು ರೂ. 500 ದಂಡ (costs) ಹಾಕಿದರು.
ಮುಂದಿನ ದಿನಾಂಕ 11.02.2027
- ಬಸವರಾಜು
""")
u("backlog/2027-02/RW1 cross Ramesh Naik 11.02.2027.docx", "typed_note_docx", L, "2027-02-11", ["C02"], ["C02-H06"], """
LAC 214/2024 - Puttaswamy Gowda v. SLAO KIADB - 11.02.2027 - Prl. Senior Civil Judge
RW1: Sri. Ramesh Naik, Special Tahsildar, KIADB Land Acquisition, Mysuru - chief affidavit tendered.
Cross by me:
- admits the sales statistics used were of Kadakola and Thandavapura only, 2008-2011;
- admits Ex.P-6 (sale of 17.05.2012 at Rs. 42 lakh per acre) was not considered;
- admits the land abuts the Mysuru-Nanjangud road (NH 766) on the east;
- says the guideline value of 2011 was "around Rs. 20 lakh per acre" - not produced.
RW side closed? - GP says no more witnesses.
ND 18.03.2027 for arguments.
""")
u("backlog/2027-03/kadakola args 18.3.txt", "typed_note_txt", L, "2027-03-18", ["C02"], ["C02-H07"], """
18.3.27 - Kadakola LAC - Prl SCJ
RW evidence closed by GP memo. I argued 45 min: Ex.P-6 @ 42 lakh, NH 766 frontage, borewell; claim Rs. 60 lakh per acre
with 30% solatium and 12% additional market value.
Kulkarni saheb asked: produce the guideline value of Kadakola for 2011 from the Sub-Registrar. - Basavaraju to get
the certified copy from SRO Mysuru South.
ND 22.04.27 - GP's arguments.
""")
u("backlog/2027-04/LAC 214-2024 order sheet 22.04.2027.pdf", "certified_order_sheet_scan", "Principal Senior Civil Judge, Mysuru", "2027-04-26", ["C02"], ["C02-H08"], """
IN THE COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE AND C.J.M., MYSURU
L.A.C. No. 214/2024
22.04.2027
Claimant by Sri. K.M.U., Advocate. R1 by GP. R2 (KIADB) - absent.
Guideline value certificate of Kadakola for 2011 produced by the claimant (Rs. 21,50,000 per acre for dry land
abutting the highway).
Heard the learned Government Pleader. Both sides to file written arguments with citations.
Call on 17.06.2027 for written arguments.                          Prl. S.C.J.
""")
u("backlog/2027-06/IMG_20270617_154402.jpg", "handwritten_note_photo", K, "2027-06-17", ["C02"], ["C02-H09"], """
ದಿನಾಂಕ 17.06.2027 ಗುರುವಾರ
ಎಲ್.ಎ.ಸಿ. 214/2024 ಪುಟ್ಟಸ್ವಾಮಿಗೌಡ - ಲಿಖಿತ ವಾದ ಎರಡೂ ಕಡೆ ಸಲ್ಲಿಕೆ
ತೀರ್ಪಿಗಾಗಿ ಮುಂದಿನ ದಿನಾಂಕ 22.07.2027
ಪುಟ್ಟಸ್ವಾಮಿಗೌಡರಿಗೆ ಫೋನ್ ಮಾಡಿ ತಿಳಿಸಿದೆ
- ಬಸವರಾಜು
""")

# ---------------- C03 Nagarathna divorce / custody
u("backlog/2026-08/Nagarathna MC 12.08.2026.docx", "typed_note_docx", L, "2026-08-12", ["C03"], ["C03-H01"], """
12.08.2026 - M.C. 318/2025 Nagarathna v. Prashanth Kumar - Family Court, Mysuru (Hemalatha madam)
Counsellor's report: conciliation failed (three sittings). Petitioner does not want to go back.
Vinay Kashyap filed objections to our IA u/s 24 - says Prashanth's net pay is only Rs. 55,000.
We have his July 2026 payslip: net Rs. 90,450 - will produce.
Madam insisted both parties be present in person next date.
NDOH 09.09.2026 - arguments on IA u/s 24.
""")
u("backlog/2026-09/IMG-20260909-WA0006.jpg", "handwritten_note_photo", K, "2026-09-09", ["C03"], ["C03-H02"], """
ದಿನಾಂಕ 09.09.2026
ಕೌಟುಂಬಿಕ ನ್ಯಾಯಾಲಯ - ಎಂ.ಸಿ. 318/2025 ನಾಗರತ್ನ ವಿ. ಪ್ರಶಾಂತ್ ಕುಮಾರ್
ಎದುರು ವಕೀಲರು (ವಿನಯ್ ಕಶ್ಯಪ್) ವಾದಕ್ಕೆ ಸಮಯ ಕೇಳಿದರು.
ಮುಂದಿನ ದಿನಾಂಕ 07.10.2026 - ಐ.ಎ. ಸೆಕ್ಷನ್ 24 ವಾದ
- ಬಸವರಾಜು
""")
u("backlog/2026-10/MC 318-2025 order on IA 07.10.2026.pdf", "certified_order_sheet_scan", "Family Court, Mysuru", "2026-10-12", ["C03"], ["C03-H03"], """
IN THE COURT OF THE PRINCIPAL JUDGE, FAMILY COURT, MYSURU
M.C. No. 318/2025
07.10.2026
Petitioner and respondent present in person. Counsel for both present.
ORDERS ON I.A. No. 2 (u/s 24 of the Hindu Marriage Act)
The respondent's payslip shows net pay of Rs. 90,450 per month. The respondent is directed to pay interim
maintenance of Rs. 15,000 per month to the petitioner and the minor child from the date of the application, and
litigation expenses of Rs. 20,000. The respondent shall have visitation with the minor Chinmayi on the second and
fourth Sundays of every month between 10 a.m. and 1 p.m. at the children's room of this court.
Call on 18.11.2026 for framing issues.                              Principal Judge
""")
u("backlog/2026-11/nagarathna 18 nov.txt", "typed_note_txt", L, "2026-11-18", ["C03"], ["C03-H04"], """
18.11.26 Family Ct - Nagarathna MC
Issues framed (cruelty; custody of Chinmayi; permanent alimony).
Prashanth has NOT paid the maintenance - not one rupee since the order. Madam asked Vinay Kashyap about arrears;
he said "will pay". Filed memo of arrears.
Visitation on 2nd/4th Sunday - Prashanth came only once.
ND 16.12.26 - PW1 evidence.
""")
u("backlog/2026-12/20261216_162318.jpg", "handwritten_note_photo", L, "2026-12-16", ["C03"], ["C03-H05"], """
16.12.26 FC - Nagarathna
PW1 Nagarathna chief affidavit filed + docs Ex.P1-P7 (hospital slip, police NCR, WhatsApp msgs).
Vinay Kashyap - cross next date, he wants time. Madam OK.
ND 3.2.27 - PW1 cross
""")
u("backlog/2027-02/Nagarathna PW1 cross 3.2.27.docx", "typed_note_docx", L, "2027-02-03", ["C03"], ["C03-H06"], """
03.02.2027 - MC 318/2025 - PW1 cross by Sri. Vinay Kashyap (1 hr 20 min)
- put to her that she left on 14.02.2025 without reason - denied; she says he pushed her, NCR at Vijayanagar PS.
- put that her mother Jayamma interferes - denied.
- put that Chinmayi wants to stay with father - denied; she says child is afraid of him.
- admitted she works part time at a tuition centre (Rs. 8,000 p.m.).
Cross over. ND 10.03.2027 - PW2 (Jayamma).
""")
u("backlog/2027-03/20270310_152201.jpg", "handwritten_note_photo", L, "2027-03-10", ["C03"], ["C03-H07"], """
10.3.27 FC - Nagarathna MC
Hemalatha madam called Chinmayi to chambers (20 min, no lawyers) - as she does in custody matters.
PW2 Jayamma (petitioner's mother) examined + cross. PE closed.
ND 21.4.27 RE.
""")
u("backlog/2027-04/IMG-20270421-WA0002.jpg", "handwritten_note_photo", K, "2027-04-21", ["C03"], ["C03-H08"], """
ದಿನಾಂಕ 21.04.2027
ಕೌಟುಂಬಿಕ ನ್ಯಾಯಾಲಯ - ಎಂ.ಸಿ. 318/2025 ನಾಗರತ್ನ
ಆರ್.ಡಬ್ಲ್ಯೂ.1 ಪ್ರಶಾಂತ್ ಕುಮಾರ್ ಮುಖ್ಯ ಸಾಕ್ಷಿ ಪ್ರಮಾಣಪತ್ರ ಸಲ್ಲಿಸಿದರು.
ಮುಂದಿನ ದಿನಾಂಕ 16.06.2027 (ರಜೆ ನಂತರ) - ಪಾಟೀ ಸವಾಲು
- ಬಸವರಾಜು
""")
u("backlog/2027-06/20270616_171530.jpg", "handwritten_note_photo", L, "2027-06-16", ["C03"], ["C03-H09"], """
16.6.27 FC - Nagarathna MC
RW1 Prashanth cross by me - part. Admitted payslip; admitted not paying maintenance since Oct 26.
Arrears now Rs. 1,35,000. Madam: pay Rs. 50,000 before next date or defence struck off - RW1 undertook.
ND 21.7.27 - remaining cross.
""")
u("backlog/2027-06/correction nagarathna ND.txt", "typed_note_txt", L, "2027-06-17", ["C03"], ["C03-H09"], """
17.6.27 - CORRECTION - Nagarathna MC (Family Court)
Yesterday's note says ND 21.7.27 - wrong, I wrote the date given for another matter.
Order sheet and Basavaraju's register say ND 14.07.2027 (Wednesday) for remaining cross of RW1.
Tell Nagarathna: 14th July, not 21st.
""")
u("backlog/2027-07/nagarathna 14 july.txt", "typed_note_txt", L, "2027-07-14", ["C03"], ["C03-H10"], """
14.07.27 FC - MC 318/25 Nagarathna
Prashanth paid Rs. 50,000 by DD in court (balance arrears Rs. 85,000 still due).
RW1 cross concluded - admitted he shifted to Bengaluru office in Jan 2027, visits Mysuru only weekends.
No other witness - RE closed.
ND 04.08.2027 - arguments. Prepare on custody (welfare of child, Chinmayi's school at Kuvempunagar).
""")

# ---------------- C04 Noor Silk cheque case
u("backlog/2026-08/WhatsApp Chat with Iqbal Bhai Noor Silk.txt", "whatsapp_export", L, "2027-07-06", ["C04"], ["C04-H01", "C04-H04", "C04-H10"], """
18/08/26, 1:20 pm - Manjunath Urs Adv: Iqbal saab, aaj plea hua. Raghavendra ne "not guilty" bola. Unka defence - cheque security ke liye diya tha, yarn ke liye. Next date 22.09.2026, aapka chief affidavit.
18/08/26, 2:05 pm - Iqbal Bhai Noor Silk: Aadab vakeel saab. Security kaisa? 4 lakh 85 hazaar ka saree maal liya usne, bill hai mere paas
18/08/26, 2:06 pm - Iqbal Bhai Noor Silk: Sab invoice leke aata hoon Inshallah
08/12/26, 12:40 pm - Manjunath Urs Adv: Aaj Raghavendra nahi aaya, medical certificate diya - back pain. Judge ne exemption diya but Rs. 500 cost lagaya. Aapka cross nahi hua. Next 19.01.2027
08/12/26, 12:58 pm - Iqbal Bhai Noor Silk: Har baar bahana. Theek hai saab
06/07/27, 1:35 pm - Manjunath Urs Adv: Iqbal saab, aaj Raghavendra ke vakeel Ataulla ne offer diya - 3 lakh, 6 installment me. Aapne mana kiya tha to maine court me bol diya not acceptable. Arguments shuru hue. Next date 22.07.2027 arguments.
06/07/27, 2:10 pm - Iqbal Bhai Noor Silk: Bilkul theek kiya saab. Poora 4,85,000 chahiye, interest alag. Jazakallah
""")
u("backlog/2026-09/WhatsApp Chat with Pavithra Jr.txt", "whatsapp_export", J, "2026-12-08", ["C06", "C04"], ["C06-H01", "C04-H02", "C04-H03", "C06-H02"], """
02/09/26, 3:12 pm - Pavithra Jr: Sir KAT update - Kempamma appeal admitted 👍 Records call maadidaare from AC Mysuru. Status quo order kottidaare. Next 11.11.2026
02/09/26, 3:14 pm - Manjunath Urs Adv: Good. Kempamma avrige heLi
22/09/26, 12:05 pm - Pavithra Jr: Sir Noor Silk case - CW1 Iqbal chief affidavit file aaytu. Accused absent, Ataulla sir exemption haakidru, allowed. ND 03.11.26 cross
03/11/26, 1:47 pm - Pavithra Jr: Sir Noor Silk - CW1 cross part aaytu. Ataulla sir kept asking about yarn account and "blank cheque". Iqbal sir answered ok, little confused on dates of invoices. ND 08.12.2026
03/11/26, 1:48 pm - Manjunath Urs Adv: Invoices file copy ready maadi next time
11/11/26, 4:20 pm - Pavithra Jr: Sir KAT - records innu bandilla from AC office. Member adjourned. Next 20.01.2027
11/11/26, 4:21 pm - Pavithra Jr: Majestic inda 5 pm bus ge barthini sir
""")
u("backlog/2027-01/IMG_20270119_140318.jpg", "handwritten_note_photo", K, "2027-01-19", ["C04"], ["C04-H05"], """
ದಿನಾಂಕ 19.01.2027 ಮಂಗಳವಾರ
2ನೇ ಅಪರ ಸಿವಿಲ್ ನ್ಯಾಯಾಧೀಶರು ಮತ್ತು ಜೆ.ಎಂ.ಎಫ್.ಸಿ. - ಸಿ.ಸಿ. 5521/2025 ನೂರ್ ಸಿಲ್ಕ್ ವಿ. ರಾಘವೇಂದ್ರ
ಸಿ.ಡಬ್ಲ್ಯೂ.1 ಪಾಟೀ ಸವಾಲು ಮುಗಿಯಿತು. ಸಿ.ಡಬ್ಲ್ಯೂ.2 ಕೆನರಾ ಬ್ಯಾಂಕ್ ಮ್ಯಾನೇಜರ್ ಗೆ ಸಮನ್ಸ್.
ಮುಂದಿನ ದಿನಾಂಕ 23.02.2027
- ಬಸವರಾಜು
""")
u("backlog/2027-01/WhatsApp Chat with Pavithra Jr (2).txt", "whatsapp_export", J, "2027-04-27", ["C06", "C04"], ["C06-H03", "C04-H06", "C06-H04", "C04-H08"], """
20/01/27, 2:40 pm - Pavithra Jr: Sir KAT - records bandide finally. R2 Madegowda counsel Puttaraju sir objections ge time kelidru. Next 03.03.2027
20/01/27, 2:41 pm - Manjunath Urs Adv: Ok. March 3 naanu barthini
23/02/27, 12:30 pm - Pavithra Jr: Sir Noor Silk - CW2 bank manager baralilla, summons serve aagilla anta. Judge fresh summons kottru. ND 23.03.27
03/03/27, 5:02 pm - Manjunath Urs Adv: KAT - objections file aaytu, part arguments maadide. Member Form 7 and 1979 Land Tribunal order copy kelidru. ND 09.06.2027. Tahsildar office inda certified copy tegedukollu
03/03/27, 5:05 pm - Pavithra Jr: Ok sir, T. Narasipura taluk office ge Monday hogthini
27/04/27, 1:15 pm - Pavithra Jr: Sir Noor Silk - 313 statement aaytu. Accused DE kodtini anta heLidru, himself as DW1. ND 08.06.2027
27/04/27, 1:16 pm - Manjunath Urs Adv: 👍 June 8 naane barthini, cross naanu maadtini
""")
u("backlog/2027-03/CC 5521-2025 order sheet 23.03.2027.pdf", "certified_order_sheet_scan", "II Additional Civil Judge and JMFC, Mysuru", "2027-03-26", ["C04"], ["C04-H07"], """
ಮಾನ್ಯ 2ನೇ ಅಪರ ಸಿವಿಲ್ ನ್ಯಾಯಾಧೀಶರು ಮತ್ತು ಜೆ.ಎಂ.ಎಫ್.ಸಿ. ನ್ಯಾಯಾಲಯ, ಮೈಸೂರು
ಸಿ.ಸಿ. ನಂ. 5521/2025
23.03.2027
ದೂರುದಾರರ ಪರ ವಕೀಲರು ಹಾಜರು. ಆರೋಪಿ ಹಾಜರು.
ಸಿ.ಡಬ್ಲ್ಯೂ.2 ಶ್ರೀ ಆನಂದ ರಾವ್, ಶಾಖಾ ವ್ಯವಸ್ಥಾಪಕರು, ಕೆನರಾ ಬ್ಯಾಂಕ್, ಮಂಡಿ ಮೊಹಲ್ಲಾ ಶಾಖೆ - ವಿಚಾರಣೆ ಮಾಡಲಾಯಿತು.
ಬ್ಯಾಂಕ್ ಹಿಂಬರಹ ನಿ.ಪಿ.8 ಎಂದು ಗುರುತಿಸಲಾಯಿತು. ಪಾಟೀ ಸವಾಲು ಮಾಡಲಾಯಿತು.
ದೂರುದಾರರ ಸಾಕ್ಷ್ಯ ಮುಕ್ತಾಯ. (CW2 Anand Rao examined; complainant's evidence closed.)
ಆರೋಪಿಯ ಹೇಳಿಕೆಗಾಗಿ (313 Cr.P.C. / 351 BNSS) ದಿನಾಂಕ 27.04.2027 ಕ್ಕೆ ಮುಂದೂಡಲಾಗಿದೆ.
                                                  ನ್ಯಾಯಾಧೀಶರು
""")
u("backlog/2027-06/DW1 cross Raghavendra 8.6.27.docx", "typed_note_docx", L, "2027-06-08", ["C04"], ["C04-H09"], """
08.06.2027 - C.C. 5521/2025 Noor Silk Weavers v. Raghavendra - JMFC II (Hiremath)
DW1 Raghavendra (accused) examined - says he gave a signed blank cheque in 2023 as security for yarn credit; says
he paid Rs. 2,10,000 in cash to Iqbal - no receipts.
My cross: admits signature on the cheque; admits purchase of 212 silk sarees (Mysore silk crepe) under invoices
of Jan-Feb 2025; admits no reply to our legal notice of 15.03.2025; cannot show any cash payment.
Judge again asked both - "can you settle?" - Ataulla said will get instructions.
ND 06.07.2027 - arguments.
""")
u("backlog/2027-07/noor silk 6 july.txt", "typed_note_txt", L, "2027-07-06", ["C04"], ["C04-H10"], """
6.7.27 JMFC II - CC 5521/25 Noor Silk
Ataulla's offer: Rs. 3,00,000 in six monthly instalments. Iqbal said no (wants the full 4,85,000). Told the court
not acceptable. Hiremath saheb: "then argue". Argued 20 min - presumption u/s 139, no reply to notice.
Ataulla to reply. ND 22.07.27 - arguments (their side).
""")

# ---------------- C05 Sayyaji Rao Road shop suit
u("backlog/2026-08/IMG_20260810_125846.jpg", "handwritten_note_photo", K, "2026-08-10", ["C05"], ["C05-H01"], """
ದಿನಾಂಕ 10.08.2026 ಸೋಮವಾರ
ಪ್ರಧಾನ ಹಿರಿಯ ಸಿವಿಲ್ ನ್ಯಾಯಾಧೀಶರು - ಓ.ಎಸ್. 612/2025 ಶ್ರೀಕಂಠಯ್ಯ ವಿ. ಮಹದೇವ ಪ್ರಸಾದ್
ಪ್ರತಿವಾದಿ ಪರ ವಕೀಲರು ಶ್ರೀ ಟಿ.ಎನ್. ಚೇತನ್ ಹಾಜರು. ತಕರಾರು ಅರ್ಜಿ (ಲಿಖಿತ ಹೇಳಿಕೆ) ಗೆ ಸಮಯ ಕೇಳಿದರು.
ಮುಂದಿನ ದಿನಾಂಕ 07.09.2026
- ಬಸವರಾಜು
""")
u("backlog/2026-09/WhatsApp Image 2026-09-08 at 11.02.37.jpeg", "certified_order_sheet_scan", "Principal Senior Civil Judge, Mysuru", "2026-09-08", ["C05"], ["C05-H02"], """
ಮಾನ್ಯ ಪ್ರಧಾನ ಹಿರಿಯ ಸಿವಿಲ್ ನ್ಯಾಯಾಧೀಶರು ಮತ್ತು ಸಿ.ಜೆ.ಎಂ. ನ್ಯಾಯಾಲಯ, ಮೈಸೂರು
ಓ.ಎಸ್. ನಂ. 612/2025
07.09.2026
ವಾದಿ ಪರ: ಕೆ.ಎಂ.ಯು.   ಪ್ರತಿವಾದಿ ಪರ: ಟಿ.ಎನ್.ಸಿ.
ಲಿಖಿತ ಹೇಳಿಕೆ ಸಲ್ಲಿಸಿಲ್ಲ. ಪ್ರತಿವಾದಿ ಪರ ವಕೀಲರು ಮತ್ತೆ ಸಮಯ ಕೋರಿದ್ದಾರೆ.
ರೂ. 500/- ಖರ್ಚು (costs) ವಾದಿಗೆ ಪಾವತಿಸುವ ಷರತ್ತಿನ ಮೇಲೆ ಕೊನೆಯ ಅವಕಾಶ ನೀಡಲಾಗಿದೆ.
ಲಿಖಿತ ಹೇಳಿಕೆಗಾಗಿ ದಿನಾಂಕ 29.09.2026 ಕ್ಕೆ ಕರೆಯಿರಿ.
                                                  ಪ್ರ.ಹಿ.ಸಿ.ನ್ಯಾ.
""")
u("backlog/2026-09/Document (3).docx", "typed_note_docx", L, "2026-09-29", ["C05"], ["C05-H03"], """
29.09.2026 - O.S. 612/2025 Srikantaiah v. Mahadeva Prasad - Prl. SCJ
WS filed by Chethan (costs Rs. 500 paid). Defence:
 (i) lease was orally renewed by Srikantaiah in July 2025 "till 31.10.2026, after Dasara" - Dasara stock of
     Mysore sandal, rosewood inlay, Channapatna toys already bought;
 (ii) arrears not due - paid in cash (no receipts);
 (iii) notice u/s 106 not valid.
Our IA under O.XV-A CPC for deposit of admitted arrears - notice to defendant.
Srikantaiah says never renewed - he had told him in June itself to vacate.
ND 05.11.2026 - issues and IA.
""")
u("backlog/2026-11/20261105_160212.jpg", "handwritten_note_photo", L, "2026-11-05", ["C05"], ["C05-H04"], """
5/11/26 Prl SCJ - OS 612/25 shop (Sayyaji Rao Rd)
Issues framed - 5 (termination valid? oral renewal? arrears? mesne profits? relief).
IA O.XV-A allowed in part: defendant to deposit Rs. 90,000 arrears within 4 weeks.
Dasara over - he is still in the shop, now selling Deepavali stuff!
ND 3.12.26 PW1.
""")
u("backlog/2027-01/shop case 21.1.txt", "typed_note_txt", L, "2027-01-21", ["C05"], ["C05-H06"], """
21.1.27 Prl SCJ Kulkarni - OS 612/25 Srikantaiah
PW1 Srikantaiah cross by Chethan - 1 hr. Suggested oral renewal at a "Dasara meeting" in July 2025 - denied.
Suggested cash payments of rent - denied; PW1 showed receipt book (last receipt No. 0147 for May 2025).
Deposit of Rs. 90,000 - defendant deposited on 30.12.26 (late).
PE closed. ND 25.02.27 - DE.
""")
u("backlog/2027-02/IMG-20270225-WA0008.jpg", "handwritten_note_photo", K, "2027-02-25", ["C05"], ["C05-H07"], """
ದಿನಾಂಕ 25.02.2027
ಓ.ಎಸ್. 612/2025 ಶ್ರೀಕಂಠಯ್ಯ - ಡಿ.ಡಬ್ಲ್ಯೂ.1 ಮಹದೇವ ಪ್ರಸಾದ್ ಮುಖ್ಯ ಸಾಕ್ಷಿ ಪ್ರಮಾಣಪತ್ರ ಸಲ್ಲಿಕೆ.
ಮುಂದಿನ ದಿನಾಂಕ 08.04.2027 - ಪಾಟೀ ಸವಾಲು
- ಬಸವರಾಜು
""")
u("backlog/2027-04/OS 612 DW1 cross 08.04.2027.docx", "typed_note_docx", L, "2027-04-08", ["C05"], ["C05-H08"], """
08.04.2027 - O.S. 612/2025 - DW1 Mahadeva Prasad cross by me
- admits lease deed of 01.09.2022 for 3 years; admits rent Rs. 30,000 p.m.
- admits receipt of notice dated 28.08.2025 on 02.09.2025; says he "replied orally".
- oral renewal: says it was in Srikantaiah's house in July 2025, his son-in-law Nandish present - Nandish not cited.
- admits he has another shop at Devaraja Market (Stall 22).
Chethan sought time to examine DW2 (Nandish?) - Kulkarni saheb gave time, said last chance.
ND 10.06.2027 (after summer vacation).
""")
u("backlog/2027-06/OS 612-2025 order sheet 10.06.2027.pdf", "certified_order_sheet_scan", "Principal Senior Civil Judge, Mysuru", "2027-06-14", ["C05"], ["C05-H09"], """
IN THE COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE AND C.J.M., MYSURU
O.S. No. 612/2025
10.06.2027
Plaintiff by K.M.U. Defendant by T.N.C.
DW2 absent. No steps taken. Last chance was given on 08.04.2027. Defendant's evidence taken as closed.
Both sides to address arguments; written arguments may be filed.
Call on 22.07.2027 for arguments.                                Prl. S.C.J.
""")

# ---------------- C06 Kempamma tenancy appeal (KAT)
u("backlog/2027-06/Kempamma KAT 09.06.2027.docx", "typed_note_docx", L, "2027-06-09", ["C06"], ["C06-H05"], """
09.06.2027 - KAT Bench II (Siddalingappa) - Appeal No. 1187/2025 Kempamma v. State & Madegowda
Produced certified Form 7 (filed by Chikkanna in 1975) and Land Tribunal order LRF/TNP/118/1979 granting
occupancy rights to Chikkanna over Sy. No. 143/2 Bannur.
Argued: AC had no power to sit in appeal over a Land Tribunal grant of 1979; removal of Kempamma's name from
RTC col. 12(2) without notice to her.
Puttaraju replied - 48-A grant obtained by fraud, Chikkanna was only a coolie.
Arguments concluded. Reserved for orders. Listed 11.08.2027 for pronouncement.
""")
u("backlog/2027-06/Appeal 1187-2025 KAT proceedings 09.06.2027.pdf", "certified_order_sheet_scan", "Karnataka Appellate Tribunal, Bengaluru", "2027-06-15", ["C06"], ["C06-H05"], """
KARNATAKA APPELLATE TRIBUNAL, BENGALURU
Appeal No. 1187/2025
09.06.2027
Present: Sri. H.N. Siddalingappa, Member (Judicial)
Appellant by Sri. K. Manjunath Urs. R1 by Government Advocate. R2 by Sri. K. Puttaraju.
Heard. Arguments concluded. Reserved for orders. Call on 11.08.2027.
                                                  Member (J)
""")

# ---------------- C07 Suhas anticipatory bail
u("backlog/2026-08/20260820_142830.jpg", "handwritten_note_photo", L, "2026-08-20", ["C07"], ["C07-H01"], """
20.8.26 PDJ Patil - Crl.Misc 1442/26 Suhas AB (Nazarbad 88/26 - seettu)
Notice to PP. Interim: no coercive action till ND. Suhas to cooperate with IO.
ND 27.8.26 - PP objections.
""")
u("backlog/2026-08/IMG-20260827-WA0014.jpg", "handwritten_note_photo", K, "2026-08-27", ["C07"], ["C07-H02"], """
ದಿನಾಂಕ 27.08.2026
ಪ್ರಧಾನ ಜಿಲ್ಲಾ ಮತ್ತು ಸತ್ರ ನ್ಯಾಯಾಧೀಶರು - ಕ್ರಿ.ಮಿಸ್. 1442/2026 ಸುಹಾಸ್ ಗೌಡ
ಸರ್ಕಾರಿ ಅಭಿಯೋಜಕರು ತಕರಾರು ಮತ್ತು ತನಿಖಾಧಿಕಾರಿ ವರದಿ ಸಲ್ಲಿಸಿದರು. ವಾದ ಆಯಿತು.
ಆದೇಶಕ್ಕಾಗಿ ಮುಂದಿನ ದಿನಾಂಕ 04.09.2026
ಮಧ್ಯಂತರ ರಕ್ಷಣೆ ಮುಂದುವರಿಕೆ
- ಬಸವರಾಜು
""")
u("backlog/2026-09/Crl Misc 1442-2026 order 04.09.2026.pdf", "certified_order_sheet_scan", "Principal District and Sessions Judge, Mysuru", "2026-09-07", ["C07"], ["C07-H03"], """
IN THE COURT OF THE PRINCIPAL DISTRICT AND SESSIONS JUDGE, MYSURU
Crl.Misc. No. 1442/2026
Suhas Gowda ...Petitioner  v/s  State by Nazarbad P.S. ...Respondent
04.09.2026
ORDER
The petition u/s 482 BNSS is allowed. In the event of arrest in Cr. No. 88/2026 of Nazarbad P.S., the petitioner
shall be released on bail on executing a personal bond for Rs. 1,00,000 with two sureties for the like sum, subject
to: (i) he shall appear before the Investigating Officer within 10 days; (ii) he shall not tamper with the
prosecution witnesses; (iii) he shall not leave the jurisdiction of Mysuru district without permission.
                                                  Prl. District and Sessions Judge
""")

# ---------------- the week and the cause list
u("backlog/2027-07/week plan 19-24 july.docx", "typed_note_docx", L, "2027-07-19", ["C02", "C04", "C05", "C01", "C03"], [], """
WEEK 19-24 JULY 2027
Mon 19 - chamber; Sharadamma rejoinder file check for 9 Aug (MUDA register).
Tue 20 - Nagarathna arguments notes (custody - welfare of child); hearing on 4 Aug.
Wed 21 - Basavaraju to collect the Prl SCJ cause list.
Thu 22 - Prl SCJ Hall 3: Kadakola LAC for JUDGMENT + Srikantaiah shop OS arguments (both Kulkarni saheb).
         JMFC II Hall 11: Noor Silk 138 - Ataulla's arguments. Pavithra to sit in Hall 11 till I come.
Fri 23 - KAT? no - Kempamma orders only on 11 Aug.
""")
u("backlog/2027-07/Prl SCJ cause list 22.07.2027.pdf", "cause_list_pdf", "Principal Senior Civil Judge and CJM, Mysuru", "2027-07-21", ["C02", "C05"], [], """
IN THE COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE AND C.J.M., MYSURU - HALL 3
CAUSE LIST FOR THURSDAY 22.07.2027
FOR JUDGMENT
 1. L.A.C. 214/2024   Puttaswamy Gowda v. SLAO, KIADB          K.M.U. / G.P.
 2. O.S. 1093/2019    Lakshmamma v. Channegowda                 H.R.S. / M.P.
FOR ARGUMENTS
 3. O.S. 612/2025     B.R. Srikantaiah v. Mahadeva Prasad       K.M.U. / T.N.C.
 4. R.A. 77/2024      Siddaraju v. Ningamma                     B.V.K. / S.R.
 5. O.S. 455/2022     Mysore Sales International v. Rao Traders  A.K. / P.N.
FOR EVIDENCE
 6. L.A.C. 301/2023   Javaregowda v. SLAO, KIADB                D.S. / G.P.
 7. Misc. 88/2026     Shabana Begum v. Syed Imran               M.A.S. / ---
 8. O.S. 210/2026     Chamundeshwari Co-op Society v. H.M. Nagaraj  R.M. / ---
""")
