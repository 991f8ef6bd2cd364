"""The uploads of the Dimapur practice: what the lawyer, the junior Imlisenla and the clerk Bikash actually kept."""

L, J, K = "Vikheho Kiba", "Imlisenla Jamir", "Bikash Das (clerk)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2026-08/Scan_20260828_0001.pdf", "document_scan", "Dobashi Court, Dimapur", "2026-08-28", ["C01"], [], """
IN THE COURT OF THE DOBASHIS, DIMAPUR (Sadar)
Customary Case No. 6/2026 (on reference from Hovukhu Village Council)
Kiyeto Sumi s/o (L) Hokuto Sumi ... Appellant   vs   Vihoto Yepthomi & 2 others ... Respondents
DECISION
Heard both parties with their GBs (Gaon Buras). The plot known as 'Aghunaqa jhum' with the orange garden below the
village, lying east of the Tsughoki stream, was given by the Hovukhu Village Council on 11.03.2026 to the respondents'
clan. As per Sumi customary law, land cleared and used by a clan for jhum for three cycles goes with that clan unless
the chief's gift is proved. Appellant failed to produce the witnesses of the gift. Village council decision upheld.
Fine of Rs. 5,000 (one mithun value taken as per practice) on appellant set aside.
Dated 28.08.2026        sd/- Head Dobashi, Dimapur    sd/- Dobashi (Sumi)
""")
u("backlog/2026-09/Memo of appeal DC Kiyeto.docx", "typed_note_docx", L, "2026-09-14", ["C01"], [], """
BEFORE THE DEPUTY COMMISSIONER, DIMAPUR
(Appeal under Rule 37 of the Rules for the Administration of Justice and Police in Nagaland, 1937)
Kiyeto Sumi ... Appellant  versus  Vihoto Yepthomi & Ors. ... Respondents
GROUNDS: (1) the gift of the Aghunaqa land by the late Chief Hokuto Sumi in 1988 was made before the whole khel;
(2) the Dobashis did not examine the two living elders who were present; (3) the stone marker at the Tsughoki stream
shows the old boundary. Prayer: set aside the decision of the Dobashi court dated 28.08.2026.
Filed 14.09.2026.     Vikheho Kiba, Advocate, Dimapur
""")
u("backlog/2027-01/Scan_20270104_0002.pdf", "document_scan", "Deputy Commissioner, Dimapur", "2027-01-04", ["C02"], [], """
GOVERNMENT OF NAGALAND, OFFICE OF THE DEPUTY COMMISSIONER, DIMAPUR
No. DMR/ILP/EXP/2026-27/211      Dated 04.01.2027
ORDER under the Bengal Eastern Frontier Regulation, 1873
Whereas Shri Rafiqul Hoque s/o Abdul Motin of Hojai, Assam, was found on 31.12.2026 at Dimapur without a valid Inner
Line Permit, he is directed to leave the State of Nagaland within 24 hours, failing which he shall be removed.
sd/- Deputy Commissioner, Dimapur
""")
u("backlog/2027-01/WP Rafiqul ILP final.docx", "typed_note_docx", L, "2027-01-08", ["C02"], [], """
IN THE GAUHATI HIGH COURT (HIGH COURT OF ASSAM, NAGALAND, MIZORAM AND ARUNACHAL PRADESH), KOHIMA BENCH
WP(C) No. ____(K)/2027    Rafiqul Hoque vs State of Nagaland & 3 Ors.
Petitioner, a cloth trader at Hong Kong Market, holds ILP renewals since 2020; his renewal application of 20.12.2026
was pending. On 31.12.2026 he was picked up and kept at PS East Dimapur for three days, then served the order dated
04.01.2027 to leave the State. Prayer: quash the order; compensation for illegal detention.
""")
u("backlog/2026-07/cheque return memo Toshi.pdf", "document_scan", "State Bank of India, Dimapur Main Branch", "2026-07-20", ["C03"], [], """
STATE BANK OF INDIA, Dimapur Main Branch (Circular Road)
CHEQUE RETURN MEMO        Date 20.07.2026
Chq No. 771402 dt 15.07.2026 for Rs. 4,80,000/- drawn by Toshi Longkumer, A/c 3914xxxxxx, presented by
M/s Shree Balaji Hardware - RETURNED. Reason: FUNDS INSUFFICIENT.
""")
u("backlog/2026-07/Doc1.docx", "typed_note_docx", L, "2026-07-28", ["C03"], [], """
VIKHEHO KIBA, Advocate, Dimapur          Regd. A/D          28.07.2026
To Shri Toshi Longkumer, contractor, Burma Camp, Dimapur
Under instructions of my client M/s Shree Balaji Hardware, Hong Kong Market (prop. Sanjay Agarwal): your cheque No.
771402 for Rs. 4,80,000/- towards GI pipes and cement supplied for the Medziphema road work was returned for funds
insufficient on 20.07.2026. Pay within 15 days of receipt of this notice, failing which proceedings u/s 138 NI Act.
""")
u("backlog/2027-01/CamScanner 01-22-2027 11.05.pdf", "document_scan", "Divisional Forest Officer, Dimapur", "2027-01-22", ["C04"], [], """
OFFICE OF THE DIVISIONAL FOREST OFFICER, DIMAPUR FOREST DIVISION
Confiscation Case No. 2/2026-27    Order dated 22.01.2027
Truck No. NL-07-C-xxxx (owner Neilhouzo Sekhose) intercepted at Chumoukedima forest checkgate on 09.12.2026 carrying
210 cft of sawn hollock timber. Transit pass produced (TP No. 0457) is for 150 cft only and for a different route.
The truck and the timber are confiscated to the Government under the Nagaland Forest Act, 1968.
sd/- DFO-cum-Authorised Officer, Dimapur
""")
u("backlog/2026-12/IMG_20261210_094411.jpg", "document_photo", "Range Officer, Chumoukedima", "2026-12-10", ["C04"], [], """
NAGALAND FOREST DEPARTMENT - TRANSIT PASS   TP No. 0457   Valid 08.12.2026 to 11.12.2026
From: Pherima (private plantation of Shri Kevi Rutsa)  To: Dimapur sawmill (Padumpukhuri)
Species: Hollock, sawn, 150 cft   Vehicle NL-07-C-xxxx
sd/- Range Officer
""")
u("backlog/2026-03/IMG_20260319_121508.jpg", "document_photo", "CIHSR, Dimapur", "2026-03-19", ["C05"], [], """
CHRISTIAN INSTITUTE OF HEALTH SCIENCES AND RESEARCH (CIHSR), 4th Mile, Dimapur
DISCHARGE SUMMARY   Patient: Imtisunep Jamir, 34 M   Admitted 07.03.2026  Discharged 19.03.2026
Diagnosis: fracture shaft of right femur; fracture right radius. RTA - motorcycle hit by Tata Sumo near Piphema, NH-29.
Procedure: ORIF with interlocking nail (08.03.2026). Bill Rs. 2,36,400/-   Dr. Visakhonu Sale, Orthopaedics
""")
u("backlog/2026-09/Claim petition Imtisunep.pdf", "document_scan", L, "2026-09-02", ["C05"], [], """
BEFORE THE MOTOR ACCIDENT CLAIMS TRIBUNAL, DIMAPUR
Claim petition u/s 166 MV Act   Imtisunep Jamir vs (1) Khrievito Kuotsu (owner) (2) Vizo (driver) (3) United India
Insurance Co. Ltd.   Accident 07.03.2026 about 4.30 pm on NH-29 near Piphema, Tata Sumo NL-01-B-xxxx (Kohima-Dimapur
taxi) rash and negligent. Claim Rs. 18,50,000 with interest.
""")
u("backlog/2026-11/insurer WS MACT 41.pdf", "document_scan", "Ranjit Kumar Saikia for United India Insurance", "2026-11-24", ["C05"], ["C05-H02"], """
MACT Case No. 41/2026 - WRITTEN STATEMENT of Opposite Party No. 3 (United India Insurance Co. Ltd.)
The driver of the Tata Sumo held a licence for LMV but no PSV badge to drive a taxi on hire; breach of policy. The
claimant was riding without a helmet (contributory negligence). Claim excessive. Filed 24.11.2026.
""")
u("backlog/2027-05/FIR 0123 East PS.pdf", "document_scan", "PS East Dimapur", "2027-05-09", ["C06"], [], """
FIRST INFORMATION REPORT   District Dimapur  PS East  FIR No. 0123/2027  Date 09.05.2027
Sections: 308(2), 61(2) BNS
Complainant: Shri Rajesh Kumar Gupta, shopkeeper, New Market. About 7 pm, two persons came to his shop and demanded
Rs. 20,000 as 'annual tax' for a faction with a printed demand note. Accused Hekato Chishi apprehended by the public
and handed over; the other fled.  O/C PS East
""")
u("backlog/2027-05/Bail app Hekato.docx", "typed_note_docx", L, "2027-05-14", ["C06"], [], """
IN THE COURT OF THE DISTRICT AND SESSIONS JUDGE, DIMAPUR
Bail Application No. ___/2027   Hekato Chishi vs State of Nagaland   (FIR 0123/2027 PS East)
Applicant, 23, a student of a college at Dimapur, in custody since 09.05.2027; no demand note was recovered from him;
the co-accused fled; no antecedents. Mother Kahuli Chishi, widow, will stand surety.
""")
u("backlog/2026-04/IMG_4471.HEIC", "document_photo", "SkyIndus Airlines Ltd.", "2026-04-18", ["C07"], [], """
SkyIndus Airlines   PROPERTY IRREGULARITY REPORT (PIR)   File Ref: DMU SI 0418 26
Passenger: DR VIKHONO ANGAMI   Flight SI 714 DMU-CCU 18 APR (cancelled; rebooked SI 716 19 APR)
Bag tag SI 338812, 1 pc, 23 kg, black Samsonite - NOT RECEIVED at CCU.
""")
u("backlog/2026-10/Complaint CC airline.pdf", "document_scan", L, "2026-10-16", ["C07"], [], """
BEFORE THE DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, DIMAPUR
Dr. Vikhono Angami vs SkyIndus Airlines Ltd.   Complaint u/s 35 Consumer Protection Act, 2019
Flight of 18.04.2026 cancelled without notice; the checked bag with medical instruments and conference papers lost;
missed the paper at the Kolkata conference on 19.04.2026. Claim: Rs. 3,50,000 (bag and contents Rs. 1,80,000,
compensation Rs. 1,50,000, costs Rs. 20,000).
""")
u("backlog/2025-06/WhatsApp Image 2025-06-14 at 10.12.40.jpeg", "document_photo", "Longsa Village Council", "2025-06-14", ["C08"], [], """
LONGSA VILLAGE COUNCIL, Wokha district
Resolution No. 4/2025 dated 14.06.2025
The matter of Mhonbemo Odyuo and his wife Thungbeni Ezung was heard before the council and the elders. As per Lotha
custom the couple is separated; the husband keeps no claim on the wife; the daughter Yanbeni stays with the mother.
sd/- Chairman VC    sd/- GB Chumbenthung Kikon
""")
u("backlog/2026-09/FC petition Thungbeni.pdf", "document_scan", L, "2026-09-21", ["C08"], [], """
IN THE FAMILY COURT, DIMAPUR    F.C. (Civil) No. ___/2026   Thungbeni Ezung vs Mhonbemo Odyuo
Prayer: declare the marriage dissolved as per Lotha customary practice by the Longsa Village Council resolution of
14.06.2025; custody of daughter Yanbeni (6); maintenance Rs. 20,000 per month.
""")

