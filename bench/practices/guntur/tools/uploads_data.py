"""The uploads of the Guntur practice: what the lawyer, the junior Sai Teja and the gumastha Subbaiah actually kept."""

L, J, K = "Pothineni Ramakrishna", "Kandula Sai Teja", "Gangireddy Subbaiah (gumastha)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents (before and around the cases)
u("backlog/2023-03/agreement of sale Kolluru Ac 1.20.pdf", "document_scan", "Sub-Registrar's stamp vendor / scribe P. Rambabu", "2023-03-12", ["C05"], [], """
AGREEMENT OF SALE
This agreement of sale is made at Kolluru on this the 12th day of March 2023 between Nuthalapati Sambasiva Rao
s/o Venkaiah, aged 58 years, r/o Kolluru, Tenali Taluk (VENDOR) and Alapati Venkata Subba Rao s/o Ramaiah, aged 46
years, r/o Kolluru (VENDEE).
Schedule: Ac. 1.20 cents of wet land in R.S. No. 211/2, Kolluru village, Kolluru mandal, Guntur district.
The vendor agreed to sell the schedule land at Rs. 32,00,000 per acre, in all Rs. 38,40,000 (Rupees thirty eight
lakhs forty thousand only). The vendee paid Rs. 12,00,000 (Rupees twelve lakhs only) as advance this day in the
presence of the attestors. The balance of Rs. 26,40,000 shall be paid on or before 30.09.2023 and the vendor shall
execute a registered sale deed at the Sub-Registrar's Office, Kolluru. Time is not the essence of this contract.
Witnesses: 1. Gorrepati Anji Babu   2. Mandava Seshagiri        Scribe: P. Rambabu, Document Writer, Kolluru
sd/- Vendor          sd/- Vendee
""")
u("backlog/2023-11/legal notice Sambasiva Rao SP.docx", "typed_note_docx", L, "2023-11-10", ["C05"], [], """
POTHINENI RAMAKRISHNA, M.A., B.L., Advocate
Chamber No. 41, Advocates' Association Building, District Courts, Guntur
REGD. POST WITH ACK. DUE                                                  Date: 10-11-2023
To  Sri Nuthalapati Sambasiva Rao s/o Venkaiah, Kolluru, Tenali Taluk
Sir, Under instructions from my client Sri Alapati Venkata Subba Rao, Kolluru, I issue this notice:
You agreed to sell Ac. 1.20 cents in R.S. No. 211/2, Kolluru, under an agreement of sale dated 12.03.2023 for
Rs. 38,40,000 and received Rs. 12,00,000 as advance. My client was and is ready and willing to pay the balance of
Rs. 26,40,000. It has come to his knowledge that you are negotiating to sell the land to third parties. You are
called upon to receive the balance and execute the sale deed within 15 days, failing which my client will file a
suit for specific performance at your cost.                                        Advocate
""")
u("backlog/2024-06/IMG_20240611_101522.jpg", "document_photo", "Mannava Ramaiah / Bandi Koteswara Rao", "2024-06-11", ["C03"], [], """
TOBACCO BARN LEASE DEED (on Rs. 100 stamp paper)
Lessor: Mannava Ramaiah s/o Subbaiah, Kolakaluru.   Lessee: Bandi Koteswara Rao s/o Anjaiah, Kolakaluru.
The lessor leases his two tobacco curing barns (Barn Nos. 2 and 3, flue-cured, with furnace and flue pipes) with
the yard and the grading shed in Sy. No. 88/1, Kolakaluru, for 3 curing seasons, 2024-25, 2025-26 and 2026-27.
Rent: Rs. 1,40,000 per season, payable in two kists - half before the first curing and half after the last.
Repairs to the flues are the lessee's cost. The lessor shall not let the barns to any other person during the
term. Dated 11.06.2024.
sd/- Mannava Ramaiah (Lessor)     sd/- B. Koteswara Rao (Lessee)     Witnesses: Cheruku Yesu, K. Narasimha Rao
""")
u("backlog/2024-07/Plaint OS 218 of 2024 chit KDG-40.pdf", "document_scan", L, "2024-07-22", ["C02"], [], """
IN THE COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE, GUNTUR
O.S. No. 218 of 2024
Sri Kanaka Durga Chit Funds Pvt. Ltd., Brodipet, Guntur, rep. by its Branch Manager Kota Srinivas ...Plaintiff
Vs.
1. Shaik Khasim Vali s/o Shaik Mohammed, Lalapet, Guntur   2. Gudipudi Ravi Kumar   3. Shaik Jani Basha ...Defendants
PLAINT UNDER ORDER VII RULE 1 CPC
1. The plaintiff is a registered chit company under the Chit Funds Act, 1982. D1 was a subscriber to chit group
KDG-40 of Rs. 10,00,000, 40 months. He bid the chit in the 12th instalment and received the prize amount on the
security of D2 and D3, who stood sureties by a surety agreement dated 04.03.2022.
2. D1 paid the instalments up to the 22nd and defaulted thereafter. The future instalments due with dividend
deducted come to Rs. 4,86,500 as on 30.06.2024.
3. Notice dated 15.05.2024 was not replied.
PRAYER: a decree against the defendants jointly and severally for Rs. 4,86,500 with interest at 18% p.a. from
30.06.2024 till realisation and costs.          Verification and signatures          Counsel for the plaintiff
""")
u("backlog/2025-06/Union Bank return memo Brahmaiah.pdf", "document_scan", "Union Bank of India, Narasaraopet", "2025-06-10", ["C07"], [], """
UNION BANK OF INDIA   Narasaraopet Branch, Palnadu Dt.
CHEQUE RETURN MEMO                                              Date: 10/06/2025
Cheque No. 772134 dated 05/06/2025 for Rs. 6,40,000/- (Rupees six lakh forty thousand only) drawn by SUNKARA
BRAHMAIAH on SB A/c No. 3311xxxxxxx in favour of SRI RAMANJANEYA CHILLI TRADERS, presented through ICICI Bank,
Mirchi Yard Branch, Guntur - RETURNED UNPAID.
Reason for return: EXCEEDS ARRANGEMENT
                                                       Branch Manager
""")
u("backlog/2025-06/notice 138 Brahmaiah mirchi.docx", "typed_note_docx", L, "2025-06-20", ["C07"], [], """
POTHINENI RAMAKRISHNA, Advocate, Guntur                                     20-06-2025
To  Sri Sunkara Brahmaiah, commission agent, Sattenapalli Road, Narasaraopet
Sub: Statutory notice u/s 138 of the Negotiable Instruments Act, 1881
My client Sri Ramanjaneya Chilli Traders, Mirchi Yard, Guntur (prop. Gudivada Venkata Rao) supplied 412 bags of
Teja chillies to you in March-April 2025. Towards the balance you issued cheque no. 772134 dated 05.06.2025 for
Rs. 6,40,000 on Union Bank of India, Narasaraopet, which was returned 'exceeds arrangement' on 10.06.2025. You
are called upon to pay Rs. 6,40,000 within 15 days of the receipt of this notice.                      Advocate
""")
u("backlog/2023-08/decree OS 503 of 2021.pdf", "document_scan", "Principal Junior Civil Judge, Guntur", "2023-08-14", ["C08"], [], """
IN THE COURT OF THE PRINCIPAL JUNIOR CIVIL JUDGE, GUNTUR
O.S. No. 503 of 2021       Shaik Mastan Bee ...Plaintiff   Vs.   Kunchala Prasad ...Defendant
DECREE (suit on a pronote)
This suit coming on for final hearing on 14.08.2023 ... it is ordered and decreed that the defendant do pay to the
plaintiff Rs. 2,75,000 (principal and interest up to the date of suit) with subsequent interest at 12% per annum
on Rs. 2,00,000 from the date of suit till realisation, and costs of Rs. 9,850.
Given under my hand and the seal of the court on this the 14th day of August 2023.          Prl. Junior Civil Judge
""")
u("backlog/2025-08/APCRDA annuity statement Nageswara Rao.pdf", "document_scan", "APCRDA, Land Pooling wing, Thullur", "2025-08-20", ["C01"], [], """
ANDHRA PRADESH CAPITAL REGION DEVELOPMENT AUTHORITY - LAND POOLING SCHEME (AMARAVATI)
Competent Authority, Unit Office Thullur      Annuity statement (LPS)           Date: 20.08.2025
Land owner: PULLA NAGESWARA RAO s/o Venkata Subbaiah    Village: Mandadam    LPOC No. MDM/1147
Extent pooled: Ac. 1.50 cents (jareebu)     Returnable plots: Residential 250 sq. yds + Commercial 50 sq. yds
Year       Annuity due    Paid        Remarks
2021-22    Rs. 90,000     Rs. 90,000  Paid
2022-23    Rs. 90,000     Rs. 90,000  Paid
2023-24    Rs. 90,000     --          Aadhaar seeding mismatch - held
2024-25    Rs. 90,000     --          Aadhaar seeding mismatch - held
Total arrears: Rs. 1,80,000.   Plots: allotted in e-lottery (2019); registration not done.
""")
u("backlog/2025-09/WhatsApp Image 2025-09-14 at 20.11.05.jpeg", "document_photo", "Government General Hospital, Guntur", "2025-09-14", ["C06"], [], """
GOVERNMENT GENERAL HOSPITAL, GUNTUR - CASUALTY / OP SLIP          OP No. 2025/184412   Date: 14-09-2025
Name: MEKALA SRAVANI   Age/Sex: 27/F   Address: Tadepalli, Guntur Dt.
Brought by: K. Kotaiah (father)
H/o assault by husband at house at about 7 PM. c/o pain over left forearm and back.
O/E: contusion 6 x 3 cm left forearm; diffuse tenderness over upper back. X-ray forearm - no fracture.
Simple injuries. Intimation sent to Tadepalli P.S.              Casualty Medical Officer
""")
u("backlog/2025-10/DIR Protection Officer Mangalagiri.pdf", "document_scan", "Protection Officer (ICDS), Mangalagiri", "2025-10-30", ["C06"], [], """
FORM I - DOMESTIC INCIDENT REPORT (Rule 5(1) and 17(3))
Name of the aggrieved person: Mekala Sravani, 27 years, d/o Kotaiah, now r/o Tadepalli with her parents
Respondents: 1. Mekala Naga Chaitanya (husband)  2. Mekala Rajyalakshmi (mother-in-law)  3. Mekala Venkateswarlu
Marriage: 22.05.2022. Child: Jashwanth, 3 years, with the aggrieved person.
Incidents: demand of Rs. 5,00,000 additional dowry from 2023; beating on 14.09.2025 (GGH Guntur OP slip); sent
out of the matrimonial house at Mangalagiri on 15.09.2025 with the child; streedhana gold 12 sovereigns with R2.
Reliefs sought: protection, residence, monetary relief, custody of the child, return of streedhana.
Submitted to: Additional Junior Civil Judge, Mangalagiri.        Protection Officer, Mangalagiri, 30.10.2025
""")

