"""The uploads of the Warangal practice: what Ravinder Rao, his junior Saleem and his gumasta Yadagiri actually kept."""

L, J, K = "Ponugoti Ravinder Rao", "Mohd. Saleem Pasha", "Bollam Yadagiri (gumasta)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ================= C01 Mallaiah Dharani suit (PJCJ Hanamkonda)
u("backlog/2025-11/Screenshot_20251110-183322.png", "document_photo", "Dharani portal (printout)", "2025-11-10", ["C01"], [], """
DHARANI - Integrated Land Records Management System, Government of Telangana
Land Details Search
District: HANUMAKONDA   Mandal: DHARMASAGAR   Village: DHARMASAGAR
Survey No.: 312/A   Khata No.: 1406   Extent: 2.16 (Ac.Gts)
Pattadar Name: ERRA KOMURAIAH   Father/Husband: SAMMAIAH
Land Status: PATTA   Land Type: Dry (Metta)
Nature of transaction: Sale (Regd. Doc. No. 4471/2019, SRO Hanamkonda)   Mutation date: 17-03-2021
Passbook No.: T2303106xxxx
""")
u("backlog/2025-11/OS 214-2025 plaint Mallaiah.pdf", "document_scan", L, "2025-11-24", ["C01"], [], """
IN THE COURT OF THE PRINCIPAL JUNIOR CIVIL JUDGE, AT HANUMAKONDA
O.S. No. 214 of 2025
Between: Gunda Mallaiah, S/o Ramaiah, aged 61 yrs, Agriculture, R/o Dharmasagar (V&M), Hanumakonda Dist. ... Plaintiff
And: 1. Erra Komuraiah, S/o Sammaiah, aged 48 yrs, R/o Dharmasagar.
     2. The Tahsildar, Dharmasagar Mandal (formal party)                                     ... Defendants
PLAINT FILED UNDER ORDER VII RULE 1 CPC r/w SEC. 38 OF THE SPECIFIC RELIEF ACT
1. The plaintiff is the absolute owner and pattadar in possession of dry land admeasuring Ac. 2-16 gts in
Sy. No. 312/A of Dharmasagar village, inherited from his father Ramaiah, shown in the khasra pahani 1954-55 and in the
ROR 1-B and the pahanis from 1990-91 to 2019-20 in the plaintiff's name as 'pattadar & anubhavadar'.
2. During the Dharani updation in 2021 the 1st defendant got his name entered as pattadar on the basis of a sale deed
(Doc. No. 4471/2019) executed by one Gunda Yellaiah, a cousin of the plaintiff, who never had any right in the land.
The plaintiff never sold the land. The 1st defendant came to the land on 02.11.2025 with a tractor to plough it.
3. Cause of action arose on 17.03.2021 and on 02.11.2025 at Dharmasagar, within the jurisdiction of this Court.
Valuation for injunction u/s 26(c) of the T.S. Court Fees and Suits Valuation Act: Rs. 1,00,000; C.F. paid Rs. 2,750.
PRAYER: perpetual injunction restraining the 1st defendant, his men and agents from interfering with the plaintiff's
peaceful possession and enjoyment of the suit land; costs.
Hanumakonda, 24.11.2025                         Counsel for Plaintiff (P. Ravinder Rao)          Plaintiff
""")
u("backlog/2026-01/IMG-20260107-WA0011.jpg", "handwritten_note_photo", K, "2026-01-07", ["C01"], ["C01-H01"], """
07.01.2026 బుధవారం - వాయిదాల రిజిస్టర్
ప్రిన్సిపల్ జూనియర్ సివిల్ జడ్జి కోర్టు, హనుమకొండ
ఓ.ఎస్. 214/2025 - గుండ మల్లయ్య vs ఎర్ర కొమురయ్య
I.A. 611/2025 - ప్రతివాదికి నోటీసు. సర్వే నెం. 312/A పై స్టేటస్ కో (యథాతథ స్థితి).
మేడం గారు పహాణీ, ధరణి ప్రింటౌట్ అడిగారు - దాఖలు చేశాము.
వాయిదా: 04.02.2026
- యాదగిరి
""")
u("backlog/2026-03/OS 214 of 2025 docket certified copy.pdf", "certified_order_sheet_scan", "Principal Junior Civil Judge, Hanumakonda", "2026-03-10", ["C01"], ["C01-H02", "C01-H03"], """
IN THE COURT OF THE PRINCIPAL JUNIOR CIVIL JUDGE, AT HANUMAKONDA
O.S. No. 214 of 2025  &  I.A. No. 611 of 2025          (Certified copy of docket proceedings)
Gunda Mallaiah ... Plaintiff/Petitioner   Vs.   Erra Komuraiah & another ... Defendants/Respondents

04.02.2026   Plaintiff by Sri P. Ravinder Rao, Advocate. D1 by Sri K. Narsimha Chary, Advocate. D2 called absent.
             Counter in I.A. and written statement not filed. Counsel for D1 seeks time. Time granted on costs of
             Rs. 500/- payable to the plaintiff. Status quo to continue. Call on 05.03.2026.
                                                                   Sd/- Principal Junior Civil Judge
05.03.2026   Costs paid. Written statement of D1 and counter in I.A. 611/2025 filed. D2 set ex parte.
             Heard both sides in the I.A. Counsel for plaintiff placed the khasra pahani 1954-55 and pahanis up to
             2019-20 on record; D1 relies on the sale deed Doc. No. 4471/2019 and the Dharani pattadar passbook.
             For orders, call on 22.04.2026. Status quo to continue till then.
                                                                   Sd/- Principal Junior Civil Judge
Certified to be true copy.  Copy applied 06.03.2026, ready 10.03.2026.   Superintendent
""")
u("backlog/2026-03/IMG_20260305_173012.jpg", "handwritten_note_photo", L, "2026-03-05", ["C01"], ["C01-H03"], """
5/3/26  PJCJ Hnk - Mallaiah OS 214/25
Costs 500 ichhadu Chary. WS + counter file chesadu finally.
D1 story: 2019 lo Yellaiah nundi konnadu, Doc 4471/2019, Dharani passbook undi.
Madam pahani adigaru malli - khasra pahani 54-55 & 1-B chupinchanu. Yellaiah ki hakku ledu ani argue.
IA args complete. Orders 22.4. SQ continues.
Mallaiah ki cheppali: tractor tho ravaddu, police complaint ivvu unte.
""")
u("backlog/2026-04/IA 611-2025 order 22.04.2026.pdf", "certified_order_sheet_scan", "Principal Junior Civil Judge, Hanumakonda", "2026-04-25", ["C01"], ["C01-H04"], """
IN THE COURT OF THE PRINCIPAL JUNIOR CIVIL JUDGE, AT HANUMAKONDA
Present: Smt. T. Swarnalatha, Principal Junior Civil Judge
Wednesday, the 22nd day of April, 2026
I.A. No. 611 of 2025 in O.S. No. 214 of 2025
Gunda Mallaiah ... Petitioner/Plaintiff     Vs.     Erra Komuraiah & another ... Respondents/Defendants
ORDER
Petition under Order XXXIX Rules 1 and 2 CPC for temporary injunction. The revenue entries from 1954-55 to 2019-20
show the petitioner in possession. The entry in the Dharani portal in 2021 by itself does not establish possession of
R1, and R1 admits that he was never in cultivation before 2025. Prima facie case, balance of convenience and
irreparable injury are in favour of the petitioner.
In the result, the petition is allowed. R1, his men and agents are restrained by temporary injunction from interfering
with the petitioner's possession of Ac. 2-16 gts in Sy. No. 312/A of Dharmasagar village till the disposal of the suit.
Pronounced in open Court on 22.04.2026. Suit: call on 17.06.2026 for settlement of issues.
                                                              Principal Junior Civil Judge, Hanumakonda
""")
u("backlog/2026-06/mallaiah issues 17.6.txt", "typed_note_txt", L, "2026-06-17", ["C01"], ["C01-H05"], """
17.06.2026 - OS 214/2025 Mallaiah v. Komuraiah - PJCJ Hnk
Issues framed today (4):
1. Whether the plaintiff is in possession of the suit land as on the date of suit?
2. Whether the sale deed Doc. 4471/2019 binds the plaintiff?
3. Whether the plaintiff is entitled to perpetual injunction?
4. To what relief?
Vaayida 22.07.2026 for PW1. Mallaiah chief affidavit ready cheyyali - Saleem ki cheppanu.
""")
u("backlog/2026-07/OS 214 PW1 22-07-2026.docx", "typed_note_docx", L, "2026-07-22", ["C01"], ["C01-H06"], """
22.07.2026 - O.S. 214/2025 (Gunda Mallaiah v. Erra Komuraiah) - PJCJ, Hanumakonda
PW1 Mallaiah chief-examination affidavit filed. Exs. A1 to A9 marked (khasra pahani 1954-55, ROR 1-B, pahanis,
land revenue receipts, Dharani printout, police complaint dt. 03.11.2025).
Narsimha Chary not ready for cross - "counsel engaged in Sessions Court". Cross deferred at D1's request.
Madam remarked - next time no adjournment.
Vaayida 02.09.2026 for cross of PW1.
""")
u("backlog/2026-09/IMG_20260902_164540.jpg", "handwritten_note_photo", L, "2026-09-02", ["C01"], ["C01-H07"], """
2.9.26  Mallaiah - PW1 cross by Chary (1 hr)
Suggestion: Yellaiah ki vaata (share) undi, partition ayyindi ani - denied.
Suggestion: 2025 varaku D1 saagu chesadu - denied. Mallaiah baaga cheppadu.
Advocate Commissioner IA filed today - IA 1044/2026 - to note physical features & crop with mandal surveyor.
ND 4.11.26 (IA 1044 counter & hearing)
""")
u("backlog/2026-11/IMG-20261104-WA0003.jpg", "handwritten_note_photo", K, "2026-11-04", ["C01"], ["C01-H08"], """
04.11.2026 బుధవారం
ప్రి. జూ. సి. జ. కోర్టు - ఓ.ఎస్. 214/2025 మల్లయ్య
I.A. 1044/2026 అనుమతించారు. అడ్వకేట్ కమిషనర్ గా శ్రీ పి. యాకయ్య గారిని నియమించారు, మండల సర్వేయర్ తో కలిసి
భూమిని పరిశీలించాలి. కమిషనర్ ఫీజు రూ. 15,000 వాది చెల్లించాలి.
తదుపరి వాయిదా: 06.01.2027 (కమిషనర్ రిపోర్టు)
- యాదగిరి
""")
u("backlog/2026-11/IMG_20261112_113005.jpg", "document_photo", "Sri P. Yakaiah, Advocate Commissioner", "2026-11-12", ["C01"], [], """
RECEIPT                                                         No. 38
P. YAKAIAH, B.A., LL.B., Advocate, Hanumakonda
Received from Sri Gunda Mallaiah (through Sri P. Ravinder Rao, Advocate) a sum of Rs. 15,000/- (Rupees Fifteen
Thousand only) towards Advocate Commissioner's fee in I.A. No. 1044/2026 in O.S. No. 214/2025, PJCJ Court,
Hanumakonda. Local inspection with Mandal Surveyor, Dharmasagar - date to be fixed.
Date: 12.11.2026                                           Sd/- P. Yakaiah
""")
u("backlog/2027-01/06.01.27 hnk.txt", "typed_note_txt", L, "2027-01-06", ["C01"], ["C01-H09"], """
06.01.2027 Wed - Hanumakonda
Mallaiah OS 214/25 (PJCJ) - Commissioner report raaledu. Yakaiah garu memo vesaru: mandal surveyor not available,
Dharani/ Bhu Bharati survey duty lo unnadu. Madam: surveyor ni next date lopu pampali ani Tahsildar ki letter.
Vaayida 08.02.2027 for commissioner report.
(Saleem HC lo granite matter chusadu - whatsapp chudu)
""")

