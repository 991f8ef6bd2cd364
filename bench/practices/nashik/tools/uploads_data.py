"""The uploads of the Nashik practice: what Adv. Gaikwad, his junior Snehal and his karkun Sakharam actually kept."""

L, J, K = "Prashant Dattatray Gaikwad", "Snehal Bhamre", "Sakharam Jadhav (karkun)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2025-04/IMG_20250419_101233.jpg", "document_photo", "Vinayak Agro Exports Pvt. Ltd.", "2025-04-19", ["C01"], [], """
VINAYAK AGRO EXPORTS PVT. LTD.   Pack House: Dindori Road, Mhasrul, Nashik
GRAPE PURCHASE PATTI / RECEIPT         Season 2024-25
Grower: Nivrutti Sopan Sanap, Gat No. 412, Pimpalgaon Baswant, Tal. Niphad
Variety: Thompson Seedless (export)   Plot reg. GrapeNet No. MH-NS-xxxx
Total quantity received: 41,600 kg @ Rs. 72/- per kg = Rs. 29,95,200/-
Paid by RTGS: Rs. 11,35,200/-      Balance payable within 30 days of shipment.
sd/- for Vinayak Agro Exports Pvt. Ltd. (Sachin Rathi, Director)
""")
u("backlog/2025-08/SCS plaint Sanap.pdf", "document_scan", L, "2025-08-04", ["C01"], [], """
IN THE COURT OF CIVIL JUDGE SENIOR DIVISION, NASHIK
SPECIAL CIVIL SUIT NO. ____ OF 2025
Nivrutti Sopan Sanap, age 52, occ. agriculture, r/o Pimpalgaon Baswant, Tal. Niphad, Dist. Nashik ... PLAINTIFF
Versus
Vinayak Agro Exports Pvt. Ltd., through its Director Sachin Rathi, Dindori Road, Nashik ... DEFENDANT
SUIT FOR RECOVERY OF Rs. 18,60,000/- WITH INTEREST @ 18% p.a.
1. The plaintiff supplied 41,600 kg export quality Thompson Seedless grapes in March 2025 at the agreed rate of
Rs. 72 per kg. The defendant paid only Rs. 11,35,200 and the balance of Rs. 18,60,000 remains due.
2. The defendant never complained of quality within the agreed time; the consignment was shipped to Rotterdam.
3. Legal notice dated 02.06.2025 was received but not replied.
PRAYER: decree for Rs. 18,60,000 with interest and costs.          Adv. P. D. Gaikwad, for the plaintiff
""")
u("backlog/2026-03/residue lab report vinayak.pdf", "document_scan", "Agri Residue Testing Laboratory, Pune", "2026-03-10", ["C01"], [], """
AGRI RESIDUE TESTING LABORATORY, PUNE (NABL accredited)
TEST REPORT No. ARTL/GR/2025/1187     Date of report: 28.03.2025
Sample: Table grapes (Thompson Seedless), lot of grower N. S. Sanap, drawn by Vinayak Agro Exports
Result: Chlormequat chloride 0.09 mg/kg (EU MRL 0.05) - EXCEEDS
Remark: Lot not fit for EU export.
(annexed to the defendant's written statement, produced 10.03.2026)
""")
u("backlog/2025-10/surety bond Kale patsanstha.pdf", "document_scan", "Shri Sant Nivruttinath Nagari Sahakari Patsanstha Maryadit, Sinnar", "2025-10-13", ["C02"], [], """
श्री संत निवृत्तीनाथ नागरी सहकारी पतसंस्था मर्यादित, सिन्नर
कर्ज खाते क्र. 1457   कर्जदार: बाळासाहेब दगडू कदम   कर्ज रक्कम: रु. 5,00,000/-  दि. 14.03.2021
जामीनदार करारपत्र (surety bond)
आम्ही खालील सही करणार जामीनदार 1) सुरेश नामदेव काळे 2) पोपट रघुनाथ सांगळे ...
थकबाकी दि. 30.09.2025 अखेर: मुद्दल व व्याज मिळून रु. 7,42,500/-
कलम 91 महाराष्ट्र सहकारी संस्था अधिनियम 1960 अन्वये दावा दाखल.
""")
u("backlog/2026-04/IMG-20260409-WA0007.jpg", "document_photo", "Nazarat, District Court Nashik", "2026-04-09", ["C03"], [], """
जिल्हा न्यायालय, नाशिक - नाझर शाखा
पावती क्र. 8842          दि. 09.04.2026
R.C.S. No. 512/2024  वत्सला जोशी वि. दिलीप अग्रवाल
प्रतिवादी यांजकडून थकीत भाडे न्यायालयात जमा: रु. 1,10,000/- (एक लाख दहा हजार फक्त)
(Rent Rs. 2,750 p.m.)      नाझर
""")
u("backlog/2025-07/Sanjivani discharge summary Kishor.pdf", "document_scan", "Sanjivani Multispeciality Hospital, Dwarka, Nashik", "2025-08-09", ["C04"], [], """
SANJIVANI MULTISPECIALITY HOSPITAL, DWARKA, NASHIK
DISCHARGE SUMMARY     IPD No. 25/3391
Patient: Kishor Laxman Pawar, 34 M, r/o Ozar     DOA: 12.07.2025   DOD: 08.08.2025
Diagnosis: RTA - compound fracture shaft of left tibia and fibula; fracture left patella
Procedures: ORIF with interlocking nail (14.07.2025); patellar tension band wiring (21.07.2025)
Final bill: Rs. 3,86,400/-    Advised: non-weight bearing 12 weeks, follow-up Dr. Amit Sonawane (Ortho)
""")
u("backlog/2026-01/DIR protection officer Sayali.pdf", "document_scan", "Protection Officer, Nashik", "2026-01-20", ["C05"], [], """
DOMESTIC INCIDENT REPORT (Form I, Rule 5 PWDV Rules)
Aggrieved person: Sayali Amol Shinde, 27, presently r/o parents' house, Jail Road, Nashik Road
Respondents: 1) Amol Ramdas Shinde (husband) 2) Ramdas Shinde 3) Mangal Ramdas Shinde, Satpur Colony, Nashik
Incidents: taunts for dowry (demand of Rs. 2 lakh for a car), beating on 14.09.2025, driven out of matrimonial
home on 02.10.2025 with her daughter aged 3.
Submitted 20.01.2026     Protection Officer, Women & Child Development, Nashik
""")
u("backlog/2025-08/cheque return memo Gholap.pdf", "document_scan", "Niphad Taluka Sahakari Bank Ltd., Lasalgaon", "2025-08-06", ["C06"], [], """
NIPHAD TALUKA SAHAKARI BANK LTD., Branch Lasalgaon
CHEQUE RETURN MEMO   Date: 06.08.2025
Cheque No. 003316 dated 01.08.2025, Rs. 2,85,000/-, drawer Rajendra Tukaram Gholap, payee Laxmi Onion Traders
Reason for return: Funds Insufficient
""")
u("backlog/2024-01/Bombay HC bail order Ganesh Dhatrak.pdf", "document_scan", "High Court of Judicature at Bombay", "2024-01-17", ["C07"], [], """
IN THE HIGH COURT OF JUDICATURE AT BOMBAY
CRIMINAL APPELLATE JURISDICTION
BAIL APPLICATION NO. 3127 OF 2023
Ganesh @ Ganya Bhaurao Dhatrak ... Applicant   vs   State of Maharashtra ... Respondent
Mr. P. D. Gaikwad for the applicant.  Mr. A. S. More, APP for the State.
CORAM: S. R. KADAM, J.     DATE: 17 JANUARY 2024
The applicant is in custody since 22.08.2023 (Mhasrul P.S. C.R. No. 214 of 2023). Charge-sheet filed. Injury to the
first informant is on the forearm. Applicant be released on bail on P.R. bond of Rs. 25,000 with one surety; shall
attend Mhasrul police station on first Monday of every month till the charge is framed.
""")
u("backlog/2025-11/repudiation letter Dhikale.pdf", "document_scan", "Bharat Suraksha General Insurance Co. Ltd.", "2025-06-30", ["C08"], [], """
BHARAT SURAKSHA GENERAL INSURANCE CO. LTD., Regional Office, Pune
Ref: RWBCIS/NSK/2025/0871                      Date: 30.06.2025
To, Shri Machhindra Shankar Dhikale, Mohadi, Tal. Dindori, Dist. Nashik
Sub: Your claim for hailstorm damage to grape crop dated 11.03.2025 - Policy No. 2425/GR/55812
Your claim for Rs. 4,80,000 is repudiated as intimation was not given within 72 hours and the add-on cover for
hailstorm was not opted. Regards, Claims Manager
""")

