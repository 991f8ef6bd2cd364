"""The uploads of the Bareilly practice: what the lawyer, the junior Priyanshu, the munshi Ram Autar and clients kept."""

L, J, M = "Syed Arshad Ali", "Priyanshu Saxena", "Ram Autar (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- C01 Noor Zari commercial suit
u("backlog/2030-06/karigar notice Noor Zari.jpg", "document_photo", "Adv. Mahboob Alam for karigars", "2030-06-10", ["C01"], [], """
रजिस्टर्ड नोटिस
सेवा में: नदीम अहमद, प्रो0 नूर ज़री उद्योग, मोहल्ला ज़खीरा, बरेली
हमारे मुवक्किलान शब्बीर हुसैन, इरशाद, नन्हे मियां व 4 अन्य कारीगरान ज़री-ज़रदोज़ी की मार्च से मई 2030 की
बकाया मज़दूरी रु0 1,62,400/- आपने अदा नहीं की। 15 दिन में अदायगी करें अन्यथा विधिक कार्यवाही की जाएगी।
दिनांक 10.06.2030                       ह0 महबूब आलम एडवोकेट
""")
u("backlog/2030-07/IMG-20300702-WA0011.jpg", "document_photo", "Nadeem Ahmad", "2030-07-02", ["C01"], [], """
रसीद / Receipt
Received from Noor Zari Udyog (Nadeem Ahmad) Rs. 1,62,400/- (one lakh sixty-two thousand four hundred) towards full
and final wages of the karigars for March-May 2030. Paid in cash and UPI.
sd/- Shabbir Hussain (for self and 6 karigars)     02.07.2030
Witness: Salim (manager, karkhana)
Note on back in pencil (Nadeem): Silverline ka paisa aata to time pe de dete. Wakeel sahab ko dikhana.
""")
u("backlog/2030-06/Plaint CS Noor Zari vs Silverline.pdf", "document_scan", L, "2030-06-28", ["C01"], [], """
IN THE COURT OF THE COMMERCIAL COURT, BAREILLY
Commercial Suit No. ____ of 2030
M/s Noor Zari Udyog, Mohalla Zakheera, Bareilly, through proprietor Nadeem Ahmad ...... Plaintiff
Versus
M/s Silverline Exports Pvt. Ltd., Sector 63, Noida, through its director ...... Defendant
SUIT FOR RECOVERY OF Rs. 8,42,600/- WITH PENDENTE LITE AND FUTURE INTEREST @ 18% P.A.
1. The plaintiff runs a zari-zardozi karkhana employing about 30 karigars.
2. Between October 2029 and February 2030 the defendant sent lehenga and dupatta panels for zardozi work under
job-work challans nos. 1 to 14; the work was delivered and received at Noida without objection.
3. Bills for Rs. 8,42,600/- remain unpaid despite reminders and notice dated 12.03.2030.
4. Pre-institution mediation under s. 12A of the Commercial Courts Act, 2015 was initiated before the DLSA,
Bareilly; the defendant did not appear and a non-starter report dated 30.05.2030 was issued.
Valuation Rs. 8,42,600/-; court fee paid.       Bareilly, 28.06.2030      Syed Arshad Ali, Advocate
""")
u("backlog/2030-07/noor zari 23.07.txt", "typed_note_txt", L, "2030-07-23", ["C01"], ["C01-H01"], """
23.07.2030 Commercial Court No.1 - Noor Zari vs Silverline (CS 47/2030)
Suit registered as Commercial Suit No. 47 of 2030. Srivastava sahab ne sabse pehle 12A ka non-starter report dekha -
on record hai. Summons to deft by regd post + email + dasti. Nadeem ko bola challans ki original copies laye.
tareekh padi 10.09.2030.
""")
u("backlog/2030-09/IMG-20300910-WA0004.jpg", "handwritten_note_photo", M, "2030-09-10", ["C01", "C06"], ["C01-H02", "C06-H03"], """
तारीख रजिस्टर - सितम्बर 2030          (मुंशी राम औतार)
06.09.30  सेशन ट्रायल 311/23 सरकार बनाम विकास मौर्या - ए.एस.जे. कोर्ट 7
          PW2 कमला देवी (मृतका की माँ) हाज़िर नहीं। ए.डी.जी.सी. ने समय माँगा। अगली तारीख 04.10.30
10.09.30  कमर्शियल सूट 47/2030 नूर ज़री - सिल्वरलाइन
          प्रतिवादी की ओर से अग्रवाल वकील साहब हाज़िर। जवाबदावा दाखिल नहीं, समय माँगा। अगली तारीख 08.10.30
""")
u("backlog/2030-10/CS 47-2030 order 08.10.2030.pdf", "certified_order_sheet_scan", "Commercial Court No. 1, Bareilly", "2030-10-08", ["C01"], ["C01-H03"], """
COMMERCIAL COURT NO. 1, BAREILLY          Commercial Suit No. 47 of 2030
M/s Noor Zari Udyog vs M/s Silverline Exports Pvt. Ltd.
ORDER SHEET
08.10.2030   Case called out. Sri Syed Arshad Ali for plaintiff, Sri Vivek Agarwal for defendant.
The defendant has filed its written statement today along with an application for taking it on record. Service
was effected on 27.07.2030; the WS is filed within 120 days but beyond 30 days without sufficient cause shown.
In the interest of justice the WS is taken on record subject to costs of Rs. 5,000/- payable to the plaintiff
before the next date.
Put up on 19.11.2030 for admission/denial of documents.                 sd/- Anupam Srivastava, Commercial Court
""")
u("backlog/2030-11/Noor Zari admission denial 19-11.docx", "typed_note_docx", L, "2030-11-19", ["C01"], ["C01-H04"], """
Noor Zari vs Silverline - admission/denial - 19.11.2030
- Costs Rs. 5,000 received by Nadeem through Agarwal's junior (cash, receipt taken).
- Defendant admits challans 1 to 10 and the WhatsApp order messages; DENIES challans 11 to 14 (the bridal lehenga lot,
  Rs. 3,18,000) - says 'not received / quality rejected'.
- Judge: file affidavit of admission-denial in proper format under Order XI. Case management hearing next.
- Next 14.01.2031. Salim (karkhana manager) ko gawah banana - gate register of Noida dispatch.
""")
u("backlog/2031-01/CS 47-2030 CMH order 14.01.2031.pdf", "certified_order_sheet_scan", "Commercial Court No. 1, Bareilly", "2031-01-14", ["C01"], ["C01-H05"], """
COMMERCIAL COURT NO. 1, BAREILLY          Commercial Suit No. 47 of 2030
ORDER (Case Management Hearing, Order XV-A CPC as applicable to commercial disputes)
14.01.2031   Both sides present. Issues framed:
 1. Whether the plaintiff delivered the zardozi work under challans 1 to 14 as alleged?
 2. Whether the work under challans 11 to 14 was defective and rejected?
 3. Whether the plaintiff is entitled to Rs. 8,42,600/- with interest?  4. Relief.
Timetable: plaintiff's evidence affidavits by 15.02.2031; cross-examination to be completed by 15.05.2031.
Put up on 25.02.2031 for plaintiff's evidence.                      sd/- Anupam Srivastava
""")
u("backlog/2031-01/PXL_20310114_163012.jpg", "handwritten_note_photo", L, "2031-01-14", ["C01", "C03"], ["C01-H05", "C03-H04"], """
14/1/31  (diary - two matters same day)
1) Noor Zari - CMH done, 4 issues. Timetable - PW affidavit 15/2, cross khatam 15/5. ND 25/2 PE.
   Srivastava sb strict - 'timeline se bahar ek din nahi'.
2) Yameen v. Rohilkhand Residency (OS 418/30) - Rastogi madam ne 5 issues frame kiye. Issue 3: part payment 1 lakh
   adjust hoga ya nahi. Issue 4 GST. ND 18/2 - PW1 affidavit + GSTR-1 + e-way bills le aana Yameen se.
""")
u("backlog/2031-02/IMG_20310225_142210.jpg", "handwritten_note_photo", L, "2031-02-25", ["C01"], ["C01-H06"], """
25.2.31  Noor Zari - PW1 Nadeem affidavit tendered. Agarwal cross ~40 min:
- challans 11-14 ki receiving pe Silverline ki mohar nahi, sirf driver ka dastakhat - Nadeem: 'driver unhi ka tha'.
- quality: 'koi rejection mail nahi aaya 6 mahine tak'. Good.
Cross adhoora. ND 8.4.31
""")
u("backlog/2031-05/noor zari 13 may.txt", "typed_note_txt", L, "2031-05-13", ["C01"], ["C01-H08"], """
13.05.2031 - Noor Zari vs Silverline - Comm. Court 1
PW2 Salim (manager) cross by Agarwal. Salim ne Noida gate register ki entry dikhayi - 19.02.2030 ko lot 11-14
dispatch, gaadi no. UP25 CT 4471. Agarwal couldn't shake him.
Plaintiff evidence closed (PE closed) by our statement. Defendant's evidence next - DW affidavits.
tareekh padi 15.07.2031 (after June vacation).
""")

