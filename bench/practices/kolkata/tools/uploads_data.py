"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


# ---------------------------------------------------------------- documents (dated by their own date)
up("backlog/2022-08/Agreement for sale Flat 3B Ujjwal Greens.pdf", "document_scan", "Ujjwal Nirman Pvt. Ltd.", "2022-08-05", ["C06"], [], """
AGREEMENT FOR SALE
THIS AGREEMENT is made on the 5th day of August, 2022 at Kolkata BETWEEN UJJWAL NIRMAN PRIVATE LIMITED, a company having its registered office at 9A, Camac Street, Kolkata 700017, represented by its Director Sri Pradip Kumar Lodh (the PROMOTER) AND (1) Sri Biswanath Saha and (2) Smt. Rina Saha, both of 23/1 Surya Sen Street, Kolkata 700009 (the ALLOTTEES).
1. Unit: Flat No. 3B on the 3rd floor of Tower 2, "Ujjwal Greens", Plot DD-14, Action Area II, New Town, Kolkata 700161, carpet area 812 sq. ft., with one covered car parking space.
2. Total consideration: Rs. 42,00,000/- (Rupees forty two lakh only), payable as per the Schedule of payment in Part C.
9. Possession: The Promoter shall hand over possession of the Unit, complete with the Occupancy / Completion Certificate, on or before 31st March, 2024. In case of delay the Promoter shall pay interest as per the West Bengal rules.
SCHEDULE C (payments received on date): Rs. 4,20,000/- on booking (12.05.2022).
Signed, sealed and delivered at Kolkata.
""")

up("backlog/2025-01/SOA Sonarpur Polymers Jan25.pdf", "document_scan", "Riverside Jute Packaging Pvt. Ltd.", "2025-01-31", ["C03"], [], """
RIVERSIDE JUTE PACKAGING PVT. LTD.
Works: Mouza Chak Kashipur, Uluberia, Howrah 711316 | CIN U17299WB2011PTC16xxxx
STATEMENT OF ACCOUNT - SONARPUR POLYMERS LLP (Party code SP-07)
Period: 01.10.2024 to 31.01.2025
Opening balance                                  NIL
Inv. RJP/24-25/311 to RJP/24-25/348 (HDPE woven sacks, 50 kg laminated, 38 invoices)   Dr 51,10,000.00
By RTGS 18.11.2024                                  Cr  5,00,000.00
By RTGS 30.12.2024                                  Cr  3,50,000.00
Closing balance as on 31.01.2025 (due)            Dr 42,60,000.00
Interest @ 18% p.a. on overdue bills as per terms printed on each invoice.
For Riverside Jute Packaging Pvt. Ltd. - sd/- A. Kundu, Managing Director
""")

up("backlog/2025-09/DI memo gratuity withheld.pdf", "document_scan", "District Inspector of Schools (SE), Howrah", "2025-06-02", ["C01"], [], """
GOVERNMENT OF WEST BENGAL
OFFICE OF THE DISTRICT INSPECTOR OF SCHOOLS (SECONDARY EDUCATION), HOWRAH
Memo No. 1123/DI(SE)/HWH/2025                                   Date: 02.06.2025
To: Sri Tapas Kumar Samanta, Ex-Assistant Teacher, Bally Banga Shishu Vidyalaya (H.S.), Bally, Howrah
Sub: Pension and gratuity case - retired on 31.07.2023
With reference to your representation dated 14.03.2025, you are informed that your gratuity amounting to Rs. 11,40,000/- cannot be released at this stage in view of the audit objection regarding excess payment of Rs. 1,86,400/- owing to wrong fixation of pay under ROPA 2009. Your pension papers will be forwarded to the Pension Sanctioning Authority after the recovery is adjusted.
sd/- Smt. Rupa Hazra, District Inspector of Schools (SE), Howrah
""")

up("backlog/2025-06/WhatsApp Image 2025-06-19 at 12.15.33.jpeg", "document_photo", "Punjab National Bank", "2025-06-18", ["C05"], [], """
PUNJAB NATIONAL BANK - Burrabazar Branch, Kolkata 700007
CHEQUE RETURN MEMO                        Date 18/06/2025
Cheque No. 004512   dated 10/06/2025   Amount Rs. 3,75,000.00
Drawn by: A/c 0129xxxxxx6631 - AGARWALA LIGHTING HOUSE (Prop. Mohit Agarwala)
Payee: SAHA ELECTRIC STORES
Presented through: UCO Bank, Sealdah Branch
Reason for return: [x] 21 - PAYMENT STOPPED BY DRAWER
sd/- Officer
""")

up("backlog/2025-07/Legal notice - Mohit Agarwala.pdf", "document_scan", "Arunima Basak", "2025-06-30", ["C05"], [], """
ARUNIMA BASAK
Advocate
Room 27, 6 Old Post Office Street, Kolkata 700001 | Ph. 98300 4xxxx

Ref: AB/NI/41/2025                                                   Dated: 30th June, 2025
BY SPEED POST WITH A/D
To
Sri Mohit Agarwala, Proprietor, Agarwala Lighting House, 14 Ezra Street, 1st floor, Kolkata 700001

Re: Statutory notice under Section 138(b) of the Negotiable Instruments Act, 1881

Sir,
Under instruction of my client Sri Biswanath Saha, proprietor of Saha Electric Stores, 112 Acharya Prafulla Chandra Road, Sealdah, Kolkata 700009, I give you notice as follows:
1. You purchased copper wire, MCBs and distribution boards from my client during April and May 2025 and, in discharge of your liability, issued cheque No. 004512 dated 10.06.2025 for Rs. 3,75,000/- drawn on Punjab National Bank, Burrabazar Branch.
2. The said cheque was returned unpaid on 18.06.2025 for the reason "Payment stopped by drawer".
3. You are called upon to pay Rs. 3,75,000/- within fifteen days of receipt of this notice, failing which my client will take proceedings against you under Section 138 of the said Act.
Yours faithfully,
sd/- (Arunima Basak) Advocate
""")

