"""The uploads of the Tawang practice: what Pema Thungon, his junior Karma, the munshi Ram Prasad and a client's son kept."""

L, J, K, S = "Pema Wangchu Thungon", "Karma Tsering", "Ram Prasad Yadav (munshi)", "Sonam Dorjee (client's son)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2030-05/Lhou council decision 12.5.2030.pdf", "document_scan", "Village Council (Tsorgen), Lhou", "2030-05-12", ["C01"], [], """
DECISION OF THE VILLAGE COUNCIL, LHOU VILLAGE, TAWANG CIRCLE
Present: Tsorgen Nawang Tenzin (presiding), Gaon Burah Rinchin Dorjee, Tsopa members Lobsang Tashi and Pema Gyalpo
Matter: dispute over the field known as 'Brangkhar zhing' below the Lhou mani wall, left by late Ap Tsering Gombu.
Parties: Lobsang Gombu (elder son's line) vs Tsering Dondup (younger son's line).
After hearing both sides and the elders, the council finds that by Monpa custom the younger brother's house
cared for the late Ap Tsering Gombu in his last years and performed the rites. The field shall go to Tsering Dondup.
Lobsang Gombu shall be paid one yak and Rs. 40,000 by Tsering Dondup as 'khelen' within three months.
Any party aggrieved may go to the Deputy Commissioner. Decided on 12.05.2030 at the Lhou mani lhakhang.
sd/- Tsorgen    sd/- Gaon Burah    thumb impressions of the parties
""")
u("backlog/2030-06/IMG_20300611_094412.jpg", "document_photo", "Deputy Commissioner, Tawang (land allotment)", "2030-06-11", ["C01"], [], """
GOVERNMENT OF ARUNACHAL PRADESH  OFFICE OF THE DEPUTY COMMISSIONER, TAWANG
LAND ALLOTMENT ORDER  No. TWG/LR-117/1998   (certified copy issued 11.06.2030)
Under the Arunachal Pradesh Land Settlement and Records Act, 2000 (earlier allotment confirmed)
Allottee: Ap Tsering Gombu s/o late Dorjee Khandro, village Lhou, Tawang Circle
Land: 'Brangkhar zhing', terraced field, approx. 0.90 hectare, bounded N: Lhou mani wall, S: nallah,
E: land of Pema Gyalpo, W: village path.   Purpose: agriculture.   Original order dated 03.09.1998.
sd/- Deputy Commissioner, Tawang     Copy issued to: Lobsang Gombu on application dt 02.06.2030
""")
u("backlog/2030-05/lease deed Gorsam Heights scan.pdf", "document_scan", "Sub-Registrar, Tawang (registered lease)", "2024-04-01", ["C02"], [], """
DEED OF LEASE  (registered, Tawang)  dated 01.04.2024
Lessor: Shri Karma Wangdi, Old Market, Tawang.  Lessee: Shri Phurpa Tsering, proprietor, Hotel Gorsam Heights.
Premises: three-storeyed RCC building on the monastery road (Tawang Monastery approach road), 14 rooms.
Term: nine years from 01.04.2024.  Rent: Rs. 85,000 (Rupees eighty-five thousand) per month, payable by the 10th.
Security deposit: Rs. 5,00,000 paid by the Lessee.  Clause 11: the Lessee shall not sub-let any part without written
consent of the Lessor.  sd/- Lessor   sd/- Lessee   Witnesses: Tenzin Yangzom, Dawa Norbu
""")
u("backlog/2030-07/award Gyamtsho vs PWD.pdf", "document_scan", "Sole Arbitrator", "2029-02-14", ["C03"], [], """
IN THE MATTER OF ARBITRATION BETWEEN M/S GYAMTSHO CONSTRUCTIONS AND THE EXECUTIVE ENGINEER, PWD TAWANG DIVISION
Agreement No. 08/EE/PWD-TWG/2024-25: Improvement of Jang - Lhou road (km 0 to 11.4)
AWARD: The claimant is awarded Rs. 48,76,500 (Rupees forty-eight lakh seventy-six thousand five hundred) towards
the final bill, escalation and idle machinery, with simple interest @ 9% per annum from 01.06.2027 till payment.
Counter-claim of the respondent rejected. Costs of arbitration shared equally.
Made at Itanagar on 14.02.2029.   sd/- Sole Arbitrator (Retd. District Judge)
""")
u("backlog/2030-08/Nyamjang award copy DC.pdf", "document_scan", "Deputy Commissioner, Tawang (Land Acquisition)", "2030-03-20", ["C04"], [], """
OFFICE OF THE DEPUTY COMMISSIONER, TAWANG   (Land Acquisition / Compensation Branch)
Award No. LA/NJC-HEP/04/2030   Project: Nyamjang Chhu Hydro-Electric Project (NJC Hydro Power Ltd.)
Village: Lumpo, Zemithang Circle. Land taken: 3.40 hectares (34,000 sq m), recorded community land of Lumpo
held by eleven families. Rate assessed: Rs. 220 per sq m. Total with solatium: Rs. 1,34,64,000.
Any person not accepting the award may apply to the Addl. Deputy Commissioner, Lumla for enhancement.
Dated 20.03.2030.   sd/- Deputy Commissioner, Tawang
""")
u("backlog/2030-06/claim petition Dorjee MACT.docx", "typed_note_docx", L, "2030-06-18", ["C05"], [], """
BEFORE THE MOTOR ACCIDENT CLAIMS TRIBUNAL, TAWANG
Claim petition u/s 166 of the Motor Vehicles Act, 1988     Dorjee Wangdi vs Bijoy Kalita & United India Insurance Co. Ltd.
1. On 14.02.2030 at about 3.30 pm the claimant was driving his Tata Sumo taxi AR-14-B-2231 from Tawang towards
Dirang. Below the Sela pass near the Sela lake bend, truck AS-01-QC-7712 coming downhill at speed on the wrong side
hit the taxi. 2. The claimant suffered a fracture of the right femur, was treated at the District Hospital Tawang
and then at TRIHMS Naharlagun. 3. The claimant earned Rs. 32,000 a month from the taxi.
Compensation claimed: Rs. 18,50,000 (Rupees eighteen lakh fifty thousand) with interest.
""")
u("backlog/2030-04/seizure memo Jang check gate.jpg", "document_photo", "Range Forest Officer, Jang", "2030-03-09", ["C06"], [], """
GOVT. OF ARUNACHAL PRADESH  DEPARTMENT OF ENVIRONMENT & FORESTS   JANG RANGE
SEIZURE LIST   dated 09.03.2030   at Jang forest check gate
Seized from truck AR-14-A-4410 (driver Ram Bahadur): 38 (thirty-eight) pieces of blue pine (Kail) logs,
approx. 4.6 cum, without valid transit pass. Pass shown: TP No. 0417 dated 02.03.2030 (for 20 pieces, Lumla range).
Owner as stated: Bikram Chhetri, Chhetri Timber Depot, Jang.   Witnesses: 1. Nawang Rinchin, GB Jang  2. Pem Tashi, FG
sd/- Kesang Tsering, RFO Jang
""")
u("backlog/2030-07/termination order Nima Drema.pdf", "document_scan", "Deputy Director of School Education, Tawang", "2030-06-04", ["C08"], [], """
OFFICE OF THE DEPUTY DIRECTOR OF SCHOOL EDUCATION, TAWANG DISTRICT
Order No. DDSE/TWG/EST-22/2030   Dated 04.06.2030
The contractual engagement of Smt. Nima Drema, TGT (Science), Govt. Higher Secondary School, Jang, engaged since
15.07.2019, is hereby terminated with immediate effect as the post is to be filled by regular recruitment.
sd/- DDSE, Tawang
""")
u("backlog/2031-03/FIR 07-2031 Tawang PS copy.pdf", "document_scan", "Officer-in-Charge, Tawang PS", "2031-03-02", ["C07"], [], """
FIRST INFORMATION REPORT   Tawang Police Station   FIR No. 07/2031   dated 02.03.2031
Sections: 4 of the POCSO Act, 2012 and s. 64 BNS.   Informant: mother of the victim (village Kitpi)
Accused: Sonam Tsering (20 yrs), s/o Jampa Tsering, Nehru Market, Tawang.
Brief: the informant's daughter (16 yrs, class X) was found with the accused at Tawang bus stand on 28.02.2031.
Accused arrested 03.03.2031.   sd/- O/C Tawang PS
""")
u("backlog/2031-02/Dr Ngurup disability cert.jpg", "document_photo", "Medical Board, District Hospital Tawang", "2031-01-30", ["C05"], [], """
DISTRICT HOSPITAL TAWANG   DISABILITY CERTIFICATE (Medical Board)
Name: Dorjee Wangdi, 41 yrs, taxi driver.   Diagnosis: malunited fracture shaft of right femur, shortening 2.5 cm.
Permanent physical disability: 35% (thirty-five per cent) in relation to the right lower limb.
Dated 30.01.2031   sd/- Dr. Ngurup Tsering, Orthopaedic Surgeon, Member   sd/- Chairman, Medical Board
""")
u("backlog/2031-03/SBI DD receipt PWD 20 lakh.jpg", "document_photo", "State Bank of India, Tawang branch", "2031-03-15", ["C03"], [], """
STATE BANK OF INDIA   TAWANG BRANCH (Code 06432)
DEMAND DRAFT No. 508812  dated 15.03.2031   Pay: District Judge, Tawang, a/c Execution Case 3/2030
Amount: Rs. 20,00,000.00 (Rupees twenty lakh only)   Applicant: Executive Engineer, PWD Tawang Division
""")

