"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


# ---------------------------------------------------------------- documents (dated by their own date)
up("backlog/2024-08/CS 1456 of 2019 judgment decree.pdf", "document_scan", "City Civil Court, Ahmedabad", "2024-08-12", ["C02"], [], """
IN THE CITY CIVIL COURT AT AHMEDABAD (Court No. 9)
CIVIL SUIT No. 1456 OF 2019
Patel Hasmukhbhai Ramanlal, Adult, residing at 12, Shantivan Bungalows, Bopal, Ahmedabad ... Plaintiff
versus
Thakkar Pravinchandra Mohanlal, Adult, residing at 5, Sardar Patel Colony, Naranpura, Ahmedabad ... Defendant
JUDGMENT (delivered on 12.08.2024)
1. The plaintiff sues for specific performance of the agreement to sell (banakhat) dated 03.02.2018 for the plot bearing Final Plot No. 114, T.P. Scheme No. 1 (Bopal), admeasuring 418 sq. mtrs., for a total consideration of Rs. 24,50,000/-, of which Rs. 15,00,000/- was paid on the date of the banakhat.
...
31. The plaintiff has proved that he was and is ready and willing to perform his part. The defence that the banakhat was only a security for a loan is not proved.
ORDER: The suit is decreed. The defendant shall execute the sale deed of the suit plot in favour of the plaintiff within 60 days on receipt of the balance consideration of Rs. 9,50,000/-. The plaintiff shall deposit the balance in this Court within 30 days. Costs on the defendant.
Sd/- (A. J. Trivedi), 9th Addl. City Civil Judge, Ahmedabad
""")

up("backlog/2025-06/Umiya ledger Navkar Apr24-Mar25.pdf", "document_scan", "Umiya Polymers", "2025-06-30", ["C04"], [], """
UMIYA POLYMERS
Plot 41, Shiv Estate, Odhav Ring Road, Ahmedabad 382415 | GSTIN 24AAHFU1xxxx1Z6
LEDGER ACCOUNT: NAVKAR PACKAGING PVT. LTD., Plot C-1/219, Phase II, G.I.D.C. Vatva, Ahmedabad 382445
Period 01.04.2024 to 31.03.2025
Opening balance                                                     NIL
Sales: Inv. UP/24-25/061 to UP/24-25/093 (HDPE granules, 33 invoices)   Dr 26,15,400.00
By RTGS 05.09.2024                                                   Cr  4,50,000.00
By cheque 22.11.2024                                                 Cr  3,00,000.00
Closing balance as on 31.03.2025                                      Dr 18,65,400.00
Interest @ 18% p.a. after 45 days, as per the terms printed on the invoices.
For Umiya Polymers - sd/- Alpesh G. Patel, Partner
""")

up("backlog/2025-08/IMG_20250812_113045.jpg", "document_photo", "Bank of Baroda", "2025-08-11", ["C05"], [], """
BANK OF BARODA   Maninagar Branch, Ahmedabad 380008
CHEQUE RETURN MEMO                              Date: 11/08/2025
Cheque No. 774209  dated 05/08/2025  for Rs. 4,50,000/-
Drawer: KETAN BHATT  A/c No. 2814xxxxxx0377
Payee: SHREEJI TILES
Presented through: HDFC Bank, Naroda Branch
Reason: 01 - FUNDS INSUFFICIENT
sd/- Branch Manager
""")

up("backlog/2025-08/Notice u-s 138 Ketan Bhatt.pdf", "document_scan", "Rupal Mehta", "2025-08-22", ["C05"], [], """
RUPAL MEHTA, ADVOCATE
B-304, Shivalik Complex, C.G. Road, Navrangpura, Ahmedabad 380009

Date: 22.08.2025                                              R.P.A.D. / Speed Post
To,
Shri Ketan Bhatt, 17, Parishram Flats, Jawahar Chowk, Maninagar, Ahmedabad 380008

Sub: Notice under Section 138 of the Negotiable Instruments Act, 1881

Under instructions of my client Shri Dharmendra Prajapati, proprietor of Shreeji Tiles, Naroda Road, Ahmedabad, I state:
1. You purchased vitrified tiles and sanitaryware from my client for your flat project at Vastral, and towards the outstanding of Rs. 4,50,000/- you gave cheque No. 774209 dated 05.08.2025 of Bank of Baroda, Maninagar Branch.
2. The cheque was returned unpaid on 11.08.2025 with the remark "Funds insufficient".
3. You are called upon to pay Rs. 4,50,000/- within 15 days of receipt of this notice, failing which my client will file a complaint under Section 138 against you, at your risk as to costs.
Sd/- Rupal Mehta, Advocate
""")

up("backlog/2025-11/AMC sealing notice Rathod.pdf", "document_scan", "Ahmedabad Municipal Corporation", "2025-11-20", ["C01"], [], """
AHMEDABAD MUNICIPAL CORPORATION
ESTATE & TOWN DEVELOPMENT DEPARTMENT (EAST ZONE)
No. EZ/Estate/Seal/2025/3381                                  Date: 20/11/2025
SEALING ORDER
Premises: Shop No. 7, ground floor, Ambika Shopping Centre, Bapunagar, Ahmedabad 380024
Occupier: Shri Kanubhai Bhikhabhai Rathod (Rathod Hardware)
Whereas the said premises are used without Building Use (BU) permission and the show cause notice dated 02/11/2025 was not replied, the premises are SEALED under Section 260 of the Gujarat Provincial Municipal Corporations Act, 1949 and the rules, with immediate effect.
Sd/- Deputy Estate Officer, East Zone
""")

up("backlog/2026-03/Scan_20260316_173012.pdf", "document_scan", "Mitesh Rameshbhai Chauhan", "2026-03-16", ["C06"], [], """
BEFORE THE FAMILY COURT, AHMEDABAD (COURT No. 3)
FAMILY SUIT No. 612 OF 2025
Nisha Mitesh Chauhan ... Petitioner   V/s   Mitesh Rameshbhai Chauhan ... Respondent
AFFIDAVIT OF DISCLOSURE OF ASSETS AND LIABILITIES (as per Rajnesh v. Neha) OF THE RESPONDENT
I, Mitesh Rameshbhai Chauhan, aged 34, residing at 22, Harikrupa Society, Chandlodiya, Ahmedabad, state on oath:
1. I am employed as a Sales Executive with Prabhat Pharma Distributors, Ashram Road. My gross salary is Rs. 38,000/- per month; take home Rs. 34,600/-.
2. I have no immovable property in my name. The house at Chandlodiya stands in the name of my father.
3. I pay a personal loan EMI of Rs. 7,200/- per month (Bajaj Finance) and Rs. 4,000/- towards my mother's medicines.
4. I own a two-wheeler (Activa, 2019). Bank balance about Rs. 12,000/-.
Verified at Ahmedabad on 16.03.2026.  Sd/- Mitesh R. Chauhan   Before me: Notary
""")

