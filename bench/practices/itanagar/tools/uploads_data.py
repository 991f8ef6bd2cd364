"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []
TANA, PONUNG, DORJEE = "Tana Yorum", "Siram Ponung", "Lama Dorjee"


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


# ---------------------------------------------------------------- documents
up("backlog/2025-10/Scan_20251004_0001.pdf", "document_scan", "Executive Engineer, PWD Ziro Division", "2025-10-03", ["C01"], [], """
GOVERNMENT OF ARUNACHAL PRADESH
OFFICE OF THE EXECUTIVE ENGINEER, PWD, ZIRO DIVISION, ZIRO
No. ZD/PWD/WO-27/2024-25/1187                                        Dated Ziro, the 3rd October, 2025
ORDER
The Work Order No. ZD/PWD/WO-27/2024-25 dated 11.12.2024 issued to M/s Yame Enterprises (Prop. Shri Tage Yame, APST),
Hari village, for "Improvement of Hong-Hari road (0.00 to 6.40 km)" at a contract value of Rs. 2,86,40,000/- is hereby
cancelled with immediate effect due to slow progress of work. The security deposit stands forfeited.
sd/- (Hage Tatung) Executive Engineer, PWD, Ziro Division
""")

up("backlog/2025-11/Kebang verdict Doimukh 14-11-2025.jpg", "document_photo", "Doimukh village kebang", "2025-11-14", ["C05"], [], """
DOIMUKH VILLAGE KEBANG (Village Council)
Date: 14/11/2025     Place: Dere, Doimukh
Matter: dispute of boundary of wet rice field (ane) between Shri Tarh Nobin and Shri Nabam Yaje
Present: Gaon Burahs Nabam Tatum, Tarh Kache, Techi Tado and elders of both clans.
After hearing both parties and the elders, the kebang decides that the boundary is the old bund (ali) running from the
big jackfruit tree to the stream, as shown by Nabam Yaje. Tarh Nobin shall not plough beyond the bund.
Tarh Nobin shall give one mithun as penalty (or Rs. 60,000 in lieu) to Nabam Yaje within 2 months.
sd/- Nabam Tatum GB     sd/- Tarh Kache GB     sd/- Techi Tado GB
""")

up("backlog/2025-08/MACT claim petition Dolma.pdf", "document_scan", TANA, "2025-08-29", ["C07"], [], """
BEFORE THE MOTOR ACCIDENT CLAIMS TRIBUNAL, PAPUM PARE DISTRICT, YUPIA
Claim Petition u/s 166 of the Motor Vehicles Act, 1988
1. Smt. Tsering Dolma (35), widow   2. Ms. Tsering Yangchen (9), daughter   3. Master Tsering Norbu (6), son
all of Nirjuli, Papum Pare ...................................... Claimants
Versus
1. Shri Nabam Tagam, owner of truck AR-01-K-4471     2. National Insurance Co. Ltd., Itanagar Branch ..... Opposite parties
Accident: 12.06.2025 at about 7.40 pm on NH-415 near Nirjuli, truck AR-01-K-4471 driven rashly hit the scooty of
Tsering Wangchuk (38), who died at TRIHMS, Naharlagun the same night. Naharlagun PS Case No. 198/2025 u/s 281/106 BNS.
Income of deceased: Rs. 32,000/- per month (carpenter-contractor).
Compensation claimed: Rs. 42,00,000/- (Rupees forty two lakh only) with interest @ 9%.
Advocate for the claimants: Tana Yorum
""")

up("backlog/2026-01/Forest notification Yazali.pdf", "document_scan", "Department of Environment, Forest & Climate Change", "2025-10-21", ["C02"], [], """
GOVERNMENT OF ARUNACHAL PRADESH
DEPARTMENT OF ENVIRONMENT, FOREST & CLIMATE CHANGE, ITANAGAR
NOTIFICATION No. FOR/GEN/311/2025/Pt-II            Dated Itanagar, the 21st October, 2025
Under section 5 of the Arunachal Pradesh Forest Act, 2014, the Governor is pleased to declare the intention to constitute
the area described in the Schedule as the Pange-Yazali Reserved Forest. Schedule: 318.5 hectares in Yazali circle,
Lower Subansiri district, bounded by ... including the area adjoining Hiya Nyoko village.
Any person claiming rights may prefer claims before the Forest Settlement Officer within 3 months.
sd/- Principal Chief Conservator of Forests
""")

up("backlog/2026-05/IMG-20260528-WA0031.jpg", "document_photo", "Naharlagun Police Station", "2026-05-28", ["C06"], [], """
IN THE COURT OF THE SPECIAL JUDGE (NDPS), PAPUM PARE, YUPIA
CHARGE SHEET u/s 193 BNSS     Naharlagun PS Case No. 112/2026     Date: 28.05.2026
Accused: Moyong Tani (22), s/o Moyong Kamin, of C-Sector, Naharlagun
Sections: 21(b)/29 NDPS Act
Brief facts: On 25.03.2026 at about 9.15 pm at Naharlagun railway station road, on search the accused was found in
possession of 18.4 gm of brown powder suspected heroin kept in 14 plastic vials. FSL report (Guwahati) received:
positive for diacetylmorphine. Witnesses: SI Pertin Tabom (IO), Const. Bam Nido, seizure witness Tayeng Obang.
""")

