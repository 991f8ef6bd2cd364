"""The uploads of the Karaikal practice: what Adv. Senthamarai, her junior Ferdinand and the gumastha Murugesan kept."""

import datetime as dt

L, J, K = "P. Senthamarai", "J. Ferdinand Anthony", "K. Murugesan (gumastha)"
U = []

# Tamil months as the gumastha writes them next to the date (start of each month in 2027-28, near enough)
_TM = [((1, 15), "தை"), ((2, 13), "மாசி"), ((3, 14), "பங்குனி"), ((4, 14), "சித்திரை"), ((5, 15), "வைகாசி"),
       ((6, 15), "ஆனி"), ((7, 17), "ஆடி"), ((8, 17), "ஆவணி"), ((9, 17), "புரட்டாசி"), ((10, 18), "ஐப்பசி"),
       ((11, 17), "கார்த்திகை"), ((12, 16), "மார்கழி")]
_DAY = ["திங்கள்", "செவ்வாய்", "புதன்", "வியாழன்", "வெள்ளி", "சனி", "ஞாயிறு"]


def tm(iso: str) -> str:
    """'05.04.2027 (பங்குனி 22) திங்கள்' - the date, the Tamil month and day, the weekday."""
    x = dt.date.fromisoformat(iso)
    starts = []
    for year in (x.year - 1, x.year):
        starts += [(dt.date(year, m, d), name) for (m, d), name in _TM]
    start, name = max((s for s in starts if s[0] <= x), key=lambda s: s[0])
    return f"{x:%d.%m.%Y} ({name} {(x - start).days + 1}) {_DAY[x.weekday()]}"


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents (before and around the cases)
u("backlog/2026-10/Acte de renonciation 1929 extrait traduction.pdf", "document_scan",
  "Archives, Karaikal (certified extract) with sworn translation", "2026-10-05", ["C01"], [], """
ÉTABLISSEMENTS FRANÇAIS DE L'INDE - KARIKAL
Extrait du registre des renonciations au statut personnel (Décret du 21 septembre 1881)
Acte n° 112 - Année 1929
Par-devant nous, Officier de l'état civil de la commune de Karikal, a comparu le sieur Savarimouttou Pragassam,
âgé de 31 ans, cultivateur, demeurant rue de l'Église, Karikal, lequel a déclaré renoncer à son statut personnel,
pour lui et ses descendants, et se soumettre aux lois civiles françaises. Dont acte.
Pour extrait conforme, délivré le 05.10.2026.

ENGLISH TRANSLATION (sworn translator, Karaikal): Extract from the register of renunciations of personal status.
Deed No. 112 of 1929. Savarimouttou Pragassam, aged 31, cultivator, of Church Street, Karikal, declared that he
renounces his personal status, for himself and his descendants, and submits to the French civil laws.
""")
u("backlog/2027-04/acte de depot testament olographe notaire.pdf", "document_scan",
  "Notaire, Pondichéry (copy served with the written statement)", "2027-04-05", ["C01"], [], """
Maître J.-C. Sinnas, Notaire à Pondichéry
ACTE DE DÉPÔT DE TESTAMENT OLOGRAPHE
L'an deux mille vingt-trois, le douze février, a été déposé au rang des minutes de l'étude le testament olographe
de M. Louis Arokiassamy Pragassam, demeurant n° 17, rue Bussy, Karikal, par lequel il lègue à son fils
Antoine Xavier Pragassam la maison n° 17, rue Bussy, Karikal, avec ses dépendances.
(Le testateur est décédé à Karikal le 08.03.2024.)
Copie certifiée conforme. Le Notaire.
""")
u("backlog/2026-08/IMG_20260811_101522.jpg", "document_photo", "Partners of the boat Sri Angalamman", "2026-08-11",
  ["C02"], [], """
PARTNERSHIP DEED  (Rs. 100 non-judicial stamp paper, Puducherry)
This deed of partnership made at Karaikalmedu on 02.06.2019 between (1) T. Kandasamy, (2) R. Sekar and
(3) K. Muthuvel, all fishermen of Karaikalmedu, Karaikal.
The partners have jointly purchased the mechanised fishing boat 'SRI ANGALAMMAN' Reg. No. PY-KKL-MM-0xxx for
Rs. 36,00,000 and shall share profit and loss equally, one-third each. The catch of every voyage shall be auctioned
at the Karaikal Fishing Harbour; the 2nd partner R. Sekar shall keep the auction slips and the accounts and render
them to the others every month. Diesel and subsidy to be shared equally.
Signed: T. Kandasamy  R. Sekar  K. Muthuvel      Witnesses: 1. A. Pakkirisamy 2. S. Nagooran
""")
u("backlog/2026-11/WhatsApp Image 2026-11-25 at 18.02.44.jpeg", "document_photo",
  "Executive Officer, Devasthanam / India Post", "2026-11-25", ["C04"], [], """
ARULMIGU DHARBARANYESWARASWAMY DEVASTHANAM, THIRUNALLAR  (Karaikal District, U.T. of Puducherry)
No. DEV/TNR/Shops/2026/412                                        Dated: 10.11.2026
To: Thiru S. Velmurugan, Sri Saneeswara Pooja Stores, Shop No. 6, North Car Street, Thirunallar
You are in arrears of rent at Rs. 8,500 per month from June 2025, Rs. 1,02,000 in all. The shop is also required by
the Devasthanam for the queue complex for devotees during the Sani Peyarchi festival. You are called upon to pay the
arrears and vacate within 30 days.                                   Executive Officer
[attached: 3 money order coupons, Rs. 8,500 each, sender S. Velmurugan, stamped 'REFUSED - RETURN TO SENDER']
""")
u("backlog/2026-12/IOB return memo Sahul Hameed.pdf", "document_scan", "Indian Overseas Bank, Nagore", "2026-12-28",
  ["C05"], [], """
INDIAN OVERSEAS BANK   Nagore Branch, Nagapattinam Dt.
CHEQUE RETURN MEMO                                   Date: 28.12.2026
Cheque No. 207734 dated 20.12.2026 for Rs. 4,60,000/- (Rupees Four Lakh Sixty Thousand only) drawn by
A. SAHUL HAMEED on SB A/c No. 1432xxxxxx, presented through clearing by SRI VINAYAGA ICE PLANT, Karaikal,
on 26.12.2026 - RETURNED UNPAID. Reason: FUNDS INSUFFICIENT.
                                                     Branch Manager
""")
u("backlog/2027-01/138 notice Sahul Hameed.docx", "typed_note_docx", L, "2027-01-04", ["C05"], [], """
P. SENTHAMARAI, B.A., B.L., Advocate
No. 31, Rue Bussy, Karaikal 609602
By RPAD                                                         Date: 04.01.2027
To: Thiru A. Sahul Hameed, fish merchant, No. 8, Dargah Street, Nagore, Nagapattinam District
Sub: Statutory notice under Section 138 of the Negotiable Instruments Act, 1881
Under instructions from my client Sri Vinayaga Ice Plant, Port Road, Karaikal, rep. by its proprietor Thiru R.
Jayaraman: you took block ice on credit for your fish consignments from January to November 2026 and towards the
balance issued cheque No. 207734 dated 20.12.2026 for Rs. 4,60,000 drawn on Indian Overseas Bank, Nagore, which was
returned unpaid for 'Funds Insufficient' on 28.12.2026. You are called upon to pay Rs. 4,60,000 within 15 days of
receipt of this notice, failing which my client will prosecute you.
                                                                Advocate
""")
u("backlog/2026-12/FIR 212-2026 Kottucherry PS.pdf", "document_scan", "Kottucherry Police Station", "2026-12-03",
  ["C06"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)   U.T. of Puducherry, Karaikal District
P.S.: Kottucherry    Crime No. 212/2026    Date: 03.12.2026    Sections: 281, 125(b) BNS
Occurrence: 03.12.2026 at about 19.20 hrs on the East Coast Road near Kottucherry junction.
The tourist van TN-51-AX-xxxx, driven by M. Suresh of Nagapattinam, coming from the Velankanni side in a rash and
negligent manner, hit the motorcycle PY-02-xxxx ridden by K. Ilayaraja (34) of Kottucherry. The rider sustained a
fracture of the left thigh and was taken to the Government General Hospital, Karaikal.      SI of Police, Kottucherry
""")
u("backlog/2027-01/discharge summary Ilayaraja.pdf", "document_scan", "Sri Balaji Ortho & Trauma Centre, Karaikal",
  "2027-01-09", ["C06"], [], """
SRI BALAJI ORTHO & TRAUMA CENTRE, Thiruvettakudy Road, Karaikal
DISCHARGE SUMMARY     Patient: K. ILAYARAJA, 34/M     IP No. 26/1187
Admitted: 03.12.2026 (referred from GGH Karaikal, RTA on ECR)     Discharged: 16.12.2026
Diagnosis: Closed fracture shaft of left femur; abrasions over left knee.
Procedure: Closed reduction and internal fixation with interlocking nail on 04.12.2026.
Advice: non-weight bearing 6 weeks; review; implant removal after 18 months.   Final bill Rs. 2,12,600 (paid).
""")
u("backlog/2027-07/Sessions Crl.MP 644-2027 bail dismissed.pdf", "document_scan",
  "Principal District and Sessions Court, Karaikal", "2027-07-16", ["C07"], [], """
IN THE COURT OF THE PRINCIPAL DISTRICT AND SESSIONS JUDGE, KARAIKAL
Crl.M.P. No. 644 of 2027 (Crime No. 94 of 2027, T.R. Pattinam Police Station)
R. Manikandan @ Mani ... Petitioner/Accused   vs   State rep. by the Inspector of Police, T.R. Pattinam ... Respondent
ORDER: The petitioner was arrested on 22.06.2027 at the Karaikal-Nagore border check post near T.R. Pattinam while
driving a mini lorry carrying 46 cartons of liquor meant for sale in Tamil Nadu, an offence under the Puducherry
Excise Act, 1970. His bail petition was dismissed by the learned Chief Judicial Magistrate, Karaikal on 01.07.2027.
Investigation is pending and the source of the liquor is yet to be traced. Petition dismissed. 16.07.2027.
""")
u("backlog/2027-06/PXL_20270618_091233.jpg", "document_photo", "employer of the respondent (Singapore)", "2027-06-18",
  ["C08"], [], """
PAYSLIP - MAY 2027          Straits Marine Engineering Pte Ltd, Singapore
Employee: KARTHIKEYAN S       Designation: Marine Fitter       FIN: G xxxx
Basic: SGD 2,450.00   Overtime: SGD 310.00   CPF/levy: nil   Net pay: SGD 2,760.00
(photo sent by the client; filed with the reply to the s. 24 application)
""")
u("backlog/2027-06/Advocate Commissioner report OS 208-2026.pdf", "document_scan",
  "Tmt. K. Revathi, Advocate Commissioner", "2027-06-02", ["C03"], [], """
IN THE COURT OF THE DISTRICT MUNSIF, KARAIKAL - O.S. No. 208 of 2026 (I.A. No. 57 of 2027)
REPORT OF THE ADVOCATE COMMISSIONER
I inspected the suit property on 22.05.2027 at 10 a.m. with the Village Surveyor, Vizhidiyur, in the presence of the
plaintiff, the defendant and their counsel. A field channel (called 'pudhu vaaikkal') takes off from the Nattar sluice
and runs across S.No. 112/3 of the defendant for about 140 metres to the plaintiff's paddy field in S.No. 114/1. The
channel is 2.5 feet wide and about 2 feet deep, with old bunds and grass on both sides. At about 38 metres from the
road, by the side of a newly built compound wall, the channel is filled with earth for about 20 metres. A plan
prepared by the surveyor is annexed.                                Advocate Commissioner
""")
u("backlog/2027-11/Medical Board certificate Ilayaraja.pdf", "document_scan",
  "Medical Board, Government General Hospital, Karaikal", "2027-11-26", ["C06"], [], """
GOVERNMENT GENERAL HOSPITAL, KARAIKAL - MEDICAL BOARD
Certificate No. MB/312/2027          Date: 26.11.2027
Name: K. Ilayaraja, 35/M, Kottucherry.  Referred by the MACT, Karaikal in M.C.O.P. No. 58 of 2027.
Findings: united fracture shaft left femur with interlocking nail in situ; shortening 1.5 cm; restricted knee flexion.
Permanent disability: 35% (thirty five per cent) in relation to the left lower limb.
                                   Members of the Medical Board (3 signatures)
""")
u("backlog/2028-01/WhatsApp Image 2028-01-12 at 11.20.05.jpeg", "document_photo", "State Bank of India, Karaikal",
  "2028-01-12", ["C04"], [], """
STATE BANK OF INDIA - COURT DEPOSIT CHALLAN (Karaikal Branch)          Date: 12.01.2028
Court: Rent Controller (District Munsif), Karaikal     Case: R.C.O.P. No. 9 of 2027
Depositor: S. Velmurugan (Respondent)      Amount: Rs. 68,000/- (Rupees Sixty Eight Thousand only)
Towards: arrears of rent as directed on 17.11.2027                    Bank seal - RECEIVED
""")

# ---------------- C01 Pragassam renonçant partition (Sub Court)
u("backlog/2027-03/IMG_20270308_173010.jpg", "handwritten_note_photo", L, "2027-03-08", ["C01"], ["C01-H01"], """
8/3/27 Mon - Sub Ct
OS 47/26 Agnès v. Antoine (renonçant - Rue Bussy house)
Dourairadjou appeared for D1. WS ku time - call on 5/4/27.
SJ madam first kettathu: acte de renonciation original enga? - Archives certified extrait kaattinen.
"French document ellaam certified translation-oda file pannanum" nu sonnaanga.
Agnès, Thérèse rendu perum vanthaanga. Antoine varala.
""")
u("backlog/2027-04/IMG-20270412-WA0007.jpg", "handwritten_note_photo", K, "2027-04-12", ["C01", "C02"],
  ["C01-H02", "C02-H02"], f"""
வாய்தா பதிவேடு - வக்கீல் பி. செந்தாமரை அம்மா
{tm("2027-04-05")} - சப் கோர்ட்
OS 47/2026 அக்னஸ் x அந்தோணி - பிரதிவாதி WS தாக்கல் ஆச்சு. அப்பா எழுதின உயில் (testament) 12.02.2023,
புதுச்சேரி notaire கிட்ட வச்சதுன்னு சொல்றாங்க. குடும்பம் renonçant இல்லன்னு எழுதியிருக்காங்க.
அடுத்த வாய்தா 14.06.2027 - reply statement.
{tm("2027-04-12")} - சப் கோர்ட்
OS 112/2026 கந்தசாமி x சேகர் - சேகர், முத்துவேல் WS தாக்கல். டீசல் மானியம் (subsidy) வாதி எடுத்துக்கிட்டாருன்னு
எழுதியிருக்காங்க. அடுத்த வாய்தா 21.06.2027 - issues.
- க. முருகேசன்
""")
u("backlog/2027-06/IMG_20270614_170544.jpg", "handwritten_note_photo", L, "2027-06-14", ["C01", "C06"],
  ["C01-H03", "C06-H02"], """
14.6.27 - Sub Ct & PDJ Ct
(1) OS 47/26 Agnès - reply statement filed. Issues framed - 5 issues (renonçant status, will valid?, quotité
disponible, partition, mesne profits). SJ madam again: all French documents (acte 1929, extrait de naissance, acte de
mariage) - sworn translation certified-a file pannanum, illaati mark panna maatten nu sonnaanga.
Call on 19.7.27 for trial.
(2) MCOP 58/27 Ilayaraja - UII counter filed by Nagarajan: van ku tourist permit mattum, driver Suresh ku PSV badge
illa - policy breach nu plea. R1 owner Rafiq Ahamed called absent - set ex parte. ND 2.8.27 PW1 evidence.
Ilayaraja-va proof affidavit ku Friday vara sollu.
""")
u("backlog/2027-07/OS47 PW1 chief 19.7.txt", "typed_note_txt", L, "2027-07-19", ["C01"], ["C01-H04"], """
19.07.2027 Sub Court, OS 47/2026 (Agnès)
PW1 Marie Agnès - proof affidavit filed; Ex.A1-A9 marked (A1 acte de renonciation No.112/1929 + translation,
A2 extrait de naissance of Louis Arokiassamy, A3 acte de mariage 1958 Mairie de Karikal, A4 death certificate
08.03.2024, ... A9 property tax receipts Rue Bussy).
Dourairadjou: "senior from Puducherry will cross" - cross deferred. Call on 23.8.27.
Todo: PW2 = Désiré Lourdes (notaire office clerk, retd) for the register.
""")
u("backlog/2027-08/OS 47-2026 proceedings 19.07 and 23.08.2027.pdf", "certified_order_sheet_scan",
  "Principal Sub Court, Karaikal", "2027-08-26", ["C01"], ["C01-H04", "C01-H05"], """
IN THE COURT OF THE PRINCIPAL SUB JUDGE, KARAIKAL
Present: Tmt. R. Vasanthi, B.A., B.L., Principal Sub Judge
O.S. No. 47 of 2026
Marie Agnès Pragassam and another ... Plaintiffs      vs      Antoine Xavier Pragassam ... Defendant
PROCEEDINGS
19.07.2027  Plaintiffs present. Defendant present. PW1 examined in chief (proof affidavit). Ex.A1 to A9 marked.
Ex.A1 is the certified extract of the acte de renonciation No. 112 of 1929 with sworn translation. Counsel for the
defendant represents that the senior counsel from Puducherry is to cross-examine and seeks time. Cross deferred.
Call on 23.08.2027 for cross of PW1.
23.08.2027  Plaintiffs present. Defendant present. PW1 present. Counsel for the defendant again seeks time stating
that the senior counsel from Puducherry could not come. Objected. Time granted as a last chance on payment of costs
of Rs. 1,500/- to the plaintiffs. Call on 27.09.2027 for cross of PW1.
                                                    Sd/- Principal Sub Judge
Certified copy issued on 26.08.2027.
""")
u("backlog/2027-08/IMG_20270823_150211.jpg", "handwritten_note_photo", L, "2027-08-23", ["C01"], ["C01-H05"], """
23/8 Sub Ct - Agnès cross again pochu.
Dourairadjou: "senior Puducherry la irundhu vara mudiyala" - rendaavathu thadava same reason.
SJ madam costs Rs.1,500 pottaanga, last chance.
Agnès amma romba upset - Chennai la irundhu vanthaanga. ND 27.9.27.
""")
u("backlog/2027-09/agnes cross 27.9.txt", "typed_note_txt", L, "2027-09-27", ["C01"], ["C01-H06"], """
27.9.27 OS 47/26 - PW1 Agnès cross by the senior (Pondy) - 1 hr 10 min
- She said appa's marriage in 1958 was registered at the Mairie de Karikal under the Code civil, not only in the
  church. Acte de mariage = A3.
- Admitted she did not see the testament being written; first saw it in the WS copy.
- Suggestion: grandfather's renonciation was only for himself, not descendants - denied; A1 says "pour lui et ses
  descendants".
- Costs Rs. 1,500 paid by Dourairadjou today.
Call on 8.11.27 - PW2.
""")
u("backlog/2027-11/OS47 PW2 Desire Lourdes.docx", "typed_note_docx", L, "2027-11-08", ["C01"], ["C01-H07"], """
08.11.2027 - O.S. 47/2026 - Principal Sub Court, Karaikal
PW2: Thiru Désiré Lourdes, 74, retired head clerk of a notaire's office at Karaikal (served 1971-2012).
Chief: produced the certified register extract; deposed that the 1929 acte No. 112 of Savarimouttou Pragassam is
entered in the register of renonçants, and that Louis Arokiassamy (his son) always signed actes as 'renonçant' -
e.g. the 1981 sale acte of the Rue Bussy house (Ex.A10 marked through him).
Cross (part): senior asked whether descendants born after 1929 are bound - "the declaration binds descendants,
that was the practice". Balance cross next date.
Call on 10.01.2028.
""")
u("backlog/2028-01/WhatsApp Chat with Agnès Pragassam.txt", "whatsapp_export", "Marie Agnès Pragassam / " + L,
  "2028-01-10", ["C01"], ["C01-H07", "C01-H08"], """
08/11/27, 18:40 - Agnès Pragassam: Madam, how was Désiré uncle's evidence?
08/11/27, 19:02 - P. Senthamarai Adv: Good amma. Cross pending. Next 10.01.2028.
10/01/28, 12:15 - P. Senthamarai Adv: Agnès amma, PW2 cross mudinjiduchu today. Our side evidence closed. Next 14.02.2028 for their evidence - Antoine will be DW1.
10/01/28, 12:20 - Agnès Pragassam: Merci madam. Thérèse also asking - will the judge accept the will?
10/01/28, 12:31 - P. Senthamarai Adv: They will mark it, but under the Code civil he can take only the quotité disponible (1/4) over his own share. Don't worry.
10/01/28, 12:33 - Agnès Pragassam: 🙏
""")
u("backlog/2028-02/IMG_20280214_174412.jpg", "handwritten_note_photo", L, "2028-02-14", ["C01", "C06"],
  ["C01-H09", "C06-H06"], """
14.2.28 Mon
Sub Ct - OS 47/26 Agnès: DW1 Antoine chief affidavit filed. Notaire copy of the will - Ex.B1 marked subject to our
objection (original with notaire, no attesting witness). Call on 20.3.28 for DW1 cross.
Cross points: 1981 acte signed 'renonçant'!
PDJ - MCOP 58/27 Ilayaraja: PW2 Dr. S. Anandhi (ortho, Sri Balaji) examined - 35% confirmed, implant removal later
Rs. 60,000. Nagarajan: driver Suresh-a RW1-a kondu varanum, time. ND 13.3.28.
""")

# ---------------- C02 Angalamman boat partnership (Sub Court)
u("backlog/2027-03/boat case 15.3.txt", "typed_note_txt", L, "2027-03-15", ["C02"], ["C02-H01"], """
15.03.27 Sub Court - OS 112/26 Kandasamy v Sekar (Angalamman boat)
D1 Sekar not present - Kaliyaperumal: "defendant kadalukku poyirukkaar" (gone to sea, 10 day trip). WS time.
Call on 12.4.27.
Kandasamy says boat went out from the harbour on 11th with Sekar himself - check the harbour gate register.
""")
u("backlog/2027-06/OS 112-2026 order 21.06.2027.pdf", "certified_order_sheet_scan", "Principal Sub Court, Karaikal",
  "2027-06-23", ["C02"], ["C02-H03"], """
IN THE COURT OF THE PRINCIPAL SUB JUDGE, KARAIKAL
O.S. No. 112 of 2026       T. Kandasamy ... Plaintiff   vs   R. Sekar and another ... Defendants
21.06.2027  Plaintiff present. Defendants 1 and 2 present. Issues framed. The plaintiff has filed I.A. No. 233 of
2027 seeking a direction to the defendants to deposit the plaintiff's share of the sale proceeds of the catch
auctioned at the Karaikal Fishing Harbour or to produce the accounts. Notice. Counter by the defendants.
Call on 09.08.2027.                                             Sd/- Principal Sub Judge
Certified copy issued on 23.06.2027.
""")
u("backlog/2027-09/WhatsApp Chat with Kandasamy Boat.txt", "whatsapp_export", "T. Kandasamy / " + L, "2027-09-20",
  ["C02"], ["C02-H04", "C02-H05"], """
09/08/27, 13:05 - P. Senthamarai Adv: Kandasamy anna, today IA counter file pannala. Kaliyaperumal again said Sekar, Muthuvel kadalukku poyittaanga. Rendaavathu thadava indha reason (second time). Next 20.09.2027.
09/08/27, 13:30 - Kandasamy Boat: Amma, ban mudinju June 15 la irundhu boat full-a odudhu. Auction panam ellaam Sekar kitta. Nambikkai illa.
20/09/27, 12:48 - P. Senthamarai Adv: Good news anna. IA allowed. Defendants Rs. 2,40,000 deposit pannanum or harbour auction accounts file pannanum, 4 weeks. Next 15.11.2027.
20/09/27, 12:50 - Kandasamy Boat: Romba nandri amma 🙏
""")
u("backlog/2027-09/IA 233-2027 order 20.09.2027.pdf", "certified_order_sheet_scan", "Principal Sub Court, Karaikal",
  "2027-09-22", ["C02"], ["C02-H05"], """
IN THE COURT OF THE PRINCIPAL SUB JUDGE, KARAIKAL
I.A. No. 233 of 2027 in O.S. No. 112 of 2026
T. Kandasamy ... Petitioner/Plaintiff   vs   R. Sekar and K. Muthuvel ... Respondents/Defendants
ORDER: The partnership deed dated 02.06.2019 is admitted. It provides that the first respondent keeps the auction
slips and accounts of the catch sold at the Karaikal Fishing Harbour. No accounts have been rendered since
January 2026. The respondents are directed to deposit a sum of Rs. 2,40,000/- to the credit of the suit, or in the
alternative to file the accounts of the auction proceeds from 01.01.2026 with the auction slips, within four weeks.
I.A. allowed. No costs. Suit: call on 15.11.2027.
Pronounced in open court on 20.09.2027.                   Sd/- Principal Sub Judge
""")
u("backlog/2027-09/IMG-20270927-WA0009.jpg", "handwritten_note_photo", K, "2027-09-27", ["C02", "C01"],
  ["C02-H05", "C01-H06"], f"""
வாய்தா பதிவேடு
{tm("2027-09-20")} - சப் கோர்ட் - OS 112/2026 கந்தசாமி (படகு) - IA 233 அனுமதி: ரூ. 2,40,000 கட்டணும் அல்லது
ஏல கணக்கு தாக்கல் - 4 வாரம். அடுத்த வாய்தா 15.11.2027.
{tm("2027-09-27")} - சப் கோர்ட் - OS 47/2026 அக்னஸ் - PW1 குறுக்கு விசாரணை முடிந்தது (புதுச்சேரி சீனியர்).
செலவுத்தொகை ரூ. 1,500 கொடுத்தாங்க. அடுத்த வாய்தா 08.11.2027 - PW2.
- முருகேசன்
""")
u("backlog/2027-11/IMG-20271117-WA0004.jpg", "handwritten_note_photo", K, "2027-11-17", ["C02", "C04"],
  ["C02-H06", "C04-H06"], f"""
வாய்தா பதிவேடு
{tm("2027-11-15")} - சப் கோர்ட் - OS 112/2026 கந்தசாமி x சேகர் - ஏல கணக்கு (auction slips) தாக்கல் ஆச்சு.
PW1 கந்தசாமி proof affidavit தாக்கல். அடுத்த வாய்தா 24.01.2028 - குறுக்கு விசாரணை.
{tm("2027-11-17")} - வாடகை கட்டுப்பாட்டு நீதிமன்றம் - RCOP 9/2027 தேவஸ்தானம் x வேல்முருகன் - மனுதாரர் சாட்சி முடிந்தது.
RW1 வேல்முருகன் சாட்சி. வாடகை நிலுவை ரூ. 68,000 கோர்ட்டில் கட்ட உத்தரவு. அடுத்த வாய்தா 19.01.2028.
- க. முருகேசன்
""")
u("backlog/2028-01/Kandasamy PW1 cross 24 jan.docx", "typed_note_docx", L, "2028-01-24", ["C02"], ["C02-H07"], """
24.01.2028 - OS 112/2026 (Angalamman boat) - PW1 Kandasamy cross by Kaliyaperumal (part)
- Q: you took the diesel subsidy Rs. 1,86,000 for 2025-26? A: subsidy came to the boat's account with Sekar's
  signature; I did not take it.
- Admitted he did not go on voyages after October 2025 (knee problem).
- Auction slips filed by D1 show Rs. 21,40,000 gross for 2026; PW1: more than that - "Sekar sold at night to Nagore
  merchants".
Part heard - call on 13.03.2028 for further cross.
""")

# ---------------- C03 Vizhidiyur vaaikkal easement (District Munsif)
u("backlog/2027-03/IMG_20270310_163820.jpg", "handwritten_note_photo", L, "2027-03-10", ["C03"], ["C03-H01"], """
10/3/27 Munsif Ct - OS 208/26 Rajendran v Kaliyamurthy (vaaikkal)
IA 57/27 - ad-interim injunction granted: defendant not to obstruct / fill the field channel in S.No.112/3 till
next date. Notice.
Munsif sir first question: "mediation ku pogalaamaa?" - Rajendran: thanni illaama samba poidum, no.
ND 24.3.27.
""")
u("backlog/2027-03/IMG-20270324-WA0011.jpg", "handwritten_note_photo", K, "2027-03-24", ["C04", "C03"],
  ["C04-H01", "C03-H02"], f"""
வாய்தா பதிவேடு
{tm("2027-03-17")} - வாடகை கட்டுப்பாட்டு நீதிமன்றம் (முன்சீப்) - RCOP 9/2027 தேவஸ்தானம் x வேல்முருகன் -
வேல்முருகன் ஆஜர். counter-க்கு வாய்தா. முன்சீப் ஐயா சமரசம் (mediation) போகலாமான்னு முதல்ல கேட்டாங்க -
தேவஸ்தானம் EO கிட்ட கேட்கணும்னு சொன்னாங்க. அடுத்த வாய்தா 21.04.2027.
{tm("2027-03-24")} - முன்சீப் கோர்ட் - OS 208/2026 ராஜேந்திரன் (வாய்க்கால்) - பிரதிவாதி வக்கீல் சரவணன் counter-க்கு
time கேட்டார். இடைக்கால தடை நீட்டிப்பு. அடுத்த வாய்தா 07.04.2027.
- முருகேசன்
""")
u("backlog/2027-04/vaaikkal commissioner order 7.4.docx", "typed_note_docx", L, "2027-04-07", ["C03"], ["C03-H03"], """
07.04.2027 - OS 208/2026 & IA 57/2027 - District Munsif, Karaikal
Counter & WS filed by Saravanan: channel "abandoned since 2016", plaintiff uses a borewell; S.No.112/3 converted
into house plots.
Our reply: borewell only for the nursery; samba needs the channel water from the Nattar.
Munsif sir: Advocate Commissioner - Tmt. K. Revathi, Advocate - to inspect with the Village Surveyor and note the
channel, its width, length and any obstruction. Fee Rs. 6,000 by the plaintiff. Report by next date.
Ad-interim injunction extended. ND 09.06.2027 (after vacation).
""")
u("backlog/2027-06/IMG-20270616-WA0002.jpg", "handwritten_note_photo", K, "2027-06-16", ["C03", "C04"],
  ["C03-H04", "C04-H03"], f"""
வாய்தா பதிவேடு
{tm("2027-06-09")} - முன்சீப் - OS 208/2026 வாய்க்கால் - கமிஷனர் அறிக்கை தாக்கல். IA 57 உத்தரவுக்கு 07.07.2027.
{tm("2027-06-16")} - வாடகை கோர்ட் - RCOP 9/2027 - தேவஸ்தானம் வக்கீல் மகாலட்சுமி அம்மா புது EO உத்தரவு (instructions)
வரணும்னு time கேட்டாங்க. அடுத்த வாய்தா 21.07.2027.
- முருகேசன்
""")
u("backlog/2027-06/rajendran 9 june.txt", "typed_note_txt", L, "2027-06-09", ["C03"], ["C03-H04"], """
9.6.27 OS 208 vaaikkal - Commissioner report filed: channel 2.5 ft wide, 140 m through S.No.112/3; earth fill about
20 m near the new compound wall. Saravanan wants time for objections. IA 57 order on 7.7.27.
Mettur water release June 12 - tail-end la thanni July 2nd week thaan varum - order athukku munnaadi venum!
""")
u("backlog/2027-07/IA 57-2027 in OS 208-2026 order.pdf", "certified_order_sheet_scan", "District Munsif Court, Karaikal",
  "2027-07-08", ["C03"], ["C03-H05"], """
IN THE COURT OF THE DISTRICT MUNSIF, KARAIKAL
Present: Thiru S. Prabhakaran, M.L., District Munsif
I.A. No. 57 of 2027 in O.S. No. 208 of 2026
N. Rajendran ... Petitioner/Plaintiff    vs    P. Kaliyamurthy ... Respondent/Defendant
ORDER: The Advocate Commissioner's report shows a defined field channel 2.5 feet wide running 140 metres across
S.No. 112/3 to the petitioner's land, with old bunds, filled with earth for about 20 metres near a new compound wall.
Prima facie the petitioner has been taking water through it. The balance of convenience is in his favour, the
kuruvai and samba water from the Nattar being due. The respondent is restrained by a temporary injunction from
obstructing the flow of water in the field channel in S.No. 112/3 till the disposal of the suit, and shall remove
the earth fill within 10 days. I.A. allowed. Suit: call on 13.10.2027 for trial.
Pronounced in open court on 07.07.2027.                     Sd/- District Munsif
""")
u("backlog/2027-10/PW1 rajendran 13-10-27.txt", "typed_note_txt", L, "2027-10-13", ["C03"], ["C03-H06"], """
13-10-27 OS 208/26 (vaaikkal) - PW1 Rajendran examined (chief by affidavit) & cross by Saravanan.
In cross: admitted the borewell (5 HP) was installed in 2019; said "borewell thanni uppu, samba ku pathaathu".
Earth fill removed on 16.07.2027 after the order - water came.
Next 8.12.27 - PW2 Veerasamy.
""")
u("backlog/2027-12/IMG_20271208_165951.jpg", "handwritten_note_photo", L, "2027-12-08", ["C03"], ["C03-H07"], """
8/12/27 Munsif - vaaikkal case
PW2 Veerasamy (68, adjacent field S.No.113) - chief & cross.
"Indha vaaikkal 40 varusham-a odudhu, en appa kaalathula irundhu. Samba, thaladi rendukkum indha thanni thaan."
Cross la onnum illa.
Our side closed. DW ku ND 16.2.28.
""")
u("backlog/2027-12/correction vaaikkal date.txt", "typed_note_txt", L, "2027-12-09", ["C03"], ["C03-H07"], """
09.12.2027 - CORRECTION: vaaikkal case (OS 208/26, Rajendran) - next date is NOT 16.02 as I wrote in the diary
yesterday. Murugesan anna checked the Munsif court's case status: correct next date 09.02.2028 (Wednesday) for DW.
Diary la thiruthiyaachu.
""")
u("backlog/2028-02/IMG-20280209-WA0003.jpg", "handwritten_note_photo", K, "2028-02-09", ["C05", "C03"],
  ["C05-H09", "C03-H08"], f"""
வாய்தா பதிவேடு
{tm("2028-02-07")} - JM-I - CC 318/2027 ஐஸ் பிளான்ட் x சாகுல் ஹமீது - வங்கி மேனேஜர் CW2 சாட்சி ஆச்சு.
வாதி தரப்பு முடிந்தது. அடுத்த வாய்தா {tm("2028-03-11")} - 351 கேள்வி.
{tm("2028-02-09")} - முன்சீப் - OS 208/2026 வாய்க்கால் - பிரதிவாதி சாட்சி (DW1) தயாரில்லை; ரூ. 1,000 செலவுத்தொகை
(costs) போட்டாங்க. அடுத்த வாய்தா 15.03.2028.
- க. முருகேசன்
""")

# ---------------- C04 Thirunallar temple shop eviction (Rent Controller)
u("backlog/2027-04/Velmurugan counter filed 21.04.docx", "typed_note_docx", L, "2027-04-21", ["C04"], ["C04-H02"], """
21.04.2027 RCOP 9/2027 - Rent Controller, Karaikal (temple shop, Thirunallar)
Counter filed for Velmurugan:
(1) no wilful default - rent Rs. 8,500 p.m. tendered by money order every month from July 2025; the Devasthanam
    refused (MO coupons returned 'refused');
(2) 'own use' for a queue complex is a pretext - no approved plan, no sanction;
(3) the shop has been with his family since 1994 (father Subramanian).
Filed I.A. to permit deposit of rent in court. ND 16.06.2027.
""")
u("backlog/2027-07/WhatsApp Chat with Velmurugan Pooja Stores.txt", "whatsapp_export", "S. Velmurugan / " + L,
  "2027-07-21", ["C04"], ["C04-H03", "C04-H04"], """
16/06/27, 11:52 - P. Senthamarai Adv: Velmurugan, today Devasthanam vakil Mahalakshmi time kettaanga - pudhu EO vanthirukkaaru, instructions venum nu. Next 21.07.2027.
16/06/27, 12:10 - Velmurugan Pooja Stores: Sari amma. Sani peyarchi kootam varum pothu kadai moodinaa romba nashtam.
21/07/27, 15:20 - P. Senthamarai Adv: EO Thiru R. Sivagnanam examined today. In cross he admitted there is no approved plan for the queue complex, only an estimate. Good point for us. Next 15.09.2027.
21/07/27, 15:22 - Velmurugan Pooja Stores: 🙏🙏 nandri amma
""")
u("backlog/2027-09/RCOP 9-2027 proceedings.pdf", "certified_order_sheet_scan", "Rent Controller, Karaikal",
  "2027-09-17", ["C04"], ["C04-H04", "C04-H05"], """
BEFORE THE RENT CONTROLLER (DISTRICT MUNSIF), KARAIKAL
R.C.O.P. No. 9 of 2027
Arulmigu Dharbaranyeswaraswamy Devasthanam, Thirunallar, rep. by its Executive Officer ... Petitioner
vs  S. Velmurugan ... Respondent
PROCEEDINGS
21.07.2027  Petitioner represented by its Executive Officer. Respondent present. PW1 (Executive Officer) examined
and cross-examined. Call on 15.09.2027 for further enquiry.
15.09.2027  Petitioner's counsel seeks time to examine PW2 stating that instructions from the Executive Officer are
awaited. Respondent objects; this is the second request on the same ground. Time granted. The parties are asked
whether they would consider mediation. Call on 17.11.2027.
                                                   Sd/- Rent Controller
True copy issued on 17.09.2027.
""")
u("backlog/2028-01/temple shop RW1 cross 19.1.txt", "typed_note_txt", L, "2028-01-19", ["C04"], ["C04-H07"], """
19.1.28 RCOP 9/27 temple shop - RW1 Velmurugan cross by Mahalakshmi concluded. She suggested he sublet part of the
shop to his brother-in-law for a tea stall - denied.
Arrears Rs. 68,000 deposited on 12.01.2028 (challan filed). Enquiry over.
Arguments on 11.03.2028 (Saturday). Prepare: tender by MO = no wilful default; EO admitted no approved plan.
""")

# ---------------- C05 Ice plant cheque case (JM-I) and C08 Priya divorce (Family Court): junior's chats
u("backlog/2027-06/WhatsApp Chat with Ferdi Jr.txt", "whatsapp_export", J + " / " + L, "2027-06-28", ["C05", "C08"],
  ["C08-H01", "C05-H01", "C08-H02", "C05-H02", "C05-H03", "C08-H03", "C05-H04"], """
13/03/27, 12:40 - Ferdi Jr: Akka, Priya HMOP - husband Singapore la irukkaaru, Gomathi madam appear aanaanga. FC madam counselling ku anuppunaanga, 17.04.2027. Husband in person varanum nu sonnaanga.
22/03/27, 11:15 - Ferdi Jr: CC 318 Sahul - summons returned "not found" Nagore address. Fresh summons through Nagore police. ND 26.04.27
17/04/27, 13:10 - Ferdi Jr: Priya - counselling nadakkala, husband varala. Madam: next time husband video conference la appear aaganum. ND 19.06.27
26/04/27, 12:02 - Ferdi Jr: Sahul absent even after service. JM sir NBW pottaaru. ND 24.05.27
24/05/27, 12:30 - Ferdi Jr: Sahul surrendered, NBW recalled, bond 10,000. Copies kuduthaachu. ND 28.06.27
19/06/27, 13:05 - Ferdi Jr: Priya - Gomathi counter file panninaanga. Sec 24 IA argued - we asked 15,000 pm. Order 21.08.27.
28/06/27, 11:50 - Ferdi Jr: Sahul - 274 BNSS particulars explained, not guilty. Defence: "blank security cheque for ice supply". ND 02.08.27 for CW1.
28/06/27, 11:51 - P. Senthamarai Adv: ok. Jayaraman-ku sollu, proof affidavit 25th kulla.
""")
u("backlog/2027-08/IMG_20270802_171203.jpg", "handwritten_note_photo", L, "2027-08-02", ["C05", "C06"],
  ["C05-H05", "C06-H03"], """
2/8/27 Mon - JM-I & PDJ
JM-I: CC 318 ice plant - CW1 Jayaraman proof affidavit, P1-P6 marked (cheque, return memo, notice, postal receipt,
AD card, ledger extract). Abdul Rahim petition - cheque-a handwriting expert ku anuppanum (filled in different ink).
Counter by 6.9.
PDJ: MCOP 58 - PW1 Ilayaraja chief affidavit; P1-P12 marked; medical bills total Rs. 2,86,400.
Insurer cross ND 4.10.27.
""")
u("backlog/2027-09/CC 318-2027 order 06.09.2027.pdf", "certified_order_sheet_scan", "Judicial Magistrate No. I, Karaikal",
  "2027-09-06", ["C05"], ["C05-H06"], """
IN THE COURT OF THE JUDICIAL MAGISTRATE No. I, KARAIKAL
Present: Thiru K. Anbalagan, Judicial Magistrate No. I
C.C. No. 318 of 2027     Sri Vinayaga Ice Plant ... Complainant    vs    A. Sahul Hameed ... Accused
06.09.2027  Complainant present. Accused absent; petition under Section 355 BNSS filed - allowed. Crl.M.P. No. 1410
of 2027 filed by the accused to send the cheque to a handwriting expert is dismissed, as the accused admits the
signature and the filling in a different ink is no defence in view of Section 20 of the N.I. Act. CW1 cross-examined
in part. Call on 18.10.2027 for further cross of CW1.
                                                   Sd/- Judicial Magistrate No. I
""")
u("backlog/2028-02/WhatsApp Chat with Ferdi Jr (2).txt", "whatsapp_export", J + " / " + L, "2028-02-19",
  ["C05", "C08"], ["C05-H07", "C05-H08", "C08-H06"], """
18/10/27, 12:20 - Ferdi Jr: Akka, Sahul CW1 cross over. Accused again absent, exemption petition - allowed. Rendaavathu exemption. CW2 IOB manager ku summons. ND 13.12.27
13/12/27, 12:45 - Ferdi Jr: CW2 bank manager varala, fresh summons. Sahul ku moonaavathu thadava exemption - 3rd time akka! JM sir warned, next time NBW. ND 07.02.2028
13/12/27, 12:47 - P. Senthamarai Adv: Note pannu. Feb 7 naan varen.
19/02/28, 13:30 - Ferdi Jr: Priya cross by Gomathi madam - asked about her job at the bank in Karaikal (salary 28,000) and her Singapore visit in 2025. Part cross. ND 18.03.2028.
19/02/28, 13:32 - P. Senthamarai Adv: Singapore visit question-ku enna sonnaanga?
19/02/28, 13:40 - Ferdi Jr: "he locked me in the flat for 3 days, I came back alone" nu sonnaanga. Strong akka.
""")
u("backlog/2028-02/CC318 CW2 bank manager.docx", "typed_note_docx", L, "2028-02-07", ["C05"], ["C05-H09"], """
07.02.2028 - CC 318/2027 (ice plant v. Sahul Hameed) - JM-I
CW2 Thiru K. Rathinavel, Assistant Manager, Indian Overseas Bank, Nagore, examined: produced the account statement of
A. Sahul Hameed; balance on 26.12.2026 (date of presentation) was Rs. 3,212 only; cheque No. 207734 returned
'Funds Insufficient'.
Cross by Abdul Rahim: account was operational; no stop-payment instruction.
Complainant side closed. Call on 11.03.2028 for questioning of the accused u/s 351 BNSS (Saturday - JM sitting).
""")

# ---------------- C06 Ilayaraja ECR MACT (PDJ-cum-MACT)
u("backlog/2027-04/ilayaraja mcop 19.4.txt", "typed_note_txt", L, "2027-04-19", ["C06"], ["C06-H01"], """
19.4.27 PDJ-cum-MACT - MCOP 58/2027 Ilayaraja v Rafiq Ahamed (owner) & United India Insurance.
Insurer appeared through Nagarajan. R1 owner absent - ex parte next time if absent. Counter ku time.
ND 14.6.27 (after vacation). Claim Rs. 15,00,000. Driver M. Suresh, Nagapattinam.
""")
u("backlog/2027-10/MCOP 58 PW1 cross.docx", "typed_note_docx", L, "2027-10-04", ["C06"], ["C06-H04"], """
04.10.2027 - MCOP 58/2027 - PW1 Ilayaraja cross by Nagarajan (insurer):
- Helmet? "wearing, it broke" - helmet not produced.
- Income: fish loading work at Karaikal port Rs. 18,000 p.m. - no salary proof, only a letter from the contractor.
- Suggestion that he came on the wrong side - denied; FIR says the van came rashly from the Velankanni side.
PDJ madam: claimant to appear before the Medical Board at the Government General Hospital, Karaikal for assessment of
disability and file the certificate. ND 06.12.2027.
""")
u("backlog/2027-12/MCOP 58-2027 order 06.12.2027.pdf", "certified_order_sheet_scan",
  "Motor Accidents Claims Tribunal, Karaikal", "2027-12-07", ["C06"], ["C06-H05"], """
THE MOTOR ACCIDENTS CLAIMS TRIBUNAL (PRINCIPAL DISTRICT JUDGE), KARAIKAL
Present: Tmt. G. Shanthi, Principal District Judge
M.C.O.P. No. 58 of 2027    K. Ilayaraja ... Claimant   vs   S. Rafiq Ahamed and another ... Respondents
06.12.2027  Claimant present. R1 ex parte. Counsel for R2 insurer present. Certificate of the Medical Board,
Government General Hospital, Karaikal dated 26.11.2027 filed: permanent disability 35%. The Tribunal asked R2
whether it would make an offer. R2 offered Rs. 4,50,000/- in full settlement. Claimant not willing. Call on
14.02.2028 for PW2.                                         Sd/- Principal District Judge / MACT
""")

# ---------------- C07 Mani liquor bail (Madras High Court)
u("backlog/2027-08/WhatsApp Chat with Ferdi Jr HC.txt", "whatsapp_export", J + " / " + L, "2027-08-10", ["C07"],
  ["C07-H01", "C07-H02", "C07-H03"], """
27/07/27, 15:10 - Ferdi Jr: Akka, Mani bail Crl.OP 18876 - Ct 41, Ilangovan J. Notice to State, GA instructions ku 03.08.27.
03/08/27, 16:02 - Ferdi Jr: Judge first question: "previous case irukkaa?" GA said Crime No. 41/2025 Nagore PS, TN Prohibition Act. Judge wants status of that case. ND 10.08.27.
03/08/27, 16:05 - P. Senthamarai Adv: That case acquittal thaane? Saroja amma kitta kelu, judgment copy venum.
04/08/27, 10:20 - Ferdi Jr: Saroja amma sonnaanga - Nagapattinam court la 2026 la acquittal. Copy Murugesan anna anuppuraaru.
10/08/27, 15:45 - Ferdi Jr: Bail granted akka!! Condition: T.R. Pattinam police station la daily 10.30 am appear aaganum, 4 weeks. Bond 25,000 two sureties, JM-I Karaikal satisfaction.
10/08/27, 15:47 - P. Senthamarai Adv: Super Ferdi 👍 Saroja amma-ku sollu.
""")
u("backlog/2027-08/CRL.OP 18876-2027 order 10.08.2027.pdf", "certified_order_sheet_scan", "Madras High Court",
  "2027-08-12", ["C07"], ["C07-H03"], """
IN THE HIGH COURT OF JUDICATURE AT MADRAS
DATED: 10.08.2027
CORAM: THE HONOURABLE MR. JUSTICE V. ILANGOVAN
Crl.O.P. No. 18876 of 2027
R. Manikandan @ Mani ... Petitioner    vs    State rep. by the Inspector of Police, T.R. Pattinam Police Station,
Karaikal (Crime No. 94 of 2027) ... Respondent
ORDER: The petitioner, arrested on 22.06.2027, has been in custody for 49 days. The contraband, 46 cartons of liquor,
has been seized. The previous case in Crime No. 41 of 2025 on the file of the Nagore Police Station has ended in
acquittal. The petitioner is ordered to be released on bail on his executing a bond for a sum of Rs. 25,000/- with
two sureties each for a like sum to the satisfaction of the learned Judicial Magistrate No. I, Karaikal, and on the
further condition that he shall appear before the respondent police daily at 10.30 a.m. for four weeks.
                                                                        V. ILANGOVAN, J.
""")

# ---------------- C08 Priya divorce (Family Court)
u("backlog/2027-08/IMG-20270821-WA0015.jpg", "handwritten_note_photo", K, "2027-08-21", ["C08"], ["C08-H04"], f"""
வாய்தா பதிவேடு
{tm("2027-08-21")} - குடும்ப நல நீதிமன்றம் - HMOP 31/2027 பிரியதர்ஷினி x கார்த்திகேயன் - IA (sec 24) உத்தரவு:
மாதம் ரூ. 12,000 ஜீவனாம்சம் (மனு தாக்கல் தேதியிலிருந்து) + வழக்கு செலவு ரூ. 20,000.
அடுத்த வாய்தா {tm("2027-12-18")}.
- முருகேசன்
""")
u("backlog/2027-12/priya HMOP 18.12.27.docx", "typed_note_docx", L, "2027-12-18", ["C08"], ["C08-H05"], """
18.12.2027 - HMOP 31/2027 (Priya) - Family Court, Karaikal
Husband's side paid Rs. 60,000 by DD towards arrears under the s. 24 order - not the full amount: due from 18.01.2027
to December 2027 = 11 x 12,000 = 1,32,000 + litigation expenses 20,000 = 1,52,000; balance Rs. 92,000 still due.
Memo filed.
PW1 Priya chief affidavit filed. Cross on 19.02.2028.
FC madam: husband should appear by video conference for his evidence - Gomathi said he will.
""")
u("backlog/2028-02/IMG_4471.HEIC", "handwritten_note_photo", L, "2028-02-19", ["C08"], ["C08-H06"], """
19.2.28 Sat FC - Priya PW1 cross (part) by Gomathi: bank job salary 28,000 - maintenance reduce pannanum nu argue
pannuvaanga. Singapore 2025 visit - flat la 3 naal poottivachaan. Next 18.3.28.
""")

# ---------------- the week ahead of the lawyer's day
u("backlog/2028-03/JM-I Karaikal cause list 11.03.2028.pdf", "cause_list_pdf", "Judicial Magistrate No. I, Karaikal",
  "2028-03-10", ["C05"], [], """
IN THE COURT OF THE JUDICIAL MAGISTRATE No. I, KARAIKAL
CAUSE LIST FOR SATURDAY, 11.03.2028 (Sitting at 10.30 a.m.)
1. C.C. No. 41/2026   State rep. by Inspector of Police, Karaikal Town vs Ramesh @ Kutty - Trial (PW3)
2. S.T.C. No. 902/2027  State (Traffic) vs S. Arun - Appearance
3. C.C. No. 318/2027  Sri Vinayaga Ice Plant vs A. Sahul Hameed - Questioning of accused u/s 351 BNSS
   (P. Senthamarai / S. Abdul Rahim)
4. C.C. No. 77/2027   Arulmozhi vs G. Ganesan (s.138 N.I. Act) - Complainant evidence
5. Crl.M.P. No. 388/2028  Return of property (two-wheeler) - Orders
""")
u("backlog/2028-03/Plan 11-18 March.docx", "typed_note_docx", L, "2028-03-09",
  ["C05", "C04", "C02", "C06", "C03", "C08", "C01"], [], """
WEEK PLAN 11.03 - 20.03.2028
Sat 11.03 - JM-I 10.30: CC 318 Sahul - 351 questioning; Jayaraman need not come.
           Then Rent Controller: RCOP 9/27 temple shop ARGUMENTS - take: MO coupons 'refused' (11 nos.), deposit
           challan Rs. 68,000, EO cross (no approved plan for the queue complex), rulings on wilful default.
Mon 13.03 - Sub Ct: OS 112/26 Kandasamy - PW1 further cross; auction slips bundle, night sales to Nagore.
           PDJ: MCOP 58/27 Ilayaraja - RW1 driver Suresh cross: PSV badge, tourist permit copy from RTO Nagapattinam.
Wed 15.03 - Munsif: OS 208/26 vaaikkal - DW1 cross; Commissioner report, 40 years' use (PW2).
Sat 18.03 - FC: HMOP 31/27 Priya - cross continues; balance maintenance Rs. 92,000 memo.
Mon 20.03 - Sub Ct: OS 47/26 Agnès - DW1 Antoine cross: 1981 acte signed 'renonçant'; will Ex.B1 - no attesting witness.
(Sub Court la rendu matters: Agnès 20th, Kandasamy 13th.)
""")
