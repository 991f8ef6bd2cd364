"""The uploads of the Kannur practice: what Adv. Haridasan, his junior Fathima and his clerk Gopalan actually kept."""

L, J, K = "T. V. Haridasan", "Fathima Nourin K.", "Gopalan P. (clerk)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents (before and around the cases)
u("backlog/2025-11/GPA Rasheed Dubai 2019.pdf", "document_scan", "Abdul Rasheed K. P. (attested, Consulate General of India, Dubai)", "2019-03-18", ["C01"], [], """
GENERAL POWER OF ATTORNEY
I, Abdul Rasheed K. P., s/o late Mammu Haji, Kunnumpurath House, Kadirur, Thalassery Taluk, now residing at
Al Qusais, Dubai, U.A.E., do hereby appoint Shameer T., s/o Kunhammed, Thayyil House, Kadirur (my wife's brother)
as my attorney to do the following acts in respect of my property of 18.5 cents in Re.Sy. No. 112/4 of Kadirur
village with the two-storeyed house therein:
1. to manage the property, let it out and collect rent;
2. to pay land tax and building tax and obtain receipts;
3. to apply for and receive electricity and water connections.
Nothing herein authorises the attorney to sell, mortgage or otherwise alienate the property.
Dubai, 18.03.2019                                  sd/- Abdul Rasheed K. P.
Attested: Consular Officer, Consulate General of India, Dubai (No. DXB/ATT/2019/5521)
""")
u("backlog/2025-11/EC Kadirur 1486-2024.pdf", "document_scan", "Sub Registrar, Kuthuparamba", "2025-10-28", ["C01"], [], """
GOVERNMENT OF KERALA - REGISTRATION DEPARTMENT
ENCUMBRANCE CERTIFICATE (Form No. 15)          SRO Kuthuparamba        Date: 28.10.2025
Period searched: 01.01.2019 to 27.10.2025     Village: Kadirur    Re.Sy. No. 112/4    Extent: 7.49 Ares (18.5 cents)
1. Document No. 1486/2024 dated 12.08.2024 - Sale deed
   Executant: Abdul Rasheed K. P., represented by Power of Attorney holder Shameer T.
   Claimant: Ratheesh Kumar P., s/o Balan, Pathayakkunnu
   Consideration shown: Rs. 32,00,000/-   Fair value: Rs. 41,62,500/-
No other transaction.                                          sd/- Sub Registrar
""")
u("backlog/2025-12/OS plaint Rasheed final.pdf", "document_scan", L, "2025-12-02", ["C01"], [], """
BEFORE THE COURT OF THE SUBORDINATE JUDGE, THALASSERY
O.S. No. 214 of 2025
Plaintiff : Abdul Rasheed K. P., 47, Kadirur (now at Dubai), represented by PoA holder Abdul Salam K. P. (brother)
Defendants: 1. Shameer T., 41, Thayyil House, Kadirur   2. Ratheesh Kumar P., 44, Pathayakkunnu
PLAINT - suit for declaration that sale deed No. 1486/2024 of SRO Kuthuparamba is void and not binding on the
plaintiff, and for permanent prohibitory injunction.
The GPA dated 18.03.2019 gave D1 only power to manage the property, let it out and pay tax. It gave no power to sell.
D1 sold the plaint schedule property (18.5 cents with house, market value about Rs. 78,00,000) to D2 for a
consideration shown as Rs. 32,00,000 while the plaintiff was in Dubai. The plaintiff came to know of it only on
obtaining the EC on 28.10.2025. The signature on the page said to be a later 'ratification letter' produced by D1 is
forged. Value of the suit for court fee: Rs. 32,00,000. Court fee paid under s. 25(a) KCF & SV Act.
Thalassery, 02.12.2025                         Counsel for plaintiff: T. V. Haridasan
""")
u("backlog/2025-12/ARC 1127 claim statement.pdf", "document_scan", "Chirakkuni Service Co-operative Bank Ltd.", "2025-11-20", ["C02"], [], """
BEFORE THE ARBITRATOR, O/O THE JOINT REGISTRAR OF CO-OPERATIVE SOCIETIES (GENERAL), KANNUR
A.R.C. No. 1127 of 2025 (u/s 69 of the Kerala Co-operative Societies Act, 1969)
Plaintiff: Chirakkuni Service Co-operative Bank Ltd. No. F.2218, represented by its Secretary
Defendant: V. K. Prakasan, Prakash Auto Spares, Kadirur
Loan No. ML/415/2019: Rs. 8,50,000 sanctioned on 14.06.2019 on mortgage of 6 cents, interest 11.5% and penal 2%.
Amount due as on 31.10.2025: principal Rs. 7,02,140 + interest Rs. 4,61,900 + penal interest Rs. 82,340
= Rs. 12,46,380/-. The bank prays for an award for Rs. 12,46,380 with future interest and costs.
Kannur, 20.11.2025                                         Secretary (sd/-)
""")
u("backlog/2025-10/FIR 1204-2024 Panoor.pdf", "document_scan", "Panoor Police Station", "2024-06-07", ["C03"], [], """
പ്രഥമ വിവര റിപ്പോർട്ട് / FIRST INFORMATION REPORT
ജില്ല: കണ്ണൂർ (Kannur City)   പോലീസ് സ്റ്റേഷൻ: പാനൂർ   Crime No. 1204/2024   തീയതി: 07.06.2024
വകുപ്പുകൾ: 143, 147, 148, 341, 324, 307 r/w 149 IPC & 3, 5 Explosive Substances Act
സംഭവം: 06.06.2024 രാത്രി 9.30 മണിക്ക് പാനൂർ ടൗണിൽ തെരഞ്ഞെടുപ്പ് ഫലപ്രഖ്യാപനത്തിന് ശേഷമുള്ള
ആഹ്ലാദപ്രകടനത്തിനിടെ എട്ടോളം പേർ സംഘം ചേർന്ന് വിനീഷ് (32) നെ തടഞ്ഞുനിർത്തി ആക്രമിക്കുകയും നാടൻ ബോംബ്
എറിയുകയും ചെയ്തു. വിനീഷിന് ഇടതുകാലിനും കൈക്കും പരിക്ക്.
Accused: A1 Rejith, A2 Sreejith K., A3 Bibin, A4 Shyjesh, A5 Anoop P., A6-A8 identifiable persons.
First informant: Vineesh (injured), through statement recorded at Co-operative Hospital, Thalassery.
                                                         SHO, Panoor P.S.
""")
u("backlog/2025-09/IMG_20250912_183301.jpg", "document_photo", "K. M. Jewellers, Thalassery", "2017-12-20", ["C04"], [], """
K. M. JEWELLERS   Main Road, Thalassery   GSTIN 32xxxxxxxxxx
ESTIMATE / BILL No. 4471                  Date: 20.12.2017
Customer: Moidu K., Dharmadam
Necklace (mala) 2 nos - 12 pavan | Bangles (vala) 16 nos - 24 pavan | Chain 3 nos - 10 pavan |
Kammal & jimikki - 4 pavan | Aranjanam (waist chain) - 8 pavan | Rings 4 nos - 4 pavan
TOTAL: 62 pavan (496 grams), 22 ct 916 hallmark
Amount: Rs. 13,64,000/-  (paid)               for K. M. Jewellers (sd/-)
""")
u("backlog/2025-09/WhatsApp Image 2025-09-10 at 20.14.55.jpeg", "document_photo", "Dharmadam Juma Masjid Mahallu Committee", "2017-12-24", ["C04"], [], """
ധർമ്മടം ജുമാ മസ്ജിദ് മഹല്ല് കമ്മിറ്റി  - നികാഹ് സർട്ടിഫിക്കറ്റ് (Reg. No. 112/2017)
വരൻ: ഫൈസൽ ടി.പി. s/o അബ്ദുൽ ഖാദർ, ചൊക്ലി      വധു: ഷബ്ന കെ. d/o മൊയ്തു, ധർമ്മടം
നികാഹ് തീയതി: 24.12.2017   വലിയ്യ്: മൊയ്തു കെ. (പിതാവ്)
മഹർ: 10 പവൻ സ്വർണ്ണം (ഹാളിർ - കൈമാറി)
ബിസ്മില്ലാഹി റഹ്മാനി റഹീം ... സാക്ഷികൾ: 1. ഉസ്മാൻ ഹാജി  2. കുഞ്ഞഹമ്മദ്
                                        സെക്രട്ടറി (ഒപ്പ്)
""")
u("backlog/2025-06/lawyer notice Hamza arrears.docx", "typed_note_docx", L, "2025-06-16", ["C05"], [], """
T. V. HARIDASAN, B.A., LL.B., Advocate, Thalassery
By Regd. Post A/D                                               Date: 16.06.2025
To: Sri. K. P. Hamza, Hamza Stores, Room No. TMC IX/412, Logan's Road, Thalassery
Sir, under instructions from my client Smt. Kamalakshi Amma, Souparnika, Thiruvangad, represented by her son and
PoA holder Sri. Pradeep Kumar:
You are a tenant of the shop room TMC IX/412 on a monthly rent of Rs. 6,500. You have defaulted rent from
May 2024 - 13 months, Rs. 84,500 as on date. Further my client's son Pradeep Kumar, who has returned from Muscat
after 19 years, bona fide needs the room to start a bakery, and has no other building of his own in the town.
You are hereby called upon to pay the arrears of Rs. 84,500 and vacate the room within one month, failing which
my client will move the Rent Control Court under ss. 11(2)(b) and 11(3) of Act 2 of 1965.        Advocate
""")
u("backlog/2025-11/IMG-20251103-WA0017.jpg", "document_photo", "Al Noor Transport LLC, Sharjah", "2025-06-30", ["C06"], [], """
AL NOOR TRANSPORT L.L.C.   P.O. Box 4xxxx, Sharjah, U.A.E.
SALARY CERTIFICATE                                       Date: 30/06/2025
This is to certify that Mr. NOUSHAD CHEMBILAN HOUSE, Indian national, Passport No. Uxxxxxxx, is employed with us as
HEAVY DRIVER since 12/03/2016. His monthly salary is AED 3,200 (Basic AED 2,000 + allowances AED 1,200).
He is on annual leave from 15/08/2025. This certificate is issued on his request without any liability.
                                                     HR Manager (stamp, sd/-)
""")
u("backlog/2025-03/closure notice Kottayam branch.pdf", "document_scan", "Kolassery Beedi Thozhilali Co-operative Society Ltd. No. 814", "2024-11-30", ["C07"], [], """
KOLASSERY BEEDI THOZHILALI CO-OPERATIVE SOCIETY LTD. No. 814   Regd. Office: Kolassery, Thalassery
NOTICE                                                                  Date: 30.11.2024
Owing to the steep fall in orders for beedi and the shortage of tendu leaves, the Board of Directors has resolved to
close the Kottayam-Malabar branch with effect from 30.11.2024. The 11 workers attached to the branch may collect
leaves and tobacco from the Kolassery main unit as and when work is available.
                                                                       Secretary
""")
u("backlog/2026-07/Medical Board Noushad.pdf", "document_scan", "Medical Board, District Hospital Kannur", "2026-07-22", ["C06"], [], """
OFFICE OF THE SUPERINTENDENT, DISTRICT HOSPITAL, KANNUR - MEDICAL BOARD
Ref: O.P.(MV) 2231/2025 of MACT Thalassery - reference dated 12.06.2026       Board met on 22.07.2026
Name: Noushad C. H., 33, Chembilan House, Kathirur
Injuries: fracture shaft of right femur (IMIL nailing), fracture right tibia (plating); shortening 1.5 cm;
restriction of right knee flexion.
Opinion: permanent physical disability 28% (twenty eight per cent) of the right lower limb / whole body as assessed.
Chairman, Medical Board (sd/-)   Ortho Surgeon (sd/-)   Physical Medicine (sd/-)
""")
u("backlog/2026-10/IMG_20261006_153012.jpg", "document_photo", "Chirakkuni Service Co-operative Bank Ltd.", "2026-10-06", ["C02"], [], """
CHIRAKKUNI SERVICE CO-OPERATIVE BANK LTD. No. F.2218
RECEIPT No. 9931                         Date: 06/10/2026
Received from Sri. V. K. Prakasan, Loan No. ML/415/2019, a sum of Rs. 1,50,000/- (Rupees One Lakh Fifty Thousand only)
towards 1st instalment of OTS (total OTS amount Rs. 9,40,000) as per settlement in ARC 1127/2025.
Cash / Cheque: Cheque No. 220145                          Cashier (sd/-)
""")

