"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


# ---------------------------------------------------------------- documents (dated by their own date)
up("backlog/2022-09/FIR 612-22 Phulwari.pdf", "document_scan", "Phulwari Sharif P.S.", "2022-09-18", ["C05"], [], """
प्रथम सूचना रिपोर्ट (धारा 154 दं.प्र.सं.)
जिला: पटना    थाना: फुलवारी शरीफ    कांड संख्या: 612/2022    दिनांक: 18.09.2022
अधिनियम एवं धाराएँ: 307, 324/34 भा.द.वि. एवं 27 आर्म्स एक्ट
घटना का दिन एवं समय: 17.09.2022, रात्रि करीब 9 बजे
घटनास्थल: ग्राम नया टोला, फुलवारी शरीफ, थाना से करीब 3 कि.मी. पूरब
सूचक: संजय कुमार, पिता स्व. रामाधार साव, ग्राम नया टोला
अभियुक्त: (1) पप्पू कुमार उर्फ पप्पू राय, पिता मिथिलेश राय (2) अज्ञात
विवरण: सूचक का भाई राजू कुमार दुकान बंद कर घर लौट रहा था तभी पप्पू राय ने पुरानी रंजिश में देसी कट्टा से गोली चलाई जो राजू के बायें जांघ में लगी ...
अनुसंधानकर्ता: अ.नि. दीपक कुमार
""")

up("backlog/2023-11/Notice to tenant Shyam Sundar.pdf", "document_scan", "Shailesh Kumar Pandey", "2023-11-20", ["C06"], [], """
SHAILESH KUMAR PANDEY
Advocate, Patna High Court
Chamber No. 118, Advocates' Association Building, Patna High Court | Mob. 94311 0xxxx
Ref. SKP/Evn/27/2023                                         Date: 20.11.2023
REGD. POST A/D
To, Sri Shyam Sundar Gupta, Prop. "Gupta Stationery & Xerox", Shop No. 3, Ansari Market, Ashok Rajpath, Patna 800004
Sub: Notice for payment of arrears of rent and to vacate the shop
Under instructions from my client Haji Md. Iqbal Ansari, owner of Ansari Market, I give you notice that:
1. You are a monthly tenant of Shop No. 3 at Rs. 6,500/- (Rupees six thousand five hundred) per month payable by the 10th of each English calendar month.
2. You have not paid rent since April, 2023 and are a defaulter within the meaning of the Bihar Buildings (Lease, Rent and Eviction) Control Act, 1982.
3. My client reasonably and in good faith requires the shop for his son Md. Faizan Ansari, a registered pharmacist, to open a medicine shop.
You are called upon to pay the arrears within 15 days and to vacate the shop, failing which a suit for eviction shall be filed at your cost.
sd/- Shailesh Kumar Pandey, Advocate
""")

up("backlog/2025-03/Nilamban aadesh Binod.pdf", "document_scan", "District Panchayat Raj Officer, Patna", "2025-03-14", ["C01"], [], """
कार्यालय जिला पंचायत राज पदाधिकारी, पटना
ज्ञापांक: 742/पं.रा.                                          दिनांक: 14.03.2025
आदेश
श्री बिनोद कुमार यादव, पंचायत सचिव, ग्राम पंचायत राज सिंघाड़ा, प्रखंड बिक्रम, पटना के विरुद्ध 14वें वित्त आयोग की राशि से नल-जल योजना के अभिलेख प्रस्तुत नहीं करने एवं प्रखंड विकास पदाधिकारी, बिक्रम के प्रतिवेदन के आलोक में उन्हें तत्काल प्रभाव से निलंबित किया जाता है।
निलंबन अवधि में उनका मुख्यालय प्रखंड कार्यालय, पालीगंज रहेगा तथा उन्हें नियमानुसार जीवन-निर्वाह भत्ता देय होगा।
इनके विरुद्ध अलग से प्रपत्र 'क' गठित कर विभागीय कार्यवाही संचालित की जाएगी।
ह०/- जिला पंचायत राज पदाधिकारी, पटना
""")

up("backlog/2025-11/cognizance order ACJM 3.pdf", "document_scan", "ACJM-III, Patna", "2025-11-11", ["C02"], [], """
IN THE COURT OF THE ADDITIONAL CHIEF JUDICIAL MAGISTRATE-III, PATNA
Complaint Case No. 2287 (C) of 2024
Smt. Rekha Sinha ... Complainant
Versus
Dr. Anupam Shekhar and Dr. Swati Shekhar ... Accused
11.11.2025
Complainant is present through her counsel. Record taken up for order on cognizance.
Heard. Perused the complaint petition, the S.A. of the complainant and the enquiry witnesses CW1 to CW3. The complainant alleges that the accused persons took the ground floor of her house at Boring Road on lease for a dental clinic, took Rs. 4,50,000/- as advance for interior work to be adjusted in rent and thereafter vacated without paying rent for eleven months and removed the fittings.
Prima facie case is made out u/s 406 and 420 IPC against both the accused. Cognizance taken. Issue summons against the accused persons.
Put up on 09.01.2026 for appearance.
Dictated & corrected. sd/- ACJM-III, Patna
""")

up("backlog/2025-12/IMG20251203112045.jpg", "document_photo", "Circle Office, Danapur", "2025-12-03", ["C03"], [], """
खतियान की सत्यापित प्रतिलिपि
मौजा: शेरपुर    थाना नं. 43    अंचल: दानापुर    जिला: पटना
खाता नं. 118
रैयत का नाम: शिवबालक सिंह, पिता हरिहर सिंह, साकिन शेरपुर
खेसरा नं.    रकबा (ए. डि.)    किस्म
742          0.42             धनहर
744          0.18             भीठ
प्रतिलिपि निर्गत: 03.12.2025    ह०/- अंचल अधिकारी, दानापुर
""")

up("backlog/2026-04/Sangh suchna 16.04.jpeg", "document_photo", "Civil Court Advocates' Association, Danapur", "2026-04-16", [], [], """
अधिवक्ता संघ, व्यवहार न्यायालय, दानापुर
सूचना
संघ के वरिष्ठ सदस्य श्री रामनरेश प्रसाद, अधिवक्ता के आकस्मिक निधन पर दिनांक 17.04.2026 (शुक्रवार) को 11 बजे संघ भवन में शोक सभा आयोजित की जाएगी। उक्त दिवस सभी अधिवक्ता न्यायिक कार्य से विरत रहेंगे।
आदेश से - महासचिव
""")

