"""The uploads of the Jorhat practice: what the lawyer, the junior Bikash and the munshi Haren actually kept."""

import datetime as _dt

L, J, K = "Mridusmita Konwar", "Bikash Pegu", "Haren Bora (munshi)"
U = []

_DIG = str.maketrans("0123456789", "০১২৩৪৫৬৭৮৯")
# the first day of each Assamese solar month (approximate, as the munshi's panjika gives it)
_MONTHS = [((1, 15), "মাঘ"), ((2, 13), "ফাগুন"), ((3, 15), "চ'ত"), ((4, 14), "ব'হাগ"), ((5, 15), "জেঠ"),
           ((6, 15), "আহাৰ"), ((7, 17), "শাওণ"), ((8, 17), "ভাদ"), ((9, 17), "আহিন"), ((10, 18), "কাতি"),
           ((11, 17), "আঘোণ"), ((12, 16), "পুহ")]


def asm(iso: str) -> str:
    """The munshi's way: the Assamese day and month, then the English date in Assamese digits."""
    x = _dt.date.fromisoformat(iso)
    start, name = None, None
    for (m, d), n in _MONTHS:
        s = _dt.date(x.year, m, d)
        if s <= x:
            start, name = s, n
    if start is None:
        start, name = _dt.date(x.year - 1, 12, 16), "পুহ"
    day = (x - start).days + 1
    return f"{day} {name} ({x:%d/%m/%y})".translate(_DIG)


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ================= documents
u("backlog/2025-03/myadi patta dag 312 Na-Ali.jpg", "document_photo", "Circle Office, East Jorhat (Revenue)", "2025-03-01", ["C01"], [], """
GOVERNMENT OF ASSAM - LAND REVENUE
JAMABANDI (Certified copy)   Village: Na-Ali   Mouza: Cinnamara   Circle: East Jorhat   Dist: Jorhat
Myadi Patta No. 145        Dag No. 312        Area: 1 B - 2 K - 10 L        Class: Bari (homestead) & Rupit
Pattadar: Late Khagen Gogoi (since mutated in favour of Dilip Gogoi s/o Late Khagen Gogoi, vide order of the
Circle Officer dated 14.07.2011)    Land revenue paid up to 2024-25
Copy issued on 01.03.2025                                   sd/- Supervisor Kanungo, East Jorhat Circle
""")
u("backlog/2025-03/Plaint Dilip Gogoi TS final.pdf", "document_scan", L, "2025-03-18", ["C01"], [], """
IN THE COURT OF THE MUNSIFF NO. 1, JORHAT
Title Suit No. ____ of 2025
Sri Dilip Gogoi, s/o Late Khagen Gogoi, r/o Na-Ali, Mouza Cinnamara, P.S. Jorhat ....... Plaintiff
   -Versus-
1. Sri Hemanta Saikia, s/o Late Dharmeswar Saikia   2. Sri Rontu Saikia, s/o Sri Hemanta Saikia, both of Na-Ali ..... Defendants
Suit for declaration of right, title and interest, confirmation of possession and permanent injunction.
1. That the plaintiff is the recorded pattadar of 1 bigha 2 katha 10 lessa of land covered by myadi patta no. 145,
   dag no. 312 of village Na-Ali (Schedule A) and possesses the same with a bamboo fencing on the east.
2. That on 02.02.2025 the defendants entered the northern portion (0-1-5) of the Schedule land, cut two betel-nut
   (tamul) trees and started to raise a thatched shed, claiming to be adhiars (share-croppers) since 1982.
3. Cause of action arose on 02.02.2025 at Na-Ali. Valuation Rs. 2,40,000; court fee paid accordingly.
Verified at Jorhat on 18.03.2025.                     Advocate for the plaintiff: Mridusmita Konwar
""")
u("backlog/2024-08/WS Bhupen Bora partition.pdf", "document_scan", "Sri Hiranya Gogoi, Advocate (for D1-D3)", "2024-08-21", ["C02"], [], """
IN THE COURT OF THE CIVIL JUDGE, JORHAT      Title Suit (Partition) No. 41 of 2024
Smti. Bhabani Bora ..... Plaintiff   -vs-   Sri Bhupen Bora & 2 Ors. ..... Defendants
WRITTEN STATEMENT ON BEHALF OF DEFENDANT NOS. 1, 2 AND 3
1. The suit is not maintainable. The ancestral land of Late Lohit Bora, 3 bigha 4 katha under periodic patta no. 22,
   dag nos. 118 and 119, village Kakojan, was partitioned orally amongst the family in 1998 (ghoroa batowara) and
   each brother is in separate possession of his share since then.
2. The plaintiff was given gold ornaments and Rs. 50,000 at the time of her marriage in 1996 in lieu of her share.
3. The suit is barred by limitation and bad for non-joinder of the plaintiff's sister Smti. Labanya Bora.
Verification dated 21.08.2024.                          Advocate: Hiranya Gogoi
""")
u("backlog/2025-10/IMG_20251024_110212.jpg", "document_photo", "Assam Tea Plantations Provident Fund Organisation", "2025-10-24", ["C03"], [], """
ASSAM TEA PLANTATIONS PROVIDENT FUND & PENSION FUND - MEMBER'S PASS BOOK
Garden: Borsapori Tea Estate (Code JRT/0417)     Member: Sukra Orang s/o Late Mangra Orang     A/c No. 0417/2291
Date of joining the garden (as per Form A): 01.04.1988          Date of superannuation: 31.03.2025
Balance as on 31.03.2025 (member + employer share): Rs. 2,12,300
Remarks: final settlement pending - employer's share for 2019-2024 not remitted by the garden
""")
u("backlog/2025-11/Form N Sukra Orang gratuity.pdf", "document_scan", L, "2025-11-20", ["C03"], [], """
FORM 'N' - Application for direction under sub-section (4) of Section 7 of the Payment of Gratuity Act, 1972
To: The Controlling Authority (Assistant Labour Commissioner), Jorhat
1. Applicant: Sukra Orang, s/o Late Mangra Orang, Line No. 6, Borsapori Tea Estate, P.O. Titabar, Dist. Jorhat
2. Employer: The Manager, Borsapori Tea Estate
3. Employed as a plucking-and-pruning daily rated worker from 01.04.1988; superannuated on 31.03.2025.
4. Last drawn wages Rs. 250 per day (tea industry minimum wage) - 26 working days a month.
5. Gratuity claimed: 15 days' wages x 37 years = Rs. 1,38,750 (Rs. 250 x 15 x 37; the ration and
   other benefits excluded), with interest for delay. Form I submitted to the Manager on 10.04.2025; no reply.
Dated Jorhat, 20.11.2025                                 Applicant's thumb impression / Advocate: M. Konwar
""")
u("backlog/2024-09/FIR Titabar PS 210-2024.pdf", "document_scan", "Titabar Police Station", "2024-09-14", ["C04"], [], """
FIRST INFORMATION REPORT (Under Section 154 Cr.P.C.)
District: Jorhat   P.S.: Titabar   FIR No. 210/2024   Date: 14.09.2024   Sections: 304B/498A/34 IPC
Informant: Sri Hemen Gogoi, s/o Late Lakhi Gogoi, Dhekiakhowa, Jorhat
Contents: My daughter Pallabi was married to Pranjal Dutta of Titabar on 22.01.2022. After marriage her husband and
mother-in-law Minoti Dutta demanded Rs. 2,00,000 and a motorcycle and tortured her. On 13.09.2024 in the evening we
were informed that she had hung herself. I suspect that they killed her. Kindly take action.
Received at 10.20 AM on 14.09.2024; registered as Titabar P.S. Case No. 210/2024.     O/C, Titabar P.S.
""")
u("backlog/2024-09/PM report Pallabi JMCH.pdf", "document_scan", "Jorhat Medical College & Hospital, FMT", "2024-09-15", ["C04"], [], """
JORHAT MEDICAL COLLEGE & HOSPITAL - DEPARTMENT OF FORENSIC MEDICINE
POST MORTEM EXAMINATION REPORT  No. 812/2024      Date: 15.09.2024
Deceased: Pallabi Dutta, w/o Pranjal Dutta, female, 24 years. Ref: Titabar P.S. Case No. 210/2024.
Findings: a ligature mark, oblique, non-continuous, high up on the neck above the thyroid cartilage; no other
external injury. Opinion: death due to asphyxia as a result of ante-mortem hanging.       sd/- Dr. Arup Baruah
""")
u("backlog/2025-04/Ranjit Bora ITR AY 2022-23 to 2024-25.pdf", "document_scan", "Income Tax Department (ITR-V)", "2025-04-20", ["C05"], [], """
INDIAN INCOME TAX RETURN ACKNOWLEDGEMENT (ITR-V)    Name: RANJIT BORA    PAN: AXXPB1234X
Status: Individual    Business: Bora Hardware & Paints, Baghchung, Jorhat
AY 2022-23  Gross total income Rs. 3,41,200
AY 2023-24  Gross total income Rs. 3,52,900
AY 2024-25  Gross total income Rs. 3,60,000
Verified electronically.
""")
u("backlog/2025-02/FIR Jorhat PS NH715 bus.pdf", "document_scan", "Jorhat Police Station", "2025-02-12", ["C05"], [], """
FIRST INFORMATION REPORT   District: Jorhat   P.S.: Jorhat   FIR No. 118/2025   Date: 12.02.2025
Sections: 281/106(1) BNS
Informant: Sri Mukut Dutta, Baghchung. On 11.02.2025 at about 9.40 PM a night super bus of Purbanchal Travels bearing
No. AS-03-AC-xxxx, coming from Sivasagar side at a high speed on NH-715 near Baghchung, hit the scooter of Sri Ranjit
Bora from behind. Ranjit Bora was taken to JMCH where he was declared dead. The driver fled leaving the bus.
""")
u("backlog/2026-04/DSE rejection Rina Hazarika.pdf", "document_scan", "Director of Secondary Education, Assam", "2026-04-08", ["C06"], [], """
GOVERNMENT OF ASSAM - OFFICE OF THE DIRECTOR OF SECONDARY EDUCATION, KAHILIPARA, GUWAHATI-19
No. DSE/PROV/JRT/2017/114/Pt-III/87                                Dated Guwahati the 8th April, 2026
ORDER
On the recommendation of the District Level Committee, Jorhat, the claim of Smti. Rina Hazarika, Assistant Teacher,
Pub Teok Venture High School, for provincialisation of service under the Assam Venture Educational Institutions
(Provincialisation of Services) Act, 2017 is rejected, as she did not possess the B.Ed. qualification on the
cut-off date (31.12.2016) and her appointment is not reflected in the school's staff pattern of 2011.
                                                    sd/- Director of Secondary Education, Assam
""")
u("backlog/2025-11/seizure list FOR 17 Jorhat range.pdf", "document_scan", "Range Officer, Jorhat Range (Forest)", "2025-11-27", ["C07"], [], """
GOVERNMENT OF ASSAM - FOREST DEPARTMENT - JORHAT DIVISION     SEIZURE LIST
Forest Offence Report No. 17/2025-26     Date & time: 27.11.2025, 2.10 AM     Place: Garmur Chariali, NH-715
Seized from truck No. AS-03-E-xxxx (owner Nripen Borgohain, driver Raju Tanti):
1. Sal (Shorea robusta) logs - 28 nos., 4.236 cum    2. The truck AS-03-E-xxxx with key and papers
Offence: transport of forest produce without a valid transit pass (TP shown No. 4471 dated 19.11.2025 found expired)
Witnesses: 1. Tileswar Gogoi, Garmur   2. Bhaskar Kalita, Forester-I          sd/- Dhrubajyoti Bora, Range Officer
""")
u("backlog/2025-11/WhatsApp Image 2025-11-29 at 19.22.08.jpeg", "document_photo", "Nripen Borgohain (client)", "2025-11-29", ["C07"], [], """
TRANSIT PASS (Form 'A')   Assam Forest Regulation, 1891 - Golaghat Division
TP No. 4471    Issued 19.11.2025    Valid up to: 25.11.2025
Forest produce: Sal logs (from patta land of Sri Montu Hazarika, Khumtai), 28 nos., 4.24 cum
From: Khumtai   To: M/s Borgohain Timber Traders, Jorhat   Vehicle: AS-03-E-xxxx
sd/- Range Officer, Golaghat Range
""")
u("backlog/2027-01/WhatsApp Image 2027-01-12 at 11.02.45.jpeg", "document_photo", "State Bank branch, Titabar (counter slip)", "2027-01-12", ["C03"], [], """
NEFT CREDIT ADVICE     A/c: Sukra Orang   A/c No. XXXXXX4417   Date: 12.01.2027
By: BORSAPORI TEA ESTATE - GRATUITY PG CASE 7/2025
Amount credited: Rs. 1,62,340 (principal Rs. 1,38,750 + interest Rs. 23,590)
""")

