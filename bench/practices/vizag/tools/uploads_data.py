"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


# ---------------------------------------------------------------- documents (dated by their own date)
up("backlog/2021-03/pro note Gandi xerox.pdf", "document_scan", "Gandi Srinivasa Rao", "2021-03-12", ["C03"], [], """
PROMISSORY NOTE
Rs. 6,00,000/-                                                     Visakhapatnam, dated 12-03-2021

ON DEMAND I, Gandi Srinivasa Rao, S/o late Gandi Appanna, aged about 44 years, Hindu, chit business,
R/o D.No. 9-14-22, Old Gajuwaka, Visakhapatnam-26, promise to pay Sri Korada Venkata Ramana, S/o Korada
Simhachalam, R/o D.No. 12-7-5, Sriharipuram, Visakhapatnam, or order, the sum of Rupees Six Lakhs only
(Rs. 6,00,000/-) received this day in cash for my family and business necessities, together with interest
thereon at the rate of Rs. 2/- per hundred per month (24% per annum) from this date till payment.

                                                        (signed over revenue stamp)
                                                        Gandi Srinivasa Rao
Witnesses:
1. Pothina Ramu, S/o Appalaswamy, Jalaripeta, Visakhapatnam
2. (blank)
Written by: Sk. Mastan, document writer, Gajuwaka, at the request of the executant.
""")

up("backlog/2022-06/IMG_20251001_112233.jpg", "document_photo", "Gandi Srinivasa Rao", "2022-06-18", ["C03", "C01"], [], """
శ్రీ కొరాడ వెంకట రమణ గారికి,
గండి శ్రీనివాస రావు వ్రాయునది. తేది 18-06-2022.
అయ్యా, నేను మీ వద్ద 12-03-2021 న నోటు మీద తీసుకున్న రూ. 6,00,000/- (ఆరు లక్షలు) అప్పు నాకు గుర్తు ఉంది.
వడ్డీ క్రింద ఇప్పటి వరకు రూ. 58,000/- ఇచ్చాను. చిట్టీ డబ్బులు రాగానే మిగతా అసలు, వడ్డీ దసరా లోపల
తప్పకుండా చెల్లిస్తాను. దయచేసి కోర్టుకి వెళ్లవద్దు.
ఇట్లు
గండి శ్రీనివాస రావు (సంతకం)
""")

up("backlog/2025-07/Claim statement - Nagur Vali.pdf", "document_scan", "Pendurthi Ramachandra Rao", "2025-07-02", ["C06"], [], """
BEFORE THE INDUSTRIAL TRIBUNAL-CUM-LABOUR COURT, VISAKHAPATNAM
I.D. No. 27 of 2025 (petition under Section 2A(2) of the Industrial Disputes Act, 1947)
Shaik Nagur Vali, S/o Shaik Khasim, aged 39, R/o D.No. 1-52-7, Malkapuram, Visakhapatnam-11 ... Petitioner/Workman
Vs.
M/s Coastal Bulk Handlers Pvt. Ltd., rep. by its Managing Director, Port Area, Visakhapatnam-35 ... Respondent/Management

CLAIM STATEMENT
1. The petitioner joined the respondent in June 2016 as a mobile crane operator at the EQ-3 berth of the Visakhapatnam
Port and worked continuously till 11.03.2025, drawing last wages of Rs. 21,400/- per month. He holds a heavy vehicle
and crane operator's licence. His PF (UAN 1007xxxx4416) and ESI were deducted in the respondent's name.
2. On 09.03.2025 the petitioner refused to operate crane No. MC-4 in the night shift as its load moment indicator was
not working and reported it in writing to the shift in-charge. On 11.03.2025 the security at Gate No. 3 did not allow
him in; the supervisor told him orally that his services were "no longer required". No charge sheet, no enquiry, no
notice pay and no retrenchment compensation were given.
3. The conciliation before the Assistant Commissioner of Labour, Visakhapatnam ended in failure (report dt. 20.06.2025).
PRAYER: to declare the termination dated 11.03.2025 illegal and to direct reinstatement with continuity of service,
full back wages and all attendant benefits.
Visakhapatnam, 02.07.2025                                   Counsel for the Petitioner (P. Ramachandra Rao)
""")

up("backlog/2025-09/Procgs cancellation lease shed 7.pdf", "document_scan", "Fishing Harbour Management Society", "2025-09-29", ["C02"], [], """
GOVERNMENT OF ANDHRA PRADESH - DEPARTMENT OF FISHERIES
OFFICE OF THE EXECUTIVE OFFICER, FISHING HARBOUR MANAGEMENT SOCIETY, VISAKHAPATNAM
Proceedings No. FHMS/VSP/L-7/2025, dated 29-09-2025

Sub: Fishing Harbour, Visakhapatnam - Lease of Ice Plant Shed No. 7 to M/s Sri Kanaka Durga Ice Plant - cancellation - orders issued.
Ref: 1. Lease deed No. FH/VSP/L-7/2019 dt. 01.04.2019 (period 9 years, monthly rent Rs. 28,000/-).
     2. Show cause notice of this office dt. 02.08.2025.
ORDER:
The lessee M/s Sri Kanaka Durga Ice Plant, rep. by Sri Mylapilli Appalanaidu, has failed to pay the monthly lease rent from
May 2023 to August 2025 (28 months), the arrears amounting to Rs. 7,84,000/-. It is also reported by the Harbour
Superintendent that a portion of the shed has been sub-let to M/s Sea Pearl Marine Exports for storage of packed shrimp
without the permission of the Society, in violation of clause 11 of the lease deed. The show cause notice cited was
served by affixture at the shed on 04.08.2025; no explanation has been received.
Therefore the lease of Shed No. 7 is hereby cancelled under clause 14 of the lease deed. The lessee is directed to hand
over vacant possession within 15 days, failing which he will be evicted and the arrears recovered as arrears of land revenue.
                                                              Sd/- Executive Officer, FHMS, Visakhapatnam
Copy to: the Commissioner of Fisheries, A.P., Mangalagiri; the Harbour Superintendent.
""")

up("backlog/2025-10/IA 604 of 2025 order.pdf", "document_scan", "I Additional Senior Civil Judge, Visakhapatnam", "2025-10-14", ["C03", "C01"], [], """
IN THE COURT OF THE I ADDITIONAL SENIOR CIVIL JUDGE, VISAKHAPATNAM
Present: Sri Gudivada Prabhakar Rao, I Additional Senior Civil Judge
Tuesday, the 14th day of October, 2025
I.A. No. 604 of 2025 in O.S. No. 318 of 2024
Korada Venkata Ramana ... Petitioner/Plaintiff
Vs.
Gandi Srinivasa Rao ... Respondent/Defendant

ORDER
This petition is filed under Order VII Rule 14(3) CPC to receive a letter dated 18.06.2022 said to have been written
by the defendant acknowledging the suit debt. The document was not filed with the plaint nor mentioned in the list of
documents. The only reason given is that the plaintiff "could not trace it" at the time of filing. The respondent
denies the letter. The petitioner has not shown any acceptable cause for the delay of more than a year after the
filing of the suit. The petition is dismissed. No costs.
                                                        Sd/- I Additional Senior Civil Judge, Visakhapatnam
""")

up("backlog/2024-02/DS_Sanjeevani_SunkaraS.pdf", "document_scan", "Sri Sai Sanjeevani Hospitals", "2024-02-11", ["C05"], [], """
SRI SAI SANJEEVANI HOSPITALS - Multi Speciality, Main Road, Gajuwaka, Visakhapatnam-26
DISCHARGE SUMMARY
Patient: Mr. Sunkara Satyanarayana   Age/Sex: 65/M   IP No.: 24/0311   Consultant: Dr. Ch. Ravi Teja, MS (Ortho)
DOA: 05.02.2024   DOS: 06.02.2024   DOD: 11.02.2024
Diagnosis: Osteoarthritis right knee, Kellgren-Lawrence grade IV.
Procedure: Total knee replacement (right), cemented, under spinal anaesthesia, on 06.02.2024.
Course in hospital: uneventful. Drain removed on POD 2. Mobilised with walker.
Advice at discharge: Tab. Cefuroxime 500 mg BD x 5 days, analgesics; suture removal on POD 14; review after 1 week.
Bill (final): Rs. 2,35,000/- (package), paid by the patient (no insurance).
""")

