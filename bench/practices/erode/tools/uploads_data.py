"""The uploads of the Erode practice: what Adv. Kathirvel, his junior Priya and his gumastha Subramani kept."""

L, J, K = "S. Kathirvel", "M. Priyadharshini", "R. Subramani (gumastha)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2028-07/Lawyer notice Vel Knit.docx", "typed_note_docx", L, "2028-07-02", ["C01"], [], """
S. KATHIRVEL, B.A., B.L., Advocate
Chamber No. 14, Erode Bar Association, Combined Court Buildings, Erode - 638 011
By RPAD                                                     Date: 02.07.2028
To: The Managing Director, M/s. Vel Knit Exports Pvt. Ltd., SIDCO Estate, Mudalipalayam, Tiruppur - 641 606
Sir, Sub: Demand for payment of Rs. 18,40,000/- with interest
Under instructions from my client M/s. Sri Murugan Handlooms, Chennimalai, rep. by its proprietor Thiru. K. Palanisamy:
my client supplied handloom bedsheets and terry towels under your purchase orders PO/VKE/211 to 219 between
March and May 2028 under 9 invoices. You received the goods without any protest. Against the total of Rs. 26,15,000
you paid only Rs. 7,75,000. The balance Rs. 18,40,000 is due. You are called upon to pay it with interest at 18% p.a.
within 15 days, failing which my client will file a commercial suit at Erode at your risk as to costs.
                                                            S. KATHIRVEL, Advocate
""")
u("backlog/2028-08/Scan_20280814_plaint COS Murugan.pdf", "document_scan", L, "2028-08-14", ["C01"], [], """
IN THE COURT OF THE PRINCIPAL DISTRICT JUDGE (COMMERCIAL COURT), ERODE
C.O.S. No. ____ of 2028
M/s. Sri Murugan Handlooms, rep. by its proprietor K. Palanisamy, Chennimalai            .. Plaintiff
                                  -Vs-
M/s. Vel Knit Exports Pvt. Ltd., rep. by its Managing Director S. Velmurugan, Tiruppur    .. Defendant
PLAINT UNDER ORDER VII RULE 1 CPC r/w SECTION 12-A OF THE COMMERCIAL COURTS ACT, 2015
1. The plaintiff weaves handloom bedsheets and terry towels at Chennimalai through 42 weavers.
2. The defendant placed orders for export; goods worth Rs. 26,15,000 delivered, Rs. 7,75,000 paid.
3. Pre-institution mediation before the DLSA, Erode failed (non-starter report dated 30.07.2028).
4. The plaintiff prays for a decree for Rs. 18,40,000 with interest at 18% p.a. from 01.06.2028 and costs.
Valuation: Rs. 18,40,000; court fee paid under the Tamil Nadu Court Fees and Suits Valuation Act.
Erode, 14.08.2028                                   Counsel for plaintiff          Plaintiff
""")
u("backlog/2028-11/IMG-20281121-WA0004.jpg", "document_photo", "Sub-Inspector of Police, Chithode PS", "2028-11-20", ["C06"], [], """
FIRST INFORMATION REPORT  Erode District   P.S. Chithode   Crime No. 402/2028   Date 20.11.2028
Sections: 125(b), 281 BNS
Complainant: R. Ramesh (father of the injured). On 19.11.2028 at about 7.30 p.m. my son R. Gowtham was going on his
TVS Jupiter TN-36-AQ-xxxx on the Erode - Bhavani main road near Chithode naal road junction when the lorry TN-33-BX-xxxx
driven rashly by its driver came from behind and hit him. His right thigh bone broken; taken to GH Erode.
""")
u("backlog/2029-06/CamScanner 06-20-2029 11.02.pdf", "document_scan", "Government Headquarters Hospital, Erode", "2029-06-04", ["C06"], [], """
GOVERNMENT HEADQUARTERS HOSPITAL, ERODE - MEDICAL BOARD
DISABILITY CERTIFICATE  No. MB/ERD/1187/2029   Date: 04.06.2029
This is to certify that Thiru R. Gowtham, s/o Ramesh, aged 22, Chithode, was examined by the Medical Board on 30.05.2029.
Diagnosis: united fracture shaft of right femur with interlocking nail in situ; shortening 2 cm; restriction of knee
flexion. Permanent partial disability: 35% (thirty five percent) for the right lower limb.
                      sd/- Chairman, Medical Board          sd/- Orthopaedic Surgeon
""")
u("backlog/2028-09/Indian Bank return memo Selvaraj.pdf", "document_scan", "Indian Bank, Erode Main Branch", "2028-08-22", ["C07"], [], """
INDIAN BANK - ERODE MAIN BRANCH, Brough Road, Erode
RETURN MEMO                                         Date: 22.08.2028
Cheque No. 604418 dated 18.08.2028 for Rs. 2,85,000/- drawn by S. Selvaraj on SB A/c xxxx7713
presented by Sri Kongu Chit Funds Pvt. Ltd. - returned unpaid.  Reason: 01 - FUNDS INSUFFICIENT
                                                    for Indian Bank, Manager
""")
u("backlog/2028-09/chit receipt Selvaraj.jpg", "document_photo", "Sri Kongu Chit Funds Pvt. Ltd.", "2028-03-10", ["C07"], [], """
SRI KONGU CHIT FUNDS PVT. LTD.  Regd. under the Chit Funds Act, 1982   Perundurai Road, Erode
PRIZE MONEY PAYMENT VOUCHER                 No. 2281          Date: 10.03.2028
Group: KCF/40L/17  Ticket No. 23  Subscriber: S. Selvaraj, Veerappanchatram
Chit value Rs. 5,00,000; prized in auction no. 9; prize amount paid Rs. 3,92,000 (after discount) by cheque.
Future subscriptions secured by surety and post-dated cheques.      Received: S. Selvaraj (sd)
""")
u("backlog/2029-05/FIR Bhavani 318 manal.pdf", "document_scan", "Police Station Bhavani", "2029-05-02", ["C08"], [], """
முதல் தகவல் அறிக்கை / FIRST INFORMATION REPORT
District: Erode   P.S.: Bhavani   Crime No. 318/2029   Date: 02.05.2029
Sections: 303(2) BNS, 21(1) r/w 4(1-A) MMDR Act, 1957
On 02.05.2029 at 4.15 a.m. during vehicle check near Kalingarayan anicut, a tipper lorry TN-36-Z-xxxx loaded with
about 3 units of river sand taken from the Cauvery bed without permit was stopped. The driver R. Mani @ Manikandan,
Kalingarayanpalayam, was arrested; the lorry seized. Owner absconding.   SI of Police, Bhavani
""")
u("backlog/2029-02/rental agreement shed Jambai road.jpg", "document_photo", L, "2029-01-20", ["C03"], [], """
வாடகை ஒப்பந்தம் (RENTAL AGREEMENT) - dated 01.04.2026
Landlord: V. Kandasamy, Bhavani.  Tenant: M. Shanmugam, Shanmugam Tex, Jambai Road, Bhavani.
Shed of 2,400 sq.ft with 3-phase EB service, for running 16 powerlooms. Rent Rs. 18,000 per month payable on or before
the 5th. Advance Rs. 1,00,000 paid. Period 11 months, renewable.
(Not registered with the Rent Authority - noted in pencil by Adv.)
""")
u("backlog/2028-09/chitta 212 Kasipalayam.pdf", "document_scan", "Taluk Office, Gobichettipalayam (e-Adangal)", "2028-09-02", ["C04"], [], """
தமிழ்நாடு அரசு - நில உரிமை விவரங்கள் (சிட்டா)
மாவட்டம்: ஈரோடு   வட்டம்: கோபிசெட்டிபாளையம்   கிராமம்: காசிபாளையம்
பட்டா எண்: 1184
உரிமையாளர்: 1. கருப்பண்ணன் (late)  2. K. ராமசாமி
புல எண் / உட்பிரிவு   நன்செய்/புன்செய்   பரப்பு (ஹெக்டேர்-ஏர்)
212/1                  புன்செய்           1-12.50
212/2                  புன்செய்           0-74.50
மொத்தம் 1-87.00 (4.62 ஏக்கர்)   Issued 02.09.2028 - e-services, Revenue Department
""")
u("backlog/2028-09/adangal 212 fasli 1437.jpg", "document_photo", "VAO, Kasipalayam", "2028-09-05", ["C04"], [], """
அடங்கல் - பசலி 1437 - காசிபாளையம் கிராமம்
புல எண் 212/1 : தென்னை (coconut) 310 மரங்கள் - சாகுபடி செய்பவர்: K. ராமசாமி
புல எண் 212/2 : தென்னை 180 மரங்கள், கிணறு 1 - சாகுபடி: K. ராமசாமி
கிராம நிர்வாக அலுவலர், காசிபாளையம் (ஒப்பம்)   05.09.2028
""")
u("backlog/2029-03/Tahsildar Gobi sub-division notice.pdf", "document_scan", "Tahsildar, Gobichettipalayam", "2029-03-01", ["C04"], [], """
OFFICE OF THE TAHSILDAR, GOBICHETTIPALAYAM
Rc. No. 2214/2029/B3                                        Date: 01.03.2029
Sub: Patta transfer and sub-division of S.F. No. 212/1, Kasipalayam village - petition of K. Ramasamy - enquiry
The petitioner K. Ramasamy has applied for transfer of patta No. 1184 solely in his name and sub-division of
S.F. No. 212/1 on the basis of an unregistered family arrangement of 1998. K. Saraswathi has filed objection stating
that O.S. No. 156 of 2028 is pending on the file of the Sub Court, Gobichettipalayam. Both parties are directed to
appear for enquiry on 20.03.2029 at 11 a.m. with documents. Since the civil suit is pending, no sub-division will be
effected till its disposal; the petition is kept pending.              Tahsildar, Gobichettipalayam
""")
u("backlog/2029-01/WS D1 Ramasamy OS 156.pdf", "document_scan", "Mr. P. Chinnasamy for D1", "2029-01-10", ["C04"], ["C04-H01"], """
IN THE COURT OF THE SUBORDINATE JUDGE, GOBICHETTIPALAYAM      O.S. No. 156 of 2028
K. Saraswathi .. Plaintiff   Vs   K. Ramasamy and 2 others .. Defendants
WRITTEN STATEMENT OF THE FIRST DEFENDANT
3. The properties were divided among the family by an oral family arrangement in 1998 when the father Karuppannan
was alive; the plaintiff was given 15 sovereigns of gold and Rs. 50,000 cash at her marriage in lieu of her share.
4. The plaintiff is not entitled to any share in the coconut grove in S.F. Nos. 212/1 and 212/2; the suit is barred.
Filed on 10.01.2029.                                  Counsel for D1 (P. Chinnasamy)
""")

