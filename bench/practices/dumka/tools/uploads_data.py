"""The uploads of the Dumka practice: what the lawyer Baskey, the junior Priyanka and the munshi Bhagirath kept."""

L, J, M = "Sunil Kumar Baskey", "Priyanka Marandi", "Bhagirath Sah (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents before the hearings
u("backlog/2025-06/FIR Jama PS 92-2025.pdf", "document_scan", "Officer-in-charge, Jama P.S.", "2025-06-15", ["C04"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)
District: Dumka   P.S.: Jama   P.S. Case No. 92/2025   Date: 15.06.2025   G.R. No. 1412/2025
Sections: 80(2), 85, 3(5) BNS and 3/4 Dowry Prohibition Act
Informant: Haripada Mandal s/o late Nitai Mandal, vill. Chorkhaidi, P.S. Jama
Fard-beyan: My daughter Rinku Devi was married to Manoj Mandal of village Lakhanpur in Baisakh 2023. After the
marriage her husband Manoj Mandal and mother-in-law Saraswati Devi demanded a motorcycle and Rs. 50,000 in cash.
On 14.06.2025 at about 6 a.m. I was told by phone that Rinku had hanged herself. When we reached, the body was on
the floor. I suspect she was killed for dowry.
Accused: (1) Manoj Mandal (husband) (2) Saraswati Devi (mother-in-law)
I.O.: S.I. Rajkishore Paswan                         sd/- O/C Jama P.S.
""")
u("backlog/2025-06/PM report Rinku Devi PJMCH.pdf", "document_scan", "Phulo Jhano Medical College Hospital, Dumka", "2025-06-15", ["C04"], [], """
PHULO JHANO MEDICAL COLLEGE & HOSPITAL, DUMKA - DEPARTMENT OF FORENSIC MEDICINE
POST MORTEM EXAMINATION REPORT   P.M. No. 311/2025   Date: 15.06.2025, 11.20 a.m.
Name: Rinku Devi, F, about 22 yrs, w/o Manoj Mandal, Lakhanpur, P.S. Jama. Brought by: Constable 412 Jama P.S.
Findings: one oblique ligature mark 28 cm, above the thyroid cartilage, not continuous at the back of the neck,
ante-mortem in nature. No other external injury. Hyoid intact. Viscera preserved.
Opinion: Death due to asphyxia as a result of hanging. Time since death 6 to 12 hours.
                                     sd/- Dr. Ashok Kumar Rana, Tutor, FMT
""")
u("backlog/2025-08/Scan_20250811_1412.pdf", "document_scan", "Bank of India, Deoghar Main Branch", "2025-08-11", ["C06"], [], """
BANK OF INDIA   Deoghar Main Branch, Tower Chowk, Deoghar
CHEQUE RETURN MEMO                                   Date: 11/08/2025
Cheque No. 702114 dated 05/08/2025 for Rs. 4,85,000/- drawn by Rajesh Kumar Barnwal (Barnwal Traders, Bompas Town)
on SB/CA A/c No. 4718xxxxxx, presented by M/s Maa Tara Hardware through Jharkhand Rajya Gramin Bank.
RETURNED UNPAID - Reason: 01 FUNDS INSUFFICIENT
                                                     Branch Manager
""")
u("backlog/2025-08/Legal Notice Barnwal 138.docx", "typed_note_docx", L, "2025-08-22", ["C06"], [], """
SUNIL KUMAR BASKEY, Advocate, Civil Court, Dumka       Ref. SKB/138/2025/17      Date: 22.08.2025
By Regd. Post A/D and Speed Post
To, Rajesh Kumar Barnwal, prop. Barnwal Traders, Bompas Town, Deoghar
Sub: Notice u/s 138 of the N.I. Act, 1881
Under instructions of my client M/s Maa Tara Hardware, Tower Chowk, Deoghar (prop. Bikash Kumar Roy): you
purchased G.I. pipes, cement and hardware on credit between Jan and June 2025 and towards the dues issued cheque
no. 702114 dt. 05.08.2025 for Rs. 4,85,000/- on Bank of India, Deoghar, which was returned on 11.08.2025 for
"funds insufficient". You are called upon to pay Rs. 4,85,000/- within 15 days of receipt of this notice, failing
which my client shall file a complaint u/s 138 N.I. Act before the competent court at Deoghar.
                                                                     (S.K. Baskey) Advocate
""")
u("backlog/2025-09/IMG-20250922-WA0014.jpg", "document_photo", "Halka Karmchari, Jama Anchal", "2025-09-22", ["C01"], [], """
खतियान (गैंजर सेटलमेंट 1925-35) की नकल        मौजा: आसनबनी   जे.एल. नं. 112   थाना: जामा   जिला: दुमका
खाता नं. 27      रैयत: चोटू हेम्ब्रम वल्द दुर्गा हेम्ब्रम, जाति संथाल
दाग नं. 412   रकबा 0.62 एकड़   किस्म: धानी (बाइद)      दाग नं. 415   रकबा 0.31 एकड़   किस्म: बारी
टिप्पणी: रैयती, अहस्तांतरणीय (S.P.T.)
नकल निर्गत: 22.09.2025            ह०/- हल्का कर्मचारी, अंचल जामा
""")
u("backlog/2025-10/SPT petition Budhan DC court.pdf", "document_scan", L, "2025-10-14", ["C01"], [], """
IN THE COURT OF THE DEPUTY COMMISSIONER, DUMKA
S.P.T. Misc. Case No. 14 of 2025
Budhan Hembrom s/o late Jitu Hembrom, vill. Asanbani, P.S. Jama .......... Applicant
                         Versus
Ramesh Prasad Bhagat s/o Shankar Prasad Bhagat, Jama Bazar .......... Opposite Party
Application u/s 20 and 42 of the Santhal Pargana Tenancy (Supplementary Provisions) Act, 1949
1. That dag no. 412 (0.62 acre) of khata no. 27, mouza Asanbani, is recorded in the khatiyan of Gantzer's
settlement in the name of the applicant's grandfather Chotu Hembrom, a Santhal raiyat.
2. That by sale deed no. 2331 dated 17.06.1998 one Gopal Hembrom, without any title, purported to sell the land to
the O.P., a non-tribal, without the permission of the Deputy Commissioner. The transfer is void under s. 20.
3. Prayer: the O.P. be evicted u/s 42 and possession restored to the applicant.
Filed on 14.10.2025                                  Through: Sunil Kumar Baskey, Advocate
""")
u("backlog/2025-10/plaint TS Lakhiram manjhi final.pdf", "document_scan", L, "2025-10-27", ["C02"], [], """
IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION)-I, DUMKA
Title Suit No. 37 of 2025
Lakhiram Tudu s/o late Budhrai Tudu, manjhi of mouza Haripur, P.S. Kathikund ......... Plaintiff
            Vs.  (1) Babulal Murmu (2) Chhotu Murmu (3) Somra Baski, all of Haripur ......... Defendants
