"""The uploads of the Kakinada practice: what the lawyer PVS, the junior Ravi Teja and the gumasta Satyam kept."""

L, J, K = "Peddireddi Venkata Subrahmanyam", "Yalla Ravi Teja", "Kollu Satyanarayana (gumasta)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents (before and around the cases)
u("backlog/2030-07/Tahsildar Thallarevu cancellation proc.pdf", "document_scan", "Tahsildar, Thallarevu Mandal", "2030-07-24", ["C01"], [], """
PROCEEDINGS OF THE TAHSILDAR, THALLAREVU MANDAL, KAKINADA DISTRICT
Present: Sri R. Venkata Ratnam, Tahsildar        Rc. No. A/1142/2030     Dated: 24-07-2030
Sub: Lease of tank-bed (cheruvu garbham) land in Sy. No. 212/3, Polekurru village, Ac. 6.40 cents - lease in favour of
Sri Kamaraju Satyanarayana - cancellation - orders issued.
The lessee was granted lease for fish culture for the fasli years 1438 to 1442. On inspection by the VRO it is found
that the tank bed is converted into shrimp (vannamei) ponds with bunds, contrary to the lease conditions, and the
lease amount of Rs. 1,86,000 is in arrears. Hence the lease is cancelled and the lessee is directed to hand over
possession within 7 days.                              sd/- Tahsildar, Thallarevu
""")
u("backlog/2030-06/IMG-20300612-WA0021.jpg", "document_photo", "Gram Panchayat Polekurru", "2030-06-12", ["C01"], [], """
గ్రామ పంచాయతీ, పోలేకుర్రు - రశీదు
రశీదు నెం. 0487          తేదీ: 12.06.2030
శ్రీ కామరాజు సత్యనారాయణ గారి నుండి సర్వే నెం. 212/3 చెరువు గర్భం లీజు మొత్తం రూ. 62,000/- (అరవై రెండు వేలు) ముట్టినది.
                                   పంచాయతీ కార్యదర్శి
""")
u("backlog/2030-05/repudiation letter Godavari General.pdf", "document_scan", "Godavari General Insurance Co. Ltd., Kakinada", "2030-05-19", ["C02"], [], """
GODAVARI GENERAL INSURANCE CO. LTD.   Divisional Office, Main Road, Kakinada
Ref: MH/KKD/2029/0331                                              Date: 19.05.2030
To Sri Mylapalli Appa Rao, Dummulapeta, Kakinada
Sub: Claim under Marine Hull policy No. 61/29/HL/0118 - mechanised boat 'Sri Satyadeva' (Reg. IND-AP-KD-MM-xxxx)
Your claim of Rs. 14,60,000 for damage to the vessel in Cyclone Tarang on 03.12.2029 at Kakinada fishing harbour
is repudiated since the fitness (seaworthiness) certificate of the vessel had expired on 30.09.2029, a breach of
warranty. The surveyor Sri Bhimavarapu Naga Seshu had assessed the loss at Rs. 6,20,000 subject to policy terms.
                                                      Divisional Manager
""")
u("backlog/2029-12/IMG_20291206_101544.jpg", "document_photo", "Assistant Director of Fisheries, Kakinada", "2029-12-06", ["C02"], [], """
మత్స్య శాఖ, కాకినాడ - DEPARTMENT OF FISHERIES
Certificate: This is to certify that the mechanised boat 'Sri Satyadeva' owned by Sri Mylapalli Appa Rao was damaged
(hull broken, engine submerged) at Kakinada fishing harbour jetty No. 3 during Cyclone Tarang on 03.12.2029.
Date: 06.12.2029                         Asst. Director of Fisheries, Kakinada
""")
u("backlog/2030-06/quit notice Vaibhav Marine.docx", "typed_note_docx", L, "2030-06-05", ["C03"], [], """
P. V. SUBRAHMANYAM, B.A., B.L., Advocate, Kakinada               Dated: 05.06.2030
REGD. POST WITH ACK. DUE
To: Vaibhav Marine Exports Pvt. Ltd., rep. by its Director, Godown No. 4, Port Area, Jagannaickpur, Kakinada
Under instructions from my client Sri Lakshmi Ganapathi Warehousing, rep. by its managing partner Sri Vegesna
Ramachandra Raju: you took the godown on lease under deed dated 01.04.2027 at a monthly rent of Rs. 80,000. You have
not paid rent from June 2029; arrears for 12 months amount to Rs. 9,60,000. The tenancy is terminated with the end of
the month of tenancy following receipt of this notice; quit and deliver vacant possession and pay the arrears.
                                                      Advocate
""")
u("backlog/2030-07/OS 214 plaint draft final.pdf", "document_scan", L, "2030-07-28", ["C03"], [], """
IN THE COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE, KAKINADA
O.S. No. ___ of 2030
Sri Lakshmi Ganapathi Warehousing, rep. by managing partner Vegesna Ramachandra Raju ... Plaintiff
Vs. Vaibhav Marine Exports Pvt. Ltd., Jagannaickpur, Kakinada ... Defendant
PLAINT FILED UNDER ORDER VII RULE 1 CPC for eviction, arrears of rent Rs. 9,60,000 and damages for use and occupation
at Rs. 80,000 per month from 01.07.2030 till delivery of possession. Schedule: Godown No. 4 (RCC, 9,200 sq. ft.)
in D.No. 1-3-118, Port Area, Jagannaickpur, Kakinada.
""")
u("backlog/2030-05/cheque return memo Kurada.pdf", "document_scan", "State Bank of India, Samalkot", "2030-05-22", ["C04"], [], """
STATE BANK OF INDIA, SAMALKOT BRANCH          CHEQUE RETURN MEMO            Date: 22.05.2030
Cheque No. 771406 dt. 15.05.2030 for Rs. 4,85,000/- drawn by Kurada Nageswara Rao on A/c No. 3xxxxxxx512,
presented by Sri Venkateswara Aqua Feeds - RETURNED UNPAID. Reason: 01 FUNDS INSUFFICIENT.
""")
u("backlog/2030-06/138 notice Kurada Nageswara Rao.docx", "typed_note_docx", L, "2030-06-03", ["C04"], [], """
P. V. SUBRAHMANYAM, Advocate, Kakinada                         Dated: 03.06.2030
To: Sri Kurada Nageswara Rao, aqua farmer, Samalkot
Sub: Notice u/s 138 of the Negotiable Instruments Act, 1881
My client Sri Venkateswara Aqua Feeds, Peddapuram, rep. by proprietor Sri Bonam Srinivasa Rao, supplied you prawn
feed (floating pellets) on credit for your ponds in the crop of 2029-30; towards the balance you issued cheque
no. 771406 dated 15.05.2030 for Rs. 4,85,000 on SBI Samalkot, returned 'funds insufficient' on 22.05.2030. Pay
within 15 days of receipt of this notice.                            Advocate
""")
u("backlog/2030-04/disability cert Durga Prasad GGH.pdf", "document_scan", "Government General Hospital, Kakinada", "2030-04-30", ["C05"], [], """
GOVERNMENT GENERAL HOSPITAL, KAKINADA - DEPARTMENT OF ORTHOPAEDICS
Discharge summary: Pilla Durga Prasad, M/34, r/o Samalkot. IP No. 40117. Admitted 14.03.2030 (RTA - auto hit by lorry
on ADB road). Diagnosis: fracture both bones left leg; ORIF with plating done 16.03.2030. Discharged 30.04.2030.
Advised: review, physiotherapy. Treating surgeon: Dr. Chelluboina Ravi Kiran, Asst. Professor.
""")
u("backlog/2030-07/1B adangal Kothapalli 118-2.jpg", "document_photo", "VRO, Kothapalli", "2030-07-09", ["C06"], [], """
అడంగల్ / 1-బి సారం    గ్రామం: కొత్తపల్లి   మండలం: కొత్తపల్లి   జిల్లా: కాకినాడ
ఖాతా నెం. 318   పట్టాదారు: చిట్టూరి వీర్రాజు తండ్రి సత్తిరాజు
సర్వే నెం. 118/2  ఎ. 2.80 సెం.  కొబ్బరి తోట      సర్వే నెం. 119/1  ఎ. 1.80 సెం.  కొబ్బరి తోట
మొత్తం ఎ. 4.60 సెం.    అనుభవదారు: చిట్టూరి వీర్రాజు
Mutation: Proc. No. B/207/2029 of Tahsildar Kothapalli     తేదీ 09.07.2030   sd/- VRO
""")
u("backlog/2030-07/mutation proc Tahsildar Kothapalli.pdf", "document_scan", "Tahsildar, Kothapalli", "2029-11-14", ["C06"], [], """
PROCEEDINGS OF THE TAHSILDAR, KOTHAPALLI MANDAL
Proc. No. B/207/2029                                      Dated: 14-11-2029
Sub: AP Rights in Land and Pattadar Pass Books Act, 1971 - mutation of Sy. Nos. 118/2 and 119/1 of Kothapalli village
in favour of Sri Chitturi Veerraju s/o late Sattiraju on the basis of family arrangement - orders.
No objection received after publication of notice in Form VIII. Mutation effected in favour of Sri Chitturi Veerraju
and pattadar pass book issued. Aggrieved persons may appeal to the RDO, Kakinada within 60 days.
""")
u("backlog/2030-08/RDO appeal Sarojini mutation.docx", "typed_note_docx", L, "2030-08-06", ["C06"], [], """
BEFORE THE REVENUE DIVISIONAL OFFICER, KAKINADA
Appeal u/s 5(5) of the AP Rights in Land and Pattadar Pass Books Act, 1971 (with petition to condone delay)
Chitturi Sarojini ... Appellant   Vs.   Chitturi Veerraju and Tahsildar Kothapalli ... Respondents
Against Proc. No. B/207/2029 dt. 14.11.2029. The appellant, a daughter of late Sattiraju, has equal right under the
Hindu Succession Act as amended; no notice was served on her; O.S. 67/2030 for partition is pending at Pithapuram.
Filed on 06.08.2030 at RDO office, inward no. 5521. Client ki cheppanu - RDO hearing date post lo vastundi.
""")
u("backlog/2030-08/13(4) possession notice Annapurna mill.pdf", "document_scan", "Sri Kanaka Durga Co-operative Urban Bank Ltd.", "2030-07-30", ["C07"], [], """
SRI KANAKA DURGA CO-OPERATIVE URBAN BANK LTD., KAKINADA     POSSESSION NOTICE [Rule 8(1)] (for immovable property)
The Authorised Officer, under the SARFAESI Act, 2002, issued demand notice u/s 13(2) dated 12.03.2030 to M/s Sri
Annapurna Modern Rice Mill, Tuni, and its partners Addala Venkata Ramana and Addala Kanaka Rao, to repay
Rs. 2,34,00,000 (Rupees two crore thirty four lakh only). They failed; the Authorised Officer has taken symbolic
possession of the mill premises in Sy. No. 44/1, Tuni on 30.07.2030 u/s 13(4).       Authorised Officer
""")
u("backlog/2031-06/e-auction notice Annapurna.pdf", "document_scan", "Sri Kanaka Durga Co-operative Urban Bank Ltd.", "2031-06-20", ["C07"], [], """
E-AUCTION SALE NOTICE (under Rule 8(6) of the Security Interest (Enforcement) Rules)
Borrower: M/s Sri Annapurna Modern Rice Mill, Tuni. Dues Rs. 2,34,00,000 + interest. Reserve price Rs. 1,85,00,000.
Earnest money Rs. 18,50,000. Date of e-auction: 28.07.2031, 11 AM to 1 PM. Inspection: 15.07.2031.
                                                     Authorised Officer
""")
u("backlog/2031-07/IMG_20310718_092210.jpg", "document_photo", "Employer, Vakalapudi", "2031-07-18", ["C08"], [], """
SRI SAI SEA FOODS (UNIT-II), VAKALAPUDI, KAKINADA - PAY SLIP FOR JUNE 2031
Employee: G. Naga Raju   Desig: Supervisor (peeling shed)   Emp No. 1184
Basic 11,200  DA 4,300  HRA 3,000  Total 18,500   Deductions PF 1,344   Net 17,156
""")

