"""The uploads of the Rajkot practice: what the lawyer, the junior Krunal and the munshi Bhikhabhai actually kept."""

L, J, K = "Nilesh Jayantilal Dholakiya", "Krunal Parmar", "Bhikhabhai Makwana (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents (before and around the cases)
u("backlog/2025-09/cheque return memo BOB Shapar.pdf", "document_scan", "Bank of Baroda, Shapar (Veraval) branch", "2025-09-19", ["C01"], [], """
BANK OF BARODA   Shapar (Veraval) Branch, Dist. Rajkot
CHEQUE RETURN MEMO                                   Date: 19/09/2025
Cheque No. 302117 dated 15/09/2025 for Rs. 6,48,500/- (Rupees Six Lakh Forty Eight Thousand Five Hundred only)
Drawer: OM PUMP INDUSTRIES (Prop. Rameshbhai S. Chovatiya)   A/c No. 2841020000xxxx
Presented by: SHREE KHODIYAR CASTINGS through HDFC Bank, Aji GIDC
Returned unpaid for the reason: 01 - FUNDS INSUFFICIENT
                                            Authorised Signatory
""")
u("backlog/2025-09/notice 138 Om Pump Chovatiya.docx", "typed_note_docx", L, "2025-09-29", ["C01"], [], """
N. J. DHOLAKIYA, B.Com., LL.B., Advocate
2nd floor, Shivam Complex, Nr. Jubilee Baug, Rajkot                      Date: 29/09/2025
RPAD / Courier
To, Rameshbhai Savjibhai Chovatiya, Prop. Om Pump Industries, Plot 118, Shapar Industrial Area, Ta. Kotda Sangani
Sub: Notice under section 138 of the Negotiable Instruments Act, 1881
Under instructions of my client Shree Khodiyar Castings, Aji GIDC, Rajkot, through its partner Shri Vipulbhai
Khodabhai Sorathiya: my client supplied CI castings (pump bodies and impellers) to you under 14 delivery challans
between April and July 2025. Towards the balance you issued cheque No. 302117 dated 15/09/2025 for Rs. 6,48,500 on
Bank of Baroda, Shapar branch, which was returned "funds insufficient" on 19/09/2025. You are hereby called upon to
pay Rs. 6,48,500 within 15 days of receipt of this notice, failing which a criminal complaint shall be filed.
                                                                    Advocate
""")
u("backlog/2025-10/plaint SCS Shreeji Diamonds.pdf", "document_scan", L, "2025-10-14", ["C02"], [], """
IN THE COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE AT RAJKOT
SPECIAL CIVIL SUIT NO. ____ OF 2025
Ashokbhai Gordhanbhai Ramani, age 46, diamond business, r/o Shreenathji Society, Bhaktinagar, Rajkot ... Plaintiff
Versus
1. Bharatbhai Vallabhbhai Kakadiya, r/o Sorathiyawadi, Rajkot   2. M/s Shreeji Diamonds (a partnership firm) ... Defendants
SUIT FOR DISSOLUTION OF PARTNERSHIP, RENDITION OF ACCOUNTS AND INJUNCTION
1. The plaintiff and defendant no. 1 are partners in M/s Shreeji Diamonds under a deed of partnership dated
   11/04/2019, sharing profit and loss 50:50; the firm runs a diamond polishing unit at Bhaktinagar Station Plot with
   22 ghantis (polishing wheels) and laser machines, doing job-work ("jobwork") for Surat and Mumbai parties.
2. Since Diwali 2024 defendant no. 1 has kept the kachi (rough) and taiyar maal registers with himself, removed
   rough from the unit and paid karigars in cash without entries ...
Relief: (a) dissolution of the firm from the date of the suit; (b) accounts; (c) injunction restraining defendant
no. 1 from selling or removing the ghantis, machines and stock and from operating the firm's account alone.
Valuation for jurisdiction Rs. 48,00,000.
""")
u("backlog/2025-12/Collector hukam navi sharat Ishwariya.pdf", "document_scan", "Collector, Rajkot", "2025-12-22", ["C03"], [], """
કલેક્ટર કચેરી, રાજકોટ
શરતભંગ કેસ નં. ૧૭/૨૦૨૫                                   હુકમ તા. 22/12/2025
અરજદાર : સરકારશ્રી (નાયબ કલેક્ટર, રાજકોટ ગ્રામ્ય પ્રાંતના અહેવાલથી)
સામાવાળા : દેવશીભાઈ નાથાભાઈ ભાલોડીયા, રહે. ઈશ્વરીયા, તા. રાજકોટ
વિષય : મોજે ઈશ્વરીયા, રે.સ.નં. 211 પૈકી 2, ક્ષેત્રફળ હે. 1-21-40 ચો.મી., નવી અને અવિભાજ્ય શરતની જમીન
હુકમ :
ઉપરોક્ત જમીન નવી શરતની હોવા છતાં સક્ષમ અધિકારીની પૂર્વ મંજૂરી અને પ્રીમિયમ ભર્યા વિના તેમાં ગોડાઉન
(બિનખેતી ઉપયોગ) કરવામાં આવેલ છે, જે શરતભંગ છે. મામલતદાર રાજકોટ તાલુકાના પંચનામા મુજબ આશરે 2,400 ચો.મી.
માં પતરાનો શેડ છે. આથી જમીન સરકાર હસ્તક (ખાલસા) કરવા અને 7/12માં નોંધ કરવા હુકમ કરવામાં આવે છે.
                                                          સહી/- કલેક્ટર, રાજકોટ
""")
u("backlog/2026-01/IMG_20260110_112406.jpg", "document_photo", "Talati-cum-Mantri, Ishwariya", "2026-01-10", ["C03"], [], """
ગામ નમૂના નં. 7/12 (હક્કપત્રક)   ગામ: ઈશ્વરીયા   તાલુકો: રાજકોટ   જિલ્લો: રાજકોટ
સર્વે નંબર: 211 પૈકી 2        ક્ષેત્રફળ: હે.આરે.ચો.મી. 1-21-40      આકાર: રૂ. 6.25
ખાતા નં. 488   કબજેદારનું નામ: ભાલોડીયા દેવશીભાઈ નાથાભાઈ
સત્તા પ્રકાર: નવી શરત (નવી અને અવિભાજ્ય શરત, સૌરાષ્ટ્ર ઘરખેડ ધારા હેઠળ)
બીજા હક્ક: ફેરફાર નોંધ નં. 3318 - શરતભંગ કેસ ચાલુ
ઈ-ધરા કેન્દ્ર, રાજકોટ ગ્રામ્ય   તા. 10/01/2026
""")
u("backlog/2024-06/20240615_184012.jpg", "document_photo", "Kantilal P. Mehta", "2024-06-15", ["C04"], [], """
શ્રી ગુરુ કૃપા  - ભાડા પહોંચ બુક          પહોંચ નં. 87
તા. 05/04/2023
શ્રી હસમુખભાઈ જીવરાજ ઠક્કર (જય અંબે સાડી સેન્ટર), ધર્મેન્દ્ર રોડ, દુકાન નં. 4
માર્ચ-2023 માસનું ભાડું રૂ. 4,200/- (ચાર હજાર બસો પૂરા) રોકડા મળ્યા છે.
સહી - કાંતિલાલ પી. મહેતા
(written on the back in pencil: "April 2023 thi bhadu aavyu j nathi - K.P.M.")
""")
u("backlog/2025-10/FIR Malviyanagar Paresh Hirpara.pdf", "document_scan", "Malviyanagar Police Station, Rajkot City", "2025-10-18", ["C05"], [], """
પ્રથમ બાતમી અહેવાલ (FIR)  -  માલવીયાનગર પોલીસ સ્ટેશન, રાજકોટ શહેર
ગુ.ર.નં. 11208045251378/2025     તા. 18/10/2025
કલમ: BNS 103(1), 115(2), 352, 3(5)
ફરિયાદી: ભાવનાબેન પરેશભાઈ હિરપરા, ઉ.વ. 31, રહે. ગોકુલધામ, રાજકોટ
હકીકત: તા. 18/10/2025 ના રાત્રે આશરે 9.30 વાગ્યે મારા પતિ પરેશભાઈ મોટરસાયકલ પર મવડી ચોકડી, 150 ફૂટ રીંગ રોડ
પાસેથી જતા હતા ત્યારે સફેદ કાર (GJ-03-MH-xxxx) ને સાઈડ આપવા બાબતે બોલાચાલી થઈ. કારમાંથી જયદીપ ઉર્ફે જાડુ
સાખીયા અને નિકુંજ ગોહેલ ઉતર્યા અને લોખંડના પાઈપથી પરેશભાઈના માથામાં માર્યું. પરેશભાઈનું સારવાર દરમિયાન
મૃત્યુ થયું. બનાવ પાન-ગલ્લાવાળા હિતેશભાઈ ડોબરીયાએ જોયેલ છે.
""")
u("backlog/2025-10/PM report PDU Paresh.pdf", "document_scan", "P.D.U. Govt. Medical College & Civil Hospital, Rajkot", "2025-10-19", ["C05"], [], """
P.D.U. GOVERNMENT MEDICAL COLLEGE & CIVIL HOSPITAL, RAJKOT - DEPARTMENT OF FORENSIC MEDICINE
POST MORTEM NOTES  No. PM/2291/2025      Date: 19/10/2025
Name: Pareshbhai Dhirajlal Hirpara, M, 34 yrs.  Police Station: Malviyanagar
Injuries: (1) lacerated wound 6 x 2 cm over left parietal region; depressed fracture of left parietal bone ...
Opinion: death due to head injury (subdural haemorrhage) caused by hard and blunt object; injuries ante-mortem.
                                                  Dr. Nirav Kotak, Asst. Professor, Forensic Medicine
""")
u("backlog/2025-08/gift deed Popatbhai 2021 certified.pdf", "document_scan", "Sub-Registrar, Rajkot-2 (Mavdi)", "2025-08-20", ["C07"], [], """
બક્ષિસ લેખ (GIFT DEED)    રજી. નં. 4417/2021   સબ-રજીસ્ટ્રાર કચેરી, રાજકોટ-2 (મવડી)   તા. 12/03/2021
બક્ષિસ આપનાર: પોપટભાઈ કરસનભાઈ વડોદરીયા, ઉ.વ. 81
બક્ષિસ લેનાર: વિનોદભાઈ પોપટભાઈ વડોદરીયા (પુત્ર)
મિલકત: (1) ફ્લેટ નં. 302, શ્રીજી એપાર્ટમેન્ટ, કાલાવડ રોડ  (2) દુકાન નં. 9, લાખાજીરાજ રોડ
સાક્ષી: (1) રમણીકભાઈ તળાવીયા  (2) દિલીપભાઈ સોલંકી
Certified copy issued 20/08/2025
""")
u("backlog/2026-01/disability certificate Chirag.pdf", "document_scan", "Medical Board, P.D.U. Civil Hospital, Rajkot", "2026-01-16", ["C08"], [], """
GOVERNMENT OF GUJARAT - MEDICAL BOARD, P.D.U. CIVIL HOSPITAL, RAJKOT
DISABILITY CERTIFICATE   No. MB/RJT/0912/2026     Date: 16/01/2026
Name: Chirag Maheshbhai Rathod, 24 yrs, r/o Kothariya Road, Rajkot
Diagnosis: malunited fracture shaft of right femur with knee stiffness (post ORIF), accident dated 11/08/2025
Permanent partial disability: 32% (thirty two per cent) in relation to the right lower limb.
Orthopaedic member: Dr. Sanjay Pandya
""")

