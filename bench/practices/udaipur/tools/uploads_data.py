"""The uploads of the Udaipur practice: what Adv. Hemant Paliwal, his junior Kapil and munshi Bhanwar Lal kept."""

L, J, M = "Hemant Paliwal", "Kapil Menaria", "Bhanwar Lal Suthar (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents (before and around the cases)
u("backlog/2026-01/CamScanner 20-01-2026 11.42.pdf", "document_scan", "Mining Engineer, Udaipur", "2026-01-19", ["C01"], [], """
GOVERNMENT OF RAJASTHAN - OFFICE OF THE MINING ENGINEER, UDAIPUR
No. ME/UDR/ML-27/2009/2026/311                                  Dated: 19.01.2026
ORDER
M/s Shrinath Marbles, prop. Laxmilal Dangi, holder of marble mining lease ML No. 27/2009 over 4.50 hectare near
village Babarmal, tehsil Girwa, has failed to pay dead rent and royalty dues of Rs. 8,64,000 for 2023-24 and 2024-25
in spite of show cause notice dated 14.10.2025. Under rule 24 of the Rajasthan Minor Mineral Concession Rules, 2017
the lease is hereby CANCELLED and the security deposit forfeited. The lessee shall stop all mining operations.
                                                   sd/- Mining Engineer, Udaipur
""")
u("backlog/2026-04/IMG-20260406-WA0017.jpg", "document_photo", "State Bank of India, Udaipur (treasury challan)", "2026-04-06", ["C01"], [], """
E-GRAS CHALLAN  Govt. of Rajasthan   Department: Mines & Geology
GRN: 0047xxxxxx     Date: 06/04/2026     Office: Mining Engineer, Udaipur
Remitter: M/s Shrinath Marbles, Babarmal     Purpose: deposit as per order of Hon'ble High Court in SBCWP 4417/2026
Amount: Rs. 4,00,000/- (Rupees Four Lakh only)    Bank: SBI, Town Hall Branch, Udaipur    STATUS: SUCCESS
""")
u("backlog/2025-12/WhatsApp Image 2025-12-18 at 12.03.44.jpeg", "document_photo", "Patwari Halqa Kaya", "2025-12-18", ["C03"], [], """
राजस्थान सरकार - जमाबंदी की नकल (संवत 2079-82)
ग्राम: काया   तहसील: गिरवा   जिला: उदयपुर
खाता संख्या 117   खातेदार: हीरालाल पुत्र कालू जाति भील (अनुसूचित जनजाति) - खातेदारी
खसरा नं. 412 - 0.74 हेक्टेयर (बारानी)   खसरा नं. 413 - 0.46 हेक्टेयर (बारानी)   कुल 1.20 हेक्टेयर
कैफियत: मौके पर कन्हैयालाल पुत्र मांगीलाल जैन का कब्जा (गिरदावरी 2024)
नकल जारी दिनांक 18.12.2025                     ह./- पटवारी हल्का काया
""")
u("backlog/2025-12/dava 183 Heeralal final.docx", "typed_note_docx", L, "2025-12-27", ["C03"], [], """
न्यायालय उपखण्ड अधिकारी (SDM), गिरवा, जिला उदयपुर
राजस्व वाद संख्या ____/2025
हीरालाल पुत्र कालू भील, निवासी काया, तहसील गिरवा          ...वादी
बनाम
1. कन्हैयालाल पुत्र मांगीलाल जैन, निवासी सेक्टर 4, उदयपुर  2. तहसीलदार गिरवा (पक्षकार औपचारिक)   ...प्रतिवादीगण
वाद अन्तर्गत धारा 183 राजस्थान काश्तकारी अधिनियम, 1955
1. वादी अनुसूचित जनजाति (भील) का खातेदार है, खसरा 412, 413 कुल 1.20 हेक्टेयर ग्राम काया।
2. प्रतिवादी संख्या 1 ने वर्ष 2019 में एक अपंजीकृत इकरारनामा (Rs. 3,50,000) के आधार पर कब्जा कर लिया। धारा 42
   के अनुसार अनुसूचित जनजाति के सदस्य की भूमि का गैर-जनजाति को हस्तान्तरण शून्य है।
प्रार्थना: प्रतिवादी को अतिक्रमी घोषित कर बेदखल किया जावे, तथा मुआवजा दिलाया जावे।
दिनांक 27.12.2025                                       हेमन्त पालीवाल, एडवोकेट
""")
u("backlog/2026-02/naamantaran 1187 Kotra Kalan.pdf", "document_scan", "Tehsildar, Jhadol", "2025-11-27", ["C04"], [], """
कार्यालय तहसीलदार, झाड़ोल (फलासिया), जिला उदयपुर
नामान्तरण संख्या 1187   ग्राम कोटड़ा कलां   दिनांक 27.11.2025
स्व. नाथू पुत्र हमीरा भील की खातेदारी भूमि खसरा 88, 89, 91 (कुल 2.35 हेक्टेयर) का नामान्तरण
शंकरलाल पुत्र देवा मीणा व अन्य के नाम दर्ज किया जाता है, वसीयतनामा दिनांक 04.03.2021 के आधार पर।
विधवा कमली बाई की आपत्ति मियाद बाहर होने से अस्वीकार।          ह./- तहसीलदार झाड़ोल
""")
u("backlog/2025-09/legal notice Aravali Interiors.docx", "typed_note_docx", L, "2025-09-22", ["C05"], [], """
HEMANT PALIWAL, Advocate
Chamber 41, District Court campus, Udaipur                                Date: 22.09.2025
By Regd. Post / e-mail
To: M/s Aravali Interiors & Decor, through prop. Vikram Sisodia, 12 Hiran Magri Sector 11, Udaipur
Sub: Refund of advance - renovation contract dated 02.04.2025
Under instructions of Lake Pichola Heritage Hotels Pvt. Ltd.: you received Rs. 18,75,000 as advance by RTGS on
05.04.2025 for renovation of 14 lake-facing rooms, to be completed by 30.06.2025 before the season. Work was left
incomplete (only 3 rooms' flooring). You are called upon to refund Rs. 18,75,000 with interest @ 18% p.a. within
15 days, failing which pre-institution mediation and a commercial suit shall follow.
                                                                        Advocate
""")
u("backlog/2025-11/RTGS advice Aravali.pdf", "document_scan", "HDFC Bank, Udaipur", "2025-04-05", ["C05"], [], """
HDFC BANK LTD - Branch: Fatehpura, Udaipur             RTGS / NEFT Transaction Advice
Date: 05/04/2025   UTR: HDFCR5202504050xxxxx
Debit A/c: Lake Pichola Heritage Hotels Pvt Ltd  50200xxxxxxx
Beneficiary: ARAVALI INTERIORS AND DECOR   A/c 3412xxxxxx  IFSC: BARB0HIRANM
Amount: INR 18,75,000.00   Remarks: ADVANCE RENOVATION 14 ROOMS   Status: Credited
""")
u("backlog/2026-04/WS Aravali Interiors.pdf", "document_scan", "Ms. Ritika Mehta, Advocate for defendant", "2026-04-07", ["C05"], [], """
IN THE COMMERCIAL COURT, UDAIPUR   Commercial Suit No. 19/2025
Lake Pichola Heritage Hotels Pvt. Ltd. vs M/s Aravali Interiors & Decor
WRITTEN STATEMENT ON BEHALF OF THE DEFENDANT
1. Denied that the work was abandoned. The plaintiff changed the design of the rooms twice (Italian marble to local
   Rajsamand marble and back), and withheld site access in May 2025 for a wedding booking.
2. The defendant spent Rs. 11,20,000 on material lying at site; the plaintiff is not entitled to refund.
3. The suit is barred as pre-institution mediation under s. 12A was not genuinely attempted.
Verification at Udaipur on 06.04.2026.                   Defendant through counsel Ritika Mehta
""")
u("backlog/2026-02/salary slip Mukesh.jpg", "document_photo", "Mewar Polytex Ltd., Gudli", "2026-01-31", ["C06"], [], """
MEWAR POLYTEX LTD. - Unit Gudli, Udaipur        PAY SLIP FOR THE MONTH OF JANUARY 2026
Emp. Name: MUKESH SHARMA   Emp. Code: MPL/2291   Designation: Shift Supervisor
Basic 24,600  DA 9,840  HRA 4,920  Conveyance 1,600     Gross: 40,960
PF 2,952  ESI 0  Prof. tax 0        Net Pay: Rs. 38,008
""")
u("backlog/2024-09/MLC Shankar Lal MB hospital.pdf", "document_scan", "M.B. Government Hospital, Udaipur", "2024-09-03", ["C07"], [], """
MAHARANA BHUPAL GOVT. HOSPITAL, UDAIPUR - MEDICO LEGAL REPORT No. 2318/24   Date: 03.09.2024
Name: Shankar Lal s/o Kishan, 45 yrs, r/o Bhuwana. Brought by Const. Dinesh, PS Goverdhan Vilas.
Injuries: 1. incised wound 6 cm x 1.5 cm on left parietal region, bone deep. 2. contusion on right forearm.
3. abrasion on left knee.  X-ray advised for injury no. 1.
Opinion: injury no. 1 - kept under observation; others simple, caused by blunt object.  sd/- Dr. Sanjay Vyas
""")
u("backlog/2026-06/FIR 211 Hiran Magri.pdf", "document_scan", "Police Station Hiran Magri, Udaipur", "2026-06-02", ["C02"], [], """
प्रथम सूचना रिपोर्ट (धारा 173 BNSS)   जिला: उदयपुर   थाना: हिरण मगरी   एफ.आई.आर. नं. 0211/2026   दिनांक 02.06.2026
धारा: 309(4), 3(5) भारतीय न्याय संहिता
परिवादी सुरेश कुमार खटीक ने बताया कि सेक्टर 14 के पास रात्रि 10.30 बजे दो मोटरसाइकिल सवार उसका मोबाइल
और पर्स (Rs. 6,200) छीन कर भाग गये। बाद में राजू उर्फ राजेन्द्र गमेती निवासी सवीना को गिरफ्तार किया गया।
""")

