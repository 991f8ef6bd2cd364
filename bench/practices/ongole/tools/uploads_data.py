"""The uploads of the Ongole practice: what the lawyer, the junior Sravan and the gumasta Anjaneyulu actually kept."""

L, J, K = "Kotha Ramakrishna Prasad", "Gummadi Sravan Kumar", "Pedakota Anjaneyulu (gumasta)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- C01 granites cheque case
u("backlog/2030-03/Indian Bank return memo CSI.pdf", "document_scan", "Indian Bank, Ongole Main Branch", "2030-03-16", ["C01"], [], """
INDIAN BANK   Ongole Main Branch, Trunk Road, Ongole - 523001
CHEQUE RETURN MEMO                                   Date: 16.03.2030
Cheque No. 702318 dt. 12.03.2030 for Rs. 8,40,000/- drawn by M/s Coastal Stone Impex (Partner: Tummala Prasad)
on CA No. 6045xxxxxx, presented by Sri Lakshmi Narasimha Granites (Exports) through SBI Chimakurthy.
Returned unpaid - Reason: FUNDS INSUFFICIENT
                                                     Branch Manager
""")
u("backlog/2030-03/notice 138 coastal stone.docx", "typed_note_docx", L, "2030-03-28", ["C01"], [], """
KOTHA RAMAKRISHNA PRASAD, B.A., B.L., Advocate, Ongole
By Regd. Post with Ack. Due                                       Date: 28.03.2030
To: M/s Coastal Stone Impex, rep. by its Partner Sri Tummala Prasad, Pernamitta Road, Ongole.
Sub: Statutory notice u/s 138 (b) of the Negotiable Instruments Act, 1881.
Under instructions from my client Sri Lakshmi Narasimha Granites (Exports), Chimakurthy, rep. by its Managing
Partner Sri Bollineni Srinivasulu: towards the price of black galaxy granite slabs supplied under invoices of
Nov-Dec 2029 you issued cheque no. 702318 dt. 12.03.2030 for Rs. 8,40,000 on Indian Bank, Ongole, which was
returned on 16.03.2030 for 'funds insufficient'. You are called upon to pay Rs. 8,40,000 within 15 days of receipt
of this notice, failing which my client will prosecute you.                              Advocate
""")
u("backlog/2030-08/IMG-20300806-WA0004.jpg", "handwritten_note_photo", K, "2030-08-06", ["C01"], ["C01-H01"], """
06.08.2030 మంగళవారం
II అదనపు జ్యుడీషియల్ ఫస్ట్ క్లాస్ మేజిస్ట్రేట్ కోర్టు, ఒంగోలు
C.C. 1187/2030 లక్ష్మీనరసింహ గ్రానైట్స్ vs కోస్టల్ స్టోన్ ఇంపెక్స్
ముద్దాయికి సమన్లు అందలేదు. మళ్ళీ సమన్లు ఇచ్చారు.
వాయిదా 10.09.2030
- అంజనేయులు
""")
u("backlog/2030-09/20300910_125812.jpg", "handwritten_note_photo", L, "2030-09-10", ["C01"], ["C01-H02"], """
10/9/30  II AJFCM Ongole
CC 1187/30 Granites cheque - accused Tummala Prasad appeared, Pothuri garu vakalat filed.
Bail bonds 20,000 + one surety. Copies ivvali next date ki.
ND 22.10.30 - particulars. Srinivasulu garu ki phone cheyali.
""")
u("backlog/2030-10/CC 1187-2030 certified docket.pdf", "certified_order_sheet_scan", "II Additional Judicial Magistrate of First Class, Ongole", "2030-10-24", ["C01"], ["C01-H01", "C01-H02", "C01-H03"], """
IN THE COURT OF THE II ADDITIONAL JUDICIAL MAGISTRATE OF FIRST CLASS, ONGOLE
Present: Sri K. Ravi Shankar, II Addl. J.F.C.M.
C.C. No. 1187 of 2030
Sri Lakshmi Narasimha Granites (Exports), rep. by Bollineni Srinivasulu ... Complainant
Vs.
M/s Coastal Stone Impex, rep. by Tummala Prasad ... Accused
DOCKET
06.08.2030  Complainant present. Summons to accused returned unserved. Issue fresh summons. Call on 10.09.2030.
10.09.2030  Accused present. Sri P. Srinivasa Rao filed vakalat. Accused enlarged on bail on his own bond for
            Rs. 20,000 with one surety for like sum. Copies furnished. Call on 22.10.2030.
22.10.2030  Accused present. Particulars of offence explained under Section 274 BNSS. Accused pleaded not guilty
            and claimed to be tried. For complainant's evidence. Call on 26.11.2030.
                                                  // certified true copy //   Copy applied 23.10.2030
""")
u("backlog/2030-10/CC 1187 22.10 plea.txt", "typed_note_txt", L, "2030-10-22", ["C01"], ["C01-H03"], """
22.10.2030 - CC 1187/2030 - Granites cheque - II AJFCM
Plea recorded, not guilty. Pothuri garu defence line chepparu: cheque was a security cheque given in 2029 when the
slab orders started; slabs defective (cracks, polish poor), so no liability. Expect this in cross.
Need: invoices, lorry receipts (LR), the e-way bills, Karthik's email confirmations. ND 26.11.2030 for CE.
""")
u("backlog/2030-11/PXL_20301126_114402.jpg", "handwritten_note_photo", L, "2030-11-26", ["C01"], ["C01-H04"], """
26.11.30 - Granites 138
PW1 Srinivasulu garu chief affidavit file chesam. Ex.P1 cheque, P2 return memo, P3 notice, P4 postal ack,
P5 invoices, P6 reply notice marked.
Pothuri - cross ki time adigaru, judge gave. ND 7.1.31
""")
u("backlog/2031-02/Granites PW1 cross 18.02.2031.docx", "typed_note_docx", L, "2031-02-18", ["C01"], ["C01-H06"], """
C.C. No. 1187 of 2030 - 18.02.2031 - PW1 cross by Sri Pothuri Srinivasa Rao
- Suggested cheque was a blank security cheque given in June 2029: PW1 denied. Said cheque filled by the accused
  partner himself in our office at Chimakurthy on 12.03.2030 in the presence of the accountant.
- Suggested slabs had cracks and a debit note was sent: PW1 denied any debit note received.
- No question on the notice service.
Judge summoned Indian Bank Ongole Main Branch manager as PW2 with the return memo ledger.
ND 25.03.2031.
""")
u("backlog/2031-03/IMG_20310325_131540.jpg", "handwritten_note_photo", L, "2031-03-25", ["C01"], ["C01-H07"], """
25/3/31 II AJFCM - Granites CC
PW2 Sri K. Mohan Rao, Manager Indian Bank Ongole main br. examined - return memo + account statement (balance
Rs. 11,240 on 16.3.30). Cross nil much. CE closed.
ND 17.6.31 for 313. (June - after vacation)
""")
u("backlog/2031-06/granites 313 17 june.txt", "typed_note_txt", L, "2031-06-17", ["C01"], ["C01-H08"], """
17.06.2031 tue - CC 1187/2030 Granites cheque - II AJFCM
Accused Tummala Prasad absent - 317 petition (fever, medical certificate from a Guntur hospital). Allowed, but
judge garu warned: next date ki accused must be present for 313, else NBW.
ND 15.07.2031 - 313 examination. Karthik ki message pettanu.
""")

