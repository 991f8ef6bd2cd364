"""The uploads of the Koraput practice: what Padhi babu, his junior Smruti and the muhuri Bhagaban actually kept."""

L, J, K = "Prasanta Kumar Padhi", "Smruti Rekha Nayak", "Bhagaban Sabar (muhuri)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2026-03/PM report Dhanurjaya Santa.pdf", "document_scan", "Medical Officer, DHH Koraput (SLN MCH)", "2026-03-12", ["C06"], [], """
POST MORTEM EXAMINATION REPORT   SLN Medical College & Hospital, Koraput
P.M. No. 211/2026   Date 12.03.2026   Ref: Laxmipur P.S. U.D. / Case No. 33 of 2026
Deceased: Dhanurjaya Santa, M, 38 yrs, s/o Lulu Santa, vill. Ralegada, P.S. Laxmipur
Brought by: ASI B. Majhi. History: pillion rider on motorcycle hit by truck OD-10-Q-xxxx (bauxite tipper) at
ghat turning near Ralegada on Koraput-Rayagada road on 11.03.2026 at about 5.30 PM.
Opinion: death due to haemorrhagic shock from crush injury to abdomen and pelvis; ante mortem; recent.
sd/- Medical Officer
""")
u("backlog/2026-04/SBI return memo Naidu.pdf", "document_scan", "State Bank of India, Jeypore Main Branch", "2026-04-20", ["C05"], [], """
STATE BANK OF INDIA   Jeypore (Main) Branch, Dist. Koraput
CHEQUE RETURN MEMO                Date: 20.04.2026
Cheque No. 071946 dt 15.04.2026 for Rs. 7,85,000/- (Rupees Seven Lakh Eighty Five Thousand only) drawn on
Union Bank of India, Salur Branch, by Gorle Appala Naidu, prop. Sri Lakshmi
Narasimha Traders, Salur (A.P.); presented by M/s Maa Bhairabi Rice Mill, Jeypore - RETURNED.
Reason: 01 - FUNDS INSUFFICIENT                     Branch Manager
""")
u("backlog/2026-04/Legal notice Naidu Salur.docx", "typed_note_docx", L, "2026-04-28", ["C05"], [], """
PRASANTA KUMAR PADHI, Advocate, Jeypore                      Regd. Post with A.D. / Speed Post
Date: 28.04.2026
To, Sri Gorle Appala Naidu, prop. Sri Lakshmi Narasimha Traders, Main Road, Salur, Vizianagaram Dist. (A.P.)
Sub: Notice u/s 138(b) of the Negotiable Instruments Act, 1881
Under instructions from my client M/s Maa Bhairabi Rice Mill, Jeypore, represented by its proprietor Sri Rajendra
Prasad Sahu: you purchased 640 quintals of boiled rice (sarna) on credit between Nov 2025 and Feb 2026 and towards
the dues issued cheque No. 071946 dated 15.04.2026 for Rs. 7,85,000/-, which was returned on 20.04.2026 for
"funds insufficient". You are called upon to pay the said sum within 15 days of receipt of this notice, failing which
my client shall file a complaint before the JMFC, Jeypore.                 sd/- P.K. Padhi, Advocate
""")
u("backlog/2026-04/Injury report Dasamati.pdf", "document_scan", "Medical Officer, CHC Lamtaput", "2026-04-03", ["C07"], [], """
INJURY REPORT   CHC Lamtaput, Dist. Koraput    Req. from IIC Lamtaput P.S. (P.S. Case No. 41/2026)
Name: Dasamati Muduli, F, 52, w/o late Sania Muduli, vill. Pakhanguda
Injuries: 1) lacerated wound 3 cm x 1 cm on scalp; 2) multiple bruises on back and both arms (stick);
3) hair cut off unevenly (forcibly). Nature: simple; age of injuries within 12 hours. Examined 03.04.2026, 11 AM.
sd/- Dr. Pragyan Pattnaik, MO
""")
u("backlog/2026-05/IMG_20260512_101544.jpg", "document_photo", "Range Officer, Boipariguda Range", "2026-05-12", ["C04"], [], """
ODISHA FOREST DEPARTMENT   Koraput Division   Boipariguda Range
SEIZURE LIST  (Forest O.R. No. 12 of 2026-27)      Date: 12.05.2026   Place: Ramagiri chhak
Seized: 14 (fourteen) quintals of siali leaf (Bauhinia vahlii) in 56 bundles, loaded in pickup OD-10-K-xxxx.
Persons: 1) Sabitri Paraja (secretary, Maa Tarini SHG, Ramagiri) 2) Dambaru Jani (driver).
No transit permit produced. Value assessed Rs. 42,000/-.
Witness: 1) Gupta Sisa 2) forest guard Ramesh Nayak.     sd/- Forester Jagannath Harijan
""")
u("backlog/2026-05/Kenduguda RoR khata 88.jpg", "document_photo", "Tahasildar, Koraput (Bhulekh)", "2026-05-20", ["C01"], [], """
RECORD OF RIGHTS (Bhulekh print)  Mouza: Kenduguda  Tahasil: Koraput  Khata No. 88
Recorded tenant: Bishnu Prasad Agrawal s/o Jagdish Prasad Agrawal, caste: Agrawal (non-tribal), Koraput town
Plot No. 412, Kisam: Bila Don-II, Area Ac. 1.20   Remarks: Sale deed No. 1264 dt 04.05.1979 (from Ghasi Gadaba)
Earlier (1962 settlement) Khata 41: Ghasi Gadaba s/o Budu Gadaba, caste Gadaba (S.T.)
""")
u("backlog/2026-06/OSR application Sukru.docx", "typed_note_docx", L, "2026-06-22", ["C01"], [], """
BEFORE THE SUB-COLLECTOR-CUM-OSR OFFICER, KORAPUT
Sukru Gadaba, aged 46, s/o late Ghasi Gadaba, vill. Kenduguda ... Applicant
-Versus- Bishnu Prasad Agrawal, s/o Jagdish Prasad Agrawal, Koraput town ... Opposite Party
Application under Regulation 3(2) of the Odisha Scheduled Areas Transfer of Immovable Property (by Scheduled Tribes)
Regulation, 1956 (Regulation 2 of 1956)
1. The applicant is a Gadaba (Scheduled Tribe). His father Ghasi Gadaba owned Plot 412, Ac. 1.20, Khata 41.
2. The land was transferred to the OP, a non-tribal, by sale deed No. 1264 dated 04.05.1979 without the written
permission of the competent authority under Reg. 3(1). The transfer is void. Prayer: eject the OP and restore
Ac. 1.20 to the applicant.                                          Filed through P.K. Padhi, Advocate
""")
u("backlog/2026-06/WhatsApp Image 2026-06-18 at 17.22.05.jpeg", "document_photo", "Smt. Laxmi Pujari", "2026-06-18", ["C03"], [], """
[photo of a school notebook - mustering khata, Hillview Coffee Estate, Oct 2025 - Feb 2026, in Odia and Desia]
Naam / din / majuri: Mangala Gadaba 118 din; Laxmi Pujari 121 din; ... (31 naam)
Paisa pailu: Rs. 150 roj (sardar dela). Sarkar rate: Rs. 352 roj (unskilled, Zone C).
Bottom line in pen: 31 jan, baki majuri total Rs. 3,84,600/-  "ukil babu ku dekhaiba"
""")
u("backlog/2026-06/Collector R&R list Maliguda.pdf", "document_scan", "Collector-cum-R&R Officer, Koraput", "2026-06-30", ["C02"], [], """
OFFICE OF THE COLLECTOR, KORAPUT (R&R Section)
No. 1846/R&R  Dt. 30.06.2026
Sub: Final list of displaced families (DFs) of village Maliguda - Panchpatmali extension, Kalinga Alumina Ltd.
The RPDAC in its meeting dated 12.06.2026 approved 164 DFs as per the socio-economic survey of 2011. Objections
of 23 families (names annexed, claiming separate families / major sons) are rejected, as they were not in the 2011
survey. R&R package: Rs. 5,00,000 lump sum per DF, homestead plot of 10 decimals, one job or Rs. 3,00,000 in lieu.
                                                             sd/- Collector, Koraput
""")
u("backlog/2026-09/Budhri salary slip husband.jpg", "document_photo", "DEO office, Koraput (copy from Budhri)", "2026-09-25", ["C08"], [], """
PAY SLIP  August 2026   Name: Lachhman Kadraka   Designation: Peon (Group D), Govt. UP School, Bandhugaon
Basic 21,700  DA ... Gross Rs. 32,480/-  Deductions (GPF, loan) Rs. 6,100  Net Rs. 26,380/-
[Budhri's brother wrote on the back in Odia: 'eta taro asal darmaha']
""")

