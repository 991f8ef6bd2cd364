"""The uploads of the Kavaratti practice: what the lawyer, the junior Fathima and the clerk Kunhikoya actually kept."""

L, J, K = "Sayed Mohammed Koya K.", "Fathima Nasrin P.", "Kunhikoya B. (clerk)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ================= C01 Cheriyapura tarwad partition (Sub Court Kavaratti)
u("backlog/2024-09/OS 14-2024 plaint Cheriyapura.pdf", "document_scan", L, "2024-09-23", ["C01"], [], """
BEFORE THE COURT OF THE SUBORDINATE JUDGE, KAVARATTI
O.S. No. ____ of 2024
Plaintiffs : 1. Kunhibi P., aged 58, D/o late Pathumma, Cheriyapura House, Kavaratti
             2. Aysabi P., aged 51, D/o late Pathumma, Cheriyapura House, Kavaratti
Defendants : 1. Attakoya P., aged 66, Karanavan, Cheriyapura tarwad, Kavaratti and 4 others
PLAINT FILED UNDER ORDER VII RULE 1 CPC FOR PARTITION
1. The plaintiffs and the defendants are members of the Cheriyapura tarwad governed by the Marumakkathayam system
   of inheritance as followed in the Lakshadweep islands.
2. The tarwad owns three coconut gardens (thottam) in Kavaratti: Valiyathottam (Sy. No. 112/3), Puthiyathottam
   (Sy. No. 118/1) and Kadappuram thottam (Sy. No. 121/7), described in the plaint schedule.
3. The 1st defendant as karanavan has been taking the entire yield (copra and coconuts) since 2019 and has not
   rendered accounts. The plaintiffs demanded partition by notice; no reply.
Reliefs: partition of the plaint schedule properties by metes and bounds into shares per stirpes and allotment of
the plaintiffs' shares; mesne profits; costs.
Valuation: Court fee paid under the Kerala Court Fees and Suits Valuation Act, 1959 as applicable to Lakshadweep.
Kavaratti, 23.09.2024                               Counsel for plaintiffs: Sayed Mohammed Koya K.
""")
u("backlog/2026-01/IMG-20260112-WA0014.jpg", "handwritten_note_photo", K, "2026-01-12", ["C01"], ["C01-H01"], """
12.01.2026 തിങ്കൾ
സബ് കോടതി കവരത്തി - O.S. 14/2024 കുഞ്ഞിബി v. അത്തക്കോയ (ചെറിയപുര തറവാട്)
2 മുതൽ 5 വരെ പ്രതികളുടെ WS ഫയൽ ചെയ്തു - അവർ ഭാഗം വേണമെന്ന് സമ്മതിക്കുന്നു.
1-ാം പ്രതിയുടെ WS നേരത്തെ ഉണ്ട്.
അടുത്ത തീയതി 16.02.2026
- കുഞ്ഞിക്കോയ
""")
u("backlog/2026-02/IMG_20260216_124410.jpg", "handwritten_note_photo", L, "2026-02-16", ["C01"], ["C01-H02"], """
16/2/26  Sub Court  Divya madam
OS 14/24 Cheriyapura tarwad - our IA for Adv. Commissioner (measure 3 thottams + count thengu) moved.
Cheriyakoya - "objection file cheyyan time venam". Granted.
Madam: "Sy. No. and land register copy file cheyyu" - already Annex. A1-A3. ok
ND 9/3. Kunhibi itha vannilla, Aysabi vannu.
""")
u("backlog/2026-03/OS 14 of 2024 proceedings 09.03.2026.pdf", "certified_order_sheet_scan", "Sub Court, Kavaratti", "2026-03-11", ["C01"], ["C01-H03"], """
IN THE COURT OF THE SUBORDINATE JUDGE, KAVARATTI
Present: Smt. Divya Menon K., Subordinate Judge
Monday, the 9th day of March, 2026
O.S. No. 14 of 2024
I.A. No. 3 of 2026
Petitioners/Plaintiffs : Kunhibi P. and another     Respondents/Defendants : Attakoya P. and 4 others
Counsel for petitioners: Sri. Sayed Mohammed Koya K.   Counsel for R1: Sri. T. K. Cheriyakoya
ORDER
Petition to appoint an Advocate Commissioner to measure the plaint schedule gardens, count the coconut trees and
report the present yield. R1 objects, contending that the item No. 2 (Puthiyathottam) is not tarwad property.
The objection can be considered at the trial. Petition allowed. Adv. N. P. Sainaba is appointed as Advocate
Commissioner. Batta of Rs. 7,500/- to be deposited by the petitioners. Report by 13.04.2026.
                                                          (Sd/-) Subordinate Judge
""")
u("backlog/2026-04/tarwad 13 april.txt", "typed_note_txt", L, "2026-04-13", ["C01"], ["C01-H04"], """
13.04.2026 mon - OS 14/2024 Cheriyapura tarwad - Sub Court
Commission report file aayilla. Sainaba vakeel: 4.4.26 inspection-nu poyappol Puthiyathottam-il D1-nte aalkkar
thadanju, gate pootti. Valiyathottam and Kadappuram measure cheythu.
Divya madam: police help for re-inspection, SHO Kavaratti to assist. Report next date.
May vacation aanu, so ND 08.06.2026.
Kunhibi itha-ne vilichu paranju.
""")
u("backlog/2026-06/20260608_135212.jpg", "handwritten_note_photo", L, "2026-06-08", ["C01"], ["C01-H05"], """
8.6.26  Sub Ct - Cheriyapura
Commission report filed! 3 thottams, total 1.86 acre, 412 thengu (coconut trees) - 389 yielding.
Puthiyathottam alone 141 trees. D1 Attakoya pidichu vechirikkunnath athaanu.
Cheriyakoya again: time for objection to report. Granted.
ND 13.7.26
""")
u("backlog/2026-06/Commission report OS 14-2024.pdf", "document_scan", "Adv. N. P. Sainaba, Advocate Commissioner", "2026-06-08", ["C01"], [], """
REPORT OF THE ADVOCATE COMMISSIONER - O.S. No. 14 of 2024, Sub Court, Kavaratti
Inspection on 04.04.2026 (obstructed at item 2) and on 21.05.2026 with police assistance.
Item 1 Valiyathottam, Sy. No. 112/3 : 0.82 acre, 188 coconut trees (176 yielding)
Item 2 Puthiyathottam, Sy. No. 118/1 : 0.61 acre, 141 coconut trees (132 yielding); a copra shed of the 1st defendant
Item 3 Kadappuram thottam, Sy. No. 121/7 : 0.43 acre, 83 coconut trees (81 yielding)
Total extent 1.86 acres; 412 coconut trees, of which 389 yielding. Present yield about 40 nuts per tree per year.
The 1st defendant's son stated that item 2 was planted by the 1st defendant with his own earnings (Friday property).
Sketch and mahazar annexed.                                  Advocate Commissioner
""")
u("backlog/2026-07/Sub court week 13-20 July.docx", "typed_note_docx", L, "2026-07-20", ["C01", "C03"], ["C01-H06", "C03-H04"], """
SUB COURT KAVARATTI - week of 13 July 2026

Mon 13.07.26 - OS 14/2024 Cheriyapura tarwad (Kunhibi v. Attakoya)
D1's objection to commission report filed by Cheriyakoya: Puthiyathottam is D1's "Friday property"
(velliyazhcha swathu - self-acquired, goes to his own children by Sharia, not to the tarwad). Our reply: planted
with tarwad funds, land register shows tarwad name.
Divya madam framed issues - 5 issues, incl. additional issue No. 5 whether item 2 is Friday property of D1.
ND 14.09.2026 for PE. Kunhibi itha PW1.

Mon 20.07.26 - OS 3/2026 Amini helipad (Mullakoya & ors v. UT Lakshadweep)
Finally WS filed by GP Ajith Kumar (after the costs). Their case: land taken in 2023 "by consent" of the owners for
the Amini helipad; ex-gratia of Rs. 4,80,000 offered, "plaintiffs refused to receive". No award, no RFCTLARR
notification - they admit it! Tree compensation paid to 2 neighbours.
ND 31.08.2026. Our IA for production of the LA file to be filed before that.
""")
u("backlog/2026-09/tarwad PW1 14.9.txt", "typed_note_txt", L, "2026-09-14", ["C01"], ["C01-H07"], """
14/09/2026 - Cheriyapura partition - PW1 Kunhibi
Chief affidavit filed, Exts. A1 to A6 marked (land register extracts, notice, commission report as C1).
Cheriyakoya cross 40 min: "ningalude umma karanavathi aayirunnappol Puthiyathottam undaayirunno?" - itha said
yes, the thengu were planted by her ammavan from tarwad copra money. Good answer.
Cross not over - court time kazhinju. ND 16.11.2026.
""")
u("backlog/2026-11/IMG_20261116_161020.jpg", "handwritten_note_photo", L, "2026-11-16", ["C01"], ["C01-H08"], """
16/11/26 Sub Court - Cheriyapura
PW1 cross over. Nothing damaging. Cheriyakoya put Friday property suggestion - denied.
Next: PW2 = Amin, Kavaratti with the land register (Sy. 118/1 entries 1978 onwards). Summons taken.
ND 08.02.2027 (madam on leave Dec + Christmas)
""")

