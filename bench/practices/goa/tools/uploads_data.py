"""Uploads of the Goa practice: what Rochelle (advocate), Pratik (junior) and Shantaram (clerk) actually keep."""

U = []


def u(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


R, P, S = "Rochelle", "Pratik", "Shantaram"

# ---------------- documents ----------------
u("backlog/2025-11/Scan_0012.pdf", "document_scan", "Village Panchayat of Calangute", "2025-11-20", ["C01"], [], """
VILLAGE PANCHAYAT OF CALANGUTE
Bardez - Goa
No. VP/CAL/DEM/2025-26/318                                   Date: 20/11/2025
To: Shri Anthony Fernandes, H.No. 211/B, Gauravaddo, Calangute, Bardez, Goa.
NOTICE UNDER SECTION 66 OF THE GOA PANCHAYAT RAJ ACT, 1994
Whereas it is noticed during the site inspection dated 12/11/2025 that you have carried out construction of an
extension (RCC slab, approx. 42 sq. mts.) to your existing house without obtaining construction licence from this
Panchayat; You are hereby directed to demolish the said illegal structure within 15 (fifteen) days from the receipt
of this notice, failing which the Panchayat shall demolish the same at your cost and risk.
Sd/- Secretary, Village Panchayat of Calangute
""")

u("backlog/2025-10/IMG-20251002-WA0004.jpg", "document_photo", "Mandovi Co-operative Bank Ltd.", "2025-09-15", ["C04"], [], """
THE MANDOVI CO-OPERATIVE BANK LTD.  Branch: Porvorim
CHEQUE RETURN MEMO                          Date 15-09-2025
Cheque No. 004417   Dated 10-09-2025   Amount Rs. 3,75,000/-
Drawer: DATTAPRASAD NAIK   A/c No. 0213000118
Payee: KAMAT HARDWARE & PAINTS
Reason for return: FUNDS INSUFFICIENT
Authorised Signatory
""")

u("backlog/2025-12/CamScanner 05-12-2025 16.20.pdf", "document_scan", "Agnelo D'Souza (cabeça de casal)", "2025-12-05", ["C03"], [], """
IN THE COURT OF THE CIVIL JUDGE SENIOR DIVISION AT MARGAO
Inventory Proceedings No. 31/2021/II
In re: Inventário by death of Joaquim D'Souza, of Benaulim
RELAÇÃO DE BENS (List of Assets) filed by the Cabeça de Casal, Agnelo D'Souza
Item 1: House bearing No. 77, Vasvaddo, Benaulim, with compound, Sy. No. 45/2 - valued Rs. 62,00,000
Item 2: Fixed deposit No. 11823, State Bank of India, Colva - Rs. 4,10,000
Item 3: Household furniture and utensils - Rs. 35,000
Liabilities: Nil
The Cabeça de Casal declares that the deceased left no other movable or immovable property.
Margao, 05/12/2025                              Sd/- Agnelo D'Souza
""")

u("backlog/2026-03/Form I and XIV 112-3 Siolim.pdf", "document_scan", "Talathi of Siolim", "2025-08-18", ["C05"], [], """
GOVERNMENT OF GOA - Survey Record (Form I & XIV)
Taluka: Bardez   Village: Siolim   Survey No.: 112   Sub Div.: 3
Area: 2150 sq. mts.   Land: Paddy (Kulagar adjoining)
Occupant (Col. 11): Luis Menezes
Tenant (Col. 12): ---- (blank)
Cultivation: Vaingan (rabi) by Vishnu Gawas - entered in 2009; entry struck in 2023 on application of occupant
Issued by Talathi, Siolim  18/08/2025
""")

# ---------------- December 2025 ----------------
u("backlog/2025-12/IMG20251205190144.jpg", "handwritten_note_photo", R, "2025-12-05", ["C03"], ["C03-H01"], """
5/12 Margao CJSD Ct 3 - Inv 31/2021 (D'Souza)
Agnelo (cabeça de casal) filed relação de bens today - only house, FD, furniture!!
Benaulim paddy field (Sy 88/1) & mãe's gold NOT shown. Maria says field given on khand to Pedro every year.
Rodrigues: list is complete, "the field was sold in papa's lifetime" - no deed shown.
We to file reclamação in 4 wks.
ND 9.1.26
""")

u("backlog/2025-12/IMG-20251208-WA0011.jpg", "handwritten_note_photo", S, "2025-12-08", ["C04"], ["C04-H01"], """
८/१२/२५  पणजी JMFC कोर्ट 'C'
कामत चेक केस - आरोपी दत्तप्रसाद नायक आयलो ना.
शिरोडकर वकीलान exemption अर्ज दिलो, मंजूर.
फुडली तारीख १२/१/२६
""")

u("backlog/2025-12/IMG20251210173502.jpg", "handwritten_note_photo", R, "2025-12-10", ["C01"], ["C01-H01"], """
10.12.25 HC Goa - Ct 2 - Sardessai J
WP 412/2025 Anthony Fernandes v. VP Calangute - s.66 demolition notice (extension 42 sq m)
Admission. Parab for VP: "Secretary has not given instructions."
J: Notice. Ad-interim - no coercive steps / no demolition till next date.
Our undertaking (Anthony present): no further construction, no occupation of the extension. Recorded.
VP reply in 3 wks. Ld AGA Kakodkar for State (BDO) - waives notice.
NDOH 14/1/26
""")

u("backlog/2025-12/New Text Document.txt", "typed_note_txt", S, "2025-12-11", ["C05"], ["C05-H01"], """
११-१२-२०२५ गुरुवार - मामलेदार बार्देज, म्हापसा
विष्णू गावस वि. लुईस मिनेझिस (कुळ केस)
लोबो वकीलान WS दिवपाक वेळ मागलो. मामलेदारान दिलो.
फुडली तारीख १५-०१-२०२६
विष्णूक कळयलां.
""")

u("backlog/2026-02/WhatsApp Chat with Pratik Jr.txt", "whatsapp_export", P, "2026-02-16", ["C06", "C02", "C05", "C04"],
  ["C06-H01", "C02-H01", "C05-H02", "C04-H02", "C06-H02"], """
15/12/25, 12:41 - Pratik Jr: Maam Colva case - charge explained to Rohit and Sanket, both pleaded not guilty. APP Kerkar maam asked time for witnesses
15/12/25, 12:42 - Pratik Jr: ND 19.01.26 for PE
15/12/25, 12:50 - Rochelle D'Costa: ok. tell Rohit he must come every date, Pednekar madam is strict
15/12/25, 12:51 - Pratik Jr: Ho maam sanglam
17/12/25, 11:05 - Pratik Jr: FA 88 - R&P not come from Ponda court. Office says letter sent again. Kholkar J kept 21/1
17/12/25, 11:06 - Rochelle D'Costa: 👍
12/01/26, 14:02 - Pratik Jr: Kamat cheque case: accused appeared today, bail on PR bond Rs 10,000 + surety. Plea recorded - not guilty. I filed our 143A application, copy given to Shirodkar. ND 16/2 for say and order on 143A
12/01/26, 14:03 - Rochelle D'Costa: Good. Inform Rajesh
15/01/26, 13:20 - Pratik Jr: Mapusa - Mamlatdar saab nam aiz, law and order duty. Clerk gave date 19/2. Lobo also not come
15/01/26, 13:22 - Rochelle D'Costa: Again! Note it in the diary
19/01/26, 12:30 - Pratik Jr: Colva - PW1 Cardozo and PW2 both absent. Summons not returned. Madam asked APP why no steps. ND 16/2
19/01/26, 12:31 - Pratik Jr: Sorry ND 16 feb only, same day as Kamat case at Panaji
16/02/26, 18:10 - Rochelle D'Costa: ok I will do both
""")

u("backlog/2025-12/Doc1.docx", "typed_note_docx", R, "2025-12-17", ["C02"], [], """
FA 88/2024 - Prakash Naik v. Sunita Naik & Ors. - file note
Client call 16.12 evening: Prakash worried that Sunita has started repairs to the roof of the Bandora house.
Advised: decree of SCS 64/2019 (Ponda) only dismissed his suit; no injunction in her favour either; he can write to
her advocate objecting, but no self-help. Will consider CA for status quo once R&P is received.
Prakash to send photos of the roof work.
""")

# ---------------- Jan 2026 ----------------
u("backlog/2026-01/plan 12-17 jan.txt", "typed_note_txt", R, "2026-01-11", ["C04", "C01", "C03", "C05"], [], """
WEEK 12 - 17 Jan
Mon  Panaji JMFC - Kamat cheque (Pratik). 143A appl ready? -> yes, in file
Tue  draft reclamação - D'Souza inventário (list of field Sy 88/1 + ouro). Call Maria (UK, after 2pm our time)
Wed  HC - Anthony writ. Check if Panchayat reply served. Carry undertaking copy
Thu  Mapusa - Vishnu (Pratik)
Fri  office - Prakash paper book index w/ Shantaram
Sat  bill Rajesh Kamat
""")

u("backlog/2026-01/PXL_20260109_124455102.jpg", "handwritten_note_photo", R, "2026-01-09", ["C03"], ["C03-H02"], """
9/1/26 Margao - D'Souza inv.
Reclamação filed - inward no. 214/2026. Copy to Rodrigues' office (his clerk recd).
Rodrigues absent - proxy Adv. Fernandes: "Sir is busy in the High Court at Porvorim."
Judge (Prabhudessai) not happy, said next time no adj. without costs.
Reply to reclamação - ND 13/2/26
""")

u("backlog/2026-01/WP 412-2025 order 14.01.2026.pdf", "certified_order_sheet_scan", "court", "2026-01-16", ["C01"], ["C01-H02"], """
IN THE HIGH COURT OF BOMBAY AT GOA
WRIT PETITION NO. 412 OF 2025
Anthony Fernandes ... Petitioner
Versus
Village Panchayat of Calangute & Ors. ... Respondents
Ms. Rochelle D'Costa, Advocate for the Petitioner.
Mr. Nilesh Parab, Advocate for Respondent No. 1.
Ms. Neha Kakodkar, Additional Government Advocate for Respondent Nos. 2 and 3.
CORAM: VASANT SARDESSAI, J.
DATE: 14th JANUARY, 2026
P.C.:
1. Mr. Parab seeks time to file reply on the ground that the Secretary of the Panchayat is on leave.
2. The Panchayat cannot take the Court for granted. As a last chance, reply be filed within three weeks.
3. Ad-interim relief granted on 10.12.2025 to continue till the next date.
4. Stand over to 04.02.2026.
VASANT SARDESSAI, J.
""")

u("backlog/2026-01/IMG20260121115930.jpg", "handwritten_note_photo", R, "2026-01-21", ["C02"], ["C02-H02"], """
21/1 HC Ct 4 Kholkar J
FA 88/24 Prakash Naik - R&P recd from Ponda (2 bundles).
Paper book in 4 wks - index + certified copy of decree + deposition of DW1 Sunita. Shantaram to get xerox.
Desai for resp. - says she'll file cross-objection.
Kholkar J: "Index properly, page nos. continuous, I don't want to search."
ND 11/3/26
""")

# ---------------- Feb 2026 ----------------
u("backlog/2026-02/04.02.26 HC.txt", "typed_note_txt", R, "2026-02-04", ["C01"], ["C01-H03"], """
04.02.2026 - WP 412/2025 Anthony - Ct 2
Parab handed over reply of VP IN COURT, not served earlier. Affidavit by the Sarpanch, not by the Secretary.
Sardessai J asked "where is the Secretary's affidavit, he issued the notice?" Parab: Secretary still on leave, will file additional.
Reply says: no construction licence, extension in CRZ? (they don't say which zone) and complaint by neighbour Mr. Lourenço Pinto.
Rejoinder 2 wks. ND 11th March.
Anthony called after - told him interim continues, no work on site.
""")

u("backlog/2026-02/IMG-20260213-WA0022.jpg", "handwritten_note_photo", S, "2026-02-13", ["C03"], ["C03-H03"], """
१३/२/२६ मडगांव कोर्ट नं. ३
डिसोजा इन्व्हेंटरी - रॉड्रिग्स वकीलान परतून वेळ मागलो (reply दिवंक ना).
कोर्टान रु. १,०००/- खर्च लायलो, मारियाक दिवचो.
फुडली तारीख २०/३/२६ - मारियाची जबानी.
""")

u("backlog/2026-02/16 feb panaji margao.txt", "typed_note_txt", R, "2026-02-16", ["C04", "C06"], ["C04-H03", "C06-H03"], """
16.2.26 Monday - two courts

(1) Panaji JMFC 'C' - Kamat v. Dattaprasad Naik (138)
143A argued. Shirodkar: accused has a "good defence", cheque given as security only. Gaonkar JMFC: presumption u/s 139, security cheque no answer at this stage.
Order: interim compensation 20% = Rs 75,000 within 60 days. (order copy applied)
ND 23.3.26 - CW1 affidavit.

(2) Margao JMFC-2 - State v. Rohit Naik (Colva shack)
PW1 Francis Cardozo (complainant) present. Chief by APP Kerkar: says Rohit hit him with a beer bottle on the head at "Sunset Shack" on 14.6.25 night.
I asked to defer cross - we don't have copy of his supplementary statement. Allowed. Madam: "next date cross without fail."
ND 6/4/26
""")

u("backlog/2026-02/CC 1123-OA-2025 order dt 16.02.2026.pdf", "certified_order_sheet_scan", "court", "2026-02-19", ["C04"], ["C04-H03"], """
IN THE COURT OF THE JUDICIAL MAGISTRATE FIRST CLASS 'C' COURT AT PANAJI
Criminal Case No. 1123/OA/2025
Rajesh Kamat, Prop. Kamat Hardware & Paints ... Complainant
v/s
Dattaprasad Naik ... Accused
ORDER BELOW EXH. 12 (application u/s 143A N.I. Act)
Heard Ld. Adv. R. D'Costa for the complainant and Ld. Adv. S. Shirodkar for the accused. The accused has pleaded not
guilty. The cheque of Rs. 3,75,000/- and its return memo are not disputed. The plea that the cheque was a security
cheque is a matter of trial.
ORDER: The accused shall pay interim compensation of Rs. 75,000/- (20% of the cheque amount) to the complainant within
60 days from today. Next date: 23/03/2026 for complainant's evidence.
Panaji, 16/02/2026                         (R. Gaonkar) JMFC 'C', Panaji
""")

u("backlog/2026-02/mapusa 19-2.txt", "typed_note_txt", P, "2026-02-19", ["C05"], ["C05-H03"], """
19/2/26 Mamlatdar Bardez, Mapusa
Vishnu Gawas v/s Luis Menezes
today Mamlatdar present. Lobo filed WS (8 pages), copy given.
WS says: Vishnu never a tenant, was only a labourer "on daily wages", no khand paid, land lying fallow since 2015.
Our receipts of khand (paddy 4 khandis/yr, 2011-2022) - Vishnu has them, to bring originals.
ND 26/3/26 for our evidence (affidavit of Vishnu).
Mamlatdar sits for kul matters only on thursdays - he said so to Lobo.
""")

# ---------------- Mar 2026 ----------------
u("backlog/2026-03/IMG20260311182211.jpg", "handwritten_note_photo", R, "2026-03-11", ["C01", "C02"], ["C01-H04", "C02-H03"], """
11/3 HC - two matters
* WP 412/25 Anthony - rejoinder filed, Dy. no. 1873/2026 (filed 26/2).
  Parab AGAIN: time to file addl. affidavit of Secretary + BDO site report.
  Sardessai J: granted on costs Rs 5,000 payable by VP to petitioner. Interim continues.
  ND 8/4/26
* FA 88/24 Prakash - paper book filed (312 pages) Dy. no. 1902/2026.
  Desai filed cross-objection with CA 210/2026 for condonation of delay of 148 days. Reply to CA by us.
  ND 22/4
""")

u("backlog/2026-03/20.3 margao maria chief.txt", "typed_note_txt", R, "2026-03-20", ["C03"], ["C03-H04"], """
20-03-2026 Margao Ct 3 Inv. 31/2021 D'Souza
Rodrigues filed reply to reclamação today (pays the 1,000 costs to Maria in court - she recd cash).
Reply: the field Sy 88/1 was "sold to Pedro Colaco in 1998" but no sale deed, only "a receipt".
Maria (came from London for this) examined as witness in chief on reclamação - produced: escritura de partilha? no - produced
the 2018 khand receipts in papa's name signed by Pedro, and photos of mãe's gold (fio, bangles).
Rodrigues: cross next date.
ND 24/4/26. Maria flies back 2 May - must finish cross on 24th.
""")

u("backlog/2026-03/IMG20260323131540.jpg", "handwritten_note_photo", P, "2026-03-23", ["C04"], ["C04-H04"], """
23/3/26 JMFC C Panaji - Kamat v Dattaprasad
CW1 Rajesh - affidavit in lieu of chief filed Exh 18, docs Exh 19-23 (cheque, memo, notice, postal receipt, reply).
Accused absent - Shirodkar exemption appl again (says accused in Belgaum for his mother's surgery). Allowed.
JMFC: "next date accused must remain present."
143A amount - not deposited yet (60 days upto 17/4)
ND 4/5 for cross of CW1
""")

u("backlog/2026-03/diary 26-3 mapusa.txt", "typed_note_txt", P, "2026-03-26", ["C05"], ["C05-H04"], """
26 March - Mapusa - Vishnu Gawas kul case
Vishnu affidavit of evidence filed & he was examined. Produced khand receipts 2011 to 2022 (12 receipts) - Exh. AW1/1 colly.
Lobo: not ready for cross, "client Luis Menezes is in Lisbon, need instructions". Mamlatdar gave time.
ND 30/4/26 for cross.
""")

u("backlog/2026-03/correction Vishnu date.txt", "typed_note_txt", P, "2026-03-27", ["C05"], [], """
Correction to yesterday's note (Vishnu Gawas, Mamlatdar Bardez):
ND is NOT 30/4. Shantaram checked the roznama at Mapusa today - Mamlatdar wrote 07/05/2026 (30/4 he is on election training).
Correct ND: 7.5.26 (Thursday). Told Vishnu.
""")

# ---------------- Apr 2026 ----------------
u("backlog/2026-04/PXL_20260406_115702834.jpg", "handwritten_note_photo", R, "2026-04-06", ["C06"], ["C06-H04"], """
6/4/26 Margao JMFC-2 Colva case
PW1 Cardozo cross by me (A1 Rohit). Admitted:
 - shack was crowded, ~60 people, music, lights "partly off"
 - he did not see who threw the bottle, "someone said it was Rohit"
 - police came after 1 hour; he was drunk? -> "I had 2 beers only"
 - he knew Rohit before: dispute over shack licence 2024 (motive!)
A2's adv. Vinay Kamat also crossed.
APP: PW2 Salvador Pereira next.
ND 8/6
""")

u("backlog/2026-04/IMG20260408174410.jpg", "handwritten_note_photo", R, "2026-04-08", ["C01"], ["C01-H05"], """
8.4.26 HC Ct 2 WP 412 Anthony
Secretary's addl. affidavit filed (finally). BDO report - extension measures 38 sq m not 42; within the village settlement zone per RPG 2021.
VP paid costs 5,000 by cheque to Anthony? - Parab says "paid", Anthony says not recd. Check.
RULE. Interim relief to continue till disposal. Final hearing - after vacation.
ND 17.6.26
""")

u("backlog/2026-04/FA 88 of 2024 order 22.04.2026.pdf", "certified_order_sheet_scan", "court", "2026-04-27", ["C02"], ["C02-H04"], """
IN THE HIGH COURT OF BOMBAY AT GOA
CIVIL APPLICATION NO. 210 OF 2026 IN FIRST APPEAL NO. 88 OF 2024
Smt. Sunita Naik & Ors. ... Applicants/Respondents
In the matter between
Prakash Naik ... Appellant
CORAM: ANAND KHOLKAR, J.
DATE: 22nd APRIL, 2026
P.C.:
1. Heard. The delay of 148 days in filing the cross-objection is sufficiently explained by the illness of the
   applicant no. 1. Delay is condoned, subject to payment of costs of Rs. 2,000/- to the appellant within two weeks.
2. Civil Application disposed of.
3. First Appeal to be listed for hearing on 15/07/2026.
ANAND KHOLKAR, J.
""")

u("backlog/2026-04/24-4 Maria cross.txt", "typed_note_txt", R, "2026-04-24", ["C03"], ["C03-H05"], """
24/04/26 Margao D'Souza inventário
Rodrigues came late (11.50), said he was in HC. Cross of Maria started 12.15 - only partly done by lunch. Afternoon judge on
bail matters. Cross in part.
Maria in cross: admits she was not in Goa in 1998; says Pedro was only a "mundkar/khandkar", never owner; gold was with mãe
till 2019, after that "Agnelo kept the almirah key".
Judge: cross to conclude next date; Maria may appear through VC from UK - allowed on application.
ND 19.6.26. Maria very upset about the ticket.
""")

# ---------------- May-Jun 2026 ----------------
u("backlog/2026-07/WhatsApp Chat with Rajesh Kamat Hardware.txt", "whatsapp_export", R, "2026-07-07", ["C04"], ["C04-H05", "C04-H06"], """
04/05/26, 13:10 - Rochelle D'Costa: Rajesh, today Shirodkar said he is not ready for cross. Court put Rs 500 costs on accused. Next date 6 July.
04/05/26, 13:14 - Rajesh Kamat Hardware: Madam 75 thousand also not paid!! 60 days over
04/05/26, 13:20 - Rochelle D'Costa: Yes I pointed it out. JMFC said he will pass order on recovery if not paid by next date.
04/05/26, 13:21 - Rajesh Kamat Hardware: ok madam. Dattaprasad openly roaming in Mapusa market
30/06/26, 17:45 - Rajesh Kamat Hardware: Madam, got message from court clerk? he deposited 75,000 in court today
30/06/26, 18:02 - Rochelle D'Costa: Will check on 6th and file application for release to you.
06/07/26, 16:30 - Rochelle D'Costa: Your cross is over today. Deposit of 75,000 is confirmed, I filed application for release. Next 7 Sept - bank manager evidence.
06/07/26, 16:41 - Rajesh Kamat Hardware: Thank you madam 🙏. What they asked me in cross?
06/07/26, 16:50 - Rochelle D'Costa: Only security cheque theory. You did well. Keep the ledger ready.
""")

u("backlog/2026-05/IMG20260507142012.jpg", "handwritten_note_photo", P, "2026-05-07", ["C05"], ["C05-H05"], """
07-05-26 Mapusa Mamlatdar - Vishnu
Lobo cross of Vishnu ~40 min. Vishnu stood firm: cultivated vaingan every year till 2022 when Luis's men put fence.
Lobo suggested receipts are "fabricated" - denied.
Mamlatdar: directs Talathi of Siolim to inspect the field & draw panchanama re: cultivation, bunds, fence - report in 6 wks.
ND 13.8.26 (vacation/monsoon in between)
""")

u("backlog/2026-06/08-06-2026.txt", "typed_note_txt", P, "2026-06-08", ["C06"], ["C06-H05"], """
8/6 Colva case JMFC-2 Margao
PW2 Salvador Pereira absent. APP Kerkar: "summons served, witness did not come" - Madam angry, BW issued against PW2 Rs 5,000 returnable.
Rohit present, A2 Sanket absent - exemption allowed.
ND 27/7/26 for PW2.
""")

u("backlog/2026-06/WP 412 - 17.6 not reached.txt", "typed_note_txt", R, "2026-06-17", ["C01"], ["C01-H06"], """
17.06.26 HC Ct 2 - WP 412 Anthony at Sr. 41 on the final board. Court rose at 4.30 at Sr. 33. NOT REACHED.
Office gave 5 Aug. Anthony informed - he is anxious, neighbour Pinto again complaining to Panchayat.
""")

u("backlog/2026-06/IMG20260619170733.jpg", "handwritten_note_photo", R, "2026-06-19", ["C03"], ["C03-H06"], """
19/6/26 Margao Inv 31/2021
Maria on VC from London - cross concluded. Rodrigues tried "you never paid the land tax" - she produced the 2016-17 receipts.
Agnelo (cabeça de casal) examined - chief & cross by me same day:
  admits the almirah key is with him; says gold "was distributed by mãe to daughters-in-law" - no proof
  admits no sale deed of Sy 88/1 to Pedro; only "recibo" of Rs 20,000 of 1998
Arguments done. Order on reclamação - ND 21.8.26
""")

# ---------------- Jul-Aug 2026 ----------------
u("backlog/2026-07/15.7 FA 88.txt", "typed_note_txt", R, "2026-07-15", ["C02"], ["C02-H05"], """
15-7-2026 HC Ct 4 FA 88/2024
Desai not present - her junior produced a note: "counsel unwell, viral fever". Kholkar J adjourned, no costs.
Costs of 2,000 (delay CA) - Prakash says received by GPay on 5 May. OK.
ND 23/9/26
""")

u("backlog/2026-07/27.7 colva PW2.txt", "typed_note_txt", R, "2026-07-27", ["C06"], ["C06-H06"], """
27.07.2026 JMFC-2 Margao - State v Rohit Naik
PW2 Salvador Pereira (waiter at the shack) came on the warrant.
Chief: says he saw "a tall boy in black t-shirt" throw a bottle; could not identify Rohit in court!
APP sought to declare him hostile - permitted, APP cross.
My cross: he was inside the kitchen at the time; heard noise only.
A2's lawyer cross short.
Next: PW3 Dr. Shweta Kamat (Hospicio, Margao - injury certificate) and PW4 IO PSI Desai.
ND 28.9.26
""")

u("backlog/2026-08/IMG20260805163001.jpg", "handwritten_note_photo", R, "2026-08-05", ["C01"], ["C01-H07"], """
5/8 HC WP 412 Anthony - FINAL HEARING - heard in part (1 hr)
My points: no show cause/hearing before s.66 notice; 15 days too short; BDO itself says village settlement zone - regularisable.
Parab: no licence = illegal, Panchayat bound to act.
Sardessai J to both: written synopsis, MAX 3 pages, in 2 wks. "I will not read 30 pages."
Then Parab: wants time to take instructions whether the VP will withdraw the notice & give a hearing. Granted.
ND 7/10/26
""")

u("backlog/2026-08/IMG-20260813-WA0031.jpg", "handwritten_note_photo", S, "2026-08-13", ["C05"], ["C05-H06"], """
१३/८/२६ म्हापसा मामलेदार
विष्णू गावस केस - मामलेदार आयज ड्युटीर (चवथीची तयारी बैठक). तलाठ्याचो रिपोर्ट ना.
कारकुनान तारीख दिली १५/१०/२६.
""")

u("backlog/2026-08/Inv 31-2021 order 21.08.2026.pdf", "certified_order_sheet_scan", "court", "2026-08-26", ["C03"], ["C03-H07"], """
IN THE COURT OF THE CIVIL JUDGE SENIOR DIVISION AT MARGAO
Inventory Proceedings No. 31/2021/II
ORDER ON THE RECLAMAÇÃO (Exh. 41) filed by the interested party Smt. Maria Fernandes (née D'Souza)
Date: 21/08/2026
1. The interested party objects that the paddy field Sy. No. 88/1 of Benaulim and the gold ornaments of the late
   Rosa D'Souza have been omitted from the relação de bens.
2. The cabeça de casal admits there is no sale deed in favour of Pedro Colaco; a receipt of Rs. 20,000/- of 1998
   does not transfer title. The field is part of the estate.
3. As regards the gold ornaments, the interested party has not proved their existence or that they are in the
   custody of the cabeça de casal beyond photographs. Not proved.
ORDER: Reclamação partly allowed. The cabeça de casal shall file an amended relação de bens including the paddy
field Sy. No. 88/1, Benaulim, with its value, within 6 weeks. Next date: 16/10/2026.
Sd/- (A. Prabhudessai) Civil Judge Senior Division, Margao
""")

# ---------------- Sep 2026 ----------------
u("backlog/2026-09/IMG20260907125508.jpg", "handwritten_note_photo", P, "2026-09-07", ["C04"], ["C04-H07"], """
7/9 Panaji JMFC C - Kamat cheque
CW2 Shri Mahesh Shetye, Branch Manager Mandovi Co-op Bank Porvorim - produced a/c statement of accused for Sept 2025:
balance on 15.9.25 was Rs 12,430 only. Return memo proved.
Shirodkar cross 10 min - "bank did not send intimation to drawer" - CW2: SMS sent.
CE closed by us. Accused to be present for 313.
Our appl for release of 75k - allowed on Rajesh's indemnity bond.
ND 2.11.26
""")

u("backlog/2026-09/New Text Document (2).txt", "typed_note_txt", R, "2026-09-23", ["C02"], ["C02-H06"], """
23rd Sept HC - FA 88 Prakash v Sunita
Desai present today. Kholkar J asked both: "brother and sister fighting over one house in Bandora - why not mediation?"
Prakash agreeable. Sunita agreeable through counsel.
Order: referred to Goa High Court Mediation Centre, first sitting 12.10.26 at 3 pm; parties to be present personally.
ND 16.12.26 - mediator's report.
Kholkar J also said he sends all family property appeals to mediation first (Desai told me after, same in her other FA).
""")

u("backlog/2026-09/Scan_0044.pdf", "document_scan", "Shantaram Gawde", "2026-09-26", ["C01", "C04"], [], """
RECEIPT / PAYMENT REGISTER - Adv. Rochelle D'Costa (office copy)
21/09/26  Anthony Fernandes  WP 412/2025  fees (final hearing)   Rs 25,000  cash
21/09/26  Anthony Fernandes  costs 5,000 recd from VP Calangute by cheque no. 771203 - handed to client   -
24/09/26  Rajesh Kamat   CC 1123/OA/2025  fees  Rs 15,000  NEFT
24/09/26  Rajesh Kamat   Rs 75,000 interim compensation released by court (cheque in his name) - collected by him
""")

u("backlog/2026-09/28-9 colva.txt", "typed_note_txt", P, "2026-09-28", ["C06"], ["C06-H07"], """
28-09-2026 Margao JMFC 2
Colva case (Rohit) - PW3 doctor absent. Summons not served - returned "doctor transferred to Chicalim CHC".
APP Kerkar: will take steps, fresh summons to Chicalim.
Madam: "prosecution has been getting time since January" - warned.
ND 9/11/26
Rohit asked can case be closed - I told him wait for sir/maam.
""")

# ---------------- Oct 2026 ----------------
u("backlog/2026-10/IMG20261007171122.jpg", "handwritten_note_photo", R, "2026-10-07", ["C01"], ["C01-H08"], """
07/10/26 HC Ct 2 WP 412
Parab: VP in meeting of 29.9 resolved to "give personal hearing" to Anthony & re-decide. Resolution copy not brought!
Sardessai J: place resolution on record by affidavit; if notice withdrawn, petition can be disposed. Interim continues.
Our synopsis (3 pp) filed 19/8 - Dy. no. 5521/2026.
ND 9.12.26
""")

u("backlog/2026-10/WP 412-2025 order 07.10.2026.pdf", "certified_order_sheet_scan", "court", "2026-10-12", ["C01"], ["C01-H08"], """
IN THE HIGH COURT OF BOMBAY AT GOA
WRIT PETITION NO. 412 OF 2025
Anthony Fernandes v/s Village Panchayat of Calangute & Ors.
CORAM: VASANT SARDESSAI, J.     DATE: 7th OCTOBER, 2026
P.C.:
1. Mr. Parab, learned Counsel for Respondent No. 1, states on instructions that the Village Panchayat, by its
   resolution dated 29.09.2026, has decided to grant a personal hearing to the petitioner before taking any
   further action on the notice dated 20.11.2025. The resolution is not on record.
2. Respondent No. 1 to place the resolution on record by an affidavit of the Secretary within four weeks.
3. Interim relief to continue.
4. List the petition on 09.12.2026.
""")

u("backlog/2026-10/16.10.26 margao.txt", "typed_note_txt", R, "2026-10-16", ["C03"], ["C03-H08"], """
16/10/2026 Margao Ct 3 D'Souza inventário
Amended relação de bens filed by Agnelo - Item 4 added: paddy field Sy 88/1 Benaulim valued Rs 18,40,000 (we think low; market
~ 25 L). We may ask for licitação.
Rodrigues absent AGAIN, proxy: in HC. Judge: costs not imposed as list was filed.
Judge fixed CONFERÊNCIA DE INTERESSADOS - all heirs (Agnelo, Maria, Tereza, and Joaquim jr's widow Ana) to be PERSONALLY present
or through a power of attorney. Maria to send PoA from London (notarised + apostille).
ND 4/12/26
""")

u("backlog/2026-10/Tenancy roznama 15.10.2026.pdf", "certified_order_sheet_scan", "Mamlatdar of Bardez", "2026-10-20", ["C05"], ["C05-H07"], """
OFFICE OF THE MAMLATDAR OF BARDEZ, MAPUSA - GOA
Tenancy Case No. TNC/BAR/12/2025
Vishnu Gawas ... Applicant    V/s    Luis Menezes ... Opponent
ROZNAMA dated 15/10/2026
Applicant present with Adv. P. Naik. Opponent absent; Adv. F. Lobo present.
Report of the Talathi of Siolim called for on 07/05/2026 is not received. The Talathi is directed to submit the
inspection report with panchanama before the next date without fail.
Adv. Lobo prays for time to lead evidence of the opponent; granted.
Next date: 10/12/2026 for report of Talathi and evidence of opponent.
Sd/- Mamlatdar of Bardez
""")

u("backlog/2026-10/WhatsApp Chat with Maria UK.txt", "whatsapp_export", R, "2026-10-30", ["C03"], [], """
16/10/26, 19:40 - Rochelle D'Costa: Maria, the conferência de interessados is fixed on 4th December at Margao. You must be there personally or send a Power of Attorney.
16/10/26, 21:12 - Maria UK: I cannot come in December, kids' school. I will send PoA to my cousin Sheryl Rebelo.
16/10/26, 21:13 - Maria UK: What value did Agnelo put for the field?
16/10/26, 21:20 - Rochelle D'Costa: 18.40 lakh. Too low. At the conferência we can ask for licitação (bidding among heirs) if you want the field.
16/10/26, 21:25 - Maria UK: I want the field. Papa always said it is for me. I can bid up to 25 lakh.
29/10/26, 14:02 - Maria UK: PoA done at notary in London + apostille. Couriered to your office today DHL
30/10/26, 11:15 - Rochelle D'Costa: Received. Will register/adjudicate it here. Sheryl must come on 4/12 with Aadhaar.
""")

# ---------------- Nov 2026 ----------------
u("backlog/2026-11/IMG20261102133015.jpg", "handwritten_note_photo", P, "2026-11-02", ["C04"], ["C04-H08"], """
2/11/26 JMFC C Panaji - Kamat 138
Accused absent AGAIN - Shirodkar exemption appl (3rd time!). JMFC refused first, then allowed after accused came at 1 pm.
313 statement recorded - says cheque was "blank security cheque given in 2023 for paint supply credit", denies liability.
Wants to lead DE - his own evidence + one witness (his accountant).
ND 7/12/26 for DE.
""")

u("backlog/2026-11/IMG20261109121850.jpg", "handwritten_note_photo", R, "2026-11-09", ["C06"], ["C06-H08"], """
9.11 Margao JMFC-2 Colva case
PW3 Dr Shweta Kamat absent again - summons at Chicalim served but she sent letter: "on duty in casualty".
APP wanted time. I objected - prosecution delaying since Jan 26, accused (Rohit) a student, attending every date.
Pednekar madam: LAST CHANCE to prosecution; BW (bailable) Rs 2,000 against PW3; if not examined next date, will consider closing PE.
ND 14/12/26
""")

u("backlog/2026-11/CC 402-2025 order 09.11.2026.pdf", "certified_order_sheet_scan", "court", "2026-11-13", ["C06"], ["C06-H08"], """
IN THE COURT OF THE JUDICIAL MAGISTRATE FIRST CLASS, COURT NO. 2, MARGAO
Criminal Case No. 402/2025     State (Colva Police Station) v/s Rohit Naik & Anr.
Date: 09/11/2026
PW3 Dr. Shweta Kamat is absent though served. Ld. APP seeks time. Ld. Adv. for A1 objects. The prosecution has been
granted several opportunities since January 2026. As a last chance, issue bailable warrant in the sum of Rs. 2,000/-
against PW3 through the Medical Superintendent, CHC Chicalim. Accused present. Next date 14/12/2026 for PW3.
Sd/- (M. Pednekar) JMFC Court No. 2, Margao
""")

u("backlog/2026-11/WhatsApp Chat with Anthony Calangute.txt", "whatsapp_export", R, "2026-11-25", ["C01"], [], """
08/11/26, 10:12 - Anthony Calangute: Madam, Panchayat secretary sent letter, hearing on 20 Nov at panchayat office 11 am
08/11/26, 10:30 - Rochelle D'Costa: Go with all documents - house tax receipts, electricity bill, 1995 permission for the old house. Pratik will come with you.
08/11/26, 10:31 - Anthony Calangute: ok. should I say anything about Pinto?
08/11/26, 10:40 - Rochelle D'Costa: No. Only facts. Don't argue.
20/11/26, 14:05 - Anthony Calangute: Hearing done. Sarpanch also there. They said decision will come in writing
25/11/26, 09:50 - Anthony Calangute: Madam any news? The affidavit they filed in high court?
25/11/26, 10:02 - Rochelle D'Costa: Not served on us yet. Their 4 weeks were over on 4 Nov. I will point it out on 9th.
""")

u("backlog/2026-11/IMG-20261124-WA0008.jpg", "handwritten_note_photo", S, "2026-11-24", ["C05", "C03"], [], """
२४/११/२६ ऑफिस
१) विष्णू गावस - तलाठ्याक मेळलों म्हापसा. तो म्हण्टा पंचनामो १ डिसेंबराक करतलो.
२) डिसोजा इन्व्हेंटरी - मारियाचो PoA स्टॅम्प ड्युटी भरली रु. ५००. शेरिलाक फोन केलो.
""")

u("backlog/2026-11/week 30 nov - 5 dec.txt", "typed_note_txt", R, "2026-11-29", ["C03", "C01", "C04", "C05"], [], """
WEEK 30/11 - 5/12
Mon 30  office - prep DE cross for Kamat case (accountant witness: ask for his books of 2023!)
Tue 1   Pratik with Talathi at Siolim? (panchanama) - if he really goes
Wed 2   HC - mentioning? no. Draft note for Anthony writ: VP affidavit not filed despite 4 wks
Thu 3   Sheryl Rebelo to office 4 pm with Aadhaar + PoA original
Fri 4   MARGAO - conferência D'Souza (licitação if Agnelo won't agree on 25 L)
Sat 5   bills: Maria, Vishnu
""")

u("backlog/2026-11/HC Goa advance board 09.12.2026.pdf", "cause_list_pdf", "High Court of Bombay at Goa", "2026-11-30", ["C01"], [], """
HIGH COURT OF BOMBAY AT GOA - ADVANCE LIST FOR WEDNESDAY, 09TH DECEMBER, 2026
COURT HALL NO. 2 - CORAM: VASANT SARDESSAI, J.
FINAL HEARING
  17. WP/412/2025  ANTHONY FERNANDES  V/S  VILLAGE PANCHAYAT OF CALANGUTE & ORS.
      Adv. R. D'Costa                   Adv. N. Parab / AGA
  18. WP/88/2026   GOA FOREST DEVELOPMENT CORP. STAFF UNION V/S STATE OF GOA
""")

u("backlog/2026-12/IMG20261201182405.jpg", "handwritten_note_photo", P, "2026-12-01", ["C05"], [], """
1/12/26 Siolim - went with Vishnu for Talathi inspection. Talathi came 11.30, panchanama done in presence of 2 panchas
(Anil Mandrekar, Savio Pereira). Bunds present, field fallow since 2023, fence of Luis on east side.
Talathi will submit report to Mamlatdar "before 10th". Luis's son present, objected to Vishnu's presence.
""")
