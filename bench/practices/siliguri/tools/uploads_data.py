"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


AG = "Anindita Gurung"
ST = "Suman Tamang"
HB = "Haripada Barman"
WA_HEAD = ("Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or "
           "listen to them. Tap to learn more.")

# ---------------------------------------------------------------- documents (dated by their own date)
up("backlog/2024-05/Allotment letter Flat 2C HA.pdf", "document_scan", "Himalayan Abode Developers Pvt. Ltd.", "2022-03-14", ["C06"], [], """
HIMALAYAN ABODE DEVELOPERS PVT. LTD.
Regd. office: 3rd floor, City Centre Annexe, Matigara, Siliguri 734010
ALLOTMENT LETTER                                              Date: 14.03.2022
To: Smt. Ritu Chhetri and Sri Binod Chhetri, Pradhan Nagar, Siliguri 734003
We are pleased to allot you Flat No. 2C, 2nd floor, Block B, "Himalayan Abode", Mouza Matigara, J.L. No. 84,
super built-up area 1,140 sq. ft., at a total consideration of Rs. 38,50,000/- (Rupees thirty eight lakh fifty thousand only).
Possession of the flat shall be handed over on or before 30th June, 2024, subject to force majeure.
Payments received till date: Rs. 3,85,000/- (booking).
For Himalayan Abode Developers Pvt. Ltd. - sd/- Vikash Bansal, Director
""")

up("backlog/2025-07/WhatsApp Image 2025-07-21 at 16.02.11.jpeg", "document_photo", "Axis Bank", "2025-07-19", ["C05"], [], """
AXIS BANK LTD. - Sevoke Road Branch, Siliguri 734001
CHEQUE RETURN MEMO                                   19/07/2025
Cheque No. 118842   dt. 12/07/2025   Amount Rs. 4,80,000.00
Drawer: BANSAL TRADERS (Prop. Bikram Bansal)  A/c ...7719
Payee: GURUNG HARDWARE
Reason: 01 - FUNDS INSUFFICIENT
Authorised signatory
""")

up("backlog/2025-09/LA award Bagdogra 0.42 acre.pdf", "document_scan", "Competent Authority (LA), NH-327B, Darjeeling", "2024-11-26", ["C03"], [], """
OFFICE OF THE COMPETENT AUTHORITY (LAND ACQUISITION) & SDO, SILIGURI
NH-327B widening project (Siliguri - Bagdogra section)
AWARD No. CALA/NH327B/BGD/19 of 2024                              Date: 26.11.2024
Mouza Bagdogra, J.L. No. 7, R.S. Plot No. 1184, area acquired 0.42 acre, class: bastu (homestead)
Recorded owner: Nar Bahadur Thapa, s/o late Dhan Bahadur Thapa
Market value assessed @ Rs. 31,00,000 per acre (guideline value)            Rs. 13,02,000
Structures (tin-roof house, boundary wall)                                   Rs.  2,38,000
Solatium and additional amount                                                Rs.  3,00,000
Total award                                                                   Rs. 18,40,000
sd/- Competent Authority
""")

up("backlog/2025-10/Rangmuk union representation.pdf", "document_scan", "Rangmuk Cha Bagan Shramik Union", "2025-09-22", ["C01"], [], """
RANGMUK CHA BAGAN SHRAMIK UNION (Regd. No. 2291)
Rangmuk Tea Estate, P.O. Rangmuk, Dist. Jalpaiguri
To: The Regional Provident Fund Commissioner, EPFO Sub-Regional Office, Siliguri             22.09.2025
Sub: Non-deposit of PF and non-payment of gratuity - Rangmuk Tea Estate (closed since 14.07.2025)
Sir, The management of Rangmuk Tea Co. Ltd. suspended work on 14.07.2025 and left the garden. 312 permanent workers
have not received PF (employees' and employer's share deducted but not deposited since April 2021) nor gratuity on
retirement. We request immediate recovery action.
sd/- Lalit Lohar, Secretary
""")

up("backlog/2026-06/CamScanner 06-12-2026 11.04.pdf", "document_scan", "Rajganj Police Station", "2026-06-08", ["C07"], [], """
FIRST INFORMATION REPORT (u/s 173 BNSS)
P.S.: Rajganj   Dist.: Jalpaiguri   FIR No. 201/2026   Date 08.06.2026
Sections: 20(b)(ii)(C)/25/29 NDPS Act
Brief facts: on 07.06.2026 at about 23:40 hrs at Sannyasikata more on NH-27, truck No. WB-73F-4482 (Kalimpong - Siliguri)
was intercepted on secret information; 11 packets of ganja total 22.4 kg recovered from a cavity behind the driver's cabin.
Driver Tshering Bhutia absconded; helper Kiran Lama (24), s/o Nima Lama of 10th Mile, Kalimpong, apprehended.
Samples drawn at the spot (2 x 25 g from each packet).
sd/- SI Prabir Roy, Rajganj PS
""")

# ---------------------------------------------------------------- 2025-12
up("backlog/2025-12/Note_20251209_2011.txt", "typed_note_txt", AG, "2025-12-09", ["C01"], ["C01-H01"], """
9 dec tues - jalpaiguri CB ct 2 (Sengupta J)
WPA 1123/2025 Lalit Lohar & ors v UoI - Rangmuk bagan PF
312 workers, garden band since 14 july. PF deducted but not deposited since apr 2021.
Judge bollen - where is the RPFC's stand? Amitava Paul (EPFO) no instructions.
Order: RPFC Siliguri to file report on PF dues within 4 wks. Aff of service to be filed by us (company not yet served - send by speed post + dasti)
NDOH 13.01.2026
Lalit-da ke phone korlam, bolechi union meeting e janabe.
""")

up("backlog/2025-12/IMG20251212174502.jpg", "handwritten_note_photo", AG, "2025-12-12", ["C04"], ["C04-H01"], """
12/12 Fri  CJSD 1st Ct Siliguri - Lepcha madam
TES 37/24 Ramesh Agarwal v Dawa Tamang (Hill Cart Rd shop)
Deft WS nai. Biplab Ghosh junior - "sir unwell". 
Madam: time only on cost Rs 500/- payable to pltf.
ND 29/1/26 for WS.
Rameshji khub rege - "2 saal ho gaya". explained.
""")

