"""The uploads of the Karnal practice: what Adv. Chahal, his junior Pooja and the munshi Satpal actually kept."""

L, J, K = "Vikramjeet Singh Chahal", "Pooja Sandhu", "Satpal Ror (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents before the hearings
u("backlog/2025-10/repudiation Star Sunrise 28.10.pdf", "document_scan", "Star Sunrise Health Insurance Co. Ltd.", "2025-10-28", ["C01"], [], """
STAR SUNRISE HEALTH INSURANCE CO. LTD.   Claims Department, Sector 44, Gurugram
Ref: SSHI/CLM/2025/884127                                  Date: 28.10.2025
To: Sh. Surender Kumar Kamboj, H.No. 417, Ramnagar, Karnal
Sub: Repudiation of claim under Family Health Optima policy No. 11/2024/00558
Your claim for Rs. 2,86,400/- towards RIRS (kidney stone surgery) at Shri Ram Kidney Care, Karnal (DOA 02.09.2025)
has been examined. As per the investigation, the insured was a known case of hypertension since 2019, which was not
disclosed in the proposal form. The claim is repudiated under clause 7.1 (non-disclosure of material facts).
                                                   For Carewell TPA Pvt. Ltd. / Authorised Signatory
""")
u("backlog/2025-12/CC complaint Surender Kamboj filed copy.pdf", "document_scan", L, "2025-12-10", ["C01"], [], """
BEFORE THE DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, KARNAL
Complaint under Section 35 of the Consumer Protection Act, 2019
Surender Kumar Kamboj s/o Sh. Om Parkash, r/o H.No. 417, Ramnagar, Karnal ..... Complainant
                Versus
1. Star Sunrise Health Insurance Co. Ltd., through its Branch Manager, Kunjpura Road, Karnal
2. Carewell TPA Pvt. Ltd., through its Manager, Gurugram ..... Opposite Parties
PRAYER: direct the OPs to pay Rs. 2,86,400/- with interest @ 12% p.a. from 28.10.2025; Rs. 1,00,000/- as
compensation for mental agony and harassment and Rs. 22,000/- as litigation expenses.
Facts: the complainant's blood pressure was first recorded at Shri Ram Kidney Care at the time of admission; he was
never treated for hypertension; the repudiation is without any document of prior treatment.
Karnal, 10.12.2025                       Through: Vikramjeet Singh Chahal, Advocate, Chamber 118
""")
u("backlog/2025-07/DAR FIR 211 PS Gharaunda.pdf", "document_scan", "Police Station Gharaunda", "2025-08-20", ["C03"], [], """
DETAILED ACCIDENT REPORT (FORM-VII, Rule 24 of the Haryana Motor Vehicles Rules)  P.S. Gharaunda, Distt. Karnal
FIR No. 211 dated 14.06.2025 u/s 106(1), 281 BNS
Date and time of accident: 14.06.2025 at about 7.15 PM, NH-44 near Gharaunda flyover (Panipat side lane)
Offending vehicle: Truck No. HR-45-C-xxxx (Ashok Leyland), driver Gurmeet Singh s/o Kartar Singh
Owner: Jagtar Transport Co., Panipat   Insurer: Bharat Suraksha General Insurance Co. Ltd., policy valid
Victim: Sandeep Kumar s/o Dharam Pal, age 34 yrs, r/o Gharaunda, on motorcycle HR-05-AL-xxxx, died on the spot
Driving licence of driver: No. NL-07-2019-00xxxxx issued by DTO Dimapur (Nagaland) - verification pending
Legal heirs: Rajni Devi (wife), Khushi (d) 9 yrs, Aarav (s) 6 yrs, Bimla Devi (mother)
Submitted to the Hon'ble MACT, Karnal on 20.08.2025.              SHO P.S. Gharaunda
""")
u("backlog/2025-09/IMG20250912_113402.jpg", "document_photo", "Kalpana Chawla Govt. Medical College, Karnal", "2025-06-15", ["C03"], [], """
KALPANA CHAWLA GOVERNMENT MEDICAL COLLEGE, KARNAL - DEPARTMENT OF FORENSIC MEDICINE
POST MORTEM REPORT No. 611/2025      Date 15.06.2025
Name: Sandeep Kumar s/o Dharam Pal, 34 yrs, male. Brought by: HC Rajesh, PS Gharaunda
Cause of death: head injury (fracture of the skull with laceration of brain) - ante mortem, sufficient to cause death
in the ordinary course of nature. Alcohol: not detected.
""")
u("backlog/2025-11/Award MACT 203-2023 Suman Lata.pdf", "document_scan", "MACT Karnal", "2025-11-14", ["C04"], [], """
IN THE COURT OF MOTOR ACCIDENT CLAIMS TRIBUNAL, KARNAL
MACT No. 203 of 2023    Suman Lata & Ors. vs Vinod Kumar & Ors.
AWARD (extract)
Deceased Ramesh Chand, aged 47 years, a mason earning Rs. 18,000/- p.m.; future prospects 25%; deduction 1/4th;
multiplier 14. Compensation assessed Rs. 32,40,000/- with interest @ 7.5% p.a. from the date of petition.
Respondent No. 3 Bharat Suraksha General Insurance Co. Ltd. liable to pay, the bus being duly insured.
Announced 14.11.2025                                     Presiding Officer, MACT Karnal
""")
u("backlog/2025-09/legal notice Skyline Infraheights.docx", "typed_note_docx", L, "2025-09-22", ["C05"], [], """
VIKRAMJEET SINGH CHAHAL, Advocate, Chamber 118, New Lawyers' Chambers, District Courts, Karnal
Regd. AD / Email                                                         Dated: 22.09.2025
To: M/s Skyline Infraheights Pvt. Ltd., SCO 21, Sector 12, Karnal
Sub: Legal notice - Flat T-4/803, Skyline Green Vistas, Sector 32, Karnal
Under instructions of my clients Sh. Amit Chawla and Smt. Neha Chawla: the Builder Buyer Agreement was executed on
18.03.2019; possession was due by 17.03.2023; my clients have paid Rs. 46,38,500/- out of the total sale
consideration. No possession till date. You are called upon to hand over possession within 30 days along with
delay possession charges as per the RERA Rules, failing which my clients will approach the Haryana RERA, Panchkula.
""")
u("backlog/2026-02/IMG-20260226-WA0011.jpg", "document_photo", "M/s Karnal Homes LLP", "2026-02-26", ["C06"], [], """
KARNAL HOMES LLP - ROYAL ENCLAVE, SECTOR 36, KARNAL         STATEMENT OF RECEIPTS (photo sent by client)
Allottee: Baljeet Kaur w/o Gurnam Singh, Indri     Plot No. 14-B (200 sq. yd.)
Rcpt 0112  12.01.2022  Rs. 5,00,000  cheque (PNB Indri)
Rcpt 0189  20.06.2022  Rs. 6,50,000  RTGS
Rcpt 0247  15.02.2023  Rs. 6,00,000  cheque
Rcpt 0301  03.08.2023  Rs. 1,25,000  CASH (kacchi parchi, sign of Sh. Naveen, site office)
Total paid: Rs. 18,75,000/-.  Development work not started at site even in 2026 - plot ka koi pata nahi.
""")
u("backlog/2026-01/bill UHBVN gupta chakki.jpg", "document_photo", "UHBVN, City Sub-Division Karnal", "2026-01-05", ["C07"], [], """
UTTAR HARYANA BIJLI VITRAN NIGAM LTD.   Sub-Division (OP) City, Karnal
Account No. X41-KA-0093xxxx   Name: Ram Kishan Gupta (Gupta Atta Chakki), Old Subzi Mandi, Karnal   NDS/LT-Ind 15 kW
Bill period: 08/2025 - 12/2025   Status: 'D' (meter defective) - average billing   Sundry charges included
Amount payable: Rs. 1,42,680/-   Due date: 20.01.2026   Disconnection if unpaid after due date.
""")
u("backlog/2026-04/DCDRC order CC 391-2023 Hari Om.pdf", "document_scan", "DCDRC Karnal", "2026-04-21", ["C08"], [], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, KARNAL
Consumer Complaint No. 391 of 2023      Hari Om Sharma vs M/s Vasundhara Buildtech Pvt. Ltd.
ORDER (operative part): The complainant booked a unit in 'Vasundhara Heights', Karnal and paid Rs. 9,60,000/-.
The project was abandoned. The OP is directed to refund Rs. 9,60,000/- with interest @ 9% p.a. from the dates of
deposit, to pay Rs. 50,000/- as compensation and Rs. 15,000/- as litigation expenses within 45 days.
Pronounced 21.04.2026.                        Member          Member          President
""")

# ---------------- C01 Kamboj mediclaim (DCDRC Karnal)
u("backlog/2026-02/IMG_20260211_164810.jpg", "handwritten_note_photo", L, "2026-02-11", ["C01", "C07"], ["C01-H01"], """
[diary page, blue ink]  11/2/26 Wed
Consumer Comm. - Surender Kamboj v. Star Sunrise - Goel (Manish) appeared for OPs 1 & 2, vakalatnama filed.
Version ke liye time. Mann sahab: "45 din ka dhyan rakho, next time version nahi to costs." ND 18/3/26.
Gupta ji (chakki) - PLA me 16.2 ko Pooja jayegi, 20,000 deposit ka draft ready rakhna.
""")
u("backlog/2026-03/CC 214-2025 order 18.03.2026.pdf", "certified_order_sheet_scan", "DCDRC Karnal", "2026-03-18", ["C01"], ["C01-H02"], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, KARNAL
CC No. 214 of 2025         Surender Kumar Kamboj vs Star Sunrise Health Insurance Co. Ltd. & Anr.
Present:  Complainant with Sh. V.S. Chahal, Advocate.
          Sh. Manish Goel, Advocate for OP No. 1.  None for OP No. 2.
          Version not filed. Learned counsel for OP No. 1 requests for time. Last opportunity is granted subject to
costs of Rs. 2,000/- payable to the complainant. None has appeared for OP No. 2 despite service, hence OP No. 2 is
proceeded against ex parte. Now to come up on 22.04.2026 for filing version of OP No. 1.
Dated 18.03.2026               (Member)          (Member)          (Jasbir Singh Mann) President
""")
u("backlog/2026-04/kamboj 22.4.txt", "typed_note_txt", L, "2026-04-22", ["C01"], ["C01-H03"], """
22.04.26  CC 214/2025 Kamboj v Star Sunrise
Version of OP1 filed today, costs Rs 2000 paid to Surender in court. Main plea: complainant a known case of
hypertension since 2019, not disclosed in proposal form -> clause 7.1. Relying on investigator report (not yet filed).
OP2 TPA already ex parte.
Rejoinder + our evidence by way of affidavit next date. ND 27.05.2026.
To do: Shri Ram Kidney Care se admission BP chart + discharge summary certified mangwana.
""")
u("backlog/2026-05/IMG-20260528-WA0006.jpg", "handwritten_note_photo", K, "2026-05-28", ["C01", "C02", "C03"], ["C01-H04", "C02-H03", "C03-H04"], """
[मुंशी रजिस्टर - तारीख पेशी, मई 2026]
20.05.26  किरण बाला बनाम आरोग्यम अस्पताल (CC 57/26) - बीमा कंपनी (OP3) का जवाब दाखिल। शिकायतकर्ता ने मेडिकल बोर्ड की
          अर्जी लगाई। अगली तारीख 15.07.2026
26.05.26  रजनी देवी बनाम गुरमीत सिंह (MACT 88/25) - PW1 रजनी देवी का हलफनामा, मित्तल वकील ने जिरह की। अ.ता. 07.07.2026
27.05.26  सुरेंद्र कम्बोज बनाम स्टार सनराइज़ (CC 214/25) - रिजॉइंडर दिया, सबूत हलफनामा CW1/A, कागज़ C-1 से C-14 पेश।
          अगली तारीख 08.07.2026  (OP की गवाही)
""")
u("backlog/2026-07/Kamboj RW1 8-7-26.docx", "typed_note_docx", L, "2026-07-08", ["C01"], ["C01-H05"], """
CC 214 of 2025 - Surender Kamboj vs Star Sunrise - hearing 08.07.2026 (OP evidence)
RW1 Sh. Rakesh Sood, Manager (Claims), Star Sunrise, tendered affidavit Ex. RW1/A and documents Ex. R-1 to R-6
(policy, proposal form, repudiation letter). Admitted in his affidavit that no prescription of any BP medicine prior
to the policy is on file.
Goel sought time to produce the investigator. Commission allowed - "last one".
Next: 19.08.2026 for remaining OP evidence.
""")
u("backlog/2026-08/19.08 consumer.txt", "typed_note_txt", L, "2026-08-19", ["C01"], ["C01-H06"], """
19/8/26 consumer comm
Kamboj - RW2 Sanjay Bhatia (investigator, M/s Truefact Investigations, Panipat) affidavit Ex. RW2/A tendered.
His report: 'patient disclosed to the treating doctor that he is on BP medicine for 5-6 years'. But no doctor's
name, no prescription - only a verbal statement noted by him. Good point for args.
OP1 evidence closed by statement of Goel. Case for arguments on 07.10.2026.
""")
u("backlog/2026-10/IMG-20261014-WA0002.jpg", "handwritten_note_photo", K, "2026-10-14", ["C01", "C03", "C08"], ["C01-H07", "C03-H08", "C08-H03"], """
[मुंशी रजिस्टर - अक्टूबर 2026]
07.10.26  कम्बोज बनाम स्टार सनराइज़ - प्रधान जी (मान साहब) छुट्टी पर, बहस नहीं हुई। अगली तारीख 25.11.2026
13.10.26  रजनी देवी MACT - बीमा कंपनी का गवाह RW1 नीरज राणा (इन्वेस्टिगेटर) पेश हुआ, जिरह हुई। लाइसेंस क्लर्क RW2
          बीमा कंपनी के खर्चे पर तलब। अगली तारीख 17.11.2026
14.10.26  हरिओम शर्मा अपील (पंचकूला स्टेट कमीशन) - हमारा जवाब दाखिल। सचदेवा वकील ने पर्सनल दिक्कत बोलकर तारीख ली।
          अगली तारीख 02.12.2026  (पूजा मैडम गई थी)
""")
u("backlog/2026-11/Kamboj args 25.11.docx", "typed_note_docx", L, "2026-11-25", ["C01"], ["C01-H08"], """
Kamboj mediclaim - arguments 25.11.2026 before Mann sahab and both Members
Argued for about 25 minutes: (1) burden on the insurer to prove pre-existing disease by cogent evidence; (2) the
investigator RW2's report is hearsay - no treating doctor examined; (3) the BP reading at admission is not 'a known
case'. Mann sahab asked Goel: "koi purani parchi hai?" - Goel: none on record.
Goel then asked time to file written arguments. Granted. Mann sahab ne bola written arguments dono side de do.
ND 13.01.2027.
""")
u("backlog/2027-01/IMG_20270113_171522.jpg", "handwritten_note_photo", L, "2027-01-13", ["C01", "C03"], ["C01-H09", "C03-H10"], """
[diary page, two matters]  12-13 Jan 27
12/1 MACT Rajni Devi - our final arguments done (income Rs 25,000 pm, ITR 2023-24, multiplier 16 for age 34,
future prospects 40%). Mittal ne time le liya - "instructions on settlement". Aggarwal sahab asked him to come
with the insurer's offer. ND 10/2/27 for his args.
13/1 Kamboj - OP1 written arguments filed, we gave short rebuttal orally. Commission: "for orders". ND 10.02.2027.
""")

