"""The uploads of the Silvassa practice: what Adv. Desai, his junior Krunal and munshi Kantibhai actually kept."""

L, J, K = "Jignesh Ramanlal Desai", "Krunal Halpati", "Kantibhai Dhodi (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents before the hearings
u("backlog/2028-08/Scan_20280830_0001.pdf", "document_scan", "Assistant Labour Commissioner, Silvassa", "2028-08-30", ["C01"], [], """
OFFICE OF THE ASSISTANT LABOUR COMMISSIONER, U.T. ADMINISTRATION OF DNH & DD, SILVASSA
No. ALC/SLV/CONC/112/2028                                   Dated 30.08.2028
FAILURE REPORT u/s 12(4) of the Industrial Disputes Act, 1947
Parties: Shri Sukhdev Jannu Gavit, machine operator  vs  M/s Kalpataru Polyfilms Pvt. Ltd., Plot 44, Masat Industrial Estate
Dispute: oral termination w.e.f. 15.03.2028 after 6 years' service without notice or retrenchment compensation.
Management's stand: workman abandoned service, remained absent from 01.03.2028. Conciliation failed.
Last drawn wages Rs. 14,200 per month.                       sd/- ALC, Silvassa
""")
u("backlog/2028-09/IMG-20280916-WA0007.jpg", "document_photo", "Bank of Baroda, Silvassa branch", "2028-09-16", ["C02"], [], """
BANK OF BARODA   Silvassa Branch (Kilvani Road)      CHEQUE RETURN MEMO
Cheque No. 004518  dt 10.09.2028   Amount Rs. 4,85,000/-   Drawer: Ramesh Kumar Jain, A/c xxxx3371
Payee: Shree Ambika Packaging        Presented 13.09.2028
Reason for return:  [X] Funds Insufficient            Date of return 14.09.2028
""")
u("backlog/2028-09/Ambika notice Jain 138.docx", "typed_note_docx", L, "2028-09-22", ["C02"], [], """
REGD. A.D. / SPEED POST                                              Date: 22.09.2028
To, Shri Ramesh Kumar Jain, Jain Plastic Traders, Shop 6, Naroli Road, Silvassa
LEGAL NOTICE u/s 138 of the Negotiable Instruments Act, 1881
Under instructions of my client M/s Shree Ambika Packaging, Piparia, through its proprietor Shri Bhavesh Shah: you
purchased corrugated boxes on credit and towards the outstanding issued cheque no. 004518 dated 10.09.2028 for
Rs. 4,85,000/- on Bank of Baroda, Silvassa, which was returned unpaid on 14.09.2028 "Funds Insufficient". You are
called upon to pay the said amount within 15 days of receipt of this notice, failing which criminal proceedings.
                                                    Jignesh R. Desai, Advocate, Silvassa
""")
u("backlog/2028-10/RCS plaint Dhodia v Chauhan.pdf", "document_scan", L, "2028-10-11", ["C03"], [], """
IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION) AT SILVASSA      R.C.S. No. ____ / 2028
Dineshbhai Mangubhai Dhodia, age 58, Kilvani, Silvassa ............ Plaintiff
   versus
Shantilal Chauhan, prop. Chauhan Hardware, Kilvani Naka ........... Defendant
PLAINT for eviction and recovery of arrears of rent
1. The plaintiff owns the shop admeasuring 18 sq. m. at Kilvani Naka let to the defendant on a monthly rent of
Rs. 9,000/- from 01.04.2019. 2. The defendant has not paid rent since April 2027; arrears for 18 months come to
Rs. 1,62,000/-. 3. The plaintiff requires the shop bona fide for his son's business. 4. Tenancy terminated by notice
dated 05.08.2028. PRAYER: eviction, arrears Rs. 1,62,000, mesne profits.          Plaintiff / Advocate J. R. Desai
""")
u("backlog/2029-02/injury certificate Mahesh Dhodi.pdf", "document_scan", "Shri Vinoba Bhave Civil Hospital, Silvassa", "2029-02-11", ["C04"], [], """
SHRI VINOBA BHAVE CIVIL HOSPITAL, SILVASSA        MEDICO-LEGAL CERTIFICATE     MLC No. 311/2029
Name: Mahesh Ramji Dhodi, 34 yrs, Khanvel.  Brought by PC Ravji Patel, PS Khanvel on 09.02.2029 at 23:40 hrs
History: assault with wooden stick (axe handle) at Khanvel mela, as told by patient.
Injuries: 1. CLW 4 cm x 1 cm over left parietal region. 2. Swelling left forearm - X-ray: fracture shaft of left ulna.
Opinion: Injury no. 2 grievous. Weapon: hard and blunt.        sd/- Dr. Anil Chaudhari, CMO   11.02.2029
""")

