"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []
VR, AM, JP = "Vinod Kumar Ram", "Anjali Mondal", "Jagdish Prasad"


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


# ---------------------------------------------------------------- documents
up("backlog/1969-05/allotment patta Nityananda.jpg", "document_photo", "Deputy Commissioner, Andaman", "1969-05-10", ["C01"], [], """
ANDAMAN AND NICOBAR ADMINISTRATION
OFFICE OF THE DEPUTY COMMISSIONER, PORT BLAIR
Rehabilitation of East Pakistan Displaced Persons - Neil Island Settlement
ALLOTMENT ORDER No. R/NL/212/69            Dated 10-5-1969
Sri Nityananda Mondal s/o Late Haripada Mondal, D.P. family No. 212, is allotted 5 (five) bigha of agricultural land
and 0.5 bigha homestead at Village Lakshmanpur, Neil Island, on the terms of the settlement scheme.
sd/- Deputy Commissioner, Andaman District
""")

up("backlog/2019-11/scan0007.pdf", "document_scan", "Port Officer, Mayabunder", "2019-11-02", ["C03"], [], """
DIRECTORATE OF SHIPPING SERVICES, A&N ADMINISTRATION
OFFICE OF THE PORT OFFICER, MAYABUNDER
No. PO/MYB/Inq/14/2019                                   Dated: 02.11.2019
PRELIMINARY INQUIRY REPORT - capsize of departmental dinghy "MV Sagar Bindu-3" near Webi jetty on 19.10.2019
1. The dinghy was carrying 17 passengers against a licensed capacity of 12.
2. No life jackets were issued at the jetty. The coxswain had no valid endorsement.
3. One passenger, Saw Thomas (19 yrs) s/o Saw Johnny of Webi village, drowned; body recovered on 20.10.2019.
Recommended: disciplinary action against the jetty in-charge.
sd/- Port Officer, Mayabunder
""")

up("backlog/2025-03/CamScanner 22-03-2025 11.40.pdf", "document_scan", "Junglighat Police Station", "2025-03-14", ["C07"], [], """
FIRST INFORMATION REPORT (u/s 173 BNSS)
P.S.: Junglighat, Dist. South Andaman     FIR No. 61/2025     Date & time: 14.03.2025, 19:40 hrs
Sections: 281, 125(b) BNS
Informant: Rasheed s/o Md. Ismail, r/o Car Nicobar, presently at Phoenix Bay, Port Blair
Occurrence: at about 18:15 hrs near Junglighat fish market, private bus AN-01-C-4471 (owner Md. Yusuf) driven rashly
hit the informant's scooter AN-01-K-2209 from behind. Informant's right leg fractured; taken to G.B. Pant Hospital.
Driver: Shankar Lal (licence No. shown by him: AN01 2011 0034xx).
""")

up("backlog/2025-06/IMG_20250614_102233.jpg", "document_photo", "Union Bank of India", "2025-06-12", ["C06"], [], """
UNION BANK OF INDIA - Aberdeen Bazar Branch, Sri Vijaya Puram
RETURN MEMO                                       12/06/2025
Cheque No. 118842 dt. 02/06/2025   Rs. 4,80,000/-
Drawer: PRADEEP SARKAR, SB A/c xxxx7719
Payee: DAS HARDWARE (Prop. Ganesh Das)
Reason: 01 - FUNDS INSUFFICIENT
""")

up("backlog/2025-10/Tehsildar notice Tirkey.pdf", "document_scan", "Tehsildar, Port Blair", "2025-10-14", ["C05"], [], """
OFFICE OF THE TEHSILDAR, PORT BLAIR
Notice under the A&N Islands Land Revenue and Land Reforms Regulation, 1966 (unauthorised occupation of Govt land)
No. TPB/Enc/GRC/2025/88                                   Date: 14.10.2025
To: Smt. Sushila Tirkey w/o Late Paulus Tirkey, Garacharma-II
You are in unauthorised occupation of Govt revenue land Survey No. 114/3, Garacharma, measuring about 0.1 ha.
Show cause before the Assistant Commissioner (South Andaman) why you should not be evicted. Case registered as
Eviction Case No. 17/2025.
sd/- R. Baroi, Tehsildar
""")

up("backlog/2026-04/Spot verification Sy 114-3.pdf", "document_scan", "Tehsildar, Port Blair", "2026-04-15", ["C05"], [], """
JOINT SPOT VERIFICATION REPORT - Survey No. 114/3, Garacharma (Eviction Case 17/2025)
Date of inspection: 09.04.2026. Present: Tehsildar R. Baroi, Patwari Garacharma, respondent Sushila Tirkey and her son.
Area under occupation: 0.08 ha. Structures: one Assam-type house (tin roof), 14 coconut trees about 25-30 yrs old.
Neighbours (Sri Lakshman Minj, Sri Joseph Kujur) state the family has lived there since about 1992.
sd/- Patwari    sd/- Tehsildar
""")