# ---------------------------------------------------------------- Dec 2025
up("backlog/2025-12/PXL_20251209_154410.jpg", "handwritten_note_photo", TANA, "2025-12-09", ["C01"], ["C01-H01"], """
9/12/25  Tue  HC Court 1
Yame WP(C) 412/25 - admission. Saikia J
Judge first question: "show cause diya tha ki nahi?" - AAG Tado ke paas jawab nahi.
Notice issued. No fresh tender for Hong-Hari road till next date. State affidavit 4 weeks.
ND 13.1.26
Tage Yame ko bola - re-tender ka kuch bhi paper aaye toh turant bhejo.
""")

up("backlog/2025-12/PXL_20251212_171902.jpg", "handwritten_note_photo", TANA, "2025-12-12", ["C04"], ["C04-H01"], """
12.12.25 Yupia CJ(SD) - MS 14/25 Hage Tamo v. Doke Riba
Def appeared thru Bam Dirchi (vakalat filed today only). W/s 30 days.
Koj madam: "30 din se zyada nahi milega" - court 10.30 sharp baithta hai, late mat aana.
NDOH 24/01/2026
Tamo ko bolna: challan copies + ledger original leke aana.
""")

up("backlog/2025-12/PXL_20251217_160233.jpg", "handwritten_note_photo", TANA, "2025-12-17", ["C07"], ["C07-H01"], """
17-12-2025  MACT Yupia  Dolma claim (MACT 31/25)
Insurer w/s filed - Koj Tara for National Insurance. Defence: driver Nabam Tagam's DL fake / not valid, policy breach.
Owner Nabam Tagam absent - set ex parte.
ND 18.2.26 issues
Dolma ko phone kiya - wo bola bachcha log ka school fees ka problem hai. Interim ka dekho (s.140 no-fault already paid 50k? confirm)
""")

# ---------------------------------------------------------------- Jan 2026
up("backlog/2026-01/CamScanner 13-01-2026 17.22.pdf", "certified_order_sheet_scan", "Gauhati High Court, Itanagar Bench", "2026-01-13", ["C01"], ["C01-H02"], """
GAUHATI HIGH COURT (HIGH COURT OF ASSAM, NAGALAND, MIZORAM AND ARUNACHAL PRADESH)
ITANAGAR PERMANENT BENCH, NAHARLAGUN
WP(C) No. 412 (AP) of 2025
Tage Yame  -vs-  State of Arunachal Pradesh & 3 Ors.
BEFORE HON'BLE MR. JUSTICE PRANJAL KUMAR SAIKIA
13.01.2026  Heard Mr. T. Yorum, learned counsel for the petitioner and Mr. N. Tado, learned Addl. Advocate General
for the State respondents. Mr. Tado prays for time as instructions are yet to be received from the PWD.
Four weeks time is allowed. The interim order dated 09.12.2025 shall continue.
List on 10.02.2026.
sd/- JUDGE
""")

up("backlog/2026-01/PXL_20260120_143018.jpg", "handwritten_note_photo", TANA, "2026-01-20", ["C02"], ["C02-H01"], """
20 Jan 2026 - HC Court 2, Hazarika J
Likha Tara & 11 Ors. (Hiya Nyoko forest writ) - admission
Hazarika J - map dekha, bola "village ka jhum land forest kaise bana? spot pe jaake dekhna padega."
Notice. Interim: no eviction, no felling on village land. Forest dept affidavit 4 wks.
ND 24.2.26
GB Likha Tara sir bahut khush. 11 villager ka vakalat baaki hai - 2 ka sign nahi hua, Ponung jayega Yazali.
""")

up("backlog/2026-01/PXL_20260124_172540.jpg", "handwritten_note_photo", TANA, "2026-01-24", ["C04"], ["C04-H02"], """
24/1/26 Sat  Yupia
Tamo suit - WS filed by Riba. Says only Rs 3,10,000 supply, baaki challan "forged". Ha!
Issues ke liye 21.2.26
""")

# ---------------------------------------------------------------- Feb 2026
up("backlog/2026-02/PXL_20260205_155011.jpg", "handwritten_note_photo", TANA, "2026-02-05", ["C05"], ["C05-H01"], """
5.2.26  DC court Yupia - Misc Appeal 3/2026 Tarh Nobin v Nabam Yaje (kebang appeal)
DC sahab lunch ke baad hi baitha, 2.45 pm. Appeal admitted - notice to us (we are resp.).
Kebang record called from GB Nabam Tatum.
Next date 12.3.26
Yaje ko bola mithun/60k wala penalty abhi mat maango, appeal pending hai.
""")

