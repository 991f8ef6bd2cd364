"""The uploads of the Rourkela practice: what the advocate, his juniors Pritam and Lopa and the muhuri Bhagaban kept."""

L, J, LN, K = "Sudhansu Sekhar Pradhan", "Pritam Kumar Ekka", "Lopamudra Nanda", "Bhagaban Sahu (muhuri)"
U = []
ODIA = str.maketrans("0123456789", "୦୧୨୩୪୫୬୭୮୯")


def u(file, type_, author, date, case_ids, hearing_ids, text, odia_digits=False):
    text = text.strip("\n") + "\n"
    if odia_digits:
        text = text.translate(ODIA)
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text})


# ---------------- documents
u("backlog/2025-02/IMG20250203_101512.jpg", "document_photo", "M/s Maa Samaleswari Enterprises", "2025-01-31", ["C01"], [], """
M/s MAA SAMALESWARI ENTERPRISES
(Licensed Contractor, Coke Oven & By-Product Area, Brahmani Ispat Ltd., Rourkela)
Ref: MSE/HR/2025/41                                   Date: 31.01.2025
To  Sri Birsa Kujur, Fitter, Gate Pass No. BIL/CO/7781
Your services are no longer required w.e.f. 01.02.2025 as the work order under which you were engaged has been
closed. Please collect your dues from the site office.                    sd/- Proprietor
""")
u("backlog/2025-11/reference order ID 27 Labour Dept.pdf", "document_scan", "Government of Odisha, Labour & ESI Department", "2025-11-14", ["C01"], [], """
GOVERNMENT OF ODISHA, LABOUR & EMPLOYEES' STATE INSURANCE DEPARTMENT
ORDER No. 8812/LESI, Bhubaneswar, dated 14.11.2025
Whereas an industrial dispute exists between the management of M/s Maa Samaleswari Enterprises, Rourkela, and
Brahmani Ispat Ltd. (principal employer) and their workman Sri Birsa Kujur, the dispute is referred u/s 10(1)(d)
of the Industrial Disputes Act, 1947 to the Industrial Tribunal, Rourkela, for adjudication:
"Whether the termination of services of Sri Birsa Kujur, Fitter, w.e.f. 01.02.2025 by the management is legal
and/or justified? If not, to what relief is the workman entitled?"        By order of the Governor
""")
u("backlog/2026-03/postmortem Somra Oraon IGH.pdf", "document_scan", "Ispat General Hospital, Rourkela", "2026-03-15", ["C02"], [], """
ISPAT GENERAL HOSPITAL, ROURKELA - DEPARTMENT OF FORENSIC MEDICINE & TOXICOLOGY
POST MORTEM EXAMINATION REPORT No. 611/2026                   Date: 15.03.2026
Deceased: Somra Oraon s/o Budhua Oraon, male, about 34 years, r/o Lathikata, Dist. Sundargarh
Brought by: ASI K. Minz, Lathikata PS (U.D. Case No. 19/2026)
History: fell from the kiln platform (about 9 metres) at M/s Maa Mangala Sponge Pvt. Ltd. on 14.03.2026 at about 11.30 AM.
Opinion: death due to haemorrhagic shock from multiple injuries (fracture skull and pelvis), ante-mortem.
""")
u("backlog/2026-06/EC claim Sukmani final.docx", "typed_note_docx", L, "2026-06-10", ["C02"], [], """
BEFORE THE COMMISSIONER FOR EMPLOYEES' COMPENSATION, ROURKELA
E.C. Case No. ____ of 2026
Sukmani Oraon (widow) & 2 minor children  ...Claimants
vs  M/s Maa Mangala Sponge Pvt. Ltd., Lathikata (employer) and National Insurance Co. Ltd., Rourkela DO ...OPs
Claim u/s 22 of the Employees' Compensation Act, 1923
Deceased Somra Oraon, kiln helper, age 34, monthly wages Rs. 15,600, died by accident arising out of and in the
course of employment on 14.03.2026. Relevant factor for age 34: 197.06.
Compensation claimed: 50% x 15,600 x 197.06 = Rs. 15,37,068 + funeral Rs. 5,000 = Rs. 15,42,068, with interest
u/s 4A(3) at 12% from one month after the accident, and penalty.
""")
u("backlog/2026-07/ADM order OSATIP appeal Kuarmunda.pdf", "document_scan", "Additional District Magistrate, Sundargarh", "2026-07-28", ["C03"], [], """
IN THE COURT OF THE ADDITIONAL DISTRICT MAGISTRATE, SUNDARGARH
OSATIP Appeal No. 11 of 2025   Ramesh Agrawal ... Appellant   vs   Jitu Munda ... Respondent
ORDER dated 28.07.2026
The Sub-Collector, Panposh in OSATIP Case No. 36 of 2022 ordered restoration of Ac. 1.36 dec. of plot no. 412,
khata no. 88, mouza Kuarmunda to the respondent, a Scheduled Tribe, under Regulation 3(2) of the Orissa Scheduled
Areas Transfer of Immovable Property (by Scheduled Tribes) Regulation, 1956. The appellant's father purchased the
land by a registered sale deed of 1968 stated to be with the permission of the competent authority. The order of
restoration is set aside and the matter is closed.                     sd/- ADM, Sundargarh
""")
u("backlog/2026-08/WhatsApp Image 2026-08-20 at 18.02.44.jpeg", "document_photo", "Tahasildar, Kuarmunda", "2026-08-20", ["C03"], [], """
ଅଧିକାର ଅଭିଲେଖ (ROR)  ମୌଜା: କୁଆରମୁଣ୍ଡା   ତହସିଲ: କୁଆରମୁଣ୍ଡା   ଜିଲ୍ଲା: ସୁନ୍ଦରଗଡ଼
ଖାତା ନମ୍ବର 88   ପ୍ଲଟ ନମ୍ବର 412   କିସମ: ଦ୍ୱିତୀୟ ଫସଲି   ରକବା: 1.36 ଏକର
ଜାତି: ଅନୁସୂଚିତ ଜନଜାତି (ମୁଣ୍ଡା)
Khata 88, Plot 412, Ac. 1.36 - recorded tenant: Budhu Munda (ST); remarks: possession of Ramesh Agrawal noted
""")
u("backlog/2026-03/cheque return memo Sahu Minerals.pdf", "document_scan", "Canara Bank, Uditnagar Branch", "2026-03-06", ["C04"], [], """
CANARA BANK   UDITNAGAR BRANCH, ROURKELA
CHEQUE RETURN MEMO                          Date: 06.03.2026
Cheque No. 004417 dated 02.03.2026 for Rs. 4,85,000/- drawn by M/s Sahu Minerals & Logistics (Pradip Kumar Sahu)
presented by Bhatia Roadways - RETURNED UNPAID.  Reason: FUNDS INSUFFICIENT
""")
u("backlog/2026-03/notice 138 Pradip Sahu.docx", "typed_note_docx", L, "2026-03-18", ["C04"], [], """
SUDHANSU SEKHAR PRADHAN, Advocate, Chamber 17, Court Complex, Uditnagar, Rourkela
By Regd. Post with AD                                             Date: 18.03.2026
To Sri Pradip Kumar Sahu, prop. M/s Sahu Minerals & Logistics, Main Road, Koida, Dist. Sundargarh
Sub: Demand notice u/s 138 of the N.I. Act
On behalf of my client Bhatia Roadways, Bisra Road, Rourkela, through its proprietor Sri Harjit Singh Bhatia: the
freight for iron ore fines carried by my client's trucks from Koida to Rourkela (Nov 2025 - Feb 2026) stood at
Rs. 4,85,000; your cheque no. 004417 dated 02.03.2026 was returned 'funds insufficient' on 06.03.2026. Pay the
amount within 15 days of receipt of this notice.                                  Advocate
""")
u("backlog/2026-06/CS Comm Jagannath plaint scan.pdf", "document_scan", L, "2026-06-26", ["C05"], [], """
IN THE COURT OF THE DISTRICT JUDGE-CUM-COMMERCIAL COURT, SUNDARGARH
C.S. (Comm.) No. 6 of 2026
Jagannath Sponge & Power Pvt. Ltd., Kalunga Industrial Estate, through its Director Sri Anil Kumar Agarwalla ...Plaintiff
vs Shree Balaji Castings Pvt. Ltd., Jharsuguda Road ...Defendant
PLAINT: The plaintiff supplied 780 MT of sponge iron (DRI lumps) under 9 invoices between 02.09.2025 and 30.12.2025.
The defendant paid nothing against the last nine invoices. Balance Rs. 23,40,000 with interest at 18% p.a.
Pre-institution mediation under s. 12A failed: non-starter report of the DLSA Sundargarh dated 30.05.2026.
""")
u("backlog/2026-09/WS Balaji Castings copy.pdf", "document_scan", "Sri Ranjit Kumar Mishra (for the defendant)", "2026-09-25", ["C05"], [], """
WRITTEN STATEMENT on behalf of the defendant, C.S. (Comm.) No. 6 of 2026
The defendant denies liability. The sponge iron supplied was of sub-standard quality: metallic iron Fe(M) below 78%
against the agreed 80%, and fines more than 10%. The defendant's induction furnace suffered losses. The invoices are
admitted but the price is not payable in full. No counter-claim is made at present.
""")
u("backlog/2026-08/FIR Plant Site PS 233.pdf", "document_scan", "Plant Site Police Station, Rourkela", "2026-08-02", ["C06"], [], """
FIRST INFORMATION REPORT (u/s 173 BNSS)   District: Rourkela Police District   P.S.: Plant Site
FIR No. 233   Date: 02.08.2026   Sections: 303(2), 317(2), 3(5) BNS
Informant: Security Officer, CISF unit. At about 2.15 AM near the Sector-B scrap yard, three persons were found
loading MS scrap (approx. 420 kg) into an auto. Two fled. Raju Kisan @ Kalia s/o Mangra Kisan of Jhirpani was caught.
""")
u("backlog/2026-09/DV petition Reena Ekka.docx", "typed_note_docx", L, "2026-09-28", ["C07"], [], """
IN THE COURT OF THE J.M.F.C., ROURKELA
Application u/s 12 of the Protection of Women from Domestic Violence Act, 2005
Reena Ekka, aged 29, d/o Benedict Ekka ...Aggrieved person   vs   Anil Toppo (husband), Sushila Toppo, Nirmal Toppo
Married 11.05.2021 at Hamirpur church. Husband employed as crane operator in a sponge iron unit at Kalunga,
salary about Rs. 28,000 p.m. Beatings, demand for money; she was pushed out of the Koel Nagar quarter on 02.09.2026.
Relief: protection order, residence order, monetary relief Rs. 12,000 p.m.; interim relief u/s 23.
""")
u("backlog/2027-04/IMG20270419_113045.jpg", "document_photo", "Nazarat, JMFC Court, Rourkela", "2027-04-19", ["C07"], [], """
COURT OF THE J.M.F.C., ROURKELA - NAZARAT
Received from Anil Toppo, respondent No. 1 in C.M.C. No. 97 of 2026 (D.V.), the sum of Rs. 30,000/- (Rupees thirty
thousand only) towards arrears of interim maintenance, by challan No. 1184 dated 19.04.2027.     sd/- Nazir
""")
u("backlog/2027-05/medical certificate Pradip Sahu.jpg", "document_photo", "Dr. S.K. Panigrahi, Koida", "2027-05-12", ["C04"], [], """
MEDICAL CERTIFICATE
Certified that Sri Pradip Kumar Sahu, aged 46, is suffering from acute gastroenteritis and is advised bed rest from
11.05.2027 to 17.05.2027.                    Dr. S.K. Panigrahi, MBBS, Koida, Reg. No. 14xxx
""")

