"""The uploads of the Ballari practice: what Kotresh, the junior Sushma, the clerk Eranna, the KAT proxy and the
clients actually kept."""

L, J, K = "Kotresh B. Hiremath", "Sushma R. Patil", "Eranna Gadiganur (clerk)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents (before and around the cases)
u("backlog/2024-03/SLAO award Kudithini Sy 212-3.pdf", "document_scan", "Special Land Acquisition Officer, KIADB, Ballari", "2024-03-11", ["C02"], [], """
OFFICE OF THE SPECIAL LAND ACQUISITION OFFICER, KARNATAKA INDUSTRIAL AREAS DEVELOPMENT BOARD, BALLARI
No. SLAO/KIADB/BLY/LAQ/27/2022-23                                   Date: 11.03.2024
AWARD u/s 11 of the L.A. Act, 1894 r/w s. 30 of the KIAD Act, 1966 - Kudithini Industrial Area (Phase II)
Village: Kudithini, Taluk & District: Ballari
Sy. No. 212/3  Extent 4 A 18 G  Khatedar: Hulugappa s/o Thimmappa   Nature: khushki (dry)
Market value fixed at Rs. 12,50,000/- per acre on the basis of the average of sale statistics for three years
preceding the preliminary notification. Solatium 30% and additional market value 12% p.a. as per law.
Total compensation awarded for Sy. No. 212/3: Rs. 74,81,250/-.
The khatedar received the amount under protest on 02.04.2024.             sd/- SLAO, KIADB, Ballari
""")
u("backlog/2025-07/Canara Bank return memo 067781.pdf", "document_scan", "Canara Bank, Sandur branch", "2025-07-08", ["C03"], [], """
CANARA BANK   SANDUR BRANCH (Dist. Ballari)
RETURN MEMO                                        Date: 08/07/2025
Cheque No. 067781 dated 30/06/2025 for Rs. 4,85,000.00 (Rupees Four Lakh Eighty Five Thousand only)
Drawer: K. MOHAN BABU  A/c No. 2861xxxxxxx   Presented by: SRI SAI BALAJI FUELS
Returned for the reason: FUNDS INSUFFICIENT
                                                  Manager
""")
u("backlog/2025-07/notice 138 Mohan Babu.docx", "typed_note_docx", L, "2025-07-21", ["C03"], [], """
KOTRESH B. HIREMATH, B.A., LL.B., Advocate
Door No. 14, Advocates' Chambers, District Court Complex, Ballari
RPAD                                                               Date: 21.07.2025
To, Sri K. Mohan Babu s/o K. Venkataiah, lorry owner, Toranagallu Road, Sandur.
Sub: Statutory notice u/s 138 of N.I. Act.
My client Sri Sai Balaji Fuels (HP dealer), Hosapete Road, Sandur, rep. by its proprietor Sri Y. Srinivasulu,
supplied diesel on credit to your tipper lorries from Jan 2025 to June 2025. Towards the outstanding you issued
cheque No. 067781 dated 30.06.2025 for Rs. 4,85,000/- on Canara Bank, Sandur, which was dishonoured on 08.07.2025
for "funds insufficient". Pay the said amount within 15 days of receipt of this notice, failing which my client
will prosecute you u/s 138.                                                       Advocate
""")
u("backlog/2025-10/wound certificate Shekhar VIMS.jpg", "document_photo", "VIMS Hospital, Ballari", "2025-10-14", ["C04", "C05"], [], """
VIJAYANAGARA INSTITUTE OF MEDICAL SCIENCES, BALLARI - WOUND CERTIFICATE (MLC No. 3318/2025)
Name: Shekhar @ Chandu s/o Hanumanthappa, 27 yrs, Cowl Bazar, Ballari. Brought by HC 211, Cowl Bazar PS, on
12.10.2025 at 10.50 PM, alleged assault with knife at auto stand.
Injuries: 1) stab wound 3 x 1.5 cm left side abdomen, 2) incised wound 4 cm left forearm.
Opinion: injury No. 1 GRIEVOUS, injury No. 2 simple. Weapon: sharp. Alcohol smell present.
                                              Dr. Savitha K., Asst. Professor, Dept. of Surgery
""")
u("backlog/2025-10/FIR Cr 118-2025 Cowl Bazar PS.pdf", "document_scan", "Cowl Bazar Police Station, Ballari", "2025-10-13", ["C04", "C05"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)
District: Ballari   P.S.: Cowl Bazar   Crime No. 118/2025   Date: 13.10.2025 00:40 hrs
Sections: 109, 118(2), 352 BNS
Complainant: Shekhar @ Chandu s/o Hanumanthappa, auto driver. Statement recorded at VIMS: on 12.10.2025 at about
10.15 PM at the auto stand near Cowl Bazar circle, over the turn of autos, Manjunatha @ Manja s/o Gadilingappa
abused him and stabbed him with a knife on the left side of the stomach. Ramesh, another auto driver, separated them.
Accused arrested on 14.10.2025.                                     PSI Girish Naik, Cowl Bazar PS
""")
u("backlog/2026-01/Crl Misc 2104-2025 bail rejected PDJ.pdf", "document_scan", "Principal District and Sessions Judge, Ballari", "2026-01-19", ["C04", "C05"], [], """
IN THE COURT OF THE PRINCIPAL DISTRICT AND SESSIONS JUDGE, BALLARI
Crl. Misc. No. 2104/2025       Manjunatha @ Manja vs State by Cowl Bazar PS
ORDER ON BAIL PETITION u/s 483 BNSS
The injury on the abdomen is grievous as per the wound certificate. Charge sheet is yet to be filed. The
petitioner is involved in one more case (Cr. No. 64/2023, Brucepet PS, u/s 324 IPC). At this stage the petition
is rejected.
Pronounced in open court on this the 19th day of January, 2026.             sd/- PDJ, Ballari
""")
u("backlog/2025-11/plaint OS 87-2025 Sandur scan.pdf", "document_scan", L, "2025-11-21", ["C01"], [], """
IN THE COURT OF THE SENIOR CIVIL JUDGE AND JMFC AT SANDUR
O.S. No. ____ /2025
Plaintiff: Bojja Venkata Ramana Reddy s/o B. Chenna Reddy, 49 yrs, lorry owner, Vaddu, Sandur Tq.
Defendants: 1. K. Thippeswamy  2. G. Hanumantha Reddy  3. S. Mallesh
SUIT FOR DISSOLUTION OF PARTNERSHIP AND RENDITION OF ACCOUNTS
3. The plaintiff and the defendants formed the partnership firm "Sri Kanaka Durga Lorry Owners" by deed dated
01.04.2021; the firm owns six tipper lorries which carry iron ore from Donimalai to Hosapete. The plaintiff's
share is 30%, the 1st defendant is the managing partner and keeps the books and the bank account.
5. From April 2023 the 1st defendant has not shown the accounts; the plaintiff is entitled to not less than
Rs. 18,60,000/- as his share of profits for 2023-24 and 2024-25.
PRAYER: dissolve the firm, direct accounts, appoint a receiver, restrain the defendants from selling the lorries.
Valuation for court fee: Rs. 18,60,000/-.
""")
u("backlog/2025-12/DC order Moka MR 34 cancelled.pdf", "document_scan", "Deputy Commissioner, Ballari", "2025-10-27", ["C06"], [], """
COURT OF THE DEPUTY COMMISSIONER, BALLARI DISTRICT, BALLARI
RA (Mutation) No. 112/2024-25        Kariyappa s/o Bheemappa vs Siddalingaiah s/o Basappa & AC Ballari
ORDER
The appellant challenges M.R. No. 34/2019-20 by which the land in Sy. No. 77/2 (3 acres 06 guntas) of Moka
village was mutated in the name of the 1st respondent on the basis of an unregistered will dated 04.06.2018.
Mutation on an unregistered will, without notice to the appellant, a legal heir, is not sustainable.
M.R. No. 34/2019-20 is cancelled; the Tahsildar, Ballari shall restore the RTC entry in the name of late Basappa.
Dated 27.10.2025.                                    sd/- Deputy Commissioner, Ballari
""")
u("backlog/2026-03/WS D1 partition OS 203-2024.pdf", "document_scan", "Sri Doddabasappa Kuri (for D1)", "2026-03-06", ["C07"], [], """
IN THE COURT OF THE SENIOR CIVIL JUDGE AND JMFC AT SANDUR
O.S. No. 203/2024   Smt. Lakshmidevi vs Channaveerappa & others
WRITTEN STATEMENT OF DEFENDANT No. 1
4. The plaint schedule properties were partitioned orally among the family in the year 1998 and a palupatti
was written on 12.05.1998; the plaintiff, who was married in 1996, was given 40 tolas of gold and Rs. 50,000 at
her marriage and has no share.
6. The suit is bad for non-joinder of the plaintiff's sister Smt. Nagaveni. The suit is liable to be dismissed.
""")
u("backlog/2026-03/IMG_20260311_183012.jpg", "document_photo", "Smt. Lakshmidevi (client)", "2026-03-11", ["C07"], [], """
[photo of a handwritten Kannada paper, stamp paper of Rs. 5]
ಪಾಲುಪಟ್ಟಿ  ದಿನಾಂಕ 12-05-1998
ಯಶವಂತನಗರ ಗ್ರಾಮದ ಸ.ನಂ. 45 ಮತ್ತು 46 ರ ಜಮೀನನ್ನು ಚನ್ನವೀರಪ್ಪ, ಶಿವಪ್ಪ ಮತ್ತು ಮಲ್ಲಪ್ಪ ಇವರು ಮೂವರು ಸಮವಾಗಿ ಹಂಚಿಕೊಂಡಿರುತ್ತಾರೆ.
ಸಾಕ್ಷಿಗಳು: 1) ಗೌಡ್ರ ಬಸಪ್ಪ  2) ......
(no signature of Lakshmidevi; not registered)
[Kotresh's note on the print: palupatti - unregistered, L not a party - Vineeta Sharma]
""")

u("backlog/2026-04/sale deed Kenchappa 2021 certified copy.pdf", "document_scan", "Sub-Registrar, Ballari", "2026-04-09", ["C02"], [], """
CERTIFIED COPY - OFFICE OF THE SUB-REGISTRAR, BALLARI   Document No. BLR-1-04418-2021-22   Book I
SALE DEED dated 14.09.2021
Vendor: Kenchappa s/o Doddappa, Kudithini.  Purchaser: M/s Sri Ranga Roadlines, rep. by partner P. Venkatesh.
Property: 1 acre 00 guntas in Sy. No. 208/1, Kudithini village, Ballari taluk, abutting the Ballari-Hosapete
National Highway on the north.
Consideration: Rs. 38,00,000/- (Rupees thirty eight lakh only) paid by RTGS and cheque.
Market value as per guidance: Rs. 9,60,000/-. Stamp duty paid on Rs. 38,00,000/-.
Certified copy issued on 09.04.2026 on application No. 611/2026.
""")

# ---------------- C05 Manja bail at Dharwad (and the sessions case before committal)
u("backlog/2026-02/Dharwad 9 Feb Manja bail.docx", "typed_note_docx", L, "2026-02-09", ["C05"], ["C05-H01"], """
09.02.2026 Mon - HC Dharwad Bench, CH 3 - Malagi J
Crl.P. 100512/2026 Manja bail (Cr 118/25 Cowl Bazar)
Admitted on first call. Notice to HCGP, returnable 23.02.2026.
Malagi J first thing asked: "wound certificate yelli?" - grievous or simple? I said one stab grievous, forearm simple.
Also asked antecedents - told him Brucepet case 2023, 324 IPC, pending, no conviction.
Left Dharwad 3 pm, Ballari by 8.
""")
u("backlog/2026-02/dharwad 23-2.txt", "typed_note_txt", L, "2026-02-23", ["C05"], ["C05-H02"], """
23/2 Dharwad CH3 Manja bail
Uppar HCGP - objections not ready, wants wound cert + CS status from Cowl Bazar PS. Judge gave time, but said
"next date no more time". Chargesheet filed 06.02.2026 per PSI (I had the copy - showed it).
ND 09.03.2026. Hanumakka (mother) came to Dharwad, paid Rs. 5,000 advance towards fee.
""")
u("backlog/2026-03/Crl.P.100512-2026 order 09.03.2026.pdf", "certified_order_sheet_scan", "High Court of Karnataka, Dharwad Bench", "2026-03-12", ["C05"], ["C05-H03"], """
IN THE HIGH COURT OF KARNATAKA, DHARWAD BENCH
DATED THIS THE 9TH DAY OF MARCH, 2026
BEFORE THE HON'BLE MR. JUSTICE ANAND V. MALAGI
CRIMINAL PETITION No. 100512 OF 2026
BETWEEN: Manjunatha @ Manja ...PETITIONER (By Sri Kotresh B. Hiremath, Advocate)
AND: State of Karnataka by Cowl Bazar P.S., rep. by SPP ...RESPONDENT (By Sri Praveen K. Uppar, HCGP)
ORDER
Charge sheet has been filed. The petitioner has been in custody since 14.10.2025. The other case against him is
under s. 324 IPC and is pending trial. Trial will take time. The petition is allowed. The petitioner shall be
released on bail in Crime No. 118/2025 of Cowl Bazar P.S. on executing a personal bond for Rs. 1,00,000/- with
two sureties for the likesum to the satisfaction of the trial court, subject to the conditions: (i) he shall not
threaten or tamper with the prosecution witnesses; (ii) he shall not enter the limits of Cowl Bazar P.S. except for
the trial; (iii) he shall mark his attendance before the Cowl Bazar P.S. on the first Sunday of every month till
the conclusion of the trial.                                                      Sd/- JUDGE
""")

# ---------------- C02 Hulugappa LAC
u("backlog/2026-02/IMG-20260213-WA0007.jpg", "handwritten_note_photo", K, "2026-02-13", ["C02"], ["C02-H01"], """
ದಿನಾಂಕ 13.02.2026 ಶುಕ್ರವಾರ
ಪ್ರಧಾನ ಜಿಲ್ಲಾ ನ್ಯಾಯಾಲಯ ಬಳ್ಳಾರಿ (ಹಾಲ್ 1)
ಎಲ್.ಎ.ಸಿ. 14/2024 ಹುಲುಗಪ್ಪ ವಿ. ಕೆ.ಐ.ಎ.ಡಿ.ಬಿ.
KIADB ವಕೀಲರು ಗಂಗಾಧರ್ ಅವರು ಆಕ್ಷೇಪಣೆಗೆ ಸಮಯ ಕೇಳಿದರು - ಬೆಂಗಳೂರು ಕಚೇರಿಯಿಂದ ಸೂಚನೆ ಬಂದಿಲ್ಲ.
ಮುಂದಿನ ದಿನಾಂಕ 20.03.2026
- ಈರಣ್ಣ
""")
u("backlog/2026-03/IMG_20260320_141906.jpg", "handwritten_note_photo", L, "2026-03-20", ["C02"], ["C02-H02"], """
20/3/26  PDJ Hall-1  LAC 14/24 Hulugappa
Gangadhar filed objns - "award rate 12.5 L/acre is just, land khushki, no NA".
PDJ: "claimant evidence start maadi, sale exemplars tanni". Need certified copies of sale deeds
(Kenchappa's 2021 deed + 3 others) from SRO Ballari - Eranna to apply.
ND 17/4 - PW1 chief.
""")
u("backlog/2026-04/LAC 14-2024 PW1 chief 17.04.docx", "typed_note_docx", L, "2026-04-17", ["C02"], ["C02-H03"], """
LAC 14/2024 - 17.04.2026 - PDJ, Ballari
PW1 Hulugappa - chief affidavit filed. Marked Ex.P1 to P8:
P1 award copy, P2 RTC, P3 notification, P4 sketch, P5-P8 four sale deeds of Kudithini (2019-2021), highest is
Kenchappa's deed dt 14.09.2021 - 1 acre sold for Rs. 38,00,000.
Claim in reference: Rs. 45 lakh per acre (land touches Ballari-Hosapete highway, 300 m from KIADB approach road).
PDJ asked the guidance value also - told him Rs. 9.6 lakh/acre for Kudithini dry land (2021). Note for args.
ND 19.06.2026 for cross of PW1.
""")
u("backlog/2026-06/hulugappa cross 19 june.txt", "typed_note_txt", L, "2026-06-19", ["C02"], ["C02-H04"], """
19/06/2026 LAC 14/24 PW1 cross (Gangadhar)
- admitted land is khushki, grows jowar and groundnut, no borewell. Said "maLe aadare mekke jola, shenga".
- denied that highway frontage is only 20 ft - says 200 ft.
- admitted Kenchappa's land is nearer Kudithini bus stand than his.
- Ex.P5-P8 not challenged on genuineness, only "small extents".
ND 31/7 PW2 Kenchappa. Tell Hulugappa to bring him, & the original 2021 deed.
""")
u("backlog/2026-07/IMG_20260731_163355.jpg", "handwritten_note_photo", L, "2026-07-31", ["C02"], ["C02-H05"], """
31.7.26 LAC Hulugappa - PW2 Kenchappa
chief: sold 1 acre in Sy 208/1 for 38 L in Sept 2021 to Jindal vendor (transporter), cheque + RTGS.
cross: admitted buyer wanted it for a truck yard, "highway mele ide". Only 1 acre.
Claimant evidence closed. KIADB evidence next - ND 18/9.
""")
u("backlog/2026-09/LAC 14-2024 order sheet 18.09.2026.pdf", "certified_order_sheet_scan", "Principal District and Sessions Judge, Ballari", "2026-09-22", ["C02"], ["C02-H06"], """
IN THE COURT OF THE PRINCIPAL DISTRICT AND SESSIONS JUDGE, BALLARI
L.A.C. No. 14/2024
18.09.2026
Claimant by Sri KBH - present.  R1 & R2 by Sri AG (Panel Advocate, KIADB) - present.
For respondents' evidence. No witness present. Counsel for R2 seeks time on the ground that the officer of the
SLAO office is deputed for election work. Already claimant's evidence is closed on 31.07.2026. Time granted
subject to costs of Rs. 1,000/- payable to the claimant. No further time.
Call on 06.11.2026 for respondents' evidence.
                                                         PDJ, Ballari
""")
u("backlog/2026-11/LAC RW1 6.11.txt", "typed_note_txt", L, "2026-11-06", ["C02"], ["C02-H07"], """
6 Nov LAC 14/24 - RW1 R. Prakash, FDA, SLAO office KIADB Ballari.
Costs Rs. 1,000 paid by Gangadhar before evidence (Hulugappa got it).
Chief: award on average sale statistics 2017-2020, Rs. 12.5 L/acre.
My cross: admitted Kenchappa's 2021 sale (Ex.P8) was NOT taken in the statistics - "after the cut-off".
Admitted no site inspection of Sy 212/3 by him personally.
RE closed. ND 08.01.2027 arguments.
""")
u("backlog/2027-01/IMG-20270108-WA0003.jpg", "handwritten_note_photo", K, "2027-01-08", ["C02", "C04"], ["C02-H08"], """
ದಿನಾಂಕ 08.01.2027 ಶುಕ್ರವಾರ - ಪ್ರಧಾನ ಜಿಲ್ಲಾ ನ್ಯಾಯಾಲಯ
1) ಎಲ್.ಎ.ಸಿ. 14/2024 ಹುಲುಗಪ್ಪ - ನಮ್ಮ ವಾದ ಮುಗಿಯಿತು (ಸಾಹೇಬರು 1 ಗಂಟೆ). KIADB ವಾದಕ್ಕೆ ಸಮಯ.
   ಮುಂದಿನ ದಿನಾಂಕ 26.02.2027
2) ಎಸ್.ಸಿ. 56/2026 ಮಂಜ - ಈ ದಿನ ಇಲ್ಲ, 28.01.2027 ಕ್ಕೆ ಇದೆ (IO ಸಾಕ್ಷಿ)
- ಈರಣ್ಣ
""")
u("backlog/2027-01/LAC args 8 jan.docx", "typed_note_docx", L, "2027-01-08", ["C02"], ["C02-H08"], """
8.1.2027 LAC 14/2024 arguments (ours) - approx 1 hr before PDJ
Pressed: Ex.P8 Kenchappa 38 L/acre (2021), highway frontage, RW1's admission that the 2021 sale was left out.
Cited: Chimanlal Hargovinddas (AIR 1988 SC 1652) on exemplars; deduction for development - argued not more
than 1/3rd. Asked for Rs. 30 lakh/acre at least.
PDJ asked: "small extent sale - what deduction?" - I said 20-25%.
Gangadhar: KIADB "instructions" again, time for arguments. ND 26.02.2027.
""")

# ---------------- C03 Balaji Fuels cheque case and the Sandur chats
u("backlog/2026-06/WhatsApp Chat with Sushma Jr.txt", "whatsapp_export", J, "2026-06-17", ["C03", "C01", "C07"], ["C03-H01", "C03-H02", "C01-H02", "C07-H02", "C03-H04", "C07-H03"], """
20/02/26, 12:41 pm - Sushma Jr: Sir Sandur update - Balaji fuels CC 412/25. Accused Mohan Babu absent, summons served aagide. Madam BW issue maadidru 10,000. ND 25/3
20/02/26, 12:43 pm - Kotresh B H: ok. Srinivasulu ge heli
25/03/26, 11:58 am - Sushma Jr: Mohan Babu bandidda sir, Syed Imran vakalath. Bail aaytu, surety his brother. ND 24/4 plea ge
25/03/26, 12:02 pm - Kotresh B H: 👍
08/04/26, 1:15 pm - Sushma Jr: Sir lorry case (Reddy) objections to IA-1 file maadidru Ravindranath. IA-1 args ge 10/6 ND. Copy kalisuttini
08/04/26, 1:16 pm - Sushma Jr: <Media omitted>
13/04/26, 12:30 pm - Sushma Jr: Lakshmidevi partition - D2 to D4 memo filed adopting D1 WS. ND 17/6 issues ge
13/04/26, 12:31 pm - Kotresh B H: ok. Draft issues ready maadi, palupatti point + Nagaveni non-joinder
05/06/26, 12:20 pm - Sushma Jr: Sir cheque case CW1 affidavit file aaytu. Imran cross ge time keLidru, madam kottru. ND 10/7
05/06/26, 12:21 pm - Sushma Jr: Madam heLidru "accused every date present irbeku, exemption easy aagi kodalla"
17/06/26, 1:05 pm - Sushma Jr: Partition issues frame aaytu - 6 issues. Issue 3 palupatti, issue 5 non-joinder. ND 22/7 PW1
17/06/26, 1:06 pm - Kotresh B H: Good. Lakshmidevi affidavit draft naale
""")
u("backlog/2026-04/CC 412-2025 order sheet 24.04.2026.pdf", "certified_order_sheet_scan", "Senior Civil Judge and JMFC, Sandur", "2026-04-28", ["C03"], ["C03-H03"], """
IN THE COURT OF THE SENIOR CIVIL JUDGE AND JMFC, SANDUR
C.C. No. 412/2025
24.04.2026
Complainant by Sri KBH (Sri SRP proxy) - present. Accused present with Sri SI, advocate.
Substance of accusation for the offence p/u/s 138 of N.I. Act read over and explained to the accused in Telugu.
Accused pleaded not guilty and claims to be tried. Accused states that the cheque was a blank signed cheque given
as security for diesel credit and the amount was already paid.
For complainant's evidence, call on 05.06.2026.
                                                    Senior Civil Judge & JMFC, Sandur
