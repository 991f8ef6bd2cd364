"""The uploads of the Ludhiana practice: what Adv. Gurpreet Kaur Brar, her junior Jassi and munshi Darshan Singh kept."""

L, J, M = "Gurpreet Kaur Brar", "Jaskaran Singh", "Darshan Singh (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents (before and around the cases)
u("backlog/2023-04/demand notice Ramesh Kumar Gill Hosiery.pdf", "document_scan", L, "2023-04-18", ["C03"], [], """
GURPREET KAUR BRAR, Advocate
Chamber No. 418, District Courts, Ludhiana                         Dated: 18.04.2023
Regd. A.D.
To: The Proprietor, M/s Gill Hosiery Works, Plot No. C-114, Focal Point Phase VIII, Ludhiana
Sub: DEMAND NOTICE under the Industrial Disputes Act, 1947
Under instructions from my client Sh. Ramesh Kumar Yadav s/o Sh. Shiv Charan, r/o Giaspura, Ludhiana: my client was
employed with you as an overlock machine operator since 01.06.2016, last drawn wages Rs. 11,800 per month. On
12.03.2023 he was stopped at the gate and told "kal ton kamm te na aayin". No charge-sheet, no enquiry, no notice pay
and no retrenchment compensation under Section 25-F was given. You are called upon to reinstate him with continuity
of service and full back wages within 15 days, failing which he will approach the Labour Department.
                                                                   Advocate
""")
u("backlog/2024-03/Rent Petition 233 Chaura Bazar scan.pdf", "document_scan", L, "2024-03-11", ["C05"], [], """
IN THE COURT OF THE RENT CONTROLLER, LUDHIANA
Rent Petition No. ____ of 2024
Kuldip Singh Grewal s/o Sh. Bachan Singh, r/o 44, Ghumar Mandi, Ludhiana              ...Petitioner (landlord)
Versus
Mohinder Pal Arora s/o Sh. Tilak Raj, prop. Arora Cloth House, Shop No. 27, Chaura Bazar, Ludhiana ...Respondent
PETITION UNDER SECTION 13 OF THE EAST PUNJAB URBAN RENT RESTRICTION ACT, 1949 FOR EJECTMENT
1. The petitioner is the owner-landlord of Shop No. 27, Chaura Bazar, let to the respondent on a monthly rent of
   Rs. 4,500/- excluding electricity and water charges.
2. The respondent has not paid rent w.e.f. 01.08.2023 despite repeated requests.
3. The petitioner requires the shop bona fide for the use of his son Sh. Gurinder Singh Grewal, who has returned
   from Melbourne (Australia) and wants to start his own sanitary and hardware business. The petitioner does not
   own any other non-residential building in the urban area of Ludhiana.
Prayer: ejectment of the respondent from Shop No. 27, Chaura Bazar, with arrears of rent and interest.
Ludhiana, 11.03.2024                             Petitioner, through counsel Gurpreet Kaur Brar, Advocate
""")
u("backlog/2025-08/discharge summary Gurdev Singh GKHC.pdf", "document_scan", "Guru Kirpa Heart Centre, Ludhiana", "2025-08-23", ["C02"], [], """
GURU KIRPA HEART CENTRE, Pakhowal Road, Ludhiana
DISCHARGE SUMMARY                 IPD No. 25/08/1187
Patient: Sh. Gurdev Singh, 61 yrs, M       DOA: 19.08.2025      DOD: 23.08.2025
Diagnosis: Acute coronary syndrome (NSTEMI); double vessel disease.
Procedure: PTCA with stenting to LAD (2 drug-eluting stents) on 20.08.2025.
Past history: No known diabetes. BP found raised on admission (160/96); started on Tab. Telmisartan 40 mg.
Final bill: Rs. 2,86,450/- (cashless denied by TPA; paid by the patient's family).
Condition at discharge: stable.                         Dr. Amandeep Singh Sodhi, DM (Cardiology)
""")
u("backlog/2025-10/repudiation letter Sukhmani.pdf", "document_scan", "Sukhmani General Insurance Co. Ltd.", "2025-10-06", ["C02"], [], """
SUKHMANI GENERAL INSURANCE CO. LTD. - Health Claims Unit, Chandigarh
Ref: SGI/HC/LDH/25/88213                                             Date: 06.10.2025
To: Smt. Surinder Kaur, 1712, Haibowal Kalan, Ludhiana
Sub: Claim No. CL-8821340 under Parivar Suraksha Policy No. 2117/PS/0045129 (sum insured Rs. 5,00,000)
Patient: Sh. Gurdev Singh
We regret to inform you that your claim for Rs. 2,86,450 is repudiated. As per the treating doctor's notes the
patient was a known case of hypertension since 2019, which was not disclosed in the proposal form. The claim is
therefore not payable under Clause 4.1 (pre-existing disease) and Clause 7 (non-disclosure).
                                                   Manager - Claims
""")
u("backlog/2025-09/Rattan Motors job cards history.pdf", "document_scan", "Rattan Motors Pvt. Ltd., Ferozepur Road", "2025-09-12", ["C01"], [], """
RATTAN MOTORS PVT. LTD. - Authorised Dealer, Zentra Motors - Ferozepur Road, Ludhiana
VEHICLE SERVICE HISTORY         Regn. PB-10-HK-xxxx   Model: Zentra Strada AT (Diesel)   Sold: 18.03.2025
Customer: Harjit Singh Dhillon, Lalton Kalan
Job Card   Date         KM      Complaint                                   Action
JC-2251    22.05.2025   3,412   jerk while shifting 2nd to 3rd gear          TCU software updated
JC-3108    14.07.2025   6,870   gearbox warning light, jerks                 valve body cleaned
JC-3977    02.09.2025   9,955   vehicle stuck in limp mode on highway        towed; solenoid replaced
JC-4120    11.09.2025   10,020  same complaint repeated                      under observation
Total visits for the transmission: 4.                      Service Manager
""")
u("backlog/2025-10/CamScanner 10-28-2025 11.02.pdf", "document_scan", L, "2025-10-28", ["C01"], [], """
BEFORE THE DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, LUDHIANA
Consumer Complaint No. ____ of 2025
Harjit Singh Dhillon s/o Sh. Mohan Singh, r/o village Lalton Kalan, Tehsil & Distt. Ludhiana      ...Complainant
Versus
1. Rattan Motors Pvt. Ltd., Ferozepur Road, Ludhiana, through its Managing Director (dealer)
2. Zentra Motors India Ltd., Udyog Vihar, Gurugram, through its Managing Director (manufacturer)  ...Opposite Parties
COMPLAINT UNDER SECTION 35 OF THE CONSUMER PROTECTION ACT, 2019
The complainant purchased a Zentra Strada AT from OP1 on 18.03.2025 for Rs. 18,65,000/-. Within six months the
vehicle was taken to the workshop four times for the same gearbox defect (job cards JC-2251, JC-3108, JC-3977,
JC-4120). It is a manufacturing defect. Prayer: replacement with a new vehicle or refund of Rs. 18,65,000/- with
interest; Rs. 2,00,000/- compensation for harassment; Rs. 25,000/- litigation expenses.
                                                   Complainant, through Gurpreet Kaur Brar, Advocate
""")

