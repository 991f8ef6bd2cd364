"""The uploads of the Salem practice: what Adv. Kathiravan, his junior Nivetha and his gumastha Ganesan kept."""

L, J, K = "R. Kathiravan", "M. Nivetha", "K. Ganesan (gumastha)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents (before and around the cases)
u("backlog/2024-03/Award 4-2024 Ayothiapattinam.pdf", "document_scan", "Special Tahsildar (LA), Highways, Salem", "2024-03-28", ["C01"], [], """
OFFICE OF THE SPECIAL TAHSILDAR (LAND ACQUISITION), HIGHWAYS, SALEM
Award No. 4/2024      Date: 28.03.2024
Project: Widening of Salem - Attur Road (Ayothiapattinam - Valapady stretch)
Village: Ayothiapattinam, Salem Taluk.   Land owner: P. Chinnasamy s/o Periya Gounder
S.F. No. 212/3 - Extent acquired 0.88 acre (dry, punjai) with 14 coconut trees and a borewell
Market value fixed on the basis of guideline value: Rs. 12,80,000 per acre
Land value Rs. 11,26,400 (0.88 x 12,80,000) ... Total compensation including solatium and trees as per statement
annexed. Total land value awarded: Rs. 11,26,400/-
                                             sd/- Special Tahsildar (LA), Highways, Salem
""")
u("backlog/2024-08/WhatsApp Image 2024-08-30 at 18.22.41.jpeg", "document_photo", "Sub-Registrar, Salem West (certified copy)", "2024-08-30", ["C01"], [], """
SALE DEED (Certified copy)   Doc. No. 3391/2021   SRO Salem West (Joint-II)
Vendor: S. Raju s/o Sengoda Gounder, Ayothiapattinam   Vendee: M/s. Sri Sakthi Builders, Salem
Property: S.F. No. 214/1, Ayothiapattinam village, extent 0.25 acre, abutting Salem - Attur main road
Consideration: Rs. 9,50,000/- (i.e. Rs. 38,00,000 per acre)     Date of registration: 17.11.2021
""")
u("backlog/2025-06/Selvi partition plaint final.docx", "typed_note_docx", L, "2025-06-23", ["C02"], [], """
IN THE COURT OF THE PRINCIPAL DISTRICT MUNSIF, SALEM
O.S. No.      of 2025
K. Selvi, w/o Sivakumar, d/o late Kandasamy, Door No. 12/4, Weavers Street, Ammapet, Salem  ... Plaintiff
                                   -vs-
1. K. Murugesan s/o late Kandasamy   2. K. Palanisamy s/o late Kandasamy, both of Ammapet, Salem ... Defendants
PLAINT UNDER ORDER VII RULE 1 CPC (suit for partition and separate possession)
1. The plaintiff's father Kandasamy, a handloom weaver of Ammapet, died intestate on 02.09.2022 leaving the
plaintiff and the defendants as his class I heirs (mother Kannammal has released her share in favour of all three).
2. Item 1: house and loom shed at Door No. 12/4, Weavers Street, Ammapet with the handlooms (thari) in it.
Item 2: 0.42 acre punjai land in S.F. No. 77/2, Jalakandapuram village, Mettur Taluk.
3. The plaintiff as a daughter is a coparcener in her own right (s. 6 Hindu Succession Act as amended in 2005)
and is entitled to 1/3 share. There was no partition at any time. The defendants refused to divide.
Prayer: preliminary decree for partition of the plaintiff's 1/3 share in items 1 and 2; costs.
Salem, 23.06.2025                                       Counsel for plaintiff (R. Kathiravan)
""")
u("backlog/2026-03/OS 214-2025 WS D1 D2.pdf", "document_scan", "Counsel for defendants (V. Sundaram)", "2026-03-05", ["C02"], [], """
IN THE COURT OF THE PRINCIPAL DISTRICT MUNSIF, SALEM      O.S. No. 214 of 2025
WRITTEN STATEMENT FILED BY THE DEFENDANTS 1 AND 2
3. These defendants deny that there was no partition. In the year 2009 itself there was an oral partition (vaai
mozhi paagapirivinai) in the presence of elders of the Sengunthar mahajana sangam, Ammapet, when the plaintiff's
marriage was performed with 20 sovereigns of gold jewels and Rs. 1,50,000 cash as her share.
4. The handlooms in the loom shed were allotted to the defendants who have been weaving since then.
5. The suit is barred and is liable to be dismissed with costs.
Filed on 05.03.2026                                       Counsel for defendants
""")
u("backlog/2025-06/KVB return memo Raghavan.pdf", "document_scan", "Karur Vysya Bank, Vazhapadi branch", "2025-06-24", ["C03"], [], """
THE KARUR VYSYA BANK LTD.   Vazhapadi Branch, Salem District
CHEQUE RETURN MEMO           Date: 24.06.2025
Cheque No. 004127 dated 20.06.2025 for Rs. 6,80,000/- drawn by P. Raghavan, prop. Sri Lakshmi Traders,
Leigh Bazaar, Salem on CA No. 1719xxxxxx presented through Indian Overseas Bank, Attur by Sri Murugan Sago Traders
RETURNED UNPAID - Reason: EXCEEDS ARRANGEMENT
                                            Branch Manager
""")
u("backlog/2025-07/notice Raghavan 138.docx", "typed_note_docx", L, "2025-07-10", ["C03"], [], """
R. KATHIRAVAN, B.A., B.L., Advocate
No. 14, Advocates' Association Building, Combined Court Campus, Salem 636001
By RPAD                                                      Date: 10.07.2025
To: Thiru. P. Raghavan, prop. Sri Lakshmi Traders, Leigh Bazaar, Salem 636009
Sub: Statutory notice under Section 138 (b) of the Negotiable Instruments Act, 1881
My client Sri Murugan Sago Traders, Attur, rep. by its proprietor Thiru. R. Thangavel, supplied you 170 bags of
javvarisi (sago, Sagoserve grade) on credit between March and May 2025. Towards the balance you issued cheque
No. 004127 dated 20.06.2025 for Rs. 6,80,000 drawn on Karur Vysya Bank, Vazhapadi, which was returned on
24.06.2025 with the endorsement "exceeds arrangement". You are called upon to pay Rs. 6,80,000 within 15 days of
receipt of this notice, failing which my client will prosecute you under s. 138 of the Act.
                                                             Advocate
""")
u("backlog/2025-07/IMG_20250712_113012.jpg", "document_photo", "India Post, Attur HO", "2025-07-12", ["C03"], [], """
INDIA POST   Attur H.O. 636102   RECEIPT - REGISTERED (RPAD)
Article No. RS 5521 8xxx IN   Date: 12.07.2025   To: P. Raghavan, Leigh Bazaar, Salem 636009
Weight 20 g   Amount Rs. 43.00 (incl. AD)
[handwritten on back: served 15.07.25 - AD card came back signed. T.]
""")
u("backlog/2024-05/ID claim statement Periyasamy.pdf", "document_scan", L, "2024-05-27", ["C04"], [], """
BEFORE THE LABOUR COURT, SALEM      I.D. No.      of 2024
A. Periyasamy s/o Arumugam, Omalur ... Petitioner
vs 1. The Management, Kaveri Alloy Steels Ltd., SIPCOT, Omalur rep. by its General Manager
   2. M/s. Sri Balaji Manpower Services, Omalur rep. by its proprietor ... Respondents
CLAIM STATEMENT u/s 2A(2) of the Industrial Disputes Act, 1947
The petitioner worked as a helper in the rolling mill of R1 continuously from 2013 (about 11 years), under the
supervision of R1's shift in-charge, though shown on the rolls of the contractor R2. When he asked for ESI coverage
after an injury to his left hand, he was orally refused employment on 03.01.2024. The contract is sham and nominal;
the work is perennial. Prayer: reinstatement with continuity of service and full back wages.
""")
u("backlog/2025-11/MC petition Kalaivani.docx", "typed_note_docx", L, "2025-11-03", ["C06"], [], """
IN THE FAMILY COURT, SALEM       M.C. No.      of 2025
1. S. Kalaivani, aged 27, w/o R. Prakash  2. Minor Dhanush, aged 4, rep. by mother and next friend Kalaivani
both residing with her father at Kondalampatti, Salem ... Petitioners
vs R. Prakash s/o Rajendran, powerloom worker, Ammapet, Salem ... Respondent
PETITION UNDER SECTION 144 OF THE BHARATIYA NAGARIK SURAKSHA SANHITA, 2023
The respondent deserted the petitioners in April 2025 and is not maintaining them. He earns not less than
Rs. 25,000 per month working in a powerloom unit and by running his own loom on job work.
Prayer: maintenance of Rs. 10,000 p.m. to the 1st petitioner and Rs. 7,000 p.m. to the 2nd petitioner.
""")
u("backlog/2026-07/IMG_20260702_201533.jpg", "document_photo", "Sri Vinayaga Hospital, Salem", "2026-07-02", ["C06"], [], """
SRI VINAYAGA HOSPITAL, Fairlands, Salem   IP BILL
Patient: Master DHANUSH (4 yrs)  Guardian: S. Kalaivani   Adm 28.06.2026  Disch 02.07.2026
Dx: Dengue fever   Total: Rs. 18,450/-   Paid: Rs. 18,450/- (cash)
""")
u("backlog/2026-08/FIR 118 Ammapet.pdf", "document_scan", "Ammapet Police Station", "2026-08-04", ["C07"], [], """
FIRST INFORMATION REPORT (u/s 173 BNSS)  District: Salem City   P.S.: Ammapet (Law & Order)
Crime No. 118/2026   Date: 04.08.2026   Sections: 318(4) BNS
Complainant: S. Anbalagan, powerloom unit owner, Ammapet. Alleges that K. Manikandan, yarn agent, collected
Rs. 3,40,000 for cotton yarn (40s count) in May-June 2026 and did not deliver the yarn.
Accused: K. Manikandan s/o Kuppusamy, Ammapet.          Inspector of Police, Ammapet
""")