# ---------------- C01 writ at Jodhpur
u("backlog/2026-03/SBCWP 4417-2026 order 09.03.2026.pdf", "certified_order_sheet_scan", "Rajasthan High Court, Jodhpur", "2026-03-09", ["C01"], ["C01-H01"], """
HIGH COURT OF JUDICATURE FOR RAJASTHAN AT JODHPUR
S.B. Civil Writ Petition No. 4417/2026
M/s Shrinath Marbles vs State of Rajasthan & Ors.
Date of Order: 09/03/2026
HON'BLE MR. JUSTICE VINOD KUMAR TATIYA
Mr. Hemant Paliwal, for the petitioner.   Mr. Narendra Singh Bhati, AAG, accepts notice for the respondents.
Issue notice. Reply within four weeks. Meanwhile, the effect and operation of the order dated 19.01.2026 passed
by the Mining Engineer, Udaipur shall remain stayed, subject to the petitioner depositing Rs. 4,00,000/- with
respondent No. 3 within four weeks. List on 13.04.2026.                          (VINOD KUMAR TATIYA),J
""")
u("backlog/2026-05/SBCWP 4417-2026 order 11.05.2026.pdf", "certified_order_sheet_scan", "Rajasthan High Court, Jodhpur", "2026-05-11", ["C01"], ["C01-H03"], """
HIGH COURT OF JUDICATURE FOR RAJASTHAN AT JODHPUR
S.B. Civil Writ Petition No. 4417/2026   M/s Shrinath Marbles vs State of Rajasthan & Ors.
Date of Order: 11/05/2026        HON'BLE MR. JUSTICE VINOD KUMAR TATIYA
Learned AAG again seeks time to file reply, stating that comments of the Mining Department are awaited.
Time was granted on the last date as well. As a last opportunity, four weeks' time is granted subject to costs of
Rs. 5,000/- payable to the petitioner. Interim order to continue. List on 20.07.2026.     (VINOD KUMAR TATIYA),J
""")
u("backlog/2026-07/Doc 20-07-2026.docx", "typed_note_docx", L, "2026-07-20", ["C01"], ["C01-H04"], """
20.07.26 - Jodhpur - Shrinath Marbles writ (Court 9, Tatiya J)
State ka reply finally file - Bhati ne costs 5,000 ka DD bhi diya (Dangi ji ko dena hai).
Reply me naya point: lessee ne 2024 me lease area ke bahar khanan kiya - 0.3 hectare - demarcation report 2025 ka hawala.
Humne bola demarcation hamari presence me nahi hui. Rejoinder 3 hafte me.
ND 14.09.2026. Dangi ji ko reply ki copy bhej di WhatsApp pe.
""")
u("backlog/2026-09/SBCWP 4417-2026 order 14.09.2026.pdf", "certified_order_sheet_scan", "Rajasthan High Court, Jodhpur", "2026-09-14", ["C01"], ["C01-H05"], """
HIGH COURT OF JUDICATURE FOR RAJASTHAN AT JODHPUR
S.B. Civil Writ Petition No. 4417/2026   Date of Order: 14/09/2026     HON'BLE MR. JUSTICE VINOD KUMAR TATIYA
Rejoinder filed. The Mining Engineer, Udaipur is directed to file his personal affidavit explaining (i) how the
dead rent of Rs. 8,64,000/- has been calculated, and (ii) whether the demarcation relied on was done after notice
to the petitioner. List on 23.11.2026. Interim order to continue.                 (VINOD KUMAR TATIYA),J
""")
u("backlog/2026-11/IMG20261123181205.jpg", "handwritten_note_photo", L, "2026-11-23", ["C01"], ["C01-H06"], """
23/11/26  Jodhpur  Ct 9   Shrinath Marbles
ME ka affidavit aa gaya - dead rent me 2023-24 ka Rs. 3,12,000 double jod diya! (admitted in para 6)
Demarcation - notice ki koi copy nahi lagayi.
Mhane 30 min bolyo. Bhati - "instructions" ... court uthi.  Part heard.
Interim order continue.   ND 15.2.27
""")
u("backlog/2026-11/WhatsApp Chat with Laxmilal Dangi Shrinath.txt", "whatsapp_export", "Laxmilal Dangi (client)", "2026-11-24", ["C01"], ["C01-H06", "C01-H02"], """
13/04/26, 16:10 - Laxmilal Dangi Shrinath: Vakil sa khamma ghani. Jodhpur me kai hua aaj?
13/04/26, 16:22 - Hemant Paliwal Adv: Khamma ghani Dangi ji. Challan record pe aa gaya. Sarkar ne jawab ke liye time liya. Agli peshi 11 May.
13/04/26, 16:23 - Laxmilal Dangi Shrinath: Khan chalu kar sakte hain?
13/04/26, 16:25 - Hemant Paliwal Adv: Stay hai, order ki copy ME office me de do. Par lease area ke bahar ek inch bhi nahi.
24/11/26, 10:05 - Laxmilal Dangi Shrinath: Hukam kal kai hua?
24/11/26, 10:15 - Hemant Paliwal Adv: Aadhi bahas ho gayi. ME ne khud maana dead rent 3,12,000 do baar jod diya. Agli tareekh 15 Feb. Stay chalu.
24/11/26, 10:16 - Laxmilal Dangi Shrinath: 🙏 Jai Shrinathji
""")

