"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []
KS, JW, GR = "Konchok Stobdan", "Jigmet Wangmo", "Ghulam Rasool"


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


# ------------------------------------------------------------ documents
up("backlog/2025-08/Scan_20250829_notification.pdf", "document_scan", "Revenue Department, UT of Ladakh", "2025-08-22", ["C01"], [], """
GOVERNMENT OF UNION TERRITORY OF LADAKH
REVENUE DEPARTMENT
Notification No. RD/LAD/Land/2025/311                                  Dated: 22.08.2025
In exercise of the powers conferred by the Land Revenue Act, the land measuring 2,400 kanals in Lungmoche, Kharnak,
Tehsil Nyoma, District Leh, recorded as 'kahcharai' (grazing land), is hereby resumed and placed at the disposal of
the Ladakh Renewable Energy Development Agency for allotment to M/s Trans-Himalaya Solar Pvt. Ltd. for a 600 MW
solar park. Objections, if any, already stand considered.
By order, sd/- Commissioner/Secretary (Revenue), UT of Ladakh
""")

up("backlog/2025-09/IMG_20250915_112203.jpg", "document_photo", "J&K Bank, Kargil", "2025-09-12", ["C05"], [], """
THE J&K BANK LTD.   Branch: Kargil Main (0432)
CHEQUE RETURN MEMO                                   Date 12/09/2025
Cheque No. 448120  dated 02/09/2025   Amount Rs. 3,75,000/-
Drawer: MOHD ABBAS  A/c 0432010100009817
Payee: STANZIN RIGZIN (RIGZIN HARDWARE)
Reason for return: 01 - FUNDS INSUFFICIENT
Presenting bank: J&K Bank, Main Bazaar Leh          sd/- Branch Manager
""")

up("backlog/2025-10/FIR Fotu La accident.pdf", "document_scan", "Police Station Kargil", "2025-06-15", ["C06"], [], """
FIRST INFORMATION REPORT (u/s 173 BNSS)
P.S. Kargil   District Kargil   FIR No. 88/2025   Date 15.06.2025
Sections: 281, 106(1) BNS
Occurrence: 14.06.2025 at about 16:30 hrs near Fotu La top, Srinagar-Leh NH-1.
Information: Taxi No. LA02-6617 (Innova) owned by Ghulam Hussain s/o Mohd. Hassan of Poyen, Kargil, driven by Anwar
Ali, going from Kargil to Leh with 6 passengers, went off the road into the nallah while overtaking a truck. Passenger
Mohd. Ali (38) s/o late Haji Qasim r/o Baroo, Kargil, died on the spot; others injured.
Informant: Abbas Ali s/o Ghulam Mohd., co-passenger.
""")

up("backlog/2026-01/FIR 12-2026 Leh.pdf", "document_scan", "Police Station Leh", "2026-01-19", ["C03"], [], """
FIRST INFORMATION REPORT
P.S. Leh   FIR No. 12/2026   Date 19.01.2026   u/s 8/20 NDPS Act
At about 21:10 hrs at naka near Choglamsar bridge, taxi LA01-4420 driven by Tsering Tundup s/o Phuntsog Namgyal
r/o Choglamsar stopped; on search a black polythene recovered from the dashboard containing brownish substance
(suspected charas) weighing approx. 1.02 kg with packing. Accused arrested. Sample sent to FSL.
""")

up("backlog/2026-04/BOCA order cancellation.pdf", "document_scan", "Building Operations Controlling Authority, Leh", "2026-04-08", ["C02"], [], """
BUILDING OPERATIONS CONTROLLING AUTHORITY, LEH
No. BOCA/L/2026/77                                          Dated 08.04.2026
ORDER
Whereas building permission No. BOCA/L/2023/219 dated 17.05.2023 was granted to Sh. Rigzin Namgyal for a
G+2 hotel building (Hotel Stok View) at Khasra No. 412, Changspa, Leh; and whereas on inspection a third floor has
been found constructed in violation of the height limit of 10.5 m ... the permission is hereby CANCELLED and the owner
is directed to remove the unauthorised portion within 30 days, failing which it shall be demolished at his cost.
sd/- Chairman, BOCA Leh
""")

up("backlog/2026-05/IMG-20260520-WA0011.jpg", "document_photo", "Patwari Halqa Stok", "2026-05-20", ["C07"], [], """
نقل جمعبندی سال ۱۰-۲۰۰۹  موضع ستوک  تحصیل لیہ
کھیوٹ نمبر ۳۴  خسرہ نمبر ۸۸۱، ۸۸۲  رقبہ ۹ کنال ۴ مرلہ
مالک: سیوانگ پھنسوگ ولد نوانگ
کاشتکار: خود
انتقال نمبر ۱۱۴۲ (بحق سونم نمگیال، ہبہ) — بعد میں درج
تصدیق: پٹواری حلقہ ستوک
Nakal jamabandi 2009-10, mauza Stok — khewat 34, khasra 881, 882, 9 kanal 4 marla, malik Tsewang Phuntsog s/o Nawang.
""")

