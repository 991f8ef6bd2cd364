"""The uploads of the Haridwar practice: what Semwal ji, his junior Kavita and munshi Shiv Charan actually kept."""

L, J, M = "Devendra Prasad Semwal", "Kavita Bisht", "Shiv Charan Sharma (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2025-03/trust deed 1968 Gangeshwar certified copy.pdf", "document_scan", "Sub-Registrar, Haridwar", "2025-03-04", ["C01"], [], """
प्रमाणित प्रतिलिपि — उप निबन्धक कार्यालय, हरिद्वार   बही नं. 4, जिल्द 112, पृष्ठ 45-52, क्रमांक 301
न्यास पत्र (Trust Deed) दिनांक 14.05.1968
मैं, स्वामी गंगेश्वरानन्द गिरि, अपनी धर्मशाला स्थित भूपतवाला, हरिद्वार (22 कमरे, एक सत्संग भवन) को
"श्री गंगेश्वर सेवा आश्रम न्यास" को समर्पित करता हूँ। न्यास का प्रबन्ध पाँच न्यासियों की समिति करेगी।
कोई महन्त या चेला धर्मशाला का स्वामी नहीं होगा; कमरों का किराया/दान न्यास के खाते में जमा होगा।
प्रतिलिपि जारी दिनांक 04.03.2025
""")
u("backlog/2025-03/call Swami ji 12 march.txt", "typed_note_txt", L, "2025-03-12", ["C01"], [], """
12.03.25 Swami Atmanand ji ka phone. Mahant Haridas ne 9 kamre yatriyon ko de diye, daan ki rasid apne naam se kaat raha.
Trust meeting 10.03 me resolution pass - suit file karo, secretary authorised. Certified copy trust deed mil gayi (14.05.1968).
Suit declaration + permanent injunction, CJSD Haridwar. Court fee ka hisaab munshi ji se.
""")
u("backlog/2025-02/notice Shahid shop Civil Lines.docx", "typed_note_docx", L, "2025-02-10", ["C02"], [], """
D.P. SEMWAL, Advocate, Chamber 47, Civil Court Compound, Roshnabad, Haridwar
REGD. A.D.                                                    Dated: 10.02.2025
To, Mohd. Shahid s/o Mohd. Yaseen, Shop No. 3, Goyal Market, Civil Lines, Roorkee
Under instructions of my client Sh. Rakesh Goyal: you are a tenant of the above shop at Rs. 6,500/- per month. You have
not paid rent since 01.04.2024; arrears of Rs. 65,000/- till 31.01.2025. Your tenancy is hereby terminated on the expiry
of 30 days from receipt of this notice; vacate and hand over peaceful possession and pay the arrears.
                                                              sd/- D.P. Semwal, Advocate
""")
u("backlog/2024-11/FIR 188 Jwalapur.pdf", "document_scan", "Police Station Jwalapur", "2024-11-03", ["C03"], [], """
प्रथम सूचना रिपोर्ट   जनपद हरिद्वार   थाना ज्वालापुर   FIR No. 188/2024   दिनांक 03.11.2024
धारा 498A, 304B भा.द.वि. व 3/4 दहेज प्रतिषेध अधिनियम
वादी: रमेश चन्द कश्यप पुत्र स्व. हरि सिंह, निवासी कनखल
मेरी पुत्री नेहा का विवाह 24.02.2023 को विपिन चौहान से हुआ था। विवाह के बाद से पति विपिन, सास सरोज व ननद
पूजा एक मोटरसाइकिल व दो लाख रुपये की माँग को लेकर मारपीट करते थे। दिनांक 02.11.2024 को नेहा की ससुराल में
संदिग्ध परिस्थितियों में मृत्यु हो गई।          विवेचक: उ.नि. मुकेश भण्डारी
""")
u("backlog/2024-11/PM report Neha.pdf", "document_scan", "Dr. Sanjay Rana, District Hospital Haridwar", "2024-11-03", ["C03"], [], """
POST MORTEM REPORT   District Hospital (Mela Hospital), Haridwar    PM No. 611/2024   Date 03.11.2024
Deceased: Neha w/o Vipin Chauhan, aged about 24 years
Ligature mark present around the neck, obliquely placed, 28 cm x 2 cm, not continuous at the back (hanging).
No other external injury. Viscera preserved. Cause of death: asphyxia as a result of ante-mortem hanging.
                                   sd/- Dr. Sanjay Rana, Medical Officer
""")
u("backlog/2025-09/BoB return memo Negi.pdf", "document_scan", "Bank of Baroda, Roorkee", "2025-08-29", ["C04"], [], """
BANK OF BARODA   Civil Lines Branch, Roorkee          CHEQUE RETURN MEMO   Date: 29.08.2025
Cheque No. 073419 dated 25.08.2025 for Rs. 4,80,000/- drawn by Suresh Negi, Negi Construction, A/c No. 2978xxxxxx,
presented by M/s Bhagirathi Traders — RETURNED UNPAID.  Reason: FUNDS INSUFFICIENT
                                                      Authorised Signatory
""")
u("backlog/2025-05/WhatsApp Image 2025-05-06 at 12.14.33.jpeg", "document_photo", "Lekhpal, Halqa Khanpur", "2025-05-06", ["C05"], [], """
खतौनी (नकल)  फसली 1359   मौजा खानपुर  परगना लक्सर  तहसील लक्सर  जिला (तत्कालीन) सहारनपुर
खाता सं. 88   खसरा सं. 412   रकबा 0.631 हे.   नाम काश्तकार: हरदेव पुत्र मंगतू (सीरदार), कैफियत: कब्जा काश्त
नकल जारी 06.05.2025                      ह./- लेखपाल हल्का खानपुर
""")
u("backlog/2026-07/DM order Bhogpur lease suspension.pdf", "document_scan", "District Magistrate, Haridwar", "2026-06-29", ["C06"], [], """
OFFICE OF THE DISTRICT MAGISTRATE, HARIDWAR     No. 1141/Khanan/2026     Dated 29.06.2026
Subject: Riverbed mining lease (Banganga), village Bhogpur, 4.5 hectare — M/s Shivalik Khanan Udyog
On the complaint of Ganga Raksha Manch and the joint inspection report of the Mining Officer and SDM Laksar, prima facie
excavation has been found outside the lease area and below the permitted depth of 1.5 metre. The lease is SUSPENDED with
immediate effect; stocked RBM (river bed material) shall be seized. Show cause within 15 days.
                                                  sd/- District Magistrate, Haridwar
""")
u("backlog/2025-07/repudiation letter Himadri.pdf", "document_scan", "Himadri General Insurance Co. Ltd.", "2025-07-21", ["C07"], [], """
HIMADRI GENERAL INSURANCE CO. LTD.   Claims Hub, Dehradun        Date: 21.07.2025
Claim No. HGI/HDW/25/08817   Insured: Sunita Devi   Policy: Parivar Suraksha Floater No. 4418/2024
Hospital: Kalyani Hospital, Roorkee   Claimed: Rs. 2,36,500/-
Your claim is REPUDIATED under exclusion 4.1 (pre-existing disease): the gall bladder stones were known before the
inception of the policy. Regret.                     Claims Manager
""")
u("backlog/2025-07/IMG20250708_181422.jpg", "document_photo", L, "2025-07-08", ["C07"], [], """
KALYANI HOSPITAL, Delhi Road, Roorkee    DISCHARGE SUMMARY    IPD No. 25/3362
Patient: Sunita Devi, 41 F   DOA 02.07.2025   DOD 06.07.2025
Diagnosis: acute calculous cholecystitis.  Procedure: laparoscopic cholecystectomy on 03.07.2025
History: first episode of pain 30.06.2025; no past history of gall stone disease.
Final bill Rs. 2,36,500/-  (paid)                        Dr. R.K. Saxena, MS
""")
u("backlog/2026-09/WhatsApp Image 2026-09-10 at 15.02.11.jpeg", "document_photo", "State Bank of India, Roorkee (treasury branch)", "2026-09-10", ["C02"], [], """
STATE BANK OF INDIA  Roorkee  — CHALLAN (court deposit)  Date 10.09.2026
Deposited in Court of Judge Small Causes, Roorkee, SCC Suit 9/2025 Rakesh Goyal vs Mohd. Shahid
By: Mohd. Shahid (defendant)   Amount: Rs. 78,000/- (Rupees seventy eight thousand only)  — rent arrears u/O 15 R 5
""")

