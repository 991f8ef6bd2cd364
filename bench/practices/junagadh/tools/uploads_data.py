"""The uploads of the Junagadh practice: what the lawyer Kiritbhai, the junior Dhruvi and the munshi Maganbhai kept."""

L, J, K = "Kiritkumar Mohanlal Bhalodiya", "Dhruvi Kanabar", "Maganbhai Chudasama (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2029-07/Scan_20290726_0002.pdf", "document_scan", "Mamlatdar, Junagadh (Rural)", "2029-07-26", ["C01"], [], """
ગામ નમૂના નં. ૬ (હક્કપત્રક)          ગામ: વડાલ   તા. જુનાગઢ (ગ્રામ્ય)   જિ. જુનાગઢ
નોંધ નં. 2871      તારીખ 14.06.2029
સર્વે નં. 118 પૈકી 2, ક્ષેત્રફળ હે.આરે.ચો.મી. 2-14-60
વિગત: ખાતેદાર ભીમાભાઈ કરશનભાઈ સોંદરવા તા. 02.01.2029 ના રોજ અવસાન પામતા વારસાઈ. વારસો: રામજીભાઈ, ગોવિંદભાઈ (પુત્રો).
પુત્રીઓ જસીબેન તથા લાભુબેન એ હક્ક કમી કરેલ છે (વર્ધી સાથે સોગંદનામું).
મંજૂર: સર્કલ ઓફિસર / મામલતદાર, જુનાગઢ (ગ્રામ્ય)   તા. 26.07.2029
""")
u("backlog/2029-09/WhatsApp Image 2029-09-30 at 18.22.41.jpeg", "document_photo", "Talati-cum-mantri, Vadal", "2029-09-30", ["C01"], [], """
ગામ નમૂના નં. 7/12 (ઉતારો)    ગામ: વડાલ   સર્વે/બ્લોક નં. 118 પૈકી 2
સત્તા પ્રકાર: જુની શરત      ક્ષેત્રફળ: 2-14-60 હે.આરે.ચો.મી.    આકાર રૂ. 21.40
કબજેદારનું નામ: (2871) રામજીભાઈ ભીમાભાઈ સોંદરવા, ગોવિંદભાઈ ભીમાભાઈ સોંદરવા
પાક: મગફળી (ખરીફ 2029)   ફેરફાર નોંધ નં. 2871
તલાટી કમ મંત્રી, વડાલ   તા. 30.09.2029
""")
u("backlog/2029-10/Collector order Majevadi s43.pdf", "document_scan", "Collector, Junagadh", "2029-10-21", ["C02"], [], """
OFFICE OF THE COLLECTOR, JUNAGADH
Case No. Tenancy/Sec-43/Suo Motu/17/2028-29
Subject: Breach of s. 43 of the Gujarat Tenancy and Agricultural Lands Act, 1948 - survey no. 54, village Majevadi
ORDER
Survey no. 54 (area 1-62-87 H.Are.Sq.m.) of village Majevadi is new-tenure (navi sharat) land granted u/s 32G.
It was sold by registered sale deed no. 3318 dated 11.05.2015 to Valjibhai Popatbhai Chovatiya without the
previous sanction of the Collector and without payment of premium. The sale is invalid u/s 43. The land shall vest
in the State Government free of encumbrances and the Mamlatdar shall take possession.
Date: 21.10.2029                                  sd/- Collector, Junagadh
""")
u("backlog/2029-08/Umiya plaint SCS.pdf", "document_scan", L, "2029-08-14", ["C03"], [], """
IN THE COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE AT JUNAGADH
Special Civil Suit No. ____ of 2029
Umiya Groundnut Traders, through its proprietor Pravinbhai Jerambhai Dobariya, Shed No. 41, APMC Market Yard,
Junagadh                                                         ... Plaintiff
Versus
(1) Shree Bajrang Oil Industries, GIDC Junagadh, through partner Ketan Harsukhbhai Virani
(2) Ketan Harsukhbhai Virani                                      ... Defendants
SUIT FOR RECOVERY OF RS. 14,86,500/-
1. The plaintiff sold and delivered 62.4 tonnes of groundnut (magfali, bold variety) to defendant no. 1 between
   04.10.2028 and 30.10.2028 under bills no. 211 to 219 for Rs. 21,60,000.
2. Defendant no. 1 paid Rs. 9,00,000 by RTGS; the balance of Rs. 12,60,000 remains due.
3. Interest at 18% p.a. as per trade custom of the Junagadh market yard comes to Rs. 2,26,500 till filing.
   Total claim Rs. 14,86,500 with further interest at 18%.
Junagadh, 14.08.2029                               Advocate for the plaintiff (K. M. Bhalodiya)
""")
u("backlog/2029-07/cheque return Bhikhabhai.pdf", "document_scan", "Uttam Sahakari Bank Ltd., Keshod", "2029-07-05", ["C04"], [], """
UTTAM SAHAKARI BANK LTD.   KESHOD BRANCH
RETURN MEMO                                       Date: 05.07.2029
Cheque No. 004417 dated 02.07.2029 for Rs. 2,75,000/- drawn by Bhikhabhai Gordhanbhai Sojitra on S.B. A/c
No. 1102xxxxx, presented through Sorath Nagrik Sahakari Bank Ltd., Keshod - RETURNED UNPAID
Reason: ACCOUNT CLOSED
                                          Branch Officer
""")
u("backlog/2029-07/notice 138 Bhikhabhai.docx", "typed_note_docx", L, "2029-07-20", ["C04"], [], """
K. M. BHALODIYA, ADVOCATE, Shreeji Complex, College Road, Junagadh
RPAD                                                         Date: 20.07.2029
To, Shri Bhikhabhai Gordhanbhai Sojitra, at & post Balagam, Ta. Keshod
NOTICE UNDER SECTION 138 OF THE NEGOTIABLE INSTRUMENTS ACT, 1881
On instructions of Sorath Nagrik Sahakari Bank Ltd., Keshod branch: you availed a crop loan (pak dhiran) of
Rs. 3,00,000 and towards the overdue instalments issued cheque no. 004417 dated 02.07.2029 for Rs. 2,75,000 on
Uttam Sahakari Bank Ltd., Keshod, returned on 05.07.2029 with the remark 'account closed'. Pay Rs. 2,75,000
within fifteen days of receipt, failing which criminal proceedings will follow.
                                                        Advocate
""")
u("backlog/2029-10/POR Sasan lion show.pdf", "document_scan", "Range Forest Officer, Sasan (Gir)", "2029-09-18", ["C05"], [], """
GUJARAT FOREST DEPARTMENT - GIR (WEST) DIVISION - SASAN RANGE
PRELIMINARY OFFENCE REPORT (POR) No. 14/2029-30          Date: 18.09.2029
Place: compartment 23, near Kankai road, Gir Wildlife Sanctuary
Offence: On 17.09.2029 at about 5.30 PM a group of accused tied a live calf (vachhardu) as bait and showed a
lioness and two cubs to 6 tourists for money (illegal lion show). Accused: (1) Mahendra @ Mahiyo Bhanabhai Vala,
(2) Jaysukh Lakhman Bhatt, (3) Ramesh @ Ramu Nathabhai Makwana (driver of jeep GJ-11-T-xxxx), (4) Sajid Osman Sumra.
Sections: 9, 27, 29, 51 Wild Life (Protection) Act, 1972.  Seized: one rope, mobile phones (2).
                                    sd/- RFO, Sasan
""")
u("backlog/2029-08/Sagar General repudiation.pdf", "document_scan", "Sagar General Insurance Co. Ltd., Rajkot", "2029-08-16", ["C06"], [], """
SAGAR GENERAL INSURANCE CO. LTD.  -  Regional Office, Rajkot
Ref: MH/RJK/2029/0418                                       Date: 16.08.2029
To: Shri Naranbhai Devjibhai Kharva, Bhidiya, Veraval
Sub: Claim under Marine Hull (fishing vessel) Policy No. 2112/31/M/0096 - boat 'Jay Harsiddhi' IND-GJ-11-MM-xxxx
Your claim of Rs. 9,80,000 for the loss of the vessel off Navabandar on 12.06.2029 is repudiated since (i) the vessel
put out to sea after the Fisheries Department's warning of 10.06.2029 against sailing, and (ii) the certificate of
fitness had lapsed on 31.03.2029. The claim stands closed.
                                        Claims Manager (Marine)
""")
u("backlog/2029-10/IMG_20291003_112045.jpg", "document_photo", "Assistant Director of Fisheries, Veraval", "2029-10-03", ["C06"], [], """
FISHERIES DEPARTMENT, GUJARAT - REGISTRATION OF FISHING VESSEL
Name of vessel: JAY HARSIDDHI   Reg. No. IND-GJ-11-MM-xxxx   Port: Veraval
Owner: Naranbhai Devjibhai Kharva, Bhidiya   Type: wooden trawler, 42 ft   Engine: 120 HP
Fitness renewed upto: 31.03.2030 (renewal fee paid 08.04.2029, receipt no. 7715)
sd/- Asst. Director of Fisheries, Veraval
""")
u("backlog/2030-01/WhatsApp Image 2030-01-20 at 19.02.11.jpeg", "document_photo", "Shree Swaminarayan Vidyalaya, Junagadh", "2030-01-20", ["C07"], [], """
SHREE SWAMINARAYAN VIDYALAYA, JOSHIPURA, JUNAGADH
FEE RECEIPT No. 4471                                   Date: 18.01.2030
Student: Dhyey Kalpeshbhai Ranpariya   Std. 3-B
Term fee Rs. 18,500 + van fee Rs. 6,000 = Rs. 24,500 (Rupees twenty four thousand five hundred only)
Received from: Hetalben (mother), cash
                                                Accountant
""")
u("backlog/2030-05/MACT deposit Kantaben.pdf", "document_scan", "Nazir, District Court Junagadh", "2030-05-17", ["C08"], [], """
DISTRICT COURT, JUNAGADH - NAZIR BRANCH
Deposit intimation         MACP No. 311 of 2028 (Kantaben Jivabhai Chavda & 2 Ors. vs Dilip Arjanbhai Koli & 2 Ors.)
Opponent no. 3 insurer deposited Rs. 14,67,220 (award Rs. 11,42,000 with interest at 9% p.a.) by cheque on 15.05.2030.
As per award: 50% in FDR in the name of claimant no. 1 Kantaben for 5 years, balance by account payee cheques.
                                                         Nazir
""")

