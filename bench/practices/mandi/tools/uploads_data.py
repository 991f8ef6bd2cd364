"""The uploads of the Mandi practice: what the lawyer, the junior Ankita and the munshi Dile Ram actually kept."""

L, J, K = "Yogesh Kumar Sharma", "Ankita Thakur", "Dile Ram (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ================= C01 Reena bus accident claim (MACT-I Mandi)
u("backlog/2027-11/FIR 214 PS Aut bus accident.pdf", "document_scan", "Police Station Aut, Distt. Mandi", "2027-11-09", ["C01"], [], """
प्रथम सूचना रिपोर्ट / FIRST INFORMATION REPORT (u/s 173 BNSS)
District: Mandi   P.S.: Aut   FIR No. 0214   Date: 09.11.2027   Time: 19:40
Sections: 281, 125(a), 106(1) BNS
Information: Private bus No. HP-65-xxxx (Shiv Shakti Travels) coming from Kullu towards Mandi on the Kiratpur-Manali
highway, driven by Sanjay Kumar s/o Mast Ram at high speed, went off the road near Jhiri at about 5.50 PM and rolled
about 60 metres down towards the Beas. One passenger Hem Raj s/o Sant Ram r/o Jhiri died on the spot; 23 injured.
Complainant: Chet Ram s/o Jaishi Ram, r/o Jhiri (passenger, seat near the door).      SI Ravinder Singh, PS Aut
""")
u("backlog/2027-11/postmortem Hem Raj Zonal Hospital.pdf", "document_scan", "Zonal Hospital Mandi, Forensic Medicine", "2027-11-10", ["C01"], [], """
ZONAL HOSPITAL, MANDI (H.P.) - POST MORTEM EXAMINATION REPORT No. PM/612/2027   Date: 10.11.2027
Name: Hem Raj s/o Sant Ram, age 42 years, r/o village Jhiri, Tehsil Sadar, Distt. Mandi
Brought by HC Dev Raj, PS Aut, with FIR No. 214/2027.
Cause of death: head injury with fracture of the skull and haemorrhage, ante-mortem, consistent with a fall of a vehicle.
Medical Officer, Zonal Hospital Mandi
""")
u("backlog/2028-02/WhatsApp Image 2028-02-02 at 13.22.41.jpeg", "document_photo", "Amar Singh, Thakur Fruit Traders, Aut", "2028-02-02", ["C01"], [], """
THAKUR FRUIT TRADERS - Commission Agent, Sabzi Mandi Aut (Distt. Mandi)
SALARY CERTIFICATE                         Date: 02.02.2028
Certified that late Sh. Hem Raj s/o Sant Ram, r/o Jhiri, worked with us as munim (accountant) from 2016 till
09.11.2027 on a salary of Rs. 21,500/- per month, paid in cash and partly through his account.
                                               sd/- Amar Singh (Prop.)
""")
u("backlog/2028-03/20280320_164412.jpg", "handwritten_note_photo", L, "2028-03-20", ["C01"], ["C01-H01"], """
20.3.28  MACT-I Guleria sahab
MAC Pet. 47/28 Reena Devi v. Sanjay & ors (Jhiri bus)
Notice issued to R1 owner (Shiv Shakti Travels - Sanjay's brother Ramesh is owner? check RC), R2 driver Sanjay, R3 insurer.
PF + RC/AD within 1 wk. Reena ne salary cert. de diya - 21,500 pm.
ND 1.5.28 reply
""")
u("backlog/2028-05/MAC 47 1 may.txt", "typed_note_txt", L, "2028-05-01", ["C01"], ["C01-H02"], """
1 May 2028 - MACT Mandi - Reena bus case
R1 owner and R2 driver - joint reply filed by Adv. Sood: rash driving denied, "bus skidded on oil on road".
R3 insurer (Yashpal Rana) - no reply, sought time, said "file from the divisional office Chandigarh nahi aayi".
Given time. Next 15.06.2028 for insurer's reply + issues.
Reena + both bachhe present. Told her no need to come next date.
""")
u("backlog/2028-06/MAC Pet 47-2028 order 15.06.2028.pdf", "certified_order_sheet_scan", "Motor Accident Claims Tribunal-I, Mandi", "2028-06-17", ["C01"], ["C01-H03"], """
IN THE COURT OF SH. AJAY KUMAR GULERIA, MOTOR ACCIDENT CLAIMS TRIBUNAL-I, MANDI (H.P.)
MAC Petition No. 47 of 2028
Reena Devi & others   versus   Sanjay Kumar & others
15.06.2028
Present: Sh. Yogesh Kumar Sharma, Advocate for the petitioners.
         Sh. Vinod Sood, Advocate for respondents No. 1 and 2.
         Sh. Yashpal Rana, Advocate for respondent No. 3.
Reply on behalf of respondent No. 3 (insurer) filed. Copy supplied. It is pleaded that the vehicle was plied without a
valid route permit on the Kullu-Mandi route and that 61 passengers were travelling against a seating capacity of 42.
From the pleadings of the parties, the following issues are framed:
1. Whether Hem Raj died due to rash and negligent driving of bus No. HP-65-xxxx by respondent No. 2? OPP
2. If issue No. 1 is proved, to what amount of compensation the petitioners are entitled and from whom? OPP
3. Whether the driver did not hold a valid and effective driving licence? OPR-3
4. Whether the vehicle was plied without a valid route permit? OPR-3
5. Whether the vehicle was overloaded in breach of the policy? OPR-3
6. Relief.
Now the case be listed for petitioners' evidence on 03.08.2028.
                                     sd/- (Ajay Kumar Guleria) MACT-I, Mandi
""")
u("backlog/2028-08/Reena PW1 3.8.28.docx", "typed_note_docx", L, "2028-08-03", ["C01"], ["C01-H04"], """
MAC 47/2028 - Reena Devi - PW1 - 03.08.2028
PW1 Reena Devi tendered affidavit Ex. PW1/A; tendered FIR, PM report, salary certificate (Ex. PW1/B to D).
Cross by Rana (insurer) - about 20 min:
- suggested Hem Raj was a "khalasi" not munim - denied.
- suggested bus was overloaded and she knew it - she said "main ghar thi, mujhe ni pata".
- no question on the route permit to her.
Sood (owner) - nil cross, adopted.
Next 29.09.2028 - PW2 Chet Ram (eyewitness, complainant in FIR) + PW3 Amar Singh. Summons dasti.
""")
u("backlog/2028-09/IMG-20280929-WA0011.jpg", "handwritten_note_photo", K, "2028-09-29", ["C01"], ["C01-H05"], """
दिनांक 29.09.2028 (शुक्रवार)
एम.ए.सी.टी. मंडी - रीना देवी बनाम संजय कुमार (झीड़ी बस)
गवाह चेत राम हाजिर नहीं हुआ, समन की तामील नहीं हुई (घर पर नहीं मिला, कुल्लू गया था)।
हमारी तरफ से समय मांगा। जज साहब ने कहा अगली बार गवाह खुद लेकर आओ।
अगली पेशी 10.11.2028
- डिले राम
""")
u("backlog/2028-11/bus case 10 nov.txt", "typed_note_txt", L, "2028-11-10", ["C01"], ["C01-H06"], """
10.11.2028 MACT - Jhiri bus - Reena
PW2 Chet Ram aaya finally (Reena ka devar laaya Kullu se). Chief: bus bahut tez thi, driver phone pe tha, Jhiri
mod pe gaadi seedhi neeche. Cross Rana: "kitne log khade the?" - Chet Ram: "30-35 log khade the, seat se zyada" -
that helps the insurer on overloading, bad.
PW3 Amar Singh (Thakur Fruit Traders) - salary 21,500 proved, ledger shown. Cross: no ITR, cash payment.
ND 29.11.2028 PE / Lok Adalat.
""")
u("backlog/2028-11/correction bus case ND.txt", "typed_note_txt", L, "2028-11-11", ["C01"], [], """
11.11.2028 - CORRECTION
Yesterday's note on Reena bus case (MACT) says ND 29.11.2028 - GALAT. 29.11 is the Sundernagar kuhl date I mixed
up in the diary. Reader Lalit ji confirmed on phone: MAC 47/2028 next date is 29.12.2028 (PE remaining / Lok Adalat
reference). Diary me bhi theek kar diya.
""")
u("backlog/2028-12/IMG_20281229_153010.jpg", "handwritten_note_photo", L, "2028-12-29", ["C01"], ["C01-H07"], """
29.12.28  MACT-I  Reena v Sanjay
Guleria sahab ne Lok Adalat bheja (pre-lok adalat sitting same day, room 4).
Insurer offer 14,50,000 only - Reena aur sasur ne mana kiya (hum 32 lakh claim kiye).
Back in court - PE closed by our statement.
RE - insurer to examine RTO clerk for route permit.  ND 23.2.29
""")
u("backlog/2029-02/MAC 47 RE 23.02.2029.docx", "typed_note_docx", L, "2029-02-23", ["C01"], ["C01-H08"], """
23.02.2029 - MACT-I Mandi - Reena Devi vs Sanjay Kumar (MAC 47/2028)
Listed for RE. Insurer's witness (clerk from RTO Kullu with route permit record) did not come. Rana sought time.
Guleria sahab: "last opportunity, thereafter evidence of R3 shall be closed by order".
Next 12.04.2029 RE.
To do: get our own RTI reply on permit of HP-65-xxxx (applied 10.01.2029 - reply awaited).
""")
u("backlog/2029-01/WhatsApp Chat with Reena Devi Jhiri.txt", "whatsapp_export", "Reena Devi", "2029-02-24", ["C01"], [], """
02/01/29, 09:12 - Reena Devi Jhiri: Namaste vakeel sahab. Bima company wale phir aaye the ghar pe, 15 lakh ki baat kar rahe the
02/01/29, 09:40 - Yogesh Sharma Adv: Namaste ji. Court ke bahar koi settlement mat karna. Kuch sign mat karna.
02/01/29, 09:41 - Reena Devi Jhiri: Theek a ji
24/02/29, 18:05 - Yogesh Sharma Adv: Kal bima company ka gawah ni aaya. Agli tareekh 12 April hai. Aapko aane ki zaroorat ni hai.
24/02/29, 18:20 - Reena Devi Jhiri: Dhanyavaad ji. Bachhe ri fees ka bahut mushkil hai, jaldi ho jaaye to
""")

