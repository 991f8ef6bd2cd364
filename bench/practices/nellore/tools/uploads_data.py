"""The uploads of the Nellore practice: what the lawyer, the junior Sai Teja and the gumasta Subbarayudu kept."""

L, J, G = "Mekala Ravindranath", "Chinthala Sai Teja", "Bandaru Subbarayudu (gumasta)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents (before and around the cases)
u("backlog/2026-06/FIR 214 Kovur PS.pdf", "document_scan", "Police Station Kovur", "2026-06-12", ["C01"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)
District: SPSR Nellore   P.S.: Kovur   FIR No. 214/2026   Date: 12-06-2026
Sections: 106(1), 125(a) BNS
Complainant: Vanka Naveen s/o Venkata Subbaiah, r/o Kovur.
Contents: At about 7.30 PM on 12.06.2026 my father Vanka Venkata Subbaiah (aged 46 yrs) was going on his motorcycle
AP 39 CK xxxx on NH-16 service road near Kovur bridge towards home. A lorry bearing No. AP 39 TX xxxx coming from
Nellore side driven rashly and negligently by its driver hit the motorcycle from behind. My father fell and the
lorry wheel ran over his head. He died on the spot. Lorry driver ran away leaving the vehicle.
                                                  Sub-Inspector of Police, Kovur
""")
u("backlog/2026-09/IMG_20260904_113012.jpg", "document_photo", "Sri Venkatesa Granites, Kovur", "2026-09-04", ["C01"], [], """
SRI VENKATESA GRANITES
Sy. No. 312, Padugupadu Road, Kovur, SPSR Nellore Dist.
SALARY CERTIFICATE                                         Date: 04-09-2026
This is to certify that late Sri Vanka Venkata Subbaiah s/o Ramaiah worked in our unit as Cutting Section Supervisor
from 01-04-2019 till his death on 12-06-2026. His gross salary was Rs. 28,500/- (Rupees twenty eight thousand five
hundred only) per month, paid through bank (SBI Kovur).
                                        for Sri Venkatesa Granites, sd/- Anil Kumar Jain, Manager
""")
u("backlog/2026-12/discharge summary Narayana MCH Mastan.pdf", "document_scan", "Narayana Medical College Hospital, Nellore", "2026-12-19", ["C02"], [], """
NARAYANA MEDICAL COLLEGE HOSPITAL, Chinthareddypalem, Nellore
DEPARTMENT OF ORTHOPAEDICS - DISCHARGE SUMMARY
Name: Shaik Mastan Vali   Age/Sex: 34/M   IP No. 2026-48817
DOA: 03-12-2026   DOD: 19-12-2026
Diagnosis: Closed fracture shaft of right femur; abrasions over right forearm. H/o RTA (hit by RTC bus) on 03-12-2026.
Procedure: Open reduction and internal fixation with interlocking nail, right femur, on 05-12-2026.
Advice: non-weight bearing 6 weeks; review in OPD. Final bill Rs. 2,31,450 (paid).
""")
u("backlog/2025-08/termination letter Ramanaiah.pdf", "document_scan", "Sri Lakshmi Venkateswara Spinning Mills Pvt. Ltd.", "2025-08-18", ["C03"], [], """
SRI LAKSHMI VENKATESWARA SPINNING MILLS PVT. LTD.
Regd. Office & Mill: Venkatachalam, SPSR Nellore District - 524320
Ref: SLV/HR/2025/311                                        Date: 18.08.2025
To: Sri Kondeti Ramanaiah, Ring Frame Operator, Token No. 1147
Sub: Removal from rolls
You have been absent from duty from 21.07.2025 without leave or intimation. Your services are therefore treated as
voluntarily abandoned and your name is removed from the rolls of the company with effect from 18.08.2025.
                                                    for SLV Spinning Mills, sd/- General Manager (HR)
""")
u("backlog/2026-03/failure of conciliation report ID Ramanaiah.pdf", "document_scan", "Assistant Commissioner of Labour, Nellore", "2026-03-10", ["C03"], [], """
OFFICE OF THE ASSISTANT COMMISSIONER OF LABOUR, NELLORE
Rc. No. C/1184/2025    Date: 10-03-2026
Sub: I.D. Act, 1947 - Dispute raised by Sri K. Ramanaiah against M/s Sri Lakshmi Venkateswara Spinning Mills,
Venkatachalam - conciliation - failure report.
The workman states that he was on sick leave from 21.07.2025 (typhoid) and the management refused him duty on
11.08.2025 and removed him on 18.08.2025 without charge sheet or enquiry. The management states that he abandoned
service. Conciliation meetings held on 12.12.2025, 09.01.2026 and 06.02.2026 failed. Parties are informed that the
workman may approach the Labour Court u/s 2A(2) of the Act.          sd/- Assistant Commissioner of Labour
""")
u("backlog/2026-08/WhatsApp Image 2026-08-15 at 18.22.41.jpeg", "document_photo", "Canara Bank, Muthukur", "2026-08-14", ["C04"], [], """
CANARA BANK   Muthukur Branch (IFSC CNRB000xxxx)
CHEQUE RETURN MEMO                                   Date: 14/08/2026
Cheque No. 772154 dated 10/08/2026 for Rs. 6,40,000/- drawn by BODDU NAGARJUNA on SB A/c xxxx8812,
presented by SRI SAI AQUA FEEDS through Indian Bank, Muthukur.
Returned for the reason: 01 - FUNDS INSUFFICIENT
                                                 Authorised Signatory
""")
u("backlog/2026-08/notice u-s 138 Nagarjuna.docx", "typed_note_docx", L, "2026-08-26", ["C04"], [], """
MEKALA RAVINDRANATH, M.A., B.L., Advocate
D.No. 16-2-145, Opp. District Court, Dargamitta, Nellore - 524003
By Regd. Post with Ack. Due                                   Date: 26-08-2026
To: Sri Boddu Nagarjuna s/o Venkaiah, aqua farmer, Thotapalli Gudur village & mandal, SPSR Nellore Dist.
Sir, Sub: Notice under Section 138(b) of the Negotiable Instruments Act, 1881.
Under instructions from my client M/s Sri Sai Aqua Feeds, Muthukur, rep. by its proprietor Sri Yeruva Sreenivasulu
Reddy: you purchased shrimp feed (vannamei grower feed) on credit for your tanks at Thotapalli Gudur during the 2026
crop and towards the balance issued cheque No. 772154 dated 10.08.2026 for Rs. 6,40,000/- on Canara Bank, Muthukur,
which was returned unpaid for 'funds insufficient' on 14.08.2026. You are called upon to pay Rs. 6,40,000/- within
15 days of receipt of this notice, failing which my client will prosecute you u/s 138 of the Act.
                                                              Advocate
""")
u("backlog/2026-07/plaint OS Sujatha partition.pdf", "document_scan", L, "2026-07-20", ["C05"], [], """
IN THE COURT OF THE PRINCIPAL DISTRICT JUDGE, NELLORE
O.S. No.     of 2026
Mannem Sujatha, D/o late Mannem Pitchaiah, aged 41 yrs, r/o Indukurpet          ... Plaintiff
Vs.
1. Mannem Chenchaiah  2. Mannem Ramesh, both s/o late Pitchaiah, r/o Indukurpet
3. Kotla Venugopal s/o Subba Rao, r/o Nellore                                         ... Defendants
PLAINT FILED UNDER ORDER VII RULE 1 CPC FOR PARTITION AND SEPARATE POSSESSION
1. The plaintiff and D1 and D2 are the children of late Mannem Pitchaiah, who died intestate on 14.02.2018. The plaint
schedule properties are ancestral: Item 1 - wet land Ac. 5.40 cents in Sy. Nos. 118/1 and 118/3 of Indukurpet
village; Item 2 - tiled house bearing D.No. 4-56, Indukurpet.
2. Under Section 6 of the Hindu Succession Act as amended in 2005 the plaintiff is a coparcener by birth and is
entitled to a 1/3rd share. D1 sold Ac. 1.20 cents out of Item 1 to D3 under sale deed dated 11.03.2025 without her
consent, which does not bind her share.
3. The plaintiff therefore prays for a preliminary decree dividing the schedule properties into three equal shares,
allotting one share to her, and for future profits.
Valuation for court fee: market value Rs. 62,00,000.             Plaintiff          Counsel for Plaintiff
""")
u("backlog/2026-07/IMG_20260702_104455.jpg", "document_photo", "Tahsildar, Indukurpet (webland copy)", "2026-07-02", ["C05"], [], """
GOVERNMENT OF ANDHRA PRADESH - REVENUE DEPARTMENT
ROR 1-B   District: SPSR Nellore   Mandal: Indukurpet   Village: Indukurpet
Khata No. 418    Pattadar: Mannem Pitchaiah (late) s/o Kondaiah
Sy. No. 118/1   Extent Ac. 3.10   Classification: Wet (Maagaani)
Sy. No. 118/3   Extent Ac. 2.30   Classification: Wet (Maagaani)
Total Ac. 5.40 cents.   Remarks: mutation pending in favour of legal heirs
""")
u("backlog/2027-06/written statement D3 OS 54.pdf", "document_scan", "Sri M. Dilip Kumar, counsel for D3", "2027-06-14", ["C05"], [], """
IN THE COURT OF THE PRINCIPAL DISTRICT JUDGE, NELLORE     O.S. No. 54 of 2026
Mannem Sujatha ... Plaintiff  vs  Mannem Chenchaiah and others ... Defendants
WRITTEN STATEMENT FILED ON BEHALF OF DEFENDANT No. 3
1. D3 is a bona fide purchaser for value of Ac. 1.20 cents in Sy. No. 118/3 under registered sale deed
Doc. No. 1422/2025 dated 11.03.2025 of SRO Indukurpet, for Rs. 14,40,000, after verifying the 1-B and adangal.
2. There was an oral partition in 2009 among the family and the plaintiff was given gold and cash at her marriage.
3. D3 has been in possession and has improved the land. In any partition, the land purchased by D3 may be allotted to
the share of D1 (equities). The suit against D3 is liable to be dismissed.          Counsel for D3
""")
u("backlog/2027-08/FIR 118 Alluru PS.pdf", "document_scan", "Police Station Alluru", "2027-08-02", ["C06", "C07"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)
District: SPSR Nellore   P.S.: Alluru   Cr. No. 118/2027   Date: 02-08-2027
Sections: 109, 118(1) r/w 3(5) BNS
Complainant: Kota Ramanamma w/o Kota Srinu, Alluru.
Contents: Today at about 6 AM there was a dispute at the Kanigiri reservoir channel over letting water to the fields.
Chevuru Prasad and two others beat my husband Kota Srinu with a spade and sticks on the head. He fell unconscious
and was shifted to GGH Nellore.                          Sub-Inspector of Police, Alluru
""")
u("backlog/2025-06/award MVOP 301 of 2023.pdf", "document_scan", "MACT-cum-IV Additional District Judge, Nellore", "2025-06-20", ["C08"], [], """
IN THE COURT OF THE CHAIRMAN, MOTOR ACCIDENTS CLAIMS TRIBUNAL-CUM-IV ADDITIONAL DISTRICT JUDGE, NELLORE
M.V.O.P. No. 301 of 2023     Eluri Sarojini and 3 others ... Petitioners   vs   K. Narasimhulu and another ... Respondents
AWARD (pronounced on 20-06-2025)
The deceased Eluri Mohan, aged 38, a mason, died when the auto in which he travelled was hit by a tipper (insured with
R2 National Insurance Co. Ltd.) at Venkatachalam on 09.01.2023. Income taken at Rs. 15,000 p.m., 40% future prospects,
1/4th deduction, multiplier 15. Compensation awarded Rs. 22,40,000 with interest at 7.5% p.a. from the date of
petition till realisation, payable by R1 and R2 jointly and severally; R2 to deposit within two months.
                                           sd/- Chairman, MACT-cum-IV Additional District Judge, Nellore
""")
u("backlog/2027-08/SBI deposit letter MACMA 1904.pdf", "document_scan", "State Bank of India, Nellore Courts Branch", "2027-08-12", ["C08"], [], """
STATE BANK OF INDIA - NELLORE COURT COMPOUND BRANCH
Date: 12.08.2027
To: The Chairman, MACT-cum-IV Additional District Judge, Nellore
Sub: Deposit to the credit of M.V.O.P. No. 301 of 2023 - National Insurance Co. Ltd.
We acknowledge receipt of Rs. 11,20,000/- (Rupees eleven lakhs twenty thousand only) from National Insurance Co.
Ltd., Nellore D.O., deposited to the credit of M.V.O.P. 301/2023 as per orders in I.A. in M.A.C.M.A. No. 1904 of
2025 dated 07.07.2027 of the High Court of A.P.                    Branch Manager
""")
u("backlog/2028-01/IMG20280110123015.jpg", "document_photo", "Sri K. Bhaskar Rao, Advocate Commissioner", "2028-01-10", ["C05"], [], """
K. BHASKAR RAO, B.Sc., LL.B., Advocate, Nellore
RECEIPT                                            Date: 10-01-2028
Received from Smt. Mannem Sujatha, plaintiff in O.S. No. 54 of 2026 on the file of Principal District Judge, Nellore,
a sum of Rs. 15,000/- (Rupees fifteen thousand only) towards my remuneration as Advocate Commissioner appointed in
I.A. No. 412 of 2027, in cash.                     sd/- K. Bhaskar Rao
""")

