"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


# ---------------------------------------------------------------- documents (dated by their own date)
up("backlog/2025-11/Acte de vente 1938 Villianur - translation.pdf", "document_scan", "Notaire, Villenour (translation by S. Joseph)", "1938-06-02", ["C03"], [], """
ACTE DE VENTE
Passé devant Maître Louis Mariadassou, Notaire à Villenour, le deux juin mil neuf cent trente-huit.
ENGLISH TRANSLATION (true translation by S. Joseph, sworn translator, Puducherry)
DEED OF SALE executed before Maitre Louis Mariadassou, Notary at Villenour (Villianur), on 2nd June 1938.
Vendor: Sinnasamy Naicker, son of Kuppusamy Naicker, cultivator of Villenour.
Purchaser: Kandasamy Gounder, son of Muthu Gounder, cultivator of Villenour.
Property: nanjai land of 1 hectare 12 ares in Survey No. 141/2 (cadastre de Villenour), bounded east by the irrigation channel, west by the cart track to Odiampet.
Price: six hundred rupees (Rs. 600), paid in the presence of the Notary and two witnesses.
Enregistré à Pondichéry, Bureau de l'Enregistrement, Vol. 212, No. 88.
""")

up("backlog/2025-11/Acte de partage 1951 Muthialpet.pdf", "document_scan", "Notaire, Pondichéry (translation)", "1951-03-12", ["C04"], [], """
ACTE DE PARTAGE
Entre les héritiers de feu Arumugam Mudaliar, passé devant Maître Jean Xavier Pillai, Notaire à Pondichéry, le douze mars 1951.
ENGLISH TRANSLATION
Partition deed among the heirs of the late Arumugam Mudaliar executed before Maitre Jean Xavier Pillai, Notary at Pondichery, on 12 March 1951.
Lot A (to Ramalingam Mudaliar, grandfather of the plaintiff and defendants): the tiled house at No. 17, Kamaraj Salai (then Rue de Madras), Muthialpet, ground area 2,150 sq. ft.
Lot B (to Ramalingam Mudaliar): dry land of 64 ares at Ariyankuppam, Survey No. 77/3.
Lot C (to Saminatha Mudaliar): shop at Grand Bazaar.
The parties declare that each shall enjoy his lot separately and that the lots are of equal value.
""")

up("backlog/2025-10/Fisheries cancellation order.pdf", "document_scan", "Director of Fisheries and Fishermen Welfare, Puducherry", "2025-10-14", ["C01"], [], """
GOVERNMENT OF PUDUCHERRY
DEPARTMENT OF FISHERIES AND FISHERMEN WELFARE
No. 2147/DFFW/Harbour/2025                                         Dated: 14.10.2025
ORDER
Sub: Puducherry Fishing Harbour - Berthing and auction-hall licence No. PFH/AH/07 issued to Vaithikuppam Meenavar Kooturavu Sangam - cancellation - orders issued.
On a complaint that the licensee has sub-let the auction hall space to private traders, the licence No. PFH/AH/07 dated 01.04.2023 is hereby cancelled with immediate effect. The licensee shall vacate the auction hall bays 7 to 12 within 7 days, failing which they will be removed.
Sd/- Director of Fisheries
To: The Secretary, Vaithikuppam Meenavar Kooturavu Sangam (Regd. No. P-114), Vaithikuppam, Puducherry.
""")

up("backlog/2024-11/NIA repudiation letter.pdf", "document_scan", "The New India Assurance Co. Ltd., Puducherry Divisional Office", "2024-11-30", ["C07"], [], """
THE NEW INDIA ASSURANCE CO. LTD.
Divisional Office, 28 Nehru Street, Puducherry 605001
Ref: DO/PDY/FIRE/2024/311                                  30.11.2024
To: M/s Seaside Heritage Inn, 9 Rue Romain Rolland, White Town, Puducherry (Prop. Mr. Vincent Xavier)
Sub: Standard Fire and Special Perils Policy No. 71030011230100004412 - fire on 02.02.2024 - claim of Rs. 68,40,000
We regret to inform you that your claim is repudiated under General Condition 6(a): the fire-fighting equipment in the kitchen was not maintained and the fire NOC had expired on 31.12.2023, as reported by the surveyor Mr. K. Naidu (report dated 14.08.2024).
Yours faithfully, Divisional Manager
""")

up("backlog/2026-02/IMG20260203114502.jpg", "document_photo", "Grand Bazaar P.S.", "2025-04-19", ["C02"], [], """
FIRST INFORMATION REPORT (Under Section 154 Cr.P.C.)
District: Puducherry   P.S.: Grand Bazaar   Year: 2025   FIR No. 118/2025   Date: 19.04.2025
Acts & Sections: IPC 420, 406
Complainant: Joseph Mariadas, s/o Mariadas, 52, rice wholesale, Nellithope.
Accused: Arumugam Pillai, proprietor, Sri Murugan Stores, Grand Bazaar.
Brief: Accused took Rs. 9,60,000 from complainant between June and Oct 2024 for supply of 120 bags of ponni rice and did not supply; cheque given for return was not honoured.
""")

up("backlog/2026-03/rent receipt book last page.jpg", "document_photo", "Mary Xavier", "2024-10-05", ["C05"], [], """
RENT RECEIPT  No. 118
Received from Thiru. A. Selvam (Selvam Tea Stall, Door No. 12, Mission Street) the sum of Rupees Six Thousand Five Hundred only (Rs. 6,500/-) towards rent for the month of October 2024.
Date: 05.10.2024                                           Sd/- Mary Xavier (Landlord)
""")

up("backlog/2026-09/Commissioner report OS 214-2024.pdf", "document_scan", "Adv. J. Xavier Raj, Advocate Commissioner", "2026-09-05", ["C04"], [], """
IN THE COURT OF THE PRINCIPAL DISTRICT MUNSIF, PUDUCHERRY
O.S. No. 214 of 2024 - Kalaiselvi vs Senthil Murugan & 2 others
REPORT OF THE ADVOCATE COMMISSIONER
I visited the suit properties on 29.08.2026 at 10.30 a.m. in the presence of the plaintiff, D1 and D2 and their counsel.
Item 1 (house, No. 17, Kamaraj Salai, Muthialpet): ground area measured 2,138 sq. ft.; D1 has put up a first-floor room of about 240 sq. ft. after 2019 and runs a tailoring shop in the front portion.
Item 2 (Ariyankuppam, S.No. 77/3): 64 ares; coconut trees, about 40 in number, yielding; in the possession of D2.
Rough sketch and photographs (12) enclosed.
Sd/- J. Xavier Raj, Advocate Commissioner, 05.09.2026
""")

