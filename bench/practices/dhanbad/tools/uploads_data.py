"""The uploads of the Dhanbad practice: what Binod babu, the junior Sudipta and the munshi Kailash actually kept."""

L, J, M = "Binod Kumar Mahato", "Sudipta Mondal", "Kailash Prasad Gupta (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2024-06/plaint TS Gopal Mahato Baliapur.pdf", "document_scan", L, "2024-06-18", ["C01"], [], """
IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION), DHANBAD
Title Suit No. ____ of 2024
Gopal Mahato, s/o late Budhan Mahato, r/o village Baliapur, P.S. Baliapur, Distt. Dhanbad ....... Plaintiff
                    Versus
1. Bhola Rawani  2. Jitu Rawani  3. Sonamoni Rawani, all r/o Baliapur ....... Defendants
PLAINT - suit for declaration of title and confirmation of possession
SCHEDULE: Mouza Baliapur, Thana No. 214, Khata No. 78, Plot No. 412, area 42 decimals (raiyati, recorded in the
name of Budhan Mahato in the Cadastral Survey khatiyan); purchased by the plaintiff's father by registered sale deed
No. 3317 dated 14.02.1986. The defendants, claiming under an alleged hukumnama of 1952 from the ex-landlord, tried
to raise a boundary wall on 02.05.2024. Valuation Rs. 4,20,000. Court fee paid.
Verified at Dhanbad on 18.06.2024.                       sd/- Gopal Mahato       Binod Kumar Mahato, Advocate
""")
u("backlog/2024-05/IMG_20240511_113402.jpg", "document_photo", "Anchal Karyalaya, Baliapur", "2024-05-11", ["C01"], [], """
खतियान की सत्य प्रतिलिपि (नकल)   मौजा: बलियापुर   थाना नं. 214   अंचल: बलियापुर   जिला: धनबाद
खाता नं. 78   रैयत का नाम: बुधन महतो वल्द झरी महतो   स्वत्व: रैयती
प्लॉट नं. 412   रकबा 0.42 एकड़ (42 डिसमिल)   किस्म: बाइद
नकल जारी 11.05.2024     ह०/- अंचल निरीक्षक, बलियापुर
""")
u("backlog/2025-08/cheque return memo Agarwal.pdf", "document_scan", "Bank of India, Jharia branch", "2025-08-18", ["C02"], [], """
BANK OF INDIA   Branch: Jharia, Distt. Dhanbad
CHEQUE RETURN MEMO                                   Date: 18.08.2025
Cheque No. 604517 dated 12.08.2025 for Rs. 4,80,000/- drawn by Ashok Kumar Agarwal (Agarwal Hardware, Jharia)
presented by Maa Tara Coal Traders - RETURNED UNPAID
Reason: 01 - FUNDS INSUFFICIENT                         Authorised Signatory
""")
u("backlog/2025-09/notice 138 Agarwal hardware.docx", "typed_note_docx", L, "2025-09-02", ["C02"], [], """
BINOD KUMAR MAHATO, Advocate, Civil Court, Dhanbad
Regd. Post with AD                                                Date: 02.09.2025
To, Sri Ashok Kumar Agarwal, prop. Agarwal Hardware, Main Road, Jharia, Dhanbad
Sub: Notice u/s 138 of the Negotiable Instruments Act, 1881
On behalf of my client Maa Tara Coal Traders, Katras Road, through its proprietor Sri Subhas Gorai: you took
hard coke and steam coal on credit and towards the dues gave cheque no. 604517 dated 12.08.2025 for Rs. 4,80,000
on Bank of India, Jharia, which was returned unpaid for "funds insufficient" on 18.08.2025. Pay Rs. 4,80,000 within
15 days of receipt of this notice, failing which a complaint case shall be filed against you.
                                                                   Advocate
""")
u("backlog/2025-09/Dey Motors ledger Jai Maa Kali.pdf", "document_scan", "Dey Motors & Spares", "2025-09-05", ["C03"], [], """
DEY MOTORS & SPARES, Bank More, Dhanbad - Ledger A/c: JAI MAA KALI ROADLINES, Jharia (prop. Rajesh Singh)
Period 01.04.2024 to 31.08.2025 - tyres, clutch plates, spring leaves, filters for hyva trucks
14 bills (Bill No. DM/112 to DM/186). Total debit Rs. 9,85,400. Received Rs. 3,50,000.
BALANCE DUE Rs. 6,35,400/-                                  for Dey Motors & Spares, sd/- T.K. Dey
""")
u("backlog/2025-07/postmortem Ramesh Bauri SNMMCH.pdf", "document_scan", "SNMMCH Dhanbad, Dept. of FMT", "2025-07-07", ["C04"], [], """
SHAHEED NIRMAL MAHTO MEDICAL COLLEGE & HOSPITAL, DHANBAD - DEPT. OF FORENSIC MEDICINE
POST MORTEM REPORT No. 1472/2025                      Date: 07.07.2025
Name: Ramesh Bauri s/o Sukhlal Bauri, 34 yrs, r/o Rajganj, Dhanbad. Brought by ASI Anil Tudu, Rajganj P.S.
(Rajganj P.S. Case No. 188/2025). History: hit by a hyva truck JH-10-BQ-xxxx on Dhanbad-Katras road on 06.07.2025.
Cause of death: haemorrhage and shock due to crush injuries of chest and abdomen, ante-mortem.
""")
u("backlog/2023-03/dismissal order Dukhan Bhuiya Godhur.pdf", "document_scan", "Agent, Godhur Colliery, DCL", "2023-03-14", ["C05"], [], """
DAMODAR COALFIELDS LIMITED - KUSUNDA AREA - GODHUR COLLIERY
Ref. No. GC/PER/DA/2023/219                                    Date: 14.03.2023
ORDER: Sri Dukhan Bhuiya, Miner/Loader, Token No. 4471, was charge-sheeted for unauthorised absence of 96 days
under the Certified Standing Orders. The enquiry officer found the charge proved. The Disciplinary Authority
dismisses him from service with immediate effect.                 sd/- Agent, Godhur Colliery
""")
u("backlog/2024-08/reference order Ministry of Labour Dukhan.pdf", "document_scan", "Ministry of Labour & Employment", "2024-07-26", ["C05"], [], """
GOVERNMENT OF INDIA, MINISTRY OF LABOUR & EMPLOYMENT
No. L-20012/88/2024-IR(CM-I)                                     Dated: 26.07.2024
In exercise of powers u/s 10(1)(d) and (2A) of the Industrial Disputes Act, 1947 the Central Government refers to
the CGIT-cum-Labour Court No. 1, Dhanbad:
"Whether the action of the management of Godhur Colliery of M/s Damodar Coalfields Ltd. in dismissing Sri Dukhan
Bhuiya, Miner/Loader, from service w.e.f. 14.03.2023 is legal and justified? If not, to what relief is the workman
entitled?"  (Dispute raised by the Jharia Koyla Mazdoor Union)
""")
u("backlog/2025-05/IMG-20250514-WA0007.jpg", "document_photo", "Jharia Koyla Mazdoor Union", "2025-05-14", ["C06"], [], """
झरिया कोयला मजदूर यूनियन (पंजी.)   पत्रांक: JKMU/BG/41/2025   दिनांक: 14.05.2025
सेवा में, महाप्रबंधक (कार्मिक), दामोदर कोलफील्ड्स लि.
विषय: स्व. जगदीश रजवार, माइनर, भागा कोलियरी (मृत्यु 03.11.2024) की पत्नी श्रीमती फूलमनी देवी को NCWA के
तहत आश्रित नियोजन। प्रबंधन ने सेवा अभिलेख में नाम "जगदीश रजोवार" होने के कारण आवेदन लौटा दिया है।
ह०/- महामंत्री
""")
u("backlog/2025-11/MACT award Lakhan Rajwar CC 77 2022.pdf", "document_scan", "MACT Dhanbad", "2025-08-30", ["C07"], [], """
IN THE COURT OF DISTRICT JUDGE-II-cum-MACT, DHANBAD     Claim Case No. 77 of 2022
Lakhan Rajwar vs Sanjay Kumar Yadav (owner) & Bharat Suraksha General Insurance Co. Ltd.
AWARD: The claimant, 29 yrs, a tractor driver, suffered a fracture of the right tibia and fibula in an accident at
Nirsa on 19.04.2022. Permanent disability assessed by the Tribunal at 20%. Compensation awarded Rs. 3,20,000 with
interest @ 7% p.a., to be paid by the insurer.                                    Dated 30.08.2025
""")
u("backlog/2026-11/disability certificate Lakhan Medical Board.pdf", "document_scan", "District Medical Board, Dhanbad", "2026-11-10", ["C07"], [], """
OFFICE OF THE CIVIL SURGEON-cum-CHIEF MEDICAL OFFICER, DHANBAD - DISTRICT MEDICAL BOARD
Certificate No. DMB/2026/733                                                  Date: 10.11.2026
Sri Lakhan Rajwar, 33 yrs, s/o Mangal Rajwar, Nirsa: malunited fracture of right tibia and fibula with shortening
of 2 cm. Permanent physical disability of the right lower limb: 35% (thirty five percent).
""")