# ---------------- C01 Gavit termination reference (Labour Court)
u("backlog/2029-02/IMG-20290212-WA0021.jpg", "handwritten_note_photo", K, "2029-02-12", ["C01"], ["C01-H01"], """
તારીખ રજીસ્ટર - ફેબ્રુઆરી 2029   (કાંતિભાઈ)
12/02/2029  સોમવાર  લેબર કોર્ટ  Ref 14/2028  સુખદેવ ગાવિત વિ. કલ્પતરુ પોલીફિલ્મ્સ
  મેનેજમેન્ટ તરફથી લેખિત જવાબ (WS) તૈયાર નથી - ત્રિવેદી સાહેબે મુદત માંગી.  આગલી તારીખ 12/03/2029
""")
u("backlog/2029-03/IMG_20290312_174402.jpg", "handwritten_note_photo", L, "2029-03-12", ["C01"], ["C01-H02"], """
12.3.29  Lab Ct - Gavit v Kalpataru
WS filed today by mgmt (Trivedi). Stand: abandonment - "absent from 1.3.28, letters sent". Jhooth - Sukhdev says gate
pe security ne andar nahi aane diya 15.3. Rejoinder apna. ND 16.4.29
""")
u("backlog/2029-04/Ref 14-2028 roznama 16.04.2029.pdf", "certified_order_sheet_scan", "Labour Court, Silvassa", "2029-04-16", ["C01"], ["C01-H03"], """
IN THE LABOUR COURT AT SILVASSA           Reference (IDA) No. 14 of 2028
Sukhdev Jannu Gavit ... Workman  V/s  M/s Kalpataru Polyfilms Pvt. Ltd. ... Management
ROZNAMA   Dt. 16/04/2029      Coram: A. R. Kulkarni, Presiding Officer
Adv. J. R. Desai for workman. Adv. M. Trivedi for management. Rejoinder filed. Following issues are framed:
1) Does the workman prove that his services were terminated by the management w.e.f. 15.03.2028?
2) Does the management prove that the workman abandoned the service?
3) Is the workman entitled to reinstatement with back wages? What award?
Workman to file affidavit in lieu of examination-in-chief. Next date 11/06/2029.       sd/- P.O.
""")
u("backlog/2029-06/gavit 11 june.txt", "typed_note_txt", L, "2029-06-11", ["C01"], ["C01-H04"], """
11.06.2029 Mon - Labour Court - Gavit v Kalpataru
WW1 Sukhdev affidavit in lieu of chief filed + 6 docs (appointment letter 2022, salary slips Jan-Feb 2028, ESIC card).
Trivedi not ready - "Vapi ma matter chhe" - sought time for cross. Kulkarni saheb granted, no costs this time.
ND 16.07.2029 for cross of WW1. Sukhdev ne samjavyu - Marathi/Hindi ma j javab aapvana, Varli nahi.
""")
u("backlog/2029-07/Gavit WW1 cross 16.07.docx", "typed_note_docx", L, "2029-07-16", ["C01"], ["C01-H05"], """
Ref 14/2028 Gavit v Kalpataru Polyfilms - WW1 cross - 16.07.2029
Trivedi crossed approx 1 hr. Points: (a) no written termination letter - admitted; (b) "15.3 pachhi factory
pe gaya?" - said went thrice, security guard Bhikhu ne roka; (c) put to him he joined Alok Industries, Naroli in
April 2028 - denied, said only daily mazdoori at construction site Rs. 400 a day.
(d) absent 1-14 March 2028 - said was sick, wife's delivery, informed supervisor Patil on phone.
Overall ok. Next: WW2 Laxman Kom (co-worker) on 27.08.2029.
""")
u("backlog/2029-08/IMG_20290827_163015.jpg", "handwritten_note_photo", L, "2029-08-27", ["C01"], ["C01-H06"], """
27/8 LC Gavit - WW2 Laxman Kom examined. Says saw Sukhdev stopped at gate on 15.3.28, Patil supervisor told
"upar thi order chhe". Cross short - Trivedi: Laxman himself dismissed in 2029, grudge. Laxman: "na, hu resign
karine gayo". Our evidence closed (pursis). Mgmt evidence - ND 8/10/29.
""")
u("backlog/2029-10/Ref 14-2028 roznama 08.10.2029.pdf", "certified_order_sheet_scan", "Labour Court, Silvassa", "2029-10-08", ["C01"], ["C01-H07"], """
IN THE LABOUR COURT AT SILVASSA           Reference (IDA) No. 14 of 2028
ROZNAMA   Dt. 08/10/2029      Coram: A. R. Kulkarni, Presiding Officer
Affidavit of MW1 Shri Nikhil Bhandari, HR Manager, filed. MW1 not present for cross-examination. Adv. Trivedi seeks
time. Time granted subject to costs of Rs. 1,500/- payable to the workman. The management shall also produce the
attendance register and muster roll for January to March 2028 on the next date. Next date 03/12/2029.   sd/- P.O.
""")
u("backlog/2029-12/Gavit MW1 cross 3.12.docx", "typed_note_docx", L, "2029-12-03", ["C01"], ["C01-H08"], """
03.12.2029 - Labour Court - Gavit - MW1 Nikhil Bhandari (HR) cross by me
Costs Rs. 1,500 paid by Trivedi today (Sukhdev received in cash, receipt given).
MW1 admits: no show-cause notice, no domestic enquiry, no letter of abandonment sent by RPAD - "only phone calls".
Attendance register not brought - says "record Vapi head office ma chhe". Kulkarni saheb: register must come,
else adverse inference. Muster roll Jan-Mar 2028 called again. ND 21.01.2030.
""")
u("backlog/2030-01/gavit 21.1.txt", "typed_note_txt", L, "2030-01-21", ["C01"], ["C01-H09"], """
21/01/2030 Labour Ct. Gavit v Kalpataru.
Register finally produced - March 2028 page shows "A" 1 to 14 and then blank from 15.3 - supports us (no entry at
all after 15th = he was stopped). Mgmt closed evidence. Kulkarni saheb: written arguments both sides within 3 weeks,
oral args after. NDOH 25.02.2030 - args.  Back wages claim - 14,200 x approx 23 months.
""")