# ---------------- C02 Yameen cheque case (ACJM-III)
u("backlog/2030-04/cheque return memo Gangwar.pdf", "document_scan", "Bank of Baroda, Pilibhit Bypass Branch", "2030-04-12", ["C02"], [], """
BANK OF BARODA - Pilibhit Bypass Road Branch, Bareilly        CHEQUE RETURN MEMO
Date: 12.04.2030   Presented by: Azad Bamboo Furniture (A/c with Punjab National Bank, Kutubkhana)
Cheque No. 004417 dated 05.04.2030 for Rs. 2,35,000/- drawn by Harish Chandra Gangwar (Gangwar Furnishing)
Reason for return: 01 - FUNDS INSUFFICIENT                                   Authorised signatory
""")
u("backlog/2030-04/notice 138 Gangwar.docx", "typed_note_docx", L, "2030-04-20", ["C02"], [], """
LEGAL NOTICE u/s 138 NEGOTIABLE INSTRUMENTS ACT, 1881          Date: 20.04.2030
To: Sri Harish Chandra Gangwar, Gangwar Furnishing, Pilibhit Road, Bareilly
Under instructions of my client Mohd. Yameen, proprietor Azad Bamboo Furniture, Baans Mandi, Bareilly: you
purchased bamboo sofa sets, moodhas and cane swings against bill no. 212 and in discharge issued cheque no. 004417
dated 05.04.2030 for Rs. 2,35,000/- which was returned unpaid on 12.04.2030 for 'funds insufficient'. You are
called upon to pay the said amount within 15 days of receipt of this notice.   Syed Arshad Ali, Advocate
""")
u("backlog/2030-07/IMG_20300716_113540.jpg", "handwritten_note_photo", L, "2030-07-16", ["C02"], ["C02-H01"], """
16/7/30 ACJM-III  Yameen v Gangwar (138) - complaint no. 2841/30
Yameen ka bayan u/s 200 hua. Verma sb ne original cheque + return memo dekh ke summon kiya.
ND 20/8/30
""")
u("backlog/2030-08/IMG-20300822-WA0007.jpg", "handwritten_note_photo", M, "2030-08-22", ["C02", "C04"], ["C02-H02", "C04-H02"], """
तारीख रजिस्टर - अगस्त 2030
20.08.30  परिवाद 2841/30 यामीन बनाम गंगवार - ए.सी.जे.एम. 3
          सम्मन तामील नहीं हुआ। नया सम्मन। अगली तारीख 24.09.30
22.08.30  चकबंदी वाद 214/2030 राम स्वरूप बनाम छोटे लाल - चकबंदी अधिकारी फरीदपुर (कैम्प विकास भवन)
          छोटे लाल की ओर से मिश्रा वकील साहब हाज़िर, जवाब के लिए समय। अगली तारीख 19.09.30
""")
u("backlog/2030-09/Complaint 2841-2030 order 24.09.2030.pdf", "certified_order_sheet_scan", "ACJM Court No. 3, Bareilly", "2030-09-24", ["C02"], ["C02-H03"], """
न्यायालय अपर मुख्य न्यायिक मजिस्ट्रेट, कक्ष संख्या 3, बरेली
परिवाद संख्या 2841 सन् 2030   मो0 यामीन बनाम हरीश चन्द्र गंगवार   धारा 138 एन0आई0 एक्ट
आदेश
24.09.2030  पुकार कराई गई। परिवादी मय अधिवक्ता उपस्थित। अभियुक्त पर सम्मन की तामील दिनांक 02.09.2030 को हो चुकी
है, फिर भी अभियुक्त उपस्थित नहीं। अभियुक्त के विरुद्ध रु0 10,000/- का जमानतीय वारंट जारी हो।
पत्रावली दिनांक 29.10.2030 को पेश हो।                           ह0 पंकज कुमार वर्मा, ए.सी.जे.एम.-3
""")
u("backlog/2030-10/Yameen 138 - 29 Oct.docx", "typed_note_docx", L, "2030-10-29", ["C02"], ["C02-H04"], """
Yameen vs Gangwar - 29.10.2030 - ACJM-III
Gangwar appeared on the BW with Sri D.C. Sharma, bail bonds furnished. Substance of accusation explained - pleaded
not guilty. Sharma's line: the cheque was a 'security cheque' given in 2029 for a bamboo chairs order that was
never completed. (Yameen says: bill no. 212 ka maal gaya, gaadi ki builty hai.)
ND 10.12.2030 - complainant's evidence (affidavit u/s 145).
""")
u("backlog/2031-01/yameen CW1 cross 28.1.txt", "typed_note_txt", L, "2031-01-28", ["C02"], ["C02-H06"], """
28.01.2031  ACJM-III  Yameen (CW1) cross by D.C. Sharma
Q: cheque security ke roop me liya tha? A: nahi, bill 212 ke bhugtan me diya.
Q: cheque par likhawat aapki hai? A: amount Gangwar ne khud bhara, mere saamne.
Q: 2029 me koi chairs ka order cancel hua? A: yaad nahi - (weak, ise agli baar theek karna).
Sharma ne phir 'security cheque' ka suggestion diya - denied.
Cross adhoora. tareekh padi 18.03.2031.
""")
u("backlog/2031-04/IMG_20310429_120455.jpg", "handwritten_note_photo", L, "2031-04-29", ["C02"], ["C02-H08"], """
29/4/31 Yameen 138 - CW1 cross khatam. Builty no. 5521 (Shri Ram Transport) dikhayi. Sharma ka security cheque
wala suggestion teesri baar - denied. CE closed. ND 3/6/31 - 313 bayan mulzim.
""")

