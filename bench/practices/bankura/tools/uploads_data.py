"""The uploads of the Bankura practice: what Subhankar-babu, his junior Tanmoy and the muhuri Haripada kept."""

L, J, M = "Subhankar Mandal", "Tanmoy Kundu", "Haripada Lohar (muhuri)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2029-10/dalil 1968 scan.pdf", "document_scan", "Sub-Registry Office, Bishnupur", "1968-04-19", ["C01"], [], """
দানপত্র দলিল   দলিল নং ২১৪৭, সন ১৯৬৮   সাব-রেজিস্ট্রি অফিস, বিষ্ণুপুর
দাতা: শ্রী রাধাকান্ত দত্ত, পিতা ঁগোবিন্দ দত্ত, সাং কৃষ্ণগঞ্জ, বিষ্ণুপুর, পেশা তাঁত
গ্রহীতা: পুত্রগণ শ্রী হরেকৃষ্ণ দত্ত ও শ্রী বলরাম দত্ত — সমান অংশে (আট আনা করিয়া)
তফসিল: মৌজা কৃষ্ণগঞ্জ, জে.এল. নং ৪৬, দাগ নং ১২০৪, খতিয়ান নং ৩১১, বাস্তু ০.১২ একর, তাঁতঘর সমেত
উক্ত সম্পত্তিতে গ্রহীতাগণ অদ্য হইতে দখলিকার রহিলেন। ইতি সন ১৯৬৮ ইং, ১৯ শে এপ্রিল।
""")
u("backlog/2029-11/plaint TS partition Dutta.pdf", "document_scan", L, "2029-11-20", ["C01"], [], """
IN THE COURT OF THE LD. CIVIL JUDGE (SENIOR DIVISION), BISHNUPUR, DIST. BANKURA
T.S. (Partition) No. ___ of 2029
নিত্যানন্দ দত্ত বনাম গৌরহরি দত্ত ও অন্যান্য
Nityananda Dutta s/o Harekrishna Dutta, Krishnaganj, Bishnupur ... Plaintiff
-vs- Gourhari Dutta s/o Balaram Dutta & 2 others ... Defendants
Suit for partition of the homestead (Dag 1204, Khatian 311, Mouza Krishnaganj, 0.12 acre with the loom shed) by metes
and bounds; plaintiff's share 8 annas (half) under the danpatra dalil no. 2147 of 1968. Valuation Rs. 6,20,000.
Prayer: preliminary decree declaring half share; appointment of partition commissioner; costs.
""")
u("backlog/2030-03/Mallabhum demand notice.pdf", "document_scan", "Mallabhum Gramin Finance Pvt. Ltd.", "2030-03-02", ["C02"], [], """
MALLABHUM GRAMIN FINANCE PVT. LTD.   Regd. office: Machantala, Bankura
DEMAND NOTICE                                   Dt. 02.03.2030
To Sri Biswajit Dutta, Krishnaganj, Bishnupur
Re: Loan A/c PL/0917 - power-loom (2 nos, jacquard attachment) loan of Rs. 4,50,000 sanctioned 12.01.2028
Outstanding as on date: Rs. 3,85,000 with interest @ 16% p.a. Pay within 15 days failing which legal action.
""")
u("backlog/2030-06/WBPCB closure direction Maa Chandi.pdf", "document_scan", "West Bengal Pollution Control Board", "2030-06-05", ["C04"], [], """
WEST BENGAL POLLUTION CONTROL BOARD   Paribesh Bhawan, Salt Lake, Kolkata
Memo No. 1411/WPB/2030     Dated 05.06.2030
DIRECTION U/S 31A OF THE AIR (PREVENTION AND CONTROL OF POLLUTION) ACT, 1981
M/s Maa Chandi Stone Crusher (prop. Ratan Garai), Mouza Susunia, Block Chhatna, Bankura
On inspection on 21.05.2030 the unit was found operating without water sprinkler, without wind-breaking wall, within
the prohibited distance of the Susunia hill foot. You are directed to CLOSE the unit forthwith. Electricity supply to
be disconnected by WBSEDCL.   sd/- Member Secretary
""")
u("backlog/2030-03/IMG_20300318_112045.jpg", "document_photo", "UCO Bank, Onda", "2030-03-18", ["C05"], [], """
UCO BANK   Onda Branch, Dist. Bankura
RETURN MEMO                          18/03/2030
Chq No. 556019 dt 10.03.2030  Amount Rs. 2,65,000/-  Drawer: Bimal Gorai
Payee: Maa Tara Krishi Bhandar
Returned for: FUNDS INSUFFICIENT
""")
u("backlog/2030-03/FIR Indpur PS 41 of 2030.pdf", "document_scan", "Indpur Police Station", "2030-03-14", ["C07"], [], """
FIRST INFORMATION REPORT   Dist. Bankura   P.S. Indpur   FIR No. 41/2030   Date 14.03.2030
Sections: 281, 106(1) BNS
Informant: Jyotsna Mahato w/o Kalipada Mahato, vill. Bhedua.
At about 7.15 am on the Bankura-Khatra road near Indpur more, bus no. WB-67-xxxx (owner Sk. Abdul Rahim) driven
rashly hit my husband's bicycle from behind. He was taken to BSMCH Bankura and declared dead.
""")
u("backlog/2030-06/IMG_20300612_094411.jpg", "document_photo", "Khatra Adarsha Vidyalaya", "2030-06-12", ["C06"], [], """
KHATRA ADARSHA VIDYALAYA  — Fee receipt No. 3391   12.06.2030
Name: Rohan Mondal  Class III   Session fee + tuition Apr-Jun Rs. 2,850/- received from Smt. Rina Mondal.
""")
u("backlog/2030-11/Barjora PS case 231 FIR.pdf", "document_scan", "Barjora Police Station", "2030-10-28", ["C08"], [], """
Barjora P.S. Case No. 231/2030 dated 28.10.2030 u/s 115(2)/118(1)/351(2) BNS
Complainant: Gopal Kundu of Ghutgoria. Accused: Bikash Bauri (24) s/o late Madan Bauri and 2 others.
Allegation: over a dispute at the brick kiln, accused assaulted the complainant with an iron rod. Injury simple.
Accused Bikash arrested 29.10.2030. Ld. CJM Bankura rejected bail on 31.10.2030.
""")
u("backlog/2031-02/BL&LRO report Kusumdihi.pdf", "document_scan", "BL&LRO, Ranibandh", "2031-02-14", ["C03"], [], """
OFFICE OF THE BLOCK LAND & LAND REFORMS OFFICER, RANIBANDH, BANKURA
Memo No. 208/BL&LRO/RNB   Dt. 14.02.2031
To the DL&LRO, Bankura.   Sub: Report in Misc. Case No. 14/2030 (Budhu Murmu vs Haradhan Pal)
Mouza Kusumdihi, J.L. 112, Dag 412, Khatian 87 (0.46 acre, sali). Recorded raiyat in LR ROR: Budhu Murmu (ST - Santal).
By kobala no. 3318/2011 the land was sold to Haradhan Pal (non-tribal) and mutated in his name in 2013 (khatian 87/1).
No permission of the Revenue Officer u/s 14C of the WBLR Act is found in this office. Haradhan Pal is in possession.
""")
u("backlog/2031-03/IMG_20310320_151802.jpg", "document_photo", "State Bank of India, Bankura Main", "2031-03-20", ["C04"], [], """
SBI Bankura Main — Demand Draft counterfoil  DD No. 884120  dt 20.03.2031
In favour of: Registrar, High Court at Calcutta (A/c MAT 1204 of 2030)   Amount Rs. 2,00,000/- (Two lakh only)
Applicant: Ratan Garai
""")

