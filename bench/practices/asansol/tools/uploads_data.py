"""The uploads of the Asansol practice: what Partha babu, his junior Rimpa and the muhurir Haradhan kept."""

L, J, K = "Partha Sarathi Banerjee", "Rimpa Sen", "Haradhan Mondal (muhurir)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2026-09/ADDA notice Harishpur subsidence.pdf", "document_scan", "Asansol Durgapur Development Authority", "2026-09-14", ["C01"], [], """
ASANSOL DURGAPUR DEVELOPMENT AUTHORITY
Memo No. 2214/ADDA/Plg/2026                                   Dated: 14.09.2026
To: The residents of Bauri Para and Majhi Para, Mouza Harishpur, J.L. No. 41, P.S. Jamuria
Sub: Unsafe area due to land subsidence (dhas) over old underground workings
The area over the abandoned workings of the Harishpur colliery of Damodar Coalfields Ltd. has been reported
subsidence-prone after the cave-in of 02.09.2026. Residents are advised to vacate the marked houses. The question
of rehabilitation lies with the colliery management.                  sd/- Executive Officer, ADDA
""")
u("backlog/2026-11/WPA Harishpur final draft v3.docx", "typed_note_docx", L, "2026-11-20", ["C01"], [], """
Harishpur writ - final draft points (v3, after meeting with Sukumar and the para people on 18.11)
- 23 families; 2 houses fully collapsed on 02.09.2026 (Gopal Bauri's and Mina Bauri's), rest with wide cracks, "deyal fete geche".
- DCL never paid anything; colliery manager told them "ADDA jane". ADDA memo 2214 dt 14.09.2026 says rehab is colliery's job.
- Prayer: compensation, rehabilitation under the Jharia-Raniganj master plan style scheme, interim shelter.
- File through Rajarshi (Calcutta), Court 17 has determination for land/compensation writs.
""")
u("backlog/2026-08/Labour Dept reference order VIII-32.pdf", "document_scan", "Labour Department, Govt. of West Bengal", "2026-08-28", ["C02"], [], """
GOVERNMENT OF WEST BENGAL, LABOUR DEPARTMENT, I.R. BRANCH
No. Labr/1187/(LC-IR)/IR/11L-94/2026                           Dated 28.08.2026
ORDER
Whereas an industrial dispute exists between M/s Bharat Alloy Castings Pvt. Ltd., Angadpur, Durgapur and their
workmen represented by Durgapur Thika Shramik Union regarding the issues mentioned in the Schedule, the Governor
is pleased to refer the same to the Labour Court, Asansol for adjudication.
SCHEDULE: 1. Whether the termination of service of 41 (forty-one) contract workmen w.e.f. 01.04.2026 is justified?
2. Whether the said workmen are in reality employees of the principal employer? 3. To what relief are they entitled?
                                  By order of the Governor, Joint Secretary
""")
u("backlog/2026-09/cheque return memo UCO Burnpur.pdf", "document_scan", "UCO Bank, Burnpur branch", "2026-09-03", ["C03"], [], """
UCO BANK  Burnpur Branch, Dist. Paschim Bardhaman
CHEQUE RETURN MEMO                                   Date 03.09.2026
Cheque No. 071146 dated 29.08.2026 for Rs. 6,40,000/- (Rupees Six Lakh Forty Thousand only) drawn by
Rajib Mondal, prop. Mondal Construction, A/c No. 2719xxxxxx, presented by Maa Tara Steel Traders.
Reason for return: FUNDS INSUFFICIENT
""")
u("backlog/2026-09/demand notice Rajib Mondal.docx", "typed_note_docx", L, "2026-09-10", ["C03"], [], """
PARTHA SARATHI BANERJEE, Advocate, Asansol District Court
Regd. A/D.                                                       10.09.2026
To Sri Rajib Mondal, prop. Mondal Construction, Ushagram, Asansol
Under instruction of my client Maa Tara Steel Traders (prop. Bikash Agarwal), Bhagat Singh More, Asansol: you
took TMT bars (Fe-500, 12mm and 16mm) against invoices of July 2026 and issued cheque no. 071146 dt 29.08.2026 for
Rs. 6,40,000/- which was returned on 03.09.2026 "funds insufficient". You are called upon to pay the said amount
within 15 days of receipt of this notice, failing which my client will proceed u/s 138 of the N.I. Act.
""")
u("backlog/2026-10/FIR Jamuria PS case 212-2026.pdf", "document_scan", "Jamuria Police Station", "2026-10-27", ["C04"], [], """
FIRST INFORMATION REPORT (u/s 173 BNSS)   Dist: Asansol-Durgapur Police Commissionerate   P.S. Jamuria
Case No. 212/2026  dated 27.10.2026   u/s 303(2)/317(2)/3(5) BNS and s. 21 MMDR Act
On source information SI Prabir Ghosh with force raided an illegal mine mouth (kuyan) at Kenda jungle at 02.30 hrs.
Found labourers cutting coal from an abandoned seam; they fled. One tractor WB-38-AF-xxxx with trolley loaded with
about 3 MT coal seized; driver Sambhu Rewani arrested. Tractor owner found to be Budhan Hansda of Kenda.
""")
u("backlog/2026-10/IMG-20261028-WA0007.jpg", "document_photo", "Jamuria Police Station", "2026-10-28", ["C04"], [], """
SEIZURE LIST  Jamuria PS Case No. 212/26  dt 27.10.26
1. One Mahindra tractor WB-38-AF-xxxx blue with trolley. 2. Approx 3 MT steam coal in trolley.
3. Two gaity, one belcha, two jhuri (basket). Witnesses: 1. Nepal Bauri 2. Kartik Gorai
sd/- SI Prabir Ghosh
""")
u("backlog/2026-10/plaint Kalyani Chatterjee eviction.pdf", "document_scan", L, "2026-10-12", ["C05"], [], """
IN THE COURT OF THE LD. CIVIL JUDGE (JUNIOR DIVISION), 1ST COURT, ASANSOL
Title Suit (Eviction) No. 27 of 2026
Smt. Kalyani Chatterjee, w/o late Amal Chatterjee, G.T. Road, Asansol ... Plaintiff
-versus- Md. Irfan Ansari, s/o Md. Rafiq Ansari ... Defendant
Suit for eviction under the West Bengal Premises Tenancy Act, 1997
The defendant is a monthly tenant of a shop room on the ground floor at G.T. Road (near Hotel Rajdhani) at a rent of
Rs. 7,000 per month according to English calendar. He has defaulted since June 2025 (arrears Rs. 84,000 till
May 2026). The plaintiff reasonably requires the room for her son Sourav to start a medicine shop. Notice u/s 6(4)
served on 09.07.2026.
""")
u("backlog/2026-07/PM report Dulal Majhi.pdf", "document_scan", "Asansol District Hospital", "2026-07-20", ["C06"], [], """
POST MORTEM REPORT  Asansol District Hospital   P.M. No. 1632/26   Date 20.07.2026
Name: Dulal Majhi, 34 yrs, male, s/o Haripada Majhi, Andal   Ref: Andal PS UD/Case No. 144/26
Cause of death: shock and haemorrhage due to crush injuries of chest and abdomen, ante-mortem, caused by heavy
blunt force as in a road traffic accident.
""")
u("backlog/2027-02/WS Md Irfan Ansari.pdf", "document_scan", "Md. Shahid Ansari (for the defendant)", "2027-02-05", ["C05"], [], """
WRITTEN STATEMENT on behalf of the defendant, Title Suit (Eviction) 27/2026
The defendant denies default; he says rent was tendered by money order which the plaintiff refused, and he is
entitled to deposit. The plaintiff's son Sourav is employed in Kolkata and has no need of the room. The defendant
has a tenancy since 1998 and the suit is motivated to get a higher rent. Petition u/s 7(2) filed separately.
""")
u("backlog/2027-04/IMG_20270428_113402.jpg", "document_photo", "Asansol Civil Court nazarat", "2027-04-28", ["C05"], [], """
DEPOSIT RECEIPT (Rent Controller / Court deposit) Title Suit (Ev) 27/2026
Received from Md. Irfan Ansari Rs. 84,000/- (Rupees eighty four thousand) being arrears of rent as per order
dt 19.03.2027. Challan No. 5530 dt 28.04.2027.  sd/- Nazir
""")
u("backlog/2027-06/salary certificate Dulal.jpg", "document_photo", "Sri Ma Enterprise (contractor)", "2027-06-21", ["C06"], [], """
SRI MA ENTERPRISE, Labour contractor, Andal
TO WHOM IT MAY CONCERN: Late Dulal Majhi worked as a loader-cum-helper with us from 2019 until his death on
19.07.2026 on a monthly wage of Rs. 14,500/-.            sd/- proprietor, 21.06.2027
""")