# ---------------- junior's chats (Jodhpur week, Commercial Court, Sessions)
u("backlog/2026-08/WhatsApp Chat with Kapil Menaria Jr.txt", "whatsapp_export", J, "2026-08-18", ["C02", "C07"], ["C02-H01", "C02-H02", "C07-H04"], """
22/07/26, 13:40 - Kapil Menaria Jr: Hukam Raju Gameti bail - PP Choudhary sa ne factual report ke liye time liya. ND 29.7
22/07/26, 13:42 - Hemant Paliwal Adv: Theek. Mohan ko bata do, Jodhpur aane ki zaroorat koni.
29/07/26, 14:05 - Kapil Menaria Jr: Sir factual report aa gayi - Raju pe 2 aur case hain (Pratapnagar 2024 chori, Savina 2025 marpeet). Parihar madam ne dono ka status maanga. ND 5 Aug
29/07/26, 14:06 - Hemant Paliwal Adv: Mohan se dono cases ke papers mangwao. Pratapnagar wale me acquittal hai shayad.
18/08/26, 12:50 - Kapil Menaria Jr: Sir ADJ-2 Bheru Lal - Dr. Sanjay Vyas (PW3) aaj bhi koni aaya. Joshi sa ne bailable warrant nikal diya 5000 ka. ND 29/9
18/08/26, 12:51 - Hemant Paliwal Adv: ok. 29 ko main aaunga, doctor ka cross mhane karno hai.
""")
u("backlog/2026-08/SB Cr Misc Bail 9132-2026 order 05.08.2026.pdf", "certified_order_sheet_scan", "Rajasthan High Court, Jodhpur", "2026-08-05", ["C02"], ["C02-H03"], """
HIGH COURT OF JUDICATURE FOR RAJASTHAN AT JODHPUR
S.B. Criminal Miscellaneous Bail Application No. 9132/2026
Raju @ Rajendra Gameti vs State of Rajasthan     Date of Order: 05/08/2026
HON'BLE MRS. JUSTICE REKHA PARIHAR
Mr. Hemant Paliwal for the petitioner.  Mr. Hemraj Choudhary, PP for the State.
The petitioner is in custody since 03.06.2026 in FIR No. 211/2026, P.S. Hiran Magri, Udaipur for offences under
Sections 309(4) and 3(5) BNS. Of the two other cases shown in the factual report, he stands acquitted in one.
Charge-sheet has been filed. Without commenting on the merits, the bail application is allowed. The petitioner
shall be released on bail on furnishing a personal bond of Rs. 50,000/- with two sureties of Rs. 25,000/- each to
the satisfaction of the learned trial court.                                       (REKHA PARIHAR),J
""")
u("backlog/2026-11/WhatsApp Chat with Kapil Menaria Jr (2).txt", "whatsapp_export", J, "2026-11-12", ["C05", "C07"], ["C05-H06", "C07-H06"], """
25/09/26, 15:30 - Kapil Menaria Jr: Hukam Pichola hotel case - Ranawat ji ka cross pura ho gaya, Ritika madam ne 40 min liya. Fir CA Nitin Bapna PW2 ka bayan - ledger aur RTGS prove. PE close. ND 6.11
25/09/26, 15:32 - Hemant Paliwal Adv: Bapna ji ne TDS wala point samjhaya?
25/09/26, 15:35 - Kapil Menaria Jr: Haan sir, 18,75,000 me TDS 37,500 kata tha, unhone bataya.
12/11/26, 13:15 - Kapil Menaria Jr: Sir Bheru Lal - IO ASI Mohan Singh aaj bhi nahi aaya, VIP duty bata diya. Ameta sa ne time maanga. ND 8 Jan
12/11/26, 13:16 - Hemant Paliwal Adv: 2nd time IO absent. Next date pe closing ki arzi lagayenge.
""")

