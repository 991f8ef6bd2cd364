"""The uploads of the Amritsar practice: what the lawyer, the junior Simran and the munshi Baldev Singh kept."""

L, J, K = "Gurpartap Singh Sekhon", "Simranjeet Kaur Dhillon", "Baldev Singh (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2025-06/SPA Jaswinder Gill Brampton.pdf", "document_scan", "Notary Public, Brampton (Ontario)", "2025-06-18", ["C01"], [], """
SPECIAL POWER OF ATTORNEY
I, Jaswinder Singh Gill s/o late Sh. Hazara Singh Gill, presently residing at 41 Cottrelle Blvd, Brampton, Ontario,
Canada, owner of House No. 214, Green Avenue, Amritsar (Punjab), do hereby appoint my real brother Sh. Kulwant Singh
Gill s/o late Sh. Hazara Singh Gill, r/o Village Jandiala Guru, District Amritsar, as my lawful attorney to:
(a) file and pursue a petition for eviction of the tenant Rakesh Kumar Mahajan from the said house before the Rent
Controller, Amritsar, including under Section 13-B of the East Punjab Urban Rent Restriction Act, 1949;
(b) sign, verify and depose on my behalf, engage counsel, receive rent and possession.
Signed at Brampton on 18.06.2025 before me, Notary Public in and for the Province of Ontario.
APOSTILLE (Convention de La Haye du 5 octobre 1961) No. ON-2025-118834, dated 20.06.2025.
[Endorsement on reverse:] Adjudicated u/s 31 Indian Stamp Act, stamp duty Rs. 500 paid, Collector Amritsar, 14.07.2025.
""")
u("backlog/2025-03/FIR 87 PS Gharinda.pdf", "document_scan", "Police Station Gharinda", "2025-03-14", ["C02"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)
District: Amritsar Rural   P.S.: Gharinda   FIR No. 0087   Date: 14.03.2025
Acts & Sections: NDPS Act, 1985 - 21(c), 29
Information: Police party under SI Balwinder Singh on naka at Attari road near Bhakna Kalan turn at about 5.30 PM.
A young man on a Splendor motorcycle PB-02-DK-xxxx, on seeing the police, tried to turn back; stopped; disclosed his
name as Gurlal Singh @ Laali s/o Major Singh r/o Dhanoe Kalan. Offered search before a Gazetted Officer/Magistrate
u/s 50 NDPS Act; he opted for a Gazetted Officer; DSP Rajbir Singh (Attari) reached the spot. On search, a
polythene from the toolbox of the motorcycle: heroin 270 grams (commercial quantity). Disclosed that he had got it
from Sukhwinder Singh @ Sukha r/o Rajatal. Accused arrested. Case property sealed with seal 'BS'.
                                                           SI Balwinder Singh, PS Gharinda
""")
u("backlog/2025-07/FSL report Laali.pdf", "document_scan", "Forensic Science Laboratory, Punjab, Kharar", "2025-07-22", ["C02"], [], """
FORENSIC SCIENCE LABORATORY, PUNJAB, SAS NAGAR (KHARAR)   Report No. NDPS/2025/6631   Dated 22.07.2025
Reference: FIR No. 87 dated 14.03.2025, PS Gharinda, Distt. Amritsar Rural
Parcel: one sealed parcel marked 'A' bearing 3 seals of 'BS' and 1 seal of 'RS' (JMIC), intact, tallied with specimen.
Contents: light brown powder, 5 grams (sample).
Result: the sample answered positive for Diacetylmorphine (Heroin).
                                                           Assistant Director (Narcotics)
""")
u("backlog/2026-01/WhatsApp Image 2026-01-06 at 18.22.41.jpeg", "document_photo", "Municipal Corporation, Amritsar", "2026-01-05", ["C04"], [], """
MUNICIPAL CORPORATION, AMRITSAR  (Building Branch - Walled City / Heritage Cell)
No. MTP/HC/2026/19                                             Dated 05.01.2026
To: The Owner/Occupier, Bedi Phulkari House, Shop No. 7, Heritage Street (Town Hall to Sri Darbar Sahib), Amritsar
NOTICE
It has been found that you have raised a wooden facade, a glass show-window and a projection of about 3 feet onto
the galiara/pedestrian plaza in violation of the uniform facade approved for the Heritage Street. You are directed
to remove the same within 7 days, failing which the premises shall be sealed and the projection removed at your
risk and cost without further notice.
                                             Assistant Town Planner, for Commissioner, MC Amritsar
""")
u("backlog/2026-01/Scan_20260120_1042.pdf", "document_scan", L, "2026-01-20", ["C04"], [], """
IN THE COURT OF CIVIL JUDGE (JUNIOR DIVISION), AMRITSAR
CS No. ____ of 2026
Bedi Phulkari House, Shop No. 7, Heritage Street, Amritsar, through its proprietor Sukhdev Singh Bedi ...Plaintiff
Versus
Municipal Corporation, Amritsar, through its Commissioner                                         ...Defendant
SUIT FOR PERMANENT INJUNCTION
1. The plaintiff has run a phulkari and jutti shop at Shop No. 7 since 1987, as tenant of the Bedi family trust.
2. The shop front (wooden facade and show-window) was rebuilt in 2017 as per the design given by the Heritage
Street contractor itself; the so-called projection is the old 'thada' (platform) of 2 feet 6 inches existing since
before the project.
3. By notice No. MTP/HC/2026/19 dated 05.01.2026 the defendant threatens to seal the shop within 7 days without any
hearing. The shop is the only livelihood of the plaintiff's family.
PRAYER: a decree of permanent injunction restraining the defendant from sealing the shop or demolishing its front
otherwise than in due course of law. Court fee Rs. 26. Valued at Rs. 400 for jurisdiction.
Amritsar, 20.01.2026                                   Through counsel: Gurpartap Singh Sekhon, Advocate
""")
u("backlog/2025-10/return memo HDFC Ajnala.pdf", "document_scan", "HDFC Bank, Ajnala", "2025-10-14", ["C05"], [], """
HDFC BANK LTD.  Branch: Ajnala, Distt. Amritsar
CHEQUE RETURN MEMO                                              Date: 14.10.2025
Cheque No. 000917 dated 10.10.2025 for Rs. 8,40,000/- (Rupees Eight Lakh Forty Thousand only)
Drawn by: M/s Waheguru Rice Mills, Ajnala (A/c No. 5020xxxxxxx) - signed by Harjit Singh Aulakh, Partner
Presented by: M/s Bhangu Commission Agents through Punjab & Sind Bank, New Grain Market, Amritsar
RETURNED UNPAID - Reason: FUNDS INSUFFICIENT
                                                                 Authorised Signatory
""")
u("backlog/2026-08/IMG_20260813_101502.jpg", "document_photo", "Civil Hospital, Ajnala", "2026-08-12", ["C05"], [], """
CIVIL HOSPITAL AJNALA, DISTT. AMRITSAR          OPD Slip / Medical Certificate
Name: Harjit Singh Aulakh   Age 51 / M   Date 12.08.2026
Complaint: low back ache radiating to left leg, 4 days.  Dx: Lumbar spondylosis (?PIVD)
Advised: bed rest for 10 days, physiotherapy. Unfit to travel.
                                             Medical Officer, CH Ajnala (stamp)
""")
u("backlog/2026-03/LOC request SSP rural Navdeep.docx", "typed_note_docx", L, "2026-03-02", ["C06"], [], """
GURPARTAP SINGH SEKHON, Advocate, Chamber 118, District Courts, Amritsar
To: The Senior Superintendent of Police, Amritsar (Rural), Amritsar                       Dated: 02.03.2026
Sub: Request for opening of a Look Out Circular (LOC) against Navdeep Singh Sidhu s/o Harbhajan Singh Sidhu,
r/o Village Sohian, Tehsil Majitha, presently in Melbourne, Australia - accused in FIR No. 41 dated 11.09.2025,
PS Majitha, u/s 85, 316(2) BNS.
Sir, on behalf of my client Smt. Manpreet Kaur (complainant), it is submitted that the accused left India on
02.02.2025 and has not joined investigation despite notices. He is avoiding the Family Court at Amritsar also
(MT No. 318 of 2025, maintenance). His passport No. Z71xxxxx was issued by RPO Amritsar. It is requested that an
LOC be opened through the Bureau of Immigration so that he is detained on arrival, and that the RPO be moved for
impounding of his passport.
                                                              Advocate for the complainant
""")
u("backlog/2026-10/IMG_20261027_152233.jpg", "document_photo", "Family Court, Amritsar (Nazir)", "2026-10-27", ["C06"], [], """
RECEIPT                                                      Family Court, Amritsar
Received from Sh. Harbhajan Singh Sidhu (father of the respondent) on behalf of Navdeep Singh Sidhu, in MT No.
318 of 2025 (Manpreet Kaur vs Navdeep Singh Sidhu), Demand Draft No. 448120 dated 24.10.2026 of Punjab National
Bank, Majitha, for Rs. 1,00,000/- (Rupees One Lakh only) towards arrears of interim maintenance; handed over to the
petitioner Manpreet Kaur in Court against her signature.
Dated 27.10.2026                                                  sd/- Reader to Principal Judge
""")
u("backlog/2026-02/jamabandi Butala khewat 118.jpg", "document_photo", "Patwari Halqa Butala", "2026-02-09", ["C07"], [], """
ਜਮ੍ਹਾਬੰਦੀ ਸਾਲ 2021-22 (ਨਕਲ)     ਮੌਜਾ ਬੁਤਾਲਾ   ਤਹਿਸੀਲ ਬਾਬਾ ਬਕਾਲਾ   ਜ਼ਿਲ੍ਹਾ ਅੰਮ੍ਰਿਤਸਰ   ਹਦਬਸਤ ਨੰ. 52
JAMABANDI 2021-22  Mauza Butala, Tehsil Baba Bakala
Khewat 118  Khatauni 176-178
Malik: Avtar Singh, Jagtar Singh, Balkar Singh puttran Kartar Singh, 1/3 hissa each (intkal no. 4412 virasat, manzoor 16.05.2023)
Kasht: khud kasht (sanjhi)
Khasra/Killa: 45//11 (8-0), 45//12 (8-0), 45//19 (8-0), 45//20 (7-12), 46//15 (8-0), 46//16 (8-0), 46//25 (8-18),
47//3 (8-0)    Total 64 kanal 10 marla    Tubewell (motor) on 45//12
Nakal jari 09.02.2026                                    sd/- Patwari Halqa Butala
""")
u("backlog/2026-05/IMG-20260429-WA0017.jpg", "document_photo", "Observer, Gurdwara Singh Sabha Putlighar election", "2026-04-28", ["C08"], [], """
ੴ ਸਤਿਗੁਰ ਪ੍ਰਸਾਦਿ
GURDWARA SINGH SABHA (Regd.), PUTLIGHAR, AMRITSAR - ELECTION NOTICE
In terms of the compromise recorded by the Court of Sh. Ashok Kumar Bhandari, ADJ, Amritsar on 20.04.2026 in Civil
Appeal No. 41 of 2025, the election of the Managing Committee (Pardhan and 10 members) shall be held on Sunday
17.05.2026 from 9 AM to 3 PM in the Gurdwara premises. Voter list (members of record on 31.03.2026) displayed on the
notice board. Nominations by 07.05.2026.
Observer: S. Kuldip Singh Mann, ADJ (Retd.)                       Dated 28.04.2026
""")

# ---------------- C01 Gill NRI eviction (Rent Controller)
u("backlog/2026-02/gill RP 10.2.txt", "typed_note_txt", L, "2026-02-10", ["C01"], ["C01-H01"], """
10.2.26 tue - RP 47/2025 Jaswinder Gill v. Rakesh Mahajan - Rent Controller (Bhullar madam), Ct 11
Tenant Mahajan appeared with Anil Mehra. 13-B summary - 15 days to apply for leave to contest.
Mahajan kehnda "main 22 saal ton kirayedar aan, rent 14,500 monthly time te dinda". Mehra told court they will
challenge the SPA.
Kulwant (bhra, SPA) present. agli tareek 5.3.26.
Canada call karna Jaswinder nu - original SPA courier karwao if not with Kulwant.
""")
u("backlog/2026-03/IMG_20260305_141207.jpg", "handwritten_note_photo", L, "2026-03-05", ["C01"], ["C01-H02"], """
5/3/26  RC Ct 11 - Gill v Mahajan
Leave to contest appl. filed by Mehra: (1) SPA not valid - not registered in India, (2) Jaswinder not returning,
settled in Canada, PR + own house Brampton, (3) he had other house in Ranjit Avenue sold 2019.
Our reply by next date. ND 8.4.26.
Kulwant says original SPA with him, apostille hai + stamp adjudicated 14.7.25.
""")
u("backlog/2026-04/IMG-20260408-WA0006.jpg", "handwritten_note_photo", K, "2026-04-08", ["C01"], ["C01-H03"], """
ਮਿਤੀ 08.04.2026 (ਬੁੱਧਵਾਰ)
ਗਿੱਲ ਬਨਾਮ ਮਹਾਜਨ - RP 47/2025 - ਰੈਂਟ ਕੰਟਰੋਲਰ ਅੰਮ੍ਰਿਤਸਰ
ਸਾਡਾ ਜਵਾਬ ਦਾਇਰ ਕਰ ਦਿੱਤਾ। ਅਸਲ SPA (ਕੈਨੇਡਾ ਵਾਲੀ, ਅਪੋਸਟਿਲ ਸਮੇਤ) ਜੱਜ ਸਾਹਿਬਾ ਨੂੰ ਦਿਖਾਈ।
ਜੱਜ ਸਾਹਿਬਾ ਨੇ ਕਿਹਾ - ਅਸਲ SPA ਅਤੇ ਅਪੋਸਟਿਲ ਹਰ ਤਾਰੀਖ ਤੇ ਨਾਲ ਲਿਆਓ, ਫੋਟੋ ਕਾਪੀ ਨਾਲ ਨਹੀਂ ਚੱਲੇਗਾ।
ਦੂਜੀ ਧਿਰ ਦੇ ਵਕੀਲ ਅਨਿਲ ਮਹਿਰਾ ਹਾਈ ਕੋਰਟ ਚੰਡੀਗੜ੍ਹ ਗਏ ਹੋਏ - ਉਹਨਾਂ ਦੇ ਜੂਨੀਅਰ ਨੇ ਤਾਰੀਖ ਲੈ ਲਈ।
ਅਗਲੀ ਤਾਰੀਖ 06.05.2026 - ਬਹਿਸ (leave to contest)
- ਬਲਦੇਵ ਸਿੰਘ
""")
u("backlog/2026-05/RP 47 args 6 may.docx", "typed_note_docx", L, "2026-05-06", ["C01"], ["C01-H04"], """
06.05.2026 (Wed) - RP 47 of 2025 - Gill v. Mahajan - Rent Controller, Amritsar
Arguments on the leave to contest application.
Mine: 13-B - owner NRI for more than 5 years, house owned for 5+ years, need of himself for residence on return;
SPA with apostille is valid, adjudicated by Collector - no registration needed for a SPA to litigate.
Mehra: Jaswinder "kade wapas nahi auna", he has PR and house in Brampton; only to sell the house at a high price.
Madam asked: does petitioner have any other residential house in Amritsar urban area? - No (Ranjit Avenue sold 2019,
sale deed copy filed).
Orders on 09.07.2026 (after summer vacation).
""")
u("backlog/2026-07/RP 47-2025 order 09.07.2026.pdf", "certified_order_sheet_scan", "Rent Controller, Amritsar", "2026-07-13", ["C01"], ["C01-H05"], """
IN THE COURT OF MS. NAVNEET KAUR BHULLAR, CIVIL JUDGE (JUNIOR DIVISION)-CUM-RENT CONTROLLER, AMRITSAR
RP No. 47 of 2025      CNR No. PBAS03-00xxxx-2025
Jaswinder Singh Gill vs Rakesh Kumar Mahajan
09.07.2026
Present: Sh. G.S. Sekhon, counsel for the petitioner with Kulwant Singh Gill, SPA.
         Sh. Anil Mehra, counsel for the respondent.
Order on the application for leave to contest.
The objection to the special power of attorney is without merit: the SPA is apostilled and duly adjudicated. The
petitioner is shown to be a Non-Resident Indian owning the demised premises for over five years. However, the
respondent has raised a triable issue whether the petitioner bona fide requires the premises for his own
residence, he having permanent residence and a house at Brampton. Leave to contest is granted, limited to the
question of bona fide requirement. Reply within 30 days. To come up on 12.08.2026.
                                          Civil Judge (Jr. Divn.)-cum-Rent Controller, Amritsar
""")
u("backlog/2026-08/20260812_163344.jpg", "handwritten_note_photo", L, "2026-08-12", ["C01"], ["C01-H06"], """
12.8.26  RC - Gill
Mehra late - "Chandigarh ton aa reha" - junior ne 12 baje tak rok ke rakhya, aakhir 2.45 te aaye.
Written reply filed (only bona fide need). PE now.
Moved appl. for examining Jaswinder through VC from Canada (Amritsar VC room, Brampton night time).
ND 7.10.26 - PW1 Kulwant.
""")
u("backlog/2026-10/07.10 notes.docx", "typed_note_docx", L, "2026-10-07", ["C01", "C06"], ["C01-H07"], """
07.10.2026 (Wed)
1) Gill v. Mahajan (RP 47/25) - PW1 Kulwant Singh Gill (SPA) tendered affidavit Ex. PW1/A; SPA Ex. PW1/1,
   sale deed of Ranjit Avenue house Ex. PW1/2. Mehra cross 35 min: Kulwant admitted bhra has a house in Brampton
   "par oh kirae te aa, mortgage chalda". VC appl. allowed - PW2 Jaswinder via VC on 18.11.2026, 9.30 AM IST
   (raat 11 vaje Brampton).