# ---------------- the gumasta's vaayida register (Telugu script), photographed and sent on WhatsApp
u("backlog/2027-03/IMG-20270326-WA0007.jpg", "handwritten_note_photo", G, "2027-03-26", ["C01", "C03"], ["C01-H01", "C03-H01"], """
వాయిదా రిజిస్టర్ - మార్చి 2027
24.03.2027 బుధవారం - MACT (IV ADJ) కోర్టు
  పెంచలమ్మ కేసు MVOP 412/2026 - ఇన్సూరెన్స్ కంపెనీ (R3) కౌంటర్ వేశారు. హెల్మెట్ లేదని రాశారు.
  R1, R2 రాలేదు - ex parte చేశారు. తదుపరి వాయిదా 21.04.2027
26.03.2027 శుక్రవారం - లేబర్ కోర్టు
  రామనయ్య I.D. 23/2026 - మిల్లు వారు కౌంటర్ వేశారు (abandonment అని). మనం rejoinder వేయాలి.
  తదుపరి వాయిదా 23.04.2027
- సుబ్బరాయుడు
""")
u("backlog/2027-03/IMG-20270331-WA0003.jpg", "handwritten_note_photo", G, "2027-03-31", ["C04", "C02"], ["C04-H01", "C02-H01"], """
29.03.2027 సోమవారం - II AJFCM కోర్టు
  సాయి ఆక్వా ఫీడ్స్ చెక్ కేసు C.C. 1184/2026 - ముద్దాయి నాగార్జున రాలేదు. మేడమ్ గారు NBW ఇచ్చారు.
  తదుపరి వాయిదా 03.05.2027
31.03.2027 బుధవారం - MACT కోర్టు
  మస్తాన్ వలి RTC బస్సు కేసు MVOP 88/2027 - RTC తరపున కోటేశ్వరరావు గారు హాజరు. కౌంటర్ కు సమయం అడిగారు.
  తదుపరి వాయిదా 28.04.2027
- సుబ్బరాయుడు
""")
u("backlog/2027-08/IMG-20270825-WA0011.jpg", "handwritten_note_photo", G, "2027-08-25", ["C01", "C06"], ["C01-H05", "C06-H02"], """
25.08.2027 బుధవారం
1) MACT - పెంచలమ్మ కేసు: సాక్షి ఖాజా (PW2) రాలేదు. మన తరపున వాయిదా అడిగాము. తదుపరి వాయిదా 29.09.2027
2) ప్రధాన సెషన్స్ కోర్టు - చేవూరు ప్రసాద్ బెయిల్ Crl.M.P. 2214/2027: బెయిల్ కొట్టివేశారు (dismissed).
   గాయపడిన కోట శ్రీను ఇంకా ICU లో ఉన్నాడు అని PP చెప్పారు. హైకోర్టుకు వెళ్ళాలి అని సార్ చెప్పారు.
- సుబ్బరాయుడు
""")
u("backlog/2027-10/IMG-20271019-WA0002.jpg", "handwritten_note_photo", G, "2027-10-18", ["C05"], ["C05-H05"], """
18.10.2027 సోమవారం - ప్రధాన జిల్లా జడ్జి గారి కోర్టు
  సుజాత పార్టిషన్ కేసు O.S. 54/2026 - ప్రతివాదుల (D1, D2) న్యాయవాది వెంకటేశ్వర్లు గారు రాలేదు.
  జడ్జి గారు రూ. 1,000 ఖర్చులు (costs) విధించారు. PW1 క్రాస్ కోసం
  తదుపరి వాయిదా 22.11.2027
- సుబ్బరాయుడు
""")
u("backlog/2027-11/IMG-20271112-WA0005.jpg", "handwritten_note_photo", G, "2027-11-12", ["C03"], ["C03-H07"], """
12.11.2027 శుక్రవారం - లేబర్ కోర్టు
  రామనయ్య కేసు - మిల్లు వారు హాజరు రిజిస్టర్లు (attendance registers) తేలేదు. మళ్ళీ సమయం అడిగారు.
  తేకపోతే adverse inference తీసుకుంటామని జడ్జి గారు హెచ్చరించారు.
  తదుపరి వాయిదా 17.12.2027
- సుబ్బరాయుడు
""")
u("backlog/2027-12/IMG-20271215-WA0014.jpg", "handwritten_note_photo", G, "2027-12-15", ["C04", "C02"], ["C04-H08", "C02-H07"], """
13.12.2027 సోమవారం - II AJFCM
  చెక్ కేసు 1184/2026 - కెనరా బ్యాంక్ మేనేజర్ రవి కిరణ్ గారు (CW2) సాక్ష్యం ఇచ్చారు. ఫిర్యాదిదారు సాక్ష్యం ముగిసింది.
  తదుపరి వాయిదా 24.01.2028 (313 కోసం)
15.12.2027 బుధవారం - MACT
  మస్తాన్ వలి కేసు - బస్సు డ్రైవర్ వెంకయ్య (RW1) సాక్ష్యం, మన క్రాస్ అయిపోయింది. సాక్ష్యం ముగిసింది.
  తదుపరి వాయిదా 02.02.2028 (arguments)
- సుబ్బరాయుడు
""")

