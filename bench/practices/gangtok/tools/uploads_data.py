"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []

NIRUPA = "Nirupa Chettri"
TNB = "Tenzing Namgyal Bhutia"
DIL = "Dil Bahadur Gurung"


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})

# ---------------------------------------------------------------- documents (dated by their own date)
up("backlog/2023-02/Scanned_20230214-1122.pdf", "document_scan", "Office of the District Collector, South District, Namchi", "2012-06-11", ["C03"], [], """
GOVERNMENT OF SIKKIM
OFFICE OF THE DISTRICT COLLECTOR, SOUTH DISTRICT, NAMCHI
(Land Revenue & Disaster Management Department)
Revenue Case No. 33 of 2012
In the matter of: Mutation of Plot Nos. 1187 and 1188, Lingmoo Block, South Sikkim (total area 0.4820 hectare)
Applicant: Shri Dhan Bahadur Rai, S/o Late Jit Bahadur Rai, of Lingmoo
ORDER (dated 11.06.2012)
Heard the applicant. Perused the sale deed registered on 14.09.2011 executed by Late Ongden Lepcha, S/o Late Tashi Lepcha, in favour of the applicant for a consideration of Rs. 2,10,000/-, the report of the Revenue Officer and the parcha khatiyan. No objection was received on the notice published on the Namchi notice board.
The plots stand mutated in the name of the applicant, Shri Dhan Bahadur Rai. The parcha khatiyan be corrected accordingly.
Sd/- District Collector, South
""")

up("backlog/2025-10/Scanned_20251020-1806.pdf", "document_scan", "Roads & Bridges Department, Government of Sikkim", "2025-08-14", ["C01"], [], """
GOVERNMENT OF SIKKIM
ROADS & BRIDGES DEPARTMENT
Gangtok
No. 212/R&B/Works/2025-26                                                    Dated: 14.08.2025
ORDER
WHEREAS M/s Yuksom Engineering Works, Class I-A contractor (Proprietor Shri Pasang Dorjee Bhutia), was awarded the work "Improvement of Ranka-Rumtek road including side drains, km 0 to 7" vide work order dated 03.01.2024;
AND WHEREAS a show cause notice No. 141/R&B/Works dated 02.06.2025 was issued to the contractor for delay in completion of the work beyond the stipulated date of 02.01.2025, and the reply dated 16.06.2025 has been found unsatisfactory;
AND WHEREAS the inspection by the Joint Team on 22.07.2025 found the side drain work between km 4 and km 7 to be of substandard quality;
NOW THEREFORE the contractor M/s Yuksom Engineering Works is hereby debarred / blacklisted from participating in any tender of the Department for a period of 3 (three) years from the date of this order. The security deposit of Rs. 4,62,000/- stands forfeited.
By order, Sd/- Secretary, Roads & Bridges Department
""")

up("backlog/2025-09/Scanned_20250930-1414.pdf", "document_scan", "Special Judge (POCSO), Gyalshing", "2025-08-28", ["C02"], [], """
IN THE COURT OF THE SPECIAL JUDGE (POCSO ACT, 2012), GYALSHING DISTRICT AT GYALSHING
S.C. (POCSO) Case No. 19 of 2023
State of Sikkim ... Prosecution
versus
Roshan Subba, aged 27 years, S/o Shri Man Bahadur Subba, of Dentam ... Accused
JUDGMENT (extract) delivered on 28.08.2025
31. The age of the victim is proved by the school admission register (Exhibit P-9), which records her date of birth as 14.03.2008, as deposed by PW-3, the Headmaster. The birth certificate (Exhibit D-2) produced by the defence records the date of birth as 02.01.2005 but was registered only in 2019 and is not relied upon. The victim was below 18 years on the date of the occurrence, 11.05.2023.
ORDER ON SENTENCE
The convict Roshan Subba is sentenced to rigorous imprisonment for 20 (twenty) years under Section 6 of the POCSO Act, 2012 and to pay a fine of Rs. 50,000/-, in default simple imprisonment for 6 months. The fine, if realised, shall be paid to the victim as compensation.
Sd/- Special Judge (POCSO), Gyalshing
""")

up("backlog/2025-07/IMG_1876.JPG", "document_photo", "State Bank of India, Deorali branch", "2025-07-10", ["C05"], [], """
STATE BANK OF INDIA - DEORALI BRANCH, GANGTOK (IFSC SBIN000xxxx)
CHEQUE RETURN MEMO                                          Date: 10.07.2025
Drawer: SURAJ GURUNG   A/c No. xxxxxxx4471
Cheque No. 218836   dated 05.07.2025   Amount Rs. 3,50,000.00
Payee: Dechen Wangmo Bhutia
Presented through: Sikkim State Co-operative Bank, Tadong
Reason for return: 01 - FUNDS INSUFFICIENT
Authorised Signatory
""")

up("backlog/2025-06/Scanned_20250611-1930.pdf", "document_scan", "M/s Himalayan Hardware & Sanitary", "2025-04-02", ["C04"], [], """
M/s HIMALAYAN HARDWARE & SANITARY
Lal Bazaar, Gangtok - 737101 | GSTIN 11xxxxx | Prop. Rajesh Pradhan
LEDGER ACCOUNT: M/s TEESTA VALLEY BUILDERS (Partner: Mingma Tshering Sherpa), Ranipool
Period 01.04.2023 to 31.03.2025
Tax invoices HHS/23-24/0412 to HHS/24-25/0977 (cement, TMT bars, sanitary fittings; 14 invoices)   Dr 9,34,500.00
By cash 20.09.2024                                                                              Cr 1,00,000.00
By UPI 12.01.2025                                                                               Cr   50,000.00
Balance due as on 31.03.2025                                                                    Dr 7,84,500.00
Interest @ 18% p.a. on bills unpaid beyond 60 days as printed on each invoice.
Certified true extract - Rajesh Pradhan, Proprietor, 02.04.2025
""")

# ---------------------------------------------------------------- December 2025
up("backlog/2025-12/IMG_2214.HEIC", "handwritten_note_photo", NIRUPA, "2025-12-09", ["C01"], ["C01-H01"], """
9/12 Tue  HC Ct 2  Lachungpa J
WP(C) 47/25 Yuksom Engg (Pasang ji) v. State - blacklisting 3 yrs, SD 4.62 L forfeited
Admission - notice issued. Ld AAG Karma Thinlay accepts notice.
Counter aff. in 3 wks.
J: "Mr AAG, bring the ORIGINAL file - I will not decide a blacklisting on photocopies."
Interim - not now, after counter.
Our pt: SCN 2.6.25 only for DELAY. Blacklisting order relies on "substandard" (joint team 22.7.25) - never put to us!!
NDOH 13.01.2026
""")

