"""The uploads of the Davangere practice: what Prakash Gowda, his junior Kiran and the gumastha Basavaraj kept."""

L, J, K = "H. M. Prakash Gowda", "Kiran B. Hadadi", "Basavaraj Kotreshi (gumastha)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2029-12/WhatsApp Image 2029-12-20 at 10.12.44.jpeg", "document_photo", "Village Accountant, Kukkuwada", "2029-12-20", ["C01"], [], """
ಕರ್ನಾಟಕ ಸರ್ಕಾರ - ಪಹಣಿ / RTC (ನಮೂನೆ 16)   ಗ್ರಾಮ: ಕುಕ್ಕುವಾಡ  ಹೋಬಳಿ: ಆನಗೋಡು  ತಾಲ್ಲೂಕು: ದಾವಣಗೆರೆ
Sy. No. 47/2   Extent 3-10 (A-G)   Kharab 0-02
Khatedar (col. 9): Gurusiddappa s/o Kariyappa   MR No. 12/1979-80
Col. 11: 'D.K. (darkhast) grant - saguvali chit No. 88/63-64'
Crop (col. 12): adike / maize, irrigated (borewell)
Printed 20.12.2029  Bhoomi
""")
u("backlog/2030-10/Tahsildar report PTCL 14 Kukkuwada.pdf", "document_scan", "Tahsildar, Davanagere Taluk", "2030-10-04", ["C01"], [], """
OFFICE OF THE TAHSILDAR, DAVANAGERE TALUK
No. LND/PTCL/CR/112/2030-31                                       Date: 04.10.2030
To: The Assistant Commissioner, Davanagere Sub-Division
Sub: Report in PTCL/CR/14/2029-30 - Sy. No. 47/2, Kukkuwada village
As per the darkhast grant register, the land Sy. No. 47/2 measuring 3 acres 10 guntas was granted on 12.03.1964 to
Sri Doddabharamappa s/o Kenchappa (Adi Karnataka, Scheduled Caste) under the Mysore Land Grant Rules, 1958, with the
condition of non-alienation for 15 years (saguvali chit No. 88/63-64). The grantee sold the land to Sri Gurusiddappa
s/o Kariyappa by registered sale deed dated 14.06.1979 for Rs. 4,000. No prior permission of the Government for the
sale is found in the office records. Spot mahazar drawn on 27.09.2030: the purchaser is in possession, arecanut
plants of about 8 years stand.
                                                  sd/- Tahsildar, Davanagere
""")
u("backlog/2030-05/FIR 118-2030 Honnali PS.pdf", "document_scan", "Honnali Police Station", "2030-05-22", ["C02"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)
District: Davanagere   P.S.: Honnali   Crime No. 118/2030   Date: 22.05.2030
Acts & Sections: s. 303(2) BNS; ss. 4(1), 4(1A) r/w 21 MMDR Act, 1957
Complainant: Sri M. R. Naik, Senior Geologist, Dept. of Mines and Geology, Davanagere
Information: At about 4.30 AM near Balamuri halla, Tungabhadra river bank, a tipper lorry KA-17-C-xxxx loaded with
about 8 tonnes of river sand without permit was intercepted; the driver ran away. The owner-operator Manjunatha @ Tipper
Manja s/o Siddappa, Honnali, was found to be running the lorry. Lorry seized. Manjunatha arrested at 11.15 AM.
""")
u("backlog/2030-06/Crl Misc 944-2030 bail rejected.pdf", "document_scan", "Prl. District & Sessions Judge, Davanagere", "2030-06-20", ["C02"], [], """
IN THE COURT OF THE PRINCIPAL DISTRICT AND SESSIONS JUDGE, DAVANAGERE
Crl.Misc. No. 944/2030    Manjunatha @ Tipper Manja vs State by Honnali PS
ORDER
The petitioner seeks bail in Honnali PS Cr. No. 118/2030. Illegal sand extraction from the Tungabhadra is rampant;
the petitioner has a previous case of the same nature. The investigation is not complete. Petition rejected.
Dictated and pronounced 20.06.2030.            sd/- Prl. District & Sessions Judge
""")
u("backlog/2029-10/Partnership deed Siddeshwara Rice Industries.pdf", "document_scan", "Sub-Registrar, Harihar", "2024-04-01", ["C03"], [], """
DEED OF PARTNERSHIP - SRI SIDDESHWARA RICE INDUSTRIES, Malebennur, Harihar Taluk
Dated 01.04.2024. Partners: (1) G. Shivakumar - share 40%; (2) K. Basavarajappa - share 40%; (3) M. Chandrappa - 20%.
Business: paddy processing and rice milling (sona masoori), parboiling unit. Capital Rs. 60,00,000 in the ratio of shares.
Books at the mill office; K. Basavarajappa, the managing partner, keeps the accounts and the bank account at SBI Malebennur.
Partnership at will. Disputes to the courts at Davanagere.
""")
u("backlog/2029-09/Plaint OS 88-2029 Channagiri.pdf", "document_scan", L, "2029-09-12", ["C04"], [], """
IN THE COURT OF THE CIVIL JUDGE AND JMFC AT CHANNAGIRI
O.S. No. ____/2029     Rudrappa H. s/o Halappa, Nallur ... Plaintiff   vs   Nagaraja K. s/o Kariyanna, Nallur ... Defendant
PLAINT under Order VII Rule 1 CPC
1. The plaintiff owns the arecanut garden (adike thota) in Sy. No. 112/3 of Nallur village, 2 acres, with about 900 areca palms.
2. The defendant owns Sy. No. 112/4 on the east. In June 2029 he shifted the boundary stones (hadbastu kallu) and put a
   fence inside the plaintiff's land, and blocked the field channel that brings Sulekere (Shanti Sagara) water to the garden.
3. Reliefs: declaration of the boundary as per the survey sketch; mandatory injunction to remove the fence; permanent
   injunction against obstructing the channel. Valued u/s 24 and 26 of the Karnataka Court Fees and Suits Valuation Act.
Davanagere, 12.09.2029                                   Advocate for plaintiff
""")
u("backlog/2029-07/cheque return memo Al-Noor Powerlooms.pdf", "document_scan", "Canara Bank, Harihar", "2029-07-19", ["C05"], [], """
CANARA BANK   Harihar Main Branch
CHEQUE RETURN MEMO                    Date: 19.07.2029
Cheque No. 208816 dated 15.07.2029 for Rs. 4,85,000/- drawn by Imtiyaz Ahmed, Al-Noor Powerlooms, on A/c 1034xxxxxx,
presented by Sri Gajanana Textiles - RETURNED UNPAID. Reason: FUNDS INSUFFICIENT
""")
u("backlog/2029-08/legal notice Imtiyaz Al-Noor.docx", "typed_note_docx", L, "2029-08-02", ["C05"], [], """
H. M. PRAKASH GOWDA, B.A., LL.B., Advocate, P.J. Extension, Davanagere
RPAD                                                        Date: 02.08.2029
To: Sri Imtiyaz Ahmed, prop. Al-Noor Powerlooms, Industrial Area, Harihar
Sub: Notice u/s 138 of the Negotiable Instruments Act, 1881
Under instructions of my client Sri Gajanana Textiles, Gandhi Circle, Harihar, by its proprietor Sri Vinayak R. Pai: you
bought cotton yarn (40s count) from my client on credit; towards the dues you issued cheque No. 208816 dated 15.07.2029
for Rs. 4,85,000 on Canara Bank, Harihar, which returned 'funds insufficient' on 19.07.2029. Pay the amount within 15 days.
                                                            Advocate
""")
u("backlog/2030-02/PM report Mallesh CG hospital.pdf", "document_scan", "Chigateri General Hospital, Davanagere", "2030-02-04", ["C06"], [], """
CHIGATERI GENERAL HOSPITAL, DAVANAGERE - DEPT. OF FORENSIC MEDICINE
POST MORTEM REPORT No. 211/2030     Date: 04.02.2030
Name: Mallesh s/o Hanumanthappa, 34 yrs, r/o Hebbalu. Brought by HC 214, Davanagere Traffic PS (Cr. No. 23/2030)
History: motorcycle hit from behind by lorry KA-16-B-xxxx on NH-48 near Hebbalu on 03.02.2030 at about 7.40 PM.
Cause of death: shock and haemorrhage due to crush injury to the chest and pelvis.
""")
u("backlog/2030-03/IMG_20300302_175512.jpg", "document_photo", "Sowmya", "2030-03-02", ["C07"], [], """
ಗೆ, ಪೊಲೀಸ್ ಇನ್ಸ್‌ಪೆಕ್ಟರ್, ಮಹಿಳಾ ಪೊಲೀಸ್ ಠಾಣೆ, ದಾವಣಗೆರೆ      ದಿ: 02.03.2030
ವಿಷಯ: ವರದಕ್ಷಿಣೆ ಕಿರುಕುಳದ ಬಗ್ಗೆ ದೂರು
ನನ್ನ ಮದುವೆ ಪ್ರಶಾಂತ್ ಕೆ. ಅವರೊಂದಿಗೆ 10.05.2026 ರಂದು ಆಯಿತು. ಮದುವೆ ಸಮಯದಲ್ಲಿ 120 ಗ್ರಾಂ ಚಿನ್ನ ಮತ್ತು ರೂ. 3 ಲಕ್ಷ
ನಗದು ಕೊಟ್ಟಿದ್ದರು. ಈಗ ಇನ್ನೂ ರೂ. 5 ಲಕ್ಷ ತರಲು ಒತ್ತಾಯಿಸಿ ಮನೆಯಿಂದ ಹೊರಗೆ ಹಾಕಿದ್ದಾರೆ. ಮಗ ತೇಜಸ್ (2 ವರ್ಷ) ನನ್ನ ಜೊತೆ ಇದ್ದಾನೆ.
                                                          ಸೌಮ್ಯ
""")
u("backlog/2029-11/lease deed Krishna Bhavan PB road.pdf", "document_scan", "Sub-Registrar, Davanagere", "2019-02-01", ["C08"], [], """
LEASE DEED dated 01.02.2019 - Smt. Girijamma w/o Channabasappa (Lessor) and Sri Raghavendra Upadhya (Lessee)
Premises: ground floor, Door No. 412/3, P.B. Road, Davanagere, for running the hotel 'Udupi Sri Krishna Bhavan'.
Term: 5 years from 01.02.2019. Monthly rent Rs. 22,000, payable before the 10th; advance Rs. 3,00,000 (refundable).
""")
u("backlog/2030-08/IMG_20300820_113020.jpg", "document_photo", "Office of the Civil Judge, Channagiri", "2030-08-20", ["C04"], [], """
RECEIPT   Civil Judge & JMFC Court, Channagiri     No. 1187     Date: 20.08.2030
Received from Sri Rudrappa H. (plaintiff, O.S. 88/2029) Rs. 6,000/- (Rupees six thousand only) towards the
commissioner's fee (ADLR surveyor) as ordered on IA No. III.        sd/- Sheristedar
""")

# ---------------- C01 Kukkuwada PTCL
u("backlog/2030-06/IMG_20300618_164210.jpg", "handwritten_note_photo", L, "2030-06-18", ["C01"], ["C01-H01"], """
18/6/30  AC court (Mini Vidhana Soudha)  PTCL 14/29-30 Hanumanthappa
R1 Gurusiddappa ge Guruprasad vakalat. Objections ge time.
Hanumanthappa: "saar, namma appange gottilla aaga, 4 saavira kodtini andru, sahi haakisidru". 
ND 23/7
""")
u("backlog/2030-07/PTCL 14 objections 23.07.docx", "typed_note_docx", L, "2030-07-23", ["C01"], ["C01-H02"], """
23.07.2030 (Tue) - PTCL/CR/14/2029-30 - Hanumanthappa v. Gurusiddappa - AC, Davanagere
Objections of R1 filed by Guruprasad: (i) bought in 1979 for value, in possession 50 years; (ii) petition barred by delay -
relies on Nekkanti Rama Lakshmi (SC 2018) and Vivek M. Hinduja; (iii) grant was not a free grant.
Our reply: s. 5(3) inserted by the 2023 amendment - no limitation; grant was darkhast to SC grantee.
AC saheb called for Tahsildar's report with the grant register extract and saguvali chit. ND 03.09.2030.
""")
u("backlog/2030-09/IMG-20300903-WA0011.jpg", "handwritten_note_photo", K, "2030-09-03", ["C01", "C07"], ["C01-H03"], """
ದಿನಚರಿ 03.09.2030 ಮಂಗಳವಾರ
1) PTCL 14/29-30 ಹನುಮಂತಪ್ಪ - ಎ.ಸಿ. ಕೋರ್ಟ್ - ತಹಶೀಲ್ದಾರ್ ವರದಿ ಬಂದಿಲ್ಲ. ಮುಂದಿನ ದಿನಾಂಕ 15.10.2030
2) Crl.Misc 77/2030 ಸೌಮ್ಯ - ಕೌಟುಂಬಿಕ ನ್ಯಾಯಾಲಯ - 05.09 ಕ್ಕೆ ಮಧ್ಯಸ್ಥಿಕೆ ವರದಿ (mediation report)
""")
u("backlog/2030-10/AC order sheet PTCL 14 dt 15.10.2030.pdf", "certified_order_sheet_scan", "Assistant Commissioner, Davanagere", "2030-10-18", ["C01"], ["C01-H04"], """
IN THE COURT OF THE ASSISTANT COMMISSIONER, DAVANAGERE SUB-DIVISION, DAVANAGERE
No. PTCL/CR/14/2029-30      Hanumanthappa ... Petitioner   vs   Gurusiddappa & Tahsildar ... Respondents
ORDER SHEET
15.10.2030  Petitioner by Sri H.M. Prakash Gowda, Adv. R1 by Sri T. Guruprasad, Adv. R2 Tahsildar by RI.
            Report of the Tahsildar dated 04.10.2030 received and read. Copy furnished to R1. The land was granted on
            12.03.1964; no permission for the sale dated 14.06.1979 is found. R1 to file reply to the report.
            Call on 03.12.2030.                                        sd/- Assistant Commissioner