# ---------------- the munshi's register pages (Gujarati)
u("backlog/2029-11/IMG-20291130-WA0004.jpg", "handwritten_note_photo", K, "2029-11-30", ["C03", "C04", "C06", "C07"], ["C03-H01", "C04-H01", "C06-H01", "C07-H01"], """
તારીખ પત્રક - નવેમ્બર 2029   (એડ. કે. એમ. ભાલોડિયા)
14/11 બુધ  ઉમિયા ગ્રાઉન્ડનટ વિ. બજરંગ ઓઈલ - ત્રિવેદી સાહેબ - જવાબ (WS) આવ્યો નથી, કોટેચા સાહેબે મુદત માટે પુરસીસ આપી. આગલી તા. 19/12
22/11 ગુરુ  સોરઠ બેંક વિ. ભીખાભાઈ - કેશોદ - સમન્સ બજ્યો નથી, જામીનલાયક વોરંટ રૂ. 5,000. આગલી તા. 10/01/2030
27/11 મંગળ  નારણભાઈ ખારવા (હોડી) - વેરાવળ ગ્રાહક કમિશન - વીમા કંપની હાજર, લેખિત જવાબ માટે મુદત. આ.તા. 08/01/2030
29/11 ગુરુ  હેતલબેન ભરણપોષણ - ફેમિલી કોર્ટ - પતિને નોટિસ, વચગાળાની અરજી. આ.તા. 03/01/2030
- મગનભાઈ
""")
u("backlog/2029-12/IMG-20291221-WA0011.jpg", "handwritten_note_photo", K, "2029-12-21", ["C01", "C03", "C08"], ["C08-H01", "C01-H02", "C03-H02"], """
તારીખ પત્રક - ડિસેમ્બર 2029
06/12 ગુરુ  કાંતાબેન MACT - વ્યાસ સાહેબ - PW2 બચુભાઈ (નજરે જોનાર) ની જુબાની થઈ. ઉલટતપાસ રૂપારેલિયા સાહેબે કરી. આ.તા. 24/01/2030
18/12 મંગળ  જસીબેન RTS અપીલ - પ્રાંત સાહેબ - વઘાસિયા સાહેબે જવાબ માટે મુદત માગી. આ.તા. 29/01/2030
19/12 બુધ  ઉમિયા વિ. બજરંગ ઓઈલ - લેખિત જવાબ રજૂ થયો. માલ ખરાબ, ભેજ વાળો - ફક્ત રૂ. 9,10,000 બાકી એવું લખ્યું છે. આ.તા. 23/01/2030 (ઈસ્યુ)
- મગનભાઈ
""")