up("backlog/2025-12/s24 petition Sohini.pdf", "document_scan", "Arunima Basak", "2025-12-17", ["C04"], [], """
IN THE COURT OF THE LEARNED ADDITIONAL DISTRICT JUDGE, 3RD COURT, ALIPORE
Mat. Suit No. 640 of 2025
Abhijit Ghosh ... Petitioner
-Versus-
Sohini Ghosh (nee Dasgupta) ... Respondent
PETITION UNDER SECTION 24 OF THE HINDU MARRIAGE ACT, 1955
The humble petition of the respondent wife most respectfully sheweth:
1. The parties were married on 21.01.2019 according to Hindu rites at Kolkata and lived at Flat 2A, 17 Raja S.C. Mullick Road, Jadavpur, Kolkata 700032.
2. The petitioner husband is a senior software engineer at Nexolve Infotech Pvt. Ltd., Sector V, Salt Lake, and earns not less than Rs. 1,10,000/- per month. He left the matrimonial home in January 2025.
3. The respondent is a contractual teacher in a private school at Garia and earns Rs. 18,500/- per month, which is not sufficient for her maintenance and for conducting this suit.
PRAYER: maintenance pendente lite of Rs. 35,000/- per month from the date of this application and litigation cost of Rs. 50,000/-.
Verified at Alipore on 17.12.2025. Advocate for the respondent: Arunima Basak
""")

up("backlog/2026-03/20260322_165802.jpg", "document_photo", "Dr. Partha Sen", "2026-03-22", ["C05"], [], """
Dr. PARTHA SEN  MBBS, MD (Medicine)   Reg. No. WBMC 48xxx
Chamber: 5 Raja Dinendra Street, Kolkata 700009  (Mon-Sat 6-9 pm)
Date: 22/3/2026
Name: Sri Biswanath Saha   Age 58 M
c/o high fever 102 F x 3 days, body ache. Dengue NS1 - sent.
Rx  T. Paracetamol 650 tds x 5 d, ORS, plenty of fluids
Advised complete bed rest for 7 (seven) days.
sd/- P. Sen
""")

up("backlog/2026-06/Commissioner report TS 211-2024.pdf", "document_scan", "Amalendu Sarkar", "2026-06-19", ["C02"], [], """
IN THE COURT OF THE LD. CIVIL JUDGE (SENIOR DIVISION), 2ND COURT, ALIPORE
Title Suit No. 211 of 2024 - Chandana Pal -vs- Sukumar Pal & Ors.
REPORT OF THE PLEADER COMMISSIONER (Order 26 Rule 9 C.P.C.)
1. Pursuant to Order No. 22 dated 20.04.2026, I held the local inspection on 12.06.2026 at 11 a.m. at premises No. 14/3 Raja Ram Mohan Roy Road, Behala, Kolkata 700008, after notice to all parties. The plaintiff, defendant No. 1 and defendant No. 3 were present; Ld. Advocates of both sides were present.
2. The premises is a two-storied brick-built building on about 3 cottahs 8 chittacks of land.
3. Ground floor: three rooms, kitchen and one shop room facing the road where a shop "Pal Variety Stores" is run by defendant No. 1 Sukumar Pal; defendant No. 1 and his family occupy all three rooms.
4. First floor: three rooms and a bath; two rooms are let out to one Sri Gopal Mitra (tenant, says he pays Rs. 7,000 per month to defendant No. 1); the third room is under lock and key of the plaintiff.
5. Rough sketch map annexed (Annexure A). Photographs: 14 (Annexure B).
Dated 19.06.2026                          sd/- Amalendu Sarkar, Advocate, Pleader Commissioner
""")

# ---------------------------------------------------------------- certified order sheets
up("backlog/2026-01/WPA 14872-2025 order dt 21.01.2026.pdf", "certified_order_sheet_scan", "court", "2026-01-23", ["C01"], ["C01-H02"], """
IN THE HIGH COURT AT CALCUTTA
Constitutional Writ Jurisdiction - Appellate Side
WPA 14872 of 2025
Tapas Kumar Samanta -Vs- The State of West Bengal & Ors.
Before: The Hon'ble Justice Animesh Pal Chaudhuri
Date: 21st January, 2026
Appearance: Ms. Arunima Basak, Adv., Mr. Rajdeep Halder, Adv. ... for the petitioner
Mr. Subhankar Kanjilal, Ld. AGP, Mr. Sourav Das, Adv. ... for the State
1. Affidavit of service filed in court today be kept with the record.
2. By order dated 10th December, 2025 the State respondents were directed to file their affidavit-in-opposition within three weeks. None has been filed. Mr. Kanjilal prays for further time on the ground that instructions have not been received from the office of the District Inspector of Schools (SE), Howrah.
3. As a last opportunity, the State respondents are granted two weeks' time to file their affidavit-in-opposition, subject to payment of costs assessed at Rs. 5,000/- to the petitioner. Reply, if any, within one week thereafter. No further time shall be granted.
4. List the matter on 18th February, 2026.
(ANIMESH PAL CHAUDHURI, J.)
""")

up("backlog/2026-06/WPA 14872 of 2025 judgment 17.6.26.pdf", "certified_order_sheet_scan", "court", "2026-06-22", ["C01"], ["C01-H06"], """
IN THE HIGH COURT AT CALCUTTA - Appellate Side
WPA 14872 of 2025 - Tapas Kumar Samanta -Vs- The State of West Bengal & Ors.
Before: The Hon'ble Justice Animesh Pal Chaudhuri          Date: 17.06.2026
1. The petitioner, an assistant teacher who retired on 31st July, 2023, complains that his gratuity of Rs. 11,40,000/- has been withheld by memo dated 2nd June, 2025 on account of an audit objection of excess payment of Rs. 1,86,400/-.
2. On 8th April, 2026 the District Inspector of Schools (SE), Howrah appeared virtually and undertook to release the provisional pension. It is submitted that the provisional pension has since been released.
3. The alleged excess payment arose from a fixation made by the authorities themselves in 2009 and no opportunity of hearing was given before the proposed recovery from a retired Group C employee. Such recovery is impermissible.
4. The respondents are directed to release the gratuity of Rs. 11,40,000/- with simple interest at 6% per annum from 01.08.2023 within eight weeks from the date of communication of this order. No recovery of Rs. 1,86,400/- shall be made without giving the petitioner an opportunity of hearing.
5. WPA 14872 of 2025 is disposed of. No order as to costs.
(ANIMESH PAL CHAUDHURI, J.)
""")

