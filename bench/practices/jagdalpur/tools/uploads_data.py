"""The uploads of the Jagdalpur practice: what Adv. Baghel, the junior Rupesh and the munshi Sukhram actually kept."""

L, J, K = "Prakash Chandra Baghel", "Rupesh Kashyap", "Sukhram Nag (munshi)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2025-11/170B aavedan Budhru.pdf", "document_scan", L, "2025-11-18", ["C01"], [], """
न्यायालय कलेक्टर, जिला बस्तर (छ.ग.)
आवेदक: बुधरू राम कश्यप पिता स्व. लखमू, जाति मुरिया (अनुसूचित जनजाति), ग्राम कुम्हारावंड, तह. जगदलपुर
विरुद्ध
अनावेदक: सुरेश कुमार जैन पिता मोतीलाल जैन, व्यवसायी, चांदनी चौक, जगदलपुर
आवेदन अंतर्गत धारा 170-ख छत्तीसगढ़ भू-राजस्व संहिता, 1959
1. ग्राम कुम्हारावंड की भूमि ख.नं. 214/2 रकबा 1.25 हे. आवेदक के पिता लखमू (आदिवासी) के नाम दर्ज थी।
2. वर्ष 1994 में अनावेदक (गैर-आदिवासी) ने बिना कलेक्टर की अनुमति (धारा 165(6)) के पंजीकृत विक्रय पत्र से
   उक्त भूमि मात्र 18,000/- रुपये में क्रय कर ली और कब्जा कर लिया।
3. अतः भूमि आवेदक को वापस (restore) की जावे।
दिनांक 18.11.2025                                   आवेदक द्वारा अधिवक्ता प्रकाश चंद्र बघेल
""")
u("backlog/2026-01/IMG_20260117_112903.jpg", "document_photo", "Patwari Halka No. 14, Kumharawand", "2026-01-17", ["C01"], [], """
छत्तीसगढ़ शासन - भू-अभिलेख    खसरा पांचसाला (B-1 नकल)
ग्राम: कुम्हारावंड  प.ह.नं. 14  रा.नि.मं. जगदलपुर   तहसील जगदलपुर  जिला बस्तर
ख.नं. 214/2   रकबा 1.250 हे.   भूमिस्वामी: सुरेश कुमार जैन पिता मोतीलाल (नामांतरण क्र. 41 दि. 02.08.1994)
पूर्व भूमिस्वामी: लखमू पिता बुधु, जाति मुरिया
नकल दिनांक 17.01.2026                 ह./- पटवारी
""")
u("backlog/2026-07/WPC tendupatta petition index.docx", "typed_note_docx", L, "2026-07-06", ["C02"], [], """
HIGH COURT OF CHHATTISGARH AT BILASPUR - WPC No. ____ / 2026 (filed 06.07.2026 through Nitin Sharma, Adv.)
Sonadhar Poyam & 46 Ors. (tendu leaf collectors, Samiti Tokapal) vs State of CG, through Secy. Forest Dept. & Ors.
Relief: direction to pay sangrahan parishramik for season 2025 @ Rs. 5,500 per standard bag (manak bora).
Facts: 47 collectors; total 335.02 standard bags collected in May 2025 at phad Tokapal-2 and Rajur;
amount due Rs. 18,42,610 (approx 18.42 lakh). Samiti says "phad register me gadbadi" - no payment for 14 months.
Phad munshi Sonadhar dada ke paas original kaccha register hai - Annexure P-4 photocopy.
""")
u("backlog/2026-07/POR seizure memo pickup.pdf", "document_scan", "Forest Department, Jagdalpur Range", "2026-07-29", ["C03"], [], """
वन विभाग - वनमंडल बस्तर, परिक्षेत्र जगदलपुर
वन अपराध प्रकरण क्र. 11842/07     दिनांक 29.07.2026
जप्ती पत्रक (Seizure Memo) - धारा 52 भारतीय वन अधिनियम, 1927
स्थान: नगरनार-धनपुंजी मार्ग, कक्ष क्र. 1287 के पास, समय रात्रि 11.20 बजे
वाहन: महिंद्रा पिकअप क्र. CG-17-KD-xxxx, चालक: गोवर्धन बघेल (मौके से फरार)
जप्त वनोपज: साल (सरई) के 14 नग लट्ठे, घन मीटर 2.318, बिना अभिवहन पास (TP)
वाहन मालिक: दिलीप साहू, नगरनार
                             ह./- उप वनक्षेत्रपाल पीताम्बर भोई
""")
u("backlog/2026-07/cheque return memo Mohan Thakur.pdf", "document_scan", "Bank of Baroda, Main Road Jagdalpur", "2026-06-05", ["C04"], [], """
BANK OF BARODA   Branch: Main Road, Jagdalpur (Bastar)
CHEQUE RETURN MEMO          Date: 05.06.2026
Cheque No. 771046 dated 02.06.2026 for Rs. 2,86,400/- drawn by Mohan Thakur (Thakur Constructions), A/c 3019xxxxxx,
presented by Shri Danteshwari Hardware & Paints - RETURNED UNPAID. Reason: FUNDS INSUFFICIENT
""")
u("backlog/2026-06/notice 138 Mohan Thakur.docx", "typed_note_docx", L, "2026-06-16", ["C04"], [], """
PRAKASH CHANDRA BAGHEL, Advocate, Chamber 41, District Court, Jagdalpur
Regd. AD                                             Date 16.06.2026
To, Shri Mohan Thakur, prop. Thakur Constructions, Dharampura No. 2, Jagdalpur
Sub: Notice u/s 138 Negotiable Instruments Act
My client M/s Shri Danteshwari Hardware & Paints, Gole Bazar, through prop. Anil Gupta, supplied you cement, TMT
saria, pipes and paint on credit for the Kurandi road culvert work. Towards the dues you issued cheque no. 771046
dated 02.06.2026 for Rs. 2,86,400 on Bank of Baroda, Main Road, returned "funds insufficient" on 05.06.2026.
Pay within 15 days of receipt, else complaint will be filed.
""")
u("backlog/2026-06/FIR Parpa 0098.pdf", "document_scan", "Police Station Parpa, Bastar", "2026-04-09", ["C05"], [], """
प्रथम सूचना रिपोर्ट   जिला बस्तर   थाना परपा   अपराध क्र. 0098/2026   दिनांक 09.04.2026
धाराएँ: 115(2), 351(2) BNS, 3(1)(r), 3(1)(s), 3(2)(va) अनुसूचित जाति/जनजाति (अत्याचार निवारण) अधिनियम
सूचनाकर्ता: लछिनबाई मरकाम पति मंगतू, ग्राम बड़े मोरठपाल
विवरण: दिनांक 08.04.2026 को शाम करीब 5 बजे मेरे खेत की मेड़ को लेकर रामअवतार शर्मा, उसका पुत्र विकास शर्मा और
मुंशी हरिलाल ने मुझे जाति सूचक गाली दी और लाठी से मारा। मेरे पति मंगतू बीच-बचाव में आए।
विवेचना: एसडीओपी दरभा श्री आलोक मिंज
""")
u("backlog/2026-03/Maharani hospital discharge Hemlal.jpg", "document_photo", "Maharani Hospital, Jagdalpur", "2026-03-21", ["C06"], [], """
LATE BALIRAM KASHYAP MEMORIAL GOVT. MEDICAL COLLEGE / MAHARANI HOSPITAL, JAGDALPUR
DISCHARGE SUMMARY   Ortho Ward   IPD No. 4417/26
Name: Hemlal Netam, 41 y/M   DOA: 09.03.2026   DOD: 21.03.2026
H/o RTA - bus overturned at Keshkal ghat. Dx: closed fracture shaft of right femur. ORIF with interlocking nail done 11.03.2026.
Advice: non weight bearing 8 weeks, follow-up ortho OPD.
""")
u("backlog/2026-05/claim petition Hemlal.docx", "typed_note_docx", L, "2026-05-04", ["C06"], [], """
BEFORE THE FIRST ADDITIONAL MOTOR ACCIDENT CLAIMS TRIBUNAL, JAGDALPUR (BASTAR)
Claim Case No. ___ / 2026   Hemlal Netam vs (1) Santosh Jaiswal, owner, Jaiswal Travels, (2) Ramu Yadav, driver,
(3) United India Insurance Co. Ltd., Branch Jagdalpur
Bus CG-17-H-xxxx (Raipur-Jagdalpur) overturned on the Keshkal ghat, 7th turn, on 09.03.2026 at about 4 PM - driver
came down the ghat at high speed. Claimant, a passenger (ticket no. 2291), fractured his right femur.
Claimant: mason-contractor, income Rs. 15,000 p.m. Claim: Rs. 9,50,000 with interest. FIR 41/2026 PS Keshkal.
""")
u("backlog/2026-07/Phulmati 144 BNSS aavedan.pdf", "document_scan", L, "2026-07-10", ["C07"], [], """
न्यायालय प्रधान न्यायाधीश, कुटुंब न्यायालय, जगदलपुर (बस्तर)
आवेदिका: श्रीमती फूलमती मंडावी पति घासीराम मंडावी, उम्र 29, निवासी बकावंड (मायका)
अनावेदक: घासीराम मंडावी, छात्रावास अधीक्षक, प्री-मैट्रिक आदिवासी बालक छात्रावास, लोहंडीगुड़ा
आवेदन अंतर्गत धारा 144 भारतीय नागरिक सुरक्षा संहिता, 2023 (पूर्व धारा 125 दं.प्र.सं.)
विवाह 2019 में गोंड रीति से; पुत्री कु. सुमन उम्र 4 वर्ष। अनावेदक ने दहेज व दूसरी औरत के कारण मार्च 2026 में घर से निकाल दिया।
अनावेदक का वेतन लगभग 38,000 रुपये मासिक। आवेदिका के लिए 10,000 और पुत्री के लिए 5,000 रुपये मासिक भरण-पोषण दिलाया जावे।
दिनांक 10.07.2026
""")
u("backlog/2026-09/FIR Nagarnar ganja 214.pdf", "document_scan", "Police Station Nagarnar", "2026-08-02", ["C08"], [], """
FIRST INFORMATION REPORT   District Bastar   PS Nagarnar   Crime No. 214/2026   Date 02.08.2026
Act & Sections: NDPS Act 20(b)(ii)(B)
On secret information, naka at Chilkuti near the Odisha border at 6.10 AM. Maruti Ertiga OD-10-xxxx stopped;
driver Tulsiram Kashyap s/o Dhanuram r/o Kolawal; co-accused Bikram Nayak (Koraput) fled. From the dickey 4 packets
of ganja, total 18.6 kg, seized. Samples A1-A4 drawn. Accused arrested.        SI R.K. Dhurve, PS Nagarnar
""")

