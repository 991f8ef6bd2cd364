"""The uploads of the Nanded practice: what Adv. Pawar, his junior Snehal and his clerk Maruti actually kept."""

L, J, K = "Rajendra Shankarrao Pawar", "Snehal Jadhav", "Maruti Kamble (clerk)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents (before and around the cases)
u("backlog/2025-11/FIR 214 PS Degloor patsanstha.pdf", "document_scan", "Police Station Degloor", "2025-11-06", ["C01"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)
District: Nanded   P.S.: Degloor   Crime No. 0214/2025   Date: 06.11.2025
Acts & Sections: BNS 318(4), 316(5), 61(2); Maharashtra Protection of Interest of Depositors (in Financial
Establishments) Act, 1999 - s. 3
Informant: Shaikh Rafiq Shaikh Yusuf, age 54, r/o Mondha, Degloor.
Information: I kept fixed deposits of Rs. 3,50,000 in Sant Dnyaneshwar Nagari Sahakari Patsanstha Maryadit, Degloor.
On maturity in August 2025 the patsanstha did not pay; the office is closed since 02.10.2025. Chairman Vijay
Gangadhar Mandlik and the directors took deposits of about 1,800 depositors and diverted the money to their own
plots and a petrol pump at Biloli. 
                                                   PSI D. R. Chavan, PS Degloor
""")
u("backlog/2026-02/WhatsApp Image 2026-02-09 at 18.22.41.jpeg", "document_photo", "Sant Dnyaneshwar Nagari Sahakari Patsanstha", "2026-02-09", ["C01"], [], """
संत ज्ञानेश्वर नागरी सहकारी पतसंस्था मर्यादित, देगलूर
मुदत ठेव पावती (FIXED DEPOSIT RECEIPT)   पावती क्र. 004417
ठेवीदाराचे नाव: शेख रफिक शेख युसूफ     रक्कम: Rs. 3,50,000/-
ठेव दिनांक: 14.08.2023   मुदत: 24 महिने   व्याज दर: 11.5%   परिपक्वता दिनांक: 14.08.2025
                                   व्यवस्थापक / अध्यक्ष (sd)
""")
u("backlog/2026-05/ऊस बिल दत्तात्रय जाधव 2025-26.jpg", "document_photo", "Gurukrupa Sahakari Sakhar Karkhana Ltd., Degloor", "2026-05-12", ["C02"], [], """
गुरुकृपा सहकारी साखर कारखाना लि., देगलूर        गळीत हंगाम 2025-26
ऊस उत्पादक सभासद: दत्तात्रय कोंडिबा जाधव, मु. हनेगाव     सभासद क्र. 7719
एकूण ऊस पुरवठा: 312.400 मे. टन     FRP दर: Rs. 3,300 प्रति टन
एकूण रक्कम: Rs. 10,30,920     पहिला हप्ता अदा: Rs. 5,44,500
बाकी रक्कम: Rs. 4,86,420
                                   मुख्य लेखापाल (sd)
""")
u("backlog/2026-10/Dispute 91 Datta Jadhav final.docx", "typed_note_docx", L, "2026-10-20", ["C02"], [], """
BEFORE THE CO-OPERATIVE COURT, NANDED
Dispute under Section 91 of the Maharashtra Co-operative Societies Act, 1960
Dattatray Kondiba Jadhav, age 47, agriculturist, r/o Hanegaon, Tq. Degloor          ...Disputant
Versus
Gurukrupa Sahakari Sakhar Karkhana Ltd., Degloor, through its Managing Director     ...Opponent
1. The disputant, a member of the opponent, supplied 312.4 tonnes of sugarcane in the crushing season 2025-26.
2. At the FRP of Rs. 3,300 per tonne the price is Rs. 10,30,920; only Rs. 5,44,500 was paid. The balance of
Rs. 4,86,420 is unpaid though cane price must be paid within 14 days of delivery.
3. The disputant prays for Rs. 4,86,420 with interest at 15% p.a. from the 15th day of delivery, and costs.
Nanded, 20.10.2026                                    Adv. R. S. Pawar, for the disputant
""")
u("backlog/2025-08/7-12 Shelgaon gat 112 113.jpg", "document_photo", "Talathi, Sajja Shelgaon", "2025-07-28", ["C03"], [], """
गाव नमुना सात (७/१२)   मौजे शेलगाव   ता. देगलूर   जि. नांदेड
गट क्र. 112   क्षेत्र 2 हे. 60 आर   गट क्र. 113   क्षेत्र 1 हे. 60 आर   एकूण 4 हे. 20 आर
भोगवटादार वर्ग-2 (महार वतन, पुनर्प्रदान)
कब्जेदार: लक्ष्मण मारोती गायकवाड  (फेरफार क्र. 1432)
इतर हक्क: --
                                  तलाठी सजा शेलगाव (sd)
""")
u("backlog/2025-06/SDO Degloor order ferfar 1432.pdf", "document_scan", "Sub-Divisional Officer, Degloor", "2025-06-17", ["C03"], [], """
IN THE COURT OF THE SUB-DIVISIONAL OFFICER, DEGLOOR
RTS Appeal No. 22 of 2024     Shankar Maroti Gaikwad vs Laxman Maroti Gaikwad & Ors.
Appeal u/s 247 of the Maharashtra Land Revenue Code, 1966 against mutation entry (ferfar) No. 1432, Mauje Shelgaon
ORDER
Ferfar No. 1432 records Gat Nos. 112 and 113 in the name of Laxman alone on the basis of a 'vatni patra' said to be
of 1998 which is unregistered and not signed by the appellant or by the sister Kusum. The land is regranted watan land
of late Maroti Gaikwad and the heirs are co-owners. The question of partition is for the civil court. Ferfar No. 1432
is set aside and the matter is remanded to the Tahsildar, Degloor, to record the names of all heirs.
Degloor, 17.06.2025                                 Sub-Divisional Officer, Degloor
""")
u("backlog/2026-08/cheque return memo Wadje.pdf", "document_scan", "Bank of Maharashtra, Shivaji Nagar Branch, Nanded", "2026-07-24", ["C04"], [], """
BANK OF MAHARASHTRA   Branch: Shivaji Nagar, Nanded
CHEQUE RETURN MEMO                                   Date: 24.07.2026
Cheque No. 381905 dated 20.07.2026 for Rs. 7,35,000/- drawn by Sandeep Ramrao Wadje on A/c No. 6012xxxxxxx,
presented by Al-Noor Cotton Ginning & Pressing - RETURNED UNPAID.
Reason: FUNDS INSUFFICIENT
                                                   Branch Manager
""")
u("backlog/2026-08/notice 138 Wadje Al-Noor.docx", "typed_note_docx", L, "2026-08-05", ["C04"], [], """
R. S. PAWAR, Advocate, Chamber 37, Vakil Sangh, Nanded
RPAD                                                    Date: 05.08.2026
To, Shri Sandeep Ramrao Wadje, r/o Taroda (Bk.), Nanded
Sub: Notice u/s 138 of the Negotiable Instruments Act, 1881
Under instructions from my client Al-Noor Cotton Ginning & Pressing, Ardhapur Road, through its proprietor Mohd.
Ishaq Qureshi: you bought 118 bales of cotton lint and towards the balance gave cheque No. 381905 dated 20.07.2026 for
Rs. 7,35,000 on Bank of Maharashtra, Shivaji Nagar, returned 'funds insufficient' on 24.07.2026. Pay Rs. 7,35,000
within 15 days of receipt of this notice, failing which my client shall file a complaint.
                                                         Advocate
""")
u("backlog/2026-02/PM report Jaswinder Singh GMC.pdf", "document_scan", "Dr. Shankarrao Chavan Government Medical College, Nanded", "2026-02-04", ["C05"], [], """
DR. SHANKARRAO CHAVAN GOVERNMENT MEDICAL COLLEGE & HOSPITAL, NANDED - DEPARTMENT OF FORENSIC MEDICINE
POST MORTEM REPORT No. 311/2026                      Date: 04.02.2026
Name: Jaswinder Singh s/o Baldev Singh Sandhu, age 36, r/o Gurudwara Langar Sahib road, Nanded.
Brought by HC Pathan, PS Sonkhed. History: motorcycle hit by truck MH-26-BE-xxxx on Nanded-Latur road near Sonkhed
on 03.02.2026 at about 7.30 PM.
Cause of death: haemorrhagic shock due to crush injury of chest and abdomen.
""")
u("backlog/2026-03/IMG_20260311_120512.jpg", "document_photo", "RTO Nanded", "2026-03-11", ["C05"], [], """
DRIVING LICENCE - MAHARASHTRA
DL No. MH26 2018 00xxxxx   Name: RAMESH GANPAT KENDRE   S/D/W of: Ganpat
Valid (NT): 09.05.2018 to 08.05.2038    COV: MCWG, LMV
Issued by: RTO Nanded
(no endorsement for TRANS / HGV)
""")
u("backlog/2026-03/FIR 96 Nanded Gramin Kakandi.pdf", "document_scan", "Police Station Nanded Gramin", "2026-03-27", ["C06"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)
District: Nanded   P.S.: Nanded Gramin   Crime No. 0096/2026   Date: 27.03.2026
Acts & Sections: BNS 103(1), 352
Informant: Sunita Ramdas Ghuge, age 32, r/o Kakandi.
Information: Today at about 9 PM my husband Ramdas had a quarrel with Balaji @ Bala Shinde near the Hanuman temple
over money for the tractor. Bala abused him and stabbed him in the stomach and ran away. I heard shouts and went there;
Ramdas was lying in blood. We took him to the Government hospital where he was declared dead.
                                                   API Sandeep Mundhe, PS Nanded Gramin
""")
u("backlog/2026-10/ZP recovery order Waghmare.pdf", "document_scan", "Education Officer (Primary), Zilla Parishad, Nanded", "2026-10-08", ["C08"], [], """
ZILLA PARISHAD, NANDED - OFFICE OF THE EDUCATION OFFICER (PRIMARY)
No. ZPN/Shikshan/Vetan/2026/4471                                    Date: 08.10.2026
ORDER
Smt. Sunanda Baburao Waghmare, Assistant Teacher, ZP Primary School, Kharbala, Tq. Naigaon, was granted the senior
pay scale from 2012 wrongly. On verification by the pay verification unit, the excess payment is Rs. 2,84,600. The
said amount shall be recovered from her salary in monthly instalments of Rs. 7,000 from October 2026.
                                                   Education Officer (Primary), ZP Nanded
""")