# ---------------- the clerk Gopalan's register (Malayalam script), photographed and sent on WhatsApp
u("backlog/2026-03/IMG-20260313-WA0004.jpg", "handwritten_note_photo", K, "2026-03-13", ["C02", "C05", "C03", "C01"], ["C02-H01", "C05-H01", "C03-H01", "C01-H01"], """
കേസ് ഡയറി - ഫെബ്രുവരി / മാർച്ച് 2026                     (ഗോപാലൻ)
17.02.2026 ചൊവ്വ - ആർബിട്രേറ്റർ, ജോ. രജിസ്ട്രാർ ഓഫീസ് കണ്ണൂർ - ARC 1127/25 ചിറക്കുനി ബാങ്ക് v പ്രകാശൻ
   - നമ്മൾ ഹാജരായി. ഒബ്ജക്ഷൻ (statement of objection) ഫയൽ ചെയ്യാൻ സമയം. അടുത്ത തീയതി 17.03.2026
03.03.2026 ചൊവ്വ - റെന്റ് കൺട്രോൾ കോടതി (മുൻസിഫ്) തലശ്ശേരി - RCP 67/25 കമലാക്ഷി അമ്മ v ഹംസ
   - ഹംസ കൗണ്ടർ ഫയൽ ചെയ്തു. നമ്മൾ 12-ാം വകുപ്പ് പ്രകാരം കുടിശ്ശിക കെട്ടിവെക്കാൻ I.A. കൊടുത്തു. അ.തീ. 09.04.2026
05.03.2026 വ്യാഴം - അഡീ. സെഷൻസ് കോടതി III - SC 612/25 പാനൂർ ബോംബ് കേസ്
   - A2, A5 ഹാജർ. A7 ഹാജരില്ല - ജഡ്ജി വാറന്റ് അയച്ചു. എല്ലാ പ്രതികളും എല്ലാ തീയതിക്കും ഹാജരാകണം എന്ന്
     ജഡ്ജി. കോപ്പി കിട്ടി. അ.തീ. 16.04.2026
10.03.2026 ചൊവ്വ - സബ് കോടതി തലശ്ശേരി - OS 214/25 റഷീദ് v ഷമീർ
   - IA ഇടക്കാല നിരോധനം (വിൽക്കരുത്) അനുവദിച്ചു. D1, D2 ക്ക് നോട്ടീസ്. അ.തീ. 07.04.2026
""")
u("backlog/2026-04/IMG-20260422-WA0011.jpg", "handwritten_note_photo", K, "2026-04-22", ["C01", "C05", "C03", "C02"], ["C01-H02", "C05-H02", "C03-H02", "C02-H03"], """
ഏപ്രിൽ 2026                                                      പേജ് 14
07.04 - സബ് കോടതി - OS 214/25 റഷീദ് - D1 ഷമീർ ഹാജരില്ല. D2 വക്കീൽ സജീവൻ ഹാജരായി - WS നും കൗണ്ടറിനും
        സമയം ചോദിച്ചു, കൊടുത്തു. അ.തീ. 09.06.2026
09.04 - RCP 67/25 - കുടിശ്ശിക 84,500 രൂപ ഒരു മാസത്തിനകം കെട്ടിവെക്കാൻ ഹംസയോട് ഉത്തരവ്. അ.തീ. 11.06.2026
16.04 - SC 612/25 - A2 ന്റെ ഡിസ്ചാർജ് ഹർജി വാദം കേട്ടു. ഓർഡറിന് 04.06.2026
21.04 - ARC 1127/25 - ബാങ്ക് ലെഡ്ജർ ഹാജരാക്കിയില്ല, ബാങ്ക് വക്കീൽ സമയം ചോദിച്ചു. അ.തീ. 16.06.2026
""")
u("backlog/2026-06/IMG-20260605-WA0002.jpg", "handwritten_note_photo", K, "2026-06-05", ["C04", "C03"], ["C04-H03", "C03-H03"], """
മെയ് / ജൂൺ 2026
28.05 വ്യാഴം - കുടുംബ കോടതി കണ്ണൂർ - OP 1045/25 ഷബ്ന v ഫൈസൽ - മീഡിയേഷൻ പരാജയപ്പെട്ടു (റിപ്പോർട്ട് വന്നു).
        PW1 ന്റെ പ്രൂഫ് അഫിഡവിറ്റ് ഫയൽ ചെയ്യണം. അ.തീ. 02.07.2026
04.06 വ്യാഴം - SC 612/25 - ഡിസ്ചാർജ് ഹർജി തള്ളി. കുറ്റം ചുമത്തി (charge framed), പ്രതികൾ കുറ്റം നിഷേധിച്ചു.
        ഷെഡ്യൂളിംഗിന് 09.07.2026
""")
u("backlog/2026-07/IMG-20260717-WA0007.jpg", "handwritten_note_photo", K, "2026-07-17", ["C07", "C03", "C05"], ["C07-H02", "C03-H04", "C05-H04"], """
ജൂൺ / ജൂലൈ 2026
30.06 ചൊവ്വ - ലേബർ കോടതി കണ്ണൂർ - ID 22/25 ബീഡി യൂണിയൻ - WW1 ജാനകി പ്രൂഫ് അഫിഡവിറ്റ് (ചീഫ്) ഫയൽ ചെയ്തു.
        ക്രോസിന് 11.08.2026
09.07 വ്യാഴം - SC 612/25 - വിചാരണ 13.08.2026 മുതൽ. PW1 മുതൽ PW5 വരെ സമൻസ്. അ.തീ. 13.08.2026
16.07 വ്യാഴം - RCP 67/25 - PW1 പ്രദീപ് കുമാർ (Pradeep, മകൻ, PoA) ചീഫും ക്രോസും കഴിഞ്ഞു. Ext. A1 PoA, A2 വാടകച്ചീട്ട്.
        ഹംസയുടെ തെളിവിന് 03.09.2026
""")
u("backlog/2026-12/IMG-20261211-WA0009.jpg", "handwritten_note_photo", K, "2026-12-11", ["C07", "C04", "C06"], ["C07-H05", "C04-H07", "C06-H06"], """
ഡിസംബർ 2026                                                     പേജ് 61
08.12 ചൊവ്വ - ലേബർ കോടതി - ID 22/25 - സൊസൈറ്റി വക്കീൽ രാജേഷ് നമ്പ്യാർ ഹാജരില്ല. MW1 ക്രോസ് നടന്നില്ല. അ.തീ. 09.02.2027
10.12 വ്യാഴം - കുടുംബ കോടതി - OP 1045/25 - എതിർകക്ഷി ഫൈസൽ വിദേശത്ത് (ഗൾഫ്). RW1 അബ്ദുൽ ഖാദർ (ഫൈസലിന്റെ
        ഉപ്പ) ചീഫ് കഴിഞ്ഞു. ഫൈസലിന് വേണ്ടി സമയം - ചിലവ് 2,000 രൂപ ഷബ്നക്ക്. അ.തീ. 04.02.2027
11.12 വെള്ളി - MACT - OP(MV) 2231/25 നൗഷാദ് - PW2 ഡോക്ടർ സന്ദീപ് തെളിവ്. അ.തീ. 29.01.2027
""")
u("backlog/2027-01/IMG-20270130-WA0003.jpg", "handwritten_note_photo", K, "2027-01-30", ["C03", "C01", "C05", "C06"], ["C03-H09", "C01-H08", "C05-H07", "C06-H07"], """
ജനുവരി 2027                                                     പേജ് 68
14.01 വ്യാഴം - SC 612/25 - PW4 എസ്.ഐ (ബോംബ് സ്ക്വാഡ്) തെളിവ്. അന്വേഷണ ഉദ്യോഗസ്ഥൻ PW5 ന് സമൻസ്. അ.തീ. 01.03.2027
19.01 ചൊവ്വ - സബ് കോടതി - OS 214/25 - FSL റിപ്പോർട്ട് വന്നില്ല. 5 വിഷയങ്ങൾ (issues) ഫ്രെയിം ചെയ്തു. വിചാരണക്ക് 16.03.2027
21.01 വ്യാഴം - RCP 67/25 - ഓർഡർ റെഡിയായില്ല. 04.03.2027 ലേക്ക് മാറ്റി
29.01 വെള്ളി - MACT - നൗഷാദ് - RW1 (ഇൻഷുറൻസ് ഓഫീസർ) തെളിവ്. വാദത്തിന് 01.03.2027
""")