up("backlog/2026-01/1000047731.jpg", "document_photo", "State Bank of India", "2026-01-05", ["C02"], [], """
STATE BANK OF INDIA - HIGH COURT OF A.P. BRANCH, NELAPADU (AMARAVATI)
CHALLAN / DEPOSIT RECEIPT
Date: 05-01-2026
Deposited to the credit of: The Registrar (Judicial), High Court of Andhra Pradesh
In: W.P. No. 24118 of 2025 (as per order dt. 10-12-2025)
Depositor: M/s Sri Kanaka Durga Ice Plant, rep. by Mylapilli Appalanaidu
Amount: Rs. 2,50,000/- (Rupees Two Lakhs Fifty Thousand only)  by DD No. 418822 (Union Bank, Fishing Harbour br.)
Journal No. 77310                                      Cashier (sd)
""")

up("backlog/2026-08/Expert opinion AMC Ortho.pdf", "document_scan", "Andhra Medical College", "2026-08-26", ["C05"], [], """
ANDHRA MEDICAL COLLEGE, VISAKHAPATNAM - DEPARTMENT OF ORTHOPAEDICS
No. AMC/Ortho/Medico-legal/114/2026                                              Dt. 26.08.2026
To: The President, District Consumer Disputes Redressal Commission-I, Visakhapatnam
Sub: C.C. No. 176 of 2025 - Sunkara Satyanarayana vs Sri Sai Sanjeevani Hospitals & Ors. - expert opinion - reg.
Ref: Commission's order dt. 14.05.2026.
The case records (IP records of Sri Sai Sanjeevani Hospitals, IP No. 24/0311; records of KIMS Icon Hospital,
Visakhapatnam, of the second admission; X-rays) were examined by a committee of three faculty members.
Opinion:
1. The indication for total knee replacement was proper and the implant position on X-ray is acceptable.
2. The records do not show the time of the pre-operative antibiotic dose, nor any wound inspection between POD 3 and
discharge. The operation theatre sterility log for 06.02.2024 was not produced.
3. The patient presented on 24.02.2024 with discharge from the wound; the culture grew MRSA. This is a deep
periprosthetic infection of early onset, which is a known complication (1-2%), but its risk is reduced by following
the asepsis and antibiotic protocols, whose compliance cannot be verified from the records.
4. The second surgery (debridement and implant retention, DAIR) at KIMS Icon on 02.03.2024 was the correct treatment.
                                                   Sd/- Professor & HOD, Department of Orthopaedics, AMC
""")

up("backlog/2026-11/CL_CH14_04112026.pdf", "cause_list_pdf", "High Court of Andhra Pradesh", "2026-11-03", ["C02"], [], """
HIGH COURT OF ANDHRA PRADESH AT AMARAVATI
DAILY CAUSE LIST - WEDNESDAY, 04th NOVEMBER 2026
COURT HALL No. 14 - THE HON'BLE SMT. JUSTICE NUTHALAPATI HEMALATHA
(Video conference link for advocates: as notified; matters at S.No. 31 onwards to be taken after 2.15 P.M.)
FOR ADMISSION
 12  WP 31877/2026   Ch. Kondala Rao Vs The State of AP rep. by Prl. Secy. Revenue     Adv: K. Sudheer   GP for Revenue
 13  WP 31902/2026   M/s Bheemili Prawns Vs The Commissioner of Fisheries              Adv: V. Srilatha  GP for Fisheries
FOR HEARING
 33  WP 24118/2025   M/s Sri Kanaka Durga Ice Plant rep. by Mylapilli Appalanaidu Vs State of AP & 2 Ors.
                     Adv: P. Ramachandra Rao (VC)   GP for Fisheries (R1, R2); Pydi Ramesh, SC (R3)
                     [with I.A. No. 1 of 2025 - interim]
 34  WP 9907/2024    Gangavaram Fishermen Welfare Assn. Vs Union of India & 4 Ors.      Adv: T. Nookaraju   ASGI
 35  WP 14410/2025   S. Demudu Vs District Collector, Anakapalli                        Adv: B. Rajeswari   GP for Revenue
""")

# ---------------------------------------------------------------- December 2025
up("backlog/2025-12/IMG_20251205_184102.jpg", "handwritten_note_photo", "Ramachandra Rao", "2025-12-05", ["C03", "C01"], ["C03-H01"], """
5/12/25 Fri   I Addl SCJ Vizag
OS 318/24 Korada v. Gandi (pro-note)
- PW1 Korada chief affidavit filed. Ex.A1 pronote, A2 legal notice, A3 postal ack, A4 reply notice - marked.
- Chelluri D.P. objected to A1 "stamp insufficient" - judge garu annaru objection recorded, decide at judgment.
- letter 18.6.22 issue: IA 604 dismissed 14.10 -> our CRP filed HC 10.11.25 (SR 48213/2025), numbered CRP 2291/25.
  CRP listed Mon 8.12, Rajasekhar J, VC link. no stay asked for trial - only want letter received.
- Korada garu: "sir 4 years ayyindi, dabbu eppudu vastundi?" told him after evidence only.
ND 9/1/26 - cross of PW1
""")

up("backlog/2025-12/CRP notes.txt", "typed_note_txt", "Ramachandra Rao", "2025-12-08", ["C01"], ["C01-H01"], """
08.12.2025 (Mon) - HC AP, Court Hall 9, Rajasekhar J - VC from office
CRP 2291/2025 (Korada v. Gandi) - against order in IA 604/2025 in OS 318/2024

item 58, called at 2.40 pm (his lordship takes VC matters only after lunch).
first question from judge: "Is the trial stayed? Are you asking for a stay?" - told no, we only want the letter dt 18.06.2022 received.
judge: notice before admission. no stay of trial. Respondent to be served - RPAD + private notice permitted.
Kareem to send RPAD tomorrow, file proof of service by Jan.
Next date: 21.01.2026
""")

up("backlog/2025-12/WP24118_2025_interim order.pdf", "certified_order_sheet_scan", "High Court of Andhra Pradesh", "2025-12-10", ["C02"], ["C02-H01"], """
IN THE HIGH COURT OF ANDHRA PRADESH AT AMARAVATI
(Special Original Jurisdiction)
WEDNESDAY, THE TENTH DAY OF DECEMBER, TWO THOUSAND AND TWENTY FIVE
PRESENT: THE HONOURABLE SMT. JUSTICE NUTHALAPATI HEMALATHA
I.A. No. 1 of 2025 in WRIT PETITION No. 24118 of 2025
M/s Sri Kanaka Durga Ice Plant, rep. by its Proprietor Mylapilli Appalanaidu ... Petitioner
Vs.
1. State of Andhra Pradesh, rep. by its Principal Secretary, Animal Husbandry, Dairy Development & Fisheries Dept.
2. The Commissioner of Fisheries, A.P., Mangalagiri
3. Fishing Harbour Management Society, Visakhapatnam, rep. by its Executive Officer ... Respondents
Counsel for the petitioner: Sri P. Ramachandra Rao
Counsel for respondents 1 and 2: GP for Fisheries
ORDER:
Notice. Learned Government Pleader for Fisheries takes notice for respondents 1 and 2 and seeks time to get
instructions. Notice to respondent No. 3.
Pending further orders, there shall be status quo as on today in respect of Ice Plant Shed No. 7 at the Fishing
Harbour, Visakhapatnam, subject to the petitioner depositing a sum of Rs. 2,50,000/- (Rupees two lakhs and fifty
thousand only) to the credit of this writ petition within four weeks from today. In default, the interim order shall
stand vacated without further reference to the Court.
Post on 28.01.2026.
                                                                     //TRUE COPY//  SECTION OFFICER
""")

up("backlog/2025-12/IMG_20251210_201544.jpg", "handwritten_note_photo", "Ramachandra Rao", "2025-12-10", ["C02"], ["C02-H01"], """
10.12.25 Wed - WP 24118/25 ice plant - Hemalatha J (VC)
Appalanaidu garu sat with me in office for VC.
Judge: "you have not paid rent for 2 years and you want status quo?" - I said roof damaged in Dec 2023 cyclone,
Society's EO orally agreed to suspend rent till repairs; SCN never served personally - only affixture.
Status quo GRANTED but on condition - deposit 2.5 lakh in 4 wks else interim vacated automatically.
(her usual style - no interim without deposit)
GP Vamsi Krishna: instructions kaavali. R3 notice.
Appalanaidu: dabbu 2-3 weeks lo arrange chestanu, Srinu will bring DD.
ND 28/1/26
""")