# ---------------- C01 Khodiyar castings cheque case
u("backlog/2026-03/chovatiya plea 17.3.txt", "typed_note_txt", L, "2026-03-17", ["C01"], ["C01-H02"], """
17.3.26 - Cri. Case 14522/25 Khodiyar Castings v. Chovatiya - ACJM Ct 9 (Trivedi saheb)
Plea record thai. Accused ne guno kabul nathi. Ladani no defence: cheque was a "security cheque" given in April,
castings were defective - 2 loads rejected, debit note moklyu hatu (we say: koi debit note aavyu j nathi).
Aaje apde s. 143A ni arji (interim compensation) muki - Exh. 14. Ladani reply aapse.
ND 21.04.2026 for 143A.
Vipulbhai ne kahyu badha 14 challan ni original + ledger ready rakho.
""")
u("backlog/2026-04/CC 14522-2025 order Exh 14 dt 21.04.2026.pdf", "certified_order_sheet_scan", "ACJM (NI Act), Rajkot, Court No. 9", "2026-04-23", ["C01"], ["C01-H03"], """
IN THE COURT OF THE ADDITIONAL CHIEF JUDICIAL MAGISTRATE (N.I. ACT), RAJKOT - COURT NO. 9
Criminal Case No. 14522 of 2025
Shree Khodiyar Castings ...Complainant   V/s   Rameshbhai Savjibhai Chovatiya ...Accused
ORDER BELOW EXH. 14 (application u/s 143A of the N.I. Act)
21/04/2026
Heard Ld. Adv. Shri N. J. Dholakiya for the complainant and Ld. Adv. Shri P. Ladani for the accused. The accused has
pleaded not guilty. The cheque and signature are admitted; the defence of security is a matter of trial. As a rule
this Court directs interim compensation in such cases where execution of the cheque is not disputed. The accused is
directed to pay interim compensation of 20% of the cheque amount, i.e. Rs. 1,29,700/- to the complainant within
60 days. Exh. 14 allowed. Next date 19/06/2026 for complainant's evidence.
                                             (K. D. Trivedi) Addl. Chief Judicial Magistrate, Rajkot
TRUE COPY (ખરી નકલ)
""")
u("backlog/2026-07/IMG_20260724_131544.jpg", "handwritten_note_photo", L, "2026-07-24", ["C01"], ["C01-H05"], """
24/7 - Ct 9 - Khodiyar v Chovatiya
CW1 Vipulbhai nu affidavit (s.145) Exh. 22 tender karyu. Docs Exh. 23 to 41 (cheque, memo, notice, challans).
Ladani e fari mudat mangi - cross mate time, "client bahar gaam". Trivedi saheb e aapi.
143A na 1,29,700 haju bharya nathi!! - next date e Exh. for recovery u/s 421 BNSS.
ND 21/8
""")
u("backlog/2026-10/castings CW2 bank 30 oct.docx", "typed_note_docx", L, "2026-10-30", ["C01"], ["C01-H07"], """
30.10.2026 (Fri) - Cri. Case 14522/2025 - Shree Khodiyar Castings v. Chovatiya - ACJM Court 9
1. CW1 Vipulbhai - ulat tapas (cross) puri thai. Ladani asked about 2 rejected loads; Vipulbhai: only one load
   returned in June, replaced the same week - replacement challan No. 1187 Exh. 39.
2. CW2 Shri Alpesh Joshi, Branch Manager, Bank of Baroda, Shapar branch - examined. Produced statement of account of
   Om Pump Industries: balance on 19/09/2025 was Rs. 41,216 only. Memo reason "funds insufficient" proved.
   Ladani cross only 5 minutes - nothing.
3. Complainant's evidence closed by purshis Exh. 52.
ND 18.12.2026 for further statement of accused.
""")
u("backlog/2026-12/IMG-20261218-WA0007.jpg", "handwritten_note_photo", K, "2026-12-18", ["C01", "C05"], ["C01-H08"], """
મુદત રજીસ્ટર   તા. 18-12-2026 (શુક્રવાર)
(1) કોર્ટ નં. 9 - ફો.કે. 14522/25 ખોડીયાર કાસ્ટીંગ વિ. ચોવટીયા
    આરોપી ગેરહાજર. લાડાણી સાહેબે મુક્તિ અરજી (exemption) આપી, મંજૂર. આરોપીનું નિવેદન થયું નથી.
    આગામી મુદત 22-01-2027
(2) સેશન્સ કોર્ટ નં. 6 - પરેશભાઈ કેસ - આજે બોર્ડ પર નહોતો, મુદત 08-01-2027 છે (નોંધ કરી).
- ભીખાભાઈ
""")
u("backlog/2027-01/castings 22 jan.txt", "typed_note_txt", L, "2027-01-22", ["C01"], ["C01-H09"], """
22.01.2027 - Khodiyar Castings v Chovatiya - Ct 9
Accused hajar. Further statement u/s 351 BNSS recorded (old 313). Badha answer "khotu che", "security cheque".
Ladani says accused himself will lead defence evidence - DW1 Chovatiya + maybe his accountant.
Court: defence evidence on 05.02.2027, no more time.
Note: 143A amount still not paid - our Exh. 58 (recovery) pending; press it on 5/2.
""")

