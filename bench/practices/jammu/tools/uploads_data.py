"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


# ---------------------------------------------------------------- documents
up("backlog/2025-06/CamScanner 06-10-2025 11.42.pdf", "document_scan", "Kuldeep Raj Sharma", "2025-06-10", ["C01"], [], """
To
The Chief Engineer, PWD (R&B), Jammu
Through: Executive Engineer, PWD (R&B) Division No. II, Jammu
Subject: Representation against non-consideration for promotion to the post of Senior Assistant.
Respected Sir,
I, Kuldeep Raj Sharma, Junior Assistant, appointed on 02.03.2009, Sr. No. 14 in the final seniority list of Junior Assistants issued vide No. CE/PWD/Estt/2022/77 dated 11.04.2022, most humbly submit that in the DPC held on 14.07.2023 my juniors Sh. Mohan Lal (Sr. No. 19) and Smt. Anita Kumari (Sr. No. 23) were promoted as Senior Assistants vide order dated 21.07.2023 while my case was kept in a sealed cover on the ground that an enquiry was pending. The said enquiry was closed on 30.12.2023 with no charge against me. Still no review DPC has been held.
It is prayed that a review DPC be held and I be promoted w.e.f. 21.07.2023 with all consequential benefits.
Yours faithfully, sd/- Kuldeep Raj Sharma, Junior Assistant, Division No. II. Dated 10.06.2025
""")

