"""The uploads of the Dharamshala practice: what Adv. Anuradha Katoch, her junior Karan and the munshi Prem Chand kept."""

L, J, M = "Anuradha Katoch", "Karan Rana", "Prem Chand (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents before and around the cases
u("backlog/2030-02/Scan_20300214_s118 rejection Mehra.pdf", "document_scan", "Principal Secretary (Revenue), Govt. of H.P.", "2030-02-14", ["C01"], [], """
GOVERNMENT OF HIMACHAL PRADESH
DEPARTMENT OF REVENUE
No. Rev.B.F(10)-118/2029-Kangra-441                      Dated: Shimla-2, the 14th February, 2030
To
    Sh. Rohan Mehra s/o Sh. Ashok Mehra, r/o C-14, Greater Kailash-I, New Delhi.
Subject: Permission under Section 118 of the H.P. Tenancy and Land Reforms Act, 1972 to purchase land
         measuring 0-04-18 hectare comprised in Khasra No. 1187/2, Khata/Khatauni No. 96/133, Mohal Dharamkot,
         Mauza Bhagsu, Tehsil Dharamshala, District Kangra.
Sir,
    I am directed to refer to your application on the subject cited above and to say that the case has been
examined. The land is situated in the catchment of a drinking water source and the purpose (homestay / residential
use) is not found justified. Accordingly, the Government has rejected the permission sought.
                                                  Yours faithfully,
                                                  sd/- Under Secretary (Revenue) to the Govt. of H.P.
Copy to: Deputy Commissioner, Kangra at Dharamshala w.r.t. his letter recommending the case dated 03.10.2029.
""")
u("backlog/2030-03/WhatsApp Image 2030-03-21 at 4.12.08 PM.jpeg", "document_photo", "Patwari Halqa Bhagsu", "2030-03-21", ["C01"], [], """
नकल जमाबन्दी साल 2026-27        मौजा भागसू   मुहाल धर्मकोट   तहसील धर्मशाला   जिला कांगड़ा
खाता/खतौनी 96/133      खसरा नं. 1187/2      रकबा 0-04-18 हैक्टेयर      किस्म: बंजर कदीम
मालिक: जोगिन्द्र सिंह पुत्र धर्म चन्द (कृषक)        काश्तकार: खुद काश्त
कैफियत: —
नकल जारी 21.03.2030         ह०/- पटवारी हल्का भागसू
""")
u("backlog/2029-11/plaint Kehar Singh kuhl Palampur.docx", "typed_note_docx", L, "2029-11-19", ["C02"], [], """
IN THE COURT OF THE LD. CIVIL JUDGE (JUNIOR DIVISION), COURT NO. 2, PALAMPUR, DISTT. KANGRA (H.P.)
Civil Suit No. ______ of 2029
Kehar Singh Rana s/o Late Sh. Partap Singh, r/o Village Bundla, Tehsil Palampur            ...Plaintiff
                         Versus
1. Bidhi Chand s/o Sh. Maghi Ram  2. Sanjay Kumar s/o Bidhi Chand  3. Roshan Lal s/o Sh. Gian Chand,
all r/o Upper Bundla, Tehsil Palampur                                                         ...Defendants
SUIT FOR PERMANENT PROHIBITORY AND MANDATORY INJUNCTION
1. That the plaintiff owns a tea garden (tea estate) of 3-12-06 hectares at Mohal Bundla which is irrigated by the
   Bundla kuhl since time immemorial. The water of the kuhl is shared by warabandi: the plaintiff's turn (baari)
   is from Tuesday evening to Wednesday evening and on Friday night, as recorded in the riwaj-i-abpashi and the
   wajib-ul-arz of the mohal.
2. That in September 2029 the defendants dug a cut (naka) in the kuhl at the upper mohal and took the water to a
   fish pond (machhli talab) made by defendant No. 2, so that no water reaches the plaintiff's garden on his turn.
3. That the tea bushes have started drying and the plaintiff has suffered a loss of about Rs. 2,20,000 in the
   second flush of 2029.
PRAYER: decree of permanent prohibitory injunction restraining the defendants from diverting the water of the
kuhl, and of mandatory injunction to fill up the cut and restore the flow. Valued at Rs. 300 for court fee.
Palampur, dated 19.11.2029              Plaintiff through counsel Anuradha Katoch, Advocate
""")
u("backlog/2030-03/IMG_20300318_112215.jpg", "document_photo", "Patwari Halqa Ichhi", "2030-03-18", ["C03"], [], """
नकल जमाबन्दी साल 2025-26      मुहाल इच्छी    तहसील कांगड़ा
खाता 41   खतौनी 77   खसरा नं. 411, 412   रकबा 0-31-40 हैक्टेयर
मालिक: दलीप सिंह पुत्र ठाकुर बलदेव सिंह
काश्तकार: प्रकाश चन्द पुत्र चुहड़ू राम, गैर मौरूसी, बटाई निस्फी (आधा हिस्सा)
कैफियत: गिरदावरी 2019 से 2025 तक काश्त प्रकाश चन्द दर्ज
ह०/- पटवारी हल्का इच्छी   18.03.2030
""")
u("backlog/2030-02/eviction notice Bhardwaj to Dolkar.pdf", "document_scan", "Ritu Sood, Advocate (for the landlord)", "2030-02-05", ["C04"], [], """
RITU SOOD, Advocate, Kotwali Bazar, Dharamshala
Regd. A.D.                                                       Dated: 05.02.2030
To: Ms. Tenzin Dolkar, Dolkar's Kitchen, Jogiwara Road, McLeodganj, Dharamshala
NOTICE
Under instructions of my client Sh. Sushil Bhardwaj s/o Sh. Tara Chand, owner of the building 'Bhardwaj Niwas',
Jogiwara Road, you are a tenant of the ground floor shop at Rs. 12,000 per month. You have not paid the rent since
March 2029, i.e. arrears of Rs. 1,44,000 for twelve months. The building is more than 50 years old and is unsafe;
my client requires it bona fide for reconstruction. You are called upon to pay the arrears and vacate the shop
within one month, failing which proceedings under Section 14 of the H.P. Urban Rent Control Act, 1987 shall follow.
                                                                 Advocate
""")
u("backlog/2030-04/money order receipts Dolkar.pdf", "document_scan", "India Post, McLeodganj S.O.", "2030-04-03", ["C04"], [], """
INDIA POST - eMO RECEIPTS (photocopies, 4)   Office of booking: McLeodganj S.O. 176219
eMO No. 1762190320114  dt 02.04.2029  Rs. 12,000  Payee: Sushil Bhardwaj, Kotwali Bazar  Status: REFUSED BY PAYEE
eMO No. 1762190520381  dt 03.05.2029  Rs. 12,000  Payee: Sushil Bhardwaj                 Status: REFUSED BY PAYEE
eMO No. 1762190611902  dt 04.06.2029  Rs. 12,000  Payee: Sushil Bhardwaj                 Status: REFUSED BY PAYEE
eMO No. 1762190702277  dt 02.07.2029  Rs. 12,000  Payee: Sushil Bhardwaj                 Status: REFUSED BY PAYEE
(Remitter: Tenzin Dolkar, Jogiwara Road)      certified photocopy issued 03.04.2030
""")
u("backlog/2030-09/FIR 58-2030 PS McLeodganj.pdf", "document_scan", "Police Station McLeodganj", "2030-08-21", ["C05"], [], """
FIRST INFORMATION REPORT (Under Section 173 B.N.S.S.)
District: Kangra   P.S.: McLeodganj   FIR No. 0058   Date: 21.08.2030   Time: 19:40
Acts & Sections: N.D.P.S. Act, 1985 - 20(b)(ii)(B), 29
Information: Police party headed by SI Rajesh Kumar on patrol at the Dharamkot-Gallu road, near the Tushita turn,
at about 6.15 PM saw a youth with a red rucksack who turned back on seeing the police. On search in the presence of
independent witnesses, 780 grams of charas in the shape of sticks and balls wrapped in a polythene was recovered
from the rucksack. The youth disclosed his name as Ankush Thakur s/o Pritam Chand r/o Dharamkot. Recovery memo,
sample and seal memo prepared; NCB form filled. Accused arrested.
                                                SI Rajesh Kumar, PS McLeodganj
""")
u("backlog/2030-04/disability certificate Dawa Sangmo.pdf", "document_scan", "Medical Board, Zonal Hospital Dharamshala", "2030-04-06", ["C06"], [], """
ZONAL HOSPITAL, DHARAMSHALA (H.P.) - MEDICAL BOARD
DISABILITY CERTIFICATE   No. ZHD/MB/2030/118        Date: 06.04.2030
Certified that Ms. Dawa Sangmo d/o Sh. Karma Tsering, aged 27 years, r/o Gangchen Kyishong, Dharamshala, was
examined by the Board. She sustained a compound fracture of the left tibia and fibula in a road accident on
11.01.2030 and was operated (ORIF with plate). Residual shortening of 2 cm and restricted movement of the left
ankle. Permanent physical disability: 35% (thirty-five per cent) in relation to the left lower limb.
sd/- Dr. Anil Kapoor, Orthopaedics (Member)   sd/- Chairperson, Medical Board
""")
u("backlog/2030-04/claim petition Dawa MACT.docx", "typed_note_docx", L, "2030-04-10", ["C06"], [], """
BEFORE THE LD. MOTOR ACCIDENT CLAIMS TRIBUNAL-I, KANGRA AT DHARAMSHALA
Claim petition u/s 166 of the Motor Vehicles Act, 1988
Dawa Sangmo d/o Karma Tsering, 27 yrs, r/o Gangchen Kyishong, Dharamshala                ...Claimant
Versus
1. Mohinder Singh (driver), r/o Khaniyara  2. Parveen Kumar (owner of taxi HP-xx-C-xxxx), r/o Sidhbari
3. National Insurance Co. Ltd., Branch Office Dharamshala                                 ...Respondents
1. On 11.01.2030 at about 7.30 PM the claimant was travelling in the taxi from Kotwali Bazar to McLeodganj. Near
   Khara Danda the driver, driving rashly on the icy road, lost control and the taxi went off the road and fell
   about 40 feet down the slope (khadd). FIR No. 6/2030 PS Dharamshala u/s 281, 125(b) BNS.
2. The claimant, a thangka painter at a handicraft centre earning Rs. 22,000 per month, was treated at Zonal
   Hospital Dharamshala and at Tanda Medical College; she remained admitted for 19 days.
3. Compensation claimed: Rs. 18,50,000 with interest @ 9% p.a.
Dharamshala, 10.04.2030                    through counsel Anuradha Katoch, Advocate
""")
u("backlog/2029-08/award Bhalet Baner khad-II.pdf", "document_scan", "Land Acquisition Collector (HPPCL), Dharamshala", "2029-08-30", ["C08"], [], """
OFFICE OF THE LAND ACQUISITION COLLECTOR, H.P. POWER CORPORATION LTD., DHARAMSHALA
AWARD No. 3 of 2029 under Section 23 of the RFCTLARR Act, 2013
Project: Baner Khad Stage-II Hydro Electric Project (HPPCL)    Mohal: Bhalet, Tehsil Kangra
Land acquired: 11-06 kanal (land of Jagdish Chand and 6 other co-sharers, khasra nos. 233 to 239)
Market value fixed on the basis of the average of the sale deeds of the preceding three years: Rs. 2,40,000 per
kanal (irrigated and un-irrigated alike). Multiplication factor 1 (urban/peri-urban area as notified) and
solatium 100%. Total award for the land: Rs. 54,24,000 (incl. solatium), trees and structures assessed separately.
Announced at Dharamshala on 30.08.2029.            sd/- Land Acquisition Collector
""")

