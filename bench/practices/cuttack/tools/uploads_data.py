"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


# ---------------------------------------------------------------- documents (dated by their own date)
up("backlog/2024-03/FIR Purighat 96 of 2024.pdf", "document_scan", "Purighat Police Station", "2024-03-04", ["C04"], [], """
FIRST INFORMATION REPORT (Under Section 154 Cr.P.C.)
District: Cuttack   P.S.: Purighat   FIR No.: 96   Year: 2024   Date: 04.03.2024
Acts & Sections: 323, 325, 506, 34 IPC
Occurrence: 03.03.2024 at about 7.30 PM near the common drain, Purighat Lane No. 3, Cuttack
Informant: Dillip Kumar Nayak, s/o Late Gopinath Nayak, Purighat Lane No. 3
Accused: (1) Sanjay Kumar Pradhan (2) Rakesh Pradhan (3) Sumitra Pradhan, all of Purighat Lane No. 3
Contents: The accused persons quarrelled over the drain water flowing to my side, abused me in filthy language, accused no. 1 assaulted my brother Sukanta Nayak with a lathi on his left forearm and threatened to kill us. Sukanta was treated at SCB Medical College & Hospital.
Received and registered by SI Bikash Ranjan Barik, who is entrusted with investigation.
sd/- IIC, Purighat P.S.
""")

up("backlog/2024-09/Scan_20240918_0001.pdf", "document_scan", "Land Acquisition Officer, Cuttack", "2024-09-18", ["C01"], [], """
OFFICE OF THE LAND ACQUISITION OFFICER, CUTTACK
L.A. Case No. 44 of 2023 (Cuttack Ring Road, Phase II)
AWARD u/s 23 of the RFCTLARR Act, 2013                         Date: 18.09.2024
Mouza: Naraj, Tahasil: Cuttack Sadar. Khata No. 117, Plot No. 889, Kisam: Gharabari, Area Ac. 0.380 dec.
Recorded tenant: Hrushikesh Swain, s/o Late Bhagirathi Swain.
Market value: Rs. 7,31,150/-; Solatium @ 100%: Rs. 7,31,150/-
Total compensation awarded: Rs. 14,62,300/- (Rupees fourteen lakh sixty two thousand three hundred only).
Disbursement subject to production of legal heir certificate / no objection of co-sharers, if any.
sd/- Land Acquisition Officer, Cuttack
""")

up("backlog/2025-05/IMG20250514_121530.jpg", "document_photo", "Utkal E-Motors", "2025-05-14", ["C06"], [], """
UTKAL E-MOTORS  (Authorised dealer: Zipp Electric Mobility Pvt. Ltd.)
Link Road, Cuttack 753012  GSTIN 21AAxxxxxx1Z5
TAX INVOICE No. UEM/25-26/0117        Date: 14/05/2025
Buyer: Ajit Kumar Mohapatra, Plot 41, Bidanasi, Cuttack
Model: ZIPP E2 electric scooter, colour grey, Chassis ZP2E25A0441, Battery Sr. LB-72-0913 (lithium, 72V)
Ex-showroom price incl. GST ........ Rs. 1,12,500.00
Battery warranty: 3 years / 30,000 km
Received with thanks. For Utkal E-Motors - sd/- (Proprietor)
""")

up("backlog/2025-09/ABLAPL 3312 order copy.pdf", "document_scan", "High Court of Orissa", "2025-09-15", ["C02"], [], """
IN THE HIGH COURT OF ORISSA AT CUTTACK
ABLAPL No. 3312 of 2025
Bijay Kumar Jena ... Petitioner
-versus-
State of Odisha ... Opposite Party
(In connection with Salipur P.S. Case No. 188 of 2023 corresponding to G.R. Case No. 402 of 2023 of the J.M.F.C., Salipur, u/ss. 406/420 IPC)
Order No. 03, dated 15.09.2025
Heard. The dispute appears to be one of civil nature over supply of cloth worth Rs. 3,40,000. In the event of arrest, the petitioner shall be released on bail on furnishing bail bond of Rs. 25,000/- with two solvent sureties each for the like amount, on the conditions that he shall appear before the I.O. as and when required and shall not tamper with the evidence. ABLAPL is disposed of.
sd/- Judge
""")

up("backlog/2026-01/RoR Khata 214 Gopalpur certified.pdf", "document_scan", "Tahasildar, Cuttack Sadar", "2026-01-30", ["C03"], [], """
GOVERNMENT OF ODISHA - RECORD OF RIGHTS (Certified copy)
Mouza: Gopalpur   Thana No. 54   Tahasil: Cuttack Sadar   District: Cuttack
Khata No. 214   Plot No. 1032   Kisam: Gharabari   Area: Ac. 0.460 dec.
Name of tenant: Late Harihar Das, s/o Late Dinabandhu Das; successors: Sabitri Das (w), Tapan Kumar Das (s)
Year of final publication: 1989 (settlement)
Copy applied on 21.01.2026, ready on 29.01.2026, delivered 30.01.2026.
sd/- Tahasildar, Cuttack Sadar
""")

# ---------------------------------------------------------------- C01 / C02 High Court, Dec 2025 (one diary page, two matters)
up("backlog/2025-12/IMG20251211_191407.jpg", "handwritten_note_photo", "Debashis", "2025-12-11", ["C01", "C02"], ["C01-H01", "C02-H01"], """
9/12 Tue - Ct 6 Panigrahi madam
Swain WPC 18342/25 (Naraj LA) - notice issued. ASC Rath - "will take instr. from Collector". Counter 4 wks.
ND 20.1.26
Madam asked - why award of Sept 24 not paid? told her LAO wants legal heir cert. from cousins. she said State must say in writing.

11/12 Thu - Ct 11 Dash J
Bijay Jena CRLREV 412/25 - admitted. LCR called for from JMFC Salipur. Further procdgs in GR 402/23 stayed till next date.
ND 22/01/2026. Tell Bijay - no need to attend Salipur court on 17th.
""")

