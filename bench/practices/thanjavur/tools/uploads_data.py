"""The uploads of the Thanjavur practice: what the lawyer, the junior Nandhini and the gumastha Govindaraj kept."""

L, J, K = "T. Senthilnathan", "R. Nandhini", "K. Govindaraj (gumastha)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents (before and around the cases)
u("backlog/2029-12/EO notice Murugesan arrears.pdf", "document_scan", "Executive Officer, Arulmigu Agneeswarar Swamy Thirukoil", "2029-12-10", ["C01"], [], """
ARULMIGU AGNEESWARAR SWAMY THIRUKOIL, KADICHAMBADI
(Under the control of the HR&CE Department, Tamil Nadu)     Rc. No. 118/2029/A1     Dated: 10.12.2029
To: Thiru M. Murugesan s/o Mariappan, North Street, Kadichambadi
Sub: Temple lands - S.No. 214/2 (2.45 acres) - arrears of melvaram - demand
You are a cultivating tenant of the above temple land. The fixed melvaram is 18 kalams of paddy per fasli. You have
not paid the melvaram for faslis 1438 and 1439. Pay the arrears within 30 days, failing which the temple will move
the Revenue Court under s. 3 of the Tamil Nadu Cultivating Tenants Protection Act, 1955 for your eviction, as
sanctioned by the Joint Commissioner, HR&CE, Thanjavur.
                                          Executive Officer
""")
u("backlog/2030-05/IMG_20300510_112904.jpg", "document_photo", "Temple kanakkupillai (accounts clerk)", "2030-05-10", ["C01"], [], """
அருள்மிகு அக்னீஸ்வரர் சுவாமி திருக்கோயில், கடிச்சம்பாடி
ரசீது எண் 0457                      தேதி 22.02.2028
பெயர்: மா. முருகேசன்   சர்வே எண் 214/2
மேல்வாரம் நெல் 18 கலம் பெற்றுக்கொண்டோம் (பசலி 1437)
                        கணக்குப்பிள்ளை (ஒப்பம்)
[photo of an old receipt; Murugesan says later years' paddy was taken but no receipt given]
""")
u("backlog/2030-02/RDO Thanjavur order patta 412 cancellation.pdf", "document_scan", "Revenue Divisional Officer, Thanjavur", "2030-02-24", ["C02"], [], """
PROCEEDINGS OF THE REVENUE DIVISIONAL OFFICER, THANJAVUR
Present: Thiru R. Elango, M.A., Revenue Divisional Officer      Rc. No. 2214/2029/A3     Dated: 24.02.2030
Sub: Patta transfer - Marungulam village - S.No. 118/3B (0.82.5 hect.) - Patta No. 412 - petition of K. Natarajan
ORDER: The petitioner K. Natarajan states that he purchased the land from the late Subramanian under an agreement of
2011 and is in possession. The transfer of patta No. 412 in favour of Tmt. Pappathi Ammal by the Tahsildar,
Thanjavur in 2019 is found to have been effected without field enquiry. The patta transfer is cancelled and the
Tahsildar is directed to restore the entry in the name of the late Subramanian pending decision by a civil court.
                                          Revenue Divisional Officer, Thanjavur
""")
u("backlog/2030-03/WhatsApp Image 2030-03-02 at 10.14.51.jpeg", "document_photo", "VAO, Marungulam", "2030-03-02", ["C02"], [], """
GOVERNMENT OF TAMIL NADU - REVENUE DEPARTMENT - CHITTA (extract)
District: Thanjavur   Taluk: Thanjavur   Village: Marungulam   Patta No. 412
Name: பாப்பாத்தி அம்மாள் (Pappathi Ammal) w/o Subramanian
S.No. 118/3B   Nanjai   Extent 0.82.5 hect.   Tax Rs. 14.50
Adangal 1439 fasli: paddy (samba) - cultivated by pattadar
[issued 02.03.2030 - VAO seal]
""")
u("backlog/2030-01/insurer repudiation Thekkur samba.pdf", "document_scan", "Bharat Suraksha General Insurance Co. Ltd., Regional Office, Trichy", "2030-01-20", ["C03"], [], """
BHARAT SURAKSHA GENERAL INSURANCE CO. LTD.   Regional Office, Tiruchirappalli
Ref: PMFBY/Samba 2029-30/TNJ/ORT/0917                                       Date: 20.01.2030
To: Thiru K. Rajendran and 11 other loanee farmers, Thekkur village, Orathanadu taluk (through Indian Bank, Orathanadu)
Sub: Crop insurance - paddy (samba 2029-30) - claims for prevented sowing / localised calamity
Your claims for crop loss due to inundation in November 2029 are not admissible: the average yield of the insurance
unit Thekkur as per the crop cutting experiments (CCE) is above the threshold yield, and the premium for the
farmers was remitted by the bank after the cut-off date of 15.12.2029. The claims are closed.
                                          Chief Manager (Agri)
""")
u("backlog/2030-03/IMG_20300315_095233.jpg", "document_photo", "Indian Bank, Orathanadu", "2030-03-15", ["C03"], [], """
INDIAN BANK   ORATHANADU BRANCH   KCC A/c of K. RAJENDRAN   (passbook page)
Date        Particulars                                   Debit      Credit    Balance
28.11.2029  PMFBY PREMIUM SAMBA 2029-30 (2% of sum ins.)  1,560.00              -78,060.00
05.12.2029  KCC CROP LOAN DISB                            40,000.00             -1,18,060.00
[premium debited from the farmer's account on 28.11.2029, before the cut-off]
""")
u("backlog/2030-02/partnership deed Nataraja Bronze Works 2016.pdf", "document_scan", "Sub-Registrar, Swamimalai (registered copy)", "2030-02-10", ["C04"], [], """
DEED OF PARTNERSHIP - SRI NATARAJA BRONZE WORKS, SWAMIMALAI
This deed made on 14.06.2016 between (1) S. Ganesan Sthapathi s/o Sivaguru Sthapathi and (2) P. Ravichandran
s/o Palanisamy, both of Swamimalai, Kumbakonam taluk.
1. Business: making and selling bronze icons (panchaloha) by the lost-wax method, and Thanjavur art plates.
2. Capital: Rs. 4,00,000 by the first partner (workshop, moulds, tools) and Rs. 6,00,000 by the second partner.
3. Profit and loss: equal shares. 4. The first partner alone directs the casting; the second keeps the accounts.
5. The partnership is at will; any partner may dissolve it by notice in writing.
""")
u("backlog/2029-12/cheque return memo Sekar.pdf", "document_scan", "Canara Bank, Big Street, Kumbakonam", "2029-12-20", ["C05"], [], """
CANARA BANK   Big Street Branch, Kumbakonam
CHEQUE RETURN MEMO                                     Date: 20.12.2029
Cheque No. 201877 dated 15.12.2029 for Rs. 4,86,500/- drawn by V. SEKAR on SB A/c 1102xxxxxxx,
presented by Sri Brahadeeswara Chits (P) Ltd. - RETURNED UNPAID.   Reason: ACCOUNT CLOSED (Code 12)
                                          Branch Manager
""")
u("backlog/2029-12/legal notice Sekar chit BC-40-27.docx", "typed_note_docx", L, "2029-12-28", ["C05"], [], """
T. SENTHILNATHAN, B.A., B.L., Advocate, No. 14, Advocates' Association Building, Thanjavur
By RPAD                                                   Dated: 28.12.2029
To: Thiru V. Sekar s/o Veerappan, 7, Mettu Street, Kumbakonam
Sub: Statutory notice u/s 138 of the Negotiable Instruments Act, 1881
Under instructions from Sri Brahadeeswara Chits (P) Ltd., Kumbakonam branch, a chit company registered under the
Chit Funds Act, 1982: you are a subscriber of chit group BC-40/27 (chit value Rs. 10,00,000), you bid and took the
prize amount in the 9th instalment, and towards the future instalments you issued cheque no. 201877 dated
15.12.2029 for Rs. 4,86,500 on Canara Bank, Big Street, which came back 'account closed' on 20.12.2029.
Pay Rs. 4,86,500 within 15 days of receipt, failing which my client will prosecute you.
                                                          Advocate
""")
u("backlog/2030-02/TMC discharge summary Dinesh.pdf", "document_scan", "Thanjavur Medical College Hospital, Dept. of Orthopaedics", "2030-02-20", ["C06"], [], """
THANJAVUR MEDICAL COLLEGE HOSPITAL - DEPARTMENT OF ORTHOPAEDICS
DISCHARGE SUMMARY     IP No. 2029/48812     Name: R. Dinesh Kumar, 27/M, Vallam
Admitted: 18.12.2029 (RTA - two-wheeler hit by private bus, Thanjavur-Trichy road, Sengipatti)
Diagnosis: closed fracture shaft of right femur; fracture right radius; abrasions
Surgery: 19.12.2029 - interlocking nailing right femur.   Discharged: 09.01.2030
Advice: review after 6 weeks; no weight-bearing for 3 months.    Unit Chief: Dr. A. Ilango, M.S. (Ortho)
""")
u("backlog/2029-07/plaint OS Thirubuvanam society v Jagadeesan.pdf", "document_scan", L, "2029-07-15", ["C08"], [], """
IN THE COURT OF THE DISTRICT MUNSIF, KUMBAKONAM        O.S. No. ____ of 2029
Thirubuvanam Silk Handloom Weavers' Co-operative Production and Sales Society Ltd., No. K.1234,
rep. by its Manager R. Kumaravel                                                 ... Plaintiff
        -vs-   M. Jagadeesan s/o Muthu, Thirubuvanam                                  ... Defendant
PLAINT u/o VII r. 1 CPC
The defendant, a salesman of the plaintiff society's sales depot at Kumbakonam till 31.03.2029, sold silk sarees
(Thirubuvanam pattu) on credit to dealers and collected Rs. 2,14,000 which he did not remit to the society, as the
stock verification of April 2029 and his own letter dated 12.04.2029 show. The plaintiff prays for a decree for
Rs. 2,14,000 with interest at 12% p.a. and costs.
Thanjavur, 15.07.2029                          Counsel for the plaintiff            Plaintiff
""")
u("backlog/2030-06/written statement D1 OS 112-2030.pdf", "document_scan", "S. Vaidyanathan, counsel for the defendants", "2030-06-13", ["C04"], [], """
IN THE COURT OF THE PRINCIPAL SUBORDINATE JUDGE, KUMBAKONAM      O.S. No. 112 of 2030
WRITTEN STATEMENT OF THE FIRST DEFENDANT (P. Ravichandran)
3. The partnership is not dissolved. The plaintiff alone cannot dissolve it; the notice dated 02.01.2030 is not valid.
4. The defendant brought Rs. 6,00,000 capital in 2016 and is entitled to its return before any division.
5. The plaintiff took away 11 finished idols to his own house at Swamimalai in December 2029 without entry.
6. The accounts were kept by the defendant and are true. The suit is to be dismissed with costs.
Kumbakonam, 13.06.2030                                   Counsel for the defendants
""")