up("backlog/2026-07/DC report grazing.pdf", "document_scan", "Deputy Commissioner, Leh", "2026-07-28", ["C01"], [], """
OFFICE OF THE DEPUTY COMMISSIONER, LEH
Report in compliance of order dated 08.06.2026 in WP(C) 2211/2025
1. The Lungmoche pasture is used as winter grazing ground (Nov-April) by the nomadic Changpa families of Kharnak.
2. As per the survey by the Sheep Husbandry Department and Tehsildar Nyoma, 212 families graze about 31,000 animals
   (pashmina goats, sheep, yak) on the land.
3. An alternative site at Pangunagu (1,900 kanals, not used for winter grazing) is available.
sd/- Deputy Commissioner, Leh   28.07.2026
""")

up("backlog/2026-11/EE PWD report hotel.pdf", "document_scan", "Executive Engineer, PWD (R&B) Leh", "2026-11-10", ["C02"], [], """
OFFICE OF THE EXECUTIVE ENGINEER, PWD (R&B) DIVISION LEH
Inspection report: Hotel Stok View, Changspa (WP(C) 1408/2026)      Date of inspection 02.11.2026
Height of building from plinth: 11.7 m against permitted 10.5 m (excess 1.2 m). Third floor: 6 rooms, unfinished,
not in use at the time of inspection. Structure otherwise sound; setbacks as per approved plan.
sd/- Executive Engineer
""")

# ------------------------------------------------------------ Dec 2025 - Jan 2026 (winter)
up("backlog/2025-12/IMG_20251206_171544.jpg", "handwritten_note_photo", KS, "2025-12-06", ["C04"], ["C04-H01"], """
6/12 Sat  Sub-Judge Leh
Padma Angmo yura suit - D1 Rinchen WS file kiya. D2 (Tsetan) ka WS nahi aaya - Nawang Tsering ne time liya
"party Kargil gaya hai". Judge sahab ne kaha dono side goba ke saath baith ke settle karo, phir bhi.
NDOH 17.1.26
""")

up("backlog/2025-12/notes 10-12.txt", "typed_note_txt", KS, "2025-12-10", ["C01"], ["C01-H01"], """
10.12.2025 (Wed) HC Srinagar via video (Wani J) - Kharnak pasture writ
Link from chamber, net bad in Leh, Jigmet on hotspot. Wani J first asked "counsel, 2 page note kahan hai?" - had
sent it by mail, registry had not put it up. Sent again.
Notice issued. STATUS QUO on fencing of Lungmoche pasture. Objections 4 wks. Neha Gupta appeared for the developer
(Trans-Himalaya Solar) on caveat.
ND 16.03.2026 (winter - court at Jammu, video only)
Told Stanzin Dorjay on sat phone. Jullay.
""")

up("backlog/2025-12/WhatsApp Image 2025-12-17 at 4.12.09 PM.jpg", "handwritten_note_photo", KS, "2025-12-17", ["C05"], ["C05-H01"], """
17-12-25 CJM Leh
Stanzin Rigzin vs Abbas - 138 - cognizance liya. Summons to accused, Kargil address (Baroo). PF filed.
agli date 12-2-26
""")

up("backlog/2026-01/17 jan yura.txt", "typed_note_txt", KS, "2026-01-17", ["C04"], ["C04-H02"], """
17 jan - sub judge (court till 1 pm only, winter timing, -14 outside)
yura suit: D2 WS again nahi. Nawang Tsering - time liya (2nd time), said D2 old man, at Kargil for treatment.
Madam said last time, next time costs. Again asked "goba se baat hui?" - told her no meeting in winter, village empty.
NDOH 21.03.2026
""")

# ------------------------------------------------------------ Feb - Apr 2026
up("backlog/2026-02/WhatsApp Chat with Jigmet.txt", "whatsapp_export", JW, "2026-02-23", ["C03", "C05"], ["C03-H01", "C05-H02", "C03-H02"], """
09/02/2026, 11:02 - Jigmet: Sir Tundup bail listed at Sr no 14 before Koul J
09/02/2026, 12:40 - Jigmet: Notice issued. status report from SHO Leh. next 23.02.2026
09/02/2026, 12:41 - Jigmet: Koul J asked custody certificate and whether any other case against him. I said none, first offence
09/02/2026, 12:43 - Konchok Stobdan: ok. get custody certificate from jail supdt before next date
12/02/2026, 14:15 - Jigmet: CJM - Abbas 138 - summons not come back from Kargil
12/02/2026, 14:16 - Jigmet: Fresh summons through SSP Kargil. ND 8.4.2026
12/02/2026, 14:20 - Konchok Stobdan: 👍
23/02/2026, 13:05 - Jigmet: Tundup bail - status report not filed. Mir sahab (APP) took time
23/02/2026, 13:06 - Jigmet: next date 9 march. Custody certificate filed today, Koul J saw it
23/02/2026, 13:10 - Konchok Stobdan: father ko bata do. he will call you
""")

