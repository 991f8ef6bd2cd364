"""The uploads of the Balasore-Bhadrak practice: what Dash babu, his junior Subhankar and the muhuri Kailash kept."""

L, J, K = "Bibhuti Bhusan Dash", "Subhankar Jena", "Kailash Chandra Behera (muhuri)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ================= C01 Aradi partition suit (CJSD Bhadrak)
u("backlog/2025-10/ROR Khata 146 Aradi.pdf", "document_scan", "Tahasildar, Dhamnagar", "2025-10-09", ["C01"], [], """
GOVERNMENT OF ODISHA - RECORD OF RIGHTS (KHATIAN)  - Hal Settlement 1988
District: Bhadrak   Tahasil: Dhamnagar   Mouza: Aradi   Thana No. 211
Khata No. 146   Status: Sthitiban
Name of tenant: Raghunath Sahoo s/o Lokanath Sahoo, Caste Khandayat, r/o Aradi
Plot No.   Kisam        Area (Ac.)
 409       Sarad-II      1.120
 411       Sarad-I       0.960
 412       Sarad-II      0.840
 415       Gharabari     0.560
Total                    3.480
Certified copy issued on 09.10.2025 by the Tahasildar, Dhamnagar (computerised copy, Bhulekh)
""")
u("backlog/2025-11/plaint_CS118_2025_final.pdf", "document_scan", L, "2025-11-20", ["C01"], [], """
IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION), BHADRAK
C.S. No. ____ of 2025
Gopal Chandra Sahoo, aged about 58 years, s/o late Raghunath Sahoo, Vill. Aradi, P.S. Dhamnagar ... Plaintiff
                                   -Versus-
1. Bhikari Charan Sahoo  2. Sanatan Sahoo  3. Kuni Sahoo (sons of late Lokanath Sahoo's grandson Braja Sahoo)
4. Sabitri Dei  5. Malati Dei                                                      ... Defendants
SUIT FOR PARTITION
1. The suit schedule land, Ac. 3.480 dec. under Khata No. 146 of Mouza Aradi, stands recorded in the Hal ROR of
   1988 in the name of Raghunath Sahoo, the common ancestor. It is ancestral paddy (dhana) land and gharabari.
2. The plaintiff has 1/3rd share. There was never any partition by metes and bounds; the parties are in joint
   possession through bhag-chasa. The defendants refused amicable partition on 12.10.2025.
PRAYER: preliminary decree for partition declaring the plaintiff's 1/3rd share; final decree through a pleader
commissioner; costs. Valuation for court fee Rs. 2,10,000.
Bhadrak, 20.11.2025                          Advocate for the Plaintiff (B.B. Dash)
""")
u("backlog/2027-02/IMG-20270215-WA0004.jpg", "handwritten_note_photo", K, "2027-02-15", ["C01"], ["C01-H01"], """
ତାରିଖ 15.02.2027 (ସୋମବାର)  ଭଦ୍ରକ ସିନିୟର ଡିଭିଜନ କୋର୍ଟ
ବଣ୍ଟନ ମକଦ୍ଦମା C.S. 118/2025  ଗୋପାଳ ସାହୁ ବନାମ ଭିଖାରୀ ସାହୁ
ବିବାଦୀ ୧ ରୁ ୩ ହାଜିରା ଦେଲେ। ପିତାମ୍ବର ମହାନ୍ତି ବାବୁ WS ପାଇଁ ସମୟ ମାଗିଲେ।
ପରବର୍ତ୍ତୀ ତାରିଖ 17.03.2027
- କୈଳାସ
""")
u("backlog/2027-03/WS D1 to D3 Aradi partition.pdf", "document_scan", "Sri Pitambar Mohanty, Advocate", "2027-03-17", ["C01"], [], """
IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION), BHADRAK      C.S. No. 118 of 2025
WRITTEN STATEMENT OF DEFENDANTS NO. 1 TO 3
1. The suit is not maintainable. The suit land was partitioned amicably in the year 1994 by a family arrangement
   (ghara bantana) in presence of the village gentlemen, and the parties have been possessing separately since.
2. Plot No. 412 (Ac. 0.840) fell to the share of Braja Sahoo and is in the exclusive possession of defendant No. 1.
3. The plaintiff sold his share in plot 409 to one Hari Jena by an unregistered deed; he cannot seek partition again.
4. The suit is bad for non-joinder of Hari Jena. The suit be dismissed with costs.
Verified at Bhadrak on 17.03.2027.              Defendants 1 to 3, through Sri Pitambar Mohanty, Advocate
""")
u("backlog/2027-03/aradi 17.3.txt", "typed_note_txt", L, "2027-03-17", ["C01"], ["C01-H02"], """
17.03.27 Bhadrak CJSD - Aradi partition (Gopal Sahoo)
WS filed for D1-D3 by Pitambar babu. Main plea: 1994 re ghara bantana heigala (family arrangement), plot 412 D1 ra.
Also says Gopal sold share in 409 to Hari Jena by plain paper - check with Gopal, he denies.
D4 Sabitri & D5 Malati - no appearance despite service: set ex parte.
Next 19.04.2027 for settlement of issues. Gopal ku kahibaku porcha (ROR) certified copy ready rakhibe.
""")
u("backlog/2027-04/CS 118-2025 order sheet 19.04.2027.pdf", "certified_order_sheet_scan", "Civil Judge (Senior Division), Bhadrak", "2027-04-23", ["C01"], ["C01-H03"], """
IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION), BHADRAK
C.S. No. 118 of 2025
Order No. 11    dt. 19.04.2027
Plaintiff files hazira through advocate. Defendants 1 to 3 file hazira. D4 and D5 already set ex parte.
Heard learned counsel for both sides on settlement of issues. Following issues are settled:
(1) Is the suit maintainable? (2) Has the plaintiff any cause of action? (3) Was there any prior partition of the
suit land in the year 1994 by family arrangement? (4) Is the suit bad for non-joinder of necessary party?
(5) Is the plaintiff entitled to 1/3rd share in the suit land? (6) To what other relief?
Plaintiff is directed to file the certified copy of the Hal ROR of 1988 settlement.
Put up on 21.06.2027 for P.W.
                                  Sd/- R.N. Dehury, Civil Judge (Sr. Division), Bhadrak
""")
u("backlog/2027-06/IMG_20270621_163302.jpg", "handwritten_note_photo", L, "2027-06-21", ["C01"], ["C01-H04"], """
21/6/27 Bhadrak - CJSD - Gopal Sahoo partition
Filed petn u/O 26 R 9 for amin commission - boundaries of 409/412 disputed, ROR alone will not show ahi.
Pitambar babu objected - "commission premature". Dehury babu: objection in writing, hearing next date.
ND 19.7.27. ROR certified copy filed today (Hal 1988).
""")
u("backlog/2027-07/Aradi commission order 19-07.docx", "typed_note_docx", L, "2027-07-19", ["C01"], ["C01-H05"], """
19.07.2027 - C.S. 118/2025 - CJSD Bhadrak
Commission petition ALLOWED. Sri Nabakishore Das, Advocate appointed survey-knowing pleader commissioner to
measure plots 409, 411, 412, 415 with reference to the Hal ROR map and note possession.
Commission fee Rs. 6,000 to be deposited by plaintiff within one week. Report by next date.
Pitambar Mohanty babu asked that D1's possession on 412 be noted - court said commissioner will note actual possession.
ND 06.09.2027 for commission report.
""")
u("backlog/2027-09/IMG-20270906-WA0011.jpg", "handwritten_note_photo", K, "2027-09-06", ["C01"], ["C01-H06"], """
ତାରିଖ 06.09.2027  ଭଦ୍ରକ CJSD  C.S. 118/2025 ଗୋପାଳ ସାହୁ
କମିଶନ ରିପୋର୍ଟ ଦାଖଲ ହେଲା ନାହିଁ। ଜମିରେ ପାଣି, ଧାନ ଠିଆ ଅଛି, ମାପ ହୋଇପାରିଲା ନାହିଁ।
କମିଶନର ନବକିଶୋର ବାବୁ ସମୟ ମାଗିଲେ।
ପରବର୍ତ୍ତୀ ତାରିଖ 08.11.2027
- କୈଳାସ
""")
u("backlog/2027-11/Gopal partition PW1 8 nov.txt", "typed_note_txt", L, "2027-11-08", ["C01"], ["C01-H07"], """
8 Nov 2027 - Bhadrak CJSD - Aradi partition
Commission report filed (measured 18.10.27): plot 412 found in separate possession of D1 - bad for us on 412,
but 409, 411 and 415 in joint possession as we pleaded. Objection to report - we will file.
PW1 Gopal affidavit evidence filed (chief). Pitambar babu wanted time to cross - allowed.
ND 13.12.27 for cross of PW1. Gopal ku bhalabhabe bujhei debaku - 1994 bantana question asiba.
""")
u("backlog/2027-12/CS 118-2025 order 13.12.2027.pdf", "certified_order_sheet_scan", "Civil Judge (Senior Division), Bhadrak", "2027-12-16", ["C01"], ["C01-H08"], """
IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION), BHADRAK
C.S. No. 118 of 2025
Order No. 19    dt. 13.12.2027
Both parties file hazira. P.W.1 (plaintiff Gopal Chandra Sahoo) is cross-examined on behalf of defendants 1 to 3
by Sri P. Mohanty, Advocate, and discharged. Objection of the plaintiff to the commission report is kept on record.
Plaintiff to produce his remaining witnesses. Put up on 17.01.2028 for further P.W.
                                  Sd/- R.N. Dehury, Civil Judge (Sr. Division), Bhadrak
""")
u("backlog/2028-01/IMG-20280117-WA0002.jpg", "handwritten_note_photo", K, "2028-01-17", ["C01"], ["C01-H09"], """
ତାରିଖ 17.01.2028  ଭଦ୍ରକ  C.S. 118/2025 (ବଣ୍ଟନ)
ସାକ୍ଷୀ P.W.2 ରତ୍ନାକର ଦାସ ଆସିଲେ, ଜବାନବନ୍ଦୀ ଓ ଜେରା ହେଲା।
ବାଦୀ ପକ୍ଷ ସାକ୍ଷ୍ୟ ବନ୍ଦ (P.W. closed)।
ପରବର୍ତ୍ତୀ ତାରିଖ 06.02.2028 (D.W.)
- କୈଳାସ
""")
u("backlog/2028-01/correction aradi ND.txt", "typed_note_txt", L, "2028-01-18", ["C01"], [], """
18.1.28 - CORRECTION. Kailash register re Aradi partition ND 06.02.2028 lekhichhi - bhul (wrong).
Checked the order sheet at Bhadrak through Jena babu: next date is 06.03.2028 for D.W. (defendants' evidence).
6 Feb nuhe, 6 March. Diary re correct karibaku.
""")

