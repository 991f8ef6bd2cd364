"""The uploads of the Tezpur practice: what Dipankar Saikia, his junior Rupam and the muhuri Hemanta actually kept."""

L, J, K = "Dipankar Saikia", "Rupam Bora", "Hemanta Nath (muhuri)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2024-11/FIR Tezpur PS 611-24.pdf", "document_scan", "Tezpur Police Station", "2024-11-03", ["C01"], [], """
FIRST INFORMATION REPORT (Under Section 154 Cr.P.C.)
District: Sonitpur   P.S.: Tezpur   FIR No. 611/2024   Date: 03.11.2024   Sections: 302 IPC
Informant: Smt. Lakhi Tanti w/o Late Rabin Tanti, Nahortoli TE, No. 3 line.
On 02.11.2024 at about 7 PM at the Saturday haat near Nahortoli TE one Bikash Orang @ Bika of No. 5 line quarrelled
with my husband over money for haria and hit him on the head with a bamboo lathi. My husband fell down; he was taken
to Kanaklata Civil Hospital, Tezpur, where he died at night.
Received and registered; G.R. Case No. 1843/2024.   O/C Tezpur P.S.   (Investigation: SI Dhruba Jyoti Kalita)
""")
u("backlog/2025-06/charge sheet 611-24 p1.jpg", "document_photo", "SI Dhruba Jyoti Kalita, Tezpur P.S.", "2025-05-30", ["C01"], [], """
CHARGE SHEET No. 214 dt. 30.05.2025   Tezpur P.S. Case No. 611/2024 (G.R. 1843/2024)
u/s 304 Part II IPC against Bikash Orang @ Bika (in custody since 04.11.2024)
Witnesses: 1. Lakhi Tanti (informant) 2. Dr. Ranjit Gogoi, M.O., Kanaklata Civil Hospital (PM) 3. Budhu Munda (eye witness)
4. Sukra Orang 5. SI Dhruba Jyoti Kalita (I.O.)
Seized: one bamboo lathi. Cause of death per PM: head injury, fracture of the left parietal bone.
""")
u("backlog/2025-08/AGVB return memo Nripen Kalita.pdf", "document_scan", "Assam Gramin Vikash Bank, Dhekiajuli Branch", "2025-08-20", ["C02"], [], """
ASSAM GRAMIN VIKASH BANK   Dhekiajuli Branch, Dist. Sonitpur
CHEQUE RETURN MEMO          Date: 20.08.2025
Cheque No. 771045 dt. 14.08.2025 for Rs. 4,80,000/- (Rupees Four Lakh Eighty Thousand only) drawn by Nripen Kalita
on S.B. A/c No. 6015xxxxxx, presented by M/s Maa Tara Hardware - RETURNED UNPAID
Reason: Funds Insufficient                Branch Manager
""")
u("backlog/2025-08/demand notice Nripen Kalita.docx", "typed_note_docx", L, "2025-08-28", ["C02"], [], """
DIPANKAR SAIKIA, Advocate, Bar Library, Tezpur
Regd. A/D   Date: 28.08.2025
To, Sri Nripen Kalita, Contractor, Dhekiajuli Tiniali, Dist. Sonitpur
Sub: Notice u/s 138 of the Negotiable Instruments Act, 1881
Under instructions of my client M/s Maa Tara Hardware, Tezpur, prop. Sri Ranjit Agarwala: you purchased cement, rod and
GI sheets on credit and towards the dues issued cheque no. 771045 dt. 14.08.2025 for Rs. 4,80,000/-, which was returned
on 20.08.2025 for "funds insufficient". You are called upon to pay the amount within 15 days of receipt of this notice.
sd/- Dipankar Saikia, Advocate
""")
u("backlog/2025-12/CO mutation order Bihaguri dag 211.pdf", "document_scan", "Circle Officer, Tezpur Revenue Circle", "2025-12-10", ["C03"], [], """
OFFICE OF THE CIRCLE OFFICER, TEZPUR REVENUE CIRCLE
Mutation Case No. 1190/2025   Mouza: Bihaguri   Village: No. 2 Bihaguri
ORDER dt. 10.12.2025: On the prayer of Sri Dilip Hazarika s/o Late Khagen Hazarika and on the report of the Lat Mandal,
the name of the applicant is mutated in respect of dag no. 211, periodic patta no. 57, area 2B-1K-5L, in place of the
recorded pattadar Late Bapuram Hazarika, by way of inheritance. Issue jamabandi correction.   sd/- Circle Officer
""")
u("backlog/2026-01/20260120_113402.jpg", "document_photo", "Lat Mandal, Bihaguri", "2026-01-20", ["C03"], [], """
জমাবন্দী নকল   মৌজা: বিহাগুৰি   গাঁও: নং ২ বিহাগুৰি   ম্যাদী পট্টা নং ৫৭
দাগ নং ২১১   কালি ২ বিঘা ১ কঠা ৫ লেছা   পট্টাদাৰ: স্বৰ্গীয় বাপুৰাম হাজৰিকা
(Jamabandi: dag 211, periodic patta 57, 2B-1K-5L, pattadar Late Bapuram Hazarika; the later entry: "Dilip Hazarika by mutation 1190/2025")
নকল দিয়া হ'ল 20.01.2026    sd/- লাট মণ্ডল
""")
u("backlog/2025-09/reference order Mangal Tanti.pdf", "document_scan", "Labour Department, Government of Assam", "2025-08-21", ["C04"], [], """
GOVERNMENT OF ASSAM, LABOUR WELFARE DEPARTMENT, DISPUR
No. GLR.211/2025/14   Dated Dispur, the 21st August, 2025
ORDER: Whereas an industrial dispute exists between the management of Nahortoli Tea Estate, P.O. Dhekiajuli and its
workman Sri Mangal Tanti, the Governor of Assam refers u/s 10(1)(c) of the Industrial Disputes Act, 1947 to the
Labour Court, Tezpur: "Whether the termination of Sri Mangal Tanti, factory worker, w.e.f. 12.03.2024 is justified?
If not, to what relief is he entitled, including his unpaid wages?"      sd/- Joint Secretary
""")
u("backlog/2024-03/IMG-20240312-WA0021.jpg", "document_photo", "Manager, Nahortoli Tea Estate", "2024-03-12", ["C04"], [], """
NAHORTOLI TEA ESTATE   P.O. Dhekiajuli, Dist. Sonitpur
Ref: NTE/PERS/88/2024   Date 12.03.2024
To Sri Mangal Tanti, Factory worker, Token No. F-214
You have remained absent without leave from 20.02.2024. Your name is struck off the rolls with effect from today.
Your dues, if any, may be collected from the garden office.      Manager
""")
u("backlog/2025-11/gratuity Form N Mangal Tanti.pdf", "document_scan", "Nahortoli Cha Shramik Union", "2025-11-03", ["C04"], [], """
FORM 'N' (Payment of Gratuity (Central) Rules) - Application for direction
To the Controlling Authority (Asstt. Labour Commissioner), Tezpur
Applicant: Mangal Tanti, Token F-214, Nahortoli TE. Service 27.06.2002 to 12.03.2024 (21 years).
Last wages: Rs. 250 per day. Gratuity claimed: Rs. 1,12,350/-; wages for February-March 2024 unpaid: Rs. 9,750/-.
(Kept pending till the Labour Court answers the reference.)     Union secretary: Sanjay Kurmi
""")
u("backlog/2025-01/FT notice Sahera Khatun.pdf", "document_scan", "Foreigners Tribunal No. 2, Sonitpur", "2025-01-10", ["C05"], [], """
FOREIGNERS TRIBUNAL No. 2, SONITPUR, TEZPUR
F.T. Case No. 412/2024   (Ref. by Superintendent of Police (Border), Sonitpur)
NOTICE to Smt. Sahera Khatun w/o Abdul Malek, vill. Kalabari Pathar, P.S. Dhekiajuli:
Whereas a reference has been received that you are a foreigner who entered Assam after 25.03.1971, you are to appear
and show cause, with the documents you rely on, on the date fixed.      By order, Registrar, FT-2
""")
u("backlog/2026-02/IMG_20260214_102215.jpg", "document_photo", "Rajen Boro, Gaonburha", "2026-02-14", ["C05"], [], """
GAONBURHA CERTIFICATE   Vill. Kalabari Pathar, Mouza Dhekiajuli
Certified that Smt. Sahera Khatun is the daughter of Late Jamir Ali of this village and was married to Abdul Malek of
the same village in 1994. Late Jamir Ali's name appears in the voter list of 1966 of this village.
Khulumbai.   sd/- Rajen Boro, Gaonburha, 14.02.2026
""")
u("backlog/2025-08/plaint TS Anjali Das.pdf", "document_scan", L, "2025-08-11", ["C06"], [], """
IN THE COURT OF THE CIVIL JUDGE, TEZPUR      Title Suit No. 58 of 2025
Smt. Anjali Das w/o Late Nabin Das, Mahabhairab, Tezpur .... Plaintiff
-versus- 1. Haren Das 2. Ratul Das 3. The State of Assam (through the DC, Sonitpur) .... Defendants
Suit for declaration of right, title and interest and recovery of khas possession of land measuring 1 bigha 2 katha
under dag no. 412 of periodic patta no. 88, mouza Mahabhairab. Defendants 1 and 2 (husband's cousins) dispossessed the
plaintiff in April 2025 and put up a bamboo fence. Valuation Rs. 6,60,000/-; court fee paid.   sd/- Advocate for the plaintiff
""")
u("backlog/2026-02/WS Haren Das TS 58-25.pdf", "document_scan", "Bitul Chandra Deka, Advocate", "2026-02-12", ["C06"], ["C06-H01"], """
IN THE COURT OF THE CIVIL JUDGE, TEZPUR   T.S. No. 58/2025
WRITTEN STATEMENT of defendants no. 1 and 2
The land was ancestral land of Late Padmeswar Das and was never partitioned; the plaintiff's husband had only a share
and the defendants have been in possession since 1998. The suit is barred by limitation and bad for non-joinder.
Filed on 12.02.2026.    sd/- Bitul Chandra Deka, Advocate for D1 and D2
""")

