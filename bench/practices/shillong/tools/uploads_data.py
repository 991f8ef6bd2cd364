"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


# ---------------------------------------------------------------- documents (dated by their own date)
up("backlog/2025-02/FIR Umiam PS 21-2025.pdf", "document_scan", "Umiam Police Station", "2025-02-16", ["C06"], [], """
FIRST INFORMATION REPORT (Under Section 173 B.N.S.S.)
District: Ri-Bhoi    P.S.: Umiam    FIR No. 21(2)2025    Date and time of FIR: 16.02.2025, 09:15 hrs
Act & Sections: B.N.S., 2023 - Sections 281, 106(1)
Occurrence: 15.02.2025 at about 18:40 hrs, Guwahati-Shillong Road (NH-6) near Umiam bridge, towards Shillong
Informant: Shri Banshan Kharbuli, s/o Shri D. Kharbuli, Mawlai Mawroh, Shillong (passenger in the taxi)
Contents: The informant states that he was travelling from Nongpoh to Shillong in the Maruti WagonR taxi
No. ML-05-T-2290 driven by Shri Pynshngain Dkhar of Mawlai Mawroh. Near Umiam bridge a truck bearing No.
AS-01-QC-4471 coming from the Shillong side at high speed and on the wrong side hit the taxi head-on. The
driver Pynshngain Dkhar was taken to Civil Hospital, Shillong, where he was declared brought dead. The truck
driver ran away leaving the truck at the spot.
Action taken: Case registered and taken up for investigation. Truck seized.  sd/- O/C, Umiam P.S.
""")

up("backlog/2025-03/CamScanner 10-03-2025 12.04.pdf", "document_scan", "Ibarisha Kharkongor (for M/s Pyngrope Constructions)", "2025-03-10", ["C03"], [], """
IBARISHA KHARKONGOR, Advocate
Chamber No. 31, Lawyers' Chamber Block, High Court of Meghalaya, Shillong
By Regd. Post A/D and by hand                                              Date: 10.03.2025
To
1. The Chief Engineer, PWD (Roads), Meghalaya, Shillong
2. The Executive Engineer, PWD (Roads), Mawsynram Division, Mawsynram
Sub: Notice invoking arbitration under Clause 25 of Agreement No. EE/MSR/AGT/07 of 2021-22 - "Improvement
including widening of Mawsynram-Balat Road (0 to 14 km)" - M/s Pyngrope Constructions
Sir,
Under instructions from my client M/s Pyngrope Constructions, Mawsynram, through its proprietor Shri Bankerlang
Pyngrope, I state that the work under the above agreement (contract value Rs. 8,46,20,000/-) was completed on
30.11.2023 and the completion certificate issued on 22.01.2024. Despite repeated requests the following remain unpaid:
(a) the final bill: Rs. 1,12,40,000/-;
(b) the security deposit / performance security: Rs. 42,30,000/-;
(c) price variation for bitumen and steel: Rs. 18,65,000/-;
with interest @ 12% p.a. The Chief Engineer has not decided my client's representation of 14.06.2024 within the
60 days under Clause 25. My client therefore invokes arbitration and proposes that a retired judicial officer be
appointed sole arbitrator by consent. If no reply is received within 30 days my client will move the Hon'ble High
Court under Section 11(6) of the Arbitration and Conciliation Act, 1996.
sd/- (Ibarisha Kharkongor), Advocate
""")

up("backlog/2025-05/IMG20250513112040.jpg", "document_photo", "SBI Police Bazar, Shillong", "2025-05-12", ["C05"], [], """
STATE BANK OF INDIA
Police Bazar Branch, Shillong (Branch code 02062)
CHEQUE RETURN MEMO                                                Date: 12/05/2025
Drawee bank: Meghalaya Rural Bank, Chandmari Branch, Tura
Cheque No. 004417   dated 02/05/2025   Amount Rs. 6,85,000.00
Drawer: JEROME CH. SANGMA    A/c ...8861
Presented by our customer: AGARWAL HARDWARE & SANITARY (Prop. Ramesh Kumar Agarwal), CA A/c ...2295
Returned unpaid for the reason: 01 - FUNDS INSUFFICIENT
Return charges Rs. 590.00 debited.
Authorised Signatory
""")

up("backlog/2025-06/judgment SC 41 of 2022 Jowai.pdf", "document_scan", "Sessions Judge, West Jaintia Hills, Jowai", "2025-06-28", ["C02"], [], """
IN THE COURT OF THE SESSIONS JUDGE, WEST JAINTIA HILLS DISTRICT, JOWAI
Sessions Case No. 41 of 2022 (arising out of Jowai P.S. Case No. 188(11)2021 u/s 302 IPC)
State of Meghalaya  -vs-  Shri Kitboklang Suchiang, s/o (L) Kyntiew Suchiang, Iawmusiang, Jowai
Date of judgment: 28.06.2025
... (operative part)
47. The prosecution has proved that on 14.11.2021 at about 9 pm near the wine shop of PW3 at Iawmusiang the
accused struck (L) Lamphrang Lamare on the head with a wooden stick in the course of a quarrel, and that the
deceased died of the head injury on 15.11.2021 at Civil Hospital, Jowai. The act was done with the knowledge that
it was likely to cause death but without the intention of causing death.
48. The accused is acquitted of the charge u/s 302 IPC and convicted u/s 304 Part II IPC. He is sentenced to
rigorous imprisonment for 6 (six) years and to pay a fine of Rs. 20,000/-, in default simple imprisonment for
6 months. The period already undergone shall be set off u/s 428 Cr.P.C.
sd/- Sessions Judge, West Jaintia Hills, Jowai
""")

up("backlog/2025-08/KHADC order 14 Aug 2025.pdf", "document_scan", "Executive Committee, KHADC", "2025-08-14", ["C01"], [], """
KHASI HILLS AUTONOMOUS DISTRICT COUNCIL
OFFICE OF THE EXECUTIVE COMMITTEE :: SHILLONG
No. KHADC/EC/TL/114/2025/37                                        Dated Shillong, the 14th August, 2025
ORDER
WHEREAS Trading Licence No. TL/NT/2231 was issued under the United Khasi-Jaintia Hills Autonomous District
(Trading by Non-Tribals) Regulation, 1954 to Shri Ramesh Kumar Agarwal for "Agarwal Hardware & Sanitary",
Stall No. 47, Block C, Iewduh, Shillong, last renewed up to 31.03.2026;
AND WHEREAS it has been reported by the Enforcement Wing that the licensee is running a godown at Mawlai
Nongkwar without a licence and has sub-let a part of the stall;
NOW THEREFORE the Executive Committee hereby cancels the said Trading Licence No. TL/NT/2231 with immediate
effect and directs the licensee to close the business within 15 days, failing which the premises shall be sealed.
sd/- Secretary, Executive Committee, Khasi Hills Autonomous District Council, Shillong
Memo No. KHADC/EC/TL/114/2025/37-A  Copy to: the Enforcement Officer, KHADC; the licensee.
""")

up("backlog/2026-02/Scan_20260203 (2).pdf", "document_scan", "Superintendent, District Jail, Jowai", "2026-02-02", ["C02"], [], """
OFFICE OF THE SUPERINTENDENT, DISTRICT JAIL, JOWAI
No. DJJ/CC/19/2026                                                   Dated: 02.02.2026
CUSTODY CERTIFICATE
Certified that convict Shri Kitboklang Suchiang, s/o (L) Kyntiew Suchiang, Iawmusiang, Jowai (Convict No. 311),
convicted in Sessions Case No. 41 of 2022 u/s 304 Part II IPC by the Ld. Sessions Judge, West Jaintia Hills,
Jowai on 28.06.2025, has been in custody from 16.11.2021 (as under-trial) and continuously thereafter, and has
undergone 4 (four) years 2 (two) months and 17 (seventeen) days as on date, including the under-trial period.
Remission earned: nil. Conduct in jail: good. He works in the jail kitchen.
Issued on the requisition of the Hon'ble High Court of Meghalaya in Crl.A. No. 23 of 2025.
sd/- Superintendent, District Jail, Jowai
""")