# ---------------- C01 Penchalamma death claim
u("backlog/2027-04/20270421_173010.jpg", "handwritten_note_photo", L, "2027-04-21", ["C01"], ["C01-H02"], """
21/4/27  MACT (IV ADJ) - Anjaneyulu garu
MVOP 412/26 Penchalamma - issues settled. Jadji garu adigaru: "Lok Adalat lo try chesara?" - R3 counsel
Chandrasekhar offer ledu annaru. So trial. PW1 chief affidavit ready cheyyali - Naveen ki cheppanu,
death cert, legal heir cert, salary cert originals kaavali.
Next vaayida 16/6/27 (May vacation).
""")
u("backlog/2027-06/Penchalamma PW1 chief 16.06.2027.docx", "typed_note_docx", L, "2027-06-16", ["C01"], ["C01-H03"], """
MVOP 412/2026 (Vanka Penchalamma & 2 Ors. v. Gundala Seshagiri Rao & 2 Ors.) - MACT-cum-IV ADJ, Nellore
16.06.2027
PW1 Penchalamma - chief affidavit filed. Exs. A1 to A9 marked: A1 FIR, A2 inquest, A3 PM report, A4 charge sheet,
A5 MVI report, A6 death certificate, A7 legal heir certificate, A8 salary certificate (Rs. 28,500 p.m.),
A9 Aadhaar copies.
Chandrasekhar (R3 United India) asked time for cross - "instructions ravali". Granted.
Judge wanted the DAR from police - "DAR file ayinda?" - told him Kovur PS sent it, on record.
Next: 14.07.2027 for cross of PW1.
""")
u("backlog/2027-07/penchalamma cross 14.7.txt", "typed_note_txt", L, "2027-07-14", ["C01"], ["C01-H04"], """
14.7.27 MACT - Penchalamma MVOP 412/26
PW1 cross by Chandrasekhar: 45 min. Suggestions - deceased not wearing helmet, was drunk, rode on wrong side,
income not proved. Amma denied all - baaga cheppindi. Salary by bank, SBI statement file cheyyali.
Eyewitness Shaik Khaja (tea stall at Kovur bridge) ni PW2 ga summon cheyyali.
Next vaayida 25.8.27 - PW2.
""")
u("backlog/2027-09/20270929_162245.jpg", "handwritten_note_photo", L, "2027-09-29", ["C01"], ["C01-H06"], """
29.09.27  MACT  Penchalamma
PW2 Shaik Khaja examined - lorry venaka nunchi guddindi, bike left side lo undi ani clear ga cheppadu.
Cross by R3 - helmet gurinchi adigaru, "chudaledu" annadu. OK.
Anjaneyulu garu - "employer ni pilavandi, salary cert original tho." PW3 Anil Kumar Jain (Venkatesa Granites).
ND 17.11.27
""")
u("backlog/2027-11/MVOP 412-2026 docket 17-11-2027.pdf", "certified_order_sheet_scan", "MACT-cum-IV Additional District Judge, Nellore", "2027-11-20", ["C01"], ["C01-H07"], """
IN THE COURT OF THE CHAIRMAN, MOTOR ACCIDENTS CLAIMS TRIBUNAL-CUM-IV ADDITIONAL DISTRICT JUDGE, NELLORE
M.V.O.P. No. 412 of 2026
Vanka Penchalamma and 2 others                                  ... Petitioners
Gundala Seshagiri Rao and 2 others                              ... Respondents
DOCKET ORDER dated 17-11-2027
Petitioners by Sri M. Ravindranath, Advocate. R3 by Sri B. Chandrasekhar, Advocate. R1 and R2 ex parte.
PW3 Sri Anil Kumar Jain, Manager, Sri Venkatesa Granites, examined in chief; Ex. A10 (salary register extract) and
Ex. A11 (SBI account statement) marked. Cross-examined by R3. No further evidence for the petitioners.
Petitioners' side evidence closed. For R3's evidence. Call on 19-01-2028.
                                                        sd/- Chairman, MACT
CERTIFIED TO BE TRUE COPY    C.A. No. 7781/2027 dt. 20.11.2027    sd/- Superintendent (Copyist), District Court, Nellore
""")
u("backlog/2028-02/MVOP 412 of 2026 proceedings 24.02.2028.pdf", "certified_order_sheet_scan", "MACT-cum-IV Additional District Judge, Nellore", "2028-02-28", ["C01"], ["C01-H09"], """
IN THE COURT OF THE CHAIRMAN, MOTOR ACCIDENTS CLAIMS TRIBUNAL-CUM-IV ADDITIONAL DISTRICT JUDGE, NELLORE
M.V.O.P. No. 412 of 2026
DOCKET ORDER dated 24-02-2028
Petitioners by Sri M. Ravindranath. R3 by Sri B. Chandrasekhar. Costs of Rs. 500/- imposed on 19-01-2028 paid.
RW1 Sri T. Prabhakar, private investigator deputed by R3, examined in chief; Ex. B1 (investigation report) marked.
Cross-examined by the petitioners' counsel. RW1 admits he did not visit the scene and spoke to no eyewitness.
No further evidence for R3. R3 side evidence closed. For arguments. Call on 21-03-2028.
                                                        sd/- Chairman, MACT
CERTIFIED TO BE TRUE COPY    C.A. No. 1093/2028 dt. 28.02.2028
""")
u("backlog/2028-02/20280224_171906.jpg", "handwritten_note_photo", L, "2028-02-24", ["C01"], ["C01-H09"], """
24/2/28 MACT  Penchalamma
RW1 Prabhakar (investigator) finally vachadu. Ex. B1 report. Naa cross - scene ki vellaleda? "vellaledu".
Eyewitness evaru? "evarini kalavaledu". Report pure desk work. Good for us.
Arguments 21/3/28 - written arguments ready cheyyali: multiplier 14 (age 46), future prospects 25%,
consortium 3 x 48,400 (Pranay Sethi), claim 35 lakhs.
""")

