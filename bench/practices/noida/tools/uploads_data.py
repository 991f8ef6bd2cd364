"""The uploads of the Noida practice: what Adv. Nagar, his junior Aman and the munshi Om Prakash actually kept."""

L, J, K = "Satyendra Singh Nagar", "Aman Bhati", "Om Prakash Sharma (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2026-03/Skyvilla allotment C-1204.pdf", "document_scan", "M/s Skyvilla Infratech Pvt. Ltd.", "2026-03-14", ["C01"], [], """
SKYVILLA INFRATECH PVT. LTD.  |  Skyvilla Aurum, Plot GH-07, Sector 10, Greater Noida (West)
UP RERA Regn. No. UPRERAPRJ55120
ALLOTMENT LETTER                                  Date: 14.03.2026
To: Mr. Anuj Sharma & Mrs. Neha Sharma, Flat 3B, Gaur City-2, Greater Noida West
Unit: C-1204, Tower C, 12th floor, super area 1,450 sq ft. Total sale consideration Rs. 78,00,000.
Possession: within 30 months of this allotment plus a grace period of 6 months (clause 7.1), i.e. by 13.03.2029.
""")
u("backlog/2030-06/IMG_20300611_184512.jpg", "document_photo", "M/s Skyvilla Infratech Pvt. Ltd.", "2030-06-11", ["C01"], [], """
SKYVILLA INFRATECH PVT LTD - STATEMENT OF ACCOUNT (customer copy)
Unit C-1204 Aurum   Customer: Anuj Sharma / Neha Sharma
Total received till date: Rs. 62,40,000/- (Sixty Two Lakh Forty Thousand only)
Last receipt no. SVA/RCPT/8812 dt 02.02.2030  Rs. 7,80,000 (HDFC home loan disbursal)
""")
u("backlog/2030-07/Goel receipt B-0703 scan.pdf", "document_scan", "M/s Skyvilla Infratech Pvt. Ltd.", "2030-07-02", ["C02"], [], """
SKYVILLA INFRATECH PVT. LTD. - PAYMENT RECEIPT  No. SVA/RCPT/7719   Date: 12.08.2027
Received from Ritesh Goel against Unit B-0703, Skyvilla Aurum, the sum of Rs. 41,25,000 (Rupees Forty One Lakh
Twenty Five Thousand only) towards sale consideration. Promised possession: 31.12.2028 (as per BBA clause 9).
""")
u("backlog/2030-05/Plaint Chawla v Arora signed.pdf", "document_scan", L, "2030-05-18", ["C04"], [], """
IN THE COURT OF CIVIL JUDGE (SENIOR DIVISION), GAUTAM BUDDH NAGAR
Original Suit No. ____ of 2030   Harish Chawla s/o late Om Prakash Chawla, r/o D-44, Sector 26, Noida ... Plaintiff
Versus  Manoj Arora s/o Ramesh Arora, Arora Mobile Point, Shop No. 14, Sector 27 Market (Atta), Noida ... Defendant
SUIT FOR EVICTION, ARREARS OF RENT AND DAMAGES FOR USE AND OCCUPATION
1. The plaintiff is owner of Shop No. 14, ground floor, Sector 27 market. The defendant took it on rent at Rs. 38,000
per month by rent agreement dated 01.04.2024.
2. The defendant has not paid rent since November 2029; arrears till April 2030 are Rs. 2,28,000.
3. Tenancy terminated by notice dated 05.03.2030. Prayer: decree of eviction, arrears Rs. 2,28,000, damages.
""")
u("backlog/2030-06/Tehsildar Dadri order khata 211.pdf", "document_scan", "Tehsildar, Dadri", "2030-06-24", ["C03"], [], """
न्यायालय तहसीलदार, दादरी, जनपद गौतम बुद्ध नगर
वाद संख्या T202911870455   धारा 34 उ.प्र. राजस्व संहिता 2006
ग्राम काकड़ाला खुर्द, खाता संख्या 211
आदेश
मृतक खातेदार हुकम सिंह भाटी की मृत्यु दिनांक 11.01.2029 के उपरान्त प्रस्तुत वसीयतनामा दिनांक 02.09.2028 के आधार पर
राजपाल भाटी का नाम दर्ज किया जाता है। आपत्तिकर्ता करन सिंह भाटी आदि की आपत्ति निरस्त।
दिनांक 24.06.2030                          ह0 तहसीलदार दादरी
""")
u("backlog/2030-07/WhatsApp Image 2030-07-19 at 12.14.03.jpeg", "document_photo", "Lekhpal, Kakrala Khurd", "2030-07-19", ["C03"], [], """
खतौनी (नकल)  ग्राम काकड़ाला खुर्द  परगना व तहसील दादरी  फसली वर्ष 1435-1440
खाता संख्या 211   श्रेणी 1-क
हुकम सिंह पुत्र भूले सिंह - मृतक
गाटा 318 रकबा 0.8220 हे0, गाटा 319 रकबा 0.4110 हे0  (गाटा 318 YEIDA हेतु अर्जित, प्रतिकर लम्बित)
नकल जारी 19.07.2030
""")
u("backlog/2030-05/legal notice 138 Solanki.docx", "typed_note_docx", L, "2030-04-16", ["C06"], [], """
SATYENDRA SINGH NAGAR, Advocate, Chamber 47, District Court Surajpur, Greater Noida
By Regd. Post                                              Dated: 16.04.2030
To, Deepak Solanki, prop. Solanki Fabricators, Kasna Industrial Area, Greater Noida
Sub: Notice u/s 138 Negotiable Instruments Act, 1881
My client Qureshi Scrap Traders, through prop. Saleem Qureshi, Dadri, supplied MS scrap to you. Your cheque no. 006731
dated 28.03.2030 for Rs. 4,85,000 drawn on Punjab National Bank, Kasna was returned 'Funds Insufficient' on 03.04.2030.
Pay Rs. 4,85,000 within 15 days of receipt of this notice, failing which a complaint shall be filed.
""")
u("backlog/2030-04/PNB return memo 006731.pdf", "document_scan", "Punjab National Bank, Dadri", "2030-04-03", ["C06"], [], """
PUNJAB NATIONAL BANK  Branch: G.T. Road, Dadri
CHEQUE RETURN MEMO  Date 03.04.2030
Cheque No. 006731 dt 28.03.2030, Rs. 4,85,000.00, drawer Solanki Fabricators, presented by Qureshi Scrap Traders.
Reason for return: 01 - FUNDS INSUFFICIENT
""")
u("backlog/2030-04/postmortem Pradeep Yadav.pdf", "document_scan", "Post Mortem House, District Hospital, Gautam Buddh Nagar", "2030-04-04", ["C07"], [], """
POST MORTEM REPORT  No. 611/2030   Date 04.04.2030
Deceased: Pradeep Yadav s/o Mahavir Yadav, age 34, r/o Dankaur. Brought by SI Rahul Kumar, PS Jewar.
History: car UP16 xx xxxx hit from behind by truck HR 55 xx xxxx on Yamuna Expressway near Jewar toll on 03.04.2030
at about 5.40 AM. Cause of death: shock and haemorrhage due to ante-mortem head injuries.
""")
u("backlog/2030-10/FIR 0417 PS Sector 20.pdf", "document_scan", "PS Sector 20, Noida", "2030-09-29", ["C08"], [], """
FIRST INFORMATION REPORT (u/s 173 BNSS)  Commissionerate Gautam Buddh Nagar  PS Sector 20  FIR No. 0417  Dt 29.09.2030
Sections: 318(4), 316(2) BNS.  Informant: Rajiv Malhotra, Sector 50, Noida.
Alleged that Vikas Tomar, his ex-partner in an event management firm, kept Rs. 17,50,000 of the firm's advance.
""")
u("backlog/2030-11/Shalini salary slip Oct.jpg", "document_photo", "Infosphere Technologies Pvt Ltd, Sector 62", "2030-11-03", ["C05"], [], """
Infosphere Technologies Pvt. Ltd., Tower B, Sector 62, Noida - PAYSLIP October 2030
Employee: Shalini Rawat  Designation: Senior QA Analyst   Net pay: Rs. 38,410
(note in pen: Gaurav - Tech Lead, net approx 1.9 lakh p.m. - his Form 16 ask karna)
""")