# ---------------- July 2026
u("backlog/2026-07/IMG_20260709_174012.jpg", "handwritten_note_photo", L, "2026-07-09", ["C04"], ["C04-H01"], """
9/7/26  Koraput JMFC (Panda madam)
Siali case - C.T. 211/26 - Sabitri Paraja + driver Dambaru appeared on summons. Bail on PR bond Rs. 5,000 each.
Sabitri Desia re kahila 'aame patar toli kenta chori? gaon sabha kagaj achhe' - SHG collects siali every year.
Take: Gram Sabha resolution Ramagiri + FRA s.2(i) MFP. Copies next date. Paraba tarikh 20.08.26
""")
u("backlog/2026-07/IMG_20260714_190233.jpg", "handwritten_note_photo", L, "2026-07-14", ["C01"], ["C01-H01"], """
14.07.26 Tue  Sub-Collector court Koraput - OSR 14/26 Sukru
OP Agrawal absent, notice not returned. Sub-Collector ordered fresh notice through Tahasildar Koraput.
Sukru bhai came with his wife, from Kenduguda by bus. Told him: next 11.8.26, aaga jiba, papers (1962 khata) ana.
""")
u("backlog/2026-07/photo_2026-07-22_18-40-11.jpg", "handwritten_note_photo", K, "2026-07-22", ["C05", "C03"], ["C05-H01", "C03-H01"], """
ତାରିଖ ରେଜିଷ୍ଟର - ଜୁଲାଇ ୨୦୨୬   (Bhagaban)
୧୬.୦୭.୨୬  JMFC ଜୟପୁର  ICC ୩୧୮/୨୬  ମା ଭୈରବୀ ରାଇସ ମିଲ  ବନାମ ଗୋର୍ଲେ ଆପ୍ପଲ ନାଇଡୁ - ଅଭିଯୁକ୍ତ ଅନୁପସ୍ଥିତ,
       SP ଭିଜିଆନଗରମ ଦ୍ଵାରା ନୂଆ ସମନ।  ପର ତାରିଖ ୨୭.୦୮.୨୬
୨୨.୦୭.୨୬  ଗ୍ରାମ ନ୍ୟାୟାଳୟ ଜୟପୁର  GN ୯/୨୬  ଲକ୍ଷ୍ମୀ ପୂଜାରୀ ବନାମ ହିଲଭ୍ୟୁ କଫି - ଇଷ୍ଟେଟକୁ ନୋଟିସ।  ପର ତାରିଖ ୨୬.୦୮.୨୬
""")
u("backlog/2026-07/MACT Kamala 30.7.txt", "typed_note_txt", L, "2026-07-30", ["C06"], ["C06-H01"], """
MAC 87/2026 Kamala Santa - MACT Jeypore (Dash sir) - 30.07.2026
Oriental Insurance appeared through Tapas Dora. Owner of truck (Sri Trinath Bhoi, Damanjodi) - notice sufficient but
absent. Claim Rs. 28,50,000 (income Rs. 12,000 pm as mason, age 38, 4 claimants).
Kamala hela pura Desia - 'ukil babu, paisa kebe aiba?' - explained it takes time.
Next 10.09.2026 for W.S. of insurer / appearance of owner.
""")