# ---------------- C01 Dhillon gearbox complaint (DCDRC, Tuesdays)
u("backlog/2026-01/CC 412 notes 13 jan.docx", "typed_note_docx", L, "2026-01-13", ["C01"], ["C01-H01"], """
13.01.2026 (Tue) - DCDRC Ludhiana - CC No. 412 of 2025 - Harjit Singh Dhillon v. Rattan Motors & Anr.
Ld. President Goyal sahib + Member Randhawa madam.
OP1 (dealer) through Vikas Malhotra - vakalatnama filed, sought time for written version. Granted.
OP2 (Zentra Motors) - Sh. Deepak Arora, Authorised Representative, appeared with authority letter, also wants time.
Ld. President ne keha: "45 days da period statutory hai, after that no extension" - noted.
Malhotra's line in corridor: "gaddi overload karke chalayi, misuse hai". Nonsense - it's a 7 seater, no goods.
Agli peshi 17.02.2026 for written version.
""")
u("backlog/2026-02/CC-412-2025 order dt 17.02.2026.pdf", "certified_order_sheet_scan", "District Consumer Disputes Redressal Commission, Ludhiana", "2026-02-19", ["C01"], ["C01-H02"], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, LUDHIANA
Complaint No. 412 of 2025
Harjit Singh Dhillon                                  Vs.      Rattan Motors Pvt. Ltd. & Anr.
17.02.2026
Present:  Sh. G.K. Brar, Advocate for the complainant.
          Sh. Vikas Malhotra, Advocate for OP1.
          Sh. Deepak Arora, Authorised Representative of OP2.
Written version on behalf of OP1 filed. Copy supplied.
The AR of OP2 again seeks time to file written version. The period of 45 days from service (served on 22.12.2025)
has expired. In view of the statutory bar, the right of OP2 to file written version is closed. OP2 may however
participate in the proceedings.
Complainant to lead evidence by way of affidavit. To come up on 24.03.2026.
        (Jaswinder Kaur Randhawa)                       (Sanjeev Kumar Goyal)
                Member                                       President
""")
u("backlog/2026-03/IMG-20260324-WA0006.jpg", "handwritten_note_photo", M, "2026-03-24", ["C01"], ["C01-H03"], """
ਮਿਤੀ 24.03.2026 (ਮੰਗਲਵਾਰ)
ਖਪਤਕਾਰ ਕਮਿਸ਼ਨ ਲੁਧਿਆਣਾ - CC 412/2025 ਹਰਜੀਤ ਸਿੰਘ ਢਿੱਲੋਂ ਬਨਾਮ ਰਤਨ ਮੋਟਰਜ਼
ਸ਼ਿਕਾਇਤਕਰਤਾ ਦਾ ਹਲਫ਼ਨਾਮਾ (ਸਬੂਤ) ਦਾਖ਼ਲ ਕਰ ਦਿੱਤਾ, ਦਸਤਾਵੇਜ਼ Ex. C-1 ਤੋਂ C-14
ਅਗਲੀ ਪੇਸ਼ੀ 05.05.2026 - ਵਿਰੋਧੀ ਧਿਰ ਦੇ ਸਬੂਤ
- ਦਰਸ਼ਨ ਸਿੰਘ
""")
u("backlog/2026-06/IMG_20260616_151844.jpg", "handwritten_note_photo", L, "2026-06-16", ["C01"], ["C01-H05"], """
16/6  DCDRC - Dhillon (CC 412/25)
OP1 di gawahi: affidavit of Pankaj Dhawan, Works Manager (RW1) filed - says "defect fixed, customer drove 10,000 km
so no defect". Job cards khud mann rahe ne 4 visits.
Sadi arzi (appl.) for expert report from a mechanical engineer u/s 38 filed. Reply by OPs.
agli peshi 4.8.26
""")
u("backlog/2026-08/CC 412 of 2025 zimni 04.08.2026.pdf", "certified_order_sheet_scan", "District Consumer Disputes Redressal Commission, Ludhiana", "2026-08-06", ["C01"], ["C01-H06"], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, LUDHIANA
Complaint No. 412 of 2025       Harjit Singh Dhillon Vs. Rattan Motors Pvt. Ltd. & Anr.
04.08.2026
Present:  Counsel for the complainant.  Sh. Vikas Malhotra, Advocate for OP1.  OP2 already proceeded (version closed).
Arguments on the application of the complainant for obtaining an expert report heard. The four job cards placed on
record by OP1 itself (Ex. C-4 to C-7) are sufficient to decide the question of defect; no expert is required at this
stage. Application dismissed.
Evidence of the parties is complete. Parties are directed to file written arguments before the next date; oral
arguments shall be heard thereafter. To come up on 22.09.2026.
        (Jaswinder Kaur Randhawa)                       (Sanjeev Kumar Goyal)
                Member                                       President
""")
u("backlog/2026-11/CC412 args 10.11.txt", "typed_note_txt", L, "2026-11-10", ["C01"], ["C01-H08"], """
10.11.2026 tue - DCDRC - Dhillon v. Rattan Motors - args
Main ne oral args kitte, 20 min: four visits in six months for the same transmission defect = manufacturing
defect; OP2's version closed so no rebuttal from the manufacturer; limp mode on highway = safety.
Goyal sahib ne pucheya "refund chahide ya replacement?" - told him refund with interest, Dhillon sahib di marzi.
Malhotra ne fer time le lya - "busy in the High Court today", his junior could not argue.
Agli peshi 12.01.2027 for OP1's args.
""")
u("backlog/2027-01/Dhillon CC412 12-01-27.txt", "typed_note_txt", L, "2027-01-12", ["C01"], ["C01-H09"], """
12.01.2027 (Tue) - CC 412/2025 Dhillon - DCDRC
Malhotra finally argued, 15 min - "misuse, 10,000 km in 6 months", no document for it.
Reply main ditta: job cards are OP1's own. Deepak Arora (AR, OP2) just sat, nothing to say (version closed).
Arguments concluded. Order reserved - to be announced on 09.02.2027.
Dhillon sahib nu phone te dass ditta.
""")
u("backlog/2027-01/WhatsApp Chat with Harjit Dhillon Lalton.txt", "whatsapp_export", "Harjit Singh Dhillon", "2027-01-12", ["C01"], [], """
22/09/26, 19:05 - Harjit Dhillon Lalton: Sat sri akal madam ji. Ajj ki hoya gaddi wale case ch?
22/09/26, 19:20 - Gurpreet Brar Adv: Sat sri akal ji. Sadian likhat bahasan (written arguments) la ditiyan. Dealer wale ne time le lya. Agli peshi 10 November.
22/09/26, 19:24 - Harjit Dhillon Lalton: 🎤 voice note: madam ji gaddi fer band ho gayi si Jagraon kol, towing karwa ke lai gaye, eh vi likh lo
22/09/26, 19:30 - Gurpreet Brar Adv: Tow di parchi te photo bhej deo. Record te nahi la sakde hun, par sambhal ke rakho.
12/01/27, 17:48 - Harjit Dhillon Lalton: Madam ji fer?
12/01/27, 17:55 - Gurpreet Brar Adv: Bahas poori ho gayi. Faisla 9 February nu sunaunge. Waheguru mehar karan.
12/01/27, 17:56 - Harjit Dhillon Lalton: 🙏 Waheguru
""")