# ---------------- C01 Mehra s.118 writ (HP High Court)
u("backlog/2030-05/CWP 3318 order 14.05.2030.pdf", "certified_order_sheet_scan", "High Court of Himachal Pradesh", "2030-05-16", ["C01"], ["C01-H01"], """
IN THE HIGH COURT OF HIMACHAL PRADESH AT SHIMLA
CWP No. 3318 of 2030
Rohan Mehra                                                              ...Petitioner
Versus
State of H.P. and others                                                 ...Respondents
14.05.2030   Present: Ms. Anuradha Katoch, Advocate, for the petitioner.
             Mr. Hemant Vaidya, Additional Advocate General, for respondents No. 1 to 3.
Notice. Mr. Hemant Vaidya, learned Additional Advocate General, accepts notice on behalf of respondents No. 1 to 3.
Issue notice to respondent No. 4 (Gram Panchayat Bhagsu), returnable on the next date. Reply be filed within
four weeks. Rejoinder, if any, within two weeks thereafter.
List on 09.07.2030.
                                                     (Rajeev Kumar Pathak)
May 14, 2030 (sk)                                          Judge
""")
u("backlog/2030-05/IMG20300514171105.jpg", "handwritten_note_photo", L, "2030-05-14", ["C01"], ["C01-H01"], """
14/5/30 Shimla - Ct 4 Pathak J
Mehra 118 writ - notice, Vaidya AAG accepted. Reply 4 wks. 9.7.30.
Judge ne poocha - DC ne recommend kiya tha phir Govt ne kyun reject kiya? Good point for us - DC letter 3.10.29
Annexure P-4 hai. Rohan ko mail karna. Volvo back 9 pm.
""")
u("backlog/2030-07/Mehra 118 writ 9 july.docx", "typed_note_docx", L, "2030-07-09", ["C01"], ["C01-H02"], """
09.07.2030 - CWP 3318/2030 Rohan Mehra v. State of H.P. - Pathak J, Court 4, Shimla
No reply by the State. Vaidya AAG: "instructions awaited from the Revenue Department", sought 4 weeks more.
Pathak J granted time as a last opportunity - "no further time shall be granted".
Panchayat Bhagsu (R4) served, nobody appeared.
Rohan (on phone) asked if he can start the homestay construction meanwhile - told him NO, not a single brick till
the permission; his seller Joginder ji is getting restless, wants the agreement money of Rs. 8,00,000 settled.
ND 27.08.2030.
""")
u("backlog/2030-08/CWP-3318-2030 order dt 27-08-2030.pdf", "certified_order_sheet_scan", "High Court of Himachal Pradesh", "2030-08-29", ["C01"], ["C01-H03"], """
IN THE HIGH COURT OF HIMACHAL PRADESH AT SHIMLA
CWP No. 3318 of 2030
Rohan Mehra                                                              ...Petitioner
Versus
State of H.P. and others                                                 ...Respondents
27.08.2030   Present: Ms. Anuradha Katoch, Advocate, for the petitioner.
             Mr. Hemant Vaidya, Additional Advocate General, for respondents No. 1 to 3.
             None for respondent No. 4.
Reply on behalf of respondents No. 1 to 3 has been filed today in the Court. It is taken on record.
During the hearing, learned counsel for the petitioner was asked whether the petitioner intends to run a homestay
registered under the H.P. Homestay Scheme; she states that the petitioner shall apply for registration only after
the permission. Learned Additional Advocate General to also explain why the recommendation of the Deputy
Commissioner was not accepted. Rejoinder within three weeks.
List on 15.10.2030.
                                                     (Rajeev Kumar Pathak)
August 27, 2030 (sk)                                       Judge
""")
u("backlog/2031-03/CWP 3318-2030 order 11.03.2031.pdf", "certified_order_sheet_scan", "High Court of Himachal Pradesh", "2031-03-13", ["C01"], ["C01-H06"], """
IN THE HIGH COURT OF HIMACHAL PRADESH AT SHIMLA
CWP No. 3318 of 2030
Rohan Mehra                                                              ...Petitioner
Versus
State of H.P. and others                                                 ...Respondents
11.03.2031   Present: Ms. Anuradha Katoch, Advocate, for the petitioner.
             Mr. Hemant Vaidya, Additional Advocate General, for respondents No. 1 to 3.
Arguments on behalf of the petitioner concluded. Learned Additional Advocate General seeks time to address
arguments, as the officer concerned is to be present to assist him. Time is granted. The original record of the
Revenue Department shall be kept in the custody of the Registry.
List on 06.05.2031.
                                                     (Rajeev Kumar Pathak)
March 11, 2031 (sk)                                        Judge
""")
u("backlog/2031-03/mehra args 11.3.txt", "typed_note_txt", L, "2031-03-11", ["C01"], ["C01-H06"], """
11.3.31 Shimla Ct 4 - Mehra 118
Argued 40 min: (1) DC recommended 3.10.29, Govt rejected without a single reason except "catchment" - no
report of Jal Shakti Vibhag on file; (2) other 118 permissions in the same mohal Dharamkot (3 in 2027-28) - parity.
Pathak J read the original file himself. Seemed with us on the catchment point.
Vaidya AAG ne time le liya - "officer will assist". 2nd time State ne time liya is case me.
ND 6.5.31 for State's args. Rohan ko bataya.
""")