# ---------------- C01 Lhou land (DC Tawang)
u("backlog/2030-08/IMG_20300812_173020.jpg", "handwritten_note_photo", L, "2030-08-12", ["C01"], ["C01-H01"], """
12/8/30  DC Ct - Civil Misc 14/2030 Gombu (Lhou)
Admitted. Notice to R1 Tsering Dondup & R2 council. GB Lhou to produce council's record (written decision + minutes).
Status quo on Brangkhar zhing - no ploughing by either side.
Agla date 16/9.  Sonam ko phone kiya.
""")
u("backlog/2030-09/WhatsApp Chat with Sonam Dorjee.txt", "whatsapp_export", S, "2031-07-15", ["C01"], ["C01-H02", "C01-H05", "C01-H08"], """
16/09/2030, 18:02 - Sonam Dorjee: Sir, how did it go today at DC office? Father is asking.
16/09/2030, 18:10 - Pema Thungon: Tsering Dondup appeared through Nawang Choda. He took time for reply. Next date 21.10.2030.
16/09/2030, 18:11 - Sonam Dorjee: Ok sir. Uncle's people were saying in the village the council decision is final.
16/09/2030, 18:13 - Pema Thungon: Not final. The Regulation gives the DC power to hear it. Don't argue in the village please.
17/02/2031, 16:40 - Sonam Dorjee: Sir any news? Circle Officer came or not?
17/02/2031, 16:52 - Pema Thungon: CO report not filed. Road to Lhou side was closed with snow, DC adjourned. Next date 07.04.2031.
14/07/2031, 17:25 - Pema Thungon: Arguments over today. DC has reserved orders. Date for orders 11.08.2031.
14/07/2031, 17:30 - Sonam Dorjee: Thank you sir. Father will light butter lamps at the gompa.
15/07/2031, 09:05 - Sonam Dorjee: Sir the fee balance Rs. 15,000 I sent by GPay this morning.
""")
u("backlog/2030-10/Gombu reply day 21.10.docx", "typed_note_docx", L, "2030-10-21", ["C01"], ["C01-H03"], """
21.10.2030  Court of the DC, Tawang - Civil Misc. No. 14/2030 (Lobsang Gombu vs Tsering Dondup & Ors.)
Reply of R1 filed by Mr. Nawang Choda. Plea: the council's decision follows Monpa custom; the younger son's house
did the rites, so the field is theirs; appeal not maintainable.
GB Rinchin Dorjee produced the council's written decision dated 12.05.2030 and the minutes book. Copy taken.
Our point: land allotment order No. TWG/LR-117/1998 stands in Ap Tsering Gombu's name; both branches are heirs;
the council could not cut out one branch entirely. Khelen of Rs. 40,000 and one yak never paid anyway.
Next: 25.11.2030 for hearing.
""")
u("backlog/2030-11/25.11.30 DC order sheet Gombu.pdf", "certified_order_sheet_scan", "Court of the Deputy Commissioner, Tawang", "2030-11-28", ["C01"], ["C01-H04"], """
IN THE COURT OF THE DEPUTY COMMISSIONER, TAWANG DISTRICT, ARUNACHAL PRADESH
Civil Misc. No. 14/2030      Lobsang Gombu ... Appellant   vs   Tsering Dondup & Ors. ... Respondents
ORDER SHEET
25.11.2030   Ld. counsel Shri P.W. Thungon for the appellant and Shri N. Choda for R1 present. GB Lhou present.
Heard. The extent and possession of the land called 'Brangkhar zhing' is disputed. The Circle Officer, Tawang is
directed to visit the spot with the GB and Tsorgen of Lhou, measure the field and report on possession.
Status quo to continue. Fix 17.02.2031 for the CO's report.
sd/- Deputy Commissioner, Tawang
""")
u("backlog/2031-04/Gombu CO report day 7.4.txt", "typed_note_txt", L, "2031-04-07", ["C01"], ["C01-H06"], """
7.4.31 DC Tawang - Gombu (Lhou land)
CO report filed today. Field measured 0.92 hectare. Possession: appellant (our side) - his barley was standing, R1
has only the upper terrace for stacking hay.
Choda asked 2 weeks for objections to the report. DC gave time but costs Rs. 500 on R1 for not filing earlier.
Next 26.5.31 arguments. client ko bola - Sonam should bring the 1998 allotment original.
""")
u("backlog/2031-05/IMG_20310526_181145.jpg", "handwritten_note_photo", L, "2031-05-26", ["C01"], ["C01-H07"], """
26/5/31  DC - Gombu
Argued 40 min. Allotment 1998 in grandfather's name, both heirs. Choda: custom, council final.
DC asked - can Tsopa of Lhou settle it? Both said no - Sonam firm, Choda also no.
Part heard. Agla date 14/7 for remaining args.
""")

