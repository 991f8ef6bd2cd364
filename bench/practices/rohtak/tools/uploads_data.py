"""The uploads of the Rohtak practice: what the lawyer, the junior Ankit and the munshi Ramesh actually kept."""

L, J, K = "Kuldeep Singh Nandal", "Ankit Sheoran", "Ramesh Jangra (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents (before and around the cases)
u("backlog/2025-08/DDPO order Kheri Sadh s7.pdf", "document_scan", "DDPO-cum-Collector, Rohtak", "2025-08-11", ["C01"], [], """
OFFICE OF THE DISTRICT DEVELOPMENT & PANCHAYAT OFFICER-CUM-COLLECTOR, ROHTAK
Case No. 17/DDPO/2024   Gram Panchayat Kheri Sadh vs Hawa Singh Dahiya & 4 others
Petition u/s 7 of the Punjab Village Common Lands (Regulation) Act, 1961
ORDER
The Gram Panchayat seeks ejectment of the respondents from shamlat deh land comprised in khasra nos. 44//12 (8-0)
and 44//13 (7-4), village Kheri Sadh. The respondents plead possession since before 26.01.1950 and payment of
chakota to the proprietors. The revenue record (jamabandi 2019-20) shows the land as 'shamlat deh hasab rasad
khewat' in the cultivation of the respondents 'bila lagan'. In view of the possession prior to 26.01.1950, the land
does not vest in the panchayat. Petition dismissed.
Announced 11.08.2025.          sd/- DDPO-cum-Collector, Rohtak
""")
u("backlog/2025-10/WhatsApp Image 2025-10-02 at 11.40.17.jpeg", "document_photo", "Halqa Patwari, Kheri Sadh", "2025-10-02", ["C01"], [], """
JAMABANDI 2019-20  (Nakal)   Mauza Kheri Sadh  Tehsil & Distt Rohtak   H.B. No. 71
Khewat 212  Khatoni 318   Malik: Shamlat Deh hasab rasad khewat
Kasht: Hawa Singh s/o Chandgi Ram, Dharampal s/o Chandgi Ram (bila lagan)
Khasra 44//12  8-0  Chahi    44//13  7-4  Barani        Total 15 kanal 4 marla
Nakal jari 02.10.2025     sd/- Patwari Halqa Kheri Sadh
""")
u("backlog/2024-06/RSA judgment ADJ Rohtak Madina preemption.pdf", "document_scan", "Additional District Judge, Rohtak", "2024-06-29", ["C03"], [], """
IN THE COURT OF SH. R.K. MEHTA, ADDITIONAL DISTRICT JUDGE, ROHTAK
Civil Appeal No. 88 of 2023    Ramphal s/o Sheo Chand vs Jagbir Malik s/o Hoshiar Singh
JUDGMENT
The appeal of the vendee against the decree of the Civil Judge (Sr. Division), Rohtak dated 14.03.2023 decreeing
the suit for possession by pre-emption of 16 kanal 4 marla in village Madina, purchased by sale deed dated
05.05.2019 for Rs. 18,40,000, is dismissed. The plaintiff-pre-emptor, a co-sharer in the khewat, has a superior
right. The pre-emption money was deposited within time. Decree of the trial court upheld. Costs easy.
Pronounced 29.06.2024.     sd/- ADJ, Rohtak
""")
u("backlog/2025-11/FIR 112 PS Sampla.pdf", "document_scan", "Police Station Sampla", "2025-11-19", ["C02"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)
District: Rohtak   P.S.: Sampla   FIR No. 0112   Date: 19.11.2025
Acts & Sections: Arms Act, 1959 - 25(1-B)(a)
Information: On naka near Ismaila bus stand, at about 8.40 PM, a person coming on motorcycle HR-12-AK-xxxx turned back
on seeing the police; on being stopped he disclosed his name as Sombir @ Sombu s/o Raj Singh r/o Ismaila. On search,
one country-made pistol (desi katta) .315 bore with one live cartridge recovered from the dub of his pant. No licence.
Recovery memo prepared. Accused arrested.      ASI Satish Kumar, PS Sampla
""")
u("backlog/2025-07/cheque return memo Sunil Kumar.pdf", "document_scan", "Punjab National Bank, Beri", "2025-07-04", ["C05"], [], """
PUNJAB NATIONAL BANK   Branch: Beri, Distt. Jhajjar
CHEQUE RETURN MEMO                       Date: 04.07.2025
Cheque No. 448213 dated 01.07.2025 for Rs. 3,75,000/- drawn by Sunil Kumar, prop. Jai Bajrang Tent House,
on A/c No. 0519xxxxxx, presented by Dhankhar Agro Traders - RETURNED UNPAID.
Reason: FUNDS INSUFFICIENT (Code 01)
                                   Authorised Signatory
""")
u("backlog/2025-07/legal notice Sunil Kumar tent house.docx", "typed_note_docx", L, "2025-07-18", ["C05"], [], """
KULDEEP SINGH NANDAL, Advocate
Chamber 212, District Courts, Rohtak
Regd. AD / Speed Post                                   Dated: 18.07.2025
To: Sh. Sunil Kumar, prop. Jai Bajrang Tent House, Main Bazar, Beri, Distt. Jhajjar
Sub: Legal notice u/s 138 of the Negotiable Instruments Act, 1881
Under instructions from my client Dhankhar Agro Traders through its proprietor Sh. Pradeep Dhankhar, Jhajjar Road,
Beri: you purchased diesel engines, pipes and sprayers on credit and towards the balance issued cheque no. 448213
dated 01.07.2025 for Rs. 3,75,000 on PNB Beri, which was returned 'funds insufficient' on 04.07.2025. You are called
upon to pay Rs. 3,75,000 within 15 days of receipt of this notice, failing which my client shall file a complaint.
                                                       Advocate
""")
u("backlog/2025-10/postmortem Naresh Dighal.pdf", "document_scan", "PGIMS Rohtak, Dept. of Forensic Medicine", "2025-10-15", ["C07"], [], """
PT. B.D. SHARMA PGIMS, ROHTAK - DEPARTMENT OF FORENSIC MEDICINE
POST MORTEM REPORT No. 1894/2025       Date: 15.10.2025
Name: Naresh s/o Balbir, age 38 yrs, r/o Dighal, Distt. Jhajjar. Brought by HC Mahender, PS Dulhera (Beri)
History: hit by a tractor-trolley (HR-14-U-xxxx) on Dighal-Beri road on 14.10.2025 at about 6.15 PM while on motorcycle.
Cause of death: shock and haemorrhage as a result of head injury, ante-mortem, sufficient to cause death in the
ordinary course of nature.
""")
u("backlog/2026-01/IMG_20260122_104455.jpg", "document_photo", "Licensing Authority, Jhajjar", "2026-01-22", ["C07"], [], """
DRIVING LICENCE - UNION OF INDIA - HARYANA
DL No. HR-14 2019 00xxxxx   Name: JAIBIR   S/D/W of: Ram Kishan
Valid (NT) : 11.02.2019 to 10.02.2039   Class of vehicle: MCWG, LMV
Issued by: Licensing Authority, Jhajjar
(no endorsement for TRANS / tractor with trolley)
""")

# ---------------- C01 Kheri Sadh shamlat writ
u("backlog/2025-12/20251209_171244.jpg", "handwritten_note_photo", L, "2025-12-09", ["C01"], ["C01-H01"], """
9.12.25  HC Ct 14 - Sethi J
CWP 18422/25 Kheri Sadh panchayat (shamlat)
Notice of motion for 20.1.26. Status quo regarding possession & construction on kh. 44//12, 13.
Judge ne pehle jamabandi poochhi - nakal laga rakhi thi, thik raha.
Balwan sarpanch ko bata diya, wo khush. Hawa Singh wale koni aaye.
""")
u("backlog/2026-01/CWP 18422 notes 20 jan.docx", "typed_note_docx", L, "2026-01-20", ["C01"], ["C01-H02"], """
20.01.2026 - CWP 18422 of 2025 (GP Kheri Sadh v. State) - Sethi J, Ct. 14
Sandeep Kadian DAG: "instructions awaited from DDPO", sought 4 weeks for reply. Granted.
Judge asked again for jamabandi 2019-20 - pointed to Annexure P-3.
Virender Hooda for pvt. respondents (Hawa Singh & ors): says possession since before 1950, chakota paid.
Status quo continues. NDOH 03.03.2026.
""")
u("backlog/2026-03/IMG-20260303-WA0012.jpg", "handwritten_note_photo", K, "2026-03-03", ["C01"], ["C01-H03"], """
दिनांक 03.03.2026 (मंगलवार)
हाईकोर्ट - CWP 18422/2025 ग्राम पंचायत खेड़ी साध बनाम हरियाणा सरकार
सरकार का जवाब नहीं आया, सरकारी वकील ने फिर समय मांगा।
जज साहब ने 10,000 रुपये हर्जाना लगाया, आखिरी मौका।
अगली तारीख 21.04.2026
- रमेश
""")
u("backlog/2026-03/CWP 18422-2025 order 03.03.2026.pdf", "certified_order_sheet_scan", "Punjab and Haryana High Court", "2026-03-04", ["C01"], ["C01-H03"], """
IN THE HIGH COURT OF PUNJAB AND HARYANA AT CHANDIGARH
CWP-18422-2025
Gram Panchayat Kheri Sadh                                  ...Petitioner
Versus
State of Haryana and others                                ...Respondents
CORAM: HON'BLE MR. JUSTICE RAJNISH SETHI
Present: Mr. Kuldeep Singh Nandal, Advocate for the petitioner.
         Mr. Sandeep Kadian, DAG, Haryana.
         Mr. Virender Hooda, Advocate for respondents No. 4 to 8.
03.03.2026
Learned State counsel again seeks time to file reply on the ground that instructions are awaited. This is the
second such request. In the interest of justice, one last opportunity is granted subject to payment of costs of
Rs. 10,000/- to the petitioner-Gram Panchayat. The DDPO, Rohtak shall also file his own affidavit along with the
jamabandi for the year 2019-20. Interim order to continue. List on 21.04.2026.
                                                   (RAJNISH SETHI) JUDGE
""")
u("backlog/2026-04/HC week 13-21 april.docx", "typed_note_docx", L, "2026-04-21", ["C03", "C01"], ["C03-H02", "C01-H04"], """
HC - week of 13 April 2026

Mon 13.04.26 - RSA 2210/2024 Ramphal v. Jagbir Malik - Gill J, Ct. 9
LCR abhi tak koni aaya from ADJ Rohtak. Court adjourned, registry to send reminder. Sehrawat (caveator) present,
again opposed stay - but stay continues (Rs. 2.5 lakh already deposited 09.02.26). ND 20.07.2026.

Tue 21.04.26 - CWP 18422/25 Kheri Sadh - Sethi J
Reply finally filed by State (after the costs!). Costs Rs. 10,000 paid - cheque handed to Balwan.
DDPO's affidavit not yet, judge ne kahya "DDPO personally file affidavit with jamabandi, else appear".
ND 14.07.2026 (after vacation).
""")
u("backlog/2026-06/call sarpanch 17 june.txt", "typed_note_txt", L, "2026-06-17", ["C01"], [], """
17/6 call - Balwan sarpanch (Kheri Sadh)
Says Hawa Singh ke ladke boundary wall bana rahe hain on 44//13 - status quo ke bawajood.
Told him: photos lo with date, panchayat resolution pass karo, affidavit de denge in contempt/appl. for police help.
He'll come Monday with photos. Ghana gussa tha.
""")
u("backlog/2026-07/Document_2026-07-14.docx", "typed_note_docx", L, "2026-07-14", ["C01"], ["C01-H05"], """
14.07.2026  CWP 18422/25  Kheri Sadh v. State
DDPO's affidavit filed (with jamabandi 2019-20 and 2024-25): admits land recorded shamlat deh, says possession of
pvt. respondents "prior to 1950 not proved before him". Helps us.
Showed photos of new wall - judge ne kahya status quo is status quo, any construction at their own risk; recorded.
Hooda sought time to file reply of pvt. respondents. 6 weeks.
ND 8.9.26.
""")
u("backlog/2026-09/PXL_20260908_121530.jpg", "handwritten_note_photo", L, "2026-09-08", ["C01"], ["C01-H06"], """
8 Sep - Ct 14
Kheri Sadh writ - Hooda's reply filed today in court. Annexures: chakota receipts of 1948-49 (?? doubtful, no
revenue entry). Replication from our side in 3 wks.
NDOH 10.11.26 for args.
""")
u("backlog/2026-11/kheri sadh args 10.11.txt", "typed_note_txt", L, "2026-11-10", ["C01"], ["C01-H07"], """
10.11.2026 tue - CWP 18422/2025 Kheri Sadh - args
Argued 25 min: s. 2(g) - shamlat deh vests; respondents never proved possession before 26.1.1950; chakota receipts
unsigned. Judge seemed with us, asked Kadian ke State ka kya stand - Kadian supports panchayat now.
Hooda ne time le liya for his args, judge ne kahya no more time after this.
Part heard. agli tarikh 19.01.2027.
""")
u("backlog/2026-02/WhatsApp Chat with Balwan Sarpanch Kheri.txt", "whatsapp_export", "Balwan Singh (Sarpanch)", "2026-10-20", ["C01"], [], """
05/02/26, 19:12 - Balwan Sarpanch Kheri: Vakil sahab ram ram. Sarkari vakil ne jawab de diya ke?
05/02/26, 19:30 - Kuldeep Nandal Adv: Ram ram. Na, 3 march ne lagri hai. Judge ne already time de rakhya hai.
21/04/26, 16:05 - Kuldeep Nandal Adv: Aaj jawab aa gaya. 10000 ka kharcha bhi mil gaya panchayat nu, cheque aapke haath me diya.
21/04/26, 16:20 - Balwan Sarpanch Kheri: Ghana badiya. Agli kad?
21/04/26, 16:22 - Kuldeep Nandal Adv: 14 July.
20/10/26, 10:02 - Balwan Sarpanch Kheri: Panchayat ka resolution no. 14 dt 18.10.26 pass ho gaya, vakil fees 21000 ka.
20/10/26, 10:05 - Kuldeep Nandal Adv: Thik hai. Replication file ho gayi thi 28 Sept ne, diary no. 55231.
""")

# ---------------- C02 Sombir bail
u("backlog/2026-02/sombu bail 18 feb.txt", "typed_note_txt", L, "2026-02-18", ["C02"], ["C02-H01"], """
18-2-26  CRM-M 8815/2026  Sombir @ Sombu v. State (regular bail, FIR 112/25 PS Sampla, 25 Arms Act)
Kaushik J Ct 27. Notice of motion for 11.3.26. Ritu Dhull AAG accepted notice.
Judge asked: custody kitni? - since 19.11.25, approx 3 months. Custody certificate mangwaya.
Jaipal (bhai) ko bataya - 11 march.
""")
u("backlog/2026-03/sombu 11.3.txt", "typed_note_txt", L, "2026-03-11", ["C02"], ["C02-H02"], """
11.3.26 Sombir bail - Ct 27
Custody certificate koni aaya - AAG said SHO se nahi mila. Judge ne kahya next date pe zaroor chahiye,
also "is he involved in any other case?" - AAG to verify.
ND 8.4.26. Jaipal ne poochha bail kad milegi - told him next date hopefully.
""")
u("backlog/2026-04/IMG_20260408_143310.jpg", "handwritten_note_photo", L, "2026-04-08", ["C02"], ["C02-H03"], """
8/4/26  Ct 27 Kaushik J
Sombu bail: custody cert. filed (4 m 20 d). AAG: involved in 1 more - FIR 45/2024 PS Kalanaur u/s 323, 506 (compromised?)
Judge - status of that case batao. Get copy of compromise / acquittal.
ND 6.5.26. Call Jaipal for the Kalanaur case papers!!
""")
u("backlog/2026-05/CRM-M-8815-2026 order dt 06-05-2026.pdf", "certified_order_sheet_scan", "Punjab and Haryana High Court", "2026-05-07", ["C02"], ["C02-H04"], """
IN THE HIGH COURT OF PUNJAB AND HARYANA AT CHANDIGARH
CRM-M-8815-2026
Sombir @ Sombu                                             ...Petitioner
Versus
State of Haryana                                           ...Respondent
CORAM: HON'BLE MS. JUSTICE ANJALI KAUSHIK
Present: Mr. Kuldeep Singh Nandal, Advocate for the petitioner.
         Ms. Ritu Dhull, AAG, Haryana.
