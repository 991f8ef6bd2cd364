"""The uploads of the Alappuzha practice: what Adv. Anil, the junior Nimisha and the gumasthan Gopalakrishnan kept."""

L, J, K = "Anil Thomas Kurian", "Nimisha Joseph", "Gopalakrishnan K. (gumasthan)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2025-11/Plaint OS Kunjumon Kainakary.pdf", "document_scan", L, "2025-11-20", ["C01"], [], """
BEFORE THE HON'BLE MUNSIFF'S COURT, ALAPPUZHA
O.S. No. ____ / 2025
Plaintiff: Chacko Thomas @ Kunjumon, aged 61, Puthenparambil, Kainakary North P.O.
Defendant: Ouseph Devassia, aged 58, Kizhakkekalam, Kainakary North P.O.
PLAINT FOR FIXATION OF BOUNDARY AND PERMANENT PROHIBITORY INJUNCTION
The plaint schedule property is 42 cents of puncha nilam in Sy. No. 118/4, Kainakary village, in the Chathurthyakari
padasekharam. In September 2025 the defendant demolished the old varambu (bund) and raised a new bund inside the
plaintiff's land, cutting off the thodu (channel) that drains the plaintiff's paddy. The land is paddy land in the data
bank under the Kerala Conservation of Paddy Land and Wetland Act, 2008 and cannot be filled or converted.
Reliefs: fix the boundary with the help of an Advocate Commissioner and the Taluk Surveyor; restrain the defendant.
Valued for court fee at Rs. 25,000.                                 Counsel for plaintiff: Anil Thomas Kurian
""")
u("backlog/2026-06/WS Ouseph OS 214.pdf", "document_scan", "Adv. Benny Kuruvilla", "2026-06-08", ["C01"], [], """
WRITTEN STATEMENT filed by the defendant in O.S. 214/2025, Munsiff's Court, Alappuzha
The defendant denies that any new bund was raised. The bund is a common varambu used by both since his father's time.
The defendant's portion was converted with permission of the RDO, Kuttanad under s. 16 of the KCPLW Act, 2008, and is
no longer paddy land. The suit is bad for non-joinder of the padasekhara samithi. Prays to dismiss with costs.
""")
u("backlog/2026-07/IMG_20260722_113015.jpg", "document_photo", "Krishi Bhavan, Kainakary", "2026-07-22", ["C01"], [], """
OFFICE OF THE AGRICULTURAL OFFICER, KRISHI BHAVAN, KAINAKARY
No. KB/KNK/214/2026        Date: 22.07.2026
Certified that Sy. No. 118/4 of Kainakary village is included in the Data Bank prepared under the Kerala Conservation
of Paddy Land and Wetland Act, 2008 as paddy land (nilam). No application for conversion of any part of Sy. No. 118/4
is pending or allowed in this office.                      sd/- Agricultural Officer
""")
u("backlog/2025-08/kuri cheque memo Santhosh.pdf", "document_scan", "Kerala Gramin Bank, Mullakkal", "2025-08-15", ["C03"], [], """
KERALA GRAMIN BANK - MULLAKKAL BRANCH, ALAPPUZHA
CHEQUE RETURN MEMO                 Date: 15.08.2025
Cheque No. 772309 dated 12.08.2025 for Rs. 4,80,000/- drawn by Santhosh Kumar on SB A/c 40xxxxxxx, presented by
Sree Durga Kuries - RETURNED. Reason: Funds insufficient.
""")
u("backlog/2025-08/lawyer notice Santhosh kuri.docx", "typed_note_docx", L, "2025-08-28", ["C03"], [], """
ANIL THOMAS KURIAN, B.A., LL.B., Advocate, Thathampally, Alappuzha
By Regd. post with AD                                 Date: 28.08.2025
To: Sri. Santhosh Kumar, Kattil House, Kalavoor, Alappuzha
Sub: Notice u/s 138 of the N.I. Act
My client Sree Durga Kuries, Mullakkal, represented by its proprietor Sri. K.R. Vijayan, instructs me to state: you
were the prized subscriber in Kuri No. SDK/18 and after taking the prize amount defaulted the future instalments. Towards
the liability you issued cheque no. 772309 dated 12.08.2025 for Rs. 4,80,000 which was dishonoured on 15.08.2025 for
funds insufficient. Pay the amount within 15 days of receipt of this notice.              Advocate
""")
u("backlog/2025-04/discharge summary Biju.pdf", "document_scan", "Government T.D. Medical College Hospital, Vandanam", "2025-04-02", ["C04"], [], """
GOVT. T.D. MEDICAL COLLEGE HOSPITAL, VANDANAM, ALAPPUZHA - DEPT. OF ORTHOPAEDICS
DISCHARGE SUMMARY   Name: Biju Varghese, 44/M, Kalarcode   IP No. 25/11873
Admitted: 18.03.2025 (RTA - motorcycle hit by tipper lorry at Kalarcode, NH 66)   Discharged: 02.04.2025
Diagnosis: closed fracture shaft of right femur; abrasions. Procedure: ORIF with intramedullary nailing on 20.03.2025.
Advice: non-weight bearing 8 weeks; review in OPD.           Unit chief: Dr. Sreejith R., Assoc. Professor
""")
u("backlog/2026-10/IMG-20261021-WA0007.jpg", "document_photo", "District Medical Board, Alappuzha", "2026-10-21", ["C04"], [], """
DISABILITY CERTIFICATE - District Medical Board, Alappuzha
Name: Biju Varghese, 45, Kalarcode. Condition: malunited fracture right femur with shortening 1.5 cm, restriction of
knee movement. Permanent partial disability: 18% (eighteen per cent) of the right lower limb.   Date: 21.10.2026
""")
u("backlog/2027-01/FIR Crime 56-2027 Ramankary.pdf", "document_scan", "Ramankary Police Station", "2027-01-10", ["C05"], [], """
FIRST INFORMATION REPORT   District: Alappuzha   P.S.: Ramankary   Crime No. 56/2027   Date: 10.01.2027
Sections: 318(4), 316(2) BNS
First informant: Joseph Kurian, secretary, Vezhapra padasekhara samithi. The accused Anoop Chandran, a contractor,
received Rs. 6,40,000 from the samithi for strengthening the outer bund (puramband) of the padasekharam and for the
pumping (petti-para) work, did not do the work and misappropriated the money.
""")
u("backlog/2025-08/repudiation letter Nirbhay.pdf", "document_scan", "Nirbhay General Insurance Co. Ltd.", "2025-08-19", ["C06"], [], """
NIRBHAY GENERAL INSURANCE CO. LTD. - Health Claims, Kochi        Date: 19.08.2025
To: Smt. Mariyamma Chacko, Kollamparambil, Thathampally, Alappuzha
Claim No. NGH/25/044817 - Policy Family Care Floater
Your claim for Rs. 2,86,450 towards angioplasty at St. Thomas Mission Hospital, Thathampally is repudiated: the insured
was a known case of hypertension and diabetes not disclosed in the proposal form (clause 4.1, pre-existing disease).
""")
u("backlog/2025-11/WhatsApp Image 2025-11-26 at 18.02.44.jpeg", "document_photo", "Sreevalsam Jewellers, Mavelikkara", "2025-11-26", ["C02"], [], """
SREEVALSAM JEWELLERS, MAVELIKKARA     Estimate / Bill No. 2318   Date: 14.01.2021
Customer: Mohanan Pillai, Thazhakara
Necklace 12 sov, palakka mala 8 sov, vala 8 nos 16 sov, kammal 2 sov, mothiram 4 sov, aranjanam 6 sov
Total: 48 sovereigns (384 gm) 22 ct
""")
u("backlog/2025-03/houseboat sale agreement Kayal Rani.jpg", "document_photo", "Punnamada Cruise Homes (P) Ltd.", "2025-03-10", ["C07"], [], """
AGREEMENT FOR SALE OF HOUSEBOAT  dated 02.01.2024
Seller: Punnamada Cruise Homes (P) Ltd. Buyer: Sudheer Babu, Punnamada
Houseboat 'Kayal Rani' (2 bedroom, registration ALP/HB/1xx) for Rs. 32,00,000; advance Rs. 19,60,000 paid; balance
Rs. 12,40,000 payable after the engine is overhauled and the Port registry transferred.
""")

