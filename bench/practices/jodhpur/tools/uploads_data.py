"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


# ---------------------------------------------------------------- documents (dated by their own date)
up("backlog/2023-02/Scan_20230214_agreement Pal Road.pdf", "document_scan", "Kishan Lal Purohit", "2023-02-14", ["C04"], [], """
AGREEMENT TO SELL (IKRARNAMA)
This agreement to sell is executed at Jodhpur on 14.02.2023 between Shri Kishan Lal Purohit s/o Late Shri Durga Dutt Purohit, r/o 9, Chopasni Road, Jodhpur (SELLER) and Smt. Sushila Lodha w/o Shri Prakash Lodha, r/o 118, 3rd C Road, Sardarpura, Jodhpur (PURCHASER).
1. The Seller is the owner of Plot No. 22, Khasra No. 431, Pal Road, Jodhpur, admeasuring 1800 sq. ft.
2. Total sale consideration Rs. 38,00,000/- (Rupees thirty eight lakh only). Rs. 9,00,000/- paid today as advance (Rs. 4,00,000 by cheque no. 004471 SBI Sardarpura and Rs. 5,00,000 by RTGS).
3. Balance Rs. 29,00,000/- to be paid at the time of registry, on or before 14.08.2023, upon the Seller obtaining the JDA conversion (patta) of the plot.
4. If the Seller fails, the Purchaser may get the sale deed executed through court.
Witnesses: 1. Mangi Lal Jain s/o Shri Hukmi Chand Jain, Sardarpura   2. Ramesh Vyas, Paota
sd/- Kishan Lal Purohit (Seller)        sd/- Sushila Lodha (Purchaser)
""")

up("backlog/2025-07/WhatsApp Image 2025-07-28 at 11.02.14.jpeg", "document_photo", "State Bank of India", "2025-07-26", ["C05"], [], """
STATE BANK OF INDIA   Branch: Basni Industrial Area, Jodhpur (IFSC SBIN00xxxxx)
RETURN MEMO                                         Date: 26/07/2025
Cheque No. 331207    Dated 20/07/2025    Amount Rs. 4,75,000.00
Drawer: RAKESH CHOUDHARY   A/c No. 3xxxxxxx8841
Payee: MARUDHAR HANDICRAFTS
Reason for return: FUNDS INSUFFICIENT
Branch Manager
""")

up("backlog/2025-08/Legal notice Rakesh Choudhary 05.08.2025.pdf", "document_scan", "Mahendra Singh Rathore", "2025-08-05", ["C05"], [], """
MAHENDRA SINGH RATHORE
Advocate, Rajasthan High Court
14, Paota C Road, Jodhpur 342006
Date: 05.08.2025
REGD. A.D. / SPEED POST
To, Shri Rakesh Choudhary s/o Shri Mool Chand Choudhary, r/o 44, Kudi Bhagtasni Housing Board, Jodhpur
Sub: Notice u/s 138 of the Negotiable Instruments Act, 1881
Under instructions from my client M/s Marudhar Handicrafts, through its proprietor Shri Dilip Jain, Basni Phase II, Jodhpur, I give you notice that your cheque no. 331207 dated 20.07.2025 for Rs. 4,75,000/- drawn on SBI Basni Industrial Area, issued towards the price of wooden handicraft furniture supplied under bills MH/118 to MH/124, was returned unpaid on 26.07.2025 with the remark "Funds Insufficient". You are called upon to pay the said amount within 15 days of receipt of this notice, failing which my client shall initiate proceedings against you under Section 138 NI Act.
sd/- (Mahendra Singh Rathore) Advocate
""")

up("backlog/2025-10/CamScanner 23-10-2025 12.14.pdf", "document_scan", "PS Luni", "2025-10-22", ["C02"], [], """
FIRST INFORMATION REPORT (Under Section 173 B.N.S.S.)
1. District: Jodhpur (West)   P.S.: Luni   Year: 2025   FIR No.: 146   Date: 22.10.2025
2. Sections: 318(4), 316(2), 61(2) Bharatiya Nyaya Sanhita, 2023
3. Occurrence: 11.03.2025 to 30.09.2025, village Dhundhara
4. Complainant: Shri Narpat Ram Choudhary s/o Shri Bhagga Ram, r/o Dhundhara, tehsil Luni
5. Accused: (1) Mahipal Singh Bhati s/o Shri Ugam Singh Bhati, r/o Luni (2) Unknown
6. Contents: The complainant paid Rs. 14,50,000/- to accused No. 1 for purchase of a plot of 2 bigha in khasra no. 612, village Dhundhara, of which a registered sale deed was executed on 11.03.2025. Later the complainant learnt that the said land was already under a bank mortgage (Marwar Gramin Bank) and the accused had concealed this. On demand the accused refused to return the money and threatened the complainant.
Officer in charge: SHO Luni - sd/-
""")

up("backlog/2025-10/Scan_SDO Bilara decree 188.pdf", "document_scan", "SDO Bilara", "2025-10-30", ["C06"], [], """
न्यायालय उपखण्ड अधिकारी, बिलाड़ा (जोधपुर)
वाद संख्या 41/2023 धारा 188 राजस्थान काश्तकारी अधिनियम
चेना राम पुत्र श्री पेमा राम जाट व अन्य, निवासी खेजड़ला  ... वादीगण
बनाम
गुलाब सिंह राठौड़ पुत्र श्री भैरू सिंह, निवासी खेजड़ला  ... प्रतिवादी
निर्णय दिनांक 30.10.2025
वादीगण का कथन है कि खसरा नं. 77 रकबा 6.12 हैक्टेयर ग्राम खेजड़ला में वे संयुक्त खातेदार हैं और प्रतिवादी ने उनके हिस्से पर कब्जा कर रखा है। ... साक्ष्य व पत्रावली के अवलोकन से वादीगण का हिस्सा 1/2 सिद्ध होता है।
आदेश: वाद डिक्री किया जाता है। प्रतिवादी खसरा नं. 77 के आधे भाग का कब्जा वादीगण को सौंपे। नामान्तरण तदनुसार खोला जावे।
ह./- उपखण्ड अधिकारी, बिलाड़ा
""")

up("backlog/2025-11/Collector allotment order khasra 214.pdf", "document_scan", "District Collector, Jodhpur", "2025-09-15", ["C01"], [], """
OFFICE OF THE DISTRICT COLLECTOR (LAND RECORDS), JODHPUR
No. F.6( )/Allot./Solar/2025/3318                          Date: 15.09.2025
ORDER
In exercise of powers under the Rajasthan Land Revenue (Allotment of Land for Renewable Energy) Rules, 2007, 38 bigha of land in khasra no. 214, village Khejarli Kalan, tehsil Luni, recorded as "gair mumkin magra / siwai chak" in the current jamabandi, is allotted on lease to M/s Thar Solar Parks Pvt. Ltd., Jaipur, for a solar power plant of 5 MW, at the DLC rate, for 30 years, subject to payment of lease money within 30 days.
Copy: Tehsildar Luni - to hand over possession after deposit.
sd/- District Collector, Jodhpur
""")

up("backlog/2026-02/IMG-20260214-WA0007.jpg", "document_photo", "JdVVNL", "2026-02-05", ["C07"], [], """
JODHPUR VIDYUT VITRAN NIGAM LTD.
ELECTRICITY BILL (DOMESTIC)         Bill date: 05-02-2026     Due date: 19-02-2026
K. No. 2107/0093812   Name: KAMLA DEVI PARIHAR   Address: 7, Nai Basti, Mandore, Jodhpur
Meter No. K-0093812   Previous reading 18432   Present reading 29611   Units 11179
Energy charges 1,41,920.00   Fixed charges 880.00   Fuel surcharge 9,650.00   Electricity duty 4,470.00
Arrears 29,620.00
NET PAYABLE Rs. 1,86,540.00
Non-payment will result in disconnection without further notice.
""")

