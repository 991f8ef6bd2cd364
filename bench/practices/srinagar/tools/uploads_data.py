"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


# ---------------------------------------------------------------- documents (dated by their own date)
up("backlog/2025-06/IMG_20250620_181204.jpg", "document_photo", "J&K Bank, Hari Singh High Street", "2025-06-20", ["C05"], [], """
THE JAMMU AND KASHMIR BANK LTD.
Branch: Hari Singh High Street, Srinagar          IFSC JAKA0HARISH
CHEQUE RETURN MEMO                                  Date: 20/06/2025
Drawer A/c: Tanveer Ahmad Khan, CD A/c No. 0413010100009xxx
Cheque No. 118843   dated 02.06.2025   Amount Rs. 4,80,000/-
Payee: Mohammad Ashraf Malik (Malik Dry Fruits, Maharaj Gunj)
Reason for return: FUNDS INSUFFICIENT (Code 01)
Charges Rs. 590/- debited.
Authorised Signatory
""")

up("backlog/2025-07/Legal Notice Tanveer Khan 138.pdf", "document_scan", "Asif Iqbal Kirmani", "2025-07-05", ["C05"], [], """
ASIF IQBAL KIRMANI
Advocate, High Court of J&K and Ladakh
Chamber 31, Bar Room Complex, High Court, Srinagar

Regd. A.D. / Speed Post                                       Dated: 05-07-2025

To
Mr. Tanveer Ahmad Khan s/o Mohammad Sultan Khan
R/o Lal Bazar, Near Masjid Ahl-e-Hadees, Srinagar

Sub: Legal notice under Section 138(b) of the Negotiable Instruments Act, 1881

Under instructions of my client Mr. Mohammad Ashraf Malik s/o late Ghulam Nabi Malik, proprietor Malik Dry Fruits, Maharaj Gunj, Srinagar, I serve you with this notice:
1. That you purchased almonds (kagzi) and walnut kernels from my client on credit during March-May 2025 and, towards discharge of the balance of Rs. 4,80,000/-, issued cheque No. 118843 dated 02.06.2025 drawn on J&K Bank, Hari Singh High Street.
2. That the said cheque on presentation was returned unpaid with the remark "Funds Insufficient" vide memo dated 20.06.2025.
3. You are called upon to pay the amount of Rs. 4,80,000/- (Rupees four lakh eighty thousand only) within 15 days of receipt of this notice, failing which my client shall initiate proceedings under Section 138 of the Act at your risk as to costs.

Copy retained.                                           Sd/- Asif Iqbal Kirmani, Advocate
""")

up("backlog/2025-09/Plaint Gulnar Palace final.docx", "typed_note_docx", "Asif Iqbal Kirmani", "2025-09-15", ["C04"], [], """
IN THE COURT OF SUB JUDGE (CITY JUDGE), SRINAGAR
Civil Suit File No. ____ / 2025

Ghulam Mohammad Shah s/o late Ghulam Qadir Shah, R/o Ghat No. 9, Dal Lake (Gagribal side), Srinagar ..... Plaintiff
                                   Versus
1. Abdul Majeed Shah s/o late Ghulam Qadir Shah
2. Abdul Rashid Shah s/o late Ghulam Qadir Shah
both R/o Ghat No. 9, Dal Lake, Srinagar
3. Mst. Zaina Begum w/o late Ghulam Qadir Shah (proforma defendant)               ..... Defendants

SUIT FOR DECLARATION, RENDITION OF ACCOUNTS AND PERMANENT INJUNCTION

1. That the houseboat "Gulnar Palace" (deluxe category, 4 bedrooms, registered with the Tourism Department / Lakes and Waterways Development Authority at Reg. No. HB/DL/0917) moored at Ghat No. 9, Dal Lake, was built in 1974 by late Ghulam Qadir Shah, father of the plaintiff and defendants 1 and 2.
2. That on the death of Ghulam Qadir Shah on 03.02.2019 the plaintiff and defendants 1 and 2 succeeded to the houseboat in equal shares, i.e. one-third each, the widow (defendant 3) having relinquished her share by deed dated 11.06.2019.
3. That since the 2022 tourist season the defendants 1 and 2 have let out the houseboat through online portals, earning not less than Rs. 9,00,000/- per season, and have paid the plaintiff nothing since October 2022.
4. That the defendants are now negotiating a sale of the houseboat to an outsider.
PRAYER: (a) declare the plaintiff owner of a one-third share of the houseboat "Gulnar Palace"; (b) direct defendants 1 and 2 to render accounts of the income since 01.04.2022; (c) restrain them from selling, leasing or parting with the houseboat or its shikaras without the plaintiff's consent.
Valuation for court fee and jurisdiction: Rs. 12,00,000/-.
Srinagar, 15.09.2025                           Plaintiff through counsel Asif Iqbal Kirmani
""")

up("backlog/2025-11/Scan_20251121_1047.pdf", "document_scan", "District Magistrate Srinagar", "2025-11-18", ["C01"], [], """
GOVERNMENT OF JAMMU AND KASHMIR (UT)
OFFICE OF THE DISTRICT MAGISTRATE, SRINAGAR

ORDER No. DMS/PSA/41/2025                                        Dated: 18.11.2025

WHEREAS the Senior Superintendent of Police, Srinagar, vide dossier No. CS/PSA/2025/317 dated 12.11.2025, has placed before the undersigned material that Showkat Ahmad Wani s/o Abdul Rashid Wani R/o Kawdara, Nowhatta, Srinagar is acting in a manner prejudicial to the maintenance of public order;
AND WHEREAS the undersigned is satisfied that it is necessary to detain him;
NOW, THEREFORE, in exercise of the powers conferred by Section 8(1)(a)(i) of the J&K Public Safety Act, 1978, I, District Magistrate Srinagar, direct that Showkat Ahmad Wani be detained and lodged in Central Jail, Kot Bhalwal, Jammu.
The detenu shall be informed that he may make a representation against this order to the Government as well as to the undersigned.
                                                    Sd/- District Magistrate, Srinagar
Copy to: SSP Srinagar for execution; Superintendent Central Jail Kot Bhalwal.
Execution report: executed on 20.11.2025 at 11.30 hrs; detenu shifted to Kot Bhalwal.
""")

up("backlog/2025-11/Scan_20251121_1049.pdf", "document_scan", "District Magistrate Srinagar", "2025-11-18", ["C01"], [], """
GROUNDS OF DETENTION
(Under Section 13 of the J&K Public Safety Act, 1978)
To: Showkat Ahmad Wani s/o Abdul Rashid Wani, R/o Kawdara, Nowhatta, Srinagar

1. You are a stone-pelter and have been involved in instigating youth of Nowhatta and adjoining areas to resort to stone pelting and disturb public order.
2. You were involved in FIR No. 88/2019 P/S Nowhatta u/s 147, 148, 336 RPC and FIR No. 21/2023 P/S Nowhatta u/s 13 ULA(P) Act, and though granted bail you have not mended your ways.
3. Your remaining at large is a threat to public order; normal law has not proved sufficient.
You are informed that you have the right to make a representation to the Government and to the Detaining Authority.
The grounds have been read over and explained to you in the language you understand (English / Urdu).
                                                    Sd/- District Magistrate, Srinagar, 18.11.2025
Number of leaves furnished to detenu: 5 (order, grounds, dossier extract).
""")

up("backlog/2025-10/Nikahnama Shazia.jpeg", "document_photo", "Qazi, Jamia Masjid Soura", "2019-04-14", ["C06"], [], """
NIKAHNAMA  (Jamia Masjid Anchar, Soura)
Date of Nikah: 14-04-2019
Bridegroom: Irfan Ahmad Bhat s/o Mohammad Maqbool Bhat, R/o Buchpora, Srinagar
Bride: Shazia Bano d/o Ghulam Hassan Mir, R/o Anchar, Soura, Srinagar
Mehr: Rs. 2,51,000/- (Rupees two lakh fifty one thousand) - ghair muajjal (deferred)
Gold given by bride's side: 5 tola
Witnesses: (1) Ghulam Hassan Mir (2) Mohammad Maqbool Bhat
Qazi: Moulvi Nazir Ahmad                 Wakil: Abdul Hamid Mir
""")

