"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


# ---------------------------------------------------------------- documents
up("backlog/2025-11/Scan_Notice DFO Theog Hem Raj.pdf", "document_scan", "Assistant Collector 1st Grade-cum-DFO, Theog", "2025-10-28", ["C01"], [], """
OFFICE OF THE DIVISIONAL FOREST OFFICER, THEOG FOREST DIVISION, THEOG, DISTRICT SHIMLA (H.P.)
(Exercising powers of Assistant Collector 1st Grade under Section 163 of the H.P. Land Revenue Act, 1954)
No. Ft/Theog/Enc/2025-1187                                              Dated: 28.10.2025
NOTICE
To: Sh. Hem Raj Chauhan s/o Late Sh. Daulat Ram, Village Kiari, P.O. Kiari, Tehsil Kotkhai, District Shimla.
Whereas it has been reported by the Range Forest Officer, Kotkhai that you have encroached upon Government forest land
measuring 1-04 bigha comprised in Khasra No. 211, Mauza Kiari (Demarcated Protected Forest, D.P.F. Kiari C-II) and have
raised an apple orchard of about 38 apple trees thereon;
You are hereby directed to show cause within 15 days why you should not be evicted therefrom, the apple trees standing
thereon removed and damages for use and occupation assessed. In default, ejectment shall follow without further notice.
sd/- Divisional Forest Officer, Theog
""")

up("backlog/2026-02/charge order ST 41-S of 2025 Ajay Negi.pdf", "document_scan", "Special Judge-I, Shimla", "2025-11-14", ["C02"], [], """
IN THE COURT OF SPECIAL JUDGE-I, SHIMLA, H.P.
Sessions Trial No. 41-S/7 of 2025
State of H.P. through Police Station Kumarsain  vs  Ajay Negi s/o Sh. Gian Chand Negi, r/o Village Dutt Nagar, Rampur Bushahr
FIR No. 96 of 2025 dated 07.06.2025, P.S. Kumarsain, under Section 20 of the N.D.P.S. Act
14.11.2025
ORDER ON CHARGE
The police party headed by SI Ravinder Kumar laid a naka at Narkanda on 07.06.2025 and, on search of the rucksack carried
by the accused who alighted from a taxi, recovered charas weighing 1 kg 320 grams. The quantity is commercial.
Learned defence counsel argued that the mandatory inventory under Section 52A of the Act was not prepared before the
Magistrate and that no independent witness was joined. These are matters of trial. A prima facie case is made out.
Charge under Section 20(b)(ii)(C) of the N.D.P.S. Act framed, read over and explained; accused pleaded not guilty and claimed trial.
PWs 1 to 4 be summoned for 20.01.2026.
sd/- Special Judge-I, Shimla
""")

up("backlog/2024-09/IMG_20240904_Jamabandi Jubbar.jpg", "document_photo", "Patwari Halqa Jubbar", "2024-09-04", ["C03"], [], """
जमाबन्दी साल 2019-20   मौजा जुब्बड़   हदबस्त नं. 142   तहसील ठियोग   जिला शिमला
खसरा नं.   रकबा (बीघा-बिस्वा)   मालिक   काश्तकार   किस्म जमीन
317   0-06   शामलात देह, हस्ब रसद खेवट   —   गैर मुमकिन रास्ता (आम रास्ता)
318   2-11   प्रेम सिंह कंवर पुत्र नैन सिंह   खुद काश्त   बरानी अव्वल
319   3-02   भगत राम मेहता पुत्र तुलसी राम   खुद काश्त   बरानी दोयम
नकल मुताबिक असल। ह०/- पटवारी हल्का जुब्बड़  04.09.2024
""")

up("backlog/2025-12/DIR Sunita Kanwar PO Shimla.pdf", "document_scan", "Protection Officer, Shimla", "2025-09-02", ["C05"], [], """
FORM I - DOMESTIC INCIDENT REPORT (Section 9(1)(b) and 37(2)(c) of the PWDV Act, 2005)
Office of the Protection Officer-cum-District Programme Officer, Shimla
DIR No. PO/SML/2025/63                                          Date: 02.09.2025
Name of the aggrieved person: Smt. Sunita Kanwar w/o Sh. Rakesh Kanwar, age 34, r/o Set No. 3, Kanwar Niwas, Sanjauli, Shimla
Respondents: (1) Rakesh Kanwar (husband, Naik, 14 Dogra, presently posted at Pathankot); (2) Smt. Shanti Kanwar (mother-in-law)
Details of domestic violence: taunts for dowry; husband stopped sending money since January 2025; mother-in-law asked her to
leave the Sanjauli house; one daughter Anvi (age 7) living with the aggrieved person.
Reliefs required: monetary relief (maintenance), residence order, protection order.
sd/- Protection Officer, Shimla
""")

up("backlog/2025-08/Policy HP10A2731 Oriental.pdf", "document_scan", "The Oriental Insurance Co. Ltd.", "2025-01-09", ["C06"], [], """
THE ORIENTAL INSURANCE COMPANY LIMITED - Divisional Office, The Mall, Shimla
COMMERCIAL VEHICLE PACKAGE POLICY - PASSENGER CARRYING
Policy No. 261201/31/2025/4418        Period: 10.01.2025 to 09.01.2026
Insured: M/s Thakur Travels (Prop. Sh. Jai Singh Thakur), Rohru
Vehicle: HP-10-A-2731, Tata LP 909 bus, seating capacity 32+1
Limits of liability: as per the Motor Vehicles Act; passengers covered; PA cover to owner-driver.
Driver clause: any person holding an effective driving licence to drive a transport vehicle at the time of the accident.
""")

up("backlog/2025-11/AC Theog order Rattan Lal s104.pdf", "document_scan", "Assistant Collector 1st Grade, Theog", "2025-09-30", ["C07"], [], """
IN THE COURT OF ASSISTANT COLLECTOR 1ST GRADE, THEOG, DISTRICT SHIMLA
Case No. 77/2023 (Proprietary rights u/s 104 H.P. Tenancy and Land Reforms Act, 1972)
Rattan Lal s/o Sh. Kanshi Ram, Village Sainj   vs   Smt. Bimla Devi w/o Late Sh. Hari Chand & Anr.
Order dated 30.09.2025
The applicant claims to be a non-occupancy tenant over Khasra Nos. 45 and 46 measuring 4-08 bigha in Mauza Sainj since
1968 through his father. The revenue entries from 1972-73 onwards show the land in "khud kasht" of the landowner; the entry of
the applicant's father in the khasra girdawari of Kharif 1971 alone is not sufficient. Application dismissed.
sd/- Assistant Collector 1st Grade, Theog
""")