# ---------------------------------------------------------------- C01 Khejarli oran writ
up("backlog/2025-12/Dictation_08-12-2025.txt", "typed_note_txt", "Rathore", "2025-12-08", ["C01"], ["C01-H01"], """
Monday 8 Dec 2025 - HC Court 6 - Vyas J
SBCWP 4127/2025 Jambheshwar Oran Sanrakshan Trust Khejarli v. State
Admission. Argued that khasra 214 is oran since the settlement of samvat 2013 - the jamabandi of 1956 shows "oran Jambhoji" - and the Collector has allotted 38 bigha to Thar Solar Parks treating it as gair mumkin magra. Khejri trees about 400, dev-sthan inside.
Vyas J read the old jamabandi copy himself, page by page. Asked Ld. AAG Lalit Parihar kai hoyo - AAG said he will get instructions.
Order: Notice. Status quo regarding the land in khasra 214 to be maintained till next date. AAG accepts notice for State.
Poonam Ram ji (trust secy) and 20-25 people from Khejarli were outside the court. Told them not to come in a crowd next time.
Dasti notice to R4 Thar Solar - Om Prakash to take.
NDOH 19.01.2026.
""")

up("backlog/2026-01/HC 19.1.26.txt", "typed_note_txt", "Rathore", "2026-01-19", ["C01"], ["C01-H02"], """
19/1/26 Mon. HC Ct 6.
Oran writ (Khejarli) - Ld AAG Parihar ne phir time maanga: "revenue record abhi tak Tehsildar Luni se koni aayo". Vyas J gave 4 weeks. Status quo continues.
R4 served (dasti) - no appearance yet.
tareekh padi 16.2.2026.
Note: send Poonam Ram ji the copy of order. Trust resolution authorising him to be filed with next affidavit.
""")

up("backlog/2026-02/CWP4127 order 16-02-2026.pdf", "certified_order_sheet_scan", "court", "2026-02-16", ["C01"], ["C01-H03"], """
HIGH COURT OF JUDICATURE FOR RAJASTHAN AT JODHPUR
S.B. Civil Writ Petition No. 4127/2025
Shri Guru Jambheshwar Oran Sanrakshan Trust, Khejarli  vs.  State of Rajasthan & Ors.
16.02.2026
HON'BLE MR. JUSTICE RAMESH CHANDRA VYAS
Mr. Mahendra Singh Rathore, for the petitioner.
Mr. Lalit Parihar, AAG, for the State.
Despite time granted on 08.12.2025 and 19.01.2026, reply has not been filed. Learned AAG again submits that the revenue record has not been received.
As a last opportunity, four weeks' further time is granted to file reply, subject to payment of costs of Rs. 2,000/- to be deposited with the Rajasthan High Court Advocates' Association welfare fund.
Interim order to continue.
List on 23.03.2026.
(RAMESH CHANDRA VYAS), J.
""")

up("backlog/2026-03/Oran writ 23 March.docx", "typed_note_docx", "Rathore", "2026-03-23", ["C01"], ["C01-H04"], """
23.03.2026 (Monday)   Rajasthan HC, Court No. 6
Khejarli oran writ - SBCWP 4127/25
State's reply filed today in court (costs of Rs 2000 deposited, receipt shown). Reply says khasra 214 "never recorded as oran in the current jamabandi" - silent on the settlement of samvat 2013.
I pointed out the silence. Vyas J: "Collector sahab ko khud affidavit dena hoga - oran entry thi ya nahi." Directed the District Collector, Jodhpur to file his PERSONAL affidavit on the entry of khasra 214 in the settlement record.
Rejoinder by us in 2 weeks - Kavita to draft, attach the 1956 jamabandi (certified copy, diary no. 5512 of copying dept).
Next: 27.04.2026.
""")

up("backlog/2026-05/18.05.2026 HC.docx", "typed_note_docx", "Rathore", "2026-05-18", ["C01"], ["C01-H06"], """
18 May 2026, Mon - HC Court 6 (Vyas J)
KHEJARLI ORAN WRIT
Collector's personal affidavit finally filed (dt. 15.05.2026). Para 4 admits: in the settlement of samvat 2013 khasra 214 was recorded "oran" and the entry was changed to "gair mumkin magra" in 1998 without any order on record. That is our case.
Vyas J remarked: "Oran is not wasteland for the State to hand out. If the entry was changed without an order, the allotment falls with it." AAG had no answer; Thar Solar's counsel (Mr. Sandeep Mehta, just appeared for R4) wanted time to go through.
Status quo continued. Matter after vacation for arguments.
Agli tareekh: 13.07.2026.
Call Poonam Ram ji - tell him the affidavit is in our favour, but do not celebrate in the village, the matter is not over.
""")

up("backlog/2026-07/13.7.26 HC oran + kuan.txt", "typed_note_txt", "Rathore", "2026-07-13", ["C01", "C03"], ["C01-H07", "C03-H04"], """
13.07.2026 Monday  -- two matters in HC today

(1) Ct 6, Vyas J - Khejarli oran writ.  Listed for arguments. R4 Thar Solar has changed counsel - new counsel Mr. Pradeep Singhvi filed vakalatnama today and sought time to prepare. I opposed, status quo is hurting them not us. Vyas J gave time but "no further adjournment to R4". Status quo continues.
NDOH 7.9.2026.

(2) Ct 3, Parihar J - Bhera Ram Meghwal v. Sohan Lal, SBCSA 87/2025 (Salawas kuan).
LR application for deceased R4 Dhanna Ram allowed (his sons Kheta Ram and Bhanwara Ram brought on record). Record of the first appellate court (ADJ Jodhpur District) has been received.
Parihar J asked me to frame the question first - "two lines, Rathore sahab, not two pages". Admitted on the substantial question of law: whether the first appellate court could hold the well (kuan) to be exclusive property of the respondents' branch when the 1978 family partition (Ex. 4) kept the kuan and its chak joint.
Interim: no alteration to the well or the pump till disposal.
Mr. Ashok Mehta for respondents present this time.
NDOH 05.10.2026 (final hearing).
""")

up("backlog/2026-09/causelist_HCJ_07092026.pdf", "cause_list_pdf", "court", "2026-09-05", ["C01"], [], """
HIGH COURT OF JUDICATURE FOR RAJASTHAN AT JODHPUR
DAILY CAUSE LIST FOR MONDAY, 07.09.2026
COURT NO. 6 - HON'BLE MR. JUSTICE RAMESH CHANDRA VYAS
FOR ARGUMENTS (PART HEARD / ORDERED TO BE LISTED)
12. SBCWP 4127/2025   SHRI GURU JAMBHESHWAR ORAN SANRAKSHAN TRUST, KHEJARLI   Vs.  STATE OF RAJASTHAN & ORS.
    Pet. Adv.: MAHENDRA SINGH RATHORE, KAVITA BISHNOI     Res. Adv.: AAG; PRADEEP SINGHVI (R4)
13. SBCWP 6650/2024   BHAGIRATH RAM   Vs.  RSRTC
""")

up("backlog/2026-09/HC_070926.txt", "typed_note_txt", "Rathore", "2026-09-07", ["C01"], ["C01-H08"], """
07.09.26 - HC Court 6. Khejarli oran writ. Item 12.
Saab kiyo - I argued for about 50 minutes: settlement entry, Collector's own affidavit, the 1998 change without order, and the Supreme Court line on orans/gochar as community land which cannot be allotted. Our arguments concluded.
AAG Parihar argued that solar is public interest and "oran" entry has no legal effect after the change. Pradeep Singhvi for R4 began - says Thar Solar has already paid lease money Rs 41.6 lakh. Part heard.
Vyas J asked State: was the gram panchayat ever heard before changing the entry? AAG to take instructions.
Next 12.10.2026.
""")