up("backlog/2026-03/IMG_20260309_190233.jpg", "handwritten_note_photo", KS, "2026-03-09", ["C03"], ["C03-H03"], """
9.3.26  Tundup bail (Koul J) - video
SR filed by Mir. FSL report nahi aaya - sample sent 22.1. Koul J: "FSL ke bina quantity kaise decide karein?"
Also asked criminal antecedents again - SR says nil.
NDOH 30.3
""")

up("backlog/2026-03/New Text Document.txt", "typed_note_txt", KS, "2026-03-16", ["C01"], ["C01-H02"], """
16/03/26 Mon - Kharnak writ (Wani J, sitting Jammu for winter, video)
UT objections not filed. Mir (Dy AG) - time, instructions from Revenue Secy awaited.
Wani J: 4 weeks, last chance. Status quo continues. Again asked for the 2 page note before I started - ready this time.
Neha Gupta silent.
agli date 27.4.2026
Stanzin Dorjay worried - fencing poles lying at site, nobody working. told him status quo means nothing to be done.
""")

up("backlog/2026-03/21.3 sat.txt", "typed_note_txt", KS, "2026-03-21", ["C04"], ["C04-H03"], """
21.03.2026 Sat - Sub-Judge Leh
Yura suit: D2 WS filed, madam took it on record on costs Rs.1000 payable to plaintiff. paid in court, Padma Angmo's
son Tashi took it.
Issues next date. Goba question again - madam: "yura ka paani court se nahi, gaon se baantna chahiye". Nawang
Tsering said they are ready to talk. (they said this last yr also)
NDOH 25/04/2026
""")

up("backlog/2026-03/IMG-20260327-WA0004.jpg", "handwritten_note_photo", GR, "2026-03-27", ["C06"], ["C06-H01"], """
27.3.2026 MACT Kargil
Zehra Bano case - insurance company ka jawab file hua (Rafiq Shah). Owner Ghulam Hussain khud aaya, vakil nahi.
Agli tarikh 22.5.2026 - issues
- Rasool
""")

up("backlog/2026-03/30 march tundup.txt", "typed_note_txt", KS, "2026-03-30", ["C03"], ["C03-H04"], """
30.03.26  HC Srinagar (Koul J) video - Tundup bail
FSL report came: 950 grams charas net (intermediate qty, not commercial) - so no 37 bar.
Argued: 70 days custody, first offence, taxi driver, chargesheet filed. Mir opposed - "peddler network".
Koul J: orders on 20.04.2026. Judge sahab said custody certificate updated copy bhi chahiye next time.
""")

up("backlog/2026-04/PXL_20260404_101020.jpg", "handwritten_note_photo", KS, "2026-04-04", ["C04", "C05"], [], """
WEEK 6-11 APRIL
- Abbas 138 - CJM Wed - check summons report from SSP Kargil
- Tundup - custody cert. updated (Jigmet)
- Hotel Stok View - Rigzin came, BOCA order 8.4 expected, draft writ ready
- yura - list of witnesses ready? chhurpon name
- Kharnak - file rejoinder draft after objections
""")

up("backlog/2026-04/IMG_20260408_154411.jpg", "handwritten_note_photo", KS, "2026-04-08", ["C05"], ["C05-H03"], """
8/4/26 CJM Leh - Abbas 138
Accused absent. SSP report: served personally 18.3 at Baroo. Bailable warrant Rs 10,000.
Ahmad Ali Kacho (for accused) came late after order, said accused snowbound. CJM: "Zojila khula hai, Kargil-Leh road
khula hai."
ND 13.5.26
""")

up("backlog/2026-04/Scan_20260422_order.pdf", "certified_order_sheet_scan", "High Court of J&K and Ladakh", "2026-04-20", ["C03"], ["C03-H05"], """
HIGH COURT OF JAMMU & KASHMIR AND LADAKH AT SRINAGAR
Bail Appl. No. 88/2026   Tsering Tundup v. UT of Ladakh
CORAM: HON'BLE MR. JUSTICE ARVIND KOUL
Date: 20.04.2026
ORDER
... The contraband recovered is 950 grams of charas, which is an intermediate quantity. The rigours of Section 37 are
not attracted. The applicant has been in custody since 19.01.2026 and the chargesheet stands filed.
The applicant is admitted to bail on his furnishing a personal bond of Rs. 50,000/- with one surety of the like amount
to the satisfaction of the trial court, subject to the conditions: (i) he shall report to the SHO P/S Leh on the first
Monday of every month; (ii) he shall not leave the UT of Ladakh without permission of the trial court; (iii) he shall
not tamper with evidence. Disposed of.
sd/- (Arvind Koul) Judge
""")