# ---------------- August 2026
u("backlog/2026-08/Spl case 19 order 04.08.2026.pdf", "certified_order_sheet_scan", "Special Court (PoA), Koraput at Jeypore", "2026-08-04", ["C07"], ["C07-H01"], """
IN THE COURT OF THE SPECIAL JUDGE (SC & ST (PoA) ACT), KORAPUT AT JEYPORE
Special Case (PoA) No. 19 of 2026    State vs Ganesh Sahu & 2 Ors.   (Arising out of Lamtaput P.S. Case No. 41/2026)
ORDER SHEET
04.08.2026  Case called on. Accused persons Ganesh Sahu, Bhaskar Sahu and Kunti Sahu present on bail. Ld. Spl. P.P.
present. Sri P.K. Padhi, Advocate, appears for the victim under s. 15A(5) of the PoA Act. Heard on charge. Charge
framed u/s 3 and 4 of the Odisha Prevention of Witch-Hunting Act, 2013, s. 3(1)(r) and (s) of the SC & ST (PoA) Act
and s. 115(2) BNS read and explained in Odia; accused pleaded not guilty and claimed to be tried.
Put up on 15.09.2026 for evidence of P.W.s. Issue summons to P.W.1 and P.W.2.
                                                                sd/- Special Judge
""")
u("backlog/2026-08/Sailendra msg 5.8.26.txt", "typed_note_txt", "Sailendra Mohanty (Cuttack associate)", "2026-08-05", ["C02"], ["C02-H01"], """
From Sailendra Mohanty, Cuttack (forwarded and saved by P.K. Padhi) 05.08.2026 4.50 PM
Padhi babu, W.P.(C) 18934/2026 Maliguda came up before Rath J, Court 11, item 38. Issued notice. Counter by opp.
parties in 4 weeks. Interim: no coercive step to dispossess the 23 petitioner families till next date. Mr. Mishra
appeared for Kalinga Alumina on caveat. List on 16.09.2026. Certified copy applied. Fee balance - later.
""")
u("backlog/2026-08/Budhri FC 12.8.jpg", "handwritten_note_photo", L, "2026-08-12", ["C08"], ["C08-H01"], """
12/8/26  Family Court Jeypore - CRP 64/26 Budhri v Lachhman
OP Lachhman appeared with Sasmita Jena. Judge referred both to counsellor (Smt. Mamata Das).
Budhri speaks Kui only; her brother Sunadhar translates - 'aanu ida ki podu' (she won't go back). Ask Sangha for
Kui interpreter. Next 30.09.2026. Interim maintenance petition ready kariba.
""")
u("backlog/2026-08/IMG_20260827_133408.jpg", "handwritten_note_photo", L, "2026-08-27", ["C05", "C03"], ["C05-H02", "C03-H02"], """
27.08.26 (page about two)
1) Raju babu cheque case JMFC Jeypore: Naidu absent again, summons served through Salur PS (report on record).
   Court issued BW Rs. 10,000. Next 06.10.26. Raju babu khusi.
2) Coffee case yesterday 26.8 Gram Nyayalaya - estate's lawyer Ramakanta Patnaik appeared, wanted time for counter;
   Nyayadhikari gave till 23.09.2026 only - 'short date, no more time'. Laxmi didi came with 9 labourers.
""")