# ---------------- C01 Sanap grape suit
u("backlog/2026-03/IMG_20260310_171844.jpg", "handwritten_note_photo", L, "2026-03-10", ["C01"], ["C01-H01"], """
10/3 - CJSD Ct 2 - Deshpande madam
SCS 318/25 Sanap v. Vinayak Agro
WS aala finally. Defence - residue (chlormequat) jast, EU la reject, mhanun quality deduction. Lab report Pune
chi annex keli - pan report 28.3.25 cha, shipment nantar?? check.
Pltf say / rejoinder - 7/4.   Sanap la phone kela.
""")
u("backlog/2026-04/IMG-20260407-WA0021.jpg", "handwritten_note_photo", K, "2026-04-07", ["C01"], ["C01-H02"], """
दि. 07.04.2026  मंगळवार
दिवाणी न्यायाधीश वरिष्ठ स्तर, कोर्ट नं. 2
स्पे.दि.मु. 318/2025 सानप वि. विनायक ॲग्रो
आज मुद्दे (issues) काढले - एकूण 6 मुद्दे.
पुढील तारीख 16.06.2026 - वादीचा पुरावा.
- सखाराम
""")
u("backlog/2026-06/sanap suit 16.6.docx", "typed_note_docx", L, "2026-06-16", ["C01"], ["C01-H03"], """
16.06.2026 - SCS 318/2025 Sanap v. Vinayak Agro Exports - CJSD Ct. 2
Affidavit of evidence of PW1 Nivrutti Sanap filed at Exh. 41, with patti (Exh. 42) and notice (Exh. 43).
Adv. Kotwal for deft asked that cross be deferred - "director out of India, instructions needed". Madam allowed
but warned next time no deferment.
Next date 14.07.2026 for cross of PW1.
""")
u("backlog/2026-07/20260714_125510.jpg", "handwritten_note_photo", L, "2026-07-14", ["C01"], ["C01-H04"], """
14.7 Sanap suit
Kotwal gairhajar. Madam ne Rs. 500 costs lavle deft var. Cross kela nahi.
ND 11/8. Sanap bhau chidle hote - "varsh zala".
""")
u("backlog/2026-08/WhatsApp Chat with Sanap Anna Pimpalgaon.txt", "whatsapp_export", "Nivrutti Sanap", "2026-10-13", ["C01"], ["C01-H05"], """
11/08/26, 5:02 pm - Adv Prashant Gaikwad: Namaskar anna. Aaj tumchi ulat tapasni purna zali. Kotwal ne residue varch prashna vicharle, tumhi barobar uttar dila.
11/08/26, 5:05 pm - Adv Prashant Gaikwad: Pudhchi tarikh 13 October. Dalal Dnyaneshwar Kadam la sakshi mhanun aanaycha aahe.
11/08/26, 6:40 pm - Sanap Anna: Ho saheb. Kadam la sangto. Tyacha gala Lasalgaon la aahe.
13/10/26, 7:15 pm - Sanap Anna: Saheb aajcha kay zala? Kadam mhanala changla zala.
""")
u("backlog/2026-10/PW2 dalal kadam 13.10.txt", "typed_note_txt", L, "2026-10-13", ["C01"], ["C01-H06"], """
13.10.2026  SCS 318/2025 Sanap - PW2 Dnyaneshwar Kadam (commission agent, Lasalgaon)
Chief: he arranged the deal, rate Rs. 72/kg fixed at the plot in front of him, Vinayak's supervisor checked
berries (size 18 mm +) and accepted, loaded 3 reefer containers.
Cross by Kotwal: admits he gets 1% commission from the grower; denies any residue complaint was told to him.
Our evidence closed (PE closed by pursis Exh. 52).
ND 08.12.2026 - deft's evidence.
""")
u("backlog/2026-12/IMG_20261208_163020.jpg", "handwritten_note_photo", L, "2026-12-08", ["C01"], ["C01-H07"], """
8 Dec - Sanap suit - DE
DW1 Sachin Rathi (director) affidavit filed. Original lab report & email of EU buyer cha copy aamhala dila nahi -
mhanun cross deferred, madam ne deft la copy dyaila sangitle.
ND 12.1.27 cross of DW1.
""")
u("backlog/2027-01/CamScanner 12-01-2027 16.42.pdf", "certified_order_sheet_scan", "Civil Judge Senior Division, Nashik", "2027-01-13", ["C01"], ["C01-H08"], """
IN THE COURT OF CIVIL JUDGE SENIOR DIVISION, NASHIK (COURT NO. 2)
S.C.S. No. 318/2025
ROZNAMA
12.01.2027   Pltf. absent. Adv. Gaikwad for pltf. present. Deft. through Director present. Adv. Kotwal present.
             DW1 Sachin Rathi present. Cross-examination of DW1 by Adv. for pltf. commenced and recorded in part.
             For want of time, further cross deferred.
             Adjd. to 25.01.2027 for further cross of DW1.
                                                     (M. S. Deshpande) C.J.S.D., Nashik
""")
u("backlog/2027-01/sanap DW1 cross 12 jan.docx", "typed_note_docx", L, "2027-01-12", ["C01"], ["C01-H08"], """
12.01.2027 - Sanap v. Vinayak Agro - DW1 Sachin Rathi cross (part)
Admitted: shipment sailed from JNPT on 24.03.2025 - i.e. BEFORE the lab report dated 28.03.2025.
Admitted: no written rejection was sent to Sanap within 7 days as per their own grower registration form.
Could not say how much the EU buyer deducted - "will produce buyer's credit note".
Remaining cross 25.01.2027. Keep ready: GrapeNet plot registration, bill of lading.
""")