# ================= C02 Al-Noor boat suit (Munsiff Andrott, camp)
u("backlog/2025-08/WhatsApp Image 2025-08-02 at 10.14.51 AM.jpeg", "document_photo", "Department of Fisheries, Lakshadweep", "2025-08-02", ["C02"], [], """
DEPARTMENT OF FISHERIES - U.T. OF LAKSHADWEEP
CERTIFICATE OF REGISTRATION OF FISHING VESSEL
Registration No.: IND-LD-AN-MM-0317        Name of vessel: AL-NOOR
Type: Mechanised pole-and-line (tuna) boat, FRP, 32 ft, inboard engine 88 HP
Port of registry: Andrott
Owner(s): 1. Hamzakoya M., Moolappura House, Andrott  2. Abdul Rahiman K., Kunnel House, Andrott
Date of registration: 14.03.2021                              Assistant Director of Fisheries, Andrott
""")
u("backlog/2026-01/boat case WS 21.01.docx", "typed_note_docx", L, "2026-01-21", ["C02"], ["C02-H01"], """
21.01.2026 (Wed) - Munsiff Court Andrott (camp) - O.S. 6/2025 Abdul Rahiman v. Hamzakoya
Went by MV Kavaratti on 19th. Camp sitting held.
WS filed by Adv. M. Ibrahim: boat Al-Noor purchased by Hamzakoya alone; Rahiman only a "pani-karan" (crew), his
name in the registration only for the fisheries subsidy; the one-third catch share paid to him was wages.
Rahiman kakka very angry in the verandah - he paid Rs. 2,10,000 in 2021, receipt with him (bank transfer SBI Andrott).
ND 04.03.2026 for replication.
""")
u("backlog/2026-04/IMG_20260415_110502.jpg", "handwritten_note_photo", L, "2026-04-15", ["C02"], ["C02-H03"], """
15.4.26 Andrott camp - Al-Noor boat
Replication filed. Issues framed - 4.
Our IA: Andrott Fishermen Co-op Society - mas sale register + catch share ledger 2022-24 - ALLOWED. Sreeja madam:
"society register produce cheyyanam, secretary vannu prove cheyyanam" - she wants the register every time.
May - civil vacation. ND 17/6/26. Monsoon aanu, kappal undo ennu nokkanam.
""")
u("backlog/2026-06/Society passbook Rahiman.jpg", "document_photo", "Andrott Fishermen Co-operative Society Ltd.", "2026-06-10", ["C02"], [], """
ANDROTT FISHERMEN CO-OPERATIVE SOCIETY LTD. No. F.12
MEMBER'S PASS BOOK - Member: Abdul Rahiman K., Kunnel House    Member No. 448
Date        Particulars                          Credit (Rs.)
12.11.2022  Al-Noor catch share (tuna) Oct        18,400
14.12.2022  Al-Noor catch share (mas)  Nov        22,150
10.02.2023  Al-Noor catch share        Jan        16,900
...
11.03.2024  Al-Noor catch share        Feb        19,300
(no entry after March 2024)                        Secretary
""")
u("backlog/2026-08/boat PW1 19.08.txt", "typed_note_txt", L, "2026-08-19", ["C02"], ["C02-H05"], """
19.08.2026 Andrott camp - OS 6/2025 Al-Noor
Sea calm, HSC ran. Camp sitting held from 11.
PW1 Rahiman kakka examined. Ext. A1 registration certificate (both names), Ext. A2 society pass book, Ext. A3 SBI
transfer Rs. 2,10,000 dt 03.03.2021.
Ibrahim cross: "ningal kappal-il pani-karan alle?" - kakka: "njan udamastan, pani-yum edukkum" - bit long answer,
but ok. Cross not over.
ND 21.10.2026 - PW2 society secretary with register.
""")
u("backlog/2026-10/IMG-20261021-WA0031.jpg", "handwritten_note_photo", K, "2026-10-21", ["C02"], ["C02-H06"], """
21.10.2026 ബുധൻ - ആന്ത്രോത്ത് ക്യാമ്പ് - O.S. 6/2025 അബ്ദുൽ റഹിമാൻ v. ഹംസക്കോയ
PW2 സൊസൈറ്റി സെക്രട്ടറി പി. ബാവക്കോയ രജിസ്റ്റർ സഹിതം ഹാജരായി.
2022-24 വരെ 40% പങ്ക് (share) റഹിമാന് കൊടുത്തു എന്ന് മൊഴി.
എതിർ വക്കീൽ ഇബ്രാഹിം ക്രോസിന് സമയം ചോദിച്ചു.
അടുത്ത തീയതി 20.01.2027
""")