up("backlog/2025-12/circuit bench 16-12.txt", "typed_note_txt", AG, "2025-12-16", ["C03"], ["C03-H01"], """
16.12.25 (Tue) CB Jalpaiguri Ct 1 - Lahiri J
FA 41/2025 Nar Bahadur Thapa v NHAI - Bagdogra 0.42 acre, award 18.40 lakh only
Appeal ADMITTED. LCR called for from Ld. LA Judge (Addl Dist Judge Siliguri).
Paper book to be prepared by appellant.
Bansal for NHAI accepted notice.
Claim: Rs 46,00,000 (rate 1.05 cr/acre per sale deeds of same mouza).
porer date 17.02.2026
Prakash (son) was present, told him to collect certified copies of 3 sale deeds from ADSR Bagdogra.
""")

# ---------------------------------------------------------------- 2026-01
up("backlog/2026-01/New Text Document.txt", "typed_note_txt", AG, "2026-01-13", ["C01"], ["C01-H02"], """
13/1/26 CB ct 2
Rangmuk PF writ. RPFC report NOT filed. Paul again - "instructions awaited from regional office Kolkata".
Sengupta J not happy. bollen this is last opportunity. RPFC Siliguri to be PRESENT IN PERSON next date with records.
Also judge asked us - give a chart of each worker's dues (name, PF no, years, amount). Suman + Lalit-da to prepare.
Aff of service filed today (diary no. 118/2026).
NDOH 10.2.26
""")

up("backlog/2026-01/Mofidul CRR admission.txt", "typed_note_txt", AG, "2026-01-20", ["C02"], ["C02-H01"], """
20-01-2026 Tue. CB Jalpaiguri Ct 3 (Dasgupta J)
CRR 212/2026 Mofidul Rahaman v State - Mekhliganj PS case 311/2024 (cattle smuggling, 14 heads of cattle, border road near Kuchlibari)
challenge: order dt 14.11.2025 of ACJM Mekhliganj refusing discharge. our point - no seizure from him, only co-accused's statement.
Filed 08.01 (diary no. CB/CRR/0047).
Admitted. LCR called. Judge - "case diary must come". further proceedings in trial court STAYED till next date.
ND 24.2.26
Anisur (brother) ke bolechi - trial court e 05.02 date ache, stay order er copy dekhiye dite hobe.
""")

# ---------------------------------------------------------------- 2026-02
up("backlog/2026-02/WhatsApp Chat with Suman Tamang.txt", "whatsapp_export", ST, "2026-02-12", ["C04", "C05", "C06"],
   ["C05-H01", "C06-H01", "C04-H02", "C05-H02", "C06-H02"], f"""
{WA_HEAD}
19/12/25, 1:12 pm - Suman Tamang: Ma'am Bansal cheque case ACJM - accused Bikram Bansal appeared, bail granted on bond 10k. Plea recorded, he pleaded not guilty
19/12/25, 1:13 pm - Suman Tamang: ND 06.02.26 for our evidence
19/12/25, 1:20 pm - Anindita Gurung: ok. Sonam ji ko affidavit ready garnu. Exts list bhi
19/12/25, 1:21 pm - Suman Tamang: हुन्छ ma'am
19/12/25, 1:22 pm - Suman Tamang: ACJM sir asked both side - settle garne ki? Ghosh sir said client will consider
07/01/26, 12:40 pm - Suman Tamang: Matigara flat complaint admitted ma'am. Notice to OP. ND 11/2
07/01/26, 12:41 pm - Anindita Gurung: 👍 Ritu ji ko bata
29/01/26, 3:05 pm - Suman Tamang: Hill Cart Road eviction - WS filed today by Biplab Ghosh. cost 500 paid to us (receipt with me)
29/01/26, 3:06 pm - Suman Tamang: our s.7 petition (deposit of arrears) also filed, copy served. ND 05.03.26 for hearing of s7
29/01/26, 3:10 pm - Anindita Gurung: good. arrears calc - 18 months x 9000 = 1,62,000. check rent receipts again
06/02/26, 2:30 pm - Suman Tamang: Bansal case - CW1 Sonam Gurung evidence on affidavit filed. Exts 1 to 5 (cheque, return memo, notice, postal receipt, AD card)
06/02/26, 2:31 pm - Suman Tamang: अर्को date 13.03.2026 for cross
11/02/26, 1:50 pm - Suman Tamang: Consumer - OP Himalayan Abode appeared thru Sneha Agarwal. She asked time for written version. granted. ND 18/3/26
11/02/26, 1:52 pm - Suman Tamang: Sneha madam told president they will give possession "within few months" 🙄
11/02/26, 1:55 pm - Anindita Gurung: 45 days counted from service 19.01, note it
""")

up("backlog/2026-02/RPFC report notes.docx", "typed_note_docx", AG, "2026-02-10", ["C01"], ["C01-H03"], """
Rangmuk PF writ - 10 February 2026 - Circuit Bench, Court 2
RPFC (Sri N. K. Rai, Regional PF Commissioner-II, Siliguri) present in person. Report filed in court.
Report: total PF dues of 312 workers Rs. 2,14,60,000 (April 2021 to July 2025), including employer share and interest u/s 7Q.
Proceedings u/s 8B-8G of EPF Act started against Rangmuk Tea Co. Ltd.
Sengupta J asked again for our chart of workers' dues - we handed over (312 names).
Company (Rangmuk Tea Co. Ltd.) to be served afresh at the Kolkata registered office.
Next date: 17.03.2026
Judge's remark: "The workers cannot be made to wait while the Department writes letters."
""")