# ---------------- C02 Kale guarantor (Co-operative Court)
u("backlog/2026-02/IMG-20260216-WA0004.jpg", "handwritten_note_photo", K, "2026-02-16", ["C02"], ["C02-H01"], """
दि. 16.02.2026 सोमवार
सहकार न्यायालय क्र. 1, नाशिक
दावा क्र. CCN/47/2025 सिन्नर पतसंस्था वि. बाळासाहेब कदम व इतर
आपण सामनेवाला क्र. 3 सुरेश काळे तर्फे वकीलपत्र दिले. लेखी म्हणणे साठी मुदत.
पुढील तारीख 16.03.2026
""")
u("backlog/2026-03/Kale CCN 47 16 march.docx", "typed_note_docx", L, "2026-03-16", ["C02"], ["C02-H02"], """
16.03.2026 - Co-op Court No. 1 - CCN/47/2025 Sinnar Patsanstha v. Kadam & ors
Written say of opp. 3 (Kale) filed: surety bond signed in 2021 only for the original loan; loan renewed/rescheduled
in 2023 without his consent - discharged u/s 133 and 139 of the Contract Act.
Opp. 1 Balasaheb Kadam (borrower) absent despite service - proceeded ex parte.
Adv. Bhadane for society filed application u/s 95 MCS Act for attachment before award against all opponents.
Our say on it - 15.06.2026 (vacation in between).
""")
u("backlog/2026-06/20260615_140212.jpg", "handwritten_note_photo", L, "2026-06-15", ["C02"], ["C02-H03"], """
15/6 Co-op Ct - Kale kaka
Sec 95 attachment - Patil saheb rejected as against opp 3 (guarantor, no material of alienation). Chaan.
Issues framed. Patil saheb asked Bhadane to bring the bye-laws and the renewal resolution.
ND 24/8 - disputant's evidence.
""")
u("backlog/2026-08/shelke cross 24.8.txt", "typed_note_txt", L, "2026-08-24", ["C02"], ["C02-H04"], """
24.08.2026 - CCN/47/2025 - cross of Pramod Shelke, secretary of the patsanstha
Admits: loan a/c 1457 rescheduled by board resolution no. 9 dated 18.05.2023.
Admits: the renewal form bears signature of borrower only, not of guarantors Kale or Sangle.
Admits: no notice to guarantors before 2025.
Could not produce original surety bond - says it is with the vasuli adhikari.
ND 28.09.2026
""")
u("backlog/2026-09/IMG-20260928-WA0015.jpg", "handwritten_note_photo", K, "2026-09-28", ["C02"], ["C02-H05"], """
दि. 28.09.2026
सहकार न्यायालय - सिन्नर पतसंस्था वि. कदम (काळे साहेब)
संस्थेच्या वकील भदाणे मॅडम यांनी मूळ जामीनदार करारपत्र हजर करण्यासाठी वेळ मागितला. मूळ कागद सापडत नाही असे सांगितले.
पुढील तारीख 26.10.2026
""")
u("backlog/2026-10/IMG_20261026_180455.jpg", "handwritten_note_photo", L, "2026-10-26", ["C02"], ["C02-H06"], """
26.10 Kale kaka - Co-op Ct
Original surety bond produced today - Kale's sign only on pg 2, pg 3 blank!
Kale kaka examined (our evidence), Bhadane cross - he stood firm.
Evidence closed both sides. ND 18.12 args.
""")
u("backlog/2026-10/correction kale ND.txt", "typed_note_txt", L, "2026-10-27", ["C02"], ["C02-H06"], """
27.10.26 - correction
Kale kaka Co-op Court - yesterday's diary says ND 18.12 - WRONG. Sakharam checked the board/roznama today:
next date is 18.01.2027 (Monday) for arguments. 18.12 was the date of some other matter of Patil saheb.
Told Kale kaka on phone.
""")
u("backlog/2027-01/Kale args 18 jan 27.docx", "typed_note_docx", L, "2027-01-18", ["C02"], ["C02-H07"], """
18.01.2027 - CCN/47/2025 - arguments
Bhadane argued for the society 40 min - guarantor's liability co-extensive, s. 128 Contract Act, bye-law 44.
Our arguments could not be taken up, Patil saheb said paucity of time, 4 old matters of 2019.
Next date 15.02.2027 - our arguments. Prepare: s. 133 discharge, the blank page 3 of the bond, Shelke admissions.
""")
u("backlog/2027-01/CCN 47 roznama.pdf", "certified_order_sheet_scan", "Co-operative Court No. 1, Nashik", "2027-01-19", ["C02"], ["C02-H07"], """
सहकार न्यायालय क्रमांक 1, नाशिक
दावा क्र. CCN/47/2025
रोजनामा
18.01.2027   वादी संस्थेतर्फे ॲड. भदाणे हजर. सा.वा. क्र. 3 तर्फे ॲड. गायकवाड हजर.
             वादी संस्थेचा युक्तिवाद ऐकला. वेळेअभावी सा.वा. क्र. 3 चा युक्तिवाद होऊ शकला नाही.
             पुढील तारीख 15.02.2027 - सा.वा. 3 चा युक्तिवाद.
                                                     (व्ही. बी. पाटील) न्यायाधीश, सहकार न्यायालय
""")