""")
u("backlog/2030-12/ptcl 3 dec args.txt", "typed_note_txt", L, "2030-12-03", ["C01"], ["C01-H05"], """
3.12.30 tue  AC court - Kukkuwada PTCL
R1 reply filed - says DC permission was got in 1978 but no copy (!). Argued for 40 min: s.4 - sale void, s.5 resumption;
2023 amendment s.5(3); Tahsildar report - no permission. AC saheb: "produce permission if any, else I go by report".
R1 args ND 11.2.31.
""")
u("backlog/2031-02/WhatsApp Chat with Hanumanthappa Kukkuwada.txt", "whatsapp_export", "Hanumanthappa", "2031-02-12", ["C01"], [], """
11/02/31, 6:02 pm - Prakash Gowda Adv: Hanumanthappa, ivattu Guruprasad baralilla, High Court alli busy antha. AC saheb last chance kottru. Next 18.03
11/02/31, 6:15 pm - Hanumanthappa: sari saar. yenu aaytu antha ooralli ellaru kelthare
11/02/31, 6:16 pm - Hanumanthappa: Gurusiddappa makkalu thota dalli adike koyta idaare saar
11/02/31, 6:20 pm - Prakash Gowda Adv: order aago tanaka yenu maadakke aagalla. Galate maadbedi
12/02/31, 9:01 am - Hanumanthappa: sari saar. fees 5000 next time kodtini
""")
u("backlog/2031-02/IMG_20310211_125540.jpg", "handwritten_note_photo", L, "2031-02-11", ["C01"], ["C01-H06"], """
11.2.31  AC crt  PTCL 14
R1 adv Guruprasad absent - "busy in HC Dharwad" - his jr. sought time.
AC: last chance to R1 for args, else orders on record.
ND 18.3.31
""")
u("backlog/2031-03/PTCL 14 AC 18-03-2031.docx", "typed_note_docx", L, "2031-03-18", ["C01"], ["C01-H07"], """
18.03.2031 - PTCL/CR/14/2029-30 - AC court
Guruprasad argued 1 hour: delay of 50 years, Nekkanti; purchaser improved the land, planted arecanut.
Our reply in 10 min: s.5(3) 2023 amendment removes limitation; Tahsildar's report unrebutted; no permission produced.
AC saheb: "orders on 12.05.2031". Reserved for orders.
""")

# ---------------- C02 Manja sand bail (HC Dharwad)
u("backlog/2030-07/Manja bail HC 8 july.txt", "typed_note_txt", L, "2030-07-08", ["C02"], ["C02-H01"], """
8.7.30 mon  Dharwad Bench, CH 3, Nayak J - Crl.P 101264/2030 Manja bail
Admission. Notice to HCGP, returnable 15.07. Judge asked: "any other cases against him?" - told one old case 2028.
Stayed at Dharwad (Lakshmamma paid Rs. 3,000 for travel).
""")
u("backlog/2030-07/IMG_20300715_150122.jpg", "handwritten_note_photo", L, "2030-07-15", ["C02"], ["C02-H02"], """
15/7/30  Dwd CH-3  Crl.P 101264/30
HCGP Kumbar: objections not ready, antecedent report from Honnali PS awaited.
Nayak J: file by next date without fail.
ND 22/7
""")
u("backlog/2030-07/Manja 22.7 Dharwad.docx", "typed_note_docx", L, "2030-07-22", ["C02"], ["C02-H03"], """
22.07.2030 - Crl.P. No. 101264/2030 - Nayak J
Objections filed by HCGP: one earlier case Honnali PS Cr. No. 56/2028 (sand, s. 379 IPC and MMDR) - charge sheet filed,
pending before JMFC Honnali. Court asked us the status of that case and whether the lorry was released.
Told: C.C. pending, on bail there; lorry still with PS. ND 29.07.2030 for orders.
""")
u("backlog/2030-07/Crl.P 101264-2030 order 29.07.2030.pdf", "certified_order_sheet_scan", "High Court of Karnataka, Dharwad Bench", "2030-07-31", ["C02"], ["C02-H04"], """
IN THE HIGH COURT OF KARNATAKA, DHARWAD BENCH
DATED THIS THE 29TH DAY OF JULY, 2030
BEFORE THE HON'BLE MR. JUSTICE VENKATESH B. NAYAK
CRIMINAL PETITION No. 101264 OF 2030
Between: Manjunatha @ Tipper Manja ... Petitioner (By Sri H.M. Prakash Gowda, Advocate)
And: State of Karnataka by Honnali PS ... Respondent (By Sri Veeresh Kumbar, HCGP)
ORDER
The petitioner is in custody since 22.05.2030. The offences are punishable with imprisonment up to five years; the
seized lorry and sand are with the police; charge sheet is yet to be filed. The pendency of one earlier case is no
ground by itself to refuse bail. The petition is allowed. The petitioner shall be released on bail on executing a
personal bond for Rs. 1,00,000 with two sureties for the like sum to the satisfaction of the jurisdictional court,
subject to the conditions: he shall mark his attendance before Honnali PS on the first Sunday of every month till the
charge sheet is filed, shall not tamper with evidence, and shall not indulge in similar offences.
                                                   Sd/- JUDGE
