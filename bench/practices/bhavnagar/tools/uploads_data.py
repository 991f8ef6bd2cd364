"""The uploads of the Bhavnagar practice: what Adv. Dave, his junior Krupa and the clerk Mansukhbhai actually kept."""

L, J, K = "Hemant P. Dave", "Krupa Vyas", "Mansukhbhai Parmar (clerk)"
U = []
GUJ = str.maketrans("0123456789", "૦૧૨૩૪૫૬૭૮૯")


def g(text: str) -> str:
    """The clerk writes his numbers in Gujarati digits."""
    return text.translate(GUJ)


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents (before and around the cases)
u("backlog/2019-04/lease deed Nari S No 212.pdf", "document_scan", "Sub-Registrar, Bhavnagar", "2019-04-01", ["C02"], [], """
LEASE DEED (BHADA PATTO) - SALT PANS (MITHA NA AGAR)
This deed of lease is made at Bhavnagar on 01.04.2019 between Shri Mahendrabhai Jivrajbhai Patel, r/o Kaliyabid,
Bhavnagar (Lessor) and Shree Khodiyar Salt Works, a partnership firm, through partner Shri Bhupatbhai Karshanbhai
Vaghela, r/o Nari (Lessee).
Property: salt pans and reservoirs on land bearing Revenue Survey No. 212, village Nari, Taluka and District
Bhavnagar, admeasuring about 16-18-00 hectare (approx. 40 acres).
Term: 10 (ten) years from 01.04.2019 to 31.03.2029.  Rent: Rs. 2,40,000/- per year, payable on or before 30th June.
The lessee may engage agariyas for making salt under its own supervision. The lessee shall not sub-let the pans.
Registered at Sr. No. 2874/2019, Sub-Registrar, Bhavnagar.
""")
u("backlog/2025-11/FIR Alang Marine PS 22.11.25.pdf", "document_scan", "Alang Marine Police Station", "2025-11-23", ["C01"], [], """
FIRST INFORMATION REPORT (u/s 173 BNSS)   District: Bhavnagar Rural   P.S.: Alang Marine
Part-A Guj. C.R. No. 11198034251187 of 2025    Date: 23.11.2025
Sections: 125(b), 281 BNS and 177, 184 M.V. Act
On 22.11.2025 at about 19.30 hrs on the Alang-Trapaj road near the Sosiya chowkdi, trailer No. GJ-04-AW-xxxx
driven rashly by its driver Bhikhabhai Ghusabhai Bambhaniya, loaded with cut steel plates from Plot No. 59, hit
the bicycle of Sunilkumar Ramkhilavan Nishad (age 32), gas-cutter at Plot No. 59, Alang, who was going to his
kholi at Sosiya. The injured was taken by 108 ambulance to Sir T. Hospital, Bhavnagar. Informant: Rambabu Nishad
(co-worker).
""")
u("backlog/2026-01/WhatsApp Image 2026-01-10 at 12.14.55.jpeg", "document_photo", "Shree Ram Ship Breakers, Plot No. 59, Alang", "2026-01-10", ["C01"], [], """
SHREE RAM SHIP BREAKERS   Plot No. 59, Ship Breaking Yard, Alang-Sosiya, Dist. Bhavnagar
TO WHOMSOEVER IT MAY CONCERN                                 Date: 10/01/2026
This is to certify that Shri Sunilkumar Ramkhilavan Nishad has been working with us as a gas-cutter since March
2021. His wages were Rs. 19,500/- per month (Rs. 650/- per day) besides overtime. He has not reported for work
since the accident of 22.11.2025.
                                              For Shree Ram Ship Breakers, sd/- Supervisor (R.K. Khuman)
""")
u("backlog/2026-01/disability certificate Sir T hospital.pdf", "document_scan", "Sir Takhtsinhji General Hospital, Bhavnagar", "2026-01-28", ["C01"], [], """
SIR TAKHTSINHJI GENERAL HOSPITAL, BHAVNAGAR - MEDICAL BOARD
DISABILITY CERTIFICATE  No. MB/412/2026     Date: 28.01.2026
Name: Sunilkumar Ramkhilavan Nishad, M, 32 yrs, r/o Sosiya, Tal. Talaja (native: Dist. Gorakhpur, U.P.)
Diagnosis: crush injury right leg; below-knee amputation (right) done on 23.11.2025.
Permanent physical disability: 60% (sixty per cent) in relation to the right lower limb.
                                             Chairman, Medical Board (Dr. Nayana Bhatt, Ortho)
""")
u("backlog/2025-12/IMG_20251218_112033.jpg", "document_photo", "Adv. D.K. Jadeja for Mahendrabhai J. Patel", "2025-12-18", ["C02"], [], """
D. K. JADEJA, Advocate, District Court, Bhavnagar          R.P.A.D.         Date: 15/12/2025
To, Shree Khodiyar Salt Works, through partner Bhupatbhai Karshanbhai Vaghela, Nari, Tal. Bhavnagar
Sub: Termination of lease of salt pans, R.S. No. 212, village Nari
Under instructions of my client Shri Mahendrabhai Jivrajbhai Patel: you have failed to pay the rent of
Rs. 2,40,000 for the year 2025-26 due on 30.06.2025, and have sub-let the pans to agariyas. The lease dated
01.04.2019 is hereby terminated. You are called upon to hand over vacant and peaceful possession within 30 days.
""")
u("backlog/2025-12/Sangh demand letter Shreeji Gems.pdf", "document_scan", "Bhavnagar Ratnakalakar Ekta Sangh", "2025-12-20", ["C03"], [], """
BHAVNAGAR RATNAKALAKAR EKTA SANGH (Regd.)   Anandnagar, Bhavnagar
Date: 20/12/2025
To, Shri Hiteshbhai Dhirajlal Kakadiya, Prop. Shreeji Gems, Plot 17, Anandnagar, Bhavnagar
Sub: Unpaid wages of 14 ratnakalakars (diamond polishers)
Your unit was closed from 01.09.2025 to 30.11.2025 citing 'mandi' without notice, and the wages of that period
and the Diwali holiday pay were not paid. The 14 ratnakalakars named in the annexed list (Bharatbhai Devshibhai
Makwana and 13 others) are due a total of Rs. 4,86,400/- (Rupees four lakh eighty-six thousand four hundred).
Pay within 15 days, failing which recovery proceedings will be filed before the Labour Court.
                                                             President, sd/-
""")
u("backlog/2026-02/cheque return memo BoB Chitra.pdf", "document_scan", "Bank of Baroda, Chitra GIDC branch", "2026-02-14", ["C04"], [], """
BANK OF BARODA   Chitra GIDC Branch, Bhavnagar
CHEQUE RETURN MEMO                                   Date: 14/02/2026
Cheque No. 004517 dated 10/02/2026 for Rs. 6,40,000/- drawn by Mahadev Fabrication (prop. Rajeshbhai N. Baraiya)
on A/c No. 2735xxxxxxx, presented by Jay Ambe Steel Traders through its banker - RETURNED UNPAID.
Reason: FUNDS INSUFFICIENT
                                                     Authorised Signatory
""")
u("backlog/2026-03/notice 138 Baraiya.docx", "typed_note_docx", L, "2026-03-02", ["C04"], [], """
HEMANT P. DAVE, B.Com., LL.B., Advocate
14, Shital Complex, near Ghogha Circle, Bhavnagar
R.P.A.D.                                                           Date: 02/03/2026
To, Shri Rajeshbhai Naranbhai Baraiya, Prop. Mahadev Fabrication, Plot 211, Chitra GIDC, Bhavnagar
Sub: Notice u/s 138 of the Negotiable Instruments Act, 1881
On behalf of my client Jay Ambe Steel Traders, Sihor (prop. Ashokbhai Lalji Bhanushali): you bought ship-breaking
steel plates and angles on credit and towards the dues gave cheque no. 004517 dated 10/02/2026 for
Rs. 6,40,000/- on Bank of Baroda, Chitra GIDC, which was returned 'funds insufficient' on 14/02/2026. Pay
Rs. 6,40,000 within 15 days of receipt, failing which a criminal complaint will be filed.
                                                                   Advocate
""")
u("backlog/2026-02/decree Rent Suit 212-2022.pdf", "document_scan", "Civil Judge (S.D.), Bhavnagar", "2026-02-18", ["C07"], [], """
IN THE COURT OF THE 3RD ADDL. SENIOR CIVIL JUDGE, BHAVNAGAR
Rent Suit No. 212 of 2022    Haribhai Jamnadas Thakkar ... Plaintiff  v/s  Kishorbhai Vallabhdas Soni ... Defendant
JUDGMENT AND DECREE (operative part)
The plaintiff-landlord has proved that he reasonably and bona fide requires the suit shop (Shop No. 3, Thakkar
Building, Vora Bazar, Bhavnagar) for his son Nirav to start a business. Greater hardship not proved by the
tenant. The suit is decreed. The defendant shall hand over possession within 3 months and pay mesne profits at
Rs. 3,500/- per month from the date of the suit.
Pronounced on 18/02/2026.                          sd/- 3rd Addl. Senior Civil Judge, Bhavnagar
""")
u("backlog/2027-08/FIR Nilambaug 318-2027.pdf", "document_scan", "Nilambaug Police Station, Bhavnagar", "2027-08-02", ["C05"], [], """
FIRST INFORMATION REPORT   District: Bhavnagar   P.S.: Nilambaug
Part-A Guj. C.R. No. 11198014270318 of 2027     Date: 02.08.2027
Sections: 109, 115(2), 352, 351(3), 54 BNS and 135 of the Gujarat Police Act
Complainant: Mayurbhai Hirabhai Chauhan. On 01.08.2027 at about 22.45 hrs near the pan galla at Sardarnagar
circle, over an old quarrel about parking, Jaydeepsinh @ Jadu Pravinsinh Gohil and two others beat the
complainant's brother Kuldip with a pipe and a knife (charpu) on the left shoulder and abdomen and threatened to
kill him. Injured taken to Sir T. Hospital.
""")
u("backlog/2027-08/injury certificate Kuldip Sir T.pdf", "document_scan", "Sir Takhtsinhji General Hospital, Bhavnagar", "2027-08-03", ["C05"], [], """
SIR T. GENERAL HOSPITAL, BHAVNAGAR - MEDICO-LEGAL CERTIFICATE   MLC No. 3391/2027   Date: 03.08.2027
Name: Kuldip Hirabhai Chauhan, 27 M.
Injuries: (1) incised wound 4 x 1 cm over left shoulder, muscle deep; (2) incised wound 3 x 0.5 cm over left
flank, skin deep; (3) contusion over right forearm.
Opinion: injuries simple in nature; no injury to internal organs. Discharged on 05.08.2027.
""")
u("backlog/2027-09/SCA 14287-2027 memo.pdf", "document_scan", "Mr. Darshan P. Vyas, Advocate for the petitioner", "2027-09-08", ["C06", "C03"], [], """
IN THE HIGH COURT OF GUJARAT AT AHMEDABAD
SPECIAL CIVIL APPLICATION NO. 14287 OF 2027
Shreeji Gems, through prop. Hiteshbhai Dhirajlal Kakadiya .... Petitioner
versus  Bharatbhai Devshibhai Makwana & 13 others .... Respondents
Petition under Articles 226 and 227 of the Constitution of India against the order dated 20.07.2027 of the
Labour Court, Bhavnagar in Recovery Application No. 118 of 2026 rejecting the petitioner's objection that the
respondents, paid on piece rate per diamond, are independent karigars and not 'workmen'.
Interim relief prayed: stay of further proceedings of Recovery Application No. 118 of 2026.
""")

