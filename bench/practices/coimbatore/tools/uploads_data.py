"""The uploads of the Coimbatore practice: what the lawyer Thangavelu, the junior Nivetha and the gumastha Murugesan kept."""

L, J, K = "M. Thangavelu", "S. Nivetha", "Murugesan (gumastha)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2025-02/IMG_20250212_101544.jpg", "document_photo", "Sri Lakshmi Narasimha Textiles (P) Ltd", "2025-02-10", ["C01"], [], """
SRI LAKSHMI NARASIMHA TEXTILES (P) LTD., Trichy Road, Singanallur, Coimbatore - 641005
Ref: SLNT/PER/DO/07/2025                                    Date: 10.02.2025
ORDER OF DISMISSAL
To: Sri K. Rangasamy, Spinner, T.No. 1147, Spinning Dept (B shift)
The charge that on 18.11.2024 at about 23.40 hrs you assaulted the shift supervisor Sri P. Ganesan in the ring frame
section has been held proved by the Enquiry Officer Sri T. Shanmugasundaram. The management accepts the findings.
You are dismissed from service with effect from 10.02.2025. Your final settlement may be collected from the office.
                                                   for Sri Lakshmi Narasimha Textiles (P) Ltd, Director
""")
u("backlog/2025-09/claim statement Rangasamy 2A.docx", "typed_note_docx", L, "2025-09-18", ["C01"], [], """
BEFORE THE LABOUR COURT, COIMBATORE
I.D. No. ____ of 2025 (under Sec 2-A(2) of the Industrial Disputes Act, 1947)
K. Rangasamy ... Petitioner / Workman  vs  The Management, Sri Lakshmi Narasimha Textiles (P) Ltd ... Respondent
CLAIM STATEMENT
1. The petitioner joined the respondent mill as a spinner in 2009 and was last drawing Rs. 17,850 per month.
2. He was dismissed on 10.02.2025 after a domestic enquiry which was a farce: the statements of the witnesses were
not furnished, no defence assistant was allowed, the enquiry officer is the company's own legal officer.
3. Conciliation before the Assistant Commissioner of Labour failed; 45 days have elapsed from the 2-A(2) application.
Prayer: set aside the dismissal, reinstate with continuity of service, full back wages and all attendant benefits.
Coimbatore, 18.09.2025                                       Counsel for petitioner (M. Thangavelu)
""")
u("backlog/2025-09/ESIC medical board decision Saravanan.pdf", "document_scan", "ESI Corporation, Medical Board, Coimbatore", "2025-09-12", ["C02"], [], """
EMPLOYEES' STATE INSURANCE CORPORATION - MEDICAL BOARD, COIMBATORE
Decision under Regulation 75 / Sec 54-A             Date of Board: 12.09.2025
Insured Person: M. Saravanan, IP No. 51-00xxxxxx-0000, Employer: Sri Sakthi Aqua Pumps, SIDCO Kurichi
Employment injury on 03.03.2025: crush injury right hand, amputation of index and middle fingers at PIP joint.
Loss of earning capacity assessed: 20% (twenty per cent), permanent.
                                     Chairman, Medical Board
""")
u("backlog/2026-06/PSG disability certificate Saravanan.jpg", "document_photo", "PSG Hospitals, Dept. of Orthopaedics", "2026-06-18", ["C02"], [], """
PSG HOSPITALS, Peelamedu, Coimbatore - 641004    Department of Orthopaedics & Hand Surgery
DISABILITY ASSESSMENT CERTIFICATE           Date: 18.06.2026
Mr. M. Saravanan, 34/M. Post-traumatic amputation of right index and middle fingers, stiffness of ring finger,
weak grip. As a fitter (pump-set assembly) he cannot hold spanners and do fine work. Loss of physical function of
the right upper limb assessed at 40% (forty percent), permanent, as per the AIIMS/MoSJE guidelines.
                                     Dr. K. Vijayalakshmi, MS (Ortho), Reg. No. 7xxxx
""")
u("backlog/2026-02/Form N Pappathi gratuity.pdf", "document_scan", L, "2026-02-16", ["C03"], [], """
FORM 'N' - Application for direction for payment of gratuity (Rule 10(1), Payment of Gratuity (Central) Rules)
To: The Controlling Authority under the P.G. Act, Assistant Commissioner of Labour-II, Coimbatore
Applicant: A. Pappathi w/o Arumugam, Kannampalayam, Sulur. Employer: Sri Venkateswara Spinning Mills, Sulur.
Employed as reeler from 02.06.1998 to 30.06.2025 (superannuation). Last drawn wages Rs. 15,700 per month.
Gratuity claimed: 15/26 x 15,700 x 27 years = Rs. 2,44,558 (less Rs. 3,020 adjusted) = Rs. 2,41,538.
Form I claim dated 14.07.2025 not settled within 30 days. Counsel: M. Thangavelu, Advocate, Coimbatore.
""")
u("backlog/2026-05/EPFO rejection letter Chinnasamy.pdf", "document_scan", "Regional PF Office, Coimbatore", "2026-05-19", ["C04"], [], """
EMPLOYEES' PROVIDENT FUND ORGANISATION, Regional Office, Coimbatore
No. TN/CBE/Pension/HW/55xxx/2026                                   Dated: 19.05.2026
To: Sri V. Chinnasamy, PPO No. TN/CBE/00xxxxx
Sub: Joint option for pension on higher wages - rejected
Your joint option with the employer M/s. Sri Ranga Vilas Mills is rejected since the employer has not remitted
contribution on wages exceeding the statutory ceiling and no proof of remittance on actual wages was produced.
                                    Regional Provident Fund Commissioner-II
""")
u("backlog/2025-10/plaint COS Kamatchi Velan.pdf", "document_scan", L, "2025-10-27", ["C05"], [], """
IN THE COMMERCIAL COURT, COIMBATORE     C.O.S. No. 37 of 2025
Sri Kamatchi Amman Spinning Mills (P) Ltd, rep. by its General Manager R. Sivakumar ... Plaintiff
vs Velan Knit Exports, rep. by its proprietor S. Velmurugan, Kangeyam Road, Tiruppur ... Defendant
PLAINT (Order VII Rule 1 CPC read with the Commercial Courts Act)
The plaintiff supplied 40s combed cotton hosiery yarn under six invoices (Nov-Dec 2024) of a total value of
Rs. 18,46,200. The defendant received the goods without protest and has not paid. Claim: Rs. 18,46,200 with
interest at 18% p.a. from the due dates. Pre-institution mediation ended in a non-starter report dated 09.10.2025.
Valuation: Rs. 18,46,200. Court fee paid.
""")
u("backlog/2026-02/WS Velan Knit scan.pdf", "document_scan", "Mr. M. Prabhakaran (for defendant)", "2026-02-17", ["C05"], [], """
IN THE COMMERCIAL COURT, COIMBATORE   C.O.S. No. 37 of 2025
WRITTEN STATEMENT OF THE DEFENDANT
The yarn supplied under invoices 3 and 4 did not conform to the count (40s) - count variation and neps. 1,850 kg
were rejected and kept at the plaintiff's disposal at Tiruppur; the plaintiff was informed over phone. The defendant
is liable, if at all, only for Rs. 11,20,000 after adjusting the rejected lot and the loss in knitting. Interest at
18% is not agreed. Suit to be dismissed with costs.
""")
u("backlog/2025-09/IMG-20250916-WA0007.jpg", "document_photo", "Indian Bank, Peelamedu", "2025-09-15", ["C06"], [], """
INDIAN BANK  Peelamedu Branch, Coimbatore     RETURN MEMO          15.09.2025
Chq No. 720418  Dt 10.09.2025  Amount Rs. 4,50,000/-  Drawer: N. KARTHIKEYAN
Reason for return: EXCEEDS ARRANGEMENT
Presenting bank: Karur Vysya Bank, Ukkadam (A/c R. JAYARAMAN)
""")
u("backlog/2025-11/RCOP petition Kalaiselvi.pdf", "document_scan", L, "2025-11-20", ["C07"], [], """
BEFORE THE RENT COURT (PRINCIPAL DISTRICT MUNSIF), COIMBATORE     R.C.O.P. No. 58 of 2025
S. Kalaiselvi ... Petitioner/Landlord  vs  P. Duraisamy, prop. Sri Murugan Hardwares ... Respondent/Tenant
Petition u/s 21(2)(a) of the Tamil Nadu Regulation of Rights and Responsibilities of Landlords and Tenants Act, 2017
The respondent is the tenant of shop No. 3, Door No. 112, Cross Cut Road, Gandhipuram under a registered tenancy
agreement at Rs. 28,000 per month. He has not paid rent from February 2025 to October 2025: 9 months, Rs. 2,52,000.
Notice dated 04.10.2025 was unanswered. Prayer: evict the respondent and direct payment of the arrears.
""")
u("backlog/2026-06/challan deposit Duraisamy.jpg", "document_photo", "State Bank of India, Court Branch, Coimbatore", "2026-06-05", ["C07"], [], """
STATE BANK OF INDIA - Coimbatore Courts Branch     CHALLAN (Court Deposit)
Court: Rent Court (Principal District Munsif), Coimbatore   Case: RCOP 58/2025
Depositor: P. Duraisamy     Amount: Rs. 1,50,000/- (Rupees One Lakh Fifty Thousand only)
Date: 05.06.2026       Cash/Transfer: Transfer          Bank seal
""")