""")

# ---------------- C03 rice mill suit
u("backlog/2030-06/OS 212 rice mill 10.6.txt", "typed_note_txt", L, "2030-06-10", ["C03"], ["C03-H01"], """
10.6.30 mon  Prl SCJ Dvg (Patil sir) - OS 212/2029 Shivakumar v Basavarajappa - Malebennur rice mill
D1 WS filed: says Shivakumar withdrew Rs. 11 lakh from the mill and stopped coming; no dissolution needed, he may retire.
D2 Chandrappa absent though served - placed ex parte.
Patil sir: "3 partners, mill is closed - why not settle?" Told client.
ND 15.7.30 - objections to IA II (receiver).
""")
u("backlog/2030-08/12.08.2030 patil sir court.txt", "typed_note_txt", L, "2030-08-12", ["C03", "C08"], ["C03-H03", "C08-H02"], """
12.08.2030 Monday - Prl. Senior Civil Judge, Davanagere (Court Hall 2)
(1) OS 212/2029 rice mill - IA II for receiver argued. Jayadevappa: mill running on job-work, receiver will kill it.
    Order: receiver not appointed now; D1 to file a statement of paddy and rice stock and the accounts from 01.04.2024
    within 4 weeks. ND 23.09.2030 for issues.
(2) HRC 19/2029 Girijamma - IA u/s 45 Rent Act allowed: tenant to deposit arrears of Rs. 2,64,000 (12 months x 22,000)
    within 30 days, and pay monthly rent into court. ND 30.09.2030.