# ---------------- January 2026
u("backlog/2026-01/WhatsApp Image 2026-01-09 at 17.05.22.jpeg", "handwritten_note_photo", L, "2026-01-09", ["C01"], ["C01-H01"], """
9/1/26 (Shukra)
TS 112/24 Baliapur - Gopal Mahato. Sub-Judge III, Tirkey sahab.
D1-D3 ka WS file hol aaj - Pandey ji. Kahte hain hukumnama 1952 zamindar se mila tha. Bakwas.
Issues ke liye ND 13/2. Gopal ko bolna - gawah ka list banao.
""")
u("backlog/2026-01/IMG_20260122_183010.jpg", "handwritten_note_photo", M, "2026-01-22", ["C05", "C02", "C04"], ["C05-H01", "C02-H01", "C04-H01"], """
दैनिकी - जनवरी 2026   (कैलाश)
12.01 सोम  CGIT-1  रेफ 47/24 दुखन भुइयां  - प्रबंधन का WS नहीं, मुखर्जी जी ने Area office से instruction के लिए समय लिया।
           PO साहब ने कहा पूरा enquiry file WS के साथ दें।  अगली ता. 16.02.26
16.01 शुक्र  JM मिंज साहब  कम्प्लेन केस 1876/25 मां तारा बनाम अग्रवाल - अभियुक्त अनुपस्थित, B/W जारी।  अगली ता. 20.02.26
21.01 बुध  MACT DJ-IV  क्लेम 218/25 सावित्री देवी - बीमा कं. हाजिर (राकेश रंजन जी), मालिक सलीम पर नोटिस तामील नहीं,
           अखबार में प्रकाशन।  अगली ता. 25.02.26
""")