# ---------------- the lawyer's diary (handwritten, English with Manglish), phone photos
u("backlog/2026-03/IMG20260310174512.jpg", "handwritten_note_photo", L, "2026-03-10", ["C01"], ["C01-H01"], """
10/3/26  Sub Court Tly - OS 214/25 Rasheed
IA for inj. moved. Joby sir read GPA - "where is power to sell?" - ad interim inj. granted, no alienation / no
construction. Notice D1 D2. Salam (Rasheed's brother) present. Tell Rasheed - Dubai - inj. kitti.
ND 7/4
""")
u("backlog/2026-03/IMG20260313162040.jpg", "handwritten_note_photo", L, "2026-03-13", ["C06"], ["C06-H01"], """
13.3.26 MACT Tly - Noushad OP(MV) 2231/25
R3 (insurer) counter filed - Jose Mathew. Income disputed: says salary certificate not attested by Embassy, Gulf
salary not proved; also says Noushad was riding without helmet - contributory. R1 R2 ex parte? no, R2 bus owner
appeared. Harikumar sir - ND 12.6 (Medical Board IA to be filed).
""")
u("backlog/2026-04/IMG20260416131755.jpg", "handwritten_note_photo", L, "2026-04-16", ["C03"], ["C03-H02"], """
16/04/26  Sessions III  SC 612/25 Panoor bomb
Discharge petition of A2 Sreejith - argued 40 min. Point: no TIP, named only in 2nd statement of Vineesh, 10 days
late. PP Ajith Kumar opposed - recovery of steel bomb remnant near A2's house. JK sir - orders on 4/6.
A2, A5 present. Party ppl in verandah - told them no crowd inside court.
""")
u("backlog/2026-06/IMG20260611120233.jpg", "handwritten_note_photo", L, "2026-06-11", ["C05"], ["C05-H03"], """
11.06.26  RCP 67/25 Kamalakshi v Hamza (Munsiff/RCC Tly)
Hamza deposited the arrears Rs. 84,500 on 04.05.2026 (challan produced) - s.12 complied, so 11(2)(b) weak now.
Our main ground now 11(3) - Pradeep's bakery. Ummer Farooq says first proviso - tenant depends on the shop.
Evidence - PW1 Pradeep on 16.07.26. Pradeep to bring Muscat cancellation + bank stmt.
""")
u("backlog/2026-08/20260813_181020.jpg", "handwritten_note_photo", L, "2026-08-13", ["C03"], ["C03-H05"], """
13/8/26  SC 612 - trial day 1
PW1 Vineesh (injured) - chief by PP. Identified A1, A3, A4 clearly. A2 - "kandittund, aalkkoottathil undayirunnu"
(was in the crowd) - no overt act. A5 - not identified!! Cross by all defence deferred at our request (JK sir allowed
only till next date). ND 10/9 for cross of PW1 + PW2 Sunil.
""")
u("backlog/2026-08/IMG20260818110947.jpg", "handwritten_note_photo", L, "2026-08-18", ["C01"], ["C01-H05"], """
18.08.2026  OS 214/25 Rasheed
IA 1187/2026 - to send GPA + the 'ratification letter' to FSL for comparison of Rasheed's signature. Sajeevan
(for D2) sought time to file objection - given. Joby sir: original GPA to be produced in court next date.
ND 29/9. Salam to bring original GPA from the bank locker.
""")
u("backlog/2026-09/IMG20260917154410.jpg", "handwritten_note_photo", L, "2026-09-17", ["C04", "C06"], ["C04-H06"], """
17/9/26  Family Court Knr - Shabna OP 1045/25
PW2 Moidu (father) examined - proved K.M. Jewellers bill (Ext. A2) and the nikah certificate (Ext. A3, mahr 10 pavan).
Ashraf cross - 20 min only, nothing much. Our evidence closed. Respondent's evidence ND 10.12.26.
-----
Noushad called (not a posting) - wants copy of Medical Board report for the Sharjah company & his new visa attempt.
Give certified copy appln tomorrow. Told him next MACT date 9/10 - his chief.
""")
u("backlog/2026-11/IMG20261110190122.jpg", "handwritten_note_photo", L, "2026-11-10", ["C01"], ["C01-H07"], """
10/11/2026  Sub Court  OS 214/25
Rasheed came from Dubai (came on 8th). Present in person. Specimen signatures taken in open court - 3 sheets,
20 signatures each, before Joby sir. Sealed cover to FSL Thiruvananthapuram with original GPA + ratification letter.
ND 19.01.2027 (issues). Rasheed flies back 14th.
""")
u("backlog/2026-11/IMG20261126173530.jpg", "handwritten_note_photo", L, "2026-11-26", ["C03"], ["C03-H08"], """
26.11.26  SC 612/25  Sessions III
PW4 SI (bomb squad) again absent - JK sir issued warrant (bailable) to PW4. Second time absent.
A5 Anoop absent - he is in Dubai (HC permitted). Our petition u/s 355 BNSS (absence) - allowed, but JK sir: "all
accused must be present on every posting hereafter, this is the only time". ND 21.01.2027
""")
u("backlog/2026-12/IMG20261211164003.jpg", "handwritten_note_photo", L, "2026-12-11", ["C06"], ["C06-H06"], """
11/12/26  MACT  Noushad
PW2 Dr. Sandeep (Ortho, Co-operative Hospital Tly) examined - treated Noushad; says functional disability for a
heavy driver is 40%, cannot drive heavy vehicle again. Jose Mathew cross: board said 28% only. Ext. A7 discharge
summary, A8 X-rays. ND 29/1 - R3 evidence.
""")
u("backlog/2027-01/IMG20270121121418.jpg", "handwritten_note_photo", L, "2027-01-21", ["C05"], ["C05-H07"], """
21.01.27  RCP 67/25  Hamza - order not ready. Posted to 04.03.2027 for orders. Pradeep v. upset - told him it happens.
""")