# ---------------- the muhuri's register (Bengali script)
u("backlog/2030-09/IMG-20300913-WA0004.jpg", "handwritten_note_photo", M, "2030-09-13", ["C01", "C05", "C03", "C02", "C06"],
  ["C01-H01", "C05-H01", "C03-H01", "C02-H01", "C06-H01", "C05-H02"], """
তারিখ খাতা — হরিপদ
০৭/০৮/৩০ বিষ্ণুপুর সিনিয়র — দত্ত বাটোয়ারা (টি.এস. ১১২/২৯) — বিবাদীর জবাব জমা। পরের তারিখ ১১/০৯/৩০ ইস্যু
০৯/০৮/৩০ জে.এম. ২য় — স্বপন কর বনাম বিমল গরাই — আসামী হাজির নাই, W/A হইল। পরের তারিখ ১৩/০৯/৩০
১৩/০৮/৩০ ডি.এল.এল.আর.ও — বুধু মুর্মু — হারাধন পাল হাজির, সময় নিল। পরের তারিখ ১৭/০৯/৩০
২২/০৮/৩০ মুন্সেফ ১ম — মল্লভূম ফিনান্স বনাম বিশ্বজিৎ — হাজিরা দেওয়া হইল, জবাবের সময়। ২৬/০৯/৩০
২৮/০৮/৩০ খাতড়া জে.এম. — রিনা মণ্ডল খোরপোষ — প্রশান্ত হাজির, আপত্তির সময়। ৬/১১/৩০
১৩/০৯/৩০ জে.এম. ২য় — বিমল গরাই হাজির হইয়া জামিন পাইল, নকল দেওয়া হইল। পরের তারিখ ৮/১১/৩০
""")
u("backlog/2030-11/IMG-20301120-WA0011.jpg", "handwritten_note_photo", M, "2030-11-20", ["C03", "C02", "C06"],
  ["C03-H02", "C02-H02", "C06-H02", "C03-H03", "C02-H03"], """
তারিখ খাতা
১৭/০৯/৩০ বুধু মুর্মু — হারাধনের আপত্তি দাখিল (২০১১ কবলা, অনুমতি আছে বলিয়া দাবি)। ১৯/১১/৩০
২৬/০৯/৩০ মল্লভূম — আমাদের জবাব দাখিল। পরের তারিখ ২০/১১/৩০ ইস্যু
৬/১১/৩০ খাতড়া — প্রশান্তর আপত্তি জমা, অন্তর্বর্তী খোরপোষের শুনানি। ৪/১২/৩০
১৯/১১/৩০ ডি.এল.এল.আর.ও সাহেব রাণীবাঁধ বি.এল.এল.আর.ও-র রিপোর্ট তলব করিলেন। ৭/১/৩১
২০/১১/৩০ মল্লভূম — ৪টি ইস্যু গঠন। ১৬/১/৩১ সাক্ষী
""")
u("backlog/2031-01/IMG-20310122-WA0006.jpg", "handwritten_note_photo", M, "2031-01-22", ["C04", "C06", "C05", "C01", "C03", "C07"],
  ["C04-H03", "C06-H03", "C05-H04", "C01-H04", "C03-H04", "C07-H03", "C06-H04"], """
তারিখ খাতা — জানুয়ারি
২৬/১১/৩০ হাইকোর্ট — গরাই ক্রাশার MAT — ডাক হয় নাই (not reached)। ১৪/১/৩১
৪/১২/৩০ খাতড়া — রিনা: অন্তর্বর্তী খোরপোষ মাসিক ৪০০০ টাকা মঞ্জুর। ২২/১/৩১
১৩/১২/৩০ জে.এম. ২য় — বিমল গরাই হাজিরা মাফ পিটিশন, মঞ্জুর। CW1 এফিডেভিট জমা। ৩১/১/৩১
১৮/১২/৩০ বিষ্ণুপুর — নিত্যানন্দ PW1 জবানবন্দি, জেরা পরে। ৫/২/৩১
৭/১/৩১ ডি.এল.এল.আর.ও — রিপোর্ট আসে নাই। ১৮/২/৩১
৯/১/৩১ এম.এ.সি.টি — ইস্যু, জ্যোৎস্না PW1 এফিডেভিট। ২০/২/৩১
২২/১/৩১ খাতড়া — রিনা PW1 জবানবন্দি। খোরপোষ দেয় নাই। ১৯/৩/৩১
""")
u("backlog/2031-03/IMG-20310319-WA0013.jpg", "handwritten_note_photo", M, "2031-03-19", ["C02", "C05", "C01", "C03", "C07", "C06"],
  ["C02-H04", "C05-H05", "C01-H05", "C03-H05", "C07-H04", "C02-H05", "C06-H05"], """
তারিখ খাতা — ফেব্রু/মার্চ
১৬/১/৩১ মল্লভূম — PW1 সঞ্জীব পাল (ম্যানেজার) জবানবন্দি, আংশিক জেরা। ৬/৩/৩১
৩১/১/৩১ স্বপন কর — CW1 জেরা আংশিক। ১৪/৩/৩১
৫/২/৩১ বিষ্ণুপুর — PW1 জেরা হইল (নন্দীবাবু)। ১২/৩/৩১
১৮/২/৩১ বুধু মুর্মু — বি.এল.এল.আর.ও রিপোর্ট আসিয়াছে, হারাধন সময় নিল। ৮/৪/৩১
২০/২/৩১ এম.এ.সি.টি — PW1 জেরা (বীমা কোম্পানি)। ১০/৪/৩১
৬/৩/৩১ মল্লভূম — PW1 আসে নাই, বাদীর সময়, খরচা ৩০০ টাকা। ২৪/৪/৩১
১৯/৩/৩১ খাতড়া — রিনা জেরা। বকেয়া ১২০০০ টাকা। ৭/৫/৩১
""")
u("backlog/2031-05/IMG-20310513-WA0002.jpg", "handwritten_note_photo", M, "2031-05-13", ["C03", "C07", "C02", "C05", "C06"],
  ["C03-H06", "C07-H05", "C02-H06", "C05-H07", "C06-H06", "C03-H07"], """
তারিখ খাতা — এপ্রিল/মে
৮/৪/৩১ বুধু মুর্মু — সওয়াল জবাব শেষ; খতিয়ান সংশোধনের দরখাস্ত (৫০ ধারা) দাখিল। ১৩/৫/৩১ রায়
১০/৪/৩১ এম.এ.সি.টি — PW2 লখন বাউরি জবানবন্দি, বীমার উকিল জেরার সময় নিল। ২৯/৫/৩১
২৪/৪/৩১ মল্লভূম — PW1 জেরা শেষ, বাদীর সাক্ষ্য বন্ধ। ৩/৭/৩১ DE
২৫/৪/৩১ স্বপন কর — CW1 জেরা শেষ। ব্যাংকে সমন। ১৩/৬/৩১
৭/৫/৩১ খাতড়া — PW2 নিমাই দাস সাক্ষ্য, PE বন্ধ। ২৫/৬/৩১
১৩/৫/৩১ বুধু মুর্মু — রায়: হস্তান্তর বাতিল, জমি ফেরত। নিষ্পত্তি।
""")
u("backlog/2031-07/IMG-20310718-WA0009.jpg", "handwritten_note_photo", M, "2031-07-18", ["C05", "C01", "C06", "C02", "C07"],
  ["C05-H08", "C01-H08", "C06-H07", "C02-H07", "C07-H07", "C05-H09"], """
তারিখ খাতা — জুন/জুলাই
১৩/৬/৩১ স্বপন কর — CW2 ব্যাংকবাবু পার্থ সাহা সাক্ষ্য দিলেন। CE বন্ধ। ১৮/৭/৩১
১৮/৬/৩১ বিষ্ণুপুর — কমিশনারের রিপোর্ট জমা পড়ে নাই, বিবাদীর সময়। ২৮/৭/৩১
২৫/৬/৩১ খাতড়া — প্রশান্ত অসুস্থ, সময়। ৩০/৭/৩১
৩/৭/৩১ মল্লভূম — DW1 বিশ্বজিৎ এফিডেভিট, জেরা আংশিক। ৭/৮/৩১
১০/৭/৩১ এম.এ.সি.টি — বীমার সাক্ষী আসে নাই, ৫০০ টাকা খরচা, শেষ সুযোগ। ২৮/৭/৩১
১৮/৭/৩১ স্বপন কর — আসামী হাজির নাই, হাজিরা মাফ। ২২/৮/৩১
""")