# ---------------- C01 Rangasamy 2-A (Labour Court)
u("backlog/2026-01/IMG_20260122_164410.jpg", "handwritten_note_photo", L, "2026-01-22", ["C01"], ["C01-H01"], """
22/1  Labour Court - Rangasamy 2-A (ID 84/25)
Mgt counter not filed. Venkatachalam sir time kettaru, "counter ready aagala". PO gave 4 weeks.
Rangasamy vandhirundhar - enunga sir innum counter-e podala nu ketaru. sonnen, porumaiya irunga.
ND 19/2 counter.
""")
u("backlog/2026-02/vaaitha diary feb.jpg", "handwritten_note_photo", K, "2026-02-27", ["C01", "C07", "C02", "C06"], ["C01-H02", "C07-H01", "C02-H01", "C06-H02"], """
வாய்தா டைரி - பிப்ரவரி 2026  (முருகேசன்)
11.02  RCOP 58/25 கலைச்செல்வி - எதிர் மனுதாரர் counter போடலை, டைம் கேட்டாங்க. அடுத்த வாய்தா 11.03.2026
19.02  லேபர் கோர்ட் ID 84/25 ரங்கசாமி - நிர்வாகம் counter தாக்கல். நம்ம rejoinder. அடுத்த வாய்தா 19.03.2026
24.02  ESI கோர்ட் EIOP 12/26 சரவணன் - ESI வக்கீல் ஜாபர் அலி ஆஜர், counter க்கு டைம். அடுத்த வாய்தா 24.03.2026
26.02  JM-5 STC 1142/25 ஜெயராமன் - எதிரி ஆஜர் ஆனார், ஜாமீன். நகல் கொடுத்தாச்சு. அடுத்த வாய்தா 26.03.2026
""")
u("backlog/2026-03/Rangasamy enquiry file marked 19.3.docx", "typed_note_docx", L, "2026-03-19", ["C01"], ["C01-H03"], """
Rangasamy vs Sri Lakshmi Narasimha Textiles - I.D. 84/2025 - 19.03.2026
PO took up fairness of domestic enquiry as preliminary issue first. Enquiry file marked as Ex.M1 to M9.
MW1 T. Shanmugasundaram (enquiry officer - company legal officer itself) chief affidavit filed.
Our cross next time. Points: no copy of statements of Ganesan and the two piecers; defence assistant refused;
findings copied from the charge sheet.
Next: 16.04.2026 - cross MW1.
""")
u("backlog/2026-04/20260416_173022.jpg", "handwritten_note_photo", L, "2026-04-16", ["C01"], ["C01-H04"], """
16.4.26  LC - Rangasamy
MW1 cross - 40 min. Aamanga, witness statements copy kudukkala nu othukittaru (admitted). Defence asst - "rules-la
illa" nu sonnaru. Good.
PO: orders on prelim issue on 11.6.26
""")
u("backlog/2026-06/ID 84 2025 order 11.06.2026.pdf", "certified_order_sheet_scan", "Labour Court, Coimbatore", "2026-06-11", ["C01"], ["C01-H05"], """
BEFORE THE LABOUR COURT, COIMBATORE
Present: Thiru S. MANICKAVASAGAM, B.A., B.L., Presiding Officer
I.D. No. 84 of 2025        K. Rangasamy ... Petitioner   vs   The Management, Sri Lakshmi Narasimha Textiles (P) Ltd ... Respondent
11.06.2026  Order on the preliminary issue: The enquiry officer (MW1) has admitted that the statements of the
management witnesses were not furnished to the delinquent. The domestic enquiry is held to be not fair and proper
and is set aside. The management is permitted to lead evidence on merits to prove the charge.
Call on 09.07.2026 for management evidence.                               Presiding Officer
""")
u("backlog/2026-07/WhatsApp Chat with Nivetha Jr (1).txt", "whatsapp_export", J, "2026-07-21", ["C01", "C05", "C02", "C06"], ["C01-H06", "C05-H06", "C06-H06"], """
02/07/26, 12:41 pm - Nivetha Jr: Sir JM-5 Jayaraman case PW2 bank manager vandhutaaru, examine pannitom. Cross 10 min
02/07/26, 12:42 pm - Nivetha Jr: next 20.8 sir, 313 ku
02/07/26, 12:50 pm - Thangavelu Sir: ok ma
09/07/26, 11:15 am - Nivetha Jr: Sir labour court Rangasamy - MW2 Ganesan supervisor chief affidavit file pannitanga. Cross adjourned to 13.8
09/07/26, 11:16 am - Thangavelu Sir: Ganesan medical certificate thaan mukkiyam. file la irukka paaru
09/07/26, 11:30 am - Nivetha Jr: illa sir, accident register copy mattum dhaan irukku
21/07/26, 4:02 pm - Nivetha Jr: Sir Kamatchi suit - PW1 cross mudinjidhu. Prabhakaran sir 1.15 hr cross pannaru, quality pathi
21/07/26, 4:03 pm - Nivetha Jr: plaintiff side closed. DW ku 01.09.2026
21/07/26, 4:05 pm - Thangavelu Sir: Sivakumar sir kitta sollunga. Saravanan ESI file 4.8 ku ready pannu, doctor summons
""")
u("backlog/2026-08/ID 84 2025 proceedings 13.08.2026.pdf", "certified_order_sheet_scan", "Labour Court, Coimbatore", "2026-08-13", ["C01"], ["C01-H07"], """
BEFORE THE LABOUR COURT, COIMBATORE     I.D. No. 84 of 2025
13.08.2026  Petitioner by Thiru M. Thangavelu. Respondent by Thiru R. Venkatachalam.
MW2 absent. The management seeks time stating that the witness is not available. Though the witness was directed
to be present today, time granted as a last chance subject to costs of Rs. 1,000 payable to the petitioner.
Call on 17.09.2026 for cross-examination of MW2.                          Presiding Officer
""")
u("backlog/2026-09/Labour court cause list 17.09.2026.pdf", "cause_list_pdf", "Labour Court, Coimbatore", "2026-09-16", ["C01"], [], """
LABOUR COURT, COIMBATORE - CAUSE LIST FOR 17.09.2026 (THURSDAY)   Presiding Officer: Thiru S. Manickavasagam
FOR EVIDENCE
1. I.D. 212/2023   Tamil Nadu Textile Workers Union (Kuppusamy) vs Sri Saradha Mills      - PW cross
2. I.D. 84/2025    K. Rangasamy vs Sri Lakshmi Narasimha Textiles (P) Ltd                 - MW2 cross
3. C.P. 17/2024    R. Selvaraj vs Pioneer Pumps & Motors                                  - Enquiry
FOR ORDERS
4. I.D. 31/2022    P. Nagarajan vs Tamil Nadu Civil Supplies Corpn.                         - Award
5. M.P. 9/2026 in I.D. 190/2021   L.R.s of Chellamuthu vs Sri Karpagam Spg Mills            - Orders
""")
u("backlog/2026-09/Rangasamy MW2 cross 17.9.txt", "typed_note_txt", L, "2026-09-17", ["C01"], ["C01-H08"], """
17.09.2026 - Rangasamy 2-A - MW2 Ganesan cross
Costs Rs. 1,000 paid by mgt counsel (last time order). MW2 came today.
Cross 1 hr. MW2 admitted: no medical certificate for the alleged injury, no police complaint; only accident
register entry of the ESI dispensary "abrasion left forearm". He admitted Rangasamy had complained against him to
the union a week before (over night shift allotment). Motive - good.
Mgt evidence closed. WW1 (Rangasamy) on 12.11.2026. Chief affidavit ready pannanum.
""")
u("backlog/2026-11/IMG_20261112_170155.jpg", "handwritten_note_photo", L, "2026-11-12", ["C01"], ["C01-H09"], """
12/11  LC Rangasamy - WW1
Chief aff filed. Venkatachalam cross started - 25 min, "neenga supervisor-a adicheengala illaya" - denied.
Union complaint copy Ex.W7 marked. Cross continues.
ND 8.1.27 (cross WW1 contd.)  -  Rangasamy nervous, sollunga nu sonnen, unmaiya sollunga podhum.
""")