up("backlog/2026-02/PWD letter SE arbitrator 2.2.2026.pdf", "document_scan", "Chief Engineer, PWD (Roads), Meghalaya", "2026-02-02", ["C03"], [], """
GOVERNMENT OF MEGHALAYA
OFFICE OF THE CHIEF ENGINEER, PWD (ROADS), MEGHALAYA, SHILLONG
No. CE/R/ARB/3/2025/58                                               Dated Shillong, 2nd February, 2026
To
M/s Pyngrope Constructions, Mawsynram
Sub: Appointment of arbitrator - Agreement No. EE/MSR/AGT/07 of 2021-22 (Mawsynram-Balat Road)
Ref: Your notice dated 10.03.2025
In terms of Clause 25 of the agreement, the undersigned appoints Shri L. Dkhar, Superintending Engineer, PWD
(Roads), Central Circle, Shillong, as the sole arbitrator to decide the disputes raised by you. You are requested
to appear before him and file your claims within 30 days.
sd/- Chief Engineer, PWD (Roads), Meghalaya
""")

up("backlog/2026-05/WhatsApp Image 2026-05-27 at 19.02.11_8c1d2e4f.jpg", "document_photo", "Dorbar Shnong Mawpat", "2018-03-14", ["C04"], [], """
DORBAR SHNONG MAWPAT
East Khasi Hills District, Shillong
Ref. No. DSM/RES/06/2018                                              Date: 14/03/2018
RESOLUTION
In the meeting of the Dorbar Shnong held on 14th March, 2018 at the Dorbar Hall, Mawpat, it was resolved,
on the application of Smt. Phrida Lyngdoh, that the land and house at Mawpat Lum Nongrim (about 14,000 sq ft,
bounded N: village road, S: stream, E: land of the Nongrum kur, W: land of Shri B. Rymbai) is the ancestral
land of the Lyngdoh kur of Smt. Phrida Lyngdoh and shall pass according to Khasi custom to her youngest
daughter (ka khadduh) Smt. Ibadahun Lyngdoh. No member of the kur objected.
sd/- Rangbah Shnong          sd/- Secretary, Dorbar Shnong Mawpat         (seal)
""")

up("backlog/2026-07/Minutes 1st sitting Arb Pyngrope v PWD.pdf", "document_scan", "Shri P. S. Nongkynrih, sole arbitrator", "2026-07-18", ["C03"], [], """
BEFORE THE SOLE ARBITRATOR SHRI P. S. NONGKYNRIH (Retd. District & Sessions Judge)
Arbitration between M/s Pyngrope Constructions (Claimant) and State of Meghalaya, PWD (Roads) (Respondent)
(appointed by order dated 19.05.2026 of the Hon'ble High Court of Meghalaya in Arb.P. No. 9 of 2025)
MINUTES OF THE FIRST SITTING held on 18.07.2026 at 11 am at the Meghalaya State Legal Services Authority
conference room, Shillong.
Present: Ms. I. Kharkongor, Adv. with Mr. W. Rymbai, Adv. and Shri B. Pyngrope for the Claimant;
Ms. T. Marbaniang, Ld. GA with Shri R. Kharbteng, EE (Mawsynram) for the Respondent.
1. The arbitrator's disclosure u/s 12 read with the Sixth Schedule was given to the parties; no objection.
2. Statement of claim with documents by 29.08.2026; statement of defence and counter-claim, if any, by
   10.10.2026; rejoinder by 31.10.2026.
3. Fees as per the Fourth Schedule, shared equally; each side to deposit Rs. 1,50,000/- as advance by 31.08.2026.
4. Seat and venue: Shillong. Next sitting on 14.11.2026 for admission/denial of documents and issues.
sd/- P. S. Nongkynrih, Sole Arbitrator
""")

# ---------------------------------------------------------------- C01 / C03 / C02 December 2025
up("backlog/2025-12/IMG_3817.HEIC", "handwritten_note_photo", "Ibarisha", "2025-12-09", ["C01"], ["C01-H01"], """
Tue 9/12/25   HC Ct 2 - Mawlong J
WP(C) 412/25 Agarwal v KHADC - trading licence (Iewduh stall 47) cancelled 14.8.25 - ym show cause, ym hearing.
Admission: argued 10 min. J: "which provision allows cancellation without hearing?" Kharshiing (SC KHADC) - no reply.
Notice. Interim: resp. not to seal shop / no coercive steps till ND.
KHADC aff. in 3 wks.
Told Agarwal - shop can open. He wants copy of order tmrw.
NDOH 13.1.26
""")

up("backlog/2025-12/11-12-25 Momin J.txt", "typed_note_txt", "Ibarisha", "2025-12-11", ["C02"], ["C02-H01"], """
11.12.2025 Thu  HC Court 4 (Momin J) - item 31, reached 3.40 pm (he takes crl appeals only after 2)
Crl.A. 23/2025 Kitbok Suchiang v State  (SC 41/22 Jowai, 304 II, 6 yrs RI + 20k fine)
- Appeal ADMITTED. LCR called for from SJ Jowai.
- IA No.1/2025 (suspension of sentence): Ld Addl PP Sen Gupta says reply not ready; J gave State time to reply.
- J remark: "I will not hear the appeal on merits without the LCR, counsel."
Heipormi (elder bro) was in court; explained kumno the IA works, no promise given.
ND 15.01.2026
""")

up("backlog/2025-12/WhatsApp Image 2025-12-12 at 16.48.30_1b7e2a90.jpg", "handwritten_note_photo", "Bipul", "2025-12-12", ["C05"], ["C05-H01"], """
12/12/25 শুক্রবার   CJM court
NI 57/25 Agarwal v Jerome Sangma
accused aaj haajir hua - bail bond Rs 20,000, surety ek local (Mawlai ka aadmi)
copy diya accused ke lawyer Tengsak Momin ko
porer tarikh 30.1.26 - plea
madam bola complainant next date pe bhi aana hoga
- Bipul
""")

up("backlog/2025-12/IMG_3840.HEIC", "handwritten_note_photo", "Ibarisha", "2025-12-16", ["C03"], ["C03-H01"], """
16.12.25  HC Ct 3 Warjri J
Arb.P. 9/25 Pyngrope Constr. v State (PWD Roads) - Mawsynram-Balat rd
s.11(6) - notice invoked 10.3.25, no reply in 30 days
Notice issued to State. GA Marbaniang accepted. Objection in 3 wks.
J asked: "why not agree on a name? save everybody's time" - told him we proposed a retd judicial officer in the notice itself.
Bah Bankerlang present - final bill 1.12 cr stuck since 2024, he is paying interest to bank.
ND 13/1/26
""")

up("backlog/2025-12/dkhar mact 17dec.txt", "typed_note_txt", "Wanphai", "2025-12-17", ["C06"], ["C06-H01"], """
mact 118/25 (daiaphi dkhar) 17-12-25
member sat only at 2.15, came back from lunch late. kong daiaphi came with both ki khun, waited whole day
- insurer (purbanchal general) filed w/s thru arup deb. takes licence defence - says driver of truck had no valid DL
- owner biren kalita (resp 1) served but absent -> ex parte against him
- ND 11.2.26 for issues
- deb asked for copy of postmortem again, gave
""")