# ---------------- C03 SDM Girwa, the munshi's register and the lawyer's notes
u("backlog/2026-02/IMG-20260216-WA0008.jpg", "handwritten_note_photo", M, "2026-02-16", ["C03", "C06"], ["C03-H01"], """
तारीख पेशी रजिस्टर - फरवरी 2026
10.02.26  फैमिली कोर्ट 1  ललिता बनाम मुकेश - मुकेश हाजिर, वकील झाला सा., काउंसलिंग में भेजा  - पेशी 12.03.26
16.02.26  SDM गिरवा  हीरालाल भील बनाम कन्हैयालाल जैन - प्रतिवादी की ओर से सुनील जैन सा. हाजिर,
          जवाब दावा हेतु समय  - पेशी 16.03.26
""")
u("backlog/2026-03/IMG-20260316-WA0021.jpg", "handwritten_note_photo", M, "2026-03-16", ["C03"], ["C03-H02"], """
16.03.26  SDM गिरवा  हीरालाल / कन्हैयालाल जैन
जवाब दावा पेश नहीं हुआ। सुनील जैन सा. ने फिर समय मांगा - SDM सा. ने दे दिया, बोले अगली बार नहीं।
हीरालाल और बेटा प्रकाश हाजिर।   तारीख पेशी 15.04.26
""")
u("backlog/2026-04/kaya 15.4.txt", "typed_note_txt", L, "2026-04-15", ["C03"], ["C03-H03"], """
15.4.26 SDM Girwa - Heeralal v Kanhaiyalal Jain (183 wala dava)
Jawab dava finally aaya. Defence: 1954 me Heeralal ke dada ne zameen "bechi" thi, isliye 42 lagu nahi; aur kabza 12 saal se - adverse possession.
Kamal point: 1954 ka koi registered document nahi - sirf ek saada kagaz.
SDM sa ne Tehsildar Girwa se mauka report maangi - kabza kiska, kab se.
Peshi 20.5.26. Prakash ko girdawari 2019-2024 ki nakal lani hai.
""")
u("backlog/2026-05/IMG-20260520-WA0004.jpg", "handwritten_note_photo", M, "2026-05-20", ["C03"], ["C03-H04"], """
20.05.26  SDM गिरवा  हीरालाल भील  -  SDM सा. प्रशासनिक ड्यूटी (जिला कलेक्टर की मीटिंग) में, पेशी बदली
तहसीलदार रिपोर्ट अभी नहीं आई।   तारीख पेशी 17.06.26
""")
u("backlog/2026-06/aadesh patrak 17.06.2026 SDM Girwa.pdf", "certified_order_sheet_scan", "SDM Court, Girwa", "2026-06-17", ["C03"], ["C03-H05"], """
न्यायालय उपखण्ड अधिकारी, गिरवा (उदयपुर)   राजस्व वाद सं. 88/2025   हीरालाल बनाम कन्हैयालाल जैन वगैरह
आदेश पत्रक  दिनांक 17.06.2026
पक्षकारान मय अधिवक्तागण उपस्थित। तहसीलदार गिरवा की रिपोर्ट प्राप्त, जिसके अनुसार मौके पर खसरा 412, 413 पर
प्रतिवादी संख्या 1 का कब्जा वर्ष 2019 से है। निम्न वाद-बिन्दु विरचित किये गये:
1. क्या वादी अनुसूचित जनजाति का खातेदार है?            -- वादी
2. क्या प्रतिवादी का कब्जा धारा 42 के विपरीत होने से शून्य है?  -- वादी
3. क्या वाद मियाद बाहर है?                              -- प्रतिवादी
4. अनुतोष?
वादी साक्ष्य हेतु पत्रावली दिनांक 22.07.2026 को पेश हो।          ह./- उपखण्ड अधिकारी, गिरवा
""")
u("backlog/2026-07/IMG20260722174410.jpg", "handwritten_note_photo", L, "2026-07-22", ["C03"], ["C03-H06"], """
22/7/26  SDM Girwa  Heeralal (PW1)
Chief - khatedari, Bhil, 2019 me Kanhaiyalal ne 3.5 lakh diye "udhaar" - zameen nahi bechi.
Cross (Sunil Jain) - 1 ghanta. Heeralal atak gaya: "angutha lagaya tha, padhyo koni" - ok, it helps us actually.
Jain ne pucha Rs. 3,50,000 wapas kyun nahi kiye - "paisa koni".
PW2 Bhagwati Lal (padosi) next.  Peshi 26.8.26
""")
u("backlog/2026-08/kaya PW2 26.08.txt", "typed_note_txt", L, "2026-08-26", ["C03"], ["C03-H07"], """
26.08.26 SDM Girwa - Heeralal Bhil
PW2 Bhagwati Lal s/o Gheesa (padosi khet) - chief: Heeralal ka parivaar hi 2018 tak kheti karta tha; 2019 me Jain ne baad (fencing) laga di.
Cross - Jain ne relationship pucha (koi nahi), aur 2019 ki fasal - "makka".
Humne vadi saakshya band kar di. Ab DE.
Peshi 7.10.26
""")
u("backlog/2026-10/IMG20261007142230.jpg", "handwritten_note_photo", L, "2026-10-07", ["C03", "C05"], ["C03-H08"], """
7/10/26  SDM Girwa  - DW1 Kanhaiyalal Jain
Chief: 1954 ka saada kagaz, 2019 me "baki paisa" diya, fencing ki.
Cross (mhane) - 1954 kagaz pe gawah koi zinda koni; registry koni; lagan rasid apne naam koni.
Adha hi hua, court time khatam.  Peshi 18.11.26
Pichola hotel - Ranawat ji ka phone: DW1 Sisodia ke bills ki photocopies mil gayi, next date se pehle file banao. (no peshi today)
""")
u("backlog/2026-11/WhatsApp Chat with Prakash s-o Heeralal.txt", "whatsapp_export", "Prakash (son of client Heeralal)", "2026-11-18", ["C03"], ["C03-H09"], """
18/11/26, 14:02 - Prakash Kaya: Vakil sa ram ram. aaj Kanhaiyalal ka cross pura hua
18/11/26, 14:03 - Prakash Kaya: doosra gawah (patwari retire) nahi aaya
18/11/26, 14:20 - Hemant Paliwal Adv: Haan Prakash. Jain ne maana ki lagan ki rasid 2023 tak Heeralal ke naam se hi kati. Ye bahut kaam ki baat hai.
18/11/26, 14:21 - Hemant Paliwal Adv: Agli peshi 13 January. SDM sa bole DW2 ke liye aakhri mauka.
18/11/26, 14:22 - Prakash Kaya: theek hukam 🙏
""")
u("backlog/2027-01/IMG-20270113-WA0011.jpg", "handwritten_note_photo", M, "2027-01-13", ["C03"], ["C03-H10"], """
13.01.27  SDM गिरवा  हीरालाल भील बनाम कन्हैयालाल जैन
DW2 रामनारायण पटवारी (सेवानिवृत्त) के बयान हुए। वकील सा. ने जिरह की।
प्रतिवादी साक्ष्य बंद। अंतिम बहस हेतु  - तारीख पेशी 12.02.27
""")