# ---------------- C02 Ambika cheque case (JMFC Silvassa)
u("backlog/2029-02/WhatsApp Chat with Krunal Jr.txt", "whatsapp_export", J, "2029-02-23", ["C02", "C04"], ["C02-H01", "C02-H02"], """
19/01/2029, 12:41 - Krunal Jr: Sir Ambika 138 ma accused absent. Memon pan nathi aavya
19/01/2029, 12:42 - Krunal Jr: Raut madam e BW issue karyu 5000 nu. ND 23/2
19/01/2029, 12:50 - Jignesh Desai: ok. Bhavesh bhai ne kehjo
23/02/2029, 11:58 - Krunal Jr: Sir Jain aavyo aaje, BW cancel, bail bond 15000 with surety
23/02/2029, 12:03 - Krunal Jr: plea recorded - not guilty. Memon says cheque was security, diff. defence
23/02/2029, 12:04 - Krunal Jr: ND 30/3 for 143A arguments and cross application
23/02/2029, 12:10 - Jignesh Desai: 143A nu application ready rakhjo, 20% mangvanu
""")
u("backlog/2029-03/Scan_20290330_0002.pdf", "certified_order_sheet_scan", "JMFC, Silvassa", "2029-03-30", ["C02"], ["C02-H03"], """
IN THE COURT OF THE JUDICIAL MAGISTRATE FIRST CLASS, SILVASSA (COURT NO. 2)
S.C.C. (N.I.) No. 311 of 2028    M/s Shree Ambika Packaging  V/s  Ramesh Kumar Jain
Order below Exh. 14 (application u/s 143A N.I. Act) and Exh. 16       Dt. 30/03/2029
Heard both. The accused has pleaded not guilty. Considering the cheque amount of Rs. 4,85,000/-, the accused is directed
to pay interim compensation of 20% i.e. Rs. 97,000/- (Rupees ninety seven thousand only) to the complainant within
60 days. Exh. 16 (application of accused for permission to cross-examine the complainant) allowed.
Next date 27/04/2029 for cross of CW1.                       (S. P. Raut) JMFC, Silvassa
""")
u("backlog/2029-04/IMG_20290427_130244.jpg", "handwritten_note_photo", L, "2029-04-27", ["C02"], ["C02-H04"], """
27.4 JMFC Ct 2 - Ambika v Jain - CW1 Bhavesh part cross by Memon.
Q: ledger? - produced ledger copy, boxes supplied 2027-28, bal. 4.85 L.  Memon: cheque blank signed given in 2026 as
security for credit - Bhavesh denies. Half done. ND 22/6. 97,000 interim - not paid yet.
""")
u("backlog/2029-07/WhatsApp Chat with Krunal Jr (2).txt", "whatsapp_export", J, "2029-08-09", ["C02", "C04"], ["C02-H05", "C04-H05"], """
22/06/2029, 12:15 - Krunal Jr: Sir Ambika ma aaje pan cross nathi thayu. Jain Rajasthan gayo che, exemption application
22/06/2029, 12:16 - Krunal Jr: Memon pan absent, clerk aavyo hato. Madam e exemption allowed, ND 27/7/29
22/06/2029, 12:30 - Jignesh Desai: 97000 nu puchhyu? 60 days over
22/06/2029, 12:34 - Krunal Jr: haa sir, madam kidhu next date pe compliance report, nahi to 143A(5) mujab recovery
09/08/2029, 14:02 - Krunal Jr: Sir Kishan case - PW2 Sunita aavi nathi. APP Solanki madam e time mangyo
09/08/2029, 14:03 - Krunal Jr: Bhosale saheb: fresh summons through SP. ND 13/9/2029
09/08/2029, 14:05 - Jignesh Desai: ok. Ramu ne kaho 13 tarikh e Kishan ne time par lave
""")
u("backlog/2029-07/IMG-20290727-WA0012.jpg", "handwritten_note_photo", K, "2029-07-27", ["C02"], ["C02-H06"], """
27/07/2029  શુક્રવાર  JMFC કોર્ટ નં. 2   અંબિકા પેકેજિંગ વિ. રમેશ જૈન (138)
  CW1 ભાવેશભાઈની ઉલટ તપાસ પૂરી.  બેંક ઓફ બરોડાના અધિકારીને સમન્સ.  આગલી તારીખ 14/09/2029
  રૂ. 97,000 ના ચેક - આજે જમા ના કર્યા
""")
u("backlog/2029-09/ambika CW2 14.9.txt", "typed_note_txt", L, "2029-09-14", ["C02"], ["C02-H07"], """
14.09.2029 (Fri) JMFC-2 Silvassa - Ambika v Jain
CW2 Shri Alpesh Naik, Asst. Manager, BoB Silvassa - produced return memo and account statement: balance on 13.09.2028
was Rs. 12,460 only. Cross by Memon: bank cannot say purpose of cheque - fine.
CE closed by pursis. Interim compensation: Jain paid Rs. 50,000 only by DD today, balance 47,000 still due.
ND 23.11.2029 for statement of accused.
""")
u("backlog/2029-11/Scan_20291123_0001.pdf", "certified_order_sheet_scan", "JMFC, Silvassa", "2029-11-23", ["C02"], ["C02-H08"], """
S.C.C. (N.I.) No. 311 of 2028        Dt. 23/11/2029
Complainant present with Adv. K. Halpati for Adv. J. R. Desai. Accused absent; exemption application Exh. 41 by
Adv. Memon on the ground of illness of accused's mother at Bhilwara. Allowed as a last chance. Accused to remain
present for recording of statement u/s 351 BNSS on the next date, failing which his bail shall stand cancelled.
Next date 11/01/2030.                                    JMFC, Silvassa
""")
u("backlog/2030-01/WhatsApp Chat with Bhavesh Ambika.txt", "whatsapp_export", "Bhavesh Shah (client)", "2030-01-12", ["C02"], ["C02-H09"], """
11/01/2030, 13:20 - Bhavesh Ambika: Vakil saheb shu thayu aaje? hu Daman hato
11/01/2030, 13:35 - Jignesh Desai: Jain nu statement thai gayu. Kahe chhe cheque security ma aapyo hato, maal kharab aavyo
11/01/2030, 13:36 - Jignesh Desai: Have defence evidence. Tarikh 14/02/2030
11/01/2030, 13:40 - Bhavesh Ambika: 47 hazaar baki chhe interim na, e kyare?
11/01/2030, 13:42 - Jignesh Desai: compliance nahi kare to recovery application aapishu, 14 tarikh e j
12/01/2030, 09:10 - Bhavesh Ambika: ok saheb. maal kharab nu jhooth chhe, ek pan complaint nathi aavi
""")