# ---------------- C02 mines royalty writ
u("backlog/2030-08/AD mines demand notice.pdf", "document_scan", "Assistant Director of Mines and Geology, Ongole", "2030-08-21", ["C02"], [], """
GOVERNMENT OF ANDHRA PRADESH - OFFICE OF THE ASSISTANT DIRECTOR OF MINES AND GEOLOGY, ONGOLE
Rc. No. 1421/Q/2030                                              Date: 21.08.2030
DEMAND NOTICE
To: Sri Lakshmi Narasimha Granites (Exports), Q.L. over Sy. No. 1046, Chimakurthy (V&M)
On DGPS survey of your quarry lease on 04.07.2030, an excess quantity of 312 cum of black galaxy granite over the
quantity covered by permits is noticed. You are directed to pay seigniorage fee and penalty of Rs. 23,65,400
within 15 days, failing which recovery under the Revenue Recovery Act will follow.
                                                 Assistant Director of Mines and Geology, Ongole
""")
u("backlog/2030-09/WP 21456-2030 order 16.09.2030.pdf", "certified_order_sheet_scan", "High Court of Andhra Pradesh", "2030-09-18", ["C02"], ["C02-H01"], """
IN THE HIGH COURT OF ANDHRA PRADESH AT AMARAVATI
WRIT PETITION No. 21456 of 2030
Sri Lakshmi Narasimha Granites (Exports) ... Petitioner
Vs.
State of Andhra Pradesh, rep. by its Principal Secretary, Industries & Commerce (Mines) Dept. & 2 others ... Respondents
ORDER (16.09.2030)
HON'BLE SRI JUSTICE CH. VENKATA RAMANA MURTHY
Heard Sri Kotha Ramakrishna Prasad, learned counsel for the petitioner, and Sri M. Rajasekhar, learned Government
Pleader for Mines and Geology. Notice. Pending further orders, the demand notice Rc. No. 1421/Q/2030 dated
21.08.2030 shall remain suspended, subject to the petitioner depositing 25% of the demanded amount, i.e.
Rs. 5,91,350, within four weeks. List on 04.11.2030.
""")
u("backlog/2030-10/WhatsApp Image 2030-10-10 at 16.02.44.jpeg", "document_photo", "State Bank of India, Chimakurthy", "2030-10-10", ["C02"], [], """
STATE BANK OF INDIA - Chimakurthy Branch        CHALLAN / COUNTERFOIL
Date: 10.10.2030    Head of account: 0853-00-102 Mineral Concession Fees, Rents & Royalties
Remitter: Sri Lakshmi Narasimha Granites (Exports)   Amount: Rs. 5,91,350/- (Rupees Five Lakh Ninety One
Thousand Three Hundred Fifty only)  Ref: W.P. 21456/2030 interim order dt. 16.09.2030    Cashier: sd/-
""")
u("backlog/2030-12/20301209_152210.jpg", "handwritten_note_photo", L, "2030-12-09", ["C02"], ["C02-H03"], """
9.12.30 HC Amaravati CH 11 - Ramana Murthy J
Royalty WP - counter filed by GP today (DGPS survey, excess 312 cum). Judge first question: "personal hearing
ichhara before demand?" GP had no answer. Heard in part. ND 27.1.31.
Bus 6.30 ki back, Karthik ki update.
""")
u("backlog/2031-01/WP 21456-2030 final order 27.01.2031.pdf", "certified_order_sheet_scan", "High Court of Andhra Pradesh", "2031-01-30", ["C02"], ["C02-H04"], """
IN THE HIGH COURT OF ANDHRA PRADESH AT AMARAVATI
WRIT PETITION No. 21456 of 2030
ORDER (27.01.2031)   HON'BLE SRI JUSTICE CH. VENKATA RAMANA MURTHY
The demand of Rs. 23,65,400 was raised without a show-cause notice or personal hearing to the petitioner on the
DGPS survey. The impugned demand notice dated 21.08.2030 is set aside and the matter is remitted to the 3rd
respondent, Assistant Director of Mines and Geology, Ongole, to pass fresh orders after affording a personal hearing,
within eight weeks. The amount of Rs. 5,91,350 deposited shall abide by the result. The writ petition is allowed
accordingly. No costs. Miscellaneous petitions pending, if any, shall stand closed.
""")
u("backlog/2031-06/WhatsApp Chat with Karthik Granites.txt", "whatsapp_export", "Bollineni Karthik / " + L, "2031-06-17", ["C01", "C02"], ["C02-H02", "C02-H04", "C01-H05", "C01-H08"], """
04/11/30, 5:12 pm - Karthik Granites: Sir any update on the writ? Dad is asking
04/11/30, 5:40 pm - Kotha RK Prasad: Deposit challan placed before court. GP asked time for counter. Next 09.12.2030
04/11/30, 5:41 pm - Karthik Granites: ok sir thank you
07/01/31, 1:02 pm - Karthik Granites: Sir today cheque case emaindi?
07/01/31, 1:30 pm - Kotha RK Prasad: Pothuri garu absent, Sessions lo busy ani. Judge imposed Rs.500 costs on accused. Next 18.02.2031, cross of your father. He must come
07/01/31, 1:31 pm - Karthik Granites: నాన్నగారికి చెప్తాను sir
27/01/31, 4:15 pm - Kotha RK Prasad: Writ allowed. Demand set aside, remitted to AD Mines for fresh order after personal hearing within 8 weeks. Deposit 5,91,350 will abide result
27/01/31, 4:20 pm - Karthik Granites: Super sir!! So do we have to go to AD office again?
27/01/31, 4:22 pm - Kotha RK Prasad: Yes, they will send notice. Keep the permits and the DGPS objections ready
17/06/31, 2:05 pm - Kotha RK Prasad: Cheque case - accused absent today, 317 petition allowed. Next 15.07.2031 for 313. Judge said NBW if absent again
17/06/31, 2:06 pm - Karthik Granites: ok sir 👍
""")

