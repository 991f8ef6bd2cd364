"""The uploads of the Kalaburagi practice: what Adv. Veeresh Kolkur, junior Ayesha and gumasta Shankrappa kept."""

L, J, K = "Veeresh S. Kolkur", "Ayesha Siddiqua", "Shankrappa Mali (gumasta)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2025-10/Partnership deed Sharanabasaveshwara Dal Mill.pdf", "document_scan", "Sub-Registrar, Kalaburagi", "2025-10-28", ["C01"], [], """
DEED OF PARTNERSHIP
This deed made at Kalaburagi on 14.01.2019 between Sri Basavaraj S/o Shivasharanappa Patil (First Partner) and
Sri Mallikarjun S/o Chandrashekhar Biradar (Second Partner), carrying on business of dal milling under the name
SRI SHARANABASAVESHWARA DAL MILL at Plot No. 22, Kapnoor Industrial Area, Kalaburagi.
Clause 5: Capital - First Partner Rs. 35,00,000/-, Second Partner Rs. 25,00,000/-.
Clause 9: Profit and loss shared 55 : 45.
Clause 14: The books of account shall be kept at the mill and each partner shall have access to them.
Clause 18: The partnership is at will.
Registered with the Registrar of Firms, Kalaburagi, No. KLB/F/311/2019.
""")
u("backlog/2025-09/Nizam Traders ledger Venkateshwara.pdf", "document_scan", "Nizam Traders (accountant)", "2025-09-02", ["C02"], [], """
NIZAM TRADERS   Tur & Pulses Commission Agents, APMC Yard, Aland Road, Kalaburagi
Ledger A/c: SRI VENKATESHWARA DAL INDUSTRIES (Prop. Rajashekhar Gupta), Nehru Gunj
Bill 1142  08.11.2024  Tur (Gulbarga Red) 96 qtl     Rs. 6,91,200
Bill 1178  02.12.2024  Tur 62 qtl                     Rs. 4,55,300
Bill 1203  09.01.2025  Tur 27 qtl                     Rs. 2,00,000
Received by RTGS 20.12.2024                           Rs. (-) 5,00,000
Received cash 05.02.2025                              Rs. (-) 1,00,000
Balance due (baaki)                                   Rs. 8,46,500
""")
u("backlog/2025-11/khasra pahani 1954-55 Mahagaon.jpg", "document_photo", "Tahsildar, Kalaburagi (certified copy)", "2025-11-19", ["C03"], [], """
KHASRA PAHANI 1954-55 (Hyderabad State)   Mauza: Mahagaon   Taluq: Gulbarga
Survey No. 87/2   Extent: 6 acres 14 guntas   Kind: Inam (Devasthan - Sri Hanuman)
Pattadar: Bheemappa Pujari (Inamdar, khidmat of the temple)   Kabzedar: same
Remarks: Atiyat No. 1137; patta issued 1955 (Fasli 1364)
Certified true copy issued 19.11.2025    sd/- Tahsildar, Kalaburagi
""")
u("backlog/2025-11/AC order regrant cancelled.pdf", "document_scan", "Assistant Commissioner, Kalaburagi Sub-Division", "2025-10-30", ["C03"], [], """
ORDER - No. INM/CR/14/2023-24   Assistant Commissioner, Kalaburagi Sub-Division
Sub: Regrant of Sy. No. 87/2 of Mahagaon to Hanumanthappa S/o Bheemappa Pujari under the Karnataka Religious
and Charitable Inams Abolition Act
On the complaint of Shivappa Talwar, the regrant order dated 11.03.1998 is found to have been obtained without
notice to the temple committee. The regrant is cancelled. Tahsildar to enter the land in the name of the
Devasthana. Dated 30.10.2025.     sd/- Assistant Commissioner
""")
u("backlog/2025-07/PM report Chandrakant Rathod.pdf", "document_scan", "GIMS Hospital, Kalaburagi, Dept. of Forensic Medicine", "2025-06-22", ["C04"], [], """
GULBARGA INSTITUTE OF MEDICAL SCIENCES, KALABURAGI - POST MORTEM REPORT No. 412/2025
Name: Chandrakant S/o Tulsiram Rathod, 38 yrs, lorry driver, r/o Kellur Tanda, Jewargi Tq.
Brought by: Jewargi Police, Cr. No. 118/2025
Injuries: crush injuries to chest, fracture of ribs 3-8 both sides, laceration of liver.
Cause of death: haemorrhagic shock due to injuries to chest and abdomen sustained in a road traffic accident.
Date of PM: 22.06.2025
""")
u("backlog/2025-08/IMG-20250814-WA0006.jpg", "document_photo", "Karnataka Gramin Bank, Kalaburagi", "2025-08-14", ["C05"], [], """
KARNATAKA GRAMIN BANK  Super Market Branch, Kalaburagi
CHEQUE RETURN MEMO   Date: 14.08.2025
Cheque No. 071554 dated 10.08.2025 for Rs. 2,80,000/- drawn by ABDUL RAFIQ (Rafiq Fertilizers, Sedam Road)
presented by KALYANI AGRO AGENCIES - RETURNED.
Reason: 01 - Funds Insufficient
""")
u("backlog/2025-08/legal notice Abdul Rafiq.docx", "typed_note_docx", L, "2025-08-29", ["C05"], [], """
VEERESH S. KOLKUR, B.A., LL.B., Advocate, Chamber No. 41, District Court Complex, Kalaburagi
RPAD / By hand                                             Date: 29.08.2025
To: Sri Abdul Rafiq, Prop. Rafiq Fertilizers, Sedam Road, Kalaburagi
Sub: Notice u/s 138 of the Negotiable Instruments Act
Under instructions from my client Kalyani Agro Agencies (prop. Sharanu Malkhed): towards the price of DAP and
urea supplied you issued cheque No. 071554 dated 10.08.2025 for Rs. 2,80,000/- which was returned unpaid on
14.08.2025 for "funds insufficient". You are called upon to pay the said amount within 15 days of receipt of this
notice, failing which my client will prosecute you under section 138.          sd/- Advocate
""")
u("backlog/2026-03/FIR 42-2026 Women PS.pdf", "document_scan", "Women Police Station, Kalaburagi", "2026-02-26", ["C07"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)   District: Kalaburagi   P.S.: Women PS
Crime No. 0042/2026   Date: 26.02.2026
Acts & Sections: BNS 2023 - 85, 115(2), 351(2), 3(5); Dowry Prohibition Act - 3, 4
Complainant: Smt. Nazia Parveen, 24 yrs. Accused: (1) Mohammed Sameer Khan (husband) (2) Shahnaz Begum (mother-in-law)
Gist: married on 12.05.2024; demand of Rs. 3,00,000 and a motorcycle; assault on 20.02.2026; sent to parents' house.
""")
u("backlog/2026-07/ADA field inspection report Afzalpur.pdf", "document_scan", "Assistant Director of Agriculture, Afzalpur", "2025-09-12", ["C08"], [], """
OFFICE OF THE ASSISTANT DIRECTOR OF AGRICULTURE, AFZALPUR
Field inspection on complaint of Sharanappa Kalagi and others - Tur seed SHS-Tur 99, Lot No. ST99-2406
Joint inspection by the Seed Inspector and the scientist, KVK Kalaburagi on 10.09.2025 in 7 fields (41 acres)
Findings: germination 31% against the 75% minimum certified standard; plant stand poor; no pest or rain damage
seen to explain it. Opinion: the seed lot was substandard.     sd/- ADA, Afzalpur   12.09.2025
""")

# ---------------- C01 dal mill partnership suit
u("backlog/2026-02/IMG20260211_163402.jpg", "handwritten_note_photo", L, "2026-02-11", ["C01"], ["C01-H01"], """
11/2  OS 118/25 Basavaraj v. Mallikarjun (dal mill) - Prl Sr CJ, Kulkarni sir
D1 Biradar thru Mahantesh Biradar - vakalat filed, WS ge time kelidru. IA 1 (TI, machinery) notice.
Client: D1 is selling the old sortex machine - photo to get.
Mundina dinanka 10/3 - WS
""")
u("backlog/2026-03/IMG-20260316-WA0004.jpg", "handwritten_note_photo", K, "2026-03-16", ["C01", "C04", "C05"], ["C01-H02", "C04-H02", "C05-H02"], """
ದಿನಚರಿ ಪುಸ್ತಕ - ಶಂಕ್ರಪ್ಪ
೧೦.೦೩.೨೦೨೬  ಓ.ಎಸ್. ೧೧೮/೨೦೨೫ ಬಸವರಾಜ ಪಾಟೀಲ ವಿ. ಮಲ್ಲಿಕಾರ್ಜುನ - ಪ್ರತಿವಾದಿ ೧ ಲಿಖಿತ ಹೇಳಿಕೆ ಸಲ್ಲಿಕೆ. ನಮ್ಮ ಐ.ಎ. ೨ (ಕೋರ್ಟ್ ಕಮಿಷನರ್) ಸಲ್ಲಿಸಿದೆ. ಮುಂದಿನ ದಿನಾಂಕ ೦೮.೦೪.೨೦೨೬
೧೩.೦೩.೨೦೨೬  ಎಂ.ವಿ.ಸಿ. ೧೧೮೭/೨೦೨೫ ಲಕ್ಷ್ಮೀಬಾಯಿ - ವಿವಾದಾಂಶಗಳು ರಚನೆ. ಮುಂದಿನ ದಿನಾಂಕ ೧೭.೦೪.೨೦೨೬ ಸಾಕ್ಷಿ
೧೬.೦೩.೨೦೨೬  ಸಿ.ಸಿ. ೨೨೧೪/೨೦೨೫ ಕಲ್ಯಾಣಿ ಅಗ್ರೋ - ಆರೋಪಿ ಹಾಜರು, ಜಾಮೀನು. ಮುಂದಿನ ದಿನಾಂಕ ೦೮.೦೬.೨೦೨೬
""")
u("backlog/2026-04/dal mill IA args 8.4.26.docx", "typed_note_docx", L, "2026-04-08", ["C01"], ["C01-H03"], """
OS 118/2025 - dal mill - 08.04.2026 - IA Nos. 1 and 2 argued
Argued IA 1 (TI against alienation of machinery: sortex, 2 dal mills, boiler) and IA 2 (Court Commissioner to
inspect books of account at the mill). Mahantesh Biradar: books are with the auditor in Hyderabad, "partnership at
will, plaintiff left in 2024". Kulkarni sir asked me to show clause 14 of the deed (books kept at the mill) - read it.
Sir: "orders on IAs". Next 17.06.2026 (after vacation).
""")
u("backlog/2026-06/OS 118-2025 order sheet 17.06.2026.pdf", "certified_order_sheet_scan", "Principal Senior Civil Judge & CJM, Kalaburagi", "2026-06-19", ["C01"], ["C01-H04"], """
IN THE COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE & C.J.M., KALABURAGI
O.S. No. 118/2025                                   17.06.2026
Case called out. Plaintiff by Sri V.S.K., Adv. D1 by Sri M.B., Adv. D2 absent.
Orders on IA No.1 and IA No.2 pronounced in open court (vide separate orders).
IA No.1 is allowed. D1 is restrained from alienating or removing the machinery of the mill till disposal of the suit.
IA No.2 is allowed. Sri Vinayak Deshmukh, Advocate, is appointed as Court Commissioner to inspect and seize copies of
the books of account of the firm for 2019-20 to 2024-25. Commissioner's fee Rs. 15,000/- to be paid by plaintiff.
Put up on 05.08.2026 for Commissioner's report.
                                                    Prl. Senior Civil Judge & CJM, Kalaburagi
""")
u("backlog/2026-09/dal mill 9 sept.txt", "typed_note_txt", L, "2026-09-09", ["C01"], ["C01-H06"], """
9.9.26 dal mill OS 118/25 - Commissioner Deshmukh report filed today. Books show sales of Rs. 62,40,000 in 2023-24
not taken in the P&L!! Mahantesh Biradar took copy, wants to file objections. Sir gave time.
Basavaraj happy. Agla date 18.11.2026 - objections to report.
""")
u("backlog/2026-11/OS 118-2025 order 18.11.2026.pdf", "certified_order_sheet_scan", "Principal Senior Civil Judge & CJM, Kalaburagi", "2026-11-20", ["C01"], ["C01-H07"], """
IN THE COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE & C.J.M., KALABURAGI
O.S. No. 118/2025                                   18.11.2026
Case called out. Both counsel present. D1 filed objections to the Commissioner's report. Copy served.
Heard. The following issues are framed:
1. Whether the plaintiff proves that the firm stood dissolved by his notice dated 02.09.2025?
2. Whether the plaintiff is entitled to rendition of accounts from 2019-20?
3. Whether D1 proves that the plaintiff retired from the firm in 2024?
4. Whether the suit is barred by limitation?
5. What order or decree?
Put up on 06.01.2027 for plaintiff's evidence.
""")
u("backlog/2027-01/IMG20270106_125511.jpg", "handwritten_note_photo", L, "2027-01-06", ["C01"], ["C01-H08"], """
6/1/27 OS 118 dal mill. PW1 Basavaraj chief affidavit filed, docs Ex.P1-P9 (deed, notice, bank stmt).
Mahantesh - cross ge time, "papers nodbeku". Sir gave time.
Mundina dinanka 10/3/27 - PW1 cross
""")
u("backlog/2027-01/correction dal mill date.txt", "typed_note_txt", L, "2027-01-07", ["C01"], [], """
correction - dal mill OS 118/2025: yesterday's diary page says 10/3/27. WRONG. Shankrappa checked the order sheet:
next date is 10.02.2027 (PW1 cross). 10.03 is Hiremath 498A? no - that is 03.03. Only dal mill changes: 10.02.2027.
""")

# ---------------- C02 Nizam tur money suit
u("backlog/2026-02/nizam suit 19 feb.txt", "typed_note_txt", L, "2026-02-19", ["C02"], ["C02-H01"], """
19.2.26 OS 406/25 Nizam Traders v. Venkateshwara Dal Inds - II Addl SCJ (Hegde madam)
Gurulingappa Patil filed vakalat for deft. Time for WS. He said "party wants to settle, give some time".
Nizam bhai nakko bol raha - no settlement below full baaki 8,46,500.
next 24.3.26 WS
""")
u("backlog/2026-03/IMG-20260325-WA0011.jpg", "handwritten_note_photo", K, "2026-03-25", ["C02", "C07"], ["C02-H02", "C07-H03"], """
ದಿನಚರಿ ಪುಸ್ತಕ - ಶಂಕ್ರಪ್ಪ
೨೪.೦೩.೨೦೨೬  ಓ.ಎಸ್. ೪೦೬/೨೦೨೫ ನಿಜಾಮ್ ಟ್ರೇಡರ್ಸ್ - ಲಿಖಿತ ಹೇಳಿಕೆ ಇಲ್ಲ. ರೂ. ೫೦೦ ದಂಡ. ಮುಂದಿನ ದಿನಾಂಕ ೨೧.೦೪.೨೦೨೬
೨೫.೦೩.೨೦೨೬  ಕ್ರಿ.ಮಿ. ೫೧೨/೨೦೨೬ ಸಮೀರ್ ಖಾನ್ - ನಿರೀಕ್ಷಣಾ ಜಾಮೀನು ಮಂಜೂರು. ಆದೇಶ ಪ್ರತಿ ಅರ್ಜಿ ಹಾಕಿದೆ.
""")
u("backlog/2026-04/WS Venkateshwara dal notes.docx", "typed_note_docx", L, "2026-04-21", ["C02"], ["C02-H03"], """
OS 406/2025 Nizam v. Venkateshwara - 21.04.2026 - WS filed (the cost of Rs. 500 paid)
WS pleas: (1) tur of bill 1178 had weevil (nusi) and 14% moisture, 20 qtl rejected and "returned" - no proof of
return; (2) part payment Rs. 2,00,000 in cash on 15.03.2025 not credited; (3) interest at 18% not agreed.
To do: get the lorry receipts (Hanif's lorry) and the APMC gate entries. Nizam bhai says no cash on 15.03.
Next 23.06.2026 issues.
""")
u("backlog/2026-07/IMG_20260728_124730.jpg", "handwritten_note_photo", L, "2026-07-28", ["C02"], ["C02-H05"], """
28/7 Nizam OS 406 - PW1 Nizamuddin affidavit. Ex.P1 to P14 marked (bills, ledger, LRs, APMC gate passes, notice).
Gurulingappa objected to Ex.P9 (photocopy) - marked subject to objection.
Next 1/9 cross
""")
u("backlog/2026-09/PW1 cross Nizam 01-09-26.docx", "typed_note_docx", L, "2026-09-01", ["C02"], ["C02-H06"], """
OS 406/2025 - cross of PW1 Nizamuddin by Sri Gurulingappa Patil - 01.09.2026
- Admitted no written agreement for 18% interest; "it is the practice of the yard" (Mandi ka dastoor).
- Denied receiving Rs. 2,00,000 cash on 15.03.2025. Denied any rejection of 20 qtl.
- Suggestion that tur had weevil - denied; said the deft's own munim Siddu checked it at the mill gate.
Cross concluded today. Next 08.12.2026 for PW2 (Hanif, the lorry owner).
""")
u("backlog/2026-12/OS 406-2025 order 08.12.2026.pdf", "certified_order_sheet_scan", "II Additional Senior Civil Judge, Kalaburagi", "2026-12-10", ["C02"], ["C02-H07"], """
IN THE COURT OF THE II ADDITIONAL SENIOR CIVIL JUDGE, KALABURAGI
O.S. No. 406/2025                                   08.12.2026
Case called out. Plaintiff and counsel present. Defendant's counsel present.
PW2 Sri Hanif S/o Abdul Gani examined in chief and cross-examined. Discharged.
Plaintiff's counsel submits no further evidence. Plaintiff's evidence closed.
Put up on 19.01.2027 for defendant's evidence.
""")
u("backlog/2027-01/IMG-20270119-WA0008.jpg", "handwritten_note_photo", K, "2027-01-19", ["C02", "C05"], ["C02-H08", "C05-H08"], """
ದಿನಚರಿ ಪುಸ್ತಕ - ಶಂಕ್ರಪ್ಪ
೧೮.೦೧.೨೦೨೭  ಸಿ.ಸಿ. ೨೨೧೪/೨೦೨೫ ಕಲ್ಯಾಣಿ ಅಗ್ರೋ - ಆರೋಪಿ ಗೈರು, ಕೊನೆಯ ಅವಕಾಶ. ಮುಂದಿನ ದಿನಾಂಕ ೧೦.೦೨.೨೦೨೭
೧೯.೦೧.೨೦೨೭  ಓ.ಎಸ್. ೪೦೬/೨೦೨೫ ನಿಜಾಮ್ ಟ್ರೇಡರ್ಸ್ - ಡಿ.ಡಬ್ಲ್ಯು ೧ ಗೈರು, ರೂ. ೧,೦೦೦ ದಂಡ. ಮುಂದಿನ ದಿನಾಂಕ ೧೬.೦೨.೨೦೨೭
""")
u("backlog/2027-01/WhatsApp Chat with Nizam Bhai Tur.txt", "whatsapp_export", "Shaikh Nizamuddin", "2027-01-20", ["C02"], [], """
19/01/27, 6:12 pm - Nizam Bhai Tur: Vakil saab salaam. Aaj sunwai kya hua?
19/01/27, 6:20 pm - Veeresh Adv: Their DW1 Rajashekhar Gupta did not come, medical certificate. Madam gave time on cost Rs 1,000. Agla date 16.02.2027.
19/01/27, 6:21 pm - Nizam Bhai Tur: Har baar yehich karre. Kitna time aur?
19/01/27, 6:24 pm - Veeresh Adv: Our side evidence is over. Only their evidence baaki. Don't worry.
20/01/27, 9:05 am - Nizam Bhai Tur: Gupta ka munim Siddu bolre ki woh settle karna chahte 6 lakh me. Nakko bolun?
20/01/27, 9:30 am - Veeresh Adv: Nakko. Full 8,46,500 plus interest. Tell him to send proposal through his vakil.
""")

# ---------------- C03 inam writ (HC Kalaburagi Bench)
u("backlog/2026-02/WP 201455-2025 order 16.02.2026.pdf", "certified_order_sheet_scan", "High Court of Karnataka, Kalaburagi Bench", "2026-02-18", ["C03"], ["C03-H01"], """
IN THE HIGH COURT OF KARNATAKA, KALABURAGI BENCH
W.P. No. 201455/2025 (KLR-RES)                        DATED THIS THE 16TH DAY OF FEBRUARY, 2026
BEFORE: THE HON'BLE MR. JUSTICE ANANT R. DESHPANDE
Sri V.S. Kolkur, Advocate for petitioner; Sri R.G. Kulkarni, AGA for R1 to R3.
ORDER: Issue notice to respondents. Sri R.G. Kulkarni, learned AGA, takes notice for R1 to R3. Emergent notice to R4.
Till the next date of hearing, parties shall maintain status quo as on today regarding possession of Sy. No. 87/2
of Mahagaon village. List on 23.03.2026.
""")
u("backlog/2026-03/20260323_171504.jpg", "handwritten_note_photo", L, "2026-03-23", ["C03"], ["C03-H02"], """
23/3 HC WP 201455 inam - Deshpande J. AGA Kulkarni: "objections ge time, AC records Kalaburagi nalli ide".
4 weeks. R4 Talwar served - nobody. SQ continues.
Next 15/6 (after vacation)
""")
u("backlog/2026-06/WP 201455-2025 order 15.06.2026.pdf", "certified_order_sheet_scan", "High Court of Karnataka, Kalaburagi Bench", "2026-06-16", ["C03"], ["C03-H03"], """
IN THE HIGH COURT OF KARNATAKA, KALABURAGI BENCH
W.P. No. 201455/2025 (KLR-RES)                        DATED THIS THE 15TH DAY OF JUNE, 2026
BEFORE: THE HON'BLE MR. JUSTICE ANANT R. DESHPANDE
ORDER: Statement of objections of R1 to R3 filed. R4 served, unrepresented.
The learned AGA is directed to secure and produce the original records, namely the khasra pahani of 1954-55, the
Atiyat register entry No. 1137 and the file of the Assistant Commissioner in No. INM/CR/14/2023-24.
Interim order of status quo extended. List on 24.08.2026.
""")
u("backlog/2026-08/inam writ 24.8.txt", "typed_note_txt", L, "2026-08-24", ["C03"], ["C03-H04"], """
24.8.26 HC - WP 201455/2025 Mahagaon inam. Records NOT produced. AGA: "Tahsildar office lo record room shift aagide".
Deshpande J not happy - "last chance to the State, records must be here next date". SQ extended.
R4 Shivappa Talwar now has a vakil - Sri Basavaraj Annigeri, filed vakalat today.
Next 12.10.2026.
""")
u("backlog/2026-10/inam writ hearing 12-10-26.docx", "typed_note_docx", L, "2026-10-12", ["C03"], ["C03-H05"], """
W.P. 201455/2025 - 12.10.2026 - Deshpande J
Original records produced by AGA in a sealed cover. Judge read the khasra pahani 1954-55 himself: "Bheemappa Pujari
is shown as pattadar and kabzedar, Atiyat No. 1137". Asked Annigeri (R4) how the temple committee came in 2023 when
the regrant was 1998. Argued for 30 minutes: AC had no power to cancel after 25 years without notice to us.
Part heard. Next 11.01.2027 (after Dasara and winter).
""")
u("backlog/2027-01/20270111_180233.jpg", "handwritten_note_photo", L, "2027-01-11", ["C03"], ["C03-H06"], """
11/1/27 HC inam WP - Annigeri argued for R4 (temple committee resolution 2023) - half. Time over at 4.30.
Judge: "final hearing next date, both sides 20 min each".
Next 15/2/27
""")

# ---------------- C04 Lakshmibai MACT
u("backlog/2026-04/MVC 1187 PW1 17.04.docx", "typed_note_docx", L, "2026-04-17", ["C04"], ["C04-H03"], """
MVC 1187/2025 Lakshmibai v. Mohammed Yunus & New India - 17.04.2026 - Quadri sir
PW1 Lakshmibai affidavit filed in lieu of chief. Ex.P1 to P12: FIR (Jewargi PS Cr. 118/2025), spot mahazar, charge
sheet against the container driver, PM report, DL of Chandrakant, salary certificate Rs. 18,000 p.m. from owner
Ningappa, Aadhaar of claimants. Sir asked "salary ka proof only certificate? bank statement laao".
Claim Rs. 48,00,000. Next 19.06.2026 cross.
""")
u("backlog/2026-06/Lakshmibai cross 19 june.txt", "typed_note_txt", L, "2026-06-19", ["C04"], ["C04-H04"], """
19/6/26 MACT - PW1 Lakshmibai crossed by Navadgi (New India). Suggestions: our lorry was parked on the carriageway
without parking lights, so contributory negligence 50%; deceased earned only Rs. 10,000. Denied all.
She cried - Kannada only, interpreter. Sir asked us to examine the owner Ningappa for salary.
Next 4.9.26 PW2
""")
u("backlog/2026-09/IMG20260904_152218.jpg", "handwritten_note_photo", L, "2026-09-04", ["C04"], ["C04-H05"], """
4/9 MVC 1187 - PW2 Ningappa (owner of KA-32-C-xxxx) examined. Salary Rs. 18,000 + bhatta Rs. 300/day. Cross: no
salary register. Bank stmt of Chandrakant marked Ex.P13. PE closed.
Next 9/10 RW1
""")
u("backlog/2026-12/MACT args Lakshmibai 4.12.docx", "typed_note_docx", L, "2026-12-04", ["C04"], ["C04-H07"], """
MVC 1187/2025 - arguments - 04.12.2026
Argued: charge sheet only against the container driver (R1's vehicle); spot mahazar shows our lorry on the
shoulder with hazard lamps; no contributory negligence. Income Rs. 18,000 + future prospects 40% (age 38),
deduction 1/4 (4 dependants), multiplier 15. Cited Pranay Sethi and Sarla Verma.
Navadgi sought time to argue - "written arguments denge". Quadri sir gave time. Next 22.01.2027.
""")
u("backlog/2027-01/MVC 1187-2025 order sheet 22.01.2027.pdf", "certified_order_sheet_scan", "MACT, Kalaburagi", "2027-01-25", ["C04"], ["C04-H08"], """
IN THE COURT OF THE II ADDL. DISTRICT & SESSIONS JUDGE AND MEMBER, M.A.C.T., KALABURAGI
M.V.C. No. 1187/2025                                  22.01.2027
Case called out. Claimants by V.S.K. R1 ex parte. R2 by A.K.N.
Counsel for R2 argued; written arguments filed. Reply by claimants' counsel heard. Arguments concluded.
For judgment, put up on 26.02.2027.
""")
u("backlog/2027-02/call Ravi Lakshmibai son 2 feb.txt", "typed_note_txt", L, "2027-02-02", ["C04"], [], """
2 Feb - Ravi (Lakshmibai's son) called. Asked when the amount will come. Told him judgment on 26.02.2027; after
award insurer deposits in 30-60 days. He asked about the school fees of the younger one - told him to ask for
interim? no - award is near. Wants to come to chamber on Saturday with the bank passbook (joint a/c needed).
""")

# ---------------- C05 Kalyani Agro cheque case
u("backlog/2026-06/kalyani CW1 8 june.txt", "typed_note_txt", L, "2026-06-08", ["C05"], ["C05-H03"], """
8.6.26 CC 2214/25 Kalyani Agro v. Abdul Rafiq - JMFC-II, Patil madam
CW1 Sharanu Malkhed affidavit; Ex.P1 cheque, P2 return memo, P3 notice, P4 postal ack, P5 ledger marked.
Irfan Inamdar cross part: "cheque was given as security, blank" - denied. Cross to continue.
Next 13.7.26
""")
u("backlog/2026-08/CC 2214-2025 order 17.08.2026.pdf", "certified_order_sheet_scan", "II Additional Civil Judge & JMFC, Kalaburagi", "2026-08-19", ["C05"], ["C05-H05"], """
IN THE COURT OF THE II ADDITIONAL CIVIL JUDGE & J.M.F.C., KALABURAGI
C.C. No. 2214/2025                                    17.08.2026
Complainant present. Accused present. Cross-examination of CW1 by the learned counsel for the accused is concluded.
Complainant's evidence closed. Put up on 05.10.2026 for recording statement of accused u/s 351 BNSS.
""")

# ---------------- C06 Hiremath 498A
u("backlog/2026-02/CC 733-2024 order 25.02.2026.pdf", "certified_order_sheet_scan", "Principal Civil Judge & JMFC, Kalaburagi", "2026-02-27", ["C06"], ["C06-H01"], """
IN THE COURT OF THE PRINCIPAL CIVIL JUDGE & J.M.F.C., KALABURAGI
C.C. No. 733/2024                                     25.02.2026
A1 to A3 present. APP present. Charge under sections 498A, 504, 506 r/w 34 IPC and sections 3 and 4 of the D.P. Act
framed, read over and explained to the accused in Kannada. Accused pleaded not guilty and claim to be tried.
Issue summons to PW1 and PW2. Put up on 01.04.2026 for evidence.
""")
u("backlog/2026-04/IMG-20260424-WA0015.jpg", "handwritten_note_photo", K, "2026-04-24", ["C06", "C08"], ["C06-H02", "C08-H02"], """
ದಿನಚರಿ ಪುಸ್ತಕ - ಶಂಕ್ರಪ್ಪ
೦೧.೦೪.೨೦೨೬  ಸಿ.ಸಿ. ೭೩೩/೨೦೨೪ ಹಿರೇಮಠ - ಸಾಕ್ಷಿ ೧ ಗೈರು, ಸಮನ್ಸ್. ಮುಂದಿನ ದಿನಾಂಕ ೧೦.೦೬.೨೦೨೬
೨೪.೦೪.೨೦೨೬  ಗ್ರಾಹಕ ದೂರು ೩೮/೨೦೨೫ ಶರಣಪ್ಪ ಕಲಗಿ - ದೂರುದಾರರ ಪ್ರಮಾಣಪತ್ರ ಸಾಕ್ಷ್ಯ ಸಲ್ಲಿಕೆ. ಮುಂದಿನ ದಿನಾಂಕ ೩೧.೦೭.೨೦೨೬
""")
u("backlog/2026-06/IMG_20260610_141020.jpg", "handwritten_note_photo", L, "2026-06-10", ["C06"], ["C06-H03"], """
10/6 CC 733/24 Hiremath dowry - PW1 Savita chief by APP Vidya Patil. Says Rs. 2 lakh + 10 tola gold demanded after
marriage (2021), beaten on 14.02.2023. Our cross - defer request allowed (papers of her earlier complaint needed).
Joshi sir: "next date cross compulsory". Next 15/7
""")
u("backlog/2026-07/Savita PW1 cross 15.07.2026.docx", "typed_note_docx", L, "2026-07-15", ["C06"], ["C06-H04"], """
C.C. 733/2024 - PW1 Savita - cross by me - 15.07.2026
- Admitted she left the matrimonial house on 02.03.2023, complaint only on 18.04.2023 (46 days later).
- Admitted no medical treatment for the alleged 14.02.2023 assault.
- Admitted A3 (sister-in-law? no - A3 is mother-in-law Gangamma) lives separately in Shahabad - "sometimes she came".
- Admitted her earlier complaint at the Mahila Sahaya Vani was closed after counselling.
Next 26.08.2026 PW2 (her father Gurappa).
""")
u("backlog/2026-08/hiremath PW2 26.8.txt", "typed_note_txt", L, "2026-08-26", ["C06"], ["C06-H05"], """
26.8.26 Hiremath 498A - PW2 Gurappa (father) chief + cross same day. He says he paid Rs. 2 lakh to Prakash in 2022
"in cash, no receipt". Cross: no bank withdrawal, no witness. Admitted panchayat (hiriyaru) meeting in 2023
where daughter "wanted separate house". Good for us.
APP: next IO. Next 2.12.2026
""")
u("backlog/2026-12/IMG-20261204-WA0002.jpg", "handwritten_note_photo", K, "2026-12-04", ["C06", "C04"], ["C06-H06", "C04-H07"], """
ದಿನಚರಿ ಪುಸ್ತಕ - ಶಂಕ್ರಪ್ಪ
೦೨.೧೨.೨೦೨೬  ಸಿ.ಸಿ. ೭೩೩/೨೦೨೪ ಹಿರೇಮಠ - ತನಿಖಾಧಿಕಾರಿ ಗೈರು. ಸಮನ್ಸ್. ಮುಂದಿನ ದಿನಾಂಕ ೨೭.೦೧.೨೦೨೭
೦೪.೧೨.೨೦೨೬  ಎಂ.ವಿ.ಸಿ. ೧೧೮೭/೨೦೨೫ ಲಕ್ಷ್ಮೀಬಾಯಿ - ವಾದ. ವಿಮಾ ಕಂಪನಿ ಸಮಯ. ಮುಂದಿನ ದಿನಾಂಕ ೨೨.೦೧.೨೦೨೭
""")

# ---------------- C07 Sameer anticipatory bail (disposed)
u("backlog/2026-03/sameer AB 4.3.26.docx", "typed_note_docx", L, "2026-03-04", ["C07"], ["C07-H01"], """
Crl. Misc. 512/2026 Sameer Khan & Shahnaz Begum v. State - PDJ Manjunath sir - 04.03.2026
Filed u/s 482 BNSS. FIR 42/2026 Women PS - BNS 85 (old 498A), 115(2), 351(2), DP Act 3, 4.
Argued interim: no custodial interrogation needed, mother 61 yrs with diabetes. PP Hiremath: notice.
Interim protection till next date - not to be arrested. PP to file objections. Next 12.03.2026.
""")
u("backlog/2026-03/IMG20260312_161140.jpg", "handwritten_note_photo", L, "2026-03-12", ["C07"], ["C07-H02"], """
12/3 Sameer AB - PP objections filed: "demand of motorcycle, assault, medical certificate". Argued part - MLC shows
simple injury, no dowry article recovery needed. Sir: orders 25/3. Interim extended.
""")
u("backlog/2026-03/Crl Misc 512-2026 order 25.03.2026.pdf", "certified_order_sheet_scan", "Principal District & Sessions Judge, Kalaburagi", "2026-03-27", ["C07"], ["C07-H03"], """
IN THE COURT OF THE PRINCIPAL DISTRICT AND SESSIONS JUDGE AT KALABURAGI
Crl. Misc. No. 512/2026                               Dated 25.03.2026
ORDER: The petition is allowed. In the event of arrest in Cr. No. 42/2026 of Women Police Station, Kalaburagi, the
petitioners shall be released on bail on each executing a personal bond for Rs. 1,00,000/- with one surety for the
like sum, on conditions: (i) surrender before the IO within 15 days, (ii) not tamper with the prosecution
witnesses, (iii) mark attendance before the IO on the first Sunday of every month for 3 months, (iv) not leave the
jurisdiction without permission.                               Principal District & Sessions Judge
""")

# ---------------- C08 seed company consumer complaint
u("backlog/2026-02/seed case 27 feb.txt", "typed_note_txt", L, "2026-02-27", ["C08"], ["C08-H01"], """
27.2.26 State Commission circuit bench (sits here only last Friday) - CC 38/2025 Kalagi & 6 v. Samruddhi Hybrid Seeds
OP1 version filed by Deepak Rao (came from Bengaluru): seed was fine, farmers sowed late and rain failed; farmers
are not consumers as they grow for sale (!). OP2 dealer (Sri Revanasiddeshwara Agro, Afzalpur) absent.
Claim Rs. 14,70,000 (41 acres). Next 24.04.2026 our affidavit evidence.
""")
u("backlog/2026-07/seed case OP evidence 31.07.docx", "typed_note_docx", L, "2026-07-31", ["C08"], ["C08-H03"], """
CC 38/2025 - 31.07.2026 - State Commission circuit bench
OP1 filed affidavit evidence of its regional manager. Our ADA field report (germination 31%) marked as Ex.C9.
Deepak Rao wants the Seed Inspector to be cross-examined - bench said "file an application, we will see".
Next 25.09.2026 written arguments.
""")
u("backlog/2026-09/PXL_20260925_131804.jpg", "handwritten_note_photo", L, "2026-09-25", ["C08"], ["C08-H04"], """
25/9 seed CC 38 - our written arguments filed (22 pages). Deepak Rao: "written args 4 weeks". Bench gave time -
"no further time". Afzalpur farmers came in a tempo - 5 of them.
Next 20/11
""")
u("backlog/2026-11/notes 20-23 nov.docx", "typed_note_docx", L, "2026-11-23", ["C08", "C05"], ["C08-H05", "C05-H07"], """
Fri 20.11.2026 - seed case CC 38/2025 (circuit bench): argued orally 40 min on the ADA report and Sec. 2(7) - farmers
are consumers (Nandu Sopan? no - cite National Seeds Corpn v. M. Madhusudhan Reddy). Deepak Rao absent, his junior
said "sir is in Bengaluru". OP written arguments still not filed. Next 29.01.2027.

Mon 23.11.2026 - Kalyani cheque CC 2214/2025 (JMFC-II): DE stage. Rafiq absent again - exemption petition by Irfan
Inamdar, "out of station - Hyderabad". Allowed. Madam: accused must be present. Next 18.01.2027.
""")
u("backlog/2027-02/CC 38-2025 order 29.01.2027.pdf", "certified_order_sheet_scan", "Karnataka State Consumer Disputes Redressal Commission, Circuit Bench, Kalaburagi", "2027-02-01", ["C08"], ["C08-H06"], """
KARNATAKA STATE CONSUMER DISPUTES REDRESSAL COMMISSION, BENGALURU - CIRCUIT BENCH AT KALABURAGI
Complaint No. 38/2025                                 Date: 29.01.2027
Complainants by Sri V.S. Kolkur. OP1 by Sri Deepak Rao. OP2 placed ex parte.
Written arguments of OP1 filed. Arguments of both sides heard. Reserved for orders. Call on 26.03.2027.
""")

# ---------------- junior Ayesha's chats
u("backlog/2026-08/WhatsApp Chat with Ayesha Jr Adv.txt", "whatsapp_export", J, "2026-08-05", ["C04", "C05", "C02", "C01"], ["C04-H01", "C05-H01", "C02-H04", "C05-H04", "C01-H05"], """
06/02/26, 12:41 pm - Ayesha Jr Adv: Sir MVC 1187 Lakshmibai - insurance objections file kiye Navadgi sir. R1 owner Yunus absent, ex parte kar diye. Agla date 13.03.2026 issues
06/02/26, 12:43 pm - Veeresh Adv: ok. Tell Ravi to bring the salary certificate
09/02/26, 11:58 am - Ayesha Jr Adv: Kalyani cheque case - accused Rafiq absent sir, summons served tha. Madam warrant issue kiye. Next 16.03.2026
23/06/26, 3:10 pm - Ayesha Jr Adv: Nizam suit - issues frame hue sir, 4 issues. Interest 18% ka bhi issue hai. Next 28.07.2026 PW1
23/06/26, 3:11 pm - Veeresh Adv: Good. Affidavit ready karo
13/07/26, 1:22 pm - Ayesha Jr Adv: Kalyani 138 - Rafiq nakko aaya sir, Irfan sir exemption petition diye "accused unwell". Madam allowed but warned. Cross nahi hua. Next 17.08.2026
05/08/26, 12:05 pm - Ayesha Jr Adv: Dal mill OS 118 - Commissioner report file nahi hua sir. Mahantesh sir time maange. Next 09.09.2026
05/08/26, 12:06 pm - Veeresh Adv: Call Deshmukh sir and ask by when
""")
u("backlog/2027-02/WhatsApp Chat with Ayesha Jr Adv (2).txt", "whatsapp_export", J, "2027-01-27", ["C05", "C04", "C06"], ["C05-H06", "C04-H06", "C05-H08", "C06-H07"], """
05/10/26, 1:02 pm - Ayesha Jr Adv: Sir Kalyani cheque - 351 BNSS statement recorded. Rafiq ne sab deny kiya, bolre cheque security ka tha. DE ke liye next 23.11.2026
09/10/26, 4:15 pm - Ayesha Jr Adv: MVC 1187 - RW1 insurance AO examined sir. Uska cross maine kiya, admitted no investigation report of their own. Next 04.12.2026 arguments
09/10/26, 4:16 pm - Veeresh Adv: Shabash
18/01/27, 12:30 pm - Ayesha Jr Adv: Kalyani 138 again Rafiq absent sir!! Exemption "unwell". Madam said last chance, next time NBW. Next 10.02.2027 DE
27/01/27, 2:48 pm - Ayesha Jr Adv: Hiremath 498A - IO again absent sir, election duty. Joshi sir issued warrant to IO. Next 03.03.2027
27/01/27, 2:50 pm - Veeresh Adv: ok. Inform Prakash
""")

# ---------------- week plan and cause list
u("backlog/2027-02/Plan 8-13 Feb.docx", "typed_note_docx", L, "2027-02-06", ["C01", "C05", "C03", "C02", "C04"], [], """
WEEK 8-13 Feb 2027
Wed 10.02 - Prl Sr CJ: dal mill OS 118/2025 - PW1 cross (prepare Basavaraj: P&L 2023-24, 62.4 lakh)
Wed 10.02 - JMFC-II: Kalyani cheque CC 2214/2025 - DE; if Rafiq absent press for NBW (last chance given)
Mon 15.02 - HC Kalaburagi: inam WP 201455/2025 - final hearing, 20 min (Ayesha: compilation of Atiyat rulings)
Tue 16.02 - II Addl SCJ: Nizam OS 406/2025 - DW1
26.02 - MACT Lakshmibai judgment. Ravi passbook.
""")
u("backlog/2027-02/JMFC-II cause list 10.02.2027.pdf", "cause_list_pdf", "Courts at Kalaburagi", "2027-02-09", ["C05"], [], """
IN THE COURT OF THE II ADDITIONAL CIVIL JUDGE & JMFC, KALABURAGI - CAUSE LIST FOR 10.02.2027 (WEDNESDAY)
Sl. Case No.            Parties                                          Stage
1   C.C. 1876/2024      Shree Basava Souharda Co-op vs Irappa Dodmani    Evidence
2   C.C. 2214/2025      Kalyani Agro Agencies vs Abdul Rafiq             Defence evidence
3   P.C. 77/2026        Sangamesh Pattedar vs Rahul Jadhav               Sworn statement
4   C.C. 3012/2025      Mahalaxmi Credit Co-op vs Suresh Pawar           Appearance of accused
5   Crl.Misc. 88/2027   Anjali Teggi vs State                            Objections
""")