# ---------------- February 2026
u("backlog/2026-02/diary 6-13 feb.txt", "typed_note_txt", L, "2026-02-13", ["C03", "C06", "C01"], ["C03-H01", "C06-H01", "C01-H02"], """
6/2 Munsif-II Alam sahab - Money Suit 41/25 Dey Motors. Sinha ji aaye, defendant ka vakalatnama. WS ke liye mohlat
mange, de diya. ND 13.3. Tapan da ko phone kiya.
9/2 CGIT-2 - Phoolmani (Ref 19/25). Mukherjee ji ne WS diya: service record me naam "Jagdish Rajowar" hai, isliye
dependant employment nai. Hamin bolbo - same aadmi, ration card + union letter hai. ND 16.3.
13/2 Sub-Judge III - Baliapur TS. 6 issues framed. Issue 3: kya hukumnama 1952 valid hai. Witness list 3 aadmi:
Gopal, Haripada Mahato (padosi), Sukhdeo amin. ND 20.3.
""")
u("backlog/2026-02/MA-312-2025 order 24.02.2026.pdf", "certified_order_sheet_scan", "High Court of Jharkhand, Ranchi", "2026-02-24", ["C07"], ["C07-H01"], """
IN THE HIGH COURT OF JHARKHAND AT RANCHI
M.A. No. 312 of 2025       Lakhan Rajwar ... Appellant   vs   Sanjay Kumar Yadav & Anr. ... Respondents
CORAM: HON'BLE MR. JUSTICE ASHUTOSH PRASAD VERMA
Order No. 02 / Dated: 24.02.2026
Heard learned counsel for the appellant. Admit. Call for the lower court records of Claim Case No. 77 of 2022 from
the MACT, Dhanbad. Issue notice to the respondents. List after four weeks.        (A.P. Verma, J.)
""")
u("backlog/2026-05/WhatsApp Chat with Sudipta Jr.txt", "whatsapp_export", J, "2026-05-08", ["C02", "C04"], ["C02-H02", "C04-H02", "C02-H03", "C02-H04"], """
20/02/26, 12:41 - Sudipta Jr: Sir Gorai babur case e Agarwal aaj hazir holo. Bail bond 10,000 du jon jamindar. Copy dewa holo. ND 27/3
20/02/26, 12:43 - Binod Sir: thik. Subhas babu ko bata do
25/02/26, 15:10 - Sudipta Jr: Sir MACT e Sabitri - insurance er WS joma holo. Rakesh Ranjan bolche driver er DL fake, ar truck er permit chilo na. Owner Salim aaseni, ex parte holo. ND 8/4
25/02/26, 15:12 - Binod Sir: ok. DTO Dhanbad se DL ka verification hum bhi mangayenge
27/03/26, 13:02 - Sudipta Jr: Sir Minz sahab substance explain korlen, accused not guilty plead korlo. Sao bolche cheque blank security hishebe dewa chilo. ND 8.5.26
08/05/26, 12:20 - Sudipta Jr: Sir Gorai case - CW-1 Subhas babu r chief affidavit file holo. Agarwal absent, Sao hazri maafi petition dilo, allow holo.
08/05/26, 12:21 - Sudipta Jr: 143A er petition o file kore dilam. ND 3/7
08/05/26, 12:30 - Binod Sir: 👍 143A pe zor se bahas karna hai
""")
u("backlog/2026-03/IMG_20260320_141122.jpg", "handwritten_note_photo", L, "2026-03-20", ["C01"], ["C01-H03"], """
20.3.26   TS 112/24 (Baliapur)
PW-1 Gopal ka chief affidavit pe. Pandey ji ne petition diya - cross ke liye taiyar nai, time. Tirkey sahab ne
Rs 500 cost pe time diya. "Next date pe cross nahi hua to closed."  ND 24/4
""")
u("backlog/2026-03/IMG_20260318_190544.jpg", "handwritten_note_photo", M, "2026-03-18", ["C03", "C06"], ["C03-H02", "C06-H02"], """
दैनिकी - मार्च 2026
13.03 शुक्र  मुंसिफ-II  मनी सूट 41/25 डे मोटर्स - प्रतिवादी का WS दाखिल नहीं। सिन्हा जी ने फिर मोहलत मांगी।
           500 रु. खर्चा पर अंतिम मौका।  अगली ता. 17.04.26
16.03 सोम  CGIT-2  रेफ 19/25 फूलमनी देवी - WW-1 फूलमनी का बयान हुआ। प्रबंधन पहचान का शपथ पत्र मिलने पर
           पुनर्विचार करेगा।  अगली ता. 11.05.26
""")
u("backlog/2026-03/Phoolmani WW1 16.3.docx", "typed_note_docx", L, "2026-03-16", ["C06"], ["C06-H02"], """
Ref. Case No. 19 of 2025 (CGIT No. 2) - Phoolmani Devi vs Mgmt. Bhaga Colliery, DCL - 16.03.2026
WW-1 Phoolmani Devi examined. Proved: death certificate of Jagdish Rajwar (03.11.2024), ration card, union letter
dated 14.05.2025, Form-B register extract (token no. 2218). Mukherjee ji ne cross me sirf naam ka farak puchha.
PO madam: "Why not settle? One letter ke fark se widow ko naukri se vanchit nahi kar sakte." Management to take
instructions on an affidavit of identity. ND 11.05.2026.
""")