up("backlog/2026-09/IMG_20260821_114502.jpg", "document_photo", "Medical Board, G.B. Pant Hospital", "2026-08-20", ["C07"], [], """
G.B. PANT HOSPITAL, SRI VIJAYA PURAM - MEDICAL BOARD
DISABILITY CERTIFICATE   No. MB/ORTHO/2026/391   Date 20/08/2026
Name: Rasheed, 34 yrs, M, r/o Car Nicobar
Diagnosis: malunited fracture shaft of right tibia with shortening 2 cm; restriction of knee movement.
Permanent physical disability: 35% (thirty five per cent) in relation to the right lower limb.
sd/- Dr. S. Raju (Ortho)   sd/- Member   sd/- Chairperson
""")

up("backlog/2026-11/Tehsildar report Neil Sy 58.pdf", "document_scan", "Tehsildar, Neil Island", "2026-11-12", ["C01"], [], """
REPORT IN WPA 1182 OF 2025 (in compliance of order dated 11.08.2026)
Land: Survey No. 58, Village Lakshmanpur, Shaheed Dweep (Neil Island)
1. The allotment register of 1969 at entry No. 212 shows 5 bigha to Sri Nityananda Mondal.
2. On present survey 0.4 ha on the western side falls within the notified reserved forest boundary (1977 notification).
3. The remaining land is in continuous possession of the petitioners' family.
Representation of the petitioners may be considered for the non-forest portion.
sd/- Tehsildar, Shaheed Dweep
""")

# ---------------------------------------------------------------- cause lists
up("backlog/2026-11/CB causelist 17.11.2026.pdf", "cause_list_pdf", "Calcutta High Court, Circuit Bench at Port Blair", "2026-11-16", ["C01"], [], """
CALCUTTA HIGH COURT - CIRCUIT BENCH AT PORT BLAIR
DAILY CAUSE LIST - TUESDAY, 17TH NOVEMBER, 2026
COURT NO. 1 - HON'BLE JUSTICE SAUGATA MITRA (through video conference)
FOR ORDERS
4. WPA 1182/2025  Kanan Bala Mondal & Ors. Vs. UT of A&N Islands & Ors.    V.K. Ram / A. Tiwari (SC)
5. WPA 977/2026   Andaman Fishermen Co-op Vs. UT of A&N                     S. Haldar / A. Tiwari (SC)
""")

up("backlog/2026-12/advance list 08.12.2026 CB.pdf", "cause_list_pdf", "Calcutta High Court, Circuit Bench at Port Blair", "2026-12-04", ["C02"], [], """
CALCUTTA HIGH COURT - CIRCUIT BENCH AT PORT BLAIR
ADVANCE CAUSE LIST FOR TUESDAY, THE 8TH DECEMBER, 2026
COURT NO. 2 - HON'BLE JUSTICE ANANYA DUTTA
FOR JUDGMENT
1. CRR 64/2026  Raju Subramani Vs. State (UT of A&N Islands)     V.K. Ram / Jayanthi Raman (PP)
FOR HEARING
2. CRA 11/2025  Md. Salim Vs. State                               In person / PP
""")

# ---------------------------------------------------------------- certified order sheets
up("backlog/2026-01/CRR 64-2026 order 13.01.2026.pdf", "certified_order_sheet_scan", "Calcutta High Court, Circuit Bench at Port Blair", "2026-01-13", ["C02"], ["C02-H01"], """
CRR 64 of 2026
Raju Subramani ... Petitioner
Vs.
State (UT of A&N Islands) ... Opposite Party
13.01.2026
Mr. V.K. Ram ... for the petitioner. Smt. Jayanthi Raman, Ld. PP ... for the State.
The revision is admitted. Let the Lower Court Records be called for from the Court of the Sessions Judge, A&N Islands.
The sentence of one year simple imprisonment imposed on the petitioner shall remain suspended during the pendency
of the revision, on his furnishing a bond of Rs. 20,000/- with one surety of the like amount to the satisfaction of
the Ld. CJM, South Andaman. List after receipt of LCR, on 10.03.2026.
(Ananya Dutta, J.)
""")

up("backlog/2026-01/Order sheet AC 23-01-2026.pdf", "certified_order_sheet_scan", "Assistant Commissioner (South Andaman)", "2026-01-23", ["C05"], ["C05-H02"], """
COURT OF THE ASSISTANT COMMISSIONER (SOUTH ANDAMAN), PORT BLAIR
Eviction Case No. 17/2025 - Tehsildar, Port Blair vs Smt. Sushila Tirkey
23.01.2026 - Presenting officer present. Respondent present with Ld. Adv. V.K. Ram.
Reply of the respondent filed, claiming occupation since 1992. In view of the disputed facts, the Tehsildar and the
Patwari, Garacharma shall conduct a joint spot verification in presence of the respondent and submit a report.
Fix 06.03.2026 for report.
sd/- Assistant Commissioner (South Andaman)
""")

