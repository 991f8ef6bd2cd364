"""The uploads of the Silchar practice: what the lawyer, the junior Rupam and the mohurir Haripada actually kept."""

L, J, M = "Debashis Purkayastha", "Rupam Nath", "Haripada Das (mohurir)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents (before and around the cases)
u("backlog/2019-09/FT notice Sunil Namasudra 411-2019.pdf", "document_scan", "Foreigners' Tribunal 2nd, Silchar", "2019-09-10", ["C01"], [], """
BEFORE THE FOREIGNERS' TRIBUNAL 2ND, SILCHAR, CACHAR
F.T. Case No. 411/2019          (Ref. No. 1322/2018 of the Superintendent of Police (Border), Cachar)
NOTICE TO THE OPPOSITE PARTY
To: Sri Sunil Chandra Namasudra, s/o Lt. Harendra Namasudra, vill. Jalalpur Pt-II, P.S. Kalain, Dist. Cachar
Whereas a reference has been received alleging that you are a person who entered into Assam from the specified
territory (now Bangladesh) after 25.03.1971 without valid documents, you are hereby called upon to appear before
this Tribunal on 04.10.2019 and to file your written statement and documents showing that you are not a foreigner.
The burden of proof lies on you under Section 9 of the Foreigners Act, 1946.
Dated Silchar the 10th September, 2019.                      Member, Foreigners' Tribunal 2nd, Silchar
""")
u("backlog/2025-12/IMG_20251202_113045.jpg", "document_photo", "Election Branch, Office of the Deputy Commissioner, Cachar", "2025-12-02", ["C01"], [], """
ELECTORAL ROLL 1965 (certified copy)      No. 11 Katigorah Assembly Constituency
Part No. 38  Village: Jalalpur   Mouza: Kalain   Sub-Division: Silchar
Sl. 212  Abhiram Namasudra   father: Gobinda Namasudra   age 42   male
Sl. 213  Sabitri Namasudra   husband: Abhiram Namasudra  age 35   female
Certified to be a true copy. Copy issued on 01.12.2025.       sd/- Election Officer, Cachar, Silchar
""")
u("backlog/2025-03/Jamabandi Patta 77 Udharbond.pdf", "document_scan", "Circle Office, Udharbond", "2025-03-28", ["C02"], [], """
GOVERNMENT OF ASSAM - OFFICE OF THE CIRCLE OFFICER, UDHARBOND REVENUE CIRCLE, CACHAR
Certified copy of Jamabandi (Periodic Patta)
Mouza: Udharbond     Village: Sonachera Pt-III     Periodic Patta No. 77
Pattadar: Md. Abdul Hannan Barbhuiya s/o Lt. Abdul Khalique Barbhuiya (by settlement of 1998)
Dag No. 412 (old) / 581 (new)   Class of land: Basti & Bari   Area: 2 bigha 3 katha 5 lecha
Land revenue paid up to 2024-25.
Copy issued 28.03.2025                                   sd/- Supervisor Kanungo, Udharbond
""")
u("backlog/2025-04/Plaint TS Hannan vs Sonachera final.docx", "typed_note_docx", L, "2025-04-10", ["C02"], [], """
IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION) NO. 1, CACHAR, SILCHAR
Title Suit No. ____ / 2025
Md. Abdul Hannan Barbhuiya ... Plaintiff
 -versus-
1. Sonachera Tea Company Pvt. Ltd., owner of Sonachera Tea Estate, through its Manager
2. The Manager, Sonachera Tea Estate      3. The State of Assam, through the Deputy Commissioner, Cachar
SUIT FOR DECLARATION OF RIGHT, TITLE AND INTEREST AND PERMANENT INJUNCTION
1. The plaintiff is the pattadar of 2 bigha 3 katha 5 lecha of land covered by Dag No. 412 of Periodic Patta
No. 77, Mouza Udharbond, by settlement of 1998, and has been in khas possession, with his homestead and betel-nut
(supari) garden on it.
2. In March 2025 the labourers of defendant No. 1, under the garden babu, entered the land, cut a drain and planted
young tea bushes on about one bigha, claiming that the land is within the tea estate's grant.
3. The land is outside the grant of the estate; the estate never paid revenue for it.
PRAYER: declaration of right, title and interest; permanent injunction; costs. Valuation for court fee Rs. 3,20,000.
Verified at Silchar on 10.04.2025.
""")
u("backlog/2025-12/WS D1-D3 TS 132-2024 Paul.pdf", "document_scan", "Shri Mrinal Kanti Nath, Advocate (for D1-D3)", "2025-12-12", ["C03"], [], """
IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION) NO. 2, CACHAR, SILCHAR
Title Suit No. 132/2024     Smt. Gitarani Paul ... Plaintiff   -vs-   Nitai Chandra Paul & 3 Ors. ... Defendants
WRITTEN STATEMENT ON BEHALF OF DEFENDANTS NO. 1, 2 AND 3
1. The suit is bad for want of cause of action and is not maintainable.
2. After the death of Lt. Gopal Chandra Paul in 2019 the family made an oral family settlement (batwara) in 2020,
reduced into a memorandum dated 15.02.2020, by which the plaintiff received gold ornaments and Rs. 2,00,000 in cash
and relinquished her share in the homestead at Tarapur (Dag No. 1120) and the Borkhola paddy land.
3. The plaintiff, a married daughter, cannot now claim 1/5th share.
4. Defendant No. 4 Bapi Paul is colluding with the plaintiff.
Verified at Silchar 12.12.2025.        Advocate for D1-D3
""")
u("backlog/2025-06/return memo AGVB Rajib Choudhury.pdf", "document_scan", "Assam Gramin Vikash Bank, Link Road branch, Silchar", "2025-06-18", ["C04"], [], """
ASSAM GRAMIN VIKASH BANK   Branch: Link Road, Silchar
CHEQUE RETURN MEMO                                  Date: 18.06.2025
Cheque No. 604117 dated 12.06.2025 for Rs. 4,80,000/- (Rupees four lakh eighty thousand only)
drawn by Rajib Choudhury on SB A/c No. 7025xxxxxx, presented by M/s Maa Tara Hardware Stores.
RETURNED UNPAID - Reason: Funds Insufficient
                                          Branch Manager
""")
u("backlog/2025-07/legal notice Rajib Choudhury 138.docx", "typed_note_docx", L, "2025-07-02", ["C04"], [], """
DEBASHIS PURKAYASTHA, Advocate, Silchar
By Regd. Post with A/D                                   Dated: 02.07.2025
To: Sri Rajib Choudhury, Govt. contractor, Ambicapatty, Silchar-4
Sub: Notice u/s 138 of the Negotiable Instruments Act, 1881
Under instructions from my client M/s Maa Tara Hardware Stores, Sonai Road, Silchar, through its proprietor Sri Bablu
Saha: you took cement, rods and GI sheets on credit for your PWD work at Masimpur and towards the dues issued cheque
No. 604117 dated 12.06.2025 for Rs. 4,80,000/- on Assam Gramin Vikash Bank, Link Road branch, which was returned
unpaid for "funds insufficient" on 18.06.2025. You are called upon to pay the said sum within 15 days of receipt.
                                                       Advocate
""")
u("backlog/2025-06/PM report Jamal Uddin SMCH.pdf", "document_scan", "Silchar Medical College & Hospital, Dept. of Forensic Medicine", "2025-06-04", ["C05"], [], """
SILCHAR MEDICAL COLLEGE & HOSPITAL, SILCHAR - DEPARTMENT OF FORENSIC MEDICINE
POST MORTEM REPORT No. PM/1142/2025          Date: 04.06.2025
Deceased: Md. Jamal Uddin Laskar, s/o Md. Abdul Matin Laskar, age about 34 yrs, r/o Fulertal, P.S. Lakhipur
Brought by: SI Prabir Das, Lakhipur P.S. (Lakhipur P.S. Case No. 164/2025)
History: auto-rickshaw hit by a truck (AS-11-C-xxxx) on NH-37 near Fulertal on 03.06.2025 at about 7.30 PM.
Opinion: death due to shock and haemorrhage from injuries to the head and chest, ante-mortem, caused by blunt force.
""")
u("backlog/2026-04/IMG20260410183512.jpg", "document_photo", "Silchar Medical College & Hospital (Surgery OPD)", "2026-04-10", ["C06"], [], """
SMCH SILCHAR - INJURY REPORT (copy)      Reg. No. SUR/4471/26
Name: Abdul Mannan, 44 yrs, vill. Kochpur, P.S. Sonai     Date of examination: 01.04.2026
Injuries: 1) lacerated wound 3 cm x 1 cm on left forearm  2) abrasion on left shoulder
Nature: SIMPLE, caused by blunt weapon.  Discharged on 03.04.2026.
sd/- Medical Officer, Dept. of Surgery, SMCH
""")
u("backlog/2023-09/rent receipt Shahjahan Sept 2023.jpg", "document_photo", "Sri Pradip Kumar Dutta", "2023-09-07", ["C07"], [], """
RENT RECEIPT   No. 046                                   Date 07.09.2023
Received from Md. Shahjahan Uddin (Shahjahan Telecom) the sum of Rs. 6,500/- (six thousand five hundred)
being rent of the shop room at Premtala, Silchar for the month of August 2023.
                                              sd/- P. K. Dutta (landlord)
""")
u("backlog/2025-03/quit notice Shahjahan Telecom.pdf", "document_scan", "Debashis Purkayastha (advocate's notice)", "2025-03-05", ["C07"], [], """
DEBASHIS PURKAYASTHA, Advocate, Silchar                   Dated 05.03.2025
To: Md. Shahjahan Uddin, prop. Shahjahan Telecom, shop room at Premtala, Silchar
NOTICE under the Assam Urban Areas Rent Control Act, 1972
Under instructions of my client Sri Pradip Kumar Dutta: you are a tenant of the shop room on a monthly rent of
Rs. 6,500/-. You have not paid the rent since October 2024 and are a defaulter within the meaning of Section 5 of the
Act. Further my client bona fide requires the shop room for his son Rahul Dutta to run a medicine shop. You are asked
to clear the arrears and vacate the shop room by 30.04.2025.
                                                       Advocate
""")
u("backlog/2025-11/FT 6th exparte opinion Anil Chandra Das.pdf", "document_scan", "Foreigners' Tribunal 6th, Silchar", "2025-11-14", ["C08"], [], """
BEFORE THE FOREIGNERS' TRIBUNAL 6TH, SILCHAR
F.T. Case No. 905/2017     State vs Anil Chandra Das, s/o Lt. Jogesh Chandra Das, vill. Borkhola
OPINION (EX PARTE)
The opposite party appeared once, on 12.03.2018, and thereafter remained absent; no written statement or documents
were filed. The OP has failed to discharge the burden under Section 9 of the Foreigners Act, 1946. He is declared a
foreigner who entered Assam after 25.03.1971. The SP (Border), Cachar to take steps as per law.
Dated 14.11.2025                                            Member, Foreigners' Tribunal 6th, Silchar
""")
u("backlog/2026-07/WhatsApp Image 2026-07-20 at 13.05.44.jpeg", "document_photo", "Assam State Legal Services Authority", "2026-07-20", ["C08"], [], """
ASSAM STATE LEGAL SERVICES AUTHORITY, GUWAHATI
MONEY RECEIPT No. 2219      Date 20.07.2026
Received from Anil Chandra Das (WP(C) 2871/2026) the sum of Rs. 5,000/- (five thousand) towards costs as per order of
the Hon'ble Gauhati High Court dated 07.07.2026.       Accounts Officer
""")

