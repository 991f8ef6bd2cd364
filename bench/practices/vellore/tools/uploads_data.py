"""The uploads of the Vellore practice: what the lawyer, the junior Priya and the clerk Murugesan actually kept."""

L, J, K = "S. Thirunavukkarasu", "R. Priyadharshini", "K. Murugesan (clerk)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2025-03/Kamalam plaint OS partition.pdf", "document_scan", L, "2025-03-18", ["C01"], [], """
IN THE COURT OF THE PRINCIPAL SUBORDINATE JUDGE, VELLORE
O.S.No.       of 2025
P. Kamalam, W/o. Rajendran, D/o. late Ponnusamy, aged 52, No.14, Pillaiyar Koil Street, Thottapalayam, Vellore-4
                                                                          .. Plaintiff
                                   -Vs-
1. P. Selvaraj, S/o. late Ponnusamy, aged 58      2. P. Kumar, S/o. late Ponnusamy, aged 49
                                                                          .. Defendants
PLAINT FILED UNDER ORDER VII RULE 1 C.P.C. FOR PARTITION
1. The plaintiff and the defendants are the children of late Ponnusamy, who died intestate on 02.11.2019.
2. The suit properties are ancestral: Item 1, a tiled house and vacant site in S.No.118/3, Thottapalayam village;
   Item 2, nanjai land measuring 2.40 acres in S.No.204/1A, Kalinjur village.
3. By virtue of Section 6 of the Hindu Succession Act as amended in 2005, the plaintiff is a coparcener by birth
   and is entitled to 1/3 share. The 1st defendant refused partition when demanded through lawyer's notice dated
   06.01.2025.
PRAYER: pass a preliminary decree for partition of the plaintiff's 1/3 share in the suit properties, appoint an
Advocate Commissioner to divide by metes and bounds, and for costs.
Valuation: Court fee paid under Section 37(2) of the T.N. Court Fees and Suits Valuation Act.
Vellore, 18.03.2025                                        Counsel for Plaintiff: S. THIRUNAVUKKARASU
""")
u("backlog/2027-02/WS D1 Selvaraj OS 214.pdf", "document_scan", "V. Ramalingam (for D1)", "2027-02-10", ["C01"], [], """
IN THE COURT OF THE PRINCIPAL SUBORDINATE JUDGE, VELLORE
O.S.No.214 of 2025
P. Kamalam .. Plaintiff   -Vs-   P. Selvaraj & another .. Defendants
WRITTEN STATEMENT FILED BY THE 1st DEFENDANT
1. The 1st defendant denies that Item 2 is ancestral property. Item 2 was purchased by the 1st defendant from his
   own earnings under sale deed Doc.No.2231/2008, SRO Katpadi, and is his self-acquired property.
2. The plaintiff was given 25 sovereigns of gold and Rs. 1,50,000 at her marriage in 1994 and has released her
   right. The suit is barred as late Ponnusamy died in 2019 and a family arrangement was reached in 2020.
3. The plaintiff is not entitled to any share in Item 2. Suit to be dismissed with costs.
Vellore, 10.02.2027                               Counsel for 1st Defendant: V. RAMALINGAM
""")
u("backlog/2026-01/HR&CE Commissioner order Selliamman revision.pdf", "document_scan",
  "Commissioner, HR&CE, Chennai", "2026-03-30", ["C02"], [], """
OFFICE OF THE COMMISSIONER, HINDU RELIGIOUS AND CHARITABLE ENDOWMENTS DEPARTMENT, NUNGAMBAKKAM, CHENNAI-34
R.P.No.77/2025/B3     Dated: 30.03.2026
Sub: Arulmigu Selliamman Temple, Sathuvachari, Vellore Taluk - Revision under Section 114 of the Tamil Nadu HR&CE
Act, 1959 by Thiru K. Natarajan against the order of the Joint Commissioner, Vellore in O.A.No.19/2024 dated
11.11.2024 - Orders passed.
The petitioner claims hereditary trusteeship through his grandfather Kuppusamy Mudaliar under a scheme decree of
1936. The Joint Commissioner found no continuous line of hereditary succession after 1971 and appointed the
Inspector, HR&CE, Vellore as fit person under Section 49. On perusal, there is no reason to interfere.
The Revision Petition is dismissed.                                   Commissioner
""")
u("backlog/2025-11/ARC 412 award Deputy Registrar of Chits.pdf", "document_scan",
  "Deputy Registrar of Chits, Vellore", "2025-11-21", ["C03"], [], """
BEFORE THE DEPUTY REGISTRAR OF CHITS (ARBITRATOR), VELLORE
A.R.C.No.412/2025
Sri Kanakadurga Chit Funds Pvt. Ltd., Vellore, rep. by its Managing Director T. Raghavan .. Petitioner/Foreman
-Vs- 1. M. Saravanan (prized subscriber, Group KD-25/40, Ticket No.17)  2. P. Elangovan (surety) .. Respondents
AWARD
The 1st respondent bid the chit of value Rs. 10,00,000 in the 9th instalment and received the prize amount of
Rs. 7,20,000 on 05.03.2024 on the surety of the 2nd respondent, B.T. Assistant, Government Higher Secondary
School, Ussoor. He defaulted from the 14th instalment. The respondents are jointly and severally liable to pay
Rs. 6,48,500 with interest at 12% per annum from 21.11.2025 till realisation, and costs Rs. 6,200.
Dated 21.11.2025                                       Deputy Registrar of Chits, Vellore
""")
u("backlog/2025-09/WhatsApp Image 2025-09-06 at 18.22.41.jpeg", "document_photo", "Christian Medical College, Vellore",
  "2025-09-06", ["C04"], [], """
CHRISTIAN MEDICAL COLLEGE, VELLORE - DEPARTMENT OF HEPATO-PANCREATICO-BILIARY SURGERY
DISCHARGE SUMMARY     Hosp. No. 118xxxG     Name: Mrs. S. VASANTHI, 46 F
Admitted: 19.08.2025   Discharged: 06.09.2025
Diagnosis: Post laparoscopic cholecystectomy (done elsewhere on 12.08.2025) major bile duct injury (Strasberg E2)
with bile leak and biloma.
Procedure: Roux-en-Y hepaticojejunostomy on 22.08.2025. Post-op uneventful.
Advice: review in HPB OPD after 3 weeks. Bill settled: Rs. 4,86,000.
""")
u("backlog/2026-02/lawyer notice Venkatesa hospital Vasanthi.docx", "typed_note_docx", L, "2026-02-02", ["C04"], [], """
S. THIRUNAVUKKARASU, B.A., B.L., Advocate
Chamber No.41, Advocates' Association Building, Combined Court Complex, Vellore-9
By RPAD                                                              Date: 02.02.2026
To 1. The Managing Director, Sri Venkatesa Multispeciality Hospital, Chittoor Road, Katpadi, Vellore-7
   2. Dr. K. Prakash, M.S., Consultant Surgeon, at the same address
LAWYER'S NOTICE
Under instructions from my client Mrs. S. Vasanthi, W/o. Sundaram, Gandhi Nagar, Katpadi: your 2nd addressee did
a laparoscopic cholecystectomy on my client on 12.08.2025 and discharged her on 14.08.2025 despite pain and
jaundice; no imaging was done. A major bile duct injury was found at CMC Vellore, where she had a second surgery
costing Rs. 4,86,000. This is negligence and deficiency in service. You are called upon to pay Rs. 20,00,000 as
compensation within 15 days, failing which my client will approach the District Consumer Commission.
                                                                     Advocate
""")
u("backlog/2027-03/Crl.A 42-2026 judgment PSJ Vellore.pdf", "document_scan", "Principal Sessions Judge, Vellore",
  "2027-03-18", ["C05"], [], """
IN THE COURT OF THE PRINCIPAL SESSIONS JUDGE, VELLORE
Present: Tmt. M. Revathi Priya, M.L., Principal Sessions Judge
Criminal Appeal No.42 of 2026
R. Jayakumar .. Appellant/Accused   -Vs-   S. Rajendran .. Respondent/Complainant
JUDGMENT (delivered on 18.03.2027)
The appeal is against the conviction in S.T.C.No.211 of 2024 on the file of the Judicial Magistrate No.II, Vellore
under Section 138 of the N.I. Act for the dishonour of cheque No.009132 dated 10.01.2024 for Rs. 4,00,000 drawn on
Indian Bank, Arcot, and the sentence of one year simple imprisonment and compensation of Rs. 4,00,000. The defence
that the cheque was a blank security cheque given for a chit is not proved. The appeal is dismissed and the
conviction and sentence are confirmed.
                                                                 Principal Sessions Judge
""")
u("backlog/2026-06/IMG_20260611_172204.jpg", "document_photo", "Volt Ride Motors, Vellore", "2026-06-11", ["C07"], [], """
VOLT RIDE MOTORS - Authorised Dealer, No.88, Gandhi Road, Vellore-1     GSTIN 33AAxxxxx1Z5
JOB CARD No. VR/JC/2291    Date: 11.06.2026
Customer: M. DINESH KUMAR, Bagayam      Vehicle: VoltRide Zeal e-scooter  Reg. TN 23 EQ xxxx
Purchased: 14.09.2025 (Invoice VR/1543, Rs. 1,12,000)   Battery warranty: 3 years
Complaint: vehicle not charging beyond 40%, range 18 km
Observation: battery pack cell imbalance - to be sent to company. Customer to wait 2 weeks.
""")

