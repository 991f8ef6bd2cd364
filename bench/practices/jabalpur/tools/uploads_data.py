"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


# ---------------------------------------------------------------- documents
up("backlog/2024-02/Scan_Anubandh Plot 27 Shanti Nagar.pdf", "document_scan", "Santosh Soni", "2024-02-14", ["C04"], [], """
विक्रय अनुबंध पत्र (AGREEMENT TO SELL)
यह अनुबंध आज दिनांक 14.02.2024 को जबलपुर में विक्रेता श्री संतोष सोनी पिता स्व. रामप्रसाद सोनी, निवासी गढ़ा, जबलपुर एवं क्रेता श्रीमती अनीता जैन पत्नी श्री संजय जैन, निवासी राइट टाउन, जबलपुर के मध्य निष्पादित किया गया।
1. प्लॉट क्रमांक 27, शांति नगर, दमोह नाका, जबलपुर, क्षेत्रफल 1500 वर्गफुट।
2. कुल प्रतिफल राशि रु. 18,60,000/- (अठारह लाख साठ हजार), जिसमें से रु. 5,00,000/- बयाना राशि आज चेक द्वारा प्राप्त की।
3. शेष राशि रु. 13,60,000/- छह माह के भीतर रजिस्ट्री के समय दी जावेगी।
गवाह: 1. मुकेश कोरी  2. रमाकांत पटेल
ह. विक्रेता संतोष सोनी        ह. क्रेता अनीता जैन
""")

up("backlog/2025-06/Termination order Ahirwar 30.6.25.pdf", "document_scan", "Municipal Corporation Jabalpur", "2025-06-30", ["C01"], [], """
NAGAR PALIK NIGAM, JABALPUR
Office of the Commissioner (Establishment Section)
No. 2291/Estt./2025                                   Jabalpur, dated 30.06.2025
ORDER
Shri Ramesh Kumar Ahirwar, Computer Operator (contractual), Zone No. 7, engaged on consolidated pay of Rs. 14,500/- per month, is hereby disengaged with immediate effect as his services are no longer required. His contract dated 01.07.2019 stands terminated.
sd/- Additional Commissioner (Establishment), Nagar Palik Nigam Jabalpur
""")

up("backlog/2025-08/IMG_20250821_141502.jpg", "document_photo", "Bank of India", "2025-08-21", ["C05"], [], """
BANK OF INDIA  Napier Town Branch, Jabalpur
RETURN MEMO   dt. 21/08/2025
Chq No. 118842  Dt 05/08/2025  Amt Rs. 2,40,000/-
Drawer: PAWAN DHURVE  A/c 9301xxxxxx4417
Payee: NARMADA AGRO TRADERS
Reason: 01 FUNDS INSUFFICIENT
""")

up("backlog/2025-09/Claim petition Markam final.pdf", "document_scan", "Prakash Narayan Dubey", "2025-09-15", ["C06"], [], """
BEFORE THE MOTOR ACCIDENTS CLAIMS TRIBUNAL, JABALPUR
Claim petition u/s 166 Motor Vehicles Act, 1988
Claimants: (1) Savitri Bai Markam (widow, 30) (2) Kumari Rani Markam (minor, 9) (3) Ku. Pinky Markam (minor, 6) (4) Smt. Phool Bai Markam (mother, 61), all of village Barela, Jabalpur
Non-applicants: (1) Rajendra Singh Thakur, driver (2) Mohd. Salim, owner of truck MP 20 HB 4471 (3) The New India Assurance Co. Ltd., Divisional Office Jabalpur (policy no. 45020231230100004418)
On 14.03.2025 at about 7.30 pm deceased Ramlal Markam (34), a mason earning Rs. 12,000/- per month, was going on his bicycle on the Jabalpur-Mandla road near Barela when the truck driven rashly hit him from behind; he died on the spot. FIR No. 88/2025 P.S. Barela.
Compensation claimed: Rs. 38,50,000/- with interest @ 9%.
Advocate for claimants: P.N. Dubey
""")

up("backlog/2025-12/Notice u-s 23A Khare.pdf", "document_scan", "Prakash Narayan Dubey", "2025-12-02", ["C07"], [], """
BEFORE THE RENT CONTROLLING AUTHORITY, JABALPUR
Application u/s 23-A(b) of the Madhya Pradesh Accommodation Control Act, 1961
Applicant: Smt. Kamla Devi Khare (64), widow, retired Head Mistress, Govt. Girls H.S. School, Gorakhpur, Jabalpur
Non-applicant: Harish Rajak, tenant of shop at 214 Gorakhpur Bazar, Jabalpur, on rent of Rs. 3,200/- per month
The applicant is a retired government servant and requires the shop bona fide for her son Alok Khare to start a medical store; she owns no other non-residential accommodation in the city.
Prayer: eviction of the non-applicant and possession of the shop.
""")

up("backlog/2026-02/WS New India Assurance MCC 462.pdf", "document_scan", "Sunil Jain", "2026-02-10", ["C06"], [], """
BEFORE THE 5th ADDL. MACT, JABALPUR - MACT Claim Case No. 462/2025
WRITTEN STATEMENT ON BEHALF OF NON-APPLICANT No. 3 (THE NEW INDIA ASSURANCE CO. LTD.)
1. The accident, rash driving and income are denied.
2. The driver Rajendra Singh Thakur did not hold a valid and effective driving licence on the date of the accident; licence no. MP20-2011-0045671 shown to be issued by RTO Mandla is fake. Breach of policy conditions; insurer not liable.
3. In the alternative, right to recover from the owner.
Jabalpur, 10.02.2026   Sunil Jain, Advocate for N.A. 3
""")