# ---------------- munshi's register pages (Devanagari)
u("backlog/2026-07/IMG-20260710-WA0007.jpg", "handwritten_note_photo", M, "2026-07-10", ["C01", "C03", "C02"], ["C01-H01", "C03-H02", "C02-H01"], """
तारीख रजिस्टर — पृष्ठ 61
06.07.26  आश्रम वाद (ओ.एस. 211/25) सि.ज. सी.डि. हरिद्वार — प्रतिवादी 1 महन्त का WS दाखिल, साथ में 7 नियम 11 का
          प्रार्थना पत्र। अगली तारीख 03.08.26
08.07.26  चौहान (एस.टी. 64/25) ए.डी.जे.-द्वितीय — आरोप विरचित धारा 498ए, 304बी व 3/4 दहेज अधि.; अभियुक्तगण ने
          आरोप से इन्कार किया। अगली तारीख 05.08.26 गवाही हेतु
09.07.26  गोयल दुकान (एस.सी.सी. 9/25) रुड़की — किरायेदार का WS; जज साहब बोले किराया जमा करो (आदेश 15 नियम 5)।
          अगली तारीख 06.08.26
""")
u("backlog/2026-08/IMG-20260807-WA0003.jpg", "handwritten_note_photo", M, "2026-08-07", ["C01", "C03", "C02"], ["C01-H02", "C03-H03", "C02-H02"], """
तारीख रजिस्टर — पृष्ठ 66
03.08.26  आश्रम वाद — 7/11 पर हमारा जवाब दाखिल। सैनी वकील साहब ने समय माँगा। अगली 31.08.26
05.08.26  चौहान — PW1 रमेश चन्द कश्यप (लड़की का पिता) का मुख्य बयान; जिरह स्थगित। अगली 02.09.26
06.08.26  गोयल दुकान — हमारी अर्जी बचाव खारिज करने की (15/5); किरायेदार ने जमा हेतु समय लिया। अगली 10.09.26
""")
u("backlog/2026-10/IMG-20261001-WA0011.jpg", "handwritten_note_photo", M, "2026-10-01", ["C04", "C01", "C06"], ["C04-H04", "C01-H04", "C06-H03"], """
तारीख रजिस्टर — पृष्ठ 72
28.09.26  भगीरथी (परिवाद 1142/25) जे.एम.-प्रथम रुड़की — अभियुक्त को आरोप का सार सुनाया; बचाव: चैक चोरी हुआ था।
          हमारी 143ए की अर्जी दी। अगली 02.11.26   (कविता मैडम गई)
29.09.26  आश्रम वाद — वाद बिन्दु (issues) बने, कुल छः। अगली 27.10.26
30.09.26  नैनीताल रिट (शिवालिक) — सरकार का प्रतिशपथ पत्र दाखिल; गंगा रक्षा मंच की पक्षकार बनने की अर्जी। अगली 25.11.26
""")
u("backlog/2026-11/IMG-20261120-WA0002.jpg", "handwritten_note_photo", M, "2026-11-20", ["C03", "C05", "C02"], ["C03-H06", "C05-H04", "C02-H05"], """
तारीख रजिस्टर — पृष्ठ 78
11.11.26  चौहान — PW2 कमला देवी (लड़की की माँ) का बयान व जिरह पूरी। अगली 16.12.26
17.11.26  जगमाल (वाद 47/25) एस.डी.एम. लक्सर — पीठासीन अधिकारी चुनाव ड्यूटी पर, कोई कार्य नहीं। अगली 19.01.27
19.11.26  गोयल दुकान — PW1 राकेश गोयल का बयान व जिरह। अगली 21.01.27
""")
u("backlog/2027-01/IMG-20270122-WA0005.jpg", "handwritten_note_photo", M, "2027-01-22", ["C01", "C05", "C02"], ["C01-H07", "C05-H05", "C02-H06"], """
तारीख रजिस्टर — पृष्ठ 84
12.01.27  आश्रम वाद — PW1 स्वामी आत्मानन्द गिरि का शपथ पत्र; सैनी साहब बीमार, जिरह नहीं, 500 रु. हर्जा। अगली 02.03.27
19.01.27  जगमाल — वाद बिन्दु बने (तीन)। अगली 16.03.27 वादी साक्ष्य
21.01.27  गोयल दुकान — DW1 मो. शाहिद का बयान, हमारी जिरह। अगली 18.03.27
""")
u("backlog/2027-04/IMG-20270421-WA0009.jpg", "handwritten_note_photo", M, "2027-04-21", ["C03", "C04", "C01"], ["C03-H09", "C04-H08", "C01-H09"], """
तारीख रजिस्टर — पृष्ठ 93
15.04.27  चौहान — PW4 उ.नि. मुकेश भण्डारी (विवेचक) का मुख्य बयान, जिरह आंशिक। अगली 07.06.27
19.04.27  भगीरथी — CW1 मनोज अग्रवाल की जिरह पूरी, परिवादी साक्ष्य बन्द। अगली 07.06.27 (313 के बयान)
20.04.27  आश्रम वाद — PW1 की जिरह पूरी। PW2 को सम्मन (उप निबन्धक कार्यालय का रिकार्ड)। अगली 13.07.27 (जून में दीवानी अवकाश)
""")
u("backlog/2027-05/IMG-20270519-WA0001.jpg", "handwritten_note_photo", M, "2027-05-19", ["C02", "C05"], ["C02-H08", "C05-H07"], """
तारीख रजिस्टर — पृष्ठ 97
13.05.27  गोयल दुकान — बहस पूरी, निर्णय हेतु। अगली 08.07.27
18.05.27  जगमाल — PW2 राम किशन (पड़ोसी काश्तकार) का बयान; डी.जी.सी. साहब ने जिरह हेतु समय लिया। अगली 15.06.27
""")