# ---------------- C02 Gorsam Heights lease (CJJD)
u("backlog/2030-08/WS filed Gorsam 20.8.txt", "typed_note_txt", L, "2030-08-20", ["C02"], ["C02-H01"], """
20.08.2030  CJJD Tawang, Yami madam - Money & Eviction Suit 5/2030 (Karma Wangdi v Phurpa Tsering)
WS filed for Phurpa. Defence: rent paid till Dec 2029 in cash (receipts); Jan-Aug 2030 short because the monastery
road was dug up for drain work from January and the hotel had no guests; ground floor cafe is run by Phurpa's own
wife, not sub-let. Security deposit Rs. 5,00,000 lies with landlord.
Tashi Phuntsok filed application for deposit of rent. Reply by next date. ND 24.09.2030.
""")
u("backlog/2030-09/CJJD order 24.9.30 rent deposit.pdf", "certified_order_sheet_scan", "Court of the Civil Judge (Jr. Divn.), Tawang", "2030-09-27", ["C02"], ["C02-H02"], """
IN THE COURT OF THE CIVIL JUDGE (JUNIOR DIVISION), TAWANG
Money & Eviction Suit No. 5 of 2030     Karma Wangdi ... Plaintiff   vs   Phurpa Tsering ... Defendant
24.09.2030   Both sides present. Heard on the plaintiff's application for deposit of rent.
The lease and the rent of Rs. 85,000 per month are admitted. Without going into the arrears claimed, the
defendant is directed to deposit the monthly rent of Rs. 85,000 in court by the 10th of each month from
September 2030 onwards till disposal. Fix 05.11.2030 for issues.
sd/- Civil Judge (Jr. Divn.), Tawang
""")
u("backlog/2030-11/issues Gorsam 5.11.30.docx", "typed_note_docx", L, "2030-11-05", ["C02"], ["C02-H03"], """
05.11.2030  CJJD Tawang - Gorsam Heights suit (Karma Wangdi v Phurpa)
Issues framed (5): 1. Whether defendant is in arrears of rent of Rs. 6,80,000? 2. Whether defendant sub-let the
ground floor in breach of clause 11? 3. Whether plaintiff is entitled to eviction? 4. Whether security deposit
is to be adjusted? 5. Relief.
Plaintiff's evidence on 10.12.2030. Phurpa paid Sept and Oct deposit - receipts with munshi.
""")
u("backlog/2031-02/Gorsam PW1 cross 25.2.docx", "typed_note_docx", L, "2031-02-25", ["C02"], ["C02-H05"], """
25.02.2031  CJJD Tawang - Gorsam Heights lease - PW1 Karma Wangdi
Chief by affidavit tendered. Our cross (approx 1 hr):
- admits receiving Rs. 5,00,000 security, admits no receipt given for cash rent of 2029.
- admits the monastery road was closed for drain work Jan-Apr 2030 ("PWD kaam chal raha tha").
- on sub-letting: says the cafe board reads 'Dolma Cafe'; admits Dolma is Phurpa's wife. Good.
PW2 Tenzin Yangzom (rent collector) next. Agla date 22.04.2031.
""")
u("backlog/2031-04/Gorsam PE closed 22.4.txt", "typed_note_txt", L, "2031-04-22", ["C02"], ["C02-H06"], """
22.4.31 CJJD - Gorsam
PW2 Tenzin Yangzom examined - rent collector of landlord. Cross: she wrote no receipt in 2029 either; says 'cash
diya tha kabhi kabhi'. PE closed by plaintiff.
DE on 10.6.31. Phurpa to file his affidavit (DW1) + cafe's trade licence in wife's name.
""")
u("backlog/2031-06/IMG_20310610_164455.jpg", "handwritten_note_photo", L, "2031-06-10", ["C02"], ["C02-H07"], """
10/6/31  CJJD Yami madam - Gorsam (Phurpa)
DW1 Phurpa affidavit tendered. Cross by Tashi Phuntsok - partly, 45 min; on cash rent & the cafe.
Remaining cross next date. ND 5/8/31.  Deposit upto June paid - OK.
""")

