"""The uploads of the Nagaon practice: what Adv. Pranjal Bora, his junior Rakibul and the muhuri Haren kept."""

L, J, K = "Pranjal Kumar Bora", "Rakibul Hussain", "Haren Saikia (muhuri)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2029-03/FT2 opinion Kuddus 904-2017.pdf", "document_scan", "Foreigners Tribunal No. 2, Nagaon", "2029-03-12", ["C02"], [], """
BEFORE THE FOREIGNERS TRIBUNAL NO. 2, NAGAON, ASSAM
F.T. Case No. 904/2017 (Ref.)   State vs Abdul Kuddus s/o Late Safar Ali, vill. Amsoi, PS Samaguri
OPINION (EX PARTE)
The OP was served through the Superintendent of Police (Border), Nagaon and appeared on 3 dates but thereafter
remained absent since 16.11.2028 without any step. No written statement has been filed. The burden under Section 9
of the Foreigners Act, 1946 being on the OP, and the OP having failed to discharge it, the reference is answered in
the affirmative. The OP Abdul Kuddus is declared to be a foreigner who entered Assam from the specified territory
on or after 25.03.1971. Copy to SP (Border), Nagaon for necessary action.
Dated 12.03.2029                     sd/- Member, Foreigners Tribunal No. 2, Nagaon
""")
u("backlog/2029-02/IMG-20290220-WA0031.jpg", "document_photo", "Kaliabor Community Health Centre", "2029-02-20", ["C02"], [], """
KALIABOR COMMUNITY HEALTH CENTRE, KUWARITOL, NAGAON
MEDICAL CERTIFICATE
Certified that Sri Abdul Kuddus, age 61 yrs, M, of Amsoi was under my treatment as indoor patient from 12.11.2028
to 19.02.2029 for cerebro-vascular accident (stroke) with right sided weakness, and was unfit to travel.
Date: 20.02.2029                      Medical & Health Officer-I, Kaliabor CHC   (Reg. No. AMC 1xxxx)
""")
u("backlog/2029-07/FT4 notice Jahanara.pdf", "document_scan", "Foreigners Tribunal No. 4, Nagaon", "2029-07-15", ["C01"], [], """
FOREIGNERS TRIBUNAL NO. 4, NAGAON
F.T. Case No. 1187/2019 (Ref.)       NOTICE (Para 3(1) of the Foreigners (Tribunals) Order, 1964)
To: Jahanara Khatun, w/o Md. Abdul Hai, vill. Juria, PS Juria, Dist. Nagaon
Whereas a reference has been received from the Superintendent of Police (Border), Nagaon (IO: SI(B) Nripen Das)
that you are suspected to have entered Assam from the specified territory after 25.03.1971, you are hereby
required to appear in person on 07.08.2029 at 10.30 AM and to submit your written statement with documents in
proof of your being an Indian citizen. In default the Tribunal shall proceed ex parte.
Dated 15.07.2029                        By order, Member FT-4, Nagaon
""")
u("backlog/2029-08/IMG_20290820_164210.jpg", "document_photo", "Election Office, Nagaon (certified copy)", "2029-08-20", ["C01"], [], """
CERTIFIED EXTRACT OF ELECTORAL ROLL 1970 - No. 52 Rupohihat LAC, Part No. 41, Village Jurapathar Juria
Sl. 214  Kalu Sheikh     s/o Moijuddin      M  38
Sl. 215  Amiron Nessa    w/o Kalu Sheikh    F  31
Certified to be true copy. Copy issued 20.08.2029       sd/- Election Officer, Nagaon
(hand note on margin: Kalu Sheikh = Jahanara r dadu. 1965 list te o ase, part 39. father Abdul Jabbar 1985 list)
""")
u("backlog/2029-08/gaonburha certificate Juria.pdf", "document_scan", "Gaonburha, Juria", "2029-08-25", ["C01"], [], """
CERTIFICATE
Certified that Jahanara Khatun is the daughter of Abdul Jabbar (son of Late Kalu Sheikh) of village Juria and she
was married to Md. Abdul Hai of the same village in the year 2004. I know the family personally. Her father's
name appears in the voter list of 1985 and her grandfather Kalu Sheikh's in the voter lists of 1965 and 1970.
Dated 25.08.2029          sd/- Lakhi Kanta Bora, Gaonburha, Juria (seal)   Countersigned: Circle Officer, Rupahi
""")
u("backlog/2029-06/CO Kaliabor mutation order 512-2028.pdf", "document_scan", "Circle Officer, Kaliabor Revenue Circle", "2029-06-18", ["C03"], [], """
OFFICE OF THE CIRCLE OFFICER, KALIABOR REVENUE CIRCLE, KUWARITOL
Mutation Case No. 512/2028      Mouza: Kaliabor   Village: Bheleuguri
Periodic (myadi) Patta No. 87, Dag Nos. 412 & 413, area 2 bigha 1 katha 10 lessa
ORDER: On the petition of Sri Prabin Bora s/o Late Khargeswar Bora and the report of the Lat Mandal, the name of the
petitioner is mutated against the entire patta in place of Late Nagen Bora by right of inheritance; the objection
of Smti. Kamala Bora is rejected as she failed to appear. Jamabandi to be corrected.
Dated 18.06.2029                       sd/- Circle Officer, Kaliabor
""")
u("backlog/2029-07/jamabandi patta 87 Bheleuguri.jpg", "document_photo", "Circle Office, Kaliabor (jamabandi copy)", "2029-07-10", ["C03"], [], """
জমাবন্দী (নকল)  মৌজা: কলিয়াবৰ   গাঁও: ভেলেউগুৰি   ম্যাদী পট্টা নং ৮৭
দাগ নং ৪১২  ১ বিঘা ২ কঠা ৫ লেচা   বাৰী/ঘৰবাৰী
দাগ নং ৪১৩  ০ বিঘা ৪ কঠা ৫ লেচা   ৰূপিত
পট্টাদাৰ: নগেন বৰা (মৃত) -> প্ৰবীণ বৰা (নামজাৰি গোচৰ ৫১২/২০২৮)
Jamabandi copy dt. 10.07.2029   (1968 t kisu mati Assam Land (Requisition and Acquisition) Act 1948 mote road r babe lola, sei dag alag - 410)
""")
u("backlog/2028-11/plaint TS Gautam Saikia.pdf", "document_scan", L, "2028-11-14", ["C04"], [], """
IN THE COURT OF THE CIVIL JUDGE (JUNIOR DIVISION) NO. 1, NAGAON
Title Suit No. ____ /2028     Sri Gautam Saikia ... Plaintiff  -vs-  Sri Hemanta Nath & 2 Ors. ... Defendants
Suit for declaration of right, title and interest, confirmation of possession and permanent injunction
1. The plaintiff is the owner in possession of 2 katha of land under Dag No. 1023 of Eksonia Patta No. 56, village
Puranigudam, Mouza Puranigudam, Dist. Nagaon, purchased by registered sale deed No. 3312 of 2007.
2. In October 2028 the defendant no. 1 started raising a boundary wall (RCC pillars) inside the plaintiff's land.
Valuation: Rs. 4,20,000; court fee paid accordingly.   Schedule: bounded north - PWD road, south - Dhiren Nath.
Dated 14.11.2028                       Advocate for the plaintiff (P.K. Bora)
""")
u("backlog/2029-03/WS defendants TS 118-2028.pdf", "document_scan", "Sri Bipul Deka (for the defendants)", "2029-03-05", ["C04"], [], """
IN THE COURT OF THE CIVIL JUDGE (JR. DIVN.) NO. 1, NAGAON     T.S. No. 118/2028
WRITTEN STATEMENT of defendants 1 to 3
The defendants deny that the wall stands on dag 1023. The wall is on dag no. 1024 belonging to defendant no. 1 under
his myadi patta. The suit is bad for non-joinder of the Circle Officer and undervalued. No cause of action.
Dated 05.03.2029                       Advocate for the defendants (B. Deka)
""")
u("backlog/2029-05/FIR Kampur PS 214-2029.pdf", "document_scan", "Kampur Police Station", "2029-05-03", ["C05"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)   District: Nagaon   P.S.: Kampur   FIR No. 214/2029   Date 03.05.2029
Sections: 109, 118(2), 3(5) BNS
Informant: Sri Dilip Kalita, vill. Kampur Gaon. On 02.05.2029 at about 7 PM at the beel (fishery) near Kopili
bridge, Mukut Gogoi with Bikash Gogoi and one Ratul attacked me with a dao over the fishery mahal dispute; I got
injury on my left shoulder. My wife Bina saw it.          ORC: SI Kamal Hussain
""")
u("backlog/2029-05/injury report Dilip Kalita.pdf", "document_scan", "Kampur CHC", "2029-05-03", ["C05"], [], """
INJURY REPORT   Kampur Community Health Centre   Date 03.05.2029
Name: Dilip Kalita, 44 M. Brought by police.  Injury: a bruise 6 cm x 2 cm over left shoulder; no fracture on X-ray.
Opinion: injury is SIMPLE in nature, caused by blunt weapon; age of injury about 14 hours.
                                     Dr. Rituparna Das, M&HO-I
""")
u("backlog/2029-09/DIR Protection Officer Rupali.pdf", "document_scan", "Protection Officer, Nagaon (DV Act)", "2029-09-20", ["C06"], [], """
DOMESTIC INCIDENT REPORT (Form I, Rule 5)  - Protection Officer, Nagaon
Aggrieved person: Rupali Tanti, 27, Line No. 3, Quarter No. 14, Dumarguri Tea Estate, PO Salona
Respondents: Bablu Tanti (husband, tea garden worker), Budhni Tanti (mother-in-law), Sonu Tanti
Incidents: beating after drinking haria on pay days; on 12.07.2029 she and her 3-year-old son were pushed out of
the line quarter; husband keeps her wage card (hazira card). She now stays with her mother Phulmoni Tanti.
Dated 20.09.2029                         Protection Officer, Nagaon
""")
u("backlog/2030-02/IMG_20300218_121530.jpg", "document_photo", "State Bank of India, Salona branch (passbook)", "2030-02-18", ["C07"], [], """
STATE BANK OF INDIA   SALONA BRANCH   A/c Budhu Orang   SB A/c 3xxxxxxxx21
Date       Particulars                         Withdrawal   Deposit      Balance
02.02.2030 NEFT-DUMARGURI TEA ESTATE-GRATUITY                 1,86,540.00  1,89,912.00
14.02.2030 NEFT-DUMARGURI TEA ESTATE-INTEREST                 6,210.00     1,96,122.00
(photo sent by Budhu's son Ramu on WhatsApp: "uqil babu, taka aahi gol")
""")
u("backlog/2030-02/Commission fee receipt TS 118.jpg", "document_photo", "Sri Anupam Bhuyan, Advocate Commissioner", "2030-02-26", ["C04"], [], """
RECEIPT   Received from Sri Gautam Saikia, plaintiff in T.S. No. 118/2028 (CJ Jr Dvn No. 1, Nagaon), Rs. 3,000/-
(Rupees three thousand only) as commission fee for local inspection of Dag No. 1023, Puranigudam.
Dated 26.02.2030                              sd/- Anupam Bhuyan, Advocate Commissioner
""")

# ---------------- 2029 hearings
u("backlog/2029-08/IMG_20290807_172233.jpg", "handwritten_note_photo", L, "2029-08-07", ["C01"], ["C01-H01"], """
7/8/29  FT-4  Jahanara Khatun (1187/19)
OP in person hajir. Bail bond 5000/- 1 surety (husband Abdul Hai). Mahanta sir - "next date o OP nije asibo lagibo".
WS with documents. ND 4/9/29.
Docs: 1965, 1970 voter list certified copy lagibo - xerox nolobo, sir r kotha.
""")
u("backlog/2029-08/Scan_20290810_1.pdf", "certified_order_sheet_scan", "Civil Judge (Jr. Divn.) No. 1, Nagaon", "2029-08-10", ["C04"], ["C04-H01"], """
IN THE COURT OF THE CIVIL JUDGE (JUNIOR DIVISION) NO. 1, NAGAON
T.S. No. 118/2028
10.08.2029  Plaintiff by Ld. Adv. P.K. Bora. Defendants by Ld. Adv. B. Deka.
Heard on issues. Following issues are framed:
1. Whether there is cause of action?  2. Whether the suit is properly valued?  3. Whether the plaintiff has right,
title and interest over the suit land of Dag No. 1023?  4. Whether the defendant no. 1 has encroached upon it?
5. To what relief(s) the parties are entitled?
Fix 21.09.2029 for plaintiff's evidence.                     sd/- R.R. Kakati, CJ (JD) No. 1
""")
u("backlog/2029-08/IMG_20290817_183301.jpg", "handwritten_note_photo", L, "2029-08-17", ["C06", "C03"], ["C06-H01"], """
17.8.29 CJM - Rupali Tanti DV (211/29)
Notice to Bablu + 2. CJM madam - PO r DIR agot lagibo, then interim. ND 28/9.
Rupali r bhai Sanjay - hazira card husband r hatot. Bagan r manager k notice? no - not party.
Kamala baideu call korisil - ADC appeal 28/8 t, CO r order r certified copy loi ahibo.
""")
u("backlog/2029-08/WP(C) 3318-2029 order 21.08.2029.pdf", "certified_order_sheet_scan", "Gauhati High Court", "2029-08-21", ["C02"], ["C02-H01"], """
IN THE GAUHATI HIGH COURT (HIGH COURT OF ASSAM, NAGALAND, MIZORAM AND ARUNACHAL PRADESH)
WP(C) No. 3318/2029   Abdul Kuddus  vs  Union of India & 5 Ors.
BEFORE HON'BLE MR. JUSTICE PRADYUT BARUAH  HON'BLE MRS. JUSTICE NILIMA DEVI
21.08.2029  Heard Mr. P.K. Bora, learned counsel for the petitioner; Ms. N. Kalita, learned Standing Counsel, FT
matters; Mr. R.K. Sinha, learned CGC. Issue notice. Call for the records of F.T. Case No. 904/2017.
In the meantime no coercive steps shall be taken against the petitioner provided he appears before the
Superintendent of Police (Border), Nagaon within 10 days. List on 18.09.2029.       sd/- J   sd/- J
""")
u("backlog/2029-08/ADC register 28.8.jpg", "handwritten_note_photo", L, "2029-08-28", ["C03"], ["C03-H01"], """
28/8/29 ADC (Rev) Nagaon - Kamala Bora vs Prabin Bora, Mutation Appeal 44/29
admit. ADC sir - CO Kaliabor r records (mutation case 512/28 + chitha, jamabandi) call. namjari r further action stay.
Sarma (for Prabin) present - objection to stay, rejected. ND 3/10/29.
""")
u("backlog/2029-09/20290904_174512.jpg", "handwritten_note_photo", K, "2029-09-04", ["C01", "C07"], ["C01-H02", "C07-H01"], """
হাজিৰা বহী - ছেপ্তেম্বৰ ২০২৯ (হৰেন)
০৪.০৯.২০২৯  FT-4  জাহানাৰা খাতুন ১১৮৭/১৯ - WS দাখিল, ১৪ খন নথি (১৯৬৫, ১৯৭০ ভোটাৰ তালিকা, গাঁওবুঢ়াৰ প্ৰমাণপত্ৰ)। পৰৱৰ্তী তাৰিখ ০৯.১০.২০২৯ - OP ৰ সাক্ষী
০৬.০৯.২০২৯  শ্ৰম বিষয়া - বুধু ওৰাং PG ১৭/২৯ - বাগানৰ মেনেজাৰৰ হৈ আগৰৱালা উকীল হাজিৰ, WS ৰ বাবে সময়। পৰৱৰ্তী তাৰিখ ১১.১০.২০২৯
""")
u("backlog/2029-09/Sessions 87-2029 order 12.09.2029.pdf", "certified_order_sheet_scan", "Additional Sessions Judge No. 1, Nagaon", "2029-09-12", ["C05"], ["C05-H01"], """
IN THE COURT OF THE ADDITIONAL SESSIONS JUDGE NO. 1, NAGAON
Sessions Case No. 87/2029 (arising out of Kampur PS Case No. 214/2029)   State of Assam vs Mukut Gogoi & 2 Ors.
12.09.2029  Accused persons present on bail. Ld. Addl. PP Sri A. Bhuyan for the State. Ld. Adv. P.K. Bora for A1.
Heard on charge. Charge u/ss 109, 118(2) r/w 3(5) BNS framed, read over and explained; accused pleaded not guilty
and claimed to be tried. Issue summons to PW1 to PW4.  Fix 10.10.2029 for PE.       sd/- M.P. Borthakur, ASJ-1
""")
u("backlog/2029-11/WhatsApp Chat with Rakibul Jr.txt", "whatsapp_export", J, "2029-11-21", ["C02", "C06", "C05"], ["C02-H02", "C06-H02", "C05-H03"], """
18/09/2029, 11:42 - Rakibul Jr: Sir HC Kuddus matter item 23 aahise. SC Kalita madam records nai koi time loise. Bench - records produce koribo lagibo. ND 6/11/29
18/09/2029, 11:43 - Pranjal Bora: ok. medical certificate r copy ready rakhiba
18/09/2029, 11:44 - Rakibul Jr: ji sir
28/09/2029, 12:10 - Rakibul Jr: Sir Rupali DV - DIR aahi gese. Bablu aru maa bhai appear korise, Jayanta Gogoi uqil. Reply r babe time disse. ND 2/11
28/09/2029, 12:11 - Rakibul Jr: Rupali r maa Phulmoni o aasilo, tai koy "amar maiya ghor nai"
28/09/2029, 12:15 - Pranjal Bora: interim petition u/s 23 ready kora, 2/11 t hearing
21/11/2029, 15:02 - Rakibul Jr: Sir Gogoi sessions - PW2 PW3 absent. Summons return nai. Borthakur sir PP k koise next date t witness lagibo, fresh summons + doctor k through CMOH. ND 9/1/30
21/11/2029, 15:04 - Pranjal Bora: 👍
""")
u("backlog/2029-09/Document_2029-09-21.docx", "typed_note_docx", L, "2029-09-21", ["C04"], ["C04-H02"], """
21.09.2029 - T.S. 118/2028 (Gautam Saikia v. Hemanta Nath) - Kakati baideu
PW1 Gautam Saikia - evidence-in-chief on affidavit tendered, exhibits Ext-1 sale deed 3312/2007, Ext-2 jamabandi,
Ext-3 land revenue (khajana) receipts 2012-2028.
Deka uqil: not ready for cross, wants time. Baideu allowed - "next date t cross nohole cost".
ND 30.10.2029 (cross of PW1).
""")
u("backlog/2029-10/FT4 order sheet 1187-2019 09.10.2029.pdf", "certified_order_sheet_scan", "Foreigners Tribunal No. 4, Nagaon", "2029-10-09", ["C01"], ["C01-H03"], """
FOREIGNERS TRIBUNAL NO. 4, NAGAON      F.T. Case No. 1187/2019 (Ref.)
ORDER SHEET
09.10.2029  OP present in person with Ld. Adv. P.K. Bora. Ld. GP Sri D. Bordoloi for the State.
Evidence-in-chief of DW1 (OP Jahanara Khatun) filed on affidavit. Ld. GP prays time to cross-examine. Allowed.
The OP is directed to produce certified copies (not photocopies) of all the voter lists relied on.
Fix 13.11.2029 for cross-examination of DW1.          sd/- B.J. Mahanta, Member, FT-4
""")
u("backlog/2029-10/IMG-20291010-WA0007.jpg", "handwritten_note_photo", L, "2029-10-10", ["C05"], ["C05-H02"], """
10/10/29 ASJ-1 Gogoi (SC 87/29)
PW1 Dilip Kalita (informant) - chief: dao r baru mari dile, Mukut + Bikash + Ratul.
cross: sandhya 7 baje, andhar, beel t light nai - "mukh spasht dekha nai" admitted!!
fishery mahal lease dispute 2027 r pora - enmity admitted. ND 21/11/29 PW2 PW3.
""")
u("backlog/2029-10/Budhu WS note.docx", "typed_note_docx", L, "2029-10-11", ["C07"], ["C07-H02"], """
11.10.2029 - Budhu Orang (PG 17/2029) - ALC Nagaon
Employer's WS filed by Agarwala: Budhu joined 1999 as a temporary (faltu) worker, permanent only from 2008; break
in service during 2003 strike; so 21 years only.
Our case: 28 years (1999-2027), 240 days every year; wage register (hazira bahi of the garden) will show.
ALC sir: garden to produce the wage register 1999-2027 next date.  ND 29.11.2029.
""")
u("backlog/2029-11/2.11 Rupali.txt", "typed_note_txt", L, "2029-11-02", ["C06"], ["C06-H03"], """
2.11.29 CJM - Rupali Tanti DV 211/29
Reply filed by Jayanta Gogoi: says Rupali left on her own, husband earns only the garden wage (Rs. 250 a day).
Argued interim u/s 23: ration and quarter both stopped; child 3 years. Asked Rs. 6,000 pm total.
CJM madam - order on 14.12.2029.
""")
u("backlog/2029-11/6.11 HC kuddus.txt", "typed_note_txt", L, "2029-11-06", ["C02"], ["C02-H03"], """
06.11.2029 HC - Kuddus WP(C) 3318/29 - Baruah J bench
Records of FT-2 produced by Kalita madam. Bench read the order sheet itself: OP appeared 3 dates, then absent from
16.11.2028. Showed the Kaliabor CHC medical certificate - indoor 12.11.2028 to 19.02.2029, stroke.
Bench: "sufficient cause prima facie". Orders on 04.12.2029.
""")
u("backlog/2029-11/DW1 cross Jahanara 13.11.docx", "typed_note_docx", L, "2029-11-13", ["C01"], ["C01-H04"], """
13.11.2029 FT-4 - Jahanara Khatun - DW1 cross by GP Bordoloi
Q: grandfather Kalu Sheikh's age? - she said "kotidin age mara gese, age nai jani" (does not know).
Q: father Abdul Jabbar name in 1985 list - yes, she produced certified copy. School certificate (Juria LP school,
1999) shows father's name Abdul Jabbar - link doc.
Weak point: no birth certificate; marriage 2004 shown by gaonburha certificate only. Gaonburha must come as DW2.
ND 11.12.2029.
""")
u("backlog/2029-11/IMG_20291120_160412.jpg", "handwritten_note_photo", K, "2029-11-20", ["C03"], ["C03-H02", "C03-H03"], """
হাজিৰা বহী - কমলা বৰা বনাম প্ৰবীণ বৰা (ADC, নামজাৰি আপীল ৪৪/২৯)
০৩.১০.২০২৯ - CO অফিচৰ পৰা ৰেকৰ্ড অহা নাই। পৰৱৰ্তী তাৰিখ ২০.১১.২০২৯
২০.১১.২০২৯ - ৰেকৰ্ড আহিল। প্ৰবীণৰ উকীল শৰ্মাই জবাবৰ বাবে সময় বিচাৰিলে। পৰৱৰ্তী তাৰিখ ০৮.০১.২০৩০
""")
u("backlog/2029-11/20291129_171020.jpg", "handwritten_note_photo", L, "2029-11-29", ["C07"], ["C07-H03"], """
29.11.29 ALC - Budhu Orang
Budhu examined (Sadri te koise - Rakibul translate): 1999 t join, pluck + spray gang, 2003 strike t 19 din matro.
Wage register 1999-2027 produced by garden clerk. 240+ days every year - incl. 2003.
ALC sir - order 10/1/2030.
""")
u("backlog/2029-12/WP(C) 3318-2029 judgment 04.12.2029.pdf", "certified_order_sheet_scan", "Gauhati High Court", "2029-12-04", ["C02"], ["C02-H04"], """
IN THE GAUHATI HIGH COURT   WP(C) No. 3318/2029   Abdul Kuddus vs Union of India & 5 Ors.
BEFORE HON'BLE MR. JUSTICE PRADYUT BARUAH  HON'BLE MRS. JUSTICE NILIMA DEVI
04.12.2029  JUDGMENT & ORDER (ORAL)
The petitioner was an indoor patient at Kaliabor CHC from 12.11.2028 to 19.02.2029, which explains his absence
before the Tribunal. Citizenship being a valuable right, the petitioner deserves one more opportunity.
The ex parte opinion dated 12.03.2029 in F.T. Case No. 904/2017 is set aside and the matter is remanded to the
Foreigners Tribunal No. 2, Nagaon. The petitioner shall appear before the Tribunal on 08.01.2030 and shall deposit
costs of Rs. 5,000 with the District Legal Services Authority, Nagaon. He shall be on bail on furnishing a bond of
Rs. 5,000 with one local surety to the satisfaction of the SP (Border), Nagaon. The writ petition is disposed of.
                                                                  sd/- J   sd/- J
""")
u("backlog/2029-12/WhatsApp Chat with Rafiqul (Kuddus son).txt", "whatsapp_export", "Rafiqul Islam (client's son)", "2029-12-10", ["C02"], ["C02-H04"], """
04/12/2029, 13:20 - Rafiqul: Uqil saab salam. aaj HC te ki hoilo? abba khub chinta kortase
04/12/2029, 13:41 - Pranjal Bora: Rafiqul, bhal khobor. HC ex parte order set aside korise, remand. 08.01.2030 t FT-2 t abba nije jabo lagibo. 5000 taka DLSA t jama dibo lagibo.
04/12/2029, 13:43 - Rafiqul: Alhamdulillah. taka ami kal-i dimu. kagoj ki ki lagbo?
04/12/2029, 13:45 - Pranjal Bora: 1966, 1971 voter list, jomi r dolil, school certificate - sob original loi ahiba
10/12/2029, 10:05 - Rafiqul: DLSA te 5000 jama dilam, receipt ase. photo dilam
10/12/2029, 10:06 - Rafiqul: <Media omitted>
10/12/2029, 10:30 - Pranjal Bora: thik ase. 08.01 t mai nije jam FT-2 t
""")
u("backlog/2029-12/Rakibul FT4 11 Dec.txt", "typed_note_txt", J, "2029-12-11", ["C01", "C04"], ["C01-H05", "C04-H04"], """
11.12.2029 - Rakibul's note for Sir
1) FT-4 Jahanara - Member Mahanta sir leave t. Peshkar di date 22.01.2030. OP in person aahisil, hajira dise.
2) Sir nije Gautam TS t (7.12) PW1 cross korise - Deka uqil cross: boundary wall 2028 t notun? PW1: yes, October 2028.
   Sale deed r schedule t north PWD road - admitted by defence. Next 17.01.2030 PW2.