# ---------------- C02 Bundla kuhl suit (CJ Palampur)
u("backlog/2030-08/CS 142-2029 order 20.08.2030.pdf", "certified_order_sheet_scan", "Civil Judge (Junior Division), Palampur", "2030-08-22", ["C02"], ["C02-H04"], """
IN THE COURT OF MS. SHALINI DOGRA, CIVIL JUDGE (JUNIOR DIVISION), COURT NO. 2, PALAMPUR
Civil Suit No. 142 of 2029      RBT No. 61/2030
Kehar Singh Rana             Versus          Bidhi Chand & Ors.
20.08.2030
Present: Ld. counsel for the plaintiff.  Sh. O.P. Bhatia, Ld. counsel for the defendants.
Heard on the application under Order 26 Rule 9 CPC. The dispute concerns the flow of water in the kuhl and the
alleged cut near the fish pond; a spot inspection is necessary. Sh. Naresh Awasthi, Advocate, is appointed Local
Commissioner to visit the spot with the Patwari Halqa and the kohli of the kuhl, and to report the course of the
kuhl, the cut if any, and the turns of water (warabandi) as per the revenue record. Fee of the LC is fixed at
Rs. 4,000/- to be paid by the plaintiff. Report by the next date. Be listed on 24.09.2030.
                                              Civil Judge (Jr. Divn.), Court No. 2, Palampur
""")
u("backlog/2030-09/IMG_20300924_160233.jpg", "handwritten_note_photo", L, "2030-09-24", ["C02"], ["C02-H05"], """
24.9.30 Palampur Ct 2 - Kehar Singh kuhl
LC report aa gayi. Naka (cut) confirmed at upper mohal - pipe 4 inch laga ke pani fish pond me. Kohli Sukh Ram
ne spot pe bola Kehar ki baari Mangal shaam se Budh shaam + Shukar raat.
Bhatia - objections to report. ND 5.11.30.
Kehar ji bole "asan kuthu jana, chaah de boote sukke jaa de" - told him patience.
""")
u("backlog/2030-12/IMG20301217131750.jpg", "handwritten_note_photo", L, "2030-12-17", ["C02"], ["C02-H07"], """
17/12/30  CJ Palampur  Kehar v Bidhi Chand
PW1 Kehar Singh - affidavit Ex PW1/A, jamabandi Ex PW1/1, wajib-ul-arz copy Ex PW1/2.
Bhatia ne cross defer karwaya - "not prepared, file just received". Dogra madam warned - next date no adjournment.
ND 4.2.31 - PW1 cross + PW2 kohli.
""")
u("backlog/2031-02/kuhl case PW cross 4-2-31.docx", "typed_note_docx", L, "2031-02-04", ["C02"], ["C02-H08"], """
04.02.2031 - CS 142/2029 Kehar Singh Rana v. Bidhi Chand - CJ (JD) Ct 2 Palampur
PW1 Kehar Singh cross by Bhatia (1 hr): admitted fish pond was dug "about two years back"; denied that the kuhl
water is surplus in the rains; said tea bushes of about 4 kanal dried in 2030.
PW2 Sukh Ram, kohli of Bundla kuhl for 22 years - examined and cross-examined. Said: the water is divided by
warabandi, Kehar Singh's turn is Tuesday evening to Wednesday evening and Friday night; since the naka was put
"pani niche aunda hi nahi" on his turn. In cross: admitted he gets 2 kg tea from Kehar every year (kohli's
share - 'kohlu ka hissa'), but denied bias.
ND 18.3.31 - remaining PE (patwari).
""")
u("backlog/2031-03/CS 142 of 2029 order 18.03.2031.pdf", "certified_order_sheet_scan", "Civil Judge (Junior Division), Palampur", "2031-03-20", ["C02"], ["C02-H09"], """
IN THE COURT OF MS. SHALINI DOGRA, CIVIL JUDGE (JUNIOR DIVISION), COURT NO. 2, PALAMPUR
Civil Suit No. 142 of 2029      RBT No. 61/2030
Kehar Singh Rana             Versus          Bidhi Chand & Ors.
18.03.2031
Present: Ld. counsel for the plaintiff with PW Patwari Halqa Bundla.
         Proxy counsel for Sh. O.P. Bhatia, Ld. counsel for the defendants.
Proxy counsel states that the Ld. counsel for the defendants is busy before the Hon'ble High Court at Shimla and
seeks adjournment. This is the third adjournment at the instance of the defendants. Request opposed. In the
interest of justice, adjourned subject to costs of Rs. 1,500/- payable to the plaintiff. The witness present be
bound down. Be listed on 22.04.2031 for remaining plaintiff's evidence.
                                              Civil Judge (Jr. Divn.), Court No. 2, Palampur
""")

