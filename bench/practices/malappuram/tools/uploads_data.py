"""The uploads of the Malappuram practice: what Adv. Shameer Ali, junior Fathima Nasrin and gumasthan Unnikrishnan kept."""

L, J, K = "P.K. Shameer Ali", "Fathima Nasrin K.", "Unnikrishnan P. (gumasthan)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2029-05/POA Kunhalavi Dubai consulate.pdf", "document_scan", "Consulate General of India, Dubai", "2029-05-21", ["C01"], [], """
SPECIAL POWER OF ATTORNEY
I, KUNHALAVI P., S/o Late Mammu, aged 51, Pathoor House, Angadippuram, now residing at Al Qusais, Dubai, U.A.E.,
Passport No. Txxxxxxx, do hereby appoint my brother HAMZA P., S/o Late Mammu, Pathoor House, Angadippuram, as my
attorney to institute and conduct suits regarding my property of 14.5 cents (5.87 Ares) in Re-Sy. No. 118/4 of
Angadippuram village, Perinthalmanna Taluk, Thandaper No. 2231, to sign vakalath, plaints, affidavits and to give
evidence on my behalf.
Executed at Dubai on 21.05.2029.                    sd/- Kunhalavi P.
Attested: Consul (Attestation), Consulate General of India, Dubai. Regn. No. DXB/ATT/2029/xxxxx
""")
u("backlog/2029-11/plaint OS Kunhalavi final.docx", "typed_note_docx", L, "2029-11-18", ["C01"], [], """
BEFORE THE HON'BLE MUNSIFF'S COURT, PERINTHALMANNA
O.S. No. ____ of 2029
Plaintiff: Kunhalavi P., represented by power of attorney holder Hamza P.
Defendant: Velayudhan K., S/o Chathu, Kizhakkethil House, Angadippuram
PLAINT
1. Plaint schedule property is 14.5 cents in Re-Sy. No. 118/4 of Angadippuram village, thandaper No. 2231,
purchased by the plaintiff by sale deed No. 1642/2014 of SRO Perinthalmanna with money earned in Dubai. Pokkuvaravu
effected and tax paid up to 2029-30.
2. The defendant owns the property on the east in Re-Sy. No. 118/5. In 2028, while the plaintiff was abroad, the
defendant built a laterite compound wall shifting the boundary to the west, taking about 3 cents of the plaintiff.
Reliefs: fix the boundary with the help of an Advocate Commissioner and Taluk Surveyor, recover the encroached
portion, mandatory injunction to remove the wall, permanent injunction.
Valuation: Rs. 2,10,000. Court fee paid.                     Counsel for plaintiff: P.K. Shameer Ali
""")
u("backlog/2030-06/IMG_20300619_112204.jpg", "document_photo", "Village Officer, Angadippuram", "2030-06-19", ["C01"], [], """
GOVERNMENT OF KERALA - REVENUE DEPARTMENT
ANGADIPPURAM VILLAGE OFFICE, PERINTHALMANNA TALUK
BASIC TAX RECEIPT (Bhoonikuthi)          Receipt No. 04418       Date 19.06.2030
Thandaper No. 2231    Name: Kunhalavi P.
Re-Sy. No. 118/4    Extent 5.87 Are (14.5 cents)    Tax for 2030-31: Rs. 56/-
sd/- Village Officer
""")
u("backlog/2030-08/commission fee receipt Lijo.jpg", "document_photo", "Adv. Lijo Thomas", "2030-08-20", ["C01"], [], """
RECEIPT
Received from Adv. P.K. Shameer Ali, counsel for plaintiff in O.S. 312/2029, Munsiff's Court, Perinthalmanna, the sum
of Rs. 8,000/- (Rupees eight thousand only) being commission batta, and Rs. 2,500/- towards surveyor's fee.
Perinthalmanna, 20.08.2030                              sd/- Lijo Thomas, Advocate Commissioner
""")
u("backlog/2030-11/Scan_20301111_0001.pdf", "document_scan", "Adv. Lijo Thomas (Advocate Commissioner)", "2030-11-11", ["C01"], [], """
IN THE COURT OF THE MUNSIFF, PERINTHALMANNA
O.S. No. 312/2029 - REPORT OF THE ADVOCATE COMMISSIONER
I inspected the property on 26.10.2030 with the Taluk Surveyor, Sri. Binoy Mathew, in the presence of both parties.
The boundary was measured with reference to the re-survey records (FMB sketch of Re-Sy. 118). The laterite compound
wall on the eastern side of the plaint schedule property stands inside Re-Sy. 118/4. The extent lying west of the
wall and inside 118/4 is 3.25 cents (1.32 Are). The wall appears about 2 to 3 years old. A coconut tree and a well
of the plaintiff are within the encroached strip. Plan and surveyor's sketch appended.
Perinthalmanna, 08.11.2030                          sd/- Lijo Thomas, Advocate Commissioner
""")
u("backlog/2029-12/OP 1187 petition Shabna.docx", "typed_note_docx", L, "2029-12-04", ["C02"], [], """
BEFORE THE FAMILY COURT, MALAPPURAM AT MANJERI   O.P. No. ___ of 2029
Petitioner: Shabna K., D/o Moideen, Kondotty.   Respondent: Noushad P., S/o Kunhimoideen, now in Riyadh, K.S.A.
The marriage was solemnised on 16.04.2023 at Kondotty Juma Masjid. At the time of marriage the petitioner's father
gave her 48 sovereigns (pavan) of gold ornaments and Rs. 3,00,000 in cash, which the respondent took and
pledged/sold. The mahr fixed was 10 sovereigns. The respondent has now gone to Riyadh and not returned.
Reliefs: return of 48 sovereigns of gold or its value, Rs. 3,00,000 with interest, and the mahr of 10 sovereigns.
""")
u("backlog/2030-12/WhatsApp Image 2030-12-30 at 19.04.11.jpeg", "document_photo", "Fathima Jewellery, Manjeri", "2030-12-30", ["C02"], [], """
FATHIMA JEWELLERY   Kacheripadi, Manjeri   GSTIN 32xxxxx
CASH BILL No. 2217      Date: 10.04.2023
Customer: Moideen K., Kondotty
22 ct gold ornaments: necklace 2, bangles 8, chain 3, ear-studs, waist chain (aranjanam)
Weight 384 gm = 48 sovereigns (pavan)     Amount Rs. 20,44,800/-
""")
u("backlog/2029-03/talaq letter Jaleel Doha.pdf", "document_scan", "Abdul Jaleel", "2029-03-12", ["C03"], [], """
From: Abdul Jaleel, C/o Al Mansoori Trading, Doha, Qatar               Date: 12.03.2029
To: Ayisha Beevi T., Thottathil House, Areekode
Bismillah. I have decided that our marriage cannot go on. I hereby pronounce talaq on you, thrice. The mahr
amount shall be sent through my brother. Do not claim anything further.
                                                          sd/- Abdul Jaleel
(Registered post, Doha GPO)
""")
u("backlog/2030-07/Wakf Board order ad hoc committee.pdf", "document_scan", "Kerala State Wakf Board", "2030-07-15", ["C04"], [], """
KERALA STATE WAKF BOARD, KALOOR, KOCHI
No. B2/4471/2030/KSWB                                           Dated: 15.07.2030
Sub: Thrikkalangode Juma Masjid (Regn. No. 4418/RA) - complaint of mismanagement - ad hoc committee - orders
On a complaint by Sri. K.T. Aboobacker and 41 members of the mahallu that accounts of the wakf for 2026-29 were not
audited and the general body has not met since 2027, the Board, in exercise of its powers under Section 32 of the
Waqf Act, 1995, supersedes the present committee and appoints an ad hoc committee of five members with the Divisional
Wakf Officer, Malappuram as convenor for six months.                       sd/- Chief Executive Officer
""")
u("backlog/2030-10/Medical Board cert Shafeeq.pdf", "document_scan", "Medical Board, Government Medical College Hospital, Manjeri", "2030-10-28", ["C05"], [], """
GOVERNMENT MEDICAL COLLEGE HOSPITAL, MANJERI - DISABILITY ASSESSMENT (MEDICAL BOARD)
Ref: MACT Manjeri O.P.(MV) 1420/2029                               Date: 28.10.2030
Name: Muhammed Shafeeq V., 29 yrs, Karakkunnu. Injuries: fracture shaft of right femur (operated, nailing),
fracture right radius, degloving injury right leg. Residual: shortening of right lower limb by 1.5 cm, restriction
of knee flexion. Permanent physical disability: 22% (twenty two percent) of the whole body.
Chairman and members, Medical Board
""")
u("backlog/2029-07/salary certificate Doha Shafeeq.jpg", "document_photo", "Al Wakra Transport Co. W.L.L., Doha", "2029-07-02", ["C05"], [], """
AL WAKRA TRANSPORT CO. W.L.L.   P.O. Box 2xxxx, Doha, State of Qatar
SALARY CERTIFICATE                                   02/07/2029
This is to certify that Mr. MUHAMMED SHAFEEQ V., Indian, Passport No. Wxxxxxxx, is employed with us as Heavy
Driver since 11/2024. His monthly salary is QR 3,500 (basic 2,200 + allowances). He was on annual leave in India
from 25/01/2029 and has not reported back.                       HR Manager (signed, seal)
""")
u("backlog/2030-01/cheque return memo Suhail.pdf", "document_scan", "Canara Bank, Tirur", "2030-01-09", ["C06"], [], """
CANARA BANK   Tirur Branch
RETURN MEMO                                         09.01.2030
Cheque No. 771046 dated 02.01.2030 for Rs. 4,80,000/- drawn by Suhail T., Al Noor Textiles, on C/A 2xxxxxxxx,
presented by Muhammed Rafi C. - RETURNED. Reason: 01 - Funds insufficient.
""")
u("backlog/2030-01/Rafi lawyer notice 138.docx", "typed_note_docx", L, "2030-01-20", ["C06"], [], """
P.K. SHAMEER ALI, Advocate, Manjeri                          Regd. A.D.     20.01.2030
To: Suhail T., Proprietor, Al Noor Textiles, Tirur
LAWYER NOTICE under s. 138 N.I. Act. My client Muhammed Rafi C. lent you Rs. 4,80,000 in November 2029 from his
savings from Doha, and you issued cheque No. 771046 dated 02.01.2030 of Canara Bank, Tirur, which was dishonoured
for 'funds insufficient' on 09.01.2030. Pay the amount within 15 days of receipt of this notice.
""")
u("backlog/2030-10/FIR 612 Kondotty.pdf", "document_scan", "Kondotty Police Station", "2030-10-02", ["C07"], [], """
FIRST INFORMATION REPORT   District: Malappuram   P.S.: Kondotty   Crime No. 612/2030   Date: 02.10.2030
Sections: 118(2), 109 of BNS
Brief: On 01.10.2030 at about 9.30 PM near Kondotty bus stand, over a dispute about a parking place for autorickshaws,
the accused Ashiq @ Achu (24) and another stabbed Siraj (27) with a knife on his left shoulder. Injured admitted at
Government Medical College, Kozhikode. Accused No. 1 arrested on 03.10.2030.
""")
u("backlog/2030-09/remittance receipts Saidalavi.jpg", "document_photo", "Gulf Star Exchange, Deira", "2030-09-05", ["C08"], [], """
GULF STAR EXCHANGE L.L.C. - DEIRA, DUBAI   (statement of remittances, customer SAIDALAVI M.)
Beneficiary: ABDUL MAJEED M., A/c at a bank, Pandikkad branch
2022: 6 transfers  INR 9,40,000 | 2023: 5 transfers INR 11,20,000 | 2024: 4 transfers INR 8,10,000
2025-26: 7 transfers INR 9,30,000          TOTAL INR 38,00,000
Printed 05.09.2030
""")
u("backlog/2031-01/WS OS 96-2030 Majeed.pdf", "document_scan", "Adv. Ummer Farooq", "2031-01-06", ["C08"], [], """
BEFORE THE SUB COURT, MANJERI    O.S. No. 96 of 2030
WRITTEN STATEMENT OF THE DEFENDANT (Abdul Majeed M.)
The plaint is false. The 22 cents in Re-Sy. 45/2 of Pandikkad village was purchased by the defendant by sale deed
No. 3310/2024 with his own money from his hardware shop. The sums sent by the plaintiff from Dubai were repayment of
Rs. 25,00,000 the defendant lent him for his visa and shop in Dubai in 2019. The plaintiff is not entitled to any
declaration. Suit to be dismissed with costs.
""")