up("backlog/2026-05/TS 211 of 2024 certified order sheet.pdf", "certified_order_sheet_scan", "court", "2026-05-06", ["C02"], ["C02-H01", "C02-H02", "C02-H03", "C02-H04"], """
ORDER SHEET (certified copy)
In the Court of the Ld. Civil Judge (Senior Division), 2nd Court at Alipore
Title Suit No. 211 of 2024 - Chandana Pal ... Plaintiff -vs- Sukumar Pal & Ors. ... Defendants
Order No. 19 dt. 15.12.2025
Plaintiff files hazira through Ld. Lawyer. Defendant No. 1 files written statement; copy served. Defendant Nos. 2 and 3 have not filed W.S.; suit to proceed without their W.S. To 04.02.2026 for S.I. (settlement of issues).
Order No. 20 dt. 04.02.2026
Both sides file hazira. Heard. Following issues are framed: (1) Is the suit maintainable? (2) Is the suit bad for non-joinder of necessary parties? (3) Is the plaintiff entitled to a decree for partition of 1/3rd share in the suit property? (4) To what other relief(s)? Plaintiff files petition under O.26 r.9 CPC for local inspection by a pleader commissioner; copy served on D1. To 23.03.2026 for hearing of the said petition.
Order No. 21 dt. 23.03.2026
Plaintiff files hazira. D1 files petition praying for time to file objection to the petition u/O 26 r 9 on the ground that his Ld. Lawyer is engaged before the Hon'ble High Court. Considered. Allowed on cost of Rs. 500/- payable to the plaintiff. To 20.04.2026 for hearing.
Order No. 22 dt. 20.04.2026
Cost paid. Objection filed by D1. Heard both sides on the petition u/O 26 r 9 CPC. Petition allowed. Sri Amalendu Sarkar, Advocate, is appointed pleader commissioner to hold local inspection of the suit premises and to submit report with sketch map within six weeks. Plaintiff to deposit commission fee of Rs. 6,000/- within 7 days. To 06.07.2026 for report.
                                                              sd/- M. Roy Barman, Civil Judge (Sr. Divn.), 2nd Court, Alipore
""")

up("backlog/2026-03/CS COM 88 2025 order 19.3.26.pdf", "certified_order_sheet_scan", "court", "2026-03-24", ["C03"], ["C03-H03"], """
IN THE HIGH COURT AT CALCUTTA
ORDINARY ORIGINAL CIVIL JURISDICTION - ORIGINAL SIDE (Commercial Division)
C.S. (COM) No. 88 of 2025
RIVERSIDE JUTE PACKAGING PVT. LTD. -Versus- SONARPUR POLYMERS LLP
BEFORE: The Hon'ble Justice SHARMISTHA LAHIRI BOSE
Date: 19th March, 2026
Appearance: Ms. Arunima Basak, Adv. ... for the plaintiff;  Mr. Rohit Jhunjhunwala, Adv. ... for the defendant
The Court: By the order dated 12th February, 2026 the parties were directed to complete admission and denial of documents. The plaintiff has filed its statement of admission and denial. The defendant has not. Mr. Jhunjhunwala seeks a short accommodation.
The timelines under the Commercial Courts Act, 2015 are not to be treated lightly. The defendant shall file its statement of admission and denial within one week, subject to payment of costs of Rs. 25,000/- to the plaintiff within two weeks from date.
List on 23rd April, 2026 for case management hearing.
(SHARMISTHA LAHIRI BOSE, J.)
""")

up("backlog/2026-04/MS 640-25 s24 order.pdf", "certified_order_sheet_scan", "court", "2026-04-28", ["C04"], ["C04-H04"], """
In the Court of the Ld. Additional District Judge, 3rd Court, Alipore
Mat. Suit No. 640 of 2025 - Abhijit Ghosh -vs- Sohini Ghosh
Order No. 11 dt. 22.04.2026
Petition u/s 24 of the H.M. Act filed by the respondent wife on 17.12.2025 is taken up for order. Both parties have filed affidavits of assets and liabilities. The petitioner husband discloses net salary of Rs. 92,000/- per month; the respondent wife earns Rs. 18,500/- per month.
Considering the status of the parties, the petitioner is directed to pay maintenance pendente lite of Rs. 22,000/- (Rupees twenty two thousand) per month to the respondent from the date of the application, i.e. 17.12.2025, by the 10th of every month, and litigation cost of Rs. 30,000/-. Arrears to be cleared within two months.
To 01.07.2026 for compliance and for evidence of PW1.
sd/- K. Bhattacharjee, ADJ, 3rd Court, Alipore
""")

up("backlog/2026-09/CR 4417-25 o.s. copy.pdf", "certified_order_sheet_scan", "court", "2026-09-28", ["C05"], ["C05-H06", "C05-H07"], """
In the Court of the Ld. Judicial Magistrate, 4th Court, Sealdah
C.R. Case No. 4417 of 2025 (u/s 138 N.I. Act) - Biswanath Saha -vs- Mohit Agarwala
24.08.2026
Complainant present. Accused absent; a petition u/s 355 BNSS is filed on his behalf praying exemption on the ground of illness. No medical paper annexed. Petition rejected. Issue B/W against the accused in Rs. 5,000/-. To 21.09.2026 for examination of the accused.
21.09.2026
Complainant present. Accused appears and files petition for recall of W/A. W/A recalled; he is allowed to continue on the previous bail bond. Accused examined u/s 351 BNSS; he claims the cheque was a blank signed cheque handed over as security in 2024. Defence wishes to adduce evidence. To 30.11.2026 for D.E.
                                                      sd/- P. Nag, Judicial Magistrate, 4th Court, Sealdah
""")