2) Manpreet (Majitha) da phone - SSP office ton DSP ne dasya LOC khul gaya hai through Bureau of Immigration.
   Navdeep de pita Harbhajan Singh ne pind ch keha "munda Dec ch aauga" - doubtful. No hearing today in her case.
""")
u("backlog/2026-11/gill VC 18 nov.txt", "typed_note_txt", L, "2026-11-18", ["C01"], ["C01-H08"], """
18.11.2026 - RP 47/2025 Gill - PW2 Jaswinder Singh Gill through VC from Brampton
Chief by affidavit Ex PW2/A tendered (sent by courier, attested Notary Ontario).
Mehra cross 25 min then link dropped twice - madam adjourned remaining cross.
Jaswinder in cross: retiring from the trucking company in March 2027, wife wants to come back "apne ghar", Brampton
house is on mortgage and in the name of son Harkirat. Denied he wants to sell Green Avenue house.
ND 13.1.2027 for remaining cross by VC.
""")
u("backlog/2027-01/IMG_20270113_162010.jpg", "handwritten_note_photo", L, "2027-01-13", ["C01"], ["C01-H09"], """
13/1/27  RC Ct 11 - Gill (VC)
PW2 Jaswinder cross concluded - Mehra only 15 min. Admitted he visited India only twice in 5 yrs (2022, 2024).
PE closed by our statement. RE now - Mahajan + 1 witness.
ND 24.2.27
""")
u("backlog/2027-01/correction gill ND.txt", "typed_note_txt", L, "2027-01-14", ["C01"], [], """
14/1 - CORRECTION
Gill v Mahajan (RP 47/25): kal diary ch ND 24.2.27 likhi - galat. Baldev ne reader ton confirm kiti:
sahi agli tareek 17.02.2027 (Wednesday) for RE. Kulwant nu vi das dita.
""")

# ---------------- C02 Laali NDPS trial (Special Court)
u("backlog/2026-02/IMG-20260216-WA0004.jpg", "handwritten_note_photo", K, "2026-02-16", ["C02"], ["C02-H01"], """
ਮਿਤੀ 16.02.2026 (ਸੋਮਵਾਰ)
ਸਟੇਟ ਬਨਾਮ ਗੁਰਲਾਲ ਸਿੰਘ ਉਰਫ ਲਾਲੀ - SC 214/2025 NDPS - ਸਪੈਸ਼ਲ ਕੋਰਟ (ਚਾਹਲ ਸਾਹਿਬ)
ਕੋਈ ਗਵਾਹ ਹਾਜ਼ਰ ਨਹੀਂ। ਸਰਕਾਰੀ ਵਕੀਲ (ਬੱਲ ਸਾਹਿਬ) ਨੇ ਸਮਾਂ ਮੰਗਿਆ।
ਜੱਜ ਸਾਹਿਬ ਨੇ PW1 ਤੇ PW2 ਨੂੰ ਸੰਮਨ ਕੀਤੇ - ਅਗਲੀ ਵਾਰ ਨਾ ਆਏ ਤਾਂ ਜ਼ਮਾਨਤੀ ਵਾਰੰਟ।
ਲਾਲੀ ਜੇਲ੍ਹ ਤੋਂ ਪੇਸ਼ ਹੋਇਆ। ਮਾਤਾ ਸੁਰਿੰਦਰ ਕੌਰ ਆਏ ਸਨ।
ਅਗਲੀ ਤਾਰੀਖ 19.03.2026
""")
u("backlog/2026-03/laali PW1 cross 19.3.docx", "typed_note_docx", L, "2026-03-19", ["C02"], ["C02-H02"], """
19.03.2026 (Thu) - SC 214/2025 State v. Gurlal Singh @ Laali - Special Court NDPS, Chahal sahib
PW1 HC Jagdev Singh (recovery witness, member of naka party) examined in chief by Bal Addl. PP.
My cross (50 min):
- admitted there was a dhaba (Resham da dhaba) about 50 karam from the naka and traffic on Attari road, but
  "koi public da banda join nahi hoya" - no independent witness joined; no notice to anyone to join.