up("backlog/2026-02/17 feb CB.txt", "typed_note_txt", AG, "2026-02-17", ["C03"], ["C03-H02"], """
17/2 tues - CB ct 1
Thapa FA (NHAI). Bansal sought time - "my senior Mr. Mukherjee engaged in Kolkata, cross objection being drafted".
Lahiri J granted 6 wks. ke garne.
ND 31.3.26
LCR received - checked.
""")

up("backlog/2026-02/IMG-20260218-WA0007.jpg", "handwritten_note_photo", HB, "2026-02-18", ["C06", "C03"], ["C06-H02", "C03-H02"], """
তারিখ রেজিস্টার - হরিপদ বর্মন
১১/০২/২৬ বুধবার  কনজিউমার কমিশন শিলিগুড়ি  CC/88/2025 ঋতু ছেত্রী বনাম হিমালয়ান অ্যাবোড
   OP হাজির, লিখিত জবাবের সময়। পরের তারিখ ১৮/০৩/২৬
১৭/০২/২৬ মঙ্গলবার  সার্কিট বেঞ্চ জলপাইগুড়ি  FA 41/2025 থাপা বনাম NHAI
   NHAI উকিল সময় নিলেন। পরের তারিখ ৩১/০৩/২৬
খরচ: জলপাইগুড়ি যাতায়াত ৪২০ টাকা
""")

up("backlog/2026-02/Note_20260224_1930.txt", "typed_note_txt", AG, "2026-02-24", ["C02"], ["C02-H02"], """
24.2.26 Mofidul CRR - Dasgupta J
LCR not yet received from Mekhliganj. APP Partha Saha - case diary "not received from PS".
somoy niyeche. stay extended till ND.
ND 17.3.26
""")

# ---------------------------------------------------------------- 2026-03
up("backlog/2026-03/17.3 jalpaiguri.txt", "typed_note_txt", AG, "2026-03-17", ["C01", "C02"], ["C01-H04", "C02-H03"], """
17 March 2026 (tues) - Jalpaiguri, two matters

1) Rangmuk PF (Ct 2, Sengupta J)
company not represented even after service (AD card on record). Paul - again "instructions awaited", recovery steps to be taken.
Judge asked RPFC to file affidavit on steps taken. Bollen - next time he wants money figures not letters.
NDOH 21.04.2026

2) Mofidul CRR (Ct 3)
CD still NOT produced. APP Saha took time again - 2nd time.
Dasgupta J: case diary MUST be produced on next date, OC Mekhliganj to ensure. stay extended.
ND 28.04.2026
""")

up("backlog/2026-03/PXL_20260331_141502.jpg", "handwritten_note_photo", AG, "2026-03-31", ["C03"], ["C03-H03"], """
31/3/26  CB Ct 1  Thapa FA
NHAI filed cross-objection today (says award itself excessive!! bastu class wrong).
Our paper book - 4 wks. Suman to get typed + 6 sets.
arko date 12/5/26
""")

# ---------------------------------------------------------------- 2026-04
up("backlog/2026-04/WhatsApp Chat with Suman Tamang (1).txt", "whatsapp_export", ST, "2026-04-23", ["C04", "C05", "C06"],
   ["C04-H03", "C05-H03", "C06-H03", "C04-H04", "C05-H04", "C06-H04"], f"""
{WA_HEAD}
05/03/26, 12:55 pm - Suman Tamang: Ma'am eviction s.7 hearing - Biplab Ghosh again not came, junior said sir unwell
05/03/26, 12:56 pm - Suman Tamang: Lepcha madam gave time on cost Rs 1000 this time. ND 09.04.26
05/03/26, 1:02 pm - Anindita Gurung: same excuse as december. note it
13/03/26, 2:10 pm - Suman Tamang: Bansal 138 - accused absent, exemption petition filed. Ghosh sir unwell again (junior came). cross of CW1 not done
13/03/26, 2:11 pm - Suman Tamang: अर्को तारिख 17/4
13/03/26, 2:15 pm - Anindita Gurung: ACJM ke bhannu bhayo?
13/03/26, 2:16 pm - Suman Tamang: Sir said next date accused must be present otherwise warrant. and again asked if settlement possible
18/03/26, 1:30 pm - Suman Tamang: Matigara - written version filed by OP today. ND 22.04.26 for our evidence affidavit
18/03/26, 1:31 pm - Suman Tamang: They say delay due to covid and Mahananda sand mining ban 🙄
09/04/26, 12:20 pm - Suman Tamang: Eviction s.7 petition ALLOWED ma'am!! deft to deposit arrears Rs 1,62,000 within 30 days and current rent Rs 9,000 by 15th of each month
09/04/26, 12:21 pm - Suman Tamang: ND 21.05.26 for issues
09/04/26, 12:40 pm - Anindita Gurung: great. Rameshji lai bhana
17/04/26, 1:45 pm - Suman Tamang: Bansal case - accused absent AGAIN, no exemption petition this time. BW issued against accused
17/04/26, 1:46 pm - Suman Tamang: ND 22/5
22/04/26, 2:05 pm - Suman Tamang: Consumer - our evidence affidavit (Ritu ji + Binod ji) filed. OP to file evidence. ND 10.06.26
22/04/26, 2:06 pm - Suman Tamang: मैडम, President sir asked for payment receipts originals to be shown next time
""")

up("backlog/2026-04/WPA 1123-2025 order 21.04.2026.pdf", "certified_order_sheet_scan", "High Court at Calcutta, Circuit Bench at Jalpaiguri", "2026-04-21", ["C01"], ["C01-H05"], """
IN THE HIGH COURT AT CALCUTTA
Circuit Bench at Jalpaiguri - Constitutional Writ Jurisdiction
WPA 1123 of 2025
Lalit Lohar & Ors. -Vs- Union of India & Ors.
Before: The Hon'ble Justice Arijit Sengupta
Date: 21st April, 2026
Appearance: Ms. Anindita Gurung, Mr. Suman Tamang, Advocates ... for the petitioners; Mr. Amitava Paul, Advocate ... for EPFO
An affidavit of the Regional Provident Fund Commissioner-II, Siliguri is filed in Court, which is kept on record. It is stated
that the bank accounts of Rangmuk Tea Co. Ltd. with the State Bank of India, Jalpaiguri and UCO Bank, Siliguri have been
attached under Section 8F of the Act of 1952 and a sum of Rs. 38,00,000/- has been recovered. The RPFC undertakes to disburse the
said amount to the accounts of the members proportionately within four weeks from date. The undertaking is accepted.
List the matter on 23rd June, 2026.
(Arijit Sengupta, J.)
""")