# ---------------- the gumastha's Tamil vaaidha register (photos sent on WhatsApp)
u("backlog/2029-01/IMG-20290125-WA0011.jpg", "handwritten_note_photo", K, "2029-01-25", ["C07", "C04", "C01"], ["C07-H01", "C04-H01", "C01-H02"], """
வாய்தா பதிவேடு - டிசம்பர் 2028 / ஜனவரி 2029
14.12.2028 (வியாழன்) - STC 1147/2028 கொங்கு சிட்ஸ் எ. செல்வராஜ் - NI Act கோர்ட்
  எதிரி வரவில்லை. பிணையில் விடக்கூடிய பிடிவாரண்ட் (BW). வாய்தா 25.01.2029
10.01.2029 (புதன்) - OS 156/2028 கோபி சப் கோர்ட் - சரஸ்வதி எ. ராமசாமி
  1வது எதிரி எழுத்து மூல வாக்குமூலம் (WS) தாக்கல். வாய்தா 07.02.2029
22.01.2029 (திங்கள்) - COS 31/2028 முருகன் ஹேண்ட்லூம்ஸ் எ. வேல் நிட் - PDJ கோர்ட்
  எதிர் வக்கீல் சிவக்குமார் documents admission/denial க்கு டைம் கேட்டார், கொடுத்தாங்க. வாய்தா 19.02.2029
- சுப்ரமணி
""")
u("backlog/2029-03/IMG-20290307-WA0003.jpg", "handwritten_note_photo", K, "2029-03-07", ["C04", "C03"], ["C04-H02", "C03-H01"], """
வாய்தா பதிவேடு - பிப்ரவரி / மார்ச் 2029
07.02.2029 - கோபி சப் கோர்ட் OS 156/2028 சரஸ்வதி
  2, 3வது எதிரிகள் WS தாக்கல். Issues க்கு வாய்தா 14.03.2029
  ஜட்ஜ் ஐயா சிட்டா, அடங்கல், FMB ஸ்கெட்ச் கொண்டு வர சொன்னார்.
07.03.2029 - பவானி வாடகை நீதிமன்றம் RCOP 9/2029 கந்தசாமி எ. சண்முகம் (தறி கொட்டகை)
  எதிர்மனுதாரர் ஆஜர் ஆனார். பதில் மனு (counter) க்கு வாய்தா 04.04.2029
""")
u("backlog/2029-06/IMG-20290620-WA0009.jpg", "handwritten_note_photo", K, "2029-06-20", ["C06", "C02"], ["C06-H03", "C02-H03"], """
வாய்தா பதிவேடு
16.04.2029 - MCOP 612/2029 கௌதம் (விபத்து) - MACT ஈரோடு
  Issues framed. ஊனம் சதவீதம் க்கு அரசு தலைமை மருத்துவமனை மெடிக்கல் போர்டு க்கு அனுப்பினார்கள். வாய்தா 25.06.2029
  (மே மாதம் கோர்ட் விடுமுறை)
20.06.2029 - OS 87/2029 மஞ்சள் மண்டி எ. துரைசாமி - பெருந்துறை DMC
  Issues framed. கணக்கு புத்தகம் பார்க்க வக்கீல் கமிஷனர் IA மனு போட்டோம். வாய்தா 25.07.2029
""")
u("backlog/2029-10/IMG-20291003-WA0014.jpg", "handwritten_note_photo", K, "2029-10-03", ["C04"], ["C04-H07"], """
03.10.2029 (புதன்) - கோபி சப் கோர்ட் - OS 156/2028 சரஸ்வதி எ. ராமசாமி
எதிர் தரப்பு சாட்சி தயாராக இல்லை. சின்னசாமி வக்கீல் டைம் கேட்டார்.
ஜட்ஜ் ஐயா ரூ.1,500 செலவுத் தொகை (costs) போட்டு வாய்தா கொடுத்தார் - கடைசி வாய்ப்பு.
வாய்தா 28.11.2029 - DW1 ராமசாமி
""")
u("backlog/2029-12/IMG-20291205-WA0002.jpg", "handwritten_note_photo", K, "2029-12-05", ["C05", "C03", "C07", "C01", "C06"], [], """
வரும் வாய்தாக்கள் (டிசம்பர் 2029)
10.12 திங்கள் - சென்னை ஐகோர்ட் Crl.OP 18842/2029 கார்த்திகேயன் - சார் போகணும் (ரயில் டிக்கட் 9ம் தேதி இரவு)
12.12 புதன் - பவானி RCOP 9/2029 கந்தசாமி - வாதம் (arguments)
12.12 புதன் - NI Act கோர்ட் STC 1147/2028 கொங்கு சிட்ஸ் - வாதம்
17.12 திங்கள் - PDJ COS 31/2028 முருகன் ஹேண்ட்லூம்ஸ் - எதிர் தரப்பு வாதம்
20.12 வியாழன் - MACT MCOP 612/2029 கௌதம் - தீர்ப்பு (award)
""")