# ---------------- the gumasthan's register (Malayalam script)
u("backlog/2026-06/IMG_20260612_171204.jpg", "handwritten_note_photo", K, "2026-06-12", ["C02", "C01", "C03", "C07"],
  ["C02-H01", "C01-H01", "C03-H01", "C07-H01"], """
കേസ് ഡയറി - ജൂൺ 2026
02.06.2026  ഫാമിലി കോടതി  OP 611/2025  ദിവ്യ v. രജിത്  - കൗൺസിലിംഗ് പരാജയപ്പെട്ടു. എതിർകക്ഷി കൗണ്ടർ. അടുത്ത തീയതി 07.07.2026
08.06.2026  മുൻസിഫ്  OS 214/2025  കുഞ്ഞുമോൻ v. ഔസേപ്പ്  - WS ഫയൽ ചെയ്തു. കമ്മീഷൻ IA 1102/2026. അ.തീ. 06.07.2026
10.06.2026  JFCM-II  ST 1432/2025  ശ്രീ ദുർഗ്ഗ കുറീസ് v. സന്തോഷ്  - പ്രതി ഹാജരില്ല. വാറണ്ട്. അ.തീ. 15.07.2026
12.06.2026  സബ് കോടതി  OS 58/2025  ഹൗസ്ബോട്ട് കേസ്  - നമ്മുടെ WS ഫയൽ ചെയ്തു (എഞ്ചിൻ തകരാർ - set off). അ.തീ. 17.07.2026
""")
u("backlog/2026-07/IMG_20260717_172830.jpg", "handwritten_note_photo", K, "2026-07-17", ["C01", "C02", "C03", "C07"],
  ["C01-H02", "C02-H02", "C03-H02", "C07-H02"], """
ജൂലൈ 2026
06.07  മുൻസിഫ്  കുഞ്ഞുമോൻ  - കമ്മീഷൻ അനുവദിച്ചു. അഡ്വ. കെ. സുരേഷ് ബാബു കമ്മീഷണർ, താലൂക്ക് സർവേയറും. ബാറ്റ 7,500 രൂപ കെട്ടണം. അ.തീ. 10.08.2026
07.07  ഫാമിലി കോടതി  ദിവ്യ  - കൗണ്ടർ ഫയൽ ചെയ്തു. അ.തീ. 04.08.2026
15.07  JFCM-II  സന്തോഷ്  - പ്രതി ഹാജരായി, ജാമ്യം. കോപ്പി കൊടുത്തു. അ.തീ. 19.08.2026
17.07  സബ് കോടതി  ഹൗസ്ബോട്ട്  - മീഡിയേഷന് അയച്ചു (s. 89). അ.തീ. 11.09.2026
""")
u("backlog/2026-09/IMG_20260911_165511.jpg", "handwritten_note_photo", K, "2026-09-11", ["C02", "C01", "C03", "C07"],
  ["C02-H03", "C01-H03", "C03-H03", "C07-H03"], """
ആഗസ്റ്റ് - സെപ്റ്റംബർ 2026
04.08  ഫാമിലി കോടതി  ദിവ്യ  - ഇടക്കാല ചെലവ് മാസം 10,000 രൂപ. അ.തീ. 08.09.2026
10.08  മുൻസിഫ്  കുഞ്ഞുമോൻ  - സർവേയറെ വിട്ടുകിട്ടിയില്ല. റിപ്പോർട്ട് വന്നില്ല. അ.തീ. 14.09.2026
19.08  JFCM-II  സന്തോഷ്  - കുറ്റം വായിച്ചു, പ്രതി നിഷേധിച്ചു. അ.തീ. 23.09.2026
11.09  സബ് കോടതി  ഹൗസ്ബോട്ട്  - മീഡിയേഷൻ നടക്കുന്നു. അ.തീ. 09.10.2026
""")
u("backlog/2026-10/IMG_20261028_170102.jpg", "handwritten_note_photo", K, "2026-10-28", ["C07", "C02", "C01", "C03"],
  ["C07-H04", "C02-H05", "C01-H05", "C03-H05"], """
ഒക്ടോബർ 2026
09.10  സബ് കോടതി  ഹൗസ്ബോട്ട്  - ഒത്തുതീർപ്പായി. 8,50,000 രൂപ 5 ഗഡുക്കളായി. ഡിക്രി. കേസ് തീർന്നു.
13.10  ഫാമിലി കോടതി  ദിവ്യ  - PW1 ദിവ്യ ചീഫ്. അ.തീ. 17.11.2026
19.10  മുൻസിഫ്  കുഞ്ഞുമോൻ  - ബെന്നി സാർ ഹൈക്കോടതിയിൽ, ഒബ്ജക്ഷന് സമയം. അ.തീ. 23.11.2026
28.10  JFCM-II  സന്തോഷ്  - വീണ്ടും സമയം ചോദിച്ചു. 750 രൂപ കോസ്റ്റ്. അ.തീ. 02.12.2026
""")
u("backlog/2026-12/IMG_20261202_164420.jpg", "handwritten_note_photo", K, "2026-12-02", ["C02", "C01", "C03"],
  ["C02-H06", "C01-H06", "C03-H06"], """
നവംബർ - ഡിസംബർ 2026
17.11  ഫാമിലി കോടതി  ദിവ്യ  - PW1 ക്രോസ് (ഷൈല റാണി വക്കീൽ) ഭാഗികം. അ.തീ. 12.01.2027
23.11  മുൻസിഫ്  കുഞ്ഞുമോൻ  - ഒബ്ജക്ഷൻ ഫയൽ ചെയ്തു. 5 issues. അ.തീ. 18.01.2027
02.12  JFCM-II  സന്തോഷ്  - CW1 ക്രോസ് കഴിഞ്ഞു. ബാങ്ക് ഉദ്യോഗസ്ഥന് സമൻസ്. അ.തീ. 20.01.2027
""")
u("backlog/2027-01/IMG_20270120_171755.jpg", "handwritten_note_photo", K, "2027-01-20", ["C02", "C01", "C03"],
  ["C02-H07", "C01-H07", "C03-H07"], """
ജനുവരി 2027
12.01  ഫാമിലി കോടതി  ദിവ്യ  - PW2 മോഹനൻ (അച്ഛൻ) വിസ്തരിച്ചു. PW തെളിവ് അവസാനിച്ചു. അ.തീ. 09.03.2027
18.01  മുൻസിഫ്  കുഞ്ഞുമോൻ  - PW1 ചീഫ് അഫിഡവിറ്റ്, ക്രോസ് ഭാഗികം. അ.തീ. 22.02.2027
20.01  JFCM-II  സന്തോഷ്  - CW2 ബാങ്ക് മാനേജർ വിസ്തരിച്ചു. CE ക്ലോസ്ഡ്. അ.തീ. 24.02.2027
""")
u("backlog/2027-03/IMG_20270324_170540.jpg", "handwritten_note_photo", K, "2027-03-24", ["C01", "C03", "C02"],
  ["C01-H08", "C03-H08", "C02-H08", "C03-H09"], """
ഫെബ്രുവരി - മാർച്ച് 2027
22.02  മുൻസിഫ്  കുഞ്ഞുമോൻ  - PW1 ക്രോസ് തീർന്നു. PW2 ശശിധരൻ (പാടശേഖര സമിതി സെക്രട്ടറി). അ.തീ. 26.04.2027 കമ്മീഷണറെ CW1 ആയി വിസ്തരിക്കാൻ
24.02  JFCM-II  സന്തോഷ്  - പ്രതി ഹാജരില്ല, പെറ്റീഷൻ. 351 ചോദ്യം മാറ്റി. അ.തീ. 24.03.2027
09.03  ഫാമിലി കോടതി  ദിവ്യ  - RW1 രജിത്. അ.തീ. 27.04.2027
24.03  JFCM-II  സന്തോഷ്  - 351 ചോദ്യം ചെയ്തു. DW1 പ്രതി തന്നെ. അ.തീ. 22.04.2027
""")