# ---------------- April 2026
u("backlog/2026-04/Ref 47 of 2024 order sheet.pdf", "certified_order_sheet_scan", "CGIT-cum-Labour Court No. 1, Dhanbad", "2026-04-02", ["C05"], ["C05-H01", "C05-H02", "C05-H03"], """
CENTRAL GOVERNMENT INDUSTRIAL TRIBUNAL-cum-LABOUR COURT No. 1, DHANBAD
Ref. Case No. 47 of 2024     Employers in relation to the management of Godhur Colliery of M/s DCL vs their workman
ORDER SHEET (certified copy)
12.01.2026  Both sides present. Management prays time to file W.S., instructions from the Area office awaited.
            Allowed. Management shall file the entire domestic enquiry proceedings along with its W.S. Put up on
            16.02.2026.
16.02.2026  W.S. of the management filed with the enquiry file (chargesheet, enquiry proceedings, report). Copy
            served. For rejoinder. Put up on 23.03.2026.
23.03.2026  Rejoinder filed by the workman. Since the fairness of the domestic enquiry is challenged, it shall be
            tried as a preliminary issue. Management to adduce evidence on the fairness. Put up on 04.05.2026.
                                                                            sd/- K.K. Sahay, Presiding Officer
""")
u("backlog/2026-04/IMG_20260427_200133.jpg", "handwritten_note_photo", M, "2026-04-27", ["C04", "C01"], ["C04-H03", "C01-H04"], """
दैनिकी - अप्रैल 2026
08.04 बुध  MACT  क्लेम 218/25 सावित्री - वाद बिंदु बने। दावेदार का साक्ष्य।  अगली ता. 13.05.26
24.04 शुक्र  सब-जज III  TS 112/24 बलियापुर - PW-1 गोपाल का जिरह हुआ। हाकिम ने मूल खतियान और 1986 का
           केवाला (बिक्री दस्तावेज) मांगा।  अगली ता. 22.05.26
""")
u("backlog/2026-04/MA-312-2025 order 14.04.2026.pdf", "certified_order_sheet_scan", "High Court of Jharkhand, Ranchi", "2026-04-14", ["C07"], ["C07-H02"], """
IN THE HIGH COURT OF JHARKHAND AT RANCHI     M.A. No. 312 of 2025
Order No. 03 / Dated: 14.04.2026
The lower court records have not been received. Registry to send a reminder to the District Judge, Dhanbad.
Put up after receipt of the LCR, on 21.07.2026.                                   (A.P. Verma, J.)
""")
u("backlog/2026-04/money suit 17 april.txt", "typed_note_txt", L, "2026-04-17", ["C03"], ["C03-H03"], """
17 april - MS 41/25 Dey Motors vs Jai Maa Kali. Sinha ji ne aakhir WS diya. Supply maan lete hain, 3 bill (DM/171,
179, 186 = 1,12,000) ko nakarte hain. Alam sahab ne mediation centre (DLSA Dhanbad) bhej diya. ND 17.7.26.
Tapan da ko bolna - in 3 bill ka challan / driver ka sign wala copy dhoondo.
""")
u("backlog/2026-04/WS Jai Maa Kali money suit.pdf", "document_scan", "Amit Kumar Sinha (for the defendant)", "2026-04-17", ["C03"], ["C03-H03"], """
IN THE COURT OF CIVIL JUDGE (JR. DIV.)-II, DHANBAD      Money Suit No. 41 of 2025
Dey Motors & Spares ..... Plaintiff   vs   Jai Maa Kali Roadlines ..... Defendant
WRITTEN STATEMENT on behalf of the defendant
The defendant admits purchase of tyres and spare parts from the plaintiff on running account, but denies bills
No. DM/171, DM/179 and DM/186 (total Rs. 1,12,000), which bear no signature of its staff. The suit is over-valued.
Filed on 17.04.2026.                                           Amit Kumar Sinha, Advocate
""")
u("backlog/2026-04/IMG_20260424_133847.jpg", "handwritten_note_photo", L, "2026-04-24", ["C01"], ["C01-H04"], """
24/4 Baliapur TS - PW-1 Gopal cross by Pandey ji - 40 min. Gopal thik bola. Pandey: "1986 ka kewala farzi".
Tirkey sahab: original khatiyan aur original sale deed next date pe lao, photocopy nahi chalega. ND 22/5.
""")

# ---------------- May 2026
u("backlog/2026-05/cgit 4 may.txt", "typed_note_txt", L, "2026-05-04", ["C05"], ["C05-H04"], """
4.5.26 CGIT-1 Dukhan. MW-1 enquiry officer (S.N. Bhattacharya, retd. Sr. Manager) nahi aaye - Mukherjee ji ne time
liya. PO sahab ne phir kaha: original chargesheet aur uska Hindi copy bhi file karo - workman ko Hindi hi aata hai.
ND 6.7.26.
""")
u("backlog/2026-05/Phoolmani joint petition.docx", "typed_note_docx", L, "2026-05-11", ["C06"], ["C06-H03"], """
11.05.2026 - Ref 19/25 Phoolmani Devi (CGIT-2)
Mukherjee ji instructions lekar aaye: management agrees to give dependant employment to Phoolmani Devi as
General Mazdoor Cat-I, subject to medical fitness, on her affidavit of identity. PO madam ne settlement dakhil
karne ke liye time diya. ND 20.07.2026.
""")
u("backlog/2026-05/IMG_20260513_162245.jpg", "handwritten_note_photo", L, "2026-05-13", ["C04"], ["C04-H04"], """
13/5 MACT Sabitri - AW-1 Sabitri Devi ka bayan. Ramesh loader tha, Godhur side thikedar ke under, 14-15 hazar
mahina. Rakesh Ranjan ka cross - "salary slip hai?" - nai hai. Theekedar ka munshi bulana padega. ND 8/7.
""")
u("backlog/2026-05/IMG_20260526_101512.jpg", "handwritten_note_photo", M, "2026-05-26", ["C01"], ["C01-H05"], """
दैनिकी - मई 2026
22.05 शुक्र  सब-जज III  TS 112/24 - मूल केवाला प्रदर्श-1, खतियान की नकल प्रदर्श-2 अंकित। PW-2 हरिपद महतो
           नहीं आए, हमारी ओर से समय।  अगली ता. 10.07.26  (जून में छुट्टी)
""")