# ---------------- C03 tobacco dues suit
u("backlog/2030-06/tobacco board sale patti.jpg", "document_photo", "Tobacco Board, Auction Platform Ongole-II", "2030-05-30", ["C03"], [], """
TOBACCO BOARD (Ministry of Commerce, Govt. of India)   AUCTION PLATFORM: ONGOLE-II (APF No. 16)
GROWER: Maddineni Koteswara Rao, Tangutur   Barn No. OGL-II/2314   Crop season 2029-30 (FCV, SLS)
Lots sold 05.04.2030 - 28.04.2030: 41 bales, 4,125 kg net
Buyer code SSLT-07 (Sri Sai Lakshmi Tobacco Traders)   Amount due from buyer: Rs. 6,72,500/-
Status: BUYER PAYMENT PENDING (not remitted to grower account)      Auction Superintendent
""")
u("backlog/2030-06/barn lease agreement 2029.pdf", "document_scan", "Maddineni Koteswara Rao / Gadde Venkata Rao", "2029-07-01", ["C03"], [], """
FCV BARN LEASE AGREEMENT
This agreement made at Tangutur on 01.07.2029 between Maddineni Koteswara Rao (lessor) and Gadde Venkata Rao,
proprietor, Sri Sai Lakshmi Tobacco Traders (lessee): the lessor leases his FCV curing barn No. OGL-II/2314 for the
crop season 2029-30 for a lease amount of Rs. 2,40,000, of which Rs. 1,80,000 is paid as advance today and the
balance on removal of the cured leaf. Barn licence remains in the lessor's name with the Tobacco Board.
Witnesses: 1) Maddineni Anjaiah  2) Kancharla Ramanaiah          sd/- lessor   sd/- lessee
""")
u("backlog/2030-08/IMG-20300819-WA0011.jpg", "handwritten_note_photo", K, "2030-08-19", ["C03"], ["C03-H01"], """
19.08.2030 సోమవారం
ప్రధాన సీనియర్ సివిల్ జడ్జి కోర్టు, ఒంగోలు
O.S. 233/2030 మద్దినేని కోటేశ్వరరావు vs సాయి లక్ష్మి టొబాకో ట్రేడర్స్
ప్రతివాది తరఫు కందుల వెంకటేశ్వర్లు గారు వకాలత్ వేశారు. WS కి గడువు కోరారు.
వాయిదా 23.09.2030
""")
u("backlog/2030-09/20300923_170233.jpg", "handwritten_note_photo", L, "2030-09-23", ["C03"], ["C03-H02"], """
23.9.30 PSCJ - tobacco suit (Koteswara Rao)
WS filed by Kandula. Main point: set-off - they paid Rs. 1,80,000 advance for our barn lease 2029-30, so claim
adjust cheyali ani. Balance lease 60,000 never paid by them! Reply lo cheppali.
ND 11.11.30 issues.
""")
u("backlog/2030-11/OS 233 issues 11.11.2030.docx", "typed_note_docx", L, "2030-11-11", ["C03"], ["C03-H03"], """
O.S. No. 233 of 2030 - Maddineni Koteswara Rao v. Sri Sai Lakshmi Tobacco Traders - PSCJ Ongole - 11.11.2030
Issues framed (five):
1. Whether the defendant is liable to pay Rs. 6,72,500 for the bales bought at APF Ongole-II?
2. Whether the defendant is entitled to set off the barn lease advance of Rs. 1,80,000?
3. Whether the suit is barred for want of notice to the Tobacco Board?
4. Whether the plaintiff is entitled to interest, and at what rate?
5. To what relief?
ND 16.12.2030 for PW1 chief.
""")
u("backlog/2030-12/IMG_20301216_page two matters.jpg", "handwritten_note_photo", L, "2030-12-16", ["C03", "C06"], ["C03-H04", "C06-H04"], """
16/12/30 Monday
1) Tobacco OS 233 - PW1 Koteswara Rao chief affidavit, Ex.A1 to A7 marked (sale patti, barn lease, legal notice,
   reply). Cross ki next date. ND 3.2.31
2) MACT Ruksana - PW1 cross by Satyanarayana Murthy garu: asked whether Khaja parked lorry on the carriageway
   without parking lights. She said he had stopped on the service road for tea. Age proof - Aadhaar only. ND 24.2.31
""")
u("backlog/2031-03/20310310_124455.jpg", "handwritten_note_photo", L, "2031-03-10", ["C03"], ["C03-H06"], """
10.3.31 PSCJ - tobacco
PW1 cross over. Kandula asked about barn licence + why no complaint to Tobacco Board. Fine.
Witness summons to Auction Superintendent APF Ongole-II with platform register. ND 21.4.31.
""")
u("backlog/2031-04/tobacco PW2 21.04.txt", "typed_note_txt", L, "2031-04-21", ["C03"], ["C03-H07"], """
21.04.2031 mon - OS 233/2030 tobacco dues - PSCJ Ongole
PW2 Sri V. Raghava Rao, Auction Superintendent, APF Ongole-II examined with the platform register. He confirmed:
41 bales sold to buyer code SSLT-07, amount Rs. 6,72,500 not remitted by the buyer; the Board had suspended the
buyer's licence in July 2030 for defaults. Kandula cross: board has no role in private barn lease. OK.
ND 16.06.2031 (summer vacation May).
""")
u("backlog/2031-06/IMG-20310616-WA0006.jpg", "handwritten_note_photo", K, "2031-06-16", ["C03"], ["C03-H08"], """
16.06.2031 సోమవారం
ప్రధాన సీనియర్ సివిల్ జడ్జి కోర్టు - O.S. 233/2030 (పొగాకు కేసు)
వాది సాక్ష్యం ముగిసింది. ప్రతివాది సాక్ష్యానికి వాయిదా 28.07.2031
- అంజనేయులు
""")
u("backlog/2031-06/correction tobacco ND.txt", "typed_note_txt", L, "2031-06-17", ["C03"], [], """
CORRECTION - tobacco suit OS 233/2030
Anjaneyulu register lo 28.07.2031 ani raasadu - wrong. Bench clerk tho check chesanu: next date is 21.07.2031
(Monday), for defendant's evidence (DW1 Gadde Venkata Rao). Diary lo kuda marchanu.
""")

