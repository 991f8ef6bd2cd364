"""The uploads of the Malda practice: what the lawyer, the junior Ananya and the muhuri Gopal actually kept."""

L, J, K = "Debashis Chowdhury", "Ananya Roy", "Gopal Das (muhuri)"
U = []
BN = str.maketrans("0123456789", "০১২৩৪৫৬৭৮৯")


def u(file, type_, author, date, case_ids, hearing_ids, text, bengali_digits=False):
    text = text.strip("\n") + "\n"
    if bengali_digits:  # the muhuri writes his register with Bengali digits
        text = text.translate(BN)
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text})


# ---------------- C01 Sukumar bagan partition suit
u("backlog/2025-09/TS 112 plaint Sukumar Mondal.pdf", "document_scan", L, "2025-09-22", ["C01"], [], """
IN THE COURT OF THE LD. CIVIL JUDGE (SENIOR DIVISION), 1ST COURT, AT MALDA
Title Suit No. 112 of 2025
Sukumar Mondal, s/o late Gour Chandra Mondal, vill. Kotwali, P.S. English Bazar ....... Plaintiff
                              -Versus-
1. Haripada Mondal  2. Smt. Kanan Mondal  3. Subal Mondal, all of vill. Kotwali ....... Defendants
Suit for partition and permanent injunction. Valuation Rs. 9,20,000.
The schedule property: a mango orchard (aam bagan) of 2.14 acres at Mouza Kotwali, J.L. No. 84, R.S. Dag Nos. 412
and 413, L.R. Khatian No. 187, with Fazli, Himsagar and Langra trees, inherited from late Gour Chandra Mondal.
The plaintiff has a 1/3rd share. Defendant No. 1 has leased the crop of the whole bagan for the 2027 season to one
Md. Selim Sk, a bagan byapari of Sujapur, without the plaintiff's consent and is taking the whole lease money.
Prayer: preliminary decree for partition by metes and bounds; injunction restraining D1 from leasing the plaintiff's
share; such other reliefs.
Verified at Malda on 22.09.2025.                                    Sukumar Mondal
""")
u("backlog/2026-12/IMG_20261228_173512.jpg", "document_photo", "Haripada Mondal / Md. Selim Sk", "2026-12-28", ["C01"], [], """
চুক্তিপত্র (বাগান জমা)
আমি হরিপদ মণ্ডল, সাং কোতোয়ালি, আমার দখলীয় দাগ নং 412 ও 413 এর সমস্ত আম বাগান ২০২৭ সনের মরশুমের জন্য
মহঃ সেলিম সেখ, সাং সুজাপুর কে Rs. 3,60,000/- (তিন লক্ষ ষাট হাজার) টাকায় জমা দিলাম। অগ্রিম Rs. 1,00,000 পাইলাম।
বাকি টাকা জ্যৈষ্ঠ মাসে আম পাড়ার আগে দিবে।
তাং 28.12.2026          স্বাঃ হরিপদ মণ্ডল       স্বাঃ সেলিম সেখ
(Sukumar-da sent this photo - bagan lease chukti 3.6 lakh)
""")
u("backlog/2027-01/IMG-20270113-WA0004.jpg", "handwritten_note_photo", K, "2027-01-13", ["C01"], ["C01-H01"], """
তারিখ খাতা - 13.01.2027 (বুধবার)
১ম কোর্ট সিভিল জজ (সিনিয়র ডিভিশন)
টাইটেল স্যুট 112/2025  সুকুমার মণ্ডল বনাম হরিপদ মণ্ডল গং
বিবাদী পক্ষ লিখিত জবাব (W.S.) দেয় নাই। লাহিড়ী বাবু সময় চাহিলেন - বলিলেন মক্কেল কলকাতায়।
পরের তারিখ 17.02.2027 - W.S.
- গোপাল
""", bengali_digits=True)
u("backlog/2027-02/TS 112-2025 order no 9 dt 17.02.2027.pdf", "certified_order_sheet_scan", "Civil Judge (Senior Division), 1st Court, Malda", "2027-02-19", ["C01"], ["C01-H02"], """
Title Suit No. 112 of 2025
Order No. 9     Dt. 17.02.2027
Record put up. Plaintiff files hazira through Ld. Advocate. Defendant Nos. 1 to 3 file hazira.
Defendant Nos. 1 to 3 file written statement. Copy served. Seen. Keep with record.
Plaintiff's petition u/O 39 r 1 & 2 read with s. 151 CPC dated 22.09.2025 is taken up. Defendants file their
written objection to the said petition. Copy served.
Fix 11.03.2027 for hearing of the injunction petition. Parties to file hazira.
                            Dictated & corrected by me.  Sd/- Civil Judge (Sr. Division), 1st Court, Malda
""")
u("backlog/2027-03/20270311_165802.jpg", "handwritten_note_photo", L, "2027-03-11", ["C01"], ["C01-H03"], """
11/3/27  CJSD 1st Ct - Kundu babu
TS 112/25 Sukumar bagan - inj. petn shunani
Lahiri babu again time - "Haripada Kolkata te, ashte parenni". Kundu babu rege gelen, cost Rs. 500 to pltf.
Amader point: bagan chukti 3.6 lakh, Sukumar ek poisa payni. Byapari mukul ashar aage taka tulbe!
porer tarikh 7/4 - inj. hearing. Sukumar-da ke bolte hobe chukti-patra original niye ashte.
""")
u("backlog/2027-04/TS 112-2025 order no 11 dt 07.04.2027.pdf", "certified_order_sheet_scan", "Civil Judge (Senior Division), 1st Court, Malda", "2027-04-09", ["C01"], ["C01-H04"], """
Title Suit No. 112 of 2025
Order No. 11     Dt. 07.04.2027
Record put up. Both sides file hazira. Cost of Rs. 500/- as per order dated 11.03.2027 paid. Receipt filed.
Heard Ld. Advocates on the petition u/O 39 r 1 & 2 CPC. Admittedly the schedule orchard is joint and not
partitioned. Defendant No. 1 admits having leased the crop of 2027 for Rs. 3,60,000/-. No co-sharer should be
enriched at the cost of the other pending the suit. Defendant No. 1 is directed to deposit half of the lease money
i.e. Rs. 1,80,000/- in court by treasury challan within three weeks. Parties to maintain status quo as to the
nature and character of the orchard; no trees to be felled. Petition is disposed of accordingly.
To 12.05.2027 for framing of issues.
                            Sd/- Civil Judge (Sr. Division), 1st Court, Malda
""")
u("backlog/2027-04/bagan inj order 7.4.docx", "typed_note_docx", L, "2027-04-07", ["C01"], ["C01-H04"], """
07.04.2027 - TS 112/2025 Sukumar v. Haripada - Kundu babu, 1st Court
Injunction heard. Judge bollen: "no co-sharer will be enriched at the cost of the other" - D1 to deposit half the
lease money (Rs. 1,80,000) in court within 3 weeks. Status quo, no tree felling.
Lahiri babu tried "bagan season, byapari will walk away" - judge not impressed.
Sukumar-da khushi, tobe bollen Haripada taka debe na. Watch deposit by 28.04.
Next: 12.05.2027 issues.
""")
u("backlog/2027-04/IMG_20270426_121044.jpg", "document_photo", "Treasury, Malda", "2027-04-26", ["C01"], [], """
GOVERNMENT OF WEST BENGAL - TREASURY CHALLAN (GRIPS)   GRN: 1927xxxxxx    Date: 26.04.2027
Depositor: Haripada Mondal, Kotwali
Court: Ld. Civil Judge (Sr. Divn.), 1st Court, Malda  -  T.S. 112/2025  (Civil Court Deposit)
Amount: Rs. 1,80,000/- (Rupees One Lakh Eighty Thousand only)
Bank: State Bank of India, Malda Court branch        Status: SUCCESS
""")
u("backlog/2027-05/IMG-20270512-WA0011.jpg", "handwritten_note_photo", K, "2027-05-12", ["C01", "C03"], ["C01-H05"], """
তারিখ খাতা - 12.05.2027
টাইটেল স্যুট 112/2025 সুকুমার মণ্ডল
হরিপদ মণ্ডল 1,80,000 টাকা ট্রেজারি চালানে জমা দিয়াছে (26.04.2027)। চালান নথিতে আছে।
ইস্যু গঠন হইল - মোট 5 টি ইস্যু।
পরের তারিখ 30.06.2027 - বাদীর সাক্ষী (P.W.)
মানি স্যুট 27/2026 (বিশ্বনাথ সাহা) - কাল নয়, 17.06 তারিখ ইস্যু। মনে রাখিবেন।
- গোপাল
""", bengali_digits=True)
u("backlog/2027-06/sukumar PW1 30.6.txt", "typed_note_txt", L, "2027-06-30", ["C01"], ["C01-H06"], """
30/06/27  TS 112/25 bagan - 1st Ct
PW1 Sukumar Mondal - chief dilam (affidavit + Ext. 1 porcha, Ext. 2 chukti-patra photo, Ext. 3 challan copy).
Lahiri babu cross korlen na - "client er instruction lagbe, bagan er hishab dekhe cross korbo". Time nilo.
Kundu babu: "last time for cross, next date positively".
porer tarikh 05.08.2027 - PW1 cross.
""")
u("backlog/2027-08/20270805_181230.jpg", "handwritten_note_photo", L, "2027-08-05", ["C01", "C06"], ["C01-H07"], """
5/8/27
(1) TS 112/25 bagan - PW1 cross by Lahiri ~40 min. Sukumar admitted he never paid the bagan's pahara (guard)
    wages since 2023; denied that Haripada alone looks after trees. Held well.
    Our petn for commission (local inspection, count of trees, possession) - ALLOWED. Commissioner Sri Tapan
    Kumar Roy, Adv. Fee Rs. 6,000 by pltf. Report by next date.
    porer tarikh 17/11/27 (Puja chhuti er pore).
(2) Shefali Ghosh phone - insurance er lok (investigator) barite eshechilo, signature chaichilo. Bollam kichu
    sign korben na. No date in MACT today.
""")
u("backlog/2027-12/TS 112 commission report.pdf", "document_scan", "Sri Tapan Kumar Roy, Advocate Commissioner", "2027-12-14", ["C01"], [], """
REPORT OF THE ADVOCATE COMMISSIONER - T.S. 112 of 2025 (1st Court, Civil Judge Sr. Division, Malda)
Inspection held on 27.11.2027 at Mouza Kotwali, J.L. No. 84, Dag Nos. 412 and 413, in presence of both parties
and the Amin. Total area measured 2.13 acres.
Trees found: Fazli 71, Himsagar 58, Langra 35 - total 164 mango trees, besides 6 jackfruit trees.
Possession: the orchard is in the joint possession of the parties; a thatched pahara-ghar on Dag 413 used by D1's guard.
Sketch map annexed.                                    Sd/- Tapan Kumar Roy, Advocate Commissioner, 14.12.2027
""")
u("backlog/2027-12/Bagan case 15-12-2027.docx", "typed_note_docx", L, "2027-12-15", ["C01"], ["C01-H09"], """
15.12.2027 - TS 112/2025 (Sukumar bagan) - Kundu babu
Commissioner's report filed today (164 trees - Fazli 71, Himsagar 58, Langra 35). Area 2.13 acres as against 2.14.
Lahiri babu wants to file objection to the commission report - granted.
Kundu babu bollen hazira of both parties must be there on the next date, else he will proceed.
porer tarikh 19.01.2028 - objection to commission report.
""")