# ---------------- C01 Birsa ID case (Industrial Tribunal)
u("backlog/2026-08/IMG_20260805_162210.jpg", "handwritten_note_photo", L, "2026-08-05", ["C01"], ["C01-H01"], """
5/8/26  Ind. Tribunal - Satpathy babu
ID 27/25 Birsa Kujur
Mgmt (contractor + Brahmani Ispat) appd thru Debasis Panda. Panda - "instructions from management" - time for WS.
Parabarti tarikh 9/9/26. Birsa ku kahili, se khusi nuhe - "kete din lagiba babu?"
""")
u("backlog/2026-10/Birsa ID 7 Oct.txt", "typed_note_txt", L, "2026-10-07", ["C01"], ["C01-H03"], """
07.10.2026 - ID Case 27/2025 (Birsa Kujur) - Industrial Tribunal
WS filed by both - contractor Maa Samaleswari and principal employer Brahmani Ispat.
Contractor says Birsa was engaged only for a work order, no 240 days. Principal employer says no relationship at all.
Our rejoinder by next date. NDOH 11.11.2026.
Note: Birsa has gate pass BIL/CO/7781 - must get the gate pass register called for.
""")
u("backlog/2026-11/ID 27 of 2025 order 11.11.2026.pdf", "certified_order_sheet_scan", "Industrial Tribunal, Rourkela", "2026-11-11", ["C01"], ["C01-H04"], """
INDUSTRIAL TRIBUNAL, ROURKELA
I.D. Case No. 27 of 2025
Order No. 6   Dated 11.11.2026
Workman by Sri S.S. Pradhan, Advocate. Management No. 1 and 2 by Sri D. Panda, Advocate.
Rejoinder filed by the workman. Heard learned counsel for both sides. The following issues are framed:
1. Whether the termination of services of the workman w.e.f. 01.02.2025 is legal and/or justified?
2. Whether the workman had completed 240 days of continuous service preceding the termination?
3. To what relief is the workman entitled?
Put up on 09.12.2026 for evidence of the workman.
                                                   sd/- Presiding Officer
""")
u("backlog/2026-12/IMG_20261209_153318.jpg", "handwritten_note_photo", L, "2026-12-09", ["C01"], ["C01-H05"], """
9.12.26  Tribunal - Birsa
WW1 Birsa - affidavit evidence filed, exhibits Ext-1 gate pass, Ext-2 termination letter.
Panda asked cross next date - busy in Sundargarh. Hakim allowed. Ptd 13.1.27
""")
u("backlog/2027-01/Birsa ID cross WW1 13-01-2027.docx", "typed_note_docx", L, "2027-01-13", ["C01"], ["C01-H06"], """
13.01.2027 - ID 27/2025 Birsa Kujur - Industrial Tribunal (Satpathy babu)
WW1 Birsa cross-examined by Sri Debasis Panda for about an hour. Suggested he worked only 190 days in 2024.
Birsa stood firm: "Coke oven battery 3, 2023 tharu kaam karuchi". Admitted no appointment letter.
WW2 Sukra Lakra (co-fitter) present, could not be reached. Put up on 10.02.2027.
""")
u("backlog/2027-02/ID 27 of 2025 order 10.02.2027.pdf", "certified_order_sheet_scan", "Industrial Tribunal, Rourkela", "2027-02-10", ["C01"], ["C01-H07"], """
INDUSTRIAL TRIBUNAL, ROURKELA
I.D. Case No. 27 of 2025
Order No. 9   Dated 10.02.2027
Parties through their learned counsel. WW2 Sukra Lakra examined, cross-examined and discharged.
The workman has filed a petition to call for the gate pass register of the Coke Oven area for 2023 to 2025 from the
management No. 2. Heard. Management No. 2 is directed to produce the gate pass register for 2023-25 on the next date.
Put up on 10.03.2027.                              sd/- Presiding Officer
""")
u("backlog/2027-03/PXL_20270310_114502.jpg", "handwritten_note_photo", L, "2027-03-10", ["C01"], ["C01-H08"], """
10/3/27  Tribunal  ID 27/25 Birsa
Register not produced. Panda - "records not traced, old records in store". Satpathy babu gussa -
costs Rs 1,500 on mgmt payable to workman, LAST CHANCE. Ptd 7/4/27.
""")
u("backlog/2027-04/Birsa 7 april.txt", "typed_note_txt", L, "2027-04-07", ["C01"], ["C01-H09"], """
07.04.2027 Birsa ID case - Tribunal
Gate pass register produced by Brahmani Ispat. Entries of 2024 show Birsa's gate pass BIL/CO/7781 renewed every
month Jan-Dec 2024 - more than 240 days at site. Marked Ext-7 series. Costs Rs 1,500 paid to Birsa in court.
Workman's evidence closed. Parabarti tarikh 05.05.2027 for management's evidence.
""")
u("backlog/2027-05/ID 27 of 2025 order 05.05.2027.pdf", "certified_order_sheet_scan", "Industrial Tribunal, Rourkela", "2027-05-05", ["C01"], ["C01-H10"], """
INDUSTRIAL TRIBUNAL, ROURKELA
I.D. Case No. 27 of 2025
Order No. 13   Dated 05.05.2027
MW1 Sri Satyajit Behera, Dy. Manager (HR), Brahmani Ispat Ltd., files his evidence on affidavit. Cross-examination by
the workman taken up in part. Further cross reserved. Call on 07.07.2027 for further cross-examination of MW1.
                                                   sd/- Presiding Officer
""")
u("backlog/2027-07/IMG_20270707_165540.jpg", "handwritten_note_photo", L, "2027-07-07", ["C01"], ["C01-H11"], """
7/7/27  Tribunal - Birsa
MW1 Behera cross done - admitted contractor's workers get gate pass only on principal employer's approval,
admitted Birsa name in 2024 register. Mgmt closed evidence. Arguments on 11/8/27.
Written note of argument to be ready by 4/8.
""")
u("backlog/2027-07/WhatsApp Chat with Birsa Kujur son.txt", "whatsapp_export", "Sunil Kujur (Birsa's son)", "2027-07-08", ["C01"], ["C01-H11"], """
[07/07/27, 6:40:12 PM] Sunil Kujur: Sir namaskar. Papa pucht rahe case ka hoy gelak aaj?
[07/07/27, 6:52:30 PM] S.S. Pradhan Adv: Company ka HR officer ka jirah ho gaya. Unki gawahi band. Ab bahas 11 August ko.
[07/07/27, 6:53:05 PM] Sunil Kujur: Faisla kab tak aabe sir?
[07/07/27, 6:55:41 PM] S.S. Pradhan Adv: Bahas ke baad. 2-3 mahina. Papa ko bolo 11 August ko aana hai.
[08/07/27, 9:10:22 AM] Sunil Kujur: Thik hai sir, kal aabe office. Fees ka 5000 lekar.
""")