# ---------------- C03 Joshi wada eviction
u("backlog/2026-02/IMG-20260205-WA0011.jpg", "handwritten_note_photo", K, "2026-02-05", ["C03"], ["C03-H01"], """
दि. 05.02.2026 गुरुवार
दिवाणी न्यायाधीश कनिष्ठ स्तर कोर्ट नं. 4 - बागुल साहेब
नि.दि.मु. 512/2024 जोशी आजी वि. अग्रवाल (किराणा दुकान)
अनिरुद्ध जोशी (वादी साक्षीदार 1) यांची उलटतपासणी शेख वकील यांनी पूर्ण केली.
पुढील तारीख 09.04.2026
""")
u("backlog/2026-04/20260409_161210.jpg", "handwritten_note_photo", L, "2026-04-09", ["C03"], ["C03-H02"], """
9/4 Joshi aaji - Bagul saheb
Bagul saheb ne tenant la arrears bharayla sangitle - aaj Rs. 1,10,000 nazarat madhe jama. (pavti photo ghetla)
Aamcha PE closed. ND 11/6 DE.
""")
u("backlog/2026-07/joshi DW1 9 july.txt", "typed_note_txt", L, "2026-07-09", ["C03"], ["C03-H04"], """
09.07.2026 - RCS 512/2024 Joshi v. Agrawal - DW1 Dilip Agrawal
Chief: tenant since 1998, rent paid to late Bhalchandra Joshi in cash, no receipts after 2022 because landlady
refused to accept. Says son Anirudha has a flat in Indira Nagar - no need of shop.
Our cross: admitted Anirudha's flat is residential; admitted he has another shop at Dindori Road (in wife's name).
ND 03.09.2026.
""")
u("backlog/2026-09/3 sept page.jpg", "handwritten_note_photo", L, "2026-09-03", ["C03", "C01"], ["C03-H05"], """
3 Sept (Thu)
1) Joshi aaji eviction - DE closed. Shaikh ne args sathi vel magitla (not ready). ND 8/10 args.
2) Sanap called (no date today) - Kadam dalal yenar 13 Oct la, tyacha kharcha kon denar vicharat hota. Told him
   witness expenses we will claim in costs.
""")
u("backlog/2026-10/Document 3.docx", "typed_note_docx", L, "2026-10-08", ["C03"], ["C03-H06"], """
08.10.2026 Joshi eviction - args
Argued: s. 16(1)(g) bona fide need - Anirudha lost his job at Ambad MIDC, wants to start a medical shop; the wada
shop is the only ground-floor premises of the family. Arrears since Jan 2023 - deposit came only after court's order.
Shaikh argued comparative hardship; tenant's family business since 1998.
Closed for judgment - 17.12.2026.
""")
u("backlog/2026-12/RCS 512 judgment operative.pdf", "certified_order_sheet_scan", "Civil Judge Junior Division, Nashik", "2026-12-21", ["C03"], ["C03-H07"], """
IN THE COURT OF CIVIL JUDGE JUNIOR DIVISION, NASHIK (COURT NO. 4)
R.C.S. No. 512/2024     Smt. Vatsala B. Joshi  vs  Dilip R. Agrawal
17.12.2026  Judgment pronounced in open court.
ORDER
1. The suit is decreed with costs.
2. The defendant shall hand over vacant and peaceful possession of the suit shop to the plaintiff within three
   months from today.
3. The defendant shall pay arrears of rent from 01.01.2023 at Rs. 2,750 per month; the amount of Rs. 1,10,000
   deposited in court be paid to the plaintiff.
                                                       (S. N. Bagul) C.J.J.D., Nashik
""")