# ---------------- C01 Murugan Handlooms commercial suit
u("backlog/2028-12/IMG_20281211_172244.jpg", "handwritten_note_photo", L, "2028-12-11", ["C01"], ["C01-H01"], """
11.12.28  PDJ (Comml Ct) - COS 31/28 Murugan Handlooms v Vel Knit
Dft WS filed today - main defence: quality not as per sample, 1200 bedsheets "rejected lot" returned (!!)
Palanisamy annan says no goods ever came back - lorry receipt illai.
Rejoinder within 30 days. Vaaidha 22.1.29.
""")
u("backlog/2029-02/COS 31 2028 proceedings 19.02.2029.pdf", "certified_order_sheet_scan", "Principal District Court, Erode", "2029-02-20", ["C01"], ["C01-H03"], """
IN THE COURT OF THE PRINCIPAL DISTRICT JUDGE (COMMERCIAL COURT), ERODE
Present: Thiru. N. Ravichandran, M.L., Principal District Judge
C.O.S. No. 31 of 2028
Sri Murugan Handlooms .. Plaintiff    Vs    Vel Knit Exports Pvt. Ltd. .. Defendant
19.02.2029 - Case Management Hearing (Order XV-A CPC as amended by the Commercial Courts Act)
Plaintiff's counsel Thiru. S. Kathirvel and defendant's counsel Thiru. T. Sivakumar present.
Statements of admission and denial filed. The following issues are framed:
1. Whether the defendant is liable to pay Rs. 18,40,000 to the plaintiff?
2. Whether the goods supplied were not as per the approved sample?
3. Whether 1,200 bedsheets were returned to the plaintiff as a rejected lot?
4. Whether the plaintiff is entitled to interest, and at what rate?
5. To what other relief?
Timeline: plaintiff's affidavit evidence by 26.03.2029; cross-examination to be completed by 30.06.2029;
defendant's evidence thereafter. No adjournment will be granted except on costs. Call on 26.03.2029.
                                                                Principal District Judge
""")
u("backlog/2029-03/Murugan COS PW1 26.3.docx", "typed_note_docx", L, "2029-03-26", ["C01"], ["C01-H04"], """
COS 31/2028 - Murugan Handlooms v. Vel Knit Exports - PDJ Erode - 26.03.2029
PW1 K. Palanisamy - proof affidavit filed. Ex.A1 to Ex.A14 marked (9 invoices, 5 lorry receipts of KPN Transport,
ledger extract, DLSA non-starter report as A14).
Sivakumar objected to A10 (ledger extract without 65-B certificate) - court: objection to be decided at final hearing.
Cross of PW1 - next date 23.04.2029. Palanisamy-ku sollitten, weavers' register-um kondu varanum.
""")
u("backlog/2029-06/murugan cross 18 june.txt", "typed_note_txt", L, "2029-06-18", ["C01"], ["C01-H06"], """
18/06/2029 PDJ - Murugan Handlooms (COS 31/28)
PW1 Palanisamy cross by Sivakumar - 1 1/2 hours. Ellam suggestion: "1,200 bedsheets rejected lot thirumbi anuppinom".
PW1 denied - "oru bedsheet kooda thirumbi varala". Lorry receipt for return - they have none. Good for us.
Sivakumar also put: Ex.A7 invoice rate Rs. 410 per bedsheet higher than PO rate Rs. 385 - PW1: revised by phone.
PE closed. DE - vaaidha 06.08.2029.
""")
u("backlog/2029-08/IMG_20290806_164010.jpg", "handwritten_note_photo", L, "2029-08-06", ["C01"], ["C01-H07"], """
6/8/29 PDJ - COS 31/28 Murugan
DW1 S. Velmurugan (MD, Vel Knit) proof affidavit filed; 3 docs - Ex.B1 QC report (unsigned!), B2 email, B3 debit note.
Our cross deferred - Sivakumar wants DW1 present only once. Vaaidha 24.9.29.
Prepare: debit note date vs GST return.
""")
u("backlog/2029-09/Vel Knit DW1 cross.docx", "typed_note_docx", L, "2029-09-24", ["C01"], ["C01-H08"], """
24.09.2029 - PDJ Erode - COS 31/2028
DW1 Velmurugan cross-examined by me (about 2 hours). Admitted: no lorry receipt or gate pass for return of the
so-called rejected lot; Ex.B1 QC report not signed by anyone; the debit note Ex.B3 was raised only after our lawyer
notice of 02.07.2028. Admitted GSTR-1 shows the 9 invoices accepted.
DE closed. Arguments - vaaidha 19.11.2029. Written arguments file pannanum.
""")
u("backlog/2029-11/20291119_183522.jpg", "handwritten_note_photo", L, "2029-11-19", ["C01", "C02"], ["C01-H09"], """
19.11.29 - PDJ - Murugan v Vel Knit
Argued for plff ~40 min + written args filed. PDJ asked about interest 18% - commercial rate ok, he may give 9%.
Sivakumar - reply args. Vaaidha 17.12.2029.
---
Evening call - Senthil (manjal mandi): Duraisamy's man came to mandi asking settlement, offers Rs. 3 lakh.
Told him: commissioner report says 4,82,350 - no less than 4.5 lakh. Hearing is on 21st, Perundurai.
""")

