"""The uploads of the Gurugram practice: what Adv. Vikram Yadav, junior Tanya and clerk OP actually kept."""

L, J, K = "Vikram Singh Yadav", "Tanya Malik", "Om Prakash (clerk)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2026-09/Scan_20260914_Allotment Skylark.pdf", "document_scan", "Skylark Infrabuild Pvt. Ltd.", "2026-09-14", ["C01"], [], """
SKYLARK INFRABUILD PVT. LTD.  -  SKYLARK ARAVALI GREENS, SECTOR 92, GURUGRAM
BUILDER BUYER AGREEMENT (extract)   Unit: Tower C-1104   Allottee: Rajiv Bhatia & Smt. Meenu Bhatia
Total sale consideration Rs. 96,40,000/-   Paid till date Rs. 88,15,000/-
Clause 7.1: The Developer shall offer possession within 48 months from the date of sanction of building plans
(i.e. by 30.06.2023) plus a grace period of 6 months, subject to force majeure.
Clause 7.4: Delay compensation @ Rs. 5 per sq. ft. per month of super area.
""")
u("backlog/2026-10/Plaint CS Khatana first page.pdf", "document_scan", L, "2026-10-14", ["C06"], [], """
IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION), GURUGRAM
Sushil Khatana s/o Late Sh. Ram Kishan Khatana, r/o Village Wazirabad, Gurugram ..... Plaintiff
Versus
M/s Brewbox Cafe LLP, SCO-27, Sector 49, Sohna Road, Gurugram, through its designated partner Vikrant Sood ..... Defendant
SUIT FOR POSSESSION OF SCO-27 (ground and first floor), RECOVERY OF ARREARS OF RENT Rs. 7,20,000/- (March to
August 2026 @ Rs. 1,20,000 per month) AND MESNE PROFITS @ Rs. 2,50,000 per month
The lease dated 01.04.2023 for three years expired on 31.03.2026; notice u/s 106 TP Act dated 02.09.2026 served.
""")
u("backlog/2026-11/IMG_20261103_112045.jpg", "document_photo", "Medanta / Paras Hospital (discharge summary)", "2026-11-03", ["C05"], [], """
PARAS HOSPITAL, SECTOR 43, GURUGRAM  -  DISCHARGE SUMMARY
Patient: Irfan Qureshi, 27 Y/M    UHID 77812    DOA 21.10.2026   DOD 02.11.2026
Diagnosis: Fracture shaft of right femur (road traffic accident while on delivery, Golf Course Extension Road)
Procedure: ORIF with intramedullary nailing 22.10.2026.  Advice: no weight bearing 8 weeks.
Final bill Rs. 2,86,450/- (paid by patient)
""")
u("backlog/2026-12/WhatsApp Image 2026-12-19 at 18.22.05.jpeg", "document_photo", "Carelife General Insurance", "2026-12-19", ["C05"], [], """
CARELIFE GENERAL INSURANCE CO. LTD.  -  Claims Dept.
Ref: GPA/ZR/26/40917        Date: 17.12.2026
To: Mr. Irfan Qureshi
Sub: Claim under Group Personal Accident Policy issued to ZipRide Mobility Pvt. Ltd. (partner riders)
Your claim for Rs. 2,00,000/- is repudiated as at the time of the accident you were not 'logged in' to an active
order as per the platform data shared by the policyholder. The claim stands closed.
""")
u("backlog/2027-01/13(4) possession notice Manesar.pdf", "document_scan", "Indo-Gangetic Bank Ltd., ARB Gurugram", "2027-01-12", ["C03"], [], """
INDO-GANGETIC BANK LTD.   Asset Recovery Branch, Udyog Vihar Ph-IV, Gurugram
POSSESSION NOTICE [Rule 8(1)]  (for immovable property)
Whereas the Authorised Officer issued demand notice u/s 13(2) dated 18.08.2026 to M/s Kaveri Handloom Exports
(prop. Manish Aggarwal) to repay Rs. 2,41,37,560/-; the borrower having failed, the undersigned has taken SYMBOLIC
POSSESSION of Plot No. 144, Sector 6, IMT Manesar on 11.01.2027 u/s 13(4) SARFAESI Act.
                                  Authorised Officer
""")
u("backlog/2026-03/demand notice union Sonic.pdf", "document_scan", "Sonic Auto Karamchari Union", "2026-03-02", ["C04"], [], """
SONIC AUTO KARAMCHARI UNION (Regd. No. 1973)   IMT Manesar
To: The Management, M/s Sonic Autocomp Pvt. Ltd., Plot 62, Sector 8, IMT Manesar
Sub: Demand notice - reinstatement of 37 workmen terminated on 14.02.2026 with full back wages
The 37 permanent workmen were not allowed to enter the gate from 14.02.2026 after they joined the union. No charge
sheet, no enquiry, no retrenchment compensation, no notice u/s 25-F. Demand: reinstatement with continuity and back wages.
                         Sunil Kumar Bhati, President
""")
u("backlog/2027-02/legal notice Brewbox cheque.docx", "typed_note_docx", L, "2027-02-20", ["C07"], [], """
VIKRAM SINGH YADAV, Advocate, Chamber 318, Judicial Complex, Gurugram
By Regd. AD / Speed Post / Email                          Dated: 20.02.2027
To: M/s Brewbox Cafe LLP and Sh. Vikrant Sood, designated partner
LEGAL NOTICE u/s 138 NI Act
Under instructions of my client Sh. Sushil Khatana: your cheque No. 000318 dated 05.01.2027 for Rs. 1,80,000/-
(HDFC Bank, Sector 49) towards rent was returned unpaid on 09.02.2027 with remarks 'Payment stopped by drawer'.
You are called upon to pay the said amount within 15 days of receipt of this notice.
""")
u("backlog/2027-04/FIR 0087 Cyber East.pdf", "document_scan", "PS Cyber Crime East, Gurugram", "2027-04-12", ["C08"], [], """
FIRST INFORMATION REPORT   District: Gurugram   P.S.: Cyber Crime East   FIR No. 0087   Date: 12.04.2027
Sections: 318(4), 319(2), 61(2) BNS; 66C, 66D IT Act
Raid at a call centre on the 3rd floor, Plot 211, Udyog Vihar Phase-I: 16 persons calling US nationals posing as
'tech support', taking payment in gift cards and crypto. Aman Rawat @ Monu, 24, r/o Sukhrali, shown as 'floor
manager' / closer. 32 laptops, 41 mobiles seized.        Insp. Naveen Chahar, SHO
""")

