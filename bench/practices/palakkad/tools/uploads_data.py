"""The uploads of the Palakkad practice: what Adv. Harish Menon, his junior Anjana and his gumasthan Vasudevan kept."""

L, J, K = "T.R. Harish Menon", "Anjana Krishnan", "K. Vasudevan (gumasthan)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2027-08/RDO order Form5 Sreedevi Kannadi.pdf", "document_scan", "Revenue Divisional Officer, Palakkad", "2027-08-14", ["C01"], [], """
PROCEEDINGS OF THE REVENUE DIVISIONAL OFFICER, PALAKKAD
(Present: Sri. R. Anilkumar, Revenue Divisional Officer)
No. DB-4471/2026/RDO-PKD                                              Dated: 14.08.2027
Sub: Kerala Conservation of Paddy Land and Wetland Act, 2008 - Form 5 application of Smt. P. Sreedevi Amma,
Kannadi for removal of 38 cents in Re-Sy. No. 312/4 of Kannadi-I village from the data bank - rejected.
Ref: (1) Form 5 application dated 02.03.2026 (2) Report of the Agricultural Officer, Krishi Bhavan, Kannadi
     (3) Report of the Village Officer, Kannadi-I
The Agricultural Officer reports that the property is included in the data bank as 'nilam' on the recommendation of
the Local Level Monitoring Committee (LLMC) and that the area is part of a paddy 'padasekharam'. The applicant claims
that the property has been a 'purayidam' with coconut trees and a house since before 2008. The applicant has not
produced any material to show the nature of the land as on 12.08.2008. In the circumstances the application is
REJECTED.                                                       sd/- Revenue Divisional Officer, Palakkad
""")
u("backlog/2027-08/plaint OS 318 Ottapalam.pdf", "document_scan", L, "2027-08-02", ["C02"], [], """
BEFORE THE HON'BLE MUNSIFF'S COURT, OTTAPALAM
O.S. No. ______ of 2027
Plaintiffs: 1. Lakshmikutty Amma, aged 71, D/o late Kunjikavamma, Puthanmadathil House, Ambalappara
            2. Rajesh P., aged 44   3. Sunil Kumar P., aged 40 (sons of the 1st plaintiff)
Defendants: 1. Narayanan Nair, aged 76, Puthanmadathil House, Ambalappara (karanavar) and 5 others
PLAINT FOR PARTITION
1. The plaint schedule properties belonged to the Puthanmadathil tharavad, a marumakkathayam tarwad. After the
Kerala Joint Hindu Family System (Abolition) Act, 1975 the members hold the properties as tenants-in-common.
2. Item 1: 1.60 acres in Re-Sy. No. 214/3 of Ambalappara village with the nalukettu. Item 2: 80 cents of paddy
land (vayal) in Re-Sy. No. 216/1. Total 2.40 acres. The plaintiffs are entitled to 3/7 shares.
3. The 1st defendant, the senior member, is in management and takes the income without accounting.
Reliefs: partition of the plaint schedule properties by metes and bounds, allotment of 3/7 share, mesne profits.
Valuation: Rs. 9,40,000. Court fee paid under s. 37(2) of the Kerala Court Fees and Suits Valuation Act.
Ottapalam, 02.08.2027                                         Counsel for plaintiffs: T.R. Harish Menon
""")
u("backlog/2027-12/WS D1 to D3 OS 318.pdf", "document_scan", "Adv. K.P. Unnikrishnan (for D1 to D3)", "2027-12-06", ["C02"], [], """
BEFORE THE MUNSIFF'S COURT, OTTAPALAM - O.S. No. 318 of 2027
WRITTEN STATEMENT FILED BY DEFENDANTS 1 TO 3
1. The suit is not maintainable. Partial partition is barred; the plaintiffs have omitted properties.
2. Item 2 (80 cents in Re-Sy. No. 216/1) is not tharavad property. It was gifted to the 1st defendant by his
father's sister by gift deed No. 2214/1998 of SRO Ottapalam and is his self-acquisition.
3. Item 1 is admitted to be tharavad property. The 1st defendant spent Rs. 6,00,000 on repairs of the nalukettu in
2019 and is entitled to equities.
4. The plaintiffs' share is not 3/7. The suit may be dismissed with costs.
Ottapalam, 06.12.2027                          Counsel for D1 to D3: K.P. Unnikrishnan
""")
u("backlog/2028-04/Commission report OS 318-2027.pdf", "document_scan", "Adv. Remya K., Advocate Commissioner", "2028-04-12", ["C02"], [], """
IN THE COURT OF THE MUNSIFF, OTTAPALAM - O.S. No. 318 of 2027
REPORT OF THE ADVOCATE COMMISSIONER (with plan)
Inspected on 29.03.2028 in the presence of the 2nd plaintiff and the 1st defendant, with the help of the Taluk
Surveyor. Item 1 measures 1.58 acres on the ground; the nalukettu, a kulam (pond) and 42 coconut trees are in it.
Item 2 measures 80 cents; it is paddy land, cultivated by the 1st defendant ('mundakan' crop was harvested). A
thodu runs on the east. Plan annexed showing items 1 and 2.   Fees: Rs. 7,500 (paid by plaintiffs).
Ottapalam, 12.04.2028                                  sd/- Remya K., Advocate Commissioner
""")
u("backlog/2027-06/FIR Walayar PS 0633 2027.pdf", "document_scan", "Walayar Police Station", "2027-06-12", ["C03"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)
District: Palakkad   P.S.: Walayar   Crime No. 0633/2027   Date: 12.06.2027
Sections: 281, 125(b) BNS
Occurrence: 12.06.2027, about 19.40 hrs, NH 544, near Chandrapuram junction, Walayar.
Brief: Container lorry TN-38-BX-xxxx driven by Senthil Kumar (33), Coimbatore, coming from Coimbatore towards
Palakkad in a rash and negligent manner hit the motorcycle KL-09-AK-xxxx ridden by K. Murugan (46) of Chandrapuram,
who sustained fracture of the right thigh bone. Injured taken to District Hospital, Palakkad.
FI statement of Karthik M. (son).                          SHO, Walayar
""")
u("backlog/2027-08/Disability certificate Murugan.jpg", "document_photo", "Medical Board, District Hospital, Palakkad", "2027-08-10", ["C03"], [], """
DISTRICT HOSPITAL, PALAKKAD - MEDICAL BOARD
DISABILITY CERTIFICATE                                   No. MB/1288/2027   Date: 10.08.2027
Name: K. Murugan, age 46, Chandrapuram, Walayar
Diagnosis: Fracture shaft of right femur (ORIF with interlocking nail done on 14.06.2027); shortening 1.5 cm;
restriction of knee flexion.
Permanent physical disability: 18% (eighteen per cent) of the whole body.
sd/- Dr. Sheeba Varghese (Orthopaedics)   sd/- Superintendent   (seal)
""")
u("backlog/2027-06/Federal bank return memo Shahul.pdf", "document_scan", "The Federal Bank Ltd., Mannarkkad", "2027-06-24", ["C04"], [], """
THE FEDERAL BANK LTD.   Branch: Mannarkkad
RETURN MEMO                                                           Date: 24.06.2027
Cheque No. 082215 dated 20.06.2027 for Rs. 4,85,000/- drawn by P.M. Shahul Hameed (Hameed Rice Traders)
on SB A/c xxxx4471, presented through State Bank of India, Kanjikode by Sree Annapoorna Modern Rice Mill.
RETURNED FOR THE REASON: FUNDS INSUFFICIENT
                                                          Authorised Signatory
""")
u("backlog/2027-07/Lawyer notice Shahul Hameed.docx", "typed_note_docx", L, "2027-07-02", ["C04"], [], """
T.R. HARISH MENON, B.A., LL.B., Advocate
Chandranagar Complex, Robinson Road, Palakkad 678001
By Regd. Post with A/D                                                   Palakkad, 02.07.2027
To: Sri. P.M. Shahul Hameed, Hameed Rice Traders, Court Road, Mannarkkad
LAWYER NOTICE UNDER SECTION 138 OF THE NEGOTIABLE INSTRUMENTS ACT
Under instructions from my client Sree Annapoorna Modern Rice Mill, Kanjikode, represented by its proprietor
Sri. V. Gopalakrishnan: you purchased 'Matta' and 'Jaya' rice from my client on credit; towards the balance you
issued cheque No. 082215 dated 20.06.2027 for Rs. 4,85,000 drawn on the Federal Bank, Mannarkkad, which was
returned for 'funds insufficient' on 24.06.2027. You are called upon to pay Rs. 4,85,000 within 15 days of receipt
of this notice, failing which my client will prosecute you.                       T.R. Harish Menon, Advocate
""")
u("backlog/2027-10/Mahazar excise Chittur 412-2027.pdf", "document_scan", "Excise Range Office, Chittur", "2027-10-19", ["C05"], [], """
EXCISE RANGE OFFICE, CHITTUR - Crime No. 412/2027
SEIZURE MAHAZAR                                                       Date: 19.10.2027
At about 05.30 hrs, during vehicle check at Gopalapuram check post (Kerala-Tamil Nadu border), a car TN-41-Q-xxxx
driven by Selvaraj (38) s/o Ponnusamy, Gopalapuram, was stopped. 35 litres of spirit in seven 5-litre cans were
found in the dickey. No permit. Accused arrested; offence u/s 55(a) and (i) of the Abkari Act.
Witnesses: 1. Rajan P., 2. Abdul Salam.                   sd/- Excise Inspector, Chittur
""")
u("backlog/2027-07/RCP petition Kalyani Ammal.pdf", "document_scan", L, "2027-07-12", ["C07"], [], """
BEFORE THE RENT CONTROL COURT (MUNSIFF), PALAKKAD - R.C.P. No. ___ of 2027
Petitioner: Kalyani Ammal, aged 74, W/o late Ramanathan, 12, Old Kalpathy Agraharam, Palakkad
Respondent: New Sree Krishna Textiles, Sultanpet, Palakkad, rep. by its managing partner Ibrahim Kutty
PETITION UNDER SECTIONS 11(2)(b) AND 11(3) OF THE KERALA BUILDINGS (LEASE AND RENT CONTROL) ACT, 1965
1. The respondent is the tenant of shop room No. 16/441 at Sultanpet on a monthly rent of Rs. 12,000.
2. Rent from January 2027 is in arrears: Rs. 84,000 up to July 2027.
3. The petitioner's son Venkitesh, a B.Pharm graduate, bona fide needs the shop room to start a medical shop; the
petitioner has no other non-residential building of her own in Palakkad town.
Relief: eviction of the respondent and recovery of the building.         Counsel: T.R. Harish Menon
""")
u("backlog/2027-07/Munsiff judgment OS 611-2024 Kodumba.pdf", "document_scan", "Munsiff's Court, Palakkad", "2027-07-26", ["C08"], [], """
IN THE COURT OF THE MUNSIFF, PALAKKAD
O.S. No. 611 of 2024    M. Chandran, Kodumba (plaintiff) vs Balakrishnan, Kodumba (defendant)
JUDGMENT (extract)
The plaintiff's paddy field in Sy. No. 88/2 of Kodumba village receives water through a thodu running along the
defendant's field. The defendant put up a bund across the thodu in 2023, flooding the plaintiff's field during the
'virippu' crop. The Advocate Commissioner found the bund 1.2 metres high. The suit is decreed: the defendant shall
remove the bund within one month and is restrained from obstructing the flow of water in the thodu. Costs to the
plaintiff.                                                 Pronounced on 26.07.2027.  sd/- Munsiff
""")

# ---------------- C01 Sreedevi Amma paddy-land writ (High Court)
u("backlog/2027-10/WPC 21457-2027 order 06.10.2027.pdf", "certified_order_sheet_scan", "High Court of Kerala", "2027-10-07", ["C01"], ["C01-H01"], """
IN THE HIGH COURT OF KERALA AT ERNAKULAM
PRESENT
THE HONOURABLE MR. JUSTICE MATHEW KURIAN VETTOOR
WEDNESDAY, THE 6TH DAY OF OCTOBER 2027 / 14TH ASWINA, 1949
WP(C) NO. 21457 OF 2027
PETITIONER: P. SREEDEVI AMMA, AGED 67, KANNADI, PALAKKAD
BY ADV T.R.HARISH MENON
RESPONDENTS: 1 STATE OF KERALA, REP. BY THE PRINCIPAL SECRETARY, REVENUE DEPARTMENT  2 THE REVENUE DIVISIONAL
OFFICER, PALAKKAD  3 THE AGRICULTURAL OFFICER, KRISHI BHAVAN, KANNADI
BY SMT. BEENA THOMAS, SR. GOVERNMENT PLEADER
ORDER
Admit. The learned Senior Government Pleader takes notice for the respondents and seeks time to get instructions.
Till the next posting, no coercive steps shall be taken against the petitioner on the basis of Ext. P5 order.
Post on 10.11.2027.                                          sd/- MATHEW KURIAN VETTOOR, JUDGE
""")
u("backlog/2027-11/IMG-20271110-WA0007.jpg", "handwritten_note_photo", K, "2027-11-10", ["C01", "C05"], ["C01-H02", "C05-H02"], """
10.11.2027 ബുധൻ
ഹൈക്കോടതി - WP(C) 21457/2027 ശ്രീദേവി അമ്മ (കണ്ണാടി വയൽ കേസ്)
ഗവ. പ്ലീഡർ കൗണ്ടർ ഫയൽ ചെയ്യാൻ സമയം ചോദിച്ചു. RDO-യിൽ നിന്ന് instructions കിട്ടിയില്ല എന്ന്.
അ.തീ. 08.12.2027  (അഞ്ജന വക്കീൽ ഫോണിൽ പറഞ്ഞു)
സെഷൻസ് കോടതി - Crl.M.C. 2790/2027 സെൽവരാജ് ജാമ്യം
PP എതിർത്തു: മുമ്പ് രണ്ട് അബ്കാരി കേസ് ഉണ്ട്. വാദം കേട്ടു. ഉത്തരവിന് 17.11.2027.
- വാസുദേവൻ
""")
u("backlog/2027-12/WPC 21457-2027 order 08.12.2027.pdf", "certified_order_sheet_scan", "High Court of Kerala", "2027-12-09", ["C01"], ["C01-H03"], """
IN THE HIGH COURT OF KERALA AT ERNAKULAM
PRESENT
THE HONOURABLE MR. JUSTICE MATHEW KURIAN VETTOOR
WEDNESDAY, THE 8TH DAY OF DECEMBER 2027 / 17TH AGRAHAYANA, 1949
WP(C) NO. 21457 OF 2027
ORDER
A counter affidavit has been filed by the 2nd respondent RDO stating that the property was included in the data
bank on the report of the Local Level Monitoring Committee. The petitioner contends that the property was never
paddy land and has been a garden land with a residential building. The question is the nature of the land as on
the date of coming into force of the Act. The 2nd respondent shall obtain the satellite imagery of the property
from the Kerala State Remote Sensing and Environment Centre (KSREC) and place the report on record. The petitioner
shall remit the fee of Rs. 2,500 for the KSREC report. Post on 09.02.2028.    sd/- MATHEW KURIAN VETTOOR, JUDGE
""")
u("backlog/2028-03/WPC 21457-2027 order 15.03.2028.pdf", "certified_order_sheet_scan", "High Court of Kerala", "2028-03-16", ["C01"], ["C01-H05"], """
IN THE HIGH COURT OF KERALA AT ERNAKULAM
PRESENT
THE HONOURABLE MR. JUSTICE MATHEW KURIAN VETTOOR
WEDNESDAY, THE 15TH DAY OF MARCH 2028 / 25TH PHALGUNA, 1949
WP(C) NO. 21457 OF 2027
ORDER
The KSREC report is now on record. It states that in the imagery of the year 2008 the property shows coconut trees
and a building and no paddy cultivation. The learned Senior Government Pleader submits that the Agricultural
Officer has not seen the report. The petitioner may file a reply affidavit. Post after the summer vacation, on
14.06.2028.                                                  sd/- MATHEW KURIAN VETTOOR, JUDGE
""")
u("backlog/2028-03/Kannadi writ 15-3-28.docx", "typed_note_docx", L, "2028-03-15", ["C01"], ["C01-H05"], """
15.03.2028 - WP(C) 21457/2027 Sreedevi Amma v. State - Mathew Kurian J, Court Hall 5
KSREC report finally vannu: 2008 imagery - coconut trees + house, NO paddy. Exactly our case.
Judge asked Beena Thomas (Sr. GP) "what does your Agricultural Officer say now?" - she had no answer.
Reply affidavit to be filed by us - draft with Manoj's photos of the thengu (coconut) and the 1994 house tax receipt.
Next posting 14.06.2028 (after vacation). Tell Manoj.
""")
u("backlog/2028-06/IMG_20280614_162410.jpg", "handwritten_note_photo", L, "2028-06-14", ["C01"], ["C01-H06"], """
14/6/28  HC  CH-5  Mathew Kurian J
Kannadi WP(C) - our reply affidavit filed on 6/6. Beena Thomas GP ippo additional counter venam ennu -
Agri Officer-nte report koode. Judge - "last time for the State". 19/7 nu maatti.
Manoj vilichu - paranju.
""")
u("backlog/2028-07/WPC 21457-2027 order 19.07.2028.pdf", "certified_order_sheet_scan", "High Court of Kerala", "2028-07-20", ["C01"], ["C01-H07"], """
IN THE HIGH COURT OF KERALA AT ERNAKULAM
PRESENT
THE HONOURABLE MR. JUSTICE MATHEW KURIAN VETTOOR
WEDNESDAY, THE 19TH DAY OF JULY 2028 / 28TH ASHADHA, 1950
WP(C) NO. 21457 OF 2027
ORDER
Heard the learned counsel for the petitioner in part. The additional counter affidavit of the 3rd respondent
Agricultural Officer is filed, stating that the adjacent 'padasekharam' is under paddy. Further hearing is
required. For want of time, post on 11.10.2028. The interim order will continue.
                                                             sd/- MATHEW KURIAN VETTOOR, JUDGE
""")
u("backlog/2028-07/kannadi writ 19 july.txt", "typed_note_txt", L, "2028-07-19", ["C01"], ["C01-H07"], """
19.7.28 wed - Kannadi data bank WP(C) - CH 5
Argued 20 min: s. 2(xii) paddy land = land where paddy is cultivated; KSREC 2008 says coconut + building; LLMC
never inspected. Judge nodded. Addl counter of AO filed today - "adjacent padasekharam under paddy" - irrelevant,
adjacent land alla ee land.
Time kazhinju, part heard. Next 11.10.2028. Interim continues.
""")
u("backlog/2027-12/WhatsApp Chat with Manoj Kannadi.txt", "whatsapp_export", "Manoj (nephew of Sreedevi Amma)", "2028-07-20", ["C01"], [], """
08/12/27, 17:02 - Manoj Kannadi: Sir, case enthayi?
08/12/27, 17:10 - Harish Menon Adv: RDO counter file cheythu. Judge KSREC satellite report vilichu. Rs. 2500 fee adakkanam - nale office-il kondu vaa.
08/12/27, 17:12 - Manoj Kannadi: Sheri sir. Next date?
08/12/27, 17:13 - Harish Menon Adv: 9 Feb.
10/12/27, 11:30 - Manoj Kannadi: Fee 2500 office-il koduthu. Vasudevettan receipt thannu.
15/03/28, 16:40 - Harish Menon Adv: KSREC report vannu - 2008-il thengu mathram, paddy illa. Nammude side. Next 14 June.
15/03/28, 16:45 - Manoj Kannadi: Valare santhosham sir 🙏 Ammaykku paranju kodukkam
20/07/28, 09:15 - Manoj Kannadi: Sir innale enthayi?
20/07/28, 09:20 - Harish Menon Adv: Part heard. 11 October. Stay continues, pedikkanda.
""")

# ---------------- C02 Puthanmadathil tharavad partition (Munsiff, Ottapalam)
u("backlog/2027-09/IMG-20270927-WA0003.jpg", "handwritten_note_photo", K, "2027-09-27", ["C02"], ["C02-H01"], """
27.09.2027 തിങ്കൾ - ഒറ്റപ്പാലം മുൻസിഫ് കോടതി
O.S. 318/2027 ലക്ഷ്മിക്കുട്ടി അമ്മ v. നാരായണൻ നായർ (പുത്തൻമഠത്തിൽ ഭാഗം കേസ്)
1 മുതൽ 3 വരെ പ്രതികൾക്ക് വേണ്ടി ഉണ്ണികൃഷ്ണൻ വക്കീൽ വക്കാലത്ത് ഇട്ടു. പത്രികയ്ക്ക് (WS) സമയം.
4 മുതൽ 6 വരെ പ്രതികൾ ഹാജരില്ല.
അ.തീ. 08.11.2027 - പത്രിക
- വാസുദേവൻ
""")
u("backlog/2027-11/20271108_154402.jpg", "handwritten_note_photo", L, "2027-11-08", ["C02"], ["C02-H02"], """
8/11/27  Ottapalam Munsiff
Puthanmadathil partition - WS illa!! Unnikrishnan again time chodichu - karanavar (D1) ne kaanan pattiyilla ennu.
Munsiff madam: "last chance, no further time". 6/12 nu posted.
Lakshmikutty amma + Rajesh vannu. Rajesh nu deshyam.
""")
u("backlog/2027-12/IMG-20271206-WA0011.jpg", "handwritten_note_photo", K, "2027-12-06", ["C02"], ["C02-H03"], """
06.12.2027 തിങ്കൾ - ഒറ്റപ്പാലം
O.S. 318/2027 പുത്തൻമഠത്തിൽ - 1 മുതൽ 3 വരെ പ്രതികൾ പത്രിക ഫയൽ ചെയ്തു.
രണ്ടാം ഇനം (item 2) 1998-ലെ ദാനാധാരം (gift deed) പ്രകാരം സ്വന്തം എന്ന് വാദം.
4 മുതൽ 6 വരെ പ്രതികൾ എക്സ്പാർട്ടി.
അ.തീ. 17.01.2028 - issues
- വാസുദേവൻ
""")
u("backlog/2028-01/OS 318 issues 17.1.docx", "typed_note_docx", L, "2028-01-17", ["C02"], ["C02-H04"], """
17.01.2028 - O.S. 318/2027 (Munsiff, Ottapalam) - Puthanmadathil tharavad partition
Issues framed - five:
 1. Whether the plaint schedule properties are partible tharavad properties?
 2. Whether item 2 is the self-acquisition of D1 under gift deed 2214/1998?
 3. Whether D1 is entitled to equities for improvements (Rs. 6 lakh repairs claimed)?
 4. Shares of the parties?  5. Mesne profits and reliefs?
Our IA for Advocate Commissioner allowed - Adv. Remya K. appointed, to measure items 1 and 2 with Taluk Surveyor.
Commission batta Rs. 7,500 - by us. Posted 06.03.2028 for report.
""")
u("backlog/2028-03/OS 318-2027 proceedings certified copy.pdf", "certified_order_sheet_scan", "Munsiff's Court, Ottapalam", "2028-03-10", ["C02"], ["C02-H01", "C02-H02", "C02-H03", "C02-H04", "C02-H05"], """
IN THE COURT OF THE MUNSIFF, OTTAPALAM
Present: Smt. Divya Raveendran, Munsiff
O.S. No. 318 of 2027 - PROCEEDINGS (certified copy)
27.09.2027  Plaintiffs represented. D1 to D3 appeared through counsel, vakalath filed. D4 to D6 absent. For
            written statement of D1 to D3. Call on 08.11.2027.
08.11.2027  WS not filed. Counsel for D1 to D3 seeks time. Last chance. Call on 06.12.2027.
06.12.2027  WS of D1 to D3 filed. D4 to D6 called absent, set ex parte. For issues. Call on 17.01.2028.
17.01.2028  Issues framed. I.A. 1120/2027 for appointment of Advocate Commissioner allowed. Adv. Remya K. is
            appointed. Batta by the plaintiffs. For report. Call on 06.03.2028.
06.03.2028  Commissioner reports that the inspection could not be completed as the Taluk Surveyor was not
            available. Time granted. For report. Call on 17.04.2028.
                                                                 sd/- Munsiff
""")
u("backlog/2028-04/lakshmikutty 17.4.txt", "typed_note_txt", L, "2028-04-17", ["C02"], ["C02-H06"], """
17/04/2028 mon - Ottapalam - OS 318/27 Puthanmadathil
Commission report + plan filed (Remya). Item 1 - 1.58 acre on the ground (not 1.60), nalukettu, kulam, 42 thengu.
Item 2 - 80 cents vayal, D1 is doing mundakan krishi. Good for us - tharavad property, D1 takes the income.
Unnikrishnan - objection file cheyyam ennu. Posted 05.06.2028 for objection.
PW1 proof affidavit ready aakkanam - Lakshmikutty amma.
""")
u("backlog/2028-07/PW1 cross Ottapalam 17-07-2028.txt", "typed_note_txt", L, "2028-07-17", ["C02"], ["C02-H08"], """
17.07.2028 - OS 318/2027 - PW1 Lakshmikutty Amma cross-examined by Unnikrishnan (about 1 hr 10 min)
- Gift deed 2214/1998: she said she never saw it; "Karanavar aanu ellam nokkiyath". OK.
- Repairs 2019: admitted some repairs were done, amount ariyilla.
- Income from item 2: said D1 keeps all the nellu (paddy), never gave any share. Good answer.
PW2 Rajesh next. Posted 25.09.2028 (after Onam). Rajesh-nu summons venda, he will come.
""")

# ---------------- C03 Murugan MACT (Walayar)
u("backlog/2028-01/Murugan OPMV 13 Jan.docx", "typed_note_docx", L, "2028-01-13", ["C03"], ["C03-H03"], """
13.01.2028 - O.P.(MV) 1102/2027 K. Murugan v. Senthil Kumar & ors - MACT Palakkad
R3 (Sahyadri General Insurance) WS filed by George Mathew Panicker:
 (a) TN lorry had no valid permit for Kerala on the date - policy violation, recovery right;
 (b) contributory negligence - Murugan came into NH from the service road without looking.
R1 driver, R2 owner (Kovai Container Movers, Coimbatore) already ex parte.
Issues framed. Posted 24.02.2028 for evidence. Get the permit details from RTO Coimbatore (RTI?) - Karthik.
""")
u("backlog/2028-02/IMG_20280224_130511.jpg", "handwritten_note_photo", L, "2028-02-24", ["C03"], ["C03-H04"], """
24/2/28 MACT - Murugan (Walayar)
PW1 Murugan chief - proof affidavit. A1 to A12 marked (FIR, wound cert, disch. summary, disability cert 18%,
bills Rs. 1,86,400, salary cert lorry cleaner job...).
Panicker cross venda innu - time chodichu. Judge allowed. 6/4 nu.
Karthik Tamil-il chodichu "appa-vukku evalavu kidaikkum" - paranju wait.
""")
u("backlog/2028-04/IMG-20280407-WA0002.jpg", "handwritten_note_photo", K, "2028-04-07", ["C03", "C06"], ["C03-H05", "C06-H05"], """
06.04.2028 വ്യാഴം - MACT
O.P.(MV) 1102/2027 മുരുകൻ - PW1 മുരുകനെ ഇൻഷുറൻസ് വക്കീൽ ക്രോസ് ചെയ്തു. ഡോക്ടർക്ക് സമൻസ് (PW2). അ.തീ. 25.05.2028
07.04.2028 വെള്ളി - കുടുംബ കോടതി
M.C. 412/2027 ഷബ്ന - ഇടക്കാല ചെലവ് കുടിശ്ശിക കൊടുത്തില്ല. എതിർകക്ഷി ഹാജരില്ല.
എതിർ വക്കീൽ 40,000 രൂപ അടുത്ത തീയതിക്ക് മുമ്പ് കൊടുക്കാമെന്ന് ഉറപ്പ് പറഞ്ഞു. അ.തീ. 09.06.2028
- വാസുദേവൻ
""")
u("backlog/2028-07/20280706_141233.jpg", "handwritten_note_photo", L, "2028-07-06", ["C03"], ["C03-H07"], """
6/7/28  MACT Palakkad
Murugan - PW2 Dr. Sheeba Varghese (ortho) came finally. 18% permanent disability - she said for a lorry cleaner
functional disability will be more, can't climb. Panicker cross - nothing much.
Claimants' evidence closed. RW (insurer) - ND 21/8/28
""")
u("backlog/2028-07/correction murugan MACT date.txt", "typed_note_txt", L, "2028-07-07", ["C03"], ["C03-H07"], """
7/7 - correction
Yesterday's diary - Murugan MACT next date wrote 21/8 - THAPPU. Vasudevan checked with the bench clerk:
correct next date is 21.09.2028 (Thursday), for R3's evidence. 21.08 ennu ezhuthiyath wrong.
""")
u("backlog/2028-05/WhatsApp Chat with Karthik Walayar.txt", "whatsapp_export", "Karthik M. (son of Murugan)", "2028-07-08", ["C03"], [], """
24/02/28, 18:05 - Karthik Walayar: Sir vanakkam. Appa case enna aachu?
24/02/28, 18:20 - Harish Menon Adv: Appa evidence kazhinju - chief over. Insurance vakeel cross next date, April 6.
24/02/28, 18:22 - Karthik Walayar: சரி சார். அப்பா கோர்ட்டுக்கு வரணுமா?
24/02/28, 18:25 - Harish Menon Adv: Yes, appa 6th varanam. Cross undu.
25/05/28, 12:40 - Karthik Walayar: Sir doctor vandhaangala?
25/05/28, 12:55 - Harish Menon Adv: Doctor vannilla. Summons again. 6 July.
25/05/28, 12:56 - Karthik Walayar: டாக்டர் வரவே இல்லை... சரி சார் 🙏
08/07/28, 10:10 - Karthik Walayar: Sir next date eppo?
08/07/28, 10:15 - Harish Menon Adv: September 21. Insurance company evidence. Appa varanda.
""")

# ---------------- C04 Annapoorna rice mill cheque case (JFCM-I)
u("backlog/2028-01/IMG-20280120-WA0005.jpg", "handwritten_note_photo", K, "2028-01-20", ["C04"], ["C04-H03"], """
20.01.2028 വ്യാഴം - JFCM-I പാലക്കാട്
S.T. 1876/2027 അന്നപൂർണ്ണ റൈസ് മിൽ v. ഷാഹുൽ ഹമീദ് (ചെക്ക് കേസ്)
പ്രതി ഹാജർ. കുറ്റം വായിച്ചു കേൾപ്പിച്ചു - കുറ്റം ചെയ്തിട്ടില്ല എന്ന് പറഞ്ഞു.
പ്രതിയുടെ വാദം: ചെക്ക് security ആയി കൊടുത്തതാണ് എന്ന്.
അ.തീ. 02.03.2028 - complainant evidence
- വാസുദേവൻ
""")
u("backlog/2028-03/annapoorna 2 march.txt", "typed_note_txt", L, "2028-03-02", ["C04"], ["C04-H04"], """
02/03/28 thu - JFCM-I - ST 1876/2027 Annapoorna Rice Mill v Shahul Hameed
PW1 Gopalakrishnan's proof affidavit filed. Exts. P1 to P6 marked (cheque, return memo, notice, postal receipt,
AD card, ledger extract).
Latheef: "not ready for cross, papers with senior" - cross deferred. Magistrate grumbled but allowed.
Posted 20.04.2028 for cross of PW1. Gopalakrishnan to bring the original ledger + GST invoices.
""")
u("backlog/2028-04/IMG_20280420_124530.jpg", "handwritten_note_photo", L, "2028-04-20", ["C04"], ["C04-H05"], """
20/4/28 JFCM-I
Annapoorna - PW1 Gopalakrishnan cross by Latheef - 45 min.
Suggestion: cheque was blank security for paddy advance - denied. Ledger shows Rs. 4,85,000 balance. Held well.
Next 8/6. Bank manager (Federal, Mannarkkad) summons - batta adachu.
""")
u("backlog/2028-06/ST 1876-2027 proceedings 08.06.2028.pdf", "certified_order_sheet_scan", "Judicial First Class Magistrate Court-I, Palakkad", "2028-06-12", ["C04"], ["C04-H04", "C04-H05", "C04-H06"], """
IN THE COURT OF THE JUDICIAL FIRST CLASS MAGISTRATE-I, PALAKKAD
Present: Sri. Arun Dev K., Judicial First Class Magistrate
S.T. No. 1876/2027 - Sree Annapoorna Modern Rice Mill vs P.M. Shahul Hameed - PROCEEDINGS
02.03.2028  Complainant present. Accused present. PW1 examined in chief by affidavit; Exts. P1 to P6 marked. Cross
            deferred at the request of the counsel for the accused. To 20.04.2028.