up("backlog/2026-04/Note_20260421_2120.txt", "typed_note_txt", AG, "2026-04-21", ["C01"], ["C01-H05"], """
21/4 Rangmuk - finally some money. RPFC aff: SBI + UCO accounts attached, 38 lakh recovered. RPFC undertook to disburse in 4 wks.
Sengupta J again took our chart and checked names with RPFC list.
ND 23.6 (after vacation)
Lalit-da ke khobor dilam - khushi.
""")

up("backlog/2026-04/crr 28apr.txt", "typed_note_txt", AG, "2026-04-28", ["C02"], ["C02-H04"], """
28.04.26 Mofidul CRR
CD produced at last (after judge's warning last time). Heard in part - my argument on s. 250 BNSS / no material except co-accused's confessional stmt to police.
Judge bollen - "co-accused's statement to police is not evidence, Mr. Saha what else do you have?" APP no answer.
part heard. ND 07.07.2026
""")

# ---------------------------------------------------------------- 2026-05
up("backlog/2026-05/Lalit call.txt", "typed_note_txt", AG, "2026-05-06", ["C01"], [], """
6 may - Lalit Lohar call (evening)
money 38 lakh - only 120 workers got credit so far, others' KYC/ UAN problem. Asked him to send list of those not paid.
also - 9 workers retired in 2024 want gratuity. told: gratuity before Controlling Authority (ALC Siliguri), will raise in writ.
""")

up("backlog/2026-05/thapa fa 12 may.txt", "typed_note_txt", AG, "2026-05-12", ["C03"], ["C03-H04"], """
12-05-2026 CB ct 1 Thapa FA
Paper book filed on 24.04 (diary no. CB/FA/0311). 
Bansal - NOT ready, "senior engaged" AGAIN (2nd time same story).
Lahiri J - adjourned, but remarked next time no adjournment.
ND 7.7.26
""")

up("backlog/2026-05/IMG-20260523-WA0003.jpg", "handwritten_note_photo", HB, "2026-05-23", ["C04", "C05"], ["C04-H05", "C05-H05"], """
তারিখ রেজিস্টার - মে ২০২৬
২১/০৫ বৃহস্পতি  সিভিল জজ (সি.ডি.) ১ম কোর্ট  TES 37/24 রমেশ আগরওয়াল বনাম দাওয়া তামাং
   বিবাদী চালান দিয়ে ১,৬২,০০০ টাকা জমা দিয়েছে। ৪টি ইস্যু গঠন। পরের তারিখ ০২/০৭/২৬ (P.W.)
২২/০৫ শুক্র  এ.সি.জে.এম. শিলিগুড়ি  C.R. 1876/25 সোনম গুরুং বনাম বিক্রম বনসল
   আসামী হাজির, ওয়ারেন্ট রিকল। পরের তারিখ ০৩/০৭/২৬
""")

up("backlog/2026-05/Note_20260522_1710.txt", "typed_note_txt", AG, "2026-05-22", ["C05"], ["C05-H05"], """
22.5.26 ACJM Siliguri - Bansal cheque
accused Bikram Bansal surrendered / appeared, BW recalled. Ghosh filed petition ON THE DATE for recall (his usual - everything filed on the day).
ACJM Saha sir AGAIN asked - "settle korte parben? Lok Adalat e pathai?" Sonam ji refused below full 4.80 lakh.
ND 3.7.26 for cross of CW1.
""")

# ---------------------------------------------------------------- 2026-06
up("backlog/2026-06/consumer 10.6.txt", "typed_note_txt", AG, "2026-06-10", ["C06"], ["C06-H05"], """
10/6/26 DCDRC Siliguri - Matigara flat (CC/88/2025)
OP evidence NOT filed. Sneha Agarwal - "possession will be given by September, OC applied".
President Chhetri - referred to mediation (mediation cell of the commission), 1st sitting 24.06.
Ritu ji: no trust, they said same in 2024.
ND 22.7.26
""")

up("backlog/2026-06/kiran lama bail 16.6.txt", "typed_note_txt", AG, "2026-06-16", ["C07"], ["C07-H01"], """
16.06.2026 Spl Court NDPS Jalpaiguri
State v Kiran Lama - Rajganj PS 201/26 - 22.4 kg ganja, truck helper, driver absconding. arrested 07.06.
Bail petition moved. Spl PP Dilip Barman opposed - commercial quantity (>20 kg), s. 37.
Spl judge called for CD. asked PP - "FSL report kobe ashbe?"
ND 30.6.26
Mother Pasang Lama met in chamber - paid 15,000 fees.
""")

up("backlog/2026-06/Note_20260623_2104.txt", "typed_note_txt", AG, "2026-06-23", ["C01"], ["C01-H06"], """
23/06 Rangmuk - Sengupta J
we raised gratuity of retired workers. Judge directed Controlling Authority under Payment of Gratuity Act (ALC Siliguri) to decide all pending claims within 8 WEEKS.
RPFC: 38 lakh disbursed to 164 workers, rest UAN issues.
judge asked for updated chart again (his habit - every date a chart).
ND 08.09.2026
""")