# ================= the lawyer's diary (handwritten, photographed)
u("backlog/2026-06/IMG_20260622_153012.jpg", "handwritten_note_photo", L, "2026-06-22", ["C01"], ["C01-H01"], """
22/6/26  Munsiff-1  Dilip Gogoi TS 88/25
WS filed by D1 D2 (Neog). Adhiar since 1982 koise - purely false, patta 1997 tu Dilip'r deuta'r naam.
Next 24/7 issue-r babe. Dilip k ko'lu chitha copy aru khajana receipt loi ahibo.
""")
u("backlog/2026-09/IMG_20260908_142255.jpg", "handwritten_note_photo", L, "2026-09-08", ["C02"], ["C02-H03"], """
8.9.26  CJ Jorhat - Bhabani batowara
PW1 Bhabani'r jera (cross) closed aji. Gogoi xir long cross - 1998 ghoroa batowara r kotha, Bhabani bai strong thakil.
ND 10.11.26 - PW2 Ramen (cousin).
""")
u("backlog/2026-09/IMG_20260923_160540.jpg", "handwritten_note_photo", L, "2026-09-23", ["C03"], ["C03-H04"], """
23/9  Labour office (ALC) - Sukra Orang gratuity
Bagan (garden) hajira register aji-u nanile - Agarwal koise "register not traced, old records in godown".
ALC madam - LAST CHANCE, next date-t register nanile adverse inference. ND 11/11/26.
Sukra khura 2 ghonta wait korile, bus bhara 100 dilu.
""")
u("backlog/2026-06/IMG_20260624_171508.jpg", "handwritten_note_photo", L, "2026-06-24", ["C04"], ["C04-H01"], """
24.06.26  Sessions - Pallabi 304B (we: Pranjal + Minoti)
PW1 Hemen Gogoi (father) - chief: Rs 2 lakh + motorcycle demand. Cross by me: admitted no complaint to police
or panchayat before 13.9.24; admitted Pallabi visited home on Bihu (Apr 24) & "happy" dekhisil.
ND 22.7 PW2 (mother).
""")
u("backlog/2026-11/IMG_20261118_131044.jpg", "handwritten_note_photo", L, "2026-11-18", ["C04"], ["C04-H05"], """
18/11/26  Pallabi - PW4 Dr. Arup Baruah (JMCH)
Ligature mark oblique, non-continuous, high up - hanging consistent. Cross: no injury elsewhere, no sign of struggle
- admitted. Good for us. Barthakur xir PP k koise next PW anibo.
ND 16.12.26
""")
u("backlog/2027-04/IMG_20270428_154420.jpg", "handwritten_note_photo", L, "2027-04-28", ["C04"], ["C04-H09"], """
28.4.27  Sessions - Pallabi
DW1 Kunja Phukan (neighbour) - said Pallabi & Pranjal were "bhal", no quarrel heard. PP cross short.
DE closed. Argument 16.06.2027. Written argument ready korib lagibo - 304B "soon before death" point.
""")
u("backlog/2026-09/IMG_20260911_124730.jpg", "handwritten_note_photo", L, "2026-09-11", ["C05"], ["C05-H03"], """
11/9/26 MACT - Junali Bora (bus case)
PW1 Junali chief on affidavit - exhibits: PM, FIR, ITR 3 years. Bhuyan (insurer) cross deferred, "instructions from
company". Handique xir: income proof bhal koi lagibo.
ND 20.11.26
""")
u("backlog/2026-11/IMG_20261124_180211.jpg", "handwritten_note_photo", L, "2026-11-24", ["C06"], ["C06-H04"], """
24.11.26  GHC  Ct 9  Hojai J  - Rina Hazarika WP(C) 3412/26
Affidavit-in-opposition filed by DSE at last (Sharma SC). Their point: no B.Ed on 31.12.2016 + name not in 2011 staff
pattern. Our reply: B.Ed exempted for teachers appointed before 2011 (see the 2017 Act rules). Reply in 2 weeks.
Listed 02.02.2027. Rina baideo k phone korilu.
""")
u("backlog/2026-09/IMG_20260917_165933.jpg", "handwritten_note_photo", L, "2026-09-17", ["C07", "C06"], ["C07-H03"], """
17/9  CJM - Nripen timber case
Particulars explained, pleaded not guilty. ND 12.11.26 - PW (Range Officer).
Truck still at range office - DFO confiscation hearing 6/10 - Nripen k DFO office-t jabo koisu.
--
Rina (GHC) - 15/9 order-t LAST CHANCE to State, DSE to file. Next 24/11. Bikash k copy anibo ko'lu.
""")
u("backlog/2027-05/IMG_20270513_170301.jpg", "handwritten_note_photo", L, "2027-05-13", ["C07"], ["C07-H07"], """
13.5.27  CJM - Nripen (forest)
PW3 Tileswar Gogoi (seizure witness) - cross: "mai range office-t sign korisilu, Garmur-t nohoi" !!
Signature at range office next morning. Big point. ND 17.06.27 PW4 (IO/ forest guard).
""")
u("backlog/2026-11/IMG_20261113_162618.jpg", "handwritten_note_photo", L, "2026-11-13", ["C01"], ["C01-H05"], """
13/11/26 Munsiff-1 Dilip
PW1 Dilip - Neog xir cross 1 hr+, part. Question on dag boundary, "bari vs rupit". Dilip thik thakil.
ND 11/12/26 - cross continue.
""")
u("backlog/2027-04/IMG_20270423_151907.jpg", "handwritten_note_photo", L, "2027-04-23", ["C01"], ["C01-H08"], """
23.04.27  Munsiff-1  Dilip myadi patta
PW3 Lat Mandal Jiten Kalita - proved chitha & jamabandi, dag 312 possession column Dilip'r naam. Cross: no adhiar
entry in chitha - admitted. PE closed.
ND 18.06.2027 DE.
""")