# ---------------- C03 Bimla Devi proprietary rights (AC 1st Grade, Kangra) - revenue court orders in Hindi
u("backlog/2030-05/Bimla Devi tehsildar order 08.05.2030.pdf", "certified_order_sheet_scan", "Assistant Collector 1st Grade, Kangra", "2030-05-10", ["C03"], ["C03-H01"], """
न्यायालय सहायक समाहर्ता प्रथम श्रेणी (तहसीलदार), कांगड़ा, जिला कांगड़ा (हि.प्र.)
केस नं. 14/2030   धारा 104 हि.प्र. मुजारियत एवं भू-सुधार अधिनियम, 1972
बिमला देवी पत्नी स्व. प्रकाश चन्द, निवासी इच्छी          बनाम          दलीप सिंह पुत्र ठाकुर बलदेव सिंह
08.05.2030
हाजिर: प्रार्थिया सहित अधिवक्ता श्रीमती अनुराधा कटोच।
प्रार्थना पत्र प्राप्त। प्रतिवादी (मालिक भूमि) को नोटिस जारी हो। पटवारी हल्का इच्छी मिसल हकीयत तथा पिछली चार
जमाबन्दियों व खसरा गिरदावरी की नकल सहित रिपोर्ट पेश करे। पेशी 03.07.2030 को।
                                               ह०/- सहायक समाहर्ता प्रथम श्रेणी, कांगड़ा
""")
u("backlog/2030-08/bimla devi statement 7 aug.txt", "typed_note_txt", L, "2030-08-07", ["C03"], ["C03-H03"], """
7 aug 30 - Tehsil Kangra - Bimla Devi (Ichhi) u/s 104
Bimla's statement recorded in Pahari, Tehsildar sahib khud likhwa rahe the: "asan 1998 te khet wahande, adha
anaj Thakuran jo denda" - batai nisfi paid every fasal.
Patwari Halqa Ichhi (Sh. Ramesh Chand) - proved jamabandi 2025-26 and girdawari 2019-2025: Prakash Chand recorded
gair maurusi, batai nisfi. Mehta's cross - patwari said entry since jamabandi 2005-06, no change order ever.
ND 11.9.30 - landowner's evidence.
""")
u("backlog/2030-10/IMG_20301016_135812.jpg", "handwritten_note_photo", L, "2030-10-16", ["C03"], ["C03-H05"], """
16/10/30 Kangra tehsil - Bimla Devi
Args done. Mehta: she was only a labourer, receipts of batai nahi. Me: revenue entry presumption s. 45 HPLR Act,
no rebuttal, girdawari continuous. Tehsildar sahib - "order 4.12.30 ko sunaunga".
""")
u("backlog/2030-12/Bimla Devi order 04.12.2030.pdf", "certified_order_sheet_scan", "Assistant Collector 1st Grade, Kangra", "2030-12-06", ["C03"], ["C03-H06"], """
न्यायालय सहायक समाहर्ता प्रथम श्रेणी (तहसीलदार), कांगड़ा
केस नं. 14/2030   बिमला देवी बनाम दलीप सिंह
04.12.2030
हाजिर: प्रार्थिया सहित अधिवक्ता। प्रतिवादी की ओर से श्री यशपाल मेहता अधिवक्ता।
आदेश: राजस्व अभिलेख (जमाबन्दी 2005-06 से 2025-26 तथा खसरा गिरदावरी) में प्रकाश चन्द गैर मौरूसी काश्तकार
बटाई निस्फी दर्ज चला आ रहा है। प्रतिवादी इस इन्दराज का खण्डन किसी साक्ष्य से नहीं कर सका। अतः खसरा नं. 411,
412 रकबा 0-31-40 हैक्टेयर पर प्रार्थिया बिमला देवी (काश्तकार की विधवा) को धारा 104 के अन्तर्गत मालिकाना हक
प्रदान किए जाते हैं। मुआवजा राशि 6,240/- रुपये तीन माह के भीतर जमा करवाई जाए। इन्तकाल दर्ज हो।
मिसल दाखिल दफ्तर हो।                                ह०/- सहायक समाहर्ता प्रथम श्रेणी, कांगड़ा
""")

# ---------------- C04 Dolkar rent case (Rent Controller, Dharamshala)
u("backlog/2030-05/Dolkar reply RP 27 17-5-30.docx", "typed_note_docx", L, "2030-05-17", ["C04"], ["C04-H01"], """
17.05.2030 (Fri) - Rent Petition 27/2030 Sushil Bhardwaj v. Tenzin Dolkar - Rent Controller Ct 1, Dharamshala
Reply filed for the tenant. Stand: (1) rent was tendered every month by eMO and refused by the landlord (receipts
annexed R-1 to R-4); (2) building is sound, landlord wants to let it to a bigger hotel at Rs. 35,000.
Ritu Sood disputed the tender - "eMO never received". Sharma sahib: provisional rent next date, tenant to come
ready to deposit.
Dolkar asked about her RC (Registration Certificate) renewal at the FRO - not our case, told her to go to
the Tibetan Settlement Office first. ND 12.07.2030.
""")
u("backlog/2030-07/RP 27-2030 order 12.07.2030.pdf", "certified_order_sheet_scan", "Rent Controller, Dharamshala", "2030-07-15", ["C04"], ["C04-H02"], """
IN THE COURT OF SH. ABHINAV SHARMA, CIVIL JUDGE-CUM-RENT CONTROLLER, COURT NO. 1, DHARAMSHALA
Rent Petition No. 27 of 2030     Sushil Bhardwaj vs Tenzin Dolkar
12.07.2030
Present: Ms. Ritu Sood, Adv. for the petitioner-landlord. Ms. Anuradha Katoch, Adv. for the respondent-tenant.
Provisional rent assessed at Rs. 12,000/- per month. The respondent-tenant has tendered today arrears of
Rs. 1,44,000/- for the period from March 2029 to February 2030 along with interest @ 9% p.a. amounting to
Rs. 7,020/- and costs of Rs. 500/-, by way of a demand draft, which is accepted by the petitioner's counsel under
protest. The ground of arrears shall be considered at the final stage. Tenant to continue to pay the monthly rent by
the 15th of each month. Now for framing of issues on 23.08.2030.
                                              Rent Controller, Court No. 1, Dharamshala
""")
u("backlog/2030-10/04.10.30 notes.txt", "typed_note_txt", L, "2030-10-04", ["C04", "C06"], ["C04-H04"], """
04.10.30 (shukarvaar)
1) Dolkar rent - AW1 Sushil Bhardwaj examined. My cross: admitted eMOs came to his shop address and were "returned
   because not full rent" - big admission. Admitted he has no MC Dharamshala sanction for the new building yet.
   ND 22.11.30, AW2.
2) Dawa MACT - Dawa called in the evening, her RC (Registration Certificate) expires Dec; FRO wants the court case
   papers? No - told her the MACT case has nothing to do with RC renewal. Her evidence is on Monday 7.10, she must
   bring the original hospital discharge slips from Tanda.
""")
u("backlog/2031-01/AW2 architect cross Dolkar.docx", "typed_note_docx", L, "2031-01-10", ["C04"], ["C04-H06"], """
10 January 2031 - RP 27/2030 Bhardwaj v. Dolkar - Rent Controller
AW2 Er. Vikas Awasthi (architect) examined: building 'Bhardwaj Niwas' is 55 years old, wooden beams decayed,
unsafe in an earthquake (Zone V).
Our cross: he admitted (a) no structural test (no core test, no rebound hammer) was done, (b) NO building plan has
been submitted to or sanctioned by the MC Dharamshala / TCP, (c) the upper two floors are let out to a guest house
and the landlord is not evicting them. Good.
ND 28.02.2031.
""")
u("backlog/2031-02/WhatsApp Image 2031-02-28 at 2.15.47 PM.jpeg", "handwritten_note_photo", L, "2031-02-28", ["C04"], ["C04-H07"], """
28.2.31 Rent Ct 1
Dolkar - Ritu Sood closed landlord's evidence. RW1 Tenzin Dolkar ka affidavit file kar diya (in English, she signed
in Tibetan script + English). Her cross 17.4.31. Prepare her - she gets nervous, Pema (her nephew) will come to
translate if needed. eMO receipts originals leke aana.
""")