# ---------------- C02 Anima barga case (LRTT)
u("backlog/2026-10/BLLRO Ratua-I barga order.pdf", "document_scan", "BL&LRO, Ratua-I", "2026-08-15", ["C02"], [], """
OFFICE OF THE BLOCK LAND AND LAND REFORMS OFFICER, RATUA-I, MALDA
Barga Case No. 44/2025 (u/s 18 of the W.B. Land Reforms Act, 1955)
Nitai Barman, vill. Bhado ... Applicant      vs      Smt. Anima Sarkar ... Opposite party (raiyat)
Upon enquiry by the Revenue Officer and hearing both sides, it is found that the applicant has been cultivating
L.R. Dag No. 1031 (0.62 acre) of Mouza Bhado, J.L. No. 112, sharing produce with the raiyat for more than 12 years,
as stated by the neighbouring cultivators. The name of Nitai Barman be recorded as bargadar in the L.R. record of
rights. Order dated 14.08.2025 (appeal against it dismissed by the Appellate Authority on 02.09.2026).
""")
u("backlog/2027-02/LRTT 3.2.27.txt", "typed_note_txt", L, "2027-02-03", ["C02"], ["C02-H01"], """
3 Feb 2027 - LRTT, Salt Lake, Bench II (Nandi J.M. + Biswas A.M.)
OA 2213/2026 Anima Sarkar v State - admission.
Admitted. Tribunal calls for the records of Barga Case 44/2025 from BL&LRO Ratua-I. No coercive step against the
applicant's possession in the meantime.
Tanmoy Basak for State - accepted notice. Ashok Mandal for Nitai - present.
porer tarikh 20.04.2027. Kolkata trip: Intercity 5.40 morning e gechi, ferar train 4.15.
""")
u("backlog/2027-04/OA 2213-2026 LRTT order 20.04.2027.pdf", "certified_order_sheet_scan", "West Bengal Land Reforms and Tenancy Tribunal", "2027-04-23", ["C02"], ["C02-H02"], """
WEST BENGAL LAND REFORMS AND TENANCY TRIBUNAL
O.A. No. 2213 of 2026 (LRTT)
Smt. Anima Sarkar  -vs-  State of West Bengal & Ors.
Coram: Sri Pradip Kumar Nandi, Judicial Member; Sri A. K. Biswas, Administrative Member
Order No. 3   Dt. 20.04.2027
Ld. Advocate for the applicant Mr. D. Chowdhury is present. Ld. State Representative Mr. T. Basak prays for time
as the records of Barga Case No. 44/2025 have not been received from the BL&LRO, Ratua-I. The BL&LRO is directed to
transmit the records positively before the next date. Interim order to continue.
Fix 13.07.2027 for hearing.
""")
u("backlog/2027-07/anima LRTT 13 july.docx", "typed_note_docx", L, "2027-07-13", ["C02"], ["C02-H03"], """
13.07.2027 - OA 2213/2026 (LRTT) Anima Sarkar - Bench II
Records of BL&LRO Ratua-I finally received.
Ashok Mandal filed Nitai's reply: says he is cultivating since 2011, "bhag" paid in paddy every Aghrayan.
We to file rejoinder within 3 weeks. Anima-di says she never got any bhag, land cultivated by her own hired
labour (munish) - get the names of the munish for the rejoinder.
Next 07.09.2027.
""")
u("backlog/2027-09/IMG_20270907_155020.jpg", "handwritten_note_photo", L, "2027-09-07", ["C02"], ["C02-H04"], """
7/9/27 LRTT Bench II - Anima barga
Heard part. Nandi saheb bollen: "Where are the bhag receipts? A bargadar who shared produce for 12 years must have
some receipt. Onus is on the person who claims to be a bargadar." Ashok Mandal - no receipt, only oral.
Tribunal: both sides may file receipts / chitha if any. Part heard.
porer tarikh 09.12.2027.
""")
u("backlog/2027-12/LRTT 09.12.2027.txt", "typed_note_txt", L, "2027-12-09", ["C02"], ["C02-H05"], """
09.12.2027 - LRTT - OA 2213/26 Anima Sarkar
Ashok Mandal absent (no one for Nitai). Tribunal adjourned - "last chance to the private respondent".
Wasted trip to Kolkata. Anima-di anxious - Nitai ploughed the dag again in November.
porer tarikh 09.02.2028 - further hearing.
""")