# ---------------- C01 Chinnasamy LAOP (Principal Sub Court, Salem)
u("backlog/2026-03/IMG_20260316_163210.jpg", "handwritten_note_photo", L, "2026-03-16", ["C01"], ["C01-H02"], """
16/3/26  Sub Court - LAOP 37/24 Chinnasamy
R1 counter filed today (AGP Jayaraman). Counter: guideline value correct, exemplar not comparable,
land interior - "not abutting road"  -- FALSE, patta sketch shows road frontage!
Court: award file to be produced by R1. Call on 20.4.26.
Chinnasamy vandhirundhaar - told him to bring EC + patta + adangal.
""")
u("backlog/2026-04/LAOP 37-2024 order 20.04.2026.pdf", "certified_order_sheet_scan", "Principal Sub Court, Salem", "2026-04-22", ["C01"], ["C01-H03"], """
IN THE COURT OF THE PRINCIPAL SUBORDINATE JUDGE, SALEM
Present: Thiru. K. Balamurugan, B.A., B.L., Principal Subordinate Judge
L.A.O.P. No. 37 of 2024
20.04.2026
Claimant present. Counsel for claimant present. Addl. G.P. for R1 and R2.
Award file not produced. Addl. G.P. represents that the file is with the Special Tahsildar (LA) and seeks time.
The award file is the basic document in a reference; R1 shall produce the award file without fail.
Call on 15.06.2026.
                                            Principal Subordinate Judge
""")
u("backlog/2026-06/LAOP PW1 15.6.26.docx", "typed_note_docx", L, "2026-06-15", ["C01"], ["C01-H04"], """
LAOP 37/2024 - Chinnasamy - 15.06.2026 (Sub Court)
Award file finally produced by Spl. Tahsildar office clerk. Checked: award value Rs. 12.80 lakh per acre, based
on guideline value only; NO sale statistics taken.
PW1 Chinnasamy - proof affidavit filed. Marked Ex.P1 award copy, Ex.P2 patta, Ex.P3 FMB sketch (shows road frontage),
Ex.P4 certified copy of sale deed 3391/2021 (S. Raju - Rs. 38 lakh per acre), Ex.P5 EB receipt for borewell,
Ex.P6 photos of coconut trees.
AGP objected to Ex.P4 - "marked subject to objection".
Next: cross of PW1 - 10.08.2026.
""")
u("backlog/2026-08/chinnasamy cross 10.8.txt", "typed_note_txt", L, "2026-08-10", ["C01"], ["C01-H05"], """
LAOP 37/24 Chinnasamy - 10.8.26

PW1 cross by AGP (about 30 min).
- admitted land was punjai, rain-fed, coconut only 14 trees. Ok.
- denied that land is interior. Said "road la irundhu 20 adi thaan" (20 ft from road).
- AGP put: Ex.P4 plot is a house site, not agri land. PW1: "that also was thottam before builders bought".
Sub Judge on Ex.P4: said exemplar sale deed alone not enough, the vendor of the exemplar must be examined,
otherwise Ex.P4 cannot be relied on. "Get the vendor, Mr. Kathiravan."
So - S. Raju (vendor of 3391/2021) to be brought as PW2. Chinnasamy knows him - same village.
Next date 12.10.26 - PW2.
""")
u("backlog/2026-10/PXL_20261012_174502.jpg", "handwritten_note_photo", L, "2026-10-12", ["C01"], ["C01-H06"], """
12.10.26  LAOP Chinnasamy
PW2 S. Raju examined (vendor of Ex.P4). Said: sold 25 cents to Sakthi Builders for 9.5 L in Nov 2021,
land was coconut thottam next to our land, same road.
AGP cross - 10 min only. Nothing much.
Claimant side closed.  RW side - Spl. Tahsildar (LA) to be examined.  ND 14/12/26
""")
u("backlog/2026-12/LAOP 37-2024 order 14.12.2026.pdf", "certified_order_sheet_scan", "Principal Sub Court, Salem", "2026-12-16", ["C01"], ["C01-H07"], """
IN THE COURT OF THE PRINCIPAL SUBORDINATE JUDGE, SALEM
Present: Thiru. K. Balamurugan, B.A., B.L., Principal Subordinate Judge
L.A.O.P. No. 37 of 2024
14.12.2026
Claimant present. R1's witness (Special Tahsildar, LA) absent. Addl. G.P. seeks time.
This Court has granted time to the respondents on two earlier occasions (16.02.2026 and 20.04.2026).
As a last chance, call on 08.02.2027 for R.W.1. No further time will be granted.
                                            Principal Subordinate Judge
""")
u("backlog/2027-02/RW1 Latha cross 08.02.2027.docx", "typed_note_docx", L, "2027-02-08", ["C01"], ["C01-H08"], """
LAOP 37/2024 Chinnasamy - 08.02.2027
RW1 Tmt. K. Latha, Special Tahsildar (LA), Highways, Salem - chief (award file, statement).
My cross:
- admitted the market value was fixed only on guideline value; no sale statistics of the 3 years collected.
- admitted she did not inspect the site herself; the RI's report was relied on.
- admitted the guideline value of S.F. 212 was Rs. 12,80,000 per acre from 2017 and not revised till the award.
- admitted S.F. 214/1 (Ex.P4) is on the same Salem-Attur road.
Evidence closed both sides. Arguments on 08.03.2027.
To do for args: written arguments; Ex.P4 + PW2 + RW1 admissions; rulings on exemplar with deduction for
development (1/3); ask for 38 lakh per acre less deduction; interest u/s 72 and 80.
""")