up("backlog/2025-08/WhatsApp Image 2025-08-20 at 11.42.07.jpeg", "document_photo", "Panchayat Pradhan, Gram Panchayat Chirgaon", "2025-08-19", ["C06"], [], """
GRAM PANCHAYAT CHIRGAON, VIKAS KHAND CHIRGAON, DISTRICT SHIMLA
INCOME CERTIFICATE                                    No. GP/CHG/2025/211   Date 19.08.2025
Certified that Late Sh. Mohan Lal Negi s/o Sh. Bhag Chand, r/o Village Kathasu, was running an apple orchard of about
600 plants and a small commission business, and his income from all sources was about Rs. 3,00,000/- per annum
(Rupees three lakh) before his death in the bus accident at Kharapathar on 14.06.2025. He is survived by his wife
Smt. Leela Devi, son Rohit (16) and daughter Pooja (12).
sd/- Pradhan
""")

# ---------------------------------------------------------------- Dec 2025
up("backlog/2025-12/CWP 4127 Hem Raj 10.12.25.docx", "typed_note_docx", "Ankit", "2025-12-10", ["C01"], ["C01-H01"], """
10.12.2025 (Wed) - HC Court No. 4 - Bhardwaj J
CWP 4127/2025 Hem Raj Chauhan v State - forest eviction Kiari
Ma'am argued: khasra 211 is in jamabandi in Chauhan ji's name since 1985, forest dept never demarcated, notice u/s 163 without demarcation.
Jaj sahab bole - "show me the jamabandi and tatima first" - we had only the notice + photos. Ma'am said will place.
Addl AG Katoch sahab: no instructions, DFO se poochna hai.
Order: notice, status quo re possession, no felling of apple trees till next date. Reply 4 weeks.
TODO: get latest jamabandi + tatima of khasra 211 from Patwari Kiari, file by CMP.
NDOH 24.02.2026 (after winter vacation)
""")

up("backlog/2025-12/RSA 302 Kanwar admission.docx", "typed_note_docx", "Ankit", "2025-12-17", ["C03"], ["C03-H01"], """
17/12/25 RSA 302 of 2024 Prem Singh Kanwar vs Bhagat Ram Mehta - Ct 2, Rana J
admitted!! SQL: (1) whether courts below misread the jamabandi entry "gair mumkin rasta, shamlat deh" of khasra 317 (2) whether a co-sharer in shamlat can block a common path without partition.
Notice to respondents. K.L. Sood put in caveat appearance for R-1 & R-3, R-2 Sohan Lal Mehta to be served.
Jaj sahab bole "these path matters should settle in the village itself" - keep in mind.
agli peshi 11.03.26
""")

up("backlog/2025-12/ORDER SHEET CS 57-2025 20.12.2025.pdf", "certified_order_sheet_scan", "court", "2025-12-23", ["C04"], ["C04-H01"], """
न्यायालय सिविल जज (कनिष्ठ मण्डल) कोर्ट नं. 2, शिमला
सिविल सूट नं. 57/2025   कमला देवी ठाकुर बनाम जगदीश चन्द वर्मा
20.12.2025
उपस्थित: वादिनी सहित विद्वान अधिवक्ता श्रीमती सुषमा गुलेरिया व श्री अंकित राणा। प्रतिवादी की ओर से श्री के.एल. सूद अधिवक्ता के कनिष्ठ।
पीडब्ल्यू-1 वादिनी कमला देवी का मुख्य परीक्षा शपथपत्र प्रस्तुत किया गया। प्रतिवादी के अधिवक्ता के कनिष्ठ ने निवेदन किया कि श्री सूद माननीय उच्च न्यायालय में व्यस्त हैं अतः जिरह स्थगित की जाए। 500/- रुपये हर्जाना वादिनी को अदा करने की शर्त पर जिरह स्थगित।
मामला जिरह पीडब्ल्यू-1 हेतु दिनांक 20.02.2026 को पेश हो।
ह०/- सिविल जज, कोर्ट नं. 2, शिमला
""")

up("backlog/2025-12/Sunita DV 19 dec.docx", "typed_note_docx", "Ankit", "2025-12-19", ["C05"], ["C05-H01"], """
19-12-2025 JMIC-3 Chakkar. DV 44/2025 Sunita Kanwar v Rakesh Kanwar
s.23 interim appl argued by ma'am - Rakesh is Naik in 14 Dogra, net pay approx 52k, sent nothing since Jan 2025. daughter Anvi 7 yrs.
Neha Mehta (for R) - Rakesh posted Pathankot, could not come, he "is willing to keep her", she left on her own.
Magistrate sahab first asked: "kuch diya hai ab tak?" Neha madam - nothing.
DIR on record (PO report 2.9.25). Reserved for order.
ND 18.2.26
""")

up("backlog/2025-12/PXL_20251222_174511.jpg", "handwritten_note_photo", "Bhup Ram", "2025-12-22", ["C06", "C07"], ["C06-H01", "C07-H01"], """
२२.१२.२०२५ सोमवार
१) MACT-I शिमला - लीला देवी नेगी बनाम भुवनेश - बीमा कंपनी (पठानिया वकील) का जवाब दायर। मालिक ठाकुर ट्रैवल्स हाजिर नहीं - एकतरफा।
   अगली तारीख २३.०२.२०२६ - issues
२) कमिश्नर साहब कोर्ट - अपील १९/२०२५ रत्तन लाल झिंगटा - रिकॉर्ड AC थ्योग से तलब। 
   अगली पेशी २७.०२.२०२६
मैडम को फोन पर बता दिया।
""")

# ---------------------------------------------------------------- Feb 2026
up("backlog/2026-02/CrCase DV 44-2025 order 18.02.2026.pdf", "certified_order_sheet_scan", "court", "2026-02-21", ["C05"], ["C05-H02"], """
न्यायालय न्यायिक दण्डाधिकारी प्रथम श्रेणी, कोर्ट नं. 3, शिमला
Cr. Case (DV) No. 44 of 2025   सुनीता कंवर बनाम राकेश कंवर व अन्य
18.02.2026
आदेश (धारा 23 घरेलू हिंसा से महिलाओं का संरक्षण अधिनियम)
उभय पक्ष को सुना गया। प्रत्यर्थी नं. 1 भारतीय सेना में नायक है। अतः प्रत्यर्थी नं. 1 को आदेश दिया जाता है कि वह आवेदिका को 8,000/- रुपये प्रतिमाह अंतरिम भरण-पोषण आवेदन की तिथि 12.08.2025 से अदा करे; बकाया राशि दो माह में अदा की जाए। प्रत्यर्थीगण आवेदिका को संजौली स्थित साझा घर से बेदखल नहीं करेंगे।
पालना हेतु दिनांक 27.03.2026 को पेश हो।
ह०/- JMIC कोर्ट नं. 3, शिमला
""")