# ---------------- C01 HRERA
u("backlog/2027-01/Proceedings 13.01.2027 Complaint 4412.pdf", "certified_order_sheet_scan", "HRERA Gurugram", "2027-01-13", ["C01"], ["C01-H01"], """
HARYANA REAL ESTATE REGULATORY AUTHORITY, GURUGRAM
Complaint No. 4412 of 2026   Rajiv Bhatia & 23 Ors. vs Skylark Infrabuild Pvt. Ltd.
Date of hearing: 13.01.2027    Coram: Shri Arun Kumar Sood, Member
Proceedings held through VC (hybrid).
Present: Sh. Vikram Singh Yadav, Advocate for the complainants. None for the respondent.
Service report received; notice duly served upon the respondent. Respondent is directed to file reply within
four weeks with an advance copy to the complainants. List on 24.02.2027.
""")
u("backlog/2027-02/Proceedings 24.02.2027 Complaint 4412.pdf", "certified_order_sheet_scan", "HRERA Gurugram", "2027-02-24", ["C01"], ["C01-H02"], """
HARYANA REAL ESTATE REGULATORY AUTHORITY, GURUGRAM
Complaint No. 4412 of 2026      Date of hearing: 24.02.2027     Coram: Shri Arun Kumar Sood, Member
Present: Sh. Vikram Singh Yadav, Advocate for the complainants. Sh. Karan Sethi, Ld. AR for the respondent.
Reply not filed. Ld. AR for the respondent seeks time. Last opportunity is granted to file reply subject to cost of
Rs. 10,000/- payable to the complainants, failing which the defence shall be struck off. List on 07.04.2027.
""")
u("backlog/2027-02/20270224_191502.jpg", "handwritten_note_photo", L, "2027-02-24", ["C01"], ["C01-H02"], """
24/2 RERA 4412 (VC) - Sethi ne fir time lia. Sood sahab ne 10k cost lagayi, last oppty. Bhatia ji ko bataya.
Bhatia ji: 24 mein se 6 buyers ne abhi tak vakalatnama sign nahi kiya - kad karenge? bera na.
tareekh 7.4
""")
u("backlog/2027-04/rera 7 april.txt", "typed_note_txt", L, "2027-04-07", ["C01"], ["C01-H03"], """
07.04.2027 - HRERA Ggn, Complaint 4412 (Aravali Greens)
Reply filed today by Karan Sethi (Rs 10,000 cost paid by DD in favour of Rajiv Bhatia).
Their defence: force majeure - COVID lockdowns, NGT / GRAP construction bans, contractor left. Also say OC applied on 12.12.2026.
Rejoinder to be filed by us before next date. Tower C structure complete, finishing work only 40%.
Next: 26.05.2027, arguments.
""")
u("backlog/2027-07/Register Jul-27 page 3.jpg", "handwritten_note_photo", K, "2027-07-07", ["C01", "C04"], ["C01-H05"], """
OM PRAKASH - DATE REGISTER (July 2027)         page 3
Date    | Court / Forum     | Case                         | Stage       | Proceedings                       | Next Dt
05.07.27| Labour Ct Ggn     | Ref 41/27 Sonic workmen       | WE          | (see sir's diary)                 | 30.08.27
07.07.27| HRERA CR-2 (VC)   | Compl 4412/26 Bhatia v Skylark| Args        | AR Sethi adj - NCLT order reserved| 18.08.27
07.07.27| HRERA             | -- fee Rs 11,000 recd from Bhatia ji (cash)  |             |                                   |
""")
u("backlog/2027-08/Order 18.08.2027 Complaint 4412.pdf", "certified_order_sheet_scan", "HRERA Gurugram", "2027-08-18", ["C01"], ["C01-H06"], """
HARYANA REAL ESTATE REGULATORY AUTHORITY, GURUGRAM
Complaint No. 4412 of 2026      Date of hearing: 18.08.2027     Coram: Shri Arun Kumar Sood, Member
Present: Sh. Vikram Singh Yadav, Advocate for the complainants. Sh. Karan Sethi, Ld. AR for the respondent.
Ld. AR places on record the order dated 10.08.2027 of the NCLT, Chandigarh Bench admitting the respondent into
CIRP and declaring a moratorium u/s 14 of the IBC. In view thereof these proceedings cannot continue. The complaint
is disposed of with liberty to the complainants to file their claims before the IRP. File be consigned to record room.
""")

