"""The uploads of the Sambalpur practice: what Adv. Meher, his junior Subrat and his clerk Gobardhan actually kept."""

L, J, K = "Prasanta Kumar Meher", "Subrat Pradhan", "Gobardhan Sahu (clerk)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents (before and around the cases)
u("backlog/2025-08/CamScanner 20-08-2025 11.52.pdf", "document_scan", "Office of the Collector, Sambalpur (Record Room)", "2025-08-20", ["C01"], [], """
HIRAKUD DAM PROJECT - LAND ACQUISITION
Statement of Compensation paid - Mouza KUMARBANDH, P.S. Hirakud, Dist. Sambalpur (submerged area, Zone 'A')
L.A. Case No. 212 of 1955-56                                   (Certified copy - Record Room, Collectorate)
Sl.  Name of the raiyat                  Khata  Area (Ac.)  Kisam       Amount paid        Date of payment
14   Gopinath Bhoi s/o Dhoba Bhoi        27     3.12        Bahal/Mal   Rs. 1,146-8-0      19.03.1957
15   Gopinath Bhoi (homestead)           27     0.08        Gharabari   -- not paid --     --
16   Lokanath Bhoi s/o Dhoba Bhoi        28     1.40        Att         Rs. 402-0-0        19.03.1957
Remarks: Homestead plots at the resettlement colony to be allotted separately by the Rehabilitation Officer.
Copy issued on 20.08.2025.                       sd/- Record Keeper, Collectorate, Sambalpur
""")
u("backlog/2023-11/Award notice Jamadarpali canal.pdf", "document_scan", "Land Acquisition Collector, Sambalpur", "2023-11-14", ["C02"], [], """
OFFICE OF THE LAND ACQUISITION COLLECTOR, SAMBALPUR
Notice u/s 37(2) of the RFCTLARR Act, 2013        L.A. Case No. 6/2021      Award No. 41 dated 14.11.2023
Project: Hirakud Left Main Canal - Jamadarpali distributary (lining and widening)
To: Sri Baidhar Pradhan, s/o Late Chintamani Pradhan, At: Jamadarpali, Dist. Sambalpur
Your land: Mouza Jamadarpali, Khata No. 88, Plot No. 402, Ac. 1.86, Kisam Bahal-II
Market value fixed @ Rs. 2,10,000/- per acre; with multiplier factor 1.00, solatium 100% and additional amount
12% p.a., total award Rs. 8,17,236/-. You may receive the amount under protest.
                                                        Land Acquisition Collector, Sambalpur
""")
u("backlog/2024-02/IMG_20240219_120418.jpg", "document_photo", "Sub-Registrar, Sambalpur", "2024-02-19", ["C02"], [], """
ENCUMBRANCE / CERTIFIED COPY - SALE DEED No. 11260800417 of 2019
Sub-Registrar Office, Sambalpur          Date of registration: 06.05.2019
Vendor: Nilambar Bag   Vendee: Smt. Rashmita Panda
Mouza Jamadarpali, Khata 91, Plot 398, Area Ac. 0.50, Kisam Bahal-II
Consideration Rs. 3,20,000/- (i.e. @ Rs. 6,40,000/- per acre)
(Plot 398 adjoins Plot 402 on the north)
""")
u("backlog/2025-06/CS 118 plaint Agrawal v Balaji mill.pdf", "document_scan", L, "2025-06-16", ["C03"], [], """
IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION), BARGARH
C.S. No. ____ of 2025
Hemanta Agrawal, aged about 46 years, s/o Ramniwas Agrawal, prop. M/s Jay Hanuman Dhan Bhandar, Station Road, Bargarh
                                                        ... Plaintiff
                         Versus
1. M/s Shree Balaji Rice Mill, At/P.O. Attabira, Dist. Bargarh, through its partner Sunil Kumar Jain
2. Sunil Kumar Jain, partner                             ... Defendants
SUIT FOR RECOVERY OF MONEY
The plaintiff supplied 1,240 quintals of paddy (FAQ, Swarna variety) to defendant No. 1 in Dec. 2024 - Jan. 2025 at
Rs. 1,900 per quintal, total Rs. 23,56,000. Defendant paid Rs. 5,00,000 by RTGS on 10.01.2025, leaving Rs. 18,56,000;
with Rs. 4,000 of loading (hamali) charges the balance is Rs. 18,60,000. Prayer: decree for Rs. 18,60,000 with
pendente lite and future interest @ 12% p.a.; costs.
Valuation for court fee: Rs. 18,60,000.                       Advocate for the plaintiff: P.K. Meher
""")
u("backlog/2025-06/IMG-20250612-WA0014.jpg", "document_photo", "Canara Bank, Bargarh", "2025-06-12", ["C03"], [], """
CANARA BANK - BARGARH MAIN BRANCH      ACCOUNT STATEMENT
A/c: M/S JAY HANUMAN DHAN BHANDAR   CA No. 2744xxxxxx     Period: 01.12.2024 to 31.03.2025
Date        Particulars                                         Debit       Credit        Balance
10.01.2025  RTGS CR SHREE BALAJI RICE MILL ATTABIRA UTR..8812                5,00,000.00   7,41,332.10
18.01.2025  CASH WDL SELF                                       40,000.00                 7,01,332.10
(no other credit from Shree Balaji Rice Mill in the period)
""")
u("backlog/2026-02/CamScanner 25-02-2026 17.40.pdf", "document_scan", "Sri Pramod Kumar Dash (for defendants)", "2026-02-25", ["C03"], [], """
IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION), BARGARH
C.S. No. 118 of 2025      Hemanta Agrawal ... Plaintiff   Vs.   M/s Shree Balaji Rice Mill & another ... Defendants
WRITTEN STATEMENT ON BEHALF OF THE DEFENDANTS
4. The paddy supplied was not FAQ: moisture was above 17% and there was heavy chaff; the defendants were compelled to
   make a katni (deduction) of 4 kg per quintal, which the plaintiff's munshi accepted at the mill gate.
5. Only 1,080 quintals reached the mill; two trucks said to carry 160 quintals have no weighment slip of the mill.
6. Nothing is due; the suit is barred and is liable to be dismissed with costs.
Verified at Bargarh on 24.02.2026.                  Advocate for defendants: P.K. Dash
""")
u("backlog/2025-03/FIR Belpahar PS 61-2025.pdf", "document_scan", "Belpahar Police Station", "2025-03-02", ["C04"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)
Dist.: Jharsuguda   P.S.: Belpahar   FIR No. 61   Date: 02.03.2025
Sections: 281, 125(a), 106(1) BNS
Informant: Ramesh Kisan of Banjari. At about 7.10 PM near Kudopali chhak on the Belpahar-Brajarajnagar road, a
coal-laden tipper No. OD-23-K-xxxx coming at high speed from the Lakhanpur side hit the motorcycle of Dilip Naik from
behind. Dilip fell under the rear wheel and died on the spot. The driver fled leaving the tipper.
                                                       IIC, Belpahar P.S.
""")
u("backlog/2025-03/PM report Dilip Naik DHH Jharsuguda.pdf", "document_scan", "District Headquarters Hospital, Jharsuguda", "2025-03-03", ["C04"], [], """
DISTRICT HEADQUARTERS HOSPITAL, JHARSUGUDA - POST MORTEM EXAMINATION REPORT
P.M. No. 188/2025   Date 03.03.2025
Dead body of Dilip Naik, male, aged about 34 years, s/o Late Bhagaban Naik, At: Belpahar, identified by Sabitri Naik (wife)
Injuries: crush injury of chest and abdomen; multiple rib fractures; rupture of liver.
Opinion: death due to haemorrhagic shock following crush injuries; ante-mortem; consistent with run over by a heavy vehicle.
""")
u("backlog/2025-07/IMG20250721104416.jpg", "document_photo", "Shree Ganesh Ispat Pvt. Ltd., Jharsuguda", "2025-07-21", ["C04"], [], """
SHREE GANESH ISPAT PVT. LTD.  (Sponge Iron Division), Badmal, Jharsuguda
SALARY CERTIFICATE                                     Ref. SGI/HR/2025/311   Dt. 21.07.2025
Certified that Late Dilip Naik, Emp. Code 2217, was working as Kiln Helper from 01.04.2019 till 02.03.2025.
His last drawn gross salary was Rs. 14,500/- (Rupees fourteen thousand five hundred) per month.
                                                        Manager (HR)
""")
u("backlog/2025-08/IMG_20250818_131502.jpg", "document_photo", "Tahasil Kuchinda (Bhulekh ROR)", "2025-08-18", ["C05"], [], """
ଓଡ଼ିଶା ସରକାର - ସ୍ଵତ୍ଵଲିପି (ROR)     ତହସିଲ: କୁଚିନ୍ଦା   ମୌଜା: ବଡ଼ବହାଲ   ଜିଲ୍ଲା: ସମ୍ବଲପୁର
ଖାତା ନଂ 114    ଜାତି: କିଷାନ (ଅନୁସୂଚିତ ଜନଜାତି)
ନାମ: ବୁଧୁରାମ କିଷାନ, ପିତା: ଫଗୁ କିଷାନ
ପ୍ଲଟ ନଂ 312   କିସମ: ବହାଲ-2   ରକବା: 2.40 ଏକର
Khata 114, Plot 312, Ac. 2.40, recorded tenant Budhuram Kisan (ST) - Bhulekh print 18.08.2025
""")
u("backlog/2025-05/Mahila PS case 87-25 FIR.pdf", "document_scan", "Mahila Police Station, Sambalpur", "2025-04-11", ["C06"], [], """
FIRST INFORMATION REPORT
Dist.: Sambalpur   P.S.: Mahila P.S., Sambalpur   Case No. 87   Date: 11.04.2025
Sections: 498-A, 323, 506, 34 IPC r/w 4 D.P. Act (occurrence from 2022 to 14.06.2024)
Informant: Ranjita Barik (27), d/o Kulamani Bhue of Ainthapali, w/o Sanjay Barik.
Married on 06.05.2022. Husband Sanjay, mother-in-law Kuni Barik, sister-in-law Sasmita and her husband demanded
Rs. 2,00,000 cash and a motorcycle after the marriage, assaulted her and drove her out on 14.06.2024.
                                                        IIC, Mahila P.S., Sambalpur
""")
u("backlog/2026-08/Excise seizure list Raju Dhanupali.pdf", "document_scan", "Excise Station, Sambalpur", "2026-08-18", ["C07"], [], """
GOVERNMENT OF ODISHA - EXCISE DEPARTMENT          Excise Station: Sambalpur
SEIZURE LIST        Excise Case No. 31/2026      Date 18.08.2026, 05.30 AM
Place: house of Rajkishore Sa @ Raju, Dhanupali, Sambalpur town
Seized: 8 plastic jerricans of 12 litres each containing country liquor (mahua) - total 96 litres; 1 motorcycle
OD-15-N-xxxx. Sample 2 x 180 ml drawn and sealed for chemical examination.
Offence u/s 52(a) of the Odisha Excise Act, 2008. Accused arrested and forwarded.        Excise S.I., Sambalpur
""")

# ---------------- C01 Hirakud oustee writ (Orissa HC)
u("backlog/2026-01/WPC 18734 13.01.26.docx", "typed_note_docx", L, "2026-01-13", ["C01"], ["C01-H01"], """
13.01.2026 - Cuttack - W.P.(C) 18734/2025 Hrudananda Bhoi & ors v. State - Ct. 11, Rath J (hybrid)
Admission. I argued 10 min - 1957 register extract (Annex-3) shows gharabari "not paid".
Samal ASC accepted notice for O.P. 1 to 4. Counter in 4 weeks. Rejoinder 2 weeks thereafter.
Rath J: "70 bachhar hei gala, ebe bi record khojuchhanti?" - asked Samal to get the Collector's own say.
Next 24.02.2026. Told Hrudananda bhai on phone.
""")
u("backlog/2026-04/WhatsApp Chat with Hrudananda Bhoi Remed.txt", "whatsapp_export", "Hrudananda Bhoi", "2026-07-08", ["C01"], ["C01-H02", "C01-H04"], """
24/02/26, 18:05 - Hrudananda Bhoi Remed: Sir namaskar. Aji case kenta hela?
24/02/26, 18:20 - Adv P K Meher: Namaskar. Sarkar pakhe counter nai deisan. ASC Samal babu Collector thu instruction nai asi bali time mangle. Next 7 April.
24/02/26, 18:22 - Hrudananda Bhoi Remed: Ame 70 barsa dhari jagi rahichhe sir, aau kete din
24/02/26, 18:30 - Adv P K Meher: Dhairya dharantu. Court bhi naraj achhe.
07/04/26, 16:45 - Adv P K Meher: Aji judge 5000 tanka cost lagaichhanti sarkar upare, last chance. Collector nijar affidavit deben, 1957 register saha. Next 8 July.
08/07/26, 17:10 - Adv P K Meher: Collector affidavit dela. Kahesi 1957 re Gopinath Bhoi ke Rs. 1,146 dei dei thile, gharabari ra record nai. Ame 3 saptaha re rejoinder debu.
08/07/26, 17:14 - Hrudananda Bhoi Remed: Gharabari paisa kebe bi pai nahun sir. Remed colony re plot bi nahin.
""")
u("backlog/2026-04/WPC 18734-2025 Order 07.04.2026.pdf", "certified_order_sheet_scan", "High Court of Orissa", "2026-04-08", ["C01"], ["C01-H03"], """
IN THE HIGH COURT OF ORISSA AT CUTTACK
W.P.(C) No.18734 of 2025
Hrudananda Bhoi and others                ....      Petitioners
                                                  Mr. P.K. Meher, Advocate
                         -versus-
State of Odisha and others                ....      Opposite Parties
                                                  Mr. N. Samal, Addl. Standing Counsel
CORAM: JUSTICE S.S. RATH
ORDER
Order No.03.   07.04.2026
1. This matter is taken up through hybrid arrangement (video conferencing / physical mode).
2. Learned Addl. Standing Counsel again prays for time to file counter affidavit as instructions from the Collector,
Sambalpur are awaited. This is the second occasion.
3. The petitioners claim to be descendants of oustees of the Hirakud Dam Project. The Court is constrained to grant one
last opportunity subject to payment of cost of Rs.5,000/- to the petitioners. The Collector, Sambalpur shall file his
own affidavit annexing the compensation register of 1957 relating to mouza Kumarbandh.
4. List on 08.07.2026.
                                                   ( S.S. Rath ) Judge
""")
u("backlog/2026-07/IMG_20260708_154233.jpg", "handwritten_note_photo", L, "2026-07-08", ["C01"], ["C01-H04"], """
8/7/26 Ctk  Ct 11  Rath J   WPC 18734/25 (Hirakud)
Collector affdt filed (dt 3.7.26) - admits Rs 1146-8-0 paid 19.3.57 to Gopinath for 3.12 Ac.
Gharabari 0.08 Ac - "no record of payment". Homestead plot - "records of R.O. Hirakud not traceable"!!
Judge: Collector ku affidavit re ei kahiba pain 3 month lagila?
Rejoinder 3 wks. ND 9.9.26.  Cost 5000 - Samal paid by cheque today.
""")
u("backlog/2026-09/WPC 18734-2025 Order 09.09.2026.pdf", "certified_order_sheet_scan", "High Court of Orissa", "2026-09-10", ["C01"], ["C01-H05"], """
IN THE HIGH COURT OF ORISSA AT CUTTACK
W.P.(C) No.18734 of 2025
Hrudananda Bhoi and others   ....  Petitioners          Mr. P.K. Meher, Advocate
                  -versus-
State of Odisha and others   ....  Opposite Parties     Mr. N. Samal, Addl. Standing Counsel
CORAM: JUSTICE S.S. RATH
Order No.05.   09.09.2026
1. Rejoinder affidavit filed by the petitioners is taken on record.
2. The affidavit of the Collector shows no record of allotment of any homestead plot to the family of late Gopinath
Bhoi at the Remed resettlement colony. The Tahasildar, Sambalpur shall cause a field verification of the colony and
file a report through the learned Addl. Standing Counsel by the next date.
3. List on 18.11.2026.
                                                   ( S.S. Rath ) Judge
""")
u("backlog/2026-11/cuttack 18.11.txt", "typed_note_txt", L, "2026-11-18", ["C01"], ["C01-H06"], """
18.11.26  Cuttack, Ct 11 (Rath J) - Hirakud writ (Bhoi)
Part heard. I argued 20 min on Art. 300-A and the 1957 register ("gharabari - not paid").
Tahasildar's verification report NOT filed - Samal said field verification done, report "under signature".
Judge: "These oustees have waited for about seventy years. The State cannot take seventy more." Said he will pass
orders on merits after the report. Next 12.01.2027 (Tue).
Train back - Hirakud Exp.
""")

# ---------------- C02 Baidhar LAR (Sr. C.J. Sambalpur)
u("backlog/2025-12/IMG-20251218-WA0006.jpg", "handwritten_note_photo", K, "2025-12-18", ["C02", "C06"], ["C02-H01", "C06-H01"], """
ତାରିଖ ରେଜିଷ୍ଟର - ଡିସେମ୍ବର ୨୦୨୫
15.12.2025 (ସୋମବାର)  LAR 9/2024 ବୈଧର ପ୍ରଧାନ ବନାମ L.A. Collector - ସିନିୟର ସିଭିଲ ଜଜ କୋର୍ଟ, ସମ୍ବଲପୁର
   ସରକାରୀ ଓକିଲ (G.P.) ମିଶ୍ର ବାବୁ ହାଜର, ଆପତ୍ତି ପାଇଁ ସମୟ ମାଗିଲେ। ପରବର୍ତ୍ତୀ ତାରିଖ 02.02.2026
18.12.2025 (ଗୁରୁବାର)  G.R. 1287/2025 (Barik) - SDJM କୋର୍ଟ
   ଚାରି ଜଣ ଅଭିଯୁକ୍ତ ହାଜର, ଜାମିନ ଜାରି। ପୋଲିସ କାଗଜ ନକଲ ଦିଆଗଲା। ପରବର୍ତ୍ତୀ ତାରିଖ 05.02.2026 (charge ପାଇଁ)
- ଗୋବର୍ଦ୍ଧନ
""")
u("backlog/2026-02/LAR 9-2024 order sheet.pdf", "certified_order_sheet_scan", "Civil Judge (Senior Division), Sambalpur", "2026-02-04", ["C02"], ["C02-H02"], """
IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION), SAMBALPUR
L.A.R. No. 9 of 2024
Baidhar Pradhan ... Claimant          Vs.          Land Acquisition Collector, Sambalpur ... Opp. Party
ORDER SHEET
Sl. No. of order    Date of order    Order with signature
  11                02.02.2026       Claimant files hazira through advocate. Learned G.P. for the O.P. files written
                                     objection with copy to the other side. Objection taken on record.
                                     Put up on 16.03.2026 for claimant's evidence.
                                                                   sd/- C.J. (Sr. Div.), Sambalpur