# ---------------- C05 Ankush charas bail (Special Judge-I)
u("backlog/2030-09/ankush bail args 30.9.txt", "typed_note_txt", L, "2030-09-30", ["C05"], ["C05-H03"], """
30.09.2030 - Bail Appl. 412/2030 Ankush Thakur v. State - Special Judge-I, Jaswal sahib
RFSL Dharamshala report came: sample is charas, 780 g total - intermediate quantity (commercial is 1 kg), so no
s. 37 bar. Argued: 40 days in custody, student of BA 3rd year at Govt College Dharamshala, no previous case,
independent witnesses not from the locality, challan not yet filed.
PP Naveen Chauhan opposed: "supply to tourists, Dharamkot is a hub". Order on 3.10.2030.
Pritam Chand (father) ready with surety - his FD of Rs. 1,00,000.
""")
u("backlog/2030-10/Bail Appl 412-2030 order 03.10.2030.pdf", "certified_order_sheet_scan", "Special Judge-I, Kangra at Dharamshala", "2030-10-04", ["C05"], ["C05-H04"], """
IN THE COURT OF SH. DEVENDER SINGH JASWAL, SPECIAL JUDGE-I, KANGRA AT DHARAMSHALA
Bail Application No. 412 of 2030   Ankush Thakur vs State of H.P.   FIR No. 58/2030 PS McLeodganj
03.10.2030
Present: Ms. Anuradha Katoch, Adv. for the applicant. Sh. Naveen Chauhan, Ld. Public Prosecutor for the State.
As per the report of the RFSL the contraband is 780 grams of charas, which is less than the commercial quantity;
the rigours of Section 37 of the NDPS Act are not attracted. The applicant is in custody since 21.08.2030, is a
student and has no criminal antecedents. The investigation is complete qua recovery. The applicant is ordered to be
released on bail on his furnishing personal bond in the sum of Rs. 50,000/- with one surety in the like amount,
subject to the conditions: (i) he shall not leave the District Kangra without permission of the Court; (ii) he
shall mark attendance at PS McLeodganj on the first Monday of every month; (iii) he shall not tamper with evidence.
The application is disposed of.                       Special Judge-I, Kangra at Dharamshala
""")

# ---------------- C06 Dawa MACT (MACT-I)
u("backlog/2030-08/Dawa MACT 26.08.2030.docx", "typed_note_docx", L, "2030-08-26", ["C06"], ["C06-H03"], """
26.08.2030 - MAC Petition 61/2030 Dawa Sangmo v. Mohinder Singh & Ors. - MACT-I, Dhiman madam
Insurer's reply filed by Ashwani Guleria: (i) taxi had a permit only for Dharamshala town local routes, not for
McLeodganj hill route - "route permit violation"; (ii) driver's badge expired. R1, R2 already admitted the
accident, say ice on the road (paala).
Issues framed (4) incl. permit / licence onus on insurer.
Madam: claimant's evidence by affidavit, doctor to be summoned through the CMO Kangra.
ND 7.10.30.
""")
u("backlog/2030-10/IMG_20301007_121920.jpg", "handwritten_note_photo", L, "2030-10-07", ["C06"], ["C06-H04"], """
7/10/30 MACT-I
Dawa (PW1) - affidavit Ex PW1/A, discharge slips Tanda Ex PW1/3 to 5, bills Rs. 1,86,400 Ex PW1/6 (colly).
Guleria cross: thangka painting income proof? - she showed the centre's letter Rs. 22,000 pm; she said she could not
sit cross-legged to paint for 6 months. Did she wear seat belt? - "back seat, no belt in taxi".
ND 18.11.30 - PW2 doctor.
""")
u("backlog/2030-11/MACT Dawa 18 nov.txt", "typed_note_txt", L, "2030-11-18", ["C06"], ["C06-H05"], """
18 nov 30 - MACT-I - Dawa Sangmo
Dr. Anil Kapoor (Zonal Hosp., ortho) nahi aaye - on emergency duty. Dhiman madam issued summons again through the
CMO Kangra, "doctor to be present positively".
ND 13.01.31 for PW2.
""")
u("backlog/2030-11/correction dawa ND.txt", "typed_note_txt", L, "2030-11-19", ["C06"], [], """
19/11/30 - CORRECTION
Dawa MACT: kal ke note me ND 13.01.31 likha - galat. Prem Chand ne reader se register dekha: sahi date 06.01.2031
(Monday), PW2 Dr. Anil Kapoor. 13.1 wali Meenakshi ke liye bhi nahi hai - wo 27.1 hai. Diary me theek kar diya.
""")
u("backlog/2031-03/Dawa RW1 24-03-2031.docx", "typed_note_docx", L, "2031-03-24", ["C06"], ["C06-H08"], """
24.03.2031 - MACT-I - MAC Pet. 61/2030 Dawa Sangmo
RW1 Sh. Rakesh Dogra, Asst. Manager, National Insurance, Dharamshala examined: proved policy Ex RW1/1 and the
permit copy Ex RW1/2 (permit: "Dharamshala-Kotwali Bazar-Sakoh local area").
Our cross: admitted McLeodganj is within the Dharamshala Municipal Corporation area; admitted no investigator's
report was filed; admitted premium received and policy was valid on 11.01.2030.
RE closed. ND 17.04.2031 for arguments. Prepare: Pranay Sethi / Raj Kumar multiplier for 27 yrs = 17; disability
35% of limb -> functional disability argument; bills Rs. 1,86,400.
""")