# ---------------- C01 Mandadam CRDA annuity writ (HC)
u("backlog/2026-01/IMG_20260105_163012.jpg", "handwritten_note_photo", L, "2026-01-05", ["C01"], ["C01-H01"], """
5/1/26  HC - Ct Hall 9 - Ravindranath garu
WP 14237/25 Nageswara Rao (Mandadam) - CRDA annuity
Admission - Notice before admission. Hanumantha Rao SC for CRDA - instructions teesukuntanu annaru.
Judge garu adigaru: plots allot ayyaya leda? - LPOC copy chupinchanu.
vaayida 9.2.26.  Nageswara Rao ki phone chesanu.
""")
u("backlog/2026-02/WP 14237 notes 9 feb.docx", "typed_note_docx", L, "2026-02-09", ["C01"], ["C01-H02"], """
09.02.2026 (Mon) - W.P. No. 14237 of 2025 - Pulla Nageswara Rao v. State of A.P. & Ors. - Court Hall 9
Sri G. Hanumantha Rao, SC for APCRDA: instructions from Lands wing raaledu, counter ki time adigaru - 4 weeks.
Granted. I pressed - annuity 2 years nundi aagipoyindi, farmer ki income ledu. Judge garu: "next date counter
ravali". Next date 16.03.2026.
""")
u("backlog/2026-03/WP 14237 of 2025 order 16.03.2026.pdf", "certified_order_sheet_scan", "High Court of Andhra Pradesh", "2026-03-18", ["C01"], ["C01-H03"], """
HIGH COURT OF ANDHRA PRADESH AT AMARAVATI
THE HON'BLE SRI JUSTICE GORANTLA RAVINDRANATH
WRIT PETITION No.14237 of 2025
Pulla Nageswara Rao                                                         ...Petitioner
Vs.
The State of Andhra Pradesh, rep. by its Principal Secretary, MA & UD Department and others  ...Respondents
ORDER: (16.03.2026)
Learned Standing Counsel for APCRDA again seeks time to file counter affidavit. This is the second occasion.
The petitioner, a land owner who pooled his land under the Land Pooling Scheme, complains that the annuity for
the years 2023-24 and 2024-25 is not paid. Three weeks' time is granted as a last chance, failing which the
Commissioner, APCRDA shall appear in person before this Court on the next date of hearing.
Post on 20.04.2026.
                                                                            SD/- ASST. REGISTRAR
//TRUE COPY//                                                               SECTION OFFICER
""")
u("backlog/2026-04/crda counter 20.4.txt", "typed_note_txt", L, "2026-04-20", ["C01"], ["C01-H04"], """
20.4.26 HC - WP 14237/25 Mandadam CRDA
Counter file chesaru finally (Commissioner raavalsina avasaram raledu). Counter lo: returnable plots 2019
e-lottery lo allot ayyayi, annuity aagindi because Aadhaar seeding mismatch - Nageswara Rao peru "Nageswararao"
ani okati, "Nageswara Rao" ani okati.
Reply file cheyyali - Aadhaar correction letter + bank passbook pettali.
vaayida 06.07.2026 (after summer vacation).
""")
u("backlog/2026-07/WP 14237-2025 order dt 06-07-2026.pdf", "certified_order_sheet_scan", "High Court of Andhra Pradesh", "2026-07-09", ["C01"], ["C01-H05"], """
HIGH COURT OF ANDHRA PRADESH AT AMARAVATI
THE HON'BLE SRI JUSTICE GORANTLA RAVINDRANATH
WRIT PETITION No.14237 of 2025
ORDER: (06.07.2026)
Heard Sri Pothineni Ramakrishna, learned counsel for the petitioner and Sri G. Hanumantha Rao, learned Standing
Counsel for APCRDA. The counter admits that the annuity of Rs. 1,80,000 for the years 2023-24 and 2024-25 is held
only for a mismatch in the spelling of the name in Aadhaar seeding. The petitioner has since filed the corrected
Aadhaar. The respondents are directed to release the arrears of annuity of Rs. 1,80,000 within six weeks from the
date of receipt of a copy of this order and to file a compliance report.
Post on 14.09.2026.
                                                                            SD/- ASST. REGISTRAR
//TRUE COPY//                                                               SECTION OFFICER
""")
u("backlog/2026-09/IMG_20260914_155540.jpg", "handwritten_note_photo", L, "2026-09-14", ["C01"], ["C01-H06"], """
14-9-26  Ct Hall 9  WP 14237/25 (Mandadam)
Compliance - CRDA release chesindi Rs. 1,20,000 only (2023-24 + part). Balance Rs. 60,000 pending.
Judge garu: full compliance report kavali. SC - "2 weeks lo balance".
vaayida 23.11.26
""")
u("backlog/2026-11/crda 23.11.txt", "typed_note_txt", L, "2026-11-23", ["C01"], ["C01-H07"], """
23.11.2026 mon - WP 14237/2025 - Mandadam land pooling
CRDA memo file chesaru: balance Rs. 60,000 released on 18.11.2026 - Nageswara Rao confirm chesadu, account lo
padindi. Annuity arrears anni clear.
Returnable plots (residential 250 sq yds + commercial 50 sq yds) registration inka avvaledu - memo lo "under
process". Judge garu plots registration gurinchi next date ki status adigaru.
Next date 21.01.2027.
""")