# ---------------- C01 Budhru 170-B
u("backlog/2026-09/IMG_20260908_173512.jpg", "handwritten_note_photo", L, "2026-09-08", ["C01"], ["C01-H01"], """
8/9/26  Addl. Collector court (Dhruw sahab) - Budhru 170-B
Jain ki taraf se Rajendra Agrawal ne vakalatnama lagaya, jawab ke liye time. Diya.
Budhru dada aur patel baba aaye the Kumharawand se - bus se. Dada bola "bhaiya zameen milhi ki nai?" - samjhaya samay lagega.
Agla peshi 13/10.
""")
u("backlog/2026-10/Budhru 13 oct.txt", "typed_note_txt", L, "2026-10-13", ["C01"], ["C01-H02"], """
13.10.26  Budhru Ram v. Suresh Jain - 170-B - Addl Collector Bastar
Agrawal ne jawab diya: (1) 1994 me 18,000 me registered sale deed, 32 saal se kabza, time barred;
(2) Lakhmu "Muria nahi, Kalar tha" - caste disputed!! (3) bhoomi par godown aur aam ke ped lagaye, improvement.
Dhruw sahab ne patwari report mangayi - kabza aur jaati abhilekh dono.
Reply to be given: 170-B me limitation nahi; 1954-55 misal nikalwana hai - Sukhram ko tehsil bhejo.
Agli peshi 24.11.2026.
""")
u("backlog/2026-11/IMG-20261124-WA0007.jpg", "handwritten_note_photo", K, "2026-11-24", ["C01", "C05"], ["C01-H03", "C05-H03"], """
पेशी रजिस्टर   दि. २४.११.२०२६ (मंगलवार)
१. अपर कलेक्टर न्यायालय - बुधरू राम बनाम सुरेश जैन (धारा १७०-ख)
   पटवारी प्रतिवेदन नहीं आया। साहब ने आर.आई. को जांच का आदेश दिया।  अगली पेशी १२.०१.२०२७
२. विशेष न्यायालय - लछिनबाई वाला केस - १७.११ को पीड़िता का प्रतिपरीक्षण हो गया था। अगली पेशी ०५.०१.२०२७, सरपंच को समन।
- सुखराम
""")
u("backlog/2027-01/170B Budhru 12.01.2027.docx", "typed_note_docx", L, "2027-01-12", ["C01"], ["C01-H04"], """
12.01.2027 - Rajasv Prakaran 0017/A-23(3)/2025-26 - Budhru Ram Kashyap v. Suresh Kumar Jain - Addl. Collector, Bastar
RI + patwari joint report received (dt. 04.01.2027):
 - kh. 214/2, 1.25 ha: Suresh Jain in possession; a tin-shed godown and about 40 mango trees.
 - Misal bandobast 1954-55: Budhu (Lakhmu's father) recorded as "Muria" - tribal. Good for us.
Agrawal objected to the report, said RI did not call his client. Dhruw sahab: objection on record, proceed.
Applicant's evidence next: Budhru + patel (Mangal Ram Bhadra) ko lana. Agla peshi 23.02.2027.
""")
u("backlog/2027-02/budhru gawahi 23 feb.txt", "typed_note_txt", L, "2027-02-23", ["C01"], ["C01-H05"], """
23/2/27  Budhru 170-B - gawahi
Budhru dada ka bayan - Halbi me bola, reader ne Hindi me likha. "Dada (Lakhmu) ne kabhi zameen nai bechis, Jain seth ne
karja ke badle angutha lagwa lis". Agrawal ka cross 45 min - Budhru firm raha.
Patel Mangal Ram Bhadra baba: "Lakhmu Muria tha, gotul me jaata tha, hamar gaon ke". Cross me hila nahi.
Agla peshi 6/4 - anavedak ki gawahi.
""")
u("backlog/2027-04/IMG_20270406_162210.jpg", "handwritten_note_photo", L, "2027-04-06", ["C01"], ["C01-H06"], """
6.4.27  Budhru v Jain - Addl Collector
Suresh Jain ka bayan. Cross by me: admitted no Collector permission u/s 165(6) taken in 1994. Admitted he knew
Lakhmu was "jungle wala adivasi". !!! 
Doosra gawah (tehsil ka retired clerk) nahi aaya - Agrawal ne time liya.
Agla peshi 15.06.2027.
""")
u("backlog/2027-06/IMG-20270615-WA0011.jpg", "handwritten_note_photo", K, "2027-06-15", ["C01"], ["C01-H07"], """
दि. १५.०६.२०२७   अपर कलेक्टर - बुधरू राम (१७०-ख)
अनावेदक का दूसरा गवाह फिर नहीं आया। साहब ने अनावेदक की गवाही बंद की।
अब अंतिम बहस।  अगली पेशी २७.०७.२०२७
""")
u("backlog/2027-07/budhru args 27.7.txt", "typed_note_txt", L, "2027-07-27", ["C01"], ["C01-H08"], """
27.7.27 - Budhru 170-B - final args
Agrawal Bilaspur gaya hai (HC me matter) - junior ne time manga. Dhruw sahab ne diya but said "next date pe bahas
hogi hi, nahi to order kar denge".
My written args ready - 170-B(2-A) burden on non-tribal; 1954-55 misal; Jain admitted no permission.
Agla peshi 26.08.2027.
""")