# ---------------- C01 Bika sessions case
u("backlog/2026-02/IMG_20260210_154412.jpg", "handwritten_note_photo", L, "2026-02-10", ["C01"], ["C01-H01"], """
10.2.26  Sessions - Deka sir
SC 112/25 Bika (Orang) - charge framed u/s 304 Pt II IPC. Bika pleaded not guilty, claims trial.
PP Mitali Bora baideu - PW1 Lakhi Tanti on 17.3.
Bika's mother Phulmoni outside crying - told her HC bail will be filed. Need CD copy.
""")
u("backlog/2026-03/Bika PW1 17.3.26.docx", "typed_note_docx", L, "2026-03-17", ["C01"], ["C01-H02"], """
17.03.2026 - S.C. 112/2025 State v. Bikash Orang - Sessions Judge, Sonitpur (Sri A. Deka)
PW1 Lakhi Tanti (informant, widow of deceased) examined in chief by PP.
Cross by me: she admitted she was NOT at the haat; she came after hearing shouting. She heard from Budhu Munda that Bika
hit Rabin. She admitted Rabin had drunk haria that evening and there was a crowd.
Next: 21.04.2026 for PW2 and PW3.
""")
u("backlog/2026-04/IMG-20260424-WA0003.jpg", "handwritten_note_photo", K, "2026-04-24", ["C01", "C06"], ["C01-H03", "C06-H03"], """
তাৰিখ ৰেজিষ্টাৰ  ২০ - ২৪ এপ্ৰিল ২০২৬
21.04.26  S.C. 112/25 (বিকা)  Sessions - সাক্ষী উপস্থিত নাছিল। PP-এ সময় ল'লে। SP-ক সাক্ষী হাজিৰ কৰিবলৈ নিৰ্দেশ।  পৰৱৰ্তী তাৰিখ 26.05.26
23.04.26  T.S. 58/25 (অঞ্জলি দাস)  PW1 affidavit দিয়া হ'ল। Bitul Deka-এ জেৰাৰ বাবে সময় ল'লে।  পৰৱৰ্তী তাৰিখ 28.05.26
- হেমন্ত
""")
u("backlog/2026-05/IMG-20260529-WA0011.jpg", "handwritten_note_photo", K, "2026-05-29", ["C01", "C06"], ["C01-H04", "C06-H04"], """
তাৰিখ ৰেজিষ্টাৰ  ২৫ - ২৯ মে ২০২৬
26.05.26  S.C. 112/25 (বিকা)  PW2 ডাক্তৰ Ranjit Gogoi (PM) সাক্ষ্য আৰু জেৰা হ'ল।  পৰৱৰ্তী তাৰিখ 07.07.26
28.05.26  T.S. 58/25 (অঞ্জলি)  বিবাদীৰ উকীল Bitul Deka উপস্থিত নাছিল। Rs. 500 খৰচ (cost) দি সময়।  পৰৱৰ্তী তাৰিখ 02.07.26
- হেমন্ত
""")
u("backlog/2026-05/bika PW2 doctor 26.5.txt", "typed_note_txt", L, "2026-05-26", ["C01"], ["C01-H04"], """
26.5.26 Bika SC - PW2 Dr Ranjit Gogoi, MO Kanaklata Civil Hospital - did the PM on 03.11.2024.
Chief: one lacerated wound on the left parietal, fracture below. Cause of death: head injury.
My cross: he admitted such an injury is possible by a fall on a hard, stony surface; smell of alcohol in the stomach.
Deka sir recorded it properly. ND 7.7.26 for Budhu Munda.
""")
u("backlog/2026-10/SC 112-25 order sheet certified copy.pdf", "certified_order_sheet_scan", "Sessions Judge, Sonitpur", "2026-10-05", ["C01"], ["C01-H05", "C01-H06", "C01-H07"], """
IN THE COURT OF THE SESSIONS JUDGE, SONITPUR, TEZPUR      Sessions Case No. 112 of 2025
(arising out of G.R. Case No. 1843/2024)        State of Assam -vs- Bikash Orang @ Bika
Sl. | Date | Order
14 | 07.07.2026 | Accused present on bail. Ld. PP present. PW3 Budhu Munda examined. He does not support the prosecution
   |            | case; declared hostile at the prayer of the Ld. PP and cross-examined by the PP and by the defence. He says he
   |            | saw Rabin Tanti fall near the drain in the dark. Fix 18.08.2026 for further PW.  sd/- Sessions Judge
15 | 18.08.2026 | Accused present. The I.O. SI D.J. Kalita absent; reported transferred to Biswanath district. Ld. PP prays
   |            | for time. Allowed. Summons be served through the SP, Biswanath. Fix 29.09.2026.  sd/- Sessions Judge
16 | 29.09.2026 | PW4 SI Dhruba Jyoti Kalita (I.O.) examined and cross-examined. No more PW. Prosecution evidence closed.
   |            | Fix 10.11.2026 for examination of the accused u/s 313 Cr.P.C.  sd/- Sessions Judge
Certified to be true copy. Copying section, District Court, Tezpur. 05.10.2026
""")
u("backlog/2026-11/IMG-20261113-WA0002.jpg", "handwritten_note_photo", K, "2026-11-13", ["C01", "C06"], ["C01-H08", "C06-H08"], """
তাৰিখ ৰেজিষ্টাৰ  ৯ - ১৩ নৱেম্বৰ ২০২৬
10.11.26  S.C. 112/25 (বিকা)  313 ধাৰাৰ প্ৰশ্ন কৰা হ'ল। বিকাই নিজকে নির্দোষ বুলি ক'লে। DW দিব।  পৰৱৰ্তী তাৰিখ 15.12.26
12.11.26  T.S. 58/25 (অঞ্জলি)  Amin report-ৰ আপত্তি নাকচ। Report গ্ৰহণ। PE বন্ধ।  পৰৱৰ্তী তাৰিখ 14.01.27 (DE)
- হেমন্ত
""")
u("backlog/2026-12/IMG_20261215_161032.jpg", "handwritten_note_photo", L, "2026-12-15", ["C01"], ["C01-H09"], """
15.12.26  Deka sir - Bika SC 112/25
DW1 Sukra Orang (Bika's uncle) examined - he was at the haat: Rabin was drunk, pushed Bika, slipped and fell on the
stones by the drain. PP cross - could not shake him much. Defence evidence closed.
Args 19.1.27. Deka sir: "file written arguments also".
""")
u("backlog/2027-01/bika args 19.1.txt", "typed_note_txt", L, "2027-01-19", ["C01"], ["C01-H10"], """
19.01.2027  Bika SC 112/25 - Deka sir
PP Mitali baideu argued 40 min - relies on PW1 and the PM; says hostile PW3 part can be used.
My args part heard - PW1 not an eye witness, PW3 hostile, PW2 admits fall possible, no independent witness.
Deka sir: written notes of arguments by both sides on next date. ND 09.02.2027 - defence args remaining.
""")

