"""The uploads of the Jalpaiguri practice: what the lawyer, the junior Pemba and the muhurir Nitai actually kept."""

L, J, M = "Anirban Roy Pradhan", "Pemba Tamang", "Nitai Chandra Das (muhurir)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2025-06/khatian 312 Paharpur.pdf", "document_scan", "BL&LRO Sadar (Jalpaiguri)", "2025-06-10", ["C02"], [], """
GOVERNMENT OF WEST BENGAL - RECORD OF RIGHTS (KHATIAN)  [certified copy]
Mouza: Paharpur   J.L. No. 41   P.S. Kotwali   District: Jalpaiguri
Khatian No. 312   Raiyat: Haren Chandra Roy s/o Lt. Jogendra Nath Roy
Dag No. 1127  Class: Danga  Area 0.40 acre;   Dag No. 1128  Class: Sali  Area 0.26 acre   Total 0.66 acre
Nature of right: raiyati (jote). Remarks: nil
Certified copy issued on 10.06.2025        sd/- Revenue Officer
""")
u("backlog/2025-09/plaint TS 88 Haren.pdf", "document_scan", L, "2025-09-15", ["C02"], [], """
IN THE COURT OF THE LD. CIVIL JUDGE (SENIOR DIVISION), 1ST COURT, JALPAIGURI
Title Suit No. 88 of 2025
Haren Chandra Roy, s/o Lt. Jogendra Nath Roy, Vill. Paharpur ..... Plaintiff
-versus- Nripen Barman & 3 ors. ..... Defendants
PLAINT under Order VII Rule 1 CPC for declaration of title and permanent injunction
1. The plaintiff is the recorded raiyat of 0.66 acre jote land in Dag Nos. 1127 and 1128, Khatian No. 312,
Mouza Paharpur, J.L. No. 41, inherited from his father, a jotedar of the locality.
2. On 28.08.2025 the defendants tried to put up a bamboo fencing (bera) on the northern part of Dag 1128 and
claimed the land as 'purchased by unregistered bainanama'. The plaintiff's adhiar was driven out.
3. Cause of action arose on 28.08.2025. Valuation Rs. 3,30,000; court fee paid ad valorem.
Prayer: declaration that the plaintiff has right, title and interest; permanent injunction.
Filed through Anirban Roy Pradhan, Advocate, 15.09.2025
""")
u("backlog/2025-10/injury report Kamal Sarkar.pdf", "document_scan", "Jalpaiguri District Hospital", "2025-10-04", ["C04"], [], """
JALPAIGURI DISTRICT HOSPITAL (Medical College attached) - INJURY REPORT
Name: Kamal Sarkar  M/42  Vill. Kharia, P.S. Kotwali   Brought by: wife Shyamali Sarkar   Date/time: 03.10.2025, 22:10
Injuries: 1. Incised wound 6 cm x 1 cm x muscle deep over left forearm. 2. Abrasion over left shoulder.
Weapon: sharp cutting. Nature: simple (x-ray advised for injury no. 1).
Alcohol smell: not detected.                       sd/- Dr. Anirban Mahato, EMO
""")
u("backlog/2026-05/dismissal letter Dhaulajhora.pdf", "document_scan", "Manager, Dhaulajhora Tea Estate", "2026-05-02", ["C01"], [], """
DHAULAJHORA TEA ESTATE (Dhaulajhora Plantations Pvt. Ltd.)   P.O. Banarhat, Dist. Jalpaiguri
Ref: DTE/PERS/114/2026                                           Date: 02.05.2026
To: Bikash Oraon, Line No. 4 (and eleven others as per list attached)
Whereas you participated in the gherao of the Garden Manager on 17.04.2026 and obstructed plucking, and whereas
the domestic enquiry has found the charges proved, you are hereby DISMISSED from service with immediate effect.
Your ration card and quarters allotment stand cancelled. Dues, if any, will be settled as per rules.
                                                    sd/- R.K. Thapa, Garden Manager
""")
u("backlog/2026-08/IMG-20260814-WA0007.jpg", "document_photo", "Labour Department, Govt. of West Bengal", "2026-08-14", ["C01"], [], """
GOVERNMENT OF WEST BENGAL, LABOUR DEPARTMENT
Order No. 1822-IR/IR/11L-40/2026    Kolkata, the 14th August, 2026
ORDER OF REFERENCE u/s 10 of the Industrial Disputes Act, 1947 to the Labour Court, Jalpaiguri
Issue: Whether the dismissal of Sri Bikash Oraon and 11 other workmen of Dhaulajhora Tea Estate w.e.f. 02.05.2026
is justified? If not, to what relief are they entitled?
                                  By order of the Governor, sd/- Joint Secretary
""")
u("backlog/2026-10/WhatsApp Image 2026-10-22 at 19.02.44.jpeg", "document_photo", "DFO, Baikunthapur Division", "2026-10-20", ["C06"], [], """
OFFICE OF THE DIVISIONAL FOREST OFFICER, BAIKUNTHAPUR DIVISION, JALPAIGURI
Memo No. 2211/BKP/FL     Date: 20.10.2026
NOTICE
The occupants of Salbari Basti within Compartment No. 7, Belacoba Range, are in unauthorised occupation of reserved
forest land. They are directed to vacate the forest land and remove their huts and structures within 30 (thirty)
days, failing which eviction shall be carried out under the Indian Forest Act, 1927.
                                       sd/- Divisional Forest Officer
""")
u("backlog/2026-12/WS Nripen Barman TS 88.pdf", "document_scan", "Dipankar Sanyal, Advocate", "2026-12-18", ["C02"], [], """
IN THE COURT OF THE LD. CIVIL JUDGE (SR. DIVN.), 1ST COURT, JALPAIGURI   T.S. 88/2025
WRITTEN STATEMENT on behalf of defendant nos. 1 to 4
3. The defendants deny that the plaintiff is in possession of the northern part of Dag No. 1128. The said portion
measuring about 0.12 acre was sold to defendant no. 1 by the plaintiff himself in 2011 for Rs. 45,000 by a
bainanama and possession was delivered; since then the defendants grow supari and bamboo there.
4. The suit is bad for non-joinder of the plaintiff's brother Suren Chandra Roy.
Verified on 17.12.2026.     Filed by Dipankar Sanyal, Advocate
""")
u("backlog/2026-12/notice BLLRO barga 19.jpg", "document_photo", "BL&LRO Maynaguri", "2026-12-28", ["C03"], [], """
Office of the Block Land & Land Reforms Officer, Maynaguri, Jalpaiguri
Barga Case No. 19/2026  u/s 17/18 of the W.B.L.R. Act, 1955
Smt. Anjali Sarkar (raiyat) vs Dhiren Rava (recorded bargadar)
NOTICE to O.P.: You are directed to appear on 13.01.2027 at 11 a.m. and show cause why the barga over Dag No. 554,
Mouza Dakshin Khagrabari, should not be terminated for non-delivery of the share of produce.
                                          sd/- BL&LRO, Maynaguri
""")
u("backlog/2026-04/chargesheet Kotwali 612.pdf", "document_scan", "Kotwali P.S.", "2026-03-30", ["C04"], [], """
CHARGE SHEET u/s 193 BNSS   Kotwali P.S. Case No. 612/2025 dt. 03.10.2025
u/ss 109/118(2)/3(5) BNS    C.S. No. 201/2026 dt. 30.03.2026
Accused: 1. Bimal Roy @ Bhulu  2. Sanju Roy, both of Vill. Kharia
Witnesses: 1. Kamal Sarkar (injured) 2. Shyamali Sarkar 3. Dr. Anirban Mahato 4. SI Rajib Ghosh (I.O.)
Seized: one dao with wooden handle, blood-stained gamchha.
Brief: over a dispute about a bamboo clump on the common boundary, accused no. 1 struck the injured with a dao.
""")
u("backlog/2027-04/IMG_20270427_113040.jpg", "document_photo", "Nazarat, Judges' Court Jalpaiguri", "2027-04-27", ["C02"], [], """
JUDGES' COURT, JALPAIGURI - NAZARAT
Receipt No. 3391        Date: 27.04.2027
Received from Haren Chandra Roy (plff.) in T.S. 88/2025 (CJSD 1st Ct.) the sum of Rs. 3,500/- (Rupees three
thousand five hundred only) being commissioner's fee for local investigation.
                                            sd/- Nazir
""")
u("backlog/2027-05/RI report Dag 554.pdf", "document_scan", "Revenue Inspector, Maynaguri", "2027-05-10", ["C03"], [], """
FIELD ENQUIRY REPORT  (Barga Case 19/2026, BL&LRO Maynaguri)
Visited Dag No. 554, Mouza Dakshin Khagrabari, on 06.05.2027 in presence of both parties and neighbours.
Found: O.P. Dhiren Rava cultivates the land (boro dhan standing). Neighbours state that no share (bhag) of the
paddy was given to the raiyat for the last 3 (three) years. O.P. claims he paid in cash; no receipt shown on spot.
                                          sd/- Mohan Barman, R.I.
""")
u("backlog/2027-06/FIR Nagrakata 88.pdf", "document_scan", "Nagrakata P.S.", "2027-06-05", ["C07"], [], """
FIRST INFORMATION REPORT   Nagrakata P.S. Case No. 88/2027 dt. 05.06.2027   u/ss 318(4)/316(2) BNS
Complainant: Md. Rafique Alam, proprietor, Alam Bought Leaf Factory, Nagrakata
Accused: Pasang Lama s/o Dorjee Lama, Chengmari
Allegation: the accused, a leaf agent, collected Rs. 2,40,000/- as advance for green leaf supply in April-May 2027
and did not supply the leaf nor return the money.
""")
u("backlog/2027-07/WhatsApp Image 2027-07-30 at 14.21.09.jpeg", "document_photo", "State Bank of India, Banarhat", "2027-07-28", ["C05"], [], """
STATE BANK OF INDIA  Banarhat Branch
DEMAND DRAFT  No. 604417   Date 28.07.2027
Pay: RINA THAPA  ---  Rupees Forty Thousand only   Rs. 40,000.00
Payable at Jalpaiguri.    Purchaser: Suraj Thapa
""")
u("backlog/2027-04/SDLC status report salbari.pdf", "document_scan", "SDLC, Jalpaiguri Sadar", "2027-04-24", ["C06"], [], """
STATUS REPORT of the Sub-Divisional Level Committee (Forest Rights), Jalpaiguri Sadar
Re: WPA 1874 of 2026 - claims of the residents of Salbari Basti
Claims received from the Gram Sabha: 24.  Claims decided: 7.  Pending: 17 (verification by the Forest Department
awaited). Joint field verification fixed for May 2027.
                                          sd/- SDO, Jalpaiguri Sadar, Chairman SDLC
""")