up("backlog/2026-02/CamScanner 10-02-2026 16.05.pdf", "certified_order_sheet_scan", "Gauhati High Court, Itanagar Bench", "2026-02-10", ["C01"], ["C01-H03"], """
GAUHATI HIGH COURT, ITANAGAR PERMANENT BENCH
WP(C) No. 412 (AP) of 2025
10.02.2026  No affidavit has been filed by the State respondents despite the time granted on 13.01.2026. Mr. N. Tado,
learned Addl. A.G., again seeks time. As a last chance, four weeks is allowed subject to payment of cost of
Rs. 3,000/- (Rupees three thousand) to the petitioner. Interim order to continue.
List on 17.03.2026.
sd/- JUDGE
""")

up("backlog/2026-02/PXL_20260218_162944.jpg", "handwritten_note_photo", TANA, "2026-02-18", ["C07"], ["C07-H02"], """
18.02.26 MACT - Dolma
Issues framed (3): rash driving / compensation / DL & policy breach (onus on insurer).
Member Doke Tagru sir bola - "insurer DL ka point leta hai toh DTO se record mangwao, hawa mein nahi chalega"
Claimant evidence ND 25.3.26 - PW1 Dolma, PW2 eyewitness Lama Norbu
""")

up("backlog/2026-02/PXL_20260221_180112.jpg", "handwritten_note_photo", TANA, "2026-02-21", ["C04"], ["C04-H03"], """
21/02/26  Tamo v Riba
4 issues framed - (1) supply of Rs 8,40,000 material? (2) challans genuine? (3) limitation (4) relief
PW evidence on affidavit - ND 28.3.26
""")

up("backlog/2026-02/PXL_20260224_141533.jpg", "handwritten_note_photo", TANA, "2026-02-24", ["C02"], ["C02-H02"], """
24-2-26 HC Ct 2 - forest writ (Likha Tara)
Pertin Yalu SC Forest - "DFO ka report aana baaki hai my lord" - time liya. 
Hazarika J thoda naraz. ND 7.4.26
""")

# ---------------------------------------------------------------- Mar 2026
up("backlog/2026-03/PXL_20260310_151220.jpg", "handwritten_note_photo", TANA, "2026-03-10", ["C03"], ["C03-H01"], """
10.3.26 Court 1 Saikia J - Crl.Pet 57(AP)/26 Techi Rana (timber, Banderdewa PS 47/25)
Notice to State. No coercive steps against petr.
Saikia J asked: transit permit rule kaunsa hai, 2 page ka short note do next date pe. (wo har matter mein short note maangta hai)
ND 14.4.26
""")

up("backlog/2026-03/PXL_20260312_163300.jpg", "handwritten_note_photo", TANA, "2026-03-12", ["C05"], ["C05-H02"], """
12/3/26 DC Yupia - kebang appeal
Kebang record aa gaya (GB Nabam Tatum ne diya). Tarh Tapi (appellant side) bola aur paper file karna hai - time liya.
DC: next 23.4.26. Reply hum log next date pe dega.
""")

up("backlog/2026-03/CamScanner 17-03-2026 12.48.pdf", "certified_order_sheet_scan", "Gauhati High Court, Itanagar Bench", "2026-03-17", ["C01"], ["C01-H04"], """
GAUHATI HIGH COURT, ITANAGAR PERMANENT BENCH
WP(C) No. 412 (AP) of 2025
17.03.2026  Affidavit-in-opposition has been filed today on behalf of respondent Nos. 1 to 4. Cost of Rs. 3,000/-
has been paid to the petitioner in Court. Reply, if any, within two weeks.
List on 21.04.2026.
sd/- JUDGE
""")

up("backlog/2026-03/New Text Document.txt", "typed_note_txt", TANA, "2026-03-25", ["C07"], ["C07-H03"], """
25 march 26 - MACT 31/2025 Dolma
PW1 Tsering Dolma - examination in chief done, Ex.C1 to C7 (FIR, PM report, death cert, income cert, bills).
Cross by insurer: Koj Tara bola he is not ready, cross next date. Tribunal allowed. Deferred.
ND 13.05.2026 - PW1 cross + PW2 Lama Norbu.
Dolma was crying in witness box, Member gave her water, 10 min break.
""")

up("backlog/2026-03/PXL_20260328_175506.jpg", "handwritten_note_photo", TANA, "2026-03-28", ["C04"], ["C04-H04"], """
28.3.26 Sat Yupia - Tamo v Riba - PW1
PW1 Hage Tamo affidavit filed, exhibits Ex P1-P14 (challans 11, ledger, 2 demand letters).
Bam Dirchi nahi aaya - proxy junior bola "sir unwell hai". Cross ke liye time maanga.
Koj madam: time diya but Rs 1,000 cost. "Next time no adj."
ND 9/5/26 cross of PW1
""")