""")
u("backlog/2026-03/IMG_20260316_141920.jpg", "handwritten_note_photo", L, "2026-03-16", ["C02"], ["C02-H03"], """
16.3.26  Sr CJ Sbp - LAR 9/24 Baidhar
PW1 Baidhar chief done. Ext.1 award notice, Ext.2 to 4 sale deeds (2019 - Nilambar Bag to Rashmita, @ 6.4 lakh/acre,
plot 398 adjoining).
Madam asked kisam again - "Bahal-II na Berna?" - told Bahal-II, canal irrigated, ROR shows.
GP Mishra cross - next date. ND 20.4.26
""")
u("backlog/2026-04/lar baidhar 20.4.txt", "typed_note_txt", L, "2026-04-20", ["C02"], ["C02-H04"], """
20.04.26 - LAR 9/2024 (Baidhar Pradhan) - Sr. CJ Sambalpur
GP Mishra babu not ready to cross PW1 - "LA office thu file asini". Time allowed. Madam: next date no time.
ND 06.07.2026 (after the summer vacation).
Baidhar came with his son Ramakanta. Told them to bring Sarat Bag (neighbour, PW2) next time.
""")
u("backlog/2026-08/LAR 9-2024 OPW1 cross.docx", "typed_note_docx", L, "2026-08-17", ["C02"], ["C02-H06"], """
LAR 9/2024 - Baidhar Pradhan v. LA Collector - 17.08.2026 - O.P. evidence
OPW1 Jitendra Kumbhar, Revenue Inspector, LA Section, examined by GP: rate Rs. 2,10,000/acre fixed on the
'benchmark' of the lowest sale in the village, 2017-2020.
My cross:
 - admits plot 402 is Bahal-II, irrigated from the Jamadarpali distributary (both kharif and rabi)
 - admits sale deed of 06.05.2019 (Ext.2) of the adjoining plot 398 @ Rs. 6,40,000 per acre was "not considered"
 - admits no spot inspection by him; the valuation was done "from the office"
 - cannot say why Bahal-II land of the next plot was valued at 3 times the award