# ---------------------------------------------------------------- certified orders, cause list
up("backlog/2026-01/WP 31842 2025 order 22.01.2026.pdf", "certified_order_sheet_scan", "Madras High Court", "2026-01-22", ["C01"], ["C01-H03"], """
IN THE HIGH COURT OF JUDICATURE AT MADRAS
DATED: 22.01.2026
CORAM: THE HON'BLE MR. JUSTICE K. RAVICHANDRAN
W.P. No. 31842 of 2025 and W.M.P. No. 35120 of 2025
Vaithikuppam Meenavar Kooturavu Sangam ... Petitioner
Vs. The Union Territory of Puducherry rep. by its Secretary (Fisheries) & 2 others ... Respondents
ORDER
Despite the order dated 08.12.2025 no counter affidavit has been filed. The learned Additional Government Pleader again seeks time on the ground that instructions are awaited. This Court is not inclined to grant time indefinitely. As a last chance, time is granted till 19.02.2026 subject to payment of costs of Rs. 5,000/- (Rupees five thousand only) to the petitioner society. The interim order of status quo shall continue. List on 19.02.2026.
""")

up("backlog/2026-02/RCOP 38 2025 deposit order.pdf", "certified_order_sheet_scan", "Rent Controller, Puducherry", "2026-02-06", ["C05"], ["C05-H03"], """
BEFORE THE RENT CONTROLLER (ADDITIONAL DISTRICT MUNSIF), PUDUCHERRY
Present: Tmt. P. Anitha, B.A., B.L.
Friday, the 6th day of February 2026
R.C.O.P. No. 38 of 2025  (I.A. No. 12 of 2025)
Mary Xavier ... Petitioner/Landlord   Vs.   A. Selvam ... Respondent/Tenant
ORDER
The respondent admits the tenancy at Rs. 6,500/- per month. The receipts show rent was last paid for October 2024. The respondent is directed to deposit the arrears of Rs. 78,000/- (November 2024 to October 2025) to the credit of the R.C.O.P. within four weeks and to continue to deposit Rs. 6,500/- on or before the 10th of every month, failing which further proceedings shall be stopped and the respondent put out of possession. Call on 13.03.2026.
""")

up("backlog/2026-08/CRP PD 1125 2026 order 12.08.2026.pdf", "certified_order_sheet_scan", "Madras High Court", "2026-08-12", ["C03"], ["C03-H06"], """
IN THE HIGH COURT OF JUDICATURE AT MADRAS
DATED: 12.08.2026
CORAM: THE HON'BLE MRS. JUSTICE T. ARULMOZHI
C.R.P. (PD) No. 1125 of 2026 and C.M.P. No. 5530 of 2026
Murugan Gounder ... Petitioner   Vs.   Selvam Naidu ... Respondent
ORDER
The revision is directed against the order dated 18.12.2025 in I.A. No. 402 of 2025 in O.S. No. 88 of 2023 on the file of the District Munsif, Villianur, refusing the amendment of the plaint to plead the title under the Acte de vente dated 02.06.1938. The amendment does not change the nature of the suit; the trial has not commenced. The plea of limitation raised by the learned counsel for the respondent can be decided at trial. The order is set aside and the amendment is allowed, subject to the petitioner paying costs of Rs. 3,000/- to the respondent within two weeks. The trial court shall dispose of the suit within six months. The Civil Revision Petition is allowed. Consequently, the connected C.M.P. is closed.
""")

up("backlog/2026-11/MCOP 512-2025 proceedings copy.pdf", "certified_order_sheet_scan", "MACT, Puducherry", "2026-11-02", ["C06"], ["C06-H01", "C06-H02", "C06-H03", "C06-H04", "C06-H05", "C06-H06", "C06-H07", "C06-H08", "C06-H09"], """
MOTOR ACCIDENTS CLAIMS TRIBUNAL (PRINCIPAL DISTRICT JUDGE), PUDUCHERRY
M.C.O.P. No. 512 of 2025 - Sundari & 2 others vs Murugan & 2 others
PROCEEDINGS (certified copy)
16.12.2025  R3 counter filed. R1 and R2 called absent, set ex parte. For petitioners' evidence 20.01.2026.
20.01.2026  PW1 chief affidavit filed. Ex.P1 to P6 marked. For cross 24.02.2026.
24.02.2026  R3 counsel seeks time. Granted. Call 24.03.2026.
24.03.2026  PW1 cross-examined. PW2 chief examined. For cross of PW2 28.04.2026.
28.04.2026  PW2 cross-examined. Petitioners' side closed. R3 seeks time to examine investigator. Call 23.06.2026.
23.06.2026  RW1 absent. Last chance. Call 28.07.2026.
28.07.2026  RW1 examined. Ex.R1 marked. Cross by petitioners. For RW2 22.09.2026.
22.09.2026  RW2 absent. Summons to RW2 afresh. Call 27.10.2026.
27.10.2026  RW2 examined and cross-examined. Ex.R2 marked. Parties advised to explore settlement. For arguments 24.11.2026.
""")

up("backlog/2026-04/CC 14 2025 proceedings 07.04.2026.pdf", "certified_order_sheet_scan", "Puducherry State Consumer Disputes Redressal Commission", "2026-04-07", ["C07"], ["C07-H03"], """
PUDUCHERRY STATE CONSUMER DISPUTES REDRESSAL COMMISSION
C.C. No. 14 of 2025
Seaside Heritage Inn rep. by its Proprietor Vincent Xavier ... Complainant
Vs. The New India Assurance Co. Ltd. rep. by its Divisional Manager ... Opposite Party
Date: 07.04.2026
The opposite party has not filed its proof affidavit though time was granted on 26.02.2026. Counsel for the opposite party prays for further time to file the surveyor's report along with the proof affidavit. Time granted as a last chance subject to costs of Rs. 2,000/- payable to the complainant. Call on 02.06.2026.
""")