up("backlog/2026-05/Certified copy CR 233-25 dt 11.5.26.pdf", "certified_order_sheet_scan", "Chief Judicial Magistrate, South Andaman", "2026-05-11", ["C06"], ["C06-H05"], """
IN THE COURT OF THE CHIEF JUDICIAL MAGISTRATE, SOUTH ANDAMAN AT PORT BLAIR
C.R. Case (NI Act) No. 233/2025   Ganesh Das vs Pradeep Sarkar
11.05.2026
Complainant present. Accused absent; petition u/s 228 BNSS for exemption filed, stating the accused is at Chennai
(mainland) for treatment of his mother. Ld. defence counsel Sri S. Mathew prays for time to cross-examine CW1.
Time was granted on the last date for the same purpose. Prayer allowed as a last chance subject to costs of
Rs. 1,000/- payable to the complainant. Fix 22.06.2026 for cross-examination of CW1. No further time.
sd/- CJM, South Andaman
""")

up("backlog/2026-06/WPA 1182-2025 order 16.6.pdf", "certified_order_sheet_scan", "Calcutta High Court, Circuit Bench at Port Blair", "2026-06-16", ["C01"], ["C01-H05"], """
WPA 1182 of 2025
Kanan Bala Mondal & Ors. Vs. Union Territory of A&N Islands & Ors.
16.06.2026
Mr. V. K. Ram, Adv. ... for the petitioners. Mr. Arvind Tiwari, Ld. Standing Counsel ... for the UT.
Ld. Standing Counsel again prays for time on the ground that instructions from the Secretariat (Revenue) are
awaited. This is the second such prayer. Time is granted, as a last indulgence, subject to payment of costs of
Rs. 3,000/- to the petitioners. The interim order of status quo shall continue. List on 11.08.2026.
(Saugata Mitra, J.)
""")

up("backlog/2026-07/FA 12 of 2024 - 21.07.2026.pdf", "certified_order_sheet_scan", "Calcutta High Court, Circuit Bench at Port Blair", "2026-07-21", ["C03"], ["C03-H04"], """
FA 12 of 2024
Saw Johnny ... Appellant  Vs.  Union Territory of A&N Islands & Ors. ... Respondents
21.07.2026
Re: IA No. 2 of 2026 (Order 41 Rule 27 CPC). No reply has been filed by the respondents although notice was
served in April. Mr. Tiwari, Ld. Standing Counsel, seeks further time. Allowed, on costs of Rs. 2,000/- to be paid
to the appellant. Reply within 3 weeks. List on 22.09.2026.
(Saugata Mitra, J.)
""")

up("backlog/2026-09/FA 12-2024 IA order 22.9.26.pdf", "certified_order_sheet_scan", "Calcutta High Court, Circuit Bench at Port Blair", "2026-09-22", ["C03"], ["C03-H05"], """
FA 12 of 2024  -  IA No. 2 of 2026
22.09.2026
Heard. The preliminary inquiry report of the Port Officer, Mayabunder dated 02.11.2019 is a public document which
was not within the knowledge of the appellant at the time of trial despite due diligence. The application is
allowed; the report is taken on record as additional evidence. Appeal to appear for final hearing on 10.11.2026.
Parties to file a short synopsis of not more than two pages.
(Saugata Mitra, J.)
""")

up("backlog/2026-11/WPA1182 17.11.26 order.pdf", "certified_order_sheet_scan", "Calcutta High Court, Circuit Bench at Port Blair", "2026-11-17", ["C01"], ["C01-H07"], """
WPA 1182 of 2025
17.11.2026
The report of the Tehsildar, Shaheed Dweep dated 12.11.2026 is filed by the Ld. Standing Counsel and taken on record.
Copy served on Mr. Ram. Interim order to continue. List for final hearing on 15.12.2026 at the top of the list.
Both sides to file a synopsis of two pages a week before.
(Saugata Mitra, J.)
""")

up("backlog/2026-11/MACT 28-2025 order 20.11.2026.pdf", "certified_order_sheet_scan", "Motor Accident Claims Tribunal, Port Blair", "2026-11-20", ["C07"], ["C07-H08"], """
MOTOR ACCIDENT CLAIMS TRIBUNAL, PORT BLAIR
MACT Case No. 28/2025   Rasheed vs Md. Yusuf & Anr.
20.11.2026
DW1 Sri P. Kannan, investigator of OP-2 insurer, examined and cross-examined by the claimant. Evidence of both sides
closed. Considering the nature of the claim, the matter is referred to the National Lok Adalat to be held on
12.12.2026 (Saturday). If not settled, arguments on the same day.
sd/- Presiding Officer, MACT
""")

up("backlog/2026-11/CRR 64 order 24-11-2026.pdf", "certified_order_sheet_scan", "Calcutta High Court, Circuit Bench at Port Blair", "2026-11-24", ["C02"], ["C02-H06"], """
CRR 64 of 2026
24.11.2026
Heard Mr. Ram for the petitioner and Smt. Jayanthi Raman, Ld. PP for the State. Arguments concluded.
Judgment reserved. List for delivery of judgment on 08.12.2026. Interim order to continue till then.
(Ananya Dutta, J.)
""")