# ---------------- C01 Sunil Namasudra FT
u("backlog/2025-12/IMG_20251210_165210.jpg", "handwritten_note_photo", L, "2025-12-10", ["C01"], ["C01-H01"], """
10/12/25  FT 2nd - Deb saab
FT 411/19 Sunil Namasudra (Jalalpur)
DW1 Sunil - affidavit in chief filed, hazira dilam. Exhibited: 1965 voter list (Abhiram - grandfather) Ex D-1,
1971 sale deed of Abhiram Ex D-2, 1997 voter list (father) Ex D-3, school cert Ex D-4.
GP Choudhury cross defer korlo. Member saab kaila OP must be present in person every date - na aile order hobe.
Tarikh porse 21.1.26. Sunil re janai dilam.
""")
u("backlog/2026-01/IMG-20260121-WA0007.jpg", "handwritten_note_photo", M, "2026-01-21", ["C01"], ["C01-H02"], """
২১.০১.২০২৬ বুধবার
ফরেনার্স ট্রাইবুনাল ২য় - এফ.টি. ৪১১/২০১৯ সুনীল চন্দ্র নমঃশূদ্র
সুনীলবাবুর জেরা হইল (DW1)। সরকারি উকিল বাবার নাম নিয়া প্রশ্ন করলেন - ভোটার লিস্টে "Haren" আর "Harendra"।
মক্কেল হাজির ছিলেন।
পরবর্তী তারিখ 25.02.2026 - DW2 গাঁওবুড়া
- হরিপদ
""")
u("backlog/2026-04/FT 411 DW2 gaonburah 8 april.txt", "typed_note_txt", L, "2026-04-08", ["C01"], ["C01-H04"], """
08.04.2026 wed - FT 2nd Silchar - FT 411/2019 Sunil Ch. Namasudra
DW2 Kalipada Das (gaonburah, Jalalpur) examined. Proved his certificate Ex D-6: Sunil is s/o Harendra @ Haren,
family living in the village since before 1971.
GP cross: gaonburah since 2004 only, knows from "hearsay of elders".
Member saab kaila: gaonburah certificate by itself is no proof of citizenship, the linkage must come from public
documents - so keep the 1997 roll and the land records ready.
OP hazir. ND 20.5.26 for DW3.
""")
u("backlog/2026-05/FT 411-2019 order 20.05.2026.pdf", "certified_order_sheet_scan", "Foreigners' Tribunal 2nd, Silchar", "2026-05-22", ["C01"], ["C01-H05"], """
BEFORE THE FOREIGNERS' TRIBUNAL 2ND, SILCHAR, CACHAR
F.T. Case No. 411/2019 (Ref. No. 1322/2018 of SP (Border), Cachar)
State of Assam  -vs-  Sri Sunil Chandra Namasudra
20.05.2026
OP is present in person along with his Ld. counsel Shri D. Purkayastha. Ld. Govt. Pleader Shri A. K. Choudhury present.
DW-3 Sri Niranjan Namasudra (uncle of the OP) examined and cross-examined. The OP relies on the electoral roll of 1965
(Ex. D-1). To verify the same, the Election Officer, Cachar is requested to produce the original electoral roll of 1965
of Part No. 38, Jalalpur, or to send a report on the entries at Sl. 212 and 213.
OP to remain present in person on the next date.
Fixed 15.07.2026 for report and further OP evidence.
                                             Member, Foreigners' Tribunal 2nd, Silchar
""")
u("backlog/2026-07/FT Sunil 15.07.2026.docx", "typed_note_docx", L, "2026-07-15", ["C01"], ["C01-H06"], """
15.07.2026 - FT 2nd - FT Case 411/2019 - Sunil Chandra Namasudra
Election branch report came: entries Sl. 212 Abhiram and Sl. 213 Sabitri in the 1965 roll of Jalalpur verified as
genuine. Big relief.
OP evidence closed by our petition. Member saab asked both sides to be ready with arguments; also asked us to file
a chart of the linkage (Abhiram - Harendra @ Haren - Sunil) with exhibit numbers.
ND 09.09.2026 for arguments. Sunil babu khushi, mithai anlo.
""")
u("backlog/2026-09/IMG_20260909_141801.jpg", "handwritten_note_photo", L, "2026-09-09", ["C01"], ["C01-H07"], """
9/9/26 FT 2nd
Sunil FT - amar argument 40 min: 1965 roll verified, sale deed 1971, 1997 roll father, gaonburah.
Linkage chart dilam. GP Choudhury ready na, somoy nilo.
Member saab: next date GP argue korbo, no more time.
Tarikh porse 25.11.26.
""")
u("backlog/2026-11/sunil FT args 25.11.txt", "typed_note_txt", L, "2026-11-25", ["C01"], ["C01-H08"], """
25.11.26 wed - FT 411/2019 Sunil Namasudra - GP's arguments
GP Choudhury argued 30 min: father shown as "Haren Namasudra" in the 1997 roll but "Harendra" in the school certificate,
so linkage doubtful; sale deed of 1971 not registered before 25.03.1971 (registered 19.03.1971 - actually before!).
My reply in part: Haren is the short form, gaonburah Ex D-6 says "Harendra @ Haren"; deed date 19.03.1971 is before cut-off.
Member saab asked for short written notes of argument from both sides on next date.
ND 18.12.2026 - reply args / order. OP hazir.
""")
u("backlog/2026-11/FT 411-2019 order 25.11.2026.pdf", "certified_order_sheet_scan", "Foreigners' Tribunal 2nd, Silchar", "2026-11-27", ["C01"], ["C01-H08"], """
BEFORE THE FOREIGNERS' TRIBUNAL 2ND, SILCHAR, CACHAR
F.T. Case No. 411/2019
State of Assam  -vs-  Sri Sunil Chandra Namasudra
25.11.2026
OP is present in person. Ld. counsel for the OP and Ld. Govt. Pleader present.
Heard the Ld. Govt. Pleader. Heard the Ld. counsel for the OP in reply in part. Both sides to file written notes of
argument on the next date. The OP shall produce the original sale deed dated 19.03.1971 for perusal.
Fixed 18.12.2026 for reply arguments and order.
                                             Member, Foreigners' Tribunal 2nd, Silchar
""")