# ---------------- C02 Saravanan ESI
u("backlog/2026-03/IMG-20260327-WA0011.jpg", "handwritten_note_photo", K, "2026-03-26", ["C02", "C06"], ["C02-H02", "C06-H03"], """
வாய்தா டைரி  (முருகேசன்)
24.03.2026  ESI கோர்ட் - சரவணன் EIOP 12/26 : ESI counter தாக்கல் ஆச்சு. மெடிக்கல் போர்டு records
கொண்டு வர சொன்னாங்க. அடுத்த வாய்தா 21.04.2026
26.03.2026  JM-5 - ஜெயராமன் STC 1142/25 : எதிரி குற்றம் மறுத்தார் (plea). PW1 ஜெயராமன் proof affidavit
தாக்கல். அடுத்த வாய்தா 23.04.2026 - குறுக்கு விசாரணை
""")
u("backlog/2026-04/20260421_180512.jpg", "handwritten_note_photo", L, "2026-04-21", ["C02", "C05"], ["C02-H03"], """
21.4  ESI Ct - Saravanan
ESIC produced Medical Board proceedings dt 12.9.25 - 20% only. Board didn't see him as a fitter at all - hand
function not tested. We'll get PSG ortho certificate & examine doctor. ND 23.6.26 PW1.
----
Kamatchi mill GM Sivakumar phone: Tiruppur party settle panna ready-nu rumour. 11 lakh offer? Sollunga, board
kitta kettu sollren nu sonnaru. (no hearing today in that case)
""")
u("backlog/2026-06/Saravanan PW1 23.6.docx", "typed_note_docx", L, "2026-06-23", ["C02"], ["C02-H04"], """
Saravanan ESI - EIOP 12/2026 - 23.06.2026
Petitioner examined as PW1. Ex.P1 to P6 marked (accident report, ESI dispensary card, Medical Board decision,
PSG certificate, salary slips, employer's letter that he was shifted to packing at lower wage).
Jafar Ali cross: "you are doing a job now" - yes, packing, Rs. 4,000 less per month.
Next 04.08.2026 - PW2 Dr. Vijayalakshmi (summons to be taken).
""")
u("backlog/2026-08/Saravanan PW2 doctor 4.8.txt", "typed_note_txt", L, "2026-08-04", ["C02"], ["C02-H05"], """
04.08.2026  ESI Court - Saravanan - PW2
Dr. K. Vijayalakshmi, PSG ortho, examined as PW2. Assessed 40% loss of function; for a fitter loss of earning
capacity is higher than that. Jafar Ali cross: AIIMS guidelines are for disability not earning capacity - she
said the schedule to the ESI Act itself gives 'loss of two fingers' more than 20%. Good witness.
Court asked ESIC to examine their IMO. ND 06.10.2026 RW1.
""")
u("backlog/2026-10/WhatsApp Chat with Nivetha Jr (2).txt", "whatsapp_export", J, "2026-10-08", ["C02", "C06", "C04"], ["C02-H06", "C06-H08", "C04-H03"], """
06/10/26, 11:58 am - Nivetha Jr: Sir ESI court Saravanan - ESIC doctor varala. Jafar Ali sir time kettaru, doctor leave la irukaaraam
06/10/26, 11:59 am - Nivetha Jr: next 24.11 sir RW1
06/10/26, 12:03 pm - Thangavelu Sir: rendavadhu thadava time kekkuraanga. ok
07/10/26, 3:10 pm - Thangavelu Sir: Chennai la Chinnasamy writ - counter file pannitaanga. Ilamaran sir office sonnanga. Reply affidavit 18.11 kulla
07/10/26, 3:11 pm - Nivetha Jr: ok sir draft pannren
08/10/26, 1:20 pm - Nivetha Jr: Sir JM-5 Jayaraman case 313 questioning mudinjidhu. Accused vandhaar. All incriminating circumstances denied, security cheque nu sonnaru
08/10/26, 1:21 pm - Nivetha Jr: defence witness undu nu sonnanga. next 10.12.2026
08/10/26, 1:25 pm - Thangavelu Sir: sari ma. nalla pannina
""")
u("backlog/2026-11/Saravanan RW1 IMO 24.11.docx", "typed_note_docx", L, "2026-11-24", ["C02"], ["C02-H07"], """
Saravanan ESI - 24.11.2026 - RW1
RW1 Dr. N. Prakash, Insurance Medical Officer, ESI Dispensary Kurichi, examined in chief and cross-examined by me.
Admitted: he was not a member of the Medical Board; the Board did not do a grip strength test; he had not seen the
PSG certificate. Stands by 20% as per the Board.
Evidence over. Arguments 21.01.2027. Prepare: Sec 2(15A) / Second Schedule, loss of two fingers.
""")

