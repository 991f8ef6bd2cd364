"""The uploads of the Tirupati practice: what the lawyer KSN, the junior Harika and the gumasta Munirathnam kept."""

L, J, K = "Kothapalli Srinivasulu Naidu", "Pulicherla Harika", "Gundlapalli Munirathnam (gumasta)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2026-07/Deputy Commr eviction order Sy142-3.pdf", "document_scan", "Deputy Commissioner of Endowments, Tirupati", "2026-07-14", ["C08", "C01"], [], """
OFFICE OF THE DEPUTY COMMISSIONER OF ENDOWMENTS, TIRUPATI
Rc. No. E2/1408/2025                                          Dated: 14.07.2026
Sub: A.P.C.H.R.I. & E. Act, 1987 - Section 83 - Sri Kalyana Venkateswara Swamy vari Devasthanam, Mallavaram -
     Encroachment in Sy. No. 142/3 (Ac. 2.46 cents) - Eviction of Sri Bandi Chengalrayudu - Orders - Issued.
ORDER
The land in Sy. No. 142/3 of Mallavaram village, Renigunta mandal, is recorded in the Inam Fair Register as
'Devadayam' for the naivedyam and deeparadhana of the deity. The respondent is in unauthorised occupation after his
lease expired in 1998 and has not paid any amount to the institution since. His objection that the land is his
ryotwari patta is not tenable. The respondent is directed to vacate and hand over possession to the Executive
Officer within 30 days, failing which he shall be evicted. The pendency of O.A. No. 47 of 2025 before the Endowments
Tribunal is no bar as no interim order has been granted therein.
                                                   sd/- Deputy Commissioner of Endowments, Tirupati
""")
u("backlog/2026-12/Inam Fair Register extract Mallavaram.pdf", "document_scan", "Andhra Pradesh State Archives", "2026-12-22", ["C01"], [], """
ANDHRA PRADESH STATE ARCHIVES AND RESEARCH INSTITUTE
CERTIFIED EXTRACT - INAM FAIR REGISTER (1862), North Arcot District (now Tirupati district), Karvetinagaram Taluk
Village: Mallavaram                 Inam No. 1102
Nature of inam: Devadayam - for naivedyam and deeparadhana of Sri Kalyana Venkateswara Swamy
Extent: 6 acres 40 cents (present survey: Sy. Nos. 142/1, 142/2, 142/3)
Held by: Archaka and Dharmakartha of the temple for the time being; tax-free, permanent
Certified on 22.12.2026 from the original volume.                     sd/- Assistant Director (Records)
""")
u("backlog/2025-08/cheque return memo Raghavulu.pdf", "document_scan", "Canara Bank, Srikalahasti", "2025-08-21", ["C02"], [], """
CANARA BANK  -  SRIKALAHASTI BRANCH (Bazaar Street)
CHEQUE RETURN MEMO                                      Date: 21.08.2025
Cheque No. 704418 dated 18.08.2025 for Rs. 3,40,000/- (Rupees Three Lakh Forty Thousand only)
drawn by VEMANA RAGHAVULU on SB A/c No. 2417xxxxxxxx, presented by Sri Gnanaprasunamba Chit Funds Pvt. Ltd.
RETURNED UNPAID - Reason: 01 FUNDS INSUFFICIENT
                                                         Branch Manager
""")
u("backlog/2025-09/OS plaint Meenakshi partition final.docx", "typed_note_docx", L, "2025-09-26", ["C03"], [], """
IN THE COURT OF THE PRINCIPAL JUNIOR CIVIL JUDGE, TIRUPATI
O.S. No.      of 2025
G. Meenakshi, W/o Ganesan, aged 44, Hindu, R/o 12, Periyar Street, Gudiyatham, Vellore District, Tamil Nadu ... Plaintiff
Vs.
1. D. Chandrasekhar Naidu  2. D. Gopinath Naidu  (both S/o late D. Muniswamy Naidu, Thondavada)
3. D. Rajamma, W/o late D. Muniswamy Naidu                                                       ... Defendants
PLAINT U/O VII RULE 1 CPC FOR PARTITION AND SEPARATE POSSESSION
The plaintiff is the only daughter of late D. Muniswamy Naidu, who died intestate on 02.11.2019. Under Section 6 of
the Hindu Succession Act as amended in 2005 the plaintiff is a coparcener by birth. She is entitled to 1/4th share.
A Schedule: tiled house D.No. 6-112, Thondavada.  B Schedule: wet land Ac. 3.10 cents, Sy. No. 214/1, Thondavada,
Chandragiri mandal.  C Schedule: mango tope Ac. 1.50 cents, Sy. No. 87, Thondavada.
The so-called release deed dated 12.03.2009 was never explained to the plaintiff, who reads only Tamil.
Value of the suit for court fee: Rs. 4,20,000.
""")
u("backlog/2026-02/IMG-20260213-WA0031.jpg", "document_photo", "Sub-Registrar, Chandragiri", "2026-02-13", ["C03"], [], """
విడుదల దస్తావేజు (RELEASE DEED)        Doc. No. 1188/2009   S.R.O. Chandragiri
తేది 12.03.2009
ఈ విడుదల దస్తావేజు జి. మీనాక్షి (w/o గణేశన్, గుడియాత్తం) వ్రాసి ఇచ్చునది - నా తండ్రి డి. మునిస్వామి నాయుడు గారి
కుటుంబ ఆస్తిలో నాకు రావలసిన వాటాకు గాను రూ. 1,00,000/- పొంది నా హక్కును నా సోదరులకు విడుదల చేయుచున్నాను.
సాక్షులు: 1. కె. మునెయ్య  2. పి. రామచంద్ర
(photo of the certified copy filed with the WS of D1 and D2)
""")
u("backlog/2026-01/RSASTF seizure mahazar Cr31-2026.pdf", "document_scan", "RSASTF Police Station, Tirupati", "2026-01-22", ["C05"], [], """
RED SANDERS ANTI-SMUGGLING TASK FORCE POLICE STATION, TIRUPATI
Cr. No. 31/2026   u/s 303(2) BNS, Sections 20(1)(b)(ii), 29, 44 of A.P. Forest Act, 1967 and Rule 3 of A.P.
Sandalwood and Red Sanders Wood Transit Rules, 1969
SEIZURE MAHAZAR dated 22.01.2026, 05.30 hrs, near Kalyani Dam, Chamala range, Sri Venkateswara Wildlife Sanctuary
On information the task force party found five persons carrying red sanders logs. Three escaped into the forest.
Apprehended: A3 Perumal S/o Chinnasamy, 29, Jamunamarathur, Javadhu Hills, Tiruvannamalai Dt., Tamil Nadu and A4.
Seized: 14 red sanders logs weighing 412 kg, 2 axes, rice and provisions.
                                                  RSI, RSASTF, Tirupati
""")
u("backlog/2025-06/PM report Kuppala Ramesh SVRRGGH.pdf", "document_scan", "S.V.R.R. Govt. General Hospital, Tirupati", "2025-06-12", ["C06"], [], """
S.V. MEDICAL COLLEGE / S.V.R.R. GOVT. GENERAL HOSPITAL (RUIA), TIRUPATI - DEPT. OF FORENSIC MEDICINE
POST-MORTEM CERTIFICATE No. 1277/2025                        Date: 12.06.2025
Name: Kuppala Ramesh, S/o Venkataiah, M, 34 yrs, auto driver, R/o Karakambadi. Cr. No. 184/2025 of Renigunta
Urban PS, u/s 106(1) BNS. Brought by HC 2214.
History: auto-rickshaw AP 03 TD xxxx hit by APSRTC bus (Alipiri depot) on Tirupati-Renigunta road near
Karakambadi junction on 11.06.2025 at about 9.20 PM.
Opinion: death due to head injury (fracture of skull with intracranial haemorrhage), ante-mortem.
""")
u("backlog/2026-03/WhatsApp Image 2026-03-23 at 18.02.44.jpeg", "document_photo", "Tahsildar, Renigunta", "2026-03-23", ["C06"], [], """
GOVERNMENT OF ANDHRA PRADESH - REVENUE DEPARTMENT - MEESEVA
INCOME CERTIFICATE          Certificate No. IC032026118477         Date: 18.03.2026
This is to certify that the annual income of the family of Smt. K. Sarojamma, W/o late Kuppala Ramesh,
R/o Karakambadi, Renigunta Mandal, Tirupati District, from all sources was Rs. 2,88,000 (Rupees Two Lakh Eighty
Eight Thousand only) before the death of her husband (auto-rickshaw driver).
                                                     Tahsildar, Renigunta
""")
u("backlog/2026-08/IMG_20260820_112907.jpg", "document_photo", "State Bank of India, Tirupati (Court branch)", "2026-08-20", ["C04"], [], """
STATE BANK OF INDIA - DEMAND DRAFT (photo, copy filed into court)
DD No. 118462   Date: 19.08.2026   Payable at: Tirupati
Pay: M. KAVYA SRI  **  Rupees Thirty Six Thousand only  **  Rs. 36,000/-
Purchased by: P. LOKESH KUMAR (Bengaluru - Whitefield branch)
""")
u("backlog/2025-11/decree copy OS 301-2021.pdf", "document_scan", "I Additional Junior Civil Judge, Tirupati", "2025-11-10", ["C07"], [], """
IN THE COURT OF THE I ADDITIONAL JUNIOR CIVIL JUDGE, TIRUPATI
O.S. No. 301 of 2021      Tummala Rama Devi ... Plaintiff   Vs.   Mallela Prabhakar ... Defendant
DECREE
Suit on a promissory note dated 04.02.2019. It is ordered and decreed that the defendant do pay the plaintiff
Rs. 6,40,000/- (Rupees Six Lakh Forty Thousand only) with interest at 12% per annum from the date of suit till
realisation, and costs of Rs. 18,450/-.
Given under my hand and seal of the Court on 29.08.2025.          I Additional Junior Civil Judge, Tirupati
""")
u("backlog/2026-06/bailiff return EP 64.pdf", "document_scan", "Bailiff, I Addl JCJ Court, Tirupati", "2026-06-08", ["C07"], [], """
BAILIFF'S RETURN - E.P. No. 64 of 2025 in O.S. No. 301 of 2021 (I Addl. JCJ, Tirupati)
Warrant of attachment of movables executed on 06.06.2026 at Sri Venkata Sai Residency, near RTC bus stand, Tirupati,
in the presence of the decree holder's counsel and two mediators.
Attached: 22 cots with mattresses, 4 split air-conditioners, 1 diesel generator (15 KVA), 1 reception counter, 30
plastic chairs. Left in the custody of the JD on zimma (supurdnama) as he undertook to produce them.
The JD's wife Smt. Mallela Sunitha objected saying the lodge is hers.            Bailiff
""")