# ---------------- C03 Yameen hotel recovery suit
u("backlog/2030-07/GST invoices Rohilkhand Residency.pdf", "document_scan", "Azad Bamboo Furniture", "2030-07-05", ["C03"], [], """
AZAD BAMBOO FURNITURE, Baans Mandi, Bareilly - GSTIN 09AXXPY4127K1Z5
Statement of tax invoices raised on Rohilkhand Residency Pvt. Ltd., Civil Lines, Bareilly
Inv. ABF/29-30/88  dt 14.11.2029  140 bamboo chairs                   taxable 2,10,000  GST 12% 25,200
Inv. ABF/29-30/97  dt 02.12.2029  22 cane tables, 6 jhoolas (swings)   taxable 1,63,000  GST 12% 19,560
Total with GST: Rs. 4,17,760;  freight Rs. 1,140;  claim as per suit Rs. 4,18,900 (after adjusting nothing)
E-way bills: 2318 4471 0092 / 2318 4472 1156
""")
u("backlog/2030-08/IMG-20300806-WA0002.jpg", "handwritten_note_photo", M, "2030-08-06", ["C03"], ["C03-H01"], """
तारीख रजिस्टर
06.08.30  मूल वाद 418/2030 यामीन बनाम रुहेलखण्ड रेज़ीडेंसी - सिविल जज (सी.डि.) कोर्ट 2
          तामील रिपोर्ट नहीं आई। दोबारा सम्मन। अगली तारीख 17.09.30
""")
u("backlog/2030-09/hotel suit 17.9.txt", "typed_note_txt", L, "2030-09-17", ["C03"], ["C03-H02"], """
17.9.30 - OS 418/30 Yameen v Rohilkhand Residency - CJSD Court 2
Anil Kumar Saxena appeared for deft company, vakalatnama. Time for WS - allowed.
Rastogi madam ne poocha GST invoices aur e-way bills plaint ke saath lage hain ya nahi - haan, lage hain.
ND 5.11.30
""")
u("backlog/2030-11/WS Rohilkhand Residency OS 418.pdf", "document_scan", "Anil Kumar Saxena, Advocate", "2030-11-05", ["C03"], ["C03-H03"], """
IN THE COURT OF CIVIL JUDGE (SENIOR DIVISION), BAREILLY     O.S. No. 418 of 2030
WRITTEN STATEMENT on behalf of the defendant Rohilkhand Residency Pvt. Ltd.
3. The chairs supplied under invoice ABF/29-30/88 were defective; the cane webbing of 38 chairs gave way within
   two months, for which the plaintiff was informed on phone.
5. The defendant had already paid Rs. 1,00,000/- (one lakh) by RTGS on 20.01.2030, which the plaintiff has
   concealed.
6. The invoices do not match the plaintiff's GSTR-1; the defendant could not take input tax credit.
The suit is liable to be dismissed.               Bareilly, 05.11.2030     Anil Kumar Saxena, Advocate
""")
u("backlog/2030-11/hotel suit WS note 5 nov.docx", "typed_note_docx", L, "2030-11-05", ["C03"], ["C03-H03"], """
05.11.2030 - Yameen v Rohilkhand Residency - WS filed today.
Their 1 lakh RTGS (20.01.2030) - Yameen admits he got Rs. 1,00,000 but says it was for an older bill (no. 61).
Check ledger. GST mismatch point: Yameen's CA (Gupta ji) to give GSTR-1 printout for Nov-Dec 2029.
ND 14.01.2031 for issues.
""")
u("backlog/2031-02/IMG_20310218_155930.jpg", "handwritten_note_photo", L, "2031-02-18", ["C03"], ["C03-H05"], """
18/2/31  OS 418 Yameen - PW1 affidavit filed. GSTR-1 (Nov, Dec 2029) + 2 e-way bills + ledger filed with list.
Rastogi madam: 'e-way bills original dikhaiye' - dikha diye. ND 15/4 cross.
""")
u("backlog/2031-04/OS 418-2030 order 15.04.2031.pdf", "certified_order_sheet_scan", "Civil Judge (Sr. Div.) Court No. 2, Bareilly", "2031-04-15", ["C03"], ["C03-H06"], """
न्यायालय सिविल जज (सीनियर डिवीजन), कक्ष संख्या 2, बरेली        मूल वाद संख्या 418 सन् 2030
15.04.2031  पुकार कराई गई। वादी मय अधिवक्ता उपस्थित। PW1 जिरह हेतु उपस्थित। प्रतिवादी के विद्वान अधिवक्ता द्वारा
स्थगन प्रार्थना पत्र इस आधार पर दिया गया कि वे अन्य न्यायालय में व्यस्त हैं। रु0 500/- हर्जे पर स्वीकार।
पत्रावली दिनांक 20.05.2031 को PW1 की जिरह हेतु पेश हो।              ह0 नेहा रस्तोगी
""")