# ---------------- C01 Harishpur writ
u("backlog/2026-12/20261208_181522.jpg", "handwritten_note_photo", L, "2026-12-08", ["C01"], ["C01-H01"], """
8/12/26  HC Ct 17 (Dasgupta J)  Harishpur WPA
Rajarshi moved. Lahiri for DCL on advance copy. Court: DCL to file AO in 4 wks, reply 2 wks thereafter.
"Families living in cracked houses - coal co cannot sit on it." ND 9/2/27
""")
u("backlog/2027-02/WPA 14327 of 2026 order 09.02.2027.pdf", "certified_order_sheet_scan", "Calcutta High Court", "2027-02-09", ["C01"], ["C01-H02"], """
IN THE HIGH COURT AT CALCUTTA, Constitutional Writ Jurisdiction, Appellate Side
WPA 14327 of 2026   Sukumar Bauri & Ors. -Vs- Damodar Coalfields Ltd. & Ors.
Before: The Hon'ble Justice Sabyasachi Dasgupta        Date: 9th February, 2027
Appearance: Mr. Rajarshi Bose, Mr. P.S. Banerjee ... for the petitioners; Mr. Anirban Lahiri ... for DCL
No affidavit-in-opposition has been filed. Mr. Lahiri prays for time to obtain instructions. As a last chance,
the AO be filed within three weeks. List on 16th March, 2027.      (Sabyasachi Dasgupta, J.)
""")
u("backlog/2027-03/harishpur 16.3.docx", "typed_note_docx", L, "2027-03-16", ["C01"], ["C01-H03"], """
Harishpur WPA - 16.03.2027, Court 17
AO finally filed by DCL on 12.03 (says area was "de-coaled before nationalisation", not their liability).
Our point: DCL took over the Harishpur colliery, so liability goes with it. Dasgupta J didn't go into it - ordered
a joint inspection by ADDA and DGMS with the colliery agent, report in 8 weeks. Next date 15.06.2027.
Tell Sukumar to keep all the para people at home on inspection day.
""")
u("backlog/2027-06/WPA14327-2026 dt 15-06-2027.pdf", "certified_order_sheet_scan", "Calcutta High Court", "2027-06-15", ["C01"], ["C01-H04"], """
WPA 14327 of 2026   Before: The Hon'ble Justice Sabyasachi Dasgupta   Date: 15th June, 2027
The joint inspection report of ADDA and DGMS dated 24.05.2027 is on record. It records that 23 dwelling houses are
damaged, of which 2 have collapsed, and the area is unsafe for habitation. DCL shall disclose on affidavit its
rehabilitation and resettlement plan for the affected families. List on 10th August, 2027.
""")
u("backlog/2027-08/harishpur dcl affidavit 10 aug.txt", "typed_note_txt", L, "2027-08-10", ["C01"], ["C01-H05"], """
10.08.27 Harishpur, Ct 17
DCL supplementary affidavit: offer Rs. 1,80,000 per damaged house "ex gratia", no land, no rehab.
Sukumar & co. said na - "eto kom taka-e ghar hobe na". Argued it's below even the ADDA estimate. Court recorded
the petitioners' objection, told DCL to reconsider. Next date 16.11.2027.
""")
u("backlog/2027-11/IMG_20271116_173012.jpg", "handwritten_note_photo", L, "2027-11-16", ["C01"], ["C01-H06"], """
16/11  Harishpur  Ct 17
Part heard. J asked for list of the 23 families with Aadhaar + khatian no. - file by supplementary aff.
Lahiri ne phir bola rehab "under consideration". ND 11.1.28
""")
u("backlog/2027-11/WhatsApp Chat with Sukumar Harishpur.txt", "whatsapp_export", "Sukumar Bauri", "2027-11-17", ["C01"], ["C01-H04", "C01-H06"], """
15/06/27, 18:02 - Sukumar Harishpur: Babu aaj ki holo?
15/06/27, 18:10 - Partha Banerjee Adv: Report e 23 ta bari damaged likheche, 2 ta bhenge geche. DCL ke plan dite bolechhe. Next 10 August.
15/06/27, 18:12 - Sukumar Harishpur: Thik ache babu. Johar.
16/11/27, 19:40 - Partha Banerjee Adv: Aaj part heard holo. 23 poribarer list lagbe, Aadhaar ar khatian number shoho. Next 11 January.
17/11/27, 08:15 - Sukumar Harishpur: Kal list niye jabo. Mina mashi r Aadhaar hariye geche.
""")