up("backlog/2026-04/CamScanner 04-06-2026 17.40.pdf", "document_scan", "Municipal Corporation Jabalpur", "2026-04-06", ["C01"], [], """
IN THE HIGH COURT OF MADHYA PRADESH AT JABALPUR - W.P. No. 18734/2025
RETURN ON BEHALF OF RESPONDENTS No. 1 to 3 (Nagar Palik Nigam Jabalpur)
1. The petitioner was a contractual employee; contract was renewed year to year; no right to continue.
2. Services disengaged as the work of Zone No. 7 was outsourced.
3. Petition liable to be dismissed.
Filed through Manoj Chourasia, Advocate, on 06.04.2026 (Diary No. 41172/2026)
""")

up("backlog/2026-09/PXL_20260912_101455.jpg", "document_photo", "Municipal Corporation Jabalpur", "2026-09-12", ["C01"], [], """
AFFIDAVIT OF THE COMMISSIONER, NAGAR PALIK NIGAM JABALPUR (in compliance of order dt. 13.07.2026)
W.P. 18734/2025
I, Commissioner, state on oath:
1. There are no sanctioned posts of Computer Operator; work is done on contract.
2. As on date 11 (eleven) computer operators engaged on contract in 2019 are continuing; their contracts were renewed on 01.07.2025.
3. Petitioner's contract was not renewed on account of the Zone 7 outsourcing.
""")

up("backlog/2026-11/Screenshot_20261116 RTO Mandla letter.jpg", "document_photo", "RTO Mandla", "2026-11-10", ["C06"], [], """
Office of the Regional Transport Officer, Mandla
No. 1187/RTO/2026   dt. 10.11.2026
To: Divisional Manager, The New India Assurance Co. Ltd., Jabalpur
Sub: Verification of DL No. MP20-2011-0045671
With reference to your letter, the record of this office shows DL No. MP20-2011-0045671 issued on 22.06.2011 to Rajendra Singh s/o Gajraj Singh, valid for transport vehicles up to 21.06.2026 (renewed 2023).
sd/- RTO Mandla
""")

# ---------------------------------------------------------------- order sheets
up("backlog/2026-02/WP 18734-2025 orders.pdf", "certified_order_sheet_scan", "court", "2026-02-26", ["C01"], ["C01-H01", "C01-H02", "C01-H03"], """
HIGH COURT OF MADHYA PRADESH, PRINCIPAL SEAT AT JABALPUR
W.P. No. 18734 of 2025 - Ramesh Kumar Ahirwar Vs. Municipal Corporation Jabalpur & Ors.
08.12.2025  Shri P.N. Dubey, learned counsel for the petitioner. Heard on admission. Issue notice. Respondents may file return within four weeks. List thereafter.
19.01.2026  Shri Manoj Chourasia, learned counsel for respondents No. 1 to 3 prays for time as instructions from the Commissioner are awaited. Time granted. List on 23.02.2026.
23.02.2026  Return has still not been filed. As a last opportunity, two weeks' time is granted subject to payment of costs of Rs. 2,000/- to the petitioner. List on 06.04.2026.
(SANJEEV KUMAR DWIVEDI) JUDGE
""")

up("backlog/2026-07/WP 18734 order dt 13.07.2026.pdf", "certified_order_sheet_scan", "court", "2026-07-16", ["C01"], ["C01-H05"], """
HIGH COURT OF MADHYA PRADESH AT JABALPUR
W.P. No. 18734/2025
13.07.2026  Shri P.N. Dubey for the petitioner. Shri Manoj Chourasia for respondents.
The petitioner claims that persons engaged along with him continue to work. The Commissioner, Nagar Palik Nigam Jabalpur, shall file his personal affidavit stating (i) whether any sanctioned post of Computer Operator exists and (ii) whether contractual operators engaged with the petitioner were continued. Affidavit within six weeks. List on 14.09.2026.
(SANJEEV KUMAR DWIVEDI) J.
""")

up("backlog/2026-01/CRA 2211-2024 IA order 28.1.26.pdf", "certified_order_sheet_scan", "court", "2026-01-30", ["C02"], ["C02-H02"], """
HIGH COURT OF MADHYA PRADESH AT JABALPUR
CRIMINAL APPEAL No. 2211 of 2024 - Dinesh Lodhi Vs. State of M.P.
I.A. No. 18214/2025 (first application for suspension of sentence)
28.01.2026  Shri P.N. Dubey, counsel for the appellant. Shri K.P. Sahu, Panel Lawyer for the State. Shri Rajkumar Bharti, counsel for the complainant (objector) heard under Section 15-A(3) of the Act.
Appellant has been sentenced to three years' R.I. and has undergone about 1 year 4 months. The appeal is not likely to be heard soon. Without commenting on merits, I.A. is allowed. Sentence suspended; appellant be released on furnishing personal bond of Rs. 50,000/- with one solvent surety to the satisfaction of the trial court, for his appearance before the Registry on 18.03.2026 and thereafter as directed.
(MEENA SHRIVASTAVA) J.
""")