20.04.2028  PW1 cross-examined. Summons to the Branch Manager, Federal Bank, Mannarkkad. To 08.06.2028.
08.06.2028  Accused absent. Petition u/s 355 BNSS to dispense with his presence allowed on condition of paying
            costs of Rs. 1,000 to the complainant. Costs paid. Bank manager not served. Fresh summons. To 27.07.2028.
                                                                 sd/- JFCM-I
""")
u("backlog/2028-09/call gopalakrishnan 4 sep.txt", "typed_note_txt", L, "2028-09-04", ["C04", "C07"], [], """
4/9 call - Gopalakrishnan (Annapoorna rice mill)
Says Shahul Hameed sent word through a broker - ready to settle for Rs. 3 lakh in 6 instalments. Told him: full
Rs. 4,85,000 + interest or nothing; we are at 351 stage on 15/9. He'll think.
Also he asked about his relative Venkitesh's shop case (Kalpathy) - told him RW1 on 5 Oct.
""")

# ---------------- C05 Selvaraj abkari bail (Sessions Court)
u("backlog/2027-11/selvaraj bail 3 nov.txt", "typed_note_txt", L, "2027-11-03", ["C05"], ["C05-H01"], """
03.11.2027 wed - Sessions Court Palakkad (PDJ) - Crl.M.C. 2790/2027 Selvaraj v State (Excise)
Crime 412/2027 ERO Chittur, 55(a) & (i) Abkari - 35 ltr spirit, Gopalapuram check post. In custody since 19.10.
JFCM Chittur bail dismissed 26.10. Sindhu (APP) - objection report from Excise CI not received; 1 week.
Posted 10.11.2027. Muthulakshmi (wife) came with the kid - Tamil only; told her next Wednesday.
""")
u("backlog/2027-11/Crl.MC 2790-2027 order 17.11.2027.pdf", "certified_order_sheet_scan", "Court of Session, Palakkad", "2027-11-18", ["C05"], ["C05-H03"], """
IN THE COURT OF SESSION, PALAKKAD
Present: Smt. Latha Balakrishnan, Principal Sessions Judge
Wednesday, the 17th day of November 2027
Crl.M.C. No. 2790 of 2027 (Crime No. 412/2027 of Excise Range Office, Chittur)
Petitioner/accused: Selvaraj, aged 38, s/o Ponnusamy, Gopalapuram        (by Adv. T.R. Harish Menon)
Respondent: State of Kerala, rep. by the Public Prosecutor               (by Smt. Sindhu Ramachandran, Addl. PP)
ORDER
The petitioner has been in custody since 19.10.2027. The contraband is said to be 35 litres of spirit. The
prosecution points out two earlier crimes under the Abkari Act; both are pending trial and no conviction is shown.
Further detention is not necessary for investigation. Bail is granted on the petitioner executing a bond for
Rs. 50,000 with two solvent sureties each for the like sum to the satisfaction of the JFCM, Chittur; he shall report
before the Excise Inspector, Chittur on every Monday between 10 a.m. and 11 a.m. till the final report is filed; he
shall not involve in any offence under the Abkari Act. Petition allowed.      sd/- Principal Sessions Judge
""")
u("backlog/2027-11/WhatsApp Chat with Muthulakshmi Selvaraj.txt", "whatsapp_export", "Muthulakshmi (wife of Selvaraj)", "2027-11-22", ["C05"], [], """
17/11/27, 15:30 - Harish Menon Adv: Selvaraj-nu bail kitti. 50,000 bond, 2 sureties. Chittur court-il nale.
17/11/27, 15:34 - Muthulakshmi Selvaraj: ரொம்ப நன்றி சார் 🙏🙏 ஜாமீனுக்கு யாரு வரணும்?
17/11/27, 15:40 - Harish Menon Adv: Two sureties - land tax receipt venam. Your brother + one more.
22/11/27, 11:02 - Muthulakshmi Selvaraj: சார் அவர் வீட்டுக்கு வந்துட்டார். திங்கள்கிழமை excise office போகணுமா?
22/11/27, 11:10 - Harish Menon Adv: Yes. Every Monday 10 to 11, Excise Inspector Chittur. Miss cheyyaruthu.
""")

# ---------------- C06 Shabna maintenance (Family Court)
u("backlog/2027-10/IMG-20271008-WA0009.jpg", "handwritten_note_photo", K, "2027-10-08", ["C06"], ["C06-H01"], """
08.10.2027 വെള്ളി - കുടുംബ കോടതി, പാലക്കാട്
M.C. 412/2027 ഷബ്ന v. റഫീക്ക് (ചെലവ് കേസ്)
എതിർകക്ഷി ഗൾഫിൽ (ഖത്തർ). നോട്ടീസ് ബാപ്പയുടെ കൈയിൽ കൊടുത്തു - ശരിയായ സർവീസ് അല്ല.
പുതിയ നോട്ടീസ് - ഇമെയിൽ / വാട്സാപ്പ് വഴിയും. അ.തീ. 19.11.2027
- വാസുദേവൻ
""")
u("backlog/2027-11/20271119_153020.jpg", "handwritten_note_photo", L, "2027-11-19", ["C06"], ["C06-H02"], """
19/11/27 Family Court
Shabna MC - Rafeeq appeared through Haris Kunnath (Pattambi). Counter later. Judge sent both to counsellor -
Rafeeq on video from Doha. Shabna crying outside. Child Ayisha Nahla (5).
Counsellor report - 7/1/28.
""")
u("backlog/2028-01/shabna 7 jan.txt", "typed_note_txt", L, "2028-01-07", ["C06"], ["C06-H03"], """
07-01-2028 fri - Family Court - MC 412/2027 Shabna & child v Rafeeq
Counsellor report: conciliation failed - he won't take her back to Doha, she won't live with his umma.
Interim maintenance IA argued. Haris: Rafeeq earns only 3,500 riyal, produced salary certificate (doubtful - he
runs a grocery per Shabna). I pressed Rs. 10,000 + 6,000.
Orders on 11.02.2028.
""")
u("backlog/2028-02/MC 412-2027 interim order 11.02.2028.pdf", "certified_order_sheet_scan", "Family Court, Palakkad", "2028-02-13", ["C06"], ["C06-H04"], """
IN THE FAMILY COURT, PALAKKAD
Present: Sri. Suresh Kumar Pillai, Judge
Friday, the 11th day of February 2028
M.C. No. 412 of 2027 - I.A. No. 88 of 2027 (interim maintenance)
Petitioners: 1. Shabna P.  2. Ayisha Nahla (minor, rep. by 1st petitioner)      Respondent: Rafeeq K.
ORDER
The respondent is employed at Doha. His own salary certificate shows a monthly salary of 3,500 Qatari riyal. The
1st petitioner has no income and is residing with her parents along with the child. The respondent is directed to
pay interim maintenance of Rs. 6,000 per month to the 1st petitioner and Rs. 4,000 per month to the 2nd petitioner
from the date of the petition, the arrears within two months. For evidence, call on 07.04.2028.
Dated 11.02.2028.
                                                                 sd/- Judge, Family Court