up("backlog/2026-10/IMG_20261012_161408.jpg", "document_photo", "State Bank of India", "2026-10-12", ["C02"], [], """
STATE BANK OF INDIA  Bopal Branch (Code 08871)
DEMAND DRAFT - customer copy
DD No. 512604   Date 12.10.2026
Pay: REGISTRAR (JUDICIAL), HIGH COURT OF GUJARAT
Rupees Nine Lakh Fifty Thousand only   Rs. 9,50,000.00
Purchaser: HASMUKHBHAI RAMANLAL PATEL
Payable at Ahmedabad
""")

# ---------------------------------------------------------------- certified copies of orders
up("backlog/2026-01/CamScanner 30-01-2026 12.41.pdf", "certified_order_sheet_scan", "court", "2026-01-30", ["C01"], ["C01-H03"], """
IN THE HIGH COURT OF GUJARAT AT AHMEDABAD
R/SPECIAL CIVIL APPLICATION NO. 8841 of 2025
KANUBHAI BHIKHABHAI RATHOD  Versus  STATE OF GUJARAT & ORS.
Appearance: MS RUPAL MEHTA(1874) for the Petitioner(s) No. 1; MR BHAVIK SHAH(4410) for the Respondent(s) No. 2,3; MS PAYAL BHATT, AGP for the Respondent(s) No. 1
CORAM: HONOURABLE MR. JUSTICE MIHIR S. RAVAL
Date : 29/01/2026
ORAL ORDER
1. On the last occasion, time was granted to the Corporation to file reply. Today again Mr. Shah, learned advocate for the Corporation, seeks time on the ground that instructions are awaited from the Estate Department.
2. The premises of the petitioner are sealed since 20.11.2025 and the petitioner's business is at a standstill. As a last opportunity, two weeks' time is granted to file reply, subject to payment of costs of Rs. 5,000/- to the petitioner, to be paid before the next date. No further time shall be granted.
3. Ad-interim relief granted earlier to continue. S.O. to 19.02.2026.
(MIHIR S. RAVAL, J)
""")

up("backlog/2026-07/SCA 8841 2025 judgment.pdf", "certified_order_sheet_scan", "court", "2026-07-01", ["C01"], ["C01-H07"], """
IN THE HIGH COURT OF GUJARAT AT AHMEDABAD
R/SPECIAL CIVIL APPLICATION NO. 8841 of 2025
KANUBHAI BHIKHABHAI RATHOD  Versus  STATE OF GUJARAT & ORS.
CORAM: HONOURABLE MR. JUSTICE MIHIR S. RAVAL          Date : 26/06/2026
CAV JUDGMENT
...
14. The affidavit of the Deputy Estate Officer dated 06.04.2026 itself states that the show cause notice dated 02.11.2025 was affixed on the shutter of the shop and was not served on the petitioner personally; no panchnama of affixing is produced. The sealing order dated 20.11.2025 has been passed without giving the petitioner an opportunity of being heard and cannot be sustained.
15. The petition is allowed. The sealing order dated 20.11.2025 is quashed and set aside. The respondent Corporation shall remove the seal of Shop No. 7, Ambika Shopping Centre, Bapunagar within seven days from the receipt of a copy of this judgment. It will be open to the Corporation to proceed afresh in accordance with law after giving due notice and hearing to the petitioner. Rule made absolute. No order as to costs.
(MIHIR S. RAVAL, J)
""")

up("backlog/2026-01/FA 2210 CA stay order.pdf", "certified_order_sheet_scan", "court", "2026-01-27", ["C02"], ["C02-H02"], """
IN THE HIGH COURT OF GUJARAT AT AHMEDABAD
R/CIVIL APPLICATION (FOR STAY) NO. 1 of 2024 In R/FIRST APPEAL NO. 2210 of 2024
PRAVINCHANDRA MOHANLAL THAKKAR  Versus  HASMUKHBHAI RAMANLAL PATEL
Appearance: MR JIGNESH DAVE(3127) for the Appellant; MS RUPAL MEHTA(1874) for the Respondent
CORAM: HONOURABLE MS. JUSTICE BELA P. KOTHARI          Date : 21/01/2026
ORAL ORDER
1. Heard learned advocates. The appellant-original defendant challenges the decree of specific performance dated 12.08.2024 passed in Civil Suit No. 1456 of 2019.
2. Execution of the decree shall remain stayed subject to the appellant depositing Rs. 15,00,000/- (Rupees Fifteen Lakh only), being the amount admittedly received under the banakhat, with the Registry of this Court within eight weeks from today. In default, the stay shall stand vacated without further reference to the Court.
3. Learned advocate for the appellant, on instructions, undertakes that the appellant shall not alienate, encumber or create any third-party rights in the suit plot till the appeal is decided. The undertaking is accepted.
4. Registry to call for the Record and Proceedings from the trial court. Appellant to file the paper book.
5. Civil Application is disposed of. First Appeal to be listed on 25.03.2026.
(BELA P. KOTHARI, J)
""")

up("backlog/2026-04/Exh 52 order Khadia.pdf", "certified_order_sheet_scan", "court", "2026-04-22", ["C03"], ["C03-H04"], """
CITY CIVIL COURT, AHMEDABAD - COURT No. 14
Civil Suit No. 1782 of 2023  Kokilaben Jayantilal Shah v. Rajesh Navinchandra Shah & Anr.
ORDER BELOW EXH. 52
17.04.2026  This is the defendants' application under Order VI Rule 17 CPC to amend the written statement to plead that the suit house was partitioned orally in 1998. The trial has commenced; PW1 is under cross-examination since 06.02.2026. The defendants have not shown that in spite of due diligence they could not have raised the matter before the commencement of trial. The proviso to Order VI Rule 17 bars the amendment. Application Exh. 52 is rejected.
17.04.2026  Cross-examination of PW1 resumed and concluded. Plaintiff to examine PW2. Adjourned to 12.06.2026.
Sd/- N. K. Solanki, 14th Addl. City Civil Judge, Ahmedabad
""")