# ---------------- C02 Shreeji Diamonds partnership suit
u("backlog/2026-02/IMG_20260216_162251.jpg", "handwritten_note_photo", L, "2026-02-16", ["C02"], ["C02-H01"], """
16/2/26 Ct 4 Pandya saheb
SCS 88/25 Ramani v Kakadiya (Shreeji Diamonds)
Exh. 5 - Kalariya e reply aapyo: "ghanti machines are on hire, not firm's". Juthu - bills firm na naame che.
Part args. ND 9/3.
Ashokbhai ne kahyu: 2022-23 na GST returns + ghanti purchase bills lavo.
""")
u("backlog/2026-03/IMG-20260309-WA0014.jpg", "handwritten_note_photo", K, "2026-03-09", ["C02"], ["C02-H02"], """
તા. 09-03-2026 સોમવાર
કોર્ટ નં. 4 - સ્પે.દી.દા. 88/2025 રામાણી વિ. કાકડીયા (શ્રીજી ડાયમંડ)
નિશાની 5 ની અરજી પર દલીલો પૂરી. હુકમ માટે રાખેલ.
આગામી મુદત 23-03-2026 (હુકમ)
""")
u("backlog/2026-03/SCS 88-2025 order below Exh 5.pdf", "certified_order_sheet_scan", "4th Addl. Senior Civil Judge, Rajkot", "2026-03-25", ["C02"], ["C02-H03"], """
IN THE COURT OF THE 4TH ADDITIONAL SENIOR CIVIL JUDGE, RAJKOT
Special Civil Suit No. 88 of 2025
Ashokbhai Gordhanbhai Ramani  V/s  Bharatbhai Vallabhbhai Kakadiya & Anr.
ORDER BELOW EXH. 5
23/03/2026
... The purchase bills on record stand in the name of the firm. Prima facie the 22 ghantis and the laser machines are
assets of the firm. Exh. 5 is partly allowed. Defendant no. 1 is restrained from selling, removing or alienating the
22 ghantis, the laser machines and the stock of the firm till the final disposal of the suit. The firm's bank
account with the Rajkot Nagarik Sahakari Bank shall be operated only jointly by both partners. Prayer to stop the
work of the unit is rejected. Defendants to file written statement. S.O. to 15/06/2026.
                                                  (M. B. Pandya) 4th Addl. Senior Civil Judge, Rajkot
""")
u("backlog/2026-06/shreeji 15 june.txt", "typed_note_txt", L, "2026-06-15", ["C02"], ["C02-H04"], """
15/06/26 Mon - Shreeji Diamonds - Ct 4
D1 Bharatbhai nu WS file thayu (Kalariya). Plea: plaintiff himself took 86 carat rough in 2024, accounts "sarbhar"
(set off) karvana.
Pandya saheb e both side ne kahyu business dispute che, mediation ma jao - referred to Mediation Centre, City Civil
Court Rajkot. Both partners to appear before mediator on 01/07.
ND 03/08/2026.
""")
u("backlog/2026-08/20260803_143109.jpg", "handwritten_note_photo", L, "2026-08-03", ["C02"], ["C02-H05"], """
3 Aug - Ct 4 - Ramani/Kakadiya
Mediation failed - report on record (Bharatbhai didn't come for 2nd sitting).
Our Exh. 32 (court commissioner for inventory of unit) - ALLOWED. Commissioner: Adv. Smt. Daksha Rathod.
Fee Rs. 7,500 - plaintiff to pay. Visit with both sides, panchnama + photos. Report in 4 weeks.
ND 14/9.
""")
u("backlog/2026-08/WhatsApp Chat with Ashokbhai Ramani Diamond.txt", "whatsapp_export", "Ashokbhai Ramani", "2026-09-15", ["C02"], [], """
03/08/26, 18:02 - Ashokbhai Ramani Diamond: Saheb aaje shu thayu? Bharat to aavyo j nahi mediation ma
03/08/26, 18:10 - Adv N J Dholakiya: Commissioner nimaya - Daksha ben Rathod. 7500 fee tamare bharvani, kale office ma aapi dejo
03/08/26, 18:11 - Ashokbhai Ramani Diamond: Haaw saheb, kale aavu
21/08/26, 11:40 - Ashokbhai Ramani Diamond: Commissioner aavya hata kharkhana ma, 22 ghanti gani, photo paadya. Bharat no manas locker chavi laine aavyo
21/08/26, 11:45 - Adv N J Dholakiya: Saru. Locker ma ketlo maal hato?
21/08/26, 11:52 - Ashokbhai Ramani Diamond: 114 carat kacho maal, register ma 200 upar lakhelu che. Baaki kya gayu e Bharat j jaane
15/09/26, 09:30 - Adv N J Dholakiya: Issues framed kale. Have tamaru affidavit banavvanu che, sunday e office aavjo
""")
u("backlog/2026-09/Shreeji commissioner report 14.9.docx", "typed_note_docx", L, "2026-09-14", ["C02"], ["C02-H06"], """
14.09.2026 - SCS 88/2025 Ramani v. Kakadiya - Court 4
Commissioner's report (Adv. Daksha Rathod) filed at Exh. 40: 22 ghantis, 3 laser machines (one not working), rough
stock 114 carat in bank locker, polished stock nil; register shows 203 carat rough as on 31.03.2026.
Kalariya filed objections to the report (Exh. 42) - says locker stock was counted "without his client's accountant".
Court: objections to be decided at final hearing. Issues framed - 6 issues (Exh. 44).
ND 07.12.2026 - plaintiff's evidence. Ashokbhai's affidavit to be ready.
""")
u("backlog/2026-12/IMG-20261207-WA0003.jpg", "handwritten_note_photo", K, "2026-12-07", ["C02"], ["C02-H07"], """
તા. 07-12-2026 સોમવાર
કોર્ટ નં. 4 - શ્રીજી ડાયમંડ કેસ (સ્પે.દી.દા. 88/25)
વાદી અશોકભાઈનું સોગંદનામું (સર તપાસ) નિ. 48 થી રજૂ. સામાવાળાના વકીલ કાલરીયા સાહેબે ઉલટ તપાસ માટે મુદત માંગી.
આગામી મુદત 09-02-2027 (ઉલટ તપાસ)
""")