up("backlog/2025-12/ks 18.12 khadc court.txt", "typed_note_txt", "Wanphai", "2025-12-18", ["C04"], ["C04-H01"], """
18.12.25 - subordinate district council court (khadc), kharmawphlang sir
TS 36/24 ibadahun lyngdoh v donald lyngdoh (mawpat land)
- w/s filed by deft thru kharshiing. they rely on a "gift deed" dt 9.4.2019 by (L) Phrida Lyngdoh giving western part (~5200 sq ft) to donald. copy given to us - unregistered, only 2 witnesses
- we prayed for replication - allowed
- JO asked both sides: is the Dorbar Kur not able to settle this between ki khun of one mother? kong ibadahun said no, donald la built the wall in 2023
- ND 22/01/2026 - issues
""")

# ---------------------------------------------------------------- January 2026
up("backlog/2026-01/IMG_3902.HEIC", "handwritten_note_photo", "Ibarisha", "2026-01-13", ["C01", "C03"], ["C01-H02", "C03-H02"], """
13 Jan 26 (Tue) - HC
(1) Ct 2 - Agarwal WP(C) 412/25
Kharshiing: EC meeting not held, instructions awaited -> 3 wks time. No aff. yet.
Mawlong J not happy: "KHADC cannot take its own time while a man's shop is shut". Interim continued.
ND 3.2.26
(2) Ct 3 - Pyngrope Arb.P. 9/25
GA Marbaniang: file is with the Chief Engineer, needs 3 wks for objection. Granted.
ND 10.2.26
Both matters - opp. side time. Note to self: ask Kharshiing if he will file at all.
""")

up("backlog/2026-01/crl a 23 - 15.1.txt", "typed_note_txt", "Wanphai", "2026-01-15", ["C02"], ["C02-H02"], """
15/1/26 crl.a 23/25 suchiang - court 4, item 18, reached at 2.50
state filed reply to IA (suspension). sen gupta opposed - says appellant "hit with intention", witnesses of jowai are afraid etc
momin j: how much sentence has he undergone? nobody had exact figure. court called for custody certificate from supdt district jail jowai
ND 5.2.26
heipormi called at 4.30 - told him nothing decided hynnin, ym bail yet. he will go to jail office jowai tmrw
""")

up("backlog/2026-01/khadc ts36 22-1.txt", "typed_note_txt", "Wanphai", "2026-01-22", ["C04"], ["C04-H02"], """
22-01-2026 ts 36/24 mawpat land, kharmawphlang sir
replication filed by us. issues framed (4):
1. whether the suit land is ancestral land of the lyngdoh kur devolving on pltf as ka khadduh
2. whether the gift deed dt 9.4.2019 is valid under khasi custom
3. whether deft has right to possession of western portion
4. relief
pltf evidence - affidavit of pw1 next date.
JO again said he wants the records of dorbar shnong mawpat if any.
ND 27.2.26
""")

up("backlog/2026-01/WhatsApp Image 2026-01-30 at 17.21.09_6d30c4bb.jpg", "handwritten_note_photo", "Bipul", "2026-01-30", ["C05"], ["C05-H02"], """
30.01.26  CJM court  - NI 57/25 (Agarwal sahab ka cheque case)
আজ plea হল. accused Jerome Sangma bola "not guilty" - bola cheque 2023 me security ke liye diya tha, blank tha
Agarwal sahab haajir the
ND 13-3-26 complainant evidence (CW1 affidavit ready karna hai - Phai madam ko bola)
""")

# ---------------------------------------------------------------- February 2026
up("backlog/2026-02/IMG_4011.HEIC", "handwritten_note_photo", "Ibarisha", "2026-02-03", ["C01"], ["C01-H03"], """
3rd Feb (Tue)  Ct 2
Agarwal v KHADC - Kharshiing AGAIN no aff., again "instructions". 2nd time.
Mawlong J: LAST CHANCE - cost Rs 3,000 to petr. Aff. within 10 days. Interim to continue.
J to Kharshiing: "next time bring the file, I want to see the show cause".
ND 3.3.26
""")

up("backlog/2026-02/CC Crl A 23-2025 dt 05.02.2026.pdf", "certified_order_sheet_scan", "High Court of Meghalaya", "2026-02-05", ["C02"], ["C02-H03"], """
HIGH COURT OF MEGHALAYA AT SHILLONG
Crl.A. No. 23 of 2025 with IA No. 1 of 2025
Shri Kitboklang Suchiang  ...Appellant
-Vs-
State of Meghalaya  ...Respondent
Coram: Hon'ble Mr. Justice T. Ch. Momin, Judge
For the Appellant: Ms. I. Kharkongor, Adv.; Mr. W. Rymbai, Adv.
For the Respondent: Mr. S. Sen Gupta, Addl. PP
Date of Order: 05.02.2026
ORDER
1. The custody certificate dated 02.02.2026 of the Superintendent, District Jail, Jowai is on record. The
appellant has undergone 4 years 2 months and 17 days of the sentence of 6 years' rigorous imprisonment.
2. The appeal is not likely to be heard in the near future; the lower court record has not yet been received.
3. Having regard to the period undergone, the sentence is suspended during the pendency of the appeal and the
appellant shall be released on bail on furnishing a bond of Rs. 50,000/- with two sureties of the like amount,
one of whom shall be a resident of Jowai, to the satisfaction of the Ld. Sessions Judge, West Jaintia Hills,
Jowai, on the conditions that he (i) shall report to the Officer-in-Charge, Jowai P.S. on the first Monday of
every month; (ii) shall not leave the State without leave; (iii) shall deposit the fine of Rs. 20,000/- in the
trial court within 4 weeks.
4. IA No. 1 of 2025 is disposed of. Registry to await the LCR. List on 09.04.2026.
Sd/- Judge
Certified to be a true copy. Copying Section, High Court of Meghalaya. Applied 05.02.2026, delivered 09.02.2026.
""")

up("backlog/2026-02/Arb P 9 objection 10.2.txt", "typed_note_txt", "Ibarisha", "2026-02-10", ["C03"], ["C03-H03"], """
10.02.2026  Arb.P. 9/2025 (Pyngrope) - Ct 3, Warjri J
State's objection filed today in court (copy served at the bar).
Their case: (i) cl. 25 makes the Chief Engineer's decision "final and binding" - so no arbitration at all;
(ii) claims time-barred; (iii) CE has anyway appointed Shri L. Dkhar, SE (Roads) Central Circle as arbitrator by
letter dt 2.2.2026 - i.e. AFTER our petition was filed and 11 months after our notice.
J looked at the letter and smiled: "a departmental officer, appointed after the petition?" - but gave us time.
Rejoinder in 3 weeks. ND 10.03.2026.
To do: rejoinder - Perkins / TRF line (unilateral appointment), Datar Switchgear (right lost after 30 days + filing u/s 11).
Bah Bankerlang very worried that Dkhar will be the arbitrator. Told him: ym, the court will not allow it.
""")

up("backlog/2026-02/WhatsApp Image 2026-02-11 at 18.05.52_77a0c3d1.jpg", "handwritten_note_photo", "Bipul", "2026-02-11", ["C06"], ["C06-H02"], """
11/2/26 - MACT (Nongkhlaw sahab)  MACT Case 118/25 Daiaphi Dkhar
Issues framed হয়েছে
claimant evidence - PW1 (Daiaphi) affidavit + PW2 (Banshan Kharbuli)
porer tarikh 3/3/26  (2 baje ke baad, Member sahab lunch ke baad hi baithte hain)
""")