# ================= C03 Amini helipad suit (Sub Court Kavaratti)
u("backlog/2023-06/IMG_20230614_091233.jpg", "document_photo", "Deputy Collector, Amini", "2023-06-14", ["C03"], [], """
OFFICE OF THE DEPUTY COLLECTOR, AMINI - U.T. OF LAKSHADWEEP
No. F.12/3/2023-Rev/Amini                                     Dated: 14.06.2023
To: Sri. Mullakoya T. and co-owners, Thekkeillam, Amini
Sub: Construction of helipad at Amini - land in Sy. No. 47/2 - reg.
The land in Sy. No. 47/2 (0.32 ha, coconut garden) is required for the helipad at Amini. An ex-gratia of
Rs. 4,80,000/- (Rupees four lakh eighty thousand only) is offered towards land and trees, as per the consent scheme.
You are requested to receive the amount and sign the consent letter within 7 days.
                                                             Deputy Collector, Amini
""")
u("backlog/2025-10/Notice u-s 80 CPC helipad.docx", "typed_note_docx", L, "2025-10-06", ["C03"], [], """
SAYED MOHAMMED KOYA K., Advocate, Kavaratti
By Regd. Post A.D.                                                  Dated: 06.10.2025
To: 1. The Administrator, U.T. of Lakshadweep, Kavaratti
    2. The Deputy Collector, Amini
    3. The Director of Port, Shipping and Aviation, Kavaratti
NOTICE UNDER SECTION 80 OF THE CODE OF CIVIL PROCEDURE, 1908
My clients Mullakoya T. and 3 co-owners of Thekkeillam, Amini own the coconut garden in Sy. No. 47/2 (0.32 ha,
56 coconut trees). In 2023 your officers entered the land, cut the trees and built the helipad, without any
notification, award or compensation under the Right to Fair Compensation and Transparency in Land Acquisition,
Rehabilitation and Resettlement Act, 2013. My clients never signed any consent letter. Take notice that unless
compensation as per the Act with solatium and damages for 56 trees is paid within two months, my clients will sue.
                                                                    Advocate
""")
u("backlog/2026-03/IMG-20260316-WA0008.jpg", "handwritten_note_photo", K, "2026-03-16", ["C03"], ["C03-H01"], """
16.03.2026 തിങ്കൾ - സബ് കോടതി
O.S. 3/2026 മുല്ലക്കോയ v. ലക്ഷദ്വീപ് ഭരണകൂടം (അമിനി ഹെലിപാഡ്)
ഗവൺമെന്റ് പ്ലീഡർ അജിത് കുമാർ പ്രതികൾക്കു വേണ്ടി ഹാജരായി. WS-ന് തീയതി.
അടുത്ത തീയതി 20.04.2026
""")
u("backlog/2026-04/helipad 20 april.txt", "typed_note_txt", L, "2026-04-20", ["C03"], ["C03-H02"], """
20/4/26 helipad OS 3/26 - Sub court
GP Ajith Kumar: WS ready alla, "instructions from the Secretariat awaited" - Collector's remarks pending. Time granted.
Divya madam warned - next time costs.
ND 15.06.2026 (May vacation in between).
""")
u("backlog/2026-06/CamScanner 06-16-2026 10.22.pdf", "certified_order_sheet_scan", "Sub Court, Kavaratti", "2026-06-16", ["C03"], ["C03-H03"], """
SUB COURT, KAVARATTI - PROCEEDINGS SHEET
O.S. No. 3 of 2026      Mullakoya T. & 3 others v. Union Territory of Lakshadweep & 2 others
15.06.2026   Plaintiffs - by Sri. Sayed Mohammed Koya K.   Defendants 1 to 3 - by Government Pleader.
Written statement not filed. The learned Government Pleader again seeks time stating that instructions from the
Secretariat are awaited. This is the second occasion. Time granted as a last chance on condition that the defendants
pay costs of Rs. 2,000/- (Rupees two thousand only) to the plaintiffs. Call on 20.07.2026.
                                                                 Sd/- Subordinate Judge
""")
u("backlog/2026-07/WhatsApp Chat with Mullakoya Amini.txt", "whatsapp_export", "Mullakoya T.", "2026-12-15", ["C03"], [], """
17/06/26, 19:02 - Mullakoya Amini: Assalamu alaikum vakeel. Case entha aayi?
17/06/26, 19:20 - SMK Adv: Wa alaikumussalam. GP innum WS koduthilla. 2000 costs adichu, 20 July adutha date.
17/06/26, 19:21 - Mullakoya Amini: Alhamdulillah. Nammude 56 thengu poyathinu aaru parayum
21/07/26, 08:40 - SMK Adv: WS vannu. Avar parayunnu ningal consent koduthennu, 4,80,000 vangathe ennu.
21/07/26, 08:45 - Mullakoya Amini: Njangal oru kadalasum oppittilla. Deputy Collector office-il vilichu bheeshani aayirunnu
15/12/26, 20:10 - Mullakoya Amini: Innale entha aayi? Kappal illathe njan bannilla
15/12/26, 20:22 - SMK Adv: File konduvannilla. Madam last chance koduthu, illenkil adverse inference. 15 Feb next.
""")
u("backlog/2026-08/helipad IA production 31.8.txt", "typed_note_txt", L, "2026-08-31", ["C03"], ["C03-H05"], """
31.08.2026 - OS 3/2026 Amini helipad
Our IA No. 9/2026 u/O XI r. 14 - to produce the LA file F.12/3/2023-Rev/Amini incl. the "consent letters" and
the tree valuation by the Agriculture Dept. GP - time to file objection. Given.
ND 12.10.26.
""")
u("backlog/2026-10/OS 3 of 2026 order 12.10.2026.pdf", "certified_order_sheet_scan", "Sub Court, Kavaratti", "2026-10-14", ["C03"], ["C03-H06"], """
IN THE COURT OF THE SUBORDINATE JUDGE, KAVARATTI
Present: Smt. Divya Menon K., Subordinate Judge
Monday, the 12th day of October, 2026
O.S. No. 3 of 2026 - I.A. No. 9 of 2026
The defendants have pleaded that the land was taken on consent. The consent letters and the valuation are in the
file No. F.12/3/2023-Rev/Amini, which is admittedly in the custody of the defendants. The petition is allowed. The
defendants shall produce the said file before this Court on or before the next date. Issues framed (6).
Posted to 14.12.2026.                                            Sd/- Subordinate Judge
""")
u("backlog/2026-12/20261214_154530.jpg", "handwritten_note_photo", L, "2026-12-14", ["C03"], ["C03-H07"], """
14.12.26 Sub Ct - helipad OS 3/26
LA file not produced. GP: file Collector-nte table-il, Secretariat-il ninnu kittiyilla.
Madam angry - "last chance; if not produced, the Court will draw adverse inference u/s 119 BSA".
ND 15.2.2027. PW1 Mullakoya also ready aakkanam.
""")