# ---------------- C01 Vadal RTS appeal
u("backlog/2029-11/IMG_20291120_163318.jpg", "handwritten_note_photo", L, "2029-11-20", ["C01"], ["C01-H01"], """
20/11/29  Prant office Jnd - Sisodiya saheb
RTS appeal 42/29 Jasiben v. Ramjibhai (Vadal, s.no. 118 p.2, nondh 2871)
Appeal admitted. Notice to resp. & talati-cum-mantri Vadal. Interim: no further transfer / bojo of s.no.118 till next.
Jasiben kahe "ame koi di sahi nathi kari" - Labhuben to Mumbai hati te divse.
ND 18/12/29.
""")
u("backlog/2030-01/RTS 42 note 29.1.txt", "typed_note_txt", L, "2030-01-29", ["C01"], ["C01-H03"], """
29.01.2030 RTS Appeal 42/2029 - Prant saheb
Vaghasiya filed reply: both sisters signed hakk kami vardi before talati on 10.06.2029, "rajikhushi thi".
We pointed: Labhuben was in Mumbai (Borivali) that day - train ticket copy kept.
Sisodiya saheb: talati to produce gam namuna 6 register + original vardi next date.
ND 05.03.2030
""")
u("backlog/2030-03/Vadal RTS args 5 March.docx", "typed_note_docx", L, "2030-03-05", ["C01"], ["C01-H04"], """
05.03.2030 - RTS Appeal 42/2029 (Jasiben v. Ramjibhai) - Dy. Collector Junagadh
Talati Shri Jadeja produced the hakk kami vardi and the gam namuna 6 register.
The vardi has Jasiben's angootha (thumb mark) but NO signature or thumb of Labhuben. No panchnama, no notice u/s 135D
to the daughters.
Part arguments by me (25 min). Vaghasiya: "bahenoe mota bhai ne rajikhushi thi jamin aapi".
ND 09.04.2030 - remaining arguments.
""")
u("backlog/2030-04/20300409_175012.jpg", "handwritten_note_photo", L, "2030-04-09", ["C01"], ["C01-H05"], """
9.4.30  Prant - Jasiben RTS
Args puri. Vaghasiya 20 min. Order reserved - "hukam pachhi thi" (date will be notified).
Jasiben na dikra Mukesh ne kahyu - order aave tyare phone karishu.
""")
u("backlog/2030-07/Scan_20300716_0001.pdf", "certified_order_sheet_scan", "Deputy Collector, Junagadh", "2030-07-17", ["C01"], ["C01-H06"], """
નાયબ કલેક્ટર (પ્રાંત અધિકારી), જુનાગઢ
આર.ટી.એસ. અપીલ નં. 42/2029     જસીબેન ભીમાભાઈ સોંદરવા તથા અન્ય  વિ.  રામજીભાઈ ભીમાભાઈ સોંદરવા તથા અન્ય
હુકમ   તા. 16.07.2030
ગામ વડાલ ની ફેરફાર નોંધ નં. 2871 માં હક્ક કમી ની વર્ધી પર લાભુબેનની સહી કે અંગૂઠો નથી તથા પુત્રીઓને કલમ 135D ની
નોટિસ બજાવેલ નથી. આથી અપીલ મંજૂર કરવામાં આવે છે. નોંધ નં. 2871 રદ કરવામાં આવે છે અને મામલતદાર, જુનાગઢ (ગ્રામ્ય) ને
તમામ વારસોને સાંભળી નવેસરથી વારસાઈ તપાસ કરવા રિમાન્ડ કરવામાં આવે છે.
                                          સહી/- નાયબ કલેક્ટર, જુનાગઢ
""")
u("backlog/2030-07/WhatsApp Chat with Mukesh Sondarva.txt", "whatsapp_export", "Mukesh Sondarva (client's son)", "2030-07-16", ["C01"], ["C01-H06"], """
16/07/30, 17:40 - Bhalodiya Saheb: Mukeshbhai, Prant saheb no hukam aavi gayo. Appeal manjur. Nondh 2871 rad. Mamlatdar pase fari thi varsai ni tapas thashe.
16/07/30, 17:44 - Mukesh Sondarva: Jay Dwarkadhish saheb 🙏 ba khub raji thaya
16/07/30, 17:45 - Mukesh Sondarva: have 7/12 ma ba nu naam kyare aavse?
16/07/30, 17:52 - Bhalodiya Saheb: Mamlatdar ma nava thi vardi aapvani, 2-3 mahina lagshe. Kal office aavo, certified copy nu form bharvu chhe.
""")