up("backlog/2026-04/PXL_20260407_101512.jpg", "document_photo", "Patna High Court filing counter", "2026-04-07", ["C01"], [], """
PATNA HIGH COURT - FILING COUNTER (CIVIL WRIT)
Acknowledgement
Diary No.: 61427/2026          Date: 07/04/2026  10:14
Case: CWJC 8841/2025   Binod Kumar Yadav vs The State of Bihar
Document: REJOINDER to the counter affidavit of Resp. No. 4 (pages 1-23)
Filed by: Nikhil Raj, Adv. (for Shailesh Kumar Pandey, Adv.)
Court fee: Rs. 10/-     Defects: NIL
""")

# ---------------------------------------------------------------- order sheets
up("backlog/2026-02/CWJC 8841-2025 order 17.02.2026.pdf", "certified_order_sheet_scan", "court", "2026-02-17", ["C01"], ["C01-H03"], """
IN THE HIGH COURT OF JUDICATURE AT PATNA
Civil Writ Jurisdiction Case No. 8841 of 2025
Binod Kumar Yadav ... Petitioner
Versus
The State of Bihar through the Principal Secretary, Panchayati Raj Department & Ors. ... Respondents
CORAM: HONOURABLE MR. JUSTICE ARVIND PRASAD VERMA
ORAL ORDER
3   17-02-2026   Heard learned counsel for the petitioner and learned AC to SC-11 for the State.
On 09.12.2025 the State was directed to file counter affidavit within four weeks. On 20.01.2026 three weeks' further time was granted on the prayer that instructions had not been received. Today again it is submitted that instructions are awaited.
The petitioner, a Panchayat Sachiv, remains under suspension since 14.03.2025 and it is stated that even subsistence allowance has not been paid.
This Court is not inclined to grant time endlessly. Let the District Panchayat Raj Officer, Patna file his personal affidavit explaining the delay and the status of the departmental proceeding before the next date, failing which he shall remain present in Court in person.
List on 24.03.2026.
(Arvind Prasad Verma, J)
""")

up("backlog/2026-07/CWJC 8841 order dt 07.07.26.pdf", "certified_order_sheet_scan", "court", "2026-07-07", ["C01"], ["C01-H06"], """
IN THE HIGH COURT OF JUDICATURE AT PATNA
Civil Writ Jurisdiction Case No. 8841 of 2025
Binod Kumar Yadav vs The State of Bihar & Ors.
CORAM: HONOURABLE MR. JUSTICE ARVIND PRASAD VERMA
ORAL ORDER
6   07-07-2026   Learned AC to SC-11 produces a copy of Memo No. 1310 dated 06.07.2026 issued by the District Panchayat Raj Officer, Patna, by which the suspension of the petitioner is revoked with effect from 08.07.2026, the departmental proceeding having ended in the punishment of censure.
As regards the subsistence allowance for the period of suspension, learned counsel for the State, on instructions, undertakes that the arrears of Rs. 1,86,420/- shall be paid to the petitioner within six weeks from today. The undertaking is accepted.
The prayer for revocation of suspension has become infructuous. List this case for compliance on 22.09.2026.
(Arvind Prasad Verma, J)
""")

up("backlog/2026-02/CrMisc 14372 order 10.02.26.pdf", "certified_order_sheet_scan", "court", "2026-02-10", ["C02"], ["C02-H01"], """
IN THE HIGH COURT OF JUDICATURE AT PATNA
CRIMINAL MISCELLANEOUS No. 14372 of 2026
Arising Out of PS. Case No. - Year- District- Patna (Complaint Case No. 2287 (C) of 2024)
Dr. Anupam Shekhar & Anr. ... Petitioners
Versus
The State of Bihar & Anr. ... Opposite Parties
CORAM: HONOURABLE MRS. JUSTICE KAVITA SAHAY
ORAL ORDER
2   10-02-2026   Heard learned counsel for the petitioners and the learned APP for the State.
The petitioners seek quashing of the order dated 11.11.2025 by which cognizance has been taken u/s 406 and 420 IPC in Complaint Case No. 2287 (C) of 2024 by the learned ACJM-III, Patna. It is submitted that the dispute is purely civil, arising out of a lease of the ground floor for a dental clinic, and that a money suit is already pending.
Issue notice to O.P. No. 2. Requisites within one week. Call for the lower court record.
In the meantime, no coercive steps shall be taken against the petitioners till the next date.
List on 17.03.2026.
(Kavita Sahay, J)
""")

up("backlog/2026-07/CrMisc 14372 order 07-07-2026.pdf", "certified_order_sheet_scan", "court", "2026-07-07", ["C02"], ["C02-H04"], """
IN THE HIGH COURT OF JUDICATURE AT PATNA
CRIMINAL MISCELLANEOUS No. 14372 of 2026
Dr. Anupam Shekhar & Anr. vs The State of Bihar & Anr.
CORAM: HONOURABLE MRS. JUSTICE KAVITA SAHAY
ORAL ORDER
5   07-07-2026   Counter affidavit on behalf of O.P. No. 2 has been filed on 03.07.2026. Let it be kept on record.
Having heard the parties for some time, this Court finds that the dispute is essentially about arrears of rent and adjustment of an advance of Rs. 4,50,000/-. The parties are referred to the Patna High Court Mediation Centre. Both parties shall appear before the Centre on 20.07.2026. Interim order to continue.
List on 18.08.2026 with the report of the Mediation Centre.
(Kavita Sahay, J)
""")

up("backlog/2026-04/TS 212-19 aadesh patra 17.04.26.pdf", "certified_order_sheet_scan", "court", "2026-04-17", ["C03"], ["C03-H05"], """
न्यायालय अवर न्यायाधीश-प्रथम, दानापुर
स्वत्व वाद संख्या 212/2019
राम प्रवेश सिंह ........ वादी
बनाम
जगदीश सिंह वगैरह ........ प्रतिवादीगण
17.04.2026   अभिलेख उपस्थापित। वादी की ओर से हाजिरी दाखिल। अधिवक्ता संघ के प्रस्ताव के आलोक में अधिवक्तागण शोक सभा के कारण न्यायिक कार्य से विरत हैं। वादी साक्षी संख्या 2 उपस्थित नहीं।
अतः वादी साक्ष्य हेतु दिनांक 15.05.2026 को उपस्थापित करें।
ह०/- अवर न्यायाधीश-प्रथम, दानापुर
""")