O.P. closes evidence. Arguments next: 28.09.2026.
""")
u("backlog/2026-09/IMG-20260928-WA0011.jpg", "handwritten_note_photo", K, "2026-09-28", ["C02"], ["C02-H07"], """
28.09.2026 (ସୋମବାର)
LAR 9/2024 ବୈଧର ପ୍ରଧାନ - ସିନିୟର ସିଭିଲ ଜଜ
ଆମ ବାବୁ ଯୁକ୍ତି (argument) କଲେ। G.P. ମିଶ୍ର ବାବୁ ସମୟ ନେଲେ।
ପରବର୍ତ୍ତୀ ତାରିଖ 16.11.2026
""")
u("backlog/2026-11/LAR 9-2024 order 16.11.2026.pdf", "certified_order_sheet_scan", "Civil Judge (Senior Division), Sambalpur", "2026-11-18", ["C02"], ["C02-H08"], """
IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION), SAMBALPUR
L.A.R. No. 9 of 2024      Baidhar Pradhan ... Claimant     Vs.     Land Acquisition Collector, Sambalpur ... O.P.
ORDER SHEET
  19    16.11.2026    Both parties file hazira. Heard learned G.P. for the O.P. in reply. Learned counsel for the
                      claimant files written notes of argument. Hearing closed.
                      Put up on 08.12.2026 for judgment.
                                                                 sd/- C.J. (Sr. Div.), Sambalpur