# ---------------- C04 Kishor Pawar MACT
u("backlog/2026-04/IMG_20260416_173301.jpg", "handwritten_note_photo", L, "2026-04-16", ["C04"], ["C04-H02"], """
16/4 MACT - Bhosale saheb - Kishor Pawar
Insurer WS filed (Deore madam): driver's licence not valid for transport vehicle, claimant rode without helmet -
contributory negligence. Owner Shaikh Rafiq not appearing - ex parte.
Issues framed. ND 23/7 claimant's evidence.
""")
u("backlog/2026-07/Kishor PW1 23.07.docx", "typed_note_docx", L, "2026-07-23", ["C04"], ["C04-H03"], """
23.07.2026 - MACP 233/2025 Kishor Pawar - PW1
Kishor's affidavit: vegetable vendor, income Rs. 18,000 p.m., hit from behind by truck MH-15-xx-xxxx near Ozar
(Mumbai-Agra highway) at about 7.30 pm on 12.07.2025; 27 days in Sanjivani; bill Rs. 3,86,400.
Deore madam's cross: helmet - he says he was wearing; no ITR - admits.
ND 27.08.2026 - PW2 doctor.
""")
u("backlog/2026-09/dr sonawane PW2 24.9.txt", "typed_note_txt", L, "2026-09-24", ["C04"], ["C04-H05"], """
24.09.2026  MACT - Kishor Pawar - PW2 Dr. Amit Sonawane (Ortho, Sanjivani)
Proved disability certificate: 35% permanent disability of the left lower limb; limp; cannot squat.
Functional disability for a vendor who stands all day - said "more than 35% functionally". Good.
Deore madam cross: no board certificate from Civil Hospital - he said not required for treating doctor.
ND 29.10.2026
""")
u("backlog/2027-01/Kishor MACT 14 jan.docx", "typed_note_docx", L, "2027-01-14", ["C04"], ["C04-H08"], """
14.01.2027 - MACP 233/2025 - insurer's evidence
DW1 Pallavi Kulkarni, Sr. Executive (Legal), Bharat Suraksha - affidavit on licence: DL of driver was LMV-NT.
Our cross (part): admitted she has no personal knowledge; admitted truck's GVW 7,400 kg - LMV category
(Mukund Dewangan point). Rest of cross 25.01.2027.
""")
u("backlog/2027-01/MACP 233 roznama 14.01.pdf", "certified_order_sheet_scan", "Motor Accident Claims Tribunal, Nashik", "2027-01-15", ["C04"], ["C04-H08"], """
MOTOR ACCIDENT CLAIMS TRIBUNAL, NASHIK
M.A.C.P. No. 233/2025
ROZNAMA
14.01.2027   Claimant with Adv. Gaikwad present. Adv. Deore for Opp. No. 2 (insurer) present. Opp. No. 1 ex parte.
             DW1 Pallavi Kulkarni filed affidavit in lieu of examination-in-chief at Exh. 61. Cross by Adv. for
             claimant partly recorded.
             Adjd. to 25.01.2027 for further cross of DW1.
                                                         (P. K. Bhosale) Member, M.A.C.T., Nashik
""")