# ---------------- C02 Selvi partition (Principal District Munsif, Salem)
u("backlog/2026-03/IMG_20260305_141820.jpg", "handwritten_note_photo", L, "2026-03-05", ["C02"], ["C02-H02"], """
5/3/26  DMC - Selvi partition OS 214/25
WS filed by D1 D2 (Sundaram). Plea: oral partition in 2009 - "vaai mozhi paagapirivinai" before Sengunthar
sangam elders, Selvi got 20 savaran + 1.5 L cash at marriage. Looms (thari) to brothers.
=> Need: sangam minute book? ask Selvi. Kannammal (amma) is with Selvi - good witness.
File IA for Adv. Commr to note looms + house.  Call on 9.4.26
""")
u("backlog/2026-04/selvi commissioner IA 9.4.txt", "typed_note_txt", L, "2026-04-09", ["C02"], ["C02-H03"], """
Selvi OS 214/25 - 09.04.2026

IA for Advocate Commissioner allowed. Commissioner: Thiru. K. Mohan, Advocate.
Commissioner fees Rs. 7,500 - to be paid by plaintiff (us) within 10 days. Selvi ku sollanum - 7,500 kattanum.
Warrant to be executed on a date with notice to both sides. Report by next date.
DM madam asked both sides - "any chance of settlement? brothers can pay her share value." Sundaram: will ask.
Next: 11.06.2026 - commissioner report.
""")
u("backlog/2026-06/OS 214 commissioner report.pdf", "document_scan", "K. Mohan, Advocate Commissioner", "2026-06-08", ["C02"], [], """
IN THE COURT OF THE PRINCIPAL DISTRICT MUNSIF, SALEM    O.S. No. 214 of 2025  I.A. No. 311 of 2026
REPORT OF THE ADVOCATE COMMISSIONER
Inspected item 1 property at Door No. 12/4, Weavers Street, Ammapet on 25.05.2026 at 11.00 a.m. in the presence of
the plaintiff, D1 and counsel on both sides. Built-up area about 1,240 sq ft (ground floor house 780 sq ft + loom
shed 460 sq ft). In the loom shed there are 4 (four) pit handlooms (kuzhi thari); 2 were in working condition with
silk sarees (Ammapet pattu) on them being woven by D1 and a hired weaver; 2 were not in use, without warp.
D1 stated that D2 lives separately at Kondalampatti and comes to weave 'sometimes'. Plan and photos annexed.
                                                   K. Mohan, Advocate Commissioner
""")
u("backlog/2026-06/20260611_125906.jpg", "handwritten_note_photo", L, "2026-06-11", ["C02"], ["C02-H04"], """
11.6.26  Selvi - commr report filed. 4 thari, 2 working. 1240 sqft. 
D2 lives separate at Kondalampatti - helps us (no joint weaving as one family after 2009? check)
Sundaram - no objection to report. Issues on 16.7.26
""")
u("backlog/2026-07/OS 214-2025 issues 16.07.2026.pdf", "certified_order_sheet_scan", "Principal District Munsif Court, Salem", "2026-07-20", ["C02"], ["C02-H05"], """
IN THE COURT OF THE PRINCIPAL DISTRICT MUNSIF, SALEM
Present: Tmt. R. Anitha, M.L., Principal District Munsif
O.S. No. 214 of 2025
16.07.2026
Plaintiff present. Both counsel present. No objection filed to the Commissioner's report.
The following issues are framed:
1. Whether there was an oral partition in the family in the year 2009 as pleaded by the defendants?
2. Whether the plaintiff is entitled to 1/3 share in the suit properties?
3. Whether the suit is bad for non-joinder of Kannammal?
4. Whether the plaintiff is entitled to the relief of partition and separate possession?
5. To what other relief?
Plaintiff's evidence. Call on 03.09.2026.
                                                     Principal District Munsif
""")
u("backlog/2026-10/Selvi PW1 cross 29.10.docx", "typed_note_docx", L, "2026-10-29", ["C02"], ["C02-H07"], """
O.S. 214/2025 Selvi - PW1 cross by Sundaram, 29.10.2026
Went for 40 mins. Points:
- Admitted she received 20 sovereigns of gold jewels (20 savaran) at marriage in 2009 - "appa kuduthaar as
  seer". But denied it was in lieu of her share in property. Denied any release deed / any partition.
- Admitted she has not woven on the looms after marriage; lives at Sivakumar's house, Seelanaickenpatti.
- Sangam elders - she said no meeting happened; "no panchayat, no paper".
- Sundaram suggested Rs. 1.5 L cash given - she denied, said only marriage expenses.
Good witness. Stood firm.
Next: PW2 Kannammal (mother) - 10.12.2026.
""")
u("backlog/2026-12/IMG_20261210_152233.jpg", "handwritten_note_photo", L, "2026-12-10", ["C02"], ["C02-H08"], """
10/12/26  OS 214 Selvi
PW2 Kannammal (amma, 68) examined. Tamil la nalla sonnanga - "no partition, en purushan irukkum podhu
oru paagamum pannala". Cross by Sundaram - she admitted gold given at marriage. OK.
Plaintiff side closed.  DW1 Murugesan evidence - 28.1.27
""")
u("backlog/2027-01/OS 214-2025 order 28.01.2027.pdf", "certified_order_sheet_scan", "Principal District Munsif Court, Salem", "2027-01-29", ["C02"], ["C02-H09"], """
IN THE COURT OF THE PRINCIPAL DISTRICT MUNSIF, SALEM
Present: Tmt. R. Anitha, M.L., Principal District Munsif
O.S. No. 214 of 2025
28.01.2027
Plaintiff present. D1 absent. Counsel for defendants represents that D1/DW1 is unwell and seeks time.
The defendants had sought time on earlier occasions also. Time granted on payment of costs of Rs. 1,000/- to the
plaintiff. Call on 22.02.2027 for defendants' evidence.
                                                     Principal District Munsif
""")