up("backlog/2025-12/consumer 11.12.txt", "typed_note_txt", "Kareemulla", "2025-12-11", ["C05"], ["C05-H01"], """
11-12-2025 thursday DCDRC-I vizag
CC 176/2025 sunkara satyanarayana garu vs sanjeevani hospital

OP1 (hospital) and OP2 (dr ravi teja) filed written version today thru MVS Sarma garu. copy recieved.
version says: infection due to patient not coming for dressing, diabetic, "known complication", consent form signed.
OP3 united india insurance - nobody appeared. president garu noted OP3 served on 03.11.2025 so 45 days running.
satyanarayana garu came with son ravi kiran. knee still swelling, uses walker.
vaayida 22.01.2026 - version of OP3 + our evidence affidavit
""")

up("backlog/2025-12/IMG20251216171355.jpg", "handwritten_note_photo", "Appa Rao", "2025-12-16", ["C04"], ["C04-H01"], """
౧౬.౧౨.౨౦౨౫ మంగళవారం
ఫ్యామిలీ కోర్టు - FCOP 412/2025 శ్రావణి గారి కేసు
భర్త తరపు కౌంటర్ దాఖలు చేశారు (భాస్కర రావు గారు). కాపీ తీసుకున్నాను.
IA 88/2025 (మెయింటెనెన్స్) - నోటీసు ఇచ్చారు.
జడ్జి గారు కౌన్సెలర్ దగ్గరకు పంపారు - ౧౦.౦౧.౨౦౨౬ శనివారం ఉదయం ౧౦ గంటలకు, ఇద్దరూ రావాలి.
వాయిదా: ౧౭.౦౨.౨౦౨౬
- అప్పారావు
""")

up("backlog/2025-12/IMG_20251218_190311.jpg", "handwritten_note_photo", "Ramachandra Rao", "2025-12-18", ["C06"], ["C06-H01"], """
18/12/2025   Labour Court - ID 27/25 Nagur Vali v. Coastal Bulk Handlers
Mgmt counter filed by Y. Bhaskara Rao. Main defence: Nagur Vali was never their employee - he was a contract
labourer of "Sri Venkateswara Manpower Services" (sub-contractor), so no 2A dispute against them.
BUT: PF + ESI in Coastal Bulk's code, crane licence endorsement in their name - Ex. for chief.
PO Raju garu asked mgmt: "who pays him, who gives him the gate pass?" - Bhaskara Rao no answer.
Nagur Vali present. 9 months no job. Wife doing tailoring.
To do: collect PF passbook printout, ESI card, gate pass copy, crane log book page 9.3.25.
ND 30.1.26 - WW1 chief
""")

# ---------------------------------------------------------------- January 2026
up("backlog/2026-01/IMG_20260109_173655.jpg", "handwritten_note_photo", "Ramachandra Rao", "2026-01-09", ["C03"], ["C03-H02"], """
9.1.26 Fri - OS 318/24 Korada - cross of PW1
Chelluri Durga Prasad not present - his junior filed memo "counsel engaged in HC Amaravati". (HC again!)
Judge: no adj without costs - Rs. 500 costs to plaintiff, cross positively next date.
Korada garu angry, came at 10.30 waited till 4.
ND 6/2/26 cross PW1
""")

up("backlog/2026-01/21,22 jan.txt", "typed_note_txt", "Ramachandra Rao", "2026-01-22", ["C01", "C05"], ["C01-H02", "C05-H02"], """
21 Jan (Wed) - CRP 2291/25 - HC VC, Rajasekhar J
service complete (RPAD ack filed). Chelluri Durga Prasad appeared on VC for the respondent - same counsel as in the suit.
sought 4 weeks for counter. judge granted, asked again "trial is going on no? not stayed?" - yes going on.
NDOH 04.03.2026

22 Jan (Thu) - DCDRC-I - CC 176/25 Sunkara (Kareem + me)
OP3 insurer's counsel K. Anuradha came with written version today - President refused to receive, beyond 45 days
from service (SC Const. Bench New India v Hilli). OP3 right to file version forfeited.
our evidence affidavit of complainant filed with Ex.A1 to A14 (DS, KIMS bills, MRSA culture report, photos, legal notice).
medical bills total Rs. 3,42,000 (KIMS 2nd surgery 2,61,000 + medicines/physio 81,000) - Sanjeevani package 2,35,000 separately claimed in compensation.
ND 05.03.2026 - OPs evidence
""")

up("backlog/2026-01/LC 30.1.26.txt", "typed_note_txt", "Kareemulla", "2026-01-30", ["C06"], ["C06-H02"], """
30.01.26 labour court
ID 27/25 nagur vali

WW1 nagur vali chief affidavit filed, tendered. marked Ex.W1 to W9:
W1 PF passbook (establishment code of coastal bulk), W2 ESI card, W3 gate pass 2024, W4 crane operator licence with
endorsement, W5 his complaint dt 09.03.25 re load moment indicator MC-4, W6 conciliation failure report 20.06.25,
W7 demand notice, W8 wage slips oct-dec 2024 (21,400), W9 photos at EQ-3.
bhaskara rao garu objected to W9 photos (no certificate u/s 63 BSA). PO: marked subject to objection.
cross of WW1 next.
ND: 13.03.2026
""")

# ---------------------------------------------------------------- February 2026
up("backlog/2026-02/IA 88 of 2025 order copy.pdf", "certified_order_sheet_scan", "Family Court, Visakhapatnam", "2026-02-17", ["C04"], ["C04-H02"], """
IN THE FAMILY COURT AT VISAKHAPATNAM
Present: Smt. Allu Padmavathi, Judge, Family Court
Tuesday, the 17th day of February, 2026
I.A. No. 88 of 2025 in F.C.O.P. No. 412 of 2025
Pentakota Lakshmi Sravani ... Petitioner
Vs.
Pentakota Kiran Kumar ... Respondent
ORDER
The report of the Counsellor dated 10.01.2026 shows that the parties did not agree to reunite. The petitioner, a
teacher in a private school earning about Rs. 18,000/- per month, is living with the minor daughter Harshitha (aged
7 years) at her parents' house. The respondent is a software engineer at Bengaluru; his salary certificate shows a
net monthly salary of Rs. 94,500/-.
In the circumstances, the respondent is directed to pay interim maintenance of Rs. 12,000/- per month (Rs. 7,000/- for
the minor daughter and Rs. 5,000/- for the petitioner) from 01.03.2026, on or before the 10th of every month, by
deposit to the credit of the petitioner's bank account. Petition partly allowed.
Call on 24.03.2026 for evidence.
                                                       Sd/- Judge, Family Court, Visakhapatnam
""")

up("backlog/2026-02/PW1 cross notes.docx", "typed_note_docx", "Ramachandra Rao", "2026-02-06", ["C03"], ["C03-H03"], """
OS 318/2024 - Korada Venkata Ramana v. Gandi Srinivasa Rao
Cross of PW1 (plaintiff) by Sri Chelluri Durga Prasad - 06.02.2026, after 3.15 pm (judge takes cross only after 3 pm)

Costs Rs. 500 paid to us before cross - recorded.

Suggestions put and answers:
- "you were running chits with defendant, pro-note was taken as security for chit" - denied. PW1 admitted he was a member of the defendant's chit (Rs. 5 lakh chit, 2019) but said the loan was separate.
- "pro-note was signed blank, amount filled later by Mastan" - denied.
- "you are a money lender without licence" - PW1: "I lend to known people only, no business". (risk: Money Lenders Act point - prepare)
- PW1 could not say the denomination of the notes paid (500s and 2000s he said).
- Letter 18.06.2022 - not put to him (not yet on record, CRP pending).
PW1 discharged at 4.40 pm.
Next: PW2 Pothina Ramu (attestor) - 27.03.2026. Summons to be taken out - Appa Rao.
""")

# ---------------------------------------------------------------- March 2026
up("backlog/2026-03/IMG_20260311_215010.jpg", "handwritten_note_photo", "Ramachandra Rao", "2026-03-11", ["C02"], ["C02-H03"], """
11/3/26 - WP 24118 (ice plant) Hemalatha J VC
R2 Commissioner of Fisheries' counter filed (GP). Says:
 * arrears 7,84,000 (May 23 - Aug 25, 28 months x 28,000)
 * sub-letting to Sea Pearl Marine Exports - Harbour Supdt report 12.7.25
 * no rent waiver ever given; cyclone repairs done by Society in Feb 2024 (!! check)
R3 Society - no counter, Pydi Ramesh present, "will file".
Judge: petitioner to file reply in 3 weeks. status quo continues.
Ask Appalanaidu: Sea Pearl agreement? only cold storage charges per box? bring bills. Repair proof - photos of roof 2024.
ND 22.04.26
""")