up("backlog/2026-04/27.4.26 kharnak.txt", "typed_note_txt", KS, "2026-04-27", ["C01"], ["C01-H03"], """
27.4.2026 Wani J (video, court back at Srinagar)
Kharnak writ: UT objections filed today (Mir), copy given. Neha Gupta for R4 Trans-Himalaya - sought time, "instructions
from Delhi office". Wani J not happy - costs Rs. 5,000/- on R4 payable to petitioners, 4 wks.
Judge sahab ne kaha: "pastoral rights are not a formality, the community has been on this land before the notification."
Rejoinder 2 wks.
NDOH 08.06.26
""")

up("backlog/2026-04/25-4 yura issues.txt", "typed_note_txt", JW, "2026-04-25", ["C04"], ["C04-H04"], """
25/04/2026 Sub Judge Leh - Padma Angmo v Rinchen Tundup
Issues framed (4):
1. Whether the plaintiff has a share in the Saboo yura water every Tuesday and Friday as per custom? OPP
2. Whether the defendants diverted the channel near the mill (rantak) in 2024? OPP
3. Whether the suit is bad for non-joinder of the village chhurpon? OPD
4. Relief.
List of witnesses in 15 days. Next date 30.05.2026 PE.
Madam again asked about settlement through the goba. Nawang Tsering said "talks going on".
""")

# ------------------------------------------------------------ May - Jun 2026
up("backlog/2026-05/IMG_20260513_143002.jpg", "handwritten_note_photo", KS, "2026-05-13", ["C05"], ["C05-H04"], """
13.05.26 CJM - Abbas 138
Accused Mohd Abbas appeared (warrant), bail bond Rs 10,000 + surety (his brother). Notice read over. Not guilty -
says cheque was given as SECURITY for hardware supply on credit, not for debt.
Ahmad Ali Kacho wants exemption for future dates - "accused has shop in Kargil, 230 km".
ND 24.6.26 CE
""")

up("backlog/2026-05/WhatsApp Chat with Rigzin Hotel Stok View.txt", "whatsapp_export", "Rigzin Namgyal", "2026-05-18", ["C02"], ["C02-H01"], """
11/05/2026, 09:14 - Rigzin Namgyal: Jullay sir. writ filed? season starting 1 june, bookings full
11/05/2026, 09:30 - Konchok Stobdan: Filed today at Jammu through Vikas ji. Listing likely next week.
18/05/2026, 15:22 - Konchok Stobdan: Jullay Rigzin. Sethi J issued notice. No demolition till next date BUT no further construction on 3rd floor. Don't let the labour work.
18/05/2026, 15:23 - Rigzin Namgyal: ok sir thank you. next date?
18/05/2026, 15:24 - Konchok Stobdan: 15 June. At Jammu. Judge sahab wants physical appearance, video only on application.
18/05/2026, 15:30 - Rigzin Namgyal: 🙏
""")

up("backlog/2026-05/Scan_20260519_order.pdf", "certified_order_sheet_scan", "High Court of J&K and Ladakh", "2026-05-18", ["C02"], ["C02-H01"], """
HIGH COURT OF JAMMU & KASHMIR AND LADAKH AT JAMMU
WP(C) No. 1408/2026   Rigzin Namgyal v. UT of Ladakh & Ors.
CORAM: HON'BLE MR. JUSTICE VIKRAM SETHI      Date: 18.05.2026
Notice. Ms. Shabnam Kacho, GA, accepts notice for respondents. Objections within four weeks.
In the meantime, no coercive action including demolition shall be taken against the petitioner's building, subject to
the petitioner not raising any further construction. List on 15.06.2026.
""")

up("backlog/2026-05/22.5 mact rasool.txt", "typed_note_txt", GR, "2026-05-22", ["C06"], ["C06-H02"], """
22.05.2026 MACT Kargil. Zehra Bano vs Ghulam Hussain.
issues frame hue. Rafiq Shah sahab (insurance) ne phir bola driver Anwar Ali ka licence farzi hai, issue banwaya.
PW ki list do. agli tarikh 10.07.2026 - Zehra bibi ko laana hai gawahi ke liye
""")

up("backlog/2026-05/IMG_20260523_093011.jpg", "certified_order_sheet_scan", "MACT Kargil", "2026-05-22", ["C06"], ["C06-H02"], """
MOTOR ACCIDENT CLAIMS TRIBUNAL, KARGIL
MACT Claim No. 9/2025  Zehra Bano & Ors. v. Ghulam Hussain & Anr.     22.05.2026
Present: Sh. Konchok Stobdan (through clerk) for claimants; Sh. Rafiq Ahmed Shah for R2 insurer; R1 in person.
Issues: 1. Whether Mohd. Ali died in the accident of 14.06.2025 due to rash and negligent driving of taxi LA02-6617? OPP
2. Whether the driver held a valid and effective driving licence? OPR-2  3. Compensation and liability.
Claimants' evidence on 10.07.2026.   sd/- Presiding Officer
""")