# ---------------- C01 Kunhalavi boundary suit (Munsiff Perinthalmanna)
u("backlog/2030-07/IMG_20300708_163012.jpg", "handwritten_note_photo", L, "2030-07-08", ["C01"], ["C01-H01"], """
8/7/30 Munsiff PMNA - OS 312/29 Kunhalavi v Velayudhan
WS filed by D (Jayaprakash). Denies encroachment. Says pokkuvaravu of 118/5 in his name, wall on old boundary.
Need: commission petition + surveyor. Hamza-kku call cheyyanam.
adutha date 12/8
""")
u("backlog/2030-08/OS 312 commission 12.8.docx", "typed_note_docx", L, "2030-08-12", ["C01"], ["C01-H02"], """
12.08.2030 O.S. 312/2029 Munsiff, Perinthalmanna
I.A. for Advocate Commissioner allowed. Adv. Lijo Thomas appointed, with Taluk Surveyor. Commission batta Rs. 8,000
to be deposited by plaintiff. Madam said: "re-survey sketch (FMB) must be taken, not the old survey."
Jayaprakash objected that PoA holder cannot show boundary - overruled.
Next 07.10.2030 for report.
""")
u("backlog/2030-10/IMG-20301007-WA0008.jpg", "handwritten_note_photo", K, "2030-10-07", ["C01"], ["C01-H03"], """
07.10.2030 തിങ്കൾ
പെരിന്തൽമണ്ണ മുൻസിഫ് കോടതി - OS 312/2029 കുഞ്ഞാലവി / വേലായുധൻ
കമ്മീഷൻ റിപ്പോർട്ട് വന്നില്ല. താലൂക്ക് സർവേയറെ വിട്ടുകിട്ടിയില്ല.
അടുത്ത തീയതി 11.11.2030
- ഉണ്ണികൃഷ്ണൻ
""")
u("backlog/2030-11/OS 312-2029 proceedings 11.11.2030.pdf", "certified_order_sheet_scan", "Munsiff's Court, Perinthalmanna", "2030-11-13", ["C01"], ["C01-H04"], """
IN THE COURT OF THE MUNSIFF, PERINTHALMANNA
O.S. No. 312/2029
Present: Smt. Reshma K.V., Munsiff
11.11.2030
Plaintiff by Adv. P.K. Shameer Ali. Defendant by Adv. N. Jayaprakash.
Commission report and plan filed by Adv. Lijo Thomas, Advocate Commissioner. The learned counsel for the defendant
seeks time to file objections to the report. Time granted. Objections, if any, to be filed positively. Call on
09.12.2030.                                                                    sd/- Munsiff
""")
u("backlog/2030-12/PMNA 9 dec.txt", "typed_note_txt", J, "2030-12-09", ["C01"], ["C01-H05"], """
9 dec - PMNA munsiff, Kunhalavi boundary
Jayaprakash filed objection to commn report - says surveyor measured from wrong base line.
Madam didn't remit the report. Issues recast - now 5 issues, one on whether PoA holder competent.
Plaintiff evidence - call on 10.02.2031. Hamza ikkakku proof affidavit ready aakkanam.
""")
u("backlog/2031-02/WhatsApp Chat with Hamza Angadippuram.txt", "whatsapp_export", "Hamza P.", "2031-03-11", ["C01"], ["C01-H06", "C01-H07"], """
03/02/31, 20:11 - Hamza Angadippuram: Vakkeel sir, ikka Dubai il ninnu vilichirunnu. 10th case undallo, njan varanno?
03/02/31, 20:15 - Shameer Ali Adv: Varanam. Ningal aanu PW1. PoA original kond varanam. 9.30 nu PMNA court il
10/02/31, 16:40 - Shameer Ali Adv: Hamza, innu chief affidavit file cheythu, cross pakuthi kazhinju. Adutha date 10/3. Jayaprakash PoA ne kurichu kure chodichu
10/02/31, 16:52 - Hamza Angadippuram: Ok sir. Ikkakku tension aanu
10/03/31, 15:05 - Shameer Ali Adv: Cross kazhinju. PoA Ext A1 aayi mark cheythu. Commissioner ne CW1 aayi examine cheythu. Plaintiff evidence close. Adutha date 21/4 defendant evidence
10/03/31, 15:09 - Hamza Angadippuram: Alhamdulillah. Fees balance 5000 GPay cheyyam
11/03/31, 09:30 - Hamza Angadippuram: Sent 5000
""")
u("backlog/2031-04/IMG_20310421_124530.jpg", "handwritten_note_photo", L, "2031-04-21", ["C01"], ["C01-H08"], """
21/4/31 PMNA - Kunhalavi
DW1 Velayudhan vannilla - "hospitalised" ennu Jayaprakash. No med cert.
Madam allowed time on costs Rs. 1000/- payable to plff. last chance for DE.
adutha date 16/6 (after vacation)
""")
u("backlog/2031-06/kunhalavi DW1 16.6.txt", "typed_note_txt", L, "2031-06-16", ["C01"], ["C01-H09"], """
16.06.2031 Mon - O.S. 312/2029 PMNA (Kunhalavi v. Velayudhan)
Costs Rs. 1,000 paid by Jayaprakash. DW1 Velayudhan chief by affidavit.
My cross (part): he admitted the laterite wall was built in 2028 "when Kunhalavi was in Gulf". Admitted he did not
get a survey done before building. Denied the well is in 118/4.
Cross to continue - ND 14.07.2031.
""")