# ---------------------------------------------------------------- Apr 2026
up("backlog/2026-11/WhatsApp Chat with Ponung Jr.txt", "whatsapp_export", PONUNG, "2026-11-26", ["C06", "C05", "C04"], ["C06-H01", "C06-H02", "C06-H05", "C05-H05", "C06-H07"], """
02/04/26, 12:41 pm - Siram Ponung: Sir Tani bail matter called. Spl PP Tage Ampi madam case diary nahi laya. Judge bola next date pe CD lao. ND 16/4
02/04/26, 12:43 pm - Tana Yorum: ok. father ko bolo tension mat lo
16/04/26, 1:10 pm - Siram Ponung: Sir aaj bhi CD nahi aaya, IO SI Pertin Tabom absent. Tayeng sir bahut gussa hua, bola IO ko warning, next date pe CD nahi toh show cause. ND 7 may
16/04/26, 1:11 pm - Tana Yorum: Tayeng sir CD ke bina bail sunta hi nahi. 7 may main khud jayega
16/07/26, 3:22 pm - Siram Ponung: Sir BAIL GRANTED!! Tani ko. Bond 50,000 with 2 sureties, har Monday Naharlagun PS mein haziri, Papum Pare chhod ke nahi jayega. Next 29.10 charge ke liye
16/07/26, 3:25 pm - Tana Yorum: bahut badhiya. Kamin ji ko bolo surety ka papers kal tak
20/08/26, 4:05 pm - Siram Ponung: Sir DC court kebang appeal - DC sahab CO Doimukh ko spot verification ka order diya, boundary check karke report. ND 12.08?? sorry 29.10.26
20/08/26, 4:06 pm - Siram Ponung: galti se likha - next date 29/10/2026 hai, 12.08 nahi
06/10/26, 11:02 am - Siram Ponung: Sir Tamo wala Riba ka 2000 cost abhi tak nahi diya hai, check kiya nazir se
26/11/26, 2:15 pm - Siram Ponung: Sir Tani charge framed 21(b), not guilty plea. PW1 PW2 ke liye 14.1.27. 
26/11/26, 2:16 pm - Tana Yorum: ok. Tani ko bolo Monday haziri miss na kare
""")

up("backlog/2026-04/PXL_20260407_144420.jpg", "handwritten_note_photo", TANA, "2026-04-07", ["C02"], ["C02-H03"], """
7/4/26 HC Ct 2 forest writ
State affidavit filed (dated 2.4.26) - says area "unclassed state forest", no village rights recorded.
Hazarika J: petrs to file kebang resolution + purana land record. "Gaon ka record dikhao".
ND 7.7.26 (after vacation)
Likha Tara sir ko bola 1968 ka land survey paper dhoondo - wo bola uncle Likha Tajum ke paas hai.
""")

up("backlog/2026-04/PXL_20260414_153010.jpg", "handwritten_note_photo", TANA, "2026-04-14", ["C03"], ["C03-H02"], """
14.4.26 timber Crl.Pet (Techi Rana) - Court 1
PP Siram Oyan: case diary nahi aaya Banderdewa PS se, time chahiye.
Gave short note (2 pages) - Saikia J ne rakh liya.
ND 23.6.26
""")

up("backlog/2026-04/Document (3).docx", "typed_note_docx", TANA, "2026-04-21", ["C01"], ["C01-H05"], """
21.04.2026 - WP(C) 412(AP)/2025 Tage Yame v State - Court No. 1, Saikia J
Reply to A/O filed on 6.4.26 (diary no. 1147/26 at the Bench filing counter).
Court: "Cancellation order mein slow progress likha hai, file mein notice hai kya?" Directed the Executive Engineer PWD
Ziro division to appear in person with the original file of cancellation on the next date.
Next: 07.07.2026
Client: Tage Yame says 62% work complete as per measurement book of Feb 2025.
""")

up("backlog/2026-04/PXL_20260423_165511.jpg", "handwritten_note_photo", TANA, "2026-04-23", ["C05"], ["C05-H03"], """
23-4-26 DC court - kebang appeal (Nobin v Yaje)
Our reply filed. DC Pema Tsering sahab bola: "ye gaon ka jhagda hai, dono clan ke elders baith ke settle karo, 
kebang ka faisla bhi elders ka hi tha". Settlement try karo.
ND 11.6.26
Yaje not happy - wo bola Nobin log pehle bhi kebang nahi maana.
""")

# ---------------------------------------------------------------- May 2026
up("backlog/2026-05/IMG_0412.HEIC", "handwritten_note_photo", TANA, "2026-05-07", ["C06"], ["C06-H03"], """
7 May 26  Spl Judge NDPS Yupia - Tani bail
CD produced finally. Argued - 18.4 gm intermediate qty, s.37 bar nahi, 22 yr student, no antecedent.
Tayeng sir: FSL report aana baaki, investigation pending - BAIL REJECTED. "Charge-sheet ke baad aao".
ND 11.6.26
Kamin ji (father) ko phone - he cried. Told him charge-sheet 60 days mein aayega, phir fresh bail.
""")

up("backlog/2026-05/PXL_20260509_170045.jpg", "handwritten_note_photo", TANA, "2026-05-09", ["C04"], ["C04-H05"], """
09.05.26 Yupia - Tamo suit - cross of PW1
Riba side ne Rs 1,000 cost diya (received by Tamo).
Bam Dirchi cross kiya 1 hr - mostly on GST bill. PW1 stood firm. Discharged.
ND 27.6.26 - PW2 Tana Yakang (Tamo ka accountant)
""")