up("backlog/2026-05/30 may sat.txt", "typed_note_txt", KS, "2026-05-30", ["C04"], ["C04-H05"], """
30.5.26 (Sat)
yura suit - PW1 Padma Angmo ready, came from Saboo at 9. Nawang Tsering moved IA for local commission - inspect the
yura near the rantak (water mill). Madam kept PW1 back. Reply to IA filed same day.
Time wasted again - 3rd adjournment in this suit on their side.
NDOH 04.07.2026
""")

up("backlog/2026-06/2.6 DC stok.txt", "typed_note_txt", KS, "2026-06-02", ["C07"], ["C07-H01"], """
2/6/26 Tue - DC Leh court (revenue)
Tsering Dolma mutation appeal - admitted. Record of intiqal 1142 summoned from Tehsildar Leh.
Dorjay Stobgais for Sonam Namgyal - says hiba (gift) deed 2019 registered. Our case: Tsewang Phuntsog never gifted,
daughter is heir.  Jamabandi 2009-10 (Urdu) nakal filed.
next 7.7.26
""")

up("backlog/2026-06/IMG_20260608_172900.jpg", "handwritten_note_photo", KS, "2026-06-08", ["C01"], ["C01-H04"], """
8/6/26 Wani J (video) - Kharnak
Rejoinder filed. Costs 5000 - R4 paid? Neha Gupta said DD sent - yes, received by Stanzin Dorjay 2 june.
Wani J: DC Leh to file report - how many families graze, how many animals, is there alternative land.
2 page note asked FIRST again (3rd time - always!)
ND 3.8.26
""")

up("backlog/2026-06/15-6-26 jammu.txt", "typed_note_txt", KS, "2026-06-15", ["C02"], ["C02-H02"], """
15.06.2026 HC Jammu - Sethi J - hotel writ (I went physically, flight Leh-Jammu 14th)
Sethi J first question: "interim ka compliance? construction ruka hai?" - told him yes, photos filed.
Shabnam Kacho GA: record from BOCA awaited, time. Granted. Interim continues.
agli date 20.07.2026
""")

up("backlog/2026-06/WhatsApp Chat with Jigmet (2).txt", "whatsapp_export", JW, "2026-06-24", ["C05"], ["C05-H05"], """
24/06/2026, 11:48 - Jigmet: Sir Abbas 138: CW1 affidavit filed, Stanzin Rigzin present
24/06/2026, 11:49 - Jigmet: accused absent again, Kacho sir filed exemption, allowed
24/06/2026, 11:50 - Jigmet: ND 05.08.2026 for cross of CW1
24/06/2026, 11:52 - Konchok Stobdan: ok. ask for 143A interim compensation next date, draft is in the folder
24/06/2026, 11:53 - Jigmet: ok sir
""")

# ------------------------------------------------------------ Jul - Aug 2026
up("backlog/2026-07/IMG_20260704_131515.jpg", "certified_order_sheet_scan", "Sub-Judge, Leh", "2026-07-04", ["C04"], ["C04-H06"], """
IN THE COURT OF SUB-JUDGE, LEH
Civil Suit No. 14/2025  Padma Angmo v. Rinchen Tundup & Anr.        04.07.2026
IA No. 3/2026 (defendants) for appointment of local commission. Heard. Allowed.
Naib Tehsildar, Saboo is appointed Local Commissioner to inspect the Saboo yura from the head near the rantak to the
plaintiff's fields and report on the course of the channel and the present arrangement of turns. Commission fee
Rs. 5,000/- to be paid by the defendants. Report in four weeks. Plaintiff's evidence on 08.08.2026.
sd/- Sub-Judge Leh
""")

up("backlog/2026-07/7 july DC.txt", "typed_note_txt", JW, "2026-07-07", ["C07"], ["C07-H02"], """
07.07.2026 DC Leh - Tsering Dolma appeal
Tehsildar record not received. Reader said Patwari Stok will produce file directly. Next 18.08.2026.
Tsering Dolma came with her uncle, I told her.
""")

up("backlog/2026-07/IMG-20260710-WA0009.jpg", "handwritten_note_photo", GR, "2026-07-10", ["C06"], ["C06-H03"], """
10/7/26 MACT Kargil
Zehra Bano PW1 - bayan (affidavit) + jirah. Rafiq Shah ne 40 min jirah kiya - sawal: shohar ki aamdani ka saboot?
Bibi ne kaha carpenter, 18,000 mahina, kaam Leh me bhi. Licence ka sawal phir uthaya (bibi ko kya pata).
agli tarikh 28.8.26 - PW2 Abbas Ali
""")