up("backlog/2026-11/MHC causelist 25.11.2026.pdf", "cause_list_pdf", "Madras High Court", "2026-11-24", ["C01"], [], """
HIGH COURT OF JUDICATURE AT MADRAS
DAILY CAUSE LIST FOR WEDNESDAY, 25TH NOVEMBER 2026
COURT NO. 12 - HON'BLE MR. JUSTICE K. RAVICHANDRAN - AT 10.30 A.M.
FOR FINAL HEARING (WRIT PETITIONS)
41. WP 31842/2025  Vaithikuppam Meenavar Kooturavu Sangam  Vs  The Union Territory of Puducherry & 2 Ors.   M/S R. ANBALAGAN, M. PRIYA MARIADAS  /  ADDL. GOVT. PLEADER (PY)
   WMP 35120/2025
42. WP 20117/2026  P. Sekar  Vs  The District Collector, Villupuram   M/S K. RAMU
""")

# ---------------------------------------------------------------- the lawyer's diary pages (photos)
A = "R. Anbalagan"
up("backlog/2025-12/PXL_20251208_183344512.jpg", "handwritten_note_photo", A, "2025-12-08", ["C01"], ["C01-H01"], """
8/12/25 Mon - MHC Ct 12 (KR J)
Sangam WP - admission. Notice to R1-R3. Interim: STATUS QUO on licence PFH/AH/07 - bays 7 to 12 not to be disturbed.
AGP Xavier Joseph takes notice, counter 4 wks.
NDOH 5.1.26
Mariadas (secy) outside - romba santhosham. Told him keep auction register ready, sub-letting allegation poi nu prove pannanum.
""")

up("backlog/2025-12/PXL_20251212_201507981.jpg", "handwritten_note_photo", A, "2025-12-12", ["C04", "C05"], ["C04-H01", "C05-H01"], """
10.12 (Wed) PDM - Kalai partition OS 214/24
D1 & D2 w/s filed (Ravichandran). D3 Saravanan varala - called absent, set ex parte.
w/s: D1 says 1951 acte de partage was only "family arrangement", house is D1's self-acquisition after rebuilding. Nonsense.
ND 21/1 - issues.

12.12 (Fri) RC - Mary Xavier RCOP 38/25
Tenant counter filed. Admits tenancy & rent 6500. Says repairs not done hence rent withheld !
Our IA for deposit of arrears filed today (IA 12/25).
adutha vaaidha 9.1.26
""")

up("backlog/2026-01/PXL_20260122_172210045.jpg", "handwritten_note_photo", A, "2026-01-22", ["C01"], ["C01-H03"], """
22-1-26 Thu  MHC Ct 12
Sangam WP - again no counter. AGP: "instructions awaited" (2nd time).
KR J very annoyed - judge sonnaar "Government cannot sit on a fisherman's livelihood". Last chance, costs Rs 5,000 to petitioner society. Status quo continues.
ND 19.02.2026
Tell Mariadas - costs cheque comes to society a/c.
""")

up("backlog/2026-01/PXL_20260128_161532770.jpg", "handwritten_note_photo", A, "2026-01-28", ["C03"], ["C03-H01"], """
28/1 Wed - MHC Ct 7 Arulmozhi J
Murugan CRP (amendment) - admitted. Notice to R1 Selvam Naidu.
Interim stay of O.S. 88/2023 (DM Villianur) for 4 weeks only.
Judge asked: "acte de vente original French-la irukka? translation enga?" - told her sworn translation in typed set. She wants it neat.
ND 4.3
""")

up("backlog/2026-02/PXL_20260211_175905113.jpg", "handwritten_note_photo", A, "2026-02-11", ["C02"], ["C02-H01"], """
11.2.26 - MHC Ct 34 (MS J)
Arumugam quash Crl.OP - admission. Interim STAY of further proceedings in C.C. 233/2025 (JM-II Pdy) - 8 weeks.
Notice to R2 Joseph Mariadas (de facto complainant). APP Ilango takes notice for R1.
MS J asked - "is it a civil dispute dressed as criminal?" - good sign.
ND 11/3
Arumugam to bring supply bills + bank stmt for Jun-Oct 2024.
""")

up("backlog/2026-02/PXL_20260218_190044628.jpg", "handwritten_note_photo", A, "2026-02-18", ["C04"], ["C04-H03"], """
18/2 Wed PDM - Kalai OS 214/24
PW1 Kalaiselvi - chief affidavit filed. Ex.A1 to A9 marked (A1 = certified copy Acte de partage 12.3.1951 with translation; A5 = patta; A9 = EB bill).
Cross by D1 counsel Ravichandran - he asked time "to go through documents". Deferred.
ND 20.3.26 cross of PW1.
""")

up("backlog/2026-02/PXL_20260219_133012400.jpg", "handwritten_note_photo", A, "2026-02-19", ["C01"], ["C01-H04"], """
19.2 - Ct 12 Sangam WP
Counter FINALLY filed by R2 (Director Fisheries) - sub-letting allegation; says 3 private traders found in bays 9, 10.
Costs Rs 5000 paid (DD in court).
Reply 2 weeks. ND 18/03.
""")

up("backlog/2026-02/PXL_20260224_180522931.jpg", "handwritten_note_photo", A, "2026-02-24", ["C06"], ["C06-H03"], """
24.2.26 Tue MACT - Sundari MCOP 512/25
PW1 cross - R3 (Oriental) counsel Arumugam sought time, "investigator report awaited". Allowed.
Sundari came with both kids, bus fare waste. enna pannurathu.
ND 24/3
""")

up("backlog/2026-02/PXL_20260226_165210300.jpg", "handwritten_note_photo", A, "2026-02-26", ["C07"], ["C07-H02"], """
26.2 Thu - State Commission
Heritage Inn CC 14/25 - proof affidavit of Vincent Xavier filed. Ex.A1 to A14 (policy, fire service certificate, FIR, bills).
OP (Lakshmi Naidu) to file proof affidavit.
ND 07.04.2026
""")

