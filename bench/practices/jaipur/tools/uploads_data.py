"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


# ---------------------------------------------------------------- documents (dated by their own date)
up("backlog/2025-08/Adobe Scan 21 Aug 2025.pdf", "document_scan", "CMHO Jaipur-II", "2025-08-14", ["C01"], [], """
कार्यालय मुख्य चिकित्सा एवं स्वास्थ्य अधिकारी, जयपुर द्वितीय
क्रमांक: सीएमएचओ/जय-II/एनएचएम/2025/4417                         दिनांक: 14.08.2025
आदेश
राष्ट्रीय स्वास्थ्य मिशन के अन्तर्गत संविदा पर कार्यरत श्रीमती सुनीता कंवर, ए.एन.एम., उप स्वास्थ्य केन्द्र बस्सी, की सेवाएं संविदा की शर्त संख्या 9 के अन्तर्गत तत्काल प्रभाव से समाप्त की जाती हैं। कार्य संतोषजनक नहीं पाया गया।
प्रतिलिपि: खण्ड मुख्य चिकित्सा अधिकारी, बस्सी; लेखाधिकारी, एनएचएम।
हस्ताक्षर/- डॉ. राजकुमार मीणा, मुख्य चिकित्सा एवं स्वास्थ्य अधिकारी, जयपुर द्वितीय
""")

up("backlog/2025-05/notice sogani may25.pdf", "document_scan", "Nandini Purohit", "2025-05-10", ["C03"], [], """
NANDINI PUROHIT
Advocate, Rajasthan High Court
Chamber No. 214, Advocates' Chambers, High Court, Jaipur | C-47, Shastri Nagar, Jaipur

Ref. NP/RENT/19/2025                                                   Date: 10.05.2025
REGD. A.D. / SPEED POST
To,
Shri Kailash Chand Sogani, Sogani Bangles & Cosmetics, Shop No. 4, Haldiyon ka Rasta, Johari Bazar, Jaipur

Sub: Notice for arrears of rent and for vacating the shop

Under instructions from my client Smt. Pushpa Devi Agarwal w/o late Shri Ratan Lal Agarwal, owner of the above shop, I give you notice as under:
1. You are a tenant of Shop No. 4 at a monthly rent of Rs. 6,500/- payable by the 10th of every month.
2. You have not paid rent from April, 2024 onwards despite repeated demands.
3. My client's son Shri Manish Agarwal needs the shop bona fide for his own jewellery business.
You are called upon to pay the arrears within 30 days and to hand over vacant possession of the shop, failing which a petition shall be filed before the Rent Tribunal at your cost.
sd/- Nandini Purohit, Advocate
""")

up("backlog/2025-06/WhatsApp Image 2025-06-13 at 11.42.05 AM.jpeg", "document_photo", "Bank of Baroda", "2025-06-11", ["C05"], [], """
BANK OF BARODA, Vaishali Nagar Branch, Jaipur
CHEQUE RETURN MEMO                               Date: 11/06/2025
Cheque No. 318806   Dated 05/06/2025   Amount Rs. 4,80,000.00
Drawer: MAHENDRA SINGH SHEKHAWAT  A/c xxxxxx2207
Payee: SHREE SHYAM TILES & SANITARY
Reason of return: 01 - FUNDS INSUFFICIENT
Branch Manager
""")

up("backlog/2025-06/138 notice Shekhawat.pdf", "document_scan", "Nandini Purohit", "2025-06-20", ["C05"], [], """
NANDINI PUROHIT, Advocate
Chamber No. 214, Rajasthan High Court, Jaipur

Date: 20.06.2025
To: Shri Mahendra Singh Shekhawat s/o Shri Bhanwar Singh, Plot 88, Gandhi Path West, Vaishali Nagar, Jaipur

Sub: Legal notice under Section 138 of the Negotiable Instruments Act, 1881

Under instructions of my client M/s Shree Shyam Tiles & Sanitary, through its proprietor Shri Suresh Kumar Khandelwal, 14 Amrapali Circle, Vaishali Nagar, Jaipur:
1. You purchased vitrified tiles and sanitary fittings for your house at Plot 88 in March-April 2025 on credit, and for the balance issued cheque No. 318806 dated 05.06.2025 for Rs. 4,80,000/- drawn on Bank of Baroda, Vaishali Nagar Branch.
2. The cheque was returned unpaid on 11.06.2025 with the remark "Funds Insufficient".
3. You are called upon to pay Rs. 4,80,000/- within 15 days of receipt of this notice, failing which my client shall file a complaint under Section 138 N.I. Act against you.
sd/- Nandini Purohit
""")

up("backlog/2026-02/Screenshot_2026-02-14-16-05-17-512_com.whatsapp.jpg", "document_photo", "SMS Medical College & Hospital", "2026-02-12", ["C04"], [], """
OFFICE OF THE MEDICAL BOARD, S.M.S. MEDICAL COLLEGE & ATTACHED HOSPITALS, JAIPUR
DISABILITY CERTIFICATE
No. MB/ORTHO/2026/1187                                   Date: 12.02.2026
Certified that Shri Ramesh Chand Bairwa s/o Shri Gopal Bairwa, age 38 yrs, r/o Bhankrota, Jaipur, was examined by the Board.
Diagnosis: Malunited fracture shaft of right femur with shortening 2 cm; stiffness of right knee (post road traffic accident dated 09.03.2025).
Permanent physical disability: 35% (thirty five percent) in relation to right lower limb.
Sd/- Chairman      Sd/- Member (Orthopaedics) Dr. Alok Mathur      Sd/- Member
""")

up("backlog/2026-02/EPSON001.PDF", "document_scan", "Family Court No. 2, Jaipur (counsellor)", "2026-02-20", ["C06"], [], """
FAMILY COURT NO. 2, JAIPUR - COUNSELLING CELL
Report of the Counsellor
Case: Crl. Misc. No. 683/2025, Priyanka Choudhary & Anr. v. Vikas Choudhary
Sittings held: 30.01.2026 and 20.02.2026. Both parties attended on 30.01.2026; the non-applicant attended on 20.02.2026 only by video call from Surat.
The applicant says she was sent out of the matrimonial home at Vidyadhar Nagar in May 2025 with the child Aarav (5 years) and is not willing to go back unless a separate residence is provided. The non-applicant says he works in a textile firm in Surat, earns Rs. 28,000 per month and cannot keep a separate house in Jaipur.
No possibility of reconciliation at present. Report submitted for further proceedings.
sd/- Smt. Meenakshi Vyas, Counsellor, 20.02.2026
""")