# ---------------- the clerk's register (Tamil, photographed and sent on WhatsApp)
u("backlog/2027-02/IMG-20270215-WA0009.jpg", "handwritten_note_photo", K, "2027-02-15", ["C03", "C02"],
  ["C03-H01", "C02-H01"], """
வாய்தா பதிவேடு - பிப்ரவரி 2027
12.02.2027 வெள்ளி - கூடுதல் சார்பு நீதிமன்றம்
  இ.பி. 88/2026 கனகதுர்கா சிட்ஸ் / சரவணன் - எதிர் மனுதாரர்களுக்கு நோட்டீஸ் - வாய்தா 12.03.2027
15.02.2027 திங்கள் - முதன்மை மாவட்ட நீதிமன்றம்
  அ.வ. 31/2026 நடராஜன் / அறநிலையத்துறை ஆணையர் - அரசு வழக்கறிஞர் எழுத்து மூல வாக்குமூலத்திற்கு அவகாசம் கேட்டார்
  வாய்தா 22.03.2027
- முருகேசன்
""")
u("backlog/2027-03/IMG-20270317-WA0014.jpg", "handwritten_note_photo", K, "2027-03-17", ["C06", "C04"],
  ["C06-H01", "C04-H02"], """
01.03.2027 திங்கள் - முதன்மை மாவட்ட நீதிமன்றம்
  ஏ.எஸ். 19/2026 ஆறுமுகம் / முனுசாமி - கீழ் நீதிமன்ற ஆவணங்கள் வந்துவிட்டன - வாய்தா 05.04.2027
17.03.2027 புதன் - நுகர்வோர் ஆணையம்
  சி.சி. 56/2026 வசந்தி / வெங்கடேசா மருத்துவமனை - எ.த.1, 2, 3 பதில் (version) தாக்கல் செய்யப்பட்டது
  வாய்தா 21.04.2027 - புகார்தாரர் சான்று உறுதிமொழி
""")
u("backlog/2027-04/IMG-20270405-WA0003.jpg", "handwritten_note_photo", K, "2027-04-05", ["C06"], ["C06-H02"], """
05.04.2027 திங்கள் - முதன்மை மாவட்ட நீதிமன்றம்
ஏ.எஸ். 19/2026 ஆறுமுகம் / முனுசாமி (வண்டிப்பாதை மேல்முறையீடு)
எதிர் தரப்பு வழக்கறிஞர் சண்முகம் வரவில்லை. வாய்தா 07.06.2027 (மே மாதம் விடுமுறை)
ஆறுமுகம் அவர்களுக்கு போனில் சொல்லிவிட்டேன்.
""")
u("backlog/2027-07/IMG-20270728-WA0021.jpg", "handwritten_note_photo", K, "2027-07-28", ["C06", "C07"],
  ["C06-H04", "C07-H04"], """
19.07.2027 திங்கள் - மு.மா.நீ. - ஏ.எஸ். 19/2026 ஆறுமுகம்
  கூடுதல் சாட்சிய மனு அனுமதிக்கப்பட்டது. FMB வரைபடம் Ex.A12 ஆக குறிக்கப்பட்டது. வாய்தா 13.09.2027 - வாதம்
28.07.2027 புதன் - நுகர்வோர் ஆணையம் - சி.சி. 112/2026 தினேஷ் குமார் / வோல்ட் ரைடு
  இரு தரப்பு வாதம் முடிந்தது. உத்தரவுக்காக 15.09.2027
""")
u("backlog/2027-10/IMG-20271022-WA0017.jpg", "handwritten_note_photo", K, "2027-10-22", ["C01", "C03"],
  ["C01-H07", "C03-H07"], """
06.10.2027 புதன் - முதன்மை சார்பு நீதிமன்றம்
  அ.வ. 214/2025 கமலம் / செல்வராஜ் - வழக்கறிஞர் ஆணையர் அறிக்கை தாக்கல். 1வது பிரதிவாதி ஆட்சேபணை தாக்கல்.
  வாய்தா 17.11.2027 - வா.சா.2
22.10.2027 வெள்ளி - கூடுதல் சார்பு நீதிமன்றம்
  இ.பி. 88/2026 சரவணன் ரூ. 2,00,000 நீதிமன்றத்தில் செலுத்தினார். மீதி தொகைக்கு அவகாசம். வாய்தா 10.12.2027
""")
u("backlog/2028-01/IMG-20280119-WA0006.jpg", "handwritten_note_photo", K, "2028-01-19", ["C06", "C01"],
  ["C06-H07", "C01-H09"], """
10.01.2028 திங்கள் - முதன்மை மாவட்ட நீதிமன்றம்
  ஏ.எஸ். 19/2026 ஆறுமுகம் / முனுசாமி - தீர்ப்பு: மேல்முறையீடு அனுமதிக்கப்பட்டது. வண்டிப்பாதை 10 அடி.
  தீர்ப்பு நகலுக்கு மனு போட வேண்டும்.
19.01.2028 புதன் - முதன்மை சார்பு நீதிமன்றம்
  அ.வ. 214/2025 கமலம் - பி.சா.1 செல்வராஜ் சான்று உறுதிமொழி தாக்கல். குறுக்கு விசாரணை அடுத்த வாய்தாவில்.
  வாய்தா 18.02.2028
""")