# ---------------- C01 tea garden
u("backlog/2026-11/20261120_143512.jpg", "handwritten_note_photo", L, "2026-11-20", ["C01"], ["C01-H01"], """
20/11/26  Labour Ct.  ID 7/26  Dhaulajhora bagan
workmen present thru union - Sanjay Lohar secy + Bikash
Mgmt absent, no hazira. Fresh notice to mgmt by regd post.
NDOH 8/1/27.  Sanjay ke bolo 12 jon-er list + appointment letters/ PF slips anbe.
""")
u("backlog/2027-02/dhaulajhora 19.2.txt", "typed_note_txt", L, "2027-02-19", ["C01"], ["C01-H03"], """
19.02.2027 - Labour Court - ID 7 of 2026 (Dhaulajhora TE)
Bhowmick filed WS today (paid the Rs. 1,000 cost of last date to us - Sanjay received).
Mgmt says domestic enquiry held, charges proved, gherao on 17.04.2026 illegal.
Issues framed today:
 1. Whether the domestic enquiry was fair and proper?
 2. Whether the dismissal of the 12 workmen is justified?
 3. To what relief?
Next 09.04.2027 - workmen's evidence. WW1 Bikash affidavit drafting - do it in March.
""")
u("backlog/2027-04/IMG_20270409_152201.jpg", "handwritten_note_photo", L, "2027-04-09", ["C01"], ["C01-H04"], """
9.4.27  Lab. Ct.  Dhaulajhora
WW1 Bikash Oraon - affidavit-in-chief filed, exhibits: dismissal letter (Ext.1), ration card, PF slip.
Bhowmick: cross next date. ND 4.6.27
Bikash ke bujhao - cross-e 'gherao' shobdo bolbe na, bolbe 'dharna at factory gate'.
""")
u("backlog/2027-06/cross WW1 Bikash 4.6.docx", "typed_note_docx", L, "2027-06-04", ["C01"], ["C01-H05"], """
ID Case 7/2026 - Cross of WW1 Bikash Oraon by Sri Arijit Bhowmick (04.06.2027)
- Admitted he was at the factory gate on 17.04.2026 from 7 am; denied that the Manager was confined.
- Admitted he signed the enquiry notice but said it was in English and nobody explained it to him.
- Denied that he was paid full wages up to April 2026; says 11 weeks' wages and ration were due.
- Cross not concluded. Court rose early (condolence reference).
Next date 23.07.2027 - further cross of WW1; keep WW2 Phulmani Kujur (sardarni) ready.
""")
u("backlog/2027-07/PXL_20270723_131544.jpg", "handwritten_note_photo", L, "2027-07-23", ["C01"], ["C01-H06"], """
23.7.27 Labour Court - bagan case
WW1 cross closed (Bhowmick 20 min only).
WW2 Phulmani Kujur (sardarni, line 2) - chief + cross same day. Good witness - said Manager himself
came out and sat with the workers, no gherao. Bhowmick asked about the union flag - she said 'jhanda chhilo, maar-dhor na'.
Workmen's evidence closed. Mgmt evidence: 10.09.27
""")
u("backlog/2027-09/order sheet ID 7 of 2026 10.09.27.pdf", "certified_order_sheet_scan", "Labour Court, Jalpaiguri", "2027-09-10", ["C01"], ["C01-H07"], """
IN THE LABOUR COURT, JALPAIGURI      I.D. Case No. 7 of 2026
Order No. 14   Dated 10.09.2027
Workmen through Ld. Lawyer present. Management files petition praying time on the ground that its witness, the
Garden Manager, is busy with the second flush plucking season. Workmen object. Heard. Time is allowed as a last
chance on cost of Rs. 2,000/- to be paid to the workmen. No further time shall be allowed.
To 19.11.2027 for evidence of the management (M.W.1).
                                          sd/- S. Lahiri, Judge, Labour Court
""")
u("backlog/2027-09/WhatsApp Chat with Sanjay Lohar Union.txt", "whatsapp_export", "Sanjay Lohar (union secy.)", "2027-09-12", ["C01"], ["C01-H07"], """
[10/09/27, 5:42 PM] Sanjay Lohar Union: Dada aaj ki holo? Bagan-e shobai jigges korche
[10/09/27, 6:05 PM] Anirban Roy Pradhan: Manager ashen ni. Court last chance dilo, 2000 taka cost. Next 19 November
[10/09/27, 6:07 PM] Sanjay Lohar Union: Manager to kaal bazar-e chilo. Thik ache dada
[12/09/27, 9:15 AM] Sanjay Lohar Union: Dada 12 jon-er modhye Budhram Munda mara gechhen gatokal. Ki korbo?
[12/09/27, 9:30 AM] Anirban Roy Pradhan: Death certificate anben. Substitution petition dite hobe, tar wife/chhele ke legal heir
""")