# ---------------- C01 temple land O.A. and C08 writ (Vijayawada / Amaravati)
u("backlog/2026-02/Vijayawada trip 24.02.26.docx", "typed_note_docx", L, "2026-02-24", ["C01"], ["C01-H01"], """
24.02.2026 (Tue) - Endowments Tribunal, Vijayawada - O.A. 47/2025 - Chengalrayudu v. Commr. of Endowments & Mallavaram devasthanam
Counter of R2 (devasthanam) filed - EO Dhanunjaya garu signed on 20.02. Venkateswarlu (for petnr) present.
Chairman (Rajasekhar garu) first question: "where is the Inam Fair Register? Patta vs IFR, IFR first." Told him we
have only the Tahsildar's extract; he wants the IFR extract for Inam No. 1102.
ND 07.04.2026 - reply/evidence of petnr. Night bus back (Garuda, 9.30 pm).
""")
u("backlog/2026-04/20260407_163355.jpg", "handwritten_note_photo", L, "2026-04-07", ["C01"], ["C01-H02"], """
7/4/26  Tribunal Vij.  OA 47/25 (Mallavaram temple)
Venkateswarlu raledu - 1st call, 2nd call kuda raledu. Junior vachi "sir Hyd lo unnaru" annadu.
Chairman garu: "last chance to petnr". vaayida.
EO garu vacharu, EO presence insist chestaru chairman - next time kuda raavali.
ND 16.6.26
""")
u("backlog/2026-06/OA 47-2025 proceedings 16.06.2026.pdf", "certified_order_sheet_scan", "A.P. Endowments Tribunal, Vijayawada", "2026-06-18", ["C01"], ["C01-H03"], """
BEFORE THE ANDHRA PRADESH ENDOWMENTS TRIBUNAL AT VIJAYAWADA
O.A. No. 47 of 2025
Bandi Chengalrayudu                                            ... Applicant
Vs.
Commissioner of Endowments, A.P. & another                     ... Respondents
PROCEEDINGS / DOCKET
16.06.2026   Applicant present. Sri Y. Venkateswarlu for the applicant; Sri K. Srinivasulu Naidu for R2; GP for
             Endowments for R1. PW1 (applicant) filed chief affidavit; Exs. A1 to A6 (ryotwari patta of 1971,
             adangal extracts 2016-2024, kist receipts) marked. Cross-examination by R2 on 28.07.2026.
                                                                    CHAIRMAN
""")
u("backlog/2026-07/PW1 cross Chengalrayudu 28-7.txt", "typed_note_txt", L, "2026-07-28", ["C01"], ["C01-H04"], """
28.07.26 Tribunal Vijayawada - OA 47/25 - PW1 Chengalrayudu cross by me (55 min)
- Admitted his father took the land on lease ("guttaku") from the temple dharmakartha in 1964.
- Admitted he paid meragu (share of paddy) to the temple till 1998, then stopped "because archaka changed".
- Patta of 1971 - admitted it was issued during the Inam abolition enquiry, no ryotwari enquiry notice to temple.
- Denied that he was asked to vacate in 2002. Shown EO's 2002 notice - "signature naadi kaadu" (not mine).
Good cross. ND 08.09.2026 for R2 evidence. EO to bring the temple's Ledger 1990-2000.
""")
u("backlog/2026-09/IMG_20260908_170214.jpg", "handwritten_note_photo", L, "2026-09-08", ["C01"], ["C01-H05"], """
8.9.26  Endow. Trib.  OA 47/25
RW1 EO Dhanunjaya chief affidavit filed. Exs. B1-B4 (lease deed 1964, meragu ledger 1990-98, 2002 notice, Tahsildar
IFR extract). Venkateswarlu cross ki time adigaru - cross next date.
Chairman again: "certified copy from State Archives kavali, Tahsildar extract chaaladu".
ND 10.11.26
""")
u("backlog/2026-11/OA 47 order sheet 10.11.2026.pdf", "certified_order_sheet_scan", "A.P. Endowments Tribunal, Vijayawada", "2026-11-12", ["C01"], ["C01-H06"], """
BEFORE THE ANDHRA PRADESH ENDOWMENTS TRIBUNAL AT VIJAYAWADA
O.A. No. 47 of 2025   Bandi Chengalrayudu vs Commissioner of Endowments, A.P. & another
10.11.2026   RW1 (Executive Officer of R2 institution) cross-examined by the counsel for the applicant and
             discharged. The Inam Fair Register is the primary record of the nature of the inam. R2 shall obtain
             and file a certified copy of the Inam Fair Register entry for Inam No. 1102 from the A.P. State
             Archives before the next date. Call on 05.01.2027 for arguments.
                                                                    CHAIRMAN
""")
u("backlog/2027-01/Tribunal args 05.01.2027.docx", "typed_note_docx", L, "2027-01-05", ["C01"], ["C01-H07"], """
05.01.2027 (Tue) - Endowments Tribunal, Vijayawada - O.A. 47/2025 (Mallavaram temple land)
Filed IFR certified copy (State Archives, 22.12.2026) - marked Ex. B5. Devadayam, Inam No. 1102, 6 acres 40 cents.
Argued for R2 about 40 min: (1) Devadayam = inam to the deity, not personal to archaka; (2) PW1's own admission of
meragu till 1998 = tenant, estoppel; (3) 1971 patta without notice to the institution is void.
Chairman: "IFR entry Devadayam ani undi - prima facie it is temple property, applicant has to explain."
Part heard - ND 23.02.2027 for remaining arguments of R2 and reply of applicant. Time up, 4 pm.
""")
u("backlog/2026-08/WP 21873-2026 order 19.08.2026.pdf", "certified_order_sheet_scan", "High Court of Andhra Pradesh", "2026-08-21", ["C08"], ["C08-H01"], """
HIGH COURT OF ANDHRA PRADESH :: AMARAVATI
(Special Original Jurisdiction)
WEDNESDAY, THE NINETEENTH DAY OF AUGUST, TWO THOUSAND AND TWENTY SIX
PRESENT: THE HONOURABLE SRI JUSTICE TADEPALLI SURYANARAYANA MURTHY
WRIT PETITION No. 21873 of 2026
Between: Bandi Chengalrayudu ... Petitioner   AND   State of Andhra Pradesh, rep. by its Principal Secretary,
Revenue (Endowments) Department & 3 others ... Respondents
ORDER:
Notice. Learned Government Pleader for Endowments takes notice for respondents 1 to 3. Sri K. Srinivasulu Naidu
takes notice for respondent No. 4 (Executive Officer of the devasthanam). Counter affidavits within four weeks.
Pending further orders, both parties shall maintain status quo as to possession of the land in Sy. No. 142/3,
Mallavaram; the petitioner shall not raise any construction. Post on 30.09.2026.
                                                                    SD/- TSM,J
""")
u("backlog/2026-09/20260930_191520.jpg", "handwritten_note_photo", L, "2026-09-30", ["C08"], ["C08-H02"], """
30/9/26  HC Amaravati  Ct 11  WP 21873/26 (Chengalrayudu - eviction)
R4 counter filed by us (EO). GP - counter ki time, 4 weeks.
Judge garu asked Venkateswarlu: "O.A. already pending before the Tribunal on the same land - why writ? You cannot
ride two horses." He said Tribunal has no power to stay eviction. Judge: "think over it".
Status quo continues. ND 09.12.26
""")
u("backlog/2026-12/WP 21873-2026 order 09.12.2026.pdf", "certified_order_sheet_scan", "High Court of Andhra Pradesh", "2026-12-11", ["C08"], ["C08-H03"], """
HIGH COURT OF ANDHRA PRADESH :: AMARAVATI
WEDNESDAY, THE NINTH DAY OF DECEMBER, TWO THOUSAND AND TWENTY SIX
PRESENT: THE HONOURABLE SRI JUSTICE TADEPALLI SURYANARAYANA MURTHY
WRIT PETITION No. 21873 of 2026
ORDER:
The petitioner has also instituted O.A. No. 47 of 2025 before the A.P. Endowments Tribunal on the very question
whether the land is endowment property. The petitioner shall elect whether to prosecute this writ petition or the
O.A., and file a memo to that effect. At request of learned counsel for the petitioner, post on 17.02.2027.
Interim order dated 19.08.2026 is extended till then.
                                                                    SD/- TSM,J
""")