06.05.2026
The petitioner seeks regular bail in FIR No. 112 dated 19.11.2025 under Section 25(1-B)(a) of the Arms Act,
Police Station Sampla, District Rohtak. As per the custody certificate he has undergone about 5 months and 17 days.
The only other case (FIR No. 45 of 2024, PS Kalanaur) has ended in acquittal on compromise on 12.09.2024. Challan
has been presented; trial will take time. Without commenting on merits, the petition is allowed. The petitioner be
released on regular bail on furnishing bail/surety bonds to the satisfaction of the learned trial Court/Duty
Magistrate concerned. He shall not leave India without permission of the trial Court.
                                                   (ANJALI KAUSHIK) JUDGE
""")

# ---------------- C03 Ramphal RSA
u("backlog/2026-01/RSA 2210 12.01.docx", "typed_note_docx", L, "2026-01-12", ["C03"], ["C03-H01"], """
12.01.2026 (Mon) - RSA 2210 of 2024 - Ramphal v. Jagbir Malik - Gill J, Ct 9
Admission. Naveen Sehrawat appeared on caveat for pre-emptor, opposed stay - decree ka execution chal raha ADJ court.
Court: LCR summoned; execution stayed subject to deposit of Rs. 2,50,000 in trial court within 4 weeks.
Judge ne kahya substantial question of law crisp hona chahiye, not a third appeal on facts.
ND 13.04.2026. Ramphal to arrange 2.5 lakh - he said by end of Jan.
""")
u("backlog/2026-07/20260720_180112.jpg", "handwritten_note_photo", L, "2026-07-20", ["C03"], ["C03-H03"], """
20.7.26  Ct 9  RSA 2210/24 (Ramphal)
LCR received finally. Sehrawat koni aaya - his junior: "sir unwell", time le liya.
Gill J: "next date final for admission, both sides ready rehna".
agli tarikh 12.10.26
""")
u("backlog/2026-10/RSA-2210-2024 order 12.10.2026.pdf", "certified_order_sheet_scan", "Punjab and Haryana High Court", "2026-10-13", ["C03"], ["C03-H04"], """
IN THE HIGH COURT OF PUNJAB AND HARYANA AT CHANDIGARH
RSA-2210-2024 (O&M)
Ramphal                                                    ...Appellant
Versus
Jagbir Malik                                               ...Respondent
CORAM: HON'BLE MR. JUSTICE HARBANS LAL GILL
Present: Mr. Kuldeep Singh Nandal, Advocate for the appellant.
         Mr. Naveen Sehrawat, Advocate for the respondent (caveator).