""")

# ---------------- C03 rice mill money suit (Sr. C.J. Bargarh) and C08 the mill's CMA (D.J. Bargarh)
u("backlog/2025-12/IMG_20251210_124055.jpg", "handwritten_note_photo", L, "2025-12-10", ["C03"], ["C03-H01"], """
10-12-25  Bargarh  Sr CJ (Nayak babu)
CS 118/25 Agrawal v Balaji Rice Mill
Defts appeared thru P.K. Dash. Time for WS. O.38 R.5 petn - notice accepted by Dash.
Nayak babu asked - "mandi token / dharamkanta slip achhe?" - yes, 9 slips, will file with list.
ND 21.1.26
""")
u("backlog/2026-07/WhatsApp Chat with Subrat Jr.txt", "whatsapp_export", J, "2026-07-15", ["C03", "C04", "C02", "C05"], ["C04-H01", "C03-H02", "C04-H04", "C02-H05", "C03-H06", "C05-H04"], """
08/01/26, 13:02 - Subrat Jr: Sir Jharsuguda MACT re owner (OP1) nai aisan, notice served. Insurance pakhe Behera babu aisan, WS pain time. ND 19.2
08/01/26, 13:05 - Adv P K Meher: ok. Sabitri ke kahi de
21/01/26, 12:40 - Subrat Jr: Sir Bargarh - Dash babu nai aisan, Cuttack jaithisan bali junior kahila. WS nai dela. Nayak babu 500 cost lagai time dele. ND 25.2
21/01/26, 12:41 - Adv P K Meher: Thik. Cost receipt neithibu
02/07/26, 14:10 - Subrat Jr: Sir MACT - PW2 Ramesh Kisan ra chief heigala. Behera babu cross pain time nele. ND 13.8
06/07/26, 13:30 - Subrat Jr: Sir LAR re PW1 ra cross sarila, GP besi kichhi puchhle nai. PW2 Sarat Bag ra bhi chief aau cross heigala. Claimant side evidence close. ND 17.8 OP evidence
06/07/26, 13:32 - Adv P K Meher: Bhala. Sarat ke kete dhanyabad dei de
15/07/26, 15:05 - Subrat Jr: Sir Bargarh - Hemanta babu ra affidavit evidence file heigala (PW1). Dash babu phir Cuttack re, unkar junior cross defer karibaku kahila, court mani gala. ND 26.8
21/07/26, 16:20 - Subrat Jr: Kuchinda OSATA - Sahu babu (OP counsel) ra tabiyat kharap bali petition, time hela. ND 1.9
""")
u("backlog/2026-02/CS 118 WS received 25.2.docx", "typed_note_docx", L, "2026-02-25", ["C03"], ["C03-H03"], """
25.02.2026 Bargarh - C.S. 118/2025 Hemanta Agrawal v. Shree Balaji Rice Mill
WS filed today by Dash (copy received). Defence:
 (a) moisture above 17%, katni 4 kg per quintal accepted by our munshi at the mill gate
 (b) only 1,080 quintals reached; two trucks (160 qtl) - no weighment slip of the mill
 (c) nothing due
O.38 R.5 petition heard - I pressed: mill is selling its huller, OD-17 trucks already sold; Rs. 5,00,000 only paid
(RTGS 10.01.2025). Dash opposed. Order reserved, ND 11.03.2026.
To do: get Kailash (Hemanta's weighment munshi) to trace the 2 truck challans.
""")
u("backlog/2026-03/Scanned_20260311_1712.pdf", "certified_order_sheet_scan", "Civil Judge (Senior Division), Bargarh", "2026-03-13", ["C03"], ["C03-H04"], """
IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION), BARGARH
C.S. No. 118 of 2025  /  I.A. No. 31 of 2025 (under O.38 R.5 CPC)
ORDER SHEET
  9    11.03.2026    Parties through their advocates. Order on I.A. No. 31/2025 is pronounced in open court.
                     The plaintiff has shown prima facie that the defendant No. 1 is disposing of its plant and
                     vehicles with intent to obstruct execution. The defendants are directed to furnish security of
                     Rs.10,00,000/- (Rupees ten lakh) within 30 days, failing which the paddy huller and the
                     weighbridge of the mill at Attabira shall stand conditionally attached. I.A. allowed.
                     Put up on 22.04.2026 for settlement of issues.
                                                            sd/- Civil Judge (Sr. Div.), Bargarh
""")
u("backlog/2026-04/bargarh 9.4.txt", "typed_note_txt", L, "2026-04-09", ["C08", "C04"], ["C08-H01"], """
9.4.26 Bargarh - DJ court
CMA 14/2026 Shree Balaji Rice Mill v. Hemanta Agrawal (appeal vs O.38 R.5 order of 11.3)
Admitted. Dash asked interim stay of the attachment - DJ refused ("security deba nahin ta attachment rahiba").
Notice to us - I accepted. ND 07.05.2026.
Hemanta babu happy, chai khuaile.

Phone on way back - Sabitri (MACT, Jharsuguda): asked when money will come; children's school fee due. Told her the
claim is at evidence stage, her own evidence (PW1) is on 16.04 - come with Aadhaar, bank passbook, school certificate
of both kids. No hearing of MACT today.
""")
u("backlog/2026-05/IMG-20260507-WA0003.jpg", "handwritten_note_photo", K, "2026-05-07", ["C08", "C06"], ["C08-H02", "C06-H04"], """
07.05.2026 (ଗୁରୁବାର)
୧) ବରଗଡ଼ ଜିଲ୍ଲା ଜଜ - CMA 14/2026 ବାଲାଜୀ ରାଇସ ମିଲ ବନାମ ହେମନ୍ତ ଅଗ୍ରୱାଲ
   ଆମ ଆପତ୍ତି (objection) ଦାଖଲ। ଦାଶ ବାବୁ କଟକ ଯାଇଛନ୍ତି, ସମୟ ନେଲେ। ପରବର୍ତ୍ତୀ ତାରିଖ 23.07.2026