# ---------------- C02 Mastan Vali RTC bus claim
u("backlog/2027-06/mastan counter 23.6.txt", "typed_note_txt", L, "2027-06-23", ["C02"], ["C02-H03"], """
23.06.27 MACT - Mastan Vali v APSRTC (MVOP 88/27)
Finally RTC counter vesaru - 2 vaayidalu teesukunnaka. Counter lo: bus driver K. Venkaiah careful ga nadipadu,
petitioner scooter tho sudden ga road cross chesadu, contributory negligence. Insurance ledu - RTC self-insured.
Issues settled today itself. PW1 chief affidavit 4.8 ki.
Anjaneyulu garu malli adigaru "Lok Adalat ki vellara?" - RTC Koteswara Rao "Depot Manager instructions
ivvaledu sir". Same story.
ND 04.08.2027
""")
u("backlog/2027-08/Mastan Vali PW1 04.08.2027.docx", "typed_note_docx", L, "2027-08-04", ["C02"], ["C02-H04"], """
M.V.O.P. 88 of 2027 - Shaik Mastan Vali v. APSRTC - 04.08.2027
PW1 chief affidavit filed. Exs. A1 to A14 marked (A1 FIR Cr. No. 402/2026 Buchireddypalem PS, A2 wound certificate,
A3 discharge summary Narayana MCH, A4 to A12 medical bills, A13 disability certificate, A14 driving licence).
Total of the medical bills: Rs. 2,84,600 (hospital Rs. 2,31,450 + medicines and physiotherapy Rs. 53,150).
Petitioner a tailor - says Rs. 18,000 a month, no proof except the shop's rental agreement. Ask him for GST or
bank statement.
Next 15.09.2027 - cross of PW1 by RTC.
""")
u("backlog/2027-09/20270915_150311.jpg", "handwritten_note_photo", L, "2027-09-15", ["C02"], ["C02-H05"], """
15-9-27 MACT  Mastan (RTC)
PW1 cross by Koteswara Rao - "you came suddenly from the side road" - denied. Helmet? - "pettukunna". OK.
Doctor ni PW2 ga pilavali - Dr. B. Sunitha, ortho, DGH Nellore - disability cert issue chesindi.
ND 3-11-27
""")
u("backlog/2027-11/MVOP 88-2027 docket 03.11.2027.pdf", "certified_order_sheet_scan", "MACT-cum-IV Additional District Judge, Nellore", "2027-11-06", ["C02"], ["C02-H06"], """
IN THE COURT OF THE CHAIRMAN, MOTOR ACCIDENTS CLAIMS TRIBUNAL-CUM-IV ADDITIONAL DISTRICT JUDGE, NELLORE
M.V.O.P. No. 88 of 2027     Shaik Mastan Vali ... Petitioner   vs   A.P.S.R.T.C., rep. by Depot Manager, Atmakur ... Respondent
DOCKET ORDER dated 03-11-2027
Petitioner by Sri M. Ravindranath. Respondent by Sri P. Koteswara Rao, Standing Counsel.
PW2 Dr. B. Sunitha, Assistant Professor of Orthopaedics, Government General Hospital, Nellore, examined; she assessed
the permanent partial disability at 30% of the right lower limb. Ex. A15 (Medical Board proceedings) marked.
Cross-examined by the respondent. Petitioner's side evidence closed. For respondent's evidence. Call on 15-12-2027.
                                                        sd/- Chairman, MACT
CERTIFIED TO BE TRUE COPY    C.A. No. 7502/2027
""")
u("backlog/2028-03/08.03 MACT mastan args.txt", "typed_note_txt", L, "2028-03-08", ["C02"], ["C02-H09"], """
08.03.2028  MACT  Mastan Vali v RTC
RTC arguments finally - Koteswara Rao 20 min: contributory negligence 50%, income not proved, disability only
to the limb not whole body. I replied - Raj Kumar v. Ajay Kumar, functional disability for a tailor.
Anjaneyulu garu: "award ki posted". Reserved. Award 05.04.2028.
Mastan ki phone chesanu - April 5 ki ravakkarledu.
""")