up("backlog/2026-10/TS 212 order sheet 9-10-26.pdf", "certified_order_sheet_scan", "court", "2026-10-09", ["C03"], ["C03-H09"], """
न्यायालय अवर न्यायाधीश-प्रथम, दानापुर
स्वत्व वाद संख्या 212/2019    राम प्रवेश सिंह बनाम जगदीश सिंह वगैरह
09.10.2026   अभिलेख उपस्थापित। पक्षकारों की ओर से हाजिरी दाखिल। आज प्रतिवादी साक्ष्य हेतु नियत है।
प्रतिवादीगण की ओर से कोई साक्षी उपस्थित नहीं। प्रतिवादी के विद्वान अधिवक्ता द्वारा पुत्र के विवाह के कारण समय की याचना की गई। वादी पक्ष द्वारा विरोध किया गया कि प्रतिवादी पूर्व में भी खर्चा पर समय ले चुके हैं।
अंतिम अवसर के रूप में 500/- रु० खर्चा पर समय दिया जाता है जो अगली तिथि को वादी को देय होगा। अगली तिथि को साक्षी प्रस्तुत नहीं करने पर प्रतिवादी साक्ष्य बंद कर दिया जाएगा।
प्रतिवादी साक्ष्य हेतु दिनांक 20.11.2026 को उपस्थापित करें।
ह०/- अवर न्यायाधीश-प्रथम, दानापुर
""")

up("backlog/2026-01/Bantwara vad 67-22 aadesh 23.01.2026.pdf", "certified_order_sheet_scan", "court", "2026-01-23", ["C04"], ["C04-H02"], """
न्यायालय अवर न्यायाधीश-पंचम, पटना
बंटवारा वाद संख्या 67/2022
श्रीमती कुसुम देवी वगैरह ........ वादीगण
बनाम
अवधेश प्रसाद वगैरह ........ प्रतिवादीगण
23.01.2026   अभिलेख उपस्थापित। वादिनी स्वयं उपस्थित। प्रतिवादी संख्या 1 की ओर से अधिवक्ता उपस्थित। प्रतिवादी संख्या 2 के विरुद्ध एकपक्षीय सुनवाई पूर्व में ही आदेशित।
अभिवचनों के आधार पर निम्नलिखित वाद-बिन्दु विरचित किए गए:
1. क्या वाद पोषणीय है?  2. क्या वादीगण को वाद का कारण प्राप्त है?  3. क्या वाद परिसीमा से बाधित है?
4. क्या वाद सम्पत्ति में पूर्व में बंटवारा हो चुका है?  5. क्या वादीगण वाद सम्पत्ति में 1/4 हिस्से के हकदार हैं?
6. वादीगण किस अनुतोष के हकदार हैं?
वादी साक्ष्य हेतु दिनांक 27.02.2026 को उपस्थापित करें। पक्षकार चाहें तो आपसी सुलह पर भी विचार करें।
ह०/- अवर न्यायाधीश-पंचम, पटना
""")

up("backlog/2026-09/Partition 67-22 order 04.09.2026.pdf", "certified_order_sheet_scan", "court", "2026-09-04", ["C04"], ["C04-H07"], """
न्यायालय अवर न्यायाधीश-पंचम, पटना
बंटवारा वाद संख्या 67/2022    श्रीमती कुसुम देवी वगैरह बनाम अवधेश प्रसाद वगैरह
04.09.2026   अभिलेख उपस्थापित। उभय पक्ष उपस्थित। प्रतिवादी संख्या 1 के विद्वान अधिवक्ता ने प्रतिवादी साक्ष्य बंद करने की पुर्जी दाखिल की। प्रतिवादी साक्ष्य बंद।
न्यायालय द्वारा पक्षकारों को पुनः सुलह हेतु प्रेरित किया गया, परन्तु कोई सहमति नहीं बनी। पक्षकार चाहें तो आगामी राष्ट्रीय लोक अदालत में भी मामला रख सकते हैं।
बहस हेतु दिनांक 06.11.2026 को उपस्थापित करें।
ह०/- अवर न्यायाधीश-पंचम, पटना
""")

up("backlog/2026-07/ST 389-23 aadesh 21.07.26.pdf", "certified_order_sheet_scan", "court", "2026-07-21", ["C05"], ["C05-H07"], """
न्यायालय अपर सत्र न्यायाधीश-चतुर्थ, पटना
सत्रवाद संख्या 389/2023 (फुलवारी शरीफ थाना कांड संख्या 612/2022)
राज्य बनाम पप्पू कुमार उर्फ पप्पू राय
21.07.2026   अभिलेख उपस्थापित। अभियुक्त जमानत पर, हाजिरी दाखिल। अपर लोक अभियोजक उपस्थित। अभियोजन साक्षी अनुसंधानकर्ता अ.नि. दीपक कुमार पूर्व में जमानतीय अधिपत्र निर्गत होने के बावजूद अनुपस्थित।
अनुसंधानकर्ता के विरुद्ध गैर-जमानतीय अधिपत्र निर्गत करें। इस आदेश की प्रति वरीय पुलिस अधीक्षक, पटना को इस निदेश के साथ भेजें कि अगली तिथि को अनुसंधानकर्ता की उपस्थिति सुनिश्चित करें।
अभियोजन को अंतिम अवसर दिया जाता है। अभियोजन साक्ष्य हेतु दिनांक 27.08.2026 को उपस्थापित करें।
ह०/- अपर सत्र न्यायाधीश-चतुर्थ, पटना
""")

up("backlog/2026-02/Eviction 14-24 order 27.2.26.pdf", "certified_order_sheet_scan", "court", "2026-02-27", ["C06"], ["C06-H02"], """
IN THE COURT OF MUNSIF-I, PATNA
Eviction Suit No. 14 of 2024
Haji Md. Iqbal Ansari ... Plaintiff
Vs.
Shyam Sundar Gupta ... Defendant
27.02.2026   Both sides present. Heard on the plaintiff's petition u/s 15 of the Bihar Buildings (Lease, Rent and Eviction) Control Act, 1982.
The defendant admits the tenancy at Rs. 6,500/- per month but pleads that part of the rent was paid to the plaintiff's brother. No receipt is produced. Prima facie the rent from April 2023 to November 2025, i.e. 32 months, amounting to Rs. 2,08,000/-, is in arrears.
The defendant is directed to deposit the arrears of Rs. 2,08,000/- in Court within 30 days and to go on depositing the monthly rent of Rs. 6,500/- by the 15th of every month, failing which his defence against ejectment shall be struck off.
Put up on 27.03.2026 for compliance.
sd/- Munsif-I, Patna
""")