୨) ସମ୍ବଲପୁର SDJM - G.R. 1287/2025 ବାରିକ
   P.W.1 ରଞ୍ଜିତା ଆସିନାହାନ୍ତି। ପୁଣି ସମନ। ପରବର୍ତ୍ତୀ ତାରିଖ 25.06.2026
(ସୁବ୍ରତ ବାବୁ ସମ୍ବଲପୁର ଗଲେ, ବାବୁ ବରଗଡ଼)
""")
u("backlog/2026-04/IMG-20260422-WA0009.jpg", "handwritten_note_photo", K, "2026-04-22", ["C03"], ["C03-H05"], """
22.04.2026 (ବୁଧବାର)  ବରଗଡ଼ ସିନିୟର ସିଭିଲ ଜଜ
C.S. 118/2025 ହେମନ୍ତ ଅଗ୍ରୱାଲ ବନାମ ବାଲାଜୀ ରାଇସ ମିଲ
ଛଅଟି ଇସ୍ୟୁ (6 issues) ଗଠନ ହେଲା। ବାଦୀ ସାକ୍ଷୀ (P.W.) ପାଇଁ ପରବର୍ତ୍ତୀ ତାରିଖ 15.07.2026
ମିଲ ପକ୍ଷ ଏଯାବତ୍ ସିକ୍ୟୁରିଟି ଦେଇନାହାନ୍ତି।
""")
u("backlog/2026-07/IMG_20260723_130515.jpg", "handwritten_note_photo", L, "2026-07-23", ["C08"], ["C08-H03"], """
23/7/26  Bargarh DJ  CMA 14/26 (Balaji mill)
Heard. Dash: O.38 R.5 needs "intent", no sale proved. Me: Ext - RTO transfer of 2 trucks (Mar 26) + OLX ad for huller.
DJ: "mill sell karuchhi, eta clear". Judgment 20.8.26.
""")
u("backlog/2026-08/CMA 14-2026 judgment 20.08.2026.pdf", "certified_order_sheet_scan", "District Judge, Bargarh", "2026-08-24", ["C08"], ["C08-H04"], """
IN THE COURT OF THE DISTRICT JUDGE, BARGARH
C.M.A. No. 14 of 2026
M/s Shree Balaji Rice Mill, Attabira ... Appellant      Vs.      Hemanta Agrawal ... Respondent
Date of judgment: 20.08.2026
... The learned trial court has rightly found that the appellant was transferring its vehicles and had advertised
its paddy huller for sale. No illegality or perversity is found in the order dated 11.03.2026 passed in I.A. No.
31/2025. The appeal is dismissed, but without cost. The appellant shall furnish the security within 30 days from
today, failing which the conditional attachment shall be made absolute.
                                                         sd/- District Judge, Bargarh
""")
u("backlog/2026-08/Document_2026-08-26.docx", "typed_note_docx", L, "2026-08-26", ["C03"], ["C03-H07"], """
26.08.2026 - Bargarh - CS 118/2025 - PW1 Hemanta Agrawal cross by Dash
 - admits moisture was not measured at loading; says "mandi re sab dhan 17 ra bhitare thila"
 - admits no mill weighment slip for 2 trucks (OD-17-G-xxxx and OD-15-C-xxxx), 160 qtl; says mill's weighbridge was
   "kharap" that day and the mill munshi wrote it in a khata - only our own challans
 - denies katni was agreed; "katni kebe bi manu nahin"
 - 7 slips of 9 exhibited as Ext.5 series
Nayak babu asked Dash to finish cross today itself - done. ND 07.10.2026 for PW2 (Kailash).
""")
u("backlog/2026-10/WhatsApp Chat with Hemanta Agrawal.txt", "whatsapp_export", "Hemanta Agrawal", "2026-10-07", ["C03", "C08"], ["C03-H08"], """
[21/08/26, 9:14:02 AM] Hemanta Agrawal Bargarh: Sir, kali CMA dismiss hela suni bahut khusi. Ebe mill security deba na?
[21/08/26, 9:30:40 AM] Adv P K Meher: Haan, 30 din bhitare 10 lakh security deba, nahi hele huller attach hoiba.
[16/09/26, 7:48:11 PM] Hemanta Agrawal Bargarh: Sir mill walla aji court re 10 lakh ra FDR jama dela suni. Canara Bank FDR.
[16/09/26, 7:52:30 PM] Adv P K Meher: Bhala khabar. Certified copy neba. Kailash ke 7 Oct pain ready rakhantu.
[07/10/26, 2:35:19 PM] Adv P K Meher: Kailash ra chief heigala (PW2). Dash babu cross pain time nele. Next 25 Nov.
[07/10/26, 2:40:55 PM] Hemanta Agrawal Bargarh: Thik achhe sir 🙏
""")
u("backlog/2026-10/kailash pw2 7 oct.txt", "typed_note_txt", L, "2026-10-07", ["C03"], ["C03-H08"], """
07.10.26 Bargarh Sr CJ - CS 118/25 - PW2 Kailash Sahu (weighment munshi of plaintiff) - chief
Proved our 2 truck challans (Ext.6, 6/a): 04.01.2025, 80 qtl each; says mill munshi Bhagaban signed in his khata as
mill weighbridge was out of order. Dash - time to cross ("instructions from client"). Nayak babu: last time, no more.
ND 25.11.2026.
""")
u("backlog/2026-11/WhatsApp Chat with Subrat Jr (2).txt", "whatsapp_export", J, "2026-11-25", ["C04", "C06", "C03"], ["C04-H07", "C06-H08", "C03-H09"], """
29/10/26, 12:55 - Subrat Jr: Sir SDJM Barik case - aji kehi sakshi nai aisan. APP madam time mangle. Pati babu APP ke kahile "steps neu, sabu bele time hebani". ND 19.11
29/10/26, 12:57 - Adv P K Meher: ok. Sanjay ke kahi de 19 ke asibaku
05/11/26, 13:40 - Subrat Jr: Sir MACT Jharsuguda - insurance ra investigator (OW1) nai aisan. Behera babu time mangle. Madam kahile insurance company offer deu, "settle karantu, widow 20 mahina hela dhauduchhe". ND 10.12
05/11/26, 13:42 - Adv P K Meher: Offer asile Sabitri ke pachari ke kahibu. Minimum 32 lakh.
25/11/26, 12:20 - Subrat Jr: Sir Bargarh - Dash babu phir nai aisan, Cuttack. PW2 cross nai hela. Nayak babu 1000 cost lagaile, last chance. ND 9.12 bhali lagila
25/11/26, 12:22 - Adv P K Meher: Peshkar ke puchhi confirm kar
""")
u("backlog/2026-11/bargarh 25.11 note.txt", "typed_note_txt", L, "2026-11-25", ["C03"], ["C03-H09"], """
25.11.26  CS 118/25 Agrawal v Balaji mill - Bargarh (Subrat went)
Dash absent again (Cuttack). PW2 Kailash cross not done. Costs Rs. 1,000 on defendants, "last chance".
ND 09.12.2026.
""")
u("backlog/2026-11/correction bargarh ND.txt", "typed_note_txt", L, "2026-11-26", ["C03"], [], """
26.11.26 - CORRECTION - CS 118/2025 (Hemanta Agrawal v Balaji Rice Mill), Bargarh
Yesterday's note says ND 09.12.2026 - WRONG. Subrat heard "9" in the noise. Gobardhan checked with the peshkar and the
order sheet: next date is 16.12.2026 (Wednesday), for cross of PW2 Kailash.
Diary corrected.
""")

# ---------------- C04 coal tipper claim (MACT Jharsuguda)
u("backlog/2026-02/MACT 212-2025 insurer WS 19.02.docx", "typed_note_docx", L, "2026-02-19", ["C04"], ["C04-H02"], """
19.02.2026 - MACT Jharsuguda - M.A.C. Case 212/2025 Sabitri Naik & ors v. Maa Tarini Coal Carriers & ors
OP3 New India Assurance - WS filed by Ajit Behera:
 (1) tipper OD-23-K-xxxx overloaded - 31.4 MT of coal against permitted GVW 25 MT (weighbridge slip of Lakhanpur
     siding)
 (2) route permit not valid for Belpahar road
 (3) deceased rode without helmet - contributory negligence