# ---------------- C01 Dutta partition
u("backlog/2030-09/20300911_163022.jpg", "handwritten_note_photo", L, "2030-09-11", ["C01"], ["C01-H02"], """
11.9.30  Bishnupur CJSD  TS 112/29 Dutta bhag
Nandi babu time petition dilo - "engaged in Bankura court". Chakraborty sir ne cost Rs. 500 kore allow korlen.
Issues draft amar ready chhilo. Porer tarikh 13.11.30 - issues.
Nityananda-da ke bolte hobe 1968 er original dalil ta niye aste.
""")
u("backlog/2030-11/TS 112 of 2029 order 13.11.2030.pdf", "certified_order_sheet_scan", "Civil Judge (Senior Division), Bishnupur", "2030-11-13", ["C01"], ["C01-H03"], """
IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION), BISHNUPUR
T.S. (Partition) 112 of 2029          নিত্যানন্দ দত্ত বনাম গৌরহরি দত্ত ও অন্যান্য
Order No. 14   Dated 13.11.2030
Plaintiff files hazira through Ld. Advocate Sri S. Mandal. Defendants file hazira through Sri P. K. Nandi.
Cost of Rs. 500/- as per order No. 13 paid. Heard both sides on issues. Following issues are framed:
1. Is the suit maintainable?  2. Is the suit bad for non-joinder?  3. Has the plaintiff 8 annas share in the suit
property?  4. Is the plaintiff entitled to a decree for partition?  5. To what other relief?
To 18.12.2030 for P.W.    sd/- A. Chakraborty, Civil Judge (Sr. Dvn.), Bishnupur
""")
u("backlog/2030-12/dutta PW1 18.12.txt", "typed_note_txt", L, "2030-12-18", ["C01"], ["C01-H04"], """
18.12.2030 Bishnupur - Dutta partition
PW1 Nityananda Dutta - examination in chief on affidavit tendered. Nandi babu: "cross porer din korbo" - prayer
allowed. Gourhari nijeo court e chhilo, loom shed er bhag niye jhamela korchhilo bairey.
Porer tarikh 05.02.2031 - PW1 cross.
""")
u("backlog/2031-02/IMG_20310205_170315.jpg", "handwritten_note_photo", L, "2031-02-05", ["C01"], ["C01-H05"], """
5/2/31 BSP - Dutta
PW1 cross by Nandi ~ 40 min. Suggestion: loom shed Balaram nijer taka e banano - denied.
Nityananda bhalo bollo. 1968 dalil er kotha shikar korlo.
ND 12/3/31 PW2.
""")
u("backlog/2031-03/dalil Ext3 PW2 12-03-2031.docx", "typed_note_docx", L, "2031-03-12", ["C01"], ["C01-H06"], """
T.S. 112/2029 — Bishnupur — 12.03.2031
PW2 Sudam Karmakar (neighbour, 71 yrs) examined: knows both families, says homestead held half-half since Radhakanta's
gift. Cross short. Original danpatra dalil no. 2147 of 1968 marked Exhibit 3 (Ext. 3) on our prayer; Nandi objected
on stamp, objection kept open. Chakraborty sir asked for the partition commissioner petition.
Next date 23.04.2031.
""")
u("backlog/2031-04/TS 112-2029 order 23.04.2031.pdf", "certified_order_sheet_scan", "Civil Judge (Senior Division), Bishnupur", "2031-04-23", ["C01"], ["C01-H07"], """
IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION), BISHNUPUR
T.S. (Partition) 112 of 2029          নিত্যানন্দ দত্ত বনাম গৌরহরি দত্ত ও অন্যান্য
Order No. 21   Dated 23.04.2031
Petition of the plaintiff for local inspection is heard. Allowed. Sri Bhaskar Sen, Advocate, is appointed Advocate
Commissioner to hold local inspection of the suit homestead and the loom shed and to submit report with a rough
sketch map. Commission fee Rs. 3,000/- to be paid by the plaintiff. Report by the next date.
To 18.06.2031 for report.    sd/- A. Chakraborty
""")
u("backlog/2031-07/WhatsApp Chat with Nityananda Da Tant.txt", "whatsapp_export", L, "2031-06-19", ["C01"], ["C01-H07", "C01-H08"], """
23/04/31, 18:02 - Subhankar Ukil: Nityananda-da, commissioner appoint holo. Bhaskar Sen ukil. Fee 3000 taka dite hobe.
23/04/31, 18:40 - Nityananda Da Tant: আচ্ছা বাবু। টাকা কাল মুহুরিবাবুর হাতে দিয়ে দেব।
24/04/31, 10:15 - Nityananda Da Tant: ৩০০০ টাকা হরিপদবাবুকে দিলাম। রসিদ দেবেন।
24/04/31, 12:40 - Subhankar Ukil: Haripada peyechhe. Commission fee paid, receipt pathachhi.
18/06/31, 16:20 - Subhankar Ukil: Aaj report jama pore ni. Nandi babu abar time nilo. Porer tarikh 28.07.2031.
18/06/31, 16:31 - Nityananda Da Tant: কমিশনার বাবু তো আমাদের বাড়ি এসেছিলেন ১০ তারিখে, মাপজোক করলেন।
19/06/31, 08:05 - Nityananda Da Tant: গৌরহরি আবার তাঁতঘরের দরজায় তালা দিয়েছে। কি করব?
19/06/31, 08:30 - Subhankar Ukil: Police e jaben na ekhon. 28 tarikh e court ke janabo.
""")

