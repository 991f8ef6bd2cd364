"""The uploads of the Kurnool practice: what the lawyer, the junior Sai Kiran and the gumasta Khasim actually kept."""

L, J, K = "B. Narasimhulu", "Ch. Sai Kiran", "Shaik Khasim (gumasta)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2024-10/OS plaint Kasireddy partition.pdf", "document_scan", L, "2024-10-07", ["C01"], [], """
IN THE COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE, KURNOOL
O.S. No. ____ of 2024
Kasireddy Venkata Ramana Reddy, S/o late Kasireddy Chinna Obula Reddy, aged 44, Agriculturist, R/o Peapully
village & mandal, Kurnool District                                              ... Plaintiff
Versus
1. Kasireddy Obula Reddy, S/o late Chinna Obula Reddy, aged 52
2. Kasireddy Nagi Reddy, S/o late Chinna Obula Reddy, aged 48
3. Kasireddy Subbamma, W/o late Chinna Obula Reddy, aged 71                    ... Defendants
PLAINT UNDER ORDER VII RULE 1 CPC FOR PARTITION AND SEPARATE POSSESSION
1. The plaint schedule properties are the joint family properties of the plaintiff and defendants 1 and 2, the sons
of late Chinna Obula Reddy: Ac. 14.20 cents of dry and garden land in Sy. Nos. 118/A and 121 of Peapully village, and
a tiled house bearing D.No. 3-41, Peapully.
2. There was never a partition by metes and bounds. The 1st defendant, being the eldest, is managing the lands and
is trying to sell Sy. No. 121 to outsiders. The plaintiff demanded partition by legal notice dated 02.09.2024.
The plaintiff prays for a preliminary decree dividing the schedule properties into three equal shares and allotting
one such share (1/3rd) to him with separate possession.
Value for court fee: Rs. 4,60,000; court fee paid u/s 34(2) A.P. Court Fees and Suits Valuation Act.
Kurnool, 07.10.2024                                   Counsel for plaintiff: B. NARASIMHULU, Advocate
""")
u("backlog/2026-01/WS D1 OS 214-2024.pdf", "document_scan", "Sri M. Chandrasekhar Reddy (counsel for D1)", "2026-01-22", ["C01"], [], """
IN THE COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE, KURNOOL       O.S. No. 214 of 2024
WRITTEN STATEMENT FILED ON BEHALF OF DEFENDANT No. 1
1. The suit is not maintainable. The family properties were divided orally in the year 1998 in the presence of
village elders (pampakam) and each brother has been enjoying his share separately ever since. The plaintiff took
Ac. 4.00 cents in Sy. No. 118/A and sold part of it in 2011.
2. Sy. No. 121 is the self-acquired property of this defendant, purchased from the earnings of his tractor business.
3. The suit is bad for non-joinder of the plaintiff's purchaser of 2011. Suit is liable to be dismissed with costs.
Kurnool, 22.01.2026                                   Counsel for D1: M. CHANDRASEKHAR REDDY
""")
u("backlog/2025-06/Union Bank decree copy OS 311-2023.pdf", "document_scan", "Principal Senior Civil Judge, Kurnool", "2025-06-30", ["C03"], [], """
IN THE COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE, KURNOOL
O.S. No. 311 of 2023     Union Bank of India, Orvakal Branch   vs   Boya Lakshmanna, S/o Boya Ramudu, Orvakal
DECREE
The suit for recovery of Rs. 4,12,600/- due under Kisan Credit Card crop loan A/c No. 1407xxxxxxxx is decreed with
interest at 9% p.a. simple from the date of suit till realisation, and costs. The defendant remained ex parte.
Given under my hand and the seal of the Court on 30.06.2025.                                   Sd/- Prl. S.C.J.
""")
u("backlog/2026-04/OTS sanction letter Lakshmanna.pdf", "document_scan", "Union Bank of India, Regional Office Kurnool", "2026-04-20", ["C03"], [], """
UNION BANK OF INDIA      Regional Office, Kurnool
Ref: RO/KNL/REC/OTS/2026/118                                                     Date: 20.04.2026
To Sri Boya Lakshmanna, S/o Boya Ramudu, Orvakal
Sub: One Time Settlement of your KCC crop loan account - decree in O.S. 311/2023 - E.P. 58/2025
With reference to your request dated 02.03.2026, the competent authority has sanctioned a One Time Settlement for
Rs. 2,85,000/- (Rupees Two Lakh Eighty Five Thousand only) in full and final settlement, payable within 90 days from
the date of this letter, in one or more instalments. On failure the OTS stands cancelled and the E.P. will be pursued.
                                                              Chief Manager (Recovery)
""")
u("backlog/2026-07/IMG_20260710_115802.jpg", "document_photo", "Union Bank of India, Orvakal Branch", "2026-07-10", ["C03"], [], """
UNION BANK OF INDIA  ORVAKAL BRANCH        CASH RECEIPT / PAY-IN SLIP (customer copy)
Date 10/07/2026   A/c: OTS - Boya Lakshmanna (KCC 1407xxxxxxxx)
Amount Rs. 1,50,000/-  (Rupees One Lakh Fifty Thousand only)   Cash
Received  - Cashier stamp  UNION BANK OF INDIA ORVAKAL
""")
u("backlog/2025-07/FIR Cr 45-2025 Devanakonda PS.pdf", "document_scan", "Devanakonda Police Station", "2025-07-19", ["C05"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)
District: Kurnool   P.S.: Devanakonda   Cr. No. 45/2025   Date: 19.07.2025
Acts & Sections: SC/ST (POA) Act, 1989 - 3(1)(r), 3(1)(s); BNS - 115(2), 351(2)
Complainant: Mala Chinna Yesanna, S/o Mala Pedda Yesanna, aged 39, agricultural labourer, Karumanchi village (SC - Mala)
Accused: A1 Yerrabothula Pratap Reddy, A2 Yerrabothula Siva Reddy, A3 Talari Ramudu, all of Karumanchi
Contents: On 18.07.2025 at about 5.30 PM near the cart track to the fields of Sy. No. 212/B, when the complainant was
carrying fence stones for Gowru Sreeramulu, the accused abused him in the name of his caste in public view, beat him
with hands and threatened to kill him if he worked for the Gowru family again.
Investigation entrusted to SDPO, Pattikonda.                              SI of Police, Devanakonda
""")
u("backlog/2026-02/Webland adangal Sy 302 Orvakal.jpg", "document_photo", "Webland (meebhoomi) printout", "2026-02-12", ["C07"], [], """
మీ భూమి - అడంగల్ / 1-B (meebhoomi.ap.gov.in)   జిల్లా: కర్నూలు  మండలం: ఓర్వకల్  గ్రామం: ఓర్వకల్
సర్వే నెం. 302   విస్తీర్ణం: ఎ. 3.40 సెం.
పట్టాదారు పేరు: కురువ హనుమంతు (Kuruva Hanumanthu)   తండ్రి: కురువ బాలన్న
ఖాతా నెం. 1662   మ్యుటేషన్ ఉత్తర్వు: Tahsildar Orvakal Proc. No. B/211/2025 dt. 09.12.2025
(previous pattadar: బోయ తిమ్మక్క / Boya Thimmakka)
printout date 12.02.2026
""")
u("backlog/2026-09/IMG-20260904-WA0007.jpg", "document_photo", "Boya Eranna (client's son)", "2026-09-04", ["C06"], [], """
ఆంధ్ర ప్రదేశ్ ప్రభుత్వం - పట్టాదారు పాసు పుస్తకం (Pattadar Pass Book)
పట్టాదారు: బోయ తిమ్మక్క   భర్త: బోయ పెద్ద ఈరన్న   గ్రామం ఓర్వకల్
ఖాతా నెం. 877   సర్వే నెం. 302  ఎ. 3.40 సెం.  (issued 14.03.2009)
""")
u("backlog/2026-10/Advocate Commissioner report OS 87-2025.pdf", "document_scan", "Sri K. Suresh, Advocate-Commissioner", "2026-10-14", ["C02"], [], """
IN THE COURT OF THE JUNIOR CIVIL JUDGE, PATTIKONDA      O.S. No. 87 of 2025   (I.A. No. 204 of 2026)
REPORT OF THE ADVOCATE COMMISSIONER
Pursuant to the warrant, I inspected the suit cart track (bandi baata) on 29.09.2026 with police aid (SI Devanakonda
and 4 constables) in the presence of the plaintiff and D1 and D2, with the mandal surveyor.
1. The cart track runs from the Karumanchi-Devanakonda road to Sy. No. 212/B; it is about 10 ft wide and is shown
   in the village map (FMB) as a 'bandi baata'.
2. Fresh fence stones (kanchelu) have been planted by D1 on the eastern edge over a length of about 40 ft, narrowing
   the track to about 6 ft at that stretch. Cart wheel marks are visible on the whole track.
Rough sketch and 14 photographs annexed.                  Advocate-Commissioner, 12.10.2026
""")
u("backlog/2026-06/WhatsApp Image 2026-06-12 at 10.14.33.jpeg", "document_photo", "Vadde Lakshmi Devi (client)", "2026-06-12", ["C04"], [], """
SRI SAI VIDYA NIKETAN (E.M.), KALLUR, KURNOOL
FEE RECEIPT   No. 2213   Date: 11.06.2026
Student: V. Charan, Class III   Parent: V. Lakshmi Devi
Tuition fee (Term I) Rs. 6,500/-  Books & uniform Rs. 2,300/-   Total Rs. 8,800/-
""")

# ---------------- C01 Kasireddy partition
u("backlog/2026-01/IMG20260122_133015.jpg", "handwritten_note_photo", L, "2026-01-22", ["C01"], ["C01-H01"], """
22/1/26  Prl SCJ - O.S. 214/24 Ramana partition
D1 WS filed (Chandrasekhar Reddy) - 1998 lo oral partition ani plea, pampakam ani.
D2, D3 WS ki time adigaru. Madam adangal, 1-B copies munde file cheyyandi annaru - Ramana ki cheppa.
next tedi 19/2 - I.A. 112 (injunction against alienation) counter kosam
""")
u("backlog/2026-02/OS 214 notes 19.2.26.docx", "typed_note_docx", L, "2026-02-19", ["C01"], ["C01-H02"], """
19.02.2026  O.S. 214/2024 (Kasireddy partition) - Prl. Senior Civil Judge, Kurnool
D2 & D3 filed memo adopting D1's WS. D1 counter in I.A. 112/2026 filed.
I.A. 112 heard in part - Madam first asked for adangal and 1-B of Sy. 118/A and 121 - filed today, OK.
Chandrasekhar Reddy: Sy. 121 self-acquired, tractor business. Our reply - 1-B shows joint khata till 2019.
Orders on I.A. - next tedi 09.04.2026.
""")
u("backlog/2026-04/OS 214-2024 IA 112 order 09.04.2026.pdf", "certified_order_sheet_scan", "Principal Senior Civil Judge, Kurnool", "2026-04-13", ["C01"], ["C01-H03"], """
IN THE COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE, KURNOOL
Present: Smt. P. Sujatha Rani, Principal Senior Civil Judge
I.A. No. 112 of 2026 in O.S. No. 214 of 2024
Between: Kasireddy Venkata Ramana Reddy ... Petitioner/Plaintiff   And: Kasireddy Obula Reddy & 2 Ors. ... Respondents/Defendants
Thursday, the 9th day of April, 2026
ORDER
Petition under Order XXXIX Rules 1 and 2 CPC. The adangal and 1-B extracts show Sy. Nos. 118/A and 121 in a joint
khata of the three brothers till 2019. Prima facie the plea of an oral partition of 1998 needs proof at the trial.
The balance of convenience is in favour of the petitioner. The petition is allowed. The 1st respondent is restrained
from alienating or encumbering Sy. Nos. 118/A and 121 of Peapully village till the disposal of the suit.
Call on 18.06.2026 for settlement of issues.                                          Prl. Senior Civil Judge
""")
u("backlog/2026-04/IMG-20260409-WA0021.jpg", "handwritten_note_photo", K, "2026-04-09", ["C01"], ["C01-H03"], """
తేది 09.04.2026 గురువారం
ప్రిన్సిపల్ సీనియర్ సివిల్ జడ్జి - O.S. 214/2024 కాసిరెడ్డి రమణారెడ్డి పార్టిషన్
I.A. 112/2026 allow అయ్యింది. D1 భూమి అమ్మకూడదు (Sy. 118/A, 121).
తదుపరి తేది 18.06.2026 - issues
- ఖాసిం
""")
u("backlog/2026-06/IMG-20260618-WA0004.jpg", "handwritten_note_photo", K, "2026-06-18", ["C04", "C01"], ["C04-H04", "C01-H04"], """
వారం డైరీ 15.06.2026 - 20.06.2026
17.06.2026 బుధవారం - ఫ్యామిలీ కోర్టు - M.C. 42/2025 లక్ష్మీదేవి
  PW1 chief affidavit ఫైల్ చేశాము. భర్త రాలేదు. interim డబ్బులు ఇవ్వలేదు.
  తదుపరి తేది 15.07.2026
18.06.2026 గురువారం - ప్రిన్సిపల్ సీనియర్ సివిల్ జడ్జి - O.S. 214/2024 రమణారెడ్డి
  5 issues framed అయ్యాయి. తదుపరి తేది 23.07.2026 - PW1 chief affidavit
- ఖాసిం
""")
u("backlog/2026-07/Ramana PW1 chief 23.7.docx", "typed_note_docx", L, "2026-07-23", ["C01"], ["C01-H05"], """
23.07.2026 - O.S. 214/2024 Kasireddy partition - Prl SCJ
PW1 Ramana chief affidavit filed. Exs. A1 to A9 marked (legal notice, adangal, 1-B, EC, house tax receipt...).
Chandrasekhar Reddy asked time for cross - "papers chudali" - Madam gave time, no costs, but said next time no adjournment.
next tedi 27.08.2026 for PW1 cross. Ramana ni ready ga undamani cheppa - 1998 gurinchi careful ga cheppali.
""")
u("backlog/2026-08/ramana PW1 cross 27.8.txt", "typed_note_txt", L, "2026-08-27", ["C01"], ["C01-H06"], """
27.8.26 Ramana partition - PW1 cross by Chandrasekhar Reddy (about 1 hr)
- Ramana admitted 1998 lo pampakam (oral arrangement) for cultivation, but said "adi partition kaadu, sagu kosam matrame"
- admitted selling Ac. 1.00 in Sy 118/A in 2011 - with consent of brothers ani cheppadu
- denied Sy 121 is self acquired; tractor business 2006 lo start, Sy 121 purchase 1994 ani cheppadu - good
- Madam recorded demeanour normal
next tedi 08.10.2026 - PW2 Hussainappa (village elder). Summons teeskovali, batta kattali.
""")
u("backlog/2026-10/IMG-20261008-WA0015.jpg", "handwritten_note_photo", K, "2026-10-08", ["C01"], ["C01-H07"], """
తేది 08.10.2026 గురువారం
O.S. 214/2024 రమణారెడ్డి పార్టిషన్ - PW2 హుస్సేనప్ప రాలేదు.
కొత్త summons కి batta రూ. 150 కట్టాను. steps taken.
తదుపరి తేది 19.11.2026
- ఖాసిం
""")
u("backlog/2026-11/20261119_162210.jpg", "handwritten_note_photo", L, "2026-11-19", ["C01"], ["C01-H08"], """
19/11/26 Prl SCJ - Ramana partition
PW2 Boya Pedda Hussainappa (village elder, 78 yrs) sakshi ayyindi - chief & cross.
Cross lo: 1998 lo pampakam ki thanu unnadu kaani "bhoomi panchaledu, sagu matrame panchukunnaru" ani cheppadu. Good for us.
PE closed. DE - D1 chief affidavit kosam next tedi 17/12
""")
u("backlog/2026-12/OS 214 DW1 17.12.2026.docx", "typed_note_docx", L, "2026-12-17", ["C01"], ["C01-H09"], """
17.12.2026 O.S. 214/2024 - Prl SCJ Kurnool
DW1 Obula Reddy (D1) chief affidavit filed, Exs. B1 to B4 (sale deed of Sy 121 dt 1994 in his name, tractor RC...).
Madam asked again for latest adangal of Sy 121 - D1 side to file.
Our cross of DW1 - next tedi 21.01.2027.
""")
u("backlog/2026-12/correction OS 214 next date.txt", "typed_note_txt", L, "2026-12-18", ["C01"], [], """
18.12.26 - correction
Ramana partition (O.S. 214) - ninna note lo next tedi 21.01.2027 ani raasanu - tappu.
Khasim bench clerk daggara chusi confirm chesadu: correct next tedi 20.01.2027 (Wednesday) - DW1 cross.
""")

# ---------------- C02 Karumanchi bandi baata (junior at Pattikonda)
u("backlog/2026-04/WhatsApp Chat with Sai Kiran Jr.txt", "whatsapp_export", J, "2026-04-22", ["C02", "C07"], ["C02-H01", "C02-H02", "C07-H01", "C02-H03", "C07-H02", "C02-H04"], """
04/02/26, 12:10 - Sai Kiran Jr: Sir Pattikonda Madhu Reddy suit - D1 to D3 ki Nagaraju vakalat vesaru. D4 serve kaaledu
04/02/26, 12:11 - Sai Kiran Jr: steps taken sir, fresh summons ki batta kattanu Rs 120. Next tedi 4/3
04/02/26, 12:30 - B Narasimhulu Adv: ok
04/03/26, 13:02 - Sai Kiran Jr: Sir D4 serve ayyindi. Nagaraju WS ki time adigaru, JCJ gaaru icharu. Next tedi 1/4
05/03/26, 16:40 - Sai Kiran Jr: Sir RDO office - Thimmakka appeal admit chesaru, R2 Hanumanthu ki notice, MRO Orvakal record pampali annaru. Next 2/4
01/04/26, 12:45 - Sai Kiran Jr: Sir Pattikonda - WS inka file cheyyaledu. JCJ gaaru last chance icharu with costs Rs 500. Next 22/4
01/04/26, 12:46 - B Narasimhulu Adv: 2 sarlu ayyindi. Note chesko
02/04/26, 17:05 - Sai Kiran Jr: Sir RDO lo MRO record raaledu. Hanumanthu taraphuna Venugopal sir vacharu. Next tedi 4/6
22/04/26, 13:20 - Sai Kiran Jr: Sir WS file chesaru D1-D4. Mana I.A. for Advocate Commissioner file chesanu - I.A. 204/2026. Next 24/6
22/04/26, 13:22 - B Narasimhulu Adv: Good. Madhu Reddy ki cheppu
""")
u("backlog/2026-06/OS 87-2025 IA 204 order 24.06.2026.pdf", "certified_order_sheet_scan", "Junior Civil Judge, Pattikonda", "2026-06-26", ["C02"], ["C02-H05"], """
IN THE COURT OF THE JUNIOR CIVIL JUDGE, PATTIKONDA
Present: Sri G. Ravi Kumar, Junior Civil Judge
Wednesday, the 24th day of June, 2026
I.A. No. 204 of 2026 in O.S. No. 87 of 2025
Y. Madhusudhan Reddy ... Petitioner/Plaintiff      Gowru Sreeramulu & 3 Ors. ... Respondents/Defendants
ORDER
Petition under Order XXVI Rule 9 CPC to appoint an Advocate Commissioner to note the physical features of the cart
track leading to Sy. No. 212/B. The existence and width of the track is the very dispute; a local inspection will
assist the Court. Petition allowed. Sri K. Suresh, Advocate, Pattikonda, is appointed Advocate Commissioner. The
petitioner shall pay the Commissioner's remuneration of Rs. 8,000/- within one week. Warrant returnable by 05.08.2026.
                                                                          Junior Civil Judge
""")
u("backlog/2027-01/WhatsApp Chat with Sai Kiran Jr (2).txt", "whatsapp_export", J, "2027-01-06", ["C02", "C06"], ["C02-H06", "C02-H07", "C06-H02", "C02-H08", "C02-H09"], """
05/08/26, 12:55 - Sai Kiran Jr: Sir Pattikonda - Commissioner warrant unexecuted ga return ayyindi. Gowru vallu adda paddaru, Suresh sir ni track meediki raanivvaledu
05/08/26, 12:57 - Sai Kiran Jr: police aid I.A. 388/2026 file chesanu, JCJ gaaru ade roju allow chesaru - SHO Devanakonda police aid ivvali. Next tedi 14/10
05/08/26, 13:10 - B Narasimhulu Adv: Madhu Reddy vallani godava cheyyoddu ani cheppu. Criminal case already undi
14/10/26, 13:30 - Sai Kiran Jr: Sir commissioner report file ayyindi - bandi baata 10 ft, D1 kanchelu 40 ft paatinchadu. Nagaraju objections ki time adigaru. Next 25/11
03/11/26, 15:12 - Sai Kiran Jr: Sir Amaravati - Thimmakka WP lo GP Ramana sir counter ki time adigaru. Next tedi 1/12
25/11/26, 12:40 - Sai Kiran Jr: Sir objections file chesaru. 4 issues frame chesaru. Next 6/1/27
25/11/26, 12:41 - B Narasimhulu Adv: ok PW1 chief affidavit ready cheyyi
06/01/27, 12:20 - Sai Kiran Jr: Sir Pattikonda - Nagaraju sir ki health baaledu ani memo, adjourn chesaru. JCJ gaaru "next time no adjournment" annaru. Next tedi 3/2/27
06/01/27, 12:21 - B Narasimhulu Adv: Malli vaayida. ok
""")

# ---------------- C03 Lakshmanna E.P.
u("backlog/2026-01/IMG-20260129-WA0009.jpg", "handwritten_note_photo", K, "2026-01-29", ["C03"], ["C03-H01"], """
తేది 29.01.2026 గురువారం
ప్రిన్సిపల్ సీనియర్ సివిల్ జడ్జి - E.P. 58/2025 (O.S. 311/2023) యూనియన్ బ్యాంకు vs బోయ లక్ష్మన్న
JDr లక్ష్మన్న హాజరు. వకాలత్ వేశాము. counter కి టైం.
తదుపరి తేది 26.02.2026
- ఖాసిం
""")
u("backlog/2026-02/EP 58 counter 26 feb.docx", "typed_note_docx", L, "2026-02-26", ["C03"], ["C03-H02"], """
26.02.2026 - E.P. 58/2025 Union Bank vs Boya Lakshmanna - Prl SCJ
JDr counter filed: 2023 kharif lo drought, groundnut crop poyindi, Lakshmanna ready to pay in instalments.
Prabhakar Rao (bank) presses attachment of Sy. No. 88 (Ac. 2.75) - Madam asked adangal of Sy 88 first.
Advised Lakshmanna to give OTS request letter to bank (given 02.03).
next tedi 24.03.2026.
""")
u("backlog/2026-03/IMG_20260324_150812.jpg", "handwritten_note_photo", L, "2026-03-24", ["C03"], ["C03-H03"], """
24/3 - bank E.P. - Prabhakar Rao OTS proposal meeda RO instructions raaledu ani time adigaru.
Madam - "compromise talks recorded, next time final" ani.
next tedi 23/4
""")
u("backlog/2026-04/EP 58-2025 docket 23.04.2026.pdf", "certified_order_sheet_scan", "Principal Senior Civil Judge, Kurnool", "2026-04-27", ["C03"], ["C03-H04"], """
IN THE COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE, KURNOOL
E.P. No. 58 of 2025 in O.S. No. 311 of 2023
DOCKET ORDER
23.04.2026   DHr by Sri A. Prabhakar Rao. JDr by Sri B. Narasimhulu.
             Counsel for DHr files a memo stating that the DHr bank sanctioned One Time Settlement for
             Rs. 2,85,000/- by letter dt. 20.04.2026 payable within 90 days. Recorded. Attachment not pressed
             for the present. Call on 16.07.2026 for report of payment.
                                                                    Prl. Senior Civil Judge
""")
u("backlog/2026-07/bank EP 16.7.txt", "typed_note_txt", L, "2026-07-16", ["C03"], ["C03-H05"], """
16.07.26 Union Bank E.P. (Lakshmanna)
Rs. 1,50,000 paid on 10.07.2026 - receipt filed with memo.
Balance Rs. 1,35,000 - Lakshmanna groundnut ammi kadataanu ani. Time adigamu, Prabhakar Rao no objection (OTS period 18.07 ki aipotundi - bank extension letter ivvali).
next tedi 20.08.2026
""")
u("backlog/2026-08/EP 58-2025 order 20.08.2026.pdf", "certified_order_sheet_scan", "Principal Senior Civil Judge, Kurnool", "2026-08-24", ["C03"], ["C03-H06"], """
IN THE COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE, KURNOOL
E.P. No. 58 of 2025 in O.S. No. 311 of 2023
DOCKET ORDER
20.08.2026   Both present. Counsel for DHr files memo of full satisfaction stating that the JDr paid the balance of
             Rs. 1,35,000/- on 14.08.2026 and the entire OTS amount of Rs. 2,85,000/- is received. Full satisfaction
             recorded. E.P. closed.                                        Prl. Senior Civil Judge
""")
u("backlog/2026-08/lakshmanna EP closed.txt", "typed_note_txt", L, "2026-08-20", ["C03"], ["C03-H06"], """
20/8/26 bank E.P. - full satisfaction memo filed by Prabhakar Rao. E.P. closed. ayyindi!
Lakshmanna ki cheppa - No Due certificate bank nundi teeskovali, Sy 88 meeda charge release.
Fee balance Rs. 5,000 icchadu.
""")

# ---------------- C04 Lakshmi Devi maintenance
u("backlog/2026-01/IMG-20260121-WA0003.jpg", "handwritten_note_photo", K, "2026-01-21", ["C04"], ["C04-H01"], """
తేది 21.01.2026 బుధవారం
ఫ్యామిలీ కోర్టు - M.C. 42/2025 వడ్డే లక్ష్మీదేవి vs వడ్డే రామాంజనేయులు
కౌన్సెలింగ్ కి భర్త రాలేదు. మళ్ళీ నోటీసు.
తదుపరి తేది 18.02.2026
- ఖాసిం
""")
u("backlog/2026-02/20260218_141132.jpg", "handwritten_note_photo", L, "2026-02-18", ["C04"], ["C04-H02"], """
18/2/26 Family Court - Lakshmi M.C.
Counsellor report - counselling failed. Ramanjaneyulu counter: "coolie pani, roju Rs. 200 matrame" ani.
Judge gaaru pillavaadi school gurinchi adigaru - Charan 3rd class, Kallur.
Interim maintenance petition vaadana ayyindi. orders - next tedi 15/4
""")
u("backlog/2026-04/MC 42-2025 interim order 15.04.2026.pdf", "certified_order_sheet_scan", "Judge, Family Court, Kurnool", "2026-04-20", ["C04"], ["C04-H03"], """
IN THE FAMILY COURT AT KURNOOL
Present: Sri M. Venkata Subbaiah, Judge, Family Court
Wednesday, the 15th day of April, 2026
I.A. No. 31 of 2026 in M.C. No. 42 of 2025
Vadde Lakshmi Devi & Anr. ... Petitioners     Vadde Ramanjaneyulu ... Respondent
ORDER
The respondent admits the marriage and the paternity of the 2nd petitioner (aged 8). His plea that he earns only
Rs. 200 a day as a coolie is not accepted at this stage. The respondent is directed to pay interim maintenance of
Rs. 5,000/- per month (Rs. 3,000/- to the 1st petitioner and Rs. 2,000/- to the 2nd petitioner) from the date of the
petition, on or before the 10th of every month. Call on 17.06.2026 for petitioners' evidence.
                                                                        Judge, Family Court
""")
u("backlog/2026-07/lakshmi PW1 cross 15.7.txt", "typed_note_txt", L, "2026-07-15", ["C04"], ["C04-H05"], """
15.7.26 Family Court - Lakshmi M.C. - PW1 cross by Abdul Rahim
- Rahim suggested she left the house on her own - denied; said husband drinks and beat her, 2023 Kallur police petition
- admitted she does tailoring at home - "nelaki 2,000 kooda raadu" ani
- Judge gaaru again asked about Charan's school fee - receipt Rs. 8,800 filed
Interim inka ivvaledu - 3 nelalu arrears. next tedi 19.08.2026 PW2 (her father Pullanna).
""")
u("backlog/2026-08/19.08 two matters.txt", "typed_note_txt", L, "2026-08-19", ["C04", "C01"], ["C04-H06"], """
19.08.2026 (Wed)
1) Family Court - Lakshmi M.C.: PW2 Vadde Pullanna (her father) sakshi ayyindi - chief & cross. He said Ramanjaneyulu
   has Ac. 2.00 dry land at Kallur and drives a tractor on hire. Petitioners' evidence closed. next tedi 30.09.2026 - RW1.