up("backlog/2025-12/tnb_cjm_111225.txt", "typed_note_txt", TNB, "2025-12-11", ["C05"], ["C05-H01"], """
11.12.25 cjm east - Dechen vs Suraj Gurung, 138 (cc 112/25)
accused absent, service report shows served on 24.11 (his wife recd). no one for him.
Dechen didi present (madam wants her every date - told her).
BW issued against accused Rs 10,000/-
nd 29.01.26
""")

up("backlog/2025-12/IMG_2251.HEIC", "handwritten_note_photo", NIRUPA, "2025-12-12", ["C03"], ["C03-H01"], """
12.12.25 (Fri) - NAMCHI - Civil Judge-cum-JM, Deki Ongmu Bhutia
TS 8/23 Sonam Tshering Lepcha & ors v Dhan Bdr Rai (Lingmoo plots 1187, 1188)
D's petn O7 r11 - Dahal: civil court barred, revenue matter + limitation (mutation 2012, suit 2023).
Our reply filed today. Argued: RO No.1 of 1917 - transfer to non-BL void ab initio, no limitation runs vs a void order; civil court has jurisdiction on title.
Hakim le bhannu bhayo - "order next date, come with the original parcha".
ND 23.1.26 for order on O7R11.
""")

up("backlog/2025-12/IMG_2263.HEIC", "handwritten_note_photo", NIRUPA, "2025-12-16", ["C02"], ["C02-H01"], """
16/12/2025  HC DB (Pradhan J & Tamang J)
Crl.A. 11/2025 Roshan Subba v State - POCSO 20 yrs RI, Gyalshing
IA 02/25 suspension of sentence + bail.
First question from bench: "Has the LCR come?" - No.
LCR to be called from Spl Judge POCSO Gyalshing. Addl PP Pramod Sharma to reply to IA in 2 wks.
Anil Subba (brother) outside court - explained, no bail today.
ND 20.1.26
""")

up("backlog/2025-12/tnb_cs gtk 19dec.txt", "typed_note_txt", TNB, "2025-12-19", ["C04"], ["C04-H01"], """
19/12/2025 civil judge gtk (Thapa sir)
MS 31/2025 Himalayan Hardware v Teesta Valley Builders
WS not filed. rupesh gurung - "parties are talking, settlement ko kura bhairaxa" - wanted time.
thapa sir asked both - settled? no. time given on cost Rs 1000/- payable to pltf.
Pradhan ji not present, informed on phone, he said no talk has happened with him at all!!
NDOH 05/02/2026
""")

# ---------------------------------------------------------------- January 2026
up("backlog/2026-01/IMG_2390.HEIC", "handwritten_note_photo", NIRUPA, "2026-01-09", ["C06"], ["C06-H01"], """
9.1.26 Namchi - Maint. Petn 06/25 Sarita Rai & minor Aarav v Bijay Kr Sharma (s.144 BNSS)
Resp. appeared - Dahal for him. Reply to interim mtc appln filed today.
Resp is driver with the hydel project at Dikchu - Dahal says salary only 18,000. We say 38-40k.
Heard on interim. Sarita present with the child.
ND 23.1.26 order on interim (same day as Lingmoo TS - go together)
""")

up("backlog/2026-01/CC_WPC47-2025_13.01.2026.pdf", "certified_order_sheet_scan", "High Court of Sikkim", "2026-01-13", ["C01"], ["C01-H02"], """
THE HIGH COURT OF SIKKIM : GANGTOK
(Civil Extraordinary Jurisdiction)
WP(C) No. 47 of 2025
M/s Yuksom Engineering Works ... Petitioner
versus
State of Sikkim & Ors. ... Respondents
CORAM: HON'BLE MR. JUSTICE DAWA NORBU LACHUNGPA, JUDGE
Date of order: 13.01.2026
For the Petitioner: Ms. Nirupa Chettri and Mr. Tenzing Namgyal Bhutia, Advocates.
For the Respondents: Mr. Karma Thinlay Bhutia, Additional Advocate General.
ORDER
1. The counter-affidavit has not been filed. Learned Additional Advocate General submits that the file has not been received from the Department.
2. As a last opportunity, four weeks' time is granted to the State-respondents to file their counter-affidavit. It is made clear that no further time shall be granted and, in default, the matter shall proceed and costs shall follow.
3. The original file relating to the blacklisting of the petitioner shall positively be produced on the next date.
4. List on 26.02.2026.
Sd/- Judge
""")

up("backlog/2026-01/tnb HC 20jan.txt", "typed_note_txt", TNB, "2026-01-20", ["C02"], ["C02-H02"], """
20 jan - HC DB - crl a 11/25 (roshan subba)
LCR still not recd from gyalshing. bench again first thing asked lcr.
PP pramod sharma filed objection to IA today (copy given to us) - says gravity, victim minor, 20 yrs.
registry directed to send reminder to spl judge gyalshing.
arko date 24.02.2026
anil subba called in evening, told him.
""")

up("backlog/2026-01/CC_TS8-2023_23.01.2026.pdf", "certified_order_sheet_scan", "Civil Judge-cum-Judicial Magistrate, South Sikkim at Namchi", "2026-01-23", ["C03"], ["C03-H02"], """
IN THE COURT OF THE CIVIL JUDGE-CUM-JUDICIAL MAGISTRATE, SOUTH SIKKIM AT NAMCHI
Present: Deki Ongmu Bhutia
Title Suit No. 08 of 2023
Sonam Tshering Lepcha & Ors. ... Plaintiffs
versus
Dhan Bahadur Rai ... Defendant
ORDER SHEET
23.01.2026
Parties represented. The petition of the defendant under Order VII Rule 11 CPC is taken up for order. Whether the mutation order dated 11.06.2012 is void for being contrary to Revenue Order No. 1 of 1917 is a question of title which the civil court alone can decide; the plea of limitation depends on evidence. The petition is rejected.
From the pleadings the following issues are framed:
1. Is the suit maintainable in its present form?
2. Is the suit barred by limitation?
3. Is the mutation order dated 11.06.2012 in Revenue Case No. 33 of 2012 void, being contrary to Revenue Order No. 1 of 1917?
4. Are the plaintiffs the owners of Plot Nos. 1187 and 1188 of Lingmoo Block?
5. Is the defendant a bona fide purchaser for value?
6. To what relief, if any, are the parties entitled?
Plaintiffs to adduce evidence. Dasti summons to the plaintiffs' witnesses, if prayed for.
Fix 06.03.2026 for plaintiffs' evidence.
Sd/- Civil Judge-cum-JM, Namchi
""")