u("backlog/2031-02/20310203_130544.jpg", "handwritten_note_photo", L, "2031-02-03", ["C03"], ["C03-H05"], """
3.2.31 PSCJ - tobacco OS 233
PW1 Koteswara Rao cross by Kandula - part only, 40 min. Questions on barn lease: why lease balance 60,000 not
demanded in writing. Rest of cross ki Kandula time adigaru. ND 10.3.31.
""")
u("backlog/2030-09/WS OS 233-2030 scan.pdf", "document_scan", "Kandula Venkateswarlu (for the defendant)", "2030-09-23", ["C03"], [], """
IN THE COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE, ONGOLE    O.S. No. 233 of 2030
WRITTEN STATEMENT FILED ON BEHALF OF THE DEFENDANT
3. The defendant admits purchase of 41 bales at APF Ongole-II but states that the Board's price was later revised
on grade complaints. 5. The plaintiff received Rs. 1,80,000 from the defendant as advance for lease of his FCV barn
for the 2029-30 season, and the barn was not made available for the full season; the said sum is liable to be set
off against any amount due. 7. The suit is bad for non-joinder of the Tobacco Board.      Defendant / Counsel
""")

# ---------------- C04 hatchery seed case
u("backlog/2030-01/bhavani hatchery invoice.jpg", "document_photo", "Sri Bhavani Aqua Hatchery, Kothapatnam", "2030-01-18", ["C04"], [], """
SRI BHAVANI AQUA HATCHERY  (CAA Regn. No. AP-HAT-2xxx)  Kothapatnam, Prakasam Dt.
INVOICE No. 3381                          Date: 18.01.2030
To: Chadalavada Ramesh Babu, Ullapalem
L. vannamei seed PL-12, SPF, 8,00,000 nos @ Rs. 0.35 = Rs. 2,80,000/-
Received by cash/NEFT. Seed certified disease free.     For Sri Bhavani Aqua Hatchery
""")
u("backlog/2030-03/PCR report RGCA.pdf", "document_scan", "Aqua Diagnostic Laboratory, Ongole", "2030-03-02", ["C04"], [], """
AQUA DIAGNOSTIC LABORATORY, Ongole - PCR TEST REPORT
Sample: L. vannamei (DOC 38), pond 2, farmer Ch. Ramesh Babu, Ullapalem. Sample received 01.03.2030.
WSSV (White Spot Syndrome Virus): POSITIVE.   EHP: negative.   Report dt. 02.03.2030    Technician / In-charge
""")
u("backlog/2030-06/tank lease Ullapalem.pdf", "document_scan", "Karanam Seshagiri Rao / Ch. Ramesh Babu", "2029-11-20", ["C04"], [], """
AQUA TANK LEASE DEED  -  Ullapalem, Singarayakonda Mandal
Lessor: Karanam Seshagiri Rao. Lessee: Chadalavada Ramesh Babu. Tanks 1 and 2, total Ac. 5.00 in Sy. No. 211/3.
Period three years from 01.12.2029. Rent Rs. 45,000 per acre per year, i.e. Rs. 2,25,000 a year, payable in advance.
Electricity and aerators by the lessee.          sd/- lessor   sd/- lessee   Dated 20.11.2029
""")
u("backlog/2030-08/IMG-20300827-WA0002.jpg", "handwritten_note_photo", K, "2030-08-27", ["C04"], ["C04-H01"], """
27.08.2030 మంగళవారం - జిల్లా వినియోగదారుల కమిషన్, ఒంగోలు
C.C. 58/2030 రమేష్ బాబు vs భవానీ ఆక్వా హేచరీ
హేచరీ తరఫు హర్ష వర్ధన్ గారు హాజరు. వెర్షన్ కి గడువు.
వాయిదా 08.10.2030
""")
u("backlog/2030-10/20301008_160012.jpg", "handwritten_note_photo", L, "2030-10-08", ["C04"], ["C04-H02"], """
8/10/30 Consumer Commission - hatchery case
Version filed: (1) seed PCR tested negative at hatchery before dispatch (2) WSSV came from pond water, farmer
did not use reservoir / bird fencing (3) complaint barred - commercial purpose. Ramesh ki cheppali - get the
hatchery's own PCR sheet copy. ND 19.11.30 evidence.
""")
u("backlog/2030-11/hatchery evidence 19.11.docx", "typed_note_docx", L, "2030-11-19", ["C04"], ["C04-H03"], """
C.C. No. 58/2030 DCDRC Ongole - 19.11.2030
Complainant's evidence affidavit filed; Ex.A1 to A9 (invoice, PCR report dt 02.03.2030, tank lease, pond logbook,
feed bills, photos, legal notice, reply, harvest/loss statement).
Loss claimed Rs. 12,40,000: seed Rs. 2,80,000 + feed & inputs Rs. 5,10,000 + lease rent tank 2 Rs. 90,000 +
expected profit. Commercial purpose plea - self-employment, small farmer, s. 2(7) explanation.
ND 21.01.2031 for OP evidence.
""")
u("backlog/2031-01/IMG-20310121-WA0005.jpg", "handwritten_note_photo", K, "2031-01-21", ["C04"], ["C04-H04"], """
21.01.2031 మంగళవారం - జిల్లా వినియోగదారుల కమిషన్, ఒంగోలు
C.C. 58/2030 (రొయ్యల సీడ్ కేసు) - హేచరీ వారి సాక్ష్య అఫిడవిట్ వేయలేదు. హర్ష వర్ధన్ గారు గడువు కోరారు.
వాయిదా 04.03.2031
""")
u("backlog/2030-04/notice to hatchery.docx", "typed_note_docx", L, "2030-04-10", ["C04"], [], """
KOTHA RAMAKRISHNA PRASAD, Advocate, Ongole                              Date: 10.04.2030
To: The Managing Director, Sri Bhavani Aqua Hatchery, Kothapatnam.
Sub: Notice on behalf of Chadalavada Ramesh Babu - supply of WSSV-infected vannamei seed (invoice 3381 dt 18.01.2030)
My client stocked your 8,00,000 PL-12 seed in tank 2 at Ullapalem; on DOC 38 the PCR test showed WSSV positive and
the entire crop was lost by emergency harvest. You are called upon to pay Rs. 12,40,000 as compensation within 15
days, failing which a complaint will be filed before the District Consumer Commission.          Advocate
""")
u("backlog/2031-03/IMG_20310304_110915.jpg", "handwritten_note_photo", L, "2031-03-04", ["C04"], ["C04-H05"], """
4.3.31 DCDRC - hatchery
OP evidence affidavit (MD Bhavani Prasad) filed finally. Our written arguments filed today.
President: "PCR of hatchery before dispatch original tevali". ND 10.6.31 oral args.
""")
u("backlog/2031-06/hatchery args 10.06.txt", "typed_note_txt", L, "2031-06-10", ["C04"], ["C04-H06"], """
10.06.2031 tue - CC 58/2030 hatchery - DCDRC Ongole
Argued ~30 min. Points: hatchery's dispatch PCR sheet not produced (adverse inference); WSSV positive on DOC 38;
same batch - 2 other farmers at Pakala also lost crop (their affidavits Ex.A10, A11 not admitted - only mention).
Harsha Vardhan garu time adigaru for reply arguments. ND 15.07.2031 - OP args / orders.
""")