12.10.2026
Learned counsel for the appellant has been heard in part. He is directed to file a short note of not more than two
pages setting out the proposed substantial questions of law, with an advance copy to the other side, within three
weeks. Interim order dated 12.01.2026 to continue. List on 01.02.2027.
                                                   (HARBANS LAL GILL) JUDGE
""")

# ---------------- C04 Satbir gali suit
u("backlog/2025-12/satbir 5 dec.txt", "typed_note_txt", L, "2025-12-05", ["C04"], ["C04-H01"], """
5.12.25 fri  CS 412/2025 Satbir Rathee v. Krishan Kumar & anr - CJJD Rohtak (Saini madam)
WS filed by D1 Krishan and D2 Mahabir - they say gali is their private land, only 4 ft, and Satbir has another rasta
from the back. Replication by us. ND 16.1.26.
Satbir ko samjhaya - back wala rasta khet se hai, barish me band. Get photos + mohalla affidavits.
""")
u("backlog/2026-01/IMG-20260116-WA0007.jpg", "handwritten_note_photo", K, "2026-01-16", ["C04"], ["C04-H02"], """
16.01.2026 शुक्रवार
सतबीर राठी बनाम कृष्ण कुमार - CS 412/2025 - सिविल जज (जू.डि.) रोहतक
प्रतिउत्तर (replication) दाखिल कर दिया।
दूसरी तरफ के वकील राकेश जाखड़ सेशन कोर्ट में बिजी - उनके जूनियर ने तारीख ले ली।
अगली तारीख 13.02.2026 - मुद्दे (issues)
""")
u("backlog/2026-02/Issues framed CS 412.docx", "typed_note_docx", L, "2026-02-13", ["C04"], ["C04-H03"], """
CS 412 of 2025 - Satbir Rathee v. Krishan Kumar & Anr. - 13.02.2026
Issues framed:
1. Whether the passage shown ABCD in the site plan is a common passage used by the plaintiff? OPP
2. Whether the plaintiff is entitled to permanent injunction as prayed? OPP
3. Whether the suit is not maintainable in present form? OPD
4. Relief.
PE on 21.03.2026 (Saturday). PW1 Satbir (affidavit), PW2 Dharampal (neighbour).
""")
u("backlog/2026-03/21.03.26 sat.txt", "typed_note_txt", L, "2026-03-21", ["C04"], ["C04-H04"], """
21.03.26 sat - Rohtak
Satbir gali case: PW1 Satbir tendered affidavit Ex. PW1/A, site plan Ex. PW1/1, photos Ex. PW1/2 to 1/6.
Jakhar again "busy in sessions court" - junior asked cross deferred. Madam allowed but warned next time costs.
ND 24.4.26 for cross of PW1.
""")
u("backlog/2026-04/CS 412-2025 zimni 24.04.2026.pdf", "certified_order_sheet_scan", "Civil Judge (Junior Division), Rohtak", "2026-04-27", ["C04"], ["C04-H05"], """
IN THE COURT OF MS. PRIYANKA SAINI, CIVIL JUDGE (JUNIOR DIVISION), ROHTAK
CS No. 412 of 2025     Satbir Rathee vs Krishan Kumar & Anr.
24.04.2026
Present: Plaintiff in person with counsel Sh. K.S. Nandal, Adv.
         Proxy counsel for defendants.