up("backlog/2025-12/IMG-20251205-WA0014.jpg", "handwritten_note_photo", "Bhagaban Behera", "2025-12-05", ["C03"], ["C03-H01"], """
ତା 05.12.2025 ଶୁକ୍ରବାର
ଟି.ଏସ. 156/2024 ସାବିତ୍ରୀ ଦାସ ବନାମ ରମେଶ ଚନ୍ଦ୍ର ଦାସ - ପ୍ରଥମ କୋର୍ଟ
ଆଜି ବିବାଦୀ 2 ଓ 3 ଲିଖିତ ବୟାନ (w/s) ଦାଖଲ କରିନାହାନ୍ତି। ମହାନ୍ତି ବାବୁ ସମୟ ମାଗିଲେ।
୩୦୦ ଟଙ୍କା ଖର୍ଚ୍ଚରେ ସମୟ ଦିଆଗଲା।
ପରବର୍ତ୍ତୀ ତାରିଖ 10.01.2026
ହାଜିରା ଦିଆଗଲା। ତପନ ବାବୁ ଆସିଥିଲେ।
""")

up("backlog/2025-12/gr case 17 dec.txt", "typed_note_txt", "Lipsa", "2025-12-17", ["C04"], ["C04-H01"], """
17/12/25 JMFC City - GR 1187/24 (Purighat) St vs Sanjay Pradhan & 2 ors
for PW. no PW present. APP Mamata madam - summons to PW1 (informant Dillip Nayak) & PW2 (Sukanta) not returned.
madam re-issued summons to PW1, PW2.
A1 Sanjay, A2 Rakesh present, A3 Sumitra absent - petn u/s 317 filed, allowed.
ND 28.1.26
""")

up("backlog/2025-12/FC 19.12.25.txt", "typed_note_txt", "Lipsa", "2025-12-19", ["C05"], ["C05-H01"], """
19.12.2025 Family Court Cuttack
CRP (Maint) 87/25 Manasi Sethy vs Prasanta Sethy
OP lawyer Bibhuti Rout filed objection to the interim maintenance petn. Says Prasanta has no job since covid, only does odd work.
Judge referred parties to counsellor (Mrs. Jayanti Samantaray) - both to appear on 6.1.26 at the counselling room.
ND 16.01.2026 for counsellor report & hearing on interim.
Mami asked can she get something before Makar Sankranti. told her judge decides interim first.
""")

# ---------------------------------------------------------------- Jan 2026
up("backlog/2026-01/DCDRC 6 jan.txt", "typed_note_txt", "Lipsa", "2026-01-06", ["C06"], ["C06-H01"], """
6 Jan 26 - District Commission Cuttack
CC 214/2025 Ajit Mohapatra vs Utkal E-Motors & anr
OP1 (dealer) appeared through Sanjib Das, sought time to file version. OP2 (Zipp Electric, manufacturer) - notice served (AD back) but none appeared.
President Samal sir: "version within the 45 days only, no more".
ND 03.02.2026
""")

up("backlog/2026-01/20260110_172255.jpg", "handwritten_note_photo", "Debashis", "2026-01-10", ["C03"], ["C03-H02"], """
10.1.26 (Sat) CJSD-I Routray babu
TS 156/24 Sabitri - w/s of D1, D2, D3 all filed now. Rs. 300 cost paid to us (Tapan recd).
D's plea: plot 1032 was given to Ramesh by oral partition in 1995. no document!
ND 12/2 for settlement of issues. Prepare draft issues.
""")

up("backlog/2026-01/20260120_183051.jpg", "handwritten_note_photo", "Debashis", "2026-01-20", ["C01"], ["C01-H02"], """
20/1/26  Ct 6  Swain WPC
No counter. ASC Rath - instructions from Collector still awaited. Madam not happy - "last chance, 3 weeks, else Collector to appear".
ND 17.2.26
Call Swain babu - keep legal heir cert & NOC of cousins ready.
""")

up("backlog/2026-01/jena lcr.jpg", "handwritten_note_photo", "Bhagaban Behera", "2026-01-22", ["C02"], ["C02-H02"], """
ତା 22.01.2026
CRLREV 412/2025 ବିଜୟ ଜେନା - କୋର୍ଟ 11
ସାଲେପୁର କୋର୍ଟରୁ LCR ଆସିନାହିଁ। ସ୍ଥଗିତାଦେଶ (stay) ପରବର୍ତ୍ତୀ ତାରିଖ ପର୍ଯ୍ୟନ୍ତ ବୃଦ୍ଧି।
ପରବର୍ତ୍ତୀ ତାରିଖ 26.02.2026
""")

up("backlog/2026-01/GR PW1 28-1.txt", "typed_note_txt", "Lipsa", "2026-01-28", ["C04"], ["C04-H02"], """
28-01-2026 GR 1187/24 Purighat
PW1 Dillip Kumar Nayak (informant) examined in chief. Says A1 Sanjay hit Sukanta with lathi, A2 and A3 abused.
Sir cross-examined in part - PW1 admits it was dark, no street light near the drain, & there was a civil dispute re drain since 2022.
cross contd next date. ND 11.3.26
""")

up("backlog/2026-01/FC counselling failed.txt", "typed_note_txt", "Lipsa", "2026-01-16", ["C05"], ["C05-H02"], """
16/01/2026 FC - Mami case (CRP Maint 87/25)
Counsellor report - counselling failed, Prasanta refuses to take her back, Mami won't go to his mother's house.
Interim maintenance petn heard. Rout argued Prasanta earns nothing. Judge asked Rout - "then how does he pay EMI for the bike?" (we had filed bike loan paper).
Judge asked OP to file proof of income / bank statement.
ND 20.2.2026 for order on interim.
""")