# ---------------- C03 Ramanaiah mill dispute (Labour Court)
u("backlog/2027-06/Ramanaiah ID 23 settlement talks 11-06-27.docx", "typed_note_docx", L, "2027-06-11", ["C03"], ["C03-H03"], """
I.D. No. 23 of 2026 - K. Ramanaiah v. Management, SLV Spinning Mills, Venkatachalam
Labour Court, Nellore - 11.06.2027
Settlement talks (as PO Rajasekhar garu asked on 23.04): management through Harinath offered Rs. 1,50,000 lump sum
full and final, no reinstatement. Ramanaiah and Pothuraju (union) refused - he wants the job back; 22 years' service.
Settlement failed - recorded.
WW1 (Ramanaiah) chief affidavit filed today: sick leave from 21.07.2025 (typhoid, PHC Venkatachalam certificate),
refused duty on 11.08.2025, removed 18.08.2025, no charge sheet, no enquiry, last drawn Rs. 16,800 p.m.
Next 16.07.2027 for cross of WW1.
""")
u("backlog/2027-08/20270820_140512.jpg", "handwritten_note_photo", L, "2027-08-20", ["C03"], ["C03-H05"], """
20.8.27  Labour Court  Ramanaiah
WW1 cross by Harinath - 1 hr. "You took job in another mill at Gudur" - denied. Medical cert ki doctor peru adigaru.
Exs. W1 to W6 marked (appointment order, pay slips, ESI card, medical cert, termination letter, 2A petition).
Next 24.9.27 - MW1.
""")
u("backlog/2027-09/20270924_123348.jpg", "handwritten_note_photo", L, "2027-09-24", ["C03"], ["C03-H06"], """
24/9/27 Labour Ct - Ramanaiah ID
MW1 V. Srihari (HR manager) chief affidavit filed - abandonment, 3 letters sent (no postal proof!).
PO garu ordered management to produce attendance register & wage register July-Aug 2025 on next date.
ND 12/11/27 (Dasara madhyalo)
""")
u("backlog/2027-12/I.D. 23-2026 proceedings 17.12.2027.pdf", "certified_order_sheet_scan", "Industrial Tribunal-cum-Labour Court, Nellore", "2027-12-21", ["C03"], ["C03-H08"], """
IN THE INDUSTRIAL TRIBUNAL-CUM-LABOUR COURT, NELLORE
PRESENT: SRI M. RAJASEKHAR, B.Sc., LL.M., PRESIDING OFFICER
I.D. No. 23 of 2026
Between: Kondeti Ramanaiah ... Petitioner/Workman
And: The Management, Sri Lakshmi Venkateswara Spinning Mills Pvt. Ltd., Venkatachalam ... Respondent/Management
PROCEEDINGS dated 17-12-2027
Workman by Sri M. Ravindranath, Advocate. Management by Sri N. Harinath, Advocate.
The management produced the attendance register and wage register for July and August 2025; marked as Ex. M4.
MW1 cross-examined by the workman's counsel. MW1 admits that no charge sheet was issued and no domestic enquiry was
held. No other witness for the management. Evidence on both sides closed. For arguments. Call on 11-02-2028.
                                                         sd/- Presiding Officer
CERTIFIED COPY    C.A. No. 311/2027 dt. 21-12-2027
""")

# ---------------- C04 Aqua feeds cheque case
u("backlog/2027-06/nagarjuna 251 7 june.txt", "typed_note_txt", L, "2027-06-07", ["C04"], ["C04-H03"], """
7 June 27 - II AJFCM, Sravani madam
CC 1184/2026 Sai Aqua Feeds v Boddu Nagarjuna
Accused examined u/s 251 - pleaded not guilty. Defence (Rafi): cheque given as security in 2025, feed already paid
in cash after the harvest. Aa cash receipts emi levu - just oral.
Madam fixed short date - 12.07.27 for complainant's evidence. Sreenivasulu Reddy garu chief affidavit ki sign cheyyali.
""")
u("backlog/2027-08/CC 1184 notes 23.08.2027.docx", "typed_note_docx", L, "2027-08-23", ["C04"], ["C04-H05"], """
C.C. No. 1184 of 2026 - Sri Sai Aqua Feeds v. Boddu Nagarjuna - II AJFCM, Nellore - 23.08.2027
CW1 (Sreenivasulu Reddy) cross by Rafi - part. Questions on ledger, on how much feed, on the 2025 crop failure
(white spot). Balance cross next date.
Filed Crl.M.P. u/s 143A N.I. Act for interim compensation of 20% of Rs. 6,40,000 = Rs. 1,28,000. Notice to accused.
Next 27.09.2027 - counter to 143A and balance cross.
""")
u("backlog/2027-09/C.C.1184-2026 order on 143A petition dt 27-09-2027.pdf", "certified_order_sheet_scan", "II Additional Judicial Magistrate of First Class, Nellore", "2027-09-30", ["C04"], ["C04-H06"], """
IN THE COURT OF THE II ADDITIONAL JUDICIAL MAGISTRATE OF FIRST CLASS, NELLORE
Present: Smt. P. Sravani, II Addl. J.M.F.C.
Crl.M.P. No. 3318 of 2027 in C.C. No. 1184 of 2026
Sri Sai Aqua Feeds, rep. by Y. Sreenivasulu Reddy ... Petitioner/Complainant
Boddu Nagarjuna ... Respondent/Accused
ORDER dated 27-09-2027
This petition is filed u/s 143A of the N.I. Act for interim compensation. The accused pleaded not guilty and the
cheque and its return are not disputed. Considering the amount of the cheque (Rs. 6,40,000/-), the accused is
directed to pay interim compensation of 20%, i.e., Rs. 1,28,000/- to the complainant within 60 days from today.
Petition allowed. In the main case, cross-examination of CW1 concluded today. Call on 08-11-2027 for CW2.
                                                              sd/- II Addl. JMFC, Nellore
CERTIFIED COPY   C.A. No. 6120/2027 dt. 30.09.2027
""")
u("backlog/2028-02/20280228_181544.jpg", "handwritten_note_photo", L, "2028-02-28", ["C04"], ["C04-H10"], """
28.2.28  II AJFCM - Nagarjuna cheque case
313 finally ayindi - accused "cheque security kosam icchanu, feed dabbu cash lo kattanu" ani. Defence evidence
ki adigadu - DW1 ga tana accountant ni pilustanu annadu.
143A dabbu 1,28,000 inka kattaledu! Recovery petition (s. 421 BNSS) file cheyyali.
ND 21.3.28 - DE.
""")