# ---------------- C02 Hannan bagan patta suit
u("backlog/2025-12/IMG-20251215-WA0011.jpg", "handwritten_note_photo", M, "2025-12-15", ["C02"], ["C02-H01"], """
১৫.১২.২০২৫ সোমবার
সিভিল জজ (সি.ডি.) ১নং - টি.এস. ৬১/২০২৫ হান্নান সাহেব বনাম সোনাছড়া টি কোং
কোম্পানি লিখিত জবাব (WS) দিল। নিষেধাজ্ঞার দরখাস্ত (Misc (J) 45/2025) শুনানি হবে।
স্থিতাবস্থা (status quo) চলবে।
পরবর্তী তারিখ 19.01.2026
- হরিপদ
""")
u("backlog/2026-02/TS 61-2025 order 16.02.2026 injunction.pdf", "certified_order_sheet_scan", "Civil Judge (Senior Division) No. 1, Cachar, Silchar", "2026-02-19", ["C02"], ["C02-H03"], """
IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION) NO. 1, CACHAR, SILCHAR
Misc. (J) Case No. 45/2025 arising out of T.S. No. 61/2025
Md. Abdul Hannan Barbhuiya  -vs-  Sonachera Tea Company Pvt. Ltd. & Ors.
16.02.2026
Both sides present through Ld. counsel. Heard on the petition under Order XXXIX Rules 1 and 2 CPC.
The plaintiff holds periodic Patta No. 77 for Dag No. 412; the defendant company has not shown that Dag No. 412 falls
within its grant. The plaintiff has a prima facie case of possession; balance of convenience is in his favour, and
uprooting or planting of tea bushes would cause irreparable loss. Defendants No. 1 and 2 are restrained from planting
tea bushes, digging drains or in any manner altering the nature of the land of Dag No. 412 till disposal of the suit.
Misc. (J) case is disposed of. Put up T.S. No. 61/2025 on 23.03.2026 for framing of issues.
                                        Civil Judge (Senior Division) No. 1, Cachar, Silchar
""")
u("backlog/2026-03/TS 61 issues survey 23.3.docx", "typed_note_docx", L, "2026-03-23", ["C02"], ["C02-H04"], """
23.03.2026 (Mon) - T.S. 61/2025 Hannan v. Sonachera Tea Co. - CJ (SD) No. 1, Bhattacharjee madam
Issues framed (5): title of plaintiff over Dag 412; whether land within grant of the estate; possession; injunction;
relief. Madam pehla jamabandi copy dekhlen, then framed.
Our petition for survey commission allowed - Shri Tapan Kr. Sinha, Advocate Commissioner with a Govt. surveyor (amin)
to demarcate Dag 412 with reference to the estate's grant map. Fee Rs. 6,000 by plaintiff.
ND 11.05.2026 for commission report.
""")
u("backlog/2026-07/hannan survey report PW1 6-7-26.docx", "typed_note_docx", L, "2026-07-06", ["C02"], ["C02-H06"], """
06.07.2026 - T.S. 61/2025 Hannan v. Sonachera Tea Co.
Survey report filed by the Advocate Commissioner: Dag 412 demarcated; of the 2 bigha 3 katha 5 lecha, about
1 bigha 2 katha has young tea bushes planted by the estate, and this portion lies OUTSIDE the estate's grant
boundary (grant map of 1936). Drain cut along the east side of Dag 412.
Dasgupta filed objection - "grant map of 1936 not the latest".
PW1 Hannan - affidavit in chief filed today.
ND 24.8.26 for cross of PW1.
""")
u("backlog/2026-08/bagan case 24.8.txt", "typed_note_txt", L, "2026-08-24", ["C02"], ["C02-H07"], """
24.8.26 mon - bagan case (TS 61/25) - CJ SD-1
PW1 Hannan saab jera by Dasgupta 1 hr: "supari bagan since 1998?" - haan; "revenue receipts?" - produced 2019-2024.
Admitted the estate's labour line is 200 metres away. Otherwise firm.
ND 28.9.26 for PW2 Faruk (neighbour).
""")
u("backlog/2026-11/hannan TS 61 PW2 16.11.txt", "typed_note_txt", L, "2026-11-16", ["C02"], ["C02-H09"], """
16.11.2026 - T.S. 61/2025 Hannan v. Sonachera Tea Co. - CJ (SD) No. 1
PW2 Md. Faruk Ahmed Barbhuiya (neighbour) - jera by Dasgupta done. Faruk firm: tea bushes planted in March 2025
by the garden babu's labourers; before that supari and bamboo on the land.
PE closed by our side.
Next date 11.01.2027 for defendants' evidence (DW - garden manager).
""")
u("backlog/2026-11/correction hannan next date.txt", "typed_note_txt", L, "2026-11-17", ["C02"], [], """
17/11 CORRECTION - bagan case (Hannan v. Sonachera)
Kalke note e ND 11.01.2027 likhsilam - bhul. Haripada peshkar babur kach theke confirm korlo:
sothik tarikh 18.01.2027 (Monday), DE (garden manager).
Hannan saab re phone e janai dilam.
""")