Patil sir again: "both matters - talk and settle".
""")
u("backlog/2030-07/IMG-20300715-WA0004.jpg", "handwritten_note_photo", K, "2030-07-15", ["C03", "C02"], ["C03-H02"], """
ದಿನಚರಿ 15.07.2030 ಸೋಮವಾರ
O.S. 212/2029 ಶಿವಕುಮಾರ್ - ಪ್ರ. ಹಿರಿಯ ಸಿವಿಲ್ ನ್ಯಾಯಾಧೀಶರು - ಪ್ರತಿವಾದಿ ವಕೀಲರು ಜಯದೇವಪ್ಪ ಅವರು IA II ಗೆ ಆಕ್ಷೇಪಣೆ ಸಲ್ಲಿಸಲು ಸಮಯ ಕೇಳಿದರು.
ಮುಂದಿನ ದಿನಾಂಕ 12.08.2030
ಸಾಹೇಬರು ಧಾರವಾಡ ಹೈಕೋರ್ಟ್ - ಮಂಜ ಬೇಲ್
""")
u("backlog/2030-09/Issues OS 212-2029.docx", "typed_note_docx", L, "2030-09-23", ["C03"], ["C03-H04"], """
O.S. No. 212/2029 - G. Shivakumar v. K. Basavarajappa & Anr. - 23.09.2030 - issues framed
1. Whether the plaintiff proves that the firm Sri Siddeshwara Rice Industries is liable to be dissolved?
2. Whether the plaintiff is entitled to rendition of accounts from 01.04.2024?
3. Whether D1 proves that the plaintiff withdrew Rs. 11,00,000 from the firm without consent?
4. Whether the suit is bad for non-joinder?
5. What order or decree?
D1 filed stock statement (late): paddy 1,840 quintals. PE on 04.11.2030: PW1 Shivakumar + PW2 auditor.
""")
u("backlog/2030-11/IMG_20301104_171530.jpg", "handwritten_note_photo", L, "2030-11-04", ["C03"], ["C03-H05"], """
4/11/30  Prl SCJ  OS 212/29
PW1 Shivakumar chief affidavit filed, Ex P1 (partnership deed) to P14 marked.
Jayadevappa - "busy in HC Dharwad" - jr. sought cross deferred. Patil sir: costs Rs. 1,000 to plff.
ND 9/12 cross of PW1
""")
u("backlog/2030-12/rice mill PW1 cross 9.12.docx", "typed_note_docx", L, "2030-12-09", ["C03"], ["C03-H06"], """
09.12.2030 - OS 212/2029 - PW1 cross by Jayadevappa (part)
Q: you took Rs. 11 lakh in 2028? A: Rs. 6.5 lakh only, for my daughter's marriage, entered in the books as drawings.
Q: you stopped coming to the mill from 2029? A: denied; D1 changed the lock.
Admitted: the mill is closed since November 2029 except job-work. Cross to continue. ND 20.01.2031.
""")
u("backlog/2031-01/OS 212-2029 order sheet 20.01.2031.pdf", "certified_order_sheet_scan", "Prl. Senior Civil Judge, Davanagere", "2031-01-22", ["C03"], ["C03-H07"], """
IN THE COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE AND CJM, DAVANAGERE
O.S. No. 212/2029
20.01.2031  Plff by Sri HMP. D1 by Sri KMJ - absent. D2 ex parte.
            PW1 present for further cross. Counsel for D1 absent; his junior submits he is before the High Court at
            Dharwad. Same ground on 04.11.2030. Costs of Rs. 2,000 payable to the plaintiff imposed; no further time.
            For further cross of PW1 and PW2, call on 03.03.2031.                        sd/- Prl. SCJ