# ---------------------------------------------------------------- Feb 2026
up("backlog/2026-09/WhatsApp Chat with Lipsa Jr.txt", "whatsapp_export", "Debashis", "2026-09-02",
   ["C04", "C05", "C06"], ["C06-H02", "C04-H04", "C05-H06", "C04-H07"], """
03/02/26, 1:12 pm - Lipsa Jr: Sir DCDRC update - Ajit Mohapatra case: OP1 version filed today. OP2 Zipp absent again, set ex parte
03/02/26, 1:13 pm - Lipsa Jr: ND 17.3.26 for our evidence affidavit
03/02/26, 1:20 pm - Debashis Pattnaik: ok. draft Ajit's evidence affidavit by next week, attach invoice & service centre job cards
22/04/26, 2:41 pm - Lipsa Jr: Sir GR Purighat - PW2 Sukanta absent again. madam issued NBW against PW2. A3 absent, 317 allowed
22/04/26, 2:42 pm - Lipsa Jr: ND 3.6.26
22/04/26, 5:55 pm - Lipsa Jr: Sorry sir correction - ND is 10.06.2026 not 3.6. bench clerk corrected, 3rd June madam on leave. order copy applied
22/04/26, 6:02 pm - Debashis Pattnaik: ok noted 10/6
10/07/26, 12:30 pm - Lipsa Jr: Sir FC Mami - PW1 cross by Rout in part only. Rout took time again saying client not come. Judge kahile "cross shesa karantu next date re"
10/07/26, 12:31 pm - Lipsa Jr: ND 21/8
02/09/26, 1:05 pm - Lipsa Jr: Sir GR - IO SI Barik absent today, transferred to Jajpur. APP took time. madam said last chance to prosecution, else closed
02/09/26, 1:06 pm - Lipsa Jr: ND 7.10.26
02/09/26, 1:10 pm - Debashis Pattnaik: 👍
""")

up("backlog/2026-02/TS issues 12.2.txt", "typed_note_txt", "Lipsa", "2026-02-12", ["C03"], ["C03-H03"], """
12.02.26 CJSD 1st Ct, TS 156/2024 Sabitri Das
Issues settled - 5 issues:
1 maintainability 2 cause of action 3 whether plaintiffs have right, title & interest over plot 1032 4 whether oral partition of 1995 true 5 relief
PW list to be filed. Sir wants PW1 Sabitri (chief on affidavit), PW2 neighbour Ananta Sahu, PW3 RI.
ND 21/03/2026 for P.W.
""")

up("backlog/2026-02/order interim maint 20.02.26.pdf", "certified_order_sheet_scan", "Family Court, Cuttack", "2026-02-20", ["C05"], ["C05-H03"], """
IN THE COURT OF THE JUDGE, FAMILY COURT, CUTTACK
CRP (Maint.) No. 87 of 2025
Order No. 9   Dated 20.02.2026
Petitioner and O.P. present through their learned counsel. The O.P. has not filed any proof of his income despite direction. The petitioner is the legally wedded wife and has no independent income. Considering the status of the parties, the O.P. is directed to pay interim maintenance of Rs. 6,000/- (Rupees six thousand) per month to the petitioner from the date of application, i.e. 12.08.2025. The arrears shall be paid in three equal instalments and the current maintenance by the 10th of every month.
Put up on 10.04.2026 for evidence of the petitioner.
sd/- Judge, Family Court, Cuttack
""")

up("backlog/2026-02/IMG20260226_175512.jpg", "handwritten_note_photo", "Debashis", "2026-02-26", ["C02"], ["C02-H03"], """
26.02.2026 Ct 11 - Bijay Jena revision
LCR recd. Lenka (for OP2 informant Madhab Moharana) - "engaged in another court", his junior took time.
Dash J - stay contd. ND 9/4/26
(Lenka does this everywhere - also in Salipur. Be ready to argue on 9.4 anyway)
""")

# ---------------------------------------------------------------- Mar 2026
up("backlog/2026-03/GR 11.3 PW1 cross.txt", "typed_note_txt", "Lipsa", "2026-03-11", ["C04"], ["C04-H03"], """
11 march GR Purighat
PW1 cross concluded by Sir. Admits he did not see the lathi blow himself, came out after hearing shouts. Also admits old civil suit with Sanjay's father over the drain.
PW2 Sukanta (injured) absent though summons served - madam issued BW (bailable warrant) against PW2.
ND 22.4.26
""")

up("backlog/2026-03/DCDRC evidence 17.3.txt", "typed_note_txt", "Lipsa", "2026-03-17", ["C06"], ["C06-H03"], """
17.3.2026 Consumer Commission - Ajit scooter case
Complainant's evidence on affidavit filed with Annexures 1-6 (invoice 14.05.2025 Rs. 1,12,500, job cards of 3 battery complaints, legal notice, reply).
OP1 to file evidence. ND 05.05.2026.
Ajit babu came, asked if he can get the scooter checked by another mechanic - told him not to, keep it as it is.
""")

