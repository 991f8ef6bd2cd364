"""The uploads of the Kolar practice: what the lawyer, the junior Harish and the gumastha Venkataramanappa kept."""

L, J, K = "K. Narasimha Murthy", "Harish Gowda B.", "Venkataramanappa (gumastha)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents (before and around the cases)
u("backlog/2029-10/BGML service certificate Arumugam.pdf", "document_scan", "Bharat Gold Mines Ltd., Personnel Dept.", "2029-10-09", ["C01"], [], """
BHARAT GOLD MINES LIMITED (A Govt. of India Undertaking)   Oorgaum P.O., Kolar Gold Fields - 563 120
SERVICE CERTIFICATE                                     Ref: BGML/PER/CR/2029/311   Dt: 09.10.2029
This is to certify that Sri P. ARUMUGAM s/o Perumal, Token No. CR-4417, worked in this Company as Winding Engine
Driver Gr. I at Champion Reef Mine from 12.06.1978 till 28.02.2001, the date of suspension of mining operations.
Last drawn basic pay Rs. 3,840/- p.m. + VDA. Gratuity paid: Rs. 61,200/- (on 15 years' reckoning).
Dues, if any, are subject to the orders of the competent authority.            sd/- Dy. Manager (Personnel)
""")
u("backlog/2030-08/Eviction notice Selvi quarters.pdf", "document_scan", "Estate Officer, BGML", "2030-07-30", ["C02"], [], """
BHARAT GOLD MINES LIMITED - ESTATE DIVISION, K.G.F.
No. BGML/EST/Q/2030/1187                                                    Date: 30.07.2030
NOTICE TO VACATE
To: Smt. Selvi w/o late S. Anthonysamy, Quarters No. 14, 3rd Line, Marikuppam, K.G.F.
The Company quarters No. 14, 3rd Line, Marikuppam was allotted to late S. Anthonysamy (Token No. MK-2290), ex-employee.
On his death the allotment stands cancelled. You are in unauthorised occupation. You are directed to vacate and hand
over vacant possession within 30 days of this notice, failing which action for eviction will be taken and damages
at Rs. 1,500/- per month will be recovered.                                   sd/- Estate Officer
""")
u("backlog/2030-04/APMC patti Muninarayanappa.jpg", "document_photo", "Sri Venkateshwara Tomato Traders, APMC Yard, Kolar", "2030-03-30", ["C03"], [], """
SRI VENKATESHWARA TOMATO TRADERS   Commission Agents   Shop No. 88, APMC Tomato Yard, Kolar
Prop: K. Chowdareddy                     SALE PATTI (LEDGER EXTRACT)
Raitha: Muninarayanappa, Vemgal        Period: 02.02.2030 to 30.03.2030
Total crates (15 kg): 2,214   Gross sale: Rs. 4,03,112   Commission 10%: Rs. 40,312
Net payable to raitha: Rs. 3,62,800/-     Paid: NIL      Balance: Rs. 3,62,800/-
sd/- for S.V.T.T.
""")
u("backlog/2030-04/IMG-20300411-WA0007.jpg", "document_photo", "Canara Bank, APMC Yard Branch, Kolar", "2030-04-11", ["C03"], [], """
CANARA BANK   APMC Yard Branch, Kolar
CHEQUE RETURN MEMO                          Date: 11.04.2030
Cheque No. 771904 dated 08.04.2030 for Rs. 3,62,800/- drawn on A/c 0648xxxxxxx (Sri Venkateshwara Tomato Traders,
prop. K. Chowdareddy), presented by Muninarayanappa - RETURNED UNPAID.
Reason: FUNDS INSUFFICIENT
""")
u("backlog/2030-04/legal notice Chowdareddy 138.docx", "typed_note_docx", L, "2030-04-22", ["C03"], [], """
K. NARASIMHA MURTHY, B.A., LL.B., Advocate
No. 7, Advocates' Chambers, District Court Complex, Kolar                          Dated: 22.04.2030
RPAD
To: Sri K. Chowdareddy, prop. Sri Venkateshwara Tomato Traders, Shop No. 88, APMC Tomato Yard, Kolar
Sub: Notice u/s 138 (b) of the Negotiable Instruments Act, 1881
Under instructions of my client Sri Muninarayanappa s/o Chikkamuniyappa of Vemgal: my client sold his tomato crop
through your mandi between 02.02.2030 and 30.03.2030 and the net sale proceeds due to him as per your own patti were
Rs. 3,62,800. Towards this you issued cheque no. 771904 dated 08.04.2030 on Canara Bank, APMC Yard Branch, which was
returned 'funds insufficient' on 11.04.2030. You are called upon to pay Rs. 3,62,800 within 15 days of receipt.
                                                                                Advocate
""")
u("backlog/2029-06/RTC 47-2 Budikote.jpg", "document_photo", "Bhoomi kiosk, Taluk Office, Bangarapet", "2029-05-28", ["C04", "C07"], [], """
ಪಹಣಿ ಪತ್ರಿಕೆ (RTC)   ಗ್ರಾಮ: ಬೂದಿಕೋಟೆ   ಹೋಬಳಿ: ಬೂದಿಕೋಟೆ   ತಾಲ್ಲೂಕು: ಬಂಗಾರಪೇಟೆ   ಜಿಲ್ಲೆ: ಕೋಲಾರ
ಸರ್ವೆ ನಂ: 47   ಹಿಸ್ಸಾ: 2   ವಿಸ್ತೀರ್ಣ: 2 ಎ 10 ಗುಂ   ಖರಾಬು: 0-04   ಜಮೀನಿನ ವಿಧ: ಖುಷ್ಕಿ (dry)
ಖಾತೆದಾರರ ಹೆಸರು: ರಾಮಪ್ಪ ಬಿನ್ ಮುನಿಸ್ವಾಮಪ್ಪ   ಖಾತೆ ನಂ: 118
ಹಕ್ಕು ಬದಲಾವಣೆ: ಎಂ.ಆರ್. 12/2027-28 (ಪೌತಿ ಖಾತೆ)   ಹಿಂದಿನ ಖಾತೆದಾರರು: ಮುನಿಸ್ವಾಮಪ್ಪ ಬಿನ್ ದೊಡ್ಡಮುನಿಯಪ್ಪ
ಬೆಳೆ: ರಾಗಿ (ಮಳೆ ಆಶ್ರಿತ)      Bhoomi print dt 28.05.2029
""")
u("backlog/2030-07/WS D1 Ramappa OS 88-2029.pdf", "document_scan", "Sri. M. Chikkanarasimhaiah (for D1)", "2030-07-19", ["C04"], [], """
IN THE COURT OF THE SENIOR CIVIL JUDGE & JMFC AT BANGARAPET
O.S. No. 88/2029    Smt. Lakshmamma & others ... Plaintiffs    vs    Sri Ramappa & another ... Defendants
WRITTEN STATEMENT FILED BY DEFENDANT No. 1 UNDER ORDER VIII RULE 1 CPC
1. The suit is not maintainable. The suit schedule lands Sy. No. 47/2 (2 acres 10 guntas) and Sy. No. 47/3 (1 acre 05
guntas) of Budikote village were orally partitioned in the year 2015 itself in the presence of village elders, and
late Krishnappa (husband of plaintiff 1) took his share in cash of Rs. 1,20,000. Hence M.R. No. 12/2027-28 is correct.
2. Podi (phodi) and hissa durasti were not done only because the plaintiffs did not co-operate.
3. This defendant is in exclusive cultivation of Sy. No. 47/3 since 2015. The suit is liable to be dismissed.
Bangarapet, 19.07.2030                                     Advocate for D1                 Defendant No. 1
""")
u("backlog/2030-03/Plaint ComOS Balaji Granites.pdf", "document_scan", L, "2030-03-04", ["C05"], [], """
IN THE COURT OF THE PRINCIPAL DISTRICT JUDGE (COMMERCIAL COURT) AT KOLAR
Com.O.S. No. ____/2030
Sri Sai Balaji Granites, a registered partnership firm, rep. by its partner Sri P. Venugopal Reddy, Mulbagal ... Plaintiff
vs  Kolar Stone Crushers, rep. by its partner Sri H. M. Anwar Pasha, Kolar ... Defendant
PLAINT UNDER ORDER VII RULE 1 CPC r/w SECTION 7 OF THE COMMERCIAL COURTS ACT, 2015
1. The plaintiff holds quarry lease No. 1432 granted by the Dept. of Mines & Geology over 4 acres in Sy. No. 112 of
Hunasikote village, Kolar taluk, for ornamental granite (grey).
2. By a raising agreement dated 15.06.2027 the defendant was to quarry and dispatch blocks on payment of 40% of the
sale value as royalty share, besides the statutory royalty to the Government.
3. The defendant has removed blocks on mineral dispatch permits (MDPs) without paying the share. Rs. 18,40,000/- is due
till 31.12.2029. Pre-institution mediation u/s 12A failed (non-starter report dt 10.02.2030).
PRAYER: decree for Rs. 18,40,000 with interest at 12% p.a.; permanent injunction restraining the defendant from
removing blocks from the quarry without accounting.                                         Advocate for Plaintiff
""")
u("backlog/2024-02/FIR 61-2024 Robertsonpet.pdf", "document_scan", "Robertsonpet Police Station, K.G.F.", "2024-02-19", ["C06"], [], """
FIRST INFORMATION REPORT (Under Section 154 Cr.P.C.)
District: K.G.F.   P.S.: Robertsonpet   Crime No. 61/2024   Date: 19.02.2024
Sections: 498A, 323, 506 r/w 34 IPC and Sections 3, 4 Dowry Prohibition Act, 1961
Complainant: Smt. Priya w/o Naveen Kumar S., d/o Rajendran, Andersonpet, K.G.F.
Accused: (1) Naveen Kumar S. (husband), (2) Rani (mother-in-law), (3) Deepa (sister-in-law), all of 4th Cross,
Robertsonpet.
Gist: Marriage on 06.09.2021. At the marriage her parents gave Rs. 2,00,000 cash and 8 pavan gold. Accused demanded
Rs. 3,00,000 more for a two-wheeler showroom business, assaulted her on 14.02.2024 and sent her out of the house.
                                                                     PSI, Robertsonpet P.S.
""")
u("backlog/2031-03/FIR 44-2031 Bangarapet.pdf", "document_scan", "Bangarapet Police Station", "2031-03-02", ["C08"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)
District: Kolar   P.S.: Bangarapet   Crime No. 44/2031   Date: 02.03.2031
Acts & Sections: BNS 2023 - 109, 118(2), 352, 3(5)
Informant: Sridhar s/o Chinnappa, Kamasamudram
Gist: On 01.03.2031 at about 8.30 PM near Kamasamudram circle, over a quarrel about a tank-bund path, accused Suresh @
Kulla and two others assaulted the informant's brother Manjunath with a machu (sickle) on the left shoulder.
Accused No. 1 Suresh @ Kulla arrested on 03.03.2031.                               PSI, Bangarapet P.S.
""")
u("backlog/2031-03/wound certificate Manjunath SNR.pdf", "document_scan", "SNR District Hospital, Kolar", "2031-03-06", ["C08"], [], """
SRI NARASIMHARAJA DISTRICT HOSPITAL, KOLAR        WOUND CERTIFICATE        MLC No. 312/2031
Name: Manjunath s/o Chinnappa, 31 yrs, Kamasamudram. Brought on 01.03.2031 at 10.10 PM by PC 1142, Bangarapet P.S.
Injury: incised wound 6 cm x 1 cm x muscle deep over left shoulder. X-ray: no bony injury.
Opinion: the injury is SIMPLE in nature. Discharged on 04.03.2031.                  sd/- Medical Officer
""")
u("backlog/2031-04/BGML family pension sanction Selvi.pdf", "document_scan", "BGML, Pension Cell", "2031-04-04", ["C02"], [], """
BHARAT GOLD MINES LIMITED - PENSION CELL, OORGAUM                     No. BGML/PEN/FP/2031/58   Date: 04.04.2031
In compliance with the order of the Hon'ble High Court of Karnataka dated 11.02.2031 in W.P. No. 18233/2030, family
pension of Rs. 9,450/- (Rupees nine thousand four hundred and fifty only) per month is sanctioned to Smt. Selvi w/o late
S. Anthonysamy (Token MK-2290) with effect from 01.01.2030. Arrears of Rs. 1,41,750/- to be credited to her SB account
at Indian Bank, Robertsonpet.                                                      sd/- Manager (Pension)
""")
u("backlog/2030-11/IMG_20301120_113402.jpg", "document_photo", "Office of the ADLR, Bangarapet", "2030-11-20", ["C04"], [], """
OFFICE OF THE ASSISTANT DIRECTOR OF LAND RECORDS, BANGARAPET      RECEIPT No. 2291     Date: 20.11.2030
Received from Smt. Lakshmamma, Budikote, the sum of Rs. 5,000/- (Rupees five thousand only) towards Court
Commissioner's fee and measurement (podi/hissa sketch) in O.S. No. 88/2029, Sr. Civil Judge, Bangarapet.
Sy. No. 47/2, 47/3 Budikote.                                          sd/- Case Worker
""")

# ---------------- the lawyer's diary photos
u("backlog/2030-07/IMG_20300708_171502.jpg", "handwritten_note_photo", L, "2030-07-08", ["C01"], ["C01-H01"], """
8/7/30 Mon  Labour Ct Kolar
Arumugam v BGML 33C(2) - Ravishankar (BGML) time for objections, "instructions from Bangalore corp. office".
PO Hiremath saaru not happy, gave time. ND 12/8 objections.
Arumugam vandhaaru with son-in-law. Told him - "paisa barutte, swalpa time hidiyutte". Token CR-4417 papers ready.
""")
u("backlog/2030-07/IMG_20300719_183344.jpg", "handwritten_note_photo", L, "2030-07-19", ["C04", "C06"], ["C04-H01"], """
19/7  Bangarapet Sr CJ - Lakshmamma partition: D1 Ramappa WS filed (oral partition 2015 story, 1.2 lakh cash to
Krishnappa!). D2 Venkatamma WS - time. ND 23/8. Naik saaru asked latest pahani + MR 12/2027-28 extract - get from
Bhoomi before next date. ಪೋಡಿ ಆಗಿಲ್ಲ, ಹಿಸ್ಸಾ ದುರಸ್ತಿ ಆಗಿಲ್ಲ - commissioner IA haakbeku.
--
KGF 498A (Naveen) - 24/7 PW1 Priya chief. Prepare cross on the 14.02.24 date, she went to Andersonpet herself.
""")
u("backlog/2031-03/IMG_20310317_190210.jpg", "handwritten_note_photo", L, "2031-03-17", ["C08"], ["C08-H02"], """
17.3.31  PDJ Kolar - Kulla bail (Crl.Misc 611/31)
PP Lokesh objections filed - says 2 prev cases (Cr 118/2027 & 203/2029, both Bangarapet PS). Argued: wound cert. says
SIMPLE injury, no bony injury; 109 not attracted; in custody from 3.3.31; chargesheet not yet.
PDJ saaru asked "what happened in those two cases?" - told acquitted in 118/2027, 203/2029 pending. Orders 25/3.
Ramesh (brother) to keep 2 sureties ready - RTC of sureties.
""")
u("backlog/2031-06/IMG_20310620_175830.jpg", "handwritten_note_photo", L, "2031-06-20", ["C04"], ["C04-H09"], """
20/6/31 Bangarapet - Budikote partition
PW1 Lakshmamma cross by Chikkanarasimhaiah completed (finally!). She stood firm - ನಮ್ಮ ಯಜಮಾನರು ಯಾವ ಹಣನೂ
ತಗೊಂಡಿಲ್ಲ (never took cash). Denied oral partition.
PW2 - daughter Sunitha, affidavit to file. ND 4/7 ?? (check with gumastha)
""")
u("backlog/2031-01/20310108_181122.jpg", "handwritten_note_photo", L, "2031-01-08", ["C06"], ["C06-H05"], """
8/1/31 KGF JMFC - Naveen 498A
PW3 Selvaraj (neighbour, mahazar witness) - did not support! Said "ennakku onnum theriyaadhu, police sign vaanginaanga"
(I know nothing, police took my sign). APP Vanaja treated him hostile, cross by APP - nothing. Our cross - only 2 qns.
Next: IO PSI Manjula, 19/2/31.
""")

# ---------------- gumastha's register pages (Kannada script)
u("backlog/2030-08/WhatsApp Image 2030-08-23 at 18.02.11.jpeg", "handwritten_note_photo", K, "2030-08-23", ["C01", "C03", "C04"], ["C01-H02", "C03-H02", "C04-H02"], """
ದಿನಚರಿ ಪುಸ್ತಕ - ಆಗಸ್ಟ್ 2030
12.08.2030  ಕಾರ್ಮಿಕ ನ್ಯಾಯಾಲಯ ಕೋಲಾರ  ಐ.ಡಿ.(ಸಿ.ಎ) 14/2029 ಆರುಮುಗಂ - ಬಿ.ಜಿ.ಎಂ.ಎಲ್  ಆಕ್ಷೇಪಣೆ ಸಲ್ಲಿಸಿದರು.
            ಮುಂದಿನ ದಿನಾಂಕ 16.09.2030 - ಅರ್ಜಿದಾರರ ಸಾಕ್ಷ್ಯ
21.08.2030  ಜೆ.ಎಂ.ಎಫ್.ಸಿ ಕೋಲಾರ  ಸಿ.ಸಿ. 1147/2030 ಮುನಿನಾರಾಯಣಪ್ಪ - ಚೌಡರೆಡ್ಡಿ  ಸಮನ್ಸ್ ಜಾರಿ ಆಗಿಲ್ಲ, ಮತ್ತೆ ಸಮನ್ಸ್.
            ಮುಂದಿನ ದಿನಾಂಕ 25.09.2030
23.08.2030  ಹಿರಿಯ ಸಿವಿಲ್ ನ್ಯಾಯಾಧೀಶರು ಬಂಗಾರಪೇಟೆ  ಓ.ಎಸ್. 88/2029 ಲಕ್ಷ್ಮಮ್ಮ - ರಾಮಪ್ಪ  ಪ್ರತಿವಾದಿ 2 ಮೆಮೋ
            (ಪ್ರ.1 ರ ಹೇಳಿಕೆ ಅಳವಡಿಕೆ). ಕಮಿಷನರ್ ನೇಮಕ ಅರ್ಜಿ (ಐ.ಎ.) ಸಲ್ಲಿಸಿದೆವು. ಮುಂದಿನ ದಿನಾಂಕ 27.09.2030 - ಆಕ್ಷೇಪಣೆ
""")
u("backlog/2030-09/WhatsApp Image 2030-09-30 at 19.44.02.jpeg", "handwritten_note_photo", K, "2030-09-30", ["C01", "C03", "C04", "C06"], ["C01-H03", "C03-H03", "C04-H03", "C06-H03"], """
ದಿನಚರಿ - ಸೆಪ್ಟೆಂಬರ್ 2030
16.09.2030  ಕಾರ್ಮಿಕ ನ್ಯಾ. ಆರುಮುಗಂ  ಪಿ.ಡಬ್ಲ್ಯು.1 ಪ್ರಮಾಣ ಪತ್ರ, ನಿ.ಪಿ.1-9 ಗುರುತು.  ಮುಂ.ದಿ. 04.11.2030 ಪಾಟಿಸವಾಲು
25.09.2030  ಜೆ.ಎಂ.ಎಫ್.ಸಿ ಕೋಲಾರ ಚೌಡರೆಡ್ಡಿ ಕೇಸು  ಆರೋಪಿ ಗೈರು - ಬಿ.ಡಬ್ಲ್ಯು. ವಾರಂಟ್ ರೂ. 10,000.  ಮುಂ.ದಿ. 06.11.2030
27.09.2030  ಬಂಗಾರಪೇಟೆ ಲಕ್ಷ್ಮಮ್ಮ ಕೇಸು  ಪ್ರತಿವಾದಿ ವಕೀಲರು ಹೈಕೋರ್ಟ್‌ನಲ್ಲಿ ಬ್ಯುಸಿ, ಸಮಯ ಕೇಳಿದರು. ರೂ. 300 ಖರ್ಚು (ವೆಚ್ಚ).
            ಮುಂ.ದಿ. 08.11.2030
30.09.2030  ಕೆ.ಜಿ.ಎಫ್ ಜೆ.ಎಂ.ಎಫ್.ಸಿ ನವೀನ್ ಕೇಸು  ಪಿ.ಡಬ್ಲ್ಯು.1 ಪಾಟಿಸವಾಲು ಮುಗಿಯಿತು. ಪಿ.ಡಬ್ಲ್ಯು.2 ಗೈರು.
            ಮುಂ.ದಿ. 13.11.2030
""")
u("backlog/2030-11/WhatsApp Image 2030-11-13 at 17.20.55.jpeg", "handwritten_note_photo", K, "2030-11-13", ["C01", "C03", "C04", "C06"], ["C01-H04", "C03-H04", "C04-H04", "C06-H04"], """
ದಿನಚರಿ - ನವೆಂಬರ್ 2030
04.11.2030  ಕಾರ್ಮಿಕ ನ್ಯಾ. ಆರುಮುಗಂ  ಬಿ.ಜಿ.ಎಂ.ಎಲ್ ವಕೀಲರು ಸಮಯ ಕೇಳಿದರು - ರೂ. 500 ಖರ್ಚು. ಮುಂ.ದಿ. 09.12.2030
06.11.2030  ಜೆ.ಎಂ.ಎಫ್.ಸಿ ಕೋಲಾರ ಚೌಡರೆಡ್ಡಿ ಹಾಜರು, ಜಾಮೀನು. ಪ್ಲೀ ದಾಖಲು. ಮುಂ.ದಿ. 11.12.2030 ಸಾಕ್ಷ್ಯ
08.11.2030  ಬಂಗಾರಪೇಟೆ ಲಕ್ಷ್ಮಮ್ಮ  ಐ.ಎ. ಮಂಜೂರು - ತಾಲ್ಲೂಕು ಸರ್ವೆಯರ್ ಕಮಿಷನರ್. ಮುಂ.ದಿ. 10.01.2031
13.11.2030  ಕೆ.ಜಿ.ಎಫ್ ನವೀನ್  ಪಿ.ಡಬ್ಲ್ಯು.2 ರಾಜೇಂದ್ರನ್ ಸಾಕ್ಷ್ಯ ಮತ್ತು ಪಾಟಿಸವಾಲು. ಮುಂ.ದಿ. 08.01.2031
""")
u("backlog/2031-01/WhatsApp Image 2031-01-22 at 18.31.40.jpeg", "handwritten_note_photo", K, "2031-01-22", ["C04", "C05", "C01", "C03"], ["C04-H05", "C05-H05", "C01-H06", "C03-H06"], """
ದಿನಚರಿ - ಜನವರಿ 2031
10.01.2031  ಬಂಗಾರಪೇಟೆ ಲಕ್ಷ್ಮಮ್ಮ  ಕಮಿಷನರ್ ವರದಿ ಬಂದಿಲ್ಲ. ಮುಂ.ದಿ. 14.02.2031
13.01.2031  ಪ್ರಧಾನ ಜಿಲ್ಲಾ ನ್ಯಾ. ಕೋಲಾರ  ಕಾಂ.ಓ.ಎಸ್. 4/2030 ಸಾಯಿ ಬಾಲಾಜಿ ಗ್ರಾನೈಟ್ಸ್  ಪಿ.ಡಬ್ಲ್ಯು.1 ಪಾಟಿಸವಾಲು ಭಾಗಶಃ.
            ಮುಂ.ದಿ. 17.02.2031
20.01.2031  ಕಾರ್ಮಿಕ ನ್ಯಾ. ಆರುಮುಗಂ  ಆರ್.ಡಬ್ಲ್ಯು.1 ಬಾಲಸುಬ್ರಮಣಿ ಸಾಕ್ಷ್ಯ. ಮುಂ.ದಿ. 10.03.2031 ವಾದ
22.01.2031  ಜೆ.ಎಂ.ಎಫ್.ಸಿ ಕೋಲಾರ ಚೌಡರೆಡ್ಡಿ  ಆರೋಪಿ ವಿನಾಯಿತಿ ಅರ್ಜಿ (ಅನಾರೋಗ್ಯ). ಮುಂ.ದಿ. 26.02.2031
""")
u("backlog/2031-02/WhatsApp Image 2031-02-26 at 17.05.13.jpeg", "handwritten_note_photo", K, "2031-02-26", ["C04", "C05", "C06", "C03"], ["C04-H06", "C05-H06", "C06-H06", "C03-H07"], """
ದಿನಚರಿ - ಫೆಬ್ರವರಿ 2031
14.02.2031  ಬಂಗಾರಪೇಟೆ ಲಕ್ಷ್ಮಮ್ಮ  ಕಮಿಷನರ್ ವರದಿ ಸಲ್ಲಿಕೆ. 5 ವಿವಾದಾಂಶಗಳು ರಚನೆ. ಮುಂ.ದಿ. 21.03.2031
17.02.2031  ಪ್ರ.ಜಿ.ನ್ಯಾ. ಗ್ರಾನೈಟ್ ಕೇಸು  ಪಿ.ಡಬ್ಲ್ಯು.1 ಪಾಟಿಸವಾಲು ಮುಗಿಯಿತು. ಡಿ.ಡಬ್ಲ್ಯು.1 ಪ್ರಮಾಣ ಪತ್ರ. ಮುಂ.ದಿ. 24.03.2031
19.02.2031  ಕೆ.ಜಿ.ಎಫ್ ನವೀನ್  ತನಿಖಾಧಿಕಾರಿ ಗೈರು - ಎಸ್.ಪಿ. ಮೂಲಕ ಸಮನ್ಸ್. ಮುಂ.ದಿ. 16.04.2031
26.02.2031  ಜೆ.ಎಂ.ಎಫ್.ಸಿ ಕೋಲಾರ ಚೌಡರೆಡ್ಡಿ  ಪಿ.ಡಬ್ಲ್ಯು.1 ಪಾಟಿಸವಾಲು ಮುಗಿಯಿತು. ಮುಂ.ದಿ. 02.04.2031
""")
u("backlog/2031-06/WhatsApp Image 2031-06-20 at 19.12.48.jpeg", "handwritten_note_photo", K, "2031-06-20", ["C05", "C06", "C01", "C03", "C04"], ["C05-H08", "C06-H08", "C01-H08", "C03-H09", "C04-H09"], """
ದಿನಚರಿ - ಜೂನ್ 2031
09.06.2031  ಪ್ರ.ಜಿ.ನ್ಯಾ. ಗ್ರಾನೈಟ್ ಕೇಸು  ವಾದಿ ಪರ ವಾದ ಮುಗಿಯಿತು. ಮುಂ.ದಿ. 07.07.2031 ಪ್ರತಿವಾದಿ ವಾದ
11.06.2031  ಕೆ.ಜಿ.ಎಫ್ ನವೀನ್  313 ಹೇಳಿಕೆ ದಾಖಲು. ಮುಂ.ದಿ. 03.07.2031 ಪ್ರತಿವಾದಿ ಸಾಕ್ಷ್ಯ
16.06.2031  ಕಾರ್ಮಿಕ ನ್ಯಾ. ಆರುಮುಗಂ  ಲೆಕ್ಕಾಚಾರ ಪಟ್ಟಿ ಹಾಜರು. ಅರ್ಜಿದಾರರ ವಾದ ಮುಗಿಯಿತು. ಮುಂ.ದಿ. 14.07.2031
18.06.2031  ಜೆ.ಎಂ.ಎಫ್.ಸಿ ಕೋಲಾರ ಚೌಡರೆಡ್ಡಿ  ಡಿ.ಡಬ್ಲ್ಯು.1 ಆರೋಪಿ ಸಾಕ್ಷ್ಯ. ಮುಂ.ದಿ. 03.07.2031 ವಾದ
20.06.2031  ಬಂಗಾರಪೇಟೆ ಲಕ್ಷ್ಮಮ್ಮ  ಪಿ.ಡಬ್ಲ್ಯು.1 ಪಾಟಿಸವಾಲು ಮುಗಿಯಿತು. ಮುಂ.ದಿ. 11.07.2031 ಪಿ.ಡಬ್ಲ್ಯು.2
""")

# ---------------- WhatsApp exports
u("backlog/2030-12/WhatsApp Chat with Harish Jr.txt", "whatsapp_export", J, "2030-12-11", ["C03", "C07"], ["C03-H01", "C07-H01", "C07-H02", "C03-H03", "C07-H03", "C03-H05"], """
17/07/30, 13:05 - Harish Jr: Sir tomato 138 - sworn statement aaytu, Muninarayanappa chennagi helidru. Cognizance tagondru, summons ge order. ND 21/8
17/07/30, 13:07 - Narasimha Murthy Adv: Good. PF/RPAD pay maadi ivattu ne.
29/07/30, 16:40 - Harish Jr: Sir AC court - Budikote MR appeal. Ramappa kade Nagaraj Reddy vakalat haakidru. AC saaru Tahsildar records call maadidru. ND 3/9
03/09/30, 15:12 - Harish Jr: Sir AC court records innu bandilla, Tahsildar office inda yaaru bandilla. ND 14 Oct
03/09/30, 15:13 - Narasimha Murthy Adv: Sari. RI ge phone maadi, mutation register + Form 21 notice copy kalisoke heli
25/09/30, 12:20 - Harish Jr: Sir Chowdareddy absent again. Roopa madam BW haakidru, 10,000. ND 6/11
25/09/30, 12:21 - Narasimha Murthy Adv: 👍 client ge tilsi
14/10/30, 17:02 - Harish Jr: Sir AC court: records bandvu. Naanu arguments maadide - Krishnappa legal heirs ge notice illade pauti khata maadiddare antha. Nagaraj Reddy "oral partition 2015" antha helidru. Orders reserved, ND 25/11
14/10/30, 17:05 - Narasimha Murthy Adv: Super Harish. Good work.
11/12/30, 13:30 - Harish Jr: Sir tomato case - PW1 affidavit file aaytu, Ex.P1 to P6 mark aaytu (cheque, memo, notice, postal ack, reply illa, patti). Abdul Khader cross ge time. ND 22/1/31
""")
u("backlog/2031-06/WhatsApp Chat with Harish Jr (2).txt", "whatsapp_export", J, "2031-06-18", ["C03", "C04", "C08"], ["C03-H06", "C08-H01", "C04-H07", "C03-H08", "C04-H08", "C03-H09"], """
22/01/31, 12:10 - Harish Jr: Sir Chowdareddy ge exemption - Abdul Khader medical certificate haakidru, "accused suffering from jaundice". Cross aagilla. ND 26/2
22/01/31, 12:11 - Narasimha Murthy Adv: Next date-ge cross maadle beku antha heli court ge
12/03/31, 11:48 - Harish Jr: Sir Kulla bail PDJ court - PP objections ge time kelidru. ND 17/3
12/03/31, 11:50 - Narasimha Murthy Adv: Ok. Wound certificate copy file ge haaki
21/03/31, 16:25 - Harish Jr: Sir Bangarapet - Lakshmamma PW1 affidavit file aaytu, Ex.P1-P8 (RTCs, MR extract, vamshavruksha/genealogy, death cert of Krishnappa). ND 25/4 cross
02/04/31, 12:40 - Harish Jr: Sir tomato case - 351 BNSS statement of accused record aaytu. Accused "defence evidence kodtini" antha helidru. ND 18/6
25/04/31, 17:15 - Harish Jr: Sir Lakshmamma cross part aaytu. Chikkanarasimhaiah half maadi "HC alli case ide" antha hogbittru. Lakshmamma admit maadidru - 47/3 nalli Ramappa ne 2015 inda saagubadi maadtidare. ND 20/6
25/04/31, 17:17 - Narasimha Murthy Adv: Aa admission problem alla, co-owner possession. Re-exam ge note maadi
18/06/31, 13:02 - Harish Jr: Sir tomato case DW1 - Chowdareddy swatha evidence kottru. "Cheque security ge kottidde, cash nalli 2 lakh kottidini" antha helidru. Receipt illa antha cross nalli oppkondru. ND 3/7 arguments
18/06/31, 13:03 - Narasimha Murthy Adv: 👌 arguments ge written notes ready maadu
""")
u("backlog/2031-04/WhatsApp Chat with Daniel Selvi son.txt", "whatsapp_export", "Daniel (Selvi's son)", "2031-04-08", ["C02"], ["C02-H01", "C02-H02", "C02-H04", "C02-H05"], """
04/09/30, 17:30 - Daniel KGF: Sir vanakkam. High court la enna aachu? Amma romba tension la irukaanga
04/09/30, 17:41 - Narasimha Murthy Adv: Daniel, notice aagide. No coercive steps - quarters kaali maadisoke aagalla till next date. Amma ge heli tension beda. ND 23 Oct
04/09/30, 17:43 - Daniel KGF: Thank you sir! Estate office aalunga vandha enna solradhu?
04/09/30, 17:45 - Narasimha Murthy Adv: HC order copy torisi. Copy naale kalistini
23/10/30, 18:02 - Daniel KGF: Sir inniki enna aachu
23/10/30, 18:10 - Narasimha Murthy Adv: CGC time kelidru objections ge. Interim order extend aagide. ND 3 Dec
11/02/31, 19:20 - Daniel KGF: Sir pension pathi judge enna sonnaru?
11/02/31, 19:31 - Narasimha Murthy Adv: BGML 8 weeks olage family pension representation decide maadbeku antha order. Quarters - interim continue. ND 8 April
08/04/31, 18:45 - Narasimha Murthy Adv: Daniel good news - BGML family pension sanction maadidare 9,450 per month, 01.01.2030 inda arrears. Quarters part ge ND 15 July
08/04/31, 18:50 - Daniel KGF: Romba romba thanks sir 🙏 Amma kitta sonnen, azhudhutaanga. Indian Bank passbook check panren
""")

# ---------------- certified order sheets
u("backlog/2030-09/WP 18233-2030 order 04.09.2030.pdf", "certified_order_sheet_scan", "High Court of Karnataka", "2030-09-04", ["C02"], ["C02-H01"], """
IN THE HIGH COURT OF KARNATAKA AT BENGALURU
DATED THIS THE 4TH DAY OF SEPTEMBER, 2030
BEFORE THE HON'BLE MR. JUSTICE B. N. SHIVALINGAIAH
WRIT PETITION No. 18233 OF 2030 (GM-RES)
BETWEEN: Smt. Selvi ... Petitioner   AND: Union of India & Others ... Respondents
ORDER
Sri K. Narasimha Murthy, learned counsel for the petitioner. Sri Y. H. Vijayakumar, learned CGC, takes notice for R1.
Issue emergent notice to R2 (BGML) and R3 (Estate Officer). Till the next date of hearing, no coercive steps shall be
taken to evict the petitioner from Quarters No. 14, 3rd Line, Marikuppam, pursuant to the notice dated 30.07.2030.
List on 23.10.2030.                                                                         Sd/- JUDGE
""")
u("backlog/2030-12/WP 18233-2030 order 03.12.2030.pdf", "certified_order_sheet_scan", "High Court of Karnataka", "2030-12-03", ["C02"], ["C02-H03"], """
IN THE HIGH COURT OF KARNATAKA AT BENGALURU
DATED THIS THE 3RD DAY OF DECEMBER, 2030     BEFORE THE HON'BLE MR. JUSTICE B. N. SHIVALINGAIAH
W.P. No. 18233/2030 (GM-RES)
ORDER
Statement of objections filed by R2 and R3; it is contended that the allotment lapsed on the death of the employee.
Learned counsel for the petitioner to place on record the Pension Payment Order (PPO) of the deceased employee and
the death certificate. Interim order granted earlier is extended till the next date. List on 11.02.2031.   Sd/- JUDGE
""")
u("backlog/2031-04/WP 18233-2030 order 08.04.2031.pdf", "certified_order_sheet_scan", "High Court of Karnataka", "2031-04-08", ["C02"], ["C02-H05"], """
IN THE HIGH COURT OF KARNATAKA AT BENGALURU
DATED THIS THE 8TH DAY OF APRIL, 2031     BEFORE THE HON'BLE MR. JUSTICE B. N. SHIVALINGAIAH
W.P. No. 18233/2030 (GM-RES)
ORDER
Learned CGC files a memo with the sanction order dated 04.04.2031 granting family pension of Rs. 9,450/- per month to
the petitioner from 01.01.2030. The prayer for family pension stands answered. The challenge to the notice dated
30.07.2030 regarding the quarters survives. For want of time, list on 15.07.2031. Interim order to continue. Sd/- JUDGE
""")
u("backlog/2030-10/ComOS 4-2030 CMH order 21.10.2030.pdf", "certified_order_sheet_scan", "Principal District Judge, Kolar", "2030-10-21", ["C05"], ["C05-H03"], """
IN THE COURT OF THE PRINCIPAL DISTRICT JUDGE (COMMERCIAL COURT), KOLAR
Com.O.S. No. 4/2030                                                       ORDER SHEET
21.10.2030   P - Sri KNM.  D - Sri GSM.
Case Management Hearing under Order XV-A CPC (as applicable to commercial disputes).
The following issues are framed on the claim and the counter-claim (six issues). Timeline:
plaintiff's evidence affidavit by 02.12.2030; cross-examination of PW1 to be completed by 17.02.2031; defendant's
evidence thereafter; arguments to be concluded by July 2031. Parties are cautioned that no adjournment will be granted
except as provided under the Commercial Courts Act. Call on 02.12.2030.                 Prl. District Judge
""")
u("backlog/2030-11/RA 73-2029-30 AC order 25.11.2030.pdf", "certified_order_sheet_scan", "Assistant Commissioner, Kolar Sub-Division", "2030-11-25", ["C07"], ["C07-H04"], """
ಸಹಾಯಕ ಆಯುಕ್ತರ ನ್ಯಾಯಾಲಯ, ಕೋಲಾರ ಉಪ ವಿಭಾಗ, ಕೋಲಾರ
COURT OF THE ASSISTANT COMMISSIONER, KOLAR SUB-DIVISION, KOLAR
R.A. (Bangarapet) No. 73/2029-30       Smt. Lakshmamma ... Appellant   vs   Sri Ramappa & Tahsildar ... Respondents
ORDER (u/s 136(2) of the Karnataka Land Revenue Act, 1964)     Date: 25.11.2030
The mutation M.R. No. 12/2027-28 of Budikote village effecting pauti khata of Sy. No. 47/2 and 47/3 only in the name
of Respondent 1 was certified without notice to the legal heirs of late Krishnappa, a son of the khatedar late
Muniswamappa. The alleged oral partition of 2015 is a matter for the civil court in O.S. No. 88/2029. The appeal is
allowed. M.R. No. 12/2027-28 is set aside and the matter is remanded to the Tahsildar, Bangarapet, to effect mutation
afresh after notice to all the legal heirs, subject to the result of O.S. No. 88/2029.
                                                              sd/- Assistant Commissioner, Kolar Sub-Division
""")
u("backlog/2031-03/Crl Misc 611-2031 bail order 25.03.2031.pdf", "certified_order_sheet_scan", "Principal District & Sessions Judge, Kolar", "2031-03-25", ["C08"], ["C08-H03"], """
IN THE COURT OF THE PRINCIPAL DISTRICT AND SESSIONS JUDGE, KOLAR
Crl. Misc. No. 611/2031                         Dated: 25.03.2031
Suresh @ Kulla ... Petitioner/Accused No. 1   vs   State by Bangarapet P.S. ... Respondent
ORDER ON BAIL PETITION U/S 483 BNSS
The injury is opined to be simple. The petitioner is in custody since 03.03.2031. Investigation is substantially
complete. The petitioner is ordered to be released on bail on executing a personal bond for Rs. 1,00,000/- with two
sureties for the like sum, subject to conditions: (i) he shall not enter Kamasamudram village till the charge sheet
is filed except with leave; (ii) he shall mark attendance at Bangarapet P.S. every Sunday between 10 and 12 AM;
(iii) he shall not tamper with the prosecution witnesses. Petition allowed.          Prl. District & Sessions Judge
""")
u("backlog/2030-09/CC 1147-2030 order sheet 25.09.2030.jpg", "certified_order_sheet_scan", "Addl. Civil Judge & JMFC, Kolar", "2030-09-25", ["C03"], ["C03-H03"], """
C.C. No. 1147/2030        ORDER SHEET        (Addl. Civil Judge & JMFC, Kolar)
25.09.2030   Complainant present. Adv. for complainant present. Accused absent. Summons served (as per the
             report of the process server). No representation. Issue BW against the accused for Rs. 10,000/-.
             Call on 06.11.2030.                                                         JMFC
""")
u("backlog/2030-11/OS 88-2029 IA order 08.11.2030.pdf", "certified_order_sheet_scan", "Senior Civil Judge & JMFC, Bangarapet", "2030-11-08", ["C04"], ["C04-H04"], """
O.S. No. 88/2029         ORDER ON I.A. No. 3 (Order XXVI Rule 9 CPC)        Dated: 08.11.2030
Heard. The extent and the boundaries of Sy. No. 47/2 and 47/3 of Budikote are disputed and no podi or hissa sketch
exists. A local investigation is necessary. I.A. No. 3 is allowed. The Taluk Surveyor, office of the ADLR, Bangarapet,
is appointed as Court Commissioner to measure the suit lands with reference to the RTC and the tippan and submit
report with sketch. Commissioner's fee of Rs. 5,000/- to be paid by the plaintiffs. Call on 10.01.2031.
                                                                        Senior Civil Judge & JMFC, Bangarapet
""")
u("backlog/2030-11/ID CA 14-2029 order sheet 04.11.2030.jpg", "certified_order_sheet_scan", "Labour Court, Kolar", "2030-11-04", ["C01"], ["C01-H04"], """
LABOUR COURT, KOLAR        I.D. (C.A.) No. 14/2029        ORDER SHEET
04.11.2030   Applicant present with counsel. For the II party (BGML): counsel seeks time stating that instructions
             from the corporate office are awaited and the cross-examination of PW1 is not ready. Time granted
             subject to costs of Rs. 500/- payable to the applicant. By way of last chance. Call on 09.12.2030.
                                                                                      Presiding Officer
""")
u("backlog/2031-02/CC 1530-2025 order sheet 19.02.2031.jpg", "certified_order_sheet_scan", "Prl. Civil Judge & JMFC, K.G.F.", "2031-02-19", ["C06"], ["C06-H06"], """
C.C. No. 1530/2025        ORDER SHEET        (Prl. Civil Judge & JMFC, K.G.F.)
19.02.2031   A1 to A3 present. APP present. PW4 (IO, PSI Manjula) absent in spite of summons. APP seeks time. Issue
             summons to the IO through the Superintendent of Police, K.G.F. district. Call on 16.04.2031 for
             evidence of PW4.                                                                     JMFC
""")

# ---------------- typed notes (.docx and .txt)
u("backlog/2030-09/arumugam PW1 16.9.txt", "typed_note_txt", L, "2030-09-16", ["C01"], ["C01-H03"], """
Arumugam v BGML - 16.09.2030 - Labour Court Kolar
PW1 Arumugam affidavit in lieu of chief filed. Marked Ex.P1 to P9: P1 service certificate dt 09.10.2029, P2 to P6 pay
slips 1999-2001, P7 Form F nomination copy (wife Pushpa), P8 gratuity paid receipt Rs. 61,200, P9 representation dt
02.08.2029. Claim: Rs. 4,86,320 (wages for Jan-Feb 2001, leave encashment 240 days, gratuity difference on 22 years
service instead of 15). Ravishankar did not object to marking.
Arumugam told me in Tamil - "22 varusham velai senjen saar, 15 varusham-nu kanakku pottaanga" (I worked 22 years,
they counted 15).
ND 04.11.2030 cross of PW1.
""")
u("backlog/2030-12/Arumugam cross 9 Dec.docx", "typed_note_docx", L, "2030-12-09", ["C01"], ["C01-H05"], """
Arumugam 33C(2) - cross-examination of PW1 - 09.12.2030
Costs Rs. 500 paid by BGML counsel today (ordered on 4/11). Cross by Sri Ravishankar for about 40 minutes.
Suggested that the service from 1978 to 1986 was as a 'badli' (casual) worker and does not count. PW1 denied: "naan
permanent token 1978-le vaanginen" - he produced the original token card (to be marked later through RW1).
Admitted that he signed the VRS-type settlement form in 2006 under protest (wrote "under protest" in Tamil - ஆட்சேபணையுடன்).
Next: 20.01.2031 - management evidence (RW1).
""")
u("backlog/2031-01/BGML RW1 cross 20-01-2031.docx", "typed_note_docx", L, "2031-01-20", ["C01"], ["C01-H06"], """
Arumugam v BGML - RW1 - 20/01/2031
RW1 Sri S. Balasubramani, Dy. Manager (Personnel), BGML, affidavit. Our cross:
- Admitted that the service register of Champion Reef for 1978-86 is "not traceable" after the 2001 closure.
- Admitted the token card CR-4417 (shown) bears the date 12.06.1978 and the word 'permanent'. Marked Ex.P10 in cross.
- Said gratuity was calculated on 15 years as per "available records".
- Admitted no calculation sheet filed in court.
ND 10.03.2031 arguments.
""")
u("backlog/2031-03/arumugam args 10.3.31.docx", "typed_note_docx", L, "2031-03-10", ["C01"], ["C01-H07"], """
Arumugam - arguments - 10.03.2031 - Labour Court
Part argued for applicant (30 min): 22 years service, Ex.P10 token card, RW1 admission that register not traceable.
Hiremath saaru asked BGML: "where is the gratuity calculation sheet and the Form F? Produce both." Told Ravishankar to
produce the calculation sheet on the next date; also asked us for a short written note of the claim heads.
ND 16.06.2031 (May vacation in between).
""")
u("backlog/2030-10/selvi WP 23 oct.txt", "typed_note_txt", L, "2030-10-23", ["C02"], ["C02-H02"], """
WP 18233/2030 Selvi - HC Court Hall 11 - 23.10.2030
Item 34. Vijayakumar CGC sought 4 weeks for statement of objections, "BGML instructions awaited". Shivalingaiah J
gave time, interim (no coercive steps) extended. ND 03.12.2030.
Daniel came to Bangalore with Selvi. Told them PPO copy and death certificate of Anthonysamy (died 17.03.2029,
Marikuppam) will be needed - Daniel to get from BGML pension cell.
""")
u("backlog/2031-02/selvi HC 11feb.txt", "typed_note_txt", L, "2031-02-11", ["C02"], ["C02-H04"], """
Selvi WP - 11/02/2031 - HC
Filed memo with PPO No. BGML/PPO/1994/2290 and death certificate. Shivalingaiah J first asked "where is the PPO?" -
showed. Order: BGML to consider the petitioner's representation for family pension dated 12.05.2029 and pass orders
within 8 weeks. Interim continues. ND 08.04.2031.
""")
u("backlog/2031-02/budikote commissioner report 14-2.txt", "typed_note_txt", L, "2031-02-14", ["C04"], ["C04-H06"], """
Lakshmamma partition - 14.02.2031 - Bangarapet Sr CJ
Commissioner (Taluk Surveyor Sri N. Gangadharappa) report filed with sketch:
 Sy 47/2: actual extent 2 acre 08 guntas (RTC shows 2-10); 0-02 guntas under the cart track (kharab).
 Sy 47/3: 1 acre 05 guntas; Ramappa has put a fence and a borewell (drilled 2019) on the eastern half.
 No podi/hissa sketch exists; tippan shows the old undivided survey number.
Naik saaru framed 5 issues (oral partition of 2015 - burden on D1; plaintiffs' share; mesne profits). Asked us to file
the latest pahani again since the MR was set aside by AC on 25.11.2030 - ನವೀಕರಿಸಿದ ಪಹಣಿ ತರಬೇಕು.
ND 21.03.2031 plaintiffs' evidence.
""")
u("backlog/2030-08/Balaji granite WS counterclaim.docx", "typed_note_docx", L, "2030-08-05", ["C05"], ["C05-H01"], """
Com.OS 4/2030 Sai Balaji Granites - 05.08.2030 - PDJ Kolar
Srinivasa Murthy filed WS with COUNTER-CLAIM for Rs. 7,50,000 (idle machinery and crane hire, says plaintiff stopped
MDPs from Feb 2029). Court fee paid on counter-claim. PDJ saaru: reply to counter-claim and admission/denial of
documents within 30 days.
Venugopal Reddy saar called in the evening: "emaindi saar? vaallu counter veshaara?" - explained. He says the MDP
stoppage was because of the DMG inspection, not by him. Get the DMG inspection letter of 11.02.2029.
ND 09.09.2030.
""")
u("backlog/2030-09/granite reply 9-9-30.txt", "typed_note_txt", L, "2030-09-09", ["C05"], ["C05-H02"], """
Sai Balaji v Kolar Stone Crushers - 09.09.2030
Filed reply (written statement) to the counter-claim + statement of admission/denial of documents (Order XI r.4).
Relied on DMG inspection letter dt 11.02.2029 (suspension of MDPs for 3 months for boundary pillar violation by the
raising contractor - i.e., defendant's own fault). ND 21.10.2030 case management hearing.
""")
u("backlog/2030-12/Granite PW1 affidavit 2.12.docx", "typed_note_docx", L, "2030-12-02", ["C05"], ["C05-H04"], """
Com.OS 4/2030 - 02/12/2030
PW1 P. Venugopal Reddy - evidence affidavit filed, Ex.P1 to P14 marked: P1 quarry lease No. 1432, P2 raising agreement
dt 15.06.2027, P3-P9 MDP extracts from DMG (blocks dispatched), P10 DMG letter 11.02.2029, P11 12A non-starter report,
P12-P14 legal notice, postal receipts, reply. Reddy garu in Telugu-Kannada: "saar, mottham 212 blocks poyayi".
ND 13.01.2031 cross of PW1.
""")
u("backlog/2031-01/granite PW1 cross 13 jan.txt", "typed_note_txt", L, "2031-01-13", ["C05"], ["C05-H05"], """
Granite suit - PW1 cross (part) - 13.01.2031
Srinivasa Murthy crossed for 1.5 hours on the MDPs: whether every MDP = a sold block; PW1 said some MDPs were for
'waste/rubble'. Suggested the 40% share was only on "export quality" blocks - denied.
PDJ saaru told GSM twice: "this is a commercial suit, finish the cross by the next date as per the timeline."
ND 17.02.2031.
""")
u("backlog/2031-03/granite DW1 cross 24.3.docx", "typed_note_docx", L, "2031-03-24", ["C05"], ["C05-H07"], """
Com.OS 4/2030 - DW1 cross by me - 24.03.2031
DW1 H. M. Anwar Pasha (partner, Kolar Stone Crushers). Admissions:
1. 212 granite blocks removed from Sy. 112 between 2027 and 2029 under MDPs (matches our Ex.P3-P9).
2. No accounts of sale value given to plaintiff; "the buyer at Hosur paid in cash for some".
3. Crane hire bills for the counter-claim are not in his firm's name.
ND 09.06.2031 arguments (after vacation).
""")
u("backlog/2030-07/Naveen 498A PW1 chief.docx", "typed_note_docx", L, "2030-07-24", ["C06"], ["C06-H01"], """
C.C. 1530/2025 State v Naveen Kumar S. & 2 ors - KGF JMFC - 24.07.2030
PW1 Priya examined in chief by APP Vanaja (in Tamil, interpreted). Says: dowry demand of Rs. 3,00,000 for Naveen's
two-wheeler showroom, A2 Rani scolded her "varadhatchanai kammi" (dowry less), assaulted on 14.02.2024. Identified
her complaint as Ex.P1. All 3 accused present.
Cross deferred at our request (copies of 161 statement to be compared). ND 28.08.2030.
""")
u("backlog/2030-08/Naveen PW1 cross part 28.8.docx", "typed_note_docx", L, "2030-08-28", ["C06"], ["C06-H02"], """
Naveen 498A - PW1 cross (part) - 28/08/2030
Cross by me 1 hr. Omissions brought out: no mention in the 161 statement of any assault by A3 Deepa; no medical
treatment taken after 14.02.2024 (no wound certificate). Admitted she was working at a garment factory at Bethamangala
since 2023 and staying with her parents on weekdays. Balance cross on 30.09.2030.
""")
u("backlog/2030-11/naveen PW2 rajendran.txt", "typed_note_txt", L, "2030-11-13", ["C06"], ["C06-H04"], """
Naveen case - PW2 Rajendran (father of PW1) - 13.11.2030 - KGF
Chief: at marriage on 06.09.2021 gave Rs. 2 lakh cash and 8 pavan gold (chain, bangles, thali chain). Naveen later
asked 3 lakh for showroom.
Cross (me): admitted the 2 lakh was "for marriage expenses, given to the kalyana mandapam" - not to the accused;
admitted the gold is with Priya herself ("nagai ellam avaloda kitta thaan irukku" - all the jewels are with her).
ND 08.01.2031 PW3.
""")
u("backlog/2031-04/Naveen IO PW4 16-04-2031.docx", "typed_note_docx", L, "2031-04-16", ["C06"], ["C06-H07"], """
C.C. 1530/2025 - 16.04.2031 - PW4 Investigating Officer PSI Manjula (came after SP summons)
Chief: registered FIR, mahazar, 161 statements, charge sheet. Cross (me): admitted no independent witness from the
4th Cross neighbourhood supported the dowry demand; admitted she did not seize any document of the 'showroom';
admitted PW3 Selvaraj's signature on mahazar was taken at the station.
ND 11.06.2031 - 313 statements.
""")

# ---------------- plans, lists and corrections
u("backlog/2031-06/Week plan 30 Jun - 5 Jul.docx", "typed_note_docx", L, "2031-06-28", ["C03", "C05", "C06", "C04", "C01", "C02"], [], """
WEEK PLAN - 30.06.2031 to 05.07.2031                      (KNM chamber)
Mon 30/6  Office - write arguments note, tomato 138 (security-cheque defence; no receipt for the 2 lakh cash).
Tue 1/7   Bangalore? no - WP Selvi only on 15/7. Collect certified copy of 08.04.2031 order for Daniel.
Wed 2/7   Granite suit - reply notes to GSM's counter-claim arguments for 7/7.
Thu 3/7   10.30 JMFC Kolar - Muninarayanappa tomato cheque - ARGUMENTS. Harish to take.
          11.00 KGF JMFC - Naveen 498A - defence evidence: DW1 (A1 Naveen's employer, showroom never existed) - me.
Fri 4/7   Free (check Budikote ND - correction says 11/7, not 4/7).
Sat 5/7   Arumugam - written note of claim heads for 14/7.
""")
u("backlog/2031-07/KGF JMFC cause list 03.07.2031.pdf", "cause_list_pdf", "Prl. Civil Judge & JMFC, K.G.F.", "2031-07-02", ["C06"], [], """
IN THE COURT OF THE PRL. CIVIL JUDGE & JMFC, K.G.F. (ROBERTSONPET)        CAUSE LIST FOR THURSDAY 03.07.2031
Sl  Case No.              Parties                                             Stage
1   C.C. 412/2029         State by Andersonpet PS vs Murugesan                evidence
2   C.C. 1530/2025        State by Robertsonpet PS vs Naveen Kumar S. & 2 ors  defence evidence
3   P.C.R. 88/2031        Jayanthi vs Ramesh Babu                             sworn statement
4   O.S. 201/2028         John Peter vs Mary Rose & ors                        plaintiff evidence
5   Misc. 17/2031         Kamala vs Shanmugam (maintenance)                    objections
6   C.C. 977/2030         State by Champion Reefs PS vs Kumar @ Jackie         charge
""")
u("backlog/2031-06/correction budikote ND.txt", "typed_note_txt", J, "2031-06-21", ["C04"], ["C04-H09"], """
Sir - correction, Budikote partition (Lakshmamma). Sir's diary page of 20/6 says "ND 4/7 ??". Gumastha confirmed with
shirastedar Bangarapet: next date is 11.07.2031 (Friday) for PW2 Sunitha's evidence, NOT 04.07.2031. Register also
says 11.07.2031. - Harish
""")
u("backlog/2031-03/Kulla bail hearing 12-03.txt", "typed_note_txt", L, "2031-03-12", ["C08"], ["C08-H01"], """
Kulla (Suresh) bail - Crl.Misc 611/2031 - PDJ Kolar - 12.03.2031
Filed vakalath and petition u/s 483 BNSS on 10.03. Today PP Lokesh sought time for objections and for the case diary.
PDJ saaru asked "does he have antecedents?" - PP to state on the next date. ND 17.03.2031.
Ramesh (brother) paid Rs. 15,000 fee in part; balance after bail.
""")