up("backlog/2026-08/CRA 2211 o.s. 05.08.26.pdf", "certified_order_sheet_scan", "court", "2026-08-10", ["C02"], ["C02-H03", "C02-H04"], """
HIGH COURT OF MADHYA PRADESH AT JABALPUR - Cr.A. No. 2211/2024
18.03.2026  Record of the trial court not received. Registry to send a reminder to the Special Judge (Atrocities), Jabalpur. List for final hearing after receipt of record.
05.08.2026  Record received. Shri K.P. Sahu, PL, prays for time to obtain the case diary. List on 07.10.2026 for final hearing.
(MEENA SHRIVASTAVA) J.
""")

up("backlog/2026-02/SA 905-2023 admission order.pdf", "certified_order_sheet_scan", "court", "2026-02-24", ["C03"], ["C03-H02"], """
HIGH COURT OF MADHYA PRADESH AT JABALPUR
SECOND APPEAL No. 905 of 2023 - Bhagwandas Kachhi Vs. Halke Patel & Anr.
20.02.2026  Shri P.N. Dubey for appellant. Shri Arvind Mishra for respondent No. 1 on caveat.
Admitted on the following substantial question of law:
"Whether the courts below erred in law in ignoring the demarcation report dated 18.11.2022 of the Revenue Inspector prepared under Section 129 of the M.P. Land Revenue Code, 1959, which was a public document duly proved?"
Parties to maintain status quo regarding the disputed strip between khasra nos. 214/2 and 215 of village Tilwara till further orders. Call for the record of the courts below. List in due course.
(PRAKASH CHANDRA GUPTA) J.
""")

up("backlog/2026-10/SA 905 order 23.10.26.pdf", "certified_order_sheet_scan", "court", "2026-10-27", ["C03"], ["C03-H04", "C03-H05"], """
HIGH COURT OF MADHYA PRADESH AT JABALPUR - S.A. No. 905/2023
21.08.2026  I.A. No. 9930/2026, an application under Order 41 Rule 27 CPC for taking on record a fresh demarcation of 2025, is filed by the appellant. Respondent may file reply within four weeks.
23.10.2026  Reply to I.A. No. 9930/2026 filed. The I.A. shall be considered along with the appeal. List for final hearing on 11.12.2026.
(PRAKASH CHANDRA GUPTA) J.
""")

up("backlog/2026-07/RCS-A 114-25 nakal ordersheet.pdf", "certified_order_sheet_scan", "court", "2026-07-08", ["C04"], ["C04-H01", "C04-H02", "C04-H03", "C04-H05"], """
न्यायालय षष्ठम व्यवहार न्यायाधीश वर्ग-1, जबलपुर (पीठासीन अधिकारी: श्री अभिषेक तिवारी)
व्यवहार वाद क्रमांक RCS-A 114/2025   श्रीमती अनीता जैन विरुद्ध संतोष सोनी
11.12.2025  वादी की ओर से श्री पी.एन. दुबे अधि.। प्रतिवादी की ओर से श्री रवि पटेल अधि. के कनिष्ठ उपस्थित, जवाबदावा हेतु समय चाहा। अंतिम अवसर। पेशी 22.01.2026।
22.01.2026  प्रतिवादी द्वारा जवाबदावा पेश। विलंब हेतु रु. 500/- वाद व्यय वादी को अदा। पेशी 27.02.2026 वादप्रश्न हेतु।
27.02.2026  उभयपक्ष सुने। पांच वादप्रश्न विरचित। वादी साक्ष्य हेतु पेशी 10.04.2026।
08.05.2026  वादी साक्षी PW1 प्रतिपरीक्षण हेतु उपस्थित। प्रतिवादी अधिवक्ता उच्च न्यायालय में व्यस्त होने से समय चाहा गया। रु. 1,000/- वाद व्यय की शर्त पर समय। पेशी 03.07.2026।
""")

up("backlog/2026-11/Order sheet RCT 3318.pdf", "certified_order_sheet_scan", "court", "2026-11-24", ["C05"], ["C05-H08", "C05-H09"], """
IN THE COURT OF JUDICIAL MAGISTRATE FIRST CLASS, JABALPUR (Ku. Shweta Chaturvedi)
RCT No. 3318/2025  Narmada Agro Traders Vs. Pawan Dhurve
16.10.2026  CW2 Shri Abhay Kumar Rai, Asst. Manager, Bank of India Napier Town, examined; proves return memo Ex. P/4. Cross by Shri Namdev. Complainant's evidence closed. For statement of accused on 20.11.2026.
20.11.2026  Accused absent. Application u/s 228 BNSS (exemption) on medical certificate allowed as a last chance. Accused to remain present on 18.12.2026, failing which coercive steps.
""")

up("backlog/2026-06/RCA order leave to defend.pdf", "certified_order_sheet_scan", "court", "2026-06-29", ["C07"], ["C07-H04"], """
न्यायालय किराया नियंत्रण प्राधिकारी, जबलपुर
प्रकरण क्र. 17/अ-90(7)/2025-26   श्रीमती कमला देवी खरे विरुद्ध हरीश रजक
24.06.2026  आवेदक की ओर से श्री पी.एन. दुबे अधि., अनावेदक की ओर से श्री दीपक विश्वकर्मा अधि.। अनावेदक का धारा 23-सी के अंतर्गत प्रतिरक्षा की अनुमति हेतु आवेदन सुना गया। आवेदन स्वीकार। अनावेदक प्रतिमाह रु. 3,200/- किराया प्रत्येक माह की 15 तारीख तक जमा करेगा। आवेदिका साक्ष्य हेतु पेशी 12.08.2026।
""")