""")
u("backlog/2026-07/IMG_20260710_costs receipt Sandur.jpg", "document_photo", "Senior Civil Judge and JMFC, Sandur (nazarat)", "2026-07-10", ["C03"], ["C03-H05"], """
[photo of a receipt]
C.C. No. 412/2025   Sri Sai Balaji Fuels v. K. Mohan Babu
Received from the counsel for the accused costs of Rs. 500/- (Rupees five hundred only) as ordered on 10.07.2026
on the exemption application of the accused. Paid to the complainant's counsel.
Sl. No. 219   Sandur 10.07.2026       sd/- (for) Sheristedar
""")
u("backlog/2026-12/WhatsApp Chat with Sushma Jr (2).txt", "whatsapp_export", J, "2026-12-02", ["C03", "C01", "C07"], ["C03-H05", "C01-H06", "C03-H07", "C07-H06"], """
10/07/26, 12:12 pm - Sushma Jr: Sir Mohan Babu absent again - fever antha exemption haakidru Imran. Madam 500 cost haaki allow maadidru. CW1 cross aagilla. ND 14/8
10/07/26, 12:13 pm - Kotresh B H: Receipt photo kalisu
26/08/26, 1:40 pm - Sushma Jr: Lorry case issues frame aaytu sir, 5 issues. Madam D1 ge strict warning - accounts next date file maadbeku illa andre adverse inference. ND 30/9
26/08/26, 1:41 pm - Kotresh B H: super. Reddy garu ki cheppu
25/09/26, 12:50 pm - Sushma Jr: Cheque case CW2 bank manager bandidru sir, but Imran again "accused unwell, hospital" antha time. Madam tumba bejaar. ND 13/11
25/09/26, 12:51 pm - Sushma Jr: This is 3rd time Imran time tagondidu sir
07/10/26, 12:35 pm - Sushma Jr: Partition - Kuri sir absent, no one for defts. Madam 500 cost haaki adjourn. PW1 re-exam aagilla. ND 18/11
07/10/26, 12:36 pm - Kotresh B H: ok. Lakshmidevi ge tell, 18 ku PW2 Basamma bartaare
02/12/26, 6:10 pm - Sushma Jr: Sir December plan kalisi please
""")
u("backlog/2026-08/Balaji CW1 cross 14.8.docx", "typed_note_docx", J, "2026-08-14", ["C03"], ["C03-H06"], """
CC 412/2025 - 14.08.2026 - CW1 Y. Srinivasulu cross by Syed Imran
- Suggestion: cheque was blank, given in Jan 2025 as security - denied. CW1: "he filled and signed in my bunk in
  front of my manager Narasimha on 30.06.2025".