up("backlog/2026-01/Adobe Scan 27 Jan 2026.pdf", "certified_order_sheet_scan", "court", "2026-01-27", ["C04"], ["C04-H02"], """
IN THE COMMERCIAL COURT AT AHMEDABAD (COURT No. 2)
COMMERCIAL CIVIL SUIT No. 96 of 2025
Umiya Polymers (through partner Alpesh G. Patel) ... Plaintiff  v.  Navkar Packaging Pvt. Ltd. ... Defendant
23.01.2026  Plaintiff's advocate Ms. R. Mehta present. Defendant's advocate Mr. T. N. Soni present. The defendant has filed the written statement at Exh. 18 along with an application Exh. 19 for condonation of delay. Summons was served on 29.10.2025; the written statement is within 120 days. Having regard to the Commercial Courts Act, the written statement is taken on record subject to payment of costs of Rs. 10,000/- to the plaintiff before the next date. Admission and denial of documents on the next date. Next date 20.02.2026.
Sd/- H. R. Desai, Judge, Commercial Court No. 2, Ahmedabad
""")

up("backlog/2026-02/143A order Prajapati.pdf", "certified_order_sheet_scan", "court", "2026-02-10", ["C05"], ["C05-H02"], """
IN THE COURT OF THE METROPOLITAN MAGISTRATE, COURT No. 23, AHMEDABAD
Criminal Case No. 41873 of 2025
Dharmendra Prajapati (Shreeji Tiles) ... Complainant  Versus  Ketan Bhatt ... Accused
ORDER BELOW EXH. 9 (application under Section 143A of the N.I. Act)
05.02.2026  The accused has pleaded not guilty. The cheque of Rs. 4,50,000/- and its return are not disputed; the accused says it was a security cheque. Looking to the facts, the accused is directed to pay interim compensation of 20% of the cheque amount, i.e. Rs. 90,000/-, to the complainant within 60 days from today. The complainant to file his evidence affidavit. Adjourned to 19.03.2026.
Sd/- A. M. Shaikh, Metropolitan Magistrate, Court No. 23, Ahmedabad
""")

up("backlog/2026-04/Exh5 order Nisha certified.pdf", "certified_order_sheet_scan", "court", "2026-04-20", ["C06"], ["C06-H05"], """
IN THE FAMILY COURT AT AHMEDABAD (COURT No. 3)
Family Suit No. 612 of 2025   Nisha Mitesh Chauhan v. Mitesh Rameshbhai Chauhan
ORDER BELOW EXH. 5 (application under Section 24 of the Hindu Marriage Act)
13.04.2026  The respondent's own affidavit shows a gross salary of Rs. 38,000/- per month. The applicant has no income and lives with her parents with the minor daughter Dhriti (6 years). The respondent shall pay interim maintenance of Rs. 9,000/- per month to the applicant from the date of the application (06.10.2025), on or before the 10th of every month, and Rs. 15,000/- as litigation expenses within one month. Arrears to be paid in three monthly instalments. Respondent to file written statement. Adjourned to 15.06.2026.
Sd/- K. J. Barot, Judge, Family Court No. 3, Ahmedabad
""")

up("backlog/2026-11/Board Court 7 25.11.2026.pdf", "cause_list_pdf", "court", "2026-11-24", ["C02"], [], """
HIGH COURT OF GUJARAT - DAILY CAUSE LIST FOR WEDNESDAY, 25TH NOVEMBER, 2026
COURT NO. 7  HONOURABLE MS. JUSTICE BELA P. KOTHARI
FINAL HEARING (PART HEARD)
1  R/FA/2210/2024  PRAVINCHANDRA MOHANLAL THAKKAR V/S HASMUKHBHAI RAMANLAL PATEL   MR JIGNESH DAVE - MS RUPAL MEHTA
FRESH ADMISSION
2  R/FA/3377/2026  ORIENTAL INSURANCE CO. LTD. V/S SAVITABEN K. VAGHELA   MR H. G. JOSHI
3  R/SCA/15120/2026  BHAGVATI SEVA TRUST V/S STATE OF GUJARAT   MR K. B. PUJARA
(the part heard matter will be taken up after fresh admission matters)
""")

# ---------------------------------------------------------------- notes, chats, plans (dated the day written)
up("backlog/2025-12/PXL_20251209_191522.jpg", "handwritten_note_photo", "Rupal", "2025-12-09", ["C01"], ["C01-H01"], """
9/12/25 Tue - HC Ct 12 (Raval J)
Kanubhai Rathod SCA - sealing of shop, Bapunagar
Admission. Argued: no personal service of SCN dt 2.11, sealing 20.11 direct. Saheb e pehla j puchhyu "notice kone aapi? panchnama kya?"
Notice returnable 06.01.2026. Ad-interim: status quo, AMC shall not demolish / remove goods till next date.
Bhavik Shah (AMC panel) appeared on advance copy, said "instructions levani che".
ND 6/1/26. Kanubhai ne phone karyo - told him no shop opening till order, seal todvo nahi.
""")

up("backlog/2025-12/Kokilaben 12-12.txt", "typed_note_txt", "Dhruv", "2025-12-12", ["C03"], ["C03-H01"], """
12.12.2025 bhadra ct 14 solanki saheb
kokilaben v/s rajesh shah (C.S. 1782/23)

issues framed today at exh 38 - 5 issues. main ones: (1) whether pltf proves she is co-owner & in possession of desai ni pol house (2) whether defts prove oral partition / family settlement (3) whether suit is barred by limitation
modi sir not present, his junior nikunj came, said no objection to issues.
next date 09.01.2026 for pltf evidence. need kokilaben's affidavit (exh-in-chief) ready before that, ma'am to settle draft.
kokilaben came with her nephew-in-law Bipinbhai, she was asking if case will finish this year. told her evidence will start now.
""")

up("backlog/2025-12/New Text Document.txt", "typed_note_txt", "Dhruv", "2025-12-15", ["C06"], ["C06-H01"], """
15/12/2025 family court no 3, barot madam
nisha chauhan v/s mitesh chauhan - F.S. 612/25

mitesh came with his vakil dipti rana. madam asked about the beby first (dhriti, 6) - who is keeping her, school fees etc. nisha said dhriti is with her at ghatlodia, mitesh has not paid anything since sep.
rana ben said "there is scope of reconciliation, my client wants her back". madam referred both to the marriage counsellor, 1st sitting 05.01.2026 at 11am, family court 2nd floor.
interim maintenance arji exh 5 - no reply yet.
aavti mudat 19/01/2026.
""")