# ---------------- muhurir register pages (Bengali)
u("backlog/2026-12/muhuri khata Dec 26.jpg", "handwritten_note_photo", K, "2026-12-18", ["C02", "C03", "C04", "C05"], ["C02-H01", "C03-H01", "C04-H01", "C05-H01"], """
তারিখ খাতা - ডিসেম্বর ২০২৬
১০/১২  লেবার কোর্ট  ঠিকা শ্রমিক ইউনিয়ন বনাম ভারত অ্যালয়  - কোম্পানির উকিল দত্ত বাবু হাজির, WS এর সময়। পরের তারিখ ২১/১/২৭
১৫/১২  জে.এম. ৩য় কোর্ট  মা তারা স্টিল বনাম রাজীব মণ্ডল  - বিকাশবাবুর SA হল, সমন হল। পরের তারিখ ২/২/২৭
১৭/১২  সি.জে.এম.  GR 1876/26 (বুধন হাঁসদা) - জামিন না-মঞ্জুর। পরের তারিখ ২৮/১/২৭
১৮/১২  ১ম মুন্সেফ কোর্ট  কল্যাণী চ্যাটার্জি বনাম ইরফান  - বিবাদী হাজির, WS এর সময়। পরের তারিখ ৫/২/২৭
""")
u("backlog/2027-01/muhuri khata Jan 27.jpg", "handwritten_note_photo", K, "2027-01-28", ["C07", "C06", "C04"], ["C07-H02", "C06-H01", "C04-H02"], """
তারিখ খাতা - জানুয়ারি ২০২৭
৫/১  এডিজে ৩য় কোর্ট  বুধন জামিন  - কেস ডায়েরি আসেনি, পিপি সময় নিল। পরের তারিখ ১২/১
৮/১  দুর্গাপুর MACT  সুমিত্রা মাঝি  - নোটিস, DAR তলব। পরের তারিখ ১৯/২
২৮/১  সি.জে.এম.  বুধন  - জামিনে হাজির, ট্রাক্টর জিম্মার দরখাস্ত দাখিল। পরের তারিখ ৪/৩
""")
u("backlog/2027-03/muhuri khata Mar 27.jpg", "handwritten_note_photo", K, "2027-03-04", ["C04"], ["C04-H03"], """
তারিখ খাতা - মার্চ ২০২৭
৪/৩  সি.জে.এম.  GR 1876/26 বুধন  - জিম্মা শুনানি, আই.ও. রিপোর্ট তলব। পরের তারিখ ২২/৪
(বুধনের ছেলে এসেছিল, ফি বাকি ৩০০০ টাকা)
""")
u("backlog/2027-06/muhuri khata May-Jun 27.jpg", "handwritten_note_photo", K, "2027-06-08", ["C06", "C02", "C03"], ["C06-H04", "C02-H05", "C03-H05"], """
তারিখ খাতা - মে/জুন ২০২৭
১৪/৫  দুর্গাপুর MACT  সুমিত্রা  - ইস্যু গঠন, PW1 চিফ দাখিল। পরের তারিখ ২৫/৬
২০/৫  লেবার কোর্ট  ইউনিয়ন  - WW1 সনাতন বাউরির জেরা, মাস্টার রোল তলব। পরের তারিখ ১৫/৭
৮/৬  জে.এম. ৩য়  মা তারা স্টিল  - CW1 এফিডেভিট, ঝা বাবু জেরার সময় নিল। পরের তারিখ ২৭/৭
""")
u("backlog/2027-08/muhuri khata Aug 27.jpg", "handwritten_note_photo", K, "2027-08-26", ["C05", "C04"], ["C05-H06", "C04-H06"], """
তারিখ খাতা - আগস্ট ২০২৭
৬/৮  ১ম মুন্সেফ  কল্যাণী  - আনসারী সাহেব অসুস্থ, ১০০০ টাকা খরচা দিয়ে সময়। পরের তারিখ ১৭/৯
২৬/৮  সি.জে.এম.  বুধন  - নকল দেওয়া হল, ডিসচার্জ দরখাস্ত দাখিল। পরের তারিখ ৪/১১
""")