- Admitted no written credit agreement; diesel ledger (Ex.P7) maintained in computer.
- Admitted accused paid Rs. 1,20,000 in March 2025 by PhonePe - but says that was for older bills.
- Denied that the balance due was only Rs. 2 lakh.
Cross over. CW2 bank manager next - ND 25.09.2026.
""")
u("backlog/2026-11/20261113_170512.jpg", "handwritten_note_photo", L, "2026-11-13", ["C03"], ["C03-H08"], """
13/11/26 Sandur - CC 412/25 Balaji
CW2 Sri Praveen Joshi, Manager, Canara Bk Sandur - return memo Ex.P3, a/c statement Ex.P9.
Balance in Mohan Babu's a/c on 08.07.25 = Rs. 11,420 only.
Imran cross 10 min, nothing much. CE closed.
ND 6/1/27 for 313.
""")
u("backlog/2027-01/IMG-20270106-WA0011.jpg", "handwritten_note_photo", K, "2027-01-06", ["C03"], ["C03-H09"], """
ದಿನಾಂಕ 06.01.2027 ಬುಧವಾರ - ಸಂಡೂರು ನ್ಯಾಯಾಲಯ
ಸಿ.ಸಿ. 412/2025 ಬಾಲಾಜಿ ಫ್ಯೂಯಲ್ಸ್ ವಿ. ಮೋಹನ್ ಬಾಬು
ಆರೋಪಿಯ 313 ಹೇಳಿಕೆ ದಾಖಲಾಯಿತು. ಆರೋಪಿ ಪರ ಸಾಕ್ಷಿ ನೀಡುತ್ತೇನೆ ಎಂದರು (DW1 ಆಗಿ ಆರೋಪಿ).
ಮುಂದಿನ ದಿನಾಂಕ 05.03.2027 - ಆರೋಪಿ ಪರ ಸಾಕ್ಷಿ
- ಈರಣ್ಣ
""")

# ---------------- C04 Manja sessions case
u("backlog/2026-04/IMG-20260416-WA0004.jpg", "handwritten_note_photo", K, "2026-04-16", ["C04"], ["C04-H01"], """
ದಿನಾಂಕ 16.04.2026 ಗುರುವಾರ
ಪ್ರಧಾನ ಜಿಲ್ಲಾ ಮತ್ತು ಸತ್ರ ನ್ಯಾಯಾಲಯ - ಎಸ್.ಸಿ. 56/2026 ಸರ್ಕಾರ ವಿ. ಮಂಜುನಾಥ @ ಮಂಜ
ಆರೋಪಿ ಹಾಜರು (ಜಾಮೀನಿನ ಮೇಲೆ). ಆರೋಪಪಟ್ಟಿ ಪ್ರತಿಗಳನ್ನು ನೀಡಲಾಯಿತು.
ಮುಂದಿನ ದಿನಾಂಕ 11.06.2026 - ಆರೋಪ ರಚನೆ (charge)
- ಈರಣ್ಣ
""")
u("backlog/2026-06/SC 56-2026 order sheet 11.06.2026.pdf", "certified_order_sheet_scan", "Principal District and Sessions Judge, Ballari", "2026-06-15", ["C04"], ["C04-H02"], """
IN THE COURT OF THE PRINCIPAL DISTRICT AND SESSIONS JUDGE, BALLARI
S.C. No. 56/2026
11.06.2026
Accused present. Learned PP present. Defence counsel Sri KBH present. Heard on charge.
There are sufficient grounds to presume that the accused committed the offences p/u/ss 109, 118(2) and 352 of BNS.
Charge framed, read over and explained to the accused in Kannada. He pleaded not guilty and claims to be tried.
Issue summons to CW1 to CW3. Call on 16.07.2026 for prosecution evidence.
                                                   Principal District & Sessions Judge, Ballari