up("backlog/2026-02/ts36 27feb.txt", "typed_note_txt", "Wanphai", "2026-02-27", ["C04"], ["C04-H03"], """
27.2.26 khadc court ts 36/24
pw1 (kong ibadahun) affidavit-in-chief filed + docs (dorbar shnong resolution 2018 copy, patta, tax receipts)
kharshiing not present - his junior said he is engaged in high court, cross deferred. we objected, JO allowed but warned "only once"
JO asked: rangbah shnong will come as witness? said yes, pw2
ND 27.3.26 cross of pw1
""")

# ---------------------------------------------------------------- March 2026
up("backlog/2026-03/New Text Document (3).txt", "typed_note_txt", "Wanphai", "2026-03-03", ["C01", "C06"], ["C01-H04", "C06-H03"], """
3/3/26 tues - two matters today

1) HC ct 2 - agarwal v khadc (wpc 412/25)
- khadc finally filed affidavit-in-opposition, copy served in court. they say licence cancelled bcz of godown at mawlai nongkwar + sub-letting
- kharshiing paid the cost of 3000 by cheque in court (cheque handed to me, gave to agarwal)
- mawlong j: secretary EC to produce the ORIGINAL FILE of the cancellation on next date
- reply (aff-in-reply) in 2 weeks
- ND 21.04.26

2) mact 118/25 dkhar - member sat 2.20 pm
- pw1 daiaphi examined, affidavit exhibited. deb cross in part: income claimed 25,000/month from taxi, no ITR, no bank statement filed. she said he paid the taxi owner 700 a day and kept rest
- member asked for ORIGINAL taxi permit + bank passbook of the deceased next date
- ND 06.05.26 for pw1 further cross + pw2
kong daiaphi cried after the cross, kept asking kumno ki khun will study. told her we'll file the passbook
""")

up("backlog/2026-03/IMG_4133.HEIC", "handwritten_note_photo", "Ibarisha", "2026-03-10", ["C03"], ["C03-H04"], """
10/3/26  Ct 3  Arb.P. 9/25 Pyngrope
Rejoinder filed 3.3.26 (Diary No. 1874/2026).
Heard both. Warjri J: "I do not think a Superintending Engineer of the same department can be an arbitrator after Perkins.
But try to agree. Each side give names of retired judicial officers."
We gave 3 names in court. GA to take instructions.
ND 16.04.26
""")

up("backlog/2026-03/NI57 13.3.26.txt", "typed_note_txt", "Wanphai", "2026-03-13", ["C05"], ["C05-H03"], """
13.3.26 cjm court, ni 57/25 agarwal v jerome sangma
cw1 (agarwal) affidavit evidence filed + exhibited: ext 1 cheque 004417 dt 2.5.25 rs 6,85,000, ext 2 return memo 12.5.25, ext 3 legal notice 20.5.25, ext 4 postal AD (recd 26.5.25), ext 5 ledger extract
tengsak momin (for accused) sought time to cross - "ledger to be verified". CJM madam granted but said complainant need not come next date only if cross is ready on our side?? - no, she said complainant MUST come
ND 5.6.26 (long date, madam on training in april-may)
""")

up("backlog/2026-03/PW1 cross ts36 27.03.2026.docx", "typed_note_docx", "Ibarisha", "2026-03-27", ["C04"], ["C04-H04"], """
TS 36/2024 - Ibadahun Lyngdoh v Donald Lyngdoh - Subordinate District Council Court, KHADC
27.03.2026 - Cross-examination of PW1 (the plaintiff) by Mr. D. Kharshiing

Points from the cross (my notes, not the deposition):
- PW1 admitted she worked as a teacher in Tura from 2017 to 2022 and came home only in the winter holidays.
- Admitted that the defendant looked after their mother during her illness in 2019 (NEIGRIHMS, April 2019).
- Denied that the mother gave the western portion to the defendant; said "ka kmie ym la ai ei ei ia u" (mother gave him nothing).
- Shown the gift deed of 09.04.2019: said the thumb impression "might be mother's" but mother could not read and was in hospital.
- Admitted she did not object in writing when the wall was built in 2023; said she complained to the Rangbah Shnong orally.
PW1 discharged.
JO: the Rangbah Shnong must bring the Dorbar's register, not only a certificate.
Next: 29.05.2026 - PW2 (Rangbah Shnong, Mawpat).
Comment: the "might be mother's" answer hurts; in argument stress hospital + no Dorbar + unregistered.
""")

# ---------------------------------------------------------------- April 2026
up("backlog/2026-04/WhatsApp Image 2026-04-09 at 15.33.40_e2b94f17.jpg", "handwritten_note_photo", "Bipul", "2026-04-09", ["C02"], ["C02-H04"], """
9.4.26 (বৃহস্পতিবার)  High Court, Court 4
Crl.A 23/25 Suchiang - LCR abhi tak nahi aaya Jowai se
Registry ko bola reminder bhejne ka - court ne order kiya reminder to SJ Jowai
ND 14.5.26
copying section - 5/2 order ka certified copy pehle hi le liya (file me hai)
""")

up("backlog/2026-04/arb p 9 16 april.txt", "typed_note_txt", "Wanphai", "2026-04-16", ["C03"], ["C03-H05"], """
16.04.2026 arb p 9/25 pyngrope, ct 3
GA marbaniang absent, her proxy said department's view on our 3 names "awaited from CE"
warjri j: last chance to the state. if no agreed name next date court will appoint.
ND 19.5.26 for orders
bah bankerlang said the CE told him privately they will never agree to an outsider. informed senior
""")

up("backlog/2026-04/IMG_4297.HEIC", "handwritten_note_photo", "Ibarisha", "2026-04-21", ["C01"], ["C01-H05"], """
21.04.2026  Ct 2  Agarwal v KHADC
Aff-in-reply filed 17.3 (Diary 2231/2026).
Secretary EC present with ORIGINAL FILE (sealed cover). J opened it in court.
J: "There is no show cause notice in this file. Only an Enforcement Wing report and the order." !!
Kharshiing said notice was "served orally". J not impressed.
Heard in part.  ND 12.5.26
Agarwal outside: shaphang the godown at Mawlai - it is his brother-in-law's, not his. Get affidavit of bro-in-law? decide.
""")

# ---------------------------------------------------------------- May 2026
up("backlog/2026-05/MACT118 6.5.26.txt", "typed_note_txt", "Wanphai", "2026-05-06", ["C06"], ["C06-H04"], """
6 may 26 - mact 118/25 dkhar - sat at 2.30
- original taxi permit + SBI passbook of (L) pynshngain filed and shown, copies kept on record
- pw1 cross by deb concluded. suggested he was not driving on the day & not the earning member - she denied
- pw2 banshan kharbuli (co-passenger) examined: truck came on wrong side from shillong side, at high speed, near umiam bridge; he called police. deb cross: admitted it was getting dark (6.40 pm), said headlights of truck were on
- claimants evidence closed
- member to deb: "what is your offer, Mr Deb?" deb: investigator report awaited, then offer
- ND 24.6.26 insurer evidence
""")