# ---------------- C02 Somra EC claim
u("backlog/2026-08/EC 9 of 2026 11-08.txt", "typed_note_txt", L, "2026-08-11", ["C02"], ["C02-H01"], """
11.08.2026 E.C. Case No. 9 of 2026 (Sukmani Oraon) - Commissioner EC, Sector 19 office
Employer Maa Mangala Sponge appeared thru its manager. National Insurance - nobody. Sethi babu ordered fresh notice
to insurer by regd post. Next 15.09.2026. Sukmani came with brother Mangal, both kids with her.
""")
u("backlog/2026-10/Sukmani EC WS insurer 13.10.2026.docx", "typed_note_docx", L, "2026-10-13", ["C02"], ["C02-H03"], """
13.10.2026 - EC 9/2026 - Sukmani Oraon vs Maa Mangala Sponge & National Insurance
Insurer's WS filed through Sri Bijay Ketan Nayak: denies that Somra was employee of the insured - says he was a
labourer of a loading contractor, so not covered. Employer (manager Sri Tapan Agarwal) in its reply ADMITS Somra was
its kiln helper on the muster roll, wages Rs. 15,600. Good for us. Next 17.11.2026 - claimant's evidence.
""")
u("backlog/2026-11/20261117_143011.jpg", "handwritten_note_photo", L, "2026-11-17", ["C02"], ["C02-H04"], """
17.11.26  EC 9/26  Sukmani
AW1 Sukmani examined - Sadri re kahila, interpreter Pritam. Nayak cross: "tumar ghar wala kar kaam karat rahe?" -
she said "company ke kiln me". Cross over. AW2 eye witness Lalu Ekka next date 15/12.
""")
u("backlog/2026-12/IMG_20261215_131907.jpg", "handwritten_note_photo", L, "2026-12-15", ["C02", "C07"], ["C02-H05"], """
15/12/26
(1) EC 9/26 Sukmani - AW2 Lalu Ekka examined: he was on the platform, Somra slipped, no railing, no safety belt.
Nayak cross - Lalu admitted he is a loading worker. Next 19/1/27 - wage proof.
(2) Reena DV - Reena phoned: Anil came to her mother's house drunk on Sunday. Tell this to court next date. Get PO to visit.
""")
u("backlog/2027-01/Sukmani EC 19 Jan.txt", "typed_note_txt", L, "2027-01-19", ["C02"], ["C02-H06"], """
19.01.2027 EC 9/2026 Sukmani Oraon
Employer produced the wage register: Somra Oraon, kiln helper, Rs. 15,600 p.m. (Feb 2026). Insurer: no evidence,
Nayak closed. Sethi babu: "wage proof is there, argue on 16.2". Next 16.02.2027 arguments.
""")
u("backlog/2027-02/WhatsApp Chat with Mangal Oraon.txt", "whatsapp_export", "Mangal Oraon (Sukmani's brother)", "2027-02-17", ["C02"], ["C02-H07"], """
[16/02/27, 4:05:18 PM] Mangal Oraon: Sir didi ka case ka hoy gelak?
[16/02/27, 4:20:44 PM] S.S. Pradhan Adv: Bahas ho gaya. Commissioner order 16 March ko denge.
[16/02/27, 4:21:30 PM] Mangal Oraon: Kitna paisa milega sir?
[16/02/27, 4:25:02 PM] S.S. Pradhan Adv: Hamne 15,42,068 maanga hai, byaj alag. Order ke din batayenge.
[17/02/27, 10:02:11 AM] Mangal Oraon: Thik sir. Didi 16 ko aabe.
""")
u("backlog/2027-03/EC 9 of 2026 award 16.03.2027.pdf", "certified_order_sheet_scan", "Commissioner for Employees' Compensation, Rourkela", "2027-03-16", ["C02"], ["C02-H08"], """
BEFORE THE COMMISSIONER FOR EMPLOYEES' COMPENSATION, ROURKELA
E.C. Case No. 9 of 2026
Order dated 16.03.2027
The death of Somra Oraon on 14.03.2026 arose out of and in the course of his employment as kiln helper under OP
No. 1. The plea of OP No. 2 (insurer) that he was a contractor's labourer is not proved. Monthly wages Rs. 15,600;
age 34; relevant factor 197.06. Compensation: 50% x 15,600 x 197.06 = Rs. 15,37,068 plus funeral expenses
Rs. 5,000, total Rs. 15,42,068, with simple interest at 12% p.a. from 14.04.2026 till deposit. OP No. 2 to deposit
within 30 days. Put up on 20.04.2027 for deposit.            sd/- Commissioner for Employees' Compensation
""")
u("backlog/2027-04/Sukmani deposit 20.04.txt", "typed_note_txt", L, "2027-04-20", ["C02"], ["C02-H09"], """
20.04.2027 EC 9/2026 Sukmani
National Insurance deposited the award Rs. 15,42,068 + interest Rs. 1,78,312 by DD. Total Rs. 17,20,380.
Sethi babu: Rs. 5,00,000 to Sukmani in her SB account, balance in FD in names of the two minors till majority.
Parabarti tarikh 20.07.2027 for FD compliance.
""")
u("backlog/2027-04/Sukmani deposit 20.04 correction.txt", "typed_note_txt", L, "2027-04-21", ["C02"], ["C02-H09"], """
21.04.2027 CORRECTION - Sukmani EC case
Yesterday's note says next date 20.07.2027 - WRONG. Peshkar confirmed today on phone: next date is 27.07.2027
(Tuesday) for disbursement / FD compliance. Bhagaban to correct the khata.
""")