""")
u("backlog/2026-07/20260716_154410.jpg", "handwritten_note_photo", L, "2026-07-16", ["C04"], ["C04-H03"], """
16.7.26  SC 56/26 Manja - PW1 Shekhar @ Chandu (injured)
chief by PP: Manja came at 10.15 pm, "nin auto munde haakbeda" fight, he took knife from pant and stabbed.
Identified the accused. MO1 knife identified.
Cross deferred on my request (need his VIMS MLC - alcohol smell). PDJ allowed, but "next date cross must".
ND 6/8.
""")
u("backlog/2026-08/Manja PW1 cross 6-8.docx", "typed_note_docx", L, "2026-08-06", ["C04"], ["C04-H04"], """
S.C. 56/2026 - 06.08.2026 - cross of PW1 Shekhar @ Chandu (by me)
- admitted he had "two quarter" (alcohol) at the bar near the circle before the incident.
- admitted 20-25 drivers had gathered and it was dark, the tube light of the stand was not working.
- admitted he did not actually see the knife in Manja's hand before he felt the pain - "aamele nodide".
- denied the suggestion that Ramesh was the one with the knife.
- Police statement says "right side"; wound certificate says left side - confronted, he said "gottilla".
PDJ recorded it all word by word, slow. ND 03.09.2026 PW2 Ramesh.
""")
u("backlog/2026-09/IMG-20260903-WA0002.jpg", "handwritten_note_photo", K, "2026-09-03", ["C04"], ["C04-H05"], """
ದಿನಾಂಕ 03.09.2026 ಗುರುವಾರ
ಎಸ್.ಸಿ. 56/2026 ಮಂಜ - PW2 ರಮೇಶ್ ಗೆ ಸಮನ್ಸ್ ತಲುಪಿಲ್ಲ. ಪಿ.ಪಿ. ಲೋಕೇಶ್ ಅವರು ಸಮಯ ಕೇಳಿದರು.
ಸಾಹೇಬರು: "SP ಮೂಲಕ ಸಮನ್ಸ್ ಕಳಿಸಿ".
ಮುಂದಿನ ದಿನಾಂಕ 08.10.2026
- ಈರಣ್ಣ
""")
u("backlog/2026-10/manja PW2 hostile 8 oct.txt", "typed_note_txt", L, "2026-10-08", ["C04"], ["C04-H06"], """
08/10/2026 SC 56/26 - PW2 Ramesh (auto driver, eyewitness per CS)
Turned HOSTILE. Said he came after the fight, saw Chandu bleeding, took him to VIMS in his auto. Did not see who
stabbed. PP Lokesh treated him hostile, cross - he denied giving statement to police.
Our cross: only 2 questions - he took Chandu to VIMS alone, Manja was not there at the stand then.
ND 12.11.2026 PW3 doctor.
""")
u("backlog/2026-11/20261112_162201.jpg", "handwritten_note_photo", L, "2026-11-12", ["C04"], ["C04-H07"], """
12/11/26 SC 56 Manja - PW3 Dr. Savitha K., VIMS (wound cert Ex.P4)
chief: stab 3 x 1.5 cm left abdomen - grievous, forearm simple. Possible by MO1.
my cross: admitted "alcohol smell present" recorded; injury possible by fall on a sharp object "ruled out? - no,
cannot rule out completely". Depth not noted in MLC.
ND 10/12 PW4 IO PSI Girish Naik.
""")
u("backlog/2026-12/SC 56-2026 order sheet 10.12.2026.pdf", "certified_order_sheet_scan", "Principal District and Sessions Judge, Ballari", "2026-12-14", ["C04"], ["C04-H08"], """
IN THE COURT OF THE PRINCIPAL DISTRICT AND SESSIONS JUDGE, BALLARI
S.C. No. 56/2026
10.12.2026
Accused present. PP present. Defence counsel present.
CW8 (PW4) - Investigating Officer Sri Girish Naik, PSI, absent. Report from the SHO that he is deputed for
bandobast duty at Hampi. The IO shall appear without fail; the Superintendent of Police, Ballari to ensure the
presence of the IO on the next date. Office to send summons through SP.
Call on 28.01.2027 for evidence of PW4.
                                                   Principal District & Sessions Judge, Ballari