# ---------------- July 2026
u("backlog/2026-07/Dukhan MW1 cross 6.7.docx", "typed_note_docx", L, "2026-07-06", ["C05"], ["C05-H05"], """
Ref. 47/2024 CGIT-1 - Dukhan Bhuiya - 06.07.2026 - MW-1 Sri S.N. Bhattacharya (enquiry officer)
Chief: enquiry held on 3 sittings in Jan-Feb 2023, workman present, charge proved.
Our cross - admitted: (1) proceedings were recorded in English only; (2) the workman was not told he could take a
defence assistant / co-worker; (3) the medical papers of the workman (TB treatment at Jharia dispensary) were
not looked at. Good admissions. ND 24.08.2026 for arguments on the preliminary issue.
""")
u("backlog/2026-07/IMG_20260715_112009.jpg", "certified_order_sheet_scan", "Civil Court, Dhanbad", "2026-07-15", ["C01"], ["C01-H03", "C01-H06"], """
ORDER SHEET - T.S. No. 112 of 2024 (Sub-Judge III, Dhanbad) - certified copy
20.03.2026  P.W.-1 examined-in-chief on affidavit. Defendants file petition for time to cross-examine. Allowed on
            cost of Rs. 500/- payable to the plaintiff. To 24.04.2026.
10.07.2026  P.W.-2 present. Learned counsel for the defendants is said to be ill, sick petition filed. Time
            allowed as a last chance on cost of Rs. 1,000/-. No further time. To 07.08.2026 for P.W.-2.
                                                          sd/- A.K. Tirkey, Civil Judge (Sr. Div.)-III, Dhanbad
""")
u("backlog/2026-07/award Ref 19 of 2025 settlement.pdf", "certified_order_sheet_scan", "CGIT-cum-Labour Court No. 2, Dhanbad", "2026-07-20", ["C06"], ["C06-H04"], """
CENTRAL GOVERNMENT INDUSTRIAL TRIBUNAL-cum-LABOUR COURT No. 2, DHANBAD      Ref. Case No. 19 of 2025
AWARD (20.07.2026): A memorandum of settlement u/s 18(1) of the I.D. Act signed by the management of Bhaga
Colliery, DCL and Smt. Phoolmani Devi has been filed. The management shall give dependant employment to her as
General Mazdoor Cat-I within 60 days, subject to medical fitness. The settlement is fair. Award passed in terms of
the settlement. The reference is answered accordingly.                          sd/- Reena Xalxo, Presiding Officer
""")
u("backlog/2026-07/ms 41 mediation fail 17.7.txt", "typed_note_txt", L, "2026-07-17", ["C03"], ["C03-H04"], """
17.7 Dey Motors MS - mediation report: failed (Rajesh Singh 4 lakh dena chahte, Tapan da nahi maane).
Alam sahab ne 5 issues framed kiye. PE: Tapan da ka chief affidavit. ND 28.8.
""")
u("backlog/2026-07/MA-312-2025 order 21.07.2026.pdf", "certified_order_sheet_scan", "High Court of Jharkhand, Ranchi", "2026-07-21", ["C07"], ["C07-H03"], """
IN THE HIGH COURT OF JHARKHAND AT RANCHI     M.A. No. 312 of 2025
Order No. 05 / Dated: 21.07.2026
LCR received. Mr. V.R. Sahdeo appears for respondent no. 2 (insurer) and prays for time to file cross-objection.
Four weeks' time. List on 13.10.2026.                                              (A.P. Verma, J.)
""")
u("backlog/2026-12/WhatsApp Chat with Sudipta Jr (2).txt", "whatsapp_export", J, "2026-12-01", ["C02", "C04"], ["C02-H05", "C04-H05", "C04-H06", "C02-H07", "C02-H08", "C04-H08"], """
03/07/26, 13:15 - Sudipta Jr: Sir Gorai - CW-1 er cross half holo, Sao aro prosno korbe. 143A petition e shunani holo, order porer date e. ND 14/8
08/07/26, 14:02 - Sudipta Jr: Sir MACT - AW-2 Mangal Turi r chief holo. Rakesh Ranjan cross er jonno time nilo. ND 19.8
08/07/26, 14:03 - Binod Sir: Phir time! Theek hai
19/08/26, 13:40 - Sudipta Jr: Sir Sabitri - AW-2 Mangal Turi r cross holo, bhalo bollo - truck khub speed e chilo. AW-3 Nirmal Gope aaseni, summons issue holo. ND 7/10
25/09/26, 12:55 - Sudipta Jr: Sir Gorai case - Agarwal abar absent. Sao abar hazri maafi petition dilo, allow holo. 143A er taka joma koreni - 96,000 not deposited. Minz sahab warn korlen.
25/09/26, 12:56 - Sudipta Jr: ND 6.11.26
06/11/26, 13:20 - Sudipta Jr: Sir CW-2 Partha Sarathi Ghosh (Bank of India Jharia) er saakshya holo - return memo prove korlen. CE closed. ND 4/12
25/11/26, 15:05 - Sudipta Jr: Sir MACT - insurance er investigator Dipankar Roy aaseni. Rakesh Ranjan time chailo. Oraon sahab 1,500 cost diye time dilen ar DTO theke DL verification report dakhil korte bollen. ND 3.2.27
25/11/26, 15:07 - Binod Sir: Insurer ka ye teesra bahana hai. Cost ka receipt le lena
""")
u("backlog/2026-07/IMG_20260710_173321.jpg", "handwritten_note_photo", M, "2026-07-10", ["C01"], ["C01-H06"], """
10.07.26  TS 112/24 बलियापुर - PW-2 हरिपद महतो हाजिर थे, लेकिन पांडे जी बीमार, सिक पिटीशन। 1000 रु. खर्चा,
अंतिम मौका।  अगली ता. 07.08.26   (हरिपद को बस भाड़ा 200 दिया)
""")