# ---------------- C02 title suit
u("backlog/2026-11/order sheet TS 88 23.11.26.pdf", "certified_order_sheet_scan", "Civil Judge (Sr. Divn.), 1st Court, Jalpaiguri", "2026-11-23", ["C02"], ["C02-H01"], """
T.S. 88/2025   Order No. 17   Dt. 23.11.2026
Plaintiff files hazira through Ld. Lawyer. Defendants file hazira. Petition u/O 39 rr. 1 & 2 CPC is taken up.
Defendants have not yet filed their W.S. Ad interim order of status quo in respect of the suit property passed on
19.09.2025 is extended till the next date. Defendants to file W.S. positively.
To 18.12.2026 for W.S. and hearing of the injunction petition.
                                          sd/- T. Mitra, Civil Judge (Sr. Divn.), 1st Court
""")
u("backlog/2026-12/IMG_20261218_162010.jpg", "handwritten_note_photo", L, "2026-12-18", ["C02"], ["C02-H02"], """
18.12.26  CJSD 1st Ct  Haren v Nripen
Sanyal WS dilo - story: 2011-e bainanama, Rs 45,000, 0.12 acre northern part of 1128. Suren (Haren's bhai)
non-joinder point.  Injunction argued part - madam khatian dekhte chailen, dakhila (khajna receipt) chaiben.
ND 29.1.27 - dakhila 2019-2025 niye asbe Dulal.
""")
u("backlog/2027-01/TS 88 order 29.01.2027.pdf", "certified_order_sheet_scan", "Civil Judge (Sr. Divn.), 1st Court, Jalpaiguri", "2027-01-29", ["C02"], ["C02-H03"], """
T.S. 88/2025   Order No. 19   Dt. 29.01.2027
Both sides present. Heard the injunction petition. The plaintiff is the recorded raiyat in Khatian No. 312 and has
produced rent receipts (dakhila) up to 1432 B.S. The alleged bainanama is unregistered and not produced. Prima facie
case, balance of convenience and irreparable loss are in favour of the plaintiff. Petition u/O 39 rr. 1 & 2 is
allowed. The defendants are restrained from changing the nature and character of the suit property and from
disturbing the plaintiff's possession till disposal of the suit.
To 12.03.2027 for S.D.
                                          sd/- T. Mitra
""")
u("backlog/2027-03/haren TS SD 12.3.txt", "typed_note_txt", L, "2027-03-12", ["C02"], ["C02-H04"], """
12.3.27  Haren TS 88/25 - S.D. done. Issues framed (6 issues) - main: title, possession, bainanama, non-joinder.
Filed our petition u/O 26 r 9 for local investigation (amin commission) - to measure Dag 1127/1128 and
locate the bera. Sanyal to file objection.
Next 23.04.27 - hearing of commission petition.
""")
u("backlog/2027-04/20270423_170255.jpg", "handwritten_note_photo", L, "2027-04-23", ["C02"], ["C02-H05"], """
23/4/27  Haren TS - commission allowed!
Survey Commissioner: Gopal Adhikari (pleader commissioner). Fee Rs. 3,500 - deposit in Nazarat within 7 days.
Writ of commission returnable 25.6.27.  Dulal ke bolo taka diye receipt pathabe.
""")
u("backlog/2027-06/haren 25 june.txt", "typed_note_txt", L, "2027-06-25", ["C02"], ["C02-H06"], """
25.06.2027 Haren v Nripen (TS 88/25)
Commission report not filed - Gopal babu says local inspection done on 14.06.27 but map (naksha) not ready.
Court gave time to the commissioner. Next date 30.07.2027 - report.
""")
u("backlog/2027-06/correction haren ND.txt", "typed_note_txt", L, "2027-06-28", ["C02"], ["C02-H06"], """
CORRECTION - Haren TS 88: next date is NOT 30.07.2027 as I wrote on 25.06. Nitai checked the order sheet with the
peshkar: it is 06.08.2027 (30.07 was the date asked by the commissioner, court gave 06.08). Register corrected.
""")
u("backlog/2027-09/PXL_20270924_124018.jpg", "handwritten_note_photo", L, "2027-09-24", ["C02"], ["C02-H08"], """
24.9.27  CJSD 1st - Haren
Sanyal objection to commission report filed - says commissioner did not give notice to deft 3 and the bera
was measured from the wrong 'ail' (aal). Madam: objection will be heard along with evidence.
P.W.1 Haren affidavit-in-chief file korte hobe. Next 12.11.27.
""")
u("backlog/2027-10/WhatsApp Chat with Dulal Roy.txt", "whatsapp_export", "Dulal Roy (client's son)", "2027-10-08", ["C02"], ["C02-H07", "C02-H08"], """
[06/08/27, 4:10 PM] Dulal Roy: Ukil babu, report jama hoyechhe?
[06/08/27, 4:35 PM] Anirban Roy Pradhan: Haan, Gopal babu report diyechhen - bera 1128-er bhitore, amader pokkhe. Sanyal objection-er time nilo. Next 24/9
[24/09/27, 3:50 PM] Anirban Roy Pradhan: Objection jama holo. Baba-r jabanbandi next date 12 November. Baba ke niye 10 tarikh chamber-e ashben
[24/09/27, 3:52 PM] Dulal Roy: Thik ache. Baba-r sharir bhalo na, hatu-te byatha
[08/10/27, 11:20 AM] Dulal Roy: Ukil babu, Nripen-ra abar supari gachh katchhe 1128-e
[08/10/27, 11:31 AM] Anirban Roy Pradhan: Photo tule rakhun, date shoho. Injunction violation - O.39 r.2A petition debo
""")