# ---------------- C02 Kanaka Durga chit suit (Prl. SCJ Guntur)
u("backlog/2026-01/IMG-20260108-WA0014.jpg", "handwritten_note_photo", K, "2026-01-08", ["C02"], ["C02-H01"], """
తేదీ 08.01.2026 (గురువారం)
ఓ.ఎస్. 218/2024 - కనకదుర్గ చిట్స్ vs ఖాసిం వలి (చిట్ కేసు) - ప్రిన్సిపల్ సీనియర్ సివిల్ జడ్జి, గుంటూరు
ప్రతివాదులు 1, 2, 3 హాజరయ్యారు. న్యాయవాది అంజనేయులు గారు.
వ్రాతపూర్వక వాదన (WS) కు సమయం ఇచ్చారు.
వాయిదా 05.02.2026
- సుబ్బయ్య
""")
u("backlog/2026-02/OS 218-2024 docket 05.02.2026.pdf", "certified_order_sheet_scan", "Principal Senior Civil Judge, Guntur", "2026-02-09", ["C02"], ["C02-H02"], """
IN THE COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE, GUNTUR
Present: Sri M. Veerabhadra Rao, Principal Senior Civil Judge
O.S. No. 218 of 2024
05.02.2026
Plaintiff by Sri P. Ramakrishna, Advocate. Defendants by Sri K. Anjaneyulu, Advocate (absent).
Written statement not filed. Junior of the defendants' counsel reports that the counsel is busy before the
Hon'ble High Court at Amaravati and seeks time. This is the second adjournment for written statement.
Time granted subject to costs of Rs. 500/- payable to the plaintiff. Call on 05.03.2026.
                                                                Principal Senior Civil Judge, Guntur
""")
u("backlog/2026-03/WS D1 Khasim Vali OS 218.pdf", "document_scan", "Sri K. Anjaneyulu (counsel for D1)", "2026-03-05", ["C02"], [], """
IN THE COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE, GUNTUR     O.S. No. 218 of 2024
WRITTEN STATEMENT FILED ON BEHALF OF DEFENDANT No. 1
1. The suit is not maintainable; the dispute is one touching the management of a chit business and lies before
the Registrar of Chits under s. 64 of the Chit Funds Act, 1982.
2. D1 denies the claim of Rs. 4,86,500. After the 22nd instalment D1 paid in cash Rs. 1,10,000 to the plaintiff's
collection agent one Ravi, who issued receipts; the plaintiff has not credited them.
3. The dividend was wrongly calculated and the interest at 18% is usurious.
4. D2 and D3 are only sureties and are not liable before the remedy against D1 is exhausted.
Hence the suit may be dismissed with costs.                                  Counsel for D1       D1
""")
u("backlog/2026-03/chit OS 218 5.3.docx", "typed_note_docx", L, "2026-03-05", ["C02"], ["C02-H03"], """
05-03-2026 Thu - O.S. 218/2024 Kanaka Durga Chits v. Khasim Vali - Prl. SCJ Guntur
WS of D1 filed today. D2, D3 memo - adopted D1's WS. Costs Rs. 500 of last date paid by Anjaneyulu.
WS lo kotha point: cash Rs. 1,10,000 collection agent Ravi ki kattanu, receipts unnayi antunnadu.
Srinivas (branch manager) ni adigaanu - Ravi 2024 lo maanesadu, vaadi collection register office lo undi.
Also s. 64 Chit Funds Act objection - issue ga vastundi.
vaayida 09.04.2026 issues ki.
""")
u("backlog/2026-04/os 218 issues 9.4.txt", "typed_note_txt", L, "2026-04-09", ["C02"], ["C02-H04"], """
9.4.26  chit case OS 218/24 - issues settle chesaru (4):
1. Whether the suit is barred by s. 64 of the Chit Funds Act?
2. Whether D1 paid Rs. 1,10,000 in cash which is not credited?
3. Whether the plaintiff is entitled to the suit amount with interest, and at what rate?
4. To what relief?
Trial - PW1 Srinivas. Civil courts ki May vacation - vaayida 18.06.2026.
""")
u("backlog/2026-06/OS 218 PW1 chief 18-6.docx", "typed_note_docx", L, "2026-06-18", ["C02"], ["C02-H05"], """
18.06.2026 - O.S. 218/2024 - PW1 Kota Srinivas (branch manager)
Chief affidavit filed, Ex. A1 to A9 marked (A1 chit agreement, A2 surety agreement, A5 ledger of KDG-40, A7 notice).
Judge garu: chief affidavit mundu roju file cheyyali, court lo direct ga ivvakoodadu - ee sari accept chesaru
kaani warning.
Anjaneyulu raaledu - vaari junior vachi "sir HC lo unnaru, Amaravati" ani cross deferment adigaru. Allowed.
vaayida 06.08.2026 for cross of PW1.
""")
u("backlog/2026-08/chit PW1 cross 6.8.txt", "typed_note_txt", L, "2026-08-06", ["C02"], ["C02-H06"], """
6-8-26 OS 218/24 chit - PW1 cross by Anjaneyulu (45 min)
Srinivas cheppadu: Ravi was a collection agent till March 2024; company rules prakaram cash receipts company
printed book lone istaaru. Suggestion "Rs. 1,10,000 receipts genuine" - denied.
Plaintiff side evidence closed by memo.
vaayida 17.09.2026 - DW1.
""")
u("backlog/2026-09/IMG-20260917-WA0008.jpg", "handwritten_note_photo", K, "2026-09-17", ["C02"], ["C02-H07"], """
తేదీ 17.09.2026 గురువారం
చిట్ కేసు O.S. 218/2024 (ఖాసిం వలి) - ప్రతివాది సాక్షి (DW1) రాలేదు.
అంజనేయులు గారు సమయం కోరారు. జడ్జి గారు ఇచ్చారు.
వాయిదా 05.11.2026
""")
u("backlog/2026-11/05.11 notes chit + EP call.txt", "typed_note_txt", L, "2026-11-05", ["C02", "C08"], ["C02-H08"], """
05.11.2026 thu
1) Chit OS 218/24 - DW1 Khasim Vali chief affidavit (filed yesterday - judge garu mundu roju file cheyyalani
   Anjaneyulu ki malli cheppaaru). Produced 4 cash receipts Ex. B1 to B4, total Rs. 1,10,000, signed "Ravi".
   My cross started: receipts company printed book kaadu, plain bill book; no seal. Cross part.
   vaayida 17.12.2026 - DW1 cross continue.
2) Mastan Bee phone chesindi - JD kattina 1 lakh eppudu vastundi ani. Cheque petition (withdrawal) vesthanu
   ani cheppanu. Proclamation next date lo.
""")