- admitted no videography/photography of the search though the IO had a mobile phone.
- consent memo u/s 50 written in Punjabi by SI, Laali only signed - did not read it over to him (admitted "pata nahi").
ND 23.4.26 for PW2 IO SI Balwinder Singh.
""")
u("backlog/2026-04/SC 214-2025 zimni 23.04.2026.pdf", "certified_order_sheet_scan", "Special Court (NDPS), Amritsar", "2026-04-27", ["C02"], ["C02-H03"], """
IN THE COURT OF SH. RAJINDER PAL SINGH CHAHAL, ADDITIONAL SESSIONS JUDGE-CUM-SPECIAL COURT, AMRITSAR
Sessions Case No. 214 of 2025 (NDPS)     CNR No. PBAS01-00xxxx-2025     State vs Gurlal Singh @ Laali
FIR No. 87 dated 14.03.2025, u/s 21(c), 29 NDPS Act, PS Gharinda
23.04.2026
Present: Sh. Jagroop Singh Bal, Addl. PP for the State.
         Accused in custody, produced from Central Jail, Amritsar, with Sh. G.S. Sekhon's junior, Ms. S.K. Dhillon, Adv.
PW SI Balwinder Singh (IO) is absent despite service. Report received that he is on VIP/law and order duty. The
Addl. PP seeks time. The accused is in custody since 14.03.2025. Let bailable warrants in the sum of Rs. 5,000/-
be issued against PW SI Balwinder Singh through the SSP, Amritsar (Rural), for the next date. Adjourned to
21.05.2026 for remaining prosecution evidence.
                                          Addl. Sessions Judge-cum-Special Court, Amritsar