# ---------------- C01 Polekurru tank-bed writ
u("backlog/2030-08/IMG_20300827_183012.jpg", "handwritten_note_photo", L, "2030-08-27", ["C01"], ["C01-H01"], """
27.8.30  HC Ct Hall 9 - TSR garu
WP 14872/30 Satti babu (Polekurru cheruvu lease)
Admission lo judge garu first question: "show cause notice icchara before cancellation?" - No notice, cheppanu.
Notice before admission. Cancellation proc. dt 24.7.30 suspended till next date. ND 8.10.30
GP Suresh garu present, notice accept chesaru. Satti babu ki phone chesi cheppanu.
""")
u("backlog/2030-11/WP 14872 order 19.11.2030.pdf", "certified_order_sheet_scan", "High Court of Andhra Pradesh", "2030-11-21", ["C01"], ["C01-H03"], """
HIGH COURT OF ANDHRA PRADESH AT AMARAVATI
WRIT PETITION No. 14872 of 2030
Kamaraju Satyanarayana ... Petitioner   Vs.   The State of Andhra Pradesh, rep. by its Principal Secretary,
Revenue Department and others ... Respondents
THE HON'BLE SRI JUSTICE TADEPALLI SRINIVASA RAO
Date: 19.11.2030
Counsel for the Petitioner: Sri P.V. Subrahmanyam     Counsel for the Respondents: GP for Revenue (Sri N. Suresh)
ORDER: Counter affidavit of respondent No. 3 filed. It is stated that the lease amount of Rs. 1,86,000 is in arrears.
The interim order shall continue subject to the petitioner depositing Rs. 93,000 (half the arrears) to the credit of
the Tahsildar, Thallarevu within four weeks. Post on 21.01.2031.
""")
u("backlog/2030-11/19.11 HC Satti babu.docx", "typed_note_docx", L, "2030-11-19", ["C01"], ["C01-H03"], """
19.11.2030 WP 14872/2030 - TSR garu, Ct Hall 9
Counter by Tahsildar: lease was for 'fish culture', vannamei ponds not allowed, arrears Rs. 1,86,000.
Judge garu: 50% deposit chesthe interim continue. Rs. 93,000 in 4 weeks - DD favouring Tahsildar Thallarevu.
Reply affidavit draft cheyyali: receipts 2030 June Rs. 62,000 chupinchali (panchayat receipt no. 0487).
ND 21.01.2031. Satti babu ki cheppanu - DD 10 days lo istanu annadu.
""")
u("backlog/2031-03/HC 11 march notes.docx", "typed_note_docx", L, "2031-03-11", ["C01"], ["C01-H05"], """
11.03.2031 - WP 14872/2030 Kamaraju Satyanarayana v. State - TSR garu
RDO Kakinada inspection report filed by GP: ponds exist over Ac. 5.10 of Ac. 6.40; no damage to tank feeding channel.
Judge garu again: "Where is the show cause notice? Cancellation without notice - explain." GP had no answer.
Also asked GP to produce the G.O. on aquaculture in tank-beds (G.O.Ms. on leases of fishery tanks).
Interim continues. ND 17.06.2031 (after summer vacation). Satti babu ki message pettanu.
""")
u("backlog/2031-07/22.07 satti babu args.txt", "typed_note_txt", L, "2031-07-22", ["C01"], ["C01-H07"], """
22/7/31 HC - Satti babu WP (TSR garu)
Argued ~30 min: no show cause notice, principles of natural justice, deposit of 93,000 already made, G.O. not produced
even after costs Rs. 5,000 last time.
GP Suresh garu reply - lease condition breach. Time ayipoyindi - part heard.
next date padindi 26.08.2031 for further arguments.
""")