up("backlog/2026-01/IMG_2455.HEIC", "handwritten_note_photo", NIRUPA, "2026-01-23", ["C03", "C06"], ["C03-H02", "C06-H02"], """
23-01-2026  Namchi (Fri)
(1) Lingmoo TS 8/23 - O7R11 REJECTED. 6 issues framed - issue 3 = mutation order 11.6.12 void under RO 1/1917. Our evidence 6.3.26.
    Hakim asked again for ORIGINAL parcha - Sonam Tshering to bring from house. Prepare PW1 affidavit + PW2 Pema Lepcha (old panchayat) - dasti summons.
(2) Sarita mtc - interim granted 6000 (wife) + 4000 (son) = 10,000 pm from 15.9.25. Arrears in 2 months.
    Dahal will go to sessions in revision? - he said "dekhaula".
Both ND 6.3.26
Taxi back 2,800 (Sonam Tshering paid 1,400)
""")

up("backlog/2026-01/IMG_2490.HEIC", "handwritten_note_photo", NIRUPA, "2026-01-29", ["C05"], ["C05-H02"], """
29.1.26 (Thu) CJM East - Kharka madam
Dechen v Suraj Gurung CC 112/25
Accused appeared (Rupesh Gurung for him). BW recalled. Bail bond 10,000 + 1 surety.
Substance explained - NOT guilty. Rupesh: "cheque was given as security" - will see.
Madam to Dechen: "you must come every date, complainant absent = dismissal". Dechen present.
ND 12/3 CW1 evidence - affidavit ready by 5/3.
""")

# ---------------------------------------------------------------- February 2026
up("backlog/2026-02/IMG_2561.HEIC", "handwritten_note_photo", NIRUPA, "2026-02-05", ["C04"], ["C04-H02"], """
5/2/26 Civil Judge Gtk - hardware suit MS 31/25
WS filed today (copy recd). Dfdt says goods defective + rates higher than agreed.
Rupesh Gurung: offer Rs 5,00,000 full & final.
Thapa sir: "try to settle, I will give one date only for that."
Pradhan ji - won't take less than 7 L. Will talk to him.
arko date 21.3.26
""")

up("backlog/2026-02/CC_WPC47-2025_26.02.2026.pdf", "certified_order_sheet_scan", "High Court of Sikkim", "2026-02-26", ["C01"], ["C01-H03"], """
THE HIGH COURT OF SIKKIM : GANGTOK
WP(C) No. 47 of 2025
M/s Yuksom Engineering Works vs State of Sikkim & Ors.
CORAM: HON'BLE MR. JUSTICE DAWA NORBU LACHUNGPA, JUDGE
Date of order: 26.02.2026
1. Counter-affidavit has been filed on 20.02.2026. Rejoinder, if any, within two weeks.
2. Learned counsel for the petitioner, on instructions, undertakes that the petitioner shall complete the balance side-drain work between km 4 and km 7 of the Ranka-Rumtek road within 90 days from today. The undertaking is accepted. An affidavit to that effect be filed within one week.
3. In view of the undertaking, and until further orders, the petitioner shall be permitted to participate in tenders of the Roads & Bridges Department; any award shall be subject to the outcome of this writ petition.
4. The original file has not been produced. It shall be produced on the next date.
5. List on 08.04.2026.
Sd/- Judge
""")

up("backlog/2026-02/CC_CrlA11-2025_24.02.2026.pdf", "certified_order_sheet_scan", "High Court of Sikkim", "2026-02-24", ["C02"], ["C02-H03"], """
THE HIGH COURT OF SIKKIM : GANGTOK
(Criminal Appellate Jurisdiction)
I.A. No. 02 of 2025 in Crl.A. No. 11 of 2025
Roshan Subba ... Appellant
versus
State of Sikkim ... Respondent
CORAM: HON'BLE MR. JUSTICE SUDHIR MANI PRADHAN, JUDGE
       HON'BLE MRS. JUSTICE YANGCHEN TAMANG, JUDGE
Date: 24.02.2026
For the Appellant: Ms. Nirupa Chettri, Advocate.
For the State: Mr. Pramod Sharma, Additional Public Prosecutor.
ORDER
1. The Lower Court Records have been received.
2. Heard on I.A. No. 02 of 2025 seeking suspension of sentence and release on bail. The appellant stands convicted under Section 6 of the POCSO Act and sentenced to 20 years' rigorous imprisonment. The contention that the victim was above 18 years of age on the date of occurrence rests on a birth certificate registered in 2019; it is a matter to be examined in the appeal and cannot be decided at this stage. Having regard to the gravity of the offence, we are not inclined to suspend the sentence. I.A. No. 02 of 2025 is rejected.
3. Considering that the appellant has been in custody since 13.05.2023, the appeal shall be heard out of turn. The Registry to prepare paper books within six weeks.
4. List for final hearing on 21.04.2026.
Sd/- Judge     Sd/- Judge
""")

up("backlog/2026-03/WhatsApp Chat with Anil Subba (Roshan bro).txt", "whatsapp_export", "Anil Subba", "2026-03-02", ["C02"], [], """
24/02/26, 6:12 pm - Anil Subba (Roshan bro): Madam namaste. aaja ke bhayo bail ko?
24/02/26, 6:40 pm - Nirupa Chettri: Namaste Anil ji. Bail rejected today. Court said age question will be seen in the main appeal. Good news is appeal will be heard out of turn, paper book in 6 weeks.
24/02/26, 6:41 pm - Anil Subba (Roshan bro): ama... Roshan le jail ma sodhchha. Supreme Court jana milcha?
24/02/26, 6:55 pm - Nirupa Chettri: SLP possible but it takes time and money. Better to push final hearing here. Next date 21 April.
25/02/26, 9:03 am - Anil Subba (Roshan bro): thik cha madam. school ko register ko copy ani birth certificate ko original ma sanga chha, ke garne?
25/02/26, 9:20 am - Nirupa Chettri: Keep the original safe. Bring a photocopy to chamber Saturday.
02/03/26, 11:10 am - Anil Subba (Roshan bro): madam fee ko 15,000 pathaye GPay ma. baki pachhi dinchhu
02/03/26, 11:31 am - Nirupa Chettri: Received. Thank you.
""")