# ================= C02 Dhelu landslide suit (CJSD Jogindernagar)
u("backlog/2026-08/Naib Tehsildar damage report Dhelu.pdf", "document_scan", "Naib Tehsildar, Lad Bharol", "2026-08-25", ["C02"], [], """
कार्यालय नायब तहसीलदार लड-भड़ोल, जिला मंडी (हि.प्र.)
क्षति रिपोर्ट (नुकसान रिपोर्ट)   मौजा/मुहाल ढेलू   दिनांक 25.08.2026
दिनांक 19.08.2026 को रात्रि लगभग 2 बजे मुहाल ढेलू में भूस्खलन हुआ। मौका पर पटवारी हल्का व कानूनगो के साथ
निरीक्षण किया गया। 9 रिहायशी मकानों में दरारें, 2 गौशालाएं पूर्णतया क्षतिग्रस्त, खसरा नंबर 233, 234, 241 की
सीढ़ीनुमा खेती भूमि (रकबा 0-41-08 हैक्टेयर) बह गई। ग्रामीणों के अनुसार ऊपर सुरंग (हैड रेस टनल) में ब्लास्टिंग
से भूमि कमजोर हुई। अनुमानित नुकसान लगभग 18 लाख रुपये।
                                  ह0/- नायब तहसीलदार, लड-भड़ोल
""")
u("backlog/2027-06/plaint Dhelu landslide CS.pdf", "document_scan", L, "2027-06-21", ["C02"], [], """
IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION), JOGINDERNAGAR, DISTT. MANDI (H.P.)
Civil Suit No. ____ of 2027
Dhani Ram s/o Jhabe Ram and six others, all r/o village Dhelu, Tehsil Lad Bharol ...Plaintiffs
Versus
1. Uhl Ghati Hydro Power Pvt. Ltd., through its Project Manager, Project Office Barot Road
2. State of Himachal Pradesh through the Deputy Commissioner, Mandi          ...Defendants
SUIT FOR RECOVERY OF Rs. 18,50,000/- AS DAMAGES
1. Defendant No. 1 is constructing a 24 MW run-of-river project; its head-race tunnel passes below the ridge (dhaar)
above village Dhelu. Blasting was done day and night in July-August 2026 despite complaints to the SDM.
2. On the night of 19/20.08.2026 the hill slope above the village slid; houses cracked, two cowsheds (gaushala) collapsed
and the terraced fields in khasra nos. 233, 234 and 241 were washed away.
3. The damage is assessed at Rs. 18,50,000/- (houses Rs. 11,20,000; cowsheds Rs. 2,30,000; land and crops Rs. 5,00,000).
PRAYER: decree for Rs. 18,50,000/- with interest @ 9% p.a.
Through: Yogesh Kumar Sharma, Advocate, Mandi                    Dated 21.06.2027
""")
u("backlog/2028-04/IMG-20280405-WA0004.jpg", "handwritten_note_photo", K, "2028-04-05", ["C02"], ["C02-H01"], """
दिनांक 05.04.2028 (बुधवार)
सिविल जज (सीनियर डिवीजन) जोगिंदरनगर - धनी राम बनाम उहल घाटी हाइड्रो
कंपनी का जवाब दावा (WS) नहीं आया। कटोच वकील ने कहा नोएडा दफ्तर से हिदायत नहीं आई।
मैडम ने 1500 रुपये हर्जाना लगा कर समय दिया।
अगली पेशी 19.05.2028
- डिले राम
""")
u("backlog/2028-05/Dhelu WS 19 may.txt", "typed_note_txt", L, "2028-05-19", ["C02"], ["C02-H02"], """
19.05.2028 Jogindernagar - Dhelu landslide suit
WS of D1 (hydro co.) finally filed, costs 1,500 paid to us (cash, given to Dhani Ram).
Their defence: "natural monsoon slide, heavy rain 19.08.2026, no blasting after 15.08.2026", also says the project has
IPH/forest clearances and the houses were old kacha-pucca. D2 State WS (through ADA): damage report admitted, relief paid Rs. 1,20,000
under relief manual, no liability.
Next 10.07.2028 replication. Katoch again said "Noida se instructions" - his standard line.
""")
u("backlog/2028-07/WhatsApp Chat with Ankita Thakur.txt", "whatsapp_export", J, "2028-09-04", ["C02", "C04"], ["C02-H03", "C04-H03", "C02-H04", "C04-H04"], """
[10/07/28, 1:12:40 PM] Ankita Thakur: Sir Jogindernagar - Dhelu wala case: replication file kar di. LC ki application bhi lag gayi. Katoch sir ne reply ke liye time liya. ND 28.08.28 issues + LC
[10/07/28, 1:15:02 PM] Yogesh Sharma Adv: 👍 LC ke liye Pawan Guleria ji ka naam suggest karna
[24/07/28, 12:30:11 PM] Ankita Thakur: Sir Sundernagar kuhl case - Verma sir bimaar hain, unka munshi application laaya. Rana sir ne 500 cost laga di. Lekh Raj ji aaye the, PW1 ready tha 😔 ND 4 Sept
[24/07/28, 12:31:45 PM] Yogesh Sharma Adv: Cost ki raseed le lena
[28/08/28, 2:05:33 PM] Ankita Thakur: Sir Dhelu - 7 issues frame ho gaye. LC appoint - Pawan Guleria advocate, fees 7000 plaintiffs denge. Spot visit 20 sept. ND 23 Oct
[04/09/28, 1:48:20 PM] Ankita Thakur: Sir kuhl case - Lekh Raj ji ka chief aur cross ho gaya. Verma sir ne bola kuhl 20 saal se band thi, Lekh Raj ji ne kaha "ropa har saal kuhl ke paani se hunda". Rana sir ne wajib-ul-arz ki nakal maangi
[04/09/28, 1:49:10 PM] Ankita Thakur: ND 23.10.28 PW2 kohli
""")
u("backlog/2028-08/WhatsApp Image 2028-08-30 at 11.05.12.jpeg", "document_photo", "Pawan Guleria, Advocate (Local Commissioner)", "2028-08-30", ["C02"], [], """
RECEIPT
Received with thanks from Sh. Dhani Ram & others (plaintiffs in CS No. 31 of 2027, CJSD Jogindernagar) a sum of
Rs. 7,000/- (Rupees seven thousand only) towards the fee of the Local Commissioner as fixed by the Hon'ble Court
vide order dated 28.08.2028.
Dated 30.08.2028                      sd/- Pawan Guleria, Advocate, Jogindernagar
""")
u("backlog/2028-10/LC report Dhelu spot inspection.pdf", "document_scan", "Pawan Guleria, Advocate (Local Commissioner)", "2028-10-16", ["C02"], [], """
REPORT OF THE LOCAL COMMISSIONER - CS No. 31 of 2027, Dhani Ram & Ors. vs Uhl Ghati Hydro Power Pvt. Ltd.
Spot inspected on 20.09.2028 in presence of both sides' counsel, the Patwari Halqa and the pradhan.
1. Nine residential houses show cracks, 3 of them unfit to live in; two cowsheds (gaushala) collapsed.
2. A fresh scar of about 110 metres on the slope; the adit of the head-race tunnel is about 350 metres up the ridge.
3. Blasting muck (tunnel muck) dumped on the nala side; no retaining wall.
4. Terraced fields in khasra nos. 233, 234 and 241 washed away.
Photographs (14) annexed.             Submitted 16.10.2028   sd/- Local Commissioner
""")
u("backlog/2028-10/PXL_20281023_170255.jpg", "handwritten_note_photo", L, "2028-10-23", ["C02"], ["C02-H05"], """
23/10/28 J/nagar Kaundal madam - Dhelu v Uhl Ghati
LC report on file - 9 houses cracks, 2 gaushala gone, muck dump, adit 350 m upar. Good for us.
Katoch - objections to LC report within 2 wks.
PW1 Dhani Ram chief - ho gaya. Cross next date.
ND 11.12.28
""")
u("backlog/2028-12/Dhelu PW1 cross 11-12-28.docx", "typed_note_docx", L, "2028-12-11", ["C02"], ["C02-H06"], """
CS 31/2027 Dhani Ram vs Uhl Ghati Hydro - 11.12.2028 - CJSD Jogindernagar
PW1 Dhani Ram cross by Katoch (1 hour):
- admitted rain was heavy on 19.08.2026; "par itni baarish har saal hundi, pehle kabhi pahad ni khiska".
- admitted receiving Rs. 1,20,000 relief from the SDM.
- denied that his house was 40 years old kacha house.
PW2 Smt. Sita Devi, Pradhan Gram Panchayat Dhelu - examined; proved panchayat's resolution of 28.07.2026 complaining
of blasting at night. Cross: she did not see the blasting herself.
ND 01.02.2029 PW3 Naib Tehsildar (summons), PW4 geologist.
""")
u("backlog/2029-02/CS 31-2027 order 01.02.2029.pdf", "certified_order_sheet_scan", "Civil Judge (Senior Division), Jogindernagar", "2029-02-03", ["C02"], ["C02-H07"], """
IN THE COURT OF MS. SHALINI KAUNDAL, CIVIL JUDGE (SENIOR DIVISION), JOGINDERNAGAR, DISTRICT MANDI (H.P.)
Civil Suit No. 31 of 2027      CNR No. HPMD08-000xxx-2027
Dhani Ram & others   Versus   Uhl Ghati Hydro Power Pvt. Ltd. & another
01.02.2029
Present: Sh. Yogesh Kumar Sharma, Advocate for the plaintiffs.
         Sh. Anil Katoch, Advocate for defendant No. 1.
         Sh. Manoj Kumar, ADA for defendant No. 2-State.
PW3 Sh. Kuldeep Chand, Naib Tehsildar Lad Bharol, present on summons; examined and cross-examined; he proved the
damage report dated 25.08.2026 (Ex. PW3/A). Learned counsel for the plaintiffs submits that PW4, a geologist from the
Department of Mines and Geology, be summoned. Let he be summoned for the next date on filing of diet money.
Now to come up on 19.03.2029 for remaining plaintiffs' evidence.
                                      sd/- Civil Judge (Sr. Div.), Jogindernagar
""")