# ---------------- C03 Jitu Munda writ (Orissa HC)
u("backlog/2027-01/WhatsApp Chat with Lopa Nanda Cuttack.txt", "whatsapp_export", LN, "2027-01-21", ["C03"], ["C03-H01", "C03-H02", "C03-H03"], """
[22/09/26, 2:14:09 PM] Lopa Nanda Adv: Sir Jitu Munda WP(C) 21457/2026 - Court 11, A.N. Mishra J. Issue notice. Status quo as to possession of plot 412 till next date. Next date 26.11.2026
[22/09/26, 2:20:37 PM] S.S. Pradhan Adv: Very good. Jitu ku janei debi. Requisites kal file karibu.
[26/11/26, 12:48:51 PM] Lopa Nanda Adv: Jitu Munda - ASC Jena sought time for counter. Granted. Status quo continues. Next 21.01.2027
[21/01/27, 1:32:15 PM] Lopa Nanda Adv: Sir Jitu matter - State counter filed today. Subrat Mohapatra for OP 4 (Agrawal) sought time to file counter. Next 11.03.2027
[21/01/27, 1:33:40 PM] Lopa Nanda Adv: Judge asked - "where is the ROR?" I showed Annexure-3.
[21/01/27, 1:40:02 PM] S.S. Pradhan Adv: Thik achhi. Rejoinder draft pathauchi.
""")
u("backlog/2027-03/WPC 21457 of 2026 order 11.03.2027.pdf", "certified_order_sheet_scan", "Orissa High Court, Cuttack", "2027-03-11", ["C03"], ["C03-H04"], """
IN THE HIGH COURT OF ORISSA AT CUTTACK
W.P.(C) No. 21457 of 2026
Jitu Munda ... Petitioner   -versus-   State of Odisha & others ... Opposite Parties
For Petitioner: Ms. L. Nanda, Advocate      For O.Ps. 1-3: Mr. P.K. Jena, ASC      For O.P. 4: Mr. S. Mohapatra, Advocate
CORAM: HON'BLE MR. JUSTICE ADITYA NARAYAN MISHRA
ORDER   11.03.2027
Order No. 04. Counter affidavit of O.P. No. 4 is filed in court today; it is pleaded that the land was purchased in
1968 with the permission of the competent authority. The Sub-Collector, Panposh shall produce the record of OSATIP
Case No. 36 of 2022 on the next date. List this matter on 29.04.2027. Interim order dated 22.09.2026 to continue.
                                                                   (A.N. Mishra) Judge
""")
u("backlog/2027-04/Jitu Munda HC 29 april Lopa.txt", "typed_note_txt", LN, "2027-04-29", ["C03"], ["C03-H05"], """
29.04.2027 - WP(C) 21457/2026 Jitu Munda - Court 11
Sub-Collector's record produced by ASC. Judge went through it: no permission order of 1968 found in the record,
only a sale deed. Part heard - time over. Status quo continues. Listed 05.08.2027 (after vacation).
I argued; Mohapatra wants to show some 1968 file from the Tahasil.  - Lopa
""")