up("backlog/2026-07/CL_JPR_13-07-2026.pdf", "cause_list_pdf", "court", "2026-07-12", ["C01"], [], """
RAJASTHAN HIGH COURT - BENCH AT JAIPUR
CAUSE LIST FOR MONDAY, THE 13TH JULY, 2026
COURT NO. 12 - HON'BLE MR. JUSTICE PRADEEP KUMAR BHANDARI (10.30 A.M.)
FOR PRONOUNCEMENT OF JUDGMENT
1. SBCWP 14562/2025   SUNITA KANWAR  V/S  STATE OF RAJASTHAN & ORS.        NANDINI PUROHIT / V.S. NARUKA (DY.GC)
2. SBCWP 9921/2024    DEEPAK KUMAR SAINI  V/S  RSRTC & ANR.                 R.K. TAILOR / SANJAY MATHUR
FRESH ADMISSION
3. SBCWP 11804/2026   HEMRAJ GURJAR  V/S  STATE OF RAJASTHAN              AJAY CHOUDHARY / AAG
4. SBCWP 11811/2026   SHANTI DEVI  V/S  JAIPUR DEVELOPMENT AUTHORITY        S.S. SHEKHAWAT / JDA COUNSEL
""")

# ---------------------------------------------------------------- certified order sheets
up("backlog/2026-02/CWP14562_2025_09022026.pdf", "certified_order_sheet_scan", "court", "2026-02-13", ["C01"], ["C01-H03"], """
HIGH COURT OF JUDICATURE FOR RAJASTHAN
BENCH AT JAIPUR
S.B. Civil Writ Petition No. 14562/2025
Sunita Kanwar                                                         ----Petitioner
Versus
State of Rajasthan, through Principal Secretary, Medical, Health & Family Welfare Department & Ors. ----Respondents
For Petitioner(s)  : Ms. Nandini Purohit
For Respondent(s)  : Mr. Vikram Singh Naruka, Dy. Government Counsel
HON'BLE MR. JUSTICE PRADEEP KUMAR BHANDARI
Order
09/02/2026
Notice was issued on 08.12.2025 and time was granted on 12.01.2026. Learned Dy. Government Counsel again seeks time on the ground that the record is awaited from the office of the CMHO, Jaipur-II.
The petitioner, a contractual ANM, has been out of employment since August, 2025. The respondents cannot take their own time. As a last opportunity, the reply be filed within four weeks, subject to payment of costs of Rs. 5,000/- to the petitioner.
Interim order dated 08.12.2025 shall continue.
List on 09.03.2026.
(PRADEEP KUMAR BHANDARI),J
""")

up("backlog/2026-07/CWP14562_2025_13072026_judgment.pdf", "certified_order_sheet_scan", "court", "2026-07-17", ["C01"], ["C01-H07"], """
HIGH COURT OF JUDICATURE FOR RAJASTHAN
BENCH AT JAIPUR
S.B. Civil Writ Petition No. 14562/2025
Sunita Kanwar  Versus  State of Rajasthan & Ors.
Date of Judgment: 13/07/2026
HON'BLE MR. JUSTICE PRADEEP KUMAR BHANDARI
Judgment
1. The petitioner was engaged as an ANM on contract under the National Health Mission in 2019 and served at Sub-Centre Bassi till her services were terminated by order dated 14.08.2025 on the ground that her work was "not satisfactory".
2. No notice was given and no material is shown to support the stigma. The affidavit of the CMHO dated 28.04.2026 shows that two ANMs junior to the petitioner were retained.
3. The order dated 14.08.2025 is stigmatic and passed in violation of the principles of natural justice. It is quashed.
4. The respondents shall reinstate the petitioner within six weeks from today with continuity of service. She shall be paid 50% of the back wages for the period she was out of service.
5. The writ petition is allowed accordingly. Stay application disposed of.
(PRADEEP KUMAR BHANDARI),J
""")

up("backlog/2026-03/CamScanner 03-05-2026 12.10.pdf", "certified_order_sheet_scan", "court", "2026-03-05", ["C02"], ["C02-H01", "C02-H02", "C02-H03"], """
न्यायालय सिविल न्यायाधीश (कनिष्ठ खण्ड) क्रम-4, जयपुर महानगर प्रथम, जयपुर
सिविल वाद संख्या 318/2024
मोहन लाल कुमावत  बनाम  गोविन्द नारायण शर्मा वगैरह
आदेशिका (प्रमाणित प्रतिलिपि)
13.12.2025
पत्रावली पेश हुई। वादी की ओर से श्री हर्ष वर्धन मीणा अधिवक्ता एवं प्रतिवादीगण की ओर से श्री जगदीश प्रसाद शर्मा अधिवक्ता उपस्थित। अभिवचनों के आधार पर निम्न चार वाद-बिन्दु विरचित किये गये: (1) क्या विवादित 10 फीट चौड़ा रास्ता आम रास्ता है? (2) क्या प्रतिवादीगण ने रास्ते पर दीवार व चबूतरा बनाकर अतिक्रमण किया? (3) क्या वाद मियाद बाहर है? (4) अनुतोष? वादी साक्ष्य हेतु; गवाहों की सूची 15 दिवस में पेश हो। पत्रावली दिनांक 19.01.2026 को पेश हो।
19.01.2026
वादी मय अधिवक्ता उपस्थित। प्रतिवादीगण के अधिवक्ता अनुपस्थित; उनके सहायक द्वारा अस्वस्थता का चिकित्सकीय प्रमाण पत्र लगाकर स्थगन प्रार्थना पत्र पेश किया गया। वादी की ओर से PW1 मोहन लाल का साक्ष्य शपथ-पत्र आदेश 18 नियम 4 सी.पी.सी. के अन्तर्गत पेश। स्थगन प्रार्थना पत्र 500/- रुपये हर्जाने पर स्वीकार, हर्जाना वादी को देय। पत्रावली वास्ते जिरह PW1 दिनांक 16.02.2026 को पेश हो।
16.02.2026
उभय पक्ष उपस्थित। हर्जाना 500/- रुपये अदा किया गया। भोजनावकाश पश्चात PW1 मोहन लाल से प्रतिवादीगण के अधिवक्ता द्वारा जिरह की गई, जिरह समाप्त, गवाह फारिग। वादी की ओर से PW2 भागीरथ मल का साक्ष्य शपथ-पत्र पेश। पत्रावली वास्ते जिरह PW2 दिनांक 20.04.2026 को पेश हो।
""")