# ================= C02 Rehana DV case (II Addl. JFCM Hanumakonda)
u("backlog/2025-12/MGM OP slip Rehana.jpg", "document_photo", "MGM Hospital, Warangal", "2025-12-29", ["C02"], [], """
MAHATMA GANDHI MEMORIAL HOSPITAL, WARANGAL - OUT PATIENT TICKET
OP No. 2025/1189xx   Date: 29/12/2025   Dept: Casualty
Name: Shaik Rehana Begum   Age/Sex: 27/F   Address: Kazipet
H/o: assault by husband at home on 28/12/2025 night.
O/E: contusion 4 x 3 cm left forearm; abrasion over right cheek. X-ray L forearm - no fracture.
Rx: Tab. Aceclofenac, Tab. Pantop. MLC informed.                       CMO
""")
u("backlog/2026-03/DIR Rehana Begum.pdf", "document_scan", "Protection Officer, Hanumakonda", "2026-03-20", ["C02"], [], """
DOMESTIC INCIDENT REPORT (Form I, Rule 5(1) of the PWDV Rules, 2006)
Submitted to the II Additional Judicial First Class Magistrate, Hanumakonda in D.V.C. No. 38 of 2026
Protection Officer: Smt. K. Vijaya Laxmi, ICDS Project, Hanumakonda Urban
Aggrieved person: Shaik Rehana Begum, aged 27, W/o Shaik Afzal; child Ayesha (4 years)
Respondents: R1 Shaik Afzal (husband, auto mechanic); R2 Shaik Khaja Bee (mother-in-law); R3 Shaik Azhar (brother-in-law);
R4 Shaik Parveen (sister-in-law, resident of Nizamabad)
Incidents: demand of Rs. 2,00,000 from her parents for a mechanic shed; beating on 28.12.2025 (MGM Hospital OP slip
seen); she and the child were sent out of the shared household at Kazipet on 03.01.2026 and are living with her
father Shaik Mahaboob at Fathimanagar.
Assistance needed: monetary relief, residence order, protection order, custody of child.
Date: 18.03.2026                                                    Protection Officer
""")
u("backlog/2026-04/IMG-20260428-WA0006.jpg", "handwritten_note_photo", K, "2026-04-28", ["C02"], ["C02-H03"], """
28.04.2026 మంగళవారం
II అదనపు జె.ఎఫ్.సి.ఎం. కోర్టు, హనుమకొండ
డి.వి.సి. 38/2026 రెహానా బేగం vs షేక్ అఫ్జల్
కౌన్సెలింగ్ విఫలం (ఫ్యామిలీ కౌన్సెలింగ్ సెంటర్ రిపోర్టు). R1 తరఫున సెక్షన్ 23 పిటిషన్ కు కౌంటర్ దాఖలు.
మధ్యంతర భరణం పై ఉత్తర్వుల కొరకు వాయిదా 26.05.2026
- యాదగిరి
""")
u("backlog/2026-05/DVC 38-2026 interim order s23.pdf", "certified_order_sheet_scan", "II Additional JFCM, Hanumakonda", "2026-05-29", ["C02"], ["C02-H04"], """
IN THE COURT OF THE II ADDITIONAL JUDICIAL FIRST CLASS MAGISTRATE, HANUMAKONDA
Present: Sri B. Ravi Kumar, II Addl. JFCM
Crl.M.P. No. 402 of 2026 in D.V.C. No. 38 of 2026
Shaik Rehana Begum ... Petitioner     Vs.     Shaik Afzal & 3 others ... Respondents
ORDER (dated 26.05.2026)
Petition u/s 23 of the PWDV Act for interim reliefs. The DIR of the Protection Officer and the OP ticket of MGM
Hospital dated 29.12.2025 prima facie show domestic violence. R1 is an auto mechanic earning not less than
Rs. 25,000 per month.
R1 is directed to pay interim maintenance of Rs. 8,000/- per month to the petitioner and Rs. 4,000/- per month to the
minor child Ayesha, in all Rs. 12,000/- per month, from the date of petition, on or before the 10th of every month.
R1 to R3 are restrained from committing any act of domestic violence and from contacting the petitioner at her
father's house (protection order u/s 18). Call on 14.07.2026 for report of payment.
                                                                     II Addl. JFCM, Hanumakonda
""")
u("backlog/2026-09/Rehana PW1 8.9.26.docx", "typed_note_docx", L, "2026-09-08", ["C02"], ["C02-H06"], """
08.09.2026 - DVC 38/2026 Rehana Begum v. Afzal - II Addl. JFCM
PW1 Rehana chief affidavit filed, marked Ex. P1 (MGM OP ticket) and Ex. P2 (DIR).
Cross by Imtiaz Ali (part): suggested she left the house on her own accord because she wanted a separate house away
from her in-laws - denied. Suggested that Afzal earns only Rs. 12,000 - she said he has his own mechanic shed near
Kazipet junction. Imtiaz Ali asked time for further cross - granted.
Rehana was crying after court - her father Mahaboob saab will be PW2.
ND 10.11.2026.
""")
u("backlog/2027-01/rehana 12 jan.txt", "typed_note_txt", L, "2027-01-12", ["C02"], ["C02-H08"], """
12.01.2027 - Rehana DV (JFCM-II Hnk)
PW2 Shaik Mahaboob (father) examined - chief & cross same day. Imtiaz Ali cross short.
Arrears: Afzal ippudu Rs. 36,000 baaki (3 months). Judge warned R1 - "pay before next date or face action u/s 31".
Next: 02.02.2027 - PW3 Syed Nusrath (neighbour) summons; arrears report.
""")
u("backlog/2027-01/WhatsApp Chat with Rehana Begum Kazipet.txt", "whatsapp_export", "Shaik Rehana Begum", "2027-01-14", ["C02"], ["C02-H05"], """
26/05/26, 5:12 pm - Ravinder Rao Adv: Rehana garu, order vachindi. Afzal 12,000 per month ivvali - 8,000 meeku, 4,000 Ayesha ki.
26/05/26, 5:20 pm - Rehana Begum: Shukriya sir. Par wo deta ki nakko pata nahi, bahut ziddi aadmi hai
14/07/26, 1:05 pm - Ravinder Rao Adv: Court lo 24,000 DD ichhadu. Inka 12,000 baaki. Next 8 Sept
14/07/26, 1:09 pm - Rehana Begum: Itta hi diya? Sir teen mahine ka hota na. Ammi bolri thi poora lena
14/07/26, 1:10 pm - Ravinder Rao Adv: Judge garu time ichharu. Next date ki poora ivvali.
10/11/26, 3:40 pm - Rehana Begum: Sir abbu ki tabiyat kharab hai aaj aa nai sakte, maafi
12/01/27, 4:02 pm - Ravinder Rao Adv: Abbu statement ayipoyindi. Baaki 36,000. Next 2 Feb
12/01/27, 4:05 pm - Rehana Begum: Hau sir. Nusrath aapa ku bhi leke aati
14/01/27, 10:30 am - Rehana Begum: Sir Afzal phone karra mereku, case wapas lo bolra. Kya karna
14/01/27, 10:41 am - Ravinder Rao Adv: Phone lo matladakandi. Protection order undi. Screenshot teesi pettandi.
""")

