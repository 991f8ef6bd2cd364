"""The uploads of the Trichy practice: what the advocate, the junior Arun and the gumastha Palanisamy actually kept."""

L, J, K = "S. Meenakshisundaram", "K. Arun Prasath", "M. Palanisamy (gumastha)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2030-05/quit notice Dhanasekaran lodge.pdf", "document_scan", L, "2030-05-12", ["C01"], [], """
S. MEENAKSHISUNDARAM, B.A., B.L., Advocate, Chamber No. 41, Combined Court Campus, Tiruchirappalli 620001
REGD. POST WITH ACK. DUE                                                        Date: 12.05.2030
To Thiru. M. Dhanasekaran, Sri Ranga Lodge, No. 14, North Chitrai Street, Srirangam, Tiruchirappalli 620006.
Under instructions from my client Thiru. K. Rengarajan, owner of the lodge building at No. 14, North Chitrai Street,
I issue this notice: you took the lodge building on lease from 01.04.2027 at a monthly rent of Rs. 80,000/- under the
tenancy agreement registered with the Rent Authority, Srirangam. You have not paid rent from September 2029 to April
2030, i.e. eight months, Rs. 6,40,000/-. You are called upon to pay the arrears within 15 days and to quit and
deliver vacant possession, failing which my client will move the Rent Court, Srirangam.
                                                              sd/- S. Meenakshisundaram, Advocate
""")
u("backlog/2029-11/Plaint OS 204-2029 Vinayaga Engg.pdf", "document_scan", L, "2029-11-18", ["C02"], [], """
IN THE COURT OF THE PRINCIPAL SUBORDINATE JUDGE, TIRUCHIRAPPALLI
O.S. No. 204 of 2029
M/s. Sri Vinayaga Engineering Works, SIDCO Industrial Estate, Thuvakudi, rep. by its proprietor S. Manickam .. Plaintiff
                                         -Vs-
M/s. Kaveri Fabricators Pvt. Ltd., Kailasapuram, Tiruchirappalli, rep. by its Managing Director R. Thangavel .. Defendant
PLAINT UNDER ORDER VII RULE 1 C.P.C.
3. The defendant holds BHEL Tiruchirappalli's work order No. BHEL/TY/PUR/7719 for fabrication of boiler
structurals and sub-let the fabrication and erection to the plaintiff on 12.06.2028 on back-to-back terms.
5. The plaintiff raised running-account bills RA-7 to RA-11 between March 2029 and August 2029, measured and entered
in the measurement book. The defendant has not paid them.
7. The plaintiff therefore claims Rs. 38,72,500/- being the principal due on RA bills 7 to 11, with interest at 18%
per annum from 01.09.2029 till realisation, and costs.
Value of the suit for court fee: Rs. 38,72,500/-.                 sd/- Plaintiff      sd/- Counsel for Plaintiff
""")
u("backlog/2030-03/Preliminary decree OS 118 of 2027 Lalgudi.pdf", "document_scan", "District Munsif Court, Lalgudi", "2030-03-14", ["C03"], [], """
IN THE COURT OF THE DISTRICT MUNSIF, LALGUDI
O.S. No. 118 of 2027
1. R. Selvam 2. R. Kannan 3. R. Amudha, all children of late Ramasamy Gounder, Thirumangalam .. Plaintiffs
                                         -Vs-
1. R. Arumugam s/o Rangasamy Gounder 2. A. Vasanthi w/o R. Arumugam, Thirumangalam .. Defendants
PRELIMINARY DECREE
The suit for partition and separate possession coming on for final hearing, it is declared that the plaintiffs
together are entitled to 2/3 share and the first defendant to 1/3 share in the suit properties, nanjai (wet) lands
of 4.86 acres in S.F. Nos. 212/1, 212/3 and 214, Thirumangalam village, Lalgudi Taluk, irrigated by the Pullambadi
channel of the Cauvery. An Advocate Commissioner shall divide the properties by metes and bounds in the final decree
proceedings. Dated this the 14th day of March 2030.                          sd/- District Munsif, Lalgudi
""")
u("backlog/2030-04/IMG_20300409_173512.jpg", "document_photo", "Sri Ranganatha Co-operative Urban Bank", "2030-04-09", ["C04"], [], """
SRI RANGANATHA CO-OPERATIVE URBAN BANK LTD., THILLAI NAGAR BRANCH, TIRUCHIRAPPALLI
CHEQUE RETURN MEMO                                                  Date: 09.04.2030
Drawer: P. Murugesan  A/c No. 0412 1100 3381
Cheque No. 338127 dated 02.04.2030 for Rs. 4,85,000/- (Rupees Four Lakh Eighty Five Thousand only)
Payee: Sri Kamatchi Chits (Trichy) Pvt. Ltd.
Returned unpaid for the reason: [X] FUNDS INSUFFICIENT
                                                               sd/- Branch Manager
""")
u("backlog/2030-03/discharge summary Jothimani.pdf", "document_scan", "Sri Meenakshi Ortho Hospital, Thillai Nagar", "2030-03-05", ["C05"], [], """
SRI MEENAKSHI ORTHO HOSPITAL, 5th Cross, Thillai Nagar, Tiruchirappalli
DISCHARGE SUMMARY          IP No. 30/0871
Name: M. Jothimani  Age/Sex: 34/F   Address: Manikandam
DOA: 17.02.2030   DOD: 05.03.2030
History: RTA - passenger in private bus TN 45 N 2216 which collided with another bus near Manikandam on
Trichy-Madurai road on 17.02.2030 at about 8.15 a.m.
Diagnosis: Fracture shaft of right femur; fracture right distal radius.
Procedure: ORIF with interlocking nail right femur on 19.02.2030; K-wire fixation right wrist.
Advice: non-weight bearing 8 weeks; review after 2 weeks.        sd/- Dr. S. Balaji, M.S. (Ortho)
""")
u("backlog/2030-06/RDO Srirangam proceedings patta 1146.pdf", "document_scan", "Revenue Divisional Officer, Srirangam", "2030-06-12", ["C08"], [], """
வருவாய் கோட்டாட்சியர் அலுவலகம், ஸ்ரீரங்கம்
ந.க.எண். 2214/2030/அ2                                              நாள்: 12.06.2030
பொருள்: கிளிக்கூடு கிராமம் — புல எண். 87/2B — பட்டா எண். 1146 — தி. கலியபெருமாள் பெயரில் உள்ள பட்டா — ரத்து செய்தல்
பார்வை: திரு. எஸ். நடராஜன் அவர்களின் மனு நாள் 04.03.2030
ஆணை:
மனுதாரர் திரு. எஸ். நடராஜன் அவர்கள், மேற்படி புலத்தின் ஒரு பகுதி தம் தந்தைக்குச் சொந்தமானது என்றும், பட்டா மாறுதல்
தவறாக செய்யப்பட்டுள்ளது என்றும் தெரிவித்துள்ளார். விசாரணைக்கு எதிர்மனுதாரர் ஆஜராகவில்லை. எனவே பட்டா எண். 1146
ரத்து செய்யப்படுகிறது. வட்டாட்சியர், ஸ்ரீரங்கம் அவர்கள் கணினி பதிவேட்டில் திருத்தம் செய்ய வேண்டும்.
                                                  ஒப்பம்/- வருவாய் கோட்டாட்சியர், ஸ்ரீரங்கம்
""")
u("backlog/2031-02/Medical Board certificate Jothimani.pdf", "document_scan", "Medical Board, MGMGH Tiruchirappalli", "2031-02-10", ["C05"], [], """
MAHATMA GANDHI MEMORIAL GOVERNMENT HOSPITAL, TIRUCHIRAPPALLI - MEDICAL BOARD
Ref: M.C.O.P. No. 412 of 2030, MACT (Special Sub Court), Tiruchirappalli - reference dated 13.12.2030
Name: M. Jothimani, 34/F. Examined on 04.02.2031.
Findings: united fracture right femur with implant in situ; shortening 1.5 cm; restricted knee flexion (0-95);
right wrist movements restricted 20%.
Opinion: PERMANENT PARTIAL DISABILITY 28% (twenty eight per cent) of the right lower limb and wrist together.
                                                   sd/- Chairman, Medical Board    Date: 10.02.2031
""")
u("backlog/2031-06/Prabhu salary slip May 2031.pdf", "document_scan", "Kovai Precision Castings Pvt. Ltd.", "2031-06-19", ["C06"], [], """
KOVAI PRECISION CASTINGS PVT. LTD., Perianaickenpalayam, Coimbatore
PAY SLIP FOR THE MONTH OF MAY 2031
Emp. Name: R. PRABHU     Emp. No. KPC-1183     Designation: Senior Supervisor (Quality)
Basic 28,600  HRA 11,440  Conveyance 3,200  Special Allowance 9,160          GROSS EARNINGS 52,400
PF 3,432  Prof. Tax 208  Canteen 660                                        NET PAY 48,100
""")