up("backlog/2026-02/kamla ji PW1 cross 20-2.docx", "typed_note_docx", "Ankit", "2026-02-20", ["C04"], ["C04-H02"], """
20.2.26 (Fri) CJ Ct 2 - Kamla ji rasta suit CS 57/25
Madam Pathania started 10 sharp as usual, we were 5 min late, matter called twice. note: BE THERE BY 9.50.
PW1 Kamla Devi cross by K.L. Sood (himself came today). Suggestions: rasta was only a "dangri" for cattle, not for people; she denied. Admitted that she has another path from the lower side but "wo khadd se hai, barsaat mein band".
500 costs of last date paid by Sood's munshi in court.
PW1 discharged. ND 21.3.26 - PW2 Roshan Lal + Patwari
""")

up("backlog/2026-02/CWP_4127_2025_order_24022026.pdf", "certified_order_sheet_scan", "court", "2026-02-26", ["C01"], ["C01-H02"], """
HIGH COURT OF HIMACHAL PRADESH, SHIMLA
CWP No. 4127 of 2025
Hem Raj Chauhan ...Petitioner   Versus   State of H.P. & Ors. ...Respondents
24.02.2026
Present: Ms. Sushma Guleria, Advocate with Mr. Ankit Rana, Advocate, for the petitioner.
Mr. Vikrant Katoch, Additional Advocate General, for the respondents-State.
Reply has not been filed. Learned Additional Advocate General prays for time on the ground that instructions from the Divisional Forest Officer, Theog are awaited. As a last opportunity, three weeks' time is granted. The petitioner has placed on record the jamabandi for the year 2019-20 and the tatima of Khasra No. 211 by way of CMP No. 2211 of 2026, which is taken on record.
Interim order to continue. List on 24.03.2026.
(Anoop Chand Bhardwaj) Judge
""")

up("backlog/2026-02/IMG-20260227-WA0016.jpg", "handwritten_note_photo", "Bhup Ram", "2026-02-27", ["C07"], ["C07-H02"], """
२७/०२/२६ शुक्रवार
कमिश्नर कोर्ट - झिंगटा अपील
AC थ्योग से रिकॉर्ड नहीं आया। रीडर साहब ने याद-दहानी (reminder) भेजने को कहा।
अगली तारीख १७.०४.२०२६
रत्तन लाल जी आए थे, ५०० रु. खर्चे के दिए (फोटोकॉपी + टाइप)।
""")

up("backlog/2026-02/MAC 112-2025 order 23.02.2026.pdf", "certified_order_sheet_scan", "court", "2026-02-25", ["C06"], ["C06-H02"], """
IN THE COURT OF MOTOR ACCIDENT CLAIMS TRIBUNAL-I, SHIMLA
MAC Petition No. 112 of 2025
Leela Devi Negi & Ors. vs Bhuvnesh Kumar & Ors.
23.02.2026
Present: Ld. counsel for the claimants. Sh. Rohit Pathania, Ld. counsel for respondent No. 3 insurer. Respondents 1 and 2 already ex parte.
From the pleadings the following issues are framed:
1. Whether Mohan Lal Negi died on 14.06.2025 near Kharapathar due to rash and negligent driving of bus No. HP-10-A-2731 by respondent No. 1? OPP
2. If issue No. 1 is proved, to what amount of compensation the petitioners are entitled and from whom? OPP
3. Whether respondent No. 1 was not holding a valid and effective driving licence? OPR-3
4. Whether the bus was being plied in breach of the terms of the policy? OPR-3
5. Relief.
The claimants are directed to produce their evidence including proof of income of the deceased. List on 06.04.2026.
sd/- Presiding Officer, MACT-I, Shimla
""")

# ---------------------------------------------------------------- Mar 2026
up("backlog/2026-03/Cr.R 188-2026 order 05.03.2026.pdf", "certified_order_sheet_scan", "court", "2026-03-07", ["C02"], ["C02-H01"], """
HIGH COURT OF HIMACHAL PRADESH, SHIMLA
Cr. Revision No. 188 of 2026
Ajay Negi ...Petitioner   Versus   State of Himachal Pradesh ...Respondent
05.03.2026
Present: Ms. Sushma Guleria, Advocate, for the petitioner. Mr. Rajat Sood, Deputy Advocate General, for the respondent-State.
Admitted. Notice. Mr. Sood accepts notice on behalf of the State. Let the record of the learned trial Court (Sessions Trial No. 41-S/7 of 2025) be summoned. In the meantime, the learned trial Court shall not record evidence till the next date of hearing.
List on 09.04.2026.
(Shalini Verma) Judge
""")

up("backlog/2026-03/negi rev 5 march.docx", "typed_note_docx", "Ankit", "2026-03-05", ["C02"], ["C02-H01"], """
05.03.2026 Cr Rev 188/26 Ajay Negi - Court 7 Verma J
admitted + LCR called + trial ct not to record evidence. Good day.
Jaj sahiba ne ma'am ko 3 min mein roka - "Ms Guleria, give me a two page note, I will read it". So for this court ALWAYS keep a 2-page synopsis ready.
Gian Chand ji (father) waiting outside, explained him. He asked if Ajay can go to Dubai for job - ma'am said NO, bail condition, passport deposited.
NDOH 9.4.26
""")

up("backlog/2026-03/RSA302 R2 died 11.3.docx", "typed_note_docx", "Ankit", "2026-03-11", ["C03"], ["C03-H02"], """
11/03/2026 RSA 302/2024 Kanwar - Ct 2
Process report: R-2 Sohan Lal Mehta died on 02.01.2026 (Sood told court, death cert copy). Need LR application u/O 22 r 4 + delay if any, within 90 days from 2.1.26 -> by 2 April!!
Jaj sahab gave time. ND 22.4.26
Prem Singh ji phone: LRs are 2 sons Devinder and Sanjay Mehta + widow Kaushalya. Get parivar register nakal from panchayat.
""")

up("backlog/2026-03/WhatsApp Image 2026-03-21 at 14.05.51.jpeg", "handwritten_note_photo", "Bhup Ram", "2026-03-21", ["C04"], ["C04-H03"], """
२१ मार्च २०२६ शनिवार - सिविल जज कोर्ट २
कमला देवी - रास्ता केस
PW2 रोशन लाल वर्मा की गवाही हुई। जिरह सूद साहब के जूनियर ने की। रोशन लाल बोला रास्ता ४० साल से चलता है, स्कूल के बच्चे भी चलते हैं।
पटवारी हल्का ढली को समन - मुसावी (aks shajra) लाने को।
अगली तारीख २५.०४.२०२६
""")