# ---------------- C02 power-loom loan suit
u("backlog/2030-09/WS Money Suit 45 final.docx", "typed_note_docx", L, "2030-09-26", ["C02"], ["C02-H02"], """
Money Suit 45/2030 (Mallabhum Gramin Finance vs Biswajit Dutta) — CJJD 1st Court Bankura — 26.09.2030
WS filed today. Defence: the two power-looms supplied through the company's tie-up dealer were defective from the
start (jacquard not working), dealer never repaired; Biswajit already paid Rs. 1,40,000 in EMIs; interest 16%
unconscionable. Ghosh madam asked "settlement er chance ache?" - Lahiri babu said no instructions.
ND 20.11.2030 issues.
""")
u("backlog/2031-01/loom suit 16.01.txt", "typed_note_txt", L, "2031-01-16", ["C02"], ["C02-H04"], """
16.01.31 Munsef 1st - loom loan suit
PW1 Sanjib Pal (branch manager, Mallabhum) chief. Our cross started: admitted the dealer Sree Ganesh Textiles is their
empanelled dealer; could not say if loom was inspected. Cross incomplete. Ghosh madam again asked both about settlement.
ND 6.3.31
""")
u("backlog/2031-03/Money Suit 45 order 06.03.2031.pdf", "certified_order_sheet_scan", "Civil Judge (Junior Division), 1st Court, Bankura", "2031-03-06", ["C02"], ["C02-H05"], """
IN THE COURT OF THE CIVIL JUDGE (JUNIOR DIVISION), 1ST COURT, BANKURA
Money Suit No. 45 of 2030     মল্লভূম গ্রামীণ ফিনান্স প্রাঃ লিঃ বনাম বিশ্বজিৎ দত্ত
Order No. 11   Dated 06.03.2031
Plaintiff files petition for adjournment as P.W.1 is unable to attend. Defendant objects. Allowed on cost of Rs. 300/-
payable to the defendant. Parties are again advised to explore settlement.
To 24.04.2031 for further cross of P.W.1.    sd/- P. Ghosh
""")
u("backlog/2031-07/DW1 Biswajit 3.7.31.docx", "typed_note_docx", L, "2031-07-03", ["C02"], ["C02-H07"], """
03.07.2031 — loom suit — DW1 Biswajit Dutta
Affidavit in chief tendered; job-cards and repair complaints to Sree Ganesh Textiles marked Ext. A to A/4.
Lahiri babu's cross part - put the repayment schedule; Biswajit admitted 7 EMIs missed after Oct 2029.
Ghosh madam third time: "mediation e pathabo?" - will take instructions.
Next date 07.08.2031 - DW1 further cross.
""")