# ---------------- C01 lodge rent (Rent Court, Srirangam)
u("backlog/2030-08/IMG-20300821-WA0006.jpg", "handwritten_note_photo", K, "2030-08-21", ["C01"], ["C01-H01"], """
வழக்கு பதிவேடு — 21.08.2030 (புதன்)
ஸ்ரீரங்கம் வாடகை நீதிமன்றம் (மாவட்ட முன்சீப்)
R.C.O.P. 23/2030  ரெங்கராஜன் Vs தனசேகரன்
எதிர்மனுதாரர் சார்பில் வழக்கறிஞர் திரு. ஜெயக்குமார் ஆஜர் — வக்காலத்து தாக்கல்.
எதிருரை (counter) தாக்கல் செய்ய — அடுத்த வாய்தா 18.09.2030
""")
u("backlog/2030-10/lodge case 16.10.txt", "typed_note_txt", L, "2030-10-16", ["C01"], ["C01-H03"], """
RCOP 23/2030 Srirangam - Rengarajan lodge - 16.10.2030
Counter again not filed. Jeyakumar same story - "talks going on with the landlord, samadhanam aagum, two weeks
podhum". Second time he is taking time on the same reason. Madam not happy - time given on costs Rs. 1,000 payable
to petitioner. Rengarajan-kitta sonnen, there is no talk at all from our side.
ND 20.11.2030 - counter, last chance.
""")
u("backlog/2030-11/RCOP 23-2030 docket 20.11.2030.pdf", "certified_order_sheet_scan", "Rent Court (District Munsif), Srirangam", "2030-11-20", ["C01"], ["C01-H04"], """
IN THE RENT COURT (DISTRICT MUNSIF COURT), SRIRANGAM
R.C.O.P. No. 23 of 2030                K. Rengarajan .. Petitioner / M. Dhanasekaran .. Respondent
16.10.2030  Counter not filed. Time sought. Granted on costs of Rs. 1,000/-. Call on 20.11.2030.
20.11.2030  Costs paid. Counter filed. Respondent admits the tenancy and the monthly rent of Rs. 80,000/-.
            Respondent is directed to deposit the admitted arrears of Rs. 6,40,000/- to the credit of this
            R.C.O.P. within four weeks. Enquiry. Call on 08.01.2031.
                                                              sd/- District Munsif-cum-Rent Court
""")
u("backlog/2031-01/20310108_132207.jpg", "handwritten_note_photo", L, "2031-01-08", ["C01"], ["C01-H05"], """
8/1/31  Srirangam RC - Rengarajan
Tenant deposited only Rs. 2,40,000 (challan dt 02.01.31). Balance 4,00,000 NOT deposited.
Madam: balance also to be deposited, else defence struck off - warned.
PW1 Rengarajan chief affidavit filed + Ex.P1 to P6 (lease, notice, ack).
Cross - 12.02.2031
""")
u("backlog/2031-03/RCOP 23 RW1 cross 19-03-2031.docx", "typed_note_docx", L, "2031-03-19", ["C01"], ["C01-H07"], """
R.C.O.P. 23/2030 - 19.03.2031 - RW1 Dhanasekaran
Chief affidavit filed. Cross by me:
- admits no rent paid from Sept 2029; says "pilgrim season down, rooms empty after floods".
- admits he sub-let 4 rooms on the first floor to a travel agent - no consent of landlord. Useful for sub-letting
  ground also.
- claims he spent Rs. 9 lakh on renovation - no bills, no letter to landlord.
Balance arrears still not deposited.
ND 16.07.2031 arguments (May vacation in between).
""")
u("backlog/2031-07/Srirangam rent 16 july.txt", "typed_note_txt", L, "2031-07-16", ["C01"], ["C01-H08"], """
16.07.2031 Rent Court Srirangam - lodge case arguments
Argued 30 min: default of 8 months admitted, only 2.4 lakh deposited, sub-letting admitted by RW1.
Jeyakumar argued renovation 9 lakh set-off - no document. Judge order reserve pannitaar.
Orders on 20.08.2031.
""")
u("backlog/2031-07/WhatsApp Chat with Rengarajan Lodge.txt", "whatsapp_export", "WhatsApp (Rengarajan)", "2031-07-16", ["C01"], ["C01-H05", "C01-H08"], """
08/01/2031, 14:02 - Rengarajan Lodge: வணக்கம் சார். இன்னைக்கு என்ன ஆச்சு?
08/01/2031, 14:10 - S. Meenakshisundaram: வணக்கம். அவர் 2,40,000 மட்டும் தான் கட்டியிருக்கார். மீதி 4 லட்சம் கட்டல. நீதிபதி எச்சரிக்கை பண்ணியிருக்காங்க. அடுத்த தேதி 12.02.2031, குறுக்கு விசாரணை. நீங்க கண்டிப்பா வரணும்.
08/01/2031, 14:12 - Rengarajan Lodge: சரி சார். வருகிறேன்.
16/07/2031, 13:25 - Rengarajan Lodge: சார் வாதம் முடிஞ்சுதா?
16/07/2031, 13:40 - S. Meenakshisundaram: முடிஞ்சுது. தீர்ப்பு ஒத்திவைப்பு. 20.08.2031 அன்று உத்தரவு.
16/07/2031, 13:41 - Rengarajan Lodge: 🙏 நன்றி சார்
""")