# ---------------- C02 NCLT
u("backlog/2027-03/NCLT order 16.03.2027 CP 94.pdf", "certified_order_sheet_scan", "NCLT Chandigarh Bench", "2027-03-16", ["C02"], ["C02-H01"], """
NATIONAL COMPANY LAW TRIBUNAL, CHANDIGARH BENCH, COURT-II
CP (IB) No. 94/Chd/Hry/2027    Rajiv Bhatia & 118 Ors. vs Skylark Infrabuild Pvt. Ltd.
Coram: Sh. Harpreet Singh Grewal, Member (Judicial); Sh. K. Raghunathan, Member (Technical)
Present: Sh. Vikram Singh Yadav, Adv. for the petitioners (allottees).
Issue notice to the corporate debtor. The petitioners to file the list of allottees with unit numbers and
amounts paid, duly verified. Reply within three weeks. List on 04.05.2027.
""")
u("backlog/2027-05/IMG_20270504_163318.jpg", "handwritten_note_photo", L, "2027-05-04", ["C02"], ["C02-H02"], """
4/5 NCLT Chd - Skylark CP 94
Radhika Bajaj (Sr) for CD - reply filed. Objection: threshold not met, only 92 valid allottees out of 119, rest
are 'investors' with assured return / buy-back. Bench: rejoinder 2 weeks, list of allottees ke sath RERA regn.
Bhatia ji ko bolna 27 ka data chahiye - kon si unit, kitna paid. ND 13.7
""")
u("backlog/2027-07/NCLT args 13 July.docx", "typed_note_docx", L, "2027-07-13", ["C02"], ["C02-H03"], """
NCLT Chandigarh, Court-II - CP(IB) 94/Chd/Hry/2027 - 13.07.2027
Argued for about 50 min. Point: s. 7 threshold counted on date of filing - 119 petitioners out of about 640 allottees,
more than 100; 'assured return' allottees are also financial creditors (Pioneer Urban). Bajaj argued 27 were
investors and 'speculative'. Bench asked for written submissions in 3 pages in 3 days.
Order reserved. Pronouncement 10.08.2027.
""")
u("backlog/2027-08/NCLT order 10.08.2027 admitted.pdf", "certified_order_sheet_scan", "NCLT Chandigarh Bench", "2027-08-10", ["C02"], ["C02-H04"], """
NATIONAL COMPANY LAW TRIBUNAL, CHANDIGARH BENCH, COURT-II
CP (IB) No. 94/Chd/Hry/2027     Order pronounced on 10.08.2027
Coram: Sh. Harpreet Singh Grewal, Member (Judicial); Sh. K. Raghunathan, Member (Technical)
... The petitioners, 119 allottees of the project 'Skylark Aravali Greens', meet the threshold under the second
proviso to s. 7(1). Default of more than Rs. 1 crore is established. The petition is ADMITTED. CIRP commenced.
Mr. Anil Tiwari (Reg. No. IBBI/IPA-001/IP-P01944/2021-22) is appointed IRP. Moratorium u/s 14 declared.
Public announcement within 3 days. List for compliance / IAs on 12.10.2027.
""")
u("backlog/2027-10/nclt ia 12 oct.txt", "typed_note_txt", L, "2027-10-12", ["C02"], ["C02-H05"], """
12.10.27 NCLT Chd - Skylark
Filed IA No. 1408/2027 against IRP Anil Tiwari: he admitted only principal amount, no interest; 14 claims (Form CA)
rejected as "filed after last date" though filed on 04.09 within 90 days. Total amount not admitted approx Rs 3.9 cr.
Bench issued notice to IRP, reply in 2 weeks. ND 23.11.2027.
""")
u("backlog/2027-11/IMG_20271123_170512.jpg", "handwritten_note_photo", L, "2027-11-23", ["C02"], ["C02-H06"], """
23/11 NCLT IA 1408 - IRP reply filed: says claims of 14 recd by email 06.09 after cut-off, and interest ka calculation
'not verifiable'. CoC constituted on 15.11 - allottees' authorised rep (AR) = Ms. Preeti Sharma, IP.
Rejoinder 1 week. ND 11.1.28.  ke hoya tau? - Bhatia ji ka sawaal. Mtlb koi final nahi.
""")
u("backlog/2028-01/11.01.28 nclt.txt", "typed_note_txt", L, "2028-01-11", ["C02"], ["C02-H07"], """
11.01.2028  NCLT Chd Court-II  IA 1408/2027 in CP 94 (Skylark)
Part heard - I argued 20 min on 04.09 email trail. Bench rose early (paucity of time). Grewal sahab: IRP to bring the
server log of the claims email. Next date 08.02.2028. Rejoinder already on record (filed 30.11).
""")