# ---------------- C03 Pappathi gratuity (Controlling Authority)
u("backlog/2026-03/Pappathi gratuity 10.3.txt", "typed_note_txt", L, "2026-03-10", ["C03"], ["C03-H01"], """
10.3.26  ACL-II (Controlling Authority) - Pappathi gratuity PGA 41/26
Mill rep Nataraj (labour consultant, Sulur) appeared with authorisation. Time for reply. ACL gave 4 weeks.
Pappathi amma vandhanga with her son. 27 varusham velai, ippo gratuity illa nu solraanga - paavam.
Next 7.4.26.
""")
u("backlog/2026-04/IMG_20260407_152233.jpg", "handwritten_note_photo", L, "2026-04-07", ["C03", "C06"], ["C03-H02"], """
7/4  PGA 41 - Pappathi
Reply filed by mill: 1998-2003 "trainee / Sumangali" - not employee; break in 2003; so service only from 2003.
Rubbish - PF slips from 1999 undu. Evidence 9.6.26.
(Jayaraman phone - next 23/4 JM5, cross PW1, ready aa irunga nu sonnen)
""")
u("backlog/2026-06/vaaitha diary june.jpg", "handwritten_note_photo", K, "2026-06-17", ["C03", "C07", "C01", "C05"], ["C03-H03", "C07-H04", "C01-H05", "C05-H05"], """
வாய்தா டைரி - ஜூன் 2026 (முருகேசன்)
09.06  ACL-II PGA 41/26 பாப்பாத்தி - மனுதாரர் சாட்சியம் முடிந்தது. மில் மஸ்டர் ரோல், சம்பள பதிவேடு
கொண்டு வர உத்தரவு. அடுத்த வாய்தா 14.07.2026
10.06  RCOP 58/25 கலைச்செல்வி - வாடகைதாரர் ரூ.1,50,000 மட்டும் கட்டினார். மீதி கட்ட டைம். அடுத்த வாய்தா 15.07.2026
11.06  லேபர் கோர்ட் ரங்கசாமி - உத்தரவு (விசாரணை சரியில்லை) - அடுத்த வாய்தா 09.07.2026
16.06  கமர்ஷியல் கோர்ட் C.O.S. 37/25 காமாட்சி மில் - PW1 குறுக்கு விசாரணை பாதி. அடுத்த வாய்தா 21.07.2026
""")
u("backlog/2026-07/PGA 41 2026 proceedings 14.07.2026.pdf", "certified_order_sheet_scan", "Controlling Authority (ACL-II), Coimbatore", "2026-07-14", ["C03"], ["C03-H04"], """
PROCEEDINGS OF THE CONTROLLING AUTHORITY UNDER THE PAYMENT OF GRATUITY ACT, 1972 AND ASSISTANT COMMISSIONER OF
LABOUR-II, COIMBATORE       Present: Thiru K. BALAMURUGAN
P.G.A. No. 41/2026    A. Pappathi ... Applicant   vs   Sri Venkateswara Spinning Mills, Sulur ... Opposite party
14.07.2026: The opposite party has not produced the muster rolls and wage registers for 1998-2003 as directed on
09.06.2026; its representative states the records are not traced. One last chance. If not produced, adverse
inference will be drawn. Hearing on 11.08.2026.                                 Controlling Authority
""")
u("backlog/2026-08/Pappathi 11.8 args.txt", "typed_note_txt", L, "2026-08-11", ["C03"], ["C03-H05"], """
11/08/2026 ACL - Pappathi
Mill produced registers 1998-2003 finally - and the registers show her name in the wage register as 'reeler'
from June 1998, paid daily wages, ESI deduction. Trainee story falls. Argued 30 mins. Nataraj argued break in
service (2003, 41 days strike). Sec 2-A of PG Act - strike not an interruption.
Orders 08.09.2026.
""")
u("backlog/2026-09/PGA 41 order Pappathi.pdf", "certified_order_sheet_scan", "Controlling Authority (ACL-II), Coimbatore", "2026-09-08", ["C03"], ["C03-H06"], """
BEFORE THE CONTROLLING AUTHORITY UNDER THE PAYMENT OF GRATUITY ACT, 1972 - ASSISTANT COMMISSIONER OF LABOUR-II,
COIMBATORE         P.G.A. No. 41/2026       Order dated 08.09.2026
The wage registers produced by the opposite party show the applicant as a reeler from 02.06.1998. The strike of
2003 is not an interruption of service under Sec 2-A. The applicant has put in 27 years of continuous service.
The opposite party is directed to pay gratuity of Rs. 2,41,538 (Rupees two lakh forty one thousand five hundred
and thirty eight only) with simple interest at 10% p.a. from 30.07.2025 till payment, within 30 days.
The application is allowed.                                            Controlling Authority
""")
u("backlog/2026-10/WhatsApp Chat with Pappathi son Murali.txt", "whatsapp_export", "Murali (son of A. Pappathi)", "2026-10-15", ["C03"], [], """
09/09/26, 7:12 pm - Murali: vanakkam sir, amma ku order vandhucha?
09/09/26, 7:40 pm - Thangavelu Sir: aamanga. 2,41,538 plus 10% interest. 30 naalla kudukkanum
09/09/26, 7:41 pm - Murali: romba nandri sir 🙏
12/10/26, 10:05 am - Murali: sir mill innum panam kudukkala. appeal poraanga nu solraanga
12/10/26, 10:30 am - Thangavelu Sir: appeal ponaa 2,41,538 deposit pannanum. illana recovery ku ACL kitta manu podalaam
15/10/26, 6:02 pm - Murali: sir mill DD kuduthuttanga - Rs. 2,70,700 total (interest serthu). amma romba sandhosham
15/10/26, 6:15 pm - Thangavelu Sir: nalladhu. receipt copy anuppunga
""")