# ---------------- C02 BHEL running bills (Principal Sub Court)
u("backlog/2030-08/OS 204 of 2029 proceedings 08.08.2030.pdf", "certified_order_sheet_scan", "Principal Sub Court, Tiruchirappalli", "2030-08-08", ["C02"], ["C02-H01"], """
IN THE COURT OF THE PRINCIPAL SUBORDINATE JUDGE, TIRUCHIRAPPALLI
O.S. No. 204 of 2029     Sri Vinayaga Engineering Works vs Kaveri Fabricators Pvt. Ltd.
08.08.2030  Plaintiff and defendant represented. The following issues are framed:
            1. Whether the plaintiff executed the work covered by RA bills 7 to 11? 2. Whether the defendant is
            liable to pay Rs. 38,72,500/-? 3. Whether the defendant is entitled to set off back charges?
            4. Whether the plaintiff is entitled to interest, and at what rate? 5. To what relief?
            Plaintiff's evidence. Call on 12.09.2030.                     sd/- Principal Sub Judge
""")
u("backlog/2030-09/IMG_20300912_164015.jpg", "handwritten_note_photo", L, "2030-09-12", ["C02"], ["C02-H02"], """
12/9  Sub Court - Vinayaga v Kaveri
PW1 Manickam chief affidavit filed. Ex.A1 to A14 marked (work order, RA 7-11, MB extracts, letters).
Anbazhagan sir: "original M-book and original RA bills kondu vaanga - xerox vendaam." Will mark finally only
after seeing originals.
Cross - 17.10
""")
u("backlog/2030-10/IMG-20301017-WA0011.jpg", "handwritten_note_photo", K, "2030-10-17", ["C02"], ["C02-H03"], """
வழக்கு பதிவேடு — 17.10.2030 (வியாழன்)
முதன்மை சார்பு நீதிமன்றம், திருச்சி — O.S. 204/2029 விநாயகா Vs காவேரி
வாதி சாட்சி 1 மாணிக்கம் — குறுக்கு விசாரணை பகுதி முடிந்தது.
எதிர் வழக்கறிஞர் திரு. பாலமுருகன் நேரம் கேட்டார் — ரூ. 2,000 செலவுத்தொகை விதிக்கப்பட்டது.
நீதிபதி மீண்டும் அசல் அளவீட்டுப் புத்தகம் (M-book) கேட்டார்.
அடுத்த வாய்தா 21.11.2030
""")
u("backlog/2030-11/Vinayaga PW1 cross 21.11.docx", "typed_note_docx", L, "2030-11-21", ["C02"], ["C02-H04"], """
O.S. 204/2029 - PW1 cross concluded - 21.11.2030
Balamurugan's line: MB entries are not certified by BHEL, so quantities are self-serving. Manickam held well: MB
is jointly signed by Kaveri's site-in-charge every fortnight.
Original MB produced today as the judge asked - compared and returned. Judge again: originals every time.
We filed I.A. No. 611 of 2030 to summon BHEL's records of payment to the defendant (work order 7719).
Counter to IA - 19.12.2030.
""")
u("backlog/2031-02/BHEL witness 6 feb.txt", "typed_note_txt", L, "2031-02-06", ["C02"], ["C02-H06"], """
06.02.2031 Sub Court - Vinayaga suit
PW2 J. Ramesh Babu, Dy. Manager (Contracts), BHEL Trichy - came on summons with the file.
Produced the payment statement: BHEL paid Kaveri Fabricators Rs. 1,12,40,000 under the work order, covering the
works of RA 7 to 11 also - all paid by December 2029.
So Kaveri got the money from BHEL and did not pay us. Balamurugan cross - only "BHEL does not know about the
sub-contract" - he admitted that.
ND 13.03.2031 - defendant's evidence.
""")
u("backlog/2031-03/DW1 Thangavel cross 13-03-31.docx", "typed_note_docx", L, "2031-03-13", ["C02"], ["C02-H07"], """
O.S. 204/2029 - 13.03.2031 - DW1 R. Thangavel (MD, Kaveri Fabricators)
Chief affidavit filed. Cross by me - key admissions:
1. "RA bill 9 was certified by the BHEL site engineer" - admitted.
2. "We received payment from BHEL for those works" - admitted.
3. Payment to plaintiff withheld for "back charges" for delay - no letter, no debit note produced.
Defence evidence closed. Arguments - 12.06.2031 (court vacation in May).
""")
u("backlog/2031-06/20310612_171533.jpg", "handwritten_note_photo", L, "2031-06-12", ["C02"], ["C02-H08"], """
12.6.31  Vinayaga - Sub Court
Our args 45 min. Cited 2 rulings on running bills/admission of DW1.
Balamurugan time ketaaru for his args.
Anbazhagan sir: "next date final, no further time."
ND 31.07.2031 - defendant's args.
""")