# ---------------------------------------------------------------- March 2026
up("backlog/2026-03/IMG_2688.HEIC", "handwritten_note_photo", NIRUPA, "2026-03-06", ["C03", "C06"], ["C03-H03", "C06-H03"], """
06.03.26 Namchi
LINGMOO TS 8/23 - PW1 Sonam Tshering Lepcha aff. tendered. Exts 1-7 marked (parcha, khatiyan, father Ongden's death cert, mutation order CC, sale deed CC, RO 1/1917 copy, family tree).
Dahal - came with O6 r17 amendment petn TODAY, wants to add plea "plaintiffs' father received full price, estoppel". Wants cross AFTER amendment decided.
Hakim: cross deferred but cost Rs 500 on defdt. Our objection to amendment in 2 wks.
ND 10/4
SARITA mtc - arrears NOT paid (6 months x 10,000 = 60,000 due). Hakim angry.
Resp undertook (thru Dahal) to pay Rs 30,000 by next date, rest with monthly. PW1 Sarita's aff. filed.
ND 17/4
""")

up("backlog/2026-03/WhatsApp Chat with Tenzing Jr HC.txt", "whatsapp_export", TNB, "2026-03-24", ["C05", "C04", "C01"], ["C05-H03", "C04-H03"], """
10/03/26, 7:58 pm - Nirupa Chettri: Tenzing, rejoinder WPC 47 filed? deadline 12th
10/03/26, 8:05 pm - Tenzing Jr HC: yes madam filed today, diary no 1847/2026. copy served on AAG office
12/03/26, 12:47 pm - Tenzing Jr HC: madam cjm done. Dechen didi aff tendered as CW1, exts C-1 to C-5 (cheque, memo, notice, postal rcpt, tracking)
12/03/26, 12:48 pm - Tenzing Jr HC: rupesh gurung asked cross later, says his client wants to settle and pay. madam allowed. nd 30.04.26
12/03/26, 12:50 pm - Nirupa Chettri: Settle ko kura Rupesh ko sadhai eutai. Same thing he did in hardware suit. Tell Dechen not to take any promise on phone, only in court.
12/03/26, 12:51 pm - Tenzing Jr HC: ok madam 👍
20/03/26, 9:15 pm - Nirupa Chettri: bholi hardware suit - issues. you go, I have DB. Pradhan ji said final NO to 5.5 lakh.
21/03/26, 1:22 pm - Tenzing Jr HC: madam 4 issues framed. no settlement recorded. pltf evidence nd 06.05.2026
21/03/26, 1:23 pm - Tenzing Jr HC: thapa sir asked AGAIN "settle bhayena?" 😅
24/03/26, 10:02 am - Nirupa Chettri: Ok. Draft PW1 affidavit for Pradhan ji, 14 invoices + ledger + notice = 16 exhibits.
""")

up("backlog/2026-03/CC_MS31-2025_21.03.2026.pdf", "certified_order_sheet_scan", "Civil Judge, East Sikkim at Gangtok", "2026-03-21", ["C04"], ["C04-H03"], """
IN THE COURT OF THE CIVIL JUDGE, EAST SIKKIM AT GANGTOK
Present: Anup Thapa
Money Suit No. 31 of 2025
M/s Himalayan Hardware & Sanitary ... Plaintiff
versus
M/s Teesta Valley Builders ... Defendant
ORDER SHEET
21.03.2026
Both parties represented. Learned counsel for the parties submit that the talks of settlement have failed; the defendant's offer of Rs. 5,50,000/- has not been accepted by the plaintiff.
Issues:
1. Is the plaintiff entitled to a decree for Rs. 7,84,500/- as the price of goods supplied?
2. Were the goods supplied defective or charged at rates above those agreed?
3. Is the plaintiff entitled to interest, and at what rate?
4. To what other relief?
Plaintiff's evidence. Fix 06.05.2026.
Sd/- Civil Judge, East Sikkim
""")

# ---------------------------------------------------------------- April 2026
up("backlog/2026-04/tnb_hc_080426.txt", "typed_note_txt", TNB, "2026-04-08", ["C01"], ["C01-H04"], """
8 april 26 - lachungpa J ct 2 - WPC 47/25
rejoinder already on record (dy no 1847/2026 dt 10.03).
AAG Karma Thinlay sought time AGAIN - "file is with the Secretary, not sent". original file NOT produced 3rd time.
J very annoyed: "This is the third date, Mr AAG." - costs Rs 5,000 payable to petitioner. file positively next date, else Secretary to appear in person.
both sides to file synopsis max 3 pages before next date.
ND 12.05.2026
drain work - Pasang ji says 60% done, will finish by 26 May (90 days).
""")

up("backlog/2026-04/namchi 10apr.txt", "typed_note_txt", TNB, "2026-04-10", ["C03"], ["C03-H04"], """
10.04.2026 namchi - TS 8/23 lingmoo (went with madam)
cost 500 paid by dahal's clerk - recd.
PW1 sonam tshering cross by dahal - 1.30 hrs. he asked about 2011 sale, sonam said father was sick, was not told, no money came to family. admitted signature of father on sale deed "looks like". (madam not happy with that)
PW2 pema lepcha - saakshi aayena. his son said he is in siliguri for treatment.
hakim - dasti summons again, "next date witness must come, no more time".
objection to amendment filed today.
arko date 25.5.26
""")

up("backlog/2026-04/IMG_2840.HEIC", "handwritten_note_photo", NIRUPA, "2026-04-17", ["C06"], ["C06-H04"], """
17/4/26 Namchi - Sarita mtc
Rs 30,000 paid in court by DD - Sarita recd.
Dahal AGAIN new petn on evidence day - to VARY interim order, says wife works in a beauty parlour, earns 15,000.
(same trick as Lingmoo amendment on 6/3 - files something new every evidence date)
PW1 cross deferred. Our reply to vary petn next date.
Hakim: "no cost this time but no adjournment next date".
ND 6.6.26 (Sat)
""")

up("backlog/2026-04/photo_2026-04-21_17-05-33.jpg", "handwritten_note_photo", DIL, "2026-04-21", ["C02"], ["C02-H04"], """
२१/०४/२०२६ मंगलबार - हाइकोर्ट डिभिजन बेन्च
रोशन सुब्बा को अपिल (Crl.A. 11/2025)
पेपर बुक तयार भएको छैन। गवाहको बयान नेपालीमा छ, अंग्रेजी अनुवाद बाँकी।
हाकिमले भन्नु भयो - रजिस्ट्रीले छिटो गर्नु।
अर्को पेसी 16/06/2026
अनिल सुब्बालाई फोनमा भनें।
""")

