"""The uploads of the Kokrajhar practice: what the lawyer, the junior Dwimalu and the muhuri Hemanta actually kept."""

L, J, M = "Rupam Basumatary", "Dwimalu Narzary", "Hemanta Deka (muhuri)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2025-11/IMG_20251124_112406.jpg", "document_photo", "Mandal, Kokrajhar Revenue Circle", "2025-11-24", ["C01"], [], """
ASSAM SCHEDULE XXXVII FORM No. 1 - JAMABANDI (Certified copy)
Mouza: Kokrajhar   Village: Titaguri   Revenue Circle: Kokrajhar
Periodic (Myadi) Patta No. 87     Pattadar: Gobinda Narzary s/o Lt. Dhoneswar Narzary
Dag No. 412   Area: 2 Bigha 1 Katha 5 Lessa   Class: Baoti (basti)   Revenue: Rs. 86.00
Remarks: nil (no annual patta recorded on Dag 412)
Copy issued 24.11.2025        sd/- Mandal, Kokrajhar Revenue Circle
""")
u("backlog/2026-03/khajana rasid Gobinda.jpg", "document_photo", "Kokrajhar Revenue Circle", "2026-03-21", ["C01"], [], """
GOVERNMENT OF ASSAM - LAND REVENUE RECEIPT (খাজনাৰ ৰচিদ)
Revenue Circle: Kokrajhar   Mouza: Kokrajhar   Village: Titaguri
Received from Gobinda Narzary, Patta No. 87 (Myadi), Dag 412, land revenue for 2019-20 to 2025-26
Amount: Rs. 602.00 (Rupees six hundred two only)     Receipt No. 0048817    Date 21.03.2026
sd/- Mouzadar
""")
u("backlog/2026-05/CO report Dag 412 Titaguri.pdf", "document_scan", "Circle Officer, Kokrajhar Revenue Circle", "2026-04-30", ["C01"], [], """
OFFICE OF THE CIRCLE OFFICER, KOKRAJHAR REVENUE CIRCLE
No. KRC/Misc/27/2025/112                     Dated 30.04.2026
To: The Additional Deputy Commissioner (Revenue), Kokrajhar
Sub: Report in Revenue Misc. Case No. 27/2025 (Gobinda Narzary vs Jonali Rabha)
On field verification by the Lat Mandal, Titaguri, it is found that Dag No. 412 (2B-1K-5L) stands recorded under
periodic patta No. 87 in the name of Gobinda Narzary. The petitioner is in possession of about 1 Bigha 3 Katha
with a betel-nut garden. The OP Smti. Jonali Rabha has a thatched hut on about 3 Katha on the western side.
No annual (eksonia) patta in favour of the OP is found in the Circle records. Submitted for kind perusal.
sd/- Circle Officer, Kokrajhar
""")
u("backlog/2025-09/seizure list Kachugaon range.pdf", "document_scan", "Range Officer, Kachugaon Range", "2025-09-14", ["C02"], [], """
GOVERNMENT OF BODOLAND TERRITORIAL REGION - FOREST DEPARTMENT
KACHUGAON RANGE, KOKRAJHAR DIVISION
SEIZURE LIST   Forest Offence Report No. 36/2025-26          Date: 14.09.2025
Place of seizure: Kachugaon-Gossaigaon road near Ripu Reserve Forest, at 2.30 AM
Seized: Truck No. AS-16-C-xxxx (Tata 1613) loaded with 38 (thirty eight) sal (Shorea robusta) logs, no transit pass.
Driver: Dhiren Mushahary s/o Lt. Ramesh Mushahary, Kachugaon. Owner: Sukumar Sarkar (absconding).
Witnesses: 1. Bhupen Ray, Kachugaon   2. Forest Guard Sanjay Brahma
sd/- Forester Ramen Basumatary          sd/- Range Officer Kamal Ch. Das
""")
u("backlog/2025-11/FIR Kokrajhar PS 318 2025.pdf", "document_scan", "Kokrajhar Police Station", "2025-11-03", ["C03"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)
District: Kokrajhar   P.S.: Kokrajhar   FIR No. 318/2025   Date: 03.11.2025
Acts & Sections: NDPS Act, 1985 - 22(c)/29
On secret information, a night super bus (Dhubri-Guwahati) was checked at Kokrajhar Railgate at about 11.50 PM.
From a black backpack of one Bikash Roy (24) s/o Nepal Roy of Gossaigaon, 1,150 (one thousand one hundred fifty)
pink tablets suspected to be Yaba (methamphetamine), weighing 115.2 gm, were recovered in presence of the Executive
Magistrate. Accused arrested.          SI Manab Jyoti Kalita, Kokrajhar PS
""")
u("backlog/2026-03/Spl Judge NDPS bail rejected Bikash.pdf", "document_scan", "Special Judge (NDPS), Kokrajhar", "2026-03-11", ["C03"], [], """
IN THE COURT OF THE SPECIAL JUDGE (NDPS), KOKRAJHAR
Special (NDPS) Case No. 41/2026 (arising out of Kokrajhar PS Case No. 318/2025)
Bail Petition No. 212/2026     Bikash Roy vs State of Assam
ORDER 11.03.2026
The quantity recovered (115.2 gm of methamphetamine tablets) is above commercial quantity. The rigour of s. 37 of the
NDPS Act applies; no reasonable ground is shown that the accused is not guilty. Bail petition rejected.
sd/- Special Judge (NDPS), Kokrajhar
""")
u("backlog/2026-06/FSL report Kokrajhar 318.pdf", "document_scan", "Directorate of Forensic Science, Assam, Kahilipara", "2026-06-29", ["C03"], [], """
DIRECTORATE OF FORENSIC SCIENCE, ASSAM, KAHILIPARA, GUWAHATI-19
Report No. DFS/NDPS/1294/2026     Dated 29.06.2026
Ref: Kokrajhar PS Case No. 318/2025
Exhibit A: 2 (two) sample tablets drawn from 1,150 pink tablets.
Result: The exhibit gives positive tests for METHAMPHETAMINE and CAFFEINE.
sd/- Scientific Officer (Narcotics)
""")
u("backlog/2025-09/plaint TS P 17 2025 Dotma.pdf", "document_scan", L, "2025-09-15", ["C04"], [], """
IN THE COURT OF THE CIVIL JUDGE, KOKRAJHAR
Title Suit (Partition) No. ___ of 2025
1. Smti. Bineswari Boro  2. Smti. Laisri Boro, both d/o Lt. Kanaram Boro, village Dotma   ...Plaintiffs
Versus
1. Ranjit Boro  2. Sanjit Boro  3. Gobin Boro, all s/o Lt. Kanaram Boro, village Dotma   ...Defendants
Suit for partition of ancestral land and separate possession.
Schedule A: Dag Nos. 118 and 119, periodic patta No. 54, village Dotma, mouza Dotma, total 4 Bigha 2 Katha.
The plaintiffs are daughters of Lt. Kanaram Boro, who died intestate on 02.02.2019. Each of the five children is
entitled to 1/5th share. The defendants refused partition in a village meeting of 10.08.2025.
Prayer: preliminary decree for partition, 1/5th share each to the plaintiffs; costs.
Valuation Rs. 3,20,000.            Advocate for the plaintiffs: Rupam Basumatary
""")
u("backlog/2026-02/WS Ranjit Boro partition.pdf", "document_scan", "Sri Jiten Boro, Advocate", "2026-02-12", ["C04"], [], """
IN THE COURT OF THE CIVIL JUDGE, KOKRAJHAR   T.S. (P) No. 17/2025
WRITTEN STATEMENT on behalf of defendants No. 1 to 3
1. The parties are Bodos, a Scheduled Tribe; by s. 2(2) the Hindu Succession Act, 1956 does not apply to them.
2. Under the Bodo customary law of inheritance the landed property of a father passes to his sons only; married
daughters get no share in the ancestral land. Both plaintiffs are married (to families at Gossaigaon and Serfanguri).
3. Lt. Kanaram Boro gave the plaintiffs gold and cash at marriage in lieu of land.
The suit is liable to be dismissed.              Advocate for the defendants: Jiten Boro
""")
u("backlog/2025-09/legal notice Malati Ray SHG.docx", "typed_note_docx", L, "2025-09-02", ["C05"], [], """
RUPAM BASUMATARY, Advocate, District Court, Kokrajhar
Regd. with AD                                            Date: 02.09.2025
To: 1. Smti. Malati Ray w/o Paresh Ray  2. Sri Paresh Ray, both of Bhotgaon, P.O. Bhotgaon, Dist. Kokrajhar
Sub: Demand notice - loan of Aronai Mahila Self Help Group
Under instructions from my client Aronai Mahila Self Help Group, Bhotgaon, through its President Smti. Rupali Narzary:
on 12.06.2023 you, noticee No. 1, took an internal loan of Rs. 1,50,000 (Rupees one lakh fifty thousand) from the
group's fund by resolution of the group, at 1% per month, repayable in 24 instalments. You repaid only Rs. 40,000.
Balance principal Rs. 1,10,000 with interest Rs. 28,500, total Rs. 1,38,500, is demanded within 15 days.
Noticee No. 2 signed as guarantor.                                           Advocate
""")
u("backlog/2023-06/resolution khata Aronai SHG.jpg", "document_photo", "Aronai Mahila Self Help Group", "2023-06-12", ["C05"], [], """
আৰণাই মহিলা আত্মসহায়ক গোট, ভোটগাঁও - সভাৰ কাৰ্য্যবিৱৰণী
তাং 12.06.2023
সিদ্ধান্ত নং 3: গোটৰ সদস্যা মালতী ৰায়ক গোটৰ পুঁজিৰ পৰা Rs. 1,50,000 ঋণ দিয়া হ'ল। মাহে 1% সুত।
24 কিস্তিত পৰিশোধ কৰিব। জামিনদাৰ: পৰেশ ৰায়।
স্বাক্ষৰ: ৰূপালী নাৰ্জাৰী (সভানেত্ৰী), মালতী ৰায়, পৰেশ ৰায়
""")
u("backlog/2026-11/AGVB statement Aronai SHG.pdf", "document_scan", "Assam Gramin Vikash Bank, Bhotgaon Branch", "2026-11-10", ["C05"], [], """
ASSAM GRAMIN VIKASH BANK - BHOTGAON BRANCH
Statement of Account: SB (SHG) A/c No. 5012xxxxxx   Name: ARONAI MAHILA SHG
Date        Particulars                          Debit        Credit
12.06.2023  Cash withdrawal - self (Malati Ray)  1,50,000.00
14.08.2023  Cash deposit - Malati Ray                         10,000.00
02.01.2024  Cash deposit - Malati Ray                         15,000.00
20.05.2024  Cash deposit - Malati Ray                         15,000.00
Certified true copy 10.11.2026.   sd/- Branch Manager
""")
u("backlog/2025-12/termination order BTC Mwnthai.pdf", "document_scan", "Director of Elementary Education, BTC", "2025-12-19", ["C06"], [], """
GOVERNMENT OF BODOLAND TERRITORIAL REGION
OFFICE OF THE DIRECTOR OF ELEMENTARY EDUCATION, BTC, KOKRAJHAR
No. BTC/DEE/EST/112/2025/309                      Dated 19.12.2025
ORDER
Whereas the TET certificate (Roll No. 1104xxxx, Assam TET 2011) of Smti. Mwnthai Daimary, Assistant Teacher,
No. 2 Sapkata LP School, could not be verified from the records, and her reply to the show cause notice dated
12.09.2025 is not satisfactory, her services are terminated with immediate effect. Her salary stands withheld
from September 2025.                      sd/- Director of Elementary Education, BTC
""")

# ---------------- C01 Titaguri patta case
u("backlog/2026-01/IMG_20260120_162211.jpg", "handwritten_note_photo", L, "2026-01-20", ["C01"], ["C01-H01"], """
20/1/26  ADC (Rev) Kokrajhar - Daimary madam
Rev Misc 27/25 Gobinda v Jonali Rabha (Titaguri, Dag 412, myadi patta 87)
Notice to OP. Madam called CO's report on Dag 412 - "Lat Mandal to go to the spot".
Gobinda da ko bola: jamabandi copy & khajana rasid sob lage. Nxt 24/2.
""")
u("backlog/2026-02/IMG-20260224-WA0007.jpg", "handwritten_note_photo", M, "2026-02-24", ["C01"], ["C01-H02"], """
তাং 24.02.2026 (মঙ্গলবাৰ)
এ.ডি.চি. (ৰাজহ) আদালত - ৰাজহ বিবিধ গোচৰ নং 27/2025 গোবিন্দ নাৰ্জাৰী বনাম জোনালী ৰাভা
বিপক্ষৰ উকীল প্ৰবীণ কলিতা উপস্থিত হৈ আপত্তি দাখিলৰ বাবে সময় বিচাৰিলে। সময় দিয়া হ'ল।
পৰৱৰ্তী তাৰিখ 24.03.2026
- হেমন্ত
""")
u("backlog/2026-03/patta case 24.3.txt", "typed_note_txt", L, "2026-03-24", ["C01"], ["C01-H03"], """
24.03.2026 - Rev Misc 27/2025 Gobinda Narzary v Jonali Rabha - ADC (Revenue) Daimary madam
Kalita filed written objection: Jonali claims an annual (eksonia) patta on Dag 412 "since 2011", paying khajana.
No copy of any eksonia patta annexed!
CO report still not received - madam sent reminder to Circle Officer.
Madam asked both sides to produce khajana (land revenue) receipts on next date. Gobinda has the 21.03 rasid - Rs. 602.
Next 05.05.2026.
""")
u("backlog/2026-05/20260505_155830.jpg", "handwritten_note_photo", L, "2026-05-05", ["C01"], ["C01-H04"], """
5/5/26 ADC court - patta case (Gobinda)
CO report came (dt 30.4) - good for us: Dag 412 under myadi patta 87, Gobinda in possession ~1B 3K (tamul bari),
Jonali's hut on ~3 katha west side. NO eksonia patta in Circle records.
Madam: "khajana receipts?" - ours filed, Kalita none.
ND 16/6/26 for hearing on the report.
""")
u("backlog/2026-06/IMG-20260616-WA0003.jpg", "handwritten_note_photo", M, "2026-06-16", ["C01"], ["C01-H05"], """
তাং 16.06.2026
ৰাজহ আদালত (এ.ডি.চি.) - গোবিন্দ নাৰ্জাৰী গোচৰ 27/2025
কলিতা উকীল অসুস্থ, তেওঁৰ জুনিয়ৰে সময় বিচাৰিলে। মেডামে সময় দিলে।
পৰৱৰ্তী তাৰিখ 04.08.2026
""")
u("backlog/2026-08/Rev Misc 27-2025 order 04.08.2026.pdf", "certified_order_sheet_scan", "Court of the Additional Deputy Commissioner (Revenue), Kokrajhar", "2026-08-06", ["C01"], ["C01-H06"], """
IN THE COURT OF THE ADDITIONAL DEPUTY COMMISSIONER (REVENUE), KOKRAJHAR
Revenue Misc. Case No. 27/2025
Sri Gobinda Narzary ... Petitioner   -vs-   Smti. Jonali Rabha & Anr. ... Opposite Parties
ORDER SHEET
04.08.2026  Ld. counsel for the petitioner Sri R. Basumatary present. Ld. counsel for OP No. 1 Sri P. Kalita present.
            Heard both sides on the report of the Circle Officer dated 30.04.2026. The boundary of the western
            portion of Dag No. 412 is disputed. The Circle Officer, Kokrajhar Revenue Circle is directed to hold a
            joint local inspection in presence of both parties with the Lat Mandal and the Gaonbura and to submit a
            report with a sketch map. Both sides to produce their land revenue receipts before the CO.
            Fix 22.09.2026 for report.
                                  sd/- Addl. Deputy Commissioner (Revenue), Kokrajhar
""")
u("backlog/2026-09/Gobinda patta 22 Sep.docx", "typed_note_docx", L, "2026-09-22", ["C01"], ["C01-H07"], """
22.09.2026 - Titaguri patta case (Rev Misc 27/25) - ADC madam
Joint inspection report filed by CO (inspection held 09.09.26, Gaonbura Lohit Brahma present): boundary pillars on
the west side fixed; Jonali's hut is inside Dag 412.
Kalita absent again - junior said "sir is unwell", wants time to file objection to the inspection report.
Madam granted time but said "no further adjournment". ND 17.11.2026.
""")
u("backlog/2026-11/patta args 17.11.txt", "typed_note_txt", L, "2026-11-17", ["C01"], ["C01-H08"], """
17.11.26  ADC (Rev) - Gobinda v Jonali (Dag 412)
Kalita finally came, filed objection to inspection report (says pillars put without notice - not true, she signed).
I argued ~30 min: myadi patta 87 + jamabandi + CO report 30.4 + joint inspection; eksonia claim has no paper.
Madam heard me in part - "rest on next date, then Kalita". Final hearing ND 11.01.2027.
Gobinda khuri ko boli dilu - 11 tarikh aahibo, khajana rasid original loi aahibo.
""")
u("backlog/2026-11/Rev Misc 27-2025 order 17.11.2026.pdf", "certified_order_sheet_scan", "Court of the Additional Deputy Commissioner (Revenue), Kokrajhar", "2026-11-19", ["C01"], ["C01-H08"], """
IN THE COURT OF THE ADDITIONAL DEPUTY COMMISSIONER (REVENUE), KOKRAJHAR
Revenue Misc. Case No. 27/2025
ORDER SHEET
17.11.2026  Both sides present through counsel. OP No. 1 files objection to the joint inspection report; copy
            served. Argument of the petitioner heard in part. Fix 11.01.2027 for further hearing (final).
                                  sd/- Addl. Deputy Commissioner (Revenue), Kokrajhar
""")

# ---------------- C02 Dhiren forest case
u("backlog/2026-01/IMG_20260113_131040.jpg", "handwritten_note_photo", L, "2026-01-13", ["C02"], ["C02-H01"], """
13.1.26  CJM Kokrajhar - Hazarika madam
Forest CR 412/25 - Dhiren (sal logs, Kachugaon range)
Dhiren present, on bail since 20.9.25. Copies furnished (seizure list, FOR 36/2025-26).
38 logs - seizure list says witness Bhupen Ray + FG Sanjay Brahma. Check Bhupen - local man, maybe helpful.
ND 17.2.26
""")
u("backlog/2026-02/IMG-20260217-WA0011.jpg", "handwritten_note_photo", M, "2026-02-17", ["C02"], ["C02-H02"], """
তাং 17.02.2026
চি.জে.এম. আদালত - বন গোচৰ CR 412/2025 - ধীৰেন মোচাহাৰী
অভিযোগ পঢ়ি শুনোৱা হ'ল, ধীৰেনে দোষ অস্বীকাৰ কৰিলে।
সাক্ষীৰ বাবে পৰৱৰ্তী তাৰিখ 26.03.2026
""")
u("backlog/2026-05/Dhiren PW1 7 May.docx", "typed_note_docx", L, "2026-05-07", ["C02"], ["C02-H04"], """
07.05.2026 - Forest CR 412/2025 (Dhiren Mushahary) - CJM Hazarika madam
PW1 Forester Ramen Basumatary examined by APP Ananta Ray: proves seizure list, 38 sal logs, no transit pass.
My cross: admitted no independent witness of Kachugaon was called at 2.30 AM except Bhupen Ray "who came later";
admitted the logs were not measured at the spot; could not say whether Dhiren knew what was loaded - "driver only".
PW2 not present today; madam gave date. ND 06.08.2026 (long date - file full).
""")
u("backlog/2026-08/20260806_142015.jpg", "handwritten_note_photo", L, "2026-08-06", ["C02"], ["C02-H05"], """
6/8/26 CJM - Dhiren forest
PW2 FG Sanjay Brahma: chief + cross done.
Admitted: logs were COUNTED AT RANGE OFFICE next morning, not at spot. Truck stood at range office overnight.
Also: owner Sukumar Sarkar "ran away"; Dhiren did not run.
ND 17/9 - PW3 Bhupen Ray.
""")
u("backlog/2026-09/Dhiren PW3 hostile 17.9.txt", "typed_note_txt", L, "2026-09-17", ["C02"], ["C02-H06"], """
17.09.2026 - Dhiren forest case - CJM
PW3 Bhupen Ray (seizure witness) - said forest staff made him sign a blank paper at the range office in the morning;
he did not see any seizure on the road at night. APP Ananta Ray got him declared hostile and cross-examined him - he
stuck to it. Big point for us.
PW4 Range Officer Kamal Ch. Das next. ND 12.11.2026.
""")
u("backlog/2026-11/CR 412-2025 order 12.11.2026.pdf", "certified_order_sheet_scan", "Chief Judicial Magistrate, Kokrajhar", "2026-11-14", ["C02"], ["C02-H07"], """
IN THE COURT OF THE CHIEF JUDICIAL MAGISTRATE, KOKRAJHAR
Forest C.R. Case No. 412/2025
State (Range Officer, Kachugaon) -vs- Dhiren Mushahary & Anr.
ORDER SHEET
12.11.2026  Accused Dhiren Mushahary present. Ld. APP present. PW4 Sri Kamal Ch. Das, Range Officer, is absent
            without any step despite service; he is stated to be transferred to Haltugaon Division. This is the
            second date on which an official witness has not appeared. Issue bailable warrant against PW4 through the
            DFO, Haltugaon. Last chance to the prosecution, failing which prosecution evidence shall be closed.
            Fix 17.12.2026 for PE.
                                  sd/- Chief Judicial Magistrate, Kokrajhar
""")
u("backlog/2026-12/Dhiren RO evidence 17 Dec.txt", "typed_note_txt", L, "2026-12-17", ["C02"], ["C02-H08"], """
17.12.2026 - Dhiren forest (CJM)
PW4 Range Officer Kamal Ch. Das came (on the BW). Chief done: says truck seized on information, 38 logs.
My cross in part: he was not at the spot at 2.30 AM - reached at 6 AM! Rest of cross next date.
Madam: "prosecution to close after PW4". ND 28.01.2027 for remaining cross of PW4.
""")

# ---------------- C03 Bikash NDPS bail (Gauhati HC)
u("backlog/2026-04/HC bail 2214 23 apr.docx", "typed_note_docx", L, "2026-04-23", ["C03"], ["C03-H01"], """
23.04.2026 - Gauhati HC, Court 11, Borgohain J - Bail Appln. 2214/2026 (Bikash Roy, Kokrajhar PS 318/2025)
Mentioned. Notice to State; Addl. PP Bornali Sharma accepted. Court: "Call for the case diary."
Bikash in Kokrajhar district jail since 03.11.2025 (nearly 6 months). Charge sheet not yet.
ND 21.05.2026. Mamoni baideu (mother) informed.
""")
u("backlog/2026-06/WhatsApp Chat with Dwimalu Jr.txt", "whatsapp_export", J, "2026-06-11", ["C03", "C05", "C07"], ["C03-H02", "C03-H03", "C05-H01", "C05-H02", "C05-H03", "C07-H02"], """
16/01/26, 12:41 - Dwimalu Jr: Sir SHG case - Malati Ray summons unserved, peon says "not found at home". Fresh summons, also through OC Bhotgaon. ND 20/2
16/01/26, 12:45 - Rupam Basumatary Adv: ok. Rupali baideu ko bolo address thik se dena
13/02/26, 15:10 - Dwimalu Jr: Sir TA 6 - DJ sir got LCR. Sutradhar sir absent, his clerk said he is sick. ND 20.3
20/02/26, 11:58 - Dwimalu Jr: Sir Malati case - Nurul Haque sir appeared for both defendants, time for WS. ND 20/3
20/03/26, 12:20 - Dwimalu Jr: Sir SHG - WS not filed again!! Brahma madam gave last chance with cost Rs 500. ND 24.4
20/03/26, 12:21 - Rupam Basumatary Adv: mwjang. cost receipt loi lobi
21/05/26, 14:02 - Dwimalu Jr: Sir HC Ct 11 - Bikash bail. Case diary nwi... CD not received by PP from Kokrajhar PS. Bornali madam sought time. Judge said "CD must be here next date". ND 11/6
11/06/26, 13:35 - Dwimalu Jr: Sir Bikash - CD produced. Judge read it, asked "where is FSL report?" - FSL pending. Also asked PP whether s. 52A inventory was done before Magistrate - PP could not say, CD shows NO 52A inventory/certification. Court called for FSL report. ND 9.7.26
11/06/26, 13:36 - Rupam Basumatary Adv: Very good point. 52A wala note bana ke rakho, ang 9 July ko jabo
""")
u("backlog/2026-07/Bikash bail args 9 July.txt", "typed_note_txt", L, "2026-07-09", ["C03"], ["C03-H04"], """
09.07.2026 - HC Ct 11 - Bikash Roy bail (Borgohain J)
FSL report (dt 29.06.26) filed by PP: positive for methamphetamine and caffeine. Weight 115.2 gm - commercial.
My args: (1) no s. 52A inventory / certification before Magistrate, (2) samples drawn at PS, not in presence of
Magistrate, (3) 8 months custody, charge sheet filed only on 30.06.2026, (4) age 24, no criminal antecedents.
Bornali Sharma: s. 37 bar. Part heard. ND 03.09.2026.
""")
u("backlog/2026-09/IMG_20260903_170155.jpg", "handwritten_note_photo", L, "2026-09-03", ["C03"], ["C03-H05"], """
3/9/26 HC - Bikash bail
Args concluded both sides. Borgohain J: "s. 52A not complied - serious". Orders on 24/9.
Mamoni baideu crying outside. Told her - wait.
""")
u("backlog/2026-09/Bail Appln 2214-2026 order 24.09.2026.pdf", "certified_order_sheet_scan", "Gauhati High Court", "2026-09-25", ["C03"], ["C03-H06"], """
THE GAUHATI HIGH COURT
(HIGH COURT OF ASSAM, NAGALAND, MIZORAM AND ARUNACHAL PRADESH)
Bail Appln./2214/2026
BIKASH ROY ... Petitioner   VERSUS   THE STATE OF ASSAM ... Respondent
BEFORE HON'BLE MR. JUSTICE NILOTPAL BORGOHAIN
For the petitioner: Mr. R. Basumatary, Advocate.   For the State: Ms. B. Sharma, Addl. P.P., Assam.
Date: 24.09.2026
ORDER
The petitioner is in custody since 03.11.2025 in Kokrajhar PS Case No. 318/2025 u/s 22(c)/29 NDPS Act. The case
diary does not show that the inventory, photographs and samples were certified by a Magistrate under s. 52A of the
NDPS Act. Charge sheet has been filed. Prima facie there are reasonable grounds within s. 37. The petitioner is
allowed to go on bail on furnishing a bail bond of Rs. 50,000/- with 2 (two) sureties of like amount to the
satisfaction of the Special Judge (NDPS), Kokrajhar, on the conditions that he shall report to the Officer-in-Charge,
Kokrajhar PS every Monday and shall not leave Kokrajhar district without leave. The bail application is disposed of.
                                                         JUDGE
""")

# ---------------- C04 Dotma partition suit
u("backlog/2026-01/IMG-20260108-WA0015.jpg", "handwritten_note_photo", M, "2026-01-08", ["C04"], ["C04-H01"], """
তাং 08.01.2026
চিভিল জজ আদালত - বাটোৱাৰা গোচৰ T.S.(P) 17/2025 বিনেশ্বৰী বড়ো বনাম ৰঞ্জিত বড়ো
বিবাদী পক্ষই লিখিত বিবৃতি (W.S.) দিয়া নাই, সময় বিচাৰিলে। সময় দিয়া হ'ল।
পৰৱৰ্তী তাৰিখ 12.02.2026
""")
u("backlog/2026-02/partition WS 12 feb.txt", "typed_note_txt", L, "2026-02-12", ["C04"], ["C04-H02"], """
12.02.26 Civil Judge (Nath sir) - Dotma partition (Bineswari v Ranjit)
Jiten Boro filed WS - main plea: Bodo customary law, HSA not applicable to STs (s. 2(2)), married daughters get no
land. Also "gold and cash at marriage in lieu of land".
Nath sir, first thing: "Why not settle? Brothers and sisters - amicable partition is better." Asked both to talk.
Need: evidence of custom - gaonbura / Bodo elders who have seen daughters get land. Talk to Mohan gaonbura, Dotma.
ND 19/3 for issues.
""")
u("backlog/2026-03/TS P 17-2025 order 19.03.2026.pdf", "certified_order_sheet_scan", "Civil Judge, Kokrajhar", "2026-03-21", ["C04"], ["C04-H03"], """
IN THE COURT OF THE CIVIL JUDGE, KOKRAJHAR
T.S. (P) No. 17/2025   Smti. Bineswari Boro & Anr. -vs- Ranjit Boro & Ors.
ORDER SHEET
19.03.2026  Both sides present through counsel. Parties were asked whether an amicable partition is possible; no
            settlement. On the pleadings the following issues are framed:
            1. Is the suit maintainable in its present form?  2. Are the parties governed by the Bodo customary law
            of inheritance and not by the Hindu Succession Act, 1956?  3. Whether the plaintiffs have any share in
            the suit land of Dag Nos. 118 and 119?  4. Whether the suit is bad for non-joinder?  5. To what relief?
            Plaintiffs to file sketch map of the suit land. Fix 14.05.2026 for PE.
                                  sd/- Civil Judge, Kokrajhar
""")
u("backlog/2026-05/20260514_123308.jpg", "handwritten_note_photo", L, "2026-05-14", ["C04"], ["C04-H04"], """
14/5/26 CJ Nath sir - Bineswari partition
PW1 Bineswari - affidavit-in-chief filed, exhibits: jamabandi (Ext 1), death cert (Ext 2), sketch map (Ext 3).
Cross deferred - Jiten Boro "busy at Dhubri DJ court", junior took time.
Nath sir again: "think of settlement, give sisters something". Ranjit not willing.
ND 25.6 - Bineswari to come with her son (knee pain).
""")
u("backlog/2026-06/IMG-20260625-WA0021.jpg", "handwritten_note_photo", M, "2026-06-25", ["C04"], ["C04-H05"], """
তাং 25.06.2026
চিভিল জজ - বিনেশ্বৰী বড়ো বাটোৱাৰা গোচৰ
PW1 বিনেশ্বৰীক জেৰা কৰা হ'ল (জিতেন বড়ো উকীল)। তেওঁ ক'লে দেউতাকে জীয়াই থাকোঁতে সকলোকে মাটি দিম বুলি কৈছিল।
পৰৱৰ্তী তাৰিখ 13.08.2026 - PW2 গাঁওবুঢ়া
""")
u("backlog/2026-08/Dotma PW2 gaonbura 13 Aug.docx", "typed_note_docx", L, "2026-08-13", ["C04"], ["C04-H06"], """
13.08.2026 - T.S.(P) 17/2025 Dotma partition - Nath sir
PW2 Sri Mohan Ch. Basumatary, gaonbura of Dotma, 71 yrs, examined in chief:
- in Dotma and nearby Bodo villages daughters have got a share of the father's land where there was no Will - named
  3 families (Lt. Baneswar Brahma, Lt. Dhaneswar Boro, Kalicharan Mushahary);
- the village meeting of 10.08.2025 asked the brothers to give the sisters their share; Ranjit refused.
Jiten Boro wants to cross on next date. Nath sir: "Amicable settlement still possible - talk to each other."
ND 24.09.2026.
""")
u("backlog/2026-09/IMG_20260924_151712.jpg", "handwritten_note_photo", L, "2026-09-24", ["C04", "C03"], ["C04-H07"], """
24/9/26
(1) Dotma partition - CJ: PW2 cross NOT done - Jiten Boro again at Dhubri (2nd time same excuse). Junior took date.
    Nath sir not happy, but gave ND 26/11 (puja vacation in between).
(2) Bikash - HC bail ALLOWED today (Dwimalu phoned from Guwahati) - Rs 50,000 bond + 2 sureties, report Kokrajhar PS
    every Monday. Bond to be given before Spl Judge NDPS. Mamoni baideu ko phone kiya.
""")
u("backlog/2026-11/partition 26.11.txt", "typed_note_txt", L, "2026-11-26", ["C04"], ["C04-H08"], """
26.11.2026 - Dotma partition (Civil Judge)
PW2 Mohan gaonbura cross-examined by Jiten Boro - 40 min. He held firm: "daughters got land in Baneswar Brahma's family".
Jiten suggested that those were gifts, not inheritance - gaonbura said "no, it was partition by the village".
PE closed by us. DE - DW1 Ranjit. ND 07.01.2027.
""")
u("backlog/2027-01/Dotma DW1 7 jan.txt", "typed_note_txt", L, "2027-01-07", ["C04"], ["C04-H09"], """
07.01.2027 - Dotma partition - Civil Judge
DW1 Ranjit Boro - affidavit-in-chief filed (custom: sons only; sisters got gold at marriage). Cross by me next date.
Nath sir asked again if parties would settle - Ranjit said he may give 1 katha each "as gift" - sisters refuse.
ND 21.01.2027.
""")
u("backlog/2027-01/correction Dotma ND.txt", "typed_note_txt", L, "2027-01-08", ["C04"], ["C04-H09"], """
8/1/27 - CORRECTION: in yesterday's Dotma partition note I wrote ND 21.01.2027 - galat. That was the date of
another matter in the same court. Checked the order sheet today: NEXT DATE 04.02.2027 for cross of DW1 Ranjit Boro.
""")

# ---------------- C05 Aronai SHG money suit
u("backlog/2026-04/IMG-20260424-WA0004.jpg", "handwritten_note_photo", M, "2026-04-24", ["C05"], ["C05-H04"], """
তাং 24.04.2026
চিভিল জজ (জুনিয়ৰ ডিভিজন) নং 1 - টকা আদায়ৰ গোচৰ M.S. 9/2025 আৰণাই গোট বনাম মালতী ৰায়
বিবাদীয়ে লিখিত বিবৃতি দিলে। Rs. 500 খৰচ দিলে।
পৰৱৰ্তী তাৰিখ 29.05.2026 - বিচাৰ্য্য বিষয় (issues)
""")
u("backlog/2026-04/WS Malati Ray MS 9 2025.pdf", "document_scan", "Sri Nurul Haque, Advocate", "2026-04-24", ["C05"], [], """
IN THE COURT OF THE CIVIL JUDGE (JUNIOR DIVISION) No. 1, KOKRAJHAR   Money Suit No. 9/2025
WRITTEN STATEMENT of defendants No. 1 and 2
1. The defendant No. 1 never took any personal loan from the plaintiff group. The money of Rs. 1,50,000 withdrawn
on 12.06.2023 was for the group's own piggery activity; the defendant No. 1 was only a guarantor for it.
2. The signature of the defendant No. 1 in the resolution book is forged; she signs in Bengali, not in Assamese.
3. The deposits of Rs. 40,000 were the group's monthly savings, not repayment. The suit is to be dismissed.
                                                    Advocate for the defendants: Nurul Haque
""")
u("backlog/2026-05/SHG issues 29.5.txt", "typed_note_txt", L, "2026-05-29", ["C05"], ["C05-H05"], """
29.05.26 - MS 9/2025 Aronai SHG v Malati Ray - Brahma madam (CJ Jr Div No. 1)
4 issues framed: (1) did D1 take loan of Rs 1,50,000 on 12.06.2023 (2) is the resolution signature forged
(3) is plaintiff entitled to Rs 1,38,500 with interest (4) relief.
Madam: PE on next date; "no adjournment without cost".
ND 10.07.2026. Rupali baideu + resolution khata original must come.
""")
u("backlog/2026-07/WhatsApp Chat with Rupali Aronai SHG.txt", "whatsapp_export", "Rupali Narzary (client)", "2026-08-22", ["C05"], ["C05-H06", "C05-H07"], """
10/07/26, 14:15 - Rupali Aronai SHG: Sir aji mur sakhi hoi gol. Resolution khata Ext 3 hol buli koise. Malati baideu aha nai.
10/07/26, 14:20 - Rupam Basumatary Adv: Mwjang. Next 21 August, Haque will cross you. Khata thik kori rakhibo.
21/08/26, 13:50 - Rupali Aronai SHG: Sir Haque sir mok 1 ghonta jera korile. Sodhise Malati r sign Assamese ne Bangla.
21/08/26, 13:52 - Rupali Aronai SHG: Aru tek handwriting expert ot pothaboloi ekhon petition dise
21/08/26, 14:05 - Rupam Basumatary Adv: jani paisu. Objection dim. Next date 13 November.
22/08/26, 09:10 - Rupali Aronai SHG: Sir bank r statement lagibo ne? AGVB Bhotgaon branch
22/08/26, 09:12 - Rupam Basumatary Adv: Haa, certified copy lobo. Field officer Dipankar Das ko witness korim.
""")
u("backlog/2026-11/SHG handwriting rejected 13 Nov.docx", "typed_note_docx", L, "2026-11-13", ["C05"], ["C05-H08"], """
13.11.2026 - MS 9/2025 Aronai SHG v Malati Ray - CJ (Jr Div) No. 1
Haque's petition to send the resolution book to a handwriting expert - REJECTED by Brahma madam: filed after PW1's
cross only to delay; D1 can prove her signatures in her own evidence.
PW2 Sri Dipankar Das, Field Officer, Assam Gramin Vikash Bank, Bhotgaon - proved certified statement (Ext 5):
cash withdrawal of Rs 1,50,000 on 12.06.2023 "by Malati Ray, self" with her signature on the withdrawal slip;
her deposits total Rs 40,000 (10,000 + 15,000 + 15,000). Cross by Haque - short.
PE closed. ND 18.12.2026 for DE.
""")
u("backlog/2026-12/WhatsApp Chat with Dwimalu Jr (2).txt", "whatsapp_export", J, "2026-12-18", ["C05", "C02", "C06"], ["C05-H09", "C06-H07", "C06-H08", "C02-H03"], """
26/03/26, 13:05 - Dwimalu Jr: Sir Dhiren forest case - no PW came. APP Ananta Ray sir said forest office did not send. CJM madam issued fresh summons. ND 7/5
26/03/26, 13:06 - Rupam Basumatary Adv: ok. Dhiren nwng ko bolo 7 May ko aana
07/09/26, 16:20 - Dwimalu Jr: Sir teacher writ Phukan J - BTC affidavit of compliance: arrears Sept 2025 to March 2026 paid, April onward pending. Court gave time. ND 9/11
09/11/26, 15:40 - Dwimalu Jr: Sir Mwnthai case - balance arrears also paid, Rafiqul Islam sir filed affidavit. Judge fixed final hearing on the termination order. ND 18.01.2027
18/12/26, 12:30 - Dwimalu Jr: Sir SHG DE - Malati absent, no DW. Haque sir sought time. Brahma madam cost Rs 1,000 and "last chance". ND 11.01.2027
18/12/26, 12:32 - Rupam Basumatary Adv: 2nd cost in this suit. ok. 11 Jan ang jabo, patta case also that day ADC court
""")

# ---------------- C06 Mwnthai teacher writ (Gauhati HC)
u("backlog/2026-02/WPC 3187 motion 9 feb.docx", "typed_note_docx", L, "2026-02-09", ["C06"], ["C06-H01"], """
09.02.2026 - Gauhati HC Ct 4, Phukan J - WP(C) 3187/2026 Mwnthai Daimary v State & BTC
Moved. Notice issued, returnable 4 weeks. Interim: the termination order dated 19.12.2025 shall not be given effect
to till the next date. Rafiqul Islam, SC BTC accepted notice.
Salary withheld from Sept 2025 - to press for arrears. ND 09.03.2026.
""")
u("backlog/2026-03/WP(C) 3187-2026 order 09.03.2026.pdf", "certified_order_sheet_scan", "Gauhati High Court", "2026-03-10", ["C06"], ["C06-H02"], """
THE GAUHATI HIGH COURT
WP(C)/3187/2026   MWNTHAI DAIMARY VS THE STATE OF ASSAM AND 3 ORS.
BEFORE HON'BLE MRS. JUSTICE ANURUPA DEVI PHUKAN
09.03.2026
Mr. R. Islam, learned standing counsel, BTC prays for 3 (three) weeks' time to obtain instructions and file an
affidavit-in-opposition. Time granted. The interim order dated 09.02.2026 shall continue. List on 06.04.2026.
                                                         JUDGE
""")
u("backlog/2026-04/WP(C) 3187-2026 order 06.04.2026.pdf", "certified_order_sheet_scan", "Gauhati High Court", "2026-04-07", ["C06"], ["C06-H03"], """
THE GAUHATI HIGH COURT
WP(C)/3187/2026   MWNTHAI DAIMARY VS THE STATE OF ASSAM AND 3 ORS.
BEFORE HON'BLE MRS. JUSTICE ANURUPA DEVI PHUKAN
06.04.2026
No affidavit has been filed. Mr. R. Islam again prays for time as instructions are awaited from the BTC. As a last
opportunity, the respondent No. 3, Director of Elementary Education, BTC shall file an affidavit by the next date,
failing which he shall remain personally present. List on 11.05.2026.
                                                         JUDGE
""")
u("backlog/2026-05/20260511_144502.jpg", "handwritten_note_photo", L, "2026-05-11", ["C06"], ["C06-H04"], """
11/5/26 HC Ct 4 - Mwnthai TET writ
BTC aff. filed (Director) - says her TET cert (Assam TET 2011, roll 1104xxxx) "not traceable" in SCERT list sent to BTC.
Our reply: admit card + marksheet + 2014 appointment verified then. Phukan J: "SCERT itself must say."
ND 15/6
""")
u("backlog/2026-06/teacher writ 15 june.txt", "typed_note_txt", L, "2026-06-15", ["C06"], ["C06-H05"], """
15.06.2026 Phukan J (Ct 4) - WP(C) 3187/26 Mwnthai
Court directed the Director, SCERT Assam to verify the TET certificate from its own records and file an affidavit
within 4 weeks, else "the Director shall appear in person". SCERT impleaded as R5 (oral prayer allowed).
ND 20.07.2026.
""")
u("backlog/2026-07/WP(C) 3187-2026 order 20.07.2026.pdf", "certified_order_sheet_scan", "Gauhati High Court", "2026-07-21", ["C06"], ["C06-H06"], """
THE GAUHATI HIGH COURT
WP(C)/3187/2026   MWNTHAI DAIMARY VS THE STATE OF ASSAM AND 4 ORS.
BEFORE HON'BLE MRS. JUSTICE ANURUPA DEVI PHUKAN
20.07.2026
The affidavit of the respondent No. 5 (SCERT, Assam) states that Roll No. 1104xxxx of Assam TET 2011 stands in the
name of the petitioner, who qualified, and that the certificate is genuine. In that view the ground on which the
salary was withheld does not survive. The respondents shall release the arrear salary of the petitioner from
September 2025 within 6 (six) weeks. List for compliance on 07.09.2026.
                                                         JUDGE
""")
u("backlog/2026-09/WhatsApp Chat with Mwnthai Teacher.txt", "whatsapp_export", "Mwnthai Daimary (client)", "2026-11-12", ["C06"], ["C06-H07", "C06-H08"], """
08/09/26, 19:02 - Mwnthai Teacher: Sir, Dwimalu sir said court yesterday. Nwng thank you. Paisa ba bwla hwgwn?
08/09/26, 19:10 - Rupam Basumatary Adv: Sept 2025 - March 2026 arrears BTC has paid, they said. Check your account.
09/09/26, 10:15 - Mwnthai Teacher: Sir SBI account e Rs 2,31,400 credited 04.09.2026. April ninish pending.
09/09/26, 10:16 - Rupam Basumatary Adv: ok, next date 9 Nov. Rest also will come.
12/11/26, 18:40 - Mwnthai Teacher: Sir balance arrears Rs 1,32,200 credited today. Aibo! Thank you sir. School e joined already.
12/11/26, 18:45 - Rupam Basumatary Adv: Good. Final hearing 18 Jan on the termination order itself.
""")

# ---------------- C07 Saraibil title appeal (disposed)
u("backlog/2026-01/IMG-20260109-WA0002.jpg", "handwritten_note_photo", M, "2026-01-09", ["C07"], ["C07-H01"], """
তাং 09.01.2026
জিলা ন্যায়াধীশৰ আদালত - স্বত্ব আপীল নং 6/2025 বুধিৰাম স্বৰ্গিয়াৰী বনাম হৰেন ৰায়
তলৰ আদালতৰ নথি (LCR) মাতি পঠোৱা হ'ল।
পৰৱৰ্তী তাৰিখ 13.02.2026
""")
u("backlog/2026-03/TA 6 args 20 march.txt", "typed_note_txt", L, "2026-03-20", ["C07"], ["C07-H03"], """
20.03.26 DJ Kokrajhar - TA 6/2025 Budhiram v Horen Ray
Argued for appellant ~45 min: trial court ignored the 1978 sketch map and PW3 (old amin) on the 8 ft path used for
40 years; easement by prescription proved. DJ sir read the LCR himself, marked Ext 4.
Sutradhar will reply. ND 24.04.26.
""")
u("backlog/2026-04/IMG_20260424_161203.jpg", "handwritten_note_photo", L, "2026-04-24", ["C07", "C05"], ["C07-H04"], """
24/4 (1) TA 6 Budhiram - Sutradhar argued (path only "permissive"); judgment ND 22/5.
(2) SHG - Malati WS finally filed (Haque); cost 500 paid. Issues 29/5.
""")
u("backlog/2026-05/IMG-20260522-WA0009.jpg", "handwritten_note_photo", M, "2026-05-22", ["C07"], ["C07-H05"], """
তাং 22.05.2026
জিলা ন্যায়াধীশ - স্বত্ব আপীল 6/2025 বুধিৰাম
ৰায় (judgment) সাজু হোৱা নাই। পৰৱৰ্তী তাৰিখ 05.06.2026
""")
u("backlog/2026-06/TA 6-2025 judgment 05.06.2026.pdf", "certified_order_sheet_scan", "District & Sessions Judge, Kokrajhar", "2026-06-08", ["C07"], ["C07-H06"], """
IN THE COURT OF THE DISTRICT & SESSIONS JUDGE, KOKRAJHAR
Title Appeal No. 6/2025   Sri Budhiram Swargiary ... Appellant  -vs-  Sri Horen Ray ... Respondent
JUDGMENT (operative portion)   Delivered on 05.06.2026
The learned trial court failed to consider the sketch map of 1978 (Ext. 4) and the evidence of PW3. The appellant
has proved an easement by prescription over an 8 (eight) feet wide path along the northern boundary of the
respondent's land at Saraibil. The appeal is allowed with costs. The decree of the trial court in T.S. No. 33/2022 is
set aside; the suit is decreed and the respondent is permanently restrained from obstructing the said path.
                                              sd/- District & Sessions Judge, Kokrajhar
""")

# ---------------- plans, cause list, two-matter pages
u("backlog/2027-01/week plan 11-16 jan.docx", "typed_note_docx", L, "2027-01-09", ["C01", "C05", "C06", "C02", "C04"], [], """
WEEK PLAN - 11 to 16 January 2027
Mon 11/1  ADC (Rev) - Gobinda patta (Dag 412) final hearing - my remaining args, then Kalita. Original khajana rasid.
Mon 11/1  CJ Jr Div No. 1 - Aronai SHG (Malati) - DE, last chance on cost. Dwimalu to sit till I come.
Mon 18/1  (next week) HC Ct 4 - Mwnthai writ final hearing - leave Sunday night train to Guwahati.
Thu 28/1  CJM - Dhiren - PW4 RO cross remaining (he reached spot at 6 AM).
Pending: Dotma partition - prepare cross of DW1 Ranjit (04.02). Budhiram - execution of TA 6 decree? ask him.
""")
u("backlog/2027-01/Kokrajhar cause list 11.01.2027.pdf", "cause_list_pdf", "District Courts, Kokrajhar", "2027-01-09", ["C05"], [], """
DISTRICT COURTS, KOKRAJHAR - DAILY CAUSE LIST FOR 11.01.2027 (MONDAY)
COURT OF THE CIVIL JUDGE (JUNIOR DIVISION) No. 1, KOKRAJHAR - Ms. Sangeeta Brahma
Sl.  Case No.           Parties                                         Stage
1    M.S. 4/2024        Sukla Devi vs Hiralal Agarwala                   Arguments
2    T.S. 51/2023       Gonesh Basumatary vs Monoj Ray                   PE
3    M.S. 9/2025        Aronai Mahila SHG vs Malati Ray & Anr.           DE
4    Misc (J) 12/2026   Pranati Brahma vs Suren Brahma                   Hearing
""")
u("backlog/2026-03/IMG_20260319_170544.jpg", "handwritten_note_photo", L, "2026-03-19", ["C04", "C06"], [], """
19/3 evening - Mwnthai teacher called: BTC people telling her school to remove her name from the muster roll. Told her:
HC interim order 9.2 - termination not to be given effect. Send order copy to the headmaster. (No court for her today.)
Dotma - issues framed today, see order.
""")