# ---------------- C04 Chinnasamy pension writ (Madras HC)
u("backlog/2026-07/WP 23118 2026 order 15.07.2026.pdf", "certified_order_sheet_scan", "Madras High Court", "2026-07-15", ["C04"], ["C04-H01"], """
IN THE HIGH COURT OF JUDICATURE AT MADRAS
DATED: 15.07.2026      CORAM: THE HONOURABLE MR. JUSTICE N. SATHYAMOORTHY
W.P. No. 23118 of 2026 and W.M.P. No. 22541 of 2026
V. Chinnasamy ... Petitioner   vs   1. The Regional Provident Fund Commissioner, Coimbatore  2. M/s. Sri Ranga
Vilas Mills, Coimbatore ... Respondents
For Petitioner: Mr. R. Ilamaran for Mr. M. Thangavelu     For R1: Mr. K. Ilango, Standing Counsel
Notice. Mr. K. Ilango, learned Standing Counsel takes notice for the first respondent. Private notice to R2.
Counter in four weeks. Post on 26.08.2026.
""")
u("backlog/2026-08/Chinnasamy writ 26.8 Ilamaran call.txt", "typed_note_txt", L, "2026-08-26", ["C04"], ["C04-H02"], """
26.8.26 - Chinnasamy writ (Chennai) - Ilamaran called at 1.30
Counter not filed. Ilango SC - "instructions awaited from RO Coimbatore". NSJ: last time for counter,
next date 07.10.2026. R2 mill served, no appearance.
Chinnasamy ku sollanum - Form 3A copies of 1996-2014 from mill office eduthu vachukonga.
""")
u("backlog/2026-11/Document (3).docx", "typed_note_docx", L, "2026-11-18", ["C04"], ["C04-H04"], """
18.11.2026 Chinnasamy W.P. 23118/2026 - Court 21
Listed item 48. Not reached - court rose at 4.45. Ilamaran office: next date 06.01.2027 (after Christmas
vacation). Reply affidavit already filed on 13.11.
""")
u("backlog/2027-01/WP 23118 2026 order 06.01.2027.pdf", "certified_order_sheet_scan", "Madras High Court", "2027-01-06", ["C04"], ["C04-H05"], """
IN THE HIGH COURT OF JUDICATURE AT MADRAS
DATED: 06.01.2027      CORAM: THE HONOURABLE MR. JUSTICE N. SATHYAMOORTHY
W.P. No. 23118 of 2026
Heard Mr. M. Thangavelu, learned counsel for the petitioner, in part. Mr. K. Ilango, learned Standing Counsel for
the first respondent, shall get instructions as to whether the second respondent remitted the contribution on the
actual wages of the petitioner for the period 1996-2014, and produce the Form 3A returns.
Post on 03.02.2027 for final disposal. Part heard.
""")