OP1 owner (Maa Tarini Coal Carriers, Belpahar) - absent, set ex parte. OP2 driver Santosh Munda - no appearance.
Issues framed (4). Claimants' evidence next. ND 16.04.2026.
""")
u("backlog/2026-04/sabitri PW1 16.4.txt", "typed_note_txt", L, "2026-04-16", ["C04"], ["C04-H03"], """
16.4.26 MACT Jsg - Sabitri Naik PW1 (chief on affidavit + cross)
Behera's cross: "Dilip helmet pindhi thile?" - she said yes, helmet was found broken at spot (seizure list).
Income - kiln helper Shree Ganesh Ispat, Rs. 14,500 p.m.; two children Rohit (9) and Puja (6); mother-in-law dependent.
Denied Dilip was drunk. PM report Ext.3, salary certificate Ext.5 (to be proved by HR).
ND 2.7.26 - PW2 Ramesh Kisan (informant, eyewitness).
""")
u("backlog/2026-08/IMG_20260813_152701.jpg", "handwritten_note_photo", L, "2026-08-13", ["C04"], ["C04-H05"], """
13.8.26 MACT Jharsuguda - Sabitri
PW2 Ramesh Kisan cross by Behera:
 - tipper "tirpal nathila, koila khasi padu thila" (coal uncovered, falling)
 - speed "bahut - 60 70", came from Lakhanpur side, hit from behind
 - admits it was getting dark, 7 pm; says street light at Kudopali chhak ON
 - denies he is Dilip's relative ("gaan loka")
ND 24.9 - PW3 HR of Ganesh Ispat - summons sent.
""")
u("backlog/2026-09/MAC 212-2025 order sheet 24.09.2026.pdf", "certified_order_sheet_scan", "Motor Accident Claims Tribunal, Jharsuguda", "2026-09-26", ["C04"], ["C04-H06"], """
IN THE COURT OF THE PRESIDING OFFICER, MOTOR ACCIDENT CLAIMS TRIBUNAL, JHARSUGUDA
M.A.C. Case No. 212 of 2025
Sabitri Naik & others ... Claimants     Vs.     M/s Maa Tarini Coal Carriers & others ... Opposite Parties
ORDER SHEET
  17    24.09.2026    Claimants through advocate. O.P. No. 3 (insurer) through advocate. O.Ps. 1 and 2 ex parte.
                      P.W.3 Sri Anup Agarwalla, Manager (HR), Shree Ganesh Ispat Pvt. Ltd. is examined and
                      cross-examined; he proves the salary certificate (Ext.5) showing monthly salary of Rs.14,500/-.
                      Claimants close their evidence. Put up on 05.11.2026 for evidence of the O.Ps.
                                                            sd/- Presiding Officer, MACT, Jharsuguda
""")

# ---------------- C05 Phulmani OSATA (Sub-Collector Kuchinda)
u("backlog/2026-01/IMG20260120122810.jpg", "handwritten_note_photo", L, "2026-01-20", ["C05"], ["C05-H01"], """
20.1.26  Kuchinda - Sub-Collector (Tripathy) - OSATA 6/25 Phulmani Kisan v Trilochan Patel
OP Trilochan appeared with D.N. Sahu adv. Time for show cause. ND 10.3.26.
Mangal (son) says Trilochan's men threatened him at the khala (threshing floor) - told him to give written report at
Kuchinda PS if again.
""")
u("backlog/2026-03/OSATA 6-2025 show cause 10.3.docx", "typed_note_docx", L, "2026-03-10", ["C05"], ["C05-H02"], """
10.03.2026 Kuchinda - OSATA Case 6/2025 (Reg. 2) - Phulmani Kisan v. Trilochan Patel
Show cause filed by Sahu for O.P.:
 - "purchased" Plot 312 (Ac. 2.40) from Budhuram Kisan in 1998 by an unregistered deed (ekrarnama) for Rs. 18,000
 - in peaceful possession 27 years; application barred by limitation
 - Budhuram "took the full price"
Our reply (oral): Reg. 3(1) - transfer by an ST without written permission of the competent authority is void; no
limitation against void transfer to a non-tribal (30 years from 1998 not over anyway).
Tripathy saheb called R.I. Kuchinda for a report on possession and caste. ND 05.05.2026.
""")
u("backlog/2026-05/RI report Badbahal plot 312.pdf", "document_scan", "Revenue Inspector, Kuchinda", "2026-05-02", ["C05"], [], """
OFFICE OF THE REVENUE INSPECTOR, KUCHINDA            Letter No. 412 / Dt. 02.05.2026
To the Sub-Collector, Kuchinda     Sub: Report in OSATA Case No. 6 of 2025
1. Plot No. 312, Khata No. 114, Ac. 2.40, mouza Badbahal is recorded in the name of Budhuram Kisan s/o Fagu Kisan,
   caste Kisan (Scheduled Tribe), in the ROR of 1992 settlement.
2. On spot, the land is under cultivation of Trilochan Patel (caste Kulta, non-tribal) since about 1998 (statements of
   villagers Chaitanya Oram and Hari Majhi).
3. No permission under Regulation 3(1) of OSATA was obtained for any transfer. No registered deed found.
                                                        sd/- R.I., Kuchinda