# ---------------- C01 Murugesan temple land (RDO Kumbakonam)
u("backlog/2030-04/IMG_20300408_173012.jpg", "handwritten_note_photo", L, "2030-04-08", ["C01"], ["C01-H01"], """
8/4/30 Mon - RDO Kumbakonam (Revenue Ct)
CTP 22/2030 - Temple EO v. Murugesan (Agneeswarar koil, S.No. 214/2)
Appeared for Murugesan. EO side - Ramalingam. Counter ku time - 13.5.30.
Murugesan says paddy given every year to koil kanakkupillai, receipt kodukkala after 1437 fasli.
Old receipt photo vaanganum. RDO madam - "adangal enga?" - first question.
""")
u("backlog/2030-05/IMG-20300513-WA0004.jpg", "handwritten_note_photo", K, "2030-05-13", ["C01"], ["C01-H02"], """
13.05.2030 திங்கள்
ஆர்.டி.ஓ கோர்ட் கும்பகோணம் - CTP 22/2030 கோயில் நிர்வாக அலுவலர் எ. முருகேசன்
நம்ம பதிலுரை (counter) தாக்கல் செய்தோம்.
கோயில் வக்கீல் ராமலிங்கம் EO-விடம் instructions வேண்டும் என்று வாய்தா கேட்டார்.
அடுத்த வாய்தா 24.06.2030
- கோவிந்தராஜ்
""")
u("backlog/2030-06/RDO proceedings CTP 22-2030 24.06.2030.pdf", "certified_order_sheet_scan", "Revenue Divisional Officer, Kumbakonam", "2030-06-26", ["C01"], ["C01-H03"], """
PROCEEDINGS OF THE REVENUE DIVISIONAL OFFICER (REVENUE COURT), KUMBAKONAM
C.T.P. No. 22 of 2030
The Executive Officer, Arulmigu Agneeswarar Swamy Thirukoil, Kadichambadi ... Petitioner
        Vs.   M. Murugesan                                                  ... Respondent
24.06.2030  Petitioner represented by Thiru K. Ramalingam. Respondent by Thiru T. Senthilnathan.
Reply of the petitioner filed. The respondent denies arrears and pleads payment in paddy without receipts. The
Village Administrative Officer, Kadichambadi is directed to send his report on the cultivation and the adangal
extracts for faslis 1438 and 1439. Pending enquiry, the respondent shall deposit Rs. 38,000 (value of the disputed
melvaram) into this Court by challan. Call on 19.08.2030.
                                          Revenue Divisional Officer, Kumbakonam
""")
u("backlog/2030-10/Document_2030-10-07.docx", "typed_note_docx", L, "2030-10-07", ["C01"], ["C01-H05"], """
07.10.2030 (Mon) - CTP 22/2030 Agneeswarar temple v. Murugesan - RDO, Kumbakonam
VAO report finally came: Murugesan in continuous cultivation of S.No. 214/2 since 1996; adangal shows samba paddy
both faslis. Good for us.
PW1 - Sundaram, temple clerk, examined. My cross: admitted paddy was measured at the temple kalam in 2028 and 2029
but "receipt book was with the old EO". Useful admission.
RDO madam again asked EO's counsel to produce the lease register. ND 9.12.2030 for RW (Murugesan).
""")
u("backlog/2030-12/IMG-20301209-WA0011.jpg", "handwritten_note_photo", K, "2030-12-09", ["C01"], ["C01-H06"], """
09.12.2030 திங்கள் - ஆர்.டி.ஓ கும்பகோணம்
CTP 22/2030 முருகேசன் கோயில் நில வழக்கு
RW1 முருகேசன் தலைமை விசாரணை முடிந்தது.
கோயில் வக்கீல் குறுக்கு விசாரணைக்கு வாய்தா கேட்டார் (EO instructions).
அடுத்த வாய்தா 03.02.2031
""")
u("backlog/2031-02/murugesan 3 feb.txt", "typed_note_txt", L, "2031-02-03", ["C01"], ["C01-H07"], """
3/2/31 Murugesan - temple nilam case, RDO Kbk
Ramalingam cross of RW1 took 40 mins. Murugesan stood firm - "18 kalam every samba, measured at koil kalam".
Receipts marked R-1 to R-6 (old receipts 1432-1437 fasli). Challan for the Rs. 38,000 deposit also shown.
Enquiry closed. RDO: arguments on 24.03.2031. Prepare note on s. 3(2)(a) - 'wilful default' not made out.
""")
u("backlog/2031-02/WhatsApp Chat with Murugesan Kadichambadi.txt", "whatsapp_export", "M. Murugesan", "2031-02-04", ["C01"], ["C01-H04", "C01-H07"], """
19/08/30, 13:40 - Murugesan Kadichambadi: Sir vanakkam. Enna aachu sir indha vaaidha?
19/08/30, 13:52 - Senthilnathan Adv: Kaasu 38,000 challan kattiyaachu, receipt file la irukku. VAO report innum varala. Adutha vaaidha 7.10.2030
19/08/30, 13:53 - Murugesan Kadichambadi: Sari sir. VAO kitta naan poi solren
19/08/30, 13:55 - Senthilnathan Adv: Neenga VAO kitta ethuvum kudukka vendaam. Report court ku avangale anuppuvaanga
03/02/31, 16:10 - Murugesan Kadichambadi: Sir indru enna aachu? Kovil vakeel romba kelvi kettaaru
03/02/31, 16:25 - Senthilnathan Adv: Nalla sonneenga. Cross mudinjathu, receipts R-1 to R-6 mark aachu. Adutha vaaidha 24.3.2031 arguments
03/02/31, 16:26 - Murugesan Kadichambadi: Nilam poyidaathu la sir?
03/02/31, 16:30 - Senthilnathan Adv: Bayapadaatheenga. Arguments mudinja apram order.
""")