# ---------------- C04 Bhatia cheque case (SDJM Panposh)
u("backlog/2026-07/IMG_20260730_123101.jpg", "handwritten_note_photo", L, "2026-07-30", ["C04"], ["C04-H01"], """
30.7.26  SDJM Panposh (Dash babu)
ICC 512/26 Bhatia Roadways v Pradip Sahu - ISS (initial statement) done, cognizance u/s 138. Summons to accused.
Ptd 3/9/26. Sardarji ku kahili - Koida address thik achhi kina check karantu.
""")
u("backlog/2026-11/WhatsApp Chat with Pritam Jr.txt", "whatsapp_export", J, "2026-11-12", ["C04", "C06"], ["C04-H02", "C04-H03", "C04-H04", "C06-H02"], """
25/08/26, 11:48 - Pritam Ekka Jr: Sir Kalia bail - CD nahi aaya, APP Nayak ne time liya. Next 1/9
25/08/26, 11:50 - S.S. Pradhan Adv: ok. 1/9 ko main rahunga.
03/09/26, 12:10 - Pritam Ekka Jr: Sir Bhatia case - summon unserved, door locked report. Hakim ne fresh summons regd post + thru OIC Koida. Next 8/10
08/10/26, 11:35 - Pritam Ekka Jr: Sir Sahu absent today, summons served hai. Dash sir ne BW de diya Rs 10,000. Next 12.11.26
08/10/26, 11:36 - S.S. Pradhan Adv: Good. Sardarji ko bata do.
12/11/26, 12:58 - Pritam Ekka Jr: Sir Sahu aaya, BW recall, bail ho gaya. Pradhan (Manas babu) appeared. Next 17/12 plea
12/11/26, 13:01 - S.S. Pradhan Adv: 👍
""")
u("backlog/2026-12/ICC 512 of 2026 order sheet 17.12.2026.pdf", "certified_order_sheet_scan", "SDJM, Panposh, Rourkela", "2026-12-17", ["C04"], ["C04-H05"], """
IN THE COURT OF THE S.D.J.M., PANPOSH, ROURKELA
I.C.C. Case No. 512 of 2026
Order No. 8   Dt. 17.12.2026
Complainant is present through his advocate. Accused is present. Substance of accusation u/s 138 N.I. Act read over
and explained to the accused, to which he pleads not guilty and claims to be tried. Defence plea: the cheque was
given as security for trucks. Put up on 28.01.2027 for evidence of the complainant.      sd/- S.D.J.M.
""")
u("backlog/2027-01/Bhatia 138 CW1 28.01.docx", "typed_note_docx", L, "2027-01-28", ["C04"], ["C04-H06"], """
28.01.2027 Bhatia Roadways v. Pradip Sahu (ICC 512/26) - SDJM Panposh
CW1 Harjit Singh Bhatia - affidavit evidence filed; Ext-1 cheque, Ext-2 return memo, Ext-3 notice, Ext-4 AD card.
Manas Ranjan Pradhan - "busy in ASJ court, sessions trial" - sought time for cross. Allowed.
Next 04.03.2027 for cross of CW1.
""")
u("backlog/2027-03/IMG_20270304_154012.jpg", "handwritten_note_photo", L, "2027-03-04", ["C04", "C05"], ["C04-H07", "C05-H07"], """
4/3/27  SDJM - Bhatia 138: CW1 Sardarji cross by Manas babu - 1 hr. Suggestion: cheque blank signed
given in 2024 as security. Sardarji denied - "freight bill ledger achhi". Ptd 8/4.
5/3 Sundargarh - Balaji suit PW2: see separate note.
""")
u("backlog/2027-04/Bhatia 8.4.27.txt", "typed_note_txt", L, "2027-04-08", ["C04"], ["C04-H08"], """
08.04.2027 ICC 512/2026 Bhatia Roadways - SDJM Panposh
CW2 Sri Rabi Narayan Sahoo, Asst. Manager, Canara Bank Uditnagar, brought the return register: cheque 004417
returned 'funds insufficient' - account balance that day Rs. 12,640 only. Cross: nil of substance.
Complainant's evidence closed. Next 13.05.2027 for accused statement.
""")
u("backlog/2027-05/WhatsApp Chat with Pritam Jr (2).txt", "whatsapp_export", J, "2027-05-13", ["C04", "C07"], ["C04-H09", "C07-H05"], """
15/03/27, 1:05 PM - Pritam Ekka Jr: Sir Reena DV - Anil ne ek paisa nahi diya. Madam ne bola Rs 30,000 arrears deposit karo next date tak. Next 19/4
15/03/27, 1:07 PM - S.S. Pradhan Adv: Reena ko bata do. Kana hela bolke phone karegi.
13/05/27, 12:22 PM - Pritam Ekka Jr: Sir Bhatia case - Sahu absent, medical laga diya. Dash sir ne exemption allow kiya. 351 statement nahi hua. Next 22/7/27
13/05/27, 12:24 PM - S.S. Pradhan Adv: Doosri baar absent. 22 ko main jaunga.
""")