# ---------------- C03 Ishwariya navi sharat revision (SSRD)
u("backlog/2026-02/SSRD vachagalo hukam 19.02.2026.pdf", "certified_order_sheet_scan", "SSRD (Appeals), Revenue Department, Gandhinagar", "2026-02-23", ["C03"], ["C03-H01"], """
ખાસ સચિવશ્રી (વિવાદ), મહેસૂલ વિભાગ, ગાંધીનગર
મહેસૂલ તપાસણી અરજી નં. SRD/RJT/142/2026
દેવશીભાઈ નાથાભાઈ ભાલોડીયા  વિ.  કલેક્ટર, રાજકોટ અને બીજા
વચગાળાનો હુકમ  તા. 19/02/2026
અરજદારના વકીલ શ્રી એન. જે. ધોળકીયા હાજર. સરકાર તરફે શ્રી એચ. કે. દવે હાજર.
અરજી દાખલ કરવામાં આવે છે. કલેક્ટર, રાજકોટના તા. 22/12/2025 ના હુકમના અમલ પર આગામી સુનાવણી સુધી મનાઈ
(stay) ફરમાવવામાં આવે છે; 7/12માં 'સરકાર' ની નોંધ પાડવી નહીં. કલેક્ટર કચેરીએ રેકર્ડ અને પ્રોસીડીંગ્સ (R&P)
મોકલી આપવા. આગામી સુનાવણી તા. 16/04/2026.
                                                   ખાસ સચિવ (વિવાદ), મહેસૂલ વિભાગ
""")
u("backlog/2026-04/gandhinagar 16-4.txt", "typed_note_txt", L, "2026-04-16", ["C03"], ["C03-H02"], """
16-4-26 Gandhinagar, SSRD (Block 11) - Devshibhai navi sharat
R&P haju collector office thi aavyu j nathi. Desai saheb e adjourn karyu, "R&P vagar sambhalvu nathi".
Stay chalu rehse. ND 9-7-26.
Devshibhai sathe ST ma gaya; 3 kalak wait, 5 minit matter. Fees baaki 10,000.
""")
u("backlog/2026-07/SSRD 9 july written submissions.docx", "typed_note_docx", L, "2026-07-09", ["C03"], ["C03-H03"], """
09.07.2026 - SSRD, Gandhinagar - Revision SRD/RJT/142/2026 - Devshibhai v. Collector
R&P received from Collector office (with Mamlatdar's panchnama 2024 and Prant report).
Our written submissions filed today: (1) shed is a farm godown for agricultural produce, not NA use; (2) no notice
under the rules before the Prant's report; (3) at worst the breach is condonable on premium - forfeiture is harsh.
Dave (Sarkari Pratinidhi) sought time to take instructions from Collector. Granted.
ND 08.10.2026.
""")
u("backlog/2026-10/PXL_20261008_170412.jpg", "handwritten_note_photo", L, "2026-10-08", ["C03", "C04"], ["C03-H04"], """
8 Oct - SSRD Gandhinagar
Devshibhai matter - full hearing, 20 min. Desai saheb asked Dave: "premium bharavi ne niyamit thai sake?"
Saheb nu suchan: applicant can seek regularisation of the breach on payment of premium as per the GR - else he
will decide on merits. Take instructions from client.
ND 17/12/26.
(Mehta rent suit - Ketan no phone: tenant ne dukan ma navo shutter nakhavyo. Kahyu photo lai lo, next date e batavishu.)
""")
u("backlog/2026-12/SSRD 17 dec.txt", "typed_note_txt", L, "2026-12-17", ["C03"], ["C03-H05"], """
17.12.2026 SSRD - Devshibhai Bhalodiya (Ishwariya)
Purshis filed: applicant ready to pay premium for the godown portion. Desai saheb: Collector, Rajkot to compute
premium as per current jantri (2024) for 2,400 sq.m. and report; stay continues.
ND 18.02.2027.
Devshibhai worried - jantri navi aavi to premium vadhi jase. Estimate approx 9-10 lakh.
""")