up("backlog/2026-11/TS 41-2024 certified 27.11.pdf", "certified_order_sheet_scan", "Civil Judge (Junior Division), Port Blair", "2026-11-27", ["C04"], ["C04-H10"], """
IN THE COURT OF THE CIVIL JUDGE (JUNIOR DIVISION), PORT BLAIR
T.S. 41/2024   Subal Chandra Biswas vs Anthony Ekka
27.11.2026
Plaintiff present through Ld. Adv. Defendant through Ld. Adv. Sri K. Selvaraj. DW2 is absent again. Ld. counsel
for the defendant prays for time. Last chance is given to produce DW2 on payment of cost of Rs. 500/- to the
plaintiff. Fix 18.12.2026 for DW2. If DW2 is not produced, defence evidence shall be closed.
sd/- Civil Judge (Jr. Divn.)
""")

# ---------------------------------------------------------------- lawyer's diary (photos)
up("backlog/2025-12/PXL_20251205_174402.jpg", "handwritten_note_photo", VR, "2025-12-05", ["C04"], ["C04-H01"], """
5/12/25 Fri - CJ(JD) Ct 2
TS 41/24 Biswas v Ekka (Dollygunj plot)
Def ka WS finally file hua - Selvaraj ne copy diya. Ekka claims adverse possession from 1998 !! Subal babu ko batana.
agla date 16.1 - issues
""")

up("backlog/2025-12/PXL_20251209_190015.jpg", "handwritten_note_photo", VR, "2025-12-09", ["C01"], ["C01-H01"], """
09.12.25 Tue   CB Ct 1 (Mitra J, VC)
WPA 1182/25 Kanan Bala Mondal - Neil plot
Notice. UT to file report on 1969 allotment file. STATUS QUO on plot - good.
Mitra J: "give me 2 pages, not 40" - synopsis habit, note karo.
ND 20/1/26
""")

up("backlog/2025-12/PXL_20251216_181230.jpg", "handwritten_note_photo", VR, "2025-12-16", ["C03"], ["C03-H01"], """
16/12 - CB - FA 12/24 Saw Johnny (boat)
paper book ready nahi. Tiwari: "instructions from Directorate awaited" - time liya. Judge bola registry dekhe.
Johnny bhai aaye the Mayabunder se, 2 din ka kharcha. Bura laga.
NDOH 17.2.26
""")

up("backlog/2026-01/PXL_20260120_175501.jpg", "handwritten_note_photo", VR, "2026-01-20", ["C01"], ["C01-H02"], """
20 Jan (Tue) CB
Neil writ (Kanan Bala) - UT ka report nahi aaya. Tiwari ne phir time liya - "Secretariat se instructions nahi aaye".
3 weeks. Status quo continues.
agla date 24.2
""")

up("backlog/2026-02/PXL_20260224_183340.jpg", "handwritten_note_photo", VR, "2026-02-24", ["C01"], ["C01-H03"], """
24.2.26 CB Ct 1
WPA 1182 - UT A/O finally filed (says allotment was "provisional", never confirmed!). Reply 2 wks - Anjali draft.
Judge: DC South Andaman to produce ORIGINAL allotment register of 1969.
NDOH 7.4.26
""")

up("backlog/2026-03/IMG_4471.HEIC", "handwritten_note_photo", VR, "2026-03-27", ["C04"], ["C04-H04"], """
27/3 Fri - CJ(JD)
Biswas v Ekka - PW1 (Subal babu) cross by Selvaraj, 1.5 ghante. Part only.
Q: tax receipt 1996 kisne bharaa? - Subal: "maine, Aberdeen tehsil mein". ok.
Q: boundary wall kab bani? - 2001. (Ekka ka 1998 claim weak hua)
agla date 8.5 - remaining cross
""")

up("backlog/2026-04/PXL_20260407_170020.jpg", "handwritten_note_photo", VR, "2026-04-07", ["C01"], ["C01-H04"], """
7.4 CB - Neil writ
Register produced by DC office - entry No. 212, Nityananda Mondal (Kanan Bala's sasur), 5 bigha. Heard in part.
Judge bola: "A displaced family settled by the State 55 years ago cannot be turned out on a file note."
Tiwari quiet. ND after vacation - 16.6.26
""")

up("backlog/2026-04/PXL_20260421_182511.jpg", "handwritten_note_photo", VR, "2026-04-21", ["C03"], ["C03-H03"], """
21/4/26 CB - Saw Johnny FA
Paper book done (registry). Filed IA u/O 41 r 27 - Port Officer inquiry rpt dt 2.11.2019 (17 pax in 12-seater, no life jackets).
Notice to UT. Tiwari accepted notice.
ND 21.7
""")

up("backlog/2026-07/PXL_20260714_173005.jpg", "handwritten_note_photo", VR, "2026-07-14", ["C02"], ["C02-H04"], """
14-7-26 CB Ct 2 Dutta J
CRR 64/26 Raju Subramani - heard part. Judge asked PP: why injured's statement 3 days late? PP no answer.
Dutta J again: LCR pura padh ke aaiye (she reads LCR herself).
next 8.9
""")