""")
u("backlog/2026-05/WhatsApp Image 2026-05-21 at 17.02.33.jpeg", "handwritten_note_photo", L, "2026-05-21", ["C02"], ["C02-H04"], """
21-5-26  NDPS Ct (Chahal) - Laali
PW2 SI Balwinder (IO) came on BW. Chief: naka, s.50 option, DSP Rajbir came, 270 gm, sample 5 gm, seals BS.
Cross part: s.52-A inventory before JMIC only on 03.04.2025 - 20 days late! Reason "chhuttian" - no entry in DDR.
Remaining cross next date. ND 18/6/26.
Laali di mother nu dasya HC bail file kar ditti (CRM-M 21457).
""")
u("backlog/2026-06/laali PW2 18 june.txt", "typed_note_txt", L, "2026-06-18", ["C02"], ["C02-H05"], """
18 june 26 - Special Court NDPS (criminal courts open in vacation) - Laali
PW2 IO cross concluded. Admitted:
- seal 'BS' after use was kept with himself, not handed to an independent person;
- malkhana entry (register 19) made on 15.03.2025 at 10 AM, i.e. next morning;
- DSP Rajbir reached spot "lagbhag ik ghante baad" - accused kept on road meanwhile.
ND 6.8.26 for PW3 DSP Rajbir Singh.
""")
u("backlog/2026-09/PW3 DSP cross Laali.docx", "typed_note_docx", L, "2026-09-17", ["C02"], ["C02-H07"], """
17.09.2026 - SC 214/2025 - State v. Laali - PW3 DSP Rajbir Singh (gazetted officer)
Came finally (was absent on 06.08, on deputation to Ferozepur). Chief: reached at 6.35 PM, search in his presence.
Cross: admitted his arrival time is not in any DDR of PS Gharinda; his own signature on the consent memo is
"baad ch kitte" after the accused was brought to the PS. Did not see the seal being affixed.
Chahal sahib to Bal PP: "next date MHC and FSL, close your evidence".
ND 5.11.26.
""")
u("backlog/2026-11/IMG-20261105-WA0010.jpg", "handwritten_note_photo", K, "2026-11-05", ["C02"], ["C02-H08"], """
ਮਿਤੀ 05.11.2026 (ਵੀਰਵਾਰ)
ਸਟੇਟ ਬਨਾਮ ਲਾਲੀ (NDPS) - PW4 MHC ਤਰਸੇਮ ਲਾਲ ਦੀ ਗਵਾਹੀ ਹੋਈ, ਮਾਲਖਾਨਾ ਰਜਿਸਟਰ ਪੇਸ਼।
FSL ਰਿਪੋਰਟ ਸਰਕਾਰੀ ਵਕੀਲ ਨੇ ਪੇਸ਼ ਕੀਤੀ। ਸਰਕਾਰੀ ਗਵਾਹੀ ਬੰਦ (PE closed)।
ਅਗਲੀ ਤਾਰੀਖ 10.12.2026 - ਮੁਲਜ਼ਮ ਦਾ ਬਿਆਨ (313 / 351 BNSS)
""")
u("backlog/2026-12/SC 214 of 2025 order 10.12.2026.pdf", "certified_order_sheet_scan", "Special Court (NDPS), Amritsar", "2026-12-14", ["C02"], ["C02-H09"], """
IN THE COURT OF SH. RAJINDER PAL SINGH CHAHAL, ADDITIONAL SESSIONS JUDGE-CUM-SPECIAL COURT, AMRITSAR
Sessions Case No. 214 of 2025 (NDPS)     State vs Gurlal Singh @ Laali
10.12.2026
Present: Sh. Jagroop Singh Bal, Addl. PP for the State.
         Accused in custody with Sh. Gurpartap Singh Sekhon, Advocate.
Statement of the accused under Section 351 BNSS recorded separately. He denied the incriminating evidence, pleaded
false implication and stated that he was picked up from the dhaba of Resham Singh at Bhakna Kalan at about 2 PM
and the recovery was planted. He wishes to lead defence evidence. Accused to lead defence evidence on 21.01.2027.
                                          Addl. Sessions Judge-cum-Special Court, Amritsar
""")
u("backlog/2027-01/DW1 resham singh 21.1.txt", "typed_note_txt", L, "2027-01-21", ["C02"], ["C02-H10"], """
21.1.27 thu - NDPS Ct - Laali - DE
DW1 Resham Singh (dhaba owner, Bhakna Kalan) examined: police gypsy came at about 2 PM on 14.03.2025, picked
Laali from his dhaba "roti kha reha si", his motorcycle was taken by a constable. He had told the sarpanch the same
evening.
Bal PP cross: DW1 admitted he did not complain to any officer in writing; admitted Laali's father is "mera door da
rishtedar".
One more DW (sarpanch Dhanoe Kalan?) - decide. ND 4.2.2027 for remaining DE / final args.
""")

# ---------------- C03 Laali HC bail
u("backlog/2026-05/CRM-M 21457 13 may.docx", "typed_note_docx", L, "2026-05-13", ["C03"], ["C03-H01"], """
13.05.2026 (Wed) - CRM-M 21457 of 2026 - Gurlal Singh @ Laali v. State of Punjab - Virk J, Court 31
Regular bail (FIR 87/2025 PS Gharinda, 270 gm heroin). Notice of motion for 15.07.2026.
Harsimran Sethi AAG accepted notice: "commercial quantity, s. 37 bar".
Virk J asked State for custody certificate and status of trial - "how many PWs examined out of how many".
Told Surinder Kaur (mother) - next date after vacation.
""")
u("backlog/2026-07/IMG_20260715_130955.jpg", "handwritten_note_photo", L, "2026-07-15", ["C03"], ["C03-H02"], """
15/7/26  HC Ct 31 Virk J - Laali bail
Custody cert.: 1 yr 4 months. Other case: FIR 12/2023 PS Lopoke 21(b) NDPS (small qty) - acquitted 2024.
AAG: 2 PWs examined out of 7. s.37 - no reasonable grounds.
Virk J: "trial chal reha, material witnesses ho jaan deo" - not inclined today. Status report of trial next date.
ND 26.8.26
""")
u("backlog/2026-08/CRM-M-21457-2026 order dt 26-08-2026.pdf", "certified_order_sheet_scan", "Punjab and Haryana High Court", "2026-08-27", ["C03"], ["C03-H03"], """
IN THE HIGH COURT OF PUNJAB AND HARYANA AT CHANDIGARH
CRM-M-21457-2026
Gurlal Singh @ Laali                                            ...Petitioner
Versus
State of Punjab                                                 ...Respondent
CORAM: HON'BLE MR. JUSTICE AMARJEET SINGH VIRK
Present: Mr. Gurpartap Singh Sekhon, Advocate for the petitioner.
         Mr. Harsimran Singh Sethi, AAG, Punjab.
26.08.2026
As per the status report, out of 7 prosecution witnesses, 2 have been examined. The recovery is of commercial
quantity. At this stage, learned counsel for the petitioner, after arguing for some time, seeks permission to
withdraw the petition with liberty to file afresh after the examination of the remaining material prosecution
witnesses. Dismissed as withdrawn with the liberty prayed for. The trial Court is requested to make an endeavour
to conclude the prosecution evidence expeditiously.
                                                  (AMARJEET SINGH VIRK) JUDGE