# ---------------- C01 RERA, C02 consumer
u("backlog/2030-08/RERA 20.08 note.txt", "typed_note_txt", L, "2030-08-20", ["C01"], ["C01-H01"], """
20.08.2030 - Sharma vs Skyvilla (UP RERA, Bench-3, Greater Noida)
First peshi. Awasthi sir ne notice issue kiya, builder ko reply file karne ko bola. Builder side se koi nahi aaya.
Anuj ko bata diya. Agli tareekh 08.10.2030.
""")
u("backlog/2030-10/IMG_20301008_163022.jpg", "handwritten_note_photo", L, "2030-10-08", ["C01", "C03"], ["C01-H02"], """
8/10/30  RERA - Sharma
Builder ke vakeel (Mehrotra) ne time liya - reply ready nahi. Member ne bola next time reply ke bina nahi chalega.
ND 3.12.30.
---
Kakrala - Aman ko 16/10 ke liye tehsil record ka follow up bolna.
""")
u("backlog/2030-12/RERA order sheet 03.12.2030.pdf", "certified_order_sheet_scan", "UP RERA, Bench-3", "2030-12-03", ["C01"], ["C01-H03"], """
UTTAR PRADESH REAL ESTATE REGULATORY AUTHORITY - NCR OFFICE, GREATER NOIDA
Complaint No. NCR144/05/0873/2030   Anuj Sharma & Anr. vs M/s Skyvilla Infratech Pvt. Ltd.
Proceedings dated 03.12.2030   Present: Ld. counsel for complainants; Sh. Kunal Mehrotra for the promoter.
Reply filed by the promoter pleading force majeure (NGT construction ban, COVID-era extension). The promoter shall file a
reconciliation of the payment receipts with the complainants' statement of account. List for arguments on 11.02.2031.
                                                          sd/- Member, Bench-3
""")
u("backlog/2031-02/Document_2031-02-11.docx", "typed_note_docx", L, "2031-02-11", ["C01"], ["C01-H04"], """
11.02.2031 | Sharma RERA refund | Bench-3
Arguments sune. Mehrotra argued force majeure again; I showed the reconciliation - builder admits Rs. 62,40,000 received.
Member reserved the order. Date for order 15.04.2031.
""")
u("backlog/2031-04/RERA order 15.04.2031 refund.pdf", "certified_order_sheet_scan", "UP RERA, Bench-3", "2031-04-15", ["C01"], ["C01-H05"], """
UTTAR PRADESH REAL ESTATE REGULATORY AUTHORITY - NCR OFFICE, GREATER NOIDA
Complaint No. NCR144/05/0873/2030   Order dated 15.04.2031
The promoter has failed to hand over possession of unit C-1204 within the agreed time. Force majeure plea rejected.
Under section 18 of the Act the promoter is directed to refund Rs. 62,40,000 to the complainants with interest at
SBI MCLR + 1% from the dates of the respective deposits, within 45 days. In default the complainants may seek a
recovery certificate. Compliance on 17.06.2031.
""")
u("backlog/2031-06/WhatsApp Chat with Skyvilla Aurum Buyers (Legal).txt", "whatsapp_export", "Skyvilla Aurum buyers group", "2031-07-10", ["C01", "C02"], ["C01-H06", "C02-H06"], """
15/04/31, 17:02 - Adv S S Nagar: Dear all, RERA has allowed the Sharmas' refund today - Rs. 62.40 lakh with interest at SBI MCLR + 1%, within 45 days.
15/04/31, 17:05 - Neha Sharma: Thank you sir!! Finally.
15/04/31, 17:09 - Ritesh Goel: Sir does this help my consumer case?
15/04/31, 17:15 - Adv S S Nagar: It helps - same project, same delay. Your OP evidence is due 7 May.
17/06/31, 16:40 - Adv S S Nagar: Update Sharma matter: builder has NOT paid. Mehrotra took time again to comply. We have moved for a recovery certificate. Next date 12.08.2031.
17/06/31, 16:44 - Anuj Sharma: 45 days over on 30 May itself. Unbelievable.
09/07/31, 18:20 - Adv S S Nagar: Goel matter: builder filed its evidence affidavit today finally. Commission asked for written arguments. Next date 10.09.2031.
09/07/31, 18:31 - Ritesh Goel: Noted sir, thanks
10/07/31, 09:12 - Neha Sharma: Sir any news from the builder on the refund?
10/07/31, 09:30 - Adv S S Nagar: Nothing yet Neha. 12 August we press for the RC.
""")
u("backlog/2030-09/Goel CC 412 admission 04.09.pdf", "certified_order_sheet_scan", "District Consumer Commission, Gautam Buddh Nagar", "2030-09-04", ["C02"], ["C02-H01"], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, GAUTAM BUDDH NAGAR
CC/412/2030  Ritesh Goel vs M/s Skyvilla Infratech Pvt. Ltd.     Date: 04.09.2030
Complainant with counsel present. Heard on admission. Admitted. Issue notice to the opposite party to file its
version within 30 days. List on 06.11.2030.        sd/- President     sd/- Member
""")
u("backlog/2030-11/PXL_20301106_121544.jpg", "handwritten_note_photo", L, "2030-11-06", ["C02"], ["C02-H01", "C02-H02"], """
6.11.30  Goel v Skyvilla - DCDRC
OP ka WS nahi aaya. Builder ke vakeel ne time liya (Mehrotra ka junior). President madam - last opportunity.
agli tareekh 15.1.31.  (notice was served in Sept after 4.9 admission)
""")
u("backlog/2031-01/Goel 15 Jan.txt", "typed_note_txt", L, "2031-01-15", ["C02"], ["C02-H03"], """
15 Jan 2031 - Goel consumer complaint
WS filed by Skyvilla today: says delay due to NGT ban and Authority's stop-work; offers possession 'by Dec 2031'.
Rejoinder + our evidence affidavit to be filed. Next 12.03.2031.
""")
u("backlog/2031-03/Goel CC412 order sheet 12.03.2031.pdf", "certified_order_sheet_scan", "District Consumer Commission, Gautam Buddh Nagar", "2031-03-12", ["C02"], ["C02-H04"], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, GAUTAM BUDDH NAGAR
CC/412/2030     12.03.2031
Rejoinder and evidence affidavit of the complainant filed. Copy supplied. OP to file evidence by way of affidavit.
List on 07.05.2031.
""")
u("backlog/2031-05/IMG_20310507_153301.jpg", "handwritten_note_photo", L, "2031-05-07", ["C02", "C06"], ["C02-H05"], """
7/5/31  Goel - consumer
OP evidence affidavit nahi diya. Commission ne Rs 2000 cost lagayi OP par. ND 9/7/31.
---
Qureshi - Saleem bhai ka phone: bank wale ka summon nikalwana hai, 13/5 se pehle. (no peshi today)
""")