# ---------------- C01 Kamalam partition
u("backlog/2027-02/IMG_20270210_163015.jpg", "handwritten_note_photo", L, "2027-02-10", ["C01"], ["C01-H01"], """
10/2/27  Prl. Sub Court
OS 214/25 Kamalam v. Selvaraj (partition)
D1 WS filed thru Ramalingam - says item 2 (2.40 ac Kalinjur) self acquired, 2008 sale deed. Also "release" at
marriage - no registered release deed!! D2 Kumar called absent - set ex parte.
Vaidha 10.3.27 for issues. Karthik (son) ku sonnen - get EC for S.No.204/1A from 1995.
""")
u("backlog/2027-03/OS 214-2025 docket 10.03.2027.pdf", "certified_order_sheet_scan", "Principal Subordinate Court, Vellore",
  "2027-03-12", ["C01"], ["C01-H02"], """
IN THE COURT OF THE PRINCIPAL SUBORDINATE JUDGE, VELLORE
O.S.No.214 of 2025                         (Certified copy of the proceedings)
10.03.2027
Plaintiff : Tr. S.T.                    D1 : Tr. V.R.                D2 : Ex parte
Heard both. Issues framed:
1. Whether the 2nd item of the suit property is the self-acquired property of the 1st defendant?
2. Whether the plaintiff released her right at the time of her marriage?
3. Whether the plaintiff is entitled to 1/3 share in the suit properties?
4. Whether the suit is bad for non-joinder of necessary parties?
5. To what relief?
வாதி தரப்பு சான்று உறுதிமொழி தாக்கல் செய்யவும். Call on 07.04.2027.
                                                             Principal Subordinate Judge, Vellore
""")
u("backlog/2027-04/IMG_20270407_174402.jpg", "handwritten_note_photo", L, "2027-04-07", ["C01", "C07"],
  ["C01-H03", "C07-H02"], """
7.4.27 (Wed)
1) Prl Sub Ct - Kamalam partition: PW1 Kamalam proof affidavit filed, Ex.A1-A9 marked (legal heir cert, EC,
   patta, 2025 notice etc). Ramalingam "not ready" for cross - time ketaar. Judge: mediation try pannalaamaa? -
   Selvaraj refused. Vaidha 16.6.27 (after May vacation) for cross.
2) Consumer Commission - Dinesh scooter: our proof affidavit filed with job cards and emails. OP1 dealer still
   ex parte. Vaidha 9.6.27.
""")
u("backlog/2027-07/kamalam 14.7.txt", "typed_note_txt", L, "2027-07-14", ["C01"], ["C01-H05"], """
14.07.2027 - OS 214/2025 Kamalam v. Selvaraj - Prl. Sub Court
PW1 Kamalam cross by Ramalingam ~ 1 hr. She admitted receiving gold at marriage ("10 pavun thaan, 25 illa") but
denied any release. Held up well on Item 2 - said appa bought it in 1987 in Selvaraj's name when he was 18.
Filed I.A. for appointment of Advocate Commissioner to note the physical features of Item 1 house (Selvaraj built
a first floor in 2021 - to show improvements).
Vaidha 18.08.2027 for counter/enquiry in I.A.
""")
u("backlog/2027-08/IA 1187-2027 in OS 214-2025 order.pdf", "certified_order_sheet_scan",
  "Principal Subordinate Court, Vellore", "2027-08-20", ["C01"], ["C01-H06"], """
IN THE COURT OF THE PRINCIPAL SUBORDINATE JUDGE, VELLORE
I.A.No.1187 of 2027 in O.S.No.214 of 2025
18.08.2027
Petitioner/Plaintiff : Tr. S.T.          Respondent/D1 : Tr. V.R.
Counter filed by R1. Heard. The petition is allowed. Thiru S. Baskaran, Advocate, Vellore is appointed as Advocate
Commissioner to visit the 1st item of the suit property, note the physical features and the construction put up,
and file a report with a rough sketch. Commissioner's fee Rs. 8,000 to be paid by the petitioner/plaintiff.
வழக்கறிஞர் ஆணையர் அறிக்கைக்காக. Call on 06.10.2027.
                                                             Principal Subordinate Judge, Vellore
""")
u("backlog/2027-11/Kamalam PW2 17.11.2027.docx", "typed_note_docx", L, "2027-11-17", ["C01"], ["C01-H08"], """
17.11.2027  OS 214 of 2025  Kamalam v. Selvaraj & anr.  (Prl. Sub Judge, Vellore)
PW2 Govindasamy (neighbour, 71) examined in chief: Ponnusamy bought the Kalinjur land himself, Selvaraj was in
college then. Cross by Ramalingam - 20 min, nothing much; asked about his enmity with Selvaraj over a borewell.
Commissioner's report (filed 06.10) - D1's objections still pending; judge will take them up at the time of
arguments.
Plaintiff side closed. Vaidha 19.01.2028 for D1's evidence (DW1).
""")
u("backlog/2028-01/kamalam DW1 19.1.txt", "typed_note_txt", L, "2028-01-19", ["C01"], ["C01-H09"], """
19.1.28 OS 214/25 Kamalam - Prl Sub Ct
DW1 Selvaraj proof affidavit filed - Ex.B1 to B4 (2008 sale deed, his salary slips of 2007-08, 2020 "family
arrangement" unsigned paper, photos). Long list, judge ku time illa - cross by us on next date.
Vaidha 18.02.2028 for DW1 cross. Prepare: 2008 deed shows consideration Rs. 2,10,000 - Selvaraj's salary then
Rs. 4,500 pm. Ask about the 1987 patta in his name.
""")
u("backlog/2027-06/WhatsApp Chat with Karthik Kamalam son.txt", "whatsapp_export", "Karthik (client's son)",
  "2028-01-20", ["C01"], [], """
11/02/27, 8:14 pm - Karthik Kamalam: Sir vanakkam. Amma case la enna aachu nethu?
11/02/27, 8:40 pm - Thiru Sir Adv: Selvaraj WS potaaru. Kalinjur land avaroda sondha sothu nu solraaru. EC eduthu vaanga 1995 la irundhu.
16/06/27, 6:02 pm - Karthik Kamalam: Sir innaiku cross nadandhucha?
16/06/27, 6:10 pm - Thiru Sir Adv: Illa. Avanga lawyer varala. Next time last chance nu judge sonnanga. 14 July.
18/08/27, 5:31 pm - Thiru Sir Adv: Commissioner podaachu. Baskaran sir. Fees 8000 kattanum, naalaikku office la kudunga.
18/08/27, 5:45 pm - Karthik Kamalam: Ok sir. Commissioner eppo varuvaanga veetukku?
18/08/27, 5:47 pm - Thiru Sir Adv: Avar date solluvaar. Selvaraj maadi kattinadhu photo edunga.
20/01/28, 9:02 am - Karthik Kamalam: Sir next date enna?
20/01/28, 9:10 am - Thiru Sir Adv: 18 Feb. Selvaraj cross. Amma vara vendaam.
""")