# ---------------- C07 HC bail
u("backlog/2026-04/BA 1145-2026 order 09.04.2026.pdf", "certified_order_sheet_scan", "Gauhati High Court", "2026-04-09", ["C07"], ["C07-H02"], """
THE GAUHATI HIGH COURT (HIGH COURT OF ASSAM, NAGALAND, MIZORAM AND ARUNACHAL PRADESH)
Bail Appln. No. 1145/2026   Bikash Orang @ Bika -vs- The State of Assam
BEFORE HON'BLE MR. JUSTICE ARINDAM BARKAKATI
09.04.2026  Heard Mr. D. Saikia, learned counsel for the petitioner and Mr. K. Baishya, learned Addl. P.P., Assam.
The case diary has not been received. Mr. Baishya prays for time. List on 30.04.2026. The case diary be produced.
JUDGE
""")
u("backlog/2026-04/BA 1145-2026 final order 30.04.2026.pdf", "certified_order_sheet_scan", "Gauhati High Court", "2026-04-30", ["C07", "C01"], ["C07-H03"], """
THE GAUHATI HIGH COURT   Bail Appln. No. 1145/2026   Bikash Orang @ Bika -vs- The State of Assam
BEFORE HON'BLE MR. JUSTICE ARINDAM BARKAKATI
30.04.2026  The case diary is produced. The petitioner has been in custody since 04.11.2024; charge is framed u/s 304
Part II IPC in Sessions Case No. 112/2025 and the informant has already been examined. The petitioner is allowed bail on
his furnishing a bond of Rs. 30,000/- with one surety of the like amount to the satisfaction of the learned Sessions
Judge, Sonitpur, on condition that he appears on every date and does not enter No. 3 line of Nahortoli TE.
The bail application stands disposed of.      JUDGE
""")