# ---------------- C03 Thangavel sago cheque (JM-II, Salem)
u("backlog/2026-11/WhatsApp Chat with Thangavel Sago Attur.txt", "whatsapp_export", "R. Thangavel (client)", "2026-11-04", ["C03"], ["C03-H01", "C03-H02", "C03-H08"], """
10/02/26, 13:05 - Thangavel Sago Attur: Sir vanakkam. Innaikku case enna aachu?
10/02/26, 13:20 - Kathiravan Adv: Summons return aayiduchu "door locked". Fresh summons. Next 12.3.26. Neenga vara vendam.
10/02/26, 13:21 - Thangavel Sago Attur: Sari sir. Avan kadai thirandhu thaan irukku sir Leigh Bazaar la 😡
12/03/26, 12:48 - Kathiravan Adv: Raghavan absent. Magistrate bailable warrant pottaar. Next 16.04.26
12/03/26, 12:49 - Kathiravan Adv: Magistrate sonnar complainant every hearing ku kandippa varanum. Next time neenga vandhudunga.
12/03/26, 12:55 - Thangavel Sago Attur: Kandippa varen sir. Season time, factory la javvarisi load irukku, but varen
04/11/26, 14:10 - Kathiravan Adv: Bank officer Saravanan (KVB Vazhapadi) evidence mudinjiduchu. Namma side close. Next 20.01.27 - accused questioning
04/11/26, 14:12 - Thangavel Sago Attur: Nandri sir 🙏 Payment pathi avan kitta irundhu edhuvum varala
""")
u("backlog/2026-05/sago case 20.5.txt", "typed_note_txt", L, "2026-05-20", ["C03"], ["C03-H04"], """
STC 1123/25 Thangavel vs Raghavan - JM-II - 20.05.26

Accused present. Particulars of offence read over and explained; accused questioned - denies.
Defence (Prabhu): cheque was given as SECURITY in 2023 when business started, blank signed cheque, amount filled
by complainant. No due of 6.8 L. Says only ~2 L due.
=> need: Thangavel's ledger (katha book) + lorry delivery challans for 170 bags, Mar-May 2025.
Next 24.6.26 - complainant evidence (CW1 proof affidavit).
""")
u("backlog/2026-06/IMG-20260624-WA0008.jpg", "handwritten_note_photo", L, "2026-06-24", ["C03"], ["C03-H05"], """
24.6.26  JM-II  STC 1123/25 sago
CW1 Thangavel - proof affidavit filed. Ex.P1 cheque, P2 return memo (exceeds arrangement), P3 notice,
P4 postal receipt + AD, P5 ledger extract.  Thangavel present (JM asked him if he is the complainant - yes).
Prabhu - cross deferred, "documents verify pannanum". Next 5.8.26
""")
u("backlog/2026-08/STC 1123-2025 order 05.08.2026.pdf", "certified_order_sheet_scan", "Judicial Magistrate No. II, Salem", "2026-08-07", ["C03"], ["C03-H06"], """
IN THE COURT OF THE JUDICIAL MAGISTRATE No. II, SALEM
Present: Thiru. S. Karthikeyan, B.Sc., B.L., Judicial Magistrate No. II
S.T.C. No. 1123 of 2025
05.08.2026
Complainant present. Accused absent. Petition filed by counsel for the accused to dispense with the presence of
the accused for this day (absent petition). The accused was absent on 12.03.2026 also. Petition allowed on costs
of Rs. 500/- payable to the complainant. Cross of CW1 not done. Call on 16.09.2026.
                                                     Judicial Magistrate No. II
""")
u("backlog/2026-09/IMG_20260916_183044.jpg", "handwritten_note_photo", L, "2026-09-16", ["C03", "C04"], ["C03-H07", "C04-H05"], """
16/9/26 (Wed)
(1) JM-II sago STC 1123 -- Raghavan AGAIN absent. Prabhu absent petition - allowed. 3rd time absent.
    CW1 cross done by Prabhu: put security cheque, 2023, blank cheque. Thangavel - "no, 2025 la ezhudhi kuduthaar,
    170 bags ku". ledger shown. CW1 cross over.  ND 4.11.26 - CW2 bank (summons to KVB).
(2) Labour Court - Periyasamy ID 58/24 -- MW1 Ravichandran (HR Mgr) chief affidavit. Part cross by me: he admitted
    the shift in-charge of rolling mill is a Kaveri employee and gives work to contract workers. Rest of cross
    on 11.11.26 (Venkatesh left early - "HC la matter").
""")
u("backlog/2026-11/CW2 bank KVB 4.11.docx", "typed_note_docx", L, "2026-11-04", ["C03"], ["C03-H08"], """
STC 1123/2025 - 04.11.2026 - CW2
CW2 Thiru. G. Saravanan, Assistant Manager, Karur Vysya Bank, Vazhapadi branch (summoned witness).
Chief: produced statement of account of Sri Lakshmi Traders (CA 1719xxxxxx) - marked Ex.P6.
On 24.06.2025 the balance in the account was Rs. 41,212 only; cheque 004127 for Rs. 6,80,000 returned "exceeds
arrangement"; no OD limit sanctioned to the account.
Cross (Prabhu): admitted he cannot say for what purpose the cheque was issued. Nothing else.
Complainant side closed. Next: 20.01.2027 - questioning of accused (u/s 351 BNSS).
""")
u("backlog/2027-01/stc questioning 20.1.txt", "typed_note_txt", J, "2027-01-20", ["C03"], ["C03-H09"], """
Sago STC 1123/25 - 20.01.2027 - JM-II (Nivetha)

Accused Raghavan present. Questioned u/s 351 BNSS. Answers: "security cheque, 2023 la kuduthen", "6.8 lakh
due illa, 2 lakh thaan". Said he wants to examine himself as DW1 and produce his own katha book.
Prabhu filed list of defence witnesses - DW1 accused, DW2 his accountant Sekar.
Next 22.02.2027 - defence evidence.
""")