""")
u("backlog/2027-01/manja IO chief 28 jan.txt", "typed_note_txt", L, "2027-01-28", ["C04"], ["C04-H09"], """
28 Jan 27 - SC 56/2026 Manja - PW4 PSI Girish Naik (IO) chief by PP
- spot mahazar Ex.P6, seizure of MO1 knife "at the instance of accused" from a drain behind Cowl Bazar market
  on 15.10.2025 - voluntary statement Ex.P7.
- no independent panch for recovery except one Hanumantha (not cited!)
Time over, chief completed. My cross next date - ND 26.02.2027.
Prepare: right/left side contradiction, recovery panch not examined, FSL report for blood on MO1 not received.
""")

# ---------------- C06 Siddalingaiah KAT appeal
u("backlog/2026-03/KAT 16 march admission.docx", "typed_note_docx", L, "2026-03-16", ["C06"], ["C06-H01"], """
16.03.2026 - KAT Bengaluru, Court Hall 2 - Appeal No. 1874/2025 Siddalingaiah v. State & Kariyappa
Went myself (KSRTC night bus). Admitted. Notice to R1 and R2.
Interim: DC's order dt 27.10.2025 stayed; RTC entry to remain in appellant's name till next date.
Member (J) Chandrashekar asked: "DC office records yaake illa?" - Govt Advocate Bharathi to secure the records.
ND 15.06.2026. Raghu (Raghavendra Rao, Bengaluru) will appear on ordinary dates.
""")
u("backlog/2026-12/WhatsApp Chat with Raghu KAT Blr.txt", "whatsapp_export", "Raghavendra Rao (proxy advocate, Bengaluru)", "2026-12-14", ["C06"], ["C06-H02", "C06-H03", "C06-H05"], """
15/06/26, 3:12 pm - Raghu KAT Blr: Sir 1874/25 - GA Bharathi madam sought time, DC office records not received. Stay extended. ND 10.08.2026
15/06/26, 3:20 pm - Kotresh B H: Thanks Raghu. Stay extended clearly?
15/06/26, 3:21 pm - Raghu KAT Blr: Yes sir "interim order to continue"
10/08/26, 2:48 pm - Raghu KAT Blr: Sir R2 Kariyappa objections filed by Prakash Jain (copy served on me). Records still not come, GA again time. Member said last chance for records. ND 05.10.26
10/08/26, 2:50 pm - Kotresh B H: I'll come on 5th Oct myself
14/12/26, 1:05 pm - Raghu KAT Blr: Sir Member (J) on leave today, board discharged. Your appeal ND 15.03.2027
14/12/26, 1:07 pm - Kotresh B H: ok noted
""")
u("backlog/2026-10/KAT args 5 oct.docx", "typed_note_docx", L, "2026-10-05", ["C06"], ["C06-H04"], """
05.10.2026 KAT CH-2 Appeal 1874/2025
Records from DC office finally produced by GA (file of RA 112/2024-25 + MR 34/2019-20 file).
My arguments ~40 min: (1) Kariyappa had notice of the MR - his own signature in the notice register of the village
accountant (page 18); (2) DC decided title on the will, which he cannot do in a mutation appeal - only civil court;
(3) RA was barred - filed 4 years after MR.
Member: "limitation point strong, will question - civil court". Part heard.
ND 14.12.2026. Prakash Jain to argue next.
""")
u("backlog/2026-12/correction KAT ND.txt", "typed_note_txt", L, "2026-12-16", ["C06"], [], """
16/12 CORRECTION - KAT 1874/25 Siddalingaiah
Raghu's msg on 14/12 said ND 15.03.2027 - WRONG. Checked KAT website cause list / case status: next date is
15.02.2027 (Monday), for arguments of R2. Raghu confirmed - he typed 03 for 02.
Diary updated. Tell Siddalingaiah 15 Feb, not March.
""")
u("backlog/2027-02/KAT 15 feb.txt", "typed_note_txt", L, "2027-02-15", ["C06"], ["C06-H06"], """
15.02.2027 KAT Blr - 1874/25
Prakash Jain for R2 argued 30 min: will was never proved, Siddalingaiah not a son but a nephew; MR done in a hurry.
On limitation he said the DC can condone delay - no condonation application was there though (noted).
Time over; Member: further args of R2 and reply. ND 22.03.2027.
Stay continues.
""")

# ---------------- C01 Reddy lorry partnership and C07 Lakshmidevi partition (Sandur)
u("backlog/2026-03/IMG_20260306_172915.jpg", "handwritten_note_photo", L, "2026-03-06", ["C01", "C07"], ["C01-H01", "C07-H01"], """
6/3/26 Sandur - Sr CJ (Roopa Hegde madam)
(1) OS 87/25 Reddy v Thippeswamy - lorry partnership
   Ravindranath for D1-D3, vakalath. Objns to IA-I + WS ge time. Madam asked "compromise saadhya ideya?" -
   Reddy garu said no, he wants accounts. ND 8/4.