# ---------------- junior's WhatsApp
u("backlog/2026-06/WhatsApp Chat with Rupam Bora Jr.txt", "whatsapp_export", J, "2026-06-30", ["C02", "C03", "C04", "C07"],
  ["C02-H01", "C02-H02", "C03-H01", "C03-H02", "C04-H02", "C02-H03", "C04-H03", "C03-H03", "C07-H01", "C04-H04",
   "C02-H04", "C03-H04"], """
16/02/26, 12:41 - Rupam Bora Jr: Sir CJM court - Agarwala cheque case, Nripen Kalita ahi nai. Madam BW issue korile. ND 23/3
16/02/26, 12:43 - Dipankar Saikia: ok. Ranjit babu k janai diba
04/03/26, 15:10 - Rupam Bora Jr: Jogen Hazarika appeal - ADC madam notice dile, CO r report mangise. ND 8/4
23/03/26, 11:58 - Rupam Bora Jr: Nripen ahise, bail hol. Particulars explain korile, not guilty koise. CJM madam settlement r kotha sudhise - Dutta sir koise "no instruction". ND 4/5 CE
25/03/26, 16:20 - Rupam Bora Jr: Sir Guwahati - Bika r bail, Barkakati J notice dile, case diary call korise. ND 9/4
01/04/26, 13:05 - Rupam Bora Jr: Labour court - Mangal Tanti rejoinder file korilu, issues settle hol. ND 6/5
08/04/26, 12:30 - Rupam Bora Jr: Jogen r case - CO r report aha nai. ND 13/5
04/05/26, 12:15 - Rupam Bora Jr: Agarwala - CW1 affidavit dilu. Dutta sir cross r babe time loise. ND 15/6
06/05/26, 14:02 - Rupam Bora Jr: Mangal Tanti WW1 affidavit dilu - Goswami sir cross defer korile, manager garden t busy bule. ND 10/6
13/05/26, 13:40 - Rupam Bora Jr: Jogen - CO r report ahise: mutation notice nidiakoi hoise, Jogen r deuta Bapuram r naam jamabandi t asil. Bhuyan sir objection r babe time loise. ND 24/6
10/06/26, 15:22 - Rupam Bora Jr: Mangal Tanti cross hol - 1.5 ghanta. Mangal koise he was sick with jaundice, leave application dise garden office t, babu e receive nokorile. ND 22/7
15/06/26, 12:50 - Rupam Bora Jr: Agarwala CW1 cross hol. Dutta sir Rs. 3,00,000 t settle korar offer dile, Ranjit babu raji nohol. ND 27/7
24/06/26, 14:45 - Rupam Bora Jr: Jogen - objection file hol. ADC madam Lat Mandal k spot verification korib koise, possession kar. ND 5/8
""")
u("backlog/2026-12/WhatsApp Chat with Rupam Bora Jr (2).txt", "whatsapp_export", J, "2026-12-31", ["C02", "C03", "C04"],
  ["C04-H05", "C02-H05", "C03-H05", "C04-H06", "C02-H06", "C04-H07", "C02-H07", "C04-H08", "C02-H08"], """
22/07/26, 13:30 - Rupam Bora Jr: Labour court - WW2 Sanjay Kurmi r evidence hol, workman side close. ND 2/9 MW
27/07/26, 12:20 - Rupam Bora Jr: Agarwala - CW2 AGVB Dhekiajuli r officer (Sri Pranab Nath) ahil, return memo prove hol. CE close. ND 7/9
05/08/26, 16:05 - Rupam Bora Jr: Jogen - Lat Mandal r report: Jogen e 2 bigha 1 katha 5 lecha dokhol t ase. Argument hol, order reserve. ND 16/9
02/09/26, 14:10 - Rupam Bora Jr: Mangal Tanti - MW1 manager Rajdeep Phukan. Koise Mangal 20 din absent, notice 3 ta pathaise. Cross half hol. ND 7/10
07/09/26, 12:35 - Rupam Bora Jr: Agarwala - Nripen ahi nai, exemption petition. Madam Rs. 500 cost diye allow korile. ND 12/10
07/10/26, 15:40 - Rupam Bora Jr: Mangal Tanti MW1 cross complete. PO e muster roll mangisil - management e dile, Feb 2024 t Mangal r naam t "sick" likha ase!! ND 18/11 args
12/10/26, 12:55 - Rupam Bora Jr: Agarwala - Nripen r 351 BNSS statement hol. Koise cheque security hisape dise, blank. ND 23/11 DE
18/11/26, 14:20 - Rupam Bora Jr: Labour court - amar argument hol. Goswami sir busy bule time loise. ND 13/1/27
23/11/26, 12:10 - Rupam Bora Jr: Agarwala - DW nai, defence close. ND 11/1/27 args
""")
u("backlog/2027-01/WhatsApp Chat with Rupam Bora Jr (3).txt", "whatsapp_export", J, "2027-01-31", ["C02", "C04"], ["C02-H09", "C04-H09"], """
11/01/27, 13:15 - Rupam Bora Jr: Sir Agarwala args - amar side complete. Dutta sir time loise. ND 16/2/27
11/01/27, 13:16 - Dipankar Saikia: thik ase. Ranjit babu k koba
13/01/27, 15:30 - Rupam Bora Jr: Labour court - Goswami sir argue korile. PO e 1 week r bhitorot written argument dibo koise. Award 17/2/27
13/01/27, 15:31 - Dipankar Saikia: written args ami likhim, draft pathaba
""")
u("backlog/2027-01/IMG-20270115-WA0007.jpg", "handwritten_note_photo", K, "2027-01-15", ["C02", "C04", "C06"], ["C02-H09", "C04-H09", "C06-H09"], """
তাৰিখ ৰেজিষ্টাৰ  ১১ - ১৫ জানুৱাৰী ২০২৭
11.01.27  C.R. 2207/25 (আগৰৱালা)  CJM - যুক্তি (argument) আমাৰ ফালৰ পৰা হ'ল।  পৰৱৰ্তী তাৰিখ 16.02.27
13.01.27  Ref. 7/25 (মংগল তাঁতী)  Labour Court - written argument এক সপ্তাহত। ৰায় (award) 17.02.27
14.01.27  T.S. 58/25 (অঞ্জলি)  DW1 হৰেণ দাস chief হ'ল। সময় নাই, জেৰা পিছত।  পৰৱৰ্তী তাৰিখ 11.02.27
- হেমন্ত
""")