# ---------------- C05 Sujatha partition suit
u("backlog/2027-04/20270405_164020.jpg", "handwritten_note_photo", L, "2027-04-05", ["C05"], ["C05-H01"], """
5/4/27  PDJ Court  Sujatha OS 54/26 (partition)
D1 & D2 WS filed by Ch. Venkateswarlu - "2009 lo oral partition ayipoyindi, aame ki pelli appudu
bangaram, dabbu icchamu". No document for oral partition.
D3 (Venugopal, purchaser) counsel Dilip Kumar - time for WS.
PDJ garu pattadar passbook original adigaru - Sujatha daggara ledu, Chenchaiah daggara undi.
ND 14.6.27 (vacation taruvata)
""")
u("backlog/2027-06/sujatha OS 14.6 mediation.txt", "typed_note_txt", L, "2027-06-14", ["C05"], ["C05-H02"], """
14.06.2027 - Principal District Court - OS 54/2026 Mannem Sujatha v Chenchaiah & ors
D3 WS filed (bona fide purchaser, sale deed 11.03.2025, Rs. 14,40,000).
PDJ Venkata Krishnaiah garu referred the suit to mediation - DLSA mediation centre, 1st sitting 28.06.
"Annadammulu, matladukondi" annaru. Sujatha ready for talks if brothers give 1/3 in land, not cash.
Next 26.07.2027 - mediation report.
""")
u("backlog/2027-07/OS 54-2026 issues order 26.07.2027.pdf", "certified_order_sheet_scan", "Principal District Judge, Nellore", "2027-07-29", ["C05"], ["C05-H03"], """
IN THE COURT OF THE PRINCIPAL DISTRICT JUDGE, NELLORE
Present: Sri G. Venkata Krishnaiah, Principal District Judge
O.S. No. 54 of 2026
Mannem Sujatha ... Plaintiff   vs   Mannem Chenchaiah and 2 others ... Defendants
Docket dated 26-07-2027
Plaintiff by Sri M. Ravindranath. D1 and D2 by Sri Ch. Venkateswarlu. D3 by Sri M. Dilip Kumar.
Report of the Mediator, DLSA, Nellore received: mediation failed. The following issues are framed:
1. Whether there was an oral partition among the family in 2009 as pleaded by D1 and D2?
2. Whether the plaintiff is entitled to partition and 1/3rd share in the plaint schedule properties?
3. Whether D3 is a bona fide purchaser for value and whether the sale deed dated 11.03.2025 binds the plaintiff?
4. Whether the plaintiff is entitled to future profits?
5. To what relief?
For plaintiff's evidence. Call on 30-08-2027.                       sd/- Principal District Judge
CERTIFIED COPY  C.A. No. 4877/2027
""")
u("backlog/2027-08/Sujatha PW1 chief 30.8.docx", "typed_note_docx", L, "2027-08-30", ["C05"], ["C05-H04"], """
OS 54/2026 Sujatha partition - 30.08.2027 - PDJ
PW1 Sujatha chief affidavit filed. Exs. A1 to A11 marked (A1 death certificate of Pitchaiah, A2 family member
certificate, A3 1-B ROR, A4 adangal 2024-25, A5 certified copy of sale deed 1422/2025, A6 to A11 tax receipts of
D.No. 4-56 and EC).
Venkateswarlu (D1 D2) asked to defer cross - "client out of station". Deferred.
Next 18.10.2027 (after Dasara holidays).
""")
u("backlog/2027-10/20271018_175522.jpg", "handwritten_note_photo", L, "2027-10-18", ["C05"], ["C05-H05"], """
18.10.27  PDJ  Sujatha partition
Venkateswarlu raaledu - PDJ garu Rs. 1,000 costs vesaru, "last chance for cross" annaru.
Sujatha vachindi, Indukurpet nunchi - paapam, 3rd time.
ND 29.11.27 - PW1 cross.
""")
u("backlog/2027-10/correction sujatha ND.txt", "typed_note_txt", L, "2027-10-19", ["C05"], ["C05-H05"], """
19.10.2027 - CORRECTION
Sujatha OS 54/26 - ninna diary lo ND 29.11 ani rasanu - tappu. Subbarayudu bench clerk tho check chesadu:
correct next vaayida 22.11.2027 (Monday). 29.11 kaadu. Sujatha ki kooda phone chesi cheppanu.
""")
u("backlog/2027-11/Sujatha PW1 cross PW2 22.11.2027.docx", "typed_note_docx", L, "2027-11-22", ["C05"], ["C05-H06"], """
OS 54 of 2026 - 22.11.2027 - PDJ, Nellore
Costs Rs. 1,000 paid by D1 D2 before cross.
PW1 Sujatha cross by Venkateswarlu: oral partition 2009 - she denied; marriage 2006 - gold 10 sovereigns given by
father, not in lieu of share. Cross by Dilip Kumar (D3): she admitted D3 is cultivating the Ac. 1.20 and has put up a
shed.
PW2 Pothireddy Kondaiah (village elder, 72) examined - no partition ever happened, Pitchaiah cultivated the whole
land till death. Cross - nothing.
Filed I.A. for Advocate Commissioner to note physical features and the shed on Sy. No. 118/3.
Next 03.01.2028.
""")
u("backlog/2028-01/OS 54-2026 IA 412-2027 order 03.01.2028.pdf", "certified_order_sheet_scan", "Principal District Judge, Nellore", "2028-01-06", ["C05"], ["C05-H07"], """
IN THE COURT OF THE PRINCIPAL DISTRICT JUDGE, NELLORE
I.A. No. 412 of 2027 in O.S. No. 54 of 2026
ORDER dated 03-01-2028
Petition under Order XXVI Rule 9 CPC to appoint an Advocate Commissioner to inspect the plaint schedule Item 1 and
note the physical features, the standing crop and the structures on Sy. No. 118/3. Heard. D3 opposed; D1 and D2 no
objection. Local inspection is necessary to decide Issue No. 3 and the equities. Petition allowed. Sri K. Bhaskar Rao,
Advocate, Nellore is appointed as Advocate Commissioner; remuneration Rs. 15,000/- to be paid by the petitioner;
report within four weeks. Call on 07-02-2028.                     sd/- Principal District Judge
CERTIFIED COPY  C.A. No. 22/2028
""")
u("backlog/2028-03/sujatha commissioner report 13.3.txt", "typed_note_txt", L, "2028-03-13", ["C05"], ["C05-H09"], """
13.3.2028  PDJ  OS 54/26 Sujatha
Advocate Commissioner Bhaskar Rao report filed finally (1 month late): D3 has constructed a poultry shed
(asbestos roof) on Ac. 0.40 cents in Sy. No. 118/3; paddy standing in the rest. Photos & rough sketch attached.
D3 objections ki time adigaru. PE closed - we have no more witnesses.
ND 10.04.2028 - defendants' evidence.
""")