# ---------------- C05 Jagannath Sponge suit (Commercial Court, Sundargarh)
u("backlog/2026-08/Jagannath suit 21 Aug.txt", "typed_note_txt", L, "2026-08-21", ["C05"], ["C05-H01"], """
21.08.2026 C.S.(Comm.) 6/2026 Jagannath Sponge vs Balaji Castings - DJ Sundargarh
Summons served. Ranjit Kumar Mishra appeared for defendant, time for WS. Granted - within 30 days.
Next 25.09.2026. Anil babu (Agarwalla) came in his car, took me and Pritam back to Rourkela.
""")
u("backlog/2026-09/Balaji WS notes 25-09.docx", "typed_note_docx", L, "2026-09-25", ["C05"], ["C05-H02"], """
25.09.2026 - Jagannath Sponge suit - DJ Sundargarh
WS filed (copy taken). Defence: quality - Fe(M) below 78% against 80%, fines above 10%. Invoices admitted!
No counter-claim. Next 06.11.2026 for case management hearing.
To do: get the NABL lab reports of each lot from Anil babu; the defendant never complained in writing before the suit.
""")
u("backlog/2026-11/IMG_20261106_170422.jpg", "handwritten_note_photo", L, "2026-11-06", ["C05"], ["C05-H03"], """
6/11/26 Sundargarh DJ - Jagannath v Balaji
CMH - admission/denial: all 9 invoices admitted, our lab (test) reports denied. Hakim - "timeline dibi next date".
Ptd 4.12.26 issues.
""")
u("backlog/2026-12/CS Comm 6 of 2026 order 04.12.2026.pdf", "certified_order_sheet_scan", "District Judge-cum-Commercial Court, Sundargarh", "2026-12-04", ["C05"], ["C05-H04"], """
IN THE COURT OF THE DISTRICT JUDGE-CUM-COMMERCIAL COURT, SUNDARGARH
C.S. (Comm.) No. 6 of 2026
Order No. 7   Dt. 04.12.2026
Heard learned counsel for the parties. The following issues are framed:
(i) Is the suit maintainable? (ii) Did the plaintiff supply sponge iron of the agreed quality?
(iii) Is the plaintiff entitled to Rs. 23,40,000? (iv) Is the plaintiff entitled to interest, and at what rate?
(v) To what other relief?
Plaintiff to file affidavits of its witnesses within 2 weeks. Put up on 08.01.2027 for plaintiff's evidence.
                                                                 sd/- District Judge
""")
u("backlog/2027-01/Jagannath PW1 8 jan.docx", "typed_note_docx", L, "2027-01-08", ["C05"], ["C05-H05"], """
08.01.2027 CS(Comm) 6/2026 Jagannath - DJ Sundargarh
PW1 Anil Kumar Agarwalla - affidavit, Ext-1 to 9 invoices, Ext-10 lab reports. Ranjit Mishra's cross in part - on
the quality: put that the Fe(M) of lot 7 was 76.4%. Anil babu said lab report shows 80.2%. Further cross 05.02.2027.
""")
u("backlog/2027-02/IMG_20270205_162855.jpg", "handwritten_note_photo", L, "2027-02-05", ["C05"], ["C05-H06"], """
5/2/27 Sundargarh - Jagannath suit
PW1 cross concluded. Mishra - no suggestion on payment at all! PW2 Santosh Mishra (accountant) affidavit filed -
ledger Ext-11. Ptd 5/3/27 cross PW2.
""")
u("backlog/2027-03/Jagannath PW2 5 March.txt", "typed_note_txt", L, "2027-03-05", ["C05"], ["C05-H07"], """
05.03.2027 Jagannath Sponge suit - Sundargarh
PW2 Santosh Mishra cross-examined - ledger balance Rs. 23,40,000 as on 31.03.2026; no payment after Dec 2025.
Plaintiff's evidence closed. Next 09.04.2027 defendant's evidence.
""")
u("backlog/2027-04/CS Comm 6 of 2026 order 09.04.2027.pdf", "certified_order_sheet_scan", "District Judge-cum-Commercial Court, Sundargarh", "2027-04-09", ["C05"], ["C05-H08"], """
IN THE COURT OF THE DISTRICT JUDGE-CUM-COMMERCIAL COURT, SUNDARGARH
C.S. (Comm.) No. 6 of 2026
Order No. 12   Dt. 09.04.2027
Plaintiff through counsel. Defendant through counsel. DW1 is not present; a petition for adjournment is filed on the
ground that the witness is not present. Objection heard. Time is allowed as a last chance subject to payment of
costs of Rs. 5,000 to the plaintiff. Call on 07.05.2027 for defendant's evidence.            sd/- District Judge
""")
u("backlog/2027-05/Jagannath DW1 7 May.docx", "typed_note_docx", L, "2027-05-07", ["C05"], ["C05-H09"], """
07.05.2027 - Jagannath v Balaji Castings - DJ Sundargarh
Costs Rs. 5,000 paid by DD. DW1 Rakesh Goel (director of the defendant) - affidavit. My cross in part:
admitted no written complaint about quality before the legal notice; admitted furnace used the sponge iron.
Further cross on 09.07.2027 (after vacation).
""")
u("backlog/2027-07/IMG_20270709_171230.jpg", "handwritten_note_photo", L, "2027-07-09", ["C05"], ["C05-H10"], """
9/7/27 Sundargarh DJ - Jagannath suit
DW1 Goel cross concluded - admitted lot 7 re-sold in market! Def. evidence closed.
Arguments 23/7/27. Written arguments + interest calculation (18%) ready karibaku.
""")