# ================= C02 Kirtania gherry suit (CJSD Balasore)
u("backlog/2026-12/lease deed Kirtania gherry.pdf", "document_scan", "Sub-Registrar, Bhograi", "2026-12-10", ["C02"], [], """
REGISTERED LEASE DEED  (Document No. 1108 of 2024, Sub-Registrar Office, Bhograi)   Dated 02.04.2024
Lessor: Panchanan Das s/o late Kalipada Das, Vill. Kirtania, P.S. Talsari, Dist. Balasore
Lessee: Nitai Chandra Maity s/o Gour Chandra Maity, Vill. Kirtania
Schedule: Ac. 6.20 dec. of gherry (prawn culture pond with embankment), Khata No. 388, Plot Nos. 1012, 1013,
Mouza Kirtania. Term: five years from 01.04.2024 to 31.03.2029.
Rent: Rs. 2,40,000 per annum payable in two half-yearly instalments of Rs. 1,20,000 (April and October).
The lessee shall obtain registration of the farm with the Coastal Aquaculture Authority at his own cost.
The lessor shall not induct any other person during the term.
""")
u("backlog/2027-03/Document_2027-03-02.docx", "typed_note_docx", L, "2027-03-02", ["C02"], ["C02-H01"], """
02.03.2027 - Balasore CJSD (Baral madam) - C.S. 211/2026 Nitai Maity v. Panchanan Das
Defendants appeared through Ranjit Giri. I.A. No. 64/2026 (O.39 R.1&2) - Giri: lease void, no CAA registration,
Nitai default in October 2026 instalment. Our reply: Oct instalment tendered by money order, refused.
Court: status quo over the gherry (Plot 1012, 1013) till next date - neither side to disturb the prawn crop.
ND 13.04.2027 for hearing on I.A. Nitai ke bolechi - chingri harvest ekhon korbe na.
""")
u("backlog/2027-04/20270413_141907.jpg", "handwritten_note_photo", L, "2027-04-13", ["C02"], ["C02-H02"], """
13/4/27 - Balasore - gherry I.A.
Obj. filed by D1 (Panchanan). D2 Subrata Jana = new man lessor wants to put in.
Argued 20 min. Giri sought time to produce CAA regn papers - says farm never registered -> lease illegal.
Part heard. ND 4.5.27.
Nitai: CAA regn applied 2025, acknowledgement ache - get copy!
""")
u("backlog/2027-05/CS 211-2026 IA order 04.05.2027.pdf", "certified_order_sheet_scan", "Civil Judge (Senior Division), Balasore", "2027-05-06", ["C02"], ["C02-H03"], """
IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION), BALASORE
C.S. No. 211 of 2026  /  I.A. No. 64 of 2026
Order No. 9    dt. 04.05.2027
Heard on the petition under Order 39 Rules 1 and 2 C.P.C. The registered lease deed dated 02.04.2024 prima facie
subsists till 31.03.2029. The acknowledgement of the application for registration before the Coastal Aquaculture
Authority is produced. Prima facie case and balance of convenience are in favour of the plaintiff.
The defendants are restrained from interfering with the plaintiff's possession over the suit gherry till disposal of
the suit, on condition that the plaintiff deposits Rs. 1,20,000/- (the October 2026 instalment) in Court within
three weeks, failing which this order shall stand vacated. Put up on 22.06.2027 for W.S.
                                  Sd/- J. Baral, Civil Judge (Sr. Division), Balasore
""")
u("backlog/2027-06/gherry 22 june.txt", "typed_note_txt", L, "2027-06-22", ["C02"], ["C02-H04"], """
22.6.27 Balasore CJSD - Nitai gherry
Deposit challan filed - Rs 1,20,000 deposited on 21.05.2027 (within 3 weeks). Injunction stands.
WS of D1 Panchanan filed: lease void, no CAA regn, default. D2 Subrata - no WS yet.
ND 3.8.27.
""")
u("backlog/2027-07/IMG_20270729_091214.jpg", "document_photo", "Talsari Police Station", "2027-07-29", ["C02"], [], """
TALSARI POLICE STATION, DIST. BALASORE    Station Diary Entry No. 512  dt. 28.07.2027
Reported by Nitai Chandra Maity of Kirtania that at about 2 AM some persons engaged by Subrata Jana cut the nets and
the sluice gate (jhana) of his gherry at Kirtania, and about 3 quintals of bagda chingudi (tiger prawn) escaped.
Matter is civil in nature and sub judice; advised to approach the Court. Entry made.      Sd/- ASI, Talsari PS
""")
u("backlog/2027-08/WhatsApp Chat with Nitai Kirtania.txt", "whatsapp_export", "Nitai Chandra Maity", "2027-08-04", ["C02"], ["C02-H05"], """
28/07/27, 06:12 - Nitai Kirtania: Dada, kal rate Subrata r lok ra amar gherry r jal kete diyeche. Jhana bhenge diyeche. Onek chingri beriye gelo
28/07/27, 06:40 - B.B. Dash Adv: Thana re entry karao. Talsari PS. Copy anibe
29/07/27, 10:05 - Nitai Kirtania: Entry hoyeche dada, photo pathalam
03/08/27, 13:22 - B.B. Dash Adv: Aaji 2A petition file kala. Notice issue hela. D2 WS bi file kala. Next 14.9.27
03/08/27, 13:25 - Nitai Kirtania: Bhalo dada. Koto khoroch hobe?
03/08/27, 13:30 - B.B. Dash Adv: Pore kahibi. Loss ra hisab lekhi rakhibe - 3 quintal kahuchha, rate?
04/08/27, 09:10 - Nitai Kirtania: 3 quintal, 520 taka kilo chilo. Prai 1,56,000 taka loss
""")
u("backlog/2027-09/IMG-20270914-WA0007.jpg", "handwritten_note_photo", K, "2027-09-14", ["C02"], ["C02-H06"], """
ତାରିଖ 14.09.2027  ବାଲେଶ୍ୱର CJSD  C.S. 211/2026 ନିତାଇ ମାଇତି (ଘେରି)
ବିପକ୍ଷ ଓକିଲ ରଞ୍ଜିତ ଗିରି ବାବୁ ଆସିନଥିଲେ - ସେସନ କୋର୍ଟରେ ବ୍ୟସ୍ତ।
ମାଡାମ 1,000 ଟଙ୍କା ଖର୍ଚ୍ଚ ଦେଇ ସମୟ ଦେଲେ।
ପରବର୍ତ୍ତୀ ତାରିଖ 16.11.2027
- କୈଳାସ
""")
u("backlog/2027-11/CS 211 of 2026 order 16.11.27.pdf", "certified_order_sheet_scan", "Civil Judge (Senior Division), Balasore", "2027-11-19", ["C02"], ["C02-H07"], """
IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION), BALASORE
C.S. No. 211 of 2026
Order No. 17    dt. 16.11.2027
Cost of Rs. 1,000/- imposed on 14.09.2027 is paid. Defendants file their reply to the petition under Order 39
Rule 2A C.P.C. Issues are settled (five). The petition under Order 39 Rule 2A be heard first.
Put up on 11.01.2028 for hearing of the petition under Order 39 Rule 2A.
                                  Sd/- J. Baral, Civil Judge (Sr. Division), Balasore
""")
u("backlog/2028-01/gherry 2A 11-01-28.docx", "typed_note_docx", L, "2028-01-11", ["C02"], ["C02-H08"], """
11.01.2028 - Nitai gherry - 2A petition - Balasore CJSD
Argued on 2A: station diary of 28.07.27, photos, Nitai's loss approx Rs. 1,56,000. Giri: "no proof Subrata's men".
Madam heard 30 min, then other matters - part heard. ND 07.03.2028 for further hearing of 2A.
Third hearing date on the 2A petition wasted by Giri's objections - ask for early hearing.
""")