# ---------------- C02 chit fund cheque case (Srikalahasti)
u("backlog/2026-04/WhatsApp Chat with Harika Jr.txt", "whatsapp_export", J, "2026-06-30", ["C02", "C04"], ["C02-H01", "C02-H02", "C02-H03", "C04-H04"], """
10/02/26, 11:48 - Harika Jr: Sir Srikalahasti chit case lo summons return ayyindi - "door locked" ani process server rasadu. Fresh summons ichharu, dasti kuda teeskunnanu. ND 17/3
10/02/26, 11:50 - KSN Sir: ok. Sreenivasulu garini address confirm cheyyamanu
17/03/26, 12:22 - Harika Jr: Sir Raghavulu vachadu ivala. Jayachandra garu vakalat vesaru. Bail bond 10000 + one surety. Copies ichhesam. ND 21.04.26
21/04/26, 12:40 - Harika Jr: Sir plea record chesaru - not guilty. Jayachandra garu defence cheppesaru: cheque was given as "security" at the time of chit, blank cheque. ND 9 June PW1 chief ki
21/04/26, 12:41 - KSN Sir: security cheque aina 138 vastundi. PW1 affidavit ready cheyyi, Exs P1-P7 list pettu
25/06/26, 13:05 - Harika Jr: Sir Kavya DV case - madam mediation centre ki refer chesaru, both sides 1st mediation 10 July. Arrears Lokesh inka kattaledu (Rs. 24,000 due). ND 20.08.26
25/06/26, 13:07 - KSN Sir: Kavya ki cheppu, mediation ki tappakunda vellali. Amma ni kuda teeskuni raavali
""")
u("backlog/2026-06/IMG-20260609-WA0014.jpg", "handwritten_note_photo", K, "2026-06-09", ["C02"], ["C02-H04"], """
09.06.2026 మంగళవారం - శ్రీకాళహస్తి జూనియర్ సివిల్ జడ్జి కోర్టు
C.C. 412/2025 - జ్ఞానప్రసూనాంబ చిట్ ఫండ్స్ వర్సెస్ వేమన రాఘవులు
PW1 శ్రీనివాసులు గారు (MD) చీఫ్ అఫిడవిట్ దాఖలు - Ex.P1 నుండి P7 వరకు మార్క్ చేశారు.
ముద్దాయి తరఫు న్యాయవాది జయచంద్ర గారు క్రాస్ కి సమయం అడిగారు - వాయిదా.
జడ్జి గారు చిట్ గ్రూప్ రిజిస్ట్రేషన్ సర్టిఫికేట్ (బైలా) ఒరిజినల్ చూపించమన్నారు.
తదుపరి తేదీ 14.07.2026
""")
u("backlog/2026-07/chit case PW1 cross 14.07.docx", "typed_note_docx", L, "2026-07-14", ["C02"], ["C02-H05"], """
14.07.2026 - C.C. 412/2025 - Srikalahasti JCJ-cum-JFCM (Ravi Kiran garu) - Gnanaprasunamba Chits v. Raghavulu
PW1 Sreenivasulu cross by Jayachandra (part):
- Suggested chit group SGC-25/40 was not registered with the Registrar of Chits - DENIED; PW1 showed the by-law
  registration No. 12/2023 of the Assistant Registrar of Chits, Tirupati. Judge again asked for the original
  registration certificate - produced, Ex. P8.
- Suggested cheque was a blank "security cheque" taken at the time of chit - PW1: "prize amount Rs. 7,60,000 paid
  by RTGS on 20.03.2024; he stopped subscriptions after 3 months; cheque given in Aug 2025 for arrears".
Cross not completed. ND 25.08.2026.
""")
u("backlog/2027-01/WhatsApp Chat with Harika Jr (2).txt", "whatsapp_export", J, "2027-01-22", ["C02", "C04", "C07"], ["C02-H06", "C02-H07", "C02-H08", "C02-H09", "C04-H06", "C07-H07"], """
25/08/26, 11:55 - Harika Jr: Sir chit case lo Jayachandra garu raaledu, junior kuda raaledu. Judge garu Rs. 500 costs vesi adjourn chesaru. ND 6/10
25/08/26, 11:56 - KSN Sir: costs receipt teesko
06/10/26, 12:30 - Harika Jr: Sir PW1 cross aipoyindi finally. Bank manager ni PW2 ga summons ki petition allow chesaru. ND 24.11
15/10/26, 13:10 - Harika Jr: Sir Kavya DV - PW1 cross part ayyindi, Madhusudhan garu "remaining cross ki time kavali" annaru. Madam arrears gurinchi adigaru - "pay the balance before next date". ND 17.12.26
24/11/26, 12:48 - Harika Jr: Sir Canara bank officer Suresh Babu garu PW2 ga depose chesaru, return memo prove ayyindi. Evidence closed. 313 ki ND 19/1/27
19/01/27, 11:40 - Harika Jr: Sir Raghavulu absent - Jayachandra garu petition vesaru (medical, hospital lo unnadu ani). Allow chesaru. 313 examination deferred. ND 02.03.2027
19/01/27, 11:42 - KSN Sir: Next time absent aithe NBW adugudam. Ila 3rd time vaayida vaallu.
21/01/27, 16:20 - Harika Jr: Sir lodge EP lo proclamation settle chesaru, upset price 3,50,000. Bhaskar Naidu garu "JD will pay, time kavali" annaru. ND 16/02/27
21/01/27, 16:21 - KSN Sir: Rama Devi gariki call chesi cheppu
""")
u("backlog/2026-12/CC 412-2025 certified docket.pdf", "certified_order_sheet_scan", "Junior Civil Judge-cum-JFCM, Srikalahasti", "2026-12-01", ["C02"], ["C02-H06", "C02-H08"], """
IN THE COURT OF THE JUNIOR CIVIL JUDGE-CUM-JUDICIAL MAGISTRATE OF FIRST CLASS, SRIKALAHASTI
C.C. No. 412 of 2025
Sri Gnanaprasunamba Chit Funds Pvt. Ltd., rep. by its M.D. ... Complainant   Vs.   Vemana Raghavulu ... Accused
DOCKET ORDERS (certified copy)
25.08.2026   Complainant present. Accused present. Counsel for accused absent; no representation. Adjourned at
             the cost of Rs. 500/- payable to the complainant. Call on 06.10.2026.
24.11.2026   PW2 (Officer, Canara Bank, Srikalahasti) examined; Ex. P9 (bank statement) marked. No further
             evidence for the complainant. Complainant's evidence closed. For examination of the accused under
             Section 351 BNSS, call on 19.01.2027.
                                                  Junior Civil Judge-cum-JFCM, Srikalahasti
""")