""")
u("backlog/2031-03/PXL_20310303_160302.jpg", "handwritten_note_photo", L, "2031-03-03", ["C03"], ["C03-H08"], """
3.3.31  Prl SCJ  rice mill
costs 2000 paid. PW1 cross over (20 min).
PW2 Prasanna Hegde, CA (auditor of firm) - chief: books show D1 drew Rs. 14.2 lakh, plff Rs. 6.5 lakh.
ND 21.4 - PW2 cross
""")
u("backlog/2031-04/rice mill 21 april.txt", "typed_note_txt", L, "2031-04-21", ["C03"], ["C03-H09"], """
21.4.31 mon  OS 212/2029 - PW2 CA Prasanna Hegde cross by Jayadevappa - only on his fee and that he is Shivakumar's
relative (he is not). PE closed by us. DE - D1 to lead evidence. ND 02.06.2031.
Patil sir: "settle maadkolli, mill rust hidiyuttide".
""")

# ---------------- C04 Nallur arecanut suit (Channagiri)
u("backlog/2030-06/OS 88-2029 IA I order 05.06.2030.pdf", "certified_order_sheet_scan", "Civil Judge & JMFC, Channagiri", "2030-06-07", ["C04"], ["C04-H01"], """
IN THE COURT OF THE CIVIL JUDGE AND JMFC, CHANNAGIRI
O.S. No. 88/2029     Rudrappa H. vs Nagaraja K.
05.06.2030  Plff by Sri HMP, Adv. Deft by Sri N.R., Adv.
            Orders on I.A. No. I u/O XXXIX R 1 & 2 CPC pronounced. The defendant is restrained by temporary injunction
            from obstructing the flow of water in the field channel from Sulekere to the plaintiff's land Sy. No. 112/3
            till disposal of the suit. Prayer regarding the fence is left to trial. For W.S., call on 10.07.2030.
                                                          sd/- Civil Judge & JMFC
""")
u("backlog/2030-07/WhatsApp Chat with Kiran Jr.txt", "whatsapp_export", J, "2030-11-20", ["C04", "C05", "C06"], ["C05-H01", "C05-H02", "C04-H02", "C04-H03", "C06-H02", "C06-H04", "C04-H04"], """
28/05/30, 1:12 pm - Kiran Jr: Sir Harihar CC 1142 Gajanana - accused Imtiyaz absent, Mulla sir NBW issued. ND 2/7
28/05/30, 1:13 pm - Prakash Gowda Adv: ok. Pai ge tilsu
02/07/30, 12:40 pm - Kiran Jr: Sir Imtiyaz bandidda, NBW recall aaytu, bail bond 10000. plea ge 6/8
02/07/30, 12:41 pm - Kiran Jr: Mulla sir kelidru "compromise chance ideya?" Basha sir "instructions illa" andru
10/07/30, 2:05 pm - Kiran Jr: Channagiri OS 88 - WS filed by Rangaswamy sir. Namma IA III commissioner ge filed. ND 14/8
05/08/30, 4:10 pm - Kiran Jr: MACT 356 - insurer objections filed, DL illa, contributory negligence antha. ND 16/9
14/08/30, 1:30 pm - Kiran Jr: Sir IA III allowed!! ADLR surveyor commissioner, fee 6000 plff kodbeku. ND 20/11
14/08/30, 1:31 pm - Prakash Gowda Adv: Rudrappa ge heli fee kattali
11/11/30, 3:55 pm - Kiran Jr: Sir MVC 356 - PW1 Shobha cross by Deepa Kulkarni madam - 1 hour. helmet haakidra antha kelidru. ND 13/1/31
20/11/30, 2:20 pm - Kiran Jr: Channagiri - commissioner report filed: encroachment 0-06 guntas (6 guntas) on east side, channel blocked at 2 places. Rangaswamy sir objections ge time. ND 8/1/31
20/11/30, 2:21 pm - Prakash Gowda Adv: super. copy tegedko
""")
u("backlog/2031-01/IMG_20310108_141107.jpg", "handwritten_note_photo", L, "2031-01-08", ["C04"], ["C04-H05"], """
8/1/31  Channagiri  OS 88/29 Rudrappa
Def objections to comm. report filed - "surveyor did not give notice" (false - notice served 2/10).
Madam framed issues - 4. Hadbastu sketch to be marked through PW1.
ND 19/2 PE
""")
u("backlog/2031-02/Rudrappa PW1 19.02.2031.docx", "typed_note_docx", L, "2031-02-19", ["C04"], ["C04-H06"], """
19.02.2031 - O.S. 88/2029 - Civil Judge & JMFC, Channagiri
PW1 Rudrappa chief by affidavit. Ex P1 RTC, P2 survey sketch (hadbastu), P3 tippani, P4 commissioner's report, P5 photos.
Rangaswamy sir sought cross next date. ND 02.04.2031 - PW1 cross and PW2 Siddalingappa (neerganti of Sulekere channel).
""")
u("backlog/2031-04/IMG-20310402-WA0019.jpg", "handwritten_note_photo", J, "2031-04-02", ["C04"], ["C04-H07"], """
2/4/31  Channagiri  OS 88/2029
PW1 Rudrappa cross by Rangaswamy - 45 min - on 1990 partition & old fence.
PW2 Siddalingappa (neerganti) absent - fever. Madam: summons to PW2.
ND 14/5/31
""")
u("backlog/2031-04/correction channagiri ND.txt", "typed_note_txt", J, "2031-04-04", ["C04"], [], """
Sir correction - Channagiri OS 88/2029 Rudrappa: 2/4 diary alli ND 14/5 antha bardidini - tappu.
Sheristedar hatra check maadide: sari ND 21.05.2031 (Wednesday), PW2 evidence.
""")

# ---------------- C05 Gajanana cheque case (JMFC Harihar)
u("backlog/2030-08/CC 1142-2029 order sheet 06.08.2030.pdf", "certified_order_sheet_scan", "Prl. Civil Judge & JMFC, Harihar", "2030-08-08", ["C05"], ["C05-H03"], """
IN THE COURT OF THE PRINCIPAL CIVIL JUDGE AND JMFC, HARIHAR
C.C. No. 1142/2029     Sri Gajanana Textiles vs Imtiyaz Ahmed
06.08.2030  Complainant by Sri HMP. Accused present with Sri S.A.B., Adv.
            Substance of accusation read over and explained to the accused in Kannada. He pleads not guilty and
            claims to be tried. Accused submits the cheque was given as security in 2027.
            For complainant's evidence, call on 17.09.2030.                         sd/- JMFC