# ================= C03 Kotli partition (AC-I Sadar Mandi)
u("backlog/2027-08/jamabandi nakal Kotli.jpg", "document_photo", "Patwari Halqa Kotli", "2027-08-22", ["C03"], [], """
नकल जमाबंदी वर्ष 2022-23    मुहाल कोटली  पटवार वृत्त कोटली  तहसील सदर  जिला मंडी
खाता/खतौनी नं. 34/51
मालकान: तीर्थ राम, कांशी राम, जगदीश पुत्रान मेहर चंद, व सुमना देवी, दुर्गी देवी पुत्रियां मेहर चंद - बराबर हिस्सा 1/5 हर एक
काश्तकार: खुद काश्त (बाहम)
खसरा नं. 612, 613, 614, 618, 620, 621, 624, 701, 702, 705, 709   कित्ता 11   रकबा 0-84-17 हैक्टेयर
किस्म जमीन: कुहल आबी (खसरा 612, 613, 614), बरानी अव्वल, बरानी दोयम, घासनी
कैफियत: खसरा 618 में घराट (पनचक्की) मौजूद
नकल जारी 22.08.2027      ह0/- पटवारी हल्का कोटली
""")
u("backlog/2028-03/IMG-20280328-WA0019.jpg", "handwritten_note_photo", K, "2028-03-28", ["C03"], ["C03-H01"], """
दिनांक 28.03.2028 (मंगलवार)
तहसीलदार सदर (सहायक समाहर्ता प्रथम श्रेणी) - तक्सीम केस तीर्थ राम बनाम कांशी राम वगैरा
कांशी राम व जगदीश हाजिर। सुमना देवी व दुर्गी देवी गैरहाजिर - मुनादी का हुक्म हुआ।
अगली पेशी 17.05.2028
- डिले राम
""")
u("backlog/2028-05/takseem Kotli 17.5.docx", "typed_note_docx", L, "2028-05-17", ["C03"], ["C03-H02"], """
17.05.2028 - Tehsildar Sadar - Tirth Ram partition (Kotli)
Hem Singh Thakur appeared for R1 Kanshi Ram and R2 Jagdish. Reply filed: land already partitioned privately (khangi
taqseem) in 1998 by the father; each brother in separate possession; sisters have "haq chhod diya".
Our stand: no registered relinquishment by Sumna and Durgi; jamabandi still shows joint khata 34/51 - khangi taqseem
never entered in girdawari.
Sumna Devi and Durgi Devi served by munadi, absent - proceeded ex parte against them? Negi sahab said next date.
ND 11.07.2028 patwari report.
""")
u("backlog/2028-07/kotli 11 july.txt", "typed_note_txt", L, "2028-07-11", ["C03"], ["C03-H03"], """
11.7.28 Tehsil Sadar - Kotli takseem
Patwari ni aaya, report nahi bani - he is on flood duty (Beas). Negi sahab ne kanungo ko likha ki patwari report +
tatima 2 months me de. Thakur ne kuch nahi bola.
ND 29.08.2028
Tirth Ram ji ko bola ki patwari se mil ke khasra 618 ka ghraat note karwaye.
""")
u("backlog/2028-08/Partition 41-TD-2027 order 29.08.2028.pdf", "certified_order_sheet_scan", "Assistant Collector 1st Grade, Sadar Mandi", "2028-08-31", ["C03"], ["C03-H04"], """
न्यायालय सहायक समाहर्ता प्रथम श्रेणी (तहसीलदार) सदर, जिला मंडी (हि.प्र.)
मुकद्दमा नं. 41/TD/2027      तीर्थ राम बनाम कांशी राम वगैरा      तक्सीम अराजी (धारा 123 हि.प्र. भू-राजस्व अधिनियम)
29.08.2028
Present: Sh. Yogesh Kumar Sharma, Advocate for the applicant. Sh. Hem Singh Thakur, Advocate for R1 and R2.
         R3 and R4 ex parte.
आदेश: पटवारी हल्का कोटली की रिपोर्ट व ततीमा प्राप्त। रिपोर्ट अनुसार खाता 34/51 में मालकान का कब्जा बाहम है
और खानगी तक्सीम का कोई इन्दराज गिरदावरी में नहीं है। प्रतिवादी नं. 1 व 2 की आपत्ति खारिज की जाती है।
अराजी की तक्सीम की जाती है। पटवारी व कानूनगो नक्शा बे (तरीका तक्सीम) तैयार करें।
पेशी 24.10.2028 नक्शा बे हेतु।
                          ह0/- सहायक समाहर्ता प्रथम श्रेणी, सदर
""")
u("backlog/2028-08/tatima khasra 612-624 Kotli.pdf", "document_scan", "Patwari Halqa Kotli", "2028-08-29", ["C03"], [], """
ततीमा शजरा - मुहाल कोटली - खसरा नं. 612 ता 624 व 701 ता 709
Proposed sub-division for partition: 612/1, 612/2; 613/1, 613/2; 618/1 (ghraat site) ...
Scale 1:1000 (shajra kishtwar based). Kuhl passes along the northern edge of khasra 612, 613, 614.
Total 0-84-17 hectare; share of each co-sharer 0-16-83 hectare (approx.)
ह0/- पटवारी हल्का कोटली, 29.08.2028
""")
u("backlog/2028-10/20281024_134455.jpg", "handwritten_note_photo", L, "2028-10-24", ["C03"], ["C03-H05"], """
24-10-28  Tehsildar Sadar  Kotli takseem
Naksha bey ready - Negi sahab ne khud samjhaya: Tirth Ram ko 612/1 + 701 + 705; Kanshi Ram ko ghraat wala 618.
Hem Singh Thakur - time for objections to naksha bey. Granted.
ND 26.12.28
Tirth Ram ji happy ni - kuhl wali zameen kam aayi. Objections hum bhi denge?
""")
u("backlog/2028-12/Kotli objections 26.12.txt", "typed_note_txt", L, "2028-12-26", ["C03"], ["C03-H06"], """
26.12.2028 Tehsildar Sadar - Kotli takseem (41/TD/2027)
Both sides objections to naksha bey filed.
Thakur (R1 R2): ghraat site khasra 618 should stay joint, it is "sanjha ghraat"; kuhl-side land given unequally.
Ours: Tirth Ram gets only 0-03-10 of kuhl abi land against his share; barani dayam land thrown on him.
Negi sahab: kanungo to inspect the spot and report on class of land (kism zameen).
ND 08.02.2029
""")
u("backlog/2029-02/IMG-20290208-WA0006.jpg", "handwritten_note_photo", K, "2029-02-08", ["C03"], ["C03-H07"], """
दिनांक 08.02.2029 (वीरवार)
तहसीलदार सदर - कोटली तक्सीम (तीर्थ राम)
कानूनगो की रिपोर्ट आई - कुहल के साथ वाली जमीन आबी/अव्वल दर्जा की है, बाकी बरानी।
हेम सिंह ठाकुर वकील ने रिपोर्ट पढ़ने के लिए समय मांगा।
अगली पेशी 14.03.2029
- डिले राम
""")