# ---------------- C03 Gita di partition
u("backlog/2025-12/IMG_20251212_151733.jpg", "handwritten_note_photo", L, "2025-12-12", ["C03"], ["C03-H01"], """
12.12.25  CJ SD-2 (Sen saab)
TS 132/24 Gita di partition
WS filed by D1-D3 (Nath babu) - "batwara of 2020", Gita di got gold + Rs 2 lakh, relinquished. No registered deed!
D4 Bapi - no WS, tells Gita di he supports her.
Tarikh porse 23.1.26 for issues.
Gita di re bollam - 1/5 share is her right under HSA; unregistered relinquishment = nothing.
""")
u("backlog/2026-03/IMG-20260313-WA0004.jpg", "handwritten_note_photo", M, "2026-03-13", ["C03"], ["C03-H03"], """
১৩.০৩.২০২৬ শুক্রবার
সিভিল জজ (সি.ডি.) ২নং - টি.এস. ১৩২/২০২৪ গীতারাণী পাল বনাম নিতাই পাল
ইস্যু গঠন হইল (৪টি)। গীতাদির হলফনামা (PW1 affidavit) জমা দিলাম।
পরবর্তী তারিখ 24.04.2026 - সাক্ষী (PW1 জেরা)
- হরিপদ
""")
u("backlog/2026-01/TS 132-2024 order 23.01.2026.pdf", "certified_order_sheet_scan", "Civil Judge (Senior Division) No. 2, Cachar, Silchar", "2026-01-28", ["C03"], ["C03-H02"], """
IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION) NO. 2, CACHAR, SILCHAR
T.S. No. 132/2024       Smt. Gitarani Paul  -vs-  Nitai Chandra Paul & Ors.
23.01.2026
Plaintiff's side present. Ld. counsel for defendants No. 1 to 3 files a petition seeking time on the ground that talks
for an amicable settlement (compromise) are going on between the parties. Plaintiff's side objects, stating there are
no such talks. Time allowed as a last chance.
Fixed 13.03.2026 for framing of issues.
                                        Civil Judge (Senior Division) No. 2, Cachar, Silchar
""")
u("backlog/2026-04/TS 132-2024 order 24.04.2026.pdf", "certified_order_sheet_scan", "Civil Judge (Senior Division) No. 2, Cachar, Silchar", "2026-04-29", ["C03"], ["C03-H04"], """
IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION) NO. 2, CACHAR, SILCHAR
T.S. No. 132/2024       Smt. Gitarani Paul  -vs-  Nitai Chandra Paul & Ors.
24.04.2026
PW-1 present for cross-examination. Ld. counsel for defendants No. 1 to 3 is absent; his junior prays for time on the
ground that compromise talks are going on. This is the second such prayer and the plaintiff denies any talks. Time
is allowed subject to costs of Rs. 1,000/- payable to the plaintiff on the next date.
Fixed 05.06.2026 for cross-examination of PW-1.
                                        Civil Judge (Senior Division) No. 2, Cachar, Silchar
""")
u("backlog/2026-06/Gita di PW1 cross 05.06.26.docx", "typed_note_docx", L, "2026-06-05", ["C03"], ["C03-H05"], """
05.06.2026 - T.S. 132/2024 Gitarani Paul v. Nitai Paul & Ors. - CJ (SD) No. 2
Cost Rs. 1,000 paid by Nath babu in court.
PW1 Gita di cross by Nath babu (1.5 hrs): admitted she got gold ornaments at her marriage in 2004 (stridhan, not in
2020); denied any batwara meeting in Feb 2020; denied signing any memorandum - "ami kuno kagoj e sign dei nai".
Shown a paper dated 15.02.2020 - she said the signature is not hers. Asked for FSL? - think about it.
ND 28.08.2026 for PW2 Satyaranjan Dey (neighbour).
""")
u("backlog/2026-11/gita partition 27.11.26.txt", "typed_note_txt", L, "2026-11-27", ["C03"], ["C03-H07"], """
27.11.26 fri - TS 132/24 Gita di partition - Sen saab
PW2 Satyaranjan Dey jera done - he said no batwara meeting ever happened, Gopal babu's shraddha was in 2019 and the
brothers quarrelled from then. PE closed.
DW1 Nitai - affidavit in chief filed; relies on the "batwara" memorandum of 15.02.2020 (unregistered, unstamped).
Cross of DW1 next date. Tarikh porse 08.01.2027.
To do: application for sending the 15.02.2020 paper to handwriting expert.
""")