# ---------------- C02 Surinder Kaur mediclaim (DCDRC)
u("backlog/2026-02/IMG-20260224-WA0019.jpg", "handwritten_note_photo", M, "2026-02-24", ["C02"], ["C02-H02"], """
ਮਿਤੀ 24.02.2026 ਮੰਗਲਵਾਰ
ਖਪਤਕਾਰ ਕਮਿਸ਼ਨ - CC 1093/2025 ਸੁਰਿੰਦਰ ਕੌਰ ਬਨਾਮ ਸੁਖਮਨੀ ਜਨਰਲ ਇੰਸ਼ੋਰੈਂਸ
ਬੀਮਾ ਕੰਪਨੀ ਵੱਲੋਂ ਜਵਾਬ (written version) ਦਾਖ਼ਲ - ਕਹਿੰਦੇ ਬੀ.ਪੀ. ਦੀ ਬਿਮਾਰੀ 2019 ਤੋਂ ਸੀ, ਦੱਸੀ ਨਹੀਂ
ਅਗਲੀ ਪੇਸ਼ੀ 07.04.2026 - ਸਾਡਾ ਹਲਫ਼ਨਾਮਾ (ਸਬੂਤ)
ਮਨਜੋਤ (ਬੇਟਾ) ਨੂੰ ਫ਼ੋਨ ਕਰ ਦਿੱਤਾ
- ਦਰਸ਼ਨ ਸਿੰਘ
""")
u("backlog/2026-04/20260407_162210.jpg", "handwritten_note_photo", L, "2026-04-07", ["C02"], ["C02-H03"], """
7.4.26  DCDRC  Surinder Kaur v. Sukhmani Ins. (CC 1093/25)
CW1 Surinder Kaur - evidence by way of affidavit Ex. CW1/A tendered. Discharge summary Ex. C-5 ("BP found raised on
admission" - i.e. first detected in hospital, NOT since 2019), bill Rs. 2,86,450 Ex. C-6, policy Ex. C-2.
Bibi ji haazir si, Ld. President ne kuch nahi puchheya.
OP di gawahi - ND 19.5.26
""")
u("backlog/2026-05/mediclaim OP evidence 19 may.docx", "typed_note_docx", L, "2026-05-19", ["C02"], ["C02-H04"], """
19 May 2026 - DCDRC Ludhiana - CC 1093/2025 Surinder Kaur v. Sukhmani General Insurance
OP1 filed affidavit of Sh. Vivek Chopra, Assistant Manager (Claims) + proposal form Ex. OP-1 + "doctor's notes"
Ex. OP-3. Ex. OP-3 is an unsigned typed sheet - "k/c/o HTN x 7 yrs" - no doctor's name. Will attack in args.
Neha Khurana says the insurer will rely on the proposal form question no. 9 (BP) ticked "No".
Goyal sahib: both sides file written arguments first, then oral - next date.
ND 07.07.2026 for arguments.
""")
u("backlog/2026-07/IMG_5521.HEIC", "handwritten_note_photo", L, "2026-07-07", ["C02"], ["C02-H05"], """
7 July 26 - Consumer Comm. - mediclaim (Surinder Kaur)
Written args both sides filed (ours 9 pages). Then oral args - me 15 min, Khurana 10 min.
Ld. President: "unsigned doctor's note is not proof of PED" - asked Khurana who wrote it, no answer.
Order reserved - to be pronounced 11.8.26.
""")
u("backlog/2026-08/CC-1093-2025 final order 11.08.2026.pdf", "certified_order_sheet_scan", "District Consumer Disputes Redressal Commission, Ludhiana", "2026-08-14", ["C02"], ["C02-H06"], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, LUDHIANA
Complaint No. 1093 of 2025          Date of institution: 21.11.2025          Date of decision: 11.08.2026
Smt. Surinder Kaur w/o Sh. Gurdev Singh, 1712, Haibowal Kalan, Ludhiana            ...Complainant
Versus
1. Sukhmani General Insurance Co. Ltd., through its Manager, Ludhiana
2. MedAssist TPA Pvt. Ltd., Ludhiana                                                 ...Opposite Parties
Complaint under Section 35 of the Consumer Protection Act, 2019
QUORUM: Sh. Sanjeev Kumar Goyal, President; Ms. Jaswinder Kaur Randhawa, Member
Present: Sh. G.K. Brar, Advocate for the complainant. Ms. Neha Khurana, Advocate for OPs.
ORDER
The OPs repudiated the claim of Rs. 2,86,450 on the ground that the insured was a known case of hypertension since
2019. The only document relied upon (Ex. OP-3) is an unsigned typed sheet; no treating doctor has been examined. The
discharge summary (Ex. C-5) records that the BP was "found raised on admission". The OPs have failed to prove any
pre-existing disease or concealment. Repudiation is held to be deficiency in service.
The complaint is allowed. OP1 is directed to pay Rs. 2,86,450/- with interest @ 9% per annum from the date of
repudiation (06.10.2025) till realisation; Rs. 20,000/- as compensation for mental agony and harassment; and
Rs. 10,000/- as litigation expenses. Compliance within 45 days from the receipt of a copy of this order. Copies be
supplied free of cost. File be consigned to the record room.
        (Jaswinder Kaur Randhawa)                       (Sanjeev Kumar Goyal)
                Member                                       President
""")

# ---------------- C08 Surinder Kaur compliance (EA)
u("backlog/2026-12/EA 212-2026 order 01.12.2026.pdf", "certified_order_sheet_scan", "District Consumer Disputes Redressal Commission, Ludhiana", "2026-12-03", ["C08"], ["C08-H02"], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, LUDHIANA
Execution Application No. 212 of 2026 (in CC No. 1093 of 2025)
Surinder Kaur                                         Vs.      Sukhmani General Insurance Co. Ltd.
01.12.2026
Present:  Sh. G.K. Brar, Advocate for the decree holder.
          Ms. Neha Khurana, Advocate for the judgment debtor.
Ld. counsel for the JD states that the payment is under process at the head office and seeks time. No appeal
against the order dated 11.08.2026 has been filed and the period of 45 days for compliance expired long ago. The JD
is directed to make full compliance, including interest, before the next date, failing which the Manager shall
remain present in person and show cause why proceedings under Section 72 of the Act be not initiated.
To come up on 22.12.2026.
        (Jaswinder Kaur Randhawa)                       (Sanjeev Kumar Goyal)
                Member                                       President
""")
u("backlog/2026-12/EA Surinder Kaur 22.12.txt", "typed_note_txt", L, "2026-12-22", ["C08"], ["C08-H03"], """
22.12.26 - DCDRC - EA 212/2026 Surinder Kaur (compliance)
Khurana handed over cheque No. 604418 of Rs. 3,16,450 (= 2,86,450 + 20,000 + 10,000). Interest @ 9% from 06.10.2025
NOT paid - she said "interest calculation under process". Same line as last time.
Our calculation: interest till 22.12.2026 approx Rs. 31,219. Filed calculation sheet.
Ld. President: JD to pay the interest by next date, else Manager in person.
Agli peshi 15.01.2027 - compliance (interest).
Manjot nu cheque ditta, receipt lai.
""")
u("backlog/2026-12/HDFC credit advice 24.12.2026.pdf", "document_scan", "HDFC Bank, Haibowal branch", "2026-12-24", ["C08"], [], """
HDFC BANK LTD. - Haibowal Branch, Ludhiana
CREDIT ADVICE                                                          Date: 24.12.2026
A/c No. 5010021xxxxxx   Name: SURINDER KAUR
Cheque No. 604418 drawn on ICICI Bank, Chandigarh by SUKHMANI GENERAL INSURANCE CO LTD
Amount credited: Rs. 3,16,450.00 (Rupees Three Lakh Sixteen Thousand Four Hundred Fifty only)
Value date: 24.12.2026                                  This is a computer generated advice.
""")
u("backlog/2026-12/WhatsApp Chat with Manjot Haibowal.txt", "whatsapp_export", "Manjot Singh (son of Surinder Kaur)", "2026-12-24", ["C08", "C02"], [], """
11/08/26, 16:40 - Gurpreet Brar Adv: Manjot, mubarkan! Commission ne claim allow kar ditta - 2,86,450 + 9% byaaj + 20,000 + 10,000. 45 din vich dena hai.
11/08/26, 16:52 - Manjot Haibowal: Thank you madam ji!! Mummy ro pye khushi naal 🙏
30/09/26, 11:10 - Manjot Haibowal: Madam company ne hale tak kuch nahi ditta
30/09/26, 11:25 - Gurpreet Brar Adv: Compliance di arzi (execution) la dende aan. Aadhar card te cheque di copy bhej deo.
24/12/26, 10:02 - Manjot Haibowal: Madam cheque clear ho gaya 3,16,450. Byaaj wala kado milu?
24/12/26, 10:15 - Gurpreet Brar Adv: Byaaj layi 15 January di tareekh hai. Manager nu bulaaya hai je na dita.
""")