# ================= C03 Bhadrakali chit suit (Prl. SCJ Warangal)
u("backlog/2026-01/BKC-40-24 ledger Gajula Ramesh.pdf", "document_scan", "Sri Bhadrakali Chits (P) Ltd.", "2026-01-05", ["C03"], [], """
SRI BHADRAKALI CHITS (P) LTD., Regd. under the Chit Funds Act, 1982 - Branch: Hanamkonda Chowrastha
STATEMENT OF ACCOUNT - Prized subscriber
Group: BKC-40/24   Chit value: Rs. 10,00,000   Duration: 40 months   Monthly subscription: Rs. 25,000
Subscriber: Gajula Ramesh, Ticket No. 17   Surety: Kandi Suresh (surety bond dt. 12.08.2024)
Prized in auction No. 7 (10.08.2024), bid discount Rs. 2,40,000; prize amount paid Rs. 7,60,000 on 14.08.2024
Instalments paid: 1 to 14.   Defaulted from instalment 15 (April 2025).
Arrears as on 31.12.2025 (instalments 15 to 23, 9 x Rs. 25,000 less dividends Rs. 50,000): Rs. 1,75,000
Future instalments 24 to 40 accelerated on default (cl. 11 of chit agreement), 17 x Rs. 25,000: Rs. 4,25,000
Interest @ 18% p.a. on defaulted instalments: Rs. 48,000
TOTAL CLAIM Rs. 6,48,000                                              Branch Manager: P. Kumaraswamy
""")
u("backlog/2026-02/IMG-20260216-WA0009.jpg", "handwritten_note_photo", K, "2026-02-16", ["C03"], ["C03-H01"], """
16.02.2026 సోమవారం
ప్రిన్సిపల్ సీనియర్ సివిల్ జడ్జి కోర్టు, వరంగల్
ఓ.ఎస్. 87/2026 శ్రీ భద్రకాళి చిట్స్ vs గాజుల రమేష్ & మరొకరు
D2 కంది సురేష్ కు సమన్లు అందాయి. D1 కి అందలేదు (ఇంటికి తాళం). మళ్ళీ సమన్లు.
వాయిదా 16.03.2026
- యాదగిరి
""")
u("backlog/2026-03/chit suit 16.3.docx", "typed_note_docx", L, "2026-03-16", ["C03"], ["C03-H02"], """
16.03.2026 - O.S. 87/2026 Sri Bhadrakali Chits v. Gajula Ramesh & Anr. - Prl. Senior Civil Judge, Warangal
D1 served this time (affixture + personal). Both D1 and D2 appeared through Sri D. Rajender Prasad.
Rajender Prasad sought time for written statement - granted.
Kumaraswamy (branch manager) present - told him to keep the original chit agreement, surety bond and the auction
minutes ready.
Vaayida 15.04.2026 for WS.
""")
u("backlog/2026-04/OS 87-2026 WS D1 D2.pdf", "document_scan", "Sri D. Rajender Prasad (for D1 and D2)", "2026-04-15", ["C03"], [], """
IN THE COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE, WARANGAL
O.S. No. 87 of 2026
WRITTEN STATEMENT FILED ON BEHALF OF DEFENDANTS 1 AND 2
1. The suit is not maintainable. The plaintiff is a registered chit company and every dispute between the foreman and a
prized subscriber or his surety touching the management of the chit business shall be referred to the Registrar of
Chits under Section 64 of the Chit Funds Act, 1982. The civil court has no jurisdiction.
2. D1 admits that he was the prized subscriber in group BKC-40/24 and received the prize amount, but says he paid
instalments up to No. 19 in cash to the collection agent who gave no receipts. The claim of Rs. 6,48,000 is inflated;
interest at 18% is not payable and the future instalments cannot be accelerated.
3. D2 Kandi Suresh never signed any surety bond. The signature on the alleged surety bond dated 12.08.2024 is not his
signature and is forged; he is ready to have it compared by a handwriting expert.
Hence the suit may be dismissed with costs.                                    Counsel for Defendants
""")
u("backlog/2026-04/IMG-20260415-WA0014.jpg", "handwritten_note_photo", K, "2026-04-15", ["C03", "C06"], ["C03-H03", "C06-H02"], """
15.04.2026 బుధవారం - రిజిస్టర్
1) ప్రి. సీనియర్ సివిల్ జడ్జి - ఓ.ఎస్. 87/2026 భద్రకాళి చిట్స్
   D1, D2 వ్రాతపూర్వక వాదన (WS) దాఖలు. సెక్షన్ 64 అభ్యంతరం. ప్రాథమిక అంశం పై వాదనలకు వాయిదా 15.06.2026
2) ప్రి. జె.ఎఫ్.సి.ఎం. వరంగల్ - సి.సి. 256/2025 బైరి నరేష్
   LW1 స్వప్న గైర్హాజరు. మళ్ళీ సమన్లు. వాయిదా 03.06.2026
- యాదగిరి
""")
u("backlog/2026-06/IMG_20260615_151210.jpg", "handwritten_note_photo", L, "2026-06-15", ["C03"], ["C03-H04"], """
15/6/26  SCJ Wgl - chit suit OS 87/26 - maintainability (s. 64)
RP (Rajender Prasad): S.64 Chit Funds Act - Registrar only; cited AP HC case.
Me: suit on surety bond + promissory note, Registrar ki jurisdiction over surety bond claim disputed; anyway mixed
question of fact - issue ga frame cheyyandi.
Judge: "will pass orders". Orders 13.7.
""")
u("backlog/2026-07/OS 87 order 13.07.2026 issues.pdf", "certified_order_sheet_scan", "Principal Senior Civil Judge, Warangal", "2026-07-16", ["C03"], ["C03-H05"], """
IN THE COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE, WARANGAL
Present: Sri Ch. Venkateshwarlu, Principal Senior Civil Judge
O.S. No. 87 of 2026     Sri Bhadrakali Chits (P) Ltd. ... Plaintiff    Vs.    Gajula Ramesh & another ... Defendants
13.07.2026
Heard on the plea of maintainability. Whether the claim against D2 as surety falls within Section 64 of the Chit Funds
Act, 1982 depends on the surety bond, which D2 denies. It is a mixed question of fact and law and shall be decided
along with the other issues. The following issues are settled:
1. Whether the suit is barred by Section 64 of the Chit Funds Act, 1982?
2. Whether D2 executed the surety bond dated 12.08.2024?
3. Whether D1 paid instalments up to No. 19 as pleaded?
4. Whether the plaintiff is entitled to recover Rs. 6,48,000 with interest?
5. To what relief?
Plaintiff's evidence. Call on 24.08.2026.                          Principal Senior Civil Judge, Warangal
""")
u("backlog/2026-08/bhadrakali PW1 24.8.txt", "typed_note_txt", L, "2026-08-24", ["C03"], ["C03-H06"], """
24.08.2026 - chit suit (OS 87/26) - Prl SCJ Wgl
PW1 = P. Kumaraswamy, Branch Manager, Sri Bhadrakali Chits - chief affidavit filed.
Exs. A1 to A12 marked through him (A1 chit agreement, A2 surety bond 12.08.2024, A3 auction minutes No. 7,
A4 prize payment voucher Rs. 7,60,000, A5 ledger, A6-A12 notices & postal acks).
Judge marked everything same day, no objection reserved except A2 (D2 objects - "disputed signature").
ND 02.11.2026 (after Dasara holidays) for cross of PW1.
""")
u("backlog/2026-11/OS 87 PW1 cross 2.11.docx", "typed_note_docx", L, "2026-11-02", ["C03"], ["C03-H07"], """
02.11.2026 - O.S. 87/2026 (Bhadrakali Chits) - Prl. Senior Civil Judge, Warangal
PW1 Kumaraswamy cross-examined by Rajender Prasad for about 1.5 hours.
Admitted: collection agent Ramulu collected cash in some months; receipts book available in office.
Denied: D1 paid up to instalment 19.
D2 filed I.A. No. 1189 of 2026 u/o XXVI / s. 45 Evidence Act to send Ex. A2 surety bond to a handwriting expert
(FSL, Hyderabad) with D2's admitted signatures. Our counter to be filed.
NDOH 16.12.2026 - counter in IA 1189.
""")
u("backlog/2026-11/correction chit ND.txt", "typed_note_txt", L, "2026-11-05", ["C03"], [], """
05.11.2026 - correction
Chit suit (Bhadrakali v. Gajula Ramesh) - 2.11 note lo NDOH 16.12.2026 ani raasanu - thappu.
Yadagiri docket chusi cheppadu: correct next date 14.12.2026 (Monday) - counter in IA 1189/2026.
Diary lo kuda marchanu.
""")
u("backlog/2026-12/IMG_20261214_162205.jpg", "handwritten_note_photo", L, "2026-12-14", ["C03"], ["C03-H08"], """
14.12.26  Chit suit - SCJ Wgl
Counter in IA 1189 filed - D2 signatures on the vakalat & WS are "admitted" - fine, but bond signed in office in
presence of 2 staff; delay tactic ani argue chesanu.
RP: handwriting expert lekapothe D2 ki prejudice.
IA heard. Orders on IA + PW2 (cashier Swaroopa) - 02.02.2027.
""")