up("backlog/2026-07/20.07 hotel + dc.txt", "typed_note_txt", KS, "2026-07-20", ["C02"], ["C02-H03"], """
20.7.2026 Sethi J, Jammu (by video - application allowed this time)
Hotel Stok View: GA filed objections. We filed Rigzin's affidavit - UNDERTAKING: 3rd floor will not be used for
guests/commercially till decision. Sethi J took it on record; asked again first whether construction stopped.
Next 24.08.2026.
""")

up("backlog/2026-08/WhatsApp Chat with Stanzin Dorjay Kharnak.txt", "whatsapp_export", "Stanzin Dorjay", "2026-08-03", ["C01"], ["C01-H05"], """
03/08/2026, 16:40 - Konchok Stobdan: Jullay Dorjay-le. DC report filed - 212 families, 31,000 animals. Good for us.
03/08/2026, 16:41 - Konchok Stobdan: Neha Gupta again took time to reply to the report - 2nd time after April.
03/08/2026, 16:42 - Konchok Stobdan: Wani J said last opportunity. Next date 21 September.
03/08/2026, 18:05 - Stanzin Dorjay: juley sir. people asking when solar company go. we shift to Lungmoche in November
03/08/2026, 18:07 - Konchok Stobdan: status quo stands. nobody can fence. send me photos if anybody comes
""")

up("backlog/2026-08/5.8 CJM.txt", "typed_note_txt", JW, "2026-08-05", ["C05"], ["C05-H06"], """
05/08/2026 CJM Leh - Abbas 138
CW1 cross - Kacho sir not ready, sought time (again). Our 143A application allowed:
interim compensation 20% = Rs. 75,000/- within 60 days.
Accused present today (first time after notice).
Next 09.09.2026
""")

up("backlog/2026-08/IMG_20260808_175230.jpg", "handwritten_note_photo", KS, "2026-08-08", ["C04"], ["C04-H07"], """
8.8.26 Sat - yura
Commission report filed (Naib Tehsildar): channel diverted ~40 m near rantak, new cement pipe; turns now Tue only
for upper fields.  PW1 Padma Angmo chief - affidavit tendered, exhibits P1 to P4.
Cross - Nawang T "not ready, report just received" - time liya. Madam allowed but warned.
NDOH 12/9
""")

up("backlog/2026-08/18-8-26.txt", "typed_note_txt", KS, "2026-08-18", ["C07"], ["C07-H03"], """
18.08.26 DC Leh - Stok mutation appeal
Patwari Stok produced intiqal 1142 file. Gift deed 2019 - signed by thumb impression, only 1 witness (Sonam's
brother-in-law). Tsewang Phuntsog was bedridden in 2019 - we have hospital slip SNM.
Dorjay Stobgais sought time for reply. DC gave 6 weeks.
agli date 29.09.2026
""")

up("backlog/2026-08/24.8 jammu.txt", "typed_note_txt", KS, "2026-08-24", ["C02"], ["C02-H04"], """
24/8 Mon - Sethi J - hotel writ
Compliance asked first (as always). Then: Executive Engineer PWD (R&B) Leh to inspect Hotel Stok View, measure height,
report in 4 wks. Shabnam Kacho agreed.
NDOH 5.10.26
""")

up("backlog/2026-08/IMG-20260828-WA0015.jpg", "handwritten_note_photo", GR, "2026-08-28", ["C06"], ["C06-H04"], """
28.08.2026 MACT Kargil - Zehra Bano
PW2 Abbas Ali (saath safar karne wala) bayan hua - truck overtake karte waqt gaadi khai me gayi, driver tez chala raha tha.
Rafiq Shah sahab ne jirah ke liye waqt manga. diya.
agli tarikh 23.10.2026
""")

# ------------------------------------------------------------ Sep - Oct 2026
up("backlog/2026-09/9 sept cheque.txt", "typed_note_txt", JW, "2026-09-09", ["C05"], ["C05-H07"], """
9.9.26 CJM - Abbas cheque case
CW1 Stanzin Rigzin cross by Kacho sir - put security cheque theory, credit ledger. Rigzin denied, said goods delivered
(cement, GI sheets) bill nos. given.
Bank manager J&K Bank Main Bazaar to be summoned as CW2.
interim compensation - 60 days not over yet.
ND 14 oct
""")