# ---------------- C01 MPID special case
u("backlog/2026-12/तारीख रजिस्टर 15.12.2026.jpg", "handwritten_note_photo", K, "2026-12-15", ["C01", "C06"], ["C01-H01", "C06-H01"], """
दि. १५.१२.२०२६ (मंगळवार)
१) MPID स्पे. केस ३/२६ - पतसंस्था देगलूर - ठेवीदार संघर्ष समितीचा हस्तक्षेप अर्ज Exh. ३८ दिला.
   स्पे. पी.पी. खंडारे साहेबांचे म्हणणे मागवले. पुढील तारीख १९.०१.२०२७
२) सेशन्स केस ७८/२६ बाला शिंदे - काल (१४.१२) चार्ज झाला, आरोपीने गुन्हा नाकबूल केला. पुढील तारीख १८.०१.२०२७
- मारुती
""")
u("backlog/2027-01/MPID 3-2026 notes 19 jan.docx", "typed_note_docx", L, "2027-01-19", ["C01"], ["C01-H02"], """
19.01.2027 - MPID Spl. Case 3/2026 (State v. Mandlik & ors.) - Kulthe saheb, Spl. Judge
Intervention application Exh. 38 ALLOWED. Khandare Spl. PP did not oppose.
Kulthe saheb first asked: "Competent Authority cha report kuthe aahe? and give me the list of depositors with amounts."
Order: Competent Authority (Deputy Collector, Nanded) to file report of the attached properties.
Rafiq bhai was present with 20-25 theviddar. Told them - paisa lagech milnar nahi, process aahe.
Pudhil tarikh 09.03.2027.
""")
u("backlog/2027-03/IMG_20270309_165530.jpg", "handwritten_note_photo", L, "2027-03-09", ["C01"], ["C01-H03"], """
9/3/27  MPID - Kulthe saheb
CA report nahi aala. Khandare (Spl PP) - "report awaited from Dy. Collector", time magitla. Granted.
A1 Mandlik cha bail arj - amhi ani Spl PP doghanni oppose kela. Order reserved on bail.
Judge again: depositors list with amounts pahije - Rafiq bhai la sangitla.
ND 20/4/27
""")
u("backlog/2027-04/MPID-3-2026 order 20.04.2027.pdf", "certified_order_sheet_scan", "Special Court (MPID Act), Nanded", "2027-04-21", ["C01"], ["C01-H04"], """
IN THE COURT OF THE SPECIAL JUDGE UNDER THE MPID ACT, NANDED
MPID Special Case No. 3 of 2026
State of Maharashtra vs Vijay Gangadhar Mandlik & Ors.
20.04.2027
Spl. P.P. Shri Khandare for the State. Adv. Pawar for the intervenor depositors. Accd. present (from jail). Adv.
Lohiya for accused.
Report of the Competent Authority filed at Exh. 54. It shows 14 properties of the accused and their relatives valued
at Rs. 3,86,00,000/- as against deposits of Rs. 6,42,00,000/- due to 1,870 depositors. Copy to all.
Say of the accused on making the attachment absolute. Adjd. to 15.06.2027.
                                                       Special Judge, Nanded
""")
u("backlog/2027-06/MPID 15.6 attachment absolute.txt", "typed_note_txt", L, "2027-06-15", ["C01"], ["C01-H05"], """
15.06.2027 MPID 3/2026 Kulthe saheb
Attachment made ABSOLUTE for 11 properties out of 14 (order u/s 7).
Remaining 3 (2 plots at Biloli + petrol pump land) - objection Exh. 71 by Sudhakar Hingole, Mandlik cha mehuna
(brother-in-law), says he bought them in 2021 from his own money.
Kulthe saheb: Competent Authority to start sale of the 11 after 30 days.
Rafiq bhai: "vakil saheb, 11 to mil gaye na? kya bolre, kab milenge paise?" - told him after sale, distribution by CA.
Pudhil tarikh 07.09.2027 - say to Exh. 71.
""")
u("backlog/2027-09/MPID say Exh71 07.09.2027.pdf", "certified_order_sheet_scan", "Special Court (MPID Act), Nanded", "2027-09-08", ["C01"], ["C01-H06"], """
IN THE COURT OF THE SPECIAL JUDGE UNDER THE MPID ACT, NANDED
MPID Special Case No. 3 of 2026
07.09.2027
Spl. P.P. absent; Asst. P.P. holding for him seeks time for say to the objection Exh. 71. Adv. Pawar for the
intervenors files say to Exh. 71 opposing the objection. Objector Sudhakar Hingole present with Adv. Kasliwal.
Objector to lead evidence. Time granted to the State for the last time.
Stands adjourned to 14.12.2027 for say of the State and evidence of the objector.
                                                       Special Judge, Nanded
""")