# ---------------- C04 Dharmendra Road rent suit
u("backlog/2026-02/IMG-20260224-WA0011.jpg", "handwritten_note_photo", K, "2026-02-24", ["C04", "C07"], ["C04-H01"], """
તા. 24-02-2026 મંગળવાર
કોર્ટ નં. 11 (શાહ મેડમ) - ભાડા દાવો 41/2024 મહેતા વિ. ઠક્કર
મુદ્દાઓ ઘડાયા (5). આપણી કલમ 11(3) ની અરજી (ભાડું કોર્ટમાં જમા કરાવવા) રજૂ કરી.
આગામી મુદત 06-04-2026
(મનહરભાઈ વડોદરીયા ઓફિસે આવ્યા હતા, સહી કરી ગયા.)
""")
u("backlog/2026-04/Rent Suit 41-2024 rojkam 06.04.2026.pdf", "certified_order_sheet_scan", "11th Addl. Senior Civil Judge, Rajkot", "2026-04-08", ["C04"], ["C04-H02"], """
IN THE COURT OF THE 11TH ADDITIONAL SENIOR CIVIL JUDGE, RAJKOT
Rent Suit No. 41 of 2024       Kantilal Popatlal Mehta  V/s  Hasmukhbhai Jivraj Thakkar
ORDER BELOW EXH. 28 (application u/s 11(3) of the Bombay Rents, Hotel and Lodging House Rates Control Act, 1947)
06/04/2026
The defendant-tenant has not paid rent since April 2023 at the admitted rate of Rs. 4,200/- per month. The defendant
is directed to deposit in this Court the arrears of Rs. 1,51,200/- (36 months up to March 2026) within six weeks from
today and to continue to deposit Rs. 4,200/- per month regularly by the 10th of each month till disposal of the suit.
Failing this, the Court shall consider striking off the defence. Next date 22/06/2026.
                                          (P. N. Shah) 11th Addl. Senior Civil Judge, Rajkot
""")
u("backlog/2026-06/20260622_124856.jpg", "handwritten_note_photo", L, "2026-06-22", ["C04"], ["C04-H03"], """
22/6 Ct 11 - Mehta v Thakkar (rent)
Tenant e full amount jama nathi karavi - only Rs. 75,000 challan thi jama. Balance 76,200 + monthly baaki.
Kadiwala e balance mate time mangyo ("dhandho mando che"). Shah madam naraz - 4 weeks, else defence struck off.
ND 20/7/26 - PE. Kantilal kaka nu affidavit ready.
""")
u("backlog/2026-07/mehta PW1 20.7.txt", "typed_note_txt", L, "2026-07-20", ["C04"], ["C04-H04"], """
20.07.2026 Mon - Rent Suit 41/2024 - Mehta v. Thakkar - Ct 11
Balance Rs. 76,200 deposited on 17/7 (challan copy Exh. 39) - so no striking off now.
PW1 Kantilalbhai affidavit Exh. 41 tendered (bona fide need: son Ketan's mobile accessories shop; Ketan is now in a
rented shop at Gundawadi paying Rs. 15,000).
Kadiwala e cross mate time lidho - "client ni tabiyat saari nathi". Granted.
ND 24.08.2026.
""")
u("backlog/2026-08/Mehta rent 24 Aug PW2 Ketan.docx", "typed_note_docx", L, "2026-08-24", ["C04"], ["C04-H05"], """
24.08.2026 - Mehta v. Thakkar (Rent Suit 41/2024), Court 11
PW1 Kantilal cross by Kadiwala (45 min): suggestions that Ketan has another shop at Yagnik Road - denied; Kantilal
said Ketan's Gundawadi shop is rented.
PW2 Ketan Mehta examined - rent agreement of Gundawadi shop Exh. 45; cross short.
ND 12.10.2026 - PE to be closed; DE.
""")
u("backlog/2026-10/20261012_171530.jpg", "handwritten_note_photo", L, "2026-10-12", ["C04", "C07"], ["C04-H06"], """
12/10/26 Mon
Ct 11 Mehta rent - PE closed (purshis). DW1 Hasmukhbhai affidavit - says shop is his only livelihood, 28 yrs tenant.
Our cross partly - asked abt Yagnik Road shop of his son; he admitted son has "Jay Ambe Fashion" there!! Good.
Baaki cross next date. ND 11/1/27 (long date - Diwali vacation).
-----
Manharbhai Vadodariya no phone (gift deed) - Vinod flat vechva mate broker ne malyo che, kahe che. Told him: get
broker's name; we will move for injunction (Exh.) if needed.
""")
u("backlog/2027-01/mehta rent 11 jan.txt", "typed_note_txt", L, "2027-01-11", ["C04"], ["C04-H07"], """
11.1.27 - Mehta v Thakkar - Ct 11 (Shah madam)
DW1 cross puri thai. Admitted arrears were paid only after the 11(3) order. DE closed by Kadiwala's purshis.
Arguments on 05.02.2027. Written args + citations ready karva (bona fide need - comparative hardship).
Kantilal kaka ne kahyu - 5 Feb hajar rehjo.
""")