# ---------------- typed notes (.txt)
u("backlog/2026-06/OS 214 WS notes.txt", "typed_note_txt", L, "2026-06-09", ["C01"], ["C01-H03"], """
OS 214/25 Rasheed v Shameer - 09.06.2026
WS of D1 (Shameer) and D2 (Ratheesh) filed today, also counter in IA.
D1: Rasheed orally permitted sale over phone in 2024 to clear Rasheed's Gulf debts; a 'ratification letter' signed by
Rasheed is produced (Rasheed says never signed - forged).
D2: bona fide purchaser for value, paid Rs. 32,00,000, relied on the GPA registered... (GPA is NOT registered -
only consular attestation). Hearing of IA on 14.07.2026.
""")
u("backlog/2026-06/prakasan arc 16-6.txt", "typed_note_txt", L, "2026-06-16", ["C02"], ["C02-H04"], """
ARC 1127/25 Prakasan - 16/06/2026
Bank produced the loan ledger finally. Penal interest charged from 2020 even in Covid moratorium months - our point.
Arbitrator Rajendran sir suggested OTS - said the Govt OTS scheme is open till 31.12.2026, "settle it, both save time".
Balakrishnan Nair to get the bank committee's OTS figure. Next 04.08.2026.
""")
u("backlog/2026-07/shabna PW1 chief.txt", "typed_note_txt", L, "2026-07-02", ["C04"], ["C04-H04"], """
Shabna OP 1045/25 - 2.7.2026
PW1 Shabna - proof affidavit (chief) filed and she was sworn. Exts. A1 (wedding photos), A2 (K.M. Jewellers bill
62 pavan), A3 (nikah certificate), A4 (talaq letter dt 14.02.2025) marked.
Ashraf sought time to cross-examine - "need instructions from the respondent who is abroad". Allowed.
ND 06.08.2026 for cross.
""")
u("backlog/2026-08/noushad board.txt", "typed_note_txt", L, "2026-08-07", ["C06"], ["C06-H03"], """
Noushad OP(MV) 2231/25 - 07.08.2026
Medical Board report received in court: permanent disability 28%. Jose Mathew wants to cross the Board doctor - we
will examine our own treating doctor instead. PW1 chief on 09.10.2026. Need: salary certificate with attestation,
passport copy, visa cancellation.
""")
u("backlog/2026-09/RCP 67 RW1.txt", "typed_note_txt", L, "2026-09-03", ["C05"], ["C05-H05"], """
RCP 67/25 - 3/9/2026
RW1 Hamza examined. Admits: no other shop; but also admits his son runs a mobile shop in Chokli (good for us - other
income). Says Pradeep already has a bakery at Eranholi - denied, we have Pradeep's reply. Evidence closed both sides.
Arguments 19.11.2026.
""")
u("backlog/2026-10/SC612 PW3.txt", "typed_note_txt", L, "2026-10-15", ["C03"], ["C03-H07"], """
SC 612/25 - 15.10.2026
PW3 Dr. Reshmi (Casualty Medical Officer, Co-operative Hospital Thalassery) examined - wound certificate Ext. P5:
lacerated wounds left leg and left forearm, burns; "could be caused by a crude bomb". Our cross: no splinter was
sent for analysis from the wound.
PW4 SI (bomb squad) absent - summons re-issued. ND 26.11.2026.
""")
u("backlog/2026-11/correction panoor date.txt", "typed_note_txt", L, "2026-11-27", ["C03"], ["C03-H08"], """
CORRECTION - SC 612/25 Panoor
My diary of 26.11.26 says ND 21.01.2027 - WRONG, that is Hamza's RCP order date. Gopalan checked with the bench
clerk: SC 612 next date is 14.01.2027 (PW4). Correct it everywhere. Tell Sreejith and Anoop's brother.
""")
u("backlog/2027-01/noushad RW1 29.1.txt", "typed_note_txt", L, "2027-01-29", ["C06"], ["C06-H07"], """
Noushad MACT - 29/01/2027
RW1 (Asst. Manager of R3 insurer) examined: policy admitted, no licence defence. Only contest now: income and
disability %. Harikumar sir asked the insurer if it would settle - Jose Mathew: no mandate. Posted for arguments
on 01.03.2027. Prepare: loss of earning capacity on AED 3,200 - multiplier 17 (age 33).
""")
u("backlog/2027-02/shabna RW1 cross.txt", "typed_note_txt", L, "2027-02-04", ["C04"], ["C04-H08"], """
Shabna OP 1045/25 - 04.02.2027
RW1 Abdul Khader cross-examined by me. Admitted the gold was kept in "our locker at Chokli bank" for a while after
the marriage - big admission. Says Faisal sold some for his Gulf business. Respondent's evidence closed.
Arguments on 11.03.2027.
""")
u("backlog/2027-02/beedi MW1 cross.txt", "typed_note_txt", L, "2027-02-09", ["C07"], ["C07-H06"], """
ID 22/25 Beedi workers - 09.02.2027 (Labour Court Kannur)
MW1 (Secretary of the society) cross-examined. Admitted: no notice and no retrenchment compensation was paid to the
11 workers when the Kottayam-Malabar branch closed; wages were piece rate but attendance register was kept.
Evidence closed. Arguments on 23.03.2027.
""")

