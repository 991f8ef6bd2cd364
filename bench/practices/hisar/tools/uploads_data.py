"""The uploads of the Hisar practice: what the lawyer, the junior Monika and the munshi Ram Kishan actually kept."""

L, J, K = "Pardeep Singh Sihag", "Monika Beniwal", "Ram Kishan Saini (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2025-09/WhatsApp Image 2025-09-18 at 16.22.05.jpeg", "document_photo", "Halqa Patwari, Dhansu", "2025-09-18", ["C01"], [], """
JAMABANDI SAAL 2021-22 (NAKAL)   Mauza Dhansu   Tehsil & Zila Hisar   H.B. No. 54
Khewat No. 187   Khatoni No. 243
Malik: Satbir Singh 1/2, Jagdish 1/2 puttran Chandgi Ram (bajariye intkal No. 4417 bar-binaye wasiyat)
Pehle: Chandgi Ram s/o Nanak Chand 1/1
Khasra: 61//7 (8-0), 61//8 (8-0), 61//14 (7-12), 62//3 (8-0)   Kul 31 kanal 12 marla   Nehri
Nakal jari 18.09.2025                                     sd/- Patwari Halqa Dhansu
""")
u("backlog/2025-10/Plaint Randhir v Satbir final.pdf", "document_scan", L, "2025-10-27", ["C01"], [], """
IN THE COURT OF CIVIL JUDGE (JUNIOR DIVISION), HISAR
Civil Suit No. ____ of 2025
Randhir Singh s/o late Chandgi Ram, r/o village Dhansu, Tehsil & Distt. Hisar            ...Plaintiff
Versus
1. Satbir Singh  2. Jagdish  both sons of late Chandgi Ram  3. Smt. Rajbala d/o late Chandgi Ram   ...Defendants
SUIT FOR DECLARATION that mutation No. 4417 of village Dhansu sanctioned on 23.08.2024 on the basis of an alleged
will dated 12.03.2019 of late Chandgi Ram is null and void and not binding on the plaintiff, and for JOINT
POSSESSION of 1/3 share in khewat No. 187, khatoni No. 243, 31 kanal 12 marla, as per jamabandi for the year 2021-22.
3. That Chandgi Ram died intestate on 04.01.2024. No will was ever executed; he was bed-ridden since 2018.
4. That the mutation was sanctioned without notice to the plaintiff and without any munadi in the village.
Value for court fee and jurisdiction Rs. 2,00,000.            Through: Pardeep Singh Sihag, Advocate, Hisar
Dated 27.10.2025
""")
u("backlog/2026-04/WS D1 D2 Dhansu scan.pdf", "document_scan", "Sh. Pawan Bishnoi, Adv. for D1-D2", "2026-04-17", ["C01"], [], """
IN THE COURT OF MS. SHIVANI GODARA, CIVIL JUDGE (JR. DIVN.), HISAR      CS No. 318 of 2025
WRITTEN STATEMENT ON BEHALF OF DEFENDANTS NO. 1 AND 2
Preliminary objections: the suit is barred by limitation; the plaintiff has no cause of action.
On merits: late Chandgi Ram executed a registered will dated 12.03.2019 (Regd. No. 2231, Sub-Registrar Hisar) in
favour of defendants 1 and 2 who served him in his old age. The plaintiff lives in Hisar city since 2010 and never
looked after his father. The will was attested by Jai Singh Lambardar and Om Dutt. Mutation No. 4417 was rightly
sanctioned. Suit be dismissed with costs.          Through: Pawan Bishnoi, Advocate
""")
u("backlog/2026-03/disability and bills Mahavir.pdf", "document_scan", "Civil Hospital Hisar / Sanjivani Ortho Hospital", "2026-03-16", ["C02"], [], """
SANJIVANI ORTHO & TRAUMA HOSPITAL, Delhi Road, Hisar
Patient: Mahavir Singh, 34 M, r/o Ladwa   IPD No. 2026/0412   Admitted 11.02.2026 (night, RTA), Discharged 24.02.2026
Diagnosis: closed fracture shaft left femur + fracture left tibia; ORIF with interlocking nail done 12.02.2026
Final bill: Rs. 1,84,900 (paid).  Follow-up, physiotherapy and medicines bills attached separately.
Treating surgeon: Dr. Naveen Kalra, MS (Ortho)
----
CIVIL HOSPITAL HISAR - MEDICAL BOARD: permanent physical disability 35% (thirty five per cent) in relation to left
lower limb. Dated 16.03.2026.
""")
u("backlog/2025-09/inspection committee report Siswal.pdf", "document_scan", "Office of the Deputy Director of Agriculture, Hisar", "2025-09-04", ["C03"], [], """
OFFICE OF THE DEPUTY DIRECTOR OF AGRICULTURE, HISAR
Report of the District Level Inspection Committee - complaint of farmers of village Siswal (Block Adampur)
Date of inspection: 26.08.2025.  Crop: BT cotton (narma), hybrid SHS-45 BG-II of Shakti Hybrid Seeds Pvt. Ltd.,
sown 08-15 May 2025, purchased from M/s Kisan Beej Bhandar, Adampur (bills produced).
Findings: plants 5-6 ft tall, excessive vegetative growth, very poor boll formation (4-6 bolls per plant against
35-40 normal), off-type plants observed in large number. Pink bollworm incidence low (below ETL).
Loss assessed 70 to 80 per cent on 46 acres of 7 farmers. Sample of seed packets (same lot No. SH-2504) retained by farmers.
Members: SDAO Adampur, Cotton Scientist (CCS HAU), QCI, representative of company (did not sign).
""")
u("backlog/2025-05/IMG_20250512_183340.jpg", "document_photo", "M/s Kisan Beej Bhandar, Adampur", "2025-05-12", ["C03"], [], """
KISAN BEEJ BHANDAR   Anaj Mandi, Adampur (Hisar)   Lic. No. HSR/ADM/S-118
Bill No. 2214   Date 12.05.2025   Name: Bhagat Ram, Siswal
SHS-45 BG-II (Shakti)  Lot SH-2504   18 pkt x 864 = 15,552
Total Rs. 15,552/-   (nakad)      sd/-
""")
u("backlog/2026-02/M&P checking report chakki.pdf", "document_scan", "DHBVN, M&P Lab Hisar / SDO (OP) Model Town", "2026-02-06", ["C04"], [], """
DAKSHIN HARYANA BIJLI VITRAN NIGAM - OFFICE OF SDO (OP) SUB DIVISION MODEL TOWN, HISAR
Memo No. 612/SA   Dated 06.02.2026
To: Sh. Om Parkash Saini, Saini Atta Chakki, Kaimri Road, Hisar   A/c No. NDS-H41-0873 (sanctioned load 18.5 kW)
Your meter was checked in M&P Lab on 14.01.2026 and found SLOW by 38.6%. Accordingly your account has been
overhauled for the period 01/2025 to 12/2025 (12 months) and a sum of Rs. 1,84,560/- is chargeable as sundry
charges, which shall be added in your next bill. Deposit within 15 days failing which the connection shall be
disconnected without further notice.                    SDO (OP), Model Town, Hisar
""")
u("backlog/2026-05/IMG-20260514-WA0007.jpg", "document_photo", "DHBVN cash counter, Model Town", "2026-05-14", ["C04"], [], """
DHBVN   RECEIPT   Sub Div. Model Town Hisar      Rcpt No. 884312     Dt. 14.05.2026
A/c NDS-H41-0873  Om Parkash Saini
Amount: Rs. 30,000/- (Rupees thirty thousand only)  Mode: cash
Remarks: deposited UNDER PROTEST as per order of PLA dt 12.05.2026         Cashier
""")
u("backlog/2026-05/FIR 97 Agroha.pdf", "document_scan", "Police Station Agroha", "2026-05-02", ["C05"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)
District: Hisar   P.S.: Agroha   FIR No. 0097   Date: 02.05.2026
Acts & Sections: NDPS Act, 1985 - 15
Information: on a secret information, a naka was laid near Nangthala mor; a Bolero pick-up coming from Fatehabad side
was stopped; driver disclosed his name as Gurmeet Singh @ Meeta s/o Jarnail Singh r/o Kaberchha (Fatehabad). On search
two plastic katte containing poppy husk (chura post) were recovered, on weighing 22 kg. Accused arrested.
                                            SI Rohtash Kumar, PS Agroha
""")
u("backlog/2026-03/order Hansi 10.03.2026 O7R11.pdf", "document_scan", "Civil Judge (Sr. Divn.), Hansi", "2026-03-10", ["C06"], [], """
IN THE COURT OF SH. NITIN RAJ, CIVIL JUDGE (SR. DIVN.), HANSI
CS No. 77 of 2025   Bimla Devi vs Ram Niwas Goyal
Order on application under Order 7 Rule 11 CPC filed by the defendant
The defendant contends that the agreement to sell the shop at Bara Bazar, Hansi is dated 15.06.2016 and the suit filed
on 22.07.2025 is barred by limitation under Article 54 of the Limitation Act. The plaintiff pleads that no date for
performance was fixed and refusal was only on 02.02.2025. Limitation is a mixed question of law and fact. Application
dismissed. Now for written statement on 07.04.2026.
Announced 10.03.2026.                                   Civil Judge (Sr. Divn.), Hansi
""")
u("backlog/2026-01/cheque return memo Bansal.pdf", "document_scan", "Punjab & Sind Bank, Grain Market Hisar", "2026-01-05", ["C07"], [], """
PUNJAB & SIND BANK   Branch: New Grain Market, Hisar
CHEQUE RETURN MEMO                                   Date: 05.01.2026
Cheque No. 004517 dated 02.01.2026 for Rs. 3,42,800/- drawn by M/s Bansal Trading Co. (prop. Naresh Bansal)
on CA No. 1102xxxxxx, presented by Dalbir Singh through SBI Kheri Barki - RETURNED.
Reason: PAYMENT STOPPED BY DRAWER
""")
u("backlog/2026-01/notice 138 Bansal Trading.docx", "typed_note_docx", L, "2026-01-20", ["C07"], [], """
PARDEEP SINGH SIHAG, Advocate   Chamber 87, District Courts, Hisar
Regd. AD                                                  Dated: 20.01.2026
To: Sh. Naresh Bansal, prop. M/s Bansal Trading Co., commission agents, Shop No. 118, New Grain Market, Hisar
Sub: Notice u/s 138 N.I. Act
My client Dalbir Singh Punia of village Kheri Barki sold his narma (cotton) crop through your firm in Oct-Nov 2025
(J-forms issued by you). Towards the sale price you issued cheque No. 004517 dated 02.01.2026 for Rs. 3,42,800, which
was returned 'payment stopped by drawer' on 05.01.2026. Pay the amount within 15 days of receipt of this notice.
                                                           Advocate
""")
u("backlog/2026-11/IMG_20261119_113012.jpg", "document_photo", "M/s Bansal Trading Co.", "2026-11-19", ["C07"], [], """
FORM J  (Haryana Agricultural Produce Markets Act)   Market Committee Hisar
Commission agent: Bansal Trading Co., Shop 118 New Grain Market   Sr. No. 31877   Date 06.11.2025
Seller: Dalbir Singh, Kheri Barki   Commodity: Narma (cotton)   Qty 52.40 qtl @ 6,540 = 3,42,696
Market fee / HRDF as per rules.                                 sd/- arhtiya
""")

# ---------------- C01 Dhansu intkal suit
u("backlog/2026-04/20260417_124455.jpg", "handwritten_note_photo", L, "2026-04-17", ["C01"], ["C01-H01"], """
17/4/26  CJJD Godara madam (Ct 11)
Randhir v/s Satbir - CS 318/25 (Dhansu)
D1 D2 ka WS aa gaya - Bishnoi. Will 12.3.2019 regd, Jai Singh lambardar gawah.
D3 Rajbala (behan) khud aayi - kehti "mhara bapu koni likh gaya koi will" - supports us. No WS by her.
Replication agli date. ND 15/5
Randhir ne kahya patwari se nakal ki copy aur le lenge.
""")
u("backlog/2026-07/Dhansu issues 10.07.2026.docx", "typed_note_docx", L, "2026-07-10", ["C01"], ["C01-H03"], """
10.07.2026 - CS 318/2025 Randhir Singh v. Satbir Singh & Ors. - CJJD Hisar (Ms. Shivani Godara)
Issues framed (5):
1. Whether mutation No. 4417 is null and void? OPP
2. Whether Chandgi Ram executed a valid will dated 12.03.2019? OPD
3. Whether plaintiff is entitled to joint possession of 1/3 share? OPP
4. Whether suit is within limitation? OPD   5. Relief.
Onus of will on D1-D2 - good for us. PE - ND 07.08.2026. Summon patwari with intkal register (we to file list).
""")
u("backlog/2026-08/CS 318-2025 order 07.08.2026.pdf", "certified_order_sheet_scan", "Civil Judge (Jr. Divn.), Hisar", "2026-08-10", ["C01"], ["C01-H04"], """
IN THE COURT OF MS. SHIVANI GODARA, CIVIL JUDGE (JUNIOR DIVISION), HISAR
CS No. 318 of 2025      Randhir Singh    Vs.    Satbir Singh etc.
07.08.2026
Present: Sh. Pardeep Singh Sihag, Adv. for the plaintiff.
         Sh. Pawan Bishnoi, Adv. for defendants No. 1 and 2.
         Defendant No. 3 in person.
PW1 Randhir Singh has tendered his affidavit Ex. PW1/A and documents Ex. P1 to P4. Learned counsel for defendants
No. 1 and 2 requests for time to cross-examine the witness as he is not prepared. Request is opposed. In the interest
of justice, one opportunity is granted subject to costs of Rs. 1,500/- payable to the plaintiff. Now to come up on
04.09.2026 for cross-examination of PW1.
                                                   Civil Judge (Jr. Divn.), Hisar
""")
u("backlog/2026-09/randhir PW1 cross 4 sep.txt", "typed_note_txt", L, "2026-09-04", ["C01"], ["C01-H05"], """
4.9.26 Dhansu case - PW1 Randhir cross by Bishnoi (1.5 hr)
Costs 1500 received by Randhir.
Bishnoi: "tu 2010 te Hisar rahve, bapu ki sewa koni kari" - R: "har hafte jaata tha, dawai main lata".
Suggested bapu ne 12.3.2019 ko tehsil jaa ke will karwayi - R denied: "bapu 2018 te khaat pe tha, chal koni sakta".
Admitted ration card me bapu ke saath Satbir ka naam.
Next: PW2 patwari, summons with intkal register. ND 9.10.26
""")
u("backlog/2026-10/20261009_160312.jpg", "handwritten_note_photo", L, "2026-10-09", ["C01"], ["C01-H06"], """
9/10  Dhansu - Randhir
Patwari Subhash Chander nahi aaya - summons served tha. Godara madam ne tehsildar Hisar ke through summons,
"original intkal register ke saath". ND 13/11.
Randhir gussa - "patwari unka aadmi se". Samjhaya.
""")
u("backlog/2026-11/dhansu PW2 patwari 13-11.docx", "typed_note_docx", L, "2026-11-13", ["C01"], ["C01-H07"], """
13.11.2026 - Dhansu intkal suit (CS 318/25) - Godara madam
PW2 Subhash Chander, Halqa Patwari Dhansu - came with original record.
Proved jamabandi 2021-22 Ex. PW2/A and intkal No. 4417 Ex. PW2/B.
Cross by me (he is our witness but hostile-ish): intkal sanctioned 23.08.2024 by Circle Revenue Officer;
"Randhir ko notice nahi diya gaya, munadi ka record koni". Good.
PE closed by statement.
ND 11.01.2027 for DE (DW1 Satbir).
""")
u("backlog/2026-11/correction dhansu ND.txt", "typed_note_txt", L, "2026-11-14", ["C01"], ["C01-H07"], """
14/11 correction - Dhansu (Randhir) note of 13.11
ND 11.01.2027 galat likh diya tha (wo Mittal sahab ki doosri file ki date thi).
Sahi agli tarikh 11.12.2026 - DE, DW1 Satbir. Ram Kishan ke register me bhi 11 दिसंबर hai. Randhir ko bata diya.
""")
u("backlog/2026-12/PXL_20261211_103355.jpg", "handwritten_note_photo", L, "2026-12-11", ["C01"], ["C01-H08"], """
11/12/26  Ct 11 - Dhansu
DW1 Satbir - affidavit Ex DW1/A, will copy Ex D1.
My cross (part): Satbir ne maana bapu ka angutha laga, sign koni - "bapu angutha hi lagave tha".
Will pe sign hai!! Note.
Rest cross + DW2 Jai Singh lambardar next. ND 22.1.27
""")
u("backlog/2027-01/CS 318-2025 order 22.01.2027.pdf", "certified_order_sheet_scan", "Civil Judge (Jr. Divn.), Hisar", "2027-01-25", ["C01"], ["C01-H09"], """
IN THE COURT OF MS. SHIVANI GODARA, CIVIL JUDGE (JUNIOR DIVISION), HISAR
CS No. 318 of 2025      Randhir Singh    Vs.    Satbir Singh etc.
22.01.2027
Present: Sh. Pardeep Singh Sihag, Adv. for the plaintiff.
         Sh. Pawan Bishnoi, Adv. for defendants No. 1 and 2.
Cross-examination of DW1 concluded. DW2 Jai Singh is not present. Learned counsel for defendants No. 1 and 2 seeks
adjournment. Already sufficient opportunities have been granted. Last opportunity is granted subject to costs of
Rs. 3,000/- payable to the plaintiff, failing which the evidence of the defendants shall be closed by order. To come
up on 19.02.2027 for remaining evidence of defendants.
                                                   Civil Judge (Jr. Divn.), Hisar
""")
u("backlog/2027-01/dhansu costs note.txt", "typed_note_txt", L, "2027-01-22", ["C01"], ["C01-H09"], """
22/1/27 Dhansu - Bishnoi ka ye doosri baar costs pe adjournment (pehle 1,500 on 7.8.26, aaj 3,000). Total Rs. 4,500
costs ab tak. Godara madam ne saaf kaha "last opportunity". DW2 lambardar ko laana unki zimmedari.
""")
u("backlog/2027-02/DW2 lambardar cross 19.2.27.txt", "typed_note_txt", L, "2027-02-19", ["C01"], ["C01-H10"], """
19.02.27 Dhansu - DW2 Jai Singh Lambardar (attesting witness of will)
Chief: will 12.3.2019 bapu ne apni raazi se karwayi, "main aur Om Dutt gawah".
My cross: admitted he signed at the TEHSIL, not at Chandgi Ram's house; "Chandgi Ram ne mere saamne sign koni kare,
kaagaj pehle te taiyar tha". Also admitted Satbir brought him on his tractor.
Costs 3,000 received. DE to close next. ND 19.3.27
""")
u("backlog/2027-03/20270319_151802.jpg", "handwritten_note_photo", L, "2027-03-19", ["C01"], ["C01-H11"], """
19/3/27 Dhansu (Godara madam)
Om Dutt (2nd attesting wit.) nahi laye - Bishnoi ne DE close kar di by statement.
Arguments - Bishnoi ne time le liya. ND 9/4/27 args.
Prepare: bed-ridden since 2018 + DW2 admission (tehsil) + no munadi (PW2).
""")
u("backlog/2027-02/WhatsApp Chat with Randhir Dhansu.txt", "whatsapp_export", "Randhir Singh (client)", "2027-02-20", ["C01"], ["C01-H10"], """
19/02/27, 18:40 - Randhir Dhansu: Vakil sahab aaj lambardar ne ke kahya, mhara bhai to bahar ghana khush ho rya tha
19/02/27, 18:52 - Pardeep Sihag Adv: Randhir ji lambardar ne cross me maan liya ki sign tehsil me hue, bapu ke saamne koni. Yo mhara point hai. Next 19 March
19/02/27, 18:53 - Randhir Dhansu: Ram Ram ji. Rajbala bhi aavegi agli baar?
19/02/27, 18:55 - Pardeep Sihag Adv: Haan, argument me zarurat koni, par aa jaave to thik
20/02/27, 09:10 - Randhir Dhansu: thik se ji 🙏
""")

# ---------------- C02 Mahavir MACT
u("backlog/2026-07/Mahavir MACT 8 july.docx", "typed_note_docx", L, "2026-07-08", ["C02"], ["C02-H03"], """
08.07.2026 - MACT Hisar (Mittal sahab, ADJ-II) - MACT 88/2026 Mahavir Singh v. Ramesh Kumar & ors
R3 United India Insurance - Deepak Goyal filed WS: (i) driver Ramesh had LMV licence only, no endorsement for
tractor with trolley; (ii) trolley (HR-39-T-xxxx) not insured, policy covers tractor only; (iii) no reflectors,
"claimant himself rash".
R1 R2 (Ajay Poonia) already filed WS on 27.5.
Issues framed. Mittal sahab asked "settlement ki gunjaish se ke?" - Goyal: "instructions le lenge".
PE ND 19.08.2026 - PW1 Mahavir.
""")
u("backlog/2026-08/mahavir PW1 19.8.txt", "typed_note_txt", L, "2026-08-19", ["C02"], ["C02-H04"], """
19.8.26 MACT - Mahavir PW1
Affidavit Ex PW1/A; FIR 58/2026 PS Barwala Ex P1, MLR Ex P2, disability certificate (Medical Board, 35%) Ex P3.
Goyal cross: doodh ka kaam, income? - "roz 900-1000 kamata tha, 40 ghar me doodh". No ITR.
"Raat 8 baje trolley bina reflector ke khadi thi ya chal rahi thi?" - "chal rahi thi, achanak mud gayi".
Mittal sahab ne phir settlement poocha. Doctor ko summon karo.
ND 4.11.26 - PW2 Dr. Kalra (summons issued).
""")
u("backlog/2026-11/MACT 88-2026 order 04.11.2026.pdf", "certified_order_sheet_scan", "MACT, Hisar", "2026-11-06", ["C02"], ["C02-H05"], """
IN THE COURT OF SH. DINESH KUMAR MITTAL, ADDITIONAL DISTRICT JUDGE-II-CUM-PRESIDING OFFICER, MACT, HISAR
MACT No. 88 of 2026      Mahavir Singh    Vs.    Ramesh Kumar & Ors.
04.11.2026
Present: Counsel for the claimant.
         Sh. Ajay Poonia, Adv. for R1 and R2.
         Sh. Deepak Goyal, Adv. for R3-insurance company.
PW2 Dr. Naveen Kalra, Orthopaedic Surgeon, Sanjivani Ortho & Trauma Hospital, Hisar examined and cross-examined. He
proved the treatment record Ex. PW2/A, the bills Ex. P7 to P19 amounting to Rs. 2,36,400/- and deposed that the
claimant suffers permanent disability of 35% in the left lower limb. Remaining evidence of the claimant on 16.12.2026.
                                               Presiding Officer, MACT, Hisar
""")
u("backlog/2026-12/IMG_20261216_141108.jpg", "handwritten_note_photo", L, "2026-12-16", ["C02"], ["C02-H06"], """
16.12.26  MACT Mittal sb
Mahavir - PW3 Sunil s/o Dharam Pal (eyewitness, pichhe motorcycle pe tha) examined.
Goyal cross - "trolley pe reflector the ke?" - "koni the, andhera tha".
PE closed by my statement. RE (insurer) ND 3.2.27
""")
u("backlog/2027-03/mahavir RW1 10.03.2027.docx", "typed_note_docx", L, "2027-03-10", ["C02"], ["C02-H08"], """
10.03.2027 - MACT 88/2026 Mahavir - Mittal sahab
RW1 Ms. Rekha Sharma, Asst. Manager, United India Insurance, Hisar - policy Ex. R3/1 (tractor only, trolley not
covered), DL verification report Ex. R3/2.
My cross: admitted policy is "package" and premium for trailer Rs. 0 - but no endorsement. Admitted no investigator's
report on reflectors.
Insurer's evidence closed.
Mittal sahab again asked settlement - Goyal offered Rs. 6,50,000 full and final. Mahavir refused - "6.5 lakh me ke
hove, taang gayi mhari". Claim is Rs. 25 lakh.
ND 14.04.2027 for arguments.
""")

# ---------------- C03 Siswal seed complaint
u("backlog/2026-07/Siswal seed evidence 21.07.docx", "typed_note_docx", L, "2026-07-21", ["C03"], ["C03-H03"], """
21.07.2026 - CC 214/2025 Bhagat Ram & 6 ors v. Shakti Hybrid Seeds - DCDRC Hisar
Filed evidence by affidavit of all 7 complainants (Bhagat Ram, Satpal, Ishwar, Jagdish Godara, Mange Ram, Balraj,
Sukhdev) + committee report of Deputy Director Agriculture (inspection 26.08.2025) Ex. C-9, bills Ex. C-1 to C-7.
Total area 46 acres; claim Rs. 42,000 per acre = Rs. 19,32,000 + Rs. 2,00,000 compensation + litigation exp.
Jindal (OP1) moved application to send seed sample for testing. We have the sealed packets (lot SH-2504) - no
objection, but at OP1's cost. Reply on next date. ND 01.09.2026.
""")
u("backlog/2026-09/CC 214-2025 order 01.09.2026.pdf", "certified_order_sheet_scan", "District Consumer Disputes Redressal Commission, Hisar", "2026-09-03", ["C03"], ["C03-H04"], """
BEFORE THE DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, HISAR
Consumer Complaint No. 214 of 2025
Bhagat Ram & 6 Ors.    Vs.    Shakti Hybrid Seeds Pvt. Ltd. & Anr.
01.09.2026
Present: Sh. Pardeep Singh Sihag, Adv. for the complainants.
         Sh. Mukesh Jindal, Adv. for OP No. 1.
         OP No. 2 already ex parte.
Application of OP No. 1 for testing of the seed is allowed. Two sealed packets of lot No. SH-2504 produced by the
complainants be sent to the Seed Testing Laboratory, CCS HAU, Hisar for germination and genetic purity test, at the
cost of OP No. 1. Meanwhile OP No. 1 to lead evidence. To come up on 13.10.2026.
                            (Kavita Rohilla) Member        (Amit Ahlawat) President
""")
u("backlog/2027-01/lab report SHS-45.pdf", "document_scan", "Seed Testing Laboratory, CCS HAU Hisar", "2026-12-28", ["C03"], [], """
SEED TESTING LABORATORY, CCS HARYANA AGRICULTURAL UNIVERSITY, HISAR
Test Report No. STL/GOT/2026/341   Referred by: District Consumer Commission, Hisar (CC 214/2025)
Sample: cotton hybrid SHS-45 BG-II, Lot SH-2504, two sealed packets
Germination: 82% (standard 75%) - passes
Genetic purity (grow-out test): 61% (standard 90% for hybrid cotton) - DOES NOT CONFORM
Dated 28.12.2026                                   Seed Analyst
""")
u("backlog/2027-01/siswal lab report 12 jan.txt", "typed_note_txt", L, "2027-01-12", ["C03"], ["C03-H06"], """
12/1/27 Consumer Commission - Siswal beej wala case
Lab report aa gayi: germination 82% thik, par genetic purity sirf 61% (standard 90%) - seed hybrid koni tha poora,
off-type. Mhara case bana.
Jindal ne objections file kari - "sample farmers ke paas raha, tampering". Commission ne copy di, args 23.2.27.
Bhagat Ram ko phone kiya - "ib to jeet gaye ke vakil sahab?" - bola abhi bahas baaki.
""")
u("backlog/2027-02/20270223_130510.jpg", "handwritten_note_photo", L, "2027-02-23", ["C03"], ["C03-H07"], """
23.2.27  DCDRC - Siswal narma
My args done (40 min): committee report 26.8.25 (70-80% loss), lab 61% purity, company rep did not sign.
Rohilla madam asked: packets sealed kisne kiye? - committee ne, 26.8.25.
Jindal: time for args - granted. ND 30/3
""")

# ---------------- C04 chakki bijli bill case (PLA)
u("backlog/2026-07/PLA chakki 14 july.txt", "typed_note_txt", L, "2026-07-14", ["C04"], ["C04-H03"], """
14.7.26 PLA (Arora sahab) - Om Parkash chakki bill
Conciliation: SDO Vikas Dhanda came. Nigam ready to waive only the surcharge, not the Rs. 1,84,560.
Om Parkash: "meter thara, check thara, mhare ne koi bataya bhi koni" - not agreed.
Our point: Sales instruction - overhauling beyond 6 months for slow meter not allowed; meter was never checked
in his presence.
Chairman: "ek aur baar baith ke baat karo". ND 11.8.26
""")
u("backlog/2026-09/IMG_20260915_125014.jpg", "handwritten_note_photo", L, "2026-09-15", ["C04"], ["C04-H05"], """
15/9  PLA - chakki
SDO aaya is baar (Arora sahab ne pichhli baar kaha tha SDO khud aave).
Conciliation fail - Nigam no more than surcharge waiver.
Both sides affidavits. ND 27/10 arguments.
""")
u("backlog/2026-10/PLA 63 args 27.10.docx", "typed_note_docx", L, "2026-10-27", ["C04"], ["C04-H06"], """
27.10.2026 - PLA 63/2026 Om Parkash Saini v. DHBVN - arguments
Argued: (1) meter removed and checked in the lab without notice - no joint checking report signed by consumer;
(2) even if slow, overhauling only for 6 months preceding the checking under Nigam's own sales instructions;
(3) Rs. 30,000 already deposited under protest on 14.05.2026.
Bhardwaj for Nigam: meter sealed, checking valid, 12 months as per audit.
Award to be announced 17.11.2026.
""")
u("backlog/2026-11/PLA award 17.11.2026 Om Parkash.pdf", "certified_order_sheet_scan", "Permanent Lok Adalat (PUS), Hisar", "2026-11-19", ["C04"], ["C04-H07"], """
PERMANENT LOK ADALAT (PUBLIC UTILITY SERVICES), HISAR
PLA Case No. 63 of 2026   Om Parkash Saini    Vs.    DHBVN & Anr.
17.11.2026
Present: Sh. Pardeep Singh Sihag, Adv. for the applicant.
         Sh. Rajender Bhardwaj, Adv. for the respondents.
AWARD
Conciliation having failed, the dispute is decided on merits. The meter was checked in the laboratory without notice
to the applicant. Even otherwise, the account of a slow meter could not be overhauled beyond six months. The demand of
Rs. 1,84,560/- is quashed. The respondents may recover the charges for six months only, worked out at Rs. 61,380/-,
after adjusting Rs. 30,000/- deposited under protest, in six equal monthly instalments, without any surcharge.
Application disposed of accordingly.       (S.K. Arora) Chairman     Member     Member
""")
u("backlog/2026-11/WhatsApp Chat with Om Parkash Chakki.txt", "whatsapp_export", "Om Parkash Saini (client)", "2026-11-18", ["C04"], ["C04-H07"], """
17/11/26, 16:05 - Pardeep Sihag Adv: Om Parkash ji badhai, PLA ne 1,84,560 wala bill khatam kar diya. Sirf 6 mahine ka 61,380 dena hai, 30 hazar jama hai, baaki 6 kisht me, surcharge koni
17/11/26, 16:20 - Om Parkash Chakki: Ram Ram vakil sahab!! Ghani meharbani
17/11/26, 16:21 - Om Parkash Chakki: fees kitni baaki se
18/11/26, 10:02 - Pardeep Sihag Adv: 5,000 baaki. Certified copy aane do, SDO ko deni hai
""")

# ---------------- C05 Meeta NDPS bail
u("backlog/2026-06/Meeta bail 5 june.docx", "typed_note_docx", L, "2026-06-05", ["C05"], ["C05-H01"], """
05.06.2026 - Bail Appl. 1187/2026 Gurmeet Singh @ Meeta v. State - ADSJ-IV Hisar (Lal sahab, NDPS court)
FIR 97/2026 PS Agroha, s. 15 NDPS, 22 kg chura post (intermediate qty - 50 kg commercial, so s. 37 rigour not there).
In custody since 02.05.2026.
Notice to State. Lal sahab: "custody certificate and involvement in other cases" with reply. ND 12.06.2026.
Jarnail Singh (father) came - very worried. Fee Rs. 15,000, 10,000 recd.
""")
u("backlog/2026-06/20260612_112233.jpg", "handwritten_note_photo", L, "2026-06-12", ["C05"], ["C05-H02"], """
12/6  Lal sahab - Meeta bail
PP Vijender Punia reply: Meeta ek aur case me involved - FIR 211/2023 PS Barwala u/s 15 NDPS (4 kg doda post),
trial pending. FSL of 97/26 abhi koni aaya.
Custody cert filed - 41 days.
Args 26/6.
""")
u("backlog/2026-07/WhatsApp Chat with Jarnail Singh.txt", "whatsapp_export", "Jarnail Singh (client's father)", "2026-07-03", ["C05"], ["C05-H03", "C05-H04"], """
26/06/26, 13:12 - Pardeep Sihag Adv: Jarnail ji aaj bahas aadhi hui. PP ne Barwala wale case ka status maanga. 3 July ko order aa sakta
26/06/26, 13:30 - Jarnail Singh: Sat Sri Akal ji. Barwala wale me to wo bari hon wala se
26/06/26, 13:31 - Pardeep Sihag Adv: Us case ki last order sheet ki copy bhejo
03/07/26, 14:48 - Pardeep Sihag Adv: Meeta ki bail ho gayi. 50,000 ka bail bond, ek zamanat. Zamanati le ke kal aa jao, fard aur registry ki copy
03/07/26, 14:50 - Jarnail Singh: Waheguru!! 🙏 kal 10 baje aa jaange
""")
u("backlog/2026-07/Bail 1187-2026 order 03.07.2026.pdf", "certified_order_sheet_scan", "ADSJ-IV (Special Court NDPS), Hisar", "2026-07-06", ["C05"], ["C05-H04"], """
IN THE COURT OF SH. PARVEEN KUMAR LAL, ADDITIONAL DISTRICT & SESSIONS JUDGE-IV, HISAR
Bail Application No. 1187 of 2026     Gurmeet Singh @ Meeta    Vs.    State of Haryana
FIR No. 97 dated 02.05.2026, PS Agroha, u/s 15 NDPS Act
03.07.2026
Present: Sh. Pardeep Singh Sihag, Advocate for the applicant.
         Sh. Vijender Punia, PP for the State.
The recovered quantity (22 kg poppy husk) is less than commercial quantity; the rigour of Section 37 of the NDPS Act is
not attracted. The applicant is in custody since 02.05.2026; investigation is complete. The other case FIR No. 211 of
2023 PS Barwala is pending trial, which by itself is no ground to keep him in custody. The applicant is ordered to be
released on regular bail on furnishing bail bonds of Rs. 50,000/- with one surety in the like amount to the
satisfaction of the trial Court / Duty Magistrate. Application disposed of.
                                        ADSJ-IV, Hisar
""")

# ---------------- C06 Goyal revision (HC)
u("backlog/2026-04/CR-2841-2026 order 24.04.2026.pdf", "certified_order_sheet_scan", "Punjab and Haryana High Court", "2026-04-28", ["C06"], ["C06-H01"], """
IN THE HIGH COURT OF PUNJAB AND HARYANA AT CHANDIGARH
CR-2841-2026
Ram Niwas Goyal                                         ...Petitioner
Versus
Bimla Devi                                              ...Respondent
CORAM: HON'BLE MR. JUSTICE VIVEK SAREEN
Present: Mr. Pardeep Singh Sihag, Advocate for the petitioner.
24.04.2026
Notice of motion for 05.08.2026. Meanwhile, proceedings before the trial Court may continue but the final judgment
shall not be pronounced.
                                                   (VIVEK SAREEN) JUDGE
""")
u("backlog/2026-08/Document_2026-08-05.docx", "typed_note_docx", L, "2026-08-05", ["C06"], ["C06-H02"], """
5 Aug 2026 - HC Ct 22 (Sareen J) - CR 2841/2026 Ram Niwas Goyal v. Bimla Devi (Hansi shop)
Respondent served; Harsh Chhabra appeared, sought time for reply. Granted. Interim order continues (no final judgment
at Hansi). ND 14.10.2026.
Went with Lather ji's clerk - listed at Sr. 63, reached at 12:40.
Ram Niwas on phone: Hansi court ne WS ke liye 2 dates aur de di.
""")
u("backlog/2026-10/IMG_20261015_173501.jpg", "handwritten_note_photo", L, "2026-10-15", ["C06", "C07"], ["C06-H03", "C07-H06"], """
14/10  HC - Goyal CR (Sareen J): Chhabra ne reply de diya. Rejoinder 3 weeks. ND 20/1/27.
15/10  JMIC Yadav madam - Dalbir v Bansal: Dalbir CW1 affidavit tender. Bansal absent - Mittal vakil ne exemption
lagayi, allowed. Cross deferred. ND 19/11.
143A ka paisa abhi tak koni diya (due 9 Nov).
""")
u("backlog/2027-01/goyal CR not reached 20.1.27.txt", "typed_note_txt", L, "2027-01-20", ["C06"], ["C06-H04"], """
20.1.27 HC - Goyal CR (Ct 22) at Sr. 112 - NOT REACHED, board bahut lamba tha. ND 3.3.27 (from website).
Lather ji ke chamber me baitha - Dhansu ke args ki prep kari.
""")
u("backlog/2027-03/CR-2841-2026 order 03.03.2027.pdf", "certified_order_sheet_scan", "Punjab and Haryana High Court", "2027-03-05", ["C06"], ["C06-H05"], """
IN THE HIGH COURT OF PUNJAB AND HARYANA AT CHANDIGARH
CR-2841-2026
Ram Niwas Goyal  Versus  Bimla Devi
CORAM: HON'BLE MR. JUSTICE VIVEK SAREEN
Present: Mr. Pardeep Singh Sihag, Advocate for the petitioner.
         Mr. Harsh Chhabra, Advocate for the respondent.
03.03.2027
Part heard. Learned counsel for the respondent shall address the Court on the question whether the suit filed in
2025 on an agreement dated 15.06.2016, in which no date of performance is fixed, is within limitation, and shall
place on record the legal notice, if any, preceding the suit. Interim order to continue. List on 12.05.2027.
                                                   (VIVEK SAREEN) JUDGE
""")

# ---------------- C07 Bansal arhtiya cheque case
u("backlog/2026-07/20260702_114530.jpg", "handwritten_note_photo", L, "2026-07-02", ["C07"], ["C07-H03"], """
2/7/26  JMIC Yadav madam - Dalbir v Bansal (NACT 1207/26)
Naresh Bansal aaya - BW ke baad. Bail bonds, Sanjay Mittal for him.
Copies supplied. Notice ND 6/8.
Mandi me charcha - Bansal ki dukan pe aur kisaano ke bhi cheque bounce hue.
""")
u("backlog/2026-08/Dalbir v Bansal notice 6.8.26.docx", "typed_note_docx", L, "2026-08-06", ["C07"], ["C07-H04"], """
06.08.2026 - NACT 1207/2026 Dalbir Singh Punia v. Naresh Bansal - JMIC Hisar (Ms. Ritu Yadav)
Notice u/s 251 CrPC / 274 BNSS framed. Pleaded not guilty. Defence (Mittal): cheque was a blank "security" cheque
given to Dalbir against the kachchi parchi account, amount already paid in cash.
Our reply: J-form of 06.11.2025 shows the narma sale; no receipt of cash.
Filed application u/s 143A NI Act for 20% interim compensation. Reply next date. ND 10.09.2026.
""")
u("backlog/2026-09/NACT 1207-2026 order 10.09.2026.pdf", "certified_order_sheet_scan", "JMIC, Hisar", "2026-09-12", ["C07"], ["C07-H05"], """
IN THE COURT OF MS. RITU YADAV, JUDICIAL MAGISTRATE FIRST CLASS, HISAR
NACT No. 1207 of 2026     Dalbir Singh Punia    Vs.    Naresh Bansal
10.09.2026
Present: Sh. Pardeep Singh Sihag, Adv. for the complainant.
         Accused on bail with Sh. Sanjay Mittal, Adv.
Application u/s 143A of the N.I. Act. Heard. The accused is directed to pay interim compensation of 20% of the cheque
amount, i.e. Rs. 68,560/-, to the complainant within 60 days. Now for complainant's evidence on 15.10.2026.
                                               JMIC, Hisar
""")
u("backlog/2026-11/dalbir CW1 cross 19 nov.txt", "typed_note_txt", L, "2026-11-19", ["C07"], ["C07-H07"], """
19/11/26 Dalbir v Bansal - CW1 Dalbir cross by Sanjay Mittal
Produced J-forms (3) Ex CW1/7 colly - narma 52.40 qtl on 06.11.2025.
Mittal: "kachchi parchi pe tera khaad-beej ka udhaar tha, cheque security ka" - D: "udhaar koni tha, saara hisaab
J-form me".
143A amount Rs. 68,560 NOT paid - 60 days gone on 9.11. Will move application.
ND 7.1.27 - CW2 bank clerk (summons issued).
""")

# ---------------- the junior's chats
u("backlog/2026-08/WhatsApp Chat with Monika Beniwal Jr.txt", "whatsapp_export", J, "2026-08-11", ["C07", "C03", "C04", "C02"], ["C07-H01", "C07-H02", "C03-H01", "C04-H02", "C04-H04"], """
09/04/26, 12:20 - Monika Beniwal Jr: Sir Dalbir wale 138 me PE ho gayi, Yadav madam ne accused summon kar diya. ND 14/5
28/04/26, 15:02 - Monika Beniwal Jr: Sir Consumer - seed company ka reply aa gaya. Jindal sir ne kahya crop pink bollworm aur baarish te kharab hui, beej thik tha. Dealer (OP2) koi nahi aaya, ex parte. ND 2 june
28/04/26, 15:03 - Pardeep Sihag Adv: ok rejoinder draft kar lena
14/05/26, 12:48 - Monika Beniwal Jr: Sir Bansal nahi aaya, madam ne BW kar diya 15000 ka. ND 2/7
09/06/26, 13:15 - Monika Beniwal Jr: Sir PLA chakki - Nigam ka reply: meter M&P lab me 14.01.26 ko check kiya, 38.6% slow. ND 14 july
11/08/26, 12:30 - Monika Beniwal Jr: Sir PLA me SDO fir koni aaya, Bhardwaj sir ne time le liya. Chairman sahab ne kaha next date pe SDO khud aave. ND 15/9
11/08/26, 12:31 - Pardeep Sihag Adv: thik. Om Parkash ko bata do
""")
u("backlog/2027-03/WhatsApp Chat with Monika Beniwal Jr (2).txt", "whatsapp_export", J, "2027-03-30", ["C07", "C02", "C03"], ["C07-H08", "C02-H07", "C07-H09", "C07-H10", "C03-H08"], """
07/01/27, 12:55 - Monika Beniwal Jr: Sir Bansal case - CW2 Rohit (bank clerk, Punjab & Sind) examined, cheque return memo prove ho gaya. CE close. 143A ka paisa ab bhi nahi diya, humari application pe notice. ND 18/2
03/02/27, 13:40 - Monika Beniwal Jr: Sir MACT Mahavir - insurance ka gawah (Rekha Sharma) nahi aaya, Goyal sir ne time le liya. ND 10/3
18/02/27, 12:10 - Monika Beniwal Jr: Sir Bansal ka 313 (351 BNSS) statement ho gaya. Bole DE denge, khud gawahi denge. ND 25/3
25/03/27, 12:40 - Monika Beniwal Jr: Sir Bansal fir absent, Mittal sir ne exemption lagayi - "beemar hai". Allow ho gayi. DE nahi hui. Ye teesri baar hai wo nahi aaya (14.5 BW, 15.10 exemption, aaj). ND 8/4/27
25/03/27, 12:42 - Pardeep Sihag Adv: 8 April ko main aaunga. 143A recovery wali application bhi us din
30/03/27, 13:05 - Monika Beniwal Jr: Sir Consumer me Jindal sir nahi aaye, proxy ne time maanga. Commission ne last opportunity di OP1 ke args ke liye. Jindal sir doosri baar time le rahe. ND 20 April
""")

# ---------------- the munshi's register (Devanagari, Hindi month names)
u("backlog/2026-05/IMG-20260528-WA0004.jpg", "handwritten_note_photo", K, "2026-05-28", ["C04", "C07", "C01", "C02"], ["C04-H01", "C01-H02", "C02-H01", "C02-H02"], """
तारीख रजिस्टर - अप्रैल-मई 2026 (वैशाख/ज्येष्ठ)
22 अप्रैल बुधवार - मोटर दुर्घटना (महावीर बनाम रमेश) - नोटिस जारी। अगली तारीख 27 मई
12 मई मंगलवार - स्थायी लोक अदालत - ओमप्रकाश चक्की बिजली बिल - 30,000 रुपये जमा करने पर कनेक्शन नहीं कटेगा। अगली 9 जून
15 मई शुक्रवार - रणधीर बनाम सतबीर (ढाणसू) - रेप्लीकेशन दाखिल। मुद्दे तय होंगे। अगली 10 जुलाई
27 मई बुधवार - महावीर बनाम रमेश - ड्राइवर और मालिक का जवाब आ गया, बीमा कंपनी ने समय लिया। अगली 8 जुलाई
- राम किशन
""")
u("backlog/2026-06/IMG-20260603-WA0011.jpg", "handwritten_note_photo", K, "2026-06-03", ["C03"], ["C03-H02"], """
तारीख रजिस्टर - जून 2026 (आषाढ़)
2 जून मंगलवार - उपभोक्ता आयोग - सिसवाल किसान बनाम शक्ति बीज कंपनी - रिजॉइंडर (जवाबुल जवाब) दाखिल। सबूत हलफनामे पर।
अगली तारीख 21 जुलाई
(बाकी जून में दीवानी अदालत की छुट्टी)
- राम किशन
""")
u("backlog/2026-10/IMG-20261014-WA0002.jpg", "handwritten_note_photo", K, "2026-10-14", ["C03", "C01"], ["C03-H05", "C01-H06"], """
तारीख रजिस्टर - अक्टूबर 2026 (आश्विन/कार्तिक)
9 अक्टूबर शुक्रवार - ढाणसू वाला (रणधीर) - पटवारी नहीं आया। अगली 13 नवंबर
13 अक्टूबर मंगलवार - उपभोक्ता आयोग - सिसवाल बीज - कंपनी का गवाह संजय त्यागी (रीजनल मैनेजर) का हलफनामा। लैब रिपोर्ट का इंतजार।
अगली तारीख 12 जनवरी 2027
- राम किशन
""")
u("backlog/2027-03/IMG-20270331-WA0009.jpg", "handwritten_note_photo", K, "2027-03-31", ["C06", "C02", "C01", "C07", "C03"], ["C06-H05", "C02-H08", "C01-H11", "C07-H10", "C03-H08"], """
तारीख रजिस्टर - मार्च 2027 (फाल्गुन/चैत्र)
3 मार्च बुधवार - हाईकोर्ट - रामनिवास गोयल रिवीजन - आधी बहस। अगली 12 मई
10 मार्च बुधवार - महावीर मोटर दुर्घटना - बीमा कंपनी की गवाह रेखा शर्मा। बहस के लिए अगली 14 अप्रैल
19 मार्च शुक्रवार - ढाणसू (रणधीर) - बहस के लिए अगली 9 अप्रैल
25 मार्च गुरुवार - दलबीर बनाम बंसल - बंसल गैरहाजिर। अगली 8 अप्रैल
30 मार्च मंगलवार - उपभोक्ता आयोग - सिसवाल - कंपनी के वकील ने समय लिया। अगली 20 अप्रैल
- राम किशन
""")

# ---------------- plan and cause list
u("backlog/2027-04/week plan 5-14 April.docx", "typed_note_docx", L, "2027-04-03", ["C07", "C01", "C02", "C03", "C06"], [], """
WEEK PLAN - 5 to 14 April 2027
Thu 8/4  JMIC Ct 4 (Yadav madam) - Dalbir v Bansal - DE, DW1 Naresh Bansal. Press 143A recovery application
         (Rs. 68,560 unpaid since Nov). If Bansal absent again - ask for warrant.
Fri 9/4  CJJD Ct 11 (Godara madam) - Dhansu intkal suit - ARGUMENTS. Written synopsis (4 pages) ready.
Wed 14/4 MACT (Mittal sb) - Mahavir - arguments. Multiplier 16 (age 34), income Rs. 27,000 pm claimed.
Pending:
- Siswal seed case - args of OP1 on 20/4; our written arguments to file.
- Goyal CR - HC 12.05.2027; judgment on limitation (no date fixed -> Art. 54 second part) to be collected.
""")
u("backlog/2027-04/Hisar JMIC cause list 08.04.2027.pdf", "cause_list_pdf", "District Courts, Hisar", "2027-04-07", ["C07"], [], """
DISTRICT COURTS, HISAR - CAUSE LIST FOR 08.04.2027 (THURSDAY)
COURT OF MS. RITU YADAV, JMIC, HISAR (Court No. 4)
Sr.  Case No.          Title                                              Stage
1    NACT/0988/2025   Aggarwal Cotton Mills vs Sunder Lal               Evidence
2    NACT/1207/2026   Dalbir Singh Punia vs Naresh Bansal               DE
3    COMA/311/2026    State vs Vinod @ Binnu                            Charge
4    NACT/1550/2026   Jindal Traders vs Krishan Kumar                   Appearance
5    CHI/77/2025      Meena vs Rajesh                                   Arguments
""")
