"""The uploads of the Vadodara practice: what the lawyer Nirav Parikh, the junior Dhruvi and the mehtaji Ramanbhai kept."""

L, J, K = "Nirav Harshadbhai Parikh", "Dhruvi Kalpeshbhai Shah", "Ramanbhai Chhaganbhai Solanki (mehtaji)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents (before and around the cases)
u("backlog/2028-06/dismissal order Vasava token 1142.pdf", "document_scan", "Shreeji Organics Pvt. Ltd.", "2028-06-12", ["C01"], [], """
SHREEJI ORGANICS PVT. LTD.
Plot No. 418, G.I.D.C. Estate, Makarpura, Vadodara - 390010
Ref: SOPL/HR/DISC/2028/37                                             Date: 12/06/2028
To: Shri Rameshbhai Kanjibhai Vasava, Plant Operator (Token No. 1142), Solvent Recovery Section
ORDER OF DISMISSAL
You were charge-sheeted on 03.03.2028 for removing two drums of toluene from the solvent store on the night shift
of 26/27.02.2028 without a gate pass. A domestic inquiry was held by Shri Pankaj Trivedi, Inquiry Officer, in which
you participated with your co-worker as defence representative. The Inquiry Officer has held the charge proved.
Having considered your reply to the second show-cause notice and your past record (warning of 2026), the management
dismisses you from service with effect from 12.06.2028. Your full and final dues may be collected from the HR office.
                                                   For Shreeji Organics Pvt. Ltd.   sd/- Director
""")
u("backlog/2029-09/WhatsApp Image 2029-09-18 at 16.22.40.jpeg", "document_photo", "Shree Balaji Synthetics, Surat", "2029-09-18", ["C02"], [], """
BILL OF EXCHANGE                                    Vadodara, 15th May 2029        Rs. 4,25,000/-
Ninety days after date pay to KAPADIA SILK EMPORIUM, Pratapnagar Road, Vadodara or order the sum of Rupees Four
Lakh Twenty Five Thousand only, for value received (against invoices 1107 to 1111).
To: M/s. Shree Balaji Synthetics, 214 Ring Road Textile Market, Surat       sd/- Jayantilal Kapadia (drawer)
ACCEPTED - payable at Bank of India, Ring Road, Surat   for Shree Balaji Synthetics  sd/- S. Jariwala, 15.05.2029
[stamp, reverse:] DISHONOURED BY NON-PAYMENT 16.08.2029 - Bank of India, Ring Road Br.
""")
u("backlog/2029-10/hundi photo Balaji.jpg", "document_photo", "Kapadia Silk Emporium", "2029-10-04", ["C02"], [], """
|| શ્રી ગણેશાય નમઃ ||   દર્શની હુંડી
સિદ્ધ શ્રી સુરત શુભ સ્થાને ભાઈ શ્રી સંજયભાઈ જરીવાળા (શ્રી બાલાજી સિન્થેટિક્સ) જોગ, વડોદરાથી લિ. જયંતીલાલ કાપડિયાના જય શ્રી કૃષ્ણ.
આ હુંડી રૂ. ૨,૧૦,૦૦૦ અંકે રૂપિયા બે લાખ દસ હજાર પૂરા, દર્શને શાહ જોગ ચૂકવી આપશોજી. મિતી ભાદરવા સુદ ૫, સંવત ૨૦૮૫.
(Darshani hundi Rs. 2,10,000 - one of three; returned unpaid by the drawee, October 2029)
""")
u("backlog/2029-11/legal notice Balaji Synthetics.docx", "typed_note_docx", L, "2029-11-06", ["C02"], [], """
NIRAV H. PARIKH, Advocate
Chamber 47, Advocates' Block, District Court, Pratapnagar, Vadodara
RPAD / Speed Post                                                   Date: 06.11.2029
To: M/s. Shree Balaji Synthetics, through its proprietor Shri Sanjay Jariwala, 214 Ring Road Textile Market, Surat
Sub: Notice for payment of Rs. 14,82,500 with interest
Under instructions from my client Kapadia Silk Emporium (prop. Shri Jayantilal Kapadia), Pratapnagar Road,
Vadodara: you purchased sarees and dress material on credit under 11 bills between 02.02.2029 and 30.05.2029 for
Rs. 14,82,500. Towards part of it you accepted a bill of exchange for Rs. 4,25,000 which was dishonoured on
16.08.2029, and three darshani hundis drawn on you were returned unpaid. The bills state "Subject to Vadodara
jurisdiction" and interest at 18% p.a. after 30 days. Pay Rs. 14,82,500 with interest within 15 days, failing which
my client shall file a suit at Vadodara at your risk as to costs.                        Advocate
""")
u("backlog/2030-06/7-12 Ekalbara block 287.jpg", "document_photo", "Talati-cum-Mantri, Ekalbara", "2030-06-14", ["C03"], [], """
ગામ નમૂના નં. ૭/૧૨ (હક્કપત્રક)      ગામ: એકલબારા   તાલુકો: પાદરા   જિલ્લો: વડોદરા
બ્લોક/સર્વે નંબર: ૨૮૭     ક્ષેત્રફળ (હે.આરે.ચો.મી.): ૧-૦૮-૨૦     આકાર: રૂ. ૧૨.૫૦
કબજેદારનું નામ: પટેલ નરેશભાઈ છોટાભાઈ   (ફેરફાર નોંધ નં. ૩૩૧૮ - હક્ક કમી - વિવાદી)
બીજા હક્ક: --       પાક: કપાસ, તુવેર
8-A (khata no. 512): Patel Nareshbhai Chhotabhai - block 287 and 291, total 2-14-60
(7/12 of block 287, Ekalbara, Ta. Padra, as on 14.06.2030; entry no. 3318 hakk kami shown as disputed)
""")
u("backlog/2030-06/mamlatdar padra RTS vivadi 41-2030.pdf", "document_scan", "Mamlatdar, Padra", "2030-06-27", ["C03"], [], """
મામલતદારશ્રીની કચેરી, પાદરા
આર.ટી.એસ. વિવાદી કેસ નં. ૪૧/૨૦૩૦      (RTS Vivadi Case No. 41 of 2030)
અરજદાર: પટેલ ભીખાભાઈ છોટાભાઈ, રહે. એકલબારા   વિ.   સામાવાળા: પટેલ નરેશભાઈ છોટાભાઈ
વિષય: ગામ એકલબારા, ફેરફાર નોંધ નં. ૩૩૧૮ (હક્ક કમી) સામે તકરાર
હુકમ: અરજદારે સદર નોંધ સામે વાંધો લીધેલ છે અને નામદાર પ્રિન્સિપાલ સિવિલ જજ, પાદરા સમક્ષ રે.દી.મુ. નં. ૬૩/૨૦૨૯
દાખલ કરેલ છે. દીવાની દાવાના આખરી નિકાલ સુધી નોંધ નં. ૩૩૧૮ પ્રમાણિત કરવામાં આવતી નથી; વિવાદી રજીસ્ટરે રાખવી.
તા. ૨૭/૦૬/૨૦૩૦                                            સહી/- મામલતદાર, પાદરા
""")
u("backlog/2030-06/mamlatdar padra note 27 june.txt", "typed_note_txt", L, "2030-06-27", ["C03"], [], """
27/6/30 Mamlatdar Padra - Bhikhabhai RTS vivadi case (entry 3318 hakk kami)
Amin was there for Naresh, said hakk kami lekh registered 2027 so entry must be certified.
Mamlatdar saheb e entry certify na kari - "civil court ma dava chale chhe, final sudhi vivadi rakho". Good for us.
Client ne kahyu ke copy of order lai lejo, Deputy Collector ma appeal thay to caveat muki daishu.
""")
u("backlog/2029-08/cheque return memo Alpesh Shah.pdf", "document_scan", "Bank of Baroda, Manjalpur Branch", "2029-08-15", ["C04"], [], """
BANK OF BARODA   Manjalpur Branch, Vadodara
CHEQUE RETURN MEMO                                    Date: 14/08/2029
Cheque No. 004517 dated 10.08.2029 for Rs. 6,75,000/- drawn by Alpeshkumar Rameshchandra Shah on SB A/c
No. 2716xxxxxxx, presented through The Vishwamitri Mercantile Co-operative Bank Ltd., Raopura - RETURNED UNPAID.
Reason: FUNDS INSUFFICIENT                                   Authorised Signatory
""")
u("backlog/2030-07/GujRERA complaint Mehta draft.docx", "typed_note_docx", L, "2030-07-20", ["C05"], [], """
Complaint u/s 31 RERA Act - Dr. Krunal Mehta & Foram Mehta v. Sanskar Buildcon LLP (Aakriti Heights, B-702)
Points:
- Paid Rs. 58,40,000 of Rs. 64,90,000 till March 2028 (receipts 1-14 annexed, bank statement).
- Possession promised 31.12.2029; project still without BU (building use) permission from VMC.
- Relief: interest u/s 18 for every month of delay from 01.01.2030 till possession; possession with OC/BU.
Filed online 22.07.2030. Fees paid.
""")
u("backlog/2030-08/VMC estate notice Sanskar Buildcon.pdf", "document_scan", "Vadodara Municipal Corporation, Estate Department", "2030-08-02", ["C05"], [], """
VADODARA MAHANAGAR SEVA SADAN - ESTATE DEPARTMENT (Land & Estate Branch)
No. VMC/Estate/Notice/1746/2030-31                                     Date: 02/08/2030
To: Sanskar Buildcon LLP, Aakriti Heights, Alkapuri, Vadodara
Notice under Sections 260(1) and 478 of the Gujarat Provincial Municipal Corporations Act, 1949
On inspection on 24.07.2030 it is found that the front margin on R.C. Dutt Road has been encroached by a ramp and
a security cabin, and the common plot shown in the approved plan is used as a site office. Remove the same within
7 days; the application for Building Use permission shall not be processed till compliance.
                                                Assistant Estate Officer, VMC
""")
u("backlog/2029-06/SSG disability certificate Vipul Rana.pdf", "document_scan", "Medical Board, SSG Hospital, Vadodara", "2029-05-30", ["C06"], [], """
SIR SAYAJIRAO GENERAL (SSG) HOSPITAL & MEDICAL COLLEGE BARODA - DISABILITY BOARD
Certificate No. SSG/DB/2029/0882                                        Date: 30/05/2029
Name: Vipulbhai Mansukhbhai Rana, 34 yrs, r/o Manjalpur. Injury: fracture shaft of right femur (operated, IM nail)
after road accident on 14.03.2029. Permanent physical disability: 18% (eighteen per cent) in relation to the right
lower limb.                                 Chairman (Dr. Mihir Shah, Orthopaedics) & Members
""")
u("backlog/2029-03/FIR Makarpura GSRTC bus accident.pdf", "document_scan", "Vadodara City Traffic Police Station", "2029-03-15", ["C06"], [], """
FIRST INFORMATION REPORT   Vadodara City Traffic Police Station (South)   Date: 15.03.2029
Complainant: Vipulbhai Mansukhbhai Rana. On 14.03.2029 at about 9.40 am, while going on Activa GJ-06-LK-xxxx
towards Sangam char rasta, a GSRTC bus no. GJ-18-Z-xxxx of the Vadodara depot driven rashly came from behind and
hit the scooter; complainant fell and was taken to SSG Hospital. Offence u/s 281, 125(b) BNS and 184 MV Act.
Driver: Kanubhai Baria.
""")
u("backlog/2031-05/IMG_20310602_113005.jpg", "document_photo", "Zenith Lifesciences Ltd., Savli", "2031-06-02", ["C07"], [], """
ZENITH LIFESCIENCES LTD.  Plot 33, GIDC Savli, Vadodara       PAY SLIP - APRIL 2031
Employee: HARDIK DINESHBHAI MAKWANA   Emp. code Z-2231   Designation: Sr. Chemist (QC)
Basic 24,600  HRA 9,840  Conv. 3,200  Spl. allow. 10,560   GROSS 48,200
PF 2,952  PT 200  Income tax 3,198    NET PAY 41,850
""")
u("backlog/2030-09/FIR extract Makarpura garba.pdf", "document_scan", "Makarpura Police Station", "2030-09-29", ["C08"], [], """
FIRST INFORMATION REPORT   Makarpura Police Station, Vadodara City
I-C.R. No. 11196007230987 of 2030     Date: 29/09/2030     Sections: 109, 118(1), 352, 351(3), 3(5) BNS
Complainant: Mitesh Ambalal Parmar (injured's brother). On the night of 28/29.09.2030 at about 1.15 am, after the
garba at the society ground near Tarsali bypass, an argument over parking a motorcycle; accused Sahil alias Lalo
Rajeshbhai Chauhan and two others beat Jignesh Parmar; Lalo hit him on the head with an iron pipe. Injured admitted
to SSG Hospital. Accused Lalo arrested on 30.09.2030.
""")