up("backlog/2026-11/MCC 462-25 order sheet copy.pdf", "certified_order_sheet_scan", "court", "2026-11-30", ["C06"], ["C06-H07", "C06-H08", "C06-H09"], """
IN THE COURT OF 5th ADDITIONAL MOTOR ACCIDENTS CLAIMS TRIBUNAL, JABALPUR (Shri Rajesh Kumar Bhalavi)
MACT Claim Case No. 462/2025  Savitri Bai Markam & Ors. Vs. Rajendra Singh Thakur & Ors.
09.10.2026  N.A. 3 prays for time to summon the licence record from RTO Mandla. Allowed. 13.11.2026.
13.11.2026  NAW1 Sanjay Mishra, investigator, examined for N.A. 3 and cross-examined by counsel for claimants. Case for NAW2.
28.11.2026  NAW2 (clerk, RTO Mandla) not present. Counsel for N.A. 3 closes evidence. For final arguments on 15.12.2026.
""")

# ---------------------------------------------------------------- cause lists
up("backlog/2026-11/HC cause list 16.11.2026 Ct 14.pdf", "cause_list_pdf", "court", "2026-11-14", ["C01"], ["C01-H07"], """
HIGH COURT OF MADHYA PRADESH - PRINCIPAL SEAT JABALPUR
DAILY CAUSE LIST - MONDAY, 16.11.2026
COURT NO. 14 - HON'BLE SHRI JUSTICE SANJEEV KUMAR DWIVEDI
FINAL HEARING
31. W.P. 18734/2025  RAMESH KUMAR AHIRWAR  vs  MUNICIPAL CORPORATION JABALPUR  P.N. DUBEY / MANOJ CHOURASIA
32. W.P. 20117/2025  SMT. REKHA NAMDEO  vs  STATE OF M.P.  A.K. TRIPATHI / G.A.
""")

up("backlog/2026-11/causelist_25112026_ct21.pdf", "cause_list_pdf", "court", "2026-11-24", ["C02"], ["C02-H06"], """
HIGH COURT OF MADHYA PRADESH AT JABALPUR - CAUSE LIST WEDNESDAY 25.11.2026
COURT No. 21 - HON'BLE SMT. JUSTICE MEENA SHRIVASTAVA
CRIMINAL APPEALS (FINAL HEARING) - SC/ST (PoA) ACT
14. CRA 2211/2024  DINESH LODHI  vs  STATE OF M.P.   P.N. DUBEY / K.P. SAHU (PL)
""")

up("backlog/2026-12/Advance list 07-11 Dec 2026.pdf", "cause_list_pdf", "court", "2026-12-02", ["C03"], [], """
HIGH COURT OF MADHYA PRADESH AT JABALPUR - ADVANCE CAUSE LIST (07.12.2026 to 11.12.2026)
FRIDAY 11.12.2026 - COURT No. 9 - HON'BLE SHRI JUSTICE PRAKASH CHANDRA GUPTA
SECOND APPEALS - FINAL HEARING
6. SA 905/2023  BHAGWANDAS KACHHI  vs  HALKE PATEL  P.N. DUBEY / ARVIND MISHRA  (with I.A. 9930/2026)
""")

# ---------------------------------------------------------------- lawyer's diary photos
up("backlog/2025-12/PXL_20251208_183021.jpg", "handwritten_note_photo", "Prakash", "2025-12-08", ["C01"], ["C01-H01"], """
8/12 Mon - HC Ct 14
WP 18734/25 Ramesh Ahirwar v. Nagar Nigam - admission pe suna, notice jari, return 4 hafte mein.
Dwivedi J ne kai: "contract pe the to right kahan se?" - samjhaya ki 11 saathi abhi bhi kaam kar rahe, sirf ise hataya.
Ramesh ko bolo 2019 ka contract + renewal letters le aao.
""")

up("backlog/2025-12/PXL_20251216_190544.jpg", "handwritten_note_photo", "Prakash", "2025-12-16", ["C02"], ["C02-H01"], """
16.12.25  Cr.A. 2211/24 Dinesh Lodhi - IA suspension (IA 18214/25)
Shrivastava J - notice to complainant u/s 15A(3) pehle, bina uske suspension nai sunti.
agli peshi 28.1.26. Mahesh (bhai) ko bolo complainant ka pata sahi dena.
""")

up("backlog/2025-12/IMG_20251222_175310.jpg", "handwritten_note_photo", "Prakash", "2025-12-22", ["C06", "C05"], ["C06-H01", "C05-H01"], """
22/12 - two matters
(1) MACT 5 Savitri Bai - Insurance wale Sunil Jain aaye, WS ke liye time. ND 10/2. R1 R2 ko notice fir se.
(2) Girish ji ka 138 - 19/12 ko accused nai aaya tha, JMFC madam ne BW Rs 5000 ka jari kiya. ND 30.1.
""")

up("backlog/2026-01/IMG_20260109_201133.jpg", "handwritten_note_photo", "Prakash", "2026-01-09", ["C03"], ["C03-H01"], """
9 Jan - S.A. 905/23 Bhagwandas - admission
Gupta J sirf ek hi baat pe atke: "RI ki naap (18.11.22) record pe kahan hai?" - niche ki dono adalaton ne dekhi hi nahi.
Report ki certified copy lagao, ND 20.2. Bhagwandas ko tehsil bhejo nakal ke liye.
""")