# ---------------- C04 sessions trial
u("backlog/2026-11/IMG20261125121844.jpg", "handwritten_note_photo", L, "2026-11-25", ["C04"], ["C04-H01"], """
25.11.26  ADJ 3rd Ct  S.T. 41/26  (Bhulu)
Charge framed u/s 109/118(2)/3(5) BNS. Both accd pleaded not guilty, claimed to be tried.
PP Tapan Dey. Ghoshal saheb - 'evidence shuru from January'. ND 6.1.27 PW1.
Bhulu-r bail continue. Sanju late elo - warn korlam.
""")
u("backlog/2027-02/IMG_20270203_154410.jpg", "handwritten_note_photo", L, "2027-02-03", ["C04"], ["C04-H03"], """
3.2.27  Bhulu ST - PW1 Kamal Sarkar (injured) chief.
Says incident 3.10.25 'raat 8 ta', near bansh jhar; Bhulu hit with dao on left hand, Sanju held him.
Identified dao (Mat Ext I).  Our prayer: cross deferred - allowed (copy of 180 statement not given to us).
ND 3.3.27 - cross of PW1.
""")
u("backlog/2027-03/cross PW1 Kamal 3.3.27.docx", "typed_note_docx", L, "2027-03-03", ["C04"], ["C04-H04"], """
S.T. 41/2026 - Cross-examination of PW1 Kamal Sarkar by defence (03.03.2027)
1. Admitted the bamboo clump (bansh jhar) dispute is pending in the Civil Court between his father and Bhulu's father.
2. Time: said 'raat sare nota (9.30 pm)' in cross; in chief he said 8 pm. Hospital record says brought 22:10.
3. Admitted it was dark, no electric light near the bansh jhar, 'torch chhilo na'.
4. Denied that he fell on the tin fencing while drunk.
5. Sanju 'holding him' - not in his statement to police (omission, confronted, marked).
Next: 07.04.2027 PW2 Shyamali Sarkar.
""")
u("backlog/2027-04/20270407_160533.jpg", "handwritten_note_photo", L, "2027-04-07", ["C04"], ["C04-H05"], """
7.4.27  ADJ 3rd - Bhulu
PW2 Shyamali Sarkar (wife) - chief & cross today. Says she heard 'chitkar', ran out, saw Bhulu running with dao.
Cross: did not SEE the blow. Reached after 10 min. Admitted family quarrel over bansh jhar for 5 years.
ND 26.5.27 - PW3 doctor.
""")
u("backlog/2027-09/order sheet ST 41 of 2026 29.09.2027.pdf", "certified_order_sheet_scan", "Addl. District & Sessions Judge, 3rd Court, Jalpaiguri", "2027-09-29", ["C04"], ["C04-H09"], """
S.T. No. 41 of 2026    Order No. 23    Dated 29.09.2027
Accused persons are present on bail. P.W.4 SI Rajib Ghosh, the I.O., is present and examined in chief and cross-
examined by the defence and discharged. The Ld. Addl. P.P. submits that the prosecution does not intend to examine
any other witness. Prosecution evidence is closed.
To 12.11.2027 for examination of the accused persons u/s 351 BNSS.
                                          sd/- P.S. Ghoshal, Addl. District & Sessions Judge, 3rd Court
""")
u("backlog/2027-09/bhulu IO evidence 29.9.txt", "typed_note_txt", L, "2027-09-29", ["C04"], ["C04-H09"], """
29.9.27 Bhulu ST - PW4 SI Rajib Ghosh (IO) examined + our cross.
IO admits: no independent witness of the locality cited; seizure of dao at 11.40 pm at the house of Bhulu's
uncle, not of Bhulu; blood on the dao not sent to FSL. Sketch map shows no street light.
PE closed. 351 exam on 12.11.27 - Bhulu and Sanju must both be present; DW list think (Haru Mondal?).
""")