up("backlog/2026-02/Adobe Scan 24 Feb 2026.pdf", "certified_order_sheet_scan", "court", "2026-02-24", ["C03"], ["C03-H02"], """
किराया अधिकरण क्रम-2, जयपुर महानगर प्रथम, जयपुर
बेदखली याचिका संख्या 57/2025
श्रीमती पुष्पा देवी अग्रवाल  बनाम  कैलाश चन्द सोगानी
18.02.2026
प्रार्थिया की ओर से श्रीमती नन्दिनी पुरोहित अधिवक्ता उपस्थित। अप्रार्थी की ओर से श्री लोकेश बंसल अधिवक्ता उपस्थित। अप्रार्थी द्वारा याचिका का जवाब पेश किया गया, प्रति प्राप्त।
प्रार्थिया के धारा 19 राजस्थान किराया नियंत्रण अधिनियम, 2001 के प्रार्थना पत्र पर बहस सुनी गई। किरायेदारी एवं किराया 6,500/- रुपये मासिक विवादित नहीं है। अतः अस्थायी किराया 6,500/- रुपये प्रतिमाह निर्धारित किया जाता है। अप्रार्थी अप्रैल 2024 से जनवरी 2026 तक का बकाया किराया 1,43,000/- रुपये 30 दिवस में अधिकरण में जमा कराये तथा आगे का किराया प्रत्येक माह की 15 तारीख तक जमा कराता रहे। जमा न कराने पर अधिनियम के अनुसार कार्यवाही की जावेगी।
पत्रावली वास्ते पालना एवं साक्ष्य प्रार्थिया दिनांक 25.03.2026 को पेश हो।
""")

up("backlog/2026-03/CamScanner 03-27-2026 16.41.pdf", "certified_order_sheet_scan", "court", "2026-03-27", ["C05"], ["C05-H03"], """
न्यायालय अतिरिक्त मुख्य न्यायिक मजिस्ट्रेट (एन.आई. एक्ट प्रकरण) क्रम-7, जयपुर महानगर द्वितीय
परिवाद संख्या 2214/2025  मैसर्स श्री श्याम टाइल्स एण्ड सेनेटरी  बनाम  महेन्द्र सिंह शेखावत
19.03.2026
परिवादी स्वयं मय अधिवक्ता श्रीमती नन्दिनी पुरोहित उपस्थित। अभियुक्त मय अधिवक्ता श्री लोकेश बंसल उपस्थित। अभियुक्त को धारा 138 एन.आई. एक्ट के अपराध का सार पढ़कर सुनाया व समझाया गया; अभियुक्त ने अपराध स्वीकार नहीं किया व विचारण चाहा। अभियुक्त का कहना है कि चैक सुरक्षा (security) के रूप में दिया गया था।
परिवादी के धारा 143A एन.आई. एक्ट के प्रार्थना पत्र पर उभय पक्ष को सुना गया। अभियुक्त को आदेशित किया जाता है कि वह चैक राशि का 20 प्रतिशत अर्थात 96,000/- रुपये अन्तरिम प्रतिकर के रूप में 60 दिवस में परिवादी को अदा करे।
पत्रावली वास्ते साक्ष्य परिवादी दिनांक 23.04.2026 को पेश हो।
""")

up("backlog/2026-04/Priyanka IM order 10.4.26.pdf", "certified_order_sheet_scan", "court", "2026-04-15", ["C06"], ["C06-H03"], """
IN THE COURT OF JUDGE, FAMILY COURT NO. 2, JAIPUR
Criminal Misc. Case No. 683/2025 (u/s 144 BNSS)
Smt. Priyanka Choudhary & Anr. ..... Applicants   vs.   Vikas Choudhary ..... Non-applicant
10.04.2026
Present: Ms. Nandini Purohit for the applicants; Mr. Rakesh Gurjar for the non-applicant.
Order on the application for interim maintenance.
The non-applicant has now filed his affidavit of assets and liabilities showing a salary of Rs. 28,000/- per month with a textile firm in Surat. His bank statement shows regular credits of Rs. 41,500/- per month. The applicant No. 1 has no income and is living with her parents along with the minor son Aarav (applicant No. 2), who studies in class I.
Interim maintenance is fixed at Rs. 12,000/- per month for the applicant No. 1 and Rs. 5,000/- per month for the applicant No. 2, in all Rs. 17,000/- per month, from the date of the application, i.e. 10.09.2025. The monthly amount shall be paid by the 10th of each month; the arrears shall be paid in three equal instalments, the first by 10.05.2026.
Costs of Rs. 1,000/- imposed on 27.02.2026 have been paid.
List on 24.07.2026 for compliance and evidence.
Judge, Family Court No. 2, Jaipur
""")

up("backlog/2026-09/EPSON002.PDF", "certified_order_sheet_scan", "court", "2026-09-18", ["C04"], ["C04-H06"], """
मोटर दुर्घटना दावा अधिकरण क्रम-3, जयपुर महानगर प्रथम, जयपुर
क्लेम प्रकरण संख्या 412/2025  रमेश चन्द बैरवा  बनाम  शंकर लाल जाट वगैरह
12.09.2026
(राष्ट्रीय लोक अदालत - बैंच संख्या 9)
प्रार्थी रमेश चन्द बैरवा मय अधिवक्ता श्रीमती नन्दिनी पुरोहित उपस्थित। अप्रार्थी संख्या 3 यूनाइटेड इंडिया इंश्योरेंस कं. लि. की ओर से श्री अनिल कासलीवाल अधिवक्ता उपस्थित।
बीमा कम्पनी की ओर से राजीनामा हेतु 6,40,000/- रुपये का प्रस्ताव दिया गया। प्रार्थी ने 9,00,000/- रुपये से कम पर राजीनामा करने से इन्कार किया। राजीनामा नहीं हो सका। पत्रावली नियमित अधिकरण को लौटाई जाती है।
पत्रावली नियत तिथि 09.10.2026 को साक्ष्य अप्रार्थी हेतु पेश हो।
""")

up("backlog/2026-11/CamScanner 11-20-2026 13.05.pdf", "certified_order_sheet_scan", "court", "2026-11-20", ["C02"], ["C02-H09", "C02-H10"], """
न्यायालय सिविल न्यायाधीश (कनिष्ठ खण्ड) क्रम-4, जयपुर महानगर प्रथम, जयपुर
सिविल वाद संख्या 318/2024  मोहन लाल कुमावत बनाम गोविन्द नारायण शर्मा वगैरह
12.10.2026
उभय पक्ष उपस्थित। प्रतिवादीगण की ओर से DW2 हाजिर नहीं किया गया। प्रतिवादीगण के अधिवक्ता ने कथन किया कि वे अन्य साक्ष्य पेश नहीं करना चाहते; साक्ष्य प्रतिवादीगण बन्द की गई। पत्रावली वास्ते अन्तिम बहस दिनांक 16.11.2026 को पेश हो।
16.11.2026
उभय पक्ष उपस्थित। वादी की ओर से अन्तिम बहस सुनी गई। प्रतिवादीगण के अधिवक्ता ने अन्य न्यायालय में व्यस्तता के कारण बहस हेतु समय चाहा। न्यायालय द्वारा कहा गया कि आगामी तिथि पर बहस नहीं करने पर बहस का अवसर समाप्त समझा जावेगा। पत्रावली वास्ते बहस प्रतिवादीगण दिनांक 14.12.2026 को पेश हो।
""")