# ---------------- C03 DRT
u("backlog/2027-02/DRT-III order 09.02.2027 SA 233.pdf", "certified_order_sheet_scan", "DRT-III Chandigarh", "2027-02-09", ["C03"], ["C03-H01"], """
DEBTS RECOVERY TRIBUNAL-III, CHANDIGARH
S.A. No. 233 of 2027    M/s Kaveri Handloom Exports vs Indo-Gangetic Bank Ltd.
Present: Sh. Vikram Singh Yadav, Ld. Counsel for the applicant. Sh. Sameer Goel, Ld. Counsel for the bank on advance notice.
Notice issued. Subject to the applicant depositing Rs. 15,00,000/- (Rupees fifteen lakh) with the bank within three
weeks, the bank shall not proceed with the e-auction of the secured asset (Plot 144, Sector 6, IMT Manesar) till the
next date. Reply by the bank. List on 09.03.2027.
             (Devender Kumar Jaglan) Presiding Officer
""")
u("backlog/2027-03/IMG-20270301-WA0014.jpg", "document_photo", "Indo-Gangetic Bank Ltd.", "2027-03-01", ["C03"], [], """
INDO-GANGETIC BANK LTD - RTGS / Deposit receipt
Date 01.03.2027   A/c: Kaveri Handloom Exports - NPA loan a/c 4410xxxx
Amount: Rs. 15,00,000.00   UTR: HDFCR52027030111834
Remarks: deposit as per DRT-III order dt 09.02.2027 in SA 233/2027
""")
u("backlog/2027-03/Register Mar-27 page 1.jpg", "handwritten_note_photo", K, "2027-03-09", ["C03", "C06"], ["C03-H02"], """
OM PRAKASH - DATE REGISTER (March 2027)         page 1
Date    | Court / Forum     | Case                          | Stage   | Proceedings                          | Next Dt
05.03.27| CJSD Ggn Ct 11    | CS 1142/26 Khatana v Brewbox   | WS      | (see diary)                          | 16.04.27
09.03.27| DRT-III Chd       | SA 233/27 Kaveri v IGB         | Reply   | 15 lakh deposited 01.03; bank reply NF, Goel - instructions awaited | 20.04.27
""")
u("backlog/2027-04/20270420_180244.jpg", "handwritten_note_photo", L, "2027-04-20", ["C03"], ["C03-H03"], """
20/4 DRT-III - Kaveri SA. Goel ne reply diya - says borrower wilful, 3 notices ignored. Stay continue. Jaglan sahab
first thing: "OTS ki baat kari ke?" Manish ko bolna proposal bana ke laye. Rejoinder. ND 15.6
""")
u("backlog/2027-08/DRT OTS note 3 Aug.docx", "typed_note_docx", L, "2027-08-03", ["C03"], ["C03-H05"], """
DRT-III Chandigarh - SA 233/2027 (Kaveri Handloom) - 03.08.2027
Handed over OTS proposal in a sealed cover: Rs. 1.35 crore (Rs. 1,35,00,000) - 25% upfront, rest in 6 months; the
Rs. 15 lakh already deposited to be adjusted. Jaglan sahab again said "settle kar lo, bank bhi time kharab kar raha hai".
Goel to take instructions from the ARB / GM. Next date 21.09.2027.
""")
u("backlog/2027-09/drt 21.9.txt", "typed_note_txt", L, "2027-09-21", ["C03"], ["C03-H06"], """
21.09.27 DRT-III Chd - Kaveri SA 233
Bank REJECTED the OTS of 1.35 cr - their GM wants minimum Rs 1.60 crore (1,60,00,000) in 90 days. Manish says max 1.45.
Arguments started on s. 13(2) notice defects (no reply to our 13(3A) representation dt 12.10.2026). ND 16.11.2027.
""")
u("backlog/2027-11/IMG_20271116_164901.jpg", "handwritten_note_photo", L, "2027-11-16", ["C03"], ["C03-H07"], """
16/11 DRT - Kaveri. Args part heard - 13(3A) point argued. Goel sought time, busy before DRAT Delhi. Jaglan sahab
3rd time asked OTS - "1.45 pe bank ko mana lo". Stay continues. ND 25.1.28
""")