# ---------------- C04 Periyasamy ID (Labour Court, Salem)
u("backlog/2026-03/ID 58-2024 proceedings 02.03.2026.pdf", "certified_order_sheet_scan", "Labour Court, Salem", "2026-03-04", ["C04"], ["C04-H01"], """
IN THE LABOUR COURT, SALEM
Present: Thiru. P. Ramalingam, B.A., B.L., Presiding Officer
I.D. No. 58 of 2024
02.03.2026
Petitioner present. Counsel for the 1st respondent management present; counter statement of R1 filed.
R2 (Sri Balaji Manpower Services) served; called absent; no representation. R2 set ex parte.
R1 to produce the wage register and the attendance register of the rolling mill for 2021-2023.
Rejoinder and petitioner's evidence. Call on 06.04.2026.
                                                     Presiding Officer, Labour Court
""")
u("backlog/2026-04/IMG_20260406_120414.jpg", "handwritten_note_photo", L, "2026-04-06", ["C04"], ["C04-H02"], """
6/4/26 Labour Ct  Periyasamy
Rejoinder filed. WW1 proof affidavit filed - Ex.W1 to W9 (gate passes, attendance cards, ESI refusal letter,
injury chit from ESI dispensary, demand notice). Wage register - R1 not produced yet!
Venkatesh came at 12.30 "HC la irundhu late". Cross of WW1 - 8.6.26
""")
u("backlog/2026-06/Periyasamy WW1 cross 08.06.2026.docx", "typed_note_docx", L, "2026-06-08", ["C04"], ["C04-H03"], """
I.D. 58/2024 - Periyasamy - WW1 cross by Venkatesh (management) - 08.06.2026
- admitted wages were paid in cash by Balaji (contractor), not by Kaveri. But said attendance was marked by
  Kaveri's shift in-charge and gate pass issued by Kaveri security.
- admitted he signed Balaji's muster. Denied he worked for other contractors.
- On the injury: left hand, Oct 2023, ESI dispensary Omalur. When he asked ESI card, "nee venaam" sonnanga (told
  not needed), and stopped him at gate from 03.01.2024.
PO asked R1 again for wage register. Venkatesh: will produce.
Next: WW2 Kumaresan - 20.07.2026.
""")
u("backlog/2026-07/labour court 20.7.txt", "typed_note_txt", L, "2026-07-20", ["C04"], ["C04-H04"], """
Periyasamy ID 58/24 - Labour Court - 20.7.26

WW2 S. Kumaresan (co-worker, rolling mill, still working there through another contractor) examined.
Said: both of them worked under Kaveri's shift in-charge Mr. Ravichandran's team; contractor's supervisor never
came to the mill; attendance cards were punched at Kaveri's gate. Saw Periyasamy being stopped at gate on 3.1.24.
Cross by Venkatesh: "you are deposing because of union" - denied.
R1 produced wage register finally (Ex.M1). Next 16.9.26 - MW1.
""")
u("backlog/2027-01/labour ct MW1 cross over 19.01.27.docx", "typed_note_docx", L, "2027-01-19", ["C04"], ["C04-H07"], """
I.D. 58/2024 Periyasamy - 19.01.2027
MW1 D. Ravichandran (HR Manager) - my cross completed.
- admitted the rolling mill works 3 shifts all 365 days; helpers are needed always (perennial work).
- admitted no licence under the Contract Labour (R&A) Act was produced for the period 2013-2018.
- admitted Periyasamy's name appears in the Ex.M1 wage register from 2016.
Evidence closed. Arguments on 10.03.2027. Venkatesh said he will file written arguments.
To do: written arguments; rulings on sham contract; back wages calculation (Rs. 14,200 p.m. last drawn).
""")

# ---------------- C05 Ponnusamy S.A. (Madras High Court)
u("backlog/2026-02/SA 612-2025 order 25.02.2026.pdf", "certified_order_sheet_scan", "High Court of Judicature at Madras", "2026-03-02", ["C05"], ["C05-H01"], """
IN THE HIGH COURT OF JUDICATURE AT MADRAS
DATED: 25.02.2026
CORAM: THE HONOURABLE MR. JUSTICE R. THIRUNAVUKKARASU
S.A. No. 612 of 2025 and C.M.P. No. 27314 of 2025
Ponnusamy ... Appellant   vs   1. Arumugam  2. Saraswathi ... Respondents
For Appellant: Mr. R. Kathiravan
Notice to the respondents, returnable in six weeks. Private notice also permitted.
Interim: Status quo as on date shall be maintained with regard to the cart-track shown as 'ABCD' in the
Commissioner's plan (Ex.C2) till 08.04.2026.
                                                              (R.T.J.)
""")
u("backlog/2026-04/SA 612 chennai 8.4.txt", "typed_note_txt", L, "2026-04-08", ["C05"], ["C05-H02"], """
S.A. 612/2025 Ponnusamy - Madras HC Court 21 - 08.04.2026

Item 34. Reached at 12.40. Mr. S. Ilango appeared for R1 R2 (vakalat filed). Sought time for counter in CMP.
Judge: "status quo extended". Asked me whether the typed set is ready - said yes, filed.
Listed after 6 weeks (summer vacation in May) - came as 01.07.2026 in the list.
Train back - Yercaud Express. Ponnusamy called, told him status quo continues, no one should block the vandi
paadhai.
""")
u("backlog/2026-07/SA 612-2025 order 01.07.2026.pdf", "certified_order_sheet_scan", "High Court of Judicature at Madras", "2026-07-06", ["C05"], ["C05-H03"], """
IN THE HIGH COURT OF JUDICATURE AT MADRAS
DATED: 01.07.2026
CORAM: THE HONOURABLE MR. JUSTICE R. THIRUNAVUKKARASU
S.A. No. 612 of 2025
Admit. The following substantial questions of law arise for consideration:
(1) Whether the lower appellate court was right in reversing the decree of the trial court without adverting to
the Advocate Commissioner's report and plan (Ex.C1 and Ex.C2) which show the cart-track as the only access to the
appellant's land?
(2) Whether the lower appellate court erred in holding that an easement of necessity was not established when
the appellant's land is admittedly surrounded on all sides by the lands of others?
Status quo shall continue till the disposal of the second appeal. Both sides to file typed sets. List in due course.
                                                              (R.T.J.)
""")
u("backlog/2026-10/IMG_20261007_165551.jpg", "handwritten_note_photo", L, "2026-10-07", ["C05"], ["C05-H04"], """
7/10/26 MHC Ct 21 - SA 612 Ponnusamy
Listed for hearing. Ilango: resp typed set not filed, time. Judge - "file within 4 weeks, no further time".
ND 21.1.27 (came in list later).  Stay (status quo) continues.
""")
u("backlog/2027-01/MHC cause list 21.01.2027 Court 21.pdf", "cause_list_pdf", "High Court of Judicature at Madras", "2027-01-20", ["C05"], [], """
HIGH COURT OF JUDICATURE AT MADRAS - DAILY CAUSE LIST - 21.01.2027 (THURSDAY)
COURT No. 21   HON'BLE MR. JUSTICE R. THIRUNAVUKKARASU
FOR HEARING
41  S.A. 1188/2019     Lakshmanan vs Muniammal                        M/s. P. Vel Murugan / K. Anand
42  S.A. 207/2023      Chellammal vs Natarajan & Ors.                  Mr. A. Abdul Kareem / S. Devi
43  S.A. 612/2025      Ponnusamy vs Arumugam & Anr.                    Mr. R. Kathiravan / S. Ilango
44  S.A. 955/2024      Rangasamy Gounder vs Kaliappan                  Mr. T. Senthil / M. Rajan
""")
u("backlog/2027-01/SA 612 21.1.27.txt", "typed_note_txt", L, "2027-01-21", ["C05"], ["C05-H05"], """
S.A. 612/25 - 21.01.2027 - Madras HC Ct 21
Item 43. Not reached - Court rose at 4.40 after item 38 (long argument in item 36).
Registry: next listing 04.03.2027. Status quo continues.
Ponnusamy ku sollanum - next Chennai trip 4 March. Typed set of resp filed? - checked, yes filed in Nov.
""")