PLAINT
1. The plaintiff is the hereditary manjhi (gram pradhan) of mouza Haripur, recorded so in the village note and
confirmed by the S.D.O. Dumka in 2011; he holds the manjhi's jagir land, dag no. 88, 1.40 acres.
2. In Magh 2024 the defendants called a meeting, called it a kulhi durup', declared defendant no. 1 manjhi and
since then are forcibly cultivating dag no. 88.
3. Reliefs: declaration that the plaintiff is the lawful manjhi; permanent injunction restraining the defendants
from interfering with dag no. 88. Valuation Rs. 1,20,000.        Filed 27.10.2025.   Advocate for plaintiff: S.K. Baskey
""")
u("backlog/2025-10/IMG-20251003-WA0007.jpg", "document_photo", "Mukhiya, Gram Panchayat Pinargaria", "2025-10-03", ["C03"], [], """
कार्यालय मुखिया, ग्राम पंचायत पिनरगड़िया, प्रखंड शिकारीपाड़ा, जिला दुमका          पत्रांक 41/25   दिनांक 03.10.2025
प्रमाणित किया जाता है कि सिबू हांसदा, पिता स्व. जुगल हांसदा, ग्राम पिनरगड़िया की मृत्यु दिनांक 21.09.2025 को
ग्राम के पास पत्थर खदान (मां दुर्गा स्टोन वर्क्स) में ब्लास्टिंग के दौरान पत्थर गिरने से हो गई। वे खदान में मजदूरी करते थे।
उनकी पत्नी सलोनी हांसदा एवं दो नाबालिग बच्चे हैं। परिवार अत्यंत गरीब है।              ह०/- मुखिया (मुहर)
""")
u("backlog/2025-11/WPC Saloni Hansda synopsis.pdf", "document_scan", L, "2025-11-20", ["C03"], [], """
IN THE HIGH COURT OF JHARKHAND AT RANCHI
W.P.(C) No. 4127 of 2025
Saloni Hansda w/o late Sibu Hansda, vill. Pinargaria, P.S. Shikaripara, Dumka ........ Petitioner
   Versus  (1) State of Jharkhand through Secy., Mines & Geology (2) Deputy Commissioner, Dumka
   (3) District Mining Officer, Dumka (4) S.P. Dumka (5) O/C Shikaripara P.S. (6) M/s Maa Durga Stone Works
   through its partner Arun Kumar Bhagat ........ Respondents
SYNOPSIS: The petitioner's husband, a daily-wage worker, died on 21.09.2025 when a boulder fell on him during
blasting at the stone quarry of respondent no. 6 at Pinargaria. No compensation has been paid. The quarry was
running without a valid lease. Prayer: compensation of Rs. 15,00,000 with interest; inquiry into illegal mining.
                                        Through: Sunil Kumar Baskey, Advocate