# ---------------- C04 Bhitaura chakbandi
u("backlog/2030-07/bainama 1962 Nanku urdu.jpg", "document_scan", "Sub-Registrar, Faridpur (1962)", "2030-07-12", ["C04"], [], """
بیع نامہ
منکہ چھیدا ولد بلدیو ساکن موضع بھیٹورا پرگنہ و تحصیل فرید پور ضلع بریلی کا ہوں۔ اراضی نمبر ۴۱۲ رقبہ ۹۶ ڈسمل
اور نمبر ۴۱۵ رقبہ ۴۰ ڈسمل واقع موضع بھیٹورا بعوض مبلغ ایک ہزار دو سو روپیہ بدست ننکو ولد رام لال بیع
قطعی کر دی اور قبضہ دے دیا۔ زر ثمن پورا وصول پایا۔ لہٰذا یہ بیع نامہ لکھ دیا کہ سند رہے۔
تحریر بتاریخ ۱۸ مئی ۱۹۶۲ء      دستخط چھیدا      گواہ شد: کریم بخش، رام دین
رجسٹری دفتر سب رجسٹرار فرید پور
""")
u("backlog/2030-07/khatauni Bhitaura gata 412.jpg", "document_photo", "Chakbandi Lekhpal, Bhitaura", "2030-07-12", ["C04"], [], """
आधार वर्ष खतौनी (चकबंदी) - ग्राम भिटौरा, परगना व तहसील फरीदपुर, जनपद बरेली
खाता संख्या 00318  नाम खातेदार: छोटे लाल पुत्र भगवान दास (भूमिधर संक्रमणीय)
गाटा संख्या 412  रकबा 0.389 हे0      गाटा संख्या 415  रकबा 0.162 हे0
(पुराने अभिलेख में 1359 फसली - नन्कू पुत्र राम लाल का नाम दर्ज होना बताया जाता है - सत्यापन हेतु)
""")
u("backlog/2030-07/chakbandi 25 july.txt", "typed_note_txt", L, "2030-07-25", ["C04"], ["C04-H01"], """
25.07.2030 - CO Faridpur camp court (Vikas Bhawan)
Ram Swaroop, Har Prasad, Munni Devi ka objection u/s 9A(2) UP CH Act registered - Vaad No. 214/2030.
Gata 412 aur 415 basic year khatauni me Chhotey Lal ke naam - humara kehna: 1962 ka bainama dada Nanku ke naam,
kabza tab se humara. Notice to Chhotey Lal and Gaon Sabha.
Yadav sahab (CO): '1359 fasli ki khatauni laiye'. tareekh padi 22.08.2030.
""")
u("backlog/2030-09/IMG_20300919_130211.jpg", "handwritten_note_photo", L, "2030-09-19", ["C04"], ["C04-H03"], """
19/9/30 chakbandi Bhitaura - Mishra ne jawab (reply) file kiya: Chhotey Lal ke baap ne 1975 me khareeda.
CO sb ne chakbandi lekhpal se mauke ki report mangi (spot report - kabza kiska).
agli peshi 21/11/30
""")
u("backlog/2030-11/Bhitaura lekhpal report 21.11.docx", "typed_note_docx", L, "2030-11-21", ["C04"], ["C04-H04"], """
Bhitaura chakbandi - 21.11.2030
Chakbandi lekhpal (Naresh Pal) ki report aa gayi: 'mauke par gata 412 me gehun ki buaai Ram Swaroop paksh ne ki hai,
gata 415 par Chhotey Lal ka ghoora/bhusauri'. Split kabza.
CO Yadav sb ne report padh ke kaha: 'report se kabza aapka dikhta hai par title kagaz se tay hoga'.
Ram Swaroop ka bayan (examination) hua. ND 09.01.2031 - cross.
""")
u("backlog/2031-01/ram swaroop cross 9-1-31.txt", "typed_note_txt", L, "2031-01-09", ["C04"], ["C04-H05"], """
09.01.2031 - Bhitaura chakbandi - Ram Swaroop ki jirah (cross) by Mishra
- Ram Swaroop: 'gata 412 mere dada Nanku ne 1962 me Chheda se kharida, Rs. 1,200 me; tab se humara kabza'.
- Q: bainama Urdu me hai, aap padh sakte? A: nahi, mere chacha padhte the. (We filed Hindi translation by
  Maulana Habibur Rahman, tasdeeq-shuda.)
- Admitted: 1975 ke baad 415 par Chhotey Lal ke ghar wale bhusa rakhte hain.
ND 20.02.2031 - OP ki gawahi.
""")
u("backlog/2031-02/IMG-20310220-WA0010.jpg", "handwritten_note_photo", M, "2031-02-20", ["C04"], ["C04-H06"], """
तारीख रजिस्टर - फरवरी 2031
20.02.31  चकबंदी वाद 214/2030 भिटौरा - छोटे लाल का बयान और जिरह हुई (वकील साहब ने जिरह की)।
          छोटे लाल ने माना कि 1975 का बैनामा सिर्फ गाटा 415 का है। अगली तारीख 03.04.31 बहस
""")
u("backlog/2031-05/CO Faridpur order sheet 08.05.2031.pdf", "certified_order_sheet_scan", "Consolidation Officer, Faridpur", "2031-05-08", ["C04"], ["C04-H07", "C04-H08"], """
न्यायालय चकबंदी अधिकारी, फरीदपुर, जनपद बरेली
वाद संख्या 214/2030 अन्तर्गत धारा 9क(2) उ0प्र0 जोत चकबंदी अधिनियम   ग्राम भिटौरा
राम स्वरूप आदि बनाम छोटे लाल आदि
आदेश पत्रक
03.04.2031  पुकार। आपत्तिकर्तागण के अधिवक्ता उपस्थित। विपक्षी के अधिवक्ता अनुपस्थित, स्थगन प्रार्थना पत्र। स्वीकार।
            दिनांक 08.05.2031 बहस हेतु।
08.05.2031  आपत्तिकर्तागण के अधिवक्ता की बहस सुनी गई। विपक्षी पक्ष 15 दिन में लिखित बहस दाखिल करे; आपत्तिकर्तागण
            भी चाहें तो लिखित बहस दें। पत्रावली दिनांक 07.07.2031 को शेष बहस/लिखित बहस हेतु पेश हो।
                                                      ह0 सत्य प्रकाश यादव, चकबंदी अधिकारी
""")