# ---------------- C01 Shreeji Organics workman reference (Labour Court, Vadodara)
u("backlog/2030-08/20300821_173012.jpg", "handwritten_note_photo", L, "2030-08-21", ["C01"], ["C01-H01"], """
21/8/30  Labour Ct (Raval saheb)  Ref LCV 187/29 Vasava v. Shreeji
WS filed on behalf of 2nd party - dismissal after D.I., charge proved, toluene 2 drums.
Requested to decide fairness of D.I. as prelim. issue first - Raval saheb e kahyu "that is how I always do, first
the inquiry". Rathwa (union) wants rejoinder time.
next date aavi 18/9/30.  Ketanbhai (HR) ne inquiry file ready rakhvanu kahyu.
""")
u("backlog/2030-09/Shreeji ref 18.09.docx", "typed_note_docx", L, "2030-09-18", ["C01"], ["C01-H02"], """
18.09.2030 - Ref. (LCV) 187/2029 - Vasava v. Shreeji Organics - Labour Court, Vadodara
Rathwa filed rejoinder for the workman: says inquiry was a farce, no copy of the toluene stock register given.
He also filed appl. Exh. 14 for production of muster rolls and wage register 2027-28 + gate pass register.
Our say on Exh. 14 by next date. Samay maangyo nathi - ready chhiye.
ND 16.10.2030.
""")
u("backlog/2030-10/Ref LCV 187-2029 rojnama 16.10.2030.pdf", "certified_order_sheet_scan", "Labour Court, Vadodara", "2030-10-18", ["C01"], ["C01-H03"], """
IN THE LABOUR COURT AT VADODARA
Reference (LCV) No. 187 of 2029
Rameshbhai Kanjibhai Vasava                                      ...First Party (workman)
Versus
Shreeji Organics Pvt. Ltd., GIDC Makarpura                       ...Second Party (employer)
ROJNAMA
16.10.2030   Present: Shri B. Rathwa for the first party. Shri N. H. Parikh, Adv. for the second party.
Application Exh. 14 is partly allowed. The second party shall produce the muster roll and the wage register for
2027-28 and the gate pass register for February 2028 on or before the next date. As the second party has challenged
the fairness of the domestic inquiry, the following preliminary issue is framed:
"Whether the domestic inquiry held against the first party workman is fair, proper and in accordance with the
principles of natural justice?"  Evidence of the second party on the preliminary issue. Adjourned to 20.11.2030.
                                                  (J. M. Raval) Presiding Officer, Labour Court, Vadodara
""")
u("backlog/2030-11/IMG-20301120-WA0009.jpg", "handwritten_note_photo", K, "2030-11-20", ["C01"], ["C01-H04"], """
તા. ૨૦/૧૧/૨૦૩૦ (બુધવાર)   લેબર કોર્ટ - રેફરન્સ ૧૮૭/૨૯ વસાવા વિ. શ્રીજી ઓર્ગેનિક્સ
ઇન્કવાયરી ઓફિસર પંકજ ત્રિવેદીની જુબાની થઈ (Pankaj Trivedi). રાઠવા સાહેબે ઉલટ તપાસ અડધી કરી.
મસ્ટર રોલ રજૂ કર્યા.  આગળની મુદત: ૧૮/૧૨/૨૦૩૦ (18.12.2030)
- રમણભાઈ
""")
u("backlog/2030-12/shreeji 18 dec.txt", "typed_note_txt", L, "2030-12-18", ["C01"], ["C01-H05"], """
18/12 Labour court - Shreeji (Vasava)
Pankaj Trivedi cross finished by Rathwa - nothing much, he stood firm: workman was given the chance, had a
co-worker as representative, signed every day's proceedings.
Workman himself absent today - Rathwa: "workman unwell", samay maangyo for workman's evidence. Raval saheb said
workman must remain present next time otherwise closed.
ND 22/1/31.
""")
u("backlog/2031-01/WhatsApp Image 2031-01-22 at 18.04.11.jpeg", "handwritten_note_photo", L, "2031-01-22", ["C01", "C06"], ["C01-H06"], """
22.1.31
Shreeji - workman Vasava examined today on prelim. issue. Uultat tapas by me ~40 min.
He admitted he received the charge-sheet and signed the receipt; admitted co-worker Babubhai was his representative.
Denied taking drums - "store keeper e kahyu hatu". Not in his reply anywhere!
ND 26.3.31 - arguments on preliminary issue.
---
Vipul MACT - reminder: Dr. Mihir Shah nu summons Pandya saheb ni court mathi bajavvanu - Dhruvi ne kahevu.
""")
u("backlog/2031-03/Shreeji args 26-3-31.docx", "typed_note_docx", L, "2031-03-26", ["C01"], ["C01-H07"], """
26.03.2031 - Labour Court - Ref. 187/2029 (Shreeji Organics) - preliminary issue
Argued for 2nd party: charge-sheet received (admitted in cross), defence representative allowed, IO report reasoned,
documents given. Cited Sur Enamel and Stamping Works and Bharat Forge on fairness of inquiry.
Rathwa: stock register not given, inquiry officer an employee of the company.
Saheb e order reserve rakhyo - to be pronounced 23.04.2031.
""")
u("backlog/2031-04/Ref LCV 187-2029 order on preliminary issue 23.04.2031.pdf", "certified_order_sheet_scan", "Labour Court, Vadodara", "2031-04-25", ["C01"], ["C01-H08"], """
IN THE LABOUR COURT AT VADODARA
Reference (LCV) No. 187 of 2029     Rameshbhai Kanjibhai Vasava  v/s  Shreeji Organics Pvt. Ltd.
ORDER ON PRELIMINARY ISSUE (below Exh. 1)
23.04.2031   Present: Shri B. Rathwa for the first party; Shri N. H. Parikh for the second party.
The workman admits having received the charge-sheet and having been represented by a co-worker. The proceedings
bear his signatures. No prejudice is shown by the non-supply of the stock register. The domestic inquiry is held to
be fair and proper. The reference shall now proceed on the question of punishment under Section 11A and the relief.
The first party to file an affidavit as to whether he was gainfully employed after 12.06.2028. Adjourned to 23.07.2031.
                                                  (J. M. Raval) Presiding Officer
""")
u("backlog/2031-07/shreeji 23-7.txt", "typed_note_txt", L, "2031-07-23", ["C01"], ["C01-H09"], """
23/7/31 Labour Ct - Shreeji ref (Vasava)
Workman's affidavit: "not gainfully employed since 12.06.2028, doing majuri some days". We have info he works at
Sai Packaging, Padra GIDC since 2029 - Ketanbhai to get the PF / ESIC record.
Our witness Ketan Desai (HR manager) affidavit on punishment and past record filed today.
Rathwa e uultat tapas mate samay maangyo. ND 20.08.2031.
""")