# ---------------- C02 order sheet
u("backlog/2026-09/CR 2207-25 order dt 07.09.2026.pdf", "certified_order_sheet_scan", "CJM, Sonitpur", "2026-09-07", ["C02"], ["C02-H06"], """
IN THE COURT OF THE CHIEF JUDICIAL MAGISTRATE, SONITPUR, TEZPUR
C.R. Case No. 2207/2025 (u/s 138 N.I. Act)   M/s Maa Tara Hardware -vs- Nripen Kalita
07.09.2026  Complainant present through counsel. Accused absent; petition for exemption filed stating he is at a work
site at Gohpur. Allowed on cost of Rs. 500/- payable to the complainant. Parties asked again about settlement; none.
Fix 12.10.2026 for examination of the accused.      sd/- Chief Judicial Magistrate
""")

# ---------------- C03 mutation appeal
u("backlog/2026-08/jogen spot verification 5 aug.txt", "typed_note_txt", L, "2026-08-05", ["C03"], ["C03-H05"], """
5.8.26 Jogen mutation appeal - ADC (Rev) Nandita Barman madam
Lat Mandal's spot verification report read: Jogen Hazarika in possession of 2 bigha 1 katha 5 lecha, his house and
bari; Dilip's house not on dag 211. Bhuyan argued Dilip is the elder branch.
I argued: no notice to Jogen before mutation, violates the mutation procedure. Order reserved - 16.9.26.
""")
u("backlog/2026-09/ADC order Jogen Hazarika 16.09.2026.pdf", "certified_order_sheet_scan", "Addl. Deputy Commissioner (Revenue), Sonitpur", "2026-09-16", ["C03"], ["C03-H06"], """
IN THE COURT OF THE ADDITIONAL DEPUTY COMMISSIONER (REVENUE), SONITPUR, TEZPUR
Misc. (Mutation Appeal) Case No. 23/2025-26      Jogen Hazarika -vs- Dilip Hazarika & Anr.
ORDER dt. 16.09.2026
Perused the CO's report and the Lat Mandal's spot verification report. The mutation in Mutation Case No. 1190/2025 was
done without notice to the appellant, who is a son of the recorded pattadar and in possession. The order of the Circle
Officer dt. 10.12.2025 is set aside. The matter is remanded to the Circle Officer, Tezpur Revenue Circle, for fresh
mutation after notice to all legal heirs of Late Bapuram Hazarika. The appeal is allowed and disposed of.
sd/- Addl. Deputy Commissioner (Revenue), Sonitpur
""")
u("backlog/2026-09/WhatsApp Chat with Jogen Hazarika.txt", "whatsapp_export", "Jogen Hazarika", "2026-09-17", ["C03"], ["C03-H06"], """
16/09/26, 17:02 - Dipankar Saikia: Jogen, apunar appeal allow hol. Dilip r mutation cancel. CO office t notice dibo, tetiya sokolu ahibo lagibo.
16/09/26, 17:20 - Jogen Hazarika: Dhonyobad sir!! Ma k koisu. Fee r baki 5000 kali dim
17/09/26, 10:11 - Jogen Hazarika: Sir Rs. 5,000 Rupam k dilu
""")