# ---------------- C04 Bablu cheque case
u("backlog/2026-03/IMG-20260316-WA0015.jpg", "handwritten_note_photo", M, "2026-03-16", ["C04"], ["C04-H04"], """
১৬.০৩.২০২৬ সোমবার - সি.জে.এম. কাছাড়
সি.আর. কেস ২২১৪/২০২৫ মা তারা হার্ডওয়্যার বনাম রাজীব চৌধুরী (চেক কেস)
আসামী আসেন নাই - উকিল কৌশিকবাবু হাজিরা মাফের দরখাস্ত (exemption) দিলেন, মঞ্জুর।
বাবলুবাবুর হলফনামা (CW1 affidavit) দাখিল হইল।
পরবর্তী তারিখ 27.04.2026
""")
u("backlog/2026-02/CR 2214-2025 order 09.02.2026.pdf", "certified_order_sheet_scan", "Chief Judicial Magistrate, Cachar, Silchar", "2026-02-12", ["C04"], ["C04-H03"], """
IN THE COURT OF THE CHIEF JUDICIAL MAGISTRATE, CACHAR, SILCHAR
C.R. Case No. 2214/2025    M/s Maa Tara Hardware Stores  -vs-  Sri Rajib Choudhury
U/s 138 N.I. Act
09.02.2026
Complainant present with Ld. counsel. Accused present on bail with Ld. counsel Shri K. Bhattacharjee.
Particulars of the offence u/s 138 N.I. Act explained to the accused under Section 274 BNSS, to which he pleaded not
guilty and claimed to be tried. Accused states that the cheque was handed over blank as security for a cement supply
deal and no liability of Rs. 4,80,000/- exists.
Fixed 16.03.2026 for complainant's evidence.
                                        Chief Judicial Magistrate, Cachar, Silchar
""")
u("backlog/2026-04/IMG20260427172244.jpg", "handwritten_note_photo", L, "2026-04-27", ["C06", "C04"], ["C06-H03", "C04-H05"], """
27/4/26  mon
1) Rubel jamin - DJ court. CD ailo finally. Injury simple (SMCH report). Goswami saab - jamin hoilo! Rs 20,000 +
   1 surety, Kochpur e jaite parbo na without IO permission, every Monday Sonai PS e hazira.
   Jalil saab (father) kandia dilen. Bond CJM court e kalke.
2) Bablu cheque (CJM) - CW1 Bablu jera by Kaushik babu - part. Suggestion: blank security cheque for cement deal -
   Bablu denied, ledger dekhailo. Baki jera 22.6.26.
""")
u("backlog/2026-06/IMG20260622160905.jpg", "handwritten_note_photo", L, "2026-06-22", ["C04", "C02"], ["C04-H06"], """
22.06.26
Bablu cheque - accused again absent, Kaushik babu hazira petition (exemption). CJM saab allowed but Rs 300 khoroch,
warned: "next absence - warrant". CW1 jera hoilo na. ND 10.8.26.
Hannan saab phone korlen (bagan case) - garden babu again labour pathaise for weeding near Dag 412.
Told him: photo lao with date, injunction violation - Or. 39 R. 2A petition dimu. Survey report ailo 6 July e.
""")
u("backlog/2026-08/CR 2214 CW1 cross 10.08.2026.docx", "typed_note_docx", L, "2026-08-10", ["C04"], ["C04-H07"], """
10.08.2026 (Mon) - CJM Cachar - C.R. 2214/2025 Maa Tara Hardware v. Rajib Choudhury
Khoroch Rs. 300 of last date paid by Kaushik babu.
CW1 Bablu Saha jera concluded. Suggestion: no supply after March 2025 - denied; Bablu proved the ledger (Ex. C-7)
showing balance Rs. 4,80,000 as on 31.05.2025 and the delivery challans.
CJM saab: the bank official to prove the return memo - summons to AGVB Link Road branch as CW2.
ND 21.09.2026.
""")
u("backlog/2026-09/cheque case CW2 21.9.txt", "typed_note_txt", L, "2026-09-21", ["C04"], ["C04-H08"], """
21.9.26 - CJM - Bablu cheque case (CR 2214/25)
CW2 Sri Partha Pratim Sinha, Branch Manager, AGVB Link Road - proved return memo Ex C-3 and the account statement:
balance on 12.06.2025 was Rs. 11,240 only. Kaushik babu cross - nothing much.
CE closed. ND 23.11.26 for statement of accused (351 BNSS).
""")

# ---------------- C05 Rehana MACT
u("backlog/2026-02/MAC 318-2025 order 04.02.2026.pdf", "certified_order_sheet_scan", "MACT, Cachar, Silchar", "2026-02-09", ["C05"], ["C05-H02"], """
IN THE COURT OF THE MEMBER, MOTOR ACCIDENT CLAIMS TRIBUNAL, CACHAR, SILCHAR
MAC Case No. 318/2025     Rehana Begum Laskar & Ors.  -vs-  Hiralal Goala & Ors.
04.02.2026
Claimants' side present. O.P. No. 3 (United India Insurance Co. Ltd.) files written statement through Ld. counsel
Smt. M. Deb, pleading that the offending truck had no valid permit on the date of the accident and that the driver
held no valid licence, and that the claim is excessive. O.P. Nos. 1 and 2 have been proceeded ex parte.
Issues are framed. Fixed 18.03.2026 for claimants' evidence.
                                        Member, MACT, Cachar, Silchar
""")
u("backlog/2026-03/Rehana MACT PW1 18.3.26.docx", "typed_note_docx", L, "2026-03-18", ["C05"], ["C05-H03"], """
18.03.2026 - MACT Cachar (Deka saab) - MAC 318/2025 Rehana Begum Laskar & Ors. v. Hiralal Goala & Ors.
Claim: Rs. 32,50,000 (widow, 2 minor sons, mother-in-law). Jamal was driving his own auto (AS-11-xxxx), earning about
Rs. 15,000 per month; no ITR.
PW1 Rehana - affidavit Ex PW1/A; FIR Lakhipur PS 164/2025 Ex 1, PM report Ex 2, charge sheet against truck driver Ex 3.
Smt. Moumita Deb cross: income proof? - Rehana said union receipt of the auto stand, no bank; helmet question not
applicable (auto). Deka saab asked us to bring some income proof - auto union certificate.
ND 6.5.26 for PW2 eyewitness (passenger Abdul Kadir).
""")
u("backlog/2026-05/IMG-20260506-WA0019.jpg", "handwritten_note_photo", M, "2026-05-06", ["C05"], ["C05-H04"], """
০৬.০৫.২০২৬ বুধবার - মোটর দুর্ঘটনা ট্রাইবুনাল, কাছাড়
রেহানা বেগম বনাম হীরালাল গোয়ালা (MAC 318/2025)
সাক্ষী আব্দুল কাদির আসেন নাই (PW2) - sakkhi ailo na। সমন আবার দিতে হইবে।
পরবর্তী তারিখ 17.06.2026
""")
u("backlog/2026-06/rehana PW2 17 june.txt", "typed_note_txt", L, "2026-06-17", ["C05"], ["C05-H05"], """
17.6.26 wed - MACT - Rehana (MAC 318/25)
PW2 Abdul Kadir (passenger in Jamal's auto) examined: truck came from Silchar side at high speed on the wrong side near
Fulertal bridge, hit the auto head-on. Cross by Moumita Deb: was it raining? - "halka brishti". Firm otherwise.
Auto union certificate (income Rs. 15,000 pm) filed as Ex 6.
CE closed. ND 19.8.26 for OP (insurer) evidence.
""")
u("backlog/2026-12/Rehana MACT arguments 03.12.2026.docx", "typed_note_docx", L, "2026-12-03", ["C05"], ["C05-H07"], """
03.12.2026 (Thu) - MACT Cachar - MAC 318/2025 Rehana Begum Laskar & Ors.
Argued for claimants: income Rs. 15,000 + 40% future prospects, deduction 1/4 (4 dependants), multiplier 16
(age 34) as per Pranay Sethi / Sarla Verma; permit breach - pay and recover at most, not exoneration.
Moumita Deb argued exoneration for no permit.
Deka saab reserved award. ND 13.01.2027 for award. Rehana re janai dilam.
""")