# ---------------- C02 Majevadi writ (HC)
u("backlog/2029-12/HC 12.12.29 SCA 9144.docx", "typed_note_docx", L, "2029-12-12", ["C02"], ["C02-H01"], """
12.12.2029 - Gujarat HC, Court 19 (Desai J) - SCA 9144/2029 Valjibhai Chovatiya v. State
Admission. Argued: purchase in 2015, full price, possession since; Collector's suo motu notice after 14 years;
no hearing on the premium option. Rupal Shah AGP appeared on advance copy.
Desai J: "Did your client ever apply for s. 43 permission or pay the premium?" - said ready to pay as per policy.
NOTICE returnable 06.02.2030. Ad-interim: STATUS QUO as of today re s.no. 54 Majevadi. No dispossession.
Valjibhai ne phone karyo - bahu raji.
""")
u("backlog/2030-02/IMG_20300206_140922.jpg", "handwritten_note_photo", L, "2030-02-06", ["C02"], ["C02-H02"], """
6/2/30 HC Ct 19 - Valjibhai SCA 9144
AGP Rupal Shah - "instructions from Collector awaited", 4 weeks. Granted.
Status quo continues. ND 13/3/30.
(Ahmedabad - 6.40 Somnath exp. pachhi)
""")
u("backlog/2030-03/SCA-9144-2029 order 13.03.2030.pdf", "certified_order_sheet_scan", "Gujarat High Court", "2030-03-16", ["C02"], ["C02-H03"], """
IN THE HIGH COURT OF GUJARAT AT AHMEDABAD
R/SPECIAL CIVIL APPLICATION NO. 9144 of 2029
VALJIBHAI POPATBHAI CHOVATIYA  Versus  STATE OF GUJARAT & ORS.
Appearance: MR KM BHALODIYA(11873) for the Petitioner(s) No. 1
            MS RUPAL S SHAH, AGP for the Respondent(s) No. 1,2,3
CORAM: HONOURABLE MR. JUSTICE NIRAV K. DESAI
Date : 13/03/2030
ORAL ORDER
Affidavit-in-reply on behalf of respondent no. 3, Deputy Collector, Junagadh, is tendered today; taken on record.
Learned advocate for the petitioner seeks three weeks to file rejoinder; granted. Interim relief of status quo
granted earlier to continue till further orders. S.O. to 03/07/2030.
                                                      (NIRAV K. DESAI,J)
""")
u("backlog/2030-07/SCA 9144 3 July.txt", "typed_note_txt", L, "2030-07-03", ["C02"], ["C02-H04"], """
3/7/2030 HC - SCA 9144 Valjibhai - Desai J
Rejoinder on record (filed 02.04.30). Board long - reached at 4.15.
Desai J asked again: "was any premium application ever made to the Collector?" - our answer: application of
19.08.2016 to Mamlatdar (copy annex R-2) - not decided. Judge: produce proof of inward.
Adjourned, board not reached fully. ND 11.09.2030.
""")
u("backlog/2030-09/SCA 9144 hearing 11 Sept.docx", "typed_note_docx", L, "2030-09-11", ["C02"], ["C02-H05"], """
11.09.2030 - SCA 9144/2029 - Court 19 - Desai J
Part heard (40 min). Inward register entry of 19.08.2016 shown - Judge noted "prima facie an application was made".
AGP Rupal Shah to produce the Collector's full file incl. premium file. Status quo continues.
ND 26.11.2030 (after Diwali vacation).
""")
u("backlog/2030-09/SCA-9144-2029 order 11.09.2030.pdf", "certified_order_sheet_scan", "Gujarat High Court", "2030-09-14", ["C02"], ["C02-H05"], """
IN THE HIGH COURT OF GUJARAT AT AHMEDABAD
R/SPECIAL CIVIL APPLICATION NO. 9144 of 2029
CORAM: HONOURABLE MR. JUSTICE NIRAV K. DESAI        Date : 11/09/2030
ORAL ORDER
Heard in part. Learned AGP shall produce the original file of the Collector, Junagadh including the file of the
petitioner's application dated 19.08.2016 for permission on payment of premium. Interim relief to continue.
S.O. to 26/11/2030.
                                                      (NIRAV K. DESAI,J)
""")

# ---------------- C03 Umiya groundnut suit
u("backlog/2030-01/20300123_131507.jpg", "handwritten_note_photo", L, "2030-01-23", ["C03"], ["C03-H03"], """
23/1/30  Trivedi saheb - SCS 118/29 Umiya v. Bajrang Oil
Issues framed - 6 issues. (1) delivery of 62.4 ton? (2) balance 12.60 lakh due? (3) quality/moisture defence?
(4) interest 18% trade custom? (5) jurisdiction (6) relief.
Saheb: "plaintiff rojmel ane khatavahi original laavje" - books of account in original.
ND 27/2/30 PE.
""")
u("backlog/2030-02/Umiya PW1 27-02-2030.docx", "typed_note_docx", L, "2030-02-27", ["C03"], ["C03-H04"], """
27.02.2030 - SCS 118/2029 Umiya Groundnut Traders v. Shree Bajrang Oil Industries - 3rd Addl. Sr. Civil Judge
PW1 Pravinbhai Dobariya affidavit in lieu of chief exh. 32; bills 211-219 exh. 33 to 41; RTGS statement exh. 42.
Kotecha: cross deferred - "High Court ma matter chhe" (pursis exh. 43). Granted, no costs this time.
ND 27.03.2030 for cross of PW1.
""")
u("backlog/2030-03/SCS-118-2029 rojkam 27.03.2030.pdf", "certified_order_sheet_scan", "3rd Addl. Senior Civil Judge, Junagadh", "2030-03-30", ["C03"], ["C03-H05"], """
IN THE COURT OF THE 3RD ADDL. SENIOR CIVIL JUDGE, JUNAGADH
Special Civil Suit No. 118/2029     Umiya Groundnut Traders  V/s  Shree Bajrang Oil Industries & Anr.
ROJKAM
27/03/2030  Plaintiff and ld. adv. for plaintiff present. PW1 present for cross-examination. Ld. adv. for the
defendants Shri H. R. Kotecha absent; adjournment pursis exh. 46 submitted by his junior stating that he is busy in
a Sessions trial. Second adjournment for the same purpose. Granted subject to costs of Rs. 1,500/- to be paid to the
plaintiff. Adjourned to 24/04/2030 for cross-examination of PW1.
                                              (M. R. Trivedi) 3rd Addl. Sr. Civil Judge, Junagadh
""")
u("backlog/2030-04/umiya cross PW1 24.4.txt", "typed_note_txt", L, "2030-04-24", ["C03"], ["C03-H06"], """
24.4.30 Umiya v Bajrang - PW1 cross by Kotecha (1 hr 10 min)
Costs 1,500 paid to Pravinbhai. Original rojmel + khatavahi 2028-29 produced, seen & returned.
Cross: moisture? - "APMC ma tol thai ne, bharti pachhi j maal gayo, koi complain nahotu aavyu"
Quality complaint letter? - none till our notice of Feb 2029.
ND 19.6.30 - PW2 munim.
""")
u("backlog/2030-06/IMG_20300619_170233.jpg", "handwritten_note_photo", L, "2030-06-19", ["C03"], ["C03-H07"], """
19/6/30 Trivedi saheb - Umiya
PW2 Hareshbhai Chandegara (munim of Umiya since 2016) - chief + cross same day.
Proved khatavahi entries; said "Ketanbhai e phone par 12.60 lakh baki kabul karya hata".
PE closed by pursis exh. 58.
ND 28/8/30 - DE.
""")
u("backlog/2030-08/Umiya DW1 28.8.30.docx", "typed_note_docx", L, "2030-08-28", ["C03"], ["C03-H08"], """
28.08.2030 - SCS 118/2029 - DE
DW1 Ketan Virani affidavit exh. 61. Cross by me (part): admitted RTGS of 9 lakh; admitted no written complaint about
moisture before Feb 2029; "lab report" not produced.
Remaining cross ND 16.10.2030.
""")
u("backlog/2030-10/umiya 16 oct.txt", "typed_note_txt", L, "2030-10-16", ["C03"], ["C03-H09"], """
16/10/2030 Umiya v. Bajrang Oil - Trivedi saheb
DW1 Ketan Virani cross concluded. Admitted bills 211-219 and signature of his munim on the delivery challans.
Kotecha closed DE by pursis exh. 67. No other DW.
NDOH 06.11.2030 - ARGUMENTS. Prepare written arguments + interest calculation at 18%.
""")