PW1 present for cross-examination. Ld. counsel for the defendants is stated to be busy in the Court of Sessions.
This is the third adjournment sought on the same ground. In the interest of justice, adjourned subject to costs of
Rs. 1,000/- payable to the plaintiff. To come up for cross-examination of PW1 on 22.05.2026.
                                               Civil Judge (Jr. Divn.), Rohtak
""")
u("backlog/2026-05/gali case PW1 cross 22-5.docx", "typed_note_docx", L, "2026-05-22", ["C04"], ["C04-H06"], """
22 May 2026 - CS 412/25 - Satbir v. Krishan - PW1 cross
Costs Rs. 1000 paid by Jakhar to Satbir in court (receipt taken).
Jakhar cross 40 min. Satbir admitted: back side khet wala rasta exists "par barish me paani bhar jaata".
Denied suggestion gali is D1's private land; said "pichle 30 saal se sab log isi gali se aate jaate".
PW2 Dharampal present but time over.
ND 10/7 for PW2.
""")
u("backlog/2026-07/10 july rathee.txt", "typed_note_txt", L, "2026-07-10", ["C04"], ["C04-H07"], """
10.7.2026  Satbir gali suit - PW2 Dharampal (neighbour) examined Ex PW2/A, cross by Jakhar, short.
Dharampal stood firm: gali 8-9 feet, used by 6 houses, D1 ne 2025 me seedhiyan (steps) bana di gali me.
Moved appl. u/O 26 r 9 CPC for local commissioner to measure gali. Reply by defts.
ND 7.8.26.
""")
u("backlog/2026-08/IMG-20260807-WA0015.jpg", "handwritten_note_photo", K, "2026-08-07", ["C04"], ["C04-H08"], """
07.08.2026
सतबीर राठी केस (CS 412/25) - लोकल कमिश्नर नियुक्त - श्री नरेश कुमार एडवोकेट
कमिश्नर फीस 5000/- रुपये वादी (हमारी तरफ) से जमा करानी है
मौका 22.08.2026 को सुबह 10 बजे
अगली तारीख 04.09.2026
""")
u("backlog/2026-09/LC report CS 412 gali.pdf", "document_scan", "Sh. Naresh Kumar, Advocate (Local Commissioner)", "2026-08-29", ["C04"], [], """
REPORT OF THE LOCAL COMMISSIONER
In CS No. 412 of 2025, Satbir Rathee vs Krishan Kumar & Anr., Court of Civil Judge (Jr. Divn.), Rohtak
I visited the spot on 22.08.2026 at 10 AM in the presence of both parties and their counsel.
1. The passage marked ABCD is 8 feet wide at point A and 7 feet 6 inches at point C, paved with bricks (kharanja).
2. Six houses open into the passage including that of the plaintiff.
3. Defendant No. 1 has constructed three steps (seedhiyan) of his house which project 2.5 feet into the passage.
4. There is another path at the back of the plaintiff's house through agricultural fields, kachcha, about 4 feet.
Photographs (12) and site plan annexed.          sd/- Naresh Kumar, Advocate, Local Commissioner, 29.08.2026
""")
u("backlog/2026-09/04.09 notes.txt", "typed_note_txt", L, "2026-09-04", ["C04", "C06"], ["C04-H09"], """
04.09.26 (fri)
1) Satbir gali - LC report on record. Jakhar to file objections if any. PE closed by our statement.
   DE next - ND 9.10.2026. Satbir ko bola, steps wali baat report me aa gayi, badhiya.
