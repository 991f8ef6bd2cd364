"""The uploads of the Thoothukudi practice: what the lawyer, the junior Revathi and the gumasta Ganesan kept."""

L, J, K = "S. Arulmozhi Selvan", "M. Revathi", "P. Ganesan (gumasta)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2021-03/lease deed Mullakkadu uppalam.pdf", "document_scan", "Sub-Registrar, Thoothukudi", "2021-03-15", ["C01"], [], """
LEASE DEED (Registered as Doc. No. 1184/2021, Joint-II Sub-Registrar Office, Thoothukudi)
Lessors: S. Anthonysamy s/o Savariar and A. Lourdu Mary, Mullakkadu.
Lessee: Sri Velmurugan Salt Works, a registered partnership, rep. by its partner P. Velmurugan.
Property: salt pans (uppalam) of 42 acres in S.F. Nos. 311/2, 312 and 314, Mullakkadu village, Thoothukudi taluk.
Term: ten years from 01.04.2021 to 31.03.2031. Annual lease amount Rs. 3,60,000 payable on or before 30th April
of each year. The lessee may form pans, bunds and brine channels and shall hand over the land on expiry.
""")
u("backlog/2025-11/plaint OS 214 2025 salt works.pdf", "document_scan", L, "2025-11-14", ["C01"], [], """
IN THE COURT OF THE PRINCIPAL SUBORDINATE JUDGE, THOOTHUKUDI
O.S. No. 214 of 2025
Sri Velmurugan Salt Works rep. by partner P. Velmurugan ... Plaintiff
Vs. 1. S. Anthonysamy 2. A. Lourdu Mary ... Defendants
PLAINT under Order VII Rule 1 CPC for permanent injunction
The plaintiff is the lessee of 42 acres of salt pans at Mullakkadu under registered lease deed 1184/2021 until
31.03.2031. On 02.11.2025 the first defendant with 10 persons broke the bund of pan no. 7 and threatened to take
possession, saying a Chennai company offered a higher lease. Lease amount for 2025-26 was paid on 22.04.2025.
Valuation u/s 27(c) Court Fees Act. Plaintiff prays for permanent injunction.
""")
u("backlog/2026-06/IMG_20260610_114522.jpg", "document_photo", "A. Antony Fernando", "2026-06-10", ["C02"], [], """
கூட்டு ஒப்பந்தம் (partnership letter) - 12.01.2022
விசைப்படகு "மேரி மாதா" (IND-TN-12-MM-4417) & "செயின்ட் செபாஸ்டியன்" (IND-TN-12-MM-5102)
பங்குதாரர்கள்: 1. A. அந்தோணி பெர்னாண்டோ - 1/3 பங்கு  2. M. மைக்கேல் ராயப்பன் - 1/3  3. M. ஜான் ராயப்பன் - 1/3
மீன் விற்பனை கணக்கு மைக்கேல் ராயப்பன் வசம். ஒவ்வொரு மாதமும் கணக்கு காட்ட வேண்டும்.
sd/- three signatures, witness: Fr. Arul, Therespuram
""")
u("backlog/2026-05/KVB return memo Senthil Exim.pdf", "document_scan", "Karur Vysya Bank, Beach Road Branch, Thoothukudi", "2026-05-08", ["C03"], [], """
KARUR VYSYA BANK - Beach Road Branch, Thoothukudi
CHEQUE RETURN MEMO   Date: 08.05.2026
Cheque No. 072915 dt 05.05.2026 for Rs. 6,48,500/- drawn by Senthil Exim Traders (prop. T. Senthilkumar)
presented by Pearl Coast Shipping Agencies Pvt. Ltd. - RETURNED: FUNDS INSUFFICIENT.
""")
u("backlog/2026-05/notice 138 Senthil Exim.docx", "typed_note_docx", L, "2026-05-19", ["C03"], [], """
S. ARULMOZHI SELVAN, B.A., B.L., Advocate, Chamber 41, Combined Court Complex, Thoothukudi
RPAD                                                   19.05.2026
To: T. Senthilkumar, prop. Senthil Exim Traders, 3rd Mile, Thoothukudi
Under instructions from Pearl Coast Shipping Agencies Pvt. Ltd., steamer agents at V.O. Chidambaranar Port: towards
ocean freight, THC and container detention charges for your shipments of March 2026 you issued cheque no. 072915
dated 05.05.2026 for Rs. 6,48,500 on Karur Vysya Bank, returned unpaid on 08.05.2026 'funds insufficient'. Pay the
amount within 15 days of receipt of this notice, failing which my client shall prosecute you u/s 138 N.I. Act.
""")
u("backlog/2025-09/plaint OS 155 poojari.pdf", "document_scan", L, "2025-09-03", ["C04"], [], """
IN THE COURT OF THE DISTRICT MUNSIF, THOOTHUKUDI   O.S. No. 155 of 2025
S. Subbaiah Pandaram ... Plaintiff  Vs. 1-3. Trustees of Sri Muthaaramman Kovil, Korampallam
4. The Inspector, HR&CE, Thoothukudi ... Defendants
The plaintiff's family has performed the pooja at Sri Muthaaramman Kovil for four generations as hereditary
poojari (varisu poojari), from his great-grandfather Sudalaimuthu Pandaram. On 18.08.2025 the trustees (D1-D3)
appointed one Rajesh Kumar as archakar and asked the plaintiff to hand over the keys before the Aadi kodai.
Prayer: declaration of hereditary right to perform pooja and permanent injunction.
""")
u("backlog/2026-09/FIR 312 Srivaikuntam.pdf", "document_scan", "Srivaikuntam Police Station", "2026-08-21", ["C06"], [], """
FIRST INFORMATION REPORT  District: Thoothukudi  P.S.: Srivaikuntam  Cr. No. 312/2026  Date: 21.08.2026
Sections: 303(2) BNS, 21(1) Mines and Minerals (Development and Regulation) Act, 1957
Complainant: Village Administrative Officer, Sivakalai. At 04.30 hrs near Thamirabarani river bank, a tipper lorry
TN-69-AX-xxxx loaded with 3 units of river sand without permit intercepted. Driver M. Ponraj s/o Muthiah arrested.
""")
u("backlog/2026-04/discharge summary Karthikeyan.pdf", "document_scan", "Government Medical College Hospital, Thoothukudi", "2026-04-18", ["C05"], [], """
GOVT. MEDICAL COLLEGE HOSPITAL, THOOTHUKUDI - Dept. of Orthopaedics   DISCHARGE SUMMARY
Name: R. Karthikeyan, 29/M, Millerpuram. IP No. 26/4471. DOA 03.04.2026  DOD 18.04.2026
H/o RTA: two-wheeler (TN-69-BK-xxxx) hit by lorry on Thoothukudi-Tiruchendur road near Mullakkadu junction.
Diagnosis: fracture shaft of right femur; fracture right distal radius. ORIF with interlocking nail done 05.04.2026.
""")
u("backlog/2024-02/RCOP 18 2018 order Rent Controller.pdf", "document_scan", "Rent Controller (District Munsif), Thoothukudi", "2024-01-10", ["C07"], [], """
BEFORE THE RENT CONTROLLER (DISTRICT MUNSIF), THOOTHUKUDI   R.C.O.P. No. 18 of 2018
K. Rajamani Ammal ... Petitioner/Landlady  Vs. S. Mohamed Ismail ... Respondent/Tenant
Eviction sought u/s 10(2)(i) (wilful default) and 10(3)(a)(iii) (own use for her son's business) of the Tamil Nadu
Buildings (Lease and Rent Control) Act, 1960, shop No. 12, Great Cotton Road. Monthly rent Rs. 4,500.
Default not wilful as rent was sent by money order and refused; requirement not bona fide. Petition dismissed. 10.01.2024.
""")
u("backlog/2026-11/counter Murugesan HMOP.pdf", "document_scan", "Tmt. A. Gnanaselvi, counsel for respondent", "2026-11-12", ["C08"], [], """
IN THE FAMILY COURT, THOOTHUKUDI   H.M.O.P. No. 156 of 2026
COUNTER STATEMENT OF THE RESPONDENT K. Murugesan
Marriage on 04.09.2019 at Thiruchendur Murugan temple admitted. Allegations of cruelty denied. The petitioner left the
matrimonial home at Kovilpatti on 15.02.2025 with the child on her own. The respondent is a lorry driver earning
Rs. 15,000 a month and cannot pay maintenance as claimed. He is ready to take her back.
""")
u("backlog/2026-10/WhatsApp Image 2026-10-20 at 12.41.08.jpeg", "document_photo", "Principal Sub Court, Thoothukudi", "2026-10-20", ["C01"], [], """
GOVERNMENT OF TAMIL NADU - COURT DEPOSIT CHALLAN
Court: Principal Sub Court, Thoothukudi   O.S. 214/2025 / I.A. 412/2026
Remitter: Sri Velmurugan Salt Works. Amount: Rs. 3,60,000 (Rupees three lakh sixty thousand only)
Paid at State Bank, Collectorate Branch on 20.10.2026. Challan No. 5518.
""")