""")
u("backlog/2028-06/receipt 40000 Shabna.jpg", "document_photo", "Adv. Haris Kunnath", "2028-06-09", ["C06"], [], """
RECEIPT
Received from Rafeeq K. through his counsel Adv. Haris Kunnath, Pattambi, a sum of Rs. 40,000/- (Rupees forty
thousand only) by DD No. 551903 dated 05.06.2028 of the Federal Bank, Pattambi, towards arrears of interim
maintenance in M.C. 412/2027, Family Court, Palakkad.
Palakkad, 09.06.2028                         sd/- Shabna P.   witness: T.R. Harish Menon, Advocate
""")
u("backlog/2028-07/Shabna MC RW evidence 28.7.docx", "typed_note_docx", L, "2028-07-28", ["C06"], ["C06-H07"], """
28.07.2028 - M.C. 412/2027 Shabna v. Rafeeq - Family Court
PW1 Shabna cross-examined by Haris Kunnath (40 min). Points: she left the matrimonial home on her own (denied -
sent out after the dowry gold quarrel, 22 pavan); she is working in a tailoring unit (denied).
Our evidence closed. RW1 Rafeeq must appear - Haris says he will come on leave in September.
Next 15.09.2028 for respondent's evidence. Arrears from July again not paid - note for next date.
""")
u("backlog/2028-06/WhatsApp Chat with Shabna.txt", "whatsapp_export", "Shabna P.", "2028-09-11", ["C06"], [], """
09/06/28, 13:05 - Shabna: Sir, paisa kitti. 40000 DD. Thank you sir 🙏
09/06/28, 13:10 - Harish Menon Adv: Good. Receipt copy office-il undu. Next date 28 July - cross undu, varanam.
28/07/28, 16:20 - Shabna: Sir njan nannayi paranjo?
28/07/28, 16:25 - Harish Menon Adv: Nannayi. Next 15 Sept. Rafeeq varum ennu avarude vakeel.
11/09/28, 19:02 - Shabna: Sir august-inte paisa ithuvare vannilla. July-um illa.
11/09/28, 19:08 - Harish Menon Adv: Ok, 15nu court-il parayam. Arrears 20,000 aayi (2 months). Vellyazhcha varanam.
""")

# ---------------- C07 Kalyani Ammal rent control (Rent Control Court, Palakkad)
u("backlog/2027-09/IMG_20270923_113015.jpg", "handwritten_note_photo", L, "2027-09-23", ["C07"], ["C07-H01"], """
23/9/27 RCC (Munsiff) Pkd
Kalyani Ammal RCP 27/27 - tenant (New Sree Krishna Textiles) appeared - Ravindranath. Counter-nu time. 4/11.
Venkitesh vannu - he wants fast. Told him RCP takes 1-2 years min.
""")
u("backlog/2027-11/RCP 27 counter 4 nov.docx", "typed_note_docx", L, "2027-11-04", ["C07"], ["C07-H02"], """
04.11.2027 - R.C.P. 27/2027 Kalyani Ammal v. New Sree Krishna Textiles - Rent Control Court (Munsiff), Palakkad
Counter filed by Ravindranath: need not bona fide; landlady has another building at Kalpathy (door no. 14, Old
Kalpathy Agraharam) which can be used for a medical shop; arrears disputed.
Our request u/s 12: Court directed the tenant to deposit the admitted arrears Rs. 84,000 before next date -
failing which proceedings can be stopped u/s 12(3).
Posted 16.12.2027.
""")
u("backlog/2027-12/IMG-20271216-WA0004.jpg", "handwritten_note_photo", K, "2027-12-16", ["C07"], ["C07-H03"], """
16.12.2027 വ്യാഴം - വാടക കോടതി (മുൻസിഫ്), പാലക്കാട്
R.C.P. 27/2027 കല്യാണി അമ്മാൾ - വാടക കുടിശ്ശിക 84,000 കെട്ടിവച്ചില്ല.
രവീന്ദ്രനാഥ് വക്കീൽ സമയം ചോദിച്ചു. 12(3) ഹർജി നമ്മൾ കൊടുത്തു.
അ.തീ. 03.02.2028
- വാസുദേവൻ
""")
u("backlog/2028-02/rcp kalpathy 3 feb.txt", "typed_note_txt", L, "2028-02-03", ["C07"], ["C07-H04"], """
3/2/2028 - RCP 27/27 Kalyani Ammal - RCC Palakkad
Tenant deposited Rs. 84,000 (chalan dt 30.1.28) - so 12(3) petition closed.
Their IA for commission allowed - commissioner to inspect the Kalpathy building (door 14) to see if it is fit for a
shop. We don't object - it is a residential house in the agraharam, her daughter-in-law's family lives there.
Posted 23.03.2028.
""")
u("backlog/2028-03/20280323_120844.jpg", "handwritten_note_photo", L, "2028-03-23", ["C07"], ["C07-H05"], """
23/3/28  RCC - Kalyani Ammal
Commission report: Kalpathy bldg = residential, occupied by family, agraharam street - no shop possible. 
PW1 Venkitesh - chief affidavit filed; B.Pharm cert, drug licence appl. marked.
Cross by Ravindranath next - 22/6.
""")
u("backlog/2028-06/RCP 27-2027 proceedings 22.06.2028.pdf", "certified_order_sheet_scan", "Rent Control Court (Munsiff), Palakkad", "2028-06-24", ["C07"], ["C07-H06"], """
IN THE COURT OF THE RENT CONTROLLER (MUNSIFF), PALAKKAD
Present: Sri. Nikhil Varma R., Munsiff
R.C.P. No. 27 of 2027 - PROCEEDINGS
22.06.2028  Petitioner represented. PW1 present for cross-examination. Counsel for the respondent absent; a
            representation is made that he is engaged elsewhere. This is not the first time. Cross-examination of PW1
            adjourned on condition that the respondent pays costs of Rs. 500 to the petitioner. To 10.08.2028.
                                                                 sd/- Rent Controller