# ---------------- C05 Kamatchi mill commercial suit
u("backlog/2026-01/Kamatchi COS 20.1.txt", "typed_note_txt", L, "2026-01-20", ["C05"], ["C05-H01"], """
20.01.2026 Commercial Court - Kamatchi mill vs Velan Knit - C.O.S. 37/2025
WS not filed. Prabhakaran (Tiruppur) - busy in Tiruppur court, junior came. Judge: 120 days over soon, no more time
after next date. ND 17.02.2026.
Sivakumar GM present - informed.
""")
u("backlog/2026-02/20260217_164903.jpg", "handwritten_note_photo", L, "2026-02-17", ["C05"], ["C05-H02"], """
17/2  Comm. Ct - Kamatchi suit
WS filed today (day 118). Defence - quality, count variation in invoices 3, 4; 1,850 kg rejected "kept at disposal".
No written rejection! phone-la sonnom nu solraanga. Admit 11,20,000 only.
CMH 17.3.26
""")
u("backlog/2026-03/COS 37 2025 CMH order 17.03.2026.pdf", "certified_order_sheet_scan", "Commercial Court, Coimbatore", "2026-03-17", ["C05"], ["C05-H03"], """
IN THE COMMERCIAL COURT, COIMBATORE     Present: Thiru P. ARULMOZHI SELVAN, M.A., B.L., Judge
C.O.S. No. 37 of 2025          Dated: 17.03.2026 - Case Management Hearing (Order XV-A CPC)
Issues framed:
1. Whether the plaintiff supplied yarn worth Rs. 18,46,200 to the defendant?
2. Whether the yarn under invoices 3 and 4 was defective and 1,850 kg was rejected?
3. Whether the plaintiff is entitled to interest at 18% p.a.?
4. Whether the suit is barred for want of pre-institution mediation?
5. To what relief?
Timeline: plaintiff's affidavit evidence by 15.04.2026; cross-examination to be completed in 2 sittings;
defendant's evidence thereafter. Arguments to conclude within 30 days of evidence. Call on 15.04.2026.
""")
u("backlog/2026-04/Kamatchi PW1 15.4.docx", "typed_note_docx", L, "2026-04-15", ["C05"], ["C05-H04"], """
Kamatchi Amman Spinning Mills vs Velan Knit Exports - 15.04.2026
PW1 R. Sivakumar (GM) proof affidavit filed. Ex.P1 to P14 marked: 6 invoices, 6 lorry receipts (Sri Murugan
Transports), PIM non-starter report, ledger extract.
Cross - next date 16.06.2026 (court has May vacation).
""")
u("backlog/2026-06/Kamatchi PW1 cross 16.6.txt", "typed_note_txt", L, "2026-06-16", ["C05"], ["C05-H05"], """
16.06.2026 Kamatchi suit - PW1 cross by Prabhakaran
45 min. Suggested lab test report of count variation - PW1 denied, "no complaint within 7 days as per our terms
printed in the invoice". Prabhakaran wants to cross again - judge allowed one more sitting only (timeline).
ND 21.7.2026.
""")
u("backlog/2026-09/COS 37 2025 proceedings 01.09.2026.pdf", "certified_order_sheet_scan", "Commercial Court, Coimbatore", "2026-09-01", ["C05"], ["C05-H07"], """
IN THE COMMERCIAL COURT, COIMBATORE       C.O.S. No. 37 of 2025       01.09.2026
Plaintiff by Thiru M. Thangavelu. Defendant by Thiru M. Prabhakaran (represented by junior).
Affidavit of DW1 filed. Counsel for the defendant is stated to be engaged in the Principal District Court,
Tiruppur and seeks time for tendering DW1 for cross-examination. Time granted on costs of Rs. 3,000 payable to the
plaintiff. No further time. Call on 13.10.2026.                                               Judge
""")
u("backlog/2026-10/IMG_20261013_175840.jpg", "handwritten_note_photo", L, "2026-10-13", ["C05"], ["C05-H08"], """
13/10  Kamatchi suit - DW1 Velmurugan cross
Costs 3,000 paid. Cross 1.5 hr.
DW1 admitted: received all 6 invoices & lorry receipts; no written rejection within 7 days; no lab report;
yarn of inv 3 & 4 already knitted and exported (!!) - so "kept at disposal" is false.
Evidence closed both sides. Args 1.12.26
""")
u("backlog/2026-12/Kamatchi args 1.12.docx", "typed_note_docx", L, "2026-12-01", ["C05"], ["C05-H09"], """
Kamatchi mill suit - arguments - 01.12.2026
Argued for plaintiff 50 minutes. Written arguments filed (14 pages) with 3 citations on Sec 42/43 Sale of Goods
Act (acceptance by act inconsistent with seller's ownership - yarn knitted and exported).
Judge asked: interest 18% - where is the agreement? Shown invoice term "18% after 30 days". 
Defendant's arguments on 08.01.2027. Prabhakaran to be ready - judge said no adjournment.
""")