# ---------------- C05 Chirala partition
u("backlog/2030-02/sale deed 1998 telugu.pdf", "document_scan", "Sub-Registrar, Chirala", "1998-06-12", ["C05"], [], """
విక్రయ దస్తావేజు (సేల్ డీడ్)    సబ్ రిజిస్ట్రార్ కార్యాలయం, చీరాల     దస్తావేజు నం. 2114/1998
తేదీ 12.06.1998. అమ్మకందారు: దాసరి వెంకటేశ్వర్లు, తండ్రి పేరు నరసయ్య, నేత పని, జాండ్రపేట, చీరాల.
కొనుగోలుదారు: దాసరి సుబ్బారావు, తండ్రి పేరు నరసయ్య.
ఆస్తి: జాండ్రపేట, డోర్ నం. 7-112 లోని పెంకుటిల్లు లో తూర్పు భాగం, మగ్గం గుంటతో సహా. ప్రతిఫలం రూ. 40,000.
సాక్షులు: 1) బండారు కోటయ్య 2) పి. వీరాస్వామి          అమ్మకందారు సంతకం / వేలిముద్ర
""")
u("backlog/2030-02/adangal 1B vetapalem.jpg", "document_photo", "VRO, Vetapalem", "2030-01-29", ["C05"], [], """
అడంగల్ / 1-బి సారం   గ్రామం: వేటపాలెం   మండలం: వేటపాలెం
సర్వే నం. 118/2   విస్తీర్ణం ఎ. 2.14 సెం.   భూమి రకం: మెట్ట (డ్రై)
పట్టాదారు పేరు: దాసరి సుబ్బారావు (2022 లో వెబ్ ల్యాండ్ లో మ్యుటేషన్)  పూర్వ పట్టాదారు: దాసరి నరసయ్య
అనుభవదారు: దాసరి పద్మావతి   పంట: జొన్న
వి.ఆర్.ఓ. సంతకం   తేదీ 29.01.2030
""")
u("backlog/2030-02/plaint OS 41-2030 Chirala.pdf", "document_scan", L, "2030-02-11", ["C05"], [], """
IN THE COURT OF THE PRINCIPAL JUNIOR CIVIL JUDGE, CHIRALA     O.S. No. 41 of 2030
Plaintiffs: 1. Dasari Padmavathi w/o late Venkateswarlu 2. Dasari Lakshmi 3. Dasari Srinivas, handloom weavers,
Jandrapeta, Chirala.   Defendants: 1. Dasari Subba Rao s/o Narasaiah 2. Dasari Anasuya w/o Subba Rao.
PLAINT u/s 26 and O.VII R.1 CPC for partition: the house D.No. 7-112, Jandrapeta (with three pit looms) and the dry
land Ac. 2.14 cents in Sy. No. 118/2 of Vetapalem are joint family properties of late Dasari Narasaiah; the plaintiffs
are entitled to a half share. The webland mutation of 2022 in the name of D1 was obtained behind their back.
Suit valued at Rs. 3,10,000 for court fee.                        Plaintiffs / Counsel
""")
u("backlog/2030-12/WhatsApp Chat with Sravan Jr.txt", "whatsapp_export", J + " / " + L, "2030-12-20", ["C05", "C08", "C06"], ["C05-H01", "C05-H02", "C08-H01", "C08-H02", "C08-H04", "C06-H01"], """
25/07/30, 12:48 pm - Sravan Jr: Sir Chirala partition lo D1 D2 WS file chesaru. 1998 sale deed xerox attach chesaru, east portion of house with maggam gunta ani
25/07/30, 12:49 pm - Sravan Jr: Next date 05.09.2030 issues ki
25/07/30, 1:10 pm - Kotha RK Prasad: ok. Original sale deed EC teeyali. Padmavathi garu ki cheppu
02/08/30, 3:30 pm - Sravan Jr: Markapur DV - R1 Venkata Ramana appeared, Mastan Vali garu vakalat. PO DIR file chesaru. next date 13.09
12/08/30, 1:15 pm - Sravan Jr: MACT Ruksana - R1 owner called absent, set exparte. Insurance counsel counter ki time. ND 30.09.2030
05/09/30, 2:02 pm - Sravan Jr: Chirala issues frame chesaru sir - 4 issues. PW1 ki 24.10.2030
13/09/30, 4:45 pm - Sravan Jr: DV - counter vesaru, interim petition argue chesanu. Madam orders ki 25.10 ki pettaru
13/09/30, 4:46 pm - Kotha RK Prasad: 👍
20/12/30, 3:58 pm - Sravan Jr: Sir Markapur DV - husband maintenance kattaledu. Madam warned, Mastan Vali garu time adigaru pay cheyadaniki. Next date 28.02.2031
20/12/30, 4:01 pm - Kotha RK Prasad: Sirisha ki cheppu, arrears memo ready cheyali
""")
u("backlog/2030-10/20301024_143020.jpg", "handwritten_note_photo", L, "2030-10-24", ["C05"], ["C05-H03"], """
24.10.30 Chirala PJCJ - Dasari partition
PW1 Padmavathi chief affidavit filed. Ex.A1 death cert of Venkateswarlu, A2 legal heir cert, A3 adangal/1-B,
A4 house tax receipt, A5 webland printout. ND 5.12.30 cross.
Subba Rao side: 1998 deed is only east portion, not whole house - note!
""")
u("backlog/2030-12/IMG-20301205-WA0008.jpg", "handwritten_note_photo", K, "2030-12-05", ["C05"], ["C05-H04"], """
05.12.2030 గురువారం - ప్రధాన జూనియర్ సివిల్ జడ్జి కోర్టు, చీరాల
O.S. 41/2030 దాసరి పద్మావతి vs దాసరి సుబ్బారావు
PW1 పద్మావతి గారిని గోరంట్ల నాగేశ్వరరావు గారు క్రాస్ చేశారు. అడ్వకేట్ కమిషనర్ కోసం IA వేశాము.
వాయిదా 23.01.2031
""")
u("backlog/2031-01/Dasari commissioner 23.01.2031.docx", "typed_note_docx", L, "2031-01-23", ["C05"], ["C05-H05"], """
O.S. 41/2030 - Chirala - 23.01.2031
IA allowed: Sri B. Venugopal, advocate, appointed as advocate commissioner to note the physical features of
D.No. 7-112 (looms, pit looms, partition wall, east and west portions) and the dry land Sy. No. 118/2.
Commissioner fee Rs. 6,000 payable by plaintiffs - paid through Sravan. Report by next date. ND 13.03.2031.
""")
u("backlog/2031-06/WhatsApp Chat with Sravan Jr (2).txt", "whatsapp_export", J + " / " + L, "2031-06-27", ["C05", "C08", "C07", "C06"], ["C05-H06", "C08-H05", "C07-H02", "C06-H06", "C08-H06"], """
28/02/31, 1:22 pm - Sravan Jr: Sir DV lo R1 arrears 24,000 DD ichadu court lo. Sirisha chief affidavit file chesanu. ND 27.06.2031
28/02/31, 1:23 pm - Kotha RK Prasad: good. DD encash cheyinchu
13/03/31, 2:40 pm - Sravan Jr: Chirala commissioner report filed sir - partition wall undi, east portion lo 2 pit looms, west lo 1. D1 objections ki time adigaru. ND 19.06.2031
13/03/31, 2:41 pm - Kotha RK Prasad: VRO ki summons pettu next date ki
07/04/31, 12:10 pm - Sravan Jr: MACT Ruksana - insurance investigator raaledu sir. Satyanarayana Murthy garu time adigaru. ND 23.06
15/04/31, 4:05 pm - Sravan Jr: Nani bail - PP counter file chesaru, injured discharged from RIMS ani. Argue chesanu. Orders 22.04
15/04/31, 4:06 pm - Kotha RK Prasad: 22 na nenu vastanu
27/06/31, 5:10 pm - Sravan Jr: Markapur DV - Sirisha cross complete sir, Mastan Vali garu adigaru about her job at the tailoring unit. ND 01.08.2031
""")
u("backlog/2031-06/Dasari VRO 19.06.txt", "typed_note_txt", L, "2031-06-19", ["C05"], ["C05-H07"], """
19.06.2031 thu - OS 41/2030 Dasari partition - Chirala
PW2 Sri P. Jayaram, VRO Vetapalem examined. Adangal and 1-B: Sy. 118/2 Ac. 2.14 stood in the name of Dasari
Narasaiah till 2022; mutation to Subba Rao in webland done without notice to other legal heirs (no ROR order
shown). Anubhavam column - Padmavathi. Gorantla cross: VRO admitted he did not see any RDO order.
Good for us. ND 24.07.2031 - PW3 (Lakshmi) and closing of PE.
""")