# ================= the munshi's register (Assamese, photographed)
u("backlog/2026-07/IMG-20260724-WA0007.jpg", "handwritten_note_photo", K, "2026-07-24", ["C03", "C04", "C01"], ["C03-H02", "C04-H02", "C01-H02"], f"""
তাৰিখ বহী - আহাৰ / শাওণ মাহ
{asm("2026-07-15")}  লেবাৰ অফিচ - চুক্ৰা ওৰাং গ্ৰেচুইটি। বাগানৰ উকীলে উত্তৰ (reply) দাখিল কৰিলে - ১৯৯৪ চনত চাকৰি আৰম্ভ বুলি কৈছে। পৰৱৰ্তী তাৰিখ ১৯/০৮/২০২৬ - সাক্ষী।
{asm("2026-07-22")}  ছেচন - পল্লৱী গোচৰ। PW2 মা অণিমা গগৈৰ সাক্ষ্য হ'ল, জেৰা হ'ল। পৰৱৰ্তী তাৰিখ ২৬/০৮/২০২৬।
{asm("2026-07-24")}  মুন্সিফ ১ - দিলীপ গগৈ। বিবাদীৰ উকীল নেওগ অসুস্থ, সময় ল'লে। পৰৱৰ্তী তাৰিখ ২৮/০৮/২০২৬ - ইচ্যু।
""")
u("backlog/2026-08/IMG-20260813-WA0003.jpg", "handwritten_note_photo", K, "2026-08-13", ["C02", "C05", "C07"], ["C02-H02", "C05-H02", "C07-H02"], f"""
তাৰিখ বহী - শাওণ মাহ
{asm("2026-08-04")}  চিভিল জজ - ভবানী বৰা বাটোৱাৰা। বিবাদীৰ উকীল গগৈ হাইকোৰ্টত, সময় দিলে - খৰচ ৩০০ টকা। পৰৱৰ্তী তাৰিখ ০৮/০৯/২০২৬।
{asm("2026-08-07")}  এম এ চি টি - জুনালী বৰা। ইচ্যু গঠন হ'ল। পৰৱৰ্তী তাৰিখ ১১/০৯/২০২৬ - সাক্ষী।
{asm("2026-08-13")}  চি জে এম - নৃপেন বৰগোহাঞি। ট্ৰাকৰ জিম্মাৰ আবেদন নাকচ। পৰৱৰ্তী তাৰিখ ১৭/০৯/২০২৬।
""")
u("backlog/2026-12/IMG-20261217-WA0011.jpg", "handwritten_note_photo", K, "2026-12-17", ["C03", "C02", "C04", "C07"], ["C03-H06", "C02-H05", "C04-H06", "C07-H05"], f"""
তাৰিখ বহী - আঘোণ / পুহ মাহ
{asm("2026-12-09")}  লেবাৰ অফিচ - চুক্ৰা ওৰাং। ৰায় হ'ল - গ্ৰেচুইটি ১,৩৮,৭৫০ টকা আৰু সুদ। গোচৰ শেষ।
{asm("2026-12-15")}  চিভিল জজ - ভবানী বৰা। DW1 নাহিল, সময় দিলে। পৰৱৰ্তী তাৰিখ ০৯/০২/২০২৭।
{asm("2026-12-16")}  ছেচন - পল্লৱী গোচৰ। সাক্ষী নাহিল, পি পিয়ে সময় ল'লে। পৰৱৰ্তী তাৰিখ ২০/০১/২০২৭।
{asm("2026-12-17")}  চি জে এম - নৃপেন। ৰেঞ্জাৰ ধ্ৰুৱজ্যোতি বৰাৰ সাক্ষ্য আৰু জেৰা হ'ল। পৰৱৰ্তী তাৰিখ ১১/০২/২০২৭।
""")
u("backlog/2027-02/IMG-20270209-WA0002.jpg", "handwritten_note_photo", K, "2027-02-09", ["C04", "C01", "C02"], ["C04-H07", "C01-H07", "C02-H06"], f"""
তাৰিখ বহী - মাঘ মাহ
{asm("2027-01-20")}  ছেচন - পল্লৱী। PW5 মেজিষ্ট্ৰেট আৰু PW6 তদন্তকাৰী বিষয়াৰ সাক্ষ্য হ'ল। সাক্ষী শেষ। পৰৱৰ্তী তাৰিখ ১০/০৩/২০২৭ - ৩১৩।
{asm("2027-01-22")}  মুন্সিফ ১ - দিলীপ। গাঁওবুঢ়া পুণ্যৰাম হাজৰিকাৰ সাক্ষ্য হ'ল। পৰৱৰ্তী তাৰিখ ২৩/০৩/২০২৭।
{asm("2027-02-09")}  চিভিল জজ - ভবানী। DW1 ভূপেন বৰাক জেৰা কৰা হ'ল। পৰৱৰ্তী তাৰিখ ১৬/০৩/২০২৭।
""")
u("backlog/2027-04/IMG-20270428-WA0009.jpg", "handwritten_note_photo", K, "2027-04-28", ["C02", "C01", "C04"], ["C02-H08", "C01-H08", "C04-H09"], f"""
তাৰিখ বহী - ব'হাগ মাহ
{asm("2027-04-20")}  চিভিল জজ - ভবানী। DW2 নিত্য বৰাৰ সাক্ষ্য হ'ল। বিবাদীৰ সাক্ষী শেষ। পৰৱৰ্তী তাৰিখ ১৫/০৬/২০২৭ - যুক্তি।
{asm("2027-04-23")}  মুন্সিফ ১ - দিলীপ। লাট মণ্ডলৰ সাক্ষ্য। বাদীৰ সাক্ষী শেষ। পৰৱৰ্তী তাৰিখ ১৮/০৬/২০২৭।
{asm("2027-04-28")}  ছেচন - পল্লৱী। DW1 কুঞ্জ ফুকন। পৰৱৰ্তী তাৰিখ ১৬/০৬/২০২৭ - যুক্তি।
""")
u("backlog/2027-05/IMG-20270513-WA0004.jpg", "handwritten_note_photo", K, "2027-05-13", ["C05", "C07"], ["C05-H08", "C07-H07"], f"""
তাৰিখ বহী - ব'হাগ মাহ
{asm("2027-05-07")}  এম এ চি টি - জুনালী বৰা। আমাৰ যুক্তি হ'ল। বীমা কোম্পানীৰ যুক্তি বাকী। পৰৱৰ্তী তাৰিখ ১৫/০৬/২০২৭।
{asm("2027-05-13")}  চি জে এম - নৃপেন। জব্দ সাক্ষী তিলেশ্বৰ গগৈ। পৰৱৰ্তী তাৰিখ ১৭/০৬/২০২৭।
""")