# ---------------- C01 Sunil Alang MACT
u("backlog/2027-07/IMG_20270715_161210.jpg", "handwritten_note_photo", L, "2027-07-15", ["C01"], ["C01-H03"], """
15/7/27  MACT (Aux) - Thakar saheb - Ct 7
MACP 412/26 Sunil v. Bhikhabhai & ors
Issues framed Exh. 21 (4 issues - negligence, contributory?, compensation, who liable)
Shah (National Ins.) hajar. Owner-driver ex parte.
Next: claimant's evidence - mudat 19/8/27. Sunil ne kahevu - Sosiya thi time par aave.
Affidavit + Exh. list ready karvu (FIR, panchnama, disability cert, wage cert).
""")
u("backlog/2027-08/sunil MACP 19.8.txt", "typed_note_txt", L, "2027-08-19", ["C01"], ["C01-H04"], """
19.08.2027 - MACP 412/2026 (Sunil Nishad) - MACT Aux, Thakar saheb
AW1 Sunil - affidavit in lieu of chief Exh. 24 filed. Docs produced - FIR, panchnama, 108 slip, disability cert,
wage certificate - list Exh. 25.
Jignesh Shah (insurance) - "HC ma matter chhe, cross next date" - cross deferred at insurer's request. 2nd time
insurance side ne time (WS vakhte pan time lidho hato).
Mudat 16.09.2027 for cross of AW1.
Sunil ne interpreter joie? - no, Hindi ma bole chhe, judge samje chhe.
""")
u("backlog/2027-09/AW1 cross Sunil 16-09-2027.docx", "typed_note_docx", L, "2027-09-16", ["C01"], ["C01-H05"], """
16-09-2027  MACP 412/2026  Sunilkumar R. Nishad v. Bhikhabhai G. Bambhaniya & ors.  MACT (Aux.), Bhavnagar
AW1 cross by Adv. Jignesh Shah for R3 (National Insurance) - about 35 minutes.
Sunil said: he was crossing the road to the chaa ni laari (tea stall) at Sosiya chowkdi after the shift, on his cycle.
Denied that he came from the wrong side; said the trailer came fast without lights.
Wages: Rs. 650 per day plus OT, paid by Shree Ram Ship Breakers (Plot 59); no salary slip, cash + some in bank.
Admitted no ESI card. Admitted he had been drinking? - DENIED firmly.
Good witness overall. Next: doctor (Dr. Nayana Bhatt) - summons issued. Mudat 21-10-2027.
""")
u("backlog/2027-12/20271209_173402.jpg", "handwritten_note_photo", L, "2027-12-09", ["C01"], ["C01-H07"], """
9/12/27  MACT Thakar saheb
Sunil MACP - AW2 Dr. Nayana Bhatt (Ortho, Sir T.) aavya aaje.
Proved cert. - 60% disability right lower limb; whole body 35% (functional) - "gas cutting nu kaam have nahi thai sake"
Shah cross: prosthesis thi chali shake? - "haa, pan ladder par nahi chadhi shake"
Thakar saheb e fari insurance ne offer puchhi - Shah: instructions lai ne kahish.
Mudat 20/1/28 - AW3 supervisor (wage).
""")
u("backlog/2028-01/MACP 412-2026 rojkam 20.01.2028.pdf", "certified_order_sheet_scan", "MACT (Aux.), Bhavnagar", "2028-01-24", ["C01"], ["C01-H08"], """
IN THE MOTOR ACCIDENT CLAIMS TRIBUNAL (AUX.), BHAVNAGAR
M.A.C.P. No. 412 of 2026    Sunilkumar Ramkhilavan Nishad  v/s  Bhikhabhai Ghusabhai Bambhaniya & Ors.
ROJKAM
20/01/2028   Claimant present with Ld. Adv. Shri H.P. Dave. Ld. Adv. Shri J.R. Shah for Opponent No. 3 present.
             Opponents No. 1 and 2 ex parte.
             AW3 Shri Rameshbhai K. Khuman, supervisor of Shree Ram Ship Breakers, examined at Exh. 36; proves wage
             certificate at Exh. 37. Cross-examined by Ld. Adv. for Opponent No. 3. Discharged.
             Ld. Adv. for the claimant closes evidence by pursis Exh. 38.
             For the evidence of Opponent No. 3 (insurance company) on 02/03/2028.
                                                     sd/- Member, MACT (Aux.), Bhavnagar
TRUE COPY (nakal khari)   Copy applied 21/01/2028, ready 24/01/2028
""")
u("backlog/2028-03/offer 7.5 lakh sunil.txt", "typed_note_txt", L, "2028-03-02", ["C01"], ["C01-H09"], """
2/3/2028 MACT - Sunil
Insurance no investigator Vijay Rathod gerhajar. Shah e fari time maangyo - 3rd time insurance side ne time.
Thakar saheb naraj: "last chance, next date evidence nahi to closed".
Thakar saheb e pehla j offer puchhi. Shah - Rs. 7,50,000 full & final. Sunil ne puchhyu - na padi. (claim 18.50 lakh)
Amputation + 35% whole body - atleast 12-13 lakh expected.
Mudat 13/4/2028.
""")