# ---------------- C05 Waqf writ
u("backlog/2030-09/waqf register 1974 Karimullah urdu.jpg", "document_scan", "UP Sunni Central Waqf Board (register of auqaf)", "2030-09-15", ["C05"], [], """
رجسٹر اوقاف - سنی سنٹرل وقف بورڈ اتر پردیش
وقف نمبر ۱۱۴۲ ضلع بریلی
نام وقف: مسجد و مدرسہ حاجی کریم اللہ، محلہ کنکر ٹولہ، بریلی
واقف: حاجی کریم اللہ مرحوم     وقف نامہ مورخہ ۱۹۳۸ء
متولی: نسل در نسل اولاد واقف میں سے - موجودہ متولی حاجی عبدالوحید خاں
جائیداد: مسجد، مدرسہ کے چار کمرے، سات دکانیں (کرایہ دار)
اندراج بتاریخ ۱۹۷۴ء
""")
u("backlog/2030-08/Board order 12.08.2030 Waqf 1142.pdf", "document_scan", "UP Sunni Central Waqf Board, Lucknow", "2030-08-12", ["C05"], [], """
U.P. SUNNI CENTRAL WAQF BOARD, LUCKNOW
File No. 1142/Bareilly    Order dated 12.08.2030
On the complaint of Mohd. Asif and others regarding non-deposit of rent of seven shops and non-submission of
accounts, the Board is of the view that pending inquiry the management of Waqf No. 1142 be handed over to an
interim committee of three members headed by the District Waqf Inspector. The mutawalli Haji Abdul Waheed Khan
shall hand over the records within 15 days.                 sd/- Chief Executive Officer
""")
u("backlog/2030-09/WRIT-C 21874-2030 order 30.09.2030.pdf", "certified_order_sheet_scan", "Allahabad High Court", "2030-09-30", ["C05"], ["C05-H01"], """
HIGH COURT OF JUDICATURE AT ALLAHABAD
Court No. - 34
Case :- WRIT - C No. - 21874 of 2030
Petitioner :- Haji Abdul Waheed Khan
Respondent :- State Of U.P. And 2 Others
Counsel for Petitioner :- Syed Arshad Ali
Counsel for Respondent :- C.S.C., Syed Farhan Naqvi
Hon'ble Ajay Kumar Nigam, J.
Sri Syed Farhan Naqvi accepts notice on behalf of respondent no. 2, the Board, and seeks time to file counter
affidavit. Four weeks' time is allowed; rejoinder within two weeks thereafter.
Till the next date of listing, status quo as on today shall be maintained as regards the management of Waqf No.
1142; the order dated 12.08.2030 shall not be given effect to.
List on 25.11.2030.
Order Date :- 30.9.2030
""")
u("backlog/2031-03/WhatsApp Chat with Faizan Waheed.txt", "whatsapp_export", "Faizan Waheed / Syed Arshad Ali", "2031-03-17", ["C05"], ["C05-H02", "C05-H04"], """
25/11/30, 6:12 pm - Faizan Waheed: Assalam o alaikum wakeel sahab. Aaj Allahabad mein kya hua? Abbu bahut pareshan hain
25/11/30, 6:20 pm - Syed Arshad Ali: Walaikum assalam. Board ne aaj bhi counter nahi lagaya. Naqvi sahab ne phir waqt manga
25/11/30, 6:21 pm - Syed Arshad Ali: Judge sahab ne last opportunity di hai. Status quo jaari hai, committee kabza nahi le sakti
25/11/30, 6:22 pm - Syed Arshad Ali: Agli tareekh 20.01.2031
25/11/30, 6:30 pm - Faizan Waheed: Shukriya. Dukaanon ka kiraya hum abhi bhi le sakte hain?
25/11/30, 6:33 pm - Syed Arshad Ali: Haan, par raseed kaat kar aur alag khata rakhiye. Hisaab court mein dena pad sakta hai
17/03/31, 5:40 pm - Faizan Waheed: Wakeel sahab aaj ka kya raha? Abbu ki tabiyat theek nahi, woh khud nahi aa sake
17/03/31, 5:52 pm - Syed Arshad Ali: Aaj case pukara hi nahi gaya, not reached. Agli tareekh 05.05.2031
17/03/31, 5:53 pm - Syed Arshad Ali: Status quo chal raha hai, fikr na karein
17/03/31, 5:55 pm - Faizan Waheed: InshaAllah. Rejoinder jo aapne lagaya tha uski copy bhej dijiye
17/03/31, 5:58 pm - Syed Arshad Ali: <Media omitted>
""")
u("backlog/2031-01/WRIT-C 21874-2030 order 20.01.2031.pdf", "certified_order_sheet_scan", "Allahabad High Court", "2031-01-20", ["C05"], ["C05-H03"], """
HIGH COURT OF JUDICATURE AT ALLAHABAD
Court No. - 34
Case :- WRIT - C No. - 21874 of 2030
Petitioner :- Haji Abdul Waheed Khan      Respondent :- State Of U.P. And 2 Others
Hon'ble Ajay Kumar Nigam, J.
Counter affidavit filed today on behalf of respondent no. 2 is taken on record. Learned counsel for the
petitioner prays for and is granted two weeks' time to file rejoinder affidavit.
Interim order dated 30.09.2030 shall continue. List on 17.03.2031.
Order Date :- 20.1.2031
""")
u("backlog/2031-05/waqf writ 5 may.docx", "typed_note_docx", L, "2031-05-05", ["C05"], ["C05-H05"], """
Waqf 1142 writ - Allahabad HC Court 34 - 05.05.2031
Heard ~20 min. My point: Board cannot displace a hereditary mutawalli without s. 64 inquiry and hearing; the
12.08.2030 order is 'pending inquiry' - no inquiry started in 9 months.
Naqvi: complaint of Asif about 7 shops' rent, accounts not given.
Nigam J to Naqvi: 'Produce the register of auqaf - the 1974 entry - and the complete file of the Board on the
next date. Show me where the inquiry stands.' Status quo continues.
Heard in part. List on 14.07.2031. (Stay in Allahabad night before; Faizan to bring original waqfnama 1938.)
""")

