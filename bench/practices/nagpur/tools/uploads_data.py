"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []
SVD = "Shrikant Deshmukh"
PW = "Pranali Wankhede"
RM = "Rohit Meshram"
BG = "Bhaurao Gawande"


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


# ---------------------------------------------------------------- documents
up("backlog/2025-03/IMG_20250316_112045.jpg", "document_photo", "Hingna Police Station", "2025-03-16", ["C06"], [], """
FIRST INFORMATION REPORT (Under Section 173 B.N.S.S.)
P.S.: Hingna, Dist. Nagpur (Rural)    FIR No. 0187/2025    Date: 14/03/2025  Time 21:40
Sections: 106(1), 281, 125(a) BNS r/w 184 M.V. Act
Informant: Sushila Ganesh Meshram, age 31, r/o Plot 22, Panchsheel Nagar, Hingna Road, Nagpur
Occurrence: 14/03/2025 at about 19:15 hrs on Wardha Road near Jamtha T-point. Truck No. MH-40-BL-4471 driven rashly
and negligently dashed the motorcycle MH-31-EK-2290 of my husband Ganesh Devidas Meshram (34) from behind. He died on
the spot. Truck driver fled leaving the vehicle. Owner: Ramesh Dongre, Butibori.
""")

up("backlog/2025-05/Return memo chq 004517.pdf", "document_scan", "Wainganga Sahakari Bank Ltd.", "2025-05-19", ["C05"], [], """
WAINGANGA SAHAKARI BANK LTD., Itwari Branch, Nagpur
CHEQUE RETURN MEMO                                            Date: 19.05.2025
Cheque No. 004517 dated 10.05.2025 for Rs. 3,75,000/- drawn by Nitin Bhoyar (A/c 0211004598)
in favour of M/s Jaiswal Steel Traders, presented through Bank of Maharashtra, Gandhibagh.
Returned unpaid for the reason: FUNDS INSUFFICIENT.
Branch Manager
""")

up("backlog/2025-05/notice 138 Bhoyar.pdf", "document_scan", SVD, "2025-05-28", ["C05"], [], """
SHRIKANT V. DESHMUKH, ADVOCATE
Chamber No. 14, 'Saraswati', Opp. High Court, Civil Lines, Nagpur 440001
RPAD / Speed Post                                                   Date: 28/05/2025
To, Shri Nitin Bhoyar, Shop No. 6, Bhoyar Complex, Kamptee Road, Nagpur.
NOTICE under Section 138(b) of the Negotiable Instruments Act, 1881
Under instructions from my client M/s Jaiswal Steel Traders through its proprietor Shri Manoj Jaiswal, Itwari, Nagpur:
you purchased TMT bars and binding wire on credit and towards part payment issued cheque No. 004517 dated 10.05.2025
for Rs. 3,75,000/- drawn on Wainganga Sahakari Bank Ltd., Itwari Branch, which was returned unpaid on 19.05.2025 for
"Funds Insufficient". You are called upon to pay Rs. 3,75,000/- within 15 days of receipt of this notice.
(S. V. Deshmukh) Advocate
""")

up("backlog/2025-06/Salary certificate Dongre Electricals.pdf", "document_scan", "Dongre Electricals", "2025-06-05", ["C06"], [], """
DONGRE ELECTRICALS - Electrical contractors, Hingna MIDC, Nagpur
TO WHOMSOEVER IT MAY CONCERN                                          Date: 05.06.2025
This is to certify that late Shri Ganesh Devidas Meshram was working with us as a wireman (electrician) since
01.04.2019. His monthly salary was Rs. 18,000/- (Rupees eighteen thousand only), paid in cash and part by
bank transfer. He was sincere. He died in a road accident on 14.03.2025.
For Dongre Electricals - Prakash Dongre, Proprietor
""")

up("backlog/2025-07/Impugned judgment RCA 88 of 2023.pdf", "document_scan", "District Judge-4, Nagpur", "2025-07-18", ["C01"], [], """
IN THE COURT OF THE DISTRICT JUDGE-4, NAGPUR
Regular Civil Appeal No. 88 of 2023
Dinkar Ramaji Thakre ... Appellant (orig. plaintiff)  VERSUS  Sudhakar Ramaji Thakre & 2 Ors. ... Respondents
JUDGMENT (Delivered on 18.07.2025)
1. The appeal is directed against the judgment and decree dated 21.02.2023 in R.C.S. No. 412 of 2017 by which the
suit for partition and separate possession of field Survey No. 47, mouza Khapri (2.10 H.R.) and house No. 311 at
Mahal, Nagpur was dismissed.
14. The plaintiff failed to prove that the suit field was ancestral property; the sale deed of 1988 stands in the
name of respondent No. 1 Sudhakar. The house was admittedly purchased by the father Ramaji and bequeathed by
registered will of 2009 to respondent No. 1.
ORDER: The appeal is dismissed. No order as to costs.
""")

# ---------------------------------------------------------------- senior's Word diary, Dec 2025 - Mar 2026
up("backlog/2025-12/Diary 10-11 Dec 25.docx", "typed_note_docx", SVD, "2025-12-11", ["C01", "C06"], ["C01-H01", "C06-H01"], """
Wed 10.12.2025 - HC Ct Room 5, Patil J
Thakre S.A. (Dinkar bhau) - admission. Kay jhala: saheb read the 2 judgments below, asked "where is the evidence that
Khapri field was joint family?" I pointed to 7/12 extract mutation entry 1162 of 1974 in Ramaji's name. Notice before
admission, returnable 4 wks. Status quo on the Khapri field meanwhile. Dinkar bhau was in court, happy with status quo.
Pudhchi tarikh 14.01.2026.

Thu 11.12.2025 - MACT Ct 2, Borkar saheb
Meshram MACP - insurer Sahyadri General Insurance filed w/s thru Adv. Pramod Bhagat: denies negligence, says driver had no
valid licence (so "pay and recover" fight later). Owner Ramesh Dongre nahi ala - ex parte against owner (R1). Driver
R2 also ex parte. ND 27.01.26 for issues. Sushila bai came with both kids, told her no need to come next time.
""")

up("backlog/2025-12/SVD diary 15.12.2025.docx", "typed_note_docx", SVD, "2025-12-15", ["C04"], ["C04-H01"], """
Monday 15/12/25  Dhote saheb, 5th Jt CJSD, Ct 17
Manda tai suit (Khobragade partition) - w/s of D1 Rajesh and D2 Sanjay filed today (joint w/s, Adv. R. K. Tiwari).
Their case: Indora house built by D1 from his own money, Gumgaon field given orally to D1 in 2011 by father. Says
plaintiff got Rs. 2 lakh and gold at marriage "in lieu of share". Bas, usual defence. Copy received.
ND 19.1.2026 - framing of issues. Draft proposed issues ready by then - Rohit.
""")