# ---------------------------------------------------------------- notes, in date order
# Nandini: diary pages photographed on her Redmi (IMG_YYYYMMDD_HHMMSS.jpg); Harsh: .txt on his Windows laptop;
# Ramkishan (munshi): his khata in Devanagari, photographed on his Vivo (IMGYYYYMMDDHHMMSS.jpg); Nandini's .docx.

up("backlog/2025-12/IMG_20251208_191204.jpg", "handwritten_note_photo", "Nandini", "2025-12-08", ["C01"], ["C01-H01"], """
Mon 8/12 - HC Ct 12 (Bhandari J)
Sunita Kanwar CWP 14562/25 - ANM, NHM, terminated 14.8.25 "work not satisfactory", no notice
Adm. - J's FIRST qn: "representation diya tha?" - yes, 22.8.25 to CMHO (annex. P/5) - showed him.
Notice issued, returnable 4 wks. Interim: post at SC Bassi NOT to be filled meanwhile.
Naruka (Dy.GC) accepted notice for all resp.
NDOH 12.1.26
""")

up("backlog/2025-12/New Text Document.txt", "typed_note_txt", "Harsh", "2025-12-19", ["C03", "C04"], ["C03-H01", "C04-H01"], """
notes 17 & 19 dec 2025 - harsh

17.12.25 (wed) rent tribunal-2, pushpa devi v sogani (EP 57/25)
- tenant appeared thru lokesh bansal. bansal asked time for reply, given.
- we filed s.19 appl for provisional rent (arrears from apr 2024). copy given to bansal.
- gupta sir asked "rent jama hai kya?" - told him nothing paid since april 24. he said he will decide s.19 first.
- next date 18.02.2026 (reply + s.19)

19.12.25 (fri) MACT-3, ramesh bairwa claim 412/25
- united india reply filed (kasliwal). driver shankar lal & owner sohan singh served but absent - ex parte.
- 5 issues framed.
- rathore sir asked where is claimant - ramesh ji was in corridor, came in. sir said claimant must come every date.
- AW1 affidavit next. ND 30.1.26
""")

up("backlog/2026-01/IMG_20260108_175530.jpg", "handwritten_note_photo", "Nandini", "2026-01-08", ["C05"], ["C05-H01"], """
8.1.26 Thu - ACJM (NI) 7, Metro II
Shree Shyam Tiles v. Mahendra Singh Shekhawat - 138, chq 4.80 L
Accused appeared (Bansal for him). Bail bonds 20,000 furnished. Copies supplied.
Madam (Joshi) to accused: "settle kar lo, complainant ka paisa hai" - Bansal: talks on.
Suresh ji present.
ND 12/2 for notice.
""")

up("backlog/2026-01/IMG_20260112_184410.jpg", "handwritten_note_photo", "Nandini", "2026-01-12", ["C01"], ["C01-H02"], """
12.01.2026 HC Ct 12
Sunita CWP - Naruka: "record awaited from CMHO office" - 3 wks time. Interim contd.
J. told him to file reply with the service record, not a bald denial.
Sunita called eve. - no salary since Aug; she is doing private duty at a nursing home in Bassi.
NDOH 9/2
""")

up("backlog/2026-01/IMG_20260116_190215.jpg", "handwritten_note_photo", "Nandini", "2026-01-16", ["C06"], ["C06-H01"], """
Fri 16 Jan - Family Ct 2 (Goyal sir)
Priyanka v. Vikas Choudhary - 144 BNSS maint.
Husband present (came from Surat). Gurjar for him.
Sir sent both to counsellor FIRST (30.1). Both to file affidavit of assets & liabilities (Rajnesh format).
Sir asked Vikas about Aarav's school fees - no answer.
Priyanka's father Ramniwas ji wants interim maint. asap.
ND 27.2.26
""")

up("backlog/2026-02/IMG20260212164010.jpg", "handwritten_note_photo", "Ramkishan", "2026-02-12", ["C05"], ["C05-H02"], """
दि. 12-02-2026 गुरुवार
एन.आई. कोर्ट 7 - श्री श्याम टाइल्स बनाम शेखावत
मुलजिम आज कोनी आयो। बंसल साब की हाजरी माफी की अर्जी लागी, मैडम मंजूर कर दी।
म्हारी 143A की अर्जी पेश करी (डायरी नं. 556)। नकल बंसल साब ने दे दी।
अगली पेसी 19-03-2026
""")

up("backlog/2026-02/IMG_20260215_210833.jpg", "handwritten_note_photo", "Nandini", "2026-01-30", ["C04"], ["C04-H02"], """
30.1.26 Fri MACT-3
Bairwa - AW1 Ramesh aff. filed (chief). Kasliwal: "instructions from company awaited" - no cross today, time.
Rathore sir to Kasliwal: "offer lekar aaiye next date." Asked us for the Medical Board certificate - appointment 12.2 at SMS.
Ramesh present (stick).
ND 6/3 - AW1 cross
""")

up("backlog/2026-02/harsh 27feb FC.txt", "typed_note_txt", "Harsh", "2026-02-27", ["C06"], ["C06-H02"], """
27-02-2026 fri - family court 2 - priyanka choudhary v vikas (683/25)

counsellor report came - no settlement (sittings 30.1 and 20.2, husband only on video from surat).
interim maint. appl argued by ma'am. vikas ka affidavit of assets & liabilities NOT filed. gurjar said client in surat, couldnt sign.
goyal sir - costs rs 1000 on husband, payable to wife, affidavit by next date positively.
priyanka ka affidavit already on record (filed 16.2).
sir again asked about bachhe ki school fees - gurjar said vikas will pay fees directly, sir said put it on affidavit.
ND 10.04.26 - orders on interim maint.
""")