# ---------------- C02 Tokapal tendupatta writ (HC)
u("backlog/2026-11/WhatsApp Chat with Nitin Sharma Adv Bilaspur.txt", "whatsapp_export", "Nitin Sharma (Bilaspur correspondent)", "2026-11-04",
  ["C02", "C08"], ["C02-H01", "C02-H02", "C08-H01", "C08-H02"], """
21/07/26, 13:12 - Nitin Sharma Adv Bilaspur: Baghel ji, tendupatta WPC 3418/2026 - Lakra J ne notice issue kiya. Dewangan DGA ne State ke liye notice accept kiya. Reply 4 weeks. NDOH 15.09.2026
21/07/26, 13:14 - Prakash Baghel Adv: Dhanyawad. Federation aur Union ko RAD?
21/07/26, 13:15 - Nitin Sharma Adv Bilaspur: Haan, PF aaj jama kar diya
15/09/26, 12:40 - Nitin Sharma Adv Bilaspur: WPC 3418 - reply nahi aaya. Dewangan ne instructions ke liye time manga. Next 03/11/26
14/10/26, 15:02 - Nitin Sharma Adv Bilaspur: Tulsiram MCRC 7730/2026 - Tirkey madam ne notice kiya, case diary mangwayi. Next 4.11.26
14/10/26, 15:03 - Prakash Baghel Adv: Jaydev ko bata deta hoon
04/11/26, 16:20 - Nitin Sharma Adv Bilaspur: Tulsiram bail - case diary nahi aayi, Mishra ji ne time liya. FSL report bhi pending. Madam boli next date pe case diary ke saath. ND 04.12.2026
04/11/26, 16:21 - Nitin Sharma Adv Bilaspur: Madam ne poocha quantity kitni - 18.6 kg bataya, commercial nahi hai
""")
u("backlog/2026-11/WPC 3418-2026 order 03.11.2026.pdf", "certified_order_sheet_scan", "High Court of Chhattisgarh", "2026-11-05", ["C02"], ["C02-H03"], """
HIGH COURT OF CHHATTISGARH, BILASPUR
WPC No. 3418 of 2026
Sonadhar Poyam and others                                   ... Petitioners
Versus
State of Chhattisgarh and others                            ... Respondents
03.11.2026
Shri Prakash Chandra Baghel with Shri Nitin Sharma, Advocates for the petitioners.
Shri Deepak Dewangan, Deputy Government Advocate for the State / respondents No. 1 to 4.
Reply has been filed on behalf of the respondents. It is stated that an amount of Rs. 18,42,600/- towards collection
wages for 335.02 standard bags of the season 2025 has been withheld on account of discrepancy in the phad register.
The respondents shall place on record a chart showing the collector-wise amount due and paid, supported by an
affidavit of the Divisional Forest Officer-cum-Managing Director, District Union, Jagdalpur.
List on 19.01.2027.
                                                   Sd/- (Devendra Prasad Lakra) Judge
""")
u("backlog/2027-01/tendupatta HC 19.1.27.docx", "typed_note_docx", L, "2027-01-19", ["C02"], ["C02-H04"], """
19.01.2027 - Bilaspur - WPC 3418/2026 (Tokapal tendupatta) - Lakra J, Ct. 9
State filed the chart + DFO's affidavit: Rs. 11,20,000 paid by DBT to 31 collectors on 28.12.2026 (after the notice!).
Balance 16 collectors - "phad register me naam ki spelling aur bank khata mismatch".
I showed Sonadhar dada's kaccha register - names match Annexure P-4.
Judge: balance to be paid within 8 weeks after verification by the phad munshi and the Samiti manager together.
NDOH 13.04.2027. Night bus back - Mahendra travels 10.30 pm.
""")
u("backlog/2027-04/WhatsApp Chat with Rupesh Kashyap Jr.txt", "whatsapp_export", J, "2027-04-21", ["C02", "C05", "C04"], ["C02-H05", "C05-H06", "C04-H07"], """
13/04/27, 14:05 - Rupesh Jr: Sir Bilaspur - tendupatta wala laga tha. State ne phir time manga, 16 logon ka paisa abhi bhi nahi mila. Lakra sir ne kaha "last opportunity", next date pe compliance affidavit nahi to DFO personally present. ND 20.07.2027
13/04/27, 14:06 - Prakash Baghel Adv: Theek. Sonadhar dada ko phone kar dena, bahut pareshan hain
13/04/27, 14:10 - Rupesh Jr: Ji sir. Raat ki bus se aa raha hoon
20/04/27, 12:50 - Prakash Baghel Adv: Lachhinbai wale me doctor Rekha Kujur ka bayan ho gaya. Chot "simple" likha hai par lathi ki chot mani. Thakur ne 1 ghanta cross kiya. Ab IO ki gawahi 22 june
21/04/27, 13:30 - Rupesh Jr: Sir Gupta ji wala cheque case - Mohan Thakur fir absent. Shrivastava ji ne exemption lagayi, madam ne 500 cost ke saath allow kiya. Bank wala gawah bhi nahi aaya. ND 9/6/27
21/04/27, 13:31 - Rupesh Jr: Gupta ji naraz hain, bol rahe the har baar nahi aata
21/04/27, 13:33 - Prakash Baghel Adv: Bank manager ko summons dubara nikalwao. Teesri baar absent hai note karo
""")
u("backlog/2027-07/WPC 3418 compliance 20 july.txt", "typed_note_txt", L, "2027-07-20", ["C02"], ["C02-H06"], """
20.07.27  Bilaspur  tendupatta writ - Lakra J
Compliance affidavit of DFO: balance Rs. 7,22,600 paid to 14 collectors on 02.07.2027.
Baki 2 sangrahak mar gaye (Budhri bai and Kosa Poyam) - unke varis ka payment pending, succession proof mangte hain.
I pressed interest @ 9% for 2 years delay - Dewangan opposed, "Federation ke niyam me byaj nahi".
Judge ne kaha interest pe final hearing me sunenge. Varis ka payment gram panchayat ke praman patra pe kar do.
NDOH 14.09.2027.
""")