# ---------------- C06 Kalaivani maintenance (Family Court, Salem)
u("backlog/2026-04/IMG_20260423_131047.jpg", "handwritten_note_photo", L, "2026-04-23", ["C06"], ["C06-H03"], """
23.4.26  Family Ct - Kalaivani MC 44/25
Counselling failed - counsellor report "parties not willing". Prakash wants her back only if she leaves job at
tailoring unit. Counter filed (Revathi): R earns only Rs. 9,000 p.m. as loom coolie, mother to look after.
Args on interim petition done. Judge - orders 4.6.26.
Kalaivani - bring Dhanush's school fee receipt + Prakash's loom photo (he has own 2 powerlooms on job work!).
""")
u("backlog/2026-06/MC 44-2025 interim order 04.06.2026.pdf", "certified_order_sheet_scan", "Family Court, Salem", "2026-06-08", ["C06"], ["C06-H04"], """
IN THE FAMILY COURT, SALEM
Present: Tmt. M. Sumathi, M.A., M.L., Judge, Family Court
Crl.M.P. No. 188 of 2026 in M.C. No. 44 of 2025
04.06.2026
ORDER (interim maintenance)
The respondent claims to be a coolie earning Rs. 9,000 per month; the petitioners have produced photographs
showing that he runs two powerlooms on job work. Prima facie he is able-bodied and capable of earning.
The respondent is directed to pay interim maintenance of Rs. 8,000/- per month (Rs. 5,000 to the 1st petitioner
and Rs. 3,000 to the 2nd petitioner, the minor son) from the date of the petition, on or before the 10th of
every month. Petitioners' evidence. Call on 23.07.2026.
                                                     Judge, Family Court
""")
u("backlog/2026-09/kalaivani PW1 cross 24.9.txt", "typed_note_txt", L, "2026-09-24", ["C06"], ["C06-H06"], """
MC 44/25 Kalaivani - 24.09.2026 - Family Court

PW1 cross by Revathi (30 min):
- admitted she works in a tailoring unit at Kondalampatti, Rs. 6,500 p.m. (we had said in chief - ok).
- denied she left on her own; said Prakash drove her out in April 2025 after a quarrel over her jewels.
- Dhanush dengue hospital bill (Rs. 18,450) shown - Revathi: "not paid by R? no proof" - she said "appa
  (father) paid".
Interim arrears: Prakash has paid NOTHING since June order. Judge noted it.
Next 19.11.2026 - arrears + RW.
""")
u("backlog/2026-11/20261119_140127.jpg", "handwritten_note_photo", L, "2026-11-19", ["C06"], ["C06-H07"], """
19/11/26  FC  Kalaivani
Arrears - 5 months x 8,000 = Rs. 40,000 due. Prakash present. Judge madam strict: "arrears kattama RW evidence
edukka maatten" - will not hear the respondent till arrears are paid.
Revathi: R will pay 20,000 by next date, balance in instalments. Recorded.
ND 4.1.27 - RW1 + arrears.
""")
u("backlog/2026-11/correction kalaivani ND.txt", "typed_note_txt", L, "2026-11-20", ["C06"], ["C06-H07"], """
20.11.26 - correction

Yesterday diary la Kalaivani MC next date 4.1.27 nu ezhudhiten - thappu. Bench clerk kitta check panninen:
correct next date is 04.02.2027 (Thursday). Family Court list starts only after Pongal for new RW matters.
Kalaivani ku also sollitten - 4 Feb.
""")
u("backlog/2027-02/WhatsApp Chat with Kalaivani MC.txt", "whatsapp_export", "S. Kalaivani (client)", "2027-02-05", ["C06"], ["C06-H02", "C06-H08"], """
19/03/26, 12:02 - Kalaivani: Sir avar innaikku vandhaar court ku. Judge counselling ku anuppitaanga
19/03/26, 12:10 - Kathiravan Adv: Aama. Counselling 2nd floor la. 23.4.26 next. Payappadaadheenga, counselling la sign pannadheenga without asking me
19/03/26, 12:11 - Kalaivani: Sari sir
04/02/27, 13:30 - Kalaivani: Sir 20,000 court la kuduthaar. Balance 20,000 eppo?
04/02/27, 13:41 - Kathiravan Adv: Judge sonnanga old arrears balance 20,000 + Dec, Jan, Feb monthly 8,000 ellam next date kulla kattanum, illena RW evidence close. Next 11.03.2027
04/02/27, 13:42 - Kalaivani: Nandri sir. Dhanush school fees 4,200 kattanum, adhukku use pannikiren
""")