# ================= C04 Chambi kuhl suit (CJJD Sundernagar)
u("backlog/2027-08/plaint kuhl suit Chambi.pdf", "document_scan", L, "2027-08-16", ["C04"], [], """
IN THE COURT OF THE CIVIL JUDGE (JUNIOR DIVISION), COURT NO. 2, SUNDERNAGAR, DISTT. MANDI (H.P.)
Lekh Raj s/o Bali Ram, r/o village Chambi, Tehsil Sundernagar           ...Plaintiff
Versus
1. Bhagat Ram s/o Ruldu Ram   2. Prakash Chand s/o Bhagat Ram, both r/o village Chambi   ...Defendants
SUIT FOR DECLARATION AND MANDATORY AND PERMANENT INJUNCTION
1. The plaintiff owns land in khasra nos. 415, 416 and 418 (0-22-40 hectare, kuhl abi) in Mohal Chambi. Since the time of
his forefathers the fields are irrigated by the Chambi kuhl, which takes off from the Chambi nala and passes through
khasra nos. 412 and 413 of the defendants; the right is recorded in the wajib-ul-arz (riwaj-i-abpashi).
2. On 02.07.2027, in the paddy transplanting (ropa) season, the defendants filled the kuhl with earth and stones over about
40 metres in khasra no. 413 and laid a cement pipe to their own fields. The plaintiff's paddy could not be planted.
PRAYER: (a) declaration that the plaintiff has an easement by prescription to take water through the kuhl; (b) mandatory
injunction to restore the kuhl; (c) permanent injunction against obstruction.   Dated 16.08.2027
""")
u("backlog/2028-04/11.04.28 kuhl.txt", "typed_note_txt", L, "2028-04-11", ["C04"], ["C04-H01"], """
11.04.28 Sundernagar Ct 2 - Lekh Raj kuhl
WS filed by Verma: kuhl "abandoned for 20 years", defendants have their own pipe from the nala (IPH scheme),
plaintiff takes water from hand pump. Also: suit bad for non-joinder of other kuhl users.
Interim (status quo on kuhl, no further filling) continued.
ND 22.5.28 replication. Lekh Raj says kohli Sukh Dev will depose - he opens the kuhl every spring after snow.
""")
u("backlog/2028-05/IMG_20280522_142215.jpg", "handwritten_note_photo", L, "2028-05-22", ["C04"], ["C04-H02"], """
22/5/28 S/nagar Rana sahab - Lekh Raj v Bhagat Ram
Replication filed. Issues framed - 5 (easement, abandonment, non-joinder, mandatory inj., relief).
PE - ND 24.7.28. Lekh Raj + kohli ko bolo.
""")
u("backlog/2028-07/CS 88-1 of 2027 order 24.07.2028.pdf", "certified_order_sheet_scan", "Civil Judge (Junior Division), Court No. 2, Sundernagar", "2028-07-26", ["C04"], ["C04-H03"], """
IN THE COURT OF SH. ABHISHEK RANA, CIVIL JUDGE (JUNIOR DIVISION), COURT NO. 2, SUNDERNAGAR, DISTRICT MANDI (H.P.)
Civil Suit No. 88-1 of 2027
Lekh Raj   Versus   Bhagat Ram & another
24.07.2028
Present: Ms. Ankita Thakur, Advocate for the plaintiff, with the plaintiff.
         Clerk of Sh. Kishori Lal Verma, Advocate for the defendants.
An application for adjournment has been moved on behalf of learned counsel for the defendants on the ground that he is
unwell. The plaintiff's witness is present. Though opposed, in the interest of justice, adjourned subject to costs of
Rs. 500/- payable to the plaintiff. Plaintiff's evidence on 04.09.2028.
                                            sd/- Civil Judge (Jr. Div.), Ct. No. 2, Sundernagar
""")
u("backlog/2028-10/kuhl PW2 kohli 23.10.docx", "typed_note_docx", L, "2028-10-23", ["C04"], ["C04-H05"], """
23.10.2028 - CS 88-1/2027 - Lekh Raj vs Bhagat Ram - Sundernagar
(Ankita attended, I was at Jogindernagar - Dhelu. Note from her call.)
PW2 Sukh Dev "kohli" (the man who keeps the kuhl, gets grain - "kohli ra hissa" - from each user) examined in chief:
kuhl ran every year till July 2027, he cleaned it in Chait 2027 too. Cross deferred: Verma again unwell, his junior asked time.
ND 12.12.2028 for cross of PW2.
""")
u("backlog/2028-12/kuhl case 12 dec.txt", "typed_note_txt", L, "2028-12-12", ["C04"], ["C04-H06"], """
12.12.28 S/nagar - kuhl suit
PW2 kohli Sukh Dev cross by Verma: admitted defendants gave him no grain since 2020 - "they stopped using the kuhl
water, not the kuhl". Good distinction.
Our application u/s 151 CPC: defendants dumped malba again in kuhl on 28.11.2028 (photos). Notice to defendants.
Rana sahab: patwari summon karo with jamabandi and wajib-ul-arz.
ND 23.1.29 PW3 patwari.
""")
u("backlog/2029-01/IMG-20290123-WA0002.jpg", "handwritten_note_photo", K, "2029-01-23", ["C04"], ["C04-H07"], """
दिनांक 23.01.2029 (मंगलवार)
सुंदरनगर कोर्ट नं. 2 - लेख राज बनाम भगत राम (कुहल)
पटवारी हल्का चांबी जय सिंह गवाह PW3 जमाबंदी और वाजिब-उल-अर्ज लेकर आया, बयान हुआ, जिरह हुई।
वाजिब-उल-अर्ज में कुहल चांबी का इन्दराज है।
अगली पेशी 12.03.2029
- डिले राम
""")
u("backlog/2029-03/kuhl 12.3.29 PE closed.docx", "typed_note_docx", L, "2029-03-12", ["C04"], ["C04-H08"], """
12.03.2029 (Monday) - Sundernagar, Court No. 2 - Lekh Raj vs Bhagat Ram (Chambi kuhl)
PE closed by my statement.
Order on our s. 151 application: malba dumping of 28.11.2028 found; defendants to clear the kuhl within 15 days and
costs Rs. 1,000 to the plaintiff.
Next 16.04.2029 - defendants' evidence (DE). Verma says DW1 Bhagat Ram + DW2 IPH JE.
To do: get IPH scheme file (RTI) - when was the defendants' pipe sanctioned.
""")