up("backlog/2026-04/CC_CrlCase112-2025_30.04.2026.pdf", "certified_order_sheet_scan", "Chief Judicial Magistrate, East Sikkim at Gangtok", "2026-04-30", ["C05"], ["C05-H04"], """
IN THE COURT OF THE CHIEF JUDICIAL MAGISTRATE, EAST SIKKIM AT GANGTOK
Present: Smt. Jyoti Kharka
Crl. Case No. 112 of 2025 (u/s 138 N.I. Act)
Dechen Wangmo Bhutia ... Complainant
versus
Suraj Gurung ... Accused
ORDER SHEET
30.04.2026
Complainant present with counsel. Accused present with counsel Mr. Rupesh Gurung.
The parties submit that they have arrived at a settlement. The accused agrees to pay the cheque amount of Rs. 3,50,000/- as follows: Rs. 50,000/- paid today by demand draft, received by the complainant; Rs. 1,00,000/- by 31.05.2026; Rs. 1,00,000/- by 30.06.2026; and Rs. 1,00,000/- by 31.07.2026.
In case of default of any instalment, the case shall proceed from the stage of cross-examination of CW1 and the amount paid shall be adjusted at the time of final order.
Fix 24.06.2026 for report of compliance.
Sd/- Chief Judicial Magistrate, East Sikkim
""")

# ---------------------------------------------------------------- May 2026
up("backlog/2026-05/IMG_3012.HEIC", "handwritten_note_photo", NIRUPA, "2026-05-06", ["C04"], ["C04-H04"], """
6/5/26 Wed. Civil Judge Gtk
Hardware MS 31/25 - PW1 Rajesh Pradhan aff. tendered. Exts P-1 to P-16 (14 tax invoices, ledger, legal notice dt 10.4.25).
Thapa sir checked ORIGINAL ledger book - returned after seeing.
Rupesh: cross next date, not prepared. Allowed.
Thapa sir once more: "Still no settlement?" - Rupesh said client will pay 6 L. Pradhan ji - no.
ND 3.7.26 cross of PW1
""")

up("backlog/2026-05/IMG_3061.HEIC", "handwritten_note_photo", NIRUPA, "2026-05-12", ["C01"], ["C01-H05"], """
12.05.2026 HC Ct 2 Lachungpa J - Yuksom writ
Original file PRODUCED at last (after costs). Costs 5,000 - AAG office handed cheque to Pasang ji.
J read the notings in court: note of Chief Engineer 05.08.25 recommends blacklisting for "substandard drain work" - the SCN of 2.6.25 only spoke of delay.
J: "Where is the show cause on quality?" AAG had no answer.
Heard in part. Our synopsis (3 pp) filed. AAG to file his synopsis.
ND 14 July
Drain work - completed 22.5.26, completion cert from EE awaited.
""")

up("backlog/2026-05/photo_2026-05-25_16-48-02.jpg", "handwritten_note_photo", DIL, "2026-05-25", ["C03"], ["C03-H05"], """
25.05.2026 सोमबार - नाम्ची
लिङमु जग्गा मुद्दा (T.S. 8/2023)
साक्षी नं. २ पेमा लेप्चा आउनु भयो - बयान र जिरह दुवै भयो।
दहाल सरको संशोधन दरखास्त खारेज भयो।
अमिन पठाएर जग्गा नाप्ने दरखास्त मन्जुर - अमिनको फी Rs 3,500 हामीले तिर्नु पर्ने।
अर्को पेसी 18/07/2026 (शनिबार)
""")

# ---------------------------------------------------------------- June 2026
up("backlog/2026-06/IMG_3244.HEIC", "handwritten_note_photo", NIRUPA, "2026-06-06", ["C06"], ["C06-H05"], """
06-06-26 Sat Namchi
Sarita v Bijay Sharma MP 6/25
PW1 Sarita cross by Dahal - she admitted part-time at a parlour 3 days a week, about Rs 4,000 a month, not 15,000. Held up well.
Vary petition REJECTED - hakim: "4,000 is not enough to maintain herself and a child".
Resp. pays monthly now but late (10th nahi, 25th).
ND 18.7.26 RW1 evidence - ask Dahal to bring SALARY SLIP (hakim directed).
""")

up("backlog/2026-06/Crl A 11 age args.docx", "typed_note_docx", NIRUPA, "2026-06-16", ["C02"], ["C02-H05"], """
Crl.A. No. 11 of 2025 - Roshan Subba v. State of Sikkim
Final hearing before the Division Bench - 16.06.2026 (heard in part)

Points argued today (age of the victim):
1. Ext. P-9 school admission register: DOB 14.03.2008 - PW-3 Headmaster admitted in cross that the entry was made on the word of the mother, no document seen.
2. Ext. D-2 birth certificate: DOB 02.01.2005 - issued by the Registrar of Births & Deaths, Gyalshing; registered late (2019) but a public document under s. 35 Evidence Act.
3. No ossification test done; IO (PW-9) admitted he did not collect the birth certificate.
4. Jarnail Singh line - the rule 12 JJ Rules order of preference - matriculation certificate first; victim had none.
Bench (Tamang J): "If the birth certificate is genuine, why was it registered only in 2019?" - to answer next date with the Registrar's reply under RTI.
Next date: 11.08.2026 - Addl. PP to reply.
To do: RTI reply (Registrar Gyalshing) - Anil Subba to collect.
""")

up("backlog/2026-06/tnb_cjm_240626.txt", "typed_note_txt", TNB, "2026-06-24", ["C05"], ["C05-H05"], """
24-06-2026 cjm east cc 112/25 dechen v suraj
compliance - 2nd instalment 1,00,000 due 31.05 NOT paid. nothing paid after the 50,000 dd of 30.04.
rupesh gurung: client's money stuck in a hotel deal, asked 1 month more. madam REFUSED - "terms had a default clause".
matter proceeds. CW1 dechen cross by rupesh today itself - suggested cheque was blank security for a homestay furniture deal - she denied, said it was a hand loan of 3.5 L given in march 2025.
CW closed.
ND 13.08.26 - s.351 exam of accused.
dechen very upset. madam spoke to her on phone after.
""")