up("backlog/2026-01/diary 08.01.26.docx", "typed_note_docx", SVD, "2026-01-08", ["C02"], ["C02-H01"], """
08-01-2026 (Thu) DB Deshpande-Joshi JJ, Ct Room 1
Wanjari society election writ - first listing. Rekha tai's nomination rejected by R.O. on 19.12.2025 as "defaulter"
though her loan account was closed on 30.11.2025 (NOC of the pat sanstha with us). Deshpande J first question:
why not election petition u/s 91 MCS Act? Told them the R.O.'s order is without jurisdiction, natural justice.
Notice. Election may go on but result shall be subject to the outcome of the petition. AGP Raut waives for State.
Adv. Vivek Agrawal appears for the society on caveat. ND 22.01.2026.
""")

up("backlog/2026-01/diary 14 jan.docx", "typed_note_docx", SVD, "2026-01-14", ["C01"], ["C01-H02"], """
14.1.26 Wed - HC Ct 5
Thakre SA - all respondents served (R3 by paper publication in Lokmat). Adv. S. M. Wankhede for R1 & R2 sought time to
file reply - 3 weeks granted. Saheb mhanale "no further time at admission stage". Status quo continues.
NDOH 04.02.26.
Dinkar bhau phone in evening: Sudhakar is ploughing the field anyway - told him to click photos with date, don't
fight on the field.
""")

up("backlog/2026-01/New Microsoft Word Document.docx", "typed_note_docx", SVD, "2026-01-19", ["C04"], ["C04-H02"], """
19.01.2026 Mon Ct 17 Dhote saheb
Manda tai partition suit. Issues framed - 6 issues:
1 whether pl. proves suit properties are joint family properties; 2 whether D1 proves Indora house self-acquired;
3 whether D1 proves oral gift of Gumgaon field (2011); 4 whether pl. relinquished share at marriage;
5 whether pl. entitled to 1/3 share and separate possession; 6 what order/decree.
Pl. to file list of witnesses + PW1 affidavit. ND 16/02/2026.
""")

up("backlog/2026-02/SVD diary 04.02.26.docx", "typed_note_docx", SVD, "2026-02-04", ["C01"], ["C01-H03"], """
04.02.2026 (Wed) Ct Room 5 Patil J
Thakre S.A. ADMITTED. Two substantial questions of law framed:
(i) whether the courts below erred in not drawing the presumption of jointness from the 1974 mutation entry;
(ii) whether the first appellate court failed to decide the validity of the 2009 will though pleaded.
Status quo on Khapri field continued till disposal. R&P called from trial court. Appellant's counsel (me) made
statement that appellant will not create third party interest - recorded as undertaking.
Wankhede: reply not filed, now not needed. ND 08.04.2026.
""")

up("backlog/2026-02/diary 16 feb 26.docx", "typed_note_docx", SVD, "2026-02-16", ["C04"], ["C04-H03"], """
16/2/26 Mon - Ct 17 Dhote saheb
Khobragade partition - PW1 Manda tai affidavit in lieu of exam-in-chief filed (Exh. 38), with docs list.
Tiwari nahi ala; his junior Adv. Kirti said "sir busy in High Court", sought time for cross. Dhote saheb allowed on
costs Rs. 500 payable to plaintiff. Saheb's usual - no adjournment without costs.
Pudhchi tarikh 16.03.2026 - cross of PW1.
""")

up("backlog/2026-03/diary 16.03.2026.docx", "typed_note_docx", SVD, "2026-03-16", ["C04"], ["C04-H04"], """
16.03.2026 Monday Ct 17
Manda tai suit - costs Rs. 500 paid today by Tiwari's junior (cash, receipt given).
PW1 cross by Tiwari started. Put to her she took Rs. 2 lakh and 10 tola gold at marriage in 2004 - she denied
"gold given by mother, not in lieu of share". Admitted she did not object when D1 built first floor in 2015.
Cross incomplete, Tiwari asked for more time, 2.30 pm over. ND 27.04.2026 for further cross.
""")

up("backlog/2026-03/correction Khobragade ND.docx", "typed_note_docx", SVD, "2026-03-17", ["C04"], ["C04-H04"], """
17.03.26 - CORRECTION to yesterday's diary: Manda tai suit next date is 20.04.2026, NOT 27.04. Bhaurao checked the
roznama with the bench clerk today. 27th is Tiwari's asked date, saheb gave 20th. Diary corrected.
""")

up("backlog/2026-04/diary 2 & 8 April.docx", "typed_note_docx", SVD, "2026-04-08", ["C02", "C01"], ["C02-H05", "C01-H04"], """
Thu 2 April 2026 - DB Ct 1
Wanjari writ - heard ~25 min. Deshpande J again on s. 91 MCS Act alternative remedy. I argued R.O. rejected
nomination on a ground not in the Rules (defaulter after account closed), so writ lies. Joshi J asked for a CHART OF
DATES (loan closure, NOC, nomination, scrutiny, rejection) - as usual this bench wants a chart first. File chart in 1 wk.
Election meanwhile held on 15.03.2026, result sealed? No - declared but subject to petition. ND 25.06.2026 (after vacation).

Wed 8 April 2026 - Ct 5 Patil J
Thakre SA - R&P not yet received from District Court. Saheb: appellant to file PAPER BOOK within 4 weeks, he won't
hear without paper book. ND 17.06.2026. Rohit to prepare paper book - 3 sets.
""")

up("backlog/2026-04/diary 20.04.2026.docx", "typed_note_docx", SVD, "2026-04-20", ["C04"], ["C04-H05"], """
20-04-2026 Mon, Ct 17
Khobragade partition - PW1 further cross. Tiwari again nahi ala - junior says busy in High Court (2nd time same
excuse). Dhote saheb annoyed: "every date High Court?" Adjourned on costs Rs. 1,000 to plaintiff. Manda tai upset,
she took leave from school again. ND 15.06.2026.
""")