# ---------------- C03 Ramesh Yadav reference (Labour Court-II, Fridays)
u("backlog/2026-01/Ramesh Ref 118 - 9 jan.docx", "typed_note_docx", L, "2026-01-09", ["C03"], ["C03-H01"], """
09.01.2026 (Fri) - Labour Court-II Ludhiana - Ref. No. 118 of 2024 - Ramesh Kumar Yadav v. M/s Gill Hosiery Works
PO Dhaliwal sahib.
WW1 Ramesh tendered his affidavit Ex. WW1/A (evidence by way of affidavit), documents: ESI card Ex. W-1, demand
notice Ex. W-2, postal receipts Ex. W-3.
Anil Sood (for management) not ready to cross - "file abhi mili" - cross deferred at his request.
Dhaliwal sahib ne pehlan hi puchheya: "koi settlement di gal hoyi?" - Sood said will take instructions.
Agli peshi 13.02.2026 - cross of WW1.
""")
u("backlog/2026-02/ramesh WW1 cross 13.2.txt", "typed_note_txt", L, "2026-02-13", ["C03"], ["C03-H02"], """
13.2.26 LC-II - Ramesh (Ref 118/24) - WW1 cross by Sood, 35 min
- wages Rs. 11,800 pm, paid in cash, sometimes through ESI-linked a/c
- suggestion: he left the job himself to go to his village in Gopalganj (Bihar) - DENIED; said "gate te rok lya
  si, Harvinder sahib ne keha kal ton na aayin"
- no appointment letter ever given; no charge sheet
- admitted he is doing "dihaadi" (daily labour) since Jan 2024, Rs. 450-500 a day, not regular
Dhaliwal sahib again: both sides think about settlement.
Agli peshi 20.3.26 - WW2.
""")
u("backlog/2026-03/IMG-20260320-WA0011.jpg", "handwritten_note_photo", M, "2026-03-20", ["C03"], ["C03-H03"], """
ਮਿਤੀ 20.03.2026 ਸ਼ੁੱਕਰਵਾਰ
ਲੇਬਰ ਕੋਰਟ-II - ਰੈਫ਼. 118/2024 ਰਮੇਸ਼ ਕੁਮਾਰ ਬਨਾਮ ਗਿੱਲ ਹੌਜ਼ਰੀ
ਗਵਾਹ WW2 ਸ਼ੰਭੂ ਨਾਥ (ਨਾਲ ਕੰਮ ਕਰਦਾ ਸੀ) ਦੀ ਗਵਾਹੀ ਹੋ ਗਈ, ਜਿਰਹ ਵੀ ਹੋ ਗਈ
ਵਰਕਮੈਨ ਦੇ ਸਬੂਤ ਬੰਦ
ਅਗਲੀ ਪੇਸ਼ੀ 08.05.2026 - ਮੈਨੇਜਮੈਂਟ ਦੇ ਸਬੂਤ
- ਦਰਸ਼ਨ ਸਿੰਘ
""")
u("backlog/2026-03/WW2 shambhu note.txt", "typed_note_txt", L, "2026-03-21", ["C03"], [], """
21/3 - note for file (Ramesh, Ref 118/24) - what WW2 said yesterday
WW2 Shambhu Nath, overlock operator, still working at Gill Hosiery (brave of him):
"Ramesh 2016 ton mere naal line te kamm karda si. 12.03.2023 nu gate te guard ne rok lya, Harvinder sahib da hukam si."
Cross by Sood: suggested Shambhu is Ramesh's relative - denied, "same pind da hai, rishtedaar nahi".
""")
u("backlog/2026-05/IMG_20260508_174020.jpg", "handwritten_note_photo", L, "2026-05-08", ["C03", "C05"], ["C03-H04", "C05-H04"], """
8 May 26 (Fri)
(1) LC-II Ramesh v. Gill Hosiery - MW1 Harvinder Singh Gill haazir nahi - Sood: "MW1 Canada gaye ne, June end
    aunge". Time mil gaya. Dhaliwal sahib ne settlement puchhi - management offer Rs. 1,50,000 lump sum. Ramesh ne
    mana kar ditta - wants reinstatement. ND 10.7.26.
(2) RC Ct 14 - Grewal v. Arora - order on tenant's arzi: ALLOWED, tenant can examine handwriting expert on the
    1998 "pagdi" receipt. Bad order - evidence was closed. Revision in HC!! Grewal sahib nu dassna.
    ND 17.7.26 (June vacation).
""")
u("backlog/2026-07/Ref-118-2024 order 10.07.2026.pdf", "certified_order_sheet_scan", "Labour Court-II, Ludhiana", "2026-07-13", ["C03"], ["C03-H05"], """
IN THE COURT OF SH. AMARJIT SINGH DHALIWAL, PRESIDING OFFICER, LABOUR COURT-II, LUDHIANA
Ref. No. 118 of 2024        Ramesh Kumar Yadav   Vs.   M/s Gill Hosiery Works
10.07.2026
Present: Workman with Ms. Gurpreet Kaur Brar, Advocate.  Sh. Anil Sood, Advocate for the management.
MW1 is not present. Ld. counsel for the management states that MW1 is still abroad. This is the second date on
which the management's witness has not appeared. Parties were asked to explore settlement; no settlement. In the
interest of justice, one last opportunity is granted to the management to lead evidence, subject to costs of
Rs. 1,000/- payable to the workman. To come up for management's evidence on 04.09.2026.
                                               Presiding Officer, Labour Court-II, Ludhiana
""")
u("backlog/2026-09/Document_2026-09-04.docx", "typed_note_docx", L, "2026-09-04", ["C03"], ["C03-H06"], """
04.09.2026 - LC-II - Ref. 118/2024 Ramesh v. Gill Hosiery - MW1
Costs Rs. 1,000 paid to Ramesh in court.
MW1 Harvinder Singh Gill (partner) tendered affidavit Ex. MW1/A: says Ramesh "abandoned" the job after Holi 2023.
Our cross (40 min) - admitted:
  - no domestic enquiry was held; no show-cause notice was sent to Ramesh
  - no notice under Section 25-F, no retrenchment compensation paid
  - no letter was sent calling him back to duty
  - attendance register of 2023 "not traceable"
Dhaliwal sahib noted the admissions himself. Settlement: Sood says will talk to MW1 again.
Agli peshi 30.10.2026 for MW2 (accountant).
""")
u("backlog/2026-10/IMG-20261030-WA0004.jpg", "handwritten_note_photo", M, "2026-10-30", ["C03"], ["C03-H07"], """
ਮਿਤੀ 30.10.2026 ਸ਼ੁੱਕਰਵਾਰ
ਲੇਬਰ ਕੋਰਟ-II - ਰਮੇਸ਼ ਕੁਮਾਰ ਬਨਾਮ ਗਿੱਲ ਹੌਜ਼ਰੀ (118/2024)
ਮੈਨੇਜਮੈਂਟ ਦਾ ਗਵਾਹ MW2 ਅਕਾਊਂਟੈਂਟ ਹਾਜ਼ਰ ਨਹੀਂ - ਸੂਦ ਵਕੀਲ ਨੇ ਕਿਹਾ ਸ਼ਹਿਰੋਂ ਬਾਹਰ ਹੈ, ਤਾਰੀਖ਼ ਲੈ ਲਈ
ਮਾਮਲਾ ਮੁਲਤਵੀ
ਅਗਲੀ ਪੇਸ਼ੀ 11.12.2026
- ਦਰਸ਼ਨ ਸਿੰਘ
""")
u("backlog/2026-12/ramesh MW2 11 dec.txt", "typed_note_txt", L, "2026-12-11", ["C03"], ["C03-H08"], """
11.12.2026 fri - LC-II - Ramesh v. Gill Hosiery
MW2 Rajiv Bedi (accountant) examined - wage register of 2022-23 Ex. M-4. Cross: register shows Ramesh's name till
Feb 2023, then blank - no "left" entry, no full and final. Helps us.
Management evidence closed by Sood's statement.
Settlement again - Dhaliwal sahib ne fer puchheya; management raised offer to Rs. 2,25,000. Ramesh nu time ditta
sochan layi.
ND 05.01.2027 for arguments.
""")
u("backlog/2026-12/correction Ramesh ND.txt", "typed_note_txt", L, "2026-12-12", ["C03"], [], """
12/12 - CORRECTION
Ramesh (Ref 118/24, LC-II): kal de note vich ND 05.01.2027 likh ditti - GALAT. Oh Jain wale di soch rahi si.
Sahi agli peshi 15.01.2027 (Friday), for arguments. Darshan ne reader ton confirm kitta, register vich vi eho hai.
""")
u("backlog/2026-12/WhatsApp Chat with Ramesh Giaspura.txt", "whatsapp_export", "Ramesh Kumar Yadav", "2026-12-14", ["C03"], [], """
08/05/26, 18:10 - Ramesh Giaspura: Madam ji namaste. Dedh lakh mein nahi manunga, 7 saal kaam kiya hai
08/05/26, 18:22 - Gurpreet Brar Adv: Theek hai Ramesh. Faisla tera hai. Case changa chal reha hai.
14/12/26, 20:31 - Ramesh Giaspura: Madam ji 2,25,000 ka socha. Ghar wale bolte le lo. Par naukri wapas mile to best hai
14/12/26, 20:45 - Gurpreet Brar Adv: 15 January nu bahas hai. Us ton pehlan chamber aa ja, gal karange. Hale haan na kahin.
""")