# ================= C04 Anas NDPS trial (Sessions Court Kavaratti) and C05 bail (Kerala HC)
u("backlog/2025-11/Crime 41-2025 mahazar Kavaratti PS.pdf", "document_scan", "Kavaratti Police Station", "2025-11-08", ["C04", "C05"], [], """
KAVARATTI POLICE STATION - U.T. OF LAKSHADWEEP
Crime No. 41/2025  u/s 20(b)(ii)(B) of the NDPS Act, 1985          Date: 08.11.2025
SEIZURE MAHAZAR
At about 14.30 hrs at the passenger terminal, Kavaratti jetty, on arrival of MV Arabian Sea from Kochi, on secret
information, SI K. Abdul Salam with party intercepted Muhammed Anas T., 24, S/o Sayed Koya T., Puthiyamalika House,
Kavaratti. He was informed of his right to be searched before a Gazetted Officer or a Magistrate. On search of his
black trolley bag, 1.200 kg of ganja wrapped in newspaper was found. Weighed, two samples of 25 g drawn, sealed.
Witnesses: 1. Kasmikoya P., porter, Kavaratti jetty  2. Nizar K., Kavaratti
                                                     SI of Police, Kavaratti
""")
u("backlog/2026-02/WhatsApp Chat with Fathima Jr.txt", "whatsapp_export", J, "2026-07-24", ["C05", "C07", "C02"], ["C05-H01", "C05-H02", "C02-H02", "C07-H02", "C07-H03"], """
02/02/26, 12:48 - Fathima Jr: Sir Anas bail Kurian J mumbil vannu. Notice to Standing Counsel, SHO Kavaratti-yude report venam. 9/2 posted
02/02/26, 12:50 - SMK Adv: ok. Sayed Koya-ye ariyikku
09/02/26, 13:15 - Fathima Jr: Sir report vannilla - Jose Sebastian sir paranju kappal late aayi, report Kavaratti-il ninnu ethiyilla. 16/2 lekku maatti
09/02/26, 13:16 - SMK Adv: 3 month custody aayi ennu parayanamaayirunnu. ok
04/03/26, 09:05 - Fathima Jr: Sir Andrott HSC cancel - kadal mosham. Njan bench clerk-ne phone-il vilichu, Rahiman kakka case adjourn cheythu, 15/4 kku. Nammude request aayittu record cheythu
04/03/26, 09:07 - SMK Adv: 👍 kakka-ye njan vilikkam
24/06/26, 14:10 - Fathima Jr: Sir CAT - Thasleema teacher. Anilkumar sir reply-kku time chodichu, 4 weeks. Interim order extend cheythu. 24/7 posted
24/07/26, 15:32 - Fathima Jr: Sir CAT reply file cheythu - "administrative exigency, Minicoy-il Maths post vacant" ennu. Child disability-ne patti onnum illa. Rejoinder-nu 11/9
24/07/26, 15:40 - SMK Adv: Rejoinder draft njan ayakkam. Guidelines 2023 para 6(c) - disabled child exemption
""")
u("backlog/2026-02/Bail Appl 1422-2026 order 16.02.2026.pdf", "certified_order_sheet_scan", "High Court of Kerala", "2026-02-18", ["C05"], ["C05-H03"], """
IN THE HIGH COURT OF KERALA AT ERNAKULAM
PRESENT: THE HONOURABLE MR. JUSTICE MATHEW JOSEPH KURIAN
MONDAY, THE 16TH DAY OF FEBRUARY 2026
BAIL APPL. NO. 1422 OF 2026
CRIME NO. 41/2025 OF KAVARATTI POLICE STATION, LAKSHADWEEP
PETITIONER/ACCUSED: MUHAMMED ANAS T.   BY ADV. SAYED MOHAMMED KOYA K., ADV. FATHIMA NASRIN P.
RESPONDENT: U.T. OF LAKSHADWEEP, REP. BY THE STANDING COUNSEL (CRL.) SRI. JOSE SEBASTIAN
ORDER
The petitioner is in custody since 08.11.2025. The contraband is of intermediate quantity; the rigour of Section 37
of the NDPS Act does not apply. The final report has been filed. The petitioner shall be released on bail on
executing a bond for Rs. 50,000/- (Rupees fifty thousand only) with two solvent sureties each for the like sum to
the satisfaction of the Special Court, Kavaratti; he shall report before the SHO, Kavaratti on every Monday between
10 a.m. and 11 a.m. till the trial is over; he shall not leave Kavaratti island without permission of the trial court.
The Bail Application is allowed.                                        Sd/- MATHEW JOSEPH KURIAN, JUDGE
""")
u("backlog/2026-02/IMG-20260211-WA0004.jpg", "handwritten_note_photo", K, "2026-02-11", ["C04"], ["C04-H01"], """
11.02.2026 ബുധൻ - സെഷൻസ് കോടതി കവരത്തി
S.C. 2/2026 - അനസ് (NDPS, ഗഞ്ചാവ്)
പ്രതിയെ സബ് ജയിലിൽ നിന്ന് ഹാജരാക്കി. കോപ്പികൾ കൊടുത്തു.
ഹൈക്കോടതി ജാമ്യം 16-ന് വെച്ചിരിക്കുന്നു.
അടുത്ത തീയതി 11.03.2026 - charge
""")
u("backlog/2026-03/Anas discharge args 11.3.docx", "typed_note_docx", L, "2026-03-11", ["C04"], ["C04-H02"], """
11.03.2026 - S.C. 2/2026 State v. Muhammed Anas - Sessions Court Kavaratti (DJ Jayachandran sir)
Discharge petition argued (Crl.M.P. 14/2026):
1. s. 50 NDPS - mahazar says "informed of his right" - only oral, no written option given. Vijaysinh Chandubha Jadeja.
2. Bag search, not personal - PP Nizamudheen says s. 50 not attracted to a bag.
3. Independent witnesses - porter Kasmikoya, stock witness of the police (used in 2 other cases).
DJ sir asked PP: "where is the s. 52A inventory? and has the FSL report come?" - PP: FSL report awaited.
Orders on 08.04.2026. Anas on bail now, reports at PS every Monday.
""")
u("backlog/2026-04/SC 2-2026 charge order 08.04.2026.pdf", "certified_order_sheet_scan", "District and Sessions Court, Kavaratti", "2026-04-10", ["C04"], ["C04-H03"], """
IN THE COURT OF THE SESSIONS JUDGE (SPECIAL COURT UNDER THE NDPS ACT), KAVARATTI
Present: Sri. R. Jayachandran, District and Sessions Judge
Wednesday, the 8th day of April, 2026
S.C. No. 2 of 2026 (Crime No. 41/2025 of Kavaratti Police Station)
Complainant: State, represented by the Special Public Prosecutor   Accused: Muhammed Anas T.
Crl.M.P. No. 14 of 2026 - Petition for discharge. The contention that Section 50 was not complied with raises a
question of fact to be decided on evidence. There is prima facie material. Petition dismissed. Charge framed under
Section 20(b)(ii)(B) of the NDPS Act, read over and explained; the accused pleaded not guilty. The prosecution shall
produce the inventory prepared under Section 52A and the FSL report before the evidence commences.
Prosecution evidence: summons to PW1 to PW3. Posted to 10.06.2026.               Sd/- Sessions Judge
""")
u("backlog/2026-06/IMG_5521.HEIC", "handwritten_note_photo", L, "2026-06-10", ["C04"], ["C04-H04"], """
10-6-26  Sessions Ct - Anas
PW1 SI K. Abdul Salam - chief over. Marked mahazar Ext. P1, FIR P2.
Jetty CCTV footage - we asked in Crl.M.P. in March, not supplied. Cross defer cheyyanam ennu request - allowed.
DJ sir: "PP, CCTV give copy" + again asked 52A inventory - not produced.
ND 5.8.26
""")
u("backlog/2026-08/Anas PW1 cross 5.8.txt", "typed_note_txt", L, "2026-08-05", ["C04"], ["C04-H05"], """
05.08.2026 Wed - SC 2/2026 - PW1 SI Abdul Salam cross (by me, 1 hr 20 min)
Admissions:
- No written notice u/s 50 given; "orally told him". No gazetted officer was offered in writing.
- Weighing done at the jetty on a fish-stall scale borrowed from the market - no calibration certificate.
- MV Arabian Sea passenger list not seized. Bag not shown to have any name tag of Anas.
- Kasmikoya (porter) was a witness in Crime 12/2024 also - admitted.
Good cross. ND 09.09.2026 - PW2 Kasmikoya.
""")
u("backlog/2026-09/20260909_123301.jpg", "handwritten_note_photo", L, "2026-09-09", ["C04"], ["C04-H06"], """
9/9/26  Sessions - Anas
PW2 Kasmikoya (mahazar witness, porter) - turned HOSTILE. Said he was called after the bag was opened; signed
mahazar at PS later. PP Nizamudheen cross-examined him with permission - nothing gained by PP.
Next PW3 HC Shameer (sample to FSL). ND 28.10.26
""")
u("backlog/2026-10/IMG-20261028-WA0017.jpg", "handwritten_note_photo", K, "2026-10-28", ["C04"], ["C04-H07"], """
28.10.2026 ബുധൻ - സെഷൻസ് കോടതി - S.C. 2/2026 അനസ്
PW3 ഹെഡ് കോൺസ്റ്റബിൾ ഷമീർ വന്നില്ല - MV Lagoons കപ്പൽ റദ്ദാക്കി (കാലാവസ്ഥ).
പ്രോസിക്യൂഷൻ സമയം ചോദിച്ചു.
അടുത്ത തീയതി 02.12.2026
""")
u("backlog/2026-12/SC 2-2026 PW3 2.12.docx", "typed_note_docx", L, "2026-12-02", ["C04"], ["C04-H08"], """
02.12.2026 - S.C. 2/2026 - PW3 Head Constable Shameer A.
Took the samples to the Regional FSL, Thiruvananthapuram on 17.11.2025 - 9 days after seizure; sample kept in
the PS malkhana in the meantime (no malkhana register produced).
FSL report marked Ext. P9 (ganja, THC present).
No s. 52A inventory / certification before a Magistrate - PW3 admitted he "does not know of any". DJ sir again
noted it: third time he asked the PP for the 52A inventory.
ND 13.01.2027 - PW4 CI (IO).
""")
u("backlog/2027-01/anas 13 jan PW4.txt", "typed_note_txt", L, "2027-01-13", ["C04"], ["C04-H09"], """
13/1/27 - Sessions Ct - Anas NDPS
PW4 CI Vinod Kumar P. (IO) not present - on deputation to the mainland (Kochi), summons returned.
PP sought time. DJ sir: fresh summons through SP Lakshadweep, "the IO must come by the ship of 1st Feb".
ND 03.02.2027 - PW4.
""")