# ---------------- C03 Maa Tara silk money suit
u("backlog/2026-06/Maa Tara bills ledger.jpg", "document_photo", "Maa Tara Silk Reeling Unit", "2026-06-10", ["C03"], [], """
MAA TARA SILK REELING UNIT, Sujapur Road, Kaliachak, Malda      (Prop. Biswanath Saha)
Ledger extract - Party: JANGIPUR SILK HOUSE, Raghunathpur, Murshidabad (Anwar Hossain)
Bill No.  Date        Item                         Qty      Amount
311       08.08.2025  Mulberry raw silk 20/22 D    62 kg    Rs. 1,42,600
338       02.09.2025  Mulberry raw silk 20/22 D    58 kg    Rs. 1,33,400
371       10.10.2025  Mulberry raw silk 20/22 D    54 kg    Rs. 1,24,200
402       21.11.2025  Mulberry raw silk 20/22 D    38 kg    Rs.   86,300
Total 212 kg. Paid: nil. Balance due Rs. 4,86,500/-
""")
u("backlog/2027-01/silk suit 21.1.27.txt", "typed_note_txt", L, "2027-01-21", ["C03"], ["C03-H01"], """
21/1/27 - MS 27/2026 Maa Tara (Biswanath babu) v Jangipur Silk House - 2nd Court, Pal madam
Defendant appeared through Kalyan Sanyal. Vakalatnama filed. Time prayed for W.S. - granted.
Biswanath babu bollen Anwar Hossain Murshidabad e onno reeling unit theke maal nichhe ekhon.
porer tarikh 04.03.2027 - W.S.
""")
u("backlog/2027-03/MS 27-2026 order dt 04.03.2027.pdf", "certified_order_sheet_scan", "Civil Judge (Senior Division), 2nd Court, Malda", "2027-03-08", ["C03"], ["C03-H02"], """
Money Suit No. 27 of 2026
Order No. 7     Dt. 04.03.2027
Record put up. Plaintiff files hazira. Defendant files hazira and a petition for time to file W.S. on the ground
that his Ld. Advocate is engaged before the Ld. Court at Jangipur. This is the second prayer. Heard. Considered.
Prayer is allowed as a last chance subject to payment of cost of Rs. 1,000/- to the plaintiff.
To 29.04.2027 for filing of W.S. positively.
                            Sd/- Civil Judge (Sr. Division), 2nd Court, Malda
""")
u("backlog/2027-04/MS 27 written statement Jangipur Silk House.pdf", "document_scan", "Sri Kalyan Sanyal for the defendant", "2027-04-29", ["C03"], [], """
IN THE COURT OF THE LD. CIVIL JUDGE (SR. DIVISION), 2ND COURT, MALDA - Money Suit No. 27 of 2026
WRITTEN STATEMENT of the defendant Jangipur Silk House, through its proprietor Anwar Hossain
1. The suit is not maintainable and is barred by the principle of waiver.
2. The defendant admits purchase of raw silk under bills 311, 338, 371 and 402 but states that the last two lots
   were of inferior quality - uneven denier and high gum content - and could not be used on the looms.
3. 38 kg of the last lot was returned through the plaintiff's own carrier on 02.12.2025; the plaintiff cannot claim
   its price. The claim of interest at 12% is denied. The defendant is ready to settle the accounts.
Verified on 29.04.2027.
""")
u("backlog/2027-04/IMG-20270429-WA0006.jpg", "handwritten_note_photo", K, "2027-04-29", ["C03"], ["C03-H03"], """
তারিখ খাতা - 29.04.2027 (বৃহস্পতিবার)
২য় কোর্ট - মানি স্যুট 27/2026 মা তারা সিল্ক বনাম জঙ্গীপুর সিল্ক হাউস
বিবাদী লিখিত জবাব দিল। 1,000 টাকা খরচা বিবাদী জমা দিয়াছে - বিশ্বনাথ বাবু পাইবেন।
পরের তারিখ 17.06.2027 - ইস্যু
- গোপাল
""", bengali_digits=True)
u("backlog/2027-06/MS 27 issues 17.06.2027.docx", "typed_note_docx", L, "2027-06-17", ["C03"], ["C03-H04"], """
17.06.2027 - MS 27/2026 - Pal madam - issues framed (4):
1. Is the suit maintainable?  2. Did the plaintiff supply raw silk worth Rs. 4,86,500 to the defendant?
3. Was any part of the goods of inferior quality and returned?  4. Is the plaintiff entitled to the decree and interest?
Pal madam: evidence on affidavit, both sides to file list of witnesses in 2 weeks.
Next 29.07.2027 - P.W.
""")
u("backlog/2027-07/silk PW1 29.7.txt", "typed_note_txt", L, "2027-07-29", ["C03"], ["C03-H05"], """
29/07/27  MS 27/26 - 2nd Ct
PW1 Biswanath Saha - chief by affidavit tendered; Ext. 1 to 4 the bills, Ext. 5 ledger, Ext. 6 lawyer's notice.
Sanyal cross started: put that the 4th lot was "gum-bhora, denier uneven". Biswanath babu said every lot is tested at
the Central Silk Board's testing house at Malda before despatch - no complaint was ever made in writing.
Cross in part. porer tarikh 02.09.2027.
""")
u("backlog/2027-09/Document_2027-09-02.docx", "typed_note_docx", L, "2027-09-02", ["C03"], ["C03-H06"], """
02.09.2027 - Money Suit 27/2026 (Maa Tara silk)
PW1 cross concluded. He denied receiving back 38 kg - "amar carrier kono maal ferot aneni".
PW2 Ratan Sk (munim / accountant of the unit) examined - proved the ledger; cross short.
P.W. closed. Defendant's evidence next.
porer tarikh 25.11.2027 (after Puja vacation).
""")
u("backlog/2027-11/IMG-20271125-WA0014.jpg", "handwritten_note_photo", K, "2027-11-25", ["C03"], ["C03-H07"], """
তারিখ খাতা - 25.11.2027
মানি স্যুট 27/2026 - বিবাদীর সাক্ষী হাজির নাই। সান্যাল বাবু সময় চাহিলেন।
পাল ম্যাডাম 1,500 টাকা খরচা দিয়া সময় দিলেন।
পরের তারিখ 23.12.2027 - D.W.
- গোপাল
""", bengali_digits=True)
u("backlog/2027-12/silk DW1 cross 23.12.txt", "typed_note_txt", L, "2027-12-23", ["C03"], ["C03-H08"], """
23.12.2027 - MS 27/26 Maa Tara v Jangipur Silk House - Pal madam
DW1 Anwar Hossain - chief on affidavit. Cross by me in part: he admitted no written complaint about quality was sent
before the lawyer's notice; could not produce the carrier's receipt for the 38 kg "return".
Rest of cross next date. porer tarikh 27.01.2028.
""")