# ================= C04 granite quarry writ (HC)
u("backlog/2026-07/Proc DMG determination Kakatiya Black Granites.pdf", "document_scan", "Director of Mines and Geology, Telangana", "2026-07-02", ["C04"], [], """
GOVERNMENT OF TELANGANA - DEPARTMENT OF MINES AND GEOLOGY
Proceedings of the Director of Mines and Geology, Hyderabad
Present: Sri ........, Director     Proc. No. 4418/QL/WGL/2026   Dated: 02.07.2026
Sub: Black granite quarry lease over 4.50 Ha in Sy. No. 96 of Ippagudem village, Station Ghanpur mandal, Jangaon
district, granted to M/s Kakatiya Black Granites - Determination - Orders issued.
The Assistant Director of Mines and Geology, Warangal reported that the lessee failed to pay seigniorage fee and dead
rent with penalty amounting to Rs. 18,40,000 for 2023-24 to 2025-26 and, on inspection on 14.03.2026, was found
quarrying outside the leased area. Show cause notice dated 20.04.2026 was issued; the reply of the lessee dated
09.05.2026 is not satisfactory. The quarry lease is hereby determined under Rule 12 of the Telangana Minor Mineral
Concession Rules, 1966 and the amount of Rs. 18,40,000 shall be recovered as arrears of land revenue.
                                                                      Director of Mines and Geology
""")
u("backlog/2026-07/WP 21456 of 2026 order dt 29.07.2026.pdf", "certified_order_sheet_scan", "High Court for the State of Telangana", "2026-07-31", ["C04"], ["C04-H01"], """
THE HON'BLE SRI JUSTICE V. RAGHUNANDAN SASTRY
WRIT PETITION No. 21456 of 2026
ORDER: (dated 29.07.2026)
Heard Sri P. Ravinder Rao, learned counsel for the petitioner and Sri G. Anil Kumar, learned Government Pleader for
Mines and Geology for respondents 1 to 3.
Notice before admission. The petitioner contends that the boundaries of the lease were never demarcated and that the
demand includes dead rent for a period when the quarry was closed.
Pending further orders, the operation of the proceedings dated 02.07.2026 of the 2nd respondent shall remain suspended
on condition of the petitioner depositing 50% of the demanded amount, i.e. Rs. 9,20,000/-, with the 3rd respondent
within four weeks from today. In default, the interim order shall stand vacated automatically.
List on 02.09.2026.                                                                   SD/- ASST. REGISTRAR
""")
u("backlog/2026-08/IMG_4412.HEIC", "document_photo", "State Bank of India, Hanamkonda", "2026-08-21", ["C04"], [], """
STATE BANK OF INDIA - HANAMKONDA MAIN BRANCH
DEMAND DRAFT - counterfoil / customer copy
DD No. 508844   Date: 21.08.2026
Pay: ASSISTANT DIRECTOR OF MINES AND GEOLOGY, WARANGAL
Amount: Rs. 9,20,000/- (Rupees Nine Lakh Twenty Thousand only)
Applicant: M/s KAKATIYA BLACK GRANITES   A/c debited: 3721xxxxxxx
(in compliance of order dt. 29.07.2026 in WP 21456/2026 - written in pen)
""")
u("backlog/2026-09/WP 21456 hearing 30.09.docx", "typed_note_docx", L, "2026-09-30", ["C04"], ["C04-H03"], """
30.09.2026 - W.P. 21456/2026 (Kakatiya Black Granites) - Sastry J, Court Hall 21 - item 34
Counter of R3 (Asst. Director, M&G Warangal) filed on 28.09 - served on us today. Says quarrying found outside the
lease in the 14.03.2026 inspection, demand correct.
Argued: no demarcation ever done by the department; dead rent claimed for months when quarry was closed by the
Collector's order (2024 elections).
Judge: "Let there be a joint survey with DGPS by the AD Mines and the District Survey officer in presence of the
petitioner". Survey report to be filed before next date.
Next 18.11.2026 (after Dasara vacation).
""")
u("backlog/2026-11/HC 18 nov.txt", "typed_note_txt", L, "2026-11-18", ["C04"], ["C04-H04"], """
18.11.2026 HC - Sastry J - WP 21456/26 granite
Survey report not filed. GP Anil Kumar: survey team not formed, instructions awaited from AD Warangal - time.
Judge not happy: "last chance to the respondents; report shall be filed before the next date".
Next 06.01.2027. Yousuf bhai ki cheppanu.
""")
u("backlog/2026-11/WhatsApp Chat with Yousuf Bhai Granites.txt", "whatsapp_export", "Mohd. Yousuf Khan", "2026-11-19", ["C04"], ["C04-H02"], """
29/07/26, 2:10 pm - Ravinder Rao Adv: Yousuf bhai, stay vachindi but 50% kattali - 9,20,000 four weeks lo. Lekapothe stay poddi
29/07/26, 2:15 pm - Yousuf Khan Granites: Ji haan sir. Itta paisa ek saath kaiku, thoda kam nai hota?
29/07/26, 2:16 pm - Ravinder Rao Adv: Order lo undi bhai. DD teeyandi AD Mines Warangal peru meeda
21/08/26, 12:40 pm - Yousuf Khan Granites: DD nikal diya sir 9,20,000. Photo bhejra
02/09/26, 1:30 pm - Ravinder Rao Adv: Deposit proof court ki chupinchanu. GP time adigadu counter ki. Next 30 Sept
02/09/26, 1:32 pm - Yousuf Khan Granites: Ye sarkari log hamesha time hi maangte. Quarry band padi hai sir, labour ko kaiku pagaar dena
18/11/26, 5:05 pm - Ravinder Rao Adv: Survey report file cheyyaledu. Last chance ichharu. Next 6 Jan
19/11/26, 9:12 am - Yousuf Khan Granites: Theek hai sir. Survey wale aaye to mein khud rehta
""")