up("backlog/2025-12/PXL_20251219_203047.jpg", "handwritten_note_photo", "Rupal", "2025-12-19", ["C02", "C04"], ["C02-H01", "C04-H01"], """
17.12 Wed - HC Ct 7 (Kothari J)  F.A. 2210/24 Thakkar v. Hasmukhbhai
Civil appln for stay. Dave (for Thakkar) samay maangyo - "paper book taiyar nathi, R&P pan nathi aavya". Kothari J: stay appln ma paper book ni jarur shu? still gave time. ND 21.01.2026.
Hasmukhbhai's son Chirag was in court - told him decree is still alive, no stay as of today.

19.12 Fri - Commercial Ct 2 (Desai madam)  Comm. C.S. 96/25 Umiya Polymers v. Navkar
Deft appeared through T. N. Soni. W/S not filed. Soni: "settlement ni vaat chale che". Madam: WS within time or no WS - 120 days rule. ND 23/1/26.
Alpeshbhai (Umiya) - no settlement talk from their side at all, he says.
""")

up("backlog/2026-01/PXL_20260106_185812.jpg", "handwritten_note_photo", "Rupal", "2026-01-06", ["C01"], ["C01-H02"], """
06/01/26 - Ct 12, Rathod SCA
AMC reply not filed. Bhavik Shah: "Estate dept thi instructions aavya nathi" - 2 weeks sought. Raval J gave 2 wks, interim continues. He asked us to give a 2-page note of submissions - "not more than two pages, Ms. Mehta".
AGP Payal Bhatt: State has nothing to do, AMC's action.
ND 29.01.2026. Prepare 2 page note + compilation (sealing order, SCN, photos of shutter).
""")

up("backlog/2026-01/Ghee Kanta 8.1.26.txt", "typed_note_txt", "Dhruv", "2026-01-08", ["C05"], ["C05-H01"], """
8/1/26  ghee kanta MM ct 23 (shaikh saheb)
dharmendrabhai prajapati v/s ketan bhatt, cri case 41873/2025 (138)

accused ketan bhatt appeared today with adv paresh thaker. bail bond 10,000 + surety (his brother) accepted.
plea recorded - pleads not guilty, says cheque was "security" given for tiles order.
we filed 143A arji for interim compensation (exh 9), thaker wants to reply. saheb: reply next time, no more time.
next date 05.02.2026 for 143A.
dharmendrabhai was happy accused came atleast. he asked if he can get money soon - told him 143A is for that.
""")

up("backlog/2026-01/IMG_20260109_184210.jpg", "handwritten_note_photo", "Rameshbhai", "2026-01-09", ["C03"], ["C03-H02"], """
તા. 09/01/2026  શુક્રવાર
સીટી સિવિલ કોર્ટ, કોર્ટ નં. 14 (સોલંકી સાહેબ)
દિ.દા. નં. 1782/2023 - કોકિલાબેન વિ. રાજેશભાઈ શાહ
વાદીની સોગંદનામા પર જુબાની (exh. 45) રજુ કરી.
સામાવાળાના વકીલ મોદી સાહેબ હાઈકોર્ટમાં - તેમના જુનિયરે મુદત અરજી exh. 47 આપી.
સાહેબે રૂ. 500 ખર્ચ સાથે મુદત આપી.
આવતી મુદત : 06/02/2026 - ઉલટ તપાસ
""")

up("backlog/2026-01/HC + commercial 21-23 jan.docx", "typed_note_docx", "Rupal", "2026-01-23", ["C02", "C04"], ["C02-H02", "C04-H02"], """
Notes - week of 19 Jan 2026

Wed 21.01.2026 - F.A. 2210/2024 (Thakkar v. Hasmukhbhai), Ct 7
Civil Application for stay heard. Dave argued "banakhat was a loan security". Kothari J: stay only if the appellant deposits what he admits he received. Stay of execution subject to deposit of Rs. 15,00,000 within 8 weeks; in default stay vacated automatically. R&P to be called. Appellant to file paper book. F.A. listed 25.03.2026.
Called Chirag (Hasmukhbhai's son): explained the deposit condition. He asked if they can withdraw the 15 lakh - told him not now, it stays with the Registry.

Fri 23.01.2026 - Comm. C.S. 96/2025 (Umiya v. Navkar), Commercial Ct 2
WS filed at Exh. 18 with delay appln Exh. 19. I opposed. Desai madam: within 120 days so taken on record, but costs Rs. 10,000 to the plaintiff before next date. Admission/denial next date. ND 20.02.2026.
Soni again: "settlement talks going on". Alpeshbhai says no one from Navkar has called him.
""")

up("backlog/2026-01/PXL_20260129_172255.jpg", "handwritten_note_photo", "Rupal", "2026-01-29", ["C01"], ["C01-H03"], """
29/1 - Rathod SCA, Ct 12
AGAIN no reply by AMC. B. Shah - same song, "instructions awaited from Estate dept".
Raval J annoyed: shop sealed since 20 Nov, business band. LAST opportunity, 2 weeks, costs Rs 5000 to petitioner before ND. "No further time."
Gave our 2-page note - Saheb read it in court itself.
ND 19.02.2026
Kanubhai in court - told him costs will come to him. He asked "shop kyare khulshe ben?" - not before reply.
""")

up("backlog/2026-02/New Text Document (2).txt", "typed_note_txt", "Dhruv", "2026-02-05", ["C05"], ["C05-H02"], """
05-02-2026 ct 23 ghee kanta
prajapati 138

143A arji exh 9 argued. thaker sir said accused is ready to settle, cheque was security, no liability. i showed ledger + tiles delivery challans.
order: interim compensation 20% = Rs 90,000 within 60 days. (60 days from today = 06.04.2026)
next 19/03/2026 - complainant evidence, dharmendrabhai's affidavit.
ma'am pls see the affidavit draft before 15th.
""")

up("backlog/2026-02/PXL_20260206_163940.jpg", "handwritten_note_photo", "Rupal", "2026-02-06", ["C03"], ["C03-H03"], """
6.2.26 - Bhadra Ct 14 - Kokilaben suit
Modi himself came today. Cross of PW1 (Kokilaben) started, went 1 hr. She was firm: living in the house since her marriage in 1984, paid house tax & light bill. Admitted - house tax bill stands in late Navinchandra's (brother-in-law's) name. Otherwise ok.
Cross in part.
Modi filed Exh. 52 - amendment of W/S (O.6 R.17), wants to plead oral partition of 1998!! After trial began. We to reply.
Costs Rs. 500 of last date - Modi paid in court.
Solanki saheb: elderly witness, so he took her first at 11.00 before other matters. 
ND 17.04.2026 (Exh. 52 + cross) - long date, board full.
""")