up("backlog/2026-08/PXL_20260811_180145.jpg", "handwritten_note_photo", VR, "2026-08-11", ["C01"], ["C01-H06"], """
11/8 CB - Neil writ
Costs 3000 paid by Tiwari (chq, SBI) - handed to Mita (Kanan Bala ki beti).
Order: UT to reconsider our representation afresh, Tehsildar to report. Status quo till then.
ND 17.11.26
""")

up("backlog/2026-11/PXL_20261110_175858.jpg", "handwritten_note_photo", VR, "2026-11-10", ["C03"], ["C03-H06"], """
10.11.26 CB - FA 12/24 Johnny - final hearing
Argued 40 min on inquiry report + overloading. Synopsis 2 pages diya (Mitra J ne phir maanga).
Tiwari to reply - part heard.
agla date 12.1.27
""")

up("backlog/2026-11/PXL_20261130_181100.jpg", "handwritten_note_photo", VR, "2026-11-30", ["C06"], ["C06-H10"], """
30/11 Mon CJM
Das v Sarkar 138 - DW phir nahi aaya. Mathew: "one more date". CJM bola enough - DE closed.
Arguments. ND 15/12 (?)
""")

# ---------------------------------------------------------------- clerk's register (photos on WhatsApp)
up("backlog/2025-12/IMG-20251220-WA0004.jpg", "handwritten_note_photo", JP, "2025-12-20", ["C05", "C07"], ["C05-H01", "C07-H01"], """
तारीख रजिस्टर - दिसम्बर 2025
12.12.25  ए.सी. कोर्ट  बेदखली केस 17/2025 सुशीला तिर्की - हाजिरी दी, जवाब हेतु समय - अगली तारीख 23.01.26
19.12.25  एम.ए.सी.टी.  रशीद बनाम यूसुफ - बीमा कंपनी का लिखित बयान दाखिल - अगली तारीख 06.02.26
""")

up("backlog/2026-03/IMG-20260307-WA0011.jpg", "handwritten_note_photo", JP, "2026-03-07", ["C04", "C05", "C06"], ["C06-H03", "C04-H03", "C05-H03"], """
तारीख रजिस्टर - फरवरी/मार्च 2026
23.02.26  सी.जे.एम.  गणेश दास बनाम प्रदीप सरकार (138) - अभियुक्त ने दोष अस्वीकार किया - अगली तारीख 30.03.26 (CW1)
27.02.26  सिविल जज (जू.डि.)  टी.एस. 41/24 बिस्वास - PW1 शपथ पत्र दाखिल, सेल्वराज वकील ने जिरह हेतु समय लिया - अगली तारीख 27.03.26
06.03.26  ए.सी. कोर्ट  तिर्की - मौका रिपोर्ट तैयार नहीं - अगली तारीख 17.04.26
""")

up("backlog/2026-06/IMG-20260623-WA0002.jpg", "handwritten_note_photo", JP, "2026-06-23", ["C04", "C05", "C06"], ["C05-H05", "C04-H06", "C06-H06"], """
तारीख रजिस्टर - जून 2026
05.06.26  ए.सी.  तिर्की - आपत्ति दाखिल, सुशीला जी का बयान हुआ, राशन कार्ड व बिजली बिल - अगली तारीख 07.08.26
19.06.26  सि.ज.  बिस्वास बनाम एक्का - PW2 रमेश सरकार (अमीन) गैरहाजिर, सम्मन दोबारा - अगली तारीख 31.07.26
22.06.26  सी.जे.एम.  दास 138 - CW1 जिरह पूरी - अगली तारीख 03.08.26 (313)
""")

up("backlog/2026-08/IMG-20260808-WA0007.jpg", "handwritten_note_photo", JP, "2026-08-08", ["C05", "C06"], ["C06-H07", "C05-H06"], """
तारीख रजिस्टर - अगस्त 2026
03.08.26  सी.जे.एम.  दास बनाम सरकार - अभियुक्त गैरहाजिर, मैथ्यू वकील की हाजिरी माफी अर्जी मंजूर - अगली तारीख 14.09.26
07.08.26  ए.सी.  तिर्की - तहसीलदार (पी.ओ.) नहीं आए - अगली तारीख 09.10.26
""")

# ---------------------------------------------------------------- typed notes
up("backlog/2026-01/New Text Document.txt", "typed_note_txt", VR, "2026-01-16", ["C04"], ["C04-H02"], """
16.01.2026 TS 41/2024 Biswas v Ekka - CJ(JD) Yadav sir
Issues framed - 5:
1. whether plff is owner of plot no. 27, Dollygunj by sale deed of 1995?
2. whether def acquired title by adverse possession?
3. whether suit is barred by limitation?
4. whether plff entitled to recovery of possession?
5. relief
ND 27.2.26 for PW1 evidence affidavit. Subal babu se affidavit sign karwana by 20th.
""")