# ---------------- C03 Murmu land (s.14C)
u("backlog/2031-02/WhatsApp Chat with Sagen Murmu.txt", "whatsapp_export", L, "2031-05-14", ["C03"], ["C03-H05", "C03-H07"], """
18/02/31, 15:10 - Subhankar Ukil: Sagen, BL&LRO report eshe geche. Likhechhe 14C er permission nei. Bhalo khobor.
18/02/31, 15:25 - Sagen Murmu: ভালো স্যার। হারাধন কি বললো?
18/02/31, 15:27 - Subhankar Ukil: Dey babu time nilen reply er jonno. Porer tarikh 8 April.
13/05/31, 17:45 - Subhankar Ukil: Rai holo. Transfer void, jomi baba-r naame ferot. BL&LRO ke 60 diner moddhe khatian thik korte bolechhe.
13/05/31, 17:50 - Sagen Murmu: জোহার স্যার! বাবা খুব খুশি। দখল কবে পাব?
14/05/31, 09:12 - Subhankar Ukil: Order er certified copy tule BL&LRO Ranibandh e jama dite hobe. Tarpor dakhal.
""")
u("backlog/2031-04/murmu 14C args 8.4.31.txt", "typed_note_txt", L, "2031-04-08", ["C03"], ["C03-H06"], """
8.4.31 DL&LRO Bankura - Budhu Murmu vs Haradhan Pal (Misc 14/2030)
Argued: Budhu is Santal (ST), land raiyati; kobala 3318/2011 without permission u/s 14C - void; Chapter IIA.
Dey babu: consideration Rs. 1,20,000 paid, possession 20 yrs, limitation. Reply: no limitation against statutory bar.
Filed separate petition u/s 50 WBLR Act for correction of khatian 87/1 back to Budhu's name.
Order reserved - 13.05.2031.
""")
u("backlog/2031-05/Misc 14-2030 DLLRO order 13.05.2031.pdf", "certified_order_sheet_scan", "DL&LRO, Bankura", "2031-05-13", ["C03"], ["C03-H07"], """
OFFICE OF THE DISTRICT LAND & LAND REFORMS OFFICER, BANKURA
Misc. Case No. 14 of 2030 (u/s 14C, WBLR Act, 1955)     বুধু মুর্মু বনাম হারাধন পাল
Order dated 13.05.2031
Perused the report of the BL&LRO Ranibandh dated 14.02.2031. No permission under section 14C was obtained. The
transfer by kobala no. 3318 of 2011 is in contravention of Chapter IIA and is void. The land (Dag 412, Mouza Kusumdihi)
shall be restored to the applicant Budhu Murmu. The BL&LRO, Ranibandh, shall correct the record-of-rights (khatian)
in the name of the applicant within 60 days. The applicant need not refund the consideration.
The case is disposed of.    sd/- S. Hembram, DL&LRO
""")