# ---------------- C03 Kakrala (SDM Dadri)
u("backlog/2030-08/Kakrala appeal admitted 28.8.txt", "typed_note_txt", L, "2030-08-28", ["C03"], ["C03-H01"], """
28.08.2030 Kakrala dakhil-kharij appeal, SDM Dadri
Appeal admitted. Notice to Rajpal & ors. Tehsildar ki file (T202911870455) summon. Karan Singh ji aaye the, bata diya ki
vasiyat 02.09.2028 ko hum forged bolenge - Hukam Singh ji us waqt hospital me the.
Next 16.10.2030.
""")
u("backlog/2030-10/WhatsApp Chat with Aman Bhati Jr.txt", "whatsapp_export", J, "2030-12-18", ["C03", "C06"], ["C03-H02", "C06-H01", "C06-H02", "C03-H03"], """
13/08/30, 13:10 - Aman Bhati Jr: Sir 138 Qureshi - accused nahi aaya, BW 10000 ke. ND 30/9
13/08/30, 13:12 - S S Nagar Adv: ok. Saleem bhai ko bata dena
30/09/30, 12:48 - Aman Bhati Jr: Sir Qureshi me aaj bhi Solanki absent. ACJM sir ne NBW kar diya. ND 25.11
16/10/30, 15:30 - Aman Bhati Jr: Sir Dadri tehsil se record nahi aaya. SDM sahab ne lekhpal ki report mangi hai. Agli tareekh 18/12
16/10/30, 15:31 - S S Nagar Adv: Theek. Lekhpal Satish se mil lena, gata 318 ka compensation ka status bhi puchna
18/12/30, 16:05 - Aman Bhati Jr: Sir lekhpal report aa gayi - report me likha hai Hukam Singh ke 3 bete aur 1 beti, kabza sab ka sanjha. Rajpal side ne objection lagaya. ND 19 Feb
18/12/30, 16:06 - S S Nagar Adv: 👍
""")
u("backlog/2031-02/मुंशी रजिस्टर फरवरी.jpg", "handwritten_note_photo", K, "2031-02-19", ["C03", "C06", "C04"], ["C03-H04"], """
पेशी रजिस्टर - फरवरी 2031
19.02.31  करन सिंह बनाम राजपाल (दाखिल-खारिज अपील)  एसडीएम दादरी - पीठासीन अधिकारी छुट्टी पर, पेशकार ने तारीख दी 23.04.31
19.02.31  कुरैशी बनाम सोलंकी - अगली तारीख 18.03.31 (पहले से दर्ज)
21.02.31  चावला - नकल की दरख्वास्त लगाई (मुद्दे), फीस 40 रु.
""")
u("backlog/2031-04/Kakrala 23 April.txt", "typed_note_txt", L, "2031-04-23", ["C03"], ["C03-H05"], """
23.4.31 - Kakrala dakhil-kharij (SDM Dadri)
Arguments sune partly. I argued: will dated 02.09.2028 unregistered, attesting witness Mukesh not produced; Hukam Singh admitted
in Kailash Hospital 30.08-06.09.2028. Rajpal's counsel ne time liya - busy in Surajpur. Next 02.07.2031.
Karan ji ko bata diya - YEIDA compensation Rs. 1,34,80,000 for gata 318 is held up till mutation decided.
""")
u("backlog/2031-07/WhatsApp Image 2031-07-02 at 17.22.41.jpeg", "handwritten_note_photo", K, "2031-07-02", ["C03"], ["C03-H06"], """
02.07.31  मुकदमा करन सिंह आदि बनाम राजपाल आदि - एसडीएम दादरी
बहस पूरी हुई। लिखित बहस 2 हफ्ते में। आदेश हेतु 27.08.31।
""")