up("backlog/2026-06/sarkar 138 cross.txt", "typed_note_txt", VR, "2026-06-22", ["C06"], ["C06-H06"], """
22/06/26 CJM - Ganesh Das v Pradeep Sarkar - CW1 cross (Mathew)
finally cross hua. Mathew ki line: cheque was given as security in 2023 for a hardware credit of 1.5 lakh only, balance
was "interest". Ganesh ji denied - ledger dikhaya (Ex. CW1/5). Mathew asked for original ledger next date - CJM refused.
Cost 1000 (from 11.5) paid today by Mathew in court - Ganesh ji ko diya.
CW closed. next 3.8 - 313.
""")

up("backlog/2026-09/CB 8-9 and 22-9.txt", "typed_note_txt", VR, "2026-09-22", ["C02", "C03"], ["C02-H05", "C03-H05"], """
8.9.26 - CRR 64 Raju - PP Jayanthi madam on leave, nobody from PP office. Dutta J not happy, adj. ND 24.11.
(Raju ki maa call - bail rahega na? haan, suspension continues.)

22.9.26 - FA 12/24 Johnny - IA allowed!! inquiry report taken on record as addl evidence. Final hearing 10.11.
Mitra J - again "2 page synopsis, not more". Anjali to prepare.
""")

up("backlog/2026-09/rasheed PW2 4.9.txt", "typed_note_txt", VR, "2026-09-04", ["C07"], ["C07-H06"], """
4th Sept 2026 - MACT - Rasheed v Yusuf
PW2 Dr. S. Raju (Ortho, GB Pant) examined finally. Proved disability cert 20.08.2026 - 35% permanent, right leg, 2 cm shortening.
Cross by Lakshmi Narayanan (insurer): only 35% of limb, not whole body - functional disability less. Dr: he cannot
climb coconut trees or drive his boat, so work loss more. Good answer.
Judge again asked both: Lok Adalat mein settle karo. Insurer offer nahi diya.
ND 30.10 - DW1 (insurer investigator)
""")

up("backlog/2026-10/AC tirkey args.txt", "typed_note_txt", VR, "2026-10-09", ["C05"], ["C05-H07"], """
09-10-2026  AC (South Andaman) - Eviction 17/2025 Tirkey
Args done. Our points: occupation since 1992 (spot report itself says), ration card 1994, elec bill 1998; Regulation
allows regularisation of pre-1993 occupation; notice vague about area (0.1 ha vs 0.08 ha found).
Tehsildar Baroi argued - encroachment is encroachment.
Order reserved. ND 11.12.26 for order. Sushila didi ko bola aana zaroori nahi, main bata dunga.
""")

up("backlog/2026-10/notes 23 & 30 oct.txt", "typed_note_txt", VR, "2026-10-30", ["C04", "C07"], ["C04-H09", "C07-H07"], """
23/10 Fri - TS 41/24 Biswas v Ekka
DW1 Anthony Ekka - maine cross kiya. Admitted: no mutation in his name, electricity connection in 2004 only (not 1998).
Selvaraj: DW2 (neighbour Minj) nahi aaya - time liya. ND 27.11.

30/10 Fri - MACT Rasheed
Insurer ka investigator nahi aaya. Lakshmi Narayanan ne time liya. Judge: next date par final, Lok Adalat bhi socho.
ND 20.11
""")

up("backlog/2026-09/DW1 Ekka affidavit.txt", "typed_note_txt", AM, "2026-09-11", ["C04"], ["C04-H08"], """
11.09.2026 CJ(JD) - TS 41/24
DW1 Anthony Ekka affidavit-in-chief filed by Selvaraj sir. 18 paras. Claims possession from 1998 and a 'sale agreement'
with one Late Bhagat (no copy annexed!).
Next 23.10.2026 - our cross of DW1. Sir please prepare, I will get certified copy of mutation register from tehsil.
- Anjali
""")

up("backlog/2026-10/rasheed call.txt", "typed_note_txt", VR, "2026-10-02", ["C07"], [], """
2 Oct - phone, Rasheed (Car Nicobar se)
kya hua puch raha tha - told him evidence almost over. He says fishing boat chalana band, brother chala raha hai.
Lost job as boat driver with Nicobar co-op (Rs 18,000 pm). Asked: kitna milega? told him can't say, insurer ko
Lok Adalat mein offer dena padega. He wants at least 8 lakh. Ship ticket - aayega 19th Nov.
""")

up("backlog/2026-11/This week.txt", "typed_note_txt", VR, "2026-11-29", ["C01", "C02", "C06", "C07"], [], """
week 30 Nov - 5 Dec
Mon - CJM Das 138 (Anjali bhi)
Tue - nothing in court; Neil writ synopsis (2 pages!!) - send to Mita for papers
Wed - Raju CRR - judgment notes padhna
Thu - Rasheed - Lok Adalat ke liye figure decide, call Rasheed
Fri - bar assoc meeting 4 pm
""")

up("backlog/2026-12/correction Das ND.txt", "typed_note_txt", VR, "2026-12-01", ["C06"], [], """
1.12.26 - CORRECTION to my diary of 30/11:
Das v Sarkar (138) ka ND 15.12 nahi hai - it is 14.12.2026 (Monday), for arguments. Anjali ne peshkar se confirm kiya.
15.12 is Neil writ in CB - dono mix ho gaye the.
""")