# ---------------- Sept 2026
u("backlog/2026-09/WhatsApp Chat with Smruti Jr.txt", "whatsapp_export", J, "2026-09-08", ["C01", "C04"], ["C01-H02", "C04-H02", "C01-H03"], """
11/08/26, 1:12 pm - Smruti Jr: Sir Sukru OSR - OP appeared today through Manoj Agrawal babu. Time for objection dela. Paraba tarikh 08.09.26
11/08/26, 1:13 pm - Prasanta Padhi: ok. Sukru ku kahidia
11/08/26, 1:30 pm - Smruti Jr: Kahili sir. Se kahile 'aame aaga jiba' 🙏
20/08/26, 12:02 pm - Smruti Jr: Sir siali case - copies supplied. Discharge petition filed (FRA 3(1)(c) and gram sabha resolution annexed)
20/08/26, 12:03 pm - Smruti Jr: APP Bisoi sir wanted time for reply. Next 19.11.2026 for hearing on discharge
20/08/26, 12:10 pm - Prasanta Padhi: 👍 good
08/09/26, 2:41 pm - Smruti Jr: Sir OSR - objection filed by Agrawal. He says purchase by sale deed 04.05.1979 WITH permission of the then SDO 😮
08/09/26, 2:42 pm - Smruti Jr: Sub-Collector called for RI report on possession and Sub-Registrar record of deed 1264/1979. Next 01.12.2026
08/09/26, 2:50 pm - Prasanta Padhi: permission order copy ta demand kara. They will not have it
""")
u("backlog/2026-09/witch case 15.9 diary.jpg", "handwritten_note_photo", L, "2026-09-15", ["C07"], ["C07-H02"], """
15.9.26  Spl. Court Jeypore  Dasamati case
PW1 Dasamati examined in chief (Spl PP + me). She said in Desia: Ganesh Sahu called her 'dahani' at the village
meeting, said her 'guni' killed his cow; they cut her hair and beat her with sticks on 02.04.26 night.
Khora sought to defer cross - allowed. Next 27.10.26 for cross of PW1.  Desia interpreter needed - Spl PP to arrange.
""")
u("backlog/2026-09/WP 18934 order 16.09.2026.pdf", "certified_order_sheet_scan", "Orissa High Court", "2026-09-16", ["C02"], ["C02-H02"], """
ORISSA HIGH COURT : CUTTACK
W.P.(C) No. 18934 of 2026   Bistapita Surakhya Samiti, Maliguda ... Petitioner   -Versus- State of Odisha & Ors.
Order No. 02   Dated 16.09.2026
CORAM: THE HON'BLE DR. JUSTICE SANJUKTA RATH
Learned counsel for opp. party No. 4 (Kalinga Alumina Ltd.) seeks three weeks' time to file counter affidavit. As
a last chance, three weeks' time is granted. Counter of the State be filed as well. Interim order dated 05.08.2026
to continue. List on 18.11.2026.                                       (Sanjukta Rath) Judge
""")
u("backlog/2026-09/coffee conciliation 23.9.txt", "typed_note_txt", L, "2026-09-23", ["C03"], ["C03-H03"], """
G.N. Civil 9/2026 coffee labourers - 23.09.26
Counter filed by Hillview estate: labourers engaged by sardar (Sri Ganapati Naik), estate not employer, wages paid
to sardar in full. Nyayadhikari babu tried conciliation u/s 26 - estate offered Rs. 1,00,000 lump sum; Laxmi and the
labourers refused ('eta kenta? 31 jan re 1 lakh'). Conciliation failed. Next 04.11.2026 for claimants' evidence.
Get: attendance khata original, Mangala Gadaba as AW2.
""")
u("backlog/2026-09/Document_2026-09-30.docx", "typed_note_docx", L, "2026-09-30", ["C08"], ["C08-H02"], """
Budhri maintenance - Family Court - 30.09.2026
Counsellor's report: counselling failed, petitioner not willing to return (OP has brought a second woman home).
Filed interim maintenance petition (Rs. 5,000 p.m. claimed; pay slip Aug 2026 shows gross Rs. 32,480).
Sasmita Jena sought time for objection. Next 11.11.2026 for objection and hearing on interim.
""")

# ---------------- Oct 2026
u("backlog/2026-10/naidu 6.10.txt", "typed_note_txt", L, "2026-10-06", ["C05"], ["C05-H03"], """
6/10/26 JMFC Jeypore - rice mill vs Naidu
Accused Gorle Appala Naidu appeared through K. Venkata Rao, petition to recall BW allowed, bail Rs. 20,000 with one
local surety (a Jeypore rice broker). Naidu spoke Telugu to Venkata Rao - 'dabbulu istanu, time kavali' (will pay,
need time). Raju babu wants full money, no settlement below Rs. 7 lakh. Next 17.11.26.
""")
u("backlog/2026-09/WhatsApp Image 2026-09-10 at 18.02.11.jpeg", "handwritten_note_photo", K, "2026-09-10", ["C06"], ["C06-H02"], """
ତାରିଖ ରେଜିଷ୍ଟର  ସେପ୍ଟେମ୍ବର ୨୦୨୬
୧୦.୦୯.୨୬  MACT ଜୟପୁର  MAC ୮୭/୨୬  କମଳା ସାନ୍ତ - ଟ୍ରକ ମାଲିକ ଅନୁପସ୍ଥିତ, ଏକତରଫା। ଇନସୁରାନ୍ସ W.S. ପାଇଁ ସମୟ।
        ପର ତାରିଖ ୨୯.୧୦.୨୬
(Owner set ex parte; insurer time for WS - ND 29.10.26)
""")
u("backlog/2026-10/Dasamati PW1 cross 27.10.docx", "typed_note_docx", L, "2026-10-27", ["C07"], ["C07-H03"], """
Special Case (PoA) 19/2026 - 27.10.2026 - PW1 Dasamati cross-examined (Khora)
Through Desia interpreter Sri Bhagirathi Pujari (court appointed).
Suggestions: land dispute between Dasamati's family and Ganesh Sahu over a mango orchard; the 'dahani' story made up.
Denied. She stood firm: 'mo mundo bal katile, lathi re marile, sabu gaon dekhila'. Admitted she did not name Kunti
Sahu in the FIR (named in 161 statement only). Next 08.12.2026 - PW2 Rama Muduli (son).
""")
u("backlog/2026-10/MACT issues 29.10.docx", "typed_note_docx", L, "2026-10-29", ["C06"], ["C06-H03"], """
Kamala MACT - 29.10.2026
Insurer's W.S. (Dora): the driver Sri Prakash Harijan had a licence for LMV only and no badge / transport endorsement
to drive a heavy goods vehicle (tipper); breach of policy; pay and recover at most. Also the deceased rode without a
helmet - contributory negligence.
Issues framed (5). Next 10.12.2026 for claimants' evidence (PW1 Kamala).
""")