# ================= typed notes (.docx)
u("backlog/2026-09/Dilip PW1 25.09.2026.docx", "typed_note_docx", L, "2026-09-25", ["C01"], ["C01-H04"], """
TS 88/2025 - Dilip Gogoi vs Hemanta Saikia - Munsiff No. 1, Jorhat (Smti. N. Deka)
Date: 25.09.2026 - PW stage
- PW1 Dilip Gogoi's evidence-in-chief on affidavit filed; exhibits: Ext. 1 certified jamabandi (myadi patta 145),
  Ext. 2 land revenue receipts 2015-2025, Ext. 3 photographs of the shed.
- Sri A.K. Neog for defendants prayed for time to cross-examine - "affidavit received only today". Allowed.
- Next date: 13.11.2026 for cross of PW1.
To do: summons to the Gaonburha of Na-Ali (Puniram Hazarika) and the Lat Mandal - only after PW1.
""")
u("backlog/2026-11/Bhabani PW2 10-11-2026.docx", "typed_note_docx", L, "2026-11-10", ["C02"], ["C02-H04"], """
Bhabani Bora vs Bhupen Bora & Ors. - T.S.(P) 41/2024 - Civil Judge, Jorhat
10.11.2026: PW2 Ramen Bora (cousin, Kakojan) examined. Said the land of Late Lohit Bora was never divided; all three
brothers and the sisters used the bari jointly till 2019; he never heard of any partition in 1998.
Cross by H. Gogoi: Ramen admitted he lives in Golaghat since 2005. Plaintiff's evidence closed.
Fixed 15.12.2026 for DW (defendants' evidence).
""")
u("backlog/2027-02/Bhabani DW1 cross 09-02-2027.docx", "typed_note_docx", L, "2027-02-09", ["C02"], ["C02-H06"], """
T.S.(P) 41/2024 - Bhabani batowara - 09.02.2027 - Civil Judge, Jorhat (Sri A. Sarma)
DW1 Bhupen Bora cross-examined by me (1 hr 20 min).
- Admitted: no written document of the 1998 family partition; land still recorded jointly in periodic patta no. 22
  in the names of all heirs of Late Lohit Bora (mutation 2003).
- Admitted: land revenue is paid in one receipt for the whole patta.
- Says Bhabani got Rs. 50,000 at marriage "in lieu of share" - no witness named.
Sarma sir asked both sides whether settlement is possible - Gogoi said he will take instructions.
Next: 16.03.2027 for DW2.
""")
u("backlog/2026-11/Sukra arguments 11.11.26.docx", "typed_note_docx", L, "2026-11-11", ["C03"], ["C03-H05"], """
P.G. Case No. 7/2025 - Sukra Orang v. Manager, Borsapori T.E. - Controlling Authority (ALC), Jorhat
11.11.2026
The hajira (attendance) register for 1988-1995 was produced by the garden at last. Entry against "Sukra Orang,
Line 6, badli" from April 1988 - so the service is from 1988, not 1994 as pleaded in the reply.
Argued: 37 completed years; gratuity Rs. 1,38,750; interest u/s 7(3A). Agarwal argued the 1988-1994 period was
casual (badli) work and not continuous service - answered with s. 2A (240 days).
Order on 09.12.2026.
PF: the ATPPF employer share (2019-2024) is a separate matter - letter to the Commissioner, ATPPF to go.
""")
u("backlog/2026-09/Pallabi PW3 hostile 30.09.docx", "typed_note_docx", L, "2026-09-30", ["C04"], ["C04-H04"], """
Sessions Case No. 57/2025 - State vs Pranjal Dutta & Anr. - 30.09.2026
PW3 Dipen Saikia (neighbour of the accused at Titabar) - he came on the bailable warrant.
In chief he did not support the prosecution: heard no quarrel, knows of no demand. PP Chetia declared him hostile
and cross-examined him; he denied his 161 statement. Our cross: only two questions, he said the couple was normal.
Next date: 18.11.2026 - PW4 doctor.
""")
u("backlog/2027-01/Pallabi PW5 PW6 20.01.2027.docx", "typed_note_docx", L, "2027-01-20", ["C04"], ["C04-H07"], """
Sessions Case No. 57/2025 (Pallabi dowry death) - 20.01.2027 - Sri D. Barthakur, Sessions Judge
PW5 Sri Manash Jyoti Nath, Executive Magistrate (inquest) - body hanging from the ceiling hook by a gamosa; no
injury noticed. Our cross: the inquest mentions no complaint from the parents at the spot.
PW6 SI Hiteswar Bora, IO - seized the gamosa; admitted no seizure of any dowry article, no written demand found,
and the informant's FIR was lodged the next morning.
Prosecution evidence closed. 313 on 10.03.2027.
""")
u("backlog/2027-03/Junali DW1 26.03.2027.docx", "typed_note_docx", L, "2027-03-26", ["C05"], ["C05-H07"], """
MAC Case No. 214/2025 - Junali Bora & Ors. v. Purbanchal Travels & Ors. - MACT, Jorhat - 26.03.2027
DW1 Sri Anirban Das, Manager (legal), Luitporia General Insurance Co. Ltd. - proved the policy (valid on 11.02.2025)
but said the bus had no permit for the Sivasagar-Guwahati night route on that date (permit only Jorhat-Sivasagar).
Our cross: admitted the policy was issued for a stage carriage with no route restriction endorsed.
Bhuyan wants "pay and recover" at least. Arguments on 07.05.2027.
""")
u("backlog/2027-02/Rina hearing 02.02.2027.docx", "typed_note_docx", L, "2027-02-02", ["C06"], ["C06-H05"], """
WP(C) 3412/2026 - Rina Hazarika v. State of Assam - Gauhati High Court, Hojai J - 02.02.2027
Heard in part. Hojai J asked for the proceedings of the District Level Committee, Jorhat that rejected Rina's case
and the school's staff pattern file. Sharma (SC) to produce. Listed on 09.03.2027.
The judge said orally: "if the school was provincialised, a teacher working since 2009 cannot be left out only for
B.Ed." - good sign.
""")
u("backlog/2026-12/Nripen RO cross 17.12.2026.docx", "typed_note_docx", L, "2026-12-17", ["C07"], ["C07-H05"], """
C.R. Case No. 845/2025 - State (Forest) v. Nripen Borgohain - CJM, Jorhat - 17.12.2026
PW1 Dhrubajyoti Bora, Range Officer, Jorhat Range - proved the seizure list and the offence report.
Cross: admitted that TP No. 4471 was issued by the Golaghat Range for the same 28 sal logs, and that it expired on
25.11.2025 only two days before the seizure; admitted the logs were from patta land, not a reserved forest.
Next: 11.02.2027 - PW2 Forester.
""")
u("backlog/2027-06/Plan 14-18 June.docx", "typed_note_docx", L, "2027-06-11", ["C02", "C05", "C04", "C07", "C01", "C06"], [], """
PLAN - week of 14 June 2027
Tue 15/6  Civil Judge - Bhabani batowara - ARGUMENTS (written notes ready). MACT - Junali - insurer's arguments
          (Bhuyan); keep the permit judgments ready. Both on same day - Bikash to sit in MACT till I come.
Wed 16/6  Sessions - Pallabi 304B arguments. Pranjal + Minoti must be present.
Thu 17/6  CJM - Nripen forest - PW4.
Fri 18/6  Munsiff-1 - Dilip - DE (defendants' evidence), Neog's witnesses.
Tue 22/6  Guwahati - Rina WP(C) - hearing. Book the intercity for 21st night.
Pending: Sukra's ATPPF letter - reply from the Commissioner still not received.
""")