""")
u("backlog/2030-09/harihar 17 sept.txt", "typed_note_txt", L, "2030-09-17", ["C05"], ["C05-H04"], """
17.9.30 - Harihar JMFC - CC 1142/29 Gajanana
CW1 Vinayak Pai affidavit filed; Ex P1 cheque, P2 return memo, P3 notice, P4 postal receipt, P5 acknowledgement, P6 ledger.
Basha sir: cross next date, "not ready". ND 29.10.30.
Pai sir: "Imtiyaz paid 50,000 in 2028 cash - don't say!" - told him ledger already shows it; answer truthfully.
""")
u("backlog/2030-10/CW1 cross Pai 29-10-30.docx", "typed_note_docx", J, "2030-10-29", ["C05"], ["C05-H05"], """
29.10.2030 - CC 1142/2029 - CW1 Vinayak Pai cross by Syed Anwar Basha
- suggested cheque given as security in 2027 along with 2 blank cheques - denied.
- suggested yarn supplied was 30s not 40s, defective - denied.
- admitted Rs. 50,000 received in cash in 2028, entered in ledger Ex P6.
ND 28.01.2031 for 313 (351 BNSS).
""")
u("backlog/2031-01/IMG-20310128-WA0022.jpg", "handwritten_note_photo", K, "2031-01-28", ["C05", "C06"], ["C05-H06"], """
ದಿನಚರಿ 28.01.2031 ಮಂಗಳವಾರ
C.C. 1142/2029 ಗಜಾನನ - ಹರಿಹರ JMFC - ಆರೋಪಿ ಹೇಳಿಕೆ (351 BNSS) ದಾಖಲಿಸಲಾಯಿತು. ಆರೋಪಿ ಪರ ಸಾಕ್ಷಿ ನೀಡುವುದಾಗಿ ಹೇಳಿದರು.
ಮುಂದಿನ ದಿನಾಂಕ 11.03.2031 - DW
MVC 356/2030 ಶೋಭಾ - ಶೆಟ್ಟಿ ಸಾಹೇಬರು - ಮುಂ.ದಿ. 10.03.2031
""")
u("backlog/2031-03/DW1 Imtiyaz cross 11.3.31.docx", "typed_note_docx", L, "2031-03-11", ["C05"], ["C05-H07"], """
11.03.2031 - CC 1142/2029 - DW1 Imtiyaz Ahmed examined
Chief: cheque was security for yarn in 2027; no liability; paid all in cash.
Our cross: admits signature on Ex P1; admits he had no complaint to the bank or police about misuse of the cheque;
no reply to our notice dated 02.08.2029. Could not produce any cash receipt. ND 08.04.2031 arguments.
""")
u("backlog/2031-04/harihar args 8.4.31.txt", "typed_note_txt", L, "2031-04-08", ["C05"], ["C05-H08"], """
8/4/31 tue  Harihar - CC 1142/2029 - our arguments 30 min: s.139 presumption, signature admitted, no reply to notice,
no complaint of misuse. Cited Rangappa v. Sri Mohan (2010).
Basha sir took time for his arguments. Mulla sir: "last date for arguments". ND 12.05.2031.
""")

# ---------------- C06 Mallesh MACT
u("backlog/2030-06/MVC 356 24 june.txt", "typed_note_txt", L, "2030-06-24", ["C06"], ["C06-H01"], """
24.6.30 mon  MACT (I Addl DJ, Shetty sir) - MVC 356/2030 Shobha v Anand & Anr
R2 insurer (Sarvottama General Insurance) appeared through Deepa Kulkarni. R1 owner K. Anand served, absent - placed ex parte.
Claim Rs. 45,00,000. ND 5.8.30 objections.
Shobha: 2 children (Chetan 9, Chaitra 6) + Mallesh's mother Gangamma.
""")
u("backlog/2030-09/MVC 356 issues 16.09.2030.pdf", "certified_order_sheet_scan", "MACT, Davanagere", "2030-09-18", ["C06"], ["C06-H03"], """
BEFORE THE I ADDL. DISTRICT AND SESSIONS JUDGE AND MEMBER, MACT, DAVANAGERE
M.V.C. No. 356/2030
16.09.2030  Petitioners by Sri HMP. R1 ex parte. R2 by Smt. D.K.
            Issues: (1) Whether the petitioners prove that the deceased Mallesh died in the accident on 03.02.2030 on
            NH-48 near Hebbalu due to rash and negligent driving of lorry KA-16-B-xxxx by its driver? (2) Whether R2
            proves that the driver had no valid DL? (3) Whether the petitioners are entitled to compensation? If so,
            how much and from whom? (4) What order? PW1 affidavit filed. Call on 11.11.2030 for cross.  sd/- Member