# ---------------- C02 Kapadia recovery suit (6th Addl. Senior Civil Judge, Vadodara)
u("backlog/2030-08/IMG-20300829-WA0003.jpg", "handwritten_note_photo", K, "2030-08-29", ["C02"], ["C02-H01"], """
તા. ૨૯/૦૮/૨૦૩૦   ૬ઠ્ઠા એડી. સિનિયર સિવિલ જજ - ખાસ દીવાની દાવો ૨૧૪/૨૦૨૯ કાપડિયા સિલ્ક વિ. શ્રી બાલાજી સિન્થેટિક્સ
સામાવાળા તરફે સુરતના વકીલ પરેશ દેસાઈ હાજર, વકીલપત્ર આપ્યું. લેખિત જવાબ માટે મુદત માંગી, મળી.
આગળની મુદત ૨૬/૦૯/૨૦૩૦ (26.09.2030)
""")
u("backlog/2030-09/Spl CS 214-2029 rojkam 26.09.2030.pdf", "certified_order_sheet_scan", "6th Additional Senior Civil Judge, Vadodara", "2030-09-29", ["C02"], ["C02-H02"], """
IN THE COURT OF THE 6TH ADDITIONAL SENIOR CIVIL JUDGE, VADODARA
Special Civil Suit No. 214 of 2029     Kapadia Silk Emporium  v/s  Shree Balaji Synthetics
ROJKAM
26.09.2030   Adv. Shri N. H. Parikh for the plaintiff present. Adv. Shri P. Desai for the defendant present.
Written statement not filed. The defendant seeks further time. This is the second adjournment for the written
statement. Time granted as a last chance subject to costs of Rs. 1,500/- payable to the plaintiff. WS to be filed on
the next date. Adjourned to 24.10.2030.                  (N. P. Joshi) 6th Addl. Senior Civil Judge, Vadodara
""")
u("backlog/2030-10/Kapadia WS 24 oct.docx", "typed_note_docx", L, "2030-10-24", ["C02"], ["C02-H03"], """
24.10.2030 - Spl. C.S. 214/2029 Kapadia v. Balaji Synthetics - 6th ASCJ (Joshi madam)
Costs Rs. 1,500 paid by Desai, receipt passed. WS filed.
Defence: (1) no cause of action at Vadodara - goods delivered at Surat godown, so only Surat court has jurisdiction;
(2) bills for Rs. 14,82,500 admitted only partly, says goods returned worth Rs. 3.1 lakh (no debit note produced);
(3) acceptance on bill of exchange "not signed by Sanjay Jariwala" - forged.
Our reply: bills printed "Subject to Vadodara jurisdiction", orders placed at Pratapnagar shop, payment due here.
ND 5/12/30 for issues.
""")
u("backlog/2030-12/20301205_162244.jpg", "handwritten_note_photo", L, "2030-12-05", ["C02", "C04"], ["C02-H04"], """
5/12/30 Kapadia suit - Joshi madam framed 6 issues (jurisdiction = issue no. 1, to be decided with all issues,
not as prelim.). Desai unhappy. PE from 9/1/31. Jayantilalbhai affidavit draft by 30 Dec.
Bank 138 - Alpesh Shah - 143A amount - Mahendrabhai ne yaad karavvu ke 60 divas ma bharvana chhe.
""")
u("backlog/2031-01/Kapadia PW1 9.1.txt", "typed_note_txt", L, "2031-01-09", ["C02"], ["C02-H05"], """
9/1/31 Kapadia - PW1 Jayantilal Kapadia affidavit Exh. 31 tendered.
Documents exhibited: 11 bills Exh. 32 to 42, bill of exchange Rs. 4,25,000 Exh. 43, 3 hundis, legal notice + AD.
Madam exhibited everything same day. ND 13.2.31 for cross.
""")
u("backlog/2031-02/WhatsApp Chat with Dhruvi Jr.txt", "whatsapp_export", J, "2031-03-14", ["C02", "C06", "C04"], ["C02-H06", "C06-H05", "C04-H06", "C02-H07"], """
13/02/31, 17:02 - Dhruvi Shah Jr: Sir Kapadia ma Desai e cross karyu 2 kalak. Jayantilalbhai e saru kahyu. Bill of exchange par acceptance ni sahi Sanjay ni nathi evu suggest karyu, Jayantilalbhai e deny karyu - "mara same sahi kari hati"
13/02/31, 17:03 - Dhruvi Shah Jr: Desai e Exh. 44 arji api - handwriting expert mate. Reply next date. ND 13.3.31
13/02/31, 17:10 - Nirav Parikh Adv: ok reply draft kar, FSL naam no matter nathi, signature admitted in reply to notice? check kar
25/02/31, 14:15 - Dhruvi Shah Jr: Sir Vipul MACT - Dr Mihir Shah aavya aaje! Jubani thai, 18% permanent disability prove thai, certificate Exh. 52. Upadhyay e cross karyu, "disability to functional nathi" evu puchhyu. ND 15/4/31
25/02/31, 14:16 - Nirav Parikh Adv: 👍 Vipulbhai ne kahi dejo
03/03/31, 12:40 - Dhruvi Shah Jr: Sir bank 138 - Alpesh Shah aaje pan gerhajar. Panchal e mukti ni arji aapi, Prajapati saheb e 500 cost sathe allow kari. CW1 cross na thai. ND 7/4/31
03/03/31, 12:41 - Dhruvi Shah Jr: 143A na paisa pan nathi bharya sir
03/03/31, 12:45 - Nirav Parikh Adv: next date pe recovery u/s 143A(5) ni arji mukishu
13/03/31, 15:30 - Dhruvi Shah Jr: Sir Kapadia ma Desai aavya j nahi, emna junior e kahyu Surat court ma busy. Madam naraj hata pan adjourn karyu. ND 17.4.31
""")
u("backlog/2031-04/Spl CS 214-2029 order Exh 44 17.04.2031.pdf", "certified_order_sheet_scan", "6th Additional Senior Civil Judge, Vadodara", "2031-04-21", ["C02"], ["C02-H08"], """
IN THE COURT OF THE 6TH ADDITIONAL SENIOR CIVIL JUDGE, VADODARA
Special Civil Suit No. 214 of 2029     Kapadia Silk Emporium  v/s  Shree Balaji Synthetics
ORDER BELOW EXH. 44
17.04.2031   The defendant seeks to send the bill of exchange Exh. 43 to a handwriting expert. In reply to the
plaintiff's notice the defendant did not deny the acceptance, and the application is made after the plaintiff's
cross-examination is over. The application is filed only to delay the suit. Exh. 44 is rejected.
The plaintiff closes his evidence by purshis Exh. 46. Defendant's evidence. Adjourned to 17.07.2031.
                                                  (N. P. Joshi) 6th Addl. Senior Civil Judge, Vadodara
""")
u("backlog/2031-07/kapadia DW1 17 july.docx", "typed_note_docx", L, "2031-07-17", ["C02"], ["C02-H09"], """
17.07.2031 - Kapadia suit (Spl. C.S. 214/29) - DE
DW1 Sanjay Jariwala affidavit filed (Exh. 49): repeats Surat jurisdiction, goods return Rs. 3.1 lakh.
He came at 4.30 pm and Desai said DW1 has to leave for Surat by the evening train - cross deferred.
Madam warned: next date no adjournment for DE.
next date aavi 14.08.2031 - cross of DW1. Prepare: debit notes absent, GST returns of Balaji show purchase.
""")