# ---------------- junior's WhatsApp
u("backlog/2027-03/WhatsApp Chat with Rimpa Jr.txt", "whatsapp_export", J, "2027-02-25", ["C02", "C03", "C05", "C06"], ["C02-H02", "C03-H02", "C05-H02", "C06-H02", "C02-H03"], """
21/01/27, 13:15 - Rimpa Jr: Sir labour court e Dutta babu WS er time nilen, bollen management er GM baire. ND 25/2
21/01/27, 13:20 - Partha Banerjee Adv: ok. Sanatan ke janiye dio
02/02/27, 12:40 - Rimpa Jr: Sir Rajib Mondal er summons serve hoyni, "addressee left". Madam fresh summons dilen regd post + dasti. ND 9/3
05/02/27, 14:05 - Rimpa Jr: Kalyani di r case e WS file hoyeche, sathe 7(2) er petition. ND 19/3
19/02/27, 15:30 - Rimpa Jr: Durgapur MACT e insurance er ukil Nag babu appear korlen, WS er time. ND 2/4
25/02/27, 13:50 - Rimpa Jr: Sir Bharat Alloy WS file korlo, amader rejoinder o diye dilam same day. ND 8 April evidence
25/02/27, 13:52 - Partha Banerjee Adv: Good. Sanatan er affidavit ready koro
""")
u("backlog/2027-11/WhatsApp Chat with Rimpa Jr (2).txt", "whatsapp_export", J, "2027-10-01", ["C03", "C02", "C06"], ["C03-H06", "C02-H07", "C03-H07", "C06-H07"], """
27/07/27, 14:10 - Rimpa Jr: Sir CW1 er cross holo, Jha babu 40 min jera korlen, bill r challan niye. Accused abar absent, exemption. ND 14/9
02/09/27, 12:55 - Rimpa Jr: Labour court: MW1 ashen ni. Dutta babu time chailen, Ghoshal sir 1500 taka cost dilen union ke. ND 11/11
02/09/27, 12:58 - Partha Banerjee Adv: cost ta niye receipt nio
14/09/27, 13:30 - Rimpa Jr: Sir 138 e accused abar absent! Madam last chance dilen ar 143A te 20% interim compensation Rs 1,28,000, 60 diner moddhe. ND 23/11
01/10/27, 16:45 - Rimpa Jr: MACT e insurer er investigator ashen ni, Nag babu time nilen. ND 26/11. Sumitra di anek dur theke eshechilen
""")