# ---------------- C03 Kolakaluru tobacco barn suit (Prl. JCJ Tenali) and C04 C.M.A. (PDJ Guntur)
u("backlog/2025-12/IMG-20251219-WA0003.jpg", "handwritten_note_photo", K, "2025-12-19", ["C03"], ["C03-H01"], """
తేదీ 19.12.2025 శుక్రవారం - తెనాలి
ఓ.ఎస్. 96/2025 బండి కోటేశ్వరరావు vs మన్నవ రామయ్య (పొగాకు బ్యారన్ కేసు)
I.A. 201/2025 (తాత్కాలిక నిషేధాజ్ఞ) పై వాదనలు ముగిశాయి. ఉత్తర్వుల కోసం
వాయిదా 09.01.2026
""")
u("backlog/2026-01/OS 96-2025 IA 201 order 09.01.2026.pdf", "certified_order_sheet_scan", "Principal Junior Civil Judge, Tenali", "2026-01-12", ["C03"], ["C03-H02"], """
IN THE COURT OF THE PRINCIPAL JUNIOR CIVIL JUDGE, TENALI
Present: Smt. K. Hymavathi, Principal Junior Civil Judge
I.A. No. 201 of 2025 in O.S. No. 96 of 2025
Bandi Koteswara Rao ...Petitioner/Plaintiff       Mannava Ramaiah ...Respondent/Defendant
ORDER (09.01.2026)
The petitioner seeks a temporary injunction restraining the respondent from interfering with his possession of two
tobacco curing barns at Kolakaluru. The petitioner filed only a xerox copy of the lease deed; the original was not
produced. The respondent says the first kist of rent for 2025-26 was not paid and the lease stood terminated.
Prima facie case not made out on a photocopy. The petition is dismissed. No costs.
Suit: for written statement, call on 13.02.2026.
                                                                Principal Junior Civil Judge, Tenali
""")
u("backlog/2026-01/cma barn 29.1.txt", "typed_note_txt", L, "2026-01-29", ["C04", "C03"], ["C04-H01"], """
29.1.26  PDJ Guntur - CMA 22/2026 (barn injunction appeal, against IA 201/25 dismissal)
Admitted. Notice to Ramaiah. Interim - status quo regarding possession of barns 2 and 3 till next date.
Koteswara Rao happy - curing season nadustondi, leaves barn lo unnayi.
Original lease deed ee sari file lo pettanu (Tenali lo xerox matrame undi - adi pedda mistake).
vaayida 19.2.26
""")
u("backlog/2026-02/CMA 22 19.2.docx", "typed_note_docx", L, "2026-02-19", ["C04"], ["C04-H02"], """
19.02.2026 - C.M.A. No. 22 of 2026 - Koteswara Rao v. Ramaiah - PDJ Court, Guntur
Prabhakar (Tenali) appeared for Ramaiah; counter filed - rent first kist Rs. 70,000 for 2025-26 not paid, so
lease terminated by notice 02.01.2026. We say kist was tendered, Ramaiah refused.
Status quo extended. Arguments next date.
vaayida 12.03.2026.
""")
u("backlog/2026-02/os 96 WS 13.2.docx", "typed_note_docx", L, "2026-02-13", ["C03"], ["C03-H03"], """
13.2.2026 - Tenali Prl. JCJ - OS 96/2025 barn suit
WS filed by Prabhakar for Ramaiah: lease ended with the 2024-25 season for default; arrears Rs. 70,000.
Hymavathi madam again: "original lease deed eppudu file chestaru? xerox tho case nadavadu" - CMA file lo undi,
certified copy tho next date produce chestanu ani cheppanu.
vaayida 27.03.2026 issues.
""")
u("backlog/2026-03/IMG_20260312_131508.jpg", "handwritten_note_photo", L, "2026-03-12", ["C04"], ["C04-H03"], """
12/3/26  PDJ Guntur
CMA 22/26 barn - ALLOWED !!  Injunction till disposal of suit - condition: Rs. 1,40,000 (2025-26 season rent)
court lo 4 weeks lo deposit cheyyali.
Koteswara Rao ki cheppanu - DD teeyamani. Disposed.
""")
u("backlog/2026-03/CMA 22-2026 judgment 12.03.2026.pdf", "certified_order_sheet_scan", "Principal District Judge, Guntur", "2026-03-16", ["C04"], ["C04-H03"], """
IN THE COURT OF THE PRINCIPAL DISTRICT JUDGE, GUNTUR
Present: Sri Ch. Lakshmana Swamy, Principal District Judge
C.M.A. No. 22 of 2026 (against the order in I.A. No. 201 of 2025 in O.S. No. 96 of 2025, Prl. JCJ, Tenali)
JUDGMENT (12.03.2026)
The original lease deed dated 11.06.2024 is now produced. It lets the two barns for three curing seasons,
2024-25 to 2026-27. The appellant was admittedly in possession on the date of the suit and the crop of the
2025-26 season is in the barns. The balance of convenience is in his favour. The C.M.A. is allowed; the order in
I.A. No. 201 of 2025 is set aside and the respondent is restrained from interfering with the appellant's
possession of Barn Nos. 2 and 3 till the disposal of the suit, on condition that the appellant deposits
Rs. 1,40,000 (the rent for the 2025-26 season) to the credit of the suit within four weeks. No costs.
                                                                Principal District Judge, Guntur
""")
u("backlog/2026-03/barn 27.3.txt", "typed_note_txt", L, "2026-03-27", ["C03"], ["C03-H04"], """
27.03.26 Tenali - OS 96/25 (barn)
CMA judgment certified copy file chesanu + deposit challan (Rs. 1,40,000 kattaamu 25.03).
Issues framed (3): lease subsisting?, plaintiff in possession?, relief.
vaayida 24.4.26 for PW1.
""")
u("backlog/2026-04/OS 96 PW1 24-04-26.docx", "typed_note_docx", L, "2026-04-24", ["C03"], ["C03-H05"], """
24-04-2026 - O.S. 96/2025 - PW1 Koteswara Rao chief affidavit
Original lease deed Ex. A1 ga mark chesaru - madam: "originals unte ne mark chestanu, xerox ki Ex. number ivvanu".
A2 CMA judgment copy, A3 deposit challan, A4 tobacco board (APTB) barn licence.
Cross by Prabhakar next date.
vaayida 26.06.2026 (civil courts May vacation).
""")
u("backlog/2026-06/20260626_170233.jpg", "handwritten_note_photo", L, "2026-06-26", ["C03"], ["C03-H06"], """
26.6.26 Tenali barn case
PW1 cross by Prabhakar - Koteswara Rao gattiga cheppadu, kist tender chesaanu, Ramaiah teesukoledu.
PW2 Cheruku Yesu (barn maistry, lease deed witness) - 2025-26 season lo Koteswara Rao ne cure chesadu;
6.1.26 na Ramaiah barns ki taalam vesadu (lock) ani cheppadu. Cross lo kadalaledu.
vaayida 25.9.26 - Dasara mundu
""")
u("backlog/2026-09/IMG-20260925-WA0011.jpg", "handwritten_note_photo", K, "2026-09-25", ["C03"], ["C03-H07"], """
తేదీ 25.09.2026 శుక్రవారం - తెనాలి
బ్యారన్ కేసు O.S. 96/2025 - వాది సాక్ష్యం ముగిసింది (memo).
ప్రతివాది రామయ్య (DW1) సాక్ష్యానికి ప్రభాకర్ గారు సమయం కోరారు.
వాయిదా 27.11.2026
""")
u("backlog/2026-11/barn DW1 cross 27.11.2026.docx", "typed_note_docx", L, "2026-11-27", ["C03"], ["C03-H08"], """
27.11.2026 - OS 96/2025 Tenali - DW1 Mannava Ramaiah
Chief affidavit: lease 2024-25 tho ayipoyindi, kist kattaledu, barns khaali.
My cross - oppukunnadu: lease deed lo signature thanade, deed lo "3 curing seasons" ani undi. Notice 02.01.2026
ki acknowledgment ledu. Rent receipts for 2024-25 original ledu antunnadu - madam cheppindi originals
teesukurandi, lekapote adverse inference.
Cross part - vaayida 22.12.2026.
""")