up("backlog/2024-06/Award Harwan 2024.pdf", "document_scan", "Collector Land Acquisition (ADC Srinagar)", "2024-06-28", ["C07"], [], """
OFFICE OF THE COLLECTOR LAND ACQUISITION (ADDITIONAL DEPUTY COMMISSIONER), SRINAGAR
AWARD No. LA/SGR/R&B/07 of 2024                                      Dated 28.06.2024
Project: Widening of Nishat - Harwan road (R&B Division Srinagar)
Village: Harwan, Tehsil Srinagar North
Khasra Nos. 412, 413 min, 415
Land of Abdul Gani Lone, Mohammad Amin Lone (sons of Ghulam Ahmad Lone) and Mst. Raja Begum w/o late Ali Mohammad Lone
Area: 6 kanals 4 marlas (orchard / bagh, apple)
Market value assessed: Rs. 9,50,000/- per kanal (on average of sale deeds of 3 years)
Value of apple trees (62 trees) as per Horticulture assessment: Rs. 4,34,000/-
Solatium 100% and additional market value @12% per annum as per RFCTLARR Act 2013.
Total amount of award: Rs. 1,32,18,400/-
Claimants received under protest on 22.07.2024.
                                                  Sd/- Collector Land Acquisition, Srinagar
""")

up("backlog/2024-10/Exemplar sale deed Harwan 2023 extract.pdf", "document_scan", "Sub Registrar Srinagar", "2023-09-12", ["C07"], [], """
OFFICE OF THE SUB-REGISTRAR, SRINAGAR (Certified copy of extract)
Sale deed registered at No. 5521 of 2023, Book No. 1, dated 12.09.2023
Vendor: Ghulam Mohi-ud-Din Sofi s/o Ghulam Rasool Sofi, R/o Harwan
Vendee: Showkat Hussain Bhat s/o Abdul Aziz Bhat, R/o Dara
Land: 2 kanals under Khasra No. 409, village Harwan, adjoining Nishat-Harwan road
Consideration: Rs. 36,00,000/- (Rs. 18,00,000 per kanal)
Stamp duty paid: Rs. 1,80,000/-
Certified true copy issued on 10.10.2024.
""")

up("backlog/2026-01/FIR 14-2026 Kangan seizure memo.jpg", "document_photo", "SHO Police Station Kangan", "2026-01-28", ["C03"], [], """
POLICE STATION KANGAN, DISTRICT GANDERBAL
Seizure Memo in case FIR No. 14/2026 u/s 26 J&K Forest Act / 303(2) BNS
Date: 28-01-2026   Place: Wayil bridge naka
Seized from Tata 407 vehicle No. JK16-1843:
Deodar (cedar) sawn timber, 38 pieces (scants), measuring 42 cft approx.
Driver: Bashir Ahmad Lone s/o Ghulam Mohammad Lone R/o Gund, Kangan
Co-accused (fled): Mushtaq Ahmad Sheikh (owner of vehicle)
No transit permit / Forest Department pass produced.
Witnesses: (1) Forest Guard Abdul Hamid, Kangan Range (2) SgCt Farooq Ahmad
                                                   Sd/- SHO P/S Kangan
""")

up("backlog/2026-07/Seniority list Pampore nursery DRW.pdf", "document_scan", "Directorate of Horticulture Kashmir", "2026-07-14", ["C02"], [], """
GOVERNMENT OF JAMMU & KASHMIR
DIRECTORATE OF HORTICULTURE, KASHMIR, RAJBAGH, SRINAGAR
Tentative seniority list of Daily Rated Workers (DRWs) engaged before 31.12.2005 - Nursery Farm Pampore
(produced in WP(C) 2741/2025 as directed by the Hon'ble High Court)
S.No.  Name                          Parentage              Date of engagement   Days/yr
35     Abdul Majid Ganie             Ghulam Mohd Ganie      01.03.2004           300+
36     Mst. Hafiza Akhter            Ghulam Nabi Dar        01.04.2004           300+
37     Mohammad Yousuf Dar           Abdul Ahad Dar         01.05.2004           300+
38     Fayaz Ahmad Rather            Mohammad Akbar Rather  12.07.2004           300+
Note: DRWs at S.No. 1 to 22 were regularised vide Govt. Order No. 118-HORT of 2016 on recommendation of the screening committee (2016). Cases of S.No. 23 onwards are pending for want of posts.
                                        Sd/- Director Horticulture Kashmir, 14.07.2026
""")

up("backlog/2026-02/CamScanner 24-02-2026 11.05.pdf", "certified_order_sheet_scan", "High Court of J&K and Ladakh at Srinagar", "2026-02-23", ["C02"], ["C02-H03"], """
HIGH COURT OF JAMMU & KASHMIR AND LADAKH AT SRINAGAR
WP(C) No. 2741/2025
Mohammad Yousuf Dar  Vs  UT of J&K and others
CORAM: HON'BLE MRS. JUSTICE NUSRAT JABEEN ANDRABI, JUDGE
Appearance: Mr. Asif Iqbal Kirmani, Advocate for the petitioner; Mr. Mubashir Hussain Mir, Dy. AG for the respondents.
23.02.2026
1. Despite last date, objections have not been filed. Learned Dy. AG again seeks time on the ground that instructions are awaited from the Directorate.
2. The petitioner is a daily-wager engaged since 2004 and the matter cannot be allowed to linger. Two weeks' further time is granted, subject to costs of Rs. 2,000/- to be paid to the petitioner, to be recovered from the officer responsible for the delay.
3. List on 06.04.2026.
                                                                (Nusrat Jabeen Andrabi) Judge
Srinagar 23.02.2026
""")

up("backlog/2026-03/bail order Bashir certified.pdf", "certified_order_sheet_scan", "High Court of J&K and Ladakh at Srinagar", "2026-03-23", ["C03"], ["C03-H03"], """
HIGH COURT OF JAMMU & KASHMIR AND LADAKH AT SRINAGAR
Bail App No. 88/2026   CrlM No. 311/2026
Bashir Ahmad Lone  Vs  UT of J&K through SHO P/S Kangan
CORAM: HON'BLE MR. JUSTICE PAWAN KUMAR RAINA, JUDGE
23.03.2026
1. The applicant, driver of the vehicle, is in custody since 28.01.2026 in FIR No. 14/2026 of P/S Kangan for offences under Section 26 of the J&K Forest Act and Section 303(2) BNS. The status report shows recovery of 42 cft of deodar timber; investigation is complete and the challan is ready to be filed.
2. The co-accused owner of the vehicle has been granted bail by the Sessions Court, Ganderbal. Custody is no longer required.
3. The applicant is admitted to bail on his furnishing a personal bond of Rs. 50,000/- with one surety of the like amount to the satisfaction of the trial court, subject to: (i) he shall report to the SHO Kangan every Sunday between 10 am and 1 pm till the filing of the challan; (ii) he shall not leave the UT of J&K without permission of the trial court; (iii) he shall not tamper with evidence.
4. Disposed of.
                                                                (Pawan Kumar Raina) Judge
""")

up("backlog/2026-03/IMG-20260318-WA0007.jpg", "certified_order_sheet_scan", "Family Court Srinagar", "2026-03-17", ["C06"], ["C06-H04"], """
IN THE FAMILY COURT, SRINAGAR
(Presiding Officer: Smt. Shaheena Kaul, Principal Judge)
File No. 77/2025       Shazia Bano  v/s  Irfan Ahmad Bhat
17-03-2026
Present: Petitioner in person with counsel Mr. Asif Iqbal Kirmani. Respondent with counsel Mr. Riyaz Ahmad Rather.
Heard on the application for interim maintenance. The respondent is an able-bodied man running a mobile repair shop at Buchpora; the plea that he has no income is not believable at this stage. The petitioner has no independent income.
The respondent is directed to pay interim maintenance of Rs. 6,000/- (six thousand) per month to the petitioner from the date of filing of the petition, i.e. 27.10.2025, the arrears to be cleared in three months and the current amount by the 10th of each month.
The question of mehr and dowry articles shall be decided on evidence.
To come up on 21.04.2026 for the petitioner's evidence.
                                                                  Principal Judge, Family Court, Srinagar
""")

up("backlog/2026-04/Judgment WPCrl 212-2025 operative.pdf", "certified_order_sheet_scan", "High Court of J&K and Ladakh at Srinagar", "2026-04-22", ["C01"], ["C01-H06"], """
HIGH COURT OF JAMMU & KASHMIR AND LADAKH AT SRINAGAR
WP(Crl) No. 212/2025
Showkat Ahmad Wani (through his father Abdul Rashid Wani)  Vs  UT of J&K & Ors.
CORAM: HON'BLE MR. JUSTICE ALTAF HUSSAIN KIRMANI-SHAH, JUDGE
Pronounced on: 22.04.2026
JUDGMENT (operative portion)
...
14. The detention record produced by the learned GA shows that the detenu was furnished only the order and the grounds in English, and not the dossier and the material relied on; there is nothing to show that the grounds were explained to him in Kashmiri, the only language he understands. The representation made by the detenu's father on 01.12.2025 was not considered by the Government till the date of hearing. Both are fatal to the detention.
15. The petition is allowed. Detention order No. DMS/PSA/41/2025 dated 18.11.2025 is quashed. The respondents are directed to release the detenu forthwith, if not required in any other case.
16. The detention record be returned to the learned GA.
                                                         (Altaf Hussain Kirmani-Shah) Judge
""")