# ---------------- Nov 2026
u("backlog/2026-11/coffee AW 4.11.txt", "typed_note_txt", L, "2026-11-04", ["C03"], ["C03-H04"], """
04.11.26 Gram Nyayalaya - coffee case
AW1 Laxmi Pujari examined and cross-examined. AW2 Mangala Gadaba examined - proved mustering khata (Ext. 3): 118 days,
paid Rs. 150 per day by sardar against the notified Rs. 352. Cross by Patnaik: 'khata tume likhicha?' - she said the
munshi of the estate wrote. Good. Next 09.12.2026 for OP evidence.
""")
u("backlog/2026-11/FC order 11.11.2026.pdf", "certified_order_sheet_scan", "Family Court, Koraput at Jeypore", "2026-11-11", ["C08"], ["C08-H03"], """
IN THE COURT OF THE JUDGE, FAMILY COURT, KORAPUT AT JEYPORE
CRP No. 64 of 2026   Budhri Kadraka ... Petitioner   Vrs.   Lachhman Kadraka ... O.P.
11.11.2026  Case called on. Petitioner present with her Advocate Sri P.K. Padhi. O.P. present with his Advocate Smt.
S. Jena. Objection to the interim petition filed. Heard. Considering the salary of the O.P. and that the petitioner
has no income, the O.P. is directed to pay interim maintenance of Rs. 3,000/- (Rupees three thousand) per month to
the petitioner from the date of the petition, by the 10th of each month. Put up on 06.01.2027 for evidence of the
petitioner.                                                                      sd/- Judge, Family Court
""")
u("backlog/2026-11/naidu plea 17.11.docx", "typed_note_docx", L, "2026-11-17", ["C05"], ["C05-H04"], """
ICC 318/2026 - 17.11.2026 - JMFC Jeypore (Behera sir)
Substance of accusation explained to accused Naidu (Telugu - Venkata Rao explained). Pleaded not guilty.
Defence: cheque given in blank as security in Nov 2025 for paddy supply, dues were only Rs. 2,40,000.
We filed petition u/s 143A NI Act for interim compensation (20%). Next 07.01.2027 for hearing on 143A.
""")
u("backlog/2026-11/CamScanner 19-11-2026 15.12.pdf", "certified_order_sheet_scan", "JMFC, Koraput", "2026-11-19", ["C04"], ["C04-H03"], """
IN THE COURT OF THE J.M.F.C., KORAPUT
C.T. Case No. 211 of 2026   State (Forest) vs Sabitri Paraja & Anr.
19.11.2026  Case called on. Accused persons present on bail. Ld. APP present. Heard on the petition for discharge.
The question whether the siali leaf was collected as minor forest produce by members of the SHG under s. 3(1)(c) of
the Forest Rights Act is a matter of evidence. No ground to discharge at this stage. Petition rejected.
Substance of accusation u/s 21 and 27 of the Odisha Forest Act explained in Odia; the accused pleaded not guilty.
Put up on 11.02.2027 for P.W.s. Summons to P.W.1 (Forester) through DFO Koraput.            sd/- JMFC, Koraput
""")
u("backlog/2026-11/WP 18934 Sailendra chat.txt", "whatsapp_export", "Sailendra Mohanty (Cuttack associate)", "2027-01-13", ["C02"], ["C02-H03", "C02-H04"], """
18/11/26, 5:03 pm - Sailendra Mohanty Adv: Padhi babu Maliguda - Kalinga Alumina counter filed today. Main point: the 23 families were not in the 2011 survey, so not DFs
18/11/26, 5:04 pm - Sailendra Mohanty Adv: AGA Routray sought time for State counter, instructions from Collector awaited. Next 13.01.2027
18/11/26, 5:20 pm - Prasanta Padhi: Rejoinder points: 7 of them major sons in 2011 itself; voter list 2012 🙏 I'll send Damburu's list
13/01/27, 4:11 pm - Sailendra Mohanty Adv: State counter filed. Rath J not satisfied - directed Collector Koraput to file personal affidavit with RPDAC minutes of 12.06.2026 and why the 23 were not re-surveyed
13/01/27, 4:12 pm - Sailendra Mohanty Adv: List 10.03.2027. Interim continues
13/01/27, 4:30 pm - Prasanta Padhi: Very good. Damburu ku janaichi
""")

# ---------------- Dec 2026
u("backlog/2026-12/OSR order sheet 01.12.2026.pdf", "certified_order_sheet_scan", "Sub-Collector-cum-OSR Officer, Koraput", "2026-12-01", ["C01"], ["C01-H04"], """
IN THE COURT OF THE SUB-COLLECTOR-CUM-O.S.R. OFFICER, KORAPUT
O.S.R. Case No. 14 of 2026    Sukru Gadaba ... Applicant   Vrs.   Bishnu Prasad Agrawal ... O.P.
ଆଦେଶ / ORDER
01.12.2026  Case called on. Applicant present with Adv. Sri P.K. Padhi. O.P. through Adv. Sri M.K. Agrawal.
The R.I., Koraput has submitted his report: the O.P. is in possession of Ac. 1.20 in Plot No. 412 and grows
eucalyptus; the Sub-Registrar, Koraput reports that the deed No. 1264/1979 does not bear any endorsement of permission
under Regulation 3(1). The O.P. produced no permission order. Put up on 19.01.2027 for evidence of the applicant.
                                                                 sd/- Sub-Collector-cum-OSR Officer, Koraput
""")
u("backlog/2026-12/witch PW2 8 dec.txt", "typed_note_txt", L, "2026-12-08", ["C07"], ["C07-H04"], """
8 Dec 26 - Special Court - Dasamati case
PW2 Rama Muduli (son, 27) examined and cross-examined same day. He saw Ganesh and Bhaskar beating with lathi,
Kunti Sahu cut the hair with a sickle. Cross: he was in Vizag (migrant work) in March? - said came home for
Chaitra parab on 30.03.26. Stood firm. Next 25.01.2027 - PW3 ward member Sadhu Khara and PW4 Dr. Pragyan Pattnaik.
""")
u("backlog/2026-12/IMG_20261209_165522.jpg", "handwritten_note_photo", L, "2026-12-09", ["C03"], ["C03-H05"], """
9/12/26  Gram Nyayalaya - coffee
OW1 Ranjit Das (estate manager) examined - admitted the estate's munshi kept the mustering khata; paid sardar
commission. Arguments heard both sides today itself. Award on 20.01.2027. Laxmi didi - 'bhala hela'.
""")
u("backlog/2026-12/Kamala PW1 10.12.txt", "typed_note_txt", L, "2026-12-10", ["C06"], ["C06-H04"], """
10.12.2026 MACT - Kamala Santa PW1
Chief on affidavit; proved PM report (Ext. 2), FIR, her Aadhaar, husband's mason work certificate from contractor
Sri Bholanath Sahu (Rs. 12,000 pm). Cross by Dora: no income proof from bank; helmet? - she said he wore it.
Next 28.01.2027 for PW2 eyewitness Narasingha Pradhan.
""")