# ---------------- C04 Bhogal Forgings union reference (Industrial Tribunal camp court, Thursdays)
u("backlog/2026-02/Bhogal WS 5 feb.docx", "typed_note_docx", L, "2026-02-05", ["C04"], ["C04-H01"], """
05.02.2026 (Thu) - Industrial Tribunal Punjab, camp court Ludhiana - Ref. No. 09 of 2025
Bhogal Forgings Workers Union v. M/s Bhogal Forgings Pvt. Ltd. (we are for the management)
Kapoor madam (PO). Our written statement filed: the 14 men are employees of the contractor M/s Saini Manpower
Services, a licensed contractor; work is fettling/cleaning - not core; night-shift allowance demand not raised in
the charter properly.
Tarsem Lal (union's Authorised Representative) wants time for rejoinder.
Sunil Thakur (HR) present. ND 26.03.2026.
""")
u("backlog/2026-03/Ref 09-2025 IT order 26.03.2026.pdf", "certified_order_sheet_scan", "Industrial Tribunal, Punjab", "2026-03-30", ["C04"], ["C04-H02"], """
IN THE INDUSTRIAL TRIBUNAL, PUNJAB (CAMP COURT AT LUDHIANA)
Ref. No. 09 of 2025      Bhogal Forgings Workers Union   Vs.   M/s Bhogal Forgings Pvt. Ltd.
26.03.2026
Present: Sh. Tarsem Lal, Authorised Representative for the union.  Ms. G.K. Brar, Advocate for the management.
Rejoinder filed on behalf of the union. From the pleadings the following issues are framed:
1. Whether the 14 workmen named in the annexure are in fact employees of the management and the contract with
   M/s Saini Manpower Services is sham and camouflage? OPW
2. Whether the workmen are entitled to a night-shift allowance, if so, at what rate? OPW
3. Relief.
The management shall produce the registration certificate and the contractor's licence under the Contract Labour
(Regulation and Abolition) Act, 1970. Union's evidence on 14.05.2026.
                                               Presiding Officer, Industrial Tribunal, Punjab
""")
u("backlog/2026-05/20260514_133507.jpg", "handwritten_note_photo", L, "2026-05-14", ["C04"], ["C04-H03"], """
14.5.26 IT camp ct - Bhogal (Ref 09/25)
WW1 Tarsem Lal (union president) - affidavit Ex. WW1/A. Cross by me started - 30 min, time over.
Kapoor madam: "licence and RC lao next time, original" - Sunil Thakur nu dassya.
agli peshi 16.7.26 - WW1 baaki cross
""")
u("backlog/2026-07/bhogal WW1 cross 16.7.txt", "typed_note_txt", L, "2026-07-16", ["C04"], ["C04-H04"], """
16.07.2026 - IT camp court - Bhogal union ref 09/2025 - WW1 cross concluded
Tarsem Lal admitted:
 - the 14 men were engaged through M/s Saini Manpower Services and their wages, PF and ESI are paid by the contractor
 - attendance is marked by the contractor's supervisor
 - he does not know the terms of the contract
Said: "kamm sara company da hi hai, machine company di, supervisor vi company da dekhda" - ok, expected.
Union evidence closed. ND 17.09.2026 for our evidence - MW1 Sunil Thakur.
""")
u("backlog/2026-09/IMG-20260917-WA0008.jpg", "handwritten_note_photo", M, "2026-09-17", ["C04"], ["C04-H05"], """
ਮਿਤੀ 17.09.2026 ਵੀਰਵਾਰ
ਇੰਡਸਟ੍ਰੀਅਲ ਟ੍ਰਿਬਿਊਨਲ (ਕੈਂਪ ਕੋਰਟ) - ਭੋਗਲ ਫੋਰਜਿੰਗਜ਼ ਯੂਨੀਅਨ ਕੇਸ (09/2025)
ਸਾਡਾ ਗਵਾਹ MW1 ਸੁਨੀਲ ਠਾਕੁਰ (HR) ਦਾ ਹਲਫ਼ਨਾਮਾ ਦਾਖ਼ਲ, ਯੂਨੀਅਨ ਵਾਲੇ ਤਰਸੇਮ ਲਾਲ ਨੇ ਅੱਧੀ ਜਿਰਹ ਕੀਤੀ
ਅਗਲੀ ਪੇਸ਼ੀ 19.11.2026
- ਦਰਸ਼ਨ ਸਿੰਘ
""")
u("backlog/2026-11/Bhogal MW1 19-11-26.docx", "typed_note_docx", L, "2026-11-19", ["C04"], ["C04-H06"], """
19.11.2026 (Thu) - Industrial Tribunal camp court - Ref 09/2025 Bhogal Forgings
MW1 Sunil Thakur cross concluded (Tarsem Lal, 1 hr, mostly about the night shift).
Proved: contractor's licence Ex. M-7 (Licence No. LDH/CLA/2019/0317, valid till 09.01.2027), principal employer's
RC Ex. M-8, contractor's wage sheets Ex. M-9 to M-20.
Thakur admitted night shift runs 3 days a week in the furnace section - no allowance paid to contract men.
Management evidence closed. Args on 21.01.2027.
Note: licence expires 09.01.2027 - Thakur to get it renewed BEFORE the args date, else union will make a point.
""")