# ---------------- C03 partition (DMC Lalgudi)
u("backlog/2030-08/IMG-20300826-WA0002.jpg", "handwritten_note_photo", K, "2030-08-26", ["C03"], ["C03-H01"], """
வழக்கு பதிவேடு — 26.08.2030 (திங்கள்)
லால்குடி மாவட்ட முன்சீப் நீதிமன்றம் — O.S. 118/2027 செல்வம் Vs ஆறுமுகம்
இறுதி தீர்ப்பாணை மனு F.D.I.A. 31/2030 தாக்கல் செய்யப்பட்டது — பிரதிவாதிகளுக்கு அறிவிப்பு.
அடுத்த வாய்தா 23.09.2030
""")
u("backlog/2030-09/FDIA 31-2030 docket 23.09.2030.pdf", "certified_order_sheet_scan", "District Munsif Court, Lalgudi", "2030-09-23", ["C03"], ["C03-H02"], """
IN THE COURT OF THE DISTRICT MUNSIF, LALGUDI
F.D.I.A. No. 31 of 2030 in O.S. No. 118 of 2027
26.08.2030  மனு தாக்கல். எதிர்மனுதாரர்களுக்கு அறிவிப்பு. வாய்தா 23.09.2030.
23.09.2030  முதல் எதிர்மனுதாரர் எதிருரை தாக்கல். வழக்கறிஞர் திரு. என். கோபாலகிருஷ்ணன் அவர்கள் வழக்கறிஞர் ஆணையராக
            நியமிக்கப்படுகிறார் — வட்ட அளவையர் உதவியுடன் வழக்குச் சொத்துக்களை அளந்து பிரிக்க வேண்டும். ஆணையர் கட்டணம்
            ரூ. 15,000/- மனுதாரர்கள் செலுத்த வேண்டும். அறிக்கைக்கு 04.11.2030.
                                                                  ஒப்பம்/- மாவட்ட முன்சீப், லால்குடி
""")
u("backlog/2031-01/lalgudi 20-1-31.txt", "typed_note_txt", L, "2031-01-20", ["C03"], ["C03-H04"], """
Lalgudi partition FDIA - 20.01.2031
Commissioner Gopalakrishnan measured on 08.01.2031 with the Lalgudi taluk surveyor - report + plan filed today.
Plaintiffs' 2/3 on the eastern side near the Pullambadi vaaikal (channel); D1's 1/3 on the west side near the road.
Chidambaram objections file panna 4 weeks ketaaru. Given.
ND 03.03.2031
""")
u("backlog/2031-03/IMG-20310303-WA0008.jpg", "handwritten_note_photo", K, "2031-03-03", ["C03"], ["C03-H05"], """
வழக்கு பதிவேடு — 03.03.2031 (திங்கள்)
லால்குடி — F.D.I.A. 31/2030 (O.S. 118/2027)
முதல் பிரதிவாதி ஆணையர் அறிக்கைக்கு ஆட்சேபனை மனு தாக்கல் — கிழக்கே வாய்க்கால் அருகே உள்ள நல்ல நிலம் வாதிகளுக்கு
கொடுக்கப்பட்டது என்று ஆட்சேபனை.
அடுத்த வாய்தா 07.04.2031 — ஆணையர் சாட்சி
""")
u("backlog/2031-04/Commissioner CW1 7 April.docx", "typed_note_docx", L, "2031-04-07", ["C03"], ["C03-H06"], """
FDIA 31/2030 Lalgudi - 07.04.2031 - Advocate Commissioner as CW1 on D1's objections
Gopalakrishnan deposed: the division was by drawing lots (kulukku) in the presence of both parties on 08.01.2031;
D1 Arumugam signed the mahazar. The eastern and western blocks are of the same soil class as per the adangal.
Chidambaram cross: only that D1's son was not present. Nothing else.
ND 23.06.2031 - arguments on objections.
""")
u("backlog/2031-06/IMG_20310623_150942.jpg", "handwritten_note_photo", L, "2031-06-23", ["C03"], ["C03-H07"], """
23/6  Lalgudi - Selvam partition
Objections args over. Chidambaram: "lots not fair, son absent". We: mahazar signed by D1.
Judge: orders on 04.08.2031.
Balance commissioner fee Rs. 5,000 - to be paid by us before that. Selvam-kitta sonnen.
""")