up("backlog/2026-09/Compromise Tanveer Ashraf signed.pdf", "document_scan", "Mohammad Ashraf Malik and Tanveer Ahmad Khan", "2026-09-23", ["C05"], [], """
COMPROMISE / SETTLEMENT DEED
(to be filed in Complaint No. 512/2025, Court of JMIC (Municipal Magistrate), Srinagar)
This settlement is made at Srinagar on 23.09.2026 between Mohammad Ashraf Malik, Malik Dry Fruits, Maharaj Gunj (complainant) and Tanveer Ahmad Khan s/o Mohammad Sultan Khan, Lal Bazar (accused).
1. The accused admits liability of Rs. 4,80,000/- (four lakh eighty thousand) under cheque No. 118843.
2. The amount shall be paid in three equal instalments of Rs. 1,60,000/- each:
   (i) first instalment by demand draft in Court today, 23.09.2026;
   (ii) second instalment on or before 28.10.2026;
   (iii) third instalment on or before 16.12.2026.
3. The complainant waives interest and costs if the instalments are paid on time. On default of any instalment the complainant shall be at liberty to press the complaint and the accused shall not object to the proceedings being taken up from the stage where they stand.
4. On payment of the last instalment the complainant shall compound the offence under Section 147 of the N.I. Act.
Complainant: Sd/- Mohammad Ashraf Malik       Accused: Sd/- Tanveer Ahmad Khan
Counsel: Sd/- Asif Iqbal Kirmani             Sd/- Zahoor Ahmad Wani
Witness: Insha Farooq, Advocate
""")

up("backlog/2026-11/Notice Secretary Horticulture - WP 2741.pdf", "document_scan", "Registry, High Court of J&K and Ladakh", "2026-11-05", ["C02"], [], """
HIGH COURT OF JAMMU & KASHMIR AND LADAKH AT SRINAGAR
(Writ Section)
No. HC/Wr/SGR/2026/14817                                           Dated: 05.11.2026
To
The Commissioner/Secretary to Government, Horticulture Department, Civil Secretariat, Srinagar
Sub: WP(C) No. 2741/2025 - Mohammad Yousuf Dar vs UT of J&K & Ors.
Sir,
I am directed to forward herewith a copy of the order dated 02.11.2026 passed by Hon'ble Mrs. Justice Nusrat Jabeen Andrabi, whereby, as a last opportunity, the compliance affidavit is to be filed before the next date, i.e. 09.12.2026, failing which you shall remain present in person before the Court on that date.
Yours faithfully,
Sd/- Deputy Registrar (Judicial)
Copy to: Mr. Asif Iqbal Kirmani, Advocate for the petitioner.
""")

# ---------------------------------------------------------------- WhatsApp exports
up("backlog/2026-04/WhatsApp Chat with Rashid Sb Nowhatta.txt", "whatsapp_export", "Asif Iqbal Kirmani", "2026-04-25", ["C01"], ["C01-H01", "C01-H02", "C01-H03", "C01-H04", "C01-H05", "C01-H06"], """
10/12/25, 2:41 pm - Messages and calls are end-to-end encrypted. Only people in this chat can read, listen to, or share them. Learn more.
10/12/25, 2:41 pm - Asif Kirmani Adv: Rashid sb, aaj notice gov. GA has to bring the detention record and file counter in 4 weeks. ND 14 Jan.
10/12/25, 3:05 pm - Rashid Sb Nowhatta: Shukr khodayas. Sahab Showkat chu Kot Bhalwal jail, ase chu na pata kuni. Jammu gachun chu mushkil, kharcha 6000 gov har lati. Kya karun bae?
10/12/25, 3:09 pm - Asif Kirmani Adv: Jail mulaqat ke liye application de do Supdt ko. Aur woh representation ki copy jo aapne 1 Dec ko DM aur Home Dept ko di thi, uski receipt mujhe bhejo. Bahut zaroori hai.
10/12/25, 3:30 pm - Rashid Sb Nowhatta: <attached: 00000012-PHOTO-2025-12-10-15-30-11.jpg>
10/12/25, 3:31 pm - Rashid Sb Nowhatta: yeh receipt hai Home Department ki diary 01/12/2025
14/01/26, 1:58 pm - Asif Kirmani Adv: Aaj GA Lone sb ne phir time manga. Bola record DM office se nahi aaya. Judge saeb dopnas "record must come, not excuses". ND 11.02.2026
14/01/26, 2:20 pm - Rashid Sb Nowhatta: Sahab yi kyah gov, doan retan pata chu yeh. Showkat ke maa ki tabiyat kharab hai. Pagah bae gachh DM office?
14/01/26, 2:24 pm - Asif Kirmani Adv: Nahi, aap kahin mat jao. Court dekh raha hai. Sabr karo.
11/02/26, 3:12 pm - Asif Kirmani Adv: Counter file hua aaj, but record phir nahi laye. Court ne last opportunity di hai, DM office se koi officer record ke saath aayega. ND 4 March.
11/02/26, 3:40 pm - Rashid Sb Nowhatta: Inshallah. Sahab Showkat ne phone par kaha jail mein grounds English mein diye, usko kuch samajh nahi aaya, woh 8th pass hai, sirf Kashmiri jaanta hai.
11/02/26, 3:41 pm - Asif Kirmani Adv: Yehi hamara main point hai. Aap affidavit de dena, main bana deta hoon.
04/03/26, 4:02 pm - Asif Kirmani Adv: Aaj record aaya. Arguments shuru hue, half hue. Record mein kahin nahi ki grounds Kashmiri mein samjhaye gaye. Aur aapki representation pe koi faisla nahi. ND 25.03.
25/03/26, 2:15 pm - Asif Kirmani Adv: Arguments complete. Judgment reserved. Ab judge saeb faisla denge, 22 April ko list hai.
25/03/26, 2:30 pm - Rashid Sb Nowhatta: Allah kare. Aapka shukriya sahab, fees ka baaki 15,000 main agle hafte de dunga.
22/04/26, 12:47 pm - Asif Kirmani Adv: Mubarak Rashid sb!! PSA quash gov. Judge ne release ka order kiya, agar kisi aur case mein zaroorat nahi.
22/04/26, 12:49 pm - Rashid Sb Nowhatta: ALLAHU AKBAR. Sahab bae kyah wanai. Maa rov sirf. Kab tak aayega?
22/04/26, 12:52 pm - Asif Kirmani Adv: Certified copy kal tak, phir jail ko bhejenge. 2-3 din.
24/04/26, 9:10 pm - Rashid Sb Nowhatta: Sahab Showkat aaj raat 8 baje ghar pahuncha. Kot Bhalwal se release hua subah. Aapka ehsaan kabhi nahi bhoolenge.
25/04/26, 10:02 am - Rashid Sb Nowhatta: Fees ka 15,000 Insha madam ko de diya hai aaj.
""")

up("backlog/2026-03/WhatsApp Chat with Insha Farooq Adv.txt", "whatsapp_export", "Asif Iqbal Kirmani", "2026-03-01", ["C05", "C06"], ["C06-H01", "C05-H01", "C06-H02", "C05-H02", "C06-H03", "C05-H03"], """
09/12/25, 12:10 pm - Insha Farooq Adv: Sir Shazia case - Irfan appeared with Riyaz Rather. Objections in 4 weeks. ND 13.01.26
09/12/25, 12:11 pm - Insha Farooq Adv: Madam (PJ) ne Shazia ko chamber mein bulaya akele, 10 min baat ki. Phir bola counselling karenge next time.
09/12/25, 12:30 pm - Asif Kirmani Adv: ok. Did you tell Rather about the 5 tola gold list? Keep copy of nikahnama ready.
17/12/25, 1:40 pm - Insha Farooq Adv: Sir Ashraf 138 - accused Tanveer aav ne. Zahoor Wani sb bhi nahi. BW issued Rs 10,000. ND 21 Jan
17/12/25, 1:42 pm - Asif Kirmani Adv: good. Inform Ashraf sb.
13/01/26, 11:55 am - Insha Farooq Adv: Shazia: objections filed. Irfan says he has no job, shop closed since 2024. Referred to counselling centre, 2 sittings. ND 10/02
13/01/26, 11:58 am - Insha Farooq Adv: Objections mein yeh bhi likha hai ki Shazia khud ghar chhod ke gayi. Mehr ke baare mein kuch nahi likha.
21/01/26, 2:05 pm - Insha Farooq Adv: Tanveer aaj aaya, bail bonds furnished 10k. Notice u/s 251 explained, pleaded not guilty, says cheque was security. ND 25.2 for CE
10/02/26, 12:40 pm - Insha Farooq Adv: Sir counselling failed. Counsellor's report: respondent did not appear on 24.01 and 05.02. Madam was annoyed. Interim argued by me, Rather sb sought time to reply, ND 17.03.2026
10/02/26, 12:41 pm - Asif Kirmani Adv: theek. Get the counselling report copy.
25/02/26, 1:15 pm - Insha Farooq Adv: Ashraf 138 - CW1 affidavit tendered. Zahoor Wani filed exemption for accused (medical, Tanveer in SKIMS). Cross deferred. ND 29.04
25/02/26, 1:17 pm - Asif Kirmani Adv: exemption again. note it. first was Dec when he just didn't come.
""")