# ---------------- C01 salt pan suit
u("backlog/2026-08/IMG_20260819_172204.jpg", "handwritten_note_photo", L, "2026-08-19", ["C01"], ["C01-H01"], """
19/8/26  Prl Sub Court - OS 214/25 uppalam case (Velmurugan)
IA 412/26 - D1 counter filed today (Selvaraj). Says lease "terminated" by notice 01.10.25 - rent 2025-26 paid late.
Lies - receipt 22.4.25 irukku. Reply by us.
D2 Lourdu Mary - no separate counter, adopts.
aduththa vaaidha 9/9 for IA enquiry.
""")
u("backlog/2026-09/uppalam IA args 9.9.txt", "typed_note_txt", L, "2026-09-09", ["C01"], ["C01-H02"], """
09.09.2026 OS 214/2025 IA 412/2026 - Prl Sub Judge Ravichandran sir
Argued IA 40 mins. Showed lease deed 1184/2021 - term upto 31.03.2031, rent receipt 22.04.2025.
Selvaraj: plaintiff sub-let pans to Tuticorin salt merchants. No document filed for that.
Judge sonnaar "deposit pannuvaangala?" - I said yes, client ready to deposit this year's lease amount.
Orders reserved. Vaayidha 23.09.2026 for orders.
""")
u("backlog/2026-09/CamScanner 09-24-2026 11.02.pdf", "certified_order_sheet_scan", "Principal Sub Court, Thoothukudi", "2026-09-23", ["C01"], ["C01-H03"], """
IN THE COURT OF THE PRINCIPAL SUBORDINATE JUDGE, THOOTHUKUDI
Present: Thiru. K. Ravichandran, B.A., B.L., Principal Subordinate Judge
I.A. No. 412 of 2026 in O.S. No. 214 of 2025
23.09.2026  Petitioner by Thiru. S. Arulmozhi Selvan. Respondents by Thiru. S. Selvaraj.
ORDER: The petitioner has a registered lease till 31.03.2031 and prima facie is in possession. Balance of
convenience in its favour. Interim injunction granted till disposal of the suit, on condition that the petitioner
deposits the lease amount of Rs. 3,60,000 for 2026-27 to the credit of the suit within four weeks.
Call on 28.10.2026 for written statement.        sd/- Prl. Sub Judge
""")
u("backlog/2026-10/IMG-20261028-WA0011.jpg", "handwritten_note_photo", K, "2026-10-28", ["C02", "C01"], ["C02-H03", "C01-H04"], """
வழக்கு பதிவேடு - ஐப்பசி 2026
27-10 செவ்வாய் | கூடுதல் சார்பு நீதிமன்றம் | OS 61/26 அந்தோணி (படகு கணக்கு) | 1வது பிரதிவாதி எதிர் உரை (WS) தாக்கல் - கூட்டு இல்லை, வாதி கூலி தொழிலாளி மட்டும் என்று | அடுத்த வாய்தா 08-12
28-10 புதன் | முதன்மை சார்பு நீதிமன்றம் | OS 214/25 உப்பளம் (வேல்முருகன்) | 1வது பிரதிவாதி WS தாக்கல். டெபாசிட் சலான் 3,60,000 தாக்கல் | அடுத்த வாய்தா 02-12 (issues)
கணேசன்
""")
u("backlog/2026-12/Velmurugan OS 214 issues 2.12.26.docx", "typed_note_docx", L, "2026-12-02", ["C01"], ["C01-H05"], """
02.12.2026 - O.S. 214/2025 (Sri Velmurugan Salt Works v. Anthonysamy) - Principal Sub Court
Issues framed - five:
1. Whether the lease dt 15.03.2021 subsists? 2. Whether the defendants terminated it validly by notice dt 01.10.2025?
3. Whether the plaintiff sub-let the pans? 4. Whether the plaintiff is entitled to permanent injunction? 5. Relief.
Plaintiff's evidence: 20.01.2027. Client to bring kankani Kannan and the rent receipts. Proof affidavit to be typed.
""")
u("backlog/2027-01/PXL_20270120_163540.jpg", "handwritten_note_photo", L, "2027-01-20", ["C01"], ["C01-H06"], """
20.1.27  uppalam OS 214
PW1 Velmurugan - proof affidavit filed, Ex.A1 to A9 marked (lease deed, receipts, photos of broken bund, police CSR).
Selvaraj cross panna time kettaar - instructions from D1 venum nu. Judge allowed.
N.D. 24.2.27 - PW1 cross.
""")
u("backlog/2027-02/uppalam PW1 cross 24 feb.txt", "typed_note_txt", L, "2027-02-24", ["C01"], ["C01-H07"], """
24-02-2027  OS 214/25 Prl Sub Court
PW1 Velmurugan cross by Selvaraj - 1 hr. Suggested sub-letting to Pandian Salt Traders - PW1 denied. Admitted that
2025-26 rent was paid on 22.04.2025 by cheque (not late). Good.
Aduththa vaaidha 16.06.2027 (after summer vacation) - PW2.
""")
u("backlog/2027-06/OS214 order sheet 16.06.2027.pdf", "certified_order_sheet_scan", "Principal Sub Court, Thoothukudi", "2027-06-16", ["C01"], ["C01-H08"], """
O.S. No. 214 of 2025 - PRINCIPAL SUB COURT, THOOTHUKUDI - PROCEEDINGS
16.06.2027  Plaintiff present. PW2 Thiru. Kannan examined in chief and cross-examined. No further oral evidence on
the side of the plaintiff. Plaintiff side closed. For defendants' evidence call on 21.07.2027.
""")
u("backlog/2027-07/OS 214 DW1 chief 21.07.docx", "typed_note_docx", L, "2027-07-21", ["C01"], ["C01-H09"], """
21.07.2027  O.S. 214/2025 uppalam - DW1 S. Anthonysamy proof affidavit filed, Ex.B1 (termination notice 01.10.2025),
Ex.B2 (letter of Pandian Salt Traders). Our cross on 18.08.2027. Prepare: Ex.B2 unsigned photocopy - object.
""")