# ---------------- C04 labour
u("backlog/2026-11/WhatsApp Chat with Sanjay Kurmi Union.txt", "whatsapp_export", "Sanjay Kurmi", "2026-11-18", ["C04"], ["C04-H01", "C04-H05", "C04-H08"], """
25/02/26, 14:30 - Sanjay Kurmi: Sir namaskar. Aaj garden ka WS file hua kya? Goswami vakil Guwahati se aaya tha
25/02/26, 15:02 - Dipankar Saikia: Haan, management WS dise - they say Mangal abandoned job. Rejoinder 1/4 t dim
22/07/26, 16:00 - Sanjay Kurmi: Sir mera gawahi theek hua? Goswami sir bahut sawal kiya union ke baare me
22/07/26, 16:12 - Dipankar Saikia: Bhal hol. You said leave letter was given to the garden babu. Ok.
18/11/26, 15:10 - Sanjay Kurmi: Sir award kab tak? Mangal ka ghar me chawal nahi hai
18/11/26, 15:25 - Dipankar Saikia: Aji amar argument hol, garden r time. 13 Jan. Then award.
""")
u("backlog/2026-06/IMG_20260610_165530.jpg", "handwritten_note_photo", L, "2026-06-10", ["C04"], ["C04-H04"], """
10.6.26 Labour Ct - Mangal Tanti WW1 cross by Goswami
- admits he did not go to garden 20.2 to 11.3.24
- says jaundice, treated at Dhekiajuli CHC - prescription filed (Ext. 4)
- leave application given to garden clerk (babu) Sri Pulin Gogoi, no receipt
PO: management to produce muster roll Feb-Mar 2024 at the time of MW.
""")

# ---------------- C05 FT
u("backlog/2026-02/Sahera WS filing 20.2.26.docx", "typed_note_docx", L, "2026-02-20", ["C05"], ["C05-H01"], """
20.02.2026 - F.T. Case No. 412/2024, FT-2 Sonitpur - Sahera Khatun
Written statement filed with documents: (1) voter list 1966 (Kalabari Pathar) with Jamir Ali, father; (2) voter list
1997 and 2005 with Sahera; (3) gaonburha certificate of Rajen Boro; (4) jamabandi of 1958 in the name of Jamir Ali;
(5) school certificate of her brother Nur Islam. Agent of State Tapan Nath - no objection to filing.
Next: 02.04.2026 OP's evidence.
""")
u("backlog/2026-04/IMG_20260402_170511.jpg", "handwritten_note_photo", L, "2026-04-02", ["C05", "C04"], ["C05-H02", "C04-H02"], """
1.4 & 2.4.26
Labour Ct (1.4): Rupam filed rejoinder in Mangal Tanti, issues settled - WW on 6.5.
FT-2 (2.4): Sahera DW1 - chief by affidavit, cross by Tapan Nath: father's name "Jamir Ali" in 1966 list but "Zamir
Uddin" in her 1997 voter list - she said same man, people call him both. Age 1997 list 24 yrs.
Member Bhattacharjee: "bring someone who knew the father". ND 14.5 - DW2 brother Nur Islam.
""")
u("backlog/2026-09/FT-2 412-24 order sheet certified.pdf", "certified_order_sheet_scan", "Foreigners Tribunal No. 2, Sonitpur", "2026-09-15", ["C05"], ["C05-H03", "C05-H04", "C05-H05", "C05-H06"], """
FOREIGNERS TRIBUNAL No. 2, SONITPUR, TEZPUR      F.T. Case No. 412/2024      State -vs- Smt. Sahera Khatun
ORDER SHEET (certified copy)
14.05.2026  OP present with her counsel. DW2 Nur Islam (brother of OP) examined and cross-examined by the Agent of
            the State. Fix 18.06.2026 for further OP evidence.                    sd/- Member, FT-2
18.06.2026  DW3 Sri Rajen Boro, Gaonburha of Kalabari Pathar, examined; proves his certificate as Ext. 6; says he has
            known Jamir Ali's family since childhood. Fix 30.07.2026.              sd/- Member, FT-2
30.07.2026  The OP relies on a photocopy of the voter list of 1966. The OP is directed to produce a certified copy of
            the 1966 voter list from the office of the District Election Officer. Fix 10.09.2026.   sd/- Member, FT-2
10.09.2026  Certified copy of the 1966 voter list of Kalabari Pathar produced and marked Ext. 1(a). OP closes evidence.
            Fix 05.11.2026 for arguments.                                           sd/- Member, FT-2
Certified true copy, 15.09.2026
""")
u("backlog/2026-06/gaonburha rajen boro 18.6.txt", "typed_note_txt", L, "2026-06-18", ["C05"], ["C05-H04"], """
18.6.26 FT-2 Sahera - DW3 gaonburha Rajen Boro
He started with "khulumbai" to the Member - Member smiled. Spoke partly in Bodo, the interpreter helped.
Chief: knows Jamir Ali's family since childhood; Sahera married Abdul Malek in 1994 in the village; gave certificate.
Tapan Nath cross: he became gaonburha only in 2009 - how does he know 1966? He said his father was gaonburha before him.
ND 30.7.
""")
u("backlog/2026-11/sahera args 5.11.txt", "typed_note_txt", L, "2026-11-05", ["C05"], ["C05-H07"], """
5.11.26 FT-2 Sahera args
Me: linkage through the 1966 certified voter list (Ext. 1(a)), jamabandi 1958, DW2 brother and DW3 gaonburha. Name
variation Jamir/Zamir explained by DW2.
Tapan Nath: discrepancy in age; no birth certificate.
Member: opinion reserved. ND 7.1.27.
""")
u("backlog/2027-01/WhatsApp Chat with Nur Islam.txt", "whatsapp_export", "Nur Islam", "2027-01-08", ["C05"], ["C05-H07", "C05-H08"], """
05/11/26, 18:30 - Nur Islam: Sir baidew r case r ki hol? Aami bohut bhoy t asu
05/11/26, 18:41 - Dipankar Saikia: Argument hol. Member e opinion reserve rakhise. 7 January t ahibo.
07/01/27, 14:05 - Dipankar Saikia: Nur, aaji opinion ready nohol. Next date 9 February. Sahera k loi ahiba, dorkar hole.
08/01/27, 09:12 - Nur Islam: Thik ase sir. 9 tarikh t ahim
""")