# ---------------- C04 RAA Udaipur
u("backlog/2026-03/aadesh RAA appeal 143-2025 dt 25.03.26.pdf", "certified_order_sheet_scan", "Revenue Appellate Authority, Udaipur", "2026-03-25", ["C04"], ["C04-H01"], """
न्यायालय राजस्व अपील अधिकारी, उदयपुर    अपील सं. 143/2025   कमली बाई बनाम शंकरलाल मीणा वगैरह
आदेश पत्रक दिनांक 25.03.2026
अपीलार्थी के अधिवक्ता श्री हेमन्त पालीवाल उपस्थित। अपील ग्रहण की जाती है। प्रत्यर्थीगण को नोटिस जारी हो।
स्थगन प्रार्थना पत्र पर आगामी आदेश तक नामान्तरण सं. 1187 का क्रियान्वयन स्थगित रहेगा।
पत्रावली दिनांक 29.04.2026 को पेश हो।                      ह./- राजस्व अपील अधिकारी, उदयपुर
""")
u("backlog/2026-04/IMG-20260429-WA0030.jpg", "handwritten_note_photo", M, "2026-04-29", ["C04", "C05"], ["C04-H02"], """
29.04.26  RAA उदयपुर  कमली बाई अपील - प्रत्यर्थी की ओर से गोपाल लाल मीणा सा. हाजिर, स्टे पर जवाब हेतु समय मांगा
          - पेशी 10.06.26
नोट: पिछोला होटल वाले केस की पेशी 8 मई, राणावत जी को बता दिया।
""")
u("backlog/2026-06/10 June kamli bai.txt", "typed_note_txt", L, "2026-06-10", ["C04"], ["C04-H03"], """
10.06.26 RAA Udaipur - Kamli Bai appeal
Meena sa ne stay pe jawab diya: wasiyat 04.03.2021 registered hai, Nathu ne khud Shankarlal ko di.
RAA sa ne Tehsildar Jhadol se poori misal (naamantaran file + aapatti) mangwai. Misal nahi aayi aaj.
Kamli bai kehti hai Nathu 2021 me bimaar tha, angutha bhi nahi laga sakta tha - MB hospital ki parchi dhundho.
Peshi 15.7.26
""")
u("backlog/2026-07/Kamli Bai RAA 15.7.docx", "typed_note_docx", L, "2026-07-15", ["C04"], ["C04-H04"], """
15 July 2026 - RAA Udaipur - Kamli Bai vs Shankarlal Meena (Appeal 143/2025)
Misal aa gayi. Tehsildar ne Kamli Bai ki aapatti "mayad bahar" kahkar khaarij ki thi - par aapatti 9 din me hi lagi thi (misal me receipt 18.11.2025).
RAA sa: stay absolute till final decision.
Next: arguments. Peshi 09.09.2026.
To do: MB hospital discharge ticket (Feb-March 2021) - Kamli bai ke bhatije ke paas.
""")
u("backlog/2026-09/IMG-20260909-WA0002.jpg", "handwritten_note_photo", M, "2026-09-09", ["C04"], ["C04-H05"], """
09.09.26  RAA उदयपुर  कमली बाई अपील
प्रत्यर्थी वकील गोपाल लाल मीणा सा. अनुपस्थित। RAA सा. ने 500 रु. हर्जाना लगाकर पेशी बढ़ाई।
तारीख पेशी 28.10.26
""")
u("backlog/2026-10/kamli bai args 28 oct.txt", "typed_note_txt", L, "2026-10-28", ["C04"], ["C04-H06"], """
28.10.26 RAA - Kamli Bai
Meri bahas 45 min: (1) aapatti time me thi - 18.11.2025 receipt; (2) wasiyat ke gawah Shankarlal ke hi rishtedar; (3) Nathu MB hospital me bharti tha 22.02.2021 se 10.03.2021 - discharge ticket dikhaya, wasiyat 04.03.2021 hospital me?
Meena sa ne 500 ka harjana jama kiya. Unki bahas next date.
Peshi 16.12.26
""")
u("backlog/2026-12/20261216_163015.jpg", "handwritten_note_photo", L, "2026-12-16", ["C04"], ["C04-H07"], """
16.12.26  RAA Udaipur  Kamli Bai
Meena sa ki bahas - wasiyat registered, Sub-Registrar Jhadol ne khud angutha lagwaya; hospital se "chhutti" le kar gaye the.
Maine reply me - hospital ticket me "LAMA" koni likhyo.
RAA sa: dono 2 hafte me likhit bahas (written submissions) do. Then orders.
Peshi 12.2.27 (aadesh hetu)
""")