up("backlog/2026-05/PXL_20260513_162200.jpg", "handwritten_note_photo", TANA, "2026-05-13", ["C07"], ["C07-H04"], """
13/05/2026  MACT - Dolma
PW1 Dolma cross by Koj Tara - again DL point, she said she don't know about driver. Ok.
PW2 Lama Norbu (eyewitness, tea stall Nirjuli) examined + cross. Said truck was on wrong side, fast. Good witness.
Claimant evidence closed.
ND 8.7.26 - insurer's DW
""")

# ---------------------------------------------------------------- Jun 2026
up("backlog/2026-06/PXL_20260611_161530.jpg", "handwritten_note_photo", TANA, "2026-06-11", ["C05", "C06"], ["C05-H04", "C06-H04"], """
11.6.26 Thu Yupia - 2 matters
(1) DC court kebang appeal: elders meeting fail. Tarh Tapi absent, unka munshi bola sir out of station. DC adjourned.
    ND 20.8.26
(2) NDPS Tani: charge-sheet filed on 28.05.26 (copy liya). 2nd bail petn moved today. PP reply ke liye.
    ND 16.7.26
""")

up("backlog/2026-06/CamScanner 23-06-2026 15.10.pdf", "certified_order_sheet_scan", "Gauhati High Court, Itanagar Bench", "2026-06-23", ["C03"], ["C03-H03"], """
GAUHATI HIGH COURT, ITANAGAR PERMANENT BENCH
Crl. Pet. No. 57 (AP) of 2026      Techi Rana  -vs-  State of Arunachal Pradesh
BEFORE HON'BLE MR. JUSTICE PRANJAL KUMAR SAIKIA
23.06.2026  The case diary is produced by Mr. S. Oyan, learned P.P. Heard in part. The interim order dated 10.03.2026
shall continue. List on 18.08.2026.
sd/- JUDGE
""")

up("backlog/2026-06/PXL_20260627_174020.jpg", "handwritten_note_photo", TANA, "2026-06-27", ["C04"], ["C04-H06"], """
27/6/26 Yupia Sat - Tamo v Riba
PW2 Tana Yakang (accountant) - proved ledger Ex P15, cross by Dirchi 30 min. Ok.
Plff evidence closed. DW ND 8.8.26
""")

# ---------------------------------------------------------------- Jul 2026
up("backlog/2026-07/PXL_20260707_160055.jpg", "handwritten_note_photo", TANA, "2026-07-07", ["C01", "C02"], ["C01-H06", "C02-H04"], """
7.7.26 Tue HC - two matters
Ct 1 Yame writ: EE Hage Tatung present with file. No show cause notice in file!! Saikia J read file himself.
  Heard in part. AAG Tado - "restore karne ka instruction lena hai" - time. ND 1.9.26
Ct 2 forest writ: our addl affidavit with 1968 land record filed. Pertin Yalu again DFO report awaited - time liya.
  Hazarika J: "doosri baar DFO ka report?" ND 15.9.26
""")

up("backlog/2026-07/PXL_20260708_155933.jpg", "handwritten_note_photo", TANA, "2026-07-08", ["C07"], ["C07-H05"], """
8-7-26 MACT Dolma
Insurer DW - Koj Tara bola DTO ka witness summon nahi hua, time. 
Member Tagru sir: "insurer har baar time leta hai, last chance". ND 26.8.26
""")

up("backlog/2026-07/CamScanner 16-07-2026 14.30.pdf", "certified_order_sheet_scan", "Special Judge (NDPS), Papum Pare, Yupia", "2026-07-16", ["C06"], ["C06-H05"], """
IN THE COURT OF THE SPECIAL JUDGE (NDPS), PAPUM PARE DISTRICT, YUPIA
Spl. NDPS Case No. 22 of 2026 (Naharlagun PS Case No. 112/2026)     State  -vs-  Moyong Tani
16.07.2026  Bail petition of the accused heard. Investigation is complete and charge-sheet has been filed. The
quantity is intermediate. The accused is a student aged 22 with no criminal antecedent. The accused is allowed bail on
a bond of Rs. 50,000/- (Rupees fifty thousand) with two sureties of the like amount, on condition that he shall report
to the O/C Naharlagun PS every Monday, shall not leave Papum Pare district without leave, and shall not tamper with
evidence. Fix 29.10.2026 for consideration of charge.
sd/- Special Judge (NDPS)
""")

# ---------------------------------------------------------------- Aug 2026
up("backlog/2026-08/PXL_20260808_172010.jpg", "handwritten_note_photo", TANA, "2026-08-08", ["C04"], ["C04-H07"], """
8.8.26 Yupia - Tamo v Riba - DW1
Riba (DW1) absent. Dirchi again time - "party Guwahati gaya hai". 
Koj madam: LAST CHANCE, cost Rs 2,000 to plff. 
ND 26.9.26
Dirchi ka style - har second date pe time, khud nahi aata, proxy bhejta hai.
""")

up("backlog/2026-08/PXL_20260818_153805.jpg", "handwritten_note_photo", TANA, "2026-08-18", ["C03"], ["C03-H04"], """
18-08-2026 Ct 1 Techi Rana timber
PP Oyan: IO transferred to Tawang, new IO ko brief karna hai - time. Saikia J allowed, "last time".
ND 13/10/26
Rana ji ko bola sawmill licence renewal ka copy do.
""")