# ---------------- C04 Sorath bank cheque case
u("backlog/2030-02/Crim Case 2214-2029 rojkam 14.02.2030.pdf", "certified_order_sheet_scan", "JMFC, Keshod", "2030-02-17", ["C04"], ["C04-H03"], """
IN THE COURT OF THE JUDICIAL MAGISTRATE FIRST CLASS, KESHOD
Criminal Case No. 2214/2029   Sorath Nagrik Sahakari Bank Ltd.  V/s  Bhikhabhai Gordhanbhai Sojitra
ROJKAM
14/02/2030  Complainant through power of attorney holder and ld. adv. present. Accused present with ld. adv. Shri
A. Y. Sumra. Substance of accusation explained to the accused, who pleads not guilty and claims to be tried. Accused
states that a blank signed cheque was given as security at the time of the loan. Adjourned to 21/03/2030 for
complainant's evidence.
                                                    (K. J. Parmar) JMFC, Keshod
""")
u("backlog/2030-05/WhatsApp Chat with Dhruvi Jr.txt", "whatsapp_export", J, "2030-04-24", ["C04", "C05", "C06"], ["C04-H02", "C05-H02", "C06-H03", "C04-H04", "C05-H05", "C06-H04", "C04-H05"], """
10/01/30, 12:20 - Dhruvi Jr: Sir Keshod - Bhikhabhai aaje aavi gaya, Parmar saheb e jamin aapya, copies aapi didhi. Sumra saheb emna vakil. ND 14/2 plea
10/01/30, 12:22 - Bhalodiya Saheb: ok. Ladani saheb ne jaan kari dejo
16/01/30, 13:05 - Dhruvi Jr: Sir Veraval - Ramu mate discharge application file kari. APP Joshi saheb e reply mate time lidho. ND 20/2
12/02/30, 12:48 - Dhruvi Jr: Sir consumer - Naranbhai nu affidavit + documents file karya (registration, fitness receipt 7715, repudiation letter). ND 2 April
21/03/30, 12:10 - Dhruvi Jr: Sir Keshod - Ladani saheb nu affidavit exh 14 tender karyu. Accused gerhajar, Sumra saheb e exemption application aapi, allow thai
21/03/30, 12:11 - Dhruvi Jr: ND 18/4 cross mate
02/04/30, 13:30 - Dhruvi Jr: Sir Pandya saheb - insurance company e affidavit ane surveyor report mukyo. Surveyor e loss Rs. 6,20,000 assess karyo chhe, 9.8 lakh nahi. Pandya saheb kahe banne paksh written arguments aapo. ND 20.08.2030
18/04/30, 12:55 - Dhruvi Jr: Sir Keshod - Ladani saheb ni cross thodi thai. Sumra e loan file mangi. ND 20/6
24/04/30, 14:02 - Dhruvi Jr: Sir Veraval - Ramu sahit charey aaropi same charge framed. Badha e guno kabul nathi karyo. ND 3 July (vacation pachhi)
24/04/30, 14:03 - Bhalodiya Saheb: 👍 RFO ni cross hu karish
""")
u("backlog/2030-09/WhatsApp Chat with Dhruvi Jr (2).txt", "whatsapp_export", J, "2030-09-04", ["C04", "C05"], ["C04-H06", "C04-H07", "C04-H08", "C05-H06", "C05-H08"], """
20/06/30, 12:30 - Dhruvi Jr: Sir Keshod - Bhikhabhai fari gerhajar. Sumra saheb e medical certificate sathe exemption aapi, allow thai. Ladani saheb ni cross na thai. ND 18/7
20/06/30, 12:31 - Bhalodiya Saheb: Biji vaar exemption. Note rakho.
20/06/30, 12:33 - Dhruvi Jr: Parmar saheb e kahyu next date e accused hajar nahi rahe to warrant
03/07/30, 13:15 - Dhruvi Jr: Sir Veraval - RFO Sasan (PW1 Shri Dineshbhai Rathva) ni chief thai. Tame na hata etle cross deferred. ND 7/8
18/07/30, 12:40 - Dhruvi Jr: Sir Keshod - Ladani saheb ni cross puri. Have accused ni bank (Uttam Sahakari Bank) na officer ne CW2 tarike summons. ND 22/8
22/08/30, 12:25 - Dhruvi Jr: Sir CW2 Bhavnaben Joshi, Uttam Sahakari Bank Keshod - account 28.06.2029 e close thayu hatu e sabit karyu. CE closed. ND 19/9 313 mate
04/09/30, 13:50 - Dhruvi Jr: Sir Veraval - PW2 panch Nanjibhai Solanki hostile thaya! Kahe "mane kai khabar nathi, sahi forest office ma lidhi". APP e cross karyo.
04/09/30, 13:52 - Dhruvi Jr: PW3 forester Kanubhai Dangar gerhajar. Baraiya saheb e RFO ne kahyu next date e witness hajar rakhe - summons. ND 06.11.2030
04/09/30, 13:55 - Bhalodiya Saheb: saras. 6 Nov tame j jajo, hu Junagadh ma hoish.
""")
u("backlog/2030-09/keshod 313 19.9.30.txt", "typed_note_txt", J, "2030-09-19", ["C04"], ["C04-H09"], """
19.09.2030 Keshod JMFC - Sorath bank v. Bhikhabhai (Cr. Case 2214/2029)
Further statement of accused u/s 351 BNSS recorded. Says: "cheque blank sahi kari ne bank ma security ma aapyo hato".
Accused does not want to lead defence evidence (pursis).
ND 21.11.2030 - final arguments. - Dhruvi
""")