# ---------------- August 2026
u("backlog/2026-08/IMG-20260807-WA0012.jpg", "document_photo", "Naresh Chandra Pandey (for the defendants)", "2026-08-07", ["C01"], ["C01-H07"], """
रसीद
प्राप्त किया खर्चा रु. 1,000/- (एक हजार) टाइटल सूट 112/2024 में दिनांक 10.07.2026 के आदेश अनुसार प्रतिवादीगण
की ओर से, वादी के अधिवक्ता द्वारा।                  दिनांक 07.08.2026     ह०/- बिनोद कुमार महतो, अधिवक्ता
""")
u("backlog/2026-08/IMG_20260807_152210.jpg", "handwritten_note_photo", L, "2026-08-07", ["C01"], ["C01-H07"], """
7/8/26 Baliapur - aaj PW-2 Haripada Mahato ka bayan aur cross dono hol. Haripada bola - 1986 se Gopal ka
parivar hi us khet me dhan rope hai, Rawani log kabhi nai. Cost 1000 mila. ND 11/9 - Sukhdeo amin.
""")
u("backlog/2026-08/Gorai 143A order.pdf", "certified_order_sheet_scan", "Court of JM 1st Class, Dhanbad", "2026-08-20", ["C02"], ["C02-H04", "C02-H06"], """
IN THE COURT OF SRI SANJEEV MINZ, JUDICIAL MAGISTRATE 1ST CLASS, DHANBAD
Complaint Case No. 1876 of 2025 (C.P. Case)    Maa Tara Coal Traders vs Ashok Kumar Agarwal
ORDER SHEET (certified copy)
08.05.2026  Complainant present. Accused absent, petition u/s 228 BNSS for exemption filed; allowed for today.
            C.W.-1 files chief on affidavit. Petition u/s 143A NI Act filed by the complainant. To 03.07.2026.
14.08.2026  Heard on the petition u/s 143A. The accused is directed to pay interim compensation of 20% of the
            cheque amount, i.e. Rs. 96,000/-, to the complainant within 60 days. Cross-examination of C.W.-1
            concluded. To 25.09.2026.
                                                                                   sd/- S. Minz, JMFC
""")
u("backlog/2026-08/IMG_20260829_190455.jpg", "handwritten_note_photo", M, "2026-08-29", ["C05", "C03"], ["C05-H06", "C03-H05"], """
दैनिकी - अगस्त 2026
24.08 सोम  CGIT-1  रेफ 47/24 दुखन - प्रारंभिक मुद्दे पर बहस नहीं हुई। मुखर्जी जी ने फिर Area office से instruction
           के लिए समय लिया।  अगली ता. 05.10.26
28.08 शुक्र  मुंसिफ-II  MS 41/25 डे मोटर्स - PW-1 तपन डे का मुख्य परीक्षण, खाता बही और 14 बिल प्रदर्श 1 से 15।
           अगली ता. 09.10.26
""")