# ---------------- C04 Labour Court
u("backlog/2027-01/Register Jan-27 page 2.jpg", "handwritten_note_photo", K, "2027-01-22", ["C04", "C06"], ["C04-H01", "C06-H01"], """
OM PRAKASH - DATE REGISTER (January 2027)        page 2
Date    | Court / Forum     | Case                          | Stage   | Proceedings                          | Next Dt
18.01.27| Labour Ct Ggn     | Ref 41/27 Sonic workmen        | Appear. | Mgmt thru AR Gaurav Nagpal, WS 4 wks | 01.03.27
22.01.27| CJSD Ct 11        | CS 1142/26 Khatana v Brewbox   | WS      | WS not filed, last oppty, cost 3000  | 05.03.27
""")
u("backlog/2027-03/PXL_20270301_121540.jpg", "handwritten_note_photo", L, "2027-03-01", ["C04"], ["C04-H02"], """
1/3 Labour Court - Sonic. Mgmt WS filed (Nagpal). Plea: workmen "abandoned" job w.e.f. 14.02.26, go-slow in paint shop,
standing orders ke under notices diye. Koi enquiry nahi - khud maan rahe. Rejoinder. ND 12.4. Bhati ji ko copy dena.
""")
u("backlog/2027-04/Order 12.04.2027 Ref 41.pdf", "certified_order_sheet_scan", "Labour Court-cum-Industrial Tribunal, Gurugram", "2027-04-12", ["C04"], ["C04-H03"], """
IN THE COURT OF SH. RAJESH PHOGAT, PRESIDING OFFICER, LABOUR COURT-CUM-INDUSTRIAL TRIBUNAL, GURUGRAM
Ref. No. 41 of 2027    Workmen vs M/s Sonic Autocomp Pvt. Ltd.        12.04.2027
Present: AR of the workmen Sh. Vikram Singh Yadav, Adv. AR of the management Sh. Gaurav Nagpal.
Rejoinder filed. From the pleadings the following issues are framed:
1. Whether the services of the 37 workmen were terminated illegally on 14.02.2026? OPW
2. Whether the workmen abandoned their jobs? OPM
3. Relief.
Now to come up for evidence of the workmen on 24.05.2027.
""")
u("backlog/2027-05/sonic WW1 24 may.txt", "typed_note_txt", L, "2027-05-24", ["C04"], ["C04-H04"], """
24.05.2027 Labour Court Ggn - Ref 41/27 (Sonic)
WW1 Sunil Kumar Bhati (union pres.) affidavit tendered, Ex. WW1/A; documents: gate-pass register photos, union regn.
Nagpal not ready for cross - deferred at his request. Phogat sahab: "next date pe cross, no more time".
ND 05.07.2027
""")
u("backlog/2027-07/20270705_173010.jpg", "handwritten_note_photo", L, "2027-07-05", ["C04"], ["C04-H05"], """
5/7 Labour Ct - WW1 Bhati ka cross by Nagpal - 2 ghante. Suggestion: workmen ne khud strike ki. Bhati: "gate pe bouncer
khade the, andar jaan na diye". Admitted no written leave application. Theek gaya. WW2 next. ND 30.8
""")
u("backlog/2027-08/Sonic WW2 30.08.docx", "typed_note_docx", L, "2027-08-30", ["C04"], ["C04-H06"], """
Labour Court-cum-Industrial Tribunal, Gurugram - Ref. 41/2027 - 30.08.2027
WW2 Dinesh Kumar (paint shop workman, 9 yrs service) examined; cross by Nagpal - short. Said he was stopped at gate
on 14.02.2026, no letter given. Workmen's evidence CLOSED by our statement.
Management evidence from next date - Nagpal says MW1 HR manager and MW2 plant head.
Next date 25.10.2027.
""")
u("backlog/2027-12/WhatsApp Chat with Sunil Bhati Union.txt", "whatsapp_export", "Sunil Kumar Bhati (client)", "2027-12-06", ["C04"], ["C04-H07", "C04-H08"], """
25/10/27, 17:40 - Sunil Bhati Union: Vakil sahab aaj ke hoya? Neha madam ne kya kaha
25/10/27, 17:52 - Vikram Yadav Adv: MW1 Neha Arora HR ka affidavit aa gaya, maine cross kiya aadha. Usne maana ki 37 mein se kisi ko chargesheet nahi di. Baki cross agli tareekh 6 Dec
25/10/27, 17:53 - Sunil Bhati Union: 👍 bahut badhiya
06/12/27, 16:15 - Vikram Yadav Adv: Bhati ji, Neha Arora ka cross khatam. MW2 Rakesh Chauhan plant head aaya hi nahi. Phogat sahab ne last opportunity di mgmt ko. Agli tareekh 19 jan 2028
06/12/27, 16:18 - Sunil Bhati Union: Sab chora log puchh rahe kad tak faisla aayega
06/12/27, 16:21 - Vikram Yadav Adv: MW2 ke baad args. 2-3 mahine aur. Union meeting mein bata dena
""")
u("backlog/2027-12/Order 06.12.2027 Ref 41.pdf", "certified_order_sheet_scan", "Labour Court-cum-Industrial Tribunal, Gurugram", "2027-12-06", ["C04"], ["C04-H08"], """
IN THE COURT OF SH. RAJESH PHOGAT, PRESIDING OFFICER, LABOUR COURT-CUM-INDUSTRIAL TRIBUNAL, GURUGRAM
Ref. No. 41 of 2027                                  06.12.2027
Present: AR of the workmen. AR of the management.
Cross-examination of MW1 Ms. Neha Arora concluded. MW2 not present. Last opportunity to the management to
produce its remaining evidence at its own responsibility, failing which evidence shall be closed by order.
To come up on 19.01.2028.
""")