""")
u("backlog/2029-12/CJM DV 211-2029 order 14.12.2029.pdf", "certified_order_sheet_scan", "Chief Judicial Magistrate, Nagaon", "2029-12-14", ["C06"], ["C06-H04"], """
IN THE COURT OF THE CHIEF JUDICIAL MAGISTRATE, NAGAON
Misc. Case (DV) No. 211/2029   Rupali Tanti vs Bablu Tanti & 2 Ors.
14.12.2029  Aggrieved person present with Ld. Adv. P.K. Bora. Respondents with Ld. Adv. J. Gogoi.
Perused the DIR and the petition u/s 23 of the PWDV Act. Prima facie domestic violence is shown. Respondent no. 1 is
directed to pay interim monetary relief of Rs. 4,000/- per month to the aggrieved person and Rs. 2,000/- per month
for the minor son from the month of the petition, by the 10th of each month. The respondents shall not dispossess
the aggrieved person from the shared household, Quarter No. 14, Line No. 3, Dumarguri Tea Estate.
Fix 08.02.2030 for compliance and reply.                sd/- P. Bordoloi, CJM, Nagaon
""")
# ---------------- 2030
u("backlog/2029-10/20291030_170233.jpg", "handwritten_note_photo", K, "2029-10-30", ["C04", "C06"], ["C04-H03"], """
হাজিৰা বহী - ৩০.১০.২০২৯
স্বত্ব গোচৰ ১১৮/২৮ (গৌতম শইকীয়া) - বিবাদী পক্ষৰ উকীল বিপুল ডেকা অনুপস্থিত। PW1 ৰ জেৰা নহ'ল। হাকিমে ৫০০ টকা খৰচ দিলে (cost Rs. 500 to plaintiff)। পৰৱৰ্তী তাৰিখ ০৭.১২.২০২৯ - PW1 ৰ জেৰা
ৰূপালী তাঁতী DV - ০২.১১.২০২৯ ত জবাব আৰু interim শুনানি (মনত ৰাখিব)
""")
u("backlog/2030-04/WhatsApp Chat with Sanjay Tanti.txt", "whatsapp_export", "Sanjay Tanti (client's brother)", "2030-04-12", ["C06"], [], """
28/03/2030, 08:15 - Sanjay Tanti: Namaskar sir. kali court t 12000 pale didi. baki taka kahiya dibo?
28/03/2030, 09:02 - Pranjal Bora: Sanjay, baki 12,000 ase. 17 May t next date. CJM madam koise clear noholey warrant.
12/04/2030, 19:40 - Sanjay Tanti: sir Bablu April r 4000 dise, bank t. lora r 2000 nidiye. Bagan babu (manager) koise quarter khali koribo lagibo
12/04/2030, 19:52 - Pranjal Bora: quarter r babe CJM r order ase - dispossess koribo nowre. Order r copy manager k dikhaba. 2000 r babe next date t koim.
""")
u("backlog/2030-01/IMG_20300108_155503.jpg", "handwritten_note_photo", L, "2030-01-08", ["C03"], ["C03-H04"], """
8/1/30 ADC - Kamala namjari appeal
Sarma reply: 1998 t ghoror bhitorot bantan (family partition) hoise, dag 413 + 412 r adha Prabin r. no deed.
Kamala: 412 full amar, 1998 bantan mukhik, Nagen r mrityu 2026 t.
ADC sir - Lat Mandal Kaliabor k spot verification, dakhal (possession) r report. ND 12/3/30.
""")
u("backlog/2030-01/WhatsApp Image 2030-01-09 at 18.40.22.jpeg", "handwritten_note_photo", L, "2030-01-09", ["C05"], ["C05-H04"], """
9.1.30 ASJ-1 Gogoi
PW2 Bina Kalita (informant r wife) - chief: saw Mukut with dao.
cross: ghor beel r pora 300 meter; light nai; she came running after "hulla" - did not see the blow!
ND 13/2/30 - PW3 doctor.
""")
u("backlog/2030-01/ALC order PG 17-2029.pdf", "certified_order_sheet_scan", "Controlling Authority under the P.G. Act, Nagaon", "2030-01-10", ["C07"], ["C07-H04"], """
BEFORE THE CONTROLLING AUTHORITY UNDER THE PAYMENT OF GRATUITY ACT, 1972 (ASSISTANT LABOUR COMMISSIONER), NAGAON
P.G. Case No. 17/2029   Budhu Orang vs The Manager, Dumarguri Tea Estate
10.01.2030  ORDER
The wage register produced by the employer shows that the applicant worked for more than 240 days in every year
from 1999 to 2027, including 2003. A strike is no break in service (s. 2A). Completed service: 28 years.
Gratuity = 15/26 x last wage x 28 years = Rs. 1,86,540/-. The employer shall pay Rs. 1,86,540/- with simple interest
at 10% per annum from the due date within 30 days. Case disposed of.      sd/- R. Saikia, Controlling Authority
""")
u("backlog/2030-01/17.1 gautam PW2.txt", "typed_note_txt", L, "2030-01-17", ["C04"], ["C04-H05"], """
17.01.2030 - Gautam TS 118/28 - CJ No. 1
PW2 Dhiren Nath (south neighbour) examined. Says wall of Hemanta built Oct 2028, "Gautam r matit".
Cross by Deka - relative? no. Dag map? no.
Filed petition for local inspection by Advocate Commissioner (O.26 R.9 CPC) with the 1023/1024 chitha map.
ND 21.02.2030 - hearing on commission petition.
""")
u("backlog/2030-02/WhatsApp Chat with Rakibul Jr (2).txt", "whatsapp_export", J, "2030-02-13", ["C01", "C06", "C05"], ["C01-H06", "C06-H05", "C05-H05"], """
22/01/2030, 12:30 - Rakibul Jr: Sir Jahanara FT - gaonburha Lakhi Kanta Bora nahil. Summons disil, tehe bemar buli koise. Mahanta sir - next date t DW2 lagibo, OP o in person. ND 5.3.30
22/01/2030, 12:31 - Pranjal Bora: gaonburha k moi nije phone korim
08/02/2030, 13:10 - Rakibul Jr: Sir Rupali - Bablu ek poisa o diya nai, 2 mahina r arrear. Jayanta Gogoi time loise "pay koribo". CJM madam - next date t arrear court t jama dibo lagibo. ND 27/3
08/02/2030, 13:12 - Pranjal Bora: s.31 r petition ready rakhiba
13/02/2030, 16:45 - Rakibul Jr: Sir Gogoi case PW3 Dr Rituparna Das - injury SIMPLE, blunt side (dao r pith) - cross t koise sharp cut nai. IO next date. ND 20.3.30
13/02/2030, 16:46 - Pranjal Bora: valo. 109 r ingredient nai - note koi rakha
""")
u("backlog/2030-02/Scan 21-02-2030 TS 118 order.pdf", "certified_order_sheet_scan", "Civil Judge (Jr. Divn.) No. 1, Nagaon", "2030-02-21", ["C04"], ["C04-H06"], """
IN THE COURT OF THE CIVIL JUDGE (JUNIOR DIVISION) NO. 1, NAGAON     T.S. No. 118/2028
21.02.2030  Both sides present. Heard on the petition under O.26 R.9 CPC. Considering the dispute as to whether the
wall stands on dag no. 1023 or dag no. 1024, local investigation is necessary. Sri Anupam Bhuyan, Advocate, is
appointed Advocate Commissioner with the assistance of the Mandal of the Puranigudam circle to measure and report.
Commission fee of Rs. 3,000/- to be paid by the plaintiff. Report by 03.04.2030.    sd/- R.R. Kakati
""")
u("backlog/2030-02/Gogoi PW3 doctor.docx", "typed_note_docx", L, "2030-02-14", ["C05"], ["C05-H05"], """
14.02.2030 - note for arguments - SC 87/2029 - PW3 Dr. Rituparna Das (13.02.2030)
Injury report Ext-3: bruise 6 cm x 2 cm left shoulder, SIMPLE, blunt weapon. No fracture.
Cross: "a sharp weapon would have caused an incised wound; none was found." Blow not on a vital part.
=> s. 109 BNS (attempt to murder) not made out; at most s. 115 (hurt). Cite on intention + nature of injury.
""")
u("backlog/2030-03/IMG_20300305_140023.jpg", "handwritten_note_photo", L, "2030-03-05", ["C01"], ["C01-H07"], """
5/3/30 FT-4 Jahanara - DW2 Lakhi Kanta Bora, gaonburha, Juria
chief: certificate Ext-D9 mor; Kalu Sheikh r poriyal k 1970 r agre pora jani; Jahanara r biya 2004.
GP cross: "certificate kor pora likhisa? register ase?" - gaonburha: register nai, personal knowledge.
Mahanta sir - gaonburha certificate only corroborative, linkage documents lagibo. Certified copies again.
Next: DW3 Abdul Latif (Jahanara r bhai). ND 23/4/30.
""")
u("backlog/2030-03/12.3.30 lat mandal report.docx", "typed_note_docx", L, "2030-03-12", ["C03"], ["C03-H05"], """
12.03.2030 - ADC (Rev) Nagaon - Mutation Appeal 44/2029 (Kamala Bora)
Lat Mandal, Kaliabor report filed (spot verification 02.03.2030):
- Dag 412 (1 bigha 2 katha 5 lessa): in possession of appellant Kamala Bora - her house, bari, 11 areca (tamul) trees.
- Dag 413 (4 katha 5 lessa): paddy land (rupit), cultivated by Prabin Bora.
- No partition deed; neighbours say the 1998 family arrangement was only about the paddy land.
ADC sir: arguments next date. ND 14.05.2030.
""")
u("backlog/2030-03/27.03 CJM.txt", "typed_note_txt", L, "2030-03-27", ["C06"], ["C06-H06"], """
27.3.30 - CJM - Rupali DV
Bablu paid Rs. 12,000 in court (arrear, partly) - Rupali received by challan. Balance still due (Dec-Mar 24,000 - 12,000).
s.31 petition kept pending. AW1 Rupali chief on affidavit filed - hazira card, beating on hazira (pay) days.
CJM madam: "arrear next date r bhitorot clear noholey warrant". ND 17.5.30 cross of AW1.
""")
u("backlog/2030-03/20300320_151212.jpg", "handwritten_note_photo", K, "2030-03-20", ["C05"], ["C05-H06"], """
হাজিৰা বহী - ২০.০৩.২০৩০
দায়ৰা গোচৰ ৮৭/২৯ (মুকুট গগৈ) - তদন্তকাৰী বিষয়া (IO) অনুপস্থিত। PP এ সময় বিচাৰিলে। হাকিমে IO ক SP ৰ জৰিয়তে হাজিৰ কৰিবলৈ ক'লে।
পৰৱৰ্তী তাৰিখ ২৪.০৪.২০৩০
""")
u("backlog/2030-04/commission report gautam.docx", "typed_note_docx", L, "2030-04-03", ["C04"], ["C04-H07"], """
03.04.2030 - Gautam TS 118/2028
Advocate Commissioner Anupam Bhuyan's report filed (measured 16.03.2030 with the Mandal, chitha map):
"The boundary wall with RCC pillars of defendant no. 1 stands about 9 ft inside dag no. 1023 along its eastern side
for a length of 62 ft." Defence: objection - time given.
Kakati baideu - objection next date, then DE.  ND 22.05.2030.
""")
u("backlog/2030-04/23 april FT4.txt", "typed_note_txt", L, "2030-04-23", ["C01"], ["C01-H08"], """
23.04.2030 FT-4 - Jahanara
DW3 Abdul Latif present with original school certificate & 1997 voter list. OP in person.
GP Bordoloi absent - busy in FT-6 (his other Tribunal), no one for State. Mahanta sir adjourned, noted GP absent.
ND 04.06.2030 - DW3.
""")
u("backlog/2030-04/PW4 IO Gogoi 24.04.txt", "typed_note_txt", L, "2030-04-24", ["C05"], ["C05-H07"], """
24.04.2030 ASJ-1 SC 87/29 - PW4 IO SI Kamal Hussain
chief: visited PO, sketch map, seized one dao from Mukut's house on 05.05.2029.
cross: seizure witnesses - both police constables, no independent witness from the village. Dao not sent to FSL.
No blood stain. Fishery lease papers not seized. Admits informant and accused have civil dispute over mahal.
ND 29.05.2030 - 351 BNSS statement.
""")
u("backlog/2030-05/Document_2030-05-14.docx", "typed_note_docx", L, "2030-05-14", ["C03"], ["C03-H06"], """
14.05.2030 - ADC - Kamala mutation appeal - arguments (part)
Argued: CO mutated whole patta without notice to Kamala (notice on wrong address, Kuwaritol); s. 147 ALRR appeal in
time; Lat Mandal report - 412 in her possession; under the Assam Land and Revenue Regulation widow is heir of Nagen.
Sarma: part heard, wants time to cite Gauhati HC rulings on family partition. ADC sir allowed "last time".
ND 23.07.2030 - remaining arguments.
""")
u("backlog/2030-05/17.5.30 rupali AW1 cross.txt", "typed_note_txt", L, "2030-05-17", ["C06"], ["C06-H07"], """
17.05.2030 - CJM - Rupali Tanti DV - AW1 cross by Jayanta Gogoi
Q: you left on your own? - "nohoi, mok ulai dile, lorata loi mai ghor t".  Q: you work in garden? - yes, since 2024
but hazira card with husband. Q: Bablu pays now? - "April r pora 4,000 dise, 2,000 nidiye".
ND 21.06.2030 - AW2 Phulmoni (mother).
""")
u("backlog/2030-05/22.05.2030 two matters.txt", "typed_note_txt", L, "2030-05-22", ["C04", "C03"], ["C04-H08"], """
22.05.2030
1) Gautam TS 118/28 - CJ No. 1. Objection to commission report heard & kept with record. PE closed by us.
   DE: Deka uqil no DW - D1 Hemanta "Guwahati t". Kakati baideu - last chance, cost Rs. 1,000. ND 24.07.2030 DE.