up("backlog/2026-06/Eviction Suit 14 of 2024 - order 26.06.2026.pdf", "certified_order_sheet_scan", "court", "2026-06-26", ["C06"], ["C06-H05"], """
IN THE COURT OF MUNSIF-I, PATNA
Eviction Suit No. 14 of 2024    Haji Md. Iqbal Ansari vs Shyam Sundar Gupta
26.06.2026   Parties present. Heard on the defendant's petition dated 08.05.2026 under Order 6 Rule 17 CPC for amendment of the written statement to plead that rent was paid to the plaintiff's brother Md. Iqbal Hussain.
The proposed amendment introduces a new plea after the deposit of the entire arrears under the order of this Court, without any document, and is only to delay the trial. Petition rejected with cost of Rs. 500/- payable to the plaintiff.
The following issues are framed: (1) Is the suit maintainable? (2) Is the defendant a defaulter? (3) Does the plaintiff require the shop in good faith for his son? (4) Can the need be satisfied by partial eviction? (5) Relief.
Put up on 07.08.2026 for plaintiff's evidence.
sd/- Munsif-I, Patna
""")

# ---------------------------------------------------------------- the advocate's diary pages (phone photos)
up("backlog/2025-12/IMG20251209193015.jpg", "handwritten_note_photo", "Pandey", "2025-12-09", ["C01"], ["C01-H01"], """
9.12.25 Tue   HC Ct 14 - Verma J
CWJC 8841/25 Binod Yadav (Panchayat Sachiv, Bikram)
- admission. Argued: suspended since 14.3.25, no charge memo for 6 months, no subsistence allowance paid at all.
- Verma J asked AC to SC-11 Manoj Jha "who is the officer sitting on this?" - Jha ji: will take instructions.
- Notice. CA in 4 wks.
ND 20.1.26
Binod ko phone kiya - bola salary slip & suspension order ki copy la dena.
""")

up("backlog/2026-03/IMG20260324184410.jpg", "handwritten_note_photo", "Pandey", "2026-03-24", ["C01"], ["C01-H04"], """
24/3 HC
Binod writ - CA FINALLY filed on 21.3 by Resp 4 (DPRO) - says D.P. pending, charge memo issued 02.02.26 (!! i.e. only after our writ). Subsistence allce "under process".
DPRO did not appear - personal aff. filed along with CA so Court let it go.
Rejoinder 2 wks. Nikhil to draft - point: charge memo after 11 months.
ND 5.5.26
""")

up("backlog/2026-07/IMG20260707201122.jpg", "handwritten_note_photo", "Pandey", "2026-07-07", ["C01", "C02"], ["C01-H06", "C02-H04"], """
07.07.26  HC - two matters
(1) Ct 14 Binod writ: suspension REVOKED w.e.f. 8.7 (memo 1310 dt 6.7) - censure only. Jha ji on phone in court, then undertook: arrears of SA Rs 1,86,420 in 6 weeks. Undertaking recorded. ND 22.9 compliance.
   -> tell Binod to join at Paliganj? no - he goes back to his panchayat. 
(2) Ct 22 Dr Anupam quashing: O.P.2 CA filed 3.7 (Tabrez Alam finally). Sahay J - "ye to kiraye ka jhagda hai" - sent to Mediation Centre, first sitting 20.7. Interim continues. ND 18.8.
Dr saheb ko bolna 20.7 ko Mediation Centre khud jaana hai, with Swati madam.
""")

up("backlog/2026-03/IMG20260317190502.jpg", "handwritten_note_photo", "Pandey", "2026-03-17", ["C02"], ["C02-H02"], """
17.3 Tue  Ct 22 Sahay J
Dr Anupam Cr Misc 14372/26 - OP2 (Rekha Sinha) appeared thru Md. Tabrez Alam. Wants 4 wks for counter. We objected - notice served in Feb itself. Granted 4 wks anyway; interim (no coercive) continues.
LCR received? - not yet, office to remind.
ND 21.4
""")

up("backlog/2026-04/IMG20260421175833.jpg", "handwritten_note_photo", "Pandey", "2026-04-21", ["C02"], ["C02-H03"], """
21-4-26   Ct 22
Anupam quashing - no counter. Tabrez Alam absent AGAIN (his junior said sir Supreme Court gaye hain). Junior asked "pass over / some time".
Sahay J annoyed: "last chance to OP2, next date counter must be on record". Interim extended.
After vacation -> ND 7.7.26
LCR now on record (came 9.4).
""")

up("backlog/2026-11/IMG20261120181204.jpg", "handwritten_note_photo", "Pandey", "2026-11-20", ["C03"], ["C03-H10"], """
20.11.26 Fri  Danapur, SJ-I
TS 212/19 Ram Pravesh - DW1 Jagdish Singh (D1) chief affidavit filed; Sharma ji paid the Rs 500 cost (receipt taken).
Cross by me started: DW1 admits khatiyan in name of Shivbalak Singh (our vendor's father); says sale deed 1987 "farzi" but never filed any case in 37 yrs. Admits he does not pay rasid for 742.
Cross to continue. ND 18.12.26
Ram Pravesh ji ko bolna - original rasid ki file le ke aana.
""")

up("backlog/2026-02/IMG20260227192240.jpg", "handwritten_note_photo", "Pandey", "2026-02-27", ["C04", "C06"], ["C04-H03", "C06-H02"], """
27.02.2026 (Fri) Civil Court Patna
1) Partition 67/22 Kusum Devi - SJ-V. PW1 Kusum Devi chief on affidavit filed & tendered. Pathak ji (D1) - "cross next date, client out of station". Deferred. Madam again: "koi sulah ka rasta nikaliye". ND 10.4.26
2) Evn 14/24 Haji sahab - Munsif-I. s.15 order passed: deposit arrears 2,08,000 within 30 days + monthly 6,500 by 15th, else defence struck off. Binay Sinha wanted time to "file reply to s.15" - refused, judge decided same day. ND 27.3 compliance.
""")