# ================= C03 Dana cyclone writ (Orissa HC)
u("backlog/2026-11/Dana damage list Bansada.pdf", "document_scan", "Tahasildar, Chandbali", "2026-11-12", ["C03"], [], """
OFFICE OF THE TAHASILDAR, CHANDBALI - HOUSE DAMAGE ASSESSMENT, SEVERE CYCLONIC STORM 'DANA' (25.10.2024)
G.P. Bansada, Village Bansada
Sl  Name of householder        Category assessed          Assistance paid
1   Bhagirathi Mallick         Partially damaged (kutcha)  Rs. 4,000
2   Sukanti Mallick            Partially damaged (kutcha)  Rs. 4,000
3   Ramesh Chandra Behera      Partially damaged (kutcha)  Rs. 4,000
4   Dhoba Sethi                Partially damaged (kutcha)  Rs. 4,000
5   Jambubati Das              Partially damaged (kutcha)  Rs. 4,000
6   Rabi Narayan Jena          Partially damaged (kutcha)  Rs. 4,000
7   Kalia Mallick              Partially damaged (kutcha)  Rs. 4,000
Norm for fully damaged kutcha house (plain area): Rs. 1,20,000.   Copy supplied under RTI on 12.11.2026.
""")
u("backlog/2027-02/WhatsApp Chat with Subhankar Jena Jr.txt", "whatsapp_export", J, "2027-06-04", ["C05", "C03", "C08"], ["C05-H01", "C05-H02", "C05-H03", "C03-H01", "C08-H01", "C08-H02"], """
22/02/27, 12:48 - Subhankar Jena Jr: Sir Cuttack - Dana writ item 34 re asila. Kanungo sir notice kale, ASC Pradhan accepted notice. Counter 4 weeks. ND 5.4.27
22/02/27, 12:50 - B.B. Dash Adv: Good. Bhagirathi ku phone karidabu
26/03/27, 13:10 - Subhankar Jena Jr: Sir Bhadrak - Maa Tarini cheque case, accused Mujibur absent. Sahu madam BW issue kale Rs 5000. ND 30.4.27
29/03/27, 15:02 - Subhankar Jena Jr: Sir Trilochan bail - Samantaray sir notice kale, case diary call kale. ND 12.4
12/04/27, 14:20 - Subhankar Jena Jr: Sir bail - CD produce hela. Dalai sir criminal antecedents report mangile, ND 26.4.27
12/04/27, 14:22 - B.B. Dash Adv: Antecedents re kichhi nahin, only G.R. 812 ta. Note kara
30/04/27, 12:35 - Subhankar Jena Jr: Sir Mujibur aaji asila, BW recall hela, bail bond 10000. 143A petition file karidelu. ND 4.6.27
04/06/27, 13:05 - Subhankar Jena Jr: Sir 143A allowed - 20% interim compensation Rs 96,000 within 60 days. Plea record hela, not guilty. Defence: security cheque for fertiliser. ND 16.7.27
04/06/27, 13:07 - B.B. Dash Adv: Prasanta babu ku kaha. CW1 affidavit ready kara
""")
u("backlog/2027-04/Dana writ 5.4.27.txt", "typed_note_txt", L, "2027-04-05", ["C03"], ["C03-H02"], """
5.4.27 - Orissa HC, Ct 11, Kanungo J - W.P.(C) 14522/2026 (Dana cyclone, Bansada)
No counter. ASC Pradhan: "instructions awaited from Collector, Bhadrak". Court gave time, but said the Collector
must file the actual field assessment, not a general reply.
ND 12.07.2027 (after summer vacation).
""")
u("backlog/2027-07/WPC 14522-2026 order 12.07.2027.pdf", "certified_order_sheet_scan", "Orissa High Court, Cuttack", "2027-07-14", ["C03"], ["C03-H03"], """
ORISSA HIGH COURT : CUTTACK
W.P.(C) No. 14522 of 2026
Bhagirathi Mallick and others        ....      Petitioners
                     -versus-
State of Odisha and others           ....      Opposite Parties
Advocates appeared: Mr. B.B. Dash, Advocate (for the Petitioners); Mr. S. Pradhan, ASC (for the State)
CORAM: THE HONOURABLE MR. JUSTICE DEBABRATA KANUNGO
                                    ORDER
12.07.2027    Order No. 03
Counter affidavit on behalf of Opposite Party No. 3 (Collector, Bhadrak) is filed today. It states that on
re-verification by a joint team, the houses of petitioners 1, 2 and 5 have been reassessed as fully damaged.
Learned counsel for the petitioners seeks three weeks to file rejoinder. List on 20.09.2027.
                                                  (D. Kanungo) Judge
""")
u("backlog/2027-09/Cuttack 20 sept.docx", "typed_note_docx", J, "2027-09-20", ["C03"], ["C03-H04"], """
20.09.2027 - Cuttack - Dana writ (Sir could not come, I mentioned)
Rejoinder already on record. Kanungo J not satisfied with counter: directed Collector, Bhadrak to file personal
affidavit with geo-tagged photographs of all seven houses and the damage assessment register of G.P. Bansada.
ND 06.12.2027. - Subhankar
""")
u("backlog/2027-12/Collector affidavit Dana writ.pdf", "document_scan", "Collector, Bhadrak", "2027-12-01", ["C03"], [], """
AFFIDAVIT OF THE COLLECTOR AND DISTRICT MAGISTRATE, BHADRAK  in W.P.(C) No. 14522 of 2026
1. Geo-tagged photographs of the seven houses and the damage assessment register of G.P. Bansada are annexed.
2. Houses of petitioners 1 (Bhagirathi Mallick), 2 (Sukanti Mallick) and 5 (Jambubati Das) are reassessed as fully
   damaged kutcha; the differential of Rs. 1,16,000 each shall be released.
3. For petitioners 3, 4, 6 and 7 the photographs show roof damage only; the claim is not accepted.
Sworn at Bhadrak on 01.12.2027.
""")
u("backlog/2027-12/PXL_20271206_154410.jpg", "handwritten_note_photo", L, "2027-12-06", ["C03"], ["C03-H05"], """
6.12.27 Cuttack Ct 11 - Dana writ
Collector affidavit on record. Kanungo J: differential Rs 1,16,000 each to P1, P2, P5 within 8 wks.
Other 4 (Ramesh, Dhoba, Rabi, Kalia) - Sub-Collector Bhadrak to enquire afresh, hear them, report.
ND 13.3.28 for compliance. Bhagirathi khusi. Others ku bujhei debaku.
""")

