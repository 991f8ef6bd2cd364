"""The uploads of the Jamshedpur practice: what Adv. Anirban Mahato, junior Sourav and munshi Ramashish kept."""

L, J, M = "Anirban Kumar Mahato", "Sourav Dey", "Ramashish Prasad (munshi)"
HW, TX, DX, OS, DS, DP, WA, CL = ("handwritten_note_photo", "typed_note_txt", "typed_note_docx", "certified_order_sheet_scan",
                                  "document_scan", "document_photo", "whatsapp_export", "cause_list_pdf")
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2025-05/khatiyan Karandih khata 112.pdf", DS, "Anchal Karyalay, Jamshedpur", "2025-05-20", ["C02"], [], """
KHATIYAN (Record of Rights) - Survey Settlement 1964   Mouza: Karandih  Thana No. 1102  Anchal: Jamshedpur
Khata No. 112   Raiyat: Maina Hembrom s/o Chandrai Hembrom, jati Santhal (ST)   Plot No. 634  Area 0.42 acre  Don III
Remarks: raiyati - transfer restricted u/s 46 CNT Act 1908
Nakal issued 20.05.2025
""")
u("backlog/2025-07/Scan_20250704_bank memo Dubey.pdf", DS, "Bank of India, Bistupur Branch", "2025-07-04", ["C03"], [], """
BANK OF INDIA  Bistupur Branch, Jamshedpur     CHEQUE RETURN MEMO   04.07.2025
Cheque No. 771905 dt 28.06.2025 for Rs. 4,35,000/- drawn by Manoj Kumar Dubey (Dubey Coal Carriers) in favour of
M/s Kolhan Roadlines - RETURNED: FUNDS INSUFFICIENT.
""")
u("backlog/2025-07/legal notice Dubey 138.docx", DX, L, "2025-07-15", ["C03"], [], """
ANIRBAN KUMAR MAHATO, Advocate, Civil Court, Jamshedpur        Regd. AD          Dt. 15.07.2025
To, Sri Manoj Kumar Dubey, Dubey Coal Carriers, Adityapur
Sub: Notice u/s 138 N.I. Act
On behalf of M/s Kolhan Roadlines through partner Sri Harpreet Singh Bhatia: towards freight dues of 14 trips
(Jamshedpur-Dhanbad) you issued cheque no. 771905 dt 28.06.2025 for Rs. 4,35,000 on Bank of India, Bistupur, returned
'funds insufficient' on 04.07.2025. Pay within 15 days.
""")
u("backlog/2025-07/plaint Ghosh partition Telco.docx", DX, L, "2025-07-21", ["C04"], [], """
IN THE COURT OF CIVIL JUDGE (JR. DIV.), JAMSHEDPUR      Partition Suit No. ___ of 2025
Tapan Kumar Ghosh s/o Late Nirmal Chandra Ghosh ... Plaintiff  vs  Swapan Kumar Ghosh & Ors. ... Defendants
1. The suit house at Road No. 5, Telco Colony, Jamshedpur (lease-hold, two storeyed) was built by late father in 1988.
2. Plaintiff and D1 are brothers, each entitled to 1/2 share; sisters D2 and D3 have relinquished.
3. D1 occupies the entire ground floor and has let out the front shop room to a tenant at Rs. 7,500 per month.
Prayer: preliminary decree of partition, 1/2 share to plaintiff, separate possession by metes and bounds.
""")
u("backlog/2026-03/IMG_20260303_discharge MGM Gopal.jpg", DP, "MGM Medical College Hospital, Jamshedpur", "2026-03-09", ["C05"], [], """
M.G.M. MEDICAL COLLEGE & HOSPITAL, JAMSHEDPUR   DISCHARGE SUMMARY   Dept. of Orthopaedics
Patient: Gopal Mahato, 44 yrs, M, Sonari   DOA 02.03.2026  DOD 09.03.2026
Dx: RTA (hit by truck while on bicycle, NH-33 Pardih) - fracture both bones right leg (tibia-fibula), ORIF done
Treating: Dr. Saurav Banerjee, Asst. Prof.
""")
u("backlog/2026-08/FIR Parsudih 211.pdf", DS, "Parsudih Police Station", "2026-08-12", ["C06"], [], """
FIRST INFORMATION REPORT   District: East Singhbhum   P.S.: Parsudih   Case No. 211/2026   Dt. 12.08.2026
Sections: 80, 85, 3(5) BNS and 3/4 Dowry Prohibition Act
Informant: Shyam Narayan Rai (father of deceased Priya Kumari, married 2024)
Accused: Amit Kumar Singh (husband), Ramjee Singh (father-in-law), Sunita Devi (mother-in-law)
Allegation: demand of Rs. 5 lakh and a car; Priya found hanging at Sarjamda house on 11.08.2026.
""")
u("backlog/2026-09/Rakhi scooty invoice Subarnarekha Motors.jpg", DP, "Subarnarekha Motors, Sakchi", "2026-05-02", ["C07"], [], """
SUBARNAREKHA MOTORS  Authorised Two Wheeler Dealer  Sakchi, Jamshedpur   TAX INVOICE No. SM/2026/0419  Dt 02.05.2026
Customer: Rakhi Mondal, Kadma   Vehicle: scooter 110cc, Colour: Pearl White   Chassis ...7731  Engine ...0452
Ex-showroom 84,900 + RTO 8,150 + Insurance 5,400 = Rs. 98,450/-  (Paid in full)
""")
u("backlog/2026-09/consumer notice Subarnarekha.txt", TX, L, "2026-09-05", ["C07"], [], """
Notice to Subarnarekha Motors, Sakchi - dt 05.09.2026
Client Rakhi Mondal bought scooter on 02.05.2026 for Rs 98,450. Odometer showed 1,140 km at delivery; service book
shows a PDI of March 2026 at another branch - a demo vehicle sold as new. Engine stalls, battery replaced twice.
Demand: replace with new vehicle or refund + Rs 50,000 compensation, in 15 days, else complaint before District
Commission.
""")

# ---------------- September 2026
u("backlog/2026-09/IMG20260910_133510.jpg", HW, L, "2026-09-10", ["C06"], ["C06-H01"], """
10/9 Thu  PDJ court - Amit Singh BP 1127/26 (Parsudih 211/26, s.80 BNS)
Heard briefly. PDJ Pandey sir: "case diary aane dijiye". CD called for. APP Manoj Sharma opposed - PM report says
hanging, ligature mark; no ante-mortem injury.
Agli tithi 24.9.26.   Ramjee babu ko bolo marriage photo + UPI of Rs 50,000 gift jo ladki ke papa ne diya - nahi,
sirf shaadi ka photo.
""")
u("backlog/2026-09/munshi register 14-18 Sep.jpg", HW, M, "2026-09-18", ["C01", "C03", "C04"], ["C01-H01", "C03-H01", "C04-H01"], """
दैनिकी - सितम्बर २०२६
१४.०९ सोम - लेबर कोर्ट - बुधन सरदार बनाम कलिंगा फैब्रिकेटर्स - नोटिस OP1, OP2 को - अगली तिथि १२.१०.२०२६
१६.०९ बुध - CJM कोर्ट - कोल्हान रोडलाइन्स बनाम मनोज दुबे - अभियुक्त अनुपस्थित - जमानतीय वारंट - अगली तिथि २८.१०.२०२६
१८.०९ शुक्र - मुंसिफ II - तपन घोष बनाम स्वपन घोष - D1 का लिखित बयान दाखिल - अगली तिथि ३०.१०.२०२६
""")
u("backlog/2026-09/TS 88-2025 order 22.09.2026.pdf", OS, "Civil Court, Jamshedpur", "2026-09-23", ["C02"], ["C02-H01"], """
IN THE COURT OF CIVIL JUDGE (SR. DIVISION)-I, JAMSHEDPUR    Title Suit No. 88 of 2025
Salkhan Hembrom ... Plaintiff  vs  Ramesh Agarwal & Ors. ... Defendants
ORDER SHEET
22.09.2026   Case record taken up. Adhivakta upasthit for both sides. Written statement on behalf of D1 filed,
claiming purchase of Plot 634 under a sale deed of 1969 with the permission of the Deputy Commissioner. Copy served.
Put up on 03.11.2026 for replication.      Sd/- R.K. Sinha, CJ (SD)-I
""")
u("backlog/2026-09/WhatsApp Chat with Sourav Jr.txt", WA, J, "2026-09-25", ["C06", "C08"], ["C06-H02", "C08-H01"], """
24/09/26, 12:41 - Sourav Jr: Sir Amit Singh bail - CD ashe ni aaj. PDJ sir reminder pathalen to Parsudih OC. porer tarikh 8 Oct
24/09/26, 12:43 - Anirban Mahato Adv: Thik ache. Ramjee babu ko bol dena.
25/09/26, 11:58 - Sourav Jr: Sir Family court Mousumi - husband Prasenjit hazir hoyeche, Pradip Mukherjee vakil. ND 6/11/26
25/09/26, 11:59 - Sourav Jr: Mukherjee babu bole Prasenjit contract e kaaj kore, 12 hazar matro income
25/09/26, 12:05 - Anirban Mahato Adv: Jhooth. Salary slip mangwayenge. 
""")
# ---------------- October 2026
u("backlog/2026-10/Amit Singh bail rejection 08.10.2026.pdf", OS, "Court of Principal District & Sessions Judge, Jamshedpur", "2026-10-09", ["C06"], ["C06-H03"], """
IN THE COURT OF PRINCIPAL DISTRICT & SESSIONS JUDGE, EAST SINGHBHUM AT JAMSHEDPUR    B.P. No. 1127 of 2026
Amit Kumar Singh ... Petitioner vs State of Jharkhand
08.10.2026   Case diary received. Heard Sri A.K. Mahato for the petitioner and Sri Manoj Sharma, learned APP.
The deceased died within two years of marriage in her matrimonial home; there are specific allegations of demand of
Rs. 5 lakh and a car soon before death. Investigation is in progress. No ground for bail. The prayer for bail of the
petitioner is rejected.        Sd/- PDJ
""")
u("backlog/2026-10/amit bail rejected - call ramjee.txt", TX, L, "2026-10-08", ["C06"], ["C06-H03"], """
8 Oct 2026 - Amit Singh bail REJECTED by PDJ today. Case diary came; APP read the father's statement - 5 lakh + car.
Called Ramjee babu at 4 pm - he wants to go to Ranchi HC. Told him: after chargesheet better. Fees for HC separate.
""")
u("backlog/2026-10/Labour Court order 12.10.2026 Misc 22-26.pdf", OS, "Labour Court, Jamshedpur", "2026-10-13", ["C01"], ["C01-H02"], """
IN THE LABOUR COURT, JAMSHEDPUR       Misc. Case No. 22 of 2026
Budhan Sardar ... Applicant  vs  M/s Kalinga Fabricators (OP1), Singhbhum Ispat Ltd (OP2)
12.10.2026  Applicant present with Sri A.K. Mahato. OP2 appears through Sri Debashis Sen, Advocate and prays time to
file written statement. Allowed. OP1 not present despite service. Put up on 23.11.2026 for WS.   Sd/- B.K. Toppo, P.O.
""")
u("backlog/2026-10/20261027_144802.jpg", HW, L, "2026-10-27", ["C07"], ["C07-H01"], """
27/10  District Commission - Rakhi Mondal v Subarnarekha Motors   CC 56/2026
Admitted. Notice to OP1 dealer + OP2 manufacturer. Hansda madam asked for the odometer photo - dilam.
ND 16.12.26 for W.V.
Rakhi - "didi" - phone korbe in the evening; she wants scooty back in the showroom.
""")
u("backlog/2026-10/munshi register 28-30 Oct.jpg", HW, M, "2026-10-30", ["C03", "C04"], ["C03-H02", "C04-H02"], """
दैनिकी - अक्टूबर २०२६
२८.१० बुध - CJM - कोल्हान बनाम दुबे - अभियुक्त हाजिर, जमानत, बेलर २ - अगली तिथि ०२.१२.२०२६
३०.१० शुक्र - मुंसिफ II - घोष बंटवारा - मध्यस्थता (mediation) में भेजा - अगली तिथि ११.१२.२०२६
""")
u("backlog/2026-10/MACT notice 06.10 Gopal.docx", DX, L, "2026-10-06", ["C05"], ["C05-H01"], """
MACT 112/2026 Gopal Mahato v Jagdish Prasad & Ors - 6 Oct 2026
DJ-I cum MACT Srivastava sir. Notice to O.P. 1 (owner Jagdish Prasad, Mango), O.P. 2 (driver Sanjay Gorai),
O.P. 3 Bharat Suraksha General Insurance. Requisites filed. Agli tithi 17.11.2026.
Claim: Rs. 9,60,000 (loss of income as mason + treatment Rs. 1,82,000 + pain). Check bills total again.
""")
# ---------------- Nov-Dec 2026
u("backlog/2026-11/week 2-6 Nov.docx", DX, L, "2026-10-31", ["C02", "C08", "C01"], [], """
WEEK PLAN 2-6 Nov 2026
Tue 3/11  CJ SD-I - Salkhan CNT - replication ready? Salkhan to sign. Bring khatiyan certified copy.
Fri 6/11  Family Court - Mousumi - counselling likely. Sourav attends.
Pending - Budhan: get co-worker Lakhan Gope's gate pass copy before 23/11.
""")
u("backlog/2026-11/IMG-20261103-WA0007.jpg", HW, M, "2026-11-03", ["C02"], ["C02-H02"], """
टाइटल सूट ८८/२०२५ सलखन हेम्ब्रम - ०३.११.२०२६ - प्रतिउत्तर (replication) दाखिल - अगली तिथि ०८.१२.२०२६ - मुद्दे तय होंगे
""")
u("backlog/2026-11/mousumi 6 nov.txt", TX, J, "2026-11-06", ["C08"], ["C08-H02"], """
Mousumi Das v Prasenjit - Family Court 6.11.26
Kujur madam sent both to counsellor (Smt. Bela Sinha), counselling room 2. Prasenjit kichu bolchilo na.
Agli tithi 18.12.2026 - counsellor's report. Mousumi's brother came with the boy (Rik, 6 yrs).
""")
u("backlog/2026-11/MACT 17 nov + labour 23 nov.docx", DX, L, "2026-11-23", ["C05", "C01"], ["C05-H02", "C01-H03"], """
17.11.26 MACT Gopal - Insurer (Tiwary) filed WS: driver Sanjay Gorai had only LMV licence, no HMV/transport
endorsement on date of accident. Owner Jagdish Prasad's WS: truck insured, driver had valid licence.
ND 5.1.27 for issues.
23.11.26 Labour Court Budhan - OP2 Singhbhum Ispat WS filed: "applicant was never our employee; OP1 is an
independent contractor". OP1 Kalinga absent again - ex parte against OP1. ND 11.1.27 - applicant's evidence (WW1).
""")
u("backlog/2026-12/PXL_20261202_083015.jpg", HW, L, "2026-12-02", ["C03"], ["C03-H03"], """
2/12 CJM - Kolhan v Dubey. Substance of accusation explained. Dubey: "not guilty"; defence: cheque was given as
security for the trips, not for dues. Vikram Jha for accused. ND 13.1.27 CE - Bhatia ji affidavit ready rakhna.
""")
u("backlog/2026-12/WhatsApp Chat with Sourav Jr (2).txt", WA, J, "2026-12-18", ["C02", "C04", "C07", "C08"], ["C02-H03", "C04-H03", "C07-H02", "C08-H03"], """
08/12/26, 13:10 - Sourav Jr: Sir Salkhan TS - issues framed, 5 ta issue. Bar of s.46 CNT o ache (issue 3). ND 19/1/27 PE
08/12/26, 13:12 - Anirban Mahato Adv: Salkhan ke bolo Santhali interpreter lagbe, Sido Murmu ko bolo
11/12/26, 12:20 - Sourav Jr: Sir Ghosh partition - mediation failed. Swapan da rajji noy. ND 5.2.27
11/12/26, 12:21 - Sourav Jr: Tapan da bollen tenant er bhara (7,500) Swapan nijei nichhe
16/12/26, 14:02 - Sourav Jr: Sir consumer - Subarnarekha Motors theke keu ashe ni. Hansda madam last chance dilen W.V. er jonno. ND 10 Feb
18/12/26, 12:45 - Sourav Jr: Sir Mousumi - counselling failed report elo. Interim maintenance er petition file korlam. ND 12.2.27
18/12/26, 12:47 - Anirban Mahato Adv: Good. Ask 12,000 pm interim.
""")
u("backlog/2026-12/Family court order 18.12.2026.pdf", OS, "Family Court, Jamshedpur", "2026-12-19", ["C08"], ["C08-H03"], """
IN THE COURT OF PRINCIPAL JUDGE, FAMILY COURT, JAMSHEDPUR   Original Maintenance Case No. 203 of 2026
18.12.2026  Counsellor's report received: reconciliation failed. Petition for interim maintenance filed by the
petitioner; copy served. Put up on 12.02.2027 for hearing on interim maintenance.   Sd/- Principal Judge
""")
# ---------------- Jan-Feb 2027
u("backlog/2027-01/diary 5 jan.jpg", HW, L, "2027-01-05", ["C05"], ["C05-H03"], """
5/1/27 MACT Gopal - issues framed (4): negligence of truck driver; quantum; licence (onus on insurer); relief.
ND 16.2.27 - AW1 Gopal chief by affidavit, bring disability certificate (35% - Medical Board).
""")
u("backlog/2027-01/Document_2027-01-11.docx", DX, L, "2027-01-11", ["C01"], ["C01-H04"], """
Labour Court - Budhan Sardar - 11.01.2027
WW1 Budhan examined in chief: worked as fitter under Kalinga at the Ispat's Sinter Plant from Jan 2022 to Feb 2026,
12 hrs shifts, paid Rs. 11,200 pm instead of minimum wage; overtime not paid; claim Rs. 1,84,600. Gate pass No.
KF/SP/0419 exhibited (Ext. W-1). Debashis Sen reserved cross.  ND 15.2.27 for cross of WW1.
""")
u("backlog/2027-01/munshi register Jan 2027.jpg", HW, M, "2027-01-19", ["C03", "C02"], ["C03-H04", "C02-H04"], """
दैनिकी - जनवरी २०२७
१३.०१ बुध - CJM - कोल्हान बनाम दुबे - CW1 हरप्रीत सिंह भाटिया का मुख्य परीक्षण - अभियुक्त पक्ष ने जिरह हेतु समय लिया - अगली तिथि २४.०२.२०२७
१९.०१ मंगल - CJ SD-I - सलखन - PW1 सलखन गवाही (संथाली दुभाषिया सिदो मुर्मू) - जिरह स्थगित, अग्रवाल वकील व्यस्त - अगली तिथि ०२.०३.२०२७
""")
u("backlog/2027-01/salkhan ke sath baat.txt", TX, L, "2027-01-20", ["C02"], [], """
20.01.2027 - Salkhan came to chamber with manjhi baba Durga Soren. Said "Johar". Land was taken by Agarwal's
munshi in 1969 from his grandfather Maina for Rs 800 - no DC permission ever (he says the paper is 'jal'). 
Durga Soren will depose as PW2 - he is manjhi of Karandih. Ask CO Jamshedpur for the mutation register copy.
""")
u("backlog/2027-02/C1 1412 order 24.02.2027.pdf", OS, "Court of CJM, Jamshedpur", "2027-02-25", ["C03"], ["C03-H05"], """
IN THE COURT OF THE CHIEF JUDICIAL MAGISTRATE, JAMSHEDPUR     C/1 Case No. 1412 of 2025
M/s Kolhan Roadlines vs Manoj Kumar Dubey
24.02.2027  Complainant present. Accused present. Petition u/s 143A N.I. Act heard. The accused is directed to pay
interim compensation of 20% of the cheque amount, i.e. Rs. 87,000/-, to the complainant within 60 days.
Put up on 07.04.2027 for cross-examination of CW1.       Sd/- P.R. Lal, CJM
""")
u("backlog/2027-02/IMG_20270205_121530.jpg", HW, L, "2027-02-05", ["C04"], ["C04-H04"], """
5/2/27 Munsif II - Tapan da v Swapan. Issues framed (3). Petn for pleader commissioner to measure house and
shop room - Anwar sahab: "reply by D1 next date". Papiya Bhattacharya objected. ND 19.3.27
""")
u("backlog/2027-02/WhatsApp Chat with Tapan da.txt", WA, "Tapan Kumar Ghosh (client)", "2027-02-06", ["C04"], [], """
05/02/27, 19:02 - Tapan da: Anirban babu, aaj ki holo? Swapan bolche ami barir bhag debo na
05/02/27, 19:10 - Anirban Mahato Adv: Dada, issue hoye geche. Commissioner ashbe measurement e. 19 March porer tarikh.
05/02/27, 19:11 - Tapan da: Commissioner er fees koto?
05/02/27, 19:15 - Anirban Mahato Adv: Court thik korbe. Approx 5-6 hazar.
""")
u("backlog/2027-02/WhatsApp Chat with Sourav Jr (3).txt", WA, J, "2027-02-16", ["C07", "C08", "C05", "C01"], ["C07-H03", "C08-H04", "C05-H04", "C01-H05"], """
10/02/27, 12:30 - Sourav Jr: Sir Rakhi complaint - Subarnarekha Motors er W.V. file hoyeche aaj. Bolche vehicle new chhilo, odometer 'transport km'. ND 14/4/27
12/02/27, 13:15 - Sourav Jr: Sir Mousumi - interim maintenance allowed 8,000 per month from date of petition! ND 16.4.27
12/02/27, 13:16 - Anirban Mahato Adv: 👍 arrears er calculation kore rakho
15/02/27, 16:40 - Anirban Mahato Adv: Budhan er cross holo aaj Labour court e. Sen ne 40 min jirah korlo - gate pass pe. Budhan thik bola. ND 5.4.27 WW2
16/02/27, 13:05 - Sourav Jr: Sir MACT Gopal - AW1 Gopal er chief + cross hoyeche. Disability certificate 35% exhibit hoyeche (Ext 4). ND 20/4/27 - doctor
""")
# ---------------- Mar-Apr 2027
u("backlog/2027-03/salkhan 2 march.txt", TX, J, "2027-03-02", ["C02"], ["C02-H05"], """
2.3.27 Salkhan TS 88/25 - Kailash Agarwal babu absent (Ranchi HC e busy). Sinha madam adjourned on cost Rs 500
payable to plaintiff. PW1 cross hoyni. Agli tithi 13.4.27.
""")
u("backlog/2027-03/TS 88-2025 order 02.03.2027.pdf", OS, "Civil Court, Jamshedpur", "2027-03-03", ["C02"], ["C02-H05"], """
IN THE COURT OF CIVIL JUDGE (SR. DIVISION)-I, JAMSHEDPUR    Title Suit No. 88 of 2025
02.03.2027  Case record taken up. PW1 present for cross-examination. Learned counsel for the defendants absent;
petition for time on his behalf. Allowed as a last chance on cost of Rs. 500/- payable to the plaintiff.
Put up on 13.04.2027 for cross-examination of PW1.
""")
u("backlog/2027-03/20270319_commission Ghosh.jpg", HW, M, "2027-03-19", ["C04"], ["C04-H05"], """
बंटवारा वाद ४१/२०२५ घोष - १९.०३.२०२७ - पैरवीकार आयुक्त (pleader commissioner) श्री अमिताभ दत्ता अधिवक्ता नियुक्त - फीस ६,००० रु. वादी देगा - अगली तिथि १४.०५.२०२७
""")
u("backlog/2027-03/fees receipt commissioner.jpg", DP, "Amitava Dutta, Advocate", "2027-03-24", ["C04"], [], """
RECEIPT - Received from Sri Tapan Kumar Ghosh Rs. 6,000/- (Rupees six thousand only) as commissioner's fee in
Partition Suit No. 41/2025. Local inspection fixed 10.04.2027 at 10 am, Road No. 5, Telco.   Sd/- Amitava Dutta, Adv.
""")
u("backlog/2027-04/labour 5 april.docx", DX, L, "2027-04-05", ["C01"], ["C01-H06"], """
5 April 2027 Labour Court - Budhan
WW2 Lakhan Gope (co-worker, same gang) examined - confirmed 12 hr shifts and that supervisor of Ispat (Mr. Ghatak)
gave daily work. Cross by Sen. Toppo sir directed OP2 to produce the gate pass register of contract labour of Sinter
Plant for 2022-2026 on next date. Also asked "settlement ka koi scope?" - Sen: no instructions.
ND 12.7.27.
""")
u("backlog/2027-04/diary 7 apr.jpg", HW, L, "2027-04-07", ["C03"], ["C03-H06"], """
7/4 CJM - Kolhan v Dubey - CW1 Bhatia ji cross by Vikram Jha - suggested cheque was blank security; denied.
143A - 87,000 abhi tak nahi diya. ND 14.7.27.
""")
u("backlog/2027-04/munshi register April 2027.jpg", HW, M, "2027-04-20", ["C02", "C07", "C08", "C05"], ["C02-H06", "C07-H04", "C08-H05", "C05-H05"], """
दैनिकी - अप्रैल २०२७
१३.०४ मंगल - CJ SD-I - सलखन - PW1 जिरह पूर्ण - PW2 दुर्गा सोरेन (मांझी) हाजिर - अगली तिथि २०.०७.२०२७
१४.०४ बुध - उपभोक्ता आयोग - राखी मंडल - परिवादी का साक्ष्य शपथपत्र दाखिल - अगली तिथि २१.०७.२०२७
१६.०४ शुक्र - परिवार न्यायालय - मौसुमी - PW1 मौसुमी का मुख्य परीक्षण - अंतरिम भरण-पोषण बकाया नहीं दिया - अगली तिथि १६.०७.२०२७
२०.०४ मंगल - MACT - गोपाल - डॉक्टर (AW2) अनुपस्थित - समन - अगली तिथि ०६.०७.२०२७
""")
u("backlog/2027-04/mousumi arrears calc.txt", TX, L, "2027-04-17", ["C08"], [], """
Mousumi - arrears of interim maintenance @ 8,000 pm from 18.12.2026 to 16.04.2027 = 4 months = Rs 32,000.
Not one rupee paid by Prasenjit. File petition for recovery (distress warrant) next date.
""")
# ---------------- May-July 2027
u("backlog/2027-05/IMG-20270514-WA0021.jpg", HW, M, "2027-05-14", ["C04"], ["C04-H06"], """
बंटवारा वाद ४१/२०२५ - १४.०५.२०२७ - आयुक्त की रिपोर्ट दाखिल नहीं - समय दिया - अगली तिथि १७.०९.२०२७ (जून में अवकाश)
""")
u("backlog/2027-07/MACT 6 july.docx", DX, L, "2027-07-06", ["C05"], ["C05-H06"], """
MACT 112/26 Gopal - 06.07.2027
AW2 Dr. Saurav Banerjee (MGM, Ortho) came on summons. Proved discharge summary and 35% permanent disability of
right lower limb. Tiwary's cross: 'disability of limb, not whole body' - doctor: functional disability more for a
mason. Claimant's evidence closed. ND 14.9.27 - O.P. evidence (insurer). Srivastava sir asked Tiwary whether they
will examine RTO for licence - "haan sir".
""")
u("backlog/2027-07/labour 12 july.txt", TX, L, "2027-07-12", ["C01"], ["C01-H07"], """
12.07.2027 Labour Court - Budhan Sardar
OP2 produced the gate pass register - Budhan's name in it from 2022 (pass KF/SP/0419). MW1 Sri Arup Ghatak, HR
officer of Ispat, affidavit filed, but he did not come - Sen sought time. Toppo sir: "next date MW1 must be present".
Agli tithi 20.09.2027 for cross of MW1.
""")
u("backlog/2027-07/PXL_20270714_wrong date.jpg", HW, L, "2027-07-14", ["C03"], ["C03-H07"], """
14/7 CJM - Kolhan v Dubey - Dubey absent, Vikram Jha filed exemption - allowed. 87,000 still not paid - our petition
for recovery u/s 143A(5) filed. ND 14.9.27.
""")
u("backlog/2027-07/correction kolhan date.txt", TX, J, "2027-07-15", ["C03"], ["C03-H07"], """
Sir correction - Kolhan v Dubey er date 14.9 noy, 13.09.2027 (Monday). Ami peshkar er kache order sheet dekhe
elam. Diary te 14 likha ache - bhul. 14.9 holo Gopal MACT er date.
""")
u("backlog/2027-07/WhatsApp Chat with Sourav Jr (4).txt", WA, J, "2027-07-21", ["C08", "C02", "C07"], ["C08-H06", "C02-H07", "C07-H05"], """
16/07/27, 13:00 - Sourav Jr: Sir Mousumi - PW1 er cross korlen Mukherjee babu. Kujur madam husband ke salary slip file korte bollen. ND 13/9/27
16/07/27, 13:02 - Sourav Jr: Arrears 8,000 x 7 = 56,000 hoye geche, ekta paisa o dey ni
20/07/27, 12:50 - Sourav Jr: Sir Salkhan - PW2 Durga Soren gawahi holo. Sinha madam CO Jamshedpur theke report + khatiyan chailen. ND 28.9.27
21/07/27, 14:10 - Sourav Jr: Sir Rakhi - Subarnarekha Motors evidence affidavit dey ni, cost 2,000 lagalo Hansda madam. ND 22.9.27
21/07/27, 14:11 - Anirban Mahato Adv: Dealer doosri baar time nilo. Note rakho.
""")
u("backlog/2027-07/Family court order 16.07.2027.pdf", OS, "Family Court, Jamshedpur", "2027-07-17", ["C08"], ["C08-H06"], """
IN THE COURT OF PRINCIPAL JUDGE, FAMILY COURT, JAMSHEDPUR   Original Maintenance Case No. 203 of 2026
16.07.2027  Both parties present. PW1 cross-examined by the respondent. The respondent is directed to file his
salary slips for the last 12 months. Put up on 13.09.2027 for further evidence.
""")
u("backlog/2027-07/CC 56-2026 order 21.07.2027.pdf", OS, "District Consumer Disputes Redressal Commission, East Singhbhum", "2027-07-22", ["C07"], ["C07-H05"], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, EAST SINGHBHUM, JAMSHEDPUR    C.C. No. 56 of 2026
21.07.2027  Complainant present through Advocate. OP1 seeks time to file evidence on affidavit. Allowed on cost of
Rs. 2,000/- payable to the complainant. Put up on 22.09.2027.    Sd/- President   Sd/- Member
""")
# ---------------- September 2027: plan and cause list
u("backlog/2027-09/plan 13-22 Sep.docx", DX, L, "2027-09-10", ["C03", "C08", "C05", "C04", "C01", "C07", "C02"], [], """
PLAN 13 - 22 Sep 2027
Mon 13/9  CJM - Kolhan v Dubey (143A recovery petition). Family Court - Mousumi (salary slip; arrears 56,000+).
Tue 14/9  MACT - Gopal - insurer's evidence (RTO?).
Fri 17/9  Munsif II - Ghosh partition - commissioner report.
Mon 20/9  Labour - Budhan - MW1 Ghatak cross. Prepare on gate pass register.
Wed 22/9  Consumer - Rakhi - OP evidence.
Pending: Salkhan - CO report; Amit Singh - HC bail after chargesheet, Ramjee babu to pay fees.
""")
u("backlog/2027-09/CJM cause list 13.09.2027.pdf", CL, "Civil Court, Jamshedpur", "2027-09-10", ["C03"], [], """
CIVIL COURT, JAMSHEDPUR - CAUSE LIST FOR 13.09.2027 (MONDAY)   COURT OF CHIEF JUDICIAL MAGISTRATE
Sl  Case No.              Parties                                         Stage
1   C/1 988/2024          Tata Motors Finance vs Suresh Hansda            Evidence
2   C/1 1412/2025         Kolhan Roadlines vs Manoj Kumar Dubey           Evidence / 143A
3   G.R. 2231/2025        State vs Babloo Khan                            Charge
4   C/1 1519/2025         Jharkhand Tubes vs Alok Gupta                   Appearance
""")