# ---------------- C02 labour
u("backlog/2027-04/labour court WW1 8 april.docx", "typed_note_docx", L, "2027-04-08", ["C02"], ["C02-H04"], """
Labour Court Asansol - VIII-32/2026 - 08.04.2027
WW1 Sanatan Bauri (union secretary) tendered affidavit-in-chief: 41 workers worked in the fettling and
knock-out sections since 2014-2019 under three successive contractors, gate passes issued by the company,
supervision by company foremen. Dutta sought to defer cross - allowed. Next date 20.05.2027.
Ghoshal sir asked both sides whether settlement possible - management said no.
""")
u("backlog/2027-05/IMG_20270520_141207.jpg", "handwritten_note_photo", L, "2027-05-20", ["C02"], ["C02-H05"], """
20/5 Labour Ct  Union v Bharat Alloy
WW1 cross by Dutta - "you are not an employee of the company" - Sanatan: "gate pass company deto, contractor badlay, amra badlai na".
Court called for muster roll + wage register 2024-26 from management. ND 15/7
""")
u("backlog/2027-07/lakhiram cross 15.7.txt", "typed_note_txt", L, "2027-07-15", ["C02"], ["C02-H06"], """
15.07.27 Labour Court - WW2 Lakhiram Murmu
Deposed in Santali mixed Bangla, interpreter Sri Sunil Hembram. "Dela, kami kanae" - he said the foreman called them
to work each shift. Worked 9 years in knock-out. Dutta's cross: the contractor paid wages - Lakhiram: "ona taka
company reak" (that money is the company's). Muster roll not produced yet by management.
Workmen's evidence closed. Next 02.09.2027 for management evidence.
""")
u("backlog/2027-09/VIII-32 of 2026 order 02.09.2027.pdf", "certified_order_sheet_scan", "Labour Court, Asansol", "2027-09-02", ["C02"], ["C02-H07"], """
LABOUR COURT, ASANSOL   Case No. VIII-32/2026
Order No. 14   dt. 02.09.2027
Both sides are present through Ld. Advocates. Management's witness MW1 is absent. Ld. Advocate for the management
prays for time. Considering the earlier adjournment, the prayer is allowed on payment of cost of Rs. 1,500/- to
the union. The management is again directed to produce the muster roll and wage register. Fix 11.11.2027 for
evidence of management.                                   Sd/- Judge, Labour Court
""")
u("backlog/2027-11/MW1 alok sinha 11 nov.txt", "typed_note_txt", L, "2027-11-11", ["C02"], ["C02-H08"], """
11.11.2027 Labour Court - MW1 Alok Sinha, HR manager
Chief: contracts with Sri Durga Labour Supply; workers not on company rolls.
Our cross (part): admitted gate passes bear company logo; admitted muster roll kept at the company's time office;
could not say why contractor changed 3 times while the same 41 men continued. Muster roll produced only for 2026.
Cross not over. Next date 16.12.2027.
""")