# ---------------------------------------------------------------- 2026-07
up("backlog/2026-07/WhatsApp Chat with Pasang Lama.txt", "whatsapp_export", "Pasang Lama", "2026-07-10", ["C07"], ["C07-H02", "C07-H03"], f"""
{WA_HEAD}
30/06/26, 4:15 pm - Pasang Lama: madam aja ke bhayo? Kiran ko bail?
30/06/26, 4:40 pm - Anindita Gurung: aja police le case diary lyayena. PP le time liyo. arko date 9 July
30/06/26, 4:41 pm - Pasang Lama: 🙏
09/07/26, 5:02 pm - Pasang Lama: madam?
09/07/26, 5:20 pm - Anindita Gurung: Ama, bail rejected bhayo aaja. judge le bhannu bhayo quantity commercial cha, section 37. chargesheet pachi feri try garchhau
09/07/26, 5:21 pm - Anindita Gurung: next date 03.09.2026
09/07/26, 5:25 pm - Pasang Lama: ke garne aba. High court jaane ki?
09/07/26, 5:30 pm - Anindita Gurung: pahila FSL report ra chargesheet hernu parcha. sample process ma gadbad cha jasto lagcha
""")

up("backlog/2026-07/7 july CB.txt", "typed_note_txt", AG, "2026-07-07", ["C02", "C03"], ["C02-H05", "C03-H05"], """
7.7.26 Jalpaiguri CB

Mofidul CRR (Ct 3) - APP Partha Saha ABSENT. passover, still absent. adjourned. stay extended.
ND 11.8.26

Thapa FA (Ct 1) - heard in part. Bansal finally argued (for NHAI): guideline value correct.
Lahiri J asked us for EXEMPLAR sale deeds of adjoining plots, same mouza, within 1 year of notification (3(A) notfn dt 14.02.2023).
Prakash has 3 deeds - file by supplementary affidavit.
porer date 25.08.2026
""")

up("backlog/2026-07/lama bail rejected.txt", "typed_note_txt", AG, "2026-07-09", ["C07"], ["C07-H03"], """
9 July 26 - Kiran Lama bail REJECTED
CD produced. Spl judge: 22.4 kg commercial, twin conditions of s.37 not satisfied. rejected.
judge again asked Barman - FSL report? Barman: "sent on 12.06, awaited".
next date 3.9.26 (charge sheet due)
points for later: samples drawn at spot not before magistrate - s. 52A non-compliance. inventory not certified.
""")

up("backlog/2026-07/WhatsApp Chat with Ritu Chhetri Matigara.txt", "whatsapp_export", "Ritu Chhetri", "2026-07-23", ["C06"], ["C06-H05", "C06-H06"], f"""
{WA_HEAD}
10/06/26, 3:30 pm - Ritu Chhetri: Madam what happened today?
10/06/26, 3:45 pm - Anindita Gurung: OP evidence filed hoyni. They promised possession by September. Mediation e pathiyeche. 24 June first sitting, apnara dujon jaben
10/06/26, 3:46 pm - Ritu Chhetri: They said same thing in 2024 madam. We are paying EMI + rent 14,000 every month
24/06/26, 6:10 pm - Ritu Chhetri: Mediation - builder offered possession Dec 2026 + 1 lakh. Binod said no
22/07/26, 2:20 pm - Anindita Gurung: Mediation failed report came. OP filed their evidence today. Written arguments both side 4 weeks. next date 02.09.2026
22/07/26, 2:22 pm - Ritu Chhetri: Ok madam. Do we need to come?
22/07/26, 2:25 pm - Anindita Gurung: na, 2nd Sept e lagbe na. order er din janabo
""")

# ---------------------------------------------------------------- 2026-08
up("backlog/2026-08/WhatsApp Chat with Suman Tamang (2).txt", "whatsapp_export", ST, "2026-08-15", ["C04", "C05"],
   ["C04-H06", "C05-H06", "C04-H07", "C05-H07"], f"""
{WA_HEAD}
02/07/26, 1:10 pm - Suman Tamang: Eviction - PW1 Ramesh ji examination in chief on affidavit tendered. Exts 1 to 6 marked (rent agreement, rent receipts, notice, AD, trade licence, municipal holding)
02/07/26, 1:11 pm - Suman Tamang: Biplab Ghosh prayed to cross later - "documents not supplied". deferred. ND 06/08/26
02/07/26, 1:15 pm - Anindita Gurung: docs were served in march. ki bolbo. ok
03/07/26, 2:40 pm - Suman Tamang: Bansal case - CW1 Sonam ji cross done today finally. Ghosh took 1 hr
03/07/26, 2:41 pm - Suman Tamang: his line - cheque was given as security for goods, blank cheque, not for debt. Sonam ji denied firmly
03/07/26, 2:42 pm - Suman Tamang: CW1 discharged. ND 14.08.26 for 313
06/08/26, 12:50 pm - Suman Tamang: Eviction - PW1 cross by Biplab Ghosh complete. PW1 discharged ✅
06/08/26, 12:51 pm - Suman Tamang: suggestion was - plaintiff has other shops so no own need. Ramesh ji said the Sevoke Rd shop is his brother's
06/08/26, 12:52 pm - Suman Tamang: ND 10.09.26 for PW2
14/08/26, 1:30 pm - Suman Tamang: Bansal - accused examined u/s 313 today. He said security cheque. Will lead defence evidence
14/08/26, 1:31 pm - Suman Tamang: अर्को तारिख 25.09.2026 DW
""")

up("backlog/2026-08/Note_20260811_1845.txt", "typed_note_txt", AG, "2026-08-11", ["C02"], ["C02-H06"], """
11 aug - Mofidul CRR heard fully. APP present this time, relied on co-accused stmt + mobile tower location.
Dasgupta J: judgment reserved (CAV).
ND 15.09.2026 for judgment. Anisur ke janalam.
""")

up("backlog/2026-08/IMG20260825190311.jpg", "handwritten_note_photo", AG, "2026-08-25", ["C03"], ["C03-H06"], """
25/8/26 Thapa FA - CB Ct 1
Suppl. aff. with 3 exemplar deeds filed (Deed nos. I-0412/2022, I-1187/2022, I-0093/2023 - ADSR Bagdogra) - rates 88 L, 1.02 Cr, 1.12 Cr per acre.
Bansal - time to reply to suppl aff. 3rd time he is taking time in this appeal.
ND 29/9/26
""")