up("backlog/2026-11/WhatsApp Chat with Insha Farooq Adv.txt", "whatsapp_export", "Asif Iqbal Kirmani", "2026-11-30", ["C05", "C06"], ["C06-H05", "C06-H06", "C05-H05", "C06-H09", "C05-H08"], """
21/04/26, 1:30 pm - Insha Farooq Adv: Sir Shazia PW1 chief done. She deposed about 5 tola gold, mehr 2,51,000 not paid, thrown out on 02.08.2025. ND 26.5 for cross
26/05/26, 2:10 pm - Insha Farooq Adv: PW1 cross by Rather - 40 min. He suggested she left on her own. She denied. Interim arrears not paid at all, madam warned respondent: pay before next date or "I will send him to jail under 144(3)". ND 04.08.2026
15/07/26, 12:45 pm - Insha Farooq Adv: Sir Tanveer again exemption. Zahoor Wani said accused is in Delhi for business. 313 not recorded. JMIC sb said last chance, next time NBW. ND 19 Aug
15/07/26, 12:47 pm - Asif Kirmani Adv: that is the 2nd exemption application. Ask Ashraf sb if he wants to talk settlement, JMIC was hinting again.
13/10/26, 1:20 pm - Insha Farooq Adv: Shazia - I argued 35 min, mehr + maintenance + gold. Rather sb not ready, sought time. ND 10.11
28/10/26, 12:15 pm - Insha Farooq Adv: Ashraf 138: second instalment 1,60,000 NOT paid. Zahoor Wani sb sought time till 25 Nov, said Tanveer's payment from Delhi party stuck. Accused gave undertaking in court to pay by 25.11 or settlement cancelled. ND 25.11.26
28/10/26, 12:18 pm - Asif Kirmani Adv: ok. undertaking recorded in order? get copy.
28/10/26, 12:30 pm - Insha Farooq Adv: yes sir, recorded.
""")

up("backlog/2026-11/WhatsApp Chat with Adil Shah Houseboat.txt", "whatsapp_export", "Asif Iqbal Kirmani", "2026-11-01", ["C04"], ["C04-H05", "C04-H06", "C04-H10"], """
23/04/26, 4:50 pm - Asif Kirmani Adv: Adil, abba ka statement ho gaya aaj. 6 documents exhibit hue - registration, relinquishment deed of your dadi, booking printouts. ND 28 May for cross.
23/04/26, 5:10 pm - Adil Shah Houseboat: Thank you sir. Abba bohot nervous the. Majeed chacha court mein ghoor raha tha.
28/05/26, 3:05 pm - Asif Kirmani Adv: Kaul sb aaj phir nahi aaye, proxy boli HC mein busy hai. Cost 1,000 laga. ND 2 July.
28/05/26, 3:20 pm - Adil Shah Houseboat: Sir yi chu teesra lati. Har baar HC busy! Waen season chal raha hai, chacha booking se paisa bana rahe hain, hum yahan date pe date.
28/05/26, 3:22 pm - Asif Kirmani Adv: Samajh raha hoon. Court sab note kar rahi hai. Cost ka paisa next date milega.
14/08/26, 8:15 pm - Adil Shah Houseboat: Sir ek baat - Majeed chacha ne Gulnar Palace ke 2 shikare beche hain 1,20,000 mein, Gagribal wale Rafiq ko. Injunction ka kya hua?
14/08/26, 8:40 pm - Asif Kirmani Adv: Photo/proof bhejo. Main contempt / O39 R2A application dekhta hoon.
29/10/26, 2:30 pm - Asif Kirmani Adv: DW nahi aaya. Kaul sb ki proxy ne phir time liya (HC busy). Is baar cost 1,500. ND 26 Nov for DW1.
29/10/26, 2:45 pm - Adil Shah Houseboat: Sir chacha bol raha tha ghar pe ke "case 5 saal chalega". Kyah karav?
""")

up("backlog/2026-11/WhatsApp Chat with Ashraf Malik Dry Fruits.txt", "whatsapp_export", "Asif Iqbal Kirmani", "2026-11-26", ["C05"], ["C05-H07", "C05-H08", "C05-H09"], """
23/09/26, 1:50 pm - Asif Kirmani Adv: Ashraf sb, settlement signed in court. 4,80,000 in 3 instalments of 1,60,000. First DD given today, I have it. 2nd by 28 Oct, 3rd by 16 Dec.
23/09/26, 2:10 pm - Ashraf Malik Dry Fruits: Theek hai sahab. Interest chhod diya hamne, bas paisa aaye. DD main kal le lunga chamber se.
28/10/26, 1:05 pm - Asif Kirmani Adv: Doosri kisht nahi aayi. Court ne 25.11 tak time diya, Tanveer ne undertaking di hai court mein.
28/10/26, 1:30 pm - Ashraf Malik Dry Fruits: Sahab yi chu tamashe. Yeh aadmi hamesha aisa karta hai, market mein sabko aise hi ghumata hai. Agar 25 ko nahi diya toh case chalao, settlement khatam.
25/11/26, 3:40 pm - Asif Kirmani Adv: Aaj 2nd instalment 1,60,000 ka DD diya court mein. Teesri 16 Dec ko due. ND 16.12.2026
25/11/26, 3:55 pm - Ashraf Malik Dry Fruits: Alhamdulillah. Sahab 3,20,000 aa gaya total. Baaki 1,60,000 pe nazar rakhna.
26/11/26, 10:10 am - Ashraf Malik Dry Fruits: DD collect kar liya Insha madam se. J&K Bank mein jama kar diya.
""")

up("backlog/2026-11/WhatsApp Chat with Haleema Aunty Soura.txt", "whatsapp_export", "Asif Iqbal Kirmani", "2026-11-12", ["C06"], ["C06-H04", "C06-H07", "C06-H10"], """
17/03/26, 3:10 pm - Asif Kirmani Adv: Haleema ji, interim maintenance 6,000 per month mila hai, 27 Oct 2025 se. Arrears 3 mahine mein dena hai Irfan ko.
17/03/26, 3:40 pm - Haleema Aunty Soura: Khodayas shukr. Beta, Shazia ki zindagi barbad ho gayi. 6 saal shaadi ko, ab yeh haal. Irfan ki maa ne humse 5 tola sona bhi rakh liya hai, woh bhi wapas chahiye. Shazia ki choti beti bhi bimar hai, dawai ka kharcha alag. Hum ghareeb log hain, Ghulam Hassan sb ki pension bhi kam hai. Aap please jaldi karwao.
17/03/26, 3:45 pm - Asif Kirmani Adv: Sona aur mehr evidence ke baad decide hoga. Sab court mein bolenge.
04/08/26, 4:20 pm - Haleema Aunty Soura: Sahab Insha madam ne bataya Irfan ne aaj 30,000 diya court mein. Baaki kab? Total toh 55,000 ho gaya hai pending.
04/08/26, 4:30 pm - Asif Kirmani Adv: Haan 30,000 aaj mila. Baaki ke liye execution dalenge agar nahi diya. Ghulam Hassan sb ka statement bhi ho gaya aaj.
10/11/26, 2:50 pm - Asif Kirmani Adv: Arguments dono taraf complete. Order reserved. 11 December ko faisla.
10/11/26, 3:15 pm - Haleema Aunty Soura: Inshallah. Beta ek baat, Irfan ki dusri shaadi ki baat chal rahi hai Ganderbal mein, log bata rahe hain. Kya isse case pe asar hoga?
10/11/26, 3:22 pm - Asif Kirmani Adv: Order ke baad dekhenge. Abhi kuch mat karo, kisi se jhagda mat karo.
""")

