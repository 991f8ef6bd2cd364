"""The uploads of the Nainital / Haldwani practice: what the lawyer, the junior Tanuja and the munshi Bhuwan da kept."""

L, J, K = "Harish Chandra Kandpal", "Tanuja Pant", "Bhuwan Chandra Tewari (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents (before and around the cases)
u("backlog/2025-09/CamScanner 09-12-2025 11.20.pdf", "document_scan", "Tehsildar, Kosya Kutoli (Nainital)", "2025-09-12", ["C01"], [], """
कार्यालय तहसीलदार, कोश्यां कुटौली, जनपद नैनीताल
पत्रांक 418/आ.प्र./2025                                   दिनांक 12.09.2025
विषय: दैवीय आपदा (भूस्खलन) दिनांक 14.08.2025 में क्षतिग्रस्त भवन हेतु राहत राशि।
ग्राम रातीघाट निवासी श्रीमती हेमा बिष्ट पत्नी स्व. गोविन्द सिंह बिष्ट का पक्का आवासीय भवन (दो मंजिला, पठाल की छत)
भूस्खलन से पूर्ण क्षतिग्रस्त हुआ। SDRF मानकों के अनुसार पूर्ण क्षतिग्रस्त पक्का भवन हेतु रु. 1,20,000/- की राहत राशि
स्वीकृत कर चेक संख्या 774310 द्वारा भुगतान किया गया।
ह0/- तहसीलदार कोश्यां कुटौली
""")
u("backlog/2025-08/IMG_20250816_090412.jpg", "document_photo", "Halqa Patwari, Ratighat", "2025-08-16", ["C01"], [], """
क्षति आकलन आख्या (पटवारी)   ग्राम रातीघाट, पट्टी ..., तहसील कोश्यां कुटौली
दिनांक 16.08.2025
भोवाली-अल्मोड़ा मोटर मार्ग के चौड़ीकरण हेतु पहाड़ी की कटिंग (toe cutting) के नीचे स्थित भवन संख्या 12
(स्वामिनी हेमा बिष्ट) पर 14.08.2025 की रात्रि लगभग 11 बजे मलबा आने से भवन, गोठ व आंगन पूर्ण क्षतिग्रस्त।
सड़क किनारे पुश्ता (retaining wall) नहीं बना था। कोई जनहानि नहीं। 2 गाय दबकर मरीं।
ह0/- हल्का पटवारी
""")
u("backlog/2026-02/SDM Lamgara order 12.02.2026.pdf", "document_scan", "Sub-Divisional Magistrate, Lamgara", "2026-02-12", ["C02"], [], """
न्यायालय उपजिलाधिकारी, लमगड़ा, जनपद अल्मोड़ा
वाद संख्या 07/2025-26   हरीश सिंह कनवाल आदि बनाम त्रिलोक सिंह कनवाल, सरपंच वन पंचायत काफलीखेत
उत्तराखण्ड पंचायती वन नियमावली, 2012 के अन्तर्गत
आदेश
शिकायतकर्ताओं का कथन है कि सरपंच ने वर्ष 2025 में लीसा (resin) विदोहन की नीलामी बिना प्रस्ताव व बिना
गणपूर्ति (quorum) के की तथा घास कटान के हक़ अपने लोगों को दिये। अभिलेख प्रस्तुत नहीं किये गये। अतः सरपंच
श्री त्रिलोक सिंह कनवाल को पद से हटाया जाता है तथा वन पंचायत का नया चुनाव 30 दिन में कराया जाये।
दिनांक 12.02.2026                                          ह0/- उपजिलाधिकारी, लमगड़ा
""")
u("backlog/2026-02/FIR 88-2026 PS Lalkuan.pdf", "document_scan", "Police Station Lalkuan", "2026-02-20", ["C03"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)
District: Nainital   P.S.: Lalkuan   FIR No. 0088   Date: 20.02.2026
Acts & Sections: BNS 303(2); Mines and Minerals (Development and Regulation) Act, 1957 s. 4/21
Information (Forest Range Officer, Gaula Range and SI Mahesh Rawat): at about 2.10 AM on 20.02.2026 near the
Gaula river bank, Bindukhatta, a dumper UK-04-CB-xxxx loaded with about 6 cubic metres of RBM (upkhanij - sand and
bajri) was stopped. Driver gave his name Rajendra Singh Danu @ Raju s/o Bahadur Singh r/o Bindukhatta. No rawanna
(e-transit pass) produced. Dumper seized. Accused arrested.
""")
u("backlog/2022-04/lease deed Amritpur cottage.pdf", "document_scan", "Sub-Registrar, Haldwani", "2022-04-01", ["C04"], [], """
LEASE DEED
This lease deed is made on 01.04.2022 at Haldwani between Smt. Pushpa Joshi w/o late Ramesh Chandra Joshi,
r/o Heera Nagar, Haldwani (LESSOR) and M/s Himalayan Hearth Stays LLP through its designated partner Sh. Varun
Sethi, r/o Pitampura, Delhi (LESSEE).
1. The lessor lets the cottage known as "Kafal Cottage", Amritpur, Bhimtal Road (4 rooms, kitchen, terrace and
   orchard of 3 nali) for use as a homestay, for three years from 01.04.2022 to 31.03.2025.
2. Lease rent Rs. 30,000 per month, payable by the 7th of each month; security Rs. 90,000.
3. No structural change without written consent. Renewal only by a fresh registered deed.
Registered at Sub-Registrar office Haldwani, Book No. 1, No. 2211/2022.
""")
u("backlog/2025-05/notice LLP Kafal Cottage.docx", "typed_note_docx", L, "2025-05-19", ["C04"], [], """
HARISH CHANDRA KANDPAL, Advocate
Chamber 47, Civil Court Compound, Haldwani                     Dated: 19.05.2025
Regd. AD
To: M/s Himalayan Hearth Stays LLP, through Sh. Varun Sethi, Kafal Cottage, Amritpur, Bhimtal Road
Sub: Notice to hand over possession
Under instructions from my client Smt. Pushpa Joshi: the lease dated 01.04.2022 expired on 31.03.2025 and was not
renewed. Arrears of lease rent of Rs. 1,20,000 (Dec 2024 to Mar 2025) remain unpaid. You are called upon to vacate
and hand over peaceful possession of Kafal Cottage and to pay the arrears within 15 days, failing which my client
shall sue for possession, arrears and mesne profits at Rs. 30,000 per month.
                                                           Advocate
""")
u("backlog/2025-12/WS D1 OS 218-2025.pdf", "document_scan", "Sri Anil Goyal, Advocate for D1", "2025-12-12", ["C04"], [], """
IN THE COURT OF CIVIL JUDGE (SENIOR DIVISION), HALDWANI
O.S. No. 218 of 2025   Smt. Pushpa Joshi vs M/s Himalayan Hearth Stays LLP & Anr.
WRITTEN STATEMENT ON BEHALF OF DEFENDANT NO. 1
7. That the lease was orally renewed in March 2025 by the plaintiff's son Sh. Dinesh Chandra Joshi for two more
   years and the plaintiff accepted rent thereafter; the defendant is a tenant holding over.
9. That the defendant spent Rs. 2,10,000 on re-laying the slate (pathal) roof and repairing the water tank after
   the monsoon of 2024, which the plaintiff promised to adjust; the defendant claims the same by way of counter-claim.
Verified at Haldwani.                                   Defendant No. 1 through Varun Sethi
""")
u("backlog/2025-07/PNB return memo Jeena.pdf", "document_scan", "Punjab National Bank, Mukhani, Haldwani", "2025-07-28", ["C05"], [], """
PUNJAB NATIONAL BANK   Branch: Mukhani, Haldwani
CHEQUE RETURN MEMO                                  Date: 28.07.2025
Cheque No. 061145 dated 20.07.2025 for Rs. 2,65,000/- drawn by Deepak Jeena on A/c No. 4418xxxxxx,
presented by Bhatt Hardware & Sanitary Store - RETURNED UNPAID.
Reason: FUNDS INSUFFICIENT
                                        Authorised Signatory
""")
u("backlog/2024-04/plaint OS 61-2024 Almora.pdf", "document_scan", L, "2024-04-08", ["C06"], [], """
IN THE COURT OF CIVIL JUDGE (JUNIOR DIVISION), ALMORA
O.S. No. 61 of 2024
Smt. Bhagwati Devi Bhakuni w/o late Khadak Singh Bhakuni and Mohan Singh Bhakuni s/o late Khadak Singh,
r/o village Chaukhuni, Patti Salam, Tehsil Jainti, Almora                                ...Plaintiffs
Versus
Kundan Singh Bhakuni and Prem Singh Bhakuni, both s/o late Dewan Singh, same village   ...Defendants
PLAINT - SUIT FOR PARTITION
3. Khata no. 27 of village Chaukhuni (14 nali 6 mutthi) and the bakhli house of four khand with goth below stand
   jointly in the names of Khadak Singh and Dewan Singh, sons of late Bachi Singh, in equal shares.
5. No partition by metes and bounds has ever taken place. The defendants have taken the khet near the naula and
   the upper two khand and refuse to give the plaintiffs their half share.
Relief: preliminary decree for partition of half share; final decree through commission.
""")
u("backlog/2026-07/WhatsApp Image 2026-07-14 at 16.48.02.jpeg", "document_photo", "Halqa Patwari, Chaukhuni", "2026-07-14", ["C06"], [], """
खतौनी (नकल)  ग्राम चौखुनी, पट्टी सालम, तहसील जैंती, जनपद अल्मोड़ा   फसली वर्ष 1429-1434
खाता संख्या 27
खातेदार: खड़क सिंह व दीवान सिंह पुत्रगण बची सिंह (बराबर हिस्सा)
खसरा 212, 213, 215, 219, 220, 224 ... कुल रकबा 14 नाली 6 मुट्ठी (0.292 हे0)
नकल जारी 10.07.2026                                            ह0/- पटवारी
""")
u("backlog/2026-09/disability certificate Bhupal.pdf", "document_scan", "Medical Board, Dr. Sushila Tiwari Govt. Hospital, Haldwani", "2026-03-03", ["C07"], [], """
GOVERNMENT MEDICAL COLLEGE & DR. SUSHILA TIWARI GOVT. HOSPITAL, HALDWANI
CERTIFICATE FOR PERSON WITH DISABILITY (Locomotor)            Certificate No. DMB/HLD/2026/0391
This is to certify that Sh. Bhupal Singh Negi s/o Sh. Gopal Singh Negi, age 41, r/o Khairna, Distt. Nainital,
has 40% (forty percent) permanent physical impairment in relation to his right lower limb (malunited fracture of
tibia and fibula, shortening 2 cm) following a road accident on 09.11.2025.
Date: 03.03.2026        Medical Board (three members), Dr. Alok Kabdwal, Orthopaedics (Member)
""")
u("backlog/2026-11/IMG_20261127_170233.jpg", "document_photo", "Sri Anil Goyal, Advocate for D1", "2026-10-16", ["C04"], [], """
RECEIPT
Received from Sri Anil Goyal, Adv. (for defendant no. 1) a sum of Rs. 1,000/- (Rupees one thousand only) towards
costs imposed by the Hon'ble Court on 16.10.2026 in O.S. No. 218 of 2025.
Haldwani, 16.10.2026                          sd/- Dinesh Chandra Joshi (for plaintiff)
""")

# ---------------- C01 Ratighat landslide writ
u("backlog/2025-12/IMG_20251204_165010.jpg", "handwritten_note_photo", L, "2025-12-04", ["C01"], ["C01-H01"], """
4.12.25  HC Ct 5 - Lohani J
WPMS 2214/2025 Hema Bisht (Ratighat bhooskhalan)
Admitted-ish: notice to all resp. Mehta (Addl CSC) accepted for State. CA in 6 wks.
Judge asked - "pushta kyun nahi bana?" - DM Nainital to report what relief paid so far.
ND 18.2.26 (after winter vac.)
Hema ji ko phone - bhal hai, unka beta Kamal aayega next time.
""")
u("backlog/2026-02/ratighat 18 feb.txt", "typed_note_txt", L, "2026-02-18", ["C01"], ["C01-H02"], """
18.02.2026 wed  WPMS 2214/25 Hema Bisht v. State - Ct 5
No CA. Mehta ji: "instructions awaited from PWD Bhowali division", 3 wks more. Lohani J gave time but said
next date CA must, else EE to appear personally.
ND 25.03.2026.
""")
u("backlog/2026-03/WPMS_2214_2025_25-03-2026.pdf", "certified_order_sheet_scan", "High Court of Uttarakhand", "2026-03-27", ["C01"], ["C01-H03"], """
HIGH COURT OF UTTARAKHAND AT NAINITAL
Writ Petition (M/S) No. 2214 of 2025
Smt. Hema Bisht                                                    ...Petitioner
Versus
State of Uttarakhand and others                                    ...Respondents
Hon'ble Bhuwan Chandra Lohani, J.
Mr. Harish Chandra Kandpal, Advocate for the petitioner.
Mr. Girish Chandra Mehta, Additional C.S.C. for the State.
25.03.2026
Counter affidavit on behalf of respondent no. 3 (Executive Engineer, Provincial Division, PWD, Bhowali) is on
record. It is stated that the landslide of 14.08.2025 was a natural calamity due to excessive rainfall, and that
relief of Rs. 1,20,000/- under the SDRF norms has been paid. The petitioner's case is that the slope failed because
of toe-cutting for widening of the road without any breast wall. The Director, Uttarakhand Landslide Mitigation and
Management Centre (ULMMC), Dehradun shall depute a geologist to inspect the site and submit a report on the cause
of the landslide. List on 13.05.2026.
                                                           (Bhuwan Chandra Lohani, J.)
25.03.2026
Kaushal/
""")
u("backlog/2026-05/HC 13 may.docx", "typed_note_docx", L, "2026-05-13", ["C01", "C03"], ["C01-H04"], """
13.05.2026 HC
Hema Bisht (Ratighat) - Ct 5: ULMMC report NOT received. Mehta ji ne phir time maanga - "report awaited".
Lohani J annoyed, directed EE PWD Bhowali to join by VC on next date with site photographs.
ND 22.07.2026 (summer vac. in June).
Also: Raju (Danu) ke bhai Diwan ka phone - bail order ki certified copy chahiye for jail; sent Tanuja to copying.
""")
u("backlog/2026-07/Adobe Scan 10 Jul 2026.pdf", "document_scan", "ULMMC, Dehradun", "2026-07-10", ["C01"], [], """
UTTARAKHAND LANDSLIDE MITIGATION AND MANAGEMENT CENTRE, DEHRADUN
Site Inspection Report - Landslide at Ratighat, Bhowali-Almora road (km 21.400)   Dated 10.07.2026
Inspected on 23.06.2026 by Dr. Pooja Rawat, Geologist.
Findings: the hill slope above the road is of highly jointed phyllite and quartzite. The road was widened in 2024-25
by vertical cutting of the toe of the slope. No breast wall or retaining structure was provided at the cut. Heavy
rainfall of 13-14 August 2025 saturated the loose overburden which failed along the cut face. The failure is
attributable mainly to the unsupported toe-cutting; rainfall was the trigger.
Recommendation: breast wall of 6 m height, catch-water drain, and no re-occupation of the house site.
""")
u("backlog/2026-07/20260722_163544.jpg", "handwritten_note_photo", L, "2026-07-22", ["C01"], ["C01-H05"], """
22/7/26  Ct 5  Hema Bisht
ULMMC report on record - "failure attributable mainly to unsupported toe-cutting"!! good for us.
EE (Sh. Rakesh Dhaundiyal) joined by VC - says breast wall now sanctioned Rs 48 lakh.
Lohani J to Mehta: take instructions - why not compensation beyond SDRF?
ND 30.9.26
""")
u("backlog/2026-09/WPMS 2214-2025 order 30.09.2026.pdf", "certified_order_sheet_scan", "High Court of Uttarakhand", "2026-10-03", ["C01"], ["C01-H06"], """
HIGH COURT OF UTTARAKHAND AT NAINITAL
Writ Petition (M/S) No. 2214 of 2025
Smt. Hema Bisht                                                    ...Petitioner
Versus
State of Uttarakhand and others                                    ...Respondents
Hon'ble Bhuwan Chandra Lohani, J.
Mr. Harish Chandra Kandpal, Advocate for the petitioner.
Mr. Girish Chandra Mehta, Additional C.S.C. for the State.
30.09.2026
In view of the report of ULMMC, the petitioner shall submit a fresh representation with a valuation report to the
District Magistrate, Nainital within one week. The District Magistrate shall constitute a committee including the
Executive Engineer, PWD and the Tehsildar concerned, and decide the representation by a reasoned order within six
weeks thereafter. Compliance affidavit to be filed. List on 18.11.2026.
                                                           (Bhuwan Chandra Lohani, J.)
30.09.2026
Kaushal/
""")
u("backlog/2026-11/hema bisht 18.11.txt", "typed_note_txt", L, "2026-11-18", ["C01"], ["C01-H07"], """
18.11.2026 wed - Ct 5 - WPMS 2214/25 Hema Bisht
Compliance aff. filed by DM: committee assessed house + goth at Rs. 9,40,000 (PWD schedule, depreciation 30%).
Our valuer (Er. Naveen Pandey) - Rs. 18,50,000. Less SDRF 1.2 lakh already paid.
Lohani J: will hear on quantum next date; State to say if land for rehabilitation can be given.
ND 10.12.2026. Kamal (beta) present.
""")
u("backlog/2026-11/WhatsApp Chat with Kamal Bisht Ratighat.txt", "whatsapp_export", "Kamal Bisht (son of the petitioner)", "2026-11-19", ["C01"], [], """
06/10/26, 18:22 - Kamal Bisht Ratighat: Namaskar vakil sahab. Ija puchh rahi representation DM ko kab dena hai?
06/10/26, 18:40 - HC Kandpal Adv: Namaskar Kamal. 7 Oct tak dena hai, valuation report Pandey ji se le lo. Main draft bhej raha.
07/10/26, 12:15 - Kamal Bisht Ratighat: De diya DM office me, receiving no. 2291. Photo bhej raha.
19/11/26, 09:05 - Kamal Bisht Ratighat: Kal ke baad ija bahut pareshan hai, 9 lakh 40 hazar hi kyon?
19/11/26, 09:20 - HC Kandpal Adv: Pareshan mat hona. 10 Dec ko bahas hogi quantum par. Rehne ki jagah ki baat bhi court ne poochhi hai.
""")

# ---------------- C02 Kafalikhet van panchayat writ
u("backlog/2026-03/WPMS 1087-2026 order 02.03.2026.pdf", "certified_order_sheet_scan", "High Court of Uttarakhand", "2026-03-04", ["C02"], ["C02-H01"], """
HIGH COURT OF UTTARAKHAND AT NAINITAL
Writ Petition (M/S) No. 1087 of 2026
Van Panchayat Kafalikhet and another                               ...Petitioners
Versus
State of Uttarakhand and others                                    ...Respondents
Hon'ble Savita Dhapola, J.
Mr. Harish Chandra Kandpal, Advocate for the petitioners.
Mr. Girish Chandra Mehta, Additional C.S.C. for the State.
02.03.2026
The petitioner no. 2, the elected Sarpanch of Van Panchayat Kafalikhet, has been removed by the order dated
12.02.2026 of the Sub-Divisional Magistrate, Lamgara without any notice or opportunity of hearing. Issue notice to
respondent no. 5. Counter affidavit within three weeks. Till the next date of listing, the operation of the order
dated 12.02.2026 shall remain stayed and no fresh election of the Van Panchayat shall be held.
List on 08.04.2026.
                                                           (Savita Dhapola, J.)
02.03.2026
Negi/
""")
u("backlog/2026-04/IMG_20260408_152233.jpg", "handwritten_note_photo", L, "2026-04-08", ["C02"], ["C02-H02"], """
8.4.26  Ct 8 Dhapola J
Van panchayat Kafalikhet - Devesh Bora for R5 (Harish Kanwal group) - filed stay vacation appl.
State CA nahi aaya, Mehta ji time. Stay continues.
ND 6.5.26. Trilok sarpanch ko bolo - leesa auction ka resolution aur karyavahi register dhoondh ke rakhe.
""")
u("backlog/2026-05/Document (3).docx", "typed_note_docx", L, "2026-05-06", ["C02"], ["C02-H03"], """
06.05.2026  WPMS 1087/26  Van Panchayat Kafalikhet v. State  -  Dhapola J
State CA filed (SDM's report: complaint of 14 villagers, no notice given to sarpanch - admitted!).
Stay vacation appl. of R5 argued by Bora - REJECTED. Stay continues.
Judge: original karyavahi (meeting) register of the van panchayat + record of leesa auction 2025 to be produced in
court by the petitioner next date. Sarpanch to bring in person.
ND 8.7.2026.
""")
u("backlog/2026-07/IMG-20260708-WA0004.jpg", "handwritten_note_photo", K, "2026-07-08", ["C02", "C06"], ["C02-H04"], """
पेशी रजिस्टर - दिनांक 08.07.2026 (बुधवार)
1. हाईकोर्ट कोर्ट 8 - वन पंचायत काफलीखेत (WPMS 1087/26)
   विपक्षी वकील देवेश बोरा जी ने समय मांगा - घर में बीमारी। सरपंच त्रिलोक ज्यू रजिस्टर लेकर आये थे, पेश नहीं हुआ।
   अगली तारीख 19.08.2026
2. अल्मोड़ा - भगवती देवी बटवारा - 14.07.2026 को पटवारी ज्यू खतौनी लेकर आयेंगे, समन तामील हो गया।
- भुवन
""")
u("backlog/2026-08/WPMS_1087_2026_19-08-2026.pdf", "certified_order_sheet_scan", "High Court of Uttarakhand", "2026-08-21", ["C02"], ["C02-H05"], """
HIGH COURT OF UTTARAKHAND AT NAINITAL
Writ Petition (M/S) No. 1087 of 2026
Van Panchayat Kafalikhet and another                               ...Petitioners
Versus
State of Uttarakhand and others                                    ...Respondents
Hon'ble Savita Dhapola, J.
Mr. Harish Chandra Kandpal, Advocate for the petitioners.
Mr. Girish Chandra Mehta, Additional C.S.C. for the State.
Mr. Devesh Bora, Advocate for respondent no. 5.
19.08.2026
The original proceedings register of the Van Panchayat has been produced and perused. The resolution dated
05.01.2025 for auction of leesa bears the signatures of 6 of the 9 members. Learned counsel for respondent no. 5
seeks time to file a supplementary counter affidavit. This is the second adjournment at his instance. Time is granted
subject to payment of costs of Rs. 2,500/- to the petitioners. Register returned. Interim order to continue.
List on 14.10.2026.
                                                           (Savita Dhapola, J.)
19.08.2026
Negi/
""")
u("backlog/2026-10/vp kafalikhet 14.10.txt", "typed_note_txt", L, "2026-10-14", ["C02"], ["C02-H06"], """
14/10/26 Ct 8 - van panchayat
Bora filed supp. CA: says 2 of the 6 signatures are of members whose term had ended, so no quorum.
Costs Rs 2500 paid by Bora (Trilok ji ko de diye). Rejoinder in 2 wks - Trilok ji se election record (2021) mangana.
Listed for final hearing ND 25.11.2026.
""")
u("backlog/2026-11/WhatsApp Chat with Trilok Sarpanch.txt", "whatsapp_export", "Trilok Singh Kanwal (Sarpanch)", "2026-11-26", ["C02"], [], """
02/03/26, 17:10 - HC Kandpal Adv: Trilok ji namaskar. Aaj stay mil gaya. SDM ka order ruk gaya, election nahi hoga.
02/03/26, 17:25 - Trilok Sarpanch: Bahut bhal kari vakil sahab. Gaun me sab khush chhan.
27/10/26, 08:50 - Trilok Sarpanch: 2021 ke chunav ka record tehsil se mil gaya. 9 sadasya the, sab ka kaal 2026 tak.
27/10/26, 09:02 - HC Kandpal Adv: Badhiya. Rejoinder me laga denge. Scan bhej do.
26/11/26, 19:30 - Trilok Sarpanch: Kal kya hua vakil sahab? Bora ji ne kya bola?
26/11/26, 19:41 - HC Kandpal Adv: Part heard raha. Bora ji quorum wali baat pe hi the. Agli tarikh 16 Dec. Stay jaari hai.
""")
u("backlog/2026-11/New Microsoft Word Document.docx", "typed_note_docx", L, "2026-11-25", ["C02", "C06"], ["C02-H07"], """
25 Nov 2026 (wed)
(1) WPMS 1087/26 Kafalikhet van panchayat - Dhapola J - final hearing
Argued 30 min: no notice before removal (SDM's own report admits); 6 of 9 signed; all 9 elected 2021 with term
till 2026 - record annexed with rejoinder. Bora: quorum, and leesa money Rs 3.4 lakh not deposited in van panchayat
khata. Judge asked us for the passbook entry. Part heard. Interim order continues. ND 16.12.2026.
(2) Bhakuni batwara (Almora) - Bhuwan da se confirm: kal (24.11) Dhami sahab ne settlement ki baat ki gaon ke
siyan logon ke through. Mohan ko phone karna hai - ija (Bhagwati ji) maanengi?
""")

# ---------------- C03 Raju mining bail
u("backlog/2026-03/raju bail 19.3.txt", "typed_note_txt", L, "2026-03-19", ["C03"], ["C03-H01"], """
19.03.2026  First Bail Appl. 512/2026  Rajendra Singh Danu @ Raju v. State - Rawat J, Ct 11
FIR 88/26 PS Lalkuan, 303(2) BNS + 4/21 MMDR. Sessions bail rejected 10.03.26 (ADJ Haldwani).
Notice. Karki (Dy. AG) to file criminal history + quantity of RBM seized. In custody since 20.02.26.
ND 2.4.26. Diwan (bhai) ko bata diya.
""")
u("backlog/2026-04/IMG_20260402_142801.jpg", "handwritten_note_photo", L, "2026-04-02", ["C03"], ["C03-H02"], """
2/4/26  Ct 11 Rawat J - Raju (dumper) bail
Crim. history filed: 1 case - 2024 MMDR, compounded with penalty Rs 25,000.
Judge asked Karki: kitna RBM? - 6 cu m. royalty/penalty kitna banta? Karki ko nahi pata - time.
ND 16.4.26
""")
u("backlog/2026-04/IMG-20260416-WA0019.jpg", "handwritten_note_photo", K, "2026-04-16", ["C03", "C05"], ["C03-H03"], """
दिनांक 16.04.2026 (गुरुवार)
हाईकोर्ट कोर्ट 11 - राजू दानू की जमानत (First Bail 512/2026)
सरकारी वकील कर्की जी डबल बेंच में व्यस्त थे, तारीख बढ़ गई। अगली तारीख 24.04.2026
हल्द्वानी - भट्ट जी का चेक केस 21.05.2026 को है (तनुजा दीदी ने बताया)।
- भुवन
""")
u("backlog/2026-04/CamScanner 04-25-2026 11.02.pdf", "certified_order_sheet_scan", "High Court of Uttarakhand", "2026-04-25", ["C03"], ["C03-H04"], """
HIGH COURT OF UTTARAKHAND AT NAINITAL
First Bail Application No. 512 of 2026
Rajendra Singh Danu @ Raju                                         ...Applicant
Versus
State of Uttarakhand                                               ...Respondent
Hon'ble Prakash Singh Rawat, J.
Mr. Harish Chandra Kandpal, Advocate for the applicant.
Mr. Naveen Karki, Deputy Advocate General for the State.
24.04.2026
The applicant is in custody since 20.02.2026 in FIR No. 88 of 2026, Police Station Lalkuan, under Section 303(2)
BNS and Section 4/21 of the MMDR Act. About 6 cubic metres of river-bed material was seized. The only other case
against him was compounded on payment of penalty. The dumper has been seized; the offence is triable by a
Magistrate. Without expressing any opinion on merits, the bail application is allowed. Let the applicant be
released on his executing a personal bond of Rs. 50,000/- with two reliable sureties each of the like amount to the
satisfaction of the court concerned. He shall not indulge in any mining activity during trial.
                                                           (Prakash Singh Rawat, J.)
24.04.2026
Mamta/
""")
u("backlog/2026-04/WhatsApp Chat with Diwan Danu.txt", "whatsapp_export", "Diwan Singh Danu", "2026-04-28", ["C03"], [], """
10/03/26, 16:02 - Diwan Danu: Sir sessions se bail khaarij ho gayi. Ab HC me lagani padegi
10/03/26, 16:15 - HC Kandpal Adv: Haan, papers lekar kal chamber aa jao Haldwani. Fees 25000 batayi thi.
24/04/26, 13:40 - HC Kandpal Adv: Raju ko bail mil gayi. 50,000 ka bond aur do zamanat. Do zamanatdar taiyar rakho.
24/04/26, 13:52 - Diwan Danu: Bahut dhanyavad sir!! Zamanat mein bauju ka khet aur mama ji.
28/04/26, 18:10 - Diwan Danu: Sir Raju aaj Haldwani jail se chhoot gaya. Dumper abhi thane me khada hai.
28/04/26, 18:20 - HC Kandpal Adv: Dumper ke liye superdari ki arzi Lalkuan wale court me lagani hogi. Tanuja dekh legi.
""")

# ---------------- C04 Amritpur homestay suit
u("backlog/2025-12/homestay WS 12.12.docx", "typed_note_docx", L, "2025-12-12", ["C04"], ["C04-H01"], """
12.12.2025 (Fri) - O.S. 218/2025 Pushpa Joshi v. Himalayan Hearth Stays LLP - CJSD Haldwani (Kharayat sahab)
WS of D1 filed by Anil Goyal: plea of oral renewal by Dinesh (son) for 2 more years; tenant holding over; counter-
claim Rs 2,10,000 for pathal roof + water tank. D2 Varun Sethi - same WS adopted.
Our replication + WS to counter-claim. Dinesh says he never renewed anything, only took Rs 30,000 once "for the
damage to the orchard".
ND 20.02.2026.
""")
u("backlog/2026-02/IMG_20260220_153012.jpg", "handwritten_note_photo", L, "2026-02-20", ["C04"], ["C04-H02"], """
20.2.26 Fri - CJSD Hld
Pushpa ji homestay - issues framed - 6 issues (incl. oral renewal OPD, counter-claim OPD, mesne profits OPP).
PE 27.3.26. Pushpa ji ka affidavit draft karna + Dinesh PW2.
""")
u("backlog/2026-03/OS 218-2025 order sheet 27.03.2026.pdf", "certified_order_sheet_scan", "Civil Judge (Senior Division), Haldwani", "2026-03-30", ["C04"], ["C04-H03"], """
IN THE COURT OF CIVIL JUDGE (SENIOR DIVISION), HALDWANI, DISTRICT NAINITAL
O.S. No. 218 of 2025     Smt. Pushpa Joshi vs M/s Himalayan Hearth Stays LLP & Anr.
27.03.2026
Present: Plaintiff with counsel Sri H.C. Kandpal. Sri Anil Goyal, counsel for the defendants.
PW1 Smt. Pushpa Joshi has filed her affidavit in examination-in-chief (paper no. 41-Ga). Counsel for the
defendants seeks time to cross-examine as he is engaged in the Sessions Court. Allowed subject to costs of Rs. 500/-
payable to the plaintiff. Put up on 08.05.2026 for cross-examination of PW1.
                                               Civil Judge (Sr. Div.), Haldwani
""")
u("backlog/2026-05/pushpa ji cross 8 may.docx", "typed_note_docx", L, "2026-05-08", ["C04"], ["C04-H04"], """
08.05.2026 - OS 218/25 - PW1 Pushpa Joshi cross by Goyal (about 1 hr)
Costs Rs 500 paid.
Danger point: she admitted Rs 30,000 came by UPI in May 2025 from the LLP's account - "Dinesh ne bataya tha".
She said it was for "orchard ke ped kaat diye the", not rent. Denied any oral renewal. Denied any promise to adjust
roof repairs - "pathal ki chhat unhone apne guests ke liye badli".
Need: Dinesh's bank statement of May 2025 + the orchard damage photos.
ND 03.07.2026 - PW2 Dinesh.
""")
u("backlog/2026-07/IMG-20260703-WA0022.jpg", "handwritten_note_photo", K, "2026-07-03", ["C04", "C07"], ["C04-H05"], """
पेशी रजिस्टर  03.07.2026 (शुक्रवार)
सिविल जज (सी.डि.) हल्द्वानी - पुष्पा जोशी बनाम हिमालयन हर्थ स्टेज़
PW2 दिनेश जोशी का बयान व जिरह हो गई। जज साहब ने केस मध्यस्थता (mediation) में भेजा - 20.07.2026 को मध्यस्थता केन्द्र।
अगली तारीख 21.08.2026
MACT - भूपाल नेगी जी का केस 06.08.2026 को डॉक्टर की गवाही।
""")
u("backlog/2026-08/homestay 21.8.txt", "typed_note_txt", L, "2026-08-21", ["C04"], ["C04-H06"], """
21.8.26 CJSD Haldwani - Pushpa ji (homestay)
Mediation report: failed. LLP offered to vacate by 31.03.2027 if arrears waived - Pushpa ji said no, at least
arrears Rs 4,80,000 (Apr 2025 - Mar 2026 @ 30k + earlier 1.2 lakh) chahiye.
PE closed by our statement. DE - DW1 Varun Sethi.
ND 16.10.2026.
""")
u("backlog/2026-10/OS 218-2025 order 16.10.2026.pdf", "certified_order_sheet_scan", "Civil Judge (Senior Division), Haldwani", "2026-10-19", ["C04"], ["C04-H07"], """
IN THE COURT OF CIVIL JUDGE (SENIOR DIVISION), HALDWANI, DISTRICT NAINITAL
O.S. No. 218 of 2025     Smt. Pushpa Joshi vs M/s Himalayan Hearth Stays LLP & Anr.
16.10.2026
Present: Counsel for the plaintiff. Sri Anil Goyal, counsel for the defendants.
DW1 Varun Sethi is not present; it is stated that he is in Delhi. This is the second adjournment at the instance of the
defendants (costs of Rs. 500/- were imposed on 27.03.2026). Last opportunity is granted subject to costs of Rs. 1,000/- payable to the plaintiff.
Put up on 27.11.2026 for defendants' evidence. In case DW1 is not produced, evidence of the defendants shall be
closed.
                                               Civil Judge (Sr. Div.), Haldwani
""")
u("backlog/2026-11/Varun Sethi DW1 27.11.docx", "typed_note_docx", L, "2026-11-27", ["C04"], ["C04-H08"], """
27.11.2026 - OS 218/25 Pushpa Joshi v. LLP - DW1 Varun Sethi
Chief by affidavit. Our cross (40 min, part): admitted the deed says renewal only by a registered deed; admitted
no written renewal; said homestay listed on booking sites at Rs 4,500 per night; admitted 2 rooms added on the
terrace in 2025 without Pushpa ji's consent ("temporary, tin shed").
Cross to continue. ND 17.12.2026.
""")
u("backlog/2026-11/homestay ND correction.txt", "typed_note_txt", L, "2026-11-28", ["C04"], [], """
28/11 CORRECTION
Pushpa ji homestay (OS 218/25): kal ke note me ND 17.12 likha - galat, 17.12 Bhupal MACT ki date hai.
Homestay ki sahi agli tarikh 18.12.2026 (Friday), DW1 Varun Sethi ki remaining cross. Tanuja ne reader se confirm kiya.
""")

# ---------------- C05 Bhatt cheque case
u("backlog/2026-02/Cr Case 3310-2025 order 26.02.2026.pdf", "certified_order_sheet_scan", "Judicial Magistrate-II, Haldwani", "2026-03-02", ["C05"], ["C05-H03"], """
IN THE COURT OF JUDICIAL MAGISTRATE-II, HALDWANI, DISTRICT NAINITAL
Criminal Case No. 3310 of 2025     Bhatt Hardware & Sanitary Store vs Deepak Jeena     u/s 138 N.I. Act
26.02.2026
Present: Complainant with counsel. Accused on bail with counsel Sri Manish Bhandari.
The substance of the accusation was explained to the accused. He pleaded not guilty and claimed trial. He states
that the cheque was a blank signed cheque given in 2023 to a monthly committee (kitty) run in Mukhani and was
misused. Put up for complainant's evidence on 09.04.2026.
                                               Judicial Magistrate-II, Haldwani
""")
u("backlog/2026-05/IMG-20260521-WA0031.jpg", "handwritten_note_photo", K, "2026-05-21", ["C05"], ["C05-H05"], """
पेशी रजिस्टर  21.05.2026 (गुरुवार)  JM-II हल्द्वानी
भट्ट हार्डवेयर बनाम दीपक जीना (चेक केस 3310/2025)
नवीन भट्ट जी (CW1) की जिरह आधी हुई। भंडारी जी ने कमेटी वाली बात पूछी, भट्ट जी ने मना किया।
अगली तारीख 27.08.2026
""")
u("backlog/2026-08/bhatt 143A 27.08.docx", "typed_note_docx", L, "2026-08-27", ["C05"], ["C05-H06"], """
27.08.2026 (Thu) - JM-II Haldwani - Cr. Case 3310/25 Bhatt Hardware v. Deepak Jeena
CW1 Naveen Bhatt cross concluded by Bhandari: suggestion that cheque was given to "Mukhani wali committee" - denied;
Naveen ji produced khata bahi (ledger) - balance Rs 2,65,000 on 30.06.2025 for CPVC pipes, fittings, tanks.
Our appl. u/s 143A NI Act allowed - interim compensation 20% = Rs 53,000 within 60 days.
Arya madam: complainant to summon bank official for return memo.
ND 8.10.26.
""")

# ---------------- C06 Chaukhuni batwara (Almora)
u("backlog/2025-12/IMG-20251216-WA0008.jpg", "handwritten_note_photo", K, "2025-12-16", ["C06"], ["C06-H01"], """
पेशी रजिस्टर - अल्मोड़ा  16.12.2025 (मंगलवार)
सिविल जज (जू.डि.) अल्मोड़ा - भगवती देवी भकुनी बनाम कुन्दन सिंह भकुनी (OS 61/2024) बटवारा
वाद बिन्दु (issues) बन गये - कुल 5
अगली तारीख 17.02.2026 वादी साक्ष्य
भगवती आमा ठीक हैं, मोहन ददा साथ आये थे।
""")
u("backlog/2026-02/IMG-20260217-WA0014.jpg", "handwritten_note_photo", K, "2026-02-17", ["C06"], ["C06-H02"], """
17.02.2026 अल्मोड़ा
बटवारा केस (भकुनी) - आज बार एसोसिएशन अल्मोड़ा की हड़ताल, कोई काम नहीं हुआ।
अगली तारीख 24.03.2026
भगवती आमा को गाँव से बेकार आना पड़ा, 3 घंटे का रास्ता।
""")
u("backlog/2026-03/20260324_181204.jpg", "handwritten_note_photo", L, "2026-03-24", ["C06"], ["C06-H03"], """
24/3/26  Almora - Dhami sahab
Bhakuni batwara - PW1 Bhagwati ji: chief + cross by P.B. Tiwari.
Tiwari's line: mukhjabani batwara in 1998 by bubu (Bachi Singh) - khet near naula to Dewan's side.
Bhagwati ji firm: "kabhi batwara na bhay, sab khet saanjh me chhan". Good witness. Dhami sahab ne Kumaoni me poochha.
Patwari to be summoned with khatauni. ND 19.5.26.
""")
u("backlog/2026-05/WhatsApp Image 2026-05-19 at 17.02.44.jpeg", "handwritten_note_photo", K, "2026-05-19", ["C06", "C07"], ["C06-H04"], """
19.05.2026 अल्मोड़ा
भकुनी बटवारा - पटवारी जी (PW2) समन के बाद भी नहीं आये, जज साहब ने दोबारा समन जारी किया।
अगली तारीख 14.07.2026
हल्द्वानी MACT (भूपाल जी) 18.06.2026 को है, तनुजा दीदी को याद दिलाना।
""")
u("backlog/2026-07/batwara PW2 patwari 14.7.docx", "typed_note_docx", L, "2026-07-14", ["C06"], ["C06-H05"], """
14.07.2026 - Almora - OS 61/2024 Bhagwati Devi Bhakuni v. Kundan Singh Bhakuni
PW2 Halqa Patwari (Sh. Kishan Ram Arya) with khatauni 1429-1434 F: khata 27, Khadak Singh & Dewan Singh equal
shares, 14 nali 6 mutthi. Cross by Tiwari: no entry of any batwara in the revenue record - admitted!
PE closed. DE next. ND 25.08.2026.
""")
u("backlog/2026-08/bhakuni 25 aug.txt", "typed_note_txt", L, "2026-08-25", ["C06"], ["C06-H06"], """
25.8.2026 tue Almora
Bhakuni batwara - DW1 Kundan Singh examined (affidavit). Our cross 45 min:
- admitted no written batwara, no panchayat faisla on paper
- admitted goth below bakhli used by both families till 2019
- said "naula wala khet humara hi hai, bubu ne diya tha" - no date, no witness alive.
ND 6.10.26 DW2.
""")
u("backlog/2026-10/WhatsApp Image 2026-10-06 at 17.10.02.jpeg", "handwritten_note_photo", K, "2026-10-06", ["C06"], ["C06-H07"], """
पेशी रजिस्टर - अल्मोड़ा  06.10.2026
भकुनी बटवारा - DW2 गोपाल दत्त जोशी (पूर्व प्रधान) का बयान हुआ, वकील साहब ने जिरह की।
प्रतिवादी साक्ष्य समाप्त (DE closed)।
अगली तारीख 24.11.2026 बहस
""")
u("backlog/2026-11/OS 61-2024 order 24.11.2026.pdf", "certified_order_sheet_scan", "Civil Judge (Junior Division), Almora", "2026-11-26", ["C06"], ["C06-H08"], """
IN THE COURT OF CIVIL JUDGE (JUNIOR DIVISION), ALMORA
O.S. No. 61 of 2024     Smt. Bhagwati Devi Bhakuni & Anr. vs Kundan Singh Bhakuni & Anr.
24.11.2026
Present: Plaintiffs with counsel Sri H.C. Kandpal. Defendants with counsel Sri P.B. Tiwari.
Arguments of the plaintiffs heard in part. The parties are close relations residing in the same bakhli. The Court
suggested that the parties may explore an amicable partition with the help of the elders of the village, without
prejudice to their rights. Put up on 15.12.2026 for remaining arguments / report of settlement.
                                               Civil Judge (Jr. Div.), Almora
""")

# ---------------- C07 Bhupal MACT
u("backlog/2026-04/IMG-20260430-WA0002.jpg", "handwritten_note_photo", K, "2026-04-30", ["C07"], ["C07-H03"], """
30.04.2026 (गुरुवार) MACT हल्द्वानी
भूपाल सिंह नेगी बनाम हरीश चन्द्र - बीमा कम्पनी (नेशनल इंश्योरेंस) का जवाब दाखिल।
कहते हैं टैक्सी में 10 की जगह 14 सवारी थीं (overloading) और परमिट खत्म हो गया था।
वाद बिन्दु बन गये। अगली तारीख 18.06.2026 - भूपाल जी की गवाही।
""")
u("backlog/2026-06/bhupal PW1 18.6.txt", "typed_note_txt", L, "2026-06-18", ["C07"], ["C07-H04"], """
18.6.26 MACT Haldwani (Chamoli sahab)
Bhupal Singh Negi PW1 - affidavit Ex PW1/A; FIR 241/25 PS Betalghat Ex P1; disability cert. 40% Ex P2;
bills of Sushila Tiwari Rs 2,86,000 Ex P3 (series).
Chaudhary cross: "gaadi me 14 log the na?" - Bhupal: "maine nahi gine, main aage baitha tha".
Income: fruit (aadu, khumani) trader at Khairna, Rs 25,000 pm - no ITR.
ND 6.8.26 - PW2 Dr. Kabdwal.
""")
u("backlog/2026-09/MACT 74-2026 order 17.09.2026.pdf", "certified_order_sheet_scan", "MACT, Haldwani", "2026-09-19", ["C07"], ["C07-H06"], """
IN THE COURT OF MOTOR ACCIDENT CLAIMS TRIBUNAL / ADDITIONAL DISTRICT JUDGE-I, HALDWANI, DISTRICT NAINITAL
MACT Claim Petition No. 74 of 2026     Bhupal Singh Negi vs Harish Chandra & Ors.
17.09.2026
Present: Counsel for the claimant. Counsel for R1 and R2. Sri Sandeep Chaudhary, counsel for R3-insurer.
PW2 Dr. Alok Kabdwal, Orthopaedics, Dr. Sushila Tiwari Govt. Hospital, examined and cross-examined. He proved the
disability certificate (Ex. P2) assessing 40% permanent disability of the right lower limb. Claimant's evidence
closed by statement of counsel. Put up for respondents' evidence on 05.11.2026.
                                               Presiding Officer, MACT, Haldwani
""")

# ---------------- C08 Deepa maintenance
u("backlog/2026-01/IMG_5521.HEIC", "handwritten_note_photo", L, "2026-01-29", ["C08"], ["C08-H02"], """
29.1.26  Family Court Hld - Deepa Pandey v. Kailash
Mediation still on - 2 sittings done, Kailash ne kaha "ghar wapas aa jao" - Deepa ji na.
Kapkoti filed reply to interim appl.: says he is a contractual teacher, Rs 22,000 only.
ND 12.3.26 interim args.
""")
u("backlog/2026-03/Misc Case 211-2025 interim order 12.03.2026.pdf", "certified_order_sheet_scan", "Family Court, Haldwani", "2026-03-14", ["C08"], ["C08-H03"], """
IN THE COURT OF PRINCIPAL JUDGE, FAMILY COURT, HALDWANI, DISTRICT NAINITAL
Misc. Case No. 211 of 2025     Smt. Deepa Pandey vs Kailash Pandey     u/s 144 BNSS
12.03.2026
Order on the application for interim maintenance.
The respondent is a teacher in a private inter college at Kaladhungi and also owns agricultural land. The applicant
and the minor daughter (aged 7) have no income. The respondent is directed to pay interim maintenance of
Rs. 6,000/- per month (Rs. 3,500/- to the applicant and Rs. 2,500/- to the minor daughter) from the date of the
application. Put up on 14.05.2026.
                                               Principal Judge, Family Court, Haldwani
""")
u("backlog/2026-07/Misc Case 211-2025 compromise order 23.07.2026.pdf", "certified_order_sheet_scan", "Family Court, Haldwani", "2026-07-25", ["C08"], ["C08-H05"], """
IN THE COURT OF PRINCIPAL JUDGE, FAMILY COURT, HALDWANI, DISTRICT NAINITAL
Misc. Case No. 211 of 2025     Smt. Deepa Pandey vs Kailash Pandey
23.07.2026
Both parties present in person with counsel. A compromise (paper no. 32-Ga) has been filed, verified by both
parties. The respondent shall pay maintenance of Rs. 9,000/- per month to the applicant and the minor daughter on
or before the 10th of each month, and shall deposit Rs. 1,50,000/- in a fixed deposit in the name of the minor
daughter within three months. The petition is disposed of in terms of the compromise, which shall form part of
this order.
                                               Principal Judge, Family Court, Haldwani
""")
u("backlog/2026-10/WhatsApp Chat with Deepa Pandey.txt", "whatsapp_export", "Deepa Pandey", "2026-10-27", ["C08"], [], """
23/07/26, 16:30 - Deepa Pandey: Sir bahut shukriya. Aakhir faisla ho gaya.
23/07/26, 16:35 - HC Kandpal Adv: Bhal hua Deepa ji. Har mahine 10 tareekh tak 9000 aayenge. FD ki rasid mujhe bhejna.
20/10/26, 11:12 - Deepa Pandey: Sir FD ho gayi SBI Kaladhungi me, 1,50,000 ki, beti ke naam. Rasid bhej rahi.
27/10/26, 20:05 - Deepa Pandey: Sir October ke 9000 abhi tak nahi aaye.
27/10/26, 20:15 - HC Kandpal Adv: 10 Nov tak dekh lo. Na aaye to execution lagayenge.
""")

# ---------------- the junior's chats (Haldwani courts)
u("backlog/2026-05/WhatsApp Chat with Tanuja Pant Jr.txt", "whatsapp_export", J, "2026-05-14", ["C05", "C07", "C08"], ["C05-H01", "C08-H01", "C05-H02", "C07-H01", "C07-H02", "C05-H04", "C08-H04"], """
08/12/25, 12:10 - Tanuja Pant Jr: Sir Bhatt wale cheque case me accused Jeena nahi aaya. Arya madam ne BW kar diya 10,000 ka. ND 22/1
08/12/25, 12:12 - HC Kandpal Adv: ok. Naveen ji ko bata dena
11/12/25, 13:02 - Tanuja Pant Jr: Sir Family Court - Deepa ji wala: Kailash aa gaya Kapkoti madam ke saath. Judge ne mediation bhej diya. ND 29.1.26
22/01/26, 12:40 - Tanuja Pant Jr: Sir Jeena aaj aa gaya, bail bonds bhar diye, copies de di. Bhandari ji uske vakil. ND 26 feb
12/02/26, 12:25 - Tanuja Pant Jr: Sir MACT Bhupal ji wala - notice ho gaya teeno resp. ko. ND 19.3.26
19/03/26, 14:05 - Tanuja Pant Jr: MACT - driver aur owner ka WS aa gaya, insurance wale Chaudhary ji ne WS ke liye time liya. ND 30.4
09/04/26, 12:30 - Tanuja Pant Jr: Sir cheque case - Jeena absent, Bhandari ji ki exemption allow. CW1 affidavit tender kar diya Naveen ji ka. ND 21/5
09/04/26, 12:31 - Tanuja Pant Jr: Arya madam boli complainant har date pe khud aaye
14/05/26, 13:15 - Tanuja Pant Jr: Sir Deepa ji - settlement ki baat hui, Kailash proposal lekar aayega. ND 23.7.26
14/05/26, 13:20 - HC Kandpal Adv: ok. Deepa ji se baat karta hun, kam se kam 9000 aur beti ke naam FD.
""")
u("backlog/2026-11/WhatsApp Chat with Tanuja Pant Jr (2).txt", "whatsapp_export", J, "2026-11-19", ["C05", "C07"], ["C07-H05", "C05-H07", "C07-H07", "C05-H08"], """
06/08/26, 12:50 - Tanuja Pant Jr: Sir MACT - Dr. Kabdwal nahi aaye, OT duty thi. Humne time liya, Chaudhary ji ne bhi kaha unka cross ke liye instructions chahiye. ND 17.9
06/08/26, 12:52 - HC Kandpal Adv: Doctor ko summons dasti le lo is baar.
08/10/26, 12:20 - Tanuja Pant Jr: Sir cheque case - Jeena fir absent, exemption lagi, allow. 53,000 interim compensation abhi tak jama nahi kiya. CW2 PNB Mukhani ke manager ne return memo prove kiya. CE close. ND 19/11
05/11/26, 13:30 - Tanuja Pant Jr: Sir MACT me insurance ka witness (Sh. Vinod Rautela, admin officer) nahi aaya. Chaudhary ji ne time liya. Chamoli sir bole "last opportunity". ND 17.12.26
05/11/26, 13:31 - Tanuja Pant Jr: Chaudhary ji bole permit ka record RTO Haldwani se mangwa rahe hain
19/11/26, 12:15 - Tanuja Pant Jr: Sir Jeena fir absent, medical lagaya, exemption allow ho gayi. 351 ka bayan nahi hua. Arya madam ne kaha next date pe nahi aaya to NBW. ND 10/12/26
19/11/26, 12:17 - HC Kandpal Adv: Teesri exemption. 10 Dec ko 143A ka paisa na dene par bhi bolenge. Tum jaana, main HC me hoon.
""")

# ---------------- plan and cause lists
u("backlog/2026-12/Plan 7-18 Dec.docx", "typed_note_docx", L, "2026-12-07", ["C01", "C05", "C06", "C02", "C07", "C04"], [], """
PLAN - 7 Dec to 18 Dec 2026 (HC winter vacation from 21 Dec)
Thu 10/12 HC Ct 5 - Hema Bisht (Ratighat) - quantum. ULMMC report + our valuer 18.5 lakh + committee 9.4 lakh.
Thu 10/12 JM-II Hld - Bhatt cheque (351 statement) - Tanuja. Press NBW + 143A Rs 53,000 not paid.
Tue 15/12 Almora - Bhakuni batwara - args / settlement. Mohan se pooch ke jaana.
Wed 16/12 HC Ct 8 - Kafalikhet van panchayat - final hearing contd. Passbook entry of leesa money!
Thu 17/12 MACT - Bhupal - insurer's evidence (Rautela). Prepare cross on permit.
Fri 18/12 CJSD - Pushpa ji homestay - DW1 cross contd. Bank stmt of May 2025 ready.
Pending:
- Deepa ji: execution if Nov maintenance not paid.
- Diwan Danu: dumper superdari - Tanuja.
""")
u("backlog/2026-12/HC cause list 10.12.2026 Ct 5.pdf", "cause_list_pdf", "High Court of Uttarakhand", "2026-12-09", ["C01"], [], """
HIGH COURT OF UTTARAKHAND AT NAINITAL - DAILY CAUSE LIST FOR THURSDAY, 10.12.2026
COURT NO. 5 - HON'BLE MR. JUSTICE BHUWAN CHANDRA LOHANI
FRESH / AFTER NOTICE
Sr.  Case No.                       Parties                                           Counsel
1    WPSB/884/2026                 Chandra Shekhar Joshi vs State of Uttarakhand      Sri K.D. Pant
2    C482/1190/2026                Lalit Mohan Arya vs State of Uttarakhand           Sri Rakesh Bhatt
FOR ORDERS / HEARING
3    WPMS/2214/2025                Smt. Hema Bisht vs State of Uttarakhand            Sri Harish Chandra Kandpal
4    WPMS/3012/2026                Gram Sabha Dhari vs State of Uttarakhand           Ms. Neema Kapkoti
5    WPSB/217/2025                 Manoj Kumar Tamta vs State of Uttarakhand          Sri S.S. Bisht
""")