# ---------------- C05 Commercial Court (hotel)
u("backlog/2026-02/hotel suit 20 feb.docx", "typed_note_docx", L, "2026-02-20", ["C05"], ["C05-H01"], """
20.02.2026 - Commercial Court, Udaipur - Lake Pichola Heritage Hotels v. Aravali Interiors (CS 19/2025)
Summons served. Ritika Mehta appeared for the defendant, sought time for WS. Court: WS within the outer limit (120 days from service) - no extension beyond.
Ranawat ji present. He says Sisodia is offering to "adjust" the advance against future work at the Ambrai wing - NO, client wants money back.
ND 07.04.2026.
""")
u("backlog/2026-04/IMG20260407133018.jpg", "handwritten_note_photo", L, "2026-04-07", ["C05"], ["C05-H02"], """
7/4/26  Comm. Court  Pichola v Aravali
WS filed today (copy mila) - design change x2, material Rs. 11.20 lakh at site, 12A mediation objection.
Replication + admission/denial of docs - next.
ND 8/5/26
""")
u("backlog/2026-05/CS 19-2025 order sheet 08.05.2026.pdf", "certified_order_sheet_scan", "Commercial Court, Udaipur", "2026-05-08", ["C05"], ["C05-H03"], """
IN THE COURT OF JUDGE, COMMERCIAL COURT, UDAIPUR     Commercial Suit No. 19/2025
Lake Pichola Heritage Hotels Pvt. Ltd. Vs. M/s Aravali Interiors & Decor
08.05.2026   Present: Sh. Hemant Paliwal for plaintiff. Ms. Ritika Mehta for defendant.
Replication filed. Admission and denial of documents done; statements recorded. Case management hearing held under
Order XV-A CPC (as applicable to commercial disputes). Proposed issues by both sides within 2 weeks. Court to
reopen after summer vacation. Put up on 10.07.2026 for framing of issues.                Judge, Commercial Court
""")
u("backlog/2026-07/New Microsoft Word Document.docx", "typed_note_docx", L, "2026-07-10", ["C05"], ["C05-H04"], """
10.07.26  Comm. Court - Hotel v Aravali - issues framed (5):
1. Whether the defendant failed to complete the renovation work by 30.06.2025? OPP
2. Whether the plaintiff changed the design and stopped access to the site? OPD
3. Whether the defendant is entitled to adjust Rs. 11,20,000 for material at site? OPD
4. Whether the suit is barred under s. 12A Commercial Courts Act? OPD
5. Relief.
Schedule: PW affidavits by 07.08.2026; ND 21.08.2026 for cross of PW1.
""")
u("backlog/2026-08/PW1 Ranawat cross 21.8.txt", "typed_note_txt", L, "2026-08-21", ["C05"], ["C05-H05"], """
21.08.26 Commercial Court - Pichola hotel - PW1 Arjun Singh Ranawat (GM)
Affidavit tendered, Ex. P1 to P9 (contract, RTGS, photos, emails).
Cross by Ritika Mehta - design change: Ranawat admitted ONE change (Rajsamand marble for bathrooms) on 20.04.2025 - not two.
Wedding booking May 2025 - admitted 4 days access restricted (12-15 May).
Cross part; remaining next date.
ND 25.9.26
""")
u("backlog/2026-11/CS 19-2025 order sheet 06.11.2026.pdf", "certified_order_sheet_scan", "Commercial Court, Udaipur", "2026-11-06", ["C05"], ["C05-H07"], """
IN THE COURT OF JUDGE, COMMERCIAL COURT, UDAIPUR     Commercial Suit No. 19/2025
06.11.2026   Present: counsel for both parties.
Affidavit of DW1 Vikram Sisodia tendered. Learned counsel for the defendant seeks deferment of cross-examination
as the defendant wishes to file additional documents. Plaintiff's counsel opposes. Request allowed subject to costs
of Rs. 2,000/- payable to the plaintiff. No further deferment. Put up on 11.12.2026 for cross-examination of DW1.
                                                                              Judge, Commercial Court
""")
u("backlog/2026-12/DW1 Sisodia cross 11.12.26.txt", "typed_note_txt", L, "2026-12-11", ["C05"], ["C05-H08"], """
11.12.26 Comm Court - Hotel v Aravali - DW1 Vikram Sisodia cross (by me, 1 hr 10 min)
- material bills: 6 of the 9 bills are of Nathdwara suppliers dated AFTER 30.06.2025 (!) - admitted.
- no site diary, no labour register produced.
- admitted 3 rooms only complete.
- 2,000 costs paid by Ritika in court.
DE closed. Final arguments next.
ND 22.01.27
""")
u("backlog/2027-01/22.01.27 family + comm.txt", "typed_note_txt", L, "2027-01-22", ["C05", "C06"], ["C05-H09", "C06-H10"], """
22.01.27 - two matters today, same building
(1) Family Court 1 - Lalita v Mukesh (144)
Meri bahas: income - salary slip net 38,008, Rs. 7,000 interim bahut kam; Lalita ki koi kamai koni; beti ki school fees.
Final maintenance Rs. 15,000 p.m. maanga. Jhala ki bahas next date.  ND 12.2.27
(2) Commercial Court - Hotel v Aravali - final args
Meri bahas 50 min - issue 1 and 3 (post-June bills), 12A report of DLSA mediation "non-starter" on record.
Ritika ne time liya defendant ke args ke liye.  ND 12.2.27
""")
u("backlog/2027-01/correction hotel ND.txt", "typed_note_txt", L, "2027-01-23", ["C05"], ["C05-H09"], """
23.01.27 CORRECTION - Hotel v Aravali (Commercial Court): kal ke note me ND galat likha (12.2 Family wala date copy ho gaya).
Commercial Court ka sahi ND 19.02.2027 hai - order sheet dekh li. Family Court (Lalita) ka 12.2.27 sahi hai.
""")