# ---------------- C05 Consumer
u("backlog/2027-02/DCDRC order 15.02.2027 CC 318.pdf", "certified_order_sheet_scan", "District Consumer Commission, Gurugram", "2027-02-15", ["C05"], ["C05-H01"], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, GURUGRAM
CC No. 318 of 2027   Irfan Qureshi vs ZipRide Mobility Pvt. Ltd. (OP1) & Carelife General Insurance Co. Ltd. (OP2)
Coram: Sh. Sanjeev Jindal, President; Ms. Jyoti Siwach, Member          15.02.2027
Present: Counsel for the complainant. Heard on admission. Admitted. Notice to the OPs for 05.04.2027.
""")
u("backlog/2027-06/WhatsApp Chat with Tanya Malik Jr.txt", "whatsapp_export", J, "2027-06-16", ["C01", "C03", "C05", "C07"], ["C05-H02", "C07-H01", "C01-H04", "C05-H03", "C03-H04"], """
05/04/27, 13:02 - Tanya Malik Jr: Sir consumer - ZipRide (OP1) ka reply aa gaya, Rana appeared. Carelife (OP2) se koi nahi aaya. Jindal sir ne OP2 ko last opportunity di. ND 31/5
05/04/27, 13:04 - Vikram Yadav Adv: ok. Irfan ko batao
08/05/27, 12:40 - Tanya Malik Jr: Sir JMFC Chahal mam - Sushil ji ka PSE ho gaya, accused ko summon kiya. ND 10 july
26/05/27, 15:10 - Tanya Malik Jr: Sir RERA VC - aapke args ke baad Sood sir ne Sethi se pucha OC ka status kya hai DTCP mein. Sethi ne kaha bata denge. ND 7/7/27
26/05/27, 15:11 - Vikram Yadav Adv: unko bolo affidavit pe de OC status
31/05/27, 12:55 - Tanya Malik Jr: Sir Carelife ka reply aa gaya finally - same "not logged in" stand. Rejoinder + evidence affidavit. ND 2.8
15/06/27, 11:30 - Tanya Malik Jr: Sir DRT me PO sahab leave pe hain, Kaveri wala adjourn. ND 3 aug
15/06/27, 11:31 - Vikram Yadav Adv: 👍 Manish ji ko bata dena
""")
u("backlog/2027-10/Register Oct-27 page 1.jpg", "handwritten_note_photo", K, "2027-10-09", ["C05", "C07"], ["C05-H05", "C07-H04"], """
OM PRAKASH - DATE REGISTER (October 2027)        page 1
Date    | Court / Forum     | Case                          | Stage     | Proceedings                              | Next Dt
04.10.27| Consumer Comm Ggn | CC 318/27 Irfan v ZipRide       | Evidence  | OP1 OP2 evidence filed; written args     | 13.12.27
09.10.27| JMFC Ct 27        | NACT 2290/27 Khatana v Brewbox  | Med. rpt  | mediation failed; notice framed          | 27.11.27
""")
u("backlog/2027-12/WhatsApp Chat with Tanya Malik Jr (2).txt", "whatsapp_export", J, "2027-12-14", ["C05", "C07"], ["C07-H02", "C05-H04", "C07-H03", "C07-H05", "C05-H06"], """
10/07/27, 12:15 - Tanya Malik Jr: Sir cheque case - Vikrant Sood nahi aaya, koi exemption bhi nahi. Chahal mam ne BW 10,000 ka. ND 28.8
02/08/27, 13:20 - Tanya Malik Jr: Sir Irfan ka evidence affidavit file kar diya. OPs ne evidence ke liye time liya. ND 4 oct
28/08/27, 12:50 - Tanya Malik Jr: Sir Vikrant Sood aaj aaya, bail ho gayi (surety 25k). Chahal mam ne mediation bhej diya - 20 sept mediation centre
28/08/27, 12:52 - Vikram Yadav Adv: Sushil ji ko bolo mediation me 1,80,000 + cost se kam nahi. ND?
28/08/27, 12:53 - Tanya Malik Jr: ND 9.10.27 sir
27/11/27, 13:05 - Tanya Malik Jr: Sir CW1 Sushil ji ka affidavit tender ho gaya. Tarun Yadav HC me busy tha, uska junior aaya, cross defer karwa liya. ND 19/1/28
13/12/27, 15:40 - Tanya Malik Jr: Sir consumer me args ho gaye, Jindal sir ne order reserve kiya. Orders ke liye 21.01.2028
13/12/27, 15:41 - Vikram Yadav Adv: good. Irfan ko bol do abhi aane ki zarurat nahi
""")

# ---------------- C06 CJSD
u("backlog/2027-01/Order 22.01.2027 CS 1142.pdf", "certified_order_sheet_scan", "Civil Judge (Sr. Div.), Gurugram", "2027-01-22", ["C06"], ["C06-H01"], """
IN THE COURT OF MS. RITIKA GOYAL, CIVIL JUDGE (SENIOR DIVISION), GURUGRAM
CS No. 1142 of 2026   Sushil Khatana vs M/s Brewbox Cafe LLP        CNR HRGR02-011420-2026
Present: Sh. Vikram Singh Yadav, Adv. for the plaintiff. Sh. Tarun Yadav, Adv. for the defendant.
Written statement not filed. Last opportunity granted subject to costs of Rs. 3,000/- to be paid to the plaintiff.
To come up for written statement on 05.03.2027.
""")
u("backlog/2027-03/WS Brewbox first pages.pdf", "document_scan", "Tarun Yadav (for the defendant)", "2027-03-05", ["C06"], ["C06-H02"], """
IN THE COURT OF MS. RITIKA GOYAL, CJSD, GURUGRAM     CS No. 1142 of 2026
WRITTEN STATEMENT ON BEHALF OF THE DEFENDANT
Para 1-3 admitted: the defendant is a tenant of SCO-27 under lease dated 01.04.2023 at Rs. 1,20,000 per month.
Para 5 wrong and denied: the lease was orally extended in March 2026; rent was withheld because the plaintiff failed
to repair the roof seepage; the defendant spent Rs. 2,10,000 on repairs which is liable to be adjusted.
""")
u("backlog/2027-03/20270305_140311.jpg", "handwritten_note_photo", L, "2027-03-05", ["C06"], ["C06-H02"], """
5/3 CJSD Goyal madam - Khatana. WS aaya - tenancy + rent maan li, bas oral extension aur seepage ka bahana.
3000 cost diya Tarun ne. Humne O12 R6 ki application laga di - admission pe decree for possession. ND 16.4
""")
u("backlog/2027-05/o12r6 args 21.05.txt", "typed_note_txt", L, "2027-05-21", ["C06"], ["C06-H04"], """
21.05.2027 CJSD Ct 11 - Khatana vs Brewbox - O12R6 arguments
Reply to O12R6 was filed 16.04 (Tarun: oral extension, equitable set-off of Rs 2.10 lakh). Today argued: oral
extension of a registered lease impossible (s. 107 TP Act), admitted tenancy expired 31.03.2026. Tarun argued 30 min.
Goyal madam: order on next date. ND 16.07.2027 (June vacation in between).
""")
u("backlog/2027-07/Order 16.07.2027 CS 1142 O12R6.pdf", "certified_order_sheet_scan", "Civil Judge (Sr. Div.), Gurugram", "2027-07-16", ["C06"], ["C06-H05"], """
IN THE COURT OF MS. RITIKA GOYAL, CIVIL JUDGE (SENIOR DIVISION), GURUGRAM
CS No. 1142 of 2026                                 16.07.2027
Vide separate order of even date the application under Order XII Rule 6 CPC is allowed to the extent that a decree
for possession of SCO-27, Sector 49, Sohna Road is passed in favour of the plaintiff; the defendant shall hand over
vacant possession within 60 days. The claim for arrears and mesne profits shall proceed to trial. Issues:
1. To what mesne profits, and at what rate, is the plaintiff entitled? OPP  2. Whether the defendant is entitled to
adjust Rs. 2,10,000? OPD  3. Relief.  Plaintiff's evidence on 10.09.2027.
""")
u("backlog/2027-09/Khatana PE 10 Sept.docx", "typed_note_docx", L, "2027-09-10", ["C06"], ["C06-H06"], """
CJSD Gurugram - CS 1142/2026 - 10.09.2027
PW1 Sushil Khatana - affidavit Ex. PW1/A tendered with lease deed Ex. P1, notice Ex. P2, rent ledger Ex. P3.
Tarun asked cross to be deferred. Possession: Brewbox vacated SCO-27 on 12.09? - NOT YET, they've said they will
vacate on 14.09; Sushil ji to inform. Next 05.11.2027.
""")
u("backlog/2027-11/IMG_20271105_151207.jpg", "handwritten_note_photo", L, "2027-11-05", ["C06"], ["C06-H07"], """
5/11 CJSD - PW1 Sushil ka cross by Tarun - 40 min. Maana ki seepage ki complaint WhatsApp pe aayi thi (Feb 26).
Possession mil gayi 14.09.27 - keys handed over. Next: PW2 Jagdish Kataria property dealer (market rent 2.5 lakh).
ND 17.12
""")
u("backlog/2027-12/20271217_163355.jpg", "handwritten_note_photo", L, "2027-12-17", ["C06"], ["C06-H08"], """
17/12 CJSD Goyal madam - Khatana. PW2 Jagdish Kataria nahi aaya (shaadi mein Rewari). Summons issue for PW2.
ND 21.1.28
""")
u("backlog/2027-12/correction khatana ND.txt", "typed_note_txt", L, "2027-12-18", ["C06", "C05"], ["C06-H08"], """
18.12.2027 - CORRECTION to yesterday's diary (Khatana SCO suit, CJSD)
The next date written there (21.1.28) is WRONG - that is Irfan's consumer orders date. Checked on the e-courts site
and with the reader: Khatana suit next date is 04.02.2028, for PW2 Jagdish Kataria (summons issued).
""")

u("backlog/2027-04/Register Apr-27 page 2.jpg", "handwritten_note_photo", K, "2027-04-16", ["C06", "C01"], ["C06-H03"], """
OM PRAKASH - DATE REGISTER (April 2027)          page 2
Date    | Court / Forum     | Case                          | Stage   | Proceedings                              | Next Dt
07.04.27| HRERA CR-2        | Compl 4412/26 Bhatia v Skylark | Reply   | reply filed, cost 10,000 paid by DD     | 26.05.27
16.04.27| CJSD Ct 11        | CS 1142/26 Khatana v Brewbox   | O12R6   | reply to O12R6 filed by Tarun; args      | 21.05.27
16.04.27| --                | certified copy applied (WS) - Rs 60 stamps                                |
""")
u("backlog/2027-05/tanya rera rejoinder.txt", "typed_note_txt", J, "2027-05-20", ["C01"], [], """
Sir rejoinder for 4412 ready hai - draft folder mein.
Points: (1) NGT/GRAP bans were only 2-3 weeks each yr, cannot explain 4 yrs delay; (2) COVID - RERA ne already 6 months
extension di thi (force majeure), that's it; (3) OC applied only 12.12.2026 - after complaint filed.
24 complainants ke affidavits - 21 aa gaye, 3 pending (Tower D). 26 may VC link Sood sir ke reader se mil gaya.
""")

# ---------------- C07 JMFC (others above)
u("backlog/2027-10/Order 09.10.2027 NACT 2290.pdf", "certified_order_sheet_scan", "JMFC Gurugram", "2027-10-09", ["C07"], ["C07-H04"], """
IN THE COURT OF MS. ANJALI CHAHAL, JMFC, GURUGRAM        NACT No. 2290 of 2027
Sushil Khatana vs M/s Brewbox Cafe LLP & Ors.        09.10.2027
Present: Complainant with counsel. Accused Vikrant Sood on bail with counsel Sh. Tarun Yadav.
Report of the Mediation Centre received: not settled. Notice of accusation u/s 251 CrPC (s. 274 BNSS) framed and
explained to the accused, who pleaded not guilty and claimed trial. Defence: cheque given as security; rent adjusted.
Complainant's evidence on 27.11.2027.
""")

# ---------------- C08 HC bail
u("backlog/2027-07/PXL_20270706_125501.jpg", "handwritten_note_photo", L, "2027-07-06", ["C08", "C02"], ["C08-H01"], """
6/7 HC Ct 22 Mann J - Monu bail CRM-M 30211. Notice of motion; AAG Shalini Dhankar accepted notice. Custody
certificate + status report. ND 12.8. Mann J asked "money trail kahan gaya?".
Same day: Bhatia ji ka call - NCLT args 13.7 ko hai, 27 allottees ka data abhi bhi pending.
""")
u("backlog/2027-09/WhatsApp Chat with Devender Rawat.txt", "whatsapp_export", "Devender Rawat (client's father)", "2027-09-14", ["C08"], ["C08-H02", "C08-H03"], """
12/08/27, 18:10 - Devender Rawat: Vakil sahab aaj ke hoya Monu ka?
12/08/27, 18:25 - Vikram Yadav Adv: Status report aa gayi. 11 victims, 38 lakh crypto mein. Monu ka role 'closer' bataya. AAG ne time liya. Agli tareekh 14 sept
12/08/27, 18:26 - Devender Rawat: Judge ne kuch kaha?
12/08/27, 18:30 - Vikram Yadav Adv: Mann J ne pucha Monu ke wallet mein kitna aaya - status report mein Rs 1.2 lakh hai. Humara point: 5 mahine se andar, challan pesh ho gaya
14/09/27, 14:05 - Vikram Yadav Adv: Monu ki bail ho gayi! CJM Gurugram ke samne bonds bharne hain. Passport surrender karna hai
14/09/27, 14:06 - Devender Rawat: Bhagwan aapka bhala kare vakil sahab 🙏
""")
u("backlog/2027-09/CRM-M 30211 order 14.09.2027.pdf", "certified_order_sheet_scan", "Punjab and Haryana High Court", "2027-09-14", ["C08", "C03"], ["C08-H03"], """
IN THE HIGH COURT OF PUNJAB AND HARYANA AT CHANDIGARH
CRM-M-30211-2027 (O&M)    Aman Rawat @ Monu vs State of Haryana      Date of decision: 14.09.2027
CORAM: HON'BLE MR. JUSTICE AMARJIT SINGH MANN
Present: Mr. Vikram Singh Yadav, Advocate for the petitioner. Ms. Shalini Dhankar, AAG, Haryana.
The petitioner is in custody since 13.04.2027; challan presented; 31 prosecution witnesses; trial will take time.
Without commenting on merits, the petitioner is ordered to be released on regular bail on furnishing bail/surety
bonds to the satisfaction of the CJM/Duty Magistrate, Gurugram; he shall surrender his passport and not change his
mobile number. Petition allowed.
""")

# ---------------- plan and cause list, two-matter page
u("backlog/2027-09/chd 14.09 two matters.txt", "typed_note_txt", L, "2027-09-14", ["C08", "C03"], ["C08-H03"], """
14.09.27 Chandigarh
1. Monu bail (HC Ct 22) - ALLOWED. Passport surrender, same mobile. Father to arrange surety from Sukhrali.
2. Kaveri (DRT) - no hearing today. Manish ji met at HC canteen: will try to raise OTS to 1.45 cr by selling Bilaspur
   godown. DRT next is 21.09 - bring his revised figure in writing.
""")
u("backlog/2028-01/Week plan 17-22 Jan.docx", "typed_note_docx", L, "2028-01-15", ["C04", "C07", "C05", "C03", "C06", "C02"], [], """
WEEK PLAN 17-22 Jan 2028
Wed 19/1  Labour Ct Ggn - Sonic Ref 41 - MW2 Rakesh Chauhan (last oppty). If absent, move to close ME.
          JMFC Ct 27 - Brewbox cheque - CW1 cross. Tanya to go first, me after labour court.
Fri 21/1  Consumer - Irfan - orders. Tanya.
Tue 25/1  DRT-III Chd - Kaveri args; Manish's revised OTS 1.45 cr letter.
Pending: Khatana - PW2 Kataria summons dasti (ND 4.2). NCLT 8.2 - server log point, draft note.
""")
u("backlog/2028-01/JMFC Ct 27 cause list 19.01.2028.pdf", "cause_list_pdf", "District Courts, Gurugram", "2028-01-18", ["C07"], [], """
DISTRICT COURTS, GURUGRAM - CAUSE LIST FOR 19.01.2028 (WEDNESDAY)
COURT OF MS. ANJALI CHAHAL, JMFC, GURUGRAM (Court No. 27)
Sr.  Case No.          Title                                               Stage
1    NACT/1904/2026   Kotak Mahindra Bank vs Pankaj Rathi                  Evidence
2    NACT/2290/2027   Sushil Khatana vs Brewbox Cafe LLP                   CE
3    CHI/880/2025     State vs Deepak @ Sonu                               PE
4    NACT/311/2027    Yadav Building Materials vs Harish Kumar             Appearance
""")