# ---------------- C02 manjal mandi accounts suit
u("backlog/2029-04/Manjal mandi WS 18.4.docx", "typed_note_docx", L, "2029-04-18", ["C02"], ["C02-H02"], """
O.S. 87/2029 - DMC Perundurai - S.K.M. Manjal Mandi v. P. Duraisamy - 18.04.2029
WS filed by N. Ramasamy for Duraisamy. Defence: (1) all accounts settled at the end of the 2028 season at the mandi
itself; (2) the pattis (sale slips) produced by us are "created" - signatures not his; (3) he sold only 62 bags
(not 148 bags) of virali manjal through our mandi.
Munsif - posted for issues 20.06.2029 (after vacation).
Senthil-ku: bring day book, patti book 2027-28, and the Erode Regulated Market gate entries.
""")
u("backlog/2029-07/O.S.87-2029 order 25.07.2029.pdf", "certified_order_sheet_scan", "District Munsif Court, Perundurai", "2029-07-26", ["C02"], ["C02-H04"], """
IN THE COURT OF THE DISTRICT MUNSIF, PERUNDURAI
Present: Thiru. K. Balamurugan, B.A., B.L., District Munsif
I.A. No. 311 of 2029 in O.S. No. 87 of 2029
25.07.2029
Petitioner/plaintiff represented by Thiru. S. Kathirvel; respondent/defendant by Thiru. N. Ramasamy.
The dispute turns on the accounts kept by the plaintiff, a commission agent at the turmeric market, for the
seasons 2026-27 and 2027-28. Thiru. S. Gopal, Advocate, Perundurai is appointed Advocate Commissioner to inspect the
day book, patti book and ledger of the plaintiff and the receipts with the defendant and to file a report on the
balance due. Commissioner's fee Rs. 7,500 to be paid by the petitioner. Report by 19.09.2029. I.A. allowed.
                                                                 District Munsif
""")
u("backlog/2029-09/Commissioner report OS 87.pdf", "document_scan", "S. Gopal, Advocate Commissioner", "2029-09-17", ["C02"], [], """
REPORT OF THE ADVOCATE COMMISSIONER - O.S. No. 87 of 2029, District Munsif Court, Perundurai
I inspected the books of S.K.M. Manjal Mandi on 24.08.2029 and 31.08.2029 in the presence of both counsel.
Advances paid to the defendant (2026-27 and 2027-28): Rs. 9,40,000. Sale proceeds of 148 bags of turmeric sold on
the defendant's account, less commission at 2% and hamali: Rs. 4,57,650. Balance due from the defendant:
Rs. 4,82,350 (Rupees four lakh eighty two thousand three hundred and fifty only).
The defendant produced no receipts of any final settlement.          S. Gopal, Advocate Commissioner, 17.09.2029
""")
u("backlog/2029-09/manjal 19-9.txt", "typed_note_txt", L, "2029-09-19", ["C02"], ["C02-H05"], """
19.9.29 Perundurai DMC - manjal mandi OS 87/29
Commissioner report received in court - balance Rs. 4,82,350 due from Duraisamy. Senthil romba santhosham.
Ramasamy vakil: will file objections to the report. Munsif gave time. Vaaidha 21.11.29.
""")