2) Pooja - Ram Mehar (father) aaya chamber, says Deepak ne Aug ki maintenance bhi nahi di. Total arrears now
   Rs. 36,000 (June-Aug). Move appl. for striking off defence before 18.9.
""")
u("backlog/2026-10/CS 412 of 2025 order 9.10.26.pdf", "certified_order_sheet_scan", "Civil Judge (Junior Division), Rohtak", "2026-10-12", ["C04"], ["C04-H10"], """
IN THE COURT OF MS. PRIYANKA SAINI, CIVIL JUDGE (JUNIOR DIVISION), ROHTAK
CS No. 412 of 2025     Satbir Rathee vs Krishan Kumar & Anr.
09.10.2026
Present: Counsel for the plaintiff.  Sh. Rakesh Jakhar, Adv. for the defendants.
No defence witness present. Ld. counsel for the defendants seeks adjournment stating that DW1 is unwell. Request
is opposed. Last opportunity is granted for defendants' evidence subject to costs of Rs. 2,000/- to the plaintiff.
Adjourned to 13.11.2026.
                                               Civil Judge (Jr. Divn.), Rohtak
""")
u("backlog/2026-11/Satbir DW1 cross 13.11.2026.docx", "typed_note_docx", L, "2026-11-13", ["C04"], ["C04-H11"], """
13.11.2026 - CS 412/25 Satbir Rathee v. Krishan Kumar - DE
Costs Rs. 2,000 paid (second costs in this suit). DW1 Krishan Kumar tendered affidavit Ex. DW1/A.
Our cross: admitted steps built in 2025 "ghar ki entry ke liye", admitted six houses use the gali.
Denied that gali is shamlat/common; says it was his grandfather's land. No document produced.
Jakhar says one more DW (patwari) - summons.
NDOH 18.12.2026 for remaining DE.
""")
u("backlog/2026-11/correction satbir ND.txt", "typed_note_txt", L, "2026-11-14", ["C04"], [], """
14/11 - CORRECTION
Satbir gali case (CS 412/25): kal ke note me ND 18.12 likh diya tha - galat, wo Pooja wale ki date hai.
Sahi agli tarikh 11.12.2026 (Friday), for remaining DE (DW2 patwari). Ramesh ne reader se confirm kiya.
""")

# ---------------- C05 Dhankhar cheque case
u("backlog/2026-02/NACT 1877 order 28.02.2026.pdf", "certified_order_sheet_scan", "JMIC, Jhajjar", "2026-03-02", ["C05"], ["C05-H03"], """
IN THE COURT OF SH. AMAN DALAL, JUDICIAL MAGISTRATE FIRST CLASS, JHAJJAR
NACT No. 1877 of 2025    Dhankhar Agro Traders vs Sunil Kumar
28.02.2026
Present: Complainant with counsel. Accused on bail with Sh. Jitender Dhaka, Adv.
Notice of accusation under Section 251 Cr.P.C. (Section 274 BNSS) framed and served upon the accused, to which he
pleaded not guilty and claimed trial. Accused states the cheque was given as security and not for any liability.
Now to come up for complainant's evidence on 02.04.2026.
                                               JMIC, Jhajjar