up("backlog/2026-02/family ct 16feb.txt", "typed_note_txt", "Dhruv", "2026-02-16", ["C06"], ["C06-H03"], """
16.02.26 FC-3 nisha matter

counsellor report came - reconciliation failed (19.01 date pe hi bataya tha, report today on record).
mitesh has NOT filed affidavit of assets & liabilities which madam ordered last time. rana ben asked time again, said her client's salary slips are with the company HR.
madam gave time but costs rs. 2,000 payable to nisha.
also madam asked mitesh if he meets dhriti - he said no since oct.
ND 16/3/26 - exh 5 arguments after affidavit.
""")

up("backlog/2026-01/Doc1.docx", "typed_note_docx", "Dhruv", "2026-01-19", ["C06"], ["C06-H02"], """
19.01.2026 - Family Court No. 3 - Nisha v. Mitesh (F.S. 612/2025)
Counsellor (Smt. Jyotsna Dave) told the court orally that the sittings of 05.01 and 12.01 failed; Nisha not willing to go back, Mitesh also said he will not live separately from his parents.
Exh. 5 (interim maintenance): Barot madam directed Mitesh to file affidavit of disclosure of assets and liabilities as per Rajnesh v. Neha within 4 weeks, and Nisha also to file hers.
Rana madam said they want time for reply to Exh. 5 also.
Next date 16.02.2026.
Nisha's affidavit - ready, file on 27th with Rameshbhai.
""")

up("backlog/2026-02/19-20 Feb.docx", "typed_note_docx", "Rupal", "2026-02-20", ["C01", "C04"], ["C01-H04", "C04-H03"], """
Thu 19/02/2026 - Rathod SCA (Ct 12)
AMC reply finally filed yesterday (served on us in court). Costs Rs 5,000 paid by cheque to Kanubhai - received.
Reply says SCN dt 02.11.2025 was "served by affixing" since the shop was closed. No panchnama annexed.
Rejoinder within 1 week. Raval J asked again for a short note - "2 pages, both sides". ND 12.03.2026.

Fri 20/02/2026 - Umiya v. Navkar (Comm. Ct 2)
Costs Rs 10,000 paid by Soni (DD in name of Umiya Polymers).
Admission/denial: deft admits all 33 invoices & delivery, DENIES the ledger balance and the 18% interest term. Says quality complaint on 2 lots (Oct 2024).
Case management hearing done same day. 4 issues. Timetable: PW affidavit by 20.03.2026, PW cross on 27.03.2026, DW affidavit within 4 weeks after PW cross. Desai madam: "timetable will be followed, costs otherwise".
ND 27.03.2026.
""")

up("backlog/2026-03/PXL_20260312_190204.jpg", "handwritten_note_photo", "Rupal", "2026-03-12", ["C01"], ["C01-H05"], """
12.03.26 Ct 12 - Kanubhai SCA
Rejoinder on record. Argued 25 min on s.260 - no notice, no hearing.
Raval J to Bhavik Shah: "who affixed, when, any panchnama? File affidavit of the Deputy Estate Officer personally." Officer's affidavit on notice service within 3 weeks.
ND 09.04.2026.
Kanubhai worried about the goods inside (paint tins, 3.5 lakh approx stock). Told him to make a list with photos, we can mention it.
""")

up("backlog/2026-03/IMG_20260316_121455.jpg", "handwritten_note_photo", "Rameshbhai", "2026-03-16", ["C02", "C03"], [], """
તા. 16/03/2026 - ફાઇલિંગ
(1) હાઈકોર્ટ - F.A. 2210/2024 (ઠક્કર વિ. હસમુખભાઈ) - સામાવાળાએ રૂ. 15,00,000 રજીસ્ટ્રીમાં જમા કર્યા, ચલણ નં. 2026/HC/44817. નકલ લીધી.
(2) ભદ્ર કોર્ટ નં. 14 - કોકિલાબેન દાવો - exh. 52 નો જવાબ (reply) 12/03 ના રોજ ફાઈલ કર્યો, ઇનવર્ડ નં. 3319.
(3) ઘી કાંટા - પ્રજાપતિ કેસ - ફરિયાદીનું સોગંદનામું તૈયાર, 19/03 એ રજુ કરવાનું.
""")

up("backlog/2026-03/IMG_20260319_174433.jpg", "handwritten_note_photo", "Rameshbhai", "2026-03-19", ["C05"], ["C05-H03"], """
તા. 19/03/2026 ગુરુવાર - ઘી કાંટા કોર્ટ નં. 23
ફો. કેસ નં. 41873/2025 - ધર્મેન્દ્રભાઈ પ્રજાપતિ વિ. કેતન ભટ્ટ
ફરિયાદીનું સોગંદનામું exh. 14 રજુ કર્યું.
આરોપી ગેરહાજર - થાકર સાહેબે મુક્તિ અરજી (exemption) આપી, "આરોપી બહારગામ છે".
ઉલટ તપાસ બાકી.
આવતી મુદત : 16/04/2026
""")

up("backlog/2026-03/PXL_20260327_202118.jpg", "handwritten_note_photo", "Rupal", "2026-03-27", ["C02", "C04"], ["C02-H03", "C04-H04"], """
25/3 Wed - FA Thakkar (Ct 7): deposit of 15 lakh made on 16.03 (Rameshbhai got challan). Paper book still not ready - Dave: "typing chale che, R&P pan aavya nathi". Kothari J gave time, ND 24.06.2026 (after vacation). Told Chirag.

27/3 Fri - Umiya v Navkar (Comm 2): PW1 Alpeshbhai's affidavit filed on 20.03 (per timetable). Cross today as per timetable - Soni sought deferment: "settlement talks are at final stage". Madam reluctant, gave ND 24.04.2026 for cross, "last".
Alpeshbhai: Navkar's accountant called him once, offered 12 lakh in 6 instalments. He said NO - minimum 16 lakh + costs.
""")

up("backlog/2026-04/PXL_20260409_184506.jpg", "handwritten_note_photo", "Rupal", "2026-04-09", ["C01"], ["C01-H06"], """
9.4.26 - Rathod SCA Ct 12
Dy. Estate Officer's affidavit (dt 06.04.26) filed: says SCN "affixed on shutter, shop closed". Not served personally, no panchnama! Our case made.
Arguments concluded both sides. Raval J - C.A.V., judgment after vacation. Saheb asked both for 2-page note once more, by Monday.
ND for judgment 26.06.2026.
""")

up("backlog/2026-04/Nisha Exh5 13.04.2026.txt", "typed_note_txt", "Dhruv", "2026-04-13", ["C06"], ["C06-H05"], """
13/04/2026 FC 3 - nisha v mitesh

exh 5 order passed today!! interim maintenance rs 9,000 per month from date of arji (06.10.2025) + litigation expenses rs 15,000 in one month. pay by 10th of every month. arrears in 3 instalments.
(we had asked 15,000 pm. madam took his 38,000 salary from his own affidavit.)
mitesh to file WS.
ND 15-06-2026.
called nisha - she cried a bit, said ok. she asked if money will come to her account directly - told her yes, ask him for bank transfer, keep proof.
""")

