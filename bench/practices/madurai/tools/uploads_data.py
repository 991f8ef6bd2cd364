"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


# ---------------------------------------------------------------- documents (dated by their own date)
up("backlog/2024-02/AS 34 of 2022 judgment copy.pdf", "document_scan", "Principal District Court, Madurai", "2024-02-26", ["C01"], [], """
IN THE COURT OF THE PRINCIPAL DISTRICT JUDGE, MADURAI
Present: Thiru. M. Gunasekaran, B.A., B.L., Principal District Judge
Monday, the 26th day of February, 2024
A.S. No. 34 of 2022
(against the judgment and decree in O.S. No. 211 of 2019 on the file of the District Munsif Court, Thirumangalam)
K. Pandian Nadar ... Appellant / Defendant
Vs.
Arulmigu Sri Muthumariamman Temple, Thirumangalam, rep. by its Hereditary Trustee S. Ramasamy Thevar ... Respondent / Plaintiff
JUDGMENT (operative portion)
18. The suit land in S.No. 146/2 (0.31.5 hectares) is classified as "kovil poramboke" in the A-register and stands in the name of the temple. The plaintiff temple has proved its title.
19. However, DW2 and DW3 have spoken to the defendant's use of a cart track of 12 feet width on the eastern side of the suit land to reach his lands in S.No. 147 for more than 30 years. The defendant has prescribed an easement over the said track.
20. In the result, the appeal is allowed in part. The decree of the trial court is confirmed as to title; the injunction is modified: the plaintiff shall not obstruct the defendant's use of the 12 feet cart track on the eastern side. No costs.
""")

