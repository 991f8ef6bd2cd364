"""The uploads of the Hoshiarpur practice: what Adv. Amarjit Singh Johal, his junior Navjot and his munshi Sohan Lal
actually kept (diary photos, Gurmukhi register pages, Word and text notes, certified orders, documents, chats)."""

L, J, K = "Amarjit Singh Johal", "Navjot Kaur Heer", "Sohan Lal (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents (before and around the cases)
u("backlog/2030-07/WhatsApp Image 2030-07-08 at 10.12.44.jpeg", "document_photo", "Halqa Patwari, Jandoli Sahotan", "2030-07-08", ["C01"], [], """
ਫ਼ਰਦ ਜਮ੍ਹਾਂਬੰਦੀ ਸਾਲ 2027-28   ਮੌਜ਼ਾ ਜੰਡੋਲੀ ਸਹੋਤਾਂ   ਹੱਦਬਸਤ ਨੰ. 212   ਤਹਿਸੀਲ ਤੇ ਜ਼ਿਲ੍ਹਾ ਹੁਸ਼ਿਆਰਪੁਰ
Fard Jamabandi 2027-28, Mauza Jandoli Sahotan, H.B. No. 212
Khewat 88  Khatauni 131   Malik: Surjit Singh s/o Kartar Singh (hissa 1/1)
Khasra 41//7 (8-0)  41//8 (7-12)  41//13/1 (2-14)     Total 18 kanal 6 marla   Chahi
Intkal No. 4718 dated 18.04.2030 (bay) in favour of Buta Ram s/o Jagat Ram - ਦਰਜ ਹੈ
Nakal jari 08.07.2030      sd/- Patwari Halqa
""")
u("backlog/2030-07/intkal 4718 nakal.pdf", "document_scan", "Naib Tehsildar (AC 2nd Grade), Hoshiarpur", "2030-07-10", ["C01"], [], """
ਇੰਤਕਾਲ ਨੰਬਰ 4718   ਮੌਜ਼ਾ ਜੰਡੋਲੀ ਸਹੋਤਾਂ     MUTATION (INTKAL) No. 4718
Nature: Bay (sale)   Seller: Surjit Singh s/o Kartar Singh through general attorney Kuldip Singh @ Kipa s/o Gurdev Singh
Purchaser: Buta Ram s/o Jagat Ram, r/o Bajwara     Area: 18 kanal 6 marla     Consideration: Rs. 46,50,000
Sale deed vasika No. 9812 dated 12.03.2030, Sub-Registrar Hoshiarpur
Order: Sale deed registered; attorney present; no objection received. Mutation sanctioned.  18.04.2030
sd/- Naib Tehsildar-cum-Assistant Collector 2nd Grade, Hoshiarpur
""")
u("backlog/2030-07/Scan_20300722_GPA.pdf", "document_scan", "Sub-Registrar, Hoshiarpur", "2030-07-22", ["C01"], [], """
GENERAL POWER OF ATTORNEY   Document No. 7703 dated 02.01.2030, Sub-Registrar Hoshiarpur
I, Surjit Singh s/o Kartar Singh r/o village Jandoli Sahotan, presently at Hoshiarpur, appoint Kuldip Singh @ Kipa
s/o Gurdev Singh of the same village my general attorney to sell, mortgage and get mutated my land at Jandoli Sahotan.
Executant's signature: (Surjit Singh)   Identified by: Lambardar Pritam Singh   Photograph affixed.
[client's note in margin, by hand:] Papa 02.01.2030 nu Brampton si - passport vich koi India entry nahi. Sign jaali.
""")
u("backlog/2030-07/NRI Commission complaint Sahota.docx", "typed_note_docx", L, "2030-07-25", ["C01"], [], """
BEFORE THE PUNJAB STATE COMMISSION FOR NRIs, CHANDIGARH
Complaint of Surjit Singh Sahota s/o Kartar Singh, 14 Sandalwood Pkwy, Brampton, Ontario, Canada
(through his son Jaskaran Singh Sahota and SPA Mohan Singh, village Jandoli Sahotan)
1. The complainant, a Canadian citizen since 2011, owns 18 kanal 6 marla at Jandoli Sahotan (khewat 88).
2. Kuldip Singh @ Kipa got a GPA dated 02.01.2030 registered by impersonation when the complainant was in Canada,
   sold the land to Buta Ram by sale deed dated 12.03.2030 and got mutation No. 4718 sanctioned on 18.04.2030.
3. Prayer: direct SSP Hoshiarpur to register an FIR, and the Deputy Commissioner to keep the mutation in abeyance.
Filed 25.07.2030 by Amarjit Singh Johal, Advocate, Hoshiarpur.  (Commission's diary No. NRI/HSP/2030/311)
""")
u("backlog/2030-10/FIR 0147 PS Sadar Hoshiarpur.pdf", "document_scan", "Police Station Sadar, Hoshiarpur", "2030-10-09", ["C01"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)
District: Hoshiarpur   P.S.: Sadar Hoshiarpur   FIR No. 0147   Date: 09.10.2030
Acts & Sections: BNS 318(4), 336(3), 338, 340(2), 61(2)
Information: On the direction of the Punjab State Commission for NRIs (complaint NRI/HSP/2030/311) forwarded by the
SSP, enquiry by DSP (City) found that Surjit Singh Sahota was in Canada on 02.01.2030 as per his passport and
immigration record, while a GPA of that date bears his photograph and signature. Case registered against Kuldip
Singh @ Kipa, Lambardar Pritam Singh and others. Investigation to SI Harvinder Kaur.
""")
u("backlog/2030-08/cane supply statement Minhas.jpg", "document_photo", "The Budhabar Cooperative Sugar Mills Ltd., Mukerian", "2030-08-14", ["C02"], [], """
THE BUDHABAR COOPERATIVE SUGAR MILLS LTD., MUKERIAN (DISTT. HOSHIARPUR)
Grower Ledger - Crushing Season 2029-30     Grower Code 11/427   Harbhajan Singh Minhas, Pandori Minhasan
Cane supplied: 2,108.4 quintals @ Rs. 372 per quintal (SAP)            Value Rs. 7,84,325 + Rs. 35 = Rs. 7,84,360
Paid: NIL          Balance payable: Rs. 7,84,360
Remarks: payment subject to availability of funds / State assistance.     sd/- Cane Accountant
""")
u("backlog/2030-06/return memo Gurnam Singh.pdf", "document_scan", "Punjab & Sind Bank, Dasuya", "2030-05-16", ["C04"], [], """
PUNJAB & SIND BANK   Branch: Dasuya, Distt. Hoshiarpur
CHEQUE RETURN MEMO                             Date: 16.05.2030
Cheque No. 604418 dated 10.05.2030 for Rs. 4,65,000/- drawn by Gurnam Singh s/o Mehnga Singh, village Ghogra,
presented by M/s Kang Commission Agents, Anaj Mandi Dasuya - RETURNED UNPAID.  Reason: FUNDS INSUFFICIENT
""")
u("backlog/2030-06/legal notice Gurnam Singh.docx", "typed_note_docx", L, "2030-05-28", ["C04"], [], """
AMARJIT SINGH JOHAL, Advocate, Chamber 47, New Judicial Complex, Hoshiarpur
Regd. AD                                                    Dated: 28.05.2030
To: Gurnam Singh s/o Mehnga Singh, village Ghogra, Tehsil Dasuya
Sub: Notice u/s 138 Negotiable Instruments Act, 1881
Under instructions of M/s Kang Commission Agents, Anaj Mandi Dasuya through partner Balwinder Singh Kang: you took
advances against your wheat and paddy crops through my clients' arhat; on settlement of the account (bahi) for
Rs. 4,65,000 you issued cheque No. 604418 dated 10.05.2030 on Punjab & Sind Bank, Dasuya, returned 'funds
insufficient' on 16.05.2030. Pay Rs. 4,65,000 within 15 days of receipt, failing which a complaint shall be filed.
""")
u("backlog/2030-07/partition plaint Tarsem final.docx", "typed_note_docx", L, "2030-07-15", ["C03"], [], """
IN THE COURT OF CIVIL JUDGE (JUNIOR DIVISION), GARHSHANKAR
Tarsem Lal s/o Bakhshi Ram, village Dhakon Kandi ... Plaintiff
Versus
1. Jagdish Ram  2. Ramesh Lal @ Meshi (both sons of Bakhshi Ram)  3. Kamlesh Rani d/o Bakhshi Ram ... Defendants
SUIT FOR PARTITION BY METES AND BOUNDS AND POSSESSION of the plaintiff's 1/3 share in 24 kanal 12 marla, khasra
27//14, 15, 16, village Dhakon Kandi, as per jamabandi 2027-28, joint khewat of the parties after the death of
Bakhshi Ram (mutation of inheritance No. 3302). The land on the north touches the shamlat deh of the village; D1
has ploughed a strip of the shamlat into khasra 27//16 and wants the plaintiff's share given out of that strip.
No partition has ever taken place; the defendants refuse a partition through the Assistant Collector 1st Grade.
""")
u("backlog/2030-08/FIR 0066 Women PS.pdf", "document_scan", "Women Police Station, Hoshiarpur", "2030-08-14", ["C07"], [], """
FIRST INFORMATION REPORT   District Hoshiarpur   P.S. Women, Hoshiarpur   FIR No. 0066   Date 14.08.2030
Acts & Sections: BNS 85, 115(2), 316(2), 3(5)
Complainant: Amrit Kaur d/o Balkar Singh, Tanda. Accused: Gagandeep Singh (husband), Kulwant Kaur (mother-in-law),
Santokh Singh (father-in-law). Allegation: demand of Rs. 5,00,000 and a car; istridhan (gold 11 tola) retained.
""")
u("backlog/2030-09/ASJ bail order Rajinder.pdf", "document_scan", "Additional Sessions Judge, Hoshiarpur", "2030-04-22", ["C08"], [], """
IN THE COURT OF SH. KARANBIR SINGH, ADDITIONAL SESSIONS JUDGE, HOSHIARPUR
Bail Application No. 611 of 2030   Rajinder Kumar vs State of Punjab
FIR No. 0093 dated 11.03.2030, PS City Hoshiarpur, u/s 318(4), 316(2) BNS and s. 13 Punjab Travel Professionals
(Regulation) Act, 2014. Complainant Sarabjit Singh paid Rs. 8,50,000 to the petitioner's firm Maple Leaf Overseas
Consultants for a work visa of Poland; a forged visa sticker was given. Petitioner in custody since 14.03.2030,
challan to be presented soon, trial will take time. Bail allowed on furnishing bonds of Rs. 1,00,000.  22.04.2030
""")
u("backlog/2030-12/disability certificate Paramjit.pdf", "document_scan", "Medical Board, Civil Hospital Hoshiarpur", "2030-12-18", ["C05"], [], """
OFFICE OF THE CIVIL SURGEON, HOSHIARPUR - DISABILITY CERTIFICATE
Name: Paramjit Singh s/o Dilbag Singh, age 31, r/o Dasuya. Diagnosis: malunited fracture shaft of right femur
(operated, interlocking nail, DMC Ludhiana). Permanent physical impairment: 28% (twenty eight percent) of right
lower limb. Board: Dr. Vikas Saini (Ortho), Dr. Neha Kalia, Dr. R.S. Bhatti.          18.12.2030
""")

# ---------------- C01 Sahota NRI land suit
u("backlog/2030-08/IMG_20300821_143512.jpg", "handwritten_note_photo", L, "2030-08-21", ["C01"], ["C01-H01"], """
21/8/30  CJSD Hsp - Bhullar madam   CS 388/2030  Sahota v. Kipa
Plaint + stay arzi (O39 R1,2) - notice for 1/10. Status quo on alienation & possession till then.
Madam ne pehlan jamabandi te intkal 4718 di nakal mangi - file vich si, dikha ditti.
Mohan Singh SPA present. Jas nu Canada msg kar ditta - client nu dasya.
""")
u("backlog/2030-10/IMG-20301001-WA0007.jpg", "handwritten_note_photo", K, "2030-10-01", ["C01", "C04"], ["C01-H02", "C04-H01"], """
ਪੇਸ਼ੀ ਰਜਿਸਟਰ - 01.10.2030 (ਮੰਗਲਵਾਰ)
1. ਮੁਕੱਦਮਾ ਸਹੋਤਾ ਬਨਾਮ ਕੁਲਦੀਪ ਸਿੰਘ (CS 388/2030) - ਸਿਵਲ ਜੱਜ ਸੀਨੀਅਰ ਡਿਵੀਜ਼ਨ ਹੁਸ਼ਿਆਰਪੁਰ
   ਦੂਜੀ ਧਿਰ ਵੱਲੋਂ ਵਕੀਲ ਢੱਡਾ ਜੀ ਪੇਸ਼ ਹੋਏ, ਜਵਾਬ ਦਾਅਵਾ ਲਈ ਸਮਾਂ ਮੰਗਿਆ। ਅਗਲੀ ਤਰੀਕ 20.11.2030
2. ਕੰਗ ਕਮਿਸ਼ਨ ਏਜੰਟ ਬਨਾਮ ਗੁਰਨਾਮ ਸਿੰਘ (ਚੈੱਕ ਕੇਸ) - ਦਸੂਹਾ, ਨਵਜੋਤ ਮੈਡਮ ਗਏ
   ਮੁਲਜ਼ਮ ਗ਼ੈਰਹਾਜ਼ਰ, 10,000 ਰੁਪਏ ਦਾ ਜ਼ਮਾਨਤੀ ਵਰੰਟ ਜਾਰੀ। ਅਗਲੀ ਤਰੀਕ 12.11.2030
- ਸੋਹਣ ਲਾਲ
""")
u("backlog/2030-11/Sahota WS 20.11.2030.docx", "typed_note_docx", L, "2030-11-20", ["C01"], ["C01-H03"], """
20.11.2030 - CS 388/2030 Sahota v. Kuldip Singh @ Kipa - CJSD Hoshiarpur (Bhullar madam)
WS + reply to stay arzi filed by Dhadda for D1 & D2. Buta Ram (D2) says he is a bona fide purchaser for
Rs. 46,50,000, paid through RTGS, checked the GPA and the fard before buying. Kipa (D1) says Surjit himself
signed the GPA "during a visit". D3 State (through Tehsildar) - nobody came, proceeded ex parte.
Replication + arguments on stay - agli tareek 15.01.2031. Status quo continues.
Madam again asked for the passport copy showing Surjit in Canada on 02.01.2030 - Jas to email certified copy.
""")
u("backlog/2031-01/IMG_20310115_162205.jpg", "handwritten_note_photo", L, "2031-01-15", ["C01"], ["C01-H04"], """
15.1.31  Sahota - Bhullar madam
Replication file kar ditti. Stay te bahas hoyi - Dhadda: bona fide purchaser, RTGS. Asi: GPA jaali, FIR 147 Sadar
darj, passport entries. Judge sahib ne order reserve kar ditta - order 29/1 nu.
""")
u("backlog/2031-01/CS 388-2030 order 29.01.2031.pdf", "certified_order_sheet_scan", "Civil Judge (Senior Division), Hoshiarpur", "2031-01-30", ["C01"], ["C01-H05"], """
IN THE COURT OF MS. GURPREET KAUR BHULLAR, CIVIL JUDGE (SENIOR DIVISION), HOSHIARPUR
CS No. 388 of 2030     CNR No. PBHS02-004127-2030
Surjit Singh Sahota vs Kuldip Singh @ Kipa & Ors.
29.01.2031   Present: Sh. A.S. Johal, Adv. for the plaintiff.  Sh. P.S. Dhadda, Adv. for D1 & D2.  D3 ex parte.
Order on application under Order 39 Rules 1 & 2 CPC pronounced. The plaintiff has a prima facie case: the
jamabandi 2027-28 shows him as owner, and the passport record shows him in Canada on 02.01.2030, the date of the
alleged GPA; an FIR is registered. Defendant No. 2 is restrained from alienating, encumbering or changing the
nature of the suit land, 18 kanal 6 marla, till the decision of the suit. Application allowed. Now to come up for
framing of issues on 12.03.2031.
                                                              (Gurpreet Kaur Bhullar) CJSD, Hoshiarpur
Reader's endorsement: copy applied 29.01.2031, ready 30.01.2031.
""")
u("backlog/2031-03/IMG-20310312-WA0004.jpg", "handwritten_note_photo", K, "2031-03-12", ["C01"], ["C01-H06"], """
ਪੇਸ਼ੀ ਰਜਿਸਟਰ - 12.03.2031 (ਬੁੱਧਵਾਰ)
ਸਹੋਤਾ ਬਨਾਮ ਕੁਲਦੀਪ ਸਿੰਘ - ਸਿਵਲ ਜੱਜ (ਸੀ.ਡਿ.) ਹੁਸ਼ਿਆਰਪੁਰ
ਜੱਜ ਸਾਹਿਬ ਨੇ 5 ਮੁੱਦੇ (issues) ਬਣਾਏ। ਮੁਦਈ ਦੀ ਗਵਾਹੀ ਲਈ ਅਗਲੀ ਤਰੀਕ 23.04.2031
ਮੋਹਨ ਸਿੰਘ ਨੂੰ ਦੱਸ ਦਿੱਤਾ। - ਸੋਹਣ ਲਾਲ
""")
u("backlog/2031-04/Sahota PW1 23.04.31.docx", "typed_note_docx", L, "2031-04-23", ["C01"], ["C01-H07"], """
23.04.2031 - Sahota v. Kipa - CJSD Hsp
PW1 Mohan Singh (SPA) - affidavit Ex. PW1/A tendered; jamabandi Ex. P1, intkal 4718 Ex. P2, GPA copy Ex. P3.
Dhadda's jirah: Mohan Singh admits he was not present at the Sub-Registrar's office; denies any enmity with Kipa.
Plaintiff himself in Canada - arzi for evidence through video conferencing filed (Surjit to depose from Brampton).
Madam: VC arzi te reply; agli tareek 16.07.2031 (vacation in June). Jas nu dasya - time zone check karna.
""")
u("backlog/2031-07/sahota VC 16.7.txt", "typed_note_txt", L, "2031-07-16", ["C01"], ["C01-H08"], """
16.07.31 Sahota - CJSD Hoshiarpur
VC arzi allowed. Surjit Singh PW2 examined by video conferencing from Brampton (8.30 pm their time, 6 am?? no -
court at 11 am IST = 1.30 am Brampton; Jas sat with papa). Chief by affidavit Ex. PW2/A, passport Ex. P4.
Dhadda started jirah, part cross done - he asked time for remaining cross. Doosri dhir ne time mangya, granted.
Agli tareek 20.08.2031 for remaining cross of PW2 by VC.
""")
u("backlog/2030-08/WhatsApp Chat with Jaskaran Sahota.txt", "whatsapp_export", "Jaskaran Sahota", "2031-07-17", ["C01"], ["C01-H01", "C01-H05", "C01-H07", "C01-H08"], """
21/08/30, 19:40 - Jaskaran Sahota: Hi uncle, dad asked if the court stopped Buta Ram from selling further?
21/08/30, 19:52 - Amarjit Johal Adv: Status quo order today. Next date 1 Oct. Send passport pages of 2029-30.
25/09/30, 08:15 - Jaskaran Sahota: Uncle the NRI Commission emailed, they forwarded to SSP. Any update on FIR?
09/10/30, 17:02 - Amarjit Johal Adv: FIR registered today at PS Sadar, no. 147. Kipa and the lambardar named.
29/01/31, 14:31 - Amarjit Johal Adv: Good news Jas - stay granted. Buta Ram cannot sell or change the land till the suit is decided. Issues on 12 March.
29/01/31, 14:40 - Jaskaran Sahota: Thank you so much uncle!! Dad is very relieved
23/04/31, 16:10 - Amarjit Johal Adv: Mohan Singh's evidence done. Dad will have to depose on video. Date 16 July, court time 11 am India.
23/04/31, 16:12 - Jaskaran Sahota: That's 1:30 am here lol. We'll manage
16/07/31, 04:05 - Jaskaran Sahota: Uncle dad's statement done. The other lawyer asked a lot about the 2018 trip
16/07/31, 09:30 - Amarjit Johal Adv: Yes, his cross is part done. Remaining cross on 20 Aug 2031, again by video. Keep passport ready.
""")

# ---------------- C02 Minhas cane dues writ (HC)
u("backlog/2030-09/CWP-21734-2030 order 10.09.2030.pdf", "certified_order_sheet_scan", "Punjab and Haryana High Court", "2030-09-11", ["C02"], ["C02-H01"], """
IN THE HIGH COURT OF PUNJAB AND HARYANA AT CHANDIGARH
CWP-21734-2030 (O&M)
Harbhajan Singh Minhas                                      ...Petitioner
Versus
State of Punjab and others                                  ...Respondents
CORAM: HON'BLE MR. JUSTICE DEVINDER PAL MAHAJAN
Present: Mr. Amarjit Singh Johal, Advocate for the petitioner.
10.09.2030
The petitioner, a cane grower, seeks release of the price of sugarcane supplied to respondent No. 3-The Budhabar
Cooperative Sugar Mills Ltd., Mukerian in the crushing season 2029-30, Rs. 7,84,360, with interest. Notice of
motion for 05.11.2030.                                            (DEVINDER PAL MAHAJAN) JUDGE
""")
u("backlog/2030-11/PXL_20301105_112840.jpg", "handwritten_note_photo", L, "2030-11-05", ["C02"], ["C02-H02"], """
5-11-30  HC Ct 19  Mahajan J   Minhas cane
Kaushal AAG - instructions awaited from Cane Commissioner, time. Bhandari for mill: "payment is being made in
instalments, mill in losses". Judge: not the counsel's word - I want it on affidavit.
Agli tareek 21.1.31. Minhas nu phone kita.
""")
u("backlog/2031-01/CWP-21734-2030 order 21.01.2031.pdf", "certified_order_sheet_scan", "Punjab and Haryana High Court", "2031-01-22", ["C02"], ["C02-H03"], """
IN THE HIGH COURT OF PUNJAB AND HARYANA AT CHANDIGARH
CWP-21734-2030 (O&M)       Harbhajan Singh Minhas vs State of Punjab and others
CORAM: HON'BLE MR. JUSTICE DEVINDER PAL MAHAJAN
Present: Mr. Amarjit Singh Johal, Advocate for the petitioner.
         Mr. Gaurav Kaushal, AAG, Punjab.   Mr. Sanjeev Bhandari, Advocate for respondent No. 3.
21.01.2031
Reply of respondent No. 3 filed; it states that Rs. 3,50,000 was paid to the petitioner on 30.12.2030 and that a
balance of Rs. 4,34,360 remains. The Cane Commissioner, Punjab shall file his own affidavit stating the schedule of
payment of the cane dues of the season 2029-30 and the interest payable for delay. List on 18.03.2031.
                                                                  (DEVINDER PAL MAHAJAN) JUDGE
""")
u("backlog/2031-03/HC 18 march Minhas.docx", "typed_note_docx", L, "2031-03-18", ["C02"], ["C02-H04"], """
18.03.2031 - CWP 21734/2030 Minhas v. State - Mahajan J, Ct 19
Affidavit of the Cane Commissioner filed (by Kaushal AAG): State assistance released to cooperative mills in Feb;
Budhabar mill to clear dues of 2029-30 by May. Judge, once more, wanted the officer's own affidavit on interest -
said the Act provides interest for delay beyond 14 days. Direction: mill to pay the balance Rs. 4,34,360 within
8 weeks. Agli tareek 20.05.2031.
""")
u("backlog/2031-05/CWP-21734-2030 order 20.05.2031.pdf", "certified_order_sheet_scan", "Punjab and Haryana High Court", "2031-05-21", ["C02"], ["C02-H05"], """
IN THE HIGH COURT OF PUNJAB AND HARYANA AT CHANDIGARH
CWP-21734-2030 (O&M)       Harbhajan Singh Minhas vs State of Punjab and others
CORAM: HON'BLE MR. JUSTICE DEVINDER PAL MAHAJAN
Present: Mr. Amarjit Singh Johal, Advocate for the petitioner.  Mr. Gaurav Kaushal, AAG, Punjab.
         Mr. Sanjeev Bhandari, Advocate for respondent No. 3.
20.05.2031
Learned counsel for respondent No. 3 states that the balance amount of Rs. 4,34,360 has been paid to the petitioner
on 15.05.2031. The principal having been paid, the only question is of interest for delayed payment. Part arguments
heard. Due to paucity of time, adjourned. List on 09.09.2031.                (DEVINDER PAL MAHAJAN) JUDGE
""")
u("backlog/2030-09/WhatsApp Chat with Harbhajan Minhas.txt", "whatsapp_export", "Harbhajan Singh Minhas", "2031-05-21", ["C02"], ["C02-H01", "C02-H05"], """
10/09/30, 15:20 - Amarjit Johal Adv: Minhas ji, notice ho gaya High Court ton, agli tareek 5 November
10/09/30, 15:31 - Harbhajan Minhas: ਧੰਨਵਾਦ ਵਕੀਲ ਸਾਹਿਬ। ਮਿੱਲ ਵਾਲੇ ਹਾਲੇ ਵੀ ਕਹਿੰਦੇ ਪੈਸੇ ਨਹੀਂ ਹੈਗੇ
31/12/30, 10:05 - Harbhajan Minhas: ਵਕੀਲ ਸਾਹਿਬ ਕੱਲ੍ਹ ਖਾਤੇ ਵਿੱਚ 3,50,000 ਆ ਗਏ ਮਿੱਲ ਵੱਲੋਂ
31/12/30, 10:20 - Amarjit Johal Adv: Changi gal. Baki 4,34,360 reh gaye, court vich dasange
15/05/31, 18:44 - Harbhajan Minhas: ਬਾਕੀ 4,34,360 ਵੀ ਆ ਗਏ ਅੱਜ। ਵਿਆਜ ਦਾ ਕੀ ਬਣੂ?
21/05/31, 09:12 - Amarjit Johal Adv: Kal bahas hoyi interest te. Agli tareek 9 September. Fikar na karo.
""")

# ---------------- C03 Tarsem partition suit (Garhshankar)
u("backlog/2030-12/Tarsem issues 04.12.30.docx", "typed_note_docx", L, "2030-12-04", ["C03"], ["C03-H03"], """
04.12.2030 - CS 96/2030 Tarsem Lal v. Jagdish Ram - CJJD Garhshankar (Bedi sahib)
Replication filed. 6 issues framed:
1. Whether the plaintiff is a co-sharer to the extent of 1/3 in 24 kanal 12 marla? OPP
2. Whether the land was partitioned in a family settlement in 2011? OPD
3. Whether the strip of the shamlat is part of khasra 27//16? OPD
4. Whether the suit is bad for non-joinder of the Gram Panchayat? OPD
5. Whether the suit is barred as the partition lies with the revenue court? OPD   6. Relief.
Bedi sahib asked both sides: koi ghar da faisla ho sakda? Bhardwaj said D1 ready only if shamlat strip is counted.
PE - agli tareek 22.01.2031.
""")
u("backlog/2031-02/IMG_20310226_131950.jpg", "handwritten_note_photo", L, "2031-02-26", ["C03"], ["C03-H05"], """
26/2/31 Garhshankar - Bedi sahib   Tarsem batwara
PW1 Tarsem di jirah Bhardwaj ne kitti - 2011 wala faisla: Tarsem says "koi faisla nahi hoya, kacchi parchi vi nahi".
Admits D1 kashat karda hai 27//16 vich. Judge ne Patwari halqa nu record samet summon kita - 9/4.
""")
u("backlog/2031-05/CS 96-2030 zimni 14.05.2031.pdf", "certified_order_sheet_scan", "Civil Judge (Junior Division), Garhshankar", "2031-05-15", ["C03"], ["C03-H07"], """
ਅਦਾਲਤ ਸਿਵਲ ਜੱਜ (ਜੂਨੀਅਰ ਡਿਵੀਜ਼ਨ), ਗੜ੍ਹਸ਼ੰਕਰ  /  COURT OF SH. HARKIRAT SINGH BEDI, CJJD, GARHSHANKAR
CS 96 of 2030   Tarsem Lal vs Jagdish Ram etc.
14.05.2031   Present: Counsel for the plaintiff. Counsel for D1, D2. D3 already made statement.
PW2 Sh. Gurmail Chand, Patwari Halqa Dhakon Kandi, present with the revenue record; examined; proved jamabandi
2027-28 Ex. P5 and khasra girdawari Ex. P6; cross-examined. Ld. counsel for plaintiff closed PE by suffering
statement. Now for DE on 23.07.2031.                      sd/- CJJD, Garhshankar
ਰੀਡਰ: ਅਗਲੀ ਪੇਸ਼ੀ 23.07.2031 ਮੁਲਜ਼ਿਮਾਨ (ਮੁੱਦਈ ਅਲੈਹ) ਦੀ ਗਵਾਹੀ
""")
u("backlog/2031-07/tarsem DW1 23.7.txt", "typed_note_txt", L, "2031-07-23", ["C03"], ["C03-H08"], """
23.7.31 Garhshankar - Tarsem batwara
DW1 Jagdish Ram - chief by affidavit (says 2011 family settlement, each brother got 8 kanal 4 marla, Tarsem took
his share in cash Rs. 2,00,000). Main jirah shuru kitti - no writing of the settlement, no witness named.
Court time khatam, remaining cross agli tareek 27.08.2031.
""")

# ---------------- C04 Kang arhtiya cheque case (Dasuya)
u("backlog/2030-12/gurnam notice 17.12.txt", "typed_note_txt", L, "2030-12-17", ["C04"], ["C04-H03"], """
17.12.30 JMIC Dasuya - Simranjeet madam - Kang v. Gurnam (138)
Notice of accusation given; Gurnam pleaded not guilty. Defence (Vinod Sharma): cheque was a blank security cheque
given at the start of the season for the advance, not for a settled account. Madam: complainant to remain present.
CE - agli tareek 11.02.2031. Kang sahib nu bahi khata (ledger) original leke aun lai keha.
""")
u("backlog/2031-03/IMG_20310325_121104.jpg", "handwritten_note_photo", L, "2031-03-25", ["C04"], ["C04-H05"], """
25/3/31 Dasuya - Kang v Gurnam
CW1 Balwinder Kang di jirah by V.K. Sharma - bahi entries 2029-30 shown, admits blank cheque "nahi", says filled in
Gurnam's presence after hisab. Jirah khatam. Next: bank official CW2 summon - 6/5.
""")
u("backlog/2031-06/IMG-20310617-WA0011.jpg", "handwritten_note_photo", K, "2031-06-17", ["C04"], ["C04-H07"], """
ਪੇਸ਼ੀ ਰਜਿਸਟਰ - 17.06.2031 (ਮੰਗਲਵਾਰ)
ਕੰਗ ਕਮਿਸ਼ਨ ਏਜੰਟ ਬਨਾਮ ਗੁਰਨਾਮ ਸਿੰਘ - ਜੇ.ਐਮ.ਆਈ.ਸੀ. ਦਸੂਹਾ
ਬੈਂਕ ਵਾਲੇ ਰਾਕੇਸ਼ ਮਹਿਤਾ ਜੀ (ਪੰਜਾਬ ਐਂਡ ਸਿੰਧ ਬੈਂਕ) ਦੀ ਗਵਾਹੀ ਹੋ ਗਈ। ਮੁਦਈ ਦੀ ਗਵਾਹੀ ਬੰਦ।
ਅਗਲੀ ਤਰੀਕ 22.07.2031 - ਮੁਲਜ਼ਮ ਦਾ ਬਿਆਨ   - ਸੋਹਣ ਲਾਲ
""")
u("backlog/2031-07/dasuya 22.7.txt", "typed_note_txt", L, "2031-07-22", ["C04"], ["C04-H08"], """
22.07.31 Dasuya (Navjot gayi si, phone te dasya)
Kang v Gurnam - statement of accused u/s 351 BNSS recorded; Gurnam says cheque was security, hisab not settled,
wants to lead defence evidence. Agli tareek 18.08.2031 DE.
""")
u("backlog/2031-07/correction kang ND.txt", "typed_note_txt", L, "2031-07-23", ["C04"], [], """
CORRECTION - Kang v Gurnam (Dasuya): kal de note vich agli tareek galat likhi gayi (18.08). Navjot ne zimni di
photo bheji - agli tareek 11.08.2031 hai, DE. Diary vich vi theek kar ditti.
""")

# ---------------- C05 Pamma MACT
u("backlog/2030-09/IMG_20300904_120233.jpg", "handwritten_note_photo", L, "2030-09-04", ["C05"], ["C05-H01"], """
4.9.30 MACT Hsp - Ahluwalia sahib   Pamma claim (166 MV Act)
Claim Rs. 15,00,000. Notice to R1 Sukhdev Singh (driver), R2 Jarnail Singh (owner), R3 Bharat Kisan General
Insurance. PF + registered covers. Agli tareek 13.11.30.
""")
u("backlog/2030-11/Pamma WS issues 13.11.30.docx", "typed_note_docx", L, "2030-11-13", ["C05"], ["C05-H02"], """
13.11.2030 - MACT 141/2030 Paramjit Singh @ Pamma v. Sukhdev Singh & ors - Ahluwalia sahib
R1 R2 WS: tractor was going slow on its side, motorcyclist came fast. Insurer (Ashwani Sood) WS: the tractor
PB-07-AX-xxxx is insured but the trolley is unregistered and not insured; claimant without helmet - contributory
negligence; claimant had no licence. Issues framed. Ahluwalia sahib asked Sood ji what the insurer would offer -
"instructions lavange". PE - agli tareek 08.01.2031.
""")
u("backlog/2031-01/IMG-20310108-WA0002.jpg", "handwritten_note_photo", K, "2031-01-08", ["C05"], ["C05-H03"], """
ਪੇਸ਼ੀ ਰਜਿਸਟਰ - 08.01.2031
ਪੰਮਾ ਕਲੇਮ (MACT) - ਅਹਲੂਵਾਲੀਆ ਸਾਹਿਬ
ਪਰਮਜੀਤ ਸਿੰਘ ਦੀ ਗਵਾਹੀ ਹੋਈ (PW1), ਬੀਮਾ ਕੰਪਨੀ ਦੇ ਵਕੀਲ ਨੇ ਜਿਰਹ ਕੀਤੀ। ਅਗਲੀ ਤਰੀਕ 19.02.2031 ਡਾਕਟਰ ਦੀ ਗਵਾਹੀ
- ਸੋਹਣ ਲਾਲ
""")
u("backlog/2031-02/19-20 feb pamma manpreet.docx", "typed_note_docx", L, "2031-02-20", ["C05", "C06"], ["C05-H04", "C06-H05"], """
Wed 19.02.2031 - MACT Hsp - Pamma
PW2 Dr. Vikas Saini (Ortho, Civil Hospital) - proved disability certificate 28% permanent disability of right
lower limb, and DMC Ludhiana bills Rs. 3,12,400. Sood ji sought time for cross - granted, agli tareek 02.04.2031.

Thu 20.02.2031 - Family Court Hsp - Manpreet maintenance
Counsellor's report: husband joined on video call from Italy, no settlement. Interim maintenance te bahas:
we pressed Rs. 25,000; Harleen Sandhu: Harjot earns 1,100 euro only. Agli tareek 20.03.2031 order.
""")
u("backlog/2031-05/MACT 141-2030 order 21.05.2031.pdf", "certified_order_sheet_scan", "Motor Accident Claims Tribunal, Hoshiarpur", "2031-05-22", ["C05"], ["C05-H06"], """
IN THE COURT OF SH. RAJESH KUMAR AHLUWALIA, ADDITIONAL DISTRICT JUDGE-CUM-MOTOR ACCIDENT CLAIMS TRIBUNAL, HOSHIARPUR
MACT No. 141 of 2030      Paramjit Singh @ Pamma vs Sukhdev Singh and others
21.05.2031   Present: Sh. A.S. Johal, counsel for the claimant. Sh. Ashwani Sood, counsel for respondent No. 3.
R3W1 Sh. Deepak Arora, Assistant Manager of respondent No. 3, tendered the policy Ex. R3/1 and stated that the
trolley was not covered. Counsel for the insurer, on a query of the Tribunal, states that the insurer offers
Rs. 4,10,000 in full and final settlement, which the claimant declines. For remaining RE on 09.07.2031.
""")
u("backlog/2031-07/IMG_20310709_154410.jpg", "handwritten_note_photo", L, "2031-07-09", ["C05"], ["C05-H07"], """
9/7/31 MACT - Pamma
Insurer ne RE close kar diti. Final bahas 13.8.31. Pamma nu dasya - 4.10 lakh offer nahi manni.
Prepare: trolley unregistered = owner liable; pay & recover judgment.
""")

# ---------------- C06 Manpreet maintenance (Family Court)
u("backlog/2030-08/IMG_20300829_111902.jpg", "handwritten_note_photo", L, "2030-08-29", ["C06"], ["C06-H01"], """
29/8/30 Family Court Hsp  Manpreet Kaur & daughter Gurnoor v. Harjot Singh (Italy, Brescia)  - 144 BNSS
Notice through father Santokh? no - father Jasvir Singh, Mahilpur; plus e-mail & WhatsApp allowed.
Claim Rs. 40,000 pm. Agli tareek 3/10.
""")
u("backlog/2030-10/Maint 77-2030 order 03.10.2030.pdf", "certified_order_sheet_scan", "Family Court, Hoshiarpur", "2030-10-04", ["C06"], ["C06-H02"], """
IN THE COURT OF SMT. ANJU BALA SHARMA, PRINCIPAL JUDGE, FAMILY COURT, HOSHIARPUR
Maint. No. 77 of 2030    Manpreet Kaur and another vs Harjot Singh
03.10.2030   Present: Counsel for the petitioners.
Report: the respondent's father refused to accept the notice; e-mail not acknowledged. The respondent is stated to be
in Italy. Let the respondent be served by publication in the daily 'Ajit', Jalandhar edition. To come up on
14.11.2030.                                                         Principal Judge, Family Court, Hoshiarpur
""")
u("backlog/2030-11/IMG-20301114-WA0009.jpg", "handwritten_note_photo", K, "2030-11-14", ["C06"], ["C06-H03"], """
ਪੇਸ਼ੀ ਰਜਿਸਟਰ - 14.11.2030
ਮਨਪ੍ਰੀਤ ਕੌਰ ਬਨਾਮ ਹਰਜੋਤ ਸਿੰਘ (ਖਰਚਾ) - ਫੈਮਿਲੀ ਕੋਰਟ
ਹਰਜੋਤ ਵੱਲੋਂ ਹਰਲੀਨ ਸੰਧੂ ਵਕੀਲ ਨੇ ਵਕਾਲਤਨਾਮਾ ਲਾਇਆ (ਇਟਲੀ ਤੋਂ ਭੇਜਿਆ)। ਜਵਾਬ ਲਈ ਸਮਾਂ। ਅਗਲੀ ਤਰੀਕ 09.01.2031
- ਸੋਹਣ ਲਾਲ
""")
u("backlog/2031-01/Manpreet reply 9.1.31.docx", "typed_note_docx", L, "2031-01-09", ["C06"], ["C06-H04"], """
09.01.2031 - Maint. 77/2030 - Family Court (Anju Bala Sharma madam)
Reply filed by Harleen Sandhu: Harjot works on a dairy farm near Brescia, earns little, sends money to parents for a
loan; says Manpreet left on her own. Our side: he got Italian permesso, sent photos of a new car. Madam sent the
parties to the counsellor - husband to join on video call. Agli tareek 20.02.2031.
""")
u("backlog/2031-03/Maint 77-2030 order 20.03.2031.pdf", "certified_order_sheet_scan", "Family Court, Hoshiarpur", "2031-03-21", ["C06"], ["C06-H06"], """
IN THE COURT OF SMT. ANJU BALA SHARMA, PRINCIPAL JUDGE, FAMILY COURT, HOSHIARPUR
Maint. No. 77 of 2030    Manpreet Kaur and another vs Harjot Singh
20.03.2031   Present: Sh. A.S. Johal, counsel for the petitioners. Ms. Harleen Kaur Sandhu, counsel for the respondent.
Order on interim maintenance: the respondent is an able-bodied man working in Italy. He shall pay interim
maintenance of Rs. 12,000 per month to petitioner No. 1 (wife) and Rs. 6,000 per month to petitioner No. 2 (minor
daughter Gurnoor) from the date of the petition, arrears within two months. Evidence of the petitioners. To come up
on 08.05.2031.                                                      Principal Judge, Family Court, Hoshiarpur
""")
u("backlog/2031-05/manpreet arrears 8 may.txt", "typed_note_txt", L, "2031-05-08", ["C06"], ["C06-H07"], """
8.5.31 FC Hsp - Manpreet
Arrears nahi ditte - kuch vi nahi aaya. Arzi for recovery of arrears (s. 144(3) BNSS) filed - madam ne notice kita,
warrant di warning. Harleen said husband will send money through his father. Agli tareek 10.07.2031.
""")
u("backlog/2031-07/IMG_20310710_124812.jpg", "handwritten_note_photo", L, "2031-07-10", ["C06"], ["C06-H08"], """
10/7/31 FC - Manpreet
Father Jasvir Singh ne court vich Rs. 50,000 ditte towards arrears (draft). Baki arrears still due.
PW1 Manpreet - affidavit tender. Harleen ne jirah lai time mangya. Agli tareek 11.8.31.
""")
u("backlog/2031-03/WhatsApp Chat with Manpreet Kaur.txt", "whatsapp_export", "Manpreet Kaur", "2031-07-10", ["C06"], ["C06-H06", "C06-H08"], """
20/03/31, 14:02 - Amarjit Johal Adv: Manpreet ji, order ho gaya - 12,000 tuhanu te 6,000 Gurnoor nu har mahine, petition wali tareek ton.
20/03/31, 14:15 - Manpreet Kaur: ਸ਼ੁਕਰੀਆ ਵਕੀਲ ਸਾਹਿਬ। ਪਰ ਉਹ ਦੇਵੇਗਾ ਵੀ?
20/03/31, 14:16 - Amarjit Johal Adv: Nahi dita taan recovery di arzi lavange
09/07/31, 20:40 - Manpreet Kaur: ਕੱਲ੍ਹ ਤਰੀਕ ਹੈ ਨਾ? ਮੈਂ ਕਿੰਨੇ ਵਜੇ ਆਵਾਂ
09/07/31, 20:45 - Amarjit Johal Adv: 10 vaje. Affidavit te sign karne ne
10/07/31, 13:10 - Manpreet Kaur: ਸਹੁਰੇ ਨੇ 50,000 ਦਿੱਤੇ ਅੱਜ, ਬਾਕੀ ਕਦੋਂ?
""")

# ---------------- C07 Kulwant anticipatory bail (HC)
u("backlog/2030-09/CRM-M-40112-2030 order 12.09.2030.pdf", "certified_order_sheet_scan", "Punjab and Haryana High Court", "2030-09-13", ["C07"], ["C07-H01"], """
IN THE HIGH COURT OF PUNJAB AND HARYANA AT CHANDIGARH
CRM-M-40112-2030
Kulwant Kaur and another                                    ...Petitioners
Versus
State of Punjab                                             ...Respondent
CORAM: HON'BLE MS. JUSTICE RAMANDEEP KAUR CHAHAL
Present: Mr. Amarjit Singh Johal, Advocate for the petitioners.  Mr. Kunal Dogra, AAG, Punjab.
12.09.2030
Petition under Section 482 BNSS for anticipatory bail in FIR No. 0066 dated 14.08.2030, Women PS Hoshiarpur.
Notice of motion for 17.10.2030. In the meantime, in the event of arrest, the petitioners shall be released on
interim bail subject to their joining the investigation within a week and the conditions of Section 482(2) BNSS.
                                                           (RAMANDEEP KAUR CHAHAL) JUDGE
""")
u("backlog/2030-10/Kulwant ABA 17.10.docx", "typed_note_docx", L, "2030-10-17", ["C07"], ["C07-H02"], """
17.10.2030 - CRM-M 40112/2030 Kulwant Kaur & Gagandeep - Chahal J, Ct 31
Dogra AAG: petitioners joined investigation on 19.09.2030, not required for custodial interrogation. Complainant's
counsel opposed - istridhan 11 tola not returned. Judge asked: has istridhan been returned? We: list given, 4 tola
returned at the Women Cell on 05.10.2030, rest disputed. Adjourned to 21.11.2030 for verification. Interim continues.
""")
u("backlog/2030-11/CRM-M-40112-2030 order 21.11.2030.pdf", "certified_order_sheet_scan", "Punjab and Haryana High Court", "2030-11-22", ["C07"], ["C07-H03"], """
IN THE HIGH COURT OF PUNJAB AND HARYANA AT CHANDIGARH
CRM-M-40112-2030    Kulwant Kaur and another vs State of Punjab
CORAM: HON'BLE MS. JUSTICE RAMANDEEP KAUR CHAHAL
21.11.2030
The petitioners have joined the investigation and are stated not to be required for custodial interrogation. The
dispute about istridhan is a matter for the trial. The interim order dated 12.09.2030 is made absolute. Disposed of.
                                                           (RAMANDEEP KAUR CHAHAL) JUDGE
""")

# ---------------- C08 Rajinder travel agent trial (CJM)
u("backlog/2030-09/IMG-20300906-WA0015.jpg", "handwritten_note_photo", K, "2030-09-06", ["C08"], ["C08-H01"], """
ਪੇਸ਼ੀ ਰਜਿਸਟਰ - 06.09.2030
ਸਰਕਾਰ ਬਨਾਮ ਰਜਿੰਦਰ ਕੁਮਾਰ (ਮੇਪਲ ਲੀਫ਼ ਵਾਲਾ) - ਸੀ.ਜੇ.ਐਮ. ਸਾਹਿਬ ਹੁਸ਼ਿਆਰਪੁਰ
ਚਲਾਨ ਪੇਸ਼ ਹੋਇਆ, ਨਕਲਾਂ ਮਿਲ ਗਈਆਂ। ਫ਼ਰਦ ਜੁਰਮ (charge) ਲਈ ਅਗਲੀ ਤਰੀਕ 29.11.2030
- ਸੋਹਣ ਲਾਲ
""")
u("backlog/2030-11/20301129_145530.jpg", "handwritten_note_photo", L, "2030-11-29", ["C08"], ["C08-H02"], """
29.11.30 CJM Walia sahib - Rajinder (visa case)
Charge te bahas - asi: civil dispute, 3 lakh mod ditta. APP Jaswal: forged Poland visa sticker. Charge framed u/s
318(4), 316(2) BNS + s. 13 PTPR Act. Not guilty plea. PE 24/1/31.
""")
u("backlog/2031-01/rajinder 24 jan.txt", "typed_note_txt", L, "2031-01-24", ["C08"], ["C08-H03"], """
24.01.2031 CJM Hsp - State v Rajinder Kumar
PW1 Sarabjit Singh (complainant) nahi aaya - summons served but absent. APP ne time mangya. Walia sahib: next date
positive, bailable warrant to PW1 if absent. Agli tareek 07.03.2031.
""")
u("backlog/2031-03/Rajinder PW1 cross 7.3.31.docx", "typed_note_docx", L, "2031-03-07", ["C08"], ["C08-H04"], """
07.03.2031 - CHI 312/2030 State v. Rajinder Kumar - CJM Hoshiarpur
PW1 Sarabjit Singh examined by APP: paid Rs. 8,50,000 in three instalments for a Poland work visa; got a visa sticker
that the embassy said was forged. Our cross: admits that Rs. 3,00,000 was returned by Rajinder in cash in June 2030
before the challan; admits he never went to the Maple Leaf office himself, dealt with one "Sunny" (sub-agent).
Agli tareek 25.04.2031 - PW2 IO.
""")
u("backlog/2031-04/IMG-20310425-WA0003.jpg", "handwritten_note_photo", K, "2031-04-25", ["C08"], ["C08-H05"], """
ਪੇਸ਼ੀ ਰਜਿਸਟਰ - 25.04.2031
ਸਰਕਾਰ ਬਨਾਮ ਰਜਿੰਦਰ ਕੁਮਾਰ - ਸੀ.ਜੇ.ਐਮ.
ਤਫ਼ਤੀਸ਼ੀ ਅਫ਼ਸਰ (IO) ਏ.ਐਸ.ਆਈ. ਜਸਵੰਤ ਰਾਏ ਹਾਜ਼ਰ ਨਹੀਂ ਹੋਏ। ਜੱਜ ਸਾਹਿਬ ਨੇ ਐਸ.ਐਸ.ਪੀ. ਰਾਹੀਂ ਸੰਮਨ ਕੀਤੇ। ਅਗਲੀ ਤਰੀਕ 06.06.2031
- ਸੋਹਣ ਲਾਲ
""")
u("backlog/2031-06/IMG_20310606_113015.jpg", "handwritten_note_photo", L, "2031-06-06", ["C08"], ["C08-H06"], """
6/6/31 CJM - Rajinder
PW2 ASI Jaswant Rai (IO) chief - proved recovery of visa file & stamps from the office. Cross next - 25.7.31.
""")
u("backlog/2031-07/rajinder IO cross 25.7.txt", "typed_note_txt", L, "2031-07-25", ["C08"], ["C08-H07"], """
25.07.31 CJM Hsp - Rajinder Kumar
IO ASI Jaswant Rai di jirah part: admits "Sunny" not arrested, not traced; no handwriting expert report on the
sticker. Court time over - remaining cross agli tareek 29.08.2031.
""")

# ---------------- the junior's chats (several hearings each)
u("backlog/2030-08/WhatsApp Chat with Navjot Heer Jr.txt", "whatsapp_export", J, "2031-02-12", ["C03", "C04"], ["C03-H01", "C03-H02", "C04-H02", "C03-H04", "C04-H04"], """
28/08/30, 12:10 - Navjot Heer Jr: Sir Garhshankar Tarsem wala - Bhardwaj ji ne appearance laga ditti D1 D2 lai, WS layi time mangya. Agli tareek 30/10
28/08/30, 12:12 - Amarjit Johal Adv: ok. Kamlesh Rani da ki?
28/08/30, 12:14 - Navjot Heer Jr: Sir oh vi aayi si, kehndi mainu hissa nahi chahida
30/10/30, 13:25 - Navjot Heer Jr: Sir Tarsem case - WS aa gaya, 2011 da family faisla plead kita. Kamlesh Rani da no objection bayan ho gaya. Agli tareek 4/12 replication + issues
12/11/30, 11:48 - Navjot Heer Jr: Sir Dasuya - Gurnam aaj aa gaya, zamanat ho gayi, copies de ditiyan. Sharma ji vakeel. ND 17/12
12/11/30, 11:49 - Amarjit Johal Adv: 👍 Kang sahib nu dass dena
22/01/31, 12:55 - Navjot Heer Jr: Sir Tarsem PW1 affidavit tender, Bhardwaj ji ne jirah layi time mangya, deferred. Agli tareek 26/2 - tusi aap aaoge?
22/01/31, 12:57 - Amarjit Johal Adv: Haan main aavanga
11/02/31, 13:30 - Navjot Heer Jr: Sir Kang case - CW1 Balwinder Kang da affidavit tender, Sharma ji ne cross lai time mangya. Madam ne keha complainant har tareek te khud aave. ND 25/3
""")
u("backlog/2031-04/WhatsApp Chat with Navjot Heer Jr (2).txt", "whatsapp_export", J, "2031-07-24", ["C03", "C04", "C05"], ["C05-H05", "C03-H06", "C04-H06", "C04-H08", "C03-H08"], """
02/04/31, 14:05 - Navjot Heer Jr: Sir Pamma MACT - doctor Saini di jirah Sood ji ne kiti, PE close. ND 21/5 RE
09/04/31, 12:40 - Navjot Heer Jr: Sir Garhshankar - Patwari nahi aaya record le ke. Bedi sir ne dobara summon kita. Tarsem naraz c. ND 14/5
06/05/31, 13:15 - Navjot Heer Jr: Sir Dasuya - bank wala CW2 nahi aaya. Gurnam vi nahi aaya, Sharma ji ne exemption lagai, 1000 costs te allow. ND 17/6
06/05/31, 13:16 - Amarjit Johal Adv: costs Kang sahib nu dilva dena
22/07/31, 12:20 - Navjot Heer Jr: Sir Kang case - Gurnam da 351 bayan ho gaya, DE mangdi. ND 11/8
22/07/31, 12:21 - Amarjit Johal Adv: ok
23/07/31, 15:50 - Navjot Heer Jr: Sir Tarsem - Jagdish Ram DW1 affidavit aa gaya, tusi jirah kiti c, baki 27/8
24/07/31, 09:02 - Navjot Heer Jr: Sir kal wali zimni photo bheji hai Kang di, 11/8 hi hai, 18 nahi
""")

# ---------------- the lawyer's day: cause list and week plan
u("backlog/2031-08/FC Hoshiarpur cause list 11.08.2031.pdf", "cause_list_pdf", "Family Court, Hoshiarpur", "2031-08-08", ["C06"], [], """
FAMILY COURT, HOSHIARPUR - CAUSE LIST FOR MONDAY 11.08.2031
Principal Judge: Smt. Anju Bala Sharma
1. HMA 402/2029  Rupinder Kaur vs Sukhjinder Singh            evidence
2. GW 55/2030    Baldev Raj vs Neelam Rani                    arguments
3. Maint. 77/2030 Manpreet Kaur & Anr. vs Harjot Singh        PE (cross of PW1)
4. Maint. 19/2031 Kiranjit Kaur vs Lakhwinder Singh           reply
5. HMA 88/2031   Gurdeep Singh vs Harpreet Kaur               counselling report
6. Exe. 12/2031  Sunita vs Raj Kumar                          warrant of attachment
""")
u("backlog/2031-08/week plan 11-16 aug.docx", "typed_note_docx", L, "2031-08-09", ["C04", "C06", "C05", "C01"], [], """
WEEK PLAN 11-16 Aug 2031
Mon 11.08 - Family Court Hsp: Manpreet (cross of PW1 by Harleen) - Manpreet to come 10 am. Arrears statement ready.
Mon 11.08 - JMIC Dasuya: Kang v Gurnam - DE (Navjot to go; check DW list).
Wed 13.08 - MACT: Pamma final arguments - judgments on unregistered trolley, pay and recover.
Fri 15.08 - Independence Day, holiday.
Next week: Wed 20.08 Sahota remaining cross of Surjit by VC - Jas to arrange laptop.
""")