up("backlog/2026-03/CWP 4127 24.03.docx", "typed_note_docx", "Ankit", "2026-03-24", ["C01"], ["C01-H03"], """
24.3.2026 CWP Chauhan ji (Kiari) - Bhardwaj J
Reply filed by State today in court (copy given). Reply says khasra 211 partly in DPF Kiari C-II as per forest settlement of 1952.
Jaj sahab again went through the jamabandi and tatima himself page by page, then: "there is no demarcation; who says this is forest?"
Order: JOINT demarcation by Tehsildar Kotkhai + Range Forest Officer Kotkhai, petitioner to be associated, report in 6 weeks. Status quo continues.
Chauhan ji called at 6 pm - worried about spraying season, can he spray/prune? ma'am: yes, status quo is on possession, dont cut any tree.
NDOH 13/5/26
""")

up("backlog/2026-03/Sunita 27.3.26.docx", "typed_note_docx", "Ankit", "2026-03-27", ["C05"], ["C05-H03"], """
27/3 Sunita DV - JMIC 3
Rakesh again absent. Neha Mehta: exemption appl - "respondent on Army duty, leave not sanctioned", unit letter attached.
Magistrate first question: "maintenance kitna diya?" - NOTHING paid, not a rupee of arrears.
He warned: next date if not paid, will consider s.31 / recovery. Exemption allowed.
Sunita ji very upset - school fees of Anvi due in April.
NDOH 08.05.2026
""")

# ---------------------------------------------------------------- Apr 2026
up("backlog/2026-04/Document1.docx", "typed_note_docx", "Ankit", "2026-04-09", ["C02"], ["C02-H02"], """
9/4/26 Negi revision - LCR not received yet (registry says requisition sent 10.03). Interim continued.
Short matter, 1 min. jaj sahiba: "remind the trial court".
ND 21.05.2026
""")

up("backlog/2026-04/Scanned_Document_0413.pdf", "certified_order_sheet_scan", "court", "2026-04-20", ["C07"], ["C07-H03"], """
IN THE COURT OF THE DIVISIONAL COMMISSIONER, SHIMLA DIVISION, SHIMLA
Appeal No. 19 of 2025   Rattan Lal Jhingta vs Bimla Devi & Anr.
17.04.2026
Present: Counsel for the parties.
The Learned Divisional Commissioner is on tour to Rohru and Chirgaon. The case is adjourned. To come up on 05.06.2026.
sd/- Reader to the Divisional Commissioner, Shimla
""")

up("backlog/2026-04/RSA 302 LR appl 22.04.2026.docx", "typed_note_docx", "Ankit", "2026-04-22", ["C03"], ["C03-H03"], """
22.04.2026 RSA Kanwar - Ct 2
CMP u/O 22 r 4 for LRs of R-2 was filed on 30.03.2026, diary no. 9187/2026 (within limitation). Listed today.
K.L. Sood sahab not present, junior came with adjournment slip: "Sh. Sood busy before Division Bench". Time to reply.
Jaj sahab not happy, said "next time no adjournment".
NDOH 17.06.2026
""")

up("backlog/2026-04/rasta patwari 25 apr.docx", "typed_note_docx", "Ankit", "2026-04-25", ["C04"], ["C04-H04"], """
25-04-26 Sat. Kamla ji rasta - CJ 2
PW3 Halqa Patwari Dhalli (Sh. Naresh Kumar) examined with aks shajra / musavi: the path from the main road to Kamla ji's house is shown as "rasta" over khasra 88 and 89 of Jagdish Chand. Cross by Sood: patwari admitted no demarcation was done on spot.
PE closed by us.
Sood filed appl O.26 r.9 CPC for appointment of local commissioner to visit spot. Reply by us next date.
ND 30/5
""")

# ---------------------------------------------------------------- May 2026
up("backlog/2026-05/MAC 6 april + 18 may Leela ji.docx", "typed_note_docx", "Ankit", "2026-05-18", ["C06"], ["C06-H03", "C06-H04"], """
MACT-I Leela ji (MAC 112/25) - two dates together, I forgot to type 6 April one
6.4.2026: PW1 Leela Devi examined. Pathania cross: income certificate only from Pradhan, no ITR, no orchard sale receipts. She said apple sold through Parala mandi, adhati (commission agent) receipts at home. Presiding Officer Thakur sahab asked: "ITR bhara tha kabhi?" - no.
  -> get adhati receipts (Parala mandi, 2023 + 2024 season).
18.5.2026: PW2 Kishori Lal (passenger, seat no 14) examined: bus was overspeeding on the curve before Kharapathar, driver was on phone. Cross by Pathania - denied.
Adhati receipts (Rs. 2,85,000 and Rs. 3,10,000) tendered. PE closed.
Pathania: driver Bhuvnesh's licence was for LMV only, wants to summon RLA Rohru clerk with record. Allowed.
NDOH 20/07/2026 for RE
""")

up("backlog/2026-05/Sunita DV order 08.05.2026.pdf", "certified_order_sheet_scan", "court", "2026-05-11", ["C05"], ["C05-H04"], """
IN THE COURT OF JUDICIAL MAGISTRATE FIRST CLASS, COURT NO. 3, SHIMLA
Cr. Case (DV) No. 44 of 2025   Sunita Kanwar vs Rakesh Kanwar & Ors.
08.05.2026
Present: Applicant with counsel. Respondent No. 1 in person with Ms. Neha Mehta, Advocate.
Respondent No. 1 has tendered a demand draft of Rs. 30,000/- towards arrears of interim maintenance, which is handed over to the applicant. Respondent No. 1 undertakes to clear the balance arrears and to pay the monthly maintenance regularly by the 10th of each month. Undertaking accepted.
Parties are referred to the Protection Officer, Shimla for counselling. Report by the next date.
To come up on 26.06.2026.
sd/- JMIC Court No. 3, Shimla
""")

up("backlog/2026-05/CWP 4127-2025 dt 13.05.2026.pdf", "certified_order_sheet_scan", "court", "2026-05-15", ["C01"], ["C01-H04"], """
HIGH COURT OF HIMACHAL PRADESH, SHIMLA
CWP No. 4127 of 2025   Hem Raj Chauhan vs State of H.P. & Ors.
13.05.2026
Present: Ms. Sushma Guleria, Advocate, for the petitioner. Mr. Vikrant Katoch, Additional Advocate General, for the State.
In terms of order dated 24.03.2026 a joint demarcation was to be carried out within six weeks. It has not been done. Learned Additional Advocate General again seeks time to obtain instructions. This is not acceptable. The respondents shall carry out the demarcation within four weeks, subject to payment of costs of Rs. 5,000/- to the petitioner. Interim order to continue.
List on 08.07.2026.
(Anoop Chand Bhardwaj) Judge
""")