# ---------------------------------------------------------------- 2026-09
up("backlog/2026-09/Note_20260902_1815.txt", "typed_note_txt", AG, "2026-09-02", ["C06"], ["C06-H07"], """
2.9.26 Consumer Matigara
written args filed both sides (ours on 18.08). oral args heard.
President Chhetri asked Sneha Agarwal - "where is the completion certificate?" - she had none.
For ORDER - ND 18.11.2026 (after puja).
""")

up("backlog/2026-09/lama 3 sept.txt", "typed_note_txt", AG, "2026-09-03", ["C07"], ["C07-H04"], """
03/09/2026 NDPS Jalpaiguri - Kiran Lama
Charge sheet filed (on 28.08). FSL report still NOT come - Barman says awaited.
Filed fresh bail petition today - grounds: s.52A not complied (samples drawn at spot, no magistrate certification), custody 3 months, FSL not even in.
ND 24.09.26 for hearing of bail.
""")

up("backlog/2026-09/WPA 1123-2025 order 08.09.2026.pdf", "certified_order_sheet_scan", "High Court at Calcutta, Circuit Bench at Jalpaiguri", "2026-09-08", ["C01"], ["C01-H07"], """
IN THE HIGH COURT AT CALCUTTA
Circuit Bench at Jalpaiguri
WPA 1123 of 2025  Lalit Lohar & Ors. -Vs- Union of India & Ors.
Before: The Hon'ble Justice Arijit Sengupta
Date: 8th September, 2026
It is reported that the Controlling Authority has decided 188 claims for gratuity; the rest are pending. Mr. Paul, learned
Advocate for the EPFO, prays for time to file an affidavit of compliance as to recovery and disbursement, on the ground that
instructions are awaited. Let such affidavit be filed within four weeks. The petitioners shall file an updated chart.
List on 24th November, 2026.
(Arijit Sengupta, J.)
""")

up("backlog/2026-09/Note_20260908_2030.txt", "typed_note_txt", AG, "2026-09-08", ["C01"], ["C01-H07"], """
8/9 Rangmuk - ALC decided 188 gratuity claims, 124 pending. 
Paul - "instructions awaited" (how many times now... jan, march, now).
Sengupta J gave 4 wks for compliance aff, updated chart from us (of course).
NDOH 24.11.26
""")

up("backlog/2026-09/WhatsApp Chat with Suman Tamang (3).txt", "whatsapp_export", ST, "2026-09-26", ["C04", "C05"], ["C04-H08", "C05-H08"], f"""
{WA_HEAD}
10/09/26, 11:40 am - Suman Tamang: Ma'am eviction PW2 Raju Saha aayena 😞 phone off
10/09/26, 11:41 am - Suman Tamang: we had to take time. Lepcha madam gave, no cost on us this time but said last chance for PW2
10/09/26, 11:42 am - Suman Tamang: ND 12/11/26
10/09/26, 11:50 am - Anindita Gurung: Raju ke ami phone korchi. summons dasti nao
25/09/26, 1:15 pm - Suman Tamang: Bansal case DW1 not ready. Ghosh sir junior came - sir unwell AGAIN
25/09/26, 1:16 pm - Suman Tamang: ACJM sir gave time. ND 13.11.26
25/09/26, 1:17 pm - Anindita Gurung: 13 nov? ok
""")

up("backlog/2026-09/correction bansal ND.txt", "typed_note_txt", AG, "2026-09-28", ["C05"], ["C05-H08"], """
28/9 CORRECTION - Bansal cheque case (ACJM)
Suman's msg on 25.09 said ND 13.11 - WRONG. Haripada checked with peshkar + order sheet: ND is 20.11.2026 (Fri) for DW1.
13.11 was the date for some other case on the board. Change in diary.
""")

up("backlog/2026-09/CRR 212-2026 judgment 15.09.2026.pdf", "certified_order_sheet_scan", "High Court at Calcutta, Circuit Bench at Jalpaiguri", "2026-09-15", ["C02"], ["C02-H07"], """
IN THE HIGH COURT AT CALCUTTA
Criminal Revisional Jurisdiction - Circuit Bench at Jalpaiguri
CRR 212 of 2026
Mofidul Rahaman -Vs- The State of West Bengal
Before: The Hon'ble Justice Moumita Dasgupta
Date: 15th September, 2026
... The only material against the petitioner is the statement of a co-accused recorded by the police, which is inadmissible.
No article was seized from the petitioner. There is no ground to presume that he has committed the offence.
The revisional application is allowed. The order dated 14.11.2025 passed by the learned ACJM, Mekhliganj refusing discharge
is set aside and the petitioner is discharged from Mekhliganj PS Case No. 311 of 2024. Interim order stands merged.
(Moumita Dasgupta, J.)
""")

up("backlog/2026-09/Lama 24 sept.txt", "typed_note_txt", AG, "2026-09-24", ["C07"], ["C07-H05"], """
24.9.26 Kiran Lama fresh bail
Spl PP Barman took time - "FSL report awaited, will oppose on merits after report". 
Spl judge: FSL report must come by next date, IO to be present.
ND 10.11.2026 (puja in between)
Pasang ama cried outside. explained.
""")

up("backlog/2026-09/Note_20260929_1930.txt", "typed_note_txt", AG, "2026-09-29", ["C03"], ["C03-H07"], """
29 sept - Thapa FA, Lahiri J
Bansal finally replied to suppl aff - says exemplars are small plots, not comparable.
Judge bollen - "the award rate of 31 lakh an acre for bastu land on the highway at Bagdogra is on the face of it too low. NHAI should consider settlement."
Asked both sides to take instructions on a settlement figure.
ND 08.12.2026
Prakash - family will accept around 40 lakh? to discuss.
""")

# ---------------------------------------------------------------- 2026-10/11
up("backlog/2026-10/Prakash Thapa call.txt", "typed_note_txt", AG, "2026-10-12", ["C03"], [], """
12 oct - Prakash Thapa called
family meeting done - will accept Rs 40,00,000 total (incl. award already paid 18.40 L) if NHAI pays in 3 months. not less.
to convey to Bansal before 8 Dec.
""")