up("backlog/2026-05/CC Arb P 9 of 2025 final order 19.5.26.pdf", "certified_order_sheet_scan", "High Court of Meghalaya", "2026-05-19", ["C03"], ["C03-H06"], """
HIGH COURT OF MEGHALAYA AT SHILLONG
Arb.P. No. 9 of 2025
M/s Pyngrope Constructions  ...Petitioner
-Vs-
State of Meghalaya & Ors.  ...Respondents
Coram: Hon'ble Mr. Justice L. Warjri, Judge
For the Petitioner: Ms. I. Kharkongor, Mr. W. Rymbai, Advocates
For the Respondents: Ms. T. Marbaniang, GA
Date of Order: 19.05.2026
JUDGMENT AND ORDER (ORAL)
1. This petition under Section 11(6) of the Arbitration and Conciliation Act, 1996 arises from Agreement No.
EE/MSR/AGT/07 of 2021-22 for the Mawsynram-Balat road. Clause 25 provides for arbitration once the Chief
Engineer fails to decide a representation within 60 days.
2. The petitioner invoked arbitration on 10.03.2025. The respondents did not appoint within 30 days. They
appointed their own Superintending Engineer on 02.02.2026, after this petition was filed. That appointment is of
no effect: the right to appoint was lost, and a person whose relationship with a party falls under the Seventh
Schedule is ineligible under Section 12(5).
3. The parties could not agree on a name despite time given on 10.03.2026 and 16.04.2026.
4. Shri P. S. Nongkynrih, retired District & Sessions Judge, Shillong, is appointed as the sole arbitrator. His
fees shall be as per the Fourth Schedule. He shall give the disclosure under Section 12(1) within 2 weeks.
Objections on limitation and arbitrability are left open before the arbitrator.
5. The petition is allowed and disposed of.
Sd/- Judge
Certified copy. Applied 19.05.2026; ready 22.05.2026.
""")

up("backlog/2026-05/CRL A 23 14may.txt", "typed_note_txt", "Wanphai", "2026-05-14", ["C02"], ["C02-H05"], """
14-05-26 crl a 23/25 suchiang (ct 4, after 2 as usual, reached 3.15)
LCR received from jowai (2 vols). court: appellant to file paper book within 4 weeks
ND 9.7.26
heipormi said kitbok is reporting jowai ps every 1st monday, la signed in the register 4 may also
fine 20,000 was deposited in trial court 27.2 (challan copy with us)
""")

up("backlog/2026-05/ts 36 pw2 29.5.txt", "typed_note_txt", "Ibarisha", "2026-05-29", ["C04"], ["C04-H05"], """
29.05.2026 (Fri) - TS 36/24 Mawpat - Kharmawphlang JO
PW2 Shri H. Nongrum, Rangbah Shnong Mawpat - came with the Dorbar Shnong register.
Chief: Dorbar resolution dt 14.03.2018 (Ref DSM/RES/06/2018) - land of the Lyngdoh kur to pass to ka khadduh Ibadahun; no one objected. Register produced, resolution marked Ext. 4 (original seen and returned).
Cross (Kharshiing): PW2 became Rangbah Shnong only in 2020, so not present in 2018 - he said the register is the Dorbar's and he is its keeper. Admitted Donald was not at the 2018 meeting; said Donald "was called but did not come".
Plaintiff's evidence closed.
JO: "ka jingbishar will go by custom; a paper written in hospital without the Dorbar is a weak thing" - said to both sides, not an order.
ND 03.07.2026 - defendant's evidence (DW1 affidavit).
Client happy. Paid Rs 2,000 to PW2 for travel - from Ibadahun.
""")

# ---------------------------------------------------------------- the junior's chat (May-Sept)
up("backlog/2026-09/WhatsApp Chat with Phai Jr.txt", "whatsapp_export", "Ibarisha", "2026-09-12", ["C01", "C04", "C05", "C06"], ["C01-H06", "C06-H05", "C04-H06", "C05-H06"], """
12/05/2026, 11:02 - Phai Jr: kong, ct 2 item 14 agarwal. kharshiing sir not here, his proxy says he is before the division bench
12/05/2026, 11:09 - Phai Jr: J asked "again?" 😅 adj. ND 16.6.26. J said next date he will hear whoever is present
12/05/2026, 11:10 - Ibarisha: ok. tell agarwal, and note - 3rd time KHADC side took time in this writ
12/05/2026, 11:11 - Phai Jr: 👍
24/06/2026, 14:41 - Phai Jr: mact dkhar - deb says investigator not available, wants time for insurer evidence
24/06/2026, 14:44 - Phai Jr: member gave time. ND 19.8.26. member told deb "next date investigator and an offer, both"
24/06/2026, 14:45 - Ibarisha: ok. call Daiaphi and tell her no need to come 19 aug, but she can come if she wants
03/07/2026, 12:20 - Phai Jr: khadc court ts 36 - DW1 affidavit not filed. kharshiing says "not ready, client was in guwahati"
03/07/2026, 12:22 - Phai Jr: JO gave time on cost Rs 1000 payable to pltf. ND 14.08.2026
03/07/2026, 12:22 - Ibarisha: good. Bipul to get certified copy of order sheet (all dates) for our file
03/07/2026, 12:23 - Phai Jr: ok kong
11/09/2026, 13:05 - Phai Jr: cjm ct ni 57 - accused jerome absent again. tengsak filed exemption but no medical paper
11/09/2026, 13:07 - Phai Jr: madam rejected exemption. BW issued rs 10,000. ND 16.10.26 for 313
11/09/2026, 13:08 - Ibarisha: Ok. inform Agarwal. he was there?
11/09/2026, 13:09 - Phai Jr: ya he came, madam saw him present
12/09/2026, 09:30 - Ibarisha: Phai, ka wpc agarwal - show cause from EC came? ask him
12/09/2026, 09:41 - Phai Jr: not yet kong, he says EC meeting on 22nd
""")

# ---------------------------------------------------------------- June - July 2026
up("backlog/2026-06/NI 57 CW1 cross 5.6.2026.docx", "typed_note_docx", "Ibarisha", "2026-06-05", ["C05"], ["C05-H04"], """
N.I. Case No. 57 of 2025 (Agarwal v Jerome Ch. Sangma) - CJM, East Khasi Hills
05.06.2026 - CW1 (Ramesh Kumar Agarwal) cross-examined by Mr. Tengsak Momin

- Suggested that the cheque was a blank security cheque given in 2023 when the accused opened a credit account. Denied. CW1: the cheque was filled and signed by the accused in my shop on 02.05.2025 against the dues.
- Admitted there is no written agreement for credit; supplies were against delivery challans, ledger in Tally.
- Ledger: OPC 53 cement and TMT bars supplied Nov 2024 to Jan 2025; balance Rs. 6,85,000. Shown the 2023 entries: admitted the accused paid fully for 2023 purchases.
- Suggested that the amount was inflated by interest. Denied: no interest charged in the ledger.
CW1 discharged. CJM madam: summons to the bank official (SBI Police Bazar) to prove the return memo.
ND 24.07.2026.
Jerome present today, sat at the back with Tengsak. Agarwal says Jerome's site at Umsawli is still running - he has money.
""")

up("backlog/2026-06/Agarwal WP judgment reserved 16.06.26.docx", "typed_note_docx", "Ibarisha", "2026-06-16", ["C01"], ["C01-H07"], """
WP(C) No. 412 of 2025 - Agarwal v KHADC - Court No. 2 - 16 June 2026
Heard in full today. Kharshiing present this time (after 3 adjournments of theirs).
Our points: (1) no show-cause, admitted by the file; (2) godown at Mawlai Nongkwar belongs to the brother-in-law, Shri Sunil Jain - his affidavit filed with the reply; (3) the 1954 Regulation itself requires a hearing before cancellation; (4) 27 years of licence without a single complaint.
Kharshiing: the licence is a privilege, not a right; the EC can cancel for breach; the petitioner can apply afresh.
Mawlong J to Kharshiing: "Privilege or right, you must hear him first." Asked both sides to finish in five minutes each - as always.
JUDGMENT RESERVED. Interim protection to continue till judgment.
Listed for judgment 11.08.2026 (per the court master).
Told Agarwal: good chance, but may be remitted for a fresh hearing rather than a clean quash.
""")