# ---------------- C03 Gyamtsho execution (DJ)
u("backlog/2030-08/Gyamtsho exec notice 27.8.txt", "typed_note_txt", L, "2030-08-27", ["C03"], ["C03-H01"], """
27.08.2030  DJ Tawang (Tatum sir) - Execution Case 3/2030, Gyamtsho Constructions v State (EE PWD Tawang Divn)
Execution of award dt 14.02.2029 - Rs. 48,76,500 + 9% interest from 01.06.2027. s. 34 petition of State was
dismissed on 09.04.2030, no appeal filed.
Notice to JD (EE PWD Tawang Division) through the Govt. Advocate. ND 08.10.2030.
Ngawang Gyamtsho says his machines are still idle at Jang; bank loan overdue.
""")
u("backlog/2030-11/Gyamtsho s47 heard 19.11.docx", "typed_note_docx", L, "2030-11-19", ["C03"], ["C03-H03"], """
19.11.2030  DJ Tawang - Gyamtsho execution
Bamang Tago (AGA) filed objection u/s 47 CPC: award is not executable as the State has filed an appeal in the High
Court (no number given); interest to be calculated only from the award date. Our reply: no appeal is pending -
certified search from the Itanagar Bench filed; the award itself fixes interest from 01.06.2027.
Heard both. Orders on 21.01.2031 (after winter vacation).
""")
u("backlog/2031-01/DJ order 21.01.2031 Gyamtsho.pdf", "certified_order_sheet_scan", "Court of the District & Sessions Judge, Tawang", "2031-01-24", ["C03"], ["C03-H04"], """
IN THE COURT OF THE DISTRICT & SESSIONS JUDGE, WEST KAMENG - TAWANG, AT TAWANG
Execution Case No. 3 of 2030     M/s Gyamtsho Constructions ... Decree Holder   vs   State of A.P. ... Judgment Debtor
21.01.2031   The objection u/s 47 CPC is without merit: no appeal against the award is shown to be pending, and
the award fixes interest at 9% from 01.06.2027. Objection rejected. Warrant of attachment to issue against the
account of the Executive Engineer, PWD Tawang Division at SBI Tawang branch to the extent of the decretal amount.
The Executive Engineer shall file an affidavit stating the funds available. Fix 18.03.2031.
sd/- District & Sessions Judge, Tawang
""")
u("backlog/2031-03/Gyamtsho 18.3 part deposit.txt", "typed_note_txt", L, "2031-03-18", ["C03"], ["C03-H05"], """
18.3.31  DJ - Gyamtsho exec
EE's affidavit filed: Rs. 20,00,000 deposited by DD (SBI Tawang) on 15.03.2031; balance "after release of funds
by the Finance Dept", undertakes within three months. DJ recorded the undertaking. Withdrawal application of DH
for the Rs. 20 lakh - allowed on furnishing security.
Agli tarikh 17.06.2031. Ngawang ko bola, security bond ready rakhe.
""")

# ---------------- C04 Lumpo hydro compensation (ADC Lumla)
u("backlog/2030-09/Lumla 3 sep.txt", "typed_note_txt", L, "2030-09-03", ["C04"], ["C04-H01"], """
3 sep 2030  ADC Lumla (Dodum sir) - LA Misc 22/2030 Lumpo families v State & NJC Hydro
Filed for 11 families through GB Pema Dondup. Award rate Rs. 220 per sq m is too low: the BRO paid Rs. 540 per sq m
in 2028 for the Lumla-Zemithang road land in the next village. Asked Rs. 610 per sq m now.
Notice to DLRSO Tawang and NJC Hydro Power Ltd. ND 15.10.2030. Lumla trip 4 hrs each way - taxi Rs. 6,000.
""")
u("backlog/2030-11/DLRSO report Lumpo.pdf", "document_scan", "District Land Revenue & Settlement Officer, Tawang", "2030-11-22", ["C04"], [], """
OFFICE OF THE DISTRICT LAND REVENUE & SETTLEMENT OFFICER, TAWANG
Report in LA Misc. Case No. 22/2030 (ADC Lumla)
The land of 3.40 ha at Lumpo is recorded as community land of the village. By village custom it is cultivated in
shares by eleven households. The land is terraced and irrigated (buckwheat and maize). No Land Possession
Certificate has been issued to individuals. Distance from the Lumla-Zemithang road: 0.8 km.
sd/- DLRSO, Tawang   dated 22.11.2030
""")
u("backlog/2031-03/PW1 GB Pema Dondup 4.3.docx", "typed_note_docx", L, "2031-03-04", ["C04"], ["C04-H04"], """
04.03.2031  ADC Lumla - Lumpo hydro compensation - PW1 GB Pema Dondup
Chief: the 11 families have tilled the land for generations; shares decided by the village; the BRO paid
Rs. 540 per sq m for the road land at the next village in 2028.
Cross by Ranjit Deka: admits no LPC in any family's name; admits the road land was roadside and ours is 0.8 km away.
Re-exam: the project road now touches our land. ND 29.04.2031 - PW2 (Tsopa member) + BRO award copy.
""")
u("backlog/2031-06/Lumpo DW1 valuer 24.6.txt", "typed_note_txt", J, "2031-06-24", ["C04"], ["C04-H06"], """
24.06.31 ADC Lumla - Lumpo case (sir was at DJ court, maine attend kiya)
DW1 - Sh. Rajen Borgohain, valuer (EE, NJC Hydro) - chief: rate Rs. 220 correct, land 'unirrigated'.
Humne cross start kiya - admitted he did not visit Lumpo, used DLRSO map only. DLRSO report itself says irrigated.
Cross baaki. Agla date 19.08.2031.
""")