# ---------------------------------------------------------------- docx
up("backlog/2026-02/FA 12 notes Feb.docx", "typed_note_docx", VR, "2026-02-17", ["C03"], ["C03-H02"], """
FA 12 of 2024 - Saw Johnny vs UT (Directorate of Shipping Services)
Date: 17 February 2026, Circuit Bench Court 1
Paper book still not prepared. Tiwari said Directorate has not sent the trial court exhibits. Mitra J directed the
registry itself to prepare the paper book within 4 weeks at the cost of the appellant. Deposit Rs. 1,850 for paper
book charges - paid by us on 19.02.2026 (receipt no. CB/PB/0211).
Next date: 21.04.2026.
""")

up("backlog/2026-05/CRR 64-2026 hearing 5.5.docx", "typed_note_docx", VR, "2026-05-05", ["C02"], ["C02-H03"], """
CRR 64/2026 - Raju Subramani v State
5 May 2026 - Circuit Bench Court 2 (Dutta J)
LCR has reached (received in Registry on 22.04.2026). Ld. PP Jayanthi Raman prayed for time to go through the LCR.
Granted. Judge remarked she will not hear a revision on the basis of the paper book alone.
Next date: 14.07.2026.
""")

up("backlog/2026-05/PW1 cross Biswas 8.5.26.docx", "typed_note_docx", AM, "2026-05-08", ["C04"], ["C04-H05"], """
T.S. 41/2024 - PW1 cross (concluded) - 08/05/2026
Selvaraj sir cross today 45 min. Subal uncle stood firm - sale deed 1995 registered at Port Blair, stamp Rs. 2,400.
Suggestion that the sale deed was sham - denied.
Cross closed. Court issued summons to PW2 Ramesh Sarkar (retd. amin, did the 2019 demarcation).
NDOH 19.06.2026
""")

up("backlog/2026-05/Document1.docx", "typed_note_docx", AM, "2026-05-15", ["C07"], ["C07-H04"], """
MACT 28/2025 Rasheed - 15.05.2026
PW1 Rasheed cross by Lakshmi Narayanan madam (insurer). Main line: bus driver Shankar Lal's licence fake - she
said so again (like in WS). Rasheed said he does not know the driver. Also suggested Rasheed was on the wrong side -
denied.
Next 10.07.2026 - PW2 doctor. Summons to Dr. S. Raju.
""")

up("backlog/2026-04/Eviction 17-2025 spot report objection.docx", "typed_note_docx", VR, "2026-04-17", ["C05"], ["C05-H04"], """
Eviction Case 17/2025 (AC, South Andaman) - 17 April 2026
Spot verification report filed (inspection 09.04.2026): 0.08 ha, Assam-type house, 14 coconut trees, neighbours say
since 1992. Largely in our favour. AC madam allowed objections/comments in 6 weeks.
Next date 05.06.2026 - evidence of respondent. Keep ready: ration card 1994, electricity bill 1998.
""")

up("backlog/2026-11/Synopsis WPA 1182 draft.docx", "typed_note_docx", AM, "2026-11-26", ["C01"], [], """
SYNOPSIS (WPA 1182 of 2025) - draft, 2 pages as directed
1. Petitioners are the legal heirs of Nityananda Mondal, a displaced person settled at Neil Island by allotment order
   No. R/NL/212/69 dated 10.05.1969 (5 bigha).
2. The family has been in possession for 57 years; the Tehsildar's report dated 12.11.2026 admits possession.
3. Only 0.4 ha is said to fall within the 1977 forest notification; the rest cannot be resumed.
4. Prayer: quash the resumption notice and regularise the non-forest portion.
""")

# ---------------------------------------------------------------- WhatsApp
up("backlog/2026-11/WhatsApp Chat with Anjali Jr.txt", "whatsapp_export", AM, "2026-11-30", ["C06", "C07"],
   ["C06-H01", "C07-H02", "C07-H03", "C06-H04", "C07-H05", "C06-H08", "C06-H09", "C06-H10"], """
08/12/25, 12:41 pm - Anjali Jr: Sir CJM - Das case, accused Pradeep Sarkar nahi aaya. CJM issued bailable warrant 10k. ND 19.1
08/12/25, 12:44 pm - Vinod Ram Adv: ok. Ganesh ji ko bata do
06/02/26, 1:10 pm - Anjali Jr: MACT Rasheed - issues framed sir. Insurer argued DL issue again. ND 20 march
20/03/26, 12:58 pm - Anjali Jr: Rasheed PW1 affidavit filed. Judge told ennakku Lok Adalat la settle pannunga, both sides think. Insurer madam said no instructions. ND 15/5
30/03/26, 11:52 am - Anjali Jr: Sir Das case CW1 affidavit tendered, Mathew sir time for cross. CJM gave 11.5. Ganesh babu khub rag korechhe 😅
10/07/26, 1:31 pm - Anjali Jr: MACT - Dr Raju did not come, OT duty at GB Pant. Fresh summons. ND 4/9
10/07/26, 1:33 pm - Vinod Ram Adv: Doctor ko personally milo, fees ki baat mat karna
14/09/26, 12:20 pm - Anjali Jr: 313 done sir in Das case. Accused came today. DE next - 26.10
26/10/26, 1:05 pm - Anjali Jr: Das case - no DW, Mathew sir time again 🙄 Accused offered 3 lakh full & final. Ganesh babu refused, says 4.8 + cost. CJM told mediation centre e jan, try. ND 30/11
26/10/26, 1:07 pm - Vinod Ram Adv: Mediation voluntary hai, client mana kare to note karo
30/11/26, 12:47 pm - Anjali Jr: Sir Das case - DE closed!! Mathew tried again, CJM refused. Args next. I heard 14.12 from peshkar
30/11/26, 12:50 pm - Vinod Ram Adv: Mujhe 15 laga. Kal confirm karo
""")