up("backlog/2026-09/12.9 yura PW1 cross.docx", "typed_note_docx", KS, "2026-09-12", ["C04"], ["C04-H08"], """
12.09.2026 (Sat) Sub-Judge Leh - Padma Angmo v. Rinchen Tundup
PW1 Padma Angmo cross-examined by Adv. Nawang Tsering (about 1 hr, Ladakhi interpreted by reader):
- admits that since 2023 her turn has been only on Tuesday, earlier Tuesday and Friday;
- denies that the Friday turn was given up for money;
- says the chhurpon fixes the turns every spring at the village meeting.
PW2 Tsering Phuntsog (chhurpon, Saboo, 71 yrs) chief: turns fixed by custom, plaintiff's family had Tue + Fri since his father's time.
Cross of PW2 next. Madam asked AGAIN whether goba/elders can settle - Nawang said he will talk to D1.
NDOH 17.10.2026
""")

up("backlog/2026-09/21 sep kharnak.txt", "typed_note_txt", KS, "2026-09-21", ["C01"], ["C01-H06"], """
21.9.26 Wani J video
Kharnak writ - started main arguments (FRA/customary rights, no consultation with Changpa community, notification
says 'objections already considered' but no objection invited). 25 min, then video link dropped from Leh side,
couldn't reconnect. Part heard.
agli date 9.11.2026
Note to self: book the district court VC room next time, not chamber net.
""")

up("backlog/2026-09/IMG_20260929_160012.jpg", "handwritten_note_photo", KS, "2026-09-29", ["C07"], ["C07-H04"], """
29/9/26 DC Leh
Stok appeal - reply filed by Dorjay Stobgais. DC sahab on tour to Nyoma (Changthang) - reader gave date.
next 3.11.26
""")

up("backlog/2026-10/5.10.26.txt", "typed_note_txt", KS, "2026-10-05", ["C02"], ["C02-H05"], """
05.10.2026 - Sethi J (video) - hotel writ
EE report NOT filed. Shabnam Kacho - "EE transferred, new EE joined". Sethi J: costs Rs. 3,000/- on respondents,
report positively by next date. Compliance question first again - told him undertaking honoured, 3rd floor locked.
ND 16.11.26
""")

up("backlog/2026-10/WhatsApp Chat with Jigmet (3).txt", "whatsapp_export", JW, "2026-10-17", ["C05", "C04"], ["C05-H08", "C04-H09"], """
14/10/2026, 12:30 - Jigmet: Sir Abbas 138 - CW2 bank manager Tsewang Rigzin examined. proved return memo, funds insufficient
14/10/2026, 12:31 - Jigmet: interim compensation 75k NOT paid. 60 days over on 4 oct
14/10/2026, 12:32 - Jigmet: next 18.11.2026
14/10/2026, 12:40 - Konchok Stobdan: file application for recovery of interim compensation u/s 143A(5). next date
17/10/2026, 11:15 - Jigmet: Sir yura suit - Nawang Tsering sir absent. PW2 chhurpon came from Saboo, sent back
17/10/2026, 11:16 - Jigmet: Madam imposed 500 costs on defendants. ND 21.11.2026
17/10/2026, 11:17 - Konchok Stobdan: ok. tell chhurpon-le we will arrange taxi next time
""")

up("backlog/2026-10/IMG-20261023-WA0003.jpg", "handwritten_note_photo", GR, "2026-10-23", ["C06"], ["C06-H05"], """
23.10.26 MACT Kargil - Zehra Bano
PW2 Abbas Ali ki jirah hui - Rafiq Shah: licence ke baare me pata hai? PW2: nahi.
Insurance ki darkhwast - DTO Kargil ka record mangwao (driver Anwar Ali licence). manzoor.
agli tarikh 27.11.2026
""")

# ------------------------------------------------------------ Nov 2026
up("backlog/2026-11/IMG_20261103_150505.jpg", "handwritten_note_photo", KS, "2026-11-03", ["C07"], ["C07-H05"], """
3.11.26 DC Leh - Stok mutation
Arguments both sides ~1 hr. DC asked: "1908 bandobast (settlement) ka record kahan hai? dono copy laao."
We rely on hospital slip + jamabandi. Dorjay S: registered gift deed.
agli date 8.12.26 - settlement record + orders
""")

up("backlog/2026-11/kharnak 9.11.txt", "typed_note_txt", KS, "2026-11-09", ["C01"], ["C01-H07"], """
9 Nov 2026 - Wani J (VC from district court Leh - worked!)
Kharnak writ - arguments concluded for petitioners. 2 page note taken first as usual.
Wani J asked Mir (UT) - "alternative land at Pangunagu per DC report - why not there?" Mir to take instructions.
R4 developer (Neha Gupta) to argue next date.
NDOH 14.12.2026
""")

up("backlog/2026-11/14 nov plan.txt", "typed_note_txt", KS, "2026-11-14", ["C02", "C05", "C04", "C06"], [], """
THIS WEEK (16-21 Nov)
Mon  - hotel writ, Sethi J, EE report should be there now
Wed  - Abbas 138 - recovery appl. 143A, 313 questions draft
Fri  - Kargil MACT - Rasool to go, DTO clerk summoned
Sat  - yura - PW2 cross, chhurpon taxi (Tashi to arrange)
Also: fees from Rigzin Namgyal pending Rs 40,000
""")