up("backlog/2026-03/IMG20260327165812.jpg", "handwritten_note_photo", "Appa Rao", "2026-03-27", ["C03"], ["C03-H04"], """
27-03-2026 శుక్రవారం
OS 318/2024 కొరాడ వెంకట రమణ గారు vs గండి శ్రీనివాస రావు
PW2 పోతిన రాము గారు రాలేదు (సాక్షి రాలేదు) - వేటకి సముద్రంలోకి వెళ్ళారని వాళ్ళ అబ్బాయి చెప్పాడు.
జడ్జి గారు కొత్త సమన్లు తీసుకోమన్నారు. బత్తా మనమే కట్టాలి.
వాయిదా ౨౪.౦౪.౨౦౨౬ - PW2
""")

# ---------------------------------------------------------------- April 2026
up("backlog/2026-04/OS318 docket cc.pdf", "certified_order_sheet_scan", "I Additional Senior Civil Judge, Visakhapatnam", "2026-04-02", ["C03"], ["C03-H01", "C03-H02", "C03-H03", "C03-H04"], """
CERTIFIED COPY OF DOCKET PROCEEDINGS
IN THE COURT OF THE I ADDITIONAL SENIOR CIVIL JUDGE, VISAKHAPATNAM
O.S. No. 318 of 2024
Korada Venkata Ramana ... Plaintiff  /  Gandi Srinivasa Rao ... Defendant
05.12.2025  Plaintiff present. PW1 chief examination affidavit filed. Ex.A1 to A4 marked. Objection of the defendant as to stamp duty on Ex.A1 recorded; to be decided at the time of judgment. For cross of PW1, call on 09.01.2026.
09.01.2026  Defendant's counsel absent; memo filed that he is engaged in the Hon'ble High Court. Last chance given subject to costs of Rs. 500/- payable to the plaintiff. Call on 06.02.2026.
06.02.2026  Costs paid. PW1 cross-examined by the defendant's counsel and discharged. For PW2, call on 27.03.2026.
27.03.2026  PW2 absent. Plaintiff's counsel seeks time. Fresh summons to PW2 on payment of batta. Call on 24.04.2026.
                                               Sd/- I Additional Senior Civil Judge, Visakhapatnam
Certified copy applied on 30.03.2026, ready on 02.04.2026. Copying Assistant (sd)
""")

up("backlog/2026-04/CRP 2291 list of dates + notes.docx", "typed_note_docx", "Ramachandra Rao", "2026-04-08", ["C01"], ["C01-H04"], """
CRP No. 2291 of 2025 - Korada Venkata Ramana v. Gandi Srinivasa Rao
Hearing 08.04.2026, Rajasekhar J (VC, item 41, taken at 3.05 pm)

What happened:
Counter was filed on 26.02 (e-filing diary No. 61790/2026). On 04.03 matter not reached.
Today heard in part. Chelluri D.P. argued O.7 R.14(3) - no cause shown, plaintiff "suppressed" the letter.
Judge asked two things: (1) "Was the letter in the plaintiff's possession when the suit was filed? Say it on affidavit."
(2) "Give me a two-page list of dates, not more. I don't read 20-page synopses." (he said it to the counsel before us also)
Again asked if trial is stayed - no, PW2 stage.
Next date 17.06.2026 (after summer vacation).

To do before 17.06:
- short affidavit of Korada: letter found in April 2025 in his late wife's almirah while clearing house after her death (Dec 2024). Get death certificate copy.
- list of dates - 2 pages (draft below)

LIST OF DATES
12.03.2021  Pro-note for Rs. 6,00,000 at 24% p.a. executed by the defendant.
18.06.2022  Letter of the defendant acknowledging the debt and payment of Rs. 58,000 towards interest.
15.04.2024  O.S. 318/2024 filed for Rs. 9,86,000 (principal 6,00,000 + interest 3,86,000).
Dec 2024    Plaintiff's wife died; papers in her custody.
April 2025  Letter found.
23.07.2025  I.A. 604/2025 filed under O.7 R.14(3).
14.10.2025  I.A. dismissed - "no acceptable cause".
10.11.2025  CRP filed.
""")

up("backlog/2026-04/DCDRC 9-4-26.txt", "typed_note_txt", "Kareemulla", "2026-04-09", ["C05"], ["C05-H04"], """
09/04/2026 DCDRC-I - CC 176/25 (sunkara)
OP2 dr ch ravi teja evidence affidavit filed - Ex.B1 to B6 (consent form, OT notes, anaesthesia record, nursing chart, discharge summary, review OP card 19.02.24).
OP1 hospital filed memo adopting OP2's evidence.
we filed IA for referring case records to expert (HOD ortho AMC) - sir drafted. MVS Sarma garu opposed saying "fishing enquiry".
president garu: "idi simple. send to AMC, both sides accept their opinion?" - Sarma garu no answer, will argue IA.
also president asked both: any settlement? ravi kiran (son) said only if reasonable.
Note: nursing chart B4 has no entries from 08.02 to 10.02 - sir to see.
vaayida 14.05.2026 - IA hearing
""")

up("backlog/2026-04/IMG_20260417_190045.jpg", "handwritten_note_photo", "Ramachandra Rao", "2026-04-17", ["C06"], ["C06-H04"], """
17.4.26  ID 27/25 Nagur Vali  - Labour Court
WW1 cross by Bhaskara Rao (finally - last time 13.3 he took time, "not ready").
 - admitted his appointment order never given in writing; salary cash till 2019 then bank.
 - admitted "Venkateswara Manpower" supervisor signed his attendance some months - but crane keys + duty chart from Coastal Bulk's shift in-charge.
 - denied he was drunk on 9.3.25 night shift (new suggestion! not in counter).
WW2 Grandhi Apparao (co-operator, still working there) examined + cross. Said Nagur Vali's complaint on MC-4 was true, crane was sent for repair next day. Brave man.
PO Raju garu to mgmt: "why not take him back without back wages and close this?" Bhaskara Rao - will take instructions.
Workman evidence closed.
ND 17/7 - MW1
""")

up("backlog/2026-04/IMG_20260422_203012.jpg", "handwritten_note_photo", "Ramachandra Rao", "2026-04-22", ["C02"], ["C02-H04"], """
22/04/2026  WP 24118/25 - Hemalatha J
Our reply affidavit e-filed 01.04 (diary no. 58807/2026) - with roof photos of Jan 2024 + Sea Pearl cold storage bills (per box, no lease).
R3 counter - Pydi Ramesh sought time AGAIN. Judge: "last chance. If not filed, I will hear without it."
GP: R2 counter already on record.
Status quo extended till next date.
ND 24.06.2026
""")

up("backlog/2026-04/New Text Document.txt", "typed_note_txt", "Ramachandra Rao", "2026-04-24", ["C03"], ["C03-H05"], """
24-4-2026  OS 318/24 Korada - PW2 Pothina Ramu (attestor)
Ramu came this time (fresh summons served by Appa Rao personally at Jalaripeta, batta paid Rs. 300).
Chief: present on 12.03.2021 at Korada's house, Gajuwaka, saw Gandi sign and Korada count 6 lakh cash in 500 notes.
Mastan wrote the note in front of them.
Cross by Chelluri: "you are Korada's relative" - admitted he is Korada's wife's cousin. "You go for fishing, how were you in Gajuwaka on a Friday?" - Ramu: 12.03.2021 ban period? no - he said boat under repair that week. (check: 12.03.2021 was a Friday - ok.)
Suggestion that he signed later at Korada's request - denied.
Judge garu annaru: "interested witness, but consistent." noted.
ND 12.6.26 - PW3 Mastan (scribe)
""")

# ---------------------------------------------------------------- May 2026
up("backlog/2026-05/consumer 14.5.txt", "typed_note_txt", "Kareemulla", "2026-05-14", ["C05"], ["C05-H05"], """
14.05.2026 DCDRC-I  CC 176/2025

IA for expert ALLOWED. commission directs case records (OP1 IP records, KIMS records, x-rays) to be sent to HOD Orthopaedics, Andhra Medical College, for opinion within 8 weeks.
complainant to pay Rs. 5,000 towards expert fee to AMC - to pay by DD within 1 week.
MVS Sarma garu wanted it to go to a private hospital doctor - rejected.
president garu again: "settle chesukondi, case 2 years nadustundi" - both sides silent.
vaayida 03.09.2026 (long date, for expert report).
sir - DD for 5000 to take from satyanarayana garu, ravi kiran said he will send tomorrow.
""")