# ---------------- C03 Kilvani dukan eviction suit (CJSD Silvassa)
u("backlog/2029-02/WS Chauhan RCS 58-2028.pdf", "document_scan", "Adv. Kirit Bhanushali", "2029-02-06", ["C03"], ["C03-H01"], """
IN THE COURT OF THE CIVIL JUDGE (S.D.) AT SILVASSA   R.C.S. No. 58 of 2028
WRITTEN STATEMENT OF THE DEFENDANT (filed 06.02.2029)
1. Tenancy admitted; rent is Rs. 6,500 per month and not Rs. 9,000 as alleged. 2. Rent tendered by money order was
refused by the plaintiff from April 2027. 3. The plaintiff's son already runs a shop at Amli; no bona fide need.
4. The defendant has spent Rs. 2,40,000 on the shutter and flooring with the plaintiff's consent.
                                               Defendant / Adv. K. B. Bhanushali
""")
u("backlog/2029-02/IMG-20290206-WA0009.jpg", "handwritten_note_photo", K, "2029-02-06", ["C03"], ["C03-H01"], """
06/02/2029 મંગળવાર  સિવિલ જજ (સી.ડી.)  RCS 58/2028  દિનેશભાઈ ધોડિયા વિ. શાંતિલાલ ચૌહાણ
  પ્રતિવાદીએ લેખિત જવાબ આપ્યો (ભાડું 6,500 કહે છે).  આગલી તારીખ 20/03/2029 - ભાડું જમા કરાવવાની અરજી
""")
u("backlog/2029-03/RCS 58-2028 order Exh 18.pdf", "certified_order_sheet_scan", "Civil Judge (Senior Division), Silvassa", "2029-03-20", ["C03"], ["C03-H02"], """
R.C.S. No. 58 of 2028               ORDER BELOW EXH. 18              Dt. 20/03/2029
The plaintiff seeks a direction to the defendant to deposit arrears of rent. The defendant admits the tenancy and
that no rent is paid since April 2027, though he disputes the rate. Pending trial the defendant is directed to deposit
Rs. 1,62,000/- in this Court within four weeks, without prejudice to the rival contentions on the rate of rent, and to
go on depositing Rs. 6,500/- per month. Next date 24/04/2029 for compliance.      (R. V. Deshmukh) C.J.S.D., Silvassa
""")
u("backlog/2029-04/PXL_20290424_101955.jpg", "handwritten_note_photo", L, "2029-04-24", ["C03"], ["C03-H03"], """
24/4 CJSD - Dinubhai v Chauhan
Deposit only 81,000 (half) by challan. Bhanushali - "baaki 2 mahina ma" - Deshmukh saheb gave till next date,
warned defence struck off u/o 15? if not. Dinubhai naraj - "e loko dukan khali nahi kare". ND 19.6.29
""")
u("backlog/2029-06/RCS 58-2028 roznama 19.06.2029.pdf", "certified_order_sheet_scan", "Civil Judge (Senior Division), Silvassa", "2029-06-19", ["C03"], ["C03-H04"], """
R.C.S. No. 58 of 2028     ROZNAMA     Dt. 19/06/2029
Defendant has deposited the balance Rs. 81,000/- vide challan no. 212 dt. 14/06/2029. Compliance reported. Issues framed
at Exh. 27 (five issues): (1) rate of rent; (2) default; (3) bona fide requirement; (4) improvements by defendant;
(5) relief. Plaintiff's evidence. Next date 21/08/2029.                    C.J.S.D., Silvassa
""")
u("backlog/2029-08/Dinubhai PW1 21.8.docx", "typed_note_docx", L, "2029-08-21", ["C03"], ["C03-H05"], """
RCS 58/2028 - PW1 Dineshbhai - 21.08.2029
Affidavit in lieu of chief Exh. 31, rent receipts 2019-2021 (Rs. 9,000 each, signed by Chauhan!) Exh. 32/1-24.
Bhanushali part cross - receipts: says signatures "copy kari chhe" - wants handwriting expert? He asked for time for
rest of cross. Son Hitesh's need - Amli shop is a pan galla on rent, not own. ND 16.10.2029.
""")
u("backlog/2029-10/IMG-20291016-WA0004.jpg", "handwritten_note_photo", K, "2029-10-16", ["C03"], ["C03-H06"], """
16/10/2029  મંગળવાર  RCS 58/2028  દિનેશભાઈ વિ. ચૌહાણ
  ભાનુશાલી વકીલ ગેરહાજર. સાહેબે રૂ. 2,000 ખર્ચ (કોસ્ટ) સાથે મુદત આપી.  આગલી તારીખ 11/12/2029
""")
u("backlog/2029-12/dinubhai 11.12.txt", "typed_note_txt", L, "2029-12-11", ["C03", "C05"], ["C03-H07"], """
11.12.29 Tue. CJSD - Dhodia v Chauhan. Costs 2,000 paid. PW1 cross over. Bhanushali did NOT press handwriting expert.
Admission by Chauhan's side in cross put to PW1: "rent 9000 lakhyu chhe receipt ma pan e advance sathe" - weak.
Next PW2 Nanubhai Varli (neighbour, was present when shop let) - ND 29.01.2030.
Evening - Poddar (Damanganga) called: Mamlatdar visited Sayli plot on 7.12, took photos of shed. Wants copy of report
before 16.1. Told Mumbai correspondent to apply for copy.
""")
u("backlog/2030-01/IMG_20300129_171233.jpg", "handwritten_note_photo", L, "2030-01-29", ["C03"], ["C03-H08"], """
29/1/30 CJSD Dinubhai - PW2 Nanubhai Varli (Dhodia-Gujarati ma jubani, court interpreter). "Dukan 9 hajar ma aapi,
mari hajri ma". Cross - Bhanushali: Nanubhai is Dinubhai's relative? - "na, padoshi". PE closed.
DE - ND 19.02.2030
""")
u("backlog/2030-01/correction dinubhai ND.txt", "typed_note_txt", L, "2030-01-30", ["C03"], ["C03-H08"], """
CORRECTION - Dhodia v Chauhan RCS 58/2028
Kal ni diary ma ND 19.02 lakhyu - khotu. Kantibhai e board parthi joyu: sahi aagli tarikh 14.02.2030 (Thursday),
defendant's evidence. 19.02 to Kishan (21.02) ane Jamuben (20.02) ni aaspaas ni tarikh sathe mix up thayu. Diary sudhari.
""")