# ---------------- C02 Shabna gold OP (Family Court)
u("backlog/2030-07/20300717_145502.jpg", "handwritten_note_photo", L, "2030-07-17", ["C02"], ["C02-H01"], """
17/7 FC Manjeri - Shabna v Noushad OP 1187/29
Counselling - R not present, in Riyadh. Mujeeb: "client abroad, leave kittiyilla". Time given.
Judge: next time R must appear, at least by video.
ND 21/8 counter
""")
u("backlog/2030-08/IMG-20300821-WA0014.jpg", "handwritten_note_photo", K, "2030-08-21", ["C02"], ["C02-H02"], """
21.08.2030 ബുധൻ
കുടുംബ കോടതി - OP 1187/2029 ഷബ്ന / നൗഷാദ്
എതിർകക്ഷി കൗണ്ടർ ഫയൽ ചെയ്തു. 20 പവൻ മാത്രം എന്ന് പറയുന്നു. മഹർ തിരിച്ചു കൊടുത്തു എന്നും.
അടുത്ത തീയതി 16.10.2030 (അനുരഞ്ജനം)
""")
u("backlog/2030-10/shabna conciliation.docx", "typed_note_docx", L, "2030-10-16", ["C02"], ["C02-H03"], """
16.10.2030 Family Court - Shabna v. Noushad
Noushad appeared by video from Riyadh (judge allowed VC). Conciliation failed - he offers only 20 pavan, she wants 48.
Shabna sir paranju pole ninnu, no settlement.
Counter says mahr 10 pavan "returned at Kondotty in 2024" - no receipt. For evidence: ND 20.11.2030.
""")
u("backlog/2030-11/20301120_121533.jpg", "handwritten_note_photo", L, "2030-11-20", ["C02"], ["C02-H04"], """
20/11 FC - Shabna - PW1 chief affidavit filed. Mujeeb wanted time for cross - "client's instructions from Riyadh".
Allowed. cross on 15/1/31.
""")
u("backlog/2031-01/Shabna PW1 cross 15 jan.txt", "typed_note_txt", L, "2031-01-15", ["C02"], ["C02-H05"], """
15.01.2031 - OP 1187/2029 Family Court - PW1 Shabna cross by Mujeeb Rahman
Q: gold was only 20 pavan? A: No, 48 pavan, bought from Fathima Jewellery by my father, bill is there.
Q: ornaments were with you? A: No, Noushad took them to pledge at a bank at Kondotty in 2024 for his visa.
Q: mahr returned? A: Never. The 10 pavan mahr chain was also taken.
She stood well. PW2 father next. ND 19.02.2031.
""")
u("backlog/2031-02/OP 1187-2029 proceedings 19.02.2031.pdf", "certified_order_sheet_scan", "Family Court, Malappuram at Manjeri", "2031-02-21", ["C02"], ["C02-H06"], """
FAMILY COURT, MALAPPURAM AT MANJERI
O.P. No. 1187 of 2029
19.02.2031
Petitioner and counsel present. Respondent represented by counsel.
PW2 (Moideen K.) examined and cross-examined. Exts. A3 and A4 (jewellery bill and photographs) marked.
Petitioner's evidence closed. For respondent's evidence, call on 26.03.2031.          sd/- Judge
""")
u("backlog/2031-04/WhatsApp Chat with Nasrin Jr (1).txt", "whatsapp_export", J, "2031-04-03", ["C02", "C05", "C06", "C03"], ["C02-H07", "C06-H06", "C05-H07", "C03-H07"], """
13/03/31, 12:20 - Nasrin Jr: Sir Tirur - Suhail vannilla, Anees Babu exemption petition koduthu. Magistrate allowed but said "last time, next date accused must be present". 313 nadannilla. ND 24/4
13/03/31, 12:22 - Shameer Ali Adv: ok. Rafi-ye ariyikku
26/03/31, 11:48 - Nasrin Jr: Sir Family court Shabna - Noushad again absent, Riyadh. Judge last chance koduthu, cost Rs 2000 to petitioner. ND 18/6 RW1
26/03/31, 11:50 - Shameer Ali Adv: 👍 Shabna-ye vilichu parayam
31/03/31, 13:10 - Shameer Ali Adv: MACT Shafeeq - RW1 insurance officer examine cheythu. Insurer offer 7,50,000. Shafeeq refused. Arguments 18/6
31/03/31, 13:12 - Nasrin Jr: Ok sir noted
03/04/31, 15:30 - Nasrin Jr: Sir Ayisha MC - arguments complete aayi, orders nu 5/6 nu vachu
""")
u("backlog/2031-06/week plan 16-20 june.docx", "typed_note_docx", L, "2031-06-14", ["C01", "C02", "C05", "C08", "C04"], [], """
WEEK 16-20 JUNE 2031 (courts reopen after vacation)
Mon 16/6 PMNA Munsiff - Kunhalavi: DW1 cross. Take commission plan + FMB sketch.
Wed 18/6 - three at Manjeri:
   Family Court - Shabna: RW1 Noushad (if he comes). Cross points: Kondotty bank pledge, mahr chain.
   MACT - Shafeeq: arguments. Take Medical Board cert + Doha salary cert attested copy (Embassy attestation came).
   Sub Court - Saidalavi: produce Gulf Star Exchange statement originals; Sajitha to bring PoA.
Nasrin: Tirur not this week.
Tue 24/6 HC - palli writ election scheme (Haji to send bye-laws).
""")