# ---------------- C05 Gir lion show case
u("backlog/2029-12/IMG_20291205_154410.jpg", "handwritten_note_photo", L, "2029-12-05", ["C05"], ["C05-H01"], """
5/12/29 Veraval JMFC - Baraiya saheb
Cr. Case 388/29 - RFO Sasan v. Mahiyo Vala & 3 - "sinh show" case
Badha 4 aaropi hajar. Complaint + POR 14/2029-30 + panchnama ni copies aapi.
Ramu (A3) only jeep driver - tourists ne Sasan thi lai gayo, bait / calf ma kai role nathi - discharge arji karvi.
ND 16/1/30.
""")
u("backlog/2030-02/discharge args Ramu.docx", "typed_note_docx", L, "2030-02-20", ["C05"], ["C05-H03"], """
20.02.2030 - JMFC Veraval - Cr. Case 388/2029 - discharge application of A3 (Ramesh @ Ramu Makwana)
Argued: POR names Ramu only as driver of jeep; no allegation of tying bait or of taking money; jeep not seized;
tourists' statements do not name him. s. 27 WLPA (entry) - he had a valid Gir safari driver permit? NO - permit
expired Aug 2029 (weak point).
APP Joshi: common intention, he took tourists off the permitted route into compartment 23.
ND 27.03.2030 - order on discharge.
""")
u("backlog/2030-03/Cr Case 388-2029 order 27.03.2030.pdf", "certified_order_sheet_scan", "JMFC, Veraval", "2030-03-28", ["C05"], ["C05-H04"], """
IN THE COURT OF THE JUDICIAL MAGISTRATE FIRST CLASS, VERAVAL
Criminal Case No. 388/2029   State (through RFO, Sasan)  V/s  Mahendra @ Mahiyo Bhanabhai Vala & Ors.
ORDER BELOW EXH. 19 (discharge application of accused no. 3)
27/03/2030  The material shows that accused no. 3 drove the tourists off the permitted safari route into
compartment 23 where the bait was tied. At this stage there is sufficient ground to proceed. Application rejected.
Adjourned to 24/04/2030 for framing of charge.
                                                    (A. P. Baraiya) JMFC, Veraval
""")
u("backlog/2030-08/ramu RFO cross 7.8.txt", "typed_note_txt", L, "2030-08-07", ["C05"], ["C05-H07"], """
7 Aug 2030 - Veraval - Ramu case - PW1 RFO Dineshbhai Rathva cross by me (A3)
Admitted: jeep of A3 not seized; no GPS/route record of the jeep produced; tourists' names in POR but none examined
so far; rope and 2 phones seized from A1 and A4 only.
Admitted Ramu was found at Kankai naka, 2 km away, when the team reached.
ND 4.9.30 - PW2 panch.
""")

# ---------------- C06 boat claim
u("backlog/2030-01/hodi case WV 8.1.txt", "typed_note_txt", J, "2030-01-08", ["C06"], ["C06-H02"], """
8/1/2030 Consumer Commission Veraval - Naranbhai v. Sagar General
Neha Thakkar (insurer) filed written version. Two defences:
1) hodi e 10.06.2029 ni fisheries department ni chetvani (warning) chhata dariya ma gai
2) fitness certificate 31.03.2029 e lapse thai gayu hatu
Naranbhai kahe - fitness renewal fee 08.04.2029 e bharai gai hati (receipt 7715). Boat 9 June e j nikli hati, warning pehla.
ND 12.02.2030 - complainant evidence. - Dhruvi
""")
u("backlog/2030-08/Naranbhai args 20 Aug.docx", "typed_note_docx", L, "2030-08-20", ["C06"], ["C06-H05"], """
20.08.2030 - CC 58/2029 Naranbhai Kharva v. Sagar General Insurance - Pandya saheb
Our written arguments filed (12 pages). Oral args 35 min: (i) boat left Veraval on 09.06.2029, warning issued
10.06.2029 - no breach; (ii) fitness renewed upto 31.03.2030, fee paid 08.04.2029; (iii) surveyor himself assessed
Rs. 6,20,000 - repudiation deficiency in service.
Neha Thakkar to reply. ND 01.10.2030.
""")
u("backlog/2030-10/WhatsApp Chat with Dhruvi Jr (3).txt", "whatsapp_export", J, "2030-10-01", ["C06"], ["C06-H06"], """
01/10/30, 13:20 - Dhruvi Jr: Sir hodi case - Thakkar madam e argue karyu. Kahe boat nu logbook nathi, 9 June e nikli e sabit nathi. Ane fitness renewal certificate late issue thayu.
01/10/30, 13:21 - Dhruvi Jr: Pandya saheb e kahyu complainant rejoinder ma logbook / port token batave. ND 12.11.2030
01/10/30, 13:25 - Bhalodiya Saheb: Naranbhai ne kaho Bhidiya bandar nu token book ane tandel nu nivedan laave.
""")