up("backlog/2026-03/Sunita CWP 9.3.docx", "typed_note_docx", "Nandini", "2026-03-09", ["C01"], ["C01-H04"], """
S.B. CWP 14562/2025 - Sunita Kanwar v. State - 09.03.2026 (Court 12)

Reply filed in court today by Naruka (copy given across the bar). Costs of Rs. 5,000 ordered on 09.02 NOT paid - Naruka says "bill under process".
Bhandari J again asked: "representation ka kya hua?" - told him no decision on the 22.08.2025 representation till today. He noted it.
Reply says: work "not satisfactory" on the basis of two complaints of the ASHA sahyogini (Oct 2024). No show cause. No enquiry report annexed.
J. wants a list of dates, not more than 2 pages, with the rejoinder.
Rejoinder in 2 weeks. NDOH 06.04.2026.
To do: rejoinder - plead that juniors (Rekha Meena, Pooja Sharma) are still working; ask Sunita for their names/joining dates.
""")

up("backlog/2026-03/harsh 25.3.txt", "typed_note_txt", "Harsh", "2026-03-25", ["C03"], ["C03-H03"], """
25/3/26 wed  rent trib 2  sogani matter

gupta sir first asked for challan - bansal showed challan, arrears 1,43,000 deposited on 19.03.2026 (within 30 days, just). march rent not yet (due 15.4).
AW1 manish agarwal affidavit filed today, copy to bansal.
bansal said tenant ready to pay rent regularly, shop is his only livelihood, 30 yrs there.
sir: "need ka case hai to saboot do" - we have manish's GST regn + quotation for showroom, to file with list of docs.
ND 29/4 - AW1 cross
""")

up("backlog/2026-04/New Text Document (2).txt", "typed_note_txt", "Harsh", "2026-04-06", ["C01"], ["C01-H05"], """
sunita cwp - 6 apr 2026 - HC court 12

rejoinder filed on 01.04.2026 - diary no. 28417. list of dates (2 pages) also filed with it.
costs rs 5000 paid today by naruka - cheque of the dept, handed to ma'am in court. (will give to sunita)
J asked naruka how many contractual ANMs junior to petitioner are still working. naruka no idea.
order: CMHO jaipur-II to file personal affidavit on the ANMs retained after 14.8.25 within 3 weeks.
ND 4/5/26
""")

up("backlog/2026-03/IMG_20260306_200112.jpg", "handwritten_note_photo", "Nandini", "2026-03-06", ["C04"], ["C04-H03"], """
6/3 Fri - MACT 3 - Bairwa
AW1 cross by Kasliwal - 40 min.
Disability cert. (Medical Board, 35%) exhibited - Ex. 7.
Income: Rs 18,000 pm as mason - no salary proof, only contractor's letter (Ex. 9).
Kasliwal put: helmet nahi tha - Ramesh denied. Put: licence expired - denied (DL valid to 2031, Ex. 4).
Rathore sir again: "insurer offer kab doge?"
ND 17.4 - AW2 Dr. Alok Mathur (summons issued)
""")

up("backlog/2026-04/New Text Document (3).txt", "typed_note_txt", "Harsh", "2026-04-20", ["C02"], ["C02-H04"], """
20 april 26 mon - CJ-4 metro 1 - kumawat rasta suit

PW2 bhagirath mal present for cross since 11 am. madam as usual said evidence only after lunch.
after lunch JP sharma ka munshi came with medical slip AGAIN - "viral fever". 2nd time (first 19 jan).
madam annoyed - allowed last opportunity, costs rs 1000 payable to plaintiff. said no more adjournment for cross of PW2.
bhagirath ji was upset, he is 71 and came from jhotwara by tempo. told him next date 18.05.2026.
mohan lal ji asked if the wall will be removed before diwali - told him no idea till evidence over.
""")

up("backlog/2026-04/harsh 17-4 mact.txt", "typed_note_txt", "Harsh", "2026-04-17", ["C04"], ["C04-H04"], """
17.04.26 fri - MACT 3 - bairwa

AW2 dr. alok mathur (ortho, SMS) came at 12. examined - proved medical board certificate (35% permanent disability right lower limb), said limp is permanent, cannot climb scaffolding again.
kasliwal cross 15 min - dr said shortening 2 cm, no further surgery planned.
claimant evidence closed.
kasliwal asked for time for insurer evidence (investigator), and said "offer after instructions".
ND 24.07.2026
""")

up("backlog/2026-04/IMG20260429173005.jpg", "handwritten_note_photo", "Ramkishan", "2026-04-29", ["C03"], ["C03-H04"], """
दि. 29.04.26 बुधवार - किराया अधिकरण 2
पुष्पा देवी बनाम सोगानी
बंसल साब कोनी आया, उनको प्रॉक्सी आयो - बोल्यो साब हाईकोर्ट में है। मनीष जी की जिरह कोनी हुई।
गुप्ता साब 300 रुपया हर्जाना लगा कर तारीख दी। अप्रैल को किरायो जमा कोनी दिखायो - साब बोल्या 15 तक जमा होनो चाहिए।
अगली तारीख 20.05.26
""")

up("backlog/2026-05/harsh 18&20 may.txt", "typed_note_txt", "Harsh", "2026-05-20", ["C02", "C03"], ["C02-H05", "C03-H05"], """
18 & 20 may 2026

mon 18.5 - kumawat suit (CJ-4)
- costs rs 1000 paid by JP sharma.
- PW2 bhagirath mal cross after lunch, 1 hr. he said rasta used since 1985 by 4-5 ghar, wall came up in march 2024. sharma put that rasta is his private land per patta - witness denied.
- PE closed. DW1 affidavit by defendants next. ND 06.07.26 (vacation in june)

wed 20.5 - sogani (rent trib 2)
- costs rs 300 paid. AW1 manish cross by bansal himself today.
- manish admitted he runs a jewellery shop on rent in maniharon ka rasta (since 2021) - bansal will say no need. ma'am will argue rented shop, landlord can want own.
- cross concluded. tenant evidence next. ND 15.7.26
- april & may rent deposited (may on 14th).
""")

up("backlog/2026-05/IMG_20260504_192250.jpg", "handwritten_note_photo", "Nandini", "2026-05-04", ["C01"], ["C01-H06"], """
4.5.26 Mon - HC 12 - Sunita CWP
CMHO aff. (28.4.26) filed: admits 2 ANMs junior to pet. (Rekha Meena, Pooja Sharma) retained!
Argued 25 min. Naruka: contract ends by its terms, no right to post. J: "stigma lagaya hai, notice kyon nahi?"
Judgment RESERVED.
Told Sunita - don't join anywhere on regular basis till judgment.
""")