# ---------------- C05 matrimonial
u("backlog/2026-12/rina WS s24 4.12.txt", "typed_note_txt", L, "2026-12-04", ["C05"], ["C05-H01"], """
04.12.2026  Mat. Suit 27/2026 (Suraj Thapa v Rina)  ADJ 1st Court
Filed WS for Rina - denies cruelty; she was driven out of the matrimonial home at Banarhat on 02.06.2026 with her
daughter (Sanchita, 4 yrs). Also filed s.24 HMA petition - prayed Rs. 15,000 p.m. + Rs. 25,000 litigation cost.
Suraj works as a supervisor at a tea factory, Rs. 38,000 p.m. + quarters.
Next 15.01.2027 - objection to s.24.
""")
u("backlog/2027-02/IMG-20270226-WA0014.jpg", "handwritten_note_photo", L, "2027-02-26", ["C05"], ["C05-H03"], """
26-2-27 ADJ 1st - Rina / Suraj
s.24 argued. Ghosh Roy: wife earns from tailoring. Chakraborty saheb sent matter to Mediation Centre, Jalpaiguri -
1st sitting 12.3.27. ND 16.4.27 mediation report + s.24 order.
Rina bolchhe 'hajur, ma sanga basnu parchha, paisa chhaina' - bus fare diye dilam.
""")
u("backlog/2027-04/order Mat Suit 27 of 2026 16.04.2027.pdf", "certified_order_sheet_scan", "Additional District Judge, 1st Court, Jalpaiguri", "2027-04-16", ["C05"], ["C05-H04"], """
Mat. Suit No. 27 of 2026    Order No. 11    Dated 16.04.2027
Report of the Mediator received: mediation failed. Heard the petition u/s 24 of the Hindu Marriage Act filed by the
respondent-wife. The petitioner-husband is a factory supervisor; the wife has no independent income and maintains the
minor daughter. The petitioner is directed to pay maintenance pendente lite of Rs. 7,500/- per month to the respondent
from the date of the application (04.12.2026) and litigation cost of Rs. 15,000/-. Arrears within two months.
To 18.06.2027 for evidence of the petitioner.
                                          sd/- D. Chakraborty, Addl. District Judge, 1st Court
""")
u("backlog/2027-09/WhatsApp Chat with Rina Chhetri.txt", "whatsapp_export", "Rina Chhetri (client)", "2027-09-04", ["C05"], ["C05-H05", "C05-H06", "C05-H07"], """
[18/06/27, 3:02 PM] Anirban Roy Pradhan: Rina, aaj Suraj taka dey ni. Amra defence strike-er petition dilam. Suraj-er jabanbandi affidavit-e file holo. Next 30 July
[18/06/27, 3:10 PM] Rina Chhetri: Dhanyabad sir. Kati paisa baaki chha?
[18/06/27, 3:14 PM] Anirban Roy Pradhan: April porjonto arrear approx 4.5 months x 7500 + 15000 cost
[30/07/27, 2:45 PM] Anirban Roy Pradhan: Suraj 40,000 DD diyechhe, court-e jama. Baki ache. Cross half holo, next 3 Sept
[30/07/27, 2:50 PM] Rina Chhetri: Hajur bank ma DD jamma garchhu bholi
[03/09/27, 4:20 PM] Anirban Roy Pradhan: Suraj-er cross shesh. Or baba Birendra ashe ni. Next 5 Nov
[04/09/27, 10:05 AM] Rina Chhetri: Sir Suraj le arko bihe garyo re, Malbazar ma. Sachai ho?
[04/09/27, 10:12 AM] Anirban Roy Pradhan: Proof lagbe. Kono photo ba card thakle pathan
""")