# ---------------- C05 Dorjee MACT
u("backlog/2030-09/Dorjee WS insurer 17.9.txt", "typed_note_txt", L, "2030-09-17", ["C05"], ["C05-H02"], """
17.9.2030  MACT Tawang - Dorjee Wangdi claim
United India WS by Abhijit Sarma: (1) truck driver's licence fake (Nagaon DTO says not issued); (2) truck had no
permit for Arunachal; (3) taxi driver also negligent. Owner Bijoy Kalita ex parte so far.
Issues on 29.10.2030. Dorjee ko bola TRIHMS bills original le aaye.
""")
u("backlog/2030-12/IMG_20301203_160812.jpg", "handwritten_note_photo", L, "2030-12-03", ["C05"], ["C05-H04"], """
3/12/30  MACT - Dorjee
PW1 Dorjee cross by Sarma (insurer) - 50 min. On speed, on the bend below Sela. He stood firm: truck on wrong side.
Sarma put - taxi overloaded, 11 passengers. Dorjee denied, 8 only.
ND 11/2/31 for PW2 doctor. Summons to Dr Ngurup.
""")
u("backlog/2031-02/MACT order 11.2.31 Dorjee.pdf", "certified_order_sheet_scan", "Motor Accident Claims Tribunal, Tawang", "2031-02-14", ["C05"], ["C05-H05"], """
IN THE MOTOR ACCIDENT CLAIMS TRIBUNAL, TAWANG
MAC Case No. 9 of 2030     Dorjee Wangdi ... Claimant   vs   Bijoy Kalita & Anr. ... Opposite Parties
11.02.2031   PW2 Dr. Ngurup Tsering, Orthopaedic Surgeon, District Hospital Tawang examined. He proves the
disability certificate (Ext. 7): 35% permanent disability of the right lower limb. Cross-examined by the insurer.
Fix 15.04.2031 for the remaining claimant's evidence.
sd/- Member, MACT, Tawang
""")
u("backlog/2031-06/Dorjee 3 june investigator.txt", "typed_note_txt", L, "2031-06-03", ["C05"], ["C05-H07"], """
3 june 2031  MACT Tawang - Dorjee (Sela accident)
Insurer's investigator (Mr. Pranjal Bhuyan) absent again. Sarma sought time. Tatum sir allowed, costs Rs. 2,000
payable to the claimant. Last opportunity for the insurer's evidence.
ND 05.08.2031.
""")

# ---------------- C06 Chhetri forest (JMFC)
u("backlog/2030-08/chhetri appearance 22.8.txt", "typed_note_txt", L, "2030-08-22", ["C06"], ["C06-H01"], """
22.8.2030  JMFC Tawang - G.R. 41/2030 (Forest) State v Bikram Chhetri
Accused appeared, bail continued on same bond. Copies of complaint + seizure list supplied.
Our line: TP No. 0417 covers 20 pieces from Lumla range; balance 18 pieces were from private land at Jang with
the GB's certificate - no offence u/s 41. Discharge petition to be filed. ND 26.9.2030.
""")
u("backlog/2030-11/JMFC order 7.11.30 Chhetri charge.pdf", "certified_order_sheet_scan", "Court of the JMFC, Tawang", "2030-11-11", ["C06"], ["C06-H03"], """
IN THE COURT OF THE JUDICIAL MAGISTRATE FIRST CLASS, TAWANG
G.R. Case No. 41 of 2030 (Forest Offence)     State (RFO Jang) vs Bikram Chhetri
07.11.2030   Heard on the discharge petition. The seizure of 38 logs against a transit pass for 20 is prima facie
material. Petition rejected. Charge framed under ss. 41 and 42 of the Indian Forest Act, 1927, read over and
explained; the accused pleads not guilty and claims trial. Fix 12.12.2030 for prosecution evidence. Summon PW1.
sd/- JMFC, Tawang
""")
u("backlog/2031-02/chhetri RFO cross 20.2.docx", "typed_note_docx", L, "2031-02-20", ["C06"], ["C06-H05"], """
20.02.2031  JMFC Tawang - Chhetri forest case - PW1 Kesang Tsering, RFO Jang
Chief: seized 38 blue pine logs at Jang check gate on 09.03.2030; TP only for 20.
Our cross: admits logs were not measured in presence of accused; admits GB Jang's certificate for 18 logs from
private land (Ext. D1) was shown at the gate; admits no hammer mark check was done. "Seizure list later typed."
ND 10.04.2031 - PW2 forest guard.
""")
u("backlog/2031-04/IMG_20310410_131702.jpg", "handwritten_note_photo", L, "2031-04-10", ["C06"], ["C06-H06"], """
10/4/31  JMFC - Chhetri
PW2 Pem Tashi FG examined. Cross - he says count done next day at range office, not at gate. Good for us.
ND 5/6 - PW3 GB Jang Nawang Rinchin (seizure witness).
""")