""")
u("backlog/2028-08/IMG-20280810-WA0006.jpg", "handwritten_note_photo", K, "2028-08-10", ["C07"], ["C07-H07"], """
10.08.2028 വ്യാഴം - വാടക കോടതി
R.C.P. 27/2027 കല്യാണി അമ്മാൾ - PW1 വെങ്കിടേഷിനെ ക്രോസ് ചെയ്തു. 500 രൂപ കോസ്റ്റ് കൊടുത്തു.
അടുത്തത് RW1 ഇബ്രാഹിം കുട്ടി (എതിർ ഭാഗം തെളിവ്). അ.തീ. 05.10.2028
- വാസുദേവൻ
""")

# ---------------- C08 Chandran thodu appeal (Principal District Court)
u("backlog/2027-10/IMG-20271012-WA0001.jpg", "handwritten_note_photo", K, "2027-10-12", ["C08"], ["C08-H01"], """
12.10.2027 ചൊവ്വ - ജില്ലാ കോടതി (PDJ), പാലക്കാട്
A.S. 41/2027 ബാലകൃഷ്ണൻ v. ചന്ദ്രൻ (കൊടുമ്പ തോട് കേസ്) - നമ്മൾ respondent.
LCR (കീഴ്കോടതി രേഖ) വിളിച്ചു. അപ്പീൽകാരന്റെ stay ഹർജി - stay ഇല്ല.
അ.തീ. 14.12.2027
- വാസുദേവൻ
""")
u("backlog/2027-12/chandran appeal 14 dec.txt", "typed_note_txt", L, "2027-12-14", ["C08"], ["C08-H02"], """
14.12.27 tue - PDC Palakkad - AS 41/2027 Balakrishnan v Chandran (thodu / bund)
LCR vannu. Ravindranath (for appellant) - "not ready, senior counsel to argue" - time. PDJ gave a long date.
Chandran says bund still not removed though no stay - EP file cheyyanam in Munsiff court? Decide after appeal.
Posted 15.02.2028 for hearing.
""")
u("backlog/2028-02/IMG_20280215_161502.jpg", "handwritten_note_photo", L, "2028-02-15", ["C08"], ["C08-H03"], """
15/2/28 PDC - Chandran appeal
Ravindranath argued 30 min - thodu is his private channel, commissioner wrong. I replied - revenue sketch shows
thodu as 'poramboke', 40 yrs flow, virippu crop flooded. PDJ listened fully.
For judgment 14/3.
""")
u("backlog/2028-03/AS 41-2027 judgment 14.03.2028.pdf", "certified_order_sheet_scan", "Principal District Court, Palakkad", "2028-03-16", ["C08"], ["C08-H04"], """
IN THE COURT OF THE PRINCIPAL DISTRICT JUDGE, PALAKKAD
Present: Smt. Latha Balakrishnan, Principal District Judge
Tuesday, the 14th day of March 2028
A.S. No. 41 of 2027 (against the judgment and decree in O.S. 611/2024 of the Munsiff's Court, Palakkad)
Appellant/defendant: Balakrishnan (by Adv. C. Ravindranath)   Respondent/plaintiff: M. Chandran (by Adv. T.R. Harish Menon)
JUDGMENT
The point is whether the thodu is a common water course. The revenue sketch and the commissioner's report show
that it has carried water to the respondent's field for decades. The trial court rightly found obstruction. No
ground to interfere. The appeal is dismissed with costs.                       sd/- Principal District Judge
""")

# ---------------- the junior's chats
u("backlog/2028-02/WhatsApp Chat with Anjana Jr.txt", "whatsapp_export", J, "2028-02-09", ["C03", "C04", "C01"], ["C03-H01", "C04-H01", "C03-H02", "C04-H02", "C01-H04"], """
14/10/27, 12:10 - Anjana Jr: Sir MACT Murugan - notice issue cheythu R1 R2 R3. Insurance-nu vendi Panicker sir appear cheythu. Next 25/11
14/10/27, 12:12 - Harish Menon Adv: ok. Karthik-ne ariyikku
21/10/27, 11:45 - Anjana Jr: Sir cheque case (Annapoorna) - summons served but accused vannilla. Magistrate BW issue cheythu. Next 2/12
25/11/27, 12:30 - Anjana Jr: Sir MACT - R1 R2 absent, ex parte aakki. R3 WS-nu time chodichu, kittI. Next 13.01.28
02/12/27, 11:58 - Anjana Jr: Sir Shahul Hameed innu vannu, bail kitti, copies koduthu. Latheef aanu vakeel. Next 20/1 plea-kku
02/12/27, 12:00 - Harish Menon Adv: 👍
09/02/28, 15:10 - Anjana Jr: Sir HC Kannadi WP(C) - KSREC report ithuvare vannilla. GP Beena madam time chodichu. 15/3 lekku maatti
09/02/28, 15:12 - Harish Menon Adv: Ok. Manoj-nu message idu
""")
u("backlog/2028-07/WhatsApp Chat with Anjana Jr (2).txt", "whatsapp_export", J, "2028-07-27", ["C03", "C02", "C06", "C04"], ["C03-H06", "C02-H07", "C06-H06", "C04-H07"], """
25/05/28, 12:35 - Anjana Jr: Sir MACT - doctor (PW2) vannilla. Summons veendum. Next 6/7
05/06/28, 13:20 - Anjana Jr: Sir Ottapalam partition - Unnikrishnan sir objection to commission report file cheythu. PW1 proof affidavit nammal file cheythu. Next 17.7
09/06/28, 12:50 - Anjana Jr: Sir Family court - Shabna case-il 40000 DD koduthu, receipt vangi. PW1 Shabna chief kazhinju. Haris sir cross-nu time chodichu. Next 28/7
09/06/28, 12:52 - Harish Menon Adv: Good. Shabna-kku receipt copy kodukku
27/07/28, 12:15 - Anjana Jr: Sir cheque case - PW2 Federal Bank manager vannu, examine cheythu, return memo mark cheythu P7. Complainant evidence closed. Next 15/9 - 351 questioning
27/07/28, 12:17 - Harish Menon Adv: ok. 351 questions list prepare cheyyu
""")

# ---------------- plan and cause list
u("backlog/2028-09/Week plan 11-22 Sept.docx", "typed_note_docx", L, "2028-09-10", ["C04", "C06", "C03", "C02", "C07", "C01"], [], """
WEEK PLAN - 11 Sept to 22 Sept 2028 (Onam kazhinju)
Fri 15/9  JFCM-I - Annapoorna cheque (351 BNSS questioning) - Anjana. No settlement below full amount.
Fri 15/9  Family Court - Shabna MC - RW1 Rafeeq (if he comes) - ME. Raise arrears July + Aug (Rs. 20,000).
Thu 21/9  MACT - Murugan - R3's evidence. Keep the RTO Coimbatore permit reply ready.
Mon 25/9  Ottapalam - Puthanmadathil partition - PW2 Rajesh.
Pending:
- Kalyani Ammal RCP - RW1 cross prep for 5/10.
- Kannadi writ - 11/10 further hearing, written note (3 pages) to be filed.
- Chandran - EP for removal of bund, Munsiff Palakkad - draft ready, FILE.
""")
u("backlog/2028-09/JFCM-I Palakkad cause list 15.09.2028.pdf", "cause_list_pdf", "District Courts, Palakkad", "2028-09-14", ["C04"], [], """
JUDICIAL FIRST CLASS MAGISTRATE COURT-I, PALAKKAD - CAUSE LIST FOR FRIDAY, 15.09.2028
Sri. Arun Dev K., Judicial First Class Magistrate
Sl.  Case No.        Parties                                                   Stage
1    ST 1402/2026    Kerala Gramin Bank vs Ummer Farook                        Evidence
2    ST 1876/2027    Sree Annapoorna Modern Rice Mill vs P.M. Shahul Hameed     351 BNSS
3    CC 611/2027     State (Kasaba PS) vs Jinesh                              Appearance
4    ST 2203/2027    Malabar Agencies vs Rahul Das                            Plea
5    CC 88/2028      State (Town South PS) vs Sajitha                          Charge
""")