up("backlog/2026-08/CamScanner 26-08-2026 16.40.pdf", "certified_order_sheet_scan", "MACT, Papum Pare, Yupia", "2026-08-26", ["C07"], ["C07-H06"], """
MOTOR ACCIDENT CLAIMS TRIBUNAL, PAPUM PARE DISTRICT, YUPIA
MACT Case No. 31 of 2025     Tsering Dolma & 2 Ors.  -vs-  Nabam Tagam & Anr.
26.08.2026  Claimants present with counsel. O.P. No. 2 (insurer) again prays for time to examine its witness from the
District Transport Office, who is not present. Prayer allowed on cost of Rs. 1,500/- payable to the claimants.
Fix 14.10.2026 for D.W.
sd/- Member, MACT
""")

# ---------------------------------------------------------------- Sep 2026
up("backlog/2026-09/PXL_20260901_150012.jpg", "handwritten_note_photo", TANA, "2026-09-01", ["C01"], ["C01-H07"], """
1.9.26 HC Ct 1 Yame writ
AAG Tado Guwahati principal seat mein busy - his junior sought adj. 4th time State time le raha hai.
Saikia J: next date no adjournment. ND 17.11.26
""")

up("backlog/2026-09/IMG-20260915-WA0007.jpg", "certified_order_sheet_scan", "Gauhati High Court, Itanagar Bench", "2026-09-15", ["C02"], ["C02-H05"], """
GAUHATI HIGH COURT, ITANAGAR PERMANENT BENCH
WP(C) No. 88 (AP) of 2026     Likha Tara & 11 Ors.  -vs-  State of Arunachal Pradesh & 4 Ors.
BEFORE HON'BLE MR. JUSTICE DEBAJIT HAZARIKA
15.09.2026  Having regard to the rival claims, the Divisional Forest Officer, Banderdewa Forest Division, the Circle
Officer, Yazali and the Gaon Burah of Hiya Nyoko village shall jointly inspect the area and file a report, with a
sketch map, within six weeks. List on 27.10.2026.
sd/- JUDGE
""")

up("backlog/2026-09/PXL_20260926_180130.jpg", "handwritten_note_photo", TANA, "2026-09-26", ["C04"], ["C04-H08"], """
26/09/2026 Yupia Sat. Tamo v Riba - DW1 Doke Riba
Examined. My cross 1.5 hr: ADMITTED his signature on 3 delivery challans (Ex P4, P7, P9) - worth Rs 2,95,000!
Also admitted no written complaint about quality ever. 
2000 cost - abhi tak nahi diya (Dirchi: next date).
ND 21.11.26 argument
""")

# ---------------------------------------------------------------- Oct 2026
up("backlog/2026-10/PXL_20261013_152245.jpg", "handwritten_note_photo", TANA, "2026-10-13", ["C03"], ["C03-H05"], """
13.10.26 Ct 1 - Techi Rana
Argued 40 min. Saikia J: "seizure list mein independent witness ka sign hai kya?" - nahi hai, only forest guard + police.
Also asked whether transit permit rule 2017 applies to sawn timber within district.
ND 10.11.26 (PP reply)
""")

up("backlog/2026-10/CamScanner 14-10-2026 17.05.pdf", "certified_order_sheet_scan", "MACT, Papum Pare, Yupia", "2026-10-14", ["C07"], ["C07-H07"], """
MOTOR ACCIDENT CLAIMS TRIBUNAL, PAPUM PARE DISTRICT, YUPIA
MACT Case No. 31 of 2025
14.10.2026  Cost of Rs. 1,500/- paid to the claimants. D.W.1 Shri Tage Pura, Dealing Assistant, District Transport
Office, Itanagar, examined and cross-examined. He states that the driving licence No. AR01 20190004417 of Shri Nabam
Tagam was valid up to 2029 and was valid on 12.06.2025. Evidence of O.P. No. 2 closed. Fix 25.11.2026 for argument.
sd/- Member, MACT
""")

up("backlog/2026-10/PXL_20261027_143650.jpg", "handwritten_note_photo", TANA, "2026-10-27", ["C02"], ["C02-H06"], """
27.10.26 HC Ct 2 forest writ
Joint inspection report NOT filed. Pertin Yalu: DFO on tour. 
Hazarika J: "next date report nahi toh DFO personally present rahega". ND 24.11.26
GB Likha Tara bola inspection hua tha 9 Oct ko, DFO aaya tha gaon mein - report likhna baaki.
""")

up("backlog/2026-10/PXL_20261029_165800.jpg", "handwritten_note_photo", TANA, "2026-10-29", ["C05", "C06"], ["C05-H06", "C06-H06"], """
29/10/26 Thu Yupia
DC - kebang appeal: CO Doimukh report filed - boundary old bund (ali) se hi hai, same as kebang ne bola. 
  Tarh Tapi argued 1 hr (says kebang biased, GB Tarh Kache not heard). Our reply argument ND 10.12.26
NDPS Tani - charge: Spl PP Tage Ampi not ready, time liya. ND 26.11.26. Tani present, haziri regular.
""")