# ---------------- C07 Meenakshi divorce (Family Court)
u("backlog/2030-05/IMG20300527103344.jpg", "handwritten_note_photo", L, "2030-05-27", ["C07"], ["C07-H01"], """
27.5.30 Family Ct Kangra at Dsala - Negi sahib
Ajay v. Meenakshi (HMA 13(1)(ib) desertion). We appeared for Meenakshi. Reply filed + s. 24 appl.
Her stand: she was thrown out in Feb 2028 after dowry demand (Alto car), never deserted. Ajay is in Army (Dogra
Regiment), posted Pathankot. Vinod Chaudhary for him.
ND 22.7.30 - counselling.
""")
u("backlog/2030-09/Meenakshi counselling report 2-9-30.docx", "typed_note_docx", L, "2030-09-02", ["C07"], ["C07-H03"], """
02.09.2030 - HMA 44/2030 Ajay Kumar v. Meenakshi Kumari - Family Court, Negi sahib
Counsellor's report: "no settlement possible, husband not ready to take the wife back".
s. 24 arguments heard. Negi sahib asked Chaudhary for Ajay's salary certificate from the unit / pay slip - Chaudhary
said "around 38,000 in hand". Judge: salary certificate from the Commanding Officer by next date, not oral figures.
ND 21.10.2030 for order on s. 24.
Meenakshi's mother said "tusan jo theek lagda, asan taiyaar han".
""")
u("backlog/2030-10/HMA 44-2030 s24 order 21.10.2030.pdf", "certified_order_sheet_scan", "Family Court, Kangra at Dharamshala", "2030-10-23", ["C07"], ["C07-H04"], """
IN THE COURT OF SH. PAWAN KUMAR NEGI, PRINCIPAL JUDGE, FAMILY COURT, KANGRA AT DHARAMSHALA
HMA Petition No. 44 of 2030     Ajay Kumar vs Meenakshi Kumari
21.10.2030
Order on application under Section 24 of the Hindu Marriage Act, 1955 moved by the respondent-wife.
The salary certificate issued by the Commanding Officer shows the gross pay of the petitioner as Rs. 61,300/- per
month. The respondent has no independent source of income. The petitioner is directed to pay maintenance
pendente lite of Rs. 9,000/- per month from the date of the application and Rs. 11,000/- as litigation expenses.
The arrears shall be cleared within two months. To come up for framing of issues on 09.12.2030.
                                              Principal Judge, Family Court, Kangra at Dharamshala
""")
u("backlog/2030-12/meenakshi issues 9 dec.txt", "typed_note_txt", L, "2030-12-09", ["C07"], ["C07-H05"], """
9.12.30 Family Court - Meenakshi
Issues framed: (1) desertion for 2 yrs? OPP (2) relief. Arrears under s. 24 NOT paid - not a rupee; Chaudhary says
Ajay on field posting. Negi sahib: pay before next date, else defence/relief consequences.
Arrears now: May-Dec 2030 = 8 x 9,000 = 72,000 + 11,000 litigation = 83,000.
ND 27.1.31 - PE (Ajay as PW1).
""")
u("backlog/2031-01/IMG20310127120412.jpg", "handwritten_note_photo", L, "2031-01-27", ["C07"], ["C07-H06"], """
27/1/31 FC - Meenakshi
Ajay (PW1) chief by affidavit tendered. Cross by us deferred - Chaudhary ne time le liya, said Ajay has to rejoin
unit, "next date cross poora". Ajay paid only Rs. 18,000 by DD in court (arrears 83,000!). Negi sahib recorded
balance, strict warning.
ND 10.3.31.
""")
u("backlog/2031-03/Meenakshi PW1 cross 10.03.2031.docx", "typed_note_docx", L, "2031-03-10", ["C07"], ["C07-H07"], """
10.03.2031 - HMA 44/2030 Ajay Kumar v. Meenakshi - Family Court
Our cross of PW1 Ajay (1.5 hrs): admitted he never sent any legal notice asking her to return; admitted the
Alto car was bought in his name in Jan 2028 "with help from in-laws"; admitted he did not visit Shahpur even once
in 2028-29. Denied dowry demand.
Arrears: he paid another Rs. 27,000 today; still balance - Negi sahib noted.
ND 28.04.2031 - PW2 (Ajay's mother).
""")

# ---------------- C08 Bhalet hydel reference (ADJ-II)
u("backlog/2030-09/bhalet reference 4 sep.txt", "typed_note_txt", L, "2030-09-04", ["C08"], ["C08-H03"], """
4.9.30 ADJ-II Dsala - Land Ref 9/2029 Jagdish Chand v. LAC (HPPCL)
Replies of LAC and HPPCL filed (Kiran Bala for HPPCL). Issues framed: (1) market value on the date of s. 11
notification? (2) factor 2 for rural area? (3) relief.
Awasthi sahib: bring sale deeds of the same mohal Bhalet within one year before the notification, not of Kangra town.
ND 23.10.30 - PW1.
""")
u("backlog/2030-10/Jagdish PW1 23.10.30.docx", "typed_note_docx", L, "2030-10-23", ["C08"], ["C08-H04"], """
23.10.2030 - Land Reference No. 9/2029 - ADJ-II Dharamshala
PW1 Jagdish Chand examined: land was irrigated (kuhl-fed) paddy land, 2 fasal; 11-06 kanal acquired; the LAC paid
Rs. 2,40,000 per kanal. Exhibited two sale deeds of mohal Bhalet: Ex PW1/3 dt 12.01.2028 (2 kanal for Rs. 11,00,000,
i.e. Rs. 5,50,000 per kanal) and Ex PW1/4 dt 03.06.2028 (1-10 kanal for Rs. 9,00,000, i.e. Rs. 6,00,000 per kanal).
Kiran Bala's cross: small plots, road-side - "not comparable". Jagdish: "saari zameen sadak de naal hi thi".
We claim Rs. 6,50,000 per kanal + factor 2 (mohal Bhalet is rural, not peri-urban).
ND 18.12.30 - PW2 registration clerk to prove deeds.
""")
u("backlog/2030-12/IMG_20301218_154401.jpg", "handwritten_note_photo", L, "2030-12-18", ["C08"], ["C08-H05"], """
18.12.30 ADJ-II - Bhalet ref.
PW2 Sh. Sunil Kumar, registration clerk, Sub-Registrar Kangra - proved both deeds from the register.
Kiran Bala - "instructions from HPPCL head office Shimla awaited", cross ke liye time. Awasthi sahib gave time but
said "only once".
ND 12.2.31.
""")
u("backlog/2031-02/Land Ref 9-2029 order 12.02.2031.pdf", "certified_order_sheet_scan", "Additional District Judge-II, Dharamshala", "2031-02-14", ["C08"], ["C08-H06"], """
IN THE COURT OF SH. SANJEEV AWASTHI, ADDITIONAL DISTRICT JUDGE-II, DHARAMSHALA
Land Reference No. 9 of 2029     Jagdish Chand & Ors. vs Land Acquisition Collector & Anr.
12.02.2031
Present: Ld. counsel for the claimants. Ld. Dy. DA for respondent No. 1. Ms. Kiran Bala, Adv. for respondent No. 2
(HPPCL).
PW2 Sunil Kumar cross-examined by Ld. counsel for respondent No. 2. Statement of Ld. counsel for the claimants
recorded closing evidence. Respondents to lead evidence on 26.03.2031; no further opportunity to respondent No. 2.
                                              Additional District Judge-II, Dharamshala
""")
u("backlog/2031-03/bhalet RW1 26.3.txt", "typed_note_txt", L, "2031-03-26", ["C08"], ["C08-H07"], """
26.3.31 ADJ-II - Bhalet hydel ref
RW1 Naib Tehsildar Sh. Kuldeep Raj (LAC HPPCL office) examined: award based on average of 14 sale deeds of 3 years.
Cross: admitted 9 of those 14 deeds are of mohal Rait and Dari (other mohals), not Bhalet; admitted factor 1 was
applied only because of "a 2015 notification" which he could not produce.
RE closed. Args 24.4.31.
""")