# ---------------- C03 powerloom shed RCOP
u("backlog/2029-04/IMG_20290404_131502.jpg", "handwritten_note_photo", L, "2029-04-04", ["C03"], ["C03-H02"], """
4.4.29 Bhavani Rent Court - RCOP 9/29 Kandasamy v Shanmugam (loom shed)
Counter by Rajendran: tenancy agreement not registered with Rent Authority -> petition not maintainable (s. 4 of 2017 Act).
Also says Kandasamy took Rs. 1,00,000 advance - adjust against rent.
Arrears now 8 months x 18,000 = 1,44,000. File IA for deposit of arrears.
Vaaidha 13.6.29 (May vacation).
""")
u("backlog/2029-06/RCOP 9-2029 order 13.06.2029.pdf", "certified_order_sheet_scan", "Rent Court (District Munsif), Bhavani", "2029-06-14", ["C03"], ["C03-H03"], """
IN THE RENT COURT (DISTRICT MUNSIF COURT), BHAVANI
Present: Tmt. R. Kalaiselvi, B.L., District Munsif-cum-Rent Court
I.A. No. 42 of 2029 in R.C.O.P. No. 9 of 2029
13.06.2029
The tenant is in occupation of the shed and running the powerlooms. Whatever the defence on registration of the
tenancy agreement, the tenant must pay or deposit the admitted rent while the proceedings are pending. The
respondent-tenant is directed to deposit the arrears of Rs. 1,44,000 (eight months at Rs. 18,000) to the credit of
the R.C.O.P. within four weeks, and to pay the monthly rent regularly thereafter. Call on 18.07.2029 for compliance.
                                                          District Munsif-cum-Rent Court
""")
u("backlog/2029-07/WhatsApp Chat with Kandasamy Bhavani.txt", "whatsapp_export", "V. Kandasamy (client)", "2029-07-18", ["C03"], ["C03-H04"], """
18/07/29, 13:40 - Kandasamy Bhavani: Vanakkam saami. Innaiku court la enna aachunga?
18/07/29, 14:02 - Kathirvel Adv: Vanakkam. Shanmugam 72,000 mattum deposit pannirukaan. Balance 72,000 kku time ketaanga, judge amma koduthaanga
18/07/29, 14:03 - Kathirvel Adv: Next vaaidha 22.08.2029. Appo neenga saatchi solla varanum - PW1
18/07/29, 14:05 - Kandasamy Bhavani: Seringa. Avan innum looms odittu thaan irukkaan, current bill kooda kattala nga
18/07/29, 14:06 - Kandasamy Bhavani: EB bill photo anuppuren
18/07/29, 14:09 - Kathirvel Adv: Sari, anuppunga. File la vachukalam
""")
u("backlog/2029-10/Deposition PW1 RCOP 9.pdf", "document_scan", "Rent Court (District Munsif), Bhavani", "2029-10-10", ["C03"], ["C03-H06"], """
R.C.O.P. No. 9 of 2029 - மனுதாரர் தரப்பு சாட்சி 1 (PW1) - வி. கந்தசாமி - 10.10.2029
குறுக்கு விசாரணை (எதிர்மனுதாரர் வழக்கறிஞர் திரு. அ. ராஜேந்திரன்):
கே: வாடகை ஒப்பந்தம் வாடகை அதிகாரியிடம் பதிவு செய்யப்படவில்லை என்பது சரியா?
ப: பதிவு செய்யவில்லை. எதிர்மனுதாரர் தான் கையெழுத்துப் போட மறுத்தார்.
கே: ரூ.1,00,000 முன்பணம் வாங்கியது சரியா?
ப: சரி. அது கொட்டகையை காலி செய்யும்போது திருப்பித் தருவதற்கானது; வாடகையில் கழிக்க முடியாது.
கே: 16 தறிகள் ஓடுவதால் மின் கட்டணம் நீங்கள் தான் கட்ட வேண்டும் என்பது சரியா?
ப: தவறு. EB கட்டணம் வாடகைதாரர் கட்ட வேண்டும்.
(மறு விசாரணை இல்லை)                              District Munsif-cum-Rent Court, Bhavani
""")
u("backlog/2029-10/bhavani rcop 10.10.txt", "typed_note_txt", L, "2029-10-10", ["C03"], ["C03-H06"], """
10.10.2029 Bhavani Rent Court - Kandasamy RCOP
PW1 Kandasamy cross by Rajendran (finally he came). Held well on the advance - "kaali pannum pothu thaan thiruppi tharuven".
RW1 Shanmugam chief affidavit filed - says rent reduced to 15,000 orally in 2028. No proof.
Balance 72,000 still not deposited. Vaaidha 14.11.29 - RW1 cross.
""")
u("backlog/2029-11/IMG_20291114_151230.jpg", "handwritten_note_photo", L, "2029-11-14", ["C03"], ["C03-H07"], """
14/11/29 Bhavani - RCOP 9/29
RW1 Shanmugam cross by me - admitted he runs 16 looms, admitted no receipt for "15,000 rent", admitted
balance 72,000 not deposited "kaasu illeenga". Judge amma: deposit order not complied - noted.
Arguments - vaaidha 12.12.2029.
""")

# ---------------- C04 Gobi partition
u("backlog/2029-03/Saraswathi OS156 issues 14.3.docx", "typed_note_docx", L, "2029-03-14", ["C04"], ["C04-H03"], """
14.03.2029 - Sub Court, Gobichettipalayam - O.S. 156/2028 (Saraswathi v. Ramasamy & 2 others)
Six issues framed - main: whether there was an oral family arrangement in 1998; whether plaintiff entitled to 1/4 share
as a coparcener (2005 amendment, Vineeta Sharma).
Sub Judge Thangaraj first asked for chitta and adangal - produced the chitta (patta 1184) and the adangal of fasli 1437
showing 490 coconut trees cultivated by D1. He wants the FMB sketch next time.
IA 88/2029 (for D1 to account for the coconut yield and deposit plaintiff's share) argued. Orders 11.04.2029.
Also: Tahsildar Gobi enquiry on D1's patta transfer petition - attended 20.03 ... no, that is next week. Objection already filed.
""")
u("backlog/2029-04/OS 156-2028 IA 88 order.pdf", "certified_order_sheet_scan", "Subordinate Court, Gobichettipalayam", "2029-04-12", ["C04"], ["C04-H04"], """
IN THE COURT OF THE SUBORDINATE JUDGE, GOBICHETTIPALAYAM
Present: Thiru. M. Thangaraj, M.A., M.L., Subordinate Judge
I.A. No. 88 of 2029 in O.S. No. 156 of 2028
11.04.2029
The first respondent is in management of the coconut grove and is admittedly selling the coconuts. Without deciding
the plaintiff's share, it is just that the yield is accounted. The first respondent shall keep accounts of the coconut
yield and deposit a sum of Rs. 40,000 (towards one fourth of the yield for the year 2028-29) to the credit of the suit
within six weeks. Prayer for appointment of a receiver is rejected. I.A. partly allowed. Suit - call on 27.06.2029
for plaintiff's evidence.                                             Subordinate Judge
""")
u("backlog/2029-06/Deposition PW1 Saraswathi.pdf", "document_scan", "Subordinate Court, Gobichettipalayam", "2029-06-27", ["C04"], ["C04-H05"], """
O.S. No. 156 of 2028 - வாதி தரப்பு சாட்சி 1 (PW1) - கே. சரஸ்வதி, வயது 46 - 27.06.2029
முதல் விசாரணை (சத்தியப் பிரமாணம் - proof affidavit):
என் தந்தை கருப்பண்ணன் 2017ல் இறந்தார். காசிபாளையம் புல எண் 212/1, 212/2 தென்னந்தோப்பு எங்கள் பூர்வீக சொத்து.
1998ல் எந்த வாய்மொழி குடும்ப ஏற்பாடும் நடக்கவில்லை. எனக்கு 1/4 பங்கு உண்டு. 1வது பிரதிவாதி தேங்காய் விற்று
முழு வருமானமும் எடுத்துக் கொள்கிறார். Ex.A1 சிட்டா, Ex.A2 அடங்கல், Ex.A3 FMB வரைபடம் குறிக்கப்பட்டது.
குறுக்கு விசாரணை: அடுத்த வாய்தாவுக்கு ஒத்திவைப்பு. வாய்தா 08.08.2029
""")
u("backlog/2029-08/gobi 8.8.txt", "typed_note_txt", L, "2029-08-08", ["C04"], ["C04-H06"], """
08.08.2029 Gobi Sub Court - Saraswathi partition
PW1 Saraswathi cross by Chinnasamy - asked about 15 sovereigns at marriage: she said "kalyana seeru, panga illa" - good.
PW2 Ponnusamy (neighbouring thottam owner, 71 yrs) examined - deposed father never divided the thoppu, Ramasamy alone
plucks coconuts ("thenga vettu") every 45 days. Cross short.
D1 has deposited Rs. 40,000 as per IA order (checked with the bench clerk).
PE closed. DE - vaaidha 03.10.2029.
""")
u("backlog/2029-11/20291128_170455.jpg", "handwritten_note_photo", L, "2029-11-28", ["C04"], ["C04-H08"], """
28.11.29 Gobi - OS 156/28 Saraswathi
DW1 Ramasamy chief affidavit - 1998 panchayat of elders, "periyavanga munnaadi" division, no document.
My cross in part (1 hr): admitted no paper of 1998 arrangement; admitted applied to Tahsildar for patta transfer only in 2029.
Balance cross - vaaidha 23.01.2030 (after Pongal).
""")