# ---------------- C02 Khodiyar salt-pan suit
u("backlog/2027-04/Exh 5 argts 12.4.27.docx", "typed_note_docx", L, "2027-04-12", ["C02"], ["C02-H01"], """
12.04.2027 - Spl. C.S. 61/2026 - Shree Khodiyar Salt Works v. Mahendrabhai J. Patel - 2nd Addl. Sr. C.J. (Solanki saheb)
Defendants' reply to Exh. 5 filed today by Jadeja (subletting + rent default).
Our arguments on Exh. 5 - part heard: lease up to 31.03.2029, registered; rent 2025-26 - Rs. 1,20,000 paid by RTGS
on 12.11.2025 and balance offered; notice of 15.12.2025 is a pretext - Patel wants to give the pans to a bigger
salt company.
Solanki saheb: "possession kone chhe, e batavo - agar par kaam kon kare chhe?" - photos + agariya list joshe.
Mudat 26.04.2027 (Exh. 5 further).
""")
u("backlog/2027-07/WhatsApp Chat with Bhupatbhai Khodiyar Salt.txt", "whatsapp_export", "Bhupatbhai Vaghela", "2027-07-26", ["C02"], ["C02-H02", "C02-H04"], """
26/04/2027, 13:10 - Hemant Dave Adv: Bhupatbhai, aaje Exh. 5 ni dalil puri thai. Hukam vacation pachhi, 14 June.
26/04/2027, 13:22 - Bhupatbhai Khodiyar: Saheb agar par Patel na maanas aavya hata kaale
26/04/2027, 13:25 - Hemant Dave Adv: Jhagdo na karta. Photo paadi lejo ane mane mokalo
14/06/2027, 15:40 - Hemant Dave Adv: Exh. 5 manjur! Patel tamne kabja ma dakhal nahi kari shake. Pan 4 athvadiya ma 2,40,000 court ma jama karavva na chhe
14/06/2027, 15:52 - Bhupatbhai Khodiyar: Jay Khodiyar 🙏 paisa 15 tarikh sudhi kari daish
20/07/2027, 13:07 - Bhupatbhai Khodiyar: <Media omitted>
20/07/2027, 13:07 - Bhupatbhai Khodiyar: challan bharai gayu saheb
26/07/2027, 12:48 - Hemant Dave Adv: aaje deposit ni pursis aapi. Jadeja e lekhit javab (WS) Exh. 34 aapyo. Have mudat 6 Sept
26/07/2027, 12:50 - Bhupatbhai Khodiyar: ok saheb
""")
u("backlog/2027-07/WhatsApp Image 2027-07-20 at 13.05.44.jpeg", "document_photo", "State Bank of India, Court branch, Bhavnagar", "2027-07-20", ["C02"], [], """
STATE BANK OF INDIA - DISTRICT COURT BRANCH, BHAVNAGAR      COURT DEPOSIT CHALLAN
Date: 20/07/2027    Challan No. 1187
Court: 2nd Addl. Senior Civil Judge, Bhavnagar    Case: Special Civil Suit No. 61 of 2026
Deposited by: Shree Khodiyar Salt Works (Bhupatbhai K. Vaghela)
Amount: Rs. 2,40,000/- (Rupees two lakh forty thousand only)    Purpose: rent deposit as per order below Exh. 5
dt. 14/06/2027                                                  Cashier - Received
""")
u("backlog/2027-06/SCS 61-2026 Exh5 hukam 14.06.2027.pdf", "certified_order_sheet_scan", "2nd Additional Senior Civil Judge, Bhavnagar", "2027-06-17", ["C02"], ["C02-H03"], """
બીજા એડિશનલ સિનિયર સિવિલ જજની કોર્ટ, ભાવનગર
સ્પે. દી. મુ. નં. ૬૧/૨૦૨૬   શ્રી ખોડિયાર સોલ્ટ વર્ક્સ  વિ.  મહેન્દ્રભાઈ જીવરાજભાઈ પટેલ અને બીજા
નિ. ૫ ઉપર હુકમ
૧૪/૦૬/૨૦૨૭  વાદી તરફે વકીલશ્રી એચ. પી. દવે હાજર. પ્રતિવાદી તરફે વકીલશ્રી ડી. કે. જાડેજા હાજર.
            રેકર્ડ જોતાં પ્રથમદર્શી રીતે વાદીનો કબજો સાબિત થાય છે. નિ. ૫ ની અરજી અંશતઃ મંજૂર કરવામાં આવે છે.
            પ્રતિવાદીઓએ દાવાના નિકાલ સુધી સર્વે નં. ૨૧૨, મોજે નારીના મીઠાના અગરના વાદીના કબજામાં દખલ કરવી નહીં.
            વાદીએ ચાર અઠવાડિયામાં રૂ. ૨,૪૦,૦૦૦/- કોર્ટમાં જમા કરાવવા. પ્રતિવાદીઓએ લેખિત જવાબ રજૂ કરવો.
            મુદત ૨૬/૦૭/૨૦૨૭.
                                                  સહી/- બીજા એડિ. સિનિયર સિવિલ જજ, ભાવનગર
નકલ ખરી
""")
u("backlog/2027-09/nari agar 6 sept.txt", "typed_note_txt", L, "2027-09-06", ["C02"], ["C02-H05"], """
06-09-2027  Khodiyar salt (SCS 61/26) - Solanki saheb
Jadeja ni navi arji Exh. 38 - court commissioner nimvo, agar par kon kaam kare chhe teno panchnamo.
Amaro say (vandha) aaje file karyo - commissioner ni jarur nathi, photos on record. Pan saheb nu valan commissioner
taraf chhe - "sthal par jai ne joie".
Mudat 04-10-2027 hukam mate.
Bhupatbhai ne kahyu agariya na naam, gaam ni list taiyar rakhe.
""")
u("backlog/2027-10/rojkam SCS 61 04-10-2027.pdf", "certified_order_sheet_scan", "2nd Additional Senior Civil Judge, Bhavnagar", "2027-10-07", ["C02"], ["C02-H06"], """
બીજા એડિશનલ સિનિયર સિવિલ જજની કોર્ટ, ભાવનગર        રોજકામ
સ્પે. દી. મુ. નં. ૬૧/૨૦૨૬
૦૪/૧૦/૨૦૨૭  બંને પક્ષના વકીલશ્રી હાજર. નિ. ૩૮ ની અરજી મંજૂર. વકીલશ્રી કિરણબેન મહેતાને કોર્ટ કમિશનર તરીકે નીમવામાં
            આવે છે. તેઓએ સર્વે નં. ૨૧૨, મોજે નારીના અગરની સ્થળ તપાસ કરી પંચનામું અને રિપોર્ટ રજૂ કરવો.
            કમિશન ફી રૂ. ૫,૦૦૦/- પ્રતિવાદીએ ભરવી. મુદત ૧૩/૧૨/૨૦૨૭.
                                                  સહી/- બીજા એડિ. સિનિયર સિવિલ જજ, ભાવનગર
નકલ ખરી
""")
u("backlog/2027-12/commissioner report Exh 44.pdf", "document_scan", "Adv. Kiranben Mehta, Court Commissioner", "2027-11-29", ["C02"], [], """
BEFORE THE 2ND ADDL. SENIOR CIVIL JUDGE, BHAVNAGAR - SPECIAL CIVIL SUIT NO. 61 OF 2026
REPORT OF THE COURT COMMISSIONER (Exh. 44)
I visited the salt pans on R.S. No. 212, village Nari on 22.11.2027 at 10.30 a.m. in the presence of both sides.
There are 38 pans (kyara) and 2 reservoirs. Salt making was in progress in 26 pans. I found 9 agariya families
(23 persons) working, who stated that they are engaged by Bhupatbhai of Khodiyar Salt Works on wages per tonne,
since 2019-20. A munim of the plaintiff, Shri Dinesh Makwana, was present with a register of tonnage.
No one claiming under the defendants was found working. Photographs (14) annexed.
Date: 29.11.2027                                            sd/- Kiranben Mehta, Court Commissioner
""")
u("backlog/2027-12/IMG_20271213_174020.jpg", "handwritten_note_photo", L, "2027-12-13", ["C02", "C07"], ["C02-H07"], """
13/12/27
(1) Agar case - Solanki saheb - Commissioner report Exh. 44 aavyo: 9 agariya families, Bhupatbhai na kehva thi
    kaam kare chhe - subletting no mudo nabdo padyo. Jadeja e vandha mate time lidho.
    Mudat 24/1/28 - issues.
(2) Kishorbhai Soni no phone (Vora Bazar dukan) - Haribhai na dikra e navi dukan Waghawadi road par chalu kari chhe
    evi vaat - photo mokalse. RCA ma kaam aavshe (Exh. 18 reply). Court ma aaje kaai nathi.
""")
u("backlog/2028-03/PW1 Bhupatbhai cross 13.03.2028.docx", "typed_note_docx", L, "2028-03-13", ["C02"], ["C02-H09"], """
13.03.2028 - SCS 61/2026 Khodiyar Salt v. Patel - 2nd Addl. Sr. C.J.
PW1 Bhupatbhai K. Vaghela - affidavit in lieu of chief Exh. 52, docs Exh. 53 to 61 (lease deed, RTGS slips,
challan, photos).
Cross by Jadeja started at 3.15 - on agariyas' wages, the munim's register, who sells the salt (to "Saurashtra
Chemicals" and local traders).
Not over - continue next date. Mudat 17.04.2028.
""")
u("backlog/2028-04/agar PW1 cross 17-4.txt", "typed_note_txt", L, "2028-04-17", ["C02"], ["C02-H10"], """
17/4/28 agar case (Khodiyar v. Patel) - Solanki saheb
PW1 Bhupatbhai ni cross chalu rahi - Jadeja 1 kalak.
Admitted: 2025-26 nu bhadu notice pehla fakt Rs. 1,20,000 j aapyu hatu (RTGS 12.11.2025), baki na aapya.
Denied subletting - "agariya to majuri par chhe, agar mara kabja ma".
Time puro - cross adhuri. Mudat 11.05.2028 - PW1 cross chalu.
""")