up("backlog/2026-10/order_12102026_CWP_4127.pdf", "certified_order_sheet_scan", "court", "2026-10-12", ["C01"], ["C01-H09"], """
HIGH COURT OF JUDICATURE FOR RAJASTHAN AT JODHPUR
S.B. Civil Writ Petition No. 4127/2025
Shri Guru Jambheshwar Oran Sanrakshan Trust, Khejarli  vs.  State of Rajasthan & Ors.
12.10.2026
HON'BLE MR. JUSTICE RAMESH CHANDRA VYAS
Mr. Mahendra Singh Rathore with Ms. Kavita Bishnoi, for the petitioner.
Mr. Lalit Parihar, AAG, for the State.
Mr. Pradeep Singhvi, for respondent No. 4.
Arguments concluded. Judgment reserved.
The interim order of status quo dated 08.12.2025 shall continue till pronouncement of judgment.
(RAMESH CHANDRA VYAS), J.
""")

up("backlog/2026-10/WhatsApp Chat with Poonam Ram Trust.txt", "whatsapp_export", "Rathore", "2026-10-12", ["C01"], ["C01-H03", "C01-H06", "C01-H09"], """
16/02/26, 6:41 pm - Rathore Adv: Poonam Ram ji, sarkar ne aaj bhi jawab nahi diya. Court ne last mauka diya hai, 2000 rupaye cost ke saath. Agli tareekh 23 March.
16/02/26, 6:55 pm - Poonam Ram Bishnoi Trust: Khamma ghani Rathore sa. Solar company wale gaon mein JCB leke aaye the kal, humne rok diya.
16/02/26, 6:58 pm - Rathore Adv: Koi jhagda mat karna. Status quo ka order hai - photo le lo aur Tehsildar ko application do. Copy mujhe bhejna.
18/05/26, 7:20 pm - Rathore Adv: Collector ka affidavit aa gaya - unhone maana hai ki samvat 2013 mein 214 oran darj tha. Bahut accha hai. Par gaon mein jashn mat manana, faisla abhi baaki hai.
18/05/26, 7:32 pm - Poonam Ram Bishnoi Trust: Jambhoji ki kripa. Trust ki meeting 24 tareekh ko hai, aap aa sakte ho?
18/05/26, 7:40 pm - Rathore Adv: 24 ko Jaipur hoon. Devendra aayega.
12/10/26, 5:10 pm - Rathore Adv: Bahas poori ho gayi. Judge sahab ne faisla surakshit (reserved) rakha hai. Status quo faisle tak chalega.
12/10/26, 5:22 pm - Poonam Ram Bishnoi Trust: Faisla kab tak aayega sa?
12/10/26, 5:26 pm - Rathore Adv: Koi tay tareekh nahi hoti. Aam taur par 1-3 mahine. Cause list mein aayega, main bata dunga.
""")

# ---------------------------------------------------------------- C02 Mahipal quashing
up("backlog/2026-01/Mahipal CrMP 28.01.2026.docx", "typed_note_docx", "Rathore", "2026-01-28", ["C02"], ["C02-H01"], """
28.01.2026 (Wednesday) - HC, Court No. 11 - Lodha J
S.B. Cr. Misc. Petition No. 2218/2026 - Mahipal Singh Bhati v. State & Narpat Ram Choudhary
Petition u/s 528 BNSS to quash FIR 146/2025 PS Luni (318(4), 316(2) BNS). Our point: purely civil dispute - sale deed of 11.03.2025 registered, mortgage of Marwar Gramin Bank was disclosed in para 6 of the deed itself, and the loan was closed on 02.05.2025 (NOC on record). Complainant filed the FIR only after a civil suit for cancellation was pending at Luni.
Lodha J first asked the PP: "case diary kahan hai?" PP Rajendra Choudhary had none.
Order: Notice to respondent No. 2 (complainant). Case diary to be produced on next date. Meanwhile no coercive steps against the petitioner; he shall cooperate with the investigation.
Mahipal to appear before IO when called - told him clearly.
NDOH 11.03.2026.
""")

up("backlog/2026-04/08.04.26.txt", "typed_note_txt", "Rathore", "2026-04-08", ["C02"], ["C02-H03"], """
08.04.26 Wed - HC Ct 11 - Mahipal quashing
Case diary finally produced by PP (last date 11.3 it had not come from PS Luni). Lodha J went through the CD - IO's own note says "vivad deewani prakriti ka prateet hota hai" (dispute appears civil in nature). Good for us.
Mr. Kamal Singhvi for complainant Narpat Ram handed over his reply in court (no advance copy!) and then asked time to argue. I objected - reply in court and then time. Lodha J gave time but said she will not adjourn again without reason.
Interim continued.
ND 13.05.2026.
""")

up("backlog/2026-07/CRLMP 2218-2026 order 22.07.pdf", "certified_order_sheet_scan", "court", "2026-07-22", ["C02"], ["C02-H05"], """
HIGH COURT OF JUDICATURE FOR RAJASTHAN AT JODHPUR
S.B. Criminal Miscellaneous Petition No. 2218/2026
Mahipal Singh Bhati  vs.  State of Rajasthan & Anr.
22.07.2026
HON'BLE MS. JUSTICE ANJALI LODHA
Mr. Mahendra Singh Rathore, for the petitioner.
Mr. Rajendra Choudhary, PP, for the State.
Mr. Kamal Singhvi, for respondent No. 2.
The Court enquired whether the parties have arrived at a settlement. Learned counsel for respondent No. 2 submits that talks are going on between the parties.
List on 16.09.2026. Interim order dated 28.01.2026 to continue till the next date.
(ANJALI LODHA), J.
""")

up("backlog/2026-09/Dictation 16 Sept.txt", "typed_note_txt", "Rathore", "2026-09-16", ["C02"], ["C02-H06"], """
16 Sept 2026 (Wed) - HC Ct 11 - Mahipal Singh Bhati Cr.M.P.
No settlement - Narpat Ram wants Rs 14.5 lakh back with 18% interest, Mahipal says land is his and deed is registered, will not pay interest. Talks failed.
I argued: deed para 6 discloses the mortgage, NOC of Marwar Gramin Bank dt 02.05.2025, civil suit for cancellation pending before Civil Judge Luni (CS 88/2025), IO's note in CD. Relied on the civil-dispute-in-criminal-garb line.
Kamal Singhvi argued in part - says deed para 6 was inserted later in a different ink (!). Wants to show the original - court said bring the certified copy from Sub-Registrar Luni.
Lodha J: further arguments; interim continues.
NDOH 09.12.2026.
To do: get certified copy of the sale deed from SR Luni ourselves before 9 Dec. Written synopsis (3 pages) to be filed.
""")