""")
u("backlog/2026-05/IMG-20260509-WA0021.jpg", "handwritten_note_photo", K, "2026-05-09", ["C05"], ["C05-H05"], """
09.05.2026 शनिवार - झज्जर
धनखड़ एग्रो बनाम सुनील कुमार (चेक केस)
प्रदीप धनखड़ जी (CW1) की जिरह (cross) आधी हुई। बाकी अगली तारीख पर।
अगली तारीख 18.07.2026
प्रदीप जी को 18 जुलाई बता दिया।
""")
u("backlog/2026-08/CW1 cross Dhankhar 29-08-26.docx", "typed_note_docx", L, "2026-08-29", ["C05"], ["C05-H07"], """
29.08.2026 (Sat) - JMIC Jhajjar - NACT 1877/25 Dhankhar Agro v. Sunil Kumar
Costs Rs. 500 of last date paid by Dhaka.
CW1 Pradeep Dhankhar cross concluded. Suggestion: cheque was blank security cheque given in 2023 - denied;
Pradeep said ledger shows balance Rs. 3,75,000 as on 30.06.2025, ledger Ex. CW1/7.
Dalal sahab asked us to summon bank official for return memo - CW2 summons to PNB Beri.
ND 5.10.26.
""")
u("backlog/2026-10/jhajjar 5 oct.txt", "typed_note_txt", L, "2026-10-05", ["C05", "C07"], ["C05-H08"], """
5 oct 26 mon jhajjar
- Dhankhar cheque: CW2 Anil Kumar (PNB Beri, dy. manager) proved return memo Ex CW2/1 and a/c statement.
  Cross nil really. CE closed. ND 16.11 for SA (statement of accused).
- MACT Kamlesh: not listed today; just checked file in ahlmad room - insurer's list of witnesses names their
  investigator Sh. Rajiv Malhotra.
""")

# ---------------- C06 Pooja divorce
u("backlog/2025-12/IMG_4471.HEIC", "handwritten_note_photo", L, "2025-12-19", ["C06"], ["C06-H01"], """
19.12.25 Family Court Rohtak
HMA 233/25 Pooja v. Deepak (s.13(1)(ia) cruelty)
Deepak appeared with Kavita Sheokand. Judge sent both to mediation centre - 1st sitting 10.1.26.
Judge ne kahya both parties in person next date too.
ND 6.2.26 (mediation report)
""")
u("backlog/2026-02/IMG_20260206_131502.jpg", "handwritten_note_photo", L, "2026-02-06", ["C06"], ["C06-H02"], """
6.2.26 FC Rohtak - Pooja
Mediation failed (report - "no possibility of settlement"). Deepak wants her back, Pooja firm na.
Reply to petition + reply to s.24 appl. filed by Sheokand today.
Args on s.24 on 13.3.26. Pooja ki salary slip nahi hai - she is not working, good.
""")
u("backlog/2026-03/HMA 233-2025 s24 order 13.03.2026.pdf", "certified_order_sheet_scan", "Family Court, Rohtak", "2026-03-16", ["C06"], ["C06-H03"], """
IN THE COURT OF SMT. RENU BANSAL, PRINCIPAL JUDGE, FAMILY COURT, ROHTAK
HMA No. 233 of 2025     Pooja vs Deepak Kumar
13.03.2026
Order on application under Section 24 of the Hindu Marriage Act.
The respondent is a clerk in a private school at Kalanaur drawing about Rs. 28,000 per month besides agricultural
income. The petitioner has no independent income. The respondent is directed to pay maintenance pendente lite of
Rs. 12,000/- per month from the date of application and Rs. 15,000/- as litigation expenses. Arrears to be cleared
within two months. Both parties to appear in person. To come up for framing of issues on 15.05.2026.
                                               Principal Judge, Family Court, Rohtak