# ---------------- C02 Appa Rao boat claim
u("backlog/2030-09/appa rao admission 10.9.txt", "typed_note_txt", L, "2030-09-10", ["C02"], ["C02-H01"], """
10.9.30 DCDRC Kakinada - CC 88/2030 Appa Rao boat (Sri Satyadeva)
Admitted. Notice to OP Godavari General Insurance. President madam asked: surveyor report copy undha? - repudiation
letter lo undi, 6,20,000 assessment. Full report OP daggara undi.
ND 29.10.30. Appa Rao ki cheppanu, harbour lo kaluddam annadu.
""")
u("backlog/2030-12/CC 88-2030 proceedings 10.12.2030.pdf", "certified_order_sheet_scan", "District Consumer Disputes Redressal Commission, Kakinada", "2030-12-12", ["C02"], ["C02-H03"], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, KAKINADA
C.C. No. 88 of 2030      Mylapalli Appa Rao ... Complainant   Vs.   Godavari General Insurance Co. Ltd. ... OP
Present: Smt. A. Padmavathi, President; Sri K. Ramesh Babu, Member
10.12.2030: Complainant's counsel Sri P.V. Subrahmanyam present. OP's counsel Sri D. Varma present. Version filed by
OP. OP pleads repudiation for expiry of the fitness certificate of the vessel; OP relies on the survey report of Sri
Bhimavarapu Naga Seshu assessing the loss at Rs. 6,20,000. OP directed to file the full survey report. Call on
04.02.2031 for complainant's evidence.
""")
u("backlog/2031-02/IMG_20310204_141807.jpg", "handwritten_note_photo", L, "2031-02-04", ["C02"], ["C02-H04"], """
4/2/31 Consumer Commission - Appa Rao boat
Evidence affidavit of Appa Rao filed. Ex A1 to A9 marked (policy, fisheries certificate, repudiation lr, photos,
repair estimate 14.6 L, fitness renewal application dt 22.9.29 - pending with MMD, not our fault)
Varma garu - no objection to marking. ND 18.3.31 OP evidence.
""")
u("backlog/2031-04/Consumer 22 April.docx", "typed_note_docx", L, "2031-04-22", ["C02"], ["C02-H06"], """
22.04.2031 CC 88/2030 Appa Rao v. Godavari General - DCDRC
RW1 - surveyor Sri Bhimavarapu Naga Seshu - evidence affidavit filed by OP. Ex B1 policy, B2 survey report,
B3 photos, B4 fitness certificate expired 30.09.2029.
Survey report says loss Rs. 6,20,000 (depreciation 35% on hull). Our claim 14,60,000.
President madam: written arguments both sides file cheyyandi. ND 24.06.2031.
""")
u("backlog/2031-06/CC 88-2030 proceedings 24.06.2031.pdf", "certified_order_sheet_scan", "District Consumer Disputes Redressal Commission, Kakinada", "2031-06-26", ["C02"], ["C02-H07"], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, KAKINADA
C.C. No. 88 of 2030
24.06.2031: Written arguments filed on behalf of the complainant. Counsel for OP seeks time to file written arguments.
Time granted as a last chance. Call on 18.08.2031 for oral arguments.
                                                          President
""")