# ---------------- C03 Dilip pickup forest
u("backlog/2026-08/dilip show cause jawab 11.8.docx", "typed_note_docx", L, "2026-08-11", ["C03"], ["C03-H01"], """
11.08.2026 - Van Apradh Prakaran 11842/07 - Range Officer, Jagdalpur (Toppo sahab) - Dilip Sahu pickup
Reply to show cause filed on behalf of the owner Dilip Sahu: pickup was hired on 29.07.2026 by timber trader Nazir Khan
of Dharampura for "saman" to Nagarnar at Rs. 3,500; owner was not present; no knowledge of the sal logs.
Driver Govardhan is Dilip's cousin - absconding, Dilip says he'll bring him.
Next 22.09.2026 for interim release (supurdnama).
""")
u("backlog/2026-09/IMG_20260922_140533.jpg", "handwritten_note_photo", L, "2026-09-22", ["C03", "C06"], ["C03-H02", "C06-H02"], """
22/9/26 Range office - Dilip pickup
Supurdnama appl. argued - vehicle rusting in depot yard, EMI Rs. 14,200 p.m. to Shriram Finance. Offered bank guarantee.
Pandey (van vibhag) opposed: "TP nahi tha, repeat offender vehicle?" - no previous case shown.
Toppo sahab - order on 27/10.
-- Hemlal MACT: 17/9 ko insurer (Neelam Jha) ne WS ke liye time liya tha, agla 29/10. Disability certificate ke liye Medical Board date lena hai.
""")
u("backlog/2026-10/WhatsApp Chat with Dilip Sahu Nagarnar.txt", "whatsapp_export", "Dilip Sahu (client)", "2026-10-27", ["C03"], ["C03-H03"], """
[27/10/26, 4:12:09 PM] Dilip Sahu Nagarnar: Bhaiya ka hoge aaj
[27/10/26, 4:20:44 PM] Prakash Baghel Adv: Dilip, Range officer ne supurdagi ka aavedan nirast kar diya. Gaadi abhi nahi chhutegi
[27/10/26, 4:21:30 PM] Dilip Sahu Nagarnar: Ab ka karbo bhaiya, kisti kaise patahu
[27/10/26, 4:25:02 PM] Prakash Baghel Adv: Agla peshi 8 December - van vibhag ke gawah. Govardhan ko lana zaroori hai
[27/10/26, 4:25:40 PM] Dilip Sahu Nagarnar: Ha bhaiya, Govardhan Odisha bhag gis he, khoj thon
""")
u("backlog/2026-12/dilip 8 dec deputy ranger cross.txt", "typed_note_txt", L, "2026-12-08", ["C03"], ["C03-H04"], """
8.12.26  Range Officer court - Dilip pickup (POR 11842/07)
Dy. Ranger Pitambar Bhoi examined for the department - proved seizure memo, 14 sal logs 2.318 cum.
My cross: admitted driver fled, owner not on spot; admitted no inquiry made from Nazir Khan; admitted the logs had
no hammer mark of the department ("hammer mark nahi tha").
Owner's evidence next: Dilip + hire receipt. Agla peshi 09.02.2027.
""")
u("backlog/2027-02/Range office order sheet 09.02.2027.pdf", "certified_order_sheet_scan", "Authorised Officer, Jagdalpur Range", "2027-02-10", ["C03"], ["C03-H05"], """
प्राधिकृत अधिकारी-सह-वनक्षेत्रपाल, परिक्षेत्र जगदलपुर, वनमंडल बस्तर
राजसात प्रकरण क्र. 09/2026 (वन अपराध क्र. 11842/07)   वन विभाग विरुद्ध दिलीप साहू
आदेश पत्रक    दिनांक 09.02.2027
प्रकरण पेश। वाहन स्वामी दिलीप साहू अपने अधिवक्ता श्री पी.सी. बघेल के साथ उपस्थित। विभाग की ओर से श्री मनीष पाण्डेय उपस्थित।
वाहन स्वामी का कथन लेखबद्ध किया गया। उनके द्वारा नजीर खान की भाड़ा रसीद राशि 3,500/- प्रस्तुत, प्रदर्श D-1 अंकित।
विभाग द्वारा प्रतिपरीक्षण किया गया। उभय पक्ष के अंतिम तर्क हेतु प्रकरण दिनांक 13.07.2027 को पेश हो।
                                                 ह./- प्राधिकृत अधिकारी
""")
u("backlog/2027-07/IMG_20270713_121845.jpg", "handwritten_note_photo", L, "2027-07-13", ["C03"], ["C03-H06"], """
13/7/27 Dilip pickup - args
Argued: owner had no knowledge - s. 52-A / proviso, hire receipt D-1, no hammer mark, trader not even made accused.
Pandey: owner liable, gaadi ka documents me "goods carriage" - no TP.
Toppo sahab - order reserved, order 2/9/27.
Dilip ko bola - 2 Sept ko aana.
""")