# ---------------------------------------------------------------- Nov 2026
up("backlog/2026-11/CamScanner 10-11-2026 16.20.pdf", "certified_order_sheet_scan", "Gauhati High Court, Itanagar Bench", "2026-11-10", ["C03"], ["C03-H06"], """
GAUHATI HIGH COURT, ITANAGAR PERMANENT BENCH
Crl. Pet. No. 57 (AP) of 2026      Techi Rana  -vs-  State of Arunachal Pradesh
10.11.2026  Heard Mr. T. Yorum for the petitioner and Mr. S. Oyan, learned P.P. Arguments concluded. Judgment reserved.
The interim order shall continue till pronouncement. List for judgment on 08.12.2026.
sd/- JUDGE
""")

up("backlog/2026-11/PXL_20261117_154510.jpg", "handwritten_note_photo", TANA, "2026-11-17", ["C01"], ["C01-H08"], """
17-11-2026  Ct 1 Saikia J - Yame writ
Finally heard fully. Judge bola: "without show cause cancellation prima facie natural justice ke against hai. 
State 2 weeks mein show cause deke representation decide kare, nahi toh court order pass karega."
Listed for orders 15.12.26. 
Tage Yame ko bola - representation ka copy ready rakho, hearing pe EE ke paas jana padega.
""")

up("backlog/2026-11/PXL_20261121_171500.jpg", "handwritten_note_photo", TANA, "2026-11-21", ["C04"], ["C04-H09"], """
21.11.26 Yupia - Tamo suit - argument
DW evidence closed. I argued 45 min - challan admission, ledger, demand letters, no reply to notice.
Dirchi: not ready, time for his argument. Koj madam gave 19.12.26 - "no further time".
Riba ka 2000 cost still NOT paid - madam bola argument se pehle jama karo.
""")

up("backlog/2026-11/CamScanner 24-11-2026 15.55.pdf", "certified_order_sheet_scan", "Gauhati High Court, Itanagar Bench", "2026-11-24", ["C02"], ["C02-H07"], """
GAUHATI HIGH COURT, ITANAGAR PERMANENT BENCH
WP(C) No. 88 (AP) of 2026
24.11.2026  The joint inspection report dated 16.11.2026 has been filed by the learned Standing Counsel. As per the
report, out of 318.5 hectares notified, 46.2 hectares are under jhum cultivation and settlement of Hiya Nyoko village.
Parties may file objections, if any. List for final hearing on 12.01.2027. Interim order to continue.
sd/- JUDGE
""")

up("backlog/2026-11/New Text Document (2).txt", "typed_note_txt", TANA, "2026-11-25", ["C07"], ["C07-H08"], """
25.11.2026 MACT Dolma - argument
Argued for claimants: income 32,000 pm, age 38 - multiplier 15, future prospects 40%, 3 dependents.
Worked out Rs. 44,97,600 but claim is 42 lakh - asked for full claim + interest.
Koj Tara (insurer) not argued - DL defence gone after DW1, he said he will file written argument.
ND 16.12.2026 - insurer argument / award
Member again said both sides think about Lok Adalat 12 dec. Dolma: "madam jo theek lage".
""")

up("backlog/2026-11/week plan 30.11.txt", "typed_note_txt", TANA, "2026-11-29", ["C01", "C03", "C05", "C04"], [], """
week plan 30 nov - 5 dec
Mon - Yame: draft reply to show cause (if State gives) - call Tage Yame
Tue - Techi Rana: judgment ka wait, read Saikia J ka purana timber judgment
Wed - kebang appeal: reply argument notes, kebang minutes translation (Nyishi -> English) Ponung karega
Thu - Tamo suit: written argument draft, Riba cost 2000 ka application?
Sat - chamber, accounts
""")

up("backlog/2026-11/WhatsApp Chat with Tsering Dolma.txt", "whatsapp_export", "Tsering Dolma", "2026-11-25", ["C07"], [], """
17/12/25, 7:02 pm - Tana Yorum: Dolma ji, insurance company ne jawab diya hai. Driver ka licence pe sawal uthaya hai. Tension nahi lo.
17/12/25, 7:20 pm - Tsering Dolma: ok sir. Thukjeche. school fees ka kya karu sir
26/08/26, 6:10 pm - Tana Yorum: Aaj insurance wala phir time liya, court ne 1500 cost lagaya, aapko milega.
26/08/26, 6:31 pm - Tsering Dolma: sir kitna saal lagega
14/10/26, 5:55 pm - Tana Yorum: Good news - DTO ka witness bola licence valid tha. Insurance ka defence khatam.
25/11/26, 6:40 pm - Tana Yorum: Argument ho gaya. 16 December ko agla date. Lok Adalat ka offer aaye toh hum log baat karega.
25/11/26, 6:44 pm - Tsering Dolma: ཐུགས་རྗེ་ཆེ། sir
""")