# ---------------- C06 forest writ
u("backlog/2026-12/WPA 1874 of 2026 order 09.12.2026.pdf", "certified_order_sheet_scan", "Calcutta High Court, Circuit Bench at Jalpaiguri", "2026-12-09", ["C06"], ["C06-H01"], """
IN THE HIGH COURT AT CALCUTTA, CIRCUIT BENCH AT JALPAIGURI - Constitutional Writ Jurisdiction, Appellate Side
WPA 1874 of 2026   Budhu Oraon & Ors. -Vs- State of West Bengal & Ors.
Before: The Hon'ble Justice Anirudh Basu Mallick     Date: 09.12.2026
Mr. Anirban Roy Pradhan, Mr. Pemba Tamang ... for the petitioners; Ms. Sohini Chakraborty, Ld. A.G.P. ... for the State
The petitioners say that their claims under the Scheduled Tribes and Other Traditional Forest Dwellers (Recognition
of Forest Rights) Act, 2006 are pending and no person can be evicted till the process is complete (Section 4(5)).
Affidavit-in-opposition within four weeks; reply two weeks thereafter. Till the next date no coercive steps shall
be taken pursuant to the notice dated 20.10.2026. List on 20.01.2027.      (ANIRUDH BASU MALLICK, J.)
""")
u("backlog/2027-01/PXL_20270120_115902.jpg", "handwritten_note_photo", L, "2027-01-20", ["C06"], ["C06-H02"], """
20.1.27  Circuit Bench Ct 2 - Salbari WPA
AGP Sohini: AO not ready, instructions from DFO BKP awaited. Basu Mallick J gave time, 'last time' said orally.
Interim (no coercive steps) extended. List 10.3.27.  Budhu + gram pradhan came, told them.
""")
u("backlog/2027-03/WPA 1874 of 2026 order 10.03.2027.pdf", "certified_order_sheet_scan", "Calcutta High Court, Circuit Bench at Jalpaiguri", "2027-03-10", ["C06"], ["C06-H03"], """
WPA 1874 of 2026     Date: 10.03.2027     Before: The Hon'ble Justice Anirudh Basu Mallick
Affidavit-in-opposition has been filed by the State. Reply, if any, within two weeks. The Sub-Divisional Level
Committee, Jalpaiguri Sadar, shall file a report as to the status of the claims of the petitioners. Interim order
to continue. List on 28.04.2027.                              (ANIRUDH BASU MALLICK, J.)
""")
u("backlog/2027-04/WPA 1874 of 2026 order 28.04.2027.pdf", "certified_order_sheet_scan", "Calcutta High Court, Circuit Bench at Jalpaiguri", "2027-04-28", ["C06"], ["C06-H04"], """
WPA 1874 of 2026     Date: 28.04.2027     Before: The Hon'ble Justice Anirudh Basu Mallick
A report of the SDLC is placed: out of 24 claims, 17 are pending. The SDLC shall decide the pending claims within
eight weeks from date after giving the claimants an opportunity of hearing. Interim order to continue.
List on 21.07.2027.                                           (ANIRUDH BASU MALLICK, J.)
""")
u("backlog/2027-07/salbari 21.7.txt", "typed_note_txt", L, "2027-07-21", ["C06"], ["C06-H05"], """
21.07.2027 - Salbari forest writ (WPA 1874/26), Ct 2
AGP filed supplementary report: 11 claims decided (8 accepted, 3 rejected), 6 still pending.
Basu Mallick J: rejected claimants may appeal to DLC; interim continues for all 24.
Next 08.09.2027. Tell Budhu - the 3 rejected (Somra, Etwa, Lalita) to bring papers for DLC appeal.
""")
u("backlog/2027-09/WPA 1874 of 2026 order 08.09.2027.pdf", "certified_order_sheet_scan", "Calcutta High Court, Circuit Bench at Jalpaiguri", "2027-09-08", ["C06"], ["C06-H06"], """
WPA 1874 of 2026     Date: 08.09.2027     Before: The Hon'ble Justice Anirudh Basu Mallick
Heard in part. Let the matter appear under the heading 'Hearing' on 17.11.2027. Interim order to continue till then.
                                                              (ANIRUDH BASU MALLICK, J.)
""")

# ---------------- C07 ABA
u("backlog/2027-06/IMG_20270614_124455.jpg", "handwritten_note_photo", L, "2027-06-14", ["C07"], ["C07-H01"], """
14.6.27  DJ Court - ABA 455/27 Pasang Lama (Nagrakata 88/27)
Moved. PP Gautam Kar opposed - 'money not returned'. DJ: interim - no coercive step, CD call for.
ND 28.6.27.  Pasang-lai bhannu: Alam-sanga kura garnu, Rs 50,000 firta gare ramro.
""")
u("backlog/2027-07/ABA 455 order 16.07.2027.pdf", "certified_order_sheet_scan", "District & Sessions Judge, Jalpaiguri", "2027-07-16", ["C07"], ["C07-H04"], """
Crl. Misc. Case (ABA) No. 455 of 2027    Order No. 6    Dated 16.07.2027
The dispute appears to be a commercial one over advance for green leaf; the petitioner has returned Rs. 80,000/-
to the de facto complainant. In the event of arrest the petitioner shall be released on bail on furnishing a bond
of Rs. 10,000/- with two sureties of like amount, one of whom must be local, subject to the condition that he
shall appear before the I.O. within ten days and cooperate with the investigation. The ABA is allowed and disposed of.
                                          sd/- S. Bhattacharya, District & Sessions Judge
""")