# ---------------- C03 Meenakshi partition suit (Principal JCJ Tirupati)
u("backlog/2026-02/meenakshi OS 76 WS 13-2.txt", "typed_note_txt", L, "2026-02-13", ["C03"], ["C03-H01"], """
13.02.26 fri  OS 76/2025  Meenakshi v. Chandrasekhar Naidu & 2 ors - Prl JCJ Tirupati (Sravanthi madam)
WS of D1 & D2 filed (Hari Prasad Reddy). Their case: oral partition in 1998 among father and sons; Meenakshi got
Ac. 0.50 cents as pasupu kumkuma at her marriage (1999) and executed release deed dt 12.03.2009 for Rs. 1,00,000.
Photo of release deed copy taken. It is in Telugu - Meenakshi reads only Tamil!
D3 Rajamma (mother) - separate counsel, WS next date. ND 20.3.26.
""")
u("backlog/2026-03/IMG-20260320-WA0008.jpg", "handwritten_note_photo", K, "2026-03-20", ["C03", "C06"], ["C03-H02"], """
20.03.2026 శుక్రవారం
1) O.S. 76/2025 - మీనాక్షి వర్సెస్ చంద్రశేఖర్ నాయుడు - ప్రిన్సిపల్ జూనియర్ సివిల్ జడ్జి కోర్టు
   3వ ప్రతివాది రాజమ్మ గారు రాతపూర్వక వాదన (WS) దాఖలు చేశారు - కూతురికి వాటా ఇవ్వాలి అని ఒప్పుకున్నారు.
   తదుపరి తేదీ 17.04.2026 - issues
2) M.V.O.P. 318/2025 సరోజమ్మ (RTC బస్సు కేసు) - 23.03.2026 సోమవారం PW1 చీఫ్ అఫిడవిట్ - సరోజమ్మ గారు
   ఆధార్, ఆదాయ సర్టిఫికేట్ తీసుకొని రావాలి. (ఈ రోజు కోర్టు లేదు - గుర్తు కోసం)
""")
u("backlog/2026-04/Issues OS 76-2025.docx", "typed_note_docx", L, "2026-04-17", ["C03"], ["C03-H03"], """
O.S. 76 of 2025 - Meenakshi v. D. Chandrasekhar Naidu & 2 ors - 17.04.2026 - Issues framed (five):
1. Whether there was an oral partition in 1998 as pleaded by D1 and D2?
2. Whether the release deed dated 12.03.2009 is true, valid and binding on the plaintiff?
3. Whether the plaintiff is a coparcener entitled to 1/4th share in A, B and C schedules?
4. Whether the suit is bad for non-joinder of the purchaser of part of C schedule?
5. To what relief?
I.A. 212/2026 (temporary injunction - D1 & D2 not to alienate B schedule wet land; they were negotiating sale to a
real estate venture): counter by D1, D2 filed today. Arguments next date. ND 12.06.2026 (May - summer vacation).
""")
u("backlog/2026-06/IA 212-2026 in OS 76-2025 order.pdf", "certified_order_sheet_scan", "Principal Junior Civil Judge, Tirupati", "2026-06-15", ["C03"], ["C03-H04"], """
IN THE COURT OF THE PRINCIPAL JUNIOR CIVIL JUDGE, TIRUPATI
Present: Smt. K. Sravanthi, Principal Junior Civil Judge
Friday, the 12th day of June, 2026
I.A. No. 212 of 2026 in O.S. No. 76 of 2025
G. Meenakshi ... Petitioner/Plaintiff   Vs.   D. Chandrasekhar Naidu & 2 others ... Respondents/Defendants
ORDER
The petitioner, the daughter of late D. Muniswamy Naidu, claims 1/4th share. The release deed relied on by the
respondents 1 and 2 is disputed and is yet to be proved. Balance of convenience is in favour of preserving the
property. Respondents 1 and 2 are restrained by temporary injunction from alienating or encumbering the B schedule
property (Ac. 3.10 cents in Sy. No. 214/1, Thondavada) pending disposal of the suit. I.A. allowed. No costs.
In the main suit: PW1 chief affidavit filed. Call on 10.07.2026 for cross-examination of PW1.
                                                  Principal Junior Civil Judge, Tirupati
""")
u("backlog/2026-07/IMG_20260710_153140.jpg", "handwritten_note_photo", L, "2026-07-10", ["C03"], ["C03-H05"], """
10/7/26  Prl JCJ  OS 76/25 Meenakshi
PW1 cross by Hari Prasad Reddy - Tamil interpreter (Sri Arumugam, court list) - madam arranged.
M: "Anna (D1) said bank loan ki sign kavali - Telugu lo undi, chadavaledu". Denied receiving 1,00,000 -
"oka paisa kuda raaledu". Admitted pasupu kumkuma 50 cents at marriage - "adi naa pelli kanuka, vaata kaadu".
Cross part - ND 7.8.26
""")
u("backlog/2026-08/IMG-20260807-WA0019.jpg", "handwritten_note_photo", K, "2026-08-07", ["C03", "C07"], ["C03-H06"], """
07.08.2026 శుక్రవారం
O.S. 76/2025 మీనాక్షి కేసు - ప్రతివాదుల న్యాయవాది హరిప్రసాద్ రెడ్డి గారు ప్రిన్సిపల్ జిల్లా కోర్టులో సెషన్స్ కేసులో
బిజీ - వారి జూనియర్ సమయం అడిగారు. మేడం గారు "next date cross complete చేయాలి" అన్నారు.
మీనాక్షి గారు గుడియాత్తం నుండి వచ్చి వెళ్లిపోయారు - బస్సు చార్జీలు అడిగారు.
తదుపరి తేదీ 11.09.2026
లాడ్జ్ E.P. 64/2025 - రమాదేవి గారు ఫోన్ చేశారు: సెప్టెంబర్ 17 లోపు 2 లక్షలు కట్టకపోతే ఏం చేస్తారు అని అడిగారు.
""")
u("backlog/2026-09/OS76 PW1 cross over 11.9.txt", "typed_note_txt", L, "2026-09-11", ["C03"], ["C03-H07"], """
11.9.26 fri - OS 76/25 Meenakshi partition - Prl JCJ
PW1 cross concluded (Hari Prasad Reddy, 1 hr 10 min, interpreter Arumugam).
Key answers: she was in Gudiyatham on 12.03.2009 for her son's school admission (!) - we have the school TC to show.
She never went to Chandragiri SRO. Signature on the deed "looks like mine but I signed only on bank papers".
Filed I.A. 498/2026 - to send the release deed (original from SRO volume) to handwriting expert, APFSL Mangalagiri,
with admitted signatures (her bank account opening form, 2008 ration card application).
ND 9.10.26 - counter in I.A.
""")
u("backlog/2026-10/OS 76-2025 docket 09.10.2026.pdf", "certified_order_sheet_scan", "Principal Junior Civil Judge, Tirupati", "2026-10-12", ["C03"], ["C03-H08"], """
IN THE COURT OF THE PRINCIPAL JUNIOR CIVIL JUDGE, TIRUPATI
O.S. No. 76 of 2025 / I.A. No. 498 of 2026
09.10.2026   Plaintiff present. Counsel for D1 and D2 reported busy in the Court of the Principal District Judge
             and seeks time to file counter in I.A. No. 498 of 2026. This is the second adjournment sought on the
             same ground. Time granted subject to costs of Rs. 1,000/- payable to the plaintiff. Call on 13.11.2026.
                                                  Principal Junior Civil Judge, Tirupati
""")
u("backlog/2026-11/20261113_174512.jpg", "handwritten_note_photo", L, "2026-11-13", ["C03"], ["C03-H09"], """
13/11/26  OS 76/25 Meenakshi  Prl JCJ
IA 498/26 ALLOWED - release deed + admitted signatures to APFSL Mangalagiri. Expert fee Rs. 8,000 by plff - pay
challan within 1 week. Costs 1000 Hari Prasad junior ichharu.
ND 18.1.27 - FSL report
""")
u("backlog/2026-11/correction - meenakshi ND.txt", "typed_note_txt", L, "2026-11-14", ["C03", "C06"], [], """
14.11.26 - CORRECTION. Yesterday's diary page for Meenakshi OS 76/25 says ND 18.1.27 - WRONG. 18.01.2027 is the
RTC bus case (MACT) date, mixed up. Munirathnam checked the docket with the bench clerk: Meenakshi OS 76/25 next
date is 08.01.2027 (Fri), for FSL report and PW2 (Rajamma). Meenakshi ki Tamil lo message pampinchu.
""")
u("backlog/2026-11/SBI challan FSL fee.jpg", "document_photo", "State Bank of India, Tirupati (Court branch)", "2026-11-18", ["C03"], [], """
STATE BANK OF INDIA - CHALLAN (Court deposit)             Date: 18.11.2026
Credit: Principal Junior Civil Judge, Tirupati - Civil Court Deposits
Case: O.S. 76/2025, I.A. 498/2026 - fee of the handwriting expert, APFSL Mangalagiri
Amount: Rs. 8,000/- (Rupees Eight Thousand only)    Remitted by: G. Meenakshi (through counsel)
Journal No. 4471                                       Cashier
""")
u("backlog/2027-01/Meenakshi OS76 08.01.27.docx", "typed_note_docx", L, "2027-01-08", ["C03"], ["C03-H10"], """
08.01.2027 (Fri) - O.S. 76/2025 - Meenakshi v. Chandrasekhar Naidu & 2 ors - Prl JCJ Tirupati
FSL report NOT received - court to send reminder to APFSL Mangalagiri.
PW2 D. Rajamma (mother, 71) chief affidavit filed and marked. She said in chief: "my husband wanted Meenakshi to
get equal share; no partition was done in 1998; the release deed paper was brought by Chandrasekhar for a crop loan".
Hari Prasad Reddy's junior: counsel busy in District Court, time for cross of PW2 - granted. Madam warned: no more time.
ND 16.02.2027 - cross of PW2 + FSL report.
""")
u("backlog/2026-11/WhatsApp Chat with Meenakshi Akka Gudiyatham.txt", "whatsapp_export", "G. Meenakshi", "2027-01-09", ["C03"], [], """
10/07/26, 19:40 - Meenakshi Akka: ஐயா, இன்னைக்கு கோர்ட்ல என்ன ஆச்சு? அந்த வக்கீல் ரொம்ப கேள்வி கேட்டாரு
10/07/26, 19:52 - KSN Sir: Bayapadakandi amma. Meeru baaga cheppaaru. Next date August 7.
07/08/26, 18:15 - Meenakshi Akka: Sir inniki cross nadakkala, avanga vakeel varala. Naan Gudiyatham la irundhu vandhen, 600 rupees bus charge waste.
14/11/26, 10:05 - KSN Sir: Amma, next date 08.01.2027 (not 18.01). FSL ki fee 8000 kattaali.
14/11/26, 10:30 - Meenakshi Akka: சரி ஐயா. பணம் GPay பண்றேன். அம்மா (Rajamma) கூட வருவாங்க.
08/01/27, 20:10 - Meenakshi Akka: Sir amma nalla sonnanga. Report eppo varum? Feb 16 naanum varanuma?
09/01/27, 09:15 - KSN Sir: Avasaram ledu amma, 16 Feb amma cross maatrame. Report vachaka cheptanu.
""")