up("backlog/2026-11/CC 212 of 2025 final order.pdf", "certified_order_sheet_scan", "court", "2026-11-20", ["C06"], ["C06-H07"], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, KOLKATA UNIT-II (CENTRAL)
8B, Nellie Sengupta Sarani, 7th floor, Kolkata 700087
Complaint Case No. CC/212/2025
Biswanath Saha & Anr. ... Complainants  -Versus-  Ujjwal Nirman Pvt. Ltd. ... Opposite Party
Date of filing: 06.10.2025       Date of final order: 17.11.2026
Present: Sri Debashis Kar, President; Smt. Anindita Sur, Member
FINAL ORDER
The complainants booked Flat No. 3B, Tower 2, Ujjwal Greens, New Town, for Rs. 42,00,000/- and paid Rs. 38,50,000/-. Possession was to be handed over by 31.03.2024. The OP's written version was filed beyond 45 days and was not taken on record (order dated 13.01.2026). The OP has not shown that the occupancy certificate has been obtained till date.
ORDERED: the complaint is allowed in part on contest. The OP shall hand over possession of the flat with the occupancy certificate within 90 days from this order on receipt of the balance Rs. 3,50,000/-, and pay compensation of Rs. 3,00,000/- for the delay and litigation cost of Rs. 25,000/-. If possession is not handed over within 90 days, the OP shall refund Rs. 38,50,000/- with simple interest @ 9% p.a. from the dates of the respective payments.
sd/- President          sd/- Member
""")

# ---------------------------------------------------------------- cause list
up("backlog/2026-12/Original Side cause list 03.12.2026.pdf", "cause_list_pdf", "court", "2026-12-02", ["C03"], [], """
HIGH COURT AT CALCUTTA - ORIGINAL SIDE
DAILY CAUSE LIST FOR THURSDAY, THE 3RD DECEMBER, 2026
COURT NO. 9 - HON'BLE JUSTICE SHARMISTHA LAHIRI BOSE (at 10.30 A.M.)
COMMERCIAL DIVISION - TO BE MENTIONED
1. EC/41/2025     Hindmotor Spares Ltd. Vs. Paul Transport Co.         Ghose & Mitter / In person
COMMERCIAL DIVISION - FOR ORDERS (REPORT OF COMMISSIONER)
2. CS-COM/88/2025   Riverside Jute Packaging Pvt. Ltd. Vs. Sonarpur Polymers LLP    A. Basak / Dey & Jhunjhunwala
3. CS-COM/217/2024  Tollygunge Cold Storage LLP Vs. Mahato Agro                 S. Banerjee / P. Bagaria
FOR HEARING
4. AP-COM/602/2025  Basu Infra Projects Vs. Kolkata Port Logistics              R. Sen / In person
""")

# ---------------------------------------------------------------- diary notes: Arunima (Samsung photos of her diary, a few .docx),
# Rajdeep (laptop .txt, lower-case Benglish), Nitai the muhuri (photos of his khata sent on WhatsApp, day received)
up("backlog/2025-12/20251210_184512.jpg", "handwritten_note_photo", "Arunima", "2025-12-10", ["C01"], ["C01-H01"], """
10/12 Wed - HC Ct 17
WPA 14872/25 Tapas Samanta - gratuity 11.40 L withheld (audit obj. 1,86,400)
PCJ asked FIRST for aff. of service - not on record!! Raju to file next time, keep 2 copies.
Ld AGP Kanjilal: no instructions yet.
Dirn: State report / A/O in 3 wks, A/R 1 wk thereafter.
NDOH 21.1.26
""")

up("backlog/2025-12/RH 15.12.25.txt", "typed_note_txt", "Rajdeep", "2025-12-15", ["C02"], ["C02-H01"], """
15.12.25 (mon) alipore 2nd court CJSD
TS 211/24 chandana di partition
d1 sukumar pal WS filed today, copy recd. d2 kakoli + d3 mitali no WS - suit proceeds without their WS.
d1 WS: says baba (haripada pal) gave him ground floor orally in 2011 + he spent 4 lakh on repair. no document.
chandana di present w/ son sourav. sourav asks when will partition happen, told him it takes time.
porer date 4/2 for SI (settlement of issues)
""")

up("backlog/2025-12/20251217_191020.jpg", "handwritten_note_photo", "Arunima", "2025-12-17", ["C04"], ["C04-H01"], """
17th Dec - Alipore ADJ 3rd
MS 640/25 Abhijit v Sohini
WS filed + s.24 petn filed (35k pm + 50k lit. cost)
Ld ADJ: both sides aff. of assets & liabilities (Rajnesh format) - and sent to Alipore mediation centre.
Opp: Tanmoy Sinha - objected to 35k, says husband pays EMI.
Sohini cried outside, told her mediation is routine.
Next 18.2.26 - med. report + affidavits
""")

up("backlog/2026-01/sealdah 7 jan.txt", "typed_note_txt", "Rajdeep", "2026-01-07", ["C05"], ["C05-H01"], """
7 jan 26, wed - sealdah JM 4th court (nag madam)
CR 4417/25 biswanath babu v mohit agarwala (138, 3,75,000)
accused appeared thru pinaki dutta. bail on bond 5000, allowed.
madam asked where is complainant - biswanath babu was outside, called him in. she said complainant must be present every date, noted it.
porer date 9.2.26 - substance of accusation
""")

up("backlog/2026-01/20260108_173015.jpg", "handwritten_note_photo", "Arunima", "2026-01-08", ["C03"], ["C03-H01"], """
Thurs 8/1 - HC OS Ct 9 (Lahiri Bose J) - CS COM 88/25 Riverside v Sonarpur
Def. (Jhunjhunwala, Dey & J) appeared. Served 15.12.25.
Court: WS within 30 days of service - "not a day more, this is a commercial suit".
Anirban Kundu present - wants summary judgment app. Told him: after WS, see.
NDOH 12.2
""")

up("backlog/2026-01/consumer 13-1.txt", "typed_note_txt", "Rajdeep", "2026-01-13", ["C06"], ["C06-H01"], """
tues 13/1/26 - dcdrc kol unit II, nellie sengupta sarani
CC 212/2025 saha flat (new town) v ujjwal nirman
OP (sayantan mallick) filed WV today - 61 days after service. kar sir: beyond 45 days, cant take on record, SC constitution bench (new india v hilli) - WV not accepted.
mallick bollo OC will come in 2-3 months, they will give possesion. kar sir: file whatever, complaint proceeds.
next 10.03.26 for complainants evidence on affidavit.
biswanath babu happy. told him evidence aff. draft by feb.
""")

up("backlog/2026-02/RH notes 4 & 9 feb.txt", "typed_note_txt", "Rajdeep", "2026-02-09", ["C02", "C05"], ["C02-H02", "C05-H02"], """
4.2.26 budhbar - alipore CJSD 2nd
TS 211/24 (pal partition): 4 issues framed (maintainability, non joinder, 1/3 share, other reliefs). we filed O26 r9 petn for local inspection by pleader commr. copy to pinaki dutta.
NDOH 23.3 - hearing of commn petn

9.2.26 sombar - sealdah JM 4th
CR 4417/25 (mohit agarwala 138): substance of accusation explained. accused pleads not guilty, says cheque was "security", no liablity. pinaki dutta present himself today.
biswanath babu present.
NDOH 23.3 - CW1 evidence. (same day as alipore - need 2 of us!)
""")

up("backlog/2026-02/IMG-20260212-WA0008.jpg", "handwritten_note_photo", "Nitai", "2026-02-12", ["C03"], ["C03-H02"], """
১২/২ বৃহঃ (২৯ মাঘ)  হাইকোর্ট OS 9 নং
CS COM 88/25 রিভারসাইড
Def WS + counter claim 8,75,000 filed on 5/2 - copy নিয়েছি
plff reply to counterclaim 4 সপ্তাহ
admission/denial of docs
পরের তারিখ 19/3
""")

up("backlog/2026-02/20260218_200140.jpg", "handwritten_note_photo", "Arunima", "2026-02-18", ["C01", "C04"], ["C01-H03", "C04-H02"], """
18.2.26 Wed
(1) HC Ct 17 - Samanta WPA: A/O handed over IN COURT today (State). Costs 5000 paid by AGP's clerk - chq recd. PCJ not happy w/ State, but took it on record.
A/R in 1 wk -> Raju draft by Mon.  NDOH 11/3
(2) Alipore ADJ 3rd - Sohini (Raju attended, reported on phone):
mediation report - FAILED. Abhijit's affidavit of assets NOT filed; Tanmoy Sinha prayed time - granted, "last chance" to petnr.
Ours filed on time (Sohini - 18,500 pm).  Next 25.3 - s.24 hearing
""")

up("backlog/2026-03/IMG-20260310-WA0004.jpg", "handwritten_note_photo", "Nitai", "2026-03-10", ["C06"], ["C06-H02"], """
১০/৩/২৬ মঙ্গল (২৫ ফাল্গুন) - কনজিউমার, নেলি সেনগুপ্ত সরণি
CC 212/25 সাহা ফ্ল্যাট
complainant evidence on affidavit জমা দেওয়া হল (Biswanath babu + Rina boudi সই)
OP questionnaire দেবে
পরের তারিখ 14/4
""")

up("backlog/2026-03/11.3.26 notes.docx", "typed_note_docx", "Arunima", "2026-03-11", ["C01"], ["C01-H04"], """
WPA 14872 of 2025 - Tapas Kumar Samanta - 11.03.2026 - Court 17
Heard in part. I argued: (a) fixation of 2009 done by the department itself, no misrepresentation by petitioner; (b) no show cause before proposed recovery; (c) retired Group C - recovery barred (Rafiq Masih).
Ld. AGP Kanjilal: audit objection is binding; gratuity can be adjusted.
PCJ: wants the DI of Schools (SE), Howrah personally - to appear VIRTUALLY on next date with the service book and the pension file.
NDOH: 08.04.2026 (Wed).
To do: send link details to AGP's office; Tapas babu to bring pay slips of 2009-10.
""")

up("backlog/2026-03/23.3.26 Mon.txt", "typed_note_txt", "Rajdeep", "2026-03-23", ["C02", "C05"], ["C02-H03", "C05-H03"], """
23/03/26 monday - two courts
1) alipore CJSD 2nd - TS 211/24 chandana di
pinaki dutta's junior (mrinal) petn for time to file objection to commn petn - "senior engaged in HC". madam allowed on cost rs 500 payable to us. NDOH 20.4
2) sealdah JM 4th - CR 4417/25 saha 138
biswanath babu ABSENT - high fever since fri, dr partha sen prescription filed w/ our time petn.
nag madam not happy: allowed time but "complainant shall remain present in person on next date, failing which appropriate order" (s.256 hint!!)
NDOH 4.5.26 - CW1
called biswanath babu, told him MUST come on 4/5 even if unwell.
""")

up("backlog/2026-03/sohini 25 march.txt", "typed_note_txt", "Rajdeep", "2026-03-25", ["C04"], ["C04-H03"], """
25.3.26 wed alipore adj 3rd - sohini divorce
abhijit filed affidavit of assets today finally - net salary 92,000 (nexolve infotech, sec V). home loan emi 31,000 he says.
s.24 heard. madam - sorry sir (bhattacharjee sir) asked tanmoy sinha why husband left matrimonial home, no clear ans.
AB argued 35k. sinha says max 12k.
for order 22.4.26
""")

up("backlog/2026-04/20260408_183200.jpg", "handwritten_note_photo", "Arunima", "2026-04-08", ["C01"], ["C01-H05"], """
8/4 HC 17 - Samanta
DI Howrah (Smt Rupa Hazra) on VC, with service book.
PCJ asked her straight - why no pension for 2.5 yrs? She undertook: PROVISIONAL pension to be released within 4 wks.
Gratuity - PCJ: "will decide, judgment after vacation".
NDOH 17.6.26 (judgment)   - tell Tapas babu
""")

up("backlog/2026-04/IMG-20260414-WA0011.jpg", "handwritten_note_photo", "Nitai", "2026-04-14", ["C06"], ["C06-H03"], """
১৪/৪ মঙ্গলবার (৩০ চৈত্র) কনজিউমার ইউনিট ২
সাহা ফ্ল্যাট CC 212/25 - Member ছুটিতে, কোরাম নেই, কোনো কাজ হয়নি
পরের তারিখ 9/6
কাল নববর্ষ ছুটি
""")

up("backlog/2026-04/20260420_190455.jpg", "handwritten_note_photo", "Arunima", "2026-04-20", ["C02"], ["C02-H04"], """
Mon 20/4 Alipore CJSD-2
TS 211/24 Chandana Pal: cost 500 recd. D1 objn filed. Heard - petn O26r9 ALLOWED.
Pleader commr: Amalendu Sarkar (Alipore bar). Fee 6000 - deposit in 7 days (Sourav to bring cash).
Report in 6 wks.
Next 6/7
""")

up("backlog/2026-05/cheque case 4.5.txt", "typed_note_txt", "Rajdeep", "2026-05-04", ["C05"], ["C05-H04"], """
4 may 2026 mon - sealdah JM 4
saha 138. biswanath babu present (still weak). CW1 affidavit-in-chief tendered, exhibits marked - cheque ext 1, return memo ext 2, notice ext 3, postal receipt + AD ext 4 series.
pinaki dutta prayed to defer cross - wants certified copies of exhibits first. madam allowed, no cost.
NDOH 29.6 for cross of CW1
""")

up("backlog/2026-06/unit2 9.6.txt", "typed_note_txt", "Rajdeep", "2026-06-09", ["C06"], ["C06-H04"], """
9/6/26 tues - consumer unit II
CC 212 saha flat: OP's questionnaire (22 qns) filed. reply within 3 weeks.
mallick again said OC applied, possession by dec 2026. kar sir - "not on affidavit, no value".
NDOH 04/08/26 - reply to questionnaire
""")

up("backlog/2026-06/29.06 sealdah.txt", "typed_note_txt", "Rajdeep", "2026-06-29", ["C05"], ["C05-H05"], """
29.06.26 sombar - sealdah 4th court
CR 4417/25: CW1 biswanath babu CROSS by pinaki dutta, ~40 min.
- suggestion: cheque was blank signed security chq for LED panel order of 2024, filled up later - DENIED.
- he said chq was for copper wire + MCB supplied apr-may 2025, bills in his shop.
- suggestion that he is money lender - denied.
CW closed. NDOH 24.8 for exam of accused u/s 351 BNSS.
todo: get the apr-may 2025 bills xerox from biswanath babu.
""")

up("backlog/2026-07/1 july sohini.txt", "typed_note_txt", "Rajdeep", "2026-07-01", ["C04"], ["C04-H05"], """
1/7 budhbar - alipore adj 3rd - sohini
arrears under s.24 order NOT paid (not a single month). we filed petn to strike off petnr's pleadings.
bhattacharjee sir to tanmoy sinha: pay everything by next date or "I will consider striking out", last chance.
PW1 evidence also next date.
NDOH 19/8/26
""")

up("backlog/2026-07/RH 6.7.26.txt", "typed_note_txt", "Rajdeep", "2026-07-06", ["C02"], ["C02-H05"], """
06.07.2026 mon - alipore cjsd 2nd - pal partition
commr amalendu sarkar's report (dt 19.6.26) filed. ground floor all with sukumar (shop pal variety stores), 1st floor 2 rooms let to gopal mitra - rent to sukumar!! 3rd room chandana di's lock.
D1 objection to report within 3 wks.
NDOH 24/8
chandana di asked - will she get share of rent? told her AB will answer.
""")

up("backlog/2026-07/20260709_171933.jpg", "handwritten_note_photo", "Arunima", "2026-07-09", ["C03"], ["C03-H05"], """
Thu 9 July - OS Ct 9 - Riverside/Sonarpur
Mediator's report: FAILED (sittings 11/5, 2/6, 26/6). Def. offered 30 L in 10 instalments; Anirban wants min 38 L, refused.
LBJ: PW1 aff. of evidence in 4 wks. Def. to say about counterclaim evidence.
NDOH 10/9
""")

up("backlog/2026-08/consumer 4 aug.txt", "typed_note_txt", "Rajdeep", "2026-08-04", ["C06"], ["C06-H05"], """
4th aug 26 - unit II - saha flat
reply to OP questionnaire filed (signed by both). kar sir: BNA (brief notes of argument) both sides in 4 wks.
NDOH 29.9.26 - arguments
""")

up("backlog/2026-08/alipore 19.8.txt", "typed_note_txt", "Rajdeep", "2026-08-19", ["C04"], ["C04-H06"], """
19.8.26 wed - alipore adj 3rd
sohini: tanmoy sinha handed over 2 DDs in court - arrears till july 1,54,000 + litigation cost 30,000. received on sohini's behalf, receipt given.
strike off petn - not pressed now.
PW1 abhijit affidavit-in-chief filed.
next date 25.11.26 - cross of PW1 (puja vac in between)
sohini wants to know if monthly 22k will come regularly - told her by 10th of month as per order.
""")

up("backlog/2026-08/24.8 mon two courts.txt", "typed_note_txt", "Rajdeep", "2026-08-24", ["C02", "C05"], ["C02-H06", "C05-H06"], """
24/8/26 - monday again alipore + sealdah
(a) alipore cjsd 2nd - TS 211/24: D1 NO objection to commr report. pinaki dutta's junior again - senior in HC. madam: LAST CHANCE, cost Rs 1000 to plff. NDOH 14.9
(b) sealdah JM 4th - CR 4417/25: accused mohit ABSENT, exemption petn (illness) w/o any medical paper - REJECTED, B/W issued (5000). pinaki dutta not present, his clerk only.
NDOH 21.9 for exam of accused
""")

up("backlog/2026-09/IMG-20260914-WA0003.jpg", "handwritten_note_photo", "Nitai", "2026-09-14", ["C02"], ["C02-H07"], """
১৪/৯ সোমবার (২৮ ভাদ্র) আলিপুর সিভিল জজ ২য়
TS 211/24 চন্দনা পাল
cost 1000 পেয়েছি (D1)
D1 objection দিয়েছে, শুনানি হল - objection rejected, commr report accepted
P.H. এর জন্য পরের তারিখ 30/11
""")

up("backlog/2026-09/CS COM 88 - 10.09.2026.docx", "typed_note_docx", "Arunima", "2026-09-10", ["C03"], ["C03-H06"], """
C.S. (COM) 88/2025 - Riverside Jute v Sonarpur Polymers - 10.09.2026 (Thursday), Court 9
- PW1 (Anirban Kundu) affidavit of evidence filed on 03.09.2026, within time.
- Jhunjhunwala: defendant will lead evidence on counterclaim through their plant manager.
- Court appointed Mr. Soumitra Ganguly, Advocate, as Commissioner to record evidence; remuneration Rs. 40,000 to be shared equally (Rs. 20,000 each); first sitting to be fixed by the Commissioner.
- Next before Court: 03.12.2026 for report of the Commissioner on progress.
Note: LBJ again said no adjournment will be allowed before the Commissioner without costs.
""")

up("backlog/2026-09/sealdah 21-9.txt", "typed_note_txt", "Rajdeep", "2026-09-21", ["C05"], ["C05-H07"], """
21 sep mon - sealdah - 138 saha
mohit appeared, W/A recalled. examined u/s 351 - all answers "false case, cheque was security". says will examine DW.
ndoh 30/11/26 for DE
biswanath babu asked if he can skip 30/11 - NO, nag madam wants him every date.
""")

up("backlog/2026-09/unit 2 29.9.26.txt", "typed_note_txt", "Rajdeep", "2026-09-29", ["C06"], ["C06-H06"], """
29/9/26 tuesday consumer unit II
saha flat CC 212: arguments heard. AB argued delay 2.5 yrs + no OC. mallick - OC "very soon", asked for possession time 6 months. kar sir - "you had 2 years".
BNA filed both sides.
for order 17.11.26
""")

up("backlog/2026-11/order CC212 17 nov.txt", "typed_note_txt", "Rajdeep", "2026-11-17", ["C06"], ["C06-H07"], """
17 nov - unit II - saha flat - ORDER pronounced
allowed in part: possession with OC in 90 days (on paying balance 3.5 L), comp 3,00,000, lit cost 25,000. if no possession - refund 38.5 L with 9%.
applied for certified copy today.
""")

up("backlog/2026-11/Abhijit cross 25.11.26.docx", "typed_note_docx", "Arunima", "2026-11-25", ["C04"], ["C04-H07"], """
Mat. Suit 640/25 - Sohini - cross of PW1 Abhijit Ghosh - 25th Nov 2026 (Wed), ADJ 3rd Court
Cross in part (about 1 hr):
- admits he left the Jadavpur flat (2A, 17 Raja S.C. Mullick Rd) in January 2025 "to stay with my parents at Baguiati"; never wrote to Sohini to come back.
- admits no GD / police complaint ever against Sohini.
- the "cruelty" incidents in para 7 - cannot give dates; says "many times".
- admits salary now Rs. 98,000 net after April increment.
Tanmoy Sinha objected twice; Bhattacharjee sir overruled.
Further cross: 20.01.2027.
""")

up("backlog/2026-11/RH 30.11.26.txt", "typed_note_txt", "Rajdeep", "2026-11-30", ["C02", "C05"], ["C02-H08", "C05-H08"], """
30.11.26 (sombar) - alipore + sealdah
alipore CJSD 2nd (TS 211/24, chandana di): P.H. - PW1 chandana pal evidence-in-chief on affidavit tendered, docs marked ext 1-6. pinaki dutta's junior prayed to defer cross - needs certified copy of commr report. allowed.
NDOH 11.1.27 for cross of PW1.
sealdah JM 4th (CR 4417/25): defence - no DW produced. nag madam gave LAST opportunity for DE, said after that DE closed.
NDOH 7/12 -- NDOH changed to 14/12 (peshkar corrected in diary, 7/12 her leave).
""")

up("backlog/2026-11/week plan 30.11-4.12.txt", "typed_note_txt", "Arunima", "2026-11-28", ["C03", "C05", "C06", "C04"], [], """
Week - 30 Nov to 4 Dec 2026 (Agrahayan)
- Riverside (OS 9) Thurs 3/12: Commissioner's sittings done 18/11 and 26/11 - PW1 Anirban cross CONCLUDED on 26/11. Pay our half of commissioner's fee Rs 20,000 (still pending!) before 3/12 - Anirban to send RTGS. Keep note of progress for LBJ.
- Saha flat: certified copy of 17/11 order - collect (Nitai). Balance 3.5 L to be kept ready by Biswanath babu; if no possession by 15.02.2027 -> execution (s.71/72 CPA).
- Saha 138: DW last chance - check who they examine.
- Sohini: write to Sohini re Jan date; Nov maintenance came?
""")

# ---------------------------------------------------------------- WhatsApp exports with clients
up("backlog/2026-07/WhatsApp Chat with Anirban Kundu Riverside.txt", "whatsapp_export", "Arunima", "2026-07-10", ["C03"], ["C03-H03", "C03-H04", "C03-H05"], """
19/03/26, 4:48 pm - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.
19/03/26, 4:48 pm - Arunima Basak: Mr Kundu, today the Court imposed costs of Rs 25,000 on Sonarpur for not doing admission/denial. Payable to you in 2 weeks. Next 23rd April.
19/03/26, 5:02 pm - Anirban Kundu Riverside: Excellent madam. 25k is small for them but good sign
02/04/26, 11:15 am - Anirban Kundu Riverside: Madam 25,000 received by NEFT from Dey & Jhunjhunwala client a/c today
02/04/26, 11:20 am - Arunima Basak: Noted. Keep the bank entry, we will tell the Court.
23/04/26, 6:10 pm - Arunima Basak: Issues framed (5). Court has sent the matter to the HC mediation centre. First sitting 11 May, 3 pm. You must attend personally with authority letter from the Board.
23/04/26, 6:31 pm - Anirban Kundu Riverside: Mediation again? We already tried pre-institution mediation in 2025, they did not come
23/04/26, 6:33 pm - Arunima Basak: This is court-annexed. Judge wants it. Come with a figure in mind.
25/06/26, 9:02 pm - Anirban Kundu Riverside: Madam they are saying 30 lakh in 10 instalments. Board says not less than 38. Interest we are leaving already
25/06/26, 9:10 pm - Arunima Basak: Then we say no. We have their own emails admitting the bills. Next court date 9 July.
09/07/26, 5:40 pm - Arunima Basak: Mediation failed recorded. Your affidavit of evidence in 4 weeks - come to chamber on Saturday 18th with the ledger and the emails.
09/07/26, 5:41 pm - Anirban Kundu Riverside: 👍 Saturday 11 am
""")

up("backlog/2026-08/WhatsApp Chat with Tapas Samanta Sir.txt", "whatsapp_export", "Arunima", "2026-08-20", ["C01"], ["C01-H02", "C01-H05", "C01-H06"], """
21/01/26, 7:12 pm - Arunima Basak: Tapas babu, State did not file affidavit today. Judge gave them last chance with Rs 5000 costs to you. Next date 18 Feb.
21/01/26, 7:30 pm - Tapas Samanta Sir: Thank you Didi. 2.5 bochhor hoye gelo, ar koto din?
21/01/26, 7:34 pm - Arunima Basak: Ektu dhoirjo rakhun. Now they have to answer.
08/04/26, 6:02 pm - Arunima Basak: DI madam appeared on video today. She has undertaken to release provisional pension in 4 weeks. Judgment on gratuity 17th June.
08/04/26, 6:15 pm - Tapas Samanta Sir: Bhagaban er kripa. Pension PPO er jonno ki ami office e jabo?
08/04/26, 6:17 pm - Arunima Basak: Haan, Monday DI office e giye dekha korun, court order er copy niye jaben.
05/05/26, 10:41 am - Tapas Samanta Sir: Didi provisional pension April-er ta account e eseche aaj. 
17/06/26, 4:55 pm - Arunima Basak: Writ allowed! Gratuity 11,40,000 with 6% interest from August 2023, within 8 weeks. No recovery without hearing you.
17/06/26, 5:01 pm - Tapas Samanta Sir: Didi apnar kache chirokritoggo. Mishti niye jabo.
14/08/26, 1:20 pm - Tapas Samanta Sir: Gratuity credited today 11,40,000. Interest ta ekhono asheni.
14/08/26, 1:26 pm - Arunima Basak: Good. Wait till end of month for interest. If not, we write to DI, then contempt if needed.
20/08/26, 8:05 pm - Tapas Samanta Sir: <Media omitted>
""")

up("backlog/2026-11/WhatsApp Chat - Biswanath Saha/_chat.txt", "whatsapp_export", "Arunima", "2026-11-18", ["C05", "C06"], ["C06-H01", "C05-H03", "C05-H05", "C05-H06", "C06-H07"], """
[13/01/26, 6:22:10 PM] Arunima Basak: Biswanath babu, builder's written version was not accepted today - filed late. Good for us. Next 10 March, your evidence.
[13/01/26, 6:40:51 PM] Biswanath Saha: Dhonnobad madam. Rina o khushi.
[22/03/26, 9:14:37 PM] Biswanath Saha: Madam kal Sealdah jete parbo na, 102 jor, doctor bed rest bolechhe. Prescription pathalam.
[22/03/26, 9:15:02 PM] Biswanath Saha: ‎image omitted
[22/03/26, 9:21:44 PM] Arunima Basak: Get well. Rajdeep will file time petition with the prescription. But next date you MUST go, the magistrate is strict.
[29/06/26, 7:05:19 PM] Arunima Basak: Your cross is over. You did well. Keep the April-May 2025 bills ready, Rajdeep will collect.
[29/06/26, 7:30:33 PM] Biswanath Saha: Ora bolchhe security cheque. Ami kono LED order i pai ni 2024 e!
[24/08/26, 5:48:12 PM] Arunima Basak: Mohit did not come today, warrant issued. Next 21 Sept.
[17/11/26, 4:12:40 PM] Arunima Basak: Flat case ORDER: possession with OC in 90 days, you pay balance 3.5 lakh then. Compensation 3 lakh + 25,000 costs. If no possession, full refund 38.5 lakh with 9% interest.
[17/11/26, 4:20:03 PM] Biswanath Saha: Madam ami flat-i chai, refund na. Rina-r o tai mot.
[17/11/26, 4:22:19 PM] Arunima Basak: Fine. Keep the 3.5 lakh ready. We watch the 90 days.
[18/11/26, 10:02:55 AM] Biswanath Saha: Madam 138 case e kobe shesh hobe? 30 tarikh jabo.
""")