# ---------------- C04 Hoque cheque case
u("backlog/2026-08/UCO cheque return memo Sanjib Kundu.pdf", "document_scan", "UCO Bank, Kaliachak branch", "2026-07-29", ["C04"], [], """
UCO BANK   Kaliachak Branch, Dist. Malda
CHEQUE RETURN MEMO                                        Date: 29.07.2026
Cheque No. 771045 dated 25.07.2026 for Rs. 2,75,000/- drawn by Sanjib Kundu on S.B. A/c No. 1902xxxxxx, presented
by Md. Ekramul Hoque - RETURNED UNPAID.
Reason: Funds insufficient.
                                                          Branch Manager
""")
u("backlog/2026-08/notice 138 Sanjib Kundu.docx", "typed_note_docx", L, "2026-08-10", ["C04"], [], """
DEBASHIS CHOWDHURY, Advocate, Malda Bar Association
By Regd. Post with A/D                                          Date: 10.08.2026
To: Sri Sanjib Kundu, contractor, Milki Road, Kaliachak, Malda
Sub: Demand notice u/s 138 of the Negotiable Instruments Act, 1881
Under instruction of my client Md. Ekramul Hoque of Hoque Cement & Tiles, Kaliachak: you took cement and tiles on
credit for your building contracts and towards the dues issued cheque No. 771045 dated 25.07.2026 for Rs. 2,75,000
on UCO Bank, Kaliachak, which was returned for "funds insufficient" on 29.07.2026. You are called upon to pay
Rs. 2,75,000 within 15 days of receipt of this notice, failing which my client will file a complaint.
                                                                Advocate
""")
u("backlog/2027-03/JM2 cheque 19.3.txt", "typed_note_txt", L, "2027-03-19", ["C04"], ["C04-H02"], """
19/3/27 JM 2nd Ct (Mukherjee) - CR 1045/26 Hoque v Sanjib Kundu
Sanjib appeared today with Partha Pratim Ghosh. Bail on bond of Rs. 10,000 with one surety. Copies given u/s 230 BNSS.
Hoque sahab present - Mukherjee babu bollen complainant must be present on every date.
porer tarikh 07.05.2027 - plea.
""")
u("backlog/2027-05/CR 1045-2026 order 07.05.2027.pdf", "certified_order_sheet_scan", "Judicial Magistrate, 2nd Court, Malda", "2027-05-10", ["C04"], ["C04-H03"], """
C.R. Case No. 1045 of 2026
Order No. 6     Dt. 07.05.2027
Complainant is present. Accused is present on bail. The particulars of the offence u/s 138 N.I. Act are stated to
the accused; he pleads not guilty and claims to be tried. His plea, as stated by Ld. Advocate, is that the cheque
was a blank signed security cheque given in 2024. Complainant to adduce evidence.
Fix 25.06.2027 for evidence of the complainant.
                                             Sd/- Judicial Magistrate, 2nd Court, Malda
""")
u("backlog/2027-08/WhatsApp Chat with Hoque Sahab Kaliachak.txt", "whatsapp_export", "Md. Ekramul Hoque", "2027-08-14", ["C04"], ["C04-H05"], """
25/06/27, 19:02 - Hoque Sahab Kaliachak: Adaab vakil sahab. Aaj Sanjib phir nahi aaya, hazira de diya. Ye kab tak chalega?
25/06/27, 19:10 - Debashis Chowdhury Adv: Hoque sahab, next date 13 August. Apnake ashtei hobe, judge wants you present.
25/06/27, 19:11 - Hoque Sahab Kaliachak: Ji zaroor. Dukaan band karke aaunga.
13/08/27, 17:40 - Debashis Chowdhury Adv: Aaj apnar cross holo. Partha babu 1 ghonta jera korlen - security cheque er kotha. Apni bhalo bolechen. Baki cross 24 September.
13/08/27, 17:45 - Hoque Sahab Kaliachak: Shukriya. Maine bola maal ka bill hai, 2,75,000 ka hisaab likha hai.
14/08/27, 10:02 - Hoque Sahab Kaliachak: Vakil sahab fees ka 5000 bhej diya Google Pay pe.
""")
u("backlog/2027-11/cheque CW1 cross concluded 12.11.docx", "typed_note_docx", L, "2027-11-12", ["C04"], ["C04-H07"], """
12.11.2027 - CR 1045/2026 (Hoque v Sanjib Kundu) - JM 2nd Court
Sanjib present today (after the warning). CW1 Ekramul Hoque - cross concluded. Suggestion of blank security cheque
denied; he produced the credit bill book (bills of 2026) - marked for identification.
Our petition to summon the Branch Manager, UCO Bank Kaliachak with the account statement - allowed.
porer tarikh 10.12.2027 - CW2.
""")
u("backlog/2027-12/IMG_20271210_142207.jpg", "handwritten_note_photo", L, "2027-12-10", ["C04"], ["C04-H08"], """
10/12/27 JM 2nd Ct - cheque case Hoque
CW2 Sri Amit Roy, Branch Manager UCO Kaliachak - proved return memo + a/c statement: balance on 29.07.26 was
Rs. 3,412 only. Partha babu cross - nothing much. C.W. closed.
porer tarikh 19.01.2028 - accused examination u/s 351 BNSS. Prepare the questions from the evidence.
""")