# ---------------- C02 Selliamman temple suit
u("backlog/2027-03/Selliamman WS 22.03.docx", "typed_note_docx", L, "2027-03-22", ["C02"], ["C02-H02"], """
22.03.2027 - O.S.No.31 of 2026 (u/s 70 HR&CE Act) - K. Natarajan v. Commissioner HR&CE & 2 ors - PDJ, Vellore
GP Sekar filed WS for D1 (Commissioner) and D2 (Joint Commissioner): trusteeship not hereditary, line broken in
1971 when Natarajan's periappa's family managed; fit person (Inspector, HR&CE) appointed under s. 49 lawfully.
Anbalagan for D3 Duraisamy filed WS - claims his family were "poojari + trustee" by turns (murai).
Counter also filed in I.A.412/2026 (our injunction to restrain fit person from interfering with the poojas and
the Aadi festival).
PDJ madam asked for the ORIGINAL 1936 scheme decree - certified copy alone not enough. Natarajan says it's with
his athai in Arni. Vaidha 19.04.2027 for arguments in I.A.
""")
u("backlog/2027-04/20270419_141812.jpg", "handwritten_note_photo", L, "2027-04-19", ["C02"], ["C02-H03"], """
19/4/27 PDJ - Selliamman kovil IA 412/26
Argued 40 min - 1936 scheme decree (original produced!), 1958 & 1985 HR&CE letters addressing Kuppusamy's
family as "hereditary trustee". GP: after 1971 no hereditary line. Anbalagan: murai system.
Madam: "I'll pass orders, Aadi festival is only in July". Orders on 14.6.27 (vacation in May).
""")
u("backlog/2027-06/IA 412-2026 in OS 31-2026 order 14.06.2027.pdf", "certified_order_sheet_scan",
  "Principal District Court, Vellore", "2027-06-16", ["C02"], ["C02-H04"], """
IN THE COURT OF THE PRINCIPAL DISTRICT JUDGE, VELLORE
Present: Tmt. A. JAYANTHI, M.L., Principal District Judge
I.A.No.412 of 2026 in O.S.No.31 of 2026
14.06.2027
Petitioner/Plaintiff : Tr. S.T.     R1, R2 : Tr. M.S., G.P.     R3 : Tr. P.A.
ORDER: The fit person appointed by the 2nd respondent shall continue to administer the temple pending the suit.
However, the poojas and the Aadi festival shall be performed by the petitioner's family as was being done, without
obstruction. The fit person shall file monthly accounts of the hundial collections before this Court. The petition
is partly allowed. No costs.
பிரச்சனை தீர்வுக்காக விசாரணை - issues. Call on 09.08.2027.
                                                             Principal District Judge, Vellore
""")
u("backlog/2027-09/PXL_20270927_160355.jpg", "handwritten_note_photo", L, "2027-09-27", ["C02"], ["C02-H06"], """
27.9.27 PDJ  OS 31/26 Selliamman
PW1 Natarajan chief affidavit - Ex.A1 to A11. Ex.A3 = 1936 scheme decree (original, O.S.No.88/1934 of Sub Court,
Vellore). Ex.A7 hundial accounts of fit person (from court file).
GP wants full day for cross. Vaidha 13.12.27 for PW1 cross.
Natarajan: Aadi festival nalla nadandhudhu, fit person cooperated. Good.
""")
u("backlog/2027-12/selliamman 13.12 cross.txt", "typed_note_txt", L, "2027-12-13", ["C02"], ["C02-H07"], """
13.12.2027 - OS 31/2026 Selliamman temple - PDJ Vellore
PW1 Natarajan cross by GP Sekar (1.5 hrs): 1971-1990 who managed? - N: my periappa Subramani, as our family
trustee. GP showed 1979 HR&CE inspection note naming "Duraisamy's father as trustee-in-charge" - need to answer this
in re-exam: that was only during Subramani's illness.
Anbalagan (D3) started cross - part, court time over.
Vaidha 21.02.2028 for PW1 cross by D3 (contd.).
""")
u("backlog/2027-10/call natarajan 10 oct.txt", "typed_note_txt", L, "2027-10-10", ["C02"], [], """
10/10 Sunday call - Natarajan (Selliamman)
Fit person has put new hundial seal without informing; says HR&CE order. Navaratri archanai collection issue.
Told him: write to the Inspector with copy to us, don't quarrel at the temple. If needed, memo to the court under
the 14.06 order (monthly accounts). He'll bring the hundial register copy on Tuesday.
""")