# ---------------- C04 stone crusher MAT
u("backlog/2030-08/IMG_20300820_141502.jpg", "handwritten_note_photo", L, "2030-08-20", ["C04"], ["C04-H01"], """
20.08.30 HC Ct 13 DB (Mitra J)  MAT 1204/30 + CAN - Garai crusher
Mentioned for stay. Sharmistha Roy for Board: "unit dust chhorachhe, villagers complaint". No interim.
Board to inspect within 2 weeks & file report. ND 24.09.30.
Ratan ke bolo - sprinkler ekhuni lagate.
""")
u("backlog/2030-09/Board report 24.9.docx", "typed_note_docx", L, "2030-09-24", ["C04"], ["C04-H02"], """
MAT 1204 of 2030 — 24.09.2030 — Calcutta HC DB Court 13
Board's inspection report filed: PM10 at the boundary 412 µg/m³ against the limit; no water sprinkler; no wind-breaking
wall. DB directed the appellant to install a water sprinkler system and a wind-breaking wall (GI sheet, 3 m) and file
affidavit of compliance. Next date 26.11.2030.
""")
u("backlog/2031-01/IMG_20310114_175540.jpg", "handwritten_note_photo", L, "2031-01-14", ["C04"], ["C04-H04"], """
14/1/31 HC - Garai MAT
Compliance affidavit filed (photos of sprinkler + wall). Ms. Roy: Board wants re-inspection - time chaichhe.
DB: re-inspect, report by ND. ND 11/3/31.
""")
u("backlog/2031-03/MAT 1204 of 2030 order 11.03.2031.pdf", "certified_order_sheet_scan", "Calcutta High Court", "2031-03-11", ["C04"], ["C04-H05"], """
IN THE HIGH COURT AT CALCUTTA — CONSTITUTIONAL WRIT JURISDICTION — APPELLATE SIDE
MAT 1204 of 2030 with CAN 1 of 2030    Ratan Garai  Vs.  West Bengal Pollution Control Board & Ors.
BEFORE: THE HON'BLE JUSTICE SABYASACHI MITRA and THE HON'BLE JUSTICE ANANYA BASU
Date: 11th March, 2031.
The re-inspection report shows the sprinkler and wind-breaking wall installed and PM10 within limit. The appellant is
permitted to operate the unit between 8 am and 6 pm only, subject to deposit of Rs. 2,00,000/- as environmental
compensation with the Registrar within 2 weeks. The Board is at liberty to inspect. CAN 1 of 2030 is disposed of.
The appeal to be listed for final hearing on 29th July, 2031.
""")
u("backlog/2031-03/crusher HC 11 march.txt", "typed_note_txt", L, "2031-03-11", ["C04"], ["C04-H05"], """
11 march HC - Garai MAT
Finally! DB allowed running din-er bela 8-6, 2 lakh deposit in 2 weeks. Ratan ke phone korlam, DD banabe.
Final hearing 29.07.2031. Paper book ready korte hobe.
""")
u("backlog/2031-06/call ratan garai 2 june.txt", "typed_note_txt", L, "2031-06-02", ["C04"], [], """
2 june - phone Ratan Garai
Board er lok abar eshechhilo 29 May, bolche night e chalano hochhe - Ratan bolche na. Ke jane.
Bolechhi register rakhte, CCTV. Final hearing 29.7 e Ms. Roy eta tulbe nischoy.
""")

# ---------------- C05 Swapan cheque case
u("backlog/2030-11/CR 1123 of 2030 order 08.11.2030.pdf", "certified_order_sheet_scan", "Judicial Magistrate, 2nd Court, Bankura", "2030-11-08", ["C05"], ["C05-H03"], """
IN THE COURT OF THE JUDICIAL MAGISTRATE, 2ND COURT, BANKURA
C.R. Case No. 1123 of 2030    স্বপন কর বনাম বিমল গরাই    u/s 138 N.I. Act
Order No. 7   Dt. 08.11.2030
Complainant files hazira. Accused present on bail. Substance of accusation read over and explained to the accused u/s
274 BNSS; he pleads not guilty and claims to be tried. Defence: cheque given as security for fertiliser supply.
To 13.12.2030 for evidence.    sd/- R. Sarkar, J.M.
""")
u("backlog/2031-01/swapan CW1 cross 31-1.txt", "typed_note_txt", J, "2031-01-31", ["C05"], ["C05-H05"], """
31.01.2031 JM 2nd - Swapan Kar vs Bimal Gorai
CW1 Swapan Kar cross by Kundu babu: suggestion je cheque ta "security" chhilo, khata te 2,65,000 er bill nei - denied.
Ledger book produce korte bolechhe. Cross baki. ND 14.03.31. - Tanmoy
""")
u("backlog/2031-06/Swapan CW2 bank 13-06-2031.docx", "typed_note_docx", L, "2031-06-13", ["C05"], ["C05-H08"], """
13.06.2031 — C.R. 1123/2030 — JM 2nd Court
CW2 Sri Partha Saha, Asst. Manager, UCO Bank Onda, proved the return memo dt 18.03.2030 (funds insufficient) and the
account statement: balance on 15.03.2030 was Rs. 3,412 only. Kundu babu's cross nothing. CE closed.
Next 18.07.2031 for examination of accused u/s 351 BNSS.
""")

# ---------------- C06 Rina maintenance
u("backlog/2030-12/Misc 61-2030 order 04.12.2030.pdf", "certified_order_sheet_scan", "Judicial Magistrate, Khatra", "2030-12-04", ["C06"], ["C06-H03"], """
IN THE COURT OF THE JUDICIAL MAGISTRATE, KHATRA, BANKURA
Misc. Case No. 61 of 2030 (u/s 144 BNSS)    রিনা মণ্ডল ও অন্য বনাম প্রশান্ত মণ্ডল
Order No. 9   Dt. 04.12.2030
Petition for interim maintenance is heard. The OP, a mason earning about Rs. 18,000/- per month, is directed to pay
interim maintenance of Rs. 2,500/- to the wife and Rs. 1,500/- to the minor son, total Rs. 4,000/- per month, from the
date of the petition, by the 10th of each month.  To 22.01.2031 for evidence.   sd/- T. Das, J.M.
""")
u("backlog/2030-12/interim maintenance note 4.12.docx", "typed_note_docx", L, "2030-12-04", ["C06"], ["C06-H03"], """
Khatra 4.12.30 — Rina khorposh — interim 4000/month (2500 + 1500). Mahata babu bolechhe Prasanta "rajmistri, kaaj
nei" - madam manlen na. Rina ke boli: bank account number dite. Next 22.01.2031.
""")
u("backlog/2031-03/khatra 19.3 rina.txt", "typed_note_txt", J, "2031-03-19", ["C06"], ["C06-H05"], """
19.3.31 Khatra JM - Rina Mondal
PW1 Rina cross by Mahata babu ~ 30 min. Suggestion: she left home on her own in Jan 2030 - denied.
Madam first asked "interim deyni keno?" - arrears Rs. 12,000 (3 months). Prasanta undertook to pay before next date.
ND 7.5.31 PW2. - Tanmoy
""")
u("backlog/2031-07/WhatsApp Chat with Rina Mondal.txt", "whatsapp_export", L, "2031-07-02", ["C06"], ["C06-H07"], """
25/06/31, 14:10 - Subhankar Ukil: Rina, aaj Prasanta asheni, dactar er kagoj diyechhe. Porer tarikh 30 July.
25/06/31, 14:30 - Rina Mondal: স্যার ও অসুস্থ না, কাল হাটে দেখেছি। টাকাও জুন মাসের দেয়নি।
25/06/31, 14:32 - Subhankar Ukil: Okay. June er taka na dile 30 tarikh e madam ke bolbo.
02/07/31, 11:05 - Rina Mondal: স্যার জুন আর জুলাই মিলিয়ে ৮০০০ টাকা বাকি।
""")