up("backlog/2026-04/ghee kanta + bhadra 16-17 apr.txt", "typed_note_txt", "Dhruv", "2026-04-17", ["C05", "C03"], ["C05-H04", "C03-H04"], """
16.04.2026 (thu) - ghee kanta ct 23 - prajapati v ketan bhatt
cross of CW1 dharmendrabhai by thaker sir, about 40 min. main suggestion: cheque was given as security in 2024 for a future order, blank cheque, amount filled by complainant. dharmendrabhai denied - said ketanbhai himself wrote 4,50,000 in the shop in front of his munim. cross over.
interim compensation 90,000 NOT paid yet (60 days over on 06.04). thaker sir said "paying shortly".
next 21.05.2026 - bank witness (CW2). summons to BoB maninagar branch.

17.04.2026 (fri) - bhadra ct 14 - kokilaben
exh 52 (their amendment) REJECTED - trial already started, no due diligence. 
modi sir then continued cross of kokilaben, 30 min, nothing new, she said she never agreed to any partition. cross over.
ND 12/06/2026 - PW2 bhaskarbhai joshi (neighbour, 78 yrs).
""")

up("backlog/2026-04/PXL_20260424_173001.jpg", "handwritten_note_photo", "Rupal", "2026-04-24", ["C04"], ["C04-H05"], """
24/04/26 Fri  Comm. Ct 2 - Umiya v Navkar
PW1 Alpeshbhai cross by Soni, 1.5 hrs. Admitted: no separate written contract for 18% - only the printed terms on the invoices. Admitted the Oct 2024 lots had 2 complaints on phone - but no written complaint before our legal notice. Cross over.
No settlement talk today - Soni silent on it.
DW1 affidavit within 4 wks. ND 19.06.2026.
""")

up("backlog/2026-06/IMG_20260612_190751.jpg", "handwritten_note_photo", "Rameshbhai", "2026-06-12", ["C03"], ["C03-H05"], """
તા. 12/06/2026 - કોર્ટ નં. 14 - કોકિલાબેન દાવો
સાક્ષી નં. 2 ભાસ્કરભાઈ જોશી (ઉંમર 78) ની જુબાની - સાહેબે સવારે 11 વાગે પહેલા લીધા.
સામાવાળાના વકીલ મોદી સાહેબ ફરી હાઈકોર્ટમાં - જુનિયરે ઉલટ તપાસ માટે મુદત માંગી.
સાહેબે રૂ. 1,000 ખર્ચ સાથે મુદત આપી. ભાસ્કરભાઈ ગુસ્સે થયા, ફરી આવવું પડશે.
આવતી મુદત : 10/07/2026
""")

up("backlog/2026-06/PXL_20260619_181410.jpg", "handwritten_note_photo", "Rupal", "2026-06-19", ["C04"], ["C04-H06"], """
19.6.26 Commercial Ct 2 - Umiya v Navkar
No DW1 affidavit filed. Soni AGAIN: "settlement is at final stage, client will pay". Desai madam: "You said the same thing in December, January and March." Recorded that there is no settlement. Costs Rs 5,000 to plaintiff. DW1 affidavit within 1 week, cross on ND.
ND 24.07.2026.
Alpeshbhai: no offer since the 12 lakh one.
""")

up("backlog/2026-06/HC 24 & 26 June.docx", "typed_note_docx", "Rupal", "2026-06-26", ["C02", "C01"], ["C02-H04", "C01-H07"], """
Wed 24 June 2026 - F.A. 2210/2024, Court 7
Paper book still incomplete (deposition of DW1 not typed). Dave asked time for the third time. Kothari J: "last chance; the matter will be heard on the next date whether or not the paper book is complete; the Court will read the R&P." Peremptory.
ND 05.08.2026.

Fri 26 June 2026 - Rathod SCA 8841/2025, Court 12
JUDGMENT pronounced: SCA ALLOWED. Sealing order dt 20.11.2025 quashed; AMC to remove seal within 7 days of receipt of copy; AMC free to proceed afresh after notice & hearing. No costs.
Applied for certified copy the same day (Rameshbhai). Sent the operative part to Kanubhai on WhatsApp. He wants to open the shop on Monday - told him wait for the seal to be removed by AMC, do not break it.
""")

up("backlog/2026-07/PXL_20260710_190036.jpg", "handwritten_note_photo", "Rupal", "2026-07-10", ["C03"], ["C03-H06"], """
10/7/26 - Bhadra 14 - Kokilaben suit
Costs Rs 1000 of last time paid. PW2 Bhaskarbhai cross by Modi's junior Nikunj - 35 min. He stood firm: "Kokilaben has lived in that house since 1984, Rajesh came only at Diwali". 
Closed pltf's evidence - purshis Exh. 71.
Defts' evidence ND 21.08.2026.
Bhaskarbhai - auto fare given Rs 300.
""")

up("backlog/2026-07/DW1 Sunil Jain cross.docx", "typed_note_docx", "Rupal", "2026-07-24", ["C04"], ["C04-H07"], """
24.07.2026 - Umiya Polymers v. Navkar Packaging, Commercial Court No. 2
Costs of Rs. 5,000 paid.
DW1 Sunil Jain (director, Navkar) - affidavit Exh. 31 filed on 30.06.
My cross (about 1 hr):
- Admitted receipt of all goods under the 33 invoices.
- Admitted the payments of Rs. 4,50,000 (05.09.2024) and Rs. 3,00,000 (22.11.2024) were "on account", not against particular invoices.
- Says two lots of Oct 2024 were defective, but admitted there is no written complaint, no return of goods, no debit note before the legal notice of 15.06.2025.
- Admitted Navkar continued to buy from other suppliers, and had no cash flow problem in 2024-25 ("business chalu j che").
Defendant closed evidence. Arguments on 09.10.2026 (court's long date).
""")

up("backlog/2026-08/PXL_20260805_175522.jpg", "handwritten_note_photo", "Rupal", "2026-08-05", ["C02"], ["C02-H05"], """
5.8.26 - FA Thakkar, Ct 7
Taken up. Dave started arguments - 40 min, only on readiness & willingness; says Hasmukhbhai never deposited balance 9.5 lakh in trial court within 30 days. Kothari J asked him: "did the decree holder ever refuse?" - no answer.
Part heard. ND 16.09.2026.
Must show our readiness - talk to Chirag about DD for balance.
""")