# ---------------- C06 Family Court No. 1
u("backlog/2026-03/IMG20260312120855.jpg", "handwritten_note_photo", L, "2026-03-12", ["C06"], ["C06-H02"], """
12/3/26  Family Ct 1  Lalita v Mukesh (144 BNSS)
Counselling report - "no settlement". Mukesh - "wapas le jaunga" par shart: Lalita ki maa ghar nahi aayegi. Lalita ne mana kiya.
Interim application (Rs. 12,000 p.m. maanga) pe jawab - Jhala ne aaj nahi diya, next date.
ND 9.4.26
""")
u("backlog/2026-04/lalita 9 april.txt", "typed_note_txt", L, "2026-04-09", ["C06"], ["C06-H03"], """
9.4.26 Family Court No. 1 - Lalita interim
Jhala ka jawab: Mukesh ki salary sirf 25,000; Lalita B.Ed. hai, tuition karti hai.
Maine salary slip Jan 2026 dikhayi - net 38,008. Tuition ka koi saboot koni.
Interim pe bahas poori. Aadesh hetu ND 7.5.26
""")
u("backlog/2026-05/Cr Misc 301-2025 order 07.05.2026.pdf", "certified_order_sheet_scan", "Family Court No. 1, Udaipur", "2026-05-07", ["C06"], ["C06-H04"], """
न्यायालय पारिवारिक न्यायालय क्रमांक 1, उदयपुर     फौजदारी विविध प्रकरण सं. 301/2025 (धारा 144 BNSS)
श्रीमती ललिता शर्मा बनाम मुकेश शर्मा         आदेश दिनांक 07.05.2026
अंतरिम भरण-पोषण प्रार्थना पत्र स्वीकार किया जाकर अप्रार्थी को आदेशित किया जाता है कि वह प्रार्थिया को
दिनांक 20.11.2025 (प्रार्थना पत्र की तिथि) से रुपये 7,000/- प्रतिमाह अंतरिम भरण-पोषण अदा करे। बकाया राशि
दो माह में अदा की जावे। पत्रावली दिनांक 09.07.2026 को साक्ष्य प्रार्थिया हेतु पेश हो।     ह./- न्यायाधीश
""")
u("backlog/2026-08/WhatsApp Chat with Lalita Sharma.txt", "whatsapp_export", "Lalita Sharma (client)", "2026-08-13", ["C06"], ["C06-H05", "C06-H06"], """
09/07/26, 17:02 - Lalita Sharma: Sir aaj kya hua? Main Gudli se nahi aa payi, beti ki tabiyat kharab thi
09/07/26, 17:10 - Hemant Paliwal Adv: Mukesh ne ek paisa nahi diya. Vasooli ki arzi laga di. Judge madam ne Mukesh ko aakhri mauka diya - next date pe bakaya lao warna warrant. Agli peshi 13 August, aapko aana hai, aapka bayan hoga.
09/07/26, 17:11 - Lalita Sharma: ji sir
13/08/26, 15:45 - Lalita Sharma: Sir 35000 ka cheque mujhe mil gaya court me. Baki kab milega?
13/08/26, 15:50 - Hemant Paliwal Adv: Bakaya 63,000 tha, 35,000 aaj diye, 28,000 abhi baki. Aapka affidavit (chief) file ho gaya. Jhala ji ka cross 17 Sept ko.
""")
u("backlog/2026-09/lalita AW1 cross 17.9.txt", "typed_note_txt", L, "2026-09-17", ["C06"], ["C06-H07"], """
17.9.26 Family Court 1 - Lalita AW1 cross by Jhala (35 min)
- Tuition: Lalita ne maana 2022 tak 5-6 bachchon ko padhati thi, shaadi ke baad band.
- Ghar chhodne ki wajah: maarpeet 14.08.2025 - police complaint ki copy hai (PS Sukher), FIR nahi hui.
- Jhala: "apni marzi se gayi" - denied.
AE closed. Mukesh ka affidavit next.  ND 29.10.26
""")
u("backlog/2026-10/IMG-20261029-WA0015.jpg", "handwritten_note_photo", M, "2026-10-29", ["C06", "C04"], ["C06-H08"], """
29.10.26  फैमिली कोर्ट 1  ललिता बनाम मुकेश - मुकेश (NAW1) का शपथ पत्र पेश, जिरह झाला सा. के कहने पर अगली तारीख
          - पेशी 03.12.26
28.10.26 वाली RAA (कमली बाई) - मीणा सा. ने 500 रु. हर्जाना जमा कराया, रसीद फाइल में लगा दी।
""")
u("backlog/2026-12/Lalita NAW1 cross.docx", "typed_note_docx", L, "2026-12-03", ["C06"], ["C06-H09"], """
03.12.2026 - Family Court No. 1 - Lalita Sharma v Mukesh Sharma - NAW1 Mukesh Sharma, cross by me
1. Admitted he is Shift Supervisor at Mewar Polytex since 2019; gross salary about 41,000.
2. Admitted he bought a motorcycle (Rs. 1,35,000) in Sept 2026 - while saying he cannot pay arrears.
3. Admitted Rs. 28,000 of interim arrears still unpaid.
4. Denied the beating of 14.08.2025.
NAE closed. Arguments next. ND 22.01.2027.
""")