# ---------------- C03 Ganapathi godown eviction
u("backlog/2031-02/OS 214 docket 11.02.2031.pdf", "certified_order_sheet_scan", "Principal Senior Civil Judge, Kakinada", "2031-02-13", ["C03"], ["C03-H05"], """
IN THE COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE, KAKINADA
O.S. No. 214 of 2030 - Docket / Proceedings
11-02-2031  Plaintiff by Sri P.V.S.; Defendant by Sri M. Surya Prakash.
            I.A. No. 1190 of 2030 (deposit of admitted rent): Heard. Defendant admits rent at Rs. 60,000 p.m. from
            July 2029; admitted arrears Rs. 7,20,000. Defendant to deposit Rs. 7,20,000 within six weeks. I.A. allowed.
            Issues settled. Call on 08-04-2031 for deposit / plaintiff's evidence.      PSCJ
""")
u("backlog/2030-12/WS Vaibhav points 17 dec.docx", "typed_note_docx", L, "2030-12-17", ["C03"], ["C03-H04"], """
17.12.2030 - OS 214/2030 Ganapathi v. Vaibhav Marine - PSCJ Kakinada
WS finally filed by Surya Prakash (after two times time adigaru). Pleas:
 1. godown roof leaked in 2029 monsoon, shrimp stock damaged;
 2. rent "orally reduced" to Rs. 60,000 from July 2029 by Raju garu - Raju garu denies completely;
 3. no valid quit notice.
Filed I.A. for deposit of admitted rent today. ND 11.02.2031. Raju garu ki cheppanu.
""")
u("backlog/2031-06/OS214 PW1 10.6.txt", "typed_note_txt", L, "2031-06-10", ["C03"], ["C03-H07"], """
10/6/31 PSCJ Kkd - godown suit (Raju garu)
PW1 Ramachandra Raju chief affidavit filed; Ex A1 lease deed 01.04.2027, A2 quit notice, A3 ack, A4-A7 ledger.
Cross ki Surya Prakash garu time adigaru - "client instructions ledu". Judge garu granted, deferred.
Deposit of 7.2 lakh inka cheyaledu - strike off IA veyyali next date.
ND 15.7.31.
""")
u("backlog/2031-07/OS 214 PW1 cross 15 July.docx", "typed_note_docx", L, "2031-07-15", ["C03"], ["C03-H08"], """
15.07.2031 O.S. 214/2030 - Ganapathi Warehousing v. Vaibhav Marine - PSCJ Kakinada
PW1 Raju garu cross-examined by Surya Prakash (about 40 min). Suggested oral reduction of rent - denied. Suggested
roof leak - PW1: "repairs done in Oct 2029, bill Ex A8". Cross over.
Filed I.A. to strike off defence u/O XV-A (deposit of 7,20,000 not made despite order dt 11.02.2031).
Judge garu: counter to IA. ND 11.08.2031.
""")
u("backlog/2031-07/correction godown ND.txt", "typed_note_txt", L, "2031-07-16", ["C03"], ["C03-H08"], """
16/7 correction - godown suit (OS 214/2030)
Ninna note lo ND 11.08.2031 ani raasanu - tappu. 11.08 is Peddapuram lo vere matter.
Sari ayina next date: 18.08.2031 (Monday) - counter to strike-off IA and further evidence. Bench clerk tho confirm chesanu.
""")

# ---------------- C04 aqua feeds cheque (Peddapuram)
u("backlog/2031-01/IMG_20310108_163355.jpg", "handwritten_note_photo", L, "2031-01-08", ["C04"], ["C04-H03"], """
8.1.31  JMFC Peddapuram - Srinivas feeds 138 (CC 1127/30)
Accused Kurada present. Substance of accusation explained (s. 274 BNSS) - pleaded not guilty.
Chiranjeevi garu defence: "cheque was blank security cheque given in 2028 for feed credit, amount filled later".
Srinivas garu says ledger chupistham - invoices 2029-30 crop.  ND 19.2.31 CW1 evidence.
""")
u("backlog/2031-06/CC1127 CW1 cross 11.6.txt", "typed_note_txt", L, "2031-06-11", ["C04"], ["C04-H06"], """
11/6/31 Peddapuram JMFC - feeds cheque case
CW1 Srinivasa Rao cross by Chiranjeevi garu (1 hr).
Suggestion: cheque was a blank signed security cheque, figures filled by complainant - DENIED.
Suggestion: feed was of bad quality, shrimp mortality in Kurada's ponds - denied; CW1 said 11 invoices, Ex C4 to C14.
Bank manager SBI Samalkot ni CW2 ga summon cheyyali - petition next date.
ND 16.7.31.
""")
u("backlog/2031-07/CC 1127-2030 docket 16.07.2031.pdf", "certified_order_sheet_scan", "Judicial Magistrate of First Class, Peddapuram", "2031-07-18", ["C04"], ["C04-H07"], """
IN THE COURT OF THE JUDICIAL MAGISTRATE OF FIRST CLASS, PEDDAPURAM
C.C. No. 1127 of 2030   Sri Venkateswara Aqua Feeds, rep. by Bonam Srinivasa Rao ... Complainant
                        Vs. Kurada Nageswara Rao ... Accused
16-07-2031  Complainant present. Accused absent; petition u/s 355 BNSS filed by his counsel; allowed. Petition of the
            complainant to summon the Branch Manager, SBI Samalkot as CW2 with the ledger extract allowed. Summons to
            CW2. Call on 20-08-2031.                                    JMFC
""")