# ---------------- C06 Rubel bail
u("backlog/2026-04/rubel bail 13.4.txt", "typed_note_txt", L, "2026-04-13", ["C06"], ["C06-H01"], """
13.04.26 mon - Bail Appln 1128/2026 - Rubel Ahmed Mazumder v. State - DJ court (Goswami saab)
Sonai PS Case 211/2026 u/s 109(1)/3(5) BNS - land quarrel at Kochpur, injured Abdul Mannan.
Rubel in custody since 02.04.2026; CJM rejected bail on 07.04.
Goswami saab: "Call for CD" - and asked for the injury report of the injured; also whether accused has any other case.
Addl PP Laskar - no other case as per him.
ND 20.4.26. Jalil saab (father) re bollam injury report er copy SMCH theke anite.
""")
u("backlog/2026-04/IMG-20260420-WA0003.jpg", "handwritten_note_photo", M, "2026-04-20", ["C06"], ["C06-H02"], """
২০.০৪.২০২৬ সোমবার - জেলা ও দায়রা জজ, কাছাড়
জামিন দরখাস্ত ১১২৮/২০২৬ - রুবেল আহমেদ মজুমদার
CD আসে নাই। পিপি সাহেব সময় নিলেন।
পরবর্তী তারিখ 27.04.2026
""")
u("backlog/2026-04/Bail Appln 1128-2026 order 27.04.2026.pdf", "certified_order_sheet_scan", "District and Sessions Judge, Cachar, Silchar", "2026-04-28", ["C06"], ["C06-H03"], """
IN THE COURT OF THE DISTRICT AND SESSIONS JUDGE, CACHAR, SILCHAR
Bail Application No. 1128/2026     Rubel Ahmed Mazumder  -vs-  State of Assam
(Sonai P.S. Case No. 211/2026 u/s 109(1)/3(5) BNS)
27.04.2026
The CD is received. Heard Ld. counsel for the petitioner and Ld. Addl. P.P.
The injury report shows the injuries of the victim to be simple in nature, caused by a blunt weapon. The petitioner is
in custody since 02.04.2026, he has no criminal antecedents and the investigation is at an advanced stage.
The petitioner is allowed bail on furnishing a bail bond of Rs. 20,000/- with one surety of the like amount to the
satisfaction of the learned CJM, Cachar, on condition that he shall not enter village Kochpur without the permission of
the I.O. and shall appear before the O/C Sonai P.S. every Monday until the charge sheet is filed.
The bail application is disposed of.
                                        District and Sessions Judge, Cachar, Silchar
""")

# ---------------- C07 Dutta babu shop eviction
u("backlog/2025-12/dutta babu WS 11.12.txt", "typed_note_txt", L, "2025-12-11", ["C07"], ["C07-H01"], """
11.12.25 thu - TS 77/2025 Pradip Kr. Dutta v. Shahjahan Uddin - CJ JD-1 (Choudhury madam)
WS by tenant (Abhijit Roy): says Dutta babu refused to accept rent from Nov 2024, so rent is being deposited in court
in Misc. Case No. 19/2025 under the Rent Control Act. Denies bona fide need - "son Rahul has a job in Guwahati".
Madam asked - is rent being deposited regularly? Roy: yes, up to Nov 2025.
ND 29.1.26 for issues.
""")
u("backlog/2026-01/IMG-20260129-WA0010.jpg", "handwritten_note_photo", M, "2026-01-29", ["C07"], ["C07-H02"], """
২৯.০১.২০২৬ বৃহস্পতিবার
সিভিল জজ (জু.ডি.) ১নং - টি.এস. ৭৭/২০২৫ প্রদীপ কুমার দত্ত বনাম শাহজাহান উদ্দিন (দোকান ঘর)
ইস্যু গঠন হইল - ৩টি (খেলাপি ভাড়া, প্রকৃত প্রয়োজন, প্রতিকার)।
পরবর্তী তারিখ 12.03.2026 - বাদীর সাক্ষী
- হরিপদ
""")
u("backlog/2026-04/Dutta eviction PW1 cross 23.04.docx", "typed_note_docx", L, "2026-04-23", ["C07"], ["C07-H04"], """
23.04.2026 - T.S. 77/2025 Dutta v. Shahjahan - CJ (JD) No. 1
PW1 Pradip Kr. Dutta cross by Abhijit Roy: admitted he did not issue rent receipts after 2023; said the tenant stopped
paying from Oct 2024, he never refused. Admitted son Rahul worked in Guwahati till Dec 2025 but has now come back
(B.Pharm) to open a medicine shop.
ND 11.06.2026 for PW2 Rahul.
""")
u("backlog/2026-06/IMG_20260611_132655.jpg", "handwritten_note_photo", L, "2026-06-11", ["C07"], ["C07-H05"], """
11/6/26  CJ JD-1
Dutta babu dokan case - PW2 Rahul Dutta examined: B.Pharm, drug licence applied, needs the Premtala shop (front road).
Roy cross: any other shop of the family? - "Tarapur e ekta godown, not fit for shop". Firm.
PE closed. ND 6.8.26 for DW.
""")
u("backlog/2026-08/TS 77-2025 order 06.08.2026.pdf", "certified_order_sheet_scan", "Civil Judge (Junior Division) No. 1, Cachar, Silchar", "2026-08-10", ["C07"], ["C07-H06"], """
IN THE COURT OF THE CIVIL JUDGE (JUNIOR DIVISION) NO. 1, CACHAR, SILCHAR
T.S. No. 77/2025       Sri Pradip Kumar Dutta  -vs-  Md. Shahjahan Uddin
06.08.2026
Plaintiff's side present. DW-1 (the defendant) is absent. Ld. counsel for the defendant prays for time stating that
the defendant has gone to Karimganj for his mother's treatment. No medical paper is filed. Prayer is opposed.
Time is allowed subject to costs of Rs. 500/- payable to the plaintiff. The defendant shall continue to deposit the
monthly rent in Misc. Case No. 19/2025.
Fixed 17.09.2026 for defendant's evidence.
                                        Civil Judge (Junior Division) No. 1, Cachar, Silchar
""")
u("backlog/2026-09/dutta DW1 cross 17.9.txt", "typed_note_txt", L, "2026-09-17", ["C07"], ["C07-H07"], """
17.9.26 thu - dokan case (TS 77/25) - CJ JD-1
Cost Rs. 500 paid. DW1 Shahjahan examined (affidavit). My jera:
- admitted rent for 7 months (Oct 2024 to Apr 2025) was deposited in court only in June 2025, after our quit notice;
- admitted he has another shop at Rangirkhari (his brother runs it);
- said Dutta babu "refused rent" - but no money order, no witness.
DE closed? Roy says one more DW maybe. ND 19.11.26.
""")
u("backlog/2026-11/IMG-20261119-WA0022.jpg", "handwritten_note_photo", M, "2026-11-19", ["C07"], ["C07-H08"], """
১৯.১১.২০২৬ বৃহস্পতিবার - সিভিল জজ (জু.ডি.) ১নং
দত্তবাবুর দোকান ঘরের কেস (টি.এস. ৭৭/২০২৫)
বিবাদী পক্ষ আর সাক্ষী দিবে না - DE closed।
যুক্তিতর্ক (argument) এর জন্য পরবর্তী তারিখ 18.12.2026
- হরিপদ
""")