# ---------------- C06 title suit
u("backlog/2026-03/TS 58 issues 19.3.docx", "typed_note_docx", L, "2026-03-19", ["C06"], ["C06-H02"], """
19.03.2026 - T.S. 58/2025 Anjali Das v. Haren Das - Civil Judge, Tezpur (Smt. P. Saikia)
Issues framed (5): 1. maintainable? 2. limitation? 3. right, title over the suit land (dag 412, PP 88)? 4. dispossessed
in April 2025? 5. relief. Next 23.04.2026 for PW.
""")
u("backlog/2026-07/20260702_141800.jpg", "handwritten_note_photo", L, "2026-07-02", ["C06"], ["C06-H05"], """
2.7.26  Civil Judge - Anjali TS
PW1 Anjali baideu cross by Bitul Deka - 1 hr. She held on: husband Nabin Das got the land in the family settlement of
1989; patta in his name; bamboo fence put by Haren in April 2025.
Cost Rs. 500 of last date paid to us by Bitul Deka.   ND 13.8.26 - PW2.
""")
u("backlog/2026-07/correction anjali ND.txt", "typed_note_txt", L, "2026-07-03", ["C06"], ["C06-H05"], """
Anjali TS 58/25 - correction. In the 2.7 diary I wrote ND 13.8 - wrong. Hemanta checked with peshkar: next date is
06.08.2026 for PW2. Baideu informed.
""")
u("backlog/2026-07/cost receipt TS 58.jpg", "document_photo", "Bitul Chandra Deka, Advocate", "2026-07-02", ["C06"], ["C06-H05"], """
RECEIPT
Received Rs. 500/- (Rupees five hundred only) being the cost imposed on 28.05.2026 in T.S. 58/2025 from the defendants.
Tezpur, 02.07.2026        sd/- for the plaintiff (Dipankar Saikia, Adv.)
""")
u("backlog/2026-08/anjali PW2 amin 6.8.txt", "typed_note_txt", L, "2026-08-06", ["C06"], ["C06-H06"], """
6.8.26 TS 58/25 - PW2 Kamal Bora (neighbour) examined - says Anjali's family cultivated the land till 2025, fence put
by Haren's sons. Cross short.
Our petition for local inspection and measurement by Amin allowed. Amin commission fee Rs. 2,500 to be deposited by us.
ND 17.9.26 for report.
""")
u("backlog/2026-09/Amin report TS 58-25.pdf", "document_scan", "Amin Commissioner, Civil Court Tezpur", "2026-09-15", ["C06"], ["C06-H07"], """
REPORT OF THE AMIN COMMISSIONER   T.S. No. 58/2025, Court of the Civil Judge, Tezpur
Local inspection on 29.08.2026 in presence of both parties. Dag no. 412 measured with the cadastral map: total 3B-2K.
The plaintiff's portion as per the family arrangement: 1 bigha 2 katha on the eastern side. A bamboo fence stands inside
this portion, 38 ft from the eastern boundary, enclosing about 1 bigha. Sketch map annexed.   sd/- Amin Commissioner
""")
u("backlog/2026-11/WhatsApp Chat with Anjali Baideu.txt", "whatsapp_export", "Anjali Das", "2026-11-12", ["C06"], ["C06-H03", "C06-H04", "C06-H07", "C06-H08"], """
23/04/26, 17:10 - Anjali Baideu: Dipankar, aaji ki hol? Moi court t 3 ghanta boi thakilu
23/04/26, 17:25 - Dipankar Saikia: Baideu, affidavit dilu. Haren r ukil Bitul Deka e cross r babe time loile. 28 May
28/05/26, 13:00 - Dipankar Saikia: Baideu, Bitul Deka aaji nahil. Madam e Rs. 500 cost dile. 2 July
17/09/26, 16:40 - Dipankar Saikia: Amin r report ahil - fence apunar bhagot. Bitul Deka e objection dibo koise. 12 Nov
12/11/26, 15:30 - Dipankar Saikia: Objection reject hol, report accept. Amar evidence close. Haren r evidence 14 Jan
12/11/26, 15:45 - Anjali Baideu: Bhal khobor. Bhogowanok dhonyobad
""")

