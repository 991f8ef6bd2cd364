"""The uploads of the Haldia practice: what the lawyer, the junior Rituparna and the muhuri Gopal actually kept."""

L, J, K = "Subhankar Maity", "Rituparna Jana", "Gopal Samanta (muhuri)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2025-06/WhatsApp Image 2025-06-30 at 19.22.41.jpeg", "document_photo", "M/s Sagar Engineering Services", "2025-06-30", ["C01"], [], """
M/s SAGAR ENGINEERING SERVICES
(Licensed Contractor under CLRA Act, Licence No. HAL/CLRA/118/2019)
Office: Chiranjibpur, Haldia, Purba Medinipur
NOTICE                                                    Date: 30.06.2025
All loaders/khalasis engaged at the Bengal Polychem Ltd., Haldia plant (bagging & despatch section) are informed that
the work order of this contractor with the principal employer has ended on 30.06.2025. Your engagement stands
terminated from 01.07.2025. Dues up to June 2025 will be paid on 10.07.2025. No further work is available.
List of 38 (thirty-eight) workers annexed.                   sd/- Proprietor
""")
u("backlog/2025-11/order of reference VIII-14.pdf", "document_scan", "Labour Department, Govt. of West Bengal", "2025-11-20", ["C01"], [], """
GOVERNMENT OF WEST BENGAL - LABOUR DEPARTMENT - I.R. BRANCH
N.S. Buildings, 1 K.S. Roy Road, Kolkata 700001
No. Labr/1461/(LC-IR)/22015(16)/62/2025                     Date: 20.11.2025
ORDER
WHEREAS an industrial dispute exists between M/s Bengal Polychem Ltd., Haldia and M/s Sagar Engineering Services,
Chiranjibpur, Haldia and their workmen represented by Haldia Shilpanchal Thika Shramik Union regarding the issue
mentioned in the Schedule ... the Governor is pleased to refer the dispute to the Industrial Tribunal, Haldia.
SCHEDULE
1. Whether the termination of service of 38 (thirty-eight) workmen w.e.f. 01.07.2025 without compliance of
   Section 25F of the Industrial Disputes Act, 1947 is justified?
2. Whether the contract between the principal employer and the contractor is a sham, and the workmen are in fact
   employees of M/s Bengal Polychem Ltd.?
3. To what relief, if any, are the workmen entitled?
                                              By order of the Governor, Joint Secretary
""")
u("backlog/2024-11/EMS survey report shed 3 rock phosphate.pdf", "document_scan", "Eastern Marine Surveyors", "2024-11-18", ["C02"], [], """
EASTERN MARINE SURVEYORS & LOSS ASSESSORS   (Capt. R. N. Bhowmick, Master Mariner)
Survey Report No. EMS/HDC/2024/211                               Date: 18.11.2024
Client: Tamralipta Agro Chem Pvt. Ltd., Haldia
Cargo: Rock phosphate in bulk ex MV "Ocean Laurel", B/L qty 12,400 MT, discharged at Berth No. 8, Haldia Dock,
stored in Transit Shed No. 3 (Port custody) from 02.10.2024.
Findings: on survey on 29.10.2024 and 04.11.2024, about 1,380 MT found caked and wet. Roof sheets of the
north bay of Shed No. 3 found broken at 14 places, rain water entering. Damage consistent with ingress of rain
water during continued storage; not sea water damage (chloride test negative).
Assessed loss: Rs. 48,60,000/- (Rupees forty-eight lakh sixty thousand only).
""")
u("backlog/2025-03/HDC letter rejecting claim.pdf", "document_scan", "Haldia Dock Complex, Traffic Department", "2025-03-12", ["C02"], [], """
SYAMA PRASAD MOOKERJEE PORT, KOLKATA - HALDIA DOCK COMPLEX
Traffic Department    No. HDC/TM/CLM/2025/377               Date: 12.03.2025
To: M/s Tamralipta Agro Chem Pvt. Ltd.
Sub: Your claim for damage to rock phosphate stored in Transit Shed No. 3
Your claim of Rs. 48,60,000/- is not tenable. The damage was caused by the severe cyclonic storm 'Dana' of
24-25 October 2024, an act of God / force majeure, for which the Port is not liable under the Scale of Rates.
Moreover storage charges of Rs. 7,35,000 remain unpaid. The dispute, if any, may be referred to arbitration
under the clause of the allotment terms.                  Dy. Traffic Manager (Ops.), HDC
""")
u("backlog/2025-09/Plaint TS 87 of 2025 Bhunia.pdf", "document_scan", L, "2025-09-15", ["C03"], [], """
IN THE COURT OF THE LD. CIVIL JUDGE (JUNIOR DIVISION) AT HALDIA
Title Suit No. 87 of 2025
Sanatan Bhunia & Nirmal Bhunia, both sons of late Gopinath Bhunia, Vill. Basudevpur, P.S. Bhabanipur (Haldia)
                                                     ... Plaintiffs
-versus-  Rabindranath Giri & 2 others, Vill. Chaulkhola, P.S. Sutahata          ... Defendants
Suit for declaration of title and permanent injunction. Valuation Rs. 3,80,000/-
The plaintiffs are the recorded owners (L.R. Khatian No. 542) of 3.42 acres of land in Mouza Basudevpur, J.L.
No. 134, L.R. Dag Nos. 1187 and 1188, used as a bheri (fishery) with aal (embankment) on all sides. The defendants,
claiming an oral lease, on 21.08.2025 tried to cut the south aal and take fish by force ...
Prayers: (a) declaration of title, (b) permanent injunction, (c) temporary injunction, (d) costs.
""")
u("backlog/2025-09/porcha khatian 542.jpg", "document_photo", "B.L. & L.R.O., Sutahata", "2025-09-02", ["C03"], [], """
পশ্চিমবঙ্গ সরকার - খতিয়ান (পর্চা)
মৌজা: বাসুদেবপুর   জে.এল. নং ১৩৪   থানা: সুতাহাটা   জেলা: পূর্ব মেদিনীপুর
খতিয়ান নং ৫৪২
রায়তের নাম: সনাতন ভূঁইয়া ও নির্মল ভূঁইয়া, পিতা গোপীনাথ ভূঁইয়া
দাগ নং ১১৮৭ - জলা (ভেড়ি) - ২.১০ একর
দাগ নং ১১৮৮ - জলা (ভেড়ি) - ১.৩২ একর
মোট ৩.৪২ একর
B.L. & L.R.O. Sutahata, 02.09.2025
""")
u("backlog/2026-01/order no 9 TS 87 injunction.pdf", "document_scan", "Civil Judge (Junior Division), Haldia", "2026-01-16", ["C03"], [], """
Title Suit No. 87 of 2025 - Order No. 9 dt. 14.01.2026 (certified copy)
Heard the Ld. Lawyers for both sides on the petition u/O 39 r 1 & 2 CPC. The plaintiffs are recorded in the L.R.
record of rights; the defendants' oral lease is not supported by any rent receipt. Prima facie case, balance of
convenience and irreparable loss are in favour of the plaintiffs. The defendants are restrained from entering the
suit bheri, cutting the aal or netting fish till disposal of the suit. Petition allowed on contest.
Civil Judge (Jr. Divn.), Haldia
""")
u("backlog/2025-08/Scan_20250812.pdf", "document_scan", "Bank of India, Durgachak Branch", "2025-08-12", ["C04"], [], """
BANK OF INDIA - Durgachak Branch, Haldia
CHEQUE RETURN MEMO                                         Date: 12.08.2025
Cheque No. 731156 dt. 05.08.2025 for Rs. 4,85,000/- drawn by Tapas Kumar Bera, A/c No. 4219xxxxxx, in favour of
Haldia Cement Agency - returned unpaid.
Reason: 01 - Funds Insufficient
                                                   Branch Manager
""")
u("backlog/2025-09/receipts haldia cement.jpg", "document_photo", "Haldia Cement Agency", "2025-09-20", ["C04"], [], """
HALDIA CEMENT AGENCY - Durgachak Market, Haldia      MONEY RECEIPT
No. 0412  Date 14.06.2025   Received from Sri Tapas Kumar Bera Rs. 1,25,000/- (cash) against cement supply
No. 0467  Date 02.08.2025   Received from Sri Tapas Kumar Bera Rs. 85,000/- (NEFT) against cement supply
                                  for Haldia Cement Agency - sd/- Rajib
[client's pencil note on the photo: "total 2,10,000 diyechi, tobu 4,85,000 er cheque present korlo"]
""")
u("backlog/2025-12/FIR Haldia PS 412-2025.pdf", "document_scan", "Haldia Police Station", "2025-12-08", ["C05", "C06"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)
District: Purba Medinipur   P.S.: Haldia   FIR No. 412/2025   Date: 08.12.2025
Sections: 109(1), 118(1), 115(2), 351(2), 3(5) of the Bharatiya Nyaya Sanhita, 2023
Complainant: Rakesh Pramanik, Durgachak. On 07.12.2025 at about 9.30 PM near the fish market at Durgachak,
Sk. Jahangir Alam and 3 others assaulted me with a rod over the loading work at the market; I got injury on the
head and left arm ... Accused Sk. Jahangir Alam arrested on 08.12.2025.
""")
u("backlog/2025-12/injury report Rakesh Pramanik.pdf", "document_scan", "Haldia Sub-Divisional Hospital", "2025-12-08", ["C06"], [], """
HALDIA SUB-DIVISIONAL HOSPITAL - INJURY REPORT
Name: Rakesh Pramanik, 31 yrs, Durgachak. Brought by police at 11.05 PM on 07.12.2025.
Injuries: (1) lacerated wound 3 cm x 0.5 cm on the scalp (2) swelling on the left forearm, no fracture on X-ray.
Nature: simple. Weapon: hard and blunt.      Medical Officer: Dr. Moumita Das
""")
u("backlog/2026-07/CamScanner 20-07-2026 12.10.pdf", "document_scan", "Haldia Municipality", "2026-07-14", ["C07"], [], """
HALDIA MUNICIPALITY   Memo No. HM/TL/2026/884                       Date: 14.07.2026
To: Smt. Mitali Pradhan, Prop. Maa Santoshi Ice & Cold Storage, Basudevpur Road, Ward No. 12
Sub: Renewal of Certificate of Enlistment (Trade Licence) No. HM/E/09823 for 2026-27
Your application for renewal is rejected as no valid Fire Licence from the West Bengal Fire & Emergency Services
has been produced. You are directed to stop the trade within 15 days, failing which the premises shall be sealed.
                                                   Chairman-in-Council, Haldia Municipality
""")
u("backlog/2027-01/IMG_20270106_164210.jpg", "document_photo", "West Bengal Fire & Emergency Services", "2027-01-05", ["C07"], [], """
WEST BENGAL FIRE & EMERGENCY SERVICES - FIRE LICENCE
Licence No. WBFES/PM/HAL/0271/2027        Date of issue: 05.01.2027     Valid up to 04.01.2028
Name of occupier: Maa Santoshi Ice & Cold Storage (Smt. Mitali Pradhan), Basudevpur Road, Haldia
Nature of trade: cold storage & ice factory (ammonia plant)
Issued after inspection on 22.12.2026.                 Divisional Fire Officer, Purba Medinipur
""")

# ---------------- the muhuri's register (Bengali, Bengali digits)
u("backlog/2026-02/IMG-20260212-WA0004.jpg", "handwritten_note_photo", K, "2026-02-12", ["C01", "C04", "C03"], ["C01-H01", "C04-H01", "C03-H01"], """
তারিখ খাতা - ফেব্রুয়ারি ২০২৬
০৪.০২.২০২৬ (বুধ) - ইন্ডাস্ট্রিয়াল ট্রাইবুনাল, হলদিয়া - থিকা শ্রমিক ইউনিয়ন বনাম বেঙ্গল পলিকেম
   কোম্পানি ও ঠিকাদার দুজনেই হাজির। কোম্পানির উকিল লিখিত জবাবের (W.S.) জন্য সময় চাইলেন। পরের তারিখ ১১.০৩.২০২৬
০৯.০২.২০২৬ (সোম) - এ.সি.জে.এম. হলদিয়া - তাপস বেরা (চেক কেস, C-1894/25)
   তাপসবাবু হাজির হলেন, জামিন হয়ে গেল। নকল দেওয়া হল। এ.সি.জে.এম. সাহেব বললেন আসামী প্রতি তারিখে হাজির থাকবে।
   পরের তারিখ ১৬.০৩.২০২৬
১১.০২.২০২৬ (বুধ) - সিভিল জজ (জুনিয়র ডিভিশন) হলদিয়া - টাইটেল স্যুট ৮৭/২৫ ভেড়ি মামলা
   বিবাদী পক্ষ W.S.-এর জন্য সময়ের দরখাস্ত দিল, মঞ্জুর। পরের তারিখ ১৮.০৩.২০২৬
- গোপাল
""")
u("backlog/2026-10/IMG-20261001-WA0011.jpg", "handwritten_note_photo", K, "2026-10-01", ["C04", "C06", "C01"], ["C04-H06", "C06-H04", "C01-H08"], """
তারিখ খাতা - সেপ্টেম্বর ২০২৬
০৭.০৯.২০২৬ - এ.সি.জে.এম. - তাপস বেরা চেক কেস - বাদী পক্ষের সাক্ষ্য বন্ধ (CE closed)। পরের তারিখ ১৬.১১.২০২৬ (৩১৩)
২৮.০৯.২০২৬ - এ.সি.জে.এম. - জাহাঙ্গীর জি.আর. ১১২৩/২৫ - পি.ডব্লিউ.১ রাকেশ প্রামানিকের সাক্ষ্য ও জেরা হল।
   পরের তারিখ ২৩.১১.২০২৬
৩০.০৯.২০২৬ - ট্রাইবুনাল - পলিকেম - কোম্পানির সাক্ষী (HR ম্যানেজার) আসেননি। কোম্পানি আবার সময় চাইল।
   জজ সাহেব ১,০০০ টাকা খরচ দিলেন ইউনিয়নকে, শেষ সুযোগ। পুজোর ছুটির পর পরের তারিখ ০২.১২.২০২৬
- গোপাল
""")
u("backlog/2027-01/IMG-20270107-WA0002.jpg", "handwritten_note_photo", K, "2027-01-07", ["C03"], ["C03-H08"], """
তারিখ খাতা - জানুয়ারি ২০২৭
০৬.০১.২০২৭ (বুধ) - সিভিল জজ জু. ডি. হলদিয়া - ভেড়ি মামলা (টা. স্যু. ৮৭/২৫)
   সনাতনবাবুর (পি.ডব্লিউ.১) এফিডেভিট জমা হল। বিবাদীর উকিল হারাধন পাল জেরার জন্য সময় চাইলেন।
   পরের তারিখ ১০.০২.২০২৭ - জেরা
- গোপাল
""")

# ---------------- C01 Polychem industrial dispute
u("backlog/2026-03/IMG_20260311_173402.jpg", "handwritten_note_photo", L, "2026-03-11", ["C01"], ["C01-H02"], """
11.3.26  Ind. Tribunal Haldia - Sinha saheb
VIII-14/2025 Thika Shramik Union v Bengal Polychem
Polychem WS filed (Chakraborty): "no employer-employee relationship, workers were of contractor only, contract
ended 30.6.25". Sagar Engg. (contractor) absent today - WS porer date e.
Swapan da r sathe kotha holo - 38 jon er list, gate pass er xerox joma korte bolechi.
porer date 8.4.26
""")
u("backlog/2026-04/ID case 8.4.26.docx", "typed_note_docx", L, "2026-04-08", ["C01"], ["C01-H03"], """
08.04.2026 - Case No. VIII-14 of 2025 - Industrial Tribunal, Haldia
Contractor (Sagar Engineering Services) filed WS through Nemai Das: admits the 38 worked "through us" since 2016-17,
says "compensation offered, workers refused". No s. 25F notice pay / compensation ever tendered - note this.
Our rejoinder to both WS - next date. Porer date 13.05.2026.
""")
u("backlog/2026-05/VIII-14 order 13.05.2026.pdf", "certified_order_sheet_scan", "Industrial Tribunal, Haldia", "2026-05-15", ["C01"], ["C01-H04"], """
BEFORE THE INDUSTRIAL TRIBUNAL, HALDIA
Case No. VIII-14 of 2025
Haldia Shilpanchal Thika Shramik Union  -vs-  M/s Bengal Polychem Ltd. & Anr.
13.05.2026
Order No. 6
Union files rejoinder to the written statements of O.P. No. 1 and O.P. No. 2. Copy served.
O.P. No. 1 (company) was directed to produce the gate passes and attendance registers of the contract loaders for
2019-2025. Ld. Advocate for O.P. No. 1 prays for time to produce the documents. Time allowed as prayed for, by way of
last chance. The company shall produce the gate passes and attendance registers on the next date positively.
Fix 17.06.2026 for evidence of the workmen.
                                                 Judge, Industrial Tribunal, Haldia
""")
u("backlog/2026-06/swapan WW1 17 june.txt", "typed_note_txt", L, "2026-06-17", ["C01"], ["C01-H05"], """
17.06.26 tribunal - polychem
WW1 Swapan Mondal (union secy) affidavit-in-chief filed, exhibits W-1 to W-9 (38 jon er list, PF slips, gate pass).
Chakraborty cross korlen na - "company's officer not available for instructions", cross defer er prayer. Sinha
saheb allowed, kintu bollen company gate pass ar attendance register ekhono dey ni - next date e chai-i.
porer date 22.7.26 - WW1 cross.
""")
u("backlog/2026-07/20260722_181530.jpg", "handwritten_note_photo", L, "2026-07-22", ["C01"], ["C01-H06"], """
22/7/26 Tribunal
WW1 Swapan da cross by Chakraborty - 1 hr.
Admitted: no appointment letter from Polychem. BUT said: gate pass Bengal Polychem er security dept. issue kore,
contractor na; supervisor Polychem er lok, shift duty chart o Polychem er. Bhalo holo.
ND 26.8 - WW2 (Bapi Samanta).
""")
u("backlog/2026-08/Doc1.docx", "typed_note_docx", L, "2026-08-26", ["C01"], ["C01-H07"], """
26.08.2026  Ind. Tribunal - VIII-14/2025
WW2 Bapi Samanta (loader since 2014) examined - 11 years bagging section, wages from contractor but work allotted
by Polychem shift-in-charge. Cross short: admitted PF code is of Sagar Engg.
Workmen's evidence closed by us.
Company's evidence now - MW1 to be HR manager. ND 30.09.2026.
""")
u("backlog/2026-12/MW1 cross 2.12.26.txt", "typed_note_txt", L, "2026-12-02", ["C01"], ["C01-H09"], """
2.12.26  Industrial Tribunal Haldia - Polychem
Costs Rs. 1,000 of last date paid to union.
MW1 Sudip Banerjee (Sr. Manager HR, Bengal Polychem) examined - affidavit. Produced gate passes finally (Sinha
saheb asked first thing: "gate pass o attendance register koi?").
Our cross (part): admitted gate passes of all 38 loaders were issued by Polychem security; admitted no retrenchment
compensation under s. 25F was paid by anyone; contract with Sagar Engg was renewed every year since 2016.
Remaining cross - porer date 13.01.2027.
""")
u("backlog/2027-01/VIII-14 order 13.01.2027.pdf", "certified_order_sheet_scan", "Industrial Tribunal, Haldia", "2027-01-15", ["C01"], ["C01-H10"], """
BEFORE THE INDUSTRIAL TRIBUNAL, HALDIA
Case No. VIII-14 of 2025
13.01.2027
Order No. 14
Cross-examination of MW1 Sri Sudip Banerjee by the Ld. Advocate for the union concluded. No re-examination.
O.P. No. 1 closes its evidence. O.P. No. 2 adduces no evidence. Ld. Advocate for O.P. No. 1 prays for time to
prepare argument. Time allowed. Both sides to file written notes of argument.
Fix 18.02.2027 for argument.
                                                 Judge, Industrial Tribunal, Haldia
""")
u("backlog/2027-01/WhatsApp Chat with Swapan Da Union.txt", "whatsapp_export", "Swapan Mondal (union)", "2027-01-13", ["C01"], ["C01-H10"], """
22/07/26, 19:40 - Swapan Da Union: দাদা আজ কেমন হল? আমি ঠিক বলেছি তো?
22/07/26, 19:52 - Subhankar Maity Adv: Khub bhalo bolechen. Gate pass er kotha ta important.
30/09/26, 14:10 - Swapan Da Union: দাদা কোম্পানির লোক আসেনি শুনলাম, আবার ডেট?
30/09/26, 14:25 - Subhankar Maity Adv: Haan, 1000 taka cost hoyeche, union pabe. Porer date 2 December.
13/01/27, 16:02 - Subhankar Maity Adv: MW1 er jera shesh. Company r kono sakkhi nei. Argument 18 February.
13/01/27, 16:20 - Swapan Da Union: ৩৮ জনের পরিবার অপেক্ষা করছে দাদা। ফেব্রুয়ারিতে রায় হবে?
13/01/27, 16:31 - Subhankar Maity Adv: Argument er por award, ektu somoy lagbe. Written notes ready korchi.
""")

# ---------------- C02 port arbitration
u("backlog/2026-02/ARB-HDC-03 procedural order 1.pdf", "certified_order_sheet_scan", "Arbitral Tribunal, Haldia Dock Complex", "2026-02-21", ["C02"], ["C02-H01"], """
ARBITRAL TRIBUNAL - Arbitration Case No. ARB/HDC/03 of 2025
Tamralipta Agro Chem Pvt. Ltd.  -Claimant-   vs   Syama Prasad Mookerjee Port, Kolkata (HDC)  -Respondent-
Coram: Justice (Retd.) Amitava Sanyal, Presiding Arbitrator; Sri K. L. Dasgupta; Sri M. N. Haldar, Arbitrators
20.02.2026   Procedural Order No. 1
Present: Mr. Subhankar Maity for the claimant. Ms. Debjani Roy for the respondent Port.
The Statement of Claim (claim Rs. 48,60,000 with interest) is on record. The respondent shall file its Statement of
Defence and counterclaim, if any, within six weeks; rejoinder within four weeks thereafter. The tribunal's fees shall
be shared equally. Next sitting 10.04.2026 at the HDC Administrative Building, Haldia, at 3 PM.
""")
u("backlog/2026-04/port arbitration 10.04.docx", "typed_note_docx", L, "2026-04-10", ["C02"], ["C02-H02"], """
10 April 2026 - ARB/HDC/03/2025 Tamralipta v. SMP Kolkata (HDC)
SoD filed by Debjani Roy: cyclone Dana (24-25 Oct 2024) - force majeure, act of God; Port not a bailee for rain.
Counterclaim: storage/ground rent Rs. 7,35,000 with interest.
Our point: damage seen on 29.10 was 4 days after Dana but roof sheets broken at 14 places - maintenance failure,
repair tender of Sept 2024 never executed.
Rejoinder + reply to counterclaim in 4 weeks. Next sitting 19.06.2026.
""")
u("backlog/2026-06/IMG_20260619_170855.jpg", "handwritten_note_photo", L, "2026-06-19", ["C02"], ["C02-H03"], """
19.6.26  Arbitration - HDC Admin Bldg
Admission/denial done. Port denied survey report (says "private surveyor, Port not present").
Sanyal saheb: "force majeure must be proved by the Port - produce the IMD record of rainfall at Haldia for
Oct-Nov 2024". Good for us.
Issues - 6. Affidavits of evidence: claimant 4 wks.
ND 21.8.26
""")
u("backlog/2026-08/CW1 cross Tapan Pradhan 21-08-26.docx", "typed_note_docx", L, "2026-08-21", ["C02"], ["C02-H04"], """
21.08.2026 - Arbitration ARB/HDC/03/2025 - CW1 Tapan Kumar Pradhan (director) cross by Debjani Roy
- Admitted cargo was in Port shed for 27 days beyond free period because of slow lifting by our trucks.
- Denied that rock phosphate was already wet at discharge; mate's receipt shows "dry, in good order".
- On insurance: cargo insured with New India, claim not pursued since loss in Port custody (need to check - may
  raise subrogation point).
Debjani again on Dana - "cyclone se hi hua". Next sitting 25.09.2026 - CW2 surveyor.
""")
u("backlog/2026-09/surveyor cross 25.9.txt", "typed_note_txt", L, "2026-09-25", ["C02"], ["C02-H05"], """
25.9.26 port arbitration - CW2 Capt. R. N. Bhowmick (surveyor) cross
Debjani Roy: force majeure again, showed IMD press release on Dana.
Bhowmick admitted: did not test the moisture content of the cargo at the time of discharge from the vessel; first
inspection only on 29.10.2024. Held firm: broken roof sheets at 14 places, no sea water (chloride negative).
Claimant's evidence closed. Port's evidence - after Puja. Next sitting 11.12.2026.
""")
u("backlog/2026-12/20261211_190212.jpg", "handwritten_note_photo", L, "2026-12-11", ["C02"], ["C02-H06"], """
11/12/26 HDC arbitration
RW1 (Dy. Traffic Manager) affidavit filed; he is on leave - Port prayed for adjournment of cross. Allowed.
Tribunal: fee deposit Rs. 1,50,000 each side before next sitting.
ND 22.1.27 - RW1 cross. Tapan babu ke fee er kotha bolte hobe!
""")
u("backlog/2026-12/WhatsApp Chat with Tapan Pradhan Tamralipta.txt", "whatsapp_export", "Tapan Kumar Pradhan", "2027-01-23", ["C02"], ["C02-H06", "C02-H07"], """
[11/12/26, 7:42:10 PM] Subhankar Maity Adv: Tapanbabu, aaj RW1 er jera holo na, Port er sakkhi chhutite. Porer sitting 22 January. Tribunal fee 1,50,000 joma dite hobe dujon kei.
[11/12/26, 8:05:31 PM] Tapan Pradhan Tamralipta: ঠিক আছে। সোমবার RTGS করে দেব।
[22/01/27, 6:15:02 PM] Subhankar Maity Adv: RW1 er jera holo. Mene nilo je roof repair er tender Sept 2024 e hoyechilo kintu kaj hoyni monsoon er age. Argument 5 March.
[23/01/27, 9:30:44 AM] Tapan Pradhan Tamralipta: দারুণ। কত দিনে রায় পাব?
[23/01/27, 9:41:18 AM] Subhankar Maity Adv: Argument er por 3-4 mas. Written notes 20 Feb er modhye dite hobe.
""")
u("backlog/2027-01/RW1 cross HDC 22.01.27.docx", "typed_note_docx", L, "2027-01-22", ["C02"], ["C02-H07"], """
22.01.2027 - ARB/HDC/03/2025 - RW1 Sri Bidhan Chandra Maji, Dy. Traffic Manager (Ops.), HDC - cross by us
- Admitted repair tender for the roof of Transit Shed No. 3 was floated in Sept 2024 but the work was not executed
  before the monsoon / Dana.
- Admitted no IMD rainfall record produced despite the tribunal's direction of 19.06.2026.
- Debjani Roy re-examined on force majeure (Dana) - third time the same defence.
Evidence closed. Written notes of arguments by 20.02.2027. Arguments fixed 05.03.2027.
""")

# ---------------- C03 bheri title suit (Civil Judge Jr. Dvn., Haldia)
u("backlog/2026-03/TS 87-2025 order no 15.pdf", "certified_order_sheet_scan", "Civil Judge (Junior Division), Haldia", "2026-03-20", ["C03"], ["C03-H02"], """
IN THE COURT OF THE CIVIL JUDGE (JUNIOR DIVISION), HALDIA
Title Suit No. 87 of 2025
Order No. 15, dt. 18.03.2026
Plaintiffs file hazira through Ld. Lawyer. Defendants file a petition praying for further time to file W.S. through
Ld. Lawyer Sri Haradhan Pal. This is the second time petition. Considered. Time is allowed by way of last chance
subject to cost of Rs. 500/- payable to the plaintiffs. Defendants to file W.S. on the next date positively.
To 22.04.2026 for W.S.
                                                 Civil Judge (Jr. Divn.), Haldia
""")
u("backlog/2026-04/IMG_20260422_141105.jpg", "handwritten_note_photo", L, "2026-04-22", ["C03"], ["C03-H03"], """
22.4.26 CJ JD Haldia - bheri (TS 87/25)
WS filed by D1-D3 finally, cost 500 paid. Case: oral lease (mukhe patta) from Gopinath Bhunia in 2009, pay Rs.
40,000 a year, "bheri amra chalai". No receipt annexed!
porer date 24.6.26 - issues. Sanatan ke bolo 2009-2025 er machh bikrir hisab anbe.
""")
u("backlog/2026-06/TS 87-2025 order no 18 issues.pdf", "certified_order_sheet_scan", "Civil Judge (Junior Division), Haldia", "2026-06-26", ["C03"], ["C03-H04"], """
IN THE COURT OF THE CIVIL JUDGE (JUNIOR DIVISION), HALDIA
Title Suit No. 87 of 2025
Order No. 18, dt. 24.06.2026
Both sides file hazira. Perused the pleadings. The following issues are framed:
1. Is the suit maintainable in its present form? 2. Have the plaintiffs right, title and interest in the suit
bheri? 3. Were the defendants inducted as lessees by late Gopinath Bhunia? 4. Are the plaintiffs entitled to the
decree as prayed for? 5. To what other relief?
Plaintiffs file a petition for local inspection by a survey commissioner to locate the aal and the cut. Copy served.
To 29.07.2026 for hearing of the petition.
                                                 Civil Judge (Jr. Divn.), Haldia
""")
u("backlog/2026-07/bheri commission 29.7.txt", "typed_note_txt", L, "2026-07-29", ["C03"], ["C03-H05"], """
29.07.26  bheri case - commission petition allowed
Survey commissioner: Sri Amal Kumar Dinda (pleader commissioner). Fee Rs. 6,000 by plaintiffs, joma dite hobe 7
diner modhye. Writ of commission - to locate dag 1187/1188, the south aal and the cut.
Ghosh madam bollen LR record (khatian 542) ar map file korte.
porer date 9.9.26 - commission report.
""")
u("backlog/2026-11/20261118_163325.jpg", "handwritten_note_photo", L, "2026-11-18", ["C03"], ["C03-H07"], """
18/11/26 CJ JD - bheri
Commission report filed (Dinda babu): bheri 3.42 acre, south aal approx 22 ft cut fresh, earth not settled.
D's objection to report - Haradhan Pal: "commissioner did not give notice to us" - notice dewa hoyechilo, AD card
ache. Objection with record.
porer date 6.1.27 - PW1 evidence. Sanatan er affidavit draft korte hobe.
""")
u("backlog/2027-01/TS 87-2025 order no 24.pdf", "certified_order_sheet_scan", "Civil Judge (Junior Division), Haldia", "2027-01-08", ["C03"], ["C03-H08"], """
IN THE COURT OF THE CIVIL JUDGE (JUNIOR DIVISION), HALDIA
Title Suit No. 87 of 2025
Order No. 24, dt. 06.01.2027
Plaintiffs file affidavit-in-chief of P.W.1 Sanatan Bhunia along with documents. Objection of the defendants to the
commission report be kept with the record, to be considered at the time of hearing. Defendants file a petition
through Ld. Lawyer praying for time to cross-examine P.W.1. Allowed.
To 10.02.2027 for cross-examination of P.W.1.
                                                 Civil Judge (Jr. Divn.), Haldia
""")

# ---------------- C08 Misc. Appeal, District Judge Tamluk
u("backlog/2026-03/IMG_20260306_154012.jpg", "handwritten_note_photo", L, "2026-03-06", ["C08"], ["C08-H01"], """
6.3.26 Tamluk - DJ court
Misc. Appeal 31/2026 (Giri v. Bhunia) - against Order 9 injunction of bheri suit.
Admitted. Haradhan Pal prayed stay of injunction - refused. Notice to respondents (us - Sanatan, Nirmal).
Caveat amader chhilo, so appearance next date.
ND 17.4.26.
""")
u("backlog/2026-07/Tamluk + bheri 10 July.docx", "typed_note_docx", L, "2026-07-10", ["C08", "C03"], ["C08-H03"], """
10 July 2026
1) Tamluk - Misc. Appeal 31 of 2026 (Rabindranath Giri v. Sanatan Bhunia) - DJ Kundu saheb
   LCR received. Haradhan Pal argued 40 min: "oral lease since 2009, possession with appellants". We replied: LR
   khatian 542, no rent receipt, injunction order well reasoned. Part heard. ND 07.08.2026 - reply/further hearing.