# ---------------- C07 Manikandan anticipatory bail (Principal District & Sessions Court, Salem)
u("backlog/2026-08/manikandan AB 18.8.txt", "typed_note_txt", L, "2026-08-18", ["C07"], ["C07-H01"], """
Crl.M.P. 2231/2026 - Manikandan AB - PDJ Salem - 18.08.2026

Notice to PP (Selvaraj). Case diary called for from Ammapet Inspector. Next 25.8.26.
Manikandan says: Anbalagan owes HIM 1.1 L for earlier yarn; the 3.4 L yarn was held back for that. Civil
dispute. Asked him to bring the yarn invoices (40s count) and the GPay statements.
""")
u("backlog/2026-08/IMG-20260825-WA0014.jpg", "handwritten_note_photo", L, "2026-08-25", ["C07"], ["C07-H02"], """
25/8/26  PDJ - Manikandan AB
CD not received - PP time. De facto complainant Anbalagan filed intervention (counsel Thiru. Saminathan) -
objects, says Manikandan threatened him. Judge - "no coercive steps till next date" orally? - not recorded. 
ND 1.9.26 orders.
""")
u("backlog/2026-09/Crl MP 2231-2026 order 01.09.2026.pdf", "certified_order_sheet_scan", "Principal District & Sessions Court, Salem", "2026-09-03", ["C07"], ["C07-H03"], """
IN THE COURT OF THE PRINCIPAL DISTRICT AND SESSIONS JUDGE, SALEM
Present: Thiru. V. Elangovan, M.L., Principal District and Sessions Judge
Crl.M.P. No. 2231 of 2026
01.09.2026
The dispute appears to arise out of business transactions in cotton yarn. Custodial interrogation is not
necessary. In the event of arrest, the petitioner shall be released on bail on his executing a bond for
Rs. 25,000/- with two sureties each for a like sum to the satisfaction of the Inspector of Police, Ammapet, on
condition that the petitioner shall appear before the Inspector of Police, Ammapet daily at 10.30 a.m. for a
period of fifteen days and thereafter as and when required. Petition allowed; anticipatory bail granted.
                                     Principal District and Sessions Judge
""")

# ---------------- the gumastha's Tamil register (photos sent on WhatsApp)
u("backlog/2026-02/IMG-20260216-WA0004.jpg", "handwritten_note_photo", K, "2026-02-16", ["C02", "C03", "C06", "C01"], ["C02-H01", "C03-H01", "C06-H01", "C01-H01"], """
வழக்கு வாய்தா பதிவேடு - க. கணேசன் (குமாஸ்தா) - அட்வகேட் ஆர். கதிரவன்
தை 23 (05.02.26) - முன்சீப் கோர்ட் - செல்வி பாகப்பிரிவினை OS 214/25 - பிரதிவாதிகள் WS தாக்கல் செய்யவில்லை.
    சுந்தரம் வக்கீல் வாய்தா கேட்டார். அடுத்த வாய்தா 05.03.26
தை 28 (10.02.26) - JM-II - தங்கவேல் ஜவ்வரிசி செக் கேஸ் STC 1123/25 - எதிரிக்கு சம்மன் திரும்பி வந்தது
    "door locked". புது சம்மன். அடுத்த வாய்தா 12.03.26
தை 30 (12.02.26) - குடும்ப நல நீதிமன்றம் - கலைவாணி MC 44/25 - கணவர் பிரகாஷ் ஆஜராகவில்லை (called absent).
    RPAD மூலம் மீண்டும் நோட்டீஸ். அடுத்த வாய்தா 19.03.26
மாசி 4 (16.02.26) - சப் கோர்ட் - சின்னசாமி LAOP 37/24 - அரசு தரப்பு counter தாக்கல் செய்யவில்லை.
    AGP ஜெயராமன் வாய்தா கேட்டார். அடுத்த வாய்தா 16.03.26
""")
u("backlog/2026-04/IMG-20260420-WA0011.jpg", "handwritten_note_photo", K, "2026-04-20", ["C04", "C02", "C03", "C01"], ["C04-H02", "C02-H03", "C03-H03", "C01-H03"], """
பங்குனி 23 (06.04.26) - லேபர் கோர்ட் - பெரியசாமி ID 58/24 - WW1 proof affidavit தாக்கல். அடுத்த வாய்தா 08.06.26
பங்குனி 26 (09.04.26) - முன்சீப் கோர்ட் - செல்வி OS 214/25 - கமிஷனர் வக்கீல் கே. மோகன் நியமனம்.
    கமிஷனர் கட்டணம் ரூ. 7,500 நாம் கட்ட வேண்டும். அடுத்த வாய்தா 11.06.26
சித்திரை 3 (16.04.26) - JM-II - ஜவ்வரிசி செக் கேஸ் - எதிரி ராகவன் ஆஜர். ஜாமீன் (சொந்த பிணை ரூ. 10,000).
    நகல்கள் கொடுக்கப்பட்டன. அடுத்த வாய்தா 20.05.26
சித்திரை 7 (20.04.26) - சப் கோர்ட் - சின்னசாமி LAOP - award file வரவில்லை. AGP மீண்டும் வாய்தா. அடுத்த வாய்தா 15.06.26
    (மே மாதம் சிவில் கோர்ட் விடுமுறை)
""")
u("backlog/2026-07/IMG-20260724-WA0002.jpg", "handwritten_note_photo", K, "2026-07-24", ["C02", "C04", "C06"], ["C02-H05", "C04-H04", "C06-H05"], """
ஆனி 32 (16.07.26) - முன்சீப் கோர்ட் - செல்வி OS 214/25 - 5 issues framed. வாதி சாட்சியம். அடுத்த வாய்தா 03.09.26
ஆடி 4 (20.07.26) - லேபர் கோர்ட் - பெரியசாமி - WW2 குமரேசன் சாட்சியம் முடிந்தது. wage register தாக்கல்.
    அடுத்த வாய்தா 16.09.26
ஆடி 7 (23.07.26) - குடும்ப நல நீதிமன்றம் - கலைவாணி - PW1 கலைவாணி சாட்சியம் (chief). இடைக்கால ஜீவனாம்சம்
    இன்னும் கட்டவில்லை. அடுத்த வாய்தா 24.09.26
""")
u("backlog/2026-11/IMG-20261113-WA0006.jpg", "handwritten_note_photo", K, "2026-11-13", ["C03", "C04"], ["C03-H08", "C04-H06"], """
ஐப்பசி 19 (04.11.26) - JM-II - ஜவ்வரிசி கேஸ் - CW2 பேங்க் அதிகாரி சரவணன் சாட்சியம். வாதி தரப்பு முடிந்தது.
    அடுத்த வாய்தா 20.01.27
ஐப்பசி 26 (11.11.26) - லேபர் கோர்ட் - பெரியசாமி - நிர்வாக வக்கீல் வெங்கடேஷ் ஹைகோர்ட்டில் இருப்பதால் வாய்தா.
    MW1 குறுக்கு விசாரணை பாக்கி. அடுத்த வாய்தா 19.01.27
""")
u("backlog/2026-12/IMG-20261215-WA0001.jpg", "handwritten_note_photo", K, "2026-12-15", ["C02", "C01"], ["C02-H08", "C01-H07"], """
கார்த்திகை 25 (10.12.26) - முன்சீப் கோர்ட் - செல்வி - PW2 கண்ணம்மாள் சாட்சியம். வாதி தரப்பு முடிந்தது.
    அடுத்த வாய்தா 28.01.27 (DW1)
கார்த்திகை 29 (14.12.26) - சப் கோர்ட் - சின்னசாமி LAOP - தாசில்தார் (RW1) வரவில்லை. கடைசி வாய்ப்பு.
    அடுத்த வாய்தா 08.02.27
""")
u("backlog/2027-01/IMG-20270129-WA0003.jpg", "handwritten_note_photo", K, "2027-01-29", ["C04", "C03", "C02"], ["C04-H07", "C03-H09", "C02-H09"], """
தை 5 (19.01.27) - லேபர் கோர்ட் - பெரியசாமி - MW1 குறுக்கு விசாரணை முடிந்தது. வாதம் 10.03.27
தை 6 (20.01.27) - JM-II - ஜவ்வரிசி கேஸ் - எதிரியிடம் கேள்விகள் (351 BNSS). எதிர் தரப்பு சாட்சியம் 22.02.27
தை 14 (28.01.27) - முன்சீப் கோர்ட் - செல்வி - DW1 முருகேசன் வரவில்லை. செலவுத் தொகை ரூ. 1,000 (நமக்கு).
    அடுத்த வாய்தா 22.02.27
""")