up("backlog/2026-05/CC176 proceedings.pdf", "certified_order_sheet_scan", "District Consumer Disputes Redressal Commission-I, Visakhapatnam", "2026-05-20", ["C05"], ["C05-H02", "C05-H03", "C05-H04", "C05-H05"], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION-I, VISAKHAPATNAM
C.C. No. 176 of 2025 - Sunkara Satyanarayana Vs. Sri Sai Sanjeevani Hospitals, Gajuwaka & 2 others
PROCEEDINGS (certified copy)
22.01.2026  Complainant present with counsel. OP3 files written version today. OP3 was served on 03.11.2025; the period of 45 days expired on 18.12.2025. The version is not received; the right of OP3 to file version is forfeited. Complainant files evidence affidavit and Ex.A1 to A14. For evidence of OPs, call on 05.03.2026.
05.03.2026  Counsel for OP1 and OP2 seek time to file evidence affidavits. Time granted as a last chance. Call on 09.04.2026.
09.04.2026  OP2 files evidence affidavit; Ex.B1 to B6 marked. OP1 files memo adopting the evidence of OP2. Complainant files I.A. No. 21 of 2026 to refer the case records to an expert. Counter of OPs on the IA. Call on 14.05.2026.
14.05.2026  Heard on I.A. No. 21 of 2026. Allowed. The records shall be sent to the Professor & HOD, Department of Orthopaedics, Andhra Medical College, Visakhapatnam, for expert opinion within eight weeks. Complainant to pay Rs. 5,000/- towards the expert's fee. Call on 03.09.2026.
                                      Sd/- PRESIDENT                    Sd/- MEMBER
""")

# ---------------------------------------------------------------- June 2026
up("backlog/2026-06/OS 318 docket telugu.pdf", "certified_order_sheet_scan", "I Additional Senior Civil Judge, Visakhapatnam", "2026-06-16", ["C03"], ["C03-H05", "C03-H06"], """
ఐ అదనపు సీనియర్ సివిల్ జడ్జి వారి కోర్టు, విశాఖపట్నం
ఓ.ఎస్. నెం. 318/2024
కొరాడ వెంకట రమణ ... వాది
గండి శ్రీనివాస రావు ... ప్రతివాది
24.04.2026  వాది తరపు సాక్షి PW2 పోతిన రాము హాజరయ్యారు. ముఖ్య విచారణ జరిగింది. ప్రతివాది న్యాయవాది క్రాస్ ఎగ్జామినేషన్ చేశారు. PW3 కొరకు 12.06.2026 కు వాయిదా.
12.06.2026  PW3 షేక్ మస్తాన్ ముఖ్య విచారణ అఫిడవిట్ దాఖలు చేశారు. ప్రతివాది న్యాయవాది క్రాస్ కొరకు సమయం కోరారు. వాదికి రూ. 1,500/- ఖర్చులు చెల్లించే షరతుపై అనుమతించడమైనది. 10.07.2026 కు వాయిదా.
                                              సం/- ఐ అదనపు సీనియర్ సివిల్ జడ్జి, విశాఖపట్నం
నకలు ధృవీకరించబడినది. 16.06.2026
""")

up("backlog/2026-06/IMG_20260612_181520.jpg", "handwritten_note_photo", "Ramachandra Rao", "2026-06-12", ["C03"], ["C03-H06"], """
12.06.26 (Fri) OS 318/24
PW3 Sk. Mastan (document writer) - chief affidavit filed, he wrote the pronote at Korada's house, amount filled in his own hand BEFORE signature. His register entry No. 71/2021 - produced.
Chelluri again: "not ready for cross, register copy just now given" - asked time.
Judge: costs 1,500 this time (doubled from last). "Next time I will close the cross."
Cross fixed after 3 pm as usual.
CRP in HC - 17.6 hearing. Korada wants to come to office for VC - ok.
ND 10/7
""")

up("backlog/2026-06/display_pdf.pdf", "certified_order_sheet_scan", "High Court of Andhra Pradesh", "2026-06-24", ["C02"], ["C02-H05"], """
HIGH COURT OF ANDHRA PRADESH
W.P. No. 24118 of 2025
Date: 24.06.2026
Coram: Hon'ble Smt. Justice Nuthalapati Hemalatha
Order:
Sri P. Ramachandra Rao, learned counsel for the petitioner; learned Government Pleader for Fisheries for respondents
1 and 2; Sri Pydi Ramesh, learned Standing Counsel for respondent No. 3.
Despite the last chance granted on 22.04.2026, respondent No. 3 has not filed its counter affidavit. Learned Standing
Counsel seeks two more weeks. Though this Court is not inclined, in the interest of justice two weeks' time is granted,
subject to payment of costs of Rs. 2,000/- to the A.P. High Court Legal Services Committee. Interim order granted
earlier shall continue till the next date of hearing.
List on 05.08.2026.
                                                                                    NH, J
""")

up("backlog/2026-06/HC VC june.txt", "typed_note_txt", "Ramachandra Rao", "2026-06-24", ["C01", "C02"], ["C01-H05", "C02-H05"], """
HC VC - June

17.06 (Wed) CRP 2291/25 Korada - Rajasekhar J
Filed Korada's affidavit (letter found April 2025 in late wife's almirah) + 2 page list of dates on 15.06.
Judge read list of dates on screen, said "this is how it should be".
Chelluri argued 45 min - delay, no due diligence, collusive document. We: O.7 R.14(3) itself permits with leave; document is defendant's own letter, he can deny and lead evidence; no prejudice; costs can compensate.
Arguments concluded both sides. Orders on 15.07.2026.
Korada garu sat in office, happy the judge "vinnaru" (listened).

24.06 (Wed) WP 24118/25 ice plant - Hemalatha J
R3 counter again not filed - 2 weeks on costs Rs. 2,000 to HC Legal Services Committee (not to us). Pydi Ramesh's 3rd adjournment for the same counter.
Interim continues. Appalanaidu informed by phone.
NDOH 05.08.2026
""")

# ---------------------------------------------------------------- July 2026
up("backlog/2026-07/IMG_20260707_192233.jpg", "handwritten_note_photo", "Ramachandra Rao", "2026-07-07", ["C04"], ["C04-H06"], """
7-7-26 Tue Family Court - FCOP 412/25 Sravani
Husband paid Rs. 30,000 by DD today in court (DD No. 702145, SBI Whitefield) - Sravani took it.
Balance arrears 18,000 + July 12,000 -> Bhaskara Rao gave UNDERTAKING in court that balance 18,000 will be paid by 31.07.2026 and monthly 12,000 by 10th regularly. Recorded in docket.
PW1 cross - Bhaskara Rao wanted time: "engaged in Labour Court, part-heard matter". (same excuse style as in Nagur Vali matter - he is there for Coastal Bulk!)
Judge: ok but last time for PW1 cross.
Sravani upset - husband talks to Harshitha on visitation Saturdays about "coming to Bengaluru". To raise with judge next date if repeats.
ND 4.8.26 - cross PW1
""")

up("backlog/2026-07/OS318 10-7.txt", "typed_note_txt", "Kareemulla", "2026-07-10", ["C03"], ["C03-H07"], """
10.07.2026 OS 318/2024 - korada vs gandi
PW3 mastan cross by chelluri garu (after 3.20 pm).
- mastan admitted he writes 15-20 pro notes a month, cant remember every one. but register entry 71/2021 is there with date and amount.
- suggestion that amount column blank at time of signature - denied "I write full and then sign".
costs 1500 of last date NOT paid by defendant. judge garu annaru pay before next date, else no further cross of any witness.
CRP order in HC due on 15.07 - judge asked us to file copy if allowed.
vaayida 21.08.2026
""")

up("backlog/2026-07/CRP 2291 2025 order 15-07-2026.pdf", "certified_order_sheet_scan", "High Court of Andhra Pradesh", "2026-07-15", ["C01", "C03"], ["C01-H06"], """
IN THE HIGH COURT OF ANDHRA PRADESH AT AMARAVATI
WEDNESDAY, THE FIFTEENTH DAY OF JULY, TWO THOUSAND AND TWENTY SIX
PRESENT: THE HONOURABLE SRI JUSTICE MANDAPATI RAJASEKHAR
CIVIL REVISION PETITION No. 2291 of 2025
Korada Venkata Ramana ... Petitioner
Vs.
Gandi Srinivasa Rao ... Respondent
ORDER:
This revision is directed against the order dated 14.10.2025 in I.A. No. 604 of 2025 in O.S. No. 318 of 2024 on the
file of the I Additional Senior Civil Judge, Visakhapatnam, refusing to receive a letter dated 18.06.2022.
The document is said to be written by the respondent himself. The petitioner has explained on affidavit how and when
it was found. Order VII Rule 14(3) CPC permits a document to be received at a later stage with the leave of the Court,
and the trial has not gone beyond the plaintiff's evidence. The genuineness of the letter is a matter for trial; the
respondent is free to deny it and lead evidence. Any inconvenience can be compensated by costs.
In the result, the Civil Revision Petition is allowed and the order under revision is set aside. The trial Court shall
receive the letter dated 18.06.2022, subject to the petitioner paying costs of Rs. 3,000/- to the respondent, and
permit the petitioner to recall PW1 for the limited purpose of marking it. Miscellaneous petitions, if any, pending
shall stand closed.
                                                                    //TRUE COPY//