""")

# ---------------- December 2025
u("backlog/2025-12/IMG_20251208_173512.jpg", "handwritten_note_photo", L, "2025-12-08", ["C01"], ["C01-H01"], """
08/12/25  Somvar
DC court (Samaharnalaya) - SPT Misc 14/25 Budhan v. Ramesh Bhagat
Notice issued to OP. DC sahab ne CO Jama se report manga - khatiyan + possession + deed 2331/98.
Next 19/1/26.  Budhan aaya tha bete ke saath, Johar bolke gaya. Rs 1500 diya (clerkage).
""")
u("backlog/2025-12/10.12.25 ST 118 charge.txt", "typed_note_txt", L, "2025-12-10", ["C04"], ["C04-H01"], """
10.12.2025  ADJ-I Dumka  S.T. 118/2025 (Jama PS 92/25) State v. Manoj Mandal & anr.
Charge framed u/s 80(2), 85 BNS & 3/4 DP Act against both. Read over and explained in Hindi - both pleaded not
guilty, claimed trial. Manoj in custody (Dumka jail), Saraswati Devi on bail.
Addl PP Jagdish Rai - witnesses summons. Next date 07.01.2026 for P.W.
Kartik babu (father) ko bola - Manoj ke bail ke liye HC jaana padega, abhi nahi.
""")
u("backlog/2025-12/IMG-20251219-WA0022.jpg", "handwritten_note_photo", M, "2025-12-19", ["C02", "C06", "C07"], ["C02-H01", "C06-H01", "C07-H01"], """
पेशी रजिस्टर - दिसम्बर 2025            (भगीरथ)
12.12.25  टा० सू० 37/25 लखीराम टुडू बनाम बाबूलाल मुर्मू - सब जज-I - प्रतिवादी हाजिर, W.S. हेतु समय - अगली तिथि 21.01.26
17.12.25  कम्प्लेन केस 611/25 माँ तारा हार्डवेयर बनाम राजेश बरनवाल - JM देवघर - अभियुक्त हाजिर, जमानत, नकल दिया - अगली 28.01.26
19.12.25  मेंटेनेंस केस 88/25 सोनामुनी किस्कू बनाम रामेश्वर बेसरा - फैमिली कोर्ट - ओ.पी. हाजिर (प्रकाश मरांडी वकील), जवाब हेतु - अगली 30.01.26
""")

# ---------------- January - March 2026
u("backlog/2026-01/IMG_20260107_162201.jpg", "handwritten_note_photo", L, "2026-01-07", ["C04"], ["C04-H02"], """
07.01.26  ADJ-I  ST 118/25 Manoj Mandal
No P.W. - PP said informant ko khabar nahi. Court ne fresh summons + SP ke through.
Next 04/02/26 for PW.  Manoj jail se aaya tha, bola "kal hobe?" - samjhaya.
""")
u("backlog/2026-01/IMG-20260121-WA0031.jpg", "handwritten_note_photo", M, "2026-01-21", ["C01", "C02"], ["C01-H02", "C02-H02"], """
पेशी रजिस्टर - जनवरी 2026
19.01.26  एस.पी.टी. मिस केस 14/25 बुधन हेम्ब्रम - डी.सी. कोर्ट - ओ.पी. (दिलीप भगत) हाजिर, कारण-पृच्छा हेतु समय, सी.ओ. रिपोर्ट नहीं आया - अगली 23.02.26
21.01.26  टा० सू० 37/25 लखीराम - सब जज-I - W.S. दाखिल नहीं, 500 रु० हर्जाना पर समय - अगली 18.02.26
""")
u("backlog/2026-01/IMG_20260128_105533.jpg", "document_photo", "Range Officer, Kathikund Range", "2026-01-28", ["C05"], [], """
वन विभाग, झारखण्ड - दुमका वन प्रमंडल - काठीकुंड प्रक्षेत्र
जब्ती सूची (Seizure List)   वन अपराध प्रतिवेदन (P.O.R.) सं. 9/2025-26   दिनांक 28.01.2026
स्थान: रांगालिया मोड़, काठीकुंड-गोपीकांदर पथ, समय रात्रि 11.40
जब्त: (1) ट्रैक्टर-ट्रॉली JH-04-K-xxxx (2) साल (सखुआ) के 14 बोटा, कुल 2.1 घन मीटर, बिना परमिट
अभियुक्त: मंगल चोरे, पिता स्व. सोमा चोरे, ग्राम रांगालिया (चालक)   धारा: 33, 41, 42 भारतीय वन अधिनियम
गवाह: (1) वनरक्षी बिनोद हेम्ब्रम (2) ग्राम रक्षा दल सदस्य         ह०/- वनपाल / प्रक्षेत्र पदाधिकारी
""")
u("backlog/2026-01/Sonamuni reply note 30.01.docx", "typed_note_docx", L, "2026-01-30", ["C07"], ["C07-H02"], """
30.01.2026 - Family Court Dumka - Maint. Case 88/2025 Sonamuni Kisku v. Rameshwar Besra
OP's reply filed (Prakash Marandi). Stand: marriage ended by customary divorce - "sakam orec'" (tearing of the sal
leaf) before the manjhi and paranik of Masalia in Aghan 2024; Sonamuni left on her own; he pays nothing because
the son lives with him?? (false - Bablu is with Sonamuni, school certificate hai).
Principal Judge (Kerketta madam) sent both to counselling (family counsellor, Family Court). Next 13.03.2026.
To do: manjhi Dhunu Hansda se baat - no sakam orec' ever happened, he will depose.
""")
u("backlog/2026-02/IMG_20260204_141010.jpg", "handwritten_note_photo", L, "2026-02-04", ["C04"], ["C04-H03"], """
04.02.26  ADJ-I  ST 118/25
PW1 Haripada Mandal (informant, father) - chief: "motorcycle aur 50,000 maangte the", "Rinku ne phone pe bataya".
Cross - we sought deferment (Kartik babu ka document nahi aaya). Allowed.
ND 25.02.26 - PW1 cross.
""")
u("backlog/2026-02/IMG_20260211_123044.jpg", "handwritten_note_photo", L, "2026-02-11", ["C05"], ["C05-H01"], """
11/2/26  Sessions Judge, Dumka - B.P. 318/26 Mangal Chore (forest, sal boṭa)
Jha ji (PP) opposed - "habitual". Judge: case diary mangao. Next 17/2.
Mangal in jail since 29.01. CJM ne 05.02 ko reject kiya tha. Phulmani (wife) bahar baithi thi - 2 baccha.
""")
u("backlog/2026-02/WS D1 Babulal Murmu TS 37-25.pdf", "document_scan", "Sri Parimal Chandra Pal, Advocate", "2026-02-18", ["C02"], [], """
IN THE COURT OF THE CIVIL JUDGE (SR. DIVISION)-I, DUMKA     Title Suit No. 37 of 2025
WRITTEN STATEMENT ON BEHALF OF DEFENDANT NO. 1 (Babulal Murmu)
1. The suit is not maintainable; the appointment and removal of a manjhi is within the administrative power of the
Deputy Commissioner under the Santhal Parganas Settlement Regulation and the civil court has no jurisdiction.
2. The plaintiff stopped performing the duties of manjhi; at a kulhi durup' of the whole village held on
14.01.2024 (Sakrat) the villagers chose defendant no. 1 as manjhi; the jog manjhi and paranik were present.
3. Dag no. 88 is the manjhi's jagir and goes with the office; the defendant as manjhi is entitled to it.
Verified at Dumka on 18.02.2026.                       Advocate for D1: Parimal Chandra Pal
""")
u("backlog/2026-02/18.02 two matters.txt", "typed_note_txt", L, "2026-02-18", ["C02", "C05"], ["C02-H03", "C05-H02"], """
18.02.26
(1) TS 37/25 Lakhiram manjhi - Sub Judge-I. WS of D1 filed today by Pal babu - plea: civil court no jurisdiction,
DC's power under the Settlement Regulation; and "kulhi durup' on 14.01.2024" chose Babulal. D2, D3 no WS.
Next 25.03.26 for issues. Lakhiram upset - "durup' me aadha gaon bhi nahi tha".
(2) Kal (17.02) Mangal bail - case diary nahi aaya, Jha ji ne time liya. Next 20.02 (Friday). Judge ne kaha
"CD nahi aaya to bhi 20 ko sunenge".
""")
u("backlog/2026-02/Bail order BP 318-26 certified.pdf", "certified_order_sheet_scan", "Sessions Judge, Dumka", "2026-02-20", ["C05"], ["C05-H01", "C05-H02", "C05-H03"], """
IN THE COURT OF THE SESSIONS JUDGE, DUMKA
Bail Petition No. 318 of 2026   Mangal Chore ... Petitioner   Vs.   State of Jharkhand ... O.P.
(arising out of P.O.R. No. 9/2025-26, Kathikund Range)
ORDER SHEET
11.02.2026  Heard in part. Call for the case diary. Put up on 17.02.2026.
17.02.2026  Case diary not received. Ld. P.P. prays for time. Put up on 20.02.2026.
20.02.2026  Heard Ld. counsel for the petitioner and Ld. P.P. The petitioner is in custody since 29.01.2026; the
            seizure is of 14 sal logs; the prosecution report has been submitted; no criminal antecedent is shown.
            The petitioner is directed to be released on bail on furnishing bail bond of Rs. 10,000/- (ten
            thousand) with two sureties of the like amount each to the satisfaction of C.J.M., Dumka, subject to
            the condition that he shall appear on each date. Bail petition allowed and disposed of.
                                                             sd/- Sessions Judge, Dumka