# ---------------- the lawyer's diary (photos)
u("backlog/2026-06/IMG20260610_173045.jpg", "handwritten_note_photo", L, "2026-06-10", ["C03"], ["C03-H01"], """
10/6  Chauhan (dahej) ADJ-II Pant sahab — charge pe bahas ki. Saas Saroj & nanad Pooja ke liye 304B nahi banta, alag
rehti thi (Kankhal me nahi, Jwalapur). Chamoli ADGC ne virodh kiya. Order 8/7 ko. Vipin jail me hi hai — bail HC me dekhni.
""")
u("backlog/2026-06/IMG20260624_162210.jpg", "handwritten_note_photo", L, "2026-06-24", ["C07"], ["C07-H01"], """
24.6  Sunita mediclaim — Upbhokta aayog. Goel (bima co.) ne version diya: PED, gall stone pehle se. Hamare paas discharge
summary: "no past history". Next 12.8 - hamara evidence affidavit.
""")
u("backlog/2026-07/IMG20260714_151901.jpg", "handwritten_note_photo", L, "2026-07-14", ["C05"], ["C05-H01"], """
14/7 Laksar SDM court — Jagmal. DGC Mahipal Chauhan gaon sabha ki taraf se aaye, WS ke liye time. 18/8.
Jagmal ko bola: 1359 fasli ki khatauni aur pitaji Hardev ki sirdari ka parwana dhoondho bal.
""")
u("backlog/2026-10/IMG20261027_170455.jpg", "handwritten_note_photo", L, "2026-10-27", ["C01", "C05"], ["C01-H05"], """
27.10  Ashram suit — Amin commission allowed, dharamshala ke kamron ka mauka muayana. Amin fees Rs. 3,000 hum denge.
Next 1.12 report.
Jagmal ka phone (Laksar) — patwari/lekhpal report me "kabza Jagmal" likha hai bol raha. theek ch.
""")
u("backlog/2026-12/IMG20261216_160312.jpg", "handwritten_note_photo", L, "2026-12-16", ["C03"], ["C03-H07"], """
16.12 Chauhan — PW3 Dr Sanjay Rana (PM). Cross me: ligature mark "not continuous at the back" = hanging, koi aur chot nahi.
Dr ne maana suicidal hanging se match karta hai. Acchha gaya. Next 10.2.27 IO.
""")
u("backlog/2027-02/IMG20270210_154417.jpg", "handwritten_note_photo", L, "2027-02-10", ["C03"], ["C03-H08"], """
10/2/27 Chauhan — IO SI Bhandari fir nahi aaya (ab Dehradun posted). Pant sahab ne IO ke khilaf BW jaari kiya, SSP ke madhyam se.
Next 15.4.
""")
u("backlog/2027-03/IMG20270316_142730.jpg", "handwritten_note_photo", L, "2027-03-16", ["C05"], ["C05-H06"], """
16-3 Laksar — Jagmal PW1 examined. Khatauni 1359 F (Hardev sirdar) file. DGC ki jirah: 1372 F ki khatauni me gaon sabha
ka naam kyon? — jawab: chakbandi galti. Next 18.5 PW2 Ram Kishan.
""")