up("backlog/2026-09/WhatsApp Chat with Mahipal Luni case.txt", "whatsapp_export", "Rathore", "2026-09-17", ["C02"], ["C02-H02", "C02-H05", "C02-H06"], """
11/03/26, 1:15 pm - Devendra Bhati: Mahipal ji, aaj case diary nahi aayi PS Luni se. Interim order continue hai, koi giraftari nahi hogi. Agli tareekh 8 April.
11/03/26, 1:20 pm - Mahipal Singh Luni: Thik hai bana. IO ne mujhe kal bulaya hai thane.
11/03/26, 1:22 pm - Devendra Bhati: Jaana zaroor, sahyog karna hai order mein likha hai. Kagaz saath le jaana - deed, NOC.
22/07/26, 4:02 pm - Rathore Adv: Judge sahiba ne poocha samjhauta hua kya. Singhvi ne kaha baat chal rahi hai. Next 16 Sept.
22/07/26, 4:10 pm - Mahipal Singh Luni: Sa, Narpat Ram byaj maang raha hai 18%. Main mool de sakta hoon, byaj nahi.
16/09/26, 6:45 pm - Rathore Adv: Bahas shuru ho gayi. Unka vakil kehta hai deed ka para 6 baad mein likha gaya. Sub-Registrar se certified copy nikalwani hai. Agli tareekh 9 December.
17/09/26, 9:30 am - Mahipal Singh Luni: SR office mein mera jaan pehchan wala hai, main kal nikalwa deta hoon.
17/09/26, 9:34 am - Rathore Adv: Nahi - copy hamara munshi Om Prakash apply karega, receipt ke saath. Aap kuch mat karna.
""")

# ---------------------------------------------------------------- C03 Salawas kuan appeal
up("backlog/2026-02/kuan appeal 2 feb.txt", "typed_note_txt", "Rathore", "2026-02-02", ["C03"], ["C03-H01"], """
2nd Feb 2026 Mon  HC Ct 3  Parihar J
Bhera Ram Meghwal v Sohan Lal & ors - SBCSA 87/2025 - kuan (well) at Salawas.
Trial court (Civil Judge Jodhpur District) gave Bhera Ram half share in the kuan + chak; first appellate court reversed, saying the kuan was dug by Sohan Lal's father alone after 1978.
Parihar J wanted a short synopsis and the proposed questions of law "ek page mein". Kavita to prepare.
Order: Notice to respondents; record of the first appellate court called.
Ashok (Bhera Ram's son) says Sohan Lal's people have put a new motor on the well. Told him to photograph and keep.
agli tareekh 16.3.26
""")

up("backlog/2026-04/SBCSA 87-2025 ordersheet.pdf", "certified_order_sheet_scan", "court", "2026-04-22", ["C03"], ["C03-H02", "C03-H03"], """
HIGH COURT OF JUDICATURE FOR RAJASTHAN AT JODHPUR
S.B. Civil Second Appeal No. 87/2025
Bhera Ram Meghwal  vs.  Sohan Lal & Ors.
16.03.2026
HON'BLE MR. JUSTICE PUSHPENDRA SINGH PARIHAR
Mr. M.S. Rathore, for the appellant.   Mr. Ashok Mehta, for respondents No. 1 to 3.
Service on respondents No. 1 to 3 is complete. Learned counsel for the appellant submits that respondent No. 4 Dhanna Ram has died on 02.01.2026; application under Order 22 Rule 4 CPC filed. Copy supplied. Reply, if any, within three weeks.
List on 20.04.2026.
20.04.2026
HON'BLE MR. JUSTICE PUSHPENDRA SINGH PARIHAR
Mr. M.S. Rathore, for the appellant.   Mr. Vikas Bhati, proxy for Mr. Ashok Mehta, for respondents.
Proxy counsel prays for time on the ground that the senior counsel is busy before the Division Bench. Prayer opposed. In the interest of justice, adjourned.
List after the summer vacation on 13.07.2026.
(PUSHPENDRA SINGH PARIHAR), J.
""")

up("backlog/2026-10/05-10-2026.docx", "typed_note_docx", "Rathore", "2026-10-05", ["C03"], ["C03-H05"], """
05.10.2026 - Monday - HC Court 3 - Parihar J
Salawas kuan second appeal (Bhera Ram Meghwal)
Listed for final hearing. AGAIN Mr. Ashok Mehta's junior with the same story - senior busy before the Division Bench (DB-II, land acquisition matters). This is the second time (first on 20.04.2026).
I told the court my client is 74 and comes from Salawas every date. Parihar J was not happy: "Last opportunity. On the next date the appeal will be heard, with or without the respondents." No costs though.
Synopsis of 2 pages + compilation of Ex. 4 (1978 partition, "kuan aur chak sajhe mein") to be handed up on next date - Kavita.
Bhera Ram ji said in chamber: "Sohan Lal ra beta pani koni deve, mharo khet sukh gayo" - they do not give water from the well since August. Interim order says no alteration - but stopping water? Consider application for directions.
NDOH 14.12.2026.
""")

# ---------------------------------------------------------------- C04 Pal Road plot suit (ADJ-3)
up("backlog/2025-12/IMG_20251212_174502.jpg", "handwritten_note_photo", "Kavita", "2025-12-12", ["C04"], ["C04-H01"], """
12.12.2025 शुक्रवार
ADJ-3 जोधपुर महानगर - जैन साहब
सुशीला लोढ़ा बनाम किशनलाल पुरोहित (CS 56/2024) - विनिर्दिष्ट पालन
आज वाद बिन्दु (issues) बने - कुल 6 issues.
मुख्य: क्या प्रतिवादी ने 14.02.2023 का इकरारनामा निष्पादित किया? वादी सदैव तैयार व इच्छुक रही? रु. 9,00,000 अग्रिम राशि?
प्रतिवादी के वकील घनश्याम व्यास जी ने कहा इकरारनामा "सिक्योरिटी" के रूप में था - loan का.
अगली तारीख 23.01.2026 - वादी साक्ष्य (PW1 affidavit).
""")

up("backlog/2026-01/23 Jan ADJ3.txt", "typed_note_txt", "Rathore", "2026-01-23", ["C04"], ["C04-H02"], """
23-01-2026 Friday
ADJ-3 (Jain sahab) - Sushila Lodha v. Kishan Lal Purohit, CS 56/2024
PW1 Sushila ji's evidence affidavit filed (with Ex. P1 agreement, P2 cheque counterfoil, P3 RTGS slip, P4 notice dt 01.09.2023).
Now Ghanshyam Vyas has filed an application u/O 6 R 17 to amend the WS - wants to add that the agreement was a security for a loan of Rs 9 lakh and that the JDA patta was never a condition. Three years after WS! Clear delay tactic.
Our reply in 4 weeks. Kai hoyo - Jain sahab asked Vyas why so late, he said "new facts came to knowledge".
NDOH 21.2.26 (Sat) - reply + arguments on amendment.
(The NI matter of Dilip ji was on 21st - see separate note.)
""")

up("backlog/2026-02/CS56-2024 order 21.02.2026.pdf", "certified_order_sheet_scan", "court", "2026-02-21", ["C04"], ["C04-H03"], """
न्यायालय अपर जिला न्यायाधीश संख्या 3, जोधपुर महानगर
सिविल वाद संख्या 56/2024   सुशीला लोढ़ा बनाम किशनलाल पुरोहित
21.02.2026
वादिया की ओर से श्री महेन्द्र सिंह राठौड़ अधिवक्ता उपस्थित। प्रतिवादी की ओर से श्री घनश्याम व्यास अधिवक्ता उपस्थित।
प्रतिवादी के प्रार्थना पत्र अन्तर्गत आदेश 6 नियम 17 सी.पी.सी. पर बहस सुनी गई। वाद बिन्दु 12.12.2025 को विरचित हो चुके हैं तथा प्रतिवादी यह दर्शित नहीं कर सका कि सम्यक तत्परता के बावजूद यह तथ्य पूर्व में नहीं उठाये जा सकते थे। प्रार्थना पत्र रु. 1,000/- हर्जे सहित खारिज किया जाता है, हर्जा वादिया को देय।
पत्रावली वादी साक्ष्य हेतु दिनांक 21.03.2026 को पेश हो।
ह./- अपर जिला न्यायाधीश संख्या 3
""")