(2) OS 203/24 Lakshmidevi partition - D1 WS filed (Kuri): oral partition 1998 palupatti, gold at marriage,
   Nagaveni not made party. D2-4 time. ND 13/4.
""")
u("backlog/2026-06/IMG-20260610-WA0015.jpg", "handwritten_note_photo", K, "2026-06-10", ["C01"], ["C01-H03"], """
ದಿನಾಂಕ 10.06.2026 ಬುಧವಾರ - ಸಂಡೂರು ಹಿರಿಯ ಸಿವಿಲ್ ನ್ಯಾಯಾಲಯ
ಮೂ.ದಾ. 87/2025 ರೆಡ್ಡಿ ವಿ. ತಿಪ್ಪೇಸ್ವಾಮಿ
IA-1 ವಾದ ಕೇಳಲಾಯಿತು. ಆದೇಶಕ್ಕಾಗಿ ಮುಂದಿನ ದಿನಾಂಕ 24.06.2026
(ವಕೀಲರು 45 ನಿಮಿಷ ವಾದ; ರವೀಂದ್ರನಾಥ್ 20 ನಿಮಿಷ)
- ಈರಣ್ಣ
""")
u("backlog/2026-06/OS 87-2025 order on IA I 24.06.2026.pdf", "certified_order_sheet_scan", "Senior Civil Judge and JMFC, Sandur", "2026-06-29", ["C01"], ["C01-H04"], """
IN THE COURT OF THE SENIOR CIVIL JUDGE AND JMFC, SANDUR
O.S. No. 87/2025
24.06.2026
Plaintiff by Sri KBH - present. Defendants by Sri MR - present.
Orders on I.A. No. I under Order XXXIX Rules 1 and 2 r/w s. 151 CPC pronounced in open court (vide separate
order). I.A. No. I is allowed in part. Defendants 1 to 3 are restrained by an order of temporary injunction from
selling, transferring or encumbering the six tipper lorries of the firm (KA-35-B-2201 to KA-35-B-2206) till the
disposal of the suit. Defendant No. 1 shall file the statement of accounts of the firm for 2023-24 and 2024-25
with the bank statements of the firm's account on or before the next date. Prayer for receiver rejected at this stage.
For W.S., call on 22.07.2026.
(Dictated to the stenographer, transcribed and computerized by her, corrected and then pronounced by me in open
court on this the 24th day of June, 2026.)                  Senior Civil Judge & JMFC, Sandur
""")
u("backlog/2026-07/Sandur 22-7.docx", "typed_note_docx", L, "2026-07-22", ["C01", "C07"], ["C01-H05", "C07-H04"], """
Sandur 22.07.2026 (Wed)