# ---------------- C02 sugarcane FRP dispute (Co-operative Court)
u("backlog/2027-01/WhatsApp Chat with Snehal Jadhav Adv.txt", "whatsapp_export", J, "2027-01-25", ["C02", "C04", "C03"], ["C02-H01", "C04-H01", "C02-H02", "C03-H02", "C04-H02"], """
17/12/26, 1:05 pm - Snehal Jadhav Adv: Sir Datta bhau dispute - notice served zhali, karkhana kadun koni nahi aala. Waghmare saheb mhanale last chance to opponent. Pudhil tarikh 21.01.2027
17/12/26, 1:07 pm - Rajendra Pawar Adv: ok. Datta bhau la sang.
21/12/26, 12:40 pm - Snehal Jadhav Adv: Sir Ishaq bhai cheque case - Wadje la summons served nahi. Fresh summons. ND 25/1/27
14/01/27, 3:30 pm - Snehal Jadhav Adv: Sir Degloor - Gaikwad partition madhe D1 te D3 cha WS aala. Tyancha mhanna 1998 madhe tondi vatni zhali (oral partition) ani Shankar la 1 acre dila hota. D4 Kusum tai ne plaintiff la support kela - WS madhe mhanale vatni zhalich nahi. ND 18.2.27
21/01/27, 12:15 pm - Snehal Jadhav Adv: Sir karkhana case - Bhosikar sir aale, WS sathi vel magitla. Granted. ND 25.2.27
25/01/27, 1:20 pm - Snehal Jadhav Adv: Sir Wadje absent parat. Siddiqui saheb ni BW kadhla Rs. 5,000. ND 8/3/27
25/01/27, 1:22 pm - Rajendra Pawar Adv: 👍 Ishaq bhai la kalav
""")
u("backlog/2027-02/Co-op court Datta WS 25.2.27.docx", "typed_note_docx", L, "2027-02-25", ["C02"], ["C02-H03"], """
25.02.2027 - Dispute 48/2026 Dattatray Jadhav v. Gurukrupa SSK - Co-op Court, Waghmare saheb
Karkhana's WS filed (Bhosikar):
 - says cane supplied was only 298.6 tonnes, not 312.4 (disputes 4 weighbridge slips);
 - dues delayed because sugar price fell and MSC Bank loan not released; "will pay when funds available";
 - denies interest at 15%.
Issues framed (5). Our evidence next. Datta bhau has all the weighbridge slips (vajan kata pavti) - 31 slips - get originals.
Pudhil tarikh 08.04.2027.
""")
u("backlog/2027-04/IMG-20270408-WA0007.jpg", "handwritten_note_photo", L, "2027-04-08", ["C02", "C05"], ["C02-H04"], """
8/4/27  Co-op Court
Datta bhau - affidavit of evidence Exh. 21 dila. Bhosikar cha cross suru - half zhala.
  Q: "312 ton kasa? kata chukicha asel" - Datta bhau: "karkhanyachach kata aahe saheb".
  ND 17/6/27
(MACT Harpreet - 6/4 la issues zhale, PW1 affidavit Exh. 32 - see Snehal msg)
""")
u("backlog/2027-06/Datta Jadhav 17.06.2027.docx", "typed_note_docx", L, "2027-06-17", ["C02"], ["C02-H05"], """
17.06.2027 - Datta bhau FRP dispute - Co-op Court
Bhosikar completed cross. Weighbridge slips exhibited Exh. 24 to 31 (8 slips, karkhana's own kata).
Waghmare saheb asked the karkhana: "FRP is statutory. Deposit at least half of the claim." Bhosikar to take
instructions from the MD.
Karkhana's evidence next. Pudhil tarikh 19.08.2027.
""")
u("backlog/2027-08/Dispute 48-2026 roznama 19.08.2027.pdf", "certified_order_sheet_scan", "Co-operative Court, Nanded", "2027-08-20", ["C02"], ["C02-H06"], """
CO-OPERATIVE COURT, NANDED
Dispute No. 48 of 2026          Dattatray K. Jadhav  vs  Gurukrupa S.S.K. Ltd., Degloor
ROZNAMA   19.08.2027
Disputant with Adv. Pawar present. Adv. Bhosikar for opponent present. Opponent's witness absent.
Opponent has deposited Rs. 2,43,210/- (half of the claim) by DD; disputant at liberty to withdraw on furnishing
surety. Adjournment granted subject to costs of Rs. 500/- payable to the disputant.
Adjd. to 07.10.2027 for opponent's evidence.
                                                           Judge, Co-operative Court, Nanded
""")
u("backlog/2027-10/karkhana CDO cross 7 oct.txt", "typed_note_txt", L, "2027-10-07", ["C02"], ["C02-H07"], """
07.10.2027 - Datta bhau v. Gurukrupa SSK - Co-op Court
OW1 Kishan Bodke, Cane Development Officer - affidavit. Our cross:
 - admitted the 8 slips Exh. 24-31 are from karkhana's own weighbridge;
 - admitted karkhana's ledger shows 312.400 MT for member no. 7719 (!);
 - 298.6 figure "from field slip" - no document.
Opponent's evidence closed. Arguments on 13.01.2028.
Datta bhau khush - "vakil saheb, aata tari paise miltil ka?" Told him withdraw the Rs. 2,43,210 deposit - surety application to file.
""")