# ================= typed notes (.txt)
u("backlog/2026-12/dilip 11.12.txt", "typed_note_txt", L, "2026-12-11", ["C01"], ["C01-H06"], """
11.12.2026 Munsiff-1 Dilip Gogoi TS 88/25
PW1 cross closed today. Neog xir questions on the bamboo fence - Dilip said the fence is since 2010.
Summons issued to PW2 Gaonburha Puniram Hazarika and PW3 Lat Mandal (Na-Ali lot).
ND 22.01.2027 for PW2, PW3.
""")
u("backlog/2026-07/bhabani 7.7.txt", "typed_note_txt", L, "2026-07-07", ["C02"], ["C02-H01"], """
7.7.26 - Civil Judge Jorhat - Bhabani Bora batowara (TS(P) 41/24)
PW1 Bhabani Bora chief on affidavit tendered. Cross by Hiranya Gogoi in part - on her marriage (1996) and the
Rs. 50,000 "in lieu of share" story; she denied.
ND 4.8.26 for rest of the cross.
""")
u("backlog/2026-08/sukra 19 aug.txt", "typed_note_txt", L, "2026-08-19", ["C03"], ["C03-H03"], """
19 Aug 2026 - Labour office, Jorhat - Sukra Orang gratuity (PG 7/2025)
Sukra examined (in Sadri, ALC's peon interpreted). Said he joined in Bohag 1988 as badli, became permanent in 1994.
Agarwal cross: no appointment letter - he admitted.
ALC madam directed the garden to produce the hajira (attendance) register from 1988 to 1995 on the next date.
ND 23.09.2026.
""")
u("backlog/2026-08/pallabi 26.8.txt", "typed_note_txt", L, "2026-08-26", ["C04"], ["C04-H03"], """
26.08.26 Sessions - Pallabi (304B)
No PW today. PP Chetia prayed time - PW3 Dipen Saikia did not come despite summons. Barthakur sir issued a bailable
warrant on PW3. ND 30.09.26.
Pranjal present, Minoti absent - petition u/s 317 allowed.
""")
u("backlog/2027-03/pallabi 313 10.3.27.txt", "typed_note_txt", L, "2027-03-10", ["C04"], ["C04-H08"], """
10.3.27  Sessions - Pallabi
313 CrPC statements of both accused recorded. Pranjal: "false case; she was depressed after her miscarriage".
Minoti: denied all. Both will adduce defence evidence - DW1 Kunja Phukan (neighbour).
ND 28.04.2027 DW.
""")
u("backlog/2026-11/junali PW1 cross 20.11.txt", "typed_note_txt", L, "2026-11-20", ["C05"], ["C05-H04"], """
20/11/2026 MACT Jorhat - Junali (bus) - MAC 214/25
PW1 Junali cross by Bhuyan: on income - ITR AY 2024-25 shows Rs. 3,60,000 a year from the hardware shop; he
suggested the shop is run by her brother-in-law now - she said it is closed since March 2025.
Age of Ranjit 41 (school certificate). Two minor children.
ND 08.01.2027 PW2 (eyewitness Mukut Dutta).
""")
u("backlog/2026-08/rina ghy 11.8.txt", "typed_note_txt", L, "2026-08-11", ["C06"], ["C06-H02"], """
11.08.2026 Gauhati HC - Hojai J - WP(C) 3412/2026 Rina Hazarika
Pallavi Sharma (SC, Secondary Education) sought time - "instructions from DSE awaited". 4 weeks given.
Listed 15.09.2026. Intercity back, reached Jorhat 10 pm.
""")
u("backlog/2027-04/ghy 27.4.txt", "typed_note_txt", L, "2027-04-27", ["C06"], ["C06-H07"], """
27.04.2027 - Guwahati - Rina WP(C) 3412/26 - Hojai J Ct 9
Item 38 - not reached, court rose at 4.15. Wasted day. Listed 22.06.2027 per the website.
""")
u("backlog/2026-11/nripen 12.11.txt", "typed_note_txt", L, "2026-11-12", ["C07"], ["C07-H04"], """
12/11/26 CJM Jorhat - Nripen timber (CR 845/25)
Range Officer Dhrubajyoti Bora absent - "on duty in the eviction drive". APP Nath prayed time. Das sir: summons
again, to appear without fail. ND 17.12.26.
DFO confiscation: the DFO ordered confiscation of the truck on 30.10.2026 - appeal to the Conservator within 30 days!
""")
u("backlog/2027-01/Dilip ND correction.txt", "typed_note_txt", L, "2027-01-25", ["C01"], [], """
25.01.2027 - CORRECTION - Dilip Gogoi TS 88/25
Haren'r register-t 22.01 r entry-t "ND 23/03" likha ase - wrong. Checked with the peshkar today: sahi next date 23.04.2027
(PW3 Lat Mandal). 23.03 is the Civil Judge's day for another matter.
""")