up("backlog/2026-05/IMG-20260530-WA0007.jpg", "handwritten_note_photo", "Bhup Ram", "2026-05-30", ["C04"], ["C04-H05"], """
३०.०५.२०२६ शनिवार
कमला देवी बनाम जगदीश चन्द - कोर्ट २
सूद साहब की लोकल कमिश्नर वाली अर्जी खारिज। जज साहिबा ने कहा पटवारी की गवाही और मुसावी से रास्ता साफ है।
अब प्रतिवादी की गवाही (DE)।
अगली पेशी १८.०७.२०२६
विकास (कमला जी का बेटा) को बता दिया।
""")

up("backlog/2026-05/negi rev 21-5-26.docx", "typed_note_docx", "Ankit", "2026-05-21", ["C02"], ["C02-H03"], """
21.05.2026 Cr.R. 188/2026 Negi
LCR received (registry confirmed). Dy AG Rajat Sood: "need time to go through the LCR". Jaj sahiba: both sides 2-page synopsis by next date, no long reading.
ND 16-07-2026
TODO: synopsis - points (1) s.52A inventory not before Magistrate (2) no independent witness though naka at Narkanda bazar (3) sample drawn at PS not at spot.
""")

up("backlog/2026-05/CrR 188 order 21.05.2026.pdf", "certified_order_sheet_scan", "court", "2026-05-23", ["C02"], ["C02-H03"], """
HIGH COURT OF HIMACHAL PRADESH, SHIMLA
Cr. Revision No. 188 of 2026   Ajay Negi vs State of Himachal Pradesh
21.05.2026
Present: Ms. Sushma Guleria, Advocate, for the petitioner. Mr. Rajat Sood, Deputy Advocate General, for the State.
Record of the learned trial Court has been received. At the request of learned Deputy Advocate General, who seeks time to go through the record, list on 16.07.2026. Both sides shall file a synopsis, not exceeding two pages, before the next date. Interim order to continue.
(Shalini Verma) Judge
""")

# ---------------------------------------------------------------- Jun 2026
up("backlog/2026-06/IMG_20260605_133047.jpg", "handwritten_note_photo", "Bhup Ram", "2026-06-05", ["C07"], ["C07-H04"], """
०५/०६/२०२६ शुक्रवार
झिंगटा अपील - आज रिकॉर्ड आ गया (AC थ्योग से)। मैडम ने बहस शुरू की - गिरदावरी खरीफ १९७१ और रपट रोजनामचा।
कमिश्नर साहब ने कहा अगली तारीख पर बाकी बहस।
अगली तारीख ३१.०७.२०२६
""")

up("backlog/2026-06/RSA Kanwar 17 june.docx", "typed_note_docx", "Ankit", "2026-06-17", ["C03"], ["C03-H04"], """
17.6.26 RSA 302 Kanwar - Rana J
No reply to our LR CMP. Sood's junior AGAIN with adjournment slip (Sood sahab busy, DB). Jaj sahab refused: "this is the second time", LRs of R-2 (Kaushalya Devi, Devinder, Sanjay) brought on record. Costs Rs 3,000 on R-1 & R-3 payable to appellant.
Then jaj sahab asked ma'am if parties can sit together - path is only 5 ft wide. Ma'am: will take instructions.
ND 19.8.2026
""")

up("backlog/2026-06/RSA 302-2024 order 17.06.2026.pdf", "certified_order_sheet_scan", "court", "2026-06-19", ["C03"], ["C03-H04"], """
HIGH COURT OF HIMACHAL PRADESH, SHIMLA
RSA No. 302 of 2024   Prem Singh Kanwar vs Bhagat Ram Mehta & Ors.
17.06.2026
Present: Ms. Sushma Guleria, Advocate, for the appellant. Mr. Ravi Chauhan, Advocate, vice Mr. K.L. Sood, Advocate, for respondents No. 1 and 3.
CMP No. 9187 of 2026: No reply has been filed despite time. An adjournment is again sought on the ground that the learned counsel is busy before another Bench. Declined. The application is allowed; Smt. Kaushalya Devi, Sh. Devinder Mehta and Sh. Sanjay Mehta are brought on record as legal representatives of deceased respondent No. 2. Amended memo of parties be filed. Costs of Rs. 3,000/- are imposed on respondents No. 1 and 3, payable to the appellant.
List on 19.08.2026.
(Devinder Singh Rana) Judge
""")

up("backlog/2026-06/Sunita counselling fail 26.06.docx", "typed_note_docx", "Ankit", "2026-06-26", ["C05"], ["C05-H05"], """
26.06.2026 DV Sunita - JMIC 3
PO report: counselling failed - Rakesh wants Sunita to shift to Pathankot quarter without Anvi's school change, Sunita refuses.
Arrears: only 30k paid on 8 May, June maintenance not paid. Magistrate noted it, again asked Neha Mehta "baki kab doge?"
PW1 Sunita chief affidavit tendered.
agli peshi 19.08 for her cross
""")

# ---------------------------------------------------------------- Jul 2026
up("backlog/2026-07/CWP 4127 order 08.07.2026.pdf", "certified_order_sheet_scan", "court", "2026-07-10", ["C01"], ["C01-H05"], """
HIGH COURT OF HIMACHAL PRADESH, SHIMLA
CWP No. 4127 of 2025   Hem Raj Chauhan vs State of H.P. & Ors.
08.07.2026
Present: Ms. Sushma Guleria, Advocate, for the petitioner. Mr. Vikrant Katoch, Additional Advocate General, for the State.
Report of joint demarcation dated 18.06.2026 has been filed. According to it, out of Khasra No. 211 (total 6-02 bigha), an area of 1-04 bigha falls within D.P.F. Kiari C-II and about 38 apple trees of the petitioner stand thereon. Costs of Rs. 5,000/- imposed on 13.05.2026 have been paid. The petitioner may file objections to the report within four weeks.
Interim order to continue. List on 26.08.2026.
(Anoop Chand Bhardwaj) Judge
""")

up("backlog/2026-07/chauhan ji 8 july.docx", "typed_note_docx", "Ankit", "2026-07-08", ["C01"], ["C01-H05"], """
08-07-2026 CWP Chauhan ji
Demarcation report filed - 1-04 bigha in DPF, 38 trees. Chauhan ji says demarcation team came only 1 day, did not use total station, Patwari Kiari not even called. -> objections.
Rs 5000 costs - Katoch sahab handed cheque in court, given to Chauhan ji (he said "thik hai, chai paani ho gaya").
Objections in 4 wks. ND 26.8.26
""")