# ---------------- C04 State vs Kishan Varli (Sessions)
u("backlog/2029-03/kishan 15.3.txt", "typed_note_txt", L, "2029-03-15", ["C04"], ["C04-H01"], """
15.03.2029 Thu - PDSJ Silvassa - SC 9/2029 State v Kishan Lakhu Varli & Anr (Khanvel PS, FIR 31/2029)
Committed from JMFC. Kishan on bail since 28.02 (bail by Sessions Ct, Rs. 25,000). Charge args: Solanki APP for 109
BNS. Me: single blow, stick, at mela, no intention - at most 117/118. Saheb heard part. ND 12.04.2029 for charge.
Ramu (brother) paid fees Rs. 10,000 today. Balance 15,000.
""")
u("backlog/2029-04/SC 9-2029 charge order 12.04.2029.pdf", "certified_order_sheet_scan", "Principal District and Sessions Judge, Silvassa", "2029-04-12", ["C04"], ["C04-H01", "C04-H02"], """
IN THE COURT OF THE PRINCIPAL DISTRICT AND SESSIONS JUDGE, SILVASSA    Sessions Case No. 9 of 2029
State (through PS Khanvel)  V/s  1. Kishan Lakhu Varli  2. Sanjay Bhiku Varli
Dt. 12/04/2029. Heard the Ld. APP and Ld. Advocates for the accused. Charge framed against both accused u/s 109 and
118(2) r/w 3(5) BNS, read over and explained in Gujarati; they plead not guilty and claim to be tried.
Prosecution to examine witnesses. Summons to PW1 and PW2. Next date 14/06/2029.            (M. K. Bhosale) PDSJ
""")
u("backlog/2029-06/IMG_4471.HEIC", "handwritten_note_photo", L, "2029-06-14", ["C04"], ["C04-H03"], """
14/6 PDSJ - Kishan - PW1 Mahesh Dhodi (injured) chief by APP. Says Kishan hit with kuhadi no dando on head & hand,
Sanjay held him. Cross deferred - 161 statement copy incomplete (page 2 missing) - Saheb directed copy. ND 12/7.
""")
u("backlog/2029-07/Kishan PW1 cross 12.07.docx", "typed_note_docx", L, "2029-07-12", ["C04"], ["C04-H04"], """
SC 9/2029 - PW1 Mahesh Dhodi - cross on behalf of A1 - 12.07.2029
1. Incident at about 10.30 pm at Khanvel mela; admitted no light near the pan stall - "andharu hatu".
2. Admitted he identified Kishan "avaaz thi" (by voice) - never saw face before the blow.
3. Admitted prior dispute over a goat 2027 between the families - NC complaint.
4. Omission: "Sanjay held him" not in 161 statement - proved omission.
Good cross. PW2 Sunita (wife) next - ND 09.08.2029.
""")
u("backlog/2029-09/Kishan PW2 13.9.docx", "typed_note_docx", L, "2029-09-13", ["C04"], ["C04-H06"], """
13.09.2029 - Kishan sessions - PW2 Sunita Dhodi (wife of injured) examined. Speaks Varli-Gujarati; interpreter.
Chief: reached after the fight, saw Mahesh bleeding, people said Kishan hit. Cross: she did NOT see the blow -
hearsay; reached "10-15 minute pachhi". Good for us. PW3 Dr. Anil Chaudhari absent - on leave. ND 15.11.2029.
""")
u("backlog/2029-11/kishan doctor 15.11.txt", "typed_note_txt", L, "2029-11-15", ["C04"], ["C04-H07"], """
15.11.2029 PDSJ - Kishan - PW3 Dr. Anil Chaudhari (CMO, Vinoba Bhave Civil Hospital) proved MLC 311/2029.
Fracture left ulna - grievous. Cross: ulna fracture possible by fall on a hard surface - "shakya chhe" (admitted).
Head CLW simple. No blood on the stick seized? - doctor can't say. Next IO PSI Rakesh Pawar - ND 10.01.2030.
""")
u("backlog/2030-01/IMG-20300110-WA0016.jpg", "handwritten_note_photo", K, "2030-01-10", ["C04"], ["C04-H08"], """
10/01/2030  ગુરુવાર  સેશન્સ કોર્ટ  SC 9/2029  સરકાર વિ. કિશન વારલી
  તપાસ અધિકારી PSI રાકેશ પવાર ગેરહાજર (બંદોબસ્ત). વોરંટ કાઢ્યું.  આગલી તારીખ 21/02/2030
""")
u("backlog/2030-01/SC 9-2029 roznama 10.01.2030.pdf", "certified_order_sheet_scan", "Principal District and Sessions Judge, Silvassa", "2030-01-10", ["C04"], ["C04-H08"], """
Sessions Case No. 9 of 2029        Dt. 10/01/2030
PW4 PSI Rakesh Pawar (I.O.) absent; report that he is on bandobast duty. This is the second date on which the I.O. is
absent without prior intimation. Issue bailable warrant of Rs. 5,000/- against the I.O.; copy to the S.P., Dadra
and Nagar Haveli, to ensure presence. Next date 21/02/2030.                       PDSJ, Silvassa
""")