up("backlog/2026-11/lama 10 nov.txt", "typed_note_txt", AG, "2026-11-10", ["C07"], ["C07-H06"], """
10/11/26 NDPS Jalpaiguri
FSL report came (dt 21.10.2026) - cannabis, net wt 21.9 kg. still commercial ( > 20 kg) but barely.
IO present. Admitted samples drawn at spot, no s.52A application before magistrate.
Bail heard fully. Order reserved - ND 26.11.26 for order.
""")

up("backlog/2026-11/WhatsApp Chat with Suman Tamang (4).txt", "whatsapp_export", ST, "2026-11-21", ["C04", "C05", "C06"],
   ["C04-H09", "C06-H08", "C05-H09"], f"""
{WA_HEAD}
12/11/26, 1:20 pm - Suman Tamang: Eviction - PW2 Raju Saha came ✅ examined in chief + cross by Biplab Ghosh same day
12/11/26, 1:21 pm - Suman Tamang: Raju ji said Dawa Tamang did not pay rent from Oct 2023, he saw the quarrel
12/11/26, 1:22 pm - Suman Tamang: pltf evidence closed. ND 17.12.26 for DW
12/11/26, 1:25 pm - Anindita Gurung: ramro
18/11/26, 3:05 pm - Suman Tamang: Ma'am Matigara ORDER - complaint allowed!! possession within 60 days with completion certificate, compensation 2,50,000, litigation cost 25,000
18/11/26, 3:06 pm - Suman Tamang: also 9% interest on 34,20,000 from 01.07.2024 till possession
18/11/26, 3:10 pm - Anindita Gurung: Ritu ji ke ami janacchi. certified copy apply koro
20/11/26, 2:00 pm - Suman Tamang: Bansal case - DW1 Bikram Bansal examined today, I cross examined 40 min
20/11/26, 2:01 pm - Suman Tamang: he admitted signature on cheque and that Bansal Traders took goods from Sonam ji in 2025 🙂
20/11/26, 2:02 pm - Suman Tamang: defence closed. ND 11.12.2026 for arguments
20/11/26, 2:03 pm - Suman Tamang: ACJM sir again - "still no settlement?"
""")

up("backlog/2026-11/CC-88-2025 final order.pdf", "certified_order_sheet_scan", "District Consumer Disputes Redressal Commission, Darjeeling", "2026-11-18", ["C06"], ["C06-H08"], """
DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, DARJEELING (at Siliguri)
Consumer Complaint No. CC/88/2025
Smt. Ritu Chhetri & Anr. ... Complainants  -Vs-  Himalayan Abode Developers Pvt. Ltd. ... Opposite Party
Present: Sri Bikash Chhetri, President; Smt. Doma Sherpa, Member
Date of order: 18.11.2026
The complainants paid Rs. 34,20,000/- out of Rs. 38,50,000/-. Possession was due on 30.06.2024 and has not been given.
No completion certificate has been produced. The complaint is allowed. The OP shall hand over possession of Flat 2C with the
completion certificate within 60 days, pay interest at 9% per annum on Rs. 34,20,000/- from 01.07.2024 till possession,
compensation of Rs. 2,50,000/- for mental agony and litigation cost of Rs. 25,000/-.
sd/- President    sd/- Member
""")

up("backlog/2026-11/Note_20261124_1950.txt", "typed_note_txt", AG, "2026-11-24", ["C01"], ["C01-H08"], """
24 nov 26 Rangmuk PF - Sengupta J
EPFO compliance aff filed (late, on the day). further Rs 61,40,000 recovered (sale of garden's machinery / attachment) and disbursed. total so far 99.40 lakh of 2.14 cr.
gratuity - 188 decided, 124 still pending before ALC.
Judge: matter for FINAL HEARING. Updated chart to be filed 1 week before.
NDOH 12.01.2027
""")

up("backlog/2026-11/IMG_20261123_PM cause list.pdf", "cause_list_pdf", "High Court at Calcutta, Circuit Bench at Jalpaiguri", "2026-11-23", ["C01"], [], """
HIGH COURT AT CALCUTTA - CIRCUIT BENCH AT JALPAIGURI
DAILY CAUSE LIST FOR TUESDAY, THE 24TH NOVEMBER, 2026
COURT NO. 2 - HON'BLE JUSTICE ARIJIT SENGUPTA - At 10:30 A.M.
FOR ORDERS / COMPLIANCE
12. WPA 1123/2025  LALIT LOHAR & ORS. Vs UNION OF INDIA & ORS.   ANINDITA GURUNG / AMITAVA PAUL
13. WPA 2207/2025  SUSMITA ROY Vs STATE OF W.B.                    R. CHAKRABORTY / AGP
""")

up("backlog/2026-11/lama bail granted.txt", "typed_note_txt", AG, "2026-11-26", ["C07"], ["C07-H07"], """
26.11.2026 Kiran Lama - BAIL GRANTED
Spl judge: s. 52A not followed, net wt only marginally above commercial, custody 5+ months, trial will take time.
Conditions: bond Rs 50,000 with 2 sureties (one local), attend every date, not to leave Jalpaiguri district without leave.
ND 07.01.2027 for consideration of charge.
Pasang Lama arranging sureties - uncle Karma Lama + neighbour Dorjee.
""")

up("backlog/2026-11/WhatsApp Chat with Lalit Lohar.txt", "whatsapp_export", "Lalit Lohar", "2026-11-27", ["C01"], ["C01-H08"], f"""
{WA_HEAD}
24/11/26, 7:10 pm - Lalit Lohar: Didi aaj ki holo?
24/11/26, 7:25 pm - Anindita Gurung: 61.40 lakh aro esheche, disburse hoye geche. final hearing 12 January
24/11/26, 7:26 pm - Lalit Lohar: gratuity ka kya?
24/11/26, 7:30 pm - Anindita Gurung: 124 ta pending ALC te. final hearing e tulbo. updated list pathan 1 week er moddhe
27/11/26, 9:02 am - Lalit Lohar: Didi list bhej diya. 37 log ka UAN abhi bhi galat hai
""")