# ---------------- C03 watan partition (CJJD Degloor)
u("backlog/2026-12/Degloor 10.12.26.txt", "typed_note_txt", J, "2026-12-10", ["C03"], ["C03-H01"], """
Degloor CJJD - Sonawane madam - 10.12.2026
RCS 287/2025 Gaikwad partition: D1-D3 cha WS nahi. Muneshwar sir ne vel magitla (WS sathi). Madam ni dila pan
"next date la WS nahi tar no WS order" mhanale.
Pudhil tarikh 14.01.2027.
- Snehal
""")
u("backlog/2027-02/issues Gaikwad 18.2.jpg", "handwritten_note_photo", L, "2027-02-18", ["C03"], ["C03-H03"], """
18/2/27  Degloor - Sonawane madam
Gaikwad partition - ISSUES framed (6):
 1 joint family watan prop? 2 oral partition 1998 proved by D? 3 pl. entitled to 1/4 share?
 4 ferfar 1432 binding? 5 suit barred? 6 relief?
Our evidence. PW1 Shankar + PW2 Dhondiba Kamble (gav che junne manus).
ND 25/3/27
""")
u("backlog/2027-03/RCS 287-2025 order 25.03.2027.pdf", "certified_order_sheet_scan", "Civil Judge Junior Division, Degloor", "2027-03-26", ["C03"], ["C03-H04"], """
IN THE COURT OF CIVIL JUDGE JUNIOR DIVISION, DEGLOOR
R.C.S. No. 287 of 2025       Shankar Maroti Gaikwad  vs  Laxman Maroti Gaikwad & Ors.
25.03.2027
Plaintiff with Adv. Pawar present. Affidavit in lieu of examination-in-chief of PW1 filed at Exh. 42.
Adv. Muneshwar for D1 to D3 absent; application Exh. 43 that he is busy before the District Court, Nanded. Allowed
subject to costs of Rs. 500/- to the plaintiff. No further adjournment for cross.
Adjd. to 29.04.2027 for cross of PW1.
                                                     Civil Judge J.D., Degloor
""")
u("backlog/2027-04/Gaikwad PW1 cross 29.4.27.docx", "typed_note_docx", L, "2027-04-29", ["C03"], ["C03-H05"], """
29.04.2027 Gaikwad partition - Degloor
PW1 Shankar cross by Muneshwar (1.5 hrs). Costs Rs. 500 paid first.
 - Shankar admitted he lives at Nanded since 2003 but said "sheti sathi dar mahinyala yeto".
 - denied any vatni in 1998; said "kagad var sahi mazi nahi".
Documents: 7/12 of gat 112, 113 (Exh. 45, 46), ferfar 1432 (Exh. 47), SDO Degloor order in RTS Appeal 22/2024
setting aside ferfar 1432 (Exh. 48).
Pudhil tarikh 08.07.2027 (vacation in between).
""")
u("backlog/2027-07/तारीख रजिस्टर जुलै.jpg", "handwritten_note_photo", K, "2027-07-12", ["C03", "C06"], ["C03-H06", "C06-H06"], """
दि. ०८.०७.२०२७ - देगलूर - गायकवाड वाटणी दावा
PW2 धोंडिबा कांबळे (वय ७८) यांची साक्ष झाली, उलटतपासणी पण झाली. वादीचा पुरावा बंद.
पुढील तारीख ०९.०९.२०२७ - प्रतिवादी पुरावा

दि. १२.०७.२०२७ - सेशन्स कोर्ट - बाला शिंदे
तपास अधिकारी API मुंढे हजर. साक्ष व उलटतपासणी झाली. सरकारी पुरावा बंद.
पुढील तारीख १३.०९.२०२७
- मारुती
""")
u("backlog/2027-07/Degloor PW2 Dhondiba 8.7.txt", "typed_note_txt", L, "2027-07-08", ["C03"], ["C03-H06"], """
08.07.2027 Degloor - Gaikwad partition
PW2 Dhondiba Kamble, 78, Shelgaon, examined. Said: "Maroti Gaikwad cha watan hota, tyache char poran - Laxman,
Shankar, Vitthal ani Kusum. Vatni kadhi zhali nahi, me gavat panch aahe, mala mahit aste."
Muneshwar cross: suggested he is Shankar's relative - denied. Stood firm.
PE closed. ND 09.09.2027 for DE.
""")
u("backlog/2027-09/WhatsApp Chat with Snehal Jadhav Adv (2).txt", "whatsapp_export", J, "2027-09-13", ["C03", "C06"], ["C03-H07", "C06-H07"], """
09/09/27, 2:10 pm - Snehal Jadhav Adv: Sir Degloor Gaikwad - D1 Laxman absent, Muneshwar sir mhanale tabyet bari nahi. Madam ni Rs. 1,000 costs lavli ani last chance dila. Pudhil tarikh 18.11.2027
09/09/27, 2:12 pm - Rajendra Pawar Adv: Muneshwar parat. He teesryanda. Note kar.
13/09/27, 1:45 pm - Snehal Jadhav Adv: Sir Bala Shinde - 313 statement zhala aaj. Tyane sagla nakarla, "khota gunha". Defence witness nahi. ND 15.11.2027 arguments
13/09/27, 1:46 pm - Rajendra Pawar Adv: ok, written arguments tayar kar, Sunita chya omissions var focus.
""")
u("backlog/2027-11/Gaikwad DW1 Laxman 18.11.2027.docx", "typed_note_docx", L, "2027-11-18", ["C03"], ["C03-H08"], """
18.11.2027 - RCS 287/2025 Gaikwad partition - Degloor, Sonawane madam
Costs Rs. 1,000 paid. DW1 Laxman Gaikwad - affidavit in lieu of chief Exh. 61 filed.
Our cross (part):
 - admitted the 'vatni patra' of 1998 is unregistered and has no signature of Kusum;
 - admitted Shankar's name was in the 7/12 till ferfar 1432;
 - said Shankar "got 1 acre" - could not say which gat.
Cross to continue. Pudhil tarikh 16.12.2027.
""")