2) Bheri suit (TS 87/25) - no date today; Nirmal Bhunia came to Tamluk: says Giri's men put a net in the north
   bheri on 6 July night. Told him: GD at Sutahata PS, photo, we'll file 39 r 2A petition if repeated.
""")
u("backlog/2026-08/MA 31-2026 judgment 07.08.2026.pdf", "certified_order_sheet_scan", "District Judge, Purba Medinipur at Tamluk", "2026-08-11", ["C08"], ["C08-H04"], """
IN THE COURT OF THE DISTRICT JUDGE, PURBA MEDINIPUR AT TAMLUK
Misc. Appeal No. 31 of 2026
Rabindranath Giri & Ors.  ... Appellants   -vs-   Sanatan Bhunia & Anr.  ... Respondents
Order No. 6, dt. 07.08.2026
Heard both sides. The appellants rely on an oral lease without a single rent receipt; the respondents are recorded
raiyats in the L.R. record of rights (khatian No. 542). The learned trial court has rightly found a prima facie case.
No infirmity. The appeal is dismissed on contest without costs. The order of temporary injunction dated 14.01.2026
is affirmed. The learned trial court is requested to dispose of the suit expeditiously. Send down the LCR.
                                                 District Judge, Purba Medinipur
""")

# ---------------- C04 Tapas cheque case (ACJM Haldia, for the accused)
u("backlog/2026-07/Tapas CW1 cross 20.07.docx", "typed_note_docx", L, "2026-07-20", ["C04"], ["C04-H05"], """
20.07.2026 - C-1894/2025 Haldia Cement Agency v. Tapas Kumar Bera - ACJM Haldia
Cost Rs. 300 of last date paid by Samanta to accused.
CW1 Rajib Kumar Shaw (prop.) cross by me, 45 min:
- Admitted signature on money receipts No. 0412 (Rs. 1,25,000) and No. 0467 (Rs. 85,000) - total Rs. 2,10,000
  received BEFORE presenting the cheque.