# ---------------- C04 chit cheque (JM-II)
u("backlog/2030-09/IMG-20300910-WA0003.jpg", "handwritten_note_photo", K, "2030-09-10", ["C04"], ["C04-H02"], """
வழக்கு பதிவேடு — 10.09.2030 (செவ்வாய்)
குற்றவியல் நடுவர் நீதிமன்றம் எண் II, திருச்சி — S.T.C. 1187/2030 காமாட்சி சிட்ஸ் Vs முருகேசன்
எதிரி ஆஜர் — பிடியாணை திரும்பப் பெறப்பட்டது — பிணைப் பத்திரம் — நகல்கள் வழங்கப்பட்டன.
அடுத்த வாய்தா 15.10.2030
""")
u("backlog/2030-10/chit case plea 15 oct.txt", "typed_note_txt", L, "2030-10-15", ["C04"], ["C04-H03"], """
STC 1187/2030 JM-II - 15.10.2030
Accused Murugesan questioned on the substance of accusation - pleaded not guilty.
Mohan Raj filed s.145(2) petition to cross CW1 - allowed.
Deepa madam again asked for the board resolution authorising Sekar - original to be shown next date. (She asked
for the authorisation on the first date too.)
ND 12.11.2030 - CW1 evidence.
""")
u("backlog/2030-12/CW1 Sekar cross 10.12.2030.docx", "typed_note_docx", L, "2030-12-10", ["C04"], ["C04-H05"], """
S.T.C. 1187/2030 - CW1 V. Sekar (Branch Manager) - cross by Mohan Raj - 10.12.2030
- Suggestion: cheque was given blank as security at the time of joining the chit in 2027 - denied.
- CW1: accused was subscriber in chit group KC-40/27 (chit value Rs. 10,00,000), bid the prize in the 14th month,
  took the prize amount, defaulted 9 instalments; cheque 338127 given on 02.04.2030 towards the due.
- Authorisation (board resolution dt 20.05.2030) shown to court - madam satisfied.
ND 21.01.2031 - questioning of accused.
""")
u("backlog/2031-01/STC 1187-2030 order 21.01.2031.pdf", "certified_order_sheet_scan", "Judicial Magistrate No. II, Tiruchirappalli", "2031-01-21", ["C04"], ["C04-H06"], """
IN THE COURT OF THE JUDICIAL MAGISTRATE NO. II, TIRUCHIRAPPALLI
S.T.C. No. 1187 of 2030       Sri Kamatchi Chits (Trichy) Pvt. Ltd. vs P. Murugesan
21.01.2031  Accused present. Questioned u/s 351 BNSS; answers recorded. Accused seeks time to examine a defence
            witness. Time granted on costs of Rs. 500/- payable to the complainant. Call on 11.03.2031 for
            defence evidence.                                       sd/- Judicial Magistrate No. II
""")
u("backlog/2031-05/chit args 13 may.txt", "typed_note_txt", L, "2031-05-13", ["C04"], ["C04-H08"], """
13.05.2031 JM-II Kamatchi chits vs Murugesan
Our arguments over - presumption u/s 139, DW1's cash story without any receipt.
Mohan Raj time ketaaru for his arguments. Third time accused side takes time in this case (12.11, 21.01 and today).
ND 31.07.2031 - defence arguments.
""")