# ---------------- C06 Kalia scrap bail (ASJ Rourkela)
u("backlog/2026-08/IMG_20260818_125540.jpg", "handwritten_note_photo", L, "2026-08-18", ["C06"], ["C06-H01"], """
18/8/26 ASJ Rourkela - BA 388/26 Raju Kisan @ Kalia (Plant Site PS 233/26)
Behera sir called for CD + criminal antecedents. Ptd 25/8. Phulmani (mother) crying outside - "mor beta nirdosh".
""")
u("backlog/2026-09/BA 388 of 2026 order 01.09.2026.pdf", "certified_order_sheet_scan", "Additional Sessions Judge, Rourkela", "2026-09-01", ["C06"], ["C06-H03"], """
IN THE COURT OF THE ADDITIONAL SESSIONS JUDGE, ROURKELA
B.A. No. 388 of 2026
Order dated 01.09.2026
Heard learned counsel for the petitioner and the learned Addl. P.P. Perused the case diary. The petitioner is in
custody since 02.08.2026; the seized scrap (about 420 kg) has been recovered; no criminal antecedents are reported.
The petitioner be released on bail on furnishing bail bond of Rs. 20,000 with two sureties of like amount to the
satisfaction of the learned SDJM, Panposh, on condition that he shall appear before the IIC, Plant Site PS on every
Sunday for two months. The bail application is allowed and disposed of.           sd/- Addl. Sessions Judge
""")