# ---------------------------------------------------------------- Pranali's chat, Dec 2025 - Apr 2026 (Android export)
up("backlog/2026-03/WhatsApp Chat with Pranali Jr Adv.txt", "whatsapp_export", PW, "2026-03-31", ["C05", "C07", "C06"],
   ["C05-H01", "C07-H01", "C06-H02", "C05-H02", "C07-H02", "C05-H03", "C06-H03", "C07-H03", "C05-H04"], """
18/12/25, 1:47 pm - Pranali Wankhede: Sir jmfc 9 Jaiswal cheque case me accused Bhoyar absent tha summons served hone ke baad bhi. Madam ne bailable warrant issue kiya 5000 ka. Next date 29 January
18/12/25, 1:49 pm - Shrikant Deshmukh: ok. inform Jaiswal sheth
22/12/25, 4:12 pm - Pranali Wankhede: Sir labour court Gawande reference me management ka written statement file hua Adv faiz sheikh ne. Unka kehna hai pandurang ne khud job chhoda abandonment hai, termination nahi. Copy le li hai. Agli tarikh 9 February
27/01/26, 12:30 pm - Pranali Wankhede: Sir MACT Meshram matter me issues frame ho gaye hai 5 issues. Next 10 march claimant evidence
29/01/26, 2:05 pm - Pranali Wankhede: Sir Bhoyar aaj aaya Tiwari sir ke saath. Bw cancel hua, bail bond bhara. Madam ne plea record kiya usne not guilty bola. Humne 143A interim compensation ki application file ki aaj. Madam ne dono ko settlement try karne bola, bole 3,75,000 ka matter hai baithke solve karo. Next 26 feb say on 143A
09/02/26, 3:15 pm - Pranali Wankhede: Labour court update Pandurang kaka ka affidavit evidence WW1 file kiya aaj. next date 23 march cross ke liye
26/02/26, 1:10 pm - Pranali Wankhede: Sir Jaiswal case me Tiwari sir fir nahi aaye unke junior ne bola sir high court me busy hai 143A ka reply ke liye time chahiye. Madam ne time diya last time bolke. ND 26 march
26/02/26, 1:11 pm - Shrikant Deshmukh: Tiwari same in Manda tai suit. note it
10/03/26, 5:20 pm - Pranali Wankhede: Sir Meshram MACP me Sushila bai ka affidavit AW1 file kiya. insurance wale Bhagat sir ne cross ke liye time manga bole investigator ki report abhi nahi aayi. Borkar sir ne time diya. Next date 14 April
10/03/26, 5:34 pm - Pranali Wankhede: Sorry sir voice typing galti next date 21 April hai 14 nahi
23/03/26, 4:40 pm - Pranali Wankhede: Sir Gawande case me WW1 ka cross hua half. faiz sheikh ne attendance cards aur wage slips ke baare me pucha pandurang ne bola card company ke paas hai. Management ko attendance cards produce karne ka order. Next date 4 may
26/03/26, 12:55 pm - Pranali Wankhede: Sir good news 143A allowed madam ne 20 percent interim compensation Rs 75,000 sixty days me dene ka order diya accused ko. Next 7 may complainant evidence
""")

# ---------------------------------------------------------------- C02 HC orders (Rohit's photos)
up("backlog/2026-01/IMG_20260122_142233.jpg", "certified_order_sheet_scan", RM, "2026-01-22", ["C02"], ["C02-H02"], """
IN THE HIGH COURT OF JUDICATURE AT BOMBAY, NAGPUR BENCH, NAGPUR
WRIT PETITION NO. 3318 OF 2026
Rekha Vijay Wanjari  ..Petitioner  Versus  State of Maharashtra & Ors.  ..Respondents
Mr. S. V. Deshmukh, Advocate for the petitioner.  Mr. N. S. Raut, AGP for respondent Nos. 1 and 2.
Mr. Vivek Agrawal, Advocate for respondent No. 4.
CORAM: ARVIND K. DESHPANDE & MEERA N. JOSHI, JJ.   DATE: 22.01.2026
1. Reply on behalf of respondent No. 4 society is filed. Learned AGP seeks time to obtain instructions from the
Divisional Joint Registrar, Co-operative Societies, Nagpur. Time granted.
2. Stand over to 12.02.2026.
""")

up("backlog/2026-02/IMG_20260212_131508.jpg", "certified_order_sheet_scan", RM, "2026-02-12", ["C02"], ["C02-H03"], """
IN THE HIGH COURT OF JUDICATURE AT BOMBAY, NAGPUR BENCH, NAGPUR
WRIT PETITION NO. 3318 OF 2026 (Rekha Vijay Wanjari Vs. State of Maharashtra & Ors.)
CORAM: ARVIND K. DESHPANDE & MEERA N. JOSHI, JJ.   DATE: 12.02.2026
1. Learned AGP again seeks time for instructions. Though we are not inclined, as a last chance time is granted
subject to costs of Rs. 2,000/- to be paid by respondent No. 2 to the petitioner.
2. Reply of respondent Nos. 1 and 2 be filed before the next date. Stand over to 05.03.2026.
""")

up("backlog/2026-03/IMG_20260305_124950.jpg", "certified_order_sheet_scan", RM, "2026-03-05", ["C02"], ["C02-H04"], """
IN THE HIGH COURT OF JUDICATURE AT BOMBAY, NAGPUR BENCH, NAGPUR
WRIT PETITION NO. 3318 OF 2026
CORAM: ARVIND K. DESHPANDE & MEERA N. JOSHI, JJ.   DATE: 05.03.2026
Affidavit in reply of respondent No. 2 Divisional Joint Registrar is taken on record. Costs stated to be paid.
Rejoinder, if any, within two weeks. List on 02.04.2026.
""")

up("backlog/2026-06/IMG_20260625_184012.jpg", "handwritten_note_photo", BG, "2026-06-25", ["C02", "C07", "C03"], ["C02-H06", "C07-H05"], """
tarikh diary - Bhaurao
22/6 Labour Ct 2 - Gawande (Pandurang) - Pranali madam gelya - pudhil 10/8
25/6 HC DB Ct 1 - Wanjari W.P. 3318/26 - board not reached - S.O. 13/8/26
26/6 Cri BA Ansari - filing on Monday 29/6, ready, sahi baki
""")

up("backlog/2026-08/IMG_20260813_160112.jpg", "certified_order_sheet_scan", RM, "2026-08-13", ["C02"], ["C02-H07"], """
IN THE HIGH COURT OF JUDICATURE AT BOMBAY, NAGPUR BENCH, NAGPUR
WRIT PETITION NO. 3318 OF 2026
CORAM: ARVIND K. DESHPANDE & MEERA N. JOSHI, JJ.   DATE: 13.08.2026
Mr. Vivek Agrawal, learned counsel for respondent No. 4 seeks time as he is to argue a matter before the other Bench.
Stand over to 08.10.2026. The interim arrangement to continue.
""")