""")

# ---------------- C04 Bedi heritage shop suit (CJJD Khurana)
u("backlog/2026-02/bedi 6 feb.txt", "typed_note_txt", L, "2026-02-06", ["C04"], ["C04-H01"], """
6.2.26 fri - CS 118/2026 Bedi Phulkari House v. MC Amritsar - Khurana sahib, Ct 7
Ex parte status quo of 21.1.26 continues (no sealing).
MC through Rohit Malhotra - "instructions from Commissioner / heritage cell awaited", time for WS + reply to stay
appl. Granted. Judge asked us for photos of the shop front before 2016 and the site plan - get from Bedi ji.
ND 13.3.26.
Bedi ji worried - MC wale again came to shop on 3 Feb with JCB "survey". Told him stay hai, order copy dukan te rakho.
""")
u("backlog/2026-03/CS 118-2026 zimni 13.03.2026.pdf", "certified_order_sheet_scan", "Civil Judge (Junior Division), Amritsar", "2026-03-16", ["C04"], ["C04-H02"], """
IN THE COURT OF SH. VISHAL KHURANA, CIVIL JUDGE (JUNIOR DIVISION), AMRITSAR
CS No. 118 of 2026     CNR No. PBAS03-00xxxx-2026
Bedi Phulkari House vs Municipal Corporation, Amritsar
13.03.2026
Present: Counsel for the plaintiff.
         Sh. Rohit Malhotra, counsel for the defendant-Corporation.
Written statement and reply to the application for temporary injunction not filed. Counsel for the defendant again
seeks time on the ground that instructions from the office of the Commissioner are awaited. Request opposed. Time
granted as a last opportunity subject to costs of Rs. 1,500/- payable to the plaintiff. Interim order to continue.
To come up on 17.04.2026.
                                          Civil Judge (Jr. Divn.), Amritsar
""")
u("backlog/2026-04/Doc1.docx", "typed_note_docx", L, "2026-04-17", ["C04"], ["C04-H03"], """
17 April 2026 - Bedi v. MC (CS 118/26) - Khurana sahib
Costs Rs. 1500 paid by Malhotra - receipt given to Bedi ji.
WS + reply filed: uniform facade under Heritage Street project (2016), plaintiff's front "not as per approved
elevation", projection 3 ft on galiara obstructs pedestrian plaza; notice under the building bye-laws.
Args on stay heard in part. My points: (1) no hearing before notice - 7 days, no show cause; (2) thada of 2 ft 6 in
old, see 2012 photo (Ex. P-4, Google street view print) and MC's own 2017 completion letter to contractor;
(3) 30 other shops same front.
ND 15.5.26 for remaining args / order.
""")
u("backlog/2026-05/CamScanner 18-05-2026 11.20.pdf", "certified_order_sheet_scan", "Civil Judge (Junior Division), Amritsar", "2026-05-18", ["C04"], ["C04-H04"], """
IN THE COURT OF SH. VISHAL KHURANA, CIVIL JUDGE (JUNIOR DIVISION), AMRITSAR
CS No. 118 of 2026     Bedi Phulkari House vs Municipal Corporation, Amritsar
15.05.2026
Order on the application under Order 39 Rules 1 and 2 CPC.
The plaintiff has been running the shop since 1987; the impugned notice dated 05.01.2026 gives only 7 days and no
opportunity of hearing. Prima facie case, balance of convenience and irreparable loss are in favour of the
plaintiff. The defendant-Corporation is restrained from sealing the shop of the plaintiff or demolishing its front
except in accordance with law, during the pendency of the suit. The plaintiff shall not raise any further
construction or extend the platform (thada) beyond its present size. Nothing herein is an expression on merits.
To come up for framing of issues on 17.07.2026.
                                          Civil Judge (Jr. Divn.), Amritsar
""")
u("backlog/2026-10/bedi PW1 cross 30.10.docx", "typed_note_docx", L, "2026-10-30", ["C04"], ["C04-H07"], """
30.10.2026 (Fri) - CS 118/2026 Bedi Phulkari House v. MC - PW1 cross
Malhotra cross 40 min. Sukhdev Singh Bedi (PW1) admitted: the glass show-window was put in 2023 (new), not in 2017;
admitted no building plan sanctioned for the wooden facade. Firm that thada is 2 ft 6 in and "1987 ton hai".
Denied that he sells on the galiara. Photos Ex. P-4 to P-9 put - admitted.
Khurana sahib: MC to bring the approved heritage elevation drawing of Shop No. 7 - "ohna da case ohi drawing aa".
ND 18.12.26 for PW2 (Harbans Lal Kapoor, adjoining shop).
""")
u("backlog/2026-12/20261218_151102.jpg", "handwritten_note_photo", L, "2026-12-18", ["C04"], ["C04-H08"], """
18/12/26  Ct 7 Khurana - Bedi (heritage shop)
PW2 Harbans Lal Kapoor (Kapoor Pickle Shop, No. 6) examined - thada existed since his childhood, same in all shops.
Cross short - admitted he himself has a case with MC (!).
MC again no drawing - judge: "next date positively produce heritage elevation or adverse inference".
ND 12.2.27. Think of PW3 - retired MC draftsman?
""")

# ---------------- C05 Bhangu cheque case (JMIC Sharma)
u("backlog/2026-03/CHI 2211-2025 order 25.03.2026.pdf", "certified_order_sheet_scan", "JMIC, Amritsar", "2026-03-27", ["C05"], ["C05-H02"], """
IN THE COURT OF MS. RITIKA SHARMA, JUDICIAL MAGISTRATE FIRST CLASS, AMRITSAR
CHI No. 2211 of 2025     CNR No. PBAS05-00xxxx-2025
M/s Bhangu Commission Agents vs M/s Waheguru Rice Mills & Anr.
25.03.2026
Present: Complainant with counsel Sh. G.S. Sekhon.
         Accused No. 2 Harjit Singh Aulakh (for self and for accused No. 1 firm) on bail with Sh. Deepak Arora, Adv.
Bail bonds furnished and accepted. Notice of accusation under Section 274 BNSS framed against the accused, to which
they pleaded not guilty and claimed trial. The accused state that the cheque was handed over as security at the
time of purchase of paddy in Kharif 2024 and that the paddy supplied had excess moisture. Application under Section
145(2) NI Act allowed. To come up for complainant's evidence on 08.05.2026.
                                          JMIC, Amritsar