# ---------------- C03 Ekalbara partition suit (Principal Civil Judge, Padra)
u("backlog/2030-09/padra 3 sept.txt", "typed_note_txt", J, "2030-09-03", ["C03"], ["C03-H01"], """
3/9/30 Padra civil court - Bhikhabhai partition (RCS 63/2029)
Sir, defendants appeared through Yogesh Amin. Exh. 5 (stay) no reply nathi aapyo, samay maangyo. Brahmbhatt saheb e
aapyo. ND 1/10/30.  - Dhruvi
""")
u("backlog/2030-10/RCS 63-2029 rojkam 01.10.2030.pdf", "certified_order_sheet_scan", "Principal Civil Judge, Padra", "2030-10-03", ["C03"], ["C03-H02"], """
નામદાર પ્રિન્સિપાલ સિવિલ જજ સાહેબની કોર્ટ, પાદરા
રેગ્યુલર દીવાની મુકદ્દમા નં. ૬૩/૨૦૨૯      પટેલ ભીખાભાઈ છોટાભાઈ વિ. પટેલ નરેશભાઈ છોટાભાઈ અને બીજા
રોજકામ   તા. ૦૧/૧૦/૨૦૩૦ (01.10.2030)
વાદી તરફે વકીલશ્રી એન. એચ. પરીખ હાજર. પ્રતિવાદી નં. ૧ તરફે વકીલશ્રી વાય. આર. અમીન હાજર.
નિશાની-૫ની અરજી પર બંને પક્ષોને સાંભળ્યા. દાવાના આખરી નિકાલ સુધી ગામ એકલબારાના બ્લોક નં. ૨૮૭ અને ૨૯૧ની જમીન બાબતે
બંને પક્ષોએ યથાસ્થિતિ (status quo) જાળવવી અને કોઈ તબદીલી કે વેચાણ કરવું નહીં. લેખિત જવાબ માટે મુદત ૧૦/૧૨/૨૦૩૦.
                                                            પ્રિન્સિપાલ સિવિલ જજ, પાદરા
""")
u("backlog/2030-10/WhatsApp Chat with Bhikhabhai Ekalbara.txt", "whatsapp_export", "Bhikhabhai Chhotabhai Patel", "2031-01-29", ["C03"], ["C03-H03", "C03-H04"], """
[01/10/30, 18:20:11] Nirav Parikh Adv: Bhikhabhai, aaje status quo no hukam thayo. Naresh jamin vechi nahi shake.
[01/10/30, 18:41:55] Bhikhabhai Patel: ભગવાન ભલું કરે સાહેબ. નરેશ તો બ્રોકર ને બોલાવતો હતો.
[10/12/30, 19:02:30] Bhikhabhai Patel: સાહેબ આજે નરેશે જવાબ આપ્યો? મારી બહેનો એ સંમતિ પુરસીસ આપી દીધી એમ કીધું
[10/12/30, 19:10:04] Nirav Parikh Adv: Haa. Naresh e WS aapyo - hakk kami lekh par aadhar rakhe chhe. Tamari 3 baheno (D2 thi D4) e consent purshis aapi ke bhag padvo joie. ND 28/1/31
[28/01/31, 17:45:20] Nirav Parikh Adv: Aaje Amin vakile samadhan ni vaat mate samay maangyo. Saheb e aapyo. ND 4/3/31
[28/01/31, 17:47:12] Bhikhabhai Patel: સમાધાન નથી કરવું સાહેબ. નરેશ બોલે છે એક, કરે છે બીજું.
[29/01/31, 08:15:40] Bhikhabhai Patel: સાહેબ ૭/૧૨ અને ૮-અ ની નકલ તલાટી પાસેથી કઢાવી લાવું છું
""")
u("backlog/2031-03/Padra issues 4.3.31.docx", "typed_note_docx", L, "2031-03-04", ["C03"], ["C03-H05"], """
04.03.2031 - RCS 63/2029 Bhikhabhai v. Naresh - Padra - Brahmbhatt saheb
7/12 and 8-A extracts of block 287 and 291 produced (Exh. 34, 35). Saheb e pehla revenue record joyu.
Issues framed (5): share of plaintiff 1/5; release deed of 2027 binding or not; partition by metes and bounds;
entry no. 3318; relief. Saheb asked again "family ma samjavat na thai shake?" - Amin says trying.
Plaintiff's evidence next: ND 8.4.31.
""")
u("backlog/2031-04/20310408_190533.jpg", "handwritten_note_photo", L, "2031-04-08", ["C03"], ["C03-H06"], """
8/4/31 Padra - Bhikhabhai PW1 cross by Amin (1.5 hrs)
Admitted his signature on the hakk kami lekh of 2027 - but said Naresh told him it was a dhiran (loan) paper for
the mandali, no consideration received, he never read it. Not explained why no complaint till 2029.
Talati to be summoned with village form 6 register (entry 3318) - summons.
ND 19/8/31
""")
u("backlog/2031-04/correction padra ND.txt", "typed_note_txt", L, "2031-04-09", ["C03"], [], """
9/4/31 - correction
Bhikhabhai Padra case: kal na diary page ma ND 19/8/31 lakhi - khotu. Vacation pachhi ni sachi next date 8.7.31
(Tuesday), talati ni jubani mate. Ramanbhai e Padra court na karkun sathe confirm karyu.
""")
u("backlog/2031-07/IMG-20310708-WA0021.jpg", "handwritten_note_photo", K, "2031-07-08", ["C03", "C04"], ["C03-H07", "C04-H08"], """
તારીખ પત્રક - રમણભાઈ
૦૮/૦૭/૨૦૩૧ (મંગળવાર) પાદરા - રે.દી.મુ. ૬૩/૨૯ ભીખાભાઈ વિ. નરેશભાઈ
તલાટી કમ મંત્રી ગેરહાજર, ગામ નમૂના નં. ૬ નું રજીસ્ટર આવ્યું નહીં. સાક્ષી સમન્સ ફરી કાઢ્યું.
આગળની મુદત ૧૨/૦૮/૨૦૩૧ (12.08.2031)
૧૪/૦૭/૨૦૩૧ (સોમવાર) ૧૧મા એડી. સી.જે.એમ. - ફો.કે. ૧૮૨૪૪/૨૯ બેંક વિ. અલ્પેશ શાહ
બેંક ઓફ બરોડા મંજલપુરના નિલેશભાઈ પરમારની જુબાની (CW2). ફરિયાદ પક્ષનો પુરાવો બંધ.
આગળની મુદત ૧૧/૦૮/૨૦૩૧ - આરોપીનું વધુ નિવેદન (351 BNSS)
""")