up("backlog/2026-03/Sushila PW1 cross 21-3.txt", "typed_note_txt", "Rathore", "2026-03-21", ["C04"], ["C04-H04"], """
Sat 21.03.26 - ADJ 3 - Pal Road plot suit
PW1 Sushila Lodha cross by Ghanshyam Vyas, about 1.5 hrs, in part.
Key answers: she paid Rs 4 lakh by cheque 004471 and Rs 5 lakh by RTGS on 14.02.2023 - admitted she had no written demand between Aug 2023 and the notice of 01.09.2023. Vyas suggested the agreement was security for a hand loan - DENIED. Suggested she had no money for the balance 29 lakh - she said FD of Rs 31 lakh with SBI, will produce the FD receipts.
Costs of Rs 1000 (order dt 21.2) - Vyas paid in court today, Sushila ji received.
Jain sahab keeps Saturdays for evidence - he told Vyas "Saturday ko gawahi hi hogi, koi bahana nahi".
Next 18.04.2026 - further cross of PW1. Get FD receipts (SBI Sardarpura) certified.
""")

up("backlog/2026-04/IMG_20260418_170233.jpg", "handwritten_note_photo", "Kavita", "2026-04-18", ["C04"], ["C04-H05"], """
18/4/26 शनिवार - ADJ-3
सुशीला जी का केस - PW1 की शेष जिरह होनी थी।
व्यास जी नहीं आए - उनके जूनियर ने कहा सर की तबीयत खराब है (बुखार)। स्थगन प्रार्थना पत्र।
जैन साहब ने रु. 500 हर्जे पर तारीख दी - हर्जा वादिया को। "अगली बार जिरह पूरी करो"।
सुशीला जी व प्रकाश जी दोनों आए थे - नाराज़। FD की रसीदें जमा करवा दीं (सूची सहित)।
अगली तारीख - 16.05.2026
""")

up("backlog/2026-05/16 May Sat notes.txt", "typed_note_txt", "Rathore", "2026-05-16", ["C04"], ["C04-H06"], """
16.5.2026 (Sat)  ADJ-3 Jain sahab
Sushila Lodha v. Purohit -
Rs 500 cost of 18.4 paid by Vyas's junior.
PW1 further cross by Ghanshyam Vyas, concluded around 1 pm. He put the JDA patta point - she said the seller told her the conversion was "ho jayega" and that she was ready with money all through (FD receipts Ex. P5 to P7 exhibited). No re-examination needed.
PW2 Mangi Lal Jain (attesting witness to the ikrarnama) - his evidence affidavit filed today.
Agli tareekh 11.07.2026 for cross of PW2. Mangi Lal ji is 71, keep him informed - son's number in file.
""")

up("backlog/2026-07/PW2 Mangi Lal 11.7.docx", "typed_note_docx", "Rathore", "2026-07-11", ["C04"], ["C04-H07"], """
11 July 2026 - Saturday - ADJ No. 3 Jodhpur Metro
CS 56/2024 Sushila Lodha vs Kishan Lal Purohit
PW2 Mangi Lal Jain cross-examined by Ghanshyam Vyas. Vyas first asked for time ("PW2 ki copy der se mili") - Jain sahab refused: copy was given on 16 May.
Mangi Lal ji was firm: he saw Kishan Lal sign the agreement in Sushila ji's house on 14.02.2023; the cheque of Rs 4 lakh was handed over in his presence; no talk of any loan. Vyas suggested he is a relative of the plaintiff - he said he is only a neighbour of 30 years.
Plaintiff's evidence closed by us.
Defendant's evidence - DW1 affidavit to be filed on next date.
NDOH 29.8.2026.
""")

up("backlog/2026-08/IMG_20260829_171540.jpg", "handwritten_note_photo", "Kavita", "2026-08-29", ["C04"], ["C04-H08"], """
29.08.2026 (शनि)  ADJ-3  CS 56/2024
प्रतिवादी साक्ष्य - DW1 किशनलाल पुरोहित का शपथ पत्र आज भी पेश नहीं हुआ।
व्यास जी - "मुवक्किल बाहर गया हुआ है, affidavit तैयार नहीं"।
जैन साहब - रु. 1,000 हर्जा, वादिया को देय, अंतिम अवसर।
(तीसरा हर्जा है इस केस में - 21.2 को 1000, 18.4 को 500, आज 1000)
अगली तारीख 10.10.2026
""")

up("backlog/2026-10/10 Oct Sat ADJ3.txt", "typed_note_txt", "Rathore", "2026-10-10", ["C04"], ["C04-H09"], """
10/10/2026 Saturday, ADJ 3
Pal Road suit - DW1 Kishan Lal Purohit's affidavit filed today, costs Rs 1000 paid. I began cross.
- admits signature on Ex. P1 and receipt of Rs 9 lakh ("haan, mila tha").
- says it was a loan at 2% per month; but NO loan document, NO interest ever paid or demanded - admitted.
- admits he has not applied to JDA for conversion even now.
- says he sold the adjoining plot 23 in 2024 for Rs 52 lakh - prices have doubled. (that is the real reason!)
Cross in part. Further cross on 21.11.2026.
""")

up("backlog/2026-11/ADJ3 causelist 21.11.2026.pdf", "cause_list_pdf", "court", "2026-11-20", ["C04"], [], """
IN THE COURT OF ADDITIONAL DISTRICT JUDGE NO. 3, JODHPUR METROPOLITAN
CAUSE LIST FOR 21.11.2026 (SATURDAY)
EVIDENCE
1. Civil Suit 56/2024   Sushila Lodha  v.  Kishan Lal Purohit     DE (cross of DW1)
2. Civil Suit 140/2022  Rameshwar Lal  v.  Smt. Kanta
3. Civil Misc. 31/2025  Gopal Das  v.  JDA
""")

up("backlog/2026-11/DW1 cross concluded 21.11.txt", "typed_note_txt", "Rathore", "2026-11-21", ["C04"], ["C04-H10"], """
21.11.2026 Sat - ADJ-3 - Sushila Lodha v Kishan Lal Purohit
DW1 further cross - concluded today.
He admitted a WhatsApp message of 20.08.2023 to Prakash Lodha: "JDA ka kaam ho raha hai, paisa taiyar rakhna" - Ex. P8 put to him, admitted. That finishes the loan story.
Ghanshyam Vyas closed defendant's evidence - no other witness.
Jain sahab fixed FINAL ARGUMENTS on 19.12.2026. Written arguments to be given a day before if possible - he likes them.
Sushila ji asked if the registry can happen by March - told her judgment first, then execution; no promise.
""")

# ---------------------------------------------------------------- C05 Marudhar cheque case (NI Act court)
up("backlog/2026-01/NI 1893 21.01.26.txt", "typed_note_txt", "Rathore", "2026-01-21", ["C05"], ["C05-H02"], """
21.01.26 Wed - ACJM (NI Act) No. 2 - Choudhary madam
Marudhar Handicrafts v Rakesh Choudhary - NI 1893/2025
Accused appeared today after the bailable warrant of last date (17.12.2025). Bail bonds Rs 10,000 with one surety, accepted.
Particulars of offence explained - pleaded not guilty, claims trial. Defence (Rajesh Jain): the cheque was a blank security cheque given in 2024 for an earlier order which was fully paid.
We filed application u/s 143A NI Act for interim compensation 20%. Copy to Jain. Reply next date.
NDOH 25.02.2026.
""")