up("backlog/2026-03/ଆଦେଶ TS 156 21.03.26.jpg", "certified_order_sheet_scan", "Civil Judge (Senior Division), 1st Court, Cuttack", "2026-03-21", ["C03"], ["C03-H04"], """
ଦେୱାନୀ ବିଚାରପତି (ବରିଷ୍ଠ ବିଭାଗ), ପ୍ରଥମ କୋର୍ଟ, କଟକ
ଟି.ଏସ. ନଂ 156/2024
ଆଦେଶ ତା 21.03.2026
ବାଦୀପକ୍ଷ ହାଜର। ବିବାଦୀପକ୍ଷ ଓକିଲଙ୍କ ମାଧ୍ୟମରେ ହାଜର। ପି.ଡବ୍ଲ୍ୟୁ. 1 ସାବିତ୍ରୀ ଦାସଙ୍କ ମୁଖ୍ୟ ଜେରା ଶପଥପତ୍ର ମାଧ୍ୟମରେ ଦାଖଲ ହେଲା।
ବିବାଦୀ ପକ୍ଷ ଓକିଲ ଜେରା ପାଇଁ ସମୟ ପ୍ରାର୍ଥନା କଲେ। ବାଦୀଙ୍କୁ 500 ଟଙ୍କା ଖର୍ଚ୍ଚ ଦେବା ସର୍ତ୍ତରେ ସମୟ ଦିଆଗଲା। ଆଉ ସମୟ ଦିଆଯିବ ନାହିଁ।
ପରବର୍ତ୍ତୀ ତାରିଖ 18.04.2026 ପି.ଡବ୍ଲ୍ୟୁ. 1 ଙ୍କ ଜେରା ପାଇଁ।
ସ୍ୱା/- ଦେୱାନୀ ବିଚାରପତି (ବରିଷ୍ଠ ବିଭାଗ)
""")

up("backlog/2026-03/20260324_191120.jpg", "handwritten_note_photo", "Debashis", "2026-03-24", ["C01"], ["C01-H04"], """
24-3-26 Swain LA writ, Ct 6
Counter of OP3 LAO was filed on 17.2, our rejoinder filed 9.3 (diary no. 11872).
Today ASC Rath again - "file is with Collector". 2nd time.
Madam: LAO to file personal affidavit stating why award amount not disbursed. ND 28/4.
Madam's usual - she wants everything "in writing, on affidavit".
""")

# ---------------------------------------------------------------- Apr 2026
up("backlog/2026-04/Order dt 9.4.26 CRLREV 412.pdf", "certified_order_sheet_scan", "High Court of Orissa", "2026-04-09", ["C02"], ["C02-H04"], """
IN THE HIGH COURT OF ORISSA AT CUTTACK
CRLREV No. 412 of 2025
Order No. 05   09.04.2026
None appears for the opposite party No. 2 though the matter was passed over once. Learned counsel for the opposite party No. 2 had taken time on the last date also. As a last adjournment, list this matter on 16.07.2026. Interim order passed earlier shall continue till then.
sd/- R. N. Dash, J.
""")

up("backlog/2026-04/9-10 april HC FC.jpg", "handwritten_note_photo", "Debashis", "2026-04-10", ["C02", "C05"], ["C02-H04", "C05-H04"], """
9.4 Thu - Bijay Jena revn: Lenka absent again. Dash J - "last adjournment to OP 2". ND 16.7.26 (after vacation). Stay contd.

10.4 Fri - FC Mami case
Not a paisa paid of interim (Rs. 6,000 pm x 8 months arrears = 48,000 due).
Rout - "husband lost his job, he is jobless". Filed our petn for recovery/distress warrant u/s 125(3).
Judge: OP to deposit arrears, else warrant. PW1 chief not taken today. ND 29.5.26
""")

up("backlog/2026-04/PW1 cross Sabitri 18.4.txt", "typed_note_txt", "Lipsa", "2026-04-18", ["C03"], ["C03-H05"], """
18/04/2026 Sat TS 156/24 - PW1 Sabitri Das cross by Mohanty babu.
cost Rs 500 paid first (judge asked - "cost deuchhanti ki?").
Cross: she said her husband Harihar was in possession till death in 2011, RoR in his name, Ramesh built a cowshed in 2019 only. Denied oral partition. Mausi was firm, bhala kahile.
PW1 discharged. ND 16.5.26 for PW2.
""")

up("backlog/2026-04/GR order 22.04.2026.pdf", "certified_order_sheet_scan", "J.M.F.C. (City), Cuttack", "2026-04-22", ["C04"], ["C04-H04"], """
IN THE COURT OF THE J.M.F.C. (CITY), CUTTACK
G.R. Case No. 1187 of 2024
22.04.2026
Accused A1 and A2 present; A3 absent, petition u/s 317 Cr.P.C. filed and allowed. P.W. 2 Sukanta Nayak is absent though the bailable warrant was served. Issue N.B.W. against P.W. 2 through IIC Purighat P.S., returnable by the next date.
Put up on 10.06.2026 for P.W.
sd/- JMFC (City), Cuttack
""")

up("backlog/2026-04/Order 28.04.2026 WPC 18342-2025.pdf", "certified_order_sheet_scan", "High Court of Orissa", "2026-04-28", ["C01"], ["C01-H05"], """
IN THE HIGH COURT OF ORISSA AT CUTTACK
W.P.(C) No. 18342 of 2025
Order No. 06   28.04.2026
The affidavit of the Land Acquisition Officer, Cuttack is on record. It is stated that the awarded amount of Rs. 14,62,300/- stands deposited in the treasury and has not been disbursed for want of no objection from the co-sharers. Learned counsel for the petitioner submits that the co-sharers have given their no objection, which is on record as Annexure-5. The LAO is directed to disburse the amount to the petitioner within six weeks on his furnishing an indemnity bond. List on 14.07.2026 for compliance.
sd/- S. Panigrahi, J.
""")

# ---------------------------------------------------------------- May 2026
up("backlog/2026-05/DCDRC 5.5 cost.txt", "typed_note_txt", "Lipsa", "2026-05-05", ["C06"], ["C06-H04"], """
05/05/26 DCDRC - Ajit vs Utkal E-Motors
OP1 evidence affidavit NOT filed. Sanjib Das asked time. President allowed last time with cost Rs. 1,000/- payable to complainant.
Samal sir asked both sides - "why not settle? dealer can replace battery". Ajit babu said he wants money back only.
ND 23/6/26
""")