# ---------------- C02 Arogyam hospital (DCDRC Karnal) - we for OP1 and OP2
u("backlog/2026-03/IMG_20260311_125930.jpg", "handwritten_note_photo", L, "2026-03-11", ["C02"], ["C02-H01"], """
[diary]  11.3.26
Kiran Bala v Arogyam Hosp. - for OP1 hospital + OP2 Dr Vineet Malhotra. Appearance put in. Chhabra for complainant.
Claim Rs 25 lakh (bile duct injury after lap. chole on 12.09.2025). Version ke liye time - ND 15/4/26.
Dr Malhotra se consent form, OT notes, discharge summary lene hain.
""")
u("backlog/2026-04/version OP1 OP2 Arogyam final.docx", "typed_note_docx", L, "2026-04-15", ["C02"], ["C02-H02"], """
BEFORE THE DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, KARNAL
CC No. 57 of 2026     Kiran Bala vs Arogyam Hospital & Ors.
WRITTEN VERSION ON BEHALF OF OP NO. 1 (ARAGYAM HOSPITAL) AND OP NO. 2 (DR. VINEET MALHOTRA)
Preliminary objections: the complaint is time-barred in part and an expert's opinion is needed.
On merits: the complainant was operated on 12.09.2025 by the standard laparoscopic procedure after informed
consent signed on 11.09.2025 by her and her husband. A bile leak is a known and recognised complication; it was
detected on the 2nd post-operative day and she was referred with all records. OP No. 2 is a qualified surgeon
(MS, 18 years). No negligence. OP No. 3 (New Suraksha Assurance) is the insurer of the hospital under a
professional indemnity policy and is liable, if at all.
[filed in the Commission on 15.04.2026; OP3 took time for its version - ND 20.05.2026]
""")
u("backlog/2026-07/CC-57-2026 order dt 15.07.2026.pdf", "certified_order_sheet_scan", "DCDRC Karnal", "2026-07-15", ["C02"], ["C02-H04"], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, KARNAL
CC No. 57 of 2026          Kiran Bala vs Arogyam Hospital & Ors.
Present: Sh. Anil Chhabra, Advocate for the complainant.
         Sh. V.S. Chahal, Advocate for OP Nos. 1 and 2.  Sh. Sunil Dutt, Advocate for OP No. 3.
         Arguments on the application of the complainant for obtaining expert opinion heard. The question of
negligence in a surgical procedure needs expert opinion. The Principal, Kalpana Chawla Government Medical College,
Karnal is requested to constitute a Board of doctors and send its opinion after examining the record. Copies of the
record be sent by the office. Now to come up on 16.09.2026 for report.
Dated 15.07.2026               (Member)          (Member)          (Jasbir Singh Mann) President
""")
u("backlog/2026-09/arogyam 16 sept.txt", "typed_note_txt", L, "2026-09-16", ["C02"], ["C02-H05"], """
16.09.2026 Kiran Bala v Arogyam - medical board report nahi aaya. Commission ne KCGMC ko reminder bheja.
Chhabra was absent, his junior present. ND 18.11.2026.
""")
u("backlog/2026-11/KCGMC board opinion CC 57.pdf", "document_scan", "Medical Board, KCGMC Karnal", "2026-11-18", ["C02"], ["C02-H06"], """
KALPANA CHAWLA GOVERNMENT MEDICAL COLLEGE, KARNAL
Opinion of the Medical Board (constituted on the request of the DCDRC Karnal in CC No. 57 of 2026)
Members: Prof. (Dr.) R.K. Bedi (Surgery), Dr. Anju Lather (Gastroenterology), Dr. Sameer Khurana (Anaesthesia)
After perusing the record: the laparoscopic cholecystectomy was indicated; informed consent is on record; a bile
leak / bile duct injury is a known complication of this surgery (0.3 to 0.6 percent) even in expert hands; it was
detected early and the patient was referred in time. The Board finds no negligence on the part of the treating
surgeon or the hospital.
Received in the Commission on 18.11.2026. Complainant's counsel sought time to file objections - next 20.01.2027.
""")
u("backlog/2027-01/WhatsApp Chat with Dr Vineet Malhotra.txt", "whatsapp_export", L, "2027-01-20", ["C02"], ["C02-H06", "C02-H07"], """
18/11/2026, 13:02 - Vikramjeet Chahal Adv: Dr sahab, KCGMC board report aa gayi. No negligence found. Congratulations 🙏
18/11/2026, 13:05 - Dr Vineet Malhotra: Thank God. Ab case khatam?
18/11/2026, 13:09 - Vikramjeet Chahal Adv: Nahi abhi. Chhabra ne objections ke liye time liya, next 20 Jan. Phir unki evidence.
18/11/2026, 13:10 - Dr Vineet Malhotra: Ok sir
20/01/2027, 15:41 - Vikramjeet Chahal Adv: Aaj objections file ho gaye unki taraf se. Kiran Bala ka affidavit CW1 bhi tender hua.
20/01/2027, 15:42 - Vikramjeet Chahal Adv: Cross mein karunga next date pe - 03.03.2027. Aap OT register original ready rakhna.
20/01/2027, 15:50 - Dr Vineet Malhotra: Sure, will send with Rakesh from accounts.
""")

# ---------------- C03 Rajni Devi death claim (MACT Karnal)
u("backlog/2026-02/MACT 88 notes 17 feb.docx", "typed_note_docx", L, "2026-02-17", ["C03"], ["C03-H01"], """
MACT No. 88 of 2025  Rajni Devi & Ors. v. Gurmeet Singh & Ors. (DAR, PS Gharaunda FIR 211/2025)
17.02.2026 before Aggarwal sahab: DAR treated as claim petition. Our Form-II / petition u/s 166 annexed.
R1 driver Gurmeet and R2 Jagtar Transport served, absent. R3 Bharat Suraksha - Sh. Pawan Mittal appeared, sought
time for reply. ND 24.03.2026.
Claimants: Rajni (widow), Khushi, Aarav, Bimla Devi (mother). Sandeep's cloth shop income Rs 25,000 pm - ITR 2023-24.
""")
u("backlog/2026-03/rajni 24-3.txt", "typed_note_txt", L, "2026-03-24", ["C03"], ["C03-H02"], """
24/3/26 MACT Rajni
R3 reply filed by Mittal - defence: driver Gurmeet was not holding a valid and effective licence; the licence
NL-07-2019 shown as issued by DTO Dimapur (Nagaland) is fake; breach of policy; insurer not liable, or right of
recovery. Also: deceased was riding without helmet - contributory negligence.
R1 and R2 ex parte. Issues ke liye ND 28.04.2026.
""")
u("backlog/2026-04/MACT 88-2025 zimni 28.04.2026.pdf", "certified_order_sheet_scan", "MACT Karnal", "2026-04-28", ["C03"], ["C03-H03"], """
IN THE COURT OF SH. DEEPAK AGGARWAL, ADJ-cum-PRESIDING OFFICER, MOTOR ACCIDENT CLAIMS TRIBUNAL, KARNAL
MACT No. 88 of 2025     Rajni Devi & Ors. vs Gurmeet Singh & Ors.
Present: Sh. V.S. Chahal, Adv. for the claimants.  Respondent Nos. 1 and 2 already ex parte.
         Sh. Pawan Mittal, Adv. for respondent No. 3.
From the pleadings of the parties, the following issues are framed:
1. Whether Sandeep Kumar died in the accident on 14.06.2025 due to rash and negligent driving of truck No.
   HR-45-C-xxxx by respondent No. 1? OPP
2. If issue No. 1 is proved, to what amount of compensation the claimants are entitled and from whom? OPP
3. Whether respondent No. 1 was not holding a valid and effective driving licence? OPR-3
4. Relief.
Now to come up on 26.05.2026 for the evidence of the claimants.
28.04.2026                                                    ADJ-cum-PO MACT, Karnal
""")
u("backlog/2026-07/IMG_20260707_133018.jpg", "handwritten_note_photo", L, "2026-07-07", ["C03"], ["C03-H05"], """
[diary]  7/7/26 Tue  MACT
Rajni - PW2 Harpreet Singh (eye witness, dhaba owner near the flyover) nahi aaya - phone band. Aggarwal sahab:
last opportunity, "agli baar gawah nahi to evidence close". ND 4/8/26. Rajni ko bolo Harpreet ko khud leke aaye.
""")
u("backlog/2026-08/PW2 Harpreet cross 4.8.26.docx", "typed_note_docx", L, "2026-08-04", ["C03"], ["C03-H06"], """
MACT 88/2025 Rajni Devi - 04.08.2026
PW2 Harpreet Singh s/o Jarnail Singh, dhaba owner, NH-44 Gharaunda, examined in chief by affidavit Ex. PW2/A.
Cross by Mittal: he saw the truck coming at high speed in the wrong lane; Sandeep was wearing a helmet which broke.
Denied that he is a planted witness. Stood firm.
Claimants' evidence closed. RE (insurer's evidence) on 08.09.2026.
""")
u("backlog/2026-09/8.9 mact.txt", "typed_note_txt", L, "2026-09-08", ["C03"], ["C03-H07"], """
8.9.26 MACT Rajni - insurer's evidence: licensing clerk from DTO Dimapur nahi aaya. Mittal sought time, "witness
has to come from Nagaland". Granted. ND 13.10.26.
""")
u("backlog/2026-11/rajni MACT 17.11.txt", "typed_note_txt", L, "2026-11-17", ["C03"], ["C03-H09"], """
17.11.2026 MACT Rajni Devi
RW2 (licensing clerk, DTO Dimapur) again not present, no diet money deposited by the insurer. Aggarwal sahab closed
R3's evidence by order - "sufficient opportunities given". Our args next. ND 19.01.2027 for final arguments.
""")
u("backlog/2026-11/correction rajni ND.txt", "typed_note_txt", L, "2026-11-18", ["C03"], ["C03-H09"], """
CORRECTION - Rajni Devi MACT: the next date written in yesterday's note (19.01.2027) is wrong. Satpal checked with
the ahlmad - the date given is 12.01.2027 (Tuesday) for final arguments. Diary me bhi theek kar diya.
""")

# ---------------- C04 Suman Lata FAO (HC, Court 19)
u("backlog/2026-03/FAO-3318-2026 order 13.03.2026.pdf", "certified_order_sheet_scan", "Punjab and Haryana High Court", "2026-03-13", ["C04"], ["C04-H01"], """
IN THE HIGH COURT OF PUNJAB AND HARYANA AT CHANDIGARH
FAO-3318-2026 (O&M)
Bharat Suraksha General Insurance Co. Ltd.                  ..... Appellant
                 Versus