# ---------------- C04 bank cheque case (11th Addl. CJM, Vadodara)
u("backlog/2030-08/IMG-20300826-WA0011.jpg", "handwritten_note_photo", K, "2030-08-26", ["C04", "C06"], ["C04-H01", "C06-H01"], """
તારીખ પત્રક - ઓગસ્ટ ૨૦૩૦
૨૦/૦૮/૨૦૩૦ (મંગળ) MACT ઓક્ઝિ. - MACP ૧૧૮૭/૨૯ વિપુલભાઈ રાણા વિ. જી.એસ.આર.ટી.સી.
એસ.ટી. નિગમ (GSRTC) તરફે ઉપાધ્યાય સાહેબે લેખિત જવાબ આપ્યો. મુદ્દા ઘડાયા. મુદત ૨૪/૦૯/૨૦૩૦
૨૬/૦૮/૨૦૩૦ (સોમ) ૧૧મા એડી. સી.જે.એમ. - ફો.કે. ૧૮૨૪૪/૨૯ બેંક વિ. અલ્પેશ શાહ
આરોપી ગેરહાજર. જામીનલાયક વોરંટ (bailable warrant) કાઢ્યું. મુદત ૨૩/૦૯/૨૦૩૦
""")
u("backlog/2030-09/bank 138 23 sept.txt", "typed_note_txt", J, "2030-09-23", ["C04"], ["C04-H02"], """
23/9/30 - 11th Addl CJM (Prajapati saheb) - bank v Alpesh Shah
Accused aavyo, warrant cancel, jamin par chhutyo - bail bond Rs. 10,000. Hitesh Panchal is his vakil, vakilpatra aapyu.
Copies supplied. ND 21/10/30 for plea.
""")
u("backlog/2030-10/alpesh shah plea 21.10.docx", "typed_note_docx", L, "2030-10-21", ["C04"], ["C04-H03"], """
21.10.2030 - Criminal Case 18244/2029 - Vishwamitri Bank v. Alpeshkumar Shah - 11th Addl. CJM
Plea recorded: not guilty. Panchal's defence: cheque was a blank signed security cheque given at the time of the
CC loan in 2026, amount filled by the bank.
We filed application u/s 143A NI Act for interim compensation 20% of cheque amount. Reply by accused.
ND 25.11.2030.
""")
u("backlog/2030-11/Cri Case 18244-2029 order 143A 25.11.2030.pdf", "certified_order_sheet_scan", "11th Additional Chief Judicial Magistrate, Vadodara", "2030-11-27", ["C04"], ["C04-H04"], """
IN THE COURT OF THE 11TH ADDITIONAL CHIEF JUDICIAL MAGISTRATE, VADODARA
Criminal Case No. 18244 of 2029
The Vishwamitri Mercantile Co-op. Bank Ltd.  v/s  Alpeshkumar Rameshchandra Shah
ORDER BELOW EXH. 18 (application u/s 143A of the N.I. Act)
25.11.2030   The accused has pleaded not guilty. Issuance of the cheque and signature are not disputed. The
defence of a security cheque is a matter of trial. The accused shall pay interim compensation of 20% of the cheque
amount, i.e. Rs. 1,35,000/- (Rupees one lakh thirty five thousand), to the complainant within 60 days.
Complainant's evidence. Adjourned to 20.01.2031.                 (R. D. Prajapati) 11th Addl. C.J.M., Vadodara
""")
u("backlog/2031-01/bank CW1 20 jan.txt", "typed_note_txt", L, "2031-01-20", ["C04"], ["C04-H05"], """
20/1/31 bank 138 - CW1 Mahendrabhai Soni (recovery officer) affidavit Exh. 24 tendered with loan file, ledger, memo.
Panchal cross started: "blank cheque", "no board resolution authorising Soni" - resolution produced Exh. 26.
Part cross. 143A amount not paid yet (due 24/1). ND 3/3/31.
""")
u("backlog/2031-04/bank 138 7-4-31.txt", "typed_note_txt", J, "2031-04-07", ["C04"], ["C04-H07"], """
7/4/31 Sir bank case - Alpesh Shah aaje hajar. CW1 Mahendrabhai nu cross Panchal e puru karyu.
Amari arji par CW2 - BoB Manjalpur branch manager ne cheque return register sathe summons. 143A(5) recovery arji pan
muki - reply aavshe. ND 14/7/31.  - Dhruvi
""")
u("backlog/2031-08/11 Addl CJM Vadodara cause list 11.08.2031.pdf", "cause_list_pdf", "District Court, Vadodara", "2031-08-08", ["C04"], [], """
DISTRICT COURT, VADODARA - CAUSE LIST FOR MONDAY 11.08.2031
COURT OF THE 11TH ADDITIONAL CHIEF JUDICIAL MAGISTRATE (Court No. 11, Pratapnagar)
Sr.  Case No.             Parties                                                     Stage
1    Cri.C. 9914/2028     State v. Vijay Raghunath Mali                               Evidence
2    Cri.C. 18244/2029    Vishwamitri Mer. Co-op Bank v. Alpeshkumar R. Shah          Further statement (351 BNSS)
3    Cri.C. 20117/2029    Baroda Traders Co-op Credit Soc. v. Jitendra Vanjara        Notice
4    Cri.C. 4402/2030     HDFC Bank Ltd. v. Smita Kiranbhai Rathod                    Arguments
5    Cri.M.A. 1209/2031   Ritaben Solanki v. State                                    Orders
""")