# ---------------- C04 Ishaq bhai cheque case (4th JMFC Nanded)
u("backlog/2027-03/WhatsApp Chat with Ishaq Bhai Al-Noor.txt", "whatsapp_export", "Mohd. Ishaq Qureshi (client)", "2027-03-08", ["C04"], ["C04-H03"], """
25/01/27, 6:40 pm - Rajendra Pawar Adv: Ishaq bhai, Wadje aaj bhi nahi aaya. Court ne warrant nikala. Agli tarikh 8 March.
25/01/27, 6:52 pm - Ishaq Bhai Al-Noor: Vakil saheb kya bolre, warrant se bhi nakko aaya to? Mere 118 gathhe ka paisa 7 lakh 35 hazar atka hua hai
25/01/27, 6:55 pm - Rajendra Pawar Adv: Aayega bhai. Warrant hai ab.
08/03/27, 2:05 pm - Rajendra Pawar Adv: Ishaq bhai - Wadje aaj hazir hua. Warrant cancel, jamin diya. Plea liya - usne guilty nahi bola. Bolta cheque security ke liye diya tha, maal poora nahi mila.
08/03/27, 2:09 pm - Ishaq Bhai Al-Noor: Jhoot bolra saheb! Poora maal gaya, 118 gathhe, gate pass hai mere paas
08/03/27, 2:10 pm - Rajendra Pawar Adv: Hau, gate pass aur bill leke aao. Agli tarikh 12 April - aapka affidavit.
08/03/27, 2:11 pm - Ishaq Bhai Al-Noor: Hau saheb 🙏
""")
u("backlog/2027-04/SCC 1562-2026 order 12.04.2027.pdf", "certified_order_sheet_scan", "4th Judicial Magistrate First Class, Nanded", "2027-04-13", ["C04"], ["C04-H04"], """
IN THE COURT OF THE 4TH JUDICIAL MAGISTRATE FIRST CLASS, NANDED
S.C.C. No. 1562 of 2026      Al-Noor Cotton Ginning & Pressing  vs  Sandeep Ramrao Wadje
12.04.2027
Complainant's proprietor with Adv. Pawar present. Accd. present with Adv. Khaja Moinuddin.
Affidavit of evidence of the complainant u/s 145 of the N.I. Act filed at Exh. 18 with documents Exh. 19 to 24.
Application Exh. 25 of the accused u/s 145(2) to cross-examine the complainant. Say of complainant: no objection.
Application allowed. Adjd. to 21.06.2027 for cross of CW1.
                                                      4th J.M.F.C., Nanded
""")
u("backlog/2027-06/Ishaq cross 21 june.docx", "typed_note_docx", L, "2027-06-21", ["C04"], ["C04-H05"], """
21.06.2027 - SCC 1562/2026 Al-Noor v. Wadje - Siddiqui saheb, 4th JMFC
CW1 Mohd. Ishaq Qureshi cross by Khaja Moinuddin (complete):
 - suggested cheque was blank signed security for a future deal - denied;
 - gate passes for 118 bales shown (Exh. 22) - Moinuddin could not shake.
 - admitted no written agreement of sale.
Bank officer to be summoned to prove the return memo and the account (Moinuddin insists). Summons to Bank of
Maharashtra, Shivaji Nagar branch. Pudhil tarikh 04.10.2027.
""")
u("backlog/2027-10/20271004_141102.jpg", "handwritten_note_photo", L, "2027-10-04", ["C04"], ["C04-H06"], """
4/10/27  4th JMFC - Siddiqui saheb
Ishaq bhai cheque - CW2 Smt. Anjali Kale, Asst. Manager, BoM Shivaji Nagar examined.
Proved return memo 'funds insufficient' + a/c balance on 24.7.26 was Rs. 12,310 only.
Moinuddin - no real cross. CE closed.
ND 22/11/27 - 351 BNSS statement of accused
""")
u("backlog/2027-11/WhatsApp Chat with Snehal Jadhav Adv (3).txt", "whatsapp_export", J, "2027-11-22", ["C04", "C05"], ["C05-H07", "C04-H07"], """
09/11/27, 12:50 pm - Snehal Jadhav Adv: Sir MACT Harpreet Kaur - insurance cha investigator aala nahi. Tamshetwar sir ni parat vel magitla. Jagtap saheb ni "last chance" dila. ND 14.12.2027
09/11/27, 12:52 pm - Snehal Jadhav Adv: Jagtap saheb ni parat vicharla - "insurance company cha offer vadhavnar ka?" Tamshetwar mhanale instructions gheto.
09/11/27, 12:55 pm - Rajendra Pawar Adv: ok. Kulwant la sang.
22/11/27, 1:10 pm - Snehal Jadhav Adv: Sir Wadje parat absent. Moinuddin sir ni exemption arj dila - medical. Siddiqui saheb ni allow kela. 351 statement nahi zhala. ND 14/12/27
22/11/27, 1:12 pm - Rajendra Pawar Adv: Doosryanda gairhajar. Pudhchya velela NBW magu.
""")