# ================= C05 Dinu charas bail (HP High Court)
u("backlog/2028-03/FIR 38 PS Aut NDPS.pdf", "document_scan", "Police Station Aut, Distt. Mandi", "2028-03-02", ["C05"], [], """
FIRST INFORMATION REPORT (u/s 173 BNSS)
District: Mandi   P.S.: Aut   FIR No. 0038   Date: 02.03.2028
Act & Section: NDPS Act, 1985 - 20 (b)(ii)(B)
Information: During naka at Aut tunnel (Kiratpur-Manali highway) at about 10.15 PM, a person travelling in HRTC bus
from Kullu to Delhi, on seeing the police, tried to get down; on search of his rucksack in presence of independent
witnesses, 780 grams of charas in the shape of sticks and balls was recovered. Name disclosed: Dinesh Kumar @ Dinu
s/o Kapoor Singh r/o Thachi, Tehsil Balh. Accused arrested.        ASI Rajinder Kumar, PS Aut
""")
u("backlog/2028-04/Dinu bail 17.4.txt", "typed_note_txt", L, "2028-04-17", ["C05"], ["C05-H01"], """
17.04.2028 - HC Shimla, Court 3, Thakur J - Cr.MP(M) 712/2028 Dinu (charas 780 g, PS Aut)
Notice issued. Ms. Nidhi Sharma Addl. AG accepted notice. Status report by 01.05.2028.
Thakur J asked: "any other case against him?" - I said none, first offender, 24 yrs, driver.
Bimla Devi (mother) outside - told her 2 weeks.
""")
u("backlog/2028-05/IMG_20280501_121530.jpg", "handwritten_note_photo", L, "2028-05-01", ["C05"], ["C05-H02"], """
1.5.28 HC Ct 3 - Dinu bail
Status report filed - no previous involvement. FSL report ni aaya (sample sent SFSL Junga 06.03.28).
Addl AG time for FSL. ND 15.5.28
""")
u("backlog/2028-05/WhatsApp Chat with Bimla Devi Thachi.txt", "whatsapp_export", "Bimla Devi", "2028-05-30", ["C05"], ["C05-H03", "C05-H04"], """
15/05/28, 16:40 - Yogesh Sharma Adv: Bimla ji, aaj FSL report aa gayi - charas hi hai, 780 gram. Judge sahab ne 52-A wala inventory puchha. Agli tareekh 29 May.
15/05/28, 16:52 - Bimla Devi Thachi: Ji. Dinu theek ho jaayega na vakeel ji
29/05/28, 13:10 - Yogesh Sharma Adv: Bail mil gayi. 50,000 ka bond aur ek zamanat (surety). Himachal se bahar nahi jaana.
29/05/28, 13:12 - Bimla Devi Thachi: 🙏🙏 Bhagwan bhala kare. Zamanat mera bhai Tek Chand dega, uski zameen hai
30/05/28, 10:05 - Yogesh Sharma Adv: Order aaj upload hoga. Special Judge Mandi ke samne bond bharna hai.
""")
u("backlog/2028-05/CrMPM 712-2028 order 29.05.2028.pdf", "certified_order_sheet_scan", "High Court of Himachal Pradesh", "2028-05-30", ["C05"], ["C05-H04"], """
IN THE HIGH COURT OF HIMACHAL PRADESH, SHIMLA
Cr.MP(M) No. 712 of 2028
Dinesh Kumar @ Dinu                 ....Petitioner
Versus
State of Himachal Pradesh           ....Respondent
Coram: Hon'ble Mr. Justice Sandeep Thakur, Judge.
For the petitioner: Mr. Yogesh Kumar Sharma, Advocate.
For the respondent: Ms. Nidhi Sharma, Additional Advocate General.
29.05.2028
The petitioner seeks regular bail in FIR No. 38 of 2028, PS Aut, District Mandi, under Section 20 of the NDPS Act. The
quantity of charas, 780 grams, is above the small quantity but below the commercial quantity, and the rigours of
Section 37 are not attracted. The status report shows no previous involvement. The petitioner has been in custody since
02.03.2028 and the challan is yet to be filed. The petitioner is ordered to be released on bail on his furnishing a
personal bond of Rs. 50,000/- with one surety in the like amount to the satisfaction of the learned Special Judge, Mandi,
subject to the conditions that he shall not leave the State of Himachal Pradesh without permission and shall attend
the trial. The petition is disposed of.
                                                      (Sandeep Thakur) Judge
""")