# ---------------- Jan 2027
u("backlog/2027-01/budhri PW1 6.1.27.docx", "typed_note_docx", L, "2027-01-06", ["C08"], ["C08-H04"], """
Budhri - Family Court - 06.01.2027
Interim Rs. 3,000 pm not paid since 11.11 (arrear about Rs. 15,000 counting from petition date). Filed petition for
distress warrant / attachment of salary. PW1 Budhri examined in chief through Kui interpreter (Sri Lingaraj Majhi).
Cross next date. Next 17.02.2027.
""")
u("backlog/2027-01/ICC 318 order 07.01.2027.pdf", "certified_order_sheet_scan", "JMFC, Jeypore", "2027-01-07", ["C05"], ["C05-H05"], """
IN THE COURT OF THE J.M.F.C., JEYPORE
I.C.C. Case No. 318 of 2026   M/s Maa Bhairabi Rice Mill vs Gorle Appala Naidu
07.01.2027  Case called on. Complainant present through Adv. Sri P.K. Padhi. Accused present on bail with Adv.
Sri K. Venkata Rao. Heard on the petition u/s 143A of the N.I. Act. The accused is directed to pay interim
compensation of 20% of the cheque amount, i.e. Rs. 1,57,000/- to the complainant within 60 days. Put up on 23.02.2027
for evidence of the complainant.                                                sd/- JMFC, Jeypore
""")
u("backlog/2027-01/Sukru evidence 19.1.docx", "typed_note_docx", L, "2027-01-19", ["C01"], ["C01-H05"], """
OSR 14/26 Sukru - 19.01.2027 - evidence
Sukru examined (chief in Desia, Sub-Collector's peshkar wrote in Odia). 1962 khata copy proved. Cross by M.K.
Agrawal: 'your father sold willingly and took Rs. 3,000?' - Sukru: 'mo bapa ku kagaj re tipa nela, paisa dela nahi
sabu'. Not shaken. OP's evidence next 02.03.2027.
""")
u("backlog/2027-01/Hillview award 20.01.2027.pdf", "certified_order_sheet_scan", "Gram Nyayalaya, Jeypore", "2027-01-20", ["C03"], ["C03-H06"], """
GRAM NYAYALAYA, JEYPORE    G.N. Civil Case No. 9 of 2026   Laxmi Pujari & 30 Ors. vs Hillview Coffee Estate
AWARD  20.01.2027
The estate's own munshi maintained the mustering khata (Ext. 3); the sardar was only a supervisor paid commission.
The estate is the employer. The claim is allowed: the OP shall pay Rs. 3,12,400/- (Rupees three lakh twelve thousand
four hundred) as the difference of minimum wages to the 31 claimants within 60 days, and compensation of Rs. 31,000/-
(Rs. 1,000 to each claimant). The case is disposed of.                          sd/- Nyayadhikari, Gram Nyayalaya
""")
u("backlog/2027-01/WhatsApp Image 2027-01-25 at 18.44.02.jpeg", "handwritten_note_photo", L, "2027-01-25", ["C07"], ["C07-H05"], """
25/1/27  Spl Ct - Dasamati
PW3 Sadhu Khara (ward member) turned hostile - said he was not at the meeting. Declared hostile, Spl PP cross.
PW4 Dr. Pattnaik absent (on duty at CHC). Judge issued summons through CDMO. Next 16/3/27.
""")
u("backlog/2027-01/WhatsApp Chat with Laxmi didi coffee.txt", "whatsapp_export", "Smt. Laxmi Pujari", "2027-01-21", ["C03"], [], """
20/01/27, 3:05 pm - Prasanta Padhi: Laxmi didi, coffee case jitila. Rs. 3,12,400 + Rs. 31,000 compensation. 60 din bhitare estate deba
20/01/27, 3:40 pm - Laxmi Didi: Johar ukil babu 🙏🙏 sabu jan khusi
21/01/27, 9:12 am - Laxmi Didi: estate manager kahila High Court jiba boli. Kenta heba?
21/01/27, 9:30 am - Prasanta Padhi: Let them go. Award execution filing after 60 days if not paid
""")