# ---------------- C05 Harpreet Kaur MACT
u("backlog/2027-01/MACT Harpreet 12.1.27.txt", "typed_note_txt", J, "2027-01-12", ["C05"], ["C05-H01"], """
MACT Nanded - Jagtap saheb - 12.01.2027
MACP 211/2026 Harpreet Kaur v. Kendre & anr.
New India Assurance - Tamshetwar sir appeared. R1 Ganpat Kendre (truck owner) absent though served.
Pudhil tarikh 23.02.2027 for WS.
- Snehal
""")
u("backlog/2027-02/MACP 211-2026 order 23.02.2027.pdf", "certified_order_sheet_scan", "Motor Accident Claims Tribunal, Nanded", "2027-02-24", ["C05"], ["C05-H02"], """
BEFORE THE MOTOR ACCIDENT CLAIMS TRIBUNAL, NANDED
M.A.C.P. No. 211 of 2026    Harpreet Kaur Jaswinder Singh Sandhu & Ors.  vs  Ganpat Shivaji Kendre & Anr.
23.02.2027
Claimants with Adv. Pawar. Adv. Tamshetwar for respondent No. 2 (insurer).
Written statement of R2 filed at Exh. 27. R2 pleads that the driver Ramesh Kendre held a licence for LMV only and
not for a heavy goods vehicle, in breach of the policy.
R1 served but absent; matter to proceed ex parte against R1.
Adjd. to 06.04.2027 for issues.
                                                          Member, M.A.C.T., Nanded
""")
u("backlog/2027-06/WhatsApp Chat with Kulwant Singh Veerji.txt", "whatsapp_export", "Kulwant Singh (client's brother-in-law)", "2027-06-22", ["C05"], ["C05-H03", "C05-H04"], """
06/04/27, 3:15 pm - Rajendra Pawar Adv: Kulwant ji, aaj issues frame hue. Bhabhi ji ka affidavit Exh. 32 file kiya. Agli tarikh 22 June - cross hoga, unko aana hai.
06/04/27, 3:30 pm - Kulwant Singh Veerji: ਠੀਕ ਹੈ ਵਕੀਲ ਸਾਹਿਬ। ਭਾਬੀ ਜੀ ਆ ਜਾਣਗੇ। Gurudware ton seedha aa jawange
22/06/27, 2:40 pm - Kulwant Singh Veerji: Vakil saab, Tamshetwar ne bahut sawal puchhe bhabhi ji nu. Oh kehnde 32,000 mahina income jhooth hai
22/06/27, 2:45 pm - Rajendra Pawar Adv: Haan, income proof ke liye ITR aur Sandhu Road Lines ki bank statement chahiye. PW1 cross poora hua. Agli tarikh 10 August - eyewitness Gurpreet ko lana.
22/06/27, 2:47 pm - Kulwant Singh Veerji: ਗੁਰਪ੍ਰੀਤ ਨੂੰ ਲੈ ਆਵਾਂਗੇ ਜੀ। Waheguru mehar karange 🙏
""")
u("backlog/2027-08/MACT PW2 Gurpreet 10.8.2027.docx", "typed_note_docx", L, "2027-08-10", ["C05"], ["C05-H05"], """
10.08.2027 - MACP 211/2026 Harpreet Kaur - Jagtap saheb
PW2 Gurpreet Singh s/o Mohan Singh (eyewitness, was riding behind on his own motorcycle) examined:
 truck MH-26-BE came from Latur side on the wrong side at high speed near Sonkhed phata and hit Jaswinder.
Tamshetwar cross: suggested Jaswinder was overtaking - denied. Distance 30 ft.
Claimants' evidence closed. Insurer to lead evidence.
Pudhil tarikh 28.09.2027.
""")
u("backlog/2027-09/IMG_20270928_171845.HEIC", "handwritten_note_photo", L, "2027-09-30", ["C05", "C07"], ["C05-H06", "C07-H06"], """
28/9/27 MACT - Jagtap saheb
Harpreet Kaur - Jagtap saheb asked insurer: "offer kiti?" Tamshetwar: Rs. 18,50,000.
Claim 48 lakh. Kulwant + bhabhi ji refused (not even half). Insurer wants time to examine their investigator
Pankaj Deshmukh (licence verification). Time given. ND 9/11/27

30/9/27 Family Ct - Pallavi - PW1 cross by Pande madam done. PE closed. ND 9/12/27 for R's evidence
""")

# ---------------- C06 Bala Shinde murder trial (ASJ-1)
u("backlog/2026-12/SC 78-2026 charge 14.12.2026.pdf", "certified_order_sheet_scan", "Additional Sessions Judge-1, Nanded", "2026-12-15", ["C06"], ["C06-H01"], """
IN THE COURT OF THE ADDITIONAL SESSIONS JUDGE-1, NANDED
Sessions Case No. 78 of 2026      State of Maharashtra  vs  Balaji @ Bala Narayan Shinde
14.12.2026
Addl. P.P. Shri Sonkamble for the State. Accd. present (produced from District Prison, Nanded) with Adv. Pawar.
Charge framed u/s 103(1) of the BNS at Exh. 12, read over and explained in Marathi. Accused pleads not guilty and
claims to be tried. Prosecution to examine witnesses. Issue summons to PW1.
Adjd. to 18.01.2027.
                                                     Addl. Sessions Judge-1, Nanded
""")
u("backlog/2027-01/Bala Shinde PW1 chief 18.1.txt", "typed_note_txt", L, "2027-01-18", ["C06"], ["C06-H02"], """
18.01.2027 SC 78/2026 Bala Shinde - Deshpande saheb
PW1 Sunita Ghuge (informant, widow) - chief by APP Sonkamble. Now says she SAW Bala stab Ramdas with a knife (chaku)
near Hanuman mandir. In FIR: "I heard shouts and went there" - she did not see!
Cross deferred at our request - need certified copy of FIR and her 180 statement. Pudhil tarikh 15.02.2027.
Narayan kaka (Bala's father) came - told him bail after PW1's cross maybe.
""")
u("backlog/2027-02/SC78 PW1 cross 15 feb.docx", "typed_note_docx", L, "2027-02-15", ["C06"], ["C06-H03"], """
15.02.2027 - SC 78/2026 State v. Bala Shinde - PW1 cross
PW1 Sunita Ghuge, cross by me (2 hrs):
 - admitted she was at the well, about 200 ft from the Hanuman mandir, when she heard shouts;
 - admitted the word 'chaku' / knife is not in her FIR; "police ni lihila nahi" - OMISSION brought on record;
 - admitted street light near the mandir was off that night;
 - admitted Ramdas owed money to many people for the tractor.
Good cross. Pudhil tarikh 22.03.2027 - panch + doctor.
""")
u("backlog/2027-03/Bala PW2 PW3 22.3.27.txt", "typed_note_txt", L, "2027-03-22", ["C06"], ["C06-H04"], """
22.03.2027 Bala Shinde - Deshpande saheb
PW2 Sakharam Wagh, panch to the recovery of the knife - HOSTILE. Said police took his signature at the police station.
APP cross-examined him with leave.
PW3 Dr. Rahul Ingole, GMC Nanded (PM doctor): 3 stab injuries on abdomen; death by haemorrhagic shock. Our cross:
injuries possible in a scuffle with more than one person - "possible".
ND 26.04.2027 - IO.
""")
u("backlog/2027-04/SC 78-2026 roznama 26.04.2027.pdf", "certified_order_sheet_scan", "Additional Sessions Judge-1, Nanded", "2027-04-27", ["C06"], ["C06-H05"], """
IN THE COURT OF THE ADDITIONAL SESSIONS JUDGE-1, NANDED
Sessions Case No. 78 of 2026
26.04.2027
Addl. P.P. present. Accd. present (from jail) with Adv. Pawar.
PW4 investigating officer API Sandeep Mundhe absent despite service; no report. Issue bailable warrant of
Rs. 5,000/- against the investigating officer. Copy to S.P., Nanded.
Stands adjourned to 12.07.2027 for evidence of the I.O.
                                                     Addl. Sessions Judge-1, Nanded
""")
u("backlog/2027-07/Bala IO Mundhe cross 12.7.docx", "typed_note_docx", L, "2027-07-12", ["C06"], ["C06-H06"], """
12.07.2027 - SC 78/2026 - PW4 API Sandeep Mundhe (IO)
Chief by Sonkamble APP. Our cross:
 - admitted PW1 did not tell him she saw the stabbing; her statement recorded on 28.03.2026 says "heard shouts";
 - admitted the knife was not sent for fingerprints;
 - admitted no blood on Bala's clothes in the CA report.
Prosecution evidence closed. Pudhil tarikh 13.09.2027 for 313.
""")
u("backlog/2027-11/Bala Shinde args 15.11.2027.txt", "typed_note_txt", L, "2027-11-15", ["C06"], ["C06-H08"], """
15.11.2027 - Bala Shinde murder trial - Deshpande saheb
Sonkamble APP argued 40 min: relies on PW1 + recovery of knife + PW3 medical.
Our reply started - omission of 'chaku' in FIR, PW1 at the well 200 ft away, panch hostile, no blood on clothes.
Deshpande saheb: "Defence arguments complete kara pudhil tarkhela, then judgment."
Pudhil tarikh 14.12.2027 - defence final arguments. Written notes + 4 judgments to file.
""")