# ---------------- C03 138
u("backlog/2027-03/C-1184-2026 order 09.03.2027.pdf", "certified_order_sheet_scan", "JM 3rd Court, Asansol", "2027-03-09", ["C03"], ["C03-H03"], """
IN THE COURT OF THE LD. JUDICIAL MAGISTRATE, 3RD COURT, ASANSOL
C-1184/2026      Order No. 5   Dt. 09.03.2027
Complainant present through Ld. Advocate. Accused absent; petition u/s 228 BNSS for exemption filed by Ld.
Advocate Sri S. Jha on the ground of illness. Considered. Allowed for today with a warning that no further exemption
shall be granted. To 20.04.2027 for appearance of the accused.
""")
u("backlog/2027-04/PXL_20270420_122045.jpg", "handwritten_note_photo", L, "2027-04-20", ["C03"], ["C03-H04"], """
20.4.27  JM-3 Asn  Bikash v Rajib
Rajib finally aaya. Bail bond 10,000. Substance read, plea - not guilty. Jha ne bola debt was only 2.5 lakh, rest
"security cheque". ND 8/6 CW1 evidence.
""")
u("backlog/2027-09/C-1184 order 14.09.27.pdf", "certified_order_sheet_scan", "JM 3rd Court, Asansol", "2027-09-14", ["C03"], ["C03-H07"], """
C-1184/2026   Order No. 11   Dt. 14.09.2027
Accused absent; another exemption petition. Allowed as a last chance. On the petition of the complainant u/s 143A
NI Act, the accused is directed to pay interim compensation of 20% of the cheque amount i.e. Rs. 1,28,000/- within
60 days. To 23.11.2027 for examination of the accused u/s 351 BNSS.
""")
u("backlog/2027-11/bikash 138 23.11.txt", "typed_note_txt", L, "2027-11-23", ["C03"], ["C03-H08"], """
23.11 JM-3  Maa Tara v Rajib Mondal
Accused present today. Examined u/s 351 - says cheque given as security, signature admitted. 143A money not paid
yet - we'll file for recovery. Jha wants DW - Rajib's munshi. ND 12.12 DE
""")
u("backlog/2027-11/correction 138 date.txt", "typed_note_txt", L, "2027-11-24", ["C03"], ["C03-H08"], """
24/11 correction - Maa Tara/Rajib case: yesterday's note says ND 12.12 - wrong, 12th is a Sunday. Checked with
peshkar of JM-3: next date is 21.12.2027 for defence evidence. Haradhan has written 21/12 in the khata.
""")

# ---------------- C04 / C07 Budhan
u("backlog/2026-12/budhan bail ADJ 22 dec.docx", "typed_note_docx", L, "2026-12-22", ["C07", "C04"], ["C07-H01"], """
Budhan Hansda - bail before ADJ 3rd Court, Asansol (Crl. Misc. 2291/2026) - 22.12.2026
CJM rejected on 17.12. Moved here. Points: Budhan is only the tractor owner, not at the spot, tractor was hired
by Sambhu for "bhata" (brick kiln) work; Santal adivasi, no previous case, in custody since 29.10.2026.
Roy sir called for the CD. Addl. PP Maji opposed - "coal mafia chain". Next date 05.01.2027.
""")
u("backlog/2027-01/CMC 2291-2026 bail order 12.01.2027.pdf", "certified_order_sheet_scan", "ADJ 3rd Court, Asansol", "2027-01-12", ["C07"], ["C07-H03"], """
IN THE COURT OF THE LD. ADDL. DISTRICT & SESSIONS JUDGE, 3RD COURT, ASANSOL
Crl. Misc. Case No. 2291/2026    Order No. 4    Dt. 12.01.2027
CD produced. Perused. The petitioner is the owner of the seized tractor; he was not found at the place of
occurrence; custody since 29.10.2026. Bail granted on furnishing bond of Rs. 20,000/- with two sureties of like
amount, one to be local, with the condition to appear before the I.O. every Monday till charge sheet.
The misc. case is disposed of.
""")
u("backlog/2027-01/budhan GR 28 jan.docx", "typed_note_docx", L, "2027-01-28", ["C04"], ["C04-H02"], """
GR 1876/2026 (Jamuria 212/26) - CJM Asansol - 28.01.2027
Budhan appeared on bail (ADJ order dt 12.01). Filed zimma petition for release of tractor WB-38-AF-xxxx - his only
livelihood, EMI to Shriram finance pending. CJM kept it for 04.03.2027, will call for IO's report.
""")
u("backlog/2027-04/GR 1876-2026 zimma order 22.04.2027.pdf", "certified_order_sheet_scan", "CJM, Asansol", "2027-04-22", ["C04"], ["C04-H04"], """
IN THE COURT OF THE LD. CHIEF JUDICIAL MAGISTRATE, ASANSOL
G.R. Case No. 1876/2026   Order No. 9   Dt. 22.04.2027
Report of the I.O. received. The tractor is not required for further investigation. Prayer for zimma allowed:
the tractor with trolley be released to the registered owner Budhan Hansda on a bond of Rs. 3,00,000/- with the
undertaking not to alter or sell it and to produce it when called. To 08.07.2027 for police report.
""")
u("backlog/2027-07/20270708_125530.jpg", "handwritten_note_photo", L, "2027-07-08", ["C04"], ["C04-H05"], """
8/7/27  CJM  Budhan GR
CS filed - CS No. 311/2027 dt 30.6.27 u/s 303(2)/317(2) BNS + 21 MMDR against Sambhu (A-1), Budhan (A-2) and 2
absconders. Copies u/s 230 BNSS next date. ND 26.8
""")
u("backlog/2027-08/discharge petn filed 26.8.txt", "typed_note_txt", L, "2027-08-26", ["C04"], ["C04-H06"], """
26.08.27 CJM - Budhan
Got copies. Filed discharge petition for A-2: nothing in CS shows Budhan knew the tractor's use; seizure witnesses
Nepal Bauri and Kartik Gorai are not from the spot; no mining lease angle against him. Next 04.11.2027.
""")
u("backlog/2027-11/cause list CJM Asansol 04.11.2027.pdf", "cause_list_pdf", "Asansol District Court", "2027-11-04", ["C04"], ["C04-H07"], """
DAILY CAUSE LIST - COURT OF THE LD. CHIEF JUDICIAL MAGISTRATE, ASANSOL - 04.11.2027 (Thursday)
1. GR 2210/2025  State vs Md. Salim       (S.R.)
2. GR 1876/2026  State vs Sambhu Rewani & Ors.  (Hearing on discharge petition of A-2)
3. C-907/2027   Ritu Steel vs Anil Gope   (S.A.)
4. GR 655/2027  State vs Pintu Bauri & Ors.   (Charge)
5. Misc 118/2027  Rekha Das vs Sunil Das (s. 144 BNSS)   (Maintenance hearing)
""")
u("backlog/2027-11/4 nov CJM budhan + sumitra call.jpg", "handwritten_note_photo", L, "2027-11-04", ["C04", "C06"], ["C04-H07"], """
4/11 CJM - Budhan discharge: Kundu (APP) chaile time to reply. CJM saheb - "reply must be on record next date". ND 14.12
------
Sumitra phone (eve): wants to know when money comes. Told her - investigator not examined yet, next date 26.11 at Durgapur.
""")
u("backlog/2027-11/WhatsApp Chat with Budhan beta Sagen.txt", "whatsapp_export", "Sagen Hansda (client's son)", "2027-11-05", ["C04"], ["C04-H07"], """
04/11/27, 18:30 - Sagen Hansda: Johar babu. Aj ki holo baba r case?
04/11/27, 18:41 - Partha Banerjee Adv: Johar. APP reply er time nilo. Next 14 December. Baba ke niye asbe.
05/11/27, 07:02 - Sagen Hansda: Hoi babu. Tractor to bhata te chalche, kisti diye dichhi.
""")