# ---------------- C02 boat accounts
u("backlog/2026-08/IMG_20260825_130155.jpg", "handwritten_note_photo", L, "2026-08-25", ["C02"], ["C02-H01"], """
25/8/26 Addl Sub Court  OS 61/26 Antony v. Michael Rayappan (boat kanakku)
D1 Michael - Benjamin Fernando vakalat. D2 John Rayappan called absent.
aduththa vaaidha 29/9 - D1 WS.
""")
u("backlog/2026-09/OS 61 2026 proceedings 29.09.2026.pdf", "certified_order_sheet_scan", "Additional Sub Court, Thoothukudi", "2026-09-29", ["C02"], ["C02-H02"], """
ADDITIONAL SUBORDINATE COURT, THOOTHUKUDI  Present: Tmt. R. Jeyanthi, M.L., Additional Subordinate Judge
O.S. No. 61 of 2026
29.09.2026  Plaintiff present. D1 by Thiru. J. Benjamin Fernando. D2 called absent, set ex parte.
Counsel for D1 seeks time for written statement. Time granted on payment of costs of Rs. 500 to the plaintiff.
Call on 27.10.2026.
""")
u("backlog/2026-12/Antony boat commissioner 08.12.docx", "typed_note_docx", L, "2026-12-08", ["C02"], ["C02-H04"], """
08.12.2026  O.S. 61/2026 Addl Sub Court - I.A. 988/2026 (to appoint auditor commissioner) - ALLOWED
Commissioner: Thiru. R. Sankaranarayanan, Chartered Accountant, to examine fish auction account books (ela kanakku)
of Mary Matha and St. Sebastian 2022-2025, harbour auction slips and diesel bills. Fee Rs. 25,000 by plaintiff.
Benjamin objected - overruled. Report by 16.02.2027.
""")
u("backlog/2026-12/WhatsApp Chat with Antony Boat Therespuram.txt", "whatsapp_export", "A. Antony Fernando", "2027-02-16", ["C02"], ["C02-H05"], """
14/12/26, 19:02 - Antony Boat: Sir commissioner fees 25000 kattiyaachu. Receipt anuppuren
14/12/26, 19:10 - Arulmozhi Adv: Sari. Original receipt office-la kudunga.
16/02/27, 13:15 - Arulmozhi Adv: Innaikku report varala. Commissioner time kettaar. Aduththa vaaidha 16 March.
16/02/27, 13:30 - Antony Boat: Michael ela kanakku book kudukkalainu commissioner sonnaar sir
16/02/27, 13:32 - Arulmozhi Adv: Theriyum. Report-la athai ezhuthuvaar.
""")
u("backlog/2027-03/IMG-20270317-WA0004.jpg", "handwritten_note_photo", K, "2027-03-17", ["C02", "C07"], ["C02-H06", "C07-H05"], """
வழக்கு பதிவேடு - பங்குனி 2027
16-03 செவ்வாய் | கூடுதல் சார்பு | OS 61/26 படகு | கமிஷனர் அறிக்கை தாக்கல் - வாதி பங்கு ரூ.11,42,600 | 1வது பிரதிவாதி ஆட்சேபணைக்கு வாய்தா | 20-04
17-03 புதன் | முதன்மை சார்பு (வாடகை மேல்முறையீடு) | RCA 7/24 ராஜாமணி அம்மாள் | தீர்ப்பு தயாராகவில்லை | தீர்ப்புக்கு 25-08
கணேசன்
""")
u("backlog/2027-04/boat objections 20.4.txt", "typed_note_txt", L, "2027-04-20", ["C02"], ["C02-H07"], """
20.04.27 OS 61/26 - D1 objections to commissioner report filed. Says diesel and ice expenses not deducted, and
2023 cyclone repair Rs. 2,10,000 omitted. Our reply: bills never produced to commissioner.
N.D. 22.06.2027 - enquiry / issues.
""")
u("backlog/2027-06/IMG_20270622_121009.jpg", "handwritten_note_photo", L, "2027-06-22", ["C02"], ["C02-H08"], """
22/6/27  boat case OS 61/26 - addl issues framed, total 6 issues now (incl. whether report to be accepted).
theerppu far. aduththa vaaidha 24/8 trial.
""")