# ---------------- C05 dowry quash (Madras HC)
u("backlog/2029-07/Crl.OP 18842 order 09.07.2029.pdf", "certified_order_sheet_scan", "Madras High Court", "2029-07-10", ["C05"], ["C05-H01"], """
IN THE HIGH COURT OF JUDICATURE AT MADRAS
DATED: 09.07.2029
CORAM: THE HONOURABLE MR. JUSTICE K. VENKATACHALAPATHY
Crl.O.P. No. 18842 of 2029 and Crl.M.P. Nos. 11204 and 11205 of 2029
1. P. Karthikeyan  2. P. Valliammal  3. P. Nithya                        .. Petitioners
                                  Vs
1. State rep. by the Inspector of Police, All Women Police Station, Erode Town (Cr. No. 14 of 2029)
2. S. Divya                                                             .. Respondents
Prayer: Criminal Original Petition filed under Section 528 of BNSS to call for the records in C.C. No. 212 of 2029
on the file of the Judicial Magistrate No. II, Erode and quash the same.
For Petitioners : Mr. S. Kathirvel      For R1 : Mr. E. Raja, Government Advocate (Crl. Side)
ORDER: Notice to the second respondent. Learned Government Advocate takes notice for R1. There shall be an order of
interim stay of all further proceedings in C.C. No. 212 of 2029 for a period of eight weeks. The third petitioner,
a married sister residing at Coimbatore, is said to have no role. Post on 27.08.2029.
""")
u("backlog/2029-08/chennai 27 aug.txt", "typed_note_txt", L, "2029-08-27", ["C05"], ["C05-H02"], """
27/08/2029 - Madras HC, Court 41 (KV J) - Crl.OP 18842/29 Karthikeyan
Item 37, came up at 3.10 pm. GA Raja: status report not ready, "investigating officer transferred", sought time.
Interim stay EXTENDED till next date. Notice to Divya (R2) served - Revathi madam filed vakalat for her.
Vaaidha 08.10.2029. Karthikeyan-ku phone pannitten - Amma (Valliammal) BP patient, she need not come.
Train back - Yercaud Exp.
""")
u("backlog/2029-10/Karthikeyan HC 8 Oct.docx", "typed_note_docx", L, "2029-10-08", ["C05"], ["C05-H03"], """
08.10.2029 - High Court, Madras - Crl.O.P. 18842/2029 (Karthikeyan & 2 v. State & Divya) - KV J
Ms. M. Revathi filed counter for R2 Divya - alleges demand of 10 sovereigns more and a car (Swift) after marriage on
04.09.2026; harassment at Karungalpalayam house.
Judge: "matrimonial dispute, young couple - try mediation first". Referred to the Tamil Nadu Mediation and
Conciliation Centre, Madras High Court. Stay continues. Vaaidha 12.11.2029.
""")
u("backlog/2029-11/Doc1 (2).docx", "typed_note_docx", L, "2029-11-12", ["C05"], ["C05-H04"], """
12.11.2029 HC - Karthikeyan quash
Mediation failed - mediator's report: Divya not willing to rejoin; wants Rs. 25 lakh permanent alimony + return of
40 sovereigns. Karthikeyan offered Rs. 8 lakh.
Argued for quash: A2 mother and A3 sister - omnibus allegations, A3 lives at Coimbatore since 2019. KV J appeared
inclined as to A3. Part heard. Vaaidha 10.12.2029.
""")
u("backlog/2029-12/HC 10.12 karthikeyan.txt", "typed_note_txt", L, "2029-12-10", ["C05"], ["C05-H05"], """
10.12.29 Madras HC - Crl.OP 18842/2029 - KV J
My arguments concluded (A2, A3 omnibus; A1 - no specific date or instance of demand in the 161 statements).
Revathi replied for Divya: demand of the car is specific, cited WhatsApp messages.
GA: charge sheet filed, prima facie case.
Posted "for orders" on 08.01.2030. Stay continues till then.
Karthikeyan called - told him orders only after vacation.
""")