# ---------------- typed notes
u("backlog/2026-08/sunita evidence 12.8.txt", "typed_note_txt", L, "2026-08-12", ["C07"], ["C07-H02"], """
12.08.2026 Sunita Devi vs Himadri — District Commission Haridwar
Evidence affidavit of complainant filed with discharge summary and bill (Rs. 2,36,500). OP ko copy di.
Next 14.10.2026 — OP evidence.
""")
u("backlog/2026-08/jagmal 18 aug.txt", "typed_note_txt", L, "2026-08-18", ["C05"], ["C05-H02"], """
18/8/26 Jagmal — SDM Laksar
Gaon Sabha ka WS aaya: zameen "navin parti" hai, gaon sabha me nihit, Jagmal ka kabza avaidh. SDM sahab ne tehsildar se
report mangi (lekhpal ke through). Next 22.9.
""")
u("backlog/2026-09/pw1 cross 2.9.txt", "typed_note_txt", L, "2026-09-02", ["C03"], ["C03-H04"], """
02.09.2026 ST 64/25 Chauhan — PW1 Ramesh Chand cross (by me, 1.5 ghante)
- maana shaadi me koi maang nahi hui thi, shaadi ke 20 mahine tak koi shikayat police me nahi.
- motorcycle ki maang ka koi likhit saboot nahi; Neha ne kabhi phone pe bhi nahi bataya (admitted).
- 2 lakh ki maang: "sunne me aaya" — hearsay.
Next 7.10 PW2 (mother).
""")
u("backlog/2026-10/neha case 7 oct.txt", "typed_note_txt", L, "2026-10-07", ["C03"], ["C03-H05"], """
7 Oct — Chauhan. PW2 Kamla Devi nahi aayi. Chamoli ne kaha bimar hai. Summons dobara. Next 11.11.
Mahendra ji (Vipin ke pitaji) se baat — HC me bail ki file ready karni hai.
""")
u("backlog/2026-10/sunita 14-10.txt", "typed_note_txt", L, "2026-10-14", ["C07"], ["C07-H03"], """
14-10-26 Sunita mediclaim: OP ka evidence affidavit (Dr. Ashok Pal, panel doctor) — "gall stones 2 saal purane". Koi purana
parcha nahi lagaya unhone. Next 9.12 arguments.
""")
u("backlog/2026-10/goyal issues 15-10.txt", "typed_note_txt", L, "2026-10-15", ["C02"], ["C02-H04"], """
15.10.26 Goyal vs Shahid, JSCC Roorkee (Bisht sahab)
Points for determination — chaar (4): (1) landlord-tenant relation; (2) arrears; (3) notice valid; (4) relief.
Naushad Ali ka stand: dukaan Goyal ke pitaji ne di thi, kiraya 4,000 hi tha. Next 19.11 PW1.
""")
u("backlog/2026-11/nainital 25.11.txt", "typed_note_txt", L, "2026-11-25", ["C06"], ["C06-H04"], """
25.11.2026 Nainital, Court 3 (Joshi J) — Shivalik khanan writ
Ganga Raksha Manch ka intervention allowed (Ritu Kapri). Hume rejoinder 4 hafte me. Court ne poocha lease ki
demarcation hui thi ya nahi. Next 17.02.2027.
Raat Haldwani ruke, subah bus.
""")
u("backlog/2026-12/amin report 1.12.txt", "typed_note_txt", L, "2026-12-01", ["C01"], ["C01-H06"], """
01.12.26 Ashram suit — Amin report aayi: dharamshala me kul 22 kamre, unme se 9 kamre Mahant Haridas ne kiraye pe de rakhe
(yatri + 2 dukaan). Daan-patra mahant ke naam ka. D1 (Saini) ne objection diye. Next 12.01.27 PW1.
""")
u("backlog/2027-03/goyal args 18.3.txt", "typed_note_txt", L, "2027-03-18", ["C02"], ["C02-H07"], """
18.3.27 Goyal dukan — bahas ki, 40 min. Rent receipts 2019-2023 (6,500 p.m.) dikhaye. Naushad Ali ne time liya — busy in
sessions. Part heard. Next 13.5.27.
""")
u("backlog/2027-03/correction ashram ND.txt", "typed_note_txt", L, "2027-03-03", ["C01"], [], """
CORRECTION — kal ke Doc1 (ashram PW1 cross) me next date 20.05.2027 galat likhi gayi. Sahi agli tarikh 20.04.2027 hai
(munshi ji ne reader se confirm kiya).
""")
u("backlog/2027-06/week plan 7-12 june.txt", "typed_note_txt", L, "2027-06-05", ["C03", "C04", "C05", "C06", "C01"], [], """
WEEK PLAN 07.06 - 12.06.2027 (civil courts me June vacation; faujdari aur revenue chalu)
Mon 07.06  Chauhan dahej — ADJ-II Haridwar — IO Bhandari ki baaki jirah (contradictions list ready)
           Bhagirathi 138 — JM-I Roorkee — 313 ke bayan; 143A ka paisa abhi tak nahi diya — recovery application
Tue 08.06  Pundir ji meeting — drone report ke objections (Nainital 07.07)
Fri 11.06  Swami ji — PW2 ke liye sub-registrar office se record (13.07)
next: Tue 15.06 Jagmal Laksar — PW2 jirah (DGC)
""")
u("backlog/2026-09/issues OS 211.docx", "typed_note_docx", L, "2026-09-29", ["C01"], ["C01-H04"], """
OS 211/2025 Gangeshwar Seva Ashram Nyas vs Mahant Haridas — Issues framed on 29.09.2026 by Rawat madam
1. Whether the dharamshala at Bhupatwala is property of the plaintiff trust under trust deed dated 14.05.1968? OPP
2. Whether D1 is the mahant by guru-chela succession and entitled to manage the dharamshala? OPD
3. Whether the suit is barred by s. 92 CPC? OPD   4. Whether the suit is undervalued? OPD
5. Whether the plaintiff is entitled to injunction? OPP   6. Relief.
Next 27.10.2026 — commission application.
""")
u("backlog/2026-09/New Microsoft Word Document (3).docx", "typed_note_docx", L, "2026-09-30", ["C06"], ["C06-H03"], """
WPMS 1873/2026 — note on State's counter (filed 30.09.2026, C.S. Rawat)
State says: joint inspection found pits 3 m deep, 1.2 ha outside lease. No photographs annexed; no demarcation with the
lessee present. Our reply: demarcation never done after flood of 2025; Banganga changed course.
Intervention of Ganga Raksha Manch — opposed; next 25.11.2026.
""")
u("backlog/2026-11/Kamla Devi cross 11.11.2026.docx", "typed_note_docx", L, "2026-11-11", ["C03"], ["C03-H06"], """
ST 64/25 — PW2 Kamla Devi (mother) — cross by D.P. Semwal, 11.11.2026
Admitted: Neha aur Vipin alag kiraye ke kamre me rehte the (Jwalapur), saas Saroj Kankhal wale ghar me.
Admitted: 2 lakh ki maang ki baat pehli baar FIR me kahi; 161 ke bayan me nahi.
Admitted: Neha ki pehli Diwali pe sasural se gift aaye the.  Next 16.12.2026 PW3 doctor.
""")
u("backlog/2026-11/Goyal PW1.docx", "typed_note_docx", L, "2026-11-19", ["C02"], ["C02-H05"], """
SCC 9/2025 — PW1 Rakesh Goyal — 19.11.2026
Chief: shop let in 2019 at Rs. 6,500 p.m.; rent unpaid since April 2024; notice 10.02.2025 served (AD card).
Cross by Naushad Ali: denied that rent was Rs. 4,000; rent receipts signed by Shahid produced. Next 21.01.2027 DE.
""")
u("backlog/2026-12/written args Sunita.docx", "typed_note_docx", L, "2026-12-09", ["C07"], ["C07-H04"], """
CC 142/2025 — Written arguments of the complainant (filed 09.12.2026)
1. Discharge summary: first episode 30.06.2025, no past history. 2. The OP has not produced any earlier prescription.
3. Repudiation under exclusion 4.1 is without basis; claim Rs. 2,36,500 with interest, compensation Rs. 50,000, costs.
OP (Amit Goel) sought time for written arguments. Next 03.02.2027.
""")
u("backlog/2027-01/DW1 Shahid cross 21.01.27.docx", "typed_note_docx", L, "2027-01-21", ["C02"], ["C02-H06"], """
DW1 Mohd. Shahid — cross by me, 21.01.2027
Admitted signature on rent receipts of 2021 and 2022 (Rs. 6,500 each). Said rent reduced orally — no writing. Admitted
he has another shop in Ramnagar, Roorkee. Next 18.03.2027 arguments.
""")
u("backlog/2027-03/Doc1.docx", "typed_note_docx", L, "2027-03-02", ["C01"], ["C01-H08"], """
Ashram suit — PW1 Swami Atmanand Giri cross by Devendra Saini — 02.03.2027
Part cross only. Saini: "trust kabhi kaam hi nahi karta tha, mahant hi dekhte the" — PW1 denied; trust's bank account
(PNB Bhupatwala) and meeting register of 1990 onwards shown. Costs of 12.01 (Rs. 500) paid by D1.
Next date 20.05.2027 — PW1 remaining cross.
""")
u("backlog/2027-04/IO cross Bhandari.docx", "typed_note_docx", L, "2027-04-15", ["C03"], ["C03-H09"], """
ST 64/25 — PW4 SI Mukesh Bhandari (IO) — 15.04.2027
Came on BW. Chief by ADGC Chamoli. My cross (part): site plan shows separate rented room of Vipin; no statement of the
landlord recorded; no dowry article recovered. Remaining cross on 07.06.2027.
""")