# ---------------- C01 (rest)
u("backlog/2030-12/Mehra writ 10-12-2030.docx", "typed_note_docx", L, "2030-12-10", ["C01"], ["C01-H05"], """
10.12.2030 (Tue) - CWP 3318/2030 Mehra v. State - Pathak J, Ct 4
Original file of s. 118 produced by the Under Secretary (Revenue). File noting shows DC Kangra recommended, the
Jal Shakti Vibhag was NEVER asked; the "catchment" reason was added at the Secretariat level.
Started arguments (20 min) - board heavy, Pathak J: "synopsis of two pages, both sides; list after vacation".
ND 11.03.2031. Winter vacation 23 Dec to 14 Feb - no Shimla trips.
""")

# ---------------- the munshi's register (Devanagari), photographed page by page
u("backlog/2030-05/IMG-20300529-WA0007.jpg", "handwritten_note_photo", M, "2030-05-29", ["C02", "C08"], ["C02-H02", "C08-H01"], """
तारीख रजिस्टर - मई 2030
21.05.2030 (मंगलवार) पालमपुर कोर्ट नं. 2 - केहर सिंह बनाम बिधि चन्द (कूहल वाला केस)
   रिप्लीकेशन दाखिल कर दी। मुद्दे अगली पेशी पर। अगली तारीख 16.07.2030 (जून में छुट्टियाँ)
29.05.2030 (बुधवार) ए.डी.जे.-2 धर्मशाला - जगदीश चन्द बनाम भू-अर्जन समाहर्ता (भलेट, बिजली प्रोजेक्ट)
   रेफरेंस आ गया। समाहर्ता और एच.पी.पी.सी.एल. को नोटिस। अगली तारीख 24.07.2030
   जगदीश जी को फोन पर बता दिया।          - प्रेम चन्द
""")
u("backlog/2030-07/IMG-20300724-WA0011.jpg", "handwritten_note_photo", M, "2030-07-24", ["C03", "C02", "C07", "C08"], ["C03-H02", "C02-H03", "C07-H02", "C08-H02"], """
तारीख रजिस्टर - जुलाई 2030
03.07.2030 तहसील कांगड़ा - बिमला देवी (इच्छी) धारा 104
   मालिक दलीप सिंह की तरफ से मेहता वकील ने एतराज दिए - कहते हैं बिमला देवी के पति मजदूर थे, मुजारा नहीं।
   पटवारी रिपोर्ट आ गई। अगली पेशी 07.08.2030 गवाही
16.07.2030 पालमपुर - केहर सिंह कूहल केस: 5 मुद्दे बन गए। लोकल कमिश्नर की दरखास्त दी। अगली 20.08.2030
22.07.2030 फैमिली कोर्ट - अजय बनाम मीनाक्षी: काउंसलर के पास भेजा। अगली 02.09.2030
24.07.2030 ए.डी.जे.-2 - भलेट रेफरेंस: बिजली कम्पनी (HPPCL) की वकील ने जवाब के लिए समय लिया, कम्पनी से
   हिदायत नहीं आई। अगली 04.09.2030
""")
u("backlog/2030-09/IMG-20300911-WA0004.jpg", "handwritten_note_photo", M, "2030-09-11", ["C04", "C03"], ["C04-H03", "C03-H04"], """
तारीख रजिस्टर - अगस्त / सितम्बर 2030
23.08.2030 रैंट कंट्रोलर कोर्ट नं. 1 - भारद्वाज बनाम तेनज़िन डोलकर (मैक्लोडगंज दुकान)
   मुद्दे तय। मकान मालिक की गवाही। अगली तारीख 04.10.2030
11.09.2030 तहसील कांगड़ा - बिमला देवी: मालिक की तरफ से गवाह (उनका मुंशी जगत राम) का बयान हुआ।
   बहस अगली पेशी पर - 16.10.2030
""")
u("backlog/2030-11/IMG-20301122-WA0015.jpg", "handwritten_note_photo", M, "2030-11-22", ["C01", "C04"], ["C01-H04", "C04-H05"], """
तारीख रजिस्टर - अक्टूबर / नवम्बर 2030
15.10.2030 हाईकोर्ट शिमला - रोहन मेहरा (118 वाली रिट): रिजॉइंडर दाखिल। जज साहब ने सरकार से 118 की असल
   फाइल डी.सी. की रिपोर्ट समेत मंगवाई। अगली तारीख 10.12.2030   (मैडम खुद गईं)
22.11.2030 रैंट कोर्ट - डोलकर केस: मकान मालिक की वकील (रितु सूद जी) बीमार, तारीख ले ली। AW2 नहीं आया।
   अगली तारीख 10.01.2031
""")

