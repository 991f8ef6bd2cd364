"""The uploads of the Bidar practice: what the lawyer, the junior Sameer and the gumasta Ningappa actually kept."""

L, J, K = "Chandrashekhar M. Hugar", "Sameer Inamdar", "Ningappa Kumbar (gumasta)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents (before and around the cases)
u("backlog/2024-06/OS plaint Shivasharanappa final.pdf", "document_scan", L, "2024-06-20", ["C01"], [], """
IN THE COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE & CJM AT BIDAR
O.S. No. ____/2024
Shivasharanappa S/o Veerappa Mugale, Age 52, Occ: Agriculture, R/o Chitta, Tq & Dist Bidar   ... PLAINTIFF
V/s
1. Mallappa S/o Veerappa Mugale  2. Sharanamma W/o Basappa  3. Neelamma W/o Chandrakant    ... DEFENDANTS
SUIT FOR PARTITION AND SEPARATE POSSESSION
1. The suit land is agricultural land bearing Sy. No. 142/2 measuring 14 acres 18 guntas of Chitta village, Bidar
taluk, ancestral property of late Veerappa Mugale (died 02.01.2019).
2. After the death of Veerappa, Defendant No. 1 got the khata (mutation M.R. No. 9/2019-20) entered in his sole
name by Varasa without the consent of the plaintiff. The RTC (pahani) for 2023-24 shows D1 alone in column 9.
3. The plaintiff is entitled to 1/3rd share. Court fee paid u/s 35(1) of the Karnataka Court Fees and Suits
Valuation Act.
Prayer: partition by metes and bounds and separate possession of 1/3rd share, and mesne profits.
Bidar, 20.06.2024                          Advocate for Plaintiff (C.M. Hugar)
""")
u("backlog/2026-02/WhatsApp Image 2026-02-12 at 10.14.22.jpeg", "document_photo", "Bhoomi / Nadakacheri, Bidar", "2026-02-12", ["C01"], [], """
ಕರ್ನಾಟಕ ಸರ್ಕಾರ - ಪಹಣಿ ಪತ್ರಿಕೆ (RTC)  ನಮೂನೆ 16   ವರ್ಷ 2025-26
ಗ್ರಾಮ: ಚಿಟ್ಟಾ   ಹೋಬಳಿ: ಕಮಠಾಣ   ತಾಲ್ಲೂಕು: ಬೀದರ   ಜಿಲ್ಲೆ: ಬೀದರ
ಸರ್ವೆ ನಂ. 142/2   ವಿಸ್ತೀರ್ಣ: 14 ಎಕರೆ 18 ಗುಂಟೆ   ಖರಾಬ್: 0-20
ಕಾಲಂ 9 (ಖಾತೆದಾರರು): ಮಲ್ಲಪ್ಪ ತಂದೆ ವೀರಪ್ಪ ಮುಗಳೆ
ಕಾಲಂ 11: ದಾವೆ ಸಂ. O.S. 118/2024 ಬಾಕಿ ಇದೆ (ವ್ಯಾಜ್ಯ)
M.R. No. 9/2019-20 ವಾರಸಾ
ಬೆಳೆ: ತೊಗರಿ, ಕಬ್ಬು
""")
u("backlog/2024-11/WS D1 Mallappa OS 118.pdf", "document_scan", "Sri. Mallikarjun S. Biradar, Adv.", "2024-11-14", ["C01"], [], """
IN THE COURT OF THE PRL. SENIOR CIVIL JUDGE & CJM AT BIDAR    O.S. No. 118/2024
WRITTEN STATEMENT FILED BY DEFENDANT No. 1 UNDER ORDER VIII RULE 1 CPC
1. It is false that Sy. No. 142/2 is joint family property. An oral partition (vaatni) took place in 2011 and the
plaintiff took Sy. No. 87 of Chitta (4 acres) and cash of Rs. 3,00,000 towards his share.
2. The mutation M.R. No. 9/2019-20 is in accordance with the oral partition. The suit is barred by limitation.
3. The plaintiff has been residing at Bidar since 2012 and is not in possession.
Prayer: dismiss the suit with costs.      Advocate for D1 (M.S. Biradar)
""")
u("backlog/2025-08/cheque return memo Birajdar.pdf", "document_scan", "Bidar DCC Bank, Hulsoor branch", "2025-08-26", ["C02"], [], """
THE BIDAR DISTRICT CENTRAL CO-OPERATIVE BANK LTD.  Branch: HULSOOR
CHEQUE RETURN MEMO                                   Date: 26.08.2025
Cheque No. 004417 dated 20.08.2025 for Rs. 4,80,000/- drawn by Sri. Sanjay Birajdar on SB A/c No. 11290xxxx,
presented through Karnataka Grameena Bank, Basavakalyan by M/s Qureshi Cement Agency - RETURNED UNPAID.
Reason: FUNDS INSUFFICIENT
                                         Branch Manager
""")
u("backlog/2025-09/Legal notice 138 Birajdar.docx", "typed_note_docx", L, "2025-09-02", ["C02"], [], """
C.M. HUGAR, B.A., LL.B., Advocate, Bidar
By RPAD                                                       Date: 02.09.2025
To: Sri. Sanjay S/o Vithalrao Birajdar, Civil contractor, Hulsoor, Tq. Basavakalyan
Sub: Notice u/s 138(b) of the Negotiable Instruments Act, 1881
Under instructions of my client Sri. Mohammed Ayub Qureshi, prop. Qureshi Cement Agency, Basavakalyan: you
purchased cement and steel on credit for your building works and, towards the balance, issued cheque No. 004417
dated 20.08.2025 for Rs. 4,80,000 drawn on Bidar DCC Bank, Hulsoor, which was returned "funds insufficient" on
26.08.2025. You are called upon to pay Rs. 4,80,000 within 15 days of receipt, failing which a complaint will be
filed before the competent court at Basavakalyan.                         Advocate
""")
u("backlog/2025-09/IMG_20250903_112045.jpg", "document_photo", "India Post", "2025-09-03", ["C02"], [], """
INDIA POST  - Registered Post A.D.  Booking receipt
Booked at: Bidar H.O. 585401   03/09/2025 11:18
Article No. RK 4412 7736 5IN   To: SANJAY BIRAJDAR, HULSOOR 585416
Weight 20 g   Amount Rs. 42.00 (incl. AD)
Tracking note (handwritten): delivered 06/09 - signed by addressee
""")
u("backlog/2025-06/PM report Gundappa BRIMS.pdf", "document_scan", "BRIMS Teaching Hospital, Bidar", "2025-06-12", ["C03"], [], """
BIDAR INSTITUTE OF MEDICAL SCIENCES (BRIMS), BIDAR - DEPARTMENT OF FORENSIC MEDICINE
POST MORTEM REPORT No. 611/2025          Date: 12.06.2025
Name: Gundappa S/o Sangappa Mathapati, 41 years, R/o Kolar (K), Tq. Bidar. Brought by HC 233, Bidar Traffic PS
(Crime No. 71/2025, s. 106(1) BNS).
History: two-wheeler hit by a KKRTC bus KA-38-F-1187 on the Bidar-Humnabad road near Chidri on 11.06.2025 at
about 7.40 PM.
Cause of death: shock and haemorrhage due to crush injuries of the chest and head.
""")
u("backlog/2026-03/KKRTC objections MVC 233.pdf", "document_scan", "Sri. Anil V. Deshmukh, Adv. (KKRTC)", "2026-03-10", ["C03"], [], """
BEFORE THE I ADDL. DISTRICT & SESSIONS JUDGE AND MACT, BIDAR     M.V.C. No. 233/2025
STATEMENT OF OBJECTIONS ON BEHALF OF RESPONDENT (Divisional Controller, KKRTC, Bidar Division)
1. The accident occurred due to the rash driving of the deceased himself, who came on the wrong side without a
helmet; the bus driver Sri. Shankar Rathod was driving at a moderate speed. Contributory negligence of at least 50%.
2. The income of Rs. 20,000 per month claimed for the deceased (vegetable vendor) is denied; no proof.
3. The claim of Rs. 25,00,000 is exorbitant.
""")
u("backlog/2024-04/wound certificate Sunil Sonkamble.pdf", "document_scan", "Taluk General Hospital, Basavakalyan", "2024-04-15", ["C04"], [], """
TALUK GENERAL HOSPITAL, BASAVAKALYAN   WOUND CERTIFICATE    MLC No. 198/2024
Name: Sunil S/o Ambadas Sonkamble, 24 yrs, R/o Gundur. Brought on 14.04.2024 at 10.20 PM by PC 512, Mantal PS.
Injuries: 1) incised wound 8 cm x 2 cm on left forearm - grievous (fracture of ulna on X-ray);
2) contusion 4 x 3 cm over right shoulder - simple.   Weapon: sharp (injury 1), blunt (injury 2).
                                        Dr. Shilpa Reddy, Medical Officer
""")
u("backlog/2025-12/Tahsildar order MR 27 Dubalgundi.pdf", "document_scan", "Tahsildar, Humnabad", "2025-12-15", ["C05"], [], """
OFFICE OF THE TAHSILDAR, HUMNABAD
M.R. No. 27/2024-25   Village: Dubalgundi   Sy. No. 65 (6 acres 10 guntas)
ORDER: On the basis of registered sale deed No. HMB-1-04417/2024-25 dated 12.02.2025 executed by Sri. Abdul Razzaq
in favour of Sri. Syed Ismail S/o Syed Yaseen, the khata is changed to the name of the purchaser. The objection of
Smt. Fatima Begum (wife of the vendor) that the vendor died on 03.02.2025, before the date of the sale deed, is not
a matter for this office. Mutation certified.       Date: 15.12.2025     sd/- Tahsildar, Humnabad
""")
u("backlog/2025-07/GESCOM letter Kamthana line.pdf", "document_scan", "GESCOM, O&M Division, Bidar", "2025-07-08", ["C06"], [], """
GULBARGA ELECTRICITY SUPPLY COMPANY LTD. (GESCOM)   Executive Engineer (Ele), O&M Division, Bidar
No. EE/BDR/TECH/2025-26/1187                                    Date: 08.07.2025
To: Sri. Basavaraj Swamy Hiremath, Kamthana
Sub: Compensation for 110 kV Kamthana-Chitta line over Sy. No. 23
Compensation of Rs. 1,20,000 for two tower footings and the corridor has been sanctioned as per the Government
guidelines of 2017 and credited to your account. Your request for compensation at market value is rejected.
""")
u("backlog/2026-07/FIR 45-2026 Bidar Rural.pdf", "document_scan", "Bidar Rural Police Station", "2026-07-21", ["C07"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)   Dist: Bidar   P.S.: Bidar Rural
FIR No. 0045/2026   Date: 21.07.2026   Acts & Sections: BNS 2023 - 318(4), 61(2)
Complainant: Sri. Prabhakar Shetkar, Janawada. Accused: Imran Pasha S/o Khaja Pasha, Nawadgeri, and another.
Brief: The accused took Rs. 2,40,000 promising a tractor under a fake finance scheme and gave a forged
delivery letter. Accused No. 1 arrested on 24.07.2026.
""")

# ---------------- C01 Chitta partition suit
u("backlog/2026-03/IMG_20260304_133012.jpg", "handwritten_note_photo", L, "2026-03-04", ["C01"], ["C01-H01"], """
4/3/26  Prl SCJ Bidar (Hiremath madam)  OS 118/24 Shivasharanappa v Mallappa
D2 Sharanamma, D3 Neelamma WS filed today - both support us, "we also want our share" - ಹಂಚಿಕೆ ಬೇಕು.
Biradar (D1) says oral vaatni of 2011 - nonsense, no paper.
Madam first asked: pahani/RTC extracts file maadi. Next 8/4 for issues.
""")
u("backlog/2026-04/OS 118-2024 issues 8.4.26.docx", "typed_note_docx", L, "2026-04-08", ["C01"], ["C01-H02"], """
O.S. No. 118/2024 - Shivasharanappa v. Mallappa & Ors. - 08.04.2026
Issues framed (5):
1. Whether the plaintiff proves that Sy. No. 142/2 is joint family property of himself and defendants?
2. Whether D1 proves the oral partition of 2011?
3. Whether the suit is barred by time?
4. Whether the plaintiff is entitled to 1/3rd share?
5. What order or decree?
For PE, call on 10.06.2026 (after vacation). Affidavit of PW1 ready maadbeku.
""")
u("backlog/2026-06/IMG-20260616-WA0004.jpg", "handwritten_note_photo", K, "2026-06-16", ["C01", "C03"], ["C01-H03", "C03-H03"], """
ದಿನಚರಿ ಪುಸ್ತಕ - ಜೂನ್ 2026
10.06.2026 ಬುಧವಾರ - ಓ.ಎಸ್. 118/2024 ಶಿವಶರಣಪ್ಪ ವಿ. ಮಲ್ಲಪ್ಪ - ಪ್ರಧಾನ ಹಿರಿಯ ಸಿವಿಲ್ ನ್ಯಾಯಾಲಯ
  ವಾದಿ ಪಿ.ಡಬ್ಲ್ಯೂ.1 ಪ್ರಮಾಣಪತ್ರ (ಅಫಿಡವಿಟ್) ಸಲ್ಲಿಸಲಾಗಿದೆ. ಬಿರಾದಾರ ವಕೀಲರು ಪಾಟಿಸವಾಲಿಗೆ ಸಮಯ ಕೇಳಿದರು.
  ಮುಂದಿನ ದಿನಾಂಕ 15.07.2026
16.06.2026 ಮಂಗಳವಾರ - ಎಂ.ವಿ.ಸಿ. 233/2025 ಲಕ್ಷ್ಮೀಬಾಯಿ ವಿ. ಕೆ.ಕೆ.ಆರ್.ಟಿ.ಸಿ - ಮೋಟಾರು ಅಪಘಾತ ನ್ಯಾಯಮಂಡಳಿ
  ಲಕ್ಷ್ಮೀಬಾಯಿ ಪಿ.ಡಬ್ಲ್ಯೂ.1 ಅಫಿಡವಿಟ್ ಸಲ್ಲಿಕೆ. ದೇಶಮುಖ ವಕೀಲರು ಪಾಟಿಸವಾಲು ಮುಂದೂಡಿಕೆ ಕೇಳಿದರು.
  ಮುಂದಿನ ದಿನಾಂಕ 28.07.2026
- ನಿಂಗಪ್ಪ
""")
u("backlog/2026-07/OS118 PW1 cross 15-07.txt", "typed_note_txt", L, "2026-07-15", ["C01"], ["C01-H04"], """
15.07.2026 wed - OS 118/24 Chitta partition - PW1 cross
Biradar cross 50 min. Shivasharanappa admitted he lives in Bidar since 2012 "for kids' school" but comes every
sowing (bitthane) season. Denied the 2011 vaatni and denied taking Rs. 3 lakh.
RTC extracts 1998-99 to 2025-26 marked Ex.P4 to P12 - madam herself asked for all pahanis, no objection.
M.R. 9/2019-20 copy Ex.P13.
Next 19.08.2026 for PW2.
""")
u("backlog/2026-08/OS 118-2024 order sheet 19.08.2026.pdf", "certified_order_sheet_scan", "Principal Senior Civil Judge & CJM, Bidar", "2026-08-21", ["C01"], ["C01-H05"], """
IN THE COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE & CJM, BIDAR
O.S. No. 118/2024
19.08.2026
Plff: Sri. CMH, Adv. present.  D1: Sri. MSB, Adv. absent; proxy sought time.  D2 & D3 by Sri. R.K. Swami, Adv.
PW2 present. Counsel for D1 absent without any reason. Time sought by proxy. Time granted subject to payment of
costs of Rs. 500/- to the plaintiff.
For PE, call on 23.09.2026.
                                         Prl. Senior Civil Judge & CJM, Bidar
""")
u("backlog/2026-09/IMG_20260923_160844.jpg", "handwritten_note_photo", L, "2026-09-23", ["C01", "C06"], ["C01-H06"], """
23/9/26  Bidar - OS 118/24 (Chitta)
Cost 500 paid by Biradar - receipt.
PW2 Revanappa (retd. village accountant, Chitta) examined - deposed Veerappa's name in pahani till 2019,
no vaatni entry ever in M.R. register. Cross short.
Filed IA u/O 26 r 9 CPC for commissioner to measure Sy 142/2 & Sy 87. Next 4/11.
(Kalaburagi: Sameer phone maadida - 21/9 WP order copy bandide, DC ge 8 weeks. see file)
""")
u("backlog/2026-11/IMG-20261104-WA0011.jpg", "handwritten_note_photo", K, "2026-11-04", ["C01"], ["C01-H07"], """
04.11.2026 ಬುಧವಾರ
ಓ.ಎಸ್. 118/2024 (ಚಿಟ್ಟಾ ವಾಟ್ನಿ ದಾವೆ) - ಕೋರ್ಟ್ ಕಮಿಷನರ್ ಆಗಿ ಎ.ಡಿ.ಎಲ್.ಆರ್ ಸರ್ವೇಯರ್ ನೇಮಕ
ಕಮಿಷನರ್ ಶುಲ್ಕ ರೂ. 3,000 ವಾದಿಯವರು ಕಟ್ಟಬೇಕು (ನಮ್ಮ ಕಡೆ)
ಮುಂದಿನ ದಿನಾಂಕ 09.12.2026 - ವರದಿಗಾಗಿ
""")
u("backlog/2026-12/IMG-20261209-WA0002.jpg", "handwritten_note_photo", K, "2026-12-09", ["C01", "C03"], ["C01-H08", "C03-H07"], """
08.12.2026 ಮಂಗಳವಾರ - ಎಂ.ವಿ.ಸಿ. 233/2025 ಲಕ್ಷ್ಮೀಬಾಯಿ - ಆರ್.ಡಬ್ಲ್ಯೂ.1 ಚಾಲಕ ಶಂಕರ ರಾಠೋಡ ಪಾಟಿಸವಾಲು ಮುಗಿದಿದೆ.
  ಪ್ರತಿವಾದಿ ಸಾಕ್ಷ್ಯ ಮುಕ್ತಾಯ. ಮುಂದಿನ ದಿನಾಂಕ 02.02.2027 ವಾದಕ್ಕಾಗಿ
09.12.2026 ಬುಧವಾರ - ಓ.ಎಸ್. 118/2024 - ಕಮಿಷನರ್ ವರದಿ ಬಂದಿಲ್ಲ. ಮುಂದಿನ ದಿನಾಂಕ 20.01.2027
- ನಿಂಗಪ್ಪ
""")
u("backlog/2027-01/chitta commissioner report 20.1.docx", "typed_note_docx", L, "2027-01-20", ["C01"], ["C01-H09"], """
20.01.2027 - OS 118/2024 - Prl SCJ Bidar
Commissioner (ADLR surveyor Sri. Prakash Telang) report filed: Sy 142/2 actual 14 acres 20 guntas (RTC says
14-18), bund on the east side shifted; D1 cultivating whole land; Sy 87 only 3 acres 30 guntas, not 4.
Biradar to file objections to the report. Madam: "no more time after next date".
Next 03.03.2027 for objections.
""")
u("backlog/2027-01/correction chitta date.txt", "typed_note_txt", L, "2027-01-22", ["C01"], [], """
22/1/27 - CORRECTION
Chitta partition (OS 118/24): 20.1 note alli next 03.03.2027 anta bardidde - tappu. Ningappa checked with the
sheristedar today: sari date 10.03.2027 (Wednesday), for D1's objections to commissioner report / DE.
Diary alli change maadide. Shivasharanappa ge phone maadi helide.
""")

# ---------------- C02 Ayub cheque case
u("backlog/2026-06/ayub 12 june plea.txt", "typed_note_txt", L, "2026-06-12", ["C02"], ["C02-H03"], """
12.6.26 fri - Basavakalyan JMFC (Kulkarni sir) - CC 412/25 Ayub v Birajdar
Plea recorded u/s 274 BNSS - not guilty. Defence (Jadhav): cheque was given blank as security in 2023, misused; Birajdar
in marathi "sagla paisa dila aahe" - all paid. Ha mhanto, pan pavti nahi (no receipt). Our ledger shows 4.8 lakh balance.
Filed appl. u/s 143A NI Act for 20% interim compensation. Obj. by next date.
Next 17.7.26.
""")
u("backlog/2026-07/CC 412-2025 order 17.07.2026.pdf", "certified_order_sheet_scan", "Principal Civil Judge & JMFC, Basavakalyan", "2026-07-20", ["C02"], ["C02-H04"], """
IN THE COURT OF THE PRINCIPAL CIVIL JUDGE & JMFC, BASAVAKALYAN
C.C. No. 412/2025
17.07.2026
Complainant by Sri. CMH, Adv. Accused present with Sri. DRJ, Adv.
Orders on I.A. u/s 143A of N.I. Act pronounced in open court (vide separate order). The accused is directed to pay
interim compensation of 20% of the cheque amount, i.e., Rs. 96,000/- to the complainant within 60 days.
For complainant's evidence, call on 21.08.2026.
                                         Prl. Civil Judge & JMFC, Basavakalyan
""")
u("backlog/2026-10/ayub CW1 cross 9.10.docx", "typed_note_docx", L, "2026-10-09", ["C02"], ["C02-H06"], """
09.10.2026 - CC 412/2025 - JMFC Basavakalyan - CW1 cross
Jadhav crossed Ayub for about an hour. Ayub firm: "ledger me likha hai, 4,80,000 baaki". Admitted the cheque
date was filled by his munim but signature is Birajdar's. Suggestion of blank security cheque denied.
143A amount Rs. 96,000 not paid - 60 days over. Kulkarni sir: "pay before next date, else 421 BNSS recovery".
Next 13.11.2026 for CW2 (bank manager).
""")
u("backlog/2026-10/WhatsApp Chat with Ayub Bhai Cement.txt", "whatsapp_export", "Mohammed Ayub Qureshi", "2026-12-19", ["C02"], [], """
21/08/26, 18:02 - Ayub Bhai Cement: Vakil saab salaam. Aaj kya hua? Sameer bola cross nahi hua
21/08/26, 18:10 - C M Hugar Adv: Salaam Ayub bhai. Aapka affidavit file hua, Jadhav ne cross ke liye time liya. 9 October.
09/10/26, 17:30 - Ayub Bhai Cement: 96 hazaar abhi tak nahi diya usne. Kaiku court kuch nahi karta?
09/10/26, 17:41 - C M Hugar Adv: Judge ne bola next date pe nahi diya to recovery. Ghabrao nakko.
18/12/26, 19:05 - Ayub Bhai Cement: Bank manager aaya tha na aaj?
18/12/26, 19:12 - C M Hugar Adv: Hau, Bhalke saab ne deposition diya. Evidence close. 29 Jan ko 313.
19/12/26, 10:20 - Ayub Bhai Cement: Fees ka 15000 Google pay kiya hai vakil saab
""")
u("backlog/2026-12/CW2 bank manager 18.12.26.docx", "typed_note_docx", L, "2026-12-18", ["C02"], ["C02-H08"], """
18.12.2026 - JMFC Basavakalyan - CC 412/25 Ayub v. Birajdar
CW2 Sri. Nagesh Bhalke, Branch Manager, Bidar DCC Bank Hulsoor - produced return memo Ex.P2 and a/c extract
Ex.P8: balance on 26.08.2025 was Rs. 12,340 only. Jadhav's cross: nothing.
CE closed. Kulkarni sir again asked about 143A - still not paid; recovery warrant to issue.
Next 29.01.2027 for 313 (351 BNSS) statement.
""")
u("backlog/2027-01/CC 412-2025 order 29.01.2027.pdf", "certified_order_sheet_scan", "Principal Civil Judge & JMFC, Basavakalyan", "2027-02-01", ["C02"], ["C02-H09"], """
IN THE COURT OF THE PRINCIPAL CIVIL JUDGE & JMFC, BASAVAKALYAN
C.C. No. 412/2025
29.01.2027
Complainant by Sri. SI, Adv. (for Sri. CMH). Accused present with Sri. DRJ, Adv.
Statement of the accused u/s 351 BNSS recorded. Accused denies the incriminating evidence and wishes to lead
defence evidence. Interim compensation u/s 143A not yet deposited; recovery warrant issued.
For D.E., call on 10.03.2027.
                                         Prl. Civil Judge & JMFC, Basavakalyan
""")

# ---------------- C03 Laxmibai MACT
u("backlog/2026-03/20260310_171530.jpg", "handwritten_note_photo", L, "2026-03-10", ["C03"], ["C03-H01"], """
10.3.26  MACT Bidar (Desai sir)  MVC 233/25 Laxmibai v KKRTC
Deshmukh filed objections for KKRTC - says Gundappa wrong side, no helmet, 50% contributory.
Desai sir asked: income proof enu? - vegetable vendor, APMC Bidar pass + bank passbook tharabeku.
Next 21/4 for issues.
""")
u("backlog/2026-04/IMG-20260421-WA0007.jpg", "handwritten_note_photo", K, "2026-04-21", ["C03"], ["C03-H02"], """
21.04.2026 ಮಂಗಳವಾರ - ಎಂ.ವಿ.ಸಿ. 233/2025 ಲಕ್ಷ್ಮೀಬಾಯಿ ಮತ್ತು ಇತರರು ವಿ. ಕೆ.ಕೆ.ಆರ್.ಟಿ.ಸಿ
ವಿವಾದಾಂಶಗಳು ರಚನೆ (issues framed). ಮುಂದಿನ ದಿನಾಂಕ 16.06.2026 - ಸಾಕ್ಷ್ಯ (ಪಿ.ಡಬ್ಲ್ಯೂ.1)
ಲಕ್ಷ್ಮೀಬಾಯಿ ಅವರಿಗೆ ತಿಳಿಸಲಾಗಿದೆ.
""")
u("backlog/2026-07/laxmibai PW1 cross 28.7.txt", "typed_note_txt", L, "2026-07-28", ["C03"], ["C03-H04"], """
28.7.26 tue  MACT Bidar  Laxmibai PW1 cross
Deshmukh cross: she was not at spot (admitted). Helmet - "ittu, police tagondru" (he was wearing, police took it).
Income - APMC vendor pass Ex.P9, passbook Ex.P10: deposits 15-20k monthly. Desai sir happy with passbook.
Kids: 2 minor (Akash 14, Pooja 11) + mother-in-law Shantabai 68.
Next 8.9.26 PW2 eyewitness Ramesh Ghodke.
""")
u("backlog/2026-09/MVC 233 PW2 8 sept.docx", "typed_note_docx", L, "2026-09-08", ["C03"], ["C03-H05"], """
08.09.2026 - MVC 233/2025 - MACT Bidar
PW2 Ramesh Ghodke (auto driver, eyewitness) examined: bus overtook a lorry near Chidri cross at high speed and hit
Gundappa's bike on its own (left) side. Cross by Deshmukh: he was 30-40 feet behind, "clear nodide".
PE closed by our memo. Next 27.10.2026 for RE (bus driver).
""")
u("backlog/2026-10/IMG_20261027_142211.jpg", "handwritten_note_photo", L, "2026-10-27", ["C03"], ["C03-H06"], """
27/10  MACT - Laxmibai
RW1 Shankar Rathod (KKRTC driver) chief affidavit - says bike came from wrong side suddenly.
Our cross next date - get the route permit & his duty chart (he was on 2nd trip, 11 hrs duty!!)
Next 8/12.
""")
u("backlog/2027-02/laxmibai args 2.2.27.docx", "typed_note_docx", L, "2027-02-02", ["C03"], ["C03-H08"], """
02.02.2027 - MVC 233/2025 Laxmibai & ors v. KKRTC - MACT Bidar
Argued for claimants 40 min: RW1 admitted in cross on 8.12 he was on 11 hours' duty; charge sheet against the bus
driver; income Rs. 18,000 pm per passbook; multiplier 15 (age 41); 4 dependants.
Desai sir in chamber: KKRTC ready to pay Rs. 9,50,000 in conciliation - Laxmibai refused, "kam aagide".
Deshmukh's reply arguments next date. Next 10.03.2027.
""")

# ---------------- C04 Raju Kamble sessions case
u("backlog/2026-03/SC 56-2025 charge 26.03.2026.pdf", "certified_order_sheet_scan", "Addl. District & Sessions Judge, Basavakalyan", "2026-03-30", ["C04"], ["C04-H01"], """
IN THE COURT OF THE ADDL. DISTRICT & SESSIONS JUDGE, BASAVAKALYAN
S.C. No. 56/2025
26.03.2026
State by Addl. PP. A1 by Sri. CMH, Adv.; A2 and A3 by Sri. V.B. Kale, Adv. Accused 1 to 3 present.
Charge under Sections 307, 326, 504 r/w 34 of IPC framed, read over and explained to the accused in Kannada. The
accused pleaded not guilty and claimed to be tried.
Issue summons to CW1 and CW2. For P.E., call on 23.04.2026.
                                         Addl. District & Sessions Judge, Basavakalyan
""")
u("backlog/2026-06/kamble PW1 25.6.txt", "typed_note_txt", L, "2026-06-25", ["C04"], ["C04-H03"], """
25.06.26 thu Basavakalyan sessions - SC 56/25 (Raju Kamble A1)
PW1 Ambadas Sonkamble (complainant, father of injured) examined. Says A1 hit Sunil with a sickle (kudgolu) at the
jatra of Gundur on 14.4.24, over an old quarrel about a water tap.
Our cross: he reached the spot after the fight - admitted "I came running after hearing shouts". Improvement: no
sickle in his complaint to police (Ex.P1 says "stick"). Good point.
Next 6.8.26 PW2 injured Sunil.
""")
u("backlog/2026-08/IMG_20260806_174405.jpg", "handwritten_note_photo", L, "2026-08-06", ["C04"], ["C04-H04"], """
6/8/26  Basavakalyan - Kamble SC 56/25
PW2 Sunil (injured) - in chief said "Raju & 2 others beat me". In cross: "andhera tha, who hit with what I did not
see" - PP treated partly hostile re A1. Big help.
Next 17/9 doctor.
""")
u("backlog/2026-09/doctor PW3 17-9.txt", "typed_note_txt", L, "2026-09-17", ["C04"], ["C04-H05"], """
17.9.26 - SC 56/25 Kamble - PW3 Dr. Shilpa Reddy, Taluk hospital Basavakalyan
Wound certificate Ex.P5 proved. Injury 1 incised + fracture ulna = grievous; injury 2 simple.
Cross: injury 1 "can be caused by a fall on a sharp stone" - she said "possible". Not on vital part - no 307.
Next 5.11.26 for IO.
""")
u("backlog/2026-12/kamble IO evidence 17.12.docx", "typed_note_docx", L, "2026-12-17", ["C04"], ["C04-H07"], """
17.12.2026 - S.C. 56/2025 - Basavakalyan
PW4 PSI Gururaj Patil (IO, Mantal PS) came on warrant (Gowda madam had issued NBW on 5.11). Examined.
Cross: sickle seized from an open field 3 days later, no FSL report, no blood on it; spot mahazar witnesses not
examined. Prosecution closed evidence (Mane gave up other CWs).
Next 04.02.2027 for 313.
""")

# ---------------- C05 Fatima Begum AC appeal
u("backlog/2026-03/AC appeal Fatima 18.3.docx", "typed_note_docx", L, "2026-03-18", ["C05"], ["C05-H01"], """
18.03.2026 - R.A. 34/2025-26 - AC court Bidar - Fatima Begum v. Syed Ismail
Appeal admitted u/s 136(2) KLR Act. Notice to R1 Syed Ismail and R2 Tahsildar Humnabad.
AC saheb: Tahsildar ki M.R. file + death certificate of Abdul Razzaq mangaye.
Next 29.4.26.
Death certificate: Abdul Razzaq died 03.02.2025 - sale deed 12.02.2025!! Dead man's sale deed.
""")
u("backlog/2026-05/IMG-20260429-WA0010.jpg", "handwritten_note_photo", K, "2026-04-29", ["C05"], ["C05-H02"], """
29.04.2026 ಬುಧವಾರ - ಸಹಾಯಕ ಆಯುಕ್ತರ ನ್ಯಾಯಾಲಯ, ಬೀದರ
ಆರ್.ಎ. 34/2025-26 ಫಾತಿಮಾ ಬೇಗಂ ವಿ. ಸೈಯದ್ ಇಸ್ಮಾಯಿಲ್ - ತಹಶೀಲ್ದಾರ ಕಚೇರಿಯಿಂದ ಕಡತ ಬಂದಿಲ್ಲ.
ಮುಂದಿನ ದಿನಾಂಕ 27.05.2026
""")
u("backlog/2026-05/20260527_124955.jpg", "handwritten_note_photo", L, "2026-05-27", ["C05"], ["C05-H03"], """
27/5/26  AC Bidar - Fatima appeal
M.R. file received. Mujeeb (R1) filed objections: "registered sale deed, presumption, mutation only follows".
Our IA for stay - AC: status quo, no further entry in RTC col. 9/11 till disposal. Good.
Next 8/7 args.
""")
u("backlog/2026-07/fatima args 8 july.txt", "typed_note_txt", L, "2026-07-08", ["C05"], ["C05-H04"], """
8.7.26 AC court - RA 34/25-26 Fatima
Argued: vendor died 03.02.2025 (death cert. from Gram Panchayat Dubalgundi), sale deed dated 12.02.2025 - void;
Tahsildar ignored objection, s. 128/129 KLR Act enquiry not done, no notice to legal heirs.
AC saheb asked R1 to produce the original sale deed + photo of executant at SRO. Next 26.8.
""")
u("backlog/2026-08/WhatsApp Chat with Fatima Begum Son Khaleel.txt", "whatsapp_export", "Khaleel (son of Fatima Begum)", "2026-11-18", ["C05"], ["C05-H05"], """
26/08/26, 13:05 - Khaleel Dubalgundi: Salaam saab. AC saab aaj nahi aaye kya? Ammi 2 ghante baithi
26/08/26, 13:12 - C M Hugar Adv: Walaikum salaam. AC election duty pe hai (ZP by-election). Adjourn hua, 7 October.
26/08/26, 13:14 - Khaleel Dubalgundi: Accha. Ismail ke log khet me jaa re saab, bol re ab khata unka hai
26/08/26, 13:20 - C M Hugar Adv: Status quo order hai. Koi bhi aaye to photo leo, police ku complaint dene ka.
18/11/26, 15:40 - C M Hugar Adv: Khaleel bhai mubarak - appeal allow hua. Mutation cancel, Tahsildar ku fresh enquiry ka order.
18/11/26, 15:42 - Khaleel Dubalgundi: Allah ka shukr. Ammi bahut khush hai saab
""")
u("backlog/2026-10/RA 34 orders reserved 7.10.docx", "typed_note_docx", L, "2026-10-07", ["C05"], ["C05-H06"], """
07.10.2026 - R.A. No. 34/2025-26 - AC Bidar
Mujeeb argued for R1: bona fide purchaser, paid Rs. 18,50,000; sale deed registered, SRO photo shows "Abdul
Razzaq" - we say impersonation. He could not explain the death certificate.
Orders reserved. Next 18.11.2026 for orders.
""")
u("backlog/2026-11/AC order RA 34-2025-26.pdf", "certified_order_sheet_scan", "Assistant Commissioner, Bidar Sub-Division", "2026-11-20", ["C05"], ["C05-H07"], """
COURT OF THE ASSISTANT COMMISSIONER, BIDAR SUB-DIVISION, BIDAR
R.A. No. 34/2025-26 (KLR Act s. 136(2))
Smt. Fatima Begum ... Appellant   V/s   Sri. Syed Ismail and the Tahsildar, Humnabad ... Respondents
ORDER (dated 18.11.2026)
The mutation M.R. No. 27/2024-25 of Dubalgundi village, Sy. No. 65, was certified on a sale deed said to have been
executed nine days after the death of the khatedar, without notice to his legal representatives and without the
enquiry under Section 129 of the Karnataka Land Revenue Act, 1964. The appeal is allowed. M.R. No. 27/2024-25 is
set aside and the matter is remanded to the Tahsildar, Humnabad for fresh enquiry after notice to all the legal
representatives. The parties are at liberty to approach the civil court regarding the validity of the sale deed.
                                         Assistant Commissioner, Bidar Sub-Division
""")

# ---------------- C06 Kamthana GESCOM writ (Kalaburagi bench)
u("backlog/2026-03/WP 201877-2025 order 16.03.2026.pdf", "certified_order_sheet_scan", "High Court of Karnataka, Kalaburagi Bench", "2026-03-19", ["C06"], ["C06-H01"], """
IN THE HIGH COURT OF KARNATAKA, KALABURAGI BENCH
WRIT PETITION No. 201877 OF 2025 (GM-RES)
DATED THIS THE 16TH DAY OF MARCH, 2026
BEFORE THE HON'BLE MR. JUSTICE M. G. SHIVAPRAKASH
Sri. C.M. Hugar, Advocate for petitioner; Smt. Rekha Patil, HCGP for R1 and R2.
ORDER: Learned HCGP accepts notice for respondents 1 and 2. Issue notice to respondents 3 (GESCOM) and 4 by RPAD,
returnable in eight weeks. List thereafter.
                                         Sd/- JUDGE
""")
u("backlog/2026-06/WP 201877 15 june.docx", "typed_note_docx", L, "2026-06-15", ["C06"], ["C06-H02"], """
15.06.2026 (Mon) - Kalaburagi bench, CH 3 - WP 201877/2025 Basavaraj Swamy v. State
GESCOM served; Vinod Kulkarni appeared, no objections filed - sought 3 weeks. Granted, "no further time".
Shivaprakash J asked HCGP whether DC fixed compensation u/s 16 Telegraph Act - HCGP no instructions.
Next 20.07.2026. Bus at 6 AM from Bidar - Sameer to come.
""")
u("backlog/2026-07/kamthana writ 20.7.txt", "typed_note_txt", L, "2026-07-20", ["C06"], ["C06-H03"], """
20.07.2026 - Kalaburagi - WP 201877/25
GESCOM objections filed: line drawn 2024; Rs. 1,20,000 already paid as per 2017 guidelines; petitioner accepted.
Our point: accepted under protest (letter 14.7.25), market value of Kamthana land 18 lakh/acre per guidance value,
corridor 1.2 acres useless for sugarcane.
Next 21.09.2026.
""")
u("backlog/2026-09/WP 201877-2025 order 21.09.2026.pdf", "certified_order_sheet_scan", "High Court of Karnataka, Kalaburagi Bench", "2026-09-24", ["C06"], ["C06-H04"], """
IN THE HIGH COURT OF KARNATAKA, KALABURAGI BENCH
W.P. No. 201877/2025 (GM-RES)
21.09.2026
Heard. The petitioner's representation dated 14.07.2025 for compensation under Section 16 of the Indian Telegraph
Act, 1885 is pending before the Deputy Commissioner, Bidar (R2). R2 shall consider and decide it within eight
weeks from today after hearing the petitioner and R3-GESCOM. List on 23.11.2026 for reporting compliance.
                                         Sd/- JUDGE
""")
u("backlog/2026-11/kalaburagi 23 nov not reached.txt", "typed_note_txt", L, "2026-11-23", ["C06"], ["C06-H05"], """
23/11/26 Kalaburagi CH3 - Swamy writ item 64 - not reached. Went till 4.30, court rose at item 41.
Next 18.01.2027 (post winter vacation). DC hearing done on 12.11 - order awaited, Basavaraj to get copy.
""")
u("backlog/2027-01/PXL_20270118_162233.jpg", "handwritten_note_photo", L, "2027-01-18", ["C06"], ["C06-H06"], """
18/1/27 Klb bench - WP 201877/25
HCGP Rekha Patil: DC Bidar order 30.11.26 - Rs. 6,40,000 fixed (less 1.2 lakh paid). GESCOM Kulkarni wants time to
take a stand - will pay or challenge. Judge: "last chance". Next 15/3/27.
""")

# ---------------- C07 Imran bail
u("backlog/2026-08/imran bail 10.8.txt", "typed_note_txt", L, "2026-08-10", ["C07"], ["C07-H01"], """
10.8.26 PDJ Bidar - Crl.Misc 620/26 Imran Pasha bail (Bidar Rural cr 45/26, 318(4), 61(2) BNS)
Suvarna Joshi PP filed objections: accused absconding 3 days, another complaint at Humnabad.
Uncle Yusuf present. Next 13/8 args.
""")
u("backlog/2026-08/IMG_20260813_112930.jpg", "handwritten_note_photo", L, "2026-08-13", ["C07", "C04"], ["C07-H02"], """
13/8/26  - Imran bail: args heard (PDJ sir), 20 days custody, chargesheet not filed, amount 2.4 lakh only.
  Orders on 18/8.
- Kamble SC 56 (Basavakalyan): Sameer says next 17/9 doctor - order copy apply maadbeku.
""")
u("backlog/2026-08/Crl.Misc 620-2026 bail order.pdf", "certified_order_sheet_scan", "Principal District & Sessions Judge, Bidar", "2026-08-19", ["C07"], ["C07-H03"], """
IN THE COURT OF THE PRINCIPAL DISTRICT & SESSIONS JUDGE, BIDAR
Crl. Misc. No. 620/2026
18.08.2026
Petition u/s 483 BNSS is allowed. The petitioner/accused No. 1 in Crime No. 45/2026 of Bidar Rural PS shall be
released on bail on executing a personal bond for Rs. 1,00,000/- with two sureties for the like sum, subject to
the conditions: (i) he shall mark his attendance before the Bidar Rural PS on every Sunday between 10 AM and 1 PM
till the charge sheet is filed; (ii) he shall not tamper with the prosecution witnesses.
                                         Prl. District & Sessions Judge, Bidar
""")

# ---------------- the junior's chats (Basavakalyan)
u("backlog/2026-08/WhatsApp Chat with Sameer Jr Kalyan.txt", "whatsapp_export", J, "2026-08-21", ["C02", "C04"], ["C02-H01", "C02-H02", "C04-H02", "C02-H05"], """
13/03/26, 12:20 - Sameer Jr Kalyan: Sir Ayub wala CC me summons unserved aaya, Birajdar ghar pe nahi tha bolre. Fresh summons kiye, ND 17/4
13/03/26, 12:22 - C M Hugar Adv: Hulsoor PS through send karne bolo. Ayub ko batao
17/04/26, 13:05 - Sameer Jr Kalyan: Sir Birajdar aaj aaya, Jadhav uske vakil. Bail ho gaya 10000 bond ek surety. Next 12 June plea
17/04/26, 13:06 - C M Hugar Adv: ok good
23/04/26, 12:48 - Sameer Jr Kalyan: Sir Kamble case me PW1 Ambadas nahi aaya, Mane sir summons phir se liye. ND 25/6
21/08/26, 12:55 - Sameer Jr Kalyan: Sir CC 412 Ayub ka chief affidavit file kiya. Jadhav cross ke liye time liya. ND 9/10
21/08/26, 12:56 - Sameer Jr Kalyan: Kulkarni sir poch re the 143A ka paisa diya ki nai - nai diya bole Jadhav
""")
u("backlog/2027-02/WhatsApp Chat with Sameer Jr Kalyan (2).txt", "whatsapp_export", J, "2027-02-04", ["C02", "C04"], ["C02-H07", "C04-H06", "C04-H08"], """
05/11/26, 13:10 - Sameer Jr Kalyan: Sir Kamble case me IO PSI Gururaj Patil nahi aaya. Gowda madam ne NBW issue kiya. ND 17/12
05/11/26, 13:12 - C M Hugar Adv: Theek. Mane ko bolo IO ka duty chart
13/11/26, 12:40 - Sameer Jr Kalyan: Sir Birajdar absent, Jadhav ne exemption dala - allow hua. CW2 ka summons nahi gaya tha. ND 18/12
13/11/26, 12:41 - C M Hugar Adv: Arre. Summons aaj hi nikaalo bank manager ko
04/02/27, 13:30 - Sameer Jr Kalyan: Sir Kamble SC 56 - 313 statements hogaye teeno accused ke. Raju ne sab deny kiya. DE ke liye ND 11/3/27
04/02/27, 13:31 - Sameer Jr Kalyan: Kale sir (A2 A3) DW ek laayenge bole
04/02/27, 13:35 - C M Hugar Adv: Hamara DW nahi. 11 ko main aaunga
""")

# ---------------- plan, cause list, diary page
u("backlog/2027-03/week plan 8-13 March.docx", "typed_note_docx", L, "2027-03-06", ["C01", "C02", "C03", "C04", "C06"], [], """
WEEK PLAN - 8 to 13 March 2027
Wed 10/3  Bidar: Chitta partition OS 118/24 - D1's objections to commissioner report (Hiremath madam, CH 2)
          Bidar: Laxmibai MVC 233/25 - Deshmukh's reply args (Desai sir, CH 5) - take Sarla Verma & Pranay Sethi.
          Basavakalyan: Ayub CC 412/25 - DE - Sameer to go; check 143A recovery warrant report.
Thu 11/3  Basavakalyan: Kamble SC 56/25 - DE (we have no DW); prepare written args.
Mon 15/3  Kalaburagi: Swamy WP 201877/25 - GESCOM stand. Leave Bidar 6 AM.
Pending: Fatima - Tahsildar fresh enquiry notice not yet come; follow up Humnabad.
""")
u("backlog/2027-03/Bidar PSCJ cause list 10.03.2027.pdf", "cause_list_pdf", "District Courts, Bidar", "2027-03-09", ["C01"], [], """
DISTRICT COURTS, BIDAR - CAUSE LIST FOR 10.03.2027 (WEDNESDAY)
PRINCIPAL SENIOR CIVIL JUDGE & CJM, BIDAR (Court Hall No. 2)
Sl.  Case No.            Parties                                        Stage
1    O.S. 44/2022        Gurunath Swami vs Shantappa                    Arguments
2    O.S. 118/2024       Shivasharanappa vs Mallappa & Ors.             Objections to Commr. report
3    R.A. 12/2025        Vaijinath vs Manikrao                          Hearing
4    Ex. 31/2023         Bidar Urban Co-op Bank vs Ashok Bhalke         Steps
5    O.S. 201/2025       Syeda Begum vs Mohd. Rafiq                     Issues
""")