# ---------------- C05 Mehta RERA complaint (GujRERA, Gandhinagar)
u("backlog/2030-09/rera VC 12.9.txt", "typed_note_txt", L, "2030-09-12", ["C05"], ["C05-H01"], """
12/9/30 GujRERA (VC) - Mehta v. Sanskar Buildcon - Complaint 412/2030 - Vyas saheb (Member)
Tejas Bhatt (Ahd) appeared for the developer, sought time for reply. 4 weeks. Vyas saheb asked him straight:
"BU permission nu shu status chhe?" - Bhatt had no instructions.
ND 10.10.2030. Krunalbhai joined the VC from his clinic.
""")
u("backlog/2030-10/Mehta RERA reply points 10-10.docx", "typed_note_docx", L, "2030-10-10", ["C05"], ["C05-H02"], """
10.10.2030 - GujRERA Complaint No. 412/2030 - reply of Sanskar Buildcon filed today
Bhatt's defence: force majeure - Covid-era labour shortage carried over, sand mining ban 2028, and BU permission
applied to VMC on 14.06.2030 but "pending with VMC for no fault of the promoter".
Our rejoinder points: VMC estate notice dated 02.08.2030 - BU held up because of their own margin encroachment and
common plot used as site office; force majeure clause does not cover it.
ND 12.12.2030 for rejoinder.
""")
u("backlog/2030-12/20301212_154010.jpg", "handwritten_note_photo", L, "2030-12-12", ["C05", "C02"], ["C05-H03"], """
12/12/30 RERA Mehta (VC) - rejoinder filed with VMC notice.
Vyas saheb: developer to file affidavit on BU status + photos of the ramp removal by next date. Bhatt agreed.
ND 6/2/31 - args.
Kapadia - Jayantilalbhai affidavit draft - send him today.
""")
u("backlog/2031-02/WhatsApp Chat with Krunal Mehta.txt", "whatsapp_export", "Dr. Krunal Mehta", "2031-03-20", ["C05"], ["C05-H04", "C05-H05"], """
06/02/31, 13:05 - Nirav Parikh Adv: Krunalbhai, arguments puri thai gai. Vyas saheb e order reserve rakhyo. Pronouncement 20.3.31
06/02/31, 13:07 - Dr Krunal Mehta: Thank you sir. Builder e BU ni affidavit aapi?
06/02/31, 13:09 - Nirav Parikh Adv: Haa, ramp kadhi nakhyo, BU haju pending. Force majeure par j bhaar.
20/03/31, 16:40 - Nirav Parikh Adv: Order aavi gayo - complaint allowed! Interest @ SBI MCLR + 2% on Rs. 58,40,000 from 01.01.2030 till possession, possession with BU within 3 months. Costs Rs. 10,000.
20/03/31, 16:42 - Dr Krunal Mehta: ખૂબ ખૂબ આભાર સાહેબ 🙏 ફોરમ ખૂબ ખુશ છે
20/03/31, 16:45 - Dr Krunal Mehta: હવે બિલ્ડર પૈસા ક્યારે આપશે?
20/03/31, 16:47 - Nirav Parikh Adv: 45 days ma. Na aape to recovery warrant mate arji karishu.
""")
u("backlog/2031-03/GujRERA order Complaint 412-2030.pdf", "certified_order_sheet_scan", "Gujarat Real Estate Regulatory Authority", "2031-03-24", ["C05"], ["C05-H05"], """
GUJARAT REAL ESTATE REGULATORY AUTHORITY, GANDHINAGAR
Complaint No. 412 of 2030
Dr. Krunal Mehta & Mrs. Foram Mehta                                  ...Complainants
Versus
Sanskar Buildcon LLP (Project: Aakriti Heights, Vadodara)             ...Respondent
CORAM: Shri P. N. Vyas, Member
Order dated 20.03.2031
Appearance: Shri N. H. Parikh for the complainants; Shri T. Bhatt for the respondent.
The respondent admits receipt of Rs. 58,40,000/- and that possession, promised on or before 31.12.2029, has not been
offered. The plea of force majeure is not established; the delay in Building Use permission is attributable to the
respondent's own non-compliance with the VMC notice. The complaint is allowed. The respondent shall pay interest
at SBI's highest MCLR plus 2% on the amount paid, from 01.01.2030 till the date of offer of possession with BU
permission, and hand over possession within three months. Costs Rs. 10,000/-. Disposed of.
                                                           sd/- Member, GujRERA
""")