Suman Lata and others                                       ..... Respondents
CORAM: HON'BLE MS. JUSTICE NAVNEET KAUR BRAR
Present: Mr. Arvind Singla, Advocate for the appellant.
         Mr. V.S. Chahal, Advocate for respondents No. 1 to 3 (on caveat).
Notice of motion. Since learned counsel for respondents No. 1 to 3 has appeared on caveat, no further notice.
Execution of the award dated 14.11.2025 shall remain stayed subject to the appellant depositing 50% of the awarded
amount with the Tribunal within six weeks. List on 15.05.2026.
13.03.2026                                             (NAVNEET KAUR BRAR) JUDGE
""")
u("backlog/2026-05/suman FAO 15.5.txt", "typed_note_txt", L, "2026-05-15", ["C04"], ["C04-H02"], """
15.05.26 HC Court 19 - Suman Lata FAO
Insurer deposited Rs 16,20,000 (50%) with MACT Karnal on 21.04.2026. Our CM for release allowed: Rs 5,00,000
released to Suman Lata, to be kept in FDR for 3 years in a nationalised bank; rest to remain in deposit.
Singla did not oppose. ND 21.08.2026.
""")
u("backlog/2026-05/WhatsApp Chat with Deepak s-o Suman Lata.txt", "whatsapp_export", L, "2026-05-22", ["C04"], ["C04-H02"], """
15/05/2026, 16:20 - Vikramjeet Chahal Adv: Deepak, HC ne 5 lakh release kar diye mummy ke naam. FDR 3 saal ki banegi.
15/05/2026, 16:24 - Deepak Nissing: Sir baaki paise kab?
15/05/2026, 16:25 - Vikramjeet Chahal Adv: Appeal ke faisle ke baad. Next date 21 August.
22/05/2026, 11:02 - Deepak Nissing: Sir MACT se release order le aaye, SBI Nissing me FDR ho gayi 5,00,000 ki
22/05/2026, 11:03 - Vikramjeet Chahal Adv: 👍 receipt ki photo bhej do file ke liye
""")
u("backlog/2026-08/FAO-3318-2026 order dt 21.08.2026.pdf", "certified_order_sheet_scan", "Punjab and Haryana High Court", "2026-08-21", ["C04"], ["C04-H03"], """
IN THE HIGH COURT OF PUNJAB AND HARYANA AT CHANDIGARH
FAO-3318-2026 (O&M)   Bharat Suraksha General Insurance Co. Ltd. vs Suman Lata and others
CORAM: HON'BLE MS. JUSTICE NAVNEET KAUR BRAR
Present: Mr. Arvind Singla, Advocate for the appellant.  Mr. V.S. Chahal, Advocate for respondents No. 1 to 3.
Let the record of the Tribunal be summoned. List on 13.11.2026.
21.08.2026                                             (NAVNEET KAUR BRAR) JUDGE
""")
u("backlog/2026-11/Suman FAO args 13-11-2026.docx", "typed_note_docx", L, "2026-11-13", ["C04"], ["C04-H04"], """
FAO-3318-2026 - Suman Lata - 13.11.2026, Court 19, Brar J
Singla argued (1) multiplier 14 wrongly applied - deceased 47 years, Sarla Verma says 13; (2) contributory
negligence - Ramesh Chand was crossing the road. Brar J asked him for the site plan; none in the record. She
asked me about the multiplier - I said age 47 in the postmortem but 45 in the Aadhaar; Court: "file the Aadhaar".
Adjourned for arguments. ND 22.01.2027.
""")
u("backlog/2027-01/WhatsApp Chat with Pooja Sandhu Jr.txt", "whatsapp_export", J, "2027-01-27", ["C04", "C08"], ["C04-H05", "C08-H05"], """
22/01/2027, 12:31 - Pooja Sandhu Jr: Sir Court 19 me FAO Suman Lata not reached. Board bahut lamba tha, 41 tak hi pahunche.
22/01/2027, 12:32 - Pooja Sandhu Jr: ND 19.03.2027
22/01/2027, 12:40 - Vikramjeet Chahal Adv: Ok. Aadhaar wali CM file ho gayi thi na?
22/01/2027, 12:41 - Pooja Sandhu Jr: Yes sir, 18 Jan ko diary ho gayi thi
27/01/2027, 14:05 - Pooja Sandhu Jr: Sir State Commission Hari Om appeal me aaj part arguments hue
27/01/2027, 14:07 - Pooja Sandhu Jr: Sachdeva ne kaha Hari Om investor hai, do units book kiye the, consumer nahi. Lathwal sir ne booking form maanga
27/01/2027, 14:08 - Pooja Sandhu Jr: Next date 10.03.2027 for remaining arguments
27/01/2027, 14:15 - Vikramjeet Chahal Adv: Second unit to bhai ke naam tha. Affidavit of Hari Om ready karo
""")

# ---------------- HRERA and PLA through the junior (WhatsApp), C05 C06 C07
u("backlog/2026-05/WhatsApp Chat with Pooja Sandhu Jr.txt", "whatsapp_export", J, "2026-05-21", ["C05", "C06", "C07"], ["C05-H01", "C07-H01", "C07-H02", "C05-H02", "C06-H01", "C05-H03", "C06-H02"], """
16/02/2026, 13:10 - Pooja Sandhu Jr: Sir PLA Gupta ji - Garg sir ne interim order diya, Rs 20,000 deposit karne par connection nahi katega. UHBVN reply ke liye time. ND 16.03.2026
24/02/2026, 11:48 - Pooja Sandhu Jr: Sir HRERA Chawla case VC pe laga. Skyline ki taraf se Shruti Jain appeared, reply ke liye time. ND 07.04.2026
16/03/2026, 12:55 - Pooja Sandhu Jr: Sir PLA conciliation: Narang ne kaha Nigam bill 96,000 kar dega. Gupta ji ne mana kar diya. ND 20.04
16/03/2026, 12:56 - Vikramjeet Chahal Adv: Sahi kiya. Meter testing ki application ready rakho
07/04/2026, 15:20 - Pooja Sandhu Jr: Sir Chawla - Skyline ka reply aa gaya, force majeure COVID aur NGT construction ban. ND 19.05.2026 for rejoinder
09/04/2026, 12:02 - Pooja Sandhu Jr: Sir Baljeet Kaur refund case - Karnal Homes served nahi hua, Sheoran madam ne fresh notice ka order kiya. ND 21.05.2026
19/05/2026, 13:30 - Pooja Sandhu Jr: Sir Chawla me rejoinder file kar diya. Dhull sir ne first question OC ka poocha - builder ko OC ka status documents ke saath file karne ko kaha. ND 21.07.2026
21/05/2026, 12:44 - Pooja Sandhu Jr: Sir Baljeet - Kunal Bansal appeared for Karnal Homes. Reply ke liye time maanga, madam ne last opportunity di. ND 16.07.2026
21/05/2026, 12:45 - Vikramjeet Chahal Adv: 👍
""")
u("backlog/2026-02/PLA 33-2026 order 16.02.2026.pdf", "certified_order_sheet_scan", "Permanent Lok Adalat (PUS), Karnal", "2026-02-16", ["C07"], ["C07-H01"], """
PERMANENT LOK ADALAT (PUBLIC UTILITY SERVICES), KARNAL
Application No. 33 of 2026     Ram Kishan Gupta vs UHBVN through SDO (OP) City Sub-Division, Karnal
Present: Applicant with Ms. Pooja Sandhu, Advocate.  Sh. Rohit Narang, Advocate for the respondent Nigam.
Reply not filed; time sought. In the meanwhile, subject to the applicant depositing Rs. 20,000/- with the Nigam under
protest, the electricity connection of the applicant shall not be disconnected on account of the impugned bill of
Rs. 1,42,680/-. To come up on 16.03.2026 for reply and conciliation.
16.02.2026              Member          Member          (Ramesh Chander Garg) Chairman
""")
u("backlog/2026-04/IMG-20260421-WA0003.jpg", "handwritten_note_photo", K, "2026-04-21", ["C07", "C05"], ["C07-H03", "C05-H02"], """
[मुंशी रजिस्टर - अप्रैल 2026]
07.04.26  चावला बनाम स्काईलाइन (रेरा पंचकूला, VC) - बिल्डर का जवाब आया। अगली तारीख 19.05.2026
20.04.26  गुप्ता आटा चक्की बनाम बिजली निगम (स्थायी लोक अदालत) - समझौता नहीं हुआ। मीटर ME लैब में जांच के लिए भेजा।
          अगली तारीख 15.06.2026