# ---------------- C03 Ayisha MWA (JFCM-I Manjeri)
u("backlog/2030-07/IMG_20300704_113847.jpg", "handwritten_note_photo", L, "2030-07-04", ["C03"], ["C03-H01"], """
4/7/30 JFCM-I Manjeri - MC 56/30 Ayisha v Jaleel (MWA s.3)
Notice to Doha address - not served. Take steps - email + brother's address at Areekode.
ND 1/8
""")
u("backlog/2030-08/IMG-20300801-WA0003.jpg", "handwritten_note_photo", K, "2030-08-01", ["C03"], ["C03-H02"], """
01.08.2030 വ്യാഴം
JFCM-I മഞ്ചേരി - MC 56/2030 ആയിഷ ബീവി / അബ്ദുൽ ജലീൽ
എതിർകക്ഷിക്ക് വേണ്ടി Adv. ശ്രീജ ഹാജരായി. കൗണ്ടറിന് സമയം ചോദിച്ചു.
അടുത്ത തീയതി 05.09.2030
""")
u("backlog/2030-09/ayisha counter 5 sep.txt", "typed_note_txt", L, "2030-09-05", ["C03"], ["C03-H03"], """
5 sep 2030 - Ayisha MC - counter by Sreeja
Says talaq pronounced by letter dt 12.03.2029 sent from Doha, "talaq thrice". Says iddah maintenance Rs. 15,000 paid
through brother. Mahr Rs. 50,000 "will pay".
Our point: no attempt at reconciliation by two arbiters before talaq - Shamim Ara. Letter never reached her.
Magistrate asked Sreeja: "was there any mediation by the mahallu?" - no answer.
PW1 on 7/11.
""")
u("backlog/2030-11/ayisha PW1.docx", "typed_note_docx", L, "2030-11-07", ["C03"], ["C03-H04"], """
07.11.2030 MC 56/2030 - PW1 Ayisha Beevi examined, cross by Sreeja.
She said: she never got the talaq letter; first saw it in the counter. Admitted Rs. 15,000 was received from
Jaleel's brother in April 2029 but "it was for the children's school fees". Two children, 9 and 6.
Magistrate again asked about mahallu mediation. ND 09.01.2031 RW1.
""")
u("backlog/2031-01/MC 56-2030 proceedings 09.01.2031.pdf", "certified_order_sheet_scan", "JFCM-I, Manjeri", "2031-01-10", ["C03"], ["C03-H05"], """
JUDICIAL FIRST CLASS MAGISTRATE COURT-I, MANJERI
M.C. No. 56/2030
09.01.2031
Petitioner by Adv. P.K. Shameer Ali. Respondent present, by Adv. Sreeja P.
RW1 (respondent) examined and cross-examined. In cross he admits that no mediation by the mahallu committee or by
arbiters from both families preceded the letter dated 12.03.2029. Respondent's evidence closed.
For arguments, call on 27.02.2031.                                         sd/- JFCM-I
""")
u("backlog/2031-02/manjeri 27 feb.txt", "typed_note_txt", J, "2031-02-27", ["C03"], ["C03-H06"], """
27 feb - JFCM-I - Ayisha MC
Sir-nte arguments pakuthi kettu (Shamim Ara, Kerala HC on talaq by letter). Magistrate-nu time illa, long list.
Sreeja's reply next. ND 3/4/31.
""")
u("backlog/2031-06/Order MC 56 2030 Ayisha.pdf", "certified_order_sheet_scan", "JFCM-I, Manjeri", "2031-06-07", ["C03"], ["C03-H08"], """
JUDICIAL FIRST CLASS MAGISTRATE COURT-I, MANJERI
Present: Smt. Anjana Raveendran, Judicial First Class Magistrate
M.C. No. 56/2030   Dated this the 5th day of June, 2031
Ayisha Beevi T. ... Petitioner        Abdul Jaleel ... Respondent
ORDER
... The respondent, as RW1, admits that no attempt at reconciliation preceded the letter. Even assuming a valid
divorce, the petitioner is entitled to a fair and reasonable provision under s. 3(1)(a) of the Act. The petition is
allowed. The respondent shall pay Rs. 5,40,000/- as fair and reasonable provision, Rs. 50,000/- as mahr and
Rs. 30,000/- as maintenance for the iddah period (after giving credit of Rs. 15,000/- paid), within three months.
Pronounced in open court on 05.06.2031.                                sd/- JFCM-I
""")