# ---------------- C06 Vipul MACT (MACT Aux., Vadodara)
u("backlog/2030-09/MACP 1187 24-9.txt", "typed_note_txt", J, "2030-09-24", ["C06"], ["C06-H02"], """
24/9/30 MACT aux (Pandya saheb) - Vipulbhai Rana MACP 1187/29
Sir Vipulbhai nu purshis/affidavit Exh. 28 filed - income Rs. 22,000 pm as salesman, 3 months bed rest, operation
with IM nail at SSG. Upadhyay (GSRTC) e cross mate samay lidho. ND 12/11/30.  - Dhruvi
""")
u("backlog/2030-11/vipul cross 12 nov.docx", "typed_note_docx", L, "2030-11-12", ["C06"], ["C06-H03"], """
12.11.2030 - MACP 1187/2029 - Vipulbhai Rana v. Kanubhai Baria & GSRTC - MACT (Aux.), Vadodara
Upadhyay's cross of PW1 Vipulbhai: suggested he came from the wrong side near Sangam char rasta and the bus was
slow - denied. Admitted he had no helmet (!). Admitted back at work since Oct 2029 with the same employer but says
cannot do field work now, salary cut.
Pandya saheb: "doctor ne box ma lavo, certificate thi nahi chale" - summons to Dr. Mihir Shah, SSG.
ND 7.1.31.
""")
u("backlog/2031-01/WhatsApp Chat with Dhruvi Jr (2).txt", "whatsapp_export", J, "2031-01-13", ["C06", "C07"], ["C06-H04", "C07-H03"], """
07/01/31, 12:20 - Dhruvi Shah Jr: Sir Vipul MACT - Dr Mihir Shah aavya nahi, SSG ma OT hati. Pandya saheb e fari summons kadhyu, doctor ne hajar rehva. ND 25.2.31
07/01/31, 12:22 - Nirav Parikh Adv: Doctor na OPD divas puchhi lejo, Tuesday fix karavvi hati
13/01/31, 15:05 - Dhruvi Shah Jr: Sir Kinjal maintenance ma interim order aavyo! Kinjal mate 8000 ane Vivaan mate 4000 - total 12,000 per month arji ni tarikh thi. ND 10/3/31
13/01/31, 15:06 - Nirav Parikh Adv: saras. Kinjal ne kahi do arrears ni calculation kari ne aape
""")
u("backlog/2031-04/MACP 1187-2029 rojkam 15.04.2031.pdf", "certified_order_sheet_scan", "MACT (Auxiliary), Vadodara", "2031-04-17", ["C06"], ["C06-H06"], """
IN THE MOTOR ACCIDENT CLAIMS TRIBUNAL (AUXILIARY), VADODARA
M.A.C.P. No. 1187 of 2029     Vipulbhai Mansukhbhai Rana  v/s  Kanubhai Baria & Anr.
15.04.2031   Ld. Adv. for the claimant present. Ld. Adv. Shri D. Upadhyay for opponent no. 2 GSRTC present.
Opponent no. 1, the driver Kanubhai Baria, files his affidavit in lieu of examination-in-chief at Exh. 61 stating
that the scooter came suddenly from the wrong side and the bus was at slow speed. The claimant's advocate seeks
time to cross-examine, as the affidavit was served today. Adjourned to 15.07.2031.
                                                      (S. V. Pandya) MACT (Aux.), Vadodara
""")
u("backlog/2031-07/vipul mact 15.7.txt", "typed_note_txt", L, "2031-07-15", ["C06"], ["C06-H07"], """
15/7/31 MACT - Vipul - DW1 Kanubhai Baria cross by me
Admitted: bus was running late by 20 min; did not stop after the accident, stopped at the next stand; no skid marks
in panchnama. Said scooter came from the wrong side "achanak" - but the FIR and panchnama show the bus hit from behind.
GSRTC closed evidence (purshis). ND 19.08.2031 arguments. Claim Rs. 12,50,000 - keep multiplier table (age 34) ready.
""")