up("backlog/2026-02/NI1893_order_25022026.pdf", "certified_order_sheet_scan", "court", "2026-02-25", ["C05"], ["C05-H03"], """
न्यायालय अतिरिक्त मुख्य न्यायिक मजिस्ट्रेट (एन.आई. एक्ट प्रकरण) संख्या 2, जोधपुर महानगर
परिवाद संख्या 1893/2025   मैसर्स मरुधर हैंडीक्राफ्ट्स बनाम राकेश चौधरी
25.02.2026
परिवादी की ओर से श्री महेन्द्र सिंह राठौड़ अधिवक्ता। अभियुक्त मय अधिवक्ता श्री राजेश जैन उपस्थित।
परिवादी के प्रार्थना पत्र अन्तर्गत धारा 143ए एन.आई. एक्ट पर बहस सुनी। अभियुक्त द्वारा चैक पर हस्ताक्षर स्वीकार हैं। प्रार्थना पत्र स्वीकार कर अभियुक्त को आदेशित किया जाता है कि वह चैक राशि रु. 4,75,000/- का 20 प्रतिशत अर्थात रु. 95,000/- (पिचानवे हजार) अंतरिम प्रतिकर के रूप में 60 दिवस में परिवादी को अदा करे।
पत्रावली परिवादी साक्ष्य हेतु दिनांक 15.04.2026 को पेश हो।
ह./- ACJM (NI Act) No. 2
""")

up("backlog/2026-04/IMG_20260415_183009.jpg", "handwritten_note_photo", "Kavita", "2026-04-15", ["C05"], ["C05-H04"], """
15.4.26 बुधवार - NI कोर्ट नं. 2
मरुधर हैंडीक्राफ्ट्स / राकेश चौधरी
CW1 दिलीप जैन का साक्ष्य शपथ पत्र पेश (Ex. C1 चैक, C2 रिटर्न मेमो, C3 नोटिस, C4 AD, C5 बिल MH/118-124)।
अभियुक्त अनुपस्थित - राजेश जैन जी ने हाजिरी माफी की अर्जी दी, मेडिकल सर्टिफिकेट (पीठ दर्द, MDM अस्पताल)।
मैडम ने माफी दी पर कहा अगली बार खुद हाजिर रहे।
जिरह अभियुक्त के वकील के निवेदन पर स्थगित।
143A के 95,000 अभी तक नहीं दिए - 60 दिन 26 अप्रैल को पूरे।
अगली तारीख 20.05.2026
""")

up("backlog/2026-05/20-5-26 NI court.txt", "typed_note_txt", "Rathore", "2026-05-20", ["C05"], ["C05-H05"], """
20.05.2026 Wed - NI Act Court 2 - Marudhar v Rakesh Choudhary
CW1 Dilip Jain cross-examined by Rajesh Jain (45 min). Suggestion: blank security cheque of March 2024 for order no. MH/077, fully paid - DENIED; Dilip ji produced ledger, MH/077 was paid by RTGS, the cheque 331207 is dated 20.07.2025 for bills MH/118-124. Suggested that the signature is his but the amount is filled by us - denied.
CE closed.
Interim compensation Rs 95,000 NOT paid - 60 days over. Madam noted it in the order sheet and warned the accused that recovery will be made as fine (s. 143A(5)).
Next: 08.07.2026 - statement of accused.
""")

up("backlog/2026-08/NI 1893 12 Aug.txt", "typed_note_txt", "Rathore", "2026-08-12", ["C05"], ["C05-H07"], """
12 Aug 2026 (Wed)  ACJM NI 2 - Choudhary madam
Marudhar Handicrafts / Rakesh Choudhary
Accused present today (after 2 absences with medical certificates - 15.4 and 8.7). Madam had made it clear last time: no more exemption.
Statement u/s 351 BNSS recorded - all incriminating questions denied, "security cheque" story again. Wants to lead defence evidence.
Good news: interim compensation Rs. 95,000 deposited by DD in court today (DD no. 512284, PNB). Dilip ji can apply for release.
DE - 23.09.2026.
""")

up("backlog/2026-09/IMG_20260923_170145.jpg", "handwritten_note_photo", "Kavita", "2026-09-23", ["C05"], ["C05-H08"], """
23.09.2026 - NI कोर्ट 2
राकेश चौधरी केस - बचाव साक्ष्य
बचाव गवाह (अभियुक्त का भाई ओमप्रकाश चौधरी) हाजिर नहीं - राजेश जैन जी ने कहा गवाह बाहर गया है।
मैडम ने एक अवसर और दिया - "अगली बार गवाह नहीं तो DE बंद"।
95,000 DD की राशि रिलीज़ हेतु दिलीप जी की अर्जी पेश की।
अगली तारीख 04.11.2026
""")

up("backlog/2026-11/NI court causelist 04-11-2026.pdf", "cause_list_pdf", "court", "2026-11-03", ["C05"], [], """
COURT OF ADDL. CHIEF JUDICIAL MAGISTRATE (N.I. ACT CASES) NO. 2, JODHPUR METROPOLITAN
CAUSE LIST - 04.11.2026
DEFENCE EVIDENCE
7. NI 1893/2025   Marudhar Handicrafts  vs  Rakesh Choudhary      DE
8. NI 2210/2024   Bhawani Traders  vs  Sunil Bhati               DE
FINAL ARGUMENTS
9. NI 540/2023    Laxmi Agencies  vs  Harish Sankhla
""")

up("backlog/2026-11/DW1 Om Prakash 04.11.2026.docx", "typed_note_docx", "Rathore", "2026-11-04", ["C05"], ["C05-H09"], """
4th November 2026 (Wednesday) - ACJM (NI Act) No. 2, Jodhpur Metro
NI 1893/2025 - M/s Marudhar Handicrafts v. Rakesh Choudhary
DW1 Om Prakash Choudhary (accused's elder brother) examined in chief - says he was present in March 2024 when Rakesh gave a blank signed cheque to Dilip Jain as security.
My cross: he is not a partner or employee of the accused; cannot name the month of the order; admits he never saw any receipt of payment for MH/118-124; admits Rakesh's account had only Rs 12,000 on 26.07.2025 (he "heard so"). He also admitted the accused never sent a reply to our legal notice of 05.08.2025.
DE closed. Release of Rs 95,000 - allowed, Dilip ji to get it on furnishing a bond.
Final arguments on 10.12.2026.
""")

up("backlog/2026-11/WhatsApp Chat with Marudhar 138 case.txt", "whatsapp_export", "Rathore", "2026-11-05", ["C05"], ["C05-H01", "C05-H03", "C05-H06", "C05-H09"], """
17/12/25, 2:10 pm - Kavita Bishnoi: Dilip ji, aaj accused Rakesh Choudhary koni aayo. Madam ne 10,000 ka zamanati warrant nikala hai. Agli tareekh 21 Jan.
17/12/25, 2:35 pm - Dilip Jain Marudhar: Theek hai. Vo Basni mein hi ghoom raha hai, sab jaante hain.
25/02/26, 5:40 pm - Rathore Adv: Dilip ji, 143A wali arzi manzoor - 95,000 60 din mein dene ka order hua.
25/02/26, 5:52 pm - Dilip Jain Marudhar: Bahut badhiya sa. Mujhe saza nahi, paisa chahiye. Agar wo 4.75 de de to main samjhauta kar lunga.
25/02/26, 5:55 pm - Rathore Adv: Samjhauta court mein hi hoga, likhit mein. Unke vakil se main baat karunga.
08/07/26, 1:05 pm - Kavita Bishnoi: Aaj bhi accused absent - medical certificate (back pain). Madam ne last chance di, agli baar 351 ka bayan hoga. Tareekh 12 August.
08/07/26, 1:20 pm - Dilip Jain Marudhar: Har baar yahi. Jain sahab ka naya bahana nahi hai kya 😠
04/11/26, 6:15 pm - Rathore Adv: Defence evidence khatam. Unke bhai Om Prakash ki jirah hui, kuch khaas nahi bol paya. 95,000 release ka order bhi ho gaya. Final arguments 10 December.
05/11/26, 10:02 am - Dilip Jain Marudhar: Release ke liye bond kal bhej doon? Kitne ka?
05/11/26, 10:05 am - Rathore Adv: 95,000 ka hi, ek zamanat ke saath. Om Prakash munshi ji aapke paas aayenge.
""")