# ---------------- C07 Sonam POCSO bail
u("backlog/2031-03/sonam bail 10.3.txt", "typed_note_txt", L, "2031-03-10", ["C07"], ["C07-H01"], """
10.3.31  Spl Court POCSO Tawang (Nyodu madam) - Bail Misc 18/2031, Sonam Tsering
Bail petition moved. Notice to Spl. PP Tabom Bam and to victim's guardian (mother) as required. Case diary called.
Jampa Tsering (father) in court, crying. Told him - one week at least.
ND 17.3.31.
""")
u("backlog/2031-03/POCSO bail order 28.03.2031.pdf", "certified_order_sheet_scan", "Special Court (POCSO), Tawang", "2031-03-29", ["C07"], ["C07-H04"], """
IN THE COURT OF THE SPECIAL JUDGE (POCSO), TAWANG
Bail Misc. No. 18/2031 (arising out of Spl. (POCSO) Case No. 2/2031; Tawang PS FIR No. 07/2031)
Sonam Tsering ... Applicant   vs   State of Arunachal Pradesh ... Respondent
28.03.2031   ORDER. The charge-sheet is yet to be filed; the applicant is in custody since 03.03.2031; the victim's
statement u/s 183 BNSS is recorded. Considering the age of the applicant and the material, bail is granted on a
bond of Rs. 50,000 with one local surety of the like amount, on conditions: (i) the applicant shall not enter
village Kitpi or contact the victim or her family; (ii) he shall report at Tawang PS every Monday till the charge-sheet.
Bail Misc. disposed of.   sd/- Special Judge (POCSO), Tawang
""")

# ---------------- C08 Nima Drema writ (Itanagar PB)
u("backlog/2030-08/WhatsApp Chat with Karma Tsering Jr.txt", "whatsapp_export", J, "2030-11-21", ["C08", "C04"], ["C08-H01", "C08-H02", "C08-H03", "C04-H02"], """
29/08/2030, 12:41 - Karma Tsering Jr: Sir Nima madam ka WP(C) 412/2030 Baruah J ke court me 11 no pe aaya
29/08/2030, 12:58 - Karma Tsering Jr: Notice ho gaya sir. Interim - post fill nahi karenge till next date. ND 10.10.2030
29/08/2030, 13:02 - Pema Thungon: Good. Nima madam ko bata do, DDSE ko order copy bhi bhejo
10/10/2030, 15:20 - Karma Tsering Jr: Sir Ete sir (SGA) ne time liya, instructions nahi aaye. Affidavit-in-opposition ke liye. ND 21.11.2030
10/10/2030, 15:21 - Pema Thungon: Ok. Interim continue?
10/10/2030, 15:22 - Karma Tsering Jr: Haan sir continue
15/10/2030, 19:05 - Karma Tsering Jr: Sir Lumla se ADC office ka peshkar bola - NJC wale Deka sir ne time liya reply ke liye, DLRSO ko report bhejne bola. ND 26.11.2030
15/10/2030, 19:07 - Pema Thungon: theek hai. GB ko bol dena 26 ko sab families ka list le aaye
21/11/2030, 14:10 - Karma Tsering Jr: Sir Nima madam - State ka affidavit-in-opposition file hua aaj. Plea: contractual post, no right to regularisation. Reply 3 weeks. ND 13.02.2031
21/11/2030, 14:12 - Pema Thungon: Reply draft karo, 2019 engagement letter + 2023 extension laga dena
""")
u("backlog/2031-02/nima reply filed 13.2.txt", "typed_note_txt", J, "2031-02-13", ["C08"], ["C08-H04"], """
13 feb 2031  Itanagar PB Ct 2 - Nima Drema WP(C) 412/2030
Affidavit-in-reply filed (engagement 15.07.2019, extensions upto 2030, 11 yrs no break).
Baruah J ne State se selection file maanga - whether the regular recruitment was even advertised. Produce by ND.
ND 08.05.2031.
""")
u("backlog/2031-05/HC order 08.05.2031 WPC 412.pdf", "certified_order_sheet_scan", "Gauhati High Court, Itanagar Permanent Bench", "2031-05-12", ["C08"], ["C08-H05"], """
GAUHATI HIGH COURT  (HIGH COURT OF ASSAM, NAGALAND, MIZORAM AND ARUNACHAL PRADESH)
ITANAGAR PERMANENT BENCH, NAHARLAGUN
WP(C) No. 412 of 2030      Smt. Nima Drema  vs  State of Arunachal Pradesh & Ors.
BEFORE HON'BLE MR. JUSTICE RUPAM DUTTA BARUAH
08.05.2031   Heard Mr. P.W. Thungon, learned counsel for the petitioner, and Mr. K. Ete, learned Sr. Govt. Advocate.
Despite the order dated 13.02.2031 the selection file has not been produced. As a last opportunity the State is
granted time to produce it, subject to costs of Rs. 5,000 to be paid to the petitioner. List on 24.07.2031.
Interim order to continue.     JUDGE
""")
u("backlog/2031-07/nima 24 july part heard.txt", "typed_note_txt", J, "2031-07-24", ["C08"], ["C08-H06"], """
24.7.31  Itanagar PB - Nima madam
File produced finally. Ete sir ne costs Rs. 5,000 bhi de diye (DD). Sir argued 20 min - no advertisement for regular
post till today, so termination 'for regular recruitment' is a pretext. Part heard. ND 04.09.2031.
""")