# ---------------- hearings: diary, register, chats, orders, notes
u("backlog/2026-10/IMG_20261020_163512.jpg", "handwritten_note_photo", L, "2026-10-20", ["C01"], ["C01-H01"], """
20/10 Tue  DC court - Kiyeto appeal (Hovukhu)
Appeal admitted. DC Yeptho sahab sitting with 2 Dobashis. Record of VC + Dobashi court called for.
Kiyeto ko bolise elders duijon ready rakhibi. Agla tarikh 17/11.
""")
u("backlog/2026-10/WhatsApp Chat with Imli Jr.txt", "whatsapp_export", J, "2026-12-17", ["C03", "C05", "C07"],
  ["C03-H01", "C05-H01", "C07-H01", "C07-H02", "C03-H03"], """
22/10/26, 11:48 - Imli Jr: Sir JMFC te Balaji hardware case - summons unserved ahise, Toshi ghor te nai bole. Fresh summons. Agla tarikh 19/11
22/10/26, 11:49 - Vikheho Kiba: ok. Sanjay ji ke bata dena
27/10/26, 12:30 - Imli Jr: MACT Imtisunep - notice hoise, owner aru driver ahibo nai. Insurance wala Saikia sir appear koribo. ND 24.11.26
10/11/26, 15:02 - Imli Jr: Consumer commission - doctor's airline complaint admitted, notice to SkyIndus. ND 8/12
08/12/26, 12:15 - Imli Jr: Sir airline case - OP kun bhi ahibo nai. Madam Mere bolise last chance for written version, 45 days already over. ND 14.01.27
08/12/26, 12:16 - Vikheho Kiba: Note kori rakhibi - delay objection dibo
17/12/26, 13:40 - Imli Jr: Sir Toshi aaj ahise! Bail dise, bond Rs 10,000. Copies dise. Next 28/01/27
17/12/26, 13:41 - Vikheho Kiba: bhal. Sanjay ji ko khabar dinbi
""")
u("backlog/2026-11/IMG_20261124_173002.jpg", "handwritten_note_photo", K, "2026-11-24", ["C01", "C03", "C05"],
  ["C01-H02", "C03-H02", "C05-H02"], """
COURT REGISTER - Nov 2026   (Bikash)
17.11  DC Court  Cust. Appeal 14/26 Kiyeto vs Vihoto - record Dobashi court pora ahise nai. Put up on 15.12.26
19.11  JMFC  CR(NI) 212/26 Balaji vs Toshi - accused absent, BW Rs 5,000 issue hoise. Fixed for 17.12.26
24.11  MACT 41/26 Imtisunep - insurance WS file hoise (PSV badge kotha). Fixed for 19.01.27 issues
""")
u("backlog/2026-11/IMG_20261105_140218.jpg", "handwritten_note_photo", L, "2026-11-05", ["C08"], ["C08-H01"], """
5/11 Family Ct - Thungbeni v Mhonbemo. Both parties present. Sumi madam sent to counselling (Mrs. Ao, counsellor).
Husband side Ngullie. Thungbeni bisi upset - daughter school fees kotha. ND 10/12
""")
u("backlog/2026-12/thungbeni 10 dec.txt", "typed_note_txt", L, "2026-12-10", ["C08"], ["C08-H02"], """
Thungbeni - FC 57/26 - 10.12.2026
Counsellor's report: no reconciliation possible, both say separated since the Longsa VC resolution.
Filed interim maintenance application (s. 125 type prayer) for daughter Yanbeni. Ngullie wants time to reply.
Agla tarikh 04.02.2027 for interim maintenance.
""")
u("backlog/2026-12/DC appeal 15.12.txt", "typed_note_txt", L, "2026-12-15", ["C01"], ["C01-H03"], """
Kiyeto / Hovukhu appeal - DC court 15.12.26
Dobashi court record finally ahise (VC minutes of 11.03.2026 bhi ase). Assumi for respondents sought time for reply -
DC gave. Kiyeto was not happy, moi bolise customary case time lage. Next 09.02.2027.
""")
u("backlog/2027-01/WhatsApp Chat with Imli Jr (2).txt", "whatsapp_export", J, "2027-02-02", ["C02", "C07", "C05"],
  ["C02-H01", "C07-H03", "C05-H03", "C02-H02"], """
12/01/27, 14:10 - Imli Jr: Sir Kohima Bench - Rafiq writ - notice issue hoise. Deka Baruah madam: no coercive step, petitioner ke bahar pathaibo nai till next date. State affidavit dibo. ND 02.02.27
12/01/27, 14:11 - Vikheho Kiba: Rafiq ke phone koribi. ILP renewal receipt rakhibi
14/01/27, 12:02 - Imli Jr: Airline case - written version aaj file korise, 57 din late. Objection moi dise. Commission bolise order te decide koribo. ND 11.03.27
19/01/27, 11:35 - Imli Jr: MACT Imtisunep - 4 issues framed. Next 18/02 claimant evidence
02/02/27, 15:20 - Imli Jr: Kohima - Rafiq writ. Addl AG Meru sir time mangise, Home Dept instruction nai ahise. Interim continues. ND 23.02.27
""")
u("backlog/2027-02/IMG-20270218-WA0007.jpg", "handwritten_note_photo", K, "2027-02-18", ["C08", "C01", "C04", "C05"],
  ["C08-H03", "C01-H04", "C04-H01", "C05-H04"], """
COURT REGISTER - Feb 2027 (Bikash)
04.02  Family Ct  FC 57/26 Thungbeni - interim maintenance order hoise Rs 12,000 pm. Put up on 18.03.27 issues
09.02  DC Court  Kiyeto appeal - reply file. Spot verification SDO(C) Chumoukedima + GB duijon. Fixed for 13.04.27
16.02  Sessions  Forest Appeal 3/27 Sekhose truck - admit hoise, DFO record call. Fixed for 16.03.27
18.02  MACT 41/26 - PW1 Imtisunep chief + cross by Saikia. Put up on 01.04.27
""")
u("backlog/2027-02/Order FC 57 of 2026 dt 04.02.2027.pdf", "certified_order_sheet_scan", "Family Court, Dimapur", "2027-02-04", ["C08"], ["C08-H03"], """
FAMILY COURT, DIMAPUR     F.C. (Civil) No. 57/2026
04.02.2027  Both parties present with learned counsel. Heard learned counsel on the petition for interim maintenance.
The respondent is a teacher in a government school drawing about Rs. 48,000 per month. He is directed to pay
Rs. 12,000/- per month as interim maintenance for the minor daughter from the month of filing, arrears in four
instalments. Put up on 18.03.2027 for framing of issues.      sd/- Principal Judge, Family Court
""")
u("backlog/2027-02/rafiq writ 23 feb.txt", "typed_note_txt", L, "2027-02-23", ["C02"], ["C02-H03"], """
Rafiq ILP writ, Kohima 23.02.27 (went myself, left 6.30 am)
State affidavit filed - they ADMIT he was kept 3 days at PS East from 31.12 to 03.01 without production before any
magistrate, say "for verification". Renewal application of 20.12.2026 was pending with the DC office - admitted.
Deka Baruah J was not happy. Final hearing 09.03.2027.
""")
u("backlog/2027-03/Scan_20270309_0001.pdf", "certified_order_sheet_scan", "Gauhati High Court, Kohima Bench", "2027-03-09", ["C02"], ["C02-H04"], """
GAUHATI HIGH COURT, KOHIMA BENCH     WP(C) No. 41(K)/2027
BEFORE HON'BLE MRS. JUSTICE ANJANA DEKA BARUAH
09.03.2027  Heard learned counsel Mr. V. Kiba for the petitioner and Mr. V. Meru, learned Addl. A.G. for the State.
Keeping a person in a police station for three days without production before a Magistrate cannot be justified as
'verification'. The order dated 04.01.2027 is set aside. The petitioner shall apply for renewal of his ILP within
15 days and the authority shall decide it in accordance with law. Costs of Rs. 25,000/- payable by the State to the
petitioner within four weeks. Writ petition allowed and disposed of.        sd/- Judge
""")
u("backlog/2027-03/kohima 9 march.txt", "typed_note_txt", L, "2027-03-09", ["C02"], ["C02-H04"], """
9/3 Kohima - Rafiq writ ALLOWED. Order set aside, 25k costs on State, ILP renewal within 15 days.
Rafiq ko phone kori dise - bisi khushi. Fees balance Rs 15,000 tai dibo bole.
""")
u("backlog/2027-01/WhatsApp Chat with Sanjay Agarwal Balaji.txt", "whatsapp_export", "Sanjay Agarwal (client)", "2027-07-01",
  ["C03"], ["C03-H04", "C03-H06", "C03-H08"], """
28/01/27, 16:05 - Vikheho Kiba: Sanjay ji, aaj Toshi ka plea ho gaya. Not guilty bola. Uska defence - cheque security ke liye diya tha supply ke against. Agla tarikh 4 March, aap ka affidavit evidence.
28/01/27, 16:09 - Sanjay Agarwal: Sir security kaisa, maal to pura de diya tha. bills sab hai
08/04/27, 13:12 - Vikheho Kiba: Aapka cross ho gaya. Imchen ne poocha ki bill pe Toshi ka sign nahi hai. Aapne theek bola. ND 20.05.27
08/04/27, 13:20 - Sanjay Agarwal: Dhanyavad sir. Paisa kab milega 🙏
01/07/27, 12:44 - Vikheho Kiba: SBI ka officer aaya, return memo prove hua (CW2). CE closed. Next 19 Aug, accused ka statement.
01/07/27, 12:50 - Sanjay Agarwal: ok sir
""")
u("backlog/2027-03/IMG_20270304_151201.jpg", "handwritten_note_photo", L, "2027-03-04", ["C03"], ["C03-H05"], """
4/3 JMFC Aier madam - Balaji v Toshi. CW1 Sanjay Agarwal affidavit tendered (Ex. C1 to C6 bills, cheque, memo, notice).
Imchen - cross kaal koribo, time mangise. Madam ne allow kiya. ND 8/4.
""")
u("backlog/2027-03/CamScanner 03-16-2027 14.22.pdf", "certified_order_sheet_scan", "District and Sessions Judge, Dimapur", "2027-03-16", ["C04"], ["C04-H02"], """
IN THE COURT OF THE DISTRICT & SESSIONS JUDGE :: DIMAPUR     Forest Appeal No. 3/2027
16.03.2027  Appellant's counsel Mr. V. Kiba present. Learned PP Mr. V. Swu present. Record of the Authorised
Officer received. Heard on the prayer for interim release. The truck NL-07-C-xxxx is lying in the open at the range
office since 09.12.2026. Let the vehicle be released to the registered owner on furnishing a bank guarantee of
Rs. 6,00,000/- (Rupees six lakh) and an undertaking to produce it when required. The timber shall remain with the
Department. Put up on 20.04.2027 for compliance.        sd/- District & Sessions Judge
""")
u("backlog/2027-03/thungbeni issues.docx", "typed_note_docx", L, "2027-03-18", ["C08"], ["C08-H04"], """
Thungbeni v Mhonbemo - FC 57/26 - 18.03.2027
Issues framed (3): (1) whether the marriage stood dissolved by the Longsa Village Council as per Lotha custom on
14.06.2025; (2) who should have custody of Yanbeni; (3) maintenance. Onus of 1 on us - need GB Chumbenthung.
Respondent paid only Feb maintenance. Next 27.05.2027 PE.
""")
u("backlog/2027-03/airline evidence 11.3.txt", "typed_note_txt", J, "2027-03-11", ["C07"], ["C07-H04"], """
11.03.27 - DCDRC - Dr Vikhono vs SkyIndus
Complainant affidavit evidence filed with PIR and bills (bag contents Rs 1,80,000). Delay objection on version: Madam
kept it open. OP counsel Bhattacharjee online, asked time for OP evidence. ND 06.05.2027.
""")
u("backlog/2027-04/IMG_20270401_124010.jpg", "handwritten_note_photo", L, "2027-04-01", ["C05"], ["C05-H05"], """
1/4 MACT - Imtisunep. PW2 Dr Sale (CIHSR) nahi aaya - OT duty. Tribunal ne summons issue kiya. Longkumer sahab:
next time doctor must. ND 13/5
""")
u("backlog/2027-04/IMG_20270420_170033.jpg", "handwritten_note_photo", L, "2027-04-20", ["C04"], ["C04-H03"], """
20/4 Sessions - Sekhose truck. BG of 6 lakh filed (SBI Duncan Basti). Release order to DFO. Truck still at range - Neilhouzo
ko bolise kali range office jabi order loi. ND 25/5
""")
u("backlog/2027-04/BG SBI Sekhose.pdf", "document_scan", "State Bank of India, Duncan Basti Branch", "2027-04-19", ["C04"], [], """
STATE BANK OF INDIA, Duncan Basti Branch, Dimapur
BANK GUARANTEE No. 0612BG27000041 dated 19.04.2027 for Rs. 6,00,000/- in favour of the District & Sessions Judge,
Dimapur, on behalf of Neilhouzo Sekhose, valid till 18.04.2028.
""")
u("backlog/2027-04/disability cert Imtisunep.jpg", "document_photo", "District Medical Board, Dimapur", "2027-04-26", ["C05"], [], """
DISTRICT MEDICAL BOARD, DIMAPUR - DISABILITY CERTIFICATE
Imtisunep Jamir, 35 M: permanent partial disability of right lower limb 28% (twenty eight percent). Dated 26.04.2027
""")
u("backlog/2027-05/IMG-20270528-WA0003.jpg", "handwritten_note_photo", K, "2027-05-28", ["C05", "C06", "C03", "C04", "C08"],
  ["C05-H06", "C06-H01", "C03-H07", "C04-H04", "C06-H02", "C08-H05"], """
COURT REGISTER - May 2027 (Bikash)
13.05  MACT 41/26 - PW2 Dr Sale examine hoise, 28% disability. CE close. Put up on 08.07.27 RE
18.05  Sessions  Bail 77/27 Hekato - case diary call. Fixed for 25.05.27
20.05  JMFC  Balaji v Toshi - accused absent, exemption cost Rs 1,000. Fixed for 01.07.27
25.05  Sessions  Forest App 3/27 - PP time mangise range officer report. Put up on 13.07.27
25.05  Sessions  Bail 77/27 - CD ahise nai, IO absent. Fixed for 01.06.27 (Kahuli aunty ro bisi chinta)
27.05  Family Ct  Thungbeni - PW1 chief + cross hoise. Put up on 22.07.27
""")
u("backlog/2027-06/WhatsApp Chat with Kahuli Aunty.txt", "whatsapp_export", "Kahuli Chishi (client's mother)", "2027-06-04",
  ["C06"], ["C06-H03", "C06-H04"], """
01/06/27, 16:30 - Vikheho Kiba: Aunty, aaj case diary ahise. PP Swu bolise demand note paise, faction tax kotha. Moi argue korise - Hekato laga pocket te kuch nai paise. Order Friday 4 tarikh.
01/06/27, 16:34 - Kahuli Aunty: Sir please. Hekato bhal lora ase, college jai
04/06/27, 15:55 - Vikheho Kiba: Aunty bail hoise! Rs 50,000 bond, 2 local surety. New Market area te jabo nai, every Monday PS East te report koribo.
04/06/27, 15:56 - Kahuli Aunty: Thank you sir. Surety moi aru Hekato laga mama
""")
u("backlog/2027-06/Bail order Hekato 04.06.2027.pdf", "certified_order_sheet_scan", "District and Sessions Judge, Dimapur", "2027-06-04", ["C06"], ["C06-H04"], """
IN THE COURT OF THE DISTRICT & SESSIONS JUDGE :: DIMAPUR    Bail Application No. 77/2027
04.06.2027  Learned counsel for the accused-applicant and learned PP present. Case diary perused. No demand note was
seized from the person of the applicant; he is a student and has no criminal antecedents. Bail allowed on a bond of
Rs. 50,000/- with two local sureties of like amount, on conditions: (i) he shall not enter the New Market area
except with the leave of the court; (ii) he shall report at PS East every Monday till the charge-sheet; (iii) he
shall not contact the complainant. Application disposed of.        sd/- District & Sessions Judge
""")
u("backlog/2027-06/hekato conditions 7.6.txt", "typed_note_txt", L, "2027-06-07", ["C06"], [], """
7/6 Hekato released from district jail Sat evening. Kahuli aunty + mama surety. Told him again: Monday report at PS East,
no New Market. Fees settled Rs 20,000.
""")
u("backlog/2027-06/IMG_20270608_182255.jpg", "handwritten_note_photo", L, "2027-06-08", ["C01", "C04"], ["C01-H06"], """
8/6 DC court - Kiyeto appeal. GB Hekiye Sumi (Hovukhu) examined - said the chief gave Aghunaqa land before the whole
khel in 1988, the stone at Tsughoki is the old mark. Assumi cross - 'apuni itu time te kiman bochor?' - GB 19 years.
Dobashi (Sumi) asked about mithun feast - GB said yes one mithun killed. ND 10/8 arguments.
--- Neilhouzo phone: truck release hoise, but DFO office battery aru tyre nai bole. Next date 13/7 te bolibo.
""")
u("backlog/2027-04/Order DC Cust App 14 dt 13.04.2027.pdf", "certified_order_sheet_scan", "Deputy Commissioner, Dimapur", "2027-04-13", ["C01"], ["C01-H05"], """
IN THE COURT OF THE DEPUTY COMMISSIONER, DIMAPUR      Customary Appeal No. 14/2026
13.04.2027  Both parties present with their counsel and GBs. Spot verification report of the SDO (Civil),
Chumoukedima dated 02.04.2027 received: an old stone marker exists on the west bank of the Tsughoki stream; the GBs of
Hovukhu accept it as the boundary, the GB of the respondents' side says it marks a hunting ground only. Respondents
object to the report; objection kept on record. Assessors: Dobashi (Sumi) and Dobashi (Sema-Chakhesang).
Fixed for 08.06.2027 for the appellant's evidence (elders).          sd/- Deputy Commissioner
""")
u("backlog/2027-07/WhatsApp Chat with Imli Jr (3).txt", "whatsapp_export", J, "2027-08-19", ["C05", "C07", "C03"],
  ["C05-H07", "C07-H06", "C03-H09"], """
08/07/27, 12:20 - Imli Jr: MACT Imtisunep - insurance laga witness ahibo nai. Saikia sir time mangise. ND 26.08.27
08/07/27, 12:22 - Vikheho Kiba: again time! note koribi
15/07/27, 16:10 - Imli Jr: Sir airline case arguments moi korise - delay in version, PIR admission. Madam Mere: both sides written arguments dibo. ND 09.09.27
15/07/27, 16:11 - Vikheho Kiba: shabash 👍
19/08/27, 13:05 - Imli Jr: JMFC Toshi statement 351 BNSS record hoise. Bolise cheque security, maal kharap. Defence evidence. Next 23.09.27
""")
u("backlog/2027-07/sekhose arguments.docx", "typed_note_docx", L, "2027-07-13", ["C04"], ["C04-H05"], """
Forest Appeal 3/27 - Sekhose - 13.07.2027 - my arguments
1. TP No. 0457 was valid from 08.12.2026 to 11.12.2026 - truck caught 09.12, within validity.
2. Excess 60 cft: the range office measured stacked volume, TP in solid cft - no joint measurement, no mahazar signed
   by the driver. 3. Route: Pherima to Padumpukhuri via Chumoukedima is the only road.
Judge heard fully. PP will reply. ND 24.08.2027.
""")
u("backlog/2027-05/IMG_20270506_110544.jpg", "handwritten_note_photo", L, "2027-05-06", ["C07"], ["C07-H05"], """
6/5 DCDRC airline. OP affidavit of station manager Mr. Pranjal Dutta (DMU) filed - says cancellation due to weather at
CCU, bag traced on 25.04 but 'delivered' - Dr Vikhono says never got it. ND 15/7 args.
""")
u("backlog/2027-07/IMG_20270722_135901.jpg", "handwritten_note_photo", L, "2027-07-22", ["C08"], ["C08-H06"], """
22/7 Family Ct - Thungbeni. PW2 GB Chumbenthung Kikon of Longsa examined: VC heard both on 14.6.2025, as per Lotha
custom separated, husband gave no objection. Ngullie cross: no written custom book - GB: custom is oral. PE closed.
Maintenance arrears again! Agla tarikh 16/9 RE.
""")
u("backlog/2027-08/kiyeto args 10.8.docx", "typed_note_docx", L, "2027-08-10", ["C01"], ["C01-H07"], """
Kiyeto Sumi v Vihoto Yepthomi - DC Dimapur - 10.08.2027
Argued for appellant ~40 min: gift by chief before khel; mithun feast; stone marker in SDO report; Dobashi court did
not examine living elders. Assumi absent (message - at Kohima). DC: respondents' arguments next date, no more time.
Next 19.10.2027.
""")
u("backlog/2027-08/IMG_20270824_162140.jpg", "handwritten_note_photo", L, "2027-08-24", ["C04"], ["C04-H06"], """
24/8 Sessions Zhimo sahab - Sekhose. PP Swu argued - excess 60 cft, route. Judge asked: Chumoukedima checkgate register
of 09.12.2026 dekhibo, call kori dise. ND 26/10.
""")
u("backlog/2027-08/imtisunep 26 aug.txt", "typed_note_txt", J, "2027-08-26", ["C05"], ["C05-H08"], """
26.08.27 MACT Imtisunep
Insurer's RW1 Sh. Dipankar Bora (investigator) examined - said driver Vizo had no PSV badge. Our cross: he never met
the driver, report from RTO Kohima online print only. Insurer closed evidence. Agla tarikh 21.10.27 arguments.
""")
u("backlog/2027-08/correction imtisunep ND.txt", "typed_note_txt", J, "2027-08-27", ["C05"], ["C05-H08"], """
Sir correction - MACT Imtisunep next date is 28.10.2027 (not 21.10 - that is Toshi/Thungbeni day, moi mix korise).
Checked with peshkar today. Arguments on 28.10.27.
""")
u("backlog/2027-09/Cause list JMFC 23.09.2027.pdf", "cause_list_pdf", "JMFC Dimapur", "2027-09-23", ["C03"], ["C03-H10"], """
COURT OF THE JUDICIAL MAGISTRATE FIRST CLASS, DIMAPUR - CAUSE LIST for 23.09.2027
1. G.R. 411/2025  State vs Khekiye & Anr.  - charge
2. C.R. (NI) 190/2026  Yanthan Enterprises vs Akum Walling  - CE
3. C.R. (NI) 212/2026  M/s Shree Balaji Hardware vs Toshi Longkumer  - DE   (Adv. V. Kiba / Adv. T. Imchen)
4. G.R. 88/2027  State vs Md. Alam  - appearance
5. Misc. 33/2027  Rozelle Sangtam vs Kiyelo  - s. 144 BNSS maintenance
""")
u("backlog/2027-09/IMG-20270923-WA0012.jpg", "handwritten_note_photo", K, "2027-09-23", ["C07", "C08", "C03"],
  ["C07-H07", "C08-H07", "C03-H10"], """
COURT REGISTER - Sept 2027 (Bikash)
09.09  DCDRC  CC 19/26 airline - OP counsel absent, written args OP nai dise. Last opportunity. Fixed for 22.10.27
16.09  Family Ct  FC 57/26 - respondent absent. Arrears Rs 72,000 bakhi. Show cause. Put up on 21.10.27
23.09  JMFC  Balaji v Toshi - DW1 ahise nai. Last chance cost Rs 2,000. Fixed for 21.10.27
""")
u("backlog/2027-10/week plan 18-22 oct.txt", "typed_note_txt", L, "2027-10-13", ["C01", "C03", "C07", "C08", "C04", "C05"], [], """
WEEK 18-22 Oct 2027
Tue 19 - DC court: Kiyeto appeal, Assumi args (be there 10.30; Kiyeto + GB Hekiye)
Thu 21 - JMFC Toshi DW1 (Imli) / Family Ct Thungbeni arrears show cause (me)
Fri 22 - DCDRC airline - OP written args last chance (Imli)
next week: Tue 26 Sekhose checkgate register; Thu 28 MACT Imtisunep args
""")
u("backlog/2027-06/Document_2027-06-01.docx", "typed_note_docx", L, "2027-06-01", ["C06"], ["C06-H03"], """
Hekato bail - Sessions - 01.06.2027
CD produced today. PP Swu: two printed demand notes of a faction recovered at the spot (from the bag of the co-accused
who fled). I argued nothing recovered from Hekato's person, student, custody since 09.05.2027. Order on 04.06.2027.
""")
u("backlog/2027-02/IMG_5102.HEIC", "handwritten_note_photo", L, "2027-02-18", ["C05"], ["C05-H04"], """
18/2 MACT - Imtisunep PW1. Saikia cross: helmet? - said yes, wearing. Sumo came on wrong side at Piphema curve.
Earned Rs 22,000 pm (mechanic shop) - 11 months no work. ND 1/4 doctor.
""")
u("backlog/2027-04/rafiq costs received.txt", "typed_note_txt", L, "2027-04-12", ["C02"], [], """
12.04.27 Rafiq came - State paid the costs Rs 25,000 by cheque (Home Dept). ILP renewed till 2028. Balance fees paid.
File close.
""")