# ================= C06 Rahmathbi maintenance (Munsiff-cum-JFCM Amini)
u("backlog/2026-01/IMG_20260129_113015.jpg", "handwritten_note_photo", L, "2026-01-29", ["C06"], ["C06-H01"], """
29/1/26 Amini - Magistrate - MC 11/25 Rahmathbi v. Naseer
Naseer absent - on voyage (ship Jag Pranam?), his umma came and said he is in Gulf waters till March.
Notice served through his mother - Magistrate accepted.
Rahmathbi + Adil (mon, 6 yrs) present.
ND 5/3/26
""")
u("backlog/2026-03/IMG-20260305-WA0011.jpg", "handwritten_note_photo", K, "2026-03-05", ["C06"], ["C06-H02"], """
05.03.2026 വ്യാഴം - അമിനി മജിസ്ട്രേറ്റ് കോടതി
M.C. 11/2025 റഹ്മത്ത്ബി v. നസീർ
എതിർകക്ഷിക്കു വേണ്ടി അഡ്വ. കെ. റഷീദ് ഹാജരായി. കൗണ്ടറിന് സമയം ചോദിച്ചു.
അടുത്ത തീയതി 09.04.2026
""")
u("backlog/2026-04/Amini MC 9 april.txt", "typed_note_txt", L, "2026-04-09", ["C06"], ["C06-H03"], """
9.4.2026 thu - MC 11/2025 (Amini)
Counter filed by Rasheed: she left the house on her own to her umma's house, mahr paid in full, he sends
money "when he can". Says he earns little as a GP rating.
Our IA for interim maintenance argued - Rs. 15,000 claimed. Magistrate insists both in person next time.
ND 14.05.26 for orders on IA.
""")
u("backlog/2026-05/MC 11-2025 interim order 14.05.2026.pdf", "certified_order_sheet_scan", "Munsiff-cum-JFCM Court, Amini", "2026-05-16", ["C06"], ["C06-H04"], """
IN THE COURT OF THE MUNSIFF-CUM-JUDICIAL FIRST CLASS MAGISTRATE, AMINI
Present: Sri. Arun Thomas, Munsiff-Magistrate
Thursday, the 14th day of May, 2026
M.C. No. 11 of 2025 - Crl.M.P. No. 6 of 2026
Petitioners: Rahmathbi K. and minor Muhammed Adil     Respondent: Naseer P.
ORDER
The respondent is admittedly employed as a seaman. Pending disposal, he shall pay interim maintenance of Rs. 6,000/-
per month to the 1st petitioner and Rs. 4,000/- per month to the 2nd petitioner (total Rs. 10,000/- per month) from
the date of the petition, on or before the 10th of every month. Posted for evidence to 16.07.2026.
                                                                       Sd/- Magistrate
""")
u("backlog/2026-07/IMG_20260716_150245.jpg", "handwritten_note_photo", L, "2026-07-16", ["C06"], ["C06-H05"], """
16.7.26 Amini MC - Rahmathbi
PW1 Rahmathbi chief + cross (Rasheed, 30 min). Cross: "ningal swantham ishtathil poyathalle?" - "alla, addeham
adichu, ummayude veettil aakki". Good.
Interim arrears - only 2 months paid; arrears Rs. 20,000 as on date. Memo filed.
ND 17/9/26 - RW.
""")
u("backlog/2026-09/WhatsApp Chat with Rahmathbi Amini.txt", "whatsapp_export", "Rahmathbi K.", "2026-09-18", ["C06"], ["C06-H06"], """
16/09/26, 18:30 - Rahmathbi Amini: Sir naale case alle. Njan Adil-ne school-il vidaathe varano?
16/09/26, 18:44 - SMK Adv: Varanam. Njan naale raavile HSC-il varum.
17/09/26, 12:05 - SMK Adv: Magistrate Andrott-inte additional charge-il aanu, innu Amini-il sitting illa. Case 19 Nov lekku maatti.
17/09/26, 12:07 - Rahmathbi Amini: Ayyo. Paisa innum bannilla sir, randu maasam aayi
18/09/26, 09:10 - SMK Adv: Arrears-nu execution petition file cheyyam. Copy of pass book ayakku.
""")
u("backlog/2026-11/IMG-20261119-WA0006.jpg", "handwritten_note_photo", K, "2026-11-19", ["C06"], ["C06-H07"], """
19.11.2026 വ്യാഴം - അമിനി കോടതി - M.C. 11/2025 റഹ്മത്ത്ബി v. നസീർ
RW1 നസീർ (ലീവിൽ വന്നിട്ടുണ്ട്) മൊഴി കൊടുത്തു. സാറ് ക്രോസ് ചെയ്തു.
അടുത്ത തീയതി 12.01.2027 - വാദം
""")
u("backlog/2026-11/correction naseer ND.txt", "typed_note_txt", L, "2026-11-20", ["C06"], ["C06-H07"], """
20/11/26 - correction: Kunhikoya's register page of 19.11 says MC 11/25 (Rahmathbi) next on 12.01.2027 - WRONG.
12.01 is a Tuesday, Amini court sits for us on Thursdays. Checked with bench clerk Amini by phone: next date is
21.01.2027 for arguments.
Also from yesterday: Naseer in cross admitted his salary is USD 1,150 per month (basic) + overtime, with
Synergy Marine; pay slip marked Ext. B1. He said he sent Rs. 5,000 twice only.
""")
u("backlog/2026-11/Naseer pay slip Ext B1.pdf", "document_scan", "Synergy Marine Pvt. Ltd.", "2026-10-31", ["C06"], [], """
SYNERGY MARINE PVT. LTD. - CREW WAGE SLIP - October 2026
Name: NASEER P.    Rank: GP Rating (AB)    CDC No. MUM 2xxxxx    Vessel: MT Ocean Pearl
Basic wages        USD 1,150.00
Fixed overtime     USD   310.00
Leave pay          USD   120.00
Total earnings     USD 1,580.00
Allotment to home (SBI Amini A/c xxxx2231)   Rs. 25,000
""")
u("backlog/2027-01/MC 11-25 args 21.1.txt", "typed_note_txt", L, "2027-01-21", ["C06"], ["C06-H08"], """
21.01.2027 - Amini - MC 11/2025 Rahmathbi v. Naseer - arguments
Argued: USD 1,580 total per month (Ext. B1) = more than Rs. 1.3 lakh; allotment Rs. 25,000 goes to his umma.
Asked Rs. 15,000 wife + Rs. 10,000 Adil. Rasheed: he has a loan for the house, wife can do tailoring.
Arguments closed. Orders on 18.02.2027.
""")