# ---------------- C05 Kolluru specific performance (SCJ Tenali)
u("backlog/2026-01/OS 57 PW1 chief 21.1.docx", "typed_note_docx", L, "2026-01-21", ["C05"], ["C05-H01"], """
21.01.2026 (Wed) - O.S. No. 57 of 2024 - Alapati Venkata Subba Rao v. Nuthalapati Sambasiva Rao & Anr.
SCJ Tenali. PW1 Subba Rao chief affidavit filed. Ex. A1 agreement of sale dt 12.03.2023, A2 legal notice,
A3 postal ack, A4 reply (none - returned), A5 EC, A6 certified copy of D2's sale deed (2024).
Jasti Mohan Rao (D1) and Vijaya Lakshmi garu (D2) present.
Judge garu asked: balance Rs. 26,40,000 unda ippudu? - "ready and willing" gurinchi cross lo adugutaru, chuskondi.
vaayida 25.2.26 cross.
""")
u("backlog/2026-02/20260225_144410.jpg", "handwritten_note_photo", L, "2026-02-25", ["C05"], ["C05-H02"], """
25-2-26 Tenali SCJ - SP suit (Subba Rao)
PW1 cross by Jasti Mohan Rao - 1 hr. Suggestion: agreement = loan security, 12 lakhs appu - denied.
Cross part. vaayida 25.3.26. Subba Rao ki cheppanu - FD receipts + bank statement tho raa.
""")
u("backlog/2026-03/sp 25.3.txt", "typed_note_txt", L, "2026-03-25", ["C05"], ["C05-H03"], """
25.3.26 OS 57/24 SP - PW1 cross concluded.
Bank statement Ex. A7 - FD Rs. 27 lakh (Andhra Pragathi Grameena Bank, Kolluru) as on 30.09.2023 - ready & willing
ki strong. Vijaya Lakshmi garu (D2) cross short - D2 sale deed 2024 tho bona fide purchaser antunnaru.
vaayida 22.4.26 PW2.
""")
u("backlog/2026-04/IMG-20260422-WA0019.jpg", "handwritten_note_photo", K, "2026-04-22", ["C05"], ["C05-H04"], """
తేదీ 22.04.2026 బుధవారం - తెనాలి సీనియర్ సివిల్ జడ్జి
ఓ.ఎస్. 57/2024 సుబ్బారావు vs సాంబశివరావు (అగ్రిమెంట్ కేసు)
PW2 గొర్రెపాటి అంజిబాబు (సాక్షి) సాక్ష్యం ముగిసింది.
PW3 రాంబాబు (దస్తావేజు లేఖరి) రాలేదు.
వాయిదా 17.06.2026
""")
u("backlog/2026-06/OS 57 PW3 17.06.docx", "typed_note_docx", L, "2026-06-17", ["C05"], ["C05-H05"], """
17.06.2026 - OS 57/2024 SP - PW3 P. Rambabu (scribe) examined: wrote the agreement at Kolluru, advance
Rs. 12,00,000 paid in his presence. Cross - nothing much.
Plaintiff evidence closed (PW1, PW2, PW3 - 3 witnesses).
vaayida 22.07.2026 for DW1.
""")
u("backlog/2026-07/OS 57-2024 docket 22.07.2026.pdf", "certified_order_sheet_scan", "Senior Civil Judge, Tenali", "2026-07-24", ["C05"], ["C05-H06"], """
IN THE COURT OF THE SENIOR CIVIL JUDGE, TENALI
Present: Sri T. Anand Kishore, Senior Civil Judge
O.S. No. 57 of 2024
22.07.2026
Plaintiff by Sri P. Ramakrishna. D1 by Sri Jasti Mohan Rao. D2 by Smt. P. Vijaya Lakshmi.
DW1 (D1) called absent. Counsel for D1 seeks time stating that D1 is unwell. No medical certificate filed.
Last chance. Call on 26.08.2026 for D.W.1.
                                                                Senior Civil Judge, Tenali
""")
u("backlog/2026-08/IMG_20260826_160245.jpg", "handwritten_note_photo", L, "2026-08-26", ["C05"], ["C05-H07"], """
26/8/26 Tenali - SP suit
DW1 Sambasiva Rao chief: agreement appu ki security ga raasichchaanu, 12 lakhs appu teesukunnanu, sale kaadu
ani cheppadu. My cross started - interest evvaru raasaru? pronote enduku ledu? - jawaabu ledu.
Cross part.  next date 30.09.2026
""")
u("backlog/2026-09/IMG-20260930-WA0004.jpg", "handwritten_note_photo", K, "2026-09-30", ["C05"], ["C05-H08"], """
తేదీ 30.09.2026 బుధవారం - తెనాలి
అగ్రిమెంట్ కేసు O.S. 57/2024 - DW1 సాంబశివరావు క్రాస్ పూర్తయింది.
D2 శ్రీలత గారి సాక్ష్యానికి (DW2) విజయలక్ష్మి గారు సమయం కోరారు.
వాయిదా 18.11.2026
""")
u("backlog/2026-11/Document_2026-11-18.docx", "typed_note_docx", L, "2026-11-18", ["C05"], ["C05-H09"], """
18.11.2026 - O.S. 57/2024 - DW2 Kakumanu Srilatha (D2, subsequent purchaser)
Chief: bought Ac. 1.20 cents from D1 by registered sale deed dated 08.02.2024 for Rs. 40,00,000; bona fide
purchaser for value without notice.
My cross: oppukundi - sale deed mundu EC teesukoledu; Kolluru lo Subba Rao agreement gurinchi "vinnanu kaani
nammaledu". Notice ki strong point.
Defence evidence closed. Arguments - vaayida 06.01.2027. Written arguments ready cheyyali.
""")