# ---------------- C04 Kavya DV case (II Addl JFCM Tirupati)
u("backlog/2026-02/IMG-20260219-WA0022.jpg", "handwritten_note_photo", K, "2026-02-19", ["C04", "C05"], ["C04-H01", "C05-H02"], """
19.02.2026 గురువారం
1) D.V.C. 31/2025 కావ్య శ్రీ వర్సెస్ లోకేష్ కుమార్ - II అదనపు JFCM కోర్టు, తిరుపతి
   R1 లోకేష్ (బెంగళూరు నుండి), R2, R3 హాజరు అయ్యారు. న్యాయవాది టి. మధుసూదన్ గారు వకాలత్ వేశారు.
   కౌంటర్ కి సమయం అడిగారు. తదుపరి తేదీ 26.03.2026
2) నిన్న (18.02) పెరుమాళ్ బెయిల్ - PP గారు కౌంటర్ వేశారు, ఇంకా రెండు కేసులు ఉన్నాయని చెప్పారు. తదుపరి 25.02.2026
""")
u("backlog/2026-03/20260326_131005.jpg", "handwritten_note_photo", L, "2026-03-26", ["C04"], ["C04-H02"], """
26/3/26  II Addl JFCM  DVC 31/25 Kavya
Counter filed - R's deny dowry (Rs. 5 lakhs + 20 sovereigns gold). Say Kavya left on her own to Tirupati, Jan 2025.
MP 88/26 (s.23 interim maint.) argued - we asked 20,000 pm; Lokesh salary slip (Infosys? no - "Zentrix Softech",
Rs. 92,000 net) shown. Madhusudhan: he has loan EMIs.
Orders on 23.4.26
""")
u("backlog/2026-04/MP 88-2026 in DVC 31-2025 order.pdf", "certified_order_sheet_scan", "II Additional Judicial Magistrate of First Class, Tirupati", "2026-04-27", ["C04"], ["C04-H03"], """
IN THE COURT OF THE II ADDITIONAL JUDICIAL MAGISTRATE OF FIRST CLASS, TIRUPATI
Present: Kum. A. Swarnalatha, II Addl. J.F.C.M.
Thursday, the 23rd day of April, 2026
M.P. No. 88 of 2026 in D.V.C. No. 31 of 2025
M. Kavya Sri ... Petitioner   Vs.   P. Lokesh Kumar & 2 others ... Respondents
ORDER
The first respondent is a software engineer drawing about Rs. 92,000 per month. The petitioner and the minor
daughter Hasini (3 years) are living with the petitioner's parents. Pending disposal of the main petition, the first
respondent is directed to pay interim maintenance of Rs. 12,000/- per month (Rs. 8,000/- to the petitioner and
Rs. 4,000/- to the minor child) from the date of the petition, on or before the 10th of every month. Arrears within
two months. M.P. allowed in part.
                                                  II Additional J.F.C.M., Tirupati
""")
u("backlog/2026-08/kavya dv 20.08.txt", "typed_note_txt", L, "2026-08-20", ["C04"], ["C04-H05"], """
20.08.26 thu - DVC 31/2025 Kavya v. Lokesh - II Addl JFCM
Mediation report: FAILED (Lokesh wants Kavya to come to Bengaluru without her parents; she refuses).
R1 filed DD for Rs. 36,000 (DD 118462 dt 19.08.26) towards arrears - but arrears due from Nov 2025 are much more
(10 months x 12,000 = 1,20,000). So not paid in full - balance 84,000 still due. Madam: "pay the balance, otherwise
I will consider s. 31 DV Act".
PW1 Kavya chief affidavit filed, marked. ND 15.10.26 - cross of PW1.
""")
u("backlog/2026-12/IMG_20261217_141220.jpg", "handwritten_note_photo", L, "2026-12-17", ["C04"], ["C04-H07"], """
17/12/26  DVC 31/25 Kavya
PW1 cross over (Madhusudhan). He suggested she left because of "mother-in-law quarrels, no dowry demand" - denied.
Madam asked arrears first, again: balance still 84,000 - Lokesh paid nothing more. She recorded it.
PW2 (Kavya's father Venkatramaiah) not present - fever. ND 18.2.27 for PW2.
""")