# ---------------- C05 MACT
u("backlog/2030-08/MCOP 412-2030 proceedings 30.08.2030.pdf", "certified_order_sheet_scan", "MACT (Special Sub Court), Tiruchirappalli", "2030-08-30", ["C05"], ["C05-H01"], """
IN THE MOTOR ACCIDENT CLAIMS TRIBUNAL (SPECIAL SUBORDINATE JUDGE), TIRUCHIRAPPALLI
M.C.O.P. No. 412 of 2030      M. Jothimani vs Sri Annamalaiyar Transports & another
30.08.2030  R2 (insurer) counter filed. R1 called absent; set ex parte. Claimant's evidence. Call on 04.10.2030.
                                                                   sd/- Special Subordinate Judge
""")
u("backlog/2030-10/IMG-20301004-WA0005.jpg", "handwritten_note_photo", K, "2030-10-04", ["C05"], ["C05-H02"], """
வழக்கு பதிவேடு — 04.10.2030 (வெள்ளி)
மோட்டார் விபத்து நஷ்டஈடு தீர்ப்பாயம் — M.C.O.P. 412/2030 ஜோதிமணி
மனுதாரர் சாட்சி 1 ஜோதிமணி — முதல் விசாரணை (chief) — P1 முதல் P12 வரை ஆவணங்கள் குறியீடு.
அடுத்த வாய்தா 08.11.2030 — குறுக்கு விசாரணை
""")
u("backlog/2030-11/Jothimani PW1 cross 8-11-2030.docx", "typed_note_docx", L, "2030-11-08", ["C05"], ["C05-H03"], """
MCOP 412/2030 - PW1 Jothimani - cross by Revathi (insurer) - 08.11.2030
- Runs a tailoring shop at Manikandam; earning Rs. 18,000 per month; could not work for 7 months after accident.
- Revathi suggested she was standing on the footboard - contributory negligence - denied ("I was seated, 3rd row").
- No income tax return - only shop receipts book.
ND 13.12.2030 - doctor.
""")
u("backlog/2031-02/IMG_20310221_124410.jpg", "handwritten_note_photo", L, "2031-02-21", ["C05"], ["C05-H05"], """
21/2 MACT Jothimani
Medical Board cert - 28% permanent (Dr Balaji said 40%).
RW1 for insurer (Admin Officer) - policy marked Ex.R1.
Revathi again: contributory negligence, footboard.
ND 27.06 args
""")
u("backlog/2031-06/MACT args 27-6.txt", "typed_note_txt", L, "2031-06-27", ["C05"], ["C05-H06"], """
27.06.2031 MACT - Jothimani - arguments
Ours: 28% Medical Board, loss of earning Rs. 18,000 x 7 months, future loss on 28%, medical bills Rs. 2,86,000.
Revathi: contributory negligence 50% (footboard) - no eyewitness from their side, RW1 only marked the policy.
Award on 08.08.2031.
""")

# ---------------- C06 maintenance + DV (Family Court)
u("backlog/2030-08/IMG-20300829-WA0009.jpg", "handwritten_note_photo", K, "2030-08-29", ["C06"], ["C06-H01"], """
வழக்கு பதிவேடு — 29.08.2030 (வியாழன்)
குடும்ப நல நீதிமன்றம், திருச்சி — M.C. 58/2030 & D.V.O.P. 14/2030 சங்கீதா Vs பிரபு
எதிர்மனுதாரர் ஆஜர் — இருவரும் ஆலோசகரிடம் (counsellor) அனுப்பப்பட்டனர்.
அடுத்த வாய்தா 26.09.2030
""")
u("backlog/2030-09/Sangeetha MC 26 Sept.docx", "typed_note_docx", L, "2030-09-26", ["C06"], ["C06-H02"], """
MC 58/2030 & DVOP 14/2030 - Family Court - 26.09.2030
Counsellor's report: counselling failed, he refuses to take her back to Coimbatore.
Counter filed - Senthil Nathan: "she left the matrimonial home on her own".
Judge directed both sides to file affidavit of assets and liabilities (Rajnesh format) before next date - same as
she does in every maintenance case.
ND 07.11.2030 - interim maintenance.
""")
u("backlog/2030-11/IMG_20301107_181204.jpg", "handwritten_note_photo", L, "2030-11-07", ["C06", "C07"], ["C06-H03", "C07-H03"], """
7/11/30
(1) Irfan NDPS bail - GRANTED. Sign daily at NIB-CID 10.30 am for 4 weeks. 2 sureties Rs. 25,000 each.
    Rahamath Beevi-kitta sonnen - sureties ready.
(2) Family Court - Sangeetha: interim maintenance Rs. 10,000 p.m. to her + Rs. 5,000 p.m. to Harini from the
    date of petition. DV - protection order, he should not enter the Woraiyur house.
    ND 12.12
""")
u("backlog/2030-12/family court 12 dec.txt", "typed_note_txt", L, "2030-12-12", ["C06"], ["C06-H04"], """
12.12.2030 Family Court - Sangeetha
Prabhu paid only Rs. 15,000 so far - not the full arrears (Rs. 60,000 due for 4 months).
Judge warned him: if arrears not paid by next date, recovery warrant will issue.
PW1 Sangeetha chief affidavit filed.
ND 13.02.2031 - cross of PW1.
""")
u("backlog/2031-06/WhatsApp Chat with Sangeetha MC.txt", "whatsapp_export", "WhatsApp (Sangeetha)", "2031-06-19", ["C06"], ["C06-H04", "C06-H06"], """
11/12/2030, 20:14 - Sangeetha MC: வணக்கம் சார். நாளைக்கு கோர்ட். அவர் இதுவரை 15,000 மட்டும் தான் அனுப்பியிருக்கார். மீதி எதுவும் வரல.
11/12/2030, 20:20 - S. Meenakshisundaram: சரிம்மா. நாளைக்கு நீதிபதி கிட்ட சொல்றேன். பாங்க் statement எடுத்துட்டு வாங்க.
12/12/2030, 13:05 - S. Meenakshisundaram: பணம் கட்டலைன்னா warrant வரும்னு நீதிபதி சொல்லிட்டாங்க. அடுத்த தேதி 13.02.2031.
19/06/2031, 15:30 - Sangeetha MC: சார் இன்னைக்கு என்ன ஆச்சு?
19/06/2031, 15:42 - S. Meenakshisundaram: அவரை விசாரிச்சாச்சு. சம்பளம் 52,400 னு ஒத்துக்கிட்டார். இன்னும் 45,000 பாக்கி. அடுத்த தேதி 21.08.2031, வாதம்.
""")
u("backlog/2031-06/Prabhu RW1 19-06-2031.docx", "typed_note_docx", L, "2031-06-19", ["C06"], ["C06-H06"], """
MC 58/2030 & DVOP 14/2030 - 19.06.2031 - RW1 R. Prabhu
Chief affidavit filed. Cross by me:
- salary slip May 2031 (marked Ex.R3): gross Rs. 52,400 - admitted.
- owns a two-wheeler and a house plot at Samayapuram - admitted (not shown in his asset affidavit!).
- arrears of interim maintenance still Rs. 45,000.
ND 21.08.2031 - arguments.
""")

