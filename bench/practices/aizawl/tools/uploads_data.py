"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


# ---------------------------------------------------------------- documents (dated by their own date)
up("backlog/2025-11/DC order LSC cancel Zemabawk.pdf", "document_scan", "Deputy Commissioner, Aizawl District", "2025-10-30", ["C01"], [], """
GOVERNMENT OF MIZORAM
OFFICE OF THE DEPUTY COMMISSIONER : AIZAWL DISTRICT : AIZAWL
No. B.13011/LSC/AZL/2025/318                                  Dated Aizawl, the 30th October, 2025
ORDER
Whereas a complaint dated 02.06.2025 was received from Pu Zothanmawia, Zemabawk North, alleging that Land Settlement
Certificate No. AZL-1187 of 2009 issued in the name of Pi Lalmuanpuii Hnamte, covering an area of 1,240 sq. m at
Zemabawk, overlaps his Periodic Patta No. 44 of 1998;
And whereas the field verification report of the Revenue Officer dated 11.08.2025 shows overlap of the plot;
Now, therefore, the said LSC No. AZL-1187 of 2009 is hereby cancelled with immediate effect, and the holder is directed
to hand over the land within 30 days.
sd/- Deputy Commissioner, Aizawl District
Copy to: Director, Land Revenue & Settlement Department, Mizoram.
""")