# ---------------- C05 Perumal red sanders bail (Principal District & Sessions Judge, Tirupati)
u("backlog/2026-02/perumal bail 11.2.txt", "typed_note_txt", L, "2026-02-11", ["C05"], ["C05-H01"], """
11.02.26 wed - Crl.M.P. 2231/2026 - Perumal (A3), Cr. 31/2026 RSASTF PS - PDJ Tirupati
Bail petition listed first time. Addl PP Jayarami Reddy: RSASTF report not received, time for counter.
PDJ garu: "counter with antecedents - how many cases against him?" ND 18.02.2026 (one week).
Murugan (brother) came from Javadhu hills, only Tamil. Told him via Harika (she knows some Tamil): 2 sureties needed,
one local (AP) surety better.
""")
u("backlog/2026-02/IMG_20260225_125814.jpg", "handwritten_note_photo", L, "2026-02-25", ["C05"], ["C05-H03"], """
25/2/26  PDJ  Crl.MP 2231/26 Perumal
Argued: A3 is a daily-wage woodcutter, 29 yrs, only a carrier, 33 days in custody, no recovery from him personally.
PP: 2 other cases - Cr. 14/2024 Bhakarapet range & Cr. 88/2025 RSASTF. I showed: Cr. 14/2024 - he is NOT the same
Perumal (father's name different - Ramasamy). Cr. 88/2025 - he is shown as absconding, never arrested.
PDJ: "antecedents are the problem in these cases" - orders on 4/3/26.
""")
u("backlog/2026-03/Crl.MP 2231-2026 bail order 04.03.2026.pdf", "certified_order_sheet_scan", "Principal District & Sessions Judge, Tirupati", "2026-03-05", ["C05"], ["C05-H04"], """
IN THE COURT OF THE PRINCIPAL DISTRICT & SESSIONS JUDGE, TIRUPATI
Present: Sri Kondaveeti Hanumantha Rao, Principal District & Sessions Judge
Wednesday, the 4th day of March, 2026
Crl.M.P. No. 2231 of 2026 (in Cr. No. 31 of 2026 of RSASTF PS, Tirupati)
Perumal, S/o Chinnasamy ... Petitioner/A3   Vs.   State of A.P., rep. by the Public Prosecutor ... Respondent
ORDER
The petitioner is A3, said to be a carrier of red sanders logs. Of the two cases said to be pending against him, in
one the accused is a different person, and in the other he is not arrested. He has been in custody since 22.01.2026.
The investigation is substantially complete. The petitioner is enlarged on bail on his executing a personal bond for
Rs. 50,000/- with two sureties for a like sum each, one of whom shall be a resident of Andhra Pradesh, to the
satisfaction of the learned Judicial Magistrate concerned. The petitioner shall appear before the Station House
Officer, RSASTF Police Station, Tirupati on every Sunday between 10 AM and 1 PM until the charge sheet is filed, and
shall not enter the Seshachalam forest area. Petition allowed.
                                                  Principal District & Sessions Judge, Tirupati
""")
u("backlog/2026-03/WhatsApp Chat with Murugan Javadhu.txt", "whatsapp_export", "Murugan (brother of Perumal)", "2026-03-09", ["C05"], ["C05-H04"], """
04/03/26, 15:02 - KSN Sir: Murugan, Perumal ku bail kidaichiduchu. Rendu surety venum, 50,000 each. Oru surety Andhra address.
04/03/26, 15:10 - Murugan: ரொம்ப நன்றி ஐயா!! 🙏 surety ku en machan Tirupati la irukkaan, Mangalam.
04/03/26, 15:11 - Murugan: Sir, Sunday Sunday police station poganuma?
04/03/26, 15:14 - KSN Sir: Avunu. Every Sunday 10 to 1, RSASTF PS Tirupati, charge sheet varaikum. Forest kulla pogakoodadhu.
09/03/26, 18:40 - Murugan: Sir Perumal veliya vandhutaan. Fees balance 15,000 next week tharen.
""")