# ---------------- C05 Kalyani
u("backlog/2027-03/TS Ev 27-2026 order 19.03.2027.pdf", "certified_order_sheet_scan", "CJJD 1st Court, Asansol", "2027-03-19", ["C05"], ["C05-H03"], """
IN THE COURT OF THE LD. CIVIL JUDGE (JUNIOR DIVISION), 1ST COURT, ASANSOL
Title Suit (Eviction) No. 27/2026     Order No. 8     Dt. 19.03.2027
Heard on the petition u/s 7(2) of the WBPT Act, 1997. The defendant is directed to deposit the arrears of rent of
Rs. 84,000/- within 30 days from this date and to go on depositing the current rent at Rs. 7,000/- per month by the
15th of each succeeding month, in default of which his defence against delivery of possession shall be struck out.
To 07.05.2027 for compliance and framing of issues.
""")
u("backlog/2027-05/IMG_20270507_130044.jpg", "handwritten_note_photo", L, "2027-05-07", ["C05"], ["C05-H04"], """
7/5  Munsef 1st - Kalyani v Irfan
Deposit hoye geche (challan 28/4). Issues framed - 5 issues (incl. reasonable requirement, default, notice valid?).
ND 25/6 PW1 - Kalyani di ke affidavit e sign korate hobe.
""")
u("backlog/2027-06/25 june asansol durgapur.jpg", "handwritten_note_photo", L, "2027-06-25", ["C05", "C06"], ["C05-H05", "C06-H05"], """
25/6/27
(1) Asansol Munsef 1st - Kalyani: PW1 chief tendered. Ansari cross - part - only on Sourav's job in Kolkata. ND 6/8
(2) Durgapur MACT 2.30 pm - Sumitra: PW1 crossed by Nag - he asked about second marriage (none). Salary certificate
Rs 14,500 marked Exbt 7. ND 20/8
""")
u("backlog/2027-09/kalyani PW1 cross over 17 sept.docx", "typed_note_docx", L, "2027-09-17", ["C05"], ["C05-H07"], """
Kalyani Chatterjee v Irfan Ansari - 17.09.2027
Ansari finished cross of PW1 (put suggestion that the rent was increased to 7,000 only in 2023 - she denied).
PW2 Sourav Chatterjee - chief by affidavit: resigned his Kolkata job in Aug 2027, has a drug licence application.
Next date 19.11.2027 for cross of PW2.
""")
u("backlog/2027-11/kalyani PE closed 19.11.txt", "typed_note_txt", L, "2027-11-19", ["C05"], ["C05-H08"], """
19/11/27 Munsef-1 Kalyani
PW2 Sourav crossed by Ansari (30 min) - resignation letter shown. PE closed. DE - defendant to examine himself.
Next 07.01.2028. Costs of 6/8 (Rs 1000) still not paid by the defendant - mention next date.
""")
u("backlog/2027-11/WhatsApp Chat with Kalyani di.txt", "whatsapp_export", "Kalyani Chatterjee", "2027-11-20", ["C05"], ["C05-H08"], """
19/11/27, 17:20 - Kalyani di: Partha, aaj ki holo? Bablu (Sourav) bhoy peyechilo
19/11/27, 17:35 - Partha Banerjee Adv: Didi, bhalo holo. Amader sakkhi shesh. Ebar Irfan sakkhi debe. Porer tarikh 7 January.
20/11/27, 09:10 - Kalyani di: Ora bolche dokan chharte 5 lakh chai. Ki bolbo?
20/11/27, 09:30 - Partha Banerjee Adv: Kichhu bolben na. Court e dekha jabe.
""")