# ---------------------------------------------------------------- July 2026
up("backlog/2026-07/IMG_3390.HEIC", "handwritten_note_photo", NIRUPA, "2026-07-03", ["C04"], ["C04-H05"], """
3/7/26 Civil Judge Gtk - MS 31/25 hardware
PW1 Rajesh Pradhan cross by Rupesh Gurung:
 - goods defective? DENIED, no complaint in writing ever recd.
 - Rs 50,000 UPI 12.1.25 - admitted, already credited in ledger (Ext P-15).
 - rates - as per invoices accepted at site.
PW closed.
Thapa sir: "Settlement?" - Rupesh: "we are still trying" (again!).
ND 24.08.26 DW1
""")

up("backlog/2026-07/WPC 47 synopsis + args.docx", "typed_note_docx", NIRUPA, "2026-07-14", ["C01"], ["C01-H06"], """
WP(C) No. 47 of 2025 - Yuksom Engineering Works v. State of Sikkim
Hearing of 14.07.2026 (Lachungpa J) - arguments concluded

Our submissions:
(a) Show cause notice No. 141 dated 02.06.2025 alleged only delay; the blacklisting order of 14.08.2025 rests on "substandard quality" found by a Joint Team on 22.07.2025 - never put to the petitioner. Gorkha Security Services v. Govt. of NCT of Delhi (2014) 9 SCC 105: the show cause must state the action proposed and its grounds.
(b) Three years' debarment and forfeiture of Rs. 4,62,000 is disproportionate; the work was completed on 22.05.2026 under our undertaking.
AAG: contractor was given enough opportunities; blacklisting is a policy decision; Court should not interfere.
Judge to AAG: "The file itself shows the quality ground came after the reply. How do you defend that?"
Judgment reserved. To be pronounced on 08.09.2026.
Pasang ji present - told him not to bid in the September tender till judgment.
""")

up("backlog/2026-07/IMG_3472.HEIC", "handwritten_note_photo", NIRUPA, "2026-07-18", ["C03", "C06"], ["C03-H06", "C06-H06"], """
18.07.26 (Sat) NAMCHI - 2 matters
1) Lingmoo TS 8/23 - Amin report NOT recd (amin says rain, landslide on Lingmoo road).
   Dahal absent - his junior: "sir is unwell". Hakim allowed adj. but cost Rs 1,000 on defdt.
   ND 3.9.26
2) Sarita MP 6/25 - RW1 Bijay Kumar Sharma examined. Salary slip June 2026 produced - Ext R-1: NET 38,600 (not 18,000 as pleaded!!)
   Our cross - admitted overtime + hill allowance; admitted he sends nothing for son's school fee.
   ND 11.9.26 arguments
""")

up("backlog/2026-07/IMG_3475.JPG", "document_photo", "Bijay Kumar Sharma (produced in court)", "2026-07-18", ["C06"], [], """
TEESTA HYDRO POWER SERVICES PVT. LTD. - DIKCHU PROJECT SITE
PAY SLIP FOR THE MONTH OF JUNE 2026
Employee: BIJAY KUMAR SHARMA     Emp. Code: THP-D-0418     Designation: Driver (Heavy Vehicle)
Basic 21,400 | DA 6,200 | Hill allowance 4,500 | Overtime 8,900 | Total earnings 41,000
Deductions: PF 2,400
NET PAY: Rs. 38,600
(Ext. R-1 in Maint. Petition No. 06 of 2025)
""")

# ---------------------------------------------------------------- August 2026
up("backlog/2026-08/tnb HC 11aug.txt", "typed_note_txt", TNB, "2026-08-11", ["C02"], ["C02-H06"], """
11.08.2026 HC DB roshan subba appeal
addl PP pramod sharma - "not ready, need time to cite judgments on age" (he filed nothing).
RTI reply from registrar gyalshing handed over by us - shows birth regd in 2019 on application of father with panchayat certificate.
bench: last opportunity to PP. Pradhan J - "no further adjournment, the appellant is in jail 3 years".
arko date 22/09/2026
""")

up("backlog/2026-08/tnb_cjm_130826.txt", "typed_note_txt", TNB, "2026-08-13", ["C05"], ["C05-H06"], """
13/08/26 cjm east - dechen 138
accused suraj gurung examined u/s 351 BNSS. all qns denied - says cheque was blank security for furniture, no loan.
wants to lead defence evidence - DW list in 2 wks.
ND 24/9
""")

up("backlog/2026-08/photo_2026-08-24_18-11-40.jpg", "handwritten_note_photo", DIL, "2026-08-24", ["C04"], ["C04-H06"], """
२४/०८/२०२६ - गान्तोक सिभिल जज
हिमालयन हार्डवेयर पैसा मुद्दा (Money Suit 31/2025)
डीडब्लु १ मिङ्मा शेर्पा आएनन् - मंगन साइटमा छन् रे।
रुपेश गुरुङ सरले समय मागे। हाकिमले Rs 2,000 खर्च लगाएर समय दिनु भयो।
अर्को पेसी 13.11.2026
प्रधान जीलाई फोन गरें।
""")

# ---------------------------------------------------------------- September 2026
up("backlog/2026-09/tnb namchi 3sep.txt", "typed_note_txt", TNB, "2026-09-03", ["C03"], ["C03-H07"], """
3 sept 2026 namchi - lingmoo TS
cost 1000 paid by defdt side - recd.
amin report dt 21.08.2026 filed - plots 1187 + 1188 identified on spot; defendant's 2 storey house on plot 1188, 1187 is cardamom field.
pltf evidence closed (madam closed - PW3 not needed).
DW1 dhan bahadur rai affidavit filed by dahal.
ND 20.11.2026 cross of DW1
madam to prepare cross - points re: he is NOT bhutia-lepcha, no permission u/ RO 1/1917.
""")

up("backlog/2026-09/CC_WPC47-2025_08.09.2026.pdf", "certified_order_sheet_scan", "High Court of Sikkim", "2026-09-08", ["C01"], ["C01-H07"], """
THE HIGH COURT OF SIKKIM : GANGTOK
WP(C) No. 47 of 2025
M/s Yuksom Engineering Works vs State of Sikkim & Ors.
CORAM: HON'BLE MR. JUSTICE DAWA NORBU LACHUNGPA, JUDGE
Date of judgment: 08.09.2026
JUDGMENT (operative part)
24. The show cause notice dated 02.06.2025 called upon the petitioner to explain the delay in the work. The impugned order dated 14.08.2025 debars the petitioner for three years on the ground of substandard quality found on an inspection of 22.07.2025, a ground on which the petitioner was never heard. The order is therefore in breach of the principles of natural justice.
25. The impugned order No. 212/R&B/Works/2025-26 dated 14.08.2025 is quashed, including the forfeiture of the security deposit. It shall be open to the Department to issue a fresh show cause notice on any ground it is advised and to proceed in accordance with law after giving the petitioner an opportunity of hearing.
26. The writ petition is allowed in the above terms. No order as to costs.
Sd/- Judge
""")