# ---------------- C05 Paresh road-rage trial
u("backlog/2026-02/IMG-20260227-WA0019.jpg", "handwritten_note_photo", K, "2026-02-27", ["C05"], ["C05-H01"], """
તા. 27-02-2026 શુક્રવાર
સેશન્સ કોર્ટ નં. 6 (વ્યાસ સાહેબ) - સેશન્સ કેસ 47/2026 સરકાર વિ. જયદીપ ઉર્ફે જાડુ સાખીયા
આરોપી નં. 1 તરફે જાડેજા સાહેબે ડિસ્ચાર્જ અરજી આપી. સરકારી વકીલ ભટ્ટ સાહેબ જવાબ આપશે.
આગામી મુદત 20-03-2026 (ચાર્જ)
""")
u("backlog/2026-03/SC 47-2026 rojkam charge 20.03.2026.pdf", "certified_order_sheet_scan", "6th Additional Sessions Judge, Rajkot", "2026-03-24", ["C05"], ["C05-H02"], """
IN THE COURT OF THE 6TH ADDITIONAL SESSIONS JUDGE, RAJKOT
Sessions Case No. 47 of 2026     State of Gujarat  V/s  Jaydeep @ Jadu Rameshbhai Sakhiya & Anr.
ROJKAM
20/03/2026  APP Shri K. Bhatt for the State. Adv. Shri N. J. Dholakiya for the first informant (u/s 338 BNSS).
Adv. Shri M. Jadeja for A1 and A2. Both accused produced from Rajkot Central Jail.
Discharge application Exh. 9 of A1 heard and rejected by separate order. Charge framed at Exh. 12 under sections
103(1) read with 3(5) of the BNS; read over and explained in Gujarati; both accused pleaded not guilty and claim to
be tried. Prosecution to examine witnesses. Summons to PW1 and PW2. Next date 24/04/2026.
                                                      (D. P. Vyas) 6th Addl. Sessions Judge, Rajkot
""")
u("backlog/2026-04/Paresh case PW1 Bhavnaben 24.4.docx", "typed_note_docx", L, "2026-04-24", ["C05"], ["C05-H03"], """
24.04.2026 - Sessions Case 47/2026 (Paresh Hirpara road rage) - Court 6
PW1 Bhavnaben (first informant) examined in chief by APP Bhatt - 1 hr. Proved FIR Exh. 31; identified both accused.
She broke down twice; court gave water break.
Jadeja (defence) sought time for cross - "documents from the hospital awaited". Vyas saheb granted, but said next
date cross must be completed.
ND 12.06.2026.
Rasikbhai (Bhavnaben's brother) to arrange her travel; prepare her on the "who hit first" question.
""")
u("backlog/2026-06/paresh PW1 cross 12.6.txt", "typed_note_txt", L, "2026-06-12", ["C05"], ["C05-H04"], """
12.6.26 SC 47/26 - Ct 6
PW1 Bhavnaben cross by Mahipatsinh Jadeja - 2 hrs. His line: Paresh first kicked the car and abused ("galo bolya"),
accused only defended; Paresh was drunk. She denied - PM report has no alcohol. She stood firm. Jadeja also put
that she was not at the spot - she admitted she reached after 15 min (FIR says so).
PW2 Hitesh Dobariya (pan-galla) absent - summons with police help ordered.
ND 10.7.26.
""")
u("backlog/2026-07/Hitesh hostile 10 July.docx", "typed_note_docx", L, "2026-07-10", ["C05"], ["C05-H05"], """
10.07.2026 - SC 47/2026 - Court 6 - PW2 Hitesh Dobariya
Hitesh turned hostile. In chief he said: "I heard noise, came out; I did not see who hit Paresh; by the time I came
he was lying." Denied his police statement of 19/10/2025 (portion marked A-A, Exh. 36).
APP Bhatt declared him hostile and cross-examined: admitted the accused's family met him in August; admitted his
shop was closed for a month after the incident. Clear sign of pressure.
Jadeja no cross - only 2 questions.
Next: PW3 panch, PW4 PM doctor. ND 07.08.2026.
Told Bhatt: CCTV of Mavdi chowkdi (FSL) is now crucial.
""")
u("backlog/2026-07/WhatsApp Chat with Rasikbhai Dhameliya.txt", "whatsapp_export", "Rasikbhai Dhameliya", "2026-07-28", ["C05", "C06"], [], """
10/07/26, 16:45 - Rasikbhai Dhameliya: સાહેબ, હિતેશ ફરી ગયો ને? ગામમાં બધા કે છે એને પૈસા મળ્યા
10/07/26, 16:52 - Adv N J Dholakiya: Haa, hostile thayo. Chinta na karo, CCTV ane doctor baaki che. Bhatt saheb sathe vaat kari che
24/07/26, 20:10 - Rasikbhai Dhameliya: Jadu e High Court ma jamin arji kari che evu sambhadyu
24/07/26, 20:15 - Adv N J Dholakiya: Haa, notice aavi gai che. 27 tarikhe Ahmedabad javanu che. Bhavnaben nu affidavit taiyar che, kale sahi karva aavjo
28/07/26, 09:05 - Rasikbhai Dhameliya: સાહેબ ગઈકાલે શું થયું હાઈકોર્ટમાં?
28/07/26, 09:20 - Adv N J Dholakiya: Reply file thayo. Judge e trial nu stage puchhyu. 10 August e next date che
""")
u("backlog/2026-08/sessions 7 aug + HC 10 aug.docx", "typed_note_docx", L, "2026-08-10", ["C05", "C06"], ["C05-H06", "C06-H03"], """
Fri 07.08.2026 - SC 47/2026 - Court 6
PW3 Mukesh Vaghela (panch, scene panchnama) - supported; iron pipe recovery panchnama Exh. 44.
PW4 Dr. Nirav Kotak, PDU Civil Hospital - proved PM note Exh. 47: depressed fracture left parietal, "hard and blunt
object" - pipe shown to him, "injury possible by this pipe". Jadeja cross: fall from bike possible? - doctor: "not
this type of depressed fracture".
ND 16.10.2026 (FSL officer for CCTV).

Mon 10.08.2026 - Gujarat HC, Court 12 (Bhatt J) - Cri. Misc. Appl. 11842/2026 (Jadu's bail)
Ketan Parikh (Sr.) argued 20 min. I opposed for respondent no. 2: hostile PW2 + approach to witness, doctor just
deposed. Judge asked stage of trial - told her PW4 done, FSL and IO left. Judge not inclined; Parikh sought to withdraw.
Order: application not pressed, disposed of as withdrawn, liberty to renew after the FSL and IO are examined.
""")
u("backlog/2026-10/paresh FSL 16.10.txt", "typed_note_txt", L, "2026-10-16", ["C05"], ["C05-H07"], """
16/10/2026 - SC 47/26 - Ct 6 - Vyas saheb
PW5 Smt. Rupal Joshi, Asst. Director, FSL Rajkot - proved the CCTV footage (DVR of Mavdi chowkdi shop, Exh. 52) with
certificate u/s 63 BSA (Exh. 53). Footage shows white car, two persons getting out, one with pipe. Jadeja objected -
certificate not by owner of DVR; court: objection kept open for final args.
ND 4.12.26 - IO.
""")
u("backlog/2026-12/IO chief 4 dec.txt", "typed_note_txt", L, "2026-12-04", ["C05"], ["C05-H08"], """
4.12.26 Fri - Paresh case (SC 47/26) - Court 6
PW6 IO - PI Vikramsinh Zala, Malviyanagar PS - chief by APP: arrest, recovery of pipe at A1's instance, CCTV seizure.
Jadeja sought time for cross (IO's case diary copy). Granted - last chance.
ND 15.01.2027.
""")
u("backlog/2026-12/correction paresh ND.txt", "typed_note_txt", L, "2026-12-05", ["C05"], [], """
5/12 correction - Paresh case (SC 47/26)
Kale na note ma ND 15.01.2027 lakhi didhi - khoti che. 14-15 Jan Uttarayan/Vasi Uttarayan.
Bhikhabhai e bench clerk pase thi confirm karyu: saachi next date 08.01.2027 (IO cross).
""")
u("backlog/2027-01/paresh IO cross 8 jan.docx", "typed_note_docx", L, "2027-01-08", ["C05"], ["C05-H09"], """
08.01.2027 - SC 47/2026 - State v. Jaydeep @ Jadu Sakhiya & Anr. - Court 6
PW6 IO Zala cross by Mahipatsinh Jadeja - 1.5 hrs. Same line again: Paresh provoked - kicked the car, abused; asked
why no case registered against Paresh. IO: no such material in investigation. Also challenged the 63 BSA certificate.
APP closed prosecution evidence by purshis Exh. 61 - six witnesses examined in all (PW1 to PW6); other panch
and second eyewitness dropped.
ND 12.02.2027 - statements of accused u/s 351 BNSS.
Prepare written notes for the victim side (s. 338 BNSS) - hostile PW2 + CCTV + medical.
""")