up("backlog/2026-07/IMG20260706152040.jpg", "handwritten_note_photo", "Ramkishan", "2026-07-06", ["C02"], ["C02-H06"], """
दि. 06-07-2026 सोमवार - सिविल जज 4
कुमावत जी को मुकदमो
प्रतिवादी गोविन्द नारायण जी को शपथ पत्र (DW1) पेश हो ग्यो, नकल म्हाने मिली - मैडम सा ने दे दी।
जिरह म्हारी तरफ सूं अगली तारीख पर।
अगली तारीख 10-08-2026
""")

up("backlog/2026-11/WhatsApp Chat with Sunita Kanwar ANM.txt", "whatsapp_export", "Nandini", "2026-11-18", ["C01"], ["C01-H06", "C01-H07"], """
04/05/26, 6:10 pm - Nandini Purohit: Sunita, arguments ho gaye. Judgment reserved. Date nahi di hai, list mein aayega.
04/05/26, 6:25 pm - Sunita Kanwar ANM: Thank you didi. Kitna time lagega?
04/05/26, 6:27 pm - Nandini Purohit: Vacation ke baad, July mein expect karo.
12/07/26, 8:40 pm - Nandini Purohit: Kal judgment hai, cause list mein item 1. Aana zaroori nahi.
13/07/26, 1:15 pm - Nandini Purohit: Writ allowed! Termination quash. Reinstatement 6 weeks mein, continuity ke saath, aur 50% back wages.
13/07/26, 1:18 pm - Sunita Kanwar ANM: Bhagwan aapka bhala kare didi 🙏🙏 main kal CMHO office jaun?
13/07/26, 1:20 pm - Nandini Purohit: Certified copy aane do, fir joining report ke saath copy do. Harsh copy apply kar raha hai.
24/08/26, 11:02 am - Sunita Kanwar ANM: Didi CMHO office wale bol rahe hain State appeal karegi, abhi joining nahi denge
24/08/26, 11:30 am - Nandini Purohit: 6 hafte 24 Aug ko poore ho gaye. Legal notice bhej rahe hain, fir contempt.
18/11/26, 7:05 pm - Sunita Kanwar ANM: Didi abhi tak joining nahi mili. Appeal ka bhi kuch pata nahi.
18/11/26, 7:12 pm - Nandini Purohit: Contempt petition ka draft ready hai, is hafte file karenge. Aap 2 photo aur Aadhaar copy bhej do.
""")

up("backlog/2026-07/IMG_20260715_183020.jpg", "handwritten_note_photo", "Nandini", "2026-07-15", ["C03"], ["C03-H06"], """
15/7 Wed - Rent Trib 2 - Sogani
Gupta sir first: challan? -> May paid 14.5 OK; JUNE deposited only on 22.06 (due 15.6) - LATE. 
Filed appl. to strike out defence (s.19 - default in deposit). Bansal: "bank strike thi" - no such strike!
NAW1 Kailash Chand aff. filed (says 30 yrs tenancy, no alternative).
ND 19.8 - NAW1 cross + reply to strike out appl.
""")

up("backlog/2026-07/IMG_20260716_193845.jpg", "handwritten_note_photo", "Nandini", "2026-07-16", ["C05"], ["C05-H05"], """
16.07.26 Thu - NI Ct 7 - Shree Shyam v Shekhawat
CW1 Suresh ji cross by Bansal - 1 hr. Q: cheque was "security" for tiles to be supplied later - denied; bills (Ex. C-1 to C-3) show goods delivered.
Cross concluded. 96,000 (143A) NOT PAID - 60 days over on 18.5. Madam noted; asked Bansal - "client ki financial condition..."
Madam AGAIN to accused: settle karo.
CW2 - Bank of Baroda official - summons.
ND 20/8
""")

up("backlog/2026-07/IMG_20260724_201533.jpg", "handwritten_note_photo", "Nandini", "2026-07-24", ["C04", "C06"], ["C04-H05", "C06-H04"], """
24 July (Fri) - two courts, Harsh in MACT till I came
(1) MACT 3 Bairwa - insurer's investigator NOT present. Kasliwal: "instructions awaited" AGAIN (3rd time). Last opportunity for insurer evidence.
Rathore sir: sent to National Lok Adalat 12.9.26 - insurer to come with offer. Ramesh wants min. 9 L.
(2) FC 2 Priyanka - interim maint. arrears (10.9.25 onwards) NOT paid, not even 1st instalment (due 10.5). Our recovery appl.
Gurjar: Vikas lost job in June. Goyal sir not convinced - Gurjar gave undertaking Vikas will pay Rs 50,000 by next date, else warrant.
Priyanka's aff. (evidence) to be filed.
ND: MACT 12.9 (Lok Adalat), FC 28.8
""")

up("backlog/2026-08/IMG20260810131544.jpg", "handwritten_note_photo", "Ramkishan", "2026-08-10", ["C02"], ["C02-H07"], """
दि. 10.08.2026 सोमवार
कुमावत जी - सिविल जज 4 - आज मैडम छुट्टी पर हा। रीडर जी तारीख दे दी।
DW1 की जिरह कोनी हुई। कुमावत जी आया हा, उनको बता दियो।
अगली तारीख 07.09.26
""")

up("backlog/2026-08/19-20 aug.txt", "typed_note_txt", "Harsh", "2026-08-20", ["C03", "C05"], ["C03-H07", "C05-H06"], """
19 aug wed - sogani rent trib
- july rent deposited on 13.7 (ok), aug on 14.8.
- ma'am cross of NAW1 kailash chand - admitted no rent paid apr 24 - jan 26, said "business down after covid". admitted he has a godown in sanganer.
- gupta sir suggested settlement: tenant to vacate with time, arrears paid. bansal - tenant wants 2 years. manish ji ready to give till 31.03.2027 only.
- ND 23.09.2026 settlement/args. reply to strike out appl filed by bansal.

20 aug thu - shree shyam 138 (NI 7)
- CW2 mr. rajat sharma, asst. manager bank of baroda vaishali nagar, proved return memo (Ex. C-5) & a/c statement of accused.
- bansal cross - 5 min, nothing.
- CE closed. ND 01.10.26 for accused statement (s.351 BNSS)
- 96,000 still not paid.
""")