# ---------------- C05 Damanganga NA writ (Bombay High Court)
u("backlog/2029-05/Collector order Sayli 211-1.pdf", "document_scan", "Collector, Dadra and Nagar Haveli", "2029-05-18", ["C05"], [], """
OFFICE OF THE COLLECTOR, DADRA AND NAGAR HAVELI, SILVASSA     No. COL/NA/SAYLI/44/2029   Dt. 18.05.2029
ORDER  Sub: Cancellation of N.A. permission, S. No. 211/1, village Sayli (1-20-00 ha), M/s Damanganga Alloys Pvt. Ltd.
N.A. permission for industrial use was granted on 12.01.2024 on condition that production commences within three years.
Inspection by the Mamlatdar, Silvassa on 02.04.2029 shows no production. The permission is cancelled under the Dadra
and Nagar Haveli Land Revenue Administration Regulation, 1971 and the land is resumed to Government free of
encumbrances. Premium of Rs. 18,60,000 paid stands forfeited.                    sd/- Collector
""")
u("backlog/2029-07/WP 4417-2029 order 04.07.2029.pdf", "certified_order_sheet_scan", "Bombay High Court", "2029-07-04", ["C05"], ["C05-H01"], """
IN THE HIGH COURT OF JUDICATURE AT BOMBAY   CIVIL APPELLATE JURISDICTION
WRIT PETITION NO. 4417 OF 2029     M/s Damanganga Alloys Pvt. Ltd.  ...Petitioner  V/s  Administration of DNH and DD & Ors.
CORAM: M. N. SATHAYE & REVATI K. JOSHI, JJ.     DATE: 4th JULY, 2029
1. Mr. J. R. Desai with Mr. S. Kale i/b Kale & Associates for the Petitioner. Mr. H. Dalvi for Respondents 1 to 3.
2. Issue notice. Respondents to file reply within four weeks. 3. Until the next date, no coercive steps shall be
taken pursuant to the order dated 18.05.2029 passed by the Collector. Stand over to 8th August, 2029.
""")
u("backlog/2029-08/kale email WP 4417 8 aug.txt", "typed_note_txt", "Sachin Kale (Mumbai correspondent)", "2029-08-08", ["C05"], ["C05-H02"], """
From: Sachin Kale  Date: 08.08.2029  Sub: WP 4417/2029 Damanganga - today
Jignesh bhai, matter reached at 2.45. Dalvi said reply not ready, Collector's instructions awaited. Bench was not
happy - "last chance" to the Administration to file reply, interim (no coercive steps) continued. S.O. to 19.09.2029.
Certified copy applied. Regards, Sachin
""")
u("backlog/2029-09/WP 4417-2029 order 19.09.2029.pdf", "certified_order_sheet_scan", "Bombay High Court", "2029-09-19", ["C05"], ["C05-H03"], """
WRIT PETITION NO. 4417 OF 2029       CORAM: M. N. SATHAYE & REVATI K. JOSHI, JJ.     DATE: 19th SEPTEMBER, 2029
1. Reply on behalf of Respondents 1 to 3 tendered across the bar; taken on record. Rejoinder, if any, within two
weeks. 2. Interim order to continue. Stand over to 21st November, 2029.
""")
u("backlog/2029-11/Damanganga HC 21.11.docx", "typed_note_docx", L, "2029-11-21", ["C05"], ["C05-H04"], """
WP 4417/2029 Damanganga - Bombay HC - 21.11.2029 (I went to Mumbai, Court 42)
Argued 20 min: shed 60% built, machinery ordered (Rs. 1.1 cr invoices), delay due to power connection from DNH Power
Distribution Corp - applied 2025, given only 2028. Dalvi: no production even now. Bench: Mamlatdar, Silvassa to
inspect the plot and report the stage of construction within six weeks. Interim continued. S.O. 16.01.2030.
Tell Poddar - keep the plant open, photographs of machinery.
""")
u("backlog/2030-01/WP 4417-2029 order 16.01.2030.pdf", "certified_order_sheet_scan", "Bombay High Court", "2030-01-16", ["C05"], ["C05-H05"], """
WRIT PETITION NO. 4417 OF 2029       CORAM: M. N. SATHAYE & REVATI K. JOSHI, JJ.     DATE: 16th JANUARY, 2030
1. The report of the Mamlatdar, Silvassa dated 10.12.2029 is on record. It records that a shed is constructed and
machinery is partly installed. 2. Petition to be heard finally. Interim order to continue till then.
Stand over to 6th March, 2030 for final hearing.
""")