# ---------------- more papers
u("backlog/2027-01/WhatsApp Image 2027-01-22 at 10.14.51.jpeg", "document_photo", "Tahsil office, Paharpur", "2027-01-22", ["C02"], [], """
পশ্চিমবঙ্গ সরকার - খাজনা দাখিলা (Rent receipt)
মৌজা: পাহাড়পুর  জে.এল. ৪১  খতিয়ান নং ৩১২   রায়ত: হরেন চন্দ্র রায়
১৪৩২ বঙ্গাব্দ পর্যন্ত খাজনা ও সেস আদায় হইল।  টাকা ৬২.০০
Dakhila No. 88214   Date 22.01.2027
""")
u("backlog/2027-02/written notes s24 Rina.docx", "typed_note_docx", L, "2027-02-24", ["C05"], [], """
WRITTEN NOTES OF ARGUMENT on behalf of the respondent-wife (petition u/s 24 HMA), Mat. Suit 27/2026
1. The husband earns Rs. 38,000 p.m. as factory supervisor plus free quarters, electricity and ration.
2. The wife has no income; the 'tailoring' story is false - she does occasional blouse stitching for neighbours.
3. The minor daughter Sanchita (4 yrs) lives with the wife at her mother's house at Dhupguri.
4. Prayer: Rs. 15,000 p.m. and Rs. 25,000 litigation cost.
""")
u("backlog/2027-01/ID 7 of 2026 order 08.01.2027.pdf", "certified_order_sheet_scan", "Labour Court, Jalpaiguri", "2027-01-08", ["C01"], ["C01-H02"], """
IN THE LABOUR COURT, JALPAIGURI      I.D. Case No. 7 of 2026
Order No. 6   Dated 08.01.2027
Management appears through Ld. Lawyer Sri A. Bhowmick and files petition for time to file written statement.
Workmen object. Time allowed on cost of Rs. 1,000/- payable to the workmen. Management to file W.S. positively
on the next date. To 19.02.2027 for W.S. and framing of issues.
                                          sd/- S. Lahiri, Judge, Labour Court
""")
u("backlog/2027-09/20270908_154812.jpg", "handwritten_note_photo", L, "2027-09-08", ["C06"], ["C06-H06"], """
8.9.27  Ct 2 Circuit Bench - Salbari
Argued 40 min - s.4(5) FRA: no eviction till recognition & verification complete; Gram Sabha resolution 2019.
Basu Mallick J asked AGP: 'why notice when 6 claims pending?' - AGP no answer. Heard in part.
Next 17.11.27 under 'Hearing'.  Pemba - compile DLC appeal status of Somra/Etwa/Lalita.
""")