# ---------------- C05 Durga Prasad MACT
u("backlog/2031-01/MVOP 342 issues 24 jan.docx", "typed_note_docx", L, "2031-01-24", ["C05"], ["C05-H03"], """
24.01.2031 - MVOP 342/2030 Durga Prasad v. Koteswara Rao & ors - MACT (II ADJ) Kakinada
Issues settled. PW1 Durga Prasad chief affidavit filed; Ex A1 FIR 61/2030 Samalkot PS, A2 charge sheet, A3 wound
certificate, A4 discharge summary GGH, A5 medical bills Rs. 1,42,600.
R3 counsel Venkateswarlu garu - "auto lo 7 passengers, overloading, contributory negligence" ani counter lo.
ND 07.03.2031 for cross of PW1.
""")
u("backlog/2031-03/IMG20310307173020.jpg", "handwritten_note_photo", L, "2031-03-07", ["C05"], ["C05-H04"], """
7/3/31 MACT - Durga Prasad
PW1 cross by Venkateswarlu garu: auto lo enthamandi? - PW1 "driver tho kalipi 5 mandi". Lorry wrong side ani
cheppadu. Income - tailoring shop, 15,000 p.m.
Judge garu: "doctor ni examine cheyyandi, disability certificate alone saripodu."
Dr. Ravi Kiran (GGH ortho) ki summons. ND 11.4.31
""")
u("backlog/2031-06/MVOP 342-2030 proceedings 13.06.2031.pdf", "certified_order_sheet_scan", "MACT-cum-II Additional District Judge, Kakinada", "2031-06-16", ["C05"], ["C05-H06"], """
IN THE COURT OF THE MOTOR ACCIDENTS CLAIMS TRIBUNAL-CUM-II ADDITIONAL DISTRICT JUDGE, KAKINADA
M.V.O.P. No. 342 of 2030      Pilla Durga Prasad ... Petitioner   Vs.   Sakhamuri Koteswara Rao & 2 others
13-06-2031  PW2 Dr. Chelluboina Ravi Kiran, Asst. Professor of Orthopaedics, GGH Kakinada, examined. He deposed that
            the petitioner suffered permanent partial disability of 35% of the left lower limb. Ex A6 disability
            certificate marked. Cross-examined by counsel for R3. Petitioner's side evidence closed.
            Call on 25-07-2031 for R3's evidence.
""")
u("backlog/2031-06/13.06 mact doctor.txt", "typed_note_txt", L, "2031-06-13", ["C05"], ["C05-H06"], """
13/6 MACT - Durga Prasad - Dr. Ravi Kiran vacchadu finally.
35% permanent disability of left leg ani cheppadu. Cross lo Venkateswarlu garu: "whole body disability 12% only
kadha?" - doctor: "limb 35%, whole body assessment cheyyaledu".
PW side closed. ND 25.7.31 R3 evidence.
""")

# ---------------- C06 Sarojini partition
u("backlog/2030-10/WS D1 Veerraju 31 oct.docx", "typed_note_docx", L, "2030-10-31", ["C06"], ["C06-H02"], """
31.10.2030 O.S. 67/2030 Sarojini v. Veerraju - SCJ Pithapuram
WS of D1 filed by Bhaskara Rao garu; D2, D3 memo adopting. Plea: oral family partition in 1998 - Sarojini got
20 kasulu gold and Rs. 50,000 cash at marriage in lieu of share; coconut gardens fell to the brothers.
Our reply: no partition deed, no mutation till 2029, Sarojini never consented.
Judge garu asked both: "1-B and adangal file cheyyandi first". ND 12.12.2030 - IA for status quo.
""")
u("backlog/2030-12/IMG_20301212_170455.jpg", "handwritten_note_photo", L, "2030-12-12", ["C06"], ["C06-H03"], """
12.12.30 Pithapuram SCJ - kobbari thota partition
IA 611/30: status quo on alienation of Sy 118/2, 119/1 till disposal. Advocate commissioner Sri V. Ramesh (adv.) to
note coconut yield & number of trees - fee Rs. 10,000 by plaintiff.
Bhaskara Rao garu objected - overruled. Sarojini ki cheppanu. ND 13.2.31
""")
u("backlog/2031-02/pithapuram 13.2.txt", "typed_note_txt", L, "2031-02-13", ["C06"], ["C06-H04"], """
13.2.31 Pithapuram - Sarojini partition
Commissioner report filed: 412 coconut trees, yield approx. 38,000 nuts per year.
Issues framed (4 issues - oral partition 1998?, plaintiff entitled to 1/4 share?, mesne profits?, relief).
SCJ madam again - adangal, 1-B original certified copies kavali - VRO daggara teeskovali.
ND 3.4.31 PW1.
""")
u("backlog/2031-06/sarojini PW1 cross 19.6.txt", "typed_note_txt", L, "2031-06-19", ["C06"], ["C06-H06"], """
19/6/31 Pithapuram SCJ - Sarojini PW1 cross by Bhaskara Rao garu
Sug: you took 20 kasulu gold at marriage in lieu of share - denied, "pelli kanuka, share kaadu".
Sug: you never asked share till 2029 - "annayya mutation chesina tarvatha telisindi".
RDO appeal pending ani cheppindi.
ND 31.7.31 PW2 Kaki Suryanarayana.
""")
u("backlog/2031-07/31 July Pithapuram.docx", "typed_note_docx", L, "2031-07-31", ["C06"], ["C06-H07"], """
31.07.2031 O.S. 67/2030 - SCJ Pithapuram
PW2 Kaki Suryanarayana (village elder, 71 yrs) examined: no partition happened in 1998, Sattiraju died 2016
intestate; brothers managed the thota.
Cross by Bhaskara Rao garu in part - will continue. ND 21.08.2031.
""")