up("backlog/2026-11/16.11 hotel.txt", "typed_note_txt", KS, "2026-11-16", ["C02"], ["C02-H06"], """
16.11.2026 Sethi J (video) - Hotel Stok View
EE report filed: height 11.7 m vs 10.5 m permitted - excess 1.2 m. 3rd floor unfinished, not in use.
Sethi J asked first - compliance - ok. Then: "why not compounding? The rules allow compounding of minor height
violation." Asked GA to get BOCA's stand and us to file a compounding proposal.
agli date 21.12.2026
Rigzin told - he is ready to pay compounding fee.
""")

up("backlog/2026-11/18-11 cjm.txt", "typed_note_txt", JW, "2026-11-18", ["C05"], ["C05-H09"], """
18/11/26 CJM Leh - Stanzin Rigzin vs Mohd Abbas
Complainant evidence closed. Accused absent - Kacho sir exemption again (4th time he asked for exemption).
Recovery application for interim compensation Rs 75,000 - notice to accused.
CJM said next date accused must be present for statement u/s 313 (351 BNSS), no exemption.
ND 16.12.2026
""")

up("backlog/2026-11/NEW NOTE 19.11.txt", "typed_note_txt", KS, "2026-11-19", ["C05"], [], """
19.11.26 - correction
yesterday Jigmet wrote 4th exemption in Abbas 138. Counted from the files: exemption asked 13.5 (for future dates, CJM said
later), 24.6 (allowed), 18.11 (allowed) - that is 3 times, not 4. The 5.8 date was time for cross, not exemption.
Next date 16.12 is right.
""")

up("backlog/2026-11/yura 21.11.txt", "typed_note_txt", KS, "2026-11-21", ["C04"], ["C04-H10"], """
21.11.2026 Sat - Sub-Judge Leh - yura suit
PW2 chhurpon Tsering Phuntsog cross by Nawang Tsering - admitted the cement pipe was laid by D1 in 2024 without the
village meeting. Good for us.
PE closed. DE next - defendants to lead evidence.
Madam - settle through goba, "last time I am saying". Nawang T said D1 will meet goba in December.
NDOH 19.12.2026
""")

up("backlog/2026-11/WhatsApp Chat with Rasool Munshi Kargil.txt", "whatsapp_export", GR, "2026-11-27", ["C06"], ["C06-H06"], """
27/11/2026, 13:10 - Ghulam Rasool: Assalam alaikum vakil sahab
27/11/2026, 13:11 - Ghulam Rasool: MACT - DTO office ka clerk aaya. licence Anwar Ali ka asli hai, 2019 me DTO Kargil ne diya, LMV + transport
27/11/2026, 13:12 - Ghulam Rasool: Rafiq Shah sahab ne bahas ke liye waqt manga. agli tarikh 18.12.2026
27/11/2026, 13:15 - Konchok Stobdan: Walaikum salam. shukriya Rasool bhai. Zehra Bano ko bata dena, Sajjad ko bhi
27/11/2026, 13:16 - Ghulam Rasool: ji
""")

up("backlog/2026-11/IMG_20261128_101500.HEIC", "handwritten_note_photo", KS, "2026-11-28", ["C03"], [], """
28/11 - Tundup's father Phuntsog Namgyal called
Tundup reporting at P/S Leh every 1st Monday - SHO signed. Trial court (Sessions Leh) charge next month.
Father asks if bail condition can be relaxed to go to Manali for taxi work in season - told him application
to trial court needed, not HC.
""")

up("backlog/2026-11/Week plan Dec.txt", "typed_note_txt", KS, "2026-11-30", ["C07", "C01", "C05", "C06", "C04"], [], """
DECEMBER - chala chal
- Stok mutation (DC) - settlement record 1908 copy from Record Room - apply Monday
- Kharnak - R4 to argue - prepare reply points, DC report para 3 (Pangunagu)
- Abbas 138 - 313 + recovery of 75k
- MACT Kargil - written arguments, multiplier 15 for age 38
- yura - DE, keep chhurpon ready if rebuttal
court winter timings from 1 Dec: 10:30 to 3:30
""")

up("backlog/2026-12/IMG_20261202_095045.jpg", "handwritten_note_photo", KS, "2026-12-02", ["C06", "C02"], [], """
2.12 calls
Sajjad Hussain (Zehra's brother) - asking how much will come. Told ~ claim 42 lakh, realistic 25-30 L; insurer may
appeal licence point is gone now.
Rigzin Namgyal - compounding fee calc by architect Rs 2,64,000 - send to Shabnam Kacho before 21.12.
""")