2) Kamala baideu phone - Prabin r manuhe tamul bari t bera (fence) dibo khujise. Told her: ADC r stay ase, stay
   order r copy police k dikhaba (Kaliabor PS). No hearing today in her case.
""")
u("backlog/2030-05/SC 87-2029 order 29.05.2030.pdf", "certified_order_sheet_scan", "Additional Sessions Judge No. 1, Nagaon", "2030-05-29", ["C05"], ["C05-H08"], """
IN THE COURT OF THE ADDITIONAL SESSIONS JUDGE NO. 1, NAGAON     Sessions Case No. 87/2029
29.05.2030  Accused persons present. Ld. Addl. PP submits that the prosecution closes its evidence after examining
PW1 to PW4. Prosecution evidence closed. Accused persons examined u/s 351 BNSS; they deny the allegations; A1 says
he was at Nagaon town at his father's shop on the evening of 02.05.2029 and will adduce defence evidence.
Fix 26.06.2030 for defence evidence.                        sd/- M.P. Borthakur, ASJ-1
""")
u("backlog/2030-06/FT4 order sheet 04.06.2030.pdf", "certified_order_sheet_scan", "Foreigners Tribunal No. 4, Nagaon", "2030-06-04", ["C01"], ["C01-H09"], """
FOREIGNERS TRIBUNAL NO. 4, NAGAON      F.T. Case No. 1187/2019 (Ref.)      ORDER SHEET
04.06.2030  OP present in person. Ld. GP present. DW3 Md. Abdul Latif (brother of the OP) examined and
cross-examined. The OP prays for summoning the official of the Election Office, Nagaon with the original electoral
roll of 1971 of village Juria. Allowed. Summons to the Election Office, Nagaon (UDA Sri Pankaj Nath, Election Branch)
to produce the 1971 roll. Certified copies alone shall be relied on.  Fix 19.07.2030 for DW4.   sd/- B.J. Mahanta
""")
u("backlog/2030-06/DW3 latif note.txt", "typed_note_txt", L, "2030-06-04", ["C01"], ["C01-H09"], """
4.6.30 FT-4 Jahanara - DW3 Md. Abdul Latif (bhai) examined.
School certificate Juria ME school 1996 - father Abdul Jabbar. GP cross - Latif r NRC te naam ase? yes (2019 list)
- Jahanara r o ase? he said "baidew r o nam ahise". Sister r biya 2004, Abdul Hai.
Big point: 1971 roll of Juria - Election office k summon. UDA Pankaj Nath. 19.07 t lagibo. OP in person.
""")
u("backlog/2030-06/IMG_20300621_172849.jpg", "handwritten_note_photo", L, "2030-06-21", ["C06"], ["C06-H08"], """
21/6/30 CJM - Rupali DV
AW2 Phulmoni Tanti (maa) - chief: 12.07.2029 t jiyari aru lora k ghorot laise; bagan r line quarter 14.
Jayanta Gogoi - cross r babe time; CJM madam allowed, "last time". ND 19/7/30 AW2 cross.
Arrear: May, June paid 4,000 only. child 2,000 still due. s.31 pending.
""")
u("backlog/2030-06/Cause list ASJ-1 26.06.2030.pdf", "cause_list_pdf", "Sessions Court, Nagaon (cause list)", "2030-06-25", ["C05"], [], """
DAILY CAUSE LIST - COURT OF THE ADDITIONAL SESSIONS JUDGE NO. 1, NAGAON - WEDNESDAY 26.06.2030
Sl  Case No.                 Parties                                   Stage
1   Sess. Case 12/2028       State vs Nabajit Bordoloi & Anr.          Argument
2   Sess. Case 87/2029       State vs Mukut Gogoi & 2 Ors.              DE
3   Sess. Case 140/2029      State vs Abdul Rashid                      PE (PW5, PW6)
4   Crl. Appeal 31/2030      Hemen Hazarika vs State of Assam           Admission
5   Bail Appln. 688/2030     Rahul Borah                                Hearing
6   Sess. Case 9/2030        State vs Jitu Tamuli                       Charge
""")
u("backlog/2030-06/IMG_20300626_180144.jpg", "handwritten_note_photo", L, "2030-06-26", ["C05"], ["C05-H09"], """
26/6/30 ASJ-1 Gogoi - DE
DW1 Hiren Gogoi (Mukut r deuta) - alibi: 2.5.29 sandhya Mukut Nagaon town t dukan (Gogoi Hardware, Panigaon
chariali) t sillo; cash memo 6.43 PM r. PP cross: dukan r CCTV? nai.
Arguments next. ND 30/7/30.
""")
u("backlog/2030-06/correction Gogoi ND.txt", "typed_note_txt", L, "2030-06-27", ["C05"], ["C05-H09"], """
27.06.2030 - correction: Gogoi SC 87/2029 next date is 31.07.2030 (Wednesday), NOT 30/7 as I wrote yesterday.
Peshkar confirmed from the order sheet - arguments on 31.07.2030.
""")
u("backlog/2030-07/week plan 15-20 July.docx", "typed_note_docx", L, "2030-07-13", ["C01", "C06", "C03", "C04", "C05"], [], """
WEEK PLAN 15-20 July 2030
Mon 15 - drafting: Gogoi written arguments (simple injury, no independent seizure witness, alibi)
Tue 16 - Kamala appeal: Gauhati HC rulings on family partition + widow's right (for 23.07)
Thu 18 - Jahanara: certified copy 1971 roll request slip; call gaonburha + Abdul Latif
Fri 19 - FT-4 Jahanara (DW4 - Election office, Pankaj Nath, 1971 roll) 10.30 AM; CJM Rupali (AW2 cross) after lunch
Sat 20 - Gautam: prepare cross for DW1 Hemanta Nath (for 24.07)
""")