# ---------------- C03 Kanakadurga chit EP
u("backlog/2027-04/kanakadurga EP 9.4.txt", "typed_note_txt", L, "2027-04-09", ["C03"], ["C03-H03"], """
9.4.27  EP 88/2026 in ARC 412/2025 - Kanakadurga Chits v. Saravanan & anr - Addl. Sub Court
Counter of JDs (Manivannan): JD1 says he paid Rs. 1,50,000 to the company's collection agent Ramesh in cash
after the award - no receipt. Raghavan (MD) denies - "Ramesh left in 2024 itself".
JD2 Elangovan (teacher): surety only, asks that JD1 be proceeded first.
Filed memo for attachment of JD2's salary u/s 60 CPC (one-third). Vaidha 11.6.27 for enquiry.
""")
u("backlog/2027-06/EP 88-2026 docket 11.06.2027.pdf", "certified_order_sheet_scan", "Additional Subordinate Court, Vellore",
  "2027-06-14", ["C03"], ["C03-H04"], """
IN THE COURT OF THE ADDITIONAL SUBORDINATE JUDGE, VELLORE
E.P.No.88 of 2026 in A.R.C.No.412 of 2025 (Deputy Registrar of Chits, Vellore)
11.06.2027
D.H. : Tr. S.T.            J.D.1, 2 : Tr. K.M.
Heard. The plea of payment of Rs. 1,50,000 is not supported by any receipt and is not certified under Order XXI
Rule 2 C.P.C. Attachment of one-third of the salary of J.D.2 ordered. Order to the Headmaster, Government Higher
Secondary School, Ussoor, the drawing officer, to deduct and remit to the credit of the E.P. every month.
ஊதியப் பிடித்தம் அறிக்கைக்காக. Call on 23.07.2027.
                                                             Additional Subordinate Judge, Vellore
""")
u("backlog/2027-07/Kanakadurga EP 23 July.docx", "typed_note_docx", L, "2027-07-23", ["C03"], ["C03-H05"], """
23.07.2027 (Fri) - E.P.88/2026 - Kanakadurga Chit Funds v. M. Saravanan - Addl. Sub Judge
Manivannan: JD1 ready to settle - Rs. 5,00,000 full and final in 10 monthly instalments. Raghavan (MD) present -
refused: award Rs. 6,48,500 + 12% interest, nothing less than Rs. 6,00,000 in 3 months.
Judge (as usual): "JD pay something now, show bona fides". JD1 said he will sell his two-wheeler...
Salary attachment report not yet. Vaidha 03.09.2027.
""")
u("backlog/2027-09/Headmaster letter salary deduction Elangovan.pdf", "document_scan",
  "Headmaster, GHSS Ussoor", "2027-08-30", ["C03"], ["C03-H06"], """
GOVERNMENT HIGHER SECONDARY SCHOOL, USSOOR, VELLORE DISTRICT
Rc.No.114/2027/A2                                                  Dated: 30.08.2027
To The Additional Subordinate Judge, Vellore
Sub: E.P.No.88 of 2026 - attachment of salary of Thiru P. Elangovan, B.T. Assistant - compliance - reg.
As ordered, one-third of the salary of Thiru P. Elangovan, Rs. 18,400 per month, has been deducted from the salary
for July 2027 and August 2027 and remitted to the court deposit account (Rs. 36,800 in all). Deductions will
continue every month until further orders.                           Headmaster
""")
u("backlog/2027-09/IMG_20270903_130121.jpg", "handwritten_note_photo", L, "2027-09-03", ["C03"], ["C03-H06"], """
3.9.27 Addl Sub Ct - chit EP (Saravanan)
HM report came - 18,400 pm cut from Elangovan's salary, 36,800 so far.
JD1 nothing paid. Judge ordered attachment of JD1's house, S.No.77/2 Sainathapuram (our memo). Batta paid.
Vaidha 22.10.27. Raghavan sir ku update pannanum.
""")
u("backlog/2027-10/WhatsApp Image 2027-10-22 at 15.02.10.jpeg", "document_photo", "State Bank of India, Vellore Court Branch",
  "2027-10-22", ["C03"], ["C03-H07"], """
STATE BANK OF INDIA - VELLORE COURT COMPOUND BRANCH
COURT DEPOSIT CHALLAN (Counterfoil)              Date: 22.10.2027
Court: Additional Subordinate Court, Vellore    Case: E.P.No.88/2026
Remitted by: M. SARAVANAN (J.D.1)               Amount: Rs. 2,00,000/- (Rupees Two Lakhs only)
Mode: DD No. 604418, Indian Overseas Bank, Sainathapuram
                                                 Cashier
""")