# ---------------- Feb-Mar 2027
u("backlog/2027-02/IMG_20270217_171020.jpg", "handwritten_note_photo", L, "2027-02-17", ["C08"], ["C08-H05"], """
17.2.27 Family Court - Budhri
OP paid Rs. 9,000 in court today (arrear part). Balance arrear still. PW1 cross by Sasmita Jena - 'tume nijae
ghara chhadila?' - Budhri (Kui, via interpreter): husband brought another woman, beat her. Next 7.4.27 OP evidence.
""")
u("backlog/2027-02/naidu CW1 23.2.jpg", "handwritten_note_photo", L, "2027-02-23", ["C05"], ["C05-H06"], """
23/02/27  JMFC Jeypore - Naidu
CW1 Raju babu affidavit tendered; cross by Venkata Rao in part - suggestion 'security cheque' - denied.
Venkata Rao asked to defer the rest of cross. 143A money - not paid yet (60 days end 08.03).
Next 6/4/27.
""")
u("backlog/2027-03/WhatsApp Chat with Smruti Jr (2).txt", "whatsapp_export", J, "2027-03-02", ["C06", "C04", "C01"], ["C06-H05", "C04-H04", "C01-H06"], """
28/01/27, 12:40 pm - Smruti Jr: Sir MACT Kamala - PW2 Narasingha Pradhan did not come. Kamala said he went to Raipur for work. Time taken by us. Next 11.03.2027
28/01/27, 12:41 pm - Prasanta Padhi: call him. Bus fare dei dia
11/02/27, 11:55 am - Smruti Jr: Sir siali case - forester PW1 absent. Panda madam issued summons through DFO again, next 25.03.2027
02/03/27, 1:20 pm - Smruti Jr: Sir Sukru OSR - Agrawal absent, medical petition (unwell). Sub-Collector allowed time on cost Rs. 500 payable to Sukru. Next 13.04.2027 OP evidence
02/03/27, 1:21 pm - Smruti Jr: Sukru bhai kahile 'ame 500 nebu nahi, jami darkar' 😄
02/03/27, 1:25 pm - Prasanta Padhi: 😄 take the 500 anyway
""")
u("backlog/2027-03/WP 18934 order 10.03.2027.pdf", "certified_order_sheet_scan", "Orissa High Court", "2027-03-10", ["C02"], ["C02-H05"], """
ORISSA HIGH COURT : CUTTACK
W.P.(C) No. 18934 of 2026     Order No. 05     Dated 10.03.2027
CORAM: THE HON'BLE DR. JUSTICE SANJUKTA RATH
The Collector, Koraput has filed a personal affidavit stating that on a re-survey, 11 (eleven) out of the 23 families
were found to be separate families as on the cut-off date and are being included as displaced families; the claims
of the remaining 12 are under verification. Learned counsel for the petitioner seeks time to file rejoinder. Two
weeks. List on 21.04.2027. Interim order to continue for the remaining families.        (Sanjukta Rath) Judge
""")
u("backlog/2027-03/Kamala PW2 11.3.jpg", "handwritten_note_photo", L, "2027-03-11", ["C06"], ["C06-H06"], """
11.3.27  MACT - Kamala
PW2 Narasingha Pradhan (eyewitness, drove the motorcycle behind) examined & crossed. Said tipper came fast on the
wrong side at the ghat turning; Dhanurjaya had helmet. Dora's cross - no damage. Claimants' evidence closed.
Next 22.4.27 - RE / insurer's investigator.
""")
u("backlog/2027-03/witch PW4 16.3.txt", "typed_note_txt", L, "2027-03-16", ["C07"], ["C07-H06"], """
16/03/2027 Special Court - Dasamati case
PW4 Dr. Pragyan Pattnaik examined: injury report (Ext. 4) proved - scalp wound, bruises, hair cut forcibly.
Cross: injuries simple, could be from a fall? - 'No, hair cut cannot be by fall.' Court issued summons to IO
(SI Sarat Chandra Behera, now at Nandapur PS). Next 04.05.2027.
""")
u("backlog/2027-03/siali PW1 cross 25.3.docx", "typed_note_docx", L, "2027-03-25", ["C04"], ["C04-H05"], """
C.T. 211/2026 siali - 25.03.2027 - PW1 Forester Jagannath Harijan
Chief by APP Bisoi: seizure at Ramagiri chhak, 14 quintals, no transit permit.
My cross: admitted (1) the Maa Tarini SHG members are Paraja and live in Ramagiri; (2) he did not ask for the gram
sabha resolution or check the CFR title of Ramagiri; (3) siali leaf is a minor forest produce; (4) no sale receipt to
any trader was found. Good admissions. Next 24.06.2027 for PW2 Range Officer.
""")