# ---------------- C07 Hetal maintenance
u("backlog/2030-01/IMG_20300103_123801.jpg", "handwritten_note_photo", L, "2030-01-03", ["C07"], ["C07-H02"], """
3/1/30 Family Court - Oza madam
Hetalben v. Kalpesh Ranpariya (CrMA 412/29 - bharan poshan)
Kalpesh hajar, Mehta saheb vakil. Madam e banne ne marriage counsellor pase mokalya (Smt. Trupti Dave).
ND 7/2/30 - counsellor report.
""")
u("backlog/2030-02/IMG_20300207_121544.jpg", "handwritten_note_photo", L, "2030-02-07", ["C07"], ["C07-H03"], """
7/2/30 Fam Ct - Hetal
Counsellor report - samadhan nathi thayu (Kalpesh na mummy no virodh).
Interim arji par dalilo: Kalpesh ni Junagadh ma imitation jewellery ni dukan + 4 vigha jamin Bhesan. Mehta: avak fakt 9,000.
ND 7/3/30 - interim order.
""")
u("backlog/2030-03/CrMA 412-2029 order 07.03.2030.pdf", "certified_order_sheet_scan", "Family Court, Junagadh", "2030-03-09", ["C07"], ["C07-H04"], """
IN THE FAMILY COURT AT JUNAGADH
Criminal Misc. Application No. 412/2029   Hetalben Kalpeshbhai Ranpariya & Anr.  V/s  Kalpeshbhai Mansukhbhai Ranpariya
ORDER BELOW EXH. 5 (interim maintenance)
07/03/2030  The opponent runs a shop and holds agricultural land; his plea of income of Rs. 9,000 per month is not
believable. The opponent shall pay interim maintenance of Rs. 8,000/- per month to applicant no. 1 and Rs. 4,000/-
per month to applicant no. 2 (minor son) from the date of the application, the arrears to be paid within eight weeks.
Adjourned to 04/04/2030.
                                                  (P. V. Oza) Principal Judge, Family Court, Junagadh
""")
u("backlog/2030-04/WhatsApp Chat with Dhirubhai Savaliya.txt", "whatsapp_export", "Dhirubhai Savaliya (client's father)", "2030-06-18", ["C07"], ["C07-H05", "C07-H06"], """
04/04/30, 18:10 - Dhirubhai Savaliya: Saheb aaje su thayu? Hetal kahe ek rupiyo pan nathi aapyo
04/04/30, 18:25 - Bhalodiya Saheb: Dhirubhai, Kalpesh e ek pan rupiyo nathi bharyo. Mehta saheb e samay mangyo. Oza madam e kahyu aavti mudat e baki nahi bhare to recovery warrant. ND 18 June
04/04/30, 18:26 - Dhirubhai Savaliya: Jay shree krishna saheb
18/06/30, 16:02 - Bhalodiya Saheb: Aaje Kalpesh e Rs. 36,000 court ma jama karavya (draft). Baki arrears haju chhe. Hetal nu affidavit exh 21 aapi didhu. ND 6 August - Hetal ne laavjo cross mate.
18/06/30, 16:10 - Dhirubhai Savaliya: 🙏 saru saheb
""")
u("backlog/2030-06/hetal arrears 18.6.txt", "typed_note_txt", L, "2030-06-18", ["C07"], ["C07-H06"], """
18.06.2030 Family Court - Hetal maintenance
Interim dues from 22.10.2029 @ Rs. 12,000 pm (8,000 + 4,000): approx. Rs. 96,000 till June. Paid today Rs. 36,000.
Balance approx. Rs. 60,000. Oza madam: "arrears first, then evidence" - she warned Mehta.
Applicant's affidavit in chief exh. 21 filed. ND 06.08.2030.
""")
u("backlog/2030-08/Hetal cross 6.8.30.docx", "typed_note_docx", L, "2030-08-06", ["C07"], ["C07-H07"], """
06.08.2030 - Family Court Junagadh - CrMA 412/2029
Hetal cross by Mehta (50 min): suggestion she left the house on her own; she denied - "sasu e ghar ma thi kadhi muki".
Father Dhirubhai Savaliya examined (AW2) - proved the school fee receipt of Dhyey (Rs. 24,500) exh. 27.
Applicant's side closed. ND 15.10.2030 - opponent's evidence.
""")
u("backlog/2030-10/20301015_130544.jpg", "handwritten_note_photo", L, "2030-10-15", ["C07"], ["C07-H08"], """
15/10/30 Fam Ct - Hetal
Kalpesh nu affidavit (exh 31) mukayu. Income Rs. 9,000 pm only, dukan bhai ni chhe evu kahe chhe.
Cross amare karvani - ND 13/11/30.
Arrears haju Rs. 60,000 baki.
""")
u("backlog/2030-10/sudharo hetal ND.txt", "typed_note_txt", L, "2030-10-17", ["C07"], ["C07-H08"], """
SUDHARO (correction) - Hetal maintenance
15/10 ni diary ma ND 13/11 lakhi chhe te khoti. Karkun pase roj-kam joyu - sachi aavti tarikh 06.11.2030 chhe
(Kalpesh ni cross). Maganbhai e register ma pan 06.11 lakhi chhe.
""")