up("backlog/2026-03/PXL_20260304_174418802.jpg", "handwritten_note_photo", A, "2026-03-04", ["C03"], ["C03-H02"], """
04/03/26 MHC Ct 7
Murugan CRP - R1 counsel G. Anbu filed vakalat, time for counter. He says amendment barred by limitation (suit 2023, deed 1938!).
Stay extended till next date.
ND 1.4
""")

up("backlog/2026-03/PXL_20260311_182900117.jpg", "handwritten_note_photo", A, "2026-03-11", ["C02"], ["C02-H02"], """
11-03-2026 Ct 34 Arumugam Crl.OP
R2 not served - notice returned "door locked". Private notice ordered; Selvam to take it by hand + RPAD.
Stay continues.
ND 8.4.26
""")

up("backlog/2026-03/PXL_20260318_190215660.jpg", "handwritten_note_photo", A, "2026-03-18", ["C01"], ["C01-H05"], """
18.3.26 - Sangam WP, Ct 12
Part heard. Our reply on record. KR J asked AGP to produce the ORIGINAL licence file of Director of Fisheries - "show me where they were heard before cancellation".
ND after vacation - 10.06.2026
""")

up("backlog/2026-03/PXL_20260320_171030051.jpg", "handwritten_note_photo", A, "2026-03-20", ["C04"], ["C04-H04"], """
20/3 Fri PDM - Kalai partition
PW1 present for cross. Ravichandran absent - junior filed memo "counsel engaged in High Court". Time again kettaanga.
PDM gave time on cost Rs 500 payable to plaintiff. "No further time" he said.
Kalaiselvi took leave from school for this. upset.
ND 24.4
""")

up("backlog/2026-04/PXL_20260407_173745210.jpg", "handwritten_note_photo", A, "2026-04-07", ["C07"], ["C07-H03"], """
7/4/26 State Commn - Heritage Inn
OP no proof affidavit. Lakshmi Naidu wants surveyor report to be filed with it - time. Costs Rs 2000 to complainant, last chance.
ND 2.6.26
""")

up("backlog/2026-04/PXL_20260408_181120008.jpg", "handwritten_note_photo", A, "2026-04-08", ["C02"], ["C02-H03"], """
8.4 Wed Ct 34
Arumugam Crl.OP - R2 served. His counsel Prabhu Naidu appeared, time for counter 4 wks.
Stay extended till further orders.
ND 17.06.26
""")

up("backlog/2026-06/PXL_20260610_192245713.jpg", "handwritten_note_photo", A, "2026-06-10", ["C01"], ["C01-H06"], """
10.6.26 - Sangam WP Ct 12
Original file produced by AGP. No notice to Sangam before cancellation - only a site inspection note! Judge saw it.
But AGP Xavier Joseph again time "to file additional counter" - 3rd time he is asking. KR J: "last time, no more".
ND 2/9
""")

up("backlog/2026-06/PXL_20260617_180010552.jpg", "handwritten_note_photo", A, "2026-06-17", ["C02"], ["C02-H04"], """
17/6 Ct 34 - Arumugam
R2 counter filed - says Arumugam took Rs 9,60,000 and gave a bounced cheque, so dishonest intention from start.
APP status report: charge sheet filed in C.C. 233/2025 on 02.12.2025.
ND 5.8
Need: copy of the civil suit R2 filed (O.S. for recovery) - shows it is civil.
""")

up("backlog/2026-06/PXL_20260619_170433919.jpg", "handwritten_note_photo", A, "2026-06-19", ["C05"], ["C05-H06"], """
19.06 Fri  RC - Mary Xavier
PW1 in box for cross. Ravichandran - "engaged in High Court", memo by his junior again!! Same story as Kalai suit.
RC madam gave time but warned tenant.
Tenant deposited June rent late (on 16th).
ND 24/7
""")

up("backlog/2026-06/PXL_20260624_174530380.jpg", "handwritten_note_photo", A, "2026-06-24", ["C03"], ["C03-H04"], """
24.6.26 - Ct 7 Murugan CRP
Heard both. Anbu: limitation. Me: amendment only pleads earlier title, no new cause.
Arulmozhi J - wants a typed set with English translation of the Acte de vente 1938 + patta extract. File within a week.
ND 15.07.2026
""")

up("backlog/2026-07/PXL_20260715_163301744.jpg", "handwritten_note_photo", A, "2026-07-15", ["C03"], ["C03-H05"], """
15/7 - Murugan CRP
Typed set + translation filed (Selvam, 1.7). Arguments over both sides. Orders on 12.08.
""")

up("backlog/2026-07/PXL_20260717_180958120.jpg", "handwritten_note_photo", A, "2026-07-17", ["C04"], ["C04-H07"], """
17-7-26 PDM Kalai partition
D1's IA for advocate commissioner (to show he built 1st floor) - we did not object. Allowed.
Commissioner: Adv. J. Xavier Raj. Fee Rs 8,000 to be paid by D1. Report in 6 weeks.
ND 11.9
""")

up("backlog/2026-09/PXL_20260902_175244061.jpg", "handwritten_note_photo", A, "2026-09-02", ["C01"], ["C01-H07"], """
2.9.26 Wed - Sangam WP
Additional counter filed (finally). Status quo extended. Posted for FINAL arguments.
ND 25.11.26
Mariadas asked - can Sangam renew licence meanwhile? Told no, wait for order.
""")

up("backlog/2026-09/PXL_20260911_173015870.jpg", "handwritten_note_photo", A, "2026-09-11", ["C04"], ["C04-H08"], """
11.9 Fri PDM Kalai
Commissioner report filed (dt 5.9.26) - 1st floor room ~240 sq.ft. after 2019 confirmed, tailoring shop front portion.
Defendants time for objection.
ND 30/10 - also DW1.
""")

up("backlog/2026-10/PXL_20261007_184522330.jpg", "handwritten_note_photo", A, "2026-10-07", ["C02"], ["C02-H06"], """
7.10.26 Ct 34 Arumugam
Mediation failed - R2 wanted full 9.6 lakh + interest 18%, Arumugam offered 6 lakh only.
Arguments started - I argued civil nature (R2's own O.S. 301/2025 for recovery). Part heard.
ND 18.11
""")