# ---------------- September - October 2026
u("backlog/2026-09/Baliapur PW3 amin 11.9.docx", "typed_note_docx", L, "2026-09-11", ["C01"], ["C01-H08"], """
T.S. 112/2024 - 11.09.2026
PW-3 Sukhdeo Kumar, amin - naapi report: plot 412 ka 42 decimal khet Gopal ke kabje me, boundary pe naya aadha
bana deewar (D1 ka). Pandey ji ka cross chhota. Plaintiff's evidence closed. DE ke liye ND 13.11.2026.
""")
u("backlog/2026-09/WhatsApp Chat with Subhas Gorai.txt", "whatsapp_export", "Subhas Gorai (client)", "2026-09-26", ["C02"], ["C02-H07"], """
25/09/26, 18:10 - Subhas Gorai: দাদা, আজকেও আগরওয়াল আসেনি? টাকা তো এখনো দেয়নি
25/09/26, 18:22 - Binod Sir: Haan Subhas babu, hazri maafi phir mil gaya. 96,000 abhi tak jama nahi kiya. Agli taareekh 6 November
25/09/26, 18:25 - Subhas Gorai: এভাবে কতদিন চলবে? ও তো বাজারে ঘুরে বেড়াচ্ছে
26/09/26, 09:02 - Binod Sir: Agli baar warrant ke liye bolenge. Aap 6 ko zaroor aaiye, Minz sahab complainant ko khud dekhna chahte hain
""")
u("backlog/2026-10/sabitri AW3 7 oct.txt", "typed_note_txt", L, "2026-10-07", ["C04"], ["C04-H07"], """
7 oct MACT - Sabitri. AW-3 Nirmal Gope (supervisor, M/s Ma Chhinnamasta Constructions, loading contractor at
Godhur) aaya - wage register laya: Ramesh Bauri loader, Rs. 14,500 p.m. Rakesh Ranjan ka cross - register
computerised nahi hai. Claimants' evidence closed. ND 25.11 - RE (insurer).
""")
u("backlog/2026-10/IMG_20261012_200730.jpg", "handwritten_note_photo", M, "2026-10-12", ["C03", "C05"], ["C03-H06", "C05-H07"], """
दैनिकी - अक्टूबर 2026
05.10 सोम  CGIT-1  दुखन - प्रारंभिक मुद्दे पर बहस पूरी। आदेश सुरक्षित।  अगली ता. 23.11.26
09.10 शुक्र  मुंसिफ-II  डे मोटर्स - PW-1 तपन डे का जिरह सिन्हा जी ने किया। अगली ता. 27.11.26 (PW-2 सुकांत पाल)
""")
u("backlog/2026-10/ranchi 13 oct.txt", "typed_note_txt", L, "2026-10-13", ["C07"], ["C07-H04"], """
13.10.26 Ranchi - M.A. 312/25 Lakhan. Sahdeo ji ka cross-objection on record: contributory negligence, Lakhan bina
helmet. Verma J: "what is the disability? Tribunal took 20% on its own." - District Medical Board ka certificate
lao. ND 16.02.2027. Lakhan ko Civil Surgeon office bhejna hai.
""")
u("backlog/2026-10/MA-312-2025 order 13.10.2026.pdf", "certified_order_sheet_scan", "High Court of Jharkhand, Ranchi", "2026-10-13", ["C07"], ["C07-H04"], """
IN THE HIGH COURT OF JHARKHAND AT RANCHI     M.A. No. 312 of 2025
Order No. 07 / Dated: 13.10.2026
Cross-objection filed on behalf of respondent no. 2 is on record. Heard in part. Learned counsel for the appellant
shall produce a certificate of the District Medical Board as to the permanent disability of the appellant.
List on 16.02.2027.                                                                 (A.P. Verma, J.)
""")

# ---------------- November - December 2026
u("backlog/2026-11/IMG_20261113_145501.jpg", "handwritten_note_photo", L, "2026-11-13", ["C01"], ["C01-H09"], """
13/11/26  टी.एस. 112/24 बलियापुर
DW-1 भोला रवानी का chief affidavit दाखिल। हुकुमनामा 1952 की सिर्फ फोटोकॉपी। तिर्की साहब: original हुकुमनामा
और जमींदारी रिटर्न अगली तारीख पर पेश करें। Cross अगली तारीख पर। ND 11.12.26
""")
u("backlog/2026-11/Dukhan prelim issue order.docx", "typed_note_docx", L, "2026-11-23", ["C05"], ["C05-H08"], """
Ref. 47/2024 CGIT-1 - Dukhan Bhuiya - 23.11.2026
ORDER on preliminary issue pronounced: domestic enquiry held NOT fair and proper - proceedings in English, no
defence assistant offered, medical papers ignored. Management given liberty to lead evidence on merits to prove
the charge of unauthorised absence. ND 18.01.2027 - management's evidence on merits.
Dukhan ko aur union wale Mahto ji ko bata diya. Bahut khush.
""")
u("backlog/2026-12/Ref 47 of 2024 order sheet (2).pdf", "certified_order_sheet_scan", "CGIT-cum-Labour Court No. 1, Dhanbad", "2026-12-01", ["C05"], ["C05-H04", "C05-H05", "C05-H06", "C05-H07", "C05-H08"], """
CGIT-cum-LABOUR COURT No. 1, DHANBAD  -  Ref. Case No. 47 of 2024  -  ORDER SHEET (certified copy)
04.05.2026  MW-1 absent. Management prays time. Allowed. Management to file the original chargesheet along with its
            Hindi version, if any, served on the workman. Put up on 06.07.2026.
06.07.2026  MW-1 examined and cross-examined. Evidence on the preliminary issue closed. Put up on 24.08.2026.
24.08.2026  Management prays time for arguments, instructions awaited. Allowed. Put up on 05.10.2026.
05.10.2026  Arguments on the preliminary issue heard. Order reserved. Put up on 23.11.2026.
23.11.2026  Order on the preliminary issue pronounced; the domestic enquiry is held not fair and proper. The
            management may lead evidence on merits. Put up on 18.01.2027.          sd/- K.K. Sahay, Presiding Officer
""")
u("backlog/2026-11/IMG_20261130_091244.jpg", "handwritten_note_photo", M, "2026-11-30", ["C03", "C04"], ["C03-H07", "C04-H08"], """
दैनिकी - नवंबर 2026
25.11 बुध  MACT  सावित्री - बीमा कं. का गवाह (investigator) नहीं आया। 1500 रु. खर्चा पर समय।  अगली ता. 03.02.27
27.11 शुक्र  मुंसिफ-II  डे मोटर्स - PW-2 सुकांत पाल (मुनीम) का बयान और जिरह। वादी का साक्ष्य बंद।
           अगली ता. 27.01.27 (प्रतिवादी साक्ष्य)
""")
u("backlog/2026-11/dey motors PW2 27.11.txt", "typed_note_txt", L, "2026-11-27", ["C03"], ["C03-H07"], """
27/11 MS 41/25 - PW-2 Sukanta Pal (Tapan da ka munim, 11 saal se) - bills DM/171, 179, 186 ka challan aur driver
Pappu Singh ka sign dikhaya. Sinha ji ka cross weak. PE closed. ND 27.1.27 DE.
Tapan da: 2 gawah ho gaye, ab defendant ki baari.
""")
u("backlog/2026-12/WhatsApp Chat with Sudipta Jr (3).txt", "whatsapp_export", J, "2026-12-04", ["C02"], ["C02-H09"], """
04/12/26, 12:48 - Sudipta Jr: Sir Gorai case - Agarwal aaj o absent. Sao tin nombor hazri maafi petition dilo - Minz sahab reject korlen, W/A (warrant) issue holo.
04/12/26, 12:49 - Sudipta Jr: 143A er 96,000 ekhono joma hoyni. ND 22.01.27 - appearance / 313
04/12/26, 12:55 - Binod Sir: Bahut badhiya. Subhas babu ko bata do, 22 Jan ko court aana hai
04/12/26, 12:56 - Sudipta Jr: আচ্ছা স্যার, জানিয়ে দিচ্ছি
""")
u("backlog/2026-12/IMG_20261211_160012.jpg", "handwritten_note_photo", L, "2026-12-11", ["C01"], ["C01-H10"], """
11.12.26  Baliapur TS - DW-1 cross nai hua. Pandey ji: "original hukumnama nai mil raha, purana ghar me khoj rahe."
Tirkey sahab gussa - Rs 2000 cost, last chance. Original nai laye to adverse inference.  ND 11.1.27
""")
u("backlog/2026-12/sudhar - baliapur ND.txt", "typed_note_txt", M, "2026-12-12", ["C01"], ["C01-H10"], """
सुधार - वकील साहब की डायरी में TS 112/24 बलियापुर की अगली तारीख 11.01.27 लिखी है, वह गलत है।
पेशकार से मिलाया: अगली तारीख 18.01.2027 (सोमवार) है - DW-1 भोला रवानी का जिरह। खर्चा 2000 रु. अदा होना है।
- कैलाश
""")
u("backlog/2026-12/Gorai warrant order 04.12.2026.pdf", "certified_order_sheet_scan", "Court of JM 1st Class, Dhanbad", "2026-12-09", ["C02"], ["C02-H07", "C02-H09"], """
Complaint Case No. 1876 of 2025 - ORDER SHEET (certified copy) - JM 1st Class, Dhanbad
25.09.2026  Accused absent; exemption petition allowed. The interim compensation ordered u/s 143A on 14.08.2026
            has not been deposited. The accused is warned. To 06.11.2026.
04.12.2026  Accused absent. Third petition for exemption. Interim compensation still not deposited. Petition
            rejected. Issue W/A against the accused. To 22.01.2027.                       sd/- S. Minz, JMFC
""")