# ---------------- C04 Gupta hardware cheque case
u("backlog/2026-08/Gupta 138 cognizance 19.8.docx", "typed_note_docx", L, "2026-08-19", ["C04"], ["C04-H01"], """
19.08.2026 - JMFC Jagdalpur (Tiwari madam, Ct 4) - Shri Danteshwari Hardware v. Mohan Thakur - Crl. Comp. 1472/2026
Anil Gupta ka statement u/s 223 BNSS record hua. Cognizance liya, summons to accused.
Anil bhaiya ne bataya Mohan Thakur ka PWD ka bill pass ho gaya hai, paisa hai uske paas.
Next 30.09.2026.
""")
u("backlog/2026-09/JMFC 4 cause list 30.09.2026.pdf", "cause_list_pdf", "District & Sessions Court, Bastar at Jagdalpur", "2026-09-29", ["C04"], [], """
जिला एवं सत्र न्यायालय बस्तर (जगदलपुर) - वाद सूची दिनांक 30.09.2026
न्यायालय: कु. श्रद्धा तिवारी, न्यायिक मजिस्ट्रेट प्रथम श्रेणी, जगदलपुर (कक्ष क्र. 4)
क्र.  प्रकरण क्र.               पक्षकार                                        प्रक्रम
1   RCT/880/2024    छ.ग. शासन विरुद्ध लखन सेठिया                          साक्ष्य
2   Crl.Comp/1472/2026   श्री दंतेश्वरी हार्डवेयर विरुद्ध मोहन ठाकुर     उपस्थिति / तामील
3   Crl.Comp/1190/2025   बस्तर ऑटो फाइनेंस विरुद्ध सोमारू नाग              बहस
4   RCT/1412/2025   छ.ग. शासन विरुद्ध दशरथ बघेल                           अभियोग पत्र
""")
u("backlog/2026-09/IMG-20260930-WA0003.jpg", "handwritten_note_photo", K, "2026-09-30", ["C04"], ["C04-H02"], """
दि. ३०.०९.२०२६  जे.एम.एफ.सी. कोर्ट नं. ४
दंतेश्वरी हार्डवेयर बनाम मोहन ठाकुर - आरोपी हाजिर नहीं, समन तामील नहीं हुआ।
मैडम ने ५,००० का जमानती वारंट जारी किया।  अगली पेशी १८.११.२०२६
""")
u("backlog/2026-11/gupta 18 nov.txt", "typed_note_txt", J, "2026-11-18", ["C04"], ["C04-H03"], """
18.11.26 JMFC 4 - Gupta ji ka cheque case
Mohan Thakur aaj hazir hua warrant pe. Arvind Shrivastava uske vakil. Rs. 10,000 ki zamanat pe chhoda. Copies de di.
Next 16.12.2026 - aaropon ki vishisht (particulars).
- Rupesh
""")
u("backlog/2026-12/Crl Comp 1472-2026 order 16.12.2026.pdf", "certified_order_sheet_scan", "JMFC, Jagdalpur", "2026-12-17", ["C04"], ["C04-H04"], """
न्यायालय न्यायिक मजिस्ट्रेट प्रथम श्रेणी, जगदलपुर (पीठासीन अधिकारी: कु. श्रद्धा तिवारी)
परिवाद प्रकरण क्र. 1472/2026     मे. श्री दंतेश्वरी हार्डवेयर एंड पेंट्स विरुद्ध मोहन ठाकुर
दिनांक 16.12.2026
प्रकरण पेश। परिवादी की ओर से श्री पी.सी. बघेल अधि.। अभियुक्त उपस्थित, श्री अरविंद श्रीवास्तव अधि.।
अभियुक्त को धारा 138 परक्राम्य लिखत अधिनियम के अपराध की विशिष्टियाँ पढ़कर सुनाई व समझाई गईं। अभियुक्त ने अपराध
अस्वीकार किया, विचारण चाहा। बचाव: चेक सुरक्षा (security) हेतु दिया गया था।
परिवादी साक्ष्य हेतु प्रकरण दिनांक 27.01.2027 को पेश हो।
                                                       JMFC, Jagdalpur
""")
u("backlog/2027-01/IMG-20270127-WA0009.jpg", "handwritten_note_photo", K, "2027-01-27", ["C04", "C07"], ["C04-H05"], """
दि. २७.०१.२०२७ (बुधवार)
१. कोर्ट ४ - दंतेश्वरी हार्डवेयर केस - आरोपी मोहन ठाकुर अनुपस्थित, हाजिरी माफी लगी, मंजूर। परिवादी अनिल गुप्ता का
   शपथपत्र (CW1) पेश।  अगली पेशी १०.०३.२०२७
२. फूलमती वाली - अंतरिम भरण-पोषण का पैसा अभी तक नहीं दिया घासीराम ने, फूलमती दीदी का फोन आया था।
""")
u("backlog/2027-03/gupta CW1 cross 10.3.27.docx", "typed_note_docx", L, "2027-03-10", ["C04"], ["C04-H06"], """
10.03.2027 - Crl. Comp. 1472/2026 - JMFC 4 - CW1 Anil Gupta cross by Arvind Shrivastava
Suggestion: cheque was a blank security cheque given in 2025 at the start of supply. Anil denied - "bill no. 318 se 342
tak ka hisab karke 2,86,400 ka cheque diya tha June me". Ledger Ex. C-5 proved.
Admitted no written agreement. Admitted Rs. 40,000 cash received in April 2026 (already adjusted in ledger).
Tiwari madam: CW2 bank official summon. Next 21.04.2027.
""")
u("backlog/2027-06/gupta CW2 9 june.txt", "typed_note_txt", L, "2027-06-09", ["C04"], ["C04-H08"], """
9/6/27 JMFC Ct 4 - Gupta hardware v Mohan Thakur
CW2 Rahul Sona, Asst. Manager, BoB Main Road - proved return memo (funds insufficient), A/c balance on 05.06.2026 was
Rs. 12,318 only. Shrivastava ka cross 10 min, kuch nahi nikla.
Paribadi saakshya band. Next 14.07.2027 - accused's statement (351 BNSS).
Mohan Thakur aaj aaya tha.
""")
u("backlog/2027-07/JMFC 14.07.2027 order sheet.pdf", "certified_order_sheet_scan", "JMFC, Jagdalpur", "2027-07-15", ["C04"], ["C04-H09"], """
न्यायालय न्यायिक मजिस्ट्रेट प्रथम श्रेणी, जगदलपुर
परिवाद प्रकरण क्र. 1472/2026     दिनांक 14.07.2027
प्रकरण पेश। परिवादी अनिल गुप्ता सहित अधिवक्ता श्री बघेल उपस्थित। अभियुक्त अनुपस्थित, उसकी ओर से धारा 355 BNSS के
अंतर्गत हाजिरी माफी आवेदन - कारण बीमारी। परिवादी ने विरोध किया। अंतिम अवसर के रूप में आवेदन स्वीकार।
अभियुक्त का कथन धारा 351 BNSS हेतु प्रकरण दिनांक 23.08.2027 को पेश हो। आगामी तिथि पर अभियुक्त स्वयं उपस्थित रहे।
                                                       JMFC, Jagdalpur
""")