# ---------------- C05 Grewal Chaura Bazar eviction (Rent Controller, Ct 14)
u("backlog/2026-01/grewal PW1 16 jan.txt", "typed_note_txt", L, "2026-01-16", ["C05"], ["C05-H01"], """
16.01.26 fri - RC Ct 14 (Chahal madam) - RP 233/2024 Grewal v. Mohinder Pal Arora (Chaura Bazar shop 27)
PW1 Kuldip Singh Grewal - affidavit Ex. PW1/A tendered; rent note Ex. P-1, notice Ex. P-2.
Bansal cross 45 min: "your son is settled in Australia" - denied, Gurinder came back in 2023, PR surrendered? (check).
Madam ne pehlan puchheya: rent deposit up to date hai? - Bansal: deposited till Dec 2025. Ok.
ND 20.2.26 - PW2 Gurinder.
""")
u("backlog/2026-02/IMG-20260220-WA0013.jpg", "handwritten_note_photo", M, "2026-02-20", ["C05"], ["C05-H02"], """
ਮਿਤੀ 20.02.2026 ਸ਼ੁੱਕਰਵਾਰ
ਰੈਂਟ ਕੰਟਰੋਲਰ ਕੋਰਟ 14 - ਕੁਲਦੀਪ ਸਿੰਘ ਗਰੇਵਾਲ ਬਨਾਮ ਮਹਿੰਦਰ ਪਾਲ ਅਰੋੜਾ (ਚੌੜਾ ਬਾਜ਼ਾਰ ਦੁਕਾਨ)
PW2 ਗੁਰਿੰਦਰ ਸਿੰਘ (ਬੇਟਾ) ਦੀ ਗਵਾਹੀ ਤੇ ਜਿਰਹ ਹੋ ਗਈ, ਸਾਡੇ ਸਬੂਤ ਬੰਦ
ਅਗਲੀ ਪੇਸ਼ੀ 10.04.2026 - ਕਿਰਾਏਦਾਰ ਦੇ ਸਬੂਤ
- ਦਰਸ਼ਨ ਸਿੰਘ
""")
u("backlog/2026-04/Grewal RE 10.04.docx", "typed_note_docx", L, "2026-04-10", ["C05"], ["C05-H03"], """
10.04.2026 - Rent Controller (Ct 14) - RP 233 of 2024 - Grewal v. Arora
RW1 Mohinder Pal Arora tendered affidavit: says he paid Rs. 2,00,000 "pagdi" to Grewal in 1998 and a receipt dated
14.04.1998 exists; so "no eviction without return of pagdi".
Bansal then moved an arzi to examine a handwriting expert (Sh. O.P. Bhardwaj) to prove Grewal's signature on the
receipt. Our reply: belated, our evidence closed in Feb, receipt never pleaded in the reply to the petition.
Madam reserved order on the application - 08.05.2026.
Grewal sahib says the receipt is forged - he never took pagdi, his father let the shop.
""")
u("backlog/2026-04/WhatsApp Image 2026-04-10 at 17.22.41.jpeg", "document_photo", "Mohinder Pal Arora (respondent)", "2026-04-10", ["C05"], [], """
RECEIPT
Received with thanks from Sh. Mohinder Pal Arora a sum of Rs. 2,00,000/- (Rupees two lakh only) as pagdi for
shop No. 27, Chaura Bazar, Ludhiana.
Dated 14.04.1998                                          sd/- Kuldip Singh
(revenue stamp)
""")
u("backlog/2026-05/RP-233-2024 order 08.05.2026.pdf", "certified_order_sheet_scan", "Rent Controller, Ludhiana", "2026-05-11", ["C05"], ["C05-H04"], """
IN THE COURT OF MS. SIMRANJIT KAUR CHAHAL, CIVIL JUDGE (JR. DIVN.)-CUM-RENT CONTROLLER, LUDHIANA
Rent Petition No. 233 of 2024     Kuldip Singh Grewal   Vs.   Mohinder Pal Arora
08.05.2026
Present: Counsel for the parties.
Order on the application of the respondent for permission to examine a handwriting expert. Though the application
is belated, the receipt dated 14.04.1998 goes to the root of the matter and the respondent cannot be shut out. The
application is allowed subject to the respondent depositing the rent up to date. The respondent shall produce the
expert at his own cost. Now to come up for respondent's evidence on 17.07.2026.
                                               Rent Controller, Ludhiana
""")
u("backlog/2026-07/grewal 17.7 RW1 cross.txt", "typed_note_txt", L, "2026-07-17", ["C05"], ["C05-H05"], """
17.7.26 - RC Ct 14 - Grewal v. Arora
HC order dt 08.07.2026 in CR 3318/2026 placed on record: RC may go on, but no final order.
RW1 Arora cross by me (1 hr): admitted the "pagdi" was never mentioned in his reply of 2024; admitted the receipt is
signed "Kuldip Singh" only - Grewal always signs "K.S. Grewal" in Gurmukhi. Admitted rent not paid Aug 2023 - Feb 2024
till deposit at first hearing.
Chahal madam again first thing: rent up to date? Bansal - deposited till June 2026.
ND 11.09.2026 - RW2 expert.
""")
u("backlog/2026-09/RP 233 of 2024 zimni 11.9.26.pdf", "certified_order_sheet_scan", "Rent Controller, Ludhiana", "2026-09-14", ["C05"], ["C05-H06"], """
IN THE COURT OF MS. SIMRANJIT KAUR CHAHAL, CIVIL JUDGE (JR. DIVN.)-CUM-RENT CONTROLLER, LUDHIANA
Rent Petition No. 233 of 2024     Kuldip Singh Grewal   Vs.   Mohinder Pal Arora
11.09.2026
Present: Petitioner with counsel.  Sh. Rakesh Bansal, Advocate for the respondent.
RW2 (handwriting expert) is not present. Ld. counsel for the respondent seeks adjournment. Opposed. Adjourned subject
to costs of Rs. 1,500/- payable to the petitioner. Respondent to ensure presence of the expert. To come up on
23.10.2026.
                                               Rent Controller, Ludhiana
""")
u("backlog/2026-10/Grewal expert cross 23.10.docx", "typed_note_docx", L, "2026-10-23", ["C05"], ["C05-H07"], """
23 Oct 2026 - RC Ct 14 - Grewal v. Arora - RW2 handwriting expert
Costs Rs. 1,500 of last date paid by Bansal.
RW2 Sh. O.P. Bhardwaj (handwriting and finger print expert, Jalandhar) - report Ex. RW2/A: signature on the 1998
receipt "tallies" with Grewal's admitted signatures.
My cross: he compared with PHOTOCOPIES only, never saw the original receipt; admitted standard signatures were
given to him by the respondent himself; admitted he charged Rs. 15,000 fee from the respondent. Did not know Grewal
signs in Gurmukhi on bank papers.
ND 04.12.2026.
""")
u("backlog/2026-12/20261204_150312.jpg", "handwritten_note_photo", L, "2026-12-04", ["C05"], ["C05-H08"], """
4.12.26 Ct 14 - Grewal (Chaura Bazar)
RE closed by Bansal's statement. Madam asked AGAIN about rent - deposited up to Nov 2026, receipt of treasury.
Final args 15.1.27. HC stay (no final order) still there - revision next date 13.1.27 at Chd, so HC first.
Grewal sahib nu dassya.
""")