# ---------------- C06 dowry death trial
u("backlog/2023-03/postmortem Sunita Maurya.pdf", "document_scan", "District Hospital, Bareilly", "2023-03-12", ["C06"], [], """
POST MORTEM REPORT - District Hospital, Bareilly      P.M. No. 214/2023    Date 12.03.2023
Name: Sunita w/o Vikas Maurya, age about 24 years. Brought by Constable 1108, PS CB Ganj.
External: ligature mark, oblique, 24 cm x 1.5 cm, over the front and sides of the neck above the thyroid cartilage,
running upwards behind the left ear; no other ante-mortem injury.
Cause of death: asphyxia as a result of ante-mortem hanging. Viscera preserved.   sd/- Dr. Alok Varshney
""")
u("backlog/2030-07/IMG_20300719_145532.jpg", "handwritten_note_photo", L, "2030-07-19", ["C06"], ["C06-H01"], """
19.7.30  ST 311/23 Maurya - ASJ 7 (Tiwari sb)
PW1 Ram Bharose (father, vaadi) ka examination-in-chief - ADGC Upadhyay ne karaya. Said: shaadi 2021, Apache
motorcycle aur 2 lakh ki maang, beti ko maarte the. Holi se 2 din pehle phone aaya.
Cross by us next date. ND 9.8.30
""")
u("backlog/2030-08/PW1 Ram Bharose cross 09.08.2030.docx", "typed_note_docx", L, "2030-08-09", ["C06"], ["C06-H02"], """
ST 311/2023 State vs Vikas Maurya - PW1 Ram Bharose - cross by defence - 09.08.2030
- Admitted: shaadi ke baad 2 saal me thane ya panchayat me dahej ki koi shikayat nahi ki (no complaint before death).
- Admitted: Apache motorcycle ki maang ki baat tehrir (FIR) me nahi likhi - 'daroga ne nahi likha'.
- Admitted: Sunita ki goad bharai rasm Jan 2023 me dono parivar ne saath ki.
- Denied suggestion that Sunita was depressed after a miscarriage.
Good cross. ND 06.09.2030 - PW2 (mother).
""")
u("backlog/2030-10/PW2 kamla devi 4 oct.txt", "typed_note_txt", L, "2030-10-04", ["C06"], ["C06-H04"], """
04.10.2030 ASJ-7 - PW2 Kamla Devi (mother) examined, cross by me same day.
- Chief: 'dahej ke liye taane', motorcycle ki maang.
- Cross: admitted she visited Sunita only once after marriage; does not know the date of the demand.
- Admitted Vikas took Sunita to the doctor in Feb 2023 (miscarriage) - helps us.
ND 15.11.2030 - PW3 doctor.
""")
u("backlog/2030-11/ST 311-2023 order 15.11.2030.pdf", "certified_order_sheet_scan", "Additional Sessions Judge, Court No. 7, Bareilly", "2030-11-15", ["C06"], ["C06-H05"], """
न्यायालय अपर सत्र न्यायाधीश, कक्ष संख्या 7, बरेली
सत्र परीक्षण संख्या 311 सन् 2023   सरकार बनाम विकास मौर्या आदि   अ0स0 187/2023 थाना सी0बी0 गंज
धारा 498ए, 304बी भा0द0सं0 व 3/4 दहेज प्रतिषेध अधिनियम
15.11.2030  अभियुक्तगण हाज़िर। अभियोजन साक्षी PW3 डॉ0 आलोक वार्ष्णेय सम्मन तामील के बावजूद अनुपस्थित। यह पुराना
मामला है। साक्षी के विरुद्ध जमानतीय वारंट जारी हो, मुख्य चिकित्सा अधीक्षक के माध्यम से।
पत्रावली दिनांक 20.12.2030 को अभियोजन साक्ष्य हेतु पेश हो।        ह0 देवेन्द्र नाथ तिवारी, अपर सत्र न्यायाधीश
""")
u("backlog/2030-12/PW3 doctor cross 20-12-30.docx", "typed_note_docx", L, "2030-12-20", ["C06"], ["C06-H06"], """
Maurya trial - PW3 Dr. Alok Varshney (PM doctor) - 20.12.2030
Chief: proved PM report; cause asphyxia due to ante-mortem hanging.
Cross (by me):
- Ligature mark oblique, above thyroid, running up behind left ear - 'consistent with hanging'.
- 'Suicidal hanging cannot be ruled out' - he said so in terms. No other ante-mortem injury on the body.
- No injury suggesting struggle; nails normal.
ND 21.03.2031 (long date - court on day-to-day in an older 302 trial).
""")
u("backlog/2031-03/PW4 suresh 21.3.txt", "typed_note_txt", L, "2031-03-21", ["C06"], ["C06-H07"], """
21.3.31 ASJ 7 - PW4 Suresh Kushwaha (brother) examined + cross.
Chief: Holi se pehle Sunita ne phone par bataya tha ki 2 lakh ke liye maarte hain.
Cross: phone call ka koi record nahi; call details police ko nahi diye. Admitted he was in Delhi (job) from 2022.
tareekh padi 02.05.2031 - PW5 IO.
""")
u("backlog/2031-05/IMG-20310502-WA0013.jpg", "handwritten_note_photo", M, "2031-05-02", ["C06"], ["C06-H08"], """
तारीख रजिस्टर - मई 2031
02.05.31  सेशन ट्रायल 311/23 सरकार बनाम विकास मौर्या - कोर्ट 7
          विवेचक (IO) सी.ओ. राजीव दीक्षित हाज़िर नहीं। ए.डी.जी.सी. ने समय लिया। जज साहब ने एस.एस.पी. के माध्यम से
          सम्मन भेजने का आदेश किया। अगली तारीख 13.06.31
""")
u("backlog/2031-06/IMG_20310613_165004.jpg", "handwritten_note_photo", L, "2031-06-13", ["C06"], ["C06-H09"], """
13/6/31 Maurya trial - PW5 IO Rajiv Dixit (CO) examined. Site plan, inquest proved.
Cross shuru: IO admitted no dahej ka saman (motorcycle) recovered; did not record statement of neighbours.
Cross adhoora. ND 17/7/31
""")
u("backlog/2031-06/correction maurya date.txt", "typed_note_txt", L, "2031-06-14", ["C06"], ["C06-H09"], """
14.06.2031 - CORRECTION
Kal ki diary me Maurya trial (ST 311/23) ki ND 17/7 likh di - galat. Peshkar se phone par tasdeeq ki:
sahi agli tareekh 07.07.2031 hai (PW5 IO ki baqi jirah). Register me bhi theek karwa diya - Ram Autar.
""")