up("backlog/2025-08/FIR 45 of 2025 AWPS Dindigul Town.pdf", "document_scan", "All Women Police Station, Dindigul Town", "2025-08-14", ["C02"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)
1. District: Dindigul   P.S.: All Women Police Station, Dindigul Town   Year: 2025   FIR No.: 45   Date: 14.08.2025
2. Acts & Sections: Bharatiya Nyaya Sanhita, 2023 - s. 85, s. 115(2), s. 351(2); Dowry Prohibition Act, 1961 - s. 4
3. Occurrence: from 06.09.2021 to 02.08.2025 at Door No. 4/118, Nehru Nagar, Dindigul
6. Complainant: M. Kavitha (29), W/o R. Saravanan, D/o Muniyandi, Keela Ratha Veedhi, Natham
7. Accused: A1 R. Saravanan (33), husband; A2 R. Pechiammal (61), mother-in-law; A3 S. Deepa (36), sister-in-law, residing at Tambaram, Chennai
12. Brief: The complainant was married to A1 on 06.09.2021. At the marriage her parents gave 40 sovereigns of gold and Rs. 2,00,000 cash. A1 and A2 demanded a further 10 sovereigns and a two-wheeler, abused her and sent her out of the matrimonial home on 02.08.2025. A3 instigated them over the phone.
Registered by: Tmt. J. Malarkodi, Inspector of Police, AWPS Dindigul Town
""")

up("backlog/2025-06/IMG_1043.HEIC", "document_photo", "Karur Vysya Bank", "2025-06-19", ["C05"], [], """
KARUR VYSYA BANK - Anna Nagar Branch, Madurai 625020
CHEQUE RETURN MEMO                                   Date: 19/06/2025
Cheque No. 118406   Dated 12/06/2025   Amount Rs. 4,75,000.00
Drawer: R. MUTHU, SB A/c No. 1104xxxxxxx2291
Payee: SRI VINAYAGA TRADERS
Presented through: Tamilnad Mercantile Bank, Keezhavaasal Branch
Reason for return: FUNDS INSUFFICIENT
Authorised Signatory
""")

up("backlog/2026-03/Tahsildar report Vadipatti 26.03.2026.pdf", "document_scan", "Tahsildar, Vadipatti", "2026-03-26", ["C03"], [], """
OFFICE OF THE TAHSILDAR, VADIPATTI TALUK, MADURAI DISTRICT
Rc. No. A4/1187/2026                                                     Dated: 26.03.2026
To: The Additional Government Pleader, Madurai Bench of Madras High Court
Sub: W.P.(MD) No. 4518 of 2026 - measurement of distance between TASMAC retail shop No. 5412 and Government Girls Higher Secondary School, Vadipatti - report
In compliance with the order dated 23.02.2026, the distance was measured on 24.03.2026 in the presence of the Headmistress, the Supervisor of shop No. 5412 and the Village Administrative Officer, Vadipatti.
1. From the main gate of the school to the entrance of shop No. 5412 along the public road (Madurai-Vadipatti Main Road): 82 metres.
2. From the southern compound wall of the school to the rear wall of the bar attached to the shop: 61 metres.
3. Vadipatti is a Town Panchayat. The shop functions in a private building at Door No. 3/221, owned by M. Rajakannu, who also holds the bar licence.
sd/- S. Kannan, Tahsildar, Vadipatti
""")

up("backlog/2026-05/Disability certificate Karuppasamy GRH.pdf", "document_scan", "Medical Board, Government Rajaji Hospital, Madurai", "2026-05-12", ["C06"], [], """
GOVERNMENT RAJAJI HOSPITAL, MADURAI - DISTRICT MEDICAL BOARD
DISABILITY CERTIFICATE                                    No. MB/ORTHO/2026/3318   Date: 12.05.2026
Name: K. Karuppasamy   Age: 34   S/o Kaliappan, 2/45 Pillaiyar Kovil Street, Samayanallur
History: road traffic accident on 14.03.2025; compound fracture of left tibia and fibula; open reduction and internal fixation on 16.03.2025; implant in situ.
Present condition: shortening of left lower limb by 2 cm; restricted knee flexion; walks with a limp.
Assessment: PERMANENT PARTIAL DISABILITY of 40% (forty per cent) of the left lower limb.
sd/- Dr. S. Ravichandran, M.S. (Ortho), Associate Professor; sd/- Member; sd/- Chairman, Medical Board
""")

up("backlog/2026-06/HRCE sanction letter Thirumangalam.pdf", "document_scan", "Joint Commissioner, HR&CE, Madurai", "2026-06-05", ["C01"], [], """
HINDU RELIGIOUS AND CHARITABLE ENDOWMENTS DEPARTMENT
Office of the Joint Commissioner, Madurai
R.C. No. 7734/2019/B3                                                     Dated: 05.06.2026
Sub: Arulmigu Sri Muthumariamman Temple, Thirumangalam - O.S. No. 211 of 2019 and appeals - sanction - ratification
Ref: Hereditary Trustee's letter dated 28.04.2026
The sanction under Rule 3 of the HR&CE (Suits) Rules accorded in R.C. No. 7734/2019/B3 dated 11.03.2019 to institute the suit and to prosecute the appeals arising therefrom is hereby confirmed and ratified. The Hereditary Trustee is permitted to continue S.A.(MD) No. 412 of 2024.
sd/- Joint Commissioner, HR&CE, Madurai
""")

up("backlog/2026-08/Collector affidavit WP 4518 of 2026.pdf", "document_scan", "District Collector, Madurai", "2026-08-07", ["C03"], [], """
BEFORE THE MADURAI BENCH OF MADRAS HIGH COURT
W.P.(MD) No. 4518 of 2026
AFFIDAVIT OF THE FIRST RESPONDENT
I, Tmt. K. Sangeetha, I.A.S., District Collector, Madurai, solemnly affirm and state as follows:
3. Pursuant to the order of this Hon'ble Court dated 13.07.2026, I have personally reviewed the location of retail shop No. 5412 of TASMAC at Vadipatti. It is admitted that the entrance of the shop is 82 metres from the main gate of the Government Girls Higher Secondary School.
4. A suitable alternative site has been identified at S.No. 212/3, Mettupatti Road, Vadipatti, about 640 metres from the school. The District Manager, TASMAC (Madurai North) has been directed to shift the shop and to surrender the bar licence at the present premises.
5. I undertake that the shop will be shifted within 12 weeks from the date of this affidavit, and that till then the bar attached to the shop shall remain closed as ordered by this Court on 30.03.2026.
Solemnly affirmed at Madurai on this 7th day of August, 2026.   sd/- District Collector
""")

up("backlog/2026-12/Advance cause list MB 07.12.2026.pdf", "cause_list_pdf", "Madras High Court, Madurai Bench", "2026-12-02", ["C03"], [], """
HIGH COURT OF JUDICATURE AT MADRAS - MADURAI BENCH
ADVANCE LIST FOR MONDAY, THE 7TH DAY OF DECEMBER 2026
COURT HALL 3 - HON'BLE MR. JUSTICE V. SARAVANABHAVAN
AT 10.30 A.M.
FOR COMPLIANCE
14. W.P.(MD) 4518/2026  PARENT TEACHER ASSOCIATION, GOVT. GIRLS HR. SEC. SCHOOL, VADIPATTI  Vs  THE DISTRICT COLLECTOR, MADURAI AND 3 OTHERS
    M/S. P. KARTHIKEYAN, M. SELVI  |  ADDL. GOVT. PLEADER (R1, R3), MR. R. BASKARAN (R2), MR. S. ABDUL RAHIM ROWTHER (R4)
15. W.P.(MD) 9921/2026  K. ALAGARSAMY  Vs  THE SUPERINTENDING ENGINEER, TANGEDCO, MADURAI
    M/S. R. PRABHU  |  MR. N. MURALIKUMARAN (SC-TANGEDCO)
FOR ADMISSION
16. W.P.(MD) 30418/2026  S. MAHALINGAM  Vs  THE REVENUE DIVISIONAL OFFICER, USILAMPATTI
""")

# ---------------------------------------------------------------- certified orders
up("backlog/2026-03/Scan_20260302_114502.pdf", "certified_order_sheet_scan", "Madras High Court, Madurai Bench", "2026-02-18", ["C01"], ["C01-H03"], """
BEFORE THE MADURAI BENCH OF MADRAS HIGH COURT
DATED: 18.02.2026
CORAM: THE HONOURABLE MR. JUSTICE R. THANGAVELU
S.A.(MD) No. 412 of 2024 and C.M.P.(MD) No. 6120 of 2024
Arulmigu Sri Muthumariamman Temple, Thirumangalam, rep. by its Hereditary Trustee S. Ramasamy Thevar ... Appellant
Vs. K. Pandian Nadar ... Respondent
For Appellant: Mr. P. Karthikeyan   For Respondent: Mr. T. Senthil Murugan
ORDER
The records of O.S. No. 211 of 2019 and A.S. No. 34 of 2022 have been received. The Second Appeal is admitted on the following substantial questions of law:
(1) Whether a right of easement by prescription can be acquired over land classified as kovil poramboke belonging to a temple?
(2) Whether the lower appellate court erred in ignoring Ex.A5 (A-register extract) and Ex.A7 (patta) while modifying the decree?
The interim order of status quo as to the cart track granted on 10.12.2025 is extended until further orders. List on 25.03.2026 for hearing.
/TRUE COPY/  Sub-Assistant Registrar (CS), Madurai Bench      Copy applied 19.02.2026, ready 02.03.2026
""")

up("backlog/2026-09/SA412 judgment 09.09.26 certified.pdf", "certified_order_sheet_scan", "Madras High Court, Madurai Bench", "2026-09-09", ["C01"], ["C01-H07"], """
BEFORE THE MADURAI BENCH OF MADRAS HIGH COURT
Reserved on: 17.06.2026        Pronounced on: 09.09.2026
CORAM: THE HONOURABLE MR. JUSTICE R. THANGAVELU
S.A.(MD) No. 412 of 2024
JUDGMENT (operative portion)
24. Answering the first substantial question of law: no easement by prescription can be claimed over land vested in a temple as kovil poramboke, as the user is permissive. However, the respondent has no other access to his lands in S.No. 147 and an easement of necessity exists, confined to what is strictly necessary.
25. In the result, the Second Appeal is partly allowed. The temple's title to S.No. 146/2 is declared. The respondent's right is confined to a cart track of 8 (eight) feet width on the eastern boundary as an easement of necessity; the finding of a prescriptive easement of 12 feet is set aside. The appellant temple shall not obstruct the 8 feet track. No costs. Consequently, the connected miscellaneous petition is closed.
/TRUE COPY/
""")

up("backlog/2025-12/CamScanner 19-12-2025 12.40.pdf", "certified_order_sheet_scan", "Madras High Court, Madurai Bench", "2025-12-17", ["C02"], ["C02-H01"], """
BEFORE THE MADURAI BENCH OF MADRAS HIGH COURT
DATED: 17.12.2025
CORAM: THE HONOURABLE MS. JUSTICE S. KALAISELVI
Crl.O.P.(MD) No. 9876 of 2025 and Crl.M.P.(MD) No. 8112 of 2025
1. R. Saravanan 2. R. Pechiammal 3. S. Deepa ... Petitioners / A1 to A3
Vs. 1. State rep. by the Inspector of Police, All Women Police Station, Dindigul Town (Crime No. 45 of 2025)  2. M. Kavitha ... Respondents
ORDER
Notice to the second respondent, returnable by 21.01.2026. Mr. M. Rajarajan, Additional Public Prosecutor, takes notice for the first respondent.
Pending further orders, there shall be no coercive steps against the petitioners 2 and 3 (A2 and A3). The first petitioner (A1) shall appear before the Investigating Officer on 22.12.2025 at 10.00 a.m. and cooperate with the investigation. No interim protection to A1 at this stage.
/TRUE COPY/
""")

up("backlog/2026-08/Crl OP 9876 order copy.pdf", "certified_order_sheet_scan", "Madras High Court, Madurai Bench", "2026-08-19", ["C02"], ["C02-H07"], """
BEFORE THE MADURAI BENCH OF MADRAS HIGH COURT
Reserved on: 22.07.2026     Pronounced on: 19.08.2026
CORAM: THE HONOURABLE MS. JUSTICE S. KALAISELVI
Crl.O.P.(MD) No. 9876 of 2025
ORDER
11. The allegations against A2, a widow aged 61, and A3, a married sister living at Tambaram, Chennai since 2019, are general and omnibus. No specific overt act is attributed to them. Continuing the prosecution against them would be an abuse of process.
12. As far as A1 is concerned, the statement of the de facto complainant and the case diary disclose specific allegations which require trial.
13. In the result, the Criminal Original Petition is allowed in part: the proceedings in Crime No. 45 of 2025 on the file of the All Women Police Station, Dindigul Town are quashed as against A2 and A3, and the petition is dismissed as against A1. It is open to A1 to seek discharge before the trial court after the final report is filed. Connected miscellaneous petition closed.
/TRUE COPY/
""")

up("backlog/2026-04/Scan_20260402_101010.pdf", "certified_order_sheet_scan", "Madras High Court, Madurai Bench", "2026-03-30", ["C03"], ["C03-H03"], """
BEFORE THE MADURAI BENCH OF MADRAS HIGH COURT
DATED: 30.03.2026
CORAM: THE HONOURABLE MR. JUSTICE V. SARAVANABHAVAN
W.P.(MD) No. 4518 of 2026 and W.M.P.(MD) No. 3702 of 2026
ORDER
The Tahsildar, Vadipatti has filed a report dated 26.03.2026 stating that the entrance of TASMAC retail shop No. 5412 is 82 metres from the main gate of the school. The learned Additional Government Pleader, on instructions, does not dispute the measurement.
Prima facie the shop is within the prohibited distance of 100 metres from an educational institution under Rule 8 of the Tamil Nadu Liquor (Retail Vending in Shops and Bars) Rules, 2003.
Interim direction: till the next date of hearing, the bar attached to shop No. 5412 shall remain closed. The owner of the premises, who holds the bar licence, may get himself impleaded. Post on 20.04.2026.
/TRUE COPY/
""")

up("backlog/2026-11/WP 4518 order 9.11.pdf", "certified_order_sheet_scan", "Madras High Court, Madurai Bench", "2026-11-09", ["C03"], ["C03-H08"], """
BEFORE THE MADURAI BENCH OF MADRAS HIGH COURT
DATED: 09.11.2026
CORAM: THE HONOURABLE MR. JUSTICE V. SARAVANABHAVAN
W.P.(MD) No. 4518 of 2026
ORDER
On 10.08.2026 this Court recorded the undertaking of the District Collector that shop No. 5412 would be shifted within 12 weeks. The period is over. The learned Additional Government Pleader seeks four more weeks, stating that the building at Mettupatti Road is under repair.
This Court is not happy with the manner in which the undertaking has been treated. As a last opportunity, four weeks' time is granted. If the shop is not shifted by the next date, the District Collector shall appear in person.
Post on 07.12.2026 for compliance.
/TRUE COPY/
""")

up("backlog/2026-06/OS118 IA412 order tamil.pdf", "certified_order_sheet_scan", "முதன்மை சார்பு நீதிமன்றம், திண்டுக்கல்", "2026-06-08", ["C04"], ["C04-H06"], """
முதன்மை சார்பு நீதிமன்றம், திண்டுக்கல்
அசல் வழக்கு எண். 118/2024
மு. ராஜேந்திரன் ... வாதி   எதிர்   மு. கணேசன் மற்றும் இருவர் ... பிரதிவாதிகள்
இ.ம. (I.A.) எண். 412/2026
08.06.2026
1-வது பிரதிவாதி தாக்கல் செய்த மனு. இருதரப்பு வாதம் கேட்கப்பட்டது. வழக்குச் சொத்தான ரெட்டியார்சத்திரம் புல எண். 88/4 புஞ்சை நிலத்தையும் பேகம்பூர் வீட்டையும் அளந்து அறிக்கை தாக்கல் செய்ய வழக்கறிஞர் ஆணையராக திரு. பி. ஜெகன் நியமிக்கப்படுகிறார். ஆணையர் கட்டணம் ரூ. 5,000/- ஐ 1-வது பிரதிவாதி செலுத்த வேண்டும். அறிக்கை நான்கு வாரங்களுக்குள். மனு அனுமதிக்கப்பட்டது.
வா.சா.2 (PW2) குறுக்கு விசாரணை முடிந்தது.
வாய்தா: 24.08.2026 - ஆணையர் அறிக்கைக்காக.
சார்பு நீதிபதி
/உண்மை நகல்/
""")

up("backlog/2026-03/CC2231 143A order.pdf", "certified_order_sheet_scan", "Judicial Magistrate No. III, Madurai", "2026-03-13", ["C05"], ["C05-H04"], """
IN THE COURT OF THE JUDICIAL MAGISTRATE NO. III, MADURAI
Present: Tmt. A. Nirmala Devi, M.L., Judicial Magistrate No. III
C.C. No. 2231 of 2025          Crl.M.P. No. 1904 of 2026
Sri Vinayaga Traders rep. by its Proprietor S.P. Selvam ... Complainant / Petitioner
Vs. R. Muthu ... Accused / Respondent
13.03.2026
Petition under s. 143A of the Negotiable Instruments Act. The accused has pleaded not guilty. The cheque for Rs. 4,75,000/- and the return memo are not disputed. The accused is directed to pay interim compensation of 20% of the cheque amount, i.e. Rs. 95,000/- (Rupees ninety five thousand only), to the complainant within 60 days. Petition allowed.
PW1 examined in chief (proof affidavit). Ex.P1 to Ex.P6 marked. For cross of PW1, call on 24.04.2026.
Judicial Magistrate No. III, Madurai
""")

up("backlog/2026-11/MCOP 764 award operative.pdf", "certified_order_sheet_scan", "Motor Accident Claims Tribunal, Madurai", "2026-11-20", ["C06"], ["C06-H09"], """
BEFORE THE MOTOR ACCIDENT CLAIMS TRIBUNAL (SPECIAL SUBORDINATE JUDGE), MADURAI
Present: Thiru K. Shanmugasundaram, B.Sc., B.L.
Friday, the 20th day of November 2026
M.C.O.P. No. 764 of 2025
K. Karuppasamy ... Petitioner   Vs.  1. Sri Lakshmi Transports (owner of lorry TN-59-AX-4471) 2. United India Insurance Co. Ltd., Madurai Divisional Office ... Respondents
AWARD (operative portion)
Loss of earning capacity (40% disability, income Rs. 15,000 p.m., multiplier 17): Rs. 6,12,000
Medical expenses (Ex.P3, P4): Rs. 1,48,500;  Pain and suffering: Rs. 75,000;  Loss of income during treatment: Rs. 60,000;  Transport, attendant and extra nourishment: Rs. 47,000
TOTAL: Rs. 9,42,500/- with interest at 7.5% per annum from the date of petition (30.06.2025) till deposit.
The driver held a valid licence but no badge for a transport vehicle. The second respondent shall deposit the award amount within six weeks and is at liberty to recover it from the first respondent (pay and recover). Claim allowed in part.
/CERTIFIED COPY/
""")

# ---------------------------------------------------------------- WhatsApp exports
up("backlog/2026-11/WhatsApp Chat with Selvi Jr Adv.txt", "whatsapp_export", "P. Karthikeyan", "2026-11-24", ["C04", "C05", "C06"],
   ["C05-H01", "C05-H02", "C06-H02", "C04-H04", "C05-H06", "C05-H07", "C06-H07", "C04-H07"], """
05/12/2025, 13:12 - Selvi Jr Adv: Sir CC 2231 Muthu case - accused varala. Pandiarajan sir 355 petition pottaaru, "accused fever". Allowed. ND 09.01.2026
05/12/2025, 13:20 - P. Karthikeyan: Ok. Selvam kitta sollidu. Next time absent na NBW ketkanum
09/01/2026, 12:48 - Selvi Jr Adv: Sir இன்னைக்கும் accused வரல. Petition dismissed, NBW issued 👍 ND 13.02.2026
09/01/2026, 12:49 - P. Karthikeyan: Good. JM madam second time absent na NBW dhaan, theriyum
23/01/2026, 16:05 - Selvi Jr Adv: MACT Karuppasamy - PW1 chief over sir. Ex.P1 to P5 marked (FIR, wound certificate, discharge summary, bills, driving licence copy). ND 27.02 for cross
23/01/2026, 16:06 - P. Karthikeyan: 👍
09/03/2026, 15:40 - Selvi Jr Adv: Sir Dindigul partition - PW1 cross started today. Rowther sir vandhaaru today. Rajendran admitted D1 is paying kist for the Reddiarchatram punja land since 2005. Cross not over, ND 06.04.2026
09/03/2026, 15:52 - P. Karthikeyan: Kist admission is not fatal. Re-examination la clarify pannalaam - joint family land, eldest paid from joint income. Note pannikko
22/05/2026, 14:10 - Selvi Jr Adv: Sir CC 2231 PW1 cross முடிஞ்சுது. Suggestion: cheque given as security for chit (Muthu's chit with Selvam brother-in-law). Selvam denied. ND 03.07.2026 for 313
22/05/2026, 14:12 - Selvi Jr Adv: 143A amount 95,000 innum kattala sir. 60 days over on 12th May
22/05/2026, 14:30 - P. Karthikeyan: Recovery petition ready pannu. 421 CrPC / BNSS - as fine. File next date
03/07/2026, 13:35 - Selvi Jr Adv: Sir CC 2231 - 313 questioning done (BNSS 351). Accused: "security cheque, chit la koduthen". Recovery petition filed, Crl.MP 3380/2026, notice to accused. ND 11.09.2026 for DW
24/07/2026, 17:02 - Selvi Jr Adv: MACT - RW1 P. Maran (investigator) examined today. Ex.R1 his report. He says driver had licence but no transport badge. I cross-examined, he admitted he never met the claimant. ND 16.10.2026 for args
24/07/2026, 17:10 - P. Karthikeyan: Super Selvi. No badge = pay and recover, we are safe
24/08/2026, 14:22 - Selvi Jr Adv: Partition case sir - commissioner report filed (punja 2.38 acres, not 2.40). Our side closed. DW1 - Rowther junior again time ketaar, "proof affidavit not ready". Judge cost Rs.1000 pottaar. ND 28.09.2026
24/08/2026, 14:25 - P. Karthikeyan: Rowther style dhaan. Every time junior vandhu time. Cost vaangi Rajendran kitta kudu
24/11/2026, 10:15 - Selvi Jr Adv: <Media omitted>
""")

up("backlog/2026-09/WhatsApp Chat with Ramasamy Thevar Trustee.txt", "whatsapp_export", "P. Karthikeyan", "2026-09-12", ["C01"], ["C01-H04", "C01-H05", "C01-H07"], """
25/03/26, 6:10 pm - P. Karthikeyan: Vanakkam ayya. Today Pandian Nadar side again time ketaanga. Judge gave last chance, Rs 2000 cost to temple. Next 22 April.
25/03/26, 6:31 pm - Ramasamy Thevar Trustee: Vanakkam sir. Ivangalukku idhe velai. 3 vaati aachu
25/03/26, 6:33 pm - P. Karthikeyan: 2 times in HC ayya. Ippo cost pottaachu, next time they must argue
22/04/26, 7:02 pm - P. Karthikeyan: Ayya, we argued 40 minutes. Neethipathi sonnaar - "where is HR&CE sanction for the suit?" Need Joint Commissioner letter before June. Please go to JC office with the 2019 sanction copy.
22/04/26, 7:15 pm - Ramasamy Thevar Trustee: Sari sir. Monday JC office poren. Executive Officer kitta pesaren
05/06/26, 5:48 pm - Ramasamy Thevar Trustee: Sir JC letter vaangiyaachu. R.C.7734/2019/B3. Scan anuppuren
05/06/26, 5:49 pm - Ramasamy Thevar Trustee: <Media omitted>
09/09/26, 4:40 pm - P. Karthikeyan: Ayya judgment vandhuduchu. Temple title declared. Pandian Nadar only 8 feet vandi paadhai, not 12 feet. Prescription rejected. No costs.
09/09/26, 4:58 pm - Ramasamy Thevar Trustee: Amman arul. Romba nandri sir. 8 adi mattum dhaana? Avan 12 adi use panraan
09/09/26, 5:03 pm - P. Karthikeyan: Court order 8 feet only. If he uses more, we file execution / contempt. Certified copy vanthadhum anuppuren
12/09/26, 11:20 am - Ramasamy Thevar Trustee: Sir Pandian Nadar Supreme Court poraanaam nu oorla pesuraanga
12/09/26, 11:31 am - P. Karthikeyan: Let him. SLP limitation 90 days. Caveat poduvom. Bring Rs.3,500 for caveat filing.
""")

up("backlog/2026-11/WhatsApp Chat - P Muthulakshmi PTA/_chat.txt", "whatsapp_export", "P. Muthulakshmi", "2026-11-10", ["C03"], ["C03-H04", "C03-H05", "C03-H07", "C03-H08"], """
[20/04/26, 5:02:11 PM] P. Karthikeyan: Madam, bar owner Rajakannu impleaded as R4 today. His counsel Rowther sought time for counter. Next 15 June (after vacation). Bar closed order continues.
[20/04/26, 5:10:45 PM] P. Muthulakshmi: Thank you sir. But the shop itself is open, girls are seeing drunk men near the gate at 4 pm
[20/04/26, 5:12:03 PM] P. Karthikeyan: Take photos with date, not of faces. We will file additional typed set.
[15/06/26, 6:20:30 PM] P. Karthikeyan: TASMAC counter filed today. They say 104 metres "by the shortest walking route". AGP said Collector's instructions awaited again. Next 13 July.
[15/06/26, 6:25:12 PM] P. Muthulakshmi: 104 metres?? Tahsildar measured 82 in front of everybody
[15/06/26, 6:26:40 PM] P. Karthikeyan: Tahsildar report binds them. Don't worry.
[10/08/26, 4:55:09 PM] P. Karthikeyan: Good news madam. Collector filed affidavit - shop will be shifted to Mettupatti Road in 12 weeks. Judge recorded the undertaking. Next date 9 November.
[10/08/26, 5:01:33 PM] P. Muthulakshmi: 🙏🙏 PTA members very happy. Headmistress also
[09/11/26, 5:12:40 PM] P. Karthikeyan: Madam, shop not shifted. AGP asked 4 more weeks. Judge very angry - last opportunity, else Collector must appear in person. Next 7 December.
[09/11/26, 5:20:02 PM] P. Muthulakshmi: Sir building repair nu solraanga, but no work is going on there. I went yesterday
[09/11/26, 5:21:15 PM] P. Karthikeyan: Please send me a photo of the Mettupatti building with date. I will show the Court on 7th.
[10/11/26, 8:05:44 AM] P. Muthulakshmi: ‎image omitted
""")

# ---------------------------------------------------------------- notes (diary photos, typed notes, docx), by date
up("backlog/2025-12/OS118 8.12.25.txt", "typed_note_txt", "M. Selvi", "2025-12-08", ["C04"], ["C04-H01"], """
OS 118/2024 Sub Court Dindigul - Rajendran v Ganesan & 2
08.12.2025 (Mon)
- D1 Ganesan w/s filed today thru Rowther (S. Abdul Rahim Rowther). Says the Begambur house is D1's self acquisition - bought from his own earnings in 1998, not ancestral. Punja land admitted as ancestral.
- D3 Meenakshi (sister) filed memo adopting plaintiff's plaint, she wants her 1/4 share. Good for us.
- D2 Murugesan no w/s, called absent, set ex parte.
- Copy of w/s received. Reply statement if needed.
ND 19.01.2026 for framing of issues.
- Selvi
""")

up("backlog/2025-12/PXL_20251210_124455321.jpg", "handwritten_note_photo", "P. Karthikeyan", "2025-12-10", ["C01"], ["C01-H01"], """
10/12/25  Wed   HC Madurai - CH 5 Thangavelu J
SA(MD) 412/24 - Temple v Pandian Nadar
Admission - argued 10 min on prescription against kovil poramboke. Judge: "Notice. Call for records first - I will not hear without LCR."
Status quo as to cart track - both sides. Respt not to widen, we not to block.
Senthil Murugan (for Pandian N.) took notice in court itself.
NDOH 21.1.26
Trustee Ramasamy Thevar outside - told him. Batta/process - Karuppiah to pay.
""")

up("backlog/2025-12/PXL_20251217_171208844.jpg", "handwritten_note_photo", "P. Karthikeyan", "2025-12-17", ["C02"], ["C02-H01"], """
17.12.25 - Crl.OP(MD) 9876/25 - Saravanan & 2 v State / Kavitha  (Kalaiselvi J, CH 9)
Admitted. Notice to R2 (Kavitha) - ret. 21.1.
No coercive steps - A2 (amma Pechiammal) & A3 (Deepa, Chennai) only. A1 - nothing; judge: "let him face the IO first". A1 to appear before IO on 22.12 10 am.
Addl PP Rajarajan - "FIR registered only in Aug, investigation at initial stage".
Client call eve: Ayyanar (Saravanan's uncle) - worried A1 will be arrested on 22nd. Told him A1 must go, cooperate, carry the marriage photos & jewel list. Fees bal. 15,000 - he will bring Friday.
ND 21/01/2026
""")

up("backlog/2025-12/New Text Document.txt", "typed_note_txt", "M. Selvi", "2025-12-12", ["C06"], ["C06-H01"], """
MACT madurai 12-12-25
MCOP 764/2025 Karuppasamy v Sri Lakshmi Transports & United India
R2 insurance counter filed by Lakshmanan sir. Denies negligence - says our client came on wrong side, contributory negligence. Also "driver's licence to be verified, investigator appointed".
R1 owner called absent - set exparte.
ND 23.01.2026 for PW1 chief. proof affidavit ready pannanum, Karuppasamy-ku sollanum original bills konduvaa.
""")

up("backlog/2026-01/IMG20260109173012.jpg", "handwritten_note_photo", "Karuppiah", "2026-01-09", ["C05"], ["C05-H02"], """
09.01.2026 வெள்ளி
ஜே.எம். 3 மதுரை - சி.சி. 2231/2025 (விநாயகா டிரேடர்ஸ் / முத்து)
எதிரி ஆஜராகவில்லை. 355 மனு தள்ளுபடி. பிடிவாரண்டு (NBW) பிறப்பிக்கப்பட்டது.
அடுத்த வாய்தா: 13.02.2026
செல்வம் அவர்களுக்கு போனில் சொல்லியாச்சு. பிராசஸ் கட்டணம் ரூ. 60 கட்டியாச்சு.
- கருப்பையா
""")

up("backlog/2026-01/partition 19 jan.txt", "typed_note_txt", "M. Selvi", "2026-01-19", ["C04"], ["C04-H02"], """
19/1/26 Dindigul PSC
OS 118/24 partition - issues framed today, 5 issues:
1. whether the suit properties are joint family properties of the plaintiff and defendants?
2. whether the Begambur house is the self acquired property of D1?
3. whether the plaintiff is entitled to 1/4 share?
4. whether the suit is bad for non joinder (D1 says his son also has a share)?
5. to what relief?
Judge told both sides: "proof affidavit one week munnadiye file pannanum, otherwise no chief on that day."
ND 16.02.2026 - PW1 chief. Rajendran-ku sollitten.
""")

up("backlog/2026-01/PXL_20260121_180230117.jpg", "handwritten_note_photo", "P. Karthikeyan", "2026-01-21", ["C01", "C02"], ["C01-H02", "C02-H02"], """
21/1 Wed - HC two matters
(1) SA 412 Temple - CH5. Senthil Murugan: "my senior is in 1st Bench, pass over". Passed over, then again same - time. Judge gave 4 weeks, LCR not yet come. ND 18/2.
(2) Crl OP 9876 - CH9 Kalaiselvi J. Kavitha's counsel Ms. P. Anitha filed vakalat, wants time for counter. Judge: "matrimonial - first mediation." Referred to Mediation Centre, MB. 1st sitting 7.2.26 (Sat) 10.30. All 3 petitioners + Kavitha to attend. Interim (A2, A3) extended. ND 11/3.
A1 appeared before IO on 22.12 - not arrested. Ayyanar paid 15,000 bal.
""")

up("backlog/2026-02/Muthu NBW recall 13.2.txt", "typed_note_txt", "M. Selvi", "2026-02-13", ["C05"], ["C05-H03"], """
CC 2231/2025 JM-III - 13.02.2026
Accused R. Muthu surrendered with Pandiarajan sir. NBW recalled. Two sureties, bond Rs.10,000 each.
Copies furnished (s.230 BNSS). Plea - questioned, "not guilty", denied.
We filed 143A petition for interim compensation (20%). Counter by accused next date.
ND 13.03.2026 for 143A + PW1 chief.
S.P. Selvam present, happy that Muthu came at last. He says Muthu is still running his fancy store in Keezhavaasal, so money is there.
""")

up("backlog/2026-02/Rowther cost 16-2-26.txt", "typed_note_txt", "M. Selvi", "2026-02-16", ["C04"], ["C04-H03"], """
16-02-2026 OS 118 PSC dgl
PW1 Rajendran - chief by proof affidavit (filed 09.02 itself). Ex.A1 to A9 marked:
A1 sale deed 1972 in father Muthiah's name (punja land), A2 death certificate of Muthiah (2011), A3 legal heir certificate, A4 house tax receipts, A5 EB card, A6 patta, A7 adangal, A8 lawyer notice 2023, A9 reply notice.
Cross - Rowther sir not present. His junior came: "sir engaged at Madurai Bench". Judge not happy - cost Rs.500 payable to plaintiff before next date.
ND 09.03.2026 for PW1 cross.
""")

up("backlog/2026-02/PXL_20260223_131544902.jpg", "handwritten_note_photo", "P. Karthikeyan", "2026-02-23", ["C03"], ["C03-H01"], """
23.2.26 Mon  WP(MD) 4518/26 - TASMAC Vadipatti (PTA / Muthulakshmi teacher)  CH 3 Saravanabhavan J
Admission. AGP Thirumalai takes notice for Collector & police, Baskaran for TASMAC.
Judge: "Measurement illaama naan order poda maatten." Tahsildar Vadipatti to measure distance school gate to shop & file report in 3 weeks.
Notice. ND 16/3.
Diary No. for WMP - 3702/26 (interim prayer: close shop pending WP) - not ordered today.
""")

up("backlog/2026-02/MCOP 27.02.txt", "typed_note_txt", "M. Selvi", "2026-02-27", ["C06"], ["C06-H03"], """
mcop 764/25 - 27/2/26
PW1 cross by R2 - Lakshmanan sir asked time. "investigator report not received, cannot cross without it".
Judge granted but told him "investigator report-ukkaaga claimant wait panna mudiyaadhu, next time cross compulsory".
ND 20/03/26.
Karuppasamy came with crutches. He is asking when money will come. Told him - doctor evidence still pending.
""")

up("backlog/2026-03/crlop mediation 11.3.txt", "typed_note_txt", "P. Karthikeyan", "2026-03-11", ["C02"], ["C02-H03"], """
Crl.O.P.(MD) 9876/2025 - 11.03.2026 - Kalaiselvi J
Mediation report: "not settled". 3 sittings (7.2, 21.2, 28.2). Kavitha side demand: Rs.10 lakh + return of 25 sovereigns. Saravanan ready to return the jewels (he says only 18 sovereigns) but not 10 lakh.
Addl PP Rajarajan: charge sheet not yet filed, investigation pending.
Judge: "Call for the case diary. I want to see what the IO has recorded against the mother and sister."
Interim continues. ND 08.04.2026.
Note to self: prepare note on Kahkashan Kausar / general omnibus allegations vs relatives.
""")

up("backlog/2026-03/IMG20260316162010.jpg", "handwritten_note_photo", "Karuppiah", "2026-03-16", ["C03"], ["C03-H02"], """
16.03.2026 திங்கள் - உயர்நீதிமன்றம் மதுரை கிளை - கோர்ட் ஹால் 3
W.P.(MD) 4518/2026 - வாடிப்பட்டி டாஸ்மாக் கடை
அரசு வழக்கறிஞர் (AGP) "instructions awaited" என்று சொன்னார். தாசில்தார் அறிக்கை இன்னும் தாக்கல் செய்யவில்லை.
நீதிபதி: இரண்டு வாரம் அவகாசம்.
அடுத்த தேதி: 30.03.2026
- கருப்பையா
""")

up("backlog/2026-03/IMG20260320155841.jpg", "handwritten_note_photo", "Karuppiah", "2026-03-20", ["C06"], ["C06-H04"], """
20-03-2026 மோட்டார் வாகன விபத்து தீர்ப்பாயம் (MACT) மதுரை
MCOP 764/2025 - கருப்பசாமி
PW1 குறுக்கு விசாரணை முடிந்தது (Lakshmanan sir).
டாக்டர் எஸ். ரவிச்சந்திரன் (GRH எலும்பு முறிவு பிரிவு) - சம்மன் அனுப்ப உத்தரவு. பேட்டா கட்ட வேண்டும்.
அடுத்த தேதி 24.04.2026
""")

up("backlog/2026-03/PXL_20260325_173350021.jpg", "handwritten_note_photo", "P. Karthikeyan", "2026-03-25", ["C01"], ["C01-H04"], """
25/3/26 SA 412 Temple - CH 5
Senthil Murugan AGAIN - "senior engaged in Division Bench". 2nd time in this appeal.
Thangavelu J: "Last chance. Costs Rs. 2,000 to the appellant temple. Next date no adjournment, I will hear whoever is present."
ND 22/4 - final hearing.
Prepare: compilation, A-register extract Ex.A5, patta Ex.A7, 1st appellate jmt para 19.
""")

up("backlog/2026-04/tasmac 20.4.txt", "typed_note_txt", "P. Karthikeyan", "2026-04-20", ["C03"], ["C03-H04"], """
WP(MD) 4518/2026 - 20.04.2026 - Saravanabhavan J
- Impleading petition by M. Rajakannu (building owner + bar licensee) - allowed, impleaded as R4. His counsel S.A. Rahim Rowther (same Rowther as in Dindigul partition!) wants time for counter.
- TASMAC (Baskaran) also wants time for counter.
- Bar closure (30.3 order) continues.
- Filed additional typed set with photos - SR No. 21984/2026.
ND 15.06.2026 (after vacation).
""")

up("backlog/2026-04/PW1 cross Rajendran - Copy.docx", "typed_note_docx", "M. Selvi", "2026-04-06", ["C04"], ["C04-H05"], """
O.S. No. 118 of 2024 (Principal Sub Court, Dindigul) - 06.04.2026
PW1 M. Rajendran - further cross by Mr. S. Abdul Rahim Rowther (for D1):
- Q: D1 alone paid kist since 2005? A: Paid from the family's income from the land, not his own money.
- Q: You never lived in the Begambur house after 2003? A: Worked in Coimbatore, came for every festival; my room is still there.
- Q: House built by D1 in 1999 from his Tiruppur salary? A: Denied. Father built it in 1986; only the first floor was added later.
Cross concluded. No re-examination.
PW2 V. Chinnasamy (neighbour, 71) - chief by proof affidavit: father Muthiah built the house in 1986; he saw it.
At 4.45 pm Rowther filed I.A. No. 412 of 2026 for appointment of an advocate commissioner to measure the properties - copy served on us in court. Our counter to be filed.
ND 08.06.2026 - counter in IA 412, PW2 cross. (No May sitting - civil courts' vacation.)
"""),

up("backlog/2026-04/SA 412 arguments points.docx", "typed_note_docx", "P. Karthikeyan", "2026-04-22", ["C01"], ["C01-H05"], """
S.A.(MD) 412 of 2024 - ARGUMENT NOTE - heard on 22.04.2026 (Thangavelu J)
Points argued (40 minutes):
1. Kovil poramboke: land vests in the deity; user by neighbour is permissive; no prescription against temple (relied on the A-register, Ex.A5).
2. First appellate court relied only on DW2 and DW3, both relatives of the respondent; ignored Ex.A7 patta.
3. Even if access is needed, it is at most an easement of necessity, limited to what is necessary - a cart track of 8 feet is enough (commissioner's plan in O.S. shows 8 ft).
Court's queries:
- "Is there HR&CE sanction for the suit on record?" - produce the Joint Commissioner's letter.
- "What is the width actually used on the ground today?"
Respondent's counsel (Senthil Murugan) present today, did not seek time after last cost order.
Heard in part. ND 17.06.2026 (after summer vacation).
""")

up("backlog/2026-04/IMG20260408181120.jpg", "handwritten_note_photo", "Karuppiah", "2026-04-08", ["C02"], ["C02-H04"], """
08.04.2026 புதன் - கோர்ட் ஹால் 9
Crl.O.P.(MD) 9876/2025 சரவணன் மற்றும் இருவர்
அரசு தரப்பு கூடுதல் பப்ளிக் பிராசிகியூட்டர் அவகாசம் கேட்டார் - கேஸ் டைரி (CD) இன்னும் வரவில்லை.
இடைக்கால உத்தரவு நீட்டிப்பு.
அடுத்த தேதி 17.06.2026 (விடுமுறைக்குப் பின்)
அய்யனார் அவர்களுக்கு தகவல் சொல்லப்பட்டது.
""")

up("backlog/2026-04/24.4 two cases.txt", "typed_note_txt", "M. Selvi", "2026-04-24", ["C05", "C06"], ["C05-H05", "C06-H05"], """
24/04/2026 Friday - district court complex

1) CC 2231 (JM-III) - PW1 cross. Pandiarajan sir: "not ready, accused wants to engage one more counsel". Time given. ND 22.05.2026.
   143A 95,000 - 60 days ends 12.05. Selvam says no money paid so far.

2) MCOP 764 (MACT) - Dr. Ravichandran absent, saatchi varala. Summons served (ack. received) but doctor on theatre duty. Fresh summons, we paid batta Rs.1,500.
   Lakshmanan sir filed memo - wants to examine his investigator before the doctor. Judge said "claimant evidence first".
   ND 19.06.2026 (after May vacation).
""")

up("backlog/2026-06/IA 412 allowed 8-6.txt", "typed_note_txt", "M. Selvi", "2026-06-08", ["C04"], ["C04-H06"], """
OS 118 - 08.06.26
IA 412/2026 (D1's petition for advocate commissioner) - Rowther filed it on 06.04 the same day PW2 chief was done, kadaisi nimisham.
Today allowed. Adv. Commissioner P. Jegan. Fee Rs. 5,000 by D1. Report in 4 weeks. Measure punja land S.No. 88/4 and Begambur house.
PW2 Chinnasamy cross by Rowther - over. He stood firm: house was built by Muthiah in 1986, Ganesan was then in Tiruppur.
ND 24.08.2026 for commissioner report.
""")

up("backlog/2026-06/PXL_20260617_190145633.jpg", "handwritten_note_photo", "P. Karthikeyan", "2026-06-17", ["C01", "C02"], ["C01-H06", "C02-H05"], """
17/6/26  HC - first day after vacation

SA 412 (CH5): JC HR&CE letter 05.06.26 produced. Senthil Murugan argued 30 min - "12 ft used for 40 yrs". Judge: "Easement of necessity is different from prescription. Necessity ends where the necessity ends." Arguments concluded. Reserved - list for judgment 9/9.

Crl OP 9876 (CH9): CD produced by Addl PP - judge read it in chamber. Anitha madam (R2) - "want to file additional typed set - Kavitha's medical records". Time again. ND 22/7.
Judge to Anitha: "This is the last time."
""")

up("backlog/2026-06/IMG20260619163302.jpg", "handwritten_note_photo", "Karuppiah", "2026-06-19", ["C06"], ["C06-H06"], """
19.06.2026 MACT மதுரை
MCOP 764/25 கருப்பசாமி
டாக்டர் ரவிச்சந்திரன் PW2 ஆக விசாரிக்கப்பட்டார். 40% நிரந்தர ஊனம். Ex.P6 ஊனச் சான்றிதழ், Ex.P7 X-ray.
குறுக்கு விசாரணை முடிந்தது.
அடுத்த வாய்தா 17.07.2026 - RW1
""")

up("backlog/2026-06/correction MACT date.txt", "typed_note_txt", "M. Selvi", "2026-06-22", ["C06"], ["C06-H06"], """
22.06.2026
CORRECTION - MCOP 764 Karuppasamy
Karuppiah anna diary-la next date 17.07 nu ezhudhirukkaaru. WRONG. I checked with the MACT bench clerk today and the case status online: ND is 24.07.2026 (Friday) for RW1. 17th the tribunal is on leave.
Diary-la correct pannitten. Karuppasamy-kum sollitten.
Doctor's evidence on 19.06 was good - he said he cannot do coolie work (he was a load-man at Paravai market, Rs.15,000 per month).
""")

up("backlog/2026-07/CC 2231 3 july.txt", "typed_note_txt", "M. Selvi", "2026-07-03", ["C05"], ["C05-H07"], """
cc 2231/25 - 03-07-2026
Accused questioned u/s 351 BNSS. His answer: cheque was given as security for a chit run by Selvam's brother-in-law, no trade due. Says he will examine himself as DW1.
143A amount Rs.95,000 - kaasu kattala. Filed Crl.MP 3380/2026 for recovery as fine. Notice to accused.
Magistrate told Pandiarajan sir: "143A order-ai madikkaama irukka mudiyaadhu, next date pay or face recovery".
ND 11.09.2026 DW1.
""")

up("backlog/2026-07/PXL_20260713_120515982.jpg", "handwritten_note_photo", "P. Karthikeyan", "2026-07-13", ["C03"], ["C03-H06"], """
13-7-26  WP 4518 TASMAC  CH 3
AGP Thirumalai - "Collector's instructions awaited" - 3rd time (16.3, 15.6, today).
Saravanabhavan J - angry: "Instructions awaited is not an answer. Let the District Collector file a personal affidavit on what she proposes to do."
Collector - personal affidavit in 4 weeks. ND 10.8.
Our reply to TASMAC counter (104 m) filed - SR 41107/26.
""")

up("backlog/2026-07/22-07 kalaiselvi.txt", "typed_note_txt", "P. Karthikeyan", "2026-07-22", ["C02"], ["C02-H06"], """
22/07/26 Crl.OP(MD) 9876/2025 - CH 9
Full hearing. Argued for A2 (mother, 61, widow) and A3 (sister at Tambaram since 2019 - Aadhaar and rental agreement shown). No specific overt act; only "instigated over phone".
Addl PP: CD has statements of Kavitha and her parents only against A1 and A2.
Anitha for R2: opposed; filed typed set (Kavitha's GH Dindigul OP chit, 03.08.2025).
Kalaiselvi J: "The sister is in Chennai. How does she harass?" Orders reserved. Listed for orders 19.08.2026.
""")

up("backlog/2026-08/tasmac undertaking 10.8.txt", "typed_note_txt", "P. Karthikeyan", "2026-08-10", ["C03"], ["C03-H07"], """
W.P.(MD) 4518/2026 - 10.08.2026
Collector's personal affidavit (dt 07.08.2026) filed. New site S.No.212/3 Mettupatti Road, 640 m from school. Undertakes to shift within 12 weeks, bar closed till then.
Saravanabhavan J recorded the undertaking. "If it is not done, I will not spare anybody."
Rowther for R4 (Rajakannu): wants compensation for his building lease - judge: "separate remedy".
ND 09.11.2026 for compliance.
""")

up("backlog/2026-08/Saravanan call 19.8.txt", "typed_note_txt", "P. Karthikeyan", "2026-08-19", ["C02"], ["C02-H07"], """
19.8.26 - Crl OP 9876 ORDER today: quashed for A2 & A3, dismissed for A1. Liberty to A1 to seek discharge after final report.
Call from Saravanan 6.30 pm: he wants to file appeal to Supreme Court for himself. Told him - SLP costly and not advisable; better wait for final report and file discharge petition at JM Dindigul. Also try settlement again - jewels return 18 sovereigns + some amount.
His mother is relieved. Fees - nothing pending.
""")

up("backlog/2026-08/OS 118 24.08.txt", "typed_note_txt", "M. Selvi", "2026-08-24", ["C04"], ["C04-H07"], """
OS 118/2024 - 24.08.2026
Commissioner P. Jegan report filed: punja land S.No.88/4 - 2.38 acres on ground (patta says 2.40). Begambur house - ground floor 1,840 sq ft, terrace floor half built (D1 says he built it in 2015).
Plaintiff side closed.
DW1 chief - Rowther junior: "proof affidavit not ready, sir at Madurai". Judge imposed cost Rs.1,000, payable to plaintiff.
Rs.500 cost of 16.02 - paid on 09.03, Rajendran received.
ND 28.09.2026 DW1.
""")

up("backlog/2026-09/PXL_20260911_154402117.jpg", "handwritten_note_photo", "P. Karthikeyan", "2026-09-11", ["C05"], ["C05-H08"], """
11/9 Fri - JM III - CC 2231 Muthu
DW1 = accused R. Muthu himself. Chief: security cheque for chit.
My cross: admitted signature on Ex.P1 cheque; admitted he did not reply to the 138 notice; admitted no complaint to police about misuse of cheque; could not name the chit group or the chit number. Cross over.
Recovery petition Crl.MP 3380/26 - accused says "will pay in instalments" - not recorded.
ND 20/11 - args.
""")

up("backlog/2026-09/DW1 Ganesan cross part 1.docx", "typed_note_docx", "M. Selvi", "2026-09-28", ["C04"], ["C04-H08"], """
O.S. No. 118 of 2024 - DW1 M. Ganesan - 28.09.2026
Chief: proof affidavit. Ex.B1 to B6 marked (B1 sale deed 1998 for house site, B2 building plan approval 1999, B3 kist receipts 2005-2024, B4 bank loan papers, B5 Tiruppur salary certificates, B6 photos).
Cross by us (Selvi, sir on phone) - part:
- Admits father Muthiah was alive in 1998 and lived in the same house.
- Admits Ex.B1 site was bought in D1's name but "amma's jewels sold" for part of the price.
- Denies that Rajendran contributed to the construction.
Cross not completed - time over. ND 26.10.2026 for further cross of DW1.
""")

up("backlog/2026-10/MACT args 16.10.txt", "typed_note_txt", "M. Selvi", "2026-10-16", ["C06"], ["C06-H08"], """
16.10.2026 MACT - MCOP 764 arguments
Lakshmanan sir again asked time - "written arguments to be filed, DM's approval pending". Judge refused: "Evidence closed in July. No adjournment for arguments." Heard him orally.
Our args: income Rs.15,000 (load-man, Paravai market), 40% disability, multiplier 17 (age 34), medical bills Rs.1,48,500. Insurer: driver no badge, so no liability.
Award reserved - 20.11.2026.
""")

up("backlog/2026-10/Lok adalat reference 26.10.txt", "typed_note_txt", "M. Selvi", "2026-10-26", ["C04"], ["C04-H09"], """
26.10.26 OS 118 dgl
DW1 further cross - over. Ganesan admitted the punja land was never divided and all 4 children have a share in it. Only on house he fights.
Defendant side closed (D3 Meenakshi - no evidence, she supports us).
Sub Judge: "Brothers fight for 2 years over one house. Go to Lok Adalat." Referred to National Lok Adalat 14.11.2026 (Saturday).
ND 23.11.2026 - result of Lok Adalat / arguments.
Sir-ku message pannitten.
""")

up("backlog/2026-11/PXL_20261109_160022781.jpg", "handwritten_note_photo", "P. Karthikeyan", "2026-11-09", ["C03"], ["C03-H08"], """
9/11/26 WP 4518 TASMAC - compliance
12 weeks over on 30.10 - shop NOT shifted.
AGP: building at Mettupatti Rd under repair, 4 more weeks.
Saravanabhavan J: "Last opportunity. Else Collector to appear in person." ND 7/12.
Rowther (R4) - nothing.
Muthulakshmi madam to send photo of Mettupatti site - no work going on.
""")

up("backlog/2026-11/20.11.2026 friday.txt", "typed_note_txt", "M. Selvi", "2026-11-20", ["C05", "C06"], ["C05-H09", "C06-H09"], """
20.11.2026 (Fri)

MACT - MCOP 764 Karuppasamy - AWARD today. Rs.9,42,500 with 7.5% interest from 30.06.2025. United India to deposit in 6 weeks. Pay and recover from the owner (no badge). Karuppasamy cried in court. Claimed 18 lakh, got 9.42 lakh - told him it is fair, appeal not advisable.
Applied for certified copy - CA No. 2211/26.

JM-III - CC 2231 - our arguments over (sir argued 20 min: presumption u/s 139, no reply to notice, DW1 cannot name the chit). Pandiarajan sir - time for his arguments, "senior counsel to argue". ND 11.12.2026.
Recovery petition (95,000) - still pending; JM: "will decide along with the main case".
""")

up("backlog/2026-11/OS118 23-11 lok adalat failed.txt", "typed_note_txt", "M. Selvi", "2026-11-23", ["C04"], ["C04-H10"], """
OS 118/2024 - 23.11.2026
Lok Adalat on 14.11 - no settlement. Ganesan (D1) ready to give the punja land shares but wants the whole Begambur house for himself, offers Rs.6 lakh to Rajendran and nothing to Meenakshi. Rajendran refused.
Today Sub Judge posted for arguments. Written arguments also can be filed.
ND 14.12.2026 for arguments.
Rowther sir told me outside "we will file IA to reopen for one more witness" - watch out.
""")

up("backlog/2026-11/week plan 7-12 Dec.txt", "typed_note_txt", "P. Karthikeyan", "2026-11-30", ["C03", "C05", "C04", "C06"], [], """
WEEK 7-12 DEC - to do

Mon - TASMAC WP (Vadipatti) compliance. Get Muthulakshmi madam's photos printed + memo. If not shifted, press for Collector's appearance.
Wed - (no court matter) - Bar Association meeting 5 pm.
Fri - Muthu 138: reply to Pandiarajan's args. Keep ready: Rangappa, Basalingappa; 143A recovery petition.
Sat - Dindigul partition args prep: written arguments draft (Selvi). Rowther may file IA for reopening - objection ready.
Also: Karuppasamy MACT - check if United India deposited (6 weeks ends 1 Jan). Certified copy CA 2211/26 - follow up.
Temple SA - caveat in SC? Check with trustee.
""")