# ---------------- shared pages: register, junior's chat, two-matter page, week plan, cause list
u("backlog/2027-01/IMG-20270116-WA0003.jpg", "handwritten_note_photo", M, "2027-01-16", ["C01", "C03", "C04", "C05"], ["C01-H02", "C03-H01", "C04-H02", "C05-H02"], """
তারিখ খাতা - জানুয়ারি ২০২৭  (নিতাই)
০৬.০১.২৭  এ.ডি.জে ৩য় কোর্ট  এস.টি ৪১/২৬ ভুলু - PW1 কমল সরকার হাজির নাই, সমন। পরবর্তী তারিখ ০৩.০২.২৭
০৮.০১.২৭  লেবার কোর্ট  ধওলাঝোরা - ম্যানেজমেন্ট সময় চাইল WS-এর জন্য, খরচা ১০০০ টাকা। পরবর্তী ১৯.০২.২৭
১৩.০১.২৭  বি.এল.এল.আর.ও ময়নাগুড়ি  বর্গা ১৯/২৬ অঞ্জলি - O.P. ধীরেন রাভা হাজির নাই, পুনঃ নোটিশ। পরবর্তী ১০.০২.২৭
১৫.০১.২৭  এ.ডি.জে ১ম কোর্ট  রিনা - স্বামীপক্ষ আপত্তি দেয় নাই, সময়। পরবর্তী ২৬.০২.২৭
""")
u("backlog/2027-07/WhatsApp Chat with Pemba Jr.txt", "whatsapp_export", J, "2027-07-20", ["C03", "C04", "C07"], ["C03-H02", "C03-H03", "C03-H04", "C03-H05", "C04-H06", "C07-H02"], """
[10/02/27, 1:15 PM] Pemba Jr: Sir Maynaguri BLLRO - Dhiren Rava aaj aayo, Bablu Saha sanga. Objection ko lagi time magyo, diyo. Next 17/3
[17/03/27, 2:40 PM] Pemba Jr: Sir objection file bhayo. Dhiren says he paid bhag in cash. BL&LRO sir le RI lai field enquiry pathaunu bhayo. Next 12 May
[12/05/27, 1:55 PM] Pemba Jr: Sir RI report aayo - share 3 barsa dekhi diyeko chhaina bhanchha report. Next 7 July hearing
[12/05/27, 1:58 PM] Anirban Roy Pradhan: Darun. Copy tule raakho
[26/05/27, 3:30 PM] Pemba Jr: Sir Bhulu case - PW3 doctor aaunu bhayena. Ghoshal sir le bailable warrant issue garnu bhayo doctor ko naam ma. Next 14/7
[28/06/27, 12:20 PM] Pemba Jr: Sir Pasang ABA - CD aayena. PP le time magyo. Next 14 July. Pasang le Alam lai 80,000 firta gareko receipt dekhayo
[07/07/27, 2:05 PM] Pemba Jr: Sir BLLRO ma hearing bhayo. Bablu Saha le 2 ta paddy receipt (2024) dekhayo, hamile RI report dekhayau. Order reserved - 18 August
[07/07/27, 2:06 PM] Anirban Roy Pradhan: Receipt-er photo chai. Signature Anjali di-r na
[07/07/27, 2:15 PM] Pemba Jr: Anjali didi bhanchhin signature unko hoina
""")
u("backlog/2027-07/IMG_20270714_170102.jpg", "handwritten_note_photo", L, "2027-07-14", ["C04", "C07"], ["C04-H07", "C07-H03"], """
14/7/27 (Wed) - Judges' Court
(1) Bhulu ST - PW3 Dr. Anirban Mahato came (warrant recalled). Injury no.1 incised, simple; 'could be caused
by fall on sharp tin edge? - possible'. X-ray not done. Good for us. ND 25.8.27 IO.
(2) Pasang ABA - CD produced; heard at length; order 16.7.27. PP says 1.6 lakh still due.
""")
u("backlog/2027-09/IMG-20270911-WA0009.jpg", "handwritten_note_photo", M, "2027-09-11", ["C01", "C02", "C04", "C05", "C03"], ["C01-H07", "C02-H07", "C04-H08", "C05-H07", "C03-H06"], """
তারিখ খাতা - আগস্ট/সেপ্টেম্বর ২০২৭  (নিতাই)
০৬.০৮.২৭  সি.জে.এস.ডি ১ম  হরেন টাইটেল ৮৮/২৫ - কমিশন রিপোর্ট দাখিল, বিবাদীপক্ষ আপত্তির সময়। পরবর্তী ২৪.০৯.২৭
১৮.০৮.২৭  বি.এল.এল.আর.ও ময়নাগুড়ি  অঞ্জলি বর্গা - রায়: বর্গা বাতিল হয় নাই, ধীরেন ১৮,৬০০ টাকা ভাগ বকেয়া দিবে। মামলা নিষ্পত্তি।
২৫.০৮.২৭  এ.ডি.জে ৩য়  ভুলু - আই.ও হাজির নাই (ইলেকশন ডিউটি), পি.পি সময় চাইল। পরবর্তী ২৯.০৯.২৭
০৩.০৯.২৭  এ.ডি.জে ১ম  রিনা - PW1 জেরা শেষ, PW2 বীরেন্দ্র থাপা হাজির নাই। পরবর্তী ০৫.১১.২৭
১০.০৯.২৭  লেবার কোর্ট ধওলাঝোরা - পরবর্তী ১৯.১১.২৭ (MW1)
""")
u("backlog/2027-08/order Barga Case 19 of 2026 18.08.2027.pdf", "certified_order_sheet_scan", "BL&LRO Maynaguri", "2027-08-18", ["C03"], ["C03-H06"], """
Office of the BL&LRO, Maynaguri    Barga Case No. 19/2026    Date: 18.08.2027
ORDER: Perused the petition, the objection, the field enquiry report of the R.I. and the receipts produced by the O.P.
The O.P. is in cultivation as recorded bargadar. The receipts produced are disputed and not proved. Non-delivery of
share for three years is established, but being the first default brought before this office, termination is not
ordered. The O.P. shall deliver the arrear share valued at Rs. 18,600/- to the petitioner within 60 days, failing
which the petitioner is at liberty to move afresh u/s 17(1)(c). Case disposed of.     sd/- BL&LRO, Maynaguri
""")
u("backlog/2027-11/week plan 8-12 nov.txt", "typed_note_txt", L, "2027-11-06", ["C02", "C04", "C05", "C01", "C06"], ["C05-H08"], """
WEEK 8-12 NOV 2027 (after Puja/Kali Puja/Bhai Phonta)
Fri 5.11 done: Rina - PW2 Birendra Thapa not produced, husband's evidence (PE) closed. Our DW1 Rina from 10.12.27.
Mon 8  - Haren: P.W.1 affidavit-in-chief final draft; Dulal + Haren to chamber 10th.
Tue 9  - Bhulu: prepare 351 points (time 8 pm vs 9.30, no light, dao seized from uncle's house).
Wed 10 - Haren in chamber 5 pm. O.39 r.2A petition (supari gachh cutting) - draft.
Fri 12 - CJSD 1st: Haren TS 88 (objection + P.W.1)  |  ADJ 3rd: Bhulu ST 41 (351 exam)
Next week: Wed 17 Salbari WPA (Ct 2, hearing) ; Fri 19 Dhaulajhora MW1 - Manager must come, else move for closing.
""")
u("backlog/2027-11/causelist JGP 12.11.2027.pdf", "cause_list_pdf", "Judges' Court, Jalpaiguri", "2027-11-11", ["C02", "C04"], [], """
JUDGES' COURT, JALPAIGURI - DAILY CAUSE LIST FOR FRIDAY, 12.11.2027
CIVIL JUDGE (SENIOR DIVISION), 1ST COURT
 1. T.S. 14/2023  Bimala Devi vs Sakti Prasad Agarwal  - P.H.
 2. T.S. 88/2025  Haren Chandra Roy vs Nripen Barman & ors  - Objection to commission report / P.W.1
 3. Misc. Appeal 6/2027  Gita Barman vs Kalachand Barman  - Hearing
 4. T.S. 201/2024  Jalpaiguri Kalibari Trust vs Ratan Saha  - S.D.
ADDL. DISTRICT & SESSIONS JUDGE, 3RD COURT
 1. S.T. 17/2025  State vs Montu Sheikh  - Evidence
 2. S.T. 41/2026  State vs Bimal Roy @ Bhulu & anr  - Exam u/s 351 BNSS
 3. Sessions Case 9/2027  State vs Tenzing Bhutia  - Charge
""")