up("backlog/2026-10/PXL_20261013_170250114.jpg", "handwritten_note_photo", A, "2026-10-13", ["C07"], ["C07-H07"], """
13/10 State Commission - Heritage Inn
OP arguments - Lakshmi Naidu on fire NOC expiry.
President asked her: "fire on 2.2.2024, repudiation on 30.11.2024 - why 10 months? and surveyor report only in Aug?" She had no answer.
Both sides to give brief notes in 1 week. Reserved for orders.
Orders on 8.12.2026
""")

up("backlog/2026-10/PXL_20261027_181744208.jpg", "handwritten_note_photo", A, "2026-10-27", ["C06"], ["C06-H09"], """
27.10.26 MACT - Sundari
RW2 (RTO clerk, Villupuram) examined - licence No. TN32 2016 0004419 in R1's name was NOT issued by their office. Ex.R2.
Cross: he admitted the register was not brought, only a letter.
Judge sonnaar - settle pannunga. Insurer (Arumugam) offered Rs 22,00,000. Sundari said no - "avaru uyir-ku 22 lakh thaana".
ND 24/11 arguments.
""")

up("backlog/2026-11/PXL_20261118_175203615.jpg", "handwritten_note_photo", A, "2026-11-18", ["C02"], ["C02-H07"], """
18.11.26 Ct 34 Arumugam Crl.OP
R2 counsel Prabhu Naidu absent - his junior sought time (2nd time they take time after counter stage).
MS J extended stay; "final hearing, no more adjournment".
ND 16.12.2026
""")

up("backlog/2026-11/PXL_20261125_190412777.jpg", "handwritten_note_photo", A, "2026-11-25", ["C01"], ["C01-H08"], """
25/11 Wed Ct 12 Sangam WP (item 41)
Final arguments over. AGP relied on inspection note. KR J: "principles of natural justice - where is the show cause?"
Orders on 09.12.2026.
Mariadas + 6 fishermen came to court.
""")

# ---------------------------------------------------------------- WhatsApp exports
up("backlog/2026-01/WhatsApp Chat with Priya Junior.txt", "whatsapp_export", A, "2026-01-21", ["C05", "C06", "C07", "C04"], ["C05-H02", "C06-H01", "C06-H02", "C07-H01", "C04-H02"], """
16/12/25, 1:42 pm - Priya Jr: Sir MACT Sundari matter - R3 Oriental counter file பண்ணிட்டாங்க. R1 driver, R2 owner varala, ex parte போட்டாங்க.
16/12/25, 1:43 pm - Priya Jr: ND 20.01.2026 PW1 chief
16/12/25, 1:50 pm - R. Anbalagan: ok. Prepare Sundari chief affidavit, income Rs 18,000 pm - mason, get contractor letter
09/01/26, 12:20 pm - Priya Jr: RCOP Mary Xavier - deposit IA ku tenant side Ravichandran objection file பண்ண time கேட்டாங்க sir. Given. ND 06/02
09/01/26, 12:21 pm - R. Anbalagan: Again time. Enna aachu to the rent for Dec?
09/01/26, 12:25 pm - Priya Jr: Dec rent um kattala sir. Mary aunty phone பண்ணாங்க.
13/01/26, 4:05 pm - Priya Jr: State Commission Heritage Inn - OP version filed today. NIA says fire NOC expired, condition 6(a). ND 26.2
13/01/26, 4:06 pm - R. Anbalagan: Tell Vincent to come Saturday with all bills
20/01/26, 2:15 pm - Priya Jr: Sundari MCOP - PW1 chief affidavit filed, Ex P1 to P6 marked (FIR, PM report, death cert, legal heir, bike RC, contractor letter). Cross 24.02
21/01/26, 3:30 pm - Priya Jr: Sir Kalai partition - issues frame பண்ணிட்டாங்க, 5 issues. 1) whether 1951 partition binds 2) self acquisition of D1 3) share 4) mesne profits 5) relief. ND 18/2 PW1.
21/01/26, 3:34 pm - R. Anbalagan: Good. I will come for PW1 myself.
""")

up("backlog/2026-03/WhatsApp Chat with Mariadas Sangam Secy.txt", "whatsapp_export", A, "2026-03-18", ["C01"], ["C01-H02", "C01-H03", "C01-H04", "C01-H05"], """
05/01/26, 6:10 pm - R. Anbalagan: Mariadas, today Govt did not file counter. AGP asked time, instructions varala nu sonnaar. Next date 22 Jan.
05/01/26, 6:14 pm - Mariadas Sangam: Sir harbour la Dept aalunga marubadiyum vanthu bays kaali pannunga nu mirattaraanga
05/01/26, 6:16 pm - R. Anbalagan: Status quo order irukku. Show them the order copy. Don't argue with them.
22/01/26, 7:02 pm - R. Anbalagan: Judge imposed Rs 5000 costs on Govt for delay. Last chance to file counter by 19 Feb.
22/01/26, 7:05 pm - Mariadas Sangam: 👍🙏
19/02/26, 5:40 pm - R. Anbalagan: Counter filed. They say 3 private traders were in bays 9, 10. Send me list of traders who buy at auction and the Sangam resolution.
19/02/26, 5:52 pm - Mariadas Sangam: Sir avanga auction ku vara merchants, sub let illa. Resolution copy naalaikku anuppuren
18/03/26, 6:30 pm - R. Anbalagan: Part heard. Judge ordered Govt to bring original file. Next date 10 June after summer vacation.
18/03/26, 6:31 pm - Mariadas Sangam: Romba nandri sir
""")