# ---------------- C02 Pappathi patta writ (Madurai Bench)
u("backlog/2030-03/WP(MD) 8842-2030 order 19.03.2030.pdf", "certified_order_sheet_scan", "Madras High Court, Madurai Bench", "2030-03-21", ["C02"], ["C02-H01"], """
BEFORE THE MADURAI BENCH OF MADRAS HIGH COURT
DATED: 19.03.2030
CORAM: THE HONOURABLE MR. JUSTICE K. RAJASEKARAN
W.P.(MD) No. 8842 of 2030 and W.M.P.(MD) No. 7120 of 2030
Pappathi Ammal                                                    ... Petitioner
        Vs.
1. The Revenue Divisional Officer, Thanjavur  2. The Tahsildar, Thanjavur  3. The VAO, Marungulam
4. K. Natarajan                                                    ... Respondents
For Petitioner : Mr. T. Senthilnathan
For R1 to R3   : Mr. P. Saravanakumar, Additional Government Pleader
ORDER: Notice. Mr. P. Saravanakumar, learned Additional Government Pleader takes notice for R1 to R3. Private
notice to R4. There shall be an interim stay of the impugned order dated 24.02.2030 till 16.04.2030.
""")
u("backlog/2030-06/WP 8842 Madurai 11 June.docx", "typed_note_docx", L, "2030-06-11", ["C02"], ["C02-H03"], """
11.06.2030 - W.P.(MD) 8842/2030 Pappathi Ammal v. RDO Thanjavur - Rajasekaran J, Ct. 5, Madurai Bench
(after vacation). RDO's counter filed through AGP Saravanakumar - says field enquiry was done now, Natarajan in
possession. Jeyaraman appeared for R4 Natarajan, sought 2 weeks for counter. Judge gave till next date.
Stay extended. ND 23.07.2030.
Pappathi amma came to Madurai with her son Kannan - told them the stay continues.
""")
u("backlog/2030-07/WP(MD) 8842-2030 order 23.07.2030.pdf", "certified_order_sheet_scan", "Madras High Court, Madurai Bench", "2030-07-25", ["C02"], ["C02-H04"], """
BEFORE THE MADURAI BENCH OF MADRAS HIGH COURT
DATED: 23.07.2030    CORAM: THE HONOURABLE MR. JUSTICE K. RAJASEKARAN
W.P.(MD) No. 8842 of 2030
For Petitioner : Mr. T. Senthilnathan   For R1 to R3 : Mr. P. Saravanakumar, AGP   For R4 : Mr. N. Jeyaraman
ORDER: Counter of R4 filed, relying on an unregistered agreement of sale of the year 2011. The Tahsildar,
Thanjavur shall produce the original A-register, the chitta and the FMB sketch relating to S.No. 118/3B,
Marungulam village, on the next hearing date. Interim order extended. List on 17.09.2030.
""")
u("backlog/2030-09/20300917_181522.jpg", "handwritten_note_photo", L, "2030-09-17", ["C02"], ["C02-H05"], """
17/9 Madurai Bench Ct 5 - Pappathi patta WP 8842/30
Tahsildar produced A-register + chitta + FMB (Dy. Tahsildar came in person).
Argued 20 mins - no notice to Pappathi before cancelling, RDO can't decide title on unregd. agreement.
Jeyaraman started; judge - "time over" - part heard. ND 25.11.2030.
Stay continues.
""")
u("backlog/2030-11/Scan_20301127_1530.pdf", "certified_order_sheet_scan", "Madras High Court, Madurai Bench", "2030-11-27", ["C02"], ["C02-H06"], """
BEFORE THE MADURAI BENCH OF MADRAS HIGH COURT
DATED: 25.11.2030    CORAM: THE HONOURABLE MR. JUSTICE K. RAJASEKARAN
W.P.(MD) No. 8842 of 2030 and W.M.P.(MD) No. 7120 of 2030
ORDER: The first respondent cancelled the patta transfer without notice to the petitioner, the pattadar, and on the
strength of an unregistered agreement of 2011, which cannot confer title. The impugned order dated 24.02.2030 is
quashed. The matter is remitted to the first respondent for fresh enquiry after notice to the petitioner and the
fourth respondent; the enquiry shall be completed within twelve weeks from the date of receipt of a copy of this
order. Till then the patta shall stand in the name of the petitioner. No costs. Consequently, the connected
miscellaneous petition is closed.
""")