- Admitted the cheque was taken in 2024 "as guarantee" at the start of supply; amount filled later by his
  accountant. Admitted no fresh ledger statement filed.
So legally enforceable debt at most 2,75,000, not 4,85,000. Good point for s. 139 rebuttal.
ND 07.09.2026.
""")
u("backlog/2026-11/IMG_20261116_133045.jpg", "handwritten_note_photo", L, "2026-11-16", ["C04"], ["C04-H07"], """
16.11.26 ACJM Haldia - Tapas (138)
313 / 351 BNSS exam done - Tapas answered well: "security cheque, 2,10,000 paid, receipts ache".
Defence witness list filed: DW1 Sujit Dolai (Tapas er accountant).
ND 11.1.27 - DE. Sujit ke cash book niye aste bolo.
""")
u("backlog/2027-02/tapas DW1 8.2.27.txt", "typed_note_txt", L, "2027-02-08", ["C04"], ["C04-H09"], """
08.02.2027 mon - ACJM - Tapas cheque case
DW1 Sujit Dolai examined: cash book entries of 14.06.2025 and 02.08.2025, payments to Haldia Cement Agency
Rs. 2,10,000. Samanta cross - 15 min, nothing much; suggestion that cash book made for the case - denied.
DE closed. Argument - porer date 08.03.2027.
""")

# ---------------- C05 Jahangir bail (Calcutta HC)
u("backlog/2026-03/jahangir bail HC 24.3.txt", "typed_note_txt", L, "2026-03-24", ["C05"], ["C05-H01"], """
24.3.26 HC Ct 21 - Lahiri J
CRM (M) 1457/2026 Sk. Jahangir Alam v. State - regular bail, Haldia PS 412/25. In custody since 8.12.25.
Bail rejected by ACJM Haldia and Sessions Judge Tamluk earlier.
Lahiri J first asked: "case diary koi?" - Hazra (State) said CD not yet received from Haldia PS.
Directed State to produce CD on next date. Injury simple (injury report) - pointed out.
ND 8.4.26. Rahima bibi (ma) ke janalam.
""")
u("backlog/2026-04/CRM M 1457 of 2026 order 21.04.2026.pdf", "certified_order_sheet_scan", "Calcutta High Court", "2026-04-23", ["C05"], ["C05-H03"], """
IN THE HIGH COURT AT CALCUTTA
Criminal Miscellaneous Jurisdiction - Appellate Side
CRM (M) 1457 of 2026
Sk. Jahangir Alam  -vs-  The State of West Bengal
Before: The Hon'ble Justice Sudipto Lahiri
Date: 21st April, 2026
Appearance: Mr. Subhankar Maity, Advocate for the petitioner. Mr. Partha Pratim Hazra, Advocate for the State.
The case diary is produced today, after the State had sought time on the earlier date. The injuries are simple
in nature; the petitioner is in custody since 08.12.2025; charge-sheet has been submitted. The petitioner is
directed to be released on bail upon furnishing a bond of Rs. 10,000/- with two sureties of like amount, one of
whom must be local, to the satisfaction of the learned ACJM, Haldia, on condition that he shall meet the
Investigating Officer once a week, shall not enter the Durgachak fish market area till the examination of the
de facto complainant, and shall attend the trial court on every date. CRM (M) 1457 of 2026 is disposed of.
                                                 (Sudipto Lahiri, J.)