up("backlog/2026-08/client call Rekha tai 13.8.txt", "typed_note_txt", PW, "2026-08-13", ["C02"], ["C02-H07"], """
client call - Rekha Wanjari (Wanjari writ) 13/8/26 eve
Told her matter went to 8 Oct because Agrawal sir took time.
She said: new committee of the pat sanstha took charge in April, chairman is Gajanan Thakre (no relation to our SA).
They are now recovering "default" from her again although loan closed 30.11.2025. Wants to know if contempt lies. Sir
to advise - sir said no contempt, will point out in the writ, result is subject to petition.
She will send NOC original and the passbook page.
""")

up("backlog/2026-10/diary 08.10.26.docx", "typed_note_docx", SVD, "2026-10-08", ["C02"], ["C02-H08"], """
08.10.2026 Thu, DB Ct 1
Wanjari writ - RULE. Heard at length, chart of dates was with them. Joshi J: "If the account was closed, how is she a
defaulter on the date of scrutiny?" Agrawal had no answer. Deshpande J still said alternative remedy point kept open.
Rule, returnable forthwith; final hearing expedited - ND 10.12.2026. Interim: result subject to outcome continues.
Rekha tai informed.
""")

# ---------------------------------------------------------------- C03 bail
up("backlog/2026-07/Notes_Ansari bail points.txt", "typed_note_txt", RM, "2026-07-05", ["C03"], [], """
Ansari bail - points for hearing (Rohit)
Crime 412/2025 Yashodhara Nagar PS, arrest 27.11.2025, 24.6 kg ganja seized from a tempo (Ansari is the cleaner, not
driver/owner). Chargesheet filed 20.05.2026. Commercial quantity > 20 kg, so s. 37 NDPS twin conditions apply.
1. s. 52A NDPS - samples drawn on the spot, no magistrate inventory; 2. weight includes seeds and stalks (panchnama);
3. co-accused Irfan (driver) got bail from Sessions Court 12.03.2026 - parity; 4. no antecedents; 5. custody 7 months+.
Sessions Court (Spl. NDPS Judge) rejected his bail 16.06.2026.
""")

up("backlog/2026-07/IMG_20260706_153020.jpg", "certified_order_sheet_scan", RM, "2026-07-06", ["C03"], ["C03-H01"], """
IN THE HIGH COURT OF JUDICATURE AT BOMBAY, NAGPUR BENCH, NAGPUR
CRIMINAL BAIL APPLICATION NO. 1107 OF 2026
Shahrukh Rafiq Ansari ..Applicant  Versus  State of Maharashtra, through P.S.O. Yashodhara Nagar ..Non-applicant
CORAM: SMITA R. KALE, J.   DATE: 06.07.2026
Learned APP seeks time to file say. Two weeks. List on 20.07.2026.
""")

up("backlog/2026-07/IMG_20260720_151844.jpg", "certified_order_sheet_scan", RM, "2026-07-20", ["C03"], ["C03-H02"], """
IN THE HIGH COURT OF JUDICATURE AT BOMBAY, NAGPUR BENCH, NAGPUR
CRIMINAL BAIL APPLICATION NO. 1107 OF 2026
CORAM: SMITA R. KALE, J.   DATE: 20.07.2026
1. Say is filed by the APP. The C.A. report is not on record. The Investigating Officer shall remain present on the
next date with the C.A. report and the papers of the proceedings under Section 52A of the NDPS Act.
2. List on 03.08.2026.
""")

up("backlog/2026-08/IMG_20260803_162210.jpg", "certified_order_sheet_scan", RM, "2026-08-03", ["C03"], ["C03-H03"], """
IN THE HIGH COURT OF JUDICATURE AT BOMBAY, NAGPUR BENCH, NAGPUR
CRIMINAL BAIL APPLICATION NO. 1107 OF 2026
CORAM: SMITA R. KALE, J.   DATE: 03.08.2026
API Sandeep Kumbhare, the I.O., is present with the C.A. report dated 11.02.2026, which shows the samples positive for
ganja. Heard in part. The learned APP shall also place on record whether any inventory under Section 52A was
certified by a Magistrate. List on 24.08.2026.
""")

up("backlog/2026-08/rohit 24.8.txt", "typed_note_txt", RM, "2026-08-24", ["C03"], ["C03-H04"], """
24/8 HC - Ansari bail (Kale J) - not reached, board over at item 41, ours 57. next 07.09.2026
saw APP Gedam madam - she says 52A inventory NOT done before magistrate, she will say so. good for us.
""")

up("backlog/2026-09/IMG_20260907_155501.jpg", "certified_order_sheet_scan", RM, "2026-09-07", ["C03"], ["C03-H05"], """
IN THE HIGH COURT OF JUDICATURE AT BOMBAY, NAGPUR BENCH, NAGPUR
CRIMINAL BAIL APPLICATION NO. 1107 OF 2026
CORAM: SMITA R. KALE, J.   DATE: 07.09.2026
Heard the learned counsel for the applicant and the learned APP. The APP states that no inventory under Section 52A
was prepared before a Magistrate. The APP shall file a chart of criminal antecedents of the applicant, if any.
List on 21.09.2026 for orders.
""")

up("backlog/2026-09/Cri BA 1107-26 order 21.09.2026.pdf", "certified_order_sheet_scan", "High Court, Nagpur Bench", "2026-09-21", ["C03"], ["C03-H06"], """
IN THE HIGH COURT OF JUDICATURE AT BOMBAY, NAGPUR BENCH, NAGPUR
CRIMINAL BAIL APPLICATION NO. 1107 OF 2026
CORAM: SMITA R. KALE, J.   DATE: 21.09.2026
ORDER: 1. The applicant is in custody since 27.11.2025 in Crime No. 412/2025 of P.S. Yashodhara Nagar for offences
under Sections 8(c), 20(b)(ii)(C) and 29 of the NDPS Act. 2. The chart filed by the APP shows no antecedents.
3. Prima facie the mandatory requirement of Section 52A is not complied with; the co-accused driver is on bail. The
rigour of Section 37 is satisfied for the present purpose.
4. The applicant be released on bail on executing P.R. bond of Rs. 50,000/- with one solvent surety in the like amount;
he shall attend P.S. Yashodhara Nagar every alternate Monday between 10 a.m. and 1 p.m. till the charge is framed;
he shall surrender his passport, if any, and shall not leave Nagpur district without permission of the trial Court.
5. The application is allowed and disposed of.
""")