# ---------------- C07 Grewal revision (HC, Court 31)
u("backlog/2026-07/CR-3318-2026 order 08.07.2026.pdf", "certified_order_sheet_scan", "Punjab and Haryana High Court", "2026-07-10", ["C07"], ["C07-H01"], """
IN THE HIGH COURT OF PUNJAB AND HARYANA AT CHANDIGARH
CR-3318-2026 (O&M)
Kuldip Singh Grewal                                        ...Petitioner
Versus
Mohinder Pal Arora                                         ...Respondent
CORAM: HON'BLE MR. JUSTICE KANWALJIT SINGH BEDI
Present: Ms. Gurpreet Kaur Brar, Advocate for the petitioner.
08.07.2026
Notice of motion for 16.09.2026. Meanwhile, the proceedings before the learned Rent Controller may go on, but the
final order shall not be pronounced till the next date of hearing.
                                                   (KANWALJIT SINGH BEDI) JUDGE
""")
u("backlog/2026-09/CR 3318 HC 16 sep.txt", "typed_note_txt", L, "2026-09-16", ["C07"], ["C07-H02"], """
16.9.26 wed - HC Ct 31 Bedi J - CR 3318/2026 Grewal v. Arora
Bansal appeared for respondent-tenant, filed short reply: "expert is necessary for just decision".
Bedi J first question: "Is the tenant paying rent?" - Bansal: yes, deposited before RC. Ok.
Bansal sought time to argue, his senior busy. Interim order continues.
ND 18.11.2026.
""")
u("backlog/2026-11/CR 3318 args 18 nov.docx", "typed_note_docx", L, "2026-11-18", ["C07"], ["C07-H03"], """
18.11.2026 - P&H HC - Court 31 - Bedi J - CR-3318-2026 Kuldip Singh Grewal v. Mohinder Pal Arora
Argued 15 min: evidence closed in Feb; receipt never pleaded; Order 18 Rule 17-A / due diligence; expert was a
fishing exercise.
Bedi J asked Bansal: "has the tenant paid the rent up to date, or use and occupation charges?" - Bansal: up to
October 2026 deposited. Judge: "pay regularly, else I will not keep the tenant's expert".
Part heard. Interim order continues. ND 13.01.2027.
""")

# ---------------- C06 Dr. Jain clinic eviction (Rent Controller-II, Ct 22)
u("backlog/2026-01/Jain RP 58 22-1-26.docx", "typed_note_docx", L, "2026-01-22", ["C06"], ["C06-H01"], """
22.01.2026 (Thu) - Rent Controller-II, Ct 22 (Nagpal sahib) - RP No. 58 of 2025 - Paramjit Kaur Chawla v. Dr. Jagdish Chand Jain
Dr. Jain was proceeded ex parte on 16.10.2025 (his earlier counsel never told him). We came in today.
Filed arzi under Order 9 Rule 7 CPC to set aside the ex parte proceedings, with his affidavit - he was at
PGI Chandigarh with his wife (surgery) on 16.10.2025; discharge papers attached.
Notice to Sekhon (for landlady). ND 26.02.2026 for reply.
Ex parte evidence of landlady not yet recorded - lucky.
""")
u("backlog/2026-02/IMG-20260226-WA0002.jpg", "handwritten_note_photo", M, "2026-02-26", ["C06"], ["C06-H02"], """
ਮਿਤੀ 26.02.2026 ਵੀਰਵਾਰ
ਰੈਂਟ ਕੰਟਰੋਲਰ-II ਕੋਰਟ 22 - ਪਰਮਜੀਤ ਕੌਰ ਚਾਵਲਾ ਬਨਾਮ ਡਾ. ਜਗਦੀਸ਼ ਚੰਦ ਜੈਨ
ਸੇਖੋਂ ਵਕੀਲ ਨੇ ਅਰਜ਼ੀ ਦਾ ਜਵਾਬ ਦਿੱਤਾ, ਅਰਜ਼ੀ ਤੇ ਬਹਿਸ ਸੁਣੀ
ਅਗਲੀ ਪੇਸ਼ੀ 27.03.2026 - ਅਰਜ਼ੀ ਤੇ ਹੁਕਮ
- ਦਰਸ਼ਨ ਸਿੰਘ
""")
u("backlog/2026-03/RP 58-2025 order 27.03.2026.pdf", "certified_order_sheet_scan", "Rent Controller-II, Ludhiana", "2026-03-31", ["C06"], ["C06-H03"], """
IN THE COURT OF SH. VARUN NAGPAL, CIVIL JUDGE (JR. DIVN.)-CUM-RENT CONTROLLER-II, LUDHIANA
Rent Petition No. 58 of 2025     Paramjit Kaur Chawla   Vs.   Dr. Jagdish Chand Jain
27.03.2026
Present: Sh. Manpreet Singh Sekhon, Advocate for the petitioner.  Ms. G.K. Brar, Advocate for the respondent.
Order on the application under Order 9 Rule 7 CPC. The respondent has shown sufficient cause for his absence on
16.10.2025 (hospitalisation of his wife at PGIMER, Chandigarh). The ex parte proceedings are set aside subject to
payment of costs of Rs. 3,000/- to the petitioner. Written statement on the next date. To come up on 15.05.2026.
                                               Rent Controller-II, Ludhiana
""")
u("backlog/2026-05/jain WS filed 15.5.txt", "typed_note_txt", L, "2026-05-15", ["C06"], ["C06-H04"], """
15.5.26 fri - RC-II Ct 22 - Jain (RP 58/25)
Costs Rs. 3,000 paid to Sekhon - receipt taken. Written statement filed (copy in file).
Line of defence: no subletting - Arogya Path Labs is only a sample collection counter inside the clinic, Dr. Jain
keeps control; landlady knew since 2019. Rent Rs. 22,000 pm - she refused rent from Feb 2025, so we sent money orders.
ND 24.07.2026 for issues.
""")
u("backlog/2026-05/WS Dr Jain RP 58 filed copy.pdf", "document_scan", L, "2026-05-15", ["C06"], [], """
BEFORE THE RENT CONTROLLER-II, LUDHIANA
Rent Petition No. 58 of 2025      Paramjit Kaur Chawla vs Dr. Jagdish Chand Jain
WRITTEN STATEMENT ON BEHALF OF THE RESPONDENT
Preliminary objections: the petition is false; there is no subletting; the petitioner has concealed that she has been
refusing the rent since February 2025.
On merits:
2. The respondent runs "Jain Dental Care" in the demised premises (ground floor, 431-B, Model Town) since 2011 at a
   monthly rent of Rs. 22,000/-.
4. A counter of Arogya Path Labs for collection of samples has existed inside the clinic since 2019 with the knowledge
   and consent of the petitioner. No part of the premises is in the exclusive possession of any other person.
6. The rent from February 2025 was sent by money orders, which the petitioner refused.
Ludhiana, 15.05.2026                           Respondent, through counsel Gurpreet Kaur Brar, Advocate
""")
u("backlog/2026-07/IMG_20260724_125901.jpg", "handwritten_note_photo", L, "2026-07-24", ["C06"], ["C06-H05"], """
24/7/26  RC-II Ct 22  Dr. Jain
Issues framed (subletting; arrears; relief). PW1 Paramjit Kaur affidavit tendered. Cross by me next date - time over.
Dr Jain nu keha pichle saal de money order receipts te lab da agreement (2019) lai ke aao.
agli peshi 25.9.26
""")
u("backlog/2026-09/Jain PW1 cross 25-9.docx", "typed_note_docx", L, "2026-09-25", ["C06"], ["C06-H06"], """
25.09.2026 - RC-II - RP 58/2025 Chawla v. Dr. Jain - PW1 Paramjit Kaur cross (by me, 50 min)
Admitted:
 - the lab counter has been there since 2019 "with my knowledge"; she had visited the clinic many times
 - she accepted rent from Dr. Jain till January 2025; refused money orders after that "because I want the premises"
 - she does not know whether the lab pays anything to Dr. Jain
 - her son wants to open a cafe in the premises (not pleaded!)
Sekhon will examine the lab owner as PW2.
ND 27.11.2026.
""")
u("backlog/2026-11/jain 27 nov.txt", "typed_note_txt", L, "2026-11-27", ["C06"], ["C06-H07"], """
27.11.26 fri - Rent Controller-II - Dr. Jain (RP 58/25)
PW2 Vineet Sharma (Arogya Path Labs) not present - Sekhon asked for summons. Nagpal sahib issued summons to PW2.
No costs this time. Dr. Jain was present - told him the lab man may be hostile to them, fine for us.
ND 29.01.2027 - PW2.
""")