""")

# ---------------- C06 Jahangir GR trial (ACJM Haldia)
u("backlog/2026-07/GR 1123-2025 order 27.07.2026.pdf", "certified_order_sheet_scan", "ACJM, Haldia", "2026-07-29", ["C06"], ["C06-H02"], """
IN THE COURT OF THE ADDITIONAL CHIEF JUDICIAL MAGISTRATE, HALDIA
G.R. Case No. 1123 of 2025 (Haldia P.S. Case No. 412/2025)
State  -vs-  Sk. Jahangir Alam & Ors.
27.07.2026
Accused persons are present. Ld. APP is present. Ld. Lawyer for the accused persons is present. Considered the
materials in the charge-sheet. Charge u/s 118(1)/115(2)/351(2)/3(5) BNS framed, read over and explained in Bengali;
the accused persons pleaded not guilty and claimed to be tried. The accused persons shall remain present on every
date. Issue summons to P.W.1 to P.W.3. To 31.08.2026 for evidence.
                                                 ACJM, Haldia
""")
u("backlog/2026-09/jahangir PW1 28.9.docx", "typed_note_docx", L, "2026-09-28", ["C06"], ["C06-H04"], """
28.09.2026 - GR 1123/2025 State v. Jahangir & ors - ACJM Haldia
PW1 Rakesh Pramanik (de facto complainant) examined. Chief: same as FIR - rod, head injury.
Cross by me: admitted it was dark, the market light was off ("load shedding chhilo"); admitted he did not see who
struck the blow on his head - "pechhon theke marlo"; admitted a dispute over loading work with Jahangir's group
since 2024. Good.
ND 23.11.2026 - PW2 doctor, PW3 Gopal Dhara.
""")
u("backlog/2026-11/GR 1123 PW2 23.11.txt", "typed_note_txt", L, "2026-11-23", ["C06"], ["C06-H05"], """
23.11.26  ACJM Haldia - Jahangir GR
PW2 Dr. Moumita Das (Haldia SD Hospital) - proved injury report Ext. 3. Cross: injury simple; could be caused by a
fall on a hard surface - "possible". 
PW3 Gopal Dhara absent - summons returned.
ND 14.12.2026 for PW3.
""")
u("backlog/2026-11/correction GR ND.txt", "typed_note_txt", L, "2026-11-24", ["C06"], [], """
24/11 - CORRECTION
Jahangir GR case (1123/25): kal er note e ND 14.12 likhechi - bhul. 14.12 ta Tamluk er onno matter er (not ours any
more). Gopal peshkar er kach theke confirm korlo: sothik porer date 21.12.2026 (Monday), PW3 Gopal Dhara.
""")
u("backlog/2027-01/GR 1123-2025 order 18.01.2027.pdf", "certified_order_sheet_scan", "ACJM, Haldia", "2027-01-20", ["C06"], ["C06-H07"], """
IN THE COURT OF THE ADDITIONAL CHIEF JUDICIAL MAGISTRATE, HALDIA
G.R. Case No. 1123 of 2025
18.01.2027
Accused persons are present. Ld. APP is present and prays for time as the I.O. (S.I. Prabir Kumar Das) is absent
without any step though summons was served. Prayer allowed. Issue show cause to the I.O. through the O.C., Haldia
P.S. as to why he did not appear. I.O. to appear positively on the next date.
To 10.02.2027 for evidence of the I.O.
                                                 ACJM, Haldia