# ---------------- C04 Thrikkalangode palli writ (High Court)
u("backlog/2030-08/WPC 18842 admission.docx", "typed_note_docx", L, "2030-08-06", ["C04"], ["C04-H01"], """
06.08.2030 HC Ekm - WP(C) 18842/2030 Thrikkalangode Juma Masjid v. Wakf Board - Warrier J, CH 5
Admitted. Interim stay of Board's order dt 15.07.2030 (ad hoc committee). Haris (SC Wakf Board) to get instructions.
Judge asked first thing: "where are the audited accounts 2026-29?" - told him audit pending with CA.
Haji very happy. ND 17.09.
""")
u("backlog/2030-09/HC 17 sept.txt", "typed_note_txt", L, "2030-09-17", ["C04"], ["C04-H02"], """
17/9 HC - palli writ: Haris sought time, "instructions from Board awaited". Stay extended. ND 29.10.2030.
Travel: Parasuram 6.10 am from Tirur, back by Jan Shatabdi. Haji paid TA 3000.
""")
u("backlog/2030-10/WPC-18842-2030 order 29.10.2030.pdf", "certified_order_sheet_scan", "High Court of Kerala", "2030-10-30", ["C04"], ["C04-H03"], """
IN THE HIGH COURT OF KERALA AT ERNAKULAM
PRESENT: THE HONOURABLE MR. JUSTICE HARIKRISHNAN WARRIER
WP(C) NO. 18842 OF 2030
PETITIONER: THRIKKALANGODE JUMA MASJID PARIPALANA COMMITTEE, REP. BY ITS SECRETARY
RESPONDENTS: KERALA STATE WAKF BOARD AND OTHERS
ORDER  Dated this the 29th day of October, 2030
Counter affidavit filed by R1 Board. I.A. No. 2/2030 for impleadment filed by Sri. K.T. Aboobacker is allowed; he is
impleaded as additional R4. The petitioner may file reply. Interim order to continue. Post on 02.12.2030.
""")
u("backlog/2030-12/palli writ 2 dec.docx", "typed_note_docx", L, "2030-12-02", ["C04"], ["C04-H04"], """
02.12.2030 (Mon) HC - WP(C) 18842/2030 - reply affidavit filed.
Warrier J: Board to produce the audit reports 2026-29 of the masjid and the Divisional Officer's inspection report.
Aboobacker's counsel (R4) wanted stay vacated - not done. ND 04.02.2031.
""")
u("backlog/2031-02/IMG_20310204_164401.jpg", "handwritten_note_photo", L, "2031-02-04", ["C04"], ["C04-H05"], """
4/2/31 HC CH5 palli writ
Audit reports produced by Board (2026-29: deficit, no GB). Judge suggested: fresh election to the committee under
the supervision of the Divisional Wakf Officer. Haji ok, R4 ok in principle. Stay extended.
ND 18/3
""")
u("backlog/2031-03/HC 18.3 palli.txt", "typed_note_txt", J, "2031-03-18", ["C04"], ["C04-H06"], """
18.03.2031 HC - WP(C) 18842 - part heard. Haris sir again sought time for Board's instructions on the election
proposal. Posted after vacation - 10.06.2031. Sir was in Tirur, I went.
""")
u("backlog/2031-06/WhatsApp Chat with Kunhimuhammed Haji.txt", "whatsapp_export", "C.P. Kunhimuhammed Haji", "2031-06-11", ["C04"], ["C04-H07"], """
10/06/31, 17:02 - Shameer Ali Adv: Haji ka, innu HC il case kettu. Board election scheme vekkanam ennu judge paranju. Adutha date 24/6
10/06/31, 17:10 - Kunhimuhammed Haji: Alhamdulillah. Bye-law copy venamo?
10/06/31, 17:11 - Shameer Ali Adv: Venam. 1998 bye-law and membership list kodukkanam
11/06/31, 08:45 - Kunhimuhammed Haji: Sheri sir. Jumua kazhinju kond varam
""")