up("backlog/2026-08/WhatsApp Chat with Nazir Lone Gund.txt", "whatsapp_export", "Asif Iqbal Kirmani", "2026-08-11", ["C03"], ["C03-H01", "C03-H03", "C03-H05"], """
16/02/26, 1:20 pm - Asif Kirmani Adv: Nazir, bail mein notice gov. GA ko SHO Kangan se status report laani hai. ND 16 March.
16/02/26, 1:45 pm - Nazir Lone Gund: Sir Bashir bhai sirf driver tha, gaadi Mushtaq Sheikh ki hai. Mushtaq ko Ganderbal court ne bail de di, Bashir abhi bhi andar. Ghar mein 3 bache hain.
16/02/26, 1:50 pm - Asif Kirmani Adv: Mushtaq ka bail order copy mujhe bhejo, parity ka point hai.
23/03/26, 12:30 pm - Asif Kirmani Adv: Bail ho gaya! Personal bond 50,000 + 1 surety. Har Sunday SHO Kangan ke paas haziri dena hai, aur J&K se bahar nahi jaana.
23/03/26, 12:40 pm - Nazir Lone Gund: Khoda sund shukur. Surety mein mera chacha Ghulam Nabi ban jayega, uski zameen hai.
20/07/26, 7:15 pm - Nazir Lone Gund: Sir Bashir ko Sonamarg mein driver ka kaam mila hai, har Sunday Kangan aana mushkil hai, season ka time. Kuch ho sakta hai?
20/07/26, 7:30 pm - Asif Kirmani Adv: Haan, relaxation ki CrlM file karte hain.
10/08/26, 1:05 pm - Asif Kirmani Adv: Condition relax ho gayi. Ab sirf mahine ka pehla Sunday haziri.
10/08/26, 1:12 pm - Nazir Lone Gund: Bahut shukriya sahab. Challan Ganderbal court mein file ho gaya hai, pehli date 3 Sept hai wahan.
""")

up("backlog/2026-11/WhatsApp Chat with Yousuf Dar Pampore.txt", "whatsapp_export", "Asif Iqbal Kirmani", "2026-11-03", ["C02"], ["C02-H06", "C02-H08"], """
20/07/26, 2:10 pm - Asif Kirmani Adv: Yousuf sb, department ne seniority list di aaj. Aap serial 37 par ho. 1 se 22 tak 2016 mein regular ho gaye the.
20/07/26, 2:35 pm - Yousuf Dar Pampore: Sahab 22 saal ho gaye nursery mein. Mere saath wale Ghulam Mohd Ganie ke bete ko regular kar diya 2016 mein, woh mujhse 2 saal junior tha. Yeh list galat hai. Main 2003 se kaam kar raha hoon, 2004 likha hai.
20/07/26, 2:40 pm - Asif Kirmani Adv: 2003 ka koi proof hai? Muster roll, payment slip?
20/07/26, 3:05 pm - Yousuf Dar Pampore: Muster roll ki photocopy hai 2003 ki, nursery incharge ke sign hain. Kal laata hoon.
02/11/26, 3:30 pm - Asif Kirmani Adv: Affidavit phir nahi aaya. Dy AG ne time liya. Judge ne last opportunity di, nahi toh Secretary khud aayenge court mein. ND 9 Dec.
02/11/26, 3:50 pm - Yousuf Dar Pampore: Sahab 2,000 cost bhi abhi tak nahi diya unhone February wala. Meri retirement 2029 mein hai.
02/11/26, 3:52 pm - Asif Kirmani Adv: Cost ka point next date par uthayenge.
""")

up("backlog/2026-11/WhatsApp Chat with Tariq Lone Harwan.txt", "whatsapp_export", "Asif Iqbal Kirmani", "2026-11-17", ["C07"], ["C07-H05", "C07-H09"], """
01/06/26, 3:15 pm - Asif Kirmani Adv: Tariq, Showkat Hussain Bhat ka statement ho gaya aaj. 2023 ka sale deed 18 lakh per kanal prove kiya. Judge saeb ne phir pucha circle rate kitna hai Harwan ka, woh certificate bhi chahiye.
01/06/26, 3:40 pm - Tariq Lone Harwan: Sir circle rate wala certificate Tehsil se le aata hoon. Abba (Gani Lone sb) bol rahe the 62 pedh the seb ke, 4,34,000 bohot kam hai, ek pedh 20 saal ka tha.
01/06/26, 3:45 pm - Asif Kirmani Adv: Trees ke liye Horticulture ka valuation challenge karenge arguments mein.
16/11/26, 1:40 pm - Asif Kirmani Adv: Aaj Dy AG Malik sb ne arguments ke liye time liya. ND 7 Dec.
16/11/26, 2:05 pm - Tariq Lone Harwan: Sir Raja Begum (meri chachi) ka intiqal ho gaya 2 Nov ko. Uska kya karna hai case mein?
16/11/26, 2:10 pm - Asif Kirmani Adv: Inna lillahi. LRs bring on record karne honge - application dalenge. Unke bachon ke naam aur death certificate bhejo.
""")

up("backlog/2026-01/WhatsApp Chat with Munshi Ghulam Rasool.txt", "whatsapp_export", "Ghulam Rasool Ganie", "2026-01-20", ["C04", "C07", "C02"], ["C04-H01", "C07-H01", "C02-H02"], """
11/12/25, 4:05 pm - Munshi Ghulam Rasool: السلام علیکم صاحب۔ سب جج کورٹ، غلام محمد شاہ بنام عبدالمجید شاہ (ہاؤس بوٹ) — جواب دعویٰ داخل نہیں ہوا۔ کول صاحب کا پراکسی آیا، بولا ہائی کورٹ میں مصروف ہیں۔ 500 روپے خرچہ لگا۔ اگلی تاریخ 15-01-2026
11/12/25, 4:06 pm - Asif Kirmani Adv: ok shukriya
05/01/26, 2:30 pm - Munshi Ghulam Rasool: پرنسپل ڈسٹرکٹ جج — ہاروَن ریفرنس (عبدالغنی لون)۔ کلیکٹر سے ریکارڈ منگوایا گیا۔ اگلی تاریخ ۰۹-۰۲-۲۰۲۶
05/01/26, 2:31 pm - Munshi Ghulam Rasool: ریکارڈ کے لیے پروسیس فیس جمع کر دی، 50 روپے
19/01/26, 3:45 pm - Munshi Ghulam Rasool: ہائی کورٹ کورٹ نمبر 7 — محمد یوسف ڈار (ہارٹیکلچر)۔ سرکار نے اعتراضات داخل نہیں کیے، ڈپٹی اے جی میر صاحب نے ہدایات کے لیے وقت مانگا۔ اگلی تاریخ 23-02-2026
19/01/26, 3:50 pm - Asif Kirmani Adv: 👍
""")

up("backlog/2026-11/WhatsApp Chat with Munshi Ghulam Rasool.txt", "whatsapp_export", "Ghulam Rasool Ganie", "2026-11-27", ["C04", "C07", "C05"], ["C04-H10", "C07-H09", "C05-H09"], """
29/10/26, 3:10 pm - Munshi Ghulam Rasool: صاحب ہاؤس بوٹ کیس — خرچہ 1500 روپے کا حکم ہوا، کول صاحب کی طرف سے۔ پچھلا 1000 روپے والا ابھی تک نہیں ملا۔ اگلی تاریخ 26-11-2026
16/11/26, 2:00 pm - Munshi Ghulam Rasool: ہاروَن ریفرنس — ڈپٹی اے جی ملک صاحب نے بحث کے لیے وقت مانگا۔ اگلی تاریخ ۰۹-۱۲-۲۰۲۶
16/11/26, 2:40 pm - Munshi Ghulam Rasool: معاف کیجیے صاحب، غلطی ہو گئی۔ ہاروَن ریفرنس کی اگلی تاریخ ۰۷-۱۲-۲۰۲۶ ہے، ۹ تاریخ یوسف ڈار کی ہے۔ پیشکار سے دوبارہ پوچھ لیا۔
25/11/26, 4:15 pm - Munshi Ghulam Rasool: اشرف ملک بنام تنویر — دوسری قسط کا ڈرافٹ جمع ہو گیا۔ اگلی تاریخ 16-12-2026
27/11/26, 11:00 am - Munshi Ghulam Rasool: صاحب ہاؤس بوٹ کیس کے 1000 + 1500 خرچہ کول صاحب کے منشی نے آج دے دیا، 2500 روپے، رسید رکھ لی۔
""")