up("backlog/2026-03/PXL_20260304_182210.jpg", "handwritten_note_photo", "Prakash", "2026-03-04", ["C07"], ["C07-H02"], """
4.3.26 RCA - Kamla ji eviction
Harish Rajak ki taraf se Vishwakarma ne 23-C leave to defend ki arzi lagayi - kehta hai Alok beta already Madan Mahal mein dukan chala raha.
Galat hai - wo naukri karta hai Pune mein. Jawab dena hai. agli peshi 22.4.
""")

up("backlog/2026-04/IMG_20260406_194455.jpg", "handwritten_note_photo", "Prakash", "2026-04-06", ["C01"], ["C01-H04"], """
06.04.26 WP Ahirwar - Chourasia ne return aaj court mein diya (D.No. 41172/26), cost 2000 ka DD Ramesh ko mila.
Dwivedi J: appointment order dikhao, aur post sanctioned hai ki nahi? Nigam se seedha pucha.
Rejoinder 2 hafte mein. ND 13.7 (chhuttiyon ke baad).
""")

up("backlog/2026-07/IMG_20260703_193012.jpg", "handwritten_note_photo", "Prakash", "2026-07-03", ["C04"], ["C04-H06"], """
3/7/26 Anita Jain suit - PW1 cross
Tiwari sahab ne fir lunch ke baad 2.45 pe evidence liya - subah sirf peshi badhate hain.
Ravi Patel khud aaye. PW1 ne kaha baaki 13,60,000 ka FD tayyar tha, Soni ne registry ki date nai di. Cross khatam.
PW2 Mukesh Kori (gawah) - 14.8. Summon nikalwao.
""")

up("backlog/2026-08/PXL_20260821_175902.jpg", "handwritten_note_photo", "Prakash", "2026-08-21", ["C03"], ["C03-H04"], """
21.8 S.A. Bhagwandas - IA O.41 r.27 file (naya seemankan 2025, RI Bargi) - IA 9930/26
Mishra ji ne fir kaha "reply ke liye time" - 4 hafte mile. ND 23.10.
Gupta J: status quo jaari.
""")

up("backlog/2026-10/IMG_20261014_184320.jpg", "handwritten_note_photo", "Prakash", "2026-10-14", ["C07"], ["C07-H06"], """
14/10 RCA - Kamla ji ka cross - Vishwakarma ne 40 min cross kiya, Kamla ji ne achha bataya: Alok Pune wali naukri chhod ke aa gaya (Sept 2026).
RCA sahab: kiraya jama nahi - Aug aur Sept ka 6,400 baaki. Note kiya.
agli peshi 18/11 tenant evidence.
""")

up("backlog/2026-11/IMG_20261125_190233.jpg", "handwritten_note_photo", "Prakash", "2026-11-25", ["C02"], ["C02-H06"], """
25.11.26 Cr.A. Lodhi - final hearing item 14
Meri bahas aadhi hui. Shrivastava J ke do sawaal: (1) FIR do din der se kyun (incident 3.6.23, FIR 5.6.23)? (2) jaati ka gyan - gaali ke waqt Dinesh ko pata tha ki complainant Ahirwar hai?
Ek hi gaon, pados ke khet - ispe judgments nikalo.
ND 10.2.27.
""")

# ---------------------------------------------------------------- clerk's register photos
up("backlog/2026-01/WhatsApp Image 2026-01-28 at 16.02.11.jpeg", "handwritten_note_photo", "Ghanshyam", "2026-01-28", ["C02", "C07"], ["C02-H02", "C07-H01"], """
Ghanshyam - tareekh register
28-1  CRA 2211 Lodhi - suspension mil gaya. bond 50,000 + ek jamanat. Mahesh ko bata diya.
14-1  RCA Khare - kirayedar aaya, samay liya. agli 4-3. (pichhli baar likhna bhool gaya)
""")

up("backlog/2026-03/WhatsApp Image 2026-03-20 at 11.15.40.jpeg", "handwritten_note_photo", "Ghanshyam", "2026-03-20", ["C02", "C05"], ["C02-H03", "C05-H03"], """
register - 18/3 aur 13/3
CRA 2211 - record nahi aaya, registry reminder. date nahi di, list baad mein.
RCT 3318 (138) - 13/3 accused gair hazir, Namdev ne medical lagaya, chhoot mili. agli 17/4.
""")

up("backlog/2026-08/WhatsApp Image 2026-08-26 at 10.04.52.jpeg", "handwritten_note_photo", "Ghanshyam", "2026-08-26", ["C03"], [], """
SUDHAR / correction
S.A. 905 Bhagwandas ki peshi 21-8 hi thi (board mein dekha). Pichhli parchi mein 21-7 likh diya tha, wo galat hai.
Agli peshi 23-10.
""")

# ---------------------------------------------------------------- junior's typed notes
up("backlog/2026-01/New Text Document (3).txt", "typed_note_txt", "Pooja", "2026-01-22", ["C04"], ["C04-H01", "C04-H02"], """
22 jan - anita jain RCS-A 114/25
ravi patel ka junior aaya fir se, WS aaj diya. tiwari sir ne 500 cost lagayi, humko mila.
(11 dec ko bhi junior hi aaya tha - "sir HC mein hain")
ND 27.2 issues.
""")