# ---------------- C06 Marwad wages claim (PW Authority, Daman)
u("backlog/2029-03/IMG-20290307-WA0003.jpg", "handwritten_note_photo", K, "2029-03-07", ["C06"], ["C06-H01"], """
07/03/2029  બુધવાર  દમણ - પગાર અધિનિયમ ઓથોરિટી  PW 6/2029  લક્ષ્મીબેન હળપતિ અને 13 વિ. મારવાડ ટેક્સટાઇલ્સ
  માલિક તરફથી રાણા વકીલ હાજર. જવાબ માટે આગલી તારીખ 04/04/2029
""")
u("backlog/2029-04/IMG_20290404_183017.jpg", "handwritten_note_photo", L, "2029-04-04", ["C06"], ["C06-H02"], """
4/4 Daman - Marwad - reply by Rana: deductions were for "damaged goods" and canteen. No written order of fine, no
s.8 list! Tandel saheb called wage register + muster roll Oct 28 - Jan 29. ND 6/6.  (Daman-Silvassa road traffic
at Dabhel - nikalvu 9 vagye)
""")
u("backlog/2029-06/marwad 6 june.txt", "typed_note_txt", L, "2029-06-06", ["C06"], ["C06-H03"], """
06.06.2029 Daman, PW Authority - Laxmiben & 13 v Marwad Textiles
Registers produced. Register itself shows Rs. 600-900 cut every month per lady as "damage", total for 14 packers
Oct 2028 - Jan 2029 = Rs. 2,36,400 incl. delayed December wages. Laxmiben examined - in Gujarati, said "damage nu
kyarey kidhu nathi, pagar ocho aavto". Rana's cross weak. Order on 11.07.2029.
""")
u("backlog/2029-07/PW 6-2029 order Daman.pdf", "certified_order_sheet_scan", "Authority under the Payment of Wages Act, Daman", "2029-07-11", ["C06"], ["C06-H04"], """
BEFORE THE AUTHORITY UNDER THE PAYMENT OF WAGES ACT, 1936, DAMAN         P.W. Application No. 6 of 2029
Laxmiben Halpati & 13 Ors.  V/s  M/s Marwad Textiles, Dabhel                         Order dt. 11.07.2029
The deductions are not authorised by s. 7/8 of the Act: no fine was imposed after show cause and no list of acts and
omissions was exhibited. The application is allowed. The employer shall refund Rs. 2,36,400/- to the applicants as per
the annexed schedule and pay compensation of Rs. 47,280/- within 30 days.              sd/- S. Tandel, Authority
""")
u("backlog/2029-08/WhatsApp Image 2029-08-09 at 17.40.22.jpeg", "document_photo", "Laxmiben Halpati (client)", "2029-08-09", ["C06"], [], """
RECEIPT   Received from M/s Marwad Textiles, Dabhel, Daman by DD no. 771203 dt. 08.08.2029 on SBI Daman
Rs. 2,83,680/- (Rs. 2,36,400 refund + Rs. 47,280 compensation) in terms of order dt. 11.07.2029 in PW 6/2029,
for distribution to 14 applicants as per schedule.     Received: Laxmiben Halpati (for all)  thumb/sign  09.08.2029
""")