# ---------------- C08 Anil Das FT writ (Gauhati High Court)
u("backlog/2026-05/WP(C) 2871-2026 Anil Das 12.05.docx", "typed_note_docx", L, "2026-05-12", ["C08"], ["C08-H01"], """
12.05.2026 (Tue) - Gauhati HC, Court No. 5 (DB: Barua J / Medhi J) - WP(C) 2871/2026 Anil Chandra Das v. UoI & 5 Ors.
Appeared through VC from the Silchar Bar VC room. Hazira dilam 11.40.
Against ex parte opinion dt 14.11.2025 of FT 6th Silchar (FT 905/2017). Ground: OP was bedridden (stroke, 2018),
notice not served after 2018; 1966 voter list of his father Jogesh Chandra Das available.
Order: notice; FT records to be called; "no coercive measures against the petitioner till the next date".
Mr. B. J. Saikia, SC (FT) accepted notice. ND 09.06.2026.
Bikash (son) re janai dilam.
""")
u("backlog/2026-06/anil das writ 9.6 VC.txt", "typed_note_txt", L, "2026-06-09", ["C08"], ["C08-H02"], """
9.6.26 tue - HC writ (Anil Das) - VC
FT records received in the HC registry. Saikia SC sought time for instructions from the SP (Border) Cachar.
DB allowed 4 weeks; interim protection (no coercive measures) continues.
ND 7.7.26.
""")
u("backlog/2026-07/WP(C) 2871-2026 order 07.07.2026.pdf", "certified_order_sheet_scan", "Gauhati High Court", "2026-07-09", ["C08"], ["C08-H03"], """
THE GAUHATI HIGH COURT
(HIGH COURT OF ASSAM, NAGALAND, MIZORAM AND ARUNACHAL PRADESH)
WP(C) No. 2871/2026
Anil Chandra Das  ...Petitioner      -Versus-      Union of India & 5 Ors.  ...Respondents
BEFORE: HON'BLE MR. JUSTICE ARUP KUMAR BARUA
        HON'BLE MRS. JUSTICE SANJUKTA MEDHI
07.07.2026
Heard Mr. D. Purkayastha, learned counsel for the petitioner (through video conference) and Mr. B. J. Saikia, learned
Standing Counsel, FT matters. The records show that the petitioner appeared only once and that no notice was served on
him thereafter. Considering that the petitioner claims through documents of his father of 1966, we deem it proper to
give him one opportunity. The ex parte opinion dated 14.11.2025 in F.T. Case No. 905/2017 is set aside, subject to
payment of costs of Rs. 5,000/- to the Assam State Legal Services Authority within 3 weeks. The petitioner shall appear
before the Foreigners' Tribunal 6th, Silchar on 04.08.2026 and shall furnish a bail bond of Rs. 5,000/- before the
Superintendent of Police (Border), Cachar. The writ petition stands disposed of.
                                                        JUDGE          JUDGE
""")
u("backlog/2026-05/WhatsApp Chat with Bikash Das Borkhola.txt", "whatsapp_export", "Bikash Das (client's son)", "2026-08-04", ["C08"], [], """
04/05/26, 20:15 - Bikash Das Borkhola: Namaskar sir. Baba r writ kobe file hoibo? Police aisilo aij bari te
04/05/26, 20:31 - D Purkayastha Adv: Namaskar. Kalke file korbo. Baba r 1966 er voter list er copy ta kalke chamber e anio.
12/05/26, 13:02 - D Purkayastha Adv: Aij HC e notice hoise. No coercive measures - police kisu korte parbo na next date porjonto. 9 June.
12/05/26, 13:10 - Bikash Das Borkhola: Thank you sir 🙏 onek shanti pailam
07/07/26, 14:40 - D Purkayastha Adv: Good news. HC ex parte opinion set aside korse. Rs 5000 cost ASLSA te 3 weeks er bhitore. 4 August FT 6th e baba re niya jaite hoibo, SP Border e bail bond 5000.
07/07/26, 14:52 - Bikash Das Borkhola: Sir cost ta kibhabe dimu?
07/07/26, 14:55 - D Purkayastha Adv: Guwahati te amar friend er junior jama dibo, tumi taka ta pathao.
20/07/26, 13:07 - Bikash Das Borkhola: Sir receipt pailam, photo pathailam
04/08/26, 12:20 - Bikash Das Borkhola: FT 6th e hazira dilam baba re niya. Next date 15 Sept dilo WS er lagi.
""")