up("backlog/2026-07/IMG_4588.HEIC", "handwritten_note_photo", "Ibarisha", "2026-07-09", ["C02"], ["C02-H06"], """
9.7.26  Ct 4 Momin J  (item 9 of afternoon list, 2.40 pm)
Crl.A. 23/25 Suchiang - paper book filed 10.6 (Diary 4410/2026)
Began args: PW3 (wine shop owner) told police she saw "3-4 boys fighting", in court only Kitbok hit; no indep. witness; stick never sent to FSL; PW7 (doctor): injury possible by fall on stone.
J: "Give me a synopsis, three pages, not thirty." - written synopsis within 3 wks.
Continue next date.  ND 27.8.26
""")

up("backlog/2026-07/cc order sheet TS 36-2024 upto 3.7.26.pdf", "certified_order_sheet_scan", "Subordinate District Council Court, KHADC", "2026-07-06", ["C04"], ["C04-H02", "C04-H03", "C04-H04", "C04-H05", "C04-H06"], """
IN THE COURT OF THE JUDICIAL OFFICER, SUBORDINATE DISTRICT COUNCIL COURT
KHASI HILLS AUTONOMOUS DISTRICT COUNCIL, SHILLONG
Title Suit No. 36 of 2024
Smt. Ibadahun Lyngdoh ... Plaintiff   Vs.   Shri Donald Lyngdoh ... Defendant
ORDER SHEET (certified copy, orders dated 22.01.2026 to 03.07.2026)
22.01.2026  Both parties present through counsel. Replication filed. Issues framed: (1) Whether the suit land
            is the ancestral land of the plaintiff's kur which devolved on the plaintiff as the youngest daughter
            (khadduh)? (2) Whether the gift deed dated 09.04.2019 is valid under Khasi custom? (3) Whether the
            defendant is entitled to possession of the western portion? (4) To what relief? Fix 27.02.2026 for
            plaintiff's evidence.
27.02.2026  PW1 filed affidavit-in-chief. Ld. counsel for the defendant engaged in the Hon'ble High Court;
            cross deferred at his request, for the last time. Fix 27.03.2026.
27.03.2026  PW1 cross-examined and discharged. Fix 29.05.2026 for PW2 with the Dorbar Shnong register.
29.05.2026  PW2 examined, cross-examined and discharged. Ext. 4 marked. Plaintiff closes evidence. Fix
            03.07.2026 for defendant's evidence.
03.07.2026  DW1's affidavit not filed. Prayer for time allowed on cost of Rs. 1,000/- payable to the plaintiff
            on or before the next date. Fix 14.08.2026.
                                                  sd/- Judicial Officer
Certified true copy. Issued 06.07.2026. Copying fee paid Rs. 60.
""")

up("backlog/2026-07/ni57 24.7 pw2.txt", "typed_note_txt", "Wanphai", "2026-07-24", ["C05"], ["C05-H05"], """
24-07-26 ni 57/25 cjm
cw2 rajib choudhury, dy manager SBI police bazar, examined - proved return memo ext 2 "funds insufficient" + bank's letter. tengsak cross only 2 qns (whether bank checked handwriting - no)
complainant evidence closed
next: statement of accused (313)
ND 4.9.26
agarwal asked whether he needs to come for 313 - told him yes, madam wants him every date
""")

up("backlog/2026-07/correction ni57 ND.txt", "typed_note_txt", "Wanphai", "2026-07-25", ["C05"], ["C05-H05"], """
25/7/26 - CORRECTION to my note of yesterday (NI 57/25 agarwal v sangma)
ND is NOT 4.9.26. i wrote the date of the other item on the board. checked with the peshkar today and the order sheet: next date is 11.09.2026 (Fri) for statement of accused.
updated diary + told agarwal on phone. sorry kong
""")

# ---------------------------------------------------------------- August 2026
up("backlog/2026-08/CC WPC 412-2025 judgment 11.08.2026.pdf", "certified_order_sheet_scan", "High Court of Meghalaya", "2026-08-11", ["C01"], ["C01-H08"], """
HIGH COURT OF MEGHALAYA AT SHILLONG
WP(C) No. 412 of 2025
Shri Ramesh Kumar Agarwal ... Petitioner
-Vs-
Khasi Hills Autonomous District Council & Ors. ... Respondents
Coram: Hon'ble Mr. Justice K. Mawlong, Judge
For the Petitioner: Ms. I. Kharkongor, Mr. W. Rymbai, Advocates
For the Respondents: Mr. D. Kharshiing, Standing Counsel, KHADC
Date of hearing: 16.06.2026        Date of Judgment: 11.08.2026
JUDGMENT AND ORDER
...
14. The original file produced on 21.04.2026 contains no notice to the petitioner before the order of 14.08.2025.
A licence held since 1998 cannot be cancelled on a report of the Enforcement Wing behind the licensee's back.
15. The order No. KHADC/EC/TL/114/2025/37 dated 14.08.2025 is set aside. The Executive Committee may, if it so
chooses, issue a show-cause notice on the allegations, give the petitioner a personal hearing and pass a reasoned
order within 8 (eight) weeks from today. Till then the petitioner's shop shall not be sealed.
16. The writ petition is allowed to the above extent. The costs of Rs. 3,000/- already paid stand. No further costs.
Sd/- Judge
Certified copy. Applied 11.08.2026; delivered 14.08.2026.
""")

up("backlog/2026-08/khadc ts36 14aug.txt", "typed_note_txt", "Wanphai", "2026-08-14", ["C04"], ["C04-H07"], """
14.08.26 khadc court ts 36/24 (before 15 aug holiday, half the bar absent)
- cost 1000 paid by kharshiing's junior in court to us (receipt given)
- DW1 donald lyngdoh affidavit filed. we cross-examined in part (approx 40 min): he says mother gave him west part because he looked after her; he built wall 2023 "with everyone's knowledge"; could not say who drafted the deed - "the scribe from motphran"
- JO stopped at 4 pm. ND 25.9.26 DW1 further cross
""")

up("backlog/2026-08/IMG_4702.HEIC", "handwritten_note_photo", "Ibarisha", "2026-08-27", ["C02"], ["C02-H07"], """
27/8/26 Ct 4 - Suchiang Crl.A.
Synopsis filed (3 pages, as J wanted). Finished our args at 3.30 - sudden fight, no premeditation, single blow, he himself took the deceased to hospital (PW5).
Sen Gupta Addl PP: "file not received from PP office" -> time. J: "Mr. Sen Gupta, the appeal is of 2025."
ND 19.11.26 (long, J on DB roster in Sept-Oct)
Heipormi asked if Kitbok can go to Guwahati for work - leave of court needed. Told him apply first.
""")

# ---------------------------------------------------------------- September - October 2026
up("backlog/2026-09/WhatsApp Image 2026-09-25 at 17.40.02_0f5d9a61.jpg", "handwritten_note_photo", "Bipul", "2026-09-25", ["C04", "C05"], ["C04-H08", "C05-H06"], """
DATE REGISTER - সেপ্টেম্বর 2026            (Bipul)
11/9  CJM - NI 57/25 Agarwal v Jerome - accused gairhaazir, exemption khaarij, BW Rs 10,000 -> 16/10/26 (313)
25/9  KHADC court - TS 36/24 Ibadahun v Donald - DW1 Donald ka cross khatam. DW2 (lekhak/scribe) nahi aaya.
      JO bola last chance DW2 ke liye -> 6/11/26
25/9  copy - Agarwal HC judgment ka CC Agarwal sahab ko de diya
""")