# ---------------------------------------------------------------- C06 Khejarla revenue appeal (RAA)
up("backlog/2026-01/RAA 9 jan.txt", "typed_note_txt", "Rathore", "2026-01-09", ["C06"], ["C06-H01"], """
9 Jan 2026 Fri - Revenue Appellate Authority, Jodhpur (Collectorate campus)
Gulab Singh Rathore v. Chena Ram & ors - Appeal (Rev.) 312/2025
Appeal u/s 223 RTA against SDO Bilara decree dt 30.10.2025 in s.188 suit (khasra 77, Khejarla) - decree for half share and possession to Chena Ram's side.
Our points: Gulab Singh is recorded sole khatedar since samvat 2041 jamabandi; the SDO ignored the 1991 mutation no. 318; plaintiffs' suit barred - they were out of possession for 30+ years.
RAA admitted the appeal, summoned the record of SDO Bilara, issued notice on our stay application (mutation not to be opened).
RAA sahab asked for certified jamabandi copies of the last 4 samvats - Om Prakash to apply at tehsil Bilara.
Agli tareekh 13.02.2026.
""")

up("backlog/2026-02/IMG_20260213_150412.jpg", "handwritten_note_photo", "Kavita", "2026-02-13", ["C06"], ["C06-H02"], """
13.02.26 शुक्रवार - RAA जोधपुर
गुलाब सिंह जी की अपील (खसरा 77 खेजड़ला)
RAA साहब दौरे पर (फलोदी) - कोर्ट नहीं बैठा। रीडर ने तारीख दी।
प्रतिवादी पक्ष से भंवरलाल पुरोहित जी आए थे, वकालतनामा पेश किया।
जमाबंदी की प्रतियां (संवत 2079-2082) आ गईं - फाइल में लगा दीं।
अगली तारीख 20.03.2026
""")

up("backlog/2026-05/RAA order sheet appeal 312.pdf", "certified_order_sheet_scan", "court", "2026-05-11", ["C06"], ["C06-H03", "C06-H04"], """
न्यायालय राजस्व अपील प्राधिकारी, जोधपुर
अपील (राजस्व) संख्या 312/2025   गुलाब सिंह राठौड़ बनाम चेना राम व अन्य
20.03.2026
अपीलार्थी की ओर से श्री महेन्द्र सिंह राठौड़ अधिवक्ता। प्रत्यर्थीगण की ओर से श्री भंवरलाल पुरोहित अधिवक्ता।
अधीनस्थ न्यायालय की पत्रावली प्राप्त। स्थगन प्रार्थना पत्र पर सुना गया। आगामी तिथि तक खसरा नं. 77 ग्राम खेजड़ला के नामान्तरण के संबंध में यथास्थिति बनाये रखी जावे। प्रत्यर्थीगण जवाब पेश करें।
पेशी 08.05.2026
08.05.2026
उभय पक्ष अधिवक्ता उपस्थित। प्रत्यर्थीगण की ओर से जवाब पेश, प्रति अपीलार्थी को दी गई। अपीलार्थी प्रत्युत्तर हेतु समय चाहते हैं। स्थगन आदेश यथावत।
पेशी 17.07.2026
ह./- राजस्व अपील प्राधिकारी, जोधपुर
""")

up("backlog/2026-09/RAA 25.9 args.txt", "typed_note_txt", "Rathore", "2026-09-25", ["C06"], ["C06-H06"], """
25.09.2026 Friday - RAA Jodhpur - Gulab Singh's appeal (khasra 77)
RAA sahab sat today (after the 17.07 date went on his leave). Argued for the appellant: sole khatedari since samvat 2041, mutation 318 of 1991 never challenged, limitation - suit filed 2023 for possession lost in 1990s, s.188 not the remedy. Showed the jamabandi copies.
Bhanwar Lal Purohit began for respondents: says the 1991 mutation was made "bina notice" and Chena Ram's father was a co-sharer; argued in part.
Stay continues.
NDOH 20.11.2026 (rest of respondents' arguments).
""")

up("backlog/2026-09/correction - RAA date.txt", "typed_note_txt", "Rathore", "2026-09-26", ["C06"], [], """
26.9.26 - CORRECTION to my note of yesterday (RAA, Gulab Singh appeal):
The next date is NOT 20.11.2026. Om Prakash checked with the reader today - RAA sahab is on the Collector's conference that week. Date written in the order sheet is 27.11.2026 (Friday).
Please change in the diary and tell Gulab Singh ji. 20.11 is free.
""")

up("backlog/2026-11/IMG_20261127_162020.jpg", "handwritten_note_photo", "Kavita", "2026-11-27", ["C06"], ["C06-H07"], """
27/11/2026 शुक्रवार - RAA जोधपुर
गुलाब सिंह राठौड़ बनाम चेना राम - अपील 312/2025
सर (राठौड़ साहब) व मैं दोनों गए।
भंवरलाल पुरोहित जी की शेष बहस - उन्होंने कहा 1991 का नामान्तरण बिना नोटिस; पटवारी का बयान कोई नहीं।
सर ने प्रत्युत्तर दिया - नामान्तरण 35 साल तक चुनौती नहीं, मियाद।
बहस पूरी। RAA साहब ने आदेश हेतु तारीख दी। स्थगन जारी।
अगली तारीख 18.12.2026 - आदेश हेतु
गुलाब सिंह जी को फोन किया - उन्होंने पूछा "फैसलो कद आवेगो" - बताया 18 दिसम्बर।
""")

# ---------------------------------------------------------------- C07 Kamla Devi bijli case (PLA)
up("backlog/2026-04/PLA 14-04.txt", "typed_note_txt", "Rathore", "2026-04-14", ["C07"], ["C07-H02"], """
14.04.2026 Tue - Permanent Lok Adalat (PUS), Jodhpur - Singhvi sahab (Chairman)
Kamla Devi Parihar v JdVVNL, PLA 74/2026
Discom reply filed by Mr. Dinesh Lodha - says the bill of Rs 1,86,540 is on actual reading 29611, meter "OK", arrears Rs 29,620 of earlier bills.
Our case: house is 2 rooms, one fan, one cooler; average of 2025 was 180 units/month; 11,179 units in 2 months is impossible. Meter K-0093812 jumped.
Chairman wanted first to try conciliation, asked discom to bring the meter test report (MT lab, Mandore) by next date. Rs 20,000 deposited by us on 12.03 - no disconnection continues.
ND 26.05.2026.
""")

up("backlog/2026-07/PLA Kamla Devi 07.07.2026.docx", "typed_note_docx", "Rathore", "2026-07-07", ["C07"], ["C07-H04"], """
07.07.2026 (Tuesday) - PLA (Public Utility Services), Jodhpur
Kamla Devi Parihar vs JdVVNL - PLA Case 74/2026
Conciliation today before the Chairman and members. Discom's AEn (Mandore) came in person for the first time. They offered to reduce the bill to Rs 1,10,000 in 6 instalments. Kamla Devi ji refused - "mhari bijli itti koni jale" - she has never had a bill above Rs 2,000.
I said we want the meter test report, not a discount.
Conciliation failed - recorded. Chairman directed: meter test report positively by next date, else adverse inference.
Next: 18.08.2026.
""")