# ---------------- typed notes (.docx)
u("backlog/2026-06/Anoop CrlMC admission (Anju mail).docx", "typed_note_docx", L, "2026-06-23", ["C08"], ["C08-H01"], """
Crl.M.C. 3318/2026 - Anoop P. v State of Kerala  (HC, Court 6, Kurian J) - 23.06.2026
Report from Adv. Anju Mariam George (proxy, Ernakulam) by mail, pasted:
"Sir, admitted. Notice to the learned PP. His Lordship called for a report from the SHO, Panoor on whether the
petitioner is involved in any other crime after bail. Posted 07.07.2026. His Lordship asked whether the trial court
can proceed in the petitioner's absence - I said s. 355 BNSS petition can be filed. Regards, Anju"
To do: Dubai offer letter (Al Maha Electricals) + visa copy to Anju by Friday.
""")
u("backlog/2026-08/Prakasan OTS offer.docx", "typed_note_docx", L, "2026-08-04", ["C02"], ["C02-H05"], """
ARC 1127/2025 - Chirakkuni SCB v Prakasan - 04.08.2026
Bank (Balakrishnan Nair) placed the committee's OTS offer: Rs. 9,75,000 in 6 instalments, first within 2 months.
Prakasan wants Rs. 9,00,000. I said penal interest of Rs. 82,340 must go fully. Arbitrator: "meet halfway".
Client to respond - next 06.10.2026. Prakasan says he can raise Rs. 1,50,000 now from the auto-spares chitty.
""")
u("backlog/2026-09/OS214 FSL order note.docx", "typed_note_docx", L, "2026-09-29", ["C01"], ["C01-H06"], """
OS 214/2025 - Rasheed - 29.09.2026
IA 1187/2026 (FSL) ALLOWED over D2's objection. Joby sir said: the plaintiff must appear in person to give specimen
signatures in open court; PoA holder cannot do it; if he does not come the IA will be deemed not pressed.
Specimen signatures on 10.11.2026. Admitted signatures: passport, Dubai bank cheque leaves (originals).
Message Rasheed - ticket for first week of November.
""")
u("backlog/2026-09/PW1 PW2 cross notes SC 612.docx", "typed_note_docx", L, "2026-09-10", ["C03"], ["C03-H06"], """
SC 612/2025 - 10/09/2026 - cross of PW1 and PW2
PW1 Vineesh - my cross for A2 and A5: admits street lights were off; admits he named A2 only after 10 days; admits A5
was not in the crowd "as far as he remembers". Good.
PW2 Sunil (eye witness, tea shop) - TURNED HOSTILE. Said it was dark, he did not see who threw the bomb, he only heard
the sound and ran. PP declared him hostile, cross by PP - nothing.
ND 15.10.2026 - PW3 doctor, PW4 SI bomb squad.
""")
u("backlog/2027-01/SC612 PW4 14-01-27.docx", "typed_note_docx", L, "2027-01-14", ["C03"], ["C03-H09"], """
SC 612/25 - 14.01.2027
PW4 SI Pramod (bomb squad) came on warrant and was examined. Scene mahazar Ext. P8; steel container pieces (MO1). Cross:
no chemical analysis report yet (FSL). JK sir - PW5 Investigating Officer (CI Panoor at the time, now DySP) to be
summoned for 01.03.2027. All accused present today, A5 also (came from Dubai).
""")
u("backlog/2026-08/Shabna cross 6 Aug.docx", "typed_note_docx", L, "2026-08-06", ["C04"], ["C04-H05"], """
Shabna OP 1045/25 - cross of PW1 - 06.08.2026
Ashraf began a long cross - marriage, Gulf visit, her dress... Madam fixed one hour for the cross and stopped him
at the hour. Suggestion: the gold was taken by Shabna to her father's house and is in her father's locker - denied.
Suggestion: only 20 pavan given at marriage - denied; bill is Ext. A2.
PW2 Moidu on 17.09.2026.
""")
u("backlog/2026-11/Hamza arguments note.docx", "typed_note_docx", L, "2026-11-19", ["C05"], ["C05-H06"], """
RCP 67/2025 - arguments - 19.11.2026
Argued 11(3): bona fide need of son Pradeep (back from Muscat); no other building. Ummer Farooq: first proviso to
s. 11(3) - landlady has another building at Thiruvangad; and second proviso - tenant depends on the income. Our
reply: Thiruvangad building is the residence. Arguments closed. Orders on 21.01.2027.
""")
u("backlog/2026-10/Noushad PW1 chief.docx", "typed_note_docx", L, "2026-10-09", ["C06"], ["C06-H04"], """
O.P.(MV) 2231/2025 - PW1 Noushad - 09.10.2026
Proof affidavit; Exts. A1 FIR, A2 wound certificate, A3 salary certificate (AED 3,200), A4 passport, A5 visa
cancellation, A6 Medical Board certificate marked. Jose Mathew objected to A3 - salary certificate not attested by the
Embassy / MOFA - marked subject to objection. Cross on 13.11.2026.
""")
u("backlog/2027-01/Rasheed issues 19.01.2027.docx", "typed_note_docx", L, "2027-01-19", ["C01"], ["C01-H08"], """
OS 214/25 Rasheed v Shameer - 19/01/2027
FSL report not yet received (FSL Tvm letter: in queue). Joby sir did not wait - settled 5 issues himself in open
court: (1) whether the GPA authorised sale, (2) whether the ratification letter is genuine, (3) whether D2 is a bona
fide purchaser, (4) relief, (5) costs. Trial on 16.03.2027. Rasheed's chief by affidavit - he has to come again in
March, or commission? Ask him.
""")

