"""The uploads of the Nagercoil practice: what Jebaraj Daniel, his junior Rinsha and the clerk Chellappan kept."""

L, J, K = "S. Jebaraj Daniel", "M. Fathima Rinsha", "K. Chellappan (clerk)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2025-06/Plaint OS Leelavathy final.pdf", "document_scan", L, "2025-06-16", ["C01"], [], """
IN THE COURT OF THE SUBORDINATE JUDGE, PADMANABHAPURAM
O.S. No. ____ of 2025
K. Leelavathy, aged 58, w/o late Ramachandran Nair, Puthenveedu, Thiruvattar P.O.        .. Plaintiff
                         -Vs-
1. K. Sasidharan Nair  2. K. Radhamani Amma  3. K. Vijayakumar  4. K. Sreekala             .. Defendants
PLAINT FILED UNDER ORDER VII RULE 1 CPC FOR PARTITION AND SEPARATE POSSESSION
1. The plaint schedule properties, 2.35 acres in R.S. No. 214/3 and 214/5 of Thiruvattar village, Kalkulam taluk,
   stand in patta No. 1187 in the name of late Kesavan Nair, father of the plaintiff and the defendants. About 1.60
   acres is rubber (tapped) and the rest coconut thoppu with a well and the tharavadu house.
2. Kesavan Nair died intestate on 11.02.2019. The plaintiff and D1 to D4 are entitled to 1/5 share each.
3. D1 is in management, taps the rubber and sells the latex and sheets to the Rubber Producers Society,
   Thiruvattar and does not account. Demand for partition by notice dated 02.04.2025 was not complied.
PRAYER: pass a preliminary decree for partition of the plaintiff's 1/5 share, appoint a commissioner, and
direct D1 to account for the income from 2019.
Valuation u/s 37(2) TNCF&SV Act; court fee Rs. 200.              Advocate for plaintiff: S. Jebaraj Daniel
""")
u("backlog/2026-07/WhatsApp Image 2026-07-28 at 16.02.44.jpeg", "document_photo", "VAO, Thiruvattar", "2026-07-28", ["C01"], [], """
தமிழ்நாடு அரசு - வருவாய்த் துறை      கிராமம்: திருவட்டார்   வட்டம்: கல்குளம்
பட்டா எண் 1187 (கணினி பட்டா / சிட்டா)
பட்டாதாரர்: கேசவன் நாயர் த/பெ வேலாயுதன் பிள்ளை
புல எண் 214/3  - 1.60 ஏக்கர் - புன்செய் (ரப்பர்)
புல எண் 214/5  - 0.75 ஏக்கர் - புன்செய் (தென்னை)
அடங்கல் பசலி 1435: 214/3 - ரப்பர் (பால் வெட்டு); 214/5 - தென்னை 38 மரங்கள், கிணறு 1
Patta No. 1187 / Chitta / Adangal extract issued 28.07.2026     sd/- VAO Thiruvattar
""")
u("backlog/2026-09/WS D1 Sasidharan OS 112.pdf", "document_scan", "P. Gopakumar, counsel for D1", "2026-09-03", ["C01"], [], """
IN THE COURT OF THE SUBORDINATE JUDGE, PADMANABHAPURAM      O.S. No. 112 of 2025
WRITTEN STATEMENT FILED BY THE FIRST DEFENDANT
1. The suit is not maintainable. There was an oral partition in the family in 1998 (a 'bhaga' in the presence of
   elders of the karayogam) during the lifetime of Kesavan Nair, under which R.S. 214/3 was allotted to D1.
2. D1 alone planted the rubber in 2004 with the Rubber Board's replanting subsidy and has spent his own money.
3. The plaintiff was given 12 sovereigns of gold and Rs. 50,000 at her marriage in lieu of her share.
4. The suit is bad for non-joinder of the sons of the plaintiff. Dismiss with costs.
Verified at Marthandam on 02.09.2026.                               Counsel for D1: P. Gopakumar
""")
u("backlog/2026-01/lawyer notice Maria Selvam boat.docx", "typed_note_docx", L, "2026-01-12", ["C02"], [], """
S. JEBARAJ DANIEL, B.A., B.L., Advocate
14/3, Court Road, Nagercoil 629001
By RPAD                                                               Date: 12.01.2026
To 1. S. Maria Selvam s/o Savariyappan, 4/112, Kadalkarai Street, Thoothoor 629176
   2. A. Chinnappan s/o Arulappan, Thoothoor (guarantor)
Sub: demand for Rs. 4,86,500 due under hire-purchase agreement dated 14.08.2023
My client Kanyakumari Marine Engines, Colachel (prop. A. Jude Thaddeus) financed a fibre boat (FRP, 32 ft) and a
Suzuki 25 HP outboard engine for Rs. 6,80,000 payable in 36 monthly instalments. You paid 11 instalments and
stopped from March 2024. The balance with interest at 18% p.a. is Rs. 4,86,500. Pay within 15 days, failing
which my client will sue you both in the Sub Court, Kuzhithurai.                      Advocate
""")
u("backlog/2026-10/IMG-20261010-WA0003.jpg", "document_photo", "Dinamalar, Nagercoil edition", "2026-10-10", ["C02"], [], """
தினமலர் - நாகர்கோவில் பதிப்பு - 10.10.2026 - நீதிமன்ற அறிவிப்பு
குழித்துறை சார்பு நீதிமன்றம்   அ.வ.எண் (O.S. No.) 48/2026
கன்னியாகுமரி மரைன் என்ஜின்ஸ் - வாதி  /  எஸ். மரிய செல்வம் மற்றும் ஒருவர் - பிரதிவாதிகள்
2-வது பிரதிவாதி ஏ. சின்னப்பன், தூத்தூர் அவர்கள் 04.11.2026 அன்று காலை 10.30 மணிக்கு நீதிமன்றத்தில் ஆஜராக
வேண்டும்; தவறினால் ஒருதலைப்பட்சமாக (ex parte) விசாரிக்கப்படும்.      வாதி வழக்கறிஞர்: எஸ். ஜெபராஜ் டேனியல்
""")
u("backlog/2026-06/JC HRCE order OA 14-2024 Kollemcode.pdf", "document_scan", "Joint Commissioner, HR&CE, Tirunelveli", "2026-06-05", ["C03"], [], """
PROCEEDINGS OF THE JOINT COMMISSIONER, HR&CE ADMINISTRATION DEPARTMENT, TIRUNELVELI
O.A. No. 14 of 2024                                          Date: 05.06.2026
Sub: Sree Bhadrakali Amman Temple, Kollemcode, Vilavancode taluk - petition u/s 63(a) of the Tamil Nadu Hindu
Religious and Charitable Endowments Act, 1959 by worshippers - to declare the temple a public religious institution.
The respondent P. Madhavan Pillai claims the temple is the private family temple of the Puthenveedu tharavad.
The evidence shows that the public worship as of right, the hundi kept since 1987, the annual Thookkam festival
in which the public offer nercha and the collection of contributions from the villagers. The temple is declared
a temple within the meaning of s. 6(20). Fit person / Executive Officer to be appointed.       sd/- Joint Commissioner
""")
u("backlog/2026-05/cheque return memo Jegan Indian Bank.pdf", "document_scan", "Indian Bank, Kottar branch", "2026-04-09", ["C04"], [], """
INDIAN BANK  -  Kottar Branch, Nagercoil
CHEQUE RETURN MEMO                                   Date: 09.04.2026
Cheque No. 207719 dated 06.04.2026 for Rs. 3,85,000/- drawn by R. Jegan on SB A/c No. 60xxxxxx41,
presented by Sri Murugan Finance through Karur Vysya Bank, Vadasery - RETURNED UNPAID.
Reason: 01 - FUNDS INSUFFICIENT                                 Branch Manager
""")
u("backlog/2026-06/FIR AWPS Thuckalay 14-2026.pdf", "document_scan", "All Women Police Station, Thuckalay", "2026-03-02", ["C05"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)
District: Kanniyakumari   P.S.: All Women Police Station, Thuckalay   Crime No. 14/2026   Date: 02.03.2026
Sections: 85 BNS, 4 of Dowry Prohibition Act, 1961
Complainant: S. Divya, 27, d/o Selvaraj, Eraniel. Accused: (1) Suresh Kumar, husband (2) Kamalam, mother-in-law,
Mulagumoodu. Married on 06.09.2024; 45 sovereigns of gold jewels and a Swift car given; demand of Rs. 5 lakh more
for a shop; ill-treated and sent back to the parents' house on 11.02.2026.        Inspector of Police, AWPS Thuckalay
""")
u("backlog/2026-08/quarry lease Kaliyal proceedings.pdf", "document_scan", "District Collector, Kanniyakumari", "2026-07-14", ["C06"], [], """
PROCEEDINGS OF THE DISTRICT COLLECTOR, KANNIYAKUMARI DISTRICT, NAGERCOIL
Rc. No. 882/2025/Mines                                          Date: 14.07.2026
Sub: Minor Mineral - Rough stone quarry - Kaliyal village, Vilavancode taluk - S.F. No. 455/1 (part) extent
1.20.5 hectares - lease to M/s. Sree Vinayaga Blue Metals - for 5 years under rule 19 of the Tamil Nadu Minor
Mineral Concession Rules, 1959 - orders issued.
The Assistant Director, Geology and Mining has reported that there is no habitation within 300 metres. Lease is
granted subject to the conditions of the Environmental Clearance by DEIAA.                    District Collector
""")
u("backlog/2025-11/rent receipt book Kader shop.jpg", "document_photo", "M. Abdul Kader", "2025-10-30", ["C07"], [], """
RENT RECEIPT   No. 0412       Date: 05.02.2025
Received from Sri Lakshmi Tex (P. Ramesh) the rent for Shop No. 3, Kader Buildings, Vadasery, for the month of
January 2025 - Rs. 14,000/- (Rupees fourteen thousand only).            sd/- M. Abdul Kader
(no receipts after Feb 2025 - rent not paid from February 2025 - note in pencil)
""")

# ---------------- C01 partition, and pages about several matters
u("backlog/2026-08/IMG_20260806_174512.jpg", "handwritten_note_photo", L, "2026-08-06", ["C01"], ["C01-H01"], """
6/8  PMPM Sub Court - Leela chechi partition (OS 112/25)
D1 WS not filed. Gopakumar proxy - "WS ready, typing". Sub Judge gave time - last chance.
Judge: bring patta, chitta, adangal extracts - all three - before issues. VAO copy already with us (28/7).
ND 3/9 for WS.
""")
u("backlog/2026-09/leela WS 3.9.txt", "typed_note_txt", L, "2026-09-03", ["C01"], ["C01-H02"], """
3.9.26 OS 112/2025 Leelavathy - D1 WS filed today. D2 to D4 memo adopting D1's WS.
Their story: oral partition 1998 ("bhaga" before karayogam elders), 214/3 allotted to Sasi; rubber planted by him
2004 with Rubber Board subsidy; chechi got 12 sovereigns + 50,000 at marriage.
Leela chechi: "entha ithu, bhaga onnum nadannittilla" - no partition deed, no mutation, patta still in appa's name.
To do: reply statement; IA for advocate commissioner to count the trees. ND 8.10.
""")
u("backlog/2026-10/8 Oct notes.docx", "typed_note_docx", L, "2026-10-08", ["C01", "C06"], ["C01-H03", "C06-H02"], """
Thursday 08.10.2026 - two matters

1. Leelavathy partition, Sub Court PMPM (I went).
Reply statement filed. I.A. No. 233/2026 filed for advocate commissioner - to note down the rubber trees (tapped and
untapped), coconut trees, the well, and who is in enjoyment. Gopakumar wants time for counter to IA.
ND 12.11.2026.

2. Kaliyal quarry writ, Madurai Bench Ct. 5 (Rinsha went; she phoned at 1.40).
Interim granted: no blasting in S.F. 455/1 till further orders. R5 (Sree Vinayaga Blue Metals) through V. Prakash
- to file counter. AGP Murugesan for R1 to R4. Posted 26.11.2026.
""")
u("backlog/2026-11/OS 112-2025 IA 233 order 12.11.2026.pdf", "certified_order_sheet_scan", "Sub Court, Padmanabhapuram", "2026-11-12", ["C01"], ["C01-H04"], """
IN THE COURT OF THE SUBORDINATE JUDGE, PADMANABHAPURAM
I.A. No. 233 of 2026 in O.S. No. 112 of 2025
12.11.2026  Petitioner/plaintiff by Thiru. S. Jebaraj Daniel. R1/D1 by Thiru. P. Gopakumar. R2 to R4 called absent.
            Heard. The nature of the plantation and the number of trees is in dispute. Thiru. S. Bennet Raj,
            Advocate, is appointed as Advocate Commissioner to visit R.S. No. 214/3 and 214/5, Thiruvattar village,
            note the physical features, the rubber and coconut trees and the persons in enjoyment, with the help of
            the Surveyor if needed, and file report. Commissioner's fee Rs. 15,000/- to be paid by the petitioner.
            Petition allowed. Call on 17.12.2026 for report.
                                                                            Subordinate Judge
""")
u("backlog/2026-12/IMG-20261218-WA0011.jpg", "handwritten_note_photo", K, "2026-12-18", ["C04", "C05", "C01"], ["C04-H05", "C05-H04", "C01-H05"], """
வழக்கு டைரி - டிசம்பர் 2026                                    க. செல்லப்பன்
14.12  JM-I நாகர்கோவில் - STC 412/26 முருகன் பைனான்ஸ் / ஜெகன் - 143A மனு அனுமதி - 20% = ரூ.77,000
       60 நாளில் செலுத்த வேண்டும். அடுத்த வாய்தா 08.02.2027 (CW1)
15.12  JM பத்மநாபபுரம் - CC 219/26 சுரேஷ் குமார் - மத்தியஸ்தம் தோல்வி (mediation failed). 45 பவுன்
       நகை திருப்பி வேண்டும் என்று பெண் தரப்பு. வாய்தா 09.02.2027 - charge
17.12  சார்பு நீதிமன்றம் பத்மநாபபுரம் - OS 112/25 லீலாவதி - கமிஷனர் அறிக்கை வரவில்லை - மழை காரணம்
       வாய்தா 21.01.2027
""")
u("backlog/2027-01/Commissioner report OS 112 Thiruvattar.pdf", "document_scan", "S. Bennet Raj, Advocate Commissioner", "2027-01-19", ["C01"], [], """
IN THE COURT OF THE SUBORDINATE JUDGE, PADMANABHAPURAM   I.A. No. 233 of 2026 in O.S. No. 112 of 2025
REPORT OF THE ADVOCATE COMMISSIONER
I visited the suit properties on 09.01.2027 at 10 a.m. with the Firka Surveyor, in the presence of the plaintiff,
D1 and their counsel.
R.S. No. 214/3: rubber plantation; I counted 412 rubber trees, of which 356 are under tapping (slaughter tapping
not started); a smoke house (pukappura) and a rolling machine shed. D1's workers were tapping.
R.S. No. 214/5: 38 coconut trees (yielding 31), one open well, and the old tharavadu house (tiled, in disrepair),
occupied by none; D3 keeps his goods there.
D1 showed a Rubber Board subsidy card of 2004 in his name.      Commissioner's fee received Rs. 15,000.
Filed on 19.01.2027.                                                    sd/- S. Bennet Raj, Advocate Commissioner
""")
u("backlog/2027-01/thiruvattar 21 jan.txt", "typed_note_txt", L, "2027-01-21", ["C01"], ["C01-H06"], """
21.01.27 Leela partition - Commissioner Bennet Raj's report filed (dated 19.1). 412 rubber trees, 38 coconut,
one well, tharavadu house. Gopakumar took time to file objection to the report. Sub Judge: "objection next date
itself, issues will be framed same day". ND 25.2.
Chechi happy - 412 trees means good income all these years; account claim gets stronger.
""")
u("backlog/2027-02/Issues OS 112-2025.docx", "typed_note_docx", L, "2027-02-25", ["C01"], ["C01-H07"], """
O.S. 112/2025 - 25.02.2027 - D1 filed objection to commissioner report (says subsidy card proves his planting).
Issues framed today (5):
1. Whether there was an oral partition in 1998 as pleaded by D1?
2. Whether the plaintiff is entitled to partition of 1/5 share in the suit properties?
3. Whether D1 is liable to account for the rubber income from 2019?
4. Whether the suit is bad for non-joinder?
5. To what relief?
PW1 proof affidavit to be filed. ND 25.03.2027.
""")
u("backlog/2027-03/20270325_163320.jpg", "handwritten_note_photo", L, "2027-03-25", ["C01"], ["C01-H08"], """
25/3 Leela OS 112 - PW1 proof affidavit filed, chechi in box.
Ex A1 patta 1187, A2 chitta, A3 adangal, A4 death cert of Kesavan Nair, A5 legal heir cert, A6 notice dt 2.4.25,
A7 ack, A8 Rubber Society passbook copy, A9 photos. A1-A9 marked.
Cross - Gopakumar not there, junior says he is busy in Neyyattinkara court (Kerala side). Deferred.
ND 22/4.
""")
u("backlog/2027-04/OS 112-2025 docket 22.04.2027.pdf", "certified_order_sheet_scan", "Sub Court, Padmanabhapuram", "2027-04-22", ["C01"], ["C01-H09"], """
IN THE COURT OF THE SUBORDINATE JUDGE, PADMANABHAPURAM      O.S. No. 112 of 2025
22.04.2027  Plaintiff present. PW1 present for cross-examination. Counsel for D1 absent; a representation that he
            is engaged in a case at the Munsiff Court, Neyyattinkara. This is the second occasion PW1 has been kept
            waiting for cross. Adjourned on payment of costs of Rs. 1,500/- by D1 to the plaintiff.
            Call on 17.06.2027 for cross of PW1.
                                                                            Subordinate Judge
""")
u("backlog/2027-06/PW1 cross leela 17-6-27.docx", "typed_note_docx", L, "2027-06-17", ["C01"], ["C01-H10"], """
Leelavathy partition - PW1 cross by Gopakumar, 17.06.2027 (costs Rs. 1,500 paid before cross)
- Admitted: the rubber in 214/3 was planted by Sasi (D1) in 2004, with Rubber Board subsidy. "Appa's money, but
  Sasi chettan did the work." -> careful; she said the land was appa's and the latex money went to the tharavad till 2019.
- Denied the 1998 bhaga. Denied receiving 12 sovereigns in lieu of share: "that was stridhanam, not share".
- Admitted she has not lived in Thiruvattar since 1992 (in Kuzhithurai with husband).
Re-exam: nil. PW2 Thankappan (neighbour, 71) to be examined. ND 15.7.
""")
u("backlog/2027-07/IMG_20270715_181104.jpg", "handwritten_note_photo", L, "2027-07-15", ["C01"], ["C01-H11"], """
15/7 PMPM - Leela OS 112
PW2 Thankappan (neighbour, 71) chief over - no bhaga in 1998; Kesavan Nair himself got the rubber planted,
Sasi only supervised. Cross by Gopakumar next date.
Judge: "no more adjournment for D1 side".
ND 5/8 - cross PW2
""")
u("backlog/2027-07/correction leela ND.txt", "typed_note_txt", L, "2027-07-16", ["C01"], ["C01-H11"], """
Correction - Leela partition OS 112/2025: in yesterday's diary I wrote ND 5/8 - WRONG. 5/8 is the temple appeal and
Kaliyal writ. Chellappan checked the bench clerk's diary: Leela is on 03.08.2027 (Tuesday), cross of PW2 Thankappan.
""")

# ---------------- junior's WhatsApp (Tanglish)
u("backlog/2026-12/WhatsApp Chat with Rinsha Jr.txt", "whatsapp_export", J, "2026-12-15", ["C02", "C05"], ["C02-H01", "C05-H01", "C02-H02", "C05-H02", "C05-H03", "C02-H03", "C02-H04", "C05-H04"], """
19/08/2026, 12:41 - Rinsha Jr: Sir Kuzhithurai boat loan case - D1 Maria Selvam served sir. D2 Chinnappan not served, process server report "kadalukku poyirukkar", Gujarat boat la irukaaram
19/08/2026, 12:42 - Rinsha Jr: ND 23/9
19/08/2026, 12:50 - S. Jebaraj Daniel: ok. ask for paper publication next time
25/08/2026, 11:15 - Rinsha Jr: Sir PMPM JM la Suresh case - A1 A2 rendu perum appear aanaanga. Copies kuduthaanga (230 BNSS). ND 29/9
23/09/2026, 13:05 - Rinsha Jr: Boat loan - D1 ku Xavier sir vakalath pottaar. D2 ku paper publication allow - Dinamalar la podanum. ND 4/11
29/09/2026, 12:20 - Rinsha Jr: Suresh case - A2 Kamalam amma ku discharge petition file panniten sir, Crl.MP 1120/2026 number aachu. ND 3/11
03/11/2026, 12:58 - Rinsha Jr: Sir Suresh case mediation centre ku anuppittaanga. Judge sonnaru "matrimonial case, first mediation". ND 15/12
04/11/2026, 13:30 - Rinsha Jr: Boat loan: D2 called absent, ex parte set pannittaanga. D1 WS file - engine defective nu solraanga, plaintiff engine-a seize panni vittuttaanga nu. ND 9/12
09/12/2026, 12:45 - Rinsha Jr: Sir boat loan la Xavier sir 2 lakh kudukirom nu offer sonnaar. Jude sir accept panna maattaaru nu sonnaaru. Judge issues frame panniyaachu. ND 17/2/2027 PW1
09/12/2026, 12:46 - S. Jebaraj Daniel: correct. 4.86 due, 2 lakh no
15/12/2026, 12:10 - Rinsha Jr: Suresh case mediation fail sir. Divya side 45 sovereigns jewels thirumba venum nu adamant. ND 9/2 charges
""")
u("backlog/2027-06/WhatsApp Chat with Rinsha Jr (2).txt", "whatsapp_export", J, "2027-06-22", ["C05", "C02", "C06"], ["C05-H05", "C02-H07", "C06-H07", "C02-H08", "C05-H07"], """
09/02/2027, 13:02 - Rinsha Jr: Sir A2 discharge petition dismissed 😞 Charges frame pannittaanga, A1 A2 rendu perukkum. ND 23/3 PW1
09/02/2027, 13:03 - S. Jebaraj Daniel: we will take it up in revision later. tell Suresh not to miss any date, judge is strict on appearance
21/04/2027, 12:15 - Rinsha Jr: Boat loan DW1 Maria Selvam varala sir. Xavier sir sonnaaru Veraval (Gujarat) la fishing poyirukkaar nu. Adjourned. ND 16/6
21/04/2027, 12:16 - Rinsha Jr: Madam sonnaanga - west coast ban June la, appo varattum
10/06/2027, 14:40 - Rinsha Jr: Kaliyal writ - Prakash sir (R5) senior counsel not available, time kettaanga. Interim extended. Posted 05.08.2027
16/06/2027, 13:20 - Rinsha Jr: Boat loan DW1 Maria Selvam examined and crossed sir, fishing ban nu oorla irukkar. He admitted he stopped paying from March 2024. DE closed. ND 11/8 arguments
22/06/2027, 13:45 - Rinsha Jr: Suresh case PW1 Divya cross mudinjidhu sir. Jewels 45 sovereigns list la bill illai nu accept pannaanga. ND 10/8 PW2
""")

# ---------------- C02 boat loan
u("backlog/2027-02/boat loan PW1 chief 17.2.docx", "typed_note_docx", L, "2027-02-17", ["C02"], ["C02-H05"], """
O.S. 48/2026 Sub Court Kuzhithurai - 17.02.2027
PW1 A. Jude Thaddeus (prop., Kanyakumari Marine Engines) - chief by proof affidavit.
Ex. A1 hire-purchase agreement dt 14.08.2023; A2 ledger extract (11 instalments paid, last Feb 2024); A3 lawyer
notice dt 12.01.2026; A4 postal ack; A5 Dinamalar publication. Xavier to cross. Ananthi madam asked again whether
we will settle - Jude: not below 4 lakh. ND 17.3.
""")
u("backlog/2027-03/jude cross 17-03-2027.txt", "typed_note_txt", L, "2027-03-17", ["C02"], ["C02-H06"], """
17-03-2027 boat loan - PW1 Jude cross by Xavier (1 hr)
Admitted: engine (Suzuki 25 HP) taken back from Thoothoor beach on 12.03.2025 and sold for Rs. 1,10,000 - sale
amount not given credit in the plaint. (Bad - must amend / give credit in arguments.)
Denied that the engine was defective from the start; service records at Colachel show 2 services only.
Xavier: "boat also is lying at Thoothoor, unusable". ND 21.4 for DW.
""")
u("backlog/2027-06/WhatsApp Chat with Jude Colachel.txt", "whatsapp_export", "A. Jude Thaddeus (client)", "2027-06-17", ["C02"], ["C02-H04", "C02-H08"], """
09/12/2026, 18:10 - Jude Colachel: Sir 2 lakh offer I cannot take. My loss is more than 4 lakh
09/12/2026, 18:22 - S. Jebaraj Daniel: Understood. We will go to trial. Issues framed today
16/06/2027, 19:05 - S. Jebaraj Daniel: Jude, Maria Selvam gave evidence today. Evidence closed both sides. Arguments on 11.08.2027. Bring the engine sale receipt of Rs. 1,10,000
16/06/2027, 19:30 - Jude Colachel: Ok sir. Receipt is with my accountant
17/06/2027, 08:02 - Jude Colachel: Sir receipt photo sent
""")

# ---------------- C03 Kollemcode temple appeal
u("backlog/2026-08/temple 27.8.txt", "typed_note_txt", L, "2026-08-27", ["C03"], ["C03-H01"], """
27.8.26 PDJ Nagercoil - A.S. 37/2026 Kollemcode Bhadrakali temple (Madhavan Pillai)
Admitted. Notice to respondents. PDJ: call for the records of O.A. 14/2024 from the Joint Commissioner, HR&CE,
Tirunelveli. Ramalingam GP takes notice for R1 Commissioner. ND 1.10.
Pillai chettan worried EO will take hundi keys. File IA for injunction next date.
""")
u("backlog/2026-10/IMG-20261001-WA0007.jpg", "handwritten_note_photo", K, "2026-10-01", ["C03"], ["C03-H02"], """
01.10.2026 வியாழன்
மாவட்ட முதன்மை நீதிமன்றம் - A.S. 37/2026 (கொல்லங்கோடு பத்ரகாளி அம்மன் கோவில்)
அரசு வழக்கறிஞர் (GP) பதில் மனு தாக்கல் செய்ய வாய்தா கேட்டார்.
நமது தரப்பு I.A. - செயல் அலுவலர் (EO) உண்டியல் எடுக்கக் கூடாது - தாக்கல்.
அடுத்த வாய்தா 19.11.2026
""")
u("backlog/2026-11/AS 37-2026 IA order 19.11.2026.pdf", "certified_order_sheet_scan", "Principal District Court, Nagercoil", "2026-11-19", ["C03"], ["C03-H03"], """
IN THE COURT OF THE PRINCIPAL DISTRICT JUDGE, KANNIYAKUMARI AT NAGERCOIL
I.A. No. 412 of 2026 in A.S. No. 37 of 2026
19.11.2026  Appellant by Thiru. S. Jebaraj Daniel. R1 by Government Pleader. R2 to R5 by Thiru. K. Sreenivasan.
            Counter filed by R1. Heard. Pending the appeal, as an interim arrangement, the hundi of the temple shall
            be opened once a month in the joint presence of the appellant and the Executive Officer, the collection
            counted and deposited in an S.B. account in the joint names at Indian Bank, Kollemcode. Neither side
            shall withdraw without leave. Daily poojas by the family priest as hitherto. Call on 07.01.2027 for records.
                                                                      Principal District Judge
""")
u("backlog/2027-01/IMG_4418.HEIC", "handwritten_note_photo", L, "2027-01-07", ["C03"], ["C03-H04"], """
7/1 PDJ - temple AS 37
Records from JC Tirunelveli - not come yet. PDJ annoyed, reminder to JC by fax/email. ND 18/2.
Pillai chettan: Nov + Dec hundi = 1,84,300 deposited Indian Bank. Thookkam is March - arrangements?
""")
u("backlog/2027-02/Kollemcode thookkam arrangement 18-2.docx", "typed_note_docx", L, "2027-02-18", ["C03"], ["C03-H05"], """
A.S. 37/2026 - 18.02.2027 - PDJ
Records of O.A. 14/2024 received from JC Tirunelveli today (third hearing since called for).
Thookkam festival (Meenam Bharani, 2027): PDJ ordered that it be conducted by a joint committee of the appellant
(hereditary trustee) and the Executive Officer, with two worshippers nominated by R2 to R5; nercha collections to
go to the same joint account; accounts to be filed after the festival.
Arguments ND 08.04.2027.
""")
u("backlog/2027-04/AS 37 args 8 april.txt", "typed_note_txt", L, "2027-04-08", ["C03"], ["C03-H06"], """
8 april 2027 - temple appeal - my arguments, 50 min.
Points: (1) temple within the tharavad compound, family deity; (2) hundi since 1987 only for maintenance, no
dedication to public; (3) JC ignored the 1952 partition deed of Puthenveedu tharavad (Ex. R7) reserving the temple.
PDJ asked: "Does the public have a right of entry, or only permission?" - to answer with the festival notices.
GP and Sreenivasan to reply. ND 24.6. Festival accounts filed: Rs. 6,12,450 collected.
""")
u("backlog/2027-06/WhatsApp Chat with Madhavan Pillai Kollemcode.txt", "whatsapp_export", "P. Madhavan Pillai (client)", "2027-06-25", ["C03"], ["C03-H03", "C03-H07"], """
19/11/2026, 17:30 - S. Jebaraj Daniel: Pillai chettan, hundi will be opened monthly in joint presence and money put in Indian Bank joint account. EO cannot take it alone
19/11/2026, 17:41 - Madhavan Pillai: Sheri sir. Nannayi. Thank you
24/06/2027, 18:12 - S. Jebaraj Daniel: Today GP took time again for arguments. Sreenivasan argued for 20 min for the worshippers. Next 05.08.2027
25/06/2027, 07:45 - Madhavan Pillai: Sir this GP is always asking time. Can we ask for early date
25/06/2027, 08:30 - S. Jebaraj Daniel: PDJ has fixed 5th Aug. Will press for finishing that day
""")
u("backlog/2027-06/Indian Bank passbook temple joint ac.jpg", "document_photo", "Indian Bank, Kollemcode", "2027-06-30", ["C03"], [], """
INDIAN BANK - Kollemcode Branch   SB A/c No. 71xxxxxx09
Name: Sree Bhadrakali Amman Temple, Kollemcode - jointly operated by P. Madhavan Pillai (Trustee) and
Executive Officer, HR&CE
Date        Particulars              Deposit       Balance
05.12.2026  By cash (hundi Nov)       96,200       96,200
06.01.2027  By cash (hundi Dec)       88,100     1,84,300
22.04.2027  By cash (Thookkam nercha) 6,12,450   7,96,750
30.06.2027  Interest                   4,120     8,00,870
""")

# ---------------- C04 cheque case
u("backlog/2026-08/IMG-20260812-WA0002.jpg", "handwritten_note_photo", K, "2026-08-12", ["C04", "C07"], ["C04-H01", "C07-H01"], """
வழக்கு டைரி - ஆகஸ்ட் 2026                                       க. செல்லப்பன்
10.08  JM-I - STC 412/26 முருகன் பைனான்ஸ் / ஜெகன் - சம்மன் திரும்பி வந்தது (வீடு பூட்டி இருந்தது)
       புதிய சம்மன். வாய்தா 07.09.2026
12.08  வாடகை நீதிமன்றம் (DM) - RCOP 9/25 காதர் / ரமேஷ் - குடியிருப்போர் பதில் (counter) தாக்கல்.
       நிலுவை வாடகை ரூ.1,26,000 கட்ட உத்தரவு. வாய்தா 16.09.2026
""")
u("backlog/2026-09/IMG_20260907_131822.jpg", "handwritten_note_photo", L, "2026-09-07", ["C04"], ["C04-H02"], """
7/9 JM-I Ngl - Murugan Finance v Jegan
Accused absent again. Vasuki madam - NBW straight away, no second summons. "NBW, let police produce."
Subramanian anna present. ND 12/10.
""")
u("backlog/2026-10/jegan appeared 12.10.txt", "typed_note_txt", L, "2026-10-12", ["C04"], ["C04-H03"], """
12.10.2026 STC 412/2026 - Jegan surrendered with Rajasekaran. NBW recalled, bail on own bond + one surety
(Rs. 10,000). Copies furnished. Plea next date. Plan: 143A petition for interim compensation at the plea stage.
ND 16.11.
""")
u("backlog/2026-11/143A petition Jegan.docx", "typed_note_docx", L, "2026-11-16", ["C04"], ["C04-H04"], """
IN THE COURT OF THE JUDICIAL MAGISTRATE No. I, NAGERCOIL     Crl.M.P. No. ___ of 2026 in S.T.C. No. 412 of 2026
PETITION UNDER SECTION 143A OF THE NEGOTIABLE INSTRUMENTS ACT, 1881
The accused has pleaded not guilty today (16.11.2026). The complainant prays that the accused be directed to pay
interim compensation of 20% of the cheque amount of Rs. 3,85,000, i.e. Rs. 77,000, within 60 days.
[note: plea recorded today, Jegan denied; Rajasekaran wants time for counter to 143A. ND 14.12]
""")
u("backlog/2026-12/STC 412-2026 143A order 14.12.2026.pdf", "certified_order_sheet_scan", "Judicial Magistrate No. I, Nagercoil", "2026-12-14", ["C04"], ["C04-H05"], """
IN THE COURT OF THE JUDICIAL MAGISTRATE No. I, NAGERCOIL     S.T.C. No. 412 of 2026
14.12.2026  Complainant present. Accused present. Crl.M.P. u/s 143A N.I. Act heard. The accused has not
            disputed the signature on the cheque. The accused is directed to pay interim compensation of
            Rs. 77,000/- (20% of the cheque amount) to the complainant within 60 days from today.
            For complainant's evidence call on 08.02.2027.
                                                                      Judicial Magistrate No. I
""")
u("backlog/2027-02/jegan 8-2-27.txt", "typed_note_txt", L, "2027-02-08", ["C04"], ["C04-H06"], """
8/2/27 Jegan 138 - 60 days over on 12.2. He has not paid the 77,000 interim compensation - Rajasekaran: "he will
pay in instalments". Told court. CW1 Subramanian proof affidavit filed, Ex P1 cheque, P2 return memo, P3 notice,
P4 ack. ND 8.3 cross.
""")
u("backlog/2027-03/CW1 cross Subramanian 8-3-27.docx", "typed_note_docx", L, "2027-03-08", ["C04"], ["C04-H07"], """
STC 412/2026 - CW1 V. Subramanian cross by Rajasekaran, 08.03.2027
Suggestion: the cheque was a blank signed security cheque given in 2024 for a chit (Rs. 5 lakh chit, Murugan
Finance) and filled up later. Denied. CW1: "loan of 3,85,000 in cash on 02.01.2026, promissory note also there".
Asked about money lending licence - CW1: registered under TN Money Lenders Act, licence produced (Ex P5).
Next: CW2 bank manager, Indian Bank Kottar - summons. ND 12.4.
""")
u("backlog/2027-04/PXL_20270412_124405.jpg", "handwritten_note_photo", L, "2027-04-12", ["C04"], ["C04-H08"], """
12/4 JM-I - Jegan
CW2 S. Rajan, Manager, Indian Bank Kottar - proved return memo, "funds insufficient", balance on 09.04.26 was
Rs. 4,212 only. No cross worth it.
CE closed. 313 next. ND 14/6.
""")
u("backlog/2027-07/WhatsApp Chat with Subramanian Murugan Finance.txt", "whatsapp_export", "V. Subramanian (client)", "2027-07-12", ["C04"], ["C04-H09", "C04-H10"], """
14/06/2027, 11:50 - S. Jebaraj Daniel: Anna, Jegan absent today again. 313 not done. We filed petition to recover the 77,000 interim compensation as fine (s. 421 CrPC / 461 BNSS). ND 12.7
14/06/2027, 12:05 - Subramanian Murugan Finance: Sir ivan ippadi thaan, every time escape
12/07/2027, 12:30 - S. Jebaraj Daniel: 313 questioning over today. Rajasekaran says he will examine a DW (the chit collection agent). Next 03.08.2027 for defence evidence
12/07/2027, 12:40 - Subramanian Murugan Finance: Ok sir. Interim 77,000 still not paid
""")
u("backlog/2027-07/IMG-20270713-WA0005.jpg", "handwritten_note_photo", K, "2027-07-13", ["C04", "C01"], ["C04-H10", "C01-H10"], """
வழக்கு டைரி - ஜூன் / ஜூலை 2027                                 க. செல்லப்பன்
17.06  சார்பு நீதிமன்றம் பத்மநாபபுரம் - OS 112/25 லீலாவதி - PW1 குறுக்கு விசாரணை முடிந்தது - வாய்தா 15.07
12.07  JM-I - STC 412/26 ஜெகன் - 313 கேள்வி முடிந்தது. எதிர் தரப்பு சாட்சி (DW) - வாய்தா 03.08.2027
""")

# ---------------- C05 dowry case
u("backlog/2027-01/mediation report CC 219.pdf", "document_scan", "Mediation Centre, Padmanabhapuram", "2026-12-14", ["C05"], [], """
MEDIATION CENTRE, COURT COMPLEX, PADMANABHAPURAM
Ref: C.C. No. 219 of 2026, Judicial Magistrate, Padmanabhapuram       Date: 14.12.2026
The parties (S. Divya; Suresh Kumar and Kamalam) attended two sittings on 24.11.2026 and 08.12.2026. The
defacto complainant insisted on return of 45 sovereigns of gold jewels and Rs. 3 lakh. The accused offered to
return 20 sovereigns said to be available. No settlement. Report: MEDIATION FAILED.      Mediator
""")
u("backlog/2027-02/CC 219-2026 order 09.02.2027.pdf", "certified_order_sheet_scan", "Judicial Magistrate Court, Padmanabhapuram", "2027-02-09", ["C05"], ["C05-H05"], """
IN THE COURT OF THE JUDICIAL MAGISTRATE, PADMANABHAPURAM     C.C. No. 219 of 2026
09.02.2027  A1 and A2 present. Crl.M.P. No. 1120 of 2026 (discharge of A2) - the statements of the defacto
            complainant and her parents attribute specific demands to A2. Petition dismissed. Charges framed
            against A1 and A2 u/s 85 BNS and s. 4 D.P. Act, read over and explained; they pleaded not guilty.
            Call on 23.03.2027 for examination of PW1. Accused to be present on every hearing.
                                                                      Judicial Magistrate
""")
u("backlog/2027-03/IMG_20270323_150210.jpg", "handwritten_note_photo", L, "2027-03-23", ["C05"], ["C05-H06"], """
23/3 PMPM JM - Suresh / Divya
PW1 Divya chief - demand of 5 lakh for shop, 45 pavan given, car. Said mother-in-law locked her out on 11.2.26.
Cross deferred - we asked, copies of her 161 statement needed. Judge agreed, but "no further time".
ND 22/6.
""")

# ---------------- C06 Kaliyal quarry writ
u("backlog/2026-09/WP 14522 admission 10.9.docx", "typed_note_docx", J, "2026-09-10", ["C06"], ["C06-H01"], """
W.P.(MD) No. 14522 of 2026 - Madurai Bench, Court 5 - 10.09.2026 (Rinsha)
Admitted. Notice. Mr. R. Murugesan, AGP takes notice for R1 to R4. Private notice to R5 permitted.
Judge asked: "What is the distance from the nearest house? Your affidavit says 150 m, the lease order says no
habitation within 300 m." Told him photos and a sketch are in the typed set.
Interim prayer (no blasting) next date. Posted 08.10.2026.
""")
u("backlog/2026-11/madurai 26 nov.txt", "typed_note_txt", J, "2026-11-26", ["C06"], ["C06-H03"], """
26.11.2026 Kaliyal quarry writ - R5 counter filed by V. Prakash: says 310 m from nearest house as per their
surveyor, DEIAA clearance obtained. AGP Murugesan sought 4 weeks for instructions from AD Geology & Mining for
R1-R4 counter. Interim (no blasting) continues. Posted 28.01.2027.
Robinson sir (sangam secretary) says lorries still coming at night - take photos.
""")
u("backlog/2027-01/WP(MD) 14522-2026 order 28.01.2027.pdf", "certified_order_sheet_scan", "Madras High Court, Madurai Bench", "2027-01-28", ["C06"], ["C06-H04"], """
BEFORE THE MADURAI BENCH OF MADRAS HIGH COURT
W.P.(MD) No. 14522 of 2026    Dated: 28.01.2027
THE HON'BLE MR. JUSTICE S. THIRUMALAI NAMBI
ORDER: The petitioner says the nearest dwelling is 150 m away; R5 says 310 m. The distance is a matter to be
measured on the ground and not by affidavits. The Assistant Director, Geology and Mining, Nagercoil, shall
conduct a joint inspection with the Tahsildar, Vilavancode, in the presence of the petitioner-association and R5,
measure the distance from the quarry boundary to the nearest dwelling and to the Kaliyal channel, and file a
report. The interim order of 08.10.2026 shall continue. Post on 11.03.2027.
""")
u("backlog/2027-03/joint inspection report Kaliyal.pdf", "document_scan", "Assistant Director, Geology and Mining, Nagercoil", "2027-03-05", ["C06"], [], """
OFFICE OF THE ASSISTANT DIRECTOR, DEPARTMENT OF GEOLOGY AND MINING, NAGERCOIL
Joint inspection report in W.P.(MD) No. 14522 of 2026              Date of inspection: 22.02.2027
Present: Tahsildar Vilavancode, Firka Surveyor, J. Robinson (secretary, petitioner) and manager of R5.
Measured with total station from the lease boundary (S.F. 455/1):
  nearest dwelling (house of one Ponnayyan, Door No. 2/41)  - 212 metres
  Kaliyal channel (irrigation)                               - 64 metres
  Kaliyal Govt. Primary School                               - 480 metres
                                                       sd/- Assistant Director (G&M)
""")
u("backlog/2027-03/kaliyal 11.3.txt", "typed_note_txt", L, "2027-03-11", ["C06"], ["C06-H05"], """
11/3/27 Madurai - Kaliyal quarry writ. Joint inspection report filed by AGP: nearest dwelling 212 metres from
the lease boundary (rule is 300 m), channel 64 m. Judge: "then the lease order's recital of no habitation within
300 m is wrong on its face". Prakash for R5 sought time to respond to the report. Posted 15.04.2027.
""")
u("backlog/2027-04/20270415_170245.jpg", "handwritten_note_photo", L, "2027-04-15", ["C06"], ["C06-H06"], """
15/4 Madurai Ct 5 - Kaliyal
Argued 40 min - 212 m v 300 m; Collector relied on AD's earlier wrong report.
Prakash: lease can be modified, quarry edge can be moved. Judge: part heard, interim extended.
Posted 10/6 (after vacation).
""")

# ---------------- C07 rent case
u("backlog/2026-09/kader 16-9.txt", "typed_note_txt", L, "2026-09-16", ["C07"], ["C07-H02"], """
16.9.2026 RCOP 9/2025 Kader shop - tenant has not deposited the arrears of Rs. 1,26,000 (9 months x 14,000)
as ordered on 12.8. Sivasubramanian: "tenant's business is down, Onam season gone". DM gave last chance. ND 14.10.
""")
u("backlog/2026-10/IMG_20261014_125930.jpg", "handwritten_note_photo", L, "2026-10-14", ["C07"], ["C07-H03"], """
14/10 DM Ngl - Kader v Ramesh
Tenant deposited only 84,000 (6 months). Balance 42,000 not paid. Kader bhai PW1, Ramesh RW1 - both examined
today. Wilful default clear. Orders ND 18/11.
""")
u("backlog/2026-11/RCOP 9-2025 order 18.11.2026.pdf", "certified_order_sheet_scan", "Rent Court, Nagercoil", "2026-11-18", ["C07"], ["C07-H04"], """
IN THE RENT COURT (PRINCIPAL DISTRICT MUNSIF), NAGERCOIL     R.C.O.P. No. 9 of 2025
18.11.2026  Order pronounced. The respondent-tenant has committed wilful default in payment of rent from
            February 2025 and did not comply with the order of deposit dated 12.08.2026 in full. The petition is
            allowed. The respondent shall deliver vacant possession of Shop No. 3, Kader Buildings, Vadasery,
            to the petitioner on or before 28.02.2027. Costs Rs. 3,000.
                                                                 District Munsif-cum-Rent Court
""")
u("backlog/2026-11/WhatsApp Chat with Kader Bhai.txt", "whatsapp_export", "M. Abdul Kader (client)", "2026-11-18", ["C07"], ["C07-H03", "C07-H04"], """
14/10/2026, 18:02 - Kader Bhai: Sir evidence over? He paid only 84,000 no
14/10/2026, 18:10 - S. Jebaraj Daniel: Yes. Orders on 18.11
18/11/2026, 12:35 - S. Jebaraj Daniel: Kader bhai, eviction ordered. Ramesh must vacate by 28.02.2027. Costs 3,000 also
18/11/2026, 12:50 - Kader Bhai: Alhamdulillah. Thank you sir 🙏
""")

# ---------------- week plan and cause list (no hearing of their own)
u("backlog/2027-07/Week plan 2-6 Aug.docx", "typed_note_docx", L, "2027-07-31", ["C01", "C04", "C03", "C06", "C05", "C02"], [], """
WEEK 02.08 - 06.08.2027
Tue 03.08  Sub Court PMPM - Leelavathy OS 112/25 - cross of PW2 Thankappan (Gopakumar). ME.
           JM-I Ngl - Jegan STC 412/26 - DW (chit agent?) - Rinsha; object if no summons list; press recovery of 77,000.
Thu 05.08  PDJ Ngl - Kollemcode temple AS 37/26 - respondents' arguments (GP, Sreenivasan). ME.
           Madurai Ct 5 - Kaliyal writ - final hearing - Rinsha to mention / pass over till I come by 2 pm?
Tue 10.08  JM PMPM - Suresh dowry CC 219/26 - PW2 (Divya's father Selvaraj).
Wed 11.08  Sub Court Kuzhithurai - boat loan OS 48/26 - arguments; give credit for 1,10,000 engine sale.
""")
u("backlog/2027-08/Sub Court PMPM cause list 03.08.2027.pdf", "cause_list_pdf", "Sub Court, Padmanabhapuram", "2027-08-02", ["C01"], [], """
IN THE COURT OF THE SUBORDINATE JUDGE, PADMANABHAPURAM - CAUSE LIST FOR 03.08.2027 (TUESDAY)
EVIDENCE
 1. O.S. 56/2024   Ponnammal vs Sahayam & Ors.                     - PW1 chief
 2. O.S. 112/2025  K. Leelavathy vs K. Sasidharan Nair & 3 Ors.    - PW2 cross
 3. O.S. 201/2025  Indian Overseas Bank, Thuckalay vs Jayakumar     - DW1
HEARING
 4. A.S. 14/2026   Christudhas vs Mariammal                         - arguments
 5. E.P. 33/2025   Velappan Nadar vs Stella Bai                     - for delivery
 6. I.A. 501/2027 in O.S. 88/2027  Thankaraj vs Sujatha             - counter
""")