# ---------------- C03 Shreeji Gems wage recovery (Labour Court)
u("backlog/2027-07/Rec App 118-2026 order 20.07.2027.pdf", "certified_order_sheet_scan", "Labour Court, Bhavnagar", "2027-07-23", ["C03"], ["C03-H03"], """
IN THE LABOUR COURT AT BHAVNAGAR
Recovery Application No. 118 of 2026 (u/s 33C(2) of the Industrial Disputes Act, 1947)
Bharatbhai Devshibhai Makwana & 13 others ... Applicants   v/s   Shreeji Gems ... Opponent
20/07/2027   Ld. Adv. Shri H.P. Dave for the applicants; Ld. Adv. Shri C.M. Kothari for the opponent.
             ORDER BELOW EXH. 12 (preliminary objection)
             The opponent contends that the applicants are paid per piece and are independent karigars. Payment by
             piece rate does not take a person out of the definition of 'workman' in s. 2(s) when he works at the
             employer's premises, on its tools, under its supervision and hours. The objection is rejected.
             The applicants to lead evidence on 14/09/2027.
                                                     sd/- Presiding Officer, Labour Court, Bhavnagar
TRUE COPY
""")
u("backlog/2027-09/labour 14 sept.txt", "typed_note_txt", J, "2027-09-14", ["C03", "C06"], ["C03-H04"], """
14/09/27 Labour Court - Shreeji Gems case
Kothari saheb e kahyu HC ma SCA file kari chhe (20.07 na hukam same), number hju aavyo nathi. Mudat maangi.
Raval saheb e aapi pan kahyu "HC no stay na hoy to next date evidence thashe".
Mudat 19/10/2027. - Krupa
""")
u("backlog/2027-10/IMG_20271019_140511.jpg", "handwritten_note_photo", L, "2027-10-19", ["C03", "C06"], ["C03-H05"], """
19/10/27   Shreeji Gems - both matters
Labour Ct (Raval saheb): HC no 6/10 no hukam rajoo karyo - "Labour Court may proceed but shall not pass final order".
  AW1 Bharatbhai - affidavit Exh. 20 - chief done. Cross next. Mudat 7/12/27.
HC SCA 14287/27 (Bhuva J): reply (affidavit-in-reply) taiyar karvo - 24/11 pehla. Sangh pramukh ni sahi levi.
""")
u("backlog/2027-12/IMG_20271207_171455.jpg", "handwritten_note_photo", L, "2027-12-07", ["C03"], ["C03-H06"], """
7/12/27 Labour Court - Raval saheb - Shreeji Gems
AW1 Bharatbhai ni cross (Kothari) - 45 min
 - nang pramane (per piece) pagar - haa, pan hajri roj puravi pade
 - 11 kalak kaam, savare 8 thi sanje 7; ghanti (wheel) ane tools sheth na
 - hajri register unit par j rakhay chhe, supervisor Kanubhai lakhe
Amari Exh. 27 - notice to produce attendance register (Sept-Nov 2025) file kari.
Mudat 16/01/2028
""")
u("backlog/2027-12/correction labour mudat.txt", "typed_note_txt", L, "2027-12-08", ["C03"], ["C03-H06"], """
8/12/27 - sudharo (correction)
Kaal na Shreeji Gems (Labour Court) na note ma mudat 16/01/2028 lakhi - khoti. 16/01 to Ravivar chhe.
Rojkam ma joyu: sachi mudat 18/01/2028 (mangalvar) - Exh. 27 par hukam mate.
Mansukhbhai ne diary ma sudharvanu kahyu.
""")