# ---------------- certified copies
u("backlog/2026-07/OS 214-2025 IA order 14.07.2026.pdf", "certified_order_sheet_scan", "Sub Court, Thalassery", "2026-07-14", ["C01"], ["C01-H04"], """
IN THE COURT OF THE SUBORDINATE JUDGE, THALASSERY
Present: Sri. Joby Mathew Kallarackal, Subordinate Judge
Tuesday, the 14th day of July, 2026
I.A. No. 412/2026 in O.S. No. 214/2025
Petitioner/plaintiff: Abdul Rasheed K. P.     Respondents/defendants: Shameer T. and another
ORDER
The GPA dated 18.03.2019 on its face confers no power of alienation. The plaintiff has a prima facie case; the balance
of convenience is in his favour. The ad interim order dated 10.03.2026 is made absolute: the defendants are restrained
by an order of temporary injunction from alienating, encumbering or altering the plaint schedule property till the
disposal of the suit. Call on 18.08.2026.
(Certified copy - C.A. No. 1904/2026 - copy ready 20.07.2026)                  sd/- Subordinate Judge
""")
u("backlog/2027-01/OS 214-2025 proceedings 19.01.2027.pdf", "certified_order_sheet_scan", "Sub Court, Thalassery", "2027-01-19", ["C01"], ["C01-H08"], """
SUB COURT, THALASSERY - O.S. No. 214/2025 - PROCEEDINGS
19.01.2027  Plaintiff and D2 represented; D1 called absent. FSL report not received. Issues settled (5). For trial
on 16.03.2027. Plaintiff to file proof affidavit.                             sd/- Sub Judge
""")
u("backlog/2026-10/ARC 1127 award 06.10.2026.pdf", "certified_order_sheet_scan", "Arbitrator, o/o Joint Registrar (General), Kannur", "2026-10-06", ["C02"], ["C02-H06"], """
BEFORE THE ARBITRATOR (u/s 69 of the Kerala Co-operative Societies Act, 1969), KANNUR
Present: Sri. P. Rajendran, Arbitrator                       Dated this the 6th day of October, 2026
A.R.C. No. 1127 of 2025   Chirakkuni Service Co-operative Bank Ltd. No. F.2218 v V. K. Prakasan
AWARD
The parties have settled under the One Time Settlement scheme. The defendant shall pay Rs. 9,40,000 in all, of which
Rs. 1,50,000 has been paid today; the balance Rs. 7,90,000 in 5 equal monthly instalments of Rs. 1,58,000 from
November 2026. On default the plaintiff may recover the entire claim of Rs. 12,46,380 with interest. Award passed in
terms of the settlement. No costs.                                           sd/- Arbitrator
""")
u("backlog/2026-06/SC 612-2025 charge order 04.06.2026.pdf", "certified_order_sheet_scan", "Additional District and Sessions Court-III, Thalassery", "2026-06-04", ["C03"], ["C03-H03"], """
IN THE COURT OF THE ADDITIONAL SESSIONS JUDGE-III, THALASSERY
Present: Sri. V. Jayakrishnan, Additional Sessions Judge-III
Thursday, the 4th day of June, 2026
S.C. No. 612/2025 (Crime No. 1204/2024 of Panoor Police Station)
Crl.M.P. No. 488/2026 (discharge, A2): There is material in the final report, including the recovery mahazar, to
frame a charge against A2. Petition dismissed.
Charge framed against A1 to A8 u/s 143, 147, 148, 341, 324, 307 r/w 149 IPC and ss. 3 and 5 Explosive Substances
Act, read over and explained; the accused pleaded not guilty and claimed to be tried. For scheduling on 09.07.2026.
                                                                   sd/- Addl. Sessions Judge-III
""")
u("backlog/2026-04/RCP 67-2025 order IA s12.pdf", "certified_order_sheet_scan", "Rent Control Court (Munsiff), Thalassery", "2026-04-09", ["C05"], ["C05-H02"], """
IN THE COURT OF THE RENT CONTROLLER (MUNSIFF), THALASSERY
Present: Sri. Arun Thomas, Munsiff / Rent Control Court       Thursday, the 9th day of April, 2026
I.A. No. 88/2026 in R.C.P. No. 67/2025 (u/s 12 of Act 2 of 1965)
The tenant does not dispute the rate of rent of Rs. 6,500 per month. He shall deposit the admitted arrears of
Rs. 84,500 within one month and continue to pay or deposit the rent month by month, failing which further
proceedings shall be stopped under s. 12(3). Call on 11.06.2026.                       sd/- Rent Control Court
""")
u("backlog/2026-06/MACT OP(MV) 2231-2025 order 12.06.2026.pdf", "certified_order_sheet_scan", "MACT, Thalassery", "2026-06-12", ["C06"], ["C06-H02"], """
MOTOR ACCIDENTS CLAIMS TRIBUNAL, THALASSERY
Present: Sri. N. Harikumar, Member (Addl. District Judge)       Friday, the 12th day of June, 2026
I.A. No. 1530/2026 in O.P.(MV) No. 2231/2025
For assessment of permanent disability the claimant is referred to the Medical Board, District Hospital, Kannur. The
Superintendent shall convene the Board and forward the certificate. Claimant to appear before the Board with all
treatment records. Call on 07.08.2026.                                                  sd/- Member
""")
u("backlog/2026-07/CrlMC 3318-2026 order.pdf", "certified_order_sheet_scan", "High Court of Kerala", "2026-07-21", ["C08"], ["C08-H03"], """
IN THE HIGH COURT OF KERALA AT ERNAKULAM
PRESENT: THE HONOURABLE MR. JUSTICE THOMAS VARGHESE KURIAN
TUESDAY, THE 21ST DAY OF JULY 2026 / 30TH ASHADHA, 1948
CRL.MC NO. 3318 OF 2026
(AGAINST THE BAIL CONDITIONS IN S.C. NO. 612 OF 2025 OF ADDITIONAL SESSIONS COURT-III, THALASSERY)
PETITIONER: ANOOP P.      RESPONDENTS: STATE OF KERALA, REP. BY THE PUBLIC PROSECUTOR, AND SHO, PANOOR
ORDER
The report of the SHO, Panoor shows no other crime against the petitioner after he was released on bail. The
petitioner has an offer of employment at Dubai. The condition to surrender the passport is relaxed: the passport shall
be released to the petitioner, and he is permitted to go abroad, on his executing a bond for Rs. 1,00,000 with two
solvent sureties and an undertaking to appear before the trial court whenever required. The petitioner may file a
petition for exemption before the trial court. The Crl.M.C. is allowed as above.
                                                   sd/- THOMAS VARGHESE KURIAN, JUDGE
""")