up("backlog/2026-05/Bhagaban khata 16.5.jpg", "handwritten_note_photo", "Bhagaban Behera", "2026-05-16", ["C03"], ["C03-H06"], """
ତା 16.05.2026 ଶନିବାର - ପ୍ରଥମ କୋର୍ଟ
ଟି.ଏସ. 156/24 ସାବିତ୍ରୀ ଦାସ
ପି.ଡବ୍ଲ୍ୟୁ. 2 ଅନନ୍ତ ଚରଣ ସାହୁ (ପଡ଼ୋଶୀ) ଙ୍କ ସାକ୍ଷ୍ୟ ହେଲା, ଜେରା ବି ସରିଲା।
ପରବର୍ତ୍ତୀ ତାରିଖ 04.07.2026 ପି.ଡବ୍ଲ୍ୟୁ. 3 (ଆର.ଆଇ.) ପାଇଁ।
ଆର.ଆଇ. ଙ୍କୁ ସମନ ଦେବାକୁ ହେବ - ପ୍ରସେସ ଫି 40 ଟଙ୍କା ଦେଲି।
""")

up("backlog/2026-05/FC 29.05.26.txt", "typed_note_txt", "Lipsa", "2026-05-29", ["C05"], ["C05-H05"], """
29.05.26 FC Cuttack, Mami maintenance
Prasanta deposited Rs. 24,000/- in court today (part of arrears) - judge said balance arrears to be paid by next date else warrant.
PW1 Manasi examined in chief - married 12.05.2019, driven out in Feb 2025, staying with mother at Tulasipur, no income.
Cross by Rout not done, he said Prasanta wants to cross himself first?? judge refused that, asked him to be ready.
ND 10/07/2026.
""")

# ---------------------------------------------------------------- Jun 2026
up("backlog/2026-06/GR PW2 NBW appeared.txt", "typed_note_txt", "Lipsa", "2026-06-10", ["C04"], ["C04-H05"], """
10.06.2026 GR 1187/24 (JMFC City)
PW2 Sukanta Nayak produced on NBW by Purighat police. Madam recalled the NBW after warning him.
PW2 chief - A1 hit him on left forearm with lathi. Cross by Sir - admits he was drunk that evening?? (said "tike piithili"), admits no one else from lane came. Says doctor put plaster for 3 weeks.
Madam directed summons to the doctor (MO, SCB) as PW3.
ND 22.7.26
""")

up("backlog/2026-06/DCDRC 23 June.txt", "typed_note_txt", "Lipsa", "2026-06-23", ["C06"], ["C06-H05"], """
23 June 2026 Commission
Ajit case - OP1 filed evidence affidavit of its manager Suvendu Behera. Rs 1000 cost paid to Ajit babu in cash in front of bench clerk.
Both sides to file written notes of argument.
ND 11.08.2026 for argument.
""")

# ---------------------------------------------------------------- Jul 2026
up("backlog/2026-11/WhatsApp Chat with Swain babu Naraj.txt", "whatsapp_export", "Debashis", "2026-11-17", ["C01"],
   ["C01-H03", "C01-H06", "C01-H08"], """
17/02/26, 2:15 pm - Debashis Pattnaik: Swain babu, counter of LAO filed today. They say your cousins did not give NOC. Rejoinder will be filed in 2 weeks. Next date 24.3
17/02/26, 6:40 pm - Swain babu Naraj: Sir cousins NOC deichhanti 2023 re hin. I will bring the paper tomorrow
18/02/26, 11:02 am - Swain babu Naraj: <Media omitted>
14/07/26, 3:30 pm - Debashis Pattnaik: Today compliance - LAO has paid Rs. 9,80,000 into your account. Balance withheld, they say solatium to be recalculated. Next date 8.9.26
14/07/26, 3:45 pm - Swain babu Naraj: Sir 9.80 lakh asichhi, dhanyabad. But full amount kebe? jhia bahaghara in Feb, mu taka darkar
14/07/26, 3:47 pm - Debashis Pattnaik: We will press for the balance with interest. Don't sign any paper of LAO office without showing me
17/11/26, 4:10 pm - Debashis Pattnaik: Swain babu, ASC gave undertaking today - balance Rs. 4,82,300 with interest will be paid within 4 weeks. Next date 15.12.2026 for compliance
17/11/26, 4:22 pm - Swain babu Naraj: Jay Jagannath sir. I will come to chamber Saturday
""")

up("backlog/2026-07/Document 4.docx", "typed_note_docx", "Debashis", "2026-07-14", ["C01"], ["C01-H06"], """
W.P.(C) 18342 of 2025 - Hrushikesh Swain - note after hearing on 14.07.2026 (Ct. 6)
1. LAO's compliance affidavit: Rs. 9,80,000 paid to petitioner by RTGS on 30.06.2026.
2. Balance Rs. 4,82,300 withheld - LAO says solatium was wrongly computed at 100% on structure portion, to be re-examined by Collector.
3. Our point: award of 18.09.2024 is final, no reference u/s 64 by anybody; LAO can't reopen it. Also interest u/s 80 for the delay.
4. Madam: State to take a stand by next date. ND 08.09.2026.
To do: memo with calculation of interest @ 9% for first year, 15% thereafter; get bank statement from Swain babu.
""")

up("backlog/2026-07/PW3 absent 4.7.txt", "typed_note_txt", "Lipsa", "2026-07-04", ["C03"], ["C03-H07"], """
04-07-2026 (Sat) TS 156/24 Sabitri Das
PW3 RI Kailas Chandra Pradhan absent - summons not served, he is posted at Mahanga now. Fresh summons through Tahasildar Mahanga. Process fee paid.
Routray babu - "next date witness must come, else plaintiff's evidence closed".
ND 01.08.2026
""")