# ================= C07 Thasleema teacher OA (CAT Ernakulam)
u("backlog/2026-05/transfer order Thasleema.pdf", "document_scan", "Directorate of Education, Lakshadweep", "2026-05-22", ["C07"], [], """
ADMINISTRATION OF THE UNION TERRITORY OF LAKSHADWEEP - DIRECTORATE OF EDUCATION, KAVARATTI
F.No. 3/14/2026-Edn(Estt)                                             Dated: 22.05.2026
ORDER
In the interest of administration, Smt. Thasleema Beegum K., TGT (Mathematics), GSSS Andrott is transferred and
posted to GHS Minicoy against the vacant post. She shall be relieved forthwith and join at Minicoy by 01.06.2026.
                                                                     Director of Education
""")
u("backlog/2026-05/disability certificate Fathima Hana.pdf", "document_scan", "Medical Board, IGH Kavaratti", "2025-12-03", ["C07"], [], """
INDIRA GANDHI HOSPITAL, KAVARATTI - MEDICAL BOARD
CERTIFICATE FOR PERSON WITH DISABILITY (Form IV)
Name: Fathima Hana, D/o Thasleema Beegum K., age 9, Andrott
Disability: Cerebral palsy - locomotor disability 60% (sixty per cent), permanent. Needs physiotherapy at the
PHC Andrott twice a week.                                           Chairman, Medical Board
""")
u("backlog/2026-06/WhatsApp Image 2026-06-05 at 4.12.33 PM.jpeg", "certified_order_sheet_scan", "Central Administrative Tribunal, Ernakulam Bench", "2026-06-05", ["C07"], ["C07-H01"], """
CENTRAL ADMINISTRATIVE TRIBUNAL, ERNAKULAM BENCH
O.A. No. 180/00219/2026
Friday, this the 5th day of June, 2026
CORAM: HON'BLE MR. K. HARIKRISHNAN, MEMBER (J)   HON'BLE MS. RASHMI SOOD, MEMBER (A)
Thasleema Beegum K. - Applicant (By Advocate Sri. Sayed Mohammed Koya K.)
Union of India & 3 others - Respondents (By Sri. N. Anilkumar, Sr. Panel Counsel)
ORDER
Admit. The applicant, a TGT with a child having 60% disability, challenges her transfer in mid-session from
Andrott to Minicoy. Prima facie the 2023 guidelines exempt such employees. Until the next date of hearing the
transfer order dated 22.05.2026 shall be kept in abeyance in so far as the applicant is concerned. Reply in three
weeks. List on 24.06.2026.
""")
u("backlog/2026-09/OA 219 rejoinder 11.9.docx", "typed_note_docx", L, "2026-09-11", ["C07"], ["C07-H04"], """
11.09.2026 Fri - CAT Ernakulam - OA 180/00219/2026 Thasleema v. UoI
Went by helicopter to Kochi on 10th (ship full).
Rejoinder filed - guidelines 2023 para 6(c): employees with a disabled child "shall not be transferred out of the
island where treatment is available". Minicoy has no physiotherapist.
Bench (Harikrishnan + Rashmi Sood): asked Sr. PC to produce the 2023 transfer guidelines and the minutes of the
Transfer Committee of May 2026. Interim continues.
ND 06.11.2026.
""")
u("backlog/2026-11/PXL_20261106_113402.jpg", "handwritten_note_photo", L, "2026-11-06", ["C07"], ["C07-H05"], """
6.11.26 CAT Ct 2 - Thasleema
Minutes produced: committee "noted" the disability but transferred anyway - "no other Maths TGT willing". Helps us.
Part heard - Sr. PC Anilkumar half way. Interim continues.
ND 8.1.27
""")
u("backlog/2027-01/WhatsApp Chat with Fathima Jr (2).txt", "whatsapp_export", J, "2027-01-20", ["C02", "C07"], ["C02-H04", "C07-H06", "C02-H07"], """
17/06/26, 10:30 - Fathima Jr: Sir Andrott camp cancel aayi - Munsiff madam-nu kappal kittiyilla, monsoon. Bench clerk paranju boat case 19 Aug-lekku
17/06/26, 10:33 - SMK Adv: ok. kakka-ye ariyikku
08/01/27, 12:20 - Fathima Jr: Sir CAT - Member (A) leave-il. Single member bench final hearing edukkilla. Thasleema case 12/2/27 lekku
08/01/27, 12:21 - SMK Adv: ok, 12 Feb njan varum. Helicopter book cheyyanam
20/01/27, 16:45 - Fathima Jr: Sir Andrott-il ninnu - boat case PW2 secretary cross kazhinju, Ibrahim sir 20 min. Plaintiff evidence closed. DW-kku 24/2/27
20/01/27, 16:47 - Fathima Jr: Hamzakoya DW1 aayi varum ennu Ibrahim sir paranju
20/01/27, 16:50 - SMK Adv: Good. Nannayi
""")