up("backlog/2026-07/negi args 16.07.docx", "typed_note_docx", "Ankit", "2026-07-16", ["C02"], ["C02-H04"], """
16/7/26 Negi - Verma J - arguments
Ma'am argued 20 min: (1) s.52A - inventory and photographs not certified by Magistrate, sample drawn at PS Kumarsain not in presence of Magistrate; (2) naka in Narkanda bazar at 4 pm, no independent witness though shops open; (3) rucksack - link evidence gap, malkhana register entry 2 days late.
Our 2-page synopsis filed 14.07 - jaj sahiba had read it, asked only on point 3.
Dy AG Rajat Sood to reply. Part heard.
NDOH 03.09.2026
""")

up("backlog/2026-07/rasta DW1 18-7.docx", "typed_note_docx", "Ankit", "2026-07-18", ["C04"], ["C04-H06"], """
18 July (Sat) CJ 2 Kamla ji rasta
DW1 Jagdish Chand Verma examined (chief by affidavit). Cross by ma'am started: he admitted Kamla ji's family uses the path "for some years" but "by permission". Admitted he put the gate + barbed wire in March 2025 only.
Cross not over - Pathania madam (CJ) gave time till 1 pm, then other matters.
ND 29.8.26 - DW1 remaining cross + DW2
""")

up("backlog/2026-07/New Microsoft Word Document.docx", "typed_note_docx", "Ankit", "2026-07-20", ["C06"], ["C06-H05"], """
20.07.26 MACT-I Leela ji
RW1 Sh. Om Prakash, clerk RLA Rohru, with licence register: DL No. HP-10-2009-0031775 of Bhuvnesh Kumar - LMV + TRANSPORT endorsement from 12.03.2015, valid till 11.03.2027. So licence WAS valid on 14.06.2025!
Pathania tried to say endorsement not verified - RW1 said entry is in register in original.
Issue 3 gone for insurer basically.
Thakur sahab (PO): "Lok Adalat mein baat kar lo, insurer se offer lao".
agli peshi 07.09.2026
""")

up("backlog/2026-07/IMG_20260731_151902.jpg", "handwritten_note_photo", "Bhup Ram", "2026-07-31", ["C07"], ["C07-H05"], """
३१ जुलाई २०२६
झिंगटा अपील - कमिश्नर कोर्ट
बिमला देवी के वकील महेश वर्मा जी ने समय मांगा - बोले फाइल उनके पास नहीं है, सीनियर के पास है।
कमिश्नर साहब ने समय दे दिया।
अगली तारीख २५.०९.२०२६
""")

# ---------------------------------------------------------------- Aug 2026
up("backlog/2026-08/19.08.2026 HC + JMIC.docx", "typed_note_docx", "Ankit", "2026-08-19", ["C03", "C05"], ["C03-H05", "C05-H06"], """
19.08.2026 (Wed) - two matters

1) RSA 302/24 Kanwar - HC Ct 2, Rana J
Jaj sahab straight away: "path disputes must end in the village". Referred to HP High Court Mediation Centre, first sitting 05.09.2026 at 2 pm. Prem Singh ji + Bhagat Ram both to attend personally.
Sood present himself today (for once).
ND 07.10.2026

2) DV 44/25 Sunita - JMIC 3 (afternoon)
PW1 Sunita cross by Neha Mehta - 1.5 hrs. Suggestion that she left matrimonial home on her own and is working in a boutique earning 15k - she denied, said she stitches at home sometimes, 3-4 thousand a month.
PE closed.
Magistrate asked arrears again - Neha madam: "July + Aug paid" (Sunita confirms 16,000 received in account). Old arrears still pending.
ND 9.10.26 RE
""")

up("backlog/2026-08/CWP4127 objections filed 26-8.docx", "typed_note_docx", "Ankit", "2026-08-26", ["C01"], ["C01-H06"], """
26/08/26 CWP 4127 Chauhan ji - Bhardwaj J
Objections to demarcation report filed 04.08.2026, diary no. 21433/2026 (CMP 14872/2026) - listed today.
Jaj sahab asked Katoch sahab: reply to objections in 3 wks. Katoch sahab: "will take instructions from DFO" (as always).
ND 14/10/2026
""")

up("backlog/2026-08/ORDER CS57 29.08.2026.pdf", "certified_order_sheet_scan", "court", "2026-09-01", ["C04"], ["C04-H07"], """
न्यायालय सिविल जज (कनिष्ठ मण्डल) कोर्ट नं. 2, शिमला
सिविल सूट नं. 57/2025   कमला देवी ठाकुर बनाम जगदीश चन्द वर्मा
29.08.2026
उपस्थित: वादिनी की ओर से श्री अंकित राणा अधिवक्ता। प्रतिवादी सहित श्री के.एल. सूद अधिवक्ता का कनिष्ठ।
डीडब्ल्यू-1 की शेष जिरह पूर्ण। प्रतिवादी का गवाह डीडब्ल्यू-2 उपस्थित नहीं है। प्रतिवादी पक्ष ने समय की प्रार्थना की। अंतिम अवसर के रूप में 1,000/- रुपये हर्जाने पर समय दिया जाता है। आगामी तिथि पर गवाह पेश न होने पर प्रतिवादी की साक्ष्य बंद कर दी जाएगी।
मामला प्रतिवादी साक्ष्य हेतु 17.10.2026 को पेश हो।
ह०/- सिविल जज, कोर्ट नं. 2, शिमला
""")

up("backlog/2026-08/WhatsApp Chat with Vikas Kamla ji.txt", "whatsapp_export", "Sushma Guleria", "2026-11-21", ["C04"], ["C04-H07", "C04-H09"], """
29/08/2026, 13:12 - Ankit Rana: Vikas ji, aaj DW1 ka cross pura ho gaya. Unka doosra gawah nahi aaya, 1000 hazarna laga. Agli peshi 17 Oct
29/08/2026, 13:20 - Vikas Thakur: Thik hai ji. Ek baat, Jagdish ne kal raat gate pe tala laga diya tha, maa ko neeche wale khadd ke raste se aana pada
29/08/2026, 13:22 - Ankit Rana: Photo bhejo. Madam se baat karta hu, stay order hai, uska violation hai
29/08/2026, 13:25 - Vikas Thakur: <Media omitted>
29/08/2026, 18:40 - Sushma Guleria: Vikas ji, lock hata diya? Agar nahi to kal Dhalli thane mein complaint de do, copy mujhe bhejna. Next date pe O.39 r.2A application dalenge.
30/08/2026, 09:05 - Vikas Thakur: Madam subah taala khol diya unhone. Panchayat pradhan ne bola
30/08/2026, 09:07 - Sushma Guleria: Theek hai. Photo sambhal ke rakhna.
21/11/2026, 12:48 - Ankit Rana: Vikas ji aaj hamari behas ho gayi. Sood sahab khud nahi aaye, junior ne time maanga, agli peshi 19 Dec
21/11/2026, 12:51 - Vikas Thakur: 19 dec ko faisla ho jaega?
21/11/2026, 12:55 - Ankit Rana: Nahi ji, us din unki behas hogi. Faisla uske baad
""")