# ---------------- C04 Vasanthi hospital complaint
u("backlog/2027-04/Vasanthi proof affidavit 21.4.docx", "typed_note_docx", L, "2027-04-21", ["C04"], ["C04-H03"], """
21.04.2027 - C.C.No.56/2026 - S. Vasanthi v. Sri Venkatesa Multispeciality Hospital & 2 ors - DCDRC, Vellore
Complainant's proof affidavit filed. Ex.A1 to A14 marked: A1 OP1 bills (Rs. 68,500), A2 OP1 discharge summary
(14.08.2025 - "patient stable"!), A5 CMC discharge summary, A6 CMC bill Rs. 4,86,000, A9 our notice 02.02.2026,
A10 reply of OP1, A14 photographs.
Prabhakaran: will file an I.A. to refer the matter to an expert committee. President: "file it, we'll see".
Vaidha 23.06.2027 for OPs' evidence.
""")
u("backlog/2027-06/vasanthi 23.6 expert IA.txt", "typed_note_txt", L, "2027-06-23", ["C04"], ["C04-H04"], """
23.6.27 CC 56/26 Vasanthi - Consumer Commission
OPs filed I.A. to refer to an expert committee (Govt Vellore Medical College). Our counter filed today -
res ipsa; the CMC discharge summary itself shows E2 bile duct injury and no MRCP was done after the first surgery.
Revathi (insurer): policy limit Rs. 10 lakh only.
Vaidha 4.8.27 for orders in I.A.
""")
u("backlog/2027-08/CC 56-2026 order in IA 4.8.2027.pdf", "certified_order_sheet_scan",
  "District Consumer Disputes Redressal Commission, Vellore", "2027-08-06", ["C04"], ["C04-H05"], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, VELLORE
Present: Thiru R. GNANASEKARAN, B.A., B.L., President
         Tmt. K. Selvi, M.A., B.Ed., Member
C.C.No.56 of 2026 / I.A.No.33 of 2027
04.08.2027
Complainant : Tr. S.T.     OP1, OP2 : Tr. G.P.     OP3 : Tmt. S.R.
The opposite parties seek reference to an expert committee. The complainant's case rests on the records of two
hospitals, which are already marked. The opposite parties are free to examine their own expert. The I.A. is
dismissed. Opposite parties to file proof affidavits. Call on 22.09.2027.
                                                             President
""")
u("backlog/2027-11/Vasanthi written args 10.11.docx", "typed_note_docx", L, "2027-11-10", ["C04"], ["C04-H07"], """
10.11.2027 - CC 56/2026 Vasanthi v. Venkatesa Hospital - DCDRC Vellore
Our written arguments filed (22 pages) with Jacob Mathew and the 2024 NCDRC bile duct cases.
Prabhakaran and Revathi - time for their written arguments. President unhappy: "last time also time".
Vaidha 05.02.2028 for OPs' written arguments.
""")
u("backlog/2027-11/correction vasanthi vaidha.txt", "typed_note_txt", L, "2027-11-11", ["C04"], [], """
11.11.27 - CORRECTION
Vasanthi hospital case (CC 56/26) - yesterday's note says vaidha 05.02.2028 - WRONG, I mixed up with the Prl Sub
Court list. Checked with the Commission's bench clerk today: correct vaidha is 05.01.2028 (Wed) for OPs' written
arguments. Diary also corrected.
""")
u("backlog/2028-01/20280105_154733.jpg", "handwritten_note_photo", L, "2028-01-05", ["C04"], ["C04-H08"], """
5/1/28 DCDRC - Vasanthi v. Venkatesa Hosp
OPs written args - NOT filed again. Prabhakaran: "senior doctor's opinion awaited". President: last chance,
"whether filed or not, oral arguments on 18.02.2028".
Sundaram (husband) ku call pannanum - Vasanthi needn't come.
""")
u("backlog/2027-08/WhatsApp Chat with Sundaram Vasanthi husband.txt", "whatsapp_export", "Sundaram (client's husband)",
  "2028-01-05", ["C04"], ["C04-H08"], """
04/08/27, 4:48 pm - Sundaram Katpadi: Sir, expert committee matter enna aachu?
04/08/27, 5:20 pm - Thiru Sir Adv: Dismiss pannitaanga. Nallathu. Ini avanga evidence.
11/11/27, 10:02 am - Sundaram Katpadi: Sir next date Feb 5 ah?
11/11/27, 10:15 am - Thiru Sir Adv: Illa, Jan 5. Naan thappa ezhudhiten. 5 January.
05/01/28, 5:40 pm - Thiru Sir Adv: Innaikkum avanga written arguments podala. Last chance kuduthaanga. 18 Feb arguments.
05/01/28, 5:52 pm - Sundaram Katpadi: Romba nandri sir. Avalukku innum vali irukku, CMC la next review March.
""")

# ---------------- C05 Jayakumar revision (Madras HC)
u("backlog/2027-04/Crl.RC 1187-2027 order 12.04.2027.pdf", "certified_order_sheet_scan", "Madras High Court",
  "2027-04-15", ["C05"], ["C05-H01"], """
IN THE HIGH COURT OF JUDICATURE AT MADRAS
DATED : 12.04.2027
CORAM : THE HONOURABLE MR.JUSTICE P.KALAIARASAN
Crl.R.C.No.1187 of 2027 and Crl.M.P.No.6621 of 2027
R.Jayakumar                                                 .. Petitioner
Vs.
S.Rajendran                                                 .. Respondent
For Petitioner : Mr.S.Thirunavukkarasu
ORDER
Admit. Notice to the respondent. In Crl.M.P.No.6621 of 2027, the sentence of imprisonment imposed in C.A.No.42 of
2026 on the file of the Principal Sessions Judge, Vellore, confirming S.T.C.No.211 of 2024, is suspended on
condition that the petitioner deposits Rs. 80,000 (20% of the compensation) to the credit of S.T.C.No.211 of 2024
within four weeks. Post after vacation on 21.06.2027.
                                                                          P.KALAIARASAN,J.
""")
u("backlog/2027-06/jayakumar HC 21.6.txt", "typed_note_txt", L, "2027-06-21", ["C05"], ["C05-H02"], """
21.06.2027 Madras HC Ct 34 - Crl.RC 1187/2027 Jayakumar v. Rajendran
Deposit Rs. 80,000 made on 05.05.2027 before JM II Vellore - memo filed with challan. Notice served.
Dhandapani (for Rajendran) - "instructions to be obtained", 6 weeks. Granted.
Kalaiarasan J asked me: "is your client willing to pay? then mediation". Told him I'll take instructions.
Vaidha 02.08.2027. Jayakumar says he can pay 3 lakh max.
""")
u("backlog/2027-08/Crl.RC 1187-2027 order 02.08.2027.pdf", "certified_order_sheet_scan", "Madras High Court",
  "2027-08-05", ["C05"], ["C05-H03"], """
IN THE HIGH COURT OF JUDICATURE AT MADRAS
DATED : 02.08.2027
CORAM : THE HONOURABLE MR.JUSTICE P.KALAIARASAN
Crl.R.C.No.1187 of 2027
For Petitioner : Mr.S.Thirunavukkarasu        For Respondent : Mr.R.Dhandapani
ORDER
Both counsel state that the parties are willing to explore a settlement. The matter is referred to the Tamil Nadu
Mediation and Conciliation Centre, High Court, Madras. The parties shall appear before the Centre on 18.08.2027.
Report to be awaited. Post on 04.10.2027. Interim order to continue.
                                                                          P.KALAIARASAN,J.
""")
u("backlog/2027-12/Jayakumar RC 6.12 args.docx", "typed_note_docx", L, "2027-12-06", ["C05"], ["C05-H05"], """
06.12.2027 - Crl.R.C.No.1187/2027 - R. Jayakumar v. S. Rajendran - Kalaiarasan J, Court 34
LCR received (records called on 04.10 after mediation failed - Rajendran wanted full 4 lakh + interest).
Argued ~30 min: cheque no. 009132 was a blank security cheque for a chit; complainant's own PW1 admitted chit
dealings; s. 139 presumption rebutted on preponderance.
Judge again asked: "will he pay the compensation? the deposit of 80,000 is there". Told him client can pay
Rs. 3,00,000 in 6 months. Dhandapani wants 4 lakh.
Part heard. Vaidha 06.03.2028.
""")
u("backlog/2027-12/Madras HC cause list 06.12.2027 Ct 34.pdf", "cause_list_pdf", "Madras High Court", "2027-12-04",
  ["C05"], [], """
HIGH COURT OF JUDICATURE AT MADRAS - DAILY CAUSE LIST - MONDAY THE 6TH DAY OF DECEMBER 2027
COURT NO. 34    HON'BLE MR.JUSTICE P.KALAIARASAN    (CRIMINAL REVISIONS - ADMISSION AND HEARING)
FOR ADMISSION
 1  Crl.R.C.2904/2027   G.Murali Vs. State rep. by Inspector of Police, Walajapet   M/s.K.Anand
 2  Crl.R.C.2911/2027   Sathya @ Sathyamoorthy Vs. State rep. by Inspector, Ambur    Mr.P.Vel
FOR HEARING
 7  Crl.R.C.1187/2027   R.Jayakumar Vs. S.Rajendran   Mr.S.Thirunavukkarasu / Mr.R.Dhandapani
 8  Crl.R.C.1342/2027   M.Babu Vs. Ameena Begum       Mr.A.Siraj / Mr.T.Ravi
 9  Crl.R.C.1409/2027   Lakshmi Finance Vs. K.Ganesan  M/s.Devi Associates / --
""")

# ---------------- C06 Arumugam vandi paathai appeal
u("backlog/2027-06/IMG_20270607_115930.jpg", "handwritten_note_photo", L, "2027-06-07", ["C06"], ["C06-H03"], """
7/6/27  PDJ - AS 19/26 Arumugam v. Munusamy (vandi paathai)
Filed IA u/O41 R27 to receive FMB sketch of S.No.62 Kalinjur - shows "vandi paathai" between 62/1 and 62/4,
obtained only in 2026 from the Taluk survey office. Shanmugam present today (!) - counter.
Vaidha 19.7.27.
""")
u("backlog/2027-09/AS 19 args 13.9.docx", "typed_note_docx", L, "2027-09-13", ["C06"], ["C06-H05"], """
13.09.2027 - A.S.No.19 of 2026 - Arumugam v. Munusamy - PDJ, Vellore
Our arguments ~45 min: (1) FMB sketch Ex.A12 shows the cart track; (2) the lower court wrongly held no
prescriptive easement though DW1 admitted carts used it for 30 years; (3) s. 15 Easements Act - 20 years' use.
PDJ madam asked for the lower court's Ex.B3 (adangal) - original in LCR - shown.
Shanmugam sought time for his arguments. Vaidha 08.11.2027.
""")
u("backlog/2027-11/arumugam 8.11 resp args.txt", "typed_note_txt", L, "2027-11-08", ["C06"], ["C06-H06"], """
8.11.27 AS 19/26 Arumugam - PDJ
Shanmugam argued 30 min: only a footpath, carts came only during harvest - no continuous use; FMB sketch is of
1986 survey and does not show width. Replied briefly - Ex.A12 scale: 10 feet.
Judgment on 10.01.2028.
""")
u("backlog/2028-01/AS 19-2026 judgment 10.01.2028.pdf", "certified_order_sheet_scan", "Principal District Court, Vellore",
  "2028-01-13", ["C06"], ["C06-H07"], """
IN THE COURT OF THE PRINCIPAL DISTRICT JUDGE, VELLORE
Present: Tmt. A. JAYANTHI, M.L., Principal District Judge
A.S.No.19 of 2026 (against the decree in O.S.No.340 of 2022, District Munsif Court, Katpadi)
10.01.2028
Appellant : Tr. S.T.           Respondent : Tr. T.S.
Judgment pronounced in open court (separately typed). In the result, the appeal is allowed. The judgment and decree
of the learned District Munsif, Katpadi are set aside. The appellant is declared entitled to use the cart track
(vandi paathai) of 10 feet width shown in Ex.A12 and the respondent is restrained from obstructing it. The
respondent shall pay costs of Rs. 7,500 to the appellant.
                                                             Principal District Judge, Vellore
""")

# ---------------- C07 Dinesh e-scooter complaint
u("backlog/2027-02/dinesh scooter 24.2.txt", "typed_note_txt", L, "2027-02-24", ["C07"], ["C07-H01"], """
24.02.2027 - CC 112/2026 Dinesh Kumar v. Volt Ride Motors & anr - Consumer Commission, Vellore
OP1 (dealer, Gandhi Road) - notice served, called absent - set ex parte.
OP2 manufacturer (Karthikeyan) version: battery damaged by "unauthorised charger" - warranty void.
Dinesh says he used only the company charger given with the vehicle. Get the charger invoice.
Vaidha 07.04.2027 for proof affidavit.
""")
u("backlog/2027-09/CC 112-2026 order 15.09.2027.pdf", "certified_order_sheet_scan",
  "District Consumer Disputes Redressal Commission, Vellore", "2027-09-20", ["C07"], ["C07-H05"], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, VELLORE
Present: Thiru R. GNANASEKARAN, B.A., B.L., President
         Tmt. K. Selvi, M.A., B.Ed., Member
C.C.No.112 of 2026                                     Pronounced on 15.09.2027
M. Dinesh Kumar .. Complainant   -Vs-   1. Volt Ride Motors, Vellore  2. VoltRide Electric Mobility Pvt. Ltd.
ORDER (operative portion)
The battery failed within nine months of purchase and within the warranty of three years. The plea of an
unauthorised charger is not proved. The opposite parties 1 and 2 are jointly and severally directed to refund
Rs. 1,12,000, pay compensation of Rs. 25,000 for mental agony and Rs. 5,000 towards costs, within six weeks, failing
which the sums shall carry interest at 9% per annum. The complaint is allowed.
                                                             President          Member
""")