# ---------------- WhatsApp exports
u("backlog/2026-04/WhatsApp Chat with Fathima Jr.txt", "whatsapp_export", J, "2026-04-21", ["C04", "C07", "C02"], ["C04-H01", "C07-H01", "C02-H02", "C04-H02", "C02-H03"], """
19/02/26, 12:10 - Fathima Jr: Sir Shabna case - counter file cheythilla. Ashraf vakeel paranju respondent Gulf il aanu, abroad, instructions kittiyilla. Time koduthu. ND 26/3
19/02/26, 12:12 - Haridasan Adv: ok. Shabna ye vilichu parayu
24/02/26, 15:40 - Fathima Jr: Labour court - beedi case il society WS file cheythu. Rajesh Nambiar nte main point: beedi rollers are home workers, veettil irunnu churukkunnavar, so not workmen. Rejoinder nammal file cheyyanam. ND 30.6.26
24/02/26, 15:41 - Haridasan Adv: Janaki chechiye vilikku, attendance card ullathu kondu varan para
17/03/26, 13:05 - Fathima Jr: Sir ARC Prakasan - objection file cheythu (penal interest dispute). Arbitrator sir bank nodu loan ledger produce cheyyan paranju. ND 21/4
26/03/26, 12:30 - Fathima Jr: Shabna - counter vannu sir. 20 pavan mathrame kodutholu ennu, baaki Shabna eduthu ennu 🙄 Madam mediation nu refer cheythu - Mediation Centre Kannur 30/4. ND 28.5.26
26/03/26, 12:31 - Haridasan Adv: 62 pavan bill und. Moidu ikkane kond bill original edukkan para
21/04/26, 16:02 - Fathima Jr: ARC - bank ledger innum kondu vannilla sir. Balakrishnan Nair sir time chodichu. ND 16/6
""")
u("backlog/2026-12/WhatsApp Chat with Fathima Jr (1).txt", "whatsapp_export", J, "2026-12-08", ["C08", "C07"], ["C08-H02", "C07-H03", "C07-H04", "C07-H05"], """
07/07/26, 14:20 - Fathima Jr: Sir Anju chechi vilichirunnu - Anoop Crl.MC, PP SHO report nu time chodichu. ND 21/7
07/07/26, 14:21 - Haridasan Adv: Anoop nte chettane ariyikku
11/08/26, 13:15 - Fathima Jr: Sir beedi case WW1 Janaki chechi de cross kazhinju. Rajesh Nambiar 1 hour cross. Chechi nannayi paranju 👍 Society attendance register um wage register um produce cheyyan court paranju. ND 13/10
13/10/26, 12:45 - Fathima Jr: Sir registers produce cheythu - Ext M1 to M4. 11 workers nte attendance und, 1998 muthal. MW1 secretary chief kazhinju. ND 8/12
13/10/26, 12:47 - Haridasan Adv: Super. 11 workers um register il und ennath note cheyyu
08/12/26, 11:50 - Fathima Jr: Sir beedi case - Rajesh Nambiar vannilla, absent, junior adjournment chodichu. MW1 cross nadannilla. PO sir ishtapettilla. ND 9/2/27
""")
u("backlog/2026-11/WhatsApp Chat - Rasheed Dubai.txt", "whatsapp_export", "Abdul Rasheed K. P.", "2026-11-14", ["C01"], ["C01-H06", "C01-H07"], """
[29/09/26, 7:42:10 PM] Haridasan Adv: Rasheed, FSL petition allowed today. Court says you must come in person and sign before the judge. Date 10.11.2026
[29/09/26, 9:15:33 PM] Rasheed Dubai: Insha Allah varaam sir. Leave chodikkanam. Ticket 7th nu nokkaam
[29/09/26, 9:16:02 PM] Rasheed Dubai: Salam ikkakku power koduthittum njan thanne varano?
[29/09/26, 9:20:47 PM] Haridasan Adv: Yes. Signature sample only you can give.
[10/11/26, 6:05:12 PM] Rasheed Dubai: Sir sign ellam kazhinju, judge munpil 60 sign ittu 😅 Next date January 19 alle?
[10/11/26, 6:07:40 PM] Haridasan Adv: Yes 19.01.2027. You need not come for that.
[14/11/26, 11:30:01 AM] Rasheed Dubai: Back in Dubai sir. Jazakallah khair
""")
u("backlog/2026-11/WhatsApp Chat with Noushad Kathirur.txt", "whatsapp_export", "Noushad C. H.", "2026-11-13", ["C06"], ["C06-H05"], """
13/11/26, 17:02 - Noushad Kathirur: Sir innu cross nannayo? Jose Mathew vakeel Sharjah company salary certificate attested alla ennu thanne veendum chodichu
13/11/26, 17:10 - Haridasan Adv: Cross kazhinju. Attestation illathathu aanu avarude main point. Embassy attestation cheytha copy kittumo? Next date 11.12 - doctor evidence
13/11/26, 17:11 - Noushad Kathirur: Company PRO ye vilichu nokkaam sir. Kaalu innum vedana und 😔
""")
u("backlog/2026-05/WhatsApp Chat with Shabna Ikka.txt", "whatsapp_export", "Shameem K. (Shabna's brother)", "2026-05-29", ["C04"], ["C04-H03"], """
28/05/26, 18:30 - Shameem Ikka: Assalamu alaikum vakeel saar. Innale mediation avasaanichu, failed aayi, avaru ponnu thirichu tharilla ennu. Mediator saar report kodukkum ennu paranju
28/05/26, 18:32 - Shameem Ikka: Faisal nte uppa paranju ponnu motham Shabna nte kayyil aanu ennu. Illaattha kaaryam. Allahu a'lam
28/05/26, 18:40 - Haridasan Adv: Wa alaikum salam. Mediation failed report court il vannu. Next date 2.7.26 - Shabna's evidence. Affidavit sign cheyyan Shabna Monday office il varanam
28/05/26, 18:41 - Shameem Ikka: Inshallah. Barakallah saar
""")