""")
u("backlog/2026-06/ME Lab report meter Gupta.pdf", "document_scan", "UHBVN M&P / ME Lab, Karnal", "2026-06-15", ["C07"], ["C07-H04"], """
UHBVN - ME LAB, KARNAL   Test Report No. MEL/KNL/2026/419   Date of testing: 02.06.2026
Meter No. HPL-3P-88xxxx of A/c X41-KA-0093xxxx (Ram Kishan Gupta), sent by the Permanent Lok Adalat, Karnal
Result: meter found DEFECTIVE - display 'jumping' of the kWh register; accuracy test failed (+38% error).
Seal intact; no tampering found.
[Produced before the PLA on 15.06.2026; case fixed for arguments on 20.07.2026]
""")
u("backlog/2026-07/PLA award 33-2026 Gupta.pdf", "certified_order_sheet_scan", "Permanent Lok Adalat (PUS), Karnal", "2026-07-20", ["C07"], ["C07-H05"], """
PERMANENT LOK ADALAT (PUBLIC UTILITY SERVICES), KARNAL
Application No. 33 of 2026     Ram Kishan Gupta vs UHBVN
AWARD (u/s 22-C(8) of the Legal Services Authorities Act, 1987)
The conciliation failed. The ME Lab report shows the meter was defective and no tampering was found. The bill of
Rs. 1,42,680/- is quashed. The Nigam shall overhaul the account on the basis of the average consumption of the six
months preceding the defect, which works out to Rs. 23,410/-. The Rs. 20,000/- deposited under protest shall be
adjusted. The Nigam shall also pay Rs. 5,000/- as litigation costs. Application allowed.
20.07.2026              Member          Member          (Ramesh Chander Garg) Chairman
""")
u("backlog/2026-07/HRERA 402-2026 proceedings 16.07.2026.pdf", "certified_order_sheet_scan", "HRERA Panchkula", "2026-07-16", ["C06"], ["C06-H03"], """
HARYANA REAL ESTATE REGULATORY AUTHORITY, PANCHKULA - COURT NO. 3
Complaint No. 402 of 2026     Baljeet Kaur vs M/s Karnal Homes LLP
Date of hearing: 16.07.2026   Proceedings recorded by: Smt. Renu Sheoran, Member
Present: Ms. Pooja Sandhu, Advocate for the complainant (through VC).  Sh. Kunal Bansal, Advocate for the respondent.
Despite the last opportunity granted on 21.05.2026, the respondent has not filed its reply. Cost of Rs. 5,000/- is
imposed upon the respondent, payable to the complainant. The reply shall be taken on record only on payment of cost.
Adjourned to 10.09.2026.
""")
u("backlog/2026-07/chawla 21 july.txt", "typed_note_txt", L, "2026-07-21", ["C05"], ["C05-H04"], """
21.07.2026 HRERA Court 2 (Pooja on VC, I joined from chamber) - Chawla v Skyline
Shruti Jain filed OC: occupation certificate granted on 30.06.2026. Offer of possession sent 10.07.2026 - but with
extra demand of Rs 3,12,000 (club membership Rs 1,50,000 + EDC escalation Rs 1,62,000). Chawla ji ne kaha ye
illegal hai. Dhull sahab: "club membership was not in the BBA?" - Shruti: will check. ND 15.09.2026 for arguments.
""")
u("backlog/2026-09/chawla args 15.09.txt", "typed_note_txt", L, "2026-09-15", ["C05"], ["C05-H05"], """
15/9/26 Chawla - arguments heard in full. Our claim: DPC from 17.03.2023 at the prescribed rate (SBI MCLR + 2%)
till valid offer of possession; no club charges; EDC escalation only if the State has demanded it. Order reserved.
ND 27.10.2026 for pronouncement.
""")
u("backlog/2026-10/HRERA order 1187 of 2025 dt 27.10.2026.pdf", "certified_order_sheet_scan", "HRERA Panchkula", "2026-10-27", ["C05"], ["C05-H06"], """
HARYANA REAL ESTATE REGULATORY AUTHORITY, PANCHKULA - COURT NO. 2
Complaint No. 1187 of 2025     Amit Chawla & Anr. vs M/s Skyline Infraheights Pvt. Ltd.
Date of decision: 27.10.2026     Coram: Sh. Harpal Singh Dhull, Member
ORDER (operative part)
(i) The respondent shall pay delay possession charges at the prescribed rate of 10.85% per annum (SBI highest MCLR
8.85% + 2%) on the amount paid, i.e. Rs. 46,38,500/-, from the due date of possession 17.03.2023 till the offer of
possession (10.07.2026) plus two months, i.e. till 10.09.2026, as per Rule 15 of the Haryana RERA Rules, 2017.
(ii) The respondent shall not charge club membership, which is not part of the BBA. EDC escalation only on proof of
demand by the competent authority.
(iii) Physical possession within 30 days; conveyance deed within 3 months.
Complaint stands disposed of. File be consigned to the registry.
""")
u("backlog/2026-09/Baljeet HRERA 10.9.docx", "typed_note_docx", J, "2026-09-10", ["C06"], ["C06-H04"], """
Baljeet Kaur v. Karnal Homes - HRERA Court 3 - 10.09.2026 (VC) - note by Pooja
Bansal paid the cost of Rs 5,000 (DD in favour of Baljeet Kaur) and the reply was taken on record.
Reply says: complainant defaulted in instalments from 2024, so the respondent has forfeited 10% earnest money; plot
is ready for possession. Sheoran madam asked for site photos. Rejoinder by us. ND 29.10.2026.
""")
u("backlog/2026-10/IMG-20261030-WA0008.jpg", "handwritten_note_photo", K, "2026-10-30", ["C06"], ["C06-H05"], """
[मुंशी रजिस्टर]  29.10.26  बलजीत कौर बनाम करनाल होम्स (रेरा, कोर्ट 3) - रिजॉइंडर दाखिल। मैडम ने दोनों पक्षों से हिसाब
(statement of account) मांगा। अगली तारीख 10.12.2026.  साइट की फोटो बलजीत जी के लड़के से लेनी है - प्लॉट पर अभी सड़क नहीं।
""")
u("backlog/2026-12/baljeet accounts 10.12.txt", "typed_note_txt", L, "2026-12-10", ["C06"], ["C06-H06"], """
10.12.2026 Baljeet refund - statements of account filed. Ours: Rs 18,75,000. Karnal Homes admits Rs 17,50,000 only;
says the Rs 1,25,000 cash receipt no. 0301 is not on their letter-head format. Sheoran madam: "refund with interest
at MCLR+2 if the plot is not developed; cash receipt will be seen". ND 10.02.2027 for arguments.
""")

# ---------------- C08 Hari Om appeal (State Commission, Panchkula)
u("backlog/2026-06/FA 588-2026 order 24.06.2026.pdf", "certified_order_sheet_scan", "State Consumer Disputes Redressal Commission, Haryana", "2026-06-24", ["C08"], ["C08-H01"], """
STATE CONSUMER DISPUTES REDRESSAL COMMISSION, HARYANA, PANCHKULA - BENCH-II
First Appeal No. 588 of 2026
M/s Vasundhara Buildtech Pvt. Ltd.                       ..... Appellant
                 Versus