up("backlog/2026-08/WhatsApp Chat - Bijay Jena Case/_chat.txt", "whatsapp_export", "Debashis", "2026-08-20", ["C02"],
   ["C02-H05", "C02-H06"], """
[16/07/26, 4:10:22 PM] Debashis Pattnaik: Bijay babu, today your revision was heard fully. Lenka babu finally came and argued. Dash J has reserved order. Next date 20.08.2026 for order.
[16/07/26, 4:12:05 PM] Bijay Jena: Sir ki lagila? judge kana kahile?
[16/07/26, 4:15:40 PM] Debashis Pattnaik: Judge asked Lenka twice - "where is the deception at the inception?" That is good for us on 420. 406 may stay.
[16/07/26, 4:16:11 PM] Bijay Jena: Ok sir. Stay achhi ta?
[16/07/26, 4:16:30 PM] Debashis Pattnaik: Yes, stay continues till order.
[20/08/26, 1:02:47 PM] Debashis Pattnaik: Order today - revision allowed in part. You are discharged of 420 IPC. Trial on 406 IPC will go on at Salipur. Stay over; you must appear at Salipur on the date they fix.
[20/08/26, 1:05:19 PM] Bijay Jena: Sir 406 re bi tike samaya lagiba. Salipur date kebe?
[20/08/26, 1:07:02 PM] Debashis Pattnaik: Bhagaban will find out after LCR goes back. I'll tell you.
""")

up("backlog/2026-07/PW3 doctor cross GR.docx", "typed_note_docx", "Debashis", "2026-07-22", ["C04"], ["C04-H06"], """
G.R. Case No. 1187 of 2024 - State v. Sanjay Kumar Pradhan & 2 ors. - 22.07.2026
PW3 Dr. Subhashree Mishra, Asst. Surgeon, SCB Medical College & Hospital, Cuttack.
Chief: examined Sukanta Nayak on 03.03.2024 at 9.40 PM; swelling and tenderness on left forearm; X-ray showed hairline fracture of ulna; injury report proved as Ext. 3.
Cross (by me for A1):
- Injury could be caused by a fall on a hard surface - "possible".
- Patient smelt of alcohol - noted in the bed-head ticket, not in Ext. 3.
- X-ray plate not produced; radiologist's report not proved.
- No injury on head or other part.
Next: PW4 IO. ND 02.09.2026.
""")

up("backlog/2026-10/WhatsApp Chat with Mami Sethy.txt", "whatsapp_export", "Debashis", "2026-10-09", ["C05"],
   ["C05-H03", "C05-H08"], """
20/02/26, 5:02 pm - Debashis Pattnaik: Mami, judge has given interim maintenance Rs. 6,000 per month from August 2025. Next date 10.4
20/02/26, 5:30 pm - Mami Sethy: Sir bahut dhanyabad. Se kebe deba?
20/02/26, 5:33 pm - Debashis Pattnaik: By 10th of every month, arrears in 3 instalments. If he doesn't pay we file for warrant.
28/09/26, 8:14 pm - Mami Sethy: Sir Prasanta Maa Tarini Travels bus re kaam karuchhi, conductor. Mu photo pathauchhi
28/09/26, 8:15 pm - Mami Sethy: <Media omitted>
09/10/26, 2:48 pm - Debashis Pattnaik: Mami, in cross today Prasanta admitted he works at Maa Tarini Travels and gets Rs. 28,000 a month. Good for us. Arguments on 20.11
09/10/26, 2:55 pm - Mami Sethy: Jay Maa Tarini 🙏
""")

up("backlog/2026-08/RI Pradhan exhibits.jpg", "handwritten_note_photo", "Debashis", "2026-08-01", ["C03"], ["C03-H08"], """
1 Aug 26 Sat - Sabitri TS
PW3 Kailash Ch. Pradhan, RI (now at Mahanga) examined. Proved RoR of Khata 214 (Ext. 7) and settlement map of Gopalpur (Ext. 8). Plot 1032 recorded in name of Harihar Das.
Mohanty cross - RI admits he did not visit the spot personally.
Plaintiff's evidence closed.
ND 5.9.26 for DW.
""")

# ---------------------------------------------------------------- Aug 2026
up("backlog/2026-08/Order 20.08.2026 CRLREV 412 of 2025.pdf", "certified_order_sheet_scan", "High Court of Orissa", "2026-08-20", ["C02"], ["C02-H06"], """
IN THE HIGH COURT OF ORISSA AT CUTTACK
CRLREV No. 412 of 2025
Bijay Kumar Jena ... Petitioner  -versus-  State of Odisha & another ... Opposite Parties
Date of order: 20.08.2026
... The allegation, even if accepted in its entirety, shows a failed commercial transaction; there is no material that the petitioner had a dishonest intention at the inception of the transaction. The ingredients of the offence u/s 420 IPC are not made out. However, there is material of entrustment of cloth worth Rs. 3,40,000/- and its non-return, which is to be tested at the trial for the offence u/s 406 IPC.
The criminal revision is allowed in part. The order dated 10.10.2025 of the learned J.M.F.C., Salipur is set aside insofar as the offence u/s 420 IPC is concerned. The trial shall proceed u/s 406 IPC. Interim order stands vacated. LCR be sent back forthwith.
sd/- R. N. Dash, J.
""")

up("backlog/2026-08/11.8 consumer argument.jpg", "handwritten_note_photo", "Debashis", "2026-08-11", ["C06"], ["C06-H06"], """
11/8/26 DCDRC Ctc - Ajit e-scooter
Argued. 3 battery failures within 6 months, job cards Annex 3,4,5. Dealer's own job card says "cell imbalance - manufacturing defect".
Sanjib Das - OP1 ready to replace battery free. Ajit refused - wants full refund, says scooter lying unused since Nov 2025.
President: orders reserved. ND 10.11.2026 for order.
""")