# ---------------- C04 Chawla shop (CJSD)
u("backlog/2030-09/WS Manoj Arora.pdf", "document_scan", "Sh. Mahesh Chand Gupta, Adv.", "2030-09-12", ["C04"], ["C04-H01"], """
IN THE COURT OF CIVIL JUDGE (SR. DIV.), GAUTAM BUDDH NAGAR   O.S. No. 822 of 2030   Harish Chawla vs Manoj Arora
WRITTEN STATEMENT ON BEHALF OF THE DEFENDANT
1. Denied that any arrears are due. Rent was paid in cash to the plaintiff's son Sahil every month; no receipts were given.
2. The notice dated 05.03.2030 was never received. 3. The defendant has spent Rs. 3,20,000 on the shop's interiors.
Filed on 12.09.2030 (next date 14.11.2030).
""")
u("backlog/2030-11/Chawla issues 14.11.pdf", "certified_order_sheet_scan", "Civil Judge (Sr. Div.), Gautam Buddh Nagar", "2030-11-14", ["C04"], ["C04-H02"], """
O.S. No. 822/2030   14.11.2030
Parties through counsel. From the pleadings the following issues are framed: 1. Whether the defendant is in arrears of
rent since November 2029? 2. Whether the tenancy was validly terminated? 3. Whether the plaintiff is entitled to eviction?
4. Damages? 5. Relief. List for plaintiff's evidence on 22.01.2031.      sd/- Civil Judge (S.D.), G.B. Nagar
""")
u("backlog/2031-01/Chawla shop 22.1.docx", "typed_note_docx", L, "2031-01-22", ["C04"], ["C04-H03"], """
22 January 2031 - Chawla vs Arora (shop no. 14, Atta market)
PW1 Harish Chawla's affidavit filed. Gupta ji absent - busy in Sessions court; cross deferred at their request.
Agli peshi 26.03.2031. Harish ji upset - bola 15 mahine se kiraya nahi mila.
""")
u("backlog/2031-03/IMG_20310326_141007.jpg", "handwritten_note_photo", L, "2031-03-26", ["C04"], ["C04-H04"], """
26.3.31 Chawla shop
PW1 cross by Gupta - asked about cash payments to Sahil. Harish ne deny kiya, bola Sahil Canada me hai since 2028!
Good point. ND 21.5.31
""")
u("backlog/2031-05/Chawla OS822 order 21.05.2031.pdf", "certified_order_sheet_scan", "Civil Judge (Sr. Div.), Gautam Buddh Nagar", "2031-05-21", ["C04"], ["C04-H05"], """
O.S. No. 822/2030   21.05.2031
Plaintiff with counsel. None for the defendant despite call since morning. The defendant has already taken adjournment
on 22.01.2031. Adjourned subject to costs of Rs. 1,500 payable to the plaintiff. Plaintiff's evidence closed by statement
of counsel. List for defendant's evidence on 16.07.2031.
""")
u("backlog/2031-07/Chawla 16 july.txt", "typed_note_txt", L, "2031-07-16", ["C04"], ["C04-H06"], """
16.07.2031 Chawla shop eviction
DE - koi DW nahi aaya. Gupta ne bola Manoj Arora beemar hai. Court: last opportunity, next 20.08.2031.
1500 ki cost abhi tak nahi di.
""")