# ---------------- C07 Pallavi divorce (Family Court)
u("backlog/2027-02/Pallavi counsellor report 11.2.txt", "typed_note_txt", J, "2027-02-11", ["C07"], ["C07-H02"], """
11.02.2027 Family Court - Pallavi Kadam
Counsellor report aala - reconciliation failed. Pande madam ni s. 24 arjala say dila: Sachin chi salary
Rs. 22,000 fakt aahe mhanale (MIDC company).
Bhosale madam: arguments on s. 24 next date. ND 18.03.2027
- Snehal
""")
u("backlog/2027-03/A-143-2026 s24 order 18.03.2027.pdf", "certified_order_sheet_scan", "Family Court, Nanded", "2027-03-19", ["C07"], ["C07-H03"], """
IN THE FAMILY COURT AT NANDED
Petition No. A-143 of 2026       Pallavi Sachin Kadam  vs  Sachin Dnyanoba Kadam
ORDER BELOW EXH. 14 (application u/s 24 HMA)   18.03.2027
The respondent works at an MIDC unit and his salary slips show Rs. 31,500 per month. The petitioner has no income.
The respondent shall pay interim maintenance of Rs. 8,000/- per month from the date of the application and
Rs. 10,000/- towards litigation expenses within one month.
Adjd. to 10.06.2027 for issues.
                                                      Principal Judge, Family Court, Nanded
""")
u("backlog/2027-06/Pallavi 10 June.docx", "typed_note_docx", L, "2027-06-10", ["C07"], ["C07-H04"], """
10.06.2027 - Pallavi v. Sachin Kadam - Family Court, Bhosale madam
Arrears of interim maintenance NOT paid - Rs. 24,000 due (April, May, June) + litigation Rs. 10,000 also not paid.
Bhosale madam: "arrears first". Sachin gave undertaking to pay all arrears before next date, else no hearing to him.
Issues framed. Pudhil tarikh 05.08.2027 - PW1 evidence.
""")
u("backlog/2027-08/तारीख रजिस्टर ऑगस्ट.jpg", "handwritten_note_photo", K, "2027-08-10", ["C07", "C05"], ["C07-H05", "C05-H05"], """
दि. ०५.०८.२०२७ - फॅमिली कोर्ट - पल्लवी कदम
पल्लवीचे सरतपासणी प्रतिज्ञापत्र दिले. पांडे मॅडमनी उलटतपासणीसाठी वेळ मागितला.
थकबाकी रु. ३४,००० सचिनने आज डीडीने भरली.
पुढील तारीख ३०.०९.२०२७

दि. १०.०८.२०२७ - MACT - हरप्रीत कौर - PW2 गुरप्रीत सिंग साक्ष झाली. पुढील तारीख २८.०९.२०२७
- मारुती
""")
u("backlog/2027-10/correction Pallavi ND.txt", "typed_note_txt", L, "2027-10-04", ["C07"], [], """
CORRECTION - Pallavi Kadam (Family Court)
30.09 chya note madhe ND 9/12/27 lihila - CHUK. Roznama pahila: sahi pudhil tarikh 16.12.2027 (Thursday) -
respondent's evidence (Sachin). Diary madhe pan badalla.
""")

# ---------------- C08 Waghmare bai writ (Aurangabad Bench)
u("backlog/2027-01/WP 8812 Aurangabad 20.1.docx", "typed_note_docx", L, "2027-01-20", ["C08"], ["C08-H01"], """
20.01.2027 - WP 8812/2026 Sunanda Waghmare v. State - Aurangabad Bench, DB (Bhalerao & Patankar JJ.), Court Hall 6
Notice before admission, returnable 03.03.2027. Interim: no further recovery from salary meanwhile.
Bhalerao J asked AGP Rathod: "did the teacher misrepresent anything to get the senior scale?" AGP to take
instructions. Class III employee, recovery after 14 years - Rafiq Masih squarely applies.
""")
u("backlog/2027-03/WP-8812-2026 order 03.03.2027.pdf", "certified_order_sheet_scan", "Bombay High Court, Bench at Aurangabad", "2027-03-04", ["C08"], ["C08-H02"], """
IN THE HIGH COURT OF JUDICATURE AT BOMBAY, BENCH AT AURANGABAD
WRIT PETITION NO. 8812 OF 2026
Sunanda Baburao Waghmare                                   ...Petitioner
Versus
The State of Maharashtra and others                        ...Respondents
Mr. R. S. Pawar, Advocate for the petitioner.  Mr. A. S. Rathod, AGP for respondent Nos. 1 and 2.
CORAM: NITIN K. BHALERAO AND VAISHALI S. PATANKAR, JJ.
DATE: 03.03.2027
1. Learned AGP seeks time to file affidavit-in-reply. Zilla Parishad to file reply through the Education Officer
(Primary) along with the service book of the petitioner. 2. Interim relief to continue. 3. Stand over to 21.04.2027.
""")
u("backlog/2027-04/Sunanda WP reply 21.04.txt", "typed_note_txt", L, "2027-04-21", ["C08"], ["C08-H03"], """
21.04.2027 WP 8812/2026 - Aurangabad
EO (Primary) ZP filed reply: senior scale given by the then BEO Naigaon "by oversight"; no allegation of any
misrepresentation by the teacher. Rs. 42,000 already recovered (Oct 2026 - Jan 2027, 6 instalments of 7,000).
Rejoinder in 2 weeks. S/O 14.07.2027.
""")
u("backlog/2027-07/IMG_20270714_133012.jpg", "handwritten_note_photo", L, "2027-07-14", ["C08"], ["C08-H04"], """
14/7/27  Aurangabad - DB Ct 6
Waghmare bai WP - Bhalerao J again: "any misrepresentation by the petitioner?" AGP: no.
Patankar J asked for the service book entry of 2012. Part heard.
S/O 18/8/27
""")
u("backlog/2027-08/WP-8812-2026 judgment 18.08.2027.pdf", "certified_order_sheet_scan", "Bombay High Court, Bench at Aurangabad", "2027-08-19", ["C08"], ["C08-H05"], """
IN THE HIGH COURT OF JUDICATURE AT BOMBAY, BENCH AT AURANGABAD
WRIT PETITION NO. 8812 OF 2026
CORAM: NITIN K. BHALERAO AND VAISHALI S. PATANKAR, JJ.
DATE: 18.08.2027
ORAL JUDGMENT: The petitioner, a Class III employee, was granted the senior pay scale in 2012 without any
misrepresentation on her part. Recovery after about fourteen years is impermissible (State of Punjab v. Rafiq Masih).
The order dated 08.10.2026 directing recovery of Rs. 2,84,600/- is quashed and set aside. The amount of Rs. 42,000/-
already recovered shall be refunded to the petitioner within eight weeks. Rule made absolute. No costs.
""")
u("backlog/2027-11/WhatsApp Chat with Sunanda Madam ZP.txt", "whatsapp_export", "Sunanda Waghmare (client)", "2027-11-29", ["C08"], ["C08-H05"], """
18/08/27, 4:10 pm - Rajendra Pawar Adv: Sunanda tai, petition manjur zhali! Recovery radd. Kapleli Rs. 42,000 8 athavdyat parat karaychi aahe.
18/08/27, 4:15 pm - Sunanda Madam ZP: Khup khup dhanyavad vakil saheb 🙏🙏
20/10/27, 11:02 am - Sunanda Madam ZP: Saheb 8 athavde sampale, ajun 42,000 parat nahi aale. EO office mhante file CEO kade aahe.
20/10/27, 11:20 am - Rajendra Pawar Adv: Certified copy CEO la dya. Mi notice pathavto.
29/11/27, 10:30 am - Sunanda Madam ZP: Saheb ajun paise nahi aale.
29/11/27, 10:41 am - Rajendra Pawar Adv: Contempt petition draft karto. Pudhchya athavdyat.
""")