# ---------------- C06 Sumitra MACT
u("backlog/2027-01/durgapur MACT 8 jan.txt", "typed_note_txt", L, "2027-01-08", ["C06"], ["C06-H01"], """
08.01.2027 MACT Durgapur (ADJ 2nd Ct) - Sumitra Majhi v Santosh Roadlines
Claim Rs. 38,50,000 u/s 166. Pal saheb issued notice on owner and Bharat General Insurance; DAR called for from
Andal PS (case 144/26). Next 19.02.2027.
""")
u("backlog/2027-04/MAC 88 insurer WS notes.docx", "typed_note_docx", L, "2027-04-02", ["C06"], ["C06-H03"], """
MAC Case 88/2026 - 02.04.2027
Insurer's WS (Nag): driver Raju Paswan's licence no. JH-10/xxxx/2019 "not issued by DTO Dhanbad" - fake; policy
breach; also contributory negligence of the deceased (no helmet). Owner Santosh Roadlines absent - ex parte.
Need: DTO verification ourselves; helmet point weak - PM report shows chest injuries. Next date 14.05.2027.
""")
u("backlog/2027-08/PXL_20270820_151133.jpg", "handwritten_note_photo", L, "2027-08-20", ["C06"], ["C06-H06"], """
20/8 Dgp MACT - Sumitra
PW2 Gopal Bouri (eyewitness, tea stall at Andal More) - dumper came from wrong side at speed, hit Dulal's cycle.
Nag cross - could not shake. ND 1/10 OP evidence
""")
u("backlog/2027-11/MAC 88 OPW1 26.11.docx", "typed_note_docx", L, "2027-11-26", ["C06"], ["C06-H08"], """
MAC 88/2026 - 26.11.2027
OPW1 Saurabh Tiwari, insurer's investigator: says DTO Dhanbad letter shows licence not issued. Our cross: he never
visited DTO himself, the letter is a photocopy without seal, and he admitted he did not examine the driver.
Evidence closed both sides. Next date 17.12.2027 for arguments. Pal saheb: "file written notes of arguments".
""")
u("backlog/2027-12/WhatsApp Chat with Sumitra Andal.txt", "whatsapp_export", "Sumitra Majhi", "2027-12-02", ["C06"], ["C06-H08"], """
26/11/27, 18:05 - Partha Banerjee Adv: Sumitra, aaj shakkhi shesh. 17 December argument. Tumi eso.
26/11/27, 18:40 - Sumitra Andal: Babu taka kobe pabo? Chhele der school er fee baki.
02/12/27, 11:00 - Sumitra Andal: Babu 17 tarikh bus e jabo, sathe dewar (devar) jabe.
""")

# ---------------- week plan
u("backlog/2027-12/week plan 13-18 dec.docx", "typed_note_docx", L, "2027-12-11", ["C04", "C02", "C06", "C03"], [], """
WEEK 13-18 DEC 2027
Mon 13 - draft written notes of arguments, Sumitra MACT (income Rs 14,500, multiplier for 34 yrs, licence point)
Tue 14 - CJM: Budhan discharge (APP reply due). Check Sagen brings Budhan.
Thu 16 - Labour Court: MW1 cross continue - muster roll 2024-25 not produced, press for adverse inference
Fri 17 - Durgapur MACT arguments (Sumitra)
Tue 21 (next week) - JM-3 Maa Tara DE; 143A recovery petition ready?
Harishpur - Aadhaar list to Rajarshi before 5 Jan.
""")