# ---------------- C06 Jadu bail in HC
u("backlog/2026-07/HC notice jadu bail 6.7.txt", "typed_note_txt", J, "2026-07-06", ["C06"], ["C06-H01"], """
6/7/26 - Krunal - Gujarat HC, Court 12 (Bhatt J)
Cri. Misc. Appl. 11842/2026 - Jaydeep @ Jadu v State - regular bail
Matter called at 12.40. Ketan Parikh saheb appeared. Notice issued to State and to respondent no. 2 (Bhavnaben) -
returnable 27/07/2026. Sir, apde victim taraf thi affidavit-in-reply karvanu che.
""")
u("backlog/2026-07/HC 27 july reply.docx", "typed_note_docx", L, "2026-07-27", ["C06"], ["C06-H02"], """
27.07.2026 - Gujarat High Court, Court No. 12 - CR.MA 11842/2026 (Jadu bail)
Affidavit-in-reply of respondent no. 2 (Bhavnaben) filed: (a) PW2 Hitesh turned hostile on 10.07 after being
approached; (b) accused has two earlier NC complaints for quarrels; (c) family in fear.
APP Chintan Dave opposed too. Bhatt J asked: "how many witnesses are over? when will trial end?" - told her PW1, PW2
done; doctor on 07.08.
ND 10.08.2026.
""")
u("backlog/2026-08/R-CR.MA-11842-2026 order 10.08.2026.pdf", "certified_order_sheet_scan", "High Court of Gujarat", "2026-08-12", ["C06"], ["C06-H03"], """
IN THE HIGH COURT OF GUJARAT AT AHMEDABAD
R/CRIMINAL MISC.APPLICATION (FOR REGULAR BAIL - AFTER CHARGESHEET) NO. 11842 of 2026
JAYDEEP @ JADU RAMESHBHAI SAKHIYA  Versus  STATE OF GUJARAT & ANR.
Appearance: MR KETAN PARIKH, SENIOR ADVOCATE with MR M S JADEJA for the Applicant
            MR CHINTAN DAVE, APP for the Respondent-State;  MR N J DHOLAKIYA for Respondent No. 2
CORAM: HONOURABLE MS. JUSTICE HEMALI R. BHATT
Date : 10/08/2026
ORAL ORDER
After some arguments, learned Senior Advocate for the applicant seeks permission to withdraw the application with
liberty to renew the prayer after the examination of the FSL officer and the Investigating Officer. Permission
granted. The application is disposed of as withdrawn, with such liberty.
                                                               (HEMALI R. BHATT, J)
""")

# ---------------- C07 Vadodariya gift deed suit
u("backlog/2026-03/IMG_20260302_150318.jpg", "handwritten_note_photo", L, "2026-03-02", ["C07"], ["C07-H01"], """
2/3/26 Ct 7 Solanki saheb
Vadodariya gift deed (SCS 201/25) - Vinod (D1) nu WS - "bapuji was fully conscious, gift out of love, Manharbhai
never looked after them". D2 Kokilaben (ben) e purshis aapi - she supports Manharbhai, bapuji were not in senses in
2021. Good.
ND 13/4 issues.
""")
u("backlog/2026-04/IMG-20260413-WA0006.jpg", "handwritten_note_photo", K, "2026-04-13", ["C07"], ["C07-H02"], """
તા. 13-04-2026 સોમવાર
કોર્ટ નં. 7 - સ્પે.દી.દા. 201/2025 વડોદરીયા (બક્ષિસ લેખ)
મુદ્દાઓ ઘડાયા - કુલ 7. આપણી નિ. 36 ની અરજી (સ્ટર્લિંગ હોસ્પિટલનો રેકર્ડ મંગાવવા) રજૂ.
આગામી મુદત 29-06-2026
""")
u("backlog/2026-06/vadodariya 29.6.txt", "typed_note_txt", L, "2026-06-29", ["C07"], ["C07-H03"], """
29/06/2026 Ct 7 - Manharlal v. Vinod (gift deed)
Exh. 36 allowed - Sterling Hospital Rajkot to produce indoor papers of Popatbhai for Feb-March 2021 through record
keeper. Joshi objected (privacy) - overruled, own father's record.
PW1 Manharbhai affidavit Exh. 38 filed. ND 17.08.2026 for cross.
""")
u("backlog/2026-08/Vadodariya PW1 cross 17-08.docx", "typed_note_docx", L, "2026-08-17", ["C07"], ["C07-H04"], """
17.08.2026 - SCS 201/2025 - Court 7
PW1 Manharlal cross by Dhaval Joshi: he admitted he lived in Mumbai 2015-2022 and visited bapuji "2-3 times a year";
denied that he took Rs. 8 lakh from bapuji in 2018. Joshi put the gift deed photo at the Sub-Registrar office -
Manharbhai: "bapuji's hand was held by Vinod while signing" (hearsay - from Kokilaben).
ND 05.10.2026 - Sterling Hospital record keeper.
""")
u("backlog/2026-10/20261005_160244.jpg", "handwritten_note_photo", L, "2026-10-05", ["C07"], ["C07-H05"], """
5/10 Ct 7 Vadodariya
PW2 Sterling Hospital record keeper Nayan Bhatt - produced discharge summary dt 28/02/2021: "Alzheimer's dementia -
moderate; disoriented to time and place" - Exh. 51. 12 days before the gift deed (12/3/21)!!
Joshi cross - record keeper not the doctor. Summon Dr.? - think.
Next: attesting witness of gift deed. ND 21/12.
""")
u("backlog/2026-12/vadodariya attesting witness 21 dec.txt", "typed_note_txt", L, "2026-12-21", ["C07"], ["C07-H06"], """
21.12.2026 - Vadodariya gift deed - Ct 7
PW3 Ramnikbhai Talaviya (attesting witness of the gift deed, summoned by us) - examined. Admitted: he reached the
Sub-Registrar office after the signatures, signed at Vinod's asking; bapuji "kai bolta na hata" (was not speaking).
Joshi cross - he denied pressure from us.
ND 15.02.2027 - remaining PE (Kokilaben as PW4).
""")