# ---------------- C05 Imran cattle bail
u("backlog/2026-12/FIR Baishnabnagar PS 388-2026.pdf", "document_scan", "Baishnabnagar Police Station", "2026-11-29", ["C05"], [], """
FIRST INFORMATION REPORT (u/s 173 BNSS)   Dist: Malda   P.S.: Baishnabnagar   FIR No. 388/2026   Dt. 29.11.2026
Sections: 303(2)/317(4)/61(2) BNS and s. 11 Prevention of Cruelty to Animals Act, 1960
On 28.11.2026 at about 23.30 hrs a BSF patrol of the border outpost near Shovapur char intercepted 11 heads of cattle
being driven towards the border fence. The persons fled; one Imran Sk @ Imran s/o Abdul Mannan Sk of Shovapur was
apprehended at the spot and handed over with the seizure list to the police. Investigation taken up by SI Prasenjit Saha.
""")
u("backlog/2027-01/Imran bail moved 18.1.txt", "typed_note_txt", L, "2027-01-18", ["C05"], ["C05-H01"], """
18/01/27 - Dey saheb (DJ Malda) - Cr Misc Case 2217/26 (bail) - Imran Sk
Bail moved. CJM rejected earlier on 20.12.2026. Dey saheb first asked "CD kothay?" - case diary called for from
Baishnabnagar PS. Gautam Chakraborty PP opposed - border case, "gorur pachar ring".
porer tarikh 25.01.2027.
Mannan chacha came - bollam bail er age CD lagbe.
""")
u("backlog/2027-02/WhatsApp Chat with Mannan Chacha Shovapur.txt", "whatsapp_export", "Abdul Mannan Sk", "2027-02-08", ["C05"], ["C05-H02", "C05-H04"], """
25/01/27, 14:20 - Debashis Chowdhury Adv: Chacha, aaj CD ashe ni. PP time nilo. Porer date 1 February.
25/01/27, 14:31 - Mannan Chacha Shovapur: Bhaisahab do mahine ho gaye beta jail me hai. Kuch kijiye. Allah aapka bhala kare
25/01/27, 14:33 - Debashis Chowdhury Adv: Cheshta korchi. Judge saheb CD chara shunben na.
08/02/27, 13:05 - Debashis Chowdhury Adv: Chacha, Imran er bail hoye geche! 20,000 er bond, 2 jon jamindar, ekjon local. Protyek Monday Baishnabnagar thanay hajira dite hobe.
08/02/27, 13:07 - Mannan Chacha Shovapur: Alhamdulillah. Jamindar ke ke lagbe? Mera bhai Kalam aur panchayat member Rafiq ready hain
08/02/27, 13:09 - Debashis Chowdhury Adv: Thik ache. Kal court e aadhar, land porcha niye ashben.
""")
u("backlog/2027-02/IMG_20270201_160315.jpg", "handwritten_note_photo", L, "2027-02-01", ["C05"], ["C05-H03"], """
1/2/27 DJ Malda - Imran bail
CD produced. Heard 20 min. Dey saheb asked PP: "criminal antecedent ache?" PP couldn't say.
Court called for (i) the BSF seizure list and (ii) the antecedent report of the accused from the PS.
Our point: not named by BSF as driver, only 'apprehended near'; 2 months custody; chargesheet not yet.
porer tarikh 08.02.2027 - orders.
""")
u("backlog/2027-02/Cr Misc 2217-2026 order 08.02.2027.pdf", "certified_order_sheet_scan", "District and Sessions Judge, Malda", "2027-02-09", ["C05"], ["C05-H04"], """
Criminal Misc. Case No. 2217 of 2026 (Bail)
Order No. 5     Dt. 08.02.2027
Ld. PP is present with the C.D. The antecedent report and the BSF seizure list are received. The report shows no
previous case against the petitioner. The petitioner is in custody since 29.11.2026. Considering the materials in
the C.D. and the period of detention, the petitioner be released on bail on furnishing a bond of Rs. 20,000/- with
two sureties of like amount, one of whom must be local, to the satisfaction of the Ld. CJM, Malda, on condition that
he shall report at Baishnabnagar P.S. every Monday till submission of the charge-sheet and shall not go near the
international border. The Misc. case is disposed of.
                                             Sd/- District and Sessions Judge, Malda
""")