# ---------------- C05 Sayali DV
u("backlog/2026-02/20260212_133006.jpg", "handwritten_note_photo", L, "2026-02-12", ["C05"], ["C05-H01"], """
12.2 JMFC 7 - Wankhede madam - Sayali DV
All 3 respondents appeared with Thorat. DIR of PO on record (beating 14.9.25).
Interim appl. u/s 23 - say by resp. ND 12/3.
""")
u("backlog/2026-03/IMG-20260312-WA0009.jpg", "handwritten_note_photo", K, "2026-03-12", ["C04", "C05"], ["C04-H01", "C05-H02"], """
दि. 12.03.2026 गुरुवार
1) मोटार अपघात न्यायाधिकरण - किशोर पवार केस - विमा कंपनीने लेखी कैफियत साठी वेळ मागितला. मालक गैरहजर.
   पुढील तारीख 16.04.2026
2) JMFC कोर्ट 7 - सायली शिंदे केस - सामनेवाल्यांनी म्हणणे दिले नाही. मॅडमनी रु. 1,000 खर्च लावला.
   पुढील तारीख 28.04.2026
""")
u("backlog/2026-04/Scan_20260428.pdf", "certified_order_sheet_scan", "JMFC Court No. 7, Nashik", "2026-04-30", ["C05"], ["C05-H03"], """
IN THE COURT OF JUDICIAL MAGISTRATE FIRST CLASS, COURT NO. 7, NASHIK
Cri. M.A. No. 1182/2025   Sayali A. Shinde vs Amol R. Shinde & 2 Ors.
ORDER BELOW EXH. 5 (interim application u/s 23 of the PWDV Act)
28.04.2026
Heard both sides. Prima facie the applicant was subjected to domestic violence and is living with her minor
daughter at her parents' house. Respondent No. 1 is employed at a private company at Ambad MIDC.
1. Respondent No. 1 shall pay interim maintenance of Rs. 8,000/- per month to the applicant and her daughter, and
   Rs. 3,000/- per month towards rent, from the date of application, on or before the 10th of every month.
2. The respondents shall not commit any act of domestic violence.
Next date 27.07.2026.                                         (A. P. Wankhede) J.M.F.C., Nashik
""")
u("backlog/2026-04/WhatsApp Chat with Sayali Shinde.txt", "whatsapp_export", "Sayali Shinde", "2026-07-27", ["C05"], ["C05-H03", "C05-H04"], """
28/04/26, 3:12 pm - Adv Prashant Gaikwad: Sayali tai, interim order zala. Dar mahina 8000 potgi ani 3000 bhade. Arjachya tarkhe pasun.
28/04/26, 3:14 pm - Sayali Shinde: Thank you sir 🙏 pan to deil ka?
28/04/26, 3:20 pm - Adv Prashant Gaikwad: Nahi dila tar vasulisathi arj karu. Pudhchi tarikh 27 July.
10/06/26, 9:01 pm - Sayali Shinde: Sir ajun ek rupaya pan nahi aala
27/07/26, 1:45 pm - Adv Prashant Gaikwad: Aaj Amol ne court madhe 24,000 dile arrears paiki. Baki arrears sathi vasuli arj pending thevla. Madam ne mediation la pathavle. Pudhchi tarikh 7 Sept.
27/07/26, 1:50 pm - Sayali Shinde: Mediation la mi ekti jau ka sir?
27/07/26, 1:52 pm - Adv Prashant Gaikwad: Snehal madam yetil tumchya barobar.
""")
u("backlog/2027-01/sayali RE 11.1.txt", "typed_note_txt", L, "2027-01-11", ["C05"], ["C05-H07"], """
11.1.27 Sayali DV - JMFC 7
Amol Shinde's affidavit of evidence filed - denies beating, says Sayali left on her own on 2.10.25.
Our cross (part): admitted salary slip Rs. 38,500 net; admitted car loan taken in Nov 2025.
Maintenance - paid only till Oct 2026, arrears again 2 months. Remaining cross 08.02.2027.
""")

# ---------------- C06 Gholap cheque (JMFC Niphad)
u("backlog/2026-06/gholap 26.6 niphad.txt", "typed_note_txt", L, "2026-06-26", ["C06"], ["C06-H03"], """
26.06.26 Niphad - Gholap cheque case (SCC 2288/25) - Gite saheb
Cross of CW1 Bharat Holkar (Laxmi Onion Traders): admits cheque was taken in Oct 2024 as security when he gave
advance for summer onion (unhal kanda); admits Gholap supplied 96 quintal in April 2025 - not adjusted in his ledger.
Gite saheb after cross asked both - "tadjod kara". Darade said client ready for 2.5 lakh. Gholap says max 2 lakh.
ND 04.09.2026.
""")
u("backlog/2026-09/SCC 2288 order 04.09.2026.pdf", "certified_order_sheet_scan", "JMFC, Niphad", "2026-09-08", ["C06"], ["C06-H04"], """
IN THE COURT OF JUDICIAL MAGISTRATE FIRST CLASS, NIPHAD
S.C.C. No. 2288/2025   Laxmi Onion Traders  vs  Rajendra Tukaram Gholap
04.09.2026
Complainant's proprietor and accused present with their advocates. Joint pursis at Exh. 38 filed that the matter
is settled for Rs. 2,10,000/-, paid today by demand draft No. 611847 of Niphad Taluka Sahakari Bank, and the
complainant has no objection to compounding. Offence compounded under section 147 of the N.I. Act.
Accused is acquitted under section 255(1) of the Cr.P.C. Bail bonds cancelled.
                                                             (D. S. Gite) J.M.F.C., Niphad
""")