Hari Om Sharma                                           ..... Respondent
Date of hearing: 24.06.2026     CORAM: Sh. S.P. Lathwal, Judicial Member; Ms. Manjula Rathee, Member
Present: Mr. Gaurav Sachdeva, Advocate for the appellant.
For the reasons stated in the application, the delay of 12 days in filing the appeal is condoned. The appellant has
deposited Rs. 5,05,000/- as statutory amount under Section 41 of the Consumer Protection Act, 2019. Notice of the
appeal to the respondent. Meanwhile, execution of the impugned order dated 21.04.2026 shall remain stayed.
To come up on 26.08.2026.
""")
u("backlog/2026-08/hari om appeal 26.8.txt", "typed_note_txt", J, "2026-08-26", ["C08"], ["C08-H02"], """
26.08.2026 - State Commission Bench-II - Hari Om Sharma (respondent) - Pooja
Appeared for the respondent, vakalatnama filed. Reply to the appeal in 4 weeks. ND 14.10.2026.
Sachdeva's grounds: (1) complainant booked 2 units, so investor; (2) delay due to RERA registration lapse, not the
builder's fault. Sir ko batana: reply me dusra unit bhai ke naam - Rajesh Sharma.
""")
u("backlog/2026-12/hari om 2 dec.txt", "typed_note_txt", J, "2026-12-02", ["C08"], ["C08-H04"], """
02/12/2026 Hari Om appeal - Bench-II nahi baithi, Manjula ma'am leave par. Reader ne ND 27.01.2027 di.
Sachdeva bhi nahi aaye the, unka clerk tha.
""")
u("backlog/2026-12/WhatsApp Chat with Pooja Sandhu Jr (2).txt", "whatsapp_export", J, "2026-12-10", ["C05", "C06", "C07", "C08"], ["C07-H05", "C08-H01", "C05-H04", "C08-H02", "C06-H04", "C05-H06", "C08-H04", "C06-H06"], """
24/06/2026, 14:22 - Pooja Sandhu Jr: Sir Hari Om appeal admit ho gayi, 12 din ki delay condone. Builder ne 5,05,000 statutory deposit kiya hai. Stay mil gaya unko. ND 26.08
20/07/2026, 13:05 - Pooja Sandhu Jr: Sir PLA Gupta ji ka award aa gaya!! Bill quash, revised bill 23,410 aur 5000 cost 🎉
20/07/2026, 13:06 - Vikramjeet Chahal Adv: Badhiya. Gupta ji ko certified copy ke liye bolo
21/07/2026, 12:10 - Pooja Sandhu Jr: Sir Chawla me OC aa gayi 30.06.2026 ki. Possession offer ke saath 3,12,000 extra demand. ND 15.09
26/08/2026, 15:01 - Pooja Sandhu Jr: Sir Hari Om me appearance de di, reply 4 weeks. ND 14.10.2026
10/09/2026, 12:30 - Pooja Sandhu Jr: Sir Baljeet - Bansal ne 5000 cost ka DD diya, reply on record. Forfeiture of 10% earnest money ka plea. ND 29.10
27/10/2026, 16:45 - Pooja Sandhu Jr: Sir Chawla order aa gaya - allowed. DPC 10.85% from 17.03.2023, club membership nahi le sakte, possession 30 din me
27/10/2026, 16:46 - Vikramjeet Chahal Adv: 👏 Chawla ji ko forward kar do
02/12/2026, 13:15 - Pooja Sandhu Jr: Sir Hari Om me bench nahi baithi. ND 27.01.2027
10/12/2026, 14:02 - Pooja Sandhu Jr: Sir Baljeet me accounts file ho gaye. Builder 17,50,000 hi maan raha, cash receipt 1,25,000 dispute. ND 10.02.2027 args
""")

# ---------------- more papers: receipts, ITR, plan, cause list
u("backlog/2026-04/IMG_20260422_120304.jpg", "document_photo", "DCDRC Karnal (receipt)", "2026-04-22", ["C01"], ["C01-H03"], """
Received a sum of Rs. 2,000/- (Rupees two thousand only) from Sh. Manish Goel, Advocate for OP No. 1, being the costs
imposed vide order dated 18.03.2026 in CC No. 214 of 2025.        sd/- Surender Kumar (complainant)  22.04.2026
""")
u("backlog/2026-02/ITR ack Sandeep Kumar 2023-24.pdf", "document_scan", "Income Tax Department", "2023-07-28", ["C03"], [], """
INDIAN INCOME TAX RETURN ACKNOWLEDGEMENT   Assessment Year 2023-24   Form ITR-4 (SUGAM)
Name: SANDEEP KUMAR   PAN: xxxxx4417x   Status: Individual   Business: Sandeep Cloth House, Main Bazar, Gharaunda
Gross total income: Rs. 3,02,400   Total income: Rs. 3,02,400   Tax payable: Nil   Filed on 28.07.2023
""")
u("backlog/2026-01/MACT 88 Form-II draft.docx", "typed_note_docx", L, "2026-01-30", ["C03"], [], """
Draft - claim petition u/s 166 MV Act (to be annexed with DAR) - Rajni Devi & Ors.
Claim: Rs. 85,00,000. Income Rs 25,000 pm (ITR shows 3,02,400 p.a.). Age 34 - multiplier 16, future prospects 40%,
deduction 1/4 (4 dependants). Consortium, funeral, loss of estate as per Pranay Sethi.
Eye witness: Harpreet Singh, dhaba, NH-44. Vehicle insured with Bharat Suraksha.
""")
u("backlog/2027-02/Plan 8-13 Feb.docx", "typed_note_docx", L, "2027-02-06", ["C01", "C03", "C06", "C02", "C08", "C04"], [], """
WEEK PLAN 8-13 Feb 2027 (Chahal)
Mon 8.2  - chamber: Kamboj - no work, for orders only; Hari Om booking form + Rajesh Sharma affidavit draft
Tue 9.2  - Rajni MACT: prepare reply to Mittal on licence (R3's evidence closed - pay and recover at the most)
Wed 10.2 - 10 AM Consumer Comm.: Kamboj (orders).  11.30 MACT ADJ-III: Rajni (Mittal's final args).
           Pooja on VC: HRERA Court 3 Baljeet (arguments) - cash receipt 0301 + site photos
Thu 11.2 - Arogyam: OT register original from Dr Malhotra for 3.3.27 cross
Fri 12.2 - HC: Suman FAO listed 19.3 - nothing this week
""")
u("backlog/2027-02/DCDRC Karnal cause list 10.02.2027.pdf", "cause_list_pdf", "DCDRC Karnal", "2027-02-09", ["C01"], [], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, KARNAL
CAUSE LIST FOR WEDNESDAY, 10.02.2027 (10.00 A.M.)
FOR ORDERS
  1. CC/214/2025   Surender Kumar Kamboj vs Star Sunrise Health Insurance Co. Ltd. & Anr.
  2. CC/88/2024    Meenu Arora vs Rajdhani Motors Pvt. Ltd.
FOR ARGUMENTS
  3. CC/301/2024   Sukhwinder Singh vs HDFC ERGO General Insurance
  4. CC/17/2025    Kaushalya Devi vs Karnal Cooperative Sugar Mills Ltd.
FOR EVIDENCE OF OPs
  5. CC/412/2025   Ashish Goyal vs Max Lifeline Diagnostics
  6. CC/09/2026    Harbhajan Kaur vs Post Master, Head Post Office, Karnal
FOR VERSION
  7. CC/122/2026   Rekha Rani vs Omaxe City Builders (Karnal)
  8. CC/130/2026   Jaswant Singh vs Prince Tractors
                                                     By order, Registrar
""")
u("backlog/2026-06/IMG_0932.HEIC", "handwritten_note_photo", L, "2026-06-01", ["C05", "C06", "C01", "C03"], [], """
[diary page - June to-do]
June - HC vacation, consumer & MACT chalu.
- Chawla: OC ka RTI DTCP se (builder's OC status) before 21 July
- Baljeet: Bansal ne reply nahi diya to costs ki prayer
- Kamboj: Shri Ram Kidney Care ka certified record aa gaya - BP 150/95 only at admission, no old history
- Rajni: Harpreet ka number - 98xxx, gawah ko khud lana
""")