# ---------------- C05 Shalini maintenance (Family Court)
u("backlog/2030-08/Shalini FC 7 Aug.txt", "typed_note_txt", L, "2030-08-07", ["C05"], ["C05-H01"], """
7 Aug 2030 - Shalini Rawat vs Gaurav Rawat (s.144 BNSS), Family Court
Gaurav appeared with Ruchi Khanna. Principal Judge sent both to the mediation centre. Agli tareekh 25.09.2030.
498A (now s.85 BNS) FIR at PS Sector 58 - chargesheet abhi nahi.
""")
u("backlog/2030-09/20300925_140533.jpg", "handwritten_note_photo", L, "2030-09-25", ["C05"], ["C05-H02"], """
25/9/30 Shalini - FC
Mediation failed (report on record). Gaurav ko reply file karna. ND 20/11/30.
""")
u("backlog/2030-11/Shalini interim order 20.11.2030.pdf", "certified_order_sheet_scan", "Family Court, Gautam Buddh Nagar", "2030-11-20", ["C05"], ["C05-H03"], """
FAMILY COURT, GAUTAM BUDDH NAGAR   Misc. Case No. 233/2030   Shalini Rawat vs Gaurav Rawat   20.11.2030
Heard on the interim application. The opposite party is a Tech Lead earning well; the applicant earns about Rs. 38,000.
Interim maintenance of Rs. 25,000 per month is awarded to the applicant from the date of application (28.06.2030).
Both parties to file salary slips and ITRs. List on 08.01.2031.
""")
u("backlog/2031-01/Shalini 8 jan note.docx", "typed_note_docx", L, "2031-01-08", ["C05"], ["C05-H04"], """
08.01.2031 Shalini (Family Court)
Judge ne phir se salary slips aur ITR maange - Gaurav ne abhi tak nahi diye. Arrears of interim maintenance not paid:
Rs. 1,50,000 due (July-Dec). Ruchi Khanna ne bola January me de denge. Next 26.02.2031 for evidence.
""")
u("backlog/2031-02/Shalini PW1 26.2.txt", "typed_note_txt", L, "2031-02-26", ["C05"], ["C05-H05"], """
26.02.31 - Shalini: PW1 (Shalini herself) examined. Cross by Ruchi Khanna - mostly on her salary and the flat in Sector 137.
Next 09.04.2031.
""")
u("backlog/2031-04/IMG-20310409-WA0011.jpg", "handwritten_note_photo", L, "2031-04-09", ["C05", "C07"], ["C05-H06"], """
9-4-31 Shalini FC
OPW1 Gaurav affidavit file hua. Cross hum karenge - unhone time maanga, ND 7.7.31 (June vacation).
(MACT Sunita 2.4 wala note alag hai)
""")
u("backlog/2031-07/Shalini 7 July.txt", "typed_note_txt", L, "2031-07-07", ["C05"], ["C05-H07"], """
07.07.2031 Shalini - FC. OPW1 Gaurav cross by me started: admitted salary Rs. 2,10,000 net per month. Time over.
agli tareekh 27.07.2031.
""")
u("backlog/2031-07/correction Shalini date.txt", "typed_note_txt", L, "2031-07-08", ["C05"], ["C05-H07"], """
8 July - CORRECTION: Shalini ki agli tareekh 24.07.2031 hai, 27 nahi. Order sheet ki naqal dekhi, 24 likha hai. Diary me theek kar diya.
""")