# ---------------- C06 Sravani DV case (Mangalagiri)
u("backlog/2026-04/DVC 31-2025 interim maintenance order 13.04.2026.pdf", "certified_order_sheet_scan", "Additional Junior Civil Judge, Mangalagiri", "2026-04-15", ["C06"], ["C06-H03"], """
IN THE COURT OF THE ADDITIONAL JUNIOR CIVIL JUDGE-CUM-JUDICIAL MAGISTRATE OF FIRST CLASS, MANGALAGIRI
Present: Smt. N. Sirisha
D.V.C. No. 31 of 2025       Mekala Sravani ...Petitioner      Mekala Naga Chaitanya & 2 others ...Respondents
ORDER ON THE PETITION FOR INTERIM MAINTENANCE (13.04.2026)
R1 is a software employee at Hyderabad (as admitted). The petitioner and the child Jashwanth (3 years) live with
her parents at Tadepalli; the child is to be admitted to school in June. Pending enquiry, R1 shall pay interim
maintenance of Rs. 8,000 per month to the petitioner and Rs. 4,000 per month to the child, from the date of this
order, on or before the 10th of every month. R2 and R3 shall not enter the petitioner's parents' house.
Call on 25.05.2026 for enquiry.                              Additional Junior Civil Judge, Mangalagiri
""")
u("backlog/2026-08/IMG_20260824_124801.jpg", "handwritten_note_photo", L, "2026-08-24", ["C06"], ["C06-H06"], """
24.8.26 Mangalagiri - Sravani DVC
PW1 Sravani cross by Bolla Venkata Ramana - 1 hr. Dowry 5 lakhs demand, 14.9.25 beating - gattiga undi.
Madam again babu gurinchi adigaru - school lo cherpincharaa, fees evaru kadutunnaru? - Kotaiah kadutunnadu.
vaayida 05.10.26 PW2.
""")
u("backlog/2025-12/WhatsApp Chat with Sai Teja Jr.txt", "whatsapp_export", J, "2026-06-08", ["C06", "C07"], ["C06-H01", "C06-H02", "C07-H01", "C07-H02", "C06-H04", "C07-H04"], """
19/01/26, 12:48 - Sai Teja Jr: Sir Mangalagiri Sravani case - R1 R2 R3 appear ayyaru, Bolla Venkata Ramana garu vakalat. DIR record lo undi. IM petition ki counter time
19/01/26, 12:49 - Sai Teja Jr: Madam counselling ki Protection Officer ki refer chesaru. Babu gurinchi kuda adigaru sir, bidda ekkada untunnadu ani. Next date 16.02.26
19/01/26, 13:02 - Pothineni Ramakrishna Adv: ok. Sravani ki cheppu
02/02/26, 15:41 - Sai Teja Jr: Sir mirchi cheque case lo accused Brahmaiah raaledu. Rahamtulla garu absent petition vesaru kaani judge garu reject chesi warrant ichcharu. Next date 9.3.26
16/02/26, 13:15 - Sai Teja Jr: Sir Sravani - counselling failed ani PO report. IM arguments mana side cheppanu, vaallu time adigaru. Next date 13.04.26
09/03/26, 14:55 - Sai Teja Jr: Sir Brahmaiah vachhadu, bail ichcharu, copies ichcharu. Next date 06.04.2026
09/03/26, 14:56 - Pothineni Ramakrishna Adv: Good. Venkata Rao garu ki cheppu
25/05/26, 13:30 - Sai Teja Jr: Sir Mangalagiri - R1 IM kattaledu. Memo vesamu. Bolla garu compromise talks nadustunnayi ani time adigaru. Next date 13.07.26
25/05/26, 13:31 - Pothineni Ramakrishna Adv: Compromise emi ledu. Sravani ki teliyadu kuda. Note cheyyi
08/06/26, 15:20 - Sai Teja Jr: Sir mirchi case - PW1 Venkata Rao garu chief affidavit file chesam, Ex P1 to P6 mark. Accused raaledu, Rahamtulla garu malli absent petition vesaru, cross deferred. Next date 03.08.26
08/06/26, 15:21 - Pothineni Ramakrishna Adv: Prathi sari absent petition. Next time objection rayi
""")
u("backlog/2026-11/WhatsApp Chat with Sai Teja Jr (2).txt", "whatsapp_export", J, "2026-11-25", ["C06", "C07", "C08"], ["C06-H05", "C08-H02", "C06-H07", "C06-H08", "C07-H07"], """
13/07/26, 12:10 - Sai Teja Jr: Sir Sravani PW1 chief affidavit file chesam, marking ayyindi. Cross ki next date 24.08.26 sir, meeru vastara
13/07/26, 12:12 - Pothineni Ramakrishna Adv: Nenu vastanu
27/07/26, 11:40 - Sai Teja Jr: Sir EP 44/2026 Mastan Bee - JD Prasad served, raaledu. Attachment order ichcharu house site Pedakakani. Batta Rs. 300 kattanu. Next date 07.09.26
05/10/26, 13:05 - Sai Teja Jr: Sir Mangalagiri - PW2 Kotaiah garu sakshyam ayyindi. R1 Rs. 36,000 court lo kattadu, madam court lo ne cash ivvamani cheppindi. Kaani total bakaayi 72,000 lo sagam matrame sir
05/10/26, 13:06 - Pothineni Ramakrishna Adv: Balance 36,000 kosam memo veyyi
16/11/26, 12:50 - Sai Teja Jr: Sir Sravani case - R1 Naga Chaitanya raaledu (RW1 evidence). Sakshi raaledu ani time adigaru Bolla garu. Next date 19.12.2026 Saturday
25/11/26, 15:35 - Sai Teja Jr: Sir mirchi cheque case - 351 BNSS examination ki Brahmaiah raaledu, Rahamtulla garu 355 BNSS absent petition vesaru. Judge garu allow chesaru last chance. Next date 17.12.2026
25/11/26, 15:36 - Pothineni Ramakrishna Adv: Moodo sari. 17th nenu vastanu
""")
u("backlog/2026-10/WhatsApp Chat with Sravani.txt", "whatsapp_export", "Mekala Sravani", "2026-12-01", ["C06"], [], """
10/05/26, 19:20 - Sravani: Sir namaskaram. May nela maintenance raaledu sir
10/05/26, 19:32 - Pothineni Ramakrishna Adv: Namaskaram amma. 25th court undi, memo vestam
06/10/26, 20:02 - Sravani: Sir ninna 36000 ichchadu court lo. Migatadi eppudu?
06/10/26, 20:10 - Pothineni Ramakrishna Adv: Balance kosam memo vesamu. Next date November 16
01/12/26, 09:12 - Sravani: Sir vaalla amma phone chesi case teeseyyamantondi. Em cheyyali
01/12/26, 09:30 - Pothineni Ramakrishna Adv: Evaritho maatladakandi. 19th court lo chuddam
""")