# ---------------- the junior's chats (Rupam)
u("backlog/2026-03/WhatsApp Chat with Rupam Nath Jr.txt", "whatsapp_export", J, "2026-03-12", ["C04", "C05", "C02", "C01", "C07"], ["C04-H01", "C05-H01", "C04-H02", "C02-H02", "C01-H03", "C07-H03"], """
08/12/25, 12:10 - Rupam Nath Jr: Sir Bablu r cheque case e accused ashe nai. CJM saab warrant disen. ND 12/1
08/12/25, 12:11 - D Purkayastha Adv: ok. Bablu babu re janaio
17/12/25, 13:25 - Rupam Nath Jr: Sir MACT Rehana - insurance (Moumita Deb) hazira dilo, owner driver ashe nai, ex parte hoilo. ND 4.2.26
12/01/26, 12:40 - Rupam Nath Jr: Sir Rajib Choudhury aij aisilo, bail hoilo, copy dilam. Kaushik Bhattacharjee uka. ND 9 Feb plea
19/01/26, 11:55 - Rupam Nath Jr: Sir bagan case e Dasgupta babu somoy nilo, koilo Kolkata head office theke instruction ashe nai. Madam 16 Feb dilen, status quo cholbo
19/01/26, 11:56 - D Purkayastha Adv: Hannan saab re phone diyo
25/02/26, 12:30 - Rupam Nath Jr: Sir FT te gaonburah Kalipada babu sakkhi ailo na. Member saab last chance disen, koilen OP ke hazir thakte hobo protibar. Sunil babu hazir silen. ND 8.4.26
25/02/26, 12:32 - D Purkayastha Adv: Kalipada babu re ami nije phone dimu
12/03/26, 12:15 - Rupam Nath Jr: Sir dokan case e PW1 Dutta babur affidavit dilam. Abhijit Roy jerar lagi somoy nilo. ND 23/4
12/03/26, 12:16 - D Purkayastha Adv: 👍
""")
u("backlog/2026-11/WhatsApp Chat with Rupam Nath Jr (2).txt", "whatsapp_export", J, "2026-11-23", ["C02", "C03", "C05", "C04"], ["C02-H05", "C03-H06", "C05-H06", "C02-H08", "C04-H09"], """
11/05/26, 12:50 - Rupam Nath Jr: Sir bagan case - commission report ekhono ashe nai. Dasgupta babu abar somoy nilo objection er lagi, Kolkata instruction. ND 6/7
11/05/26, 12:51 - D Purkayastha Adv: Amin er fee 6000 dewa hoise, Hannan saab re confirm koro
19/08/26, 13:40 - Rupam Nath Jr: Sir Rehana MACT - insurance er investigator Dipankar Sinha sakkhi dilo: truck er permit 2024 e expire hoise, renew hoy nai. Driver er licence thik ase bollo. Amar jera: permit chara o insurance premium nisilo. RE closed. ND 3.12.26 argument
19/08/26, 13:42 - D Purkayastha Adv: Good. Pay and recover er judgment gula ready rakhbe
28/08/26, 12:05 - Rupam Nath Jr: Sir Gita di r case - PW2 Satyaranjan Dey er chief hoilo. Nath babu abar somoy nilo jerar lagi, koilo client Nitai babu hospital e. ND 27.11.26
28/09/26, 12:20 - Rupam Nath Jr: Sir bagan case - PW2 Faruk er chief hoilo. Dasgupta babu jerar lagi somoy nilo, abar Kolkata head office er instruction ashe nai koilo. ND 16.11.26
23/11/26, 12:35 - Rupam Nath Jr: Sir Bablu r case - Rajib abar absent, Kaushik babu hazira petition dilo (exemption). CJM saab Rs 500 khoroch lagaisen, 351 BNSS statement hoilo na. ND 18/12/26
23/11/26, 12:36 - D Purkayastha Adv: Tinbar hoilo. Next date e warrant er prayer korbo.
""")
u("backlog/2026-09/WhatsApp Chat with Gita di.txt", "whatsapp_export", "Gitarani Paul", "2026-11-28", ["C03"], [], """
24/04/26, 19:40 - Gita di Tarapur: Debashis, aij ki hoilo? Nitai koy compromise er kotha cholse - mitha kotha
24/04/26, 19:52 - D Purkayastha Adv: Didi, kuno compromise talk nai, court e bolsi. Nath babu absent, Rs 1000 khoroch lagse. 5 June jera.
05/06/26, 18:30 - Gita di Tarapur: Amar jera kemon hoilo? Ami to kuno kagoj e sign dei nai
05/06/26, 18:45 - D Purkayastha Adv: Bhalo hoise didi. Oi 15.02.2020 er kagoj er sign handwriting expert e pathaimu.
28/11/26, 09:10 - Gita di Tarapur: Bapi koy Nitai aro 2 lakh dite chay settle korar lagi. Ki kori?
28/11/26, 09:30 - D Purkayastha Adv: Didi, 1/5 share er dam onek beshi. Kisu sign korba na. 8 January next date, tokhon kotha hobo.
""")

# ---------------- plan and cause list
u("backlog/2026-12/Week plan 14-19 Dec.docx", "typed_note_docx", L, "2026-12-12", ["C01", "C04", "C07", "C05", "C03", "C02"], [], """
WEEK PLAN - 14 to 19 December 2026
Mon 14/12 - chamber: written notes of argument for Sunil FT (linkage chart + 1965 roll verification + deed 19.03.1971).
Tue 15/12 - Sunil babu to bring ORIGINAL sale deed 19.03.1971 and original 1965 roll copy; OP must come in person on 18th.
Fri 18/12 - FT 2nd: Sunil FT - reply arguments / order. File written notes of argument.
Fri 18/12 - CJM: Bablu cheque - statement of accused u/s 351 BNSS; if Rajib absent again pray for warrant. Rupam to go.
Fri 18/12 - CJ JD-1: Dutta babu dokan case - arguments (default 7 months + Rahul's need; Rangirkhari shop admitted).
Pending:
- Rehana MACT award 13.01.2027 - Rehana's bank a/c (minor sons) details.
- Gita di: handwriting expert petition before 08.01.2027.
- Hannan bagan: DE 18.01.2027 - prepare cross of garden manager; 39 R 2A petition photos.
""")
u("backlog/2026-12/CJM Cachar cause list 18.12.2026.pdf", "cause_list_pdf", "District Courts, Cachar, Silchar", "2026-12-17", ["C04"], [], """
DISTRICT COURTS, CACHAR, SILCHAR - DAILY CAUSE LIST FOR 18.12.2026 (FRIDAY)
COURT OF THE CHIEF JUDICIAL MAGISTRATE, CACHAR
Sl.  Case No.              Parties                                               Stage
1    G.R. 3310/2024        State vs Moinul Haque                                  P.W.
2    C.R. 1876/2025        Barak Traders vs Shyamal Kanti Roy                     Appearance
3    C.R. 2214/2025        M/s Maa Tara Hardware Stores vs Rajib Choudhury        S/A (351 BNSS)
4    G.R. 1452/2026        State vs Sahil Uddin & 2 Ors.                          Charge
5    C.R. 2402/2025        Assam Gramin Vikash Bank vs Manik Lal Sinha            Evidence
""")