# ---------------- January 2027: plan and cause list
u("backlog/2027-01/Week plan 18-23 Jan.docx", "typed_note_docx", L, "2027-01-16", ["C01", "C05", "C02", "C03", "C07", "C04"], [], """
WEEK PLAN - 18 to 23 Jan 2027
Mon 18/1  10.30 Sub-Judge III - Baliapur TS - DW-1 Bhola Rawani ka cross. Hukumnama original aaya ki nahi - adverse
          inference ka point. Gopal + Haripada ko bulao.
          12.00 CGIT-1 - Dukhan - management's evidence on merits. Sudipta ko bhejna agar Baliapur late ho.
Fri 22/1  JM Minz sahab - Gorai cheque - W/A return; 143A non-deposit pe petition (recovery as fine, s. 143A(5)).
Wed 27/1  Munsif-II - Dey Motors - DE. Sinha ji ke DW list ka wait.
Pending: Lakhan - Medical Board certificate (35%) Ranchi bhejna, ND 16.2. Sabitri - DTO DL report ka follow up.
""")
u("backlog/2027-01/CGIT-1 cause list 18.01.2027.pdf", "cause_list_pdf", "CGIT-cum-Labour Court No. 1, Dhanbad", "2027-01-15", ["C05"], [], """
CENTRAL GOVERNMENT INDUSTRIAL TRIBUNAL-cum-LABOUR COURT No. 1, DHANBAD - CAUSE LIST FOR MONDAY 18.01.2027
Sl.  Case No.                  Parties                                                        Stage
1    Ref. No. 12 of 2022      Mgmt. of Bastacolla Area, DCL vs Sri Ganesh Rajak                 Award
2    Ref. No. 47 of 2024      Mgmt. of Godhur Colliery, DCL vs Sri Dukhan Bhuiya                ME (merits)
3    Ref. No. 03 of 2025      Mgmt. of Sijua Area vs Jharia Koyla Mazdoor Union                 WS
4    L.C.R. No. 88 of 2023    Sri Rampada Kumbhakar vs Mgmt. of Lodna Colliery                  Argument
5    Ref. No. 61 of 2025      Mgmt. of Putki Colliery vs Smt. Basanti Devi                      Rejoinder
""")
u("backlog/2026-12/Sub Judge III cause list 11.12.2026.pdf", "cause_list_pdf", "Civil Court, Dhanbad", "2026-12-10", ["C01"], [], """
CIVIL COURT, DHANBAD - COURT OF CIVIL JUDGE (SR. DIV.)-III - CAUSE LIST 11.12.2026
1  T.S. 45/2019    Jharia Raj Estate vs Smt. Kamla Devi           Argument
2  T.S. 112/2024   Gopal Mahato vs Bhola Rawani & Ors.            DE (DW-1)
3  T.S. 230/2023   Kusum Kumari vs Shyam Sundar Agarwalla         Issues
4  Partition S. 17/2021  Haradhan Gorai vs Nepal Gorai            PE
""")