""")
u("backlog/2026-06/bhangu CW1 cross 11.6.txt", "typed_note_txt", L, "2026-06-11", ["C05"], ["C05-H04"], """
11 june 2026 thu - JMIC Ct 23 (Sharma madam) - Bhangu v. Waheguru Rice Mills
Costs Rs. 1,000 of last date paid by Arora.
CW1 Satnam Singh Bhangu cross by Arora (1 hr): moisture - he said J-forms show paddy 'A' grade, mill ne
bina objection lift kita; ledger balance Rs. 8,40,000 on 30.09.2025, ledger Ex CW1/6, J-forms Ex CW1/7 to CW1/19.
Denied security-cheque suggestion.
Our appl. u/s 143-A NI Act allowed: interim compensation 20% = Rs. 1,68,000 within 60 days.
ND 13.8.26.
""")
u("backlog/2026-09/IMG-20260923-WA0008.jpg", "handwritten_note_photo", K, "2026-09-23", ["C05"], ["C05-H06"], """
ਮਿਤੀ 23.09.2026 (ਬੁੱਧਵਾਰ)
ਭੰਗੂ ਕਮਿਸ਼ਨ ਏਜੰਟ ਬਨਾਮ ਵਾਹਿਗੁਰੂ ਰਾਈਸ ਮਿੱਲ (ਚੈੱਕ ਕੇਸ) - ਸ਼ਰਮਾ ਮੈਡਮ
HDFC ਬੈਂਕ ਅਜਨਾਲਾ ਦਾ ਮੁਲਾਜ਼ਮ (CW2 ਮਨਦੀਪ ਸਿੰਘ, ਡਿਪਟੀ ਮੈਨੇਜਰ) ਆਇਆ - ਰਿਟਰਨ ਮੀਮੋ ਸਾਬਤ ਕੀਤਾ।
ਸਾਡੀ ਗਵਾਹੀ ਬੰਦ (CE closed)। 20% ਅੰਤਰਿਮ ਮੁਆਵਜ਼ਾ ਹਾਲੇ ਵੀ ਜਮ੍ਹਾਂ ਨਹੀਂ ਕਰਵਾਇਆ।
ਅਗਲੀ ਤਾਰੀਖ 12.11.2026 - ਮੁਲਜ਼ਮ ਦਾ ਬਿਆਨ
""")
u("backlog/2027-01/New Microsoft Word Document.docx", "typed_note_docx", L, "2027-01-08", ["C05"], ["C05-H08"], """
08.01.2027 (Fri) - CHI 2211/2025 Bhangu v. Waheguru Rice Mills - JMIC Sharma madam
Aulakh present today (sheller season over). Statement of accused u/s 351 BNSS recorded: says security cheque,
paddy moisture 22%, "cut" of Rs. 2.9 lakh not settled by arhtiya. Wants DE - DW1 his munim + mill's weighbridge
slips.
143-A amount (Rs. 1,68,000) still not deposited - moved appl. for recovery as fine (s. 421 CrPC / 461 BNSS).
Madam: reply by accused next date.
ND 04.02.2027 for DE.
""")

# ---------------- C06 Manpreet maintenance (Family Court)
u("backlog/2026-02/IMG_5521.HEIC", "handwritten_note_photo", L, "2026-02-24", ["C06"], ["C06-H01"], """
24.2.26 Family Court ASR - Grewal madam
MT 318/25 Manpreet Kaur v. Navdeep Sidhu (144 BNSS)
Navdeep not served - Melbourne address, registered AD returned "left". Madam allowed service by email +
WhatsApp (+61 4xx xxx) + through father Harbhajan Singh at Sohian. Dasti to father by Baldev.
ND 7.4.26
LOC letter to SSP Rural already given 2.3? - no, giving this week.
""")
u("backlog/2026-04/manpreet 7.4.txt", "typed_note_txt", L, "2026-04-07", ["C06"], ["C06-H02"], """
7.4.26 - FC Amritsar - Manpreet v Navdeep (MT 318/2025)
Served through WhatsApp (blue ticks, screenshot filed) and father. Ms. Sukhjit Kaur Maan appeared for Navdeep -
vakalatnama signed in Melbourne, sent by courier. Sought time for reply. Granted.
Grewal madam: respondent to file affidavit of assets and liabilities as per Rajnesh v. Neha with the reply.
ND 12.5.26.
""")
u("backlog/2026-05/MT 318 interim args.docx", "typed_note_docx", L, "2026-05-12", ["C06"], ["C06-H03"], """
12.05.2026 - MT No. 318 of 2025 - Manpreet Kaur v. Navdeep Singh Sidhu - Family Court, Amritsar
Reply filed by Maan: Navdeep is a "helper" with a transport company in Melbourne, earns AUD 3,200 per month, rent
AUD 1,400; says Manpreet left matrimonial home on her own in Nov 2024. Assets affidavit NOT filed - madam noted it.
Interim maintenance args: our side - he is a truck driver (B-double licence, Facebook photos), earns AUD 7,000+
p.m.; Manpreet MA B.Ed but unemployed, with her parents at Majitha.
Order on interim on 07.07.2026.
""")
u("backlog/2026-07/MT-318-2025 interim order 07.07.2026.pdf", "certified_order_sheet_scan", "Family Court, Amritsar", "2026-07-09", ["C06"], ["C06-H04"], """
IN THE COURT OF SMT. PARMINDER KAUR GREWAL, PRINCIPAL JUDGE, FAMILY COURT, AMRITSAR
MT No. 318 of 2025     Manpreet Kaur vs Navdeep Singh Sidhu
07.07.2026
Order on the application for interim maintenance.
The respondent is settled in Melbourne, Australia and, on his own showing, is gainfully employed there. He has not
filed the affidavit of assets and liabilities despite directions. The petitioner has no independent income. The
respondent is directed to pay interim maintenance of Rs. 25,000/- per month from the date of the application and
Rs. 21,000/- as litigation expenses. The respondent shall file the affidavit of assets and liabilities within four
weeks, failing which his defence may be struck off. To come up on 08.09.2026.
                                          Principal Judge, Family Court, Amritsar
""")
u("backlog/2026-09/manpreet 8 sep.txt", "typed_note_txt", L, "2026-09-08", ["C06"], ["C06-H05"], """
8 sep 26 - Family Court - Manpreet v. Navdeep
Not a paisa paid. Arrears as on today Rs. 2,00,000 (8 months) + litigation 21,000.
Assets affidavit again not filed. Filed appl. for recovery (warrant for levy, s. 144(3) BNSS) + for striking off
defence. Maan: "client's father will pay, give time".
Grewal madam: last chance to file assets affidavit.
ND 27.10.26.
""")
u("backlog/2026-10/IMG_20261027_134410.jpg", "handwritten_note_photo", L, "2026-10-27", ["C06"], ["C06-H06"], """
27/10/26  FC - Manpreet
Harbhajan Singh (father) brought DD Rs. 1,00,000 - handed over in court, receipt. Balance arrears still
Rs. 1,50,000 (incl. Sept, Oct). Maan: rest in 3 months.
Assets affidavit filed today: Navdeep PR in Australia since 2023, car loan, no property in India (!?).
PW1 Manpreet chief by affidavit Ex PW1/A tendered. Cross next date.
ND 15.12.26
""")
u("backlog/2026-12/MT 318 PW1 cross 15.12.docx", "typed_note_docx", L, "2026-12-15", ["C06"], ["C06-H07"], """
15.12.2026 (Tue) - Family Court, Amritsar - MT 318/2025 Manpreet Kaur v. Navdeep Sidhu
PW1 Manpreet cross by Maan (1 hr 10 min), part. Suggestions: she refused to go to Australia; she has a job in a
private school at Majitha - denied, "main koi naukri nahi kardi". Put her B.Ed certificate - admitted.
Maan sought time to complete cross - granted.
Nothing more paid since 27.10. Balance arrears now Rs. 2,00,000 again (Nov, Dec added).
ND 16.2.2027 for remaining cross of PW1.
""")
u("backlog/2026-12/WhatsApp Chat with Manpreet Kaur Majitha.txt", "whatsapp_export", "Manpreet Kaur", "2026-12-16", ["C06"], [], """
02/03/26, 19:05 - Manpreet Kaur Majitha: Sat sri akal sir. SSP office wali chithi de diti?
02/03/26, 19:20 - Gurpartap Sekhon Adv: Sat sri akal. Haan ajj hi LOC di request de diti SSP Rural nu, receiving lai layi.
07/07/26, 16:40 - Gurpartap Sekhon Adv: Manpreet, interim maintenance 25000 mahina lag gaya, te 21000 kharcha. Order di copy Baldev ji kal de dene.
07/07/26, 16:52 - Manpreet Kaur Majitha: Waheguru ji da shukar 🙏 sir par oh dena nahi
27/10/26, 14:10 - Manpreet Kaur Majitha: sir 1 lakh wala DD mere khate ch laga dita
27/10/26, 14:15 - Gurpartap Sekhon Adv: Theek aa. Baki vi laina aa. Agli tareek 15 Dec.
16/12/26, 10:02 - Manpreet Kaur Majitha: sir Navdeep de pita keh rahe c samjhauta kar lo, oh 5 lakh full and final dende
16/12/26, 10:30 - Gurpartap Sekhon Adv: Koi gal sidhi na karna. Likhat ch offer aave taan dekhange. 16 Feb nu court.
""")

# ---------------- C07 Butala partition (Tehsildar Baba Bakala)
u("backlog/2026-03/IMG-20260310-WA0013.jpg", "handwritten_note_photo", K, "2026-03-10", ["C07"], ["C07-H01"], """
ਮਿਤੀ 10.03.2026 (ਮੰਗਲਵਾਰ) - ਤਹਿਸੀਲ ਬਾਬਾ ਬਕਾਲਾ
ਅਵਤਾਰ ਸਿੰਘ ਬਨਾਮ ਜਗਤਾਰ ਸਿੰਘ - ਤਕਸੀਮ ਕੇਸ ਨੰ. 23/2026 - ਤਹਿਸੀਲਦਾਰ ਸਾਹਿਬ
ਦੋਵੇਂ ਭਰਾਵਾਂ ਨੂੰ ਨੋਟਿਸ ਜਾਰੀ। ਪਟਵਾਰੀ ਹਲਕਾ ਬੁਤਾਲਾ ਤੋਂ ਰਿਪੋਰਟ ਮੰਗੀ (ਜਮ੍ਹਾਬੰਦੀ, ਗਿਰਦਾਵਰੀ)।
ਅਗਲੀ ਤਾਰੀਖ 21.04.2026
""")
u("backlog/2026-05/IMG-20260526-WA0005.jpg", "handwritten_note_photo", K, "2026-05-26", ["C07"], ["C07-H02", "C07-H03"], """
ਤਕਸੀਮ ਕੇਸ 23/2026 ਅਵਤਾਰ ਸਿੰਘ (ਬੁਤਾਲਾ) - ਰਜਿਸਟਰ
21.04.2026 (ਮੰਗਲਵਾਰ) - ਜਗਤਾਰ ਸਿੰਘ ਤੇ ਬਲਕਾਰ ਸਿੰਘ ਵੱਲੋਂ ਵਕੀਲ ਬਲਜੀਤ ਸਿੰਘ ਛੀਨਾ ਪੇਸ਼। ਇਤਰਾਜ਼ਾਂ ਲਈ ਸਮਾਂ ਮੰਗਿਆ, ਮਿਲ ਗਿਆ।
      ਅਗਲੀ ਤਾਰੀਖ 26.05.2026