""")
u("backlog/2031-01/MVC 356 PW2 13.01.docx", "typed_note_docx", L, "2031-01-13", ["C06"], ["C06-H05"], """
13.01.2031 - MVC 356/2030 - PW2 Gangadhar, manager, Sri Durga Cotton Ginning Factory, Hebbalu
Salary certificate Ex P12: Mallesh supervisor, Rs. 18,000 per month; wage register Ex P13.
Shetty sir: "the manager who signed must come - good, he came". Cross by Deepa Kulkarni: salary paid in cash? - partly.
PE closed. ND 10.03.2031 for R2 evidence.
""")
u("backlog/2031-03/MVC 356-2030 order 10.03.2031.pdf", "certified_order_sheet_scan", "MACT, Davanagere", "2031-03-12", ["C06"], ["C06-H06"], """
BEFORE THE I ADDL. DISTRICT AND SESSIONS JUDGE AND MEMBER, MACT, DAVANAGERE
M.V.C. No. 356/2030
10.03.2031  Petitioners by Sri HMP. R2 by Smt. D.K.
            R2 seeks time to examine the official of RTO Chitradurga to prove the driving licence particulars.
            Last chance. The R2 shall examine the RTO official or its own official with the DL extract on the next date.
            Call on 16.04.2031.                                        sd/- Member, MACT
""")
u("backlog/2031-04/PXL_20310416_131808.jpg", "handwritten_note_photo", L, "2031-04-16", ["C06"], ["C06-H07"], """
16/4/31  MACT  MVC 356
RW1 Sunil Desai, Sr. Asst, Sarvottama Insurance - policy Ex R1, DL extract Ex R3: driver's DL LMV only, not HGV!
our cross: no RTO official came; extract not certified by RTO.
ND 12/5 args
""")
u("backlog/2030-12/WhatsApp Chat with Shobha Hebbalu.txt", "whatsapp_export", "Shobha", "2031-04-17", ["C06"], [], """
12/12/30, 7:45 pm - Shobha: namaskara saar, case yenu aaytu? makkala school fees kattbeku
12/12/30, 8:02 pm - Prakash Gowda Adv: Shobha avre, next date 13 January. factory manager Gangadhar barli, salary certificate tagondu
12/12/30, 8:05 pm - Shobha: sari saar, avrige heltini
17/04/31, 10:10 am - Shobha: saar insurance avru yenu helidru?
17/04/31, 10:30 am - Prakash Gowda Adv: driver ge heavy vehicle licence illa antha helidaare. Adru namge compensation bandre insurance kottu owner hatra vasool maadbeku. 12 May arguments.
17/04/31, 10:31 am - Shobha: gottilla saar, nimge bitta vishaya
""")

# ---------------- C07 Sowmya maintenance (Family Court)
u("backlog/2030-06/family court 13.6.txt", "typed_note_txt", L, "2030-06-13", ["C07"], ["C07-H01"], """
13.6.30 thu  Family Court Dvg - Crl.Misc 77/2030 Sowmya v Prashanth
Resp appeared with Mahesh Angadi. Time for objections. IA for interim maintenance filed by us (Rs. 15,000 wife + 10,000 son).
Prashanth works at Shivamogga in a finance company - Sowmya says salary Rs. 45,000.
ND 25.7.30
""")
u("backlog/2030-07/IMG_20300725_154407.jpg", "handwritten_note_photo", L, "2030-07-25", ["C07"], ["C07-H02"], """
25-7-30  Fam Ct  Sowmya
Resp objections filed: "she left on her own, I earn 18,000 only".
Madam referred to mediation centre - both to appear 8/8.
Madam: resp to file salary slips last 6 months.
ND 5/9
""")
u("backlog/2030-09/sowmya mediation 5.9.docx", "typed_note_docx", L, "2030-09-05", ["C07"], ["C07-H03"], """
05.09.2030 - Crl.Misc. 77/2030 - Family Court
Mediator's report: mediation failed - resp wants her to come back without the child's 'expenses talk', she refused.
Interim maintenance IA argued. Resp's salary slips filed: net Rs. 31,500 (not 18,000). ND 17.10.2030 for orders on IA.
""")
u("backlog/2030-10/Crl Misc 77-2030 interim order 17.10.2030.pdf", "certified_order_sheet_scan", "Family Court, Davanagere", "2030-10-21", ["C07"], ["C07-H04"], """
IN THE COURT OF THE PRINCIPAL JUDGE, FAMILY COURT, DAVANAGERE
Crl.Misc. No. 77/2030     Sowmya & Anr. vs Prashanth K.
17.10.2030  Orders on I.A. No. I for interim maintenance. The salary slips show net salary of Rs. 31,500. The respondent
            shall pay interim maintenance of Rs. 8,000 per month to petitioner No. 1 and Rs. 4,000 per month to petitioner
            No. 2 (minor son), in all Rs. 12,000 per month, from the date of the petition, on or before the 10th of each
            month. For evidence, call on 05.12.2030.                         sd/- Principal Judge