# ---------------------------------------------------------------- 2026-12
up("backlog/2026-12/week plan 7-12 dec.txt", "typed_note_txt", AG, "2026-12-05", ["C03", "C05", "C04"], [], """
sat 5 dec - plan for next week (7-12 DEC)
- Thapa FA (Jalpaiguri): settlement figure 40 L - write to Bansal mon. carry exemplar deed copies + award.
- Bansal cheque case: written notes of argument - Suman draft, check DW1 admission (signature + goods).
- Hill Cart Rd eviction: DW list from Ghosh? ask Suman to inspect record. Rameshji meeting wed eve.
- fees: Pasang Lama balance 10,000 pending.
""")

# ---------------------------------------------------------------- added: notices, registers, chamber group, diary photo
up("backlog/2024-03/s6 notice Dawa Tamang.pdf", "document_scan", AG, "2024-02-10", ["C04"], [], """
ANINDITA GURUNG, Advocate
Tenzing Market, Hill Cart Road, Siliguri 734001
Regd. A/D                                                           Date: 10.02.2024
To: Sri Dawa Tamang, tenant, Shop Room No. 3, ground floor, 212 Hill Cart Road, Siliguri
Under instruction of my client Sri Ramesh Agarwal, owner of the premises, I hereby give you notice that you have defaulted
in payment of rent at Rs. 9,000/- per month since October 2023, and my client requires the shop room for his own business
(his son Ankit Agarwal). You are asked to quit and vacate the shop room and hand over vacant possession by 31.03.2024, failing
which a suit for eviction under the West Bengal Premises Tenancy Act, 1997 will be filed.
sd/- Anindita Gurung, Advocate
""")

up("backlog/2025-08/Legal notice Bikram Bansal 138.pdf", "document_scan", AG, "2025-07-28", ["C05"], [], """
ANINDITA GURUNG, Advocate - Siliguri
Speed Post                                                           28.07.2025
To: Sri Bikram Bansal, Proprietor, Bansal Traders, Bidhan Road, Siliguri 734001
NOTICE u/s 138(b) of the Negotiable Instruments Act, 1881
On behalf of my client Sri Sonam Gurung, Proprietor, Gurung Hardware, Sevoke Road: your cheque No. 118842 dated 12.07.2025
for Rs. 4,80,000/- drawn on Axis Bank, Sevoke Road Branch, issued towards payment for hardware goods supplied in Feb-May
2025, was returned unpaid on 19.07.2025 for "funds insufficient". You are called upon to pay the said amount within 15 days
of receipt of this notice.
sd/- Anindita Gurung
""")

up("backlog/2025-12/WhatsApp Chat with AG Chamber.txt", "whatsapp_export", HB, "2025-12-20", ["C01", "C03", "C04"],
   ["C01-H01", "C04-H01", "C03-H01"], f"""
{WA_HEAD}
09/12/25, 5:40 pm - Haripada Barman: দিদি রাংমুক রিট পরের তারিখ ১৩/০১/২০২৬ রেজিস্টারে তুলেছি
09/12/25, 5:45 pm - Anindita Gurung: ha. aff of service er kagoj ready rakhben
12/12/25, 4:10 pm - Haripada Barman: আগরওয়াল মামলা ২৯/০১/২৬, ৫০০ টাকা খরচ বিবাদীর
12/12/25, 4:15 pm - Suman Tamang: Ma'am Dawa Tamang was outside court, said he will not vacate "jaba samma case chalcha"
16/12/25, 6:02 pm - Haripada Barman: থাপা আপিল ভর্তি হয়েছে, পরের তারিখ ১৭/০২/২৬
16/12/25, 6:05 pm - Suman Tamang: ठीक छ दाजु
""")

up("backlog/2026-06/IMG_4471.HEIC", "handwritten_note_photo", AG, "2026-06-30", ["C07"], ["C07-H02"], """
30/6 Spl Ct NDPS - Kiran Lama
CD ashe ni. Barman somoy niyeche.
judge - FSL? (every time he asks)
ND 9/7
""")

up("backlog/2026-06/Rameshji call 18 june.txt", "typed_note_txt", AG, "2026-06-18", ["C04"], [], """
18.6 Ramesh Agarwal called (angry as usual)
Dawa paid June rent on 17th not by 15th - wants to file for striking defence. told him: 2 days late, court won't strike, we note it.
his son Ankit ready to depose if needed (own need). PW list: PW1 Ramesh, PW2 Raju Saha (neighbour, Saha Sweets).
""")

up("backlog/2026-10/IMG-20261003-WA0011.jpg", "handwritten_note_photo", HB, "2026-10-03", ["C02", "C07", "C03"], ["C02-H07", "C07-H05", "C03-H07"], """
তারিখ রেজিস্টার - সেপ্টেম্বর ২০২৬
১৫/০৯ মঙ্গল  সার্কিট বেঞ্চ  CRR 212/2026 মফিদুল - রায় - খালাস (discharged)। মামলা শেষ।
২৪/০৯ বৃহস্পতি  NDPS কোর্ট জলপাইগুড়ি  কিরণ লামা - জামিন শুনানি, PP সময়। পরের তারিখ ১০/১১/২৬
২৯/০৯ মঙ্গল  সার্কিট বেঞ্চ  FA 41/2025 থাপা - শুনানি। পরের তারিখ ০৮/১২/২৬
""")

up("backlog/2026-01/CRR filing 8 jan.txt", "typed_note_txt", AG, "2026-01-08", ["C02"], [], """
8/1/26 - CRR for Mofidul filed at CB Jalpaiguri. diary no. CB/CRR/0047. court fee Rs 50 + folio.
Affidavit sworn by Anisur Rahaman (brother, pairokar). 
certified copy of ACJM Mekhliganj order dt 14.11.2025 annexed (P-3). mentioning for listing - Ct 3.
""")