up("backlog/2026-04/WhatsApp Chat with Priya Junior (2).txt", "whatsapp_export", A, "2026-04-28", ["C05", "C06", "C04"], ["C05-H04", "C06-H04", "C05-H05", "C04-H05", "C06-H05"], """
13/03/26, 12:48 pm - Priya Jr: RCOP - tenant 40,000 மட்டும் deposit பண்ணிருக்காங்க sir. Balance 38,000 ku time கேட்டாங்க. RC madam gave till next date. ND 10.04
13/03/26, 12:50 pm - R. Anbalagan: Note it. If not paid on 10th, file memo for stopping proceedings.
24/03/26, 3:10 pm - Priya Jr: MACT - PW1 Sundari cross முடிஞ்சது. Arumugam asked about salary slip - she said no slip, contractor pays cash, 700 per day. PW2 Xavier Mariadas (eyewitness, tea kadai near Kalapet) chief done. ND 28/4
10/04/26, 1:05 pm - Priya Jr: RCOP - balance 38,000 deposit பண்ணிட்டாங்க. PW1 Mary aunty chief affidavit filed, Ex P1-P5. ND 19.06 cross
10/04/26, 1:06 pm - R. Anbalagan: 👍
24/04/26, 4:20 pm - Priya Jr: Kalai suit - PW1 cross over sir. Ravichandran asked about 1951 deed - she said her grandfather's lot A house. PW2 Anandan (neighbour, 71) chief done. ND 12.6
28/04/26, 2:45 pm - Priya Jr: MACT PW2 cross முடிஞ்சது. He said van came on wrong side. Our side closed. R3 investigator examine பண்ண time. ND 23.06.2026
""")

up("backlog/2026-07/WhatsApp Chat with Priya Junior (3).txt", "whatsapp_export", A, "2026-07-28", ["C04", "C06", "C07", "C05"], ["C04-H06", "C06-H06", "C07-H04", "C07-H05", "C06-H07", "C05-H07"], """
02/06/26, 5:15 pm - Priya Jr: Heritage Inn - OP proof affidavit + surveyor report (K. Naidu, 14.08.2024) filed sir. ND 21.07 written arguments
12/06/26, 1:30 pm - Priya Jr: Kalai suit - PW2 cross over. D1 filed IA for advocate commissioner to note 1st floor construction. Counter ku ND 17/7
12/06/26, 1:32 pm - R. Anbalagan: No objection to commission. It helps us on mesne profits too.
23/06/26, 12:55 pm - Priya Jr: MACT - RW1 varala sir. Last chance. ND 28.7
21/07/26, 4:00 pm - Priya Jr: CC 14 - our written arguments filed (22 pages). OP time கேட்டாங்க for their written arguments. ND 8.9.26
24/07/26, 1:10 pm - Priya Jr: RCOP Mary aunty cross முடிஞ்சது sir. Ravichandran came himself today. She said she needs the shop for her son Joseph (returning from Dubai). ND 18/9 RW1
28/07/26, 5:20 pm - Priya Jr: MACT - RW1 Kalaivani (Asst Manager, Oriental) examined. Ex R1 = licence verification report - says R1's DL fake. நான் cross பண்ணினேன் - she admitted investigator never went to the RTO office in person. ND 22/9 RW2
28/07/26, 5:26 pm - R. Anbalagan: Well done. RW2 summons - check served.
""")

up("backlog/2026-08/WhatsApp Chat - Arumugam Pillai GB/_chat.txt", "whatsapp_export", A, "2026-08-05", ["C02"], ["C02-H01", "C02-H03", "C02-H04", "C02-H05"], """
[11/02/26, 6:40:12 PM] R. Anbalagan: Arumugam, stay granted for trial in C.C. 233. Next 11 March. Bring bills and bank statement.
[11/02/26, 6:52:30 PM] Arumugam Pillai GB: Sir romba nandri. Magistrate court ku poganuma?
[11/02/26, 6:53:01 PM] R. Anbalagan: No need while stay is there. File the order copy through your local counsel.
[08/04/26, 7:15:44 PM] R. Anbalagan: Joseph's lawyer came, wants 4 weeks for counter. Stay extended. Next date 17 June.
[17/06/26, 8:02:19 PM] Arumugam Pillai GB: Sir Joseph call panninaar, settle pannalam nu sonnaar. 6 lakh tharen nu sonnen
[17/06/26, 8:05:50 PM] R. Anbalagan: Don't talk to him directly. Any settlement only through court.
[05/08/26, 5:35:02 PM] R. Anbalagan: Judge referred the matter to the Mediation Centre, High Court. First sitting 19 Aug 11 am. You must come in person. Next date in court 7 Oct.
[05/08/26, 5:36:40 PM] Arumugam Pillai GB: Sari sir varen
""")

up("backlog/2026-09/WhatsApp Chat with Mary Aunty Landlady.txt", "whatsapp_export", A, "2026-09-18", ["C05"], ["C05-H03", "C05-H06", "C05-H08"], """
06/02/26, 7:30 pm - R. Anbalagan: Aunty, court ordered Selvam to deposit 78,000 arrears in 4 weeks and 6500 every month by 10th.
06/02/26, 7:41 pm - Mary Aunty: Thank you sir. God bless. He is still selling tea daily, money he has
19/06/26, 6:05 pm - Mary Aunty: Sir what happened today? Joseph is asking
19/06/26, 6:20 pm - R. Anbalagan: His lawyer again said engaged in High Court. Next 24 July, your cross will be over then.
18/09/26, 5:10 pm - R. Anbalagan: Aunty today Selvam gave evidence. In cross he admitted he has not paid August and September 2026 rent - "business down". Good for us. Next date 6 Nov arguments.
18/09/26, 5:14 pm - Mary Aunty: Finally 🙏🙏
""")

up("backlog/2026-09/WhatsApp Chat with Vincent Xavier Hotel.txt", "whatsapp_export", A, "2026-09-08", ["C07"], ["C07-H03", "C07-H04", "C07-H06"], """
07/04/26, 6:45 pm - R. Anbalagan: Vincent, insurance side again took time. Commission imposed Rs 2000 costs on them. Next 2 June.
07/04/26, 6:58 pm - Vincent Xavier Hotel: Sir 2 years since the fire. Bank is asking for the loan EMI. Any chance of settlement?
07/04/26, 7:03 pm - R. Anbalagan: NIA will not settle before evidence. Be patient.
02/06/26, 6:10 pm - R. Anbalagan: They filed the surveyor report. Surveyor assessed loss at Rs 41,75,000 only, not 68.4 lakh. We will attack it - he never inspected the bar area.
08/09/26, 5:50 pm - R. Anbalagan: Our oral arguments over today. President asked good questions on the NOC - I showed the NOC renewal application dated 20.12.2023. OP arguments 13 Oct.
08/09/26, 5:52 pm - Vincent Xavier Hotel: Thank you sir 🙏
""")