# ---------------- C06 Shefali MACT
u("backlog/2026-08/death certificate Tapas Ghosh MMCH.jpg", "document_photo", "Malda Medical College and Hospital", "2026-08-12", ["C06"], [], """
MALDA MEDICAL COLLEGE & HOSPITAL, English Bazar
Certificate of cause of death / discharge summary (Emergency)
Name: Tapas Ghosh, 34 yrs, M, s/o Haradhan Ghosh, vill. Pandua, P.S. Gazole
Brought on: 11.08.2026, 19.40 hrs, by Gazole PS, history of road traffic accident on NH-12 (toto hit by truck).
Died on: 12.08.2026 at 02.15 hrs. Cause: head injury with haemorrhagic shock.
Bill paid: Rs. 38,650 (CT scan, ICU, medicines) - receipt no. 44718.
""")
u("backlog/2027-03/MAC 96-2026 order 23.03.2027.pdf", "certified_order_sheet_scan", "MACT, Malda", "2027-03-25", ["C06"], ["C06-H02"], """
M.A.C. Case No. 96 of 2026
Order No. 5     Dt. 23.03.2027
Claimants file hazira. O.P. No. 1 (owner) files W.S. O.P. No. 2 National Insurance Co. Ltd. files W.S. stating
inter alia that the driver of truck No. WB-65-xxxx held only a learner's licence on the date of accident and that
the insurer is not liable. Copies served. The Ld. Advocate for the insurer is asked to take instructions on an offer.
Fix 18.05.2027 for evidence of the claimants.
                                    Sd/- Presiding Officer, M.A.C. Tribunal, Malda
""")
u("backlog/2027-05/MACT Shefali PW1 18.5.docx", "typed_note_docx", L, "2027-05-18", ["C06"], ["C06-H03"], """
18.05.2027 - MAC 96/2026 Shefali Ghosh - MACT (Ghosh madam)
PW1 Shefali Ghosh - chief on affidavit, exhibits: death certificate, post-mortem, FIR (Gazole PS 402/2026),
income proof (toto registration + SHG loan papers). Tapas earned about Rs. 600-700 a day from the toto.
Manas Chakraborty cross for insurer: learner's licence point, and "toto was overloaded - 7 passengers". She denied.
Madam again asked the insurer about an offer - Manas babu: "no instruction yet".
porer tarikh 06.07.2027 - PW2 (eyewitness).
""")
u("backlog/2027-08/MACT PW2 Bikash 17 aug.txt", "typed_note_txt", L, "2027-08-17", ["C06"], ["C06-H05"], """
17/8/27 MACT - Shefali
PW2 Bikash Mahato (toto passenger, Pandua) - chief: the truck came from the wrong side at high speed while overtaking
a bus near Gazole more, hit the toto head-on; Tapas-da fell on the road. Cross by Manas babu - he was sitting behind
the driver; only 4 passengers. Held.
P.W. closed. Madam: "insurer, what is your offer?" - still nothing.
porer tarikh 02.11.2027 - OPW (insurer).
""")
u("backlog/2027-11/IMG-20271102-WA0019.jpg", "handwritten_note_photo", K, "2027-11-02", ["C06"], ["C06-H06"], """
তারিখ খাতা - 02.11.2027 (মঙ্গলবার)
এম.এ.সি. কেস 96/2026 শেফালী ঘোষ
বীমা কোম্পানির তদন্তকারী (investigator) হাজির নাই। মানস বাবু সময় চাহিলেন।
পরের তারিখ 30.11.2027 - O.P.W.
- গোপাল
""", bengali_digits=True)
u("backlog/2027-11/MACT 30.11.27.docx", "typed_note_docx", L, "2027-11-30", ["C06"], ["C06-H07"], """
30.11.2027 - MAC 96/2026 - MACT 1st Court
OPW1 Sanjay Dutta (insurer's investigator) examined - produced the DL verification report from the RTO, Malda:
the driver had only a learner's licence. Cross by me: he never met the driver; report based on the RTO letter only.
Evidence closed from both sides. Madam told Manas babu: "come with a realistic offer before argument, or I will
decide pay-and-recover".
porer tarikh 21.01.2028 - argument.
""")
u("backlog/2027-12/correction MACT ND.txt", "typed_note_txt", L, "2027-12-01", ["C06"], [], """
1/12/27 - CORRECTION
Shefali MACT - ami kal er note e porer tarikh 21.01.2028 likhechi - bhul. Gopal peshkar er kach theke order
sheet dekhe elo: argument er porer tarikh 24.01.2028 (Monday). Diary te o thik kore dilam.
""")