# ---------------- C07 NDPS bail
u("backlog/2030-10/IMG-20301021-WA0001.jpg", "handwritten_note_photo", K, "2030-10-21", ["C07"], ["C07-H01"], """
வழக்கு பதிவேடு — 21.10.2030 (திங்கள்)
போதைப் பொருள் சிறப்பு நீதிமன்றம் (NDPS), திருச்சி — Crl.M.P. 2211/2030 இர்பான் பிணை மனு
அரசு தரப்பு (சிறப்பு அரசு வழக்கறிஞர்) அறிக்கைக்கு நேரம் கேட்டனர்.
அடுத்த வாய்தா 28.10.2030
""")
u("backlog/2030-10/Irfan bail 28 oct.txt", "typed_note_txt", L, "2030-10-28", ["C07"], ["C07-H02"], """
28.10.2030 NDPS Special Court - Irfan bail (A2), Cr. No. 188/2030 NIB-CID
SPP Karthikeyan objected: Irfan has one previous case - Cr. No. 74/2028 Woraiyur PS (s. 324 IPC) - I showed it
ended in acquittal.
Argued: 1.4 kg ganja - intermediate quantity, s.37 rigour not attracted; 25 days in custody; recovery only from A1's
bag. Orders 07.11.2030.
""")
u("backlog/2030-11/Crl.M.P. 2211-2030 order 07.11.2030.pdf", "certified_order_sheet_scan", "Special Court for NDPS Act cases, Tiruchirappalli", "2030-11-07", ["C07"], ["C07-H03"], """
IN THE COURT OF THE SPECIAL JUDGE FOR NDPS ACT CASES, TIRUCHIRAPPALLI
Crl.M.P. No. 2211 of 2030 (Cr. No. 188 of 2030, NIB-CID, Tiruchirappalli)   A. Irfan .. Petitioner/A2
ORDER (07.11.2030)
The quantity is intermediate; the contraband was recovered from the first accused. The previous case ended in
acquittal. The petitioner is ordered to be released on bail on executing a bond for Rs. 25,000/- with two sureties
each for a like sum, on condition that he appears and signs before the Inspector of Police, NIB-CID,
Tiruchirappalli daily at 10.30 a.m. for four weeks. Petition allowed.                sd/- Special Judge
""")

# ---------------- C08 patta writ (Madurai Bench)
u("backlog/2030-08/WPMD 14872-2030 order 06.08.2030.pdf", "certified_order_sheet_scan", "Madras High Court, Madurai Bench", "2030-08-06", ["C08"], ["C08-H01"], """
BEFORE THE MADURAI BENCH OF MADRAS HIGH COURT
W.P.(MD) No. 14872 of 2030 and W.M.P.(MD) No. 11390 of 2030
T. Kaliyaperumal .. Petitioner  vs  The District Collector, Tiruchirappalli & 3 others .. Respondents
CORAM: THE HON'BLE MR. JUSTICE T. MUTHUKRISHNAN        DATED: 06.08.2030
Notice. Mr. S. Rajendran, Additional Government Pleader, takes notice for R1 to R3. Private notice to R4.
There shall be an interim stay of the order of the Revenue Divisional Officer, Srirangam in Na.Ka. No.
2214/2030/A2 dated 12.06.2030 for four weeks. Post on 03.09.2030.
""")
u("backlog/2030-10/IMG_20301008_190233.jpg", "handwritten_note_photo", L, "2030-10-08", ["C08"], ["C08-H03"], """
8/10 Madurai - Kaliyaperumal patta writ
AGP Rajendran again time for counter - "instructions from RDO not received". Second time.
TM J: interim stay to continue until further orders.
ND 02.12.2030
""")
u("backlog/2030-12/patta writ counter 2 Dec.docx", "typed_note_docx", L, "2030-12-02", ["C08"], ["C08-H04"], """
W.P.(MD) 14872/2030 - 02.12.2030
RDO counter filed: admits no personal hearing was given; says notice was affixed on the petitioner's door on
28.05.2030.
R4 Natarajan's counter (Sivaraman): part of S.F. 87/2B belonged to his father; 1998 partition deed.
We to file reply affidavit - affixture not proper service, petitioner was in the village.
ND 04.03.2031.
""")
u("backlog/2031-03/madurai 4 march.txt", "typed_note_txt", L, "2031-03-04", ["C08"], ["C08-H05"], """
04.03.2031 Madurai Bench - patta writ - part heard
TM J to AGP: "affixture on the door is no substitute for a personal hearing". Asked AGP to produce the original
file of the RDO (Na.Ka. 2214/2030/A2) next date.
Sivaraman wanted civil suit route - judge: "title is not decided in patta proceedings".
ND 17.06.2031.
""")
u("backlog/2031-06/20310617_165801.jpg", "handwritten_note_photo", L, "2031-06-17", ["C08"], ["C08-H06"], """
17/6 Madurai patta writ
RDO file NOT produced. AGP - "file with Collectorate". TM J: last chance, else adverse inference.
ND 12.08.2031
""")
u("backlog/2031-06/correction patta writ ND.txt", "typed_note_txt", L, "2031-06-18", ["C08"], ["C08-H06"], """
correction - patta writ (Kaliyaperumal)
Yesterday's diary la ND 12.08 nu ezhudhitten - thappu. Arun got the certified copy of the proceedings today:
correct next date is 05.08.2031 (Tuesday). Kaliyaperumal-kitta sonnen.
""")