up("backlog/2026-02/mact 10-2.txt", "typed_note_txt", "Pooja", "2026-02-10", ["C06"], ["C06-H02"], """
10/02/26 MACT 462/25 markam
insurance ka WS aaya - driver ka licence farzi bol rahe (RTO mandla). R1 driver aur R2 owner Salim ex parte.
bhalavi sir ne pucha "compromise ka kuch offer?" - sunil jain bole instructions nahi.
ND 27/3 issues
""")

up("backlog/2026-02/issues 27.2.txt", "typed_note_txt", "Pooja", "2026-02-27", ["C04"], ["C04-H03"], """
27.2.26 Anita Jain - 5 issues bane:
1 agreement 14.2.24 ka nishpadan 2 vadi tatpar aur ichhuk (ready & willing) 3 bayana 5 lakh 4 limitation 5 relief
PW list 2 logon ki dena - PW1 Anita ji, PW2 Mukesh Kori.
ND 10.4 PE
""")

up("backlog/2026-04/notes 17 april.txt", "typed_note_txt", "Pooja", "2026-04-17", ["C05", "C04"], ["C05-H04", "C04-H04"], """
17/4 JMFC - Girish ji 138
accused aaj aaya, aarop samjhaya, usne inkar kiya. bola cheque "security" ke liye diya tha, maal ka pura bhugtan ho gaya.
ND 19/6 CE. CW1 ka affidavit banana hai.
--
10/4 wala bhi likh du: anita ji ka PW1 affidavit O18 r4 lag gaya, cross 8/5 ko.
""")

up("backlog/2026-05/MACT 15.5.txt", "typed_note_txt", "Pooja", "2026-05-15", ["C06"], ["C06-H04"], """
15 may MACT savitri bai
AW1 savitri bai ka affidavit diya. sunil jain sir ne cross ke liye time maanga - "RTO record aane do".
bhalavi sir ne fir offer pucha. no offer. ND 17/7
""")

up("backlog/2026-06/138 19 june.txt", "typed_note_txt", "Pooja", "2026-06-19", ["C05"], ["C05-H05"], """
19.6 RCT 3318
CW1 girish ji ka affidavit lag gaya. namdev sir nahi aaye, unka munshi bola bahar gaye. madam naraz - "next time cross nahi hua to closed".
ND 24.7
""")

up("backlog/2026-07/17 july mact.txt", "typed_note_txt", "Pooja", "2026-07-17", ["C06"], ["C06-H05"], """
17/07 MACT 462 - AW1 cross by sunil jain
poochha: pati ki aay ka koi saboot? - savitri ji boli thekedar Ramkishore ke yahan mistri, 400 rs roz.
licence ke bare mein usse kya pata. theek gaya.
bhalavi sir: "offer?" - insurance: "nil, licence fake". ND 28/8 AW2 bhola parteti (chashmdeed)
""")

up("backlog/2026-09/rct 4 sep.txt", "typed_note_txt", "Pooja", "2026-09-04", ["C05"], ["C05-H07"], """
4 sept 138 - CW1 ka cross hua finally (1 ghanta)
namdev sir: "goods kam aaye, cheque security tha" - girish ji ne bill no. 2231 aur 2240 dikhaye, delivery challan bhi.
madam ne bank ka gawah bulane ko kaha - summons bank of india. ND 16.10
""")

up("backlog/2026-09/DE 25.9.txt", "typed_note_txt", "Pooja", "2026-09-25", ["C04"], ["C04-H08"], """
25.09.2026 RCS-A 114/25
DW1 santosh soni ka affidavit aaya. usme likha bayana 5 lakh nahi sirf 2 lakh mila, aur anubandh pe sign "dabav mein".
sir, cross ke liye bank statement (chq 5 lakh clear hua tha) nikalwana hoga. ND 6.11
""")

up("backlog/2026-11/13.11 mact NAW1.txt", "typed_note_txt", "Pooja", "2026-11-13", ["C06"], ["C06-H08"], """
13/11 MACT - NAW1 sanjay mishra (investigator) - bola RTO mandla gaya tha, register mein licence nahi mila.
humne cross kiya: RTO ka likhit patra unke paas hi hai (10.11.26) jisme licence valid 21.06.2026 tak likha! wo maan gaya patra aaya hai.
ND 28.11 NAW2
""")

up("backlog/2026-11/Mukesh kori ref.txt", "typed_note_txt", "Pooja", "2026-11-06", ["C04"], ["C04-H09"], """
6.11 anita ji - DW1 cross (sir ne kiya)
soni ne maana sign uske hi hain, aur 5 lakh ka cheque uske khate mein gaya. dabav wali baat ka koi complaint nahi kiya.
cross adhoora - ND 27/11
""")

# ---------------------------------------------------------------- lawyer's docx notes
up("backlog/2026-01/Doc1.docx", "typed_note_docx", "Prakash", "2026-01-30", ["C05"], ["C05-H02"], """
30.01.2026 - RCT 3318/25 (Narmada Agro v. Pawan Dhurve)
Accused appeared on the BW, bail bond Rs. 10,000 accepted. Copies of complaint supplied. Namdev appeared for him, vakalatnama filed today.
NDOH 13.03.2026 for notice (accusation). Girish ji ko bataya - har peshi pe aana hai, madam complainant ki hazri dekhti hain.
""")