# ---------------- C05 Shafeeq MACT
u("backlog/2030-06/MACT 24.6.txt", "typed_note_txt", L, "2030-06-24", ["C05"], ["C05-H01"], """
24/6/30 MACT Manjeri - OPMV 1420/29 Shafeeq
Insurer WS filed (George Kurian). Admits policy, but: claimant's income "not proved", QR 3500 salary disputed,
negligence of bike rider contributory. Bus owner R1 ex parte. ND 5/8 issues.
""")
u("backlog/2030-08/IMG-20300805-WA0021.jpg", "handwritten_note_photo", K, "2030-08-05", ["C05"], ["C05-H02"], """
05.08.2030 തിങ്കൾ
MACT മഞ്ചേരി - OP(MV) 1420/2029 ഷഫീഖ്
പ്രശ്നങ്ങൾ രൂപീകരിച്ചു. മെഡിക്കൽ ബോർഡിന് റഫർ ചെയ്യാനുള്ള ഹർജി അനുവദിച്ചു.
അടുത്ത തീയതി 23.09.2030
""")
u("backlog/2030-09/30.09 sub court + shafeeq call.docx", "typed_note_docx", L, "2030-09-30", ["C08", "C05"], ["C05-H03", "C08-H01"], """
Mon 23.09.2030 - MACT - Shafeeq: Medical Board report not received. Tribunal sent reminder. ND 04.11.2030.

Mon 30.09.2030 - Sub Court Manjeri - O.S. 96/2030 Saidalavi v. Majeed
Plaint with remittance statement (Rs. 38 lakh from Dubai). Ad interim injunction restraining the defendant from
alienating the 22 cents in Re-Sy. 45/2 Pandikkad. Summons to D. ND 18.11.2030.
Sajitha came with PoA (attested at Dubai consulate) - kept a copy.

Evening: call from Shafeeq (Doha) - company wants him back by January, asked if he must be present for cross.
Told him: yes for PW1 cross, Dec. Come on leave.
""")
u("backlog/2030-11/CamScanner 04-11-2030 15.42.pdf", "certified_order_sheet_scan", "MACT, Manjeri", "2030-11-05", ["C05"], ["C05-H04"], """
MOTOR ACCIDENTS CLAIMS TRIBUNAL, MANJERI
O.P.(MV) No. 1420 of 2029
04.11.2030
Report of the Medical Board received: permanent disability 22%. Claimant present. Proof affidavit of PW1 filed;
chief examination in lieu of affidavit. For cross-examination of PW1, call on 16.12.2030.       sd/- Tribunal
""")
u("backlog/2030-12/week 9-16 dec.docx", "typed_note_docx", L, "2030-12-16", ["C05", "C06"], ["C05-H05", "C06-H04"], """
Thu 12/12 Tirur JFCM-II - Rafi cheque: CW1 Rafi cross by Anees Babu. Rafi said the Rs. 4,80,000 was from his Doha
savings, sent to his NRE account and withdrawn (bank statement Ext. P7). Denied any kuri (chitty) with Suhail.
ND 23/1/31.

Mon 16/12 MACT - Shafeeq PW1 cross by George Kurian. Main attack: salary certificate from Doha not attested by
Embassy, no bank statement of salary. Shafeeq said salary came by cash + WPS card. Disability: he can't drive heavy
vehicle now. ND 17.02.2031 - Dr. Anvar Sadath (ortho, MCH Manjeri) to be summoned.
""")
u("backlog/2031-01/correction rafi ND.txt", "typed_note_txt", L, "2031-01-03", ["C06"], [], """
3 jan - correction: Rafi cheque case (Tirur) - in the 9-16 dec note I wrote ND 23/1/31. WRONG. Checked with Nasrin
and the diary: ND is 30.01.2031 (CW2 bank manager). Summons to Canara Bank manager taken out.
""")
u("backlog/2031-02/IMG_20310217_155010.jpg", "handwritten_note_photo", L, "2031-02-17", ["C05"], ["C05-H06"], """
17/2/31 MACT Shafeeq
PW2 Dr. Anvar Sadath examined - "functional disability for a driver is more, about 40%". Ext A7 disability cert.
George Kurian cross short. PE closed. ND 31/3 RE (insurer's officer).
""")