# ================= C08 Jetty Stores eviction (Munsiff Kavaratti)
u("backlog/2024-07/rent receipt jetty stores.jpg", "document_photo", "Kasim B.", "2024-07-05", ["C08"], [], """
രസീത്
കോയമ്മക്കോയ പി. (ജെട്ടി സ്റ്റോർസ്) - ജെട്ടി മാർക്കറ്റ് കട മുറി നം. 7
ജൂലൈ 2024 മാസത്തെ വാടക 3,000 രൂപ കിട്ടി.
05.07.2024                                  ഒപ്പ് - കാസിം ബി.
""")
u("backlog/2026-01/IMG_20260119_104812.jpg", "handwritten_note_photo", L, "2026-01-19", ["C08"], ["C08-H01"], """
19.1.26 Munsiff Kvt - OS 22/25 Kasim v. Koyammakoya (Jetty Stores)
Our WS filed: rent Rs. 3,000 pm paid in cash till July 2024; from Aug 2024 Kasim refused to accept (wants shop for
his son's mobile shop). Arrears claim Rs. 54,000 false.
IA to deposit rent in court also filed.
ND 23/2/26
""")
u("backlog/2026-02/OS 22-2025 IA order 23.02.2026.pdf", "certified_order_sheet_scan", "Munsiff Court, Kavaratti", "2026-02-24", ["C08"], ["C08-H02"], """
IN THE COURT OF THE MUNSIFF-CUM-JUDICIAL FIRST CLASS MAGISTRATE, KAVARATTI
Present: Sri. Abhilash Varghese, Munsiff
Monday, the 23rd day of February, 2026
O.S. No. 22 of 2025 - I.A. No. 2 of 2026
The defendant-tenant is permitted to deposit the monthly rent of Rs. 3,000/- (Rupees three thousand only) into
court on or before the 10th of every month, and the arrears from August 2024 within one month, without prejudice
to the contentions of either side. Petition allowed. Posted to 06.04.2026.             Sd/- Munsiff
""")
u("backlog/2026-04/IMG-20260406-WA0002.jpg", "handwritten_note_photo", K, "2026-04-06", ["C08"], ["C08-H03"], """
06.04.2026 തിങ്കൾ - മുൻസിഫ് കോടതി കവരത്തി
O.S. 22/2025 കാസിം v. കോയമ്മക്കോയ (ജെട്ടി സ്റ്റോർസ്)
വാദി വക്കീൽ ഷെയ്ഖ് കോയ ഹാജരായില്ല. കേസ് മാറ്റി.
വാടക 3,000 ഈ മാസവും കോടതിയിൽ അടച്ചു.
അടുത്ത തീയതി 22.06.2026
""")
u("backlog/2026-06/jetty stores 22.6.txt", "typed_note_txt", L, "2026-06-22", ["C08"], ["C08-H04"], """
22.06.2026 - OS 22/2025 Jetty Stores - Munsiff Kavaratti
Issues framed (3): arrears? bona fide need? tenant's default?
PW1 Kasim chief affidavit filed. Sheikh Koya vakeel present this time.
ND 10.08.26 for cross of PW1.
""")
u("backlog/2026-08/20260810_124055.jpg", "handwritten_note_photo", L, "2026-08-10", ["C08"], ["C08-H05"], """
10/8/26  Munsiff - Kasim PW1 cross
Admitted: he refused the rent from August 2024 ("njan vangiyilla, kada ozhiyanam ennu paranju").
Admitted son's mobile shop already running at the new HSC terminal building - bona fide need weak.
ND 5/10 - DW1 Koyammakoya.
""")
u("backlog/2026-10/Doc1.docx", "typed_note_docx", L, "2026-10-05", ["C08"], ["C08-H06"], """
05.10.2026 - O.S. 22/2025 (Kasim v. Koyammakoya) - Munsiff Court Kavaratti
DW1 Koyammakoya chief affidavit filed; Exts. B1 to B8 (court deposit challans) marked.
Sheikh Koya: not ready to cross, "client went to Kochi". Munsiff allowed time on costs of Rs. 500/- to the defendant.
ND 07.12.2026.
""")
u("backlog/2026-12/jetty 7 dec.txt", "typed_note_txt", L, "2026-12-07", ["C08"], ["C08-H07"], """
7.12.26 mon - Jetty Stores (OS 22/2025)
DW1 cross by Sheikh Koya - 25 min, nothing new. Costs Rs. 500 paid over to us.
DW2 Pookoya (next shop, tea stall) examined - Kasim told him in 2024 "kada mone-kku venam".
Evidence closed both sides. Arguments on 03.02.2027.
""")