up("backlog/2026-09/tnb HC 22sep.txt", "typed_note_txt", TNB, "2026-09-22", ["C02"], ["C02-H07"], """
22-9-26 HC DB crl a 11/25 roshan
PP argued 40 min - school register is enough, birth cert "manufactured" in 2019.
madam replied 25 min - RTI reply, headmaster's admission, no ossification.
Tamang J asked PP: "why didn't the prosecution get the ossification test?" - no answer.
CAV - judgment reserved.
listed again 24.11.2026 (for judgment).
anil subba informed.
""")

up("backlog/2026-09/IMG_3781.HEIC", "handwritten_note_photo", NIRUPA, "2026-09-11", ["C06"], ["C06-H07"], """
11.9.26 Namchi - Sarita mtc args
Our args: R-1 net 38,600; wife's parlour 4,000; son in class 2 (school fee 1,800 pm). Asked 10,000 + 6,000.
Dahal: resp. has old parents, EMI on bike.
Hakim - for order. "Order next date."
ND 20.11.26 (after Dasain)
""")

up("backlog/2026-09/tnb_cjm_240926.txt", "typed_note_txt", TNB, "2026-09-24", ["C05"], ["C05-H07"], """
24.09.2026 CJM - dechen v suraj
no DW came. rupesh gurung said the furniture dealer (proposed DW1) "refused to come".
madam closed defence evidence.
ND 26/11 arguments. dechen present.
(rupesh again told me outside - "will settle before args" - same line since jan. ignore.)
""")

# ---------------------------------------------------------------- October 2026
up("backlog/2026-10/Scanned_20261006-1715.pdf", "document_scan", "Roads & Bridges Department, Government of Sikkim", "2026-10-05", ["C01"], [], """
GOVERNMENT OF SIKKIM
ROADS & BRIDGES DEPARTMENT
No. 388/R&B/Works/2026-27                                                Dated: 05.10.2026
SHOW CAUSE NOTICE
To: M/s Yuksom Engineering Works (Prop. Shri Pasang Dorjee Bhutia), Gangtok
In compliance with the judgment dated 08.09.2026 of the Hon'ble High Court of Sikkim in WP(C) No. 47 of 2025, you are hereby called upon to show cause within 15 (fifteen) days of receipt of this notice why action including debarment should not be taken against you for the substandard quality of the side drain work between km 4 and km 7 of the Ranka-Rumtek road, as found by the Joint Inspection Team on 22.07.2025.
You may also appear for a personal hearing before the undersigned on 26.10.2026 at 11:00 AM.
Sd/- Secretary, Roads & Bridges Department
""")

up("backlog/2026-10/WhatsApp Chat with Pasang Dorjee Yuksom.txt", "whatsapp_export", "Pasang Dorjee Bhutia", "2026-10-21", ["C01"], [], """
08/09/26, 4:02 pm - Nirupa Chettri: Pasang ji, judgment today - blacklisting order QUASHED, security deposit forfeiture also set aside. Department can issue fresh show cause if they want.
08/09/26, 4:10 pm - Pasang Dorjee Yuksom: 🙏🙏 dherai dhanyabad madam. SD 4.62 lakh kaile farkinchha?
08/09/26, 4:15 pm - Nirupa Chettri: Apply to the EE with the certified copy. I will give you the copy next week.
06/10/26, 7:31 pm - Pasang Dorjee Yuksom: madam, department le feri show cause pathayo, 15 din bhitra jawaf dinu parne. hearing 26 October. quality ko kura.
06/10/26, 7:50 pm - Nirupa Chettri: Expected. Send a scan. We will reply properly this time with the EE's completion certificate of 22.5.26 and photos.
07/10/26, 10:12 am - Pasang Dorjee Yuksom: scan pathaye. completion certificate EE le 30 Sept ma diyo.
19/10/26, 6:45 pm - Nirupa Chettri: Reply sent by speed post and email today. Attend the hearing on 26th with me.
21/10/26, 8:02 pm - Pasang Dorjee Yuksom: SD ko paisa still not returned madam. EE says "wait for secretary".
""")

# ---------------------------------------------------------------- November 2026
up("backlog/2026-11/IMG_4711.HEIC", "handwritten_note_photo", NIRUPA, "2026-11-13", ["C04"], ["C04-H07"], """
13/11/2026 Civil Judge Gtk - hardware MS 31/25
DW1 Mingma Tshering Sherpa (partner) examined - says goods defective, cement set badly at Ranipool site.
Our cross - admitted signatures on all delivery challans; admitted no written complaint; admitted Teesta Valley got paid by the PWD for that building in 2024!
Def. evidence closed.
Cost 2,000 of last date - paid today.
Thapa sir: "Last chance to settle before arguments." Rupesh - "yes yes". (same story)
ND 11.12.26 args
""")

up("backlog/2026-11/DW1 cross Lingmoo.docx", "typed_note_docx", NIRUPA, "2026-11-20", ["C03"], ["C03-H08"], """
T.S. No. 08 of 2023 (Lingmoo) - Cross-examination of DW1 Dhan Bahadur Rai - 20.11.2026
Namchi, Civil Judge-cum-JM (Deki Ongmu Bhutia)

Admissions in cross:
- He belongs to the Rai community; he is not a Bhutia or Lepcha.
- He did not apply for or obtain any permission from the State Government before the purchase in 2011.
- He paid Rs. 2,10,000 to Late Ongden Lepcha in 2011; he does not know if the family was told.
- His house stands on plot 1188 (as in the amin's report of 21.08.2026).
- He knows of Revenue Order No. 1 of 1917 "only after the case".
Dahal re-examined briefly - DW1 says he has paid land revenue since 2012.
Next: DW2 (the deed writer, Chandra Prasad Sharma) on 18.12.2026.
Hakim: "no adjournment for DW2 - defendant to bring him with dasti summons".
""")