up("backlog/2026-09/TS36 DW1 cross 25.9.txt", "typed_note_txt", "Wanphai", "2026-09-25", ["C04"], ["C04-H08"], """
25/09/2026 ts 36/24 mawpat - dw1 further cross (by senior herself, i assisted)
admissions of DW1 donald:
- gift deed of 9.4.2019 is NOT registered
- it was never placed before the dorbar shnong or the dorbar kur
- mother was 81 and admitted in NEIGRIHMS in april 2019; deed signed "at home after discharge", he could not give the date of discharge
- the scribe kynjai sohtun of motphran wrote it; only 2 witnesses, both his friends
dw1 discharged. dw2 (scribe sohtun) absent - kharshiing said "unwell". JO: last chance for DW2
ND 6.11.26
""")

up("backlog/2026-10/CC NI 57-2025 order 16.10.2026.pdf", "certified_order_sheet_scan", "Chief Judicial Magistrate, East Khasi Hills", "2026-10-16", ["C05"], ["C05-H07"], """
IN THE COURT OF THE CHIEF JUDICIAL MAGISTRATE, EAST KHASI HILLS DISTRICT, SHILLONG
N.I. Case No. 57 of 2025
Shri Ramesh Kumar Agarwal ... Complainant  Vs.  Shri Jerome Ch. Sangma ... Accused
16.10.2026  Complainant present with Ld. counsel Ms. W. Rymbai. Accused present on appearance in response to
            the bailable warrant issued on 11.09.2026, with Ld. counsel Mr. T. Momin. The warrant is recalled.
            The accused is cautioned that his bail may be cancelled if he is absent again without sufficient cause.
            The statement of the accused is recorded. He says the cheque was a security cheque of 2023 and that
            he owes nothing. He wishes to lead defence evidence. Fix 27.11.2026 for defence evidence.
                                                         sd/- Chief Judicial Magistrate
Certified copy issued 20.10.2026.
""")

up("backlog/2026-10/dkhar arguments 14.10.txt", "typed_note_txt", "Wanphai", "2026-10-14", ["C06"], ["C06-H07"], """
14.10.26 mact 118/25 dkhar - final arguments (2.15 pm)
- senior argued (came from HC at 2): income 25,000 proved by passbook (avg deposits 19-26k/month), age 34 -> multiplier 16, 1/4 deduction (4 dependants), future prospects 40%, consortium x4, funeral + estate
- deb: pay and recover at most (DL fake), income at min wages only, no future prospects
- written arguments filed by both sides
- member: award reserved. ND 25.11.26 for award
- member asked deb last time "any better offer than 18 lakh?" deb said no instructions. member shook head
""")

# ---------------------------------------------------------------- August - November: MACT evidence, clients
up("backlog/2026-08/mact dkhar DW1 19-8-26.txt", "typed_note_txt", "Ibarisha", "2026-08-19", ["C06"], ["C06-H06"], """
19.08.2026  MACT 118/25 - Daiaphi Dkhar & Ors v Biren Kalita & Anr - Nongkhlaw (Member), 2.20 pm
DW1 Shri Pranab Talukdar, insurer's investigator: the truck driver's DL (purportedly DTO Dimapur) is not genuine - DTO's letter says no such licence issued. Ext. D1, D2.
My cross: he never met the driver; did not verify the truck's permit; his fee is paid by the insurer; report dated 2 months after he was appointed. He admitted the truck was insured on the date (policy valid 10.01.2025 - 09.01.2026).
Member to Deb: "What is your offer?" Deb: Rs 18,00,000 full and final. We said no - claim is 48,50,000; even on min wages it crosses 25 lakh.
Member: "Then I will decide." Arguments next date.
ND 14.10.2026.
""")

# ---------------------------------------------------------------- November 2026
up("backlog/2026-11/CC TS 36-2024 order 06.11.2026.pdf", "certified_order_sheet_scan", "Subordinate District Council Court, KHADC", "2026-11-06", ["C04"], ["C04-H09"], """
IN THE COURT OF THE JUDICIAL OFFICER, SUBORDINATE DISTRICT COUNCIL COURT
KHASI HILLS AUTONOMOUS DISTRICT COUNCIL, SHILLONG
Title Suit No. 36 of 2024   Smt. Ibadahun Lyngdoh vs. Shri Donald Lyngdoh
06.11.2026  Plaintiff present with counsel. Defendant present with counsel Mr. D. Kharshiing. DW2 is absent again
            today though the last chance was given on 25.09.2026; no steps are taken to summon him. The prayer for
            further time is rejected. The defendant's evidence is closed. The parties are once more advised to
            explore a settlement before the Dorbar Kur, if any, and report. Fix 18.12.2026 for arguments.
                                                       sd/- Judicial Officer
""")

up("backlog/2026-11/IMG_4975.HEIC", "handwritten_note_photo", "Ibarisha", "2026-11-19", ["C02"], ["C02-H08"], """
19 Nov 26 (Thu)  Ct 4  Suchiang Crl.A. 23/25  - reached 2.30
Sen Gupta argued 40 min: PW3 eyewitness reliable, blow on head = knowledge of death.
Momin J to Sen Gupta: "Was it not a sudden fight in a drunken quarrel? Why is Exception 4 not made out?" - Sen Gupta had no clear answer, wants time to place cases.
State to conclude + our reply.  ND 10.12.26
Prepare: reply note 2 pages; cases on Exception 4 & sentence reduction to period undergone (he has done 4y 2m+ by Feb).
Heipormi: kumno? - told him hopeful, ym promise.
""")

up("backlog/2026-11/CC MACT 118-2025 award 25.11.2026.pdf", "certified_order_sheet_scan", "MACT, East Khasi Hills", "2026-11-25", ["C06"], ["C06-H08"], """
IN THE MOTOR ACCIDENT CLAIMS TRIBUNAL, EAST KHASI HILLS DISTRICT, SHILLONG
MACT Case No. 118 of 2025
Smt. Daiaphi Dkhar & 3 Ors. ... Claimants   Vs.   Shri Biren Kalita & Anr. ... Opposite Parties
Present: Shri G. Nongkhlaw, Member, MACT
Date of Award: 25.11.2026
AWARD (operative part)
21. The deceased Pynshngain Dkhar, aged 34, a taxi driver, died on 15.02.2025 in the accident caused by the rash
and negligent driving of truck No. AS-01-QC-4471. His net monthly income, after the taxi owner's share, is assessed at Rs. 15,000/- on
the basis of the passbook (Ext. 9). Adding 40% for future prospects, deducting one-fourth for personal expenses
(four dependants) and applying a multiplier of 16, the loss of dependency comes to Rs. 30,24,000/-. Loss of estate
Rs. 18,150/-, funeral expenses Rs. 18,150/-, spousal, parental and filial consortium (4 x Rs. 48,400/-)
Rs. 1,93,600/-.
22. Total compensation: Rs. 32,53,900/- with interest @ 7% per annum from 10.06.2025, the date of the
claim petition, till deposit.
23. The driver did not hold a valid licence (Ext. D1, D2). The insurer, OP No. 2 Purbanchal General Insurance
Co. Ltd., shall deposit the amount within 30 days and may recover it from the owner, OP No. 1 (pay and recover).
24. Of the amount, 50% to the widow, 15% each to the two minor children (to be kept in fixed deposit till
majority), and 20% to the mother of the deceased.
Sd/- Member, MACT, East Khasi Hills, Shillong
""")