# ---------------- C07 mirchi cheque case (II Addl. JCJ Guntur)
u("backlog/2026-04/CC 412-2025 docket 06.04.2026.pdf", "certified_order_sheet_scan", "II Additional Junior Civil Judge, Guntur", "2026-04-08", ["C07"], ["C07-H03"], """
IN THE COURT OF THE II ADDITIONAL JUNIOR CIVIL JUDGE-CUM-JUDICIAL MAGISTRATE OF FIRST CLASS, GUNTUR
Present: Sri B. Naveen Kumar
C.C. No. 412 of 2025     Sri Ramanjaneya Chilli Traders rep. by Gudivada Venkata Rao ...Complainant
                         Vs. Sunkara Brahmaiah ...Accused
06.04.2026
Complainant present. Accused present. Substance of accusation explained to the accused under s. 274 BNSS; he
pleaded not guilty. Accused states the cheque was given as security for chilli bags and that the chillies
supplied were of poor quality. Call on 08.06.2026 for complainant's evidence.
                                                    II Addl. Junior Civil Judge, Guntur
""")
u("backlog/2026-08/mirchi PW1 cross 3.8.txt", "typed_note_txt", L, "2026-08-03", ["C07"], ["C07-H05"], """
3.8.26 CC 412/25 mirchi cheque - II Addl JCJ (after 2 pm as usual - judge garu cheque cases lunch tarvate)
PW1 Venkata Rao cross by Rahamtulla: suggestion chillies quality bad, 80 bags return chesaru - denied; tally
book lo return entry ledu. Suggestion cheque blank ga ichchadu - denied.
Next date 07.10.2026 - PW2 bank official summons.
""")
u("backlog/2026-10/CC 412 PW2 bank 07.10.2026.docx", "typed_note_docx", L, "2026-10-07", ["C07"], ["C07-H06"], """
07.10.2026 - C.C. 412/2025 - PW2 K. Bhaskar, Deputy Manager, Union Bank of India, Narasaraopet
Proved return memo Ex. P3 - reason "exceeds arrangement"; account statement Ex. P7 - balance on 05.06.2025 was
Rs. 41,210 only. Cross by Rahamtulla - nil effectively.
Complainant evidence closed. Next date 25.11.2026 for examination of accused (351 BNSS).
""")
u("backlog/2026-12/II ADJ Guntur cause list 17.12.2026.pdf", "cause_list_pdf", "District Courts, Guntur", "2026-12-16", ["C07"], [], """
DISTRICT COURTS, GUNTUR - CAUSE LIST FOR 17.12.2026 (THURSDAY)
COURT OF THE II ADDITIONAL JUNIOR CIVIL JUDGE-CUM-JMFC, GUNTUR
Sl.  Case No.            Parties                                              Stage
1    C.C. 88/2024        State rep. by SHO Arundelpet P.S. vs Md. Rafi        Trial
2    C.C. 301/2025       Lakshmi Venkateswara Traders vs Y. Kishore           Appearance
3    C.C. 412/2025       Sri Ramanjaneya Chilli Traders vs Sunkara Brahmaiah  Examination of accused u/s 351 BNSS
4    C.C. 517/2025       Sk. Baji vs Ch. Narasimha                            Evidence
5    M.C. 19/2026        P. Durga vs P. Srinu                                 Counter
""")