# ---------------------------------------------------------------- the lawyer's own notes, photos, the junior's and the clerk's pages
up("backlog/2025-12/hc 10 dec.txt", "typed_note_txt", "Asif Iqbal Kirmani", "2025-12-10", ["C01"], ["C01-H01"], """
10.12.25 wed   HC Ct 4  (Justice Shah)
WP(Crl) 212/2025 Showkat Ahmad Wani thr father Rashid Wani v UT  - PSA, DMS/PSA/41/2025 dt 18.11.25
- admission. notice issued. GA Irfan Lone accepted notice.
- judge saeb's first q: "where is the record? I want the original file, not a xerox of the dossier." GA undertook to produce the detention record + counter in 4 wks.
- my pts: (1) grounds in english, detenu knows only kashmiri (2) representation dt 01.12.25 not decided (3) stale FIRs 2019 / 2023, bail already in both (4) dossier not supplied - only 5 leaves.
ND 14.01.2026 - counter + record
Rashid sb informed on WA.
""")

up("backlog/2025-12/SWP yousuf 8-12.txt", "typed_note_txt", "Asif Iqbal Kirmani", "2025-12-08", ["C02"], ["C02-H01"], """
8/12 Monday. HC Ct 7 - Justice Andrabi
WP(C) 2741/2025 Mohd Yousuf Dar v UT (Horticulture) - regularisation DRW since 2004, Pampore nursery
Fresh admission. Notice. Mubashir Mir Dy AG accepted for R1-R4. Objections w/in 4 wks.
Madam asked straight: "why were his juniors regularised in 2016 and not him?" - that is our whole case. She likes short petitions, said so.
NDOH 19/1/26
fee: Yousuf paid 5,000 of 15,000.
""")

up("backlog/2026-01/New Text Document (2).txt", "typed_note_txt", "Asif Iqbal Kirmani", "2026-01-15", ["C06", "C01", "C04"], ["C06-H02", "C01-H02", "C04-H02"], """
this week - 13 to 15 jan

tue 13/1 - Family court: Insha went. Shazia objections filed, counselling 2 sittings. ND 10.2.
wed 14/1 - HC Ct 4, Showkat PSA. GA Lone: "record not received from DM office My Lord". No counter either. 2nd time no record (1st date he undertook). Justice Shah was not happy - "I will not keep a man in jail on excuses". ND 11/2/26.
thu 15/1 - Sub Judge, houseboat suit. Kaul filed w/s today, paid Rs 500 cost of last date (receipt taken). W/s: denies one-third share, says Ghulam Qadir gave the boat orally to Majeed in 2015 ("zabani hiba"), plaintiff ran away to Delhi, no contribution to repairs. ND 12.02 for issues.
-- need: reply to hiba plea in replication? check O8 r9.
""")

up("backlog/2026-02/IMG_20260212_174411.jpg", "handwritten_note_photo", "Asif Iqbal Kirmani", "2026-02-12", ["C04"], ["C04-H03"], """
12/2/26  Sub Judge (Rubeena Akhter madam)
Gulnar Palace - CS File 143/2025
Issues framed - 5:
1. Whether pltf has 1/3 share in HB Gulnar Palace? OPP
2. Whether late GQ Shah made oral gift (hiba) to D1 in 2015? OPD
3. Whether pltf entitled to accounts from 1.4.22? OPP
4. Whether suit bad for non-joinder (shikaras / Lakes authority)? OPD
5. Relief.
PE - ND 19.3.26. Madam: "list of witnesses in 15 days, and no adj. without cost in this court". She takes evidence only after 2 pm - tell client come after lunch.
""")

up("backlog/2026-02/notes feb 11.docx", "typed_note_docx", "Asif Iqbal Kirmani", "2026-02-11", ["C01"], ["C01-H03"], """
11 Feb 2026 - HC Court No. 4
Showkat PSA habeas - WP(Crl) 212/2025
Counter affidavit of DM filed today (served in court). Says grounds were "read over and explained in Urdu/Kashmiri" - but the grounds themselves say English / Urdu.
Record again NOT produced. GA: file is with Home Department for the Advisory Board. Justice Shah: last opportunity, an officer not below Dy. Secretary / ADM to appear with the original record on next date. Order dictated in open court.
Rejoinder: I said I would argue on the counter, no rejoinder.
ND 04.03.2026 - record + arguments.
Tell Rashid sb: get detenu's affidavit from jail on language (through jail superintendent).
""")

up("backlog/2026-03/arguments Showkat 4-3.docx", "typed_note_docx", "Asif Iqbal Kirmani", "2026-03-04", ["C01"], ["C01-H04"], """
04.03.2026 - Showkat PSA - arguments (part)
ADM Srinagar (Tanveer-ul-Islam? check name) came with the original record. Record shown to me in court.
What the record has: dossier of SSP 12.11.25, order, grounds (English), execution report 20.11.25, receipt of 5 leaves by detenu signed in English!! (he cannot sign in English, he signs in Urdu - compare vakalatnama).
What it does NOT have: any note that grounds were explained in Kashmiri; any decision on the representation dt 01.12.2025 (Home Dept diary no. recd 01/12/2025) - 3 months now.
Argued 50 min. Judge saeb asked GA twice "where is the decision on the representation?" GA: "will take instructions". Judge: "the Constitution does not wait for instructions".
Part heard. ND 25.03.2026 - GA to reply.
""")

up("backlog/2026-03/IMG_20260316_155032.jpg", "handwritten_note_photo", "Asif Iqbal Kirmani", "2026-03-16", ["C03", "C07"], ["C03-H02", "C07-H03"], """
16.3.26 (Mon)
(1) HC Ct 2 - Bashir Lone bail (Kangan timber)
 status report filed in Ct by GA Qureshi - 42 cft deodar, challan ready, co-accd Mushtaq bailed by Sessions Ganderbal on 2.3.
 Justice Raina read SR first, before letting me open. Asked GA "what custody do you need now?" - GA no answer.
 heard; orders ND 23.3

(2) Pr. Distt Judge - Harwan reference
 LAC record finally recd (after reminder of 9.2). 3 issues:
 (i) mkt value of land on date of notification? (ii) value of 62 apple trees? (iii) relief
 ND 20.4 claimants' evid. - Gani Lone sb PW1.
""")

up("backlog/2026-02/IMG_20260209_170258.jpg", "handwritten_note_photo", "Asif Iqbal Kirmani", "2026-02-09", ["C07"], ["C07-H02"], """
9-2-26  PDJ Sgr
Ref. 19/2024 Gani Lone v Collector
LAC record NOT recd. Ahalmad says letter sent 6.1, no reply.
Court - reminder to Collector through Dy AG, record positively by ND.
ND 16/3
Tariq ko bolna - ration of patience, kuch nahi hoga aaj.
""")

up("backlog/2026-03/showkat 25-3.txt", "typed_note_txt", "Asif Iqbal Kirmani", "2026-03-25", ["C01"], ["C01-H05"], """
25-3-2026 Wed  HC Ct 4  Showkat PSA
GA reply: representation "under consideration", Advisory Board confirmed detention on 29.12.2025. Language plea - relied on the receipt.
My rejoinder 20 min - receipt signed in English by a man who signs in Urdu; Board's confirmation does not cure non-decision of representation.
Judge saeb: "arguments closed, judgment reserved". He never reserves long - said he will pronounce on 22.04.
ND 22.04.2026 (judgment)
""")

up("backlog/2026-04/yousuf rejoinder filing.txt", "typed_note_txt", "Asif Iqbal Kirmani", "2026-04-06", ["C02"], ["C02-H04"], """
06/04/2026  HC Ct 7  Yousuf Dar SWP
- Objections FINALLY filed by Dy AG Mir (copy given in court). They say: no sanctioned post, petitioner's engagement "seasonal", SRO 64 cut-off not met.
- Cost of Rs 2,000 (order 23.02) NOT paid. Mir sb: "being processed". Madam noted it.
- Rejoinder 3 wks. ND 18.5.26
Rejoinder filed 24.04.2026 - diary no. 6612/2026 (Writ section). Annexed muster roll 2003 copy.
""")

up("backlog/2026-04/Shazia PW1 + Gani PW1.txt", "typed_note_txt", "Asif Iqbal Kirmani", "2026-04-21", ["C07"], ["C07-H04"], """
20 Apr (mon) PDJ - Harwan ref.
PW1 Abdul Gani Lone examined. Chief: land was bagh with 62 apple trees (American / Delicious), on road front, neighbouring land sold 18 lakh per kanal in 2023.
Cross by Dy AG Malik - 25 min: "your land is 300 ft inside, not on road" - PW1: "road ke saath hai, khasra 412 road pe hai". Admitted he received award amount under protest on 22.07.2024.
Judge saeb (Wani sb) again: "produce exemplar sale deeds and the circle rate, oral evidence on value is of no use". He says this every date.
ND 01.06.2026 - PW2 (Showkat Hussain Bhat, vendee of 2023 deed)
(21 Apr Shazia PW1 - Insha did it, see WA)
""")