# ---------------- C06 / C07 Prasad bail
u("backlog/2027-08/20270818_131207.jpg", "handwritten_note_photo", L, "2027-08-18", ["C06"], ["C06-H01"], """
18-8-27  Sessions (PDJ)  Prasad bail Crl.MP 2214/27 - Alluru Cr 118/27
PP Ramesh counter - injured Kota Srinu GGH ICU lo, head injury, not out of danger. Investigation at initial stage.
Argued: Prasad 16 days in jail, no previous case, water dispute - both sides fought.
PDJ: "injured discharge ayye varaku chuddam". Orders 25.8.27.
Ravi (brother) ki cheppanu - HC ki kooda ready ga undali.
బెయిల్ రాకపోతే హైకోర్టు - కళ్యాణ్ గారికి papers పంపాలి.
""")
u("backlog/2027-08/Crl.M.P. 2214-2027 order 25.08.2027.pdf", "certified_order_sheet_scan", "Principal District and Sessions Judge, Nellore", "2027-08-27", ["C06"], ["C06-H02"], """
IN THE COURT OF THE PRINCIPAL DISTRICT AND SESSIONS JUDGE, NELLORE
Crl.M.P. No. 2214 of 2027 in Cr. No. 118 of 2027 of Alluru P.S.
Chevuru Prasad ... Petitioner/A1   vs   State of A.P., rep. by S.H.O., Alluru P.S. ... Respondent
ORDER dated 25-08-2027
Petition u/s 483 BNSS for regular bail. The petitioner is A1, alleged to have beaten the injured on the head with a
spade. As per the wound certificate the injury is grievous and the injured is still in the ICU of GGH, Nellore. The
investigation is at an early stage and witnesses are yet to be examined. This is not a fit case to grant bail at
this stage. The petition is dismissed.                    sd/- Principal District and Sessions Judge
CERTIFIED COPY  C.A. No. 5301/2027
""")
u("backlog/2027-09/HC 8.9.27 prasad bail.txt", "typed_note_txt", L, "2027-09-08", ["C07"], ["C07-H01"], """
8.9.27 Amaravati - HC Court Hall 9 - Sastry J
Crl.P. 8120/2027 Prasad bail. Item 41, reached 3.30 pm.
Notice to PP. Judge: "call for the report from the SHO and the latest medical status of the injured."
APP Nagi Reddy took notice. Listed 22.09.2027.
Kalyan garu will appear on 22nd, I will come for final.
Bus 5.15 pm back to Nellore.
""")
u("backlog/2027-10/Crl.P. 8120-2027 order 20.10.2027.pdf", "certified_order_sheet_scan", "High Court of Andhra Pradesh", "2027-10-25", ["C07"], ["C07-H03"], """
HIGH COURT OF ANDHRA PRADESH AT AMARAVATI
THE HON'BLE SRI JUSTICE PENDYALA NARASIMHA SASTRY
CRIMINAL PETITION No. 8120 of 2027
ORDER:
This Criminal Petition is filed under Section 483 of BNSS seeking regular bail to the petitioner/A1 in Cr. No. 118 of
2027 of Alluru Police Station, SPSR Nellore District, registered for the offences punishable under Sections 109 and
118(1) r/w 3(5) of BNS.
2. Heard Sri M. Ravindranath, learned counsel for the petitioner and Sri Y. Nagi Reddy, learned Assistant Public
Prosecutor for the respondent-State.
3. As per the report, the injured was discharged from GGH, Nellore on 16.09.2027 and is recovering. The petitioner
has been in judicial custody since 03.08.2027.
4. The petitioner/A1 shall be enlarged on bail on his executing a personal bond for Rs. 50,000/- with two sureties
for a like sum each to the satisfaction of the Judicial Magistrate of First Class, Kovur. The petitioner shall
appear before the S.H.O., Alluru P.S. on every Sunday between 10.00 AM and 1.00 PM for a period of eight weeks and
shall not contact the injured or the witnesses.
5. Accordingly, the Criminal Petition is allowed.
Date: 20.10.2027                                   sd/- P. NARASIMHA SASTRY, J
//TRUE COPY//   Section Officer
""")

# ---------------- C08 Sarojini MACMA
u("backlog/2027-07/MACMA 1904-2025 order 07.07.2027.pdf", "certified_order_sheet_scan", "High Court of Andhra Pradesh", "2027-07-12", ["C08"], ["C08-H01"], """
HIGH COURT OF ANDHRA PRADESH AT AMARAVATI
THE HON'BLE SMT. JUSTICE GORANTLA VIJAYA LAKSHMI
I.A. No. 1 of 2025 in M.A.C.M.A. No. 1904 of 2025
National Insurance Co. Ltd. ... Appellant   vs   Eluri Sarojini and 3 others ... Respondents
ORDER: (dated 07.07.2027)
Heard Sri A. Raghuveer for the appellant-Insurance Company and Sri M. Ravindranath for respondents 1 to 3.
There shall be interim stay of execution of the award dated 20.06.2025 in M.V.O.P. No. 301 of 2023 on the file of the
MACT-cum-IV Additional District Judge, Nellore, on condition of the appellant depositing 50% of the compensation
amount within six weeks from today. On such deposit, respondents 1 to 3 are permitted to withdraw 50% of the amount so
deposited, without furnishing security. List after six weeks.
                                                              //TRUE COPY//
""")