# ---------------- junior chats
u("backlog/2030-12/WhatsApp Chat with Arun Prasath Jr.txt", "whatsapp_export", J, "2030-12-19", ["C04", "C01", "C08", "C03", "C05", "C02"],
  ["C04-H01", "C01-H02", "C08-H02", "C03-H03", "C04-H04", "C05-H04", "C02-H05"], """
13/08/2030, 11:52 - Arun Prasath Jr: Sir chit case - accused absent, BW issued. ND 10/9. Deepa madam authorisation letter keta - board resolution copy file pannunga nu sonnanga
13/08/2030, 11:55 - S. Meenakshisundaram: ok. Sekar-kitta sollu
03/09/2030, 12:40 - Arun Prasath Jr: Sir patta writ mention aachu. AGP Rajendran instructions varala nu time ketaaru. Stay extended. ND 8/10
18/09/2030, 12:10 - Arun Prasath Jr: Sir Srirangam lodge case - counter file pannala. Jeyakumar sir "settlement talks nadakkudhu" nu time ketaaru. ND 16/10
18/09/2030, 12:11 - S. Meenakshisundaram: what talks? 🙄 ok
04/11/2030, 13:30 - Arun Prasath Jr: Sir Lalgudi - commissioner report varala. Vayal full-a thanni, samba nadavu, measure panna mudiyala nu commissioner memo potaaru. ND 20/1
12/11/2030, 12:45 - Arun Prasath Jr: Sir chit case CW1 chief affidavit file pannitom. Mohan Raj sir cross-ku time ketaaru. ND 10/12
13/12/2030, 16:02 - Arun Prasath Jr: Sir MACT - Dr. S. Balaji PW2 - 40% disability sonnaaru. Revathi madam Medical Board reference petition pottanga, allowed. MGMGH Medical Board. ND 21/2
19/12/2030, 12:20 - Arun Prasath Jr: Sir Vinayaga IA 611 allowed - summons to BHEL Dy Manager (Contracts) with payment records. ND 6/2
19/12/2030, 12:22 - S. Meenakshisundaram: 👍 batta pay pannu
""")
u("backlog/2031-03/WhatsApp Chat with Arun Prasath Jr (2).txt", "whatsapp_export", J, "2031-03-11", ["C01", "C06", "C04"], ["C01-H06", "C06-H05", "C04-H07"], """
12/02/2031, 13:15 - Arun Prasath Jr: Sir Srirangam - PW1 Rengarajan cross over. Jeyakumar sir sub-letting pathi onnum kekkala. ND 19/3 RW1
13/02/2031, 17:40 - Arun Prasath Jr: Sir Family court - Sangeetha PW1 cross by Senthil Nathan sir, 2 hrs. Avanga strong-a irundhanga. ND 19/6
13/02/2031, 17:41 - S. Meenakshisundaram: good
11/03/2031, 14:05 - Arun Prasath Jr: Sir chit case - DW1 Murugesan "cash-a Rs. 2,10,000 kattinen" nu sonnaaru, receipt illa. Cross mudinjathu. ND 13/5 args
""")

# ---------------- planning
u("backlog/2031-07/JM II cause list 31.07.2031.pdf", "cause_list_pdf", "Judicial Magistrate No. II, Tiruchirappalli", "2031-07-30", ["C04"], [], """
JUDICIAL MAGISTRATE NO. II, TIRUCHIRAPPALLI - CAUSE LIST FOR 31.07.2031 (THURSDAY)
Sl.  Case No.            Parties                                              Stage
1    S.T.C. 904/2029     Karur Textiles Finance vs K. Baskar                  Judgment
2    C.C. 311/2030       State rep. by SI Cantonment PS vs Ravi @ Ravikumar   Charges
3    S.T.C. 1187/2030    Sri Kamatchi Chits (Trichy) Pvt. Ltd. vs P. Murugesan Defence arguments
4    S.T.C. 66/2031      Vel Motors vs S. Anandhi                              Appearance
5    M.C. 14/2031        Valarmathi vs Saravanan                               Enquiry
""")
u("backlog/2031-07/week plan 28 July - 8 Aug.docx", "typed_note_docx", L, "2031-07-26", ["C02", "C03", "C04", "C05", "C08"], [], """
WEEK PLAN 28.07 - 08.08.2031
Thu 31/7  JM-II - Kamatchi chits - defence args. Keep 3 rulings on s.139 presumption + board resolution copy.
Thu 31/7  Sub Court - Vinayaga - defendant's args (final, no further time). Keep Ex.A9 (RA bill 9) and PW2's
          BHEL payment statement ready for reply. Arun to go to JM-II first, I will come after Sub Court.
Mon 4/8   Lalgudi - partition orders. Pay balance commissioner fee Rs. 5,000 BEFORE - Selvam to bring cash.
Tue 5/8   Madurai - patta writ (not 12/8). Book bus Monday night.
Fri 8/8   MACT - Jothimani award.
Pending: Srirangam rent orders 20/8; Family court args 21/8 - arrears statement.
""")