OS 87/2025 Reddy - D1 to D3 WS filed. Their story: Reddy "retired" from the firm in Dec 2024 by oral
understanding and took Rs. 6,50,000 in full settlement (cash) - no document. Accounts NOT filed by D1 despite
order dt 24.06. Ravindranath: "CA is preparing". I objected - madam recorded it. ND 26.08.2026 for issues.
Need from Reddy: bank passbook Dec 2024 - Jan 2025, to show no 6.5 L came.

OS 203/2024 Lakshmidevi - PW1 chief affidavit filed and marked Ex.P1 to P9 (genealogy, RTCs of Sy 45 & 46,
mutation of 2002 after father's death, house tax extract). Kuri wanted time for cross. ND 02.09.2026.
""")
u("backlog/2026-09/Lakshmidevi PW1 cross 2.9.txt", "typed_note_txt", L, "2026-09-02", ["C07"], ["C07-H05"], """
2/9/26 Sandur OS 203/24 - PW1 Lakshmidevi cross by Kuri (1 hr 20 min)
- admitted married in 1996, lives in Hosapete; admitted 40 tolas gold? - said "20 tolas only, that was stridhana"
- denied any palupatti in 1998; said "nanage gottilla, nanna sahi illa" - shown Ex.D1 palupatti: no signature of hers
- admitted father Channabasappa's death in 2001, mutation of 2002 in brothers' names - says she was not informed
- admitted sister Nagaveni alive, in Kurugodu.
Re-exam: reserved. ND 07.10.2026.
TODO: IA to implead Nagaveni as D5 - to avoid the non-joinder issue.
""")
u("backlog/2026-09/OS 87-2025 adesha haale 30.09.2026.pdf", "certified_order_sheet_scan", "Senior Civil Judge and JMFC, Sandur", "2026-10-05", ["C01"], ["C01-H07"], """
ಹಿರಿಯ ಸಿವಿಲ್ ನ್ಯಾಯಾಧೀಶರು ಮತ್ತು ಜೆ.ಎಂ.ಎಫ್.ಸಿ. ನ್ಯಾಯಾಲಯ, ಸಂಡೂರು
ಮೂಲ ದಾವೆ ಸಂಖ್ಯೆ 87/2025
30.09.2026
ವಾದಿ ಪರ ಶ್ರೀ ಕೆ.ಬಿ.ಹೆಚ್. ವಕೀಲರು ಹಾಜರ್. ಪ್ರತಿವಾದಿಗಳ ಪರ ಶ್ರೀ ಎಂ.ಆರ್. ವಕೀಲರು ಹಾಜರ್.
ಪ್ರತಿವಾದಿ-1 ರವರು ಸಂಸ್ಥೆಯ 2023-24 ಮತ್ತು 2024-25 ರ ಲೆಕ್ಕಪತ್ರ ವಿವರಣೆಯನ್ನು ಹಾಜರುಪಡಿಸಿರುತ್ತಾರೆ.
ಪ್ರತಿವಾದಿಗಳ ಪರ ವಕೀಲರು ರಾಜಿ ಮಾತುಕತೆ ನಡೆಯುತ್ತಿದೆ ಎಂದು ತಿಳಿಸಿದ್ದರಿಂದ ಪ್ರಕರಣವನ್ನು ಬಳ್ಳಾರಿ ಮಧ್ಯಸ್ಥಿಕೆ ಕೇಂದ್ರಕ್ಕೆ ಕಳುಹಿಸಲಾಗಿದೆ.
ಮಧ್ಯಸ್ಥಿಕೆ ವರದಿಗಾಗಿ ದಿನಾಂಕ 18.11.2026 ಕ್ಕೆ ಕರೆಯಿರಿ.
(Referred to Mediation Centre, Ballari; parties to appear before the mediator on 14.10.2026.)
                                               ಹಿರಿಯ ಸಿವಿಲ್ ನ್ಯಾಯಾಧೀಶರು ಮತ್ತು ಜೆ.ಎಂ.ಎಫ್.ಸಿ., ಸಂಡೂರು
""")
u("backlog/2026-10/OS 203-2024 order sheet 07.10.2026.pdf", "certified_order_sheet_scan", "Senior Civil Judge and JMFC, Sandur", "2026-10-12", ["C07"], ["C07-H06"], """
IN THE COURT OF THE SENIOR CIVIL JUDGE AND JMFC, SANDUR
O.S. No. 203/2024
07.10.2026
Plaintiff and her counsel present. Defendants' counsel absent; no representation. No application.
It is seen that PW1 is present for re-examination. Since the defendants' counsel is absent, the matter is
adjourned subject to costs of Rs. 500/- payable by the defendants to the plaintiff.
For plaintiff's evidence, call on 18.11.2026.
                                                    Senior Civil Judge & JMFC, Sandur
""")
u("backlog/2026-11/IMG_20261118_175540.jpg", "handwritten_note_photo", L, "2026-11-18", ["C01", "C07"], ["C01-H08", "C07-H07"], """
18/11/26 Sandur
* Reddy lorry OS 87 - mediation FAILED (mediator report: D1 offered 4 L only, Reddy wanted 15 L). PW1 Reddy chief
  affidavit filed today, Ex.P1-P14 (deed, RC books of 6 tippers, NMDC freight bills). ND 20/1/27 cross.
* Lakshmidevi OS 203 - costs 500 paid by Kuri. PW1 re-exam done (2 Qs). PW2 Basamma (father's sister, 71 yrs)
  examined - "1998 alli yaav paalu aagilla, Channabasappa sattaaga ellaru ottige idru". Cross by Kuri short.
  PE closed. IA for impleading Nagaveni allowed - D5. ND 20/1/27 DE.
""")
u("backlog/2027-01/sandur 20 jan.txt", "typed_note_txt", L, "2027-01-20", ["C01", "C07"], ["C01-H09", "C07-H08"], """
20.01.2027 Sandur

Reddy OS 87/25 - PW1 cross by Ravindranath (part, 1 hr):
 - suggested Reddy signed a "retirement letter" dt 15.12.2024 - denied; "naa sign kaadu" (Telugu lo cheppadu,
   interpreter translated). They did not produce the letter - only a xerox shown, madam refused to mark it.
 - admitted he drove one tipper himself in 2023 and took driver bata.
 - admitted he got Rs. 1,80,000 from the firm in 2024 - says "that was my monthly drawings, not settlement".
 Further cross ND 03.03.2027.

Lakshmidevi OS 203/24 - DW1 Channaveerappa chief affidavit filed, palupatti Ex.D1 marked subject to objection
(unregistered, unstamped). Our cross ND 03.03.2027.
""")
u("backlog/2026-12/WhatsApp Chat with Ramana Reddy Lorry.txt", "whatsapp_export", "Bojja Venkata Ramana Reddy (client)", "2026-12-20", ["C01"], ["C01-H04", "C01-H07", "C01-H08"], """
24/06/26, 6:02 pm - Ramana Reddy Lorry: సార్ నమస్కారం. ఈ రోజు ఆర్డర్ ఏమైంది?
24/06/26, 6:10 pm - Kotresh B H: Reddy garu, injunction sikkide. Six tippers sale cheyyakudadu. Thippeswamy accounts file cheyyali next date 22/7.
24/06/26, 6:11 pm - Ramana Reddy Lorry: చాలా సంతోషం సార్ 🙏
02/08/26, 9:40 pm - Ramana Reddy Lorry: Sir Thippeswamy KA-35-B-2204 tipper ni Hospet lo Ansari ki ammutunnadu antunnaru. Injunction unna kuda!
02/08/26, 9:52 pm - Kotresh B H: Photo or agreement copy dorikite pampandi. Contempt (Order 39 Rule 2A) application vestaamu.
03/08/26, 8:15 am - Ramana Reddy Lorry: సరే సార్, ఏజెంట్ దగ్గర అగ్రిమెంట్ కాపీ తెప్పిస్తాను
30/09/26, 7:05 pm - Ramana Reddy Lorry: Mediation ki vellali antaaru. Naaku 15 lakhs kavali, takkuva ki oppukonu
30/09/26, 7:12 pm - Kotresh B H: Mediation 14/10 Ballari ADR centre, 11 am. Come with passbook. ND in court 18/11.
18/11/26, 5:30 pm - Ramana Reddy Lorry: సార్ మధ్యవర్తిత్వం ఫెయిల్ అయింది. వాళ్ళు 4 లక్షలే అంటున్నారు
18/11/26, 5:41 pm - Kotresh B H: Yes, affidavit filed today. Cross on 20/1/27. Telugu interpreter kelabeku - I'll file memo.
20/12/26, 10:02 am - Ramana Reddy Lorry: Sir fees balance 25,000 Google Pay chesanu. Receipt pampandi
""")

# ---------------- cause list, plan, misc
u("backlog/2027-02/PDJ Ballari cause list 26.02.2027.pdf", "cause_list_pdf", "Principal District and Sessions Court, Ballari", "2027-02-25", ["C02", "C04"], [], """
IN THE COURT OF THE PRINCIPAL DISTRICT AND SESSIONS JUDGE, BALLARI - COURT HALL No. 1
DAILY CAUSE LIST FOR FRIDAY, THE 26TH DAY OF FEBRUARY 2027 (11.00 A.M.)
BAIL APPLICATIONS
 1. Crl.Misc. 311/2027   Basavaraj @ Basya vs State by Kurugodu PS             For objections
 2. Crl.Misc. 318/2027   Syed Rafiq vs State by Brucepet PS                     For orders
EVIDENCE
 3. S.C. 112/2024        State by Siruguppa PS vs Yerriswamy & 2 others         PW 6 & 7
 4. S.C. 56/2026         State by Cowl Bazar PS vs Manjunatha @ Manja           Cross of PW4
     (Sri KBH for accused)
 5. S.C. 9/2025          State by Toranagallu PS vs Pampapathi                  PW 3
ARGUMENTS
 6. L.A.C. 14/2024       Hulugappa vs SLAO KIADB Ballari & another              Respondents' arguments
     (Sri KBH for claimant; Sri AG for R1 & R2)
 7. M.A. 22/2025         Gowramma vs Sharanappa                                 Arguments
 8. R.A. 41/2023         Kenchamma vs Hampamma                                  Judgment
""")
u("backlog/2027-02/Week plan 22-27 Feb.docx", "typed_note_docx", L, "2027-02-21", ["C02", "C04", "C06", "C01", "C07", "C03"], [], """
WEEK 22 - 27 FEB 2027
Mon 22  Office. Draft written arguments LAC (Hulugappa) - 4 pages, with table of Ex.P5-P8 rates per acre.
Tue 23  Sandur not listed. Prepare Reddy PW1 re-exam points (retirement letter xerox - not marked).
Wed 24  Eranna: collect certified copy of PW1 deposition in S.C. 56 (Chandu) - right/left side contradiction.
Thu 25  Sushma to Sandur - apply for certified copy of Ex.D1 palupatti (partition); Balaji DW list?
Fri 26  PDJ Hall-1: (1) S.C. 56/26 Manja - cross of IO (PSI Girish Naik). Points: recovery panch Hanumantha
        not cited, FSL report on MO1 not received, left/right side. Tell Hanumakka to bring Manja by 10.30.
        (2) LAC 14/24 Hulugappa - KIADB args; file written args + Ex.P8 rate table.
Sat 27  Office - KAT 22/3 brief update for Raghu.
Next week: Wed 3/3 Sandur - Reddy PW1 further cross + Lakshmidevi DW1 cross. Fri 5/3 Sandur Balaji - DE.
""")
u("backlog/2026-09/Manja mother receipt.jpg", "document_photo", L, "2026-09-05", ["C04"], [], """
[photo of receipt book page]
KOTRESH B. HIREMATH, Advocate, Ballari       Receipt No. 0417      Date 05/09/2026
Received from Smt. Hanumakka w/o Gadilingappa, Cowl Bazar, Ballari a sum of Rs. 15,000/- (Rupees fifteen thousand
only) towards professional fee in S.C. No. 56/2026 (trial), balance Rs. 10,000 to be paid.
                                                         sd/-
""")