# ---------------- the junior's chats
u("backlog/2026-09/WhatsApp Chat with Nivetha Junior.txt", "whatsapp_export", J, "2026-09-03", ["C03", "C06", "C02"], ["C03-H03", "C06-H05", "C03-H06", "C02-H06"], """
16/04/26, 11:48 - Nivetha Jr: Sir sago case la Raghavan vandhutaan! Prabhu sir appear aanaru. Own bond 10,000 la bail. Copies koduthutanga. Next 20.5.26
16/04/26, 11:50 - Kathiravan Adv: Good. Thangavel vandhaara?
16/04/26, 11:51 - Nivetha Jr: Vandhutaar sir. JM sir avara paathu "complainant present" nu record pannaru
23/07/26, 15:02 - Nivetha Jr: Sir Kalaivani chief mudinjiduchu (PW1). Revathi mam cross ku time vaangitanga. Next 24.9.26
23/07/26, 15:03 - Nivetha Jr: Interim 8,000 innum Prakash kattala sir. Judge madam kitta sonnom
05/08/26, 12:20 - Nivetha Jr: Sir sago case - accused absent again. Prabhu sir absent petition pottaru, JM 500 cost pottu allow pannaru. CW1 cross aagala. Next 16.9.26
05/08/26, 12:21 - Kathiravan Adv: Cost Thangavel ku kudukkanum, note pannu.
03/09/26, 12:35 - Nivetha Jr: Sir Selvi case - PW1 proof affidavit file panniten. Sundaram sir cross ku time kettaru, DM madam kuduthaanga. Next 29.10.26
03/09/26, 12:36 - Nivetha Jr: D2 Palanisamy absent sir
""")
u("backlog/2027-02/WhatsApp Chat with Nivetha Junior (2).txt", "whatsapp_export", J, "2027-02-04", ["C04", "C01", "C03", "C06"], ["C04-H06", "C01-H07", "C03-H09", "C06-H08"], """
11/11/26, 12:10 - Nivetha Jr: Sir labour court - Venkatesh sir HC la irukaru nu junior vandhu adjournment kettaru. PO kuduthutaru. Next 19.1.27
11/11/26, 12:11 - Kathiravan Adv: Again HC excuse. Sari.
14/12/26, 11:30 - Nivetha Jr: Sir LAOP - Tahsildar varala. AGP time kettaru. Sub judge "last chance" nu sonnaru. Next 8.2.27
20/01/27, 13:15 - Nivetha Jr: Sir sago case - Raghavan kitta 351 questions kettanga, security cheque nu sonnaan. DW list file pannirukaanga. Next 22.02.27
04/02/27, 13:20 - Nivetha Jr: Sir Kalaivani - Prakash 20,000 court la koduthaar (DD). Balance pending. Revathi mam RW1 proof affidavit ku time kettanga. Next 11.3.27
04/02/27, 13:21 - Nivetha Jr: Judge madam: "full arrears kattina thaan RW evidence" nu sonnanga again
""")

# ---------------- other notes, plan and cause list
u("backlog/2026-01/call chinnasamy 7 jan.txt", "typed_note_txt", L, "2026-01-07", ["C01"], [], """
7.1.26 - Chinnasamy phone

Asked about LAOP - told him first hearing after counter, Feb 16. He says Raju (who sold 25 cents to Sakthi
Builders in 2021) is his relative's samandhi - will come to court if needed. Told him to keep Raju ready.
Also he wants compensation for the borewell (EB service no. 04-212-xxx) - in award only Rs. 40,000 given.
""")
u("backlog/2026-09/Document_2026-09-02.docx", "typed_note_docx", L, "2026-09-02", ["C07"], [], """
Manikandan AB - after order (01.09.2026)
Told Manikandan: go to Ammapet station daily 10.30 am for 15 days, sign the register. Two sureties - his uncle
and the yarn shop owner Kumar. Bond Rs. 25,000 each. Fees balance Rs. 10,000 - he said will pay after Deepavali.
""")
u("backlog/2027-02/Week plan 22-27 Feb 2027.docx", "typed_note_docx", L, "2027-02-20", ["C02", "C03", "C01", "C04", "C05", "C06"], [], """
WEEK PLAN - 22 Feb to 27 Feb 2027
Mon 22/2  DMC - Selvi OS 214 - DW1 Murugesan (last time costs 1,000 - check if paid). Prepare cross of DW1:
          the 2009 oral partition - who were the sangam elders, any minute book, why Kannammal not a party to it,
          who pays the house tax / EB for the loom shed. Selvi + Kannammal to come.
Mon 22/2  JM-II - sago STC 1123 - DW1 Raghavan. Nivetha to go first, I will come after DMC. Cross on his
          katha book, 2025 purchases, the KVB statement Ex.P6 (balance only Rs. 41,212).
Pending this fortnight:
- LAOP Chinnasamy: written arguments before 8 March; rulings on exemplar + 1/3 deduction; interest u/s 72/80.
- Labour Ct Periyasamy: back wages chart before 10 March.
- S.A. Ponnusamy: Chennai 4 March - book train.
- Kalaivani: 11 March - arrears memo; Dhanush fees receipt.
""")
u("backlog/2027-02/JM II Salem cause list 22.02.2027.pdf", "cause_list_pdf", "District Courts, Salem", "2027-02-19", ["C03"], [], """
JUDICIAL MAGISTRATE No. II, SALEM - CAUSE LIST FOR 22.02.2027 (MONDAY)
Sl.  Case No.            Parties                                             Stage
1    S.T.C. 884/2024    Sri Amman Finance vs K. Palani                       Complainant evidence
2    S.T.C. 1123/2025   Sri Murugan Sago Traders vs P. Raghavan              Defence evidence
3    C.C. 412/2025      State rep. by SI, Kitchipalayam vs Murali            Charges
4    S.T.C. 1301/2025   Vel Tex vs R. Saravana Kumar                         Appearance
5    M.C. 19/2026       Gowri vs Selvam                                      Enquiry
""")