# ---------------- C06 Jayaraman cheque case (JM-V)
u("backlog/2026-01/STC 1142 2025 proceedings 29.01.2026.pdf", "certified_order_sheet_scan", "Judicial Magistrate No. V, Coimbatore", "2026-01-29", ["C06"], ["C06-H01"], """
IN THE COURT OF THE JUDICIAL MAGISTRATE No. V, COIMBATORE    Present: Tmt. A. REVATHI, M.L.
S.T.C. No. 1142 of 2025       R. Jayaraman ... Complainant   vs   N. Karthikeyan ... Accused
29.01.2026: Complainant present. Accused absent; summons served. Petition u/s 355 BNSS filed on behalf of the
accused stating he is unwell (medical certificate). Allowed for today. Accused to appear on 26.02.2026 without fail.
                                                                       Judicial Magistrate No. V
""")
u("backlog/2026-04/Jayaraman STC 23.4.txt", "typed_note_txt", J, "2026-04-23", ["C06"], ["C06-H04"], """
23.04.2026 JM-5 - Jayaraman vs Karthikeyan (STC 1142/25) - attended by Nivetha
PW1 Jayaraman present for cross. Accused counsel Senthil Nathan sir absent, his junior represented: counsel busy in
Sessions Court (ADJ-III). Madam granted time, said next date cross must go on.
Next date: 21.05.2026 - cross PW1.
""")
u("backlog/2026-05/IMG_20260521_131105.jpg", "handwritten_note_photo", L, "2026-05-21", ["C06"], ["C06-H05"], """
21/5  JM-V  Jayaraman STC - PW1 cross (Senthil Nathan)
Suggestion: cheque given as security in 2023 for cotton waste supply contract, blank signed cheque, no debt due.
Jayaraman - denied, "bill book-la entry irukku, 6 loads". Ledger (Ex.P7) marked in re-exam.
ND 2.7.26 - PW2 bank official (summons Indian Bank Peelamedu).
""")
u("backlog/2026-08/STC 1142 2025 proceedings 20.08.2026.pdf", "certified_order_sheet_scan", "Judicial Magistrate No. V, Coimbatore", "2026-08-20", ["C06"], ["C06-H07"], """
IN THE COURT OF THE JUDICIAL MAGISTRATE No. V, COIMBATORE       S.T.C. No. 1142 of 2025
20.08.2026: Complainant present. Accused absent. Petition u/s 355 BNSS filed stating that the accused is out of
station (at Surat for business). Allowed as a last chance. Accused to be present for questioning u/s 351 BNSS.
Call on 08.10.2026.                                                    Judicial Magistrate No. V
""")
u("backlog/2026-12/WhatsApp Chat with Nivetha Jr (3).txt", "whatsapp_export", J, "2026-12-16", ["C06", "C07"], ["C06-H09", "C07-H08"], """
10/12/26, 12:20 pm - Nivetha Jr: Sir JM-5 Jayaraman case - defence witness varala. Senthil Nathan sir "no defence evidence" nu memo kuduthaaru
10/12/26, 12:21 pm - Nivetha Jr: defence evidence closed. arguments ku next 21.01.2027 sir
10/12/26, 12:35 pm - Thangavelu Sir: ok. written args ready pannu. Rangappa judgment, Basalingappa, Rajesh Jain
16/12/26, 3:45 pm - Nivetha Jr: Sir RCOP Kalaiselvi - ORDER VANDHACHU!! eviction allowed sir
16/12/26, 3:46 pm - Nivetha Jr: 3 months time to vacate, 31.03.2027 kulla kaali pannanum. arrears balance 1,02,000 um + rent kattanum
16/12/26, 3:50 pm - Thangavelu Sir: super ma. Kalaiselvi madam ku phone pannren. certified copy apply pannu
""")
u("backlog/2026-12/correction Jayaraman next date.txt", "typed_note_txt", L, "2026-12-11", ["C06"], [], """
11.12.26 - CORRECTION
Jayaraman STC 1142/25 (JM-V) next date is 12.01.2027 (arguments) - NOT 21.01.2027 as Nivetha wrote yesterday.
21.01 is Saravanan ESI arguments. Checked with bench clerk Selvi today. Diary-la 12.1 ku maathitten.
""")

# ---------------- C07 Kalaiselvi RCOP (Rent Court)
u("backlog/2026-03/Kalaiselvi RCOP 11.3.docx", "typed_note_docx", L, "2026-03-11", ["C07"], ["C07-H02"], """
RCOP 58/2025 Kalaiselvi vs Duraisamy - 11.03.2026
Counter filed by Mohanraj: denies arrears, says rent was paid in cash to landlady's husband, no receipts.
We filed I.A. u/s 21 (deposit of arrears pending the petition). Counter to IA next date.
ND 08.04.2026 - I.A. hearing.
""")
u("backlog/2026-04/RCOP 58 2025 order IA 08.04.2026.pdf", "certified_order_sheet_scan", "Rent Court (Principal District Munsif), Coimbatore", "2026-04-08", ["C07"], ["C07-H03"], """
IN THE RENT COURT (PRINCIPAL DISTRICT MUNSIF COURT), COIMBATORE    Present: Thiru V. SUNDARESAN, B.Sc., B.L.
I.A. No. 1 of 2026 in R.C.O.P. No. 58 of 2025
08.04.2026: Heard both. The tenant has not produced a single receipt for the rent alleged to have been paid in
cash. The respondent/tenant is directed to deposit the admitted and claimed arrears of Rs. 2,52,000 to the credit
of the R.C.O.P. within six weeks and to pay the monthly rent of Rs. 28,000 to the landlord on or before the 10th of
every month. I.A. allowed. Call on 10.06.2026 for compliance.                             Rent Court
""")
u("backlog/2026-07/Kalaiselvi PW1 15.7.txt", "typed_note_txt", L, "2026-07-15", ["C07"], ["C07-H05"], """
15.07.2026 Rent Court - Kalaiselvi RCOP - PW1
Kalaiselvi madam examined in chief (affidavit) and cross-examined by Mohanraj - 30 min. Q: husband collected cash
rent? A: "never, only by cheque / GPay till Jan 2025". Good.
Balance 1,02,000 still not deposited by tenant. Will press for striking off defence.
ND 09.09.2026 - RW1.
""")
u("backlog/2026-09/vaaitha diary sept.jpg", "handwritten_note_photo", K, "2026-09-10", ["C07", "C03"], ["C07-H06", "C03-H06"], """
வாய்தா டைரி - செப்டம்பர் 2026 (முருகேசன்)
08.09  ACL-II பாப்பாத்தி - உத்தரவு ஆச்சு, கேட்ட தொகை அனுமதி. (சாரு பார்த்துக்கிட்டாரு)
09.09  RCOP 58/25 கலைச்செல்வி - RW1 துரைசாமி சாட்சி. நம்ம சாரு குறுக்கு விசாரணை. அடுத்த வாய்தா 28.10.2026 - வாதம்
""")
u("backlog/2026-10/20261028_162215.jpg", "handwritten_note_photo", L, "2026-10-28", ["C07"], ["C07-H07"], """
28.10 Rent Ct - Kalaiselvi RCOP - args
Argued 25 min: wilful default, no receipts, deposit order not complied (only 1.5 L of 2.52 L). Mohanraj: hardship,
business loss in COVID aftermath, wants 1 yr time. DMC - orders 16.12.26.
Kalaiselvi madam: "enunga, shop eppo kaali aagum?" - order vandha apram 3-6 months aagum nu sonnen.
""")