# ---------------- the junior Priya's WhatsApp (Tanglish)
u("backlog/2027-08/WhatsApp Chat with Priya Jr.txt", "whatsapp_export", J, "2027-08-09", ["C04", "C03", "C07", "C01", "C02"],
  ["C04-H01", "C03-H02", "C07-H03", "C01-H04", "C02-H05"], """
17/02/27, 12:41 pm - Priya Jr: Sir Vasanthi case - OP1 OP2 version ku time ketaanga, Prabhakaran sir ku vera court. Vaidha 17.03.27
17/02/27, 12:43 pm - Thiru Sir Adv: Ok. Insurer?
17/02/27, 12:44 pm - Priya Jr: Revathi mam appearance pottaanga sir. Version next time.
12/03/27, 11:20 am - Priya Jr: Sir chit EP - Saravanan, Elangovan rendu perum vandhaanga. Manivannan sir counter ku time ketaar. Vaidha 9.4.27
12/03/27, 11:21 am - Thiru Sir Adv: Raghavan sir ku sollidu.
09/06/27, 1:05 pm - Priya Jr: Sir scooter case - OP2 proof affidavit file pannitaanga. Written arguments kuduthuttom sir. Vaidha 28.7.27 arguments.
16/06/27, 12:15 pm - Priya Jr: Sir Kamalam partition - Ramalingam sir varala. Judge "last chance for cross" nu sonnaanga. Vaidha 14.07.2027
16/06/27, 12:16 pm - Thiru Sir Adv: 👍 Karthik ku naan solren
09/08/27, 3:30 pm - Priya Jr: Sir Selliamman - issues frame pannitaanga, 6 issues. GP innum evidence list kudukala. Vaidha 27.09.2027 PW1 chief
09/08/27, 3:32 pm - Thiru Sir Adv: Natarajan ah affidavit sign panna vara sollu next week.
""")
u("backlog/2027-12/WhatsApp Chat with Priya Jr (2).txt", "whatsapp_export", J, "2027-12-10", ["C04", "C05", "C03"],
  ["C04-H06", "C05-H04", "C03-H08"], """
22/09/27, 12:02 pm - Priya Jr: Sir Vasanthi - Dr. Prakash proof affidavit file pannitaaru, insurer um affidavit pottaanga. Vaidha 10.11.27 written arguments.
22/09/27, 12:05 pm - Thiru Sir Adv: Prakash affidavit copy scan panni anuppu.
04/10/27, 2:48 pm - Priya Jr: Sir HC - Jayakumar RC. Mediation fail aayiduchu sir, Rajendran full 4 lakh + interest kekuraaru. Judge LCR call for pannitaanga. Vaidha 06.12.2027
04/10/27, 2:50 pm - Thiru Sir Adv: Ok. Train ku ticket iruka?
04/10/27, 2:51 pm - Priya Jr: Yes sir Cheran Express.
10/12/27, 11:35 am - Priya Jr: Sir chit EP - Saravanan varala sir. Judge sale proclamation draft file panna sonnaanga. Vaidha 25.02.2028
10/12/27, 11:37 am - Thiru Sir Adv: Draft naan ready panren. EC for Sainathapuram house vaangu.
""")