# ================= C06 Roop Lal forest eviction (DFO-cum-Collector, Suket)
u("backlog/2028-04/show cause notice PP Act Roop Lal.pdf", "document_scan", "Collector (DFO), Suket Forest Division", "2028-04-18", ["C06"], [], """
OFFICE OF THE COLLECTOR (DIVISIONAL FOREST OFFICER), SUKET FOREST DIVISION, SUNDERNAGAR
NOTICE u/s 4(1) of the H.P. Public Premises and Land (Eviction and Rent Recovery) Act, 1971
Case No. 14/PPA of 2028                 Dated 18.04.2028
To: Roop Lal s/o Gian Chand, village Kandha, Tehsil Sundernagar
Whereas it has been reported by the Range Forest Officer, Suket, that you are in unauthorised occupation of 0-06-32
hectare of demarcated protected forest (DPF Kandha) in khasra no. 1207/1, Mohal Kandha, by planting an apple orchard
(about 140 plants) and raising a cowshed, you are called upon to show cause on or before 22.05.2028 why an order of
eviction should not be made. Sd/- Collector (DFO), Suket
""")
u("backlog/2028-05/Roop Lal reply 22.05.docx", "typed_note_docx", L, "2028-05-22", ["C06"], ["C06-H01"], """
22.05.2028 - DFO-cum-Collector Suket, Sundernagar - Roop Lal (forest case, Kandha bageecha)
Appeared; reply to show-cause filed: orchard is in our own khasra 1206 (malkiyat, jamabandi 2021-22), planted in 1999
by father Gian Chand; the "demarcation" of 2027 was by the Forest Guard with a tape only, no revenue official present,
no notice to us. Prayer: demarcation afresh by revenue staff as per the Himachal instructions.
RFO Om Prakash present for the department. DFO sahab: department's evidence next date.
ND 10.7.28
""")
u("backlog/2028-07/forest case 10 july.txt", "typed_note_txt", L, "2028-07-10", ["C06"], ["C06-H02"], """
10/07/2028 DFO court Sundernagar - Roop Lal
RFO Om Prakash deposed: Forest Guard Hira Lal did demarcation 14.09.2027 from forest pillar no. 17; 140 apple plants.
My cross: no revenue official, no DGPS, no tatima, pillar 17 itself "shifted" in 2013 road widening - he didn't know.
Filed application for fresh demarcation by revenue staff with DGPS. Reply by dept next date.
ND 11.09.2028
""")
u("backlog/2028-09/PPA 14-2028 order 11.09.2028.pdf", "certified_order_sheet_scan", "Collector (DFO), Suket Forest Division", "2028-09-12", ["C06"], ["C06-H03"], """
IN THE COURT OF THE COLLECTOR (DIVISIONAL FOREST OFFICER), SUKET FOREST DIVISION, SUNDERNAGAR
Case No. 14/PPA of 2028 - State of H.P. through DFO Suket vs Roop Lal
11.09.2028
Present: Sh. Om Prakash, RFO Suket, for the department.
         Sh. Yogesh Kumar Sharma, Advocate, for the respondent.
Arguments on the application for fresh demarcation heard. Since the respondent claims the land to be in his own khasra
No. 1206 and the earlier demarcation was done without revenue officials, the ends of justice require a fresh demarcation.
The Naib Tehsildar, Sundernagar, with the Field Kanungo and the Patwari Halqa, shall demarcate khasra nos. 1206 and 1207/1
on the spot with DGPS after notice to both sides, and report. Status quo on the orchard meanwhile.
To come up on 07.11.2028.                               sd/- Collector (DFO), Suket
""")
u("backlog/2028-11/IMG-20281107-WA0014.jpg", "handwritten_note_photo", K, "2028-11-07", ["C06"], ["C06-H04"], """
दिनांक 07.11.2028 (मंगलवार)
डी.एफ.ओ. सुकेत सुंदरनगर - रूप लाल (जंगल वाला केस)
निशानदेही नहीं हुई - नायब तहसीलदार चुनाव ड्यूटी पर, ऊपर बर्फ भी गिरी।
अगली पेशी 02.01.2029
- डिले राम
""")
u("backlog/2029-01/WhatsApp Chat with Ankita Thakur (2).txt", "whatsapp_export", J, "2029-01-23", ["C06", "C04"], ["C06-H05", "C04-H06"], """
[12/12/28, 4:02:10 PM] Ankita Thakur: Sir kuhl case update aapne le liya na? Main Roop Lal ji ke saath Kandha gayi thi, nishandehi 18 Dec rakhi hai
[12/12/28, 4:03:30 PM] Yogesh Sharma Adv: Haan. 18 ko tum jaana, DGPS wala kanungo aayega
[18/12/28, 6:45:55 PM] Ankita Thakur: Sir nishandehi ho gayi. Kanungo ji bole zyada bageecha Roop Lal ji ke 1206 me hi hai, thoda sa hissa 1207/1 me. Report DFO ko bhejenge
[02/01/29, 1:20:15 PM] Ankita Thakur: Sir DFO court - report abhi file pe nahi aayi. DFO sahab ne Naib Tehsildar ko reminder bheja. ND 5 March
[02/01/29, 1:21:02 PM] Yogesh Sharma Adv: ok. 5 March ko Mandi me Rajesh wala bhi hai, main pehle Mandi jaunga phir Sundernagar
[23/01/29, 2:10:40 PM] Ankita Thakur: Sir kuhl wale me patwari Jai Singh ka bayan ho gaya 👍 (Dile Ram ji ne register me likh liya)
""")