up("backlog/2026-05/yousuf 18 may.txt", "typed_note_txt", "Asif Iqbal Kirmani", "2026-05-18", ["C02"], ["C02-H05"], """
18.05.26 HC 7
Yousuf SWP - rejoinder on record. Madam heard me 10 min.
Directed Director Horticulture to produce the seniority list of DRWs of Pampore nursery engaged before 2005, with the date of engagement of each.
Madam to Dy AG: "and pay the costs, Mr. Mir, the Court does not impose costs as decoration". Still not paid.
ND 20/7/2026 (after vacation)
""")

up("backlog/2026-03/Sub judge 19-3.txt", "typed_note_txt", "Asif Iqbal Kirmani", "2026-03-19", ["C04"], ["C04-H04"], """
19.03.26 Sub Judge Sgr - houseboat suit (Gulnar Palace)
PW1 (Ghulam Mohd Shah) affidavit in chief filed, list of witnesses filed (3).
Kaul sb absent - his proxy (young boy, Ishfaq) : "sir is busy in High Court, Court 9, part heard". Madam gave time - said next time cost. Adj.
2nd time Kaul not there (first was Dec 11).
ND 23.04.26 - PW1 tender + exhibits
Client waited till 4 pm, angry.
""")

up("backlog/2026-07/hb 2-7.txt", "typed_note_txt", "Insha Farooq", "2026-07-02", ["C04"], ["C04-H07"], """
2/7/26 sub judge - houseboat
kaul sb came himself today (first time in this suit!). cross of PW1 concluded, 1 hr 10 min.
main suggestions: (a) pltf lived in delhi 2012-2021, no share in repairs - PW1: "I sent money for new roof 2017, Rs 2,40,000 by bank" (b) oral hiba in 2015 - PW1 denied: "abba never gave anything to anyone in his life, he kept the keys till he died" (c) income is only 3 lakh a season, not 9 - PW1: "booking.com pe 14,000 per night hai".
madam asked kaul to finish by 4, he did.
ND 06.08.2026 PW2 (registration clerk, summons issued)
""")

up("backlog/2026-08/4 and 6 aug.txt", "typed_note_txt", "Asif Iqbal Kirmani", "2026-08-06", ["C06", "C04"], ["C06-H07", "C04-H08"], """
Tue 4.8.26 - Family Court (Shazia)
Irfan paid Rs 30,000 in court towards interim arrears (total due till July ~ 55,000). Kaul madam (PJ) : "balance in 4 weeks or warrant".
PW2 Ghulam Hassan Mir (father) examined - proved nikahnama, mehr 2,51,000 unpaid, 5 tola gold given. Cross short.
RW1 Irfan chief affidavit filed. ND 08.09 for cross of RW1.

Thu 6.8.26 - Sub Judge (houseboat)
PW2 Ali Mohammad Mir, Record Keeper, LAWDA (houseboat registration section) - produced register: Gulnar Palace Reg. HB/DL/0917 stands in the name of "Ghulam Qadir Shah (deceased) - LRs" - no transfer to Majeed. Exh. P7.
Cross by Kaul's junior: nothing much.
ND 17.09.2026 - PW3
""")

up("backlog/2026-09/PW3 Ahad Dar statement.docx", "typed_note_docx", "Asif Iqbal Kirmani", "2026-09-17", ["C04"], ["C04-H09"], """
17 September 2026 - Court of Sub Judge, Srinagar - Civil Suit File No. 143/2025 (Gulnar Palace)
PW3 Abdul Ahad Dar s/o Ghulam Mohi-ud-Din Dar, owner of HB "New Shalimar", Ghat No. 9, age 67
Chief: knew Ghulam Qadir Shah 40 yrs; GQ used to say "yi naav chu treyen hunz" (this boat is of the three sons); never heard of a gift to Majeed; plaintiff came every summer and paid for the 2017 roof.
Cross (Kaul himself): PW3 admitted he had a quarrel with D1 over ghat parking in 2021. Denied he is deposing out of enmity.
Plaintiff's evidence CLOSED by statement.
Madam (Rubeena Akhter) - DW list in 15 days, "defendants will not get time without heavy cost".
ND 29.10.2026 - DE
""")

up("backlog/2026-11/25-26 nov.txt", "typed_note_txt", "Asif Iqbal Kirmani", "2026-11-26", ["C05", "C04"], ["C05-H09", "C04-H11"], """
25/11 wed - JMIC (Ashraf v Tanveer)
2nd instalment Rs 1,60,000 - DD No. 447219 (J&K Bank Lal Chowk) handed over in court. Undertaking of 28.10 complied, one month late.
Balance: 3rd instalment 1,60,000 due 16.12.2026. JMIC sb: "after the last one, compounding application together". ND 16.12.26

26/11 thu - Sub Judge (houseboat)
DW1 Abdul Majeed Shah (D1) examined in chief - affidavit tendered. Says: oral hiba 2015 in presence of "Moulvi sb and neighbours" - named no neighbour. Produced booking register 2022-25 showing income Rs 3,10,000 / season avg.
Time over at 4.15. Cross of DW1 by me on ND.
ND 17.12.2026 - cross DW1. Madam: "cross must finish that day".
Prepare: 2 shikaras sold (Adil's info, Aug) - confront DW1.
""")

up("backlog/2026-04/cheque case 29-4.txt", "typed_note_txt", "Insha Farooq", "2026-04-29", ["C05"], ["C05-H04"], """
29-04-2026 jmic sgr - ashraf malik v tanveer khan - 138
CW1 (ashraf sb) cross by zahoor wani sb.
- suggestion: cheque given as security in 2024 for a future deal, blank - CW1 denied. "Tanveer sb ne apne haath se amount bhara mere saamne, 2 June ko."
- suggestion: no invoice for almonds - CW1 produced 11 bills (kacha bills) - Ex CW1/5 to CW1/15 marked.
- accused present today (!)
JMIC sb (Rather sb) in end: "why don't you people sit together? 4.8 lakh for a 138 case, two years more..." - he says this in every 138 case.
ND 15/07/26 for 313.
""")

up("backlog/2026-08/IMG-20260819-WA0011.jpg", "handwritten_note_photo", "Ghulam Rasool Ganie", "2026-08-19", ["C05"], ["C05-H06"], """
۱۹-۰۸-۲۰۲۶
جوڈیشل مجسٹریٹ — اشرف ملک بنام تنویر خان
ملزم حاضر ہوا۔ بیان زیر دفعہ 313 ریکارڈ ہوا۔
ملزم نے کہا چیک سکیورٹی کا تھا۔
مجسٹریٹ صاحب نے دونوں فریقین کو صلح کے لیے کہا۔ ظہور وانی صاحب نے کہا کہ ملزم قسطوں میں پیسہ دینے کو تیار ہے۔
اگلی تاریخ 23-09-2026 — صلح
""")

up("backlog/2026-09/shazia RW1 cross 8.9.txt", "typed_note_txt", "Asif Iqbal Kirmani", "2026-09-08", ["C06"], ["C06-H08"], """
8.9.26 Family Ct - Shazia v Irfan - RW1 cross by me
RW1 Irfan Ahmad Bhat: admits he runs "Bhat Mobile Care", Buchpora since 2020 - "dukaan chalti hai, kamai kam hai, 12-15 hazar". Admits shop rent Rs 4,000 and he pays EMI Rs 3,200 for a bike (Pulsar) bought 2025.
Admits mehr 2,51,000 not paid - "dena hai, lekin abhi nahi hai". Denies 5 tola gold with his mother, says 2 tola only.
Balance interim arrears still not paid (only the 30,000 of Aug).
Evidence closed both sides. PJ: arguments, written notes also.
ND 13.10.26 args
""")

up("backlog/2026-11/shazia args 10-11.txt", "typed_note_txt", "Asif Iqbal Kirmani", "2026-11-10", ["C06"], ["C06-H10"], """
10-11-2026  Family Court  Shazia maintenance + mehr
Rather sb argued 30 min: no income, wife left voluntarily, mehr deferred so not payable till divorce/death. Cited some Allahabad HC case.
My reply 15 min: deferred mehr becomes payable on demand when the wife is driven out; his own admission in cross on mehr; admitted income 12-15k + EMI = capacity.
PJ (Shaheena Kaul madam): asked Rather, "is he ready to take her back with dignity? then say so on affidavit" - Rather no instructions. She does this - always asks about taking back before ordering.
Orders reserved. ND 11/12/2026 for orders.
Written submissions filed by me (6 pages).
""")