up("backlog/2026-07/IMG20260717183016.jpg", "handwritten_note_photo", "Pandey", "2026-07-17", ["C04"], ["C04-H06"], """
17/07/26  SJ-V Patna - Kusum Devi partition
DW1 Awadhesh Prasad (D1) exam-in-chief + my cross same day.
Admissions in cross: (i) house at Lohanipur built by father Late Ram Lakhan Prasad; (ii) no registered partition deed; (iii) Punpun land rent receipts still in father's name.
He said "bhabhi ko 12 lakh de rahe the, nahi li". 
Pathak ji to close DW evidence next date.
ND 04/09/26
""")

up("backlog/2025-12/IMG20251216190733.jpg", "handwritten_note_photo", "Pandey", "2025-12-16", ["C05"], ["C05-H01"], """
16.12.25 ADJ-IV Patna
ST 389/23 Pappu Rai (307) - PW1 Sanjay Kumar (informant, brother of injured) chief by APP Rakesh Ranjan.
Says occurrence at 7.30 pm; FIR says 9 pm!! Says saw Pappu fire from 10 ft in "light of the bulb at the dukan".
Cross deferred at our request - need the FIR & case diary compare.
ND 13.1.26
Mithilesh Rai (father) met outside - Rs 5,000 fee balance given.
""")

up("backlog/2026-08/IMG20260827174520.jpg", "handwritten_note_photo", "Pandey", "2026-08-27", ["C05"], ["C05-H08"], """
27.8.26 Thu  ADJ-IV
ST 389 - I.O. SI Deepak Kumar came (after NBW + SSP letter). PW4.
Cross: no seizure of the katta, no blood-stained earth seized, did not record statement of the shopkeeper whose bulb; site plan shows no shop light. 
APP closed prosecution evidence - only 4 PWs.
313 next. ND 6.10.26
""")

# ---------------------------------------------------------------- munshi's khata (photos sent on WhatsApp)
up("backlog/2025-12/WhatsApp Image 2025-12-05 at 5.41.18 PM.jpeg", "handwritten_note_photo", "Ramashray", "2025-12-05", ["C03"], ["C03-H01"], """
5/12/25   दानापुर - सब जज प्रथम
टा. सू. 212/19 राम प्रवेश सिंह
PW1 राम प्रवेश जी के एफिडेविट दाखिल हो गेलई। जिरह नहीं भेल - प्रतिवादी के ओकील शर्मा जी बीमार, बीमारी के पुर्जी देलन।
हाकिम 200 रु० खर्चा पर टाइम देलन।
अगला तारीख 9.1.26
""")

up("backlog/2026-02/WhatsApp Image 2026-02-06 at 6.02.44 PM.jpeg", "handwritten_note_photo", "Ramashray", "2026-02-06", ["C03"], ["C03-H03"], """
6.2.26  दानापुर
राम प्रवेश बाबू के केस - PW1 के जिरह खतम भेल। 200 रु० खर्चा शर्मा जी देलन हल (रसीद हमरा पास)।
दूसर गवाह शिवनाथ महतो के सम्मन निकालल गेल।
तारीख - 13.3.26
""")

up("backlog/2026-04/WhatsApp Image 2026-04-17 at 1.15.02 PM.jpeg", "handwritten_note_photo", "Ramashray", "2026-04-17", ["C03"], ["C03-H05"], """
17/4  दानापुर
आज शोक सभा - काम नहीं भेल। पेसकार से तारीख ले लेली।
TS 212 - अगला तारीख 15.5.26
शिवनाथ महतो आयल हलन, घुर गेलन। अगला बेर भाड़ा 300 रु० मांगत हथ।
""")

up("backlog/2025-12/WhatsApp Image 2025-12-12 at 4.50.31 PM.jpeg", "handwritten_note_photo", "Ramashray", "2025-12-12", ["C04"], ["C04-H01"], """
12.12.2025  सिविल कोर्ट पटना, सब जज पंचम
बंटवारा 67/22 कुसुम देवी
प्रतिवादी 1 अवधेश प्रसाद के w/s दाखिल। प्रतिवादी 2 (सुधा देवी) नहीं आयल - एकतरफा।
अगला तारीख 23.1.26 - इशू बनतई।
""")

up("backlog/2026-02/WhatsApp Image 2026-02-12 at 5.20.09 PM.jpeg", "handwritten_note_photo", "Ramashray", "2026-02-12", ["C05"], ["C05-H03"], """
12/2/26  ADJ-4
सत्रवाद 389/23 पप्पू राय - आज कोई गवाह नहीं आयल। APP साहेब बोललन गवाह के खबर नहीं।
हाकिम घायल राजू कुमार के सम्मन आउर दरोगा दीपक कुमार पर जमानती वारंट।
पप्पू हाजिर हलन।
तारीख 19.3.26
""")

up("backlog/2026-07/WhatsApp Image 2026-07-21 at 3.05.47 PM.jpeg", "handwritten_note_photo", "Ramashray", "2026-07-21", ["C05"], ["C05-H07"], """
21.7.26  ADJ-IV
पप्पू राय - दरोगा दीपक कुमार फिर नहीं आयल। हाकिम गैर-जमानती वारंट कर देलन, SSP साहेब के चिट्ठी।
APP के बोललन - अंतिम मौका।
तारीख 27.8.26
""")

up("backlog/2026-05/WhatsApp Image 2026-05-08 at 2.33.10 PM.jpeg", "handwritten_note_photo", "Ramashray", "2026-05-08", ["C06"], ["C06-H04"], """
8/5/26   मुंसिफ प्रथम
बेदखली वाद 14/24 हाजी साहेब
किरायेदार बाकी 1,08,000 रु० चालान से जमा कर देलक (पहिले 1 लाख जमा हल)। ओकर ओकील बिनय सिन्हा जी बोललन - हर महीना 15 तारीख तक किराया जमा करतई, कोर्ट में वचन देलन।
आज नया दरखास - लिखित बयान में संशोधन के (O6 R17)।
तारीख 26.6.26
""")

up("backlog/2026-09/WhatsApp Image 2026-09-26 at 1.48.55 PM.jpeg", "handwritten_note_photo", "Ramashray", "2026-09-26", ["C06"], ["C06-H07"], """
26.9.26 (शनिवार)  मुंसिफ-1
हाजी साहेब के केस - PW1 के जिरह पूरा। PW2 फैजान अंसारी (बेटा, दवाई दोकान खातिर) के गवाही भेल, जिरह भी।
बिनय सिन्हा जी आज फिर एगो दरखास देलन - दोकान के नापी खातिर कमिश्नर।
तारीख 27.11.26
""")