# ================= C07 Rajesh divorce (District Judge Mandi)
u("backlog/2028-02/HMA 19-2028 petition Kamla Devi.pdf", "document_scan", "Ms. Kiran Thakur, Advocate for the petitioner", "2028-01-29", ["C07"], [], """
IN THE COURT OF THE DISTRICT JUDGE, MANDI (H.P.)
HMA Petition No. ___ of 2028
Kamla Devi d/o Nanak Chand, r/o village Gagal, Tehsil Balh ....Petitioner
Versus
Rajesh Kumar s/o Hari Singh, r/o Paddal, Mandi ....Respondent
PETITION UNDER SECTION 13(1)(ia) AND (ib) OF THE HINDU MARRIAGE ACT, 1955
1. Marriage solemnised on 22.04.2019 at Gagal as per Hindu rites. No child.
2. The respondent and his mother taunted the petitioner for dowry; on 10.06.2025 she was turned out of the matrimonial home
and has since lived with her parents at Gagal.
3. The respondent, a clerk in a private bank at Mandi, earns Rs. 38,000 per month and has rent from two shops at Paddal.
Application u/s 24 HMA filed separately claiming Rs. 15,000 per month and Rs. 25,000 litigation expenses.
Through: Kiran Thakur, Advocate, Mandi.      Dated 29.01.2028
""")
u("backlog/2028-03/IMG_4702.HEIC", "handwritten_note_photo", L, "2028-03-24", ["C07"], ["C07-H01"], """
24.3.28 DJ Mandi - Kamla v Rajesh (HMA 19/28)
Appeared for Rajesh. Reply to s. 24 filed - his salary 26,400 net (slip), no shops - shops are in mother's name.
Guleria sahab: both parties in person next date; sent to mediation centre Mandi first.
ND 23.5.28
""")
u("backlog/2028-05/Rajesh salary slip and bank statement.pdf", "document_scan", "Himgiri Co-operative Bank Ltd., Mandi", "2028-04-30", ["C07"], [], """
HIMGIRI CO-OPERATIVE BANK LTD. - BRANCH PADDAL, MANDI
SALARY SLIP - April 2028   Employee: Rajesh Kumar, Clerk, Emp. No. 1142
Gross Rs. 33,950   Deductions: PF 3,800, loan recovery 3,750   Net paid Rs. 26,400
STATEMENT OF ACCOUNT (SB 0071xxxx) 01.01.2028 to 30.04.2028 - salary credits Rs. 26,400 x 4; closing balance Rs. 8,212.40
""")
u("backlog/2028-05/rajesh HMA 23.05.txt", "typed_note_txt", L, "2028-05-23", ["C07"], ["C07-H02"], """
23.05.2028 District Judge Mandi - Rajesh divorce
Mediation report: failed - Kamla ready to come back only if Rajesh lives separately from his mother; Rajesh refused.
s. 24 arguments heard in part. Kiran Thakur pressed 15,000 pm citing shop rent. I showed salary slip 26,400 net.
ND 17.07.2028 for order on s. 24.
""")
u("backlog/2028-07/HMA 19-2028 s24 order 17.07.2028.pdf", "certified_order_sheet_scan", "District Judge, Mandi", "2028-07-19", ["C07"], ["C07-H03"], """
IN THE COURT OF SH. AJAY KUMAR GULERIA, DISTRICT JUDGE, MANDI (H.P.)
HMA Petition No. 19 of 2028
Kamla Devi   Versus   Rajesh Kumar
17.07.2028
Present: Ms. Kiran Thakur, Advocate for the petitioner, with the petitioner.
         Sh. Yogesh Kumar Sharma, Advocate for the respondent, with the respondent.
Order on application under Section 24 of the Hindu Marriage Act:
The respondent is a clerk drawing a net salary of Rs. 26,400/-; the petitioner has no independent income. The rent of the
shops is shown to be in the name of the respondent's mother. Keeping in view the status of the parties, the respondent
is directed to pay maintenance pendente lite of Rs. 9,000/- per month to the petitioner from the date of the application,
and Rs. 11,000/- as litigation expenses. Arrears be cleared by the next date.
Now for framing of issues on 11.09.2028.
                                                  sd/- District Judge, Mandi
""")
u("backlog/2028-09/Rajesh 11 Sept issues arrears.docx", "typed_note_docx", L, "2028-09-11", ["C07", "C06"], ["C07-H04", "C06-H03"], """
11.09.2028 - two matters
1) DJ Mandi (10.30) - Kamla v Rajesh: Rajesh deposited arrears Rs. 27,000 in court (cheque) - Kiran Thakur said
   balance still due, Guleria sahab said compute and file. Issues framed - 4 (cruelty, desertion, whether petitioner
   herself left, relief). ND 6.11.2028 PE.
2) DFO Sundernagar (3 pm) - Roop Lal: fresh demarcation ALLOWED with DGPS, Naib Tehsildar + kanungo. Status quo on
   orchard. ND 7.11.2028. Roop Lal ji ko bola spray ka kaam chalne do, kaatna kuch nahi.
""")
u("backlog/2028-09/receipt arrears Rajesh.jpg", "document_photo", "District Court Mandi (nazarat)", "2028-09-11", ["C07"], [], """
DISTRICT COURT MANDI - NAZARAT BRANCH - RECEIPT No. 3318
Received from Sh. Rajesh Kumar (respondent, HMA Pet. 19/2028) cheque No. 214560 of Himgiri Co-op. Bank for Rs. 27,000/-
(Rupees twenty seven thousand only) towards arrears of maintenance pendente lite in favour of Kamla Devi.
Date 11.09.2028                          Nazir, District Court Mandi
""")
u("backlog/2028-11/IMG-20281106-WA0008.jpg", "handwritten_note_photo", K, "2028-11-06", ["C07"], ["C07-H05"], """
दिनांक 06.11.2028 (सोमवार)
जिला जज मंडी - कमला देवी बनाम राजेश कुमार (तलाक)
कमला देवी PW1 का बयान हलफनामे पर हुआ। जिरह हमारी तरफ से अगली तारीख को - वकील साहब ने कहा पहले दस्तावेज देखेंगे।
अगली पेशी 08.01.2029
- डिले राम
""")
u("backlog/2029-01/Kamla PW1 cross 8.1.29.txt", "typed_note_txt", L, "2029-01-08", ["C07"], ["C07-H06"], """
08.01.2029 DJ Mandi - Rajesh divorce - PW1 cross
Cross of Kamla Devi (45 min):
- admitted she left Paddal on 10.06.2025 with her own jewellery and "apni marzi se" went to Gagal after a quarrel about
  the mother - but says she was pushed out.
- admitted Rajesh came twice to Gagal to bring her back (Oct 2025 and Diwali 2025) - good for desertion issue.
- denied any dowry demand specific date, "taane dete the".
Guleria sahab asked both if Lok Adalat - Kamla refused ("ab ni jaana wapas").
ND 05.03.2029 PW2 Nanak Chand (father), PW3.
""")
u("backlog/2029-03/IMG_20290305_174020.jpg", "handwritten_note_photo", L, "2029-03-05", ["C07", "C06"], ["C07-H07", "C06-H06"], """
5.3.29
DJ Mandi - Rajesh: PW2 Nanak Chand ni aaya (bimaar, Gagal). Kiran Thakur - time. ND 14.3.29 PW2, PW3.
  Rajesh ko bolo maintenance Feb-Mar time pe bhare, 9000 pm - warna strike off defence ki application aayegi.
DFO S/nagar (3.30) - Roop Lal: demarcation report on file - encroachment only 0-02-10 hect. in 1207/1, rest of
  bageecha in own khasra 1206. Objections by both sides. ND 9.4.29
  Roop Lal ji khush. 0-02-10 ke liye regularisation/compromise sochna.
""")