# ---------------- C06 Ruksana MACT
u("backlog/2030-02/FIR Singarayakonda 38-2030.pdf", "document_scan", "Singarayakonda Police Station", "2030-02-14", ["C06"], [], """
FIRST INFORMATION REPORT    District: Prakasam   P.S.: Singarayakonda   Cr. No. 38/2030   Date: 14.02.2030
Sections: 106(1), 125(a) BNS
Complainant: Shaik Basha, cleaner. At about 11.20 PM near Singarayakonda flyover on NH-16, the container lorry
AP-27-TX-xxxx driven rashly by its driver dashed the lorry AP-39-U-xxxx standing on the service road; its driver
Shaik Khaja Mohiddin (41), who was checking the tyre, died on the spot.
""")
u("backlog/2030-02/postmortem RIMS Ongole Khaja.pdf", "document_scan", "Government General Hospital (RIMS), Ongole", "2030-02-15", ["C06"], [], """
GOVERNMENT GENERAL HOSPITAL, ONGOLE - POST MORTEM CERTIFICATE No. 214/2030     Date: 15.02.2030
Deceased: Shaik Khaja Mohiddin, M, 41 yrs, r/o Singarayakonda. Cause of death: crush injuries to chest and head
with haemorrhagic shock.                                    Civil Assistant Surgeon
""")
u("backlog/2030-06/salary cert Khaja.jpg", "document_photo", "Sri Venkata Sai Transport, Ongole", "2030-05-20", ["C06"], [], """
SRI VENKATA SAI TRANSPORT, Ongole   SALARY CERTIFICATE
Certified that Shaik Khaja Mohiddin worked as heavy vehicle driver with us from 2021 till his death on 14.02.2030.
Salary Rs. 22,000 per month plus batta about Rs. 6,000 per month.    Date 20.05.2030    Proprietor
""")
u("backlog/2030-09/20300930_161102.jpg", "handwritten_note_photo", L, "2030-09-30", ["C06"], ["C06-H02"], """
30.9.30 MACT I ADJ - Ruksana
Insurer counter (Satyanarayana Murthy garu): contributory negligence - our lorry parked on NH without parking lights
/ triangle; claim excessive; salary cert fabricated. ND 18.11.30 issues.
""")
u("backlog/2030-11/MVOP 312 issues.docx", "typed_note_docx", L, "2030-11-18", ["C06"], ["C06-H03"], """
M.V.O.P. No. 312 of 2030 - 18.11.2030 - MACT Ongole
Issues settled: (1) whether the accident occurred due to rash driving of the container lorry AP-27-TX-xxxx,
(2) whether the claimants are entitled to compensation and if so how much and from whom.
PW1 Ruksana Begum chief affidavit filed. Claim Rs. 45,00,000. Dependants: widow + 2 children + mother.
ND 16.12.2030 for cross.
""")
u("backlog/2031-02/ruksana PW2 24.2.txt", "typed_note_txt", L, "2031-02-24", ["C06"], ["C06-H05"], """
24.02.2031 mon - MVOP 312/2030 - MACT Ongole
PW2 Shaik Basha (cleaner, the FIR complainant) examined. He said the lorry stood on the service road with hazard
lights on; Khaja garu was checking the rear left tyre. Cross: suggestion that lorry was on the main carriageway -
denied. PE closed. ND 07.04.2031 - insurer's evidence.
""")
u("backlog/2031-06/PXL_20310623_150101.jpg", "handwritten_note_photo", L, "2031-06-23", ["C06"], ["C06-H07"], """
23/6/31 MACT - Ruksana
RW1 M. Sudhakar, investigator examined - his report says lorry partly on carriageway. My cross: he went to the spot
20 days later, no photos of the night, no statement of Basha. RE closed. ND 28.7.31 arguments.
""")