# ---------------- C03 cheque case
u("backlog/2026-08/WhatsApp Chat with Revathi Junior.txt", "whatsapp_export", J, "2026-09-22", ["C03", "C05", "C06"], ["C03-H01", "C05-H01", "C06-H01", "C06-H02"], """
20/08/26, 11:48 - Revathi Jr: Sir Pearl Coast 138 - accused varala. CJM sir BW pottaar. Next 17.09
20/08/26, 11:50 - Arulmozhi Adv: ok
04/09/26, 12:20 - Revathi Jr: Karthikeyan MACT - owner (R1) absent, insurance appeared Nirmala madam. vaayidha 16/10
08/09/26, 15:05 - Revathi Jr: Sir Madurai - Ponraj bail Court 5 la notice aachu. APP instructions. 15.09 list aagum
15/09/26, 14:40 - Revathi Jr: Ponraj bail - APP Pandiarajan sir previous cases verify pannanum nu time kettaar. 22.09
15/09/26, 14:42 - Arulmozhi Adv: Selvi kitta 2 previous cases details vaangi vai. 22nd naane varen
22/09/26, 16:05 - Revathi Jr: Bail allowed sir!! 10,000 bond
""")
u("backlog/2026-09/IMG_20260917_154012.jpg", "handwritten_note_photo", L, "2026-09-17", ["C03"], ["C03-H02"], """
17/9  CJM - STC 1412/26 Pearl Coast
Accused Senthilkumar appeared with Muthupandi. BW recalled, own bond. Copies furnished.
aduththa vaaidha 15/10 - questioning.
""")
u("backlog/2026-10/pearl coast 15.10.txt", "typed_note_txt", L, "2026-10-15", ["C03"], ["C03-H03"], """
15.10.2026 STC 1412/2026 CJM Saravanan sir
Accused questioned - pleaded not guilty. Muthupandi: "cheque was given as security". Next 19.11.2026 for CW1.
""")
u("backlog/2026-11/Pearl Coast CW1 proof affidavit 19.11.docx", "typed_note_docx", L, "2026-11-19", ["C03"], ["C03-H04"], """
19.11.2026  STC 1412/2026 - CW1 J. Xavier Rajan (Manager - Operations) proof affidavit filed.
Ex.P1 cheque, P2 return memo, P3 notice, P4 postal acknowledgement, P5 invoices March 2026, P6 board resolution.
Cross - 17.12.2026.
""")
u("backlog/2027-01/IMG_20270121_174455.jpg", "handwritten_note_photo", L, "2027-01-21", ["C03"], ["C03-H06"], """
21/1/27  Pearl Coast 138 - CW1 Xavier cross by Muthupandi (1000 costs paid last time)
Defence: cheque given as security for container detention charges, amount not due. CW1 - invoices signed by accused.
aduththa vaaidha 25/2 - CW2 bank.
""")
u("backlog/2027-02/WhatsApp Chat with Revathi Junior (2).txt", "whatsapp_export", J, "2027-07-09", ["C03", "C05"], ["C03-H05", "C05-H04", "C03-H07", "C05-H06"], """
17/12/26, 12:10 - Revathi Jr: Sir Pearl Coast - Muthupandi sir ready illa, cross ku time kettaar. CJM 1000 costs pottaar. Next 21.01
05/02/27, 11:35 - Revathi Jr: MACT Karthikeyan - doctor Mohana Sundari ku summons serve aagala sir. 12.03 ku pottaanga
25/02/27, 13:02 - Revathi Jr: Pearl Coast - KVB officer CW2 examine aachu. Complainant side closed. 313 ku 25.03
09/07/27, 12:55 - Revathi Jr: Karthikeyan MACT - RW1 insurance officer examine aachu, evidence closed. args 20.08
""")
u("backlog/2027-03/IMG-20270326-WA0002.jpg", "handwritten_note_photo", K, "2027-03-25", ["C03"], ["C03-H08"], """
வழக்கு பதிவேடு - பங்குனி 2027
25-03 வியாழன் | CJM | STC 1412/26 பேர்ல் கோஸ்ட் | எதிரி 313 விசாரணை - மறுப்பு | அடுத்த வாய்தா 24-06 (எதிர் தரப்பு சாட்சி)
கணேசன்
""")
u("backlog/2027-06/STC 1412 proceedings 24.06.2027.pdf", "certified_order_sheet_scan", "Chief Judicial Magistrate Court, Thoothukudi", "2027-06-24", ["C03"], ["C03-H09"], """
CHIEF JUDICIAL MAGISTRATE COURT, THOOTHUKUDI   S.T.C. No. 1412 of 2026
24.06.2027  Complainant rep. Accused present. DW1 (accused) examined and cross-examined. Defence side closed.
For arguments call on 17.08.2027.      sd/- CJM
""")
u("backlog/2027-06/pearl coast DW1 24 june.txt", "typed_note_txt", L, "2027-06-24", ["C03"], ["C03-H09"], """
24.6.27 Pearl Coast - DW1 Senthilkumar himself. Chief: security cheque, blank signed. My cross: admitted signature
on cheque and on all 9 invoices; admitted no reply to our notice. Good. Arguments 17.08.2027.
""")