# ---------------- C07 Rubina maintenance
u("backlog/2030-09/rubina 27 sept.txt", "typed_note_txt", L, "2030-09-27", ["C07"], ["C07-H01"], """
27.09.2030 Family Court - Rubina Parveen v Shahnawaz (125 CrPC, MC 1187/2024)
Mehrotra madam ne shuru me hi poocha: interim maintenance ka bakaya (arrears) kitna hai? Rs. 4,000 p.m. interim
order hai - Shahnawaz ne 5 mahine se nahi diya.
PW1 Rubina cross by Tariq Jamal: asked why she left the matrimonial home - she said 'mehr bhi nahi diya, maarpeet'.
ND 29.11.2030 - OP evidence.
""")
u("backlog/2030-11/IMG_20301129_124418.jpg", "handwritten_note_photo", L, "2030-11-29", ["C07"], ["C07-H02"], """
29/11/30 Rubina - DW1 Shahnawaz affidavit: claims he is a darzi at Izzatnagar, income only Rs. 9,000 p.m.
Madam ne phir bakaya poocha - Jamal: 'de denge'. Cross next. ND 31/1/31
""")
u("backlog/2031-01/DW1 shahnawaz cross 31.01.2031.docx", "typed_note_docx", L, "2031-01-31", ["C07"], ["C07-H03"], """
Rubina v Shahnawaz - DW1 cross (by me) - 31.01.2031
- Admitted he owns an e-rickshaw (UP25 ET 0912) which he gives on rent at Rs. 300 per day.
- Admitted a room on rent in his name at Izzatnagar - sub-let.
- 'Darzi ki dukan' is his brother's; he only sits there.
- Denied that he remarried.
So income much above 9,000. ND 28.03.2031 - arguments.
""")
u("backlog/2031-03/MC 1187-2024 order 28.03.2031.pdf", "certified_order_sheet_scan", "Family Court, Bareilly", "2031-03-28", ["C07"], ["C07-H04"], """
न्यायालय प्रधान न्यायाधीश, परिवार न्यायालय, बरेली
प्रकीर्ण वाद संख्या 1187 सन् 2024  रुबीना परवीन बनाम शाहनवाज़ खाँ  अन्तर्गत धारा 125 द0प्र0सं0
28.03.2031  उभय पक्ष के अधिवक्ता उपस्थित। प्रार्थिनी की ओर से अन्तरिम भरण-पोषण रु0 4,000/- प्रतिमाह के बकाया
रु0 36,000/- (09 माह) की वसूली हेतु वसूली वारंट का प्रार्थना पत्र। विपक्षी को आपत्ति हेतु अवसर।
आंशिक बहस सुनी गई। पत्रावली दिनांक 16.05.2031 को शेष बहस एवं वसूली प्रार्थना पत्र पर सुनवाई हेतु पेश हो।
                                                             ह0 ऋतु मेहरोत्रा, प्रधान न्यायाधीश
""")

# ---------------- C08 Arif bail
u("backlog/2031-03/FIR 96-2031 Kotwali.pdf", "document_scan", "PS Kotwali, Bareilly", "2031-03-02", ["C08"], [], """
प्रथम सूचना रिपोर्ट - थाना कोतवाली, जनपद बरेली     एफ.आई.आर. संख्या 0096/2031   दिनांक 02.03.2031
धारा 115(2), 118(1), 352 भारतीय न्याय संहिता
वादी: मो0 जुबैर पुत्र अब्दुल सत्तार, निवासी सुभाष नगर
नामित अभियुक्त: आरिफ उर्फ बबलू पुत्र मुस्तकीम व एक अज्ञात
घटना: 01.03.2031 रात्रि लगभग 9 बजे कुतुबखाना के पास पुरानी रंजिश में ईंट से सिर पर चोट।
""")
u("backlog/2031-03/arif bail 24.3.txt", "typed_note_txt", L, "2031-03-24", ["C08"], ["C08-H01"], """
24.03.2031 - Arif @ Babloo bail (BA 2214/2031) - Sessions Judge Upadhyay sahab
Filed u/s 483 BNSS. CJM ne 12.03 ko reject ki thi. In jail since 05.03.2031.
Judge ne pehle case diary aur criminal history mangi. DGC Shukla: injured ka X-ray report pending.
ND 01.04.2031. Mustaqeem sahab ko 2 zamanatdar tayyar rakhne ko bola.
""")
u("backlog/2031-04/IMG-20310401-WA0006.jpg", "handwritten_note_photo", M, "2031-04-01", ["C08", "C03"], ["C08-H02"], """
तारीख रजिस्टर - अप्रैल 2031
01.04.31  जमानत प्रार्थना पत्र 2214/2031 आरिफ उर्फ बबलू - जिला जज
          केस डायरी नहीं आई। डी.जी.सी. ने समय माँगा। अगली तारीख 07.04.31
नोट: यामीन वाले मूल वाद 418 की तारीख 15.04 - यामीन को याद दिलाना (फोन किया)।
""")
u("backlog/2031-04/Bail order Arif 07.04.2031.pdf", "certified_order_sheet_scan", "District and Sessions Judge, Bareilly", "2031-04-07", ["C08"], ["C08-H03"], """
IN THE COURT OF THE DISTRICT AND SESSIONS JUDGE, BAREILLY
Bail Application No. 2214 of 2031    Arif @ Babloo vs State of U.P.    FIR No. 96/2031, PS Kotwali
07.04.2031   Heard learned counsel for the applicant and the learned DGC (Crl.). Perused the case diary.
The injury is simple in nature as per the supplementary medical report; the applicant has no criminal history;
he is in jail since 05.03.2031. Without expressing any opinion on merits, the application is allowed.
Let the applicant be released on bail on furnishing a personal bond and two sureties of Rs. 50,000/- each to the
satisfaction of the court concerned.                            sd/- Vinod Kumar Upadhyay, Sessions Judge
""")