# ---------------- munshi's register, cause lists, combined pages, plans
u("backlog/2030-10/IMG-20301008-WA0007.jpg", "handwritten_note_photo", K, "2030-10-08", ["C03", "C02"], ["C03-H02"], """
तारीख रजिस्टर — 08.10.2030 (मंगलवार)
1. DJ कोर्ट — Exe. केस 3/2030 ग्यामत्सो कंस्ट्रक्शन — सरकारी वकील बमांग टागो हाज़िर, धारा 47 की आपत्ति के लिए समय लिया। अगली तारीख 19.11.2030
2. सिविल जज — गोरसम होटल केस — आज तारीख नहीं थी, अगली 05.11.2030 (मुद्दे)
""")
u("backlog/2030-10/IMG-20301029-WA0012.jpg", "handwritten_note_photo", K, "2030-10-29", ["C05", "C01"], ["C05-H03"], """
तारीख रजिस्टर — 29.10.2030
MACT — दोरजी वांगदी क्लेम — मुद्दे तय हुए (5), PW1 का हलफनामा दाखिल। अगली तारीख 03.12.2030
DC कोर्ट — लोबसांग गोम्बु — अगली पेशी 25.11.2030
""")
u("backlog/2030-12/IMG-20301210-WA0003.jpg", "handwritten_note_photo", K, "2030-12-12", ["C02", "C06"], ["C02-H04", "C06-H04"], """
तारीख रजिस्टर — 10.12.2030 / 12.12.2030
10.12 — सिविल जज (यामी मैडम) — गोरसम होटल केस — वादी कारमा वांगदी बीमार, गैरहाज़िर। ₹1,000 हर्जाना, अगली तारीख 25.02.2031
12.12 — JMFC — छेत्री वन केस — PW1 रेंज अफसर नहीं आए, फिर समन। अगली तारीख 20.02.2031
""")
u("backlog/2031-03/IMG-20310317-WA0021.jpg", "handwritten_note_photo", K, "2031-03-17", ["C07"], ["C07-H02"], """
तारीख रजिस्टर — 17.03.2031
पॉक्सो कोर्ट — सोनम छेरिंग ज़मानत — केस डायरी नहीं आई, IO को अगली तारीख पर पेश करने का आदेश। अगली तारीख 24.03.2031
""")
u("backlog/2031-03/24.03.31 sat notes.txt", "typed_note_txt", L, "2031-03-24", ["C07"], ["C07-H03"], """
24.03.2031  POCSO court - Sonam bail
Case diary produced by IO (SI Lobsang Norbu). Argued: relationship, age 20, no previous case, custody since 3.3.31,
s.183 statement recorded, no chance of tampering if he stays away from Kitpi.
Tabom Bam opposed. Victim's mother heard through legal aid counsel - objects, asks that he not come to the village.
Orders on 28.03.2031.
""")
u("backlog/2031-01/cause list DJ Tawang 21.01.2031.pdf", "cause_list_pdf", "District & Sessions Judge, Tawang (cause list)", "2031-01-20", ["C03"], ["C03-H04"], """
DAILY CAUSE LIST   COURT OF THE DISTRICT & SESSIONS JUDGE, WEST KAMENG - TAWANG, AT TAWANG   TUESDAY 21.01.2031
Sl  Case No.                       Parties                                                 Counsel                 Stage
1   Crl. Appeal 2/2030             Dawa Lhamu vs State                                     T. Norbu / PP           Hearing
2   Execution Case 3/2030          M/s Gyamtsho Constructions vs State (EE PWD Tawang)     P.W. Thungon / AGA      Orders
3   Sessions Case 11/2029          State vs Kalden Tsering & Anr.                          PP / N. Choda           PE
4   MAC Case 4/2029                Jigme Namgyal vs Tenzin & Anr.                           L. Wangchuk / A. Sarma  Award
5   Title Appeal 1/2030            Lhamu Drema vs Thupten Gyatso                           Y. Dolma / T. Phuntsok  Hearing
""")
u("backlog/2031-04/15.4 MACT + lumla 29.4 page.jpg", "handwritten_note_photo", L, "2031-04-29", ["C05", "C04"], ["C05-H06", "C04-H05"], """
15/4/31  MACT - Dorjee
PW3 Pasang Lhamo (co-passenger) exd. - truck came on wrong side at the bend. Sarma's cross - she was asleep? No, she says awake.
PE closed. Insurer to examine investigator. ND 3/6.
-------
29/4/31  ADC Lumla - Lumpo
PW2 Lobsang Tashi (Tsopa member) exd. BRO award of 2028 for Lumla-Zemithang road land (Rs. 540/sq m) exhibited Ext. P-6.
Deka cross - short. ND 24/6 for developer's evidence (their valuer).
""")
u("backlog/2030-09/week plan 23-28 sep.docx", "typed_note_docx", L, "2030-09-22", ["C02", "C06", "C05"], ["C02-H02", "C06-H02"], """
WEEK PLAN 23-28 Sept 2030
Mon 23 - Gorsam reply to deposit application (finalise), Phurpa to bring the 2029 cash receipts.
Tue 24 - CJJD: Gorsam - deposit application hearing.
Thu 26 - JMFC: Chhetri - file discharge petition (GB Jang certificate, TP 0417).
Fri 27 - Dorjee: TRIHMS bills, salary of taxi? (no salary - get the union's income certificate).
Sat 28 - drive to Bomdila? no - stay, Losar of nothing. Prepare Lumla list.
""")
u("backlog/2030-09/chhetri discharge 26.9.txt", "typed_note_txt", L, "2030-09-26", ["C06"], ["C06-H02"], """
26.09.2030  JMFC Tawang - Chhetri forest
Discharge petition filed (s. 250 BNSS): 18 logs from private land of Jang with GB's certificate, TP covers the rest.
APP Jumli Riba to reply. Yami madam fixed 07.11.2030 for hearing on discharge/charge.
""")
u("backlog/2030-09/Gombu 16.9 peshi.txt", "typed_note_txt", K, "2030-09-16", ["C01"], ["C01-H02"], """
16.9.30 DC court peshi - Gombu (Lhou)
Tsering Dondup ki taraf se Nawang Choda vakil aaye, jawab ke liye time liya. Agla date 21.10.30.
GB Lhou aaj nahi aaye - record next date.
""")
u("backlog/2030-08/MACT notice Dorjee 13.8.txt", "typed_note_txt", L, "2030-08-13", ["C05"], ["C05-H01"], """
13 aug 2030  MACT Tawang - Dorjee Wangdi claim
Notice served. United India appeared through Abhijit Sarma; owner Bijoy Kalita not served (Nagaon address). Fresh
notice to owner by registered post. ND 17.09.2030 for WS.
""")
u("backlog/2030-11/lumla 26 nov DLRSO.txt", "typed_note_txt", L, "2030-11-26", ["C04"], ["C04-H03"], """
26.11.30  ADC Lumla - Lumpo hydro
DLRSO report came (dt 22.11.30): community land of Lumpo, 11 households in shares, terraced & irrigated, 0.8 km
from road. Useful - irrigated. We filed list of 11 families with each share (total 34,000 sq m).
Evidence from 04.03.2031 (winter - Lumla road uncertain, ADC fixed after Losar).
""")
u("backlog/2031-06/gyamtsho 17 june EE in person.txt", "typed_note_txt", L, "2031-06-17", ["C03"], ["C03-H06"], """
17 june 31  DJ Tawang - Gyamtsho exec
Balance not deposited. AGA Tago: funds awaited from Finance Dept. Tatum sir annoyed: EE PWD Tawang Division to
appear in person on next date with the file. Our 20 lakh withdrawn already (security bond given 2 April).
ND 12.08.2031.
""")
u("backlog/2031-07/correction gombu ND.txt", "typed_note_txt", L, "2031-07-16", ["C01"], ["C01-H08"], """
CORRECTION - Gombu (DC Tawang). In the diary page of 14.7 I wrote the order date as 4.8.31 - wrong. Peshkar
confirmed today: orders on 11.08.2031 (DC is on tour to Zemithang on 4th). Sonam informed.
""")
u("backlog/2031-07/IMG_20310714_172211.jpg", "handwritten_note_photo", L, "2031-07-14", ["C01"], ["C01-H08"], """
14/7/31  DC - Gombu
Args concluded. Choda - 45 min on custom, 'khelen' offered. Our reply 15 min: khelen never paid, allotment 1998.
Orders reserved. Orders on 4/8/31 (?)
""")
u("backlog/2031-08/WhatsApp Chat with Karma Tsering Jr (2).txt", "whatsapp_export", J, "2031-08-02", ["C02", "C05", "C06"], [], """
01/08/2031, 19:40 - Pema Thungon: Karma, Tuesday 5th ko teen matter hain - Gorsam DE, Dorjee MACT, Chhetri forest. Main DJ court me rahunga MACT ke liye, tum Yami madam ke court me Gorsam aur Chhetri dekh lena
01/08/2031, 19:44 - Karma Tsering Jr: Ok sir. Chhetri me GB Jang ko BW gaya tha na?
01/08/2031, 19:45 - Pema Thungon: Haan, 5 June ko bailable warrant hua tha. Aaye to cross tum karna, points file me hain
02/08/2031, 08:15 - Karma Tsering Jr: Sir Phurpa ji ka July ka deposit challan mil gaya, file me laga diya
""")
u("backlog/2031-06/chhetri 5.6 BW.txt", "typed_note_txt", J, "2031-06-05", ["C06"], ["C06-H07"], """
5.6.31 JMFC - Chhetri forest case
PW3 GB Jang Nawang Rinchin nahi aaye. APP Jumli Riba ne time liya. Madam ne bailable warrant issue kiya GB ke khilaf
Rs. 5,000 ka. ND 05.08.2031.
""")
u("backlog/2031-03/jampa WhatsApp bail.txt", "whatsapp_export", "Jampa Tsering (client's father)", "2031-03-28", ["C07"], ["C07-H04"], """
28/03/2031, 15:02 - Jampa Tsering: Sir bail ho gaya kya? Sonam ki mummy bahut pareshan hai
28/03/2031, 15:20 - Pema Thungon: Yes Jampa ji, bail granted today. Rs. 50,000 bond and one local surety. He must not go to Kitpi and must report at Tawang PS every Monday.
28/03/2031, 15:22 - Jampa Tsering: Surety my brother Dawa will give. Thank you sir, kadrinche la
""")
u("backlog/2030-08/gorsam + gyamtsho 27.8 page.docx", "typed_note_docx", L, "2030-08-28", ["C02", "C03"], [], """
28.08.2030  notes on two matters
GORSAM (Phurpa): Tashi Phuntsok's deposit application says arrears Rs. 6,80,000 = 8 months x 85,000. Our count:
Jan-Aug 2030 indeed 8 months, but Rs. 1,20,000 paid in cash in Feb-Mar (receipts of Dolma). Reply to say so.
GYAMTSHO: interest to date roughly Rs. 14 lakh on top of 48.76 lakh. Prepare calculation sheet for next date.
""")