# ================= certified order sheets
u("backlog/2026-09/TS 88-2025 order sheet certified copy.pdf", "certified_order_sheet_scan", "Munsiff No. 1, Jorhat", "2026-09-02", ["C01"], ["C01-H01", "C01-H02", "C01-H03"], """
IN THE COURT OF THE MUNSIFF NO. 1, JORHAT
Title Suit No. 88/2025        Dilip Gogoi ...... Plaintiff   -Vs-   Hemanta Saikia & Anr. ...... Defendants
ORDER SHEET (Certified copy)
22-06-2026  Plaintiff's side steps. Defendants' side file W/S. Perused. Copy served. Fix 24-07-2026 for issues.
                                                                   Sd/- N. Deka, Munsiff No. 1, Jorhat
24-07-2026  Defendants' side file petition No. 1127/26 praying for time as their learned counsel is ill.
            Heard. Allowed. Fix 28-08-2026 for framing of issues.               Sd/- N. Deka
28-08-2026  Both sides present. Heard. Following issues are framed:
            1. Is there any cause of action?  2. Is the suit maintainable?  3. Whether the plaintiff has right, title
            and interest over the suit land?  4. Whether the defendants are adhiars of the suit land since 1982?
            5. Whether the plaintiff is entitled to the reliefs claimed?
            Fix 25-09-2026 for P.W.                                              Sd/- N. Deka
""")
u("backlog/2027-04/TS 88 order sheet 2.pdf", "certified_order_sheet_scan", "Munsiff No. 1, Jorhat", "2027-04-28", ["C01"], ["C01-H04", "C01-H05", "C01-H06", "C01-H07", "C01-H08"], """
IN THE COURT OF THE MUNSIFF NO. 1, JORHAT        Title Suit No. 88/2025
ORDER SHEET (Certified copy, contd.)
25-09-2026  PW-1 examined-in-chief on affidavit. Defendants' side pray time for cross. Allowed. Fix 13-11-2026.
13-11-2026  PW-1 cross-examined in part. Fix 11-12-2026 for further cross.
11-12-2026  PW-1 further cross-examined and discharged. Issue summons to P.Ws. Fix 22-01-2027.
22-01-2027  PW-2 examined, cross-examined and discharged. Fix 23-04-2027 for further P.W.
23-04-2027  PW-3 examined and discharged. Plaintiff's side closes evidence. Fix 18-06-2027 for D.W.
                                                                         Sd/- N. Deka, Munsiff No. 1
""")
u("backlog/2027-04/TS(P) 41-2024 order sheet.pdf", "certified_order_sheet_scan", "Civil Judge, Jorhat", "2027-04-26", ["C02"], ["C02-H05", "C02-H06", "C02-H07", "C02-H08"], """
IN THE COURT OF THE CIVIL JUDGE, JORHAT
Title Suit (Partition) No. 41/2024     Smti. Bhabani Bora -Vs- Sri Bhupen Bora & Ors.
ORDER SHEET (Certified copy)
15-12-2026  Defendants' side file affidavit of D.W.1. D.W.1 absent for cross. Time allowed. Fix 09-02-2027.
09-02-2027  D.W.1 cross-examined and discharged. Fix 16-03-2027 for further D.W.
16-03-2027  D.W.2 absent. Defendants pray time. Allowed on cost of Rs. 500/- payable to the plaintiff.
            Fix 20-04-2027.
20-04-2027  Cost paid. D.W.2 examined and discharged. Defendants' side closes evidence. Fix 15-06-2027 for argument.
                                                                         Sd/- A. Sarma, Civil Judge, Jorhat
""")
u("backlog/2026-12/PG Case 7-2025 order 09.12.2026.pdf", "certified_order_sheet_scan", "Controlling Authority under the P.G. Act, Jorhat", "2026-12-10", ["C03"], ["C03-H06"], """
BEFORE THE CONTROLLING AUTHORITY UNDER THE PAYMENT OF GRATUITY ACT, 1972 (ASSISTANT LABOUR COMMISSIONER), JORHAT
P.G. Case No. 7/2025        Sri Sukra Orang ..... Applicant   -vs-   The Manager, Borsapori Tea Estate ..... Opp. Party
ORDER dated 09.12.2026
The hajira register produced by the opposite party shows the applicant in continuous employment from April 1988;
the plea that he joined in 1994 is rejected. The applicant rendered 37 years of service. The opposite party is
directed to pay gratuity of Rs. 1,38,750/- (Rupees one lakh thirty-eight thousand seven hundred fifty) with simple
interest @ 10% per annum from 01.05.2025 till payment, within 30 days of receipt of this order.
The case is disposed of.                           Sd/- R. Saikia, Controlling Authority, Jorhat
""")
u("backlog/2027-05/Sessions 57-2025 order sheet.pdf", "certified_order_sheet_scan", "District & Sessions Judge, Jorhat", "2027-05-03", ["C04"], ["C04-H07", "C04-H08", "C04-H09"], """
IN THE COURT OF THE SESSIONS JUDGE, JORHAT
Sessions Case No. 57/2025 (G.R. Case No. 1432/2024, Titabar P.S. Case No. 210/2024)
State of Assam -Vs- Pranjal Dutta & Anr.      u/s 304B/498A/34 IPC
ORDER SHEET (Certified copy)
20-01-2027  Both accused present. PW-5 and PW-6 examined, cross-examined and discharged. Ld. P.P. closes the
            prosecution evidence. Fix 10-03-2027 for examination of the accused u/s 313 Cr.P.C.
10-03-2027  Accused persons examined u/s 313 Cr.P.C. Defence side wants to adduce evidence. Fix 28-04-2027 for D.W.
28-04-2027  D.W.1 examined and cross-examined. Defence closes evidence. Fix 16-06-2027 for argument.
                                                                   Sd/- D. Barthakur, Sessions Judge, Jorhat
""")
u("backlog/2027-05/MAC 214-2025 order sheet.pdf", "certified_order_sheet_scan", "Motor Accident Claims Tribunal, Jorhat", "2027-05-10", ["C05"], ["C05-H06", "C05-H07", "C05-H08"], """
MOTOR ACCIDENT CLAIMS TRIBUNAL, JORHAT        MAC Case No. 214/2025
Smti. Junali Bora & Ors. -Vs- Purbanchal Travels & Ors.
ORDER SHEET (Certified copy)
19-02-2027  Claimants' side present. O.P. No. 3 (insurer) files petition for time as its witness is on leave.
            Allowed as a last chance. Fix 26-03-2027 for evidence of O.P.
26-03-2027  D.W.1 examined and cross-examined. O.P. side closes evidence. Fix 07-05-2027 for argument.
07-05-2027  Heard the argument of the learned counsel for the claimants. The learned counsel for O.P. No. 3
            prays time. Fix 15-06-2027 for argument of O.P. No. 3.
                                                     Sd/- R.K. Handique, Member, MACT, Jorhat
""")
u("backlog/2026-07/WPC 3412-2026 order 30.06.2026.pdf", "certified_order_sheet_scan", "Gauhati High Court", "2026-07-02", ["C06"], ["C06-H01"], """
GAHC010118422026
THE GAUHATI HIGH COURT (HIGH COURT OF ASSAM, NAGALAND, MIZORAM AND ARUNACHAL PRADESH)
Case No.: WP(C)/3412/2026      RINA HAZARIKA  VERSUS  THE STATE OF ASSAM AND 3 ORS
BEFORE HON'BLE MR. JUSTICE PRASANTA KUMAR HOJAI
ORDER  30.06.2026
Heard Ms. M. Konwar, learned counsel for the petitioner.
Issue notice, returnable in 6 (six) weeks. Ms. P. Sharma, learned Standing Counsel, Secondary Education Department,
accepts notice on behalf of respondent Nos. 1 to 4. List on 11.08.2026.
                                                                                      JUDGE
""")
u("backlog/2026-09/WPC 3412-2026 order 15.09.2026.pdf", "certified_order_sheet_scan", "Gauhati High Court", "2026-09-18", ["C06"], ["C06-H03"], """
THE GAUHATI HIGH COURT      Case No.: WP(C)/3412/2026
BEFORE HON'BLE MR. JUSTICE PRASANTA KUMAR HOJAI
ORDER  15.09.2026
Heard Ms. M. Konwar, learned counsel for the petitioner, and Ms. P. Sharma, learned Standing Counsel, Secondary
Education Department. The learned Standing Counsel again prays for time to file affidavit-in-opposition.
As a last chance, four weeks' time is granted. The Director of Secondary Education shall file the affidavit; if not,
the Director shall appear in person on the next date. List on 24.11.2026.                           JUDGE
""")
u("backlog/2027-03/WPC 3412-2026 order 09.03.2027.pdf", "certified_order_sheet_scan", "Gauhati High Court", "2027-03-12", ["C06"], ["C06-H06"], """
THE GAUHATI HIGH COURT      Case No.: WP(C)/3412/2026
BEFORE HON'BLE MR. JUSTICE PRASANTA KUMAR HOJAI
ORDER  09.03.2027
The records of the District Level Committee, Jorhat have been produced by Ms. P. Sharma, learned Standing Counsel.
The proceedings dated 12.02.2026 show that the petitioner's name appears at Sl. No. 14 of the list of teachers of
the school. Heard both sides in part. Let the matter be listed on 27.04.2027 for further hearing.
The records be returned after the hearing.                                                          JUDGE
""")
u("backlog/2026-08/CR 845-2025 order zimma.pdf", "certified_order_sheet_scan", "Chief Judicial Magistrate, Jorhat", "2026-08-17", ["C07"], ["C07-H02"], """
IN THE COURT OF THE CHIEF JUDICIAL MAGISTRATE, JORHAT
C.R. Case No. 845/2025    State (Forest Department) -Vs- Sri Nripen Borgohain
ORDER SHEET (Certified copy)
13-08-2026  Accused present. Heard on the petition No. 2214/26 for interim custody (zimma) of truck No. AS-03-E-xxxx.
            The report of the Range Officer shows that confiscation proceedings u/s 61A of the Assam Forest
            Regulation, 1891 are pending before the D.F.O., Jorhat. In view of s. 61C, this court has no jurisdiction
            to release the vehicle. Petition rejected. Fix 17-09-2026 for explaining the particulars of the offence.
                                                                  Sd/- P. Das, C.J.M., Jorhat
""")