up("backlog/2026-08/WhatsApp Chat with Ramesh s-o Murugan.txt", "whatsapp_export", A, "2026-08-12", ["C03"], ["C03-H03", "C03-H05", "C03-H06"], """
01/04/26, 4:12 pm - R. Anbalagan: Ramesh, CRP not reached today, board long. Next date 24 June after vacation. Stay continues.
01/04/26, 4:20 pm - Ramesh Murugan: Ok sir. Appa kekkuraar Villianur case enna aachu
01/04/26, 4:22 pm - R. Anbalagan: That suit is stayed till our revision is decided. Tell appa not to worry.
15/07/26, 5:00 pm - R. Anbalagan: Arguments over. Order on 12 August.
12/08/26, 3:40 pm - R. Anbalagan: Good news. CRP allowed, amendment allowed. Condition - pay Rs 3,000 costs to Selvam Naidu within 2 weeks. Send the money to Selvam clerk by Monday.
12/08/26, 3:45 pm - Ramesh Murugan: Super sir!! Appa romba happy. Monday GPay pannuren
""")

up("backlog/2026-08/WhatsApp Chat with Selvam Clerk.txt", "whatsapp_export", A, "2026-08-25", ["C01", "C02", "C03"], [], """
24/11/25, 11:20 am - Selvam Clerk: Sir Sangam WP filed. Diary No. 128841/2025. Numbering tomorrow
19/01/26, 1:15 pm - Selvam Clerk: Murugan CRP filed, diary 9021/2026. Court fee Rs 250 + copy charges Rs 380
02/02/26, 12:05 pm - Selvam Clerk: Arumugam Crl OP filed MHC, SR No. 6712. Returned for typed set index, re-presented 4.2
04/03/26, 11:02 am - Selvam Clerk: Sangam WP reply affidavit filed in Section, SR 14550
01/07/26, 12:40 pm - Selvam Clerk: Murugan CRP typed set with translation of acte de vente filed. 3 copies. SR No. 40318
18/08/26, 10:30 am - Selvam Clerk: Ramesh GPay 3000 vanthuchu sir. Paid costs to Anbu sir junior, receipt vaangitten
25/08/26, 11:15 am - Selvam Clerk: Sangam additional counter copy vaangitten, 46 pages. Office la vechirukken
""")

up("backlog/2026-11/WhatsApp Chat with Priya Junior (4).txt", "whatsapp_export", A, "2026-11-06", ["C06", "C04", "C05", "C07"], ["C06-H08", "C04-H09", "C05-H09", "C07-H06"], """
08/09/26, 4:30 pm - Priya Jr: Sir CC 14 - President asked us to file brief notes too, after OP arguments.
22/09/26, 1:20 pm - Priya Jr: MACT - RW2 RTO clerk varala. Summons fresh ah issue பண்ணாங்க. ND 27/10
30/10/26, 2:10 pm - Priya Jr: Kalai suit - Ravichandran மறுபடியும் "engaged in HC" memo sir. DW1 ready illa. PDM - last chance, cost Rs 1000 to plaintiff. ND 04/12
30/10/26, 2:12 pm - R. Anbalagan: Third time cost/time in this suit. Tell Kalaiselvi.
06/11/26, 12:45 pm - Priya Jr: RCOP Mary aunty - arguments ku Ravichandran again time, same "engaged in High Court". RC madam: next date final, no more. ND 18.12.2026
06/11/26, 12:47 pm - R. Anbalagan: Pattern. He does this in every matter with us. Note it for the arguments - delay by tenant.
""")

up("backlog/2026-10/WhatsApp Chat with Kalaiselvi Teacher.txt", "whatsapp_export", A, "2026-10-31", ["C04"], ["C04-H03", "C04-H04", "C04-H07"], """
18/02/26, 7:10 pm - Kalaiselvi Teacher: Sir cross eppo? I have to apply leave
18/02/26, 7:15 pm - R. Anbalagan: 20 March. Their lawyer asked time today.
20/03/26, 5:30 pm - Kalaiselvi Teacher: Sir I took leave and he did not come. Is this how it goes?
20/03/26, 5:40 pm - R. Anbalagan: Court gave Rs 500 cost to you for that. Next 24 April he must cross.
17/07/26, 6:00 pm - R. Anbalagan: Commissioner appointed to inspect the house and Ariyankuppam land. Please be present on the visit day - Xavier Raj will inform.
17/07/26, 6:08 pm - Kalaiselvi Teacher: Sari sir. Anna (Senthil) will make problem at the site
31/10/26, 8:15 pm - Kalaiselvi Teacher: Sir Priya madam said next date 4th December?
31/10/26, 8:22 pm - R. Anbalagan: No - it is 11 December. Selvam checked the diary in the court. 4th was a mistake.
""")

up("backlog/2026-11/WhatsApp Chat with Sundari MACT.txt", "whatsapp_export", A, "2026-11-24", ["C06"], ["C06-H09", "C06-H10"], """
27/10/26, 7:40 pm - Sundari MACT: Sir insurance 22 lakh sonnaanga. Pasanga padippu ku panam venum. Enna pannalaam?
27/10/26, 7:55 pm - R. Anbalagan: Amma, we claimed 45 lakh. With his age 38 and income, tribunal may give more than 30. Don't accept 22 now. Final decision is yours.
27/10/26, 8:01 pm - Sundari MACT: Sari sir, ungalukku theriyum
24/11/26, 5:30 pm - R. Anbalagan: Our arguments over today. Insurance arguments on 15 December. Then award.
24/11/26, 5:32 pm - Sundari MACT: 🙏
""")

# ---------------------------------------------------------------- typed notes
up("backlog/2026-02/filing register jan-feb 26.docx", "typed_note_docx", "Selvam", "2026-02-28", ["C02", "C03", "C01"], [], """
FILING REGISTER - R. ANBALAGAN, ADVOCATE - JAN / FEB 2026 (typed by Selvam)
19.01.2026  MHC  Murugan Gounder CRP (PD) vs Selvam Naidu - diary 9021/2026 - CF Rs 250 - numbered as CRP (PD) 1125/2026 on 23.01
02.02.2026  MHC  Arumugam Pillai Crl.OP (quash CC 233/2025 JM-II Pdy) - SR 6712 - returned (typed set index) - re-presented 04.02 - numbered Crl.OP 4310/2026
19.02.2026  MHC  Sangam WP 31842/2025 - costs DD Rs 5,000 received from AGP office in court, deposited in Sangam a/c 20.02
26.02.2026  Pdy  Heritage Inn CC 14/25 - proof affidavit + 14 documents filed at State Commission
Copy applications pending: CRP - certified copy of IA 402/2025 order (applied 12.01, CA No. 88)
""")