""")
u("backlog/2026-05/family court 15 may.docx", "typed_note_docx", L, "2026-05-15", ["C06"], ["C06-H04"], """
15 May 2026 - Family Court Rohtak - HMA 233/25 Pooja v. Deepak
Issues framed (cruelty; relief). Arrears not paid - only Rs. 15,000 litigation exp. paid.
Deepak stated in court (undertaking) he will clear all arrears of maintenance before next date. Recorded.
Judge warned: defence may be struck off otherwise. Both present in person (judge insists every date).
PE - ND 24.07.2026.
""")
u("backlog/2026-07/IMG-20260724-WA0009.jpg", "handwritten_note_photo", K, "2026-07-24", ["C06"], ["C06-H05"], """
24.07.2026 - फैमिली कोर्ट रोहतक
पूजा बनाम दीपक - HMA 233/2025
पूजा जी का बयान (मुख्य परीक्षा) हो गया। जिरह के लिए दूसरी तरफ की वकील ने समय ले लिया।
गुजारा भत्ता की बकाया राशि पूरी नहीं दी - सिर्फ 24,000 दिए।
अगली तारीख 18.09.2026
""")
u("backlog/2026-09/Pooja PW1 cross 18.9.txt", "typed_note_txt", L, "2026-09-18", ["C06"], ["C06-H06"], """
18.9.26  FC Rohtak  Pooja v Deepak
Appl. for striking off defence (arrears Rs. 36,000) filed - Deepak paid Rs. 36,000 in court by DD today, so judge
ne kahya appl. infructuous, but future default - strict.
PW1 Pooja cross by Sheokand: 1.5 hrs. Pooja stood firm on the beating of 2 Aug 2024 (MLC CHC Kalanaur Ex P-3).
PW2 Ram Mehar (father) examined and cross-examined.
ND 30.10.26.
""")
u("backlog/2026-10/20261030_152040.jpg", "handwritten_note_photo", L, "2026-10-30", ["C06"], ["C06-H07"], """
30/10/26  FC - Pooja
PE closed by our statement. RE now - Deepak's evidence.
Sheokand says Deepak + his mother as RW. ND 18.12.26.
""")
u("backlog/2026-09/WhatsApp Chat with Pooja Kalanaur.txt", "whatsapp_export", "Pooja", "2026-11-27", ["C06"], [], """
02/07/26, 20:41 - Pooja Kalanaur: Sir namaste. Deepak ne June ki maintenance nahi di abhi tak
02/07/26, 20:50 - Kuldeep Nandal Adv: Namaste beta. Note kar liya. Agli tarikh 24 July hai, court ne undertaking le rakhi hai.
24/07/26, 17:02 - Pooja Kalanaur: sir aaj kaisa raha? mujhe dar lag raha tha
24/07/26, 17:10 - Kuldeep Nandal Adv: Thik raha. Cross agli tarikh 18 Sept ko hogi, ghabrana mat, jo sach hai wahi bolna.
27/11/26, 09:15 - Pooja Kalanaur: Sir Deepak ke ghar wale mediation ki baat kar rahe hain dobara, kya karu?
27/11/26, 09:40 - Kuldeep Nandal Adv: Seedhe koi baat mat karna. Jo bhi ho court me 18.12 ko bolenge.
""")

# ---------------- C07 Kamlesh MACT
u("backlog/2026-03/MACT jhajjar 5-3-26.docx", "typed_note_docx", L, "2026-03-05", ["C07"], ["C07-H02"], """
05.03.2026 - MACT Jhajjar (Khatri sahab) - MACT 96/2026 Kamlesh Devi & ors v. Jaibir & ors
R1 Jaibir (driver) and R2 Rajesh Chhikara (owner) filed joint WS: accident denied, "motorcycle hit the trolley
from behind".
R3 insurer (ICICI Lombard) - Manoj Sangwan sought time for WS. Granted.
ND 16.4.26.
Claimants: widow Kamlesh, 2 minor children, mother. Naresh was a mason, Rs. 18,000 pm (no ITR).
""")
u("backlog/2026-04/IMG-20260416-WA0003.jpg", "handwritten_note_photo", K, "2026-04-16", ["C07"], ["C07-H03"], """
16.04.2026 गुरुवार - MACT झज्जर
कमलेश देवी बनाम जयबीर - बीमा कंपनी का जवाब दाखिल। कहते हैं ड्राइवर का लाइसेंस ट्रैक्टर-ट्रॉली के लिए नहीं
था और ट्रैक्टर व्यापारिक काम (ईंटें ढोने) में लगा था।
मुद्दे तय हो गए। अगली तारीख 28.05.2026 - गवाही (PW1 कमलेश)
""")
u("backlog/2026-05/kamlesh PW1 28.05.txt", "typed_note_txt", L, "2026-05-28", ["C07"], ["C07-H04"], """
28.5.26 MACT Jhajjar
Kamlesh (PW1) tendered affidavit Ex PW1/A; FIR 301/25 PS Dulhera Ex P1, PMR Ex P2, final report u/s 193 BNSS
against Jaibir Ex P3.
Sangwan cross: income proof nahi? - she said Naresh was mistri, daily 700-800. Naresh ka helmet tha? - "haan".
ND 30.7.26 for PW2 eyewitness Sukhbir.
""")
u("backlog/2026-09/MACT 96-2026 order 24.09.2026.pdf", "certified_order_sheet_scan", "MACT, Jhajjar", "2026-09-25", ["C07"], ["C07-H06"], """
IN THE COURT OF SH. VIKAS KHATRI, ADDITIONAL DISTRICT JUDGE-CUM-PRESIDING OFFICER, MACT, JHAJJAR
MACT No. 96 of 2026     Kamlesh Devi & Ors. vs Jaibir & Ors.
24.09.2026
Present: Counsel for the claimants. Counsel for R1 and R2. Sh. Manoj Sangwan, Adv. for R3-insurer.
PW2 Sukhbir Singh cross-examined by counsel for R3. Statement of counsel for the claimants recorded closing
claimants' evidence. Now for evidence of the respondents on 19.11.2026. Respondents to ensure presence of their
witnesses; no further adjournment shall be granted.
                                               Presiding Officer, MACT, Jhajjar