# ---------------- C07 Nani bail
u("backlog/2031-04/remand report Cr 142-2031.pdf", "document_scan", "Ongole Taluk Police Station", "2031-03-29", ["C07"], [], """
REMAND REPORT - Ongole Taluk P.S. - Cr. No. 142/2031 u/s 109 BNS
Accused: Kunchala Naresh @ Nani s/o Yesu, 24, Kothapatnam Road, Ongole. Arrested 28.03.2031.
Allegation: on 26.03.2031 in a quarrel over a bike parking at Pernamitta centre, A1 hit the injured Sk. Rafi on the
head with an iron rod; injured admitted in GGH (RIMS) Ongole.
""")
u("backlog/2031-04/20310408_122030.jpg", "handwritten_note_photo", L, "2031-04-08", ["C07"], ["C07-H01"], """
8/4/31 PDJ garu - Nani bail Crl.MP 1462/31
PP Padmavathi garu: CD raledu, injured still in RIMS. Judge called for CD. ND 15.4.31.
Yesu garu ki cheppanu - surety lu ready ga undali (two, solvent).
""")
u("backlog/2031-04/Crl.MP 1462-2031 bail order.pdf", "certified_order_sheet_scan", "Principal District and Sessions Judge, Ongole", "2031-04-23", ["C07"], ["C07-H03"], """
IN THE COURT OF THE PRINCIPAL DISTRICT AND SESSIONS JUDGE, PRAKASAM DISTRICT AT ONGOLE
Present: Sri A. Venkata Seshaiah, Principal District and Sessions Judge
Crl.M.P. No. 1462 of 2031 in Cr. No. 142 of 2031 of Ongole Taluk P.S.
Kunchala Naresh @ Nani ... Petitioner/A1      Vs.      State of A.P., rep. by Public Prosecutor ... Respondent
22.04.2031  Heard both sides. The injured is discharged; investigation substantially completed. The petitioner is
            enlarged on bail on his executing a bond for Rs. 25,000 with two sureties for a like sum each to the
            satisfaction of the II Additional JFCM, Ongole, and shall appear before the SHO, Ongole Taluk P.S. on every
            Monday between 10 AM and 1 PM until the charge sheet is filed. Petition allowed.
""")