# ---------------- C07 Jyotsna MACT
u("backlog/2030-11/MAC 214 of 2030 order 14.11.2030.pdf", "certified_order_sheet_scan", "ADJ 1st Court-cum-MACT, Bankura", "2030-11-14", ["C07"], ["C07-H02"], """
IN THE COURT OF THE ADDITIONAL DISTRICT JUDGE, 1ST COURT-CUM-MOTOR ACCIDENT CLAIMS TRIBUNAL, BANKURA
MAC Case No. 214 of 2030    জ্যোৎস্না মাহাত ও অন্যান্য বনাম শেখ আব্দুল রহিম ও অন্য
Order No. 6   Dt. 14.11.2030
O.P. No. 2 insurer files written statement through Ld. Advocate Sri S. Chatterjee denying liability: driver had no
valid licence; deceased was riding a bicycle without light, contributory negligence. O.P. No. 1 owner fails to appear
despite service; the case to proceed ex parte against him.  To 09.01.2031 for issues and evidence.  sd/- D. Mukherjee
""")
u("backlog/2031-04/jyotsna PW2 10.4.txt", "typed_note_txt", J, "2031-04-10", ["C07"], ["C07-H05"], """
10.4.31 MACT - Jyotsna
PW2 Lakhan Bauri (eyewitness, tea stall at Indpur more) chief on affidavit. Chatterjee babu: "cross ready noy" - time.
Judge bollen next date e cross na korle closed. ND 29.5.31
""")
u("backlog/2031-05/IMG_2231.HEIC", "handwritten_note_photo", L, "2031-05-29", ["C07"], ["C07-H06"], """
29/5/31 MACT  Jyotsna
PW2 Lakhan cross by Chatterjee - bus overtake kore cycle e dhakka - stuck to it. PE closed.
Insurer's evidence: investigator + RTO clerk (licence). ND 10/7/31
Claim 24.5 lakh - income 9000/mo dinmajur, 3 dependants.
""")
u("backlog/2031-07/MACT 10-7-31.docx", "typed_note_docx", L, "2031-07-10", ["C07"], ["C07-H07"], """
10.07.2031 — MAC Case 214/2030 — Jyotsna Mahato
Insurer's investigator absent again. Chatterjee babu prayed time. Mukherjee sir allowed on cost Rs. 500/- to the
claimants — "last chance", else evidence closed. ND 28.08.2031 for respondents' evidence.
""")
u("backlog/2031-07/correction MACT ND.txt", "typed_note_txt", L, "2031-07-11", ["C07"], ["C07-H07"], """
11.7.31 correction - Jyotsna MACT
Kal-er note e ND 28.08 likhechhi - bhul. Haripada register dekhe bollo 28.07. Order sheet e-o 28.07.2031.
Sahi porer tarikh 28.07.2031 (Monday) - respondents' evidence.
""")

# ---------------- C08 Bikash bail
u("backlog/2030-11/IMG_20301107_141210.jpg", "handwritten_note_photo", L, "2030-11-07", ["C08"], ["C08-H01"], """
7.11.30 ADJ 2nd - Bikash Bauri bail (Barjora 231/30)
Moved. Pal sir: CD call korlen. PP Patra babu - injury report dekhben. ND 15.11.30.
Saraswati mashi (ma) bairey kaanchhilen.
""")
u("backlog/2030-11/bikash bail CD.txt", "typed_note_txt", L, "2030-11-15", ["C08"], ["C08-H02"], """
15.11.2030 ADJ 2nd Ct - Bikash bail
CD not produced, IO on leave. PP Patra babu time chailen. Pal sir: "next date e CD na ele bail shunbo". ND 22.11.2030.
Bikash 17 din custody te.
""")
u("backlog/2030-11/Crl Misc 902 of 2030 order 22.11.2030.pdf", "certified_order_sheet_scan", "ADJ 2nd Court, Bankura", "2030-11-22", ["C08"], ["C08-H03"], """
IN THE COURT OF THE ADDITIONAL DISTRICT JUDGE, 2ND COURT, BANKURA
Crl. Misc. Case No. 902 of 2030    Bikash Bauri  Vs.  State of West Bengal    (Barjora P.S. Case No. 231/2030)
Order No. 3   Dt. 22.11.2030
CD produced. Injury is simple. Co-accused already on bail. Petitioner in custody since 29.10.2030. Prayer for bail is
allowed. Petitioner be released on bail of Rs. 10,000/- with two sureties of like amount, one local, to the
satisfaction of Ld. CJM, Bankura, on condition that he shall appear before the IO at Barjora P.S. once a week
(every Monday) till submission of charge-sheet. Misc. case disposed of.   sd/- A. Pal, ADJ 2nd Court
""")
u("backlog/2030-11/IMG_20301122_183455.jpg", "handwritten_note_photo", L, "2030-11-22", ["C08", "C05"], ["C08-H03"], """
22/11/30 (Fri)
1) Bikash bail GRANTED - 10,000 bond, 2 surety, Monday Barjora PS hazira. Saraswati mashi ke bollam surety jogar korte.
2) Swapan Kar phone - Bimal Gorai naki settlement chaichhe, 1.5 lakh dite raji. Swapan raji na - full 2,65,000 chai.
   (Swapan case porer tarikh 13.12 - evidence.)
""")