""")

# ---------------- C07 trade licence writ (Calcutta HC)
u("backlog/2026-08/WPA 21543 of 2026 order 04.08.2026.pdf", "certified_order_sheet_scan", "Calcutta High Court", "2026-08-06", ["C07"], ["C07-H01"], """
IN THE HIGH COURT AT CALCUTTA
Constitutional Writ Jurisdiction - Appellate Side
WPA 21543 of 2026
Maa Santoshi Ice & Cold Storage & Anr.  -vs-  Haldia Municipality & Ors.
Before: The Hon'ble Justice Ananya Rakshit
Date: 4th August, 2026
Appearance: Mr. Subhankar Maity, Advocate for the petitioners. Mr. Souvik Dutta, Advocate for the Municipality.
The petitioners challenge the memo dated 14.07.2026 refusing renewal of the certificate of enlistment. Mr. Dutta
seeks time to obtain instructions. Till the next date no coercive steps, including sealing of the premises,
shall be taken against the petitioners. List on 01.09.2026.
                                                 (Ananya Rakshit, J.)
""")
u("backlog/2026-09/IMG_20260901_162248.jpg", "handwritten_note_photo", L, "2026-09-01", ["C07"], ["C07-H02"], """
1.9.26 HC Ct 9 - Rakshit J - cold storage writ (Mitali)
Dutta: Municipality wants to file AO. Directions: AO 3 weeks, reply 1 week. Interim (no sealing) extended.
Listed after Puja vacation - 1.12.26.
Mitali ke bolo fire licence er application ta ekhoni koruk - fire office Tamluk.
""")
u("backlog/2026-12/WPA 21543 1.12.26.docx", "typed_note_docx", L, "2026-12-01", ["C07"], ["C07-H03"], """
01.12.2026 - WPA 21543 of 2026 - Rakshit J, Court 9
AO of Municipality: only ground - no fire licence. Our reply: fire licence applied on 18.09.2026, inspection
pending with WB Fire & Emergency Services.
Rakshit J: directed the Divisional Fire Officer, Purba Medinipur to inspect and decide the application within four
weeks. Interim order continues.
Porer date 12.01.2027.
""")
u("backlog/2027-01/writ mitali 12 jan.txt", "typed_note_txt", L, "2027-01-12", ["C07"], ["C07-H04"], """
12.1.27 HC Ct 9 - cold storage writ
Supplementary affidavit with the fire licence (issued 05.01.2027, valid up to 04.01.2028) - taken on record.
Rakshit J: Municipality to consider the renewal application afresh within two weeks and give personal hearing.
Dutta agreed. ND 28.01.2027 for report.
""")
u("backlog/2027-01/WPA 21543 of 2026 order 28.01.2027.pdf", "certified_order_sheet_scan", "Calcutta High Court", "2027-01-30", ["C07"], ["C07-H05"], """
IN THE HIGH COURT AT CALCUTTA
WPA 21543 of 2026
Before: The Hon'ble Justice Ananya Rakshit
Date: 28th January, 2027
Mr. Souvik Dutta reports that a personal hearing was given to the petitioner on 22.01.2027 and the decision is
pending; he prays for a short time on instructions. The Municipality shall take a reasoned decision on the renewal
application by 15.02.2027 on its own merits, without insisting on any document other than the fire licence
already produced, and place the decision on record. Interim order to continue. List on 24.02.2027.
                                                 (Ananya Rakshit, J.)