up("backlog/2026-08/IMG-20260821-WA0007.jpg", "handwritten_note_photo", "Bhagaban Behera", "2026-08-21", ["C05"], ["C05-H07"], """
ତା 21.08.2026 ଫ୍ୟାମିଲି କୋର୍ଟ
CRP (Maint) 87/2025 ମାନସୀ ସେଠୀ
ପି.ଡବ୍ଲ୍ୟୁ. 1 ଙ୍କ ଜେରା ସରିଲା। ଡି.ଡବ୍ଲ୍ୟୁ. 1 ପ୍ରଶାନ୍ତ ସେଠୀଙ୍କ ମୁଖ୍ୟ ଜେରା ହେଲା - ସେ କହିଲେ ତାଙ୍କର ଚାକିରି ନାହିଁ।
ପରବର୍ତ୍ତୀ ତାରିଖ 09.10.2026 ଡି.ଡବ୍ଲ୍ୟୁ. 1 ଙ୍କ ଜେରା ପାଇଁ।
""")

# ---------------------------------------------------------------- Sep 2026
up("backlog/2026-09/20260905_160404.jpg", "certified_order_sheet_scan", "Civil Judge (Senior Division), 1st Court, Cuttack", "2026-09-05", ["C03"], ["C03-H09"], """
IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION), 1ST COURT, CUTTACK
T.S. No. 156 of 2024
Order No. 41   Dated 05.09.2026
Plaintiffs through learned counsel. Defendants through learned counsel. No witness is present on behalf of the defendants. Learned counsel for the defendants prays for time to produce D.W. The suit is of the year 2024. Time is allowed on payment of cost of Rs. 500/- to the plaintiffs. No further time shall be granted.
Put up on 10.10.2026 for D.W.
sd/- Civil Judge (Senior Division), 1st Court, Cuttack
""")

up("backlog/2026-09/sabitri 5 sep.txt", "typed_note_txt", "Lipsa", "2026-09-05", ["C03"], ["C03-H09"], """
5 sept TS Sabitri - D side no witness again. Mohanty babu wanted time "DW1 Ramesh unwell". Judge gave cost 500 again (2nd time Mohanty paid cost in this suit after the w/s cost of 300 - actually 3rd cost overall).
Tapan babu asked if we can ask for ex parte. Sir said no, judge won't.
ND 10.10.26
""")

up("backlog/2026-09/8 sep HC.jpg", "handwritten_note_photo", "Debashis", "2026-09-08", ["C01"], ["C01-H07"], """
8.9.2026 Ct 6 Swain writ - compliance
ASC Rath - "instructions on solatium recalculation awaited from Collector". 3rd time State has taken time in this matter for instructions!
Our memo of interest calculation filed (diary no. 40216 dt 4.9.26).
Madam: "State is sitting over a 2024 award". Last opportunity. ND 17/11/26.
""")

# ---------------------------------------------------------------- Oct 2026
up("backlog/2026-10/GR 7 oct IO.jpg", "handwritten_note_photo", "Debashis", "2026-10-07", ["C04"], ["C04-H08"], """
07/10/26 JMFC City - GR Purighat (Sanjay)
PW4 SI Bikash Ranjan Barik (IO) came from Jajpur. Examined - spot map Ext. 5, seizure of lathi Ext. 6 (from house of A1).
Cross: no independent witness to seizure; lathi not sent to anyone; spot map does not show street light; admits civil dispute over drain known to him.
Prosecution closed. ND 4.11.26 for 313.
""")

up("backlog/2026-10/DW1 cross TS 156.docx", "typed_note_docx", "Debashis", "2026-10-10", ["C03"], ["C03-H10"], """
T.S. 156/2024 - DW1 Ramesh Chandra Das - 10.10.2026
Chief on affidavit: oral partition in 1995 among brothers Harihar and Ramesh; plot 1032 fell to him; cowshed and boundary.
Cross by me (part):
- No written memo of partition, no mutation application till date.
- RoR of 1989 in name of Harihar alone - "knows".
- Paid no rent for plot 1032 - rent receipts in Harihar/Sabitri's name.
- Cowshed built in 2019 - admits.
Cross to continue. ND 14.11.2026.
""")

up("backlog/2026-09/MTT job card.jpg", "document_photo", "Maa Tarini Travels", "2026-09-28", ["C05"], [], """
MAA TARINI TRAVELS
Cuttack - Keonjhar - Ghatagaon daily service
STAFF IDENTITY CARD
Name: Prasanta Kumar Sethy
Designation: Conductor
Bus No. OD-05-AK-2211
Date of joining: 01.11.2025
Valid upto: 31.10.2026
sd/- Manager
""")

up("backlog/2026-10/IMG20261009_181736.jpg", "handwritten_note_photo", "Debashis", "2026-10-09", ["C05"], ["C05-H08"], """
9 Oct FC - Mami maint.
DW1 Prasanta cross by me - ADMITS working as conductor in Maa Tarini Travels bus since Nov 2025, gets Rs. 28,000 p.m. incl. bata. Earlier said jobless!
Shown ID card photo - admitted. Judge noted it.
Paid only 24,000 so far of interim. Judge warned OP.
ND 20.11.26 for argument.
""")

# ---------------------------------------------------------------- Nov 2026
up("backlog/2026-11/313 Sanjay 4-11.txt", "typed_note_txt", "Lipsa", "2026-11-04", ["C04"], ["C04-H09"], """
04.11.26 GR 1187/24 JMFC City
Statement u/s 313 of A1 Sanjay and A2 Rakesh recorded - both denied, said false case due to drain dispute.
A3 Sumitra absent (sick) - 317 petition; her 313 later.
Madam asked if defence wants to lead evidence. Sir said we may examine one DW (Sanjay's neighbour Kuna Sethi re no street light).
ND 09.12.2026 for D.W./argument.
""")