# ---------------- more papers
u("backlog/2026-09/WS D1 Agarwal TS 88.pdf", DS, "Kailash Nath Agarwal, Advocate for D1", "2026-09-22", ["C02"], [], """
IN THE COURT OF CIVIL JUDGE (SR. DIV.)-I, JAMSHEDPUR  T.S. 88/2025  WRITTEN STATEMENT ON BEHALF OF DEFENDANT NO. 1
1. The suit is barred by limitation; the defendant's father Mohanlal Agarwal purchased Plot 634 in 1969 from Maina
Hembrom by registered sale deed No. 4417 after permission of the Deputy Commissioner, Singhbhum.
2. The defendant has been in open possession for over 50 years and has built a godown.
""")
u("backlog/2026-09/Disability certificate Gopal.jpg", DP, "Medical Board, District Hospital (Sadar), Jamshedpur", "2026-07-28", ["C05"], [], """
CERTIFICATE OF DISABILITY  Medical Board, Sadar Hospital, Khasmahal, Jamshedpur   No. MB/2026/311  Dt 28.07.2026
Sri Gopal Mahato, 44 yrs, Sonari - post-traumatic stiffness right knee and ankle after fracture tibia-fibula.
Permanent physical impairment: 35% (thirty five percent) of right lower limb.
""")
u("backlog/2026-08/claim petition Budhan 33C2.docx", DX, L, "2026-07-30", ["C01"], [], """
BEFORE THE PRESIDING OFFICER, LABOUR COURT, JAMSHEDPUR   Application u/s 33C(2) of the Industrial Disputes Act
Budhan Sardar s/o Late Sombari Sardar, village Gamharia - Applicant
vs 1. M/s Kalinga Fabricators (contractor)  2. Singhbhum Ispat Ltd (principal employer)
Applicant, a Ho adivasi fitter, worked at Sinter Plant from 01.01.2022 to 28.02.2026. Computation: difference of
minimum wage Rs. 1,21,400 + overtime Rs. 63,200 = Rs. 1,84,600. Prayer: compute and direct payment.
""")
u("backlog/2026-10/WhatsApp Chat with Rakhi didi.txt", WA, "Rakhi Mondal (client)", "2026-10-28", ["C07"], [], """
27/10/26, 20:14 - Rakhi didi: Dada complaint ta admit hoyeche? Scooty ta abar bondho hoye geche aaj
27/10/26, 20:20 - Anirban Mahato Adv: Haan didi, admit hoyeche. 16 December porer tarikh. Scooty ta use korben na, photo tule rakhun.
28/10/26, 09:02 - Rakhi didi: Thik ache. Showroom er Bablu bolchilo 10,000 diye mitmat kore nite
28/10/26, 09:05 - Anirban Mahato Adv: Na. Kichu sign korben na.
""")
u("backlog/2027-01/IMG_20270113_112044.jpg", HW, L, "2027-01-13", ["C03", "C05"], ["C03-H04"], """
13/1 CJM - Kolhan - Bhatia ji chief done (affidavit), Ext 1-5 (cheque, memo, notice, AD, ledger). Jha ne cross ke
liye time liya. ND 24.2.27. Move 143A petition next date - 20%.
Gopal MACT - (not today) - bills of MGM + Tata Main Hospital physiotherapy Rs. 38,500 collect from Gopal's wife.
""")
u("backlog/2026-11/MACT 112-2026 order 17.11.2026.pdf", OS, "District Judge-I cum MACT, Jamshedpur", "2026-11-18", ["C05"], ["C05-H02"], """
IN THE COURT OF DISTRICT JUDGE-I CUM MOTOR ACCIDENT CLAIMS TRIBUNAL, JAMSHEDPUR    MACT Case No. 112 of 2026
17.11.2026  Adhivakta upasthit. Written statement filed on behalf of O.P. No. 3 insurer and O.P. No. 1 owner.
O.P. No. 2 driver not appeared. Put up on 05.01.2027 for framing of issues.
""")