up("backlog/2026-08/PXL_20260821_183300.jpg", "handwritten_note_photo", "Rupal", "2026-08-21", ["C03"], ["C03-H07"], """
21/08/2026 - Kokilaben v Rajesh - Ct 14
DW1 Rajesh Shah - affidavit Exh. 74. My cross started.
Admitted: living in Vadodara (Alkapuri) since 2011 with family; comes to Khadia 2-3 times a year. No document of any oral partition of 1998. Light bill in Kokilaben's name since 2009 - "khabar nathi".
Cross in part; Modi asked for long date, he is going abroad in Sept.
ND 30.10.2026.
""")

up("backlog/2026-08/nisha 24-8.txt", "typed_note_txt", "Dhruv", "2026-08-24", ["C06"], ["C06-H07"], """
24.8.26 family ct 3 nisha

mitesh paid rs 40,000 towards arrears by DD in court today (DD no. 118872, bank of india). rana ben said balance in 2 months. madam noted it on exh 21, said next time full arrears or she will issue warrant of recovery.
issues framed (4).
our PW1 affidavit (nisha) filed exh 30.
madam again asked about dhriti's school - mitesh gave undertaking (purshis exh 28) to pay dhriti's school fees of 2nd term directly to the school. 
ND 05.10.2026 - cross of nisha by rana ben.
""")

up("backlog/2026-09/PXL_20260916_191107.jpg", "handwritten_note_photo", "Rupal", "2026-09-16", ["C02"], ["C02-H06"], """
16/9 - Thakkar FA, Ct 7
Dave concluded - another 30 min, cited 2 SC judgments on discretion u/s 20 Sp. Relief Act. My arguments started - readiness: 15 lakh paid in 2018, suit within limitation, notice 2019.
Kothari J: "Is your client ready to deposit the balance today? Show it by DD." Said yes.
ND 14.10.2026 for our arguments (contd.) + DD.

10.9 - Chirag called (before this date) - said papa is ready, DD from SBI Bopal, will give by 12th Oct.
""")

up("backlog/2026-10/Nisha cross 5 Oct.docx", "typed_note_docx", "Dhruv", "2026-10-05", ["C06"], ["C06-H08"], """
05.10.2026 Family Court No. 3 - Nisha v. Mitesh - cross of PW1
Rana madam cross-examined Nisha for about 50 minutes.
- Suggested Nisha left the matrimonial home on her own on 14.08.2025 after a quarrel about her job. Nisha denied: she said Mitesh's mother pushed her out with Dhriti and she called her father from the neighbour's phone.
- Suggested she wanted to live separately from the in-laws. Denied.
- Nisha admitted she did a tailoring course in 2023, but said she earns nothing.
Cross in part. Rana madam again said at the end "my client still wants to reconcile".
Mitesh has not paid the balance of arrears (Rs. 40,000 paid on 24.08 only).
ND 23.11.2026.
""")

up("backlog/2026-10/PXL_20261009_184022.jpg", "handwritten_note_photo", "Rupal", "2026-10-09", ["C04"], ["C04-H08"], """
9 Oct - Comm 2 - Umiya v Navkar - ARGUMENTS
I argued 1 hr: invoices admitted, delivery admitted, payments "on account", no written complaint. Claim 18,65,400 + interest 18% from 45 days.
Soni: wants time, "client is arranging money, settlement". Desai madam: no more settlement adjournments after this. Deft's arguments ND 11.12.2026.
""")

up("backlog/2026-10/PXL_20261014_174512.jpg", "handwritten_note_photo", "Rupal", "2026-10-14", ["C02"], ["C02-H07"], """
14.10.26 - Ct 7 - FA 2210/24
Our arguments contd, 45 min. Showed DD 512604 dt 12.10.2026 of Rs 9,50,000 (SBI Bopal) for the balance. Kothari J took note, said keep the DD alive / renew if needed.
Dave asked for time to reply. Arguments still part.
ND 25.11.2026.
""")

up("backlog/2026-10/ghee kanta 15 oct.txt", "typed_note_txt", "Dhruv", "2026-10-15", ["C05"], ["C05-H09"], """
15/10/2026 ct 23 prajapati v bhatt - arguments

ma'am argued for complainant (20 min). presumption u/s 139, no reply to notice, security defence not proved, 90,000 interim comp still not paid.
thaker sir not ready - wanted time. shaikh saheb: costs rs 1,000 to complainant, last chance for accused's arguments.
ND 03.11.2026
""")

up("backlog/2026-10/ghee kanta correction.txt", "typed_note_txt", "Dhruv", "2026-10-16", ["C05"], ["C05-H09"], """
16.10.26
correction to my note of yesterday (prajapati 138): next date is NOT 03.11 - i wrote wrong. checked the rojkam with bench clerk today, ND is 03.12.2026 (court is on diwali vacation list in nov). pls correct in diary.
also: costs 1,000 not paid by thaker today, he said next date.
""")

up("backlog/2026-10/PXL_20261030_190318.jpg", "handwritten_note_photo", "Rupal", "2026-10-30", ["C03"], ["C03-H08"], """
30/10/26 Ct 14 Kokilaben
DW1 Rajesh cross concluded - admitted he never paid house tax or light bill of the suit house. Defts closed evidence. (No DW2 - Modi dropped his 2nd witness.)
I argued for plaintiff, 50 min. Solanki saheb asked for written arguments also.
Defts' arguments: Modi again "busy in HC", junior Nikunj sought time. Given. ND 04.12.2026.
Pending from our side: written arguments + list of authorities by 04.12.
""")

up("backlog/2026-11/nisha 23 nov.txt", "typed_note_txt", "Dhruv", "2026-11-23", ["C06"], ["C06-H09"], """
23-11-2026 FC3 nisha
rana ben absent (her clerk said she is in a marriage in udaipur). mitesh sought time. madam not happy, but gave time.
balance arrears still not paid - madam issued notice on exh 21 to mitesh, to show cause why recovery warrant not be issued.
further cross of nisha ND 14.12.2026.
""")

up("backlog/2026-11/plan 30 nov - 5 dec.txt", "typed_note_txt", "Rupal", "2026-11-28", ["C05", "C03", "C02", "C04", "C01"], [], """
Plan 30 Nov - 5 Dec (and next week)
- Prajapati 138 (Ghee Kanta): Dhruv to go. Ensure the 1,000 costs are paid; if Thaker takes time again press for judgment date.
- Kokilaben suit (Bhadra 14): written arguments + list of authorities - finalise Tue, file before matter. I will go.
- Thakkar F.A. (Ct 7): Chirag to confirm DD 512604 is valid (3 months validity - till 11.01.2027). Note of submissions on s.20.
- Umiya v Navkar: Alpeshbhai meeting Sat 5.12 at 5 pm - what if they offer settlement at last minute? get his bottom figure.
- Kanubhai: AMC has not issued fresh notice so far - nothing to do.
""")