""")
u("backlog/2026-02/Budhan SPT 23.02.docx", "typed_note_docx", L, "2026-02-23", ["C01"], ["C01-H03"], """
23.02.2026  DC court, Dumka   SPT Misc. Case 14/2025  Budhan Hembrom v. Ramesh Prasad Bhagat
OP show cause filed by Dilip Bhagat: purchase by registered deed 2331/1998 for Rs. 18,000 from Gopal Hembrom;
"in possession 27 years, pucca house built"; plea of limitation (s. 20(5)? - no limitation for void transfer -
check Supreme Court on SPT).
CO Jama report again not received. DC sahab annoyed - ordered the CO to appear in person with the report and the
khatiyan of Gantzer's settlement on next date. Next 06.04.2026.
""")
u("backlog/2026-02/IMG_20260225_154500.jpg", "handwritten_note_photo", L, "2026-02-25", ["C04"], ["C04-H04"], """
25/02/26  ST 118/25 - PW1 Haripada cross (by me)
- admitted: no written complaint of dowry to police/panchayat before 14.06.25
- admitted: Rinku called him 2 days before, "khet ke jhagda" ka baat (not dowry)
- motorcycle - "maanga tha" but no date, no person present
ND 25/3/26 - PW2 (mother).
""")
u("backlog/2026-03/WhatsApp Chat with Priyanka Marandi Jr.txt", "whatsapp_export", J, "2026-03-11", ["C03", "C06", "C08"], ["C03-H01", "C06-H02", "C03-H02", "C08-H01", "C06-H03"], """
15/12/25, 12:41 pm - Priyanka Marandi Jr: Johar sir. Saloni quarry writ - Sahu J court 9 - notice issued
15/12/25, 12:42 pm - Priyanka Marandi Jr: State + DMO counter in 4 weeks. Lessee (Maa Durga Stone Works) ko notice. ND 09.02.26
15/12/25, 12:50 pm - Sunil Baskey: Good. Saloni ko phone kar do
28/01/26, 1:15 pm - Priyanka Marandi Jr: Deoghar JM court - Barnwal cheque case - substance of accusation explained, accused ne not guilty bola
28/01/26, 1:16 pm - Priyanka Marandi Jr: Defence: cheque security me diya tha bolta hai. Next 11.03.26 CE
09/02/26, 11:58 am - Priyanka Marandi Jr: Sir Ranchi - quarry writ - SC-II Ashok Singh ne time liya, "instructions from DMO awaited". Counter nahi aaya
09/02/26, 11:59 am - Priyanka Marandi Jr: ND 16.03.26
09/03/26, 3:05 pm - Priyanka Marandi Jr: Sir Barnwal ka Cr.M.P. 1887/26 - Pandey J court 17 - notice to OP 2 (hamara client) issued
09/03/26, 3:06 pm - Priyanka Marandi Jr: Stay nahi diya!! Abhay Mishra ne bahut try kiya. ND 20.04.26
09/03/26, 3:10 pm - Sunil Baskey: Bhalo. Counter ka draft main banata hun
11/03/26, 12:20 pm - Priyanka Marandi Jr: Deoghar - accused ne petition diya trial stay karo Cr.M.P. pending hai. JM madam ne reject kar diya - "no stay from HC"
11/03/26, 12:21 pm - Priyanka Marandi Jr: CW1 Bikash da ka affidavit file ho gaya. ND 15.04.26 for cross
""")
u("backlog/2026-03/DMO counter affidavit WPC 4127.pdf", "document_scan", "District Mining Officer, Dumka", "2026-03-12", ["C03"], [], """
IN THE HIGH COURT OF JHARKHAND AT RANCHI     W.P.(C) No. 4127 of 2025
COUNTER AFFIDAVIT ON BEHALF OF RESPONDENT NO. 3 (District Mining Officer, Dumka)
5. That the mining lease of M/s Maa Durga Stone Works over plot no. 211, mouza Pinargaria (2.5 acres) expired on
31.03.2024 and was not renewed. Any mining thereafter was illegal.
6. That on inspection on 24.09.2025 blasting material and a working crusher were found; an FIR (Shikaripara P.S.
Case No. 118/2025) has been lodged under the MMDR Act and the Explosives Act against the partners.
7. That the question of compensation is not within the domain of this respondent.
Sworn at Dumka on 12.03.2026.                                   Deponent: District Mining Officer, Dumka
""")
u("backlog/2026-03/Sonamuni counselling 13.3.txt", "typed_note_txt", L, "2026-03-13", ["C07"], ["C07-H03"], """
13.03.26  Family Court - Sonamuni Kisku maint.
Counsellor's report: "parties not willing to reconcile". Rameshwar said he has married again (Chaitan Murmu's
daughter) - noted.
Interim maintenance petition argued by me - Bablu (son, 6 yrs) class 1 in Masalia, OP earns from a tractor and
2 bigha land. Marandi: OP is a labourer, earns Rs. 250 a day.
Kerketta madam - order on interim on 17.04.2026.
""")
u("backlog/2026-03/Saloni WPC 16.03 note.docx", "typed_note_docx", L, "2026-03-16", ["C03"], ["C03-H03"], """
16.03.2026 - Ranchi, Court 9 (Sahu J) - W.P.(C) 4127/2025 Saloni Hansda
DMO's counter on record: lease of Maa Durga Stone Works expired 31.03.2024; quarry illegal; FIR under MMDR Act.
Sahu J: "Then who pays the widow? The State cannot say the quarry was illegal and also that it is not its concern."
Directed the Deputy Commissioner, Dumka to file a personal affidavit on compensation - DMFT fund or otherwise.
Rohit Ranjan (for lessee): deceased was not their worker. Court: file reply.
Next 27.04.2026.
""")
u("backlog/2026-03/IMG_20260325_170233.jpg", "handwritten_note_photo", L, "2026-03-25", ["C04", "C02"], ["C04-H05", "C02-H04"], """
25.03.26 (Budh)
ST 118 - PW2 Minati Mandal (Rinku's mother) chief + cross same day. Cross: never went to Lakhanpur after the
marriage; "dowry" - heard from Rinku on phone only. Good for us.  ND 27/5/26 (PW3).
---
TS 37/25 Lakhiram - Sub Judge-I - issues framed - 5 issues (maintainability / jurisdiction is issue no. 1;
whether plaintiff is the lawful manjhi no. 3). ND 6/5/26 for P.W.
""")

# ---------------- April - June 2026
u("backlog/2026-04/CO report Asanbani dag 412.pdf", "document_scan", "Circle Officer, Jama", "2026-04-06", ["C01"], [], """
कार्यालय अंचल अधिकारी, जामा, दुमका            पत्रांक 287/अ.   दिनांक 04.04.2026
सेवा में, उपायुक्त, दुमका   विषय: एस.पी.टी. मिस केस 14/2025 में जांच प्रतिवेदन
1. गैंजर सेटलमेंट के खतियान में मौजा आसनबनी खाता नं. 27, दाग नं. 412 (0.62 एकड़) चोटू हेम्ब्रम (संथाल) के नाम रैयती दर्ज है।
2. विक्रय विलेख सं. 2331/1998 द्वारा गोपाल हेम्ब्रम ने उक्त भूमि श्री रमेश प्रसाद भगत (गैर-आदिवासी) को बेची; उपायुक्त की
अनुमति का कोई अभिलेख नहीं पाया गया। गोपाल हेम्ब्रम का नाम खतियान में दर्ज नहीं है।
3. स्थल पर श्री भगत का पक्का मकान (लगभग 6 डिसमिल) एवं शेष भाग में धान की खेती पाई गई।
                                                           ह०/- अंचल अधिकारी, जामा
""")
u("backlog/2026-04/SPT 14-25 order sheet certified copy.pdf", "certified_order_sheet_scan", "Court of the Deputy Commissioner, Dumka", "2026-04-08", ["C01"], ["C01-H01", "C01-H02", "C01-H03", "C01-H04"], """
IN THE COURT OF THE DEPUTY COMMISSIONER, DUMKA
S.P.T. Misc. Case No. 14 of 2025     Budhan Hembrom  Vs.  Ramesh Prasad Bhagat
ORDER SHEET
Order No. 1  08.12.2025  Applicant present through Sri S.K. Baskey, Advocate. Issue notice to the O.P. The Circle
                         Officer, Jama shall enquire and report. Put up on 19.01.2026.
Order No. 2  19.01.2026  O.P. appears through Sri D.K. Bhagat, Advocate and prays for time to file show cause.
                         Allowed. Report of the C.O. not received; remind. Put up on 23.02.2026.
Order No. 3  23.02.2026  Show cause filed. Report of the C.O. still not received. The C.O., Jama to appear in person
                         with the report and the khatiyan on the next date. Put up on 06.04.2026.
Order No. 4  06.04.2026  C.O., Jama present; report dated 04.04.2026 filed. Copy to the parties. Put up for hearing
                         on 18.05.2026.
                                                     sd/- Deputy Commissioner, Dumka
Certified copy issued on 08.04.2026.
""")
u("backlog/2026-04/Interim maintenance order MC 88-25.pdf", "certified_order_sheet_scan", "Family Court, Dumka", "2026-04-17", ["C07"], ["C07-H04"], """
IN THE COURT OF THE PRINCIPAL JUDGE, FAMILY COURT, DUMKA
Original Maintenance Case No. 88 of 2025    Sonamuni Kisku  Vs.  Rameshwar Besra
17.04.2026   Order on the petition for interim maintenance.
Heard both sides. The O.P. admits the marriage; his plea of a customary divorce is a matter of evidence. The
minor son lives with the petitioner. The O.P. owns land and is able-bodied. He is directed to pay interim
maintenance of Rs. 3,500/- (three thousand five hundred) per month to the petitioner and the minor son together,
from the date of the petition, the arrears within two months. Put up on 10.07.2026 for the evidence of the petitioner.
                                                          sd/- Principal Judge, Family Court, Dumka
""")
u("backlog/2026-04/WhatsApp Chat with Priyanka Marandi Jr (2).txt", "whatsapp_export", J, "2026-04-27", ["C06", "C08", "C03"], ["C06-H04", "C08-H02", "C03-H04"], """
15/04/26, 1:02 pm - Priyanka Marandi Jr: Sir Deoghar - Ghosh babu ne CW1 cross ke liye time maanga, "senior busy hai"
15/04/26, 1:03 pm - Priyanka Marandi Jr: JM madam ne Rs 300 cost lagaya. ND 01.07.26
15/04/26, 1:10 pm - Sunil Baskey: Itna lamba date? Theek hai
20/04/26, 2:40 pm - Priyanka Marandi Jr: Cr.M.P. 1887 - hamara counter file ho gaya, on record. Abhay Mishra ne rejoinder ke liye time liya
20/04/26, 2:41 pm - Priyanka Marandi Jr: ND 20.07.26 (vacation ke baad)
27/04/26, 12:33 pm - Priyanka Marandi Jr: Sir quarry writ - DC ka affidavit nahi aaya. Sahu J ne State pe Rs 5,000 cost lagaya!!
27/04/26, 12:34 pm - Priyanka Marandi Jr: Cost petitioner ko milega. "Last chance to DC". ND 13.07.26
27/04/26, 12:40 pm - Sunil Baskey: Saloni ko batao. Cost ka paisa uska
""")
u("backlog/2026-05/IMG-20260527-WA0019.jpg", "handwritten_note_photo", M, "2026-05-27", ["C02", "C01", "C04"], ["C02-H05", "C01-H05", "C04-H06"], """
पेशी रजिस्टर - मई 2026
06.05.26  टा० सू० 37/25 लखीराम - सब जज-I - PW1 लखीराम का मुख्य (एफिडेविट) - जिरह प्रतिवादी के कहने पर टला - अगली 08.07.26
18.05.26  एस.पी.टी. 14/25 बुधन - डी.सी. कोर्ट - ओ.पी. वकील दिलीप भगत बीमार (सिक स्लिप) - सुनवाई टली - अगली 24.08.26
27.05.26  एस०टी० 118/25 मनोज मंडल - ए.डी.जे.-I - PW3 सुनील मंडल (मृतका का भाई) गवाही + जिरह - अगली 15.07.26
""")
u("backlog/2026-05/27.05 PW3 Sunil Mandal.txt", "typed_note_txt", L, "2026-05-27", ["C04"], ["C04-H06"], """
27.05.2026  ADJ-I  ST 118/25  PW3 Sunil Mandal (brother of deceased)
Chief: went to Lakhanpur at Chhath 2024, sister crying, "jija Manoj bike ke liye marta hai".
Cross (me): he lives in Kolkata (Howrah) since 2022 - came home only for Durga Puja/Chhath; never told the police
about beating in his 161 statement (confronted - omission proved through IO later).
Says Rinku's ornaments (streedhan) still with accused family.
Next 15.07.2026 - doctor (PW4).
""")

# ---------------- July - September 2026
u("backlog/2026-07/Manjhi suit PW1 PW2 8.7.docx", "typed_note_docx", L, "2026-07-08", ["C02"], ["C02-H06"], """
08.07.2026  Sub Judge-I Dumka (Sinha sahab)  TS 37/2025 Lakhiram Tudu v. Babulal Murmu
PW1 Lakhiram cross by Pal babu (1 hr): admitted he did not call a kulhi durup' since 2022 "due to illness"; denied
that he was removed. Said the jog manjhi and godet were with him. Stood firm on dag 88.
PW2 Jogia Hansda (jog manjhi of Haripur) examined and cross-examined the same day: the 14.01.2024 meeting was
called by Babulal's people at night; no godet went round the village; the paranik was not there.
Next 16.09.2026 - PW3 pargana Sitaram Soren (summons to be taken out).
""")
u("backlog/2026-07/IMG_20260710_132918.jpg", "handwritten_note_photo", L, "2026-07-10", ["C07"], ["C07-H05"], """
10/7/26 Family Ct - Sonamuni
Arrears not paid (3 months of interim = Rs 10,500 + arrears from Sep 25). Distress warrant petition filed.
Marandi: "OP will pay by next date" - undertaking recorded.
AW1 Sonamuni chief - Bablu school certificate exhibited (Ext. 1). Cross deferred.
ND 28/8/26.
""")
u("backlog/2026-07/WPC 4127-2025 order 13.07.2026.pdf", "certified_order_sheet_scan", "High Court of Jharkhand, Ranchi", "2026-07-13", ["C03"], ["C03-H05"], """
IN THE HIGH COURT OF JHARKHAND AT RANCHI
W.P.(C) No. 4127 of 2025
Saloni Hansda ..... Petitioner   Versus   The State of Jharkhand & Ors. ..... Respondents
CORAM: HON'BLE MR. JUSTICE RAGHUNANDAN PRASAD SAHU
For the Petitioner: Mr. Sunil Kumar Baskey, Advocate
For the State: Mr. Ashok Kumar Singh, SC-II     For Respondent No. 6: Mr. Rohit Ranjan, Advocate
Order No. 05 / Dated: 13.07.2026
The affidavit of the Deputy Commissioner, Dumka is on record; it says an ex gratia of Rs. 20,000 was given from the
Red Cross fund. That is no answer. The State, having allowed a quarry to run after its lease expired, cannot leave
the widow without relief. As an interim measure the respondent-State shall pay Rs. 2,00,000/- (Rupees two lakh)
to the petitioner within six weeks, which the State shall be free to recover from respondent no. 6. Respondent
no. 6 to file its reply. List on 07.09.2026.                                           (R.P. Sahu, J.)
""")
u("backlog/2026-07/15.07 PW4 doctor.txt", "typed_note_txt", L, "2026-07-15", ["C04"], ["C04-H07"], """
15.07.26  ADJ-I  ST 118/25 - PW4 Dr. Ashok Kumar Rana (FMT, PJMCH) - proved the PM report (Ext. 4).
Chief: asphyxia due to hanging, ligature mark oblique, ante-mortem.
Cross (me): ligature mark not continuous, oblique - consistent with suicidal hanging; no injury anywhere else on
the body; no sign of struggle. Doctor agreed "no external injury except the ligature mark".
Next 19.08.26 for the IO.
""")
u("backlog/2026-07/Cr.M.P. 1887 of 2026 order 20.07.2026.pdf", "certified_order_sheet_scan", "High Court of Jharkhand, Ranchi", "2026-07-20", ["C08"], ["C08-H03"], """
IN THE HIGH COURT OF JHARKHAND AT RANCHI
Cr.M.P. No. 1887 of 2026
Rajesh Kumar Barnwal ..... Petitioner   Versus   The State of Jharkhand & M/s Maa Tara Hardware ..... Opp. Parties
CORAM: HON'BLE MR. JUSTICE SHAILENDRA NATH PANDEY
For the Petitioner: Mr. Abhay Kumar Mishra, Advocate   For O.P. No. 2: Mr. S.K. Baskey, Advocate
Dated: 20.07.2026
The petitioner seeks quashing of the order taking cognizance in Complaint Case No. 611 of 2025 (Deoghar) on the
plea that the cheque was given only as security. Whether the cheque was for a debt or a security is a disputed
question of fact, to be decided in the trial on evidence. The statutory notice was served and not replied to. No
case for interference is made out. The Cr.M.P. is dismissed. The trial court shall proceed in accordance with law.
                                                                          (S.N. Pandey, J.)
""")
u("backlog/2026-08/WhatsApp Chat with Bikash da Maa Tara.txt", "whatsapp_export", "Bikash Kumar Roy (client)", "2026-08-05", ["C06", "C08"], ["C06-H05", "C08-H03", "C06-H06"], """
[01/07/26, 2:14:05 PM] Bikash da Maa Tara: Dada ajke ki holo? Barnwal aschilo?
[01/07/26, 2:20:41 PM] Sunil Baskey: Barnwal absent tha, exemption petition diya Ghosh ne. Aapka cross aaj bhi nahi hua. Next 5 August
[01/07/26, 2:21:10 PM] Bikash da Maa Tara: Eta to bar bar hocche dada 😞
[20/07/26, 4:48:33 PM] Sunil Baskey: Bhalo khobor - Ranchi HC ne Barnwal ka Cr.M.P. dismiss kar diya. Trial chalega.
[20/07/26, 4:50:02 PM] Bikash da Maa Tara: Khub bhalo! Mishti khawabo 🙏
[05/08/26, 3:31:17 PM] Sunil Baskey: Aapka cross ho gaya aaj, 1 ghanta. Ghosh ne puchha blank cheque kyun liya - aapne thik bola, bill book dikhaya
[05/08/26, 3:32:40 PM] Sunil Baskey: Next 30 Sept - bank manager (CW2) ko summon hua hai. Statement of account lana hoga
[05/08/26, 3:35:12 PM] Bikash da Maa Tara: Thik ache dada. 30 tarikh ami asbo
""")
u("backlog/2026-08/IMG-20260828-WA0040.jpg", "handwritten_note_photo", M, "2026-08-28", ["C04", "C01", "C07"], ["C04-H08", "C01-H06", "C07-H06"], """
पेशी रजिस्टर - अगस्त 2026
19.08.26  एस०टी० 118/25 मनोज मंडल - ए.डी.जे.-I - आई.ओ. अनुपस्थित - आई.ओ. पर जमानतीय वारंट - अगली 23.09.26
24.08.26  एस.पी.टी. 14/25 बुधन - डी.सी. कोर्ट - हमारी बहस पूरी, ओ.पी. वकील अनुपस्थित - अंतिम अवसर - अगली 28.09.26
28.08.26  मेंटेनेंस 88/25 सोनामुनी - फैमिली कोर्ट - AW1 जिरह, AW2 गोपाल किस्कू (पिता) गवाही - अगली 09.10.26
""")
u("backlog/2026-08/Budhan args 24.08.docx", "typed_note_docx", L, "2026-08-24", ["C01"], ["C01-H06"], """
24.08.2026  DC court  SPT Misc. 14/2025 Budhan Hembrom - arguments
Argued for the applicant (40 min): (i) Gantzer khatiyan + CO's report of 04.04.2026 - raiyati of Chotu Hembrom;
(ii) no DC permission - transfer void ab initio u/s 20; (iii) Gopal Hembrom not even in the khatiyan; (iv) long
possession / house is no defence to a void transfer under the SPT Act.
Dilip Bhagat absent (second time - May he sent a sick slip). DC sahab: "last chance to OP to argue".
DC asked: if restored, what about the house? Said OP may remove it - s. 42.
Next 28.09.2026.
""")
u("backlog/2026-08/IMG_20260828_RTGS SBI Shikaripara.jpg", "document_photo", "State Bank of India, Shikaripara", "2026-08-28", ["C03"], [], """
STATE BANK OF INDIA   Shikaripara Branch (Code 0xxxx)   PASSBOOK - SB A/c of SALONI HANSDA
Date        Particulars                                      Withdrawal   Deposit        Balance
28-08-2026  NEFT/RTGS CR DC DUMKA DMFT COMP WPC4127/25                       2,00,000.00    2,03,412.00
                                                                   (entry printed 29-08-2026)
""")
u("backlog/2026-09/WhatsApp Chat with Suman Hansda.txt", "whatsapp_export", "Suman Hansda (client's son)", "2026-09-07", ["C03"], ["C03-H06"], """
07/09/26, 10:02 am - Suman Hansda: ᱡᱚᱦᱟᱨ sir. Johar. Aaj Ranchi me hamara case hai na?
07/09/26, 10:05 am - Sunil Baskey: Haan Suman. Main court 9 me hun
07/09/26, 1:47 pm - Sunil Baskey: Court ne record kiya ki 2 lakh 28 August ko aapki maa ke khata me aa gaya. Quarry malik (Maa Durga Stone Works) ka reply bhi aa gaya
07/09/26, 1:48 pm - Sunil Baskey: Next date 23 November. Final hearing
07/09/26, 1:55 pm - Suman Hansda: Sarhao sir. Ayo (maa) bol rahi hai baki paisa kab milega
07/09/26, 1:58 pm - Sunil Baskey: Final order me. 15 lakh maanga hai. Dhairya rakho
""")
u("backlog/2026-09/IMG_20260916_115508.jpg", "handwritten_note_photo", L, "2026-09-16", ["C02"], ["C02-H07"], """
16.9.26 Sub Judge-I - TS 37/25 Lakhiram
PW3 Sitaram Soren (pargana, Kathikund) absent - summons not served (peon report: "pargana was at Baha bonga?").
Court: fresh summons, dasti. ND 4/11/26.
Lakhiram will take the summons himself to the pargana.
""")
u("backlog/2026-09/23.09 IO cross ST 118.txt", "typed_note_txt", L, "2026-09-23", ["C04"], ["C04-H09"], """
23.09.2026  ADJ-I Dumka - ST 118/25 - PW5 I.O. S.I. Rajkishore Paswan (came after the warrant of 19.08)
Chief: inspection of the place, seizure of the dupatta, 161 statements, chargesheet 08.09.2025.
Cross (me): - PW3 Sunil did not tell him of any beating (omission proved)
           - no independent villager of Lakhanpur made a witness
           - no motorcycle demand in the statement of any neighbour
           - the room was not locked from inside? he "did not note".
Prosecution evidence closed. Next 11.11.2026 for the statement of the accused u/s 351 BNSS.
""")
u("backlog/2026-09/Budhan SPT 28.09 order fixed.docx", "typed_note_docx", L, "2026-09-28", ["C01"], ["C01-H07"], """
28.09.2026  DC court  SPT Misc. 14/2025
Dilip Bhagat argued for OP (limitation, 27 years' possession, bona fide purchaser, improvements - house).
Reply by me: void transfer - no limitation, no bona fide purchase against s. 20.
DC: both sides to file written notes of arguments within 2 weeks; case fixed for order on 14.12.2026.
Written notes - filed by us on 09.10.2026 (Bhagirath ne jama kiya).
""")
u("backlog/2026-09/ST 118-25 order sheet Aug Sep.pdf", "certified_order_sheet_scan", "Additional Sessions Judge-I, Dumka", "2026-09-25", ["C04"], ["C04-H08", "C04-H09"], """
IN THE COURT OF THE ADDITIONAL SESSIONS JUDGE-I, DUMKA
S.T. No. 118 of 2025 (arising out of Jama P.S. Case No. 92/2025, G.R. No. 1412/2025)   State  Vs.  Manoj Mandal & Anr.
19.08.2026  Accused Manoj Mandal produced from custody; accused Saraswati Devi present. The I.O. is absent
            despite summons. Issue bailable warrant against the I.O., S.I. Rajkishore Paswan, through the S.P.,
            Dumka. Put up on 23.09.2026 for P.W.
23.09.2026  Accused present. I.O. present. P.W. 5 S.I. Rajkishore Paswan examined and cross-examined and
            discharged. No other witness. Prosecution evidence closed. Put up on 11.11.2026 for the statement of
            the accused u/s 351 BNSS.
                                                      sd/- Addl. Sessions Judge-I, Dumka
""")

# ---------------- October - December 2026
u("backlog/2026-10/WhatsApp Chat with Priyanka Marandi Jr (3).txt", "whatsapp_export", J, "2026-10-09", ["C06", "C07"], ["C06-H07", "C07-H07"], """
30/09/26, 1:28 pm - Priyanka Marandi Jr: Sir Deoghar - CW2 Amit Ghosh, Bank of India branch manager - examined. Return memo + statement of account exhibit
30/09/26, 1:29 pm - Priyanka Marandi Jr: Saurav Ghosh ka cross 10 min only. CE closed!! ND 18.11.26 for 351
30/09/26, 1:40 pm - Sunil Baskey: 👍
09/10/26, 12:55 pm - Priyanka Marandi Jr: Johar sir. Sonamuni case - AW3 Dhunu Hansda manjhi ka gawahi ho gaya. Bola sakam orec' kabhi nahi hua Masalia me
09/10/26, 12:56 pm - Priyanka Marandi Jr: Marandi sir ne cross kiya, manjhi nahi hila. AE closed
09/10/26, 12:57 pm - Priyanka Marandi Jr: ND 20.11.26 OP evidence
09/10/26, 1:02 pm - Sunil Baskey: Good. Sonamuni ko bolo arrears ka hisaab le aaye
""")
u("backlog/2026-10/correction sonamuni ND.txt", "typed_note_txt", L, "2026-10-10", ["C07"], ["C07-H07"], """
10.10.26 - CORRECTION: Sonamuni maint. case 88/25 - next date is NOT 20.11 (Priyanka ne WhatsApp pe galat likha).
Bhagirath ne peshkar se order sheet dekh ke confirm kiya - 27.11.2026 (Friday) for OP's evidence.
Diary me bhi thik kar diya.
""")
u("backlog/2026-11/IMG_20261104_150117.jpg", "handwritten_note_photo", L, "2026-11-04", ["C02"], ["C02-H08"], """
04/11/26  Sub Judge-I - TS 37/25 Lakhiram
PW3 Sitaram Soren, pargana - examined: "manjhi is changed only by the DC on the report of the pargana; no report
was sent by me; Lakhiram is still manjhi in the DC's register". Cross by Pal: admitted he is Lakhiram's relative
(mama-sasur) - hmm.
Our evidence closed (PE closed). ND 16/12/26 for DE.
""")
u("backlog/2026-11/Cause List ADJ-I Dumka 11.11.2026.pdf", "cause_list_pdf", "Civil Court, Dumka (eCourts)", "2026-11-11", ["C04"], ["C04-H10"], """
CIVIL COURT, DUMKA - DAILY CAUSE LIST - Court of Addl. Sessions Judge-I (Sri Alok Ranjan Pathak) - 11.11.2026
Sr. Case No.              Parties                                   Advocate                Stage
1   S.T. 61/2023          State vs Dhaniram Hembrom                 B. Mishra               Argument
2   S.T. 204/2024         State vs Md. Sahabuddin & ors.            A. Ansari               P.W.
3   S.T. 118/2025         State vs Manoj Mandal & anr.              S.K. Baskey             S.A. (351 BNSS)
4   Cr. Appeal 19/2025    Ganesh Mahto vs State                     R.N. Jha                Hearing
5   S.T. 9/2026           State vs Babloo Kisku                     Legal Aid (LADCS)       Charge
6   Bail Petition 1544/26 Rupesh Turi vs State                      P. Dey                  Hearing
""")
u("backlog/2026-11/ST 118 351 stmt 11.11.docx", "typed_note_docx", L, "2026-11-11", ["C04"], ["C04-H10"], """
11.11.2026  ADJ-I  ST 118/2025 State v. Manoj Mandal & anr.
Statement of both accused u/s 351 BNSS recorded - questions 1 to 38. Manoj: "Rinku was upset over land quarrel
with her brother, no dowry demand; I was at the haat at Jama that morning". Saraswati Devi: all false.
Defence evidence - we will examine two DWs: DW1 Bhola Rai (neighbour, Lakhanpur), DW2 the ward member.
Next 11.12.2026 for defence evidence. Kartik babu ko bola dono gawah ko lekar aana.
""")
u("backlog/2026-11/IMG-20261127-WA0011.jpg", "handwritten_note_photo", M, "2026-11-27", ["C06", "C03", "C07"], ["C06-H08", "C03-H07", "C07-H08"], """
पेशी रजिस्टर - नवम्बर 2026
18.11.26  कम्प्लेन केस 611/25 बरनवाल - JM देवघर - अभियुक्त अनुपस्थित, हाजिरी माफी 1000 रु० खर्चा पर - अगली 16.12.26
23.11.26  W.P.(C) 4127/25 सलोनी हांसदा - हाईकोर्ट रांची - आंशिक सुनवाई - अगली 18.01.27 (वकील साहब ने फोन पर बताया)
27.11.26  मेंटेनेंस 88/25 सोनामुनी - फैमिली कोर्ट - OPW1 रामेश्वर की गवाही, जिरह अधूरी - अगली 11.12.26
""")
u("backlog/2026-11/23.11 Ranchi quarry writ.txt", "typed_note_txt", L, "2026-11-23", ["C03"], ["C03-H07"], """
23.11.2026  Ranchi  Court 9  Sahu J  W.P.(C) 4127/25 Saloni Hansda - final hearing
Argued 25 min: compensation on the lines of the DMFT guidelines; the quarry ran 18 months after the lease
expired under the nose of the DMO. Rohit Ranjan (lessee) - "deceased was a casual loader of a contractor, not ours".
Sahu J asked the SC-II about the recovery from the lessee - no answer. Part heard; court rose (paucity of time).
Next 18.01.2027.  Train back - Vananchal.
""")
u("backlog/2026-11/JM Deoghar order sheet CC 611-25.pdf", "certified_order_sheet_scan", "Judicial Magistrate 1st Class, Deoghar", "2026-11-20", ["C06"], ["C06-H07", "C06-H08"], """
IN THE COURT OF JUDICIAL MAGISTRATE 1ST CLASS, DEOGHAR
Complaint Case No. 611 of 2025     M/s Maa Tara Hardware  Vs.  Rajesh Kumar Barnwal
30.09.2026  Complainant present. Accused present. C.W. 2 Amit Ghosh, Branch Manager, Bank of India, Deoghar
            examined and cross-examined. Complainant closes evidence. Put up on 18.11.2026 for the statement of
            the accused u/s 351 BNSS.
18.11.2026  Complainant present. Accused absent; petition u/s 355 BNSS for exemption filed. Allowed on costs of
            Rs. 1,000/- payable to the complainant. Accused to remain present on the next date without fail.
            Put up on 16.12.2026 for the statement of the accused.
                                                      sd/- J.M. 1st Class, Deoghar
""")
u("backlog/2026-11/Sonamuni OPW1 cross 27.11.docx", "typed_note_docx", L, "2026-11-27", ["C07"], ["C07-H08"], """
27.11.2026  Family Court Dumka  Maint. 88/2025 Sonamuni Kisku v. Rameshwar Besra
OPW1 Rameshwar Besra - chief by affidavit: customary divorce in Aghan 2024, sal leaf torn before the manjhi and
village; he gave "Rs. 5,000 and a cow" as per custom.
My cross (part): cannot name the manjhi who was present; admits Dhunu Hansda is the manjhi of Masalia; admits he
married again in Phagun 2025; admits he owns a tractor (says "on loan").
Arrears: interim Rs. 3,500 p.m. - he paid only Rs. 31,500 so far; Rs. 14,000 still due (our calculation till Oct).
Cross to continue - next 11.12.2026.
""")
u("backlog/2026-12/week plan 7-19 Dec.docx", "typed_note_docx", L, "2026-12-05", ["C01", "C02", "C04", "C06", "C07"], [], """
WEEK PLAN  07.12 - 19.12.2026  (S.K. Baskey)
Mon 07.12  - Draft written arguments - Saloni writ (for 18.01.27); file inspection ST 118
Wed 09.12  - Kartik Mandal with DW1 Bhola Rai & DW2 ward member - conference 5 pm chamber
Fri 11.12  - ADJ-I: ST 118/25 Manoj Mandal - DE (DW1, DW2)
           - Family Court: Sonamuni maint. - OPW1 cross continue; arrears chart ready (Rs. 14,000)
Mon 14.12  - DC court: Budhan SPT - order (take Budhan along)
Wed 16.12  - Sub Judge-I: Lakhiram TS 37/25 - DE (Pal's witnesses)
           - Deoghar JM: Barnwal 138 - 351 statement (Priyanka to go)
Sat 19.12  - Bar Association meeting; fees pending from Kartik babu
""")
u("backlog/2026-12/WhatsApp Chat with Priyanka Marandi Jr (4).txt", "whatsapp_export", J, "2026-12-08", ["C06", "C07"], ["C06-H08"], """
18/11/26, 12:44 pm - Priyanka Marandi Jr: Sir Barnwal fir absent. Exemption Rs 1000 cost pe allow hua. ND 16.12.26
18/11/26, 12:45 pm - Priyanka Marandi Jr: Madam boli next date pe absent to warrant
18/11/26, 12:51 pm - Sunil Baskey: Bikash da ko bata do. Cost ka receipt lena
08/12/26, 7:10 pm - Priyanka Marandi Jr: Sir 11 ko Sonamuni me main jaungi? Aap ST 118 me rahoge
08/12/26, 7:15 pm - Sunil Baskey: Haan. Arrears chart file kar dena - 14,000
""")