""")
u("backlog/2027-01/WhatsApp Chat with Mitali Cold Storage.txt", "whatsapp_export", "Mitali Pradhan", "2027-01-28", ["C07"], ["C07-H05"], """
14/07/26, 20:11 - Mitali Cold Storage: দাদা মিউনিসিপ্যালিটি চিঠি দিয়েছে, ১৫ দিনে দোকান বন্ধ করতে বলছে। কী করব?
14/07/26, 20:30 - Subhankar Maity Adv: Chinta korben na. High Court e writ korbo ei sapta he. Chithi ta scan kore pathan.
06/01/27, 11:02 - Mitali Cold Storage: দাদা ফায়ার লাইসেন্স পেয়ে গেছি! ছবি পাঠালাম।
06/01/27, 11:15 - Subhankar Maity Adv: Darun. 12 tarikh e court e file korchi.
28/01/27, 15:40 - Subhankar Maity Adv: Aaj court bolechhe municipality 15 February er modhye decision nebe. Porer date 24 Feb.
28/01/27, 15:52 - Mitali Cold Storage: ধন্যবাদ দাদা 🙏
""")

# ---------------- the junior's chats
u("backlog/2026-09/WhatsApp Chat with Rituparna Jr.txt", "whatsapp_export", J, "2026-09-09", ["C04", "C05", "C08", "C06", "C03"], ["C04-H02", "C05-H02", "C08-H02", "C04-H03", "C04-H04", "C06-H01", "C06-H03", "C03-H06"], """
16/03/26, 12:48 - Rituparna Jr: Sir Tapas er case e substance of accusation pore shonano holo, not guilty. Defence bollam security cheque. ND 27/4
16/03/26, 12:50 - Subhankar Maity Adv: ok. Tapas ke receipt gulo original rakhte bolo.
08/04/26, 13:31 - Rituparna Jr: Sir Ct 21 e Jahangir er bail - State CD ante pareni, Hazra sir abar time chailen. Lahiri J birokto, bollen next date e CD na ele State er officer ke dakbo. ND 21/4
17/04/26, 15:05 - Rituparna Jr: Sir Tamluk e Misc Appeal e amra appearance dilam, LCR call kora holo. ND 10/7
27/04/26, 12:20 - Rituparna Jr: Sir Tapas - CW1 Rajib Shaw er affidavit file holo. Amader 145(2) petition allowed, cross korte parbo. ND 8/6
08/06/26, 12:02 - Rituparna Jr: Sir Tapas case e CW1 asen ni, Samanta babu bollen complainant unwell, time chailen. ACJM saheb 300 taka cost dilen accused ke. ND 20/7
15/06/26, 14:40 - Rituparna Jr: Jahangir GR - charge-sheet er copies dewa holo u/s 230 BNSS. ND 27/7 charge shunani
31/08/26, 13:15 - Rituparna Jr: Sir GR case e PW1 Rakesh ashe ni, APP Kalyan Bag sir time chailen. Shunani holo na. ND 28/9
09/09/26, 12:55 - Rituparna Jr: Sir bheri case e commission report jama hoyni, Dinda babu aro somoy chailen. Court nijei adjourn korlo. ND 18/11
09/09/26, 13:01 - Subhankar Maity Adv: Dinda babu ke phone korchi.
""")
u("backlog/2027-02/WhatsApp Chat with Rituparna Jr (2).txt", "whatsapp_export", J, "2027-02-05", ["C06", "C04", "C03"], ["C06-H06", "C04-H08", "C06-H07"], """
21/12/26, 13:10 - Rituparna Jr: Sir GR case e PW3 Gopal Dhara hostile! Bollo kichu dekheni, andhokar chhilo, police jor kore sign koriyechhe. APP hostile declare korlen. ND 18/1
21/12/26, 13:12 - Subhankar Maity Adv: Darun. Cross e oi kotha gulo record koriye nio.
11/01/27, 12:35 - Rituparna Jr: Sir Tapas - Samanta babu (complainant er lawyer) absent, DW1 Sujit er sakkhya holo na. porer date 8/2
18/01/27, 12:50 - Rituparna Jr: Sir GR - IO asen ni, APP abar samay chaiche. ACJM saheb IO ke show cause korlen. ND 10/2 IO er sakkhya
05/02/27, 19:30 - Subhankar Maity Adv: 10 tarikh e bheri ar GR dutoi Haldia te. Tumi GR dhoro, ami bheri te P.W.1 er jera te thakbo, tarpor GR e aschi.
05/02/27, 19:33 - Rituparna Jr: ok sir 👍
""")

# ---------------- plan and cause list
u("backlog/2027-02/week plan 8-24 Feb.docx", "typed_note_docx", L, "2027-02-05", ["C04", "C03", "C06", "C01", "C02", "C07"], [], """
PLAN - 8 Feb to 24 Feb 2027
Mon 8/2   ACJM Haldia - Tapas cheque - DW1 Sujit Dolai (cash book).
Wed 10/2  CJ JD Haldia - bheri suit - P.W.1 Sanatan cross by Haradhan Pal. Prepare Sanatan; carry original porcha
          (khatian 542) and the commission report copy.