# ---------------- C07 Jamuben ferfar appeal (Dy. Collector)
u("backlog/2029-04/7-12 Dapada 114-2.jpg", "document_photo", "Talati, Dapada", "2029-04-20", ["C07"], [], """
ગામ નમૂનો 7/12 (Record of Rights)   ગામ: દાપાડા   સર્વે નં. 114/2   ક્ષેત્રફળ 0-81-00 હે.
કબજેદાર: જમુબેન ગંગજી વારલી  (આદિવાસી)   ફેરફાર નોંધ નં. 3318 તા. 02/03/2029 - શિવમ રિયલ્ટી (વેચાણ)
Extract issued 20.04.2029  sd/- Talati
""")
u("backlog/2029-05/Appeal 22-2029 rojnama 09.05.2029.pdf", "certified_order_sheet_scan", "Deputy Collector (HQ), Silvassa", "2029-05-09", ["C07"], ["C07-H01"], """
BEFORE THE DEPUTY COLLECTOR (HQ), SILVASSA        Revenue Appeal No. 22 of 2029
Jamuben Gangji Varli ... Appellant   V/s   M/s Shivam Realty & Anr. ... Respondents
ROJNAMA 09.05.2029: Appellant with Adv. J. R. Desai. Appeal against mutation entry no. 3318 of village Dapada.
Issue notice to respondents. Till further orders no further mutation or transfer of S. No. 114/2 shall be effected.
Next 27.06.2029.                                                     Dy. Collector (HQ)
""")
u("backlog/2029-06/IMG-20290627-WA0011.jpg", "handwritten_note_photo", K, "2029-06-27", ["C07"], ["C07-H02"], """
27/06/2029  ડેપ્યુટી કલેક્ટર કચેરી  અપીલ 22/2029  જમુબેન વિ. શિવમ રિયલ્ટી
  બિલ્ડર તરફથી મહેતા વકીલે જવાબ (સે) માટે સમય માંગ્યો.  આગલી તારીખ 22/08/2029
""")
u("backlog/2029-08/PXL_20290822_154410.jpg", "handwritten_note_photo", L, "2029-08-22", ["C07"], ["C07-H03"], """
22/8 Dy Coll - Jamu ba - Mehta filed say: sale deed 14.02.2029 for Rs. 31 lakh, "Jamuben ne paisa aapya". Jamu ba
says thumb on "kora kagal" at Naroli, got only 2 lakh. No Collector permission for tribal land transfer! Gamit saheb
called Mamlatdar's ferfar file of entry 3318 + notice (135-D type) to Jamu ba? ND 10.10.29
""")
u("backlog/2029-10/IMG_20291010_190455.jpg", "handwritten_note_photo", L, "2029-10-10", ["C07", "C01"], ["C07-H04", "C01-H07"], """
10/10 - 2 matters
(1) Dy Coll - Jamuben - ferfar record aavyo. NO notice to Jamu ba before entry - Talati's endorsement "notice
bajavi" but no signature/thumb. Part args by me. Mehta will reply. ND 12.12.29
(2) Gavit (LC, 8/10) - reminder: MW1 absent, Kulkarni saheb costs 1,500 on mgmt; register Jan-Mar 2028 to come 3/12.
""")
u("backlog/2029-12/IMG-20291212-WA0002.jpg", "handwritten_note_photo", K, "2029-12-12", ["C07"], ["C07-H05"], """
12/12/2029  બુધવાર  ડે. કલેક્ટર  અપીલ 22/2029  જમુબેન
  સાહેબ રજા પર. મુદત.  આગલી તારીખ 23/01/2030
""")
u("backlog/2030-01/jamuben args 23.1.txt", "typed_note_txt", L, "2030-01-23", ["C07"], ["C07-H06"], """
23.01.2030 - Dy. Collector (HQ) Silvassa - Jamuben v Shivam Realty
Full args. Me: (1) tribal land - no Collector's permission for the sale - void; (2) no notice before mutation;
(3) Rs. 31 lakh never paid - bank entries show only Rs. 2,00,000. Mehta: civil court matter, Dy. Collector can't go
into sale. Gamit saheb closed for order. Order on 20.02.2030. Jamu ba's son Navsu to keep in touch.
""")

# ---------------- plans, cause list, chats
u("backlog/2029-04/WhatsApp Chat with Ramu Khanvel.txt", "whatsapp_export", "Ramu Lakhu Varli (client's brother)", "2029-04-12", ["C04"], ["C04-H01", "C04-H02"], """
15/03/2029, 18:02 - Ramu Khanvel: saheb Kishan nu su thayu
15/03/2029, 18:10 - Jignesh Desai: charge par dalil thai. 12 April aavjo
12/04/2029, 16:40 - Jignesh Desai: Ramu bhai, charge framed - 109 and 118(2). Kishan ne kaho gabhrai nahi, trial chalse
12/04/2029, 16:41 - Jignesh Desai: Next 14 June. Mahesh ni jubani
12/04/2029, 16:55 - Ramu Khanvel: bhale saheb. fees baki 15000 aavta mahine aapu
""")
u("backlog/2030-02/week plan 11-16 feb.docx", "typed_note_docx", L, "2030-02-09", ["C02", "C03", "C04", "C07", "C01"], [], """
WEEK PLAN 11-16 Feb 2030
Mon 11 - office; Gavit written arguments draft (due before 25.02) - back wages 14,200 p.m.
Tue 12 - Dinubhai: DE - Chauhan will enter box? prepare cross on Rs. 2,40,000 improvements
Wed 13 - Kishan: IO cross points (21.02) - seizure panchnama, stick not sent to FSL
Thu 14 - JMFC-2 Ambika (DE + recovery appl. for balance interim 47,000) ; CJSD Dinubhai (DE)
Fri 15 - Jamuben order on 20.02 - Navsu ne phone
Sat 16 - 2nd Saturday? no - 3rd Sat, court open; chamber
""")
u("backlog/2030-02/cause list JMFC CJSD 14.02.2030.pdf", "cause_list_pdf", "District Court, Silvassa (e-Courts)", "2030-02-13", ["C02", "C03"], [], """
DISTRICT COURT, DADRA AND NAGAR HAVELI AT SILVASSA - CAUSE LIST FOR THURSDAY 14/02/2030
CIVIL JUDGE (SENIOR DIVISION), SILVASSA - Court No. 3
 1  RCS 41/2027   Patel Bhikhubhai v. Silvassa Municipal Council          Evidence
 2  RCS 58/2028   Dhodia Dineshbhai M. v. Chauhan Shantilal              Defendant's Evidence
 3  RCA 7/2029    Gavli Ramesh v. Tandel Kiran                           Arguments
 4  SCS 112/2029  HDFC Bank Ltd v. Naik Praful                           Summons
JUDICIAL MAGISTRATE FIRST CLASS, SILVASSA - Court No. 2
 1  SCC 290/2028  Vapi Steel Traders v. Patil Sunil                      Plea
 2  SCC(NI) 311/2028  Shree Ambika Packaging v. Jain Ramesh Kumar       Defence Evidence
 3  RCC 55/2029   State v. Kom Dilip (PS Naroli)                          Evidence
 4  SCC(NI) 18/2029   Balaji Plast v. Sharma Ajay                        Sec. 251 notice
""")