# ---------------- certified orders / proceedings
u("backlog/2026-07/IA 1102-2026 in OS 214-2025 order 06.07.2026.pdf", "certified_order_sheet_scan", "Munsiff's Court, Alappuzha", "2026-07-06", ["C01"], ["C01-H02"], """
IN THE COURT OF THE MUNSIFF, ALAPPUZHA
Present: Smt. Reshmi K. Nair, Munsiff
Monday, the 6th day of July, 2026
I.A. No. 1102/2026 in O.S. No. 214/2025
Petitioner/plaintiff: Chacko Thomas @ Kunjumon     Respondent/defendant: Ouseph Devassia
ORDER
Petition to appoint an Advocate Commissioner to inspect the plaint schedule puncha nilam, locate the old and new
bund with the help of the Taluk Surveyor, Ambalappuzha, and prepare a sketch. Heard both sides. Allowed. Adv. K. Suresh
Babu is appointed Advocate Commissioner. Batta Rs. 7,500 to be deposited by the petitioner. Report by 10.08.2026.
                                                                   sd/- Munsiff
""")
u("backlog/2026-08/OP 611-2025 IA interim maintenance order.pdf", "certified_order_sheet_scan", "Family Court, Alappuzha", "2026-08-04", ["C02"], ["C02-H03"], """
IN THE FAMILY COURT, ALAPPUZHA
Present: Sri. P. Sasidharan Nair, Judge
Tuesday, the 4th day of August, 2026
I.A. No. 233/2026 in O.P. No. 611/2025
Divya Mohan vs Rejith Kumar
ORDER
The respondent is employed as a supervisor in a private firm in Muscat. Considering his income, the respondent shall
pay interim maintenance of Rs. 6,000 per month to the petitioner and Rs. 4,000 per month to the minor child Aadhya,
in all Rs. 10,000 per month, from the date of petition, on or before the 10th of every month. Post on 08.09.2026.
""")
u("backlog/2026-10/ST 1432-2025 proceedings 28.10.2026.pdf", "certified_order_sheet_scan", "JFCM-II, Alappuzha", "2026-10-28", ["C03"], ["C03-H05"], """
JUDICIAL FIRST CLASS MAGISTRATE COURT-II, ALAPPUZHA
S.T. No. 1432/2025    Sree Durga Kuries vs Santhosh Kumar
Proceedings dated 28.10.2026
Complainant present. Accused present. Counsel for accused seeks time for cross-examination of CW1 for the second time,
being engaged in the Sessions Court. Time granted on cost of Rs. 750 to the complainant. Call on 02.12.2026.
                                                           sd/- Magistrate
""")
u("backlog/2026-10/OS 58-2025 compromise decree.pdf", "certified_order_sheet_scan", "Sub Court, Alappuzha", "2026-10-09", ["C07"], ["C07-H04"], """
IN THE COURT OF THE SUBORDINATE JUDGE, ALAPPUZHA
Present: Sri. Mohammed Rafeeq A., Sub Judge
Friday, the 9th day of October, 2026
O.S. No. 58/2025   Punnamada Cruise Homes (P) Ltd. vs Sudheer Babu
The matter was settled at the Mediation Centre, Alappuzha. As per the compromise petition the defendant shall pay the
plaintiff Rs. 8,50,000 (rupees eight lakh fifty thousand) in five equal instalments of Rs. 1,70,000 on or before the 5th
of every month from November 2026. Suit decreed in terms of the compromise. Half the court fee refunded to the plaintiff.
""")
u("backlog/2026-11/OPMV 902-2025 proceedings 10.11.2026.pdf", "certified_order_sheet_scan", "MACT, Alappuzha", "2026-11-10", ["C04"], ["C04-H05"], """
MOTOR ACCIDENTS CLAIMS TRIBUNAL, ALAPPUZHA (Addl. District Judge-II)
O.P.(MV) No. 902/2025   Biju Varghese vs Faisal & Ors.
Proceedings 10.11.2026: PW2 Dr. Sreejith R. examined. Ext. A15 disability certificate marked. Cross by counsel for R3.
R1, R2 set ex parte. R3 to adduce evidence. Post to 27.01.2027.                sd/- Tribunal
""")
u("backlog/2026-11/OS 214 issues 23.11.2026 certified.pdf", "certified_order_sheet_scan", "Munsiff's Court, Alappuzha", "2026-11-23", ["C01"], ["C01-H06"], """
IN THE COURT OF THE MUNSIFF, ALAPPUZHA     O.S. No. 214/2025
23.11.2026  Plaintiff and defendant represented. Objection to commission report filed by the defendant. Issues:
1. Whether the plaintiff is entitled to fix the boundary as per the commission sketch?
2. Whether the defendant raised a new bund inside the plaint schedule property?
3. Whether the defendant's land was converted under s. 16 of the KCPLW Act, 2008?
4. Whether the suit is bad for non-joinder of the padasekhara samithi?
5. Reliefs and costs.     Trial. Post to 18.01.2027.                 sd/- Munsiff
""")
u("backlog/2027-01/BA 611-2027 order 25.01.2027.pdf", "certified_order_sheet_scan", "High Court of Kerala", "2027-01-25", ["C05"], ["C05-H01"], """
IN THE HIGH COURT OF KERALA AT ERNAKULAM
PRESENT: THE HONOURABLE MR. JUSTICE THOMAS VARGHESE ITTYCHERIA
MONDAY, THE 25TH DAY OF JANUARY 2027
BAIL APPL. NO. 611 OF 2027
CRIME NO. 56/2027 OF RAMANKARY POLICE STATION, ALAPPUZHA
PETITIONER: ANOOP CHANDRAN   RESPONDENT: STATE OF KERALA, REP. BY THE PUBLIC PROSECUTOR
BY ADVS. ANIL THOMAS KURIAN, NIMISHA JOSEPH      SMT. SEENA C., PUBLIC PROSECUTOR
ORDER
The learned Public Prosecutor seeks time to get instructions. No coercive steps shall be taken against the petitioner
till the next posting date. Post on 08.02.2027.
""")
u("backlog/2027-03/BA 611-2027 final order.pdf", "certified_order_sheet_scan", "High Court of Kerala", "2027-03-05", ["C05"], ["C05-H04"], """
IN THE HIGH COURT OF KERALA AT ERNAKULAM
PRESENT: THE HONOURABLE MR. JUSTICE THOMAS VARGHESE ITTYCHERIA
FRIDAY, THE 5TH DAY OF MARCH 2027
BAIL APPL. NO. 611 OF 2027
ORDER
The dispute is essentially over money paid for bund work. Custodial interrogation is not necessary. The application is
allowed. The petitioner shall surrender before the investigating officer within 10 days, and on arrest shall be
released on his executing a bond for Rs. 50,000 with two solvent sureties for the like sum. He shall not leave Kerala
without permission of the jurisdictional court and shall not contact the de facto complainant.
""")
u("backlog/2027-04/CC 212-2025 daily order 07.04.2027.pdf", "certified_order_sheet_scan", "DCDRC, Alappuzha", "2027-04-07", ["C06"], ["C06-H07"], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, ALAPPUZHA
C.C. No. 212/2025   Mariyamma Chacko vs Nirbhay General Insurance Co. Ltd. & Anr.
07.04.2027  Heard the counsel for OP1. Notes of argument of complainant on file. Arguments closed. Reserved for orders.
Post on 05.05.2027 for orders.                          sd/- President   sd/- Member   sd/- Member
""")

# ---------------- the lawyer's diary (photos)
u("backlog/2026-06/PXL_20260608_142233.jpg", "handwritten_note_photo", L, "2026-06-08", ["C01"], ["C01-H01"], """
8/6 Munsiff - Kunjumon v Ouseph. WS vannu. Avarude case: varambu common aanu, conversion RDO permission undennu.
Pachha kallam! Data bank-il ippozhum nilam. Krishi Bhavan cert edukkanam. IA for adv commission filed.
ND 6/7.
""")
u("backlog/2026-09/PXL_20260914_153010.jpg", "handwritten_note_photo", L, "2026-09-14", ["C01"], ["C01-H04"], """
14/9/26 Kunjumon - commission report filed. Sketch by Taluk Surveyor: puthiya varambu 2.4 m ullil, 1.25 cents
nammude puncha nilathil. Thodu adachu. Good for us. Benny objection-nu time chodichu.
ND 19.10.26
""")
u("backlog/2026-09/PXL_20260908_121940.jpg", "handwritten_note_photo", L, "2026-09-08", ["C02"], ["C02-H04"], """
08/09 FC - Divya OP. Rejith absent - Muscat-il aanennu Shyla. Judge chodichu arrears? Aug-il 10,000 mathram adachu,
Sept 10,000 kudissika. Last chance. ND 13/10 - PW1 chief.
""")
u("backlog/2027-03/PXL_20270309_164412.jpg", "handwritten_note_photo", L, "2027-03-09", ["C02", "C04"], ["C02-H08"], """
9/3/27
(1) Divya OP - RW1 Rejith cross: 12 pavan Kuttanad Service Co-op Bank-il panayam vechu ennu sammathichu! locker
key thante kayyil aanennu - contradicted. ND 27/4 RW2 (his mother).
(2) Biju MACT - 3/3 evidence closed, args 22/4. Note: notional income 18,000 p.m. claim cheyyanam; Pranay Sethi
multiplier. Written notes thayyaraakkanam before 22/4.
""")
u("backlog/2027-02/IMG_20270208_175501.jpg", "handwritten_note_photo", L, "2027-02-08", ["C05"], ["C05-H02"], """
8.2.27 HC Ct 5 - Anoop AB. PP case diary vannilla. Ittycheria J chodichu: vere crime undo? Nammal paranju - illa,
clean. Interim (no coercive steps) extended. ND 19.2.
""")
u("backlog/2027-04/PXL_20270407_151002.jpg", "handwritten_note_photo", L, "2027-04-07", ["C06"], ["C06-H07"], """
7/4/27 Consumer - Mariyamma. Mini Varghese argued non-disclosure. Njan: proposal form agent fill cheythathu, BP
tablet matram - not material; 2 years continuous cover. Reserved. Orders 5/5.
""")
u("backlog/2026-11/PXL_20261123_131510.jpg", "handwritten_note_photo", L, "2026-11-23", ["C01"], ["C01-H06"], """
23/11 Kunjumon - objection filed, issues 5 framed. KCPLW conversion issue separate. ND 18/12 trial.
""")

# ---------------- typed notes (.txt)
u("backlog/2026-11/kunjumon ND correction.txt", "typed_note_txt", L, "2026-11-24", ["C01"], ["C01-H06"], """
Correction - Kunjumon varambu suit (OS 214/2025, Munsiff).
Diary-il 23/11 ND 18/12 ennu ezhuthiyathu thettu - 18/12 Christmas vacation thudangunna divasam aanu, court illa.
Gopalakrishnan bench clerk-inodu chodichu: sari aaya adutha date 18.01.2027 (trial, PW1).
""")
u("backlog/2026-09/biju PW1 1.9.txt", "typed_note_txt", L, "2026-09-01", ["C04"], ["C04-H03"], """
Biju MACT 01.09.2026
PW1 Biju chief affidavit, Exts A1 to A14 (FIR, scene mahazar, wound certificate, discharge summary, bills).
Jacob Alex cross: helmet undaayirunno? - undaayirunnu. Lorry wrong side-il ninnu vannu, NH 66 Kalarcode junction.
Insurer's case: contributory negligence 50%. ND 6.10 - doctor PW2.
""")
u("backlog/2026-09/mariyamma PA 16.9.txt", "typed_note_txt", J, "2026-09-16", ["C06"], ["C06-H03"], """
Mariyamma mediclaim - 16/09/2026
Proof affidavit of complainant filed (through son Tony, PoA). Exts A1-A9 marked: policy, renewal receipts, discharge
summary, bills Rs. 2,86,450, repudiation letter 19.08.2025. ND 04/11/2026 OP1 affidavit.
""")
u("backlog/2027-01/kunjumon PW1 18-1.txt", "typed_note_txt", L, "2027-01-18", ["C01"], ["C01-H07"], """
Kunjumon - 18.01.2027, Munsiff
PW1 Kunjumon chief by affidavit. Benny cross 40 min: 'varambu appante kaalam muthal common' - PW1 denied.
Thodu-vine patti kure chodichu. Cross part. ND 22.02.2027.
""")
u("backlog/2026-10/divya PW1.txt", "typed_note_txt", L, "2026-10-13", ["C02"], ["C02-H05"], """
Divya OP - 13.10.2026
PW1 Divya chief. Exts A1 to A6: marriage photos (A1 series), Sreevalsam bill 48 sovereigns (A2), Mohanan's cheque
counterfoil Rs. 3,00,000 (A3), bank statement (A4), WhatsApp messages (A5), birth cert of Aadhya (A6).
Arrears ippol 20,000. ND 17.11 cross.
""")
u("backlog/2026-11/Biju doctor 10-11.txt", "typed_note_txt", J, "2026-11-10", ["C04"], ["C04-H05"], """
Biju MACT 10/11/26 - Dr. Sreejith vannu finally. 18% permanent disability of right limb, shortening 1.5 cm.
Jacob Alex cross: whole body disability 6% maathram alle? Doctor: functional disability more for a mason.
ND 27.01.2027 insurer evidence.
""")
u("backlog/2027-03/santhu 351 24-3.txt", "typed_note_txt", J, "2027-03-24", ["C03"], ["C03-H09"], """
Durga kuri case 24.03.2027 - 351 BNSS questioning done. Santhosh says blank signed cheque kuri chertha samayathu
security aayi koduthathu. Harikumar sir: DW1 accused thanne. ND 22.04.2027 DE.
""")
u("backlog/2027-02/anoop 19-2.txt", "typed_note_txt", L, "2027-02-19", ["C05"], ["C05-H03"], """
19.02.2027 HC - Anoop AB. De facto complainant (samithi secretary Joseph Kurian) - Adv. Thampi appeared, opposed,
said Rs. 6,40,000 not returned. Court: will hear both. Interim extended. ND 05.03.2027.
""")
u("backlog/2027-01/mariyamma OP1 evd.txt", "typed_note_txt", J, "2027-01-13", ["C06"], ["C06-H05"], """
13/01/2027 Consumer Commission - Mariyamma. OP1 affidavit (their claims manager). Exts B1-B4: proposal form, policy
terms, claim form, investigator report. B1 proposal form-il 'No' to diabetes/BP. ND 17/02 args.
""")

# ---------------- typed notes (.docx)
u("backlog/2026-08/Mariyamma version.docx", "typed_note_docx", J, "2026-08-05", ["C06"], ["C06-H02"], """
C.C. 212/2025 - 05.08.2026
OP1 Nirbhay version filed by Adv. Mini Varghese: non-disclosure of pre-existing hypertension and diabetes, clause 4.1.
OP2 TPA absent - set ex parte. Next: 16.09.2026 complainant evidence.
""")
u("backlog/2026-07/Document_2026-07-07.docx", "typed_note_docx", L, "2026-07-07", ["C02"], ["C02-H02"], """
Divya OP 611/2025 - counter of Rejith, 07.07.2026
Counter says: all gold given back to Divya; it is in her locker at SBI Mavelikkara. Patrimony Rs. 3 lakh - denied,
'it was a gift for the house'. Admits child is with Divya. ND 04.08.2026 - interim maintenance IA.
""")
u("backlog/2026-09/santhu CW1 23.9.docx", "typed_note_docx", J, "2026-09-23", ["C03"], ["C03-H04"], """
ST 1432/2025 - 23.09.2026
CW1 Vijayan chief affidavit filed. Harikumar sir Sessions-il - cross next date. Magistrate warned: next time cost.
ND 28.10.2026.
""")
u("backlog/2026-09/houseboat mediation.docx", "typed_note_docx", L, "2026-09-11", ["C07"], ["C07-H03"], """
Sudheer - houseboat OS 58/2025 - 11.09.2026
Mediator Adv. Leela: they came down from 12,40,000 to 9,50,000; we offered 7,50,000 on engine repair bill 3.1 lakh.
One more sitting. ND 09.10.2026.
""")
u("backlog/2027-01/biju RW 27.1.docx", "typed_note_docx", J, "2027-01-27", ["C04"], ["C04-H06"], """
Biju MACT 27.01.2027 - insurer RW1 absent; Jacob Alex sought time. Tribunal: last chance. ND 03.03.2027.
""")
u("backlog/2027-02/mariyamma args.docx", "typed_note_docx", L, "2027-02-17", ["C06"], ["C06-H06"], """
Mariyamma - 17.02.2027. I argued: policy renewed twice without break; angioplasty for a fresh MI, not a disclosed
PED; proposal form filled by agent. Notes of argument filed. Mini Varghese not ready - time. ND 07.04.2027.
""")
u("backlog/2027-04/week plan 19-24 April.docx", "typed_note_docx", L, "2027-04-17", ["C03", "C04", "C01", "C02", "C06"], [], """
Week plan 19 - 24 April 2027
Mon 19: office - Biju written notes of argument finish; Divya RW2 cross points.
Thu 22: JFCM-II Santhu cheque case DE (DW1) - Nimisha; MACT Biju arguments - me.
Sat 24: Kunjumon - prepare Commissioner Suresh Babu's examination (26/4).
Tue 27: Family Court Divya RW2.   Mariyamma orders 5/5.
""")

# ---------------- WhatsApp
u("backlog/2026-11/WhatsApp Chat with Nimisha Jr.txt", "whatsapp_export", J, "2026-11-04", ["C04", "C06", "C03"],
  ["C04-H01", "C06-H01", "C04-H02", "C04-H04", "C06-H04"], """
16/06/2026, 11:42 - Nimisha Jr: Sir Biju MACT - R3 insurance appeared, Jacob Alex. Counter-nu time. ND 21/7
16/06/2026, 11:45 - Anil Adv: ok
23/06/2026, 12:10 - Nimisha Jr: Mariyamma case - OP1 vannu, version-nu time chodichu. ND 5/8
21/07/2026, 12:31 - Nimisha Jr: Biju - insurer counter filed. Contributory negligence + lorry-kku permit illa ennu. Issues framed. ND 1/9
21/07/2026, 12:33 - Anil Adv: permit illenkil pay and recover chodikkanam. note it
06/10/2026, 11:58 - Nimisha Jr: Sir doctor vannilla Biju case-il. Summons again. ND 10/11
06/10/2026, 11:59 - Anil Adv: 😡 ok
04/11/2026, 12:20 - Nimisha Jr: Mariyamma - OP1 affidavit file cheythilla, time. ND 13/01/2027
""")
u("backlog/2027-02/WhatsApp Chat with Nimisha Jr (2).txt", "whatsapp_export", J, "2027-02-24", ["C03"], ["C03-H08"], """
24/02/2027, 12:05 - Nimisha Jr: Sir Santhu case - accused vannilla, 355 petition allowed. 351 questioning maatti. ND 24/3
24/02/2027, 12:06 - Anil Adv: ethra thavana aayi absent?
24/02/2027, 12:08 - Nimisha Jr: First time sir after bail. Magistrate warned next time warrant
""")
u("backlog/2027-01/WhatsApp Chat with Divya Mohan.txt", "whatsapp_export", "Divya Mohan (client)", "2027-01-12", ["C02"], ["C02-H06", "C02-H07"], """
17/11/2026, 16:02 - Divya Mohan: Sir innu cross valare kashtamaayi. Shyla madam chodichu njan ente veettil gold kond poyo ennu
17/11/2026, 16:10 - Anil Adv: Divya nannayi paranju. Next date Jan 12. Achan varanam - PW2
12/01/2027, 15:30 - Divya Mohan: Achan evidence kazhinju sir. Cheque counterfoil kaanichu 3 lakh
12/01/2027, 15:41 - Anil Adv: Good. Our evidence closed. Next 9th March - Rejith evidence
""")
u("backlog/2027-03/WhatsApp Chat with Sajitha Anoop.txt", "whatsapp_export", "Sajitha (client's wife)", "2027-03-05", ["C05"], ["C05-H01", "C05-H04"], """
25/01/2027, 14:20 - Anil Adv: Sajitha, HC: no coercive steps till 8 Feb. Anoop can stay home. Don't go to Ramankary station.
25/01/2027, 14:22 - Sajitha Anoop: Thank you sir 🙏
05/03/2027, 13:05 - Anil Adv: Bail allowed. Surrender before CI Ramankary within 10 days. Two sureties needed, bond 50,000.
05/03/2027, 13:09 - Sajitha Anoop: Sureties - ente aangala and Anoop's friend Prasad. Ok aano?
05/03/2027, 13:15 - Anil Adv: Ok. Bring their land tax receipts.
""")

# ---------------- more typed notes / diary to cover the rest
u("backlog/2027-01/santhu CW2.txt", "typed_note_txt", J, "2027-01-20", ["C03"], ["C03-H07"], """
20/01/2027 JFCM-II - CW2 Anish George, Branch Manager, Kerala Gramin Bank Mullakkal examined - return memo and
account statement proved. CE closed. ND 24/02 for 351.
""")
u("backlog/2026-12/santhu 2-12.txt", "typed_note_txt", J, "2026-12-02", ["C03"], ["C03-H06"], """
02/12/2026 - Santhu cheque case. CW1 Vijayan cross finally by Harikumar sir, 1 hr. Suggestion: kuri-kku security aayi
blank cheque - denied. CW2 bank manager-nu summons. ND 20/01/2027.
""")
u("backlog/2026-07/IMG-20260715-WA0012.jpg", "handwritten_note_photo", L, "2026-07-15", ["C03"], ["C03-H02"], """
15/7 JFCM-II Santhosh appeared - bail, 2 sureties. Copies kodthu. ND 19/8.
""")
u("backlog/2027-03/biju 3-3 evidence closed.txt", "typed_note_txt", J, "2027-03-03", ["C04"], ["C04-H07"], """
03/03/2027 Biju MACT - RW1 Sunitha, Asst. Manager of Sahyadri General Insurance examined; Ext B1 policy. No permit
document produced by them. Evidence closed. ND 22/04/2027 arguments.
""")

# ---------------- cause lists
u("backlog/2027-04/JFCM II Alappuzha cause list 22.04.2027.pdf", "cause_list_pdf", "JFCM-II, Alappuzha", "2027-04-21", ["C03"], [], """
JUDICIAL FIRST CLASS MAGISTRATE COURT-II, ALAPPUZHA - LIST OF CASES FOR 22.04.2027 (THURSDAY)
1. S.T. 881/2024   Muthukulam Service Co-op Bank vs Rajan P.       Evidence
2. C.C. 402/2025   State (Excise) vs Shibu @ Kochu                  Appearance
3. S.T. 1432/2025  Sree Durga Kuries vs Santhosh Kumar              DE (DW1)
4. S.T. 1990/2025  Asha Finance vs Vinod Kumar                       Hearing
5. S.T. 212/2026   Kuttanad Motors vs Ansar M.                       Appearance
""")
u("backlog/2027-04/MACT cause list 22-4-2027.pdf", "cause_list_pdf", "MACT, Alappuzha", "2027-04-21", ["C04"], [], """
MOTOR ACCIDENTS CLAIMS TRIBUNAL, ALAPPUZHA - CAUSE LIST 22.04.2027
Evidence: O.P.(MV) 340/2024 Suma v. KSRTC; O.P.(MV) 1101/2025 Rahul R. v. Jaison & Ors.
Arguments: O.P.(MV) 902/2025 Biju Varghese v. Faisal & Ors.; O.P.(MV) 77/2025 Latha v. National Insurance
""")