# ---------------- C03 Thekkur crop insurance (DCDRC Thanjavur)
u("backlog/2030-04/20300423_163310.jpg", "handwritten_note_photo", L, "2030-04-23", ["C03"], ["C03-H01"], """
23.4.30 - Consumer Commission Tnj
CC 47/2030 Rajendran + 11 Thekkur farmers v. Bharat Suraksha Ins. & Indian Bank Orathanadu
Admitted. Notice to OP1 insurer, OP2 bank. ND 4.6.30
Claim total Rs. 9,36,000 (12 farmers, samba 2029-30, Nov 2029 vellam).
President asked - "CCE report unga kitta irukka?" - get RTI copy from Agri JD office.
""")
u("backlog/2030-06/IMG-20300604-WA0019.jpg", "handwritten_note_photo", K, "2030-06-04", ["C03"], ["C03-H02"], """
04.06.2030 செவ்வாய் - நுகர்வோர் ஆணையம், தஞ்சாவூர்
CC 47/2030 ராஜேந்திரன் மற்றும் 11 பேர் எ. பாரத் சுரக்ஷா இன்சூரன்ஸ்
OP1 இன்சூரன்ஸ் கம்பெனி version தாக்கல் (பிரபாகரன் வக்கீல்).
OP2 இந்தியன் வங்கி ஆஜராகவில்லை.
அடுத்த வாய்தா 16.07.2030
""")
u("backlog/2030-07/16 july consumer + kavitha call.txt", "typed_note_txt", L, "2030-07-16", ["C03", "C07"], ["C03-H03"], """
16/7/30 Tue
1) CC 47/2030 Thekkur crop insurance - Consumer Commission
Bank (OP2) filed version: premium debited 28.11.2029 but remitted to insurer only on 31.12.2029 - after cut-off!
So either insurer pays or bank pays - both can't escape. Our proof affidavit (Rajendran) given. ND 3.9.30.
2) Kavitha called (maintenance case) - husband's people came to her mother's house at Nanjikottai asking her to
withdraw. Told her to write down date and names; will mention to Family Court if it repeats. Interim order is
already out (10.7) - Rs. 8,000 p.m.
""")
u("backlog/2030-09/CC 47-2030 notes 3 sept.docx", "typed_note_docx", L, "2030-09-03", ["C03"], ["C03-H04"], """
03.09.2030 - C.C. No. 47 of 2030 (Thekkur farmers) - DCDRC Thanjavur
Our proof affidavit + Ex.A1 to A14 filed (KCC passbooks, repudiation letter, adangal, flood report of Tahsildar
Orathanadu, RTI reply of Agri JD on CCE).
Prabhakaran (OP1) - "proof affidavit not ready, CCE data from Chennai office awaited" - time given.
President: "written arguments both sides before oral, don't come and read files here."
ND 29.10.2030.
""")
u("backlog/2030-10/CC 47 of 2030 proceedings 29.10.2030.pdf", "certified_order_sheet_scan", "District Consumer Disputes Redressal Commission, Thanjavur", "2030-11-04", ["C03"], ["C03-H05"], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, THANJAVUR
Present: Thiru A. Mohanasundaram, B.A., B.L., President;  Tmt. S. Vijayalakshmi, Member
C.C. No. 47 of 2030
K. Rajendran and 11 others ... Complainants    Vs.   Bharat Suraksha General Insurance Co. Ltd. & another ... OPs
29.10.2030: Counsel for complainants present. OP1 represented by Thiru R. Prabhakaran; OP2 by its Branch Manager.
Proof affidavit of OP1 filed with Ex.B1 to B5 (crop cutting experiment data for the insurance unit Thekkur).
Both sides to file written arguments. Posted to 18.02.2031 for written arguments.
""")
u("backlog/2031-02/18.2 CC47 args.txt", "typed_note_txt", L, "2031-02-18", ["C03"], ["C03-H06"], """
18.02.2031 CC 47/2030 Thekkur - Consumer Commission
Our written arguments filed (22 pages). OP1 Prabhakaran - not filed, "one more date" - President gave it but said
no more time.
Oral arguments - I argued 30 mins: CCE in Thekkur done on 2 fields only, both on higher land; premium debited
28.11.2029 itself; bank's delay can't be put on farmers. President asked bank to say why remitted on 31.12.
Part heard. ND 11.03.2031 - further arguments (OP1 and OP2).
""")

# ---------------- C04 Swamimalai bronze partnership (Sub Court Kumbakonam)
u("backlog/2030-03/IMG-20300314-WA0002.jpg", "handwritten_note_photo", K, "2030-03-14", ["C04"], ["C04-H01"], """
14.03.2030 வியாழன் - முதன்மை சார்பு நீதிமன்றம், கும்பகோணம்
OS 112/2030 கணேசன் ஸ்தபதி எ. ரவிச்சந்திரன்
பிரதிவாதிகள் 1, 2 வைத்தியநாதன் வக்கீல் மூலம் ஆஜர்.
எழுத்து மூல வாக்குமூலம் (WS) தாக்கல் செய்ய வாய்தா.
அடுத்த வாய்தா 11.04.2030
""")
u("backlog/2030-06/20300613_170245.jpg", "handwritten_note_photo", L, "2030-06-13", ["C04"], ["C04-H03"], """
13/6/30 Sub Ct Kbk - sthapathi case OS 112/30
WS finally filed by Vaidyanathan - says partnership not dissolved, Ravichandran wants his 6 lakh capital first,
and says Ganesan took 11 idols home in Dec 2029 (!). Ganesan says those were his own orders from Chennai customer.
Sub Judge referred to mediation (Kumbakonam mediation centre). ND 25.7.30.
""")
u("backlog/2030-07/OS 112-2030 order sheet 25.07.2030.pdf", "certified_order_sheet_scan", "Principal Sub Court, Kumbakonam", "2030-07-29", ["C04"], ["C04-H04"], """
IN THE COURT OF THE PRINCIPAL SUBORDINATE JUDGE, KUMBAKONAM
O.S. No. 112 of 2030      S. Ganesan Sthapathi vs P. Ravichandran & another
Docket - 25.07.2030
Mediation failure report received. Issues framed:
1) Whether the partnership stood dissolved by the plaintiff's notice dated 02.01.2030?
2) Whether the plaintiff is entitled to rendition of accounts?  3) Whether the 1st defendant is entitled to the
return of his capital of Rs. 6,00,000 before division?  4) Whether the plaintiff removed 11 idols?  5) To what relief?
I.A. No. 311 of 2030 allowed: Thiru K. Balaji, Advocate, appointed Advocate Commissioner to inventory the moulds,
finished and unfinished idols and stock at the workshop, Swamimalai. Fee Rs. 15,000 to be paid by the plaintiff.
Report by 26.09.2030.
                                          Principal Subordinate Judge