# ---------------- C06 RTC bus death claim (MACT-cum-I ADJ Tirupati)
u("backlog/2026-02/MVOP 318 sarojamma 16.02.docx", "typed_note_docx", L, "2026-02-16", ["C06"], ["C06-H01"], """
16.02.2026 (Mon) - M.V.O.P. 318/2025 - K. Sarojamma & 2 ors v. APSRTC - MACT-cum-I ADJ, Tirupati (Vani Sree madam)
Counter of APSRTC filed by Nagaraju (standing counsel): bus was at normal speed; the auto took a sudden U-turn at
Karakambadi junction without indicator - contributory negligence; claim excessive.
Issues settled. Madam asked Nagaraju: "will the Corporation settle? widow with two small children." He said he will
take instructions from the Regional Manager.
ND 23.03.2026 for PW1 chief.
""")
u("backlog/2026-03/sarojamma PW1 23-3-26.txt", "typed_note_txt", L, "2026-03-23", ["C06"], ["C06-H02"], """
23.3.26 mon MACT - MVOP 318/25 Sarojamma
PW1 Sarojamma chief affidavit filed. Exs A1-A8 marked: A1 FIR Cr. 184/2025 Renigunta Urban PS, A2 inquest, A3 PM
certificate, A4 MVI report (bus brakes OK), A5 charge sheet against bus driver G. Siva Kumar u/s 106(1) BNS, A6 auto
RC (in Ramesh's name), A7 driving licence, A8 income certificate (Rs. 2,88,000 p.a.).
ND 20.4.26 - cross by RTC.
""")
u("backlog/2026-04/MACT cross PW1 20.04.txt", "typed_note_txt", L, "2026-04-20", ["C06"], ["C06-H03"], """
20.04.26 (Mon) - MVOP 318/2025 - PW1 Sarojamma cross by Nagaraju (RTC)
- Admitted she was not at the spot; she came to know from Mastan (tea stall).
- Income: Ramesh earned about Rs. 800 a day from the auto; no IT returns; income certificate Rs. 2,88,000.
- Denied that Ramesh was drunk - PM report has no alcohol finding.
Madam again asked RTC counsel about settlement - "Corporation should make an offer". Nagaraju: RM's approval needed.
ND 22.06.2026 - PW2 eyewitness. (May vacation in between.)
""")
u("backlog/2026-06/20260622_162801.jpg", "handwritten_note_photo", L, "2026-06-22", ["C06"], ["C06-H04"], """
22/6/26  MACT  MVOP 318/25 Sarojamma
PW2 Shaik Mastan (tea stall, Karakambadi jn) - chief + cross same day.
He said: bus came fast from Renigunta side, "no horn", auto was waiting to turn right with indicator on - bus hit
the auto's right side. Cross: he admitted he was serving tea, saw only after the sound? - NO, he held firm: "I saw
the bus coming". Good witness.
Claimants' evidence closed. ND 3.8.26 - RW.
""")
u("backlog/2026-08/IMG-20260803-WA0005.jpg", "handwritten_note_photo", K, "2026-08-03", ["C06", "C04"], ["C06-H05"], """
03.08.2026 సోమవారం
M.V.O.P. 318/2025 సరోజమ్మ వర్సెస్ APSRTC - MACT కోర్టు
RTC న్యాయవాది నాగరాజు గారు డ్రైవర్ (RW1) ని తీసుకొని రాలేదు - Regional Manager నుండి instructions రాలేదు అని
సమయం అడిగారు. మేడం గారు ఒప్పుకున్నారు. తదుపరి తేదీ 14.09.2026
గుర్తు: 20.08 కావ్య DV కేసు - మధ్యవర్తిత్వం (mediation) రిపోర్ట్.
""")
u("backlog/2026-09/RW1 driver cross MACT 14.9.26.docx", "typed_note_docx", L, "2026-09-14", ["C06"], ["C06-H06"], """
14.09.2026 - MVOP 318/2025 - RW1 G. Siva Kumar (APSRTC driver, Alipiri depot) - chief affidavit + my cross
- Admitted speed "about 55-60 km" at the junction; speed limit near Karakambadi junction is 40 (signboard).
- Admitted he did not blow the horn - "auto was already turning".
- Admitted the criminal case (Cr. 184/2025) is pending against him and he has not challenged the charge sheet.
- Said the auto had no indicator - but in chief affidavit he did not say so (omission).
ND 16.11.2026 - arguments.
""")
u("backlog/2026-11/IMG_20261116_130702.jpg", "handwritten_note_photo", L, "2026-11-16", ["C06"], ["C06-H07"], """
16/11/26  MACT  MVOP 318/25
Argued for claimants - 35 min. Claimed 25 lakhs; on record: income 800/day, age 34 (multiplier 16), 3 dependants.
Nagaraju: "RM instructions awaited on settlement; time for arguments". 2nd time the same reason.
Madam: "last time settlement question, I will decide on merits".
ND 18.1.27 RTC args.
""")
u("backlog/2027-01/MVOP 318-2025 docket 18.01.2027.pdf", "certified_order_sheet_scan", "MACT-cum-I Additional District Judge, Tirupati", "2027-01-20", ["C06"], ["C06-H07", "C06-H08"], """
IN THE COURT OF THE MOTOR ACCIDENTS CLAIMS TRIBUNAL-CUM-I ADDITIONAL DISTRICT JUDGE, TIRUPATI
M.V.O.P. No. 318 of 2025   K. Sarojamma & 2 others ... Petitioners   Vs.   APSRTC, rep. by its Regional Manager ... Respondent
16.11.2026   Arguments of the petitioners heard. Counsel for the respondent seeks time. Call on 18.01.2027.
18.01.2027   Arguments of the counsel for the respondent Corporation heard. No settlement offer is made.
             For judgment, call on 22.02.2027.
                                                  Chairman, MACT-cum-I Addl. District Judge, Tirupati
""")