up("backlog/2026-11/WhatsApp Chat with Kong Daiaphi.txt", "whatsapp_export", "Ibarisha", "2026-11-26", ["C06"], ["C06-H06", "C06-H08"], """
19/08/26, 6:12 pm - Kong Daiaphi: Kong kumno today? Insurance people what they said
19/08/26, 6:20 pm - Ibarisha: Their man said the truck driver's licence was fake. They offered 18 lakh. I said no. Judge will decide.
19/08/26, 6:21 pm - Kong Daiaphi: 18 lakh is too less kong, ki khun are small
19/08/26, 6:22 pm - Ibarisha: Yes. We will argue on 14 Oct. Don't worry.
25/11/26, 4:05 pm - Ibarisha: Kong Daiaphi, award today. Rs 32,53,900 with 7% interest from June 2025. Insurance company must deposit in 30 days.
25/11/26, 4:06 pm - Kong Daiaphi: Khublei shibun kong 🙏🙏 when will money come
25/11/26, 4:09 pm - Ibarisha: After they deposit (by about 25 Dec). Half for you, 15% each for the children in FD, 20% for mei (your mother-in-law). Bring your bank passbook and Aadhaar to chamber on Monday.
25/11/26, 4:10 pm - Kong Daiaphi: Ok kong. Mei is asking will insurance appeal?
25/11/26, 4:14 pm - Ibarisha: They may, they have 90 days. But they must deposit first. I'll watch.
26/11/26, 10:30 am - Kong Daiaphi: Kong I will come monday 11 am with mei
""")

up("backlog/2026-11/WhatsApp Chat with Bah Heipormi Jowai.txt", "whatsapp_export", "Ibarisha", "2026-11-20", ["C02"], ["C02-H03", "C02-H08"], """
05/02/2026, 16:02 - Bah Heipormi Jowai: Kong, kumno ka jingbishar hynnin? bail?
05/02/2026, 16:10 - Ibarisha: Sentence suspended. Bail bond 50,000 with 2 sureties, one must be from Jowai. He must report at Jowai PS first Monday every month. Fine 20,000 to deposit in 4 weeks.
05/02/2026, 16:11 - Bah Heipormi Jowai: Khublei kong!! I will be surety, and our uncle Bah Shadap from Iawmusiang
05/02/2026, 16:13 - Ibarisha: Ok. Certified copy will come in 2-3 days, Bipul will send.
10/02/2026, 18:40 - Bah Heipormi Jowai: He is out kong, came home today 🙏
27/02/2026, 13:02 - Bah Heipormi Jowai: Fine 20,000 deposited at Jowai court, challan photo sent
19/11/2026, 17:30 - Bah Heipormi Jowai: Kong what happened today
19/11/2026, 17:45 - Ibarisha: State argued. Judge asked them why it is not a sudden fight. Good sign but no promises. Next 10 December.
19/11/2026, 17:46 - Bah Heipormi Jowai: Should Kitbok come on 10th?
19/11/2026, 17:50 - Ibarisha: Not needed. Ask him not to miss the PS on 7th Dec (first Monday).
""")

up("backlog/2026-11/WhatsApp Chat - Agarwal Hardware/_chat.txt", "whatsapp_export", "Ibarisha", "2026-11-28", ["C01", "C05"], ["C01-H08", "C05-H08"], """
[11/08/26, 12:31:04 PM] Ibarisha Kharkongor: Agarwal ji, judgment in the licence writ today. Cancellation order set aside. EC may give you a show cause and hearing and decide in 8 weeks. Till then no sealing.
[11/08/26, 12:33:40 PM] Agarwal Hardware: Thank you madam. So licence is back?
[11/08/26, 12:36:12 PM] Ibarisha Kharkongor: The cancellation is gone. But they can start again properly with a show cause. Keep all papers of the Mawlai godown ready (Sunil ji's rent agreement).
[24/09/26, 7:15:51 PM] Agarwal Hardware: Madam EC show cause came dated 22/9. Reply in 15 days
[24/09/26, 7:20:02 PM] Ibarisha Kharkongor: Send photo. Come tomorrow evening, we'll draft.
[14/10/26, 6:02:44 PM] Agarwal Hardware: Hearing before EC done today. Member Bah Syiem asked only about godown
[13/11/26, 5:48:10 PM] Agarwal Hardware: Madam EC order came. Licence restored but penalty Rs 25,000 for "irregularity"
[13/11/26, 5:55:31 PM] Ibarisha Kharkongor: Pay it under protest and take receipt. Not worth another writ for 25,000 - but your call.
[20/11/26, 11:02:17 AM] Agarwal Hardware: Paid 25000 under protest, receipt no. 8841
[27/11/26, 1:20:45 PM] Ibarisha Kharkongor: Cheque case today: Jerome's side said their witness (DW1) not ready. Madam gave time on cost Rs 500 payable to you. Next 18 Dec.
[27/11/26, 1:24:09 PM] Agarwal Hardware: Every time some excuse madam. Kab tak chalega?
[27/11/26, 1:30:33 PM] Ibarisha Kharkongor: After defence evidence, arguments. Maybe 2-3 more dates. You must come on 18th too - madam wants you present.
[28/11/26, 9:10:02 AM] Agarwal Hardware: Ok madam. 500 cost they paid?
[28/11/26, 9:12:40 AM] Ibarisha Kharkongor: Not yet. Has to be paid before next date.
""")

# ---------------------------------------------------------------- the week plan and the advance list
up("backlog/2026-11/week 30.11 to 5.12.txt", "typed_note_txt", "Ibarisha", "2026-11-29", ["C01", "C02", "C03", "C04", "C05", "C06"], [], """
WEEK 30 Nov - 5 Dec 2026   (no matter listed this week - use it)
Mon 30  - Kong Daiaphi + mei at 11 (MACT award): bank docs, FD for the two children; watch insurer's deposit (due by ~25 Dec)
Tue 1   - Suchiang Crl.A.: reply note on Exception 4 (2 pages) + 3 cases; check Heipormi re PS reporting on 7 Dec
Wed 2   - Mawpat TS 36: written arguments draft - khadduh custom, Ext. 4, DW1's admissions (unregistered, no Dorbar, hospital)
Thu 3   - Balat arbitration: SOD + counter-claim of the State came 10 Oct; our rejoinder went 31 Oct. Sitting of 14 Nov adjourned
          (arbitrator unwell) to Sat 12 Dec - admission/denial list + draft issues ready by 10 Dec
Fri 4   - Agarwal cheque case: DW1 cross points (2023 account fully paid; ledger). Remind Agarwal re 18th.
18 Dec clash: KHADC court (TS 36 args) + CJM (NI 57 DW). I take TS 36, Phai takes CJM.
Pending: fee bills - Pyngrope (arbitration share), Agarwal (writ).
""")

up("backlog/2026-12/Advance List 10.12.2026 Court 4.pdf", "cause_list_pdf", "court", "2026-12-01", ["C02"], [], """
HIGH COURT OF MEGHALAYA
ADVANCE CAUSE LIST FOR THURSDAY, THE 10TH DECEMBER, 2026
COURT NO. 4 - HON'BLE MR. JUSTICE T. CH. MOMIN
(Criminal appeals will be taken up at 2:00 PM)
FOR HEARING
27. Crl.A. No. 23 of 2025   Kitboklang Suchiang  Vs.  State of Meghalaya
    For Appellant: I. Kharkongor, W. Rymbai     For Respondent: S. Sen Gupta, Addl. PP
28. Crl.A. No. 7 of 2024    Shri B. Lamin  Vs.  State of Meghalaya
    For Appellant: R. Sohkhlet                 For Respondent: S. Sen Gupta, Addl. PP
29. Crl.A. No. 31 of 2025   Smt. R. Marak  Vs.  State of Meghalaya
    For Appellant: K. Ch. Sangma               For Respondent: A. Dhar, PP
""")