# ---------------------------------------------------------------- typed notes (.txt, .docx)
up("backlog/2026-01/New Text Document.txt", "typed_note_txt", "Pandey", "2026-01-20", ["C01"], ["C01-H02"], """
20 jan 2026 - HC

CWJC 8841/2025 (Binod Yadav) - Verma J, item 31
CA not filed. Manoj Jha (AC to SC-11) same line: "instructions not received from the department".
Court: 3 weeks more, "make it clear no further time". 
NDOH 17.2.26
TODO: letter to DPRO with copy of order - Nikhil. Binod says SA not paid even Rs 1 in 10 months.
""")

up("backlog/2026-09/binod compliance 22.9.txt", "typed_note_txt", "Pandey", "2026-09-22", ["C01"], ["C01-H07"], """
22/09/2026 Ct 14
Binod writ - compliance. State filed compliance report: Rs 1,10,000 paid on 28.08.2026 by RTGS. Balance Rs 76,420 - "awaiting allotment".
Verma J: balance within 4 weeks, else DPRO to be present. List for compliance.
ND 08.12.2026
Binod confirms 1.10 lakh received. Balance not yet (as of 30 Nov also not - he called).
""")

up("backlog/2026-01/ts212 nikhil 9jan.txt", "typed_note_txt", "Nikhil", "2026-01-09", ["C03"], ["C03-H02"], """
9/1/26 danapur sj-1
TS 212/19 ram pravesh - PW1 cross hua part me. sharma ji ne 1987 sale deed pe hi sawal kiye - stamp vendor kaun tha, gawah kaun the. PW1 ne thik jawab diya, bola sale deed pe gawah Lakhan Ram the.
cross baki hai. sharma ji ne 200 cost abhi tak nahi diya, judge ne bola next date pe dena hoga.
ND 6/2/26
""")

up("backlog/2026-07/ts 212 10.07.txt", "typed_note_txt", "Nikhil", "2026-07-10", ["C03"], ["C03-H07"], """
10.07.26 danapur
TS 212 - amin commission wala petition (def ka) REJECT ho gaya - judge ne bola evidence stage pe commission nahi, def apna evidence de.
PW3 Lakhan Ram aaye the (sale deed ke gawah, 78 saal). sharma ji bahar hai bol ke unke junior ne time maang liya. Humne virodh kiya - gawah buzurg hai. Judge ne 300 cost lagaya, 21.8 ko pakka PW3.
Ram Pravesh ji gusse me the, Lakhan Ram ko wapas le jaane ka bhada 400 laga.
ND 21.08.26
""")

up("backlog/2026-11/kusum args 6.11.txt", "typed_note_txt", "Pandey", "2026-11-06", ["C04"], ["C04-H08"], """
6.11.2026  SJ-V  Partition 67/22 (Kusum Devi)
Argued for plaintiffs ~40 min: (1) admission of DW1 no partition deed, (2) rent receipts in father's name, (3) D2 ex parte, no contest. Relied on 1/4 share - 4 sons of Ram Lakhan Prasad, Kusum's husband Late Sunil Prasad one of them.
Pathak ji: not ready, sought time for argument - granted.
Madam: "agli baar faisla karna hai, Lok Adalat mein chahiye to batayiye".
ND 4.12.26 (args of D1)
Ankit (Kusum's son) called in evening - asked if 15 lakh offer aaye to le lein? Told him to come to chamber.
""")

up("backlog/2026-03/st389 19-3.txt", "typed_note_txt", "Pandey", "2026-03-19", ["C05"], ["C05-H04"], """
19-03-2026 ADJ-IV
ST 389/23 Pappu Rai: PW2 Raju Kumar (injured) examined by APP and cross by me same day.
Big point in cross: "andhera tha, goli kisne chalayi maine nahi dekha, bhaiya ne bataya Pappu tha". Also admits old land dispute between his family and Pappu's family (boundary of dalan).
Injury left thigh, treated PMCH 8 days.
ND 28.4.26 - doctor & IO for prosecution.
""")

up("backlog/2026-04/Pappu 28.4.txt", "typed_note_txt", "Pandey", "2026-04-28", ["C05"], ["C05-H05"], """
28.4.26 - ADJ-IV - ST 389 Pappu Rai
No PW present - APP: summons to Dr Shakil returned unserved (transferred to NMCH).
Pappu absent - fever, we filed 317 petition with medical. Tiwari sahab allowed it but warned: "next date accused must be present personally, otherwise bail bond cancel".
ND 2.6.26
""")

up("backlog/2026-04/Pappu 28.4 correction.txt", "typed_note_txt", "Pandey", "2026-04-29", ["C05"], ["C05-H05"], """
29/4 - CORRECTION to my note of yesterday (Pappu Rai ST 389):
ND is NOT 2.6 - peshkar gave 09.06.2026 (Tuesday). 2.6 was my mistake (court's June list). Ramashray checked the order sheet today.
Also tell Mithilesh Rai: Pappu must be physically present on 9.6.
""")

up("backlog/2026-11/ST389 17.11.26.txt", "typed_note_txt", "Pandey", "2026-11-17", ["C05"], ["C05-H10"], """
17.11.26  ADJ-IV
ST 389/23 Pappu - DW1 Mithilesh Rai (father, not uncle - correct in brief) examined: says Pappu was at Masaurhi at his mama's house on 17.9.22 evening for a tilak ceremony. APP cross - short; he admitted no photograph of the tilak.
Defence evidence closed.
Tiwari sahab: arguments next date, "written argument bhi de dijiye".
ND 15.12.26 - arguments. Prepare: (a) 7.30 vs 9 pm, (b) PW2 did not see, (c) no recovery, (d) delay in FIR, (e) old land dispute = motive to implicate.
""")

up("backlog/2026-11/plan 1-5 dec.txt", "typed_note_txt", "Pandey", "2026-11-30", ["C01", "C02", "C04", "C05"], [], """
week plan (30 nov)
Wed 2  - chamber: Kusum Devi son Ankit 5 pm; draft written argument ST 389 (Pappu)
Thu 3  - HC, mentioning list; check Anupam written notes filed or not (OP2 filed?)
Fri 4  - SJ-V Kusum partition - D1 args. carry DW1 admissions page.
Sat 5  - Binod writ: compliance affidavit - call Binod, balance 76,420 aaya kya?
next week: Binod Tue, Anupam Thu (orders), Pappu args Tue 15th
""")