# ---------------------------------------------------------------- Apr - Sep senior diary
up("backlog/2026-06/diary 15-17 June 2026.docx", "typed_note_docx", SVD, "2026-06-17", ["C04", "C01"], ["C04-H06", "C01-H05"], """
Mon 15.06.2026 - Ct 17
Manda tai suit - Tiwari came himself today (!). Cross of PW1 completed. Costs Rs. 1,000 of last date paid.
PW2 Namdeo Gajbhiye (Manda tai's mama, 71 yrs) affidavit filed - he says Indora plot bought in 1979 by her father
Suresh from the joint family income of the Gumgaon field. ND 27.07.2026 - cross of PW2.

Wed 17.06.2026 - HC Ct 5
Thakre SA - paper book filed on 05.05.2026 (Inward No. 8817). Wankhede sought time - personal difficulty (mother in
hospital). Patil saheb granted but said "last chance, next date we hear finally". ND 05.08.2026.
""")

up("backlog/2026-07/diary 27.7.26.docx", "typed_note_docx", SVD, "2026-07-27", ["C04"], ["C04-H07"], """
27/07/2026 Monday
Khobragade partition, Ct 17 - PW2 Namdeo mama cross by Tiwari ~1 hr. He admitted he was not present at the 1979
purchase, "aikun mahit ahe" (knows by hearsay). Otherwise firm. Our evidence closed - pursis Exh. 52 filed.
Defendants' evidence - ND 14.09.2026. Dhote saheb told Tiwari: "affidavit of DW1 on next date, no excuse".
""")

up("backlog/2026-08/causelist 05.08.2026 CR5.pdf", "cause_list_pdf", "High Court, Nagpur Bench", "2026-08-04", ["C01"], [], """
HIGH COURT OF JUDICATURE AT BOMBAY, BENCH AT NAGPUR
DAILY CAUSE LIST FOR WEDNESDAY, 05TH AUGUST 2026
COURT ROOM NO. 5 - HON'BLE SHRI JUSTICE MILIND V. PATIL - AT 10.30 A.M.
FINAL HEARING (CIVIL)
12  SA/214/2025  DINKAR RAMAJI THAKRE  VS  SUDHAKAR RAMAJI THAKRE AND ORS   S.V. DESHMUKH / S.M. WANKHEDE
13  SA/307/2024  BHAGWAN T. KOHAD  VS  SMT. LATA B. KOHAD   A.R. PANDE / P.K. TIDKE
14  FA/1190/2019 NEW INDIA ASSURANCE CO. LTD. VS SMT. MAYA GHODE & ORS   R.B. JOSHI / V.N. MOHOD
""")

up("backlog/2026-08/diary 05.08.2026.docx", "typed_note_docx", SVD, "2026-08-05", ["C01"], ["C01-H06"], """
05.08.2026 Wed - Ct 5 (item 12)
Thakre SA - argued 40 min on SQL (i) mutation 1974 + (ii) will not proved - attesting witness not examined.
Wankhede replied 20 min, part heard. Patil saheb: both sides file WRITTEN NOTES, max 2 pages each, in 2 weeks -
"I will not read more than two pages". Same he did in Kohad SA (item 13). ND 23.09.2026.
""")

up("backlog/2026-08/WhatsApp Image 2026-08-10 at 17.42.05.jpeg", "document_photo", "M/s Sai Agro Foods Pvt. Ltd.", "2026-08-10", ["C07"], [], """
SAI AGRO FOODS PVT. LTD.  Plot B-41, MIDC Butibori, Nagpur 441122
Ref: SAF/HR/2026/114                                         Date: 10.08.2026
To, Shri Pandurang Kisan Gawande, through Adv. S. V. Deshmukh
Sub: Reference (IDA) No. 17 of 2024 - without prejudice offer
Without prejudice and only to buy peace, the management offers a full and final lump-sum of Rs. 1,50,000/- in full
settlement of all claims including reinstatement and back wages, on withdrawal of the reference.
For Sai Agro Foods Pvt. Ltd. - (Vinod Agrawal) Manager - HR & Admin
""")

up("backlog/2026-08/Gawande settlement figures.txt", "typed_note_txt", PW, "2026-08-12", ["C07"], [], """
Pandurang kaka - settlement calc (for sir)
last wages 14,200 pm (wage slip Apr 2023). termination 02.05.2023.
back wages till Aug 2026 ~ 39 months x 14,200 = 5,53,800. 50% back wages = 2,76,900.
gratuity not due (less than 5 yrs? joined 06.2019 - 3 yr 11 m). notice pay 1 month 14,200.
mgmt offer 1,50,000 - kaka refused, he wants job back or min 4 lakh. sir says hold at 3 lakh.
""")

up("backlog/2026-09/diary 14.09.26.docx", "typed_note_docx", SVD, "2026-09-14", ["C04"], ["C04-H08"], """
14.09.2026 Mon, Ct 17 Dhote saheb
Manda tai - DW1 affidavit NOT filed. Tiwari's junior: "sir busy in High Court" - THIRD time the same line in this
suit. Dhote saheb: last chance, costs Rs. 1,500, and if not filed, evidence closed. ND 26.10.2026.
Total costs so far in favour of Manda tai: 500 + 1000 + 1500 = Rs. 3,000 (1,500 still to be paid).
""")

up("backlog/2026-09/diary 21-23 Sept.docx", "typed_note_docx", SVD, "2026-09-23", ["C03", "C01"], ["C03-H06", "C01-H07"], """
Mon 21.09.26 HC Ct 9 - Ansari NDPS bail GRANTED by Kale J. PR 50,000 + one surety, alternate Monday attendance at
Yashodhara Nagar PS. Rafiq bhai (father) will stand surety - his Hindustan Colony house papers. Rohit to get certified copy.

Wed 23.09.26 HC Ct 5 - Thakre SA. Written notes (2 pages) filed by both on 19.08. Arguments concluded today.
Saheb: closed for judgment, C.A.V. Judgment to be pronounced 25.11.2026. Dinkar bhau nervous, told him pudhchi tarikh
25 Nov, no need to come.
""")