# ---------------- C07 Ganya Sessions case
u("backlog/2026-02/IMG_20260224_170102.jpg", "handwritten_note_photo", L, "2026-02-24", ["C07"], ["C07-H01"], """
24.2 ASJ-3 Shirsath saheb - Sess. 86/24 (Ganya)
PW1 Sagar Pingale (injured) chief: says Ganya ne koyta marla on left forearm at Mhasrul chowk, 21.8.23 night,
over old dispute of Ganpati mandal vargani. Cross - 24/3.
""")
u("backlog/2026-03/ganya PW1 cross.docx", "typed_note_docx", L, "2026-03-24", ["C07"], ["C07-H02"], """
24.03.2026 - Sessions Case 86/2024 - State v. Ganesh @ Ganya Dhatrak - cross of PW1 Sagar Pingale
- Admitted street light was not working at the chowk (omission in FIR: light).
- Admitted he had consumed liquor at the mandal.
- Admitted previous NC complaint against Ganya's brother in 2022.
- Says he saw a "koyta"; FIR says "dhardar shastra". 
ND 09.06.2026 for PW2.
""")
u("backlog/2026-06/IMG-20260609-WA0003.jpg", "handwritten_note_photo", K, "2026-06-09", ["C07"], ["C07-H03"], """
दि. 09.06.2026 मंगळवार
अति. सत्र न्यायाधीश 3 - सत्र खटला 86/2024 सरकार वि. गणेश ढात्रक
साक्षीदार क्र. 2 राहुल पिंगळे याची सरतपासणी व उलटतपासणी झाली. त्याने चाकू सांगितला, पहिल्या साक्षीदाराने कोयता.
पुढील तारीख 07.07.2026
""")
u("backlog/2026-07/ganya PW3 panch 7.7.txt", "typed_note_txt", L, "2026-07-07", ["C07"], ["C07-H04"], """
7.7.26 Ganya case - PW3 Kiran Bodke (panch to recovery of koyta)
Turned hostile - says police took his sign at the chowki, nothing recovered in his presence. APP cross-examined him
with permission, nothing useful for prosecution. Good for us.
ND 04.08.2026 - doctor.
""")
u("backlog/2026-08/20260804_154433.jpg", "handwritten_note_photo", L, "2026-08-04", ["C07"], ["C07-H05"], """
4 Aug - Ganya - PW4 Dr. Prachi Kshirsagar, Civil Hospital Nashik
Injury: CLW 4 cm x 1 cm left forearm, muscle deep. Opinion - SIMPLE injury. Could be caused by a fall on a sharp
object - she said "possible". 307 kamjor!
Next - IO. ND 6/10.
""")
u("backlog/2026-10/Sess 86-2024 roznama 06.10.2026.pdf", "certified_order_sheet_scan", "Additional Sessions Judge-3, Nashik", "2026-10-08", ["C07"], ["C07-H06"], """
IN THE COURT OF ADDITIONAL SESSIONS JUDGE-3, NASHIK
Sessions Case No. 86/2024     State of Maharashtra  vs  Ganesh @ Ganya Bhaurao Dhatrak & Anr.
06.10.2026   Ld. Addl. P.P. Smt. Chavan for State present. Accused Nos. 1 and 2 present on bail. Adv. Gaikwad for
             A1, Adv. Kshirsagar for A2 present.
             PW5 investigating officer PSI Vikram Salunkhe absent though served; report that he is transferred to
             Gadchiroli. Addl. P.P. seeks time. Issue bailable warrant of Rs. 5,000 against the I.O. through S.P.
             Gadchiroli.  Adjd. to 17.11.2026 for evidence of I.O.
                                                       (H. M. Shirsath) Addl. Sessions Judge-3, Nashik
""")
u("backlog/2026-11/ganya IO cross 17 nov.docx", "typed_note_docx", L, "2026-11-17", ["C07"], ["C07-H07"], """
17.11.2026 - Sessions Case 86/2024 - PW5 IO PSI Vikram Salunkhe (came on warrant from Gadchiroli)
Cross: admitted the koyta was not sent to CA; admitted no independent witness from the chowk recorded; admitted
FIR lodged 14 hours after the incident without explanation; spot panchnama silent on blood.
Prosecution closed its evidence (Exh. 67). ND 15.12.2026 - 313.
""")
u("backlog/2026-12/IMG_20261215_175940.jpg", "handwritten_note_photo", L, "2026-12-15", ["C07"], ["C07-H08"], """
15/12 Ganya - 313 statement recorded - 46 questions. Ganya: "khota gunha, mandal bhandan".
No defence evidence - pursis dila. Args 25.1.27 (Mon). Bhaurao la sangitle.
""")