# ---------------- junior chats
u("backlog/2031-01/WhatsApp Chat with Tanmoy Jr.txt", "whatsapp_export", J, "2031-01-22", ["C05", "C06", "C07"],
  ["C05-H01", "C05-H02", "C06-H01", "C07-H01", "C05-H04", "C06-H04"], """
09/08/30, 13:02 - Tanmoy Jr: Dada Swapan er case e accused ashe ni. Sarkar sir W/A korlen. ND 13/9
09/08/30, 13:05 - Subhankar Ukil: ok. Swapan ke janiye dao
28/08/30, 15:40 - Tanmoy Jr: Khatra te Rina r case e Prasanta hajir. Objection er time. Interim er petition diye dilam. ND 6/11
05/09/30, 12:30 - Tanmoy Jr: MACT Jyotsna - notice served, owner Abdul Rahim ashe ni. ND 14/11/30
13/09/30, 12:10 - Tanmoy Jr: Bimal Gorai aaj hajir, bail holo, copy deoa holo. ND 8.11.30
13/12/30, 13:20 - Tanmoy Jr: Dada Bimal Gorai abar ashe ni, Kundu babu hazira petition dilo, Sarkar sir allow korlen. CW1 affidavit jama. ND 31/1/31
22/01/31, 16:05 - Tanmoy Jr: Khatra - Rina PW1 chief holo. Madam jiggesh korlen interim deoa hoyeche ki na - Prasanta ekta taka o deyni. ND 19/3/31
""")
u("backlog/2031-07/WhatsApp Chat with Tanmoy Jr (2).txt", "whatsapp_export", J, "2031-07-18", ["C05", "C06", "C07"],
  ["C05-H06", "C05-H07", "C07-H04", "C06-H06", "C06-H07", "C05-H09"], """
20/02/31, 14:15 - Tanmoy Jr: MACT e Jyotsna di r cross holo, Chatterjee babu licence niye kichhu jiggesh korlo na, shudhu income. ND 10/4
14/03/31, 12:45 - Tanmoy Jr: Swapan case - accused abar hazira petition, allow. CW1 cross hoyni. ND 25/4/31
14/03/31, 12:47 - Subhankar Ukil: 3 number hazira holo na? porer bar object korbe
25/04/31, 13:30 - Tanmoy Jr: CW1 cross shesh! UCO bank e summons dewa holo. ND 13/6/31
07/05/31, 15:10 - Tanmoy Jr: Khatra - Nemai Das (Rina r baba) PW2 holo, PE close. ND 25/6
25/06/31, 13:50 - Tanmoy Jr: Prasanta ashe ni, medical diye time nilo. ND 30/7/31
18/07/31, 12:20 - Tanmoy Jr: Dada Bimal Gorai abar absent, hazira allow holo. 351 hoyni. ND 22/8/31
18/07/31, 12:22 - Subhankar Ukil: 4 bar holo. Next e object korbo
""")

# ---------------- plan and cause list
u("backlog/2031-07/week plan 28 jul - 8 aug.docx", "typed_note_docx", L, "2031-07-26", ["C01", "C07", "C04", "C06", "C02", "C05"], [], """
Week plan — 28 July to 8 August 2031
Mon 28.07 — Bishnupur CJSD: Dutta partition (commissioner's report) — ami jabo. MACT Bankura: Jyotsna (insurer's
            evidence, last chance) — Tanmoy.
Tue 29.07 — Calcutta HC Ct 13: Garai MAT final hearing — Rupashi Bangla Exp. 28 raat. Paper book nite hobe.
Wed 30.07 — Khatra JM: Rina maintenance (OP evidence) — Tanmoy; June-July arrears 8000 tulte hobe.
Thu 07.08 — Munsef 1st: loom suit DW1 further cross.
Fri 22.08 — JM 2nd: Swapan (351) — object to hazira.
Murmu: BL&LRO Ranibandh e khatian correction follow up (60 din 12 July e shesh hoyeche!).
""")
u("backlog/2031-07/Bankura ADJ 1st cause list 28.07.2031.pdf", "cause_list_pdf", "ADJ 1st Court-cum-MACT, Bankura", "2031-07-25", ["C07"], [], """
CAUSE LIST — ADJ 1st Court-cum-MACT, Bankura — Monday, 28.07.2031
1. MAC 77/2029   Sabita Lohar vs Bankura Transport & Anr.   — argument
2. MAC 214/2030  Jyotsna Mahato & Ors. vs Sk. Abdul Rahim & Anr. — respondents' evidence (last chance)
3. T.S. Appeal 19/2028   Gopinath Kar vs Rabindranath Kar   — hearing
4. MAC 301/2030  Ajoy Mandi vs Oriental Insurance Co. Ltd.  — PE
5. Sessions Trial 44/2029  State vs Sukumar Tudu  — PW 6
""")