# ---------------- WhatsApp: junior, clients, union, HC colleague
u("backlog/2027-07/WhatsApp Chat with Sai Teja Jr.txt", "whatsapp_export", J, "2027-07-16", ["C03", "C02", "C04"], ["C03-H02", "C02-H02", "C04-H02", "C03-H04"], """
23/04/27, 11:42 am - Sai Teja Jr: Sir Labour court Ramanaiah case lo rejoinder file chesanu
23/04/27, 11:43 am - Sai Teja Jr: PO garu both sides ni settlement matladukondi annaru. Harinath sir management ni adugutanu annaru
23/04/27, 11:43 am - Sai Teja Jr: Next date 11/06/27
23/04/27, 12:10 pm - Ravindranath Sir: ok. Pothuraju ki cheppu
28/04/27, 1:05 pm - Sai Teja Jr: Sir Mastan vali RTC case - RTC counter malli veyyaledu. Koteswara rao sir depot manager nunchi instructions raaledu annaru
28/04/27, 1:06 pm - Sai Teja Jr: Judge garu last chance annaru. ND 23/06/27
28/04/27, 1:20 pm - Ravindranath Sir: 👍
03/05/27, 11:15 am - Sai Teja Jr: Sir cheque case lo accused Nagarjuna vachadu. NBW recall chesaru, 20,000 bond tho bail
03/05/27, 11:16 am - Sai Teja Jr: Copies icchesaru. ND 07/06/27 for 251
03/05/27, 11:30 am - Ravindranath Sir: Good. Sreenivasulu Reddy gariki cheppu
16/07/27, 12:48 pm - Sai Teja Jr: Sir Ramanaiah case lo Harinath sir raaledu, management side evaru raaledu. Cross jaragaledu
16/07/27, 12:49 pm - Sai Teja Jr: Adjourned to 20/08/27
16/07/27, 12:55 pm - Ravindranath Sir: Ramanaiah ni tesukuvachava? Cheppu next date
""")
u("backlog/2028-02/WhatsApp Chat with Sai Teja Jr (2).txt", "whatsapp_export", J, "2028-02-11", ["C01", "C04", "C02", "C05", "C03"], ["C01-H08", "C04-H09", "C02-H08", "C05-H08", "C03-H09"], """
19/01/28, 12:31 pm - Sai Teja Jr: Sir Penchalamma case - insurance investigator Prabhakar raaledu. Chandrasekhar sir time adigaru
19/01/28, 12:32 pm - Sai Teja Jr: Judge garu Rs 500 costs vesaru R3 meeda. ND 24/02/28
19/01/28, 12:40 pm - Ravindranath Sir: ok. Naveen ki cheppu
24/01/28, 11:05 am - Sai Teja Jr: Sir cheque case - accused malli absent, Rafi sir exemption petition vesaru. Allowed. 313 jaragaledu
24/01/28, 11:06 am - Sai Teja Jr: ND 28/02/28
02/02/28, 3:14 pm - Sai Teja Jr: Sir Mastan case lo mana arguments meeru cheppinattu chepparu - no sorry, nenu chepanu 😅 written arguments kooda file chesanu
02/02/28, 3:15 pm - Sai Teja Jr: RTC Koteswara rao sir arguments ki time adigaru. ND 08/03/28
02/02/28, 3:30 pm - Ravindranath Sir: Good work
07/02/28, 11:50 am - Sai Teja Jr: Sir Sujatha OS - Commissioner Bhaskar Rao sir report file cheyyaledu. Judge garu time icharu
07/02/28, 11:51 am - Sai Teja Jr: ND 13/03/28
11/02/28, 1:22 pm - Sai Teja Jr: Sir Labour court - mana arguments ayipoyayi. Harinath sir time adigaru arguments ki
11/02/28, 1:23 pm - Sai Teja Jr: ND 24/03/28
11/02/28, 1:40 pm - Ravindranath Sir: 👍 24th nenu vastanu
""")
u("backlog/2027-09/WhatsApp Chat with Naveen Kovur.txt", "whatsapp_export", "Vanka Naveen (client's son)", "2027-09-29", ["C01"], ["C01-H05", "C01-H06"], """
[25/08/27, 2:18:44 PM] Naveen Kovur: Sir Khaja ki phone chesanu, vadu Chennai lo unnadu anta, raaledu
[25/08/27, 2:20:10 PM] Ravindranath Advocate: Ayithe vaayida adigaamu. Next date 29/09. Aa roju tappakunda tesukuravali
[25/08/27, 2:21:02 PM] Naveen Kovur: Ok sir. Amma ki cheptanu
[29/09/27, 4:02:31 PM] Ravindranath Advocate: Khaja saakshyam baaga cheppadu. Lorry venaka nunchi guddindi ani. Next 17/11 - Venkatesa Granites manager ni tesukuravali, salary register tho
[29/09/27, 4:05:15 PM] Naveen Kovur: Thank you sir 🙏 Anil Jain sir ki cheptanu
""")
u("backlog/2027-11/WhatsApp Chat with Sreenivasulu Reddy Sai Aqua.txt", "whatsapp_export", "Yeruva Sreenivasulu Reddy (client)", "2027-11-08", ["C04"], ["C04-H04", "C04-H06", "C04-H07"], """
12/07/27, 12:02 pm - Sreenivasulu Reddy Sai Aqua: Sir chief affidavit ki sign chesanu. Nagarjuna raaleda?
12/07/27, 12:10 pm - Ravindranath Advocate: Raaledu. Rafi exemption petition vesadu. Mee affidavit file ayindi, Exs. P1 to P7 mark ayyayi. Next 23/08
27/09/27, 4:40 pm - Ravindranath Advocate: Good news - 143A petition allowed. 20% ante 1,28,000 60 days lo kattali ani order
27/09/27, 4:41 pm - Ravindranath Advocate: Mee cross kooda ayipoyindi. Next 08/11 - bank manager ni pilustamu
27/09/27, 4:55 pm - Sreenivasulu Reddy Sai Aqua: Super sir 🙏
08/11/27, 1:15 pm - Sreenivasulu Reddy Sai Aqua: Sir 1,28,000 kattada?
08/11/27, 1:30 pm - Ravindranath Advocate: Inka ledu. Vadu ee roju kooda raaledu, exemption. Bank manager Ravi Kiran garu vacharu kaani case call avvaledu. Next 13/12/27
""")
u("backlog/2027-11/WhatsApp Chat with Pothuraju Union.txt", "whatsapp_export", "Pothuraju (union secretary)", "2027-11-12", ["C03"], ["C03-H05", "C03-H07"], """
20/08/27, 3:01 pm - Pothuraju Union: Sir Ramanaiah cross ela jarigindi
20/08/27, 3:05 pm - Ravindranath Advocate: Baaga cheppadu. Gudur mill lo job cheyyaledu ani clear ga. Documents anni mark ayyayi W1 to W6. Next 24/09 management witness
20/08/27, 3:06 pm - Pothuraju Union: 🙏
12/11/27, 12:45 pm - Pothuraju Union: Sir registers tecchara vallu?
12/11/27, 12:52 pm - Ravindranath Advocate: Ledu. Malli time adigaru. PO garu warning icharu - next time tekapothe adverse inference. Next 17/12/27
""")
u("backlog/2028-02/WhatsApp Chat with Kalyan HC Amaravati.txt", "whatsapp_export", "T. Kalyan Chakravarthy (HC colleague)", "2028-02-16", ["C07", "C08"], ["C07-H02", "C08-H02", "C08-H03"], """
[22/09/27, 1:12:05 PM] Kalyan HC Amaravati: Ravi garu, Prasad bail - APP Nagi Reddy report ki time adigaru. Injured discharge ayyadu anta 16th na. Sastry J listed 20/10
[22/09/27, 1:13:40 PM] Ravindranath Advocate: Thanks Kalyan garu. 20th nenu vastanu
[10/11/27, 12:30:18 PM] Kalyan HC Amaravati: Sarojini MACMA - insurance 11,20,000 deposit chesindi, memo file chesaru. Mana withdrawal petition allowed - claimants 5,60,000 withdraw cheyyochu. Next 16/02/28
[10/11/27, 12:31:00 PM] Ravindranath Advocate: Super. Sarojini gariki cheptanu
[16/02/28, 4:45:12 PM] Kalyan HC Amaravati: MACMA 1904 not reached today, board ekkuva. Adjourned to 12/04/28
[16/02/28, 4:46:30 PM] Ravindranath Advocate: ok 👍
""")

# ---------------- a cause list with other people's cases, and the week plan
u("backlog/2028-03/cause list MACT IV ADJ 21.03.2028.pdf", "cause_list_pdf", "MACT-cum-IV Additional District Judge, Nellore", "2028-03-20", ["C01"], [], """
IN THE COURT OF THE MOTOR ACCIDENTS CLAIMS TRIBUNAL-CUM-IV ADDITIONAL DISTRICT JUDGE, NELLORE
CAUSE LIST FOR TUESDAY, 21-03-2028
FOR ORDERS
 1. M.V.O.P. 377/2025   Shaik Rahamathulla vs The Branch Manager, ICICI Lombard & anr.      P: D. Sudhakar    R: K. Sai Prasad
FOR ARGUMENTS
 2. M.V.O.P. 412/2026   Vanka Penchalamma & 2 ors vs Gundala Seshagiri Rao & 2 ors          P: M. Ravindranath  R3: B. Chandrasekhar
 3. M.V.O.P. 19/2026    Gorantla Lakshmi vs Oriental Insurance Co. & anr.                   P: V. Haritha     R: S. Rambabu
FOR EVIDENCE
 4. M.V.O.P. 233/2027   Kandula Ramesh vs APSRTC                                            P: P. Mallikarjuna  R: P. Koteswara Rao
 5. E.P. 41/2027 in M.V.O.P. 95/2022  Pasupuleti Venkamma vs Shriram General Insurance         P: T. Ramana       R: N. Sreedhar
""")
u("backlog/2028-03/week plan 20-25 March.docx", "typed_note_docx", L, "2028-03-18", ["C01", "C04", "C03", "C02", "C05", "C08"], [], """
WEEK PLAN - 20.03.2028 to 25.03.2028
Tue 21.03 - MACT 10.30: Penchalamma MVOP 412/26 - ARGUMENTS (written args + Pranay Sethi, Sarla Verma copies)
Tue 21.03 - II AJFCM: Nagarjuna cheque CC 1184/26 - DW1 (accused's accountant). Sai Teja to go first; recovery
            petition for 143A amount (Rs. 1,28,000) to be filed.
Fri 24.03 - Labour Court: Ramanaiah ID 23/26 - management arguments; our reply.
Coming: 05.04 Mastan award; 10.04 Sujatha OS DE; 12.04 Sarojini MACMA (Kalyan garu).
To do: Sujatha - objections of D3 to Commissioner report, our reply. Pay Subbarayudu's bus charges.
""")