26.05.2026 (ਮੰਗਲਵਾਰ) - ਇਤਰਾਜ਼ ਦਾਇਰ: ਕਹਿੰਦੇ 2011 ਵਿੱਚ ਖਾਨਗੀ ਤਕਸੀਮ (khangi taqseem) ਹੋ ਚੁੱਕੀ ਹੈ।
      ਪਟਵਾਰੀ ਦੀ ਰਿਪੋਰਟ ਆਈ - ਗਿਰਦਾਵਰੀ ਵਿੱਚ ਸਾਂਝੀ ਕਾਸ਼ਤ ਦਰਜ।
      ਅਗਲੀ ਤਾਰੀਖ 28.07.2026 - ਬਹਿਸ
""")
u("backlog/2026-07/IMG-20260728-WA0003.jpg", "handwritten_note_photo", K, "2026-07-28", ["C04", "C07"], ["C04-H05", "C07-H04"], """
ਰਜਿਸਟਰ - ਜੁਲਾਈ 2026
17.07.2026 (ਸ਼ੁੱਕਰਵਾਰ) - ਬੇਦੀ ਫੁਲਕਾਰੀ ਹਾਊਸ ਬਨਾਮ ਨਗਰ ਨਿਗਮ (CS 118/2026) - ਖੁਰਾਣਾ ਸਾਹਿਬ
      ਇਸ਼ੂ ਬਣ ਗਏ (5 ਇਸ਼ੂ)। ਅਗਲੀ ਤਾਰੀਖ 11.09.2026 - ਸਾਡੀ ਗਵਾਹੀ (PW1 ਬੇਦੀ ਜੀ)
28.07.2026 (ਮੰਗਲਵਾਰ) - ਤਕਸੀਮ ਕੇਸ ਬੁਤਾਲਾ - ਤਹਿਸੀਲਦਾਰ ਸਾਹਿਬ ਡਿਊਟੀ ਤੇ ਬਾਹਰ (ਹੜ੍ਹ ਰਾਹਤ, ਬਿਆਸ) -
      ਰੀਡਰ ਨੇ ਤਾਰੀਖ ਪਾ ਦਿੱਤੀ। ਅਗਲੀ ਤਾਰੀਖ 01.09.2026
""")
u("backlog/2026-09/Scan_20260904_1130.pdf", "certified_order_sheet_scan", "Tehsildar-cum-Assistant Collector Ist Grade, Baba Bakala", "2026-09-04", ["C07"], ["C07-H05"], """
IN THE COURT OF SH. MANJINDER SINGH DHILLON, TEHSILDAR-CUM-ASSISTANT COLLECTOR IST GRADE, BABA BAKALA
Partition Case No. 23 of 2026     Avtar Singh vs Jagtar Singh & Anr.     Village Butala, Khewat No. 118
01.09.2026
Present: Applicant with counsel Sh. G.S. Sekhon. Respondents with counsel Sh. Baljit Singh Chhina.
The respondents object that a private (khangi) partition took place in 2011. No written memorandum, no entry in the
jamabandi and no mutation of any private partition is produced; the girdawari continues to record joint (sanjhi)
cultivation. The objection is rejected. The land measuring 64 kanal 10 marla is partitionable. Mode of partition
framed: each co-sharer 1/3 share by value, keeping in view the tubewell on Khasra 45//12 and access to the
pucca road. The Kanungo with the Halqa Patwari shall prepare the naksha be (proposed partition) and report.
To come up on 03.11.2026.
                              Tehsildar-cum-Assistant Collector Ist Grade, Baba Bakala
""")
u("backlog/2026-11/naksha be butala 3.11.docx", "typed_note_docx", L, "2026-11-03", ["C07"], ["C07-H06"], """
03.11.2026 (Tue) - Tehsil Baba Bakala - Partition Case 23/2026 Avtar v. Jagtar
Kanungo Gurmej Singh filed naksha be: Avtar - killas 46//15, 46//16, 46//25 (road side, 24 kanal 18 marla approx
by value adjustment); Jagtar - 45//11, 45//12 (with tubewell); Balkar - 45//19, 45//20, 47//3.
Chhina objected: tubewell motor (15 HP, connection in Kartar Singh's name) can't go to Jagtar alone - all three use it.
We don't object to tubewell being common (sanjha), as long as our road-side killas stay.
Tehsildar sahib: written objections in 4 weeks.
ND 19.1.27.
""")
u("backlog/2027-01/butala 19 jan.txt", "typed_note_txt", L, "2027-01-19", ["C07"], ["C07-H07"], """
19.1.27 - Baba Bakala tehsil - Butala taqseem
Tehsildar heard objections. Decided orally: tubewell on 45//12 will remain sanjha (common) for all three with a
2-karam khal (water course) - patwari to mark it in naksha be; rest of naksha be as proposed.
Avtar happy - road wale killas mil gaye.
ND 23.2.27 for naksha be final / sanction. Then sanad taqseem + mutation.
""")

# ---------------- C08 Putlighar gurdwara appeal (ADJ Bhandari)
u("backlog/2026-02/IMG_20260212_154020.jpg", "handwritten_note_photo", L, "2026-02-12", ["C08"], ["C08-H01"], """
12.2.26  ADJ Bhandari sahib - CA 41/25 Bhai Sarabjit Singh v. Kashmir Singh (Singh Sabha Putlighar)
Kashmir Singh (pardhan) group through Tarsem Sharma. Trial court record mangwaya.
Our point: committee's term ended 31.12.2024, no election, Kashmir Singh running golak accounts alone.
ND 17.3.26 args.
""")
u("backlog/2026-03/17.03.26.txt", "typed_note_txt", L, "2026-03-17", ["C08", "C01"], ["C08-H02"], """
17.03.26 tue
1) Putlighar gurdwara appeal (CA 41/2025) - args. Bhandari sahib: "Gurdwara da mamla hai, sangat de saamne
   chona karva lao" - suggested fresh election of the committee under an observer (retired judicial officer),
   golak accounts to be audited. Both sides to take instructions. ND 20.4.26.
   Sarabjit Singh ji agree; say observer should be from outside Putlighar.