""")

up("backlog/2026-07/LC 17.7.txt", "typed_note_txt", "Kareemulla", "2026-07-17", ["C06"], ["C06-H05"], """
17-07-2026 labour court ID 27/2025
MW1 (mgmt HR manager) not present. bhaskara rao garu memo - witness "out of station, gone to Chennai head office audit".
PO raju garu not happy - asked why no affidavit even filed. adjourned.
PO asked again about settlement - reinstatement without back wages. nagur vali said he needs at least half back wages, 16 months no salary. bhaskara rao no instructions.
next date 11.09.2026 for MW1
""")

up("backlog/2026-07/IMG_20260720_110415.jpg", "handwritten_note_photo", "Ramachandra Rao", "2026-07-20", ["C06"], ["C06-H05"], """
20/7/26 - CORRECTION
Nagur Vali ID 27/25: Kareem's note of 17.7 says ND 11.09 - WRONG.
Appa Rao checked docket with bench clerk today: next date is 18.09.2026 (11.09 the PO is on training).
Diary + Nagur Vali informed 18.09.
""")

# ---------------------------------------------------------------- August 2026
up("backlog/2026-08/Sravani PW1 PW2 cross 4.8.docx", "typed_note_docx", "Ramachandra Rao", "2026-08-04", ["C04"], ["C04-H07"], """
FCOP 412/2025 - Sravani v. Kiran Kumar - 04.08.2026

Maintenance: balance Rs. 18,000 paid on 30.07 (undertaking kept); August Rs. 12,000 also paid on 03.08. Arrears nil as of today.

PW1 Sravani - cross by Y. Bhaskara Rao (about 1 hr 10 min):
- suggestion she left the matrimonial home at Bengaluru on her own in Oct 2024 - denied; she said husband locked her out after the quarrel on 12.10.2024 and she came to Vizag with the child.
- admitted husband paid the school fee for 2024-25 (Rs. 46,000).
- suggestion that her parents instigated - denied.
- on cruelty: she stood by the WhatsApp messages (Ex.A3) and the complaint to Women PS Bengaluru (Ex.A5).
PW2 Bhogadi Satyanarayana (her father, retd. HPCL): chief affidavit; cross short - admitted he did not visit Bengaluru after 2023.
Petitioner's evidence closed.
Judge: before fixing RW1, she called Harshitha into chambers again (second time) - spoke 10 min alone. Then told husband's counsel: "child is settled in Vizag school; visitation on Saturdays continues; no talk of shifting her."
ND 27.10.2026 - RW1 (husband) evidence.
""")

up("backlog/2026-08/IMG_20260805_210455.jpg", "handwritten_note_photo", "Ramachandra Rao", "2026-08-05", ["C02"], ["C02-H06"], """
5.8.26 WP ice plant - Hemalatha J (VC, 2.30 pm)
R3 counter filed at last (on 20.07) + costs 2,000 paid to Legal Services Committee (receipt shown).
R3 says: SCN dt 2.8.25 "served" by affixture on shed door 4.8.25 as lessee "not available".
Heard in part. My point - Appalanaidu was at the plant every day; no attempt at personal service, no RPAD; cancellation violates natural justice.
Judge to GP: "Produce the original file of the show cause notice and its service - I want to see the notings." - "teeskuni randi" tone!
ND 16.09.2026
""")

up("backlog/2026-08/IMG20260821170248.jpg", "handwritten_note_photo", "Appa Rao", "2026-08-21", ["C03"], ["C03-H08"], """
౨౧/౦౮/౨౦౨౬
ఓ.ఎస్. 318/24 - హైకోర్టు CRP ఆర్డర్ కాపీ ఫైల్ చేశాము.
ఖర్చులు రూ. 3,000 ప్రతివాది లాయరు చెల్లూరి దుర్గా ప్రసాద్ గారికి కోర్టులోనే ఇచ్చాము - రసీదు తీసుకున్నాను.
వాళ్ళు మనకి ఇవ్వాల్సిన రూ. 1,500 ఖర్చులు ఈ రోజు ఇచ్చారు.
PW1 ని రీకాల్ చేసి ఉత్తరం (18.06.2022) Ex.A5 గా మార్క్ చేశారు.
వాది సాక్ష్యం ముగిసింది. వాయిదా ౨౫.౦౯.౨౦౨౬ - DW1 చీఫ్ అఫిడవిట్.
""")

# ---------------------------------------------------------------- September 2026
up("backlog/2026-09/16-18 sept.txt", "typed_note_txt", "Ramachandra Rao", "2026-09-18", ["C02", "C06"], ["C02-H07", "C06-H06"], """
16.09 Wed - WP 24118 ice plant - Hemalatha J - NOT REACHED. waited on VC till 4.45, board stopped at item 29, ours 36.
GP had brought the file (he said). Next date 04.11.2026 (after Dasara vacation).

18.09 Fri - ID 27/25 Nagur Vali - Labour Court
MW1 Kella Sudhakar, HR Manager, Coastal Bulk - chief affidavit filed. Ex.M1 agreement with Sri Venkateswara Manpower Services (2018), M2 manpower bills, M3 letter of the manpower agency withdrawing Nagur Vali dt 10.03.2025 (never shown to us before!), M4 gate pass register extract.
Our petition (s.11 ID Act r/w O.11) for production of wage register + attendance register 2022-2024 - filed today. Bhaskara Rao to file counter.
M3 is dated 10.03.2025 - one day after Nagur Vali's complaint on MC-4 (9.3). Retaliation point - note for cross.
ND 23.10.2026 - petition + cross MW1
""")

up("backlog/2026-09/IMG_20260925_175830.jpg", "handwritten_note_photo", "Ramachandra Rao", "2026-09-25", ["C03"], ["C03-H09"], """
25.9.26  OS 318/24 Korada
DW1 Gandi Srinivasa Rao - chief affidavit filed. Story: Korada was member of his chit group (Rs. 5 lakh chit, 20 members, 2019); Korada took blank signed pronote as security when Gandi's chit collapsed in 2020. He denies letter Ex.A5 - "signature forged".
Ex.B1 chit pass book, B2 receipts (12 receipts, Rs. 1,95,000 paid by Korada as chit subscriptions).
Gandi himself present - avoided eye contact with Korada.
Our cross on 27.11 (judge gave long date - his Dasara + sessions in-charge).
Prepare: chit registration? (unregistered chit = offence under Chit Funds Act - use it), Ex.A5 comparison with his vakalat signature.
ND 27.11.26 - cross DW1
""")

up("backlog/2026-10/ID 27 of 2025 proceedings.pdf", "certified_order_sheet_scan", "Industrial Tribunal-cum-Labour Court, Visakhapatnam", "2026-10-28", ["C06"], ["C06-H06", "C06-H07"], """
IN THE COURT OF THE INDUSTRIAL TRIBUNAL-CUM-LABOUR COURT, VISAKHAPATNAM
Present: Sri Dantuluri Suryaprakasa Raju, Presiding Officer
I.D. No. 27 of 2025 - Shaik Nagur Vali (Workman) Vs. M/s Coastal Bulk Handlers Pvt. Ltd. (Management)
PROCEEDINGS
18.09.2026  MW1 Sri Kella Sudhakar files chief examination affidavit. Ex.M1 to M4 marked. Petitioner/workman files I.A. No. 9 of 2026 for a direction to the management to produce the wage register and the attendance register for the years 2022 to 2024. Counter of management. Call on 23.10.2026.
23.10.2026  No counter to I.A. No. 9 of 2026. Registers not produced. Counsel for management seeks time. The management is directed to produce the registers called for on the next date of hearing, failing which an adverse inference will be drawn. Cross-examination of MW1 deferred. Call on 20.11.2026.
                                                                 Sd/- Presiding Officer
""")

# ---------------------------------------------------------------- October 2026
up("backlog/2026-10/DCDRC 8.10.txt", "typed_note_txt", "Kareemulla", "2026-10-08", ["C05"], ["C05-H07"], """
08-10-2026 DCDRC-I Vizag - CC 176/25 sunkara