# ---------------- C04 Jay Ambe cheque case
u("backlog/2027-06/Cri Case 3318-2026 143A order 24.06.2027.pdf", "certified_order_sheet_scan", "4th Addl. Senior Civil Judge & Addl. CJM, Bhavnagar", "2027-06-28", ["C04"], ["C04-H03"], """
IN THE COURT OF THE 4TH ADDL. SENIOR CIVIL JUDGE & ADDL. CHIEF JUDICIAL MAGISTRATE, BHAVNAGAR
Criminal Case No. 3318 of 2026     Jay Ambe Steel Traders  v/s  Rajeshbhai Naranbhai Baraiya
24/06/2027   Complainant with Ld. Adv. Shri H.P. Dave. Accused with Ld. Adv. Shri I.Y. Kureshi.
             ORDER BELOW EXH. 14 (s. 143A N.I. Act)
             The accused has pleaded not guilty. The complaint discloses a legally enforceable debt prima facie.
             The accused is directed to pay interim compensation of 20% of the cheque amount, i.e. Rs. 1,28,000/-
             to the complainant within 60 days.
             For complainant's evidence on 05/08/2027.
                                         sd/- 4th Addl. Sr. Civil Judge & Addl. C.J.M., Bhavnagar
TRUE COPY
""")
u("backlog/2027-09/CW1 cross Ashokbhai 9.9.27.docx", "typed_note_docx", L, "2027-09-09", ["C04"], ["C04-H05"], """
09.09.2027 - Cri. Case 3318/2026 - Jay Ambe Steel v. Baraiya - Desai madam (Addl. CJM)
CW1 Ashokbhai Bhanushali cross by Kureshi - 40 min.
Defence put: cheque was a blank security cheque given in 2024 at the time of first purchase; 'no dues'.
Ashokbhai denied - showed ledger (Exh. 22) and tax invoices (Exh. 23) of Jan 2026 plates + angles.
Admitted no written agreement; admitted amount filled in by his accountant ("mara munim e rakam lakhi") - to
check the 20(2) point for arguments.
143A paisa hju nathi bharya - 60 days 23/8 e puraa thaya. Recovery arji karvi.
Mudat 14.10.2027.
""")
u("backlog/2027-12/baraiya 16 dec.txt", "typed_note_txt", L, "2027-12-16", ["C04"], ["C04-H07"], """
16/12/2027 Jay Ambe v. Baraiya (138) - Desai madam
Desai madam e pehla j puchhyu - 143A na paisa bharya ke nahi? Kureshi e Rs. 50,000 no DD aapyo aaje court ma.
Baki 78,000 (total 1,28,000 mathi) - "ek mahina ma" kahe chhe. Amari recovery arji Exh. 31 pending rakhi.
CW2 Shri Nikunj M. Patel, Asst. Manager, Bank of Baroda Chitra GIDC - return memo proved Exh. 33,
reason "funds insufficient", account ma te divse Rs. 41,210 balance hato.
Complainant side evidence closed (pursis).
Mudat 03/02/2028 - accused nu further statement.
""")

# ---------------- C05 Jadu bail
u("backlog/2027-08/jadu bail 23.8.txt", "typed_note_txt", L, "2027-08-23", ["C05"], ["C05-H01"], """
23.08.2027 - Cri. M.A. 1784/2027 - Jaydeepsinh @ Jadu Gohil - regular bail - Principal D.J. Oza saheb (Ct 1)
Notice to APP (Trivedi) and to victim Kuldip (BNSS - victim ne sambhalvo). IO na papers mangavya.
Jail ma 3 week thaya (arrest 03.08.2027).
Oza saheb: "injury certificate joie chhe - 109 kem lagadi?" - MLC simple injuries (Sir T. 3391/2027) - mukhya mudo.
Mudat 30.08.2027. Pravinsinh ne kahyu surety taiyar rakhe - Rs. 25,000 ni sambhavna.
""")
u("backlog/2027-09/WhatsApp Chat with Pravinsinh Gohil.txt", "whatsapp_export", "Pravinsinh Gohil", "2027-09-10", ["C05"], ["C05-H02", "C05-H03", "C05-H04"], """
30/08/2027, 12:30 - Hemant Dave Adv: Pravinsinh, aaje sarkari vakil e time maangyo, IO na papers nathi aavya. Mudat 6 Sept
30/08/2027, 12:41 - Pravinsinh Gohil: saheb Jadu ne bahu taklif chhe jail ma
30/08/2027, 12:44 - Hemant Dave Adv: Samju chhu. 6 tarikhe dalil thashe
06/09/2027, 14:15 - Hemant Dave Adv: Dalil puri thai. Oza saheb 10 tarikhe hukam karse
10/09/2027, 13:02 - Hemant Dave Adv: Jadu ne jamin mali gaya ✅ Rs. 25,000 + ek jamindar. 6 mahina Nilambaug police ni had ma nahi javanu, fakt court mate
10/09/2027, 13:04 - Pravinsinh Gohil: Jay Mataji saheb 🙏🙏 jamindar maro bhai Dilipsinh
10/09/2027, 13:05 - Hemant Dave Adv: Aaje j bond bharavi dejo, sanje Jilla Jail ma order pahonchse
""")
u("backlog/2027-09/IMG_20270906_142230.jpg", "handwritten_note_photo", L, "2027-09-06", ["C05"], ["C05-H03"], """
6/9/27  Ct 1 Oza saheb - Jadu bail
IO papers aavya - chargesheet baki. Argued: MLC - simple injuries, discharged 05.08; 109 not made out; 2 co-accused
ne JMFC e 115 ma jamin aapya; no antecedent except 1 NC.
Trivedi (APP): knife used, witness ne dhamki no bhay.
Hukam 10/9/27 e.
""")
u("backlog/2027-09/Cri MA 1784-2027 bail order 10.09.2027.pdf", "certified_order_sheet_scan", "Principal District and Sessions Judge, Bhavnagar", "2027-09-13", ["C05"], ["C05-H04"], """
IN THE COURT OF THE PRINCIPAL DISTRICT AND SESSIONS JUDGE, BHAVNAGAR
Criminal Misc. Application No. 1784 of 2027 (Regular bail u/s 483 BNSS)
Jaydeepsinh @ Jadu Pravinsinh Gohil ... Applicant   v/s   State of Gujarat ... Respondent
10/09/2027   ORDER
             Considering the medical certificate (injuries simple), the period of custody since 03.08.2027, and that
             the investigation is substantially over, the application is allowed. The applicant be released on bail
             on executing a bond of Rs. 25,000/- with one surety of the like amount, on conditions: (1) not to enter
             the limits of Nilambaug Police Station for six months except for attending the court; (2) not to
             tamper with evidence; (3) to surrender passport, if any. Application disposed of.
                                                  sd/- Principal District and Sessions Judge, Bhavnagar
TRUE COPY
""")

