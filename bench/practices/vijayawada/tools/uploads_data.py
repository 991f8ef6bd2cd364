"""The uploads of the Vijayawada practice: what Adv. Hima Bindu, her junior Sai Charan and the gumasta Nageswara Rao kept."""

L, J, K = "Ravuri Hima Bindu", "Boddu Sai Charan", "Gummadi Nageswara Rao (gumasta)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2026-02/Award 3-2026 Paidurupadu SDC LA.pdf", "document_scan", "Special Deputy Collector (LA), CRDA Unit-II, Vijayawada", "2026-02-27", ["C01"], [], """
PROCEEDINGS OF THE SPECIAL DEPUTY COLLECTOR (LAND ACQUISITION), CRDA UNIT-II, VIJAYAWADA
Present: Sri G. Anjaneyulu, Special Deputy Collector (LA)
Award No. 3/2026                                                        Dated: 27.02.2026
Sub: RFCTLARR Act, 2013 - Acquisition of land in Paidurupadu village, Vijayawada Rural Mandal, NTR District, for
formation of the capital region link road (Seed Access Road extension) - lands of pattadars who did not opt for
land pooling under the APCRDA Act, 2014 - Award passed u/s 23.
Pattadar: Mandava Venkateswara Rao s/o late Subbaiah.  Sy. No. 184/2, extent Ac. 1.20 cents, wet (Krishna
Eastern Delta canal ayacut).
Market value fixed u/s 26 at Rs. 38,00,000 per acre on the basis of the average of sale statistics of the preceding
three years (basic value register rate being lower).     Market value of Ac. 1.20 cts.   Rs. 45,60,000
Solatium 100% u/s 30(1)                                                         Rs. 45,60,000
Additional market value @ 12% p.a. u/s 30(3)                                     Rs.  5,47,200
TOTAL COMPENSATION                                                               Rs. 96,67,200
                                                       sd/- Special Deputy Collector (LA), CRDA Unit-II
""")
u("backlog/2026-08/GO Rt 1412 attachment Lakshmi Venkateswara chits.pdf", "document_scan", "Home (Legal) Department, Government of Andhra Pradesh", "2026-08-18", ["C02"], [], """
GOVERNMENT OF ANDHRA PRADESH - ABSTRACT
APPDFE Act, 1999 - Sri Lakshmi Venkateswara Chit Funds Pvt. Ltd., Krishnalanka, Vijayawada - default in repayment
to subscribers and depositors - interim attachment of properties u/s 3 - Orders - Issued.
HOME (LEGAL) DEPARTMENT
G.O.Rt. No. 1412                                                         Dated: 18.08.2026
ORDER: Whereas the Crime Investigation Department reported that the above financial establishment and its directors
Sri Chilakapati Lakshmi Narasimham (A1) and Smt. Chilakapati Vani (A2) collected deposits and chit subscriptions and
failed to return them ... the following properties are attached: (1) Flat Nos. 201, 302, 405, 'Sri Sai Residency',
Gunadala; (2) Ac. 2.50 cents in Sy. No. 77/1, Kankipadu. The Revenue Divisional Officer, Vijayawada is appointed
Competent Authority.                              (BY ORDER AND IN THE NAME OF THE GOVERNOR OF ANDHRA PRADESH)
""")
u("backlog/2026-07/WhatsApp Image 2026-07-06 at 10.12.44.jpeg", "document_photo", "Swarnadhara Gold Finance Pvt. Ltd.", "2026-07-04", ["C03"], [], """
SWARNADHARA GOLD FINANCE PVT. LTD.   Branch: Governorpet, Vijayawada
AUCTION NOTICE (By RPAD)                                              Date: 04.07.2026
To: Sri Kondapalli Rambabu, D.No. 11-23-7, Kothapet, Vijayawada
Gold loan A/c GL/GVP/2291, pledge ticket No. 55817 dated 10.11.2024, loan Rs. 6,20,000 on ornaments of gross weight
142.6 grams. Principal and interest overdue. Unless paid within 14 days the ornaments will be sold in public auction
on 28.07.2026 at the branch and the shortfall, if any, recovered from you.        Branch Manager
[RPAD cover returned - postal endorsement: 'not claimed, returned to sender' 15.07.2026]
""")
u("backlog/2026-09/return memo Prakash Union Bank.pdf", "document_scan", "Union Bank of India, Ibrahimpatnam", "2026-09-09", ["C04"], [], """
UNION BANK OF INDIA   Ibrahimpatnam Branch, NTR Dist.
CHEQUE RETURN MEMO                                                 Date: 09/09/2026
Cheque No. 712094 dt. 05/09/2026 for Rs. 7,40,000/- drawn by Tatineni Prakash (Sri Sai Constructions) on
A/c No. 1107xxxxxxxx, presented through Canara Bank, Governorpet by Sri Durga Cements & Steels.
Returned for the reason: 01 - FUNDS INSUFFICIENT
                                                            Authorised Signatory
""")
u("backlog/2026-08/GGH wound certificate Khaja.pdf", "document_scan", "Government General Hospital, Vijayawada", "2026-08-05", ["C06"], [], """
GOVERNMENT GENERAL HOSPITAL, VIJAYAWADA - DEPARTMENT OF ORTHOPAEDICS
WOUND CERTIFICATE (MLC No. 4418/2026)
Name: Shaik Khaja Mohiddin, Male, 34 yrs, s/o Shaik Jani, Ajit Singh Nagar, Vijayawada.
Brought on 03.08.2026 at 7.40 PM by 108 ambulance with history of road traffic accident (auto-rickshaw hit by RTC bus
at Ramavarappadu ring). Injuries: 1. Closed fracture of both bones of left leg (tibia and fibula) - GRIEVOUS.
2. Abrasion over left forearm - simple. ORIF done on 05.08.2026.     Civil Assistant Surgeon, Orthopaedics
""")
u("backlog/2027-02/FIR 88-2027 Patamata PS.pdf", "document_scan", "Patamata Police Station, Vijayawada", "2027-02-03", ["C07"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)
Dist: NTR Police Commissionerate   P.S.: Patamata   FIR No. 88/2027   Date: 03.02.2027
Sections: 85 BNS; 3 and 4 Dowry Prohibition Act, 1961
Complainant: Vemuri Lavanya w/o Vemuri Kiran Kumar, aged 27, now at her parents' house, Tadigadapa.
Accused: A1 Vemuri Kiran Kumar (husband), A2 Vemuri Nageswaramma (mother-in-law), A3 Vemuri Ramakrishna (father-in-law).
Facts: Marriage on 14.05.2025; Rs. 10,00,000 and 15 sovereigns gold given at the time of marriage; accused demanded
additional dowry of Rs. 5,00,000 for a car and harassed the complainant; sent out of the house on 12.01.2027.
                                                     Sub-Inspector of Police, Patamata PS
""")
u("backlog/2026-06/Discharge summary Padmavathi Sai Sravya.pdf", "document_scan", "Sai Sravya Multi Speciality Hospital, Gurunanak Colony", "2026-06-19", ["C08"], [], """
SAI SRAVYA MULTI SPECIALITY HOSPITAL, Gurunanak Colony, Vijayawada
DISCHARGE SUMMARY     IP No. 26/3381
Patient: Nallamothu Padmavathi, 44 F.  DOA 10.06.2026  DOS 11.06.2026  DOD 19.06.2026
Diagnosis: Fibroid uterus with menorrhagia. Procedure: Total abdominal hysterectomy (Dr. Sravya Reddy, MS OBG).
Post-op: fever and flank pain from POD 2; USG 15.06.2026 - left hydronephrosis; referred to urologist.
Condition at discharge: stable. Advice: review with urologist.
""")
u("backlog/2026-09/OS Pothuri plaint filed copy.pdf", "document_scan", L, "2026-09-14", ["C05"], [], """
IN THE COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE, VIJAYAWADA
O.S. No. ____ of 2026
Pothuri Satyanarayana s/o late Pothuri Ramaiah, aged 58, Labbipet, Vijayawada        ... Plaintiff
vs 1. Pothuri Venkata Subba Rao  2. Pothuri Srinivasa Rao  3. Pothuri Sridhar              ... Defendants
PLAINT U/O VII RULE 1 CPC FOR PARTITION AND SEPARATE POSSESSION
1. The plaintiff and the defendants are the sons of late Pothuri Ramaiah, who died intestate on 02.03.2019.
2. The plaint schedule property, a ground plus three floors commercial building known as 'Pothuri Towers', D.No.
40-1-52, M.G. Road, near Benz Circle, Vijayawada, was built by the father in 1998-2004 from his business income.
3. The 2nd defendant collects the rents of all the shops and has not rendered accounts since 2019.
The plaintiff prays for partition of the schedule property into 4 equal shares, allotment of one share, and
accounts of the rents. Valuation for court fee u/s 34(2) APCF&SV Act.         Plaintiff        Counsel for Plaintiff
""")
u("backlog/2027-03/OS 318 WS Rambabu.pdf", "document_scan", "K. Mohan Krishna, counsel for defendant", "2027-03-17", ["C03"], [], """
IN THE COURT OF THE IV ADDITIONAL JUNIOR CIVIL JUDGE, VIJAYAWADA     O.S. No. 318 of 2026
Swarnadhara Gold Finance Pvt. Ltd. vs Kondapalli Rambabu
WRITTEN STATEMENT FILED BY THE DEFENDANT
2. The defendant never received any auction notice; the auction on 28.07.2026 was held behind his back.
3. The ornaments weighed 142.6 grams of 22 carat gold and were worth not less than Rs. 8,50,000 on the date of the
auction; the plaintiff sold them for Rs. 4,48,200 to its own people. Nothing is due; the suit be dismissed with costs.
""")
u("backlog/2027-06/WhatsApp Image 2027-06-18 at 18.02.11.jpeg", "document_photo", "Advocate Commissioner, O.S. 142/2026", "2027-06-18", ["C05"], [], """
RECEIPT                                                       Date: 18.06.2027
Received from Sri Pothuri Satyanarayana, plaintiff in O.S. No. 142 of 2026 on the file of the Principal Senior
Civil Judge, Vijayawada, a sum of Rs. 15,000/- (Rupees fifteen thousand only) towards the advocate commissioner's
fee as ordered in I.A. No. 318 of 2027.                   sd/- Ch. Ramalakshmi, Advocate-Commissioner
""")
u("backlog/2027-07/Advocate Commissioner report Pothuri Towers.pdf", "document_scan", "Advocate Commissioner, O.S. 142/2026", "2027-07-20", ["C05"], [], """
REPORT OF THE ADVOCATE COMMISSIONER - O.S. No. 142 of 2026, Principal Senior Civil Judge, Vijayawada
I visited the schedule property 'Pothuri Towers', near Benz Circle, on 08.07.2027 at 11 AM in the presence of the
plaintiff, D1 and counsel for D2 and D3. The building is ground plus three floors, plinth area about 4,200 sq. ft.
per floor. Ground floor: 5 shops; first floor: 4 shops; second and third floors: 2 office spaces (one occupied by
D2's own firm 'Srinivasa Agencies'). In all 11 tenancies. Total rent as per tenants' statements Rs. 3,85,000 per
month, collected by D2. D2's counsel objected to measuring the 2nd and 3rd floors, claiming them as D2's.
                                                        sd/- Ch. Ramalakshmi, Advocate-Commissioner
""")
u("backlog/2027-08/RDO valuation report attached properties.pdf", "document_scan", "Revenue Divisional Officer, Vijayawada (Competent Authority)", "2027-08-30", ["C02"], [], """
OFFICE OF THE REVENUE DIVISIONAL OFFICER & COMPETENT AUTHORITY UNDER THE APPDFE ACT, VIJAYAWADA
Rc. No. 2214/2027/B                                                   Dt. 30.08.2027
Valuation of the properties attached in G.O.Rt. No. 1412 (Sri Lakshmi Venkateswara Chit Funds Pvt. Ltd.):
Flats 201, 302, 405, Sri Sai Residency, Gunadala - Rs. 1,46,00,000; Ac. 2.50 cts, Sy. No. 77/1, Kankipadu -
Rs. 1,66,00,000. Total market value Rs. 3,12,00,000.                      Revenue Divisional Officer
""")
u("backlog/2027-10/Medical Board opinion CC 88-2026.pdf", "document_scan", "Medical Board, Government General Hospital, Vijayawada", "2027-10-14", ["C08"], [], """
GOVERNMENT GENERAL HOSPITAL / SIDDHARTHA MEDICAL COLLEGE, VIJAYAWADA - MEDICAL BOARD
Ref: District Consumer Commission, NTR District, C.C. No. 88 of 2026 (order dated 01.07.2027)
Opinion: On perusal of the case sheet of Smt. N. Padmavathi: ureter injury during total abdominal hysterectomy is a
recognised complication; however the post-operative fever, flank pain and hydronephrosis from POD 2 were not acted
upon, and the ureter injury was not noticed for 4 days (diagnosed only on 15.06.2026). Timely urology referral was
expected. Board: Prof. (OBG), Prof. (Urology), Prof. (Gen. Surgery).
""")

# ---------------- C01 Mandava LA reference
u("backlog/2026-12/IMG_20261208_173512.jpg", "handwritten_note_photo", L, "2026-12-08", ["C01"], ["C01-H01"], """
08/12 Tue  PDJ court
Mandava garu - LAOP 112/26 - first date.
GP Prasada Rao garu appeared for LAO, notice accepted. Counter ki time.
Tarvata date 19.01.2027.
Rao garu ki cheppali - sale deeds (Paidurupadu, Gollapudi) certified copies teesukuraavali. Pass book xerox.
""")
u("backlog/2027-01/IMG-20270119-WA0004.jpg", "handwritten_note_photo", K, "2027-01-19", ["C01"], ["C01-H02"], """
19 జనవరి 2027 మంగళవారం
మండవ వెంకటేశ్వరరావు గారు - LAOP 112/2026 - ప్రిన్సిపల్ జిల్లా జడ్జి గారి కోర్టు
GP గారు LAO రికార్డులు ఇంకా రాలేదని టైం అడిగారు. కౌంటర్ దాఖలు కాలేదు.
వాయిదా 23 ఫిబ్రవరి 2027 - కౌంటర్ కోసం.
""")
u("backlog/2027-02/LAOP 112-2026 docket 23.02.2027.pdf", "certified_order_sheet_scan", "Principal District Judge, Vijayawada", "2027-02-25", ["C01"], ["C01-H03"], """
IN THE COURT OF THE PRINCIPAL DISTRICT JUDGE, VIJAYAWADA
L.A.O.P. No. 112 of 2026
Mandava Venkateswara Rao ... Claimant   vs   Special Deputy Collector (LA), CRDA Unit-II ... Respondent
Docket order
23.02.2027   Claimant present. Counsel for claimant present. GP for respondent present.
Counter filed on behalf of the respondent. Copy served. Post for enquiry on 30.03.2027.
                                                                  PRINCIPAL DISTRICT JUDGE
""")
u("backlog/2027-03/mandava enquiry 30-3.txt", "typed_note_txt", L, "2027-03-30", ["C01"], ["C01-H04"], """
30.03.2027 - LAOP 112/2026 - Mandava garu - enquiry
PW1 Mandava Venkateswara Rao chief affidavit filed. Ex. A1 to A6 marked: A1 award copy, A2 pattadar passbook,
A3-A6 certified copies of sale deeds of 2024-25 (Paidurupadu and Gollapudi) - Rs. 95 lakh to Rs. 1.18 crore per acre.
GP not ready for cross - asked time. PDJ garu cheppaaru: "certified copies are fine for marking, but the sale deeds
must be proved through the Sub-Registrar's office record, summon the record assistant." Ok.
Tarvata date 15.06.2027 (summer vacation madhyalo). Cross of PW1 + summons to SRO Gunadala.
""")
u("backlog/2027-06/PXL_20270615_114020.jpg", "handwritten_note_photo", L, "2027-06-15", ["C01"], ["C01-H05"], """
15/6  PDJ - Mandava LAOP
PW1 cross by GP - 40 mins.
GP: land is metta (dry), no irrigation?  Rao garu: "Krishna canal neeru vastundi, two crops - vari (paddy), tarvata minumulu".
GP: why not joined pooling?  Rao garu cheppaaru - "pooling lo icchina plot Zone 9 lo undi, chaala dooram, ooriki dooram" - refused.
Judge garu again: sale deeds SRO record tho prove cheyyali - summons to Sub-Registrar Gunadala record assistant.
ND 10.08.2027
""")
u("backlog/2027-08/LAOP 112 PW2 10.08.2027.docx", "typed_note_docx", L, "2027-08-10", ["C01"], ["C01-H06"], """
L.A.O.P. 112 of 2026 - Mandava Venkateswara Rao - 10.08.2027
PW2 Sri Bhimavarapu Kishore, record assistant, Sub-Registrar Office, Gunadala, examined. Brought volumes;
Ex. A7 to A9 marked (doc. nos. 4471/2025 - Rs. 1,10,00,000 per acre; 5120/2025; 611/2026). GP cross: he cannot say
whether the sale deeds were for house sites. Court fixed RW1 next.
Next date 16.11.2027 - RW (LAO side).
""")
u("backlog/2027-11/16.11 mandava RW1.txt", "typed_note_txt", L, "2027-11-16", ["C01"], ["C01-H07"], """
16.11.2027 PDJ - Mandava LAOP 112/26
RW1 Sri Koneru Prabhakar, Deputy Tahsildar (LA), CRDA examined for the LAO. Our cross: admitted the award did not
consider the sale deeds in Sy. No. 180 series (Ex. A7-A9), and that the land is under the Krishna Eastern Delta canal.
Post for arguments. ND 08.12.2027. Written arguments ready cheyyali, judgment copies (Supreme Court on sale statistics).
""")
u("backlog/2027-11/correction mandava ND.txt", "typed_note_txt", L, "2027-11-17", ["C01"], [], """
17/11 - CORRECTION
Mandava LAOP (PDJ): ninna note lo ND 08.12 ani raasanu - tappu, adi Swarnadhara (IV AJCJ) date.
Sari ayina tarvata date 06.12.2027 (Monday) - arguments. Nageswara Rao bench clerk daggara confirm chesaadu.
""")

# ---------------- C02 chit depositors
u("backlog/2026-12/Chit depositors - Spl Court 10.12.2026.docx", "typed_note_docx", L, "2026-12-10", ["C02"], ["C02-H01"], """
Crl.M.P. No. 84 of 2026 in Spl. C.C. No. 7 of 2026 - Special Court (APPDFE Act), Vijayawada
Krishnalanka Chit Depositors' Welfare Association vs State rep. by CID & Sri Lakshmi Venkateswara Chit Funds
10.12.2026: petition admitted; notice to the CID (Spl. PP) and to A1, A2. Special Judge madam: "give the depositors'
list with amounts". Rama Devi garu to collect receipts and chit passbooks from all members.
Next 21.01.2027 - counter.
""")
u("backlog/2027-01/Crl.MP 84-2026 order 21.01.2027.pdf", "certified_order_sheet_scan", "Special Court under APPDFE Act, Vijayawada", "2027-01-23", ["C02"], ["C02-H02"], """
IN THE COURT OF THE SPECIAL JUDGE FOR TRIAL OF OFFENCES UNDER THE A.P.P.D.F.E. ACT, VIJAYAWADA
Crl.M.P. No. 84 of 2026 in Spl. C.C. No. 7 of 2026
21.01.2027   Petitioner association represented by counsel. Spl. PP for CID present. Counsel for A1 and A2 present.
Counter filed by the CID stating that 3 flats at Gunadala and Ac. 2.50 cents at Kankipadu stand attached under
G.O.Rt. No. 1412 dated 18.08.2026. A2 has filed Crl.M.P. No. 112 of 2027 to lift the attachment of the Kankipadu land
claiming it as her stridhana. Notice. Call on 04.03.2027.                           SPECIAL JUDGE
""")
u("backlog/2027-03/IMG_20270304_161210.jpg", "handwritten_note_photo", L, "2027-03-04", ["C02"], ["C02-H03"], """
4/3 Spl Court (APPDFE) - chit depositors
Madam: depositors' list with amounts on affidavit ga file cheyyandi - 212 depositors. Excel + affidavit.
A2 petition (lift attachment) - our counter filed.
Vaayida 22.04.2027.  Rama Devi garu ki call - list by 15 April.
""")
u("backlog/2027-07/WhatsApp Chat with Rama Devi Depositors Assn.txt", "whatsapp_export", "Yalamanchili Rama Devi (client)", "2027-07-09", ["C02"], ["C02-H04", "C02-H05"], """
22/04/27, 13:05 - Rama Devi Depositors: Madam affidavit file ayyinda? total entha ani raasaaru
22/04/27, 13:20 - Hima Bindu Adv: Filed. 212 depositors, total claim Rs. 6,84,50,000. Accused side Satyanarayana garu adjournment adigaru - senior counsel High Court lo busy ani. Next 08.07.2027
22/04/27, 13:21 - Rama Devi Depositors: malli vaayida aa 😔 members adugutunnaru
08/07/27, 16:40 - Hima Bindu Adv: Good news. A2 petition to lift attachment dismissed. RDO ki valuation order chesaaru. Next 09.09.2027
08/07/27, 16:42 - Rama Devi Depositors: 🙏🙏 thank you madam. members ki cheptanu
""")
u("backlog/2027-07/Spl CC 7-2026 Crl MP 112 order dt 08-07-2027.pdf", "certified_order_sheet_scan", "Special Court under APPDFE Act, Vijayawada", "2027-07-12", ["C02"], ["C02-H05"], """
IN THE COURT OF THE SPECIAL JUDGE FOR TRIAL OF OFFENCES UNDER THE A.P.P.D.F.E. ACT, VIJAYAWADA
Crl.M.P. No. 112 of 2027 and Crl.M.P. No. 84 of 2026 in Spl. C.C. No. 7 of 2026
08.07.2027   Heard. The land at Kankipadu was purchased in 2021 out of the funds of the establishment, as seen from the
CID's bank statement; the claim of stridhana is not proved. Crl.M.P. No. 112 of 2027 is dismissed. The Competent
Authority (RDO, Vijayawada) shall value the attached properties and report. Adjourned to 09.09.2027.   SPECIAL JUDGE
""")
u("backlog/2027-09/IMG-20270909-WA0011.jpg", "handwritten_note_photo", K, "2027-09-09", ["C02"], ["C02-H06"], """
9 సెప్టెంబర్ 2027 గురువారం
చిట్ డిపాజిటర్ల కేసు - Crl.M.P. 84/2026 - స్పెషల్ కోర్టు (APPDFE)
RDO గారి విలువ నివేదిక వచ్చింది - రూ. 3,12,00,000.
మేడం గారు వేలం (auction) ప్రతిపాదన చెప్పారు. ముద్దాయిల తరఫు సత్యనారాయణ గారు జవాబుకు టైం అడిగారు.
వాయిదా 9 డిసెంబర్ 2027 - interim distribution వాదనలు.
""")

# ---------------- C03 Swarnadhara gold loan suit
u("backlog/2027-01/IMG-20270106-WA0002.jpg", "handwritten_note_photo", K, "2027-01-06", ["C03"], ["C03-H01"], """
6 జనవరి 2027 బుధవారం
స్వర్ణధార గోల్డ్ ఫైనాన్స్ vs కొండపల్లి రాంబాబు - O.S. 318/2026 - IV అదనపు జూనియర్ సివిల్ జడ్జి
ప్రతివాది తరఫు మోహన కృష్ణ గారు వకాలత్ వేశారు. వ్రాతపూర్వక వాదన (WS) కు టైం.
వాయిదా 10 ఫిబ్రవరి 2027.
""")
u("backlog/2027-04/OS 318-2026 issues 21.04.2027.docx", "typed_note_docx", L, "2027-04-21", ["C03"], ["C03-H04"], """
O.S. 318 of 2026 - Swarnadhara Gold Finance vs Kondapalli Rambabu - IV AJCJ - 21.04.2027
Issues settled:
1. Whether the plaintiff sold the pledged ornaments after due notice to the defendant?
2. Whether the defendant is liable to pay Rs. 2,86,400 with interest @ 18% p.a.?
3. To what relief?
PW1 Gorantla Suresh (branch manager) chief affidavit filed today. Original pledge ticket No. 55817 - judge garu
asked to produce the original at the time of cross. Next 16.06.2027 (after summer vacation).
""")
u("backlog/2027-06/swarnadhara PW1 cross 16.6.txt", "typed_note_txt", L, "2027-06-16", ["C03"], ["C03-H05"], """
16.06.2027 - Swarnadhara vs Rambabu - PW1 cross
Mohan Krishna cross chesaaru PW1 Gorantla Suresh ni ~1 hr. Ex. A1 pledge ticket (original), A2 loan application,
A3 auction notice copy + RPAD cover (not claimed), A4 auction sale register, A5 statement of account - marked.
PW1 said auction fetched Rs. 4,48,200; shortfall with interest Rs. 2,86,400. Denied that the gold was sold to
staff relatives. Call on tarvata defendant side ki evidence. ND 18.08.2027.
""")
u("backlog/2027-08/O.S.318 of 2026 docket 18.08.2027.pdf", "certified_order_sheet_scan", "IV Additional Junior Civil Judge, Vijayawada", "2027-08-20", ["C03"], ["C03-H06"], """
IN THE COURT OF THE IV ADDITIONAL JUNIOR CIVIL JUDGE, VIJAYAWADA
O.S. No. 318 of 2026
18.08.2027   Call on.
             Plaintiff represented. Defendant absent. Counsel for defendant represents that the defendant is unwell and
             files a medical certificate. DW1 not present. Last chance. Adjourned to 20.10.2027 for DW1.
                                                          IV ADDITIONAL JUNIOR CIVIL JUDGE
""")

# ---------------- C04 Durga Cements cheque case
u("backlog/2026-12/20261214_160455.jpg", "handwritten_note_photo", L, "2026-12-14", ["C04", "C06"], ["C04-H01"], """
14/12 Mon - II MM court
Ramana garu cheque case (Durga Cements v. Prakash) - sworn statement of Ramana garu recorded, cognizance taken,
summons to accused. Next 25.01.2027.
-----
Khaja (auto) phone chesaadu - RTC vallu bus number ivvatam ledu ani. MVOP 611 filed on 25/11, notice date inka
raaledu. Disability certificate kosam GGH medical board ki application pettali - tell Sai.
""")
u("backlog/2027-01/IMG-20270125-WA0006.jpg", "handwritten_note_photo", K, "2027-01-25", ["C04"], ["C04-H02"], """
25 జనవరి 2027 సోమవారం
దుర్గా సిమెంట్స్ vs తాతినేని ప్రకాష్ - C.C. 2456/2026 - II మెట్రోపాలిటన్ మేజిస్ట్రేట్
ముద్దాయి హాజరు కాలేదు. సమన్లు అందినా రాలేదు - మేజిస్ట్రేట్ గారు NBW ఇచ్చారు.
వాయిదా 1 మార్చి 2027.
""")
u("backlog/2027-04/CC 2456 plea 05.04.2027.docx", "typed_note_docx", L, "2027-04-05", ["C04"], ["C04-H04"], """
C.C. 2456/2026 - II MM - 05.04.2027
Substance of accusation read over; accused Prakash pleaded not guilty. Defence (Khader): cheque given as security for
cement supply to the Ibrahimpatnam apartment site, bills inflated.
We filed petition u/s 143A NI Act for interim compensation (20% of Rs. 7,40,000). Counter by Khader next date.
Next 10.05.2027 - 143A hearing + CW1 chief.
""")
u("backlog/2027-05/CC 2456-2026 143A order 10.05.2027.pdf", "certified_order_sheet_scan", "II Metropolitan Magistrate, Vijayawada", "2027-05-13", ["C04"], ["C04-H05"], """
IN THE COURT OF THE II METROPOLITAN MAGISTRATE, VIJAYAWADA
C.C. No. 2456 of 2026   Crl.M.P. No. 1190 of 2027
10.05.2027   Complainant present. Accused present. Heard both. The accused does not dispute his signature on the
cheque. Petition u/s 143A NI Act allowed: the accused shall pay interim compensation of Rs. 1,48,000 (20% of the
cheque amount) to the complainant within 60 days. CW1 chief affidavit filed. Adjourned to 12.07.2027 for cross.
                                                          II METROPOLITAN MAGISTRATE
""")
u("backlog/2027-10/CC 2456 docket 18.10.2027.pdf", "certified_order_sheet_scan", "II Metropolitan Magistrate, Vijayawada", "2027-10-20", ["C04"], ["C04-H08"], """
IN THE COURT OF THE II METROPOLITAN MAGISTRATE, VIJAYAWADA    C.C. No. 2456 of 2026
18.10.2027   Complainant present. Accused present. CW2 Sri P. Raghavendra, Branch Manager, Canara Bank, Governorpet,
examined; cross-examined by the counsel for the accused. Complainant side evidence closed. For examination of the
accused u/s 351 BNSS. Adjourned to 06.12.2027.                      II METROPOLITAN MAGISTRATE
""")

# ---------------- C05 Pothuri partition
u("backlog/2026-12/IMG-20261216-WA0009.jpg", "handwritten_note_photo", K, "2026-12-16", ["C05"], ["C05-H01"], """
16 డిసెంబర్ 2026 బుధవారం
పోతూరి సత్యనారాయణ గారు vs వెంకట సుబ్బారావు మరియు ఇద్దరు - O.S. 142/2026 - ప్రిన్సిపల్ సీనియర్ సివిల్ జడ్జి
1, 2, 3 ప్రతివాదులు హాజరు. 2, 3 ప్రతివాదుల తరఫు వేణుగోపాల్ గారు. WS కు టైం.
వాయిదా 3 ఫిబ్రవరి 2027.
""")
u("backlog/2027-02/pothuri WS points 3.2.txt", "typed_note_txt", L, "2027-02-03", ["C05"], ["C05-H02"], """
3/2 - Pothuri partition - WS of D2 & D3 filed (Venu Gopal)
Their case: ground + 1st floor father's, but 2nd and 3rd floors built by D2 Srinu from his own business (Srinivasa
Agencies) in 2003-04 - self-acquired, not partible. Also D2 says he spent Rs. 22 lakh on repairs.
D1 Subba Rao garu - memo supporting plaintiff, wants 1/4 each.
Reply: father's IT returns 2002-2005 show construction loan from Andhra Bank. Next 10.03.2027.
""")
u("backlog/2027-03/IMG_20270310_125830.jpg", "handwritten_note_photo", L, "2027-03-10", ["C05"], ["C05-H03"], """
10/3 Principal SCJ - Pothuri
Madam - "brothers, family property - try mediation first". Referred to mediation centre, court complex.
Mediation 1st sitting 24/3. ND 28.04.2027.
Satyanarayana garu ok, but Srinu won't give 2nd floor anta.
""")
u("backlog/2027-04/OS 142 of 2026 issues 28.04.2027.docx", "typed_note_docx", L, "2027-04-28", ["C05"], ["C05-H04"], """
O.S. No. 142 of 2026 - Pothuri Satyanarayana vs Pothuri Venkata Subba Rao & 2 others - 28.04.2027
Mediation failed (mediator's report: D2 not agreeable to include the 2nd and 3rd floors).
5 issues framed:
1. Whether the 2nd and 3rd floors of the schedule building are the self-acquisitions of D2?
2. Whether the plaintiff is entitled to partition into 4 equal shares?
3. Whether D2 is liable to render accounts of rents from 2019?
4. Whether the suit is bad for non-joinder of the tenants?
5. To what relief?
Next 09.06.2027 - our I.A. for advocate commissioner.
""")
u("backlog/2027-06/OS 142-2026 IA 318 order 09.06.2027.pdf", "certified_order_sheet_scan", "Principal Senior Civil Judge, Vijayawada", "2027-06-11", ["C05"], ["C05-H05"], """
IN THE COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE, VIJAYAWADA
I.A. No. 318 of 2027 in O.S. No. 142 of 2026
09.06.2027   Petitioner/plaintiff present. Counter filed by R2 and R3. Heard. To note the physical features of the
building, the number of shops and the tenants and the rents, an Advocate-Commissioner is necessary. Smt. Ch.
Ramalakshmi, Advocate, is appointed. Fee Rs. 15,000 payable by the petitioner. Report by 20.07.2027.
Adjourned to 28.07.2027.                                        PRINCIPAL SENIOR CIVIL JUDGE
""")
u("backlog/2027-07/IMG_20270728_150102.jpg", "handwritten_note_photo", L, "2027-07-28", ["C05"], ["C05-H06"], """
28/7 Pothuri - AC report filed.
11 shops / tenancies, rent 3,85,000 per month - all to Srinu (D2). 
Venu Gopal objections to report - 2nd/3rd floor measure cheyyakoodadu anta.
Madam - objections on record; trial. PW1 chief affidavit next.
ND 15.09.2027
""")
u("backlog/2027-09/IMG-20270915-WA0003.jpg", "handwritten_note_photo", K, "2027-09-15", ["C05"], ["C05-H07"], """
15 సెప్టెంబర్ 2027 బుధవారం
పోతూరి పార్టిషన్ - O.S. 142/2026 - ప్రిన్సిపల్ సీనియర్ సివిల్ జడ్జి
PW1 సత్యనారాయణ గారి chief affidavit దాఖలు. క్రాస్ జరగలేదు - ప్రతివాదుల న్యాయవాది వేణుగోపాల్ గారు హైకోర్టులో బిజీ.
మేడం గారు రూ. 1,000 ఖర్చులు (costs) విధించారు.
వాయిదా 10 నవంబర్ 2027.
""")
u("backlog/2027-11/Pothuri PW1 cross 10-11-2027.docx", "typed_note_docx", L, "2027-11-10", ["C05"], ["C05-H08"], """
O.S. 142/2026 - Pothuri - 10.11.2027 - PW1 cross by Venu Gopal (2 hrs)
- Admitted D2 had a separate business (Srinivasa Agencies) from 2001.
- Denied that D2 paid for the 2nd and 3rd floors; said father took loan from Andhra Bank, Benz Circle branch.
- Admitted he himself is a government teacher (retd.) and did not contribute to construction.
Costs of Rs. 1,000 paid by D2's counsel today. Venu Gopal garu malli High Court matter undi ani PW2 ki long date adigaaru -
judge garu 15.12.2027 icchaaru. PW2 = D1 Subba Rao garu.
""")

# ---------------- C06 Khaja auto accident
u("backlog/2027-01/IMG-20270108-WA0001.jpg", "handwritten_note_photo", K, "2027-01-08", ["C06"], ["C06-H01"], """
8 జనవరి 2027 శుక్రవారం
షేక్ ఖాజా మొహిద్దీన్ vs APSRTC - M.V.O.P. 611/2026 - MACT
APSRTC తరఫు స్టాండింగ్ కౌన్సెల్ శైలజ గారు హాజరు. కౌంటర్ కు టైం.
వాయిదా 12 ఫిబ్రవరి 2027.
""")
u("backlog/2027-02/khaja counter points.txt", "typed_note_txt", L, "2027-02-12", ["C06"], ["C06-H02"], """
12.02.2027 MACT - Khaja vs APSRTC - counter filed by Sailaja madam
RTC version: bus AP16Z xxxx (Vidyadharapuram depot) was going slowly at the Ramavarappadu ring; the auto took a
sudden U-turn in front of the bus - contributory negligence of the auto driver; claim excessive.
Our points: FIR Cr. No. 214/2026 Traffic PS (East) against the bus driver; rough sketch shows hit on the auto's
left side. Next 26.03.2027 - issues.
""")
u("backlog/2027-03/IMG_20270326_170344.jpg", "handwritten_note_photo", L, "2027-03-26", ["C06"], ["C06-H03"], """
26/3 MACT - Khaja
Issues framed. PW1 chief affidavit filed.
Chairman garu: disability certificate from the Medical Board (GGH) kavali - private doctor certificate kaadu.
Apply to DCHS for board. ND 11.06.2027
""")
u("backlog/2027-06/MVOP 611 PW1 cross 11.06.docx", "typed_note_docx", L, "2027-06-11", ["C06"], ["C06-H04"], """
M.V.O.P. 611/2026 - 11.06.2027 - PW1 Khaja cross by RTC counsel
- Has driving licence (LMV transport) and badge; auto AP16TB xxxx his own, on finance.
- Earning Rs. 18,000 per month from the auto; after accident cannot drive, wife does tailoring.
- Denied taking a U-turn: "I was going straight towards Benz Circle, the bus hit from behind left".
Next 30.07.2027 - PW2 doctor.
""")
u("backlog/2027-09/WhatsApp Chat with Khaja Auto.txt", "whatsapp_export", "Shaik Khaja Mohiddin (client)", "2027-09-03", ["C06"], ["C06-H05", "C06-H06"], """
30/07/27, 12:15 - Khaja Auto: Madam doctor garu raaledu court ki. Judge garu malli summons ichharu. Next 3 September ani cheppaaru
30/07/27, 12:40 - Hima Bindu Adv: Ok Khaja. Medical Board certificate copy tho doctor ki summons. Chairman garu doctor in person kavali antaru.
03/09/27, 13:02 - Khaja Auto: Madam doctor vachharu, cheppaaru 35% antha
03/09/27, 13:10 - Hima Bindu Adv: Avunu, 35% permanent disability of left leg. Good evidence. Next 22.10.
""")
u("backlog/2027-09/MVOP 611-2026 docket 03.09.2027.pdf", "certified_order_sheet_scan", "MACT-cum-IV Additional District Judge, Vijayawada", "2027-09-06", ["C06"], ["C06-H06"], """
IN THE COURT OF THE CHAIRMAN, MOTOR ACCIDENTS CLAIMS TRIBUNAL-CUM-IV ADDITIONAL DISTRICT JUDGE, VIJAYAWADA
M.V.O.P. No. 611 of 2026
03.09.2027   Petitioner present. SC for R1 (APSRTC) present. PW2 Dr. K. Ramesh Babu, Associate Professor of
Orthopaedics, GGH, Vijayawada, examined; Ex. A8 disability certificate of the Medical Board (35% permanent physical
disability of left lower limb) marked. Cross-examined by SC for R1. Petitioner side closed. For RW1 on 22.10.2027.
""")

# ---------------- C07 Kiran anticipatory bail (HC)
u("backlog/2027-02/Crl.P 1906-2027 notes 15.02.docx", "typed_note_docx", L, "2027-02-15", ["C07"], ["C07-H01"], """
Crl.P. No. 1906 of 2027 (anticipatory bail) - High Court of AP, Court Hall 11 - Raghunath J - 15.02.2027
Vemuri Kiran Kumar (A1), Nageswaramma (A2), Ramakrishna (A3) - Cr. No. 88/2027, Patamata PS, s. 85 BNS, ss. 3, 4 DP Act.
Argued: s. 85 BNS punishable up to 3 years; 41-A notice procedure; A2 and A3 aged 62 and 67.
Order: notice to APP; no coercive steps against the petitioners till next date. Next 08.03.2027.
""")
u("backlog/2027-03/IMG_20270308_143015.jpg", "handwritten_note_photo", L, "2027-03-08", ["C07"], ["C07-H02"], """
8/3 HC Ct 11 - Kiran bail
APP Naga Raju garu - instructions from SHO Patamata raaledu, time.
Interim protection extended. ND 29.03.2027.
Kiran ki cheppali - Lavanya side ki contact cheyyakoodadu.
""")
u("backlog/2027-04/CRLP 1906-2027 order 29.03.2027.pdf", "certified_order_sheet_scan", "High Court of Andhra Pradesh", "2027-04-01", ["C07"], ["C07-H03"], """
HIGH COURT OF ANDHRA PRADESH AT AMARAVATI
CRIMINAL PETITION No. 1906 of 2027
Between: Vemuri Kiran Kumar and 2 others ... Petitioners   And   The State of Andhra Pradesh ... Respondent
ORDER (29.03.2027) - HON'BLE SRI JUSTICE V. RAGHUNATH
... Considering the nature of the allegations and the age of petitioners 2 and 3, in the event of arrest the
petitioners/A1 to A3 shall be released on bail on each executing a personal bond for Rs. 20,000 with two sureties
for a like sum each to the satisfaction of the SHO, Patamata PS. The petitioners shall appear before the SHO,
Patamata PS, on every Sunday between 10 AM and 1 PM for a period of 8 weeks, and shall not contact the de facto
complainant. The Criminal Petition is allowed.
""")

# ---------------- C08 Padmavathi hospital complaint
u("backlog/2027-01/IMG-20270128-WA0005.jpg", "handwritten_note_photo", K, "2027-01-28", ["C08"], ["C08-H01"], """
28 జనవరి 2027 గురువారం
నల్లమోతు సుధాకర్ గారు vs సాయి శ్రావ్య హాస్పిటల్ - C.C. 88/2026 - జిల్లా వినియోగదారుల కమిషన్
హాస్పిటల్ తరఫు పవన్ కుమార్ గారు హాజరు. written version కు టైం.
వాయిదా 11 మార్చి 2027.
""")
u("backlog/2027-03/padmavathi WV 11.3.txt", "typed_note_txt", L, "2027-03-11", ["C08"], ["C08-H02"], """
11/3 Consumer Commission - Sudhakar/Padmavathi v. Sai Sravya
Written version filed by OP1 hospital and OP2 Dr. Sravya Reddy (Pavan Kumar):
- informed consent taken in Telugu, signed by Sudhakar
- ureter injury is a known complication of hysterectomy, not negligence
- patient referred to urologist in time
Our affidavit evidence + documents by next date. ND 29.04.2027.
""")
u("backlog/2027-04/IMG-20270429-WA0008.jpg", "handwritten_note_photo", K, "2027-04-29", ["C08"], ["C08-H03"], """
29 ఏప్రిల్ 2027 గురువారం
సుధాకర్ గారి consumer కేసు - C.C. 88/2026
ఫిర్యాదుదారుల సాక్ష్య అఫిడవిట్ మరియు Ex. A1 to A9 దాఖలు.
హాస్పిటల్ వారు నిపుణుల (expert) అభిప్రాయం కోసం పిటిషన్ వేశారు.
వాయిదా 1 జూలై 2027.
""")
u("backlog/2027-07/CC 88-2026 order 01.07.2027.pdf", "certified_order_sheet_scan", "District Consumer Disputes Redressal Commission, NTR District", "2027-07-05", ["C08"], ["C08-H04"], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, NTR DISTRICT, VIJAYAWADA
C.C. No. 88 of 2026    I.A. No. 41 of 2027
01.07.2027   Complainants present with counsel. Counsel for OPs present. Both parties agree that the case sheet be
examined by experts. The case sheet and the discharge summary are referred to the Medical Board, Government General
Hospital, Vijayawada, for opinion. Board to send its report within 8 weeks. Call on 02.09.2027.
                                                  PRESIDENT              MEMBER
""")
u("backlog/2027-09/20270902_124512.jpg", "handwritten_note_photo", L, "2027-09-02", ["C08"], ["C08-H05"], """
2/9 Consumer Comm - Padmavathi case
Board report inka raaledu. President garu - reminder to GGH superintendent.
ND 28.10.2027. Sudhakar garu worried - Padmavathi garu ki inka stent undi.
""")
u("backlog/2027-10/sai sravya board report 28 oct.txt", "typed_note_txt", L, "2027-10-28", ["C08"], ["C08-H06"], """
28.10.2027 - C.C. 88/2026 - Medical Board report received and read in the Commission.
Board: ureter injury is a recognised complication BUT not noticed for 4 days despite fever and flank pain - timely
urology referral expected. Very good for us.
Pavan Kumar filed objections to the report; wants to file Dr. Sravya Reddy's affidavit. ND 02.12.2027.
""")
u("backlog/2027-12/02.12 commission.txt", "typed_note_txt", L, "2027-12-02", ["C08"], ["C08-H07"], """
02.12.2027 Consumer Commission - Padmavathi v. Sai Sravya
OP1 filed affidavit evidence of Dr. Sravya Reddy (operating surgeon): says she saw the patient daily, hydronephrosis
was found on USG on 15.06 and referred the same day. No cross in consumer cases - our reply affidavit to be filed.
Post for arguments - 16.12.2027. Compensation claimed Rs. 25,00,000.
""")

# ---------------- junior's chats (iPhone export)
u("backlog/2027-07/WhatsApp Chat - Sai Charan Jr.txt", "whatsapp_export", J, "2027-07-12", ["C03", "C04"], ["C03-H02", "C04-H03", "C03-H03", "C04-H06"], """
[10/02/27, 11:48:02 AM] Sai Charan Jr: Madam Swarnadhara case - WS file cheyyaledu Mohan Krishna garu. Judge garu Rs. 500 costs vesi time ichharu. Next 17/03
[10/02/27, 11:50:30 AM] Hima Bindu Adv: ok. costs receipt teesuko
[01/03/27, 12:22:15 PM] Sai Charan Jr: Madam Prakash vachhadu II MM court ki. NBW recall ayyindi, Rs. 20,000 bail bond. Khader garu cheppaaru accused Hyderabad lo site work lo unnadu anduke raaledu ani. Next 05/04
[17/03/27, 11:05:41 AM] Sai Charan Jr: Swarnadhara lo WS file chesaaru - auction notice raaledu antunnaru, gold value 8.5 lakh antunnaru. Next 21/04 issues
[12/07/27, 12:40:10 PM] Sai Charan Jr: Madam Durga Cements - Khader garu raaledu, accused Hyderabad lo unnadu ani junior cheppadu. CW1 cross jaragaledu. Next 23/08
[12/07/27, 12:41:02 PM] Hima Bindu Adv: 143A amount kattada? 60 days ayyindi
[12/07/27, 12:41:55 PM] Sai Charan Jr: Ledu madam, kattaledu
""")
u("backlog/2027-11/WhatsApp Chat - Sai Charan Jr (2).txt", "whatsapp_export", J, "2027-11-26", ["C04", "C03", "C06"], ["C04-H07", "C03-H07", "C06-H07"], """
[23/08/27, 01:15:20 PM] Sai Charan Jr: Madam Ramana garu cross complete ayyindi (CW1). Khader garu security cheque ani suggest chesaru, Ramana garu deny chesaaru. 143A Rs. 1,48,000 inka not paid. Next 18/10 CW2 bank manager
[23/08/27, 01:16:02 PM] Hima Bindu Adv: Note it. recovery petition u/s 421 BNSS pettali
[20/10/27, 12:05:44 PM] Sai Charan Jr: Swarnadhara - DW1 Rambabu cross ayyindi. Pledge ticket meeda signature naade ani oppukunnadu, RPAD address kuda correct ani. Next 08.12.2027
[22/10/27, 03:30:18 PM] Sai Charan Jr: MACT Khaja - RW1 RTC bus driver Sk. Basha examined. Auto sudden ga turn tisukundi antunnadu. Mana cross lo speed 40 ani oppukunnadu, brake late. Next 10/12 arguments
[22/10/27, 03:31:00 PM] Hima Bindu Adv: 👍
""")

# ---------------- week plan and cause list
u("backlog/2027-12/Week plan 6-17 Dec.docx", "typed_note_docx", L, "2027-12-04", ["C01", "C04", "C03", "C02", "C06", "C05", "C08"], [], """
WEEK PLAN 6 Dec - 17 Dec 2027
Mon 6/12   PDJ Court Hall 1 - Mandava LAOP - arguments (11 AM). Written arguments + SC judgments on sale statistics.
           II MM - Durga Cements v. Prakash - 351 BNSS examination - Sai Charan. 143A recovery petition also file.
Wed 8/12   IV AJCJ - Swarnadhara v. Rambabu - DW2 / arguments.
Thu 9/12   Spl Court APPDFE - chit depositors - interim distribution arguments. Rama Devi garu + 5 members to come.
Fri 10/12  MACT - Khaja v. APSRTC - arguments. Multiplier 17 (age 34), 35% disability, income 18,000.
Wed 15/12  Principal SCJ - Pothuri partition - PW2 (D1 Subba Rao garu).
Thu 16/12  Consumer Commission - Padmavathi - arguments. Reply affidavit by 13/12.
""")
u("backlog/2027-12/II MM cause list 06.12.2027.pdf", "cause_list_pdf", "Court of the II Metropolitan Magistrate, Vijayawada", "2027-12-04", ["C04"], [], """
IN THE COURT OF THE II METROPOLITAN MAGISTRATE, VIJAYAWADA - CAUSE LIST FOR MONDAY, 06.12.2027
Sl.  Case No.            Parties                                           Stage
1    C.C. 1542/2025      Kotak Mahindra Bank vs Gudivada Suresh             Evidence
2    C.C. 2456/2026      Sri Durga Cements & Steels vs Tatineni Prakash     Exam. u/s 351 BNSS
3    C.C. 311/2027       Lakshmi Traders vs Bandaru Venkatesh               Appearance
4    C.C. 902/2027       State (Krishnalanka PS) vs Pilla Ravi              Charge
""")