up("backlog/2026-11/WhatsApp Chat with Hage Tamo.txt", "whatsapp_export", "Hage Tamo", "2026-11-21", ["C04"], [], """
[09/05/26, 6:15:22 PM] Tana Yorum: Tamo ji, 1000 cost Dirchi ka junior ne diya, aapko mila?
[09/05/26, 6:40:10 PM] Hage Tamo: haan sir mila. cross kaisa gaya
[09/05/26, 6:41:02 PM] Tana Yorum: achha. aap firm rahe.
[26/09/26, 7:12:45 PM] Tana Yorum: Riba ne 3 challan pe sign maan liya. 2,95,000 ka.
[26/09/26, 7:15:01 PM] Hage Tamo: sir baaki 5,45,000 ka kya
[26/09/26, 7:16:30 PM] Tana Yorum: ledger aur aapke accountant ka evidence hai. argument mein dekhega.
[21/11/26, 5:30:11 PM] Tana Yorum: argument hamara ho gaya. Dirchi phir time liya. 19 Dec next.
[21/11/26, 5:32:40 PM] Hage Tamo: ye aadmi har baar time leta hai sir
""")

up("backlog/2026-11/Yupia diary Dorjee.jpg", "handwritten_note_photo", DORJEE, "2026-11-28", ["C04", "C05", "C06", "C07"], [], """
DATES - Yupia (Dorjee)
Tamo MS 14/25 ........ 19/12 argument (Riba cost 2000 baaki)
Kebang MA 3/26 ....... 10/12 reply argument
Tani NDPS 22/26 ...... 14/1/27 PW1 PW2 (summons issued)
Dolma MACT 31/25 ..... 16/12 argument insurer
certified copy Tani 16.7 order - collected 20.7, fee 40/-
""")

up("backlog/2026-12/Cause List Itanagar Bench 08.12.2026.pdf", "cause_list_pdf", "Gauhati High Court, Itanagar Bench", "2026-12-05", ["C03"], [], """
GAUHATI HIGH COURT - ITANAGAR PERMANENT BENCH, NAHARLAGUN
DAILY CAUSE LIST FOR TUESDAY, THE 8TH DECEMBER, 2026
COURT NO. 1 - HON'BLE MR. JUSTICE PRANJAL KUMAR SAIKIA (at 10.30 A.M.)
FOR JUDGMENT
1. Crl.Pet. 57(AP)/2026   Techi Rana  Vs.  State of Arunachal Pradesh          T. Yorum / PP
FOR ADMISSION
2. WP(C) 611(AP)/2026     Kipa Taro  Vs.  State of A.P. & Ors.                 N. Riba / Addl. AG
3. WP(C) 615(AP)/2026     Bengia Tama  Vs.  APPSC & Ors.                       P. Sono / SC APPSC
""")

up("backlog/2026-11/Nov 26 summary Yame.docx", "typed_note_docx", PONUNG, "2026-11-18", ["C01"], [], """
Note for Sir - Tage Yame WP(C) 412(AP)/2025 - status
Work order cancelled 03.10.2025 (EE Hage Tatung). Contract value Rs. 2,86,40,000. Security deposit forfeited.
Interim (9.12.25): no fresh tender. Still continuing.
State time taken: 13.1.26, 10.2.26 (cost 3,000 paid 17.3.26), 7.7.26, 1.9.26.
EE appeared 7.7.26 - file has no show cause.
17.11.26: State to decide representation after show cause in 2 weeks; orders on 15.12.26.
To do: representation copy, measurement book Feb 2025 (62% work), photos of site.
""")

# ---------------------------------------------------------------- no hearing: filing, client call, sureties
up("backlog/2026-01/filing 8.1.26.txt", "typed_note_txt", PONUNG, "2026-01-08", ["C02"], [], """
8/1/26 filing - Itanagar Bench counter
WP(C) Likha Tara & 11 Ors. filed today, diary no. 0093/2026. Court fee Rs 250 + 12 vakalat.
Annexures: notification 21.10.25, kebang resolution of Hiya Nyoko (Nyishi, translated), photos of jhum fields.
Defect: 1 vakalat unsigned (Likha Tamar) - cure in 7 days.
""")

up("backlog/2026-09/PXL_20260903_201144.jpg", "handwritten_note_photo", TANA, "2026-09-03", ["C03"], [], """
3.9.26 call - Techi Rana (sawmill Banderdewa)
Rana ji bola forest range office wala log phir aaya tha, sawmill band karne ka dhamki. 
Told him: HC ka no coercive order hai, copy dikhao. Kuch likh ke mat do.
Wo pooch raha tha kitna time lagega - bola Saikia J jaldi sunega, PP hi time le raha hai.
फीस बाकी 15,000 - अगले महीने देगा बोला
""")

up("backlog/2026-07/PXL_20260717_183012.jpg", "handwritten_note_photo", TANA, "2026-07-17", ["C06"], [], """
17/7/26 - Tani sureties
Bond executed today Yupia. Sureties: Moyong Kamin (father) + Pertin Obo (mama), land docs Naharlagun.
Kamin ji ne undertaking diya court mein - har Monday Tani ko PS le jayega, college ke alawa kahin nahi.
Tani released Jully jail 6.10 pm.
""")