# ---------------- C04 poojari suit
u("backlog/2026-08/IMG-20260821-WA0009.jpg", "handwritten_note_photo", K, "2026-08-21", ["C04"], ["C04-H01"], """
வழக்கு பதிவேடு - ஆவணி 2026
21-08 வெள்ளி | மாவட்ட முன்சீப் | OS 155/25 சுப்பையா பண்டாரம் (கோவில் பூசாரி) | பிரதிவாதி 1-3 WS தாக்கல் (காசிராஜன்) | அடுத்த வாய்தா 09-10
கணேசன்
""")
u("backlog/2026-10/OS 155 2025 order sheet 09.10.2026.pdf", "certified_order_sheet_scan", "District Munsif Court, Thoothukudi", "2026-10-09", ["C04"], ["C04-H02"], """
DISTRICT MUNSIF COURT, THOOTHUKUDI  Present: Thiru. A. Prabhakaran, B.A., B.L., District Munsif
O.S. No. 155 of 2025
09.10.2026  Plaintiff present. D1 to D3 by Thiru. V. Kasirajan. D4 called absent, no representation.
Issues framed (four). Call on 20.11.2026 for plaintiff's evidence.
""")
u("backlog/2026-11/IMG_20261120_170233.jpg", "handwritten_note_photo", L, "2026-11-20", ["C04"], ["C04-H03"], """
20/11  DM court poojari case
PW1 Subbaiah chief affidavit. Ex.A1-A7 - old pattayam 1958, kodai receipts, 1972 HR&CE letter.
aduththa vaaidha 8/1/27 cross.
""")
u("backlog/2027-01/poojari 8.1.27.txt", "typed_note_txt", L, "2027-01-08", ["C04"], ["C04-H04"], """
8.1.27 OS 155/25 - Kasirajan absent again, junior represented and asked adjournment. DM sonnaar 'last chance'.
No cross today. Next 12.02.2027.
""")
u("backlog/2027-02/Subbaiah PW cross 12.02.2027.docx", "typed_note_docx", L, "2027-02-12", ["C04"], ["C04-H05"], """
12.02.2027  O.S. 155/2025 (poojari) - PW1 Subbaiah cross-examined by Kasirajan: about 1996 gap when his uncle did
the pooja. PW1: uncle did it for the family, not as stranger. PW2 Karuppasamy (kodai vizha committee president)
examined - saw Subbaiah's father do pooja for 40 years. Cross short. Next 09.04.2027 - defence evidence.
""")
u("backlog/2027-04/IMG_20270409_165812.jpg", "handwritten_note_photo", L, "2027-04-09", ["C04"], ["C04-H06"], """
9/4/27  poojari case - DW1 Rajendran (trustee) examined. My cross - admitted trust has no scheme decree and
appointment of Rajesh Kumar not approved by HR&CE.
aduththa vaaidha 16/7 - DW2.
""")
u("backlog/2027-07/OS155 order sheet 16.07.2027.pdf", "certified_order_sheet_scan", "District Munsif Court, Thoothukudi", "2027-07-16", ["C04"], ["C04-H07"], """
O.S. No. 155 of 2025 - DISTRICT MUNSIF COURT, THOOTHUKUDI
16.07.2027  Plaintiff present. DW2 absent. Already last chance given. Defendants' side evidence closed.
Call on 17.08.2027 for arguments.
""")