# ---------------- C06 Qureshi cheque (ACJM-II)
u("backlog/2030-11/मुंशी रजिस्टर नवम्बर.jpg", "handwritten_note_photo", K, "2030-11-25", ["C06", "C07"], ["C06-H03", "C07-H02"], """
पेशी रजिस्टर नवम्बर 2030
25.11.30  कुरैशी स्क्रैप बनाम दीपक सोलंकी - ए.सी.जे.एम.-II  मुल्जिम ने सरेंडर किया, जमानत हुई, नकलें दी। अगली तारीख 29.01.31
27.11.30  सुनीता यादव बनाम हरजीत (एम.ए.सी.टी.) - बीमा कम्पनी का जवाबदावा आया, लाइसेंस फर्जी बताया। तनकीहात बनीं। ता. 05.02.31
""")
u("backlog/2031-01/Qureshi ACJM 29.01.2031.pdf", "certified_order_sheet_scan", "ACJM-II, Gautam Buddh Nagar", "2031-01-29", ["C06"], ["C06-H04"], """
IN THE COURT OF ADDITIONAL CHIEF JUDICIAL MAGISTRATE-II, GAUTAM BUDDH NAGAR
Complaint Case No. 5521/2030   Qureshi Scrap Traders vs Deepak Solanki   29.01.2031
Accused present with counsel Sh. Yogesh Kasana. Substance of accusation explained; accused pleaded not guilty and claims
trial; says the cheque was given as security. Complainant's evidence on 18.03.2031.
""")
u("backlog/2031-03/WhatsApp Chat with Aman Bhati Jr (2).txt", "whatsapp_export", J, "2031-07-21", ["C06", "C07"], ["C06-H05", "C06-H06", "C07-H06"], """
18/03/31, 14:02 - Aman Bhati Jr: Sir Qureshi - Saleem bhai ka CW1 affidavit tender ho gaya, Kasana ne cross half kiya. ND 13 May
13/05/31, 12:40 - Aman Bhati Jr: Sir Solanki aaj bhi nahi aaya, exemption mila 500 cost pe. Cross nahi hua. ND 15/7
13/05/31, 12:41 - S S Nagar Adv: cost hamare client ko milni chahiye, order me likha hai?
13/05/31, 12:45 - Aman Bhati Jr: Haan sir, payable to complainant
21/07/31, 15:10 - Aman Bhati Jr: Sir MACT Sunita - PE close ho gaya, ab insurance company ka evidence. ND 03/09/31
21/07/31, 15:11 - S S Nagar Adv: ok. Sunita ji ko call kar dena
""")
u("backlog/2031-07/Qureshi 15.07 CE closed.docx", "typed_note_docx", L, "2031-07-15", ["C06"], ["C06-H07"], """
15.07.2031 - Qureshi vs Solanki (s.138), ACJM-II
CW1 Saleem Qureshi cross finished. CW2 Sh. Manish Arya, PNB Dadri branch, proved the return memo. CE closed.
Next 19.08.2031 for statement of accused u/s 351 BNSS.
""")