up("backlog/2026-03/MACT issues 27.03.docx", "typed_note_docx", "Prakash", "2026-03-27", ["C06"], ["C06-H03"], """
MCC 462/2025 Markam - 27.03.2026
Issues framed (5): rash driving; death; licence breach (onus on insurer); compensation; who pays.
Bhalavi sahab ka bhao: every date pehle insurer se "offer kitna?" puchte hain, phir aage. Aaj bhi - none.
Claimants' evidence: AW1 Savitri Bai, AW2 Bhola Parteti. ND 15.05.2026.
""")

up("backlog/2026-04/RCA 22 April.docx", "typed_note_docx", "Prakash", "2026-04-22", ["C07"], ["C07-H03"], """
RCA 17/A-90(7)/25-26 - Khare v. Rajak - 22.04.2026
Reply to leave application filed (with Alok's Pune appointment letter). Vishwakarma ne fir samay maanga bahas ke liye; RCA sahab ne mana kiya, bahas suni, order reserved type - date 24.06.2026.
""")

up("backlog/2026-08/12.8.26 two matters.docx", "typed_note_docx", "Prakash", "2026-08-14", ["C07", "C04"], ["C07-H05", "C04-H07"], """
12.08.2026 RCA Khare - Kamla ji ka affidavit (landlord evidence) filed. Vishwakarma: "cross ki taiyari nahi" - time liya. ND 14.10.
14.08.2026 Anita Jain - PW2 Mukesh Kori examined (attesting witness of agreement) - bola 5 lakh ka cheque uske saamne diya. Ravi Patel ka cross 20 min, kuch nahi nikla. PE closed. ND 25.09 for DE.
Tiwari sahab again took evidence only after lunch.
""")

up("backlog/2026-10/Lodhi 7.10.docx", "typed_note_docx", "Prakash", "2026-10-07", ["C02", "C05"], ["C02-H05", "C05-H08"], """
07.10.2026 - Cr.A. 2211/24 not reached (item 41, board 38 pe ruka). ND 25.11.2026 by office.
Also: 16.10 ko 138 mein bank ka gawah aana hai - Pooja follow up kare summons tameel hui ki nahi.
""")

up("backlog/2026-11/WP Ahirwar 16.11.docx", "typed_note_docx", "Prakash", "2026-11-16", ["C01"], ["C01-H07"], """
W.P. 18734/2025 - 16.11.2026 - item 31
Argued ~25 min. Dwivedi J very clear: "if eleven continue, why him?" - asked Chourasia for the list of contract renewals of 2025 with dates. Chourasia again wanted time - refused, told to bring list next date.
Arguments in part. NDOH 11.01.2027.
""")

# ---------------------------------------------------------------- lawyer's/junior's other notes
up("backlog/2026-09/14 sep HC.txt", "typed_note_txt", "Prakash", "2026-09-14", ["C01"], ["C01-H06"], """
14/9/26 WP Ahirwar - Commissioner ka affidavit aa gaya (12.9): 11 operators continue, koi sanctioned post nahi.
Chourasia ne kaha "argue karne ke liye samay le lao" - teesri baar time. Dwivedi J ne diya par bola last.
ND 16/11.
""")

up("backlog/2026-07/13 july.txt", "typed_note_txt", "Prakash", "2026-07-13", ["C01"], ["C01-H05"], """
13.7 WP Ahirwar - Dwivedi J ne Commissioner ka personal affidavit maanga (sanctioned post + saathi operators). Chourasia pareshaan.
Ramesh ko bataya, wo court mein tha. 6 hafte. peshi 14.9
""")

up("backlog/2026-04/SA 24.4.txt", "typed_note_txt", "Prakash", "2026-04-24", ["C03"], ["C03-H03"], """
24/4 SA 905 - Arvind Mishra ne time liya ("record dekhna hai"). Gupta J: record of courts below mangaya.
ND 21.7
""")

up("backlog/2026-10/23.10 SA.txt", "typed_note_txt", "Pooja", "2026-10-23", ["C03", "C07"], [], """
23 oct - sir HC mein the, main district court. Bhagwandas wale SA mein reply aa gaya, IA appeal ke saath sunenge (sir ne bataya).
Kamla ji ka phone - puchh rahi thi Harish ne kiraya jama kiya ki nahi. RCA office se puchhna hai.
""")

up("backlog/2026-11/week plan 7-12 dec.txt", "typed_note_txt", "Prakash", "2026-12-04", ["C07", "C03", "C06", "C05"], [], """
HAFTE KA KAAM - 7 se 12 Dec
- Kamla ji RCA: tenant ka last chance hai; nahi diya to evidence band karwane ki arzi taiyar rakho. Kiraya baaki 6,400 + Oct/Nov ka check.
- Bhagwandas S.A.: RI ki 2022 aur 2025 ki report ki compilation, 3 copies. Gupta J ko synopsis chahiye.
- Savitri Bai MACT: likhit bahas - RTO ka patra (licence valid) lagana zaroori. Multiplier 17, deduction 1/4.
- Girish ji 138: 313 ke sawal ki list, aur accused na aaye to warrant ki arzi.
- Ramesh Ahirwar ko phone: renewal letters ki copies.
""")

up("backlog/2026-11/27.11.26 anita.txt", "typed_note_txt", "Pooja", "2026-11-27", ["C04"], ["C04-H10"], """
27/11/2026 anita jain - DW1 soni ka cross poora (sir). DE closed - unka koi aur gawah nahi.
tiwari sir ne kaha final arguments likhit bhi de sakte ho. ND 08/01/2027 antim tark.
sanjay ji (pati) ko bataya.
""")