# ---------------- cause list and plan
u("backlog/2027-02/Cause list ADSJ III Tly 01.03.2027.pdf", "cause_list_pdf", "District Court, Thalassery (eCourts cause list)", "2027-02-27", ["C03"], [], """
ADDITIONAL DISTRICT & SESSIONS COURT - III, THALASSERY
CAUSE LIST FOR MONDAY, 01.03.2027                                 Sri. V. Jayakrishnan, Addl. Sessions Judge-III
TRIAL
1. S.C. 612/2025  State (Panoor P.S. Cr. 1204/2024) v Rejith & 7   PP / T.V. Haridasan (A2, A5), P. Saseendran (A1,A3,A4)
   - PW5 (Investigating Officer) evidence
2. S.C. 88/2026   State (Kolavallur P.S.) v Shibin & 3             PP / K. Rameshan
3. S.C. 402/2024  State (Dharmadam P.S.) v Ajmal                   PP / Sheeba Ravindran
BAIL / MISC
4. Crl.M.P. 301/2027 in S.C. 19/2026  Sanoj v State                K. Vinod Kumar / PP
5. Crl.M.P. 310/2027  Nidhin v State                                Jithesh Panoor / PP
JUDGMENT
6. S.C. 577/2023  State (Kathirur P.S.) v Prajith                  PP / M. Anil Kumar
""")
u("backlog/2027-02/Week plan 1-12 March 2027.docx", "typed_note_docx", L, "2027-02-26", ["C03", "C06", "C05", "C04", "C01", "C07"], [], """
WEEK PLAN - 01.03.2027 to 12.03.2027 (T.V.H.)
Mon 1/3  - Sessions III: Panoor SC 612 - PW5 IO cross (me). Read the 161 statements, the scene mahazar, delay in
           naming A2. Fathima to MACT: Noushad arguments - ask for passing over till 12.30, I will come.
Thu 4/3  - RCC Tly: Hamza RCP orders (Pradeep to come).
Thu 11/3 - Family Court Knr: Shabna arguments - note on s. 3 MWPRD Act + locker admission of RW1.
Next week: Tue 16/3 Sub Court Rasheed trial - proof affidavit draft to Rasheed by 5/3.
Tue 23/3 Labour Court beedi arguments (Fathima to draft written notes).
Gopalan: certified copy applications - MACT deposition of PW2; SC 612 deposition of PW4.
""")