# ---------------- C07 Reena DV case (JMFC Rourkela)
u("backlog/2026-10/IMG_20261012_114730.jpg", "handwritten_note_photo", L, "2026-10-12", ["C07"], ["C07-H01"], """
12/10/26 JMFC madam - CMC 97/26 (DV) Reena Ekka v Anil Toppo & 2
Notice to resp. PO (Protection Officer) ku DIR pain - Mamata Kullu, PO Rourkela. Ptd 16/11/26.
""")
u("backlog/2026-11/Reena DV 16 Nov.docx", "typed_note_docx", L, "2026-11-16", ["C07"], ["C07-H02"], """
16.11.2026 - CMC 97/2026 (DV) Reena v Anil Toppo - JMFC Rourkela
DIR of PO Mamata Kullu filed - records beating and turning out from Koel Nagar quarter. All 3 respondents appeared
through Sri Ashish Kumar Lakra. Reply to s. 23 petition; Lakra says Anil earns Rs 14,000 only. Next 14.12.2026.
""")
u("backlog/2026-12/Reena 14-12-2026.txt", "typed_note_txt", L, "2026-12-14", ["C07"], ["C07-H03"], """
14.12.2026 Reena DV - s. 23 heard. Reply filed by Lakra. Showed salary slip of Anil - Rs. 28,000 (Kalunga unit).
Madam reserved order. Next 18.01.2027.
Told court about the drunk visit of Sunday (Reena's phone call). Madam - "file affidavit".
""")
u("backlog/2027-01/CMC 97 of 2026 DV order 18.01.2027.pdf", "certified_order_sheet_scan", "JMFC, Rourkela", "2027-01-18", ["C07"], ["C07-H04"], """
IN THE COURT OF THE J.M.F.C., ROURKELA
C.M.C. No. 97 of 2026 (D.V. Act)
Order No. 5   Dt. 18.01.2027
Heard on the petition u/s 23. Perused the DIR. Prima facie case of domestic violence is made out. Respondent No. 1
shall pay interim maintenance of Rs. 6,000 per month to the aggrieved from 28.09.2026, by the 10th of each month,
and shall not dispossess her from the shared household at Koel Nagar. Put up on 15.03.2027 for compliance.
                                                                      sd/- J.M.F.C.
""")
u("backlog/2027-07/Reena DV 19 July.txt", "typed_note_txt", L, "2027-07-19", ["C07", "C02"], ["C07-H07"], """
19.07.2027 Reena DV - JMFC
AW1 Reena - chief examination over (affidavit + oral). Lakra - "not prepared, need time for cross". Madam allowed.
Parabarti tarikh 16.08.2027 for cross of AW1.
Also: Mangal Oraon phoned - Sukmani FD papers from bank ready; carry to 27/7.
""")

# ---------------- the muhuri's register (Odia, Odia digits)
u("backlog/2026-09/IMG-20260916-WA0007.jpg", "handwritten_note_photo", K, "2026-09-16", ["C01", "C02"], ["C01-H02", "C02-H02"], """
ତାରିଖ ଖାତା - ସେପ୍ଟେମ୍ବର 2026
09.09.2026  ଶିଳ୍ପ ଟ୍ରିବ୍ୟୁନାଲ - ବିରସା କୁଜୁର (ID 27/25) - ମ୍ୟାନେଜମେଣ୍ଟ ଲିଖିତ ବୟାନ ଦେଲେ ନାହିଁ, ଶେଷ ସୁଯୋଗ - ପରବର୍ତ୍ତୀ ତାରିଖ 07.10.2026
15.09.2026  EC କମିଶନର - ସୁକମଣି ଓରାଓଁ (EC 9/26) - ବୀମା କମ୍ପାନୀ ଉକିଲ ହାଜର, ଲିଖିତ ବୟାନ ପାଇଁ ସମୟ - ପରବର୍ତ୍ତୀ ତାରିଖ 13.10.2026
""", odia_digits=True)
u("backlog/2027-04/IMG-20270420-WA0011.jpg", "handwritten_note_photo", K, "2027-04-20", ["C07", "C06"], ["C07-H06"], """
ତାରିଖ ଖାତା - ଏପ୍ରିଲ 2027
19.04.2027  JMFC - ରୀନା ଏକ୍କା (DV 97/26) - ଅନିଲ ଟୋପ୍ପୋ 30,000 ଟଙ୍କା ଜମା କଲେ - ସାକ୍ଷୀ ପାଇଁ - ପରବର୍ତ୍ତୀ ତାରିଖ 19.07.2027
କାଳିଆ (ରାଜୁ କିଷାନ) ମାଆ ଫୁଲମଣି ଆସିଥିଲେ - ଫିସ ବାକି 2,000 ଦେଲେ
""", odia_digits=True)

# ---------------- plan and cause list
u("backlog/2027-07/Plan 19-31 July 2027.docx", "typed_note_docx", L, "2027-07-17", ["C07", "C04", "C05", "C02", "C03", "C01"], [], """
PLAN - 19 July to 31 July 2027
Mon 19/7  JMFC - Reena DV - AW1 chief. Reena to come by 10.30.
Thu 22/7  SDJM Panposh - Bhatia 138 - accused statement u/s 351 BNSS. If Sahu absent again - pray for NBW.
Fri 23/7  Sundargarh DJ - Jagannath suit - ARGUMENTS. Written arguments + interest chart. Start 8 AM by car.
Tue 27/7  EC Commissioner - Sukmani - FD compliance; carry bank papers.
Pending:
- Birsa: written note of argument by 4/8 (arguments 11/8).
- Jitu Munda HC 5/8 - Lopa to take the 1968 Tahasil file point; send her the ROR.
""")
u("backlog/2027-07/SDJM Panposh cause list 22.07.2027.pdf", "cause_list_pdf", "Court of the SDJM, Panposh, Rourkela", "2027-07-21", ["C04"], [], """
COURT OF THE SUB-DIVISIONAL JUDICIAL MAGISTRATE, PANPOSH, ROURKELA
CAUSE LIST FOR THURSDAY, 22.07.2027
Sl.  Case No.              Parties                                        Stage
1    G.R. 1456/2025       State vs Sanjay Nag & 2 others                  Charge
2    I.C.C. 377/2025      Odisha Gramya Bank vs Binod Minz                 Evidence
3    I.C.C. 512/2026      Bhatia Roadways vs Pradip Kumar Sahu            S/A (351 BNSS)
4    I.C.C. 601/2026      Mahavir Steels vs Kishore Tirkey                 Appearance
5    G.R. 88/2027         State vs Mukesh Oram                             Bail
""")