up("backlog/2026-10/WhatsApp Chat with Ganesh Das Hardware.txt", "whatsapp_export", "Ganesh Das", "2026-10-27", ["C06"], ["C06-H02", "C06-H05"], """
[19/01/26, 2:15:10 PM] Vinod Ram Adv: Ganesh ji, Sarkar aaj court aaya. Bail mil gaya 10,000 pe. Agla date 23 Feb.
[19/01/26, 2:40:33 PM] Ganesh Das: Thik hai sir. Wo bazaar mein bol raha tha case khatam karwa dega
[11/05/26, 3:02:41 PM] Vinod Ram Adv: Mathew ne phir time liya, accused Chennai gaya bol ke. CJM ne 1000 cost lagaya. Last chance. ND 22.6
[11/05/26, 3:10:12 PM] Ganesh Das: Ye do baar ho gaya sir. 1000 se kya hoga
[27/10/26, 10:05:51 AM] Ganesh Das: Sir kal Anjali madam boli 3 lakh offer hai. Main nahi lunga. 4,80,000 cheque tha aur 2 saal ho gaya
[27/10/26, 10:20:06 AM] Vinod Ram Adv: Theek hai, aapki marzi. Mediation mein jaane ki zaroorat nahi
""")

up("backlog/2026-11/WhatsApp Chat with Saw Johnny.txt", "whatsapp_export", "Saw Johnny", "2026-11-11", ["C03"], [], """
21/07/26, 6:40 pm - Vinod Ram Adv: Johnny bhai, today court put Rs 2000 cost on Govt for not replying. Next 22 Sept.
21/07/26, 7:02 pm - Saw Johnny: Thank you sir. Thomas mother asking every day. 7 years now.
22/09/26, 5:15 pm - Vinod Ram Adv: Good news - the Port Officer report is now evidence in appeal. Final hearing 10 Nov.
10/11/26, 6:05 pm - Vinod Ram Adv: Argued today. Govt lawyer will reply 12 January. No need to come.
11/11/26, 8:30 am - Saw Johnny: God bless sir. I will pray. Church people also praying.
""")

up("backlog/2026-11/WhatsApp Chat with Mita Mondal.txt", "whatsapp_export", "Mita Mondal", "2026-11-18", ["C01"], [], """
20/01/26, 6:12 pm - Mita Mondal: Kaku, aaj ki holo? Ma chinta korche
20/01/26, 6:20 pm - Vinod Ram Adv: Sarkar ne phir time liya. Status quo hai, ghar koi nahi todega. 24 Feb next.
17/11/26, 5:40 pm - Vinod Ram Adv: Tehsildar report aaya - 0.4 hectare forest bol rahe hain, baaki aapka possession maana. Final hearing 15 Dec.
17/11/26, 5:52 pm - Mita Mondal: West side wala? Wahan to baba ne 1980 se supari lagaya. Ma ko nahi bataungi abhi.
18/11/26, 9:10 am - Mita Mondal: Kaku 1969 ka patta photo bhej diya aapko, original mere paas hai
""")

up("backlog/2026-08/WhatsApp Chat with Jagdish Munshi.txt", "whatsapp_export", JP, "2026-08-01", ["C02", "C03", "C04"], ["C02-H02", "C04-H07"], """
10/03/26, 1:15 pm - Jagdish Munshi: साहब CRR 64 राजू - LCR नहीं आया। जज साहिबा ने रजिस्ट्री को सेशन कोर्ट को याद दिलाने को कहा। अगली तारीख 5 मई
10/03/26, 1:16 pm - Vinod Ram Adv: ok
11/03/26, 4:02 pm - Jagdish Munshi: साहब बिस्वास केस का PW2 समन जमा किया, डायरी नं 1187/26
31/07/26, 2:30 pm - Jagdish Munshi: बिस्वास केस - PW2 रमेश सरकार अमीन की गवाही हुई, जिरह भी हो गई। वादी साक्ष्य बंद। अगली तारीख 11 सितम्बर (DW1)
01/08/26, 10:05 am - Jagdish Munshi: FA 12 में 2000 रुपये कॉस्ट का चेक आया है, ऑफिस में रखा है
""")