# ---------------- certified order sheets
u("backlog/2026-09/CamScanner 09-09-2026 11.20.pdf", "certified_order_sheet_scan", "Civil Judge (Senior Division), Haridwar", "2026-08-31", ["C01"], ["C01-H03"], """
न्यायालय सिविल जज (सीनियर डिवीजन), हरिद्वार     मूल वाद सं. 211 सन 2025
श्री गंगेश्वर सेवा आश्रम न्यास बनाम महन्त हरिदास उदासीन आदि
31.08.2026  पत्रावली पेश। प्रतिवादी सं. 1 का प्रार्थना पत्र अन्तर्गत आदेश 7 नियम 11 सी.पी.सी. (कागज सं. 18ग) पर उभय
पक्ष को सुना। वादपत्र से वाद हेतुक प्रकट होता है; प्रश्न कि धर्मशाला न्यास की है या महन्त की, साक्ष्य का विषय है।
प्रार्थना पत्र 18ग निरस्त किया जाता है। पत्रावली वाद बिन्दु विरचन हेतु दिनांक 29.09.2026 को पेश हो।
                                                ह./- (नीलम रावत) सिविल जज (सी.डि.), हरिद्वार
""")
u("backlog/2026-07/order 8.7.26 ST 64.pdf", "certified_order_sheet_scan", "ADJ-II, Haridwar", "2026-07-08", ["C03"], ["C03-H02"], """
IN THE COURT OF ADDITIONAL DISTRICT & SESSIONS JUDGE-II, HARIDWAR     S.T. No. 64 of 2025
State vs Vipin Chauhan & 2 others     u/s 498A, 304B IPC & 3/4 D.P. Act, P.S. Jwalapur
08.07.2026  Present: Sh. Rajeev Chamoli, ADGC for the State; accused Vipin (from jail), Saroj and Pooja (on bail) with
counsel Sh. D.P. Semwal. Heard on charge. Prima facie sufficient ground. Charges framed u/s 498A, 304B IPC and 3/4 D.P.
Act against all three accused, read over; they pleaded not guilty and claimed trial. Put up on 05.08.2026 for
prosecution evidence; summon PW1 and PW2.                        sd/- ADJ-II, Haridwar
""")
u("backlog/2026-07/order WPMS 1873 22.07.2026.pdf", "certified_order_sheet_scan", "High Court of Uttarakhand at Nainital", "2026-07-22", ["C06"], ["C06-H01"], """
HIGH COURT OF UTTARAKHAND AT NAINITAL      Writ Petition (M/S) No. 1873 of 2026
M/s Shivalik Khanan Udyog ...Petitioner  versus  State of Uttarakhand & others ...Respondents
Hon'ble Vivek Chandra Joshi, J.
22.07.2026  Mr. D.P. Semwal, Advocate for the petitioner. Mr. C.S. Rawat, Standing Counsel for the State.
Issue notice. Counter affidavit within three weeks. Till the next date of listing, no coercive action shall be taken for
removal of the RBM already stocked at the lease site, which shall not be sold either. List on 26.08.2026.
""")
u("backlog/2027-04/order WPMS 1873 07.04.2027.pdf", "certified_order_sheet_scan", "High Court of Uttarakhand at Nainital", "2027-04-07", ["C06"], ["C06-H06"], """
HIGH COURT OF UTTARAKHAND AT NAINITAL      WPMS No. 1873 of 2026
Hon'ble Vivek Chandra Joshi, J.
07.04.2027  Pursuant to the order dated 17.02.2027, the District Magistrate, Haridwar has filed the drone survey report.
It shows excavation in 1.2 hectare beyond the lease area. Mr. Semwal seeks time to file objections. Ms. Ritu Kapri for the
intervenor. Interim order to continue. List on 07.07.2027.
""")
u("backlog/2026-09/Scan_20260914_0001.pdf", "certified_order_sheet_scan", "Judge Small Causes, Roorkee", "2026-09-10", ["C02"], ["C02-H03"], """
न्यायालय लघुवाद न्यायाधीश, रुड़की    लघुवाद सं. 9 सन 2025  राकेश गोयल बनाम मो. शाहिद
10.09.2026  प्रतिवादी द्वारा 78,000/- रु. बकाया किराया चालान द्वारा जमा किया गया। अतः वादी का प्रार्थना पत्र अन्तर्गत
आदेश 15 नियम 5 सी.पी.सी. निस्तारित; बचाव समाप्त नहीं किया जाता। प्रतिवादी आगे प्रतिमाह किराया जमा करता रहे।
वाद बिन्दु हेतु 15.10.2026 को पेश हो।                             ह./- (अंकित बिष्ट)
""")
u("backlog/2026-11/order 143A Bhagirathi 02.11.26.pdf", "certified_order_sheet_scan", "Judicial Magistrate-I, Roorkee", "2026-11-02", ["C04"], ["C04-H05"], """
IN THE COURT OF JUDICIAL MAGISTRATE-I, ROORKEE   Complaint Case No. 1142 of 2025
M/s Bhagirathi Traders vs Suresh Negi           u/s 138 N.I. Act
02.11.2026  Application u/s 143A N.I. Act. Heard. The accused has not disputed his signature on the cheque. He is directed
to pay interim compensation of 20% of the cheque amount, i.e. Rs. 96,000/-, to the complainant within sixty days.
Put up on 21.12.2026 for complainant's evidence.             sd/- (Pooja Tolia) JM-I, Roorkee
""")
u("backlog/2026-09/SDM Laksar ordersheet 22.9.pdf", "certified_order_sheet_scan", "SDM / Assistant Collector Ist Class, Laksar", "2026-09-22", ["C05"], ["C05-H03"], """
न्यायालय उप जिलाधिकारी/सहायक कलेक्टर प्रथम श्रेणी, लक्सर    वाद सं. 47/2025 धारा 229-बी ज.वि. एवं भू.व्य. अधि.
जगमाल सिंह सैनी बनाम गाँव सभा खानपुर व अन्य
22.09.2026  तहसीलदार लक्सर की आख्या (लेखपाल रिपोर्ट सहित) प्राप्त। आख्या के अनुसार खसरा सं. 412 रकबा 0.631 हे. पर मौके
पर वादी जगमाल सिंह का कब्जा काश्त है; अभिलेख में भूमि नवीन परती गाँव सभा दर्ज। पत्रावली वाद बिन्दु हेतु 17.11.2026 को पेश हो।
                                                            ह./- उप जिलाधिकारी, लक्सर
""")
u("backlog/2027-03/final order CC 142 10.03.2027.pdf", "certified_order_sheet_scan", "District Consumer Disputes Redressal Commission, Haridwar", "2027-03-10", ["C07"], ["C07-H06"], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, HARIDWAR     Consumer Complaint No. 142 of 2025
Sunita Devi vs Himadri General Insurance Co. Ltd.          Order dated 10.03.2027
The OP has produced no record of any treatment before the policy; the repudiation under the pre-existing disease clause
is deficiency in service. The complaint is ALLOWED. The OP shall pay Rs. 2,36,500/- with interest @ 7% p.a. from the date
of the complaint, Rs. 20,000/- as compensation for mental agony and Rs. 5,000/- as costs, within 45 days.
                                                      sd/- Kanwar Sain Tomar, President
""")

# ---------------- cause list
u("backlog/2026-12/causelist ADJ2 16.12.2026.pdf", "cause_list_pdf", "District Court Haridwar (eCourts)", "2026-12-16", ["C03"], ["C03-H07"], """
DISTRICT & SESSIONS COURT, HARIDWAR — CAUSE LIST dated 16.12.2026 — Court of ADJ-II (Sh. Pradeep Pant)
Sr. Case No.        Parties                                   Stage
1   ST 211/2023     State vs Rahul @ Bittu                     Evidence
2   Cr. Appeal 40/26 Sushil Kumar vs State                     Arguments
3   ST 64/2025      State vs Vipin Chauhan & 2                 Prosecution evidence (PW3)
4   Bail 1988/26    Arif vs State (NDPS)                        Hearing
5   ST 17/2026      State vs Deepak Rawat                       Charge
""")

# ---------------- WhatsApp exports
u("backlog/2026-09/WhatsApp Chat with Kavita Bisht Jr.txt", "whatsapp_export", J, "2026-09-28", ["C04", "C06"], ["C04-H01", "C04-H02", "C04-H03", "C04-H04", "C06-H02"], """
15/06/26, 1:12 pm - Kavita Bisht Jr: Sir Bhagirathi 138 me summons serve nahi hua, Negi ka address galat bata rahe. Next 20.07
15/06/26, 1:13 pm - D.P. Semwal: Manoj ji se naya pata lo. Dasti summons bhi lo
20/07/26, 12:40 pm - Kavita Bisht Jr: Sir Negi absent. Tolia madam ne BW jaari kiya 10,000 ka. Next 24/08
24/08/26, 11:55 am - Kavita Bisht Jr: Sir accused aa gaya, bail ho gayi. Tyagi ji uski taraf se. next 28.9
26/08/26, 3:31 pm - Kavita Bisht Jr: Sir Nainital — Shivalik writ me counter nahi aaya, Rawat sir ne time maanga. Joshi sir ne 30.09 di. Interim jaari hai bal
26/08/26, 3:35 pm - D.P. Semwal: thik. Pundir ji ko bata do
28/09/26, 1:02 pm - Kavita Bisht Jr: Sir 138 me accusation ka saar suna diya. Negi bolta cheque chori hua tha 😅 Humari 143A application de di. Next 2.11
""")
u("backlog/2027-02/WhatsApp Chat with Kavita Bisht Jr (2).txt", "whatsapp_export", J, "2027-02-23", ["C04", "C06"], ["C04-H05", "C04-H06", "C04-H07", "C06-H05"], """
02/11/26, 12:20 pm - Kavita Bisht Jr: Sir 143A allow! 20% yani 96,000 sixty days me dena hai Negi ko
02/11/26, 12:21 pm - D.P. Semwal: shabash bhulli
21/12/26, 1:40 pm - Kavita Bisht Jr: Sir CW1 Manoj ji ka affidavit tender kiya. Tyagi ji ne cross defer karaya. 96000 abhi tak nahi diye. Next 22.02.27
17/02/27, 4:05 pm - Kavita Bisht Jr: Dida... sorry sir 😅 Nainital update: Joshi sir ne DM Haridwar ko drone survey report file karne bola. next 7 april
22/02/27, 12:58 pm - Kavita Bisht Jr: Sir Tyagi ji nahi aaye, madam ne 1000 rs cost lagaya accused pe. Next 19.4
22/02/27, 1:00 pm - D.P. Semwal: 313 se pehle 143A recovery ki application bhi dalni hai yaad rakhna
""")
u("backlog/2027-04/WhatsApp Chat with Baldev Pundir Bhogpur.txt", "whatsapp_export", "Baldev Singh Pundir", "2027-04-08", ["C06"], ["C06-H04", "C06-H06"], """
25/11/26, 6:10 pm - Baldev Pundir: Vakil sahab Nainital me kya hua
25/11/26, 6:22 pm - D.P. Semwal: Manch wale party ban gaye. Hum rejoinder denge. Agli 17 feb
25/11/26, 6:23 pm - Baldev Pundir: 🙏
07/04/27, 5:45 pm - D.P. Semwal: Pundir ji drone report aa gayi, 1.2 hectare lease ke bahar khudai dikha rahi hai. Humein objection dene hain. Agli 07.07.2027. Stay jaari hai.
07/04/27, 6:02 pm - Baldev Pundir: wo to 2025 ki baadh me nadi khisak gayi thi sahab. Patwari ka naksha mere paas hai
08/04/27, 9:15 am - Baldev Pundir: <Media omitted>
""")
u("backlog/2027-03/WhatsApp Chat with Sunita Jwalapur.txt", "whatsapp_export", "Sunita Devi", "2027-03-11", ["C07"], ["C07-H05", "C07-H06"], """
03/02/27, 2:14 pm - D.P. Semwal: Sunita ji bahas ho gayi, faisla 10 march ko sunayenge
03/02/27, 2:30 pm - Sunita Devi: ji sir dhanyawad
10/03/27, 4:48 pm - D.P. Semwal: Badhai ho! Case jeet gaye. 2,36,500 byaj 7% ke saath, 20,000 harjana aur 5,000 kharcha. 45 din me dena hai company ko
10/03/27, 5:10 pm - Sunita Devi: 🙏🙏 bhagwan aapka bhala kare
11/03/27, 10:02 am - Sunita Devi: sir copy kab milegi
""")