# ---------------- the junior's chats
u("backlog/2030-09/WhatsApp Chat with Karan Rana Jr.txt", "whatsapp_export", J, "2030-09-16", ["C02", "C06", "C05"], ["C02-H01", "C06-H01", "C02-H02", "C06-H02", "C05-H01", "C05-H02"], """
[23/04/30, 1:12:40 PM] Karan Rana Jr: Ma'am Palampur - Kehar Singh wale case me Bhatia ji ne WS file kar diya teeno defendants ka. Replication ke liye 21.5 di hai
[23/04/30, 1:14:02 PM] Anuradha Katoch Adv: ok. WS ki copy scan karke bhejo
[20/05/30, 12:05:31 PM] Karan Rana Jr: Ma'am MACT-I Dawa Sangmo - notice issue ho gaya R1 R2 R3 ko. ND 15.7.30
[21/05/30, 3:40:18 PM] Karan Rana Jr: Replication file ho gayi Palampur me. Issues 16/7 ko
[15/07/30, 11:48:09 AM] Karan Rana Jr: Ma'am Dawa case - driver aur owner ka reply aa gaya, accident maan liya, bole road pe paala (ice) tha. Insurance wale Guleria sir ne time le liya reply ke liye. ND 26.8
[15/07/30, 11:49:30 AM] Anuradha Katoch Adv: Theek. Dawa ko bata dena, woh Norbu-la ke saath aayi thi na?
[15/07/30, 11:50:02 AM] Karan Rana Jr: Haan ma'am, bata diya
[09/09/30, 2:20:44 PM] Karan Rana Jr: Ma'am Ankush bail - Jaswal sir ne status report mangwayi PS McLeodganj se. 16.9 ko
[16/09/30, 12:31:15 PM] Karan Rana Jr: Ma'am status report aa gayi. RFSL report abhi nahi aayi, PP ne time liya. Jaswal sir bole bina chemical report ke bail pe nahi sunenge. ND 30.9
[16/09/30, 12:33:40 PM] Anuradha Katoch Adv: Pritam Chand ji ko bolo 30 ko FD ke papers leke aaye, main khud argue karungi
""")
u("backlog/2031-02/WhatsApp Chat with Karan Rana Jr (2).txt", "whatsapp_export", J, "2031-02-17", ["C02", "C06"], ["C02-H06", "C06-H06", "C06-H07"], """
05/11/30, 12:10 - Karan Rana Jr: Ma'am Palampur Kehar Singh - Bhatia ji Shimla HC me busy, unke junior ne tarikh le li. ND 17.12.30
05/11/30, 12:12 - Anuradha Katoch Adv: Pehli baar bhi yahi. Order sheet me likhwaya?
05/11/30, 12:15 - Karan Rana Jr: Haan ma'am, "counsel busy in High Court" likha hai
06/01/31, 1:05 - Karan Rana Jr: Ma'am MACT - Dr. Anil Kapoor aa gaye. 35% permanent disability left leg prove kar di, certificate Ex PW2/A. Guleria sir ka cross 10 min. ND 17.2
17/02/31, 12:40 - Karan Rana Jr: Ma'am Dawa case - PE close kar di humne. Insurance ka witness nahi aaya, Guleria sir ne time liya. Dhiman madam ne bola next date pe witness nahi to evidence close. ND 24.3.31
17/02/31, 12:41 - Anuradha Katoch Adv: 👍 Dawa ko bata do, 24 ko aane ki zaroorat nahi
""")

# ---------------- a client's chat (Kangri in Latin letters)
u("backlog/2031-03/WhatsApp Chat with Kehar Singh Bundla.txt", "whatsapp_export", "Kehar Singh Rana", "2031-03-20", ["C02"], [], """
18/03/31, 19:02 - Kehar Singh Bundla: Madam ji ram ram. Ajj bi Bhatia nahi aaya? asan kitne saal eh kuhl de peechhe kachehri jande rehne
18/03/31, 19:10 - Anuradha Katoch Adv: Ram ram ji. Nahi aaye, par judge sahiba ne 1500 kharcha lagaya. Agli tarikh 22 April.
18/03/31, 19:12 - Kehar Singh Bundla: Pani ajj bi nahi aunda baari wale din. Boote sukke jaa de. Tusan kuch karo
18/03/31, 19:15 - Anuradha Katoch Adv: Aap naka ki nayi photo date ke saath lo. Stay ki application pe sochte hain.
20/03/31, 08:40 - Kehar Singh Bundla: Photo bheji hai. Patwari ji bole 22 nu fir aunge.
""")

# ---------------- Registration of Foreigners (no case), plan, cause list, receipts
u("backlog/2031-01/FRO query Pema Dorjee.txt", "typed_note_txt", L, "2031-01-14", [], [], """
14.1.31 - walk-in (Dolkar's nephew) - Pema Dorjee, 24, born Bir 2006 to Tibetan parents
Query: RC renewal refused at FRO (SP office Dharamshala) - asked to show parents' RC of the year of his birth.
Told him: (1) born in India after 1987 - citizenship by birth question (s. 3 Citizenship Act) - HC judgments on
Tibetans born 1950-1987 do not cover him straight; (2) meanwhile renew RC under the Registration of Foreigners Rules,
carry the CTA green book and the settlement officer's letter. No case filed. Fees not taken.
""")
u("backlog/2031-03/IMG_20310302_110905.jpg", "document_photo", "Treasury, Kangra", "2031-03-02", ["C03"], [], """
H.P. GOVERNMENT e-CHALLAN (HIMKOSH)      GRN: 0031-0309-7741      Date: 02.03.2031
Head: 0029-Land Revenue   Department: Revenue, Tehsil Kangra
Depositor: Bimla Devi w/o Late Prakash Chand, Ichhi   Case No. 14/2030 AC 1st Grade Kangra (s. 104 HPTLR Act)
Amount: Rs. 6,240/- (Rupees Six Thousand Two Hundred Forty only)    Status: SUCCESS
""")
u("backlog/2031-04/Week plan 14-28 April.docx", "typed_note_docx", L, "2031-04-12", ["C04", "C06", "C02", "C08", "C07", "C01", "C03"], [], """
WEEK PLAN - 14 to 28 April 2031
Mon 14/4 - Ambedkar Jayanti, Tue 15/4 - Himachal Day: courts closed. Drafting days.
Thu 17/4 - Rent Ct 1 - Dolkar: RW1 Tenzin Dolkar's cross. Originals of eMO receipts + Dolkar's rent register;
          Pema to sit with her for Tibetan. (Rent Ct first, then run to MACT-I.)
        - MACT-I - Dawa Sangmo: ARGUMENTS. Written synopsis: multiplier 17, income Rs. 22,000, 35% disability,
          bills Rs. 1,86,400, permit point - McLeodganj inside MC Dharamshala (RW1's admission).
Tue 22/4 - Palampur Ct 2 - Kehar kuhl: patwari (PW3), collect costs Rs. 1,500. Karan to go; I come if Dolkar done.
Thu 24/4 - ADJ-II - Bhalet hydel ref: ARGUMENTS. Chart of the two Bhalet sale deeds (5.5 and 6 lakh per kanal) vs
          award 2.4 lakh; RW1's admission (9 of 14 deeds other mohals); factor 2 (rural) - get the notification.
Mon 28/4 - Family Ct - Meenakshi: PW2 (Ajay's mother). Arrears chart: due 1,19,000 till April (12 x 9,000 + 11,000), paid 45,000.
Pending:
- Mehra 118 writ (6 May, Shimla): book HRTC Volvo 5 May; two-page synopsis already filed 18 Feb.
- Bimla Devi: challan Rs. 6,240 deposited 2.3.31 - intqal (mutation) still not entered, meet patwari Ichhi.
""")
u("backlog/2031-04/cause list Rent Controller Ct 1 17.04.2031.pdf", "cause_list_pdf", "District Courts, Kangra at Dharamshala", "2031-04-16", ["C04"], [], """
DISTRICT COURTS, KANGRA AT DHARAMSHALA - CAUSE LIST FOR 17.04.2031 (THURSDAY)
COURT OF SH. ABHINAV SHARMA, CIVIL JUDGE-CUM-RENT CONTROLLER, COURT NO. 1, DHARAMSHALA
Sr.  Case No.              Parties                                              Purpose
1    RP 11/2029            Kanta Devi vs Lobsang Tenzin                         Arguments
2    RP 27/2030            Sushil Bhardwaj vs Tenzin Dolkar                     RE (cross of RW1)
3    CS 301/2030           Om Chand vs Nagar Nigam Dharamshala                  PE
4    Exe. 19/2031          Rattan Lal vs Rakesh Kumar                           Objections
5    CMA 88/2031           HP Tourism Dev. Corp. vs Hotel Bhagsu View           Reply
""")