""")
u("backlog/2030-09/sthapathi commissioner report 26 sept.docx", "typed_note_docx", L, "2030-09-26", ["C04"], ["C04-H05"], """
26.09.2030 - O.S. 112/2030 Ganesan Sthapathi v. Ravichandran - Principal Sub Court, Kumbakonam
Commissioner Balaji's report filed: 37 finished idols (incl. 2 Nataraja of 3 ft), 64 wax/clay moulds, stock of
copper-brass scrap; total value assessed Rs. 18.6 lakh (Rs. 18,60,000).
Vaidyanathan not there - junior said he is busy at Madurai Bench - time for objections to report. Second time he's
not come for this reason. ND 28.11.2030.
Ganesan happy about the 37 - Ravichandran had said only 20 idols.
""")
u("backlog/2030-11/IMG-20301128-WA0007.jpg", "handwritten_note_photo", K, "2030-11-28", ["C04"], ["C04-H06"], """
28.11.2030 வியாழன் - சார்பு நீதிமன்றம் கும்பகோணம் - OS 112/2030 ஸ்தபதி வழக்கு
பிரதிவாதி தரப்பு ஆட்சேபனை (objections) தாக்கல்.
PW1 கணேசன் ஸ்தபதி சாட்சி விசாரணை (affidavit) - Ex.A1 முதல் A9 வரை குறிக்கப்பட்டது.
குறுக்கு விசாரணைக்கு அடுத்த வாய்தா 13.02.2031
""")
u("backlog/2031-02/sthapathi 13.2.txt", "typed_note_txt", L, "2031-02-13", ["C04"], ["C04-H07"], """
13/2/31 OS 112/2030 sthapathi - Sub Ct Kbk
Nandhini went. PW1 cross again not done - Vaidyanathan "busy at Madurai Bench" for the third time. Sub Judge
warned: next time cross will be treated as closed. ND 17.03.2031 for cross of PW1.
Ganesan to be present, bring the Chennai customer's order letters (Dec 2029) for the 11 idols point.
""")

# ---------------- C05 Sekar chit cheque (JM-II Kumbakonam)
u("backlog/2030-06/IMG-20300617-WA0015.jpg", "handwritten_note_photo", K, "2030-06-17", ["C05"], ["C05-H03"], """
17.06.2030 திங்கள் - குற்றவியல் நீதித்துறை நடுவர் மன்றம் எண் II, கும்பகோணம்
STC 318/2030 பிரகதீஸ்வரா சிட்ஸ் எ. சேகர்
எதிரி சேகர் ஆஜர், ஜாமீன் கொடுக்கப்பட்டது. நகல்கள் வழங்கப்பட்டன.
எதிரி வக்கீல் காளியமூர்த்தி.
அடுத்த வாய்தா 29.07.2030
""")
u("backlog/2030-07/20300729_141108.jpg", "handwritten_note_photo", L, "2030-07-29", ["C05"], ["C05-H04"], """
29/7/30 JM-II Kbk - chit cheque STC 318/30 (Sekar)
Accused questioned - not guilty. Defence (Kaliyamoorthy): cheque was only blank security given at the time of
prize money, amount filled by company. Our answer: he signed the surety/ promissory + cheque for future
instalments - chit agreement clause 14.
Filed s. 143A petition for interim compensation. ND 9.9.30.
""")
u("backlog/2030-09/STC 318-2030 order 09.09.2030.pdf", "certified_order_sheet_scan", "Judicial Magistrate No. II, Kumbakonam", "2030-09-12", ["C05"], ["C05-H05"], """
IN THE COURT OF THE JUDICIAL MAGISTRATE No. II, KUMBAKONAM
Present: Selvi R. Janani, B.L., Judicial Magistrate No. II
S.T.C. No. 318 of 2030 and Crl.M.P. No. 2290 of 2030
Sri Brahadeeswara Chits (P) Ltd. ... Complainant       Vs.     V. Sekar ... Accused
09.09.2030: Complainant by Thiru T. Senthilnathan. Accused absent; petition u/s 355 BNSS to dispense with his
presence filed by Thiru A. Kaliyamoorthy - allowed for today.
Crl.M.P. 2290/2030 (s. 143A NI Act): The accused has pleaded not guilty. Considering the cheque amount, the accused
is directed to pay interim compensation of 20% of the cheque amount, i.e. Rs. 97,300/- to the complainant within
60 days. Call on 21.10.2030 for complainant's evidence.
                                          Judicial Magistrate No. II, Kumbakonam