# ---------------- C07 Sessions (ADJ-2)
u("backlog/2026-04/SC 34-2025 order sheet 21.04.2026.pdf", "certified_order_sheet_scan", "Addl. Sessions Judge No. 2, Udaipur", "2026-04-21", ["C07"], ["C07-H01"], """
न्यायालय अपर सत्र न्यायाधीश क्रमांक 2, उदयपुर    सेशन प्रकरण सं. 34/2025   राज्य बनाम भेरूलाल गुर्जर वगैरह
दिनांक 21.04.2026   उपस्थित: श्री कमल किशोर आमेटा, अपर लोक अभियोजक। अभियुक्तगण मय अधिवक्ता।
अभियुक्त भेरूलाल व अभियुक्त गोपाल के विरुद्ध धारा 307, 323, 341/34 भा.द.सं. के आरोप विरचित कर पढ़कर सुनाये
व समझाये गये। अभियुक्तगण ने आरोप अस्वीकार कर विचारण चाहा। अभियोजन साक्ष्य हेतु दिनांक 26.05.2026 नियत।
""")
u("backlog/2026-05/PW1 Shankar Lal cross 26.5.txt", "typed_note_txt", L, "2026-05-26", ["C07"], ["C07-H02"], """
26.5.26 ADJ-2 - State v Bheru Lal - PW1 Shankar Lal (injured/complainant)
Chief: 02.09.2024 shaam 7 baje Bhuwana chauraha - Bheru Lal ne talwar se sir pe vaar, Gopal ne lathi.
My cross: (1) jhagda khet ki med ka - purani dushmani admitted; (2) talwar recovery memo me "dhardar hathiyar" likha - talwar nahi; (3) 7 baje andhera tha - light ka pole 100 ft door, admitted.
ND 7.7.26 - PW2 Nanda Ram.
""")
u("backlog/2026-07/IMG20260707163312.jpg", "handwritten_note_photo", L, "2026-07-07", ["C07"], ["C07-H03"], """
7/7/26 ADJ-2 Bheru Lal
PW2 Nanda Ram (chashmdeed) - HOSTILE!  Bola: "mhane kai koni dekhyo, main to baad me aayo"
APP Ameta ne cross kiya (leading) - kuch nahi nikla.
Humne cross nahi kiya, sirf 1 sawal.
ND 18.8.26 - Dr. Vyas PW3
""")
u("backlog/2026-09/Bheru lal PW3 doctor.docx", "typed_note_docx", L, "2026-09-29", ["C07"], ["C07-H05"], """
29.09.2026 - ADJ No. 2, Udaipur - State v Bheru Lal Gurjar - PW3 Dr. Sanjay Vyas (MB Hospital) - appeared on the warrant
Chief: MLC 2318/24 proved (Ex. P7). Injury no. 1 incised wound on parietal region.
Cross by me:
- X-ray of injury no. 1 was advised; no X-ray report on record; he cannot say whether there was a fracture.
- Admitted injury no. 1 "could be caused by a fall on a sharp stone".
- No final opinion "grievous / dangerous to life" given in the MLC.
ND 12.11.2026 - PW4 IO.
""")
u("backlog/2027-01/08.01.27 bheru lal IO.txt", "typed_note_txt", L, "2027-01-08", ["C07"], ["C07-H07"], """
8.1.27 ADJ-2 - Bheru Lal - PW4 IO ASI Mohan Singh (PS Goverdhan Vilas)
Finally aaya. Cross:
- site plan me light pole nahi dikhaya
- weapon recovered from Gopal's house, not Bheru Lal's - admitted
- Nanda Ram ka 161 bayan 10 din baad (12.09.2024) liya
APP ne PE close ki.  313 ke liye ND 10.2.27
""")
u("backlog/2027-02/IMG20270210131545.jpg", "handwritten_note_photo", L, "2027-02-10", ["C07"], ["C07-H08"], """
10/2/27  ADJ-2  Bheru Lal - 313 statement
Bheru Lal - "jhutha fasaya, med ka jhagda, main to Nathdwara gayo tho".
Defence saakshya: DW1 Bheru Lal ka mama (Nathdwara) + bus ticket? - list 1 week me dena.
ND 4.3.27 - DE
""")

# ---------------- C01 H02, C06 H01 and other register pages, plan and cause list
u("backlog/2026-04/IMG-20260413-WA0009.jpg", "handwritten_note_photo", J, "2026-04-13", ["C01"], ["C01-H02"], """
13/4/26 HC Jodhpur Ct 9 - Shrinath Marbles writ (Kapil)
Challan Rs. 4 lakh record pe liya. AAG Bhati sa - Mining Dept se comments nahi aaye, 4 hafte.
Stay continue.  ND 11/5/26
""")
u("backlog/2026-02/IMG-20260210-WA0003.jpg", "handwritten_note_photo", L, "2026-02-10", ["C06"], ["C06-H01"], """
10/2/26  Family Court 1  Lalita v Mukesh  (144 BNSS, Cr Misc 301/25)
Mukesh aaya, Jhala sa. vakil. Madam ne dono ko counselling me bheja (counsellor Smt. Usha Dave).
Lalita ro padi - beti (6 saal) Lalita ke paas.
ND 12.3.26
""")
u("backlog/2027-02/Week plan 8-13 Feb.docx", "typed_note_docx", L, "2027-02-06", ["C07", "C03", "C04", "C06", "C01", "C05"], [], """
WEEK PLAN 8 - 13 Feb 2027
Wed 10/2  ADJ-2 - Bheru Lal - 313. Bheru Lal ko samjhana: Nathdwara wali baat.
Fri 12/2  SDM Girwa - Heeralal (final bahas) - 11 baje; fir RAA - Kamli Bai (aadesh); fir Family Ct 1 - Lalita (Jhala ki bahas).
          Kapil Family Court pehle jaye, pass-over le.
Mon 15/2  Jodhpur - Shrinath Marbles writ (part heard). Sunday raat ki bus.
Fri 19/2  Comm Court - Hotel v Aravali (defendant args).
Pending: Kamli Bai written submissions - DONE 29.12. Dangi ji ka fees bill Rs. 31,000 - pending.
""")
u("backlog/2027-02/cause list Family Court 1 12.02.2027.pdf", "cause_list_pdf", "District & Sessions Court, Udaipur", "2027-02-11", ["C06"], [], """
FAMILY COURT NO. 1, UDAIPUR - CAUSE LIST DATED 12.02.2027 (FRIDAY)
Presiding Officer: Smt. Anita Kothari
Sr.  Case No.                     Parties                                  Stage
1    Civil Misc. 77/2024 (HMA 13)  Neha Jain vs Rohit Jain                   Evidence
2    Cr. Misc. 301/2025 (144 BNSS) Lalita Sharma vs Mukesh Sharma            Arguments
3    Civil Misc. 190/2025 (G&W)    Sunil Ameta vs Priyanka                   Reply
4    Cr. Misc. 12/2026 (144 BNSS)  Seema Bai vs Kalu Lal                     Counselling
""")