# ---------------- C07 Sunita MACT
u("backlog/2030-09/MACT 311 18.09.pdf", "certified_order_sheet_scan", "MACT, Gautam Buddh Nagar", "2030-09-18", ["C07"], ["C07-H01"], """
MOTOR ACCIDENT CLAIMS TRIBUNAL / ADJ COURT NO. 5, GAUTAM BUDDH NAGAR
MACP No. 311/2030   Sunita Yadav & Ors. vs Harjeet Singh & Ors.    18.09.2030
Claim petition u/s 166 MV Act. Issue notice to the driver Harjeet Singh, owner Balkar Transport and the insurer
(National Insurance Co. Ltd.). DAR filed by PS Jewar taken on record. List on 27.11.2030.
""")
u("backlog/2031-02/Sunita MACT 5 feb.txt", "typed_note_txt", L, "2031-02-05", ["C07"], ["C07-H03"], """
05.02.2031 - Sunita Yadav MACT
PW1 Sunita examined: Pradeep was Asst. Manager at a logistics firm in Dankaur, salary Rs. 52,000 p.m.; 2 kids (8 and 5)
and his mother. Pandey (insurer) cross - income proof. Next 02.04.2031.
""")
u("backlog/2031-04/Sunita MACT 2.4.txt", "typed_note_txt", L, "2031-04-02", ["C07"], ["C07-H04"], """
2 April 2031 MACT Sunita
PW2 Rohit Chauhan (eyewitness, was driving behind on the expressway) examined in chief. Pandey ne cross ke liye time liya.
ND 28.05.2031.
""")
u("backlog/2031-05/PXL_20310528_170233.jpg", "handwritten_note_photo", L, "2031-05-28", ["C07"], ["C07-H05"], """
28/5/31 Sunita MACT
PW2 Rohit cross done - steady. Insurer ne Lok Adalat offer diya Rs 28 lakh - Sunita ji ne mana kar diya (expect 55+).
Judge: settle karne ki koshish karein. ND 21.7.31
""")