# ---------------- C07 Mousumi dowry death trial
u("backlog/2026-09/PM report Mousumi Sarkar.pdf", "document_scan", "Malda Medical College, Dept. of Forensic and State Medicine", "2026-09-03", ["C07"], [], """
MALDA MEDICAL COLLEGE & HOSPITAL - DEPARTMENT OF FORENSIC & STATE MEDICINE
POST MORTEM REPORT No. 1411/26      Date: 03.09.2026      Autopsy surgeon: Dr. Animesh Pal
Deceased: Mousumi Sarkar (Das), 24 yrs, w/o Bapi Sarkar, vill. Aiho, P.S. Habibpur. Ref: Habibpur PS UD Case.
Findings: a ligature mark, oblique, incomplete, above the thyroid cartilage; bruises on the back and both upper arms,
of about 24-48 hours' duration.  Opinion: death due to asphyxia from hanging, ante-mortem; the bruises are
ante-mortem. Viscera preserved.
""")
u("backlog/2027-03/ST 31-2027 order 01.03.2027.pdf", "certified_order_sheet_scan", "ADJ, Fast Track 1st Court, Malda", "2027-03-03", ["C07"], ["C07-H01"], """
Sessions Trial No. 31 of 2027 (arising out of Habibpur PS Case No. 241/2026)
Order No. 4     Dt. 01.03.2027
Record put up. Accused Bapi Sarkar (in custody) produced. Accused Kalpana Sarkar and Nepal Sarkar on bail file hazira.
Ld. Addl. PP Sri Rabindranath Jha for the State. Sri Debashis Chowdhury, Ld. Advocate for the de facto complainant,
permitted to assist the prosecution. Heard on charge. Charge framed u/s 80(2)/85 BNS read with s. 3(5) BNS and
ss. 3/4 D.P. Act against all three accused; read over and explained; they plead not guilty and claim to be tried.
Issue summons to PW1 and PW2. Fix 05.04.2027 for P.W.
                                             Sd/- Addl. District & Sessions Judge, F.T.C. 1st Court, Malda
""")
u("backlog/2027-04/Mousumi PW1 chief 5.4.txt", "typed_note_txt", L, "2027-04-05", ["C07"], ["C07-H02"], """
5/4/27 FTC 1st Ct - ST 31/27 Mousumi
PW1 Nirmal Das (father) - examined in chief by Addl. PP, I assisted. Marriage 14.02.2025; demand started after 3
months; Mousumi called him on 31.08.2026 night crying. Cross deferred to next date at defence request - Sen babu allowed.
porer tarikh 26.04.2027.
""")
u("backlog/2027-04/IMG_20270426_170540.jpg", "handwritten_note_photo", L, "2027-04-26", ["C07"], ["C07-H03"], """
26/4/27 Mousumi ST - PW1 cross
Asit Baran Roy cross ~1 hr. Nirmal babu bollen: Bapi demanded Rs. 1,50,000 and a motorcycle (Pulsar) after the
marriage; he paid 50,000 in Sept 2025 by selling his cow; no written receipt. Roy suggested Mousumi was depressed,
no demand ever - denied. Nirmal babu kande felechilen, but held firm.
porer tarikh 14/6 - PW2 (ma) + PW3 (doctor) summons.
""")
u("backlog/2027-06/ST 31-2027 Mousumi 14.06.docx", "typed_note_docx", L, "2027-06-14", ["C07"], ["C07-H04"], """
14.06.2027 - ST 31/2027 - Sen babu, FTC 1st Court
PW2 Shibani Das (mother) - chief and cross done. She said Kalpana Sarkar (shashuri) told Mousumi "baper bari theke
gari na anle ghore dhukbi na". Cross: phone calls only, no letter. Held well.
PW3 Dr. Animesh Pal summoned - did not come (on leave?).
porer tarikh 19.07.2027.
""")
u("backlog/2027-11/WhatsApp Chat with Ananya Roy Jr.txt", "whatsapp_export", J, "2027-11-17", ["C04", "C06", "C01", "C07"], ["C04-H01", "C06-H01", "C04-H04", "C06-H04", "C01-H06", "C07-H05", "C04-H06", "C01-H08"], """
29/01/27, 12:48 - Ananya Roy Jr: Dada cheque case e summons serve hoyni. Fresh summons through Kaliachak PS. porer tarikh 19/3
29/01/27, 12:50 - Debashis Chowdhury Adv: ok. PF diye dio
09/02/27, 13:15 - Ananya Roy Jr: Dada MACT Shefali - notice served, National Insurance er Manas babu appear korlen, W.S. er jonno time. ND 23/3
25/06/27, 12:10 - Ananya Roy Jr: Dada Sanjib absent, Partha babu hazira petition dilen - "accused ill". Allowed. CW1 affidavit tender kore dilam. ND 13/8
30/06/27, 18:02 - Debashis Chowdhury Adv: Bagan case e Sukumar er chief holo, Lahiri time nilo cross er jonno. 5 Aug. Diary te likhe rekho
06/07/27, 12:40 - Ananya Roy Jr: Dada MACT e Bikash (PW2) ashe ni, phone off. Amader side theke time nite holo 😔 ND 17/8
06/07/27, 12:42 - Debashis Chowdhury Adv: Shefali ke bolo Bikash ke niye ashte, bari giye
19/07/27, 15:20 - Ananya Roy Jr: Dada Mousumi case e doctor (PW3) aajo ashe ni. Sen babu khub rege gelen - show-cause to the doctor, fresh summons through MMCH superintendent. ND 23/8
19/07/27, 15:22 - Debashis Chowdhury Adv: 👍
24/09/27, 12:35 - Ananya Roy Jr: Dada cheque case - Sanjib abar absent, Partha babu abar hazira petition - "accused Siliguri te kaje". Mukherjee sir allow korlen but warning dilen - "next date absent hole W/A". CW1 er baki cross hoyni. ND 12/11
24/09/27, 12:37 - Debashis Chowdhury Adv: Eta dwitiyo bar hazira. Note kore rakho.
17/11/27, 13:02 - Ananya Roy Jr: Dada bagan case - commissioner Tapan babu report dite parenni, time chailen (inspection 27/11 e hobe bollen). Kundu sir time dilen. ND 15/12
17/11/27, 13:03 - Debashis Chowdhury Adv: Sukumar-da ke inspection er din thakte bolo
""")
u("backlog/2027-08/Mousumi PW3 doctor 23.8.txt", "typed_note_txt", L, "2027-08-23", ["C07"], ["C07-H06"], """
23/08/27 - ST 31/27 - PW3 Dr. Animesh Pal (autopsy surgeon, MMCH) - examined
He proved the PM report: ligature mark oblique above thyroid - consistent with hanging; BUT bruises on back and both
upper arms, 24-48 hrs old, ante-mortem - "could be caused by blunt force like fists or a stick".
Roy's cross: bruises can come from a fall? Doctor: "not on both arms and the back together".
Very good for us. porer tarikh 27.09.2027 - PW4 (neighbour).
""")
u("backlog/2027-09/ST 31-2027 order 27.09.2027.pdf", "certified_order_sheet_scan", "ADJ, Fast Track 1st Court, Malda", "2027-09-29", ["C07"], ["C07-H07"], """
Sessions Trial No. 31 of 2027
Order No. 14     Dt. 27.09.2027
Record put up. Accused persons file hazira. PW4 Smt. Rina Barman is examined. She does not support the prosecution
case. On the prayer of the Ld. Addl. PP she is declared hostile and cross-examined by the prosecution. Cross by the
defence declined. PW4 discharged. Issue summons to the I.O., SI Kaushik Roy, through the O.C., Habibpur P.S.
To 15.11.2027 for P.W.
                                             Sd/- Addl. District & Sessions Judge, F.T.C. 1st Court, Malda
""")
u("backlog/2027-11/IMG-20271115-WA0008.jpg", "handwritten_note_photo", K, "2027-11-15", ["C07"], ["C07-H08"], """
তারিখ খাতা - 15.11.2027 (সোমবার)
দায়রা মামলা 31/2027 (মৌসুমী) - তদন্তকারী অফিসার আসেন নাই। সরকারি উকিল সময় চাহিলেন।
সেন বাবু আই.ও.-কে শো-কজ করিলেন।
পরের তারিখ 13.12.2027 - সাক্ষী
- গোপাল
""", bengali_digits=True)
u("backlog/2027-12/IO cross Mousumi 13.12.docx", "typed_note_docx", L, "2027-12-13", ["C07"], ["C07-H09"], """
13.12.2027 - ST 31/2027 - Sen babu
PW5 SI Kaushik Roy (IO) - examined in part by Addl. PP: proved the seizure list (the orna, Mousumi's phone), the
sketch map and the statements of Nirmal and Shibani u/s 180 BNSS. Bapi's phone call records not collected -
defence will make this a point. Rest of the chief and cross next date.
porer tarikh 31.01.2028 - PW5 further.
""")