""")
u("backlog/2026-05/IMG-20260505-WA0021.jpg", "handwritten_note_photo", K, "2026-05-05", ["C05"], ["C05-H03"], """
05.05.2026 (ମଙ୍ଗଳବାର)  କୁଚିନ୍ଦା ଉପଜିଲ୍ଲାପାଳ କୋର୍ଟ
OSATA 6/2025 ଫୁଲମଣି କିଷାନ ବନାମ ତ୍ରିଲୋଚନ ପଟେଲ
R.I. ରିପୋର୍ଟ ଦାଖଲ - ଜମି ବୁଧୁରାମ କିଷାନ (ଆଦିବାସୀ) ନାମରେ, ୧୯୯୮ ରୁ ପଟେଲ ଦଖଲରେ, ଅନୁମତି ନାହିଁ।
ପରବର୍ତ୍ତୀ ତାରିଖ 21.07.2026 (ଶୁଣାଣି)
""")
u("backlog/2026-09/osata kuchinda 1.9.txt", "typed_note_txt", L, "2026-09-01", ["C05"], ["C05-H05"], """
01.09.26 Kuchinda - OSATA 6/25 Phulmani
Heard in part. I argued: R.I. report (no permission, ST recorded), Reg. 3(1) & 3(2), void ab initio.
D.N. Sahu filed written note: limitation (12 yrs from 1998), "Budhuram not a tribal, Kisan is Kulta-like" - silly.
Tripathy saheb: "R.I. report is clear on caste". ND 13.10.26 for concluding.
Mangal says Trilochan sowed paddy this kharif again.
""")
u("backlog/2026-10/OSATA 6-2025 order sheet.pdf", "certified_order_sheet_scan", "Sub-Collector, Kuchinda", "2026-10-15", ["C05"], ["C05-H06"], """
OFFICE OF THE SUB-COLLECTOR-CUM-COMPETENT AUTHORITY UNDER REGULATION 2 OF 1956, KUCHINDA
OSATA Case No. 6 of 2025       Phulmani Kisan ... Applicant      Vs.      Trilochan Patel ... O.P.
ORDER SHEET
  13.10.2026   Applicant through Sri P.K. Meher, Advocate. O.P. through Sri D.N. Sahu, Advocate. Heard both sides
               in full. Hearing concluded. Put up on 01.12.2026 for orders.
                                                          sd/- Sub-Collector, Kuchinda
""")
u("backlog/2026-12/IMG20261201161155.jpg", "handwritten_note_photo", L, "2026-12-01", ["C05"], ["C05-H07"], """
1.12.26  Kuchinda - OSATA 6/25 (Phulmani)
Order NOT passed. Tripathy saheb transferred (to Bhubaneswar) on 20.11 - new Sub-Collector Smt. Ananya Das joined.
She will hear afresh ("puna shunani"). ND 15.12.26.
Mangal very upset - 1 year gone. Told him order will come soon, R.I. report is with us.
""")
u("backlog/2026-12/WhatsApp Chat with Mangal Kisan.txt", "whatsapp_export", "Mangal Kisan", "2026-12-02", ["C05"], ["C05-H07"], """
13/10/26, 18:02 - Mangal Kisan Kuchinda: Sir aji kaen hela? Order kebe?
13/10/26, 18:15 - Adv P K Meher: Shunani sarigala. 1 December ke order.
01/12/26, 17:30 - Mangal Kisan Kuchinda: Sir Tripathy babu chali gale, ebe kaen hoba? Ame ta nasi gale
01/12/26, 17:41 - Adv P K Meher: Nua Sub-Collector madam puna shunibe. 15 Dec. Dari nahin, R.I. report aamar pakhe.
02/12/26, 08:10 - Mangal Kisan Kuchinda: Thik achhe sir. Bou kanduchhe.
""")

# ---------------- C06 Barik 498A (SDJM Sambalpur)
u("backlog/2026-02/barik GR 5.2.txt", "typed_note_txt", L, "2026-02-05", ["C06"], ["C06-H02"], """
5.2.26 SDJM Sbp - G.R. 1287/25 State v Sanjay Barik & 3 ors (Mahila PS 87/25)
All 4 accused present. Filed discharge petition for A-3 Sasmita and A-4 Prakash (sister-in-law and her husband -
live at Rourkela since 2019, general allegations only). APP Dehury madam time for objection. ND 19.3.26.
""")
u("backlog/2026-03/GR 1287-2025 order dt 19.03.2026.pdf", "certified_order_sheet_scan", "S.D.J.M., Sambalpur", "2026-03-21", ["C06"], ["C06-H03"], """
IN THE COURT OF THE S.D.J.M., SAMBALPUR
G.R. Case No. 1287 of 2025 (arising out of Mahila P.S. Case No. 87 of 2025)
State ... Prosecution     Vs.     Sanjay Barik & 3 others ... Accused
ORDER SHEET
  12   19.03.2026   Accused persons present. Heard on the petition for discharge of accused No. 3 and 4 and the
                    objection of the learned APP. The statements u/s 161 Cr.P.C. disclose specific allegations of
                    demand against all the accused at this stage. Petition rejected.
                    Charge u/s 498-A, 323, 506/34 I.P.C. and section 4 of the D.P. Act is framed, read over and
                    explained to the accused persons in Odia, to which they pleaded not guilty and claimed to be
                    tried. Issue summons to P.W.1 and P.W.2. Put up on 07.05.2026 for P.Ws.
                                                            sd/- S.D.J.M., Sambalpur