# ---------------------------------------------------------------- WhatsApp exports
up("backlog/2026-11/WhatsApp Chat with Dhruv Jr.txt", "whatsapp_export", "Rupal", "2026-11-26", ["C05", "C06", "C02", "C03"], ["C05-H05", "C06-H06", "C05-H07", "C02-H08"], """
21/05/26, 12:48 pm - Dhruv Jr: Ma'am prajapati - CW2 bank officer Nayan Gohil (BoB maninagar) came, proved return memo & a/c statement. Exh 21, 22. Thaker sir cross 5 min only.
21/05/26, 12:49 pm - Dhruv Jr: complainant evidence closed. ND 25.06 for accused statement
21/05/26, 1:10 pm - Rupal Mehta: Good. Interim comp?
21/05/26, 1:12 pm - Dhruv Jr: not paid ma'am. thaker sir says "this month". same line as april
15/06/26, 1:30 pm - Dhruv Jr: Ma'am nisha matter - mitesh filed WS today. arrears not paid at all, not even 1 instalment. we filed recovery arji exh 21. madam issued notice on it. ND 24/08
15/06/26, 1:34 pm - Rupal Mehta: Ok. Tell Nisha. And ask her to keep the bank statement.
02/07/26, 11:05 am - Rupal Mehta: Dhruv, Kanubhai says AMC removed the seal yesterday. Please file the compliance note in the SCA file and close it in our register.
02/07/26, 11:20 am - Dhruv Jr: done ma'am 👍
30/07/26, 2:02 pm - Dhruv Jr: Prajapati - accused statement recorded today (u/s 351 BNSS). ketan bhatt said cheque was security, "tiles order cancel thayo". no defence witness, thaker said no DE.
30/07/26, 2:03 pm - Dhruv Jr: ND 03/09 for args
30/07/26, 2:10 pm - Rupal Mehta: 👍
20/08/26, 6:40 pm - Rupal Mehta: Dhruv, filing tomorrow - Rameshbhai has the Exh 74 copy? Kokilaben DW1 cross
20/08/26, 6:52 pm - Dhruv Jr: yes ma'am, diary no 4471 inward. i kept in the file
25/11/26, 4:15 pm - Dhruv Jr: Ma'am FA thakkar (ct 7) - NOT REACHED. board didn't move after fresh matters. ND 09.12.2026
25/11/26, 4:16 pm - Dhruv Jr: dave sir wasnt even there, his junior was
25/11/26, 4:30 pm - Rupal Mehta: Ok. Keep the 9.12 free. Tell Chirag.
""")

up("backlog/2026-10/WhatsApp Chat - Dharmendrabhai Shreeji Tiles/_chat.txt", "whatsapp_export", "Rupal", "2026-10-16", ["C05"], ["C05-H06", "C05-H08"], """
[05/02/26, 5:10:22 PM] Rupal Mehta: Dharmendrabhai, court ordered Ketan Bhatt to pay 90,000 interim compensation within 60 days. Next date 19 March, your affidavit.
[05/02/26, 5:31:07 PM] Dharmendrabhai Shreeji Tiles: Jay shree krishna ben. Saru thayu. 90,000 mane madshe ne?
[05/02/26, 5:33:40 PM] Rupal Mehta: Yes if he pays. If not we will ask court to recover it.
[25/06/26, 2:44:18 PM] Rupal Mehta: Today Ketan did not come again. Thaker gave exemption application - accused's mother in hospital. Judge gave a warning, next time if absent warrant. 90,000 still not paid. Next date 30 July.
[25/06/26, 2:50:51 PM] Dharmendrabhai Shreeji Tiles: Ben a manas darek vakhte aavu j kare che. March ma pan na aavyo, tyare pan bahargaam kahyu hatu.
[25/06/26, 2:52:30 PM] Rupal Mehta: I know. Court has noted it. We will also apply for recovery of the 90,000 as fine.
[03/09/26, 12:20:05 PM] Rupal Mehta: Today Shaikh saheb on leave, no work. Next date 15 October for arguments.
[03/09/26, 12:25:44 PM] Dharmendrabhai Shreeji Tiles: Ok ben. Ketanbhai na bhai e phone karyo hato, 2 lakh ma patavvu che kahe che.
[03/09/26, 12:27:10 PM] Rupal Mehta: Don't agree on phone. Minimum cheque amount 4.5 lakh + costs. Come to office if they are serious.
[15/10/26, 6:05:31 PM] Rupal Mehta: Arguments done from our side. Thaker took time again, 1000 costs. Judgment likely after his arguments.
[16/10/26, 9:12:09 AM] Rupal Mehta: Correction: next date is 3 December (not November).
""")

up("backlog/2026-11/WhatsApp Chat with Nisha Chauhan.txt", "whatsapp_export", "Rupal", "2026-11-23", ["C06"], ["C06-H04"], """
16/03/26, 3:05 pm - Rupal Mehta: Nisha, Mitesh filed his affidavit today. He shows salary 38,000 and EMI 7,200. Arguments on maintenance done. Order on 13 April.
16/03/26, 3:20 pm - Nisha Chauhan: Ben e to 50,000 thi vadhu kamay che, incentive pan male che. Affidavit ma khotu lakhyu che.
16/03/26, 3:24 pm - Rupal Mehta: Send me any proof of incentive - photos of his salary slip, messages. We will use it in cross.
16/03/26, 3:25 pm - Nisha Chauhan: Ok ben. Costs na 2000 aaje aapya.
10/07/26, 8:11 pm - Nisha Chauhan: Ben July na 9000 pan nathi aavya. Dhriti ni school fees bharvani che 12,500.
10/07/26, 8:30 pm - Rupal Mehta: Noted. Recovery application is already filed. Next date 24 August. Keep all dates noted.
24/08/26, 2:15 pm - Nisha Chauhan: Thank you ben, 40,000 no DD madyo.
05/10/26, 4:40 pm - Nisha Chauhan: Ben aaje khub dar lagyo, Rana ben e ghana sawal puchhya
05/10/26, 4:52 pm - Rupal Mehta: You did well. Dhruv told me. Next date 23 November, remaining cross.
23/11/26, 1:35 pm - Nisha Chauhan: Ben aaje pan mudat padi, 14 December. Rana ben aavya j nahi.
23/11/26, 1:40 pm - Rupal Mehta: Yes. Court has issued notice for the arrears. Don't worry.
""")