up("backlog/2025-10/Scan_20251027_113502.pdf", "document_scan", "Bawngkawn Police Station", "2025-08-14", ["C07"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)
District: Aizawl   P.S.: Bawngkawn   FIR No. 142/2025   Date: 14.08.2025
Sections: 281, 106(1) Bharatiya Nyaya Sanhita, 2023
Occurrence: 13.08.2025 at about 6:40 PM, Bawngkawn Junction, near the Durtlang road turning.
Informant: Pi Zonunsiami Pachuau (w/o Lalzarzova Pachuau), Bawngkawn South.
Brief: Maxi-cab No. MZ-01-T-2093 driven rashly and negligently by one Lalthanzama knocked down my husband
Lalzarzova Pachuau (42 yrs, carpenter) while he was crossing the road. He was taken to Civil Hospital, Aizawl and
declared dead on 13.08.2025 at 8:15 PM.
Vehicle seized. Driver arrested and released on bail.
sd/- O/C Bawngkawn P.S.
""")

up("backlog/2025-09/IMG_20250915_121045.jpg", "document_photo", "Puii Hardware", "2025-09-10", ["C04"], [], """
PUII HARDWARE & BUILDING MATERIALS
Bara Bazar, Aizawl. Ph 98631 5xxxx
LEDGER - M/s Bimal Chakma Construction, Tlabung/Aizawl (site: Durtlang PWD quarters)
Date        Bill No.   Item                          Dr            Cr
02.01.2025  PH/311     Cement 400 bags               1,68,000
19.01.2025  PH/344     TMT bar 12mm 3.2 MT           2,46,400
11.02.2025  PH/402     GI sheet, nails, wire         1,12,600
03.03.2025  PH/455     Tiles & sanitary              3,97,500
28.03.2025             Cash received                                 50,000
Balance due as on 10.09.2025                            Rs. 8,74,500
Bimal sir in sawi: "next month ka pe ang" - a pe lo.
""")

up("backlog/2026-03/AMC refusal and stop work.pdf", "document_scan", "Aizawl Municipal Corporation", "2026-02-20", ["C03"], [], """
AIZAWL MUNICIPAL CORPORATION
Building Permission Section
No. AMC/BP/CHL/2026/77                                              Dated: 20.02.2026
To: The Secretary, Bethel Presbyterian Kohhran, Chaltlang, Aizawl
Sub: Refusal of building permission and stop-work notice - Kohhran hall (G+2)
Your application dated 14.10.2025 for permission to construct a G+2 church hall on LSC No. AZL-2210 at Chaltlang is
refused, as the proposed structure does not keep the mandatory setback of 1.5 metres on the northern side from the
AMC drain. You are directed to stop all construction work forthwith, failing which the unauthorised portion will be
demolished under the Aizawl Municipal Corporation Building Regulations.
sd/- Executive Engineer (Building), AMC
""")

up("backlog/2025-08/excise seizure memo Kanan.pdf", "document_scan", "Excise & Narcotics Department, Aizawl", "2025-07-19", ["C05"], [], """
EXCISE & NARCOTICS DEPARTMENT, GOVERNMENT OF MIZORAM
SEIZURE MEMO
Case No. EX/AZL/211/2025      Date & time of seizure: 19.07.2025, 4:10 PM
Place: "Mami Store", Kanan, Aizawl (shop of Smt. Lalhmangaihzuali)
Seized: 24 (twenty four) bottles of IMFL of 750 ml each, kept in two cardboard cartons under the counter.
Seizing officer: C. Lalramthara, Sub-Inspector of Excise.
Witnesses: (1) Lalnghakliana, Kanan  (2) R. Lalbiakmawia, Excise Constable
Accused: Smt. Lalhmangaihzuali (arrested, released on bail).
sd/- C. Lalramthara, SI Excise
""")

up("backlog/2026-01/IMG_20260128_104455.jpg", "document_photo", "Excise & Narcotics Department, Kolasib", "2025-12-02", ["C02"], [], """
EXCISE & NARCOTICS DEPARTMENT - KOLASIB DISTRICT
Case No. EX/KLB/57/2025  dt. 02.12.2025
Vehicle: Truck (10 wheeler) MZ-01-K-4471, registered owner Pu Lalrinmawia, Ramhlun North, Aizawl
Driver: Lalnunsanga (absconding)
Seized at Vairengte check gate: 40 cases of IMFL hidden behind cement bags.
Owner named as accused under the Mizoram Liquor (Prohibition) Act, 2019; vehicle detained.
""")

up("backlog/2026-07/AMC EE joint inspection report.pdf", "document_scan", "Aizawl Municipal Corporation", "2026-07-28", ["C03"], [], """
AIZAWL MUNICIPAL CORPORATION
JOINT SITE INSPECTION REPORT (in WP(C) 201/2026, order dt. 23.06.2026)
Date of inspection: 17.07.2026
Present: Er. Lalrinzuala Sailo, EE (Building), AMC; Er. C. Vanlalhruaia, architect for the Kohhran; Pu Lalthangliana
Khiangte, Secretary.
Findings: The hall (ground floor complete, first floor columns cast) keeps a setback of 0.6 m on the northern side
from the AMC drain against the required 1.5 m. Other sides comply. The deficiency can be cured by removing the
northern verandah (approx. 0.9 m) on the first and second floors.
sd/- EE (Building)                                 sd/- Architect (petitioner)
""")

up("backlog/2026-02/thuam list Hriati.jpg", "document_photo", "Lalhriatpuii", "2026-01-30", ["C06"], [], """
Ka thuam (thil ka neih) - Liana in a la hauh:
1. Thingpui bel leh kawr bawm 1
2. Fridge (Godrej) 1 - ka nu in a lei sak
3. Puan (puanchei) 4
4. Rangva (gold) chain 1 - 8 gm
5. Sewing machine 1
Man: Rs. 420 (pek zawh)
Kum 2019 kan innei. 15.12.2025 khan in atang min hnawt chhuak.
- Hriati
""")

up("backlog/2026-10/NIC offer letter Pachuau.pdf", "document_scan", "National Insurance Co. Ltd.", "2026-10-06", ["C07"], [], """
NATIONAL INSURANCE COMPANY LIMITED
Divisional Office, Aizawl
Ref: NIC/AZL/MACT/66-2025/OFR                                   Date: 06.10.2026
To: Smt. Lalremruati Khiangte, Advocate for the claimants
Re: MACT Case No. 66 of 2025 - Zonunsiami Pachuau & Ors. vs Lalthanzama & Anr.
Without prejudice to our defence that the driver's licence was not valid on the date of the accident, the Company
offers a full and final settlement of Rs. 9,50,000/- (Rupees nine lakh fifty thousand only) to the claimants.
This offer is valid till 31.10.2026.
sd/- Divisional Manager
""")


# ---------------------------------------------------------------- certified copies of orders, cause lists
up("backlog/2026-02/WPC 112-2025 order 10.02.2026.pdf", "certified_order_sheet_scan", "court", "2026-02-13", ["C01"], ["C01-H03"], """
THE GAUHATI HIGH COURT
(HIGH COURT OF ASSAM, NAGALAND, MIZORAM AND ARUNACHAL PRADESH)
AIZAWL BENCH
WP(C) No. 112 of 2025
Smt. Lalmuanpuii Hnamte ... Petitioner
-Versus-
The State of Mizoram & 3 Ors. ... Respondents
BEFORE HON'BLE MR. JUSTICE KULENDRA NATH PHUKAN
For the petitioner : Ms. L. Khiangte, Mr. V. L. Ralte, Advocates
For respondents 1-3 : Mr. R. Lalremsiama, Govt. Advocate
For respondent 4 : Mr. J. Lalnunmawia, Advocate
Date : 10.02.2026
ORDER
Heard. On 09.12.2025 notice was issued and the State respondents were to file their affidavit-in-opposition. On
13.01.2026 further time was allowed at their request. None has been filed even today, and the learned Govt. Advocate
again seeks time on the ground that instructions are awaited from the Land Revenue & Settlement Department.
As a last opportunity, the State respondents are allowed three weeks to file the affidavit-in-opposition, subject
to payment of cost of Rs. 2,000/- to the petitioner. If it is not filed, the Director, Land Revenue & Settlement
Department shall file a personal affidavit explaining the delay.
The learned Govt. Advocate, on instruction over phone, states that no coercive step to evict the petitioner will be
taken till the next date. The interim order of status quo dated 09.12.2025 shall continue.
List on 10.03.2026.
                                                                      JUDGE
""")

up("backlog/2026-09/WPC 112 of 2025 judgment.pdf", "certified_order_sheet_scan", "court", "2026-09-14", ["C01"], ["C01-H08"], """
THE GAUHATI HIGH COURT, AIZAWL BENCH
WP(C) No. 112 of 2025
Smt. Lalmuanpuii Hnamte vs The State of Mizoram & 3 Ors.
BEFORE HON'BLE MR. JUSTICE KULENDRA NATH PHUKAN
Date of hearing and judgment: 08.09.2026
JUDGMENT AND ORDER (ORAL)
1. The petitioner challenges the order dated 30.10.2025 of the Deputy Commissioner, Aizawl cancelling her Land
Settlement Certificate No. AZL-1187 of 2009 at Zemabawk.
2. The original file produced on 14.07.2026 shows that the petitioner was never served any notice or heard before the
cancellation. The order was passed only on the complaint of respondent No. 4 and a field report to which she was
not a party.
3. The cancellation of an LSC, which takes away a settled right in land, without notice and hearing is in breach of
the principles of natural justice. The impugned order dated 30.10.2025 is set aside.
4. The matter is remitted to the Deputy Commissioner, Aizawl, who shall decide the complaint of respondent No. 4
afresh after giving both sides an opportunity of hearing, within eight weeks from the receipt of a certified copy.
Till then the petitioner's possession shall not be disturbed.
5. The writ petition is allowed to the above extent. No costs.
                                                                      JUDGE
""")

up("backlog/2026-02/CrlPet 38 of 2026 order 05-02-2026.pdf", "certified_order_sheet_scan", "court", "2026-02-09", ["C02"], ["C02-H01"], """
THE GAUHATI HIGH COURT, AIZAWL BENCH
Crl.Pet. No. 38 of 2026
Pu Lalrinmawia ... Petitioner  -Vs-  State of Mizoram ... Respondent
BEFORE HON'BLE MRS. JUSTICE ZODINPUII HRAHSEL
05.02.2026
Heard Ms. L. Khiangte, learned counsel for the petitioner, and Mr. Lalhmingmawia, learned Addl. PP for the State.
The petitioner is the registered owner of truck No. MZ-01-K-4471, from which 40 cases of IMFL were seized at
Vairengte on 02.12.2025 while the truck was driven by one Lalnunsanga. It is submitted that the petitioner had hired
out the truck to carry cement and had no knowledge of the liquor.
Issue notice. The learned Addl. PP accepts notice. Let the case diary of Excise Case No. EX/KLB/57/2025 be produced
on the next date. In the meantime, no coercive steps shall be taken against the petitioner.
List on 05.03.2026.
                                                                      JUDGE
""")

up("backlog/2026-11/Crl.Pet.38-2026 judgment 12.11.26.pdf", "certified_order_sheet_scan", "court", "2026-11-17", ["C02"], ["C02-H07"], """
THE GAUHATI HIGH COURT, AIZAWL BENCH
Crl.Pet. No. 38 of 2026
Pu Lalrinmawia vs State of Mizoram
BEFORE HON'BLE MRS. JUSTICE ZODINPUII HRAHSEL
Date of hearing: 20.08.2026    Date of judgment: 12.11.2026
JUDGMENT
... The case diary shows that the petitioner's truck was hired by one Lalnunsanga under a written hire agreement
dated 28.11.2025 for carrying cement from Silchar, and that nothing in the investigation connects the petitioner to
the liquor except his ownership of the vehicle. Ownership of a vehicle alone, without knowledge, does not make out
an offence under the Mizoram Liquor (Prohibition) Act, 2019.
The proceedings in Excise Case No. EX/KLB/57/2025, in so far as they relate to the petitioner, are quashed. The
truck No. MZ-01-K-4471 shall be released to the petitioner on his executing a bond of Rs. 5,00,000/- before the
Special Court, with an undertaking to produce it when required. The case against the driver shall proceed.
The petition is allowed.
                                                                      JUDGE
""")

up("backlog/2026-05/WPC 201-2026 o.s. 12.5.pdf", "certified_order_sheet_scan", "court", "2026-05-15", ["C03"], ["C03-H03"], """
THE GAUHATI HIGH COURT, AIZAWL BENCH
WP(C) No. 201 of 2026
Bethel Presbyterian Kohhran, Chaltlang vs Aizawl Municipal Corporation & 2 Ors.
BEFORE HON'BLE MR. JUSTICE KULENDRA NATH PHUKAN
12.05.2026
Mr. T. J. Lalnuntluanga, learned Standing Counsel, AMC, again prays for time stating that instructions have not been
received. Time was allowed on 17.03.2026 and 14.04.2026 for the same purpose.
As a last chance, three weeks are allowed to the AMC to file its affidavit, on payment of cost of Rs. 3,000/- to the
petitioner. In default, the Executive Engineer (Building), AMC shall appear in person on the next date.
Interim order dated 17.03.2026 (no coercive action against the existing structure) to continue.
List on 23.06.2026.
                                                                      JUDGE
""")

up("backlog/2026-09/WPC 201 of 2026 order 22.09.2026.pdf", "certified_order_sheet_scan", "court", "2026-09-28", ["C03"], ["C03-H06"], """
THE GAUHATI HIGH COURT, AIZAWL BENCH
WP(C) No. 201 of 2026
Bethel Presbyterian Kohhran, Chaltlang vs Aizawl Municipal Corporation & 2 Ors.
BEFORE HON'BLE MR. JUSTICE KULENDRA NATH PHUKAN
22.09.2026
The joint inspection report dated 28.07.2026 shows that the only deficiency is the setback of 0.6 m on the northern
side against 1.5 m required. Ms. Khiangte, on instruction from the Secretary present in court, states that the
petitioner will remove the northern verandah on the upper floors and submit a revised plan keeping 1.5 m setback
within two weeks. The statement is recorded as an undertaking of the petitioner.
On such submission, the AMC shall consider the revised plan within four weeks thereafter and pass a reasoned order.
No coercive action till then.
List on 10.11.2026.
                                                                      JUDGE
""")

up("backlog/2026-04/MS 47-2025 certified order sheet.pdf", "certified_order_sheet_scan", "court", "2026-04-02", ["C04"], ["C04-H01", "C04-H02", "C04-H03", "C04-H04"], """
IN THE COURT OF THE CIVIL JUDGE-I, AIZAWL DISTRICT :: AIZAWL
Money Suit No. 47 of 2025
Smt. Zothanpuii ... Plaintiff   Vs   Shri Bimal Chakma ... Defendant
ORDER SHEET
11.12.2025  Plaintiff through Ms. L. Khiangte, Adv. Defendant appears through Mr. Sanjib Chakma, Adv., files
            vakalatnama. Prays time for W/S. Allowed. Fix 22.01.2026 for W/S.
22.01.2026  W/S not filed. Ld. counsel for defendant is stated to be engaged before the Hon'ble High Court. Time
            allowed on cost of Rs. 500/- payable to plaintiff. Fix 26.02.2026 for W/S.
26.02.2026  W/S filed. Cost paid. Copy served. Fix 26.03.2026 for framing of issues.
26.03.2026  Heard. Issues framed:
            1. Whether the plaintiff supplied building material worth Rs. 9,24,500 to the defendant? 
            2. Whether the defendant owes Rs. 8,74,500 to the plaintiff?
            3. Whether the suit is barred by limitation?
            4. To what relief, if any, is the plaintiff entitled?
            Parties may explore settlement in the Lok Adalat. Fix 07.05.2026 for plaintiff's evidence.
                                                              Civil Judge-I, Aizawl
""")

up("backlog/2026-03/Spl Case Excise 19-2025 OS.pdf", "certified_order_sheet_scan", "court", "2026-03-02", ["C05"], ["C05-H02", "C05-H03"], """
IN THE COURT OF THE SPECIAL JUDGE (MLP ACT), AIZAWL
Spl. Case (Excise) No. 19 of 2025
State of Mizoram   Vs   Smt. Lalhmangaihzuali
ORDER SHEET
20.01.2026  Spl. PP Smt. Lalawmpuii present. Accused present with Ms. L. Khiangte, Adv. PW1 SI C. Lalramthara
            absent; summons returned unserved with the report that he is on deputation to Champhai. Issue fresh
            summons through the Commissioner, Excise & Narcotics. Fix 24.02.2026 for P.W.
24.02.2026  Accused present. PW1 absent despite service. No step by prosecution. Issue bailable warrant of Rs. 5,000/-
            against PW1 C. Lalramthara, SI Excise, returnable on 24.03.2026. Fix 24.03.2026 for P.W.
                                                              Special Judge, Aizawl
""")

up("backlog/2026-11/Divorce Case 9-2026 order 29.10.pdf", "certified_order_sheet_scan", "court", "2026-11-04", ["C06"], ["C06-H07"], """
DISTRICT COUNCIL COURT, AIZAWL
Divorce Case No. 9 of 2026
Pi Lalhriatpuii ... Petitioner   Vs   Pu K. Lalramliana ... Respondent
29.10.2026
Respondent present and examined as RW1. He admits that the petitioner's fridge, sewing machine and gold chain are
still in his house at Bethlehem Vengthlang. He says she left on her own ("sumchhuah").
Arguments of both sides heard. The respondent is directed to return the articles in the petitioner's list (thuam)
within two weeks, without prejudice to the final order, and to file compliance.
Order on 10.12.2026.
                                                              Presiding Officer
""")

up("backlog/2026-08/MACT 66-2025 order 27.8.26.pdf", "certified_order_sheet_scan", "court", "2026-09-01", ["C07"], ["C07-H06"], """
MOTOR ACCIDENT CLAIMS TRIBUNAL, AIZAWL
MACT Case No. 66 of 2025
Smt. Zonunsiami Pachuau & 2 Ors. ... Claimants   Vs   Lalthanzama & Anr. ... Opposite Parties
27.08.2026
Claimants present with counsel. OP1 ex parte. Mr. B. Lalchhanhima for OP2 insurer prays for time as the
investigator (DW1) is not available. Time was granted twice earlier to the insurer to verify the driving licence.
Allowed, on cost of Rs. 2,000/- payable to the claimants. The insurer is also asked to consider making an offer of
settlement, the claimants being a widow and two minor children.
Fix 08.10.2026 for DW.
                                                              Chairman, MACT
""")

up("backlog/2026-11/cause list 12.11.2026 Aizawl Bench.pdf", "cause_list_pdf", "court", "2026-11-11", ["C02"], [], """
THE GAUHATI HIGH COURT, AIZAWL BENCH
DAILY CAUSE LIST FOR THURSDAY, 12TH NOVEMBER, 2026
COURT NO. 2 - HON'BLE MRS. JUSTICE ZODINPUII HRAHSEL
FOR JUDGMENT
1. Crl.Pet. 38/2026   Lalrinmawia  Vs  State of Mizoram          L. Khiangte / Lalhmingmawia, Addl. PP
FOR ADMISSION
2. Crl.Pet. 91/2026   Lalnghakliana  Vs  State of Mizoram       C. Lalmuanzuala / PP
3. Bail Appln. 133/2026 Lalbiakthanga  Vs  State of Mizoram      H. Laldinpuii / PP
""")

up("backlog/2026-12/advance list week 7-12 Dec Aizawl Bench.pdf", "cause_list_pdf", "court", "2026-12-01", ["C03"], [], """
THE GAUHATI HIGH COURT, AIZAWL BENCH
ADVANCE LIST - WEEK COMMENCING 07.12.2026
COURT NO. 1 - HON'BLE MR. JUSTICE KULENDRA NATH PHUKAN
TUESDAY, 08.12.2026
ORDERS
14. WP(C) 201/2026  Bethel Presbyterian Kohhran, Chaltlang  Vs  AMC & Ors.   L. Khiangte / T.J. Lalnuntluanga, SC AMC
15. WP(C) 356/2026  Lalthanpuii  Vs  State of Mizoram                     R. Vanlalhmangaiha / GA
""")


# ---------------------------------------------------------------- notes, Dec 2025 - Mar 2026
up("backlog/2025-12/IMG_20251209_174210.jpg", "handwritten_note_photo", "Remi", "2025-12-09", ["C01"], ["C01-H01"], """
9/12 Tue   HC Ct 1 (Phukan J)
WP(C) 112/25 - Muanpuii Hnamte LSC (Zemabawk)
motion - admitted. Notice, returnable 4 wks.
Interim: STATUS QUO on the land. R4 Zothanmawia nen an inhnial (overlap claim, Patta 44/98)
GA Lalremsiama - "instruction ka la nei lo"
ND 13.1.26
Muani phone - ka hrilh tawh. a lawm hle.
""")

up("backlog/2025-12/11 dec civil judge.txt", "typed_note_txt", "Ruata", "2025-12-11", ["C04"], ["C04-H01"], """
11.12.2025 Ningani
MS 47/2025 Puii vs Bimal Chakma - CJ-I
Def appeared thru Sanjib Chakma adv, vakalat file a ni.
w/s atan hun an dil - allowed.
ND 22.01.2026 (w/s)
Puii nu hnenah ka hrilh tawh. "Bimal-in pawisa a nei" a ti.
-ruata
""")

up("backlog/2025-12/16.12.25.txt", "typed_note_txt", "Remi", "2025-12-16", ["C05"], ["C05-H01"], """
16.12.25 Tue - Special Court (MLP), Lalramnghaka sir
Spl Case (Ex) 19/25 State v. Mami (Lalhmangaihzuali), Kanan
Charge framed today, read over in Mizo. Mami: "ka thiam lo lo" - pleaded not guilty, claims trial.
Seizure 24 btl IMFL 750ml. Only 1 independent witness (Lalnghakliana) in seizure memo - note for cross!
Prosecution to produce PW1 SI C. Lalramthara.
ND 20.01.2026 - PW
Spl PP: Smt. Lalawmpuii
""")

up("backlog/2025-12/MACT new case 18.12.txt", "typed_note_txt", "Ruata", "2025-12-18", ["C07"], ["C07-H01"], """
18 Dec 2025
MACT Case 66/2025 - Nunsiami Pachuau & 2 (Zova accident, Bawngkawn)
claim Rs 24,60,000. Notice to OP1 driver Lalthanzama + OP2 National Insurance.
Chairman Lalbiakzuala - vawiin a tlem (short day, Xmas week)
ND 12.02.2026
Nunsiami nu chu a lo kal - naupang pahnih (2 kids, 9 & 6 yrs) nen.
""")

up("backlog/2026-01/13 jan HC.txt", "typed_note_txt", "Remi", "2026-01-13", ["C01"], ["C01-H02"], """
13/01/2026 (Thawhlehni)
HC Aizawl Bench, Ct 1, Phukan J
LSC writ (Muani) - A/O not filed. GA Lalremsiama: "instruction a la lo thleng lo" - 3 wks time prayed. Allowed.
R4's counsel J. Lalnunmawia says R4 will also file A/O.
Judge: "next time no more time" - mild warning only.
ND 10.2.26
""")

up("backlog/2026-01/IMG_20260122_165012.jpg", "handwritten_note_photo", "Thlamuana", "2026-01-22", ["C04"], ["C04-H02"], """
22-01-2026  CJ-I
MS 47/25  Zothanpuii v Bimal Chakma
W/S a la file lo. Sanjib Chakma adv - HC ah a awm (engaged HC) an ti.
Cost Rs 500 - plaintiff hnenah pek tur.
Next: 26-02-2026 W/S
- Thlamuana
""")

up("backlog/2026-02/IMG_20260205_133012.jpg", "handwritten_note_photo", "Remi", "2026-02-05", ["C02"], ["C02-H01"], """
5.2.26  HC Ct 2 - Hrahsel J
Crl Pet 38/26 Mawia (truck MZ-01-K-4471) - quashing of EX/KLB/57/25
Notice. Addl PP Lalhmingmawia accepted.
NO COERCIVE STEPS - interim. Mawia relieved.
Judge asked for CASE DIARY next date - as usual with her, she always wants the CD.
Truck still at Kolasib excise yard - separate release petn?  wait for HC.
ND 5/3
""")

up("backlog/2026-02/PXL_20260210_135822114.jpg", "handwritten_note_photo", "Remi", "2026-02-10", ["C01"], ["C01-H03"], """
10.02.26
Muani LSC - GA hun a dil leh (again time). Phukan J was angry -
last opportunity, cost Rs 2000 to us. Director LR&S personal affidavit if not filed.
GA gave statement - no eviction till ND.
ND 10/3
Muani - pawisa (cost) 2000 chu a hmu dawn.
""")

up("backlog/2026-02/IMG_20260212_172255.jpg", "handwritten_note_photo", "Ruata", "2026-02-12", ["C07"], ["C07-H02"], """
12/02/26 MACT
Zova case - NIC (OP2) w/s filed: defence - driver DL fake/not valid, no permit for maxi-cab route.
OP1 driver Lalthanzama a lo kal lo - set ex parte.
ND 26/3 - issues
""")

up("backlog/2026-02/Hriati divorce 17 feb.txt", "typed_note_txt", "Remi", "2026-02-17", ["C06"], ["C06-H01"], """
17 Feb 2026, Tue
District Council Court - Divorce Case 9/2026, Hriati vs Liana (K. Lalramliana)
Petition taken up. Notice to respondent, dasti allowed. PO Zosangliana sir.
Our case: Liana drove her out on 15.12.2025 = mak (by husband), so man is not refundable and her thuam must come back.
Thuam list (her own writing) filed with petition.
ND 19.03.2026
""")

up("backlog/2026-02/IMG_20260224_190507.jpg", "handwritten_note_photo", "Remi", "2026-02-24", ["C05", "C04"], ["C05-H03"], """
24/2 Tue
(1) Mami excise - PW1 Lalramthara a lo kal leh lo!! served though.
    Special Judge issued BW Rs 5000 against him. Judge: "official witness hian court an ngaihsak lo" - no patience
    with absent officials.
    ND 24.3
(2) Puii suit Thu - W/S due; tell Ruata to collect cost Rs 500 from Sanjib.
""")

up("backlog/2026-03/ruata 5 march.txt", "typed_note_txt", "Ruata", "2026-03-05", ["C02"], ["C02-H02"], """
5/3/2026 - HC Ct 2
mawia crl pet - addl pp lalhmingmawia case diary a rawn keng lo (did not bring CD)
judge-in a sawi: "next date-ah CD hi a tul tlat" 
time allowed. interim continues
ND 9.4.2026
""")

up("backlog/2026-03/Document1.docx", "typed_note_docx", "Remi", "2026-03-10", ["C01"], ["C01-H04"], """
WP(C) 112/2025 - Muanpuii LSC - 10.03.2026
A/O filed today in court by State (R1-3) and by R4 Zothanmawia.
State's A/O: field report 11.08.2025 shows overlap; DC acted on complaint. Does NOT say any notice was given to Muani!
R4's A/O: his Periodic Patta 44/1998 is older.
Reply within 2 weeks - Ruata to draft, I settle.
Costs Rs 2,000: GA paid in court by cheque. (received)
ND 07.04.2026
""")

up("backlog/2026-03/IMG_20260317_141807.jpg", "handwritten_note_photo", "Remi", "2026-03-17", ["C03"], ["C03-H01"], """
17.3.26 Ct 1
Bethel Kohhran, Chaltlang - WP(C) 201/26 (church hall)
Notice. SC AMC Lalnuntluanga accepted notice, "instruction ka la la dawn" - 3 wks.
Interim - no coercive action against existing structure. Work beyond that NOT allowed (told Secy).
Pu Lalthangliana (Secy) in court.
ND 14/4
""")

up("backlog/2026-03/Diary pg 19-3.jpg", "handwritten_note_photo", "Thlamuana", "2026-03-19", ["C06"], ["C06-H02"], """
19.03.2026 Ningani
DCC - Hriati vs Liana
Liana a lo kal, Adv F. Lalengliana.
PO-in a sawi: "Kohhran upa te hnenah inrem theih em en rawh" - go to church elders for reconciliation, report next date.
Elders: Upa Lalbiakthanga (Bethlehem Vengthlang)
ND 23.04.2026
""")

up("backlog/2026-03/Mami PW1 cross 24.3.26.docx", "typed_note_docx", "Remi", "2026-03-24", ["C05"], ["C05-H04"], """
24.03.26 Spl Court
Mami - PW1 SI Lalramthara came (after BW, recalled). Chief + cross same day.
Cross: admits seizure memo prepared at Excise office, not at the shop; Lalnghakliana signed "later"; no photograph
or video of seizure; sample not drawn in presence of accused.
Good day for us. Judge noted the admissions.
ND 28.4 - PW2
""")

up("backlog/2026-03/IMG_20260326_183340.jpg", "handwritten_note_photo", "Remi", "2026-03-26", ["C04", "C07"], ["C04-H04", "C07-H03"], """
26/3 Thu - two courts, Ruata went to MACT

CJ-I: Puii suit - 4 issues framed (limitation also - Sanjib's point, weak: last payment 28.3.25)
  Judge suggested Lok Adalat - Puii not keen. PW1 affidavit of Puii to be ready.
  ND 7/5 PE

MACT (Ruata): Zova - issues framed. NIC Lalchhanhima - "DL verification report a la thleng lo" - time.
  ND 21/5 - PW1 Nunsiami
""")


# ---------------------------------------------------------------- notes, Apr - Jun 2026
up("backlog/2026-04/LSC 7 april.docx", "typed_note_docx", "Remi", "2026-04-07", ["C01"], ["C01-H05"], """
7.4.26 Ct 1 Phukan J
Muani LSC - reply filed (served on GA + R4 advance copy).
Phukan J - same as always: "list of dates and a 2 page synopsis, not more" before final hearing. Both sides.
Ruata - make list of dates: LSC 2009 / complaint 02.06.25 / field rpt 11.08.25 / cancellation 30.10.25.
ND 19.5.26
""")

up("backlog/2026-04/CrlPet mawia 9.4.txt", "typed_note_txt", "Ruata", "2026-04-09", ["C02"], ["C02-H03"], """
09.04.2026 Ningani
Crl Pet 38/26 (Mawia) - CD produced today in sealed cover. Judge perused.
Addl PP wants to file objection - 4 wks.
judge-in a sawi: hire agreement original kha file rawh (petitioner to file original hire agreement dt 28.11.2025)
ND 14.5.26
""")

up("backlog/2026-04/New Text Document (2).txt", "typed_note_txt", "Remi", "2026-04-14", ["C03"], ["C03-H02"], """
14/4/26 Tue  HC Ct 1
church hall writ: SC AMC Lalnuntluanga - "instruction received not yet, 3 weeks more" - AGAIN. Phukan J allowed, but
asked him to get instructions from the EE (Building) himself.
Secy Pu Lalthangliana unhappy: Kohhran Inkhawmpui in December, they need the hall.
ND 12.05.26
""")

up("backlog/2026-04/IMG_20260423_162021.jpg", "handwritten_note_photo", "Remi", "2026-04-23", ["C06"], ["C06-H03"], """
23 Apr  DCC
Hriati - reconciliation a hlawhchham (failed). Upa Lalbiakthanga report: Liana says he will not take her back.
Lalengliana adv - reply a la buatsaih lo, time. allowed.
Hriati was crying outside. Told her - thuam list is our strong point.
ND 28/5
""")

up("backlog/2026-05/ruata 7may.txt", "typed_note_txt", "Ruata", "2026-05-07", ["C04"], ["C04-H05"], """
7 may 2026 - CJ-I
MS 47/25 Puii suit - PE
PW1 Zothanpuii - evidence affidavit tendered, Ext P1 to P14 (bills PH/311-PH/455, ledger, legal notice 10.09.25 & AD)
Sanjib Chakma: cross "defer rawh" - he is not prepared. Judge allowed but warned costs next time.
ND 18.06.2026 - cross PW1
""")

up("backlog/2026-05/IMG_20260512_150233.jpg", "handwritten_note_photo", "Remi", "2026-05-12", ["C03"], ["C03-H03"], """
12.5 Bethel
AMC hun an dil leh - 3rd time! Lalnuntluanga: instruction received not.
Phukan J: last chance, Rs 3000 cost to Kohhran. EE Bldg to appear in person if no affidavit.
ND 23/6
Secy - ka hrilh tawh (cost kha Kohhran a ta).
""")

up("backlog/2026-05/HC 14 may.jpg", "handwritten_note_photo", "Remi", "2026-05-14", ["C02"], ["C02-H04"], """
14/5  HC Ct 2
Mawia - objection of State filed today (they say: owner knew, truck went via Vairengte twice before).
I was down with fever - Ruata asked adjournment on my behalf. Allowed. (our side adj - 1st)
Interim continues.
ND 9/7
""")

up("backlog/2026-05/19may HC.txt", "typed_note_txt", "Ruata", "2026-05-19", ["C01"], ["C01-H06"], """
19.05.2026
WP(C) 112/2025 Muanpuii - Ct 1
heard in part. Mam argued - no notice before cancellation, natural justice.
Phukan J called for ORIGINAL FILE of LSC cancellation from DC office, to be produced by GA next date.
R4 counsel Lalnunmawia argued limitation of petitioner - judge not impressed.
ND 14.07.2026
""")

up("backlog/2026-05/MACT 21.5 PW1.txt", "typed_note_txt", "Remi", "2026-05-21", ["C07"], ["C07-H04"], """
21.05.26 Thu - MACT
Zova claim - PW1 Zonunsiami (widow) examined. Income: Zova earned Rs 18,000 per month as carpenter (contractor
certificate Ext C-5). Age 42 (Ext C-3 EPIC). 2 minor children.
NIC cross (Lalchhanhima): suggested Zova was drunk - she denied; PM report shows no alcohol. Good.
ND 02.07.2026 - PW2 eye witness
""")

up("backlog/2026-05/Hriati reply.docx", "typed_note_docx", "Remi", "2026-05-28", ["C06"], ["C06-H04"], """
Divorce Case 9/2026 - Lalhriatpuii vs K. Lalramliana
28.05.2026
Respondent's reply filed today. His stand: she left the house on her own on 15.12.2025 - so it is sumchhuah, she
forfeits claim to thuam? and he wants man refunded (Rs 420).
Our stand: Liana drove her out (mak). Neighbour Pi Lalnunmawii saw it - consider as witness.
PO fixed evidence. Petitioner's evidence first.
Next date: 23.07.2026
""")

up("backlog/2026-06/IMG_20260602_121710.jpg", "handwritten_note_photo", "Ruata", "2026-06-02", ["C05"], ["C05-H06"], """
2.6.2026 Spl Court
Mami case - Mami hospital-ah (Civil Hospital, BP) - exemption petn filed with medical cert. Allowed.
PW3 Const. R. Lalbiakmawia a lo kal lo (training). Special Judge warned PP - next time BW.
ND 14/7/26
""")

up("backlog/2026-06/correction Mami ND.txt", "typed_note_txt", "Ruata", "2026-06-03", ["C05"], ["C05-H06"], """
3 june 26
CORRECTION - Mami excise case next date kha 14.07 a ni lo. Bench clerk in a ziak sual.
Order sheet-ah 21.07.2026 a ni (checked today with Pu Lalrosanga, bench clerk).
ND = 21.07.2026 (Tue). Diary update tawh.
-ruata
""")

up("backlog/2026-06/IMG_20260623_175920.jpg", "handwritten_note_photo", "Remi", "2026-06-23", ["C03"], ["C03-H04"], """
23.6.26 Bethel - Ct 1
AMC affidavit FILED at last (cost 3000 paid by cheque to Kohhran).
AMC says setback 1.5 m not kept on north side (drain).
Phukan J: joint site inspection - EE Bldg + our architect, 3 weeks; report to be filed.
Also - as usual - wants list of dates + short synopsis from both.
ND 04.08.2026
""")


# ---------------------------------------------------------------- Jul - Nov 2026
up("backlog/2026-07/LSC writ 14.7.docx", "typed_note_docx", "Remi", "2026-07-14", ["C01"], ["C01-H07"], """
Muanpuii LSC writ - WP(C) 112/2025 - Tuesday 14 July 2026
GA produced the original file of DC office (B.13011/LSC/AZL). I read it in court:
 - complaint of Zothanmawia 02.06.2025, field report 11.08.2025, note sheet, cancellation 30.10.2025
 - NO notice to Muani anywhere in the file. No hearing. Phukan J noted this himself.
R4 counsel asked for time to argue on Patta 44/1998 - judge gave him the next date, last.
Heard in part. Muani was in court with her son.
NDOH 8.9.2026
""")

up("backlog/2026-07/21-23 July.txt", "typed_note_txt", "Remi", "2026-07-23", ["C05", "C06"], ["C05-H07", "C06-H05"], """
21/7 (Tue) Spl Court - Mami
PW3 Const. R. Lalbiakmawia examined - he carried the cartons to the office; admits he did not see the seizure inside
the shop, came after. Prosecution closed evidence (PP: "a tawk e"). Exam of accused next.
ND 15.09.2026

23/7 (Thu) DCC - Hriati divorce
Petitioner Hriati examined (PW1) - Liana drove her out on 15.12.2025 after a quarrel, kept her fridge, sewing machine,
gold chain 8 gm. Cross by Lalengliana - short.
PW2 her mother Pi Lalbiakthangi examined - Hriati came to her house that night, "min hnawt chhuak" she said.
Neighbour Lalnunmawii - not examined (she refused to come).
ND 17.09.2026 - respondent's evidence
""")

up("backlog/2026-08/WhatsApp Chat with Ruata Junior.txt", "whatsapp_export", "Remi", "2026-08-08", ["C04", "C05", "C07"], ["C04-H05", "C05-H05", "C04-H06", "C07-H05", "C04-H07"], """
28/04/2026, 17:40 - Ruata Junior: Mam, Mami case PW2 Lalnghakliana hostile!! Shop-ah seizure a hmu lo, office-ah sign tir a ni a ti.
28/04/2026, 17:41 - Ruata Junior: PP in hostile declare a dil, cross a ti. Nothing came out for them.
28/04/2026, 17:45 - Remi: Excellent. ND?
28/04/2026, 17:46 - Ruata Junior: 2.6.2026
07/05/2026, 16:02 - Ruata Junior: Mam, Puii suit PW1 affidavit tender zo. Ext P1-P14. Sanjib in cross a defer.
07/05/2026, 16:03 - Ruata Junior: ND 18.6
07/05/2026, 16:10 - Remi: ok. Judge-in cost a sawi em?
07/05/2026, 16:12 - Ruata Junior: Warning chauh. Next time cost an ti.
18/06/2026, 12:30 - Ruata Junior: Mam, Puii suit - Sanjib Chakma a lo kal lo, HC ah a awm leh an ti (again HC excuse).
18/06/2026, 12:31 - Ruata Junior: Judge-in cost Rs 1000 a pe, "last chance" a ti. ND 6.8.26 cross of PW1
18/06/2026, 12:35 - Remi: Note it. 2nd time he does this.
02/07/2026, 15:20 - Ruata Junior: MACT Zova - PW2 Lalnunpuia (eye witness, shop owner at junction) examined. Maxi cab was speeding, Zova was on zebra crossing a ti.
02/07/2026, 15:21 - Ruata Junior: NIC Lalchhanhima in DW tur hun a dil leh - DL verification report a la thleng lo an ti. 2nd time he says same thing.
02/07/2026, 15:22 - Ruata Junior: ND 27.08.2026
06/08/2026, 17:05 - Ruata Junior: Puii suit: PW1 cross zo. Sanjib in limitation leh quality of tiles chauh a zawt. PW2 Lalthansanga (Puii accountant) examined, cross zo.
06/08/2026, 17:06 - Ruata Junior: Plaintiff evidence closed. ND 24/9 - DE (Bimal as DW1)
06/08/2026, 17:08 - Remi: Ṭha e. Ka lawm e Ruata.
""")

up("backlog/2026-08/IMG_20260820_180233.jpg", "handwritten_note_photo", "Remi", "2026-08-20", ["C02"], ["C02-H06"], """
20.8.26 HC Ct 2 Hrahsel J
Mawia Crl Pet - heard in full, 1 hr.
Addl PP: owner "must have known" - no material in CD though. Judge read the CD herself (again).
My pts: hire agmt 28.11.25, GR of cement from Silchar, driver absconding, no statement of anyone vs Mawia.
JUDGMENT RESERVED - to be pronounced 12.11.2026.
Interim (no coercive steps) continues till judgment.
""")

up("backlog/2026-11/WhatsApp Chat with Pu Lalthangliana Bethel.txt", "whatsapp_export", "Remi", "2026-11-11", ["C03"], ["C03-H01", "C03-H02", "C03-H05", "C03-H07"], """
[17/03/2026, 5:12:33 PM] Remi Khiangte: Pu Lalthangliana, vawiin notice a chhuak. No coercive action on the existing building. But new work tih loh tur.
[17/03/2026, 5:20:10 PM] Pu Lalthangliana Bethel: Ka lawm e Pi Remi. Kohhran committee ka hrilh ang.
[14/04/2026, 1:02:44 PM] Remi Khiangte: AMC counsel hun a dil leh - instruction a la dawng lo. ND 12 May.
[14/04/2026, 1:10:19 PM] Pu Lalthangliana Bethel: Inkhawmpui December-ah a ni tawh si a. Eng nge kan tih ang?
[14/04/2026, 1:15:02 PM] Remi Khiangte: Patience. Judge is strict with them, next time costs likely.
[04/08/2026, 4:41:51 PM] Remi Khiangte: Inspection report filed. AMC counsel Lalnuntluanga again wants time to respond - 4th time he takes time. ND 22 Sept.
[04/08/2026, 4:44:30 PM] Pu Lalthangliana Bethel: Northern verandah kha kan paih thei e. Committee an remti.
[04/08/2026, 4:46:02 PM] Remi Khiangte: Good. Ask architect to prepare revised plan with 1.5 m setback. Keep it ready.
[06/10/2026, 11:20:15 AM] Remi Khiangte: Revised plan submitted to AMC today, Diary No. AMC/BP/4412/2026. Copy filed in HC also.
[10/11/2026, 3:55:48 PM] Remi Khiangte: HC today: AMC says revised plan is before Building Permit Committee meeting on 28.11.2026. Next date 8 Dec.
[10/11/2026, 3:58:12 PM] Pu Lalthangliana Bethel: Pathian ka lawm e! Inkhawmpui hmain a zo thei ang em?
[10/11/2026, 4:01:40 PM] Remi Khiangte: Hope so. Judge may direct a decision by then.
""")

up("backlog/2026-09/IMG_20260924_170021.jpg", "handwritten_note_photo", "Ruata", "2026-09-24", ["C04"], ["C04-H08"], """
24/9/26 CJ-I
Puii suit - DE. DW1 Bimal Chakma a lo kal lo - Tlabung-ah site a nei (out of station) - Sanjib a ti.
Judge: cost Rs 1500 - plaintiff tan. "Lok Adalat 14 Nov-ah in inrem thei" a ti leh.
Sanjib undertook DW1 will be present next date without fail.
ND 19.11.26
""")

up("backlog/2026-10/Oct notes.docx", "typed_note_docx", "Remi", "2026-10-29", ["C07", "C06"], ["C07-H07", "C06-H07"], """
OCTOBER 2026 - running notes

8 Oct (Thu) - MACT, Zova claim
DW1 Pu R. Lalhmachhuana, investigator of NIC, examined. Says DL No. MZ01 2014 0031xx of Lalthanzama was renewed only
on 20.09.2025 - after the accident (13.08.2025) - so not valid that day. Cross by me: he never went to the DTO office
himself, only phone; no DTO letter on record. Weak.
NIC offer Rs 9,50,000 (letter dt 06.10.2026) - claimants rejected in court. Chairman told NIC: "offer a tlem lutuk,
ngaihtuah leh rawh" - think again.
ND 26.11.2026 - arguments / settlement

29 Oct (Thu) - DCC, Hriati divorce
Liana (RW1) examined. Admits fridge, sewing machine, chain with him. Says sumchhuah.
Arguments both. PO directed Liana to return thuam in 2 weeks (interim, without prejudice).
Order on 10.12.2026.
Hriati happy - she wants the sewing machine first (her livelihood, tailoring).
""")

up("backlog/2026-11/Mami arguments 3.11.docx", "typed_note_docx", "Remi", "2026-11-03", ["C05"], ["C05-H09"], """
Spl. Case (Excise) 19/2025 - State v. Lalhmangaihzuali
03.11.2026 - Arguments
Spl PP Lalawmpuii argued for 1 hr: possession proved by PW1 and PW3; shop is accused's.
Our points for defence arguments (next date):
1. PW2 (only independent witness) hostile - seizure not at the shop.
2. PW1 admits memo prepared at office; no photo/video.
3. PW3 came after - did not see the seizure.
4. Sample not drawn in accused's presence; chemical report late.
Special Judge asked us to file written notes of arguments (3 pages) on the next date.
ND 15.12.2026 - defence arguments
""")

up("backlog/2026-11/IMG_20261112_184410.jpg", "handwritten_note_photo", "Remi", "2026-11-12", ["C03", "C02"], ["C03-H07", "C02-H07"], """
10/11 - Bethel (Ct 1): AMC filed note - revised plan placed before BPC, meeting 28.11.26.
   Phukan J: AMC must decide before next date. ND 8/12.
12/11 - Mawia (Ct 2): JUDGMENT - Crl Pet ALLOWED. Proceedings quashed qua Mawia.
   Truck to be released on bond Rs 5 lakh before Special Court. Driver's case goes on.
   Mawia - in court, cried. Told him: bond + undertaking to produce truck.
""")

up("backlog/2026-11/WhatsApp Chat with Mawia Truck.txt", "whatsapp_export", "Remi", "2026-11-13", ["C02"], ["C02-H02", "C02-H05", "C02-H07"], """
05/03/2026, 18:01 - Mawia Truck: Pi Remi, vawiin eng nge a nih?
05/03/2026, 18:05 - Remi: PP case diary a rawn keng lo. Judge gave time. Interim continues - no arrest. ND 9 April.
05/03/2026, 18:06 - Mawia Truck: Ka truck kha eng tikah nge an pek ang? Kan chhungkaw hlawh a ni.
05/03/2026, 18:10 - Remi: After HC decides. Be patient.
09/07/2026, 13:15 - Remi: Mawia, today Addl PP was engaged in another court (Sessions), adjourned. ND 20 Aug. Interim continues.
09/07/2026, 13:20 - Mawia Truck: A tlai lutuk. Thla 7 a ni tawh truck a ding.
12/11/2026, 14:02 - Remi: Case quashed against you! Truck release on bond of 5 lakh before Special Court.
12/11/2026, 14:03 - Mawia Truck: Pathian ka lawm e!! Pi Remi ka lawm tak zet e.
12/11/2026, 14:05 - Mawia Truck: Bond-ah surety eng zat nge mamawh?
12/11/2026, 14:08 - Remi: One surety, local. Ruata will help you file on Monday.
""")

up("backlog/2026-11/IMG_20261120_091233.jpg", "handwritten_note_photo", "Remi", "2026-11-20", ["C04", "C05"], ["C04-H09"], """
19.11 Thu - CJ-I Puii suit
DW1 Bimal Chakma came. Chief on affidavit: says tiles were defective, returned 40 boxes; paid Rs 1,00,000 cash
(no receipt!). Cross by me in part - he admits no receipt, no letter of complaint about tiles.
Cost Rs 1500 - Sanjib paid today.
ND 10.12.26 further cross DW1

20.11 Fri - call from Mami (Lalhmangaihzuali): worried about verdict. Asked if she must come on 15 Dec - YES, accused
must be present, Special Judge insists. She offered to pay balance fee Rs 15,000 after verdict - ok.
""")

up("backlog/2026-11/WhatsApp Chat with Remi Chamber.txt", "whatsapp_export", "Remi", "2026-11-28", ["C07", "C01", "C05", "C06", "C04"], ["C07-H06", "C01-H08", "C05-H08", "C06-H06", "C04-H08", "C04-H09"], """
27/08/2026, 13:40 - Ruata Junior: MACT Zova - NIC DW1 a lo kal lo. Lalchhanhima hun a dil leh (3rd time). Chairman in cost Rs 2000 a pe, claimants tan. ND 8.10
27/08/2026, 13:42 - Remi: Chairman told them to make an offer?
27/08/2026, 13:43 - Ruata Junior: Aw, "offer siam rawh" a ti. Widow and 2 children, he said.
08/09/2026, 12:10 - Remi: Muani LSC writ ALLOWED. Cancellation set aside, remitted to DC, fresh hearing in 8 weeks. Possession protected.
08/09/2026, 12:12 - Thlamuana: Ka lawm e! Certified copy apply ka tih ang.
08/09/2026, 12:13 - Remi: Yes, apply today.
15/09/2026, 15:30 - Ruata Junior: Mami case - accused examination zo (q 14). Defence witness awm lo. ND 3.11 arguments.
15/09/2026, 15:31 - Remi: ok. She was present?
15/09/2026, 15:31 - Ruata Junior: Aw. Special Judge in 11 dar-ah a tan, a hun dik takin.
17/09/2026, 14:00 - Thlamuana: DCC Hriati - Liana a lo kal lo. Lalengliana: a pa dam lo (father ill) a ti. PO in "last chance" a ti. ND 29.10.2026
24/09/2026, 17:30 - Ruata Junior: Puii suit DW1 absent, cost 1500. ND 19.11. Photo ka thawn ang.
19/11/2026, 16:45 - Remi: Puii suit: DW1 cross part done. ND 10.12. Ruata - prepare further cross on the 40 boxes of tiles and the "cash 1 lakh".
19/11/2026, 16:47 - Ruata Junior: Ok mam.
""")

up("backlog/2026-11/WhatsApp Chat with Nunsiami Pachuau.txt", "whatsapp_export", "Remi", "2026-11-30", ["C07"], ["C07-H07", "C07-H08"], """
08/10/2026, 17:20 - Remi: Nunsiami, NIC offered 9.5 lakh only. We rejected it in court as you said.
08/10/2026, 17:35 - Nunsiami Pachuau: Aw, a tlem lutuk. Naupangte school fee pawh...
08/10/2026, 17:37 - Remi: Chairman also said it is too low. ND 26 Nov.
26/11/2026, 15:10 - Remi: Today NIC raised offer to Rs 13,00,000 (13 lakh) full and final. Chairman gave you time till next date to decide. ND 17 Dec.
26/11/2026, 15:25 - Nunsiami Pachuau: Ka ngaihtuah ang. Ka u Lalnunpuia hnenah ka zawt ang.
26/11/2026, 15:27 - Remi: Our claim is 24.6 lakh; on his income 18,000 pm a fair award may be around 16-18 lakh. But award takes time + appeal risk. Think calmly.
29/11/2026, 19:02 - Nunsiami Pachuau: Pi Remi, 15 lakh an pe thei chuan ka pawm ang. 13 chu ka pawm lo.
29/11/2026, 19:05 - Remi: Noted. I will put it to NIC counsel before 17th.
""")

up("backlog/2026-11/week plan 30.11-5.12.txt", "typed_note_txt", "Remi", "2026-11-29", ["C03", "C04", "C05", "C06", "C07"], [], """
WEEK 30 Nov - 5 Dec  (Pathianni zan ziah)
- Bethel: check with Secy if BPC met on 28.11 and what they decided. Get minutes before 8/12.
- Puii suit: Ruata - further cross of DW1 ready by Sat. Tiles 40 boxes + 1 lakh cash.
- Mami: written notes of arguments (3 pages) - draft by Thu. Chemical report date check.
- Hriati: did Liana return the thuam? Call Hriati. File compliance objection if not.
- Zova claim: talk to Lalchhanhima (NIC) - client will accept 15 lakh.
- Muani: DC hearing notice came? (remand, 8 weeks from copy - copy given to DC on 18.09)
- Bill Mawia - final fee.
""")