# ================= C05 Yellaiah POA case (Special Court)
u("backlog/2025-09/FIR 145-2025 Atmakur.pdf", "document_scan", "Police Station Atmakur", "2025-09-14", ["C05"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)
District: Hanumakonda   P.S.: Atmakur   Cr. No.: 145/2025   Date: 14.09.2025
Acts & Sections: Ss. 3(1)(r), 3(1)(s), 3(2)(va) SC/ST (POA) Act, 1989; Ss. 115(2), 351(2) BNS
Complainant: Jangili Yellaiah, S/o Lingaiah, aged 52, Mala (SC), agriculture, R/o Atmakur.
Accused: A1 Kotha Venkat Reddy, A2 Kotha Srinivas Reddy, A3 Bolla Ramesh.
Gist: On 13.09.2025 at about 7 AM at the complainant's field in Sy. No. 211, when he objected to A1 cutting the field
bund (gattu) to divert water, A1 to A3 abused him in the name of his caste in public view and A1 beat him with a stick
on the left shoulder; his wife Mallamma and Bolli Sammaiah witnessed it. Injured treated at PHC Atmakur.
Investigation: entrusted to the DSP, SC/ST Cell, Hanumakonda.                         SHO, PS Atmakur
""")
u("backlog/2026-03/IMG_20260320_112233.jpg", "document_photo", "Telangana Grameena Bank, Atmakur", "2026-03-20", ["C05"], [], """
TELANGANA GRAMEENA BANK - Atmakur branch - SB passbook
A/c holder: JANGILI YELLAIAH   A/c No. 7620xxxxxxx
Date        Particulars                               Withdrawal   Deposit      Balance
22-10-2025  NEFT DSWO HNK SCST RELIEF 1ST                            25,000.00    26,310.00
04-11-2025  CASH SELF                                 5,000.00                   21,310.00
18-03-2026  NEFT DSWO HNK SCST RELIEF 2ND (CS)                       50,000.00    71,310.00
""")
u("backlog/2026-04/IMG_20260407_170244.jpg", "handwritten_note_photo", L, "2026-04-07", ["C05"], ["C05-H01"], """
7/4/26  Spl Court (POA) - SC 112/26 Yellaiah
Charges framed - A1 to A3 - not guilty plea. Spl PP Bhaskar garu present.
Nenu victim counsel ga memo (s. 15A(5)) - Judge garu accept chesaru.
Judge adigaru relief paid aa ani - 25,000 + 50,000 vachindi ani cheppanu (passbook). DSWO report call for.
ND 12.5 for PW1 chief.
""")
u("backlog/2026-08/SC 112-2026 proceedings 04.08.2026.pdf", "certified_order_sheet_scan", "Special Court (SC/ST POA Act), Warangal", "2026-08-07", ["C05"], ["C05-H04"], """
IN THE COURT OF THE SPECIAL JUDGE FOR TRIAL OF CASES UNDER THE SC/ST (POA) ACT-CUM-VI ADDITIONAL DISTRICT &
SESSIONS JUDGE, WARANGAL AT HANUMAKONDA
S.C. No. 112 of 2026 (SC/ST)   State rep. by Spl. P.P.   Vs.   Kotha Venkat Reddy & 2 others
04.08.2026   Spl. P.P. present. Counsel for the victim present. A1 to A3 present. Defence counsel present.
             Summons to PW2 (LW2 Jangili Mallamma) and PW3 (LW3 Bolli Sammaiah) returned unserved. Issue fresh summons
             through SHO Atmakur.
             Crl.M.P. No. 611/2026 filed by A1 to A3 u/s 348 BNSS to recall PW1 for further cross-examination.
             PW1 was fully cross-examined on 23.06.2026; no new ground is shown. Petition dismissed.
             Call on 22.09.2026 for PW2 and PW3.                                    SPECIAL JUDGE
""")
u("backlog/2026-09/POA PW2 PW3 22.9.docx", "typed_note_docx", L, "2026-09-22", ["C05"], ["C05-H05"], """
22.09.2026 - S.C. 112/2026 (SC/ST) Yellaiah - Special Court, Hanumakonda
PW2 Jangili Mallamma (wife) - chief by Spl PP Bhaskar, cross by Jagan Mohan Rao. She stood firm on caste abuse and
the stick blow.
PW3 Bolli Sammaiah turned hostile - said in chief "I did not see anything, I was at the Hanumakonda market that
morning". Spl PP declared him hostile and cross-examined - confronted with 180 BNSS statement. He admitted that he
works as a farm servant for A1. (Pressure - note for arguments.)
Judge asked again about relief amount - DSWO report filed (Rs. 75,000 paid so far).
ND 17.11.2026 - PW4 doctor.
""")
u("backlog/2026-11/IMG-20261117-WA0002.jpg", "handwritten_note_photo", K, "2026-11-17", ["C05"], ["C05-H06"], """
17.11.2026 మంగళవారం
స్పెషల్ కోర్టు (ఎస్.సి./ఎస్.టి.) - ఎస్.సి. 112/2026 జంగిలి ఎల్లయ్య
PW4 డా. ఎస్. నవత (PHC ఆత్మకూర్ మెడికల్ ఆఫీసర్) సాక్ష్యం పూర్తి. గాయాల సర్టిఫికేట్ Ex. P5 గా గుర్తించారు.
డిఫెన్స్ క్రాస్ చేశారు.
తదుపరి వాయిదా 05.01.2027 - PW5 దర్యాప్తు అధికారి (DSP)
- యాదగిరి
""")
u("backlog/2027-01/5.1.27 spl court.txt", "typed_note_txt", L, "2027-01-05", ["C05"], ["C05-H07"], """
05.01.2027 - POA case (SC 112/26, Yellaiah) - Spl Court
PW5 IO - DSP SC/ST Cell absent, on bandobast duty (Medaram jatara arrangements ani Spl PP cheppadu).
Prabhakar Goud garu: summons to IO through SP Hanumakonda, "IO shall appear without fail".
Jagan Mohan Rao no objection for once.
ND 02.02.2027 - PW5.
Yellaiah ki balance relief 25,000 - after judgment ani cheppanu.
""")

# ================= C06 Bairi 498A case (Prl. JFCM Warangal)
u("backlog/2025-10/CC 256-2025 charge sheet.pdf", "document_scan", "Women Police Station, Hanumakonda", "2025-10-14", ["C06"], [], """
FINAL REPORT (CHARGE SHEET) u/s 193 BNSS - Women Police Station, Hanumakonda
Cr. No. 77/2025   Court: Principal JFCM, Warangal   C.C. No. 256/2025 (numbered 14.10.2025)
Sections: S. 85 BNS (498-A IPC) and Ss. 3, 4 of the Dowry Prohibition Act, 1961
Accused: A1 Bairi Naresh (husband), A2 Bairi Komuraiah (father-in-law), A3 Bairi Lakshmi (mother-in-law),
A4 Bairi Sunitha (r/o Karimnagar), A5 Bairi Kavitha (r/o Hyderabad) - married sisters of A1.
Gist: LW1 Bairi Swapna married A1 on 20.05.2022; at the marriage her parents gave Rs. 5,00,000 cash and 10 tulas gold
as dowry. From 2024 the accused demanded additional dowry of Rs. 3,00,000 and a car, harassed her and sent her out on
11.02.2025. Elders' panchayat held on 02.03.2025 failed.
Witnesses: LW1 Bairi Swapna; LW2 Gaddam Rajireddy (father); LW3 Pulla Sammi Reddy (elder, mediator);
LW4 Gaddam Sunanda (mother); LW9 Smt. R. Hymavathi, Inspector of Police, Women PS (investigating officer).
""")
u("backlog/2026-06/IMG_20260603_165010.jpg", "handwritten_note_photo", L, "2026-06-03", ["C06"], ["C06-H03"], """
3/6/26  Prl JFCM Wgl - CC 256/25 Bairi (498A)
PW1 Swapna chief by APP Padmaja - dowry 5 lakhs + 10 tulas, extra 3 lakhs & car demand.
She named A4, A5 also - generally, no specific date.
Cross deferred - our request, HC Crl.P for A4 A5 to be filed this week. Madam allowed.
ND 14/7 cross PW1.
Komuraiah garu worried - cheppanu tension vaddu.
""")
u("backlog/2026-07/IMG_20260714_171858.jpg", "handwritten_note_photo", L, "2026-07-14", ["C02", "C06"], ["C02-H05", "C06-H04"], """
14.7.26 (Tue)
(1) Rehana DV - JFCM-II Hnk: Afzal DD Rs. 24,000 ichhadu court lo. Still 12,000 balance (May-July = 36,000 due).
    Judge: balance before next date. ND 8/9 - PW1 chief.
(2) Bairi 498A - Prl JFCM Wgl: PW1 Swapna cross part - 45 min. She admitted no complaint before 11.02.2025;
    gold with her mother. Time over - further cross ND 19/8.
""")
u("backlog/2026-08/Bairi PW1 cross concluded 19.08.docx", "typed_note_docx", L, "2026-08-19", ["C06"], ["C06-H05"], """
19.08.2026 - C.C. 256/2025 (State v. Bairi Naresh & 4) - Principal JFCM, Warangal
PW1 Swapna - further cross concluded. Key admissions: the 10 tulas gold is with her mother; she left the house after a
quarrel over her job at the Kazipet school; no doctor consulted.
PW2 Gaddam Rajireddy (father) chief by APP - speaks of dowry Rs. 5,00,000 and the 02.03.2025 panchayat.
Our cross of PW2 on next date.
ND 07.10.2026. Quash petition in HC - reserved? no - next 16.09 there.
""")
u("backlog/2026-10/CC 256 2025 proceedings 07.10.2026.pdf", "certified_order_sheet_scan", "Principal JFCM, Warangal", "2026-10-09", ["C06"], ["C06-H06"], """
IN THE COURT OF THE PRINCIPAL JUDICIAL FIRST CLASS MAGISTRATE, WARANGAL
C.C. No. 256 of 2025       State rep. by APP   Vs.   Bairi Naresh & 4 others
07.10.2026   APP present. A1 to A3 present. Counsel for accused present.
             Memo filed by the counsel for the accused enclosing the order of the Hon'ble High Court in Crl.P.
             No. 6127 of 2026 dated 16.09.2026 quashing the proceedings against A4 and A5. Recorded. The case shall
             proceed against A1 to A3 only.
             PW2 cross-examined by the defence. Discharged.
             Call on 02.12.2026 for LW3.                                    Principal JFCM, Warangal
""")
u("backlog/2026-12/bairi 2 dec.txt", "typed_note_txt", L, "2026-12-02", ["C06"], ["C06-H07"], """
02.12.2026 - Bairi 498A (CC 256/25) - Prl JFCM Wgl
PW3 Pulla Sammi Reddy (elder/mediator) - hostile to prosecution. Said the 02.03.2025 panchayat was about Swapna's job
and separate residence, "no talk of money or dowry". APP cross - nothing useful to them.
APP Padmaja: IO (LW9 Inspector R. Hymavathi) not present - time.
Next 05.02.2027 - IO evidence.
""")

# ================= C07 temple land appeal (PDJ Warangal)
u("backlog/2025-12/OS 133-2021 judgment SCJ.pdf", "document_scan", "Principal Senior Civil Judge, Warangal", "2025-12-18", ["C07"], [], """
IN THE COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE, WARANGAL
O.S. No. 133 of 2021 - Sri Trikuteswara Swamy Devasthanam, Kondaparthy, rep. by its Executive Officer ... Plaintiff
Vs. Madipelli Rajaiah, S/o Buchaiah, Kondaparthy ... Defendant
JUDGMENT (18.12.2025) - extract
The suit lands, Ac. 5-20 gts in Sy. Nos. 44 and 45 of Kondaparthy, are recorded as 'devadaya' inam of the temple in
the Inam Fair Register of 1955. The defendant's family cultivated them on annual lease (kaulu). The defendant relies on
a protected tenancy certificate u/s 37A of the Telangana Area Tenancy and Agricultural Lands Act, 1950 issued in 1958 to
his grandfather; but s. 102 of that Act excludes lands belonging to religious and charitable institutions. The
defendant failed to pay lease amount for 2019 to 2025, Rs. 1,65,000. Suit decreed: the defendant shall deliver
vacant possession within three months and pay arrears of Rs. 1,65,000.
""")
u("backlog/2026-03/AS 19 2026 2 march.docx", "typed_note_docx", L, "2026-03-02", ["C07"], ["C07-H01"], """
02.03.2026 - A.S. No. 19 of 2026 (Madipelli Rajaiah v. Sri Trikuteswara Swamy Devasthanam) - PDJ, Warangal
Appeared for the Devasthanam (respondent) - vakalat by EO Venu Gopal garu filed.
Appellant's I.A. for stay of execution of the decree in O.S. 133/2021 - notice taken; counter to be filed.
Vaddiraju Kishan for appellant pressed for interim stay - PDJ: status quo till next date, no delivery of possession.
Vaayida 06.04.2026.
EO garu: temple lo Sivaratri ayyaka meet avvali - inam register certified copy teeskuravali.
""")
u("backlog/2026-04/IMG-20260406-WA0004.jpg", "handwritten_note_photo", K, "2026-04-06", ["C07"], ["C07-H02"], """
06.04.2026 సోమవారం
ప్రిన్సిపల్ జిల్లా జడ్జి కోర్టు - ఎ.ఎస్. 19/2026 మడిపెల్లి రాజయ్య vs దేవస్థానం
దేవస్థానం తరఫున కౌంటర్ దాఖలు. స్టే ఐ.ఏ. పై వాదనలు విన్నారు.
ఉత్తర్వుల కొరకు వాయిదా 20.04.2026
- యాదగిరి
""")
u("backlog/2026-04/AS 19-2026 IA stay order 20.04.2026.pdf", "certified_order_sheet_scan", "Principal District Judge, Warangal", "2026-04-24", ["C07"], ["C07-H03"], """
IN THE COURT OF THE PRINCIPAL DISTRICT JUDGE, WARANGAL
Present: Sri K. Hanumantha Rao, Principal District Judge
I.A. No. 87 of 2026 in A.S. No. 19 of 2026
Madipelli Rajaiah ... Petitioner/Appellant   Vs.   Sri Trikuteswara Swamy Devasthanam, Kondaparthy ... Respondent
ORDER (20.04.2026)
The appellant has been in cultivation for decades and the appeal raises the question whether s. 102 of the Tenancy Act
saves the temple's land from the protected tenancy claimed. Delivery of possession, if made, would render the appeal
infructuous. At the same time the arrears of Rs. 1,65,000 are not seriously disputed.
Execution of the decree is stayed pending the appeal on condition that the appellant deposits Rs. 82,500/- (half of
the arrears decreed) to the credit of O.S. 133/2021 within six weeks. In default the stay stands vacated.
Call the appeal on 06.07.2026.                                               Principal District Judge
""")
u("backlog/2026-07/IMG-20260706-WA0010.jpg", "handwritten_note_photo", K, "2026-07-06", ["C07"], ["C07-H04"], """
06.07.2026 సోమవారం
పి.డి.జె. కోర్టు - ఎ.ఎస్. 19/2026 (దేవస్థానం)
అప్పీలుదారు రూ. 82,500 జమ చేశారు (చలాన్ దాఖలు). కింది కోర్టు రికార్డు (LCR) తెప్పించాలని ఉత్తర్వు.
వాయిదా 07.09.2026
- యాదగిరి
""")
u("backlog/2026-09/IMG_20260907_143320.jpg", "handwritten_note_photo", L, "2026-09-07", ["C07"], ["C07-H05"], """
7/9/26  PDJ - temple appeal AS 19/26
LCR vachindi. Kishan started args - 37A certificate of 1958 to grandfather Pochaiah; says s. 102 applies only to
lands "held by" the institution on 1950, and tenancy older than that.
Half argued. ND 9.11 for remaining args & ours.
Inam Fair Register certified copy - EO ivvali before 9.11 !!
""")
u("backlog/2026-10/Inam Fair Register extract Kondaparthy.pdf", "document_scan", "Telangana State Archives / Endowments Dept. (certified extract)", "2026-10-28", ["C07"], [], """
INAM FAIR REGISTER - Taluk: Hanamkonda, Village: Kondaparthy (Year 1955) - certified extract
Sl. No. 12   Sy. Nos. 44, 45   Extent Ac. 5-20   Nature: Devadaya
Name of institution: Sri Trikuteswara Swamy Temple, Kondaparthy
Origin of grant: 'Kakatiya period - grant recorded in the stone inscription near the temple dhwajasthambham;
continued by sanad of the Nizam Government, 1321 Fasli'
Service: deeparadhana and naivedyam    Enjoyer: the temple through the archaka    Cultivated by: lessees on kaulu
Certified true extract. Issued on 27.10.2026.
""")
u("backlog/2026-11/temple args 9.11.txt", "typed_note_txt", L, "2026-11-09", ["C07"], ["C07-H06"], """
09.11.2026 - AS 19/2026 temple land - PDJ Wgl
Kishan concluded - relied on the 1958 protected tenant certificate (s. 37A) and said no proceedings under s. 102 were
ever taken.
Our args started: filed memo with the Inam Fair Register 1955 extract - devadaya inam, Kakatiya-period grant; s. 102
of the Tenancy Act - Act does not apply to lands of religious institutions, so the 37A certificate is void; arrears
Rs. 1,65,000 admitted in cross (DW1).
PDJ read the inam register himself - asked for the original sanad if any.
ND 11.01.2027 for remaining args & reply.
""")
u("backlog/2027-01/AS 19 args concluded 11.1.27.docx", "typed_note_docx", L, "2027-01-11", ["C07"], ["C07-H07"], """
11.01.2027 - A.S. 19/2026 (Rajaiah v. Devasthanam) - Principal District Judge, Warangal
Our arguments concluded (45 min). Placed two HC judgments on s. 102 and the inam register.
Kishan's reply - short; repeated that tenancy is older than the inam entry.
Arguments heard. Reserved for judgment - judgment on 10.02.2027.
Informed EO Venu Gopal garu. He asked about Ac. 5-20 crop this rabi - told him not to touch till judgment.
""")

# ================= C08 sisters quash petition (HC)
u("backlog/2026-06/CRLP 6127 2026 order 22.06.2026.pdf", "certified_order_sheet_scan", "High Court for the State of Telangana", "2026-06-24", ["C08"], ["C08-H01"], """
THE HON'BLE SRI JUSTICE T. MALLIKARJUNA SARMA
CRIMINAL PETITION No. 6127 of 2026
ORDER: (dated 22.06.2026)
This petition under Section 528 of BNSS is filed by A4 and A5 to quash the proceedings in C.C. No. 256 of 2025 on the
file of the Principal JFCM, Warangal. Learned counsel for the petitioners submits that the petitioners are married
sisters of A1, living at Karimnagar and Hyderabad with their husbands, and the allegations against them are omnibus.
Notice to respondent No. 2. Learned Additional Public Prosecutor takes notice for respondent No. 1.
Meanwhile, further proceedings in C.C. No. 256 of 2025 against the petitioners only shall remain stayed.
List on 27.07.2026.                                                              SD/- ASST. REGISTRAR
""")
u("backlog/2026-09/CRLP 6127-2026 final order 16.09.2026.pdf", "certified_order_sheet_scan", "High Court for the State of Telangana", "2026-09-21", ["C08"], ["C08-H03"], """
THE HON'BLE SRI JUSTICE T. MALLIKARJUNA SARMA
CRIMINAL PETITION No. 6127 of 2026
ORDER: (dated 16.09.2026)
Heard Sri P. Ravinder Rao for the petitioners, Smt. B. Aruna for the 2nd respondent (de facto complainant) and the
learned Additional Public Prosecutor for the State.
The allegations against the petitioners (A4 and A5) are general and omnibus; no specific act or date is attributed.
Both were married long before the marriage of A1 and live at Karimnagar and Hyderabad. Continuation of the proceedings
against them is an abuse of process.
The Criminal Petition is allowed and the proceedings in C.C. No. 256 of 2025 on the file of the Principal JFCM,
Warangal are quashed insofar as the petitioners/A4 and A5 are concerned. Miscellaneous petitions, if any, closed.
""")

# ================= junior's WhatsApp, week plan, cause list
u("backlog/2026-08/WhatsApp Chat with Saleem Pasha Jr.txt", "whatsapp_export", J, "2026-08-04", ["C02", "C06", "C05", "C08"],
  ["C02-H01", "C06-H01", "C02-H02", "C05-H02", "C05-H03", "C08-H02", "C05-H04"], """
24/02/26, 12:48 pm - Saleem Jr: Anna Rehana DV - judge garu PO nundi DIR call chesaru, respondents ki notice. ND 24/3
24/02/26, 12:50 pm - Ravinder Rao Adv: ok. Rehana ki cheppu DIR ki PO office ki vellali
25/02/26, 1:15 pm - Saleem Jr: Bairi case Wgl JFCM - charges explain chesaru A1-A5 ki, not guilty. A4 A5 exemption petition allow ayyindi. ND 15.4
24/03/26, 2:02 pm - Saleem Jr: Rehana case - Afzal, mother, Azhar ochharu Imtiaz Ali tho. DIR file ayyindi. Judge garu counselling centre ki refer chesaru. ND 28/4
24/03/26, 2:03 pm - Saleem Jr: Afzal corridor lo bola "ghar aati to leta" - Rehana nakko boli
12/05/26, 1:30 pm - Saleem Jr: Sir POA case PW1 Yellaiah chief ayyindi Bhaskar sir chesaru. Jagan Mohan Rao cross defer cheyyamani adigaru, allow chesaru. ND 23/6
23/06/26, 3:45 pm - Saleem Jr: POA - PW1 cross complete anna, 2 hrs. Yellaiah baaga nilabaddadu. Only gattu width lo konchem confusion. ND 4.8
23/06/26, 3:47 pm - Ravinder Rao Adv: Good. Mallamma ki summons vellindaa check chey
27/07/26, 4:20 pm - Saleem Jr: HC - Sunitha Kavitha quash petition - Aruna madam counter vesaru, part heard. Sarma J next 16.9 ki pettaru
04/08/26, 2:10 pm - Saleem Jr: POA - PW2 PW3 summons serve kaaledu. Jagan Mohan Rao recall petition vesaru PW1 ni, judge dismiss chesaru. ND 22/9
04/08/26, 2:11 pm - Ravinder Rao Adv: 👍 SHO Atmakur ki phone chestha
""")
u("backlog/2027-01/WhatsApp Chat with Saleem Pasha Jr (2).txt", "whatsapp_export", J, "2027-01-12", ["C02", "C04"],
  ["C04-H02", "C02-H07", "C04-H05", "C02-H08"], """
02/09/26, 12:05 pm - Saleem Jr: Anna HC granite - DD copy file chesam, deposit recorded. GP Anil Kumar sir instructions raaledu ani counter ki time adigaru. ND 30/9
10/11/26, 1:22 pm - Saleem Jr: Rehana - PW1 cross complete ayyindi. PW2 Mahaboob saab raaledu, health. ND 12.1.27
10/11/26, 1:23 pm - Ravinder Rao Adv: ok. Next time PW2 tappakunda
06/01/27, 2:35 pm - Saleem Jr: Anna HC - granite WP - survey report file chesaru finally. DGPS lo 0.32 Ha lease bayata quarrying ani. Sastry J manaki reply ki time ichharu. ND 16.02.2027
06/01/27, 2:36 pm - Saleem Jr: GP report copy ichharu, pampistha
06/01/27, 2:40 pm - Ravinder Rao Adv: Yousuf bhai ki cheppu, reply ki boundary stones photos kavali
12/01/27, 3:58 pm - Saleem Jr: Rehana lo meeru unnaru kada anna - next date 2/2 na?
12/01/27, 4:00 pm - Ravinder Rao Adv: Haa 2.2.27. Arrears 36,000
""")
u("backlog/2027-01/week plan 1-6 feb 2027.docx", "typed_note_docx", L, "2027-01-31", ["C02", "C03", "C05", "C06"], [], """
WEEK PLAN - 01.02.2027 to 06.02.2027
Mon 01.02 - office; prepare granite reply (HC 16.02); call Yakaiah garu re survey (Mallaiah 08.02)
Tue 02.02 - Hanumakonda:
   * II Addl. JFCM - Rehana DV - PW3 Nusrath + arrears Rs. 36,000 (Saleem to be there at 10.30)
   * Prl. SCJ Wgl - Bhadrakali chit suit - orders on IA 1189/2026 (handwriting expert) / PW2 cashier Swaroopa
   * Spl Court POA - Yellaiah - PW5 IO DSP
Wed 03.02 - drafting; EO Venu Gopal meeting 5 pm (temple judgment 10.02)
Fri 05.02 - Prl JFCM Wgl - Bairi 498A - IO evidence (LW9 Inspector R. Hymavathi) - cross prep
Sat 06.02 - 2nd Saturday? no (13th is) - chamber
""")
u("backlog/2027-02/causelist_02022027_hnk.pdf", "cause_list_pdf", "District Courts, Hanumakonda", "2027-02-01", ["C02", "C03", "C05"], [], """
DISTRICT COURTS, HANUMAKONDA (WARANGAL) - DAILY CAUSE LIST FOR TUESDAY, 02.02.2027
COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE, WARANGAL (Court Hall 2)
Sl.  Case No.          Parties                                                      Stage
4    OS/311/2023      Thallapelli Ramesh vs Bandi Narsaiah                          Arguments
5    OS/87/2026       Sri Bhadrakali Chits (P) Ltd vs Gajula Ramesh & Anr           Orders in IA 1189/2026 / PW2
6    OS/45/2025       Konda Suguna vs Konda Rajesham & Ors                         DW1
COURT OF THE II ADDITIONAL JFCM, HANUMAKONDA (Court Hall 11)
12   DVC/38/2026      Shaik Rehana Begum vs Shaik Afzal & 3                         Evidence (PW3)
13   CC/1042/2024     State (PS Subedari) vs Md. Ghouse                             Appearance
SPECIAL COURT FOR SC/ST (POA) ACT CASES, WARANGAL
2    SC/112/2026      State (PS Atmakur) vs Kotha Venkat Reddy & 2                  PW5
3    SC/48/2025       State (PS Parkal) vs Dasari Ravi                              Arguments
""")