# ---------------- week plans, cause list, register pages across matters
u("backlog/2026-04/vaaitha diary april.jpg", "handwritten_note_photo", K, "2026-04-24", ["C07", "C01", "C02", "C06"], ["C07-H03", "C01-H04", "C02-H03", "C06-H04"], """
வாய்தா டைரி - ஏப்ரல் 2026 (முருகேசன்)
08.04  RCOP 58/25 கலைச்செல்வி - I.A. அனுமதி. 6 வாரத்தில் ரூ.2,52,000 கட்டணும். அடுத்த வாய்தா 10.06.2026
16.04  லேபர் கோர்ட் ரங்கசாமி - MW1 குறுக்கு விசாரணை முடிந்தது. அடுத்த வாய்தா 11.06.2026 உத்தரவு
21.04  ESI சரவணன் - மெடிக்கல் போர்டு records தாக்கல். அடுத்த வாய்தா 23.06.2026
23.04  JM-5 ஜெயராமன் - எதிரி வக்கீல் வரலை. அடுத்த வாய்தா 21.05.2026
""")
u("backlog/2026-06/Kalaiselvi deposit balance 10.6 note.txt", "typed_note_txt", L, "2026-06-10", ["C07"], ["C07-H04"], """
10.6.26 Rent Court - Kalaiselvi RCOP - compliance
Tenant deposited only Rs. 1,50,000 (challan 05.06.2026) out of 2,52,000. Balance Rs. 1,02,000 - Mohanraj wants 4 weeks.
DMC granted time till next date; rent to be paid by 10th.
ND 15.7.26 - PW1 (Kalaiselvi madam) - affidavit ready pannanum.
""")
u("backlog/2026-02/New Text Document.txt", "typed_note_txt", L, "2026-02-24", ["C02"], ["C02-H01"], """
24/2 ESI court - Saravanan EIOP 12/26
First hearing. Jafar Ali SC for ESIC appeared. Time for counter. PO Jayanthi madam: "Medical Board file-um
kondu vaanga" - will come after counter.
ND 24.3
""")
u("backlog/2027-01/week plan 4-9 Jan 2027.docx", "typed_note_docx", L, "2027-01-02", ["C04", "C01", "C05", "C06", "C02"], [], """
WEEK PLAN - 4 to 9 January 2027 (typed Sat 2.1)
Wed 06.01  Chennai - Chinnasamy W.P. 23118/2026 - Court 21, I will go (Cheran Exp. Tue night). Form 3A copies.
Fri 08.01  Labour Court 10.30 - Rangasamy 2-A - WW1 cross continues (Venkatachalam). Rangasamy 10 am varanum.
Fri 08.01  Commercial Court 2.30 - Kamatchi mill suit - defendant's arguments (Prabhakaran). Reply notes ready.
Tue 12.01  JM-V - Jayaraman STC - arguments (next week; written args by Nivetha)
Thu 21.01  ESI Court - Saravanan - arguments
""")
u("backlog/2027-01/Chinnasamy Chennai 6.1 notes.txt", "typed_note_txt", L, "2027-01-06", ["C04"], ["C04-H05"], """
06.01.2027 Madras HC Court 21 - Chinnasamy higher pension writ
Item 12. Argued 20 min - Supreme Court's Sunil Kumar B. judgment (Nov 2022), joint option valid, employer's default
cannot defeat employee. NSJ asked Ilango SC: did R2 mill remit on actual wages 1996-2014? He had no instructions.
Part heard. Post 03.02.2027 for final disposal. Chinnasamy sir ku phone - Form 3A / pay slips ready pannunga.
""")
u("backlog/2026-11/IMG-20261125-WA0004.jpg", "handwritten_note_photo", K, "2026-11-25", ["C02", "C01"], ["C02-H07", "C01-H09"], """
வாய்தா டைரி - நவம்பர் 2026 (முருகேசன்)
12.11  லேபர் கோர்ட் ரங்கசாமி - WW1 சாட்சி, குறுக்கு விசாரணை தொடரும். அடுத்த வாய்தா 08.01.2027
24.11  ESI சரவணன் - ESI டாக்டர் பிரகாஷ் சாட்சி முடிந்தது. அடுத்த வாய்தா 21.01.2027 வாதம்
""")
u("backlog/2026-12/Kalaiselvi order RCOP 58 16.12.2026.pdf", "certified_order_sheet_scan", "Rent Court (Principal District Munsif), Coimbatore", "2026-12-16", ["C07"], ["C07-H08"], """
IN THE RENT COURT (PRINCIPAL DISTRICT MUNSIF COURT), COIMBATORE     R.C.O.P. No. 58 of 2025
ORDER dated 16.12.2026
The tenant has committed wilful default in payment of rent from February 2025 and has deposited only Rs. 1,50,000
of the arrears of Rs. 2,52,000 directed on 08.04.2026. The petition is allowed. The respondent shall vacate and
hand over vacant possession of the shop at Door No. 112, Cross Cut Road, Gandhipuram within three months, i.e., on
or before 31.03.2027, and pay the balance arrears of Rs. 1,02,000. No costs.              Rent Court
""")