2) Ramana partition - Ramana phone: Obula Reddy Sy 121 lo borewell vestunnadu ani. Injunction undi ani cheppa -
   photos teesi pampamanna. PW1 cross 27.08 ki ready ga undamanna.
""")
u("backlog/2026-09/MC 42 RW1 30.9.docx", "typed_note_docx", L, "2026-09-30", ["C04"], ["C04-H07"], """
30.09.2026 - M.C. 42/2025 - Family Court, Kurnool
RW1 Ramanjaneyulu chief affidavit filed.
We filed arrears petition (M.P. 118/2026) for arrears of interim maintenance Rs. 27,500 (Apr-Sept, only Rs. 2,500 paid).
Judge gaaru - "arrears before evidence proceeds" ani Rahim ki cheppaaru.
next tedi 11.11.2026 - RW1 cross.
""")
u("backlog/2026-11/RW1 cross lakshmi 11.11.txt", "typed_note_txt", L, "2026-11-11", ["C04"], ["C04-H08"], """
11/11/26 Lakshmi M.C. - RW1 cross by me
- RW1 admitted he owns Ac. 2.00 in Sy 67 Kallur (inherited) and drives tractor on hire in season - "nelaki 12-15 vela"
- admitted not paying interim - "dabbulu levu" ani
- admitted Charan is his son, no school fee paid
next tedi 16.12.2026 arguments.
""")
u("backlog/2026-12/IMG20261216_151840.jpg", "handwritten_note_photo", L, "2026-12-16", ["C04"], ["C04-H09"], """
16/12/26 Family Court - Lakshmi M.C.
Maa vaadana (arguments) ayyindi - RW1 admissions, 2 acres, tractor. asked Rs. 15,000 p.m.
Judge gaaru arrears Rs. 27,500 gurinchi Rahim ni adigaru - Jan lo kadatanu ani.
Rahim arguments kosam next tedi 20/1/27
""")

# ---------------- C05 Pratap Reddy atrocity case (Special Court)
u("backlog/2026-02/20260210_125509.jpg", "handwritten_note_photo", L, "2026-02-10", ["C05"], ["C05-H01"], """
10/2/26 Spl Court (SC/ST) - Spl. S.C. 19/25 Pratap Reddy & 2
A1-A3 present. Copies u/s 230 BNSS furnished. Judge gaaru victim ki notice (15A) ichaara ani SPP ni adigaru.
discharge petition veyyali - next tedi 10/3
""")
u("backlog/2026-03/SC 19-2025 discharge 10.3.docx", "typed_note_docx", L, "2026-03-10", ["C05"], ["C05-H02"], """
10.03.2026 - Spl. S.C. 19/2025 - Special Court for SC/ST (POA) Act cases, Kurnool
Discharge petition Crl.M.P. 77/2026 filed for A1-A3: no 'public view' - incident at field track, only interested
witnesses of the Gowru faction; civil dispute O.S. 87/2025 pending at Pattikonda.
SPP Jayaraju filed counter same day. Arguments heard. Orders and charges - next tedi 07.04.2026.
""")
u("backlog/2026-04/Spl SC 19-2025 order 07.04.2026.pdf", "certified_order_sheet_scan", "Special Judge for Trial of Cases under SC/ST (POA) Act, Kurnool", "2026-04-10", ["C05"], ["C05-H03"], """
IN THE COURT OF THE SPECIAL JUDGE FOR TRIAL OF CASES UNDER SC/ST (POA) ACT, KURNOOL
Present: Sri V. Srinivasa Rao, Special Judge
Spl. S.C. No. 19 of 2025  (Cr. No. 45/2025 of Devanakonda P.S.)
07.04.2026   A1 to A3 present. Crl.M.P. No. 77 of 2026 (discharge): the statements of LW1 to LW4 disclose the
             utterance in a place within public view; the existence of a civil dispute is no ground for discharge.
             Petition dismissed. Charges under Sections 3(1)(r), 3(1)(s) of the SC/ST (POA) Act and 115(2), 351(2) BNS
             framed, read over and explained in Telugu. A1 to A3 pleaded not guilty and claimed to be tried.
             Summons to PW1 (LW1). Call on 09.06.2026.                                   Special Judge