# ---------------- C06 Gowtham MCOP
u("backlog/2029-06/Gowtham MCOP PW1.docx", "typed_note_docx", L, "2029-06-25", ["C06"], ["C06-H04"], """
MCOP 612/2029 - Gowtham v. Jayaraman & United India Insurance - MACT (Spl. Sub Court) Erode - 25.06.2029
PW1 Gowtham examined. Ex.P1 to P12 marked (FIR, wound certificate, discharge summary KMCH, bills Rs. 3,86,400,
disability certificate 35%, college ID - final year B.Sc. at Chithode).
Prabhu (insurer) cross: "helmet podala" - PW1: "helmet pottirunthen, accident appo kazhandu pochu". Rash driving by
lorry from behind - no contributory negligence.
Vaaidha 13.08.2029 - doctor PW2.
""")
u("backlog/2029-09/MCOP doctor cross 17.9.txt", "typed_note_txt", L, "2029-09-17", ["C06"], ["C06-H06"], """
17-09-2029 MACT Erode - Gowtham MCOP 612/29
PW2 Dr. M. Sathyamoorthy (ortho, GH Erode, medical board member) cross by Prabhu - tried to bring 35% down to
"functional disability 15%". Doctor held: 35% permanent partial, 2 cm shortening, cannot squat.
PE closed. RE - vaaidha 29.10.2029.
""")
u("backlog/2029-10/week 22-29 Oct notes.docx", "typed_note_docx", L, "2029-10-29", ["C07", "C06"], ["C07-H08", "C06-H07"], """
Notes - week of 22 Oct 2029

Thu 25.10.2029 - NI Act Spl. Court - STC 1147/2028 Kongu Chits v. Selvaraj
Accused finally present; questioned u/s 351 BNSS - says "blank cheque given as security for the chit, never owed
2,85,000". Nagarajan filed list of defence witness: DW1 S. Manickam (accused's brother-in-law, surety in the chit).
Vaaidha 29.11.2029 for DW1.

Mon 29.10.2029 - MACT Erode - Gowtham MCOP 612/2029
RW1 Tmt. K. Latha, Asst. Manager, United India Insurance, Erode DO - marked policy (valid, comprehensive).
Judge asked insurer for an offer - Prabhu offered Rs. 6,50,000. Gowtham and father refused - want at least 10 lakh
(future prospects, 22 yr student). Judge: then arguments. Vaaidha 03.12.2029.
""")
u("backlog/2029-12/IMG_20291203_162215.jpg", "handwritten_note_photo", L, "2029-12-03", ["C06"], ["C06-H08"], """
3.12.29 MACT - Gowtham
Args done. Cited Pranay Sethi, Raj Kumar (disability -> loss of earning capacity). Claimed 15 lakh; Prabhu - 6.5 lakh offer
"more than fair". Judge: award on 20.12.2029.
""")

# ---------------- C07 chit cheque
u("backlog/2029-03/kongu chits CW1 29.3.txt", "typed_note_txt", L, "2029-03-29", ["C07"], ["C07-H04"], """
29.3.29 NI Act court - Kongu Chits v Selvaraj (STC 1147/2028)
CW1 A. Mohanraj (Manager) proof affidavit. Ex.P1 chit agreement, P2 cheque 604418, P3 return memo 22.08.2028,
P4 notice, P5 postal ack, P6 board resolution authorising Mohanraj.
Cross by Nagarajan - vaaidha 26.04.2029.
""")
u("backlog/2029-08/STC 1147-2028 proceedings 30.08.2029.pdf", "certified_order_sheet_scan", "Special Court for NI Act cases, Erode", "2029-08-31", ["C07"], ["C07-H07"], """
IN THE COURT OF THE JUDICIAL MAGISTRATE, SPECIAL COURT FOR TRIAL OF CASES UNDER THE NEGOTIABLE INSTRUMENTS ACT, ERODE
Present: Tmt. P. Anitha, B.A., B.L., Judicial Magistrate
S.T.C. No. 1147 of 2028
30.08.2029
Complainant present with counsel. Accused absent. Petition under Section 355 BNSS filed by the counsel for the
accused stating that the accused is unwell. This is the second such petition after the complainant's evidence began.
Allowed subject to payment of costs of Rs. 500 to the complainant. The accused shall be present on the next date
without fail. Call on 25.10.2029 for questioning of the accused under Section 351 BNSS.      Judicial Magistrate
""")
u("backlog/2029-11/IMG_20291129_181904.jpg", "handwritten_note_photo", L, "2029-11-29", ["C07"], ["C07-H09"], """
29/11/29 NI Act Ct - Kongu chits STC 1147
DW1 Manickam examined (says chit dues were being paid, cheque was "security"). My cross - admitted signature on
cheque is Selvaraj's; admitted Selvaraj took the prize amount 3,92,000. Defence evidence closed.
Arguments - vaaidha 13.12.29.
""")
u("backlog/2029-11/correction kongu chits vaaidha.txt", "typed_note_txt", L, "2029-11-30", ["C07"], [], """
30.11.2029 - correction
Kongu chits STC 1147/2028 - in yesterday's diary I wrote vaaidha 13.12 - WRONG. Subramani checked the case bundle
with the bench clerk: arguments fixed on 12.12.2029 (Wednesday), same day as Bhavani RCOP.
Priya to go to Bhavani at 10.30, I take NI Act court first and come to Bhavani by 12.
""")
u("backlog/2029-12/NI Act Spl Court cause list 12.12.2029.pdf", "cause_list_pdf", "District Court, Erode (e-Courts)", "2029-12-11", ["C07"], [], """
DISTRICT COURT, ERODE - CAUSE LIST FOR 12.12.2029 (WEDNESDAY)
JUDICIAL MAGISTRATE, SPECIAL COURT FOR NI ACT CASES, ERODE
Sl.  Case No.             Parties                                                Stage
1    STC 884/2027         Sakthi Finance Ltd. vs K. Murali                        Judgment
2    STC 1147/2028        Sri Kongu Chit Funds Pvt. Ltd. vs S. Selvaraj           Arguments
3    STC 1290/2028        Karur Vysya Bank vs P. Kumaresan                         Evidence
4    STC 211/2029         Annapoorna Textiles vs R. Vignesh                        Appearance
5    STC 602/2029         Sri Lakshmi Chits vs M. Saravanan                        351 BNSS
""")