# ---------------- C05 Lachhinbai atrocities trial
u("backlog/2026-08/Spl Court 25.8.26 charge.txt", "typed_note_txt", L, "2026-08-25", ["C05"], ["C05-H01"], """
25.08.26  Special Judge (Atrocities) Jagdalpur - Ekka sahab - Spl. S.C. 23/2026 State v. Ramavtar Sharma & 2
Charges framed u/s 3(1)(r), 3(1)(s), 3(2)(va) SC/ST Act and 115(2), 351(2) BNS against all three - Ramavtar, his son
Vikas Sharma and munshi Harilal. Sab ne inkar kiya.
Filed my vakalatnama for the victim u/s 15A(5) - Sushma Ekka SPP ne no objection diya; I will assist the SPP.
Lachhinbai aur Mangtu ko gawahi ke liye 6 Oct. Witness expenses - s. 15A(11) - application diya.
Agla peshi 06.10.2026.
""")
u("backlog/2026-10/IMG_20261006_171102.jpg", "handwritten_note_photo", L, "2026-10-06", ["C05"], ["C05-H02"], """
6/10/26  Spl. Court (Atrocities) - Lachhinbai
PW1 Lachhinbai ka mukhya kathan (chief) - Halbi me, dubhashiya (interpreter) Sonsay Bhaskar.
Lachhin dai court me ro padi. Said: Ramavtar ne jaati ka naam leke gaali dis, Vikas ne lathi se maris, haath me chot. Sab ne dekhis.
Kailash Thakur ne cross ke liye time manga - "documents nahi mile". Ekka sahab ne diya, said next date cross hoga hi.
Agla peshi 17.11.26.
""")
u("backlog/2026-11/Spl ST 23-2026 order 17.11.2026.pdf", "certified_order_sheet_scan", "Special Court (Atrocities), Jagdalpur", "2026-11-18", ["C05"], ["C05-H03"], """
न्यायालय विशेष न्यायाधीश (अनुसूचित जाति/जनजाति अत्याचार निवारण अधिनियम), जगदलपुर, जिला बस्तर
विशेष सत्र प्रकरण क्र. 23/2026      छ.ग. राज्य द्वारा थाना परपा विरुद्ध रामअवतार शर्मा व 2 अन्य
दिनांक 17.11.2026
राज्य की ओर से श्रीमती सुषमा एक्का, विशेष लोक अभियोजक। पीड़िता की ओर से श्री पी.सी. बघेल अधि.।
अभियुक्तगण जमानत पर उपस्थित, श्री कैलाश ठाकुर अधि.।
अभियोजन साक्षी क्र. 1 लछिनबाई का प्रतिपरीक्षण बचाव पक्ष द्वारा किया गया। साक्षी उन्मोचित।
अभियोजन साक्षी क्र. 2 मंगतू एवं 3 बुधराम कवासी (सरपंच) हेतु समन जारी हो। प्रकरण दिनांक 05.01.2027 को पेश हो।
                                                         विशेष न्यायाधीश
""")
u("backlog/2027-01/lachhin PW2 5.1.27.docx", "typed_note_docx", L, "2027-01-05", ["C05"], ["C05-H04"], """
05.01.2027 - Spl. S.C. 23/2026 - State v. Ramavtar Sharma - Special Judge (Atrocities)
PW2 Mangtu Markam (husband) examined: saw Vikas hitting with lathi, heard Ramavtar abuse "by caste name".
Thakur's cross 1.5 hrs: land dispute over the bund (med) - "ye zameen ka jhagda hai, jaati ka nahi". Mangtu firm.
PW3 sarpanch Budhram Kawasi absent - summons not served; court issued fresh summons through SP.
Agla peshi 16.02.2027.
""")
u("backlog/2027-02/IMG-20270216-WA0004.jpg", "handwritten_note_photo", K, "2027-02-16", ["C05", "C06"], ["C05-H05"], """
दि. १६.०२.२०२७  विशेष न्यायालय (अत्याचार)
लछिनबाई केस - सरपंच बुधराम कवासी का बयान। सरपंच ने कहा "मैंने गाली नहीं सुनी, बाद में पहुंचा"।
एकका मैडम (एस.पी.पी.) ने पक्षद्रोही घोषित करवाया, प्रतिपरीक्षण किया।
अगली पेशी २०.०४.२०२७ - डॉक्टर की गवाही।
(हेमलाल वाले केस में मेडिकल बोर्ड का प्रमाण पत्र फोटोकॉपी करवा लिया - २८ प्रतिशत)
""")
u("backlog/2027-06/lachhin IO absent 22.6.txt", "typed_note_txt", J, "2027-06-22", ["C05"], ["C05-H07"], """
22.06.27  Special court - Lachhinbai case
IO SDOP Alok Minj nahi aaye. SPP madam ne bataya transfer ho gaya Sukma. Ekka sir ne BW (bailable warrant) nikala
Rs. 5,000 ka, SP Bastar ke through.
Agla peshi 29.07.2027.
- Rupesh
""")
u("backlog/2027-07/Spl ST 23-2026 order 29.07.2027.pdf", "certified_order_sheet_scan", "Special Court (Atrocities), Jagdalpur", "2027-07-30", ["C05"], ["C05-H08"], """
न्यायालय विशेष न्यायाधीश (अ.जा./अ.ज.जा. अत्याचार निवारण अधिनियम), जगदलपुर
विशेष सत्र प्रकरण क्र. 23/2026     दिनांक 29.07.2027
प्रकरण पेश। विशेष लोक अभियोजक उपस्थित। पीड़िता की ओर से अधिवक्ता उपस्थित। अभियुक्तगण उपस्थित।
विवेचना अधिकारी श्री आलोक मिंज, एसडीओपी, आज भी अनुपस्थित। जमानती वारंट की तामील प्रतिवेदन अप्राप्त।
पुलिस अधीक्षक, बस्तर से स्पष्टीकरण मंगाया जावे कि विवेचना अधिकारी को उपस्थित क्यों नहीं कराया गया।
विवेचना अधिकारी की साक्ष्य हेतु प्रकरण दिनांक 30.08.2027 को पेश हो।
                                                        विशेष न्यायाधीश
""")