up("backlog/2026-11/Final order CC 214-2025.pdf", "certified_order_sheet_scan", "District Consumer Disputes Redressal Commission, Cuttack", "2026-11-10", ["C06"], ["C06-H07"], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, CUTTACK
C.C. No. 214 of 2025
Ajit Kumar Mohapatra ... Complainant  -versus-  (1) Utkal E-Motors, Link Road, Cuttack (2) Zipp Electric Mobility Pvt. Ltd. ... Opposite Parties
Date of order: 10.11.2026
... The job cards of the OP No. 1 itself record "cell imbalance - manufacturing defect". OP No. 2 did not contest and was set ex parte. Deficiency in service and a manufacturing defect are proved.
ORDER: The complaint is allowed. OP Nos. 1 and 2 jointly and severally shall refund Rs. 1,12,500/- to the complainant with interest @ 9% per annum from 14.05.2025 till payment, pay compensation of Rs. 20,000/- for mental agony and Rs. 5,000/- towards cost of litigation, within 45 days, on the complainant returning the scooter to OP No. 1.
sd/- President   sd/- Member
""")

up("backlog/2026-11/14 & 17 nov.jpg", "handwritten_note_photo", "Debashis", "2026-11-17", ["C03", "C01"], ["C03-H11", "C01-H08"], """
14/11 Sat - CJSD-I, Sabitri TS
DW1 Ramesh cross concluded. Admits he never applied for mutation of plot 1032.
Mohanty - DW2 (Ramesh's son Bapi) not ready. Routray babu - LAST chance for DW2, else D evidence closed.
ND 05.12.2026.

17/11 Tue - Ct 6 Swain writ
ASC Rath - undertook balance 4,82,300 + interest @ 9% will be paid within 4 wks. Recorded.
ND 15/12/26 for compliance.
""")

up("backlog/2026-11/Order 17.11.2026 WPC 18342 of 2025.pdf", "certified_order_sheet_scan", "High Court of Orissa", "2026-11-17", ["C01"], ["C01-H08"], """
IN THE HIGH COURT OF ORISSA AT CUTTACK
W.P.(C) No. 18342 of 2025
Order No. 11   17.11.2026
Learned Additional Standing Counsel, on instruction, undertakes that the balance amount of Rs. 4,82,300/- with interest @ 9% per annum from 18.09.2024 shall be paid to the petitioner within four weeks. The undertaking is recorded. List on 15.12.2026 for compliance.
sd/- S. Panigrahi, J.
""")

up("backlog/2026-11/causelist 17.11.26 ct6.pdf", "cause_list_pdf", "High Court of Orissa", "2026-11-16", ["C01"], ["C01-H08"], """
HIGH COURT OF ORISSA, CUTTACK - DAILY CAUSE LIST FOR TUESDAY, THE 17TH NOVEMBER, 2026
COURT NO. 6 - HON'BLE JUSTICE SANJUKTA PANIGRAHI
FOR ORDERS
21. W.P.(C) 17007/2025  Sanatan Barik v. State of Odisha       Adv. M. K. Das / ASC
22. W.P.(C) 18110/2025  Kuni Dei v. Collector, Cuttack         Adv. S. Mishra / ASC
23. W.P.(C) 18342/2025  Hrushikesh Swain v. State of Odisha & Ors.   Adv. D. Pattnaik / ASC (S. Rath)
24. W.P.(C) 20411/2025  Rama Chandra Sahu v. State             Adv. P. Nanda / AGA
""")

up("backlog/2026-11/mami args 20.11.txt", "typed_note_txt", "Lipsa", "2026-11-20", ["C05"], ["C05-H09"], """
20-11-2026 FC Cuttack - Mami (CRP Maint 87/25)
Sir argued - DW1 admits 28,000 income; claim 15,000 pm; arrears of interim still due (only 24,000 paid out of Rs 96,000 due till Nov).
Rout not ready - "client hospitalised", sought time. Judge: "last time, argue next date, and pay arrears".
ND 11.12.26 for OP's argument.
""")

up("backlog/2026-11/New Text Document (2).txt", "typed_note_txt", "Debashis", "2026-11-28", [], [], """
week 30 nov - 5 dec  (and next)
Mon 30 - chamber. Ajit babu coming re execution - check if OPs paid within 45 days (due ~25 Dec). 
Tue 1 - Swain writ: get bank statement, see if treasury paid balance before 15.12. Jena - Salipur date still not known, ask Bhagaban.
Wed 2 - GR Purighat: DW list - Kuna Sethi. prepare argument notes (PW1 didn't see, PW2 drunk, no indep. witness).
Thu 3 - Mami: written argument draft, calculation of arrears.
Sat 5 - Sabitri TS: DW2 last chance. If no DW2, move for closure of D evidence and argument date. Tapan to bring rent receipts.
""")

up("backlog/2026-11/correction sabitri.txt", "typed_note_txt", "Lipsa", "2026-11-30", ["C03"], [], """
30.11.26 - correction to my note of 5 Sept (sabitri 5 sep.txt): I wrote "3rd cost overall" - checked the file, correct. Costs in TS 156/24 so far: Rs 300 (5.12.25, w/s), Rs 500 (21.3.26, cross of PW1), Rs 500 (5.9.26, DW). All three paid to us. Total Rs. 1,300.
Also earlier I wrote PW3 RI posted at "Mahanga" - correct; but his name spelling is Kailash Chandra Pradhan (not Kailas).
""")