# ---------------- pages about two matters, plans, cause lists
u("backlog/2027-06/तारीख रजिस्टर जून.jpg", "handwritten_note_photo", K, "2027-06-22", ["C01", "C05"], ["C01-H05", "C05-H04"], """
दि. १५.०६.२०२७ - MPID स्पे. केस - ११ मालमत्तांची जप्ती कायम (absolute). ३ मालमत्तांवर हरकत Exh. ७१.
पुढील तारीख ०७.०९.२०२७

दि. २२.०६.२०२७ - MACT - हरप्रीत कौर - PW1 ची उलटतपासणी झाली. पुढील तारीख १०.०८.२०२७
- मारुती
""")
u("backlog/2027-01/Scan_0119_Kadam_Bala.pdf", "handwritten_note_photo", K, "2027-01-21", ["C06", "C07", "C02"], ["C06-H02", "C07-H01", "C02-H02"], """
दि. ०७.०१.२०२७ फॅमिली कोर्ट - पल्लवी कदम - समुपदेशकाकडे पाठवले. पुढील तारीख ११.०२.२०२७
दि. १८.०१.२०२७ सेशन्स - बाला शिंदे - PW1 सुनीता घुगे सरतपासणी. उलटतपासणी पुढे. पुढील तारीख १५.०२.२०२७
दि. २१.०१.२०२७ सहकार न्यायालय - दत्ता जाधव - कारखान्याचे वकील हजर, लेखी जबाब साठी वेळ. पुढील तारीख २५.०२.२०२७
- मारुती
""")
u("backlog/2027-09/WhatsApp Image 2027-09-09 at 19.02.11.jpeg", "handwritten_note_photo", L, "2027-09-09", ["C03", "C01"], ["C03-H07", "C01-H06"], """
9/9/27
Degloor - Gaikwad - Laxman absent, Muneshwar: "D1 unwell". Sonawane madam: costs Rs. 1,000 + LAST CHANCE.
  ND 18/11/27   (Snehal attended)
MPID (7/9) - say to Exh 71 filed by me. Spl PP time ghetla parat. ND 14/12/27
""")
u("backlog/2027-12/Week plan 13-18 Dec 2027.docx", "typed_note_docx", L, "2027-12-11", ["C01", "C04", "C05", "C06", "C03", "C07", "C02", "C08"], [], """
WEEK PLAN - 13 to 18 Dec 2027
Tue 14/12 - busy day:
  11.00 Sessions Ct-1: Bala Shinde - DEFENCE FINAL ARGUMENTS. Written notes + 4 judgments (omission cases). ME.
  Special Court MPID: Patsanstha - say of State to Exh. 71 + objector's evidence. Rafiq bhai to come. ME after Bala.
  4th JMFC: Ishaq bhai cheque - 351 BNSS statement of Wadje. Move NBW if absent again. SNEHAL.
  MACT: Harpreet Kaur - insurer's investigator (last chance). Oppose further time. SNEHAL.
Thu 16/12 - Degloor: Gaikwad partition - DW1 Laxman cross continue (vatni patra, 1 acre which gat?). ME.
Thu 16/12 - Family Court: Pallavi - Sachin's evidence. Snehal.
Pending:
 - Sunanda Waghmare: Rs. 42,000 refund still not paid - contempt petition at Aurangabad, draft ready by 20/12.
 - Datta bhau: surety application to withdraw the Rs. 2,43,210 deposit - NOT YET FILED. Arguments 13.01.2028.
""")
u("backlog/2027-12/Nanded District Court cause list 14.12.2027.pdf", "cause_list_pdf", "District and Sessions Court, Nanded", "2027-12-13", ["C06", "C01"], [], """
DISTRICT AND SESSIONS COURT, NANDED - CAUSE LIST FOR 14.12.2027 (TUESDAY)
COURT OF SHRI H. S. DESHPANDE, ADDL. SESSIONS JUDGE-1 (Court Hall No. 5)
Sr.  Case No.           Parties                                              Stage
1    S.C. 41/2025       State vs Shivaji Bhise & ors.                        Evidence
2    S.C. 78/2026       State vs Balaji @ Bala Narayan Shinde                Final arguments
3    Cri. Bail 1904/2027 Vaibhav Dhage vs State                              Hearing
COURT OF SHRI S. D. KULTHE, DISTRICT JUDGE-3 & SPECIAL JUDGE (MPID) (Court Hall No. 3)
1    MPID Spl. 3/2026   State vs Vijay Gangadhar Mandlik & ors.              Say / Exh. 71
2    MPID Spl. 1/2027   State vs Suresh Ambekar (Sai Nidhi chit fund)        Charge
""")