# ---------------- C06 Hemlal Keshkal ghat bus claim
u("backlog/2026-08/IMG_20260806_124015.jpg", "handwritten_note_photo", L, "2026-08-06", ["C06"], ["C06-H01"], """
6/8/26  MACT-I Jagdalpur (Sahu sahab) - Hemlal Netam claim - Claim Case 88/2026 registered
Notice to NA1 owner Santosh Jaiswal, NA2 driver Ramu Yadav, NA3 United India Insurance.
Hemlal abhi bhi baisakhi pe. Agla peshi 17/9.
""")
u("backlog/2026-10/hemlal 29 oct issues.txt", "typed_note_txt", L, "2026-10-29", ["C06"], ["C06-H02", "C06-H03"], """
29.10.26  MACT - Hemlal claim (88/2026)
(17.9 ko owner + driver ka jawab aa gaya tha - driver says brake fail, "bhagwan ki marzi"; Neelam Jha ne insurer ke liye time liya tha.)
Aaj insurer ka WS: (1) overloading - 62 passengers in a 42-seater; (2) bus ka permit Raipur-Jagdalpur ka tha par
us din Keshkal se extra trip; (3) claimant ka ticket fake?
Issues framed - 5 issues. Agla peshi 10.12.2026 - hamari gawahi (PW1 Hemlal).
Get: ticket no. 2291 original from Hemlal, Medical Board certificate.
""")
u("backlog/2026-12/MACT Claim 88-2026 order 10.12.2026.pdf", "certified_order_sheet_scan", "First Additional MACT, Jagdalpur", "2026-12-11", ["C06"], ["C06-H04"], """
न्यायालय प्रथम अतिरिक्त मोटर दुर्घटना दावा अधिकरण, जगदलपुर (बस्तर)   पीठासीन अधिकारी: श्री हेमंत कुमार साहू
दावा प्रकरण क्र. 88/2026     हेमलाल नेताम विरुद्ध संतोष जायसवाल व अन्य
दिनांक 10.12.2026
आवेदक स्वयं मय अधिवक्ता श्री बघेल। अनावेदक क्र. 1, 2 की ओर से अधिवक्ता। अनावेदक क्र. 3 बीमा कंपनी की ओर से श्रीमती नीलम झा।
आवेदक साक्षी क्र. 1 हेमलाल नेताम का मुख्य परीक्षण शपथपत्र पर लिया गया। चिकित्सा बिल कुल राशि 1,86,350/- प्रदर्श P-6 से
P-31 अंकित। मेडिकल बोर्ड द्वारा 28 प्रतिशत स्थायी निःशक्तता प्रमाण पत्र प्रदर्श P-32।
अनावेदक क्र. 3 के प्रतिपरीक्षण हेतु प्रकरण दिनांक 04.02.2027 को पेश हो।
                                                       सदस्य, MACT
""")
u("backlog/2027-02/hemlal cross 4 feb.docx", "typed_note_docx", L, "2027-02-04", ["C06"], ["C06-H05"], """
04.02.2027 - MACT-I Jagdalpur - Claim Case 88/2026 Hemlal Netam - PW1 cross by Neelam Jha (insurer)
Q: bus me kitne log? - "bahut bheed thi, khade bhi the". (overloading point - careful)
Q: income proof? - no ITR; raj-mistri thekedar, Rs. 15,000 p.m.; showed 2 work orders of gram panchayat Tokapal.
Q: ticket? - original ticket no. 2291 produced, Ex. P-33.
Sahu sahab: Medical Board doctor ko summons. Agla peshi 08.04.2027.
""")
u("backlog/2027-04/MACT 8.4.27 doctor.txt", "typed_note_txt", L, "2027-04-08", ["C06"], ["C06-H06"], """
8.4.27  MACT - Hemlal
PW2 Dr. Sanjay Thakur (ortho, Medical Board, Maharani Hospital) - proved 28% permanent disability of right lower limb,
"squatting not possible, can't do mistri work fully". Insurer cross: functional disability kam - doctor: "for a mason
it's more".
Our evidence closed. NA ki gawahi ke liye 08.07.2027 (garmi ki chhutti ke baad).
""")
u("backlog/2027-07/WhatsApp Chat with Hemlal Netam.txt", "whatsapp_export", "Hemlal Netam (client)", "2027-07-08", ["C06"], ["C06-H07"], """
[08/07/27, 1:02:15 PM] Prakash Baghel Adv: Hemlal, aaj bima company ne 2,40,000 ka offer diya. Maine mana kar diya - bahut kam hai
[08/07/27, 1:03:40 PM] Hemlal Netam: Ha bhaiya thik karev. Mor goda ab bhi pirathe
[08/07/27, 1:05:12 PM] Prakash Baghel Adv: Unka gawah (investigator) aaj nahi aaya. Agla peshi 7 September
[08/07/27, 1:05:59 PM] Hemlal Netam: Jai Johar bhaiya
""")