# ---------------- WhatsApp with the junior (many matters)
u("backlog/2031-04/WhatsApp Chat with Priyanshu Jr.txt", "whatsapp_export", "Priyanshu Saxena / Syed Arshad Ali", "2031-04-08", ["C01", "C02", "C05"], ["C02-H05", "C02-H07", "C01-H07"], """
10/12/30, 12:41 pm - Priyanshu Saxena: Sir Yameen 138 me CW1 ka affidavit u/s 145 file ho gaya
10/12/30, 12:42 pm - Priyanshu Saxena: Sharma ji ne 145(2) ki application di cross ke liye, allow ho gayi
10/12/30, 12:43 pm - Priyanshu Saxena: Gangwar khud nahi aaya, Sharma ji ne exemption lagayi - allow. Pehli baar
10/12/30, 12:44 pm - Priyanshu Saxena: ND 28.01.2031
10/12/30, 12:50 pm - Syed Arshad Ali: Theek. Yameen ko cross ke liye taiyar karna hai, security cheque wali line pe
18/03/31, 1:15 pm - Priyanshu Saxena: Sir 138 me aaj phir Gangwar absent, exemption lagi (doosri baar)
18/03/31, 1:16 pm - Priyanshu Saxena: Sharma ji ne adjournment bhi le liya, bole dusri court me busy hain
18/03/31, 1:17 pm - Priyanshu Saxena: Verma sir naraz the - bole agli baar accused nahi aaya to BW jayega
18/03/31, 1:17 pm - Priyanshu Saxena: ND 29/4/31
18/03/31, 1:30 pm - Syed Arshad Ali: 👍
08/04/31, 4:02 pm - Priyanshu Saxena: Sir Noor Zari me PW1 Nadeem ki cross khatam ho gayi
08/04/31, 4:03 pm - Priyanshu Saxena: Agarwal sir ne challan 11-14 pe hi ghuma ghuma ke poocha, Nadeem theek raha
08/04/31, 4:04 pm - Priyanshu Saxena: PW2 Salim ka affidavit file kar diya. ND 13.05.2031
08/04/31, 4:10 pm - Syed Arshad Ali: Salim ko Noida gate register ki photocopy ke saath bulana
""")
u("backlog/2031-06/WhatsApp Chat with Priyanshu Jr (2).txt", "whatsapp_export", "Priyanshu Saxena / Syed Arshad Ali", "2031-06-03", ["C02", "C03", "C07"], ["C03-H07", "C07-H05", "C02-H09"], """
16/05/31, 3:20 pm - Priyanshu Saxena: Sir Rubina me bahas poori ho gayi. Madam ne orders ke liye rakha
16/05/31, 3:21 pm - Priyanshu Saxena: Recovery warrant wali application pe bhi saath me order aayega
16/05/31, 3:21 pm - Priyanshu Saxena: Shahnawaz ne ab tak bakaya nahi diya, Jamal sir bole qist me denge
16/05/31, 3:22 pm - Priyanshu Saxena: ND 11.07.2031 orders
20/05/31, 2:05 pm - Priyanshu Saxena: Sir hotel wale suit me Yameen ki cross khatam. Saxena sir ne 1 lakh wale RTGS pe poocha
20/05/31, 2:06 pm - Priyanshu Saxena: Yameen ne bola woh purane bill 61 ka tha, ledger dikhaya
20/05/31, 2:07 pm - Priyanshu Saxena: Next PW2 - CA Gupta ji. Tareekh 22.07.2031 (vacation ke baad)
03/06/31, 1:48 pm - Priyanshu Saxena: Sir 138 me aaj 313 ka bayan nahi hua, Gangwar phir absent
03/06/31, 1:49 pm - Priyanshu Saxena: Sharma ji ne exemption lagayi - teesri baar. Medical lagaya hai
03/06/31, 1:50 pm - Priyanshu Saxena: Verma sir ne last chance bola, agli baar BW. ND 07.07.2031
03/06/31, 1:55 pm - Syed Arshad Ali: Ok. 7 July ko main chakbandi + Maurya dekhunga, tum 138 sambhalna
""")
u("backlog/2031-05/chakbandi sunwai 8 may.txt", "typed_note_txt", J, "2031-05-08", ["C04"], ["C04-H08"], """
8 May 2031 - Bhitaura chakbandi (Priyanshu ke notes, sir ke saath)
Sir ne bahas ki: 1962 ka registered bainama (Urdu) + 1359 fasli khatauni me Nanku ka naam + lekhpal report kabza.
Mishra ji absent tha pichhli baar, aaj aaye - bole 15 din me likhit bahas denge.
CO Yadav sb: dono taraf likhit bahas (written arguments) 15 din me. ND 07.07.2031.
TODO: written arguments draft sir ko 20 May tak.
""")

# ---------------- plan, cause list
u("backlog/2031-07/Week plan 7-12 July.docx", "typed_note_docx", L, "2031-07-05", ["C02", "C04", "C06", "C07", "C05", "C01"], [], """
WEEK PLAN 07-12 JULY 2031 (after the vacation)
Mon 07/07  - ASJ 7: Maurya trial (304B) - PW5 IO ki baqi jirah. Points: no recovery of motorcycle, neighbours not
             examined, no call details. (main khud)
           - CO Faridpur camp: Bhitaura chakbandi - likhit bahas (written arguments) file karni hai + 1359 fasli
             khatauni ki certified nakal lagani. (main, Maurya ke baad)
           - ACJM-3: Yameen 138 - 313 bayan mulzim. Priyanshu. Agar Gangwar absent to BW ki maang.
Fri 11/07  - Family Court: Rubina - orders (125 + recovery warrant).
Next week  - Mon 14/07 Allahabad HC - Waqf 1142: Faizan se 1974 register ki nakal + Urdu ka Hindi tarjuma (tasdeeq
             shuda) + original waqfnama 1938. Sun ko train.
           - Tue 15/07 Comm. Court - Noor Zari: DW evidence, Silverline ke affidavits dekhne.
""")
u("backlog/2031-07/cause list ACJM-3 07.07.2031.pdf", "cause_list_pdf", "Judgeship Bareilly (e-courts)", "2031-07-05", ["C02"], [], """
DISTRICT COURT BAREILLY - CAUSE LIST FOR 07.07.2031
Court of Additional Chief Judicial Magistrate, Court No. 3 - Sri Pankaj Kumar Verma
Sr  Case No.                 Parties                                        Stage
1   Compl. 1974/2029 (138)   Pramod Agarwal vs Sanjay Sharma                 Defence evidence
2   Compl. 2841/2030 (138)   Mohd. Yameen vs Harish Chandra Gangwar          Statement of accused u/s 313
3   Compl. 3310/2030 (138)   HDFC Bank Ltd. vs Rizwan Ahmad                  Appearance
4   Crl. Case 8812/2029      State vs Naeem @ Kallu (PS Baradari)             Prosecution evidence
5   Compl. 455/2031 (138)    Saxena Traders vs M/s Kapoor Sweets              Summoning
""")