# ---------------- C08 Chirag MACT
u("backlog/2026-03/chirag MACP 27.3.txt", "typed_note_txt", L, "2026-03-27", ["C08"], ["C08-H02"], """
27.3.26 MACT (Aux.) Rajkot - MACP 1187/25 Chirag Rathod v. Harpalsinh Gohil & ors
Oriental Insurance WS (Pranav Mehta): claimant was "triple seat" on the motorcycle without helmet - contributory
negligence; also truck driver's licence valid, so no recovery issue. Opp. 1 & 2 (driver, owner) not appearing.
Issues framed. ND 03.07.2026 PW1.
Claim Rs. 18,00,000 - Chirag was diploma engineer at Metoda GIDC, Rs. 16,500 pm salary slip.
""")
u("backlog/2026-10/Chirag MACT doctor 23.10.docx", "typed_note_docx", L, "2026-10-23", ["C08"], ["C08-H05"], """
23.10.2026 - MACP 1187/2025 - MACT (Aux.) Rajkot - Chauhan saheb
PW2 Dr. Sanjay Pandya (orthopaedic, Medical Board) examined - proved disability certificate Exh. 34: 32% permanent
partial disability of the right lower limb (malunited femur, knee stiffness). Pranav Mehta cross: "whole body
disability only 11%?" - doctor: functional disability for a site engineer is more.
Chauhan saheb asked insurer for an offer: Mehta offered Rs. 6,50,000. Chirag refused - wants at least 9 lakh.
Claimant's evidence closed. ND 19.02.2027 - insurer's evidence.
""")

# ---------------- the junior's chats (NI Act courts, MACT, mentions)
u("backlog/2026-07/WhatsApp Chat with Krunal Parmar Jr.txt", "whatsapp_export", J, "2026-07-03", ["C01", "C08"], ["C01-H01", "C08-H01", "C01-H04", "C08-H03"], """
10/02/26, 12:18 - Krunal Parmar Jr: Sir Ct 9 ma Chovatiya hajar thayo, Ladani saheb sathe. Jamin par chhodyo, 10,000 no jaaminkhat. ND 17/3 plea
10/02/26, 12:20 - Adv N J Dholakiya: ok. Vipulbhai ne jaan kari dejo
13/02/26, 13:02 - Krunal Parmar Jr: Sir MACT Chirag valu - opp 1, 2 (driver, truck malik) service thai gai chhata hajar nathi. Oriental na Mehta saheb e WS mate time lidho. ND 27/3
19/06/26, 12:40 - Krunal Parmar Jr: Sir castings valu - 143A na paisa bharya j nathi haju. Ladani e mudat mangi, kahe Sessions ma revision karyu che 143A order same. Trivedi saheb e aapi. ND 24/7
19/06/26, 12:41 - Adv N J Dholakiya: Revision no number lai lejo. Stay nathi ne?
19/06/26, 12:45 - Krunal Parmar Jr: Na sir, stay nathi. Revision haju admission ma
03/07/26, 13:30 - Krunal Parmar Jr: Sir MACT ma Chirag ni jubani thai (PW1). Mehta saheb e cross karyu - triple seat hata ke nahi, helmet? Chirag: "be j jan hata, helmet peherelu". ND 11/9 doctor mate
03/07/26, 13:31 - Adv N J Dholakiya: Saru. Dr Pandya ne summons kadhavi lejo
""")
u("backlog/2027-01/WhatsApp Chat with Krunal Parmar Jr (2).txt", "whatsapp_export", J, "2027-01-22", ["C01", "C08"], ["C01-H06", "C08-H04", "C01-H09"], """
21/08/26, 13:10 - Krunal Parmar Jr: Sir castings ma Vipulbhai no cross shuru thayo. Ladani e challans ane quality complaint vishe puchhyu. Adhuro. ND 30/10
11/09/26, 12:55 - Krunal Parmar Jr: Sir MACT - Dr Pandya aavya j nahi, OPD hati. Apde taraf thi mudat levi padi. Chauhan saheb e kahyu next time warrant. ND 23/10
11/09/26, 12:58 - Adv N J Dholakiya: Hendo, doctor ne hu jate phone karis
22/01/27, 12:35 - Krunal Parmar Jr: Sir Chovatiya nu 351 nu nivedan thai gayu. Have defence evidence 5 Feb. Ladani kahe Chovatiya pote DW1
22/01/27, 12:36 - Adv N J Dholakiya: 👍 5 mi e hu aavis. 143A recovery arji pan tyare j
""")

# ---------------- plan and cause list
u("backlog/2027-02/week plan 1-6 Feb.docx", "typed_note_docx", L, "2027-01-31", ["C01", "C04", "C02", "C05", "C07", "C03", "C08"], [], """
WEEK PLAN - 1 Feb to 6 Feb 2027 (and next week)
Fri 5/2  Ct 9 ACJM - Khodiyar Castings v. Chovatiya - defence evidence (DW1 Chovatiya). Cross ready: ledger, 14
         challans, bank statement. Press Exh. 58 (143A recovery).
Fri 5/2  Ct 11 - Mehta rent suit - ARGUMENTS. Written args + 3 judgments (bona fide need). Kantilal kaka to come.
Tue 9/2  Ct 4 - Shreeji Diamonds - PW1 Ashokbhai cross. Prepare him (86 carat allegation).
Fri 12/2 Ct 6 - Paresh case - 351 statements. Written notes for victim.
Mon 15/2 Ct 7 - Vadodariya - Kokilaben PW4.
Thu 18/2 SSRD - Devshibhai - premium report of Collector? Call Collector office (Mahesul shakha) on Monday.
Fri 19/2 MACT - Chirag - insurer's evidence.
""")
u("backlog/2027-02/Cause list ACJM Ct 9 05.02.2027.pdf", "cause_list_pdf", "City Civil and Sessions Court, Rajkot", "2027-02-04", ["C01"], [], """
CITY CIVIL AND SESSIONS COURT, RAJKOT - DAILY CAUSE LIST FOR 05/02/2027 (FRIDAY)
COURT OF SHRI K. D. TRIVEDI, ADDL. CHIEF JUDICIAL MAGISTRATE (N.I. ACT), COURT NO. 9
Sr.  Case No.              Parties                                                   Stage
...
41   CC/9912/2024          Rajkot Nagarik Sahakari Bank Ltd. vs Jitendra Vora          Evidence
42   CC/14522/2025         Shree Khodiyar Castings vs Rameshbhai S. Chovatiya         Defence evidence
43   CC/15007/2025         Patel Brass Components vs Nilesh Bhalara                   Appearance
44   CC/302/2026           Saurashtra Gramin Bank vs Manish Chandera                  Further statement
...
""")