up("backlog/2026-07/harwan 13 july.txt", "typed_note_txt", "Asif Iqbal Kirmani", "2026-07-13", ["C07"], ["C07-H06"], """
13 July 2026 - PDJ Srinagar - Harwan reference
Respondents' evidence. No witness from Collector side. Dy AG Malik: "Naib Tehsildar on election duty".
Court: summons to Naib Tehsildar Harwan to appear with the field book / jamabandi; if absent, evidence closed.
Circle rate certificate (Rs. 16,50,000 per kanal for Harwan road-front, 2023-24) - filed by us today, taken on record.
ND 24.08.26
""")

up("backlog/2026-08/RW1 NT harwan 24-08.txt", "typed_note_txt", "Asif Iqbal Kirmani", "2026-08-24", ["C07"], ["C07-H07"], """
24/08/2026 PDJ - Harwan ref - RW1 Naib Tehsildar Harwan (Mohammad Ramzan Wani) examined.
Chief: award based on avg of 3 sale deeds of 2021-23 in the village (Rs 9.5 lakh/kanal).
My cross - 40 min:
 - admits all 3 deeds were of land 'away from road', none road-front - YES admitted.
 - admits khasra 412 abuts the road - admitted "partly".
 - admits 2023 deed No. 5521 (18 lakh/kanal) adjoins acquired land - "it is in the same block".
 - did not count apple trees himself, relied on Horticulture's list.
Respondent evidence closed.
ND 05.10.2026 - arguments (claimants first)
""")

up("backlog/2026-10/args harwan 5 oct.txt", "typed_note_txt", "Asif Iqbal Kirmani", "2026-10-05", ["C07"], ["C07-H08"], """
5.10.26 PDJ - Harwan ref - my arguments (1 hr)
Claim: Rs 18,00,000 per kanal (exemplar 2023 deed + RW1's admission), 62 trees at Rs 15,000 each = 9,30,000 (not 4,34,000), solatium + 12% on enhanced.
Judge Wani sb: "Mr. Kirmani, your deed is for 2 kanals, yours is 6 kanals - what deduction for size?" - I said 10% at most. He seemed to accept the deed.
Dy AG Malik to argue ND. ND 16.11.2026
""")

up("backlog/2026-11/harwan 16 nov.txt", "typed_note_txt", "Asif Iqbal Kirmani", "2026-11-16", ["C07"], ["C07-H09"], """
16/11/26  PDJ  Harwan reference
Malik sb (Dy AG) - "not ready, file with R&B for instructions", sought time. 2nd time he has asked for time in this case (1st: record, Feb). Judge gave time - "last".
Raja Begum (claimant 3) died 02.11.2026 - LR application to be filed.
ND 9.12.26 - resp. arguments
""")

up("backlog/2026-11/CORRECTION harwan date.txt", "typed_note_txt", "Asif Iqbal Kirmani", "2026-11-17", ["C07"], ["C07-H09"], """
17.11.26 - correction to my note of yesterday (harwan 16 nov):
Harwan ND is 07.12.2026 (Monday), NOT 9.12. 9.12 is Yousuf SWP in HC. Munshi confirmed with peshkar. Diary corrected.
LR application for Raja Begum - draft by Insha, file by 30 Nov.
""")

up("backlog/2026-06/Showkat Hussain Bhat PW2.docx", "typed_note_docx", "Asif Iqbal Kirmani", "2026-06-01", ["C07"], ["C07-H05"], """
1 June 2026 - Principal District Judge, Srinagar - Reference (LA) 19/2024 - PW2
PW2 Showkat Hussain Bhat s/o Abdul Aziz Bhat, Dara, age 44, contractor.
Chief: bought 2 kanals khasra 409 Harwan from G.M. Sofi on 12.09.2023 for Rs 36 lakh (18 lakh/kanal), deed No. 5521/2023 - certified copy Ex PW2/1. His land is next to Gani Lone's, same road.
Cross (Dy AG): "price inflated to get loan" - denied. Admitted he paid through bank, 3 cheques.
Judge asked for the circle rate certificate for the next date.
ND 13/07/2026 - respondents' evidence
""")

up("backlog/2026-07/CrlM relaxation Bashir.txt", "typed_note_txt", "Asif Iqbal Kirmani", "2026-07-27", ["C03"], ["C03-H04"], """
27-07-2026 HC Ct 2 (Justice Raina)
Bail App 88/2026 - CrlM 1402/2026 for relaxation of Sunday reporting (Bashir got driver job at Sonamarg).
Filed 22.07.2026, diary No. 9184.
Judge: wanted SHO Kangan's report on compliance so far - GA Qureshi had nothing. "Report first, then I will see." ND 10.8.26
Bashir has reported all 17 Sundays - Nazir has the SHO's roznamcha entries photos.
""")

up("backlog/2026-09/yousuf 7 sept.txt", "typed_note_txt", "Asif Iqbal Kirmani", "2026-09-07", ["C02"], ["C02-H07"], """
7 Sep 26 Mon - HC Ct 7 Yousuf SWP
Argued on seniority list: S.No. 1-22 regularised in 2016, petitioner at 37, but those at 23-36 are also pending - so no discrimination?? Madam's question. My answer: 2016 screening committee considered only 22 because only 22 posts; 2018 new posts (14 Mali posts) never filled by DRWs.
Order: Commissioner/Secretary Horticulture to file compliance affidavit: why the case of DRWs from S.No. 23 onwards (incl. petitioner) not placed before screening committee against the 2018 posts.
Costs of 2,000 still unpaid - madam: "costs with the affidavit".
ND 02.11.2026
""")

up("backlog/2026-11/yousuf 2 nov.txt", "typed_note_txt", "Asif Iqbal Kirmani", "2026-11-02", ["C02"], ["C02-H08"], """
02/11/26  HC 7  Yousuf SWP
No compliance affidavit. Dy AG Mir - "instructions awaited from the Department" - same line as January and February. 3rd time.
Madam: last opportunity; if not filed, Commissioner/Secretary Horticulture in person on ND. Registry to communicate.
ND 09.12.2026
""")

up("backlog/2026-07/SWP 20-7.txt", "typed_note_txt", "Asif Iqbal Kirmani", "2026-07-20", ["C02"], ["C02-H06"], """
20.07.2026 HC Ct 7  Yousuf SWP
Seniority list produced by Director Horticulture (dated 14.07.2026). Petitioner at S.No. 37, engagement shown 01.05.2004 (client says 2003 - muster roll 2003 annexed with rejoinder).
Heard 15 min. Madam: "I want to know what happened to those at 23 onwards". ND 07.09.2026
""")

up("backlog/2025-12/call note yousuf.txt", "typed_note_txt", "Asif Iqbal Kirmani", "2025-12-20", ["C02"], [], """
20 Dec 2025 - call from Yousuf Dar (Pampore) 8.40 pm
- nursery incharge threatening to drop him from muster roll "because you went to court". Told him: note date/time of every such talk, do not argue, keep going to work.
- He will bring 2003 muster roll photocopy + 2016 regularisation order copy (Govt Order 118-HORT of 2016).
- Balance fee 10,000 - after objections.
""")

up("backlog/2026-12/plan 7-12 dec.txt", "typed_note_txt", "Asif Iqbal Kirmani", "2026-12-04", ["C07", "C02", "C06", "C05", "C04"], [], """
plan - next week (fri 4.12 written)
Mon 7  - PDJ Harwan ref: Dy AG args. LR appl for Raja Begum - filed? (Insha) ask.
Wed 9  - HC 7 Yousuf SWP: compliance affidavit / Secretary in person. Raise costs 2,000 (unpaid since Feb).
Fri 11 - Family Ct Shazia: orders. Haleema aunty to come with Shazia.
next wk: Wed 16 JMIC Ashraf 3rd instalment + compounding appl (draft). Thu 17 Sub Judge houseboat - cross DW1 (shikaras sale, booking register, hiba witnesses).
also: Showkat - Rashid sb asked about compensation for illegal detention - think. Bashir - Ganderbal trial, not ours.
""")

up("backlog/2025-12/ashraf 17-12 BW.txt", "typed_note_txt", "Asif Iqbal Kirmani", "2025-12-17", ["C05"], ["C05-H01"], """
17.12.25 - JMIC (Insha attended). Ashraf v Tanveer, Compl. 512/2025.
Accused absent despite service (served 28.11 - report on file). BW Rs 10,000. ND 21.1.26.
""")

up("backlog/2026-02/IMG_20260223_190145.jpg", "handwritten_note_photo", "Asif Iqbal Kirmani", "2026-02-23", ["C02"], ["C02-H03"], """
23/2 HC 7 Yousuf
Obj. not filed AGAIN - Mir sb "instr." (2nd time)
Madam - 2 wks, cost Rs 2000 to pet., recover from officer.
ND 6/4
""")