""")

# ---------------- the junior's chat (Jhajjar, HC mentions)
u("backlog/2026-05/WhatsApp Chat with Ankit Sheoran Jr.txt", "whatsapp_export", J, "2026-05-06", ["C05", "C07", "C02"], ["C05-H01", "C05-H02", "C07-H01", "C05-H04"], """
12/12/25, 12:41 - Ankit Sheoran Jr: Sir Dhankhar wale case me accused nahi aaya, Dalal sir ne BW kar diya 10000 ka. ND 24/1
12/12/25, 12:43 - Kuldeep Nandal Adv: ok. Pradeep ko bata dena
24/01/26, 13:05 - Ankit Sheoran Jr: Sir Sunil Kumar aaj aa gaya, bail ho gayi, copies de di. Dhaka ji uske vakil. ND 28 feb notice ke liye
29/01/26, 11:52 - Ankit Sheoran Jr: Sir MACT Kamlesh wala - notice issue ho gaya R1 R2 R3 ko, ND 5.3.26
29/01/26, 11:53 - Ankit Sheoran Jr: PF jama kar diya 180 rs
18/02/26, 15:20 - Kuldeep Nandal Adv: Sombu bail notice ho gaya, 11 march. Jaipal ka phone aaye to bata dena
02/04/26, 12:15 - Ankit Sheoran Jr: Sir Jhajjar - Sunil Kumar phir nahi aaya, Dhaka ne exemption lagayi, allow ho gayi. CW1 affidavit tender kar diya. ND 9 may
02/04/26, 12:16 - Ankit Sheoran Jr: Dalal sir bole complainant har date pe khud aaye
06/05/26, 14:02 - Kuldeep Nandal Adv: Sombu ko bail mil gayi!! Jaipal ko bolo bonds ki taiyari kare, CJM Rohtak ke samne
06/05/26, 14:05 - Ankit Sheoran Jr: Great sir 👍
""")
u("backlog/2026-11/WhatsApp Chat with Ankit Sheoran Jr (2).txt", "whatsapp_export", J, "2026-11-19", ["C05", "C07"], ["C05-H06", "C07-H05", "C05-H09", "C07-H07"], """
18/07/26, 12:30 - Ankit Sheoran Jr: Sir Dhankhar case - accused absent again, Dhaka ne exemption lagayi. Dalal sir ne allow kiya but 500 cost. CW1 cross nahi hua. ND 29/8
18/07/26, 12:31 - Kuldeep Nandal Adv: Doosri baar exemption. Note karo.
30/07/26, 13:10 - Ankit Sheoran Jr: MACT - Sukhbir (PW2) ka chief ho gaya. Sangwan ne cross ke liye time le liya, bole instructions chahiye company se. ND 24.9
16/11/26, 12:02 - Ankit Sheoran Jr: Sir Dhankhar me Sunil Kumar fir absent, exemption laga di Dhaka ne - medical, allow ho gayi. 313 statement nahi hua. ND 5/12/26
16/11/26, 12:04 - Kuldeep Nandal Adv: Teesri baar. Next date pe NBW ki request karenge.
19/11/26, 13:25 - Ankit Sheoran Jr: Sir MACT me insurance ka investigator Rajiv Malhotra nahi aaya. Sangwan ne time le liya. Khatri sir naraz the - "last opportunity". ND 10.12.26
19/11/26, 13:26 - Ankit Sheoran Jr: Sangwan bole licence wala point pe RTO ka record bhi mangwayenge
19/11/26, 13:30 - Kuldeep Nandal Adv: ok. 10 Dec ko main aaunga.
""")

# ---------------- plan and cause list
u("backlog/2026-12/Plan 5-18 Dec.docx", "typed_note_docx", L, "2026-12-02", ["C05", "C07", "C04", "C06", "C03", "C01"], [], """
PLAN - 5 Dec to 18 Dec 2026
Sat 5/12  Jhajjar JMIC - Dhankhar cheque (313 / SA). Move for NBW if Sunil absent again. Ankit + me.
Thu 10/12 MACT Jhajjar - Kamlesh - RE (insurer's investigator). Keep DL copy + RTO letter ready.
Fri 11/12 Rohtak CJJD - Satbir gali - DW2 patwari cross. Read LC report again.
Fri 18/12 Family Court - Pooja - RE, Deepak's evidence. Pooja to come; prepare cross of Deepak.
Pending:
- RSA Ramphal: short note of SQL (2 pages) - STILL NOT FILED, due was 3 weeks from 12.10! File by 10/12 latest.
- Kheri Sadh: fees bill Rs. 21,000 to panchayat.
""")
u("backlog/2026-12/Jhajjar JMIC cause list 05.12.2026.pdf", "cause_list_pdf", "District Courts, Jhajjar", "2026-12-04", ["C05"], [], """
DISTRICT COURTS, JHAJJAR - CAUSE LIST FOR 05.12.2026 (SATURDAY)
COURT OF SH. AMAN DALAL, JMIC, JHAJJAR (Court No. 3)
Sr.  Case No.          Title                                            Stage
1    NACT/1233/2024   HDFC Bank vs Ravinder                            Evidence
2    NACT/1877/2025   Dhankhar Agro Traders vs Sunil Kumar             Statement of accused
3    CHI/412/2023     Suman vs Pawan Kumar                             Arguments
4    NACT/2011/2025   Kadyan Fertilizers vs Mukesh                     Appearance
""")