# ================= plan, cause list, register page for several matters
u("backlog/2028-04/IMG-20280418-WA0022.jpg", "handwritten_note_photo", K, "2028-04-18", ["C02", "C04", "C05", "C01"], ["C02-H01", "C04-H01", "C05-H01"], """
तारीख रजिस्टर - अप्रैल 2028
05.04 बुध  जोगिंदरनगर  धनी राम (हाइड्रो)      WS - 1500 हर्जाना      अगली 19.05
11.04 मंगल सुंदरनगर    लेख राज (कुहल)        WS आया              अगली 22.05
17.04 सोम  शिमला हाईकोर्ट  दिनेश (चरस जमानत)   नोटिस             अगली 01.05
01.05 सोम  मंडी MACT   रीना देवी (बस)        जवाब
फीस: लेख राज से 5,000 मिले (11.04)
""")
u("backlog/2029-03/Plan 12-19 March 2029.docx", "typed_note_docx", L, "2029-03-10", ["C04", "C03", "C07", "C02", "C06", "C01"], [], """
PLAN - 12 to 19 March 2029
Mon 12/3  Sundernagar Ct 2 - Lekh Raj kuhl - close PE; press s. 151 application (malba).
Wed 14/3  Tehsil Sadar 11 am - Kotli takseem - objections to naksha bey / args; carry kanungo report + tatima.
Wed 14/3  DJ Mandi - Rajesh divorce - PW2 Nanak Chand, PW3; prepare cross (Diwali 2025 visit, jewellery).
Mon 19/3  Jogindernagar - Dhelu - PW4 geologist; diet money deposited? CHECK with Ankita.
Pending:
- Roop Lal: written objections to demarcation report before 9.4.
- Reena bus case: RTI reply on route permit - remind RTO Kullu.
- Dinu: challan filed in Special Court? ask Bimla ji (bail done).
""")
u("backlog/2029-03/District Judge Mandi cause list 14.03.2029.pdf", "cause_list_pdf", "District and Sessions Court, Mandi", "2029-03-13", ["C07"], [], """
DISTRICT & SESSIONS COURT MANDI (H.P.) - CAUSE LIST FOR 14.03.2029 (WEDNESDAY)
COURT OF SH. AJAY KUMAR GULERIA, DISTRICT JUDGE, MANDI
Sr.  Case No.                 Title                                         Purpose
1    Cr. Appeal 12/2028       State of H.P. vs Tek Singh                    Arguments
2    HMA Pet. 19/2028         Kamla Devi vs Rajesh Kumar                    PE
3    Civil Appeal 61/2027     Shyam Lal vs Gram Panchayat Bhadrota          Arguments
4    MAC Pet. 102/2028        Sapna vs HRTC & Anr.                          RE
5    Sessions Case 9/2028     State vs Mohinder @ Kaka (NDPS)               PE
""")