""")
u("backlog/2030-12/IMG-20301205-WA0008.jpg", "handwritten_note_photo", K, "2030-12-05", ["C07"], ["C07-H05"], """
ದಿನಚರಿ 05.12.2030 ಗುರುವಾರ
Crl.Misc 77/2030 ಸೌಮ್ಯ - ಕೌಟುಂಬಿಕ ನ್ಯಾಯಾಲಯ - PW1 ಸೌಮ್ಯ ಮುಖ್ಯ ವಿಚಾರಣೆ (chief) ಆಯಿತು.
ಮಧ್ಯಂತರ ಜೀವನಾಂಶ ಬಾಕಿ ಕೊಟ್ಟಿಲ್ಲ - ಒಂದು ರೂಪಾಯಿಯೂ ಇಲ್ಲ.
ಮುಂದಿನ ದಿನಾಂಕ 06.02.2031
""")
u("backlog/2031-02/sowmya 6 feb.txt", "typed_note_txt", L, "2031-02-06", ["C07"], ["C07-H06"], """
6.2.31 thu  Family Court - Sowmya
Resp paid Rs. 36,000 by DD in court (3 months) - still arrears of about 8 months.
PW1 Sowmya cross by Angadi: dowry - 120 gm gold and 3 lakh cash - she stood firm.
Madam warned resp: "pay arrears or distress warrant". ND 27.3.31 RW.
""")
u("backlog/2031-03/sowmya RW1 27-03.docx", "typed_note_docx", L, "2031-03-27", ["C07"], ["C07-H07"], """
27.03.2031 - Crl.Misc. 77/2030 - RW1 Prashanth K. chief by affidavit: earns Rs. 31,500, has loan EMI Rs. 9,000 and
old parents. Our cross on the next date. ND 15.05.2031.
""")

# ---------------- C08 hotel eviction (HRC)
u("backlog/2030-07/HRC 19 Girijamma 1.7.txt", "typed_note_txt", L, "2030-07-01", ["C08"], ["C08-H01"], """
1.7.30 mon  Prl SCJ - HRC 19/2029 Girijamma v Raghavendra Upadhya (Krishna Bhavan hotel)
Tenant objections by Sangamesh: rent paid to Girijamma's son in cash; she does not need the premises.
We filed IA u/s 45 Rent Act - deposit arrears from Jan 2029. ND 12.8.30.
""")
u("backlog/2030-09/IMG_20300930_161205.jpg", "handwritten_note_photo", L, "2030-09-30", ["C08"], ["C08-H03"], """
30/9/30  Prl SCJ  HRC 19/29
Tenant deposited only Rs. 1,00,000 (DD) - balance 1,64,000 time sought.
Patil sir: "talk and settle, else striking off defence".
ND 18/11
""")
u("backlog/2030-11/HRC 19 talks 18-11-30.docx", "typed_note_docx", L, "2030-11-18", ["C08"], ["C08-H04"], """
18.11.2030 - HRC 19/2029 - talks before Patil sir
Tenant agrees to vacate but wants time till June 2031 (hotel staff, Dasara/wedding season). Girijamma agrees if balance
arrears paid and advance Rs. 3,00,000 adjusted. Compromise petition to be filed. ND 06.01.2031.
""")
u("backlog/2031-01/HRC 19-2029 compromise order 06.01.2031.pdf", "certified_order_sheet_scan", "Prl. Senior Civil Judge, Davanagere", "2031-01-08", ["C08"], ["C08-H05"], """
IN THE COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE AND CJM, DAVANAGERE
H.R.C. No. 19/2029
06.01.2031  Petitioner and respondent present with counsel. Joint compromise petition u/O XXIII R 3 CPC filed,
            terms read over; parties admit. The respondent shall vacate and hand over the premises on or before
            30.06.2031; the balance arrears are adjusted against the advance of Rs. 3,00,000; the amount of Rs. 1,00,000
            in deposit shall be paid to the petitioner. Petition disposed of in terms of the compromise.  sd/- Prl. SCJ
""")

# ---------------- the lawyer's week
u("backlog/2031-05/week 12-17 may plan.docx", "typed_note_docx", L, "2031-05-09", ["C01", "C05", "C06", "C07", "C04"], [], """
Week 12-17 May 2031
Mon 12.05 - 11.00 AC court: Kukkuwada PTCL orders (Hanumanthappa to come). Harihar JMFC: Gajanana CC 1142 - accused's args
          (Kiran to go). MACT: Mallesh MVC 356 arguments - me, after AC.
Thu 15.05 - Family Court: Sowmya - RW1 Prashanth cross (EMI loan papers - ask for bank statement).
Wed 21.05 - Channagiri OS 88 - PW2 Siddalingappa (summons served?).
Court vacation for civil courts from 19.05 - check notice.
""")
u("backlog/2031-05/Harihar JMFC cause list 12.05.2031.pdf", "cause_list_pdf", "Courts at Harihar", "2031-05-10", ["C05"], [], """
PRL. CIVIL JUDGE AND JMFC, HARIHAR - CAUSE LIST FOR MONDAY 12.05.2031
1  C.C. 876/2030   State by Harihar PS vs Ravi Kumar            Evidence
2  C.C. 1142/2029  Sri Gajanana Textiles vs Imtiyaz Ahmed         Arguments (accused)
3  P.C.R. 211/2031 Harihar Silk Weavers vs Nayaz Powerloom        Sworn statement
4  O.S. 45/2028    Kotreshappa vs Gowramma                        Issues
5  C.C. 1390/2030  Sri Basaveshwara Yarn Traders vs Mahantesh     Plea
""")