# ---------------- C08 Mastan Bee E.P. (Prl. JCJ Guntur)
u("backlog/2026-06/IMG-20260622-WA0002.jpg", "handwritten_note_photo", K, "2026-06-22", ["C08"], ["C08-H01"], """
తేదీ 22.06.2026 సోమవారం
ఈ.పి. 44/2026 in ఓ.ఎస్. 503/2021 - షేక్ మస్తాన్ బీ vs కుంచాల ప్రసాద్ - ప్రిన్సిపల్ జూనియర్ సివిల్ జడ్జి, గుంటూరు
ఈ.పి. నంబర్ అయింది. JD కి నోటీసు (O.21 R.22). బత్తా కట్టాలి.
వాయిదా 27.07.2026
""")
u("backlog/2026-07/EP 44-2026 docket 27.07.2026.pdf", "certified_order_sheet_scan", "Principal Junior Civil Judge, Guntur", "2026-07-29", ["C08"], ["C08-H02"], """
IN THE COURT OF THE PRINCIPAL JUNIOR CIVIL JUDGE, GUNTUR
Present: Sri S. Rajasekhar
E.P. No. 44 of 2026 in O.S. No. 503 of 2021
27.07.2026
D.Hr. by Sri P. Ramakrishna. J.Dr. served, called absent. The decree holder claims Rs. 3,62,400 under the
decree (principal, interest and costs). Attachment of the J.Dr.'s house site in Sy. No. 402/3, Pedakakani
(178 sq. yds) under Order 21 Rule 54 CPC ordered. D.Hr. to pay batta and file the encumbrance certificate.
Call on 07.09.2026.                                         Principal Junior Civil Judge, Guntur
""")
u("backlog/2026-09/ep 44 7.9.txt", "typed_note_txt", L, "2026-09-07", ["C08"], ["C08-H03"], """
7-9-26 EP 44/26 Mastan Bee
Attachment executed on 29.08.2026 - amin report file ayyindi. JD Prasad ippudu appear - D. Suresh vakalat.
JD counter: decree tarvata Rs. 50,000 Mastan Bee ki cash ichchanu antunnadu - receipt ledu. Mastan Bee -
"okka rupayi kuda ivvaledu".
Judge garu EC (encumbrance certificate) latest kavali annaru - SRO Pedakakani nundi teeyali.
vaayida 02.11.2026
""")
u("backlog/2026-11/EP 44 proclamation 2.11.docx", "typed_note_docx", L, "2026-11-02", ["C08"], ["C08-H04"], """
02.11.2026 - E.P. 44/2026 - Shaik Mastan Bee v. Kunchala Prasad - Prl. JCJ Guntur
JD Rs. 1,00,000 court lo challan dwara kattadu (SBI challan, today). Balance ki 2 months adigaadu - we objected,
decree 2023 di, 3 years ayindi. Judge garu: proclamation of sale settle chestaam next date, meantime JD pay
cheste consider chestam.
Cheque petition for withdrawal of Rs. 1,00,000 by DH - file cheyyali.
vaayida 17.12.2026 - proclamation settlement.
""")
u("backlog/2026-11/IMG-20261102-WA0006.jpg", "document_photo", "State Bank of India, Guntur Courts branch", "2026-11-02", ["C08"], [], """
STATE BANK OF INDIA - COURTS BRANCH, GUNTUR            CHALLAN (Civil Court Deposit)     Date: 02/11/2026
Court: Principal Junior Civil Judge, Guntur    Case: E.P. No. 44/2026 in O.S. No. 503/2021
Deposited by: KUNCHALA PRASAD (J.Dr.)    Amount: Rs. 1,00,000/- (Rupees one lakh only)   Mode: cash
Credit: Civil Court Deposits A/c                                 Cashier        Bank seal
""")
u("backlog/2026-11/correction EP vaayida.txt", "typed_note_txt", L, "2026-11-03", ["C08"], [], """
3/11 - CORRECTION
Mastan Bee EP 44/26: ninna note lo vaayida 17.12 ani raasanu - tappu, adi chit case date.
Correct vaayida 23.12.2026 (Wednesday), proclamation settlement ki. Subbaiah bench clerk daggara confirm chesadu.
""")

# ---------------- plan
u("backlog/2026-12/Plan 14.12 to 9.1.docx", "typed_note_docx", L, "2026-12-12", ["C02", "C07", "C06", "C03", "C08", "C05", "C01"], [], """
PLAN - 14 Dec 2026 to 9 Jan 2027
Thu 17.12  Guntur - Chit OS 218/24 (Prl SCJ): DW1 cross continue. Ledger Ex. A5 tho receipts B1-B4 compare
           cheyyali; collection agent Ravi register Srinivas nundi teesukuraavali.
Thu 17.12  Guntur II Addl JCJ - mirchi cheque CC 412/25: 351 BNSS exam of accused. Absent aite NBW adagali.
Sat 19.12  Mangalagiri - Sravani DVC: RW1 evidence. Balance IM Rs. 36,000 memo press. Sai Teja.
Tue 22.12  Tenali Prl JCJ - barn suit: DW1 Ramaiah cross continue (rent receipts originals).
Wed 23.12  Guntur Prl JCJ - Mastan Bee EP: sale proclamation draft + latest EC (encumbrance certificate) SRO
           Pedakakani + batta for proclamation. Cheque petition for the 1 lakh.
Wed 06.01  Tenali SCJ - Kolluru SP suit: arguments. Written arguments + citations on readiness and willingness
           and s. 19(b) Specific Relief Act (D2 notice).
Thu 21.01  HC - Mandadam CRDA writ: plot registration status. Nageswara Rao ni Thullur unit office ki pampali.
Tenali lo two matters - barn (22.12) and SP (06.01).
""")