# ---------------- C05 MACT
u("backlog/2026-10/Karthikeyan MACT counter 16.10.docx", "typed_note_docx", L, "2026-10-16", ["C05"], ["C05-H02"], """
16.10.2026 MCOP 377/2026 MACT (Spl Sub Court) - R2 insurer counter filed by Nirmala madam:
no helmet - contributory negligence; claim excessive; income Rs. 18,000 p.m. not proved. R1 lorry owner
P. Ganapathy set ex parte. Next 04.12.2026 - PW1.
""")
u("backlog/2026-12/IMG_20261204_160530.jpg", "handwritten_note_photo", L, "2026-12-04", ["C05"], ["C05-H03"], """
4/12/26  MACT - Karthikeyan PW1 examined. Ex.P1-P12 (FIR, wound cert, discharge summary, bills Rs. 2,84,000).
Nirmala cross - helmet? PW1: helmet pottirunthen, lorry overtook and hit.
aduththa vaaidha 5/2 - doctor PW2.
""")
u("backlog/2027-03/Karthikeyan doctor 12.3.txt", "typed_note_txt", L, "2027-03-12", ["C05"], ["C05-H05"], """
12.03.2027 MCOP 377/26 - PW2 Dr. Mohana Sundari (ortho, GH) examined: permanent disability 38% (right lower limb).
Nirmala cross: disability assessed without board - doctor said she was member of the board. Ex.P13 certificate.
Next 09.07.2027 - RW evidence.
""")
u("backlog/2027-03/WhatsApp Image 2027-03-12 at 17.20.33.jpeg", "document_photo", "Medical Board, GMCH Thoothukudi", "2027-03-08", ["C05"], [], """
DISABILITY CERTIFICATE - District Medical Board, Govt. Medical College Hospital, Thoothukudi
Name: R. Karthikeyan, 30/M. Nature: malunited fracture right femur with shortening 2 cm.
Permanent physical impairment: 38% (thirty eight percent) in relation to right lower limb. Date: 08.03.2027.
""")
u("backlog/2027-07/PXL_20270709_180012.jpg", "handwritten_note_photo", L, "2027-07-09", ["C08", "C05"], ["C08-H05", "C05-H06"], """
8/7 Family Court - Jeya v. Murugesan: PW1 Jeyalakshmi cross by Gnanaselvi (2 hrs). Maintenance arrears
Rs. 32,000 not paid - memo filed. aduththa vaaidha 19/8.
9/7 MACT Karthikeyan - RW1 insurer officer. Evidence closed. Args 20/8.
""")

