"""The uploads of the Karimnagar practice: what the lawyer, the junior Sameer and the gumasta Mallesham kept."""

L, S, M = "Bollam Raghavender Rao", "Mohd. Sameer Pasha", "Erra Mallesham (gumasta)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2028-07/OS 41 plaint Singapur partition.pdf", "document_scan", L, "2028-07-16", ["C01"], [], """
IN THE COURT OF THE SENIOR CIVIL JUDGE AT HUZURABAD
O.S. No. ____ of 2028
Kotha Rajaiah s/o late Kotha Lingaiah, aged 41 yrs, Agriculture, r/o Singapur village, Huzurabad mandal ...Plaintiff
                                   Vs.
1. Kotha Mallaiah s/o late Kotha Lingaiah, aged 52 yrs, r/o Singapur
2. Kotha Srinivas s/o late Kotha Lingaiah, aged 46 yrs, presently at Dubai, U.A.E.
3. Kotha Ellavva w/o late Kotha Lingaiah, aged 71 yrs, r/o Singapur                      ...Defendants
PLAINT FILED UNDER ORDER VII RULE 1 AND SECTION 26 OF C.P.C. FOR PARTITION AND SEPARATE POSSESSION
1. The plaintiff and defendants 1 and 2 are brothers, sons of late Kotha Lingaiah, who died intestate on 03.02.2016
   leaving agricultural land of Ac. 6-24 gts in Sy. Nos. 212/A (Ac. 2-10), 213 (Ac. 3-04) and 214/2 (Ac. 1-10) of
   Singapur village, ancestral in his hands, recorded in the pahanis and in his pattadar passbook.
2. After the Dharani portal came, defendant No. 1 got the whole extent mutated in his name alone (e-passbook
   No. T0518xxxxxx) without notice to the plaintiff. The plaintiff demanded partition in the presence of elders on
   12.05.2028; defendant No. 1 refused, saying that a partition was made orally in 2011, which is false.
3. The plaintiff is entitled to 1/3rd share. Defendant No. 3, the mother, has a life interest and maintenance.
   The plaintiff values the suit for court fee under the Telangana Court Fees and Suits Valuation Act.
PRAYER: pass a preliminary decree for partition of the plaint schedule land into three equal shares and allot one
share to the plaintiff with separate possession; appoint a commissioner; costs.
Karimnagar/Huzurabad, 16.07.2028                                     Counsel for plaintiff (B. Raghavender Rao)
""")
u("backlog/2028-07/IMG_20280702_101455.jpg", "document_photo", "Tahsildar, Huzurabad (Dharani)", "2028-07-02", ["C01"], [], """
GOVERNMENT OF TELANGANA - DHARANI   Pattadar Pass Book (e-PPB)
District: Karimnagar   Mandal: Huzurabad   Village: Singapur
Khata No. 1187   Pattadar: KOTHA MALLAIAH  Father: LINGAIAH
Sy. No. 212/A  Ac. 2.10   Sy. No. 213  Ac. 3.04   Sy. No. 214/2  Ac. 1.10      Total extent: Ac. 6.24
Nature: Patta   Classification: Dry (metta)   Mutation date: 14.09.2021 (Succession)
""")
u("backlog/2029-09/Srinivas GPA Dubai attested.pdf", "document_scan", "Consulate General of India, Dubai", "2029-09-04", ["C01"], [], """
GENERAL POWER OF ATTORNEY
I, KOTHA SRINIVAS s/o late Kotha Lingaiah, Indian passport No. Z58xxxxx, presently working as a site foreman at
Al Quoz, Dubai, U.A.E., do hereby appoint my wife KOTHA PADMA, r/o Singapur, Huzurabad mandal, as my General
Power of Attorney to appear, file written statement, sign vakalat and depose in O.S. No. 41 of 2028 on the file of
the Senior Civil Judge, Huzurabad, and to look after my share of lands at Singapur.
Signed at Dubai on 04.09.2029.
Attested: Consular Officer, Consulate General of India, Dubai (Attestation No. DXB/ATT/2029/41xxx)
""")
u("backlog/2029-10/Screenshot_20291015-113205_Chrome.jpg", "document_photo", "Dharani portal (screenshot)", "2029-10-15", ["C02"], [], """
dharani.telangana.gov.in  >  Prohibited Lands  >  Search
District: KARIMNAGAR   Mandal: JAMMIKUNTA   Village: JAMMIKUNTA
Survey No. 318/B     Extent: 3.12 (Ac.Gts)     Pattadar: MOHD ABDUL KHADER
Status: PROHIBITED - PART B (Disputed / Court case)      Reason: "Extent mismatch - to be verified"
Pass book: NOT ISSUED
""")
u("backlog/2030-02/RDO Huzurabad enquiry notice Khader.pdf", "document_scan", "Revenue Divisional Officer, Huzurabad", "2030-02-20", ["C02"], [], """
OFFICE OF THE REVENUE DIVISIONAL OFFICER, HUZURABAD, KARIMNAGAR DISTRICT
Rc. No. B/412/2030                                                   Dated: 20.02.2030
NOTICE
Sub: Land - Jammikunta village - Sy. No. 318/B (Ac. 3-12 gts) - Part-B entry in Dharani - enquiry as directed by
the Hon'ble High Court in W.P. No. 18734 of 2029 dated 29.01.2030 - Reg.
Sri Mohd. Abdul Khader and Sri Mohd. Rafi (adjacent owner, Sy. No. 318/A) are hereby informed to appear before
the undersigned in the RDO's court hall, Huzurabad, on 06.03.2030 at 11.00 AM with all documents (sale deeds,
pahanis from 2010-11, khasra pahani, 1-B) for enquiry. The Tahsildar, Jammikunta shall produce the village records.
                                                          Revenue Divisional Officer, Huzurabad
""")
u("backlog/2029-08/quarry lease deed extract Kothapalli.pdf", "document_scan", "Sub-Registrar, Karimnagar (certified copy)", "2029-08-01", ["C03"], [], """
CERTIFIED COPY - LEASE DEED (Doc. No. 6412 of 2021, SRO Karimnagar Rural)
Lessor: Chinthakindi Narsing Rao s/o Ramaiah, Kothapalli. Lessee: M/s Sri Venkateshwara Black Granites, rep. by
its managing partner Vangala Sudhakar Reddy, Karimnagar.
Schedule: patta land Sy. Nos. 77 and 78, Ac. 9-00, Kothapalli village, for quarrying black granite under a quarry
lease granted by the Asst. Director of Mines and Geology, Karimnagar.
Terms: period 10 years from 01.04.2021; minimum rent Rs. 60,000 per month; in addition a royalty-share of
Rs. 120 per cubic metre of granite blocks despatched, over and above the seigniorage paid to Government;
payment by the 10th of every month; the lessee shall furnish copies of the despatch permits to the lessor.
""")
u("backlog/2029-06/legal notice Venkateshwara Granites.docx", "typed_note_docx", L, "2029-06-12", ["C03"], [], """
B. RAGHAVENDER RAO, Advocate, Chamber 14, Bar Association Building, District Court Complex, Karimnagar
Regd. Post with Ack. Due                                                      Date: 12.06.2029
To: M/s Sri Venkateshwara Black Granites, rep. by Sri Vangala Sudhakar Reddy, Managing Partner, Karimnagar
Sub: Demand for arrears of minimum rent and royalty-share under lease deed No. 6412 of 2021 - Notice
Under instructions from my client Sri Chinthakindi Narsing Rao of Kothapalli: you have not paid the minimum rent
since April 2027 nor the royalty-share on the blocks despatched. The arrears to 31.05.2029 come to Rs. 23,60,000
(rupees twenty three lakh sixty thousand only). You are called upon to pay the same within 15 days, failing which
my client will initiate pre-institution mediation under s. 12A of the Commercial Courts Act and file a suit.
                                                                               Advocate
""")
u("backlog/2029-07/return memo Ravinder SBI Jagtial.pdf", "document_scan", "State Bank of India, Jagtial", "2029-06-05", ["C04"], [], """
STATE BANK OF INDIA   Branch: Jagtial (Code 0xxxx)
CHEQUE RETURN MEMO                                   Date: 05.06.2029
Cheque No. 702215 dated 02.06.2029 for Rs. 3,86,000/- drawn by GUNDETI RAVINDER on SB A/c No. 3xxxxxxx,
presented by Sri Rajarajeshwara Chit Funds (P) Ltd. - RETURNED: "FUNDS INSUFFICIENT"
                                                                 Authorised Signatory
""")
u("backlog/2029-07/IMG-20290720-WA0004.jpg", "document_photo", "Sri Rajarajeshwara Chit Funds (P) Ltd.", "2029-07-20", ["C04"], [], """
SRI RAJARAJESHWARA CHIT FUNDS (P) LTD.  Regd. under the Chit Funds Act, 1982   Tower Circle, Jagtial
Statement of account - Subscriber: GUNDETI RAVINDER, Ticket No. 17, Group RRC-40/24, Chit value Rs. 5,00,000
Prized in auction No. 9 on 15.03.2027 - prize amount paid Rs. 4,05,000
Future instalments due after prize: Rs. 12,500 x 31 = Rs. 3,87,500; paid after prize: Rs. 1,500
Balance due: Rs. 3,86,000 - towards which cheque No. 702215 was issued.
Surety: Gundeti Sailu (brother). Manager: Pulluri Srikanth
""")
u("backlog/2029-08/Ayesha complaint Women PS.pdf", "document_scan", "Shaik Ayesha Siddiqua", "2029-07-08", ["C05"], [], """
To, The Station House Officer, Women Police Station, Karimnagar                             Date: 08.07.2029
Sub: Complaint of harassment for additional dowry - request to take action.
I, Shaik Ayesha Siddiqua, aged 26 yrs, married Shaik Imran s/o Shaik Khaja on 21.11.2025 at Karimnagar (Nikah
by Qazi). At the time of marriage my father Shaik Jaleel gave Rs. 3,00,000 cash, 10 tulas gold and a motorcycle.
My husband works in Dubai. After our son Zaid was born, my in-laws demanded Rs. 5,00,000 more for my husband's
'visa and room in Dubai' and sent me out of the house on 14.04.2029. My husband stopped talking on phone.
I request action under the Dowry Prohibition Act and BNS.                                 sd/- Ayesha
""")
u("backlog/2029-07/FIR 214 Huzurabad Town RTC bus.pdf", "document_scan", "Police Station Huzurabad Town", "2029-06-11", ["C06"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)
District: Karimnagar  P.S.: Huzurabad Town  FIR No. 214/2029  Date: 11.06.2029  Time: 21.10 hrs
Acts & Sections: BNS s. 106(1), 125(a); MV Act s. 184
Occurrence: 11.06.2029 about 19.40 hrs on Karimnagar-Warangal road (NH-563) near Sai Nagar cross, Huzurabad.
Informant: Gajula Sammaiah (father of deceased). TGSRTC bus No. TS 02 Z 4418 (Huzurabad depot) driven rashly and
negligently by its driver hit the motorcycle of Gajula Ramesh (34 yrs, mason) from behind; he died on the spot.
""")
u("backlog/2029-11/MAO report Nustulapur cotton.pdf", "document_scan", "Mandal Agriculture Officer, Thimmapur", "2029-09-02", ["C07"], [], """
OFFICE OF THE MANDAL AGRICULTURE OFFICER, THIMMAPUR (L.M.D.), KARIMNAGAR DISTRICT
Field inspection report - BT cotton - Nustulapur village - farmer Mekala Anjaiah - Sy. No. 455, Ac. 4-00
Seed: "Harita Gold BG-II" Lot No. HG/23/1187, purchased from Sri Sai Krishna Agri Seeds, Karimnagar.
Inspected on 30.08.2029 with the AEO. Germination about 38 per cent against the 65 per cent minimum; plants
stunted, few bolls, off-types 22 per cent. Neighbouring fields with other seed, same rains, normal crop.
Opinion: the failure is due to poor seed quality. Estimated yield loss 8 quintals per acre.      sd/- MAO
""")
u("backlog/2029-10/IMG_20291012_173010.jpg", "document_photo", "Sri Sai Krishna Agri Seeds, Karimnagar", "2029-06-06", ["C07"], [], """
SRI SAI KRISHNA AGRI SEEDS  Pesticides & Fertilizers  Near Rythu Bazar, Karimnagar  Lic. No. KNR/SD/xxx
CASH BILL No. 2291     Date: 06.06.2029     Name: Mekala Anjaiah, Nustulapur
Harita Gold BG-II cotton seed 475 g pkt x 10 @ Rs. 864 = 8,640     Lot HG/23/1187
""")

# ---------------- C01 Rajaiah partition suit (Huzurabad)
u("backlog/2029-09/IMG_20290920_164233.jpg", "handwritten_note_photo", L, "2029-09-20", ["C01"], ["C01-H01"], """
20/9/29  Huzurabad SCJ - OS 41/28 Kotha Rajaiah v Mallaiah
D1 WS file chesaru (Sathaiah). Oral partition 2011 ani plea - "peddalu samakshamlo bhagalu ayyayi" - abaddham.
D2 Srinivas Dubai lo unnadu, GPA wife Padma ki icchadu - WS ki time adigaru. Judge garu: next time WS
lekapothe set ex parte. Pahanis 2010-11 nundi file cheyyandi ani cheppaaru.
Vaayida 11/10.
""")
u("backlog/2029-10/IMG-20291011-WA0009.jpg", "handwritten_note_photo", M, "2029-10-11", ["C01"], ["C01-H02"], """
తేదీ 11.10.2029 (గురువారం)   హుజురాబాద్ సీనియర్ సివిల్ జడ్జి కోర్టు
ఓ.ఎస్. 41/2028 కొత్త రాజయ్య - కొత్త మల్లయ్య
2వ ప్రతివాది శ్రీనివాస్ తరపున జి.పి.ఎ. పద్మ గారు వ్రాతపూర్వక వాంగ్మూలం దాఖలు చేశారు.
3వ ప్రతివాది ఎల్లవ్వ - 1వ ప్రతివాది WS నే స్వీకరించారు (adopt).
తదుపరి వాయిదా 08.11.2029 - ఇష్యూస్ కొరకు.
- మల్లేశం
""")
u("backlog/2030-02/OS 41-2028 docket certified copy.pdf", "certified_order_sheet_scan", "Senior Civil Judge, Huzurabad", "2030-02-12", ["C01"], ["C01-H03", "C01-H04", "C01-H05", "C01-H06"], """
IN THE COURT OF THE SENIOR CIVIL JUDGE : HUZURABAD
O.S. No. 41 of 2028              Kotha Rajaiah ... Plaintiff   Vs.   Kotha Mallaiah & 2 others ... Defendants
DOCKET ORDERS (certified copy, C.A. No. 118/2030)
08.11.2029  Both sides present. Heard. Following issues are settled:
            1. Whether the plaint schedule property is the joint family property of the plaintiff and D1 and D2?
            2. Whether there was an oral partition in the year 2011 as pleaded by D1?
            3. Whether the plaintiff is entitled to 1/3rd share and separate possession?
            4. Whether the suit is bad for non-joinder of the purchasers from D1?
            5. To what relief?
            For plaintiff's evidence. Call on 06.12.2029.
06.12.2029  PW1 chief examination affidavit filed. Exs. A1 to A9 marked (A1 pahani 2010-11, A4 e-passbook of D1,
            A7 death certificate of Lingaiah). Counsel for D1 seeks time to cross-examine. Call on 10.01.2030.
10.01.2030  Counsel for D1 absent. Representation that he is busy before the Principal District Court, Karimnagar.
            Adjourned on costs of Rs. 500/- payable to the plaintiff. Call on 07.02.2030.
07.02.2030  Costs paid. PW1 cross-examined by counsel for D1. D2 (through GPA) - nil cross. For PW2.
            Call on 14.03.2030.
                                                                    SENIOR CIVIL JUDGE, HUZURABAD
""")
u("backlog/2029-12/OS41 PW1 chief 6 dec.docx", "typed_note_docx", L, "2029-12-06", ["C01"], ["C01-H04"], """
06.12.2029 - O.S. 41/2028 (Rajaiah partition) - SCJ Huzurabad, Sri Ramakrishna Prasad
PW1 Rajaiah chief affidavit filed; marked A1-A9. Judge garu first asked "1-B and pahanis ekkada?" - A1 pahani
2010-11 shows Lingaiah as pattadar, so no oral partition in 2011 - strong point.
Sathaiah (D1) wanted time for cross - granted. Vaayida 10.01.2030.
To do: certified copy of khasra pahani 1954-55 from Tahsildar Huzurabad; Dharani mutation proceedings of D1.
""")
u("backlog/2030-01/IMG_20300110_181502.jpg", "handwritten_note_photo", L, "2030-01-10", ["C01", "C05"], ["C01-H05"], """
10-1-30 Thu
(1) Huzurabad - Rajaiah partition. Sathaiah raaledu again - Karimnagar PDJ court lo busy ani memo.
    Judge garu costs Rs. 500 vesaru, "next time no adjournment". Vaayida 7/2/30. Rajaiah ki cheppanu.
(2) Jaleel saab call (Ayesha case) - Imran Dubai se paisa nahi bheja, interim order ka copy chahiye bole.
    Certified copy apply - Sameer ko bola.
""")
u("backlog/2030-03/komuraiah PW2 14.3.txt", "typed_note_txt", L, "2030-03-14", ["C01"], ["C01-H07"], """
14.03.2030  OS 41/2028 Rajaiah v Mallaiah - Huzurabad
PW2 Bairi Komuraiah (72 yrs, ex-sarpanch of Singapur) examined in chief and cross.
In chief: Lingaiah cultivated all 6-24 till death; no panchayat for bhagam in 2011; brothers' fight started only
after Dharani mutation in 2021.
Cross by Sathaiah: admitted he is Rajaiah's wife's maternal uncle (menamama). Denied suggestion that he is deposing
falsely. Admitted Mallaiah alone is paying electricity bills of the borewell.
Next: close PE + I.A. for advocate commissioner. Vaayida 10.04.2030.
""")
u("backlog/2030-04/IMG_20300410_170845.jpg", "handwritten_note_photo", L, "2030-04-10", ["C01"], ["C01-H08"], """
10/4/30  Huzurabad - Kotha Rajaiah partition
PE closed. Our I.A. 233/2030 for advocate commissioner allowed - Sri G. Naveen Kumar, Adv. appointed to note
physical features, borewell, who is in possession of which bit. Fee Rs. 8,000 by plaintiff.
Judge: "report within 6 weeks". Vaayida 19/6/30 for DW.
""")
u("backlog/2030-04/correction rajaiah date.txt", "typed_note_txt", L, "2030-04-12", ["C01"], ["C01-H08"], """
12/4 correction - Rajaiah partition (Huzurabad): my diary of 10/4 says vaayida 19.06 - WRONG. Mallesham checked
with bench clerk - correct next date is 20.06.2030 (Thursday), for commissioner's report and DW1.
Vacation in May, courts reopen June. Diary lo marchaanu.
""")
u("backlog/2030-06/IMG-20300620-WA0015.jpg", "handwritten_note_photo", M, "2030-06-20", ["C01"], ["C01-H09"], """
తేదీ 20.06.2030   హుజురాబాద్ సీనియర్ సివిల్ జడ్జి కోర్టు - ఓ.ఎస్. 41/2028 రాజయ్య కేసు
అడ్వకేట్ కమిషనర్ నవీన్ కుమార్ గారు రిపోర్ట్ దాఖలు చేశారు - సర్వే నం. 213 లో బోరు బావి మల్లయ్య ఆధీనంలో,
212/A లో రాజయ్య పత్తి పంట ఉంది.
1వ ప్రతివాది మల్లయ్య (DW1) చీఫ్ అఫిడవిట్ దాఖలు.
తదుపరి వాయిదా 22.08.2030 - DW1 క్రాస్ కొరకు.
- మల్లేశం
""")
u("backlog/2030-08/OS41 DW1 cross 22.08.docx", "typed_note_docx", L, "2030-08-22", ["C01"], ["C01-H10"], """
22.08.2030 - O.S. 41/2028 Rajaiah partition - SCJ Huzurabad
DW1 Kotha Mallaiah cross-examined by me (part).
- Admitted no document of the 2011 oral partition; "peddalu cheppindi" only.
- Admitted Lingaiah's name in pahani till 2020-21.
- Admitted he applied on Dharani for succession mutation in 2021 without Rajaiah's or Srinivas's consent.
- Could not say names of the elders present in 2011.
Cross to continue. Vaayida 19.09.2030. Keep A1 pahani and commissioner's report ready.
""")
u("backlog/2030-09/WhatsApp Chat with Rajaiah Singapur.txt", "whatsapp_export", "Kotha Rajaiah (client) and " + L, "2030-09-02", ["C01"], ["C01-H06", "C01-H07", "C01-H09"], """
07/02/30, 6:12 pm - Rajaiah Singapur: Sir namaskaram, ee roju case em ayyindi
07/02/30, 6:20 pm - Raghavender Rao Adv: Rajaiah, mee cross ayipoyindi. Sathaiah 500 costs kattaru. Next 14 March - Komuraiah mama ni teesukuraa.
07/02/30, 6:21 pm - Rajaiah Singapur: Sare sir 🙏
14/03/30, 5:40 pm - Raghavender Rao Adv: Komuraiah gari evidence ayipoyindi. Baaga cheppadu. Next 10 April, commissioner petition.
14/03/30, 5:42 pm - Rajaiah Singapur: Mallaiah anna village lo bediristhunnadu sir, borewell daggaraku raavaddu antunnadu
14/03/30, 5:45 pm - Raghavender Rao Adv: Commissioner vachinappudu anni chupinchu. Godava cheyyaku.
20/06/30, 4:55 pm - Raghavender Rao Adv: Commissioner report file ayyindi, manaku favour ga undi. Mallaiah chief affidavit vesadu. Next 22 August.
20/06/30, 5:01 pm - Rajaiah Singapur: Srinivas anna Dubai nundi phone chesadu sir, compromise ki ready antunnadu
20/06/30, 5:03 pm - Raghavender Rao Adv: Padma garu GPA tho raasi ivvali. Next date ki vachi maatlaadamanu.
02/09/30, 10:15 am - Rajaiah Singapur: Sir 19th ki vastanu. Pahani copies teesukuraava?
02/09/30, 10:16 am - Raghavender Rao Adv: Avunu, original passbook kuda.
""")

# ---------------- C02 Khader Dharani writ (High Court)
u("backlog/2029-10/WP 18734 admission 30.10.docx", "typed_note_docx", L, "2029-10-30", ["C02"], ["C02-H01"], """
30.10.2029 - W.P. No. 18734 of 2029 - Mohd. Abdul Khader v. State of Telangana - CH 12, Justice K. Saraswathi Devi
Admitted on notice. AGP for Revenue Sri T. Prabhakar: "will get instructions from Collector and Tahsildar".
Justice asked why the Part-B entry - I showed the registered sale deed 1998 (Doc. 2211/1998) + pahanis 2010-2020
+ Dharani screenshot "Extent mismatch". Notice to R6 Mohd. Rafi (adjacent owner). Post on 04.12.2029.
Khader saab ko bataya - bank loan (crop loan) ruka hai passbook ke bagair.
""")
u("backlog/2030-01/WP 18734-2029 order 29.01.2030.pdf", "certified_order_sheet_scan", "High Court for the State of Telangana", "2030-01-31", ["C02"], ["C02-H03"], """
THE HONOURABLE SMT. JUSTICE K. SARASWATHI DEVI
WRIT PETITION No. 18734 of 2029
ORDER (dt. 29.01.2030):
Heard Sri B. Raghavender Rao, learned counsel for the petitioner, and Sri T. Prabhakar, learned Assistant
Government Pleader for Revenue, for respondents 1 to 5. Counter affidavit of the 5th respondent-Tahsildar,
Jammikunta is filed; it states that Sy. No. 318/B is placed in Part-B as the extent in the pahani (Ac. 3-12 gts)
does not tally with the extent in the setwar.
In the circumstances, the 4th respondent-Revenue Divisional Officer, Huzurabad is directed to conduct an enquiry,
after notice to the petitioner and the 6th respondent, and file a report before this Court within six weeks.
Post on 26.03.2030.
                                                                                     (sd) JUSTICE
""")
u("backlog/2030-04/WP 18734-2029 order 16.04.2030.pdf", "certified_order_sheet_scan", "High Court for the State of Telangana", "2030-04-18", ["C02"], ["C02-H05"], """
THE HONOURABLE SMT. JUSTICE K. SARASWATHI DEVI
WRIT PETITION No. 18734 of 2029
ORDER (dt. 16.04.2030):
The report of the Revenue Divisional Officer, Huzurabad dated 09.04.2030 is placed on record. It states that the
petitioner is in possession of Sy. No. 318/B to an extent of Ac. 3-12 gts under a registered sale deed of 1998,
that the 6th respondent has no claim over it, and that the Part-B entry is owing to a data entry error at the time
of updation. In view of the report, the 3rd respondent-District Collector, Karimnagar shall pass appropriate orders
for removal of the land from Part-B and for issuance of a pattadar passbook within four weeks.
Post on 24.06.2030 for reporting compliance.
                                                                                     (sd) JUSTICE
""")
u("backlog/2030-06/khader WP closed 24.6.txt", "typed_note_txt", L, "2030-06-24", ["C02"], ["C02-H06"], """
24.06.2030  WP 18734/2029 (Khader Dharani) - CH 12
AGP Prabhakar reported compliance: Collector's proceedings dt. 30.05.2030, Sy. 318/B removed from Part-B,
e-passbook issued to Khader on 07.06.2030. WP closed - "nothing survives". Costs nil.
Khader saab very happy, sweets sent to chamber. Bank crop loan can go now. File to record room.
""")

u("backlog/2030-03/hc 26.3 khader.txt", "typed_note_txt", L, "2030-03-26", ["C02"], ["C02-H04"], """
26.03.2030  HC CH 12 - WP 18734/2029 Khader (Dharani Part-B)
RDO Huzurabad report NOT filed. AGP Prabhakar: enquiry held on 06.03.2030 at RDO court Huzurabad, report under
preparation - sought time. Justice displeased: "six weeks were given; two weeks more, else RDO to appear in person".
Post on 16.04.2030.
(At the RDO enquiry 06.03 - Khader + Rafi attended; Rafi admitted his land is only 318/A. Tahsildar brought setwar.)
""")

# ---------------- C03 Narsing Rao quarry suit (PDJ-cum-Commercial Court)
u("backlog/2029-09/IMG_20290925_130411.jpg", "handwritten_note_photo", L, "2029-09-25", ["C03"], ["C03-H01"], """
25/9/29  PDJ Karimnagar (Comml.) - COS 12/2029 Narsing Rao v Venkateshwara Granites
Puli Anand Kumar vakalat for defdt. Non-settlement report (s. 12A, DLSA) on record.
WS - time. PDJ: "120 days outer limit, remember". Vaayida 13/11/29.
Narsing Rao: lorries still moving at night from the quarry?? - take photos.
""")
u("backlog/2029-11/IMG-20291113-WA0006.jpg", "handwritten_note_photo", M, "2029-11-13", ["C03"], ["C03-H02"], """
తేదీ 13.11.2029   ప్రిన్సిపల్ జిల్లా కోర్టు (కమర్షియల్) - సి.ఓ.ఎస్. 12/2029 నర్సింగ్ రావు - గ్రానైట్స్
ప్రతివాది WS దాఖలు చేశారు - 2027 నుండి క్వారీ సస్పెన్షన్ అని, డెడ్ రెంట్ మాత్రమే అని.
తదుపరి వాయిదా 18.12.2029 - కేస్ మేనేజ్మెంట్ హియరింగ్.
- మల్లేశం
""")
u("backlog/2029-12/COS 12-2029 CMH order 18.12.2029.pdf", "certified_order_sheet_scan", "Principal District Judge-cum-Commercial Court, Karimnagar", "2029-12-21", ["C03"], ["C03-H03"], """
IN THE COURT OF THE PRINCIPAL DISTRICT JUDGE-CUM-COMMERCIAL COURT, KARIMNAGAR
C.O.S. No. 12 of 2029       Chinthakindi Narsing Rao ... Plaintiff  Vs.  M/s Sri Venkateshwara Black Granites ... Defendant
ORDER AT THE CASE MANAGEMENT HEARING (Order XV-A CPC as applicable to commercial disputes), 18.12.2029
Both counsel present. The following issues are framed:
 1. Whether the lease deed dt. 2021 binds the defendant to pay minimum rent of Rs. 60,000 p.m. during suspension?
 2. Whether the quarry operations were suspended by the ADMG from 2027, and to what extent?
 3. Whether the defendant despatched granite blocks after April 2027 without paying the royalty-share?
 4. Whether the plaintiff is entitled to Rs. 23,60,000 with interest?
 5. Whether the suit is barred by limitation in part?
 6. To what relief?
Timeline: plaintiff's evidence affidavits by 31.01.2030; PW1 on 12.02.2030; defendant's affidavits within 30 days
of closure of plaintiff's evidence; arguments to be concluded by 30.09.2030. Call on 12.02.2030.
                                                                          PRINCIPAL DISTRICT JUDGE
""")
u("backlog/2030-02/Narsing Rao PW1 12.2.docx", "typed_note_docx", L, "2030-02-12", ["C03"], ["C03-H04"], """
12.02.2030 - COS 12/2029 (quarry) - PDJ Karimnagar
PW1 Narsing Rao chief affidavit tendered; Exs. A1 to A14 marked (A1 lease deed, A2-A9 rent receipts 2021-2027,
A10 legal notice, A11 postal ack, A12 s. 12A report, A13-A14 photos of lorries at quarry, Aug 2029).
Anand Kumar objected to A13-A14 (no 63 BSA certificate) - marked subject to objection.
Cross next date 12.03.2030. File petition to summon ADMG's despatch permit register 2026-2028.
""")
u("backlog/2030-03/IMG_20300312_154020.jpg", "handwritten_note_photo", L, "2030-03-12", ["C03"], ["C03-H05"], """
12-3-30  PDJ - quarry suit (Narsing Rao)
PW1 cross by Anand Kumar - 2 hrs. Suggestion: "quarry closed from April 2027 by ADMG order" - PW1: only for
3 months, lorries ran after. Admitted he did not see the despatch permits himself.
Our petition to summon ADMG records ALLOWED - witness from Mines dept. Vaayida 9/4/30.
""")
u("backlog/2030-04/ramulu PW2 mines 9.4.txt", "typed_note_txt", L, "2030-04-09", ["C03"], ["C03-H06"], """
09.04.2030  COS 12/2029 - PW2 Sri K. Ramulu, Technical Assistant, O/o Asst. Director of Mines and Geology, Karimnagar
Brought the despatch permit register. Deposed: suspension order dt. 06.04.2027 was revoked on 10.07.2027;
despatch permits issued to the defendant for 4,120 cubic metres of black granite between 2026 and 2028.
Seigniorage paid by defendant for those permits. Ex. A15 (extract of register) marked through him.
Cross by Anand Kumar: could not say if all permits were used. Court: "permit is evidence of despatch".
At Rs. 120 per cubic metre the royalty-share alone is Rs. 4,94,400. PE closed after vacation. Vaayida 18.06.2030.
""")
u("backlog/2030-06/IMG-20300618-WA0003.jpg", "handwritten_note_photo", M, "2030-06-18", ["C03"], ["C03-H07"], """
తేదీ 18.06.2030   ప్రిన్సిపల్ జిల్లా కోర్టు - క్వారీ కేసు (నర్సింగ్ రావు)
వాది సాక్ష్యం ముగిసింది (PE closed).
ప్రతివాది మేనేజింగ్ పార్ట్‌నర్ వంగాల సుధాకర్ రెడ్డి (DW1) అఫిడవిట్ దాఖలు.
తదుపరి వాయిదా 23.07.2030 - DW1 క్రాస్.
- మల్లేశం
""")
u("backlog/2030-07/quarry DW1 cross 23.7.docx", "typed_note_docx", L, "2030-07-23", ["C03"], ["C03-H08"], """
23.07.2030 - COS 12/2029 Narsing Rao v Sri Venkateshwara Black Granites - PDJ Karimnagar
DW1 Vangala Sudhakar Reddy cross-examined by me.
- ADMITTED that blocks were despatched in 2027 after the suspension was revoked ("some blocks, old stock").
- Admitted no minimum rent paid after March 2027; says "Narsing Rao garu verbally agreed to waive".
- No letter of waiver. Admitted seigniorage receipts are in the firm's name.
DE closed. PDJ: arguments on 17.09.2030, written submissions one week before. Interest @ 12% to be argued.
""")

# ---------------- C04 Rajarajeshwara chit cheque case (Jagtial) and Sameer's chats
u("backlog/2029-12/WhatsApp Chat with Sameer Jr.txt", "whatsapp_export", S + " and " + L, "2029-12-07",
  ["C04", "C02", "C05"], ["C04-H01", "C05-H02", "C04-H02", "C02-H02", "C04-H03"], """
05/10/29, 12:48 pm - Sameer Jr: Assalamualaikum sir. Jagtial chit case - accused Ravinder gair hazir, summons served hai. Madam NBW issue kare. Next 2 Nov
05/10/29, 12:50 pm - Raghavender Rao Adv: Ok. Srikanth ko bolo authorisation letter (board resolution) original leke aana.
01/11/29, 3:15 pm - Sameer Jr: Sir family court - Ayesha case me Mujeeb saab counter file kiye. Bolre Imran ka salary sirf AED 1,800 hai Dubai me, room rent jaata. Madam counsellor ku refer kare. Next 3 Jan
01/11/29, 3:17 pm - Raghavender Rao Adv: Salary certificate ka copy maango. Jaleel saab ko bata do.
02/11/29, 1:05 pm - Sameer Jr: Jagtial - Ravinder aaya sir, NBW recall, bail de diye 2 sureties. Copies furnished. Next 7 Dec
04/12/29, 11:40 am - Sameer Jr: HC CH 12 - Khader WP. AGP Prabhakar saab phir time maange, instructions from Collector nahi aaye bole. Counter file nahi hua. Post on 29 Jan 2030
04/12/29, 11:41 am - Raghavender Rao Adv: Theek. Khader saab ko bata.
07/12/29, 12:30 pm - Sameer Jr: Jagtial chit case - madam substance of accusation explain kare (274 BNSS). Ravinder not guilty bola. Kalvakota Ramesh saab ka defence - blank cheque security ke liye diya tha chit auction time pe. Next 18 Jan for PW1
07/12/29, 12:33 pm - Raghavender Rao Adv: Security cheque bhi 138 me chalta hai - Sripati Singh judgment note kar. PW1 affidavit ready karo.
""")
u("backlog/2030-04/CC 1187-2029 docket certified copy.pdf", "certified_order_sheet_scan", "II Additional JFCM, Jagtial", "2030-04-05", ["C04"], ["C04-H04", "C04-H05", "C04-H06"], """
IN THE COURT OF THE II ADDITIONAL JUDICIAL FIRST CLASS MAGISTRATE, JAGTIAL
C.C. No. 1187 of 2029     Sri Rajarajeshwara Chit Funds (P) Ltd. rep. by Pulluri Srikanth ... Complainant
                          Vs.  Gundeti Ravinder ... Accused       (u/s 138 N.I. Act)
DOCKET (certified copy)
18.01.2030  Complainant present. Accused present. PW1 chief affidavit filed; Exs. P1 to P7 marked. Counsel for
            accused seeks time for cross-examination. Granted. Call on 22.02.2030.
22.02.2030  Accused absent. Petition u/s 355 BNSS filed seeking exemption. Allowed, with a warning that no further
            exemption will be granted without sufficient cause. PW1 cross-examined in part. Call on 29.03.2030.
29.03.2030  Accused present. PW1 further cross-examined and discharged. Complainant's evidence closed.
            For examination of accused u/s 351 BNSS. Call on 14.06.2030.
                                                                          II ADDL. J.F.C.M., JAGTIAL
""")
u("backlog/2030-08/WhatsApp Chat with Sameer Jr (2).txt", "whatsapp_export", S + " and " + L, "2030-08-09",
  ["C04", "C05", "C07"], ["C04-H07", "C05-H07", "C07-H04", "C04-H08", "C04-H09"], """
14/06/30, 12:20 pm - Sameer Jr: Sir Jagtial - Ravinder phir gair hazir, exemption petition diye. Madam allow kare but bole "last time". 351 examination nahi hua. Next 12 July
14/06/30, 12:22 pm - Raghavender Rao Adv: Theek. Next time exemption oppose karo, written objection file karo.
27/06/30, 2:45 pm - Sameer Jr: Family court Ayesha case - Khaja (Imran ka baap) GPA leke depose karne aaya. Madam bole GPA holder husband ki jagah evidence nahi de sakta, jo personal knowledge hai. Imran ku VC se appear hona bole. Next 1 Aug
27/06/30, 2:47 pm - Raghavender Rao Adv: Good. VC ka link registry se confirm kar lena.
09/07/30, 1:10 pm - Sameer Jr: Consumer commission - Anjaiah seed case. OP1 (Sai Krishna dealer) evidence affidavit diye. OP2 company wale Nalla Prabhakar saab time maange affidavit ke liye. Next 13 Aug
12/07/30, 12:55 pm - Sameer Jr: Jagtial - Ravinder ka 351 examination hua. Sab deny kiya, bola cheque security hai, chit amount pura pay kiya. Defence evidence dena bole - khud DW1. Next 9 Aug
12/07/30, 12:58 pm - Raghavender Rao Adv: Ok. Statement of account (instalment ledger) ready rakho cross ke liye.
09/08/30, 12:40 pm - Sameer Jr: Sir Jagtial - DW1 Ravinder absent, phir exemption. Madam bole this is last chance, next date DW1 nahi aaya to defence evidence closed. Next 13 Sept
09/08/30, 12:41 pm - Raghavender Rao Adv: 13 Sept main khud aata hoon. Ledger + surety Sailu ka letter.
""")

# ---------------- C05 Ayesha maintenance (Family Court)
u("backlog/2029-09/IMG_20290927_152210.jpg", "handwritten_note_photo", L, "2029-09-27", ["C05"], ["C05-H01"], """
27/9/29  Family Court KNR - MC 88/2029 Ayesha v Imran (144 BNSS)
Mujeeb Ahmed vakalat for Imran (Dubai) - thru father Khaja's GPA. Counter ki time.
Our I.A. for interim maintenance filed - Rs. 15,000 for wife + Rs. 7,500 for Zaid asked.
Madam: "husband Dubai lo unte salary certificate file cheyyandi". Vaayida 1/11/29.
Dowry complaint Women PS - FIR ledu inka, SHO tho maatladali.
""")
u("backlog/2030-01/MC 88-2029 IA order 03.01.2030.pdf", "certified_order_sheet_scan", "Judge, Family Court, Karimnagar", "2030-01-06", ["C05"], ["C05-H03"], """
IN THE COURT OF THE JUDGE, FAMILY COURT, KARIMNAGAR
I.A. No. 212 of 2029 in M.C. No. 88 of 2029
Shaik Ayesha Siddiqua & another ... Petitioners     Vs.     Shaik Imran ... Respondent
ORDER (03.01.2030): The counsellor reports that the conciliation failed as the respondent did not participate
and his father stated that the respondent cannot come from Dubai. The respondent admits employment in Dubai. Even
accepting his plea that he earns AED 1,800 per month, he is an able-bodied man bound to maintain his wife and
minor son. The respondent is directed to pay interim maintenance of Rs. 8,000/- per month to the 1st petitioner
and Rs. 4,000/- per month to the 2nd petitioner (minor Shaik Zaid), in all Rs. 12,000/- per month, from the date
of the petition, on or before the 10th of every month. For enquiry in M.C., call on 14.02.2030.
                                                                          JUDGE, FAMILY COURT
""")
u("backlog/2030-03/ayesha PW1 cross 21.3.txt", "typed_note_txt", L, "2030-03-21", ["C05"], ["C05-H05"], """
21.03.2030  MC 88/2029 Ayesha - Family Court
PW1 Ayesha cross by Mujeeb Ahmed (about 40 min, Urdu/Telugu, madam recorded in English).
Suggestions: she left the matrimonial home on her own with 10 tulas gold - denied; she refused to go to Dubai -
denied ("mujhe kabhi visa hi nahi bheje"). Admitted she does tailoring at home, earns "2-3 hazaar".
Interim maintenance - not a rupee paid since Jan. Arrears to be calculated.
Next: PW2 Jaleel saab. Vaayida 18.04.2030.
""")
u("backlog/2030-08/Ayesha RW1 VC 1 aug.docx", "typed_note_docx", L, "2030-08-01", ["C05"], ["C05-H08"], """
01.08.2030 - M.C. 88/2029 Ayesha & Zaid v. Shaik Imran - Family Court, Karimnagar (Smt. G. Padmavathi)
RW1 Shaik Imran examined through video conference from Dubai (Jebel Ali). Chief: earns AED 1,800, shares room,
sends money to parents for their medicines, wife left on her own.
My cross (part): admitted his labour contract - shown the offer letter sent by Ayesha's cousin - says basic AED
2,400 + overtime; admitted he sent Rs. 25,000 to his father every month in 2029 (UPI screenshots); denied dowry
demand. Link dropped twice. Madam: cross to continue next date, RW1 to be available on VC at 11 am.
Vaayida 05.09.2030.
""")
u("backlog/2030-09/IMG_20300905_173512.jpg", "handwritten_note_photo", L, "2030-09-05", ["C05"], ["C05-H09"], """
5/9/30  Family Court - Ayesha MC
RW1 Imran cross concluded (VC). RE closed.
Arrears of interim maint. - Rs. 12,000 x 8 months = Rs. 96,000 not paid (only 2 months paid in June-July by Khaja).
Filed petition for distress warrant / recovery u/s 144(3) BNSS for arrears. Madam notice to respondent.
Vaayida 3/10/30 - arguments + DW petition.
""")
u("backlog/2030-09/WhatsApp Chat with Jaleel Saab.txt", "whatsapp_export", "Shaik Jaleel (client's father) and " + L, "2030-09-05", ["C05"], ["C05-H04", "C05-H06", "C05-H09"], """
14/02/30, 4:30 pm - Jaleel Saab: Assalamualaikum vakeel saab. Aaj kya hua
14/02/30, 4:38 pm - Raghavender Rao Adv: Walaikum assalam. Ayesha ka chief evidence ho gaya. Mujeeb saab cross ke liye time liye. Interim ka paisa abhi tak nahi aaya, court ku bataya. Next 21 March
14/02/30, 4:40 pm - Jaleel Saab: Ji saab. Imran ke abba bolre paisa nahi hai
18/04/30, 1:20 pm - Raghavender Rao Adv: Aapka evidence ho gaya Jaleel saab, aap accha bole. Hamara evidence khatam. Next 27 June (chuttiyaan May me)
18/04/30, 1:25 pm - Jaleel Saab: Shukriya saab. Dahej ka case police me kab tak?
18/04/30, 1:27 pm - Raghavender Rao Adv: Women PS me charge sheet abhi nahi gaya. Main SHO se baat karta hoon.
05/09/30, 6:05 pm - Raghavender Rao Adv: Imran ka cross khatam. Arrears 96,000 ke liye petition daala. Next 3 October.
05/09/30, 6:09 pm - Jaleel Saab: Allah aapko barkat de saab 🙏
""")

# ---------------- C06 Swaroopa RTC bus claim (MACT)
u("backlog/2029-10/IMG-20291009-WA0011.jpg", "handwritten_note_photo", M, "2029-10-09", ["C06"], ["C06-H01"], """
తేదీ 09.10.2029   మోటార్ ప్రమాదాల క్లెయిమ్స్ ట్రిబ్యునల్, కరీంనగర్
ఎం.వి.ఓ.పి. 342/2029 గాజుల స్వరూప - ఆర్.టి.సి.
ఆర్.టి.సి. తరపున స్టాండింగ్ కౌన్సిల్ ఆలేటి వెంకట్ రెడ్డి గారు హాజరు - కౌంటర్ కొరకు సమయం.
తదుపరి వాయిదా 20.11.2029.
- మల్లేశం
""")
u("backlog/2029-11/MVOP 342 counter issues 20.11.docx", "typed_note_docx", L, "2029-11-20", ["C06"], ["C06-H02"], """
20.11.2029 - M.V.O.P. 342/2029 Swaroopa v. TGSRTC - MACT (I ADJ) Karimnagar, Sri B. Srinivasa Chary
RTC counter filed: deceased Ramesh came on the WRONG SIDE near Sai Nagar cross, no helmet, no licence; claim
excessive. Driver D. Yadagiri not charge-sheeted? - NO, charge sheet filed against him (CC in JFCM Huzurabad).
Issues framed. Chairman asked Venkat Reddy: "Will RTC settle? Charge sheet is against your driver." - He will
take instructions from the Regional Manager.
Vaayida 08.01.2030 for PW1.
""")
u("backlog/2030-01/IMG_20300108_161245.jpg", "handwritten_note_photo", L, "2030-01-08", ["C06"], ["C06-H03"], """
8/1/30  MACT - Swaroopa RTC
PW1 Swaroopa chief affidavit - Exs. A1 FIR 214/2029, A2 charge sheet, A3 PM report, A4 inquest, A5 MVI report,
A6-A8 Aadhaar + ration card (4 dependants). Cross by Venkat Reddy - wrong side suggestion denied; she was not
present at spot - admitted. Chairman again: "talk settlement". RTC offered nothing.
Vaayida 26/2 for eyewitness.
""")
u("backlog/2030-02/causelist MACT KNR 26.02.2030.pdf", "cause_list_pdf", "I Additional District Court, Karimnagar", "2030-02-25", ["C06"], ["C06-H04"], """
IN THE COURT OF THE I ADDITIONAL DISTRICT JUDGE-CUM-CHAIRMAN, MACT, KARIMNAGAR
CAUSE LIST FOR 26.02.2030 (TUESDAY)        Presiding Officer: Sri B. Srinivasa Chary
FOR EVIDENCE:
 1. M.V.O.P. 118/2028   Bandari Lakshmi vs M/s Sri Lakshmi Transports & anr    PW2
 2. M.V.O.P. 342/2029   Gajula Swaroopa & 3 ors vs TGSRTC, Huzurabad Depot     PW2
 3. M.V.O.P. 401/2029   Md. Azharuddin vs United India Insurance Co. Ltd       RW1
FOR ARGUMENTS:
 4. M.V.O.P. 57/2027    Thota Ravi vs The New India Assurance Co. Ltd         
 5. O.S. 233/2024       Nerella Ramesh vs Kodimyala Srinivas                   
FOR ORDERS:
 6. A.S. 19/2029        Ponnam Sathaiah vs Bolla Ramulu
""")
u("backlog/2030-02/IMG-20300226-WA0021.jpg", "handwritten_note_photo", M, "2030-02-26", ["C06"], ["C06-H04"], """
తేదీ 26.02.2030   ఎం.ఏ.సి.టి. కరీంనగర్ - స్వరూప కేసు
సాక్షి PW2 ఎం.డి. జహంగీర్ (చూసిన సాక్షి) చీఫ్ అఫిడవిట్ దాఖలు.
ఆర్.టి.సి. లాయర్ క్రాస్ కొరకు సమయం అడిగారు.
తదుపరి వాయిదా 02.04.2030.
- మల్లేశం
""")
u("backlog/2030-04/swaroopa PW2 PW3 2.4.txt", "typed_note_txt", L, "2030-04-02", ["C06"], ["C06-H05"], """
02.04.2030  MVOP 342/2029 Swaroopa v TGSRTC - MACT KNR
PW2 Md. Jahangir (tea stall, Sai Nagar cross) cross by Venkat Reddy: firm that bus came from behind at speed,
Ramesh was on the left side. Suggestion of wrong side - denied.
PW3 Kasarla Mallesh, mason contractor, Huzurabad: Ramesh worked with him as mason, wages Rs. 18,000 per month;
muster roll extract Ex. A9. Cross: no bank entries, cash wages - admitted.
PE closed. Chairman: RE after vacation. Vaayida 16.07.2030.
""")
u("backlog/2030-07/MVOP 342 RW1 driver 16.7.docx", "typed_note_docx", L, "2030-07-16", ["C06"], ["C06-H06"], """
16.07.2030 - MVOP 342/2029 - MACT Karimnagar
RW1 D. Yadagiri, driver TGSRTC Huzurabad depot, examined in chief (affidavit) - "motorcycle suddenly came from
wrong side, I braked". My cross: admitted charge sheet against him in CC 611/2029 JFCM Huzurabad; admitted bus
speed about 60 kmph; admitted no complaint given by him to police about wrong side. RE closed by RTC.
Chairman asked once more if RTC will settle - Venkat Reddy: "no instructions". Vaayida 20.08.2030 arguments.
""")
u("backlog/2030-08/IMG_20300820_175830.jpg", "handwritten_note_photo", L, "2030-08-20", ["C06"], ["C06-H07"], """
20-8-30  MACT - Swaroopa v RTC - arguments
My arguments done: multiplier 16 (age 34), wages 18,000 + 40% future prospects, 1/4 deduction (4 dependants),
consortium x 3, funeral, estate - total about Rs. 39 lakh; claimed 35 lakh, cited Pranay Sethi & Magma.
Venkat Reddy asked time for RTC's arguments - granted. Vaayida 12/9/30.
""")

# ---------------- C07 Anjaiah seed complaint (Consumer Commission)
u("backlog/2029-12/IMG-20291211-WA0002.jpg", "handwritten_note_photo", M, "2029-12-11", ["C07"], ["C07-H01"], """
తేదీ 11.12.2029   జిల్లా వినియోగదారుల కమిషన్, కరీంనగర్
సి.సి. 61/2029 మేకల అంజయ్య - సాయి కృష్ణ అగ్రి సీడ్స్ & హరిత హైబ్రిడ్ సీడ్స్
OP1 (డీలర్) హాజరు. OP2 కంపెనీ తరపున నల్ల ప్రభాకర్ గారు - వర్షన్ కొరకు సమయం.
తదుపరి వాయిదా 19.02.2030.
- మల్లేశం
""")
u("backlog/2030-02/anjaiah versions 19.2.txt", "typed_note_txt", L, "2030-02-19", ["C07"], ["C07-H02"], """
19.02.2030  CC 61/2029 Anjaiah (cotton seed) - District Consumer Commission KNR
Versions filed. OP1 dealer: "only sold sealed packets, no liability". OP2 Harita Hybrid Seeds: seed certified by
State Seed Certification Agency, failure due to heavy rains in July 2029, farmer did not follow package of practices.
President Hymavathi madam: "MAO report is there, file it with your affidavit". Vaayida 23.04.2030.
""")
u("backlog/2030-04/Anjaiah evidence 23.04.docx", "typed_note_docx", L, "2030-04-23", ["C07"], ["C07-H03"], """
23.04.2030 - C.C. No. 61/2029 Mekala Anjaiah v. Sri Sai Krishna Agri Seeds & Harita Hybrid Seeds Pvt. Ltd.
Complainant's evidence affidavit filed; Exs. A1 to A7: A1 cash bill 06.06.2029 (Rs. 8,640), A2 empty packets,
A3 pahani of Sy. 455, A4 photos, A5 MAO report dt. 02.09.2029 (germination 38%), A6 legal notice, A7 reply.
Claim: Rs. 3,20,000 (loss of yield 8 qtl/acre x 4 acres x Rs. 7,020 MSP = Rs. 2,24,640 + cultivation cost
+ Rs. 50,000 for mental agony). Vaayida 09.07.2030 for OPs' evidence.
""")
u("backlog/2030-08/IMG_20300813_182019.jpg", "handwritten_note_photo", L, "2030-08-13", ["C07", "C03"], ["C07-H05"], """
13/8/30  Consumer Commission - Anjaiah seeds
Our written arguments filed (14 pages; Nat. Seeds Corp. v. M. Madhusudhan Reddy). OP2 Nalla Prabhakar - time
for written args. Madam: "next date orders if no written args". Vaayida 12/9/30.
---
Narsing Rao called (quarry) - Sudhakar Reddy sent a middleman, offers Rs. 10 lakh full & final. Told him not
below 18 lakh + costs; we'll discuss before 17/9 arguments.
""")

# ---------------- week plan
u("backlog/2030-09/week plan 9-20 sept.docx", "typed_note_docx", L, "2030-09-08", ["C06", "C07", "C04", "C03", "C01", "C05"], [], """
WEEK PLAN  09.09.2030 - 20.09.2030   (Chamber 14)
Thu 12.09  MACT KNR - Swaroopa v RTC (RTC's arguments) - 11 am; then Consumer Commission - Anjaiah seeds (OP2's
           written arguments / orders). Keep Pranay Sethi & Magma copies.
Fri 13.09  Jagtial JFCM - Rajarajeshwara chit v Ravinder - DW1 last chance. I go myself; Sameer to Family Court
           for copy of DW petition.
Tue 17.09  PDJ KNR - Narsing Rao quarry - arguments. Written submissions to be filed by 10.09!
Thu 19.09  Huzurabad SCJ - Rajaiah partition - DW1 cross continued.
03.10      Family Court - Ayesha MC - arguments + distress warrant petition.
Mallesham: copies of commissioner's report (OS 41) and Ex. A15 (COS 12) by Wednesday.
""")