up("backlog/2026-11/CC_MP6-2025_20.11.2026.pdf", "certified_order_sheet_scan", "Civil Judge-cum-Judicial Magistrate, South Sikkim at Namchi", "2026-11-20", ["C06"], ["C06-H08"], """
IN THE COURT OF THE CIVIL JUDGE-CUM-JUDICIAL MAGISTRATE, SOUTH SIKKIM AT NAMCHI
Present: Deki Ongmu Bhutia
Maint. Petition No. 06 of 2025
Smt. Sarita Rai & Anr. vs Shri Bijay Kumar Sharma
FINAL ORDER dated 20.11.2026
...
14. The pay slip of the respondent for June 2026 (Ext. R-1) shows a net pay of Rs. 38,600/- per month. The petitioner no. 1 earns about Rs. 4,000/- per month from part-time work, which is not sufficient to maintain herself.
15. The petition is allowed. The respondent shall pay maintenance of Rs. 8,000/- per month to petitioner no. 1 (wife) and Rs. 5,000/- per month to petitioner no. 2 (minor son), in all Rs. 13,000/- per month, from the date of the petition, 15.09.2025, on or before the 10th of every month. The interim maintenance paid shall be adjusted. The arrears shall be paid within three months.
The petition is disposed of.
Sd/- Civil Judge-cum-JM, South Sikkim at Namchi
""")

up("backlog/2026-11/SKHC_causelist_24112026.pdf", "cause_list_pdf", "High Court of Sikkim", "2026-11-24", ["C02"], [], """
THE HIGH COURT OF SIKKIM : GANGTOK
DAILY CAUSE LIST FOR TUESDAY, 24.11.2026
COURT NO. 1 - DIVISION BENCH
HON'BLE MR. JUSTICE SUDHIR MANI PRADHAN
HON'BLE MRS. JUSTICE YANGCHEN TAMANG
AT 10:30 A.M.
FOR PRONOUNCEMENT OF JUDGMENT
1. Crl.A. No. 11 of 2025   Roshan Subba vs State of Sikkim   Ms. Nirupa Chettri / Addl. P.P.
FOR ADMISSION
2. Crl.A. No. 19 of 2026   Kiran Tamang vs State of Sikkim   Mr. N. Rasaily / P.P.
3. Crl.A. No. 20 of 2026   State of Sikkim vs Lakpa Sherpa   P.P. / Mr. T. Lachenpa
FOR HEARING
4. Crl.A. No. 07 of 2024   Ram Kumar Chettri vs State of Sikkim   Ms. S. Pradhan / Addl. P.P.
""")

up("backlog/2026-11/CC_CrlA11-2025_24.11.2026.pdf", "certified_order_sheet_scan", "High Court of Sikkim", "2026-11-24", ["C02"], ["C02-H08"], """
THE HIGH COURT OF SIKKIM : GANGTOK
Crl.A. No. 11 of 2025
Roshan Subba vs State of Sikkim
CORAM: HON'BLE MR. JUSTICE SUDHIR MANI PRADHAN, JUDGE
Date: 24.11.2026
ORDER
Listed for pronouncement of judgment. As Hon'ble Mrs. Justice Yangchen Tamang is on leave today, the judgment shall be pronounced on 09.12.2026 (Wednesday), to be specially listed.
Sd/- Judge
""")

up("backlog/2026-11/tnb_cjm_261126.txt", "typed_note_txt", TNB, "2026-11-26", ["C05"], ["C05-H08"], """
26.11.2026 cjm east - dechen 138 - arguments
our args done (madam argued) - presumption u/s 139, no reply to notice, defence of security not proved, no DW.
rupesh gurung - not ready, sought time. madam gave "last time".
ND 17.12.2026 further args / accused side
dechen paid chamber 5,000 today (receipt given).
""")

up("backlog/2026-11/photo_2026-11-27_11-20-05.jpg", "handwritten_note_photo", DIL, "2026-11-27", ["C05"], [], """
२७/११/२०२६ - सिजेएम कोर्ट, गान्तोक
डेचेन वाङ्मो भुटिया को चेक मुद्दा (Crl. Case 112/2025)
पेस्कार सँग सोधें - अर्को पेसी 07/12/2026 (सोमबार) हो। तेन्जिङ भाइले 17.12 लेखेको गलत हो।
बहस - अभियुक्त पक्ष।
म्याडमलाई भनें।
""")

up("backlog/2026-11/Scanned_20261128-0930.pdf", "document_scan", "Sub-Registrar / Registrar of Births & Deaths, Gyalshing (RTI reply)", "2026-08-04", ["C02"], [], """
GOVERNMENT OF SIKKIM
OFFICE OF THE REGISTRAR OF BIRTHS & DEATHS, GYALSHING
No. RTI/BD/GYL/2026/57                                                    Date: 04.08.2026
To: Shri Anil Subba, Dentam
Sub: Information under the RTI Act, 2005
1. The birth of Ms. X (name withheld), daughter of Shri D.B. Limboo, with date of birth 02.01.2005, was registered on 18.07.2019 (Registration No. 2019/GYL/1130) as a delayed registration under Section 13(3) of the RBD Act, 1969.
2. The registration was made on the order of the SDM, Gyalshing, on the application of the father supported by a certificate of the Panchayat President, Dentam.
Sd/- Registrar of Births & Deaths, Gyalshing
""")

up("backlog/2026-11/yo hapta.txt", "typed_note_txt", NIRUPA, "2026-11-29", ["C05", "C02", "C04", "C03", "C01"], [], """
yo hapta + arko hapta (30 nov - 12 dec)
- Dechen 138: ND is 7 Dec (NOT 17 - Dil dai checked). Be ready to reply to Rupesh's args. Keep Rangappa & Basalingappa judgments.
- Roshan appeal: judgment on 9 Dec (Wed, special listing). Anil Subba to come. If acquitted - release papers to Rongyek same day.
- Hardware suit: args 11 Dec - written notes of args, interest calc @18% from due dates.
- Lingmoo TS: 18 Dec DW2 - prepare cross of deed writer (did he read out the deed to Ongden Lepcha?).
- Pasang ji: SD refund letter to EE; personal hearing outcome of 26 Oct still not communicated.
- Sarita: first instalment under final order due 10 Dec - check.
- Bill: Dechen balance fee 10,000; Anil Subba balance 20,000.
""")

up("backlog/2026-11/call sarita 30-11.txt", "typed_note_txt", NIRUPA, "2026-11-30", ["C06"], [], """
30/11/26 - call from Sarita Rai (7.40 pm)
- Bijay has NOT paid November maintenance at all. He told her on phone "appeal garchhu" (will challenge in sessions revision).
- She wants to know if she can file for recovery now.
- Told her: arrears under final order payable in 3 months; monthly 13,000 due by 10th. If 10 Dec passes, we file petition for recovery (s.144(3) BNSS warrant).
- Asked her to keep note of every payment (date, mode).
""")