# ================= C04 ITR agitation case (JMFC Balasore)
u("backlog/2026-09/FIR Chandipur PS 141-2026.pdf", "document_scan", "Chandipur Police Station", "2026-09-18", ["C04"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)
District: Balasore   P.S.: Chandipur   FIR No. 141   Date: 18.09.2026
Sections: 189(2), 191(2), 121(1), 132 BNS and 3 PDPP Act
Informant: SI Pradeep Kumar Sahu, Chandipur PS
Brief: At about 11 AM a mob of about 150 villagers of Parikhi and nearby villages led by Trilochan Barik gathered
at the fencing work for the land proposed for the Integrated Test Range, shouted slogans 'jami debu nahin',
uprooted 40 fencing poles, obstructed the revenue and police staff and pushed the informant. Twelve persons named.
""")
u("backlog/2027-02/20270210_132455.jpg", "handwritten_note_photo", L, "2027-02-10", ["C04"], ["C04-H01"], """
10.2.27 JMFC Balasore (Nanda babu) - G.R. 812/26 ITR andolan
12 accused - 9 present, 3 (A-10 Rabi, A-11 Sunil, A-12 Bhagaban) absent - 355 petition filed, allowed.
Nanda babu: all accused must be present next date for copies, no further exemption without reason.
ND 10.3.27. Trilochan ku kahibi sabu ku aniba.
""")
u("backlog/2027-03/IMG-20270310-WA0009.jpg", "handwritten_note_photo", K, "2027-03-10", ["C04"], ["C04-H02"], """
ତାରିଖ 10.03.2027  JMFC ବାଲେଶ୍ୱର  G.R. 812/2026
୧୨ ଜଣ ଅଭିଯୁକ୍ତ ଉପସ୍ଥିତ। ସମସ୍ତଙ୍କୁ ପୁଲିସ କାଗଜ (ନକଲ) ଦିଆଗଲା।
ପରବର୍ତ୍ତୀ ତାରିଖ 21.04.2027
- କୈଳାସ
""")
u("backlog/2027-04/ITR case 21.04.txt", "typed_note_txt", L, "2027-04-21", ["C04"], ["C04-H03"], """
21.04.2027 JMFC Balasore - ITR andolan case
Filed discharge petition u/s 262 BNSS for all 12. Points: no specific overt act against A-10 to A-12; only
'mob of 150'; no injury report of the informant; no seizure of any fencing pole.
APP Manoranjan Sethi babu wants time to file objection. ND 19.05.2027.
""")
u("backlog/2027-05/IMG-20270519-WA0003.jpg", "handwritten_note_photo", K, "2027-05-19", ["C04"], ["C04-H04"], """
ତାରିଖ 19.05.2027  JMFC ବାଲେଶ୍ୱର  G.R. 812/2026 (ITR)
APP ସେଠି ବାବୁ ଆପତ୍ତି ଦାଖଲ କଲେ। ୭ ଜଣ ଅଭିଯୁକ୍ତ ଅନୁପସ୍ଥିତ - ଚାଷ କାମ - 355 ପିଟିସନ, ଅନୁମତି ମିଳିଲା।
ପରବର୍ତ୍ତୀ ତାରିଖ 14.07.2027
- କୈଳାସ
""")
u("backlog/2027-07/ITR discharge 14-7.docx", "typed_note_docx", L, "2027-07-14", ["C04"], ["C04-H05"], """
14.07.2027 - G.R. 812/2026 - discharge hearing
Argued 40 minutes. Sethi APP relied on 161 statements of two constables naming Trilochan and 8 others.
Nanda babu asked me specifically about A-10 to A-12 - I showed no statement names any act by them.
Part heard. ND 18.08.2027 for further hearing and order.
""")
u("backlog/2027-08/GR 812-2026 order 18.08.2027.pdf", "certified_order_sheet_scan", "JMFC, Balasore", "2027-08-23", ["C04"], ["C04-H06"], """
IN THE COURT OF THE J.M.F.C., BALASORE
G.R. Case No. 812 of 2026 (arising out of Chandipur P.S. Case No. 141 of 2026)
Order No. 14    dt. 18.08.2027
Accused persons present. Heard the petition under Section 262 BNSS. The police papers disclose no overt act
against accused Nos. 10, 11 and 12 beyond being part of the crowd; they are discharged. As regards accused Nos. 1
to 9, there is ground for presuming that they have committed offences; the petition is rejected as to them.
Put up on 27.10.2027 for framing of charge.
                                  Sd/- S.S. Nanda, J.M.F.C., Balasore
""")
u("backlog/2027-10/charge GR812 27.10.txt", "typed_note_txt", L, "2027-10-27", ["C04"], ["C04-H07"], """
27.10.27 Balasore JMFC - ITR case - charge framed against A-1 to A-9 u/s 189(2), 191(2), 132 BNS. 121(1) and
PDPP not in charge - small win. All 9 pleaded not guilty, claimed trial.
ND 15.12.27 for P.W. (prosecution evidence). Summons to P.W.1 SI Pradeep Kumar Sahu.
""")
u("backlog/2027-12/IMG-20271215-WA0014.jpg", "handwritten_note_photo", K, "2027-12-15", ["C04"], ["C04-H08"], """
ତାରିଖ 15.12.2027  JMFC ବାଲେଶ୍ୱର  G.R. 812/2026
ସାକ୍ଷୀ P.W.1 SI ପ୍ରଦୀପ ସାହୁ ଆସିନଥିଲେ। ପୁଣି ସମନ।
ପରବର୍ତ୍ତୀ ତାରିଖ 19.01.2028
- କୈଳାସ
""")
u("backlog/2028-01/ITR PW1 19.1.28.txt", "typed_note_txt", L, "2028-01-19", ["C04"], ["C04-H09"], """
19.1.28 JMFC Balasore - ITR andolan
PW1 SI Pradeep Kumar Sahu examined in chief. Says he was pushed by Trilochan; seizure list of 40 poles proved.
We asked to defer cross - certified copy of seizure list not supplied to us. Allowed.
ND 24.02.2028 for cross of PW1. Prepare: no injury report, no poles produced, time of FIR 11 AM vs GD 1.40 PM.
""")

# ================= C05 Maa Tarini cheque case (JMFC Town Bhadrak)
u("backlog/2026-11/cheque return memo UCO Chandbali.jpg", "document_photo", "UCO Bank, Chandbali branch", "2026-11-11", ["C05"], [], """
UCO BANK  Chandbali Branch, Dist. Bhadrak          RETURN MEMO           Date: 11.11.2026
Cheque No. 118734 dated 05.11.2026 for Rs. 4,80,000/- drawn by Sk. Mujibur Rahaman on A/c No. 2310xxxxxx
in favour of Maa Tarini Traders, presented through Bank of India, Bhadrak Town - RETURNED.
Reason: Funds Insufficient
""")
u("backlog/2026-11/demand notice Mujibur 138.docx", "typed_note_docx", L, "2026-11-20", ["C05"], [], """
B.B. DASH, Advocate, Chamber 37, Civil Court Campus, Balasore            Regd. post with A.D.   Dt. 20.11.2026
To: Sk. Mujibur Rahaman s/o Sk. Abdul Karim, At/Po. Chandbali, Dist. Bhadrak
Sub: Notice under Section 138 of the Negotiable Instruments Act, 1881
Under instructions of my client Maa Tarini Traders, Bhadrak through its proprietor Sri Prasanta Kumar Rout: you
purchased fertiliser and paddy seed on credit in Kharif 2026 and towards the dues issued cheque No. 118734 dated
05.11.2026 for Rs. 4,80,000 on UCO Bank, Chandbali, returned 'funds insufficient' on 11.11.2026. Pay the amount
within 15 days of receipt of this notice, failing which a complaint shall be filed.
""")
u("backlog/2027-07/Maa Tarini CW1 16-07-2027.docx", "typed_note_docx", J, "2027-07-16", ["C05"], ["C05-H04"], """
16.07.2027 - I.C.C. 233/2026 - JMFC (Town) Bhadrak - Sahu madam
CW1 Prasanta Kumar Rout - affidavit evidence filed, exhibits Ext. 1 cheque, Ext. 2 return memo, Ext. 3 notice, Ext. 4 postal receipt.
Sk. Mahammad Ali for accused took time to cross. Madam reminded: 143A compensation Rs. 96,000 due by 03.08.2027.
ND 27.08.2027. - Subhankar
""")
u("backlog/2028-01/WhatsApp Chat with Subhankar Jena Jr (2).txt", "whatsapp_export", J, "2028-01-07", ["C05", "C03"], ["C05-H05", "C05-H07", "C05-H08"], """
27/08/27, 13:40 - Subhankar Jena Jr: Sir Bhadrak - CW1 Prasanta babu cross hela, 40 min. Ali sir security cheque suggestion dele, Prasanta babu denied. Interim compensation 96000 still not paid. ND 22.10.27
27/08/27, 13:42 - B.B. Dash Adv: Ok. Next date 143A recovery petition (s. 421 CrPC / 461 BNSS) file kariba
22/10/27, 12:55 - Subhankar Jena Jr: Sir CW2 Ajit Kumar Swain (UCO Bank Chandbali) examined, return memo proved. CE closed. ND 26.11.27
26/11/27, 12:30 - Subhankar Jena Jr: Sir Mujibur absent, Ali sir exemption dele - madam allowed with Rs 300 cost. SA hela nahin. ND 7.1.28
26/11/27, 12:33 - B.B. Dash Adv: Second time absent after CE. Note it
07/01/28, 13:15 - Subhankar Jena Jr: Sir accused examined u/s 351 BNSS - says cheque given blank as security. Defence evidence next. ND 25.2.28
07/01/28, 13:16 - Subhankar Jena Jr: Ali sir kahile DW1 bank statement anibe
07/01/28, 13:20 - B.B. Dash Adv: 25 Feb mu nije jibi
""")
u("backlog/2027-10/Maa Tarini CW2 22.10.txt", "typed_note_txt", J, "2027-10-22", ["C05"], ["C05-H06"], """
22.10.27 Bhadrak JMFC Town - cheque case
CW2 Sri Ajit Kumar Swain, Branch Manager, UCO Bank Chandbali examined - proved return memo dt 11.11.2026, account
balance on 10.11.2026 Rs. 12,340 only. Cross by Ali sir short. Complainant's evidence closed.
ND 26.11.2027 for S.A. (statement of accused). - Subhankar
""")

# ================= C06 / C07 Mousumi (Family Court Balasore)
u("backlog/2027-03/IMG_4820.HEIC", "handwritten_note_photo", L, "2027-03-05", ["C06", "C07"], ["C06-H01", "C07-H01"], """
5/3/27 Family Court Balasore - Mousumi (both matters)
(1) C.P. 88/26 (Tapan's RCR) - Mousumi appeared with father Haradhan babu. Madam sent both to marriage counsellor,
    Smt. Pravati Mishra, 2 sittings. Tapan ar Biplab Dey babu present.
(2) Crl.P. 41/26 (maintenance 144 BNSS) - Tapan appeared, objection filed: "wife left on her own". We filed petn for
    interim maintenance - Tapan earns Rs 28,000 at Falcon prawn processing unit, Balasore.
Both ND 9.4.27. Mousumi: "ami phire jabo na, o mere che" - bhaya pauchhi.
""")
u("backlog/2027-04/IMG-20270409-WA0010.jpg", "handwritten_note_photo", K, "2027-04-09", ["C06", "C07"], ["C06-H02", "C07-H02"], """
ତାରିଖ 09.04.2027  ପାରିବାରିକ ଅଦାଲତ ବାଲେଶ୍ୱର
(୧) C.P. 88/2026 ତପନ ବନାମ ମୌସୁମୀ - କାଉନସେଲର ରିପୋର୍ଟ: ମିଳାମିଶା ହେଲା ନାହିଁ। WS ଦାଖଲ। ପରବର୍ତ୍ତୀ ତାରିଖ 02.07.2027
(୨) Crl.P. 41/2026 ଖୋରପୋଷ - ଅନ୍ତରୀଣ ଖୋରପୋଷ ଶୁଣାଣି ହେଲା। ପରବର୍ତ୍ତୀ ତାରିଖ 07.05.2027 (ଆଦେଶ)
- କୈଳାସ
""")
u("backlog/2027-05/Crl P 41-2026 interim maintenance order 07.05.2027.pdf", "certified_order_sheet_scan", "Family Court, Balasore", "2027-05-12", ["C07"], ["C07-H03"], """
IN THE COURT OF THE JUDGE, FAMILY COURT, BALASORE
Crl. P. No. 41 of 2026
Order No. 8    dt. 07.05.2027
Heard on the petition for interim maintenance. The O.P. admits employment in a prawn processing unit on a salary of
about Rs. 28,000/- per month. The petitioner No. 1 (wife) has no income; petitioner No. 2 (Riya) is aged 4 years.
The O.P. shall pay interim maintenance of Rs. 6,000/- per month to petitioner No. 1 and Rs. 3,000/- per month to
petitioner No. 2 from the date of the petition (02.11.2026), the arrears within two months, and the current
maintenance by the 10th of every month. Put up on 02.07.2027 for evidence.
                                  Sd/- S. Panigrahi, Judge, Family Court, Balasore
""")
u("backlog/2027-07/family court 2 july.docx", "typed_note_docx", L, "2027-07-02", ["C06", "C07"], ["C06-H03", "C07-H04"], """
02.07.2027 - Family Court Balasore - Mousumi matters
C.P. 88/26 (RCR): PW1 Tapan - affidavit chief. I cross-examined: admits he never went to Jaleswar to bring her
back; admits the 2 sovereign chain is with his mother. ND 24.09.2027 for R.W.
Crl.P. 41/26 (maintenance): arrears NOT paid (about Rs. 72,000 due till June). Filed petn for warrant of levy.
Madam told Tapan to pay before next date or face the warrant. ND 24.09.2027.
""")
u("backlog/2027-09/DD copy Rs 27000 Tapan.jpg", "document_photo", "State Bank of India, Balasore Main Branch", "2027-09-24", ["C07"], [], """
STATE BANK OF INDIA - Balasore Main Branch
DEMAND DRAFT No. 503217    Date: 20.09.2027
Pay: MOUSUMI MAITY    Rupees Twenty Seven Thousand only    Rs. 27,000.00
Purchaser: Tapan Kumar Maity
""")
u("backlog/2027-09/mousumi 24.9.27.txt", "typed_note_txt", L, "2027-09-24", ["C06", "C07"], ["C06-H04", "C07-H05"], """
24.9.27 Family Court Balasore
RCR (C.P. 88/26): Dey babu closed petitioner's evidence. RW1 Mousumi affidavit chief filed. ND 19.11.27.
Maintenance (Crl.P. 41/26): Tapan paid Rs 27,000 by DD (SBI, dt 20.9.27) - only part; balance arrears still
about Rs 72,000 + 3 months. PW1 Mousumi chief filed. ND 3.12.27.
Madam: "O.P. will not be heard in final arguments unless arrears cleared."
""")
u("backlog/2027-11/20271119_120533.jpg", "handwritten_note_photo", L, "2027-11-19", ["C06"], ["C06-H05"], """
19/11/27 FC Balasore - Mousumi RCR
RW1 Mousumi cross by Biplab Dey - 1 hr. He suggested she left on 14.8.25 on her own for her cousin's marriage -
denied; she said she was turned out after the dowry (Rs 50,000 + motorcycle) demand. Held well.
ND 21.1.28 for RW2 (Haradhan babu).
""")
u("backlog/2027-12/Mousumi maintenance PW1 cross 3 Dec.docx", "typed_note_docx", J, "2027-12-03", ["C07"], ["C07-H06"], """
03.12.2027 - Family Court Balasore - Crl.P. 41/2026
PW1 Mousumi cross-examined by Biplab Dey babu (suggested she runs a tailoring shop at Jaleswar - denied).
Petitioners' evidence closed. ND 21.01.2028 for O.P.'s evidence. - Subhankar
""")
u("backlog/2028-01/family court 21.1.28.txt", "typed_note_txt", L, "2028-01-21", ["C06", "C07"], ["C06-H06", "C07-H07"], """
21.1.28 - Family Court Balasore - both Mousumi matters
RCR: RW2 Haradhan Das (father) examined and cross-examined. Respondent's evidence closed. ND 03.03.2028 for arguments.
Maintenance: OPW1 Tapan affidavit chief filed (says salary now Rs 22,000). Cross by us next date - get the
processing unit's salary register by summons. ND 24.02.2028.
""")

# ================= C08 Trilochan bail (Orissa HC)
u("backlog/2027-04/BLAPL 2145-2027 order 26.04.2027.pdf", "certified_order_sheet_scan", "Orissa High Court, Cuttack", "2027-04-28", ["C08"], ["C08-H03"], """
ORISSA HIGH COURT : CUTTACK
BLAPL No. 2145 of 2027
Trilochan Barik        ....      Petitioner
            -versus-
State of Odisha        ....      Opposite Party
Advocates appeared: Mr. B.B. Dash, Advocate (for the Petitioner); Mr. J.R. Dalai, ASC (for the State)
CORAM: THE HONOURABLE MR. JUSTICE AUROBINDO SAMANTARAY
26.04.2027    Order No. 04
The petitioner is in custody since 05.03.2027 in Chandipur P.S. Case No. 58 of 2027. The report on criminal
antecedents shows one other case (G.R. Case No. 812 of 2026) in which he is on bail. Considering the nature of
the allegations and the period of custody, the petitioner be released on bail on furnishing bail bond of
Rs. 50,000/- with two solvent sureties each for the like amount, on condition that he shall not enter the
boundary of the Integrated Test Range land. The BLAPL is disposed of.
                                                  (A. Samantaray) Judge
""")

# ================= week plan, cause list
u("backlog/2028-02/plan 21-26 feb 2028.docx", "typed_note_docx", L, "2028-02-19", ["C04", "C07", "C05", "C02", "C01", "C03", "C06"], [], """
PLAN - week 21 to 26 Feb 2028 (and early March)
Thu 24/2  Balasore JMFC - ITR andolan (G.R. 812/26) - cross of PW1 SI Sahu. 10.30 AM. Seizure list copy got.
Thu 24/2  Family Court - Mousumi maintenance - cross of OPW1 Tapan. Salary register summons served?
Fri 25/2  Bhadrak JMFC Town - Maa Tarini - DE. Subhankar to go first, I reach by 12.
Pending:
- Nitai 2A petition - 07.03.2028. Loss calculation Rs 1,56,000 affidavit.
- Aradi partition - D.W. on 06.03.2028 (not 6 Feb!).
- Dana writ - 13.03.2028 compliance; check if P1, P2, P5 got the money.
- Mousumi RCR arguments 03.03.2028 - written note.
""")
u("backlog/2028-02/Balasore JMFC cause list 24.02.2028.pdf", "cause_list_pdf", "District Court, Balasore", "2028-02-23", ["C04"], [], """
DISTRICT COURT, BALASORE - CAUSE LIST FOR 24.02.2028 (THURSDAY)
COURT OF SRI S.S. NANDA, J.M.F.C., BALASORE
Sl.  Case No.               Parties                                           Purpose
1    G.R. 1190/2025        State vs Akshaya Kumar Pradhan                      Appearance
2    G.R. 812/2026         State vs Trilochan Barik & 8 others                 P.W. (cross)
3    I.C.C. 77/2027        Utkal Motors vs Debendra Nath Ghadei                Plea
4    G.R. 402/2027         State vs Sk. Salim                                  Charge
5    2(a) C.C. 19/2024     State vs Kartik Chandra Swain                       P.W.
""")

# ================= added: an order sheet of the cheque case, a receipt of the commission fee
u("backlog/2027-06/ICC 233-2026 order 04.06.2027.pdf", "certified_order_sheet_scan", "JMFC (Town), Bhadrak", "2027-06-08", ["C05"], ["C05-H03"], """
IN THE COURT OF THE J.M.F.C. (TOWN), BHADRAK
I.C.C. Case No. 233 of 2026
Order No. 12    dt. 04.06.2027
Complainant present through proprietor. Accused present with his advocate Sri Sk. M. Ali. Heard on the petition
under Section 143A of the N.I. Act. The accused is directed to pay interim compensation of 20% of the cheque
amount, i.e. Rs. 96,000/-, to the complainant within sixty days. Substance of accusation explained; accused pleads
not guilty and claims to be tried. Put up on 16.07.2027 for C.W.
                                  Sd/- A.P. Sahu, J.M.F.C. (Town), Bhadrak
""")
u("backlog/2027-07/WhatsApp Image 2027-07-24 at 11.02.36.jpeg", "document_photo", "Nazir, Civil Court, Bhadrak", "2027-07-24", ["C01"], [], """
OFFICE OF THE NAZIR, CIVIL COURTS, BHADRAK          RECEIPT No. 2281     Dt. 24.07.2027
Received from Gopal Chandra Sahoo, plaintiff in C.S. No. 118 of 2025, a sum of Rs. 6,000/- (Rupees six thousand
only) towards commission fee of the pleader commissioner Sri Nabakishore Das.          Sd/- Nazir
""")