# ---------------- C07 Annapurna rice mill SA (DRT Vizag)
u("backlog/2030-08/DRT vizag 28 aug.docx", "typed_note_docx", L, "2030-08-28", ["C07"], ["C07-H01"], """
28.08.2030 DRT Visakhapatnam - S.A. 412/2030 Annapurna Rice Mill v. Kanaka Durga Co-op Bank (we for bank)
Ravindranath garu prayed interim stay of 13(4) possession. PO Rajasekhar garu: "deposit 25% of dues, then consider".
No stay as of now. Notice to bank; reply in 6 weeks. ND 09.10.2030.
Train back to Kakinada - Murali garu (BM) ki cheppanu.
""")
u("backlog/2030-10/SA 412-2030 DRT order 09.10.2030.pdf", "certified_order_sheet_scan", "Debts Recovery Tribunal, Visakhapatnam", "2030-10-11", ["C07"], ["C07-H02"], """
DEBTS RECOVERY TRIBUNAL, VISAKHAPATNAM
S.A. No. 412 of 2030
M/s Sri Annapurna Modern Rice Mill ... Applicant  Vs.  Sri Kanaka Durga Co-operative Urban Bank Ltd. ... Respondent
09.10.2030  Reply of the respondent bank filed. Counsel for the applicant seeks time to file rejoinder. Granted.
            The applicant has not deposited any amount. List on 20.11.2030.             Presiding Officer
""")
u("backlog/2030-11/DRT 20.11 note.txt", "typed_note_txt", L, "2030-11-20", ["C07"], ["C07-H03"], """
20/11/30 DRT Vizag - rice mill SA
Rejoinder filed. Deposit emi cheyyaledu - PO: no deposit, no stay. Bank can proceed with measures.
ND 22.01.2031 arguments. Murali garu ki cheppanu - auction preparation start cheyyachu.
""")
u("backlog/2031-03/SA 412-2030 final order 05.03.2031.pdf", "certified_order_sheet_scan", "Debts Recovery Tribunal, Visakhapatnam", "2031-03-10", ["C07"], ["C07-H05"], """
DEBTS RECOVERY TRIBUNAL, VISAKHAPATNAM
S.A. No. 412 of 2030    ORDER dated 05.03.2031
The applicant challenges the possession notice dated 30.07.2030 issued u/s 13(4) of the SARFAESI Act. The demand
notice u/s 13(2) was duly served; the objection of the borrower was replied to u/s 13(3A). The account was classified
NPA in accordance with the prudential norms. No ground is made out. The S.A. is dismissed. No costs. The respondent
bank is at liberty to proceed in accordance with law.                        Presiding Officer
""")

# ---------------- C08 Prasanna maintenance
u("backlog/2031-01/MC 58-2030 order 20.01.2031.pdf", "certified_order_sheet_scan", "Family Court, Kakinada", "2031-01-22", ["C08"], ["C08-H03"], """
IN THE FAMILY COURT, KAKINADA
M.C. No. 58 of 2030  Gollapalli Lakshmi Prasanna & another ... Petitioners  Vs.  Gollapalli Naga Raju ... Respondent
20-01-2031  I.A. No. 14 of 2030 (interim maintenance): Heard. The respondent is a supervisor in a sea food unit. He is
            directed to pay interim maintenance of Rs. 6,000 per month to the 1st petitioner and Rs. 3,000 per month
            to the 2nd petitioner (minor son) from the date of the petition, on or before the 10th of every month.
            Call on 17-03-2031.                                            Judge, Family Court
""")
u("backlog/2031-06/prasanna PW1 16 june.txt", "typed_note_txt", L, "2031-06-16", ["C08"], ["C08-H05"], """
16/6/31 Family Court - Prasanna MC
PW1 Lakshmi Prasanna examined, Ex P1 marriage photos, P2 birth cert of son (Chinna). Cross by Rama Devi garu:
"you left the house voluntarily" - denied, "attha garu kottaru, intlo nundi pampesaru".
Arrears - husband only Rs. 9,000 paid out of 18,000 undertaken. Judge garu warned - "arrears first, next date
full clear cheyyakapothe warrant".
ND 21.7.31 RW1.
""")

# ---------------- the gumasta's vaayidaa register (Telugu script, photographed on WhatsApp)
u("backlog/2030-08/IMG-20300820-WA0014.jpg", "handwritten_note_photo", K, "2030-08-20", ["C03"], ["C03-H01"], """
తేదీ 20.08.2030 (మంగళవారం)
ప్రిన్సిపల్ సీనియర్ సివిల్ జడ్జి కోర్టు, కాకినాడ
ఓ.ఎస్. 214/2030 - లక్ష్మీ గణపతి వేర్‌హౌసింగ్ vs వైభవ్ మెరైన్ ఎక్స్‌పోర్ట్స్
సమన్లు అందినవి. ప్రతివాది తరఫున ఎవరూ రాలేదు.
వాయిదా 24.09.2030
- సత్యం
""")
u("backlog/2030-09/IMG-20300912-WA0009.jpg", "handwritten_note_photo", K, "2030-09-12", ["C06"], ["C06-H01"], """
తేదీ 12.09.2030 (గురువారం)  సీనియర్ సివిల్ జడ్జి కోర్టు, పిఠాపురం
ఓ.ఎస్. 67/2030 సరోజిని vs వీర్రాజు మరియు ఇద్దరు
ప్రతివాదులు ముగ్గురూ హాజరు. భాస్కరరావు గారు వకాలత్ వేశారు. వ్రాతపూర్వక వాదన (WS) కు సమయం అడిగారు.
వాయిదా 31.10.2030
- సత్యం
""")
u("backlog/2030-09/IMG-20300924-WA0031.jpg", "handwritten_note_photo", K, "2030-09-24", ["C03"], ["C03-H02"], """
తేదీ 24.09.2030
పి.ఎస్.సి.జె. కాకినాడ - ఓ.ఎస్. 214/2030 గోడౌన్ దావా
ప్రతివాది తరఫున సూర్యప్రకాష్ గారు వకాలత్ వేశారు. WS కు సమయం అడిగారు, ఇచ్చారు.
వాయిదా 05.11.2030
- సత్యం
""")
u("backlog/2030-10/IMG-20301029-WA0005.jpg", "handwritten_note_photo", K, "2030-10-29", ["C02"], ["C02-H02"], """
తేదీ 29.10.2030 (మంగళవారం)
వినియోగదారుల కమిషన్, కాకినాడ - సి.సి. 88/2030 అప్పారావు బోటు
ఇన్సూరెన్స్ కంపెనీ తరఫున వర్మ గారు వకాలత్ వేశారు. వెర్షన్ వేయడానికి సమయం అడిగారు.
వాయిదా 10.12.2030
- సత్యం
""")
u("backlog/2030-11/IMG-20301105-WA0011.jpg", "handwritten_note_photo", K, "2030-11-05", ["C03"], ["C03-H03"], """
తేదీ 05.11.2030
పి.ఎస్.సి.జె. కాకినాడ - ఓ.ఎస్. 214/2030
WS వేయలేదు. సూర్యప్రకాష్ గారు మళ్ళీ సమయం అడిగారు. జడ్జి గారు రూ. 1,000 ఖర్చులు (costs) విధించి సమయం ఇచ్చారు.
వాయిదా 17.12.2030
- సత్యం
""")
u("backlog/2031-02/IMG-20310219-WA0017.jpg", "handwritten_note_photo", K, "2031-02-19", ["C04"], ["C04-H04"], """
తేదీ 19.02.2031 (బుధవారం)  జె.ఎం.ఎఫ్.సి. పెద్దాపురం
సి.సి. 1127/2030 వెంకటేశ్వర ఆక్వా ఫీడ్స్ vs కురాడ నాగేశ్వరరావు
ఫిర్యాదుదారు శ్రీనివాసరావు గారి సాక్ష్యం అఫిడవిట్ (CW1) వేశాం. ముద్దాయి తరఫున కాస్ పిటిషన్ (కాస్ ఎగ్జామినేషన్) వేశారు.
వాయిదా 02.04.2031
- సత్యం
""")
u("backlog/2031-03/IMG-20310318-WA0008.jpg", "handwritten_note_photo", K, "2031-03-18", ["C02"], ["C02-H05"], """
తేదీ 18.03.2031
వినియోగదారుల కమిషన్ - సి.సి. 88/2030 అప్పారావు బోటు
ఇన్సూరెన్స్ వారి సాక్ష్యం అఫిడవిట్ వేయలేదు. సర్వేయర్ అందుబాటులో లేరని వర్మ గారు మళ్ళీ సమయం అడిగారు.
వాయిదా 22.04.2031
- సత్యం
""")