# ---------------- C06 Shreeji SCA (Gujarat High Court)
u("backlog/2027-10/SCA14287-2027 order dt 06-10-2027.pdf", "certified_order_sheet_scan", "High Court of Gujarat", "2027-10-11", ["C06"], ["C06-H01"], """
IN THE HIGH COURT OF GUJARAT AT AHMEDABAD
R/SPECIAL CIVIL APPLICATION NO. 14287 of 2027
SHREEJI GEMS  Versus  BHARATBHAI DEVSHIBHAI MAKWANA & 13 other(s)
Appearance: MR DARSHAN P VYAS(8812) for the Petitioner(s) No. 1
            MR HEMANT P DAVE(4417) for the Respondent(s) No. 1-14 (on caveat)
CORAM: HONOURABLE MR. JUSTICE SAMEER J. BHUVA
Date : 06/10/2027
ORAL ORDER
Issue Notice returnable on 24.11.2027. In the meantime, the Labour Court may proceed with Recovery Application
No. 118 of 2026 but shall not pass the final order till the next date of hearing.
                                                                          (SAMEER J. BHUVA,J)
""")
u("backlog/2027-11/HC Sola 24 nov.docx", "typed_note_docx", L, "2027-11-24", ["C06"], ["C06-H02"], """
24.11.2027 - HC Sola - SCA 14287/2027 Shreeji Gems v. Bharatbhai & 13 - Bhuva J, Court 21 - Sr. No. 37
Our affidavit-in-reply filed (Sangh president + Bharatbhai sworn). Darshan Vyas sought time for rejoinder.
Granted. Interim (no final order by Labour Court) continues.
Went by 9.30 Intercity, court reached at 12.40, matter called at 2.50. Return by 5.45 bus.
Next date 11.01.2028.
""")
u("backlog/2028-01/sola 11-01-28.txt", "typed_note_txt", L, "2028-01-11", ["C06"], ["C06-H03"], """
11-01-2028 HC (Sola) - Shreeji SCA - Bhuva J
Board lambu - Sr. 58 sudhi j pahochya, apdo 71 - not reached. Interim chalu.
Mudat 15-02-2028. Aakho divas gayo. Next time Krupa ne Ahmedabad mokalvi? - na, Bhuva J prashno puchhe chhe, jate javu.
""")
u("backlog/2028-02/IMG_20280215_163300.jpg", "handwritten_note_photo", L, "2028-02-15", ["C06"], ["C06-H04"], """
15/2/28  HC - Ct 21 Bhuva J - Shreeji SCA
Heard 20 min. Vyas: piece-rate = independent contractor.
Bhuva J: "Is a piece-rated polisher working in the factory not a workman? Give me a short compilation of the
settled law." - both sides compilation (max 5 judgments).
Mudat 28/3/28. Compilation - Silver Jubilee Tailoring House, Shining Tailors, Hussainbhai...
""")
u("backlog/2028-03/SCA14287-2027 order 28-03-2028.pdf", "certified_order_sheet_scan", "High Court of Gujarat", "2028-04-03", ["C06"], ["C06-H05"], """
IN THE HIGH COURT OF GUJARAT AT AHMEDABAD
R/SPECIAL CIVIL APPLICATION NO. 14287 of 2027
SHREEJI GEMS  Versus  BHARATBHAI DEVSHIBHAI MAKWANA & 13 other(s)
CORAM: HONOURABLE MR. JUSTICE SAMEER J. BHUVA
Date : 28/03/2028
ORAL ORDER
Heard learned advocates. RULE. Learned advocate Mr. Hemant P. Dave waives service of rule for the respondents.
Prima facie, payment by piece-rate by itself does not take the respondents out of the definition of workman.
The interim relief granted on 06.10.2027 stands vacated. The Labour Court is at liberty to proceed and to pass
the final order in accordance with law. To be listed for final hearing on 19.06.2028.
                                                                          (SAMEER J. BHUVA,J)
""")