up("backlog/2025-12/IMG_20251214_102233.jpg", "document_photo", "Police Station Gangyal", "2025-11-02", ["C02"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)
District: Jammu   P.S.: Gangyal   FIR No. 212/2025   Date: 02.11.2025   Time: 23:40
Acts & Sections: 109, 115(2), 3(5) Bharatiya Nyaya Sanhita
Complainant: Balwinder Singh S/o Gurdev Singh R/o Gangyal, Jammu
Accused: (1) Rakesh Kumar @ Kaku S/o Dev Raj R/o Gangyal (2) two unknown persons
Brief facts: At about 21:30 hrs near Sharma Dhaba, Gangyal, over a quarrel about parking, the accused Rakesh Kumar @ Kaku hit the complainant's brother Jaspal Singh on the head with an iron rod. Injured shifted to GMC Jammu. MLC No. 4471/25.
Investigation taken up by SI Mohd. Rafiq.
""")

up("backlog/2026-02/FIR_44_2026_BahuFort.pdf", "document_scan", "Police Station Bahu Fort", "2026-02-06", ["C03"], [], """
FIRST INFORMATION REPORT
District Jammu, P.S. Bahu Fort, FIR No. 44/2026 dated 06.02.2026
Sections: 316(2), 318(4) BNS
Complainant: Arvind Gupta S/o Late Om Parkash Gupta, proprietor M/s Gupta Dry Fruits, Vir Marg, Jammu
Accused: Sanjay Mahajan and Vipan Mahajan, partners M/s Mahajan Brothers, Raghunath Bazar, Jammu
Complaint: The accused took delivery of 1,840 kg almond kernels and walnuts worth Rs. 17,60,000 between August and October 2025 on credit, paid only Rs. 5,10,000 and issued no further payment despite promises; they dishonestly misappropriated the goods.
Case registered and investigation entrusted to ASI Kewal Krishan.
""")

up("backlog/2024-05/Fard Jamabandi Mandi.pdf", "document_scan", "Patwari Halqa Purani Mandi", "2024-05-20", ["C04"], [], """
فرد انتخاب جمع بندی سال ۲۰۲۰-۲۱
موضع: پرانی منڈی، تحصیل جموں، ضلع جموں
کھسرہ نمبر ۳۱۲ مِن، رقبہ ۰ کنال ۴ مرلہ
مالک: سرداری لال گپتا ولد چونی لال گپتا
کیفیت: دکان نمبر ۹ بر سر موقع، قبضہ کرایہ دار محمد اشرف بٹ بشرح ۶۵۰۰ روپیہ ماہوار
تصدیق کی جاتی ہے کہ نقل مطابق اصل ہے۔
دستخط پٹواری حلقہ پرانی منڈی رام پال — مورخہ 20.05.2024
Fard intikhab jamabandi, Khasra No. 312 min, shop No. 9, tenant Mohd. Ashraf Butt @ Rs. 6,500 p.m.
""")

up("backlog/2025-08/WhatsApp Image 2025-08-14 at 18.02.11.jpeg", "document_photo", "The J&K Bank Ltd.", "2025-08-11", ["C05"], [], """
THE JAMMU & KASHMIR BANK LTD.
Branch: Gandhi Nagar, Jammu (0241)
CHEQUE RETURN MEMO                      Date: 11.08.2025
Drawer: Ravinder Singh Slathia, SB A/c 0241010100008812
Cheque No. 338812 dated 05.08.2025 for Rs. 4,80,000/- in favour of Shiv Shakti Cement Agencies
Reason for return: (01) FUNDS INSUFFICIENT
For J&K Bank Ltd., Branch Manager
""")

up("backlog/2026-08/Scan0007.pdf", "document_scan", "Trikuta Polymers Pvt. Ltd.", "2026-08-01", ["C06"], [], """
TRIKUTA POLYMERS PVT. LTD.
Phase II, Industrial Area, Bari Brahmana, Distt. Samba (J&K)
SALARY SLIP FOR THE MONTH OF JULY 2026
Employee: Rajesh Kumar Sharma   Emp. Code TP-0418   Designation: Shift Supervisor
Basic 24,000 | HRA 6,000 | Conveyance 3,000 | Special allowance 5,000
Gross: Rs. 38,000   Deductions (PF 2,880): Rs. 2,880   Net paid: Rs. 35,120
Credited to J&K Bank A/c on 01.08.2026. This is a computer generated slip.
""")

up("backlog/2026-11/Order No 419 promotion.pdf", "document_scan", "Chief Engineer, PWD (R&B), Jammu", "2026-11-04", ["C01"], [], """
GOVERNMENT OF JAMMU AND KASHMIR
OFFICE OF THE CHIEF ENGINEER, PUBLIC WORKS (R&B) DEPARTMENT, JAMMU
Order No. PWD/Estt/2026/419                                   Dated: 04.11.2026
In pursuance of the recommendations of the Review DPC held on 28.08.2026 and in compliance with the directions of the Hon'ble High Court in WP(C) No. 2184/2025, Sh. Kuldeep Raj Sharma, Junior Assistant, Division No. II, is hereby promoted as Senior Assistant in the pay level 6 (Rs. 35,400-1,12,400) notionally w.e.f. 21.07.2023, the date his juniors were promoted. Monetary benefits shall accrue from the date he joins as Senior Assistant.
sd/- Chief Engineer, PWD (R&B), Jammu
""")

up("backlog/2026-12/Advance List 07-12-2026.pdf", "cause_list_pdf", "court", "2026-12-02", ["C03"], [], """
HIGH COURT OF JAMMU & KASHMIR AND LADAKH AT JAMMU
ADVANCE CAUSE LIST FOR THE WEEK COMMENCING 07.12.2026
COURT NO. 7 : HON'BLE MR. JUSTICE MOHINDER KUMAR WAZIR
WEDNESDAY 09.12.2026
FOR ORDERS
14. CRM(M) 455/2026  Sanjay Mahajan & Anr. V/s UT of J&K & Anr.     Rajni Jamwal / Pawan Dev Singh GA, Rajiv Bakshi
15. CRM(M) 512/2026  Ghanshyam Dass V/s UT of J&K                    Vinod Sharma / GA
FRESH
16. Bail App 402/2026  Mukesh Kumar V/s UT of J&K                    R.K. Jain / GA
""")

# ---------------------------------------------------------------- certified order sheets
up("backlog/2026-01/WP(C) 2184-2025 order 29.01.2026.pdf", "certified_order_sheet_scan", "High Court", "2026-01-29", ["C01"], ["C01-H03"], """
HIGH COURT OF JAMMU & KASHMIR AND LADAKH AT JAMMU
WP(C) No. 2184/2025
Kuldeep Raj Sharma ...Petitioner(s)
Through: Ms. Rajni Jamwal, Advocate
Vs
UT of J&K & Ors. ...Respondent(s)
Through: Mr. Sunil Malhotra, AAG
CORAM: HON'BLE MR. JUSTICE HARBANS LAL KOTWAL, JUDGE
ORDER
29.01.2026
Despite last opportunity granted on 12.01.2026, objections have not been filed. Learned AAG again seeks time. Though the Court is not inclined, as a last opportunity two weeks' time is granted subject to payment of costs of Rs. 3,000/- to the petitioner. No further adjournment shall be granted for any reason.
List on 19.02.2026.
(Harbans Lal Kotwal) Judge
""")

up("backlog/2026-04/WP(C) 2184-2025 order 20.04.2026.pdf", "certified_order_sheet_scan", "High Court", "2026-04-20", ["C01"], ["C01-H06"], """
HIGH COURT OF JAMMU & KASHMIR AND LADAKH AT JAMMU
WP(C) No. 2184/2025
Kuldeep Raj Sharma V/s UT of J&K & Ors.
CORAM: HON'BLE MR. JUSTICE HARBANS LAL KOTWAL, JUDGE
ORDER
20.04.2026
Record of the DPC held on 14.07.2023 produced by Mr. Sunil Malhotra, learned AAG, perused and returned. Prima facie, the case of the petitioner was kept in sealed cover only on account of an enquiry which stood closed on 30.12.2023, and no review DPC has been convened thereafter.
Learned AAG states on instructions that one post of Senior Assistant shall be kept vacant till the next date. Statement taken on record. Respondents shall also file a compliance report.
List on 14.07.2026.
(Harbans Lal Kotwal) Judge
""")

up("backlog/2026-11/WPC 2184 final order.pdf", "certified_order_sheet_scan", "High Court", "2026-11-10", ["C01"], ["C01-H09"], """
HIGH COURT OF JAMMU & KASHMIR AND LADAKH AT JAMMU
WP(C) No. 2184/2025
Kuldeep Raj Sharma V/s UT of J&K & Ors.
CORAM: HON'BLE MR. JUSTICE HARBANS LAL KOTWAL, JUDGE
ORDER
10.11.2026
Learned AAG places on record Order No. PWD/Estt/2026/419 dated 04.11.2026 whereby the petitioner has been promoted as Senior Assistant notionally w.e.f. 21.07.2023. Ms. Rajni Jamwal submits that the grievance survives only to the extent of seniority and arrears of pay.
The writ petition is disposed of as having been rendered infructuous, with liberty to the petitioner to make a representation on seniority and arrears, which shall be decided within eight weeks.
(Harbans Lal Kotwal) Judge
""")

up("backlog/2026-01/Bail App 298-2025 order.pdf", "certified_order_sheet_scan", "High Court", "2026-01-16", ["C02"], ["C02-H04"], """
HIGH COURT OF JAMMU & KASHMIR AND LADAKH AT JAMMU
Bail App No. 298/2025
Rakesh Kumar @ Kaku V/s UT of J&K
Through: Ms. Rajni Jamwal, Advocate / Mr. Pawan Dev Singh, GA
CORAM: HON'BLE MR. JUSTICE MOHINDER KUMAR WAZIR, JUDGE
ORDER
16.01.2026
I have gone through the case diary and the status report. The injured Jaspal Singh was discharged from GMC Jammu on 09.11.2025; the injury is opined as simple. The petitioner has no previous involvement. Investigation is complete qua him.
The petitioner is admitted to bail on his furnishing a personal bond of Rs. 50,000/- with one surety of the like amount to the satisfaction of the trial court, subject to the conditions: (i) he shall not enter village Gangyal mohalla of the complainant or contact the prosecution witnesses; (ii) he shall report to the SHO P.S. Gangyal on every second Sunday till the final report is filed; (iii) he shall not leave the UT without permission.
Disposed of.
(Mohinder Kumar Wazir) Judge
""")

up("backlog/2026-03/CRMM 455 order 04.03.pdf", "certified_order_sheet_scan", "High Court", "2026-03-04", ["C03"], ["C03-H01"], """
HIGH COURT OF JAMMU & KASHMIR AND LADAKH AT JAMMU
CRM(M) No. 455/2026
Sanjay Mahajan & Anr. V/s UT of J&K & Anr.
CORAM: HON'BLE MR. JUSTICE MOHINDER KUMAR WAZIR, JUDGE
ORDER
04.03.2026
Ms. Rajni Jamwal submits that the dispute arises from a credit sale and is purely civil; part payment of Rs. 5,10,000/- is admitted in the FIR itself.
Issue notice. Mr. Pawan Dev Singh, GA accepts notice for respondent No. 1. Notice to respondent No. 2. Status report along with the case diary shall be produced.
In the meanwhile, no coercive steps shall be taken against the petitioners in FIR No. 44/2026 P.S. Bahu Fort, subject to their joining investigation as and when required.
List on 25.03.2026.
(Mohinder Kumar Wazir) Judge
""")

up("backlog/2026-09/CRMM 455 order 23.09.2026.pdf", "certified_order_sheet_scan", "High Court", "2026-09-23", ["C03"], ["C03-H07"], """
HIGH COURT OF JAMMU & KASHMIR AND LADAKH AT JAMMU
CRM(M) No. 455/2026
Sanjay Mahajan & Anr. V/s UT of J&K & Anr.
CORAM: HON'BLE MR. JUSTICE MOHINDER KUMAR WAZIR, JUDGE
ORDER
23.09.2026
Mr. Rajiv Bakshi, learned counsel for respondent No. 2 is not present. His proxy seeks adjournment. This is the third occasion on which adjournment is sought on behalf of respondent No. 2. Subject to costs of Rs. 2,000/- payable to the petitioners, list on 28.10.2026. Interim direction to continue.
(Mohinder Kumar Wazir) Judge
""")

up("backlog/2026-03/Civil Suit 212 order 26.03.26.pdf", "certified_order_sheet_scan", "Sub Judge Jammu", "2026-03-26", ["C04"], ["C04-H04"], """
IN THE COURT OF SUB JUDGE (CIVIL JUDGE SENIOR DIVISION), JAMMU
Presiding Officer: Ms. Shalini Raina
Civil Suit File No. 212/2024, CNR JKJM010045672024
Sardari Lal Gupta V/s Mohd. Ashraf Butt
26.03.2026
Present: Ms. Rajni Jamwal, Adv. for plaintiff; Mr. Tariq Hussain Mir, Adv. for defendant.
Arguments on the application of the defendant for appointment of a local commissioner heard. The application is moved after the plaintiff's first witness has been cross-examined in full and is only intended to fill the gaps; the identity of shop No. 9 is not in dispute. Application dismissed with costs of Rs. 1,500/- payable to the plaintiff.
PW2 Nanak Chand present, examined and cross-examined. Discharged.
Plaintiff to produce PW3 Patwari Halqa with record. Summons be issued. To come up on 30.04.2026.
sd/- Sub Judge, Jammu
""")

up("backlog/2025-12/Complaint 1457 order 05.12.pdf", "certified_order_sheet_scan", "JMIC Jammu", "2025-12-05", ["C05"], ["C05-H01"], """
IN THE COURT OF JUDICIAL MAGISTRATE 1ST CLASS, JAMMU
Presiding Officer: Sh. Devinder Singh Jasrotia
Complaint File No. 1457/2025
M/s Shiv Shakti Cement Agencies through prop. Ashok Kumar Abrol V/s Ravinder Singh Slathia
05.12.2025
Present: Counsel for the complainant. Accused absent despite service of summons (report of process server dated 24.11.2025 on record).
Issue bailable warrant against the accused in the sum of Rs. 10,000/- for 09.01.2026.
sd/- JMIC, Jammu
""")

up("backlog/2026-03/File No 88-2025 order u-s 24.pdf", "certified_order_sheet_scan", "Family Court Jammu", "2026-03-24", ["C06"], ["C06-H03"], """
IN THE COURT OF PRINCIPAL JUDGE, FAMILY COURT, JAMMU
Presiding Officer: Smt. Meenakshi Dogra
File No. 88/2025   Rajesh Kumar Sharma V/s Pooja Sharma
Application under Section 24 of the Hindu Marriage Act
24.03.2026
The petitioner-husband has not filed his affidavit of assets and income despite two opportunities; the respondent-wife has placed on record that he works with a private unit at Bari Brahmana. The wife earns Rs. 9,000/- per month as a private school teacher and has the minor daughter with her.
The petitioner is directed to pay maintenance pendente lite of Rs. 12,000/- per month to the respondent from the date of application i.e. 10.11.2025, and Rs. 15,000/- as litigation expenses. Arrears be cleared within two months. Issues on the next date.
To come up on 05.05.2026.
sd/- Principal Judge, Family Court, Jammu
""")

# ---------------------------------------------------------------- notes, diary, slips (date order)
up("backlog/2025-12/IMG-20251205-WA0011.jpg", "handwritten_note_photo", "Mohd. Yaqoob", "2025-12-05", ["C05"], ["C05-H01"], """
۵ دسمبر ۲۰۲۵ — جے ایم آئی سی جسروٹیہ صاحب
شیو شکتی سیمنٹ بنام سلاتھیا (چیک کیس)
ملزم غیر حاضر — ضمانتی وارنٹ دس ہزار روپیہ
اگلی تاریخ 09.01.2026
ابرول صاحب کو فون کر دیا
""")

up("backlog/2025-12/IMG20251208191245.jpg", "handwritten_note_photo", "Rajni", "2025-12-08", ["C01"], ["C01-H01"], """
8/12 Mon  HC Ct 4 Kotwal J
WP(C) 2184/25 Kuldeep Raj - PWD promotion (sealed cover, juniors Mohan Lal + Anita promoted 21.7.23)
Fresh. Notice issued, Malhotra AAG accepts. Objections 4 wks.
Kotwal J ne seedha poochha - "enquiry closed kab hui?" -> 30.12.23, told him.
Kuldeep ji ko bolna: copy of enquiry closure order chahiye, original.
ND 12.1.26
""")

up("backlog/2025-12/11 dec mandi shop.txt", "typed_note_txt", "Rajni", "2025-12-11", ["C04"], ["C04-H01"], """
11.12.25 Thu  Sub Judge Raina madam, CR 11
Sardari Lal v. Ashraf Butt - shop no 9 purani mandi - CS 212/24
PW1 Sardari Lal ji affidavit in chief tendered, exhibits PW1/1 (rent deed 2016), PW1/2 (notice 12.2.24), PW1/3 (fard).
Mir sahib: "cross taiyyar nahi, client bimar hai" - cross deferred at his request. Madam was not happy, said next time no excuse.
Sardari Lal ji is 78, sitting for 3 hrs outside, naresh ko bolo next time chair ka intezam.
NDOH 22.1.26 cross of PW1
""")

up("backlog/2025-12/IMG20251217183402.jpg", "handwritten_note_photo", "Rajni", "2025-12-17", ["C02"], ["C02-H01"], """
17.12.25  HC Ct 7 Wazir J
Bail App 298/25 Kaku (Rakesh Kr) - FIR 212/25 Gangyal, 109 BNS
Fresh - notice. GA Pawan Dev accepted.
Wazir J: "case diary lekar aana, I will see the MLC myself". Also asked - koi purana case? Told: no antecedents.
Status report + CD on next date.
Dev Raj (father) was crying outside. Explained.
ND 29/12
""")

up("backlog/2025-12/IMG-20251229-WA0004.jpg", "handwritten_note_photo", "Mohd. Yaqoob", "2025-12-29", ["C02"], ["C02-H02"], """
२९.१२.२०२५ हाईकोर्ट कोर्ट नं ७
राकेश कुमार उर्फ काकू जमानत अर्जी
स्टेटस रिपोर्ट नहीं आई, सरकारी वकील ने टाइम मांगा
जज साहब ने बोला केस डायरी अगली तारीख पर जरूर
अगली पेशी 07.01.2026
""")

up("backlog/2026-01/kaku bail args 7-1-26.txt", "typed_note_txt", "Rajni", "2026-01-07", ["C02"], ["C02-H03"], """
07-01-2026 HC Ct 7 - Kaku bail
status report finally filed today in court (copy given to me 10.35). CD produced, Wazir J read it himself for 10 min.
Our points: MLC says simple injury, Jaspal discharged 9.11.25, no antecedents, investigation complete, 2 unknown accused not arrested - parity not relevant.
GA opposed - "rod se sir pe maara". Judge: "Injury simple hai, GA sahib".
Arguments heard. Orders on 16.01.2026.
Dev Raj ko bolna surety ready rakhe - Rs 50k bond expected, land fard of surety.
""")

up("backlog/2026-01/IMG20260112201533.jpg", "handwritten_note_photo", "Rajni", "2026-01-12", ["C05", "C01"], ["C05-H02", "C01-H02"], """
Fri 9/1 - JMIC Jasrotia sahib
Shiv Shakti v Slathia 138 - accused came (BW effect!), bail bond furnished, BW cancelled.
Notice u/s 274 BNSS explained - not guilty, claims trial. Kohli's defence: "security cheque for cement supply, no liability". Kohli himself did not come - proxy Ashwani.
ND 13/2 CE
---
Mon 12/1 - HC Ct 4
Kuldeep writ - NO objections. Malhotra AAG: "instructions awaited from CE office". Kotwal J gave 2 wks only, said won't give more than that.
ND 29.1
""")

up("backlog/2026-01/Pooja counselling 20.01.docx", "typed_note_docx", "Rajni", "2026-01-20", ["C06"], ["C06-H01"], """
Family Court Jammu - Dogra madam - 20 January 2026 (Tuesday)
File No. 88/2025 Rajesh Kumar Sharma v. Pooja Sharma (we are for wife)
- Our written statement filed along with reply to nothing; also s.24 application (filed 10.11.2025) pressed.
- Madam first sent both to counsellor (Mrs. Sudershan, counselling cell). Rajesh came with mother; Pooja came with brother Amit.
- Counsellor report: husband says he has no job since July 2025. Pooja says he works at a factory in Bari Brahmana. Counselling to continue.
- Sudan (husband's counsel) repeatedly: "my client has no income, how will he pay".
- Next: 24.02.2026 - counselling report + args on s.24. Need: Pooja's salary slip (Rs 9,000), daughter's school fee receipts (Ria, class 3).
""")

up("backlog/2026-01/IMG-20260122-WA0019.jpg", "handwritten_note_photo", "Mohd. Yaqoob", "2026-01-22", ["C04"], ["C04-H02"], """
۲۲ جنوری ۲۰۲۶ سب جج رینہ میڈم
سرداری لال بنام اشرف بٹ — دکان پرانی منڈی
پی ڈبلیو ۱ پر جرح ہوئی، ادھوری رہی۔ میر صاحب نے کرایہ نامہ پر سوال کیے
اگلی تاریخ 26.02.2026
سرداری لال جی تھک گئے تھے
""")

up("backlog/2026-01/Kuldeep 29 jan.txt", "typed_note_txt", "Rajni", "2026-01-29", ["C01"], ["C01-H03"], """
29/01/26 Kuldeep Raj writ, Ct 4
objections AGAIN not filed. Malhotra sought time again - second time.
Kotwal J annoyed: "last opportunity, costs Rs 3000 to petitioner, no further adjournment for any reason".
ND 19/2/26.
Tell Kuldeep ji - costs will come by cheque from AAG office, don't take cash.
""")

up("backlog/2026-02/notes feb last week.txt", "typed_note_txt", "Rajni", "2026-02-26", ["C01", "C04"], ["C01-H04", "C04-H03"], """
19.2 (Thu) HC Ct 4 - Kuldeep writ
Objections filed by AAG today in court, 14 pages; their stand: sealed cover valid bcz enquiry pending on DPC date. Costs Rs 3,000 paid - cheque no. 104412 handed to Kuldeep ji.
Rejoinder in 2 weeks. NDOH 16.3.26
Draft rejoinder: enquiry closed 30.12.23 -> review DPC mandatory (sealed cover procedure, Govt circular). Sahil to draft.

26.2 (Thu) Sub Judge - Sardari Lal shop
PW1 cross concluded. Big admission? No - but Mir could not shake rent deed.
Mir filed IA for appointment of local commission "to ascertain the identity and condition of the shop" - reply filed same day by us (Sahil had it ready).
Raina madam: IA args next date.
NDOH 26.3.26
""")

up("backlog/2026-02/IMG20260224175011.jpg", "handwritten_note_photo", "Rajni", "2026-02-24", ["C06"], ["C06-H02"], """
24/2/26 Family Ct - Pooja
Counselling failed - counsellor report: "no possibility of reconciliation at present".
s.24 args - Sudan again: husband unemployed. Husband's affidavit of income NOT filed 2nd time.
Dogra madam: "affidavit nahi to adverse inference". Orders next date.
ND 24/3
Pooja: shadi 2017, Ria b. 2018. Rent Talab Tillo Rs 5,500.
""")

up("backlog/2026-02/CRMM filing Mahajan.txt", "typed_note_txt", "Rajni", "2026-02-27", ["C03"], [], """
27.02.2026
Mahajan brothers - petition u/s 528 BNSS for quashing FIR 44/2026 PS Bahu Fort FILED today at HC filing counter.
Diary No. 1187/2026. Court fee paid. Affidavits of Sanjay and Vipan attested.
Annexures: ledger of M/s Mahajan Brothers, 3 RTGS slips (total Rs 5,10,000), whatsapp msgs of Arvind Gupta demanding "full settlement".
Expected listing 4 March (Wazir J roster - criminal misc.).
Fee: Rs 40,000 agreed, Rs 25,000 recd (cash, Sanjay).
""")

up("backlog/2026-03/plan 2-7 march.txt", "typed_note_txt", "Rajni", "2026-03-01", ["C03", "C01", "C06", "C04"], [], """
WEEK 2-7 March (sun night)
- Mahajan CRM(M) - see list for 4/3, carry ledger + RTGS slips, ask for no coercive steps
- Kuldeep writ - rejoinder to be filed by Sahil before 5/3 !! (ND 16.3)
- Pooja - collect Ria's school fee receipts + her salary slip for s.24 orders
- Sardari Lal - reply to IA local commission already on file; prepare judgments on local commission after PW cross
- Bar assoc. election 6/3 - vote
- CA - advance tax
""")

up("backlog/2026-03/IMG20260316190217.jpg", "handwritten_note_photo", "Rajni", "2026-03-16", ["C01"], ["C01-H05"], """
16.03.2026 Mon HC Ct 4 Kotwal J
Kuldeep writ - rejoinder on record (filed 4/3).
Heard for 20 min. Judge asked AAG: "DPC minutes kahaan hain? Produce the original minutes of 14.7.2023 next date."
Malhotra: "will produce, my lord". Kotwal J fixed 20 April for it.
ND 20/4/26 - DPC record
""")

up("backlog/2026-03/notes 26-3.txt", "typed_note_txt", "Rajni", "2026-03-26", ["C03", "C04"], ["C03-H02", "C04-H04"], """
25 mar wed - HC ct 7 Mahajan CRM(M)
no status report from GA (IO on leave he said). Bakshi for complainant (R2) - sought time to file objections, and said "parties are talking for compromise, my lord". Sanjay says no talks at all!!
Wazir J - time granted, interim (no coercive) continues. Remarked: "ye paison ka jhagda lagta hai".
ND 15/4

26 mar thu - Sub Judge, Sardari Lal shop
IA local commission DISMISSED, costs Rs 1500 on defendant (Mir) - to plaintiff. Madam: application moved only to fill gaps.
PW2 Nanak Chand (shop no 8, neighbour) examined - says Ashraf pays no rent since april 2024, saw Sardari Lal ji asking. Cross by Mir 15 min, nothing.
PW3 patwari next - summons issued.
ND 30/4
""")

up("backlog/2026-04/Mahajan 15-04-2026.docx", "typed_note_docx", "Rajni", "2026-04-15", ["C03"], ["C03-H03"], """
CRM(M) 455/2026 - Mahajan v UT - 15 April 2026 - Court No. 7
Status report filed by GA: investigation in progress; accused joined investigation twice (12.3, 19.3); statements of 4 witnesses recorded.
Objections filed by Bakshi on behalf of R2 Arvind Gupta - says cheating from inception.
Wazir J after 10 minutes: this is essentially a money dispute, parties should try mediation. Referred to J&K High Court Mediation Centre, first sitting 22.04.2026. Interim to continue.
Next: 13.05.2026 - report of mediation centre.
To do: brief Sanjay and Vipan - come with a figure, balance claimed is Rs 12,50,000; our figure max 6-7 lakh after adjusting returned goods.
""")

up("backlog/2026-04/Abrol cross 17.4.txt", "typed_note_txt", "Rajni", "2026-04-17", ["C05"], ["C05-H05"], """
17.04.2026 JMIC Jasrotia - Shiv Shakti v Slathia
Finally CW1 Ashok Abrol cross done - Kohli came himself this time (first time in this court since bail!).
Suggestions: cheque given as security in 2024 for running account; no supply after June 2025; ledger manipulated.
Abrol stood firm - admitted running account, denied security cheque; said Slathia took 1,600 bags cement for his site at Sidhra, last bill 28.07.2025.
Next: CW2 bank manager with return memo, summons issued. NDOH 22.05.2026
""")

up("backlog/2026-04/IMG20260420184455.jpg", "handwritten_note_photo", "Rajni", "2026-04-20", ["C01"], ["C01-H06"], """
20/4 HC Kotwal J - Kuldeep
DPC minutes produced by AAG. Judge read them in open court - "sealed cover on enquiry only, enquiry closed 30.12.23 - why no review DPC?"
AAG statement: one post of Sr Asstt kept vacant till ND. Compliance report to be filed.
ND 14.7.26 (after vacation)
Kuldeep ji very happy. Told him - not won yet.
""")

up("backlog/2026-04/Pooja call 28-4.txt", "typed_note_txt", "Rajni", "2026-04-28", ["C06"], [], """
28/04 call - Pooja Sharma (7.40 pm)
She says not a single rupee of maintenance paid yet. Arrears Rs 12,000 x ~5.5 months + 15k. Rajesh's mother told her "court ka order hai to court se le lo".
Also: Rajesh posted a photo in company uniform (Trikuta Polymers) on FB on 19.4 - she sent screenshot. Keep it.
Advised: we will press non-compliance on 5 May, ask for striking off defence. She wants to withdraw daughter from school - told her wait.
""")

up("backlog/2026-05/IMG-20260522-WA0007.jpg", "handwritten_note_photo", "Mohd. Yaqoob", "2026-05-22", ["C05"], ["C05-H06"], """
२२/०५/२०२६ जसरोटिया साहब की अदालत
शिव शक्ति बनाम सलाथिया
CW2 बैंक मैनेजर जे एंड के बैंक गांधी नगर आए, रिटर्न मेमो साबित किया
शिकायतकर्ता की गवाही बंद
अगली तारीख 03.07.2026 ब्यान मुलजिम
कोहली साहब का प्रॉक्सी आया था
""")

up("backlog/2026-05/sardari lal patwari.txt", "typed_note_txt", "Rajni", "2026-05-28", ["C04"], ["C04-H06"], """
28-5-26 Sardari Lal v Ashraf - Sub Judge
PW3 Ram Paul, Patwari Halqa Purani Mandi came with record (after fresh summons - last time absent 30/4).
Proved fard intikhab jamabandi 2020-21 (urdu) - khasra 312 min, shop no 9 "qabza kirayedar Mohd Ashraf Butt @ 6500". Exhibited PW3/1.
Mir cross: only asked whether patwari visited spot - said yes in 2024.
Plaintiff evidence CLOSED.
NDOH 9.7.26 DE (defendant's evidence)
""")

up("backlog/2026-07/jul 1st wk.txt", "typed_note_txt", "Rajni", "2026-07-09", ["C05", "C04"], ["C05-H07", "C04-H07"], """
3/7 fri JMIC - Slathia 138
statement of accused u/s 351 BNSS recorded. all incriminating questions - "galat hai", "security cheque". wants to lead DE - witness: his accountant.
ND 11.9.26 DE

9/7 thu Sub Judge - Sardari Lal shop
DW not present. Mir: witness out of station. Raina madam allowed time but costs Rs 500 to plaintiff - as usual with her, every adj = 500.
ND 13.8.26 DE
""")

up("backlog/2026-07/IMG20260714192830.jpg", "handwritten_note_photo", "Rajni", "2026-07-14", ["C01"], ["C01-H07"], """
14/07/2026 HC Ct 4 - Kuldeep Raj
Compliance report NOT filed. Malhotra - "instructions from CE awaited re review DPC". 3rd time same line!
Kotwal J: Chief Engineer PWD (R&B) to file PERSONAL affidavit stating whether review DPC held. Else personal appearance next date.
ND 8/9
""")

up("backlog/2026-08/Mahajan args 19-8.txt", "typed_note_txt", "Rajni", "2026-08-19", ["C03"], ["C03-H06"], """
19.08.26 - CRM(M) 455/26 Mahajan - Ct 7
Argued 35 min: civil dispute given colour of crime; part payment admitted in FIR; goods supplied on credit = no entrustment; 316(2) not made out.
Bakshi replied - "dishonest intention from beginning".
Wazir J asked GA - has chargesheet been filed? GA: not yet. J: IO to state position on ND.
Heard in part. ND 23.9
""")

up("backlog/2026-08/Sahil - Ashraf DW1 13.08.txt", "typed_note_txt", "Sahil", "2026-08-13", ["C04"], ["C04-H08"], """
13 aug 2026 sub judge court - sardari lal vs ashraf
DW1 Mohd Ashraf Butt (defendant himself) - affidavit in chief tendered, Ex DW1/1 to DW1/3 (receipts he says of rent paid in cash 2024)
madam cross by me started - he admits receipts not signed by sardari lal ji. cross in part, time over.
ND 17-09-2026
mir sahib told madam his DW2 will be one Ghulam Nabi (rent collector). let's see
""")

up("backlog/2026-09/IMG20260911193320.jpg", "handwritten_note_photo", "Rajni", "2026-09-11", ["C01", "C05"], ["C01-H08", "C05-H08"], """
Tue 8/9 HC Ct 4 - Kuldeep
CE's personal affidavit filed: review DPC held 28.08.2026 - Kuldeep found FIT for promotion; order "under issue".
Kotwal J: place the order on record next date.
ND 10.11.26

Fri 11/9 JMIC - Slathia
DW1 Gurmeet Singh (accountant of accused) examined: says cheque was blank signed security cheque of 2024. Our cross: he has no ledger with him, not an employee on paper.
ND 16/10
""")

up("backlog/2026-09/IMG-20260917-WA0002.jpg", "handwritten_note_photo", "Mohd. Yaqoob", "2026-09-17", ["C04"], ["C04-H09"], """
۱۷ ستمبر ۲۰۲۶ سب جج صاحبہ
سرداری لال بنام اشرف بٹ
ڈی ڈبلیو ۱ اشرف بٹ پر جرح مکمل — مانا کہ اپریل ۲۰۲۴ سے کرایہ نہیں دیا
میر صاحب: ڈی ڈبلیو ۲ آخری موقع
اگلی تاریخ 19.10.2026
""")

up("backlog/2026-09/New Text Document (2).txt", "typed_note_txt", "Sahil", "2026-09-18", ["C04"], ["C04-H09"], """
18/9/26 - correction
Munshi ji's slip of 17.9 (Sardari Lal shop) says next date 19.10 - WRONG. I checked with reader of Raina madam's court today: NDOH is 19.11.2026 (Thursday), for DW2 last opportunity. 19.10 was never given.
Also: DW1 cross was concluded yesterday - he admitted no rent since April 2024 (my cross, final qs).
Updated the diary. - Sahil
""")

up("backlog/2026-11/Kuldeep disposed 10.11.txt", "typed_note_txt", "Rajni", "2026-11-10", ["C01"], ["C01-H09"], """
10 Nov 2026 - Kuldeep writ DISPOSED
AAG placed promotion order no. 419 dt 4.11.26 - notional from 21.7.23.
Kotwal J disposed - infructuous - liberty for representation on seniority and arrears, decide in 8 wks.
To do: draft representation for arrears (21.7.23 to joining) + seniority above Mohan Lal and Anita. Kuldeep ji to bring joining report.
Fee balance Rs 15,000 pending from him.
""")

up("backlog/2026-11/IMG20261120181122.jpg", "handwritten_note_photo", "Rajni", "2026-11-20", ["C04", "C05"], ["C04-H10", "C05-H10"], """
19/11 Thu Sub Judge - Sardari Lal
Mir again: DW2 not present (Ghulam Nabi "ill"). Madam closed DE - no more chances.
Final args fixed. ND 10.12.26

20/11 Fri JMIC - Slathia 138
Kohli absent again, proxy wanted time - Jasrotia sahib refused, DE closed (last opportunity was given 16/10).
I argued for complainant 25 min. Accused side to argue ND.
ND 4.12.26
""")

up("backlog/2026-11/Pooja PW2 24.11.docx", "typed_note_docx", "Rajni", "2026-11-24", ["C06"], ["C06-H08"], """
Pooja Sharma matter - Family Court - 24.11.2026
PW2 Smt. Kamlesh Sharma (Rajesh's mother) examined in chief (affidavit). Our cross in part:
- admits Pooja left matrimonial home on 14.08.2025 "after a fight", denies dowry demand
- admits Rajesh works "sometimes" at Bari Brahmana
Sudan asked for time to produce PW3 (neighbour) after PW2.
Arrears status: Rs 60,000 paid in July by DD; balance still due.
Next: 12.01.2027 - further cross of PW2.
""")

up("backlog/2026-11/plan week 30nov.txt", "typed_note_txt", "Rajni", "2026-11-29", ["C05", "C03", "C04", "C01", "C06"], [], """
wk 30 nov - 5 dec
* Slathia 138 - Kohli to argue 4/12. Prepare written synopsis + Dashrath Rathod / Rangappa on presumption (s.139). Abrol ji to come.
* Mahajan - orders in Wazir J's court 9/12 - check advance list
* Sardari Lal shop - final args 10/12: list of dates, admissions of DW1, PW3 fard
* Kuldeep - representation for arrears to CE - send this week (8 wk period running)
* Pooja - compute arrears balance for execution petition
* bar room dues
""")

# ---------------------------------------------------------------- WhatsApp exports
up("backlog/2026-10/WhatsApp Chat with Sahil Gupta Jr.txt", "whatsapp_export", "Rajni", "2026-10-17", ["C05", "C04", "C06"],
   ["C05-H03", "C05-H04", "C04-H05", "C06-H04", "C06-H07", "C05-H09"], """
13/02/2026, 12:41 - Sahil Gupta Jr: Mam Slathia 138 - CW1 Abrol ji affidavit tendered. Kohli sir busy in HC, proxy ne cross ke liye time maanga. Given. ND 13/3
13/02/2026, 12:44 - Rajni Jamwal: Ok. Note it - Kohli ka ye pehla
13/03/2026, 11:58 - Sahil Gupta Jr: Mam aaj bhi Kohli sir busy in HC 😑 proxy aaya. Jasrotia sahib ne cross defer kiya but costs Rs 500 on accused to complainant. ND 17.04.2026
13/03/2026, 12:01 - Rajni Jamwal: Good. Abrol ji ko bolo 500 receipt le.
30/04/2026, 13:20 - Sahil Gupta Jr: Mam Sardari Lal - Patwari PW3 nahi aaya. Fresh summons with record. ND 28/5
30/04/2026, 13:22 - Rajni Jamwal: Process fee jama karo aaj hi. Patwari Ram Paul ka number munshi ji ke paas hai
05/05/2026, 14:05 - Sahil Gupta Jr: Mam Pooja matter - arrears zero paid. Dogra madam strict: "first arrears, then evidence". Warned Rajesh that defence will be struck off if not paid. Issues framed (4). ND 7 July
05/05/2026, 14:07 - Rajni Jamwal: Bahut vadiya. Pooja ko bata do
06/10/2026, 15:10 - Sahil Gupta Jr: Mam Pooja - Sudan sir said their PW2 (mother) not well, time sought. ND 24.11.2026
06/10/2026, 15:12 - Rajni Jamwal: PW2 kaun hai unka?
06/10/2026, 15:13 - Sahil Gupta Jr: Rajesh ki mother mam, Kamlesh Sharma
16/10/2026, 12:30 - Sahil Gupta Jr: Mam Slathia - 3rd time Kohli sir busy in HC. Jasrotia sahib: LAST opportunity to close DE, ND 20/11. Said next time DE closed by order.
16/10/2026, 12:31 - Rajni Jamwal: Theek. Tusaan 20 nov nu aap jaana, main HC ch hona
""")

up("backlog/2026-09/WhatsApp Chat with Kuldeep Raj PWD.txt", "whatsapp_export", "Rajni", "2026-09-09", ["C01"], ["C01-H02", "C01-H07", "C01-H08"], """
12/01/2026, 18:02 - Rajni Jamwal: Kuldeep ji, sarkar ne objections file nahi kiye. 2 hafte ka time. Agli tareekh 29 January.
12/01/2026, 18:15 - Kuldeep Raj PWD: Ji madam ji. Eh log jaan bujh ke der karde ne
29/01/2026, 19:40 - Rajni Jamwal: Court ne Rs 3000 costs lagaya sarkar par, aapko milega. Next 19 Feb.
14/07/2026, 17:55 - Rajni Jamwal: Kotwal sahib ne Chief Engineer se personal affidavit maanga hai. Next 8 September.
14/07/2026, 18:20 - Kuldeep Raj PWD: Madam ji office ch gal chal rahi hai ke review DPC August ch hogi
14/07/2026, 18:21 - Rajni Jamwal: Achha hai. Jo bhi letter aaye, photo bhejo
28/08/2026, 16:44 - Kuldeep Raj PWD: Madam ji aaj review DPC hoi gei. Mera naam fit aaya!!!
28/08/2026, 16:50 - Rajni Jamwal: Congratulations. Order jab tak nahi aata, case chalega.
08/09/2026, 13:10 - Rajni Jamwal: CE ka affidavit aa gaya - review DPC 28.08 mein aap fit. Order ke liye next 10 November.
08/09/2026, 13:30 - Kuldeep Raj PWD: Bahut bahut dhanyawad madam ji 🙏
""")

up("backlog/2026-11/Pooja Sharma Chat/_chat.txt", "whatsapp_export", "Rajni", "2026-11-25", ["C06"], ["C06-H05", "C06-H06", "C06-H08"], """
[07/07/26, 4:12:09 PM] Rajni Jamwal: Pooja, aaj Rajesh ne court mein Rs 60,000 ka DD diya. Baaki arrears 31 August tak dene ka undertaking diya hai. Uski evidence (PW1 affidavit) bhi aaj aayi. Next 25 Aug.
[07/07/26, 4:30:51 PM] Pooja Sharma: Thank you mam. Baaki to kabhi nahi denge ye log
[07/07/26, 4:31:40 PM] Rajni Jamwal: Undertaking court ko diya hai, nahi diya to contempt/striking off.
[25/08/26, 5:05:12 PM] Rajni Jamwal: Cross mein Rajesh ne maana ki Trikuta Polymers Bari Brahmana mein kaam karta hai, Rs 38,000 salary. Jo unemployed bol rahe the 😊 Next 6 Oct.
[25/08/26, 5:20:33 PM] Pooja Sharma: Mam finally!! Sudan sahib ne kya bola
[25/08/26, 5:21:02 PM] Rajni Jamwal: Kuch nahi, chup rahe. 31 Aug wala balance bhi nahi diya ab tak.
[24/11/26, 6:48:17 PM] Rajni Jamwal: Aaj unki mummy (PW2) ki cross shuru hui, aadhi hui. Agli tareekh 12 January 2027.
[24/11/26, 6:55:40 PM] Pooja Sharma: Ok mam. Ria ki fees ka kya karun
""")

up("backlog/2026-10/WhatsApp Chat with Vipan Mahajan.txt", "whatsapp_export", "Rajni", "2026-10-29", ["C03"], ["C03-H04", "C03-H05", "C03-H08"], """
13/05/2026, 15:02 - Rajni Jamwal: Vipan ji, mediation centre ki report aayi - failed, Arvind Gupta 2 sittings mein aaya hi nahi. Interim continue. Next 22 July.
13/05/2026, 15:30 - Vipan Mahajan: Madam ji, Bakshi sahib to kehte the compromise karna hai. Ulta aaye hi nahi
22/07/2026, 12:15 - Rajni Jamwal: Aaj Bakshi ne adjournment liya - "personal difficulty". Next 19 Aug. Interim chalta rahega, koi tension nahi.
22/07/2026, 12:40 - Vipan Mahajan: Kitni baar lenge ye time
28/10/2026, 14:05 - Rajni Jamwal: Arguments complete. Wazir J ne orders ke liye 9 December rakha hai. Interim (no coercive steps) tab tak.
28/10/2026, 14:20 - Vipan Mahajan: 🙏 Sanjay bhai ko bata diya. Fees ka balance Rs 15,000 kal bhej dunga
""")

# a client's father calls after bail
up("backlog/2026-02/call Dev Raj.txt", "typed_note_txt", "Rajni", "2026-02-10", ["C02"], [], """
10-2-26 call from Dev Raj (Kaku's father) 9.15 am
Kaku released 17.01 after surety (his mama Jagdish, fard of land at Miran Sahib).
Problem: SHO Gangyal asks him to come every Sunday, order says every SECOND Sunday. Told him - carry copy of bail order, show SHO; if still, we write to SSP.
Also complainant side threatening for "compromise paisa". Told him - don't go near their mohalla, it is a bail condition.
Fee: Rs 20,000 settled, paid.
""")