# ---------------- C06 bail
u("backlog/2026-09/CrlOP MD 14260 2026 order.pdf", "certified_order_sheet_scan", "Madras High Court, Madurai Bench", "2026-09-22", ["C06"], ["C06-H03"], """
BEFORE THE MADURAI BENCH OF MADRAS HIGH COURT
CORAM: THE HON'BLE MR. JUSTICE V. SHANMUGASUNDARAM
Crl.O.P.(MD) No. 14260 of 2026   M. Ponraj ... Petitioner  Vs. State rep. by Inspector of Police, Srivaikuntam
22.09.2026  The petitioner, arrested on 21.08.2026 in Cr. No. 312 of 2026, is in custody for 32 days. The learned
Additional Public Prosecutor states that the petitioner has two previous cases of similar nature. The lorry has been
seized. The petitioner is ordered to be released on bail on his executing a bond for Rs. 10,000 with two sureties
before the Judicial Magistrate, Srivaikuntam, and shall sign daily at Srivaikuntam Police Station at 10.30 a.m. for two
weeks. Petition allowed.
""")

# ---------------- C07 rent control appeal
u("backlog/2026-08/RCA 7 of 2024 26.8.txt", "typed_note_txt", L, "2026-08-26", ["C07"], ["C07-H01"], """
26.08.2026 RCA 7/2024 Rajamani Ammal v. Mohamed Ismail - Prl Sub Judge (RCA)
Sahul Hameed busy in Tirunelveli Labour Court, time asked. Tenant not paid rent since Jan 2024 - told court.
Vaayidha 07.10.2026.
""")
u("backlog/2026-10/RCA 7 2024 proceedings 07.10.2026.pdf", "certified_order_sheet_scan", "Rent Control Appellate Authority (Principal Sub Judge), Thoothukudi", "2026-10-07", ["C07"], ["C07-H02"], """
RENT CONTROL APPELLATE AUTHORITY (PRINCIPAL SUBORDINATE JUDGE), THOOTHUKUDI   R.C.A. No. 7 of 2024
07.10.2026  Appellant present. Respondent by Thiru. M. Sahul Hameed. The respondent/tenant is directed to deposit the
arrears of rent of Rs. 1,62,000 (January 2024 to December 2026 at Rs. 4,500 p.m.) within four weeks.
Call on 25.11.2026.
""")
u("backlog/2026-11/IMG_20261125_171122.jpg", "handwritten_note_photo", L, "2026-11-25", ["C07"], ["C07-H03"], """
25/11 RCA 7/24 - tenant deposited 1,62,000 (challan filed). Our args heard - own use: son Rajkumar's mobile shop,
default wilful - MO refusal story false. aduththa vaaidha 27/1/27 - tenant reply.
""")
u("backlog/2027-01/Rajamani RCA 27.01.docx", "typed_note_docx", L, "2027-01-27", ["C07"], ["C07-H04"], """
27.01.2027 RCA 7/2024 - Sahul Hameed reply arguments part - 20 mins, court rose. Judge said remaining on 17.03.2027.
""")