# ---------------------------------------------------------------- Pranali's chat, May - Aug (iPhone export)
up("backlog/2026-08/_chat.txt", "whatsapp_export", PW, "2026-08-11", ["C05", "C07", "C06"],
   ["C06-H04", "C07-H04", "C05-H05", "C06-H05", "C05-H06", "C07-H05", "C06-H06", "C05-H07", "C07-H06"], """
[21/04/26, 3:02:47 PM] Pranali Wankhede: Sir MACP AW1 cross ho gaya. Bhagat sir ne licence ke baare me aur helmet ke baare me pucha, sushila bai ne bola helmet tha. Next date 16 June AW2 employer ke liye
[21/04/26, 3:03:30 PM] Shrikant Deshmukh: Call Dongre, keep salary register ready
[04/05/26, 11:58:10 AM] Pranali Wankhede: Sir labour court me aaj PO Ingle sir leave par hai. Roznama me adjourn. Gawande matter next date 22 june
[07/05/26, 1:20:44 PM] Pranali Wankhede: Sir Jaiswal case CW1 Manoj ji ka affidavit of evidence file kiya. Tiwari sir ke junior ne cross defer karwa liya bole sir documents dekhna chahte hai. next date 18 june
[07/05/26, 1:22:02 PM] Pranali Wankhede: Aur 75000 abhi tak jama nahi kiya accused ne sixty days 25 may ko khatam honge
[16/06/26, 4:45:31 PM] Pranali Wankhede: Sir MACP me AW2 Prakash Dongre ka evidence hua. Unhone bola Ganesh ko 18,000 mahina dete the aadha cash aadha bank me. Bhagat sir ne cross me pucha salary register kyu nahi hai, Dongre ji ne bola register dukan me hai la sakte hai. Next date 4 August insurer evidence
[18/06/26, 2:10:09 PM] Pranali Wankhede: Sir CW1 ka cross ho gaya. Tiwari sir ne bola cheque security ke liye diya tha blank, Manoj ji ne deny kiya. 75,000 abhi bhi nahi diya. Next 6 August for statement of accused
[22/06/26, 3:30:17 PM] Pranali Wankhede: Sir Gawande WW1 cross complete. Ingle sir ne dono ko bola settle kar lo lump sum, management instructions le. Next date 10 August
[04/08/26, 5:02:50 PM] Pranali Wankhede: Sir Meshram MACP insurer ne investigator ko examine karna hai bola par wo aaya nahi, Bhagat sir ne fir time manga. Borkar sir ne matter Lok Adalat me refer kiya 12 September ko, bola offer lao
[04/08/26, 5:03:40 PM] Shrikant Deshmukh: Thats second time insurer sought time. ok. take Sushila bai's instructions on figure
[06/08/26, 12:48:21 PM] Pranali Wankhede: Sir Bhoyar ka statement 351 BNSS record hua, usne bola cheque security tha aur maal kharab tha. Defence evidence ke liye next 17 sept
[10/08/26, 5:40:12 PM] Pranali Wankhede: Sir Gawande matter management ne 1,50,000 ka without prejudice offer diya. kaka ne mana kar diya. MW1 HR manager Vinod Agrawal ka affidavit file hua. next 28 sept cross
[10/08/26, 5:41:30 PM] Pranali Wankhede: letter ki photo bhej rahi hu
""")

up("backlog/2026-08/IMG_20260824_175530.jpg", "handwritten_note_photo", BG, "2026-08-24", ["C06"], ["C06-H06"], """
24/8 - MACT Meshram - Lok Adalat 12/9 (Saturday) - Sushila bai la kalwala. Notice ghetli.
- Ins. Co. offer yenar. saheb mhanale 20 lakh khali nahi.
""")

# ---------------------------------------------------------------- Sep - Nov
up("backlog/2026-09/IMG_20260912_134410.jpg", "certified_order_sheet_scan", RM, "2026-09-12", ["C06"], ["C06-H07"], """
NATIONAL LOK ADALAT - DISTRICT LEGAL SERVICES AUTHORITY, NAGPUR
Panel No. 7   Date: 12.09.2026 (Saturday)
M.A.C.P. No. 688/2025  Sushila Ganesh Meshram & Ors. Vs. Ramesh Dongre & Ors.
Report: The insurer (Sahyadri General Insurance Co. Ltd.) offered Rs. 14,50,000/- in full and final settlement. The
claimants are not agreeable; they demand Rs. 24,00,000/-. No settlement. Matter sent back to the Tribunal for
further proceedings on 20.10.2026.
""")

up("backlog/2026-09/WhatsApp Chat with Sushila Meshram.txt", "whatsapp_export", "Sushila Meshram", "2026-09-14", ["C06"], ["C06-H07"], """
12/09/26, 2:35 pm - Shrikant Deshmukh: Sushila bai, Lok Adalat madhe 14.5 lakh offer ala. Tumhi nahi mhanala te barobar. Pudhchi tarikh 20 October Tribunal madhe.
12/09/26, 6:10 pm - Sushila Meshram: Namaskar saheb. Mi gharchyanshi bolale. Sasu mhanali 20 lakh chya khali gheu naka. Mulanche shikshan ahe.
12/09/26, 6:11 pm - Sushila Meshram: Insurance wale mhanale licence navhta driver kade, mag paise owner kadun ghya. Te khara ahe ka?
12/09/26, 7:02 pm - Shrikant Deshmukh: Te "pay and recover" ahe. Tumhala insurance company ch deil, mag te owner kadun vasool kartil. Tension gheu naka.
14/09/26, 10:15 am - Sushila Meshram: Thik ahe saheb. Dongre sheth ne salary register dila, Pranali madam la detey.
""")

up("backlog/2026-10/IMG_20261020_190221.jpg", "handwritten_note_photo", BG, "2026-10-20", ["C06", "C04"], ["C06-H08"], """
20/10 MACT - Meshram - Ins. Co. investigator Sachin Kathane (NAW1) tapasla, cross zala. Ins. Co. close.
 pudhil tarikh 8/12 - yuktivad (args).
26/10 Ct 17 - Manda tai - DW1 affidavit aala ka? - check
""")

up("backlog/2026-10/diary 26 oct.docx", "typed_note_docx", SVD, "2026-10-26", ["C04"], ["C04-H09"], """
26-10-2026 Mon - Ct 17
Manda tai suit - DW1 Rajesh Khobragade affidavit filed at last, with costs Rs. 1,500 paid. He says he spent Rs. 9.8 lakh
on Indora house construction from his salary (MSEB lineman) - bills not filed. Our cross fixed.
Pudhchi tarikh 07.12.2026 - cross of DW1 by us. Ask for MSEB salary slips / loan papers (notice to produce u/O 12?).
""")