our written arguments filed (sir's draft, 14 pages) - main points: AMC opinion para 2 & 3 (no antibiotic timing, no wound inspection POD3 to discharge, OT sterility log not produced), nursing chart gap 08.02 to 10.02, res ipsa, MRSA = hospital acquired.
objections to expert report: we filed on 29.09 (none, we accept). OPs filed objections on 01.10 - say committee did not examine Dr Ravi Teja.
OP1 & OP2 - MVS Sarma garu sought time for written arguments. member madam said "last time".
president garu again asked - settlement emaina unda? sarma garu said "we will get instructions from hospital MD".
vaayida 12.11.2026 - oral arguments
""")

# ---------------------------------------------------------------- November 2026
up("backlog/2026-11/IMG_4471.HEIC", "handwritten_note_photo", "Ramachandra Rao", "2026-11-04", ["C02"], ["C02-H08"], """
04/11/2026  WP 24118/25 - ice plant - Hemalatha J (VC) item 33, taken 3.10 pm
GP Vamsi Krishna produced original file. Judge read notings herself for 10 min on screen share.
Notings: SCN dt 2.8.25 - process server's endorsement "lessee not available, affixed on shed door" on 4.8.25, 11.40 am. No RPAD, no second attempt. Same day Harbour Supdt note says Appalanaidu "came and met" him at 3 pm!! - (our best point - he was available).
Judge to Pydi Ramesh: "your own file says he met your officer that afternoon. Why was he not served?" - R3 to file a memo explaining service.
She asked me if petitioner will pay current rent 28,000 monthly pending WP - said yes on instructions (Appalanaidu on phone). Recorded: petitioner undertakes to pay current monthly rent from Nov 2026 without prejudice.
ND 09.12.2026 - R3 memo on service + further arguments. (board position should be better - "part heard")
""")

up("backlog/2026-11/CC176 arguments 12.11.docx", "typed_note_docx", "Ramachandra Rao", "2026-11-12", ["C05"], ["C05-H08"], """
CC 176/2025 - Sunkara Satyanarayana v. Sri Sai Sanjeevani Hospitals & Ors.
Oral arguments - 12.11.2026 (President + Member Rehana Begum madam)

OPs filed written arguments only today morning (after 2 adjournments).
Our arguments (40 min): AMC report paras 2-3; OP2's own OT notes (Ex.B2) silent on antibiotic time; nursing chart (B4) blank 08.02-10.02; patient came on 19.02 review with redness - OP card B6 says "dressing, reassure" - no culture taken; MRSA on 24.02. Delay of 5 days cost him a second surgery. Claim: compensation Rs. 15,00,000 + medical expenses Rs. 3,42,000.
MVS Sarma: known complication, diabetic patient, consent form Ex.B1 mentions infection risk; AMC committee did not hear OP2.
OP3 insurer (Anuradha madam) - version forfeited, only argued policy limit Rs. 10 lakh.
President (as always) before closing: "any settlement?" - Sarma on hospital MD's instructions offered Rs. 4,00,000 full and final. Satyanarayana garu + Ravi Kiran refused in open court - "4 lakhs ki 2 years nadavaleka povadam" - wants at least 10 lakhs.
Orders reserved - pronouncement 17.12.2026.
""")

up("backlog/2026-11/ID27 MW1 cross 20.11.txt", "typed_note_txt", "Kareemulla", "2026-11-20", ["C06"], ["C06-H08"], """
20.11.2026 labour court - ID 27/25 nagur vali
mgmt produced attendance register 2022-2024 (3 vols). wage register only for 2024 - bhaskara rao says 2022, 2023 "destroyed in record room water leak". PO raju garu recorded it.
attendance register shows nagur vali name in coastal bulk's own register all 3 years!! marked Ex.W10 (extract pages).
MW1 kella sudhakar cross by sir (part):
- admitted attendance register is maintained by coastal bulk's time office, not by manpower agency.
- admitted no notice/enquiry to nagur vali before 11.03.2025, "agency withdrew him".
- on M3 letter 10.03.2025: could not say who at agency signed it. said "I will check".
cross to continue. PO asked mgmt again to consider settlement - reinstatement + 50% back wages this time (PO's own suggestion). bhaskara rao: will convey.
vaayida 18.12.2026 - further cross MW1
""")

up("backlog/2026-11/IMG_4502.HEIC", "handwritten_note_photo", "Ramachandra Rao", "2026-11-24", ["C04"], ["C04-H09"], """
24.11.26 Tue  FCOP 412 Sravani  - Family Court
Costs Rs. 1,000 (of 27.10) paid by Bhaskara Rao to Sravani in court.
RW1 Kiran Kumar came from Bengaluru - chief affidavit filed. Says: she left on her own, he wants joint custody / child in Bengaluru for summer vacations.
Maintenance Nov paid on 9.11 (ok, regular since Aug).
Judge: cross of RW1 next date - "no adjournment, respondent to be present". Kiran asked to be allowed to take Harshitha for Christmas holidays - judge: file IA, will hear.
Sravani: worried about Christmas IA. Told her we oppose, child's school exam in Jan.
ND 15.12.2026 - cross RW1 (prepare: Women PS complaint, WhatsApp msgs Ex.A3, school fee only 1 year).
""")

up("backlog/2026-11/DW1 cross Gandi.docx", "typed_note_docx", "Ramachandra Rao", "2026-11-27", ["C03"], ["C03-H10"], """
O.S. 318/2024 - Cross-examination of DW1 (Gandi Srinivasa Rao) by me - 27.11.2026 (3.05 pm to 4.50 pm)

Key admissions:
1. His chit was not registered under the Chit Funds Act ("small chit among known people").
2. He admitted the signature on Ex.A1 (pro-note) is his - only says the amount and date were filled later.
3. Shown Ex.A5 letter - denied signature; but admitted the handwriting "looks like" his; said he writes Telugu.
4. Admitted he paid nothing to Korada after 2022 - "there was nothing to pay".
5. Ex.B2 receipts - admitted all 12 receipts are in his own hand, none signed by Korada.
6. Could not explain why he did not reply to the legal notice on the chit-security plea (reply Ex.A4 only says "false claim").
DW1 discharged.

Then Chelluri Durga Prasad filed I.A. No. 1187 of 2026 - to send Ex.A1 and Ex.A5 with DW1's admitted signatures to a handwriting expert (Forensic Science Lab, Hyderabad/Mangalagiri). Our counter by next date.
Judge: "why now, after evidence? Anyway file counter." Also asked if defendant has DW2 - Chelluri said "one more witness, chit member".
NDOH 11.12.2026 - counter on IA 1187/2026 + DW2.
Korada garu phoned in the evening - worried about delay again. Told him IA is a delay tactic, we will oppose.
""")

up("backlog/2026-11/plan 30.11 to 5.12.txt", "typed_note_txt", "Ramachandra Rao", "2026-11-29", ["C02", "C03", "C04", "C05", "C06"], [], """
this week (30 Nov - 5 Dec) - no court days for our matters, drafting week

Mon  - Korada: counter to IA 1187/2026 (handwriting expert) - points: belated, admitted signature on A1, Sec 73 comparison by court itself possible. Kareem to type draft.
Tue  - ice plant WP: short written submissions (3 pages) on service by affixture + undertaking on current rent. Check Appalanaidu paid Nov rent 28,000 (receipt!).
Wed  - office. Sravani: RW1 cross questions + counter to Christmas IA (if served).
Thu  - Nagur Vali: read attendance register extracts, prepare rest of MW1 cross; back wages calculation @ 21,400.
Fri  - Sunkara: nothing pending, orders only. Call Ravi Kiran - tell him to come on pronouncement day.
Sat  - Appa Rao: certified copy application for OS 318 docket (Sept-Nov).
Bills: send fee note to Appalanaidu; Nagur Vali union (pro bono - no).
""")

# ---------------------------------------------------------------- WhatsApp exports
up("backlog/2026-11/WhatsApp Chat with Kareem Junior.txt", "whatsapp_export", "Ramachandra Rao", "2026-11-28", ["C01", "C02", "C04", "C05", "C06"],
   ["C02-H02", "C01-H03", "C05-H03", "C06-H03", "C04-H03", "C04-H05", "C05-H06", "C06-H07", "C04-H08"], """
28/01/26, 4:12 pm - Kareem Junior: 🎤 Voice note transcript: Sir Kareem sir. ice plant WP just now over sir, VC lo. GP garu time adigaru counter ki, instructions raaledu annaru. deposit 2.5 lakhs 5th Jan ne kattamani cheppanu, challan copy judge garu chusaru. status quo extended. next date 11 march sir.
28/01/26, 4:13 pm - Ramachandra Rao: ok. inform Appalanaidu
04/03/26, 5:01 pm - Kareem Junior: 🎤 Voice note transcript: sir CRP Korada matter not reached sir. board 38 varaku vachindi, mana item 52. counter already filed ani Chelluri garu VC lo unnaru. next date 8 April ichcharu.
05/03/26, 1:45 pm - Kareem Junior: 🎤 Voice note transcript: sir consumer commission lo Sunkara case, OP1 OP2 evidence affidavit veyyaledu sir, Sarma garu time adigaru. president garu last chance annaru. 9 April next.
13/03/26, 12:20 pm - Kareem Junior: 🎤 Voice note transcript: sir labour court Nagur Vali case. Bhaskara Rao garu cross ki ready ga leru sir, "not ready, instructions" ani time adigaru. PO garu adjourned to 17 April. Nagur Vali came from Malkapuram, wasted day antunnadu.
24/03/26, 3:35 pm - Kareem Junior: 🎤 Voice note transcript: sir Family court Sravani madam case. husband raaledu sir, Bhaskara Rao garu memo vesaru - he is in Bengaluru on office work ani. maintenance dabbu kattaledu sir, March di. judge garu annaru next date ki pay cheyyali ani. vaayida 21 April.
24/03/26, 3:40 pm - Ramachandra Rao: Same Bhaskara Rao who is in Nagur Vali no? Always memo.
24/03/26, 3:41 pm - Kareem Junior: Yes sir same. 😅
09/06/26, 2:58 pm - Kareem Junior: 🎤 Voice note transcript: sir Sravani case. PW1 chief affidavit filed sir. arrears 48,000 ayyayi, March to June, okka rupee kooda kattaledu. judge garu strong ga warning ichcharu - next date lopu pay cheyyakapothe defence strike off chestanu ani. next date 7 July.
03/09/26, 1:10 pm - Kareem Junior: 🎤 Voice note transcript: sir Sunkara case, AMC expert report vachindi sir, commission lo chadivaru. report partly manaki favourable - antibiotic time ledu, wound inspection records levu ani raasaru. both sides objections 4 weeks lo. next date 8 October.
03/09/26, 1:12 pm - Ramachandra Rao: Get a copy today itself. Send to Ravi Kiran also.
23/10/26, 12:48 pm - Kareem Junior: 🎤 Voice note transcript: sir labour court, registers produce cheyyaledu sir mgmt. PO garu order lo raasaru next date produce cheyyakapothe adverse inference. MW1 cross deferred. 20 November next.
27/10/26, 4:05 pm - Kareem Junior: 🎤 Voice note transcript: sir Family court - husband RW1 malli raaledu sir. Bhaskara Rao garu same memo, out of station. judge garu last chance ichcharu with costs 1,000 to petitioner. next date 24 November. Sravani madam ki cheppanu.
27/10/26, 4:06 pm - Ramachandra Rao: 👍
""")

up("backlog/2026-11/Appalanaidu Ice Plant chat/_chat.txt", "whatsapp_export", "Ramachandra Rao", "2026-11-05", ["C02"], ["C02-H01", "C02-H02", "C02-H05", "C02-H08"], """
[10/12/25, 8:15:02 PM] Ramachandra Rao: Appalanaidu garu, status quo vachindi. But 2,50,000 deposit within 4 weeks. Else order automatically vacated. Please arrange.
[10/12/25, 8:31:44 PM] Mylapilli Appalanaidu: Sir thank you. Srinu DD teesukuni vastadu. Union Bank lo.
[05/01/26, 4:30:10 PM] Mylapilli Appalanaidu: Sir DD deposit ayyindi HC lo, challan photo pampanu
[28/01/26, 7:02:51 PM] Ramachandra Rao: Today GP asked time for counter. Status quo continues. Next 11 March.
[14/03/26, 10:12:33 AM] Mylapilli Appalanaidu: Sir harbour EO manishi vachi shed kolatalu teesukuntunnaru. emi cheyyali?
[14/03/26, 10:20:05 AM] Ramachandra Rao: Show them the status quo order copy. Don't argue. Call me if they try to lock.
[24/06/26, 6:45:19 PM] Ramachandra Rao: R3 counter not filed again. Judge gave 2 weeks with costs 2,000 to legal services. Interim continues. Next 5 August.
[24/06/26, 6:50:40 PM] Mylapilli Appalanaidu: 🙏 sir. Sea Pearl vallu cold storage bills anni ichcharu, office ki pampistanu.
[04/11/26, 5:10:12 PM] Ramachandra Rao: Good hearing today. Their own file shows you met the Harbour Supdt on 4.8.25 afternoon. Judge asked R3 to explain. You must pay current rent 28,000 every month from November - I gave undertaking on your instructions. Next date 9 December.
[04/11/26, 5:22:37 PM] Mylapilli Appalanaidu: Ok sir, 28 thousand every month kadatanu. Nov rent 10th lopu.
""")

up("backlog/2026-11/WhatsApp Chat with Sravani FCOP (1).txt", "whatsapp_export", "Ramachandra Rao", "2026-11-25", ["C04"], ["C04-H04", "C04-H05", "C04-H06", "C04-H08", "C04-H09"], """
21/04/26, 6:10 pm - Sravani FCOP: Sir judge madam Harshitha tho em matladaru? Papa cheppatledu.
21/04/26, 6:18 pm - Ramachandra Rao: She spoke to her alone in chambers for 15 min - that is her practice in custody matters. Interim order: father can meet her on 2nd and 4th Saturdays, 10 am to 1 pm, at your parents' house in MVP Colony. Only there. Next date 9 June.
21/04/26, 6:20 pm - Sravani FCOP: Ok sir. Maintenance inka raaledu sir, March April rendu.
09/06/26, 7:40 pm - Ramachandra Rao: Your chief affidavit filed. Arrears 48,000. Judge warned him - if not paid by 7 July his defence will be struck off.
07/07/26, 8:02 pm - Sravani FCOP: Sir 30,000 DD account lo vesanu. Balance eppudu?
07/07/26, 8:05 pm - Ramachandra Rao: His counsel undertook in court: balance 18,000 by 31 July and 12,000 every month by 10th. Cross of you on 4 August - come by 10.30.
27/10/26, 5:15 pm - Sravani FCOP: Kareem garu chepparu, malli raaledu ata. Ila enni sarlu sir?
27/10/26, 5:20 pm - Ramachandra Rao: Last chance given with Rs. 1,000 costs to you. If he doesn't come on 24 Nov, we will ask to close his evidence.
25/11/26, 9:12 am - Sravani FCOP: Sir Christmas ki Harshitha ni Bengaluru teesukelthanu antunnadu. Judge allow chestara?
25/11/26, 9:30 am - Ramachandra Rao: He has to file IA first. We will oppose - her exams in January. Next date 15 Dec, I will cross him that day.
""")

up("backlog/2026-11/WhatsApp Chat with Korada Ramana garu.txt", "whatsapp_export", "Ramachandra Rao", "2026-11-28", ["C01", "C03"], ["C01-H06", "C03-H08", "C03-H10"], """
15/07/26, 5:48 pm - Ramachandra Rao: Korada garu, HC CRP allowed today. Letter will be received in the suit. You have to pay Rs. 3,000 costs to Gandi side. Bring cash on 21 August to court.
15/07/26, 6:02 pm - Korada Ramana garu: Chala santosham sir 🙏🙏 3000 istanu.
21/08/26, 6:30 pm - Korada Ramana garu: Sir letter exhibit ayyinda? Appa Rao garu Telugu lo rasaru naku ardham kaledu
21/08/26, 6:41 pm - Ramachandra Rao: Yes. Letter marked Ex.A5. Your evidence is over. 3,000 paid to Chelluri, and their 1,500 costs paid to you. Next 25 Sept - Gandi's evidence.
27/11/26, 7:15 pm - Korada Ramana garu: Sir emi jarigindi ivvala? Gandi emannadu?
27/11/26, 7:25 pm - Ramachandra Rao: Cross finished. He admitted signature on pronote, chit not registered. But he filed IA to send pronote and letter to handwriting expert. We will oppose. Next 11 December.
27/11/26, 7:27 pm - Korada Ramana garu: Inka entha kaalam sir? 5 years ayyindi 😔
27/11/26, 7:30 pm - Ramachandra Rao: Judgment possible by March-April if IA is dismissed. Don't worry.
""")