# ---------------- C07 Soni shop appeal
u("backlog/2027-04/IMG_20270420_125540.jpg", "handwritten_note_photo", L, "2027-04-20", ["C07"], ["C07-H01"], """
20/4/27  2nd ADJ Joshi madam - RCA 44/26 Kishorbhai Soni v. Haribhai Thakkar
Exh. 5 - stay of eviction decree chalu - condition: Rs. 3,500 dar mahine court ma jama (mesne profit jetlu).
Kishorbhai e Feb-March bharya - OK.
Joshi madam: "R&P aavya vagar appeal sambhalvi nahi" - R&P nichli court thi mangavya.
Mudat 22/6/27.
""")
u("backlog/2027-09/Soni appeal 21.9 O41 R27.docx", "typed_note_docx", L, "2027-09-21", ["C07"], ["C07-H04"], """
21.09.2027 - R.C.A. 44/2026 - Kishorbhai Soni v. Haribhai Thakkar - 2nd ADJ (Joshi madam)
P.N. Trivedi filed Exh. 18 - O.41 R.27 CPC - additional evidence: (a) GST registration of Nirav (son) 2027,
(b) bank loan sanction letter for the "jewellery showroom" - to show need still subsists.
Our reply time. Point: son's new registration is of a shop at Waghawadi Road - need already met elsewhere?
Kishorbhai ne tapas karva kahyu.
Mudat 16.11.2027.
""")
u("backlog/2027-11/soni 16.11.txt", "typed_note_txt", L, "2027-11-16", ["C07"], ["C07-H05"], """
16/11/2027 RCA 44/26 Soni - Joshi madam
Exh. 18 no javab aapyo: additional evidence is post-decree, O.41 R.27 conditions not met; and if at all, the son
already runs a business at Waghawadi Road - so the bona fide need is gone.
Dalil banne paksh ni Exh. 18 par thai. Hukam mate mudat 06/01/2028.
""")
u("backlog/2028-01/RCA 44-2026 Exh18 hukam 06.01.2028.pdf", "certified_order_sheet_scan", "2nd Additional District Judge, Bhavnagar", "2028-01-10", ["C07"], ["C07-H06"], """
બીજા એડિશનલ ડિસ્ટ્રિક્ટ જજની કોર્ટ, ભાવનગર
રેગ્યુલર સિવિલ અપીલ નં. ૪૪/૨૦૨૬   કિશોરભાઈ વલ્લભદાસ સોની  વિ.  હરિભાઈ જમનાદાસ ઠક્કર
નિ. ૧૮ ઉપર હુકમ
૦૬/૦૧/૨૦૨૮  બંને પક્ષના વકીલશ્રી હાજર. નિ. ૧૮ ની અરજી અંશતઃ મંજૂર - ફક્ત પુત્ર નિરવના જી.એસ.ટી. નોંધણી પ્રમાણપત્ર
            પૂરતી; બેંક લોનનો પત્ર નામંજૂર. અપીલ આખરી સુનાવણી માટે મુદત ૨૨/૦૨/૨૦૨૮.
                                                  સહી/- બીજા એડિ. ડિસ્ટ્રિક્ટ જજ, ભાવનગર
નકલ ખરી
""")
u("backlog/2028-02/abstention 22 feb.txt", "typed_note_txt", L, "2028-02-22", ["C07"], ["C07-H07"], """
22/02/2028  Soni RCA - final dalil
Bhavnagar Bar Association no tharav - aaje vakilo kaam thi alip (abstention). P.N. Trivedi gerhajar.
Amari dalil sharu na thai. Joshi madam e lambi mudat aapi - 11/04/2028.
Kishorbhai naraj - "2 varas thi chale chhe". Deposit regular.
""")
u("backlog/2028-04/soni 11 april.txt", "typed_note_txt", L, "2028-04-11", ["C07"], ["C07-H08"], """
11.04.2028 - RCA 44/2026 Soni v. Thakkar - Joshi madam
Amari final dalil puri (1 hr 10 min): greater hardship - 38 years tenancy, only shop; son's GST shop at
Waghawadi Road already running.
Joshi madam e samadhan (settlement) suggest karyu - Trivedi: Haribhai dukan khali kare to Rs. 6 lakh aape.
Kishorbhai ne puchhi ne 23/05 pehla javab aapvo (instructions) - he wants 10 lakh or 2 years time.
Respondent ni dalil next date. Mudat 23.05.2028.
""")

# ---------------- the clerk's rojkam register (Gujarati, Gujarati digits)
u("backlog/2027-06/IMG-20270622-WA0006.jpg", "handwritten_note_photo", K, "2027-06-22", ["C01", "C02", "C03", "C07"], ["C01-H02", "C02-H03", "C03-H02", "C07-H02"], g("""
રોજકામ રજીસ્ટર - દવે સાહેબ ઓફિસ                                      પાનું 41
તા. 10/06/2027  MACP 412/26 સુનિલ - વીમા કંપનીનો લેખિત જવાબ નિ. 18 રજૂ (સામે વાળાની ભૂલ - સાયકલ ઊંધી બાજુ). મુદત 15/07/2027 ઈસ્યુ.
તા. 14/06/2027  સ્પે.દી.મુ. 61/26 ખોડિયાર સોલ્ટ - નિ. 5 મંજૂર. રૂ. 2,40,000 ચાર અઠવાડિયામાં જમા. મુદત 26/07/2027.
તા. 15/06/2027  રિ. અરજી 118/26 શ્રીજી જેમ્સ - લેબર કોર્ટ - પ્રાથમિક વાંધા પર દલીલ પૂરી. મુદત 20/07/2027 હુકમ.
તા. 22/06/2027  આર.સી.એ. 44/26 સોની - આર એન્ડ પી આવ્યા નથી, રીમાઇન્ડર. મુદત 10/08/2027.
                                                            - મનસુખ
"""))
u("backlog/2027-08/IMG-20270810-WA0011.jpg", "handwritten_note_photo", K, "2027-08-10", ["C03", "C02", "C04", "C07"], ["C03-H03", "C02-H04", "C04-H04", "C07-H03"], g("""
રોજકામ રજીસ્ટર                                                       પાનું 44
તા. 20/07/2027  શ્રીજી જેમ્સ - લેબર કોર્ટ - વાંધો નામંજૂર, કારીગર વર્કમેન. મુદત 14/09/2027 પુરાવો.
તા. 26/07/2027  ખોડિયાર સોલ્ટ - જમા ચલણની પુરસીસ આપી. પ્રતિવાદીનો લેખિત જવાબ નિ. 34. મુદત 06/09/2027.
તા. 05/08/2027  ફો.કે. 3318/26 જય અંબે - ફરિયાદીનું સોગંદનામું નિ. 19. આરોપીના વકીલ કુરેશીએ ઉલટ તપાસ માટે સમય માંગ્યો. મુદત 09/09/2027.
તા. 10/08/2027  સોની અપીલ - આર એન્ડ પી આવી ગયા. પેપર બુક. મુદત 21/09/2027.
"""))
u("backlog/2027-10/IMG-20271021-WA0003.jpg", "handwritten_note_photo", K, "2027-10-21", ["C04", "C01"], ["C04-H06", "C01-H06"], g("""
રોજકામ રજીસ્ટર                                                       પાનું 47
તા. 14/10/2027  જય અંબે 138 - દેસાઈ મેડમે પ્રથમ પૂછ્યું 143એ ના પૈસા ભર્યા કે નહીં - ભર્યા નથી. કુરેશીએ સમય માંગ્યો.
                 વસૂલાત અરજી નિ. 31 આપી. બેંક અધિકારીને સમન્સ. મુદત 16/12/2027.
તા. 21/10/2027  MACP 412/26 સુનિલ - ડૉક્ટર હાજર નહીં, ફરી સમન્સ. મુદત 09/12/2027.
"""))
u("backlog/2028-01/IMG-20280124-WA0008.jpg", "handwritten_note_photo", K, "2028-01-24", ["C03", "C01", "C02"], ["C03-H07", "C01-H08", "C02-H08"], g("""
રોજકામ રજીસ્ટર                                                       પાનું 52
તા. 18/01/2028  શ્રીજી જેમ્સ - નિ. 27 મંજૂર - શેઠે હાજરી રજીસ્ટર રજૂ કરવું. રાવલ સાહેબ: નહીં લાવે તો ખર્ચ. મુદત 29/02/2028.
તા. 20/01/2028  સુનિલ MACP - સુપરવાઈઝર રમેશભાઈ ખુમાણની જુબાની નિ. 36. અરજદારનો પુરાવો બંધ. મુદત 02/03/2028 વીમા કંપનીનો પુરાવો.
તા. 24/01/2028  ખોડિયાર સોલ્ટ - ઈસ્યુ (6) નિ. 47. મુદત 13/03/2028 વાદીનો પુરાવો.
"""))
u("backlog/2028-04/IMG-20280417-WA0014.jpg", "handwritten_note_photo", K, "2028-04-17", ["C03", "C07", "C02"], ["C03-H09", "C07-H08", "C02-H10"], g("""
રોજકામ રજીસ્ટર                                                       પાનું 56
તા. 04/04/2028  શ્રીજી જેમ્સ - રજીસ્ટર રજૂ (ફક્ત સપ્ટે-ઓક્ટો 2025). AW2 હરેશભાઈની જુબાની. મુદત 16/05/2028.
તા. 11/04/2028  સોની અપીલ - આપણી દલીલ પૂરી. સમાધાનની વાત. મુદત 23/05/2028.
તા. 17/04/2028  ખોડિયાર સોલ્ટ - PW1 ઉલટ તપાસ ચાલુ. મુદત 11/05/2028.
"""))