up("backlog/2026-09/DW1 cross - Govind Narayan (07.09.26).docx", "typed_note_docx", "Nandini", "2026-09-07", ["C02"], ["C02-H08"], """
CS 318/2024 Kumawat v. Govind Narayan Sharma - CJ (JD) No. 4 - 07.09.2026
Cross of DW1 Govind Narayan Sharma (by me, after lunch, 2.30 to 4.10 pm)

Key admissions:
- The 10 ft passage between his house and Kumawat's is used by four families (Kumawat, Bhagirath Mal, Saini, and his own tenant) to reach the main road.
- The wall and the chabutra were built in March 2024, after the "nagar nigam" survey.
- His patta (1998) shows the plot as 30x60; the wall takes 4 ft beyond it - "mujhe pata nahi" on measurement.
- Denied that he stopped the water line of Kumawat; admitted a police complaint was made (Feb 2024).
DW1 discharged. JP Sharma said DW2 (the patwari) will be produced next date.
Madam asked both sides once more about compromise (removing chabutra only) - Kumawat not agreeable.
NDOH 12.10.2026 (DW2)
""")

up("backlog/2026-09/IMG20260912141022.jpg", "handwritten_note_photo", "Ramkishan", "2026-09-12", ["C04"], ["C04-H06"], """
दि. 12-09-2026 शनिवार - राष्ट्रीय लोक अदालत, बैंच 9
बैरवा जी को क्लेम - बीमा कम्पनी 6,40,000 को ऑफर दियो। रमेश जी बोल्या 9 लाख सूं कम कोनी लेवां। राजीनामो कोनी हुयो।
कासलीवाल साब बोल्या कम्पनी आगे कोनी बढ़ेगी।
अगली तारीख 09.10.2026 (ट्रिब्यूनल 3)
""")

up("backlog/2026-09/IMG_20260923_190400.jpg", "handwritten_note_photo", "Nandini", "2026-09-23", ["C03"], ["C03-H08"], """
23.9.26 Wed Rent Trib 2 - Sogani
Settlement - NO. Tenant wants 2 yrs; Manish ji firm on 31.3.27.
Gupta sir checked Sept challan (14.9) - ok.
I argued - default (22 months) + bona fide need (Manish's rented shop, GST regn, quotation) + June late deposit -> strike out defence.
Bansal: "arguments next date, file dekhni hai" - time given.
ND 25/11 (Dussehra/Diwali in between)
""")

up("backlog/2026-10/IMG_20261001_181210.jpg", "handwritten_note_photo", "Nandini", "2026-10-01", ["C05"], ["C05-H07"], """
1.10.26 Thu NI-7 Shree Shyam
Accused ABSENT again for 351 statement - Bansal's exemption appl. Madam allowed but warned: next date personal presence, else warrant.
Our appl. for recovery of 96,000 (143A) as fine (s.421 CrPC / now BNSS) filed today.
Madam AGAIN: "settle kar lo" - Bansal said accused can pay 2 L in instalments - Suresh ji said NO, full 4.80 + costs.
ND 5/11
""")

up("backlog/2026-10/MACT bairwa 9oct.txt", "typed_note_txt", "Harsh", "2026-10-09", ["C04"], ["C04-H07"], """
9 oct 2026 (fri) - mact 3 - bairwa

insurer investigator again not produced. kasliwal no reason, only "instructions". rathore sir closed insurer evidence (last opp was on 24.7).
arguments: sir said claimant side first. ramesh ji present.
ND 13/11/26 - final args.
""")

up("backlog/2026-10/CORRECTION mact ND.txt", "typed_note_txt", "Harsh", "2026-10-10", ["C04"], ["C04-H07"], """
10.10.26 - CORRECTION to my note of yesterday (bairwa MACT)
next date is NOT 13.11 - it is 20.11.2026 (friday). checked on ecourts today, order sheet of 9.10 says 20.11.2026 for final arguments. i misheard the reader.
diary updated. ramesh ji informed by phone.
""")

up("backlog/2026-10/harsh FC 16 oct.txt", "typed_note_txt", "Harsh", "2026-10-16", ["C06"], ["C06-H06"], """
16-10-26 fri  FC 2  priyanka v vikas

AW1 priyanka cross by gurjar - 1.5 hrs. ma'am was in HC, i sat.
gurjar put: she left on her own in may 2025 - denied, she said vikas's mother threw her bags out.
put: she does tailoring work from home - denied, said only stitching for family.
vikas present today. monthly rs 17,000 paid for aug & sep (late), oct not yet.
cross concluded. AW2 (her father ramniwas ji) next.
ND 27.11.2026
""")

up("backlog/2026-11/IMG_20261105_185005.jpg", "handwritten_note_photo", "Nandini", "2026-11-05", ["C05"], ["C05-H08"], """
5/11/26 Thu NI 7 Shree Shyam v Shekhawat
Accused present (after warning). Statement u/s 351 BNSS recorded - says cheque was blank security, tiles defective.
Wants DE - 1 witness (his contractor).
96,000 recovery appl - madam: will decide with final order. 
ND 10.12.26 DE
""")

up("backlog/2026-11/WhatsApp Chat with Suresh ji Shree Shyam Tiles.txt", "whatsapp_export", "Nandini", "2026-11-06", ["C05"], ["C05-H03", "C05-H05", "C05-H07", "C05-H08"], """
19/03/26, 5:40 pm - Nandini Purohit: Suresh ji, aaj notice ho gaya. Judge ne 143A mein 20% = 96,000 60 din mein dene ka order kiya hai.
19/03/26, 5:52 pm - Suresh ji Shree Shyam: Bahut badiya madam. Paisa aayega kya sach mein?
19/03/26, 5:55 pm - Nandini Purohit: Order hai, nahi diya to recovery ki application lagayenge.
16/07/26, 8:05 pm - Suresh ji Shree Shyam: Madam aaj Bansal ji ne bahut ghuma ke sawal kiye, theek tha na?
16/07/26, 8:12 pm - Nandini Purohit: Haan bilkul theek. Bills se sab saaf hai. 96,000 abhi tak nahi diya, court ne note kiya.
01/10/26, 6:30 pm - Suresh ji Shree Shyam: Madam 2 lakh kist mein wala offer main nahi lunga. Poore 4.80 chahiye.
01/10/26, 6:33 pm - Nandini Purohit: Theek hai. Aapki marzi ke bina kuch nahi hoga.
05/11/26, 7:20 pm - Nandini Purohit: Accused ka statement ho gaya. Wo apna contractor gawah layega. Next date 10 Dec.
06/11/26, 10:15 am - Suresh ji Shree Shyam: Ok madam. Fees ka baaki 10,000 aaj Harsh ji ko de diya.
""")

up("backlog/2026-11/IMG_20261116_192730.jpg", "handwritten_note_photo", "Nandini", "2026-11-16", ["C02"], ["C02-H10"], """
16.11.26 Mon CJ-4 Kumawat
Final args - I argued (after lunch, as always with her) 35 min: issues 1 & 2 - DW1 admissions (4 families), wall beyond patta, police complaint Feb 24.
JP Sharma: "busy in ADJ-6, will argue next date" - madam: last chance for args, else closed.
Mohan Lal ji + son Rakesh present.
ND 14.12 - defendants' args
""")