# ---------------- C08 Mani sand bail
u("backlog/2029-05/WhatsApp Chat with Jothi Mani wife.txt", "whatsapp_export", "Jothi (client's wife)", "2029-05-14", ["C08"], ["C08-H01", "C08-H02", "C08-H03"], """
07/05/29, 15:20 - Jothi Mani: Sir vanakkam, en veettukaarar bail enna aachunga
07/05/29, 15:31 - Kathirvel Adv: Inniku PP CD file (case diary) innum varala nu time ketaaru. 10th Thursday ku pottirukku
07/05/29, 15:32 - Jothi Mani: Sari sir. Lorry owner thaan sir ellam. Ivar driver mattum thaan
10/05/29, 13:05 - Kathirvel Adv: PP Selvakumar objection - 2027 la Cr. No. 112/2027 innoru manal case irukku nu sonnar. Naan sonnen athu acquittal aachu nu. Order 14th Monday ku
10/05/29, 13:06 - Jothi Mani: Ayyo. Judgement copy en kitta irukku sir
10/05/29, 13:07 - Kathirvel Adv: Photo anuppunga
14/05/29, 12:48 - Kathirvel Adv: Bail granted! Condition: Bhavani police station la daily kaalai 10 manikku 4 weeks sign pannanum. Rendu surety Rs. 25,000 each
14/05/29, 12:50 - Jothi Mani: Romba nandri sir 🙏 surety ku en annan, maama varuvaanga
""")
u("backlog/2029-05/Crl.MP 4512-2029 bail order.pdf", "certified_order_sheet_scan", "Principal District and Sessions Court, Erode", "2029-05-15", ["C08"], ["C08-H03"], """
IN THE COURT OF THE PRINCIPAL SESSIONS JUDGE, ERODE
Present: Thiru. N. Ravichandran, M.L., Principal District and Sessions Judge
Crl.M.P. No. 4512 of 2029   (Cr. No. 318 of 2029, Bhavani Police Station)
R. Mani @ Manikandan .. Petitioner/Accused     Vs     State rep. by the Inspector of Police, Bhavani .. Respondent
14.05.2029
The petitioner, a driver, is in custody since 02.05.2029. The lorry has been seized. The earlier case in Cr. No. 112
of 2027 cited by the learned Public Prosecutor ended in acquittal. Custody is not necessary. The petitioner is
ordered to be released on bail on his executing a bond for Rs. 25,000 with two sureties each for a like sum to the
satisfaction of the Judicial Magistrate No. I, Bhavani, on condition that he shall report before the Bhavani Police
Station daily at 10.00 a.m. for four weeks and thereafter as and when required. Petition allowed.
                                                     Principal Sessions Judge
""")

# ---------------- the junior's WhatsApp exports
u("backlog/2029-04/WhatsApp Chat with Priya Jr.txt", "whatsapp_export", J, "2029-04-26", ["C07", "C06", "C02", "C01"], ["C07-H02", "C06-H01", "C02-H01", "C07-H03", "C06-H02", "C01-H05", "C07-H05"], """
25/01/29, 12:10 - Priya Jr: Sir kongu chits case - Selvaraj vanthutaan. Nagarajan sir surety file panni bail eduthutaanga. Copies kuduthaachu. Vaaidha 22.02.2029
25/01/29, 12:11 - Kathirvel Adv: 👍
12/02/29, 11:45 - Priya Jr: Sir MACT Gowtham case - United India insurance ku Prabhu sir appear aanaanga. Lorry owner Jayaraman call absent. Counter ku 19.03.2029
14/02/29, 13:20 - Priya Jr: Sir Perundurai - manjal mandi case la Duraisamy appear aanaar, Ramasamy sir WS ku time ketaanga. Vaaidha 18/04/29
22/02/29, 12:35 - Priya Jr: Sir NI Act court la plea record pannitaanga. Selvaraj not guilty. Nagarajan sir - "security cheque" defence. CW1 ku 29.3
19/03/29, 14:10 - Priya Jr: Sir Gowtham case la insurance counter file pannaanga - helmet podala, contributory negligence nu. Issues ku 16.04.2029
23/04/29, 13:00 - Priya Jr: Sir PDJ court - Murugan handlooms. Sivakumar sir PW1 cross ku ready illa nu sonnaanga. PDJ Rs. 3,000 costs pottaaru, timeline thaandiduchu nu kovam. Vaaidha 18.06.2029 (vacation kku apram)
23/04/29, 13:02 - Kathirvel Adv: Costs amount Palanisamy kitta solidu
26/04/29, 12:20 - Priya Jr: Sir kongu chits - Selvaraj absent. Nagarajan sir absence petition pottaanga, allow aayiduchu. CW1 cross nadakkala. Vaaidha 28.06.2029
26/04/29, 12:21 - Kathirvel Adv: Ithu rendavathu thadava varala. Note pannu
""")
u("backlog/2029-11/WhatsApp Chat with Priya Jr (2).txt", "whatsapp_export", J, "2029-11-21", ["C07", "C06", "C03", "C02"], ["C07-H06", "C06-H05", "C03-H05", "C07-H07", "C02-H06"], """
28/06/29, 12:40 - Priya Jr: Sir kongu chits - CW1 Mohanraj cross mudinjathu. Nagarajan sir 40 mins. Vaaidha 30.08.2029
13/08/29, 13:15 - Priya Jr: Sir Gowtham MCOP - PW2 Dr. Sathyamoorthy chief mudinjathu, 35% disability sonnaaru. Prabhu sir cross ku time ketaanga. Vaaidha 17.09.2029
22/08/29, 12:55 - Priya Jr: Sir Bhavani rent court - Kandasamy PW1 chief affidavit file pannitom. Rajendran sir varala, cross defer aayiduchu. Vaaidha 10.10.2029
22/08/29, 12:56 - Priya Jr: Balance 72,000 innum deposit pannala sir
30/08/29, 12:30 - Priya Jr: Sir NI Act court - Selvaraj marubadiyum absent. Absence petition allow pannaanga but Rs. 500 costs. Anitha madam - next date kandippa varanum. Vaaidha 25.10.2029
30/08/29, 12:32 - Kathirvel Adv: Moonavathu thadava. Next time NBW kelu
21/11/29, 13:10 - Priya Jr: Sir Perundurai manjal mandi - Ramasamy sir commissioner report ku objection file pannaanga. Senthil sir PW1 chief affidavit file pannitom. Cross ku vaaidha 09.01.2030
21/11/29, 13:12 - Kathirvel Adv: Ok. Senthil kitta solidu - settlement 4.5 lakh ku keela venaam
""")

# ---------------- week plan
u("backlog/2029-12/Plan 10-21 Dec 2029.docx", "typed_note_docx", L, "2029-12-07", ["C05", "C03", "C07", "C01", "C06", "C04", "C02"], [], """
PLAN 10 Dec - 21 Dec 2029
Mon 10/12  Madras HC Ct 41 - Karthikeyan quash (KV J). Train Sun night. Written note on A2, A3.
Wed 12/12  NI Act Spl Court - Kongu chits - arguments (me, 10.30). Bhavani Rent Court - Kandasamy RCOP - arguments
           (Priya to keep it; I come by 12). Carry the 13.06 deposit order and RW1 admissions.
Mon 17/12  PDJ - Murugan Handlooms - Vel Knit's arguments; reply on interest.
Thu 20/12  MACT - Gowtham - award. Tell Ramesh (father) to come.
Pending:
- Gobi Saraswathi: FMB sketch certified copy from taluk survey - Subramani to collect. Next 23.01.2030.
- Manjal mandi: Senthil's settlement talk - min 4.5 lakh.
- District Consumer Commission, Erode - Palanisamy's nephew's refrigerator complaint - draft only, not yet filed.
""")