up("backlog/2026-10/IMG_20261029_141207.jpg", "certified_order_sheet_scan", RM, "2026-10-29", ["C05"], ["C05-H09"], """
न्यायदंडाधिकारी प्रथम वर्ग, न्यायालय क्र. 9, नागपूर
एस.सी.सी. क्र. 4521/2025   मे. जयस्वाल स्टील ट्रेडर्स वि. नितीन भोयर
रोजनामा
29.10.2026  फिर्यादीतर्फे अधि. प्रणाली वानखेडे हजर. आरोपी हजर, अधि. आर. के. तिवारी.
            आरोपीतर्फे बचावाचा पुरावा नाही - बचाव पुरावा बंद.
            फिर्यादीतर्फे कलम 143A अंतर्गत रु. 75,000/- अंतरिम भरपाई वसुलीसाठी अर्ज (नि. 41) दाखल.
            आरोपीने अर्जावर म्हणणे द्यावे. युक्तिवाद व अर्जासाठी पुढील तारीख 17.12.2026.
""")

up("backlog/2026-11/WhatsApp Chat with Pranali Jr Adv (2).txt", "whatsapp_export", PW, "2026-11-24", ["C05", "C07", "C06"],
   ["C05-H08", "C07-H07", "C06-H08", "C05-H09", "C07-H08"], """
17/09/26, 1:15 pm - Pranali Wankhede: Sir Jaiswal cheque case defence evidence tha, accused ki taraf se koi DW nahi aaya. Tiwari sir ke junior ne fir bola sir high court me busy hai time dijiye. Madam ne last time diya. next date 29 october
17/09/26, 1:16 pm - Shrikant Deshmukh: Same excuse as Manda tai suit. Thik ahe
28/09/26, 4:02 pm - Pranali Wankhede: Sir Gawande matter MW1 Vinod Agrawal HR ka cross kiya maine. Usne maana ki termination letter nahi diya, bola pandurang absent raha isliye naam kaat diya. Koi show cause notice nahi diya. next date 23 November arguments
20/10/26, 5:50 pm - Pranali Wankhede: Sir MACP insurer ka investigator Sachin Kathane NAW1 examine hua. Usne bola driver ka licence fake tha RTO Amravati ka. Cross me maana ki usne RTO se likhit verification nahi liya. insurer ne evidence close kiya. next 8 december arguments
29/10/26, 1:40 pm - Pranali Wankhede: Sir Bhoyar ki taraf se defence evidence close. Bhoyar ne abhi tak 75000 nahi diya isliye humne recovery ki application file ki exhibit 41. next date 17 december arguments and application
29/10/26, 1:41 pm - Pranali Wankhede: Manoj ji ko bata diya
23/11/26, 3:55 pm - Pranali Wankhede: Sir labour court Gawande me faiz sheikh sir ne oral argument kiya abandonment pe. Ingle sir ne bola dono written arguments do next date pe. next date 14 december
""")

up("backlog/2026-11/diary 23-25 Nov.docx", "typed_note_docx", SVD, "2026-11-25", ["C01", "C07"], ["C01-H08", "C07-H08"], """
23.11.2026 Mon - Labour Ct 2: Gawande reference, Pranali argued / Sheikh argued abandonment. Ingle saheb wants written
arguments from both on 14.12.2026. Draft ours by 10th - cite "no enquiry, no termination order = retrenchment
without s. 25F compliance".

25.11.2026 Wed - HC Ct 5 - Thakre SA JUDGMENT pronounced by Patil J. Appeal PARTLY ALLOWED:
Dinkar bhau gets 1/4 share in field Survey No. 47, mouza Khapri (mutation of 1974 raises presumption, not rebutted);
house No. 311 at Mahal - will of 2009 held proved, not partible. Decree to be drawn; partition of field by Collector
u/s 54 CPC. No costs. Dinkar bhau cried in the corridor. Saheb mhanale in court: "brothers should sit together, the
field is small". Apply for certified copy - Rohit.
""")

up("backlog/2026-11/SA 214-25 operative order 25.11.2026.pdf", "certified_order_sheet_scan", "High Court, Nagpur Bench", "2026-11-25", ["C01"], ["C01-H08"], """
IN THE HIGH COURT OF JUDICATURE AT BOMBAY, NAGPUR BENCH, NAGPUR
SECOND APPEAL NO. 214 OF 2025
Dinkar Ramaji Thakre ..Appellant  Versus  Sudhakar Ramaji Thakre & Ors. ..Respondents
CORAM: MILIND V. PATIL, J.   DATE OF PRONOUNCEMENT: 25.11.2026
OPERATIVE ORDER
(i) The Second Appeal is partly allowed. (ii) The appellant is declared to have 1/4th share in field Survey No. 47,
mouza Khapri, Tq. and Dist. Nagpur; a preliminary decree accordingly; partition by the Collector under Section 54 of
the Code of Civil Procedure. (iii) The claim to partition of house No. 311 at Mahal, Nagpur is rejected.
(iv) No order as to costs. Decree be drawn up accordingly.
""")

up("backlog/2026-11/week plan 30.11 to 05.12.docx", "typed_note_docx", SVD, "2026-11-30", ["C04", "C06", "C02", "C05", "C01"], [], """
WEEK PLAN 30 Nov - 5 Dec 2026
- Manda tai suit: prepare DW1 cross (MSEB salary, loan for construction, 1979 purchase) - Mon 7th is the date
- Meshram MACP: arguments note + judgments on multiplier (Sarla Verma / Pranay Sethi) - Pranali
- Wanjari writ: compilation for final hearing, chart of dates updated, index - Rohit
- Jaiswal 138: written arguments draft, 75,000 recovery application follow up
- Dinkar bhau: certified copy of SA judgment applied? Bhaurao
""")

up("backlog/2026-12/Meshram MACP args points.txt", "typed_note_txt", PW, "2026-12-02", ["C06"], [], """
MACP 688/2025 Meshram - arguments points (Pranali) for 8/12
deceased Ganesh 34 yrs, wireman, salary 18,000 (AW2 Dongre + certificate 05.06.2025)
future prospects 40% (age below 40) -> 25,200; less 1/4 personal (4 dependants) -> 18,900 x 12 x 16 (multiplier age 31-35)
= 36,28,800 + conventional heads (estate, funeral, consortium x 4) ~ 2,28,000 -> approx 38.5 lakh
insurer defence: fake licence (NAW1 Kathane) - no RTO written verification -> at best pay and recover
Lok Adalat offer was 14,50,000 - refused
""")