# ---------------- C07 Phulmati maintenance
u("backlog/2026-08/phulmati 13 aug.txt", "typed_note_txt", J, "2026-08-13", ["C07"], ["C07-H01"], """
13.08.26 Family court - Phulmati Mandavi v. Ghasiram - MJC (R) 61/2026
Aavedan register hua, Ghasiram ko notice. Phulmati didi apni beti Suman ke saath aayi thi, bus ka bhada bhi nahi tha.
Next 24.09.2026.
- Rupesh
""")
u("backlog/2026-09/IMG-20260924-WA0015.jpg", "handwritten_note_photo", K, "2026-09-24", ["C07", "C03"], ["C07-H02"], """
दि. २४.०९.२०२६   कुटुंब न्यायालय
फूलमती बनाम घासीराम - अनावेदक घासीराम उपस्थित, वकील अशोक नायक। मैडम ने परामर्शदाता (काउंसलर) के पास भेजा।
अगली पेशी १२.११.२०२६
(दिलीप साहू की गाड़ी वाले केस में आदेश २७ अक्टूबर को - रेंज ऑफिस)
""")
u("backlog/2026-11/phulmati 12.11 counselling fail.docx", "typed_note_docx", L, "2026-11-12", ["C07"], ["C07-H03"], """
12.11.2026 - Family Court Jagdalpur - MJC (R) 61/2026 Phulmati v. Ghasiram
Counsellor's report: "samjhauta nahi hua" - Ghasiram wants her back only if she gives up the case; she refuses.
Reply of NA filed: she left on her own, she earns from mahua and imli collection, he pays hostel-mess loan.
Interim maintenance application argued. Nayak: salary slip not filed. Madam asked him to file salary slip.
Order on interim next date: 07.01.2027.
""")
u("backlog/2027-01/Family court interim order 07.01.2027.pdf", "certified_order_sheet_scan", "Family Court, Jagdalpur", "2027-01-08", ["C07"], ["C07-H04"], """
न्यायालय प्रधान न्यायाधीश, कुटुंब न्यायालय, जगदलपुर (बस्तर)
एम.जे.सी. (आर) क्र. 61/2026     श्रीमती फूलमती मंडावी विरुद्ध घासीराम मंडावी
दिनांक 07.01.2027
आवेदिका मय अधिवक्ता। अनावेदक मय अधिवक्ता श्री अशोक नायक।
अंतरिम भरण-पोषण के आवेदन पर आदेश पारित। अनावेदक शासकीय सेवक है। अनावेदक आवेदिका को 4,000/- रुपये एवं अवयस्क पुत्री
सुमन को 2,000/- रुपये, कुल 6,000/- रुपये प्रतिमाह अंतरिम भरण-पोषण आवेदन दिनांक से अदा करे।
आवेदिका साक्ष्य हेतु अगली तिथि 04.03.2027 नियत। प्रकरण पेश हो।
                                                        प्रधान न्यायाधीश
""")
u("backlog/2027-03/phulmati AW1 4 march.txt", "typed_note_txt", L, "2027-03-04", ["C07"], ["C07-H05"], """
4/3/27  Family Court - Phulmati
AW1 Phulmati examined (Gondi + Hindi). Nayak cross: "mahua bech ke kamati ho?" - "saal me 3-4 hazar, wo bhi season me".
Interim ka ek paisa nahi diya Ghasiram ne - Jan, Feb, March sab baki. Arrears point argued; madam: next date.
NA evidence next. Agla peshi 22.04.2027.
""")
u("backlog/2027-03/correction phulmati next date.txt", "typed_note_txt", L, "2027-03-05", ["C07"], ["C07-H05"], """
5.3.27 - correction
Phulmati wale note me agla peshi 22.04 likh diya - galat. Reader se confirm kiya: Phulmati ki sahi agli tarikh 29.04.2027 (guruwar).
22.04 ko kuch nahi hai Family Court me.
""")
u("backlog/2027-04/IMG_4471.HEIC", "handwritten_note_photo", L, "2027-04-29", ["C07"], ["C07-H06"], """
29/4/27  Family Ct - Phulmati v Ghasiram
NAW1 Ghasiram ka bayan. Salary slip - gross Rs. 38,700 (adhikshak, tribal dept).
My cross: admitted 2nd woman "Rajbati" lives in hostel quarter - denied relation. Admitted not paid interim since Jan.
Agla peshi 15.07.27 (garmi chhutti).
""")
u("backlog/2027-07/phulmati 15 july arrears.docx", "typed_note_docx", J, "2027-07-15", ["C07"], ["C07-H07"], """
15.07.2027 - Family Court - Phulmati Mandavi v. Ghasiram Mandavi
Arrears of interim maintenance: Rs. 36,000 due (6 months x 6,000), nothing paid. Filed recovery application (warrant
for levy) and prayer to direct DDO (tribal dept) to deduct from salary.
Madam: time over today; final arguments + recovery appl. together on 23.08.2027.
- Rupesh
""")

# ---------------- C08 Tulsiram ganja bail
u("backlog/2026-12/MCRC 7730-2026 order 04.12.2026.pdf", "certified_order_sheet_scan", "High Court of Chhattisgarh", "2026-12-07", ["C08"], ["C08-H03"], """
HIGH COURT OF CHHATTISGARH, BILASPUR
MCRC No. 7730 of 2026     Tulsiram Kashyap vs State of Chhattisgarh
04.12.2026
Shri Prakash Chandra Baghel, Advocate for the applicant. Shri Harish Mishra, Panel Lawyer for the State.
This is the first bail application under Section 483 of BNSS. The applicant is in custody since 02.08.2026 in Crime
No. 214/2026, PS Nagarnar, u/s 20(b)(ii)(B) NDPS Act. Quantity seized is 18.6 kg of ganja, which is more than small
but less than commercial quantity; the rigour of Section 37 is not attracted. The applicant was the driver; the
FSL report has been received; charge sheet filed. No criminal antecedents.
The application is allowed. The applicant shall be released on bail on furnishing a personal bond of Rs. 50,000/-
with one surety of the like amount to the satisfaction of the trial Court, and shall mark attendance at PS Nagarnar
on the first Monday of every month till the trial ends.
                                               Sd/- (Sunanda Tirkey) Judge
""")
u("backlog/2026-12/tulsiram bail 4 dec.txt", "typed_note_txt", L, "2026-12-04", ["C08"], ["C08-H03"], """
4.12.26 Bilaspur - Tulsiram MCRC - Tirkey madam
BAIL MIL GAYI. 18.6 kg - intermediate, 37 nahi lagta; driver only; FSL aa gayi thi. Bond 50,000 + 1 surety.
Jaydev (bhai) ko phone kiya - Special Judge NDPS Jagdalpur ke samne bond bharna hai. Jaydev: "bhaiya zamanatdar
kaun hoge?" - gaon ka patel ready hai, uski zameen ki B-1 lagegi.
Har mahine pehle Somvar ko thana Nagarnar me hazri.
""")

# ---------------- plan, cause list, fees
u("backlog/2027-08/Week plan 23-28 Aug.docx", "typed_note_docx", L, "2027-08-20", ["C04", "C07", "C01", "C05", "C03", "C06"], [], """
WEEK PLAN - 23 Aug to 28 Aug 2027 (Jagdalpur)
Mon 23/8  JMFC 4 - Gupta hardware cheque - accused statement 351 BNSS. Move for warrant if Mohan Thakur absent again.
          Family Court - Phulmati - final args + recovery appl. (arrears 36,000). Rupesh Family court, me JMFC first.
Thu 26/8  Addl. Collector - Budhru 170-B - FINAL ARGS. Written args + 1954-55 misal copy. Budhru dada + patel baba ko bulana.
Next week: Mon 30/8 Spl court Lachhinbai (IO); Thu 2/9 Range office - Dilip order; Tue 7/9 MACT Hemlal.
Pending: Tokapal writ - interest chart (9% p.a.) before 14/9; heirs' certificates of Budhri bai and Kosa Poyam from panchayat.
Fees: Gupta ji ka bill Rs. 15,000 baki.
""")
u("backlog/2027-08/cause list JMFC 4 23.08.2027.pdf", "cause_list_pdf", "District & Sessions Court, Bastar at Jagdalpur", "2027-08-20", ["C04"], [], """
जिला एवं सत्र न्यायालय बस्तर (जगदलपुर) - वाद सूची दिनांक 23.08.2027 (सोमवार)
न्यायालय: कु. श्रद्धा तिवारी, न्यायिक मजिस्ट्रेट प्रथम श्रेणी, जगदलपुर (कक्ष क्र. 4)
क्र.  प्रकरण क्र.               पक्षकार                                        प्रक्रम
1   RCT/455/2026    छ.ग. शासन विरुद्ध पाकलू मौर्य                           साक्ष्य
2   Crl.Comp/1472/2026   श्री दंतेश्वरी हार्डवेयर विरुद्ध मोहन ठाकुर     अभियुक्त कथन (धारा 351 BNSS)
3   Crl.Comp/0217/2027   बस्तर कृषि केंद्र विरुद्ध रमेश पटेल               उपस्थिति
4   MJC/33/2027     लक्ष्मी बघेल विरुद्ध भगत राम                         तर्क
""")