up("backlog/2026-05/CWJC 8841 5.5.26 notes.docx", "typed_note_docx", "Pandey", "2026-05-05", ["C01"], ["C01-H05"], """
CWJC No. 8841 of 2025 - Binod Kumar Yadav v. State of Bihar
Date: 05.05.2026   Court No. 14 (Verma J)

Rejoinder filed on 07.04.2026 (Diary No. 61427/2026) - on record.
Heard in part (about 20 minutes). Points urged:
 - suspension beyond 90 days without charge memo (charge memo only 02.02.2026);
 - no subsistence allowance for 13 months - Rule 10 of the CCA Rules;
 - Panchayat Sachiv is a State employee - DPRO is competent, BDO's report is dated after suspension.
Court asked AC to SC-11 to produce the original departmental proceeding file next date; "enquiry kab tak khatam hogi, batayiye".
Next date: 07.07.2026 (after summer vacation).
""")

up("backlog/2026-05/TS 212 PW2 Shivnath.docx", "typed_note_docx", "Pandey", "2026-05-15", ["C03"], ["C03-H06"], """
T.S. 212/2019 - Ram Pravesh Singh v. Jagdish Singh & Ors.
Sub Judge-I, Danapur - 15.05.2026

PW2 Shivnath Mahto (neighbour, 64 yrs) examined in chief: plaintiff in possession of khesra 742 since 1987, cultivates paddy; defendants tried to dispossess in 2018 (the case of Danapur P.S. then).
Exhibits marked today: Ext. 1 - registered sale deed No. 4417 dated 12.06.1987; Ext. 2 - certified copy of khatiyan Khata 118.
Cross by Sharma ji: suggested PW2 is plaintiff's relative - denied; "bataiye kitna bigha hai" - PW2 said 42 decimal, about 1 bigha (local).
Amin commission petition of defendants - heard, order reserved for next date.
Next date: 10.07.2026 - PW3 Lakhan Ram.
""")

up("backlog/2026-04/Kusum PW1 cross 10.04.docx", "typed_note_docx", "Pandey", "2026-04-10", ["C04"], ["C04-H04"], """
Partition Suit 67/2022 - Kusum Devi
SJ-V Patna, 10 April 2026

PW1 Kusum Devi cross-examined by Shri Rajiv Ranjan Pathak (D1) - 1 hr 10 min.
 - Denied that the family partitioned orally in 2009 ("mauk bantwara").
 - Admitted she lives in the 2 rooms on the first floor since husband's death (2017).
 - Admitted she has not paid municipal tax.
After cross, Pathak ji in the corridor: D1 ready to pay Rs 12,00,000 for her share. Kusum and Ankit refused - house alone worth more than 60 lakh.
Madam asked if any compromise - told her no.
ND 22.5.26 - PW2 Ramji Prasad.
""")

up("backlog/2026-01/ST 389 PW1 cross points.docx", "typed_note_docx", "Pandey", "2026-01-13", ["C05"], ["C05-H02"], """
S.T. 389/2023 - State v. Pappu Kumar @ Pappu Rai - ADJ-IV, Patna
13.01.2026 - PW1 Sanjay Kumar cross-examined (by me)

1. Time: PW1 sticks to 7.30 pm - FIR says 9 pm. Confronted; he said "daroga ji ne likha hoga".
2. Distance: says 10 ft; in para 4 of his statement to police, 25-30 ft.
3. Light: "bulb at Ramesh's dukan" - admits dukan was closed by 7.
4. Motive: admits civil suit between the families over dalan boundary (T.S. pending at Danapur).
5. Admits he reached the spot after hearing the sound - i.e. not an eye-witness of the firing.
Next date: 12.02.2026.
""")

# ---------------------------------------------------------------- WhatsApp exports
up("backlog/2026-11/WA chat Binod Yadav.txt", "whatsapp_export", "Pandey", "2026-11-30", ["C01"], ["C01-H07"], """
14/03/26, 10:12 am - Binod Yadav Panchayat Sachiv: Pranam sir. Aaj suspension ka 1 saal ho gaya. Kuch nahi mila abhi tak
14/03/26, 10:30 am - Shailesh Pandey: Binod ji, 24 ko date hai. Judge ne DPRO se personal affidavit manga hai. Dhairya rakhiye
08/07/26, 9:05 am - Binod Yadav Panchayat Sachiv: Sir aaj se join kar liye Singhara panchayat me. Bahut dhanyawad
08/07/26, 9:20 am - Shailesh Pandey: Good. Ab subsistence allowance ka 1,86,420 6 hafte me dena hai State ko, undertaking diya hai court me
28/08/26, 4:41 pm - Binod Yadav Panchayat Sachiv: Sir 1,10,000 aaya account me aaj. Baki ka kuch nahi bola
22/09/26, 3:15 pm - Shailesh Pandey: Binod ji, compliance me court ne baaki 76,420 4 hafte me dene bola hai. Agla date 8 December
22/09/26, 3:18 pm - Binod Yadav Panchayat Sachiv: Ok sir. Fees ka 10,000 kal Nikhil ji ko de denge
30/11/26, 7:02 pm - Binod Yadav Panchayat Sachiv: Sir baki paisa abhi tak nahi aaya. 8 ko kya hoga
30/11/26, 7:10 pm - Shailesh Pandey: Court ko bataenge. Verma J ne pehle bola tha na denge to DPRO ko bulayenge
""")

up("backlog/2026-10/Dr Anupam chat export.txt", "whatsapp_export", "Pandey", "2026-10-05", ["C02"], ["C02-H01", "C02-H05", "C02-H06"], """
10/02/2026, 13:40 - Shailesh Pandey: Dr sahab, notice issued. No coercive steps till next date - aap aur Swati madam dono ko protection hai. Next date 17 March.
10/02/2026, 13:52 - Dr Anupam Shekhar: Thank you sir! Rekha ji ke lawyer ne kal phone kiya tha, 6 lakh maang rahe hain settlement me
10/02/2026, 13:55 - Shailesh Pandey: Abhi koi commitment mat kijiye.
20/07/2026, 18:10 - Dr Anupam Shekhar: Sir mediation me gaye the. Unki taraf se 6,00,000 demand, humne 2,00,000 offer kiya. Next sitting 4 Aug
04/08/2026, 17:30 - Dr Anupam Shekhar: Sir mediation fail ho gaya. Rekha ji 5 lakh se neeche nahi aa rahi
18/08/2026, 14:05 - Shailesh Pandey: Aaj mediation report (failed) aayi. Hum argue karne ko ready the, Tabrez Alam sahab ne phir time maanga - "last indulgence" bol ke judge ne de diya. Next 29 Sept.
18/08/2026, 14:09 - Dr Anupam Shekhar: Ye to har baar time lete hain sir 
29/09/2026, 15:20 - Shailesh Pandey: Full hearing hui aaj, 35 min. Judge ne OP2 se pucha "cheating kahan hai isme?" Dono side written notes 1 week me. Order ke liye 10 December list hai.
29/09/2026, 15:22 - Dr Anupam Shekhar: 🙏🙏
05/10/2026, 11:00 - Shailesh Pandey: Written notes file ho gaya aaj, Diary No. 148806/2026.
""")