""")
u("backlog/2026-06/IMG_20260625_120907.jpg", "handwritten_note_photo", L, "2026-06-25", ["C06"], ["C06-H05"], """
25/6/26 SDJM - Barik (GR 1287/25)
PW1 Ranjita chief: demand 2 lakh + Pulsar bike after marriage, beaten by mother-in-law Kuni, thrown out 14.6.24.
Came with her father & a "didi" from a mahila samiti.
I asked cross time - case papers (her 2023 letter) not with me - Pati babu allowed, "next date cross must".
ND 6.8.26
""")
u("backlog/2026-08/Barik PW1 cross 06.08.docx", "typed_note_docx", L, "2026-08-06", ["C06"], ["C06-H06"], """
06.08.2026 SDJM Sambalpur - G.R. 1287/2025 - PW1 Ranjita Barik - cross by me
 - admits she left the matrimonial home at Ainthapali on 14.06.2024 with her father "on her own" after a quarrel
   over her job at a Sambalpur bank branch (she wanted to join; husband's family objected)
 - admits no medical treatment taken for the alleged assault; no injury report
 - admits the FIR was lodged on 11.04.2025, ten months after she left, after Sanjay's maintenance case notice
 - admits sister-in-law Sasmita and husband Prakash live at Rourkela; "they came for Nuakhai only"
 - denies the 2023 letter (Ext.A, her letter to Sanjay saying "mu khushi achhi") is in her hand - then said "maybe"
ND 17.09.2026 - PW2 Kulamani Bhue (father).
""")
u("backlog/2026-09/barik pw2 17.9.txt", "typed_note_txt", L, "2026-09-17", ["C06"], ["C06-H07"], """
17.9.26 SDJM - Barik 498A - PW2 Kulamani Bhue (father of informant)
Chief: gave Rs. 1,50,000 cash + gold chain at marriage ("jautuk nai, khusi re"); after marriage demand of 2 lakh +
motorcycle.
Cross (me): admits the 1,50,000 was "at the time of marriage, as gift"; no one demanded before him personally -
"Ranjita phone re kahuthila"; admits he never went to police before 2025.
ND 29.10.26 - PW3 mother.
""")
u("backlog/2026-11/GR 1287-2025 order sheet 19.11.2026.pdf", "certified_order_sheet_scan", "S.D.J.M., Sambalpur", "2026-11-21", ["C06"], ["C06-H09"], """
IN THE COURT OF THE S.D.J.M., SAMBALPUR
G.R. Case No. 1287 of 2025       State Vs. Sanjay Barik & 3 others
ORDER SHEET
  19   19.11.2026   Accused persons present. P.W.3 Smt. Sukanti Bhue is examined and cross-examined and discharged.
                    The prosecution has not taken steps for the I.O. Issue summons to the I.O., SI Namita Lakra,
                    through the IIC, Mahila P.S., Sambalpur, returnable by the next date.
                    Put up on 08.12.2026 for P.Ws.
                                                            sd/- S.D.J.M., Sambalpur
""")
u("backlog/2026-11/IMG_20261119_140322.jpg", "handwritten_note_photo", L, "2026-11-19", ["C06"], ["C06-H09"], """
19.11.26 SDJM  Barik
PW3 Sukanti (mother) - chief & cross. She said she "never saw" beating, only heard from Ranjita on phone.
Pati babu told APP: "I.O. asibe, nahin ta warrant". IO SI Namita Lakra (now at Rengali PS).
ND 8.12.26 - IO. Prepare - CD contradictions (Ranjita's 161 says 1 lakh, FIR says 2 lakh).
""")

# ---------------- C07 Raju excise bail (Sessions Judge Sambalpur)
u("backlog/2026-09/WhatsApp Chat with Bikash Sa.txt", "whatsapp_export", "Bikash Sa", "2026-09-22", ["C07"], ["C07-H01", "C07-H03"], """
03/09/26, 17:11 - Bikash Sa Dhanupali: Sir Raju bhai ra bail kenta hela?
03/09/26, 17:25 - Adv P K Meher: Aji C.D. (case diary) asi nai. Addl PP Panda babu time nele. 11 tarikh.
03/09/26, 17:26 - Bikash Sa Dhanupali: Sir Nuakhai age bahari jibe ki? Maa bahut kanduchhe
03/09/26, 17:30 - Adv P K Meher: Chesta karuchhe. Chemical report aaba darkar.
22/09/26, 15:02 - Adv P K Meher: Bail mili gala. 25000 ra bond aau 2 jan jamindar. Alternate Monday Excise Station re hajira deba. Aji kagaj jama kari kali release.
22/09/26, 15:05 - Bikash Sa Dhanupali: Sir bahut dhanyabad 🙏🙏 Maa ke kahili
""")
u("backlog/2026-09/IMG_20260911_163040.jpg", "handwritten_note_photo", L, "2026-09-11", ["C07"], ["C07-H02"], """
11.9.26  SJ Sbp (Behera saheb) - Raju Sa bail, T.R. 58/26 (Exc. Case 31/26)
CD received. Panda Addl PP: 2 earlier excise cases (2021, 2023) - both "pending / acquitted?" - I said 2021 acquitted.
Judge first asked - "C.E. report kahin?" - not yet received from the lab. Also "antecedent list with status deba".
ND 22.9.26. Get certified copy of 2021 acquittal (JMFC Sbp).
""")
u("backlog/2026-09/Bail Appl 1462-2026 order 22.09.2026.pdf", "certified_order_sheet_scan", "Sessions Judge, Sambalpur", "2026-09-23", ["C07"], ["C07-H03"], """
IN THE COURT OF THE SESSIONS JUDGE, SAMBALPUR
Bail Application No. 1462 of 2026 (arising out of T.R. Case No. 58 of 2026, Excise Case No. 31 of 2026)
Rajkishore Sa @ Raju ... Petitioner      Vs.      State of Odisha (Excise) ... Opp. Party
22.09.2026
Heard learned counsel for the petitioner and the learned Addl. P.P. The C.E. report confirms the sample to be
country liquor. The petitioner is in custody since 18.08.2026. Of the two earlier cases shown against him, one
(of 2021) ended in acquittal. Investigation is complete and prosecution report has been submitted.
The petitioner be released on bail on furnishing bail bond of Rs.25,000/- (Rupees twenty five thousand) with two
solvent sureties for the like amount to the satisfaction of the learned court in seisin, with the conditions that he
shall appear before the IIC, Excise Station, Sambalpur on every alternate Monday till the trial is over and shall not
indulge in any similar offence. The bail application is allowed and disposed of.
                                                          sd/- Sessions Judge, Sambalpur
""")
u("backlog/2026-09/IMG-20260923-WA0002.jpg", "document_photo", "Court of the Sessions Judge, Sambalpur (Nazarat)", "2026-09-23", ["C07"], [], """
RECEIPT                                         No. 0887    Date: 23.09.2026
Received from Sri Bikash Sa s/o Late Ghasiram Sa of Dhanupali, the surety papers (2 sureties: Bikash Sa and
Kailash Bhoi) with the land record (ROR) of Khata 221, Dhanupali, in Bail Appl. 1462/2026 - Rajkishore Sa.
Release order issued to the Superintendent, Circle Jail, Sambalpur.                 sd/- Nazir
""")

# ---------------- plan and cause list
u("backlog/2026-12/Week plan 7-12 Dec.docx", "typed_note_docx", L, "2026-12-05", ["C02", "C06", "C04", "C05", "C03", "C01"], [], """
WEEK PLAN - 7 to 12 December 2026
Mon 7/12   Office. Draft rejoinder points for Hirakud writ (12.01.27). Bikash Sa to come with bail file.
Tue 8/12   Sambalpur:
           - LAR 9/24 Baidhar - JUDGMENT. Baidhar & Ramakanta to come. If enhanced - apply for certified copy same day.
           - SDJM Barik 498A - IO (SI Namita Lakra) evidence. Cross: 161 says 1 lakh, FIR says 2 lakh; delay of ten
             months in FIR; no medical. Sanjay + 3 to be present (Pati babu strict on attendance).
Thu 10/12  Jharsuguda MACT - Sabitri. Insurer's OW1 (investigator). Keep ready: overload slip (31.4 MT), route permit
           RTI reply, helmet in seizure list. Ask for their settlement offer in writing. Subrat + me.
Tue 15/12  Kuchinda - Phulmani OSATA - new Sub-Collector, hear afresh. Carry R.I. report + ROR + written note.
Wed 16/12  Bargarh - Agrawal money suit - PW2 Kailash cross (Dash). Ask costs Rs. 1,000 to be paid first.
""")
u("backlog/2026-12/SDJM Sambalpur cause list 08.12.2026.pdf", "cause_list_pdf", "District Court, Sambalpur", "2026-12-07", ["C06"], [], """
DISTRICT JUDICIARY, SAMBALPUR - CAUSE LIST FOR TUESDAY, THE 08TH DAY OF DECEMBER, 2026
COURT OF THE S.D.J.M., SAMBALPUR (Sri M.R. Pati)
Sl.  Case No.              Parties                                        Stage
1    G.R. 611/2023         State vs. Dhaneswar Behera                     P.W.
2    G.R. 1287/2025        State vs. Sanjay Barik & 3 others              P.W. (I.O.)
3    C.C. 74/2024          Sambalpur Municipal Corporation vs. Tapan Sahu Appearance
4    G.R. 1502/2025        State vs. Abhimanyu Bag                        Charge
5    2(a) C.C. 19/2026     Gita Seth vs. Manoj Seth (D.V. Act)            Reply
""")