# ---------------------------------------------------------------- Sep 2026
up("backlog/2026-09/negi 3 sept.docx", "typed_note_docx", "Ankit", "2026-09-03", ["C02"], ["C02-H05"], """
03.09.2026 Negi rev - Court 7
Rajat Sood (Dy AG) not available - busy in Division Bench. Passed over at 11, called again at 1.15, still not there. Jaj sahiba annoyed, adjourned.
Gian Chand ji called in evening - trial court sent summons to PWs for 19.11? I told him trial ct cannot record evidence, our interim order is running, he should not worry.
ND 29.10.2026
""")

up("backlog/2026-09/MACT 112 order 07.09.2026.pdf", "certified_order_sheet_scan", "court", "2026-09-09", ["C06"], ["C06-H06"], """
IN THE COURT OF MOTOR ACCIDENT CLAIMS TRIBUNAL-I, SHIMLA
MAC Petition No. 112 of 2025   Leela Devi Negi & Ors. vs Bhuvnesh Kumar & Ors.
07.09.2026
Present: Ld. counsel for the claimants with claimant No. 1. Sh. Rohit Pathania, Ld. counsel for the insurer.
On the suggestion of the Tribunal the parties explored settlement. The insurer has offered Rs. 18,50,000/- in full and final settlement, which is not acceptable to the claimants. Evidence of both sides is closed.
To come up for arguments on 16.11.2026.
sd/- Presiding Officer, MACT-I, Shimla
""")

up("backlog/2026-09/WhatsApp Chat with Leela Devi MACT.txt", "whatsapp_export", "Sushma Guleria", "2026-11-16", ["C06"], ["C06-H06", "C06-H07"], """
[07/09/26, 4:02:11 PM] Sushma Guleria: Leela ji, insurance company ne aaj 18 lakh 50 hazaar offer kiya. Aapne court mein mana kiya, theek kiya. Hum 32 lakh ka claim le ke chal rahe hain.
[07/09/26, 4:30:45 PM] Leela Devi Negi: Madam ji 18 lakh mein to bacchon ki padhai bhi nahi hogi. Kam se kam 28-30 lakh ho to soch sakte hain. Rohit ke dada ji bhi yahi bolte hain
[07/09/26, 4:33:02 PM] Sushma Guleria: Theek hai. Faisla Tribunal karega to interest bhi milega. Adhati receipts ki original copy sambhal ke rakhna
[07/09/26, 4:35:19 PM] Leela Devi Negi: 🙏 ji
[16/11/26, 2:15:40 PM] Sushma Guleria: Leela ji aaj hamari behas ho gayi. Bima company wale 14 December ko behas karenge. Uske baad faisla.
[16/11/26, 2:20:03 PM] Leela Devi Negi: Madam ji 14 ko aana hai?
[16/11/26, 2:21:11 PM] Sushma Guleria: Zaroori nahi. Ankit ji jaayenge.
""")

up("backlog/2026-09/IMG-20260925-WA0011.jpg", "handwritten_note_photo", "Bhup Ram", "2026-09-25", ["C07"], ["C07-H06"], """
२५.०९.२०२६ शुक्रवार
कमिश्नर कोर्ट - झिंगटा अपील
आज भी सुनवाई नहीं हुई - कमिश्नर साहब मुख्य सचिव की VC मीटिंग में। रीडर ने तारीख दी।
अगली पेशी ०६.११.२०२६
रत्तन लाल जी नाराज़ - बोले साल होने वाला है।
""")

# ---------------------------------------------------------------- Oct 2026
up("backlog/2026-10/RSA 302 mediation fail 7 oct.docx", "typed_note_docx", "Ankit", "2026-10-07", ["C03"], ["C03-H06"], """
7.10.2026 RSA 302 Kanwar - Ct 2
Mediation report: FAILED. Respondents ready to leave only 3 ft path, we need 5 ft (mule + gas cylinder trolley). Two sittings held, 05.09 and 19.09.
Jaj sahab: "then I will decide it". Fixed for final hearing.
Costs 3000 of June - NOT yet paid by Sood's clients. Ma'am mentioned, jaj sahab said will see at final hearing.
NDOH 16.12.2026 final hearing
""")

up("backlog/2026-10/Sunita RW1 absent 9oct.docx", "typed_note_docx", "Ankit", "2026-10-09", ["C05"], ["C05-H07"], """
09/10/2026 DV Sunita
RW1 Rakesh AGAIN not present - Neha Mehta exemption, "Army duty, exercise in Rajasthan". Third time he is not there (27.3, today, + first dates).
Magistrate: last opportunity for RE, no further exemption.
Arrears q again - Sept maintenance paid, Oct not due yet. Old arrears balance approx 42,000 still not paid (ma'am calculation).
ND 27.11.26
""")

up("backlog/2026-10/CWP 4127 14.10.26.docx", "typed_note_docx", "Ankit", "2026-10-14", ["C01"], ["C01-H07"], """
14.10.2026 CWP Chauhan ji - Bhardwaj J
Heard in part. State reply to objections filed last week. Ma'am: settlement of 1952 never notified for Kiari C-II boundary, demarcation without total station.
Jaj sahab asked Katoch sahab: apples on the disputed 1-04 bigha are ready (Oct-Nov), will State allow the petitioner to harvest till decision? Katoch: will take instructions.
Chauhan ji phone after: "fasal khet mein sad jaegi madam" - told him wait for next date.
ND 18.11.2026
""")

up("backlog/2026-10/DW2 rasta 17-10-2026.docx", "typed_note_docx", "Ankit", "2026-10-17", ["C04"], ["C04-H08"], """
17.10.26 Sat - Kamla ji rasta CJ 2
DW2 Sohan Singh (ex-ward member) examined - said rasta was "kaccha dangri" for cattle only. In cross by ma'am admitted that the Panchayat laid cement steps on it in 2019 under MGNREGA!! (good for us)
1000 costs of last date paid.
DE closed. Sood's junior said Sood sahab will argue.
ND 21.11.2026 final args
""")

up("backlog/2026-10/negi 29.10.docx", "typed_note_docx", "Ankit", "2026-10-29", ["C02"], ["C02-H06"], """
29.10.2026 Cr Rev 188/26 Negi - Verma J
Dy AG Rajat Sood argued (finally): recovery from bag so s.50 not needed; 52A non-compliance is a matter of trial (relied on Bharat Aambale); quantity 1.320 kg commercial.
Jaj sahiba asked him on the late malkhana entry - he had no answer, said will check.
Ma'am to give rejoinder.
ND 3.12.2026
""")