# ---------------- Apr 2027
u("backlog/2027-04/naidu 6.4.txt", "typed_note_txt", L, "2027-04-06", ["C05"], ["C05-H07"], """
6/4/27 JMFC Jeypore - rice mill cheque
CW1 cross concluded (Venkata Rao). 143A compensation Rs. 1,57,000 NOT paid - filed petition for recovery as fine
(s. 143A(5)). CW2 Branch Manager SBI Jeypore summoned with the return memo register. Next 29.06.2027.
""")
u("backlog/2027-04/WhatsApp Chat with Raju babu Rice Mill.txt", "whatsapp_export", "Rajendra Prasad Sahu (client)", "2027-04-07", ["C05"], [], """
06/04/27, 6:10 pm - Raju babu Rice Mill: Ukil babu Naidu paisa dela ki?
06/04/27, 6:20 pm - Prasanta Padhi: Nahi. 1,57,000 interim bi dei nahi. Recovery petition dela. Next 29 June
06/04/27, 6:21 pm - Raju babu Rice Mill: Salur re tara godown bandha boli sunili. Telugu broker kahila 'vaadu Vizag vellipoyadu'
07/04/27, 8:02 am - Raju babu Rice Mill: Bank manager ku mu kahidebi, 29 June asiba
""")
u("backlog/2027-04/budhri OPW1 7.4.txt", "typed_note_txt", L, "2027-04-07", ["C08"], ["C08-H06"], """
07.04.2027 Family Court - Budhri v Lachhman
OPW1 Lachhman examined himself - says his salary is only Rs. 14,500 in hand after loans; he has to keep old mother.
Our cross: pay slip Aug 2026 gross Rs. 32,480 shown - admitted. Admitted living with another woman ('mo ghara kama
kare'). Evidence closed both sides. ND 22.06.2027 for arguments.
""")
u("backlog/2027-04/correction budhri ND.txt", "typed_note_txt", L, "2027-04-08", ["C08"], ["C08-H06"], """
8.4.27 - correction: Budhri Family Court - yesterday's note says ND 22.06 - bhul (wrong, that was the Dasamati IO
date in my head). Bench clerk confirmed on phone: sahi paraba tarikh 29.06.2027 for arguments. Register re bi thik
karidia Bhagaban.
""")
u("backlog/2027-04/Sukru OP evidence 13.4.txt", "typed_note_txt", L, "2027-04-13", ["C01"], ["C01-H07"], """
13/04/2027 OSR Koraput - Sukru
OP Bishnu Prasad Agrawal examined himself. Says his father paid Rs. 3,000 in 1979 and SDO Koraput gave oral
permission; no written order. Cross by me: admitted he never applied for permission, admitted Sukru's family lived
on the adjoining plot. Evidence closed. Arguments on 06.07.2027.
""")
u("backlog/2027-04/Maliguda rejoinder 21.4.docx", "typed_note_docx", L, "2027-04-21", ["C02"], ["C02-H06"], """
Maliguda W.P.(C) 18934/2026 - 21.04.2027 (as told by Sailendra on phone)
Rejoinder filed for the remaining 12 families: voter list 2012 and ration cards show separate households. Rath J
heard for some time - part heard; court's time over. List after vacation, 14.07.2027. Interim continues.
Damburu wants to come to Cuttack next time - bus fare from Samiti.
""")
u("backlog/2027-04/Kamala offer 22.4.docx", "typed_note_docx", L, "2027-04-22", ["C06"], ["C06-H07"], """
Kamala MACT - 22.04.2027
Dash sir asked the insurer for an offer. Dora offered Rs. 14,00,000 (fourteen lakh) full and final. Kamala and her
father-in-law refused - 'chouda lakh re kenta heba, pila mane padhibe'. Our calculation about Rs. 26.4 lakh. Insurer
to examine its investigator RW1 (Sri Subhasis Dash). Next 01.07.2027.
""")

# ---------------- May-June 2027
u("backlog/2027-05/WhatsApp Image 2027-05-04 at 19.10.33.jpeg", "handwritten_note_photo", K, "2027-05-04", ["C07"], ["C07-H07"], """
ତାରିଖ ରେଜିଷ୍ଟର  ମେ ୨୦୨୭
୦୪.୦୫.୨୭  ସ୍ପେଶାଲ କୋର୍ଟ ଜୟପୁର  ଦାସମତୀ ମାମଲା - IO ଆସିନାହାନ୍ତି (ବଦଳି ନନ୍ଦପୁର)। IO ଙ୍କୁ BW।  ପର ତାରିଖ ୨୨.୦୬.୨୭
(IO absent, transferred to Nandapur; BW to IO; ND 22.06.27)
""")
u("backlog/2027-06/WhatsApp Chat with Smruti Jr (3).txt", "whatsapp_export", J, "2027-06-24", ["C07", "C04"], ["C07-H08", "C04-H06"], """
22/06/27, 2:15 pm - Smruti Jr: Sir Dasamati case - IO SI Sarat Chandra Behera came on BW. Examined in chief by Spl PP; part cross by Khora. Next 20.07.2027
22/06/27, 2:16 pm - Prasanta Padhi: 161 statement of Kunti naming - confirm with IO next date
24/06/27, 1:05 pm - Smruti Jr: Sir siali case - PW2 Range Officer Sri Bijay Kumar Naik examined in part. Madam's time over. Next 05.08.2027
24/06/27, 1:06 pm - Smruti Jr: He said the SHG had no transit permit but the gram sabha never applied for one either 😊
24/06/27, 1:10 pm - Prasanta Padhi: 👍
""")
u("backlog/2027-06/week plan 28 june.docx", "typed_note_docx", L, "2027-06-26", ["C05", "C08", "C06", "C01"], [], """
WEEK 28.06 - 03.07.2027  (after vacation)
Tue 29.06  JMFC Jeypore - rice mill cheque (CW2 bank manager; recovery petition 143A)  +  Family Court - Budhri args
Thu 01.07  MACT - Kamala (RW1 investigator) - prepare cross: badge point, offer 14 lakh
Tue 06.07  OSR Koraput - Sukru arguments (Smruti to carry 1962 khata + RI report)
Chamber: Maliguda papers to Sailendra by courier before 10.07.
""")
u("backlog/2027-06/JMFC Jeypore cause list 29.06.2027.pdf", "cause_list_pdf", "JMFC, Jeypore", "2027-06-28", ["C05"], [], """
IN THE COURT OF THE J.M.F.C., JEYPORE        CAUSE LIST FOR 29.06.2027 (Tuesday)
1. G.R. Case No. 602/2025  State vs Suresh Khillo  - P.W.
2. I.C.C. Case No. 112/2026  Jagannath Traders vs Binod Bisoi - appearance
3. I.C.C. Case No. 318/2026  M/s Maa Bhairabi Rice Mill vs Gorle Appala Naidu - C.W. (CW2) / petition u/s 143A(5)
4. G.R. Case No. 77/2027  State vs Pitabas Gouda & 2 Ors. - bail
5. C.T. Case No. 44/2027  State (Excise) vs Laxman Harijan - plea
""")