# ---------------- C08 Sirisha DV
u("backlog/2030-10/DVC 17-2030 interim order.pdf", "certified_order_sheet_scan", "Judicial Magistrate of First Class, Markapur", "2030-10-28", ["C08"], ["C08-H03"], """
IN THE COURT OF THE JUDICIAL MAGISTRATE OF FIRST CLASS, MARKAPUR
D.V.C. No. 17 of 2030     Pasupuleti Sirisha ... Petitioner    Vs.   Pasupuleti Venkata Ramana & 2 others ... Respondents
25.10.2030  Orders on the petition u/s 23 of the PWDV Act pronounced. R1 is directed to pay interim maintenance of
            Rs. 6,000 per month to the petitioner from the date of petition, on or before the 10th of every month,
            and R1 to R3 shall not dispossess the petitioner from the shared household at Kambham Road, Markapur.
            Call on 20.12.2030 for compliance.
""")
u("backlog/2031-02/DD copy arrears Sirisha.jpg", "document_photo", "Andhra Pragathi Grameena Bank, Markapur", "2031-02-26", ["C08"], [], """
ANDHRA PRAGATHI GRAMEENA BANK - Markapur    DEMAND DRAFT (copy)
DD No. 418832  dt. 26.02.2031   Pay: Pasupuleti Sirisha   Rs. 24,000/- (Rupees Twenty Four Thousand only)
Purchaser: Pasupuleti Venkata Ramana
""")

# ---------------- general: week plan, cause list
u("backlog/2031-07/week plan 14-19 july.docx", "typed_note_docx", L, "2031-07-12", ["C01", "C04", "C03", "C05"], [], """
Week 14-19 July 2031 - vaayidalu
Tue 15.07 - Granites CC 1187 (II AJFCM) 313 - accused must be present; hatchery CC 58 (DCDRC) OP args/orders.
          Sravan: Commission ki 10.30 ki, nenu AJFCM lo.
Mon 21.07 - tobacco OS 233 (PSCJ) DW1 Gadde Venkata Rao - cross prepare: barn lease balance Rs. 60,000.
Thu 24.07 - Chirala Dasari PW3 Lakshmi - Sravan.
Pending: Ruksana MACT args 28.07 - written synopsis with Pranay Sethi multiplier.
""")
u("backlog/2031-07/DCDRC Prakasam cause list 15.07.2031.pdf", "cause_list_pdf", "District Consumer Disputes Redressal Commission, Prakasam, Ongole", "2031-07-14", ["C04"], [], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, PRAKASAM DISTRICT, ONGOLE
CAUSE LIST FOR TUESDAY 15.07.2031 - Bench: President and Member
1. C.C. 212/2029  K. Sambasiva Rao vs Star Health & Allied Insurance Co.     - Orders
2. C.C. 17/2030   M. Lakshmi vs Branch Manager, Union Bank, Kandukur          - Arguments
3. C.C. 58/2030   Ch. Ramesh Babu vs Sri Bhavani Aqua Hatchery               - OP arguments
4. C.C. 94/2030   P. Venkaiah vs Sri Durga Motors, Ongole                    - Evidence of OP
5. E.A. 6/2031    T. Ravi Kumar vs Shriram Housing                            - Execution
""")