# ================= the week, the ships, the day's list
u("backlog/2027-01/Sailing programme Feb 2027.pdf", "document_scan", "Department of Port, Shipping and Aviation, Lakshadweep", "2027-01-25", ["C04", "C01", "C07"], [], """
LAKSHADWEEP PORT, SHIPPING AND AVIATION - TENTATIVE SAILING PROGRAMME FEBRUARY 2027
Vessel            From       Date        Via                               To
MV Arabian Sea    Kochi      01.02.2027  Kavaratti                          Kavaratti
MV Kavaratti      Kavaratti  04.02.2027  Agatti, Amini, Kadmat              Kochi
MV Lagoons        Kochi      06.02.2027  Kalpeni, Kavaratti, Andrott        Andrott
MV Corals         Kavaratti  10.02.2027  -                                  Kochi
Subject to weather. Passengers to report 2 hours before.
""")
u("backlog/2027-01/New Microsoft Word Document.docx", "typed_note_docx", L, "2027-01-30", ["C04", "C08", "C01", "C07", "C03", "C06", "C02"], [], """
PLAN  1 Feb - 24 Feb 2027
Wed 3/2   Kavaratti: Sessions - Anas NDPS, PW4 CI Vinod Kumar (did he come on MV Arabian Sea 1/2? ask PP)
          + Munsiff - Jetty Stores arguments (written notes ready - refusal of rent Aug 2024, deposits B1-B8)
Mon 8/2   Sub Court - Cheriyapura PW2 Amin, land register
Wed 10/2  leave Kavaratti by MV Corals -> Kochi
Fri 12/2  CAT Ernakulam - Thasleema final hearing (Fathima to book helicopter back)
Mon 15/2  Sub Court - helipad, LA file / PW1 Mullakoya
Thu 18/2  Amini - Rahmathbi orders (Fathima can go)
Wed 24/2  Andrott - Al-Noor DW1 Hamzakoya cross
Fees: Koyammakoya balance 15,000; Mullakoya group advance.
""")
u("backlog/2027-02/Cause list Kavaratti 03.02.2027.pdf", "cause_list_pdf", "District Court, Kavaratti", "2027-02-02", ["C04", "C08"], [], """
DISTRICT AND SESSIONS COURT, KAVARATTI - CAUSE LIST FOR WEDNESDAY, 03.02.2027
SESSIONS COURT (Sri. R. Jayachandran)
Sl.  Case No.             Parties                                          Stage
1    S.C. 9/2025          State v. Abdul Jabbar                            Arguments
2    S.C. 2/2026          State v. Muhammed Anas T.                        PW4 (Evidence)
3    Crl.A. 4/2026        Ummer Farooq v. State                            Hearing
MUNSIFF-CUM-JFCM COURT, KAVARATTI (Sri. Abhilash Varghese)
1    O.S. 22/2025         Kasim B. v. Koyammakoya P.                       Arguments
2    O.S. 17/2024         Beefathumma v. Koyakutty                         Evidence
3    C.C. 41/2025         SHO Kavaratti v. Shafeeq                         Summons
""")