Wed 10/2  ACJM Haldia - Jahangir GR - I.O. evidence (show cause issued). Rituparna; cross of IO on the site plan
          and the light at the market.
Thu 18/2  Ind. Tribunal - Polychem - argument. Written notes: s. 25F, sham contract, gate passes (MW1 admission).
Fri 20/2  last day - written notes of arguments in the port arbitration (HDC).
Wed 24/2  HC Ct 9 - cold storage writ - Municipality's decision due by 15/2; check with Mitali on 16/2.
Later: 5/3 arbitration argument; 8/3 Tapas argument.
Fees: Tamralipta - tribunal fee Rs. 1,50,000 deposited 15.12? confirm receipt.
""")
u("backlog/2027-02/ACJM Haldia cause list 10.02.2027.pdf", "cause_list_pdf", "Court of the ACJM, Haldia", "2027-02-09", ["C06"], [], """
COURT OF THE ADDITIONAL CHIEF JUDICIAL MAGISTRATE, HALDIA
CAUSE LIST FOR WEDNESDAY, 10.02.2027
Sl.  Case No.              Parties                                   Purpose
1    G.R. 877/2024         State vs Bablu Das & Ors.                 Evidence
2    C-2210/2025           Tamluk Steel Traders vs Asit Jana         S/R
3    G.R. 1123/2025        State vs Sk. Jahangir Alam & Ors.         Evidence (I.O.)
4    G.R. 64/2026          State vs Nurul Islam                      Charge
5    C-311/2026            Haldia Fishfeed Co. vs Anup Mandal        Appearance
""")