# ---------------- the junior's chats
u("backlog/2026-05/WhatsApp Chat with Jassi Jr.txt", "whatsapp_export", J, "2026-05-05", ["C01", "C02"], ["C02-H01", "C01-H04"], """
20/01/26, 12:10 - Jassi Jr: Mam Surinder Kaur wale vich insurance company wali Neha Khurana aa gayi, written version layi time. ND 24.2
20/01/26, 12:11 - Gurpreet Brar Adv: Ok. TPA wale aaye?
20/01/26, 12:13 - Jassi Jr: Haan mam, same vakeel dono layi. Goyal sir ne keha 45 din ton vadh time nahi milna
05/05/26, 13:02 - Jassi Jr: Mam Dhillon wale vich Malhotra ne fer time le lya - works manager haazir nahi, OP1 di gawahi nahi hoyi. ND 16.6
05/05/26, 13:03 - Jassi Jr: Goyal sir thode naraz c, par costs nahi laayi
05/05/26, 13:10 - Gurpreet Brar Adv: Theek. Dhillon nu dass dena. Expert wali arzi draft kar ke rakh
""")
u("backlog/2027-01/WhatsApp Chat with Jassi Jr (1).txt", "whatsapp_export", J, "2027-01-13", ["C01", "C08", "C07"], ["C01-H07", "C08-H01", "C07-H04"], """
22/09/26, 12:40 - Jassi Jr: Mam Dhillon case - sadian written arguments file ho gaiyan. Malhotra ne apniyan nahi laiyan, time le lya. Goyal sir ne keha "written pehlan, oral baad vich". ND 10.11
22/09/26, 12:41 - Gurpreet Brar Adv: 👍
03/11/26, 11:55 - Jassi Jr: Mam EA Surinder Kaur - notice issue ho gaya JD nu. PF jama karaya 100 rs. ND 1.12
03/11/26, 11:58 - Gurpreet Brar Adv: Ok. Manjot nu dass dei
13/01/27, 15:20 - Jassi Jr: Mam HC Ct 31 - Grewal wali revision reach nahi hoyi, board lamba si. Interim order continue. ND 17.02.2027
13/01/27, 15:22 - Gurpreet Brar Adv: Ok. Kal Grewal sahib nu phone karo. Parson RC vich bahas hai 15 nu - HC di date baad di hai, so RC final order nahi kar sakda.
""")

# ---------------- plan and cause list
u("backlog/2027-01/Plan 11-22 Jan.docx", "typed_note_docx", L, "2027-01-09", ["C01", "C07", "C03", "C05", "C08", "C04", "C06"], [], """
PLAN - 11 Jan to 22 Jan 2027
Tue 12/1  DCDRC - Dhillon (Rattan Motors) - OP1's args; reply ready (job cards chart).
Wed 13/1  HC Chd Ct 31 - Grewal revision - Jassi to go (only to keep the interim order alive; args after RC date).
Fri 15/1  Labour Court-II - Ramesh v. Gill Hosiery - ARGUMENTS. Prepare back wages chart (Rs. 11,800 x months since
          12.03.2023) + ESI record + MW1's admissions (no enquiry, no 25-F). Ask Ramesh about the Rs. 2,25,000 offer before court.
Fri 15/1  RC Ct 14 - Grewal v. Arora - arguments; HC says no final order till revision decided - ask for a date after 17.2.
Fri 15/1  DCDRC - EA Surinder Kaur - interest Rs. 31,219; if not paid, press for Manager in person.
Thu 21/1  Industrial Tribunal camp ct - Bhogal union ref - ARGUMENTS. Get the renewed contractor's licence from Sunil
          Thakur (old one valid till 09.01.2027) + written synopsis.
Pending:
- Dr. Jain: PW2 on 29/1 - prepare cross of the lab man (agreement of 2019).
""")
u("backlog/2027-01/LC-II Ludhiana cause list 15.01.2027.pdf", "cause_list_pdf", "Labour Court-II, Ludhiana", "2027-01-14", ["C03"], [], """
LABOUR COURT-II, LUDHIANA - CAUSE LIST FOR FRIDAY, 15.01.2027
PRESIDING OFFICER: SH. AMARJIT SINGH DHALIWAL
Sr.  Ref./App. No.        Parties                                             Stage
1    Ref. 44/2023         Shiv Shankar vs M/s Vardhman Dye House              Award
2    Ref. 118/2024        Ramesh Kumar Yadav vs M/s Gill Hosiery Works        Arguments
3    LCA 31/2025 (33-C2)  Munna Lal vs M/s Kohli Cycle Parts                  Management's evidence
4    Ref. 207/2025        Sukhdev Singh vs Punjab Roadways (Ldh Depot)        Reply
5    Ref. 12/2026         Pappu Ram vs M/s Ganga Knitwears                    Workman's evidence
""")