# ---------------------------------------------------------------- roznama certified copies / other court sheets
up("backlog/2026-10/Roznama Spl CS 145-24 certified.pdf", "certified_order_sheet_scan", "5th Joint Civil Judge Senior Division, Nagpur", "2026-10-30", ["C04"],
   ["C04-H01", "C04-H02", "C04-H03", "C04-H04", "C04-H05", "C04-H06", "C04-H07", "C04-H08", "C04-H09"], """
५ वे सह दिवाणी न्यायाधीश वरिष्ठ स्तर, नागपूर
विशेष दिवाणी दावा क्र. 145/2024   मंदा सुरेश खोब्रागडे वि. राजेश सुरेश खोब्रागडे व इतर
रोजनामा (प्रमाणित प्रत)
15.12.2025  प्रतिवादी 1 व 2 यांचे लेखी कथन दाखल. मुद्दे निश्चितीसाठी 19.01.2026.
19.01.2026  मुद्दे निश्चित (नि. 31). वादीचा पुरावा 16.02.2026.
16.02.2026  वादीचे सरतपासणी शपथपत्र (नि. 38) दाखल. प्रतिवादींच्या वकिलांचा मुदत अर्ज - रु. 500/- खर्चासह मंजूर. 16.03.2026.
16.03.2026  खर्च अदा. वा.सा. 1 ची उलटतपासणी सुरू, अपूर्ण. 20.04.2026.
20.04.2026  प्रतिवादींच्या वकिलांचा मुदत अर्ज - उच्च न्यायालयात व्यस्त. रु. 1,000/- खर्चासह मंजूर. 15.06.2026.
15.06.2026  वा.सा. 1 ची उलटतपासणी पूर्ण. वा.सा. 2 नामदेव गजभिये यांचे शपथपत्र दाखल. 27.07.2026.
27.07.2026  वा.सा. 2 ची उलटतपासणी पूर्ण. वादीचा पुरावा बंद (पुरसीस नि. 52). प्रतिवादींचा पुरावा 14.09.2026.
14.09.2026  प्रति.सा. 1 चे शपथपत्र दाखल नाही. शेवटची संधी रु. 1,500/- खर्चासह. 26.10.2026.
26.10.2026  खर्च अदा. प्रति.सा. 1 राजेश यांचे शपथपत्र दाखल. वादीतर्फे उलटतपासणीसाठी 07.12.2026.
""")

up("backlog/2026-03/IMG_20260326_130455.jpg", "certified_order_sheet_scan", RM, "2026-03-26", ["C05"], ["C05-H04"], """
IN THE COURT OF JUDICIAL MAGISTRATE FIRST CLASS, COURT NO. 9, NAGPUR
S.C.C. No. 4521/2025   M/s Jaiswal Steel Traders Vs. Nitin Bhoyar
ORDER BELOW EXH. 24 (application u/s 143A N.I. Act)
26.03.2026  Heard both sides. The accused has pleaded not guilty. Considering the cheque amount of Rs. 3,75,000/-,
the accused is directed to pay interim compensation of 20% i.e. Rs. 75,000/- to the complainant within 60 days.
Parties are again advised to explore settlement. Complainant's evidence on 07.05.2026.
""")

up("backlog/2026-05/IMG_20260504_113309.jpg", "certified_order_sheet_scan", RM, "2026-05-04", ["C07"], ["C07-H04"], """
द्वितीय कामगार न्यायालय, नागपूर
संदर्भ (औ.वि.का.) क्र. 17/2024   पांडुरंग किसन गावंडे वि. मे. साई ॲग्रो फूड्स प्रा. लि.
रोजनामा
04.05.2026  पीठासीन अधिकारी रजेवर. प्रकरण 22.06.2026 रोजी ठेवण्यात येते.
""")

up("backlog/2026-02/C01 admission order 04.02.2026.pdf", "certified_order_sheet_scan", "High Court, Nagpur Bench", "2026-02-04", ["C01"], ["C01-H03"], """
IN THE HIGH COURT OF JUDICATURE AT BOMBAY, NAGPUR BENCH, NAGPUR
SECOND APPEAL NO. 214 OF 2025
CORAM: MILIND V. PATIL, J.   DATE: 04.02.2026
1. Admit. The following substantial questions of law arise: (i) Whether the courts below erred in not drawing the
presumption of jointness arising from mutation entry No. 1162 of 1974? (ii) Whether the first appellate Court erred in
not deciding the validity of the will dated 2009 though specifically pleaded?
2. Call for the record and proceedings. 3. Status quo as to the possession and nature of field Survey No. 47, mouza
Khapri, to continue till disposal. Statement of the learned counsel for the appellant that the appellant shall not
create third-party interest is accepted as an undertaking. 4. List on 08.04.2026.
""")

# ---------------------------------------------------------------- clients and filing register
up("backlog/2026-07/filing register Dec25-Jul26.txt", "typed_note_txt", RM, "2026-07-01", ["C02", "C03", "C05"], [], """
FILING REGISTER (Rohit) - chamber of S.V. Deshmukh
05.01.2026  W.P. (Wanjari v. State) filed HC, Stamp No. ST/1642/2026 -> numbered W.P. 3318/2026 on 07.01.2026
29.01.2026  JMFC 9 - application u/s 143A N.I. Act (Jaiswal) - Exh. 24
05.05.2026  HC - Paper book in S.A. 214/2025 (Thakre), 3 sets, Inward No. 8817
29.06.2026  HC - Cri. Bail Appln. (Ansari, NDPS) filed, Stamp No. ST/9920/2026 -> Cri. BA 1107/2026
08.04.2026  HC - chart of dates in Wanjari W.P. (filed with pursis 09.04.2026)
""")

up("backlog/2026-07/WhatsApp Chat with Manoj Jaiswal Steel.txt", "whatsapp_export", "Manoj Jaiswal", "2026-07-10", ["C05"], [], """
10/07/26, 11:02 am - Manoj Jaiswal: Deshmukh saheb namaskar. Bhoyar ne 75 hazar abhi tak nahi diya, court ka order tha na 60 din me? Kya karna padega
10/07/26, 11:40 am - Shrikant Deshmukh: Namaskar Manoj ji. Haan order 26 March ka tha, 60 din 25 May ko khatam. Recovery ki application dalenge, fine ki tarah vasool hota hai. Next date 6 August hai.
10/07/26, 11:42 am - Manoj Jaiswal: Thik hai. Aur settlement ka bola tha madam ne, Bhoyar ka bhai mila tha 2 lakh me khatam karne bol raha tha. Mai 3 lakh se kam nahi lunga
10/07/26, 11:45 am - Shrikant Deshmukh: Theek. Don't sign anything without me.
""")

up("backlog/2025-12/IMG_20251222_191530.jpg", "handwritten_note_photo", BG, "2025-12-22", ["C07", "C05"], ["C07-H01", "C05-H01"], """
22/12 Kamgar nyayalay 2 - Gawande - lekhi jabab (W.S.) aala. pudhil 9/2/26
18/12 JMFC 9 - Jaiswal - aaropi gairhajar, BW Rs 5000 - 29/1
""")