""")
u("backlog/2030-12/chit cheque 2 dec.txt", "typed_note_txt", L, "2030-12-02", ["C05"], ["C05-H07"], """
2/12/30 Mon - Kumbakonam JM-II - Sekar chit cheque case
CW1 K. Saravanan (branch manager) cross-examined by Kaliyamoorthy - about 45 mins. Suggested cheque was blank
security; CW1 denied - said Sekar filled and signed in the branch in front of him on 15.12.2029. Good.
Interim compensation Rs. 97,300 not paid - 60 days over on 8.11. Filed memo. Magistrate: "will consider s. 143A(5)
recovery on the next date".
ND 20.01.2031.
""")

# ---------------- C06 Dinesh accident (MACT Thanjavur)
u("backlog/2030-04/IMG-20300410-WA0009.jpg", "handwritten_note_photo", K, "2030-04-10", ["C06"], ["C06-H01"], """
10.04.2030 புதன் - மோட்டார் வாகன விபத்து தீர்ப்பாயம் (III கூடுதல் சார்பு நீதிமன்றம்), தஞ்சாவூர்
MCOP 233/2030 தினேஷ் குமார் எ. ராஜ்குமார் (பஸ் உரிமையாளர்) மற்றும் இன்சூரன்ஸ்
R1, R2 க்கு நோட்டீஸ்.
அடுத்த வாய்தா 12.06.2030
""")
u("backlog/2030-06/20300612_155807.jpg", "handwritten_note_photo", L, "2030-06-12", ["C06"], ["C06-H02"], """
12/6/30 MACT Tnj - Dinesh (Sengipatti bus accident) MCOP 233/30
R1 owner Rajkumar (Sri Murugan Travels) called absent - set ex parte.
R2 insurer counter by Lakshmi Priya: bus driver had valid licence, claimant rode without helmet -
contributory negligence; claim Rs. 15 lakh 'excessive'. FIR (Vallam PS 412/2029) is against bus driver - good.
ND 24.7.30 - PW1.
""")
u("backlog/2030-07/MCOP 233 PW1 24 july.docx", "typed_note_docx", L, "2030-07-24", ["C06"], ["C06-H03"], """
24.07.2030 - M.C.O.P. No. 233 of 2030 (Dinesh Kumar) - MACT, Thanjavur
PW1 R. Dinesh Kumar examined in chief: accident at 7.40 pm on 18.12.2029 at Sengipatti, Thanjavur-Trichy road,
bus TN-49-xx-xxxx came on the wrong side overtaking a lorry. Was wearing helmet - helmet cracked (kept).
Ex.P1 to P11 marked (FIR, wound certificate, discharge summary, bills Rs. 1,84,000, salary certificate - works as
AC mechanic, Rs. 18,000 p.m.). ND 11.9.30 for cross.
""")
u("backlog/2030-09/IMG-20300911-WA0014.jpg", "handwritten_note_photo", K, "2030-09-11", ["C06"], ["C06-H04"], """
11.09.2030 புதன் - விபத்து தீர்ப்பாயம் தஞ்சாவூர் - MCOP 233/2030 தினேஷ்
PW1 தினேஷ் குமார் குறுக்கு விசாரணை - இன்சூரன்ஸ் வக்கீல் லட்சுமி பிரியா.
PW2 டாக்டர் இளங்கோ அவர்களுக்கு சம்மன்.
அடுத்த வாய்தா 30.10.2030
""")
u("backlog/2030-10/20301030_124419.jpg", "handwritten_note_photo", L, "2030-10-30", ["C06"], ["C06-H05"], """
30/10 MACT - Dinesh case
Dr. Ilango (PW2) absent - summons not served, he was on leave / TMC says transferred to Kumbakonam GH?? Check.
Tribunal: fresh summons through court, ND 16.12.2030.
Judge asked Lakshmi Priya - "Lok Adalat la offer pannunga" - she will get instructions.
""")
u("backlog/2030-12/Dinesh PW2 doctor 16.12.docx", "typed_note_docx", L, "2030-12-16", ["C06"], ["C06-H06"], """
16.12.2030 - MCOP 233/2030 Dinesh Kumar - MACT Thanjavur
PW2 Dr. A. Ilango, Orthopaedic surgeon (now at Govt. Hospital, Kumbakonam) examined: permanent disability 35% of
the right lower limb; still has a limp; can't climb ladders (he's an AC mechanic - loss of earning capacity).
Ex.P12 disability certificate. Cross by Lakshmi Priya: whole-body disability would be less - doctor said 35% for the
limb. Claimant's side closed. ND 10.2.2031 - RW / Lok Adalat talk.
""")
u("backlog/2031-02/IMG_20310210_171540.jpg", "handwritten_note_photo", L, "2031-02-10", ["C06"], ["C06-H07"], """
10/2/31 MACT - Dinesh MCOP 233/30
Insurer offer in Lok Adalat talk - Rs. 6,20,000 (full & final). Dinesh & father - NO, too low (bills alone 1.84 L).
RW1 (insurer's officer) not present - Lakshmi Priya took time.
ND 13.03.2031 - RW1.
""")
u("backlog/2031-02/correction dinesh ND.txt", "typed_note_txt", L, "2031-02-11", ["C06"], ["C06-H07"], """
11/2/31 - CORRECTION to yesterday's diary (Dinesh MACT, MCOP 233/2030):
ND is 19.03.2031, NOT 13.03. Checked the docket with the bench clerk today - 13.03 was the date I noted for the
other MCOP in the same list. RW1 (insurer's officer) on 19.03.2031. Govindaraj to correct the register.
""")

# ---------------- C07 Kavitha maintenance (Family Court Thanjavur)
u("backlog/2030-03/IMG-20300320-WA0003.jpg", "handwritten_note_photo", K, "2030-03-20", ["C07"], ["C07-H01"], """
20.03.2030 புதன் - குடும்ப நல நீதிமன்றம், தஞ்சாவூர்
MC 41/2030 கவிதா மற்றும் ஒருவர் எ. பிரபு (ஜீவனாம்சம்)
எதிர்மனுதாரர் பிரபுவுக்கு நோட்டீஸ் (பட்டுக்கோட்டை).
அடுத்த வாய்தா 24.04.2030
""")
u("backlog/2030-04/IMG_4471.HEIC", "handwritten_note_photo", L, "2030-04-24", ["C07"], ["C07-H02"], """
24/4/30 Family Court Tnj - Kavitha MC 41/30
Prabhu appeared with Senthil Kumar (Pattukkottai). Judge madam sent both to counselling - counsellor Tmt. Jothi,
first sitting 8.5. ND 5.6.30.
Kavitha upset - "avan varave maattaan counselling ku". Told her to attend anyway.
""")
u("backlog/2030-07/MC 41-2030 order 10.07.2030.pdf", "certified_order_sheet_scan", "Family Court, Thanjavur", "2030-07-15", ["C07"], ["C07-H04"], """
IN THE FAMILY COURT AT THANJAVUR
Present: Tmt. G. Meenakshi, M.A., M.L., Judge
M.C. No. 41 of 2030 and I.A. No. 88 of 2030
1. S. Kavitha  2. Minor Harini (rep. by mother Kavitha) ... Petitioners     Vs.    R. Prabhu ... Respondent
ORDER in I.A. No. 88 of 2030 (10.07.2030): The respondent is a laboratory technician in a private hospital at
Pattukkottai. Pending disposal of the main petition, he shall pay interim maintenance of Rs. 5,000 per month to
the first petitioner and Rs. 3,000 per month to the second petitioner (in all Rs. 8,000 per month) from the date of
the petition, on or before the 10th of every month. Call on 28.08.2030 for trial.
                                                                            Judge, Family Court
""")
u("backlog/2030-08/kavitha 28.8.txt", "typed_note_txt", L, "2030-08-28", ["C07"], ["C07-H05"], """
28/8/30 Family Court - Kavitha MC 41/2030
Arrears not paid - not one rupee since order (Mar-Aug = 6 months, Rs. 48,000). Filed petition for distress warrant.
PW1 Kavitha chief examination done - marriage 2022 at Pattukkottai, Harini born 2024, sent out in Jan 2030.
Senthil Kumar wants time to cross. ND 16.10.30.
""")
u("backlog/2030-10/WhatsApp Chat with Kavitha.txt", "whatsapp_export", "S. Kavitha", "2030-10-17", ["C07"], ["C07-H03", "C07-H06"], """
05/06/30, 12:48 - Kavitha: Sir counselling la avar vandhaar aana onnum pesala. Madam report kuduthutaanga - failed nu
05/06/30, 13:02 - Senthilnathan Adv: Theriyum ma. Indru counter file pannaanga. Naanga interim maintenance petition pottirukkom. Adutha vaaidha 10.7
05/06/30, 13:03 - Kavitha: Kaasu eppo sir varum? Paapa school fees kattanum
05/06/30, 13:05 - Senthilnathan Adv: 10.7 ku order varum nu nenaikkiren
16/10/30, 15:30 - Kavitha: Sir ivlo neram cross panninaanga, naan azhudhutten 😔
16/10/30, 15:41 - Senthilnathan Adv: Nalla badhil sonneenga ma. Avar Rs. 40,000 arrears court la kattiyirukkaar - DD ungalukku varum
16/10/30, 15:42 - Kavitha: Baaki 8,000 sir?
16/10/30, 15:45 - Senthilnathan Adv: Adhukkum petition irukku. Adutha vaaidha 11.12 - avar evidence
""")
u("backlog/2030-12/Kavitha RW1 11 Dec.docx", "typed_note_docx", L, "2030-12-11", ["C07"], ["C07-H07"], """
11.12.2030 - M.C. No. 41 of 2030 (Kavitha & Harini v. Prabhu) - Family Court, Thanjavur
RW1 Prabhu chief by affidavit: says he earns only Rs. 14,000; but his own salary slip (Ex.R2, Oct 2030) shows
gross Rs. 32,500 (basic 18,000 + allowances). Also says Kavitha left on her own.
Arrears: Rs. 40,000 paid on 16.10; balance still due.
Cross by me on next date. ND 29.01.2031.
""")
u("backlog/2031-01/20310129_160044.jpg", "handwritten_note_photo", L, "2031-01-29", ["C07"], ["C07-H08"], """
29/1/31 FC Tnj - Kavitha MC 41/30
RW1 Prabhu cross by me - 1 hr. Admitted: salary Rs. 32,500, owns a two-wheeler and a plot at Pattukkottai (in
mother's name 'bought by me'). Admitted he has not visited Harini since Jan 2030.
Evidence closed both sides. ND 11.03.2031 - arguments.
""")

# ---------------- C08 Thirubuvanam society recovery (DM Kumbakonam)
u("backlog/2030-08/IMG-20300805-WA0006.jpg", "handwritten_note_photo", K, "2030-08-05", ["C08"], ["C08-H02"], """
05.08.2030 திங்கள் - மாவட்ட முன்சீப் நீதிமன்றம், கும்பகோணம்
OS 58/2029 திருபுவனம் பட்டு நெசவாளர் சங்கம் எ. ஜெகதீசன்
PW1 குமாரவேல் (சங்க மேலாளர்) குறுக்கு விசாரணை - மனோகரன் வக்கீல்.
அடுத்த வாய்தா 23.09.2030
""")
u("backlog/2030-11/20301113_133012.jpg", "handwritten_note_photo", L, "2030-11-13", ["C08"], ["C08-H04"], """
13/11/30 DM Kbk - society case OS 58/29 (Thirubuvanam v. Jagadeesan)
My arguments - 25 mins: his own letter dt 12.4.2029 (Ex.A4) admits "Rs. 2,14,000 with me, will pay in
instalments"; stock verification (Ex.A5). Manoharan - time for arguments. ND 6.1.2031.
""")
u("backlog/2031-01/society args 6 jan.txt", "typed_note_txt", L, "2031-01-06", ["C08"], ["C08-H05"], """
6/1/31 - OS 58/2029 Thirubuvanam society - DM Kumbakonam
Manoharan argued: Ex.A4 letter taken under pressure, no audit by a co-op auditor. Reply by me: he never
complained, letter in his own handwriting; society's accounts audited (Ex.A6).
DM: judgment on 05.02.2031.
Kumaravel (society manager) asked about interest - we prayed 12%.
""")
u("backlog/2031-02/OS 58-2029 judgment 05.02.2031.pdf", "certified_order_sheet_scan", "District Munsif Court, Kumbakonam", "2031-02-10", ["C08"], ["C08-H06"], """
IN THE COURT OF THE DISTRICT MUNSIF, KUMBAKONAM
Present: Thiru M. Arun Prasad, B.A., B.L., District Munsif
Wednesday, the 5th day of February 2031
O.S. No. 58 of 2029
Thirubuvanam Silk Handloom Weavers' Co-op. Production & Sales Society Ltd. ... Plaintiff  Vs.  M. Jagadeesan ... Defendant
JUDGMENT (operative portion): The defendant's letter Ex.A4 is in his own hand and was never retracted. Issues 1 and 2
are answered for the plaintiff. In the result, the suit is decreed for Rs. 2,14,000/- with interest at 9% per annum
from the date of plaint till realisation, and costs.
                                                                            District Munsif, Kumbakonam
""")

# ---------------- the junior's chats (Kumbakonam and Madurai)
u("backlog/2030-07/WhatsApp Chat with Nandhini Jr.txt", "whatsapp_export", J, "2030-07-01", ["C02", "C04", "C05", "C08"], ["C05-H01", "C04-H02", "C02-H02", "C05-H02", "C08-H01"], """
25/03/30, 12:20 - Nandhini Jr: Sir JM-II Kbk - chit cheque (Sekar) - summons not served, "address la aal illa" nu return. Fresh summons ordered, ND 6.5.30
25/03/30, 12:22 - Senthilnathan Adv: Saravanan kitta new address vaangu, Mettu Street illa na Darasuram
11/04/30, 11:05 - Nandhini Jr: Sir sthapathi case WS file pannala. Vaidyanathan sir Madurai Bench la busy nu junior vandhu sonnaar. Time koduthaanga, ND 13.6.30
11/04/30, 11:06 - Senthilnathan Adv: Ok. First time. Note pannu.
16/04/30, 14:15 - Nandhini Jr: Sir Madurai Ct 5 - Pappathi WP - AGP Saravanakumar sir records RDO office la irundhu varala nu time ketaanga. Stay extended, ND 11.6.30 (vacation apram)
16/04/30, 14:16 - Senthilnathan Adv: 👍 Pappathi amma kitta sollidu
06/05/30, 12:40 - Nandhini Jr: Sir Sekar inniki um varala. JM madam bailable warrant Rs. 10,000 pottaanga. ND 17.6.30
19/06/30, 13:10 - Nandhini Jr: Sir DM court society case - PW1 Kumaravel chief mudinjathu, Ex.A1 to A7 mark aachu. ND 5.8.30 cross
19/06/30, 13:12 - Senthilnathan Adv: Good. Letter Ex.A4 number correct ah nu paaru
19/06/30, 13:14 - Nandhini Jr: Aamaa sir, A4 dhaan 12.4.2029 letter
""")
u("backlog/2031-01/WhatsApp Chat with Nandhini Jr (2).txt", "whatsapp_export", J, "2031-01-20", ["C05", "C08", "C04"], ["C08-H03", "C05-H06", "C05-H08"], """
23/09/30, 14:02 - Nandhini Jr: Sir society case DW1 Jagadeesan examination + cross mudinjathu. Ex.A4 letter avan kaiyezhuththu dhaan nu admit pannaan! ND 13.11.30 arguments
23/09/30, 14:03 - Senthilnathan Adv: Super 👏
21/10/30, 12:30 - Nandhini Jr: Sir chit cheque - CW1 Saravanan chief affidavit file pannitom. Sekar absent, Kaliyamoorthy sir dispense petition again - allowed. ND 2.12.30 for cross
21/10/30, 12:31 - Senthilnathan Adv: Rendaavadhu thadavai. 143A kaasu kattinaara?
21/10/30, 12:33 - Nandhini Jr: Illa sir, innum 60 days aagala nu solraanga
20/01/31, 12:15 - Nandhini Jr: Sir Sekar case - accused absent again, Kaliyamoorthy sir dispense petition - JM madam allowed but warned "next time NBW". CW2 Canara Bank official ku summons. ND 11.3.31
20/01/31, 12:17 - Senthilnathan Adv: Moonaavadhu thadavai dispense. 143A(5) recovery memo enna aachu?
20/01/31, 12:19 - Nandhini Jr: Sir adhu next date la order pannuvaanga nu sonnaanga
20/01/31, 12:25 - Nandhini Jr: Sir sthapathi case 13.2 ku naan poren, neenga Madurai la irukkeenga la
""")

# ---------------- plan and cause list
u("backlog/2031-03/week plan 10-15 March.docx", "typed_note_docx", L, "2031-03-08", ["C01", "C03", "C04", "C05", "C06", "C07"], [], """
WEEK PLAN - 10 to 15 March 2031
Mon 10/3  Office - draft arguments note for Murugesan (CTP 22/2030) - s. 3(2)(a), deposit, receipts R-1 to R-6.
Tue 11/3  Family Court Tnj - Kavitha MC 41/30 - ARGUMENTS (arrears chart ready: interim Rs. 8,000 p.m.).
          Consumer Commission - Thekkur CC 47/30 - further arguments (OP1, OP2). Me.
          JM-II Kumbakonam - Sekar chit cheque - CW2 bank official; press 143A(5) recovery. Nandhini.
Wed 12/3  Madurai - no matter listed; RDO Thanjavur fresh enquiry in Pappathi patta - ask for date.
Mon 17/3  Sub Ct Kbk - sthapathi OS 112/30 - PW1 cross (Ganesan + Chennai order letters).
Wed 19/3  MACT - Dinesh - RW1.
Mon 24/3  RDO Kbk - Murugesan arguments.
Fees: society decree - execution petition to be filed; bill Rs. 12,000 to society.
""")
u("backlog/2031-03/Family Court Thanjavur cause list 11.03.2031.pdf", "cause_list_pdf", "Family Court, Thanjavur", "2031-03-10", ["C07"], [], """
FAMILY COURT, THANJAVUR - CAUSE LIST FOR TUESDAY, 11.03.2031
Before Tmt. G. Meenakshi, Judge
Sl.  Case No.            Parties                                   Stage
1    H.M.O.P. 212/2029   Revathi vs Manikandan                     Trial (RW1)
2    M.C. 41/2030        S. Kavitha & another vs R. Prabhu         Arguments
3    G.W.O.P. 17/2030    Saranya vs Vijay                          Counter
4    H.M.O.P. 56/2031    Arul Selvan vs Priya                      Notice
5    M.C. 102/2030       Malathi vs Ramesh                         For orders
""")