# ---------------- C06 Rafi cheque (JFCM-II Tirur)
u("backlog/2030-08/WhatsApp Chat with Nasrin Jr.txt", "whatsapp_export", J, "2030-10-31", ["C06"], ["C06-H01", "C06-H02", "C06-H03"], """
22/08/30, 11:40 - Nasrin Jr: Sir Tirur Rafi case - accused Suhail hajaraayi, bail koduthu Rs 25000 bond. Copies kodukkanam. ND 26/9
22/08/30, 11:45 - Shameer Ali Adv: ok good
26/09/30, 12:55 - Nasrin Jr: Sir particulars read over, not guilty paranju. Anees Babu defence - cheque was security for kuri (chitty) ennu. ND 31/10 CW1
26/09/30, 12:58 - Shameer Ali Adv: Kuri illa ennu Rafi paranju. Proof affidavit ready aakku
31/10/30, 13:20 - Nasrin Jr: Sir CW1 affidavit file cheythu. Anees Babu cross-nu time chodichu, allowed. ND 12/12
31/10/30, 13:21 - Shameer Ali Adv: 12/12 njan varam
""")
u("backlog/2031-01/IMG-20310130-WA0011.jpg", "handwritten_note_photo", K, "2031-01-30", ["C06"], ["C06-H05"], """
30.01.2031 വ്യാഴം
തിരൂർ JFCM-II - CC 744/2030 മുഹമ്മദ് റാഫി / സുഹൈൽ
CW2 കനറാ ബാങ്ക് മാനേജർ വിസ്തരിച്ചു. പരാതിക്കാരന്റെ തെളിവ് അവസാനിച്ചു.
അടുത്ത തീയതി 13.03.2031 (313)
""")
u("backlog/2031-04/tirur 24 april.txt", "typed_note_txt", J, "2031-04-24", ["C06"], ["C06-H07"], """
24 april - Tirur - Rafi v Suhail
Suhail present today. 313 questioning done - he says cheque was blank signed, given for kuri in 2027.
Anees Babu will examine accused as DW1. ND 12.06.2031.
""")
u("backlog/2031-06/WhatsApp Chat with Nasrin Jr (2).txt", "whatsapp_export", J, "2031-06-12", ["C06"], ["C06-H08"], """
12/06/31, 14:02 - Nasrin Jr: Sir Tirur DW1 Suhail examined. Sir paranja pole cross cheythu - signature admit cheythu, kuri passbook illa ennu sammathichu
12/06/31, 14:03 - Nasrin Jr: ND 3/7 arguments/ further DE
12/06/31, 14:10 - Shameer Ali Adv: Super. Well done Nasrin
""")