up("backlog/2026-08/18-08-2026 PLA.txt", "typed_note_txt", "Rathore", "2026-08-18", ["C07"], ["C07-H05"], """
18/8/2026 Tue PLA - Kamla Devi v JdVVNL
Meter test report finally filed by Dinesh Lodha (MT lab Mandore, test dated 30.07.2026): meter K-0093812 found "FAST by 38%" and display defective. (They sat on it since May.)
Arguments heard both sides. Lodha argued at least the arrears of Rs 29,620 are payable. I said the arrears are also from the same defective meter period - average bills only.
Chairman reserved award; to be announced on 06.10.2026.
""")

up("backlog/2026-10/PLA 74 award.pdf", "certified_order_sheet_scan", "court", "2026-10-06", ["C07"], ["C07-H06"], """
PERMANENT LOK ADALAT (PUBLIC UTILITY SERVICES), JODHPUR
PLA Case No. 74/2026   Smt. Kamla Devi Parihar  vs.  Jodhpur Vidyut Vitran Nigam Ltd.
06.10.2026
Present: Chairman Shri Harish Singhvi and Members.
Applicant through Shri M.S. Rathore, Advocate. Non-applicant through Shri Dinesh Lodha, Advocate.
AWARD
Conciliation having failed on 07.07.2026, the matter was decided on merits under Section 22-C(8) of the Legal Services Authorities Act, 1987. The meter test report dated 30.07.2026 shows the meter to be running fast by 38%. The bill dated 05.02.2026 for Rs. 1,86,540/- is set aside. The non-applicant shall revise the bills of the disputed period on the basis of the average consumption of the six months preceding the defect, adjust the amount of Rs. 20,000/- deposited by the applicant, and pay compensation of Rs. 5,000/- to the applicant for harassment within 30 days. The claim is allowed accordingly.
sd/- Chairman, Permanent Lok Adalat
""")

up("backlog/2026-11/WhatsApp Chat with Kamla Devi PLA.txt", "whatsapp_export", "Rathore", "2026-11-12", ["C07"], ["C07-H01", "C07-H04", "C07-H06"], """
10/03/26, 3:30 pm - Devendra Bhati: Rajendra ji, PLA mein notice ho gaya. 20,000 jama karwane par connection nahi katega - kal tak jama karwa do. Agli tareekh 14 April.
10/03/26, 3:42 pm - Rajendra Parihar: Ok sir. Kal subah bank jaata hoon.
07/07/26, 2:15 pm - Rathore Adv: Discom ne 1,10,000 ka offer diya tha, mummy ji ne mana kar diya. Theek kiya. Ab meter test report aayegi.
06/10/26, 4:48 pm - Rathore Adv: Rajendra ji - faisla aapke paksh mein. 1,86,540 ka bill radd. Average se naya bill banega, 20,000 adjust honge, 5,000 harjana bhi milega 30 din mein.
06/10/26, 4:55 pm - Rajendra Parihar: Dhanyavaad sir! Mummy bahut khush hain.
12/11/26, 11:20 am - Rajendra Parihar: Sir naya bill aaya hai 3,840 ka. Lekin 5,000 harjana abhi tak nahi mila.
12/11/26, 11:31 am - Rathore Adv: 30 din 5 Nov ko poore ho gaye. Devendra execution application ka draft banayega, pehle AEn ko ek letter denge.
""")

# ---------------------------------------------------------------- junior's WhatsApp, week plan, calls
up("backlog/2026-07/WhatsApp Chat with Devendra Bhati.txt", "whatsapp_export", "Rathore", "2026-07-17", ["C01", "C02", "C06", "C07"],
   ["C01-H05", "C02-H02", "C02-H04", "C07-H01", "C07-H03", "C06-H05"], """
10/03/26, 1:40 pm - Devendra Bhati: Sir PLA - Kamla Devi. Notice issue, discom ko. 20,000 jama karne par connection nahi kategaa. ND 14/4.
11/03/26, 12:50 pm - Devendra Bhati: Sir, Mahipal Cr.M.P. - PP ne kaha case diary thane se koni aayi. Judge sahiba ne interim continue kiya. Agli tareekh 08.04.2026.
11/03/26, 12:52 pm - Rathore Adv: Ok. Mahipal ko bata do.
27/04/26, 11:58 am - Devendra Bhati: Sir oran writ - Collector ka affidavit aaj bhi nahi. AAG ne kaha Collector sahab election duty par. Vyas J naraz - "agli baar affidavit nahi to Collector khud hazir honge". Agli tareekh 18.05.2026.
27/04/26, 12:01 pm - Rathore Adv: Note kar liya. Poonam Ram ji ko main bataunga.
13/05/26, 2:25 pm - Devendra Bhati: Sir Mahipal matter - Kamal Singhvi ji ki adjournment slip aayi thi. Interim continued. Tareekh padi 22.07.2026.
13/05/26, 2:27 pm - Rathore Adv: Singhvi ji ka yahi kaam hai. Theek hai.
26/05/26, 1:10 pm - Devendra Bhati: Sir PLA Kamla Devi - Dinesh Lodha ji meter test report nahi laaye, bole lab se report ready nahi. Chairman ne time diya. Agli tareekh 7 July.
26/05/26, 1:12 pm - Rathore Adv: May mein bhi nahi? Chalo. Next date par conciliation bhi hoga.
17/07/26, 12:30 pm - Devendra Bhati: Sir RAA Gulab Singh appeal - RAA sahab chhutti par hain. Reader ne date di 25.09.2026. Rejoinder file kar diya diary no. 1187.
17/07/26, 12:33 pm - Rathore Adv: Doosri baar court nahi baitha is appeal mein (Feb mein daura tha). Chalo.
""")

up("backlog/2026-11/Client calls Nov.txt", "typed_note_txt", "Rathore", "2026-11-28", ["C01", "C04", "C03"], [], """
Client calls - November 2026 (for file)
02.11 - Poonam Ram Bishnoi (Khejarli trust): asked again when the judgment will come. Told him judgment reserved on 12.10, no date fixed. He says Thar Solar's surveyors came to the village last week - status quo order copy given to Sarpanch. If they start any work, he will send photos and we move an application.
14.11 - Prakash Lodha (Sushila ji's husband): wants to know if the defendant can sell the plot meanwhile. Told him to apply for lis pendens entry / we will move temporary injunction if needed - check whether the TI of 2024 covers it (it does: order dt 22.05.2024, no alienation).
25.11 - Ashok s/o Bhera Ram: water from the kuan still stopped. He has the photos of the locked pump room. I will move an application for directions in the second appeal before 14 Dec.
""")

up("backlog/2026-12/week plan 7-12 Dec.txt", "typed_note_txt", "Rathore", "2026-12-05", ["C02", "C05", "C03", "C04", "C06"], [], """
WEEK PLAN  Mon 7 Dec - Sat 12 Dec 2026   (written Sat 5.12)
Mon 7 - nothing listed for us. Chamber work: synopsis for Mahipal Cr.M.P. (3 pages) - FINAL, file by Tuesday with the certified copy of the sale deed (SR Luni - Om Prakash got it on 30.11).
Tue 8 - file the written synopsis + sale deed copy in Mahipal (HC registry, get diary no.).
Wed 9 - HC: Mahipal Singh Bhati quashing - further arguments (Kamal Singhvi). Me.
Thu 10 - NI court 2: Dilip ji's cheque case - FINAL ARGUMENTS. Kavita to prepare the list of dates and the s.139 presumption judgments. Dilip ji to come with the ledger.
Fri 11 - draft application for directions in the kuan second appeal (water stopped) - to be filed before 14 Dec. Kavita: 2-page synopsis + Ex. 4 compilation for the appeal.
Sat 12 - written arguments for Sushila ji's suit (final args 19.12) - first draft.
Also: Gulab Singh appeal orders 18.12 - nothing to do, just attend.
Khejarli oran writ - watch the cause list for judgment every evening.
""")