# ---------------- C08 Kantaben MACT
u("backlog/2030-01/IMG_20300124_143022.jpg", "handwritten_note_photo", L, "2030-01-24", ["C08"], ["C08-H02"], """
24/1/30 MACT Vyas saheb - Kantaben (MACP 311/28)
Insurer investigator Shri Alpesh Gohil examined - report: chhakdo overloaded, driver no licence? - admitted in cross
that the offending TRUCK driver Dilip Koli had a valid HGV licence; the chhakdo was only the deceased's vehicle.
Ruparelia closed insurer's evidence. ND 28/2/30 args.
""")
u("backlog/2030-02/MACP 311 args.docx", "typed_note_docx", L, "2030-02-28", ["C08"], ["C08-H03"], """
28.02.2030 - MACP 311/2028 - MACT (Aux.) Junagadh - Vyas saheb
Arguments: deceased Jivabhai 44 yrs, chhakdo driver, income Rs. 15,000 pm (no ITR); dependants: widow Kantaben and
two sons; multiplier 14; future prospects 25%. Claimed Rs. 18,00,000.
Ruparelia: contributory negligence - chhakdo overloaded with 9 passengers. Vyas saheb: "panchnama ma truck wrong side".
Award on 11.04.2030.
""")
u("backlog/2030-04/MACP-311-2028 award 11.04.2030.pdf", "certified_order_sheet_scan", "MACT (Aux.), Junagadh", "2030-04-15", ["C08"], ["C08-H04"], """
IN THE MOTOR ACCIDENT CLAIMS TRIBUNAL (AUX.) AT JUNAGADH
MACP No. 311 of 2028   Kantaben Jivabhai Chavda & 2 Ors.  V/s  Dilip Arjanbhai Koli & 2 Ors.
AWARD (operative part)    11/04/2030
The claim is partly allowed. The opponents are jointly and severally liable to pay Rs. 11,42,000/- with interest at
9% p.a. from the date of the petition till realisation. Opponent no. 3 insurer shall deposit the amount within 30
days. No contributory negligence on the part of the deceased.
                                            (S. R. Vyas) 2nd Addl. District Judge & MACT (Aux.), Junagadh
""")

# ---------------- more papers
u("backlog/2029-12/Bajrang WS scan.pdf", "document_scan", "Adv. H. R. Kotecha for the defendants", "2029-12-19", ["C03"], [], """
IN THE COURT OF THE 3RD ADDL. SENIOR CIVIL JUDGE, JUNAGADH    Special Civil Suit No. 118/2029
WRITTEN STATEMENT ON BEHALF OF DEFENDANTS NO. 1 AND 2
1. Delivery of groundnut under bills 211 to 219 is admitted, but the goods had moisture above 8% and foreign matter;
   oil recovery was low and a quality deduction of Rs. 3,50,000 was agreed orally.
2. Only Rs. 9,10,000 is payable. Interest at 18% is denied; there is no such custom.
3. The plaintiff's claim of Rs. 14,86,500 is false and exaggerated.
Junagadh, 19.12.2029                                  Advocate for the defendants
""")
u("backlog/2030-03/IMG_20300327_164210.jpg", "document_photo", "Umiya Groundnut Traders", "2030-04-24", ["C03"], [], """
PAHONCH (receipt)                                      Date 24.04.2030
Received from Adv. H. R. Kotecha for defendants Rs. 1,500/- (one thousand five hundred) towards costs ordered on
27.03.2030 in SCS 118/2029.
sd/- Pravinbhai Dobariya, prop. Umiya Groundnut Traders
""")
u("backlog/2030-06/medical cert Bhikhabhai.jpg", "document_photo", "Dr. Rasik Vekariya, Vekariya Hospital, Keshod", "2030-06-19", ["C04"], [], """
VEKARIYA HOSPITAL, Station Road, Keshod
MEDICAL CERTIFICATE                                      Date: 19.06.2030
This is to certify that Shri Bhikhabhai Gordhanbhai Sojitra, age 58, is suffering from viral fever with low BP and
is advised bed rest from 19.06.2030 to 23.06.2030.
                                     Dr. Rasik Vekariya, M.B.B.S. (Reg. G-31xxx)
""")
u("backlog/2030-10/call valjibhai.txt", "typed_note_txt", L, "2030-10-20", ["C02"], [], """
20/10 call - Valjibhai (Majevadi)
Mamlatdar na talati aavya hata jamin jova - kabjo levani vaat karta hata. Kahyu HC no status quo chhe, order copy batavi.
Aavti mudat HC ma 26/11 - Collector ni file aavse. Fees baki Rs. 15,000.
""")

# ---------------- plan and cause list
u("backlog/2030-11/Plan 4-9 Nov.docx", "typed_note_docx", L, "2030-11-03", ["C03", "C05", "C07", "C06", "C04", "C02"], [], """
PLAN - Diwali vacation pachhi - 4 to 9 Nov 2030  /  aagal
Wed 6/11  Junagadh 3rd Addl. Sr. Civil Judge - Umiya v. Bajrang Oil - ARGUMENTS (written args + 18% interest chart)
Wed 6/11  Family Court - Hetal - cross of Kalpesh (shop licence in brother's name? Bhesan 7/12 ready)
Wed 6/11  Veraval JMFC - Ramu lion show - PW3 forester Kanubhai Dangar - Dhruvi jashe
Tue 12/11 Veraval Consumer - Naranbhai - rejoinder (token book + tandel)
Thu 21/11 Keshod JMFC - Sorath bank - final args
Tue 26/11 HC - Valjibhai SCA 9144 - Ahmedabad (Collector file)
Baki: Jasiben - Mamlatdar remand ma navi vardi haju nathi aapi!
""")
u("backlog/2030-11/Junagadh cause list 06.11.2030.pdf", "cause_list_pdf", "District Court, Junagadh", "2030-11-05", ["C03"], [], """
DISTRICT COURT, JUNAGADH - DAILY BOARD FOR 06/11/2030 (WEDNESDAY)
COURT OF THE 3RD ADDL. SENIOR CIVIL JUDGE, JUNAGADH (Court Room No. 7)
Sr.  Case No.            Parties                                                 Stage
1    SCS/64/2027         Junagadh Jilla Sahakari Kharid Vechan Sangh vs Amrutlal     Evidence
2    SCS/118/2029        Umiya Groundnut Traders vs Shree Bajrang Oil Industries     Arguments
3    RCS/210/2028        Jayaben Manvar vs Vallabhbhai Manvar                        Issues
4    SCS/12/2030         Keshod Tel Mill vs Saurashtra Agro Exports                  Written statement
""")