up("backlog/2026-11/WhatsApp Chat with Haji Sahab - Copy.txt", "whatsapp_export", "Pandey", "2026-11-27", ["C06"], ["C06-H03", "C06-H08"], """
27/03/26, 6:15 pm - Haji Sahab Ashok Rajpath: Vakil sahab, Gupta ne pura paisa jama kiya?
27/03/26, 6:20 pm - Shailesh Pandey: Sirf 1,00,000 jama kiya hai. Baki ke liye 3 hafte mile hain. Nahi kiya to defence strike off hoga
15/06/26, 11:45 am - Haji Sahab Ashok Rajpath: June ka kiraya usne court me jama kiya ki nahi? Hume to kuch nahi diya
15/06/26, 12:10 pm - Shailesh Pandey: Challan copy Ramashray se mangwata hoon
27/11/26, 5:30 pm - Shailesh Pandey: Haji sahab, aaj hamara evidence close ho gaya. Ab Gupta ka gawah aayega. Next date 8 January 2027.
27/11/26, 5:41 pm - Haji Sahab Ashok Rajpath: Inshallah. Faizan ki dukan ka licence renew karana hai, jaldi karaiye
""")

up("backlog/2026-11/Chamber group export 30-11-2026.txt", "whatsapp_export", "Nikhil", "2026-11-30", ["C03", "C04", "C05", "C06"],
   ["C06-H01", "C03-H04", "C06-H03", "C04-H05", "C05-H06", "C06-H06", "C03-H08", "C05-H09", "C03-H09", "C06-H08"], """
16/01/26, 4:02 pm - Nikhil Raj: Sir evn 14/24 haji sahab - tenant ka w/s file hua aaj. Humne s.15 wala petition diya deposit ke liye. Munsif sahab ne bola next date pe sunenge. ND 27/2
16/01/26, 4:05 pm - Shailesh Pandey: ok. copy of w/s bhejo
13/03/26, 3:30 pm - Nikhil Raj: Sir TS 212 danapur - PW2 shivnath mahto nahi aaye (beti ki tabiyat). Def ne naya petition diya amin commission ka, khesra 742 ki napi ke liye. Humko reply dena hai. ND 17.4
13/03/26, 3:31 pm - Shailesh Pandey: Reply draft kar lo - evidence stage pe commission nahi
27/03/26, 1:10 pm - Nikhil Raj: Sir haji sahab case - tenant ne 1 lakh hi jama kiya. binay sinha ji ne 3 week manga baki ke liye, mil gaya. ND 8.5.26
22/05/26, 2:45 pm - Nikhil Raj: Sir kusum devi partition - PW2 Ramji Prasad (dewar ke sasur) ka gawahi hua, pathak ji ne 20 min cross kiya. Humne plaintiff evidence close kar diya. ND 17/07
09/06/26, 3:55 pm - Ramashray Munshi: पप्पू राय केस - डाक्टर शकील साहेब आयलन, गवाही भेल। पप्पू हाजिर। अगला तारीख 21.7
09/06/26, 4:20 pm - Nikhil Raj: Sir detail - PW3 Dr Md Shakil (NMCH) - injury report Ext 3 prove kiya. Cross me maana ki ghav "firearm ya kisi nukili cheez" dono se ho sakta hai, blackening nahi tha. 
07/08/26, 5:12 pm - Nikhil Raj: Sir haji sahab - PW1 haji sahab ka chief affidavit file, cross shuru hua. binay sinha ji ne beech me time maang liya "client ke papers nahi aaye". ND 26 sept (saturday)
21/08/26, 4:40 pm - Nikhil Raj: TS 212 - PW3 Lakhan Ram ka gawahi ho gaya. sale deed pe apna sign pehchana. Plaintiff evidence closed. ND 9 oct. Sharma ji ne 300 cost diya aaj
06/10/26, 2:30 pm - Nikhil Raj: Sir pappu rai - 313 bayan ho gaya. Sab inkar. DW ke liye time - Mithilesh Rai ko laenge. ND 17.11
09/10/26, 3:05 pm - Nikhil Raj: TS 212 - def ka koi DW nahi aaya, sharma ji bole bete ki shaadi hai. 500 cost aur last chance. ND 20/11
09/10/26, 3:07 pm - Shailesh Pandey: Teesri baar cost pe time. Theek hai
27/11/26, 4:15 pm - Nikhil Raj: Sir evn 14/24 - humne plaintiff evidence close kiya. Binay sinha ji ka commission wala petition aaj reject. ND 08/01/2027 def evidence
30/11/26, 9:00 pm - Shailesh Pandey: Kal sab log 10 baje chamber. Wed ko Kusum ka beta aayega
""")

# ---------------------------------------------------------------- the court's cause list
up("backlog/2026-12/Advance list week 07.12.2026.pdf", "cause_list_pdf", "court", "2026-12-02", ["C01", "C02"], [], """
PATNA HIGH COURT
ADVANCE CAUSE LIST FOR THE WEEK COMMENCING 07.12.2026
COURT NO. 14 - HON'BLE MR. JUSTICE ARVIND PRASAD VERMA
Tuesday, 08.12.2026 - FOR COMPLIANCE
  27  CWJC/8841/2025  Binod Kumar Yadav vs The State of Bihar   SHAILESH KUMAR PANDEY / AC to SC-11
COURT NO. 22 - HON'BLE MRS. JUSTICE KAVITA SAHAY
Thursday, 10.12.2026 - FOR ORDERS
  4   CR. MISC./14372/2026  Dr. Anupam Shekhar vs The State of Bihar   SHAILESH KUMAR PANDEY / APP / MD. TABREZ ALAM
""")