# ---------------- C08 Jahanara mutation writ
u("backlog/2026-11/BLLRO hearing notice mutation Sahapur.jpg", "document_photo", "BL&LRO, English Bazar", "2026-02-18", ["C08"], [], """
OFFICE OF THE B.L.&L.R.O., ENGLISH BAZAR
Memo No. 612/EB/26   Date: 18.02.2026
To: Jahanara Bibi, vill. Sahapur
Mutation Case No. MN/1187/2024 - Mouza Sahapur, J.L. No. 59, L.R. Dag 2207, 0.33 acre.
Hearing is adjourned sine die as an objection has been filed by one Fazlur Rahaman. You will be informed.
                                                                  B.L.&L.R.O., English Bazar
""")
u("backlog/2027-03/WPA 14562 16.3.27.txt", "typed_note_txt", L, "2027-03-16", ["C08"], ["C08-H01"], """
16/3/27 Calcutta HC - Mitra J, Ct 17 - WPA 14562/2026 Jahanara Bibi (mutation)
Item 31, reached at 3.30. Rituparna Basu AGP: "instructions awaited from the BL&LRO". Two weeks' time. Mitra J
bollen next time he will dispose.
porer tarikh 13.04.2027. Also met Sen & Sen office re: Jalpaiguri circuit bench matter of Biswas - not ours, only advice.
""")
u("backlog/2027-04/IMG_20270413_173301.jpg", "handwritten_note_photo", L, "2027-04-13", ["C08"], ["C08-H02"], """
13/4/27 HC Ct 17 Mitra J - Jahanara mutation
AGP filed a short report: objection by Fazlur Rahaman (claims gift of the dag from Jahanara's father-in-law).
Mitra J added Fazlur as R6, notice by us; wants report of BL&LRO on the date.
porer tarikh 11/5/27.
""")
u("backlog/2027-05/WPA 14562 of 2026 order 11.05.2027.pdf", "certified_order_sheet_scan", "Calcutta High Court (Appellate Side)", "2027-05-13", ["C08"], ["C08-H03"], """
IN THE HIGH COURT AT CALCUTTA - Constitutional Writ Jurisdiction - Appellate Side
WPA 14562 of 2026       Jahanara Bibi  -Vs-  The State of West Bengal & Ors.
Before: The Hon'ble Justice Sabyasachi Mitra
Date: 11th May, 2027
Appearance: Mr. Debashis Chowdhury, Adv. for the petitioner; Ms. Rituparna Basu, Ld. AGP for the State.
The mutation application of the petitioner has been pending since 2024. Without going into the merits, the BL&LRO,
English Bazar is directed to hear the petitioner and the respondent No. 6 and decide Mutation Case No. MN/1187/2024
by a reasoned order within eight weeks from the date of communication of this order. WPA 14562 of 2026 is disposed of.
No order as to costs.                                                  (Sabyasachi Mitra, J.)
""")
u("backlog/2027-07/BLLRO mutation order Jahanara 20.07.2027.pdf", "document_scan", "BL&LRO, English Bazar", "2027-07-20", ["C08"], [], """
OFFICE OF THE B.L.&L.R.O., ENGLISH BAZAR
Mutation Case No. MN/1187/2024 (in terms of the order of the Hon'ble High Court in WPA 14562 of 2026)
Heard the applicant Jahanara Bibi and the objector Fazlur Rahaman. The objector has no registered deed of gift;
the applicant's title by registered sale deed No. I-2231 of 2019 is found. The objection is rejected.
Mutation allowed in favour of Jahanara Bibi for L.R. Dag 2207 (0.33 acre), Mouza Sahapur. Order dated 20.07.2027.
                                                                  B.L.&L.R.O., English Bazar
""")

# ---------------- plan and cause list (the lawyer's day: Wed 19.01.2028)
u("backlog/2028-01/Plan 17-31 Jan 2028.docx", "typed_note_docx", L, "2028-01-15", ["C01", "C04", "C06", "C03", "C07", "C02"], [], """
PLAN - 17 to 31 January 2028
Wed 19/1  (a) 1st Court - Sukumar bagan - objection to commission report. Read the report again: Fazli 71 vs our
          plaint's 80 - be ready to say the Amin counted only standing trees. Sukumar-da to bring hazira.
          (b) JM 2nd Court - Hoque cheque - accused's examination u/s 351 BNSS. Ananya to prepare the list of
          incriminating circumstances (return memo, balance Rs. 3,412, bill book). Hoque sahab must be present.
Mon 24/1  MACT - Shefali - argument. Multiplier table (age 34 - 16), pay-and-recover judgments. NOT 21/1.
Thu 27/1  2nd Court - Maa Tara silk - DW1 further cross (carrier receipt!).
Mon 31/1  FTC - Mousumi - IO further. Call records point - talk to Addl. PP Jha babu.
Feb: LRTT 9/2 Anima - Kolkata, book Intercity.
""")
u("backlog/2028-01/JM 2nd Court Malda cause list 19.01.2028.pdf", "cause_list_pdf", "District Courts, Malda", "2028-01-18", ["C04"], [], """
MALDA JUDGESHIP - DAILY CAUSE LIST - 19.01.2028 (WEDNESDAY)
COURT OF THE JUDICIAL MAGISTRATE, 2ND COURT, MALDA (Sri Rahul Mukherjee)
Sl.  Case No.             Parties                                       Purpose
1    C.R. 812/2025       Bandhan Bank Ltd. vs Samiran Mandal            Evidence
2    C.R. 1045/2026      Md. Ekramul Hoque vs Sanjib Kundu              Exam. of accused u/s 351 BNSS
3    G.R. 2290/2026      State vs Rakesh Sahani                         Appearance
4    C.R. 77/2027        Sabita Halder vs Pintu Halder (s. 144 BNSS)    Hearing
5    G.R. 1571/2025      State vs Md. Jamal & Ors.                      Charge
""")