# ---------------- the junior's chats (Tenglish)
u("backlog/2030-12/WhatsApp Chat with Ravi Teja Junior.txt", "whatsapp_export", J, "2030-11-29", ["C05", "C04", "C01"], ["C05-H01", "C01-H02", "C04-H01", "C04-H02", "C05-H02"], """
06/09/30, 12:18 pm - Ravi Teja Jr: Sir MACT Durga Prasad OP lo notice issue chesaru R1 R2 R3 ki. ND 29.11.30
06/09/30, 12:20 pm - PVS Sir: ok. batta kattava?
06/09/30, 12:21 pm - Ravi Teja Jr: Kattanu sir, 240 rs
08/10/30, 11:02 am - Ravi Teja Jr: Sir HC Satti babu WP - GP Suresh garu counter ki time adigaru, instructions raaledu annaru. TSR garu granted. ND 19.11.30. Interim continues
08/10/30, 11:05 am - PVS Sir: 👍
16/10/30, 1:10 pm - Ravi Teja Jr: Sir Peddapuram feeds cheque case - accused Kurada raaledu. Judge garu BW issue chesaru 10,000. ND 27.11.30
16/10/30, 1:12 pm - PVS Sir: Srinivas garu ki cheppu
27/11/30, 12:40 pm - Ravi Teja Jr: Sir Kurada vacchadu, bail ichcharu, copies ichcham. Chiranjeevi garu vaadi counsel. ND 8.1.31
29/11/30, 3:15 pm - Ravi Teja Jr: MACT - R3 insurance counter vesaru. Auto lo 7 passengers undi ani overloading plea. R1 R2 raaledu, ex parte set chesaru. ND 24.1.31
29/11/30, 3:16 pm - PVS Sir: counter copy scan chesi pampu
""")
u("backlog/2031-07/WhatsApp Chat with Ravi Teja Junior (2).txt", "whatsapp_export", J, "2031-07-25", ["C04", "C05", "C01"], ["C04-H05", "C05-H05", "C01-H06", "C05-H07"], """
02/04/31, 12:55 pm - Ravi Teja Jr: Sir feeds cheque case - Kurada absent, Chiranjeevi garu exemption petition vesaru, allow chesaru. CW1 cross jaragaledu. ND 11.6.31
02/04/31, 12:56 pm - PVS Sir: first exemption. note chey
11/04/31, 1:30 pm - Ravi Teja Jr: Sir MACT Durga Prasad - Dr Ravi Kiran raaledu, OP duty undi annaru. Malli summons ichcharu. ND 13.6.31
17/06/31, 11:40 am - Ravi Teja Jr: Sir HC Satti babu - GP malli time adigaru, G.O. produce cheyaledu. TSR garu Rs 5,000 costs vesaru on State. ND 22.7.31
17/06/31, 11:41 am - PVS Sir: Good. 22 ki nenu vastanu
25/07/31, 12:25 pm - Ravi Teja Jr: Sir MACT - R3 witness (RW1 insurance officer) raaledu, Venkateswarlu garu time adigaru. ND 22.8.31
25/07/31, 12:26 pm - PVS Sir: ok, claim 8 lakh, interest arguments ready cheyyi
""")