# ---------------- C07 Kinjal maintenance (Family Court, Vadodara)
u("backlog/2030-10/IMG-20301008-WA0017.jpg", "handwritten_note_photo", K, "2030-10-08", ["C07", "C08"], ["C07-H01"], """
તા. ૦૮/૧૦/૨૦૩૦ (મંગળવાર) ફેમિલી કોર્ટ - ભરણપોષણ અરજી ૮૪૨/૨૦૩૦ કિંજલ વિ. હાર્દિક મકવાણા
સામાવાળો પતિ હાજર, વકીલ નયન ગોહિલ. સોલંકી મેડમે બંનેને મેરેજ કાઉન્સેલર પાસે મોકલ્યા. મુદત ૧૯/૧૧/૨૦૩૦
--- લાલો (સાહિલ ચૌહાણ) ની જામીન અરજી ૫મા એડી. સેશન્સ જજ સમક્ષ ૧૪/૧૦ ના રોજ બોર્ડ પર છે - ફાઈલ તૈયાર રાખવી.
""")
u("backlog/2030-11/kinjal 19.11.txt", "typed_note_txt", L, "2030-11-19", ["C07"], ["C07-H02"], """
19/11/30 Family Court - Kinjal maintenance (CMA 842/2030) - Solanki madam
Counsellor's report: counselling failed - Hardik wants her back only if she leaves the DV petition; Kinjal refused.
Gohil filed reply: Kinjal left the matrimonial home at Gotri on her own; husband earns "only Rs. 22,000".
Madam will hear interim maintenance on next date. ND 13.1.31.
DV petition (JMFC) separate - notice served there.
""")
u("backlog/2031-03/Kinjal arrears 10 march.docx", "typed_note_docx", L, "2031-03-10", ["C07"], ["C07-H04"], """
10.03.2031 - Kinjal v. Hardik Makwana - Family Court
Arrears of interim maintenance not paid since the order of 13.01.2031. We filed recovery application (distress
warrant). Solanki madam made Hardik pay in court: he paid Rs. 24,000 in court today (cash, receipt Exh. 39) - two
months. Balance arrears to be paid by next date, else warrant.
Applicant's evidence next. ND 21/4/31.
""")
u("backlog/2031-04/20310421_175218.jpg", "handwritten_note_photo", L, "2031-04-21", ["C07", "C03"], ["C07-H05"], """
21/4/31 Family Ct - Kinjal examined in chief (affidavit) + cross by Gohil 1 hr.
She stood firm on the beating of Jan 2030, and that Hardik earns 48,000 at Zenith Lifesciences, Savli.
Gohil put "she works in a boutique" - denied.
Get salary slip + summons to Zenith HR with salary register. ND 23.6.31.
Padra - Bhikhabhai ne talati na summons bajavva mate yaad apavvu.
""")
u("backlog/2031-06/kinjal 23 june.txt", "typed_note_txt", J, "2031-06-23", ["C07"], ["C07-H06"], """
23/6/31 Family court - Kinjal case
Sir Gohil e samay maangyo, husband ni evidence taiyar nathi. Zenith Lifesciences na HR officer ne salary register sathe
summons kadhyu (amari arji). Salary slip April 2031 (net 41,850) record par muki. ND 18/8/31.  - Dhruvi
""")

# ---------------- C08 Lalo bail (5th Addl. Sessions Judge, Vadodara)
u("backlog/2030-10/lalo bail 14.10.txt", "typed_note_txt", L, "2030-10-14", ["C08"], ["C08-H01"], """
14/10/30 Sessions - 5th ASJ Dave saheb - Cri. Misc. Appl. (Bail) 2214/2030 - Sahil @ Lalo Chauhan
Notice to APP Hasmukh Vaghela. Dave saheb e IO nu affidavit mangavyu (PI Makarpura) and injured Jignesh's medical
status. ND 19/10/30 (Saturday, 3rd Sat - court chalu).
Rajeshbhai (father) ne kahyu Saturday aavjo.
""")
u("backlog/2030-10/WhatsApp Chat with Rajeshbhai Chauhan.txt", "whatsapp_export", "Rajeshbhai Chauhan", "2030-11-11", ["C08"], ["C08-H02", "C08-H03"], """
[19/10/30, 14:02:33] Nirav Parikh Adv: Rajeshbhai, IO e affidavit aapyu - bail no virodh karyo. Kahe chhe injured haju SSG ma chhe. Saheb e injured nu medical certificate mangavyu. Next date 11/11/30
[19/10/30, 14:10:05] Rajeshbhai Chauhan: સાહેબ દિવાળી જેલમાં જશે? લાલાની મમ્મી રડે છે
[19/10/30, 14:12:40] Nirav Parikh Adv: Diwali vacation chhe, 11 tarikh pehla nahi thai shake. Dhiraj rakho.
[11/11/30, 15:30:02] Nirav Parikh Adv: Lalo ne jamin mali gaya! Rs. 25,000 na jat muchalka + ek surety. Sharat: Makarpura police station ni hadd ma court sivay javanu nahi, dar mahina na pehla Somvare police station ma hajri.
[11/11/30, 15:31:40] Rajeshbhai Chauhan: જય માતાજી 🙏 સાહેબ surety માટે મારા ભાઈ આવશે
[11/11/30, 15:33:10] Rajeshbhai Chauhan: કેટલા વાગે આવવાનું?
[11/11/30, 15:34:00] Nirav Parikh Adv: Kale 11 vage court par. 7/12 ke property card lai aavjo surety mate.
""")
u("backlog/2030-11/Cri Misc Appl Bail 2214-2030 order 11.11.2030.pdf", "certified_order_sheet_scan", "5th Additional Sessions Judge, Vadodara", "2030-11-13", ["C08"], ["C08-H03"], """
IN THE COURT OF THE 5TH ADDITIONAL SESSIONS JUDGE, VADODARA
Criminal Misc. Application (Bail) No. 2214 of 2030
Sahil alias Lalo Rajeshbhai Chauhan  v/s  State of Gujarat
ORDER
11.11.2030   Heard Ld. Adv. Shri N. H. Parikh for the applicant and Ld. APP Shri H. Vaghela for the State.
The applicant is in custody since 30.09.2030. The injured has been discharged from SSG Hospital on 02.11.2030 and
the medical certificate shows the injury as grievous but not dangerous to life. The investigation is complete and
the charge-sheet is filed. The applicant is ordered to be released on regular bail on executing a personal bond of
Rs. 25,000/- with one surety of the like amount, on conditions: he shall not enter the limits of Makarpura Police
Station except to attend the court, shall mark his presence at the police station on the first Monday of every
month, and shall not tamper with evidence. The application is allowed and disposed of.
                                                         (M. K. Dave) 5th Addl. Sessions Judge, Vadodara
""")

# ---------------- plans and pages about several matters
u("backlog/2031-08/Week plan 11-20 Aug.docx", "typed_note_docx", L, "2031-08-07", ["C04", "C03", "C02", "C07", "C06", "C01"], [], """
WEEK PLAN - 11 to 20 August 2031
Mon 11/8  11th Addl. CJM - bank 138 (Alpesh Shah) - 351 BNSS further statement. Press 143A(5) recovery.
Tue 12/8  Padra - Bhikhabhai partition - talati with village form 6. Dhruvi to go if I am at HC.
Thu 14/8  6th ASCJ - Kapadia - cross of DW1 Sanjay Jariwala. GST returns, debit notes.
Fri 15/8  Independence Day - holiday.
Mon 18/8  Family Court - Kinjal - Zenith HR with salary register.
Tue 19/8  MACT aux - Vipul - arguments. Multiplier 16 (age 34), 18% disability, loss of income.
Wed 20/8  Labour Court - Shreeji - Rathwa's cross of Ketanbhai. PF/ESIC record of Vasava from Sai Packaging!!
Pending: RERA Mehta - builder has not paid interest, 45 days over - file execution / recovery application.
""")
u("backlog/2031-08/New Text Document.txt", "typed_note_txt", L, "2031-08-06", ["C05", "C07"], [], """
6/8/31 calls
- Krunalbhai (RERA): builder ne offer of possession letter aapyo 1 Aug, BU aavi gayu. Interest calculation haju nathi.
  Kahyu: possession lai lo under protest, interest mate recovery arji karishu.
- Kinjal: DV petition ma JMFC e protection order aapyo chhe, have residence order mate arji. Hardik e maintenance
  June-July no bharyo nathi.
""")