up("backlog/2026-10/correction negi ND.docx", "typed_note_docx", "Ankit", "2026-10-30", ["C02"], [], """
30/10/26 CORRECTION - Cr Rev 188/26 Ajay Negi
In my note of yesterday I wrote ND 3.12.2026 - WRONG. Checked case status on HC website today: next date is 10.12.2026 (Thursday) for rejoinder. Please correct in diary. Sorry ma'am.
""")

# ---------------------------------------------------------------- Nov 2026
up("backlog/2026-11/jhingta args 06.11.2026.docx", "typed_note_docx", "Ankit", "2026-11-06", ["C07"], ["C07-H07"], """
6 Nov 2026 - Div Commissioner Shimla - Appeal 19/2025 Jhingta
Finally heard! Mahesh Verma for Bimla Devi: "khud kasht" entries from 1972-73, no rent receipt ever.
Ma'am reply: girdawari Kharif 1971 shows Kanshi Ram as tenant, rapat roznamcha no. 21 of 1974 of change of entry without notice - illegal entry cannot defeat tenant.
Commissioner sahab asked for written submissions in 2 weeks.
For orders on 18.12.2026
""")

up("backlog/2026-11/HC cause list 18.11.2026 Ct4.pdf", "cause_list_pdf", "court", "2026-11-17", ["C01"], [], """
HIGH COURT OF HIMACHAL PRADESH, SHIMLA
CAUSE LIST FOR WEDNESDAY, 18TH NOVEMBER, 2026
COURT NO. 4 - HON'BLE MR. JUSTICE ANOOP CHAND BHARDWAJ (10.15 A.M.)
REGULAR MATTERS - FOR HEARING
31. CWP 3390/2024   Kewal Ram vs State of H.P. & Ors.            B.S. Kanwar / A.G.
32. CWP 4127/2025   Hem Raj Chauhan vs State of H.P. & Ors.      Sushma Guleria / A.G.
33. CWP 511/2026    Bharat Thakur vs H.P.S.E.B.L. & Anr.          R. Dogra / S. Chauhan
""")

up("backlog/2026-11/CWP 4127 18-11 undertaking.docx", "typed_note_docx", "Ankit", "2026-11-18", ["C01"], ["C01-H08"], """
18.11.2026 CWP 4127 Chauhan ji - Item 32, Ct 4
Katoch sahab: State has no objection if petitioner harvests the apples of the disputed portion this season.
Jaj sahab allowed harvest, BUT on Chauhan ji's undertaking (through ma'am, recorded) that he will not plant any new tree or raise any structure on the 1-04 bigha till decision. Chauhan ji present, agreed.
Jaj sahab: "I will hear it finally on next date, no adjournment to anybody".
ND 09.12.2026 final args
""")

up("backlog/2026-11/Leela ji args 16 nov.docx", "typed_note_docx", "Ankit", "2026-11-16", ["C06"], ["C06-H07"], """
16-11-2026 MACT-I Leela ji - arguments
Ma'am argued: income 3 lakh p.a. (Pradhan certificate + adhati receipts 2.85 + 3.10 lakh), age 42 -> multiplier 14, future prospects 25%, 1/4 deduction (4 dependants) => approx 32.5 lakh + consortium + funeral.
Insurer Pathania sought time to argue - Thakur sahab again asked "Lok Adalat 12 Dec ko hai, insurer se better offer lao".
NDOH 14.12.26 insurer args
""")

up("backlog/2026-11/Rasta final args 21.11.docx", "typed_note_docx", "Ankit", "2026-11-21", ["C04"], ["C04-H09"], """
21.11.2026 Sat CS 57/25 Kamla ji - final args
Ma'am argued 40 min: PW2 + PW3 + aks shajra + DW2's admission of MGNREGA cement steps (2019) = rasta in use for decades; gate in March 2025 only; defendant's alternative "khadd wala rasta" closes in barsaat.
Sood sahab again not there - junior: "Sood sahab HC mein busy hain", time sought for defendant's args. Judge allowed, but said "last time".
ND 19.12.2026 defendant args
""")

up("backlog/2026-11/Sunita RW1 cross 27.11.docx", "typed_note_docx", "Ankit", "2026-11-27", ["C05"], ["C05-H08"], """
27.11.2026 DV 44/25 - JMIC 3
Rakesh came finally (on leave). RW1 chief by affidavit: says he sends money, Sunita left on her own.
Our cross started: admitted net salary 54,300 (pay slip Oct 26). Admitted he has not paid old arrears - "paise nahi the". Admitted his mother lives in Sanjauli house alone, he comes 2 times a year.
Cross remaining. Magistrate: maintenance of Nov paid? - yes (Sunita confirms).
ND 11.12.26 - remaining cross RW1
""")

# ---------------------------------------------------------------- Dec 2026
up("backlog/2026-12/HC advance cause list 07-12 to 12-12-2026.pdf", "cause_list_pdf", "court", "2026-12-04", ["C01", "C02"], [], """
HIGH COURT OF HIMACHAL PRADESH, SHIMLA
ADVANCE CAUSE LIST FOR THE WEEK 07.12.2026 TO 12.12.2026 (extract: Advocate Sushma Guleria)
WEDNESDAY 09.12.2026 - COURT NO. 4 - HON'BLE MR. JUSTICE ANOOP CHAND BHARDWAJ
  FOR FINAL HEARING: CWP 4127/2025  Hem Raj Chauhan vs State of H.P. & Ors.
THURSDAY 10.12.2026 - COURT NO. 7 - HON'BLE MS. JUSTICE SHALINI VERMA
  FOR HEARING (PART HEARD): Cr.R. 188/2026  Ajay Negi vs State of H.P.
""")

up("backlog/2026-12/week plan 7-12 dec.docx", "typed_note_docx", "Ankit", "2026-12-05", ["C01", "C02", "C05", "C06", "C07"], [], """
WEEK PLAN 7-12 Dec 2026 (typed Sat 5.12)
- Chauhan ji CWP (Wed): written synopsis of final args, copy of undertaking order of 18.11, demarcation objections CMP 14872/2026 flagged. Chauhan ji to come Tue evening with harvest figures.
- Negi Cr Rev (Thu): rejoinder - malkhana entry late (2 days) - get LCR page no. Ma'am wants 2-page note again (Verma J!).
- Sunita DV (Fri): remaining cross RW1 - Army pay slips Oct/Nov, LPC, question on old arrears balance ~42,000.
- Leela ji MACT (next Mon 14th): written arguments + compensation chart, Lok Adalat 12.12 - ask Pathania for revised offer.
- Munshi ji: Jhingta written submissions - file in Commissioner office Monday, take receiving.
""")