# ---------------- C08 divorce
u("backlog/2026-09/Jeya HMOP 10.9.txt", "typed_note_txt", L, "2026-09-10", ["C08"], ["C08-H01"], """
10.09.2026 Family Court - HMOP 156/2026 Jeyalakshmi v. Murugesan
Respondent appeared with Gnanaselvi. Referred to mediation centre. Vaayidha 12.11.2026.
""")
u("backlog/2026-11/IMG_20261112_165903.jpg", "handwritten_note_photo", L, "2026-11-12", ["C08"], ["C08-H02"], """
12/11 Family Ct  Jeya divorce - mediation failed. Counter filed by Murugesan - "ready to take back".
Interim maintenance petition - aduththa vaaidha 14/1/27.
""")
u("backlog/2026-11/correction jeya ND.txt", "typed_note_txt", L, "2026-11-13", ["C08"], ["C08-H02"], """
13.11.26 correction - Jeya divorce (HMOP 156/26): yesterday's diary says next date 14/1/27 - WRONG, 14th is Pongal
holiday. Checked with bench clerk - correct aduththa vaaidha is 07.01.2027 for interim maintenance.
""")
u("backlog/2027-01/HMOP 156 order 07.01.2027.pdf", "certified_order_sheet_scan", "Family Court, Thoothukudi", "2027-01-07", ["C08"], ["C08-H03"], """
FAMILY COURT, THOOTHUKUDI  Present: Tmt. S. Kalaiselvi, M.A., M.L., Judge, Family Court
I.A. No. 44 of 2027 in H.M.O.P. No. 156 of 2026
07.01.2027  Petitioner present. Respondent present. Heard. The respondent shall pay interim maintenance of Rs. 8,000
per month (Rs. 5,000 to the petitioner and Rs. 3,000 to the minor child) from the date of petition.
Main petition: call on 04.03.2027 for petitioner's evidence.
""")
u("backlog/2027-03/Jeya PW1 chief 04.03.docx", "typed_note_docx", L, "2027-03-04", ["C08"], ["C08-H04"], """
04.03.2027 HMOP 156/2026 - PW1 Jeyalakshmi chief affidavit filed, Ex.P1-P4 (marriage invitation, photos, CSR
Kovilpatti AWPS, medical record). Gnanaselvi asked time to cross - granted. Next 08.07.2027.
""")

# ---------------- week plan, cause list
u("backlog/2027-08/week plan 16-20 aug.txt", "typed_note_txt", L, "2027-08-14", ["C03", "C04", "C01", "C08", "C05", "C02"], [], """
Week plan 16-20 Aug 2027
Tue 17 - CJM Pearl Coast args (written args ready) + DM poojari args (Revathi to start, I join after CJM)
Wed 18 - Prl Sub Court uppalam DW1 cross (Ex.B2 objection)
Thu 19 - Family Court Jeya - PW2 mother Pushpam
Fri 20 - MACT Karthikeyan args - compute: 38% disability, bills 2,84,000
Labour Court Tirunelveli - no matter this week. Boat case 24/8.
""")
u("backlog/2027-08/cause list CJM 17.08.2027.pdf", "cause_list_pdf", "Chief Judicial Magistrate Court, Thoothukudi", "2027-08-16", ["C03"], [], """
CHIEF JUDICIAL MAGISTRATE COURT, THOOTHUKUDI - CAUSE LIST FOR 17.08.2027 (TUESDAY)
FOR ARGUMENTS
1. S.T.C. 1412/2026  Pearl Coast Shipping Agencies Pvt. Ltd. vs T. Senthilkumar   S. Arulmozhi Selvan / R. Muthupandi
2. S.T.C. 988/2025   Marine Fuels Tuticorin vs K. Jebaraj                          P. Isakki / A. Ravi
FOR EVIDENCE
3. C.C. 211/2026     State by Inspector, Thermal Nagar PS vs Mariappan & 2          APP / J. Stalin
4. S.T.C. 1560/2026  Sri Lakshmi Finance vs S. Arumugam                            K. Mahalingam / -
""")