# ---------------- C07 Achu bail (Sessions Court)
u("backlog/2030-10/achu bail 14 and 18.txt", "typed_note_txt", L, "2030-10-18", ["C07"], ["C07-H01", "C07-H02"], """
14/10 Sessions Ct Manjeri - Crl.MP 3318/30 Achu bail (Cr 612/30 Kondotty)
PP Leena Mathew objected - "weapon not recovered, injured still in MCH Kozhikode". Judge called for the case diary.
ND 18/10.
18/10 - CD produced. Judge wants report on the injured Siraj's condition from the IO. ND 23/10.
Kadeeja (mother) crying in verandah - told her wait.
""")
u("backlog/2030-10/Crl.MP 3318-2030 order 23.10.2030.pdf", "certified_order_sheet_scan", "Sessions Court, Manjeri", "2030-10-24", ["C07"], ["C07-H03"], """
IN THE COURT OF SESSIONS, MANJERI
Present: Sri. C. Prakashan, Principal District and Sessions Judge
Crl.M.P. No. 3318 of 2030 in Crime No. 612/2030 of Kondotty Police Station   Dated: 23.10.2030
ORDER
The injured has been discharged; the wound is a simple one as per the IO's report. The petitioner has been in
custody since 03.10.2030. Bail granted on executing a bond for Rs. 50,000/- with two solvent sureties for the like sum,
on conditions: (i) he shall report before the SHO, Kondotty every Saturday between 10 AM and 11 AM for two months;
(ii) he shall not contact the injured or witnesses; (iii) he shall not leave the State without permission.
Petition allowed.                                                           sd/- Sessions Judge
""")

# ---------------- C08 Saidalavi remittance suit (Sub Court Manjeri)
u("backlog/2030-11/IMG-20301118-WA0006.jpg", "handwritten_note_photo", K, "2030-11-18", ["C08"], ["C08-H02"], """
18.11.2030 തിങ്കൾ
സബ് കോടതി മഞ്ചേരി - OS 96/2030 സൈതലവി / മജീദ്
പ്രതിഭാഗം Adv. ഉമ്മർ ഫാറൂഖ് WS-ന് സമയം ചോദിച്ചു. ഇൻജങ്ഷൻ തുടരുന്നു.
അടുത്ത തീയതി 06.01.2031
""")
u("backlog/2031-01/WhatsApp Chat with Sajitha Saidalavi.txt", "whatsapp_export", "Sajitha", "2031-02-25", ["C08"], ["C08-H03", "C08-H04"], """
06/01/31, 16:30 - Shameer Ali Adv: Sajitha, Majeed WS file cheythu. Ikka Dubai il ninnu ayacha paisa loan thirichadachathaanu ennu parayunnu. 25 lakh loan 2019 il koduthu ennu
06/01/31, 16:41 - Sajitha: Athu nunayaanu sir. Ikka ottum loan edutittilla. Visa company aanu koduthath
06/01/31, 16:45 - Shameer Ali Adv: Ok. Ikkayodu 2019 visa documents ayakkan parayu. Adutha date 24/2 injunction argument
24/02/31, 15:55 - Shameer Ali Adv: Injunction absolute aakki - suit theerunnathu vare Majeed nu property vilkkan pattilla. ND 28/4
24/02/31, 16:02 - Sajitha: Alhamdulillah sir. Ikka Dubai il ninnu thanks paranju
25/02/31, 10:10 - Sajitha: Sir fees ethra aanu?
25/02/31, 10:30 - Shameer Ali Adv: 15000. Adutha visit il mathi
""")
u("backlog/2031-04/OS 96 2030 issues 28.4.docx", "typed_note_docx", L, "2031-04-28", ["C08"], ["C08-H05"], """
28.04.2031 Sub Court Manjeri - O.S. 96/2030 Saidalavi v. Majeed
Issues framed (4): (1) whether the plaint property was bought with the plaintiff's remittances; (2) whether the
sums were repayment of a loan of Rs. 25,00,000; (3) limitation / Benami Act bar; (4) reliefs.
Madam: plaintiff to produce the original remittance receipts / exchange statements and prove them - "documents
first, then oral evidence". ND 18.06.2031.
""")

# ---------------- the clerk's register page and the cause list
u("backlog/2031-06/IMG-20310613-WA0002.jpg", "handwritten_note_photo", K, "2031-06-13", ["C01", "C02", "C05", "C08", "C06"], [], """
കേസ് ഡയറി - ജൂൺ 2031 (അവധിക്ക് ശേഷം)
16.06 തിങ്കൾ - പെരിന്തൽമണ്ണ മുൻസിഫ് - കുഞ്ഞാലവി (DW1)
18.06 ബുധൻ - കുടുംബ കോടതി - ഷബ്ന (RW1)
18.06 ബുധൻ - MACT - ഷഫീഖ് (വാദം)
18.06 ബുധൻ - സബ് കോടതി - സൈതലവി (രേഖകൾ)
03.07 വ്യാഴം - തിരൂർ - റാഫി
- ഉണ്ണികൃഷ്ണൻ
""")
u("backlog/2031-06/Manjeri cause list 18.06.2031.pdf", "cause_list_pdf", "District Court, Manjeri", "2031-06-17", ["C02", "C05", "C08"], [], """
DISTRICT COURT COMPLEX, MANJERI - CAUSE LIST FOR WEDNESDAY, 18.06.2031
FAMILY COURT, MALAPPURAM AT MANJERI
 14  O.P. 1102/2029   Sumayya v. Shihabudheen          Evidence
 15  O.P. 1187/2029   Shabna K. v. Noushad P.          RW1 (last chance)
 16  M.C. 210/2030    Jameela v. Ashraf                 Counter
MACT, MANJERI
 21  O.P.(MV) 998/2028  Ramla v. Unnikrishnan & ors     Arguments
 22  O.P.(MV) 1420/2029 Muhammed Shafeeq V. v. Rajeevan & ors   Arguments
 23  O.P.(MV) 640/2030  Biju Thomas v. New India Assurance      Evidence
SUB COURT, MANJERI
  7  O.S. 96/2030    Saidalavi M. v. Abdul Majeed M.    For documents
  8  O.S. 12/2029    Kunhimoosa v. Pathumma             Arguments
""")