# ---------------------------------------------------------------- WhatsApp exports
up("backlog/2026-10/WhatsApp Chat with Pooja Uikey.txt", "whatsapp_export", "Prakash", "2026-10-16", ["C05", "C06"], ["C05-H06", "C06-H06", "C06-H07"], """
24/07/2026, 13:05 - Pooja Uikey: Sir 138 mein CW1 cross nahi hua, Namdev sir bole "file padhi nahi" 🙏 madam ne time de diya ND 4/9
24/07/2026, 13:06 - Prakash Dubey: Girish ji ko bolo 4/9 ko bill book le ke aayein
28/08/2026, 16:40 - Pooja Uikey: MACT update - AW2 bhola parteti ka examination ho gaya, cross bhi. Bola truck bahut tez tha, peeche se maara. AE close. ND 9/10
28/08/2026, 16:41 - Prakash Dubey: 👍
09/10/2026, 12:20 - Pooja Uikey: Sir MACT mein insurance ne fir time liya RTO Mandla ka record mangwane ke liye. Bhalavi sir ne offer pucha, Sunil sir bole "licence fake hai, offer nil". ND 13/11
09/10/2026, 12:22 - Prakash Dubey: Theek. Humko bhi RTO se RTI se patra mangwa lena chahiye
16/10/2026, 15:10 - Pooja Uikey: 138 - bank ka gawah (Abhay Rai) aaya, memo prove. CE closed. ND 20/11 for 313
""")

up("backlog/2026-11/WhatsApp Chat with Girish Tiwari Narmada Agro.txt", "whatsapp_export", "Prakash", "2026-11-21", ["C05"], ["C05-H09"], """
19/12/2025, 18:02 - Girish Tiwari Narmada Agro: Vakil sahab aaj kya hua? Pawan aaya?
19/12/2025, 18:30 - Prakash Dubey: Nahi aaya. Warrant nikla hai 5000 ka. 30 jan ko aana hai aapko.
20/11/2026, 17:45 - Girish Tiwari Narmada Agro: Aaj bhi Pawan nahi aaya. Kitni baar bimari ka bahana karega? Ye teesri baar hai
20/11/2026, 17:52 - Prakash Dubey: Madam ne last chance diya hai 18.12 ko. Nahi aaya to giraftari warrant. Paisa ke liye samjhauta karna ho to batana, 2,40,000 + kharcha maangenge.
21/11/2026, 09:10 - Girish Tiwari Narmada Agro: Samjhauta nahi. Pura paisa chahiye.
""")

up("backlog/2026-11/WhatsApp Chat with Sanjay Jain.txt", "whatsapp_export", "Prakash", "2026-11-28", ["C04"], [], """
08/05/2026, 19:10 - Sanjay Jain: Dubey ji aaj bhi cross nahi hua? Humara poora din gaya
08/05/2026, 19:25 - Prakash Dubey: Ravi Patel HC mein the, junior ne time maanga. Court ne 1000 cost lagayi hai. Agli 3 July.
03/07/2026, 20:01 - Sanjay Jain: Anita bahut achha boli aaj 🙏
28/11/2026, 11:15 - Sanjay Jain: 8 jan ko faisla ho jayega kya?
28/11/2026, 11:40 - Prakash Dubey: 8 jan ko antim bahas hai, faisla uske baad. Registry ka baaki 13,60,000 tayyar rakhna - decree hui to court date dega jama karne ki.
""")

up("backlog/2026-11/WhatsApp Chat with Mahesh Lodhi.txt", "whatsapp_export", "Prakash", "2026-11-26", ["C02"], [], """
28/01/2026, 17:30 - Mahesh Lodhi: Sahab bhaiya ki zamanat ho gayi?
28/01/2026, 17:42 - Prakash Dubey: Haan, sazaa nilambit. 50,000 ka bond aur ek jamanatdar. Kal Special court mein bond bharna.
05/08/2026, 14:10 - Mahesh Lodhi: aaj ki peshi?
05/08/2026, 14:30 - Prakash Dubey: Record aa gaya. Sarkari vakil ne case diary ke liye samay liya. 7 October.
26/11/2026, 10:05 - Mahesh Lodhi: kal kya hua sahab
26/11/2026, 10:20 - Prakash Dubey: Bahas aadhi hui. Madam ne FIR ki deri aur jaati ki jaankari pe pucha. Agli 10 Feb. Gaon ke do log jo ghatna ke samay the, unka naam likh ke do.
""")

up("backlog/2026-11/WhatsApp Chat with Kamla Devi Khare.txt", "whatsapp_export", "Prakash", "2026-11-19", ["C07"], ["C07-H07"], """
24/06/2026, 18:00 - Prakash Dubey: Namaste Kamla ji. Harish ko bachav ki anumati mil gayi, par har mahine 15 tareekh tak 3,200 kiraya jama karna hoga. Agli tareekh 12 August, aapka affidavit.
24/06/2026, 18:20 - Kamla Devi Khare: Theek hai beta. Alok aa raha hai September mein.
18/11/2026, 19:05 - Prakash Dubey: Aaj Harish ki taraf se affidavit nahi aaya. Vishwakarma ne fir samay maanga - RCA sahab ne last chance diya, 9 December.
19/11/2026, 08:30 - Kamla Devi Khare: Kitni baar samay lega ye? Ye teesri baar samay liya hai.
""")