2) Kulwant Gill (Gill RP) call - Jaswinder ji da Brampton da address badal gaya, naya address for VC later.
   No hearing of RP today.
""")
u("backlog/2026-04/CA 41-2025 order 20.04.2026.pdf", "certified_order_sheet_scan", "Additional District Judge, Amritsar", "2026-04-22", ["C08"], ["C08-H03"], """
IN THE COURT OF SH. ASHOK KUMAR BHANDARI, ADDITIONAL DISTRICT JUDGE, AMRITSAR
Civil Appeal No. 41 of 2025     Bhai Sarabjit Singh & Ors. vs Kashmir Singh & Ors.
20.04.2026
Present: Counsel for the appellants. Sh. Tarsem Lal Sharma, counsel for the respondents. Parties in person.
Statements of the parties recorded. They have compromised: (i) the election of the Managing Committee of Gurdwara
Singh Sabha (Regd.), Putlighar shall be held on 17.05.2026 under the supervision of S. Kuldip Singh Mann, ADJ
(Retd.), as observer, whose fee of Rs. 31,000 shall be shared equally; (ii) the golak and accounts from 01.01.2024
shall be audited by a chartered accountant before the election; (iii) the respondents shall not take any policy
decision till then. In view of the compromise, the appeal is disposed of; the suit shall abide by it.
                                          Additional District Judge, Amritsar
""")

# ---------------- the junior's chats
u("backlog/2026-05/WhatsApp Chat with Simran Jr.txt", "whatsapp_export", J, "2026-05-08", ["C05", "C02"], ["C05-H01", "C02-H03", "C05-H03"], """
18/02/26, 12:20 - Simran Jr: Sir Bhangu wale cheque case ch Aulakh nahi aaya. Sharma madam ne BW kar ditte 10000 de. ND 25/3
18/02/26, 12:22 - Gurpartap Sekhon Adv: ok. Satnam ji nu das dena
23/04/26, 13:05 - Simran Jr: Sir Laali wale ch IO SI Balwinder nahi aaya, VIP duty. Bal sir ne time mangya. Chahal sir ne bailable warrant kar ditta IO de. ND 21/5
23/04/26, 13:06 - Simran Jr: Laali di mummy puchh rahe si bail da, main keha sir HC ch paunge
23/04/26, 13:20 - Gurpartap Sekhon Adv: Theek. Next week file karange.
08/05/26, 12:40 - Simran Jr: Sir Bhangu case - CW1 affidavit tender kar ditta. Arora sir ne keha cross tyaar nahi, adjournment mangi. Madam ne 1000 cost la ditti. 143-A wali application vi file kar ditti. ND 11.6.26
08/05/26, 12:41 - Simran Jr: Madam ne keha next date te cross hona hi hai
08/05/26, 12:45 - Gurpartap Sekhon Adv: 👍 good
""")
u("backlog/2026-11/WhatsApp Chat with Simran Jr (2).txt", "whatsapp_export", J, "2026-11-12", ["C02", "C05", "C04"], ["C02-H06", "C05-H05", "C04-H06", "C05-H07"], """
06/08/26, 12:55 - Simran Jr: Sir Laali - PW3 DSP Rajbir Singh absent, Ferozepur deputation te aa. Bal sir ne fer time lai leya. Chahal sir ne DSP de bailable warrant through SSP. ND 17.9.26
06/08/26, 12:57 - Gurpartap Sekhon Adv: Teeji vaari police gawah gair hazir. Note kar lo.
13/08/26, 11:48 - Simran Jr: Sir Bhangu case - Aulakh di exemption lagi, medical (Civil Hospital Ajnala di slip, back pain). Sharma madam ne keha medical hai taan allow, warna nahi. 20% wala paisa jama nahi karaya. ND 23/9
11/09/26, 12:30 - Simran Jr: Sir Bedi case - PW1 Bedi ji da affidavit tender ho gaya, par Malhotra sir aaye hi nahi, cross defer. MC de proxy ne keha Commissioner ton instructions leni. ND 30.10.26
11/09/26, 12:31 - Gurpartap Sekhon Adv: Eh MC wale har vaari instructions. Theek aa.
12/11/26, 12:15 - Simran Jr: Sir Bhangu - Aulakh fer exemption, Arora sir keh rahe sheller season chal reha, jhona aa reha. Madam ne is vaari vi allow kar ditti par keha next date personal appearance. Statement nahi hoya. ND 8.1.27
12/11/26, 12:20 - Gurpartap Sekhon Adv: Doosri vaari exemption. Next date 143-A recovery di appl. paani aa.
""")

# ---------------- plan and cause list
u("backlog/2027-01/week plan 1-6 feb.docx", "typed_note_docx", L, "2027-01-30", ["C02", "C05", "C04", "C03", "C06", "C01", "C07"], [], """
PLAN - week 1 Feb to 6 Feb 2027 (+ next week)
Thu 4/2  Special Court NDPS - Laali (SC 214/25) - remaining DE / final args. Written arguments ready: s.50 consent
         memo, 52-A inventory 20 days late, no independent witness, DSP arrival not in DDR. Judgments file - Baldev.
         Decide on DW2 sarpanch Dhanoe Kalan - call him by Tuesday.
Thu 4/2  JMIC Ct 23 - Bhangu cheque - DE. Simran to go first; 143-A recovery appl. reply due from accused.
Fri 12/2 Ct 7 Khurana - Bedi heritage shop - PW3? Move appl. to summon the MC's heritage elevation drawing of
         Shop No. 7 + the Heritage Street project file through the Assistant Town Planner.
Tue 16/2 Family Court - Manpreet - remaining cross PW1. Arrears chart (Rs. 2,00,000 balance) + recovery appl.
Wed 17/2 Rent Controller - Gill - RE. Keep original SPA + apostille (madam asks every time). Kulwant to come.
Pending:
- Laali: fresh bail in HC after PWs done (liberty of 26.08.2026) - draft ready, file after final args start.
- Butala taqseem 23/2: naksha be final - Avtar to bring Rs. 5,000 for kanungo/patwari charges.
""")
u("backlog/2027-02/Special Court NDPS cause list 04.02.2027.pdf", "cause_list_pdf", "District & Sessions Court, Amritsar", "2027-02-03", ["C02"], [], """
DISTRICT & SESSIONS COURT, AMRITSAR - CAUSE LIST FOR THURSDAY 04.02.2027
COURT OF SH. RAJINDER PAL SINGH CHAHAL, ADDITIONAL SESSIONS JUDGE-CUM-SPECIAL COURT (NDPS), AMRITSAR
Sr.  Case No.             Title                                         Stage
1    SC/88/2024 (NDPS)    State vs Manpreet Singh @ Mani                Prosecution Evidence
2    SC/214/2025 (NDPS)   State vs Gurlal Singh @ Laali                 Defence Evidence
3    SC/301/2025 (NDPS)   State vs Sonu & Anr.                          Charge
4    SC/17/2026 (NDPS)    State vs Jagjit Singh @ Jaggi                 Prosecution Evidence
5    CRM/412/2027         Harpal Singh vs State (Bail Appl.)            Reply
""")