up("backlog/2026-03/Sundari PW1 cross 24.3 notes.docx", "typed_note_docx", "M. Priya Mariadas", "2026-03-24", ["C06"], ["C06-H04"], """
MCOP 512/2025 - Sundari & 2 Ors. vs Murugan & 2 Ors. - MACT Pdy - 24.03.2026
PW1 (Sundari, 34) - cross by Mr. M. Arumugam for R3 (Oriental Insurance):
- Deceased Anbalagan was a mason, worked under contractor Kumar; wages Rs 700 per day, paid in cash; no salary slip, no bank credit.
- She did not see the accident; came to know from PW2.
- Denied that Anbalagan was riding without helmet. Denied that he was drunk.
- Admitted the bike's insurance had lapsed (not relevant - claim is against van's insurer).
PW2 Xavier Mariadas (tea shop at Kalapet junction): chief - saw the Tata Ace van (PY 01 BX 4471) come on the wrong side on ECR at about 7.15 pm on 14.03.2025 and hit the bike.
Cross of PW2 deferred to 28.04.2026.
""")

up("backlog/2026-07/MACT RW1 28.7.26.txt", "typed_note_txt", "M. Priya Mariadas", "2026-07-28", ["C06"], ["C06-H07"], """
mcop 512/25 sundari - 28.07.2026
RW1 Tmt. Kalaivani, Asst Manager, Oriental Insurance, Puducherry DO - chief affidavit. Ex.R1 = licence verification report dt 10.07.2026 by investigator S. Gounder: DL no. TN32 2016 0004419 "not issued" as per RTO Villupuram letter.
cross (me):
- she is not the investigator; investigator not cited as witness
- investigator did not visit RTO in person, only wrote a letter
- policy of the van was in force on 14.03.2025 - admitted
- no notice under s.150 MV Act to owner about fake DL - "don't know"
R3 to summon RTO clerk as RW2. ND 22.09.2026
""")

up("backlog/2026-09/notes 8 and 22 sept.txt", "typed_note_txt", A, "2026-09-22", ["C07", "C06"], ["C07-H06", "C06-H08"], """
8 sep (tue) - state commission - heritage inn cc 14/25
our oral args - 45 min. points: (1) NOC renewal applied 20.12.2023, fire was 02.02.2024 - delay of fire service not our fault (2) surveyor never inspected bar area (3) repudiation 10 months after fire.
president asked OP counsel to be ready on 13.10 with the policy clause. nd 13.10.26

22 sep (tue) - mact - sundari
RW2 RTO clerk not present. summons returned unserved. fresh summons through court. nd 27/10
Arumugam (R3) again - "investigator report" story, 3rd time they use it to delay.
""")

up("backlog/2026-08/Crl OP 5 aug hearing.txt", "typed_note_txt", A, "2026-08-05", ["C02"], ["C02-H05"], """
Arumugam Pillai Crl.OP 4310/26 - Ct 34 - 05.08.2026
MS J heard for 10 min. Asked Prabhu Naidu whether R2 has filed a civil suit - yes, O.S. 301/2025 Sub Court Pdy for Rs 9,60,000.
Judge: "both of you are traders, why not sit and settle?" Referred to Mediation and Conciliation Centre, MHC. Mediator to report.
Stay extended. ND 07.10.2026.
Undertaking by Arumugam (through me) - will not alienate his Grand Bazaar shop till disposal.
""")

up("backlog/2026-12/Mary Xavier RCOP - args points.txt", "typed_note_txt", A, "2026-12-01", ["C05"], [], """
RCOP 38/2025 Mary Xavier v Selvam - ARGUMENT POINTS (for 18.12)
1. Wilful default: rent unpaid Nov 2024 - Oct 2025 (Rs 78,000); deposited only after the court order (Rs 40,000 on 13.03 + Rs 38,000 on 10.04).
2. Fresh default: RW1 admitted Aug & Sep 2026 rent not paid (cross on 18.09).
3. Own use: son Joseph Xavier returning from Dubai to run a bakery - PW1 evidence.
4. Tenant's delay: time sought 4 times (9.1, 13.3, 19.6, 6.11).
Authorities: check Puducherry Buildings (Lease and Rent Control) Act, 1969 - s. 10(2)(i) and s. 10(3)(a)(iii).
""")

up("backlog/2026-10/correction - Kalai ND.txt", "typed_note_txt", "Selvam", "2026-10-31", ["C04"], ["C04-H09"], """
CORRECTION - O.S. 214/2024 (Kalaiselvi partition), PDM court
Priya madam's message of 30.10 says ND 04/12. That is WRONG.
Checked the case diary with the bench clerk today: next date is 11.12.2026 (DW1 evidence, last chance to defendants, cost Rs 1,000 to be paid before evidence).
- Selvam, 31.10.2026
""")

up("backlog/2026-12/week plan 7-12 dec.txt", "typed_note_txt", A, "2026-12-05", ["C07", "C01", "C04", "C06", "C02", "C05"], [], """
WEEK PLAN  7 - 12 Dec (written Sat 5.12)
Mon 7    - office. Sundari: get the multiplier table (Sarla Verma) + 3 judgments on fake DL "pay and recover". Priya.
Tue 8    - Heritage Inn ORDERS - State Commission. Vincent to come.
Wed 9    - CHENNAI: Sangam WP orders, Ct 12. Mariadas wants to come, told only 2 persons.
Thu 10   - Chennai - collect certified copy; Arumugam: brief notes for 16th.
Fri 11   - Kalai suit - check cost Rs 1000 paid before DW1; prepare cross of D1 (1st floor built with whose money? tailoring income?).
Sat 12   - Mary aunty args draft (18th). Sundari: R3 args on 15th - rebut "pay and recover".
Pending: Ramesh - amendment copy filed in Villianur court? ask.
""")
