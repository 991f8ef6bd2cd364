"""The uploads of the Kathua practice: what Adv. Slathia, his junior Ankush and the munshi Ashraf actually kept."""

L, J, K = "Devinder Singh Slathia", "Ankush Thakur", "Mohd Ashraf (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2026-12/discharge slip GMC Jammu Ashok.pdf", "document_scan", "Govt. Medical College Hospital, Jammu", "2026-12-28", ["C05"], [], """
GOVERNMENT MEDICAL COLLEGE & ASSOCIATED HOSPITALS, JAMMU   Department of Orthopaedics, Unit II
DISCHARGE SUMMARY        CR No. 2026/ORTHO/88xx
Name: Ashok Kumar  Age/Sex: 34/M  S/o Munshi Ram  R/o Chadwal, Distt. Kathua
DOA: 18.12.2026 (referred from GMC Kathua, RTA on NH-44 near Chadwal)   DOD: 28.12.2026
Diagnosis: Closed fracture shaft of right femur; abrasions face and left forearm
Procedure: Closed reduction and internal fixation with interlocking nail (IMIL) on 20.12.2026
Advice: non weight bearing 8 weeks, review in OPD after 2 weeks.        sd/- Registrar Ortho
""")
u("backlog/2027-03/disability cert Ashok GMC Kathua.pdf", "document_scan", "Medical Board, GMC Kathua", "2027-03-10", ["C05"], [], """
GOVERNMENT MEDICAL COLLEGE, KATHUA - DISTRICT MEDICAL BOARD
DISABILITY CERTIFICATE   No. GMCK/MB/2027/211   Dated 10.03.2027
Certified that Sh. Ashok Kumar s/o Munshi Ram, r/o Chadwal, aged 34 years, has been examined by the Board.
He suffers from malunited fracture shaft femur (right) with shortening of 2 cm and restriction of knee movement.
Permanent physical disability: 30% (thirty percent) in relation to the right lower limb.
sd/- Dr. Anil Bhau, Asstt. Professor Orthopaedics (Member)   sd/- Chairman, Medical Board
""")
u("backlog/2027-04/FIR 118 PS Hiranagar.pdf", "document_scan", "Police Station Hiranagar", "2027-04-09", ["C01"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)
District: Kathua   P.S.: Hiranagar   FIR No. 0118/2027   Date: 09.04.2027
Acts & Sections: NDPS Act, 1985 - 8/21
Information: During naka checking at Sanoora morh at about 7.15 PM, a youth on scooty JK08Q-xxxx tried to flee on
seeing the naka party. Stopped, he disclosed his name as Rajinder Kumar @ Raju s/o Bishan Dass r/o ward 6 Hiranagar.
On search in presence of the Executive Magistrate a polythene packet recovered from the dicky of the scooty containing
brown powder suspected heroin (chitta); weighed on the spot 38 grams. Samples drawn and sealed. Accused arrested.
                                   SI Mohinder Paul, P/S Hiranagar
""")
u("backlog/2027-02/nakal intkal 1422 Marheen.jpg", "document_photo", "Patwari Halqa Marheen", "2027-02-03", ["C02"], [], """
نقل انتقال نمبر 1422   موضع مڑھین   تحصیل ہیرانگر   ضلع کٹھوعہ
انتقال بابت وراثت ملکھی رام ولد گنگا رام متوفی
رقبہ 32 کنال 6 مرلہ   خسرہ نمبرات 211، 212، 215
ورثاء: بودھ راج (پسر)، کرشن لال (پسر) - بحصہ مساوی
تصدیق شد 12.01.2027   تحصیلدار ہیرانگر
Nakal Intkal No. 1422, Mauza Marheen: warasat of Milkhi Ram, 32 kanal 6 marla, khasra 211, 212, 215; heirs
Bodh Raj and Krishan Lal (sons) only. Attested 12.01.2027, Tehsildar Hiranagar. Nakal issued 03.02.2027.
""")
u("backlog/2027-03/memo of appeal Kanta Devi AC.docx", "typed_note_docx", L, "2027-03-29", ["C02"], [], """
BEFORE THE ASSISTANT COMMISSIONER (REVENUE), KATHUA
Smt. Kanta Devi d/o late Milkhi Ram, r/o Marheen, Tehsil Hiranagar ........ Appellant
Versus   1. Bodh Raj s/o late Milkhi Ram  2. Krishan Lal s/o late Milkhi Ram  3. Tehsildar Hiranagar ...... Respondents
Appeal against mutation No. 1422 of village Marheen attested on 12.01.2027
1. That the appellant is the real daughter of late Milkhi Ram who died on 02.09.2026 leaving 32 kanal 6 marla.
2. That the mutation of inheritance was attested in favour of the two sons only, without notice to the appellant,
   on the basis of an unregistered 'hibanama' said to be executed by the deceased, which was never produced.
3. That under the Hindu Succession Act, 1956 a daughter is a Class I heir with an equal share.
Prayer: set aside mutation No. 1422 and direct fresh attestation in favour of all Class I heirs.
Through: Devinder Singh Slathia, Advocate, Kathua
""")
u("backlog/2027-04/plaint kuhl Logate.pdf", "document_scan", L, "2027-04-06", ["C03"], [], """
IN THE COURT OF MUNSIFF, KATHUA
Civil Suit No. ____/2027
Gian Chand s/o Kaka Ram and Hem Raj s/o Sain Dass, both r/o village Logate, Tehsil & Distt. Kathua ...... Plaintiffs
Versus  Tarsem Lal s/o Chuni Lal and Jagdish Raj s/o Tarsem Lal, r/o Logate, and another ...... Defendants
SUIT FOR PERMANENT AND MANDATORY INJUNCTION
1. That a kuhl (water channel) has been flowing since the times of the forefathers from the Ujh side through khasra
   no. 318 to the paddy fields of the plaintiffs comprised in khasra nos. 320, 321 and 324, village Logate.
2. That the water is shared by 'warabandi' turns; plaintiff no. 2 Hem Raj is the kohli who keeps the kuhl.
3. That on 28.03.2027 the defendants filled the kuhl with earth at khasra 318 and laid a 4 inch pipe diverting the
   water to their own fields, so that the plaintiffs' nursery for paddy is drying.
Prayer: (a) restrain the defendants from obstructing or diverting the kuhl; (b) mandatory injunction to remove the
earth fill and the pipe. Valued Rs. 1,000 for court fee and jurisdiction.      Through Counsel D.S. Slathia
""")
u("backlog/2027-05/WS Tarsem Lal kuhl.pdf", "document_scan", "Sh. Sandeep Jasrotia, Advocate", "2027-05-17", ["C03"], [], """
IN THE COURT OF MUNSIFF, KATHUA   Civil Suit No. 112/2027   Gian Chand & Anr. vs Tarsem Lal & Ors.
WRITTEN STATEMENT ON BEHALF OF DEFENDANTS 1 AND 2
Preliminary objections: the suit is not maintainable; the plaintiffs have no right of water over khasra 318 which
is the exclusive 'malkiyat' of defendant no. 1; the Irrigation Department alone regulates the kuhl.
On merits: denied that any earth was filled. The pipe was laid in 2019 for the defendants' own tubewell water.
The plaintiffs are taking water out of turn. The suit be dismissed with costs.   Through: Sandeep Jasrotia, Adv.
""")
u("backlog/2027-01/representation CEO Kathua Sunita.docx", "typed_note_docx", L, "2027-01-20", ["C04"], [], """
To
The Chief Education Officer, Kathua
Sub: Release of withheld salary and regularisation - Smt. Sunita Devi Sharma, ReT, Govt. Primary School Dhar Mahanpur, Zone Billawar
Sir, my client was engaged as Rehbar-e-Taleem on 14.06.2019 and has completed more than five years of service.
Her salary has been withheld since August 2025 on the ground that her educational certificate was 'under
verification', although the Board verified it on 03.11.2025. Other ReTs of the same batch were regularised.
You are requested to release the salary within 15 days and consider her regularisation, failing which she shall
approach the Hon'ble High Court.                     Devinder Singh Slathia, Advocate   20.01.2027
""")
u("backlog/2027-07/IMG20270724121530.jpg", "document_photo", "Ms. Neha Kotwal, Advocate (Local Commissioner)", "2027-07-24", ["C03"], [], """
RECEIPT
Received from Sh. Gian Chand (plaintiff) through Adv. D.S. Slathia a sum of Rs. 3,000/- (Rupees three thousand only)
towards fee of the Local Commissioner in Civil Suit No. 112/2027, Munsiff Kathua. Spot visit fixed 31.07.2027, 10 AM.
Dated 24.07.2027                                   sd/- Neha Kotwal, Advocate, Local Commissioner
""")
u("backlog/2027-08/LC report kuhl Logate.pdf", "document_scan", "Ms. Neha Kotwal, Advocate (Local Commissioner)", "2027-08-20", ["C03"], [], """
REPORT OF THE LOCAL COMMISSIONER   Civil Suit No. 112/2027, Munsiff Kathua
I visited village Logate on 31.07.2027 in presence of both parties, the Patwari halqa and the kohli Hem Raj.
1. The kuhl is an old 'kacha' channel about 3 feet wide coming from the Ujh side.
2. At the boundary of khasra no. 318 the kuhl is filled with fresh earth for about 40 feet.
3. A 4 inch PVC pipe is fitted at the mouth of the kuhl taking the water towards the fields of defendant no. 1.
4. Beyond the fill, the kuhl to khasra 320, 321 and 324 is dry; paddy nursery there is yellow.
Photographs (7) annexed.                       sd/- Neha Kotwal, Advocate, Local Commissioner, 20.08.2027
""")
u("backlog/2027-07/petition Reena 144 BNSS.pdf", "document_scan", L, "2027-07-26", ["C07"], [], """
IN THE COURT OF ADDITIONAL MUNSIFF (JMIC), KATHUA
Reena Devi w/o Sanjeev Kumar and Master Aryan (minor son, 4 years) through mother, r/o Rajbagh ..... Petitioners
Versus  Sanjeev Kumar s/o Kuldeep Raj, r/o Dayalachak, Kathua ..... Respondent
PETITION UNDER SECTION 144 BNSS FOR MAINTENANCE
The petitioner no. 1 was married to the respondent on 22.11.2021. She was turned out of the matrimonial home on
10.03.2027 with the child. The respondent runs a cement and sariya shop at Dayalachak and earns about Rs. 60,000 p.m.
Prayer: maintenance Rs. 15,000 p.m. for petitioner no. 1 and Rs. 8,000 p.m. for the child; interim maintenance.
""")
u("backlog/2027-11/total station report Nagri.pdf", "document_scan", "Naib Tehsildar (Survey), Kathua", "2027-11-20", ["C06"], [], """
DEMARCATION REPORT (TOTAL STATION)   Mauza Nagri, Tehsil Kathua   File No. 27/Teh/Nishandehi/2027
Demarcation of khasra no. 77 (min) of Om Parkash s/o Dina Nath conducted on 16.11.2027 with total station,
reference points from the settlement pillars (tri-junction 74/77/78), in presence of the parties and Lambardar.
Finding: the boundary wall of Sh. Kewal Krishan stands inside khasra no. 77 over an area of 3 marla (approx. 82
sq. yards), along the western side. Red marks put on the spot. Sh. Kewal Krishan refused to sign.
                       sd/- Girdawar Halqa   sd/- Patwari Halqa Nagri   sd/- Naib Tehsildar (Survey)
""")

# ---------------- C01 Raju NDPS bail
u("backlog/2027-05/IMG_20270504_132207.jpg", "handwritten_note_photo", L, "2027-05-04", ["C01"], ["C01-H01"], """
4/5/27  PSJ Kathua  - Raju bail (FIR 118/27 Hiranagar, 8/21 NDPS, 38 gm)
Notice PP Thappa. SHO Hiranagar - status report
Intermediate qty - 37 ki bar nahi. Father Bishan Dass court me tha.
ND 11/5
""")
u("backlog/2027-05/raju bail 18.5.txt", "typed_note_txt", L, "2027-05-18", ["C01"], ["C01-H03"], """
18.05.2027 PSJ Kathua, Bail App 37/2027 Raju
Status report finally filed today (last date PP ne time liya tha). Report: 38 gm recovered from dicky, samples to
FSL Jammu on 12.04.2027, FSL result awaited. Challan not yet.
I argued: intermediate quantity, s. 37 not attracted, 39 days in custody, no recovery from person, student of ITI.
Judge: FSL kab aayegi? PP no answer.
Agli tareekh 25.05.2027 - PP ke arguments.
""")
u("backlog/2027-05/IMG-20270525-WA0011.jpg", "handwritten_note_photo", L, "2027-05-25", ["C01"], ["C01-H04"], """
25.5  Raju bail - PP Thappa ne antecedents bole: FIR 54/2025 P/S Hiranagar 8/27 NDPS (consumption)
Bhagat sahab: us FIR ka status batao. Main: 27 wala case consumption da, acquitted? - father se poochna
Order 29/5 (Sat) ko
""")
u("backlog/2027-05/Bail App 37-2027 order 29.05.2027.pdf", "certified_order_sheet_scan", "Principal Sessions Judge, Kathua", "2027-05-31", ["C01"], ["C01-H05"], """
IN THE COURT OF PRINCIPAL SESSIONS JUDGE, KATHUA
(Special Judge under the NDPS Act)
Bail Application No. 37/2027   CNR No. JKKT01-001284-2027
Rajinder Kumar @ Raju  vs  UT of J&K through SHO P/S Hiranagar
FIR No. 118/2027 u/s 8/21 NDPS Act, P/S Hiranagar
29.05.2027
Present: Sh. D.S. Slathia, Advocate for the applicant.  Sh. V.K. Thappa, PP for the UT.
ORDER
The contraband allegedly recovered is 38 grams of heroin, which is above small and below commercial quantity; the
rigour of section 37 of the NDPS Act is not attracted. The FSL report has not been received. The earlier FIR No.
54/2025 was for consumption under section 27 and the applicant was released on bail therein. Investigation qua
the applicant is complete and he is no longer required for custodial interrogation.
The applicant is admitted to bail on his furnishing a personal bond of Rs. 50,000/- with one surety of the like
amount to the satisfaction of this court, subject to the conditions: (i) he shall not leave the UT of J&K without
permission; (ii) he shall appear on every date; (iii) he shall not tamper with the prosecution evidence.
Application disposed of. File be consigned to records after due completion.
                                                   (Prem Nath Bhagat) Principal Sessions Judge, Kathua
""")

# ---------------- C02 Kanta Devi mutation appeal
u("backlog/2027-04/Kanta Devi appeal 20.04.docx", "typed_note_docx", L, "2027-04-20", ["C02"], ["C02-H01"], """
Kanta Devi vs Bodh Raj - Revenue Appeal 19/AC(R)/2027 - AC Revenue Kathua
20.04.2027: Appeal admitted. Notice to respondents 1 and 2. AC sahab ne Tehsildar Hiranagar se intkal 1422 ki misl
(original record) talab ki. No stay on further transfer asked today - move it next date if Bodh Raj tries to sell.
Kanta ji ke saath bhai Krishan Lal bhi aaye - he says he is ready to give her share; only Bodh Raj opposing.
Next date 19.05.2027.
""")
u("backlog/2027-08/AC yatra duty 18 aug.txt", "typed_note_txt", L, "2027-08-18", ["C02"], ["C02-H04"], """
18.8.27 - Kanta Devi appeal. AC sahab Amarnath Yatra duty pe (Lakhanpur camp), koi court nahi laga. Reader ne
date de di 22.09.2027. Misl abhi bhi Tehsil se nahi aayi - reader bola reminder gaya hai.
Kanta ji ko phone kiya, bataya.
""")
u("backlog/2027-09/IMG_20270922_154401.jpg", "handwritten_note_photo", L, "2027-09-22", ["C02"], ["C02-H05"], """
22/9  AC (R) - Kanta Devi
Misl aa gayi. Intkal 1422 - no notice to daughter, no report of Lambardar on heirs.
Hibanama - copy in misl unregistered, no witness. Argued 30 min.
Mahajan - next date pe. ND 3/11
""")
u("backlog/2027-11/kanta appeal args 3 nov.docx", "typed_note_docx", L, "2027-11-03", ["C02"], ["C02-H06"], """
03.11.2027  Revenue Appeal 19/AC(R)/2027 Kanta Devi
Mahajan argued for Bodh Raj: hibanama dated 05.06.2024 by Milkhi Ram in favour of the sons; daughter married in
1998 and got dowry; appeal time barred. Reply: hibanama unregistered - Transfer of Property Act s. 123, no delivery
of possession; appeal within time from the date of knowledge (nakal on 03.02.2027).
AC: both sides written arguments do hafte mein. ND 08.12.2027.
""")
u("backlog/2027-12/diary page 8 and 10 dec.jpg", "handwritten_note_photo", L, "2027-12-10", ["C02", "C07"], ["C02-H07", "C07-H05"], """
8/12  Kanta Devi - written args dono ne file kiye. AC: order reserved. ND 12/1/28 for orders.
10/12  Reena kharcha - Naz madam: interim Rs 6,000 p.m. Reena + Rs 3,000 bachche ko, from date of petition.
Arrears 3 months me. Sanjeev court me tha, gussa. ND 28/1/28
""")
u("backlog/2028-01/AC order Kanta Devi 12.01.2028.pdf", "certified_order_sheet_scan", "Assistant Commissioner (Revenue), Kathua", "2028-01-14", ["C02"], ["C02-H08"], """
IN THE COURT OF ASSISTANT COMMISSIONER (REVENUE), KATHUA
(Exercising the powers of Collector)
Revenue Appeal No. 19/AC(R)/2027   Smt. Kanta Devi vs Bodh Raj & Ors.
Date of institution: 29.03.2027   Date of decision: 12.01.2028
ORDER
The appellant, a daughter of the deceased Milkhi Ram, challenges mutation No. 1422 of village Marheen attested on
12.01.2027 by the Tehsildar Hiranagar. The misl shows no notice to the appellant and no statement of the
Lambardar or Chowkidar regarding the legal heirs. The alleged hibanama is unregistered and was not produced before
the attesting officer. A mutation of inheritance cannot exclude a Class I heir without hearing her.
The appeal is allowed. Mutation No. 1422 is set aside and the matter is remanded to the Tehsildar Hiranagar for
fresh attestation after notice to all legal heirs of late Milkhi Ram. Parties to appear before the Tehsildar.
Announced. File be consigned.                                     sd/- Assistant Commissioner (Revenue), Kathua
""")

# ---------------- C03 Logate kuhl suit
u("backlog/2027-04/CS 112-2027 order 12.04.2027.pdf", "certified_order_sheet_scan", "Munsiff, Kathua", "2027-04-13", ["C03"], ["C03-H01"], """
IN THE COURT OF MUNSIFF, KATHUA
Civil Suit No. 112/2027   CNR JKKT02-000412-2027   Gian Chand & Anr. vs Tarsem Lal & Ors.
12.04.2027
Present: Counsel for the plaintiffs.
Suit received by assignment; checked and registered. Application under Order 39 Rules 1 and 2 CPC also filed.
Heard. The plaintiffs say that the paddy nursery is drying for want of water. Till the next date, parties are
directed to maintain status quo as regards the flow of the kuhl through khasra no. 318, village Logate.
Compliance of Order 39 Rule 3 CPC within a week. Notice to the defendants for 26.04.2027.
                                                   (Shivani Gupta) Munsiff, Kathua
""")
u("backlog/2027-07/WhatsApp Chat with Gian Chand Logate.txt", "whatsapp_export", "Gian Chand", "2027-07-18", ["C03"], [], """
06/07/27, 7:02 am - Gian Chand Logate: Bakeel sahab ram ram. Kal ki hoya kuhl aale case ch?
06/07/27, 9:15 am - Devinder Slathia Adv: Kal TI par behas hoi. Commission di application de ditti. 19 taarikh rakhi.
06/07/27, 9:20 am - Gian Chand Logate: Tarsem ne phir pipe laayi di ai. Paani nei aa'nda. Paneeri sukki jaa'ndi
06/07/27, 9:24 am - Devinder Slathia Adv: Photo bhejo mitti te pipe di. Status quo di order ai, contempt de dinne.
06/07/27, 9:40 am - Gian Chand Logate: <Media omitted>
18/07/27, 6:48 pm - Gian Chand Logate: Kal aana ai? Hem Raj kohli bi aaga
18/07/27, 7:05 pm - Devinder Slathia Adv: Haan 10 baje court 6. Commission di fees 3000 lai aaeyo
""")
u("backlog/2027-07/CS 112-2027 order 19.07.2027.pdf", "certified_order_sheet_scan", "Munsiff, Kathua", "2027-07-20", ["C03"], ["C03-H05"], """
IN THE COURT OF MUNSIFF, KATHUA   Civil Suit No. 112/2027   Gian Chand & Anr. vs Tarsem Lal & Ors.
19.07.2027
Present: Counsel for the plaintiffs. Sh. Sandeep Jasrotia, Advocate for defendants 1 and 2.
Application of the plaintiffs for appointment of a local commissioner. Heard. The dispute concerns the existence
and present condition of the kuhl on the spot, which is best ascertained by a visit. Ms. Neha Kotwal, Advocate, is
appointed Local Commissioner to visit village Logate in presence of the parties and the Patwari halqa and to report
on the kuhl through khasra no. 318, any earth fill and any pipe. Fee Rs. 3,000/- to be paid by the plaintiffs.
Report within three weeks. To come up on 23.08.2027.          (Shivani Gupta) Munsiff, Kathua
""")
u("backlog/2027-08/IMG_20270823_123318.jpg", "handwritten_note_photo", L, "2027-08-23", ["C03"], ["C03-H06"], """
23/8  Munsiff - kuhl (Gian Chand)
LC report file - mitti 40 ft, 4" pipe Tarsem ke khet ki taraf. Humare khet sukhe. Good for us.
Jasrotia - objections to LC report - 2 weeks.
TI order next date. ND 20/9
""")
u("backlog/2027-09/CS 112-2027 TI order 20.09.2027.pdf", "certified_order_sheet_scan", "Munsiff, Kathua", "2027-09-22", ["C03"], ["C03-H07"], """
IN THE COURT OF MUNSIFF, KATHUA   Civil Suit No. 112/2027   Gian Chand & Anr. vs Tarsem Lal & Ors.
20.09.2027
Present: Counsel for the parties.
Orders on the application under Order 39 Rules 1 and 2 CPC. The report of the Local Commissioner shows the kuhl
filled with earth for about 40 feet at khasra no. 318 and a pipe diverting the water; the fields beyond are dry.
The defendants' plea that the pipe carries tubewell water is not borne out by the spot. Prima facie case, balance
of convenience and irreparable loss are in favour of the plaintiffs. The application is allowed: the defendants
are restrained from obstructing or diverting the flow of the kuhl through khasra no. 318 till the disposal of the
suit. The objections to the report shall be considered at the final stage. For framing of issues on 08.11.2027.
                                                   (Shivani Gupta) Munsiff, Kathua
""")
u("backlog/2027-11/issues kuhl 8 nov.docx", "typed_note_docx", L, "2027-11-08", ["C03"], ["C03-H08"], """
Gian Chand vs Tarsem Lal - CS 112/2027 - Munsiff Kathua - 08.11.2027
Issues framed (5) - five issues framed today:
1. Whether the plaintiffs have a customary right of water through the kuhl passing khasra no. 318? OPP
2. Whether the defendants obstructed and diverted the kuhl on 28.03.2027? OPP
3. Whether the suit is not maintainable? OPD
4. Whether the plaintiffs take water out of warabandi turn? OPD
5. Relief.
Plaintiffs' evidence 13.12.2027. Witnesses: Gian Chand, Hem Raj (kohli), Patwari Logate with jamabandi/girdawari.
""")
u("backlog/2027-12/13.12 kuhl PW1.txt", "typed_note_txt", L, "2027-12-13", ["C03"], ["C03-H09"], """
13.12.27 Munsiff Kathua - kuhl case
PW1 Gian Chand ka examination in chief - affidavit tendered, exhibits PW1/1 to PW1/7 (photos), LC report relied.
Jasrotia: "Sessions court mein murder trial hai" - cross deferred. Madam ne aaj bina costs ke de diya, next time nahi.
Agli tareekh 24.01.2028 - PW1 cross + PW2.
""")
u("backlog/2028-01/IMG_20280124_142010.jpg", "handwritten_note_photo", L, "2028-01-24", ["C03"], ["C03-H10"], """
24/1/28  kuhl - PW1 Gian Chand cross by Jasrotia 40 min
- warabandi turn: Gian Chand admitted Tarsem ki turn Mangal ko. Pipe 2019 se? - denied firmly
- PW2 Hem Raj kohli absent (beemar). ND 6/3
""")
u("backlog/2028-03/PW2 kohli 6 march.docx", "typed_note_docx", L, "2028-03-06", ["C03"], ["C03-H11"], """
CS 112/2027 Gian Chand vs Tarsem Lal - Munsiff Kathua - 06.03.2028
PW2 Hem Raj (kohli, 71 yrs) examined: kuhl since his father's time; he keeps it, cleans it every Baisakh;
warabandi: Logate lower fields Monday-Wednesday nights. Saw the earth fill on 28.03.2027 morning.
Cross by Jasrotia: admits no written warabandi; denies any personal enmity with Tarsem.
PW3 Patwari Logate present with jamabandi and girdawari but Jasrotia sought adjournment (busy) - Munsiff madam
granted on costs Rs. 500 payable to plaintiffs.
ND 17.04.2028 for PW3.
""")
u("backlog/2028-03/correction kuhl ND.txt", "typed_note_txt", L, "2028-03-07", ["C03"], [], """
Correction - kuhl case (Gian Chand) - kal ke note mein ND 17.04 likh diya tha, woh galat hai.
Munshi Ashraf ne reader se confirm kiya: sahi agli tareekh 10.04.2028 (Monday) - PW3 Patwari.
Costs Rs 500 Jasrotia ne aaj tak nahi diye.
""")

# ---------------- C04 Sunita ReT writ (HC Jammu)
u("backlog/2027-04/WP 1876 notice 23.4.docx", "typed_note_docx", L, "2027-04-23", ["C04"], ["C04-H01"], """
WP(C) 1876/2027 Sunita Devi Sharma vs UT of J&K - HC Jammu, Court 5 (Bhagotra J) - 23.04.2027
Fresh matter, Sr. No. 41. Notice issued; Ms. Anuradha Salathia, GA, accepted notice for respondents 1 to 4.
Reply within four weeks. Court asked: why salary stopped if certificate verified? GA had no instructions.
Next 27.05.2027.
""")
u("backlog/2027-07/WP(C) 1876-2027 order 22.07.2027.pdf", "certified_order_sheet_scan", "High Court of J&K and Ladakh at Jammu", "2027-07-24", ["C04"], ["C04-H03"], """
HIGH COURT OF JAMMU & KASHMIR AND LADAKH AT JAMMU
WP(C) No. 1876/2027                                        Serial No. 17 (Supplementary Cause List)
Sunita Devi Sharma  ..... Petitioner(s)   Through: Mr. D.S. Slathia, Advocate
Versus  UT of J&K & Ors.  ..... Respondent(s)   Through: Ms. Anuradha Salathia, GA
CORAM: HON'BLE MR. JUSTICE R. K. BHAGOTRA, JUDGE
ORDER  22.07.2027
1. Despite time granted on 23.04.2027 and again on 27.05.2027, the reply has not been filed. Learned GA again seeks
time on the ground that instructions are awaited from the School Education Department.
2. As a last opportunity, the reply be filed within four weeks subject to payment of costs of Rs. 5,000/- to be
paid to the petitioner. The costs shall be recovered from the officer responsible for the delay.
3. List on 09.09.2027.                                          (R. K. Bhagotra) Judge
Jammu 22.07.2027   Whether the order is reportable: No
""")
u("backlog/2027-09/writ sunita 9.9.txt", "typed_note_txt", L, "2027-09-09", ["C04"], ["C04-H04"], """
9/9/27 HC Jammu Court 5 - Sunita writ
Reply filed today by GA (copy given in court). Costs Rs 5,000 - GA says cheque is with the department, not paid yet.
Reply: salary stopped on ZEO Billawar's letter since certificate 'doubtful'; now verified, case under process.
Rejoinder 3 weeks. Next 28.10.2027.
""")
u("backlog/2027-10/WP(C) 1876-2027 order 28.10.2027.pdf", "certified_order_sheet_scan", "High Court of J&K and Ladakh at Jammu", "2027-10-29", ["C04"], ["C04-H05"], """
HIGH COURT OF JAMMU & KASHMIR AND LADAKH AT JAMMU
WP(C) No. 1876/2027                                                   Serial No. 9
Sunita Devi Sharma vs UT of J&K & Ors.
CORAM: HON'BLE MR. JUSTICE R. K. BHAGOTRA, JUDGE
ORDER  28.10.2027
Rejoinder filed, taken on record. The respondents admit in their reply that the petitioner's certificate stands
verified. Nothing is placed on record to explain why her salary remains withheld. The Chief Education Officer,
Kathua shall file his personal affidavit before the next date stating whether the salary has been released and,
if not, the reasons. The costs of Rs. 5,000 imposed on 22.07.2027 have not been paid; they be paid before the next
date. List on 16.12.2027.                                        (R. K. Bhagotra) Judge
""")
u("backlog/2027-12/IMG_20271216_160512.jpg", "handwritten_note_photo", L, "2027-12-16", ["C04"], ["C04-H06"], """
16/12 HC Jmu - Sunita
CEO Kathua affidavit - salary Aug 2025 se Nov 2027 (28 months) released Rs 2,94,000 - credited 10/12 (Sunita confirmed)
Costs 5000 paid by cheque today.
Regularisation - Bhagotra J: argue next date. ND 17/2/28
""")
u("backlog/2028-02/Jammu 17 feb.txt", "typed_note_txt", L, "2028-02-17", ["C04"], ["C04-H07"], """
17.02.2028 HC Jammu
Sunita writ (Court 5): argued regularisation 20 min - same batch ReTs regularised vide Govt Order of 2026, she alone
left out. GA: her 5 years counted from 2019, eligible only after verification. Part heard - paucity of time.
List 19.04.2028 for further arguments.
Mentioned nothing else today. Back to Kathua by 4.
""")

# ---------------- C05 Ashok MACT
u("backlog/2027-09/Ashok PW1 cross 16.09.docx", "typed_note_docx", L, "2027-09-16", ["C05"], ["C05-H05"], """
Claim Petition 64/2027 Ashok Kumar vs Harpreet Singh & Ors. - MACT Kathua - 16.09.2027
PW1 Ashok Kumar: affidavit tendered; DL, RC of scooter, discharge summary GMC Jammu, bills Rs. 1,86,400 exhibited.
Cross by Kamal Gupta (insurer): suggested Ashok was on the wrong side of NH-44 - denied; admits no helmet? - said he
was wearing helmet; income Rs. 18,000 p.m. from his mobile repair shop at Chadwal - no ITR.
Doctor next date. ND 21.10.2027 - PW2 Dr. Anil Bhau (summons).
""")
u("backlog/2027-12/MACT 64-2027 order 02.12.2027.pdf", "certified_order_sheet_scan", "MACT, Kathua", "2027-12-03", ["C05"], ["C05-H07"], """
BEFORE THE MOTOR ACCIDENT CLAIMS TRIBUNAL, KATHUA
Claim Petition No. 64/2027   Ashok Kumar vs Harpreet Singh & Ors.
02.12.2027
Present: Sh. D.S. Slathia, counsel for the claimant. Sh. Kamal Gupta, counsel for respondent no. 3 (insurer).
Respondents 1 and 2 already ex parte.
PW2 Dr. Anil Bhau, Asstt. Professor Orthopaedics, GMC Kathua, present in pursuance of summons, examined and
cross-examined. He proves the disability certificate Ext. PW2/1 assessing 30% permanent disability of the right
lower limb. Claimant closes his evidence. Respondent no. 3 to lead evidence on 20.01.2028.
                                                   (Harbans Lal Chib) Presiding Officer, MACT Kathua
""")
u("backlog/2028-02/MACT RW1 24.2.txt", "typed_note_txt", L, "2028-02-24", ["C05"], ["C05-H09"], """
24/02/2028 MACT Kathua - Ashok claim
RW1 Rakesh Khajuria, insurer's investigator: report says truck driver Harpreet had valid DL (HMV), but "claimant
took U-turn without indicator". In cross he admitted he never visited the spot, report made from FIR and the
police file; no eyewitness examined. Insurer closed evidence.
Final arguments 10.04.2028. Prepare: multiplier 16 (age 34), income 18,000, future prospects 40%, 30% disability.
""")

# ---------------- C06 Nagri nishandehi (Tehsildar Kathua)
u("backlog/2027-06/IMG_20270615_113045.jpg", "handwritten_note_photo", L, "2027-06-15", ["C06"], ["C06-H01"], """
15/6/27 तहसीलदार कठुआ - ओम परकाश निशानदेही (नगरी, ख. नं. 77)
अड़ोसी-पड़ोसी मालिकों को नोटिस. पटवारी हलका नगरी रिपोर्ट दे.
केवल कृष्ण ने दीवार 2026 में बनाई - ओम परकाश कहता 3-4 मरले दबाए.
अगली पेशी 13/7
""")
u("backlog/2027-08/nagri 10 aug.txt", "typed_note_txt", L, "2027-08-10", ["C06"], ["C06-H03"], """
10.8.2027 Tehsildar Kathua - Om Parkash nishandehi
Girdawar te Patwari mauke pe gaye 5.8 ko, zanjeer (chain) naal naap kitti. Kewal Krishan ne objection kiti ke
zanjeer di naap galat ai, pathar (burji) hille de ne. Om Parkash bolda ai total station naal karo.
Tehsildar sahab: agli peshi 05.10.2027 - total station di application dena.
""")
u("backlog/2027-10/Tehsildar order Nagri 05.10.2027.jpg", "certified_order_sheet_scan", "Tehsildar, Kathua", "2027-10-06", ["C06"], ["C06-H04"], """
دفتر تحصیلدار کٹھوعہ
مسل نمبر 27/Teh/Nishandehi/2027   اوم پرکاش بنام کیول کرشن   موضع نگری   خسرہ نمبر 77
05.10.2027
حاضر: وکیل سائل (Slathia)، وکیل مسئول علیہ (Bhagat)
مسئول علیہ نے زنجیر سے کی گئی نشاندہی پر اعتراض کیا۔ نشاندہی ٹوٹل سٹیشن سے بذریعہ نائب تحصیلدار سروے کی جائے۔
فیس 2500 روپے سائل ادا کرے۔ رپورٹ تاریخ 23.11.2027 کو پیش ہو۔
دستخط تحصیلدار کٹھوعہ
(Fresh demarcation by total station; fee Rs. 2,500 by the applicant; report on 23.11.2027.)
""")
u("backlog/2028-02/nishandehi objections 8 feb.docx", "typed_note_docx", L, "2028-02-08", ["C06"], ["C06-H06"], """
Om Parkash vs Kewal Krishan - Nishandehi, Tehsildar Kathua - 08.02.2028
Objections of Kewal Krishan (through Balwant Raj Bhagat) heard: total station started from a wrong pillar; he was
not given notice of the date 16.11.2027. Our reply: notice served through Chowkidar, he was present on spot and
refused to sign (report says so). 3 marla encroachment under his wall on khasra 77.
Tehsildar sahab ne orders ke liye rakha: 18.04.2028. If order in our favour - removal through s. 133 BNSS? or suit
for possession - discuss with Om Parkash.
""")

# ---------------- C07 Reena maintenance
u("backlog/2027-08/IMG-20270806-WA0004.jpg", "handwritten_note_photo", L, "2027-08-06", ["C07"], ["C07-H01"], """
6/8/27  Addl Munsiff (Naz madam) - Reena vs Sanjeev, 144 BNSS
Notice to Sanjeev (Dayalachak). Interim app - notice.
Reena + bachcha (Aryan 4 yr) with her mother. ND 3/9
""")
u("backlog/2027-10/reena 8 oct.txt", "typed_note_txt", L, "2027-10-08", ["C07"], ["C07-H03"], """
08.10.2027 Reena maintenance - Addl Munsiff Kathua
Sanjeev appeared (served through SHO Rajbagh) with Adv. Mohd Iqbal Choudhary. Time for reply to main petition and
interim application. Iqbal sahab: settlement? Reena not ready unless he takes separate house.
Next 12.11.2027.
""")
u("backlog/2028-01/WhatsApp Chat with Reena Devi.txt", "whatsapp_export", "Reena Devi", "2028-03-20", ["C07"], [], """
11/12/27, 8:12 pm - Reena Devi: वकील साहब नमस्ते, कल वाला आर्डर की कॉपी कब मिलेगी
11/12/27, 8:30 pm - Devinder Slathia Adv: Copy apply kar di hai. 6000 aapko aur 3000 Aryan ko har mahine.
29/01/28, 9:05 am - Reena Devi: 24000 मिल गए, बाकी कब देगा?
29/01/28, 9:20 am - Devinder Slathia Adv: Baaki arrears ke liye recovery application lagayenge. Agli tareekh 17 March.
20/03/28, 7:45 pm - Reena Devi: सर मार्च का पैसा भी नहीं आया
20/03/28, 7:51 pm - Devinder Slathia Adv: Theek hai, 21 April ko court ko bataenge.
""")
u("backlog/2028-03/IMG_20280317_124455.jpg", "handwritten_note_photo", L, "2028-03-17", ["C07"], ["C07-H07"], """
17/3/28  Naz madam - Reena
PW1 Reena examined in chief (affidavit). Cross by Iqbal - half; he asked time, rest next date.
March maintenance not paid - told court. ND 21/4
""")

# ---------------- the munshi's Urdu peshi register (photos)
u("backlog/2027-05/IMG-20270519-WA0008.jpg", "handwritten_note_photo", K, "2027-05-19", ["C01", "C05", "C03", "C02"], ["C01-H02", "C05-H02", "C03-H03", "C02-H02"], """
رجسٹر پیشی - دفتر ایڈووکیٹ ڈی ایس سلاتھیہ، کٹھوعہ
11.05.2027  راجو ضمانت (سیشن جج) - پی پی نے وقت مانگا، رپورٹ نہیں آئی - آئندہ 18.05.2027
13.05.2027  اشوک کلیم (ایم اے سی ٹی) - انشورنس والے وکیل کمل گپتا حاضر، اعتراضات کے لئے وقت - آئندہ 08.07.2027
17.05.2027  گیان چند کوہل (منصف) - جواب دعویٰ اور اعتراضات داخل - آئندہ 05.07.2027
18.05.2027  راجو ضمانت - رپورٹ داخل، بحث - آئندہ 25.05.2027
19.05.2027  کانتا دیوی اپیل (اسسٹنٹ کمشنر) - بودھ راج کی طرف سے مہاجن صاحب حاضر، اعتراضات کے لئے وقت - آئندہ 14.07.2027
""")
u("backlog/2027-07/IMG-20270714-WA0019.jpg", "handwritten_note_photo", K, "2027-07-14", ["C03", "C05", "C06", "C02"], ["C03-H04", "C05-H03", "C06-H02", "C02-H03"], """
رجسٹر پیشی - جولائی 2027
05.07.2027  گیان چند کوہل (منصف) - حکم امتناعی پر بحث، کمیشن کی درخواست - آئندہ 19.07.2027
08.07.2027  اشوک کلیم (ایم اے سی ٹی) - انشورنس کے اعتراضات داخل، ڈرائیور اور مالک یکطرفہ - آئندہ 12.08.2027
13.07.2027  اوم پرکاش نشاندہی (تحصیلدار) - پٹواری کی رپورٹ نہیں آئی - آئندہ 10.08.2027
14.07.2027  کانتا دیوی اپیل - اعتراضات داخل، مسل تحصیل سے نہیں آئی - آئندہ 18.08.2027
""")
u("backlog/2027-09/IMG-20270922-WA0023.jpg", "handwritten_note_photo", K, "2027-09-22", ["C07", "C05", "C03", "C02"], ["C07-H02", "C05-H05", "C03-H07", "C02-H05"], """
رجسٹر پیشی - ستمبر 2027
03.09.2027  رینا خرچہ (منصف اضافی) - سنجیو کی تعمیل نہیں ہوئی، ایس ایچ او راجباغ کے ذریعے نوٹس - آئندہ 08.10.2027
16.09.2027  اشوک کلیم - گواہ اشوک کا بیان، جرح - آئندہ 21.10.2027
20.09.2027  گیان چند کوہل - حکم امتناعی منظور - آئندہ 08.11.2027 تنقیحات
22.09.2027  کانتا دیوی اپیل - مسل آ گئی، بحث - آئندہ 03.11.2027
""")
u("backlog/2027-11/IMG-20271123-WA0002.jpg", "handwritten_note_photo", K, "2027-11-23", ["C02", "C03", "C07", "C06"], ["C02-H06", "C03-H08", "C07-H04", "C06-H05"], """
رجسٹر پیشی - نومبر 2027
03.11.2027  کانتا دیوی اپیل - بحث مکمل، تحریری بحث دو ہفتے - آئندہ 08.12.2027
08.11.2027  گیان چند کوہل - تنقیحات مرتب (5) - آئندہ 13.12.2027 شہادت مدعی
12.11.2027  رینا خرچہ - جواب داخل، عبوری خرچہ پر بحث - آئندہ 10.12.2027
23.11.2027  اوم پرکاش نشاندہی - ٹوٹل سٹیشن رپورٹ: 3 مرلہ ناجائز قبضہ، اعتراضات - آئندہ 08.02.2028
""")
u("backlog/2028-01/IMG-20280128-WA0015.jpg", "handwritten_note_photo", K, "2028-01-28", ["C02", "C05", "C03", "C07"], ["C02-H08", "C05-H08", "C03-H10", "C07-H06"], """
رجسٹر پیشی - جنوری 2028
12.01.2028  کانتا دیوی اپیل - اپیل منظور، انتقال 1422 منسوخ، تحصیلدار کو واپس - فیصلہ
20.01.2028  اشوک کلیم - انشورنس نے گواہ کے لئے وقت لیا - آئندہ 24.02.2028
24.01.2028  گیان چند کوہل - گواہ گیان چند پر جرح، ہیم راج غیر حاضر - آئندہ 06.03.2028
28.01.2028  رینا خرچہ - سنجیو نے 24000 روپے عدالت میں دیے - آئندہ 17.03.2028
""")
u("backlog/2028-03/IMG-20280318-WA0006.jpg", "handwritten_note_photo", K, "2028-03-18", ["C05", "C03", "C07"], ["C05-H09", "C03-H11", "C07-H07"], """
رجسٹر پیشی - فروری / مارچ 2028
24.02.2028  اشوک کلیم - انشورنس کا گواہ راکیش کھجوریہ، شہادت بند - آئندہ 10.04.2028 بحث
06.03.2028  گیان چند کوہل - گواہ ہیم راج کوہلی کا بیان، جسروٹیہ صاحب پر 500 روپے خرچہ - آئندہ 10.04.2028
17.03.2028  رینا خرچہ - رینا کا بیان، جرح باقی - آئندہ 21.04.2028
""")

# ---------------- WhatsApp with the junior
u("backlog/2027-10/WhatsApp Chat with Ankush Thakur Jr.txt", "whatsapp_export", J, "2027-10-21", ["C05", "C03", "C04"], ["C05-H01", "C03-H02", "C04-H02", "C05-H04", "C05-H06"], """
15/04/27, 11:42 am - Ankush Thakur Jr: Sir MACT ch Ashok aala claim laga. Notice issue hoi gaya resp 1 to 3. ND 13/5
15/04/27, 11:43 am - Devinder Slathia Adv: 👍 process fee jama karo aaj hi
26/04/27, 12:10 pm - Ankush Thakur Jr: Sir kuhl case ch Jasrotia ji aaye defendants aaste. WS te objections aaste time mangeya. Madam ne 17/5 rakhi. Status quo continue
26/04/27, 12:12 pm - Devinder Slathia Adv: ok
27/05/27, 2:35 pm - Ankush Thakur Jr: Sir Jammu - Sunita writ Court 5 ch Sr 23 pe laga. GA Salathia madam ne instructions aaste time mangeya. Judge sahab thode naraz. ND 22/7
27/05/27, 2:36 pm - Devinder Slathia Adv: Order di copy download kar laina
12/08/27, 1:05 pm - Ankush Thakur Jr: Sir Ashok MACT - issues frame hoi gaye (4). PE 16/9. Ashok nu affidavit aaste bulaya
21/10/27, 12:48 pm - Ankush Thakur Jr: Sir MACT - Dr Anil Bhau nei aaye, OPD ch busy. Chib sahab ne phir summon kitte, ND 2/12
21/10/27, 12:50 pm - Devinder Slathia Adv: Doctor nu khud phone karo, diet money jama karao
""")
u("backlog/2028-02/WhatsApp Chat with Ankush Thakur Jr (2).txt", "whatsapp_export", J, "2028-02-01", ["C05", "C07"], ["C05-H08", "C07-H06"], """
20/01/28, 12:20 pm - Ankush Thakur Jr: Sir Ashok claim ch insurance aale Kamal Gupta ji ne apne investigator aaste time mangeya, RW1 nei aaya. ND 24/2
20/01/28, 12:22 pm - Devinder Slathia Adv: Thik hai. Objection record karvaya?
20/01/28, 12:25 pm - Ankush Thakur Jr: Ji sir, madam... sorry Chib sahab ne likheya "last opportunity to R3"
28/01/28, 1:40 pm - Ankush Thakur Jr: Sir Reena case - Sanjeev ne court ch 24,000 ditte (Dec-Jan). Baki arrears pending. Madam ne PW1 aaste 17/3 rakhi
28/01/28, 1:41 pm - Devinder Slathia Adv: Receipt lai lao. Recovery application draft karo
""")

# ---------------- the week: cause list and plan
u("backlog/2028-04/Plan 10-21 April.docx", "typed_note_docx", L, "2028-04-07", ["C03", "C05", "C06", "C04", "C07"], [], """
PLAN  10 - 21 APRIL 2028  (D.S. Slathia)
Mon 10.04  Munsiff Kathua Ct 6 - Gian Chand kuhl: PW3 Patwari Logate (jamabandi, girdawari). Ask costs Rs 500.
           MACT Kathua - Ashok claim: FINAL ARGUMENTS. Calculation sheet ready; Ankush to sit in MACT till I come.
Tue 18.04  Tehsildar Kathua - Om Parkash nishandehi: orders.
Wed 19.04  HC Jammu Ct 5 - Sunita writ: further arguments (regularisation). Carry Govt Order of the batch.
Fri 21.04  Addl Munsiff - Reena: PW1 cross remainder; recovery application for arrears.
Kanta Devi: appear before Tehsildar Hiranagar on remand when notice comes.
""")
u("backlog/2028-04/Cause list Munsiff Kathua 10.04.2028.pdf", "cause_list_pdf", "District Court Kathua (eCourts)", "2028-04-08", ["C03"], [], """
DISTRICT COURT KATHUA - CAUSE LIST FOR 10-04-2028
Court of Munsiff, Kathua (Court Room 6)   Presiding Officer: Ms. Shivani Gupta
Sr  Case No.              Parties                                           Stage
1   CS 44/2025            Satish Kumar vs Madan Lal                         Arguments
2   CS 112/2027           Gian Chand & Anr. vs Tarsem Lal & Ors.            Plaintiff's Evidence
3   CS 201/2026           Sukhdev Singh vs Municipal Council Kathua         Issues
4   Misc 17/2028          Neelam Devi vs Raj Kumar                          Orders
5   CS 9/2028             Bhushan Lal vs Pritam Chand                       Written Statement
6   Execution 6/2027      Kamla Devi vs Joginder Paul                       Execution
""")