# ---------------- the clients' chats (Telugu script)
u("backlog/2031-03/WhatsApp Chat with Satti babu Polekurru.txt", "whatsapp_export", "Kamaraju Satyanarayana", "2031-03-12", ["C01"], ["C01-H04"], """
10/12/30, 7:12 pm - Satti babu Polekurru: సార్ డీడీ తీశాను 93,000 రూపాయలు, తహసీల్దార్ తాళ్ళరేవు పేరు మీద. రేపు ఆఫీసుకు తెస్తాను
10/12/30, 7:15 pm - PVS Sir: సరే. ఒరిజినల్ డీడీ తీసుకురండి
21/01/31, 5:48 pm - PVS Sir: హైకోర్టులో ఈ రోజు డిపాజిట్ చేసినట్టు మెమో వేశాం, రిప్లై అఫిడవిట్ కూడా వేశాం. జీపీ గారు ఆర్డీవో రిపోర్ట్ కోసం సమయం అడిగారు. తదుపరి వాయిదా 11.03.2031
21/01/31, 5:50 pm - Satti babu Polekurru: ధన్యవాదాలు సార్. చెరువులో పంట వేయొచ్చా?
21/01/31, 5:52 pm - PVS Sir: స్టే ఉంది, వేసుకోండి. కొత్త గట్లు మాత్రం వేయొద్దు
12/03/31, 8:05 am - Satti babu Polekurru: సార్ నిన్న ఏమైంది?
12/03/31, 8:20 am - PVS Sir: ఆర్డీవో రిపోర్ట్ వచ్చింది. స్టే కొనసాగుతుంది. తదుపరి జూన్ 17
""")
u("backlog/2031-07/WhatsApp Chat with Prasanna MC.txt", "whatsapp_export", "Gollapalli Lakshmi Prasanna", "2031-07-21", ["C08"], ["C08-H01", "C08-H02", "C08-H04", "C08-H06"], """
14/10/30, 4:30 pm - PVS Sir: ఈ రోజు నాగరాజు కోర్టుకు వచ్చాడు. జడ్జి గారు కౌన్సెలింగ్‌కు పంపారు. తదుపరి వాయిదా 25.11.2030
14/10/30, 4:41 pm - Prasanna: సరే సార్. కౌన్సెలింగ్‌కి నేను రావాలా?
14/10/30, 4:43 pm - PVS Sir: అవును, బాబుని కూడా తీసుకురండి
25/11/30, 3:02 pm - Prasanna: సార్ కౌన్సెలింగ్‌లో అతను రాజీకి ఒప్పుకోలేదు
25/11/30, 5:10 pm - PVS Sir: కౌన్సెలింగ్ ఫెయిల్ అయింది. వాళ్ళు కౌంటర్ వేశారు. మధ్యంతర భరణం పిటిషన్ వేశాం. తదుపరి 20.01.2031
17/03/31, 2:15 pm - PVS Sir: బకాయిలు కట్టలేదు. జడ్జి గారు గట్టిగా అడిగారు. వచ్చే వాయిదాలోగా రూ.18,000 కడతానని నాగరాజు హామీ ఇచ్చాడు. తదుపరి 16.06.2031
17/03/31, 2:20 pm - Prasanna: నమ్మకం లేదు సార్
21/07/31, 4:45 pm - PVS Sir: ఈ రోజు నాగరాజు సాక్ష్యం (RW1) చీఫ్ అయింది. జీతం 18,500 అని చెప్పాడు. క్రాస్ వాయిదా పడింది - తదుపరి 25.08.2031
21/07/31, 4:50 pm - Prasanna: ఇంకా 9,000 బాకీ ఉంది సార్
""")

# ---------------- the lawyer's diary: pages about two matters
u("backlog/2031-01/IMG_20310122_201147.jpg", "handwritten_note_photo", L, "2031-01-22", ["C01", "C07"], ["C01-H04", "C07-H04"], """
21-22 Jan 31
21/1 HC TSR garu - Satti babu: DD 93,000 deposit memo filed, reply affidavit filed. GP Suresh garu time adigaru -
RDO inspection report raaledu. ND 11.3.31
22/1 DRT Vizag - rice mill SA: arguments heard fully. Ravindranath garu - "NPA classification wrong". Our reply -
13(2) served, 13(3A) reply given. Reserved for orders - ND 5.3.31
""")
u("backlog/2031-04/IMG_20310403_190231.jpg", "handwritten_note_photo", L, "2031-04-03", ["C06", "C02"], ["C06-H05"], """
3/4/31 Pithapuram SCJ - Sarojini
PW1 chief affidavit, Ex A1 to A6 (death cert of Sattiraju, legal heir cert, adangal, 1-B, mutation proc, RDO appeal copy)
Bhaskara Rao garu cross ki time - ND 19.6.31
-------
Evening Appa Rao phone (boat case) - harbour lo kotha boat kontunnadu, paata boat scrap cheyyocha ani adigadu.
Scrap cheyyoddu ani cheppanu - evidence lo photos unnai, Commission inspection adagavachu.
""")
u("backlog/2031-04/IMG_20310408_175512.jpg", "handwritten_note_photo", L, "2031-04-08", ["C03"], ["C03-H06"], """
8.4.31 PSCJ Kkd - godown suit
Deposit 7.2 L NOT made. Surya Prakash garu "client arranging funds" - time adigaru, judge garu ichcharu.
Raju garu chala kopam. ND 10.6.31 (vacation taruvatha)
Strike off defence IA draft cheyyali.
""")
u("backlog/2031-07/IMG_20310721_183540.jpg", "handwritten_note_photo", L, "2031-07-21", ["C08"], ["C08-H06"], """
21.7.31 Family Court - Prasanna MC
RW1 Naga Raju chief affidavit: salary 18,500 (pay slip). Says mother dependent on him.
Rama Devi garu vaayidaa adigaru for our cross? - no, OUR cross deferred, judge garu time ledu.
Arrears: 9,000 paid, 9,000 balance. ND 25.8.31
""")

# ---------------- plan and cause list
u("backlog/2031-08/week plan 18-23 Aug.docx", "typed_note_docx", L, "2031-08-14", ["C02", "C03", "C04", "C06", "C05", "C08", "C01"], [], """
WEEK PLAN 18.08.2031 - 23.08.2031
Mon 18/8  DCDRC - Appa Rao boat - oral arguments (OP written args?). 10.30.
          PSCJ Kkd - godown OS 214 - counter to strike-off IA; Raju garu to come. Satyam to watch both.
Wed 20/8  Peddapuram JMFC - feeds cheque - CW2 SBI manager. Ravi Teja.
Thu 21/8  Pithapuram - Sarojini - PW2 cross continues.
Fri 22/8  MACT - Durga Prasad - RW1. Ravi Teja; I'll come if reached.
Mon 25/8  Family Court - Prasanna - cross of RW1 (pay slip, PF). Ask arrears warrant.
Tue 26/8  HC Amaravati - Satti babu WP - further arguments. Book bus Sunday night.
Pending: RDO Kakinada appeal (Sarojini mutation) - hearing date still not received; follow up.
""")
u("backlog/2031-08/cause list PSCJ Kakinada 18.08.2031.pdf", "cause_list_pdf", "District Court, Kakinada", "2031-08-14", ["C03"], [], """
DISTRICT COURT, KAKINADA - CAUSE LIST FOR 18-08-2031 (MONDAY)
COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE, KAKINADA
Sl.  Case No.            Parties                                                    Stage
1    O.S. 96/2027        Chikkala Nookaraju vs Kakinada Municipal Corporation       Arguments
2    O.S. 214/2030       Sri Lakshmi Ganapathi Warehousing vs Vaibhav Marine Exports I.A. 702/2031 / Evidence
3    A.S. 31/2029        Mutyala Veeranna vs Pappu Satyavathi                       Judgment
4    E.P. 12/2031        Andhra Marine Traders vs Bhimavarapu Apparao               Counter
5    O.S. 301/2030       Reddy Suryakantham vs Dwarampudi Ramulu                    PW evidence
""")