# ---------------- C08 Dhikale crop insurance
u("backlog/2026-03/IMG-20260318-WA0014.jpg", "handwritten_note_photo", K, "2026-03-18", ["C08"], ["C08-H01"], """
दि. 18.03.2026 बुधवार
जिल्हा ग्राहक आयोग नाशिक - ग्रा.त.क्र. 145/2025 ढिकले वि. भारत सुरक्षा इन्शुरन्स
विमा कंपनीच्या देवरे मॅडम यांनी लेखी जबाब साठी वेळ मागितला.
पुढील तारीख 22.04.2026
""")
u("backlog/2026-04/dhikale consumer 22.4.txt", "typed_note_txt", L, "2026-04-22", ["C08"], ["C08-H02"], """
22/04/26 Consumer Commission - Dhikale gaarpit claim
Written version of OP filed - intimation late (claims 72 hrs), hailstorm add-on not opted. We filed Dhikale's
affidavit of evidence same day with the Krushi Sahayak's panchnama of 12.03.2025 (intimation through the bank on
13.03.2025 - within 72 hrs!).
ND 19.8.26 OP evidence (vacation + commission's own list).
""")
u("backlog/2026-08/20260819_130055.jpg", "handwritten_note_photo", L, "2026-08-19", ["C08"], ["C08-H03"], """
19/8 Dhikale - Grahak aayog
OP evidence affidavit filed (Deore). Khairnar saheb - both sides written arguments by next date.
ND 7/10.
""")
u("backlog/2026-10/New Microsoft Word Document.docx", "typed_note_docx", L, "2026-10-07", ["C08"], ["C08-H04"], """
7 Oct 2026 - CC 145/2025 Dhikale v. Bharat Suraksha
Written args filed both sides. Oral args part heard. President asked OP: where is the surveyor's report - if the
loss was surveyed why no assessment? Deore to produce surveyor's report.
ND 02.12.2026.
""")
u("backlog/2026-12/CC 145 proceedings 02.12.pdf", "certified_order_sheet_scan", "District Consumer Disputes Redressal Commission, Nashik", "2026-12-04", ["C08"], ["C08-H05"], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, NASHIK
C.C. No. 145/2025   Machhindra S. Dhikale  vs  Bharat Suraksha General Insurance Co. Ltd.
Proceedings dated 02.12.2026
Complainant with Adv. Gaikwad present. Adv. Deore for OP present. OP produced the surveyor's report dated
20.03.2025 assessing loss at 62% of the insured grape crop. Arguments of both sides concluded.
Closed for order. List on 20.01.2027 for order.
                                  President          Member          Member
""")

# ---------------- the junior's chats
u("backlog/2026-06/WhatsApp Chat with Snehal Bhamre Adv.txt", "whatsapp_export", J, "2026-06-11", ["C06", "C03"], ["C06-H01", "C06-H02", "C03-H03"], """
20/02/26, 12:40 pm - Snehal Bhamre Adv: Sir Niphad la Gholap case - accused hajar, bail bond 15,000 cha dila, surety Gholap cha bhau. Plea record zala, not guilty. Pudhchi tarikh 24/4.
20/02/26, 12:42 pm - Adv Prashant Gaikwad: Ok. 145(2) cha arj ready thev.
24/04/26, 11:58 am - Snehal Bhamre Adv: Sir Niphad - complainant Holkar gairhajar, Darade sir ne vel magitla. Gite saheb ne 26/6 dili.
24/04/26, 12:01 pm - Adv Prashant Gaikwad: 👍
11/06/26, 4:10 pm - Snehal Bhamre Adv: Sir Joshi aaji case - Shaikh sir ne DE sathi vel magitla, tenant Agrawal bahergavi aahe mhane. Bagul saheb ne dili 9 July.
11/06/26, 4:12 pm - Adv Prashant Gaikwad: Thik. Anirudha la kalav.
""")
u("backlog/2026-12/WhatsApp Chat with Snehal Bhamre Adv (2).txt", "whatsapp_export", J, "2026-12-10", ["C04", "C05"], ["C04-H04", "C05-H05", "C04-H06", "C05-H06", "C04-H07"], """
27/08/26, 1:15 pm - Snehal Bhamre Adv: Sir MACT Kishor - Dr Sonawane aale nahit, OT madhe hote. Witness summons kadhla. ND 24/9.
07/09/26, 2:30 pm - Snehal Bhamre Adv: Sir Sayali DV - mediation failed report aala. Sayali chi affidavit dakhal keli, Thorat sir ni cross kela - dowry demand var jast prashna. Ti thik bolli. ND 30/11.
29/10/26, 12:50 pm - Snehal Bhamre Adv: Sir MACT - Bhosale saheb ne insurer la offer vicharli, Deore madam 6,50,000 bolalya. Kishor tayar nahi, mhanla 10 lakh khali nahi. PE closed. ND 10/12.
29/10/26, 12:55 pm - Adv Prashant Gaikwad: Barobar. 6.5 lakh kami aahe, income + 35% disability + future prospects.
30/11/26, 11:20 am - Snehal Bhamre Adv: Sir Sayali case - Thorat sir gairhajar, junior ne adjournment magitli. Madam naraz, pan dili. ND 11.1.27.
10/12/26, 3:05 pm - Snehal Bhamre Adv: Sir MACT - insurer cha investigator aala nahi, Deore madam ne parat vel magitla. ND 14/1/27.
10/12/26, 3:07 pm - Adv Prashant Gaikwad: Dusryanda vel magitla tyanni hya case madhe (adhi WS sathi). Note kar.
""")
u("backlog/2027-01/WhatsApp Chat with Snehal Bhamre Adv (3).txt", "whatsapp_export", J, "2027-01-20", ["C08"], ["C08-H06"], """
20/01/27, 12:10 pm - Snehal Bhamre Adv: Sir grahak aayog Dhikale - order ready nahi. Khairnar saheb ne 3 Feb dili order sathi.
20/01/27, 12:14 pm - Adv Prashant Gaikwad: Ok. Dhikale kakanna sang.
20/01/27, 12:15 pm - Snehal Bhamre Adv: Sangitle sir.
""")

# ---------------- plans, lists
u("backlog/2027-01/week 18-22 jan.docx", "typed_note_docx", L, "2027-01-16", ["C02", "C05", "C08", "C01", "C04", "C07"], [], """
WEEK 18-22 Jan 2027 + Mon 25
Mon 18 - Co-op Ct: Kale kaka args (Bhadane first). 
Tue 19 - office: Ganya written args draft (simple injury, hostile panch, 14 hr delay FIR, no CA).
Wed 20 - Grahak aayog Dhikale - order. Snehal jaail.
Thu 21 - Sanap: keep bill of lading + GrapeNet ready for DW1 cross.
Fri 22 - Sayali: maintenance arrears calc (Nov, Dec) - vasuli arj.
Mon 25 - heavy: Sanap DW1 cross (Ct 2) + Kishor MACT DW1 cross + Ganya args (ASJ-3). Snehal MACT la.
""")
u("backlog/2027-01/cause list CJSD 25.01.2027.pdf", "cause_list_pdf", "District Court, Nashik", "2027-01-23", ["C01"], [], """
DISTRICT COURT, NASHIK - CAUSE LIST FOR MONDAY, 25.01.2027
COURT OF SMT. M. S. DESHPANDE, CIVIL JUDGE SENIOR DIVISION, NASHIK (COURT NO. 2)
Sr.  Case No.            Parties                                                  Stage
1    SCS/112/2019       Nashik Merchants Co-op Bank vs Ramesh Dhamne               Arguments
2    SCS/318/2025       Nivrutti Sopan Sanap vs Vinayak Agro Exports Pvt. Ltd.     Deft's evidence
3    SCS/44/2024        Sunanda Karpe vs Vilas Karpe & Ors.                        Issues
4    SPL.C.S./9/2026    Bhagyashree Developers vs Shantaram Ugale                  Notice
5    R.C.A./71/2023     Dattu Nikam vs Savitribai Nikam                            Judgment
""")