# ---------------- C07 Lodge EP (I Addl JCJ Tirupati)
u("backlog/2026-03/lodge EP 5.3.26.txt", "typed_note_txt", L, "2026-03-05", ["C07"], ["C07-H01"], """
5.3.26 thu - EP 64/2025 in OS 301/2021 - Rama Devi v. Mallela Prabhakar (Sri Venkata Sai Residency lodge) - I Addl JCJ
Notice u/O 21 R 22 served. JD Prabhakar appeared with Bhaskar Naidu. Time for counter. ND 9.4.26.
Decree Rs. 6,40,000 + 12% interest from 2021 + costs 18,450 -> today about 9.9 lakhs due.
Rama Devi: lodge does good business in Brahmotsavam season - ask for attachment of movables + rent receivables.
""")
u("backlog/2026-04/IMG_20260409_121845.jpg", "handwritten_note_photo", L, "2026-04-09", ["C07"], ["C07-H02"], """
9/4/26  I Addl JCJ  EP 64/25  lodge
JD counter: says paid Rs. 1,50,000 in cash in 2023 "out of court" - no receipt. Rama Devi denies.
Obulesu garu: "no receipt, no certification u/O 21 R 2 - cannot be recognised". Attachment warrant of movables
ordered. Batta paid. ND 11.6.26.
""")
u("backlog/2026-06/IMG-20260611-WA0027.jpg", "handwritten_note_photo", K, "2026-06-11", ["C07"], ["C07-H03"], """
11.06.2026 గురువారం
E.P. 64/2025 - తుమ్మల రమాదేవి వర్సెస్ మల్లెల ప్రభాకర్ (లాడ్జ్) - I అదనపు జూనియర్ సివిల్ జడ్జి కోర్టు
బెయిలిఫ్ రిటర్న్ దాఖలు - 22 మంచాలు, 4 ఏసీలు, జనరేటర్ జప్తు (attachment) చేశారు.
JD భార్య మల్లెల సునీత గారు E.A. 41/2026 (claim petition, O.21 R.58) వేశారు - లాడ్జ్ నాది అని.
తదుపరి తేదీ 23.07.2026 - కౌంటర్
""")
u("backlog/2026-07/EP 64-2025 order 23.07.2026.pdf", "certified_order_sheet_scan", "I Additional Junior Civil Judge, Tirupati", "2026-07-27", ["C07"], ["C07-H04"], """
IN THE COURT OF THE I ADDITIONAL JUNIOR CIVIL JUDGE, TIRUPATI
E.P. No. 64 of 2025 in O.S. No. 301 of 2021 / E.A. No. 41 of 2026
23.07.2026   Counter filed by the decree holder in E.A. No. 41 of 2026. The judgment debtor, through counsel,
             offers to pay the decretal amount in instalments. The judgment debtor is directed to deposit
             Rs. 2,00,000/- (Rupees Two Lakhs) to the credit of the E.P. on or before the next date, as a
             condition for considering instalments. E.A. 41/2026: claimant's evidence. Call on 17.09.2026.
                                                  I Additional Junior Civil Judge, Tirupati
""")
u("backlog/2026-09/lodge EP 17 sep.txt", "typed_note_txt", L, "2026-09-17", ["C07"], ["C07-H05"], """
17.09.26 - EP 64/25 lodge - I Addl JCJ
JD deposited only Rs. 1,00,000 (not 2 lakhs as ordered) - challan filed. Bhaskar Naidu: "balance in Dasara season".
E.A. 41 enquiry: claimant Sunitha examined as CW1. My cross: trade licence of the lodge (Municipal Corporation
Tirupati) and GST registration both in Prabhakar's name; she admitted she "only signs the register sometimes".
ND 19.11.26 - orders in E.A. 41.
""")
u("backlog/2026-11/EP 64-2025 EA 41-2026 order 19.11.2026.pdf", "certified_order_sheet_scan", "I Additional Junior Civil Judge, Tirupati", "2026-11-23", ["C07"], ["C07-H06"], """
IN THE COURT OF THE I ADDITIONAL JUNIOR CIVIL JUDGE, TIRUPATI
Present: Sri P. Obulesu, I Additional Junior Civil Judge
Thursday, the 19th day of November, 2026
E.A. No. 41 of 2026 in E.P. No. 64 of 2025 in O.S. No. 301 of 2021
Mallela Sunitha ... Claimant   Vs.   Tummala Rama Devi ... Decree Holder   and   Mallela Prabhakar ... JD
ORDER
The trade licence issued by the Municipal Corporation of Tirupati and the GST registration of Sri Venkata Sai
Residency stand in the name of the judgment debtor. The claimant has not shown any independent business. The
claim is not bona fide and is set up to defeat the decree. E.A. dismissed. In the E.P., the judgment debtor having
deposited only Rs. 1,00,000/- out of Rs. 2,00,000/- directed, proclamation of sale of the attached movables under
Order XXI Rule 66 CPC is ordered. Decree holder to file draft proclamation. Call on 21.01.2027 for settling terms.
                                                  I Additional Junior Civil Judge, Tirupati
""")
u("backlog/2027-01/IMG_20270121_165233.jpg", "handwritten_note_photo", L, "2027-01-21", ["C07", "C02"], ["C07-H07"], """
21/1/27  I Addl JCJ  EP 64/25 lodge
Proclamation terms settled - upset price Rs. 3,50,000 for the attached movables (cots, ACs, generator).
Sale by court auction - date to be fixed after publication in Eenadu + Deccan Chronicle.
Bhaskar Naidu: "JD will pay, give time" - Obulesu garu: "pay before next date or auction goes ahead". ND 16.2.27
Also: Harika says chit case 313 on 2/3/27 - NBW memo draft.
""")

# ---------------- plan and cause list
u("backlog/2027-02/week plan 15-27 Feb.docx", "typed_note_docx", L, "2027-02-13", ["C03", "C07", "C08", "C04", "C06", "C01", "C02"], [], """
WEEK PLAN  15.02.2027 - 27.02.2027
Tue 16/2  Prl JCJ Tirupati - Meenakshi OS 76/25 - cross of PW2 Rajamma (Hari Prasad). Check FSL report arrived?
          Keep school TC of 12.03.2009 + Tamil interpreter name (Arumugam).
          I Addl JCJ - Lodge EP 64/25 - if JD does not pay, press for auction date; paper publication estimate ready.
Wed 17/2  HC Amaravati Ct 11 - Chengalrayudu writ - carry Tribunal order sheets (16.06.26, 10.11.26) + IFR copy
          (Ex. B5) to show O.A. is at arguments; oppose any further extension of status quo. Night bus 16th 10 pm.
Thu 18/2  II Addl JFCM - Kavya DV - PW2 Venkatramaiah (Harika to attend, I am at Amaravati). Arrears memo: 84,000.
Mon 22/2  MACT - Sarojamma - JUDGMENT. Inform Sarojamma.
Tue 23/2  Endowments Tribunal Vijayawada - O.A. 47/25 remaining arguments. EO Dhanunjaya garu to come.
Pending:  chit case (2/3) - NBW memo if Raghavulu absent. Perumal - fees balance 15,000 from Murugan still not paid.
""")
u("backlog/2027-02/Cause list Prl JCJ Tirupati 16.02.2027.pdf", "cause_list_pdf", "Principal Junior Civil Judge's Court, Tirupati", "2027-02-15", ["C03"], [], """
PRINCIPAL JUNIOR CIVIL JUDGE'S COURT, TIRUPATI - CAUSE LIST FOR TUESDAY, 16.02.2027
Sl.  Case No.            Parties                                              Stage
1    O.S. 212/2022       Bommireddy Subba Rao vs Y. Chenchaiah                 Arguments
2    O.S. 76/2025        G. Meenakshi vs D. Chandrasekhar Naidu & 2 Ors.       P.W.2 cross / Report
3    I.A. 77/2026 in O.S. 19/2026  Sri Tataiahgunta Gangamma Traders vs K. Munikrishna   Counter
4    O.S. 140/2024       Pasupuleti Rajeswari vs Town Planning Officer, MCT    D.W.1 evidence
5    E.P. 12/2025 in O.S. 388/2019  Vadde Narasimhulu vs S. Khaja Moinuddin            Sale
""")