up("backlog/2026-11/IMG_20261120_191055.jpg", "handwritten_note_photo", "Nandini", "2026-11-20", ["C04"], ["C04-H08"], """
20/11 Fri MACT 3 - Bairwa final args (our side)
Argued: income 18,000 (min. wages for skilled mason), 35% disability (functional more - can't do masonry), future prospects 40%, multiplier 15 (age 38), medical bills 2,86,000, attendant, pain & suffering. Claimed 18.5 L.
Rathore sir asked Kasliwal AGAIN for better offer - Kasliwal: "6.40 hi hai".
Kasliwal to argue next: his point - no helmet (contrib. negligence).
ND 11.12.26
""")

up("backlog/2026-11/harsh 25 nov.txt", "typed_note_txt", "Harsh", "2026-11-25", ["C03"], ["C03-H09"], """
25-11-2026 wed - rent trib 2 - pushpa devi v sogani

bansal argued 40 min - (1) manish has a shop already so no bona fide need, (2) arrears deposited as ordered so no eviction on default, (3) june late by 7 days only, bank issue.
ma'am replied 10 min - rented shop is not his own, landlord is best judge of need.
gupta sir: strike out appl will be decided with main petition. orders reserved.
ND 16.12.26 for orders.
manish ji called after - asked if order will come before new year. told him 16 dec is for orders, may get adjourned.
""")

up("backlog/2026-11/WhatsApp Chat - Priyanka Choudhary/_chat.txt", "whatsapp_export", "Nandini", "2026-11-28", ["C06"], ["C06-H03", "C06-H05", "C06-H07"], """
[10/04/26, 5:30:12 PM] Nandini Purohit: Priyanka, interim maintenance ka order ho gaya. 12,000 aapke aur 5,000 Aarav ke, total 17,000 mahina, September 2025 se.
[10/04/26, 5:41:45 PM] Priyanka Choudhary: Thank you ma'am!! Arrears kab tak milega?
[10/04/26, 5:44:03 PM] Nandini Purohit: 3 kist mein, pehli 10 May tak. Nahi diya to recovery lagayenge.
[28/08/26, 4:10:26 PM] Nandini Purohit: Aaj Vikas ne 50,000 ka DD court mein diya. Aapka evidence affidavit bhi file ho gaya.
[28/08/26, 4:15:50 PM] Priyanka Choudhary: Ok ma'am. Baaki arrears ka kya?
[28/08/26, 4:18:31 PM] Nandini Purohit: Baaki ke liye application pending hai, judge ne kaha regular payment karo warna warrant.
[27/11/26, 6:41:03 PM] Nandini Purohit: Papa ka statement ho gaya, cross bhi. Hamara evidence close. Ab Vikas ka evidence, 8 January.
[27/11/26, 6:48:22 PM] Priyanka Choudhary: Ma'am November ka 17,000 abhi tak nahi aaya
[28/11/26, 9:02:17 AM] Nandini Purohit: Note kar liya. 10 Dec tak nahi aaya to recovery application lagayenge.
""")

up("backlog/2026-08/IMG20260828162233.jpg", "handwritten_note_photo", "Ramkishan", "2026-08-28", ["C06"], ["C06-H05"], """
दि. 28.08.2026 शुक्रवार - फैमिली कोर्ट 2
प्रियंका जी को मामलो - विकास जी 50,000 रुपया को डी.डी. कोर्ट में दे दियो। गुरजर साब बोल्या बाकी धीरे-धीरे देवांगा।
प्रियंका जी को शपथ पत्र (AW1) पेश हो ग्यो।
जज साब बोल्या महीनो टेम पर देनो पड़सी।
अगली तारीख 16-10-2026
""")

up("backlog/2026-11/IMG_20261127_194318.jpg", "handwritten_note_photo", "Nandini", "2026-11-27", ["C06"], ["C06-H07"], """
27.11.26 Fri FC 2 - Priyanka
AW2 Ramniwas Choudhary (father) - chief on aff.; cross by Gurjar 30 min - said Vikas never sent money for Aarav's admission (Rs 22,000 paid by him).
Our evidence CLOSED.
Goyal sir asked Vikas (present) why Nov. amount not paid - "salary late". Sir: pay by 10th.
ND 8.1.27 - NA evidence (Vikas)
""")

up("backlog/2026-01/harsh 8jan 138.txt", "typed_note_txt", "Harsh", "2026-01-08", ["C05"], ["C05-H01"], """
8.1.26 thu - NI court 7 - shree shyam v shekhawat
accused mahendra singh appeared with bansal. bail bonds rs 20,000 + surety (his brother). copies of complaint given.
ma'am argued nothing today. suresh ji present.
ND 12-02-2026
""")

up("backlog/2026-04/harsh 23.4.txt", "typed_note_txt", "Harsh", "2026-04-23", ["C05"], ["C05-H04"], """
23/04/2026 thu NI-7 shree shyam

CW1 suresh khandelwal affidavit (chief) filed with bills Ex C-1 to C-3, cheque C-4.
bansal sought time for cross - said "settlement talks going on, accused will meet complainant". suresh ji says no one contacted him.
madam (joshi) gave date but said no further time for cross. also asked accused (present) to settle.
96,000 - 60 days end 18 may.
ND 16.07.2026 (court vacation in june for civil side; NI court working but date given july)
""")

# ---------------------------------------------------------------- the week plan (names cases, no hearing)
up("backlog/2026-11/week 30nov-5dec.txt", "typed_note_txt", "Nandini", "2026-11-29", ["C01", "C02", "C03", "C04", "C05", "C06"], [], """
WEEK 30 Nov - 5 Dec 2026

- Sunita: contempt petition - file this week (Harsh: paginate, annex judgment + legal notice dt 28.08.26 + CMHO's non-reply). Get her photos/Aadhaar.
- Bairwa MACT: prepare written submissions + compensation chart before 11.12 (Kasliwal will run "no helmet" - get the FIR/site plan: helmet recovered at spot!).
- Sogani: nothing till orders. Remind Manish ji re Dec rent deposit check.
- Kumawat: 14.12 JP Sharma's args - keep DW1 admissions page ready.
- Shree Shyam 138: DE 10.12 - their contractor witness; prepare cross (ask Suresh ji about Mahendra's contractor name).
- Priyanka: Nov maintenance not paid - recovery appl. if not paid by 10.12.
- Fees: Suresh ji paid balance (6.11). Mohan Lal ji balance 15,000 pending.
""")