# ================= WhatsApp exports
u("backlog/2026-08/WhatsApp Chat with Bikash Pegu Jr.txt", "whatsapp_export", J, "2026-08-13", ["C03", "C05", "C07"], ["C03-H01", "C05-H01", "C07-H01", "C07-H02"], """
17/06/26, 12:10 - Bikash Pegu Jr: Baideo, Sukra r gratuity case - bagan r pora Agarwal xir ahise, reply r babe time loise. ND 15/7
17/06/26, 12:11 - Mridusmita Konwar Adv: ok. Sukra khura k koi diba jate next date-t ahe
26/06/26, 13:02 - Bikash Pegu Jr: MACT Junali - insurance company r WS filed. Purbanchal Travels r pora kun u nahil, ex parte hoise. ND 7 Aug
09/07/26, 11:47 - Bikash Pegu Jr: CJM - Nripen dada appear hoise, bail hoise 10000 bond. Truck r zimma petition dilu
09/07/26, 11:48 - Bikash Pegu Jr: ND 13/8 zimma hearing
13/08/26, 15:25 - Bikash Pegu Jr: Baideo zimma petition reject hoise 😞 Das sir koise DFO r confiscation case pending, court r jurisdiction nai. ND 17.9
13/08/26, 15:27 - Mridusmita Konwar Adv: Expected. Nripen k ko DFO office-t hearing-t jabo. Kali moi phone korim
""")
u("backlog/2027-05/WhatsApp Chat with Bikash Pegu Jr (2).txt", "whatsapp_export", J, "2027-05-13", ["C05", "C07"], ["C05-H05", "C07-H06", "C05-H06", "C07-H07"], """
08/01/27, 12:35 - Bikash Pegu Jr: Baideo MACT-t PW2 Mukut Dutta r xakhi hoi gol, Bhuyan xir r cross o hoise. Koise bus tu 80-90 speed-t ahisil. PE closed. ND 19/2
08/01/27, 12:36 - Mridusmita Konwar Adv: Bhal! 👍
11/02/27, 13:14 - Bikash Pegu Jr: CJM Nripen - PW2 Forester Bhaskar Kalita r xakhi hoise. Cross-t koise logs bor patta land r. ND 13.5.27
19/02/27, 12:50 - Bikash Pegu Jr: MACT - insurance r witness nahil, Bhuyan xir time loise, "witness on leave". Handique sir last chance dise. ND 26/3
19/02/27, 12:52 - Mridusmita Konwar Adv: Note koriba - insurer r 2nd time
13/05/27, 16:40 - Bikash Pegu Jr: Baideo aji Nripen r case-t PW3 Tileswar Gogoi koise he signed at the range office, not at Garmur 🔥 ND 17/6
13/05/27, 16:41 - Mridusmita Konwar Adv: Moi aso court-t, dekhilu. Nripen k bhal khobor dilu
""")
u("backlog/2027-03/WhatsApp Chat with Bhabani Bai Kakojan.txt", "whatsapp_export", "Bhabani Bora (client)", "2027-03-16", ["C02"], ["C02-H05", "C02-H07"], """
15/12/26, 17:05 - Mridusmita Konwar Adv: Bhabani bai, aji Bhupen dada (DW1) court-t nahil, affidavit hi dise. Sarma sir time dise. Next date 9 February
15/12/26, 17:20 - Bhabani Bai: Baideo xi ahibo nohol kiyo? Bhai'r ghorot jogra hoise
15/12/26, 17:22 - Mridusmita Konwar Adv: Chinta nokoribo. Next date-t jera (cross) korim
16/03/27, 16:10 - Mridusmita Konwar Adv: Aji DW2 Nitya Bora nahil. Time dile kintu 500 taka cost. Next date 20 April
16/03/27, 16:30 - Bhabani Bai: Thik ase baideo. Cost-r poisa kun pabo?
16/03/27, 16:31 - Mridusmita Konwar Adv: Apuni pabo, next date-t
""")

# ================= cause list
u("backlog/2027-06/Civil Judge Jorhat cause list 15.06.2027.pdf", "cause_list_pdf", "District Court, Jorhat (eCourts)", "2027-06-14", ["C02"], [], """
DISTRICT & SESSIONS COURT, JORHAT - CAUSE LIST FOR 15-06-2027 (TUESDAY)
COURT OF THE CIVIL JUDGE, JORHAT (SRI ANUPAM SARMA)
Sl.  Case No.               Parties                                           Stage
1    Money Suit 12/2026     Assam Gramin Vikash Bank vs Jiten Baruah         Hearing
2    T.S.(P) 41/2024        Smti. Bhabani Bora vs Sri Bhupen Bora & Ors.      Argument
3    T.S. 203/2023          Kamala Handique vs Nabin Chutia                   D.W.
4    Misc. (J) 77/2027      Ratul Sonowal vs Jorhat Municipal Board           Order
""")