# ---------------- C08 Vikas AB (Allahabad HC)
u("backlog/2030-10/Tomar AB 22.10 order.pdf", "certified_order_sheet_scan", "High Court of Judicature at Allahabad", "2030-10-22", ["C08"], ["C08-H01"], """
HIGH COURT OF JUDICATURE AT ALLAHABAD
CRIMINAL MISC. ANTICIPATORY BAIL APPLICATION U/S 482 BNSS No. 9877 of 2030
Applicant: Vikas Tomar   Opposite Party: State of U.P.       Court No. 71
Hon'ble Vivek Narayan Tripathi, J.   22.10.2030
Heard learned counsel for the applicant and learned A.G.A. The learned A.G.A. seeks time to obtain instructions.
List on 12.11.2030. Till then no coercive action shall be taken against the applicant in FIR No. 0417 of 2030,
P.S. Sector 20, Noida, provided he cooperates with the investigation.
""")
u("backlog/2030-11/Vikas HC 12.11.txt", "typed_note_txt", L, "2030-11-12", ["C08"], ["C08-H02"], """
12.11.2030 Allahabad - Vikas Tomar AB
AGA Mishra ne phir time liya - IO ka report nahi aaya. Interim protection extended. Next 09.12.2030.
Vikas ko bola IO Sector 20 ke saamne 18.11 ko jaana hai.
""")
u("backlog/2030-12/Tomar AB granted 09.12.2030.pdf", "certified_order_sheet_scan", "High Court of Judicature at Allahabad", "2030-12-09", ["C08"], ["C08-H03"], """
HIGH COURT OF JUDICATURE AT ALLAHABAD  Crl. Misc. Anticipatory Bail Application No. 9877 of 2030   09.12.2030
The dispute is essentially between business partners. The applicant has cooperated. In the event of arrest the applicant
shall be released on anticipatory bail till the filing of the police report on his furnishing a personal bond of
Rs. 50,000 with two sureties, subject to the conditions of s. 482(2) BNSS. The application is allowed.
""")

# ---------------- week plan, cause list, page about two matters
u("backlog/2031-07/week plan 21-26 July.docx", "typed_note_docx", L, "2031-07-19", ["C05", "C07", "C04", "C06", "C01"], [], """
WEEK PLAN 21-26 July 2031
Mon 21 - MACT Sunita (Aman jayega) - insurer evidence ki taiyari
Wed 23 - office: Sharma RERA - RC application draft; Goel written arguments draft; Kakrala written submissions check
Thu 24 - Family Court: Shalini - OPW1 cross continue (Form 16 2029-30 ready rakhna)
Fri 25 - Chawla: cost 1500 recovery application draft
Qureshi 313/351 questions - August
""")
u("backlog/2031-07/Surajpur cause list 24.07.2031.pdf", "cause_list_pdf", "District Court, Gautam Buddh Nagar", "2031-07-23", ["C05"], [], """
DISTRICT COURT GAUTAM BUDDH NAGAR - CAUSE LIST FOR 24.07.2031
FAMILY COURT (PRINCIPAL JUDGE)
1. Misc. Case 118/2030  Neelam vs Sandeep Bhati          evidence
2. Misc. Case 233/2030  Shalini Rawat vs Gaurav Rawat     evidence (OPW1)
3. Div. Petition 402/2029  Ayesha vs Farhan               arguments
4. Misc. Case 17/2031  Kiran Devi vs Ompal               appearance
""")
u("backlog/2030-11/Scan_20301127_MACT.pdf", "handwritten_note_photo", L, "2030-11-27", ["C07", "C02"], ["C07-H02"], """
27-11-30  MACT Sunita - insurer (National Insurance) WS: truck driver Harjeet ka DL fake, Nagaland ka. Issues framed.
ND 05.02.2031.
Goel - client call: builder ne possession letter bheja? - Nahi, sirf 'fit-out' email. No peshi.
""")