# ---------------- the week plan and the lawyer's day cause list
u("backlog/2028-02/week plan 14-18 feb.docx", "typed_note_docx", L, "2028-02-12", ["C01", "C04", "C02", "C03", "C05"], [], """
WEEK PLAN - 14.02.2028 to 18.02.2028 (and next week)
Mon 14 - draft sale proclamation, chit EP (Saravanan) - EC for Sainathapuram house from Priya. Hearing 25.02.
Tue 15 - Kamalam: DW1 cross questions - 2008 sale deed Rs. 2,10,000 vs salary Rs. 4,500 pm; 1987 patta.
Wed 16 - Vasanthi: oral arguments note - CMC discharge summary, E2 injury, no MRCP; compensation chart.
Thu 17 - Selliamman: re-exam points for PW1 (1979 inspection note). Hearing Mon 21.02.
Fri 18 - Prl Sub Court: Kamalam DW1 cross (morning). Consumer Commission: Vasanthi oral arguments (afternoon,
         Priya to keep the matter passed over).
Jayakumar RC - HC on 06.03.2028 - get the 3 lakh offer in writing from Jayakumar.
""")
u("backlog/2028-02/Vellore district courts cause list 18.02.2028.pdf", "cause_list_pdf", "District Courts, Vellore",
  "2028-02-17", ["C01", "C04"], [], """
VELLORE DISTRICT COURTS - CAUSE LIST FOR FRIDAY, 18.02.2028
PRINCIPAL SUBORDINATE COURT, VELLORE - Thiru K. SENTHILKUMAR
 1  O.S.118/2023   Meenakshi Ammal Vs. Rangasamy          For P.W.1 cross
 2  O.S.214/2025   P.Kamalam Vs. P.Selvaraj & another     For D.W.1 cross      S.T. / V.R.
 3  O.S.302/2024   Indian Overseas Bank Vs. J.Farook      For arguments
 4  I.A.556/2027 in O.S.41/2026  K.Gopi Vs. Mani         For counter
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, VELLORE
 1  C.C.19/2027    R.Saraswathi Vs. Star Health Insurance  For version
 2  C.C.56/2026    S.Vasanthi Vs. Sri Venkatesa Multispeciality Hospital & 2 others   For arguments
 3  C.C.77/2027    T.Anand Vs. Lakshmi Motors              For proof affidavit
""")

# ---------------- more pages
u("backlog/2027-03/IMG_20270320_101544.jpg", "document_photo", "Sub Court, Vellore (1936 decree, certified copy)",
  "2027-03-20", ["C02"], [], """
IN THE COURT OF THE SUBORDINATE JUDGE OF VELLORE
Original Suit No. 88 of 1934 - Scheme decree, dated 14th day of December 1936
Arulmigu Selliamman Temple, Sathuvachari - Scheme for administration
3. The trusteeship of the temple shall vest in Kuppusamy Mudaliar and after him in the eldest male member of his
family in the line of succession for the time being, who shall be the hereditary trustee.
7. The trustee shall keep accounts of the hundial and the festival collections and render them yearly.
""")
u("backlog/2027-09/WhatsApp Chat with Dinesh Bagayam.txt", "whatsapp_export", "M. Dinesh Kumar (client)", "2027-11-29",
  ["C07"], ["C07-H05"], """
15/09/27, 4:10 pm - Thiru Sir Adv: Dinesh, unga case allow aayiduchu. 1,12,000 refund + 25,000 compensation + 5,000 cost. 6 weeks la kudukanum.
15/09/27, 4:25 pm - Dinesh Bagayam: Super sir!! Romba thanks. Dealer kadai moodiyaachu sir, company thaan kudukanum.
29/11/27, 7:02 pm - Dinesh Bagayam: Sir innum panam varala. 6 weeks mudinjiduchu.
29/11/27, 7:15 pm - Thiru Sir Adv: Execution petition (s. 71) podalaam. Certified copy vaangiyaachu. Office ku vaanga.
""")
u("backlog/2028-02/IMG-20280216-WA0004.jpg", "handwritten_note_photo", K, "2028-02-16", ["C01", "C04", "C02", "C03", "C05"],
  [], """
வரும் வாய்தாக்கள் - பிப்ரவரி / மார்ச் 2028
18.02.2028 வெள்ளி - முதன்மை சார்பு நீதிமன்றம் - கமலம் (பி.சா.1 குறுக்கு விசாரணை)
18.02.2028 வெள்ளி - நுகர்வோர் ஆணையம் - வசந்தி / வெங்கடேசா மருத்துவமனை (வாதம்)
21.02.2028 திங்கள் - முதன்மை மாவட்ட நீதிமன்றம் - செல்லியம்மன் கோவில் (வா.சா.1 குறுக்கு - 3வது பிரதிவாதி)
25.02.2028 வெள்ளி - கூடுதல் சார்பு நீதிமன்றம் - கனகதுர்கா சிட்ஸ் இ.பி. (ஏல அறிவிப்பு)
06.03.2028 திங்கள் - சென்னை உயர் நீதிமன்றம் - ஜெயக்குமார் Crl.R.C. (வாதம்)
""")
u("backlog/2025-06/EC S.No.204-1A Kalinjur.pdf", "document_scan", "Sub Registrar Office, Katpadi", "2027-02-24",
  ["C01"], [], """
GOVERNMENT OF TAMIL NADU - REGISTRATION DEPARTMENT - ENCUMBRANCE CERTIFICATE (Form 15)
SRO: Katpadi     Village: Kalinjur     Survey No.: 204/1A     Period: 01.01.1987 to 20.02.2027
1. 12.06.1987  Doc.No.1402/1987  Sale  Executant: Venkatesan  Claimant: P. Selvaraj (minor rep. by father
   Ponnusamy, guardian)  Extent 2.40 acres  Consideration Rs. 38,000
2. 19.03.2008  Doc.No.2231/2008  Rectification deed  Executant/Claimant: P. Selvaraj  Extent 2.40 acres
   Consideration Rs. 2,10,000 (stated)
No other transaction.                                         Sub Registrar, Katpadi  (issued 24.02.2027)
""")