# ---------------- the junior's chats (iPhone export)
u("backlog/2027-05/WhatsApp Chat - Krupa Vyas Jr.txt", "whatsapp_export", J, "2027-05-20", ["C01", "C04", "C03"], ["C01-H01", "C04-H01", "C03-H01", "C04-H02"], """
[08/04/27, 12:52:31] Krupa Vyas Jr: Sir MACT Sunil - National Insurance e WS mate time maangyo, Shah sir HC ma. Driver + owner served pan gerhajar, ex parte. Mudat 10/06/27
[08/04/27, 12:53:02] Krupa Vyas Jr: Thakar saheb e puchhyu insurance company ni offer shu chhe? Shah sir na proxy e kahyu instructions nathi
[08/04/27, 13:10:44] Hemant Dave: ok. Sunil ne phone kari dejo
[15/04/27, 12:05:19] Krupa Vyas Jr: Sir Jay Ambe 138 - Baraiya gerhajar, summons bajyo chhe. Desai madam e BW 10,000 no kadhyo. Mudat 20/05
[04/05/27, 15:31:08] Krupa Vyas Jr: Sir Labour Court Shreeji Gems - Kothari sir e reply Exh. 12 aapyo, preliminary objection ke karigar workmen nathi (piece rate). Mudat 15/06/27 argument
[04/05/27, 15:33:40] Hemant Dave: 15 june hu jais. Judgments kadhi rakhjo - piece rated workmen
[20/05/27, 13:44:12] Krupa Vyas Jr: Sir Baraiya aaje aavyo, jamin thaya (10,000 surety), plea lidho - not guilty. Aapdi 143A arji Exh. 14 aapi. Mudat 24/06
[20/05/27, 13:45:01] Hemant Dave: 👍
""")
u("backlog/2028-04/WhatsApp Chat - Krupa Vyas Jr (2).txt", "whatsapp_export", J, "2028-04-13", ["C03", "C04", "C01"], ["C03-H08", "C04-H08", "C04-H09", "C03-H09", "C01-H10"], """
[03/02/28, 16:02:51] Krupa Vyas Jr: Sir Baraiya nu further statement (351 BNSS) thai gayu. Desai madam e pehla j puchhyu 143A no baki 78,000 bharyo ke nahi - nathi bharyo. Defence evidence aapse. Mudat 23/03
[29/02/28, 12:20:15] Krupa Vyas Jr: Sir Shreeji Gems - register na laavya, Kothari sir kahe "maltu nathi". Raval saheb e Rs. 500 cost nakhi ane kahyu next date register lavvanu j. Mudat 04/04
[23/03/28, 15:40:27] Krupa Vyas Jr: Sir Baraiya pote DW1 tarike - fari security cheque ni vaat, 2024 ma blank aapyo hato. Aapne cross karyu - ledger vishe koi javab nahi. Mudat 11/05/2028 final argument
[04/04/28, 14:12:09] Krupa Vyas Jr: Sir labour court ma Shreeji e register produce karyu pan fakt sept-oct 2025 nu, nov 2025 nu nathi. AW2 Hareshbhai ni chief thai. Mudat 16/05/2028
[13/04/28, 13:30:44] Hemant Dave: Sunil MACT - insurance e pursis Exh. 41 thi evidence close karyo, koi witness nahi. Aapdi dalil thai gai. Shah ni dalil 18/05/2028 e
[13/04/28, 13:31:20] Krupa Vyas Jr: Ok sir. Written arguments type kari rakhu?
[13/04/28, 13:32:02] Hemant Dave: Haa. Pranay Sethi + Raj Kumar (disability) judgments saathe
""")

# ---------------- the week plan and the cause list
u("backlog/2028-05/Plan 8-23 May.docx", "typed_note_docx", L, "2028-05-07", ["C02", "C04", "C03", "C01", "C07"], [], """
PLAN - 8 to 23 May 2028 (Mansukhbhai + Krupa ne copy)
Thu 11/05  Ct 12 Solanki saheb - Agar case (Khodiyar v. Patel) - PW1 Bhupatbhai cross chalu. Bhupatbhai 10.30 sharp.
Thu 11/05  Ct 18 Desai madam - Jay Ambe v. Baraiya (138) - final arguments. 20(2)/139 presumption note ready.
           Ashokbhai ne sathe rakhvo (madam complainant ne jove chhe).
Tue 16/05  Labour Court - Shreeji Gems - AW2 Hareshbhai cross (Krupa). HC Rule + vacated order copy file karvi.
Thu 18/05  MACT Thakar saheb - Sunil - insurer's arguments; aapdi written arguments + Pranay Sethi / Raj Kumar
           judgments (multiplier, disability); disability cert copy.
Tue 23/05  2nd ADJ Joshi madam - Soni appeal - respondent's arguments; Kishorbhai nu samadhan par javab.
HC: Shreeji SCA - 19/06 (after vacation).
""")
u("backlog/2028-05/Bhavnagar cause list 11.05.2028.pdf", "cause_list_pdf", "District Court, Bhavnagar", "2028-05-10", ["C02", "C04"], [], """
DISTRICT COURT, BHAVNAGAR - DAILY CAUSE LIST - THURSDAY 11/05/2028
COURT OF THE 2ND ADDL. SENIOR CIVIL JUDGE, BHAVNAGAR (Court Room No. 12)
Sr. Case No.                Parties                                              Stage
1   Spl.C.S./33/2024         Alang Auto & Steel Co. v. Gujarat Maritime Board     Evidence
2   Spl.C.S./61/2026         Shree Khodiyar Salt Works v. Mahendrabhai J. Patel   Cross of PW1 (part heard)
3   R.C.S./402/2025          Vasantben Gohel v. Bhavnagar Municipal Corpn.        Issues
COURT OF THE 4TH ADDL. SR. CIVIL JUDGE & ADDL. C.J.M., BHAVNAGAR (Court Room No. 18)
1   Cri.Case/1190/2025       Sihor Nagarik Sahakari Bank v. Dineshbhai Ladumor   Plea
2   Cri.Case/3318/2026       Jay Ambe Steel Traders v. Rajeshbhai N. Baraiya      Final Arguments
3   Cri.Case/4021/2026       Patel Rolling Mills v. Mustak Kalva                  Complainant's evidence
""")