""")
u("backlog/2026-06/IMG-20260609-WA0011.jpg", "handwritten_note_photo", K, "2026-06-09", ["C05"], ["C05-H04"], """
తేది 09.06.2026 మంగళవారం
స్పెషల్ కోర్టు (SC/ST) - Spl. S.C. 19/2025 ప్రతాప్ రెడ్డి కేసు
PW1 యేసన్న chief అయ్యింది. cross కి మనం టైం అడిగాము - ఇచ్చారు.
తదుపరి తేది 07.07.2026
- ఖాసిం
""")
u("backlog/2026-07/yesanna cross 7.7.txt", "typed_note_txt", L, "2026-07-07", ["C05"], ["C05-H05"], """
7/7/26 Spl Court - PW1 Yesanna cross (by me, 40 min)
- admitted he works for Gowru Sreeramulu for 6 years, was carrying kanchelu (fence stones) to the bandi baata that day
- admitted "Gowru vallaki, Yerrabothula vallaki bandi baata godava undi" - land dispute between the two families
- admitted no one from other communities was present at that spot except Gowru men - public view point
- denied he was tutored
next tedi 08.09.2026 - PW2, PW3
""")
u("backlog/2026-09/20260908_131402.jpg", "handwritten_note_photo", L, "2026-09-08", ["C05"], ["C05-H06"], """
8/9/26 Spl Court - Pratap Reddy case
PW2 Mala Obulesu sakshi - chief lo "tittinattu vinaledu, godava matrame chusanu" - partly hostile, SPP cross chesaru.
Our cross short. PW3 raaledu.
next tedi 27/10
""")
u("backlog/2026-10/IMG-20261027-WA0006.jpg", "handwritten_note_photo", K, "2026-10-27", ["C05"], ["C05-H07"], """
తేది 27.10.2026 మంగళవారం
స్పెషల్ కోర్టు - Spl. S.C. 19/2025 - PW3 రాలేదు. SPP జయరాజు గారు టైం అడిగారు.
జడ్జి గారు NBW ఇవ్వలేదు, మళ్ళీ summons.
తదుపరి తేది 08.12.2026
- ఖాసిం
""")
u("backlog/2026-12/Spl SC 19 PW3 8.12.2026.docx", "typed_note_docx", L, "2026-12-08", ["C05"], ["C05-H08"], """
08.12.2026 Spl. S.C. 19/2025 - Special Court, Kurnool
PW3 Gowru Ramesh (son of Gowru Sreeramulu) examined. Says A1 called Yesanna by caste name, A2 slapped him.
Cross: he is the plaintiff's opponent's son in O.S. 87/2025; admitted he reached "after 10 minutes"; admitted
previous complaint against A1 in 2022 (closed as civil nature). Good contradictions with 180 BNSS statement.
next tedi 12.01.2027 - PW4 (IO, DSP Pattikonda).
""")
u("backlog/2027-01/spl court 12.1.27.txt", "typed_note_txt", L, "2027-01-12", ["C05"], ["C05-H09"], """
12.1.27 Spl Court - Pratap Reddy & 2 - PW4 IO (DSP Pattikonda) raaledu - bandobast duty ani memo.
SPP Jayaraju time adigaru. Judge gaaru - next date IO must appear, SP ki intimation.
next tedi 09.02.2027
""")

# ---------------- C06 Thimmakka writ (AP High Court)
u("backlog/2026-09/WP 18765-2026 order 15.09.2026.pdf", "certified_order_sheet_scan", "High Court of Andhra Pradesh", "2026-09-18", ["C06"], ["C06-H01"], """
HIGH COURT OF ANDHRA PRADESH AT AMARAVATI
WRIT PETITION No. 18765 of 2026
Boya Thimmakka ... Petitioner   vs   The State of Andhra Pradesh rep. by its Principal Secretary, Revenue
Department & 3 others ... Respondents
Counsel for the Petitioner: Sri B. Narasimhulu     Counsel for Respondents 1 to 3: GP for Revenue (Sri B. Ramana)
THE HON'BLE SRI JUSTICE K. RAGHUNATHA SARMA
ORDER (15.09.2026):
Notice before admission. Learned Government Pleader for Revenue takes notice for respondents 1 to 3. Notice to the
4th respondent. Pending further orders, status quo as on today shall be maintained in respect of the Webland
entries of Sy. No. 302 of Orvakal village; no further mutation or passbook shall be issued. Post on 03.11.2026.
""")
u("backlog/2026-12/WP 18765 counter 1.12.docx", "typed_note_docx", L, "2026-12-01", ["C06"], ["C06-H03"], """
01.12.2026 - W.P. 18765/2026 (Thimmakka) - AP High Court, Sarma J (online, from Kurnool)
GP Ramana filed counter of RDO: "title disputed, ROR appeal rightly dismissed; petitioner to approach civil court".
R4 Hanumanthu - Venugopal vakalat filed, counter ki time adigaru.
Sarma J - "Webland extract and RDO order paper book lo pettandi" - already Annexure P-3, P-5.
Status quo extended. next tedi 05.01.2027.
""")
u("backlog/2027-01/WP thimmakka 5.1.txt", "typed_note_txt", L, "2027-01-05", ["C06"], ["C06-H04"], """
5/1/27 Amaravati - Thimmakka W.P. 18765 - reply affidavit filed to RDO counter.
R4 counter inka ledu - Venugopal "will file before next date".
Sarma J: list after Sankranti for hearing. Status quo continues.
next tedi 02.02.2027
""")

# ---------------- C07 Thimmakka RDO appeal
u("backlog/2026-06/20260604_124410.jpg", "handwritten_note_photo", L, "2026-06-04", ["C07"], ["C07-H03"], """
4/6/26 RDO Kurnool - Thimmakka ROR appeal 34/26
MRO Orvakal record vachindi - Hanumanthu sale deed 2025 lo Thimmakka thumb impression - she says never sold.
Vaadana ayyindi. Venugopal - registered sale deed, MRO correct. RDO gaaru written arguments 4 weeks lo.
next tedi 2/7
""")
u("backlog/2026-07/IMG-20260702-WA0014.jpg", "handwritten_note_photo", K, "2026-07-02", ["C07"], ["C07-H04"], """
తేది 02.07.2026 గురువారం
RDO కార్యాలయం కర్నూలు - ROR అప్పీలు 34/2026 బోయ తిమ్మక్క
written arguments ఇచ్చాము. ఆర్డర్లు రిజర్వ్.
తదుపరి తేది 30.07.2026
- ఖాసిం
""")
u("backlog/2026-08/RDO proceedings ROR appeal 34-2026.pdf", "document_scan", "Revenue Divisional Officer, Kurnool", "2026-08-03", ["C07"], ["C07-H05"], """
PROCEEDINGS OF THE REVENUE DIVISIONAL OFFICER, KURNOOL
Present: Sri P. Maheswar, RDO        ROR Appeal No. 34/2026        Date: 30.07.2026
Sub: AP ROR Act, 1971 - Appeal u/s 5(5) - Sy. No. 302, Orvakal village - Smt. Boya Thimmakka vs Tahsildar Orvakal and
Kuruva Hanumanthu
ORDER: The appellant disputes the sale deed dated 21.06.2025 in favour of R2 as fabricated. The Tahsildar effected
mutation on the basis of a registered document. The question of validity of a registered sale deed is a question of
title which this authority cannot decide. The appeal is dismissed. The appellant is at liberty to approach the
competent civil court.                                                    Revenue Divisional Officer, Kurnool
""")

# ---------------- clients' WhatsApp (Telugu)
u("backlog/2026-11/WhatsApp Chat with Lakshmi Devi Kallur.txt", "whatsapp_export", "Vadde Lakshmi Devi", "2026-12-17", ["C04"], [], """
10/06/26, 19:02 - Lakshmi Devi Kallur: సార్ నమస్కారం. ఆయన ఈ నెల కూడా డబ్బులు ఇవ్వలేదు
10/06/26, 19:15 - B Narasimhulu Adv: కోర్టు లో చెప్తాను అమ్మ. school fee receipt pampandi
12/06/26, 10:20 - Lakshmi Devi Kallur: <Media omitted>
12/06/26, 10:21 - Lakshmi Devi Kallur: చరణ్ ఫీజు రసీదు సార్
02/09/26, 18:40 - Lakshmi Devi Kallur: సార్ 2500 మాత్రమే పంపాడు ఫోన్ పే లో
02/09/26, 18:52 - B Narasimhulu Adv: arrears petition vestanu, 30 na date
17/12/26, 20:05 - Lakshmi Devi Kallur: సార్ నిన్న ఏమైంది? తీర్పు ఎప్పుడు
17/12/26, 20:11 - B Narasimhulu Adv: maa arguments ayyayi amma. 20 January ki vaalla arguments. tarvata judgement
17/12/26, 20:12 - Lakshmi Devi Kallur: సరే సార్ 🙏
""")
u("backlog/2026-09/WhatsApp Chat with Eranna Orvakal.txt", "whatsapp_export", "Boya Eranna (client's son)", "2026-09-16", ["C07", "C06"], [], """
30/07/26, 17:30 - Eranna Orvakal: సార్ RDO ఆర్డర్ ఏమైంది
30/07/26, 17:45 - B Narasimhulu Adv: appeal dismiss chesaru Eranna. civil court ki vellamannaru. High Court lo writ veddam
30/07/26, 17:50 - Eranna Orvakal: సరే సార్. అమ్మ చాలా బాధ పడుతోంది. హనుమంతు భూమి దున్నుతాడంట
04/09/26, 09:12 - Eranna Orvakal: <Media omitted>
04/09/26, 09:13 - Eranna Orvakal: పాస్ బుక్ ఫోటో సార్
16/09/26, 11:02 - B Narasimhulu Adv: ninna Amaravati lo status quo ichaaru. Webland lo maarpu cheyyakoodadu. Hanumanthu ki cheppoddu godava vaddu
16/09/26, 11:05 - Eranna Orvakal: ధన్యవాదాలు సార్ 🙏
""")

# ---------------- cause list and week plan (the lawyer's day, Wed 20.01.2027)
u("backlog/2027-01/Kurnool cause list 20.01.2027 Prl SCJ.pdf", "cause_list_pdf", "District Courts, Kurnool (eCourts)", "2027-01-19", ["C01"], [], """
DISTRICT COURTS, KURNOOL - CAUSE LIST FOR 20.01.2027 (WEDNESDAY)
COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE, KURNOOL - Smt. P. Sujatha Rani
Sr.  Case No.          Parties                                                    Stage
1    A.S. 12/2025      Shaik Mahaboob Basha vs Shaik Jaleel                       Arguments
2    O.S. 214/2024     Kasireddy Venkata Ramana Reddy vs Kasireddy Obula Reddy    Evidence (DW1 cross)
3    O.S. 402/2025     Canara Bank, Nandyal Road vs G. Ramakrishna                 Steps
4    E.P. 91/2024      T. Hussain Saheb vs M. Lakshmi Narayana                    Report
5    I.A. 55/2026 in O.S. 17/2026  Gudur Rangamma vs Gudur Sivaiah              Counter
""")
u("backlog/2027-01/week plan 18-23 jan.docx", "typed_note_docx", L, "2027-01-16", ["C01", "C04", "C05", "C06", "C02"], [], """
Week 18-23 Jan 2027 (after Sankranti)
Mon 18 - office; Thimmakka paper book check, R4 counter vachinda chudali
Tue 19 - Ramana DW1 cross prepare - Sy 121 sale deed 1994 vs tractor RC 2006
Wed 20 - Prl SCJ: Ramana partition (DW1 cross) | Family Court: Lakshmi M.C. (Rahim arguments) - Sai Kiran ni Family Court ki pampali if clash
Thu 21 - Pratap Reddy case: IO DSP ki summons status Khasim chudali
Sat 23 - Madhu Reddy PW1 chief affidavit draft (Pattikonda 3/2)
""")