# ---------------- C05-H08 / plan / cause list / misc
u("backlog/2027-01/07.01.27 diary.jpg", "handwritten_note_photo", L, "2027-01-07", ["C05"], ["C05-H08"], """
7.1.27  FT-2 - Sahera
Opinion not ready - Member on leave till 5.1, the peshkar says order "typing hoi ase". ND 9.2.27 for opinion.
Told Nur on phone.
""")
u("backlog/2027-02/week plan 8-13 feb.docx", "typed_note_docx", L, "2027-02-06", ["C01", "C05", "C06", "C02", "C04"], [], """
WEEK PLAN  8 - 13 Feb 2027
Tue 9.2   Sessions (Deka sir) - Bika SC 112/25 - defence args + written notes (ready, print 3 copies)
          FT-2 - Sahera - opinion. Rupam to sit in FT-2, call me when called.
Thu 11.2  Civil Judge - Anjali TS 58/25 - cross of DW1 Haren Das (points: fence date, 1989 family settlement)
Next week: Tue 16.2 CJM Agarwala args (Dutta's turn); Wed 17.2 Labour Ct award - Mangal Tanti.
Sat 13.2 - chamber: draft gratuity petition for Mangal after award.
""")
u("backlog/2027-02/Sessions Judge Sonitpur cause list 09.02.2027.pdf", "cause_list_pdf", "Sessions Judge, Sonitpur", "2027-02-08", ["C01"], [], """
IN THE COURT OF THE SESSIONS JUDGE, SONITPUR, TEZPUR    CAUSE LIST FOR TUESDAY, 09.02.2027
Sl. | Case No. | Parties | Stage
1 | Sessions Case 44/2024 | State vs Pabitra Boro & 2 Ors. | PW
2 | Sessions Case 112/2025 | State vs Bikash Orang @ Bika | Argument (defence)
3 | Crl. Appeal 18/2026 | Dhanjit Kalita vs State | Hearing
4 | Sessions Case 9/2026 | State vs Md. Rafikul Islam | Charge
5 | Crl. Rev. 31/2025 | Minoti Basumatary vs Amal Basumatary | Hearing
6 | Bail (Misc.) 402/2027 | Raju Munda vs State | Bail
Sheristadar, Sessions Court, Tezpur
""")
u("backlog/2026-03/WhatsApp Image 2026-03-16 at 18.02.44.jpeg", "document_photo", L, "2026-03-16", ["C07", "C01"], [], """
IN THE GAUHATI HIGH COURT   Bail Appln. No. ____ /2026 (filing diary no. 1145/2026)
Bikash Orang @ Bika s/o Late Somra Orang, Nahortoli TE No. 5 line .... Petitioner  -vs-  State of Assam
Application u/s 483 BNSS for regular bail in Sessions Case No. 112/2025 (Tezpur P.S. Case 611/2024), u/s 304 Part II IPC.
Grounds: in custody since 04.11.2024; charge framed; no independent eye witness; fall possible per PM.
Bail earlier rejected by the Sessions Judge, Sonitpur, on 20.01.2026.
""")
u("backlog/2026-02/Bika sessions bail reject 20.1.26.pdf", "certified_order_sheet_scan", "Sessions Judge, Sonitpur", "2026-01-20", ["C01"], [], """
IN THE COURT OF THE SESSIONS JUDGE, SONITPUR, TEZPUR   Bail Petition No. 55/2026 in Sessions Case No. 112/2025
20.01.2026  Heard both sides. The offence is serious and charge is yet to be framed. The witnesses are of the same tea
garden line and there is a likelihood of tampering. Bail prayer rejected.      sd/- Sessions Judge
""")
u("backlog/2026-03/C07 HC notice note 25.3.txt", "typed_note_txt", J, "2026-03-25", ["C07"], ["C07-H01"], """
25.3.26 Guwahati HC Ct 11 - Bika bail (BA 1145/26)
Barkakati J - issued notice; Addl PP K. Baishya to produce case diary. ND 9.4.26.
Bus back to Tezpur 5 pm. - Rupam
""")
u("backlog/2026-09/IMG_20260929_143001.jpg", "handwritten_note_photo", L, "2026-09-29", ["C01"], ["C01-H07"], """
29.9.26 Deka sir - Bika
IO SI D.J. Kalita came from Biswanath (SP sent him). Cross: no seizure witness from the haat, lathi not sent to FSL,
sketch map made next day. PE closed. 313 on 10.11.
""")
u("backlog/2026-07/bika PW3 hostile 7.7.txt", "typed_note_txt", L, "2026-07-07", ["C01"], ["C01-H05"], """
7.7.26 Bika SC - PW3 Budhu Munda - HOSTILE!
Said it was dark, he saw Rabin fall near the drain, did not see Bika hit. PP declared him hostile and cross-examined.
Our cross: Rabin and Bika were both drunk; many people pushing. ND 18.8.26.
""")
u("backlog/2026-08/18.08.26 bika IO.txt", "typed_note_txt", L, "2026-08-18", ["C01"], ["C01-H06"], """
18.8.26 (Tue) Bika - IO not present, transferred to Biswanath. PP Mitali baideu asked time again - second time PP took
time for witness in this case. Deka sir: summons through SP Biswanath. ND 29.9.26.
""")
u("backlog/2026-06/ADC jogen 24.6 note.txt", "typed_note_txt", L, "2026-06-24", ["C03"], ["C03-H04"], """
24.6.26 Jogen appeal - Bhuyan filed objection: says Dilip is in possession and Jogen lives in Tezpur town.
ADC madam: "Lat Mandal will go to the spot and report who is in possession." ND 5.8.26.
""")
u("backlog/2026-03/CR 2207 appearance 23.3.txt", "typed_note_txt", J, "2026-03-23", ["C02"], ["C02-H02"], """
23.3.26 CJM - Agarwala v Nripen Kalita CR 2207/25
Accused appeared, bail bond Rs. 10,000. Substance of accusation explained, pleaded not guilty. Madam asked settlement -
Dutta sir no instruction. CE on 4.5.26. - Rupam
""")
u("backlog/2026-09/labour MW1 2.9.txt", "typed_note_txt", L, "2026-09-02", ["C04"], ["C04-H06"], """
2.9.26 Labour Ct - Mangal Tanti - MW1 Rajdeep Phukan, Manager Nahortoli TE
Chief: Mangal absent without leave from 20.2.24; three notices sent to his line quarter; struck off on 12.3.24.
My cross (part): no acknowledgment of the notices; he joined the garden only in 2025, knows from records. ND 7.10.
""")
u("backlog/2026-07/labour 22.7 WW2.txt", "typed_note_txt", J, "2026-07-22", ["C04"], ["C04-H05"], """
22.7.26 Labour Ct - WW2 Sanjay Kurmi, union secretary - says he went with Mangal to give the leave application to
babu Pulin Gogoi on 22.2.24. Goswami cross long on union registration. Workman evidence closed. ND 2.9.26. - Rupam
""")
u("backlog/2026-05/FT-2 DW2 nur islam 14.5.txt", "typed_note_txt", L, "2026-05-14", ["C05"], ["C05-H03"], """
14.5.26 FT-2 Sahera - DW2 Nur Islam (brother) examined. He explained the name: father Jamir Ali, also called Zamir Uddin
in the village; same person. School certificate of Nur (Kalabari Pathar LP school, 1979) shows father Jamir Ali.
Tapan Nath cross: ages. ND 18.6.26.
""")
u("backlog/2026-07/FT 30.7 certified copy.txt", "typed_note_txt", J, "2026-07-30", ["C05"], ["C05-H05"], """
30.7.26 FT-2 Sahera - Member wants certified copy of 1966 voter list from DEO office, photocopy not enough. ND 10.9.
Apply to DEO Sonitpur tomorrow; fee Rs. 120. - Rupam
""")
